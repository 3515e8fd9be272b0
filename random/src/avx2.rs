//! Box-Muller pairs four at a time with AVX2 on x86-64 CPUs that have it: `math::log` and
//! `math::sincos_2pi` (fdlibm's algorithms) with the same IEEE-rounded `+ - * /` and `sqrt` in
//! the same order for each lane, and no fused multiply-add, so that every value is
//! `sampler::normal_pair`'s (and the GPU's) bit for bit. Only the branches become selects:
//! the arguments are what `u_oc` and `u_co` give (normal numbers in (0, 1], and [0, 1)), where
//! `log`'s special cases never arise.
#![cfg(target_arch = "x86_64")]
#![deny(unsafe_op_in_unsafe_fn)]

use crate::Out;
use crate::math::{C, LG, LN2_HI, LN2_LO, PIO2, S, exp};
use crate::sampler::{Dist, DrawCtx, u_co, u_oc};
use std::arch::x86_64::*;

/// Whether this CPU runs [`pairs4`].
pub(crate) fn available() -> bool {
    std::arch::is_x86_feature_detected!("avx2")
}

/// `(r cos θ, r sin θ)` of four Box-Muller pairs, `r = sqrt(-2 log ur)` and `θ = 2π ut`, each
/// lane bit for bit as `normal_pair` computes it before `loc` and `scale`.
///
/// # Safety
/// The CPU must support AVX2 ([`available`]); every `ur` must be a normal number in (0, 1] and
/// every `ut` in [0, 1).
#[target_feature(enable = "avx2")]
#[inline]
pub(crate) unsafe fn pairs4(ur: [f64; 4], ut: [f64; 4]) -> ([f64; 4], [f64; 4]) {
    // SAFETY: AVX2 is enabled for this function; the loads and stores address the local arrays.
    unsafe {
        let r = _mm256_sqrt_pd(_mm256_mul_pd(
            _mm256_set1_pd(-2.0),
            log4(_mm256_loadu_pd(ur.as_ptr())),
        ));
        let (s, c) = sincos_2pi4(_mm256_loadu_pd(ut.as_ptr()));
        let (mut rc, mut rs) = ([0.0; 4], [0.0; 4]);
        _mm256_storeu_pd(rc.as_mut_ptr(), _mm256_mul_pd(r, c));
        _mm256_storeu_pd(rs.as_mut_ptr(), _mm256_mul_pd(r, s));
        (rc, rs)
    }
}

/// Fills the whole groups of 8 elements at the front of `out` (elements `i0..`, `i0` a multiple
/// of 4) with normals or log-normals, four pairs at a time, each value as
/// [`normal_pair`](crate::sampler::normal_pair) gives it; returns how many it filled.
///
/// # Safety
/// The CPU must support AVX2 ([`available`]).
#[target_feature(enable = "avx2")]
pub(crate) unsafe fn normal_groups<T: Out>(
    d: Dist,
    ctx: &DrawCtx,
    i0: u64,
    out: &mut [T],
) -> usize {
    let p = &ctx.p;
    let mut groups = out.chunks_exact_mut(8);
    let mut i = i0;
    for grp in &mut groups {
        let (b0, b1) = (ctx.block(i / 4, 0), ctx.block(i / 4 + 1, 0));
        let ur = [u_oc(b0[0]), u_oc(b0[2]), u_oc(b1[0]), u_oc(b1[2])];
        let ut = [u_co(b0[1]), u_co(b0[3]), u_co(b1[1]), u_co(b1[3])];
        // SAFETY: AVX2 is enabled here; u_oc gives normal numbers in (0, 1], u_co numbers in
        // [0, 1).
        let (rc, rs) = unsafe { pairs4(ur, ut) };
        for k in 0..4 {
            let (v0, v1) = (p[0] + p[1] * rc[k], p[0] + p[1] * rs[k]);
            let (v0, v1) = if d == Dist::Lognormal {
                (exp(v0), exp(v1))
            } else {
                (v0, v1)
            };
            grp[2 * k] = T::from_sample(v0, 0, false);
            grp[2 * k + 1] = T::from_sample(v1, 0, false);
        }
        i += 8;
    }
    (i - i0) as usize
}

