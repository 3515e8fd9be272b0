//! More constructors: bmat, block_diag, kronsum, spdiags, and find. Built on the host and stored on
//! the operands' device, as CSR matrices (spdiags: DIA, as SciPy).

use crate::compressed::same_device;
use crate::host::Cs;
use crate::scalar::{SparseIndex, SparseScalar, indices_to};
use crate::{CsrMatrix, DiaMatrix, identity, kron};
use gsci_core::{Array, Device, Error, Result};

/// A sparse matrix from a 2-D grid of blocks; `None` is an all-zero block.
///
/// Equivalent to `scipy.sparse.bmat(blocks)` (CSR). Every block row needs one known height and
/// every block column one known width (from its non-`None` blocks).
///
/// # Errors
/// `InvalidArgument` for an empty grid, ragged rows, or a block row or column that is all `None`;
/// `ShapeMismatch` for blocks whose heights or widths disagree; `DeviceMismatch`.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, bmat, identity};
/// let i: CsrMatrix<f64> = identity(2, &Device::cpu())?;
/// let b = bmat(&[vec![Some(&i), None], vec![None, Some(&i)]])?;
/// assert_eq!(b.shape(), (4, 4));
/// assert_eq!(b.trace(0)?, 4.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn bmat<T: SparseScalar, I: SparseIndex>(
    blocks: &[Vec<Option<&CsrMatrix<T, I>>>],
) -> Result<CsrMatrix<T, I>> {
    let op = "bmat";
    let nbr = blocks.len();
    let nbc = blocks.first().map_or(0, |r| r.len());
    if nbr == 0 || nbc == 0 || blocks.iter().any(|r| r.len() != nbc) {
        return Err(Error::InvalidArgument {
            op,
            reason: "blocks must be a non-empty rectangular grid".into(),
        });
    }
    let mut heights = vec![None; nbr];
    let mut widths = vec![None; nbc];
    let mut device: Option<Device> = None;
    for (bi, row) in blocks.iter().enumerate() {
        for (bj, b) in row.iter().enumerate() {
            let Some(b) = b else { continue };
            let (h, w) = b.shape();
            match device.as_ref() {
                Some(d) => same_device(op, d, b.device())?,
                None => device = Some(b.device().clone()),
            }
            for (slot, v, idx) in [(&mut heights[bi], h, bi), (&mut widths[bj], w, bj)] {
                match *slot {
                    Some(prev) if prev != v => {
                        return Err(Error::ShapeMismatch {
                            op,
                            left: vec![idx, prev],
                            right: vec![idx, v],
                        });
                    }
                    _ => *slot = Some(v),
                }
            }
        }
    }
    let unknown = |v: &[Option<usize>], what: &str| -> Result<Vec<usize>> {
        v.iter()
            .enumerate()
            .map(|(i, s)| {
                s.ok_or_else(|| Error::InvalidArgument {
                    op,
                    reason: format!("block {what} {i} is all None: its size is unknown"),
                })
            })
            .collect()
    };
    let heights = unknown(&heights, "row")?;
    let widths = unknown(&widths, "column")?;
    let device = device.ok_or_else(|| Error::InvalidArgument {
        op,
        reason: "every block is None".into(),
    })?;
    let mut col_off = vec![0usize; nbc + 1];
    for j in 0..nbc {
        col_off[j + 1] = col_off[j] + widths[j];
    }
    let (m, n) = (heights.iter().sum::<usize>(), col_off[nbc]);
    let hosts: Vec<Vec<Option<Cs<T>>>> = blocks
        .iter()
        .map(|r| {
            r.iter()
                .map(|b| b.map(|b| b.cs.to_host()).transpose())
                .collect()
        })
        .collect::<Result<_>>()?;
    let mut indptr = Vec::with_capacity(m + 1);
    indptr.push(0usize);
    let (mut indices, mut data) = (Vec::new(), Vec::new());
    for (bi, row) in hosts.iter().enumerate() {
        for i in 0..heights[bi] {
            for (bj, b) in row.iter().enumerate() {
                if let Some(b) = b {
                    for k in b.indptr[i]..b.indptr[i + 1] {
                        indices.push(b.indices[k] + col_off[bj]);
                        data.push(b.data[k]);
                    }
                }
            }
            indptr.push(indices.len());
        }
    }
    let cs = Cs {
        major: m,
        minor: n,
        indptr,
        indices,
        data,
    };
    CsrMatrix::from_host(op, cs, &device)
}

