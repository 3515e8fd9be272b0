//! CPU execution: the same per-element samplers as the GPU, in parallel over chunks (the
//! result does not depend on the split).

use crate::Out;
use crate::philox::{PhiloxState, counter_plus, philox4x64_10};
use crate::sampler::{Dist, DrawCtx, normal_pair, sample_elem, sample_lane, sample_row};
use rayon::prelude::*;

const CHUNK: usize = 1 << 14;

pub(crate) fn fill_dist<T: Out>(d: Dist, ctx: &DrawCtx, out: &mut [T]) {
    let integral = d.integral();
    out.par_chunks_mut(CHUNK)
        .enumerate()
        .for_each(|(ci, chunk)| {
            let base = (ci * CHUNK) as u64;
            if matches!(d, Dist::Normal | Dist::Lognormal) {
                normals(d, ctx, base, chunk);
            } else if !d.block_shared() {
                for (j, o) in chunk.iter_mut().enumerate() {
                    let (f, iv) = sample_elem(d, ctx, base + j as u64, None);
                    *o = T::from_sample(f, iv, integral);
                }
            } else {
                for (gj, grp) in chunk.chunks_mut(4).enumerate() {
                    let i0 = base + 4 * gj as u64;
                    let b = ctx.block(i0 / 4, 0);
                    for (lane, o) in grp.iter_mut().enumerate() {
                        let i = i0 + lane as u64;
                        let (f, iv) = if d.per_element() {
                            sample_elem(d, ctx, i, Some(b[lane]))
                        } else {
                            sample_lane(d, ctx, &b, lane, i)
                        };
                        *o = T::from_sample(f, iv, integral);
                    }
                }
            }
        });
}

/// Normals (or log-normals) of elements `base..base + out.len()` (`base` a multiple of 4):
/// with AVX2, the four pairs of two blocks at a time through [`avx2::pairs4`] (each value's
/// bits are [`normal_pair`]'s), the rest pair by pair.
fn normals<T: Out>(d: Dist, ctx: &DrawCtx, base: u64, out: &mut [T]) {
    let done = simd_normal_groups(d, ctx, base, out);
    let (i0, rest) = (base + done as u64, &mut out[done..]);
    for (gj, grp) in rest.chunks_mut(4).enumerate() {
        let b = ctx.block(i0 / 4 + gj as u64, 0);
        for (pi, pr) in grp.chunks_mut(2).enumerate() {
            let (v0, v1) = normal_pair(d, ctx, &b, 2 * pi);
            pr[0] = T::from_sample(v0, 0, false);
            if let Some(o) = pr.get_mut(1) {
                *o = T::from_sample(v1, 0, false);
            }
        }
    }
}

