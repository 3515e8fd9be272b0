//! CPU side of the counting and order statistics (the same formulas as `kernels/stats_ops.cu`).

use crate::array::Array;
use crate::dtype::{DType, Element, Scalar};
use crate::error::Result;
use crate::sort::keys::f64_key;
use rayon::prelude::*;

fn as_f64<T: Element>(x: T) -> f64 {
    match x.to_scalar() {
        Scalar::Bool(b) => b as u8 as f64,
        Scalar::Int(i) => i as f64,
        Scalar::UInt(u) => u as f64,
        Scalar::Float(f) => f,
        Scalar::Complex(re, _) => re,
    }
}

/// The smallest and largest value of a non-empty int64 array.
pub(crate) fn minmax_i64(x: &Array<i64>) -> Result<(i64, i64)> {
    let v = x.to_vec()?;
    let lo = v.par_iter().copied().min().unwrap_or(0);
    let hi = v.par_iter().copied().max().unwrap_or(0);
    Ok((lo, hi))
}

/// The smallest and largest value as f64 (NaN when the data holds a NaN, as NumPy's min/max).
pub(crate) fn minmax_f64<T: Element>(x: &Array<T>) -> Result<(f64, f64)> {
    let v = x.to_vec()?;
    let keys = v.par_iter().map(|&e| f64_key(as_f64(e), true));
    let (lo, hi) = keys
        .fold(|| (u64::MAX, 0u64), |(l, h), k| (l.min(k), h.max(k)))
        .reduce(|| (u64::MAX, 0u64), |a, b| (a.0.min(b.0), a.1.max(b.1)));
    let dec = |k: u64| crate::sort::keys::decode_real::<f64>(k);
    if hi == u64::MAX {
        return Ok((f64::NAN, f64::NAN));
    }
    Ok((dec(lo), dec(hi)))
}

/// Counts of each value of `x` (validated to lie in `[0, len)`).
pub(crate) fn bincount(x: &Array<i64>, len: usize) -> Result<Array<i64>> {
    let mut counts = vec![0i64; len];
    for &v in &x.to_vec()? {
        counts[v as usize] += 1;
    }
    Array::from_vec(counts, &[len], x.device())
}

/// Sums of `w` by the value of `x` (validated to lie in `[0, len)`), in input order.
pub(crate) fn bincount_weighted(x: &Array<i64>, w: &Array<f64>, len: usize) -> Result<Array<f64>> {
    let mut sums = vec![0f64; len];
    for (&v, &wi) in x.to_vec()?.iter().zip(&w.to_vec()?) {
        sums[v as usize] += wi;
    }
    Array::from_vec(sums, &[len], x.device())
}

/// The bin of `v` among increasing `edges` (`None` outside them or for NaN).
fn bin_of(v: f64, edges: &[f64]) -> Option<usize> {
    let nb = edges.len() - 1;
    let inside = v >= edges[0] && v <= edges[nb];
    if !inside {
        return None;
    }
    let pos = edges.partition_point(|&e| e <= v);
    Some((pos - 1).min(nb - 1))
}

/// Histogram counts of a flat array over `edges`.
pub(crate) fn histogram<T: Element>(flat: &Array<T>, edges: &[f64]) -> Result<Array<i64>> {
    let nb = edges.len() - 1;
    let v = flat.to_vec()?;
    let counts = v
        .par_chunks(1 << 16)
        .map(|chunk| {
            let mut c = vec![0i64; nb];
            for &x in chunk {
                if let Some(b) = bin_of(as_f64(x), edges) {
                    c[b] += 1;
                }
            }
            c
        })
        .reduce(
            || vec![0i64; nb],
            |mut a, b| {
                a.iter_mut().zip(&b).for_each(|(x, y)| *x += y);
                a
            },
        );
    Array::from_vec(counts, &[nb], flat.device())
}