#[inline(always)]
fn splat(c: f64) -> __m256d {
    // SAFETY: AVX is part of every caller's enabled features (they are AVX2 functions).
    unsafe { _mm256_set1_pd(c) }
}

/// `c[0] + z (c[1] + z (c[2] + ...))`, innermost first: the scalar code's nesting, operation
/// for operation (`z * c` and `c * z` round alike).
#[target_feature(enable = "avx2")]
#[inline]
fn horner(z: __m256d, c: &[f64]) -> __m256d {
    let Some((last, rest)) = c.split_last() else {
        return splat(0.0);
    };
    rest.iter().rev().fold(splat(*last), |p, &k| {
        _mm256_add_pd(splat(k), _mm256_mul_pd(z, p))
    })
}

/// `math::log` of four positive normal numbers.
#[target_feature(enable = "avx2")]
#[inline]
fn log4(x: __m256d) -> __m256d {
    let bits = _mm256_castpd_si256(x);
    let mant = _mm256_and_si256(bits, _mm256_set1_epi64x(0x000f_ffff_ffff_ffff));
    let m1 = _mm256_castsi256_pd(_mm256_or_si256(
        mant,
        _mm256_set1_epi64x(0x3ff0_0000_0000_0000),
    ));
    // m > sqrt(2): the mantissa halves (exactly) and the exponent grows by one.
    let big = _mm256_cmp_pd::<_CMP_GT_OQ>(m1, splat(std::f64::consts::SQRT_2));
    let m = _mm256_blendv_pd(m1, _mm256_mul_pd(m1, splat(0.5)), big);
    // The biased exponent as a double (2^52 + e - 2^52, exact for e < 2^52), then
    // k = e - 1023 (+ 1): small integers, so every step is exact, as `k as f64`.
    let e = _mm256_or_si256(
        _mm256_srli_epi64::<52>(bits),
        _mm256_set1_epi64x(0x4330_0000_0000_0000),
    );
    let e = _mm256_sub_pd(_mm256_castsi256_pd(e), splat(4_503_599_627_370_496.0));
    let dk = _mm256_add_pd(
        _mm256_sub_pd(e, splat(1023.0)),
        _mm256_and_pd(big, splat(1.0)),
    );
    let (add, sub, mul) = (_mm256_add_pd, _mm256_sub_pd, _mm256_mul_pd);
    let f = sub(m, splat(1.0));
    let s = _mm256_div_pd(f, add(splat(2.0), f));
    let z = mul(s, s);
    let w = mul(z, z);
    let t1 = mul(w, horner(w, &[LG[1], LG[3], LG[5]]));
    let t2 = mul(z, horner(w, &[LG[0], LG[2], LG[4], LG[6]]));
    let r = add(t2, t1);
    let hfsq = mul(mul(splat(0.5), f), f);
    // dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f)
    sub(
        mul(dk, splat(LN2_HI)),
        sub(
            sub(hfsq, add(mul(s, add(hfsq, r)), mul(dk, splat(LN2_LO)))),
            f,
        ),
    )
}

