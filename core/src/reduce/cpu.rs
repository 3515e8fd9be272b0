//! CPU side of the reduction engine (rayon).
//!
//! Two traversals, both pairwise so float sums have O(log n) error growth like NumPy's:
//! - lanes: each output reduces its own elements: recursive halving down to blocks of 128, each
//!   summed with 8 independent accumulators (NumPy's pairwise sum);
//! - columns: when the innermost kept axis is the fastest in memory (e.g. axis 0 of a C array),
//!   up to 256 neighbouring outputs advance together over the reduced elements, so every cache
//!   line is used fully; rows are combined in blocks of 64, then halved recursively.
//!
//! Both split the work with `rayon::join` (through `crate::par`) above [`PARALLEL_MIN`] elements. The split points do
//! not depend on the number of threads, so results are deterministic.

use super::Plan;
use super::acc::Reducible;
use super::ops::Op;
use crate::array::Array;

/// Work (in elements) above which the reduction runs in parallel.
const PARALLEL_MIN: usize = 1 << 16;
/// Elements summed sequentially (with 8 accumulators) at the leaves of the pairwise recursion.
const LEAF: usize = 128;
/// Outputs advanced together in column mode.
const COL_WIDTH: usize = 256;
/// Reduced elements per leaf in column mode.
const COL_LEAF_ROWS: usize = 64;

/// A raw pointer that may cross threads: the array it points into is borrowed for the whole call
/// and only read.
#[derive(Clone, Copy)]
struct Ptr<T>(*const T);
// SAFETY: the pointee is immutable for the duration of the reduction and `T: Sync`.
unsafe impl<T: Sync> Send for Ptr<T> {}
// SAFETY: as above.
unsafe impl<T: Sync> Sync for Ptr<T> {}

impl<T> Ptr<T> {
    /// # Safety
    /// `off` must stay inside the array's layout.
    #[inline(always)]
    unsafe fn at(self, off: isize) -> Ptr<T> {
        // SAFETY: guaranteed by the caller.
        Ptr(unsafe { self.0.offset(off) })
    }
    /// # Safety
    /// `off` must be the offset of an element of the array.
    #[inline(always)]
    unsafe fn get(self, off: isize) -> T
    where
        T: Copy,
    {
        // SAFETY: guaranteed by the caller.
        unsafe { *self.0.offset(off) }
    }
}

fn join<A: Send, B: Send>(
    parallel: bool,
    a: impl FnOnce() -> A + Send,
    b: impl FnOnce() -> B + Send,
) -> (A, B) {
    if parallel {
        // Through the one non-generic `par::join`, so rayon is not instantiated again for every
        // (dtype, op, closure) (see `crate::par`).
        let (mut fa, mut fb) = (Some(a), Some(b));
        let (mut ra, mut rb) = (None, None);
        crate::par::join(&mut || ra = fa.take().map(|f| f()), &mut || {
            rb = fb.take().map(|f| f())
        });
        match (ra, rb) {
            (Some(ra), Some(rb)) => (ra, rb),
            // `par::join` runs both closures once; this arm is not reached.
            _ => unreachable!("par::join ran both halves"),
        }
    } else {
        (a(), b())
    }
}

/// Offset of C-order index `i` in a layout.
fn offset_of(mut i: usize, shape: &[usize], strides: &[isize]) -> isize {
    let mut off = 0isize;
    for (&n, &s) in shape.iter().zip(strides).rev() {
        off += (i % n) as isize * s;
        i /= n;
    }
    off
}

/// Walks a layout in C order from a given linear index.
struct Odometer<'a> {
    shape: &'a [usize],
    strides: &'a [isize],
    index: Vec<usize>,
    offset: isize,
}

impl<'a> Odometer<'a> {
    fn new(shape: &'a [usize], strides: &'a [isize], start: usize) -> Self {
        let mut index = vec![0; shape.len()];
        let mut rem = start;
        for (d, &n) in shape.iter().enumerate().rev() {
            index[d] = rem % n.max(1);
            rem /= n.max(1);
        }
        Odometer {
            shape,
            strides,
            offset: offset_of(start, shape, strides),
            index,
        }
    }

    #[inline(always)]
    fn step(&mut self) {
        for d in (0..self.shape.len()).rev() {
            self.index[d] += 1;
            self.offset += self.strides[d];
            if self.index[d] < self.shape[d] {
                return;
            }
            self.offset -= self.strides[d] * self.shape[d] as isize;
            self.index[d] = 0;
        }
    }
}

