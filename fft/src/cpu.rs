//! CPU building blocks shared by the transforms: rustfft/realfft planners reused across calls,
//! the gather that crops/pads/casts an input into a fresh C-ordered buffer, and the lane engine
//! that runs a 1-D kernel along one axis of a C-ordered buffer, in parallel over lanes (rayon).

use gsci_core::Element;
use ndarray::{ArrayViewD, ArrayViewMutD, IxDyn, Slice, Zip};
use num_complex::Complex;
use rayon::prelude::*;
use realfft::{ComplexToReal, RealFftPlanner, RealToComplex};
use rustfft::{Fft, FftNum, FftPlanner};
use std::sync::{Arc, Mutex};

/// Element count above which CPU work is spread over rayon's threads.
pub(crate) const PARALLEL_MIN: usize = 1 << 15;
/// Lanes gathered together along a strided axis (one cache line of complex doubles is 4; 16 keeps
/// each row read a few cache lines long).
const LANE_BLOCK: usize = 16;

/// The rustfft and realfft planners of one precision. Plans are cached inside the planners, so a
/// second call of the same length plans nothing; the locks are held only while looking plans up.
pub struct Planners<R: FftNum> {
    complex: Mutex<FftPlanner<R>>,
    real: Mutex<RealFftPlanner<R>>,
}

impl<R: FftNum> Planners<R> {
    pub(crate) fn new() -> Self {
        Planners {
            complex: Mutex::new(FftPlanner::new()),
            real: Mutex::new(RealFftPlanner::new()),
        }
    }

    /// A complex FFT of length `n`; `forward` picks the sign of the exponent (`e^{-i...}`).
    pub(crate) fn fft(&self, n: usize, forward: bool) -> Arc<dyn Fft<R>> {
        let mut p = self.complex.lock().unwrap_or_else(|e| e.into_inner());
        if forward {
            p.plan_fft_forward(n)
        } else {
            p.plan_fft_inverse(n)
        }
    }

    /// A real-to-complex FFT of length `n`.
    pub(crate) fn r2c(&self, n: usize) -> Arc<dyn RealToComplex<R>> {
        self.real
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .plan_fft_forward(n)
    }

    /// A complex-to-real FFT producing `n` real values.
    pub(crate) fn c2r(&self, n: usize) -> Arc<dyn ComplexToReal<R>> {
        self.real
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .plan_fft_inverse(n)
    }
}

/// Copies `x` into a fresh C-ordered buffer of `shape`: each axis is cropped to `shape`, or
/// zero-padded (`U::default()`) where `shape` is longer; each element goes through `f`.
pub(crate) fn gather<T, U>(
    x: &ArrayViewD<'_, T>,
    shape: &[usize],
    f: impl Fn(T) -> U + Sync + Send,
) -> Vec<U>
where
    T: Element,
    U: Copy + Default + Send + Sync,
{
    let len: usize = shape.iter().product();
    if x.shape() == shape {
        if let Some(s) = x.as_slice() {
            return if len >= PARALLEL_MIN {
                s.par_iter().map(|&v| f(v)).collect()
            } else {
                s.iter().map(|&v| f(v)).collect()
            };
        }
    }
    let mut out = vec![U::default(); len];
    if len == 0 {
        return out;
    }
    let common: Vec<usize> = shape
        .iter()
        .zip(x.shape())
        .map(|(&a, &b)| a.min(b))
        .collect();
    let src = x.slice_each_axis(|ax| Slice::from(0..common[ax.axis.index()]));
    let mut full =
        ArrayViewMutD::from_shape(IxDyn(shape), &mut out).expect("buffer sized from shape");
    let mut dst = full.slice_each_axis_mut(|ax| Slice::from(0..common[ax.axis.index()]));
    let z = Zip::from(&mut dst).and(&src);
    if len >= PARALLEL_MIN {
        z.par_for_each(|d, &s| *d = f(s));
    } else {
        z.for_each(|d, &s| *d = f(s));
    }
    out
}

