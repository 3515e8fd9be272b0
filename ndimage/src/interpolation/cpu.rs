//! CPU interpolation: SciPy's C code (ni_splines.c, ni_interpolation.c) in `f64`, rayon over
//! lines (prefilter) and output rows (resampling). The reference the GPU is tested against.

use super::{BoundaryCode, Mapping, Resample, code};
use rayon::prelude::*;

/// `get_filter_poles`: the poles of the B-spline prefilter of `order` (2..=5).
pub(crate) fn poles(order: usize) -> &'static [f64] {
    match order {
        2 => &[-0.171_572_875_253_809_9],
        3 => &[-0.267_949_192_431_122_7],
        4 => &[-0.361_341_225_900_220_2, -0.013_725_429_297_339_121],
        5 => &[-0.430_575_347_099_973_8, -0.043_096_288_203_264_65],
        _ => &[],
    }
}

fn causal_init(c: &mut [f64], z: f64, bc: BoundaryCode) {
    let n = c.len();
    match bc {
        BoundaryCode::Mirror => {
            let mut z_i = z;
            let z_n_1 = z.powf((n - 1) as f64);
            c[0] += z_n_1 * c[n - 1];
            for i in 1..n - 1 {
                c[0] += z_i * (c[i] + z_n_1 * c[n - 1 - i]);
                z_i *= z;
            }
            c[0] /= 1.0 - z_n_1 * z_n_1;
        }
        BoundaryCode::GridWrap => {
            let mut z_i = z;
            for i in 1..n {
                c[0] += z_i * c[n - i];
                z_i *= z;
            }
            c[0] /= 1.0 - z_i;
        }
        BoundaryCode::Reflect => {
            // SciPy 1.17.1 accumulates into c[0] and, at i = n - 1, reads that running sum as
            // c[n - 1 - i] (fixed after 1.17 by scipy#24615); reproduced for identical values.
            let mut z_i = z;
            let z_n = z.powf(n as f64);
            let c0 = c[0];
            let mut acc = c[0] + z_n * c[n - 1];
            for i in 1..n {
                let mirrored = if i == n - 1 { acc } else { c[n - 1 - i] };
                acc += z_i * (c[i] + z_n * mirrored);
                z_i *= z;
            }
            c[0] = acc * (z / (1.0 - z_n * z_n)) + c0;
        }
    }
}

fn anticausal_init(c: &mut [f64], z: f64, bc: BoundaryCode) {
    let n = c.len();
    match bc {
        BoundaryCode::Mirror => c[n - 1] = (z * c[n - 2] + c[n - 1]) * z / (z * z - 1.0),
        BoundaryCode::GridWrap => {
            let mut z_i = z;
            for i in 0..n - 1 {
                c[n - 1] += z_i * c[i];
                z_i *= z;
            }
            c[n - 1] *= z / (z_i - 1.0);
        }
        BoundaryCode::Reflect => c[n - 1] *= z / (z - 1.0),
    }
}

/// `apply_filter` on one line (length > 1).
pub(crate) fn filter_line(c: &mut [f64], order: usize, bc: BoundaryCode) {
    let zs = poles(order);
    let mut gain = 1.0;
    for &z in zs {
        gain *= (1.0 - z) * (1.0 - 1.0 / z);
    }
    for v in c.iter_mut() {
        *v *= gain;
    }
    let n = c.len();
    for &z in zs {
        causal_init(c, z, bc);
        for i in 1..n {
            c[i] += z * c[i - 1];
        }
        anticausal_init(c, z, bc);
        for i in (0..n - 1).rev() {
            c[i] = z * (c[i + 1] - c[i]);
        }
    }
}

