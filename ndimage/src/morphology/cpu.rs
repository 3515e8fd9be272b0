//! CPU morphology: one pass per row of the last axis, rows in parallel (rayon).

use super::{BinaryPlan, GreyPlan, GreyValue, Neighborhood};
use crate::Mode;
use gsci_core::{Array, Result};
use rayon::prelude::*;

/// Per row: for each neighbourhood offset, the linear index of the start of the neighbour's row
/// (offset of its leading axes), or `None` where the leading axes leave the array (binary) or
/// map to `cval` (grey with a mode).
pub(crate) fn leading_bases(
    hood: &Neighborhood,
    shape: &[usize],
    row: usize,
    mode: Option<Mode>,
    bases: &mut Vec<Option<usize>>,
) {
    let nd = shape.len();
    let last = shape[nd - 1];
    let mut coords = [0usize; 64];
    let mut r = row;
    for d in (0..nd - 1).rev() {
        coords[d] = r % shape[d];
        r /= shape[d];
    }
    bases.clear();
    for o in hood.offsets.chunks(nd) {
        let mut base = 0usize;
        let mut ok = true;
        for d in 0..nd - 1 {
            let q = coords[d] as i64 + o[d];
            let m = match mode {
                Some(m) => m.map_index(q, shape[d]),
                None => (0..shape[d] as i64).contains(&q).then_some(q as usize),
            };
            match m {
                Some(m) => base = base * shape[d] + m,
                None => {
                    ok = false;
                    break;
                }
            }
        }
        bases.push(ok.then_some(base * last));
    }
}

/// One erosion (or inverted erosion) pass; returns whether any element changed.
fn binary_pass(src: &[bool], mask: Option<&[bool]>, dst: &mut [bool], plan: &BinaryPlan) -> bool {
    let shape = &plan.shape;
    let nd = shape.len();
    let last = shape[nd - 1];
    let hood = &plan.hood;
    let dx: Vec<i64> = hood.offsets.chunks(nd).map(|o| o[nd - 1]).collect();
    dst.par_chunks_mut(last)
        .enumerate()
        .map_init(Vec::new, |bases, (row, out)| {
            leading_bases(hood, shape, row, None, bases);
            let start = row * last;
            let mut changed = false;
            for (x, o) in out.iter_mut().enumerate() {
                let i = start + x;
                let v = src[i];
                let r = if mask.is_some_and(|m| !m[i]) {
                    v
                } else {
                    let mut acc = !plan.invert;
                    for (b, &d) in bases.iter().zip(&dx) {
                        let q = x as i64 + d;
                        let nv = match b {
                            Some(b) if (0..last as i64).contains(&q) => src[b + q as usize],
                            _ => plan.border,
                        };
                        if plan.invert && nv {
                            acc = true;
                            break;
                        }
                        if !plan.invert && !nv {
                            acc = false;
                            break;
                        }
                    }
                    acc
                };
                changed |= r != v;
                *o = r;
            }
            changed
        })
        .reduce(|| false, |a, b| a | b)
}

/// Binary erosion (`plan.invert`: dilation) repeated `plan.iterations` times (`< 1`: until
/// nothing changes).
pub(crate) fn binary_erosion(
    input: &Array<bool>,
    mask: Option<&Array<bool>>,
    plan: &BinaryPlan,
) -> Result<Array<bool>> {
    let mut src = input.to_vec()?;
    let mask = mask.map(|m| m.to_vec()).transpose()?;
    let mut dst = vec![false; src.len()];
    let mut done = 0i64;
    loop {
        let changed = binary_pass(&src, mask.as_deref(), &mut dst, plan);
        std::mem::swap(&mut src, &mut dst);
        done += 1;
        if !changed || (plan.iterations >= 1 && done >= plan.iterations) {
            break;
        }
    }
    Array::from_vec(src, input.shape(), input.device())
}

/// Grey erosion/dilation: min/max over the neighbourhood (minus/plus the structure values) in
/// the input type, SciPy's order of comparisons (first element, then strict `<` / `>`).
pub(crate) fn grey<T: GreyValue>(x: &Array<T>, plan: &GreyPlan) -> Result<Array<T>> {
    let src: Vec<f64> = x.to_vec()?.into_iter().map(|v| v.to_f64()).collect();
    let shape = &plan.shape;
    let nd = shape.len();
    let last = shape[nd - 1];
    let hood = &plan.hood;
    let dx: Vec<i64> = hood.offsets.chunks(nd).map(|o| o[nd - 1]).collect();
    let vals = hood.values.as_deref();
    let mut out = vec![T::default(); src.len()];
    out.par_chunks_mut(last)
        .enumerate()
        .for_each_init(Vec::new, |bases, (row, out)| {
            leading_bases(hood, shape, row, Some(plan.mode), bases);
            for (x, o) in out.iter_mut().enumerate() {
                let mut acc = 0.0f64;
                for (k, (b, &d)) in bases.iter().zip(&dx).enumerate() {
                    let mut v = match b {
                        Some(b) => match plan.mode.map_index(x as i64 + d, last) {
                            Some(q) => src[b + q],
                            None => plan.cval,
                        },
                        None => plan.cval,
                    };
                    if let Some(s) = vals {
                        if plan.minimum {
                            v -= s[k];
                        } else {
                            v += s[k];
                        }
                    }
                    // SciPy holds every candidate but the first in the input type (integers
                    // wrap); the first stays a double until the output cast.
                    if k > 0 {
                        v = T::from_f64(v).to_f64();
                    }
                    if k == 0 || (plan.minimum && v < acc) || (!plan.minimum && v > acc) {
                        acc = v;
                    }
                }
                *o = T::from_f64(acc);
            }
        });
    Array::from_vec(out, x.shape(), x.device())
}
