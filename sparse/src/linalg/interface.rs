//! [`LinearOperator`]: anything that computes `A @ x`, from a closure or a sparse matrix.

use crate::compressed::Compressed;
use crate::products::host_slice;
use crate::scalar::{SparseIndex, SparseScalar};
use crate::{CscMatrix, CsrMatrix};
use gsci_core::{Array, Device, Error, Result};
use std::sync::Arc;

type Apply<'a, T> = Box<dyn Fn(&Array<T>) -> Result<Array<T>> + Send + Sync + 'a>;

/// The raw CSR arrays of a matrix operator on a GPU, for the solvers' fused kernels. The operator's
/// matvec closure owns the matrix, which keeps these arrays alive.
#[derive(Clone, Copy, Debug)]
pub(crate) struct CsrRaw {
    pub rows: usize,
    pub nnz: usize,
    pub indptr: u64,
    pub indices: u64,
    pub data: u64,
    pub index_i64: bool,
}

/// What the solvers can exploit about an operator beyond its matvec.
#[derive(Clone)]
pub(crate) enum Structure<T: SparseScalar> {
    /// Only the closures are known.
    Opaque,
    /// A CSR matrix (raw arrays valid while the operator lives).
    Csr(CsrRaw),
    /// Multiplication by a vector (a Jacobi preconditioner: the inverse diagonal).
    Diagonal(Array<T>),
    /// A CSR matrix on the host, for the solvers' fused CPU loops.
    HostCsr(Arc<dyn HostMatrix<T>>),
}

/// A matrix on the host that the solvers apply to host vectors directly (no `Array` round trip).
pub(crate) trait HostMatrix<T: SparseScalar>: Send + Sync {
    /// `y = A x` (`x`: the columns, `y`: the rows).
    fn spmv(&self, x: &[T], y: &mut [T]) -> Result<()>;
    /// `y = A x` for a square `A`, and in `dots[b]` the sum of `conj(x_i) y_i` over the rows
    /// `b * BLOCK..(b + 1) * BLOCK` (see [`crate::products::cpu::BLOCK`]).
    fn spmv_dots(&self, x: &[T], y: &mut [T], dots: &mut [T]) -> Result<()>;
    /// A function computing `y = A[r0..r0 + y.len(), :] x` for a block of rows starting at `r0`
    /// (for loops that fuse the product with work on the same rows).
    fn row_blocks(&self) -> Result<RowBlocks<'_, T>>;
}

/// `(x, r0, y)`: `y = A[r0..r0 + y.len(), :] x` (see [`HostMatrix::row_blocks`]).
pub(crate) type RowBlocks<'a, T> = Box<dyn Fn(&[T], usize, &mut [T]) + Sync + 'a>;

/// A CSR matrix on the host as a [`HostMatrix`].
struct HostCsr<T: SparseScalar, I: SparseIndex>(Compressed<T, I>);

impl<T: SparseScalar, I: SparseIndex> HostMatrix<T> for HostCsr<T, I> {
    fn spmv(&self, x: &[T], y: &mut [T]) -> Result<()> {
        let cs = &self.0;
        let (p, ix, d) = (
            host_slice(&cs.indptr)?,
            host_slice(&cs.indices)?,
            host_slice(&cs.data)?,
        );
        crate::products::cpu::csr_spmv(&p, &ix, &d, x, y);
        Ok(())
    }

    fn spmv_dots(&self, x: &[T], y: &mut [T], dots: &mut [T]) -> Result<()> {
        let cs = &self.0;
        let (p, ix, d) = (
            host_slice(&cs.indptr)?,
            host_slice(&cs.indices)?,
            host_slice(&cs.data)?,
        );
        crate::products::cpu::csr_spmv_dots(&p, &ix, &d, x, y, dots);
        Ok(())
    }

    fn row_blocks(&self) -> Result<RowBlocks<'_, T>> {
        let cs = &self.0;
        let (p, ix, d) = (
            host_slice(&cs.indptr)?,
            host_slice(&cs.indices)?,
            host_slice(&cs.data)?,
        );
        Ok(Box::new(move |x: &[T], r0: usize, y: &mut [T]| {
            crate::products::cpu::rows_into(&p[r0..=r0 + y.len()], &ix, &d, x, y);
        }))
    }
}