/// (outer, n, inner) of an axis of a C-ordered shape.
pub(crate) fn split_at_axis(shape: &[usize], axis: usize) -> (usize, usize, usize) {
    (
        shape[..axis].iter().product(),
        shape[axis],
        shape[axis + 1..].iter().product(),
    )
}

/// A raw pointer that may cross threads: tasks built on it touch disjoint elements.
#[derive(Clone, Copy)]
struct SendPtr<T>(*mut T);
// SAFETY: only used by the lane engine, whose tasks access disjoint lanes of one buffer.
unsafe impl<T> Send for SendPtr<T> {}
unsafe impl<T> Sync for SendPtr<T> {}

/// Runs `task` for every item of `0..count`, on rayon's threads when `parallel` (at least
/// `min_len` items per rayon job, so the per-job `init()` state is built rarely).
fn run_tasks<S>(
    count: usize,
    parallel: bool,
    min_len: usize,
    init: impl Fn() -> S + Sync + Send,
    task: impl Fn(&mut S, usize) + Sync + Send,
) {
    if parallel && count > 1 {
        (0..count)
            .into_par_iter()
            .with_min_len(min_len.max(1))
            .for_each_init(&init, |s, t| task(s, t));
    } else {
        let mut s = init();
        (0..count).for_each(|t| task(&mut s, t));
    }
}

/// Applies `kernel` in place to every lane along `axis` of the C-ordered buffer `buf` of `shape`.
///
/// `kernel(state, lanes)` receives a whole number of lanes of length `n`, stored one after the
/// other (`lanes.len() % n == 0`); strided lanes are gathered into a tile first and scattered
/// back after. `init` builds one state (scratch space) per thread.
pub(crate) fn lanes_in_place<A, S>(
    buf: &mut [A],
    shape: &[usize],
    axis: usize,
    init: impl Fn() -> S + Sync + Send,
    kernel: impl Fn(&mut S, &mut [A]) + Sync + Send,
) where
    A: Copy + Default + Send + Sync,
{
    let (outer, n, inner) = split_at_axis(shape, axis);
    let total = outer * n * inner;
    if total == 0 {
        return;
    }
    let parallel = total >= PARALLEL_MIN;
    if inner == 1 {
        // Contiguous lanes: hand whole runs of lanes to the kernel, no copy.
        let lanes_per_task = if parallel {
            (PARALLEL_MIN / 4 / n).max(1)
        } else {
            outer
        };
        let chunk = lanes_per_task * n;
        if parallel {
            buf.par_chunks_mut(chunk)
                .for_each_init(&init, |s, c| kernel(s, c));
        } else {
            let mut s = init();
            buf.chunks_mut(chunk).for_each(|c| kernel(&mut s, c));
        }
        return;
    }
    let blocks = inner.div_ceil(LANE_BLOCK);
    let ptr = SendPtr(buf.as_mut_ptr());
    let block_len = LANE_BLOCK.min(inner) * n;
    run_tasks(
        outer * blocks,
        parallel,
        PARALLEL_MIN / 8 / block_len,
        || (init(), vec![A::default(); block_len]),
        |(s, tile), t| {
            let (o, j0) = (t / blocks, (t % blocks) * LANE_BLOCK);
            let w = LANE_BLOCK.min(inner - j0);
            let base = o * n * inner + j0;
            let p = ptr;
            // SAFETY: task t alone touches the elements base + i*inner + c (i < n, c < w) of
            // `buf`, all inside it (o < outer, j0 + c < inner); `buf` outlives the tasks.
            unsafe {
                for i in 0..n {
                    let row = p.0.add(base + i * inner);
                    for c in 0..w {
                        tile[c * n + i] = *row.add(c);
                    }
                }
            }
            kernel(s, &mut tile[..w * n]);
            // SAFETY: as above.
            unsafe {
                for i in 0..n {
                    let row = p.0.add(base + i * inner);
                    for c in 0..w {
                        *row.add(c) = tile[c * n + i];
                    }
                }
            }
        },
    );
}

