//! [`DiaMatrix`]: diagonal storage.

use crate::compressed::same_device;
use crate::scalar::{SparseIndex, SparseScalar};
use crate::{CooMatrix, CscMatrix, CsrMatrix};
use gsci_core::{Array, Device, Error, Result};

/// A sparse matrix stored by diagonals on one device: `data[k, j]` holds `A[j - offsets[k], j]`.
///
/// `data` is 2-D, `(len(offsets), L)`; columns `j >= L` hold nothing, as in SciPy.
#[derive(Clone)]
pub struct DiaMatrix<T: SparseScalar, I: SparseIndex = i32> {
    data: Array<T>,
    offsets: Array<I>,
    shape: (usize, usize),
}

impl<T: SparseScalar, I: SparseIndex> DiaMatrix<T, I> {
    /// A DIA matrix from its raw arrays (on one device), validated.
    ///
    /// Equivalent to `scipy.sparse.dia_array((data, offsets), shape=shape)`.
    ///
    /// # Errors
    /// `InvalidArgument` unless `data` is 2-D with one row per offset and the offsets are
    /// distinct; `DeviceMismatch` for arrays on different devices.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::DiaMatrix;
    /// let dev = Device::cpu();
    /// let a = DiaMatrix::<f64>::new(
    ///     Array::from_vec(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3], &dev)?,
    ///     Array::from_vec(vec![0, 1], &[2], &dev)?,
    ///     (3, 3),
    /// )?;
    /// assert_eq!(a.toarray()?.to_vec()?, vec![1.0, 5.0, 0.0, 0.0, 2.0, 6.0, 0.0, 0.0, 3.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn new(data: Array<T>, offsets: Array<I>, shape: (usize, usize)) -> Result<Self> {
        let op = "dia_array";
        same_device(op, data.device(), offsets.device())?;
        if data.ndim() != 2 || offsets.ndim() != 1 || data.shape()[0] != offsets.len() {
            return Err(Error::InvalidArgument {
                op,
                reason: format!(
                    "data {:?} must be 2-D with one row per offset (offsets {:?})",
                    data.shape(),
                    offsets.shape()
                ),
            });
        }
        let mut offs: Vec<I> = offsets.to_vec()?;
        offs.sort();
        if offs.windows(2).any(|w| w[0] == w[1]) {
            return Err(Error::InvalidArgument {
                op,
                reason: "offset array contains duplicate values".into(),
            });
        }
        Ok(DiaMatrix {
            data: data.to_contiguous()?,
            offsets: offsets.to_contiguous()?,
            shape,
        })
    }

    /// The shape (rows, columns).
    pub fn shape(&self) -> (usize, usize) {
        self.shape
    }
    /// The diagonals, `(len(offsets), L)`.
    pub fn data(&self) -> &Array<T> {
        &self.data
    }
    /// The diagonal offsets (`k > 0` above the main diagonal).
    pub fn offsets(&self) -> &Array<I> {
        &self.offsets
    }
    /// The device the storage lives on.
    pub fn device(&self) -> &Device {
        self.data.device()
    }

    /// Stored positions inside the matrix: `(row, col, value)`.
    fn entries(&self) -> Result<Vec<(usize, usize, T)>> {
        let offs: Vec<i64> = self.offsets.to_vec()?.into_iter().map(I::to_i64).collect();
        let data = self.data.to_vec()?;
        let l = self.data.shape()[1];
        let (m, n) = self.shape;
        let mut out = Vec::new();
        for (k, &off) in offs.iter().enumerate() {
            for j in 0..l.min(n) {
                let i = j as i64 - off;
                if i >= 0 && (i as usize) < m {
                    out.push((i as usize, j, data[k * l + j]));
                }
            }
        }
        Ok(out)
    }

    /// The number of stored positions inside the matrix (zeros included), as SciPy counts them.
    ///
    /// Equivalent to `scipy.sparse.dia_array.nnz`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::DiaMatrix;
    /// let dev = Device::cpu();
    /// let a = DiaMatrix::<f64>::new(Array::from_vec(vec![1.0, 0.0, 3.0], &[1, 3], &dev)?, Array::from_vec(vec![1], &[1], &dev)?, (3, 3))?;
    /// assert_eq!(a.nnz()?, 2);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn nnz(&self) -> Result<usize> {
        Ok(self.entries()?.len())
    }

    /// The matrix in COO format (explicit zeros dropped, as SciPy's `dia.tocoo` does).
    ///
    /// Equivalent to `scipy.sparse.dia_array.tocoo`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::DiaMatrix;
    /// let dev = Device::cpu();
    /// let a = DiaMatrix::<f64>::new(Array::from_vec(vec![1.0, 0.0, 3.0], &[1, 3], &dev)?, Array::from_vec(vec![0], &[1], &dev)?, (3, 3))?;
    /// assert_eq!(a.tocoo()?.nnz(), 2);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tocoo(&self) -> Result<CooMatrix<T, I>> {
        let e: Vec<_> = self
            .entries()?
            .into_iter()
            .filter(|e| !e.2.is_zero())
            .collect();
        let r: Vec<usize> = e.iter().map(|e| e.0).collect();
        let c: Vec<usize> = e.iter().map(|e| e.1).collect();
        let v: Vec<T> = e.iter().map(|e| e.2).collect();
        CooMatrix::from_host_parts(&r, &c, v, self.shape, self.device())
    }

    /// The matrix in CSR format (canonical).
    ///
    /// Equivalent to `scipy.sparse.dia_array.tocsr`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::DiaMatrix;
    /// let dev = Device::cpu();
    /// let a = DiaMatrix::<f64>::new(Array::from_vec(vec![1.0, 2.0], &[1, 2], &dev)?, Array::from_vec(vec![0], &[1], &dev)?, (2, 2))?;
    /// assert_eq!(a.tocsr()?.indptr().to_vec()?, vec![0, 1, 2]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tocsr(&self) -> Result<CsrMatrix<T, I>> {
        self.tocoo()?.tocsr()
    }

    /// The matrix in CSC format (canonical).
    ///
    /// Equivalent to `scipy.sparse.dia_array.tocsc`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::DiaMatrix;
    /// let dev = Device::cpu();
    /// let a = DiaMatrix::<f64>::new(Array::from_vec(vec![0.0, 2.0], &[1, 2], &dev)?, Array::from_vec(vec![1], &[1], &dev)?, (2, 2))?;
    /// assert_eq!(a.tocsc()?.toarray()?.to_vec()?, vec![0.0, 2.0, 0.0, 0.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tocsc(&self) -> Result<CscMatrix<T, I>> {
        self.tocoo()?.tocsc()
    }

    /// The dense matrix, on the matrix's device.
    ///
    /// Equivalent to `scipy.sparse.dia_array.toarray`.
    ///
    /// # Errors
    /// Only on allocation or transfer failures.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::DiaMatrix;
    /// let dev = Device::cpu();
    /// let a = DiaMatrix::<f64>::new(Array::from_vec(vec![7.0, 8.0], &[1, 2], &dev)?, Array::from_vec(vec![-1], &[1], &dev)?, (2, 2))?;
    /// assert_eq!(a.toarray()?.to_vec()?, vec![0.0, 0.0, 7.0, 0.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn toarray(&self) -> Result<Array<T>> {
        self.tocoo()?.toarray()
    }

    /// The product `A @ x` (through a CSR conversion, then the CSR product on the device).
    ///
    /// Equivalent to `scipy.sparse.dia_array.dot`.
    ///
    /// # Errors
    /// `ShapeMismatch` unless `x` is `(cols,)` or `(cols, k)`.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::DiaMatrix;
    /// let dev = Device::cpu();
    /// let a = DiaMatrix::<f64>::new(Array::from_vec(vec![2.0, 3.0], &[1, 2], &dev)?, Array::from_vec(vec![0], &[1], &dev)?, (2, 2))?;
    /// assert_eq!(a.dot(&Array::from_vec(vec![1.0, 1.0], &[2], &dev)?)?.to_vec()?, vec![2.0, 3.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn dot(&self, x: &Array<T>) -> Result<Array<T>> {
        self.tocsr()?.dot(x)
    }
}

