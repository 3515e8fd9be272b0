//! CPU execution of the filter building blocks (rayon), in `f64` like SciPy's C code, with its
//! summation order (so integer outputs truncate the same way).

use super::FilterElement;
use super::ops::{Combine, LineOp, Taps};
use crate::Mode;
use gsci_core::{Array, Result};
use rayon::prelude::*;
use std::collections::VecDeque;

/// A pointer the tasks of one call write disjoint elements through.
#[derive(Clone, Copy)]
struct OutPtr<O>(*mut O);
// SAFETY: every task writes a distinct set of indices of one live buffer (see the callers).
unsafe impl<O> Send for OutPtr<O> {}
// SAFETY: as above.
unsafe impl<O> Sync for OutPtr<O> {}
impl<O> OutPtr<O> {
    /// # Safety
    /// `i` is in bounds and no other task writes it.
    unsafe fn write(self, i: usize, v: O) {
        // SAFETY: the caller's contract.
        unsafe { self.0.add(i).write(v) }
    }
}

/// The C-ordered elements of a CPU array (copied only when strided).
fn host_elements<T: FilterElement>(input: &Array<T>) -> Result<(Array<T>, usize)> {
    let c = input.to_contiguous()?;
    let n = c.len();
    Ok((c, n))
}

fn as_slice<T: FilterElement>(a: &Array<T>) -> &[T] {
    let v = a.view_cpu().expect("a CPU array");
    let s = v.as_slice().expect("C-contiguous");
    // SAFETY: the view borrows `a`'s storage, which outlives the returned slice (tied to `a`).
    unsafe { std::slice::from_raw_parts(s.as_ptr(), s.len()) }
}

/// Whether odd-length weights are symmetric (1), antisymmetric (-1) or neither (0), with SciPy's
/// tolerance.
fn symmetry(w: &[f64]) -> i32 {
    let n = w.len();
    if n % 2 == 0 || n < 3 {
        return 0;
    }
    let c = n / 2;
    if (1..=c).all(|j| (w[c + j] - w[c - j]).abs() <= f64::EPSILON) {
        1
    } else if (1..=c).all(|j| (w[c + j] + w[c - j]).abs() <= f64::EPSILON) {
        -1
    } else {
        0
    }
}

/// Outputs summed together in registers (each keeps its own running sum).
const GROUP: usize = 8;

/// The sums of `GROUP` outputs whose extended point at tap offset `off` from the centre is
/// `at(off)[k]` for output `k`, each summed in SciPy's order (`NI_Correlate1D`: centre tap first,
/// then the symmetric / antisymmetric pairs from the outside in, or the taps left then right).
#[inline(always)]
fn group_sum<'a>(w: &[f64], sym: i32, at: impl Fn(isize) -> &'a [f64; GROUP]) -> [f64; GROUP] {
    let size = w.len();
    let s1 = size / 2;
    let s2 = size - s1 - 1;
    let mut t = [0.0f64; GROUP];
    let c = at(0);
    for k in 0..GROUP {
        t[k] = c[k] * w[s1];
    }
    match sym {
        1 => {
            for j in (1..=s1).rev() {
                let (wj, a, b) = (w[s1 - j], at(-(j as isize)), at(j as isize));
                for k in 0..GROUP {
                    t[k] += (a[k] + b[k]) * wj;
                }
            }
        }
        -1 => {
            for j in (1..=s1).rev() {
                let (wj, a, b) = (w[s1 - j], at(-(j as isize)), at(j as isize));
                for k in 0..GROUP {
                    t[k] += (a[k] - b[k]) * wj;
                }
            }
        }
        _ => {
            for j in (1..=s1).rev() {
                let (wj, a) = (w[s1 - j], at(-(j as isize)));
                for k in 0..GROUP {
                    t[k] += a[k] * wj;
                }
            }
            for j in 1..=s2 {
                let (wj, a) = (w[s1 + j], at(j as isize));
                for k in 0..GROUP {
                    t[k] += a[k] * wj;
                }
            }
        }
    }
    t
}

/// One output of [`group_sum`] (the ragged ends): `at(off)` is its extended point at tap offset
/// `off`.
#[inline(always)]
fn single_sum(w: &[f64], sym: i32, at: impl Fn(isize) -> f64) -> f64 {
    let size = w.len();
    let s1 = size / 2;
    let s2 = size - s1 - 1;
    let mut t = at(0) * w[s1];
    match sym {
        1 => {
            for j in (1..=s1).rev() {
                t += (at(-(j as isize)) + at(j as isize)) * w[s1 - j];
            }
        }
        -1 => {
            for j in (1..=s1).rev() {
                t += (at(-(j as isize)) - at(j as isize)) * w[s1 - j];
            }
        }
        _ => {
            for j in (1..=s1).rev() {
                t += at(-(j as isize)) * w[s1 - j];
            }
            for j in 1..=s2 {
                t += at(j as isize) * w[s1 + j];
            }
        }
    }
    t
}

