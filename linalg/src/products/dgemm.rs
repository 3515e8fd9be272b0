//! f64 GEMM for x86-64 CPUs with AVX2 and FMA: the CPU backend's `matmul` for f64.
//!
//! faer's GEMM measured 10-15 % slower than OpenBLAS single-threaded on the 2-core AVX2 EPYC the
//! CPU benches run on (96 % of its time in its own kernel), which kept `matmul` behind NumPy.
//! This is the classic BLIS/GotoBLAS structure, written for one register tile:
//!
//! - a 6 x 8 micro-kernel: 12 accumulators (6 rows of C x two 4-wide vectors), two vector loads
//!   of B and six broadcasts of A per step of k, 12 FMAs;
//! - B packed in `KC x NR` panels (a block of `KC x NC`, shared by all threads, in L3; one
//!   panel stays in L1 while the kernel walks down the rows);
//! - A packed in `MR x KC` panels (a block of `MC x KC` per thread, in L2);
//! - partial tiles at the edges computed into a scratch tile and copied.
//!
//! Threads split the rows of C (each packs its own A, all share the packed B), or the columns
//! when C is wider than tall. Every element of C is one FMA chain over k, in blocks of `KC`: the
//! result differs from another BLAS only by rounding.

use rayon::prelude::*;
use std::arch::x86_64::*;
use std::cell::RefCell;

/// Rows of the register tile.
const MR: usize = 6;
/// Columns of the register tile (two AVX vectors of f64).
const NR: usize = 8;
/// Rows of C per packed block of A (L2).
const MC: usize = 96;
/// Depth of one packed block.
const KC: usize = 256;
/// Columns of C per packed block of B (L3).
const NC: usize = 4080;

/// A strided read-only matrix: element `(i, j)` at `ptr + i * rs + j * cs`.
#[derive(Clone, Copy)]
pub(crate) struct Operand {
    pub ptr: *const f64,
    pub rs: isize,
    pub cs: isize,
}
// SAFETY: an Operand is only read, and the caller of `gemm` keeps its storage alive and
// unmodified for the whole call.
unsafe impl Send for Operand {}
unsafe impl Sync for Operand {}

impl Operand {
    /// # Safety
    /// `(i, j)` must be inside the matrix.
    #[inline(always)]
    unsafe fn at(&self, i: usize, j: usize) -> f64 {
        // SAFETY: the caller's bounds; the strides are those of the live view.
        unsafe { *self.ptr.offset(i as isize * self.rs + j as isize * self.cs) }
    }

    /// The sub-matrix starting at `(i, j)`.
    fn shifted(self, i: usize, j: usize) -> Operand {
        Operand {
            ptr: self
                .ptr
                .wrapping_offset(i as isize * self.rs + j as isize * self.cs),
            ..self
        }
    }
}

/// The row-major destination, shared by the threads, which write disjoint tiles.
#[derive(Clone, Copy)]
struct Dest {
    ptr: *mut f64,
    ld: usize,
}
// SAFETY: each thread writes only the rows (or columns) it was given.
unsafe impl Send for Dest {}
unsafe impl Sync for Dest {}

impl Dest {
    /// The sub-matrix starting at `(i, j)`.
    fn shifted(self, i: usize, j: usize) -> Dest {
        Dest {
            ptr: self.ptr.wrapping_add(i * self.ld + j),
            ..self
        }
    }
}

/// Part `t` of `parts` of `total` items cut in whole units of `unit` items (the last unit may be
/// short): the half-open range `lo..hi`, as even as whole units allow.
fn part(total: usize, unit: usize, t: usize, parts: usize) -> (usize, usize) {
    let units = total.div_ceil(unit);
    let lo = (units * t / parts * unit).min(total);
    let hi = (units * (t + 1) / parts * unit).min(total);
    (lo, hi)
}

/// Whether this CPU can run the kernel (checked once by std and cached).
pub(crate) fn available() -> bool {
    is_x86_feature_detected!("avx2") && is_x86_feature_detected!("fma")
}

