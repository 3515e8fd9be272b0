//! CPU products: our own CSR kernels, parallel over rows with rayon, and CSC scatter kernels.

use crate::scalar::{SparseIndex, SparseScalar};
use rayon::prelude::*;

/// Rows per rayon task: enough work per task to amortise scheduling.
const ROWS_PER_TASK: usize = 512;

/// Rows per block of the solvers' fused loops: fixed, so that block sums (and so the results)
/// do not depend on the number of threads.
pub(crate) const BLOCK: usize = 4096;

/// `y_i = A[i, :] x` for the rows of `y`, `ptr` being the row pointers from those rows' start
/// (`y.len() + 1` entries).
#[inline]
pub(crate) fn rows_into<T: SparseScalar, I: SparseIndex>(
    ptr: &[I],
    indices: &[I],
    data: &[T],
    x: &[T],
    y: &mut [T],
) {
    for (yi, w) in y.iter_mut().zip(ptr.windows(2)) {
        let (s, e) = (w[0].to_usize(), w[1].to_usize());
        let mut acc = T::zero();
        // Zipped row slices: one bounds check per row instead of two per entry.
        for (&a, j) in data[s..e].iter().zip(&indices[s..e]) {
            acc += a * x[j.to_usize()];
        }
        *yi = acc;
    }
}

/// `y = A x` for CSR `A` (`y.len()` rows).
pub(crate) fn csr_spmv<T: SparseScalar, I: SparseIndex>(
    indptr: &[I],
    indices: &[I],
    data: &[T],
    x: &[T],
    y: &mut [T],
) {
    y.par_chunks_mut(ROWS_PER_TASK)
        .enumerate()
        .for_each(|(b, yb)| {
            let r0 = b * ROWS_PER_TASK;
            rows_into(&indptr[r0..=r0 + yb.len()], indices, data, x, yb);
        });
}

/// `A x` for CSR `A` with `rows` rows, collected into fresh uninitialised capacity (no zeroing
/// pass; huge pages advised for a large result).
pub(crate) fn csr_spmv_collect<T: SparseScalar, I: SparseIndex>(
    indptr: &[I],
    indices: &[I],
    data: &[T],
    x: &[T],
    rows: usize,
) -> Vec<T> {
    let mut y = gsci_core::host::with_capacity(rows);
    indptr[..=rows]
        .par_windows(2)
        .with_min_len(ROWS_PER_TASK)
        .map(|w| {
            let (s, e) = (w[0].to_usize(), w[1].to_usize());
            let mut acc = T::zero();
            for (&a, j) in data[s..e].iter().zip(&indices[s..e]) {
                acc += a * x[j.to_usize()];
            }
            acc
        })
        .collect_into_vec(&mut y);
    y
}

/// `y = A x` for square CSR `A`, and in `dots[b]` the sum of `conj(x_i) y_i` over the rows of
/// block `b` ([`BLOCK`] rows each).
pub(crate) fn csr_spmv_dots<T: SparseScalar, I: SparseIndex>(
    indptr: &[I],
    indices: &[I],
    data: &[T],
    x: &[T],
    y: &mut [T],
    dots: &mut [T],
) {
    y.par_chunks_mut(BLOCK)
        .zip(dots.par_iter_mut())
        .enumerate()
        .for_each(|(b, (yb, d))| {
            let r0 = b * BLOCK;
            rows_into(&indptr[r0..=r0 + yb.len()], indices, data, x, yb);
            *d = x[r0..r0 + yb.len()]
                .iter()
                .zip(yb.iter())
                .map(|(&xi, &yi)| xi.conj() * yi)
                .sum();
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
