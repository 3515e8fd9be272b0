//! CPU execution of the Fourier filters (rayon over rows of the last axis).

use super::{FourierElement, FourierOutput, Kind, Plan, bessel_j1};
use gsci_core::{Array, Result};
use rayon::prelude::*;

/// The per-element value from the combined table entries: the filter factor, or the phase for
/// [`Kind::Shift`] (SciPy's expressions).
pub(crate) fn factor(kind: Kind, t: f64) -> f64 {
    match kind {
        Kind::Product | Kind::Shift => t,
        Kind::Ellipsoid1 => {
            if t != 0.0 {
                t.sin() / t
            } else {
                1.0
            }
        }
        Kind::Ellipsoid2 => {
            let r = t.sqrt();
            if r > 0.0 { 2.0 * bessel_j1(r) / r } else { 1.0 }
        }
        Kind::Ellipsoid3 => {
            let r = t.sqrt();
            if r > 0.0 {
                let v = 3.0 * (r.sin() - r * r.cos());
                v / (r * r * r)
            } else {
                1.0
            }
        }
    }
}

/// Combines the accumulated entries with one more table entry in SciPy's order.
fn step(kind: Kind, acc: f64, v: f64) -> f64 {
    match kind {
        Kind::Product => acc * v,
        _ => acc + v,
    }
}

/// The value written for input parts `(re, im)` and factor (or phase) `f`.
fn output<O: FourierOutput>(kind: Kind, complex: bool, (re, im): (f64, f64), f: f64) -> O {
    if kind == Kind::Shift {
        let (s, c) = (f.sin(), f.cos());
        if complex {
            O::from_parts(re * c - im * s, re * s + im * c)
        } else {
            O::from_parts(re * c, re * s)
        }
    } else if complex {
        O::from_parts(re * f, im * f)
    } else {
        O::from_parts(f * re, 0.0)
    }
}

pub(crate) fn apply<T: FourierElement, O: FourierOutput>(
    input: &Array<T>,
    plan: &Plan,
) -> Result<Array<O>> {
    let shape = input.shape().to_vec();
    let src = input.to_contiguous()?.to_vec()?;
    let nd = shape.len();
    let last = shape[nd - 1];
    let complex = T::DTYPE.is_complex();
    let kind = plan.kind;
    let init = if kind == Kind::Product { 1.0 } else { 0.0 };
    let mut out = vec![O::zero(); src.len()];
    let rows_per_task = (4096 / last.max(1)).max(1);
    out.par_chunks_mut(last)
        .zip(src.par_chunks(last))
        .enumerate()
        .with_min_len(rows_per_task)
        .for_each(|(row, (o, x))| {
            // The coordinates of the row along the leading axes, and their entries combined.
            let mut rest = row;
            let mut coords = vec![0usize; nd - 1];
            for a in (0..nd - 1).rev() {
                coords[a] = rest % shape[a];
                rest /= shape[a];
            }
            let mut acc = init;
            for (a, &c) in coords.iter().enumerate() {
                if let Some(t) = &plan.tables[a] {
                    acc = step(kind, acc, t[c]);
                }
            }
            let table = plan.tables[nd - 1].as_deref();
            for (i, (o, &x)) in o.iter_mut().zip(x).enumerate() {
                let t = match table {
                    Some(t) => step(kind, acc, t[i]),
                    None => acc,
                };
                *o = output(kind, complex, x.parts(), factor(kind, t));
            }
        });
    Array::from_vec(out, &shape, input.device())
}
