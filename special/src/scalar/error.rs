//! Scalar error functions: erf, erfc, erfcx, erfinv, erfcinv, ndtr, log_ndtr, ndtri, ndtri_exp.
//!
//! The CPU twins of the device functions in `kernels/error.cuh` (one algorithm, written twice).
//!
//! # Coefficient tables are written once
//! Every table is a `const NAME: [f64; N]` in this file, between the markers `tables begin` and
//! `tables end`. `kernels/error.cuh` holds the same tables as `__constant__ double gsci_sp_NAME[N]`
//! with the same literals, token for token; the test `error::tables_match_cuda` (tests/error.rs)
//! parses both files and fails on any difference. Edit a table here, then copy the literal list.
//!
//! # Arithmetic shared by both backends
//! Polynomials are evaluated with plain multiplies and adds (the CUDA side uses `__dmul_rn` and
//! `__dadd_rn`, which the compiler may not contract into FMAs), so both backends round the same way;
//! the only differences come from the libraries' `exp`/`log` (each within 1 ULP).
//!
//! # Algorithms
//! - erf, erfc: the rational approximations of Cephes (S. L. Moshier, `ndtr.c`): erf on |x| < 1 as
//!   x T(x²)/U(x²); erfc on 1 ≤ x < 8 as e^{-x²} P(x)/Q(x) and on x ≥ 8 as e^{-x²} R(x)/S(x).
//!   Unlike Cephes, e^{-x²} is computed from the exact split x² = h + l (FMA), so the relative
//!   error of erfc does not grow with x² in the far tail.
//! - erfcx: the same rational functions without the factor e^{-x²} (x ≥ 1), e^{x²} erfc(x) with the
//!   split x² below 1, 2e^{x²} - erfcx(-x) for x < 0, and the asymptotic series
//!   (1 - 1/(2x²) + 3/(4x⁴)) / (x√π) past x = 1000.
//! - ndtr, log_ndtr: through the same approximations with e^{-a²/2} from the exact split of a²/2;
//!   log_ndtr in the lower tail is -a²/2 + log(P/Q / 2), so it never underflows.
//! - ndtri: the rational approximations of Cephes `ndtri.c` (central part |p - 1/2| ≤ 1/2 - e^{-2};
//!   tails in z = √(-2 log p) on [2, 8) and [8, ∞)). erfinv, erfcinv and ndtri_exp reuse the two
//!   pieces with arguments formed exactly (u = 2p - 1 for the central part, log p given directly
//!   for ndtri_exp), so erfinv keeps full relative accuracy near 0 and ndtri_exp never underflows.

use std::f64::consts::{FRAC_1_SQRT_2, LN_2};

