//! [`CooMatrix`]: coordinate (triplet) storage.

use crate::compressed::same_device;
use crate::csr::dense_shape;
use crate::host::Cs;
use crate::scalar::{SparseIndex, SparseScalar, index_array, indices_to};
use crate::{CscMatrix, CsrMatrix};
use gsci_core::{Array, Device, Element, Error, Result};

/// A sparse matrix as (row, column, value) triplets on one device. Duplicates are allowed and add up.
#[derive(Clone)]
pub struct CooMatrix<T: SparseScalar, I: SparseIndex = i32> {
    row: Array<I>,
    col: Array<I>,
    data: Array<T>,
    shape: (usize, usize),
}

fn check_triplets(
    op: &'static str,
    rows: &[usize],
    cols: &[usize],
    nvals: usize,
    shape: (usize, usize),
) -> Result<()> {
    if rows.len() != nvals || cols.len() != nvals {
        return Err(Error::InvalidArgument {
            op,
            reason: format!(
                "row ({}), col ({}) and data ({}) must have the same length",
                rows.len(),
                cols.len(),
                nvals
            ),
        });
    }
    for (what, idx, dim) in [("row", rows, shape.0), ("column", cols, shape.1)] {
        if let Some(&bad) = idx.iter().find(|&&i| i >= dim) {
            return Err(Error::InvalidArgument {
                op,
                reason: if bad == usize::MAX {
                    format!("negative {what} index found")
                } else {
                    format!("{what} index {bad} exceeds matrix dimension {dim}")
                },
            });
        }
    }
    Ok(())
}