/// `NI_Correlate1D` on one extended line: `out[i] = sum_k w[k] * buf[i + k]`, `GROUP` outputs
/// at a time.
fn correlate_line(w: &[f64], sym: i32, buf: &[f64], out: &mut [f64]) {
    let s1 = w.len() / 2;
    let full = out.len() / GROUP * GROUP;
    let (head, tail) = out.split_at_mut(full);
    for (g, o) in head.chunks_exact_mut(GROUP).enumerate() {
        let c = (g * GROUP + s1) as isize;
        let t = group_sum(w, sym, |off| {
            buf[(c + off) as usize..]
                .first_chunk::<GROUP>()
                .expect("the extended line holds every tap")
        });
        o.copy_from_slice(&t);
    }
    for (i, o) in tail.iter_mut().enumerate() {
        let c = (full + i + s1) as isize;
        *o = single_sum(w, sym, |off| buf[(c + off) as usize]);
    }
}

/// `out[i] = op(buf[i .. i + size])` for one extended line, as SciPy's `NI_*1D` routines do.
fn apply_line(op: &LineOp, sym: i32, buf: &[f64], out: &mut [f64], dq: &mut VecDeque<usize>) {
    let n = out.len();
    match op {
        LineOp::Correlate(w) => correlate_line(w, sym, buf, out),
        LineOp::Uniform(size) => {
            // SciPy keeps the running sum and divides each output (exact for integer inputs).
            let size = *size;
            let fs = size as f64;
            let mut t = 0.0;
            for &v in &buf[..size] {
                t += v;
            }
            out[0] = t / fs;
            for l in 1..n {
                t += buf[l + size - 1] - buf[l - 1];
                out[l] = t / fs;
            }
        }
        LineOp::Minimum(size) | LineOp::Maximum(size) => {
            // Monotonic deque over the window [i, i + size).
            let size = *size;
            let is_min = matches!(op, LineOp::Minimum(_));
            let better = |a: f64, b: f64| if is_min { a <= b } else { a >= b };
            dq.clear();
            for k in 0..buf.len() {
                while let Some(&b) = dq.back() {
                    if better(buf[k], buf[b]) {
                        dq.pop_back();
                    } else {
                        break;
                    }
                }
                dq.push_back(k);
                if k + 1 >= size {
                    let i = k + 1 - size;
                    while dq.front().is_some_and(|&f| f < i) {
                        dq.pop_front();
                    }
                    out[i] = buf[*dq.front().expect("the window holds k")];
                }
            }
        }
    }
}

/// Lines processed together by one task when the filtered axis is not the last (neighbouring
/// columns share cache lines).
const COLUMN_BLOCK: usize = 64;

/// Neighbouring lines (columns) of a strided axis correlated together, one per vector lane.
const LANE_COLUMNS: usize = 128;
/// Outputs along the axis per task of [`correlate_strided`].
const ROWS_PER_TASK: usize = 128;

