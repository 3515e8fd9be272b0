//! CPU products: our own CSR kernels, parallel over rows with rayon, and CSC scatter kernels.

use crate::scalar::{SparseIndex, SparseScalar};
use rayon::prelude::*;

/// Rows per rayon task: enough work per task to amortise scheduling.
const ROWS_PER_TASK: usize = 512;

/// `y = A x` for CSR `A` (`y.len()` rows).
pub(crate) fn csr_spmv<T: SparseScalar, I: SparseIndex>(
    indptr: &[I],
    indices: &[I],
    data: &[T],
    x: &[T],
    y: &mut [T],
) {
    y.par_iter_mut()
        .with_min_len(ROWS_PER_TASK)
        .enumerate()
        .for_each(|(i, yi)| {
            let (s, e) = (indptr[i].to_usize(), indptr[i + 1].to_usize());
            let mut acc = T::zero();
            // Zipped row slices: one bounds check per row instead of two per entry.
            for (&a, j) in data[s..e].iter().zip(&indices[s..e]) {
                acc += a * x[j.to_usize()];
            }
            *yi = acc;
        });
}

/// `Y = A X` for CSR `A`, `X` and `Y` row-major with `k` columns.
pub(crate) fn csr_spmm<T: SparseScalar, I: SparseIndex>(
    indptr: &[I],
    indices: &[I],
    data: &[T],
    x: &[T],
    y: &mut [T],
    k: usize,
) {
    if k == 0 {
        return;
    }
    y.par_chunks_mut(k)
        .with_min_len(ROWS_PER_TASK / k.min(ROWS_PER_TASK))
        .enumerate()
        .for_each(|(i, yi)| {
            yi.iter_mut().for_each(|v| *v = T::zero());
            for p in indptr[i].to_usize()..indptr[i + 1].to_usize() {
                let (a, j) = (data[p], indices[p].to_usize());
                for (v, xv) in yi.iter_mut().zip(&x[j * k..(j + 1) * k]) {
                    *v += a * *xv;
                }
            }
        });
}

/// `Y = A X` for CSC `A` (`ncols` major slices), `k` right-hand columns (1 for a vector).
pub(crate) fn csc_spmm<T: SparseScalar, I: SparseIndex>(
    indptr: &[I],
    indices: &[I],
    data: &[T],
    x: &[T],
    y: &mut [T],
    k: usize,
) {
    y.iter_mut().for_each(|v| *v = T::zero());
    let ncols = indptr.len() - 1;
    for j in 0..ncols {
        for p in indptr[j].to_usize()..indptr[j + 1].to_usize() {
            let (a, i) = (data[p], indices[p].to_usize());
            for c in 0..k {
                y[i * k + c] += a * x[j * k + c];
            }
        }
    }
}
