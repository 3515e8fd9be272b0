//! Sparse × sparse on the CPU: Gustavson's row-by-row algorithm, rows in parallel with rayon, a
//! dense accumulator and marker per worker thread.

use crate::scalar::{SparseIndex, SparseScalar};
use rayon::prelude::*;

/// Rows per rayon task.
const ROWS_PER_TASK: usize = 256;

/// The CSR product of `A` (`rows` rows) and `B` (`cols` columns) as `(indptr, indices, data)`:
/// sorted indices, exact zeros dropped (as SciPy's `csr_matmat`).
#[allow(clippy::too_many_arguments)]
pub(crate) fn csr_matmat<T: SparseScalar, I: SparseIndex>(
    rows: usize,
    cols: usize,
    ap: &[I],
    aj: &[I],
    ax: &[T],
    bp: &[I],
    bj: &[I],
    bx: &[T],
) -> (Vec<usize>, Vec<usize>, Vec<T>) {
    let tasks = rows.div_ceil(ROWS_PER_TASK);
    let parts: Vec<(Vec<usize>, Vec<usize>, Vec<T>)> = (0..tasks)
        .into_par_iter()
        .map_init(
            || (vec![T::zero(); cols], vec![usize::MAX; cols]),
            |(acc, mark), t| {
                let (r0, r1) = (t * ROWS_PER_TASK, ((t + 1) * ROWS_PER_TASK).min(rows));
                let mut counts = Vec::with_capacity(r1 - r0);
                let (mut idx, mut val) = (Vec::new(), Vec::new());
                let mut row_cols: Vec<usize> = Vec::new();
                for i in r0..r1 {
                    row_cols.clear();
                    for p in ap[i].to_usize()..ap[i + 1].to_usize() {
                        let (k, a) = (aj[p].to_usize(), ax[p]);
                        for q in bp[k].to_usize()..bp[k + 1].to_usize() {
                            let j = bj[q].to_usize();
                            if mark[j] != i {
                                mark[j] = i;
                                acc[j] = a * bx[q];
                                row_cols.push(j);
                            } else {
                                acc[j] += a * bx[q];
                            }
                        }
                    }
                    row_cols.sort_unstable();
                    let before = idx.len();
                    for &j in &row_cols {
                        if !acc[j].is_zero() {
                            idx.push(j);
                            val.push(acc[j]);
                        }
                    }
                    counts.push(idx.len() - before);
                }
                (counts, idx, val)
            },
        )
        .collect();
    let nnz = parts.iter().map(|p| p.1.len()).sum();
    let mut indptr = Vec::with_capacity(rows + 1);
    indptr.push(0usize);
    let (mut indices, mut data) = (Vec::with_capacity(nnz), Vec::with_capacity(nnz));
    for (counts, idx, val) in parts {
        for c in counts {
            indptr.push(indptr.last().copied().unwrap_or(0) + c);
        }
        indices.extend(idx);
        data.extend(val);
    }
    (indptr, indices, data)
}