/// `C = A B` for `A` of shape `m x k`, `B` of shape `k x n` and `C` the row-major `m x n`
/// slice `c` (every element is overwritten; `k == 0` gives zeros). `parallel` spreads the work
/// over rayon's threads.
///
/// # Safety
/// [`available`] must be true, and `a` and `b` must address `m x k` and `k x n` readable elements
/// through their strides for the whole call, not overlapping `c`.
pub(crate) unsafe fn gemm(
    m: usize,
    n: usize,
    k: usize,
    a: Operand,
    b: Operand,
    c: &mut [f64],
    parallel: bool,
) {
    assert_eq!(c.len(), m * n, "internal: gemm destination size");
    if m == 0 || n == 0 {
        return;
    }
    if k == 0 {
        c.fill(0.0);
        return;
    }
    let dest = Dest {
        ptr: c.as_mut_ptr(),
        ld: n,
    };
    let threads = if parallel {
        rayon::current_num_threads()
    } else {
        1
    };
    if threads > 1 && m.div_ceil(MR) < 2 * threads && n >= 2 * threads * NR {
        // Few rows: the columns are split, each part an independent product.
        let parts = threads.min(n / NR);
        (0..parts).into_par_iter().for_each(|t| {
            let (lo, hi) = part(n, NR, t, parts);
            let sub = dest.shifted(0, lo);
            // SAFETY: the caller's contract; this part writes only columns lo..hi.
            unsafe { blocked(m, hi - lo, k, a, b.shifted(0, lo), sub, 1) };
        });
    } else {
        // SAFETY: the caller's contract.
        unsafe { blocked(m, n, k, a, b, dest, threads) };
    }
}

/// The blocked product, rows of C split over `threads`.
///
/// # Safety
/// As [`gemm`], with `c` addressing `m x n` writable elements with row stride `c.ld`.
unsafe fn blocked(m: usize, n: usize, k: usize, a: Operand, b: Operand, c: Dest, threads: usize) {
    let nc = NC.min(n.next_multiple_of(NR));
    let kc = KC.min(k);
    let threads = threads.clamp(1, m.div_ceil(MR));
    let mc = MC.min(m.next_multiple_of(MR));
    // B: a KC x NC block (or less); A: an mc x KC block per thread.
    with_pack_buffer(kc * nc + threads * mc * kc, |buf| {
        let (packed_b, packed_a) = buf.split_at_mut(kc * nc);
        for jc in (0..n).step_by(NC) {
            let nb = NC.min(n - jc);
            for pc in (0..k).step_by(KC) {
                let kb = KC.min(k - pc);
                let panels = nb.div_ceil(NR);
                let pb = &mut packed_b[..panels * kb * NR];
                let b_blk = b.shifted(pc, jc);
                let pack_b = |(q, dst): (usize, &mut [f64])| {
                    // SAFETY: rows pc..pc+kb and columns jc+q*NR.. (clipped to n) are inside B.
                    unsafe { pack_b_panel(b_blk.shifted(0, q * NR), NR.min(nb - q * NR), dst) }
                };
                if threads > 1 {
                    pb.par_chunks_mut(kb * NR).enumerate().for_each(pack_b);
                } else {
                    pb.chunks_mut(kb * NR).enumerate().for_each(pack_b);
                }
                let pb = &*pb;
                let accumulate = pc > 0;
                let rows = |t: usize, pa: &mut [f64]| {
                    let (lo, hi) = part(m, MR, t, threads);
                    for ic in (lo..hi).step_by(mc) {
                        let mb = mc.min(hi - ic);
                        let a_blk = a.shifted(ic, pc);
                        for (p, dst) in pa[..mb.div_ceil(MR) * kb * MR]
                            .chunks_mut(kb * MR)
                            .enumerate()
                        {
                            // SAFETY: rows ic+p*MR.. (clipped to this block) and columns
                            // pc..pc+kb are inside A.
                            unsafe {
                                pack_a_panel(a_blk.shifted(p * MR, 0), MR.min(mb - p * MR), dst)
                            };
                        }
                        let c_blk = c.shifted(ic, jc);
                        // SAFETY: the block's tiles are inside C and belong to this thread.
                        unsafe { macro_block(mb, nb, kb, pa, pb, c_blk, accumulate) };
                    }
                };
                if threads > 1 {
                    packed_a
                        .par_chunks_mut(mc * kc)
                        .enumerate()
                        .for_each(|(t, pa)| rows(t, pa));
                } else {
                    rows(0, packed_a);
                }
            }
        }
    });
}

