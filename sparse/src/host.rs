//! Host algorithms on compressed (CSR/CSC) structure, shared by both formats: a CSR matrix is a
//! compressed matrix whose major axis is the rows, a CSC matrix one whose major axis is the columns.
//! Indices are `usize` here; the public types convert at their boundary.

use crate::scalar::SparseScalar;
use gsci_core::{Error, Result};

/// A compressed sparse matrix on the host: `major` rows of `minor` columns in compressed-row terms.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Cs<T> {
    pub major: usize,
    pub minor: usize,
    pub indptr: Vec<usize>,
    pub indices: Vec<usize>,
    pub data: Vec<T>,
}

/// Checks compressed structure: `indptr` of length `major + 1`, starting at 0, non-decreasing, ending
/// at `nnz`; every index below `minor`.
pub(crate) fn validate(
    op: &'static str,
    major: usize,
    minor: usize,
    indptr: &[usize],
    indices: &[usize],
    nnz_data: usize,
) -> Result<()> {
    if indptr.len() != major + 1 {
        return Err(Error::InvalidArgument {
            op,
            reason: format!(
                "index pointer array has length {}, expected {} (major dimension + 1)",
                indptr.len(),
                major + 1
            ),
        });
    }
    if indices.len() != nnz_data {
        return Err(Error::InvalidArgument {
            op,
            reason: format!(
                "indices ({}) and data ({}) have different lengths",
                indices.len(),
                nnz_data
            ),
        });
    }
    if indptr[0] != 0 {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("index pointer should start with 0, got {}", indptr[0]),
        });
    }
    if let Some(w) = indptr.windows(2).position(|w| w[1] < w[0]) {
        return Err(Error::InvalidArgument {
            op,
            reason: format!(
                "index pointer values must be non-decreasing (at position {}: {} then {})",
                w,
                indptr[w],
                indptr[w + 1]
            ),
        });
    }
    if indptr[major] != indices.len() {
        return Err(Error::InvalidArgument {
            op,
            reason: format!(
                "last value of index pointer ({}) should equal the number of stored values ({})",
                indptr[major],
                indices.len()
            ),
        });
    }
    if let Some(&bad) = indices.iter().find(|&&i| i >= minor) {
        return Err(Error::InvalidArgument {
            op,
            reason: if bad == usize::MAX {
                "indices must be non-negative".to_string()
            } else {
                format!("index {bad} out of range for a minor dimension of {minor}")
            },
        });
    }
    Ok(())
}

impl<T: SparseScalar> Cs<T> {
    pub fn nnz(&self) -> usize {
        self.data.len()
    }

    /// Entries (major index, minor index, value) grouped by major index (counting sort, stable:
    /// entries of one major index keep their input order; duplicates are kept).
    pub fn from_triplets(
        major: usize,
        minor: usize,
        maj: &[usize],
        min: &[usize],
        vals: &[T],
    ) -> Self {
        // Sizes here come from a matrix that already exists in host memory.
        Self::try_from_triplets("sparse", major, minor, maj, min, vals)
            .expect("host memory for the index pointer of an existing matrix")
    }

    /// [`Cs::from_triplets`] for a shape that comes from the caller (`scipy.sparse` raises
    /// MemoryError for a shape whose index pointer cannot be allocated): host memory is reserved
    /// fallibly and a shape too large is [`Error::HostOutOfMemory`] naming `op`.
    pub fn try_from_triplets(
        op: &'static str,
        major: usize,
        minor: usize,
        maj: &[usize],
        min: &[usize],
        vals: &[T],
    ) -> Result<Self> {
        let mut indptr: Vec<usize> =
            gsci_core::host::try_zeros(major.saturating_add(1), op, "the index pointer")?;
        for &r in maj {
            indptr[r + 1] += 1;
        }
        for i in 0..major {
            indptr[i + 1] += indptr[i];
        }
        let mut next = gsci_core::host::try_with_capacity(major + 1, op, "the index pointer")?;
        next.extend_from_slice(&indptr);
        let mut indices = vec![0usize; vals.len()];
        let mut data = vec![T::zero(); vals.len()];
        for k in 0..vals.len() {
            let dst = next[maj[k]];
            next[maj[k]] += 1;
            indices[dst] = min[k];
            data[dst] = vals[k];
        }
        Ok(Cs {
            major,
            minor,
            indptr,
            indices,
            data,
        })
    }