/// Applies `kernel(state, lane_in, lane_out)` to every lane along `axis`: lanes of length `n_in`
/// of the C-ordered `src` (of `in_shape`) map to lanes of length `n_out` of the C-ordered `dst`
/// (the same shape with `n_out` along `axis`). `lane_in` is a private copy (each element through
/// `conv`) the kernel may destroy.
#[allow(clippy::too_many_arguments)]
pub(crate) fn lanes_map<E, A, B, S>(
    src: &[E],
    conv: impl Fn(E) -> A + Sync + Send,
    in_shape: &[usize],
    axis: usize,
    dst: &mut [B],
    n_out: usize,
    init: impl Fn() -> S + Sync + Send,
    kernel: impl Fn(&mut S, &mut [A], &mut [B]) + Sync + Send,
) where
    E: Copy + Send + Sync,
    A: Copy + Default + Send + Sync,
    B: Copy + Default + Send + Sync,
{
    let (outer, n_in, inner) = split_at_axis(in_shape, axis);
    debug_assert_eq!(dst.len(), outer * n_out * inner);
    let work = outer * inner * n_in.max(n_out);
    if work == 0 {
        return;
    }
    let parallel = work >= PARALLEL_MIN;
    if inner == 1 {
        // Contiguous lanes: copy each input lane (the kernel may destroy it), write the output
        // lane in place.
        let lanes_per_task = if parallel {
            (PARALLEL_MIN / 8 / n_in.max(n_out)).max(1)
        } else {
            outer
        };
        let run = |(s, lane_in): &mut (S, Vec<A>), (t, chunk): (usize, &mut [B])| {
            for (l, out_lane) in chunk.chunks_mut(n_out).enumerate() {
                let lane = t * lanes_per_task + l;
                for (d, &v) in lane_in.iter_mut().zip(&src[lane * n_in..(lane + 1) * n_in]) {
                    *d = conv(v);
                }
                kernel(s, lane_in, out_lane);
            }
        };
        let make = || (init(), vec![A::default(); n_in]);
        if parallel {
            dst.par_chunks_mut(lanes_per_task * n_out)
                .enumerate()
                .for_each_init(make, run);
        } else {
            let mut st = make();
            dst.chunks_mut(lanes_per_task * n_out)
                .enumerate()
                .for_each(|c| run(&mut st, c));
        }
        return;
    }
    let blocks = inner.div_ceil(LANE_BLOCK);
    let width = LANE_BLOCK.min(inner);
    let dptr = SendPtr(dst.as_mut_ptr());
    run_tasks(
        outer * blocks,
        parallel,
        PARALLEL_MIN / 8 / (width * n_in.max(n_out)),
        || {
            (
                init(),
                vec![A::default(); width * n_in],
                vec![B::default(); width * n_out],
            )
        },
        |(s, tin, tout), t| {
            let (o, j0) = (t / blocks, (t % blocks) * LANE_BLOCK);
            let w = LANE_BLOCK.min(inner - j0);
            let sbase = o * n_in * inner + j0;
            for i in 0..n_in {
                let row = &src[sbase + i * inner..sbase + i * inner + w];
                for (c, &v) in row.iter().enumerate() {
                    tin[c * n_in + i] = conv(v);
                }
            }
            for c in 0..w {
                kernel(
                    s,
                    &mut tin[c * n_in..(c + 1) * n_in],
                    &mut tout[c * n_out..(c + 1) * n_out],
                );
            }
            let dbase = o * n_out * inner + j0;
            let p = dptr;
            // SAFETY: task t alone writes the elements dbase + i*inner + c (i < n_out, c < w)
            // of `dst`, all inside it; `dst` outlives the tasks.
            unsafe {
                for i in 0..n_out {
                    let row = p.0.add(dbase + i * inner);
                    for c in 0..w {
                        *row.add(c) = tout[c * n_out + i];
                    }
                }
            }
        },
    );
}

