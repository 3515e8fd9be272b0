//! Row and column selection for CSR and CSC matrices: Python-style slices (`A[start:stop:step]`),
//! fancy selection by an index list (negative indices count from the end, repeats allowed), and
//! `getrow`/`getcol`. Run on the host; the result lives on the matrix's device.

use crate::host::Cs;
use crate::scalar::{SparseIndex, SparseScalar};
use crate::{CscMatrix, CsrMatrix};
use gsci_core::{Error, Result};

/// The indices `range(len)[start:stop:step]` (Python slice semantics).
pub(crate) fn slice_indices(
    op: &'static str,
    len: usize,
    start: Option<isize>,
    stop: Option<isize>,
    step: isize,
) -> Result<Vec<usize>> {
    if step == 0 {
        return Err(Error::InvalidArgument {
            op,
            reason: "slice step cannot be zero".into(),
        });
    }
    let n = len as isize;
    let clamp = |v: isize, lo: isize, hi: isize| {
        let v = if v < 0 { v + n } else { v };
        v.clamp(lo, hi)
    };
    let mut out = Vec::new();
    if step > 0 {
        let s = start.map_or(0, |v| clamp(v, 0, n));
        let e = stop.map_or(n, |v| clamp(v, 0, n));
        let mut i = s;
        while i < e {
            out.push(i as usize);
            i += step;
        }
    } else {
        let s = start.map_or(n - 1, |v| clamp(v, -1, n - 1));
        let e = stop.map_or(-1, |v| clamp(v, -1, n - 1));
        let mut i = s;
        while i > e {
            out.push(i as usize);
            i += step;
        }
    }
    Ok(out)
}

/// Resolves possibly negative indices against an axis of length `len`.
pub(crate) fn resolve_indices(idx: &[isize], len: usize, axis: usize) -> Result<Vec<usize>> {
    idx.iter()
        .map(|&i| {
            let j = if i < 0 { i + len as isize } else { i };
            if j < 0 || j as usize >= len {
                Err(Error::IndexOutOfBounds {
                    index: i as i64,
                    axis,
                    size: len,
                })
            } else {
                Ok(j as usize)
            }
        })
        .collect()
}

impl<T: SparseScalar> Cs<T> {
    /// The major slices `sel` (in that order, repeats allowed).
    pub fn select_major(&self, sel: &[usize]) -> Cs<T> {
        let mut indptr = Vec::with_capacity(sel.len() + 1);
        indptr.push(0);
        let (mut indices, mut data) = (Vec::new(), Vec::new());
        for &i in sel {
            let (s, e) = (self.indptr[i], self.indptr[i + 1]);
            indices.extend_from_slice(&self.indices[s..e]);
            data.extend_from_slice(&self.data[s..e]);
            indptr.push(indices.len());
        }
        Cs {
            major: sel.len(),
            minor: self.minor,
            indptr,
            indices,
            data,
        }
    }

    /// The minor positions `sel` (in that order, repeats allowed); each major slice of the result
    /// has sorted indices.
    pub fn select_minor(&self, sel: &[usize]) -> Cs<T> {
        // For each old minor index, the new positions it goes to.
        let mut start = vec![0usize; self.minor + 1];
        for &j in sel {
            start[j + 1] += 1;
        }
        for j in 0..self.minor {
            start[j + 1] += start[j];
        }
        let mut next = start.clone();
        let mut targets = vec![0usize; sel.len()];
        for (p, &j) in sel.iter().enumerate() {
            targets[next[j]] = p;
            next[j] += 1;
        }
        let mut indptr = Vec::with_capacity(self.major + 1);
        indptr.push(0);
        let (mut indices, mut data) = (Vec::new(), Vec::new());
        let mut row: Vec<(usize, T)> = Vec::new();
        for i in 0..self.major {
            row.clear();
            for k in self.indptr[i]..self.indptr[i + 1] {
                let j = self.indices[k];
                for &p in &targets[start[j]..start[j + 1]] {
                    row.push((p, self.data[k]));
                }
            }
            row.sort_by_key(|e| e.0);
            for &(p, v) in &row {
                indices.push(p);
                data.push(v);
            }
            indptr.push(indices.len());
        }
        Cs {
            major: self.major,
            minor: sel.len(),
            indptr,
            indices,
            data,
        }
    }
}