/// `digitize` of a contiguous array over `bins` (reversed when decreasing), flat.
pub(crate) fn digitize<T: Element>(
    x: &Array<T>,
    bins: &[f64],
    decreasing: bool,
    right: bool,
) -> Result<Array<i64>> {
    let keys: Vec<u64> = bins.iter().map(|&b| f64_key(b, true)).collect();
    let nb = bins.len() as i64;
    let out: Vec<i64> = x
        .to_vec()?
        .par_iter()
        .map(|&v| {
            let kv = f64_key(as_f64(v), true);
            let pos = if right {
                keys.partition_point(|&k| k < kv)
            } else {
                keys.partition_point(|&k| k <= kv)
            } as i64;
            if decreasing { nb - pos } else { pos }
        })
        .collect();
    Array::from_vec(out, &[x.len()], x.device())
}

/// `b - a` in the precision of `T` (NumPy subtracts the neighbours in the array's dtype).
fn diff_in<T: Element>(a: T, b: T) -> f64 {
    let (fa, fb) = (as_f64(a), as_f64(b));
    match T::DTYPE {
        DType::F32 => (fb as f32 - fa as f32) as f64,
        DType::F16 => crate::f16::from_f32(fb as f32 - fa as f32).to_f64(),
        DType::BF16 => crate::bf16::from_f32(fb as f32 - fa as f32).to_f64(),
        _ => fb - fa,
    }
}

/// Quantiles (method codes of `stats_ops.rs`, 5 = median) of each sorted row:
/// `out[qi * batch + r]`, flat.
pub(crate) fn quantiles<T: Element, O: Element>(
    sorted: &Array<T>,
    batch: usize,
    n: usize,
    qs: &[f64],
    method: i32,
) -> Result<Array<O>> {
    let data = sorted.to_vec()?;
    let single = matches!(O::DTYPE, DType::F32 | DType::F16 | DType::BF16);
    // Each operation rounded to the compute type (float32 for single-precision results).
    let rc = |x: f64| if single { x as f32 as f64 } else { x };
    let nq = qs.len().max(1);
    let out: Vec<O> = (0..nq * batch)
        .into_par_iter()
        .map(|i| {
            let (qi, r) = (i / batch, i % batch);
            let row = &data[r * n..(r + 1) * n];
            let last_nan = as_f64(row[n - 1]).is_nan();
            if (1..=3).contains(&method) {
                let x = (n - 1) as f64 * qs[qi];
                let v = match method {
                    1 => x.floor(),
                    2 => x.ceil(),
                    _ => x.round_ties_even(),
                };
                let k = (v.max(0.0) as usize).min(n - 1);
                return if last_nan { row[n - 1] } else { row[k] }.cast::<O>();
            }
            let res = if method == 5 {
                let mid = n / 2;
                if n % 2 == 1 {
                    rc(as_f64(row[mid]))
                } else {
                    rc(rc(rc(as_f64(row[mid - 1])) + rc(as_f64(row[mid]))) / 2.0)
                }
            } else {
                let q = qs[qi];
                let (fl, ce) = (((n - 1) as f64 * q).floor(), ((n - 1) as f64 * q).ceil());
                let v = if method == 0 {
                    (n - 1) as f64 * q
                } else {
                    0.5 * (fl + ce)
                };
                let mut prev = v.floor() as i64;
                let mut next = prev + 1;
                let mut prev_g = prev as f64;
                if v >= (n - 1) as f64 {
                    prev = n as i64 - 1;
                    next = prev;
                    prev_g = -1.0;
                }
                if v < 0.0 {
                    prev = 0;
                    next = 0;
                    prev_g = 0.0;
                }
                let mut g = v - prev_g;
                if method == 4 {
                    g = if v % 1.0 == 0.0 { 0.0 } else { 0.5 };
                }
                let (ta, tb) = (row[prev as usize], row[next as usize]);
                let (a, b) = (rc(as_f64(ta)), rc(as_f64(tb)));
                let d = rc(diff_in(ta, tb));
                let t = rc(g);
                if g >= 0.5 {
                    rc(b - rc(d * rc(1.0 - g)))
                } else {
                    rc(a + rc(d * t))
                }
            };
            let res = if last_nan { f64::NAN } else { res };
            O::from_scalar(Scalar::Float(res))
        })
        .collect();
    Array::from_vec(out, &[nq * batch], sorted.device())
}