/// Complex FFTs of length `n = shape[axis]` along `axis` of `buf`, in place.
pub(crate) fn c2c_axis<R: FftNum + Default>(
    buf: &mut [Complex<R>],
    shape: &[usize],
    axis: usize,
    fft: &Arc<dyn Fft<R>>,
) {
    let scratch = fft.get_inplace_scratch_len();
    lanes_in_place(
        buf,
        shape,
        axis,
        || vec![Complex::<R>::default(); scratch],
        |s, lanes| fft.process_with_scratch(lanes, s),
    );
}

/// Multiplies every element of `buf` by `factor` (and conjugates it when `conj`), in parallel
/// when large. A no-op for `factor == 1` without `conj`.
pub(crate) fn scale_complex<R: FftNum + num_traits::Float>(
    buf: &mut [Complex<R>],
    factor: R,
    conj: bool,
) {
    if factor == R::one() && !conj {
        return;
    }
    let f = |v: &mut Complex<R>| {
        *v = Complex::new(v.re * factor, if conj { -v.im } else { v.im } * factor);
    };
    if buf.len() >= PARALLEL_MIN {
        buf.par_iter_mut().for_each(f);
    } else {
        buf.iter_mut().for_each(f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gather_crops_pads_and_reads_strided() {
        let a = ndarray::Array::from_shape_vec((2, 3), vec![1, 2, 3, 4, 5, 6]).unwrap();
        let t = a.t().into_dyn(); // shape (3, 2): [[1,4],[2,5],[3,6]]
        let g = gather(&t, &[2, 3], |v: i32| v as f64);
        assert_eq!(g, vec![1.0, 4.0, 0.0, 2.0, 5.0, 0.0]);
        let same = gather(&a.view().into_dyn(), &[2, 3], |v: i32| v * 10);
        assert_eq!(same, vec![10, 20, 30, 40, 50, 60]);
    }

    #[test]
    fn lanes_in_place_visits_every_strided_lane() {
        // Reverse every lane along axis 1 of a (2, 3, 20) buffer: inner 20 spans two blocks.
        let shape = [2, 3, 20];
        let mut buf: Vec<usize> = (0..120).collect();
        lanes_in_place(
            &mut buf,
            &shape,
            1,
            || (),
            |_, lanes| lanes.chunks_mut(3).for_each(|l| l.reverse()),
        );
        for o in 0..2 {
            for i in 0..3 {
                for j in 0..20 {
                    assert_eq!(buf[o * 60 + i * 20 + j], o * 60 + (2 - i) * 20 + j);
                }
            }
        }
    }

    #[test]
    fn lanes_map_changes_lane_length() {
        // Sum each lane along axis 0 of (4, 5) into a lane of length 1.
        let src: Vec<i64> = (0..20).collect();
        let mut dst = vec![0i64; 5];
        lanes_map(
            &src,
            |v| v * 2,
            &[4, 5],
            0,
            &mut dst,
            1,
            || (),
            |_, a, b| b[0] = a.iter().sum(),
        );
        assert_eq!(dst, vec![60, 68, 76, 84, 92]);
        // Contiguous lanes (axis 1): reverse each into a longer lane.
        let mut wide = vec![0i64; 4 * 6];
        lanes_map(
            &src,
            |v| v,
            &[4, 5],
            1,
            &mut wide,
            6,
            || (),
            |_, a, b| {
                a.reverse();
                b[..5].copy_from_slice(a);
                b[5] = -1;
            },
        );
        assert_eq!(&wide[..6], &[4, 3, 2, 1, 0, -1]);
        assert_eq!(&wide[18..], &[19, 18, 17, 16, 15, -1]);
    }
}
