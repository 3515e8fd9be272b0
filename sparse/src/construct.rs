//! Constructors: eye, identity, diags, kron, random, hstack, vstack, tril, triu. Built on the host
//! and stored on the requested device, as CSR matrices.

use crate::CsrMatrix;
use crate::compressed::same_device;
use crate::host::Cs;
use crate::scalar::{SparseIndex, SparseScalar};
use gsci_core::{Device, Error, Result};
use std::collections::HashSet;

/// The sparse `m × n` matrix with ones on the `k`-th diagonal.
///
/// Equivalent to `scipy.sparse.eye_array(m, n, k=k)` (returned in CSR format).
///
/// # Errors
/// `InvalidArgument` if the shape does not fit the index type.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, eye};
/// let a: CsrMatrix<f64> = eye(2, Some(3), 1, &Device::cpu())?;
/// assert_eq!(a.toarray()?.to_vec()?, vec![0.0, 1.0, 0.0, 0.0, 0.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn eye<T: SparseScalar, I: SparseIndex>(
    m: usize,
    n: Option<usize>,
    k: isize,
    device: &Device,
) -> Result<CsrMatrix<T, I>> {
    let n = n.unwrap_or(m);
    for (what, dim) in [("rows", m), ("columns", n)] {
        if dim > I::MAX_USIZE - 1 {
            return Err(Error::InvalidArgument {
                op: "eye",
                reason: format!(
                    "{dim} {what} do not fit the index type {} (at most {})",
                    I::DTYPE,
                    I::MAX_USIZE - 1
                ),
            });
        }
    }
    // Row i holds column i + k: rows max(0, -k) .. min(m, n - k), counted before any work.
    let first = usize::try_from(k.checked_neg().unwrap_or(isize::MAX).max(0)).unwrap_or(0);
    let last = if k >= 0 {
        n.saturating_sub(k.unsigned_abs()).min(m)
    } else {
        n.saturating_add(k.unsigned_abs()).min(m)
    };
    let count = last.saturating_sub(first);
    let mut r = gsci_core::host::try_with_capacity(count, "eye", "row indices")?;
    let mut c = gsci_core::host::try_with_capacity(count, "eye", "column indices")?;
    let mut v = gsci_core::host::try_with_capacity(count, "eye", "values")?;
    for i in first..first + count {
        r.push(i);
        c.push(i.wrapping_add_signed(k));
        v.push(T::one());
    }
    CsrMatrix::from_host(
        "eye",
        Cs::try_from_triplets("eye", m, n, &r, &c, &v)?,
        device,
    )
}

/// The sparse `n × n` identity matrix.
///
/// Equivalent to `scipy.sparse.identity(n)` (returned in CSR format).
///
/// # Errors
/// `InvalidArgument` if `n` does not fit the index type.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, identity};
/// let a: CsrMatrix<f64> = identity(3, &Device::cpu())?;
/// assert_eq!(a.trace(0)?, 3.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn identity<T: SparseScalar, I: SparseIndex>(
    n: usize,
    device: &Device,
) -> Result<CsrMatrix<T, I>> {
    eye(n, None, 0, device)
}