/// The spline filter of `order` along `axis` of the C-contiguous `data` of `shape`, in place,
/// with `round` applied to every result (SciPy's conversion to the output type).
pub(crate) fn spline_filter_axis(
    data: &mut [f64],
    shape: &[usize],
    axis: usize,
    order: usize,
    bc: BoundaryCode,
    round: &(dyn Fn(f64) -> f64 + Sync),
) {
    let len = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    if len == 0 || data.is_empty() {
        return;
    }
    let lines = data.len() / len;
    let filtered: Vec<Vec<f64>> = (0..lines)
        .into_par_iter()
        .map(|l| {
            let base = (l / inner) * len * inner + l % inner;
            let mut line: Vec<f64> = (0..len).map(|q| data[base + q * inner]).collect();
            if len > 1 {
                filter_line(&mut line, order, bc);
            }
            line
        })
        .collect();
    data.par_chunks_mut(len * inner)
        .enumerate()
        .for_each(|(o, chunk)| {
            for i in 0..inner {
                let line = &filtered[o * inner + i];
                for (q, &v) in line.iter().enumerate() {
                    chunk[q * inner + i] = round(v);
                }
            }
        });
}

/// `np.pad(x, npad)` over the last `rank` axes of `shape` ('edge' for `nearest`, else constant
/// `cval`).
pub(crate) fn pad(
    x: &[f64],
    shape: &[usize],
    rank: usize,
    npad: usize,
    edge: bool,
    cval: f64,
) -> (Vec<f64>, Vec<usize>) {
    let nd = shape.len();
    let first = nd - rank;
    let pshape: Vec<usize> = shape
        .iter()
        .enumerate()
        .map(|(d, &n)| if d >= first { n + 2 * npad } else { n })
        .collect();
    let total: usize = pshape.iter().product();
    let out = (0..total)
        .into_par_iter()
        .map(|i| {
            let (mut rem, mut src, mut stride) = (i, 0usize, 1usize);
            let mut outside = false;
            for d in (0..nd).rev() {
                let o = (rem % pshape[d]) as i64;
                rem /= pshape[d];
                let p = if d >= first { npad as i64 } else { 0 };
                let mut j = o - p;
                if j < 0 || j >= shape[d] as i64 {
                    outside = true;
                    j = j.clamp(0, shape[d] as i64 - 1);
                }
                src += j as usize * stride;
                stride *= shape[d];
            }
            if outside && !edge { cval } else { x[src] }
        })
        .collect();
    (out, pshape)
}

/// ni_interpolation.c's `map_coordinate`.
pub(crate) fn map_coordinate(mut x: f64, len: i64, mode: i32) -> f64 {
    if x < 0.0 {
        match mode {
            code::MIRROR => {
                if len <= 1 {
                    x = 0.0;
                } else {
                    let sz2 = 2 * len - 2;
                    x = (sz2 * ((-x / sz2 as f64) as i64)) as f64 + x;
                    x = if x <= (1 - len) as f64 {
                        x + sz2 as f64
                    } else {
                        -x
                    };
                }
            }
            code::REFLECT => {
                if len <= 1 {
                    x = 0.0;
                } else {
                    let sz2 = 2 * len;
                    if x < -(sz2 as f64) {
                        x = (sz2 * ((-x / sz2 as f64) as i64)) as f64 + x;
                    }
                    x = if x < -(len as f64) {
                        x + sz2 as f64
                    } else {
                        (if x > -1e-15 { 1e-15 } else { -x }) - 1.0
                    };
                }
            }
            code::WRAP => {
                if len <= 1 {
                    x = 0.0;
                } else {
                    let sz = len - 1;
                    x += (sz * ((-x / sz as f64) as i64 + 1)) as f64;
                }
            }
            code::GRID_WRAP => {
                if len <= 1 {
                    x = 0.0;
                } else {
                    x += (len * (((-1.0 - x) / len as f64) as i64 + 1)) as f64;
                }
            }
            code::NEAREST => x = 0.0,
            code::CONSTANT => x = -1.0,
            _ => {}
        }
    } else if x > (len - 1) as f64 {
        match mode {
            code::MIRROR => {
                if len <= 1 {
                    x = 0.0;
                } else {
                    let sz2 = 2 * len - 2;
                    x -= (sz2 * ((x / sz2 as f64) as i64)) as f64;
                    if x >= len as f64 {
                        x = sz2 as f64 - x;
                    }
                }
            }
            code::REFLECT => {
                if len <= 1 {
                    x = 0.0;
                } else {
                    let sz2 = 2 * len;
                    x -= (sz2 * ((x / sz2 as f64) as i64)) as f64;
                    if x >= len as f64 {
                        x = sz2 as f64 - x - 1.0;
                    }
                }
            }
            code::WRAP => {
                if len <= 1 {
                    x = 0.0;
                } else {
                    let sz = len - 1;
                    x -= (sz * ((x / sz as f64) as i64)) as f64;
                }
            }
            code::GRID_WRAP => {
                if len <= 1 {
                    x = 0.0;
                } else {
                    x -= (len * ((x / len as f64) as i64)) as f64;
                }
            }
            code::NEAREST => x = (len - 1) as f64,
            code::CONSTANT => x = -1.0,
            _ => {}
        }
    }
    x
}