// tables begin
/// erfc(x) e^{x²} on [1, 8): numerator (Cephes ndtr.c P).
pub(crate) const NDTR_P: [f64; 9] = [
    2.461969814735305e-10,
    0.5641895648310689,
    7.463210564422699,
    48.63719709856814,
    196.5208329560771,
    526.4451949954773,
    934.5285271719576,
    1027.5518868951572,
    557.5353353693994,
];
/// erfc(x) e^{x²} on [1, 8): denominator without its leading 1.
pub(crate) const NDTR_Q: [f64; 8] = [
    13.228195115474499,
    86.70721408859897,
    354.9377788878199,
    975.7085017432055,
    1823.9091668790973,
    2246.3376081871097,
    1656.6630919416134,
    557.5353408177277,
];
/// erfc(x) e^{x²} on [8, ∞): numerator.
pub(crate) const NDTR_R: [f64; 6] = [
    0.5641895835477551,
    1.275366707599781,
    5.019050422511805,
    6.160210979930536,
    7.4097426995044895,
    2.9788666537210022,
];
/// erfc(x) e^{x²} on [8, ∞): denominator without its leading 1.
pub(crate) const NDTR_S: [f64; 6] = [
    2.2605286322011726,
    9.396035249380015,
    12.048953980809666,
    17.08144507475659,
    9.608968090632859,
    3.369076451000815,
];
/// erf(x)/x on |x| < 1 in x²: numerator.
pub(crate) const NDTR_T: [f64; 5] = [
    9.604973739870516,
    90.02601972038427,
    2232.005345946843,
    7003.325141128051,
    55592.30130103949,
];
/// erf(x)/x on |x| < 1 in x²: denominator without its leading 1.
pub(crate) const NDTR_U: [f64; 5] = [
    33.56171416475031,
    521.3579497801527,
    4594.323829709801,
    22629.000061389095,
    49267.39426086359,
];
/// ndtri central part, |p - 1/2| ≤ 1/2 - e^{-2}: numerator in (p - 1/2)².
pub(crate) const NDTRI_P0: [f64; 5] = [
    -59.96335010141079,
    98.00107541859997,
    -56.67628574690703,
    13.931260938727968,
    -1.2391658386738125,
];
/// ndtri central part: denominator without its leading 1.
pub(crate) const NDTRI_Q0: [f64; 8] = [
    1.9544885833814176,
    4.676279128988815,
    86.36024213908905,
    -225.46268785411937,
    200.26021238006066,
    -82.03722561683334,
    15.90562251262117,
    -1.1833162112133,
];
/// ndtri tail, z = √(-2 log p) in [2, 8): numerator in 1/z.
pub(crate) const NDTRI_P1: [f64; 9] = [
    4.0554489230596245,
    31.525109459989388,
    57.16281922464213,
    44.08050738932008,
    14.684956192885803,
    2.1866330685079025,
    -0.1402560791713545,
    -0.03504246268278482,
    -0.0008574567851546854,
];
/// ndtri tail on [2, 8): denominator without its leading 1.
pub(crate) const NDTRI_Q1: [f64; 8] = [
    15.779988325646675,
    45.39076351288792,
    41.3172038254672,
    15.04253856929075,
    2.504649462083094,
    -0.14218292285478779,
    -0.03808064076915783,
    -0.0009332594808954574,
];
/// ndtri tail, z ≥ 8: numerator in 1/z.
pub(crate) const NDTRI_P2: [f64; 9] = [
    3.2377489177694603,
    6.915228890689842,
    3.9388102529247444,
    1.3330346081580755,
    0.20148538954917908,
    0.012371663481782003,
    0.00030158155350823543,
    2.6580697468673755e-06,
    6.239745391849833e-09,
];
/// ndtri tail, z ≥ 8: denominator without its leading 1.
pub(crate) const NDTRI_Q2: [f64; 8] = [
    6.02427039364742,
    3.6798356385616087,
    1.3770209948908132,
    0.21623699359449663,
    0.013420400608854318,
    0.00032801446468212774,
    2.8924786474538068e-06,
    6.790194080099813e-09,
];
// tables end

/// √(π/2).
const SQRT_HALF_PI: f64 = 1.253_314_137_315_500_3;
/// √π / 2.
const SQRT_PI_2: f64 = 0.886_226_925_452_758;
/// 1/√π.
const FRAC_1_SQRT_PI: f64 = 0.564_189_583_547_756_3;
/// log(2√π).
const LN_2_SQRT_PI: f64 = 1.265_512_123_484_645_4;
/// log(2π)/2.
const LN_SQRT_2PI: f64 = 0.918_938_533_204_672_8;
/// log 2 - LN_2 (the part of log 2 below f64's precision).
const LN_2_LO: f64 = 2.319_046_813_846_299_6e-17;
/// e^{-2}.
const EXP_M2: f64 = 0.135_335_283_236_612_7;
/// log(1 - e^{-2}).
const LOG_1M_EXP_M2: f64 = -0.145_413_457_868_859_06;

/// Horner's rule, coefficients from the highest power down (Cephes `polevl`).
#[inline(always)]
pub(crate) fn polevl(x: f64, c: &[f64]) -> f64 {
    let mut r = c[0];
    for &a in &c[1..] {
        r = r * x + a;
    }
    r
}

/// Horner's rule for a polynomial whose leading coefficient 1 is left out (Cephes `p1evl`).
#[inline(always)]
pub(crate) fn p1evl(x: f64, c: &[f64]) -> f64 {
    let mut r = x + c[0];
    for &a in &c[1..] {
        r = r * x + a;
    }
    r
}

/// Clenshaw's sum of a Chebyshev series in the Cephes convention (`chbevl`): coefficients from
/// the highest order down, x already mapped to [-2, 2], the last coefficient counted half.
#[inline(always)]
pub(crate) fn chbevl(x: f64, c: &[f64]) -> f64 {
    let mut b0 = c[0];
    let mut b1 = 0.0;
    let mut b2 = 0.0;
    for &a in &c[1..] {
        b2 = b1;
        b1 = b0;
        b0 = x * b1 - b2 + a;
    }
    0.5 * (b0 - b2)
}

/// e^{-s x²} for s = 1 or 1/2, with x² split exactly into h + l so that the rounding of x² does
/// not enter the exponent. Valid while x² is finite.
#[inline(always)]
fn exp_neg_sq(x: f64, s: f64) -> f64 {
    let h = x * x;
    let l = x.mul_add(x, -h);
    (-(s * h)).exp() * (1.0 - s * l)
}