/// [`correlate_line`] along a strided axis of the `[outer, n, inner]` array `x`, for
/// `LANE_COLUMNS` neighbouring lines at once: the extended lines are converted row by row into a
/// buffer (`map` gives the source index of each extended point, `None` for `cval`), and each
/// output row sums its taps in SciPy's order lane by lane.
fn correlate_strided<T: FilterElement, O: FilterElement>(
    x: &[T],
    ptr: OutPtr<O>,
    [outer, n, inner]: [usize; 3],
    w: &[f64],
    sym: i32,
    map: &[Option<usize>],
    cval: f64,
) {
    let size = w.len();
    let s1 = size / 2;
    let col_blocks = inner.div_ceil(LANE_COLUMNS);
    let row_blocks = n.div_ceil(ROWS_PER_TASK);
    (0..outer * col_blocks * row_blocks)
        .into_par_iter()
        .for_each_init(Vec::new, |ext: &mut Vec<[f64; LANE_COLUMNS]>, task| {
            let o = task / (col_blocks * row_blocks);
            let (cb, rb) = ((task / row_blocks) % col_blocks, task % row_blocks);
            let j0 = cb * LANE_COLUMNS;
            let m = LANE_COLUMNS.min(inner - j0);
            let r0 = rb * ROWS_PER_TASK;
            let r1 = n.min(r0 + ROWS_PER_TASK);
            let slab = o * n * inner;
            // Extended points r0 .. r1 + size - 1 as f64 rows.
            ext.clear();
            for src in &map[r0..r1 + size - 1] {
                let mut row = [0.0; LANE_COLUMNS];
                match src {
                    Some(r) => {
                        let from = &x[slab + r * inner + j0..][..m];
                        for (d, &v) in row.iter_mut().zip(from) {
                            *d = v.to_f64();
                        }
                    }
                    None => row[..m].fill(cval),
                }
                ext.push(row);
            }
            let full = m / GROUP * GROUP;
            for i in r0..r1 {
                let c = (i - r0 + s1) as isize;
                let base = slab + i * inner + j0;
                for g in 0..full / GROUP {
                    let t = group_sum(w, sym, |off| {
                        ext[(c + off) as usize][g * GROUP..]
                            .first_chunk::<GROUP>()
                            .expect("a row holds LANE_COLUMNS lanes")
                    });
                    for (k, &v) in t.iter().enumerate() {
                        // SAFETY: (o, i, j0 + g * GROUP + k) is an element of `out` only this
                        // task writes.
                        unsafe { ptr.write(base + g * GROUP + k, O::from_f64(v)) };
                    }
                }
                // The ragged columns: k indexes a lane of every extended row.
                #[allow(clippy::needless_range_loop)]
                for k in full..m {
                    let v = single_sum(w, sym, |off| ext[(c + off) as usize][k]);
                    // SAFETY: as above.
                    unsafe { ptr.write(base + k, O::from_f64(v)) };
                }
            }
        });
}

pub(crate) fn line_pass<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    axis: usize,
    op: &LineOp,
    mode: Mode,
    cval: f64,
    origin: i64,
) -> Result<Array<O>> {
    let shape = input.shape().to_vec();
    let (src, total) = host_elements(input)?;
    if total == 0 {
        return Array::from_vec(Vec::new(), &shape, input.device());
    }
    let x = as_slice(&src);
    let n = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    let outer = total / (n * inner);
    let size = op.size();
    let before = (size / 2) as i64 + origin;
    let buflen = n + size - 1;
    let map: Vec<Option<usize>> = (0..buflen)
        .map(|k| mode.map_index(k as i64 - before, n))
        .collect();
    let sym = match op {
        LineOp::Correlate(w) => symmetry(w),
        _ => 0,
    };
    let mut out: Vec<O> = gsci_core::host::zeros::<O>(total);
    let ptr = OutPtr(out.as_mut_ptr());
    if let (LineOp::Correlate(w), true) = (op, inner > 1) {
        correlate_strided(x, ptr, [outer, n, inner], w, sym, &map, cval);
        return Array::from_vec(out, &shape, input.device());
    }
    // Extended points k with map[k] = k - before (inside the line).
    let inside = (
        (before.max(0) as usize).min(buflen),
        ((before + n as i64).max(0) as usize).min(buflen),
    );
    let blocks = inner.div_ceil(COLUMN_BLOCK);
    let min_len = (8192 / (n * inner.min(COLUMN_BLOCK))).max(1);
    (0..outer * blocks)
        .into_par_iter()
        .with_min_len(min_len)
        .for_each_init(
            || (vec![0f64; buflen], vec![0f64; n], VecDeque::new()),
            |(buf, line, dq), task| {
                let (o, b) = (task / blocks, task % blocks);
                for j in b * COLUMN_BLOCK..inner.min((b + 1) * COLUMN_BLOCK) {
                    let base = o * n * inner + j;
                    if inner == 1 {
                        // The inside of a contiguous line converts as one run.
                        let (lo, hi) = inside;
                        let src = &x[base + lo - before as usize..base + hi - before as usize];
                        for (v, &s) in buf[lo..hi].iter_mut().zip(src) {
                            *v = s.to_f64();
                        }
                        for k in (0..lo).chain(hi..buflen) {
                            buf[k] = match map[k] {
                                Some(i) => x[base + i].to_f64(),
                                None => cval,
                            };
                        }
                    } else {
                        for (v, m) in buf.iter_mut().zip(&map) {
                            *v = match m {
                                Some(i) => x[base + i * inner].to_f64(),
                                None => cval,
                            };
                        }
                    }
                    apply_line(op, sym, buf, line, dq);
                    for (i, &v) in line.iter().enumerate() {
                        // SAFETY: (o, i, j) addresses a distinct element of `out` per task.
                        unsafe { ptr.write(base + i * inner, O::from_f64(v)) };
                    }
                }
            },
        );
    Array::from_vec(out, &shape, input.device())
}

