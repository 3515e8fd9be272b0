//! CPU side of array creation (rayon above `PARALLEL_MIN` elements).

use super::{ArangeFill, LinspacePlan, single_precision};
use crate::dtype::{Element, Scalar};
use ndarray::{ArrayView1, ArrayViewD, ArrayViewMut1, ArrayViewMutD, Axis, IxDyn, Zip};
use rayon::prelude::*;

/// Element count above which generation runs in parallel.
const PARALLEL_MIN: usize = 1 << 16;

/// `buf[i] = f(i)` for every `i`.
fn fill_indexed<T: Element>(buf: &mut [T], f: impl Fn(usize) -> T + Sync) {
    if buf.len() >= PARALLEL_MIN {
        buf.par_chunks_mut(PARALLEL_MIN)
            .enumerate()
            .for_each(|(c, chunk)| {
                let base = c * PARALLEL_MIN;
                for (j, x) in chunk.iter_mut().enumerate() {
                    *x = f(base + j);
                }
            });
    } else {
        for (i, x) in buf.iter_mut().enumerate() {
            *x = f(i);
        }
    }
}

/// NumPy's `fill` in single precision: `first`, `second`, then `first + (float)i * delta`.
#[inline]
fn fill_f32(i: usize, first: f32, second: f32, delta: f32) -> f32 {
    match i {
        0 => first,
        1 => second,
        _ => first + i as f32 * delta,
    }
}

/// NumPy's `fill` in double precision.
#[inline]
fn fill_f64(i: usize, first: f64, second: f64, delta: f64) -> f64 {
    match i {
        0 => first,
        1 => second,
        _ => first + i as f64 * delta,
    }
}

pub(crate) fn arange<T: Element>(buf: &mut [T], fill: &ArangeFill) {
    let single = single_precision(T::DTYPE);
    match *fill {
        ArangeFill::Int { start, delta } => fill_indexed(buf, |i| {
            T::from_scalar(Scalar::UInt(
                start.wrapping_add((i as u64).wrapping_mul(delta)),
            ))
        }),
        ArangeFill::Real {
            first,
            second,
            delta,
        } => {
            if single {
                let (a, b, d) = (first as f32, second as f32, delta as f32);
                fill_indexed(buf, |i| {
                    T::from_scalar(Scalar::Float(fill_f32(i, a, b, d) as f64))
                })
            } else {
                fill_indexed(buf, |i| {
                    T::from_scalar(Scalar::Float(fill_f64(i, first, second, delta)))
                })
            }
        }
        ArangeFill::Complex {
            first,
            second,
            delta,
        } => {
            if single {
                let (ar, br, dr) = (first.0 as f32, second.0 as f32, delta.0 as f32);
                let (ai, bi, di) = (first.1 as f32, second.1 as f32, delta.1 as f32);
                fill_indexed(buf, |i| {
                    T::from_scalar(Scalar::Complex(
                        fill_f32(i, ar, br, dr) as f64,
                        fill_f32(i, ai, bi, di) as f64,
                    ))
                })
            } else {
                fill_indexed(buf, |i| {
                    T::from_scalar(Scalar::Complex(
                        fill_f64(i, first.0, second.0, delta.0),
                        fill_f64(i, first.1, second.1, delta.1),
                    ))
                })
            }
        }
    }
}

pub(crate) fn linspace<T: Element>(buf: &mut [T], plan: &LinspacePlan) {
    fill_indexed(buf, |i| T::from_scalar(Scalar::Float(plan.value(i))));
}

/// `dst` (C-contiguous, `src`'s shape) = `src` where `col - row <= k` (lower) or `>= k` (upper)
/// over the last two axes, zero elsewhere.
pub(crate) fn triangle<T: Element>(src: &ArrayViewD<'_, T>, dst: &mut [T], k: isize, upper: bool) {
    let nd = src.ndim();
    let mut out = ArrayViewMutD::from_shape(IxDyn(src.shape()), dst)
        .expect("internal: the output holds the source's shape in C order");
    let k = k as i128;
    let zero = T::zero();
    // The row index of every lane, broadcast over the batch axes.
    let rows: ndarray::Array1<usize> = (0..src.shape()[nd - 2]).collect();
    let row_ids = rows
        .broadcast(IxDyn(&src.shape()[..nd - 1]))
        .expect("internal: the row axis broadcasts over the batch");
    let row = |mut o: ArrayViewMut1<'_, T>, s: ArrayView1<'_, T>, &r: &usize| {
        let r = r as i128;
        for (c, (o, s)) in o.iter_mut().zip(s.iter()).enumerate() {
            let d = c as i128 - r;
            let keep = if upper { d >= k } else { d <= k };
            *o = if keep { *s } else { zero };
        }
    };
    let zip = Zip::from(out.lanes_mut(Axis(nd - 1)))
        .and(src.lanes(Axis(nd - 1)))
        .and(&row_ids);
    if src.len() >= PARALLEL_MIN {
        zip.par_for_each(row);
    } else {
        zip.for_each(row);
    }
}
