//! CPU distance transforms: the separable exact EDT (lines in parallel), SciPy's two-pass chamfer
//! for `distance_transform_cdt`, and the brute-force transform.

use rayon::prelude::*;

pub(crate) const INF: f64 = 1.0e300;

/// Lower envelope of the parabolas `w (q - p)^2 + f[p]` over one line: (f', nearest p).
fn envelope(
    f: &[f64],
    w: f64,
    v: &mut Vec<usize>,
    z: &mut Vec<f64>,
    out: &mut [f64],
    arg: &mut [isize],
) {
    let n = f.len();
    v.clear();
    z.clear();
    for q in 0..n {
        if f[q] >= INF {
            continue;
        }
        loop {
            let Some(&p) = v.last() else {
                v.push(q);
                z.push(-INF);
                break;
            };
            let s = ((f[q] + w * (q * q) as f64) - (f[p] + w * (p * p) as f64))
                / (2.0 * w * (q as f64 - p as f64));
            // z[0] = -INF: the first parabola is never removed.
            if s <= *z.last().unwrap_or(&-INF) {
                v.pop();
                z.pop();
            } else {
                v.push(q);
                z.push(s);
                break;
            }
        }
    }
    if v.is_empty() {
        out.fill(INF);
        arg.fill(-1);
        return;
    }
    let mut j = 0;
    for q in 0..n {
        while j + 1 < v.len() && z[j + 1] < q as f64 {
            j += 1;
        }
        let p = v[j];
        let d = q as f64 - p as f64;
        out[q] = w * d * d + f[p];
        arg[q] = p as isize;
    }
}

/// Squared EDT (and nearest feature linear index, -1 without one) of `fg` (true = foreground).
pub(crate) fn edt(
    fg: &[bool],
    shape: &[usize],
    sampling: &[f64],
    track: bool,
) -> (Vec<f64>, Vec<i64>) {
    let n = fg.len();
    let mut f: Vec<f64> = fg.iter().map(|&b| if b { INF } else { 0.0 }).collect();
    let mut feat: Vec<i64> = if track {
        fg.iter()
            .enumerate()
            .map(|(i, &b)| if b { -1 } else { i as i64 })
            .collect()
    } else {
        Vec::new()
    };
    let nd = shape.len();
    for axis in 0..nd {
        let len = shape[axis];
        let inner: usize = shape[axis + 1..].iter().product();
        let lines = n / len;
        let w = sampling[axis] * sampling[axis];
        let results: Vec<(Vec<f64>, Vec<isize>)> = (0..lines)
            .into_par_iter()
            .map_init(
                || (Vec::new(), Vec::new()),
                |(v, z), line| {
                    let base = (line / inner) * len * inner + line % inner;
                    let fl: Vec<f64> = (0..len).map(|q| f[base + q * inner]).collect();
                    let mut out = vec![0.0; len];
                    let mut arg = vec![0isize; len];
                    envelope(&fl, w, v, z, &mut out, &mut arg);
                    (out, arg)
                },
            )
            .collect();
        let old_feat = if track { feat.clone() } else { Vec::new() };
        for (line, (out, arg)) in results.into_iter().enumerate() {
            let base = (line / inner) * len * inner + line % inner;
            for q in 0..len {
                f[base + q * inner] = out[q];
                if track {
                    feat[base + q * inner] = if arg[q] < 0 {
                        -1
                    } else {
                        old_feat[base + arg[q] as usize * inner]
                    };
                }
            }
        }
    }
    (f, feat)
}

/// One forward chamfer pass (SciPy's `distance_transform_op`) over `dt` (0 background, -1
/// unknown), with the structure's preceding half `offs` (per-axis) / `lin` (linear).
pub(crate) fn chamfer_pass(
    dt: &mut [i32],
    ft: Option<&mut [i32]>,
    shape: &[usize],
    offs: &[Vec<i64>],
    lin: &[i64],
) {
    let nd = shape.len();
    let n = dt.len();
    let mut ft = ft;
    let mut c = vec![0usize; nd];
    for i in 0..n {
        let value = dt[i];
        if value != 0 {
            let mut best = value;
            let mut best_off: i64 = 0;
            for (o, &l) in offs.iter().zip(lin) {
                let inside = (0..nd).all(|d| {
                    let q = c[d] as i64 + o[d];
                    q >= 0 && q < shape[d] as i64
                });
                if !inside {
                    continue;
                }
                let tt = dt[(i as i64 + l) as usize];
                if tt >= 0 && (best < 0 || tt + 1 < best) {
                    best = tt + 1;
                    best_off = l;
                }
            }
            dt[i] = best;
            if let Some(ft) = ft.as_deref_mut() {
                ft[i] = ft[(i as i64 + best_off) as usize];
            }
        }
        for d in (0..nd).rev() {
            c[d] += 1;
            if c[d] < shape[d] {
                break;
            }
            c[d] = 0;
        }
    }
}

/// Brute force: for each element with class 1, the nearest element of class -1 (last in raster
/// order on ties); metric 1 euclidean (with sampling), 2 taxicab, 3 chessboard.
pub(crate) fn brute_force(
    class: &[i8],
    shape: &[usize],
    metric: u8,
    sampling: &[f64],
) -> (Vec<f64>, Vec<i64>) {
    let nd = shape.len();
    let unravel = |mut i: usize| {
        let mut c = vec![0i64; nd];
        for d in (0..nd).rev() {
            c[d] = (i % shape[d]) as i64;
            i /= shape[d];
        }
        c
    };
    let feats: Vec<(usize, Vec<i64>)> = class
        .iter()
        .enumerate()
        .filter(|(_, c)| **c < 0)
        .map(|(i, _)| (i, unravel(i)))
        .collect();
    (0..class.len())
        .into_par_iter()
        .map(|i| {
            if class[i] <= 0 {
                return (0.0, i as i64);
            }
            let ci = unravel(i);
            let mut best = f64::MAX;
            let mut arg = -1i64;
            for (j, cj) in &feats {
                let d = match metric {
                    1 => ci
                        .iter()
                        .zip(cj)
                        .zip(sampling)
                        .map(|((a, b), s)| {
                            let t = (a - b) as f64 * s;
                            t * t
                        })
                        .sum::<f64>(),
                    2 => ci.iter().zip(cj).map(|(a, b)| (a - b).abs() as f64).sum(),
                    _ => ci
                        .iter()
                        .zip(cj)
                        .map(|(a, b)| (a - b).abs() as f64)
                        .fold(0.0, f64::max),
                };
                if d <= best {
                    best = d;
                    arg = *j as i64;
                }
            }
            (if metric == 1 { best.sqrt() } else { best }, arg)
        })
        .unzip()
}