/// The whole groups of 8 that [`avx2::normal_groups`](crate::avx2::normal_groups) fills when
/// the CPU has AVX2; 0 otherwise.
#[cfg(target_arch = "x86_64")]
fn simd_normal_groups<T: Out>(d: Dist, ctx: &DrawCtx, base: u64, out: &mut [T]) -> usize {
    if crate::avx2::available() {
        // SAFETY: the CPU has AVX2 (checked above).
        unsafe { crate::avx2::normal_groups(d, ctx, base, out) }
    } else {
        0
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn simd_normal_groups<T: Out>(_: Dist, _: &DrawCtx, _: u64, _: &mut [T]) -> usize {
    0
}

/// Fills `out` with words `0..n` of the raw stream from `st` (NumPy's order), mapped by `map`.
pub(crate) fn fill_raw_u64<T: Send>(
    st: &PhiloxState,
    out: &mut [T],
    map: impl Fn(u64) -> T + Sync,
) {
    let rem = (4 - st.buffer_pos).min(out.len());
    for (q, o) in out[..rem].iter_mut().enumerate() {
        *o = map(st.buffer[st.buffer_pos + q]);
    }
    let (ctr, key) = (st.counter, st.key);
    out[rem..]
        .par_chunks_mut(CHUNK)
        .enumerate()
        .for_each(|(ci, chunk)| {
            let b0 = (ci * CHUNK / 4) as u64;
            for (bj, grp) in chunk.chunks_mut(4).enumerate() {
                let blk = philox4x64_10(counter_plus(ctr, 1 + b0 + bj as u64), key);
                for (w, o) in grp.iter_mut().enumerate() {
                    *o = map(blk[w]);
                }
            }
        });
}

/// `random(dtype=float32)`: NumPy's 32-bit halves, low first; `pre` are the values that come
/// before the first whole block (the kept half and the buffered words).
pub(crate) fn fill_f32<T: Out>(st: &PhiloxState, pre: &[u32], out: &mut [T]) {
    let conv =
        |h: u32| T::from_sample(((h >> 8) as f32 * (1.0f32 / 16_777_216.0)) as f64, 0, false);
    let np = pre.len().min(out.len());
    for (o, &h) in out[..np].iter_mut().zip(pre) {
        *o = conv(h);
    }
    let (ctr, key) = (st.counter, st.key);
    out[np..]
        .par_chunks_mut(CHUNK)
        .enumerate()
        .for_each(|(ci, chunk)| {
            let b0 = (ci * CHUNK / 8) as u64;
            for (bj, grp) in chunk.chunks_mut(8).enumerate() {
                let blk = philox4x64_10(counter_plus(ctr, 1 + b0 + bj as u64), key);
                for (w, o) in grp.iter_mut().enumerate() {
                    let x = blk[w >> 1];
                    *o = conv(if w & 1 == 1 {
                        (x >> 32) as u32
                    } else {
                        x as u32
                    });
                }
            }
        });
}

/// Rows of a vector-valued draw (`out` has `v.len()` elements per row), as raw 64-bit words
/// (f64 bits for Dirichlet, integers for multinomial).
pub(crate) fn fill_rows(d: Dist, ctx: &DrawCtx, v: &[f64], out: &mut [u64]) {
    if v.is_empty() {
        return;
    }
    out.par_chunks_mut(v.len())
        .enumerate()
        .for_each(|(i, row)| sample_row(d, ctx, v, i as u64, row));
}

/// [`fill_dist`] with element `i`'s parameters from `p[i]` and `ip[i]` (array parameters,
/// broadcast by the caller): the same samplers, so a constant array gives the scalar bits.
pub(crate) fn fill_dist_params<T: Out>(
    d: Dist,
    ctx: &DrawCtx,
    p: &[[f64; 4]],
    ip: &[[u64; 2]],
    out: &mut [T],
) {
    let integral = d.integral();
    out.par_chunks_mut(CHUNK)
        .enumerate()
        .for_each(|(ci, chunk)| {
            let base = ci * CHUNK;
            for (gj, grp) in chunk.chunks_mut(4).enumerate() {
                let i0 = base + 4 * gj;
                let b = if d.block_shared() {
                    ctx.block(i0 as u64 / 4, 0)
                } else {
                    [0; 4]
                };
                for (lane, o) in grp.iter_mut().enumerate() {
                    let i = i0 + lane;
                    let mut c = *ctx;
                    c.p = p[i];
                    c.ip = ip[i];
                    let (f, iv) = if d.per_element() {
                        sample_elem(d, &c, i as u64, d.block_shared().then_some(b[lane]))
                    } else {
                        sample_lane(d, &c, &b, lane, i as u64)
                    };
                    *o = T::from_sample(f, iv, integral);
                }
            }
        });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reference: every pair of every block through `normal_pair`, as the GPU computes it.
    fn pairwise<T: Out>(d: Dist, ctx: &DrawCtx, n: usize) -> Vec<T> {
        let mut v = vec![T::from_sample(0.0, 0, false); n];
        for (gj, grp) in v.chunks_mut(4).enumerate() {
            let b = ctx.block(gj as u64, 0);
            for (pi, pr) in grp.chunks_mut(2).enumerate() {
                let (v0, v1) = normal_pair(d, ctx, &b, 2 * pi);
                pr[0] = T::from_sample(v0, 0, false);
                if let Some(o) = pr.get_mut(1) {
                    *o = T::from_sample(v1, 0, false);
                }
            }
        }
        v
    }

    #[test]
    fn normals_equal_the_pairwise_samplers_bit_for_bit() {
        for (d, p) in [
            (Dist::Normal, [0.0, 1.0, 0.0, 0.0]),
            (Dist::Normal, [-3.5, 0.25, 0.0, 0.0]),
            (Dist::Lognormal, [0.5, 2.0, 0.0, 0.0]),
        ] {
            for (seed, n) in [
                (1u64, 1usize),
                (2, 7),
                (3, 8),
                (4, 13),
                (5, 4099),
                (6, 3 * CHUNK + 21),
            ] {
                let mut ctx = DrawCtx::new([seed, !seed], [0, 0, seed, 5], seed + 9);
                ctx.p = p;
                let mut got = vec![0.0f64; n];
                fill_dist(d, &ctx, &mut got);
                let want: Vec<f64> = pairwise(d, &ctx, n);
                let bits = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                assert_eq!(bits(&got), bits(&want), "{d:?} {p:?} n={n}");
                let mut got32 = vec![0.0f32; n];
                fill_dist(d, &ctx, &mut got32);
                let want32: Vec<f32> = pairwise(d, &ctx, n);
                let bits32 = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
                assert_eq!(bits32(&got32), bits32(&want32), "{d:?} f32 n={n}");
            }
        }
    }
}