/// Reduces `x` as `plan` says; returns the `plan.nout` results in C order of the kept axes.
/// `aux` holds one value per output (from an earlier pass).
pub(crate) fn reduce<T: Reducible, O: Op<T>>(
    x: &Array<T>,
    plan: &Plan,
    op: &O,
    aux: Option<&[O::Aux]>,
) -> Vec<O::Out> {
    if plan.nout == 0 {
        return Vec::new();
    }
    let view = x.view_cpu().expect("reduce::cpu is called with CPU arrays");
    let p = Ptr(view.as_ptr());
    let aux_of = |o: usize| aux.map_or_else(Default::default, |a| a[o]);
    let (k, r) = (plan.kshape.len(), plan.rshape.len());
    let column_mode = k > 0
        && plan.nred > 1
        && plan.kshape[k - 1] > 1
        && plan
            .rstrides
            .iter()
            .zip(&plan.rshape)
            .filter(|(_, n)| **n > 1)
            .all(|(s, _)| plan.kstrides[k - 1].unsigned_abs() < s.unsigned_abs());
    let parallel = plan.nout.saturating_mul(plan.nred) >= PARALLEL_MIN;
    debug_assert!(r > 0);

    if column_mode {
        let w = plan.kshape[k - 1];
        let ks = plan.kstrides[k - 1];
        let outer_shape = &plan.kshape[..k - 1];
        let outer_strides = &plan.kstrides[..k - 1];
        let groups: Vec<(usize, usize)> = (0..plan.nout / w)
            .flat_map(|q| (0..w).step_by(COL_WIDTH).map(move |c0| (q, c0)))
            .collect();
        let group = |&(q, c0): &(usize, usize)| -> Vec<O::Out> {
            let wb = COL_WIDTH.min(w - c0);
            let o0 = q * w + c0;
            let aux_g: Vec<O::Aux> = (o0..o0 + wb).map(aux_of).collect();
            let base = offset_of(q, outer_shape, outer_strides) + c0 as isize * ks;
            // SAFETY: `base` is the offset of output (q, c0)'s first element.
            let accs = columns(
                op,
                unsafe { p.at(base) },
                ks,
                wb,
                plan,
                0,
                plan.nred,
                &aux_g,
            );
            accs.into_iter()
                .zip(aux_g)
                .map(|(a, x)| op.finish(a, plan.nred, x))
                .collect()
        };
        let parts: Vec<Vec<O::Out>> = if parallel {
            let mut parts = vec![Vec::new(); groups.len()];
            crate::par::chunks_mut(&mut parts, 1, |i, part| part[0] = group(&groups[i]));
            parts
        } else {
            groups.iter().map(group).collect()
        };
        return parts.into_iter().flatten().collect();
    }

    let one = |o: usize| -> O::Out {
        let a = aux_of(o);
        let base = offset_of(o, &plan.kshape, &plan.kstrides);
        // SAFETY: `base` is the offset of output o's first element.
        let acc = lane(
            op,
            unsafe { p.at(base) },
            &plan.rshape,
            &plan.rstrides,
            0,
            a,
        );
        op.finish(acc, plan.nred, a)
    };
    if parallel && plan.nout > 1 {
        let min_len = (PARALLEL_MIN / plan.nred.max(1)).max(1);
        let chunk = min_len.max(plan.nout.div_ceil(8 * rayon::current_num_threads()));
        let mut out = vec![O::Out::default(); plan.nout];
        crate::par::chunks_mut(&mut out, chunk, |off, piece| {
            for (k, o) in piece.iter_mut().enumerate() {
                *o = one(off + k);
            }
        });
        out
    } else {
        (0..plan.nout).map(one).collect()
    }
}

/// Pairwise reduction of one output's elements (the reduced layout from `p`).
fn lane<T: Reducible, O: Op<T>>(
    op: &O,
    p: Ptr<T>,
    shape: &[usize],
    strides: &[isize],
    index0: usize,
    aux: O::Aux,
) -> O::Acc {
    if shape.len() == 1 {
        return pairwise(op, p, shape[0], strides[0], index0, aux);
    }
    let inner: usize = shape[1..].iter().product();
    lane_range(op, p, shape, strides, 0, shape[0], inner, index0, aux)
}

/// Pairwise over the outermost reduced axis, `lo..hi`.
#[allow(clippy::too_many_arguments)]
fn lane_range<T: Reducible, O: Op<T>>(
    op: &O,
    p: Ptr<T>,
    shape: &[usize],
    strides: &[isize],
    lo: usize,
    hi: usize,
    inner: usize,
    index0: usize,
    aux: O::Aux,
) -> O::Acc {
    if hi - lo <= 1 {
        if hi == lo {
            return op.identity();
        }
        // SAFETY: index lo of the outer axis is inside the layout.
        let q = unsafe { p.at(lo as isize * strides[0]) };
        return lane(op, q, &shape[1..], &strides[1..], index0 + lo * inner, aux);
    }
    let mid = lo + (hi - lo) / 2;
    let (a, b) = join(
        (hi - lo) * inner >= PARALLEL_MIN,
        || lane_range(op, p, shape, strides, lo, mid, inner, index0, aux),
        || lane_range(op, p, shape, strides, mid, hi, inner, index0, aux),
    );
    op.combine(a, b)
}