/// Per-axis index tables for n-d windows: `table[a][c - lo_a]` for coordinates `c` from
/// `lo_a = min offset` to `n_a - 1 + max offset`, the mapped element offset (or `None` for cval).
struct WindowIndex {
    lo: Vec<i64>,
    tables: Vec<Vec<Option<usize>>>,
    /// Interior range per axis: coordinates whose whole window is inside.
    interior: Vec<(i64, i64)>,
    strides: Vec<usize>,
    flat: Vec<isize>,
}

impl WindowIndex {
    fn new(shape: &[usize], taps: &Taps, mode: Mode) -> WindowIndex {
        let nd = shape.len();
        let mut strides = vec![1usize; nd];
        for a in (0..nd.saturating_sub(1)).rev() {
            strides[a] = strides[a + 1] * shape[a + 1];
        }
        let mut lo = Vec::with_capacity(nd);
        let mut tables = Vec::with_capacity(nd);
        let mut interior = Vec::with_capacity(nd);
        for a in 0..nd {
            let (mn, mx) = taps.extent(a);
            let n = shape[a] as i64;
            lo.push(mn);
            tables.push(
                (mn..n + mx)
                    .map(|c| mode.map_index(c, shape[a]).map(|i| i * strides[a]))
                    .collect(),
            );
            interior.push((-mn, n - 1 - mx));
        }
        let flat = (0..taps.len())
            .map(|t| {
                (0..nd)
                    .map(|a| taps.offsets[t * nd + a] as isize * strides[a] as isize)
                    .sum()
            })
            .collect();
        WindowIndex {
            lo,
            tables,
            interior,
            strides,
            flat,
        }
    }

    /// Calls `f(tap, Some(element) | None)` for every tap of the window at `coord` (flat `pos`).
    fn for_each(
        &self,
        taps: &Taps,
        coord: &[i64],
        pos: usize,
        mut f: impl FnMut(usize, Option<usize>),
    ) {
        let nd = coord.len();
        let inside =
            (0..nd).all(|a| coord[a] >= self.interior[a].0 && coord[a] <= self.interior[a].1);
        if inside {
            for (t, &d) in self.flat.iter().enumerate() {
                f(t, Some((pos as isize + d) as usize));
            }
            return;
        }
        'taps: for t in 0..taps.len() {
            let mut e = 0usize;
            for (a, &ca) in coord.iter().enumerate() {
                let c = ca + taps.offsets[t * nd + a];
                match self.tables[a][(c - self.lo[a]) as usize] {
                    Some(i) => e += i,
                    None => {
                        f(t, None);
                        continue 'taps;
                    }
                }
            }
            f(t, Some(e));
        }
    }
}

/// Runs `point(coord, pos) -> f64` over every element in parallel (rows of the last axis).
fn map_points<O: FilterElement>(
    shape: &[usize],
    strides: &[usize],
    point: impl Fn(&[i64], usize, &mut Vec<f64>) -> f64 + Sync,
) -> Vec<O> {
    let total: usize = shape.iter().product();
    let nd = shape.len();
    let row = shape[nd - 1];
    let mut out: Vec<O> = gsci_core::host::zeros::<O>(total);
    out.par_chunks_mut(row)
        .enumerate()
        .for_each_init(Vec::new, |scratch, (r, chunk)| {
            let start = r * row;
            let mut coord: Vec<i64> = (0..nd)
                .map(|a| ((start / strides[a]) % shape[a]) as i64)
                .collect();
            for (i, o) in chunk.iter_mut().enumerate() {
                coord[nd - 1] = i as i64;
                *o = O::from_f64(point(&coord, start + i, scratch));
            }
        });
    out
}

pub(crate) fn correlate_nd<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    taps: &Taps,
    mode: Mode,
    cval: f64,
) -> Result<Array<O>> {
    let shape = input.shape().to_vec();
    let (src, total) = host_elements(input)?;
    if total == 0 || shape.is_empty() {
        let v: Vec<O> = src
            .to_vec()?
            .into_iter()
            .map(|x| O::from_f64(x.to_f64() * taps.weights.iter().sum::<f64>()))
            .collect();
        return Array::from_vec(v, &shape, input.device());
    }
    let x = as_slice(&src);
    let win = WindowIndex::new(&shape, taps, mode);
    let out = map_points::<O>(&shape, &win.strides, |coord, pos, _| {
        let mut t = 0.0;
        win.for_each(taps, coord, pos, |k, e| {
            let v = match e {
                Some(e) => x[e].to_f64(),
                None => cval,
            };
            t += v * taps.weights[k];
        });
        t
    });
    Array::from_vec(out, &shape, input.device())
}