/// A sparse matrix from diagonals: `diagonals[d]` goes on diagonal `offsets[d]`.
///
/// Equivalent to `scipy.sparse.diags_array(diagonals, offsets=offsets, shape=shape)` (CSR).
/// Without `shape` the matrix is square, of size `len(diagonals[0]) + |offsets[0]|`. A
/// diagonal of length 1 is broadcast along its whole diagonal; a longer one is truncated.
///
/// # Errors
/// `InvalidArgument` if the counts differ, an offset repeats or lies outside the matrix, or a
/// diagonal is shorter than its place (and not of length 1).
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, diags};
/// let a: CsrMatrix<f64> = diags(&[vec![1.0, 2.0], vec![5.0]], &[0, 1], None, &Device::cpu())?;
/// assert_eq!(a.toarray()?.to_vec()?, vec![1.0, 5.0, 0.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn diags<T: SparseScalar, I: SparseIndex>(
    diagonals: &[Vec<T>],
    offsets: &[isize],
    shape: Option<(usize, usize)>,
    device: &Device,
) -> Result<CsrMatrix<T, I>> {
    let op = "diags_array";
    if diagonals.len() != offsets.len() {
        return Err(Error::InvalidArgument {
            op,
            reason: format!(
                "different number of diagonals ({}) and offsets ({})",
                diagonals.len(),
                offsets.len()
            ),
        });
    }
    let (m, n) = match shape {
        Some(s) => s,
        None => {
            let first = diagonals.first().map_or(0, |d| d.len());
            let s = first + offsets.first().map_or(0, |o| o.unsigned_abs());
            (s, s)
        }
    };
    let mut seen = HashSet::new();
    let (mut r, mut c, mut v) = (Vec::new(), Vec::new(), Vec::new());
    for (d, (&k, diag)) in offsets.iter().zip(diagonals).enumerate() {
        if !seen.insert(k) {
            return Err(Error::InvalidArgument {
                op,
                reason: format!("offset {k} repeated"),
            });
        }
        let (i0, j0) = if k >= 0 {
            (0, k as usize)
        } else {
            ((-k) as usize, 0)
        };
        if (k >= 0 && j0 >= n.max(1) && n > 0) || (k < 0 && i0 >= m.max(1) && m > 0) {
            return Err(Error::InvalidArgument {
                op,
                reason: format!("offset {k} (index {d}) out of bounds for shape ({m}, {n})"),
            });
        }
        let len = m.saturating_sub(i0).min(n.saturating_sub(j0));
        if diag.len() < len && diag.len() != 1 {
            return Err(Error::InvalidArgument {
                op,
                reason: format!(
                    "diagonal length (index {d}: {} at offset {k}) does not agree with array size ({m}, {n})",
                    diag.len()
                ),
            });
        }
        for t in 0..len {
            r.push(i0 + t);
            c.push(j0 + t);
            v.push(if diag.len() == 1 { diag[0] } else { diag[t] });
        }
    }
    let mut cs = Cs::try_from_triplets(op, m, n, &r, &c, &v)?;
    cs.sum_duplicates();
    CsrMatrix::from_host(op, cs, device)
}

/// The Kronecker product of two sparse matrices.
///
/// Equivalent to `scipy.sparse.kron(a, b)` (CSR; stored zeros of the inputs are kept).
///
/// # Errors
/// `DeviceMismatch` if the inputs live on different devices; `InvalidArgument` if the result's
/// shape does not fit the index type.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, identity, kron};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0], &[1], &[2.0], (1, 2), &dev)?;
/// let b: CsrMatrix<f64> = identity(2, &dev)?;
/// assert_eq!(kron(&a, &b)?.toarray()?.to_vec()?, vec![0.0, 0.0, 2.0, 0.0, 0.0, 0.0, 0.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn kron<T: SparseScalar, I: SparseIndex>(
    a: &CsrMatrix<T, I>,
    b: &CsrMatrix<T, I>,
) -> Result<CsrMatrix<T, I>> {
    same_device("kron", a.device(), b.device())?;
    let (ha, hb) = (a.cs.to_host()?, b.cs.to_host()?);
    let (bm, bn) = (hb.major, hb.minor);
    let dims = ha.major.checked_mul(bm).zip(ha.minor.checked_mul(bn));
    let nnz = ha.nnz().checked_mul(hb.nnz());
    let (Some((m, n)), Some(nnz)) = (dims, nnz) else {
        return Err(Error::InvalidArgument {
            op: "kron",
            reason: format!(
                "the product of shapes ({}, {}) and ({bm}, {bn}) (or of {} and {} stored values) \
                 overflows usize",
                ha.major,
                ha.minor,
                ha.nnz(),
                hb.nnz()
            ),
        });
    };
    for (what, dim) in [("rows", m), ("columns", n), ("stored values", nnz)] {
        if dim > I::MAX_USIZE - 1 {
            return Err(Error::InvalidArgument {
                op: "kron",
                reason: format!(
                    "{dim} {what} of the product do not fit the index type {}",
                    I::DTYPE
                ),
            });
        }
    }
    let mut indptr: Vec<usize> = gsci_core::host::try_zeros(m + 1, "kron", "the index pointer")?;
    let mut indices = gsci_core::host::try_with_capacity(nnz, "kron", "the column indices")?;
    let mut data = gsci_core::host::try_with_capacity(nnz, "kron", "the values")?;
    for ia in 0..ha.major {
        for ib in 0..bm {
            for p in ha.indptr[ia]..ha.indptr[ia + 1] {
                for q in hb.indptr[ib]..hb.indptr[ib + 1] {
                    indices.push(ha.indices[p] * bn + hb.indices[q]);
                    data.push(ha.data[p] * hb.data[q]);
                }
            }
            indptr[ia * bm + ib + 1] = data.len();
        }
    }
    let cs = Cs {
        major: m,
        minor: n,
        indptr,
        indices,
        data,
    };
    CsrMatrix::from_host("kron", cs, a.device())
}