/// NumPy's pairwise reduction of `n` elements `stride` apart.
fn pairwise<T: Reducible, O: Op<T>>(
    op: &O,
    p: Ptr<T>,
    n: usize,
    stride: isize,
    index0: usize,
    aux: O::Aux,
) -> O::Acc {
    if n <= LEAF {
        return if stride == 1 {
            // SAFETY: n contiguous elements from p are inside the layout.
            let s = unsafe { std::slice::from_raw_parts(p.0, n) };
            leaf(op, |i| s[i], n, index0, aux)
        } else {
            // SAFETY: element i (< n) of the lane is inside the layout.
            leaf(
                op,
                |i| unsafe { p.get(i as isize * stride) },
                n,
                index0,
                aux,
            )
        };
    }
    let half = (n / 2) & !7;
    let (a, b) = join(
        n >= PARALLEL_MIN,
        || pairwise(op, p, half, stride, index0, aux),
        // SAFETY: element `half` of the lane is inside the layout.
        || {
            pairwise(
                op,
                unsafe { p.at(half as isize * stride) },
                n - half,
                stride,
                index0 + half,
                aux,
            )
        },
    );
    op.combine(a, b)
}

/// At most [`LEAF`] elements with 8 accumulators, combined as a tree.
#[inline(always)]
fn leaf<T: Reducible, O: Op<T>>(
    op: &O,
    get: impl Fn(usize) -> T,
    n: usize,
    index0: usize,
    aux: O::Aux,
) -> O::Acc {
    if n < 8 {
        let mut acc = op.identity();
        for i in 0..n {
            acc = op.combine(acc, op.map(get(i), index0 + i, aux));
        }
        return acc;
    }
    let mut r: [O::Acc; 8] = std::array::from_fn(|k| op.map(get(k), index0 + k, aux));
    let mut i = 8;
    while i + 8 <= n {
        for (k, rk) in r.iter_mut().enumerate() {
            *rk = op.combine(*rk, op.map(get(i + k), index0 + i + k, aux));
        }
        i += 8;
    }
    let mut acc = op.combine(
        op.combine(op.combine(r[0], r[1]), op.combine(r[2], r[3])),
        op.combine(op.combine(r[4], r[5]), op.combine(r[6], r[7])),
    );
    while i < n {
        acc = op.combine(acc, op.map(get(i), index0 + i, aux));
        i += 1;
    }
    acc
}

/// Column mode: `wb` outputs `ks` apart advance together over reduced elements `lo..hi`.
#[allow(clippy::too_many_arguments)]
fn columns<T: Reducible, O: Op<T>>(
    op: &O,
    p: Ptr<T>,
    ks: isize,
    wb: usize,
    plan: &Plan,
    lo: usize,
    hi: usize,
    aux: &[O::Aux],
) -> Vec<O::Acc> {
    if hi - lo <= COL_LEAF_ROWS {
        let mut acc = vec![op.identity(); wb];
        let mut odo = Odometer::new(&plan.rshape, &plan.rstrides, lo);
        for r in lo..hi {
            // SAFETY: the odometer's offset is that of reduced element r, inside the layout.
            let q = unsafe { p.at(odo.offset) };
            if ks == 1 {
                // SAFETY: the wb outputs are contiguous here.
                let s = unsafe { std::slice::from_raw_parts(q.0, wb) };
                for ((a, &v), &x) in acc.iter_mut().zip(s).zip(aux) {
                    *a = op.combine(*a, op.map(v, r, x));
                }
            } else {
                for (j, (a, &x)) in acc.iter_mut().zip(aux).enumerate() {
                    // SAFETY: output j of the group is inside the layout.
                    let v = unsafe { q.get(j as isize * ks) };
                    *a = op.combine(*a, op.map(v, r, x));
                }
            }
            odo.step();
        }
        return acc;
    }
    let mid = lo + (hi - lo) / 2;
    let (a, b) = join(
        (hi - lo) * wb >= PARALLEL_MIN,
        || columns(op, p, ks, wb, plan, lo, mid, aux),
        || columns(op, p, ks, wb, plan, mid, hi, aux),
    );
    a.into_iter()
        .zip(b)
        .map(|(a, b)| op.combine(a, b))
        .collect()
}
