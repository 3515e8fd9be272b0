//! [`CscMatrix`]: compressed sparse column storage.

use crate::compressed::{Compressed, compressed_common, same_device};
use crate::csr::{dense_shape, sum_compressed};
use crate::host::Cs;
use crate::scalar::{SparseIndex, SparseScalar, index_array};
use crate::{CooMatrix, CsrMatrix};
use gsci_core::{Array, Device, Element, Error, Result};

/// A sparse matrix in compressed sparse column format, stored on one device.
///
/// `indptr[j]..indptr[j + 1]` are the positions in `indices` (row indices) and `data` of column
/// `j`'s entries. Unsorted and duplicate indices are allowed, as in SciPy.
#[derive(Clone)]
pub struct CscMatrix<T: SparseScalar, I: SparseIndex = i32> {
    pub(crate) cs: Compressed<T, I>,
}

compressed_common!(
    CscMatrix,
    "csc_array",
    "CscMatrix::<f64>::new(Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &dev)?, Array::from_vec(vec![0, 0, 1], &[3], &dev)?, Array::from_vec(vec![0, 1, 1, 3], &[4], &dev)?, (2, 3))?"
);

impl<T: SparseScalar, I: SparseIndex> CscMatrix<T, I> {
    /// A CSC matrix from its raw arrays (all on one device), validated.
    ///
    /// Equivalent to `scipy.sparse.csc_array((data, indices, indptr), shape=shape)`.
    ///
    /// # Errors
    /// `InvalidArgument` if `indptr` does not have `cols + 1` entries starting at 0, decreases, or
    /// does not end at `len(data)`; if `indices` and `data` differ in length; if a row index is
    /// negative or not below `rows`. `DeviceMismatch` if the arrays live on different devices.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::CscMatrix;
    /// let dev = Device::cpu();
    /// let a = CscMatrix::<f64>::new(
    ///     Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &dev)?,
    ///     Array::from_vec(vec![0, 0, 1], &[3], &dev)?,
    ///     Array::from_vec(vec![0, 1, 1, 3], &[4], &dev)?,
    ///     (2, 3),
    /// )?;
    /// assert_eq!(a.toarray()?.to_vec()?, vec![1.0, 0.0, 2.0, 0.0, 0.0, 3.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn new<J: Element>(
        data: Array<T>,
        indices: Array<J>,
        indptr: Array<J>,
        shape: (usize, usize),
    ) -> Result<Self> {
        let indices: Array<I> = index_array("csc_array", "indices", indices)?;
        let indptr: Array<I> = index_array("csc_array", "indptr", indptr)?;
        Ok(CscMatrix {
            cs: Compressed::new("csc_array", data, indices, indptr, shape.1, shape.0)?,
        })
    }

    /// A CSC matrix from (row, column, value) triplets; duplicates are summed.
    ///
    /// Equivalent to `scipy.sparse.csc_array((data, (row, col)), shape=shape)`.
    ///
    /// # Errors
    /// `InvalidArgument` if the three slices differ in length or an index is out of range.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CscMatrix;
    /// let a = CscMatrix::<f64>::from_triplets(&[0, 1, 0], &[1, 0, 1], &[1.0, 2.0, 3.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.toarray()?.to_vec()?, vec![0.0, 4.0, 2.0, 0.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn from_triplets(
        rows: &[usize],
        cols: &[usize],
        values: &[T],
        shape: (usize, usize),
        device: &Device,
    ) -> Result<Self> {
        CooMatrix::<T, I>::from_triplets(rows, cols, values, shape, device)?.tocsc()
    }

    /// A CSC matrix holding the nonzeros of a 2-D dense array.
    ///
    /// Equivalent to `scipy.sparse.csc_array(dense)`. Built on the host.
    ///
    /// # Errors
    /// `InvalidShape` unless `dense` is 2-D.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::CscMatrix;
    /// let d = Array::from_vec(vec![0.0, 1.0, 2.0, 0.0], &[2, 2], &Device::cpu())?;
    /// assert_eq!(CscMatrix::<f64>::from_dense(&d)?.indices().to_vec()?, vec![1, 0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn from_dense(dense: &Array<T>) -> Result<Self> {
        dense_shape(dense, "csc_array")?;
        CsrMatrix::<T, I>::from_dense(dense)?.tocsc()
    }

    /// The shape (rows, columns).
    pub fn shape(&self) -> (usize, usize) {
        (self.cs.minor, self.cs.major)
    }

    /// The dense matrix (duplicates summed), on the matrix's device. Assembled on the host.
    ///
    /// Equivalent to `scipy.sparse.csc_array.toarray`.
    ///
    /// # Errors
    /// Only on allocation or transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CscMatrix;
    /// let a = CscMatrix::<f64>::from_triplets(&[1], &[0], &[5.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.toarray()?.to_vec()?, vec![0.0, 0.0, 5.0, 0.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn toarray(&self) -> Result<Array<T>> {
        let (r, c) = self.shape();
        let t = self.cs.to_host()?.to_dense(); // c x r, column-major of the result
        let mut out = vec![T::zero(); r * c];
        for j in 0..c {
            for i in 0..r {
                out[i * c + j] = t[j * r + i];
            }
        }
        Array::from_vec(out, &[r, c], self.device())
    }

    /// The same matrix in CSR format (sorted indices; duplicates kept, as SciPy does).
    ///
    /// Equivalent to `scipy.sparse.csc_array.tocsr`. Converted on the host.
    ///
    /// # Errors
    /// Only on allocation or transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CscMatrix;
    /// let a = CscMatrix::<f64>::from_triplets(&[0, 1], &[1, 0], &[1.0, 2.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.tocsr()?.toarray()?.to_vec()?, a.toarray()?.to_vec()?);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tocsr(&self) -> Result<CsrMatrix<T, I>> {
        Ok(CsrMatrix {
            cs: self.cs.map_host("tocsr", |c| c.transpose())?,
        })
    }

    /// Itself (a copy), for symmetry with the other formats.
    ///
    /// Equivalent to `scipy.sparse.csc_array.tocsc`.
    ///
    /// # Errors
    /// Only on allocation failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CscMatrix;
    /// let a = CscMatrix::<f64>::from_triplets(&[0], &[1], &[1.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.tocsc()?.nnz(), 1);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tocsc(&self) -> Result<CscMatrix<T, I>> {
        self.copy()
    }

    /// The same matrix in COO format (entries in storage order; duplicates kept).
    ///
    /// Equivalent to `scipy.sparse.csc_array.tocoo`.
    ///
    /// # Errors
    /// Only on allocation or transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CscMatrix;
    /// let a = CscMatrix::<f64>::from_triplets(&[0, 1], &[1, 0], &[1.0, 2.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.tocoo()?.col().to_vec()?, vec![0, 1]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tocoo(&self) -> Result<CooMatrix<T, I>> {
        let h = self.cs.to_host()?;
        let cols = h.expand_major();
        CooMatrix::from_host_parts(&h.indices, &cols, h.data, self.shape(), self.device())
    }

    /// The transpose, as a CSR matrix sharing this matrix's arrays (no copy).
    ///
    /// Equivalent to `scipy.sparse.csc_array.transpose`.
    ///
    /// # Errors
    /// None.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CscMatrix;
    /// let a = CscMatrix::<f64>::from_triplets(&[0], &[1], &[7.0], (2, 3), &Device::cpu())?;
    /// assert_eq!(a.transpose().toarray()?.to_vec()?, vec![0.0, 0.0, 7.0, 0.0, 0.0, 0.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn transpose(&self) -> CsrMatrix<T, I> {
        CsrMatrix {
            cs: self.cs.clone(),
        }
    }

    /// The `k`-th diagonal (duplicates summed).
    ///
    /// Equivalent to `scipy.sparse.csc_array.diagonal(k)`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CscMatrix;
    /// let a = CscMatrix::<f64>::from_triplets(&[0, 1, 0], &[0, 1, 1], &[1.0, 2.0, 3.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.diagonal(1)?.to_vec()?, vec![3.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn diagonal(&self, k: isize) -> Result<Array<T>> {
        let d = self.cs.to_host()?.diagonal(-k);
        let n = d.len();
        Array::from_vec(d, &[n], self.device())
    }

    /// The sum of the `offset`-th diagonal.
    ///
    /// Equivalent to `scipy.sparse.csc_array.trace(offset)`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CscMatrix;
    /// let a = CscMatrix::<f64>::from_triplets(&[0, 1], &[0, 1], &[1.0, 2.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.trace(0)?, 3.0);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn trace(&self, offset: isize) -> Result<T> {
        Ok(self.cs.to_host()?.diagonal(-offset).into_iter().sum())
    }

    /// The sum of all entries (`None`), over rows (`Some(0)`) or over columns (`Some(1)`).
    ///
    /// Equivalent to `scipy.sparse.csc_array.sum(axis)` (1-D results).
    ///
    /// # Errors
    /// `AxisOutOfBounds` unless `axis` is in -2..2.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CscMatrix;
    /// let a = CscMatrix::<f64>::from_triplets(&[0, 1], &[1, 1], &[1.0, 2.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.sum(Some(1))?.to_vec()?, vec![1.0, 2.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn sum(&self, axis: Option<isize>) -> Result<Array<T>> {
        let h = self.cs.to_host()?;
        sum_compressed(&h, axis, true, self.device())
    }

    pub(crate) fn from_host(op: &'static str, cs: Cs<T>, device: &Device) -> Result<Self> {
        Ok(CscMatrix {
            cs: Compressed::from_host(op, cs, device)?,
        })
    }
}