/// SplitMix64, the generator of [`random`].
struct SplitMix(u64);
impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn uniform(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }
    fn below(&mut self, n: u64) -> u64 {
        ((self.next() as u128 * n as u128) >> 64) as u64
    }
}

/// A random `m × n` sparse matrix with `round(density · m · n)` entries at distinct uniformly
/// chosen positions, values uniform in [0, 1) (real and imaginary parts for complex types).
///
/// Equivalent to `scipy.sparse.random_array((m, n), density=density, random_state=seed)` in
/// distribution (CSR, canonical); the stream is gsci's own (SplitMix64), reproducible from `seed`
/// on every device, not NumPy's.
///
/// # Errors
/// `InvalidArgument` unless `0 <= density <= 1`.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, random};
/// let a: CsrMatrix<f64> = random(10, 20, 0.1, 42, &Device::cpu())?;
/// assert_eq!(a.nnz(), 20);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn random<T: SparseScalar, I: SparseIndex>(
    m: usize,
    n: usize,
    density: f64,
    seed: u64,
    device: &Device,
) -> Result<CsrMatrix<T, I>> {
    if !(0.0..=1.0).contains(&density) {
        return Err(Error::InvalidArgument {
            op: "random_array",
            reason: format!("density expected to be 0 <= density <= 1, got {density}"),
        });
    }
    // SciPy's `_random` refuses a product of dimensions past int64 before it allocates.
    let total = m as u128 * n as u128;
    if total > i64::MAX as u128 {
        return Err(Error::InvalidArgument {
            op: "random_array",
            reason: format!(
                "Trying to generate a random sparse array such as the product of dimensions is \
                 greater than {} - this is not supported on this machine (shape {m} x {n})",
                i64::MAX
            ),
        });
    }
    let total = total as u64;
    let k = (density * total as f64).round() as u64;
    let mut rng = SplitMix(seed);
    let positions: Vec<u64> = if k * 2 > total {
        // Partial Fisher-Yates over all positions.
        let mut all: Vec<u64> =
            gsci_core::host::try_with_capacity(total as usize, "random_array", "the positions")?;
        all.extend(0..total);
        for i in 0..k as usize {
            let j = i + rng.below(total - i as u64) as usize;
            all.swap(i, j);
        }
        all.truncate(k as usize);
        all
    } else {
        let mut out: Vec<u64> =
            gsci_core::host::try_with_capacity(k as usize, "random_array", "the positions")?;
        let mut set = HashSet::new();
        set.try_reserve(k as usize)
            .map_err(|_| Error::HostOutOfMemory {
                op: "random_array",
                what: "the positions".into(),
                requested: usize::MAX,
            })?;
        while (out.len() as u64) < k {
            let p = rng.below(total);
            if set.insert(p) {
                out.push(p);
            }
        }
        out
    };
    let r: Vec<usize> = positions.iter().map(|&p| (p / n as u64) as usize).collect();
    let c: Vec<usize> = positions.iter().map(|&p| (p % n as u64) as usize).collect();
    let v: Vec<T> = (0..positions.len())
        .map(|_| {
            let re = rng.uniform();
            let im = if T::IS_COMPLEX { rng.uniform() } else { 0.0 };
            T::from_parts(re, im)
        })
        .collect();
    let mut cs = Cs::try_from_triplets("random_array", m, n, &r, &c, &v)?;
    cs.sort_indices();
    CsrMatrix::from_host("random_array", cs, device)
}

