//! Sparse-dense products (SpMV and SpMM): `A @ x` for a vector or a matrix `x`.

pub(crate) mod cpu;
pub(crate) mod cuda;

use crate::compressed::{Compressed, same_device};
use crate::scalar::{SparseIndex, SparseScalar};
use crate::{CooMatrix, CscMatrix, CsrMatrix};
use gsci_core::{Array, Backend, Error, Result};
use std::borrow::Cow;

/// The elements of a CPU array: borrowed when contiguous, else copied.
pub(crate) fn host_slice<E: gsci_core::Element>(a: &Array<E>) -> Result<Cow<'_, [E]>> {
    if let Some(s) = a.view_cpu().and_then(|v| v.to_slice()) {
        return Ok(Cow::Borrowed(s));
    }
    Ok(Cow::Owned(a.to_vec()?))
}

/// `A @ x` for compressed storage read as CSR (`csc = false`) or CSC.
pub(crate) fn dot<T: SparseScalar, I: SparseIndex>(
    cs: &Compressed<T, I>,
    csc: bool,
    x: &Array<T>,
) -> Result<Array<T>> {
    let op = "dot";
    let (rows, cols) = if csc {
        (cs.minor, cs.major)
    } else {
        (cs.major, cs.minor)
    };
    same_device(op, cs.device(), x.device())?;
    let (out_shape, k) = match x.shape() {
        [n] if *n == cols => (vec![rows], 1usize),
        [n, k] if *n == cols => (vec![rows, *k], *k),
        s => {
            return Err(Error::ShapeMismatch {
                op,
                left: vec![rows, cols],
                right: s.to_vec(),
            });
        }
    };
    if cs.nnz() == 0 || rows == 0 || cols == 0 || k == 0 {
        return Array::zeros(&out_shape, x.device());
    }
    match x.device().backend() {
        Backend::Cpu => {
            let (p, ix, d) = (
                host_slice(&cs.indptr)?,
                host_slice(&cs.indices)?,
                host_slice(&cs.data)?,
            );
            let xv = host_slice(x)?;
            if !csc && x.ndim() == 1 {
                // Written once, row by row, into uninitialised capacity (a zeroed buffer reused
                // from the heap costs a memset of the whole result first).
                let y = cpu::csr_spmv_collect(&p, &ix, &d, &xv, rows);
                return Array::from_vec(y, &out_shape, x.device());
            }
            let mut y = gsci_core::host::zeros::<T>(rows * k);
            match (csc, x.ndim()) {
                (false, 1) => cpu::csr_spmv(&p, &ix, &d, &xv, &mut y),
                (false, _) => cpu::csr_spmm(&p, &ix, &d, &xv, &mut y, k),
                (true, _) => cpu::csc_spmm(&p, &ix, &d, &xv, &mut y, k),
            }
            Array::from_vec(y, &out_shape, x.device())
        }
        Backend::Cuda(c) => {
            let mut out = Array::<T>::empty(&out_shape, x.device())?;
            cuda::product(c, cs, csc, x, &mut out)?;
            Ok(out)
        }
    }
}

impl<T: SparseScalar, I: SparseIndex> CsrMatrix<T, I> {
    /// The product `A @ x` with a dense vector (SpMV) or a dense 2-D matrix (SpMM).
    ///
    /// Equivalent to `scipy.sparse.csr_array.dot` (`A @ x`). Runs on the matrix's device:
    /// cuSPARSE's generic SpMV/SpMM on a GPU (descriptor and work buffer cached with the
    /// matrix), rayon-parallel row kernels on the CPU. `A.T @ x` is `a.transpose().dot(x)`.
    ///
    /// # Errors
    /// `ShapeMismatch` unless `x` is `(cols,)` or `(cols, k)`; `DeviceMismatch` if `x` lives
    /// on another device.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::CsrMatrix;
    /// let dev = Device::cpu();
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 1, 1], &[1, 0, 1], &[2.0, 3.0, 4.0], (2, 2), &dev)?;
    /// let x = Array::from_vec(vec![1.0, 10.0], &[2], &dev)?;
    /// assert_eq!(a.dot(&x)?.to_vec()?, vec![20.0, 43.0]);
    /// assert_eq!(a.transpose().dot(&x)?.to_vec()?, vec![30.0, 42.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn dot(&self, x: &Array<T>) -> Result<Array<T>> {
        dot(&self.cs, false, x)
    }
}

impl<T: SparseScalar, I: SparseIndex> CscMatrix<T, I> {
    /// The product `A @ x` with a dense vector (SpMV) or a dense 2-D matrix (SpMM).
    ///
    /// Equivalent to `scipy.sparse.csc_array.dot` (`A @ x`). cuSPARSE on a GPU, a scatter
    /// kernel on the CPU.
    ///
    /// # Errors
    /// `ShapeMismatch` unless `x` is `(cols,)` or `(cols, k)`; `DeviceMismatch` if `x` lives
    /// on another device.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::CscMatrix;
    /// let dev = Device::cpu();
    /// let a = CscMatrix::<f64>::from_triplets(&[0, 1, 1], &[1, 0, 1], &[2.0, 3.0, 4.0], (2, 2), &dev)?;
    /// let x = Array::from_vec(vec![1.0, 10.0], &[2], &dev)?;
    /// assert_eq!(a.dot(&x)?.to_vec()?, vec![20.0, 43.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn dot(&self, x: &Array<T>) -> Result<Array<T>> {
        dot(&self.cs, true, x)
    }
}

impl<T: SparseScalar, I: SparseIndex> CooMatrix<T, I> {
    /// The product `A @ x` (through a CSR conversion on the host, then the CSR product).
    ///
    /// Equivalent to `scipy.sparse.coo_array.dot`.
    ///
    /// # Errors
    /// `ShapeMismatch` unless `x` is `(cols,)` or `(cols, k)`; `DeviceMismatch` if `x` lives
    /// on another device.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::CooMatrix;
    /// let dev = Device::cpu();
    /// let a = CooMatrix::<f64>::from_triplets(&[0, 0], &[1, 1], &[1.0, 2.0], (1, 2), &dev)?;
    /// let x = Array::from_vec(vec![5.0, 1.0], &[2], &dev)?;
    /// assert_eq!(a.dot(&x)?.to_vec()?, vec![3.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn dot(&self, x: &Array<T>) -> Result<Array<T>> {
        self.tocsr()?.dot(x)
    }
}