macro_rules! selection {
    ($name:ident, $sci:literal, $rows_major:expr, $ctor:literal) => {
        impl<T: SparseScalar, I: SparseIndex> $name<T, I> {
            fn select(&self, op: &'static str, axis: usize, sel: &[usize]) -> Result<Self> {
                let h = self.cs.to_host()?;
                let cs = if (axis == 0) == $rows_major {
                    h.select_major(sel)
                } else {
                    h.select_minor(sel)
                };
                Self::from_host(op, cs, self.device())
            }

            #[doc = concat!("The rows `start:stop:step` (Python slice semantics; negative values count from the end).\n\nEquivalent to `scipy.sparse.", $sci, "`'s `A[start:stop:step]`.\n\n# Errors\n`InvalidArgument` for a zero step.\n\n```\nuse gsci_core::Device;\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.row_slice(Some(-1), None, 1)?.toarray()?.to_vec()?, vec![4.0, 0.0, 5.0]);\nassert_eq!(a.row_slice(None, None, -1)?.shape(), (3, 3));\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn row_slice(&self, start: Option<isize>, stop: Option<isize>, step: isize) -> Result<Self> {
                let sel = slice_indices("row_slice", self.shape().0, start, stop, step)?;
                self.select("row_slice", 0, &sel)
            }

            #[doc = concat!("The columns `start:stop:step` (Python slice semantics).\n\nEquivalent to `scipy.sparse.", $sci, "`'s `A[:, start:stop:step]`.\n\n# Errors\n`InvalidArgument` for a zero step.\n\n```\nuse gsci_core::Device;\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.col_slice(Some(2), None, 1)?.toarray()?.to_vec()?, vec![2.0, 0.0, 5.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn col_slice(&self, start: Option<isize>, stop: Option<isize>, step: isize) -> Result<Self> {
                let sel = slice_indices("col_slice", self.shape().1, start, stop, step)?;
                self.select("col_slice", 1, &sel)
            }

            #[doc = concat!("The rows listed in `rows` (fancy indexing: any order, repeats allowed, negative from the end).\n\nEquivalent to `scipy.sparse.", $sci, "`'s `A[rows]` with an integer array.\n\n# Errors\n`IndexOutOfBounds` for an index outside the rows.\n\n```\nuse gsci_core::Device;\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.select_rows(&[-1, 0, 0])?.toarray()?.to_vec()?, vec![4.0, 0.0, 5.0, 1.0, 0.0, 2.0, 1.0, 0.0, 2.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn select_rows(&self, rows: &[isize]) -> Result<Self> {
                let sel = resolve_indices(rows, self.shape().0, 0)?;
                self.select("select_rows", 0, &sel)
            }

            #[doc = concat!("The columns listed in `cols` (fancy indexing).\n\nEquivalent to `scipy.sparse.", $sci, "`'s `A[:, cols]` with an integer array.\n\n# Errors\n`IndexOutOfBounds` for an index outside the columns.\n\n```\nuse gsci_core::Device;\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.select_cols(&[2, 0])?.toarray()?.to_vec()?, vec![2.0, 1.0, 0.0, 0.0, 5.0, 4.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn select_cols(&self, cols: &[isize]) -> Result<Self> {
                let sel = resolve_indices(cols, self.shape().1, 1)?;
                self.select("select_cols", 1, &sel)
            }

            #[doc = concat!("Row `i` as a `1 × n` matrix of the same format.\n\nEquivalent to `scipy.sparse.", $sci, ".getrow(i)` (`A[[i]]`).\n\n# Errors\n`IndexOutOfBounds` for a row outside the matrix.\n\n```\nuse gsci_core::Device;\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.getrow(2)?.toarray()?.to_vec()?, vec![4.0, 0.0, 5.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn getrow(&self, i: isize) -> Result<Self> {
                self.select_rows(&[i])
            }

            #[doc = concat!("Column `j` as an `m × 1` matrix of the same format.\n\nEquivalent to `scipy.sparse.", $sci, ".getcol(j)` (`A[:, [j]]`).\n\n# Errors\n`IndexOutOfBounds` for a column outside the matrix.\n\n```\nuse gsci_core::Device;\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.getcol(0)?.toarray()?.to_vec()?, vec![1.0, 0.0, 4.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn getcol(&self, j: isize) -> Result<Self> {
                self.select_cols(&[j])
            }
        }
    };
}

selection!(
    CsrMatrix,
    "csr_array",
    true,
    "CsrMatrix::<f64>::from_triplets(&[0, 0, 2, 2], &[0, 2, 0, 2], &[1.0, 2.0, 4.0, 5.0], (3, 3), &dev)?"
);
selection!(
    CscMatrix,
    "csc_array",
    false,
    "CscMatrix::<f64>::from_triplets(&[0, 0, 2, 2], &[0, 2, 0, 2], &[1.0, 2.0, 4.0, 5.0], (3, 3), &dev)?"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_slices() {
        let s = |a, b, c| slice_indices("t", 5, a, b, c).unwrap();
        assert_eq!(s(None, None, 1), vec![0, 1, 2, 3, 4]);
        assert_eq!(s(Some(1), Some(-1), 2), vec![1, 3]);
        assert_eq!(s(None, None, -2), vec![4, 2, 0]);
        assert_eq!(s(Some(-2), Some(0), -1), vec![3, 2, 1]);
        assert_eq!(s(Some(10), None, 1), Vec::<usize>::new());
        assert_eq!(s(Some(-10), Some(2), 1), vec![0, 1]);
        assert!(slice_indices("t", 5, None, None, 0).is_err());
    }
}