thread_local! {
    /// The calling thread's packing buffer, kept between calls: a fresh one costs its page faults
    /// and clearing on every product (4 MB of packed B at n = 2048). At most `KC x NC` for B plus
    /// `MC x KC` per thread for A: 8.75 MB with 2 threads (4.6 MB at n = 2048).
    static PACK: RefCell<Vec<f64>> = const { RefCell::new(Vec::new()) };
}

/// Runs `f` on `len` elements of scratch (whatever a previous product left there).
fn with_pack_buffer<R>(len: usize, f: impl FnOnce(&mut [f64]) -> R) -> R {
    PACK.with(|cell| match cell.try_borrow_mut() {
        Ok(mut buf) => {
            if buf.len() < len {
                *buf = Vec::new(); // the old buffer goes before the larger one comes
                *buf = gsci_core::host::zeros(len);
            }
            f(&mut buf[..len])
        }
        // Re-entered on this thread (not done by this module): a private buffer.
        Err(_) => f(&mut gsci_core::host::zeros(len)),
    })
}

/// Packs `B[0..kb, 0..w]` as a `kb x NR` row-major panel (`kb = dst.len() / NR`), zero beyond
/// column `w`.
///
/// # Safety
/// The `kb x w` elements must be readable.
unsafe fn pack_b_panel(b: Operand, w: usize, dst: &mut [f64]) {
    for (kk, row) in dst.chunks_exact_mut(NR).enumerate() {
        for (j, d) in row.iter_mut().enumerate() {
            // SAFETY: kk < kb and j < w are inside the caller's bounds.
            *d = if j < w { unsafe { b.at(kk, j) } } else { 0.0 };
        }
    }
}

/// Packs `A[0..h, 0..kb]` as a `kb x MR` panel, the tile's columns one after another
/// (`kb = dst.len() / MR`), zero beyond row `h`.
///
/// # Safety
/// The `h x kb` elements must be readable.
unsafe fn pack_a_panel(a: Operand, h: usize, dst: &mut [f64]) {
    if h == MR && a.cs == 1 {
        let rows: [*const f64; MR] =
            std::array::from_fn(|i| a.ptr.wrapping_offset(i as isize * a.rs));
        for (kk, col) in dst.chunks_exact_mut(MR).enumerate() {
            for (i, d) in col.iter_mut().enumerate() {
                // SAFETY: row i < MR = h, column kk < kb.
                *d = unsafe { *rows[i].add(kk) };
            }
        }
        return;
    }
    for (kk, col) in dst.chunks_exact_mut(MR).enumerate() {
        for (i, d) in col.iter_mut().enumerate() {
            // SAFETY: i < h and kk < kb are inside the caller's bounds.
            *d = if i < h { unsafe { a.at(i, kk) } } else { 0.0 };
        }
    }
}

/// One `mb x nb` block of C from the packed panels.
///
/// # Safety
/// `c` addresses `mb x nb` writable elements; the panels hold `kb`-deep packed data.
unsafe fn macro_block(
    mb: usize,
    nb: usize,
    kb: usize,
    pa: &[f64],
    pb: &[f64],
    c: Dest,
    accumulate: bool,
) {
    for q in 0..nb.div_ceil(NR) {
        let w = NR.min(nb - q * NR);
        let bp = pb[q * kb * NR..(q + 1) * kb * NR].as_ptr();
        for p in 0..mb.div_ceil(MR) {
            let h = MR.min(mb - p * MR);
            let ap = pa[p * kb * MR..(p + 1) * kb * MR].as_ptr();
            let dst = c.ptr.wrapping_add(p * MR * c.ld + q * NR);
            if h == MR && w == NR {
                // SAFETY: a full tile inside C; panels of kb steps; the caller checked AVX2/FMA.
                unsafe { kernel(kb, ap, bp, dst, c.ld, accumulate) };
            } else {
                let mut tile = [0.0f64; MR * NR];
                // SAFETY: the scratch tile is MR x NR with row stride NR.
                unsafe { kernel(kb, ap, bp, tile.as_mut_ptr(), NR, false) };
                for i in 0..h {
                    for j in 0..w {
                        // SAFETY: (i, j) is inside the partial tile, inside C.
                        let d = unsafe { &mut *dst.add(i * c.ld + j) };
                        let v = tile[i * NR + j];
                        *d = if accumulate { *d + v } else { v };
                    }
                }
            }
        }
    }
}

