//! Host buffers and layout changes for the CPU backend.
//!
//! Our arrays are row-major and faer's dense kernels want column-major storage, so most CPU
//! routines transpose a matrix on the way in and on the way out. Element-by-element strided
//! copies of a large matrix spend their time in cache and TLB misses, and fresh buffers spend it
//! in 4 KiB page faults. Here the transposes go tile by tile, in parallel for large matrices,
//! into huge-page advised buffers.

use crate::scalar::LinalgScalar;
use crate::util::{PARALLEL_WORK, SendPtr};
use faer::{MatMut, MatRef};
use gsci_core::{Array, Element, Result};
use rayon::prelude::*;
use std::ops::Index;

/// Side of the square tiles of the transposing copies.
const TILE: usize = 16;

/// Columns of the destination per parallel task.
const BLOCK: usize = 64;

/// A column-major matrix in a fresh host buffer.
pub(crate) struct ColMajor<T> {
    data: Vec<T>,
    rows: usize,
    cols: usize,
}

impl<T: Element> ColMajor<T> {
    pub(crate) fn nrows(&self) -> usize {
        self.rows
    }

    pub(crate) fn as_ref(&self) -> MatRef<'_, T> {
        MatRef::from_column_major_slice(&self.data, self.rows, self.cols)
    }

    pub(crate) fn as_mut(&mut self) -> MatMut<'_, T> {
        MatMut::from_column_major_slice_mut(&mut self.data, self.rows, self.cols)
    }
}

impl<T: Element> Index<(usize, usize)> for ColMajor<T> {
    type Output = T;

    fn index(&self, (i, j): (usize, usize)) -> &T {
        assert!(
            i < self.rows && j < self.cols,
            "ColMajor index out of range"
        );
        &self.data[i + j * self.rows]
    }
}

/// A column-major copy of `src` (any strides).
pub(crate) fn col_major_copy<T: Element>(src: MatRef<'_, T>) -> ColMajor<T> {
    let (rows, cols) = (src.nrows(), src.ncols());
    let mut data = gsci_core::host::zeros::<T>(rows * cols);
    copy_to_col_major(&mut data, src);
    ColMajor { data, rows, cols }
}

/// A column-major copy of `src^H`.
pub(crate) fn col_major_copy_adjoint<T: LinalgScalar>(src: MatRef<'_, T>) -> ColMajor<T> {
    let mut c = col_major_copy(src.transpose());
    conj_in_place(&mut c.data);
    c
}

/// Writes `src^H` into `dst` in row-major order.
pub(crate) fn write_row_major_adjoint<T: LinalgScalar>(dst: &mut [T], src: MatRef<'_, T>) {
    write_row_major(dst, src.transpose());
    conj_in_place(dst);
}

fn conj_in_place<T: LinalgScalar>(v: &mut [T]) {
    if T::IS_COMPLEX {
        v.iter_mut().for_each(|x| *x = x.conj());
    }
}

/// Writes `src` into `dst` in row-major order (`dst.len() == rows * cols`).
pub(crate) fn write_row_major<T: Element>(dst: &mut [T], src: MatRef<'_, T>) {
    // Row-major storage of src is the column-major storage of its transpose.
    copy_to_col_major(dst, src.transpose());
}

/// Writes `src` (any strides, negative included) into `dst` in column-major order.
pub(crate) fn copy_to_col_major<T: Element>(dst: &mut [T], src: MatRef<'_, T>) {
    let (rows, cols) = (src.nrows(), src.ncols());
    assert_eq!(
        dst.len(),
        rows * cols,
        "copy_to_col_major: destination size"
    );
    if rows == 0 || cols == 0 {
        return;
    }
    let (rs, cs) = (src.row_stride(), src.col_stride());
    let base = SendPtr(src.as_ptr());
    // Columns j0 .. j0 + dst.len() / rows of src into `d`.
    let block = move |j0: usize, d: &mut [T]| {
        let base = base;
        let jn = d.len() / rows;
        let at = |i: usize, j: usize| -> T {
            // SAFETY: i < rows and j < cols, so the offset addresses an element of the matrix
            // `src` views, which outlives this call.
            unsafe { *base.0.offset(i as isize * rs + j as isize * cs) }
        };
        if rs == 1 {
            for jj in 0..jn {
                // SAFETY: column j0 + jj of src is `rows` contiguous elements.
                let col = unsafe {
                    std::slice::from_raw_parts(base.0.offset((j0 + jj) as isize * cs), rows)
                };
                d[jj * rows..(jj + 1) * rows].copy_from_slice(col);
            }
        } else {
            // TILE x TILE tiles: each tile column is written contiguously while the tile's rows
            // of src (contiguous when cs is 1) stay in cache.
            for i0 in (0..rows).step_by(TILE) {
                let im = (rows - i0).min(TILE);
                for jj in 0..jn {
                    let dc = &mut d[jj * rows + i0..jj * rows + i0 + im];
                    for (ii, x) in dc.iter_mut().enumerate() {
                        *x = at(i0 + ii, j0 + jj);
                    }
                }
            }
        }
    };
    if rows * cols >= PARALLEL_WORK * 4 {
        dst.par_chunks_mut(rows * BLOCK)
            .enumerate()
            .for_each(|(b, d)| block(b * BLOCK, d));
    } else {
        dst.chunks_mut(rows * BLOCK)
            .enumerate()
            .for_each(|(b, d)| block(b * BLOCK, d));
    }
}