impl<T: SparseScalar, I: SparseIndex> CooMatrix<T, I> {
    /// A COO matrix from its raw arrays (all on one device), validated.
    ///
    /// Equivalent to `scipy.sparse.coo_array((data, (row, col)), shape=shape)`.
    ///
    /// # Errors
    /// `InvalidArgument` if the lengths differ or an index is negative or out of range;
    /// `DeviceMismatch` if the arrays live on different devices.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::CooMatrix;
    /// let dev = Device::cpu();
    /// let a = CooMatrix::<f64>::new(
    ///     Array::from_vec(vec![1.0, 2.0], &[2], &dev)?,
    ///     Array::from_vec(vec![0, 1], &[2], &dev)?,
    ///     Array::from_vec(vec![1, 1], &[2], &dev)?,
    ///     (2, 2),
    /// )?;
    /// assert_eq!(a.toarray()?.to_vec()?, vec![0.0, 1.0, 0.0, 2.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn new<J: Element>(
        data: Array<T>,
        row: Array<J>,
        col: Array<J>,
        shape: (usize, usize),
    ) -> Result<Self> {
        let op = "coo_array";
        let row: Array<I> = index_array(op, "row", row)?;
        let col: Array<I> = index_array(op, "col", col)?;
        same_device(op, data.device(), row.device())?;
        same_device(op, data.device(), col.device())?;
        for (what, n) in [
            ("data", data.ndim()),
            ("row", row.ndim()),
            ("col", col.ndim()),
        ] {
            if n != 1 {
                return Err(Error::InvalidArgument {
                    op,
                    reason: format!("{what} must be 1-D, got {n} dimensions"),
                });
            }
        }
        if shape.0 > I::MAX_USIZE || shape.1 > I::MAX_USIZE {
            return Err(Error::InvalidArgument {
                op,
                reason: format!("shape {shape:?} does not fit the index type {}", I::DTYPE),
            });
        }
        let r: Vec<usize> = row.to_vec()?.into_iter().map(I::to_usize).collect();
        let c: Vec<usize> = col.to_vec()?.into_iter().map(I::to_usize).collect();
        check_triplets(op, &r, &c, data.len(), shape)?;
        Ok(CooMatrix {
            row: row.to_contiguous()?,
            col: col.to_contiguous()?,
            data: data.to_contiguous()?,
            shape,
        })
    }

    /// A COO matrix from host triplets (duplicates kept until converted or summed).
    ///
    /// Equivalent to `scipy.sparse.coo_array((data, (row, col)), shape=shape)`.
    ///
    /// # Errors
    /// `InvalidArgument` if the slices differ in length or an index is out of range.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CooMatrix;
    /// let a = CooMatrix::<f64>::from_triplets(&[0, 0], &[1, 1], &[1.0, 2.0], (1, 2), &Device::cpu())?;
    /// assert_eq!((a.nnz(), a.toarray()?.to_vec()?), (2, vec![0.0, 3.0]));
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn from_triplets(
        rows: &[usize],
        cols: &[usize],
        values: &[T],
        shape: (usize, usize),
        device: &Device,
    ) -> Result<Self> {
        check_triplets("coo_array", rows, cols, values.len(), shape)?;
        Self::from_host_parts(rows, cols, values.to_vec(), shape, device)
    }

    pub(crate) fn from_host_parts(
        rows: &[usize],
        cols: &[usize],
        values: Vec<T>,
        shape: (usize, usize),
        device: &Device,
    ) -> Result<Self> {
        let op = "coo_array";
        if shape.0 > I::MAX_USIZE || shape.1 > I::MAX_USIZE {
            return Err(Error::InvalidArgument {
                op,
                reason: format!("shape {shape:?} does not fit the index type {}", I::DTYPE),
            });
        }
        let n = values.len();
        Ok(CooMatrix {
            row: Array::from_vec(indices_to::<I>(rows, op)?, &[n], device)?,
            col: Array::from_vec(indices_to::<I>(cols, op)?, &[n], device)?,
            data: Array::from_vec(values, &[n], device)?,
            shape,
        })
    }

    /// A COO matrix holding the nonzeros of a 2-D dense array (row-major order).
    ///
    /// Equivalent to `scipy.sparse.coo_array(dense)`.
    ///
    /// # Errors
    /// `InvalidShape` unless `dense` is 2-D.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::CooMatrix;
    /// let d = Array::from_vec(vec![0.0, 1.0, 2.0, 0.0], &[2, 2], &Device::cpu())?;
    /// assert_eq!(CooMatrix::<f64>::from_dense(&d)?.row().to_vec()?, vec![0, 1]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn from_dense(dense: &Array<T>) -> Result<Self> {
        dense_shape(dense, "coo_array")?;
        CsrMatrix::<T, I>::from_dense(dense)?.tocoo()
    }

    /// The shape (rows, columns).
    pub fn shape(&self) -> (usize, usize) {
        self.shape
    }
    /// The row index of each stored value.
    pub fn row(&self) -> &Array<I> {
        &self.row
    }
    /// The column index of each stored value.
    pub fn col(&self) -> &Array<I> {
        &self.col
    }
    /// The stored values.
    pub fn data(&self) -> &Array<T> {
        &self.data
    }
    /// The device the storage lives on.
    pub fn device(&self) -> &Device {
        self.data.device()
    }
    /// The number of stored values (duplicates and explicit zeros included).
    ///
    /// Equivalent to `scipy.sparse.coo_array.nnz`.
    ///
    /// # Errors
    /// None.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CooMatrix;
    /// let a = CooMatrix::<f64>::from_triplets(&[0], &[0], &[0.0], (1, 1), &Device::cpu())?;
    /// assert_eq!(a.nnz(), 1);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn nnz(&self) -> usize {
        self.data.len()
    }

    fn host(&self) -> Result<(Vec<usize>, Vec<usize>, Vec<T>)> {
        Ok((
            self.row.to_vec()?.into_iter().map(I::to_usize).collect(),
            self.col.to_vec()?.into_iter().map(I::to_usize).collect(),
            self.data.to_vec()?,
        ))
    }

    /// The matrix in CSR form, duplicates summed and indices sorted (canonical).
    ///
    /// Equivalent to `scipy.sparse.coo_array.tocsr`. Converted on the host.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CooMatrix;
    /// let a = CooMatrix::<f64>::from_triplets(&[0, 0], &[1, 1], &[1.0, 2.0], (1, 2), &Device::cpu())?;
    /// let c = a.tocsr()?;
    /// assert_eq!((c.nnz(), c.data().to_vec()?), (1, vec![3.0]));
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tocsr(&self) -> Result<CsrMatrix<T, I>> {
        let (r, c, v) = self.host()?;
        let mut cs = Cs::try_from_triplets("tocsr", self.shape.0, self.shape.1, &r, &c, &v)?;
        cs.sum_duplicates();
        CsrMatrix::from_host("tocsr", cs, self.device())
    }

    /// The matrix in CSC form, duplicates summed and indices sorted (canonical).
    ///
    /// Equivalent to `scipy.sparse.coo_array.tocsc`. Converted on the host.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CooMatrix;
    /// let a = CooMatrix::<f64>::from_triplets(&[1, 0], &[0, 0], &[1.0, 2.0], (2, 1), &Device::cpu())?;
    /// assert_eq!(a.tocsc()?.indices().to_vec()?, vec![0, 1]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tocsc(&self) -> Result<CscMatrix<T, I>> {
        let (r, c, v) = self.host()?;
        let mut cs = Cs::try_from_triplets("tocsc", self.shape.1, self.shape.0, &c, &r, &v)?;
        cs.sum_duplicates();
        CscMatrix::from_host("tocsc", cs, self.device())
    }

    /// Itself (a copy).
    ///
    /// Equivalent to `scipy.sparse.coo_array.tocoo`.
    ///
    /// # Errors
    /// Only on allocation failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CooMatrix;
    /// let a = CooMatrix::<f64>::from_triplets(&[0], &[0], &[1.0], (1, 1), &Device::cpu())?;
    /// assert_eq!(a.tocoo()?.nnz(), 1);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tocoo(&self) -> Result<CooMatrix<T, I>> {
        Ok(CooMatrix {
            row: self.row.copy()?,
            col: self.col.copy()?,
            data: self.data.copy()?,
            shape: self.shape,
        })
    }

    /// The dense matrix (duplicates summed), on the matrix's device.
    ///
    /// Equivalent to `scipy.sparse.coo_array.toarray`.
    ///
    /// # Errors
    /// Only on allocation or transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CooMatrix;
    /// let a = CooMatrix::<f64>::from_triplets(&[1], &[0], &[4.0], (2, 1), &Device::cpu())?;
    /// assert_eq!(a.toarray()?.to_vec()?, vec![0.0, 4.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn toarray(&self) -> Result<Array<T>> {
        let (r, c, v) = self.host()?;
        let mut out = vec![T::zero(); self.shape.0 * self.shape.1];
        for k in 0..v.len() {
            out[r[k] * self.shape.1 + c[k]] += v[k];
        }
        Array::from_vec(out, &[self.shape.0, self.shape.1], self.device())
    }

    /// The transpose (row and column arrays swapped; no copy).
    ///
    /// Equivalent to `scipy.sparse.coo_array.transpose`.
    ///
    /// # Errors
    /// None.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CooMatrix;
    /// let a = CooMatrix::<f64>::from_triplets(&[1], &[0], &[4.0], (2, 1), &Device::cpu())?;
    /// assert_eq!(a.transpose().shape(), (1, 2));
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn transpose(&self) -> CooMatrix<T, I> {
        CooMatrix {
            row: self.col.clone(),
            col: self.row.clone(),
            data: self.data.clone(),
            shape: (self.shape.1, self.shape.0),
        }
    }

    /// Sorts entries by (row, column) and sums duplicates, in place.
    ///
    /// Equivalent to `scipy.sparse.coo_array.sum_duplicates`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CooMatrix;
    /// let mut a = CooMatrix::<f64>::from_triplets(&[0, 0], &[1, 1], &[1.0, 2.0], (1, 2), &Device::cpu())?;
    /// a.sum_duplicates()?;
    /// assert_eq!(a.nnz(), 1);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn sum_duplicates(&mut self) -> Result<()> {
        *self = self.tocsr()?.tocoo()?;
        Ok(())
    }

    /// Whether entries are sorted by (row, column) without duplicates.
    ///
    /// Equivalent to `scipy.sparse.coo_array.has_canonical_format`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CooMatrix;
    /// let a = CooMatrix::<f64>::from_triplets(&[1, 0], &[0, 0], &[1.0, 2.0], (2, 1), &Device::cpu())?;
    /// assert!(!a.has_canonical_format()?);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn has_canonical_format(&self) -> Result<bool> {
        let (r, c, _) = self.host()?;
        Ok((1..r.len()).all(|k| (r[k - 1], c[k - 1]) < (r[k], c[k])))
    }

    /// A copy with another index type.
    ///
    /// Equivalent to SciPy's index dtype changes (`row.astype`, `col.astype`).
    ///
    /// # Errors
    /// `InvalidArgument` if an index does not fit the new type.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CooMatrix;
    /// let a = CooMatrix::<f64>::from_triplets(&[1], &[0], &[4.0], (2, 1), &Device::cpu())?;
    /// assert_eq!(a.with_index_type::<i64>()?.row().to_vec()?, vec![1i64]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn with_index_type<J: SparseIndex>(&self) -> Result<CooMatrix<T, J>> {
        let (r, c, v) = self.host()?;
        CooMatrix::from_host_parts(&r, &c, v, self.shape, self.device())
    }

    /// Removes stored zeros, in place.
    ///
    /// Equivalent to `scipy.sparse.coo_array.eliminate_zeros`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CooMatrix;
    /// let mut a = CooMatrix::<f64>::from_triplets(&[0, 0], &[0, 1], &[0.0, 2.0], (1, 2), &Device::cpu())?;
    /// a.eliminate_zeros()?;
    /// assert_eq!(a.nnz(), 1);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn eliminate_zeros(&mut self) -> Result<()> {
        let (r, c, v) = self.host()?;
        let keep: Vec<usize> = (0..v.len()).filter(|&k| !v[k].is_zero()).collect();
        let r: Vec<usize> = keep.iter().map(|&k| r[k]).collect();
        let c: Vec<usize> = keep.iter().map(|&k| c[k]).collect();
        let v: Vec<T> = keep.iter().map(|&k| v[k]).collect();
        *self = Self::from_host_parts(&r, &c, v, self.shape, self.device())?;
        Ok(())
    }
}

impl<T: SparseScalar, I: SparseIndex> std::fmt::Debug for CooMatrix<T, I> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "<{}x{} CooMatrix of {} with {} stored elements on {:?}>",
            self.shape.0,
            self.shape.1,
            T::DTYPE,
            self.nnz(),
            self.device()
        )
    }
}