    /// The major index of every stored entry.
    pub fn expand_major(&self) -> Vec<usize> {
        let mut out = Vec::with_capacity(self.nnz());
        for i in 0..self.major {
            out.extend(std::iter::repeat_n(i, self.indptr[i + 1] - self.indptr[i]));
        }
        out
    }

    /// The same matrix with major and minor swapped (CSR <-> CSC of the transpose). The result's
    /// indices are sorted; duplicates are kept (as SciPy's tocsc/tocsr of compressed input do).
    pub fn transpose(&self) -> Cs<T> {
        let maj = self.expand_major();
        Cs::from_triplets(self.minor, self.major, &self.indices, &maj, &self.data)
    }

    pub fn has_sorted_indices(&self) -> bool {
        (0..self.major).all(|i| {
            self.indices[self.indptr[i]..self.indptr[i + 1]]
                .windows(2)
                .all(|w| w[0] <= w[1])
        })
    }

    /// Sorted and without duplicates (SciPy's `has_canonical_format`).
    pub fn has_canonical_format(&self) -> bool {
        (0..self.major).all(|i| {
            self.indices[self.indptr[i]..self.indptr[i + 1]]
                .windows(2)
                .all(|w| w[0] < w[1])
        })
    }

    /// Sorts the indices of each major slice (stable: duplicates keep their order).
    pub fn sort_indices(&mut self) {
        let mut perm: Vec<usize> = Vec::new();
        for i in 0..self.major {
            let (s, e) = (self.indptr[i], self.indptr[i + 1]);
            let idx = &self.indices[s..e];
            if idx.windows(2).all(|w| w[0] <= w[1]) {
                continue;
            }
            perm.clear();
            perm.extend(0..e - s);
            perm.sort_by_key(|&k| idx[k]);
            let new_idx: Vec<usize> = perm.iter().map(|&k| idx[k]).collect();
            let new_val: Vec<T> = perm.iter().map(|&k| self.data[s + k]).collect();
            self.indices[s..e].copy_from_slice(&new_idx);
            self.data[s..e].copy_from_slice(&new_val);
        }
    }

    /// Sorts indices and sums duplicate entries (SciPy keeps the zero sums: so do we).
    pub fn sum_duplicates(&mut self) {
        if self.has_canonical_format() {
            return;
        }
        self.sort_indices();
        let mut indptr = vec![0usize; self.major + 1];
        let mut w = 0usize;
        for i in 0..self.major {
            let (s, e) = (self.indptr[i], self.indptr[i + 1]);
            let mut k = s;
            while k < e {
                let j = self.indices[k];
                let mut v = self.data[k];
                k += 1;
                while k < e && self.indices[k] == j {
                    v += self.data[k];
                    k += 1;
                }
                self.indices[w] = j;
                self.data[w] = v;
                w += 1;
            }
            indptr[i + 1] = w;
        }
        self.indices.truncate(w);
        self.data.truncate(w);
        self.indptr = indptr;
    }

    /// Removes stored zeros.
    pub fn eliminate_zeros(&mut self) {
        self.retain(|_, _, v| !v.is_zero());
    }

    /// Keeps the entries for which `keep(major, minor, value)` holds.
    pub fn retain(&mut self, mut keep: impl FnMut(usize, usize, T) -> bool) {
        let mut w = 0usize;
        let mut start = 0usize;
        for i in 0..self.major {
            let e = self.indptr[i + 1];
            for k in start..e {
                if keep(i, self.indices[k], self.data[k]) {
                    self.indices[w] = self.indices[k];
                    self.data[w] = self.data[k];
                    w += 1;
                }
            }
            start = e;
            self.indptr[i + 1] = w;
        }
        self.indices.truncate(w);
        self.data.truncate(w);
    }

