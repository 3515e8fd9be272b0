//! Sparse × sparse products (SpGEMM): `A @ B` for CSR and CSC matrices.

mod cpu;
mod cuda;

use crate::compressed::{Compressed, same_device};
use crate::products::host_slice;
use crate::scalar::{SparseIndex, SparseScalar, indices_to};
use crate::{CscMatrix, CsrMatrix};
use gsci_core::{Array, Backend, DType, Error, Result};

/// `A B` for storages read as CSR: `a` is `rows × inner`, `b` is `inner × cols`.
fn matmat<T: SparseScalar, I: SparseIndex>(
    op: &'static str,
    a: &Compressed<T, I>,
    b: &Compressed<T, I>,
) -> Result<Compressed<T, I>> {
    let dev = a.device();
    same_device(op, dev, b.device())?;
    if a.minor != b.major {
        return Err(Error::ShapeMismatch {
            op,
            left: vec![a.major, a.minor],
            right: vec![b.major, b.minor],
        });
    }
    let (rows, cols) = (a.major, b.minor);
    if a.nnz() == 0 || b.nnz() == 0 || rows == 0 || cols == 0 {
        return Ok(Compressed {
            data: Array::zeros(&[0], dev)?,
            indices: Array::zeros(&[0], dev)?,
            indptr: Array::zeros(&[rows + 1], dev)?,
            major: rows,
            minor: cols,
            gpu: Default::default(),
        });
    }
    // cuSPARSE refuses a descriptor with more stored entries than the shape holds (duplicates).
    let fits = |m: &Compressed<T, I>| m.nnz() <= m.major.saturating_mul(m.minor);
    if let Backend::Cuda(c) = dev.backend() {
        if I::DTYPE == DType::I32 && fits(a) && fits(b) {
            return cuda::csr_matmat(c, a, b);
        }
    }
    // The CPU backend, 64-bit indices on a GPU (cuSPARSE's SpGEMM takes 32-bit indices only) and
    // operands holding more duplicates than their shape has entries: Gustavson on the host.
    let (ap, aj, ax) = (
        host_slice(&a.indptr)?,
        host_slice(&a.indices)?,
        host_slice(&a.data)?,
    );
    let (bp, bj, bx) = (
        host_slice(&b.indptr)?,
        host_slice(&b.indices)?,
        host_slice(&b.data)?,
    );
    let (p, ix, d) = cpu::csr_matmat(rows, cols, &ap, &aj, &ax, &bp, &bj, &bx);
    let nnz = d.len();
    Ok(Compressed {
        indptr: Array::from_vec(indices_to::<I>(&p, op)?, &[rows + 1], dev)?,
        indices: Array::from_vec(indices_to::<I>(&ix, op)?, &[nnz], dev)?,
        data: Array::from_vec(d, &[nnz], dev)?,
        major: rows,
        minor: cols,
        gpu: Default::default(),
    })
}

impl<T: SparseScalar, I: SparseIndex> CsrMatrix<T, I> {
    /// The sparse product `self @ other` (SpGEMM), as a CSR matrix.
    ///
    /// Equivalent to `scipy.sparse.csr_array.__matmul__` with a sparse operand (`A @ B`). On a GPU,
    /// cuSPARSE's generic SpGEMM for 32-bit indices (entries that cancel to zero stay stored);
    /// on the CPU (and for 64-bit indices), Gustavson's algorithm over rows in parallel, with
    /// sorted indices and exact zeros dropped as SciPy does.
    ///
    /// # Errors
    /// `ShapeMismatch` unless `self.shape().1 == other.shape().0`; `DeviceMismatch` for operands
    /// on different devices.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CsrMatrix;
    /// let dev = Device::cpu();
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1], &[0, 1, 1], &[1.0, 2.0, 3.0], (2, 2), &dev)?;
    /// let c = a.matmul(&a)?;
    /// assert_eq!(c.toarray()?.to_vec()?, vec![1.0, 8.0, 0.0, 9.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn matmul(&self, other: &CsrMatrix<T, I>) -> Result<CsrMatrix<T, I>> {
        Ok(CsrMatrix {
            cs: matmat("matmul", &self.cs, &other.cs)?,
        })
    }
}

impl<T: SparseScalar, I: SparseIndex> CscMatrix<T, I> {
    /// The sparse product `self @ other` (SpGEMM), as a CSC matrix.
    ///
    /// Equivalent to `scipy.sparse.csc_array.__matmul__` with a sparse operand. Computed as the
    /// CSR product `other.T @ self.T` of the same storage (see [`CsrMatrix::matmul`]).
    ///
    /// # Errors
    /// `ShapeMismatch` unless `self.shape().1 == other.shape().0`; `DeviceMismatch` for operands
    /// on different devices.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CscMatrix;
    /// let dev = Device::cpu();
    /// let a = CscMatrix::<f64>::from_triplets(&[0, 0, 1], &[0, 1, 1], &[1.0, 2.0, 3.0], (2, 2), &dev)?;
    /// assert_eq!(a.matmul(&a)?.toarray()?.to_vec()?, vec![1.0, 8.0, 0.0, 9.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn matmul(&self, other: &CscMatrix<T, I>) -> Result<CscMatrix<T, I>> {
        let (m, k) = self.shape();
        let (k2, n) = other.shape();
        if k != k2 {
            return Err(Error::ShapeMismatch {
                op: "matmul",
                left: vec![m, k],
                right: vec![k2, n],
            });
        }
        Ok(CscMatrix {
            cs: matmat("matmul", &other.cs, &self.cs)?,
        })
    }
}
