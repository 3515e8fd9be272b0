//! CPU side of the array routines: the loops of `kernels/routines.cu`, over host storage, with
//! rayon above [`PARALLEL_MIN`] output elements. Scatters run sequentially in C order, so repeated
//! indices accumulate (and overwrite) in NumPy's order.

use super::{IndexPlan, Positions, StridedLoop};
use crate::array::{Array, Storage};
use crate::copy::RawLayout;
use crate::device::Device;
use crate::dtype::{Element, Scalar};
use crate::error::{Error, Result};
use rayon::prelude::*;

/// Output size above which loops run in parallel.
const PARALLEL_MIN: usize = 1 << 16;

/// The whole host storage of a CPU array.
fn host<T: Element>(a: &Array<T>) -> Result<&[T]> {
    match &*a.storage {
        Storage::Host(v) => Ok(v),
        Storage::External(e) if e.is_host() => Ok(e.host_slice()),
        Storage::Cuda(_) | Storage::External(_) => Err(Error::invalid(
            "routines",
            "internal: a GPU array reached the CPU backend",
        )),
    }
}

/// Calls `f(i, offsets)` for the flat C-order positions `start..start + count` of `lp`, with the
/// element offset of position `i` in each of the `K` stride sets (an odometer, no divisions).
fn walk<const K: usize>(
    lp: &StridedLoop,
    start: usize,
    count: usize,
    mut f: impl FnMut(usize, [isize; K]),
) {
    debug_assert_eq!(lp.strides.len(), K);
    if count == 0 {
        return;
    }
    let nd = lp.shape.len();
    let mut idx = vec![0usize; nd];
    let mut rem = start;
    for d in (0..nd).rev() {
        idx[d] = rem % lp.shape[d];
        rem /= lp.shape[d];
    }
    let mut off = [0isize; K];
    for (k, o) in off.iter_mut().enumerate() {
        *o = (0..nd).map(|d| idx[d] as isize * lp.strides[k][d]).sum();
    }
    for i in start..start + count {
        f(i, off);
        let mut d = nd;
        while d > 0 {
            d -= 1;
            idx[d] += 1;
            for (k, o) in off.iter_mut().enumerate() {
                *o += lp.strides[k][d];
            }
            if idx[d] < lp.shape[d] {
                break;
            }
            for (k, o) in off.iter_mut().enumerate() {
                *o -= lp.shape[d] as isize * lp.strides[k][d];
            }
            idx[d] = 0;
        }
    }
}

/// A C-ordered vector of `f(offsets)` over every position of `lp`.
fn map_loop<T: Element, const K: usize>(
    lp: &StridedLoop,
    f: impl Fn([isize; K]) -> T + Sync,
) -> Vec<T> {
    let n = lp.len();
    let mut out = vec![T::default(); n];
    if n >= PARALLEL_MIN {
        out.par_chunks_mut(PARALLEL_MIN)
            .enumerate()
            .for_each(|(c, chunk)| {
                let start = c * PARALLEL_MIN;
                walk::<K>(lp, start, chunk.len(), |i, off| chunk[i - start] = f(off));
            });
    } else {
        walk::<K>(lp, 0, n, |i, off| out[i] = f(off));
    }
    out
}

/// `k` in `[-len, len)` mapped to `[0, len)`; `None` outside.
#[inline]
fn wrap_index(k: i64, len: usize) -> Option<usize> {
    let len = len as i64;
    let k = if k < 0 { k + len } else { k };
    (0..len).contains(&k).then_some(k as usize)
}

/// The flat C-order position of the first index outside `[-bound, bound)`.
pub(crate) fn first_bad_index(ind: &Array<i64>, bound: usize) -> Result<Option<usize>> {
    let v = ind.view_cpu().expect("CPU array");
    Ok(v.iter().position(|&k| wrap_index(k, bound).is_none()))
}

pub(crate) fn gather<T: Element>(
    src: &Array<T>,
    ind: &Array<i64>,
    plan: &IndexPlan,
) -> Result<Array<T>> {
    let lp = StridedLoop::new(&plan.shape, &[&plan.base_strides, &plan.index_strides]);
    let (s, i) = (host(src)?, host(ind)?);
    let (s0, i0) = (src.offset() as isize, ind.offset() as isize);
    let out = if plan.len() == 0 {
        Vec::new()
    } else {
        map_loop::<T, 2>(&lp, |off| {
            let k = i[(i0 + off[1]) as usize];
            // Validated by the caller; an invalid index would be a bug, never a wild read.
            let k = wrap_index(k, plan.axis_len).expect("indices validated before gather");
            s[(s0 + off[0] + k as isize * plan.axis_stride) as usize]
        })
    };
    Array::from_vec(out, &plan.shape, &Device::cpu())
}