/// `get_spline_interpolation_weights` (order 1..=5) into `w[..=order]`.
pub(crate) fn weights(mut x: f64, order: usize, w: &mut [f64]) {
    x -= (if order & 1 == 1 { x } else { x + 0.5 }).floor();
    let mut y = x;
    let mut z = 1.0 - x;
    let t;
    match order {
        1 => w[0] = 1.0 - x,
        2 => {
            w[1] = 0.75 - x * x;
            y = 0.5 - x;
            w[0] = 0.5 * y * y;
        }
        3 => {
            w[1] = (y * y * (y - 2.0) * 3.0 + 4.0) / 6.0;
            w[2] = (z * z * (z - 2.0) * 3.0 + 4.0) / 6.0;
            w[0] = z * z * z / 6.0;
        }
        4 => {
            let t2 = x * x;
            w[2] = t2 * (t2 * 0.25 - 0.625) + 115.0 / 192.0;
            y = 1.0 + x;
            w[1] = y * (y * (y * (5.0 - y) / 6.0 - 1.25) + 5.0 / 24.0) + 55.0 / 96.0;
            w[3] = z * (z * (z * (5.0 - z) / 6.0 - 1.25) + 5.0 / 24.0) + 55.0 / 96.0;
            y = 0.5 - x;
            t = y * y;
            w[0] = t * t / 24.0;
        }
        5 => {
            let mut t2 = y * y;
            w[2] = t2 * (t2 * (0.25 - y / 12.0) - 0.5) + 0.55;
            t2 = z * z;
            w[3] = t2 * (t2 * (0.25 - z / 12.0) - 0.5) + 0.55;
            y += 1.0;
            w[1] = y * (y * (y * (y * (y / 24.0 - 0.375) + 1.25) - 1.75) + 0.625) + 0.425;
            z += 1.0;
            w[4] = z * (z * (z * (z * (z / 24.0 - 0.375) + 1.25) - 1.75) + 0.625) + 0.425;
            y = 1.0 - x;
            t = y * y;
            w[0] = y * t * t / 120.0;
        }
        _ => {}
    }
    w[order] = 1.0;
    for i in 0..order {
        w[order] -= w[i];
    }
}

/// One output value of `NI_GeometricTransform` / `NI_ZoomShift` at input coordinates `icoor`
/// (before the `npad` shift) from the coefficients `coef` of shape `idims` (C order).
/// Per-axis work space of [`interpolate`], allocated once per output row.
struct Scratch {
    offs: Vec<[i64; 6]>,
    outside: Vec<[bool; 6]>,
    w: Vec<[f64; 6]>,
    f: Vec<usize>,
}

impl Scratch {
    fn new(rank: usize) -> Self {
        Scratch {
            offs: vec![[0; 6]; rank],
            outside: vec![[false; 6]; rank],
            w: vec![[1.0; 6]; rank],
            f: vec![0; rank],
        }
    }
}