pub(crate) fn rank_nd<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    taps: &Taps,
    rank: usize,
    mode: Mode,
    cval: f64,
) -> Result<Array<O>> {
    let shape = input.shape().to_vec();
    let (src, total) = host_elements(input)?;
    if total == 0 || shape.is_empty() {
        let v: Vec<O> = src
            .to_vec()?
            .into_iter()
            .map(|x| O::from_f64(x.to_f64()))
            .collect();
        return Array::from_vec(v, &shape, input.device());
    }
    let x = as_slice(&src);
    let win = WindowIndex::new(&shape, taps, mode);
    let out = map_points::<O>(&shape, &win.strides, |coord, pos, vals| {
        vals.clear();
        win.for_each(taps, coord, pos, |_, e| {
            vals.push(match e {
                Some(e) => x[e].to_f64(),
                None => cval,
            })
        });
        *vals.select_nth_unstable_by(rank, |a, b| a.total_cmp(b)).1
    });
    Array::from_vec(out, &shape, input.device())
}

pub(crate) fn combine<O: FilterElement>(
    out: &Array<O>,
    other: Option<&Array<O>>,
    op: Combine,
) -> Result<Array<O>> {
    let mut a = out.to_vec()?;
    let b = match other {
        Some(o) => o.to_vec()?,
        None => Vec::new(),
    };
    a.par_iter_mut().enumerate().for_each(|(i, v)| {
        *v = match op {
            Combine::Add => v.np_add(b[i]),
            Combine::Square => v.np_mul(*v),
            Combine::AddSquare => v.np_add(b[i].np_mul(b[i])),
            Combine::Sqrt => v.np_sqrt(),
        }
    });
    Array::from_vec(a, out.shape(), out.device())
}

/// `f(window values)` at every point (SciPy's `generic_filter`).
pub(crate) fn generic_nd<T: FilterElement>(
    input: &Array<T>,
    taps: &Taps,
    mode: Mode,
    cval: f64,
    f: &(dyn Fn(&[f64]) -> f64 + Sync),
) -> Result<Array<T>> {
    let shape = input.shape().to_vec();
    let (src, total) = host_elements(input)?;
    if total == 0 || shape.is_empty() {
        let v: Vec<T> = src
            .to_vec()?
            .into_iter()
            .map(|x| T::from_f64(f(&vec![x.to_f64(); taps.len()])))
            .collect();
        return Array::from_vec(v, &shape, input.device());
    }
    let x = as_slice(&src);
    let win = WindowIndex::new(&shape, taps, mode);
    let out = map_points::<T>(&shape, &win.strides, |coord, pos, vals| {
        vals.clear();
        win.for_each(taps, coord, pos, |_, e| {
            vals.push(match e {
                Some(e) => x[e].to_f64(),
                None => cval,
            })
        });
        f(vals)
    });
    Array::from_vec(out, &shape, input.device())
}

/// `f(extended line, output line)` for every line along `axis` (SciPy's `generic_filter1d`).
pub(crate) fn generic_line<T: FilterElement>(
    input: &Array<T>,
    axis: usize,
    size: usize,
    before: i64,
    mode: Mode,
    cval: f64,
    f: &(dyn Fn(&[f64], &mut [f64]) + Sync),
) -> Result<Array<T>> {
    let shape = input.shape().to_vec();
    let (src, total) = host_elements(input)?;
    if total == 0 {
        return Array::from_vec(Vec::new(), &shape, input.device());
    }
    let x = as_slice(&src);
    let n = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    let outer = total / (n * inner);
    let buflen = n + size - 1;
    let map: Vec<Option<usize>> = (0..buflen)
        .map(|k| mode.map_index(k as i64 - before, n))
        .collect();
    let mut out: Vec<T> = vec![T::zero(); total];
    let ptr = OutPtr(out.as_mut_ptr());
    (0..outer * inner).into_par_iter().for_each_init(
        || (vec![0f64; buflen], vec![0f64; n]),
        |(buf, line), l| {
            let (o, j) = (l / inner, l % inner);
            let base = o * n * inner + j;
            for (v, m) in buf.iter_mut().zip(&map) {
                *v = match m {
                    Some(i) => x[base + i * inner].to_f64(),
                    None => cval,
                };
            }
            line.iter_mut().for_each(|v| *v = 0.0);
            f(buf, line);
            for (i, &v) in line.iter().enumerate() {
                // SAFETY: line (o, j) owns the elements base + i * inner of `out`.
                unsafe { ptr.write(base + i * inner, T::from_f64(v)) };
            }
        },
    );
    Array::from_vec(out, &shape, input.device())
}