/// A linear operator `A` of shape `(m, n)` on one device, applied with [`LinearOperator::matvec`].
///
/// Equivalent to `scipy.sparse.linalg.LinearOperator`.
pub struct LinearOperator<'a, T: SparseScalar> {
    shape: (usize, usize),
    device: Device,
    matvec: Apply<'a, T>,
    rmatvec: Option<Apply<'a, T>>,
    pub(crate) structure: Structure<T>,
}

impl<'a, T: SparseScalar> LinearOperator<'a, T> {
    /// An operator from a closure computing `A @ x` for a 1-D `x` of length `n`.
    ///
    /// Equivalent to `scipy.sparse.linalg.LinearOperator(shape, matvec=matvec)`.
    ///
    /// # Errors
    /// None here; [`LinearOperator::matvec`] checks the closure's output.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::linalg::LinearOperator;
    /// let dev = Device::cpu();
    /// let double = LinearOperator::<f64>::new((2, 2), &dev, |x| {
    ///     let v: Vec<f64> = x.to_vec()?.iter().map(|v| 2.0 * v).collect();
    ///     Array::from_vec(v, &[2], x.device())
    /// });
    /// let y = double.matvec(&Array::from_vec(vec![1.0, 3.0], &[2], &dev)?)?;
    /// assert_eq!(y.to_vec()?, vec![2.0, 6.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn new(
        shape: (usize, usize),
        device: &Device,
        matvec: impl Fn(&Array<T>) -> Result<Array<T>> + Send + Sync + 'a,
    ) -> Self {
        LinearOperator {
            shape,
            device: device.clone(),
            matvec: Box::new(matvec),
            rmatvec: None,
            structure: Structure::Opaque,
        }
    }

    /// The operator with `rmatvec` (`A^H @ x`) set.
    ///
    /// Equivalent to `LinearOperator(shape, matvec, rmatvec=rmatvec)`.
    ///
    /// # Errors
    /// None.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::linalg::LinearOperator;
    /// let dev = Device::cpu();
    /// let id = LinearOperator::<f64>::new((1, 1), &dev, |x| x.copy()).with_rmatvec(|x| x.copy());
    /// assert_eq!(id.rmatvec(&Array::from_vec(vec![4.0], &[1], &dev)?)?.to_vec()?, vec![4.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn with_rmatvec(
        mut self,
        rmatvec: impl Fn(&Array<T>) -> Result<Array<T>> + Send + Sync + 'a,
    ) -> Self {
        self.rmatvec = Some(Box::new(rmatvec));
        self
    }

    /// The shape `(m, n)`.
    pub fn shape(&self) -> (usize, usize) {
        self.shape
    }

    /// The device the operator works on.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// `A @ x` for a 1-D `x` of length `n`.
    ///
    /// Equivalent to `scipy.sparse.linalg.LinearOperator.matvec`.
    ///
    /// # Errors
    /// `ShapeMismatch` if `x` is not `(n,)` or the closure returns anything but `(m,)`; the
    /// closure's own errors.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::{CsrMatrix, linalg::aslinearoperator};
    /// let dev = Device::cpu();
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[1, 0], &[2.0, 3.0], (2, 2), &dev)?;
    /// let op = aslinearoperator(&a);
    /// assert_eq!(op.matvec(&Array::from_vec(vec![1.0, 1.0], &[2], &dev)?)?.to_vec()?, vec![2.0, 3.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn matvec(&self, x: &Array<T>) -> Result<Array<T>> {
        check_vec("matvec", x, self.shape.1)?;
        let y = (self.matvec)(x)?;
        check_vec("matvec", &y, self.shape.0)?;
        Ok(y)
    }

    /// `A @ X` for a 2-D `X` of shape `(n, k)`, one matvec per column.
    ///
    /// Equivalent to `scipy.sparse.linalg.LinearOperator.matmat`.
    ///
    /// # Errors
    /// `ShapeMismatch` unless `X` is `(n, k)`; the matvec's own errors.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::{CsrMatrix, linalg::aslinearoperator};
    /// let dev = Device::cpu();
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[1, 0], &[2.0, 3.0], (2, 2), &dev)?;
    /// let x = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0], &[2, 2], &dev)?;
    /// assert_eq!(aslinearoperator(&a).matmat(&x)?.to_vec()?, vec![6.0, 8.0, 3.0, 6.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn matmat(&self, x: &Array<T>) -> Result<Array<T>> {
        let (m, n) = self.shape;
        if x.ndim() != 2 || x.shape()[0] != n {
            return Err(Error::ShapeMismatch {
                op: "matmat",
                left: vec![m, n],
                right: x.shape().to_vec(),
            });
        }
        let k = x.shape()[1];
        let xv = x.to_vec()?;
        let mut out = vec![T::zero(); m * k];
        for c in 0..k {
            let col: Vec<T> = (0..n).map(|i| xv[i * k + c]).collect();
            let y = self
                .matvec(&Array::from_vec(col, &[n], x.device())?)?
                .to_vec()?;
            for (i, v) in y.into_iter().enumerate() {
                out[i * k + c] = v;
            }
        }
        Array::from_vec(out, &[m, k], x.device())
    }

    /// `A^H @ x` for a 1-D `x` of length `m`.
    ///
    /// Equivalent to `scipy.sparse.linalg.LinearOperator.rmatvec`.
    ///
    /// # Errors
    /// `Unsupported` if the operator has no rmatvec; `ShapeMismatch` as for matvec.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::{CsrMatrix, linalg::aslinearoperator};
    /// let dev = Device::cpu();
    /// let a = CsrMatrix::<f64>::from_triplets(&[0], &[1], &[2.0], (2, 2), &dev)?;
    /// let y = aslinearoperator(&a).rmatvec(&Array::from_vec(vec![1.0, 0.0], &[2], &dev)?)?;
    /// assert_eq!(y.to_vec()?, vec![0.0, 2.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn rmatvec(&self, x: &Array<T>) -> Result<Array<T>> {
        let f = self.rmatvec.as_ref().ok_or_else(|| Error::Unsupported {
            what: "rmatvec of a LinearOperator built without one".into(),
            backend: self.device.to_string(),
        })?;
        check_vec("rmatvec", x, self.shape.0)?;
        let y = f(x)?;
        check_vec("rmatvec", &y, self.shape.1)?;
        Ok(y)
    }
}