fn interpolate(
    coef: &[f64],
    idims: &[usize],
    icoor: &[f64],
    plan: &Resample,
    npad: usize,
    s: &mut Scratch,
) -> f64 {
    let rank = idims.len();
    let order = plan.order;
    let mode = plan.mode_code();
    let spline_mode = if mode == code::CONSTANT || mode == code::WRAP {
        code::MIRROR
    } else {
        mode
    };
    let grid_constant = mode == code::GRID_CONSTANT;
    let Scratch {
        offs,
        outside,
        w,
        f,
    } = s;
    let mut stride = 1i64;
    for h in (0..rank).rev() {
        let len = idims[h] as i64;
        let mut cc = icoor[h] + npad as f64;
        if !grid_constant && mode != code::NEAREST {
            cc = map_coordinate(cc, len, mode);
        }
        if cc > -1.0 || grid_constant || mode == code::NEAREST {
            let start = if order & 1 == 1 {
                cc.floor() as i64 - (order / 2) as i64
            } else {
                (cc + 0.5).floor() as i64 - (order / 2) as i64
            };
            let edge = start < 0 || start + order as i64 >= len;
            for l in 0..=order {
                let mut idx = start + l as i64;
                outside[h][l] = grid_constant && (idx < 0 || idx >= len);
                if !grid_constant && edge {
                    idx = map_coordinate(idx as f64, len, spline_mode) as i64;
                }
                offs[h][l] = idx * stride;
            }
            if order > 0 {
                weights(cc, order, &mut w[h]);
            }
        } else {
            return plan.cval;
        }
        stride *= len;
    }
    // The footprint in C order, as SciPy sums it.
    f.iter_mut().for_each(|v| *v = 0);
    let mut t = 0.0;
    loop {
        let mut is_cval = false;
        let mut idx = 0i64;
        for h in 0..rank {
            is_cval |= outside[h][f[h]];
            idx += offs[h][f[h]];
        }
        let mut c = if is_cval {
            plan.cval
        } else {
            coef[idx as usize]
        };
        if order > 0 {
            for h in 0..rank {
                c *= w[h][f[h]];
            }
        }
        t += c;
        let mut h = rank;
        loop {
            if h == 0 {
                return t;
            }
            h -= 1;
            if f[h] < order {
                f[h] += 1;
                break;
            }
            f[h] = 0;
        }
    }
}

/// Resamples `coef` (`batch` planes of shape `idims`, C order) with `plan`; values in C order over
/// `(batch, *plan.out_shape)`, before the conversion to the output type.
pub(crate) fn resample(
    coef: &[f64],
    idims: &[usize],
    batch: usize,
    plan: &Resample,
    coords: Option<&[f64]>,
    npad: usize,
) -> Vec<f64> {
    let rank = idims.len();
    let n_local: usize = plan.out_shape.iter().product();
    let in_size: usize = idims.iter().product();
    let row = plan.out_shape.last().copied().unwrap_or(1).max(1);
    let mut out = vec![0.0; n_local * batch];
    let orank = plan.out_shape.len();
    out.par_chunks_mut(row).enumerate().for_each(|(r, chunk)| {
        let mut icoor = vec![0.0; rank];
        let mut oc = vec![0usize; orank];
        let mut scratch = Scratch::new(rank);
        for (j, o) in chunk.iter_mut().enumerate() {
            let i = r * row + j;
            let (b, k) = (i / n_local, i % n_local);
            let src = &coef[b * in_size..(b + 1) * in_size];
            match &plan.mapping {
                Mapping::Coordinates => {
                    let c = coords.expect("coordinates");
                    for (h, v) in icoor.iter_mut().enumerate() {
                        *v = c[h * n_local + k];
                    }
                }
                Mapping::Affine { matrix, offset } => {
                    let mut rem = k;
                    for d in (0..orank).rev() {
                        oc[d] = rem % plan.out_shape[d];
                        rem /= plan.out_shape[d];
                    }
                    for h in 0..rank {
                        let mut tmp = offset[h];
                        for l in 0..orank {
                            tmp += oc[l] as f64 * matrix[h * orank + l];
                        }
                        icoor[h] = tmp;
                    }
                }
                Mapping::ZoomShift { zoom, shift, grid } => {
                    let mut rem = k;
                    for d in (0..orank).rev() {
                        oc[d] = rem % plan.out_shape[d];
                        rem /= plan.out_shape[d];
                    }
                    for h in 0..rank {
                        let mut cc = oc[h] as f64 + shift[h];
                        cc = if *grid {
                            (cc + 0.5) * zoom[h] - 0.5
                        } else {
                            cc * zoom[h]
                        };
                        icoor[h] = cc;
                    }
                }
            }
            *o = interpolate(src, idims, &icoor, plan, npad, &mut scratch);
        }
    });
    out
}