/// The elements of a CPU array in C order, in a fresh (huge-page advised when large) buffer.
pub(crate) fn c_order_host<T: Element>(a: &Array<T>) -> Result<Vec<T>> {
    let view = a.view_cpu().expect("internal: c_order_host of a GPU array");
    let Some(src) = view.as_slice() else {
        return a.to_vec();
    };
    let mut out = gsci_core::host::with_capacity::<T>(src.len());
    if src.len() >= PARALLEL_WORK * 4 {
        out.spare_capacity_mut()[..src.len()]
            .par_chunks_mut(PARALLEL_WORK)
            .zip(src.par_chunks(PARALLEL_WORK))
            .for_each(|(d, s)| {
                for (d, s) in d.iter_mut().zip(s) {
                    d.write(*s);
                }
            });
        // SAFETY: the loop above initialised all src.len() elements (the chunks cover it).
        unsafe { out.set_len(src.len()) };
    } else {
        out.extend_from_slice(src);
    }
    Ok(out)
}

/// One buffer from per-matrix parts (moved when there is one part).
pub(crate) fn concat_parts<T: Element>(mut parts: Vec<Vec<T>>) -> Vec<T> {
    if parts.len() == 1 {
        return parts.pop().expect("one part");
    }
    let total = parts.iter().map(Vec::len).sum();
    let mut out = gsci_core::host::with_capacity::<T>(total);
    for p in &parts {
        out.extend_from_slice(p);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(rows: usize, cols: usize) {
        let n = rows * cols;
        let v: Vec<f64> = (0..n).map(|k| k as f64).collect();
        // Row-major, column-major and a transposed strided view with a gap between rows.
        let rm = MatRef::from_row_major_slice(&v, rows, cols);
        let c = col_major_copy(rm);
        for i in 0..rows {
            for j in 0..cols {
                assert_eq!(c[(i, j)], (i * cols + j) as f64);
            }
        }
        let mut back = vec![0.0; n];
        write_row_major(&mut back, c.as_ref());
        assert_eq!(back, v);
        if rows > 1 {
            // Every other row, reversed column order (negative column stride).
            let w = unsafe {
                MatRef::from_raw_parts(
                    v.as_ptr().add(cols - 1),
                    rows / 2,
                    cols,
                    2 * cols as isize,
                    -1,
                )
            };
            let c = col_major_copy(w);
            for i in 0..rows / 2 {
                for j in 0..cols {
                    assert_eq!(c[(i, j)], (2 * i * cols + cols - 1 - j) as f64);
                }
            }
        }
    }

    #[test]
    fn transposing_copies_keep_every_element() {
        for (r, c) in [
            (1, 1),
            (3, 5),
            (33, 31),
            (64, 64),
            (65, 100),
            (700, 300),
            (1, 2000),
        ] {
            check(r, c);
        }
        check(0, 4);
    }

    #[test]
    fn c_order_copies_of_every_layout() {
        let dev = gsci_core::Device::cpu();
        for n in [3usize, 400] {
            // 400 x 400 takes the parallel path.
            let v: Vec<f64> = (0..n * n).map(|k| k as f64).collect();
            let a = Array::from_vec(v.clone(), &[n, n], &dev).unwrap();
            assert_eq!(c_order_host(&a).unwrap(), v);
            let t = a.transpose().unwrap();
            let want: Vec<f64> = (0..n * n).map(|k| ((k % n) * n + k / n) as f64).collect();
            assert_eq!(c_order_host(&t).unwrap(), want);
        }
    }

    #[test]
    fn concat_moves_a_single_part() {
        let p = vec![vec![1.0f32, 2.0]];
        let ptr = p[0].as_ptr();
        let out = concat_parts(p);
        assert_eq!(out.as_ptr(), ptr);
        assert_eq!(
            concat_parts(vec![vec![1.0f32], vec![2.0, 3.0]]),
            vec![1.0, 2.0, 3.0]
        );
    }
}