    /// Dense values in major-major order (`major × minor`, row-major for CSR), duplicates summed.
    pub fn to_dense(&self) -> Vec<T> {
        let mut out = vec![T::zero(); self.major * self.minor];
        for i in 0..self.major {
            for k in self.indptr[i]..self.indptr[i + 1] {
                out[i * self.minor + self.indices[k]] += self.data[k];
            }
        }
        out
    }

    /// From dense values in major-major order, keeping the nonzeros (indices sorted).
    pub fn from_dense(major: usize, minor: usize, values: &[T]) -> Self {
        let mut indptr = Vec::with_capacity(major + 1);
        indptr.push(0);
        let (mut indices, mut data) = (Vec::new(), Vec::new());
        for i in 0..major {
            for j in 0..minor {
                let v = values[i * minor + j];
                if !v.is_zero() {
                    indices.push(j);
                    data.push(v);
                }
            }
            indptr.push(data.len());
        }
        Cs {
            major,
            minor,
            indptr,
            indices,
            data,
        }
    }

    /// `f(a, b)` entrywise over the union of the patterns of two matrices of one shape (both
    /// canonicalised first); results that are exactly zero are dropped, as SciPy's binops do.
    pub fn binop(&self, other: &Cs<T>, f: impl Fn(T, T) -> T) -> Cs<T> {
        let (mut a, mut b) = (self.clone(), other.clone());
        a.sum_duplicates();
        b.sum_duplicates();
        let mut indptr = vec![0usize; self.major + 1];
        let (mut indices, mut data) = (Vec::new(), Vec::new());
        let z = T::zero();
        for i in 0..self.major {
            let (mut p, pe) = (a.indptr[i], a.indptr[i + 1]);
            let (mut q, qe) = (b.indptr[i], b.indptr[i + 1]);
            while p < pe || q < qe {
                let (j, v) = if q >= qe || (p < pe && a.indices[p] < b.indices[q]) {
                    p += 1;
                    (a.indices[p - 1], f(a.data[p - 1], z))
                } else if p >= pe || b.indices[q] < a.indices[p] {
                    q += 1;
                    (b.indices[q - 1], f(z, b.data[q - 1]))
                } else {
                    p += 1;
                    q += 1;
                    (a.indices[p - 1], f(a.data[p - 1], b.data[q - 1]))
                };
                if !v.is_zero() {
                    indices.push(j);
                    data.push(v);
                }
            }
            indptr[i + 1] = data.len();
        }
        Cs {
            major: self.major,
            minor: self.minor,
            indptr,
            indices,
            data,
        }
    }

    /// The `k`-th diagonal in (major, minor) terms: entries (i, i + k), duplicates summed.
    pub fn diagonal(&self, k: isize) -> Vec<T> {
        let (rows, cols) = (self.major as isize, self.minor as isize);
        let len = if k >= 0 {
            rows.min(cols - k).max(0)
        } else {
            (rows + k).min(cols).max(0)
        } as usize;
        let mut out = vec![T::zero(); len];
        let first = if k >= 0 { 0 } else { (-k) as usize };
        for (d, o) in out.iter_mut().enumerate() {
            let i = first + d;
            let j = (i as isize + k) as usize;
            for p in self.indptr[i]..self.indptr[i + 1] {
                if self.indices[p] == j {
                    *o += self.data[p];
                }
            }
        }
        out
    }

    /// Sum over the minor axis (one value per major index).
    pub fn sum_minor(&self) -> Vec<T> {
        (0..self.major)
            .map(|i| {
                self.data[self.indptr[i]..self.indptr[i + 1]]
                    .iter()
                    .copied()
                    .sum()
            })
            .collect()
    }

    /// Sum over the major axis (one value per minor index).
    pub fn sum_major(&self) -> Vec<T> {
        let mut out = vec![T::zero(); self.minor];
        for (j, v) in self.indices.iter().zip(&self.data) {
            out[*j] += *v;
        }
        out
    }
}