/// erfc(x) e^{x²} for x ≥ 1 (finite).
#[inline(always)]
fn erfcx_rational(x: f64) -> f64 {
    if x < 8.0 {
        polevl(x, &NDTR_P) / p1evl(x, &NDTR_Q)
    } else {
        polevl(x, &NDTR_R) / p1evl(x, &NDTR_S)
    }
}

/// erf(x) for |x| < 1.
#[inline(always)]
fn erf_small(x: f64) -> f64 {
    let z = x * x;
    x * polevl(z, &NDTR_T) / p1evl(z, &NDTR_U)
}

/// The error function. Equivalent to `scipy.special.erf`.
pub fn erf(x: f64) -> f64 {
    let ax = x.abs();
    if ax < 1.0 {
        return erf_small(x);
    }
    if x.is_nan() {
        return x;
    }
    let r = if ax > 6.0 {
        1.0
    } else {
        1.0 - exp_neg_sq(ax, 1.0) * erfcx_rational(ax)
    };
    r.copysign(x)
}

/// The complementary error function 1 - erf(x). Equivalent to `scipy.special.erfc`.
pub fn erfc(x: f64) -> f64 {
    let ax = x.abs();
    if ax < 1.0 {
        return 1.0 - erf_small(x);
    }
    if x.is_nan() {
        return x;
    }
    let y = if ax > 27.5 {
        0.0
    } else {
        exp_neg_sq(ax, 1.0) * erfcx_rational(ax)
    };
    if x < 0.0 { 2.0 - y } else { y }
}

/// erfcx(x) for x ≥ 0.
#[inline(always)]
fn erfcx_pos(x: f64) -> f64 {
    if x < 1.0 {
        let h = x * x;
        let l = x.mul_add(x, -h);
        h.exp() * (1.0 + l) * (1.0 - erf_small(x))
    } else if x < 50.0 {
        erfcx_rational(x)
    } else {
        // sum_k (-1)^k (2k-1)!! t^k with t = 1/(2x²) ≤ 2e-4: the next term is below 1e-18.
        let r = 1.0 / x;
        let t = 0.5 * (r * r);
        let s = 1.0 - t * (1.0 - t * (3.0 - t * (15.0 - t * (105.0 - t * 945.0))));
        FRAC_1_SQRT_PI * r * s
    }
}

/// The scaled complementary error function e^{x²} erfc(x). Equivalent to `scipy.special.erfcx`.
pub fn erfcx(x: f64) -> f64 {
    if x >= 0.0 {
        return erfcx_pos(x);
    }
    if x.is_nan() {
        return x;
    }
    if x < -26.7 {
        return f64::INFINITY;
    }
    let h = x * x;
    let l = x.mul_add(x, -h);
    2.0 * (h.exp() * (1.0 + l)) - erfcx_pos(-x)
}

/// The standard normal distribution function. Equivalent to `scipy.special.ndtr`.
pub fn ndtr(a: f64) -> f64 {
    let x = a * FRAC_1_SQRT_2;
    let z = x.abs();
    if z < 1.0 {
        return 0.5 + 0.5 * erf_small(x);
    }
    if a.is_nan() {
        return a;
    }
    let y = if z > 27.5 {
        0.0
    } else {
        0.5 * exp_neg_sq(a, 0.5) * erfcx_rational(z)
    };
    if a > 0.0 { 1.0 - y } else { y }
}

/// The logarithm of the standard normal distribution function. Equivalent to
/// `scipy.special.log_ndtr`.
pub fn log_ndtr(a: f64) -> f64 {
    if a > 0.0 {
        return (-ndtr(-a)).ln_1p();
    }
    let x = a * FRAC_1_SQRT_2;
    let z = -x;
    if z < 1.0 {
        return (0.5 + 0.5 * erf_small(x)).ln();
    }
    if a.is_nan() {
        return a;
    }
    if z < 1e8 {
        let ha = 0.5 * a;
        let h = ha * a;
        let l = ha.mul_add(a, -h);
        -h - l + (0.5 * erfcx_rational(z)).ln()
    } else {
        // erfcx(z) = 1/(z√π) (1 + O(z⁻²)).
        -((0.5 * a) * a) - (z.ln() + LN_2_SQRT_PI)
    }
}

/// ndtri's central part as a function of u = 2p - 1 (|u| ≤ 1 - 2e^{-2}): returns
/// u (1 + y² P(y²)/Q(y²)) with y = u/2, so that ndtri(p) = √(π/2) times it.
#[inline(always)]
fn ndtri_central(u: f64) -> f64 {
    let y2 = 0.25 * (u * u);
    u + u * (y2 * polevl(y2, &NDTRI_P0) / p1evl(y2, &NDTRI_Q0))
}