impl<T: SparseScalar, I: SparseIndex> CooMatrix<T, I> {
    /// The matrix in DIA format: one stored diagonal per distinct `col - row`, `data` as wide as
    /// the last column holding an entry (duplicates summed first).
    ///
    /// Equivalent to `scipy.sparse.coo_array.todia`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CooMatrix;
    /// let a = CooMatrix::<f64>::from_triplets(&[0, 1], &[1, 1], &[1.0, 2.0], (2, 2), &Device::cpu())?;
    /// let d = a.todia()?;
    /// assert_eq!(d.offsets().to_vec()?, vec![0, 1]);
    /// assert_eq!(d.toarray()?.to_vec()?, a.toarray()?.to_vec()?);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn todia(&self) -> Result<DiaMatrix<T, I>> {
        let c = self.tocsr()?.tocoo()?;
        let rows: Vec<usize> = c.row().to_vec()?.into_iter().map(I::to_usize).collect();
        let cols: Vec<usize> = c.col().to_vec()?.into_iter().map(I::to_usize).collect();
        let vals = c.data().to_vec()?;
        let ks: Vec<i64> = rows
            .iter()
            .zip(&cols)
            .map(|(&r, &c)| c as i64 - r as i64)
            .collect();
        let mut offs = ks.clone();
        offs.sort_unstable();
        offs.dedup();
        let width = cols.iter().max().map_or(0, |&c| c + 1);
        let mut data = vec![T::zero(); offs.len() * width];
        for ((k, &c), v) in ks.iter().zip(&cols).zip(&vals) {
            let d = offs.binary_search(k).unwrap_or(0);
            data[d * width + c] = *v;
        }
        let n_off = offs.len();
        let offsets: Vec<I> = offs
            .iter()
            .map(|&o| {
                I::from_i64(o).ok_or_else(|| Error::InvalidArgument {
                    op: "todia",
                    reason: format!("offset {o} does not fit the index type {}", I::DTYPE),
                })
            })
            .collect::<Result<_>>()?;
        DiaMatrix::new(
            Array::from_vec(data, &[n_off, width], self.device())?,
            Array::from_vec(offsets, &[n_off], self.device())?,
            self.shape(),
        )
    }
}

impl<T: SparseScalar, I: SparseIndex> CsrMatrix<T, I> {
    /// The matrix in DIA format.
    ///
    /// Equivalent to `scipy.sparse.csr_array.todia`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CsrMatrix;
    /// let a = CsrMatrix::<f64>::from_triplets(&[1], &[0], &[3.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.todia()?.offsets().to_vec()?, vec![-1]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn todia(&self) -> Result<DiaMatrix<T, I>> {
        self.tocoo()?.todia()
    }
}

impl<T: SparseScalar, I: SparseIndex> CscMatrix<T, I> {
    /// The matrix in DIA format.
    ///
    /// Equivalent to `scipy.sparse.csc_array.todia`.
    ///
    /// # Errors
    /// Only on transfer failures.
    ///
    /// ```
    /// use gsci_core::Device;
    /// use gsci_sparse::CscMatrix;
    /// let a = CscMatrix::<f64>::from_triplets(&[0], &[1], &[3.0], (2, 2), &Device::cpu())?;
    /// assert_eq!(a.todia()?.offsets().to_vec()?, vec![1]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn todia(&self) -> Result<DiaMatrix<T, I>> {
        self.tocoo()?.todia()
    }
}