/// The block diagonal matrix with `mats` on its diagonal.
///
/// Equivalent to `scipy.sparse.block_diag(mats)` (CSR).
///
/// # Errors
/// `InvalidArgument` for an empty list; `DeviceMismatch` for matrices on different devices.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, block_diag, identity};
/// let i: CsrMatrix<f64> = identity(2, &Device::cpu())?;
/// let j: CsrMatrix<f64> = identity(1, &Device::cpu())?;
/// assert_eq!(block_diag(&[&i, &j])?.shape(), (3, 3));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn block_diag<T: SparseScalar, I: SparseIndex>(
    mats: &[&CsrMatrix<T, I>],
) -> Result<CsrMatrix<T, I>> {
    let op = "block_diag";
    let Some(first) = mats.first() else {
        return Err(Error::InvalidArgument {
            op,
            reason: "at least one matrix is needed".into(),
        });
    };
    let device = first.device().clone();
    let (mut m, mut n) = (0usize, 0usize);
    let mut indptr = vec![0usize];
    let (mut indices, mut data) = (Vec::new(), Vec::new());
    for a in mats {
        same_device(op, &device, a.device())?;
        let h = a.cs.to_host()?;
        for i in 0..h.major {
            for k in h.indptr[i]..h.indptr[i + 1] {
                indices.push(h.indices[k] + n);
                data.push(h.data[k]);
            }
            indptr.push(indices.len());
        }
        m += h.major;
        n += h.minor;
    }
    let cs = Cs {
        major: m,
        minor: n,
        indptr,
        indices,
        data,
    };
    CsrMatrix::from_host(op, cs, &device)
}

/// The Kronecker sum `kron(I_n, A) + kron(B, I_m)` of square `A` (m × m) and `B` (n × n).
///
/// Equivalent to `scipy.sparse.kronsum(A, B)` (CSR).
///
/// # Errors
/// `InvalidShape` unless both are square; `DeviceMismatch`.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, kronsum, identity};
/// let i: CsrMatrix<f64> = identity(2, &Device::cpu())?;
/// let k = kronsum(&i, &i)?;
/// assert_eq!(k.shape(), (4, 4));
/// assert_eq!(k.trace(0)?, 8.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn kronsum<T: SparseScalar, I: SparseIndex>(
    a: &CsrMatrix<T, I>,
    b: &CsrMatrix<T, I>,
) -> Result<CsrMatrix<T, I>> {
    let op = "kronsum";
    same_device(op, a.device(), b.device())?;
    for s in [a.shape(), b.shape()] {
        if s.0 != s.1 {
            return Err(Error::InvalidShape {
                op,
                shape: vec![s.0, s.1],
                reason: "kronsum needs square matrices".into(),
            });
        }
    }
    let (m, n) = (a.shape().0, b.shape().0);
    let im: CsrMatrix<T, I> = identity(m, a.device())?;
    let i_n: CsrMatrix<T, I> = identity(n, a.device())?;
    kron(&i_n, a)?.add(&kron(b, &im)?)
}

/// The `m × n` DIA matrix with `data[k, j]` on diagonal `diags[k]` (at column `j`).
///
/// Equivalent to `scipy.sparse.spdiags(data, diags, m, n)` (a `dia_array`, as SciPy's).
///
/// # Errors
/// `InvalidArgument` unless `data` is 2-D with one row per diagonal and the diagonals distinct;
/// `InvalidArgument` if an offset does not fit the index type.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::spdiags;
/// let dev = Device::cpu();
/// let data = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3], &dev)?;
/// let a = spdiags::<f64, i32>(&data, &[0, -1], 3, 3)?;
/// assert_eq!(a.toarray()?.to_vec()?, vec![1.0, 0.0, 0.0, 4.0, 2.0, 0.0, 0.0, 5.0, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn spdiags<T: SparseScalar, I: SparseIndex>(
    data: &Array<T>,
    diags: &[isize],
    m: usize,
    n: usize,
) -> Result<DiaMatrix<T, I>> {
    let offs: Vec<I> = diags
        .iter()
        .map(|&d| {
            I::from_i64(d as i64).ok_or_else(|| Error::InvalidArgument {
                op: "spdiags",
                reason: format!("offset {d} does not fit the index type {}", I::DTYPE),
            })
        })
        .collect::<Result<_>>()?;
    let k = offs.len();
    DiaMatrix::new(
        data.clone(),
        Array::from_vec(offs, &[k], data.device())?,
        (m, n),
    )
}

/// The row indices, column indices and values of the nonzero entries (duplicates summed, explicit
/// zeros dropped), in row-major order.
///
/// Equivalent to `scipy.sparse.find(A)`.
///
/// # Errors
/// Only on transfer failures.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, find};
/// let a = CsrMatrix::<f64>::from_triplets(&[1, 0, 0], &[0, 1, 1], &[3.0, 1.0, 1.0], (2, 2), &Device::cpu())?;
/// let (r, c, v) = find(&a)?;
/// assert_eq!((r.to_vec()?, c.to_vec()?, v.to_vec()?), (vec![0, 1], vec![1, 0], vec![2.0, 3.0]));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn find<T: SparseScalar, I: SparseIndex>(
    a: &CsrMatrix<T, I>,
) -> Result<(Array<I>, Array<I>, Array<T>)> {
    let mut h = a.cs.to_host()?;
    h.sum_duplicates();
    h.eliminate_zeros();
    let rows = h.expand_major();
    let k = h.nnz();
    let dev = a.device();
    Ok((
        Array::from_vec(indices_to::<I>(&rows, "find")?, &[k], dev)?,
        Array::from_vec(indices_to::<I>(&h.indices, "find")?, &[k], dev)?,
        Array::from_vec(h.data, &[k], dev)?,
    ))
}