/// The 6 x 8 register tile: `C (+)= sum_k a[k] b[k]^T` over `kc` packed steps.
///
/// # Safety
/// AVX2 and FMA available; `a` holds `kc * MR` and `b` `kc * NR` elements; `c` addresses an
/// `MR x NR` tile with row stride `rs_c`.
#[target_feature(enable = "avx2,fma")]
unsafe fn kernel(
    kc: usize,
    a: *const f64,
    b: *const f64,
    c: *mut f64,
    rs_c: usize,
    accumulate: bool,
) {
    // SAFETY: every pointer stays inside the caller's panels and tile.
    unsafe {
        let mut acc = [[_mm256_setzero_pd(); 2]; MR];
        for r in 0..MR {
            _mm_prefetch::<_MM_HINT_T0>(c.add(r * rs_c) as *const i8);
            _mm_prefetch::<_MM_HINT_T0>(c.add(r * rs_c + NR - 1) as *const i8);
        }
        let (mut a, mut b) = (a, b);
        macro_rules! step {
            ($o:expr) => {{
                let b0 = _mm256_loadu_pd(b.add($o * NR));
                let b1 = _mm256_loadu_pd(b.add($o * NR + 4));
                for (r, row) in acc.iter_mut().enumerate() {
                    let x = _mm256_broadcast_sd(&*a.add($o * MR + r));
                    row[0] = _mm256_fmadd_pd(x, b0, row[0]);
                    row[1] = _mm256_fmadd_pd(x, b1, row[1]);
                }
            }};
        }
        let mut k = kc;
        while k >= 4 {
            // The next lines of the A panel, 32 steps ahead (the 4 steps here read 3 lines).
            for line in 0..3 {
                _mm_prefetch::<_MM_HINT_T0>(a.wrapping_add(32 * MR + 8 * line) as *const i8);
            }
            step!(0);
            step!(1);
            step!(2);
            step!(3);
            a = a.add(4 * MR);
            b = b.add(4 * NR);
            k -= 4;
        }
        while k > 0 {
            step!(0);
            a = a.add(MR);
            b = b.add(NR);
            k -= 1;
        }
        for (r, row) in acc.iter().enumerate() {
            let p = c.add(r * rs_c);
            if accumulate {
                _mm256_storeu_pd(p, _mm256_add_pd(_mm256_loadu_pd(p), row[0]));
                _mm256_storeu_pd(p.add(4), _mm256_add_pd(_mm256_loadu_pd(p.add(4)), row[1]));
            } else {
                _mm256_storeu_pd(p, row[0]);
                _mm256_storeu_pd(p.add(4), row[1]);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plain triple loop, summed in f64 in order of k, and the rounding-error bound of any
    /// summation order: `k eps sum |a_il b_lj|` (twice the classical `gamma_k` bound).
    fn reference(m: usize, n: usize, k: usize, a: &Operand, b: &Operand) -> Vec<(f64, f64)> {
        let mut c = vec![(0.0, 0.0); m * n];
        for i in 0..m {
            for j in 0..n {
                let (mut s, mut s_abs) = (0.0, 0.0);
                for l in 0..k {
                    // SAFETY: inside the test's matrices.
                    let p = unsafe { a.at(i, l) * b.at(l, j) };
                    s += p;
                    s_abs += p.abs();
                }
                c[i * n + j] = (s, k as f64 * f64::EPSILON * s_abs);
            }
        }
        c
    }

    fn value(seed: usize) -> f64 {
        ((seed.wrapping_mul(2654435761) >> 7) % 1999) as f64 / 999.5 - 1.0
    }

    /// Every tile shape at the edges, blocks of k beyond KC, rows split over threads and
    /// columns split, row-major and transposed (column-major) operands.
    #[test]
    fn matches_the_triple_loop() {
        if !available() {
            return;
        }
        let shapes = [
            (1, 1, 1),
            (6, 8, 4),
            (7, 9, 3),
            (5, 300, 17),
            (13, 11, 600),
            (100, 97, 257),
            (200, 40, 513),
            (3, 1000, 40),
            (97, 8200, 2),
        ];
        for &(m, n, k) in &shapes {
            for transposed in [false, true] {
                let av: Vec<f64> = (0..m * k).map(value).collect();
                let bv: Vec<f64> = (0..k * n).map(|i| value(i + 7919)).collect();
                let (a, b) = if transposed {
                    (
                        Operand {
                            ptr: av.as_ptr(),
                            rs: 1,
                            cs: m as isize,
                        },
                        Operand {
                            ptr: bv.as_ptr(),
                            rs: 1,
                            cs: k as isize,
                        },
                    )
                } else {
                    (
                        Operand {
                            ptr: av.as_ptr(),
                            rs: k as isize,
                            cs: 1,
                        },
                        Operand {
                            ptr: bv.as_ptr(),
                            rs: n as isize,
                            cs: 1,
                        },
                    )
                };
                let want = reference(m, n, k, &a, &b);
                for parallel in [false, true] {
                    let mut c = vec![f64::NAN; m * n];
                    // SAFETY: the operands cover m x k and k x n elements of live vectors.
                    unsafe { gemm(m, n, k, a, b, &mut c, parallel) };
                    for (i, (x, &(y, tol))) in c.iter().zip(&want).enumerate() {
                        assert!(
                            (x - y).abs() <= tol,
                            "{m}x{n}x{k} t={transposed} p={parallel} at {i}: {x} vs {y}"
                        );
                    }
                }
            }
        }
    }

    /// A NaN in A poisons its row of C, an infinity in B its column (NaN where it meets a
    /// zero), exactly as the triple loop: the zero padding of partial tiles stays out of C.
    #[test]
    fn nan_and_inf_reach_only_their_row_and_column() {
        if !available() {
            return;
        }
        let (m, n, k) = (13, 17, 300);
        let mut av: Vec<f64> = (0..m * k).map(value).collect();
        let mut bv: Vec<f64> = (0..k * n).map(|i| value(i + 31)).collect();
        av[4 * k + 10] = f64::NAN;
        bv[20 * n + 5] = f64::INFINITY;
        av[7 * k + 20] = 0.0;
        let a = Operand {
            ptr: av.as_ptr(),
            rs: k as isize,
            cs: 1,
        };
        let b = Operand {
            ptr: bv.as_ptr(),
            rs: n as isize,
            cs: 1,
        };
        let want = reference(m, n, k, &a, &b);
        for parallel in [false, true] {
            let mut c = vec![0.0; m * n];
            // SAFETY: the operands cover m x k and k x n elements of live vectors.
            unsafe { gemm(m, n, k, a, b, &mut c, parallel) };
            for i in 0..m {
                for j in 0..n {
                    let (x, (y, tol)) = (c[i * n + j], want[i * n + j]);
                    let poisoned = i == 4 || (i == 7 && j == 5);
                    assert_eq!(x.is_nan(), poisoned, "NaN at ({i}, {j}): {x}");
                    if !poisoned && j == 5 {
                        assert_eq!(x, y, "({i}, {j})");
                        assert!(x.is_infinite());
                    } else if !poisoned {
                        assert!((x - y).abs() <= tol, "({i}, {j}): {x} vs {y}");
                    }
                }
            }
        }
    }

    #[test]
    fn empty_inner_dimension_gives_zeros() {
        if !available() {
            return;
        }
        let mut c = vec![f64::NAN; 12];
        let op = Operand {
            ptr: std::ptr::null(),
            rs: 0,
            cs: 0,
        };
        // SAFETY: k = 0: no element is read.
        unsafe { gemm(3, 4, 0, op, op, &mut c, true) };
        assert!(c.iter().all(|&x| x == 0.0));
    }
}