/// Stacks sparse matrices with equal row counts side by side.
///
/// Equivalent to `scipy.sparse.hstack(blocks)` (CSR).
///
/// # Errors
/// `InvalidArgument` for an empty list; `ShapeMismatch` for different row counts;
/// `DeviceMismatch` for different devices.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, hstack, identity};
/// let i: CsrMatrix<f64> = identity(2, &Device::cpu())?;
/// assert_eq!(hstack(&[&i, &i])?.shape(), (2, 4));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn hstack<T: SparseScalar, I: SparseIndex>(
    blocks: &[&CsrMatrix<T, I>],
) -> Result<CsrMatrix<T, I>> {
    let t: Vec<CsrMatrix<T, I>> = blocks
        .iter()
        .map(|b| b.transpose_csr())
        .collect::<Result<_>>()?;
    let refs: Vec<&CsrMatrix<T, I>> = t.iter().collect();
    stack_rows("hstack", &refs)?.transpose_csr()
}

/// Stacks sparse matrices with equal column counts on top of each other.
///
/// Equivalent to `scipy.sparse.vstack(blocks)` (CSR).
///
/// # Errors
/// `InvalidArgument` for an empty list; `ShapeMismatch` for different column counts;
/// `DeviceMismatch` for different devices.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, vstack, identity};
/// let i: CsrMatrix<f64> = identity(2, &Device::cpu())?;
/// assert_eq!(vstack(&[&i, &i])?.shape(), (4, 2));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn vstack<T: SparseScalar, I: SparseIndex>(
    blocks: &[&CsrMatrix<T, I>],
) -> Result<CsrMatrix<T, I>> {
    stack_rows("vstack", blocks)
}

fn stack_rows<T: SparseScalar, I: SparseIndex>(
    op: &'static str,
    blocks: &[&CsrMatrix<T, I>],
) -> Result<CsrMatrix<T, I>> {
    let first = blocks.first().ok_or_else(|| Error::InvalidArgument {
        op,
        reason: "blocks must not be empty".into(),
    })?;
    let n = first.cs.minor;
    let mut out = Cs::<T> {
        major: 0,
        minor: n,
        indptr: vec![0],
        indices: Vec::new(),
        data: Vec::new(),
    };
    for b in blocks {
        same_device(op, first.device(), b.device())?;
        if b.cs.minor != n {
            return Err(Error::ShapeMismatch {
                op,
                left: vec![first.cs.major, n],
                right: vec![b.cs.major, b.cs.minor],
            });
        }
        let h = b.cs.to_host()?;
        let base = out.data.len();
        out.indptr.extend(h.indptr[1..].iter().map(|p| p + base));
        out.indices.extend(h.indices);
        out.data.extend(h.data);
        out.major += h.major;
    }
    CsrMatrix::from_host(op, out, first.device())
}

impl<T: SparseScalar, I: SparseIndex> CsrMatrix<T, I> {
    /// The transpose as a CSR matrix (a host conversion).
    pub(crate) fn transpose_csr(&self) -> Result<CsrMatrix<T, I>> {
        Ok(CsrMatrix {
            cs: self.cs.map_host("transpose", |c| c.transpose())?,
        })
    }
}

/// The lower triangle: entries with `col - row <= k`.
///
/// Equivalent to `scipy.sparse.tril(a, k)` (CSR; stored entries, zeros included, are kept).
///
/// # Errors
/// Only on transfer failures.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, tril};
/// let d = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
/// let a = CsrMatrix::<f64>::from_dense(&d)?;
/// assert_eq!(tril(&a, 0)?.toarray()?.to_vec()?, vec![1.0, 0.0, 3.0, 4.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn tril<T: SparseScalar, I: SparseIndex>(
    a: &CsrMatrix<T, I>,
    k: isize,
) -> Result<CsrMatrix<T, I>> {
    Ok(CsrMatrix {
        cs: a.cs.map_host("tril", |mut c| {
            c.retain(|i, j, _| j as isize - i as isize <= k);
            c
        })?,
    })
}

/// The upper triangle: entries with `col - row >= k`.
///
/// Equivalent to `scipy.sparse.triu(a, k)` (CSR; stored entries are kept).
///
/// # Errors
/// Only on transfer failures.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, triu};
/// let d = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
/// let a = CsrMatrix::<f64>::from_dense(&d)?;
/// assert_eq!(triu(&a, 1)?.toarray()?.to_vec()?, vec![0.0, 2.0, 0.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn triu<T: SparseScalar, I: SparseIndex>(
    a: &CsrMatrix<T, I>,
    k: isize,
) -> Result<CsrMatrix<T, I>> {
    Ok(CsrMatrix {
        cs: a.cs.map_host("triu", |mut c| {
            c.retain(|i, j, _| j as isize - i as isize >= k);
            c
        })?,
    })
}