fn check_vec<T: SparseScalar>(op: &'static str, x: &Array<T>, n: usize) -> Result<()> {
    if x.shape() != [n] {
        return Err(Error::ShapeMismatch {
            op,
            left: vec![n],
            right: x.shape().to_vec(),
        });
    }
    Ok(())
}

fn csr_raw<T: SparseScalar, I: SparseIndex>(cs: &Compressed<T, I>) -> Option<CsrRaw> {
    Some(CsrRaw {
        rows: cs.major,
        nnz: cs.nnz(),
        indptr: cs.indptr.device_ptr()?,
        indices: cs.indices.device_ptr()?,
        data: cs.data.device_ptr()?,
        index_i64: I::DTYPE == gsci_core::DType::I64,
    })
}

/// Sparse matrices that view as a [`LinearOperator`] without a copy (CSR and CSC; convert COO and
/// DIA with `tocsr` first).
pub trait AsLinearOperator<T: SparseScalar> {
    /// The matrix as an operator holding its own handle to the matrix's arrays.
    fn as_linear_operator(&self) -> LinearOperator<'static, T>;
}

impl<T: SparseScalar, I: SparseIndex> AsLinearOperator<T> for CsrMatrix<T, I> {
    fn as_linear_operator(&self) -> LinearOperator<'static, T> {
        csr_operator(self)
    }
}

