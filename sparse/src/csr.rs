//! [`CsrMatrix`]: compressed sparse row storage.

use crate::compressed::{Compressed, compressed_common, same_device};
use crate::host::Cs;
use crate::scalar::{SparseIndex, SparseScalar, index_array};
use crate::{CooMatrix, CscMatrix};
use gsci_core::{Array, Device, Element, Error, Result};

/// A sparse matrix in compressed sparse row format, stored on one device.
///
/// `indptr[i]..indptr[i + 1]` are the positions in `indices`/`data` of row `i`'s entries.
/// Indices may be unsorted and may repeat (duplicates add up), as in SciPy, until
/// [`CsrMatrix::sum_duplicates`] makes the matrix canonical.
#[derive(Clone)]
pub struct CsrMatrix<T: SparseScalar, I: SparseIndex = i32> {
    pub(crate) cs: Compressed<T, I>,
}

compressed_common!(
    CsrMatrix,
    "csr_array",
    "CsrMatrix::<f64>::new(Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &dev)?, Array::from_vec(vec![0, 2, 2], &[3], &dev)?, Array::from_vec(vec![0, 2, 3], &[3], &dev)?, (2, 3))?"
);

impl<T: SparseScalar, I: SparseIndex> CsrMatrix<T, I> {
    /// A CSR matrix from its raw arrays (all on one device), validated.
    ///
    /// Equivalent to `scipy.sparse.csr_array((data, indices, indptr), shape=shape)`.
    ///
    /// # Errors
    /// `InvalidArgument` if `indptr` does not have `rows + 1` entries starting at 0, decreases, or
    /// does not end at `len(data)`; if `indices` and `data` differ in length; if an index is
    /// negative or not below `cols`. `DeviceMismatch` if the arrays live on different devices.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::CsrMatrix;
    /// let dev = Device::cpu();
    /// let a = CsrMatrix::<f64>::new(
    ///     Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &dev)?,
    ///     Array::from_vec(vec![0, 2, 2], &[3], &dev)?,
    ///     Array::from_vec(vec![0, 2, 3], &[3], &dev)?,
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
        let indices: Array<I> = index_array("csr_array", "indices", indices)?;
        let indptr: Array<I> = index_array("csr_array", "indptr", indptr)?;
        Ok(CsrMatrix {
            cs: Compressed::new("csr_array", data, indices, indptr, shape.0, shape.1)?,
        })
    }

    pub(crate) fn from_host(op: &'static str, cs: Cs<T>, device: &Device) -> Result<Self> {
        Ok(CsrMatrix {
            cs: Compressed::from_host(op, cs, device)?,
        })
    }

    /// A CSR matrix from (row, column, value) triplets; duplicates are summed.
    ///
    /// Equivalent to `scipy.sparse.csr_array((data, (row, col)), shape=shape)`.
    ///
    /// # Errors
    /// `InvalidArgument` if the three slices differ in length or an index is out of range.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CsrMatrix;
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 1, 0], &[1, 0, 1], &[1.0, 2.0, 3.0], (2, 2), &Device::cpu())?;
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
        CooMatrix::<T, I>::from_triplets(rows, cols, values, shape, device)?.tocsr()
    }

    /// A CSR matrix holding the nonzeros of a 2-D dense array.
    ///
    /// Equivalent to `scipy.sparse.csr_array(dense)`. Built on the host, stored on the array's device.
    ///
    /// # Errors
    /// `InvalidShape` unless `dense` is 2-D.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::CsrMatrix;
    /// let d = Array::from_vec(vec![0.0, 1.0, 2.0, 0.0], &[2, 2], &Device::cpu())?;
    /// assert_eq!(CsrMatrix::<f64>::from_dense(&d)?.nnz(), 2);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn from_dense(dense: &Array<T>) -> Result<Self> {
        let (r, c) = dense_shape(dense, "csr_array")?;
        Self::from_host(
            "csr_array",
            Cs::from_dense(r, c, &dense.to_vec()?),
            dense.device(),
        )
    }

    /// The shape (rows, columns).
    pub fn shape(&self) -> (usize, usize) {
        (self.cs.major, self.cs.minor)
    }

    /// The dense matrix (duplicates summed), on the matrix's device.
    ///
    /// Equivalent to `scipy.sparse.csr_array.toarray`. Assembled on the host.
    ///
    /// # Errors
    /// Only on allocation or transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CsrMatrix;
    /// let a = CsrMatrix::<f64>::from_triplets(&[1], &[0], &[5.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.toarray()?.to_vec()?, vec![0.0, 0.0, 5.0, 0.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn toarray(&self) -> Result<Array<T>> {
        let (r, c) = self.shape();
        Array::from_vec(self.cs.to_host()?.to_dense(), &[r, c], self.device())
    }

    /// The same matrix in CSC format (sorted indices; duplicates kept, as SciPy does).
    ///
    /// Equivalent to `scipy.sparse.csr_array.tocsc`. Converted on the host.
    ///
    /// # Errors
    /// Only on allocation or transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CsrMatrix;
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[1, 0], &[1.0, 2.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.tocsc()?.toarray()?.to_vec()?, a.toarray()?.to_vec()?);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tocsc(&self) -> Result<CscMatrix<T, I>> {
        Ok(CscMatrix {
            cs: self.cs.map_host("tocsc", |c| c.transpose())?,
        })
    }

    /// The same matrix in COO format (entries in storage order; duplicates kept).
    ///
    /// Equivalent to `scipy.sparse.csr_array.tocoo`.
    ///
    /// # Errors
    /// Only on allocation or transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CsrMatrix;
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[1, 0], &[1.0, 2.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.tocoo()?.row().to_vec()?, vec![0, 1]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tocoo(&self) -> Result<CooMatrix<T, I>> {
        let h = self.cs.to_host()?;
        let rows = h.expand_major();
        CooMatrix::from_host_parts(&rows, &h.indices, h.data, self.shape(), self.device())
    }

    /// Itself (a copy), for symmetry with the other formats.
    ///
    /// Equivalent to `scipy.sparse.csr_array.tocsr`.
    ///
    /// # Errors
    /// Only on allocation failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CsrMatrix;
    /// let a = CsrMatrix::<f64>::from_triplets(&[0], &[1], &[1.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.tocsr()?.nnz(), 1);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tocsr(&self) -> Result<CsrMatrix<T, I>> {
        self.copy()
    }

    /// The transpose, as a CSC matrix sharing this matrix's arrays (no copy).
    ///
    /// Equivalent to `scipy.sparse.csr_array.transpose`.
    ///
    /// # Errors
    /// None.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CsrMatrix;
    /// let a = CsrMatrix::<f64>::from_triplets(&[0], &[1], &[7.0], (2, 3), &Device::cpu())?;
    /// let t = a.transpose();
    /// assert_eq!(t.shape(), (3, 2));
    /// assert_eq!(t.toarray()?.to_vec()?, vec![0.0, 0.0, 7.0, 0.0, 0.0, 0.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn transpose(&self) -> CscMatrix<T, I> {
        CscMatrix {
            cs: self.cs.clone(),
        }
    }

    /// The `k`-th diagonal (duplicates summed).
    ///
    /// Equivalent to `scipy.sparse.csr_array.diagonal(k)`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CsrMatrix;
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 1, 0], &[0, 1, 1], &[1.0, 2.0, 3.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.diagonal(0)?.to_vec()?, vec![1.0, 2.0]);
    /// assert_eq!(a.diagonal(1)?.to_vec()?, vec![3.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn diagonal(&self, k: isize) -> Result<Array<T>> {
        let d = self.cs.to_host()?.diagonal(k);
        let n = d.len();
        Array::from_vec(d, &[n], self.device())
    }

    /// The sum of the `offset`-th diagonal.
    ///
    /// Equivalent to `scipy.sparse.csr_array.trace(offset)`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CsrMatrix;
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 1], &[1.0, 2.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.trace(0)?, 3.0);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn trace(&self, offset: isize) -> Result<T> {
        Ok(self.cs.to_host()?.diagonal(offset).into_iter().sum())
    }

    /// The sum of all entries (`axis = None`, a 0-d array), over rows (`axis = 0`, one value per
    /// column) or over columns (`axis = 1`, one value per row).
    ///
    /// Equivalent to `scipy.sparse.csr_array.sum(axis)` (1-D results, as for sparse arrays).
    ///
    /// # Errors
    /// `AxisOutOfBounds` unless `axis` is in -2..2.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CsrMatrix;
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[1, 1], &[1.0, 2.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.sum(Some(0))?.to_vec()?, vec![0.0, 3.0]);
    /// assert_eq!(a.sum(None)?.item()?, 3.0);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn sum(&self, axis: Option<isize>) -> Result<Array<T>> {
        let h = self.cs.to_host()?;
        sum_compressed(&h, axis, false, self.device())
    }
}

/// Sum of a compressed matrix; `major_is_cols` for CSC.
pub(crate) fn sum_compressed<T: SparseScalar>(
    h: &Cs<T>,
    axis: Option<isize>,
    major_is_cols: bool,
    device: &Device,
) -> Result<Array<T>> {
    let v = match axis {
        None => return Array::scalar(h.data.iter().copied().sum(), device),
        Some(a) => {
            let a = gsci_core::normalize_axis(a, 2)?;
            // Summing over rows (axis 0) collapses the major axis of CSR, the minor of CSC.
            if (a == 0) != major_is_cols {
                h.sum_major()
            } else {
                h.sum_minor()
            }
        }
    };
    let n = v.len();
    Array::from_vec(v, &[n], device)
}

/// The (rows, cols) of a 2-D dense array.
pub(crate) fn dense_shape<T: SparseScalar>(
    dense: &Array<T>,
    op: &'static str,
) -> Result<(usize, usize)> {
    if dense.ndim() != 2 {
        return Err(Error::InvalidShape {
            op,
            shape: dense.shape().to_vec(),
            reason: "expected a 2-D array".into(),
        });
    }
    Ok((dense.shape()[0], dense.shape()[1]))
}