/// `dst[wrap(ind[i])] = vals[i % vals.len()]` in C order of `ind` (later writes win).
pub(crate) fn put<T: Element>(dst: &mut [T], ind: &Array<i64>, vals: &[T]) {
    let v = ind.view_cpu().expect("CPU array");
    for (i, &k) in v.iter().enumerate() {
        let k = wrap_index(k, dst.len()).expect("indices validated before put");
        dst[k] = vals[i % vals.len()];
    }
}

/// NumPy's `add` for one element type: wrapping for integers, `or` for bool; floats and complex
/// add in f64 and round once (innocuous double rounding for every narrower float type).
#[inline]
fn add<T: Element>(a: T, b: T) -> T {
    match (a.to_scalar(), b.to_scalar()) {
        (Scalar::Bool(x), Scalar::Bool(y)) => T::from_scalar(Scalar::Bool(x || y)),
        (Scalar::Int(x), Scalar::Int(y)) => T::from_scalar(Scalar::Int(x.wrapping_add(y))),
        (Scalar::UInt(x), Scalar::UInt(y)) => T::from_scalar(Scalar::UInt(x.wrapping_add(y))),
        (Scalar::Float(x), Scalar::Float(y)) => T::from_scalar(Scalar::Float(x + y)),
        (Scalar::Complex(xr, xi), Scalar::Complex(yr, yi)) => {
            T::from_scalar(Scalar::Complex(xr + yr, xi + yi))
        }
        _ => unreachable!("both operands have the same element type"),
    }
}

/// `dst[off_dst + wrap(ind) * axis_stride] += vals[off_vals]` over `plan`, in C order.
pub(crate) fn scatter_add<T: Element>(
    dst: &mut [T],
    plan: &IndexPlan,
    ind: &Array<i64>,
    vals: &Array<T>,
    vals_strides: &[isize],
) -> Result<()> {
    let lp = StridedLoop::new(
        &plan.shape,
        &[&plan.base_strides, &plan.index_strides, vals_strides],
    );
    let (i, v) = (host(ind)?, host(vals)?);
    let (i0, v0) = (ind.offset() as isize, vals.offset() as isize);
    walk::<3>(&lp, 0, plan.len(), |_, off| {
        let k = wrap_index(i[(i0 + off[1]) as usize], plan.axis_len)
            .expect("indices validated before scatter_add");
        let t = (off[0] + k as isize * plan.axis_stride) as usize;
        dst[t] = add(dst[t], v[(v0 + off[2]) as usize]);
    });
    Ok(())
}

pub(crate) fn where_<T: Element>(
    cond: &Array<bool>,
    x: &Array<T>,
    y: &Array<T>,
    shape: &[usize],
    strides: [&[isize]; 3],
) -> Result<Array<T>> {
    let lp = StridedLoop::new(shape, &strides);
    let (c, xs, ys) = (host(cond)?, host(x)?, host(y)?);
    let (c0, x0, y0) = (
        cond.offset() as isize,
        x.offset() as isize,
        y.offset() as isize,
    );
    let out = if shape.contains(&0) {
        Vec::new()
    } else {
        map_loop::<T, 3>(&lp, |off| {
            if c[(c0 + off[0]) as usize] {
                xs[(x0 + off[1]) as usize]
            } else {
                ys[(y0 + off[2]) as usize]
            }
        })
    };
    Array::from_vec(out, shape, &Device::cpu())
}

fn is_nan(s: Scalar) -> bool {
    matches!(s, Scalar::Float(f) if f.is_nan())
}

/// `a < b` for two scalars of one (real) element type.
fn less(a: Scalar, b: Scalar) -> bool {
    match (a, b) {
        (Scalar::Bool(x), Scalar::Bool(y)) => !x & y,
        (Scalar::Int(x), Scalar::Int(y)) => x < y,
        (Scalar::UInt(x), Scalar::UInt(y)) => x < y,
        (Scalar::Float(x), Scalar::Float(y)) => x < y,
        _ => false,
    }
}

/// NumPy's `minimum(maximum(x, lo), hi)`: a NaN operand wins each comparison.
#[inline]
fn clip_one<T: Element>(x: T, lo: Option<T>, hi: Option<T>) -> T {
    let (mut r, mut rs) = (x, x.to_scalar());
    if let Some(lo) = lo {
        let ls = lo.to_scalar();
        if !is_nan(rs) && (is_nan(ls) || less(rs, ls)) {
            (r, rs) = (lo, ls);
        }
    }
    if let Some(hi) = hi {
        let hs = hi.to_scalar();
        if !is_nan(rs) && (is_nan(hs) || less(hs, rs)) {
            r = hi;
        }
    }
    r
}