impl<T: SparseScalar, I: SparseIndex> AsLinearOperator<T> for CscMatrix<T, I> {
    fn as_linear_operator(&self) -> LinearOperator<'static, T> {
        let (fwd, back) = (self.clone(), self.clone());
        LinearOperator {
            shape: self.shape(),
            device: self.device().clone(),
            matvec: Box::new(move |x| fwd.dot(x)),
            rmatvec: Some(Box::new(move |x| {
                let t = back.transpose();
                if T::IS_COMPLEX {
                    t.conj()?.dot(x)
                } else {
                    t.dot(x)
                }
            })),
            structure: Structure::Opaque,
        }
    }
}

/// A CSR or CSC matrix as a [`LinearOperator`] (matvec `A @ x`, rmatvec `A^H @ x`). The operator
/// holds its own handle to the matrix's arrays (no copy). A CSR operator on a GPU lets `cg` run
/// its fused on-device iteration.
///
/// Equivalent to `scipy.sparse.linalg.aslinearoperator(a)`.
///
/// # Errors
/// None.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, linalg::aslinearoperator};
/// let a = CsrMatrix::<f64>::from_triplets(&[0], &[1], &[2.0], (2, 3), &Device::cpu())?;
/// assert_eq!(aslinearoperator(&a).shape(), (2, 3));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn aslinearoperator<T: SparseScalar>(
    a: &impl AsLinearOperator<T>,
) -> LinearOperator<'static, T> {
    a.as_linear_operator()
}

fn csr_operator<T: SparseScalar, I: SparseIndex>(
    a: &CsrMatrix<T, I>,
) -> LinearOperator<'static, T> {
    let (fwd, back) = (a.clone(), a.clone());
    let structure = match csr_raw(&a.cs) {
        Some(raw) => Structure::Csr(raw),
        None if a.device().is_cpu() => Structure::HostCsr(Arc::new(HostCsr(a.cs.clone()))),
        None => Structure::Opaque,
    };
    LinearOperator {
        shape: a.shape(),
        device: a.device().clone(),
        matvec: Box::new(move |x| fwd.dot(x)),
        rmatvec: Some(Box::new(move |x| {
            let t = back.transpose();
            if T::IS_COMPLEX {
                t.conj()?.dot(x)
            } else {
                t.dot(x)
            }
        })),
        structure,
    }
}

/// The Jacobi preconditioner `M = diag(A)^-1` of a square matrix, as a [`LinearOperator`] for the
/// solvers' `m` option (on the GPU, `cg` fuses it into its kernels).
///
/// Equivalent to `LinearOperator(A.shape, matvec=lambda x: x / A.diagonal())` in SciPy.
///
/// # Errors
/// `InvalidShape` unless `a` is square; `Singular` if a diagonal entry is zero.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::jacobi};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 1], &[2.0, 4.0], (2, 2), &dev)?;
/// let m = jacobi(&a)?;
/// assert_eq!(m.matvec(&Array::from_vec(vec![1.0, 1.0], &[2], &dev)?)?.to_vec()?, vec![0.5, 0.25]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn jacobi<T: SparseScalar, I: SparseIndex>(
    a: &CsrMatrix<T, I>,
) -> Result<LinearOperator<'static, T>> {
    let (m, n) = a.shape();
    if m != n {
        return Err(Error::InvalidShape {
            op: "jacobi",
            shape: vec![m, n],
            reason: "the matrix must be square".into(),
        });
    }
    let d = a.diagonal(0)?.to_vec()?;
    if d.iter().any(|v| v.is_zero()) {
        return Err(Error::Singular { op: "jacobi" });
    }
    let inv: Vec<T> = d.iter().map(|&v| T::one() / v).collect();
    let inv_host = inv.clone();
    let inv_dev = Array::from_vec(inv, &[n], a.device())?;
    let apply_dev = inv_dev.clone();
    Ok(LinearOperator {
        shape: (n, n),
        device: a.device().clone(),
        matvec: Box::new(move |x| {
            let v: Vec<T> = x
                .to_vec()?
                .iter()
                .zip(&inv_host)
                .map(|(a, b)| *a * *b)
                .collect();
            Array::from_vec(v, &[apply_dev.len()], x.device())
        }),
        rmatvec: None,
        structure: Structure::Diagonal(inv_dev),
    })
}