/// `math::sincos_2pi` of four values in [0, 1): `4u = q + x'` with `q = floor(4u + 1/2)`
/// (a small non-negative integer), the kernels on `x = x' π/2`, and the quadrant `q mod 4`
/// swapping and negating them.
#[target_feature(enable = "avx2")]
#[inline]
fn sincos_2pi4(u: __m256d) -> (__m256d, __m256d) {
    let (add, sub, mul) = (_mm256_add_pd, _mm256_sub_pd, _mm256_mul_pd);
    let t = mul(splat(4.0), u);
    let q = _mm256_floor_pd(add(t, splat(0.5)));
    let x = mul(sub(t, q), splat(PIO2));
    let z = mul(x, x);
    // kernel_sin: x + v (S0 + z r)
    let v = mul(z, x);
    let r = horner(z, &S[1..]);
    let sn = add(x, mul(v, add(splat(S[0]), mul(z, r))));
    // kernel_cos: w + (((1 - w) - hz) + z rc)
    let rc = mul(z, horner(z, &C));
    let hz = mul(splat(0.5), z);
    let w = sub(splat(1.0), hz);
    let cs = add(w, add(sub(sub(splat(1.0), w), hz), mul(z, rc)));
    // The quadrant's bits as 64-bit lane masks (q < 5: exact as i32, then widened).
    let qi = _mm256_cvtepi32_epi64(_mm256_cvttpd_epi32(q));
    let bit = |v: __m256i, b: i64| {
        let m = _mm256_set1_epi64x(b);
        _mm256_castsi256_pd(_mm256_cmpeq_epi64(_mm256_and_si256(v, m), m))
    };
    let odd = bit(qi, 1);
    let sin_neg = bit(qi, 2);
    let cos_neg = bit(_mm256_add_epi64(qi, _mm256_set1_epi64x(1)), 2);
    let a = _mm256_blendv_pd(sn, cs, odd);
    let b = _mm256_blendv_pd(cs, sn, odd);
    let sign = splat(-0.0);
    (
        _mm256_xor_pd(a, _mm256_and_pd(sin_neg, sign)),
        _mm256_xor_pd(b, _mm256_and_pd(cos_neg, sign)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::math::{log, sincos_2pi};

    #[test]
    fn four_lanes_give_the_scalar_bits() {
        if !available() {
            eprintln!("skipped: this CPU has no AVX2");
            return;
        }
        // ur: what u_oc gives ((k + 1) 2^-53), ut: what u_co gives (k 2^-53), k < 2^53; with
        // the reduction's edges (sqrt(1/2) for log, multiples of 1/8 for sincos).
        let mut ur: Vec<f64> = vec![1.0, 0.5, 0.75, 2f64.powi(-53), 1.0 - 2f64.powi(-53)];
        let r2 = std::f64::consts::FRAC_1_SQRT_2.to_bits();
        for d in 0..5u64 {
            ur.extend([f64::from_bits(r2 - d), f64::from_bits(r2 + d)]);
        }
        let mut ut: Vec<f64> = vec![0.0, 1.0 - 2f64.powi(-53)];
        for q in 1..8 {
            let c = (q as f64 / 8.0).to_bits();
            for d in 0..4u64 {
                ut.extend([f64::from_bits(c - d), f64::from_bits(c + d)]);
            }
        }
        let mut w = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..400_000 {
            w = w
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ur.push(((w >> 11) + 1) as f64 * 2f64.powi(-53));
            ut.push((w >> 11) as f64 * 2f64.powi(-53));
            // Small arguments: every binade of the logarithm.
            ur.push(((w >> (11 + (w & 63).min(52))) + 1) as f64 * 2f64.powi(-53));
        }
        ut.resize(ur.len(), 0.3);
        for (a, b) in ur.chunks_exact(4).zip(ut.chunks_exact(4)) {
            let (a, b) = ([a[0], a[1], a[2], a[3]], [b[0], b[1], b[2], b[3]]);
            // SAFETY: AVX2 checked above; a in (0, 1] normal, b in [0, 1).
            let (rc, rs) = unsafe { pairs4(a, b) };
            for l in 0..4 {
                let r = (-2.0 * log(a[l])).sqrt();
                let (s, c) = sincos_2pi(b[l]);
                assert_eq!(
                    (rc[l].to_bits(), rs[l].to_bits()),
                    ((r * c).to_bits(), (r * s).to_bits()),
                    "ur {:e} ut {:e}",
                    a[l],
                    b[l]
                );
            }
        }
    }
}