/// ndtri's tail as a function of w = -2 log p (w ≥ 4): returns -ndtri(p) > 0.
#[inline(always)]
fn ndtri_tail(w: f64) -> f64 {
    let x = w.sqrt();
    let x0 = x - x.ln() / x;
    let z = 1.0 / x;
    let x1 = if x < 8.0 {
        z * polevl(z, &NDTRI_P1) / p1evl(z, &NDTRI_Q1)
    } else {
        z * polevl(z, &NDTRI_P2) / p1evl(z, &NDTRI_Q2)
    };
    x0 - x1
}

/// The inverse of the standard normal distribution function. Equivalent to `scipy.special.ndtri`.
pub fn ndtri(p: f64) -> f64 {
    if p > EXP_M2 && p < 1.0 - EXP_M2 {
        return SQRT_HALF_PI * ndtri_central(2.0 * p - 1.0);
    }
    if p > 0.0 && p < 1.0 {
        return if p < 0.5 {
            -ndtri_tail(-2.0 * p.ln())
        } else {
            ndtri_tail(-2.0 * (1.0 - p).ln())
        };
    }
    if p == 0.0 {
        f64::NEG_INFINITY
    } else if p == 1.0 {
        f64::INFINITY
    } else {
        f64::NAN
    }
}

/// ndtri(e^y), accurate where e^y underflows or rounds to 1. Equivalent to
/// `scipy.special.ndtri_exp`.
pub fn ndtri_exp(y: f64) -> f64 {
    if y < -2.0 {
        if y >= -2048.0 {
            return -ndtri_tail(-2.0 * y);
        }
        if y == f64::NEG_INFINITY {
            return y;
        }
        // Past the tail fit (√(-2y) > 64): solve y = -x²/2 - log x - log(2π)/2 + log s(x), with
        // s = 1 - x⁻² + 3x⁻⁴ - 15x⁻⁶ (Mills' ratio), by the fixed point
        // x = √2 √(-y - log x - log(2π)/2 + log s); each step shrinks the relative error by
        // x⁻² ≤ 2.5e-4, and four steps from x = √(-2y) reach 1e-18.
        let mut x = std::f64::consts::SQRT_2 * (-y).sqrt();
        for _ in 0..4 {
            let r = 1.0 / (x * x);
            let s = 1.0 - r * (1.0 - r * (3.0 - 15.0 * r));
            x = std::f64::consts::SQRT_2 * (-y - x.ln() - LN_SQRT_2PI + s.ln()).sqrt();
        }
        return -x;
    }
    if y < LOG_1M_EXP_M2 {
        // u = 2e^y - 1 = expm1(y + log 2); y + LN_2 is exact where the result is near 0
        // (Sterbenz), and LN_2_LO carries the rest of log 2.
        return SQRT_HALF_PI * ndtri_central(((y + LN_2) + LN_2_LO).exp_m1());
    }
    if y < 0.0 {
        return ndtri_tail(-2.0 * (-y.exp_m1()).ln());
    }
    if y == 0.0 { f64::INFINITY } else { f64::NAN }
}

/// The inverse error function. Equivalent to `scipy.special.erfinv`.
pub fn erfinv(y: f64) -> f64 {
    let ay = y.abs();
    if ay <= 1.0 - 2.0 * EXP_M2 {
        if y == 0.0 {
            return 0.0;
        }
        return SQRT_PI_2 * ndtri_central(y);
    }
    if ay < 1.0 {
        let r = FRAC_1_SQRT_2 * ndtri_tail(-2.0 * (0.5 * (1.0 - ay)).ln());
        return r.copysign(y);
    }
    if ay == 1.0 {
        f64::INFINITY.copysign(y)
    } else {
        f64::NAN
    }
}

/// The inverse complementary error function. Equivalent to `scipy.special.erfcinv`.
pub fn erfcinv(y: f64) -> f64 {
    if y > 2.0 * EXP_M2 && y < 2.0 - 2.0 * EXP_M2 {
        return -(SQRT_PI_2 * ndtri_central(y - 1.0));
    }
    if y > 0.0 && y < 2.0 {
        if y < 1.0 {
            // log(y/2), without halving a subnormal y.
            let lg = if y < 1e-300 {
                y.ln() - LN_2
            } else {
                (0.5 * y).ln()
            };
            return FRAC_1_SQRT_2 * ndtri_tail(-2.0 * lg);
        }
        return -(FRAC_1_SQRT_2 * ndtri_tail(-2.0 * (1.0 - 0.5 * y).ln()));
    }
    if y == 0.0 {
        f64::INFINITY
    } else if y == 2.0 {
        f64::NEG_INFINITY
    } else {
        f64::NAN
    }
}