pub(crate) fn clip<T: Element>(a: &Array<T>, lo: Option<T>, hi: Option<T>) -> Result<Array<T>> {
    let lp = StridedLoop::new(a.shape(), &[a.strides()]);
    let (s, s0) = (host(a)?, a.offset() as isize);
    let out = if a.is_empty() {
        Vec::new()
    } else {
        map_loop::<T, 1>(&lp, |off| clip_one(s[(s0 + off[0]) as usize], lo, hi))
    };
    Array::from_vec(out, a.shape(), &Device::cpu())
}

pub(crate) fn positions<T: Element>(a: &Array<T>, mode: Positions) -> Result<Array<i64>> {
    let v = a.view_cpu().expect("CPU array");
    let ndim = a.ndim();
    let dev = Device::cpu();
    match mode {
        Positions::Flat => {
            let p: Vec<i64> = v
                .iter()
                .enumerate()
                .filter(|(_, x)| x.cast::<bool>())
                .map(|(i, _)| i as i64)
                .collect();
            let n = p.len();
            Array::from_vec(p, &[n], &dev)
        }
        Positions::AxisMajor | Positions::PointMajor => {
            let mut points: Vec<i64> = Vec::new();
            for (ix, x) in v.indexed_iter() {
                if x.cast::<bool>() {
                    points.extend(ndarray::Dimension::slice(&ix).iter().map(|&i| i as i64));
                }
            }
            let n = points.len() / ndim.max(1);
            if mode == Positions::PointMajor {
                return Array::from_vec(points, &[n, ndim], &dev);
            }
            let mut rows = vec![0i64; points.len()];
            for (p, point) in points.chunks(ndim.max(1)).enumerate() {
                for (d, &c) in point.iter().enumerate() {
                    rows[d * n + p] = c;
                }
            }
            Array::from_vec(rows, &[ndim, n], &dev)
        }
    }
}

/// Copies region `src` of `buf` into its disjoint region `dst` (through a temporary, so no two
/// borrows of `buf` overlap).
pub(crate) fn copy_within<T: Element>(buf: &mut [T], src: &RawLayout, dst: &RawLayout) {
    let lp = StridedLoop::new(&src.shape, &[&src.strides, &dst.strides]);
    let n = lp.len();
    let (s0, d0) = (src.offset as isize, dst.offset as isize);
    let mut tmp = Vec::with_capacity(n);
    walk::<2>(&lp, 0, n, |_, off| tmp.push(buf[(s0 + off[0]) as usize]));
    walk::<2>(&lp, 0, n, |i, off| buf[(d0 + off[1]) as usize] = tmp[i]);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walk_matches_index_arithmetic_from_any_start() {
        let lp = StridedLoop::uncollapsed(&[2, 3, 4], &[&[12, 4, 1], &[1, -2, 6]]);
        for start in [0, 1, 5, 11, 23] {
            let mut got = Vec::new();
            walk::<2>(&lp, start, 24 - start, |i, off| got.push((i, off)));
            for (i, off) in got {
                let (a, b, c) = (i / 12, (i / 4) % 3, i % 4);
                assert_eq!(off[0], (a * 12 + b * 4 + c) as isize);
                assert_eq!(off[1], a as isize - 2 * b as isize + 6 * c as isize);
            }
        }
    }

    #[test]
    fn parallel_map_matches_sequential() {
        let n = PARALLEL_MIN * 2 + 3;
        let lp = StridedLoop::new(&[n], &[&[1]]);
        let v = map_loop::<i64, 1>(&lp, |off| off[0] as i64 * 3);
        assert!(v.iter().enumerate().all(|(i, &x)| x == i as i64 * 3));
    }

    #[test]
    fn add_wraps_and_ors_like_numpy() {
        assert_eq!(add(100i8, 100i8), -56);
        assert_eq!(add(250u8, 10u8), 4);
        assert!(add(true, false));
        assert_eq!(
            add(half::f16::from_f32(1.0), half::f16::from_f32(2.0)).to_f32(),
            3.0
        );
    }

    #[test]
    fn clip_one_propagates_nan() {
        assert!(clip_one(f64::NAN, Some(0.0), Some(1.0)).is_nan());
        assert!(clip_one(0.5f64, Some(f64::NAN), None).is_nan());
        assert!(clip_one(0.5f64, None, Some(f64::NAN)).is_nan());
        assert_eq!(clip_one(5i32, Some(4), Some(2)), 2);
        assert!(!clip_one(true, None, Some(false)));
    }
}
