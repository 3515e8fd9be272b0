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

#[cfg(test)]
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

#[cfg(test)]
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

/// `apply_filter` on one line (length > 1): the scalar reference of [`filter_lanes`].
#[cfg(test)]
fn filter_line(c: &mut [f64], order: usize, bc: BoundaryCode) {
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

/// Lines filtered together, one per SIMD lane: the recursions run along the lines, so the lanes
/// hold neighbouring lines (8 `f64`, one cache line of neighbouring columns).
const LANES: usize = 8;
type Lanes = [f64; LANES];

/// [`causal_init`] on `LANES` lines at once (the same operations per lane).
fn causal_init_lanes(c: &mut [Lanes], z: f64, bc: BoundaryCode) {
    let n = c.len();
    match bc {
        BoundaryCode::Mirror => {
            let mut z_i = z;
            let z_n_1 = z.powf((n - 1) as f64);
            let mut c0 = c[0];
            let cl = c[n - 1];
            for w in 0..LANES {
                c0[w] += z_n_1 * cl[w];
            }
            for i in 1..n - 1 {
                let (a, b) = (&c[i], &c[n - 1 - i]);
                for w in 0..LANES {
                    c0[w] += z_i * (a[w] + z_n_1 * b[w]);
                }
                z_i *= z;
            }
            let d = 1.0 - z_n_1 * z_n_1;
            for v in &mut c0 {
                *v /= d;
            }
            c[0] = c0;
        }
        BoundaryCode::GridWrap => {
            let mut z_i = z;
            let mut c0 = c[0];
            for i in 1..n {
                let a = &c[n - i];
                for w in 0..LANES {
                    c0[w] += z_i * a[w];
                }
                z_i *= z;
            }
            let d = 1.0 - z_i;
            for v in &mut c0 {
                *v /= d;
            }
            c[0] = c0;
        }
        BoundaryCode::Reflect => {
            // As `causal_init`: SciPy 1.17.1 reads the running sum as c[n - 1 - i] at i = n - 1.
            let mut z_i = z;
            let z_n = z.powf(n as f64);
            let c0 = c[0];
            let cl = c[n - 1];
            let mut acc = [0.0; LANES];
            for w in 0..LANES {
                acc[w] = c0[w] + z_n * cl[w];
            }
            for i in 1..n {
                let a = c[i];
                let mirrored = if i == n - 1 { acc } else { c[n - 1 - i] };
                for w in 0..LANES {
                    acc[w] += z_i * (a[w] + z_n * mirrored[w]);
                }
                z_i *= z;
            }
            let f = z / (1.0 - z_n * z_n);
            for w in 0..LANES {
                c[0][w] = acc[w] * f + c0[w];
            }
        }
    }
}

/// [`anticausal_init`] on `LANES` lines at once.
fn anticausal_init_lanes(c: &mut [Lanes], z: f64, bc: BoundaryCode) {
    let n = c.len();
    match bc {
        BoundaryCode::Mirror => {
            let (a, d) = (c[n - 2], z * z - 1.0);
            for (v, &a) in c[n - 1].iter_mut().zip(&a) {
                *v = (z * a + *v) * z / d;
            }
        }
        BoundaryCode::GridWrap => {
            let mut z_i = z;
            let mut cl = c[n - 1];
            for a in &c[..n - 1] {
                for w in 0..LANES {
                    cl[w] += z_i * a[w];
                }
                z_i *= z;
            }
            let f = z / (z_i - 1.0);
            for v in &mut cl {
                *v *= f;
            }
            c[n - 1] = cl;
        }
        BoundaryCode::Reflect => {
            let f = z / (z - 1.0);
            for v in &mut c[n - 1] {
                *v *= f;
            }
        }
    }
}

/// [`filter_line`] on `LANES` lines at once (lines of length > 1), lane by lane the same
/// operations in the same order.
fn filter_lanes(c: &mut [Lanes], order: usize, bc: BoundaryCode) {
    let zs = poles(order);
    let mut gain = 1.0;
    for &z in zs {
        gain *= (1.0 - z) * (1.0 - 1.0 / z);
    }
    for l in c.iter_mut() {
        for v in l {
            *v *= gain;
        }
    }
    let n = c.len();
    for &z in zs {
        causal_init_lanes(c, z, bc);
        for i in 1..n {
            let p = c[i - 1];
            for (v, &p) in c[i].iter_mut().zip(&p) {
                *v += z * p;
            }
        }
        anticausal_init_lanes(c, z, bc);
        for i in (0..n - 1).rev() {
            let q = c[i + 1];
            for (v, &q) in c[i].iter_mut().zip(&q) {
                *v = z * (q - *v);
            }
        }
    }
}

/// A base pointer the tasks of one call read and write disjoint elements through.
#[derive(Clone, Copy)]
struct SharedMut(*mut f64);
// SAFETY: every task touches a distinct set of elements of one live buffer (see the caller).
unsafe impl Send for SharedMut {}
// SAFETY: as above.
unsafe impl Sync for SharedMut {}
impl SharedMut {
    fn at(self, i: usize) -> *mut f64 {
        self.0.wrapping_add(i)
    }
}

/// The spline filter of `order` along `axis` of the C-contiguous `data` of `shape`, in place,
/// with `round` applied to every result (SciPy's conversion to the output type).
pub(crate) fn spline_filter_axis<R: Fn(f64) -> f64 + Sync>(
    data: &mut [f64],
    shape: &[usize],
    axis: usize,
    order: usize,
    bc: BoundaryCode,
    round: &R,
) {
    let len = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    if len == 0 || data.is_empty() {
        return;
    }
    if len == 1 {
        // Lines of one point are copied unfiltered.
        data.par_iter_mut().for_each(|v| *v = round(*v));
        return;
    }
    if inner == 1 {
        // Contiguous lines: LANES of them transposed into the lanes, filtered, written back.
        data.par_chunks_mut(len * LANES).for_each_init(
            || vec![[0.0; LANES]; len],
            |buf, chunk| {
                let rows = chunk.len() / len;
                for (q, b) in buf.iter_mut().enumerate() {
                    for (w, v) in b.iter_mut().enumerate() {
                        *v = if w < rows { chunk[w * len + q] } else { 0.0 };
                    }
                }
                filter_lanes(buf, order, bc);
                for (w, line) in chunk.chunks_exact_mut(len).enumerate() {
                    for (v, b) in line.iter_mut().zip(buf.iter()) {
                        *v = round(b[w]);
                    }
                }
            },
        );
        return;
    }
    // Strided lines: LANES neighbouring columns of one (len, inner) slab per task.
    let outer = data.len() / (len * inner);
    let blocks = inner.div_ceil(LANES);
    let ptr = SharedMut(data.as_mut_ptr());
    (0..outer * blocks).into_par_iter().for_each_init(
        || vec![[0.0; LANES]; len],
        |buf, task| {
            let (o, b) = (task / blocks, task % blocks);
            let j0 = b * LANES;
            let width = LANES.min(inner - j0);
            let base = o * len * inner + j0;
            for (q, l) in buf.iter_mut().enumerate() {
                // SAFETY: base + q * inner + width <= data.len(); only this task touches the
                // columns j0..j0 + width of slab o.
                let src = unsafe { std::slice::from_raw_parts(ptr.at(base + q * inner), width) };
                l[..width].copy_from_slice(src);
                l[width..].fill(0.0);
            }
            filter_lanes(buf, order, bc);
            for (q, l) in buf.iter().enumerate() {
                // SAFETY: as above.
                let dst =
                    unsafe { std::slice::from_raw_parts_mut(ptr.at(base + q * inner), width) };
                for (d, &v) in dst.iter_mut().zip(l) {
                    *d = round(v);
                }
            }
        },
    );
}

/// The elements of the C-contiguous CPU array `a` as `f64` (converted in parallel, without an
/// intermediate copy).
pub(crate) fn to_f64<T: crate::FilterElement>(
    a: &gsci_core::Array<T>,
) -> gsci_core::Result<Vec<f64>> {
    let view = a.view_cpu();
    let Some(src) = view.as_ref().and_then(|v| v.as_slice()) else {
        return Ok(a.to_vec()?.into_iter().map(|v| v.to_f64()).collect());
    };
    let mut out = gsci_core::host::zeros::<f64>(src.len());
    out.par_chunks_mut(1 << 14)
        .zip(src.par_chunks(1 << 14))
        .for_each(|(o, s)| {
            for (o, &v) in o.iter_mut().zip(s) {
                *o = v.to_f64();
            }
        });
    Ok(out)
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

/// The taps of one axis at one coordinate: element offsets (index times the axis stride),
/// whether each lies outside (`grid-constant`), and the spline weights.
#[derive(Clone, Copy)]
struct AxisTaps {
    offs: [i64; 6],
    outside: [bool; 6],
    w: [f64; 6],
}

/// The taps along an axis of `len` elements (stride `stride`) at input coordinate `coord`
/// (before the `npad` shift), as `NI_GeometricTransform` computes them; `None` when the point
/// takes `cval`.
fn axis_taps(coord: f64, len: i64, stride: i64, plan: &Resample, npad: usize) -> Option<AxisTaps> {
    let order = plan.order;
    let mode = plan.mode_code();
    let spline_mode = if mode == code::CONSTANT || mode == code::WRAP {
        code::MIRROR
    } else {
        mode
    };
    let grid_constant = mode == code::GRID_CONSTANT;
    let mut cc = coord + npad as f64;
    if !grid_constant && mode != code::NEAREST {
        cc = map_coordinate(cc, len, mode);
    }
    if !(cc > -1.0 || grid_constant || mode == code::NEAREST) {
        return None;
    }
    let mut t = AxisTaps {
        offs: [0; 6],
        outside: [false; 6],
        w: [1.0; 6],
    };
    let start = if order & 1 == 1 {
        cc.floor() as i64 - (order / 2) as i64
    } else {
        (cc + 0.5).floor() as i64 - (order / 2) as i64
    };
    let edge = start < 0 || start + order as i64 >= len;
    for l in 0..=order {
        let mut idx = start + l as i64;
        t.outside[l] = grid_constant && (idx < 0 || idx >= len);
        if !grid_constant && edge {
            idx = map_coordinate(idx as f64, len, spline_mode) as i64;
        }
        t.offs[l] = idx * stride;
    }
    if order > 0 {
        weights(cc, order, &mut t.w);
    }
    Some(t)
}

/// One output value of `NI_GeometricTransform` / `NI_ZoomShift` from the taps of each axis:
/// the footprint summed in C order, as SciPy sums it (`f` is work space of `rank` counters).
fn footprint_sum<A: std::borrow::Borrow<AxisTaps>>(
    coef: &[f64],
    taps: &[A],
    plan: &Resample,
    f: &mut [usize],
) -> f64 {
    let rank = taps.len();
    let order = plan.order;
    f.iter_mut().for_each(|v| *v = 0);
    let mut t = 0.0;
    loop {
        let mut is_cval = false;
        let mut idx = 0i64;
        for h in 0..rank {
            let t = taps[h].borrow();
            is_cval |= t.outside[f[h]];
            idx += t.offs[f[h]];
        }
        let mut c = if is_cval {
            plan.cval
        } else {
            coef[idx as usize]
        };
        if order > 0 {
            for h in 0..rank {
                c *= taps[h].borrow().w[f[h]];
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

/// One output value at input coordinates `icoor` (before the `npad` shift) from the
/// coefficients `coef` of shape `idims` (C order).
fn interpolate(
    coef: &[f64],
    idims: &[usize],
    icoor: &[f64],
    plan: &Resample,
    npad: usize,
    taps: &mut [AxisTaps],
    f: &mut [usize],
) -> f64 {
    let rank = idims.len();
    let mut stride = 1i64;
    for h in (0..rank).rev() {
        let len = idims[h] as i64;
        match axis_taps(icoor[h], len, stride, plan, npad) {
            Some(t) => taps[h] = t,
            None => return plan.cval,
        }
        stride *= len;
    }
    footprint_sum(coef, taps, plan, f)
}

/// One row of a rank-2 zoom/shift: the row's axis-0 taps `t0` with the axis-1 taps of each
/// output column; `K = order + 1` taps per axis, summed in SciPy's order.
fn zoom_row2<const K: usize>(
    coef: &[f64],
    t0: &AxisTaps,
    cols: &[Option<AxisTaps>],
    plan: &Resample,
    out: &mut [f64],
) {
    let weighted = plan.order > 0;
    let any_outside = t0.outside[..K].iter().any(|&o| o);
    for (o, t1) in out.iter_mut().zip(cols) {
        let Some(t1) = t1 else {
            *o = plan.cval;
            continue;
        };
        let mut t = 0.0;
        if !any_outside && !t1.outside[..K].iter().any(|&o| o) {
            for a in 0..K {
                let row = &coef[(t0.offs[a]) as usize..];
                for b in 0..K {
                    let mut c = row[t1.offs[b] as usize];
                    if weighted {
                        c *= t0.w[a];
                        c *= t1.w[b];
                    }
                    t += c;
                }
            }
        } else {
            for a in 0..K {
                for b in 0..K {
                    let mut c = if t0.outside[a] || t1.outside[b] {
                        plan.cval
                    } else {
                        coef[(t0.offs[a] + t1.offs[b]) as usize]
                    };
                    if weighted {
                        c *= t0.w[a];
                        c *= t1.w[b];
                    }
                    t += c;
                }
            }
        }
        *o = t;
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
    let mut out = gsci_core::host::zeros::<f64>(n_local * batch);
    let orank = plan.out_shape.len();
    if let Mapping::ZoomShift { zoom, shift, grid } = &plan.mapping {
        // Separable: the taps of each axis depend only on the output index along that axis
        // (NI_ZoomShift's tables).
        let mut strides = vec![1i64; rank];
        for h in (0..rank.saturating_sub(1)).rev() {
            strides[h] = strides[h + 1] * idims[h + 1] as i64;
        }
        let tables: Vec<Vec<Option<AxisTaps>>> = (0..rank)
            .map(|h| {
                (0..plan.out_shape[h])
                    .map(|k| {
                        let cc = k as f64 + shift[h];
                        let cc = if *grid {
                            (cc + 0.5) * zoom[h] - 0.5
                        } else {
                            cc * zoom[h]
                        };
                        axis_taps(cc, idims[h] as i64, strides[h], plan, npad)
                    })
                    .collect()
            })
            .collect();
        let rows_per_plane = n_local / row;
        out.par_chunks_mut(row).enumerate().for_each(|(r, chunk)| {
            let (b, kr) = (r / rows_per_plane, r % rows_per_plane);
            let src = &coef[b * in_size..(b + 1) * in_size];
            if rank == 2 {
                let Some(t0) = &tables[0][kr] else {
                    chunk.fill(plan.cval);
                    return;
                };
                let cols = &tables[1];
                match plan.order {
                    0 => zoom_row2::<1>(src, t0, cols, plan, chunk),
                    1 => zoom_row2::<2>(src, t0, cols, plan, chunk),
                    2 => zoom_row2::<3>(src, t0, cols, plan, chunk),
                    3 => zoom_row2::<4>(src, t0, cols, plan, chunk),
                    4 => zoom_row2::<5>(src, t0, cols, plan, chunk),
                    _ => zoom_row2::<6>(src, t0, cols, plan, chunk),
                }
                return;
            }
            // Any rank: the leading axes' taps are fixed along the row.
            let mut oc = vec![0usize; rank];
            let mut rem = kr;
            for d in (0..rank - 1).rev() {
                oc[d] = rem % plan.out_shape[d];
                rem /= plan.out_shape[d];
            }
            let lead: Option<Vec<&AxisTaps>> =
                (0..rank - 1).map(|h| tables[h][oc[h]].as_ref()).collect();
            let Some(mut taps) = lead else {
                chunk.fill(plan.cval);
                return;
            };
            let mut f = vec![0usize; rank];
            for (o, t) in chunk.iter_mut().zip(&tables[rank - 1]) {
                *o = match t {
                    Some(t) => {
                        taps.push(t);
                        let v = footprint_sum(src, &taps, plan, &mut f);
                        taps.pop();
                        v
                    }
                    None => plan.cval,
                };
            }
        });
        return out;
    }
    out.par_chunks_mut(row).enumerate().for_each(|(r, chunk)| {
        let mut icoor = vec![0.0; rank];
        let mut oc = vec![0usize; orank];
        let mut taps = vec![
            AxisTaps {
                offs: [0; 6],
                outside: [false; 6],
                w: [1.0; 6],
            };
            rank
        ];
        let mut f = vec![0usize; rank];
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
                        let cc = oc[h] as f64 + shift[h];
                        icoor[h] = if *grid {
                            (cc + 0.5) * zoom[h] - 0.5
                        } else {
                            cc * zoom[h]
                        };
                    }
                }
            }
            *o = interpolate(src, idims, &icoor, plan, npad, &mut taps, &mut f);
        }
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lane-parallel prefilter does lane by lane exactly what SciPy's scalar one does.
    #[test]
    fn filter_lanes_is_filter_line_per_lane() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (state >> 11) as f64 / (1u64 << 53) as f64 * 10.0 - 5.0
        };
        for n in [2usize, 3, 4, 7, 40] {
            for order in 2..=5 {
                for bc in [
                    BoundaryCode::Mirror,
                    BoundaryCode::GridWrap,
                    BoundaryCode::Reflect,
                ] {
                    let mut lanes = vec![[0.0; LANES]; n];
                    for l in lanes.iter_mut() {
                        for v in l.iter_mut() {
                            *v = next();
                        }
                    }
                    let lines: Vec<Vec<f64>> = (0..LANES)
                        .map(|w| {
                            let mut line: Vec<f64> = lanes.iter().map(|l| l[w]).collect();
                            filter_line(&mut line, order, bc);
                            line
                        })
                        .collect();
                    filter_lanes(&mut lanes, order, bc);
                    for (w, line) in lines.iter().enumerate() {
                        for (q, &v) in line.iter().enumerate() {
                            assert_eq!(
                                v.to_bits(),
                                lanes[q][w].to_bits(),
                                "n {n} order {order} {bc:?} lane {w} point {q}"
                            );
                        }
                    }
                }
            }
        }
    }
}
