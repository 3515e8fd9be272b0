//! Scalar gamma and beta functions: gamma, gammaln, digamma, the incomplete gamma and beta
//! functions, their inverses and the distribution functions built on them (`bdtr` ... `stdtrit`).
//!
//! Each function is one algorithm written twice: here in Rust (the CPU backend) and in
//! `kernels/gamma.cuh` (the CUDA device functions `gsci_sp_<name>`), statement for statement.
//! The coefficient tables are written once, in this file; the `.cuh` holds the same tables as
//! `__constant__` arrays of the same names (lower-case, `gsci_sp_` prefix), and
//! `tests/gamma.rs::cuda_tables_equal_rust_tables` parses both files and fails unless every table
//! matches value for value. The polynomial tables were fitted with `mpmath.chebyfit` (50 digits) by
//! `golden/generate_gamma.py --coefficients`, which prints them in this file's syntax.
//!
//! Algorithms (our own, from the literature, except the incomplete gamma inverses):
//! - gamma: 1/Gamma on [1, 2] by a polynomial plus the recurrence below 10, Stirling's series with
//!   the power split in two above, the reflection formula for x < 0.
//! - gammaln: ln Gamma(x) = (x-1)(x-2) f(x) with polynomials f on [1, 2] and [2, 3] (relative
//!   accuracy at both zeros), the recurrence below 10, Stirling's series above.
//! - digamma: (x - x0) g(x) on [1, 2] about the positive root x0 (in two parts), recurrence,
//!   the asymptotic series for x >= 10, reflection for x < 0.
//! - gammainc/gammaincc: the power series for P, Lentz's continued fraction for Q, and the
//!   Q-series of DiDonato & Morris for small a and x; the factor x^a e^-x / Gamma(a+1) through
//!   log1pmx and Stirling's correction for a >= 10 (Temme's form), so large a loses no accuracy.
//! - betainc: TOMS 708's power series BPSER where b x <= 0.7 (or a y <= 0.7 for the complement)
//!   and DiDonato & Morris' continued fraction BFRAC otherwise, written with lambda = a - (a+b) x
//!   taken from the exact one of x and y = 1 - x (so y's rounding is never amplified by a + b),
//!   with the factor x^a y^b / B(a, b) through log1pmx and Stirling's corrections when a or b is
//!   large.
//! - gammaincinv/gammainccinv: SciPy 1.17.1's algorithm, ported step for step from xsf's Cephes
//!   `igami.h` (DiDonato & Morris' starting point, then three Halley steps), with the Cephes
//!   functions it calls (xsf's `igam`/`igamc`, `Gamma`, `lgam`, `erfc`, ...), so that the results
//!   are SciPy's to the bit wherever the math library is glibc's.
//! - betaincinv: Halley's iteration from the starting point of Abramowitz & Stegun 26.5.22,
//!   iterating on I or on 1 - I on the side of the smaller one, with a bracket that keeps the
//!   iterates inside (0, 1).

// The tables' literals are Python's shortest round-trip repr of each double, shared textually
// with kernels/gamma.cuh (generated from them); one of them happens to equal 2/sqrt(pi).
#![allow(clippy::excessive_precision, clippy::approx_constant)]

use num_complex::Complex64;
use std::f64::consts::PI;

// ------------------------------------------------------------------------------------------
// Coefficient tables (mirrored in kernels/gamma.cuh; checked equal by tests/gamma.rs).
// Polynomials are stored lowest degree first and evaluated in t = x - centre.
// ------------------------------------------------------------------------------------------

/// 1 / Gamma(1.5 + t), |t| <= 0.5 (degree 16 in t, fit error 3.67e-20.)
pub(crate) const RGAMMA_1_2: [f64; 17] = [
    1.1283791670955126,
    -0.0411745264452831,
    -0.5266544355255445,
    0.17510202604393435,
    0.050966860247706136,
    -0.04215516936852384,
    0.006612897826820958,
    0.0021207314422774662,
    -0.0011107302545151887,
    0.00015235762470316286,
    2.535520386106474e-05,
    -1.3896835437533617e-05,
    2.1562113294434155e-06,
    5.8070298070884785e-08,
    -8.917014541433564e-08,
    1.6813402437575466e-08,
    -8.521820446681207e-10,
];
/// ln Gamma(x) / ((x - 1)(x - 2)), x = 1.5 + t (degree 23 in t, fit error 2.25e-20.)
pub(crate) const LGAMMA_1_2: [f64; 24] = [
    0.4831289505409809,
    -0.14595989591430608,
    0.06291140107456496,
    -0.03130848750101101,
    0.01679709863118352,
    -0.009425622448467657,
    0.005446457844800713,
    -0.0032120740773551953,
    0.0019229161306902386,
    -0.0011644144679247021,
    0.0007115224750426455,
    -0.0004379952605342461,
    0.00027127400224009565,
    -0.00016889233273334643,
    0.00010565261976836096,
    -6.633218881329272e-05,
    4.159729145290115e-05,
    -2.628414257610881e-05,
    1.7455601766662794e-05,
    -1.1093831935230702e-05,
    4.939312310674292e-06,
    -3.141701075555155e-06,
    5.243347943772127e-06,
    -3.3634106716698643e-06,
];
/// ln Gamma(x) / ((x - 1)(x - 2)), x = 2.5 + t (degree 17 in t, fit error 6.75e-20.)
pub(crate) const LGAMMA_2_3: [f64; 18] = [
    0.37957716063055885,
    -0.07466357415449942,
    0.01990515430474318,
    -0.006018768527033188,
    0.0019490574889487018,
    -0.0006586397067739795,
    0.00022905363739927705,
    -8.130228881990515e-05,
    2.9299284312449592e-05,
    -1.0682329332621241e-05,
    3.930575906345698e-06,
    -1.457022694289878e-06,
    5.436564684414454e-07,
    -2.0380010719173372e-07,
    7.573826671079655e-08,
    -2.8618147642799965e-08,
    1.2966891078973113e-08,
    -4.934519518036778e-09,
];
/// psi(x) / (x - x0), x = 1.5 + t, x0 the positive root of psi (degree 24 in t, fit error 9.9e-20.)
pub(crate) const DIGAMMA_1_2: [f64; 25] = [
    0.9510558760318328,
    -0.42362742128146047,
    0.24054248424078692,
    -0.1484049230539187,
    0.09498872445291558,
    -0.061922133271544284,
    0.04076083393821673,
    -0.026975796849706184,
    0.01790724844392596,
    -0.011908215027359153,
    0.007927018411136843,
    -0.005280020192518892,
    0.0035181618550874957,
    -0.0023446252179885993,
    0.001562789950608375,
    -0.0010424323828753985,
    0.000694908174082211,
    -0.0004591975036646912,
    0.0003061242075543146,
    -0.00022001895005109955,
    0.0001466781049062341,
    -5.7709404612698156e-05,
    3.847275205849602e-05,
    -8.394009422598467e-05,
    5.596002350342592e-05,
];
/// (1 / Gamma(1 + a) - 1) / a, a = 0.5 + t (degree 17 in t, fit error 2.26e-22.)
pub(crate) const RGAMMA1PM1_0_1: [f64; 18] = [
    0.2567583341910252,
    -0.5958657212726165,
    0.13842257149414403,
    0.07335890909958105,
    -0.044784097703749956,
    0.005257856670428675,
    0.0027100823127915417,
    -0.001178701740435914,
    0.00013594297166895117,
    3.282929817044096e-05,
    -1.4948186342097136e-05,
    2.1027615561201837e-06,
    1.0688244455807533e-07,
    -9.788169980347873e-08,
    1.749641705557873e-08,
    -7.7760112067849e-10,
    -3.1610246794784303e-10,
    7.833289114456205e-11,
];
pub(crate) const DIGAMMA_ROOT_HI: f64 = 1.4616321449683622;
pub(crate) const DIGAMMA_ROOT_LO: f64 = 9.549995429965697e-17;
/// B_2k / (2k (2k - 1)), k = 1..10: Stirling's series of ln Gamma.
pub(crate) const STIRLING_LGAMMA: [f64; 10] = [
    0.08333333333333333,
    -0.002777777777777778,
    0.0007936507936507937,
    -0.0005952380952380953,
    0.0008417508417508417,
    -0.0019175269175269176,
    0.00641025641025641,
    -0.029550653594771242,
    0.17964437236883057,
    -1.3924322169059011,
];
/// B_2k / (2k), k = 1..10: the asymptotic series of digamma.
pub(crate) const DIGAMMA_ASYMP: [f64; 10] = [
    0.08333333333333333,
    -0.008333333333333333,
    0.003968253968253968,
    -0.004166666666666667,
    0.007575757575757576,
    -0.021092796092796094,
    0.08333333333333333,
    -0.4432598039215686,
    3.0539543302701198,
    -26.456212121212122,
];
/// (2k)! / B_2k, k = 1..12: Euler-Maclaurin tail of the Hurwitz zeta.
pub(crate) const ZETA_EM: [f64; 12] = [
    12.0,
    -720.0,
    30240.0,
    -1209600.0,
    47900160.0,
    -1892437580.3183792,
    74724249600.0,
    -2950130727918.164,
    116467828143500.67,
    -4597978722407473.0,
    1.8152105401943546e+17,
    -7.166165256175667e+18,
];
/// Taylor coefficients of ln Gamma(1 + t) / t: -euler, zeta(2)/2, -zeta(3)/3, ... (|t| <= 0.2).
pub(crate) const LOGGAMMA_TAYLOR_1: [f64; 24] = [
    -0.5772156649015329,
    0.8224670334241132,
    -0.40068563438653143,
    0.27058080842778454,
    -0.20738555102867398,
    0.1695571769974082,
    -0.1440498967688461,
    0.12550966952474304,
    -0.11133426586956469,
    0.1000994575127818,
    -0.09095401714582904,
    0.083353840546109,
    -0.0769325164113522,
    0.07143294629536133,
    -0.06666870588242046,
    0.06250095514121304,
    -0.058823978658684585,
    0.055555767627403614,
    -0.05263167937961666,
    0.05000004769810169,
    -0.047619070330142226,
    0.04545455629320467,
    -0.04347826605304026,
    0.04166666915034121,
];

/// ln(pi).
pub(crate) const LN_PI: f64 = 1.1447298858494002;
/// 0.5 ln(2 pi).
pub(crate) const HALF_LN_2PI: f64 = 0.9189385332046728;
/// sqrt(2 pi).
pub(crate) const SQRT_2PI: f64 = 2.5066282746310002;
/// The largest x with a finite Gamma(x).
pub(crate) const GAMMA_MAX_X: f64 = 171.62437695630272;
/// Relative tolerance of the series and continued fractions.
pub(crate) const SERIES_EPS: f64 = 1.1102230246251565e-16;
/// Lentz's guard against zero denominators.
pub(crate) const LENTZ_TINY: f64 = 1.0e-300;
/// Iteration caps (the loops stop on convergence long before: ~8 sqrt(a) terms for large a).
const SERIES_MAX_ITER: i32 = 100_000;

/// Horner's rule, coefficients lowest degree first.
#[inline]
fn poly(c: &[f64], t: f64) -> f64 {
    let mut r = c[c.len() - 1];
    let mut i = c.len() - 1;
    while i > 0 {
        i -= 1;
        r = r * t + c[i];
    }
    r
}

/// sin(pi x), exact at the integers and half-integers.
fn sinpi(x: f64) -> f64 {
    // r = x - 2 round(x / 2) in [-1, 1] is exact (a multiple of ulp(x) of magnitude <= 1).
    let r = x - 2.0 * (0.5 * x).round();
    let mut a = r.abs();
    if a > 0.5 {
        a = 1.0 - a;
    }
    let s = if a == 0.5 { 1.0 } else { (PI * a).sin() };
    if r < 0.0 { -s } else { s }
}

/// cos(pi x), exact at the integers and half-integers.
fn cospi(x: f64) -> f64 {
    let r = (x - 2.0 * (0.5 * x).round()).abs();
    if r < 0.25 {
        return (PI * r).cos();
    }
    // cos(pi r) = sin(pi (1/2 - r)), 1/2 - r exact for r in [1/4, 1].
    let u = 0.5 - r;
    if u == 0.0 {
        return 0.0;
    }
    (PI * u).sin()
}

/// pi / tan(pi x) for non-integer x.
fn pi_cotpi(x: f64) -> f64 {
    // period 1: r = x - round(x) in [-1/2, 1/2], exact.
    let r = x - x.round();
    if r.abs() == 0.5 {
        0.0
    } else {
        PI / (PI * r).tan()
    }
}

/// Stirling's correction ln Gamma(x) - [(x - 1/2) ln x - x + ln(2 pi)/2], x >= 10.
#[inline]
fn stirling_delta(x: f64) -> f64 {
    let w = 1.0 / x;
    w * poly(&STIRLING_LGAMMA, w * w)
}

/// ln(1 + x) - x with relative accuracy.
fn log1pmx(x: f64) -> f64 {
    if x > -0.5 && x < 1.0 {
        // ln(1+x) = 2 atanh(u), u = x / (2 + x); ln(1+x) - x = -x^2/(2+x) + 2 (u^3/3 + u^5/5 + ...)
        let u = x / (2.0 + x);
        let u2 = u * u;
        let mut term = u * u2;
        let mut sum = 0.0;
        let mut k = 3.0;
        for _ in 0..40 {
            let add = term / k;
            sum += add;
            if add.abs() <= SERIES_EPS * sum.abs() {
                break;
            }
            term *= u2;
            k += 2.0;
        }
        -x * x / (2.0 + x) + 2.0 * sum
    } else {
        x.ln_1p() - x
    }
}

/// 1/Gamma(1 + a) - 1 for a in [0, 1] (the `gam1` of DiDonato & Morris).
#[inline]
fn rgamma1pm1(a: f64) -> f64 {
    a * poly(&RGAMMA1PM1_0_1, a - 0.5)
}

/// Gamma(x) for x in (0, 10): the recurrence onto [1, 2], then 1/poly there.
fn gamma_small(x: f64) -> f64 {
    let mut y = x;
    let mut z = 1.0;
    while y >= 2.0 {
        y -= 1.0;
        z *= y;
    }
    if y < 1.0 {
        z /= y;
        y += 1.0;
    }
    z / poly(&RGAMMA_1_2, y - 1.5)
}

/// Gamma(x) for 10 <= x: Stirling's series, x^(x - 1/2) split in two powers to delay overflow.
fn gamma_stirling(x: f64) -> f64 {
    if x > GAMMA_MAX_X {
        return f64::INFINITY;
    }
    let corr = stirling_delta(x).exp();
    let v = x.powf(0.5 * x - 0.25);
    SQRT_2PI * v * (v * (-x).exp()) * corr
}

/// Gamma(1 - x) for x < 0 of the reflection formula. Where 1 - x rounds, as (-x) Gamma(-x) (-x is
/// exact): one rounding of 1 - x costs psi(1 - x) ulp(1 - x) / 2 relative, 55 ulp of
/// Gamma(-31.95).
fn gamma_reflected(x: f64) -> f64 {
    if (1.0 - x) - 1.0 != -x {
        -x * gamma(-x)
    } else {
        gamma(1.0 - x)
    }
}

/// ln Gamma(1 - x) for x < 0, from exact arguments as [`gamma_reflected`].
fn gammaln_reflected(x: f64) -> f64 {
    if (1.0 - x) - 1.0 != -x {
        (-x).ln() + gammaln(-x)
    } else {
        gammaln(1.0 - x)
    }
}

/// Gamma function.
///
/// Equivalent to `scipy.special.gamma` (real argument).
pub fn gamma(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x == f64::INFINITY {
        return x;
    }
    if x == 0.0 {
        return 1.0 / x;
    }
    if x < 0.0 {
        if x == x.floor() {
            return f64::NAN;
        }
        let s = sinpi(x);
        let g = gamma_reflected(x);
        if g.is_infinite() {
            // |Gamma(x)| = pi / (|sin(pi x)| Gamma(1 - x)) below the smallest normal number.
            let l = LN_PI - s.abs().ln() - gammaln_reflected(x);
            return if s < 0.0 { -l.exp() } else { l.exp() };
        }
        return PI / (s * g);
    }
    if x < 10.0 {
        return gamma_small(x);
    }
    if x < 24.0 && x == x.floor() {
        // (x - 1)! by the recurrence: exact up to 22!, correctly rounded 23!.
        return gamma_small(x);
    }
    gamma_stirling(x)
}

/// Reciprocal of the gamma function.
///
/// Equivalent to `scipy.special.rgamma` (real argument).
pub fn rgamma(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x.is_infinite() {
        return 0.0;
    }
    if x == 0.0 {
        return x;
    }
    if x < 0.0 {
        if x == x.floor() {
            return 0.0;
        }
        let s = sinpi(x);
        let g = gamma_reflected(x);
        if g.is_infinite() {
            let l = gammaln_reflected(x) + s.abs().ln() - LN_PI;
            return if s < 0.0 { -l.exp() } else { l.exp() };
        }
        return s * g / PI;
    }
    if x < 1.0 {
        // 1/Gamma(x) = x / Gamma(x + 1), x + 1 - 3/2 = x - 1/2 exactly.
        return x * poly(&RGAMMA_1_2, x - 0.5);
    }
    if x < 10.0 {
        let mut y = x;
        let mut z = 1.0;
        while y >= 2.0 {
            y -= 1.0;
            z *= y;
        }
        return poly(&RGAMMA_1_2, y - 1.5) / z;
    }
    if x > 200.0 {
        return 0.0;
    }
    let corr = (-stirling_delta(x)).exp();
    let v = x.powf(0.5 * x - 0.25);
    ((x.exp() / v) / v) * corr / SQRT_2PI
}

/// Sign of the gamma function.
///
/// Equivalent to `scipy.special.gammasgn`.
pub fn gammasgn(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x > 0.0 {
        return 1.0;
    }
    if x == 0.0 {
        return if x.is_sign_negative() { -1.0 } else { 1.0 };
    }
    if x == x.floor() {
        return f64::NAN;
    }
    let fl = x.floor();
    if (fl * 0.5).floor() * 2.0 == fl {
        1.0
    } else {
        -1.0
    }
}

/// ln Gamma(x) for x > 0 (finite).
fn gammaln_positive(x: f64) -> f64 {
    if x < 1.0 {
        // ln Gamma(x) = ln Gamma(x + 1) - ln x, with ln Gamma(x + 1) = x (x - 1) f(x + 1).
        return x * (x - 1.0) * poly(&LGAMMA_1_2, x - 0.5) - x.ln();
    }
    if x < 2.0 {
        // + 0.0 turns the -0 at x = 1 into SciPy's +0.
        return (x - 1.0) * (x - 2.0) * poly(&LGAMMA_1_2, x - 1.5) + 0.0;
    }
    if x < 10.0 {
        let mut y = x;
        let mut prod = 1.0;
        while y >= 3.0 {
            y -= 1.0;
            prod *= y;
        }
        let base = (y - 1.0) * (y - 2.0) * poly(&LGAMMA_2_3, y - 2.5);
        return if prod == 1.0 { base } else { prod.ln() + base };
    }
    (x - 0.5) * (x.ln() - 1.0) + (HALF_LN_2PI - 0.5) + stirling_delta(x)
}

/// Logarithm of the absolute value of the gamma function.
///
/// Equivalent to `scipy.special.gammaln`.
pub fn gammaln(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x.is_infinite() {
        return x;
    }
    if x <= 0.0 {
        if x == x.floor() {
            return f64::INFINITY;
        }
        // ln|Gamma(x)| = ln pi - ln|sin(pi x)| - ln Gamma(1 - x)
        return LN_PI - sinpi(x).abs().ln() - gammaln_positive(1.0 - x);
    }
    gammaln_positive(x)
}

/// Principal branch of the logarithm of the gamma function (real argument: NaN for x < 0).
///
/// Equivalent to `scipy.special.loggamma` (real argument).
pub fn loggamma(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x < 0.0 {
        return f64::NAN;
    }
    if x == 0.0 {
        return f64::INFINITY;
    }
    gammaln(x)
}

/// digamma for x > 0.
fn digamma_positive(x: f64) -> f64 {
    if x < 1.0 {
        // psi(x) = psi(x + 1) - 1/x; x + 1 - x0 = x - (x0 - 1), and x0 - 1 is exact.
        let d = (x - (DIGAMMA_ROOT_HI - 1.0)) - DIGAMMA_ROOT_LO;
        return d * poly(&DIGAMMA_1_2, x - 0.5) - 1.0 / x;
    }
    if x < 2.0 {
        let d = (x - DIGAMMA_ROOT_HI) - DIGAMMA_ROOT_LO;
        return d * poly(&DIGAMMA_1_2, x - 1.5);
    }
    if x < 10.0 {
        let mut y = x;
        let mut s = 0.0;
        while y >= 2.0 {
            y -= 1.0;
            s += 1.0 / y;
        }
        let d = (y - DIGAMMA_ROOT_HI) - DIGAMMA_ROOT_LO;
        return d * poly(&DIGAMMA_1_2, y - 1.5) + s;
    }
    let w = 1.0 / (x * x);
    x.ln() - 0.5 / x - w * poly(&DIGAMMA_ASYMP, w)
}

/// The digamma function psi(x) = Gamma'(x) / Gamma(x).
///
/// Equivalent to `scipy.special.digamma` / `scipy.special.psi` (real argument).
pub fn digamma(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x == f64::INFINITY {
        return x;
    }
    if x == 0.0 {
        return -1.0 / x;
    }
    if x < 0.0 {
        if x == x.floor() {
            return f64::NAN;
        }
        // psi(x) = psi(1 - x) - pi cot(pi x)
        return digamma_positive(1.0 - x) - pi_cotpi(x);
    }
    digamma_positive(x)
}

/// Rows of [`digamma_f32`]'s table (554 pieces, padded so that each coefficient's rows start a
/// 128-byte line on the device).
const DIGAMMA_F32_ROWS: usize = 560;

/// digamma's float32 loop (SciPy's `f->f`, the double digamma rounded to float32): for x > 0
/// one double polynomial of degree 16 per piece (`special/golden/gen_digamma_f32_table.py`,
/// within 1.2e-16 relative): two pieces per binade of x = m 2^e in its significand m (e =
/// -149 .. 127), in binade 0 times (x - x0_hi) - x0_lo so that psi keeps its relative accuracy
/// around its root x0 = 1.4616...; its value rounded. Zero, negative x, infinities and NaN take
/// the float64 [`digamma`]. Equal to `digamma(x as f64) as f32` but at inputs within a few
/// 1e-16 relative of a float32 rounding boundary (`special/golden/check_digamma_f32.py`, every
/// positive finite float32 against SciPy: two inputs 1 ulp off, x = 0.39592367 and
/// 5.498306e28), with 17 multiply-adds instead of a rational function, divisions and a
/// recurrence.
pub fn digamma_f32(x: f32) -> f32 {
    let xd = f64::from(x);
    if xd.is_nan() || xd <= 0.0 || xd == f64::INFINITY {
        return digamma(xd) as f32;
    }
    let (e, half, v) = super::half_binade(xd);
    let mult = if e == 0 {
        (xd - DIGAMMA_ROOT_HI) - DIGAMMA_ROOT_LO
    } else {
        1.0
    };
    let row = &DIGAMMA_F32_BY_ROW[2 * (e + 149) as usize + half];
    (mult * (0..16).rev().fold(row[16], |acc, i| acc * v + row[i])) as f32
}

/// [`digamma_f32`]'s table by row (the CPU's order; the device reads it coefficient-major).
static DIGAMMA_F32_BY_ROW: [[f64; 17]; DIGAMMA_F32_ROWS] = super::rows_of(&DIGAMMA_F32);

/// Alias of [`digamma`].
///
/// Equivalent to `scipy.special.psi` (real argument).
pub fn psi(x: f64) -> f64 {
    digamma(x)
}

/// Hurwitz zeta zeta(s, q) for s > 1, as polygamma needs it (Euler-Maclaurin summation).
fn hurwitz_zeta(s: f64, q: f64) -> f64 {
    if s == 1.0 {
        return f64::INFINITY;
    }
    if q <= 0.0 && q == q.floor() {
        return f64::INFINITY;
    }
    // Direct terms until the base passes 9 (and at least 9 terms).
    let mut sum = q.powf(-s);
    let mut a = q;
    let mut i = 0;
    let mut b = 0.0;
    while i < 9 || a <= 9.0 {
        i += 1;
        a += 1.0;
        b = a.powf(-s);
        sum += b;
        if (b / sum).abs() < SERIES_EPS {
            return sum;
        }
    }
    let w = a;
    sum += b * w / (s - 1.0);
    sum -= 0.5 * b;
    let mut fac = 1.0;
    let mut k = 0.0;
    for c in ZETA_EM.iter() {
        fac *= s + k;
        b /= w;
        let t = fac * b / c;
        sum += t;
        if (t / sum).abs() < SERIES_EPS {
            break;
        }
        k += 1.0;
        b /= w;
        fac *= s + k;
        k += 1.0;
    }
    sum
}

/// Polygamma function psi^(n)(x).
///
/// Equivalent to `scipy.special.polygamma`.
pub fn polygamma(n: f64, x: f64) -> f64 {
    if n.is_nan() || x.is_nan() {
        return f64::NAN;
    }
    if n < 0.0 || n != n.floor() {
        return f64::NAN;
    }
    if n == 0.0 {
        return digamma(x);
    }
    if x == f64::INFINITY {
        return 0.0;
    }
    // (-1)^(n+1) n! zeta(n + 1, x)
    let sign = if (n * 0.5).floor() * 2.0 == n {
        -1.0
    } else {
        1.0
    };
    sign * gamma(n + 1.0) * hurwitz_zeta(n + 1.0, x)
}

/// Logarithm of the multivariate gamma function; NaN where SciPy raises
/// (`a <= (d - 1) / 2` or `d < 1`).
///
/// Equivalent to `scipy.special.multigammaln`.
pub fn multigammaln(a: f64, d: i64) -> f64 {
    if d < 1 || a.is_nan() || a <= 0.5 * (d as f64 - 1.0) {
        return f64::NAN;
    }
    let df = d as f64;
    let mut res = df * (df - 1.0) * 0.25 * LN_PI;
    for j in 1..=d {
        res += gammaln(a - (j as f64 - 1.0) * 0.5);
    }
    res
}

/// ln B(a, b) for a >= b > 0 (finite).
fn betaln_positive(a: f64, b: f64) -> f64 {
    if b >= 10.0 {
        // Stirling for all three gammas, the large powers as log1p of ratios.
        let corr = stirling_delta(a) + stirling_delta(b) - stirling_delta(a + b);
        return HALF_LN_2PI - 0.5 * b.ln() - (a - 0.5) * (b / a).ln_1p() - b * (a / b).ln_1p()
            + corr;
    }
    if a >= 10.0 {
        return gammaln_positive(b) - lgamma_ratio_large(a, b);
    }
    let ab = a + b;
    if ab < GAMMA_MAX_X {
        let ga = gamma(a);
        let gb = gamma(b);
        let gab = gamma(ab);
        return (ga / gab * gb).ln();
    }
    gammaln_positive(a) + gammaln_positive(b) - gammaln_positive(ab)
}

/// ln(Gamma(a + b) / Gamma(a)) for a >= 10, b > 0 (DiDonato & Morris' ALGDIV, negated).
fn lgamma_ratio_large(a: f64, b: f64) -> f64 {
    let ab = a + b;
    b * ab.ln() + (a - 0.5) * (b / a).ln_1p() - b + stirling_delta(ab) - stirling_delta(a)
}

/// B(a, b) for the cephes special cases: a a non-positive integer.
fn beta_negint(a: f64, b: f64) -> f64 {
    if b == b.floor() && 1.0 - a - b > 0.0 {
        let sgn = if (b * 0.5).floor() * 2.0 == b {
            1.0
        } else {
            -1.0
        };
        sgn * beta(1.0 - a - b, b)
    } else {
        f64::INFINITY
    }
}

/// Beta function B(a, b) = Gamma(a) Gamma(b) / Gamma(a + b).
///
/// Equivalent to `scipy.special.beta`.
pub fn beta(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a <= 0.0 && a == a.floor() {
        return beta_negint(a, b);
    }
    if b <= 0.0 && b == b.floor() {
        return beta_negint(b, a);
    }
    let (a, b) = if a.abs() < b.abs() { (b, a) } else { (a, b) };
    let ab = a + b;
    if ab <= 0.0 && ab == ab.floor() {
        // Gamma(a + b) has a pole: the sign is Gamma(a) Gamma(b)'s.
        return gammasgn(a) * gammasgn(b) * 0.0;
    }
    if a == f64::INFINITY {
        return if b > 0.0 { 0.0 } else { f64::NAN };
    }
    if a > 0.0 && b > 0.0 {
        if ab < GAMMA_MAX_X {
            let ga = gamma(a);
            let gb = gamma(b);
            let gab = gamma(ab);
            return ga / gab * gb;
        }
        return betaln_positive(a, b).exp();
    }
    if ab.abs() < GAMMA_MAX_X - 1.0 && a.abs() < GAMMA_MAX_X - 1.0 && b.abs() < GAMMA_MAX_X - 1.0 {
        let gab = gamma(ab);
        let ga = gamma(a);
        let gb = gamma(b);
        if (ga - gab).abs() > (gb - gab).abs() {
            return gb / gab * ga;
        }
        return ga / gab * gb;
    }
    let sign = gammasgn(a) * gammasgn(b) * gammasgn(ab);
    sign * (gammaln(a) + gammaln(b) - gammaln(ab)).exp()
}

/// Natural logarithm of the absolute value of the beta function.
///
/// Equivalent to `scipy.special.betaln`.
pub fn betaln(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    if a <= 0.0 && a == a.floor() {
        return betaln_negint(a, b);
    }
    if b <= 0.0 && b == b.floor() {
        return betaln_negint(b, a);
    }
    let (a, b) = if a.abs() < b.abs() { (b, a) } else { (a, b) };
    let ab = a + b;
    if ab <= 0.0 && ab == ab.floor() {
        return f64::NEG_INFINITY;
    }
    if a > 0.0 && b > 0.0 {
        if a == f64::INFINITY {
            return f64::NEG_INFINITY;
        }
        return betaln_positive(a, b);
    }
    gammaln(a) + gammaln(b) - gammaln(ab)
}

fn betaln_negint(a: f64, b: f64) -> f64 {
    if b == b.floor() && 1.0 - a - b > 0.0 {
        betaln(1.0 - a - b, b)
    } else {
        f64::INFINITY
    }
}

fn is_nonpos_int(x: f64) -> bool {
    x <= 0.0 && x == x.floor() && x.abs() < 9.007199254740992e15
}

/// Pochhammer symbol (a)_m = Gamma(a + m) / Gamma(a).
///
/// Equivalent to `scipy.special.poch`.
pub fn poch(a: f64, m: f64) -> f64 {
    // SciPy's poch has no NaN test of its own: m = 0 gives 1 whatever a, and a NaN m gives 0
    // at a pole a (its `a` is a non-positive integer, `a + m` not), NaN elsewhere.
    if m == 0.0 {
        return 1.0;
    }
    if a.is_nan() {
        return f64::NAN;
    }
    if m.is_nan() {
        return if is_nonpos_int(a) { 0.0 } else { f64::NAN };
    }
    // Reduce |m| below 1 by the recurrence while it stays cheap; between two poles (a and
    // a + m non-positive integers, where the gamma ratio is 0/0) all the way, as SciPy: the
    // product then over- or underflows within a few hundred steps, or m reaches 0 and the
    // ratio of the poles' residues is exact.
    let cap = if is_nonpos_int(a) && is_nonpos_int(a + m) {
        u32::MAX
    } else {
        64
    };
    let mut m = m;
    let mut r = 1.0;
    let mut steps = 0u32;
    while m >= 1.0 && steps < cap {
        if a + m == 1.0 {
            break;
        }
        m -= 1.0;
        r *= a + m;
        steps += 1;
        if !r.is_finite() || r == 0.0 {
            break;
        }
    }
    while m <= -1.0 && steps < cap {
        if a + m == 0.0 {
            break;
        }
        r /= a + m;
        m += 1.0;
        steps += 1;
        if !r.is_finite() || r == 0.0 {
            break;
        }
    }
    if m == 0.0 {
        return r;
    }
    if a > 1e4 && m.abs() <= 1.0 {
        let a2 = a * a;
        return r
            * a.powf(m)
            * (1.0
                + m * (m - 1.0) / (2.0 * a)
                + m * (m - 1.0) * (m - 2.0) * (3.0 * m - 1.0) / (24.0 * a2)
                + m * m * (m - 1.0) * (m - 1.0) * (m - 2.0) * (m - 3.0) / (48.0 * a2 * a));
    }
    if is_nonpos_int(a + m) && !is_nonpos_int(a) && a + m != m {
        return f64::INFINITY;
    }
    if !is_nonpos_int(a + m) && is_nonpos_int(a) {
        return 0.0;
    }
    let am = a + m;
    if a > 0.0 && am > 0.0 && a < GAMMA_MAX_X && am < GAMMA_MAX_X {
        return r * (gamma(am) / gamma(a));
    }
    if a > 0.0 && am > 0.0 && a >= 10.0 && m > 0.0 {
        return r * lgamma_ratio_large(a, m).exp();
    }
    r * (gammaln(am) - gammaln(a)).exp() * gammasgn(am) * gammasgn(a)
}

/// Binomial coefficient as a function of two real variables.
///
/// Equivalent to `scipy.special.binom`.
pub fn binom(n: f64, k: f64) -> f64 {
    if n.is_nan() || k.is_nan() {
        return f64::NAN;
    }
    if n < 0.0 && n == n.floor() {
        return f64::NAN;
    }
    let mut kx = k.floor();
    if k == kx && (n.abs() > 1e-8 || n == 0.0) {
        // Integer k: the product formula, exact when the result is an integer.
        let nx = n.floor();
        if nx == n && kx > nx * 0.5 && nx > 0.0 {
            kx = nx - kx;
        }
        if (0.0..20.0).contains(&kx) {
            let mut num = 1.0;
            let mut den = 1.0;
            let mut i = 1.0;
            while i < 1.0 + kx {
                num *= i + n - kx;
                den *= i;
                if num.abs() > 1e50 {
                    num /= den;
                    den = 1.0;
                }
                i += 1.0;
            }
            return num / den;
        }
    }
    if n >= 1e10 * k && k > 0.0 {
        return (-betaln(1.0 + n - k, 1.0 + k) - (n + 1.0).ln()).exp();
    }
    if k > 1e8 * n.abs() {
        let g = gamma(1.0 + n);
        let mut num = g / k.abs() + g * n / (2.0 * k * k);
        num /= PI * k.abs().powf(n);
        if k > 0.0 {
            let kx = k.floor();
            let (dk, sgn) = if kx == k {
                (
                    k - kx,
                    if (kx * 0.5).floor() * 2.0 == kx {
                        1.0
                    } else {
                        -1.0
                    },
                )
            } else {
                (k, 1.0)
            };
            return num * ((dk - n) * PI).sin() * sgn;
        }
        if k == k.floor() {
            return 0.0;
        }
        return num * (k * PI).sin();
    }
    1.0 / (n + 1.0) / beta(1.0 + n - k, 1.0 + k)
}

// ------------------------------------------------------------------------------------------
// Complex gamma family (Hare's principal branch of log Gamma).
// ------------------------------------------------------------------------------------------

/// sin(pi z) for complex z.
fn csinpi(z: Complex64) -> Complex64 {
    let x = z.re;
    let piy = PI * z.im;
    let s = sinpi(x);
    let c = cospi(x);
    Complex64::new(s * piy.cosh(), c * piy.sinh())
}

/// Stirling's series for log Gamma(z), |z| large or Re z > 7.
fn loggamma_c_stirling(z: Complex64) -> Complex64 {
    let rz = z.inv();
    let rzz = rz * rz;
    let mut s = Complex64::new(STIRLING_LGAMMA[7], 0.0);
    let mut k = 7;
    while k > 0 {
        k -= 1;
        s = s * rzz + STIRLING_LGAMMA[k];
    }
    (z - 0.5) * z.ln() - z + HALF_LN_2PI + rz * s
}

/// Taylor series of log Gamma about 1, |z - 1| <= 0.2.
fn loggamma_c_taylor(z: Complex64) -> Complex64 {
    let t = z - 1.0;
    let mut s = Complex64::new(LOGGAMMA_TAYLOR_1[LOGGAMMA_TAYLOR_1.len() - 1], 0.0);
    let mut k = LOGGAMMA_TAYLOR_1.len() - 1;
    while k > 0 {
        k -= 1;
        s = s * t + LOGGAMMA_TAYLOR_1[k];
    }
    t * s
}

/// Upward recurrence to Re z > 7 keeping the branch: count the sign flips of the product's
/// imaginary part (each is a crossing of the negative real axis by the partial product).
fn loggamma_c_recurrence(z: Complex64) -> Complex64 {
    let mut signflips = 0.0;
    let mut sb = false;
    let mut shiftprod = z;
    let mut z = z + 1.0;
    while z.re <= 7.0 {
        shiftprod *= z;
        let nsb = shiftprod.im.is_sign_negative();
        if nsb && !sb {
            signflips += 1.0;
        }
        sb = nsb;
        z += 1.0;
    }
    loggamma_c_stirling(z) - shiftprod.ln() - Complex64::new(0.0, signflips * 2.0 * PI)
}

/// Reflection log Gamma(z) = ln pi - log sin(pi z) - log Gamma(1 - z) + 2 pi i k, Re z < 0.1.
fn loggamma_c_reflection(z: Complex64) -> Complex64 {
    let t = csinpi(z).ln();
    let l = loggamma_c(Complex64::new(1.0, 0.0) - z);
    let k = (0.5 * z.re + 0.25).floor();
    let tmp = if z.im.is_sign_negative() {
        -2.0 * PI
    } else {
        2.0 * PI
    } * k;
    Complex64::new(LN_PI - t.re - l.re, tmp - t.im - l.im)
}

/// Principal branch of log Gamma(z) for complex z.
///
/// Equivalent to `scipy.special.loggamma` (complex argument).
pub fn loggamma_c(z: Complex64) -> Complex64 {
    if z.re.is_nan() || z.im.is_nan() {
        return Complex64::new(f64::NAN, f64::NAN);
    }
    if z.im == 0.0 && z.re <= 0.0 && z.re == z.re.floor() {
        return Complex64::new(f64::NAN, f64::NAN);
    }
    if z.re > 7.0 || z.im.abs() > 7.0 {
        return loggamma_c_stirling(z);
    }
    if (z - 1.0).norm() <= 0.2 {
        return loggamma_c_taylor(z);
    }
    if (z - 2.0).norm() <= 0.2 {
        // log Gamma(z) = log(z - 1) + log Gamma(z - 1), log(z - 1) = log1p(z - 2)
        let w = z - 2.0;
        let l1p = clog1p(w);
        return l1p + loggamma_c_taylor(z - 1.0);
    }
    if z.re < 0.1 {
        return loggamma_c_reflection(z);
    }
    if !z.im.is_sign_negative() {
        return loggamma_c_recurrence(z);
    }
    loggamma_c_recurrence(z.conj()).conj()
}

/// log(1 + w) for complex w near 0.
fn clog1p(w: Complex64) -> Complex64 {
    let x = w.re;
    let y = w.im;
    // |1 + w|^2 - 1 = 2x + x^2 + y^2
    let re = 0.5 * (2.0 * x + x * x + y * y).ln_1p();
    let im = y.atan2(1.0 + x);
    Complex64::new(re, im)
}

/// Gamma function of a complex argument (exp of the principal log Gamma).
///
/// Equivalent to `scipy.special.gamma` (complex argument).
pub fn gamma_c(z: Complex64) -> Complex64 {
    if z.im == 0.0 && z.re <= 0.0 && z.re == z.re.floor() {
        return Complex64::new(f64::NAN, f64::NAN);
    }
    loggamma_c(z).exp()
}

/// Reciprocal gamma function of a complex argument.
///
/// Equivalent to `scipy.special.rgamma` (complex argument).
pub fn rgamma_c(z: Complex64) -> Complex64 {
    if z.im == 0.0 && z.re <= 0.0 && z.re == z.re.floor() {
        return Complex64::new(0.0, 0.0);
    }
    (-loggamma_c(z)).exp()
}

// ------------------------------------------------------------------------------------------
// Incomplete gamma functions.
// ------------------------------------------------------------------------------------------

/// x^a e^-x / Gamma(a + 1) for a > 0, x > 0.
fn gamma_inc_factor(a: f64, x: f64) -> f64 {
    if a >= 10.0 {
        // Temme's form: exp(a log1pmx((x - a)/a)) / sqrt(2 pi a) / exp(Stirling's correction).
        // a log1pmx(eta) = a ln(x/a) - (x - a); the log of the ratio directly when x is far
        // below a, where 1 + eta would lose the ratio's low digits.
        let eta = (x - a) / a;
        let l = if eta < -0.5 {
            a * (x / a).ln() - (x - a)
        } else {
            a * log1pmx(eta)
        };
        return (l - stirling_delta(a)).exp() / (SQRT_2PI * a.sqrt());
    }
    if x < 700.0 {
        let p = x.powf(a);
        if p > 0.0 && p.is_finite() {
            return p * (-x).exp() * rgamma(a + 1.0);
        }
    }
    (a * x.ln() - x - gammaln(a + 1.0)).exp()
}

/// P and Q for a > 0, x > 0 (both finite): (P, Q).
fn gamma_inc_pair(a: f64, x: f64) -> (f64, f64) {
    if a > IGAM_LARGE && (x - a).abs() / a < IGAM_LARGERATIO / a.sqrt() {
        // x near a large a: the series and the continued fraction need O(sqrt(a)) terms (past
        // a = 2e8 more than SERIES_MAX_ITER, and P(a, a) came out 0.495); Temme's uniform
        // expansion as SciPy (xsf's asymptotic_series, SciPy's own choice in this region).
        return (
            igam_asymptotic_series(a, x, true),
            igam_asymptotic_series(a, x, false),
        );
    }
    if x < a + 1.0 {
        // Power series for P.
        let mut sum = 1.0;
        let mut term = 1.0;
        let mut ap = a;
        let mut n = 0;
        while n < SERIES_MAX_ITER {
            ap += 1.0;
            term *= x / ap;
            sum += term;
            if term < sum * SERIES_EPS {
                break;
            }
            n += 1;
        }
        let p = gamma_inc_factor(a, x) * sum;
        if p > 0.3 && a <= 1.0 && x < 1.5 {
            let q = gamma_inc_q_small_a(a, x);
            return (1.0 - q, q);
        }
        return (p, 1.0 - p);
    }
    if a <= 1.0 && x < 1.5 {
        let q = gamma_inc_q_small_a(a, x);
        return (1.0 - q, q);
    }
    // Lentz's continued fraction for Q.
    let mut b = x + 1.0 - a;
    let mut c = 1.0 / LENTZ_TINY;
    let mut d = 1.0 / b;
    let mut h = d;
    let mut i = 1.0;
    let mut n = 0;
    while n < SERIES_MAX_ITER {
        let an = -i * (i - a);
        b += 2.0;
        d = an * d + b;
        if d.abs() < LENTZ_TINY {
            d = LENTZ_TINY;
        }
        c = b + an / c;
        if c.abs() < LENTZ_TINY {
            c = LENTZ_TINY;
        }
        d = 1.0 / d;
        let del = d * c;
        h *= del;
        if (del - 1.0).abs() < SERIES_EPS {
            break;
        }
        i += 1.0;
        n += 1;
    }
    let q = gamma_inc_factor(a, x) * a * h;
    (1.0 - q, q)
}

/// Q(a, x) for 0 < a <= 1, x < 1.5 (DiDonato & Morris' series):
/// Q = (gam1 - (x^a - 1)) / Gamma(a+1) - x^a a/Gamma(a+1) sum_{n>=1} (-x)^n / (n! (a + n)).
fn gamma_inc_q_small_a(a: f64, x: f64) -> f64 {
    let r = rgamma1pm1(a); // 1/Gamma(1+a) - 1
    let rg = 1.0 + r; // 1/Gamma(1+a)
    let gm1 = -r / rg; // Gamma(1+a) - 1
    let xam1 = (a * x.ln()).exp_m1(); // x^a - 1
    let mut sum = 0.0;
    let mut term = 1.0;
    let mut n = 1.0;
    for _ in 0..60 {
        term *= -x / n;
        let add = term / (a + n);
        sum += add;
        if add.abs() <= SERIES_EPS * sum.abs() {
            break;
        }
        n += 1.0;
    }
    (gm1 - xam1) * rg - (xam1 + 1.0) * a * rg * sum
}

/// Regularized lower incomplete gamma function P(a, x).
///
/// Equivalent to `scipy.special.gammainc`.
pub fn gammainc(a: f64, x: f64) -> f64 {
    if a.is_nan() || x.is_nan() || a < 0.0 || x < 0.0 {
        return f64::NAN;
    }
    if a == 0.0 {
        return if x > 0.0 { 1.0 } else { f64::NAN };
    }
    if x == 0.0 {
        return 0.0;
    }
    if a.is_infinite() {
        return if x.is_infinite() { f64::NAN } else { 0.0 };
    }
    if x.is_infinite() {
        return 1.0;
    }
    gamma_inc_pair(a, x).0
}

/// `gammainc` of SciPy's `ff->f` loop (float32 in and out). For integer or half-integer
/// `0 < a <= 64` and `0 < x <= 100`, Q(a, x) is a finite sum (`gamma_inc_q_finite`) and
/// P = 1 - Q is taken from it where P >= 1e-6 (its absolute error of a few 1e-16 is then far
/// inside float32's half ULP); the rest goes through [`gammainc`]. The float32 result is the
/// rounded value but for near-ties (see the special tests for the measured ULP).
pub fn gammainc_f32(a: f32, x: f32) -> f32 {
    let (a, x) = (f64::from(a), f64::from(x));
    if a > 0.0 && a <= 64.0 && (2.0 * a).fract() == 0.0 && x > 0.0 && x <= 100.0 {
        let q = gamma_inc_q_finite(a, x);
        if q <= 1.0 - 1e-6 {
            return (1.0 - q) as f32;
        }
    }
    gammainc(a, x) as f32
}

/// Q(a, x) for integer or half-integer `0 < a <= 64`, `0 < x <= 100`: `e^-x sum_{k<a} x^k / k!`
/// (integer a) or `erfc(sqrt x) + e^-x sum_{k=1}^{a-1/2} x^(k-1/2) / Gamma(k+1/2)` (half-integer
/// a), each term from the previous by `x / k` (or `x / (k + 1/2)`).
fn gamma_inc_q_finite(a: f64, x: f64) -> f64 {
    if a.fract() == 0.0 {
        let (mut t, mut sum) = (1.0, 1.0);
        let mut k = 1.0;
        while k < a {
            t = t * x / k;
            sum += t;
            k += 1.0;
        }
        (-x).exp() * sum
    } else {
        let rx = x.sqrt();
        let mut sum = 0.0;
        if a > 1.0 {
            // x^(1/2) / Gamma(3/2)
            let mut t = 2.0 * rx / PI.sqrt();
            sum = t;
            let mut k = 1.5;
            while k < a - 0.5 {
                t = t * x / k;
                sum += t;
                k += 1.0;
            }
        }
        super::error::erfc(rx) + (-x).exp() * sum
    }
}

/// Regularized upper incomplete gamma function Q(a, x).
///
/// Equivalent to `scipy.special.gammaincc`.
pub fn gammaincc(a: f64, x: f64) -> f64 {
    if a.is_nan() || x.is_nan() || a < 0.0 || x < 0.0 {
        return f64::NAN;
    }
    if a == 0.0 {
        return if x > 0.0 { 0.0 } else { f64::NAN };
    }
    if x == 0.0 {
        return 1.0;
    }
    if a.is_infinite() {
        return if x.is_infinite() { f64::NAN } else { 1.0 };
    }
    if x.is_infinite() {
        return 0.0;
    }
    gamma_inc_pair(a, x).1
}

/// Acklam's rational approximation of ndtri (relative error < 1.2e-9), lowest degree first:
/// central numerator (in r = (p - 1/2)^2, times p - 1/2) ...
pub(crate) const NDTRI_GUESS_A: [f64; 6] = [
    2.506628277459239,
    -3.066479806614716e1,
    1.38357751867269e2,
    -2.759285104469687e2,
    2.209460984245205e2,
    -3.969683028665376e1,
];
/// ... central denominator ...
pub(crate) const NDTRI_GUESS_B: [f64; 6] = [
    1.0,
    -1.328068155288572e1,
    6.680131188771972e1,
    -1.556989798598866e2,
    1.615858368580409e2,
    -5.447609879822406e1,
];
/// ... tail numerator (in q = sqrt(-2 ln p)) ...
pub(crate) const NDTRI_GUESS_C: [f64; 6] = [
    2.938163982698783,
    4.374664141464968,
    -2.549732539343734,
    -2.400758277161838,
    -3.223964580411365e-1,
    -7.784894002430293e-3,
];
/// ... and tail denominator.
pub(crate) const NDTRI_GUESS_D: [f64; 5] = [
    1.0,
    3.754408661907416,
    2.445134137142996,
    3.224671290700398e-1,
    7.784695709041462e-3,
];

/// A starting point for ndtri (Acklam's rational approximation, relative error < 1.2e-9).
fn ndtri_guess(p: f64) -> f64 {
    if p < 0.02425 {
        let q = (-2.0 * p.ln()).sqrt();
        return poly(&NDTRI_GUESS_C, q) / poly(&NDTRI_GUESS_D, q);
    }
    if p > 1.0 - 0.02425 {
        let q = (-2.0 * (1.0 - p).ln()).sqrt();
        return -poly(&NDTRI_GUESS_C, q) / poly(&NDTRI_GUESS_D, q);
    }
    let q = p - 0.5;
    let r = q * q;
    poly(&NDTRI_GUESS_A, r) * q / poly(&NDTRI_GUESS_B, r)
}

// ------------------------------------------------------------------------------------------
// Inverses of the incomplete gamma functions: SciPy 1.17.1's algorithm, xsf's Cephes
// `igami.h` (`igami`, `igamci`, `find_inverse_gamma`), step for step, with the Cephes functions
// it calls (xsf's `igam.h`: `igam`, `igamc`, `igam_fac` and their series; `Gamma`, `lgam`,
// `log1p`, `log1pmx`, `expm1`, `lgam1p`, `zeta`, `erfc`, `lanczos_sum_expg_scaled`), so that
// the three Halley steps see the very values SciPy's do. Each operation is written in C's
// evaluation order; C's `std::` functions are Rust's `f64` methods (the same libm).
// Tables: xsf's literals as doubles (highest degree first, as Cephes' `polevl` takes them).
// ------------------------------------------------------------------------------------------

/// Cephes' constants (xsf's `const.h`, `gamma.h`, `lanczos.h`) and `igam.h`'s limits.
pub(crate) const CEPH_MACHEP: f64 = 1.1102230246251565e-16;
pub(crate) const CEPH_MAXLOG: f64 = 709.782712893384;
pub(crate) const CEPH_SQRT2PI: f64 = 2.5066282746310007;
pub(crate) const CEPH_LOGPI: f64 = 1.1447298858494002;
pub(crate) const CEPH_MAXGAM: f64 = 171.6243769563027;
pub(crate) const CEPH_EULER: f64 = 0.5772156649015329;
pub(crate) const CEPH_LS2PI: f64 = 0.9189385332046728;
pub(crate) const CEPH_MAXSTIR: f64 = 143.01608;
pub(crate) const CEPH_MAXLGM: f64 = 2.556348e+305;
pub(crate) const CEPH_LANCZOS_G: f64 = 6.02468004077673;
pub(crate) const IGAM_SMALL: f64 = 20.0;
pub(crate) const IGAM_LARGE: f64 = 200.0;
pub(crate) const IGAM_SMALLRATIO: f64 = 0.3;
pub(crate) const IGAM_LARGERATIO: f64 = 4.5;
pub(crate) const IGAM_BIG: f64 = 4503599627370496.0;
pub(crate) const IGAM_BIGINV: f64 = 2.220446049250313e-16;
const IGAM_MAXITER: i32 = 2000;

/// Cephes' tables: Gamma on [2, 3] (P/Q) and Stirling's series (`gamma.h`); ln Gamma's Stirling
/// series (A) and [2, 3] rational (B/C); `log1p` and `expm1` (`unity.h`); the Euler-Maclaurin
/// coefficients of `zeta`; the scaled Lanczos sum (`lanczos.h`); `erf`/`erfc` (`ndtr.h`); the
/// normal-quantile start of `igami.h` (DiDonato & Morris eq. 32); and the 25 x 25 coefficients
/// d[k][n] of `igam_asymp_coeff.h`, row by row.
pub(crate) const CEPH_GAMMA_P: [f64; 7] = [
    0.00016011952247675185,
    0.0011913514700658638,
    0.010421379756176158,
    0.04763678004571372,
    0.20744822764843598,
    0.4942148268014971,
    1.0,
];
pub(crate) const CEPH_GAMMA_Q: [f64; 8] = [
    -2.3158187332412014e-05,
    0.0005396055804933034,
    -0.004456419138517973,
    0.011813978522206043,
    0.035823639860549865,
    -0.23459179571824335,
    0.0714304917030273,
    1.0,
];
pub(crate) const CEPH_GAMMA_STIR: [f64; 5] = [
    0.0007873113957930937,
    -0.00022954996161337813,
    -0.0026813261780578124,
    0.0034722222160545866,
    0.08333333333334822,
];
pub(crate) const CEPH_LGAM_A: [f64; 5] = [
    0.0008116141674705085,
    -0.0005950619042843014,
    0.0007936503404577169,
    -0.002777777777300997,
    0.08333333333333319,
];
pub(crate) const CEPH_LGAM_B: [f64; 6] = [
    -1378.2515256912086,
    -38801.631513463784,
    -331612.9927388712,
    -1162370.974927623,
    -1721737.0082083966,
    -853555.6642457654,
];
pub(crate) const CEPH_LGAM_C: [f64; 6] = [
    -351.81570143652345,
    -17064.210665188115,
    -220528.59055385445,
    -1139334.4436798252,
    -2532523.0717758294,
    -2018891.4143353277,
];
pub(crate) const CEPH_LOG1P_P: [f64; 7] = [
    4.52700008624452e-05,
    0.49854102823193375,
    6.578732594206104,
    29.911919328553072,
    60.94966798098779,
    57.11296359058554,
    20.039553499201283,
];
pub(crate) const CEPH_LOG1P_Q: [f64; 6] = [
    15.062909083469192,
    83.04756596796722,
    221.76239823732857,
    309.09872225312057,
    216.42788614495947,
    60.11866049760384,
];
#[rustfmt::skip] // one literal a line, as tests/gamma.rs and generate_gamma.py read tables
pub(crate) const CEPH_EXPM1_P: [f64; 3] = [
    0.00012617719307481058,
    0.030299440770744195,
    1.0,
];
pub(crate) const CEPH_EXPM1_Q: [f64; 4] = [
    3.0019850513866446e-06,
    0.002524483403496841,
    0.22726554820815503,
    2.0,
];
pub(crate) const CEPH_ZETA_A: [f64; 12] = [
    12.0,
    -720.0,
    30240.0,
    -1209600.0,
    47900160.0,
    -1892437580.3183792,
    74724249600.0,
    -2950130727918.164,
    116467828143500.67,
    -4597978722407473.0,
    1.8152105401943546e+17,
    -7.166165256175667e+18,
];
pub(crate) const CEPH_LANCZOS_EXPG_NUM: [f64; 13] = [
    0.006061842346248907,
    0.5098416655656676,
    19.519927882476175,
    449.9445569063168,
    6955.999602515376,
    75999.29304014542,
    601859.6171681099,
    3481712.154980646,
    14605578.087685067,
    43338889.32467614,
    86363131.2881386,
    103794043.11634454,
    56906521.913471565,
];
pub(crate) const CEPH_LANCZOS_EXPG_DEN: [f64; 13] = [
    1.0,
    66.0,
    1925.0,
    32670.0,
    357423.0,
    2637558.0,
    13339535.0,
    45995730.0,
    105258076.0,
    150917976.0,
    120543840.0,
    39916800.0,
    0.0,
];
pub(crate) const CEPH_NDTR_P: [f64; 9] = [
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
pub(crate) const CEPH_NDTR_Q: [f64; 8] = [
    13.228195115474499,
    86.70721408859897,
    354.9377788878199,
    975.7085017432055,
    1823.9091668790973,
    2246.3376081871097,
    1656.6630919416134,
    557.5353408177277,
];
pub(crate) const CEPH_NDTR_R: [f64; 6] = [
    0.5641895835477551,
    1.275366707599781,
    5.019050422511805,
    6.160210979930536,
    7.4097426995044895,
    2.9788666537210022,
];
pub(crate) const CEPH_NDTR_S: [f64; 6] = [
    2.2605286322011726,
    9.396035249380015,
    12.048953980809666,
    17.08144507475659,
    9.608968090632859,
    3.369076451000815,
];
pub(crate) const CEPH_NDTR_T: [f64; 5] = [
    9.604973739870516,
    90.02601972038427,
    2232.005345946843,
    7003.325141128051,
    55592.30130103949,
];
pub(crate) const CEPH_NDTR_U: [f64; 5] = [
    33.56171416475031,
    521.3579497801527,
    4594.323829709801,
    22629.000061389095,
    49267.39426086359,
];
pub(crate) const IGAMI_S_A: [f64; 4] = [
    0.213623493715853,
    4.28342155967104,
    11.6616720288968,
    3.31125922108741,
];
pub(crate) const IGAMI_S_B: [f64; 5] = [
    0.03611708101884203,
    1.27364489782223,
    6.40691597760039,
    6.61053765625462,
    1.0,
];
pub(crate) const IGAM_ASYMP_D: [f64; 625] = [
    -0.3333333333333333,
    0.08333333333333333,
    -0.014814814814814815,
    0.0011574074074074073,
    0.0003527336860670194,
    -0.0001787551440329218,
    3.919263178522438e-05,
    -2.1854485106799924e-06,
    -1.85406221071516e-06,
    8.296711340953087e-07,
    -1.7665952736826078e-07,
    6.707853543401498e-09,
    1.0261809784240309e-08,
    -4.382036018453353e-09,
    9.14769958223679e-10,
    -2.551419399494625e-11,
    -5.830772132550426e-11,
    2.4361948020667415e-11,
    -5.0276692801141755e-12,
    1.1004392031956135e-13,
    3.3717632624009856e-13,
    -1.392388722418162e-13,
    2.8534893807047445e-14,
    -5.139111834242572e-16,
    -1.9752288294349442e-15,
    -0.001851851851851852,
    -0.003472222222222222,
    0.0026455026455026454,
    -0.0009902263374485596,
    0.00020576131687242798,
    -4.018775720164609e-07,
    -1.8098550334489977e-05,
    7.64916091608111e-06,
    -1.6120900894563446e-06,
    4.647127802807434e-09,
    1.378633446915721e-07,
    -5.752545603517705e-08,
    1.1951628599778148e-08,
    -1.7543241719747647e-11,
    -1.0091543710600413e-09,
    4.162792991842583e-10,
    -8.56390702649298e-11,
    6.067215101604758e-14,
    7.1624989648114856e-12,
    -2.933186643771437e-12,
    5.996696365683689e-13,
    -2.1671786527323313e-16,
    -4.978339972369262e-14,
    2.0291628823713425e-14,
    -4.13125571381061e-15,
    0.004133597883597883,
    -0.0026813271604938273,
    0.0007716049382716049,
    2.0093878600823047e-06,
    -0.00010736653226365161,
    5.2923448829120125e-05,
    -1.2760635188618728e-05,
    3.423578734096138e-08,
    1.3721957309062932e-06,
    -6.298992138380055e-07,
    1.4280614206064242e-07,
    -2.0477098421990866e-10,
    -1.409252991086752e-08,
    6.228974084922022e-09,
    -1.3670488396617112e-09,
    9.428356159014678e-13,
    1.2872252400089318e-10,
    -5.5645956134363323e-11,
    1.197593554636698e-11,
    -4.1689782251838634e-15,
    -1.0940640427884595e-12,
    4.662239946390136e-13,
    -9.905105763906907e-14,
    1.8931876768373515e-17,
    8.859221872591127e-15,
    0.0006494341563786008,
    0.00022947209362139917,
    -0.0004691894943952557,
    0.00026772063206283885,
    -7.561801671883977e-05,
    -2.396505113867297e-07,
    1.1082654115347302e-05,
    -5.6749528269915965e-06,
    1.4230900732435883e-06,
    -2.7861080291528143e-11,
    -1.6958404091930278e-07,
    8.099464905388083e-08,
    -1.9111168485973655e-08,
    2.3928620439808118e-12,
    2.0620131815488797e-09,
    -9.460496661855133e-10,
    2.1541049775774907e-10,
    -1.388823336813903e-14,
    -2.1894761681963938e-11,
    9.790998951171684e-12,
    -2.178219188018096e-12,
    6.208819573407901e-17,
    2.126978363279737e-13,
    -9.344688791517433e-14,
    2.045367122678285e-14,
    -0.0008618882909167117,
    0.0007840392217200666,
    -0.0002990724803031902,
    -1.4638452578843418e-06,
    6.641498215465122e-05,
    -3.968365047179435e-05,
    1.1375726970678419e-05,
    2.507497226237533e-10,
    -1.6954149536558305e-06,
    8.907507532205309e-07,
    -2.292934834000805e-07,
    2.956794137544049e-11,
    2.8865829742708783e-08,
    -1.4189739437803219e-08,
    3.4463580499464896e-09,
    -2.3024517174528067e-13,
    -3.9409233028046403e-10,
    1.86023389685045e-10,
    -4.356323005056618e-11,
    1.278600101629623e-15,
    4.67927502665792e-12,
    -2.149246470613483e-12,
    4.908815614809652e-13,
    -6.33859148489156e-18,
    -5.045332069080094e-14,
    -0.00033679855336635813,
    -6.972813758365858e-05,
    0.0002772753244959392,
    -0.00019932570516188847,
    6.797780477937208e-05,
    1.419062920643967e-07,
    -1.3594048189768693e-05,
    8.018470256334202e-06,
    -2.291481176508095e-06,
    -3.252473551298454e-10,
    3.4652846491085265e-07,
    -1.8447187191171344e-07,
    4.8240967037894184e-08,
    -1.7989466721743514e-14,
    -6.306194500013523e-09,
    3.162417628774568e-09,
    -7.840924253697429e-10,
    5.192679165254041e-15,
    9.358944242306784e-11,
    -4.513426216163278e-11,
    1.0799129993116828e-11,
    -3.661886712685252e-17,
    -1.210902069055155e-12,
    5.680743584990564e-13,
    -1.3249659916340829e-13,
    0.0005313079364639922,
    -0.0005921664373536939,
    0.0002708782096718045,
    7.902353232660328e-07,
    -8.153969367561969e-05,
    5.61168275310625e-05,
    -1.8329116582843375e-05,
    -3.0796134506033047e-09,
    3.465155368803609e-06,
    -2.0291327396058603e-06,
    5.788792863149004e-07,
    2.338630673826657e-13,
    -8.828600746330484e-08,
    4.7435958880408125e-08,
    -1.2545415020710382e-08,
    8.649648858010293e-14,
    1.6846058979264062e-09,
    -8.575492823577594e-10,
    2.1598224929232125e-10,
    -7.613230520476153e-16,
    -2.6639822008536144e-11,
    1.3065700536611057e-11,
    -3.1799163902367977e-12,
    4.710976121367431e-18,
    3.6902800842763465e-13,
    0.00034436760689237765,
    5.171790908260592e-05,
    -0.00033493161081142234,
    0.0002812695154763237,
    -0.00010976582244684731,
    -1.2741009095484485e-07,
    2.7744451511563645e-05,
    -1.8263488805711332e-05,
    5.7876949497350525e-06,
    4.93875893393627e-10,
    -1.0595367014026043e-06,
    6.166714376110408e-07,
    -1.7562973359060463e-07,
    -1.297447328701544e-12,
    2.695423606288966e-08,
    -1.4578352908731272e-08,
    3.887645959386175e-09,
    -3.881002251019412e-17,
    -5.327994173877286e-10,
    2.7437977643314844e-10,
    -6.995796092070568e-11,
    2.589986387486848e-17,
    8.856689099669639e-12,
    -4.403168815871311e-12,
    1.0865561947091654e-12,
    -0.0006526239185953094,
    0.0008394987206720873,
    -0.000438297098541721,
    -6.969091458420552e-07,
    0.00016644846642067547,
    -0.00012783517679769218,
    4.629953263691304e-05,
    4.557909867922708e-09,
    -1.0595271125805195e-05,
    6.783342904865167e-06,
    -2.1075476666258803e-06,
    -1.7213731432817144e-11,
    3.773587741611098e-07,
    -2.1867506700122867e-07,
    6.220228804018927e-08,
    6.597703826733e-16,
    -9.590386497425686e-09,
    5.213214492280807e-09,
    -1.3991589583935709e-09,
    5.382058999060575e-16,
    1.9484714275467745e-10,
    -1.0127287556389682e-10,
    2.6077347197254926e-11,
    -5.090418699993299e-18,
    -3.3721464474854593e-12,
    -0.0005967612901927463,
    -7.204895416020011e-05,
    0.0006782308837667328,
    -0.0006401475260262758,
    0.00027750107634328704,
    1.819700838046515e-07,
    -8.479507117068503e-05,
    6.105192082501531e-05,
    -2.1073920183404862e-05,
    -8.858589014125599e-10,
    4.5284535953805374e-06,
    -2.8427815022504407e-06,
    8.708234177864641e-07,
    3.6886101871706966e-12,
    -1.534469519070206e-07,
    8.862466778790695e-08,
    -2.5184812301826817e-08,
    -1.0225912098215092e-14,
    3.896947075815478e-09,
    -2.1267304792235634e-09,
    5.737013552805138e-10,
    -1.887749850169741e-19,
    -8.093153869465787e-11,
    4.23827232834492e-11,
    -1.1002224534207727e-11,
    0.0013324454494800656,
    -0.0019144384985654776,
    0.0011089369134596636,
    9.9324041226423e-07,
    -0.0005087450129309319,
    0.00042735056665392886,
    -0.000168588537679108,
    -8.1301893922785e-09,
    4.5284402370562144e-05,
    -3.127053674781734e-05,
    1.044986828530338e-05,
    4.8435226265680926e-11,
    -2.148256587345626e-06,
    1.329369701097492e-06,
    -4.029569309210103e-07,
    -1.756787766632329e-13,
    7.014504316366825e-08,
    -4.040787734999483e-08,
    1.1474026743371962e-08,
    3.9642746853563326e-18,
    -1.7804938269892715e-09,
    9.748026254873165e-10,
    -2.6405338676507616e-10,
    5.794875163403742e-18,
    3.764774955354384e-11,
    0.001579727660730835,
    0.00016251626278391583,
    -0.0020633421035543276,
    0.00213896861856891,
    -0.0010108559391263003,
    -3.99127055299192e-07,
    0.0003623502508476469,
    -0.00028143901463712157,
    0.00010449513336495887,
    2.12114184918303e-09,
    -2.5779417251947842e-05,
    1.7281818956040464e-05,
    -5.641377387290428e-06,
    -1.1024320105776174e-11,
    1.1223224418895176e-06,
    -6.869339637952674e-07,
    2.0653236975414888e-07,
    4.6714772409838506e-14,
    -3.5609886164949055e-08,
    2.0470855345905963e-08,
    -5.809173863328336e-09,
    -1.332821287582869e-16,
    9.035460439133513e-10,
    -4.959878251733084e-10,
    1.3481607129399748e-10,
    -0.004072512119514016,
    0.00640336283380807,
    -0.004041016108167662,
    -2.183732802866233e-06,
    0.002174044180125464,
    -0.001970044051841889,
    0.0008359546974796246,
    1.9445447567109655e-08,
    -0.000257793871204217,
    0.00019009987368139304,
    -6.769649993743896e-05,
    -1.4440629666426571e-10,
    1.5712512518742267e-05,
    -1.0304008744776892e-05,
    3.304517767401387e-06,
    7.982976024232571e-13,
    -6.4097794149313e-07,
    3.8894624761300054e-07,
    -1.161834764494887e-07,
    -2.816808630596451e-15,
    1.9878012911297094e-08,
    -1.1407719956357511e-08,
    3.2355857064185554e-09,
    4.175946829345594e-20,
    -5.042311271810582e-10,
    -0.0059475779383993,
    -0.0005401647678926045,
    0.00879104135507679,
    -0.009857631558785612,
    0.005013469503102154,
    1.2807521786221875e-06,
    -0.0020626019342754685,
    0.0017109128573523059,
    -0.000676953127141338,
    -6.901154567656214e-09,
    0.00018855128143995903,
    -0.0001339521566349197,
    4.626318303352804e-05,
    4.003423061332135e-11,
    -1.0255652921494033e-05,
    6.612086372797651e-06,
    -2.0913022027253007e-06,
    -2.0951775649603836e-13,
    3.975602904199325e-07,
    -2.395621197881589e-07,
    7.118288338214586e-08,
    8.925574873053455e-16,
    -1.2101547235064675e-08,
    6.935061824833439e-09,
    -1.96614644538561e-09,
    0.01740202778752271,
    -0.029527880945699123,
    0.020045875571402798,
    7.0289515966903405e-06,
    -0.012375421071343148,
    0.011976293444235253,
    -0.0054156038466518525,
    -6.329089339641862e-08,
    0.0018855118129005065,
    -0.001473473274825001,
    0.0005551581009770838,
    5.240683441255066e-10,
    -0.00014357913535784837,
    9.91812932249433e-05,
    -3.346083474947831e-05,
    -3.575583729109899e-12,
    7.1560851960630075e-06,
    -4.551680262815553e-06,
    1.4236576649271474e-06,
    1.8803149082089665e-14,
    -2.662340389892921e-07,
    1.5950642189595716e-07,
    -4.71875146738411e-08,
    -6.510787295875518e-17,
    7.979509102674624e-09,
    0.03024912416090589,
    0.0024817436002649977,
    -0.049939134373457025,
    0.05991564300930787,
    -0.03248320760162339,
    -5.721296865210344e-06,
    0.015085251778569354,
    -0.013261324005088445,
    0.0055515262632426145,
    3.026318225703001e-08,
    -0.0017229548406756724,
    0.0012893570099929638,
    -0.00046845138348319875,
    -1.830259937893045e-10,
    0.00011449739014822654,
    -7.737856522124447e-05,
    2.5625836246985202e-05,
    1.0766165333192815e-12,
    -5.324680928242262e-06,
    3.349634863064464e-06,
    -1.0381253128684019e-06,
    -5.608909920621128e-15,
    1.9150821930676592e-07,
    -1.1418365800203487e-07,
    3.3654425209171787e-08,
    -0.09905102088015905,
    0.17954011706123485,
    -0.12989606383463778,
    -3.1478872752284355e-05,
    0.09051063527684813,
    -0.0928288244111844,
    0.04441211283987781,
    2.7779236316835886e-07,
    -0.017229543805449696,
    0.014182925050891573,
    -0.005621416163374734,
    -2.39598509186381e-09,
    0.0016029634366079909,
    -0.0011606784674435774,
    0.00041001337768153875,
    1.836580075409066e-11,
    -9.58442565636559e-05,
    6.364306233776471e-05,
    -2.076250624489065e-05,
    -1.1806020912804483e-13,
    4.213180823912065e-06,
    -2.626224133701247e-06,
    8.077062049493066e-07,
    6.012591212363273e-16,
    -1.472973737401884e-07,
    -0.19994542198219728,
    -0.015056113040026424,
    0.36470239469348487,
    -0.4643519231173355,
    0.26640934719197895,
    3.403826602714719e-05,
    -0.13784338709329624,
    0.1276467178337056,
    -0.056213828755200985,
    -1.753150885483011e-07,
    0.019235592956768112,
    -0.015088821281095314,
    0.005740185445135012,
    1.0622382710310225e-09,
    -0.0015335082692563998,
    0.0010819320643228215,
    -0.0003737251019394566,
    -6.617090972903199e-12,
    8.426361738090962e-05,
    -5.515070682748348e-05,
    1.776953644834807e-05,
    3.882792321020553e-14,
    -3.53513697488768e-06,
    2.186583213004527e-06,
    -6.68128494476256e-07,
    0.7243860850402943,
    -1.3918010932653375,
    1.0654143352413967,
    0.0001876173868950258,
    -0.827055011761527,
    0.8935243334782842,
    -0.44971003995291337,
    -1.6107401567546651e-06,
    0.1923559016527109,
    -0.1659770216004261,
    0.06888222268181433,
    1.3910091724608687e-08,
    -0.02146911561508663,
    0.016228980898865892,
    -0.005979601617258426,
    -1.1287469112826745e-10,
    0.0015167451119784856,
    -0.00104786342935539,
    0.0003553907288912642,
    8.170432211180152e-13,
    -7.77730134424524e-05,
    5.029141389700772e-05,
    -1.6035083867000518e-05,
    1.2469354315487606e-14,
    3.1369106244517616e-06,
    1.6668949727276812,
    0.1165462765994632,
    -3.3288393225018904,
    4.469232548286404,
    -2.6977693045875806,
    -0.0002600667859891061,
    1.5389017615694538,
    -1.4937962361134611,
    0.6888196463323315,
    1.3077482004552384e-06,
    -0.2576296332559629,
    0.21097676102125448,
    -0.08371440835921988,
    -7.792042888135476e-09,
    0.0242679230648336,
    -0.017813678334552312,
    0.006397033038890006,
    4.943080709048052e-11,
    -0.0015554602758465635,
    0.0010561196919903215,
    -0.000352771844604729,
    9.300233464502246e-14,
    7.528585502655717e-05,
    -4.818651556915635e-05,
    1.5227271505597605e-05,
    -6.618829886137293,
    13.397985455142589,
    -10.789350606845145,
    -0.0014352254537875018,
    9.23336945961898,
    -10.456552819547769,
    5.510552602903347,
    1.2024439690716742e-05,
    -2.5762961164755818,
    2.320744274538718,
    -1.0045728797216285,
    -1.0207833290021913e-07,
    0.3397509217116947,
    -0.2672051745075747,
    0.10235252851562705,
    8.432973048487163e-10,
    -0.027998284958442594,
    0.020066274144976814,
    -0.007055436891508624,
    1.9402238183698188e-12,
    0.0016562888105449611,
    -0.0011082898580743682,
    0.0003654545161310169,
    -5.129003202697179e-11,
    -7.634010369686903e-05,
    -17.112706061976095,
    -1.1208044642899115,
    37.131966511885445,
    -52.29827102534896,
    33.058589696624615,
    0.002479129897620022,
    -20.61089403411526,
    20.88672775145582,
    -10.045703956517752,
    -1.2238783449063012e-05,
    4.077013427422114,
    -3.473667358470195,
    1.4329352617312006,
    7.135991441187971e-08,
    -0.4479725715911561,
    0.3411266608064446,
    -0.12699786326594922,
    -2.895367726908153e-10,
    0.03312577627825986,
    -0.023274087021036102,
    0.008039999350364889,
    -1.177805216235265e-09,
    -0.001832162489107167,
    0.0012108282933588664,
    -0.0003947994124682252,
    73.89033153567425,
    -156.80141270402274,
    132.2177542759164,
    0.013692876877324546,
    -123.66496885920151,
    146.2068939106273,
    -80.36558772486535,
    -0.00011259851148881298,
    40.77013219617994,
    -38.21034001327303,
    17.19522294277362,
    9.351970795516835e-07,
    -6.271615990774704,
    5.116899907185264,
    -2.0319658112299095,
    -4.950721558276154e-09,
    0.596263972943326,
    -0.44220765337238094,
    0.16079998700166273,
    -2.4733786203223403e-08,
    -0.040307574759979765,
    0.02784905074709787,
    -0.009475185899205422,
    6.419922235909132e-06,
    0.002125018077469946,
    212.1683709838252,
    13.107863022633868,
    -496.9828593287175,
    731.215952669692,
    -482.1382172089085,
    -0.028817248692894887,
    326.167203029471,
    -343.8934028008712,
    171.95193870816232,
    0.00014038077378096157,
    -75.2594195897599,
    66.51969984520935,
    -28.447519748152462,
    -7.613702615875392e-07,
    9.540223710530437,
    -7.517530111331138,
    2.894399756887196,
    -4.66121949995382e-07,
    -0.8061514959879409,
    0.5848300657063102,
    -0.20845408972964957,
    0.00014765818959305816,
    0.05100043386375302,
    -0.03306625214188366,
    0.015109265210467774,
    -989.5964309832236,
    2192.555536090523,
    -1928.3586782723355,
    -0.15925738122215252,
    1956.9985945919857,
    -2407.2514765081555,
    1375.6149959336497,
    0.0012920735237496668,
    -752.5941715948055,
    731.7166874220871,
    -341.37023466220063,
    -9.985739026060805e-06,
    133.56313181291574,
    -112.76295161252794,
    46.31039609820446,
    -7.923738713361476e-06,
    -14.510726927018647,
    11.111771248100563,
    -4.169081794527089,
    0.0031008219800117806,
    1.1220095449981469,
    -0.7605237992614992,
    0.36262236505085255,
    0.2216867741940747,
    0.48683443692930506,
];

/// Cephes `polevl`: c[0] x^n + ... + c[n], Horner's rule from the highest degree.
#[inline]
fn ceph_polevl(x: f64, c: &[f64]) -> f64 {
    let mut ans = c[0];
    for &ci in &c[1..] {
        ans = ans * x + ci;
    }
    ans
}

/// Cephes `p1evl`: x^n + c[0] x^(n-1) + ... + c[n-1] (the leading 1 left out).
#[inline]
fn ceph_p1evl(x: f64, c: &[f64]) -> f64 {
    let mut ans = x + c[0];
    for &ci in &c[1..] {
        ans = ans * x + ci;
    }
    ans
}

/// Cephes `sinpi` (xsf's `trig.h`).
fn ceph_sinpi(x: f64) -> f64 {
    let (x, s) = if x.is_sign_negative() {
        (-x, -1.0)
    } else {
        (x, 1.0)
    };
    let r = x % 2.0; // fmod
    if r < 0.5 {
        s * (PI * r).sin()
    } else if r > 1.5 {
        s * (PI * (r - 2.0)).sin()
    } else {
        -s * (PI * (r - 1.0)).sin()
    }
}

/// Cephes `stirf`: Gamma(x) by Stirling's formula, 33 <= x.
fn ceph_stirf(x: f64) -> f64 {
    if x >= CEPH_MAXGAM {
        return f64::INFINITY;
    }
    let mut w = 1.0 / x;
    w = 1.0 + w * ceph_polevl(w, &CEPH_GAMMA_STIR);
    let mut y = x.exp();
    if x > CEPH_MAXSTIR {
        let v = x.powf(0.5 * x - 0.25);
        y = v * (v / y);
    } else {
        y = x.powf(x - 0.5) / y;
    }
    CEPH_SQRT2PI * y * w
}

/// C's `int i = p` (p a non-negative integer-valued double) as x86-64 computes it: the
/// conversion of a value beyond `INT_MAX` gives `INT_MIN`, which is even.
#[inline]
fn ceph_int_is_even(p: f64) -> bool {
    if p < 2_147_483_648.0 {
        (p as i64) & 1 == 0
    } else {
        true
    }
}

/// Cephes `Gamma`.
fn ceph_gamma(x: f64) -> f64 {
    let mut x = x;
    if !x.is_finite() {
        return if x > 0.0 { x } else { f64::NAN };
    }
    if x == 0.0 {
        return f64::INFINITY.copysign(x);
    }
    let q = x.abs();
    if q > 33.0 {
        if x < 0.0 {
            let mut p = q.floor();
            if p == q {
                return f64::NAN;
            }
            let sgngam = if ceph_int_is_even(p) { -1.0 } else { 1.0 };
            let mut z = q - p;
            if z > 0.5 {
                p += 1.0;
                z = q - p;
            }
            z = q * ceph_sinpi(z);
            if z == 0.0 {
                return sgngam * f64::INFINITY;
            }
            z = z.abs();
            z = PI / (z * ceph_stirf(q));
            return sgngam * z;
        }
        return ceph_stirf(x);
    }
    let mut z = 1.0;
    while x >= 3.0 {
        x -= 1.0;
        z *= x;
    }
    let mut small = false;
    while x < 0.0 {
        if x > -1.0e-9 {
            small = true;
            break;
        }
        z /= x;
        x += 1.0;
    }
    if !small {
        while x < 2.0 {
            if x < 1.0e-9 {
                small = true;
                break;
            }
            z /= x;
            x += 1.0;
        }
    }
    if small {
        if x == 0.0 {
            return f64::NAN;
        }
        return z / ((1.0 + 0.5772156649015329 * x) * x);
    }
    if x == 2.0 {
        return z;
    }
    x -= 2.0;
    let p = ceph_polevl(x, &CEPH_GAMMA_P);
    let q = ceph_polevl(x, &CEPH_GAMMA_Q);
    z * p / q
}

/// Cephes `lgam_large_x`: Stirling's series for x >= 1000.
fn ceph_lgam_large_x(x: f64) -> f64 {
    let q = (x - 0.5) * x.ln() - x + CEPH_LS2PI;
    if x > 1.0e8 {
        return q;
    }
    let mut p = 1.0 / (x * x);
    p = ((0.0007936507936507937 * p - 0.002777777777777778) * p + 0.08333333333333333) / x;
    q + p
}

/// Cephes `lgam` (`lgam_sgn` without the sign): ln |Gamma(x)|.
fn ceph_lgam(x: f64) -> f64 {
    let mut x = x;
    if !x.is_finite() {
        return x;
    }
    if x < -34.0 {
        let q = -x;
        let w = ceph_lgam(q);
        let mut p = q.floor();
        if p == q {
            return f64::INFINITY;
        }
        let mut z = q - p;
        if z > 0.5 {
            p += 1.0;
            z = p - q;
        }
        z = q * ceph_sinpi(z);
        if z == 0.0 {
            return f64::INFINITY;
        }
        return CEPH_LOGPI - z.ln() - w;
    }
    if x < 13.0 {
        let mut z = 1.0;
        let mut p = 0.0;
        let mut u = x;
        while u >= 3.0 {
            p -= 1.0;
            u = x + p;
            z *= u;
        }
        while u < 2.0 {
            if u == 0.0 {
                return f64::INFINITY;
            }
            z /= u;
            p += 1.0;
            u = x + p;
        }
        if z < 0.0 {
            z = -z;
        }
        if u == 2.0 {
            return z.ln();
        }
        p -= 2.0;
        x += p;
        let p = x * ceph_polevl(x, &CEPH_LGAM_B) / ceph_p1evl(x, &CEPH_LGAM_C);
        return z.ln() + p;
    }
    if x > CEPH_MAXLGM {
        return f64::INFINITY;
    }
    if x >= 1000.0 {
        return ceph_lgam_large_x(x);
    }
    let q = (x - 0.5) * x.ln() - x + CEPH_LS2PI;
    let p = 1.0 / (x * x);
    q + ceph_polevl(p, &CEPH_LGAM_A) / x
}

/// Cephes `log1p` (xsf's `unity.h`, not libm's).
#[allow(clippy::manual_range_contains)] // C's comparisons, NaN included
fn ceph_log1p(x: f64) -> f64 {
    let mut z = 1.0 + x;
    if z < std::f64::consts::FRAC_1_SQRT_2 || z > std::f64::consts::SQRT_2 {
        return z.ln();
    }
    z = x * x;
    z = -0.5 * z + x * (z * ceph_polevl(x, &CEPH_LOG1P_P) / ceph_p1evl(x, &CEPH_LOG1P_Q));
    x + z
}

/// Cephes `log1pmx`: ln(1 + x) - x.
fn ceph_log1pmx(x: f64) -> f64 {
    if x.abs() < 0.5 {
        let mut xfac = x;
        let mut res = 0.0;
        let mut n = 2.0;
        while n < 500.0 {
            xfac *= -x;
            let term = xfac / n;
            res += term;
            if term.abs() < CEPH_MACHEP * res.abs() {
                break;
            }
            n += 1.0;
        }
        res
    } else {
        ceph_log1p(x) - x
    }
}

/// Cephes `expm1`.
fn ceph_expm1(x: f64) -> f64 {
    if !x.is_finite() {
        if x.is_nan() || x > 0.0 {
            return x;
        }
        return -1.0;
    }
    if !(-0.5..=0.5).contains(&x) {
        return x.exp() - 1.0;
    }
    let xx = x * x;
    let mut r = x * ceph_polevl(xx, &CEPH_EXPM1_P);
    r = r / (ceph_polevl(xx, &CEPH_EXPM1_Q) - r);
    r + r
}

/// Cephes `zeta(x, q)`, the Hurwitz zeta function (here only called with q = 1, x = 2..41).
fn ceph_zeta(x: f64, q: f64) -> f64 {
    if x == 1.0 {
        return f64::INFINITY;
    }
    if x < 1.0 {
        return f64::NAN;
    }
    if q <= 0.0 {
        if q == q.floor() {
            return f64::INFINITY;
        }
        if x != x.floor() {
            return f64::NAN;
        }
    }
    if q > 1e8 {
        return (1.0 / (x - 1.0) + 1.0 / (2.0 * q)) * q.powf(1.0 - x);
    }
    let mut s = q.powf(-x);
    let mut a = q;
    let mut i = 0;
    let mut b = 0.0;
    while i < 9 || a <= 9.0 {
        i += 1;
        a += 1.0;
        b = a.powf(-x);
        s += b;
        if (b / s).abs() < CEPH_MACHEP {
            return s;
        }
    }
    let w = a;
    s += b * w / (x - 1.0);
    s -= 0.5 * b;
    a = 1.0;
    let mut k = 0.0;
    for coef in CEPH_ZETA_A {
        a *= x + k;
        b /= w;
        let t = a * b / coef;
        s += t;
        if (t / s).abs() < CEPH_MACHEP {
            return s;
        }
        k += 1.0;
        a *= x + k;
        b /= w;
        k += 1.0;
    }
    s
}

/// Cephes `lgam1p_taylor`: ln Gamma(1 + x) by its Taylor series about 0.
fn ceph_lgam1p_taylor(x: f64) -> f64 {
    if x == 0.0 {
        return 0.0;
    }
    let mut res = -CEPH_EULER * x;
    let mut xfac = -x;
    for n in 2..42 {
        let n = f64::from(n);
        xfac *= -x;
        let coeff = ceph_zeta(n, 1.0) * xfac / n;
        res += coeff;
        if coeff.abs() < CEPH_MACHEP * res.abs() {
            break;
        }
    }
    res
}

/// Cephes `lgam1p`: ln Gamma(1 + x).
fn ceph_lgam1p(x: f64) -> f64 {
    if x.abs() <= 0.5 {
        ceph_lgam1p_taylor(x)
    } else if (x - 1.0).abs() < 0.5 {
        x.ln() + ceph_lgam1p_taylor(x - 1.0)
    } else {
        ceph_lgam(x + 1.0)
    }
}

/// Cephes `erf`.
fn ceph_erf(x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    if x < 0.0 {
        return -ceph_erf(-x);
    }
    if x.abs() > 1.0 {
        return 1.0 - ceph_erfc(x);
    }
    let z = x * x;
    x * ceph_polevl(z, &CEPH_NDTR_T) / ceph_p1evl(z, &CEPH_NDTR_U)
}

/// Cephes `erfc`.
fn ceph_erfc(a: f64) -> f64 {
    if a.is_nan() {
        return f64::NAN;
    }
    let x = if a < 0.0 { -a } else { a };
    if x < 1.0 {
        return 1.0 - ceph_erf(a);
    }
    let mut z = -a * a;
    if z >= -CEPH_MAXLOG {
        z = z.exp();
        let (p, q) = if x < 8.0 {
            (ceph_polevl(x, &CEPH_NDTR_P), ceph_p1evl(x, &CEPH_NDTR_Q))
        } else {
            (ceph_polevl(x, &CEPH_NDTR_R), ceph_p1evl(x, &CEPH_NDTR_S))
        };
        let mut y = (z * p) / q;
        if a < 0.0 {
            y = 2.0 - y;
        }
        if y != 0.0 {
            return y;
        }
    }
    if a < 0.0 { 2.0 } else { 0.0 }
}

/// Cephes `lanczos_sum_expg_scaled` (`ratevl` of the scaled Lanczos sum, degree 12 over 12).
fn ceph_lanczos_sum_expg_scaled(x: f64) -> f64 {
    let num = &CEPH_LANCZOS_EXPG_NUM;
    let den = &CEPH_LANCZOS_EXPG_DEN;
    if x.abs() > 1.0 {
        // a polynomial in 1/x, the coefficients reversed; pow(x, 12 - 12) = 1
        let y = 1.0 / x;
        let mut n = num[12];
        for i in (0..12).rev() {
            n = n * y + num[i];
        }
        let mut d = den[12];
        for i in (0..12).rev() {
            d = d * y + den[i];
        }
        1.0 * n / d
    } else {
        let mut n = num[0];
        for &c in &num[1..] {
            n = n * x + c;
        }
        let mut d = den[0];
        for &c in &den[1..] {
            d = d * x + c;
        }
        n / d
    }
}

/// xsf's `igam_fac`: x^a e^-x / Gamma(a).
fn igam_fac(a: f64, x: f64) -> f64 {
    if (a - x).abs() > 0.4 * a.abs() {
        let ax = a * x.ln() - x - ceph_lgam(a);
        if ax < -CEPH_MAXLOG {
            return 0.0;
        }
        return ax.exp();
    }
    let fac = a + CEPH_LANCZOS_G - 0.5;
    let mut res = (fac / std::f64::consts::E).sqrt() / ceph_lanczos_sum_expg_scaled(a);
    if a < 200.0 && x < 200.0 {
        res *= (a - x).exp() * (x / fac).powf(a);
    } else {
        let num = x - a - CEPH_LANCZOS_G + 0.5;
        res *= (a * ceph_log1pmx(num / fac) + x * (0.5 - CEPH_LANCZOS_G) / fac).exp();
    }
    res
}

/// xsf's `igamc_continued_fraction` (DLMF 8.9.2).
fn igamc_continued_fraction(a: f64, x: f64) -> f64 {
    let ax = igam_fac(a, x);
    if ax == 0.0 {
        return 0.0;
    }
    let mut y = 1.0 - a;
    let mut z = x + y + 1.0;
    let mut c = 0.0;
    let mut pkm2 = 1.0;
    let mut qkm2 = x;
    let mut pkm1 = x + 1.0;
    let mut qkm1 = z * x;
    let mut ans = pkm1 / qkm1;
    for _ in 0..IGAM_MAXITER {
        c += 1.0;
        y += 1.0;
        z += 2.0;
        let yc = y * c;
        let pk = pkm1 * z - pkm2 * yc;
        let qk = qkm1 * z - qkm2 * yc;
        let t;
        if qk != 0.0 {
            let r = pk / qk;
            t = ((ans - r) / r).abs();
            ans = r;
        } else {
            t = 1.0;
        }
        pkm2 = pkm1;
        pkm1 = pk;
        qkm2 = qkm1;
        qkm1 = qk;
        if pk.abs() > IGAM_BIG {
            pkm2 *= IGAM_BIGINV;
            pkm1 *= IGAM_BIGINV;
            qkm2 *= IGAM_BIGINV;
            qkm1 *= IGAM_BIGINV;
        }
        if t <= CEPH_MACHEP {
            break;
        }
    }
    ans * ax
}

/// xsf's `igam_series` (DLMF 8.11.4).
fn igam_series(a: f64, x: f64) -> f64 {
    let ax = igam_fac(a, x);
    if ax == 0.0 {
        return 0.0;
    }
    let mut r = a;
    let mut c = 1.0;
    let mut ans = 1.0;
    for _ in 0..IGAM_MAXITER {
        r += 1.0;
        c *= x / r;
        ans += c;
        if c <= CEPH_MACHEP * ans {
            break;
        }
    }
    ans * ax / a
}

/// xsf's `igamc_series` (DLMF 8.7.3).
fn igamc_series(a: f64, x: f64) -> f64 {
    let mut fac = 1.0;
    let mut sum = 0.0;
    let mut n = 1.0;
    while n < f64::from(IGAM_MAXITER) {
        fac *= -x / n;
        let term = fac / (a + n);
        sum += term;
        if term.abs() <= CEPH_MACHEP * sum.abs() {
            break;
        }
        n += 1.0;
    }
    let logx = x.ln();
    let term = -ceph_expm1(a * logx - ceph_lgam1p(a));
    term - (a * logx - ceph_lgam(a)).exp() * sum
}

/// xsf's `asymptotic_series` (DLMF 8.12.3/8.12.4): P (`lower`) or Q for a ~ x.
fn igam_asymptotic_series(a: f64, x: f64, lower: bool) -> f64 {
    const N: usize = 25;
    let lambda = x / a;
    let sigma = (x - a) / a;
    let mut etapow = [0.0f64; N];
    etapow[0] = 1.0;
    let mut maxpow = 0;
    let mut sum = 0.0;
    let mut afac = 1.0;
    let mut absoldterm = f64::INFINITY;
    let sgn = if lower { -1.0 } else { 1.0 };
    let eta = if lambda > 1.0 {
        (-2.0 * ceph_log1pmx(sigma)).sqrt()
    } else if lambda < 1.0 {
        -(-2.0 * ceph_log1pmx(sigma)).sqrt()
    } else {
        0.0
    };
    let mut res = 0.5 * ceph_erfc(sgn * eta * (a / 2.0).sqrt());
    for k in 0..N {
        let row = &IGAM_ASYMP_D[k * N..(k + 1) * N];
        let mut ck = row[0];
        for n in 1..N {
            if n > maxpow {
                etapow[n] = eta * etapow[n - 1];
                maxpow += 1;
            }
            let ckterm = row[n] * etapow[n];
            ck += ckterm;
            if ckterm.abs() < CEPH_MACHEP * ck.abs() {
                break;
            }
        }
        let term = ck * afac;
        let absterm = term.abs();
        if absterm > absoldterm {
            break;
        }
        sum += term;
        if absterm < CEPH_MACHEP * sum.abs() {
            break;
        }
        absoldterm = absterm;
        afac /= a;
    }
    res += sgn * (-0.5 * a * eta * eta).exp() * sum / (2.0 * PI * a).sqrt();
    res
}

/// xsf's `igam`: P(a, x), as SciPy 1.17.1's `gammainc`.
fn xsf_igam(a: f64, x: f64) -> f64 {
    if a.is_nan() || x.is_nan() {
        return f64::NAN;
    }
    if x < 0.0 || a < 0.0 {
        return f64::NAN;
    } else if a == 0.0 {
        return if x > 0.0 { 1.0 } else { f64::NAN };
    } else if x == 0.0 {
        return 0.0;
    } else if a.is_infinite() {
        return if x.is_infinite() { f64::NAN } else { 0.0 };
    } else if x.is_infinite() {
        return 1.0;
    }
    let absxma_a = (x - a).abs() / a;
    if (a > IGAM_SMALL && a < IGAM_LARGE && absxma_a < IGAM_SMALLRATIO)
        || (a > IGAM_LARGE && absxma_a < IGAM_LARGERATIO / a.sqrt())
    {
        return igam_asymptotic_series(a, x, true);
    }
    if x > 1.0 && x > a {
        return 1.0 - xsf_igamc(a, x);
    }
    igam_series(a, x)
}

/// xsf's `igamc`: Q(a, x), as SciPy 1.17.1's `gammaincc`.
fn xsf_igamc(a: f64, x: f64) -> f64 {
    if a.is_nan() || x.is_nan() {
        return f64::NAN;
    }
    if x < 0.0 || a < 0.0 {
        return f64::NAN;
    } else if a == 0.0 {
        return if x > 0.0 { 0.0 } else { f64::NAN };
    } else if x == 0.0 {
        return 1.0;
    } else if a.is_infinite() {
        return if x.is_infinite() { f64::NAN } else { 1.0 };
    } else if x.is_infinite() {
        return 0.0;
    }
    let absxma_a = (x - a).abs() / a;
    if (a > IGAM_SMALL && a < IGAM_LARGE && absxma_a < IGAM_SMALLRATIO)
        || (a > IGAM_LARGE && absxma_a < IGAM_LARGERATIO / a.sqrt())
    {
        return igam_asymptotic_series(a, x, false);
    }
    if x > 1.1 {
        if x < a {
            1.0 - igam_series(a, x)
        } else {
            igamc_continued_fraction(a, x)
        }
    } else if x <= 0.5 {
        if -0.4 / x.ln() < a {
            1.0 - igam_series(a, x)
        } else {
            igamc_series(a, x)
        }
    } else if x * 1.1 < a {
        1.0 - igam_series(a, x)
    } else {
        igamc_series(a, x)
    }
}

/// DiDonato & Morris (1986) eq. 32: the normal quantile's start (xsf's `find_inverse_s`).
fn igami_find_inverse_s(p: f64, q: f64) -> f64 {
    let t = if p < 0.5 {
        (-2.0 * p.ln()).sqrt()
    } else {
        (-2.0 * q.ln()).sqrt()
    };
    let mut s = t - ceph_polevl(t, &IGAMI_S_A) / ceph_polevl(t, &IGAMI_S_B);
    if p < 0.5 {
        s = -s;
    }
    s
}

/// DiDonato & Morris eq. 34 (xsf's `didonato_SN`).
fn igami_didonato_sn(a: f64, x: f64, n: u32, tolerance: f64) -> f64 {
    let mut sum = 1.0;
    if n >= 1 {
        let mut partial = x / (a + 1.0);
        sum += partial;
        for i in 2..=n {
            partial *= x / (a + f64::from(i));
            sum += partial;
            if partial < tolerance {
                break;
            }
        }
    }
    sum
}

/// DiDonato & Morris eq. 25 (the same expression in two branches of `find_inverse_gamma`).
fn igami_eq25(a: f64, y: f64) -> f64 {
    let c1 = (a - 1.0) * y.ln();
    let c1_2 = c1 * c1;
    let c1_3 = c1_2 * c1;
    let c1_4 = c1_2 * c1_2;
    let a_2 = a * a;
    let a_3 = a_2 * a;
    let c2 = (a - 1.0) * (1.0 + c1);
    let c3 = (a - 1.0) * (-(c1_2 / 2.0) + (a - 2.0) * c1 + (3.0 * a - 5.0) / 2.0);
    let c4 = (a - 1.0)
        * ((c1_3 / 3.0) - (3.0 * a - 5.0) * c1_2 / 2.0
            + (a_2 - 6.0 * a + 7.0) * c1
            + (11.0 * a_2 - 46.0 * a + 47.0) / 6.0);
    let c5 = (a - 1.0)
        * (-(c1_4 / 4.0)
            + (11.0 * a - 17.0) * c1_3 / 6.0
            + (-3.0 * a_2 + 13.0 * a - 13.0) * c1_2
            + (2.0 * a_3 - 25.0 * a_2 + 72.0 * a - 61.0) * c1 / 2.0
            + (25.0 * a_3 - 195.0 * a_2 + 477.0 * a - 379.0) / 12.0);
    let y_2 = y * y;
    let y_3 = y_2 * y;
    let y_4 = y_2 * y_2;
    y + c1 + (c2 / y) + (c3 / y_2) + (c4 / y_3) + (c5 / y_4)
}

/// DiDonato & Morris' starting point for P(a, x) = p, Q(a, x) = q (xsf's `find_inverse_gamma`).
fn igami_find_inverse_gamma(a: f64, p: f64, q: f64) -> f64 {
    if a == 1.0 {
        return if q > 0.9 { -(-p).ln_1p() } else { -q.ln() };
    }
    if a < 1.0 {
        let g = ceph_gamma(a);
        let b = q * g;
        if b > 0.6 || (b >= 0.45 && a >= 0.3) {
            // eq. 21, with the second form where the first is unstable (p near 1)
            let u = if b * q > 1e-8 && q > 1e-5 {
                (p * g * a).powf(1.0 / a)
            } else {
                ((-q / a) - CEPH_EULER).exp()
            };
            return u / (1.0 - (u / (a + 1.0)));
        }
        if a < 0.3 && b >= 0.35 {
            // eq. 22
            let t = (-CEPH_EULER - b).exp();
            let u = t * t.exp();
            return t * u.exp();
        }
        if b > 0.15 || a >= 0.3 {
            // eq. 23
            let y = -b.ln();
            let u = y - (1.0 - a) * y.ln();
            return y - (1.0 - a) * u.ln() - (1.0 + (1.0 - a) / (1.0 + u)).ln();
        }
        if b > 0.1 {
            // eq. 24
            let y = -b.ln();
            let u = y - (1.0 - a) * y.ln();
            return y
                - (1.0 - a) * u.ln()
                - ((u * u + 2.0 * (3.0 - a) * u + (2.0 - a) * (3.0 - a))
                    / (u * u + (5.0 - a) * u + 2.0))
                    .ln();
        }
        // eq. 25
        return igami_eq25(a, -b.ln());
    }
    // eq. 31
    let mut s = igami_find_inverse_s(p, q);
    let s_2 = s * s;
    let s_3 = s_2 * s;
    let s_4 = s_2 * s_2;
    let s_5 = s_4 * s;
    let ra = a.sqrt();
    let mut w = a + s * ra + (s_2 - 1.0) / 3.0;
    w += (s_3 - 7.0 * s) / (36.0 * ra);
    w -= (3.0 * s_4 + 7.0 * s_2 - 16.0) / (810.0 * a);
    w += (9.0 * s_5 + 256.0 * s_3 - 433.0 * s) / (38880.0 * a * ra);
    if a >= 500.0 && (1.0 - w / a).abs() < 1e-6 {
        return w;
    }
    if p > 0.5 {
        if w < 3.0 * a {
            return w;
        }
        let d = 2.0f64.max(a * (a - 1.0));
        let lg = ceph_lgam(a);
        let lb = q.ln() + lg;
        if lb < -d * 2.3 {
            // eq. 25
            return igami_eq25(a, -lb);
        }
        // eq. 33
        let u = -lb + (a - 1.0) * w.ln() - (1.0 + (1.0 - a) / (1.0 + w)).ln();
        return -lb + (a - 1.0) * u.ln() - (1.0 + (1.0 - a) / (1.0 + u)).ln();
    }
    let mut z = w;
    let ap1 = a + 1.0;
    let ap2 = a + 2.0;
    if w < 0.15 * ap1 {
        // eq. 35
        let v = p.ln() + ceph_lgam(ap1);
        z = ((v + w) / a).exp();
        s = (z / ap1 * (1.0 + z / ap2)).ln_1p();
        z = ((v + z - s) / a).exp();
        s = (z / ap1 * (1.0 + z / ap2)).ln_1p();
        z = ((v + z - s) / a).exp();
        s = (z / ap1 * (1.0 + z / ap2 * (1.0 + z / (a + 3.0)))).ln_1p();
        z = ((v + z - s) / a).exp();
    }
    if z <= 0.01 * ap1 || z > 0.7 * ap1 {
        return z;
    }
    // eq. 36
    let ls = igami_didonato_sn(a, z, 100, 1e-4).ln();
    let v = p.ln() + ceph_lgam(ap1);
    z = ((v + z - ls) / a).exp();
    z * (1.0 - (a * z.ln() - z - v + ls) / (a - z))
}

/// Three Halley steps on P(a, x) = p (`lower`) or Q(a, x) = q from x (xsf's `igami`/`igamci`
/// loops; f''/f' = (a - 1)/x - 1, Newton's step where that overflows).
fn igami_halley(a: f64, target: f64, mut x: f64, lower: bool) -> f64 {
    for _ in 0..3 {
        let fac = igam_fac(a, x);
        if fac == 0.0 {
            return x;
        }
        let f_fp = if lower {
            (xsf_igam(a, x) - target) * x / fac
        } else {
            (xsf_igamc(a, x) - target) * x / (-fac)
        };
        let fpp_fp = -1.0 + (a - 1.0) / x;
        if fpp_fp.is_infinite() {
            x -= f_fp;
        } else {
            x -= f_fp / (1.0 - 0.5 * f_fp * fpp_fp);
        }
    }
    x
}

/// Inverse of the regularized lower incomplete gamma function in x.
///
/// Equivalent to `scipy.special.gammaincinv`: SciPy 1.17.1's algorithm (xsf's Cephes `igami`),
/// including its results outside the domain: a NaN argument gives NaN, `p = 0` gives 0, `p = 1`
/// gives inf, and `p > 0.9` is solved as `gammainccinv(a, 1 - p)`; a negative `a` or a `p`
/// outside [0, 1] (SciPy only flags a domain error there) runs the iteration, which gives NaN
/// except where the starting point's `x^a e^-x / Gamma(a)` underflows to 0 (SciPy then returns
/// the starting point, e.g. 0 for `a = 1e-300`).
pub fn gammaincinv(a: f64, p: f64) -> f64 {
    if a.is_nan() || p.is_nan() {
        return f64::NAN;
    }
    if (a < 0.0) || !(0.0..=1.0).contains(&p) {
        // domain error: SciPy carries on
    } else if p == 0.0 {
        return 0.0;
    } else if p == 1.0 {
        return f64::INFINITY;
    } else if p > 0.9 {
        return gammainccinv(a, 1.0 - p);
    }
    let x = igami_find_inverse_gamma(a, p, 1.0 - p);
    igami_halley(a, p, x, true)
}

/// Inverse of the regularized upper incomplete gamma function in x.
///
/// Equivalent to `scipy.special.gammainccinv`: SciPy 1.17.1's algorithm (xsf's Cephes
/// `igamci`), with the same special cases as [`gammaincinv`] (`q = 0` gives inf, `q = 1` gives
/// 0, `q > 0.9` is solved as `gammaincinv(a, 1 - q)`).
pub fn gammainccinv(a: f64, q: f64) -> f64 {
    if a.is_nan() || q.is_nan() {
        return f64::NAN;
    }
    if (a < 0.0) || !(0.0..=1.0).contains(&q) {
        // domain error: SciPy carries on
    } else if q == 0.0 {
        return f64::INFINITY;
    } else if q == 1.0 {
        return 0.0;
    } else if q > 0.9 {
        return gammaincinv(a, 1.0 - q);
    }
    let x = igami_find_inverse_gamma(a, 1.0 - q, q);
    igami_halley(a, q, x, false)
}

// ------------------------------------------------------------------------------------------
// Incomplete beta functions.
// ------------------------------------------------------------------------------------------

/// x^a y^b / B(a, b) for a, b > 0, 0 < x < 1, y = 1 - x (given separately for accuracy).
fn beta_inc_factor(a: f64, b: f64, x: f64, y: f64) -> f64 {
    // ln y accurately: log1p(-x) while x is the smaller one.
    let lny = if x < 0.5 { (-x).ln_1p() } else { y.ln() };
    let lnx = if x < 0.5 { x.ln() } else { (-y).ln_1p() };
    if a >= 10.0 && b >= 10.0 {
        // sqrt(a b / (2 pi (a+b))) exp(a log1pmx(e1) + b log1pmx(e2)) exp(d(a+b) - d(a) - d(b)),
        // e1 = ((a+b) x - a)/a, e2 = ((a+b) y - b)/b.
        let ab = a + b;
        let t = if x < 0.5 { ab * x - a } else { b - ab * y };
        let e1 = t / a;
        let e2 = -t / b;
        let corr = stirling_delta(ab) - stirling_delta(a) - stirling_delta(b);
        // a log1pmx(e1) = a ln(x (a+b) / a) - t: the ratio's log directly far below the mean.
        let l1 = if e1 < -0.5 {
            a * (x * (ab / a)).ln() - t
        } else {
            a * log1pmx(e1)
        };
        let l2 = if e2 < -0.5 {
            b * (y * (ab / b)).ln() + t
        } else {
            b * log1pmx(e2)
        };
        let l = l1 + l2 + corr;
        return (a * b / (2.0 * PI * ab)).sqrt() * l.exp();
    }
    // x^a as pow(x, a) where x is the exact one of x, y (below 1/2), |a ln x| > 4 and x^a is
    // normal: pow rounds once, where exp(a ln x) carries ln x's rounding times |a ln x| (up to
    // ~700 ulp in the far tails, times 1/df in stdtrit's quantile). Not below 4 (2 ulp at most):
    // pow costs about twice exp on GPUs, and betainc's common arguments stay on exp.
    if b >= 10.0 {
        // a small: x^a y^b Gamma(a+b)/Gamma(b) / Gamma(a)
        let ab = a + b;
        if x >= 0.5 && (b * lny > -700.0 && b * lny < -4.0) {
            let rest = a * (lnx + ab.ln()) + (b - 0.5) * (a / b).ln_1p() - a + stirling_delta(ab)
                - stirling_delta(b);
            return y.powf(b) * rest.exp() * rgamma(a);
        }
        // ln(x (a + b)) in one logarithm where x is exact (the sum of the two logarithms
        // carries ln(a + b)'s rounding: 1e-14 at a + b ~ 1e15).
        let lxab = if x < 0.5 {
            (x * ab).ln()
        } else {
            lnx + ab.ln()
        };
        let l = a * lxab + b * lny + (b - 0.5) * (a / b).ln_1p() - a + stirling_delta(ab)
            - stirling_delta(b);
        return l.exp() * rgamma(a);
    }
    if a >= 10.0 {
        let ab = a + b;
        if x < 0.5 && (a * lnx > -700.0 && a * lnx < -4.0) {
            let rest = b * (lny + ab.ln()) + (a - 0.5) * (b / a).ln_1p() - b + stirling_delta(ab)
                - stirling_delta(a);
            return x.powf(a) * rest.exp() * rgamma(b);
        }
        let lyab = if x >= 0.5 {
            (y * ab).ln()
        } else {
            lny + ab.ln()
        };
        let l = b * lyab + a * lnx + (a - 0.5) * (b / a).ln_1p() - b + stirling_delta(ab)
            - stirling_delta(a);
        return l.exp() * rgamma(b);
    }
    let pow_x = x < 0.5 && (a * lnx > -700.0 && a * lnx < -4.0);
    let pow_y = x >= 0.5 && (b * lny > -700.0 && b * lny < -4.0);
    if !pow_x && !pow_y {
        let l = a * lnx + b * lny;
        return l.exp() / beta(a, b);
    }
    let xa = if pow_x { x.powf(a) } else { (a * lnx).exp() };
    let yb = if pow_y { y.powf(b) } else { (b * lny).exp() };
    xa * yb / beta(a, b)
}

/// DiDonato & Morris' continued fraction (BFRAC of TOMS 708) for I_x(a, b) / (x^a y^b / B(a, b)),
/// written with lambda = a - (a + b) x >= 0 (computed from whichever of x, y is exact), so that
/// the rounding of y = 1 - x is never amplified by a + b; forward recurrence, rescaled each step.
fn beta_inc_bfrac(a: f64, b: f64, x: f64, y: f64, lambda: f64) -> f64 {
    let c = 1.0 + lambda;
    let c0 = b / a;
    let c1 = 1.0 + 1.0 / a;
    let yp1 = y + 1.0;
    let mut n = 0.0;
    let mut p = 1.0;
    let mut s = a + 1.0;
    let mut an = 0.0;
    let mut bn = 1.0;
    let mut anp1 = 1.0;
    let mut bnp1 = c / c1;
    let mut r = c1 / c;
    let mut it = 0;
    while it < SERIES_MAX_ITER {
        n += 1.0;
        let t = n / a;
        let w = n * (b - n) * x;
        let e = a / s;
        let alpha = (p * (p + c0) * e * e) * (w * x);
        let e = (1.0 + t) / (c1 + t + t);
        let beta = n + w / s + e * (c + n * yp1);
        p = 1.0 + t;
        s += 2.0;
        let t = alpha * an + beta * anp1;
        an = anp1;
        anp1 = t;
        let t = alpha * bn + beta * bnp1;
        bn = bnp1;
        bnp1 = t;
        let r0 = r;
        r = anp1 / bnp1;
        if (r - r0).abs() <= 2.0 * SERIES_EPS * r {
            break;
        }
        an /= bnp1;
        bn /= bnp1;
        anp1 = r;
        bnp1 = 1.0;
        it += 1;
    }
    r
}

/// The power series of I_x(a, b) / (x^a y^b / (a B(a, b))) / y^-b... in x (BPSER of TOMS 708):
/// 1 + a sum_{j>=1} (1 - b)_j x^j / (j! (a + j)); fast for b x <= 0.7.
fn beta_inc_bpser(a: f64, b: f64, x: f64) -> f64 {
    let mut c = 1.0;
    let mut sum = 0.0;
    let mut j = 1.0;
    let mut it = 0;
    while it < SERIES_MAX_ITER {
        c *= (j - b) * x / j;
        let add = c / (a + j);
        sum += add;
        if add.abs() <= SERIES_EPS * sum.abs() || c == 0.0 {
            break;
        }
        j += 1.0;
        it += 1;
    }
    1.0 + a * sum
}

/// BGRAT's coefficients d_n (n = 1..30) at b = 1/2: the recurrence of TOMS 708's BGRAT
/// (`d_n = (b - 1) c_n + sum_{i<n} (b i - n) c_i d_{n-i} / n`, `c_n = 1/(2n+1)!`) run by
/// mpmath at 50 digits, rounded (special/golden/gen_bgrat.py prints them).
pub(crate) const BGRAT_D_HALF: [f64; 30] = [
    -0.08333333333333333,
    0.00625,
    -0.0005042989417989418,
    4.343722442680776e-05,
    -3.896385732323232e-06,
    3.5833354634507906e-07,
    -3.349747072060578e-08,
    3.1675854343161146e-09,
    -3.0210368517370963e-10,
    2.900415787669253e-11,
    -2.799396748375269e-12,
    2.713639320017204e-13,
    -2.6400478921841528e-14,
    2.576345276111418e-15,
    -2.5208132554200558e-16,
    2.472127507451747e-17,
    -2.4292486395023516e-18,
    2.3913480187649295e-19,
    -2.3577559464117404e-20,
    2.3279246157682317e-21,
    -2.3014011079062038e-22,
    2.2778073573447367e-23,
    -2.2568250552677534e-24,
    2.2381841130778133e-25,
    -2.221653734513267e-26,
    2.2070354267468694e-27,
    -2.1941574717669087e-28,
    2.1828705107634888e-29,
    -2.1730439861920983e-30,
    2.1645632514720973e-31,
];

/// I_x(a, 1/2) for `a >= 15` and `y <= 0.3` by DiDonato and Morris's asymptotic expansion in
/// incomplete gamma functions (BGRAT, ACM TOMS 708, 1992; Boost's
/// `beta_small_b_large_a_series`) at b = 1/2, the t distributions' case:
/// `u (J_0 + sum_n d_n J_n)` with `nu = a - 1/4`, `z = -nu ln x`,
/// `J_0 = sqrt(pi) erfcx(sqrt z) / sqrt z` (= Q(1/2, z) / (e^-z z^(1/2) / Gamma(1/2)), without
/// the exponential's rounding) and `u = e^-z z^(1/2) / Gamma(1/2) * Gamma(a + 1/2) /
/// (Gamma(a) nu^(1/2))`; the d_n are [`BGRAT_D_HALF`]. `None` where it cannot be computed (u
/// underflows, a partial sum is not positive, or 30 terms do not converge): the caller then
/// takes the continued fraction.
fn beta_inc_bgrat_half(a: f64, x: f64, y: f64) -> Option<f64> {
    let b = 0.5;
    let nu = a - 0.25;
    let lnx = if y > 0.375 { x.ln() } else { (-y).ln_1p() };
    let z = -nu * lnx;
    if z == 0.0 {
        return None;
    }
    // ln(Gamma(a + b) / (Gamma(a) nu^b)) by Stirling's series (a >= 15): the (a - 1/2) ln(1 +
    // b/a) - b difference is O(b^2 / a), its rounding an absolute eps.
    let w = (a - 0.5) * (b / a).ln_1p() + b * ((b + 1.0) / (2.0 * nu)).ln_1p() - b
        + stirling_delta(a + b)
        - stirling_delta(a);
    // 1 / Gamma(1/2) = 1 / sqrt(pi)
    let u = super::error::FRAC_1_SQRT_PI * (b * z.ln() - z + w).exp();
    if !(u > 0.0 && u.is_finite()) {
        return None;
    }
    let sz = z.sqrt();
    let mut j = 1.772_453_850_905_516 * super::error::erfcx(sz) / sz;
    let v = 0.25 / (nu * nu);
    let t2 = 0.25 * lnx * lnx;
    let mut sum = j;
    let mut t = 1.0;
    let mut n2 = 0.0;
    for dn in BGRAT_D_HALF {
        let bp2n = b + n2;
        j = (bp2n * (bp2n + 1.0) * j + (z + bp2n + 1.0) * t) * v;
        n2 += 2.0;
        t *= t2;
        let dj = dn * j;
        sum += dj;
        if sum <= 0.0 {
            return None;
        }
        if dj.abs() <= SERIES_EPS * sum {
            return Some(u * sum);
        }
    }
    None
}

/// (I_x(a, b), 1 - I_x(a, b)) for a, b > 0 finite, 0 < x < 1, y = 1 - x.
fn beta_inc_pair(a: f64, b: f64, x: f64, y: f64) -> (f64, f64) {
    // b = 1/2 against a >= 15 (t distributions of many degrees of freedom) or the mirror: BGRAT
    // for I_x(a, 1/2) where the power series would give the other one near 1 ((a y)^(1/2) >
    // 0.7, as TOMS 708's BRATIO) and where the continued fraction converges slowest (near x =
    // a / (a + b)).
    let big_half = b == 0.5 && a >= 15.0 && y <= 0.3;
    let half_big = a == 0.5 && b >= 15.0 && x <= 0.3;
    // Power series on the side where it converges fast: x^a (1 + ...) / (a B(a, b)) (the
    // factor x^a y^b / B is divided by y^b, i.e. taken with y^0: see beta_inc_factor_xa).
    if x <= 0.5 && b * x <= 0.7 && !(half_big && b * x > 0.49) {
        let i = beta_inc_factor_xa(a, b, x) * beta_inc_bpser(a, b, x) / a;
        return (i, 1.0 - i);
    }
    if y <= 0.5 && a * y <= 0.7 && !(big_half && a * y > 0.49) {
        let ic = beta_inc_factor_xa(b, a, y) * beta_inc_bpser(b, a, y) / b;
        return (1.0 - ic, ic);
    }
    if big_half {
        if let Some(i) = beta_inc_bgrat_half(a, x, y) {
            return (i, 1.0 - i);
        }
    } else if half_big {
        if let Some(ic) = beta_inc_bgrat_half(b, y, x) {
            return (1.0 - ic, ic);
        }
    }
    // lambda = a - (a + b) x from the exact one of x, y; the fraction where lambda >= 0.
    let lambda = if x < 0.5 {
        a - (a + b) * x
    } else {
        (a + b) * y - b
    };
    if lambda >= 0.0 {
        let i = beta_inc_factor(a, b, x, y) * beta_inc_bfrac(a, b, x, y, lambda);
        (i, 1.0 - i)
    } else {
        let ic = beta_inc_factor(b, a, y, x) * beta_inc_bfrac(b, a, y, x, -lambda);
        (1.0 - ic, ic)
    }
}

/// x^a / B(a, b) (the factor of the power series, without y^b).
fn beta_inc_factor_xa(a: f64, b: f64, x: f64) -> f64 {
    // x^a y^b / B with y^b divided out again: y^b = exp(b log1p(-x)), b x <= 0.7.
    let lny = (-x).ln_1p();
    beta_inc_factor(a, b, x, 1.0 - x) * (-b * lny).exp()
}

/// The special cases of betainc/betaincc; `None` when (a, b, x) needs the computation.
fn beta_inc_special(a: f64, b: f64, x: f64) -> Option<f64> {
    if a.is_nan() || b.is_nan() || x.is_nan() || a < 0.0 || b < 0.0 || !(0.0..=1.0).contains(&x) {
        return Some(f64::NAN);
    }
    if a == 0.0 && b == 0.0 {
        return Some(f64::NAN);
    }
    if a.is_infinite() && b.is_infinite() {
        return Some(f64::NAN);
    }
    if a == 0.0 || b.is_infinite() {
        return Some(if x > 0.0 { 1.0 } else { 0.0 });
    }
    if b == 0.0 || a.is_infinite() {
        return Some(if x < 1.0 { 0.0 } else { 1.0 });
    }
    if x == 0.0 {
        return Some(0.0);
    }
    if x == 1.0 {
        return Some(1.0);
    }
    if a == 1.0 && b == 1.0 {
        // I_x(1, 1) = x exactly (SciPy's test_a1_b1).
        return Some(x);
    }
    None
}

/// Regularized incomplete beta function I_x(a, b).
///
/// Equivalent to `scipy.special.betainc`.
pub fn betainc(a: f64, b: f64, x: f64) -> f64 {
    if let Some(v) = beta_inc_special(a, b, x) {
        return v;
    }
    beta_inc_pair(a, b, x, 1.0 - x).0
}

/// `betainc` of SciPy's `fff->f` loop (float32 in and out). For integer shapes `a, b >= 1` with
/// `a + b <= 65` (and `0 < x < 1`), I_x(a, b) is the binomial tail
/// `sum_{j=a}^{n} C(n, j) x^j (1-x)^(n-j)`, `n = a + b - 1`, summed in double from the end where
/// no power underflows (`beta_inc_binomial`); the rest goes through [`betainc`]. A sum of at
/// most 64 positive terms in double is far inside float32's half ULP, so the float32 result is
/// the rounded value but for near-ties (see the special tests for the measured ULP).
pub fn betainc_f32(a: f32, b: f32, x: f32) -> f32 {
    let (a, b, x) = (f64::from(a), f64::from(b), f64::from(x));
    if let Some(v) = beta_inc_special(a, b, x) {
        return v as f32;
    }
    if a >= 1.0 && b >= 1.0 && a + b <= 65.0 && a.fract() == 0.0 && b.fract() == 0.0 {
        return beta_inc_binomial(a as u32, b as u32, x) as f32;
    }
    beta_inc_pair(a, b, x, 1.0 - x).0 as f32
}

/// I_x(a, b) for integer `a, b >= 1`, `n = a + b - 1 <= 64`, `0 < x < 1`: the binomial tail
/// `sum_{j=a}^{n} t_j`, `t_j = C(n, j) x^j y^(n-j)`, `y = 1 - x`. For `x <= 1/2` from `t_a`
/// upwards (`y^(n-a) >= 2^-64`), else from `t_n = x^n` downwards (`x^n >= 2^-64`), each term
/// from the previous by the ratio of binomial coefficients and `x / y` (or `y / x`).
fn beta_inc_binomial(a: u32, b: u32, x: f64) -> f64 {
    let n = a + b - 1;
    let y = 1.0 - x;
    if x <= 0.5 {
        let mut c = 1.0;
        for j in 0..a {
            c = c * f64::from(n - j) / f64::from(j + 1);
        }
        let mut t = c * powi_u(x, a) * powi_u(y, n - a);
        let mut sum = t;
        let r = x / y;
        for j in a..n {
            t = t * f64::from(n - j) / f64::from(j + 1) * r;
            sum += t;
        }
        sum
    } else {
        let mut t = powi_u(x, n);
        let mut sum = t;
        let r = y / x;
        for j in (a + 1..=n).rev() {
            t = t * f64::from(j) / f64::from(n - j + 1) * r;
            sum += t;
        }
        sum
    }
}

/// Complement of the regularized incomplete beta function, 1 - I_x(a, b).
///
/// Equivalent to `scipy.special.betaincc`.
pub fn betaincc(a: f64, b: f64, x: f64) -> f64 {
    if let Some(v) = beta_inc_special(a, b, x) {
        return if v.is_nan() { v } else { 1.0 - v };
    }
    beta_inc_pair(a, b, x, 1.0 - x).1
}

/// Solves I_x(a, b) = p, 1 - I_x(a, b) = q (given separately) for (x, 1 - x).
///
/// The iteration runs on the smaller of the two targets, and on the smaller of x and 1 - x as
/// the variable (the other is one minus it), so both come back with relative accuracy.
fn beta_inc_inv_pair(a: f64, b: f64, p: f64, q: f64) -> (f64, f64) {
    let use_lower = p <= q;
    // Starting point in the frame where the target is the lower tail: I_u(aa, bb) = target.
    let (aa, bb, target) = if use_lower { (a, b, p) } else { (b, a, q) };
    let mut u;
    if aa >= 1.0 && bb >= 1.0 {
        // Abramowitz & Stegun 26.5.22.
        let z = -ndtri_guess(target);
        let al = (z * z - 3.0) / 6.0;
        let h = 2.0 / (1.0 / (2.0 * aa - 1.0) + 1.0 / (2.0 * bb - 1.0));
        let w = z * (al + h).sqrt() / h
            - (1.0 / (2.0 * bb - 1.0) - 1.0 / (2.0 * aa - 1.0))
                * (al + 5.0 / 6.0 - 2.0 / (3.0 * h));
        u = aa / (aa + bb * (2.0 * w).exp());
    } else {
        let lna = (aa / (aa + bb)).ln();
        let lnb = (bb / (aa + bb)).ln();
        let t = (aa * lna).exp() / aa;
        let v = (bb * lnb).exp() / bb;
        let w = t + v;
        if target < t / w {
            u = (aa * w * target).powf(1.0 / aa);
        } else {
            u = 1.0 - (bb * w * (1.0 - target)).powf(1.0 / bb);
        }
    }
    if target < 1e-3 || !(u > 0.0 && u < 1.0) {
        // Lower tail: I_u ~ u^aa / (aa B(aa, bb)).
        let lu = ((target.ln() + aa.ln() + betaln(aa, bb)) / aa).exp();
        if lu == 0.0 {
            return if use_lower { (0.0, 1.0) } else { (1.0, 0.0) };
        }
        // The smaller start, unless the general guess is far below the tail's (the normal
        // approximation's u = 7e-42 for I_u(10, 1.25) = 2e-234, where x^10 underflows).
        if !(u > 0.0 && u < 1.0) || lu < u || (lu < 1.0 && u < 1e-3 * lu) {
            u = lu;
        }
    }
    if !(u > 0.0 && u < 1.0) {
        u = 0.5;
    }
    let (mut x, mut y) = if use_lower {
        (u, 1.0 - u)
    } else {
        (1.0 - u, u)
    };
    // Bracket [lo, hi] on x, kept with its complements.
    let (mut lo_x, mut lo_y, mut hi_x, mut hi_y) = (0.0, 1.0, 1.0, 0.0);
    for _ in 0..200 {
        let (i, ic) = beta_inc_pair(a, b, x, y);
        // f increases with x.
        let f = if use_lower { i - p } else { q - ic };
        if f == 0.0 {
            break;
        }
        if f < 0.0 {
            lo_x = x;
            lo_y = y;
        } else {
            hi_x = x;
            hi_y = y;
        }
        // dI/dx = x^(a-1) y^(b-1) / B = factor / (x y); Halley with I''/I' = (a-1)/x - (b-1)/y.
        let deriv = beta_inc_factor(a, b, x, y) / (x * y);
        let mut dx = f64::NAN;
        if deriv > 0.0 && deriv.is_finite() {
            let s = f / deriv;
            let corr = 0.5 * s * ((a - 1.0) / x - (b - 1.0) / y);
            dx = if corr.abs() < 1.0 {
                s / (1.0 - corr)
            } else {
                s
            };
        }
        let (mut xn, mut yn) = if x <= 0.5 {
            (x - dx, 1.0 - (x - dx))
        } else {
            (1.0 - (y + dx), y + dx)
        };
        let inside = if x <= 0.5 {
            xn > lo_x && xn < hi_x
        } else {
            yn < lo_y && yn > hi_y
        };
        if !inside {
            // Bisection, geometric while the bracket spans more than a factor 4 of the small
            // variable (from a start whose I_x underflowed, arithmetic halving took 200 steps).
            if x <= 0.5 && lo_x > 0.0 && hi_x > 4.0 * lo_x {
                xn = (lo_x * hi_x).sqrt();
                yn = 1.0 - xn;
            } else if x > 0.5 && hi_y > 0.0 && lo_y > 4.0 * hi_y {
                yn = (lo_y * hi_y).sqrt();
                xn = 1.0 - yn;
            } else {
                xn = 0.5 * (lo_x + hi_x);
                yn = 0.5 * (lo_y + hi_y);
            }
        }
        let done = (xn - x).abs() <= 4.0 * SERIES_EPS * xn.min(yn);
        let collapsed = if x <= 0.5 {
            hi_x - lo_x <= 2.0 * SERIES_EPS * x
        } else {
            lo_y - hi_y <= 2.0 * SERIES_EPS * y
        };
        x = xn;
        y = yn;
        if done || collapsed {
            break;
        }
    }
    (x, y)
}

/// Inverse of the regularized incomplete beta function in x.
///
/// Equivalent to `scipy.special.betaincinv`.
pub fn betaincinv(a: f64, b: f64, y: f64) -> f64 {
    if a.is_nan() || b.is_nan() || y.is_nan() || a <= 0.0 || b <= 0.0 || !(0.0..=1.0).contains(&y) {
        return f64::NAN;
    }
    if y == 0.0 {
        return 0.0;
    }
    if y == 1.0 {
        return 1.0;
    }
    if a.is_infinite() || b.is_infinite() {
        // SciPy 1.17.1 (Boost): the closed forms of b = 1 (x = y^(1/a)) and a = 1
        // (x = 1 - (1-y)^(1/b)) at an infinite parameter, else NaN inside (0, 1).
        return infinite_parameter_inverse(a, b);
    }
    if a == 1.0 && b == 1.0 {
        // I_x(1, 1) = x, exactly as SciPy.
        return y;
    }
    beta_inc_inv_pair(a, b, y, 1.0 - y).0
}

/// betaincinv/betainccinv for y in (0, 1) once a or b is infinite: 1 for (inf, 1), 0 for
/// (1, inf), NaN otherwise (SciPy 1.17.1).
fn infinite_parameter_inverse(a: f64, b: f64) -> f64 {
    if b == 1.0 {
        1.0
    } else if a == 1.0 {
        0.0
    } else {
        f64::NAN
    }
}

/// Inverse of the complement of the regularized incomplete beta function in x: the x with
/// 1 - I_x(a, b) = y, found from y itself (no cancellation in 1 - y for small y).
///
/// Equivalent to `scipy.special.betainccinv`.
pub fn betainccinv(a: f64, b: f64, y: f64) -> f64 {
    if a.is_nan() || b.is_nan() || y.is_nan() || a <= 0.0 || b <= 0.0 || !(0.0..=1.0).contains(&y) {
        return f64::NAN;
    }
    if y == 0.0 {
        return 1.0;
    }
    if y == 1.0 {
        return 0.0;
    }
    if a.is_infinite() || b.is_infinite() {
        return infinite_parameter_inverse(a, b);
    }
    if a == 1.0 && b == 1.0 {
        return 1.0 - y;
    }
    beta_inc_inv_pair(a, b, 1.0 - y, y).0
}

// ------------------------------------------------------------------------------------------
// Distribution functions (cephes' names and argument orders). Integer arguments that SciPy's
// loops take as C longs arrive here as f64 and are truncated toward zero as SciPy's casts do
// (k of bdtr/bdtrc/bdtri and of pdtr/pdtrc is floored, as cephes does).
// ------------------------------------------------------------------------------------------

/// Binomial distribution cumulative function: sum_{j<=k} C(n, j) p^j (1-p)^(n-j).
///
/// Equivalent to `scipy.special.bdtr`.
pub fn bdtr(k: f64, n: f64, p: f64) -> f64 {
    if k.is_nan() || n.is_nan() || p.is_nan() {
        return f64::NAN;
    }
    let n = n.trunc();
    let fk = k.floor();
    if !(0.0..=1.0).contains(&p) || fk < 0.0 || n < fk {
        return f64::NAN;
    }
    if fk == n {
        return 1.0;
    }
    let dn = n - fk;
    if fk == 0.0 {
        return (dn * (-p).ln_1p()).exp();
    }
    if p == 0.0 {
        return 1.0;
    }
    if p == 1.0 {
        return 0.0;
    }
    beta_inc_pair(dn, fk + 1.0, 1.0 - p, p).0
}

/// Binomial distribution survival function: sum_{j>k} C(n, j) p^j (1-p)^(n-j).
///
/// Equivalent to `scipy.special.bdtrc`.
pub fn bdtrc(k: f64, n: f64, p: f64) -> f64 {
    if k.is_nan() || n.is_nan() || p.is_nan() {
        return f64::NAN;
    }
    let n = n.trunc();
    let fk = k.floor();
    // SciPy's order (xsf's bdtr.h): n < floor(k) is NaN (a negative n too, unless k is below
    // it), then any k < 0 gives 1.
    if !(0.0..=1.0).contains(&p) || n < fk {
        return f64::NAN;
    }
    if fk < 0.0 {
        return 1.0;
    }
    if fk == n {
        return 0.0;
    }
    let dn = n - fk;
    if fk == 0.0 {
        return -(dn * (-p).ln_1p()).exp_m1();
    }
    if p == 0.0 {
        return 0.0;
    }
    if p == 1.0 {
        return 1.0;
    }
    beta_inc_pair(dn, fk + 1.0, 1.0 - p, p).1
}

/// Inverse of `bdtr` with respect to p.
///
/// Equivalent to `scipy.special.bdtri`.
pub fn bdtri(k: f64, n: f64, y: f64) -> f64 {
    if k.is_nan() || n.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    let n = n.trunc();
    let fk = k.floor();
    if !(0.0..=1.0).contains(&y) || fk < 0.0 || n <= fk {
        return f64::NAN;
    }
    let dn = n - fk;
    if fk == 0.0 {
        // (1 - p)^dn = y
        return -(y.ln() / dn).exp_m1();
    }
    if y == 0.0 {
        return 1.0;
    }
    if y == 1.0 {
        return 0.0;
    }
    // I_{1-p}(dn, k+1) = y
    beta_inc_inv_pair(dn, fk + 1.0, y, 1.0 - y).1
}

/// Chi-square cumulative distribution function.
///
/// Equivalent to `scipy.special.chdtr`.
pub fn chdtr(v: f64, x: f64) -> f64 {
    if x < 0.0 {
        return f64::NAN;
    }
    gammainc(0.5 * v, 0.5 * x)
}

/// Chi-square survival function.
///
/// Equivalent to `scipy.special.chdtrc`.
pub fn chdtrc(v: f64, x: f64) -> f64 {
    if x < 0.0 {
        return f64::NAN;
    }
    gammaincc(0.5 * v, 0.5 * x)
}

/// Inverse of `chdtrc` with respect to x.
///
/// Equivalent to `scipy.special.chdtri`.
pub fn chdtri(v: f64, y: f64) -> f64 {
    // SciPy's own domain check (gammainccinv runs on past y outside [0, 1], as SciPy's igamci)
    if !(0.0..=1.0).contains(&y) {
        return f64::NAN;
    }
    2.0 * gammainccinv(0.5 * v, y)
}

/// F cumulative distribution function.
///
/// Equivalent to `scipy.special.fdtr`.
pub fn fdtr(dfn: f64, dfd: f64, x: f64) -> f64 {
    if dfn.is_nan() || dfd.is_nan() || x.is_nan() {
        return f64::NAN;
    }
    if dfn <= 0.0 || dfd <= 0.0 || x < 0.0 {
        return f64::NAN;
    }
    if x.is_infinite() {
        return 1.0;
    }
    let (w, wc) = fdtr_arg(dfn, dfd, x);
    if let Some(v) = beta_inc_special(0.5 * dfn, 0.5 * dfd, w) {
        return v;
    }
    beta_inc_pair(0.5 * dfn, 0.5 * dfd, w, wc).0
}

/// F survival function.
///
/// Equivalent to `scipy.special.fdtrc`.
pub fn fdtrc(dfn: f64, dfd: f64, x: f64) -> f64 {
    if dfn.is_nan() || dfd.is_nan() || x.is_nan() {
        return f64::NAN;
    }
    if dfn <= 0.0 || dfd <= 0.0 || x < 0.0 {
        return f64::NAN;
    }
    if x.is_infinite() {
        return 0.0;
    }
    let (w, wc) = fdtr_arg(dfn, dfd, x);
    if let Some(v) = beta_inc_special(0.5 * dfn, 0.5 * dfd, w) {
        return if v.is_nan() { v } else { 1.0 - v };
    }
    beta_inc_pair(0.5 * dfn, 0.5 * dfd, w, wc).1
}

/// (dfn x / (dfd + dfn x), dfd / (dfd + dfn x)), both with relative accuracy.
fn fdtr_arg(dfn: f64, dfd: f64, x: f64) -> (f64, f64) {
    let nx = dfn * x;
    if nx > dfd {
        let r = dfd / nx;
        (1.0 / (1.0 + r), r / (1.0 + r))
    } else {
        let r = nx / dfd;
        (r / (1.0 + r), 1.0 / (1.0 + r))
    }
}

/// Inverse of `fdtr` with respect to x.
///
/// Equivalent to `scipy.special.fdtri`.
pub fn fdtri(dfn: f64, dfd: f64, p: f64) -> f64 {
    if dfn.is_nan() || dfd.is_nan() || p.is_nan() {
        return f64::NAN;
    }
    if dfn <= 0.0 || dfd <= 0.0 || !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    if p == 0.0 {
        return 0.0;
    }
    if p == 1.0 {
        return f64::INFINITY;
    }
    let (w, wc) = beta_inc_inv_pair(0.5 * dfn, 0.5 * dfd, p, 1.0 - p);
    dfd * w / (dfn * wc)
}

/// Gamma distribution cumulative function, rate a and shape b.
///
/// Equivalent to `scipy.special.gdtr`.
pub fn gdtr(a: f64, b: f64, x: f64) -> f64 {
    if x < 0.0 {
        return f64::NAN;
    }
    gammainc(b, a * x)
}

/// Gamma distribution survival function, rate a and shape b.
///
/// Equivalent to `scipy.special.gdtrc`.
pub fn gdtrc(a: f64, b: f64, x: f64) -> f64 {
    if x < 0.0 {
        return f64::NAN;
    }
    gammaincc(b, a * x)
}

/// Negative binomial cumulative distribution function.
///
/// Equivalent to `scipy.special.nbdtr`.
pub fn nbdtr(k: f64, n: f64, p: f64) -> f64 {
    if k.is_nan() || n.is_nan() || p.is_nan() {
        return f64::NAN;
    }
    let k = k.trunc();
    let n = n.trunc();
    if !(0.0..=1.0).contains(&p) || k < 0.0 || n <= 0.0 {
        return f64::NAN;
    }
    if p == 0.0 {
        return 0.0;
    }
    if p == 1.0 {
        return 1.0;
    }
    beta_inc_pair(n, k + 1.0, p, 1.0 - p).0
}

/// Negative binomial survival function.
///
/// Equivalent to `scipy.special.nbdtrc`.
pub fn nbdtrc(k: f64, n: f64, p: f64) -> f64 {
    if k.is_nan() || n.is_nan() || p.is_nan() {
        return f64::NAN;
    }
    let k = k.trunc();
    let n = n.trunc();
    if !(0.0..=1.0).contains(&p) || k < 0.0 || n <= 0.0 {
        return f64::NAN;
    }
    if p == 0.0 {
        return 1.0;
    }
    if p == 1.0 {
        return 0.0;
    }
    beta_inc_pair(n, k + 1.0, p, 1.0 - p).1
}

/// Inverse of `nbdtr` with respect to p.
///
/// Equivalent to `scipy.special.nbdtri`.
pub fn nbdtri(k: f64, n: f64, y: f64) -> f64 {
    if k.is_nan() || n.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    let k = k.trunc();
    let n = n.trunc();
    if !(0.0..=1.0).contains(&y) || k < 0.0 {
        return f64::NAN;
    }
    // SciPy's order: y = 0 and y = 1 are answered before the number of successes is looked
    // at (Cephes' incbi returns them first), so nbdtri(7, 0, 1) is 1.
    if y == 0.0 {
        return 0.0;
    }
    if y == 1.0 {
        return 1.0;
    }
    if n <= 0.0 {
        return f64::NAN;
    }
    beta_inc_inv_pair(n, k + 1.0, y, 1.0 - y).0
}

/// Poisson cumulative distribution function.
///
/// Equivalent to `scipy.special.pdtr`.
pub fn pdtr(k: f64, m: f64) -> f64 {
    if k < 0.0 || m < 0.0 {
        return f64::NAN;
    }
    // m = 0 before NaN, as SciPy (pdtr(nan, 0) is 1.0).
    if m == 0.0 {
        return 1.0;
    }
    if k.is_nan() || m.is_nan() {
        return f64::NAN;
    }
    gammaincc(k.floor() + 1.0, m)
}

/// Poisson survival function.
///
/// Equivalent to `scipy.special.pdtrc`.
pub fn pdtrc(k: f64, m: f64) -> f64 {
    if k < 0.0 || m < 0.0 {
        return f64::NAN;
    }
    // m = 0 before NaN, as SciPy (pdtr(nan, 0) is 0.0).
    if m == 0.0 {
        return 0.0;
    }
    if k.is_nan() || m.is_nan() {
        return f64::NAN;
    }
    gammainc(k.floor() + 1.0, m)
}

/// Inverse of `pdtr` with respect to m.
///
/// Equivalent to `scipy.special.pdtri`.
pub fn pdtri(k: f64, y: f64) -> f64 {
    if k.is_nan() || y.is_nan() {
        return f64::NAN;
    }
    let k = k.trunc();
    if k < 0.0 || !(0.0..1.0).contains(&y) {
        return f64::NAN;
    }
    gammainccinv(k + 1.0, y)
}

/// Standard normal CDF through Q(1/2, x^2 / 2) (used by stdtr at df = inf).
fn ndtr_private(x: f64) -> f64 {
    let h = 0.5 * x * x;
    if x < 0.0 {
        0.5 * gammaincc(0.5, h)
    } else {
        1.0 - 0.5 * gammaincc(0.5, h)
    }
}

/// Student t distribution cumulative function.
///
/// Equivalent to `scipy.special.stdtr`.
pub fn stdtr(df: f64, t: f64) -> f64 {
    if df.is_nan() || t.is_nan() || df <= 0.0 {
        return f64::NAN;
    }
    if t.is_infinite() {
        return if t > 0.0 { 1.0 } else { 0.0 };
    }
    if df.is_infinite() {
        return ndtr_private(t);
    }
    if t == 0.0 {
        return 0.5;
    }
    // x = df / (df + t^2) and y = t^2 / (df + t^2), each with relative accuracy.
    let t2 = t * t;
    let (x, y) = if t2 > df {
        let r = df / t2;
        (r / (1.0 + r), 1.0 / (1.0 + r))
    } else {
        let r = t2 / df;
        (1.0 / (1.0 + r), r / (1.0 + r))
    };
    let (i, ic) = beta_inc_pair(0.5 * df, 0.5, x, y);
    if t < 0.0 { 0.5 * i } else { 0.5 + 0.5 * ic }
}

/// Hill's estimate of the lower-tail t quantile (G. W. Hill, Algorithm 396, Comm. ACM 13(10),
/// 1970) for `u <= 1/2`, negative; Boost's `inverse_students_t_hill`, whose constants are
/// `float` literals (kept as such: `f32` values widened).
fn stdtrit_hill(ndf: f64, u: f64) -> f64 {
    let f = |v: f32| f64::from(v);
    let a = 1.0 / (ndf - 0.5);
    let b = 48.0 / (a * a);
    let mut c = ((20700.0 * a / b - 98.0) * a - 16.0) * a + f(96.36);
    let d = ((f(94.5) / (b + c) - 3.0) / b + 1.0) * (a * PI / 2.0).sqrt() * ndf;
    let mut y = (d * 2.0 * u).powf(2.0 / ndf);
    if y > f(0.05) + a {
        // Asymptotic inverse expansion about the normal quantile (an estimate: a close one
        // serves).
        let x = ndtri_guess(u);
        y = x * x;
        if ndf < 5.0 {
            c += f(0.3) * (ndf - f(4.5)) * (x + f(0.6));
        }
        c += (((f(0.05) * d * x - 5.0) * x - 7.0) * x - 2.0) * x + b;
        y = (((((f(0.4) * y + f(6.3)) * y + 36.0) * y + f(94.5)) / c - y - 3.0) / b + 1.0) * x;
        y = (a * y * y).exp_m1();
    } else {
        y = ((1.0 / (((ndf + 6.0) / (ndf * y) - f(0.089) * d - f(0.822)) * (ndf + 2.0) * 3.0)
            + 0.5 / (ndf + 4.0))
            * y
            - 1.0)
            * (ndf + 1.0)
            / (ndf + 2.0)
            + 1.0 / y;
    }
    -(ndf * y).sqrt()
}

/// Gamma(df/2) / Gamma(df/2 + 1/2) sqrt(df pi): the scale of Shaw's series.
fn stdtrit_shaw_scale(df: f64) -> f64 {
    (df * PI).sqrt() / poch(0.5 * df, 0.5)
}

/// Shaw's tail series for the lower-tail t quantile at probability `v` (W. T. Shaw, "Sampling
/// Student's T distribution", J. Comp. Finance 9(4), 2006, Eq. 60-62), negative.
fn stdtrit_tail_series(df: f64, v: f64) -> f64 {
    let w = stdtrit_shaw_scale(df) * v;
    let mut np2 = df + 2.0;
    let mut np4 = df + 4.0;
    let mut np6 = df + 6.0;
    let mut d = [0.0f64; 7];
    d[0] = 1.0;
    d[1] = -(df + 1.0) / (2.0 * np2);
    np2 *= df + 2.0;
    d[2] = -df * (df + 1.0) * (df + 3.0) / (8.0 * np2 * np4);
    np2 *= df + 2.0;
    d[3] = -df * (df + 1.0) * (df + 5.0) * ((3.0 * df + 7.0) * df - 2.0) / (48.0 * np2 * np4 * np6);
    np2 *= df + 2.0;
    np4 *= df + 4.0;
    d[4] = -df
        * (df + 1.0)
        * (df + 7.0)
        * (((((15.0 * df + 154.0) * df + 465.0) * df + 286.0) * df - 336.0) * df + 64.0)
        / (384.0 * np2 * np4 * np6 * (df + 8.0));
    np2 *= df + 2.0;
    d[5] = -df
        * (df + 1.0)
        * (df + 3.0)
        * (df + 9.0)
        * ((((((35.0 * df + 452.0) * df + 1573.0) * df + 600.0) * df - 2020.0) * df + 928.0) * df
            - 128.0)
        / (1280.0 * np2 * np4 * np6 * (df + 8.0) * (df + 10.0));
    np2 *= df + 2.0;
    np4 *= df + 4.0;
    np6 *= df + 6.0;
    let horner = |c: &[f64]| c.iter().fold(0.0, |acc, &k| acc * df + k);
    d[6] = -df
        * (df + 1.0)
        * (df + 11.0)
        * horner(&[
            945.0,
            31506.0,
            425858.0,
            2980236.0,
            11266745.0,
            20675018.0,
            7747124.0,
            -22574632.0,
            -8565600.0,
            18108416.0,
            -7099392.0,
            884736.0,
        ])
        / (46080.0 * np2 * np4 * np6 * (df + 8.0) * (df + 10.0) * (df + 12.0));
    let rn = df.sqrt();
    let div = (rn * w).powf(1.0 / df);
    let power = div * div;
    let mut r = d[6];
    for k in (0..6).rev() {
        r = r * power + d[k];
    }
    -(r * rn / div)
}

/// Shaw's body series for the t quantile at probability `u` (Eq. 56-57), small df.
fn stdtrit_body_series(df: f64, u: f64) -> f64 {
    let v = stdtrit_shaw_scale(df) * (u - 0.5);
    let x = 1.0 / df;
    let h = |c: &[f64]| c.iter().rev().fold(0.0, |acc, &k| acc * x + k);
    let c = [
        1.0,
        h(&[0.16666666666666666667, 0.16666666666666666667]),
        h(&[
            0.058333333333333333333,
            0.066666666666666666667,
            0.0083333333333333333333,
        ]),
        h(&[
            0.025198412698412698413,
            0.026785714285714285714,
            0.0017857142857142857143,
            0.00019841269841269841270,
        ]),
        h(&[
            0.012039792768959435626,
            0.010559964726631393298,
            -0.0011078042328042328042,
            0.00037477954144620811287,
            2.7557319223985890653e-6,
        ]),
        h(&[
            0.0038370059724226390893,
            0.0061039211560044893378,
            -0.0016095979637646304313,
            0.00059458674042007375341,
            -0.000062705427288760622094,
            2.5052108385441718775e-8,
        ]),
        h(&[
            0.0032177478835464946576,
            0.0010898206731540064873,
            -0.0012579159844784844785,
            0.00069084207973096861986,
            -0.00016376804137220803887,
            0.000015401265401265401265,
            1.6059043836821614599e-10,
        ]),
        h(&[
            0.0017438262298340009980,
            0.000033530976880017885309,
            -0.00076245135440323932387,
            0.00064513046951456342991,
            -0.00024947258047043099953,
            0.000049255746366361445727,
            -3.9851014346715404916e-6,
            7.6471637318198164759e-13,
        ]),
        h(&[
            0.00096472747321388644237,
            -0.00031101086326318780412,
            -0.00036307660358786885787,
            0.00051406605788341121363,
            -0.00029133414466938067350,
            0.000090867107935219902229,
            -0.000015303004486655377567,
            1.0914179173496789432e-6,
            2.8114572543455207632e-15,
        ]),
        h(&[
            0.00054229262813129686486,
            -0.00036942667800009661203,
            -0.00010230378073700412687,
            0.00035764655430568632777,
            -0.00028690924218514613987,
            0.00012645437628698076975,
            -0.000033202652391372058698,
            4.8903045291975346210e-6,
            -3.1239569599829868045e-7,
            8.2206352466243297170e-18,
        ]),
    ];
    // odd polynomial: v (c1 + c2 v^2 + ... + c10 v^18)
    let v2 = v * v;
    let mut r = c[9];
    for k in (0..9).rev() {
        r = r * v2 + c[k];
    }
    r * v
}

/// Inverse of `stdtr` with respect to t.
///
/// Equivalent to `scipy.special.stdtrit`. SciPy's algorithm (Boost's `students_t` quantile): an
/// estimate (closed forms for df = 1 and 2, Hill's method, Shaw's series), then at most three
/// Halley steps on one incomplete beta function each (usually one), so it costs about one
/// `betainc` where inverting `betainc` costs tens. Three departures, each where SciPy loses
/// digits: near p = 1/2 the residual F(t) - p is formed as (1/2 - p) - I_y(1/2, df/2) / 2
/// (SciPy's cancels: up to 1e14 ULP off; 0 for df = 4 and 6, whose closed forms we leave for
/// the general estimate); the step is scaled by the density's factor, so that the far tails,
/// where the density underflows, are still refined (SciPy returns +inf for small df there); and
/// non-integer df < 2 tries the series estimate first, inverting `betainc` only where three
/// steps do not converge.
pub fn stdtrit(df: f64, p: f64) -> f64 {
    if df.is_nan() || p.is_nan() || df <= 0.0 || !(0.0..=1.0).contains(&p) {
        return f64::NAN;
    }
    if p == 0.0 || p == 1.0 {
        // SciPy 1.17 returns +inf at both ends.
        return f64::INFINITY;
    }
    if p == 0.5 {
        return 0.0;
    }
    // u: the lower-tail probability (1 - p is exact for p > 1/2).
    let u = if p < 0.5 { p } else { 1.0 - p };
    let int_df = df.fract() == 0.0 && (3.0..=STDTRIT_INT_DF_MAX).contains(&df) && u >= 1e-280;
    let t = if df.is_infinite() {
        // The normal quantile (SciPy: Boost's).
        super::error::ndtri(u)
    } else if let Some(t) = int_df.then(|| stdtrit_int_df(df, u)).flatten() {
        t
    } else {
        match stdtrit_halley(df, u) {
            (t, true) => t,
            // Non-integer df < 2 where Shaw's series are too far for three Halley steps (Boost
            // always inverts the incomplete beta function there): I_x(df/2, 1/2) = 2 u with
            // x = df / (df + t^2), 1 - x = t^2 / (df + t^2).
            (_, false) => {
                let (x, y) = beta_inc_inv_pair(0.5 * df, 0.5, 2.0 * u, 1.0 - 2.0 * u);
                -(df * (y / x)).sqrt()
            }
        }
    };
    if p < 0.5 { t } else { -t }
}

/// `stdtrit` of SciPy's `ff->f` loop (float32 in and out): the double quantile, rounded.
pub fn stdtrit_f32(df: f32, p: f32) -> f32 {
    stdtrit(f64::from(df), f64::from(p)) as f32
}

/// `x^n` by binary powering (the same multiplications on both backends).
fn powi_u(x: f64, mut n: u32) -> f64 {
    let (mut r, mut b) = (1.0, x);
    while n > 0 {
        if n & 1 == 1 {
            r *= b;
        }
        b *= b;
        n >>= 1;
    }
    r
}

/// The largest integer df that [`stdtrit`] inverts through the finite series (their length
/// grows with df).
const STDTRIT_INT_DF_MAX: f64 = 64.0;

/// B(df/2, 1/2) for df = 3 .. 64 (mpmath, rounded; printed by special/golden/gen_stdtrit_int.py).
pub(crate) const STDTRIT_BETA_HALF: [f64; 62] = [
    1.5707963267948966,
    1.3333333333333333,
    1.1780972450961724,
    1.0666666666666667,
    0.9817477042468103,
    0.9142857142857143,
    0.8590292412159591,
    0.8126984126984127,
    0.7731263170943632,
    0.7388167388167388,
    0.7086991240031663,
    0.681984681984682,
    0.6580777580029401,
    0.6365190365190365,
    0.6169478981277563,
    0.5990767402532109,
    0.5826730148984365,
    0.5675463855030418,
    0.5535393641535147,
    0.5405203671457541,
    0.5283784839647185,
    0.5170194816176779,
    0.506362713799522,
    0.4963387023529708,
    0.4868872248072327,
    0.47795578745100886,
    0.4694983953498315,
    0.4614745534009741,
    0.45384844883817044,
    0.4465882774848136,
    0.43966568481197765,
    0.4330552993792132,
    0.4267343411410371,
    0.42068229082552144,
    0.41488060944267496,
    0.4093124991815884,
    0.4039626986678677,
    0.398817306894881,
    0.393863631201171,
    0.389090055507201,
    0.38448592569638124,
    0.38004144956517305,
    0.37574760920328165,
    0.37159608401928035,
    0.3675791829162538,
    0.3636897843592956,
    0.3599212832721652,
    0.35626754386216714,
    0.3527228576067219,
    0.3492819057472227,
    0.3459397257296695,
    0.34269168111048265,
    0.33953343451245344,
    0.33646092327211025,
    0.3334703374675882,
    0.3305581000568101,
    0.3277208488905608,
    0.3249554203948302,
    0.3222588347423848,
    0.3196282823555707,
    0.3170611116013786,
    0.31455481755627596,
];

/// The continued fraction of I_x(a, 1/2) over its factor x^a y^(1/2) / (a B(a, 1/2)), for
/// `x <= (a + 1) / (a + 5/2)` (Numerical Recipes' `betacf` with b = 1/2): level n's partial
/// numerator is x p_n / q_n, with d_(2m+1) = -(a+m)(a+m+1/2) / ((a+2m)(a+2m+1)) and
/// d_(2m) = m(1/2-m) / ((a+2m-1)(a+2m)); each level's q_n is multiplied out (an equivalence
/// transformation), so the convergents take multiplications only and one division at the end.
/// Stops when two successive convergents agree to 2^-52 (checked every second level; 6 levels at
/// x = 0.01, about 22 at x = 1/2, 60 at df = 64's bound; the next level's change is then below
/// 2^-53) or after 64.
fn stdtr_half_cf(a: f64, x: f64) -> f64 {
    // Convergents A_n / B_n: (A_0, B_0) = (0, 1), (A_1, B_1) = (1, 1).
    let (mut a2, mut a1, mut b2, mut b1) = (0.0, 1.0, 1.0, 1.0);
    let mut q_prev = 1.0;
    let mut m = 0.0;
    for _ in 0..32 {
        // Level 2m + 1: p = -(a+m)(a+m+1/2), q = (a+2m)(a+2m+1).
        let p = -(a + m) * (a + m + 0.5);
        let q = (a + 2.0 * m) * (a + 2.0 * m + 1.0);
        let an = q_prev * x * p;
        let (na, nb) = (q * a1 + an * a2, q * b1 + an * b2);
        (a2, a1, b2, b1) = (a1, na, b1, nb);
        q_prev = q;
        // Level 2m + 2: p = (m+1)(1/2-m-1), q = (a+2m+1)(a+2m+2).
        m += 1.0;
        let p = m * (0.5 - m);
        let q = (a + 2.0 * m - 1.0) * (a + 2.0 * m);
        let an = q_prev * x * p;
        let (na, nb) = (q * a1 + an * a2, q * b1 + an * b2);
        (a2, a1, b2, b1) = (a1, na, b1, nb);
        q_prev = q;
        if (a1 * b2 - a2 * b1).abs() <= f64::EPSILON * (a1 * b2).abs() {
            break;
        }
    }
    a1 / b1
}

/// For Student's t with integer `3 <= df <= 64` at `t < 0`: the residual F(t) - u, formed
/// without cancellation, and fac = |t| times the density, x^(df/2) y^(1/2) / B(df/2, 1/2), with
/// x = df / (df + t^2), y = t^2 / (df + t^2) and `beta_half` = B(df/2, 1/2).
/// Where t^2 < 3 df / (df + 2) F(t) = (1 - A) / 2 by the finite series of
/// A = P(|T| < |t|) (Abramowitz and Stegun 26.7.3-4: sqrt(y) sum_k (1/2)_k / k! x^k for even df,
/// (2/pi) (theta + sqrt(x y) sum_k k! / (3/2)_k x^k) for odd df, theta = atan(|t| / sqrt(df)))
/// and the residual is (1/2 - u) - A / 2; in the tails F(t) = I_x(df/2, 1/2) / 2 = fac cf / df
/// with [`stdtr_half_cf`]'s continued fraction (positive, no cancellation).
fn stdtr_int_df_resid(df: f64, t: f64, u: f64, beta_half: f64) -> (f64, f64) {
    let nu = df as u32;
    let t2 = t * t;
    let x = df / (df + t2);
    let y = t2 / (df + t2);
    let even = nu % 2 == 0;
    // sqrt(y) = |t| / sqrt(df + t^2), sqrt(x y) = |t| sqrt(df) / (df + t^2): fewer roundings.
    let root = if even {
        t.abs() / (df + t2).sqrt()
    } else {
        t.abs() * df.sqrt() / (df + t2)
    };
    let fac = powi_u(x, nu / 2) * root / beta_half;
    // The continued fraction converges fast for x < (a + 1) / (a + 5/2), a = df/2 (slower as x
    // nears it: about 60 levels at df = 64); above it the finite series' cancellation costs at
    // most about 4 ULP (there |t| f(t) > 0.15).
    if (df + 2.0) * y < 3.0 * x {
        // The sums nested from the last term (1 + r_1 x (1 + r_2 x (...))): positive terms, a
        // few roundings in all.
        let mut sum = 1.0;
        let a = if even {
            for k in (1..nu / 2).rev() {
                let k = f64::from(k);
                sum = 1.0 + x * (2.0 * k - 1.0) / (2.0 * k) * sum;
            }
            root * sum
        } else {
            for k in (1..=(nu - 3) / 2).rev() {
                let k = f64::from(k);
                sum = 1.0 + x * (2.0 * k) / (2.0 * k + 1.0) * sum;
            }
            let theta = (t.abs() / df.sqrt()).atan();
            (2.0 / PI) * (theta + root * sum)
        };
        ((0.5 - u) - 0.5 * a, fac)
    } else {
        (fac * stdtr_half_cf(0.5 * df, x) / df - u, fac)
    }
}

/// The lower-tail quantile (negative) for integer `3 <= df <= 64` and `1e-280 <= u < 1/2`:
/// [`stdtrit_halley`]'s estimate, then Halley steps on [`stdtr_int_df_resid`] (at most four;
/// each costs a short finite series or a continued fraction, where the general path's cost one
/// incomplete beta function). `None` when the iterate leaves the lower half-line or the steps
/// do not settle.
fn stdtrit_int_df(df: f64, u: f64) -> Option<f64> {
    let mut t = if u > 2f64.powi((df / f64::from(-0.654f32)).round() as i32) {
        stdtrit_hill(df, u)
    } else {
        stdtrit_tail_series(df, u)
    };
    let b = STDTRIT_BETA_HALF[df as usize - 3];
    for _ in 0..4 {
        if t.is_nan() || t >= 0.0 {
            return None;
        }
        let (r, fac) = stdtr_int_df_resid(df, t, u, b);
        let q0 = r / fac;
        // The density's derivative over the density, negated.
        let p2 = t * (df + 1.0) / (t * t + df);
        let step = q0 / (1.0 / t.abs() + q0 * p2 / 2.0);
        t -= step;
        // Halley's steps converge cubically: after a step below 1e-7 |t| the error is far
        // below the doubles' resolution.
        if step.abs() < 1e-7 * t.abs() {
            return (t < 0.0).then_some(t);
        }
    }
    None
}

/// The lower-tail t quantile (negative) at probability `u` in (0, 1/2) and whether it is final:
/// always for df >= 2 or an integer (as Boost), else when the Halley steps converged or the
/// estimate is past their reach.
fn stdtrit_halley(df: f64, u: f64) -> (f64, bool) {
    let mut t = if df == 1.0 {
        // The Cauchy distribution: exact.
        return (-cospi(u) / sinpi(u), true);
    } else if df == 2.0 {
        return ((2.0 * u - 1.0) / (2.0 * u * (1.0 - u)).sqrt(), true);
    } else if df >= 1e20 {
        // The normal quantile (as df = inf).
        return (super::error::ndtri(u), true);
    } else if df > 268435456.0 {
        ndtri_guess(u)
    } else if df < 3.0 {
        if u > f64::from(0.2742f32) - df * f64::from(0.0242143f32) {
            stdtrit_body_series(df, u)
        } else {
            stdtrit_tail_series(df, u)
        }
    } else if u > 2f64.powi((df / f64::from(-0.654f32)).round() as i32) {
        stdtrit_hill(df, u)
    } else {
        stdtrit_tail_series(df, u)
    };
    let lenient = df >= 2.0 || df.fract() == 0.0;
    if t == 0.0 || t.is_nan() {
        return (t, lenient);
    }
    // Past the doubles' reach of the steps (t^2 overflows, the density's factor underflows) the
    // estimate stands: Shaw's tail series, asymptotically exact there (inverting betainc would
    // give -inf, x = df / (df + t^2) being 0).
    let a = 0.5 * df;
    for _ in 0..3 {
        let t2 = t * t;
        let xb = df / (df + t2);
        let y = t2 / (df + t2);
        if xb == 0.0 {
            return (t, true);
        }
        // F(t) - u = I_xb(a, 1/2) / 2 - u = (1/2 - u) - I_y(1/2, a) / 2: the second form (1/2 - u
        // exact for u >= 1/4) near the centre, where the first cancels.
        let (f0, f0c) = beta_inc_pair(a, 0.5, xb, y);
        let p0 = if f0c < f0 {
            (0.5 - u) - 0.5 * f0c
        } else {
            0.5 * f0 - u
        };
        // The density at t is fac / |t| with fac = xb^a y^(1/2) / B(a, 1/2) (Boost's
        // ibeta_derivative(a, 1/2, xb) sqrt(y / df) xb^(3/2)); the step is taken in units of fac,
        // so that a density below the smallest double in the far tails still gives a step.
        let fac = beta_inc_factor(a, 0.5, xb, y);
        if fac.is_nan() || fac < f64::MIN_POSITIVE {
            return (t, true);
        }
        let q0 = p0 / fac;
        // The density's derivative over the density.
        let p2 = t * (df + 1.0) / (t * t + df);
        let step = q0 / (1.0 / t.abs() + q0 * p2 / 2.0);
        t -= step;
        if step.abs() < f64::from(1e-7f32) * t.abs() {
            return (t, true);
        }
    }
    (t, lenient)
}

// digamma's float32 loop (digamma_f32; special/golden/gen_digamma_f32_table.py): 554 pieces of degree
// 16 in 560 rows, coefficient i of row k at 560 i + k; max relative error of the rounded coefficients 1.2e-16.
#[rustfmt::skip]
#[allow(clippy::large_const_arrays)] // a table, indexed in place
pub(crate) static DIGAMMA_F32: [f64; 9520] = [
    -5.70899077082384e+44, -4.0778505505884566e+44, -2.85449538541192e+44, -2.0389252752942283e+44,
    -1.42724769270596e+44, -1.0194626376471141e+44, -7.1362384635298e+43, -5.097313188235571e+43,
    -3.5681192317649e+43, -2.5486565941177854e+43, -1.78405961588245e+43, -1.2743282970588927e+43,
    -8.92029807941225e+42, -6.371641485294463e+42, -4.460149039706125e+42, -3.185820742647232e+42,
    -2.2300745198530624e+42, -1.592910371323616e+42, -1.1150372599265312e+42, -7.96455185661808e+41,
    -5.575186299632656e+41, -3.98227592830904e+41, -2.787593149816328e+41, -1.99113796415452e+41,
    -1.393796574908164e+41, -9.9556898207726e+40, -6.96898287454082e+40, -4.9778449103863e+40,
    -3.48449143727041e+40, -2.48892245519315e+40, -1.742245718635205e+40, -1.244461227596575e+40,
    -8.711228593176025e+39, -6.222306137982874e+39, -4.3556142965880126e+39, -3.111153068991437e+39,
    -2.1778071482940063e+39, -1.5555765344957186e+39, -1.0889035741470031e+39, -7.777882672478593e+38,
    -5.444517870735016e+38, -3.8889413362392965e+38, -2.722258935367508e+38, -1.9444706681196483e+38,
    -1.361129467683754e+38, -9.722353340598241e+37, -6.80564733841877e+37, -4.861176670299121e+37,
    -3.402823669209385e+37, -2.4305883351495603e+37, -1.7014118346046924e+37, -1.2152941675747802e+37,
    -8.507059173023462e+36, -6.076470837873901e+36, -4.253529586511731e+36, -3.0382354189369504e+36,
    -2.1267647932558655e+36, -1.5191177094684752e+36, -1.0633823966279328e+36, -7.595588547342376e+35,
    -5.316911983139664e+35, -3.797794273671188e+35, -2.658455991569832e+35, -1.898897136835594e+35,
    -1.329227995784916e+35, -9.49448568417797e+34, -6.64613997892458e+34, -4.747242842088985e+34,
    -3.32306998946229e+34, -2.3736214210444925e+34, -1.661534994731145e+34, -1.1868107105222462e+34,
    -8.307674973655725e+33, -5.934053552611231e+33, -4.1538374868278623e+33, -2.9670267763056156e+33,
    -2.0769187434139312e+33, -1.4835133881528078e+33, -1.0384593717069656e+33, -7.417566940764039e+32,
    -5.192296858534828e+32, -3.7087834703820195e+32, -2.596148429267414e+32, -1.8543917351910098e+32,
    -1.298074214633707e+32, -9.271958675955049e+31, -6.490371073168535e+31, -4.635979337977524e+31,
    -3.2451855365842674e+31, -2.317989668988762e+31, -1.6225927682921337e+31, -1.158994834494381e+31,
    -8.112963841460669e+30, -5.794974172471906e+30, -4.0564819207303343e+30, -2.897487086235953e+30,
    -2.0282409603651672e+30, -1.4487435431179764e+30, -1.0141204801825836e+30, -7.243717715589882e+29,
    -5.070602400912918e+29, -3.621858857794941e+29, -2.535301200456459e+29, -1.8109294288974705e+29,
    -1.2676506002282295e+29, -9.054647144487352e+28, -6.338253001141147e+28, -4.527323572243676e+28,
    -3.1691265005705737e+28, -2.263661786121838e+28, -1.5845632502852868e+28, -1.131830893060919e+28,
    -7.922816251426434e+27, -5.659154465304595e+27, -3.961408125713217e+27, -2.8295772326522976e+27,
    -1.9807040628566085e+27, -1.4147886163261488e+27, -9.903520314283043e+26, -7.073943081630744e+26,
    -4.9517601571415214e+26, -3.536971540815372e+26, -2.4758800785707607e+26, -1.768485770407686e+26,
    -1.2379400392853803e+26, -8.84242885203843e+25, -6.189700196426902e+25, -4.421214426019215e+25,
    -3.094850098213451e+25, -2.2106072130096075e+25, -1.5474250491067254e+25, -1.1053036065048038e+25,
    -7.737125245533627e+24, -5.526518032524019e+24, -3.8685626227668136e+24, -2.7632590162620094e+24,
    -1.9342813113834068e+24, -1.3816295081310047e+24, -9.671406556917034e+23, -6.908147540655023e+23,
    -4.835703278458517e+23, -3.454073770327512e+23, -2.4178516392292585e+23, -1.727036885163756e+23,
    -1.2089258196146292e+23, -8.63518442581878e+22, -6.044629098073146e+22, -4.31759221290939e+22,
    -3.022314549036573e+22, -2.158796106454695e+22, -1.5111572745182866e+22, -1.0793980532273474e+22,
    -7.555786372591433e+21, -5.396990266136737e+21, -3.7778931862957164e+21, -2.6984951330683685e+21,
    -1.8889465931478582e+21, -1.3492475665341843e+21, -9.444732965739291e+20, -6.746237832670921e+20,
    -4.7223664828696455e+20, -3.373118916335461e+20, -2.3611832414348227e+20, -1.6865594581677303e+20,
    -1.1805916207174114e+20, -8.432797290838652e+19, -5.902958103587057e+19, -4.216398645419326e+19,
    -2.9514790517935284e+19, -2.108199322709663e+19, -1.4757395258967642e+19, -1.0540996613548315e+19,
    -7.378697629483821e+18, -5.270498306774157e+18, -3.6893488147419105e+18, -2.6352491533870787e+18,
    -1.8446744073709553e+18, -1.3176245766935393e+18, -9.223372036854776e+17, -6.588122883467697e+17,
    -4.611686018427388e+17, -3.294061441733848e+17, -2.305843009213694e+17, -1.647030720866924e+17,
    -1.152921504606847e+17, -8.23515360433462e+16, -5.764607523034235e+16, -4.11757680216731e+16,
    -2.8823037615171176e+16, -2.058788401083655e+16, -1.4411518807585588e+16, -1.0293942005418278e+16,
    -7205759403792794.0, -5146971002709139.0, -3602879701896397.5, -2573485501354569.5,
    -1801439850948199.0, -1286742750677285.2, -900719925474099.8, -643371375338642.9,
    -450359962737050.2, -321685687669321.75, -225179981368525.38, -160842843834661.16,
    -112589990684262.98, -80421421917330.86, -56294995342131.77, -40210710958665.72,
    -28147497671066.176, -20105355479333.15, -14073748835533.377, -10052677739666.863,
    -7036874417766.978, -5026338869833.72, -3518437208883.7773, -2513169434917.1484,
    -1759218604442.1772, -1256584717458.863, -879609302221.3772, -628292358729.7201,
    -439804651110.97723, -314146179365.1486, -219902325555.77722, -157073089682.8629,
    -109951162778.17722, -78536544841.72008, -54975581389.37721, -39268272421.14864,
    -27487790694.977215, -19634136210.86293, -13743895347.777216, -9817068105.720074,
    -6871947674.177216, -4908534053.148644, -3435973837.377216, -2454267026.86293,
    -1717986918.9772158, -1227133513.7200727, -858993459.7772157, -613566757.1486442,
    -429496730.17721564, -306783378.86292994, -214748365.37721565, -153391689.7200728,
    -107374182.97721565, -76695845.14864421, -53687091.77721564, -38347922.86292991,
    -26843546.177215602, -19173961.72007272, -13421773.377215542, -9586981.148644065,
    -6710886.9772154195, -4793490.862929608, -3355443.777215175, -2396745.7200721214,
    -1677722.1772146844, -1198373.1486428636, -838861.3772137039, -599186.8629272054,
    -419430.97721174307, -299593.7200673172, -209715.77720782126, -149797.14863325527,
    -104858.1771999777, -74898.86290798859, -52429.37718429071, -37449.720028884134,
    -26214.977152917396, -18725.148556390803, -13107.777090173387, -9362.862754266414,
    -6554.1769646958655, -4681.719721466777, -3277.376713782782, -2341.1479416640136,
    -1638.9762121243787, -1170.8615252443221, -819.7752094779836, -585.7172651465077,
    -410.1732068616942, -293.14303590305946, -205.36921229413574, -146.85174111282018,
    -102.96126549408376, -73.69780543330907, -51.74553867884637, -37.10454276223088,
    -26.114732434903054, -18.776399420784525, -13.255561752521617, -9.553256091288356,
    -6.745949081817318, -4.836961443202528, -3.35510557620984, -2.3093278297195834,
    -1.4527087645765666, -0.8040170715476954, 1.0747589096650145, 0.8581832171262995,
    0.7031566406452432, 1.103156640645243, 1.5061176684318005, 1.8727843350984672,
    2.251752589066721, 2.6029180902322224, 2.970523992242149, 3.3142410883505495,
    3.676327374034843, 4.016396547024555, 4.375763614043984, 4.7140279423514535,
    5.072045560038209, 5.409412248180629, 5.766757681992484, 6.103676745781476,
    6.4606867229032465, 6.797382273459371, 7.154224681051036, 7.490808549727412,
    7.8475672122579505, 8.184095258678669, 8.540812058604638, 8.877312198568585,
    9.23400806967377, 9.570494257577096, 9.927179664892263, 10.263658877057217,
    10.620339052632469, 10.956814777001224, 11.313492336745291, 11.649966317234194,
    12.006642569072364, 12.3431156776259, 12.699791275513544, 13.036263948100538,
    13.392939219013524, 13.729411673617532, 14.08608678104334, 14.422559126655928,
    14.779234152338185, 15.11570644345508, 15.472381428265573, 15.808853692134624,
    16.165528656509235, 16.50200090675437, 16.85867586091104, 17.195148104344213,
    17.551823053391914, 17.888295293419105, 18.244970239912323, 18.581442478236525,
    18.9381174234525, 19.27458966092521, 19.63126460550256, 19.967736842549524,
    20.324411786807566, 20.660884023641653, 21.01755896774004, 21.354031204467688,
    21.71070614848625, 22.04717838516068, 22.403853329139327, 22.74032556578715,
    23.09700050974584, 23.433472746380357, 23.790147690329068, 24.126619926956934,
    24.483294870900654, 24.819767107525195, 25.17644205146642, 25.512914288089295,
    25.869589232029277, 26.20606146865132, 26.562736412590677, 26.899208649212305,
    27.25588359315135, 27.59235582977277, 27.94903077371166, 28.285503010332974,
    28.642177954271787, 28.97865019089305, 29.335325134831823, 29.67179737145306,
    30.028472315391813, 30.36494455201304, 30.72161949595178, 31.058091732573,
    31.414766676511736, 31.751238913132955, 32.107913857071686, 32.444386093692906,
    32.801061037631634, 33.13753327425285, 33.49420821819158, 33.8306804548128,
    34.18735539875153, 34.52382763537274, 34.880502579311475, 35.21697481593269,
    35.57364975987142, 35.910121996492634, 36.26679694043136, 36.60326917705258,
    36.95994412099131, 37.29641635761252, 37.65309130155126, 37.98956353817247,
    38.346238482111204, 38.682710718732416, 39.039385662671144, 39.37585789929236,
    39.73253284323109, 40.0690050798523, 40.42568002379104, 40.76215226041225,
    41.118827204350985, 41.4552994409722, 41.811974384910926, 42.148446621532145,
    42.50512156547087, 42.841593802092085, 43.19826874603082, 43.53474098265203,
    43.89141592659077, 44.22788816321198, 44.58456310715071, 44.92103534377192,
    45.277710287710654, 45.614182524331866, 45.9708574682706, 46.30732970489181,
    46.66400464883055, 47.00047688545176, 47.35715182939049, 47.6936240660117,
    48.050299009950436, 48.38677124657165, 48.74344619051038, 49.079918427131595,
    49.43659337107033, 49.77306560769154, 50.12974055163027, 50.46621278825148,
    50.82288773219022, 51.15935996881143, 51.516034912750165, 51.85250714937138,
    52.209182093310105, 52.545654329931324, 52.90232927387005, 53.238801510491264,
    53.59547645443, 53.93194869105121, 54.288623634989946, 54.62509587161116,
    54.981770815549886, 55.318243052171105, 55.67491799610983, 56.011390232731046,
    56.36806517666978, 56.70453741329099, 57.06121235722973, 57.39768459385094,
    57.75435953778967, 58.09083177441088, 58.447506718349615, 58.78397895497083,
    59.14065389890956, 59.477126135530774, 59.83380107946951, 60.17027331609072,
    60.52694826002945, 60.86342049665066, 61.2200954405894, 61.55656767721061,
    61.913242621149344, 62.249714857770556, 62.60638980170929, 62.9428620383305,
    63.29953698226923, 63.63600921889044, 63.99268416282918, 64.3291563994504,
    64.68583134338913, 65.02230358001033, 65.37897852394907, 65.71545076057028,
    66.07212570450902, 66.40859794113022, 66.76527288506895, 67.10174512169017,
    67.4584200656289, 67.79489230225012, 68.15156724618885, 68.48803948281007,
    68.8447144267488, 69.18118666337001, 69.53786160730874, 69.87433384392996,
    70.23100878786869, 70.5674810244899, 70.92415596842864, 71.26062820504984,
    71.61730314898858, 71.95377538560979, 72.31045032954852, 72.64692256616974,
    73.00359751010846, 73.34006974672968, 73.69674469066841, 74.03321692728963,
    74.38989187122836, 74.72636410784958, 75.0830390517883, 75.41951128840951,
    75.77618623234825, 76.11265846896946, 76.4693334129082, 76.8058056495294,
    77.16248059346815, 77.49895283008935, 77.85562777402808, 78.1921000106493,
    78.54877495458803, 78.88524719120925, 79.24192213514797, 79.57839437176919,
    79.93506931570792, 80.27154155232914, 80.62821649626787, 80.96468873288907,
    81.32136367682781, 81.65783591344902, 82.01451085738776, 82.35098309400897,
    82.7076580379477, 83.04413027456891, 83.40080521850764, 83.73727745512886,
    84.09395239906759, 84.43042463568881, 84.78709957962754, 85.12357181624876,
    85.48024676018748, 85.81671899680869, 86.17339394074743, 86.50986617736864,
    86.86654112130738, 87.20301335792858, 87.55968830186733, 87.89616053848853,
    88.25283548242726, 88.58930771904848, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    4.567192616659062e+44, 2.330200314621975e+44, 2.283596308329531e+44, 1.1651001573109876e+44,
    1.1417981541647656e+44, 5.825500786554938e+43, 5.708990770823828e+43, 2.912750393277469e+43,
    2.854495385411914e+43, 1.4563751966387345e+43, 1.427247692705957e+43, 7.281875983193672e+42,
    7.136238463529785e+42, 3.640937991596836e+42, 3.5681192317648923e+42, 1.820468995798418e+42,
    1.7840596158824462e+42, 9.10234497899209e+41, 8.920298079412231e+41, 4.551172489496045e+41,
    4.4601490397061154e+41, 2.2755862447480226e+41, 2.2300745198530577e+41, 1.1377931223740113e+41,
    1.1150372599265289e+41, 5.688965611870056e+40, 5.575186299632644e+40, 2.844482805935028e+40,
    2.787593149816322e+40, 1.422241402967514e+40, 1.393796574908161e+40, 7.11120701483757e+39,
    6.968982874540805e+39, 3.555603507418785e+39, 3.4844914372704027e+39, 1.7778017537093926e+39,
    1.7422457186352013e+39, 8.889008768546963e+38, 8.711228593176007e+38, 4.4445043842734816e+38,
    4.355614296588003e+38, 2.2222521921367408e+38, 2.1778071482940017e+38, 1.1111260960683704e+38,
    1.0889035741470008e+38, 5.555630480341852e+37, 5.444517870735004e+37, 2.777815240170926e+37,
    2.722258935367502e+37, 1.388907620085463e+37, 1.361129467683751e+37, 6.944538100427315e+36,
    6.805647338418755e+36, 3.4722690502136575e+36, 3.4028236692093776e+36, 1.7361345251068288e+36,
    1.7014118346046888e+36, 8.680672625534144e+35, 8.507059173023444e+35, 4.340336312767072e+35,
    4.253529586511722e+35, 2.170168156383536e+35, 2.126764793255861e+35, 1.085084078191768e+35,
    1.0633823966279305e+35, 5.42542039095884e+34, 5.3169119831396525e+34, 2.71271019547942e+34,
    2.6584559915698263e+34, 1.35635509773971e+34, 1.3292279957849131e+34, 6.78177548869855e+33,
    6.646139978924566e+33, 3.390887744349275e+33, 3.323069989462283e+33, 1.6954438721746375e+33,
    1.6615349947311414e+33, 8.477219360873187e+32, 8.307674973655707e+32, 4.238609680436594e+32,
    4.1538374868278535e+32, 2.119304840218297e+32, 2.0769187434139268e+32, 1.0596524201091484e+32,
    1.0384593717069634e+32, 5.298262100545742e+31, 5.192296858534817e+31, 2.649131050272871e+31,
    2.5961484292674085e+31, 1.3245655251364355e+31, 1.2980742146337042e+31, 6.622827625682178e+30,
    6.490371073168521e+30, 3.311413812841089e+30, 3.2451855365842606e+30, 1.6557069064205444e+30,
    1.6225927682921303e+30, 8.278534532102722e+29, 8.112963841460651e+29, 4.139267266051361e+29,
    4.056481920730326e+29, 2.0696336330256805e+29, 2.028240960365163e+29, 1.0348168165128402e+29,
    1.0141204801825814e+29, 5.174084082564201e+28, 5.070602400912907e+28, 2.5870420412821006e+28,
    2.5353012004564536e+28, 1.2935210206410503e+28, 1.2676506002282268e+28, 6.467605103205252e+27,
    6.338253001141134e+27, 3.233802551602626e+27, 3.169126500570567e+27, 1.616901275801313e+27,
    1.5845632502852835e+27, 8.084506379006564e+26, 7.922816251426417e+26, 4.042253189503282e+26,
    3.961408125713209e+26, 2.021126594751641e+26, 1.9807040628566044e+26, 1.0105632973758206e+26,
    9.903520314283022e+25, 5.052816486879103e+25, 4.951760157141511e+25, 2.5264082434395514e+25,
    2.4758800785707554e+25, 1.2632041217197757e+25, 1.2379400392853777e+25, 6.316020608598878e+24,
    6.189700196426889e+24, 3.158010304299439e+24, 3.0948500982134443e+24, 1.5790051521497196e+24,
    1.5474250491067222e+24, 7.895025760748598e+23, 7.737125245533611e+23, 3.947512880374299e+23,
    3.8685626227668054e+23, 1.9737564401871495e+23, 1.9342813113834027e+23, 9.868782200935748e+22,
    9.671406556917013e+22, 4.934391100467874e+22, 4.835703278458507e+22, 2.467195550233937e+22,
    2.4178516392292534e+22, 1.2335977751169684e+22, 1.2089258196146267e+22, 6.167988875584842e+21,
    6.044629098073133e+21, 3.083994437792421e+21, 3.0223145490365667e+21, 1.5419972188962106e+21,
    1.5111572745182834e+21, 7.709986094481053e+20, 7.555786372591417e+20, 3.8549930472405264e+20,
    3.7778931862957084e+20, 1.9274965236202632e+20, 1.8889465931478542e+20, 9.637482618101316e+19,
    9.444732965739271e+19, 4.818741309050658e+19, 4.7223664828696355e+19, 2.409370654525329e+19,
    2.3611832414348177e+19, 1.2046853272626645e+19, 1.1805916207174089e+19, 6.023426636313322e+18,
    5.902958103587044e+18, 3.011713318156661e+18, 2.951479051793522e+18, 1.5058566590783306e+18,
    1.475739525896761e+18, 7.529283295391653e+17, 7.378697629483805e+17, 3.7646416476958266e+17,
    3.689348814741903e+17, 1.8823208238479133e+17, 1.8446744073709514e+17, 9.411604119239566e+16,
    9.223372036854757e+16, 4.705802059619783e+16, 4.6116860184273784e+16, 2.3529010298098916e+16,
    2.3058430092136892e+16, 1.1764505149049458e+16, 1.1529215046068446e+16, 5882252574524729.0,
    5764607523034223.0, 2941126287262364.5, 2882303761517111.5, 1470563143631182.2,
    1441151880758555.8, 735281571815591.1, 720575940379277.9, 367640785907795.56,
    360287970189638.94, 183820392953897.78, 180143985094819.47, 91910196476948.89,
    90071992547409.73, 45955098238474.445, 45035996273704.87, 22977549119237.223,
    22517998136852.434, 11488774559618.611, 11258999068426.217, 5744387279809.306,
    5629499534213.108, 2872193639904.653, 2814749767106.554, 1436096819952.3264,
    1407374883553.277, 718048409976.1632, 703687441776.6385, 359024204988.0816,
    351843720888.3193, 179512102494.0408, 175921860444.15964, 89756051247.0204,
    87960930222.07982, 44878025623.5102, 43980465111.03991, 22439012811.7551,
    21990232555.519955, 11219506405.87755, 10995116277.759977, 5609753202.938775,
    5497558138.879989, 2804876601.4693875, 2748779069.4399943, 1402438300.7346938,
    1374389534.7199972, 701219150.3673469, 687194767.3599986, 350609575.18367344,
    343597383.6799993, 175304787.59183675, 171798691.83999965, 87652393.79591838,
    85899345.91999984, 43826196.897959195, 42949672.95999994, 21913098.448979616,
    21474836.480000004, 10956549.224489845, 10737418.240000077, 5478274.612244996,
    5368709.120000185, 2739137.3061226453, 2684354.5600003866, 1369568.6530616167,
    1342177.2800007816, 684784.3265313966, 671088.6400015674, 342392.16326687485,
    335544.32000313676, 171196.0816357905, 167772.16000627456, 85598.0408226014,
    83886.0800125495, 42799.02042071287, 41943.04002509892, 21399.510229180356,
    20971.520050196563, 10699.755152236303, 10485.760100387593, 5349.877651403545,
    5242.880200752834, 2674.9389762451456, 2621.440401416179, 1337.4697890997093,
    1310.720802474568, 668.7354960660953, 655.361603519714, 334.3689493166431,
    327.68320133582284, 167.18687025581121, 163.84637996938918, 83.59819864919471,
    81.93267001742947, 41.808517287836935, 40.98498729937895, 20.92267078106347,
    20.528616935878297, 10.496558786047355, 10.332195386083058, 5.312992557569162,
    5.286911997817471, 2.7672728263373774, 2.839864501288909, 1.5534981784534987,
    1.7005915865202017, 1.002870478962459, -0.5791664818235408, -0.3262546278681057,
    0.980715512200469, 0.6607155122004698, 0.885291822948461, 0.6141807118373502,
    0.8413306854534858, 0.5923221493120827, 0.8203331669632498, 0.5817540992626292,
    0.8100833229213128, 0.5765609795990952, 0.8050208326823642, 0.5739871840383338,
    0.8025052082926443, 0.5727059797057483, 0.8012513020807901, 0.5720668010503046,
    0.8006253255206743, 0.5717475676096035, 0.8003125813801983, 0.5715880398615901,
    0.8001562703450513, 0.571508298230704, 0.8000781300862629, 0.5714684329760433,
    0.8000390637715656, 0.5714485017389088, 0.8000195315678913, 0.5714385364678904,
    0.8000097657044728, 0.5714335539192685, 0.8000048828323681, 0.5714310626666794,
    0.800002441411217, 0.5714298170458153, 0.8000012207043666, 0.5714291942367408,
    0.8000006103518729, 0.571428882832543, 0.8000003051758587, 0.571428727130529,
    0.8000001525879099, 0.5714286492795431, 0.8000000762939501, 0.5714286103540555,
    0.8000000381469737, 0.571428590891313, 0.8000000190734865, 0.5714285811599421,
    0.8000000095367431, 0.5714285762942567, 0.8000000047683715, 0.5714285738614141,
    0.8000000023841857, 0.5714285726449928, 0.8000000011920928, 0.5714285720367821,
    0.8000000005960464, 0.5714285717326768, 0.8000000002980231, 0.5714285715806241,
    0.8000000001490115, 0.5714285715045978, 0.8000000000745057, 0.5714285714665845,
    0.8000000000372528, 0.571428571447578, 0.8000000000186264, 0.5714285714380747,
    0.8000000000093132, 0.571428571433323, 0.8000000000046565, 0.5714285714309473,
    0.8000000000023282, 0.5714285714297593, 0.8000000000011641, 0.5714285714291654,
    0.800000000000582, 0.5714285714288684, 0.8000000000002909, 0.57142857142872,
    0.8000000000001454, 0.5714285714286457, 0.8000000000000727, 0.5714285714286086,
    0.8000000000000362, 0.5714285714285899, 0.8000000000000181, 0.5714285714285807,
    0.800000000000009, 0.5714285714285761, 0.8000000000000045, 0.5714285714285737,
    0.8000000000000022, 0.5714285714285726, 0.800000000000001, 0.5714285714285721,
    0.8000000000000005, 0.5714285714285717, 0.8000000000000002, 0.5714285714285716,
    0.8, 0.5714285714285715, 0.7999999999999999, 0.5714285714285715,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.7999999999999999, 0.5714285714285714,
    0.7999999999999999, 0.5714285714285714, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    -3.65375409332725e+44, -1.331543036926843e+44, -1.826877046663625e+44, -6.657715184634215e+43,
    -9.134385233318126e+43, -3.3288575923171075e+43, -4.567192616659063e+43, -1.6644287961585538e+43,
    -2.2835963083295314e+43, -8.322143980792769e+42, -1.1417981541647657e+43, -4.1610719903963844e+42,
    -5.708990770823829e+42, -2.0805359951981922e+42, -2.854495385411914e+42, -1.0402679975990961e+42,
    -1.427247692705957e+42, -5.2013399879954805e+41, -7.136238463529786e+41, -2.6006699939977403e+41,
    -3.568119231764893e+41, -1.3003349969988701e+41, -1.7840596158824464e+41, -6.501674984994351e+40,
    -8.920298079412232e+40, -3.2508374924971753e+40, -4.460149039706116e+40, -1.6254187462485877e+40,
    -2.230074519853058e+40, -8.127093731242938e+39, -1.115037259926529e+40, -4.063546865621469e+39,
    -5.575186299632645e+39, -2.0317734328107346e+39, -2.7875931498163225e+39, -1.0158867164053673e+39,
    -1.3937965749081613e+39, -5.0794335820268365e+38, -6.968982874540806e+38, -2.5397167910134182e+38,
    -3.484491437270403e+38, -1.2698583955067091e+38, -1.7422457186352016e+38, -6.349291977533546e+37,
    -8.711228593176008e+37, -3.174645988766773e+37, -4.355614296588004e+37, -1.5873229943833864e+37,
    -2.177807148294002e+37, -7.936614971916932e+36, -1.088903574147001e+37, -3.968307485958466e+36,
    -5.444517870735005e+36, -1.984153742979233e+36, -2.7222589353675025e+36, -9.920768714896165e+35,
    -1.3611294676837512e+36, -4.9603843574480825e+35, -6.805647338418756e+35, -2.4801921787240412e+35,
    -3.402823669209378e+35, -1.2400960893620206e+35, -1.701411834604689e+35, -6.200480446810103e+34,
    -8.507059173023445e+34, -3.1002402234050515e+34, -4.253529586511723e+34, -1.5501201117025258e+34,
    -2.1267647932558613e+34, -7.750600558512629e+33, -1.0633823966279306e+34, -3.8753002792563144e+33,
    -5.316911983139653e+33, -1.9376501396281572e+33, -2.6584559915698266e+33, -9.688250698140786e+32,
    -1.3292279957849133e+33, -4.844125349070393e+32, -6.646139978924567e+32, -2.4220626745351965e+32,
    -3.323069989462283e+32, -1.2110313372675983e+32, -1.6615349947311416e+32, -6.055156686337991e+31,
    -8.307674973655708e+31, -3.0275783431689957e+31, -4.153837486827854e+31, -1.5137891715844978e+31,
    -2.076918743413927e+31, -7.568945857922489e+30, -1.0384593717069635e+31, -3.7844729289612446e+30,
    -5.192296858534818e+30, -1.8922364644806223e+30, -2.596148429267409e+30, -9.461182322403111e+29,
    -1.2980742146337044e+30, -4.730591161201556e+29, -6.490371073168522e+29, -2.365295580600778e+29,
    -3.245185536584261e+29, -1.182647790300389e+29, -1.6225927682921305e+29, -5.913238951501945e+28,
    -8.112963841460653e+28, -2.9566194757509723e+28, -4.056481920730326e+28, -1.4783097378754862e+28,
    -2.028240960365163e+28, -7.391548689377431e+27, -1.0141204801825816e+28, -3.6957743446887154e+27,
    -5.070602400912908e+27, -1.8478871723443577e+27, -2.535301200456454e+27, -9.239435861721788e+26,
    -1.267650600228227e+27, -4.619717930860894e+26, -6.338253001141135e+26, -2.309858965430447e+26,
    -3.1691265005705674e+26, -1.1549294827152236e+26, -1.5845632502852837e+26, -5.774647413576118e+25,
    -7.922816251426418e+25, -2.887323706788059e+25, -3.961408125713209e+25, -1.4436618533940295e+25,
    -1.9807040628566046e+25, -7.218309266970147e+24, -9.903520314283023e+24, -3.6091546334850736e+24,
    -4.951760157141512e+24, -1.8045773167425368e+24, -2.475880078570756e+24, -9.022886583712684e+23,
    -1.237940039285378e+24, -4.511443291856342e+23, -6.18970019642689e+23, -2.255721645928171e+23,
    -3.094850098213445e+23, -1.1278608229640855e+23, -1.5474250491067224e+23, -5.6393041148204275e+22,
    -7.737125245533612e+22, -2.8196520574102138e+22, -3.868562622766806e+22, -1.4098260287051069e+22,
    -1.934281311383403e+22, -7.049130143525534e+21, -9.671406556917015e+21, -3.524565071762767e+21,
    -4.835703278458507e+21, -1.7622825358813836e+21, -2.4178516392292537e+21, -8.811412679406918e+20,
    -1.2089258196146268e+21, -4.405706339703459e+20, -6.044629098073134e+20, -2.2028531698517295e+20,
    -3.022314549036567e+20, -1.1014265849258648e+20, -1.5111572745182836e+20, -5.507132924629324e+19,
    -7.555786372591418e+19, -2.753566462314662e+19, -3.777893186295709e+19, -1.376783231157331e+19,
    -1.8889465931478544e+19, -6.883916155786655e+18, -9.444732965739272e+18, -3.4419580778933274e+18,
    -4.722366482869636e+18, -1.7209790389466637e+18, -2.361183241434818e+18, -8.604895194733318e+17,
    -1.180591620717409e+18, -4.302447597366659e+17, -5.902958103587045e+17, -2.1512237986833296e+17,
    -2.9514790517935226e+17, -1.0756118993416648e+17, -1.4757395258967613e+17, -5.378059496708324e+16,
    -7.378697629483806e+16, -2.689029748354162e+16, -3.689348814741903e+16, -1.344514874177081e+16,
    -1.8446744073709516e+16, -6722574370885405.0, -9223372036854758.0, -3361287185442702.5,
    -4611686018427379.0, -1680643592721351.2, -2305843009213689.5, -840321796360675.6,
    -1152921504606844.8, -420160898180337.8, -576460752303422.4, -210080449090168.9,
    -288230376151711.2, -105040224545084.45, -144115188075855.6, -52520112272542.23,
    -72057594037927.8, -26260056136271.113, -36028797018963.9, -13130028068135.557,
    -18014398509481.95, -6565014034067.778, -9007199254740.975, -3282507017033.889,
    -4503599627370.487, -1641253508516.9446, -2251799813685.2437, -820626754258.4723,
    -1125899906842.6218, -410313377129.23615, -562949953421.3109, -205156688564.61807,
    -281474976710.65546, -102578344282.30904, -140737488355.32773, -51289172141.15452,
    -70368744177.66386, -25644586070.57726, -35184372088.83193, -12822293035.28863,
    -17592186044.415966, -6411146517.644315, -8796093022.207983, -3205573258.8221574,
    -4398046511.1039915, -1602786629.4110787, -2199023255.5519958, -801393314.7055393,
    -1099511627.7759979, -400696657.3527697, -549755813.8879989, -200348328.67638484,
    -274877906.94399947, -100174164.33819242, -137438953.47199973, -50087082.16909621,
    -68719476.73599987, -25043541.084548105, -34359738.36799993, -12521770.542274052,
    -17179869.183999967, -6260885.271137026, -8589934.591999983, -3130442.635568513,
    -4294967.295999992, -1565221.3177842565, -2147483.647999996, -782610.6588921283,
    -1073741.823999998, -391305.32944606413, -536870.911999999, -195652.66472303207,
    -268435.4559999995, -97826.33236151603, -134217.72799999974, -48913.16618075803,
    -67108.86399999993, -24456.583090379077, -33554.43200000021, -12228.291545189784,
    -16777.216000001084, -6114.145772595872, -8388.60800000446, -3057.0728863018526,
    -4194.304000017896, -1528.5364431665898, -2097.152000071585, -764.2682216459095,
    -1048.5760002861186, -382.1341110731043, -524.2880011425985, -191.0670565346821,
    -262.1440045553838, -95.53353224021625, -131.07201810225982, -47.76678185603105,
    -65.53607146803029, -23.88345265187131, -32.76827854961178, -11.941963844051077,
    -16.385058732925746, -5.971862626542129, -8.195836006414131, -2.9889770874443413,
    -4.108737412456103, -1.503796863878988, -2.0845307024948254, -0.7752348102306437,
    -1.1085726727699579, -0.43236840420837164, 0.4002392309428274, 0.15712011335204246,
    -0.4724081032834543, -0.2164081032834548, -0.3903178579609157, -0.1882437838868419,
    -0.35359471906566603, -0.1753429020899996, -0.3363996674962757, -0.1692002889807372,
    -0.32809997917967276, -0.16620678607198452, -0.32402499869811996, -0.1647295396021774,
    -0.3220062499186229, -0.1639957960116827, -0.32100156249491374, -0.16363014434022413,
    -0.32050039062468205, -0.16344762354873954, -0.3202500976562301, -0.1633564394148896,
    -0.3201250244140612, -0.16331086641348966, -0.3200625061035155, -0.1632880846791742,
    -0.32003125152587886, -0.1632766950036128, -0.32001562538146966, -0.1632710004637312,
    -0.32000781259536737, -0.16326815326826516, -0.3200039062738418, -0.16326672968915085,
    -0.3200019531309604, -0.16326601790424836, -0.32000097656399007, -0.16326566201296078,
    -0.3200004882816225, -0.1632654840676079, -0.32000024414071804, -0.1632653950950042,
    -0.32000012207033574, -0.16326535060872052, -0.320000061035162, -0.16326532836558325,
    -0.3200000305175795, -0.16326531724401572, -0.32000001525878935, -0.16326531168323227,
    -0.32000000762939457, -0.1632653089028406, -0.32000000381469723, -0.1632653075126448,
    -0.32000000190734856, -0.1632653068175469, -0.32000000095367426, -0.16326530646999793,
    -0.3200000004768371, -0.16326530629622346, -0.3200000002384185, -0.16326530620933621,
    -0.3200000001192092, -0.1632653061658926, -0.32000000005960455, -0.16326530614417079,
    -0.3200000000298023, -0.1632653061333099, -0.3200000000149011, -0.16326530612787943,
    -0.3200000000074505, -0.1632653061251642, -0.3200000000037252, -0.1632653061238066,
    -0.3200000000018626, -0.16326530612312778, -0.32000000000093126, -0.1632653061227884,
    -0.3200000000004656, -0.1632653061226187, -0.32000000000023276, -0.16326530612253384,
    -0.32000000000011636, -0.1632653061224914, -0.3200000000000581, -0.1632653061224702,
    -0.32000000000002904, -0.1632653061224596, -0.3200000000000145, -0.1632653061224543,
    -0.3200000000000072, -0.16326530612245163, -0.32000000000000356, -0.1632653061224503,
    -0.3200000000000017, -0.16326530612244963, -0.32000000000000084, -0.1632653061224493,
    -0.3200000000000004, -0.16326530612244913, -0.3200000000000002, -0.16326530612244905,
    -0.32000000000000006, -0.16326530612244902, -0.32, -0.163265306122449,
    -0.31999999999999995, -0.163265306122449, -0.31999999999999995, -0.163265306122449,
    -0.31999999999999995, -0.163265306122449, -0.31999999999999995, -0.163265306122449,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, -0.31999999999999995, -0.16326530612244897,
    -0.31999999999999995, -0.16326530612244897, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    2.9230032746688862e+44, 7.608817353867827e+43, 1.4615016373344431e+44, 3.8044086769339137e+43,
    7.3075081866722155e+43, 1.9022043384669568e+43, 3.6537540933361078e+43, 9.511021692334784e+42,
    1.8268770466680539e+43, 4.755510846167392e+42, 9.134385233340269e+42, 2.377755423083696e+42,
    4.5671926166701347e+42, 1.188877711541848e+42, 2.2835963083350673e+42, 5.94438855770924e+41,
    1.1417981541675337e+42, 2.97219427885462e+41, 5.708990770837668e+41, 1.48609713942731e+41,
    2.854495385418834e+41, 7.43048569713655e+40, 1.427247692709417e+41, 3.715242848568275e+40,
    7.136238463547085e+40, 1.8576214242841375e+40, 3.5681192317735427e+40, 9.288107121420688e+39,
    1.7840596158867714e+40, 4.644053560710344e+39, 8.920298079433857e+39, 2.322026780355172e+39,
    4.4601490397169284e+39, 1.161013390177586e+39, 2.2300745198584642e+39, 5.80506695088793e+38,
    1.1150372599292321e+39, 2.902533475443965e+38, 5.5751862996461605e+38, 1.4512667377219824e+38,
    2.7875931498230803e+38, 7.256333688609912e+37, 1.3937965749115401e+38, 3.628166844304956e+37,
    6.968982874557701e+37, 1.814083422152478e+37, 3.4844914372788503e+37, 9.07041711076239e+36,
    1.7422457186394252e+37, 4.535208555381195e+36, 8.711228593197126e+36, 2.2676042776905976e+36,
    4.355614296598563e+36, 1.1338021388452988e+36, 2.1778071482992814e+36, 5.669010694226494e+35,
    1.0889035741496407e+36, 2.834505347113247e+35, 5.4445178707482036e+35, 1.4172526735566235e+35,
    2.7222589353741018e+35, 7.086263367783117e+34, 1.3611294676870509e+35, 3.5431316838915587e+34,
    6.8056473384352545e+34, 1.7715658419457794e+34, 3.4028236692176273e+34, 8.857829209728897e+33,
    1.7014118346088136e+34, 4.4289146048644484e+33, 8.507059173044068e+33, 2.2144573024322242e+33,
    4.253529586522034e+33, 1.1072286512161121e+33, 2.126764793261017e+33, 5.5361432560805605e+32,
    1.0633823966305085e+33, 2.7680716280402802e+32, 5.3169119831525426e+32, 1.3840358140201401e+32,
    2.6584559915762713e+32, 6.920179070100701e+31, 1.3292279957881357e+32, 3.4600895350503503e+31,
    6.646139978940678e+31, 1.7300447675251751e+31, 3.323069989470339e+31, 8.650223837625876e+30,
    1.6615349947351696e+31, 4.325111918812938e+30, 8.307674973675848e+30, 2.162555959406469e+30,
    4.153837486837924e+30, 1.0812779797032345e+30, 2.076918743418962e+30, 5.406389898516172e+29,
    1.038459371709481e+30, 2.703194949258086e+29, 5.192296858547405e+29, 1.351597474629043e+29,
    2.5961484292737024e+29, 6.757987373145215e+28, 1.2980742146368512e+29, 3.3789936865726077e+28,
    6.490371073184256e+28, 1.6894968432863039e+28, 3.245185536592128e+28, 8.447484216431519e+27,
    1.622592768296064e+28, 4.2237421082157596e+27, 8.11296384148032e+27, 2.1118710541078798e+27,
    4.05648192074016e+27, 1.0559355270539399e+27, 2.02824096037008e+27, 5.2796776352696995e+26,
    1.01412048018504e+27, 2.6398388176348498e+26, 5.0706024009252e+26, 1.3199194088174249e+26,
    2.5353012004626e+26, 6.5995970440871244e+25, 1.2676506002313e+26, 3.2997985220435622e+25,
    6.3382530011565e+25, 1.6498992610217811e+25, 3.16912650057825e+25, 8.249496305108906e+24,
    1.584563250289125e+25, 4.124748152554453e+24, 7.922816251445625e+24, 2.0623740762772264e+24,
    3.9614081257228126e+24, 1.0311870381386132e+24, 1.9807040628614063e+24, 5.155935190693066e+23,
    9.903520314307031e+23, 2.577967595346533e+23, 4.951760157153516e+23, 1.2889837976732665e+23,
    2.475880078576758e+23, 6.4449189883663325e+22, 1.237940039288379e+23, 3.2224594941831662e+22,
    6.189700196441895e+22, 1.6112297470915831e+22, 3.0948500982209473e+22, 8.056148735457916e+21,
    1.5474250491104737e+22, 4.028074367728958e+21, 7.737125245552368e+21, 2.014037183864479e+21,
    3.868562622776184e+21, 1.0070185919322394e+21, 1.934281311388092e+21, 5.035092959661197e+20,
    9.67140655694046e+20, 2.5175464798305986e+20, 4.83570327847023e+20, 1.2587732399152993e+20,
    2.417851639235115e+20, 6.2938661995764965e+19, 1.2089258196175575e+20, 3.1469330997882483e+19,
    6.044629098087788e+19, 1.5734665498941241e+19, 3.022314549043894e+19, 7.867332749470621e+18,
    1.511157274521947e+19, 3.9336663747353103e+18, 7.555786372609735e+18, 1.9668331873676552e+18,
    3.7778931863048673e+18, 9.834165936838276e+17, 1.8889465931524337e+18, 4.917082968419138e+17,
    9.444732965762168e+17, 2.458541484209569e+17, 4.722366482881084e+17, 1.2292707421047845e+17,
    2.361183241440542e+17, 6.1463537105239224e+16, 1.180591620720271e+17, 3.0731768552619612e+16,
    5.902958103601355e+16, 1.5365884276309806e+16, 2.9514790518006776e+16, 7682942138154903.0,
    1.4757395259003388e+16, 3841471069077451.5, 7378697629501694.0, 1920735534538725.8,
    3689348814750847.0, 960367767269362.9, 1844674407375423.5, 480183883634681.44,
    922337203687711.8, 240091941817340.72, 461168601843855.9, 120045970908670.36,
    230584300921927.94, 60022985454335.18, 115292150460963.97, 30011492727167.59,
    57646075230481.984, 15005746363583.795, 28823037615240.992, 7502873181791.897,
    14411518807620.496, 3751436590895.9487, 7205759403810.248, 1875718295447.9744,
    3602879701905.124, 937859147723.9872, 1801439850952.562, 468929573861.9936,
    900719925476.281, 234464786930.9968, 450359962738.1405, 117232393465.4984,
    225179981369.07025, 58616196732.7492, 112589990684.53513, 29308098366.3746,
    56294995342.26756, 14654049183.1873, 28147497671.13378, 7327024591.59365,
    14073748835.56689, 3663512295.796825, 7036874417.783445, 1831756147.8984125,
    3518437208.8917227, 915878073.9492062, 1759218604.4458613, 457939036.9746031,
    879609302.2229307, 228969518.48730156, 439804651.11146533, 114484759.24365078,
    219902325.55573267, 57242379.62182539, 109951162.77786633, 28621189.810912695,
    54975581.38893317, 14310594.905456347, 27487790.694466583, 7155297.452728174,
    13743895.347233292, 3577648.726364087, 6871947.673616646, 1788824.3631820434,
    3435973.836808323, 894412.1815910217, 1717986.9184041615, 447206.09079551086,
    858993.4592020807, 223603.04539775543, 429496.72960104037, 111801.52269887771,
    214748.36480052018, 55900.76134943886, 107374.18240026009, 27950.38067471943,
    53687.091200130046, 13975.190337359714, 26843.545600065023, 6987.595168679857,
    13421.772800032511, 3493.7975843399286, 6710.886400016256, 1746.8987921699645,
    3355.44320000813, 873.4493960849841, 1677.7216000040796, 436.72469804250676,
    838.8608000021577, 218.3623490213711, 419.43040000201927, 109.18117451162418,
    209.71520000849694, 54.59058726327057, 104.85760006357266, 27.29529369050514,
    52.42880049735848, 13.647647303762543, 26.214403834020455, 6.823827130524831,
    13.107228524862428, 3.4119386477853393, 6.553798223572291, 1.7061336493530113,
    3.2780156388749933, 0.8539742044418271, 1.6444323819323177, 0.43078542746746973,
    0.8410601059071535, 0.22622719783865636, -0.2998194686580679, -0.0822855863557796,
    0.2985411317568332, 0.09374113175633715, 0.22856350072297826, 0.07678078467333867,
    0.1979649112995536, 0.06917672117175579, 0.1838928017679675, 0.06560753363292435,
    0.1771733000278271, 0.0638821094510021, 0.17389333125051357, 0.06303425140390209,
    0.17227333320320737, 0.06261403977265861, 0.171468333325269, 0.062404863548146325,
    0.17106708333289733, 0.06230050784886413, 0.17086677083337368, 0.062248388103416416,
    0.17076669270840322, 0.062222342756800275, 0.17071667317715497, 0.06220932371502284,
    0.1706916682943425, 0.062202815102017014, 0.17067916707363937, 0.06219956102248484,
    0.17067291676846358, 0.06219793403946144, 0.17066979169216964, 0.06219712056213541,
    0.17066822917309615, 0.062196713827018815, 0.17066744791832777, 0.06219651046034712,
    0.17066705729213566, 0.062196408777232925, 0.17066686197933764, 0.062196357935731236,
    0.17066676432301314, 0.06219633251499425, 0.1706667154948695, 0.06219631980462922,
    0.17066669108080235, 0.062196313449447566, 0.17066667887376993, 0.06219631027185696,
    0.17066667277025402, 0.06219630868306171, 0.17066666971849614, 0.0621963078886641,
    0.17066666819261722, 0.0621963074914653, 0.17066666742967776, 0.0621963072928659,
    0.17066666704820804, 0.0621963071935662, 0.17066666685747317, 0.06219630714391634,
    0.17066666676210573, 0.062196307119091424, 0.17066666671442202, 0.06219630710667896,
    0.17066666669058017, 0.06219630710047273, 0.17066666667865923, 0.06219630709736961,
    0.17066666667269878, 0.062196307095818054, 0.17066666666971855, 0.06219630709504227,
    0.1706666666682284, 0.06219630709465439, 0.17066666666748337, 0.06219630709446044,
    0.17066666666711083, 0.06219630709436347, 0.17066666666692457, 0.06219630709431498,
    0.17066666666683145, 0.06219630709429074, 0.17066666666678487, 0.06219630709427862,
    0.17066666666676159, 0.062196307094272554, 0.17066666666674996, 0.06219630709426953,
    0.17066666666674413, 0.06219630709426801, 0.1706666666667412, 0.06219630709426725,
    0.17066666666673977, 0.06219630709426687, 0.17066666666673905, 0.062196307094266684,
    0.17066666666673866, 0.062196307094266594, 0.1706666666667385, 0.062196307094266545,
    0.1706666666667384, 0.06219630709426652, 0.17066666666673835, 0.06219630709426651,
    0.17066666666673833, 0.062196307094266504, 0.17066666666673833, 0.0621963070942665,
    0.17066666666673833, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.1706666666667383, 0.0621963070942665,
    0.1706666666667383, 0.0621963070942665, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    -2.338402619735109e+44, -4.3478956307816153e+43, -1.1692013098675544e+44, -2.1739478153908077e+43,
    -5.846006549337772e+43, -1.0869739076954038e+43, -2.923003274668886e+43, -5.434869538477019e+42,
    -1.461501637334443e+43, -2.7174347692385096e+42, -7.307508186672215e+42, -1.3587173846192548e+42,
    -3.6537540933361076e+42, -6.793586923096274e+41, -1.8268770466680538e+42, -3.396793461548137e+41,
    -9.134385233340269e+41, -1.6983967307740685e+41, -4.5671926166701345e+41, -8.491983653870342e+40,
    -2.2835963083350673e+41, -4.245991826935171e+40, -1.1417981541675336e+41, -2.1229959134675856e+40,
    -5.708990770837668e+40, -1.0614979567337928e+40, -2.854495385418834e+40, -5.307489783668964e+39,
    -1.427247692709417e+40, -2.653744891834482e+39, -7.136238463547085e+39, -1.326872445917241e+39,
    -3.5681192317735426e+39, -6.634362229586205e+38, -1.7840596158867713e+39, -3.3171811147931025e+38,
    -8.920298079433857e+38, -1.6585905573965513e+38, -4.460149039716928e+38, -8.292952786982756e+37,
    -2.230074519858464e+38, -4.146476393491378e+37, -1.115037259929232e+38, -2.073238196745689e+37,
    -5.57518629964616e+37, -1.0366190983728445e+37, -2.78759314982308e+37, -5.1830954918642227e+36,
    -1.39379657491154e+37, -2.5915477459321113e+36, -6.9689828745577e+36, -1.2957738729660557e+36,
    -3.48449143727885e+36, -6.478869364830278e+35, -1.742245718639425e+36, -3.239434682415139e+35,
    -8.711228593197126e+35, -1.6197173412075696e+35, -4.355614296598563e+35, -8.098586706037848e+34,
    -2.1778071482992814e+35, -4.049293353018924e+34, -1.0889035741496407e+35, -2.024646676509462e+34,
    -5.444517870748203e+34, -1.012323338254731e+34, -2.7222589353741017e+34, -5.061616691273655e+33,
    -1.3611294676870509e+34, -2.5308083456368275e+33, -6.805647338435254e+33, -1.2654041728184137e+33,
    -3.402823669217627e+33, -6.327020864092069e+32, -1.7014118346088136e+33, -3.1635104320460343e+32,
    -8.507059173044068e+32, -1.5817552160230172e+32, -4.253529586522034e+32, -7.908776080115086e+31,
    -2.126764793261017e+32, -3.954388040057543e+31, -1.0633823966305085e+32, -1.9771940200287715e+31,
    -5.316911983152542e+31, -9.885970100143857e+30, -2.658455991576271e+31, -4.9429850500719287e+30,
    -1.3292279957881356e+31, -2.4714925250359643e+30, -6.646139978940678e+30, -1.2357462625179822e+30,
    -3.323069989470339e+30, -6.178731312589911e+29, -1.6615349947351695e+30, -3.0893656562949554e+29,
    -8.307674973675848e+29, -1.5446828281474777e+29, -4.153837486837924e+29, -7.7234141407373885e+28,
    -2.076918743418962e+29, -3.8617070703686943e+28, -1.038459371709481e+29, -1.9308535351843471e+28,
    -5.192296858547405e+28, -9.654267675921736e+27, -2.5961484292737024e+28, -4.827133837960868e+27,
    -1.2980742146368512e+28, -2.413566918980434e+27, -6.490371073184256e+27, -1.206783459490217e+27,
    -3.245185536592128e+27, -6.033917297451085e+26, -1.622592768296064e+27, -3.0169586487255424e+26,
    -8.11296384148032e+26, -1.5084793243627712e+26, -4.05648192074016e+26, -7.542396621813856e+25,
    -2.02824096037008e+26, -3.771198310906928e+25, -1.01412048018504e+26, -1.885599155453464e+25,
    -5.0706024009252e+25, -9.42799577726732e+24, -2.5353012004626e+25, -4.71399788863366e+24,
    -1.2676506002313e+25, -2.35699894431683e+24, -6.3382530011565e+24, -1.178499472158415e+24,
    -3.16912650057825e+24, -5.892497360792075e+23, -1.584563250289125e+24, -2.9462486803960375e+23,
    -7.922816251445625e+23, -1.4731243401980188e+23, -3.9614081257228124e+23, -7.365621700990094e+22,
    -1.9807040628614062e+23, -3.682810850495047e+22, -9.903520314307031e+22, -1.8414054252475234e+22,
    -4.9517601571535155e+22, -9.207027126237617e+21, -2.4758800785767578e+22, -4.6035135631188086e+21,
    -1.2379400392883789e+22, -2.3017567815594043e+21, -6.189700196441894e+21, -1.1508783907797021e+21,
    -3.094850098220947e+21, -5.754391953898511e+20, -1.5474250491104736e+21, -2.8771959769492554e+20,
    -7.737125245552368e+20, -1.4385979884746277e+20, -3.868562622776184e+20, -7.1929899423731384e+19,
    -1.934281311388092e+20, -3.5964949711865692e+19, -9.67140655694046e+19, -1.7982474855932846e+19,
    -4.83570327847023e+19, -8.991237427966423e+18, -2.417851639235115e+19, -4.4956187139832115e+18,
    -1.2089258196175575e+19, -2.2478093569916058e+18, -6.044629098087788e+18, -1.1239046784958029e+18,
    -3.022314549043894e+18, -5.6195233924790144e+17, -1.511157274521947e+18, -2.8097616962395072e+17,
    -7.555786372609734e+17, -1.4048808481197536e+17, -3.777893186304867e+17, -7.024404240598768e+16,
    -1.8889465931524336e+17, -3.512202120299384e+16, -9.444732965762168e+16, -1.756101060149692e+16,
    -4.722366482881084e+16, -8780505300748460.0, -2.361183241440542e+16, -4390252650374230.0,
    -1.180591620720271e+16, -2195126325187115.0, -5902958103601355.0, -1097563162593557.5,
    -2951479051800677.5, -548781581296778.75, -1475739525900338.8, -274390790648389.38,
    -737869762950169.4, -137195395324194.69, -368934881475084.7, -68597697662097.34,
    -184467440737542.34, -34298848831048.67, -92233720368771.17, -17149424415524.336,
    -46116860184385.586, -8574712207762.168, -23058430092192.793, -4287356103881.084,
    -11529215046096.396, -2143678051940.542, -5764607523048.198, -1071839025970.271,
    -2882303761524.099, -535919512985.1355, -1441151880762.0496, -267959756492.56775,
    -720575940381.0248, -133979878246.28387, -360287970190.5124, -66989939123.14194,
    -180143985095.2562, -33494969561.57097, -90071992547.6281, -16747484780.785484,
    -45035996273.81405, -8373742390.392742, -22517998136.907024, -4186871195.196371,
    -11258999068.453512, -2093435597.5981855, -5629499534.226756, -1046717798.7990928,
    -2814749767.113378, -523358899.3995464, -1407374883.556689, -261679449.6997732,
    -703687441.7783445, -130839724.8498866, -351843720.88917226, -65419862.4249433,
    -175921860.44458613, -32709931.21247165, -87960930.22229306, -16354965.606235825,
    -43980465.11114653, -8177482.803117912, -21990232.555573266, -4088741.401558956,
    -10995116.277786633, -2044370.700779478, -5497558.1388933165, -1022185.350389739,
    -2748779.0694466582, -511092.6751948695, -1374389.5347233291, -255546.33759743476,
    -687194.7673616646, -127773.16879871738, -343597.3836808323, -63886.58439935869,
    -171798.69184041614, -31943.292199679345, -85899.34592020807, -15971.646099839672,
    -42949.672960104035, -7985.823049919836, -21474.836480052018, -3992.911524959918,
    -10737.418240026009, -1996.455762479959, -5368.709120013004, -998.2278812399795,
    -2684.354560006502, -499.11394061998976, -1342.177280003251, -249.55697030999488,
    -671.0886400016257, -124.7784851549975, -335.54432000081374, -62.38924257749966,
    -167.7721600004213, -31.1946212887642, -83.88608000043892, -15.597310644608175,
    -41.94304000378466, -7.798655325801328, -20.971520056263685, -3.8993277152424413,
    -10.485760819579818, -1.9496645923480622, -5.242890946306336, -0.9748414352013111,
    -2.621564474903748, -0.48751230219240366, -1.3117961530175108, -0.24440176140793482,
    -0.6615286597674565, -0.12498157330636915, 0.23226650153097686, 0.044799654452787135,
    -0.2091706663382184, -0.045330666337821526, -0.15000737431607453, -0.03516556361628172,
    -0.124574919378941, -0.030689357751439866, -0.11306592317829675, -0.028616144015297346,
    -0.10762662004998184, -0.027621707748013678, -0.10498666375084154, -0.027135093740009438,
    -0.10368666648444455, -0.026894441646027698, -0.10304166665532938, -0.026774779569531875,
    -0.10272041666600955, -0.02671511453910364, -0.10256010416667673, -0.026685323526794327,
    -0.10248002604171826, -0.02667043839642524, -0.10244000651047076, -0.026662998425190803,
    -0.10242000162765838, -0.026659279088061344, -0.10241000040695525, -0.026657419581618564,
    -0.10240500010177946, -0.026656489868927668, -0.1024025000254855, -0.02665602502271484,
    -0.10240125000641201, -0.02665579260214158, -0.10240062500164364, -0.026655676392488243,
    -0.10240031250045155, -0.026655618287819892, -0.10240015625015352, -0.0266555892355253,
    -0.10240007812507901, -0.026655574709387897, -0.10240003906256039, -0.026655567446321672,
    -0.10240001953130573, -0.026655563814789177, -0.10240000976567956, -0.026655561999023084,
    -0.10240000488286677, -0.026655561091140076, -0.10240000244146046, -0.02665556063719858,
    -0.1024000012207573, -0.026655560410227836, -0.10240000061040574, -0.026655560296742466,
    -0.10240000030522996, -0.02665556023999978, -0.10240000015264207, -0.026655560211628435,
    -0.10240000007634813, -0.026655560197442765, -0.10240000003820116, -0.02665556019034993,
    -0.10240000001912766, -0.026655560186803512, -0.10240000000959092, -0.026655560185030302,
    -0.10240000000482255, -0.0266555601841437, -0.10240000000243836, -0.026655560183700397,
    -0.10240000000124627, -0.026655560183478744, -0.10240000000065022, -0.02665556018336792,
    -0.1024000000003522, -0.026655560183312506, -0.10240000000020319, -0.0266555601832848,
    -0.10240000000012868, -0.02665556018327095, -0.10240000000009143, -0.02665556018326402,
    -0.10240000000007281, -0.026655560183260558, -0.1024000000000635, -0.026655560183258827,
    -0.10240000000005883, -0.02665556018325796, -0.1024000000000565, -0.026655560183257525,
    -0.10240000000005534, -0.02665556018325731, -0.10240000000005475, -0.026655560183257203,
    -0.10240000000005448, -0.026655560183257147, -0.10240000000005432, -0.02665556018325712,
    -0.10240000000005425, -0.026655560183257106, -0.10240000000005421, -0.026655560183257102,
    -0.1024000000000542, -0.0266555601832571, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, -0.10240000000005418, -0.026655560183257095,
    -0.10240000000005418, -0.026655560183257095, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    1.870722094200746e+44, 2.4845117889839184e+43, 9.35361047100373e+43, 1.2422558944919592e+43,
    4.676805235501865e+43, 6.211279472459796e+42, 2.3384026177509326e+43, 3.105639736229898e+42,
    1.1692013088754663e+43, 1.552819868114949e+42, 5.846006544377332e+42, 7.764099340574745e+41,
    2.923003272188666e+42, 3.8820496702873724e+41, 1.461501636094333e+42, 1.9410248351436862e+41,
    7.307508180471665e+41, 9.705124175718431e+40, 3.653754090235832e+41, 4.852562087859216e+40,
    1.826877045117916e+41, 2.426281043929608e+40, 9.13438522558958e+40, 1.213140521964804e+40,
    4.56719261279479e+40, 6.06570260982402e+39, 2.283596306397395e+40, 3.03285130491201e+39,
    1.1417981531986976e+40, 1.516425652456005e+39, 5.708990765993488e+39, 7.582128262280024e+38,
    2.854495382996744e+39, 3.791064131140012e+38, 1.427247691498372e+39, 1.895532065570006e+38,
    7.13623845749186e+38, 9.47766032785003e+37, 3.56811922874593e+38, 4.738830163925015e+37,
    1.784059614372965e+38, 2.3694150819625076e+37, 8.920298071864825e+37, 1.1847075409812538e+37,
    4.460149035932412e+37, 5.923537704906269e+36, 2.230074517966206e+37, 2.9617688524531345e+36,
    1.115037258983103e+37, 1.4808844262265672e+36, 5.575186294915516e+36, 7.404422131132836e+35,
    2.787593147457758e+36, 3.702211065566418e+35, 1.393796573728879e+36, 1.851105532783209e+35,
    6.968982868644394e+35, 9.255527663916045e+34, 3.484491434322197e+35, 4.627763831958023e+34,
    1.7422457171610986e+35, 2.3138819159790113e+34, 8.711228585805493e+34, 1.1569409579895057e+34,
    4.3556142929027465e+34, 5.784704789947528e+33, 2.1778071464513733e+34, 2.892352394973764e+33,
    1.0889035732256866e+34, 1.446176197486882e+33, 5.444517866128433e+33, 7.23088098743441e+32,
    2.7222589330642166e+33, 3.615440493717205e+32, 1.3611294665321083e+33, 1.8077202468586026e+32,
    6.805647332660541e+32, 9.038601234293013e+31, 3.402823666330271e+32, 4.5193006171465065e+31,
    1.7014118331651354e+32, 2.2596503085732532e+31, 8.507059165825677e+31, 1.1298251542866266e+31,
    4.253529582912838e+31, 5.649125771433133e+30, 2.126764791456419e+31, 2.8245628857165665e+30,
    1.0633823957282096e+31, 1.4122814428582833e+30, 5.316911978641048e+30, 7.061407214291416e+29,
    2.658455989320524e+30, 3.530703607145708e+29, 1.329227994660262e+30, 1.765351803572854e+29,
    6.64613997330131e+29, 8.82675901786427e+28, 3.323069986650655e+29, 4.413379508932135e+28,
    1.6615349933253275e+29, 2.2066897544660676e+28, 8.307674966626637e+28, 1.1033448772330338e+28,
    4.153837483313319e+28, 5.516724386165169e+27, 2.0769187416566594e+28, 2.7583621930825845e+27,
    1.0384593708283297e+28, 1.3791810965412923e+27, 5.192296854141648e+27, 6.895905482706461e+26,
    2.596148427070824e+27, 3.4479527413532306e+26, 1.298074213535412e+27, 1.7239763706766153e+26,
    6.49037106767706e+26, 8.619881853383077e+25, 3.24518553383853e+26, 4.309940926691538e+25,
    1.622592766919265e+26, 2.154970463345769e+25, 8.112963834596326e+25, 1.0774852316728846e+25,
    4.056481917298163e+25, 5.387426158364423e+24, 2.0282409586490814e+25, 2.6937130791822114e+24,
    1.0141204793245407e+25, 1.3468565395911057e+24, 5.070602396622704e+24, 6.734282697955529e+23,
    2.535301198311352e+24, 3.367141348977764e+23, 1.267650599155676e+24, 1.683570674488882e+23,
    6.33825299577838e+23, 8.41785337244441e+22, 3.16912649788919e+23, 4.208926686222205e+22,
    1.584563248944595e+23, 2.1044633431111027e+22, 7.922816244722974e+22, 1.0522316715555513e+22,
    3.961408122361487e+22, 5.261158357777757e+21, 1.9807040611807436e+22, 2.6305791788888784e+21,
    9.903520305903718e+21, 1.3152895894444392e+21, 4.951760152951859e+21, 6.576447947222196e+20,
    2.4758800764759295e+21, 3.288223973611098e+20, 1.2379400382379647e+21, 1.644111986805549e+20,
    6.189700191189824e+20, 8.220559934027745e+19, 3.094850095594912e+20, 4.1102799670138724e+19,
    1.547425047797456e+20, 2.0551399835069362e+19, 7.73712523898728e+19, 1.0275699917534681e+19,
    3.86856261949364e+19, 5.137849958767341e+18, 1.93428130974682e+19, 2.5689249793836703e+18,
    9.6714065487341e+18, 1.2844624896918351e+18, 4.83570327436705e+18, 6.422312448459176e+17,
    2.417851637183525e+18, 3.211156224229588e+17, 1.2089258185917624e+18, 1.605578112114794e+17,
    6.044629092958812e+17, 8.02789056057397e+16, 3.022314546479406e+17, 4.013945280286985e+16,
    1.511157273239703e+17, 2.0069726401434924e+16, 7.555786366198515e+16, 1.0034863200717462e+16,
    3.777893183099258e+16, 5017431600358731.0, 1.888946591549629e+16, 2508715800179365.5,
    9444732957748144.0, 1254357900089682.8, 4722366478874072.0, 627178950044841.4,
    2361183239437036.0, 313589475022420.7, 1180591619718518.0, 156794737511210.34,
    590295809859259.0, 78397368755605.17, 295147904929629.5, 39198684377802.586,
    147573952464814.75, 19599342188901.293, 73786976232407.38, 9799671094450.646,
    36893488116203.69, 4899835547225.323, 18446744058101.844, 2449917773612.6616,
    9223372029050.922, 1224958886806.3308, 4611686014525.461, 612479443403.1654,
    2305843007262.7305, 306239721701.5827, 1152921503631.3652, 153119860850.79135,
    576460751815.6826, 76559930425.39568, 288230375907.8413, 38279965212.69784,
    144115187953.92065, 19139982606.34892, 72057593976.96033, 9569991303.17446,
    36028796988.48016, 4784995651.58723, 18014398494.24008, 2392497825.793615,
    9007199247.12004, 1196248912.8968074, 4503599623.56002, 598124456.4484037,
    2251799811.78001, 299062228.22420186, 1125899905.890005, 149531114.11210093,
    562949952.9450026, 74765557.05605046, 281474976.4725013, 37382778.52802523,
    140737488.23625064, 18691389.264012616, 70368744.11812532, 9345694.632006308,
    35184372.05906266, 4672847.316003154, 17592186.02953133, 2336423.658001577,
    8796093.014765665, 1168211.8290007885, 4398046.5073828325, 584105.9145003943,
    2199023.2536914162, 292052.9572501971, 1099511.6268457081, 146026.47862509856,
    549755.8134228541, 73013.23931254928, 274877.90671142703, 36506.61965627464,
    137438.95335571351, 18253.30982813732, 68719.47667785676, 9126.65491406866,
    34359.73833892838, 4563.32745703433, 17179.86916946419, 2281.663728517165,
    8589.934584732095, 1140.8318642585825, 4294.967292366047, 570.4159321292913,
    2147.4836461830237, 285.20796606464563, 1073.7418230915118, 142.60398303232282,
    536.8709115457559, 71.30199151616141, 268.43545577287796, 35.650995758080704,
    134.217727886439, 17.825497879040377, 67.10886394322038, 8.912748939521064,
    33.55443197163769, 4.4563744697873995, 16.777215986649413, 2.2281872356871237,
    8.388608017045685, 1.1140936395348175, 4.194304616984794, 0.5570473324853722,
    2.097165112723002, 0.2785330079018908, 1.0487743788339523, 0.13937781739883504,
    0.5260993560556283, 0.0704182714367909, -0.18277734913096888, -0.02489004848861215,
    0.15428511417344135, 0.02321311428434078, 0.10463154883591977, 0.0171476750936202,
    0.08354342556828763, 0.014516056879076047, 0.07413664932091256, 0.01331219135903736,
    0.06973434032675432, 0.012739101201304866, 0.06760959625009867, 0.012459822803633315,
    0.06656639974978486, 0.012322003818450406, 0.06604959996896125, 0.01225354960139034,
    0.06579239998285252, 0.012219436325635871, 0.06566409998381609, 0.012202408146820986,
    0.06560002498392384, 0.012193901172233412, 0.0655680062339543, 0.012189649463647983,
    0.06555200154646805, 0.012187524054032572, 0.06554400037459984, 0.012186461460394205,
    0.06554000008163448, 0.012185930191367357, 0.06553800000839398, 0.012185664563802016,
    0.06553699999008428, 0.012185531751756367, 0.06553649998550706, 0.012185465346167799,
    0.06553624998436287, 0.012185432143482076, 0.06553612498407688, 0.012185415542166358,
    0.0655360624840054, 0.012185407241515284, 0.06553603123398755, 0.012185403091191442,
    0.06553601560898309, 0.012185401016029947, 0.06553600779648197, 0.012185399978449304,
    0.0655360038902317, 0.012185399459659008, 0.06553600193710664, 0.01218539920026387,
    0.06553600096054411, 0.012185399070566299, 0.06553600047226286, 0.012185399005717516,
    0.06553600022812224, 0.012185398973293123, 0.06553600010605193, 0.012185398957080928,
    0.06553600004501677, 0.01218539894897483, 0.06553600001449919, 0.012185398944921782,
    0.0655359999992404, 0.012185398942895257, 0.065535999991611, 0.012185398941881994,
    0.0655359999877963, 0.012185398941375363, 0.06553599998588897, 0.012185398941122048,
    0.06553599998493528, 0.01218539894099539, 0.06553599998445844, 0.012185398940932061,
    0.06553599998422002, 0.012185398940900396, 0.06553599998410083, 0.012185398940884565,
    0.06553599998404122, 0.012185398940876647, 0.06553599998401141, 0.01218539894087269,
    0.0655359999839965, 0.012185398940870711, 0.06553599998398905, 0.012185398940869722,
    0.06553599998398534, 0.012185398940869226, 0.06553599998398348, 0.01218539894086898,
    0.06553599998398255, 0.012185398940868855, 0.06553599998398207, 0.012185398940868794,
    0.06553599998398184, 0.012185398940868763, 0.06553599998398173, 0.012185398940868748,
    0.06553599998398167, 0.01218539894086874, 0.06553599998398164, 0.012185398940868735,
    0.06553599998398163, 0.012185398940868734, 0.06553599998398162, 0.012185398940868734,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.06553599998398162, 0.012185398940868732,
    0.06553599998398162, 0.012185398940868732, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    -1.4965776753605969e+44, -1.4197210222765247e+43, -7.482888376802984e+43, -7.098605111382624e+42,
    -3.741444188401492e+43, -3.549302555691312e+42, -1.870722094200746e+43, -1.774651277845656e+42,
    -9.35361047100373e+42, -8.87325638922828e+41, -4.676805235501865e+42, -4.43662819461414e+41,
    -2.3384026177509326e+42, -2.21831409730707e+41, -1.1692013088754663e+42, -1.109157048653535e+41,
    -5.8460065443773315e+41, -5.545785243267675e+40, -2.9230032721886657e+41, -2.7728926216338374e+40,
    -1.4615016360943329e+41, -1.3864463108169187e+40, -7.307508180471664e+40, -6.932231554084593e+39,
    -3.653754090235832e+40, -3.466115777042297e+39, -1.826877045117916e+40, -1.7330578885211484e+39,
    -9.13438522558958e+39, -8.665289442605742e+38, -4.56719261279479e+39, -4.332644721302871e+38,
    -2.283596306397395e+39, -2.1663223606514355e+38, -1.1417981531986976e+39, -1.0831611803257177e+38,
    -5.708990765993488e+38, -5.415805901628589e+37, -2.854495382996744e+38, -2.7079029508142943e+37,
    -1.427247691498372e+38, -1.3539514754071472e+37, -7.13623845749186e+37, -6.769757377035736e+36,
    -3.56811922874593e+37, -3.384878688517868e+36, -1.784059614372965e+37, -1.692439344258934e+36,
    -8.920298071864825e+36, -8.46219672129467e+35, -4.4601490359324123e+36, -4.231098360647335e+35,
    -2.2300745179662062e+36, -2.1155491803236674e+35, -1.1150372589831031e+36, -1.0577745901618337e+35,
    -5.5751862949155154e+35, -5.288872950809169e+34, -2.7875931474577577e+35, -2.6444364754045843e+34,
    -1.3937965737288788e+35, -1.3222182377022921e+34, -6.968982868644394e+34, -6.611091188511461e+33,
    -3.484491434322197e+34, -3.3055455942557304e+33, -1.7422457171610986e+34, -1.6527727971278652e+33,
    -8.711228585805493e+33, -8.263863985639326e+32, -4.3556142929027464e+33, -4.131931992819663e+32,
    -2.1778071464513732e+33, -2.0659659964098315e+32, -1.0889035732256866e+33, -1.0329829982049157e+32,
    -5.444517866128433e+32, -5.164914991024579e+31, -2.7222589330642165e+32, -2.5824574955122893e+31,
    -1.3611294665321082e+32, -1.2912287477561447e+31, -6.805647332660541e+31, -6.456143738780723e+30,
    -3.4028236663302706e+31, -3.2280718693903617e+30, -1.7014118331651353e+31, -1.6140359346951808e+30,
    -8.507059165825677e+30, -8.070179673475904e+29, -4.253529582912838e+30, -4.035089836737952e+29,
    -2.126764791456419e+30, -2.017544918368976e+29, -1.0633823957282096e+30, -1.008772459184488e+29,
    -5.316911978641048e+29, -5.04386229592244e+28, -2.658455989320524e+29, -2.52193114796122e+28,
    -1.329227994660262e+29, -1.26096557398061e+28, -6.64613997330131e+28, -6.30482786990305e+27,
    -3.323069986650655e+28, -3.152413934951525e+27, -1.6615349933253275e+28, -1.5762069674757625e+27,
    -8.307674966626637e+27, -7.881034837378813e+26, -4.1538374833133186e+27, -3.9405174186894063e+26,
    -2.0769187416566593e+27, -1.9702587093447032e+26, -1.0384593708283297e+27, -9.851293546723516e+25,
    -5.192296854141648e+26, -4.925646773361758e+25, -2.596148427070824e+26, -2.462823386680879e+25,
    -1.298074213535412e+26, -1.2314116933404395e+25, -6.49037106767706e+25, -6.157058466702197e+24,
    -3.24518553383853e+25, -3.0785292333510987e+24, -1.622592766919265e+25, -1.5392646166755494e+24,
    -8.112963834596325e+24, -7.696323083377747e+23, -4.0564819172981627e+24, -3.8481615416888734e+23,
    -2.0282409586490814e+24, -1.9240807708444367e+23, -1.0141204793245407e+24, -9.620403854222183e+22,
    -5.0706023966227034e+23, -4.810201927111092e+22, -2.5353011983113517e+23, -2.405100963555546e+22,
    -1.2676505991556759e+23, -1.202550481777773e+22, -6.338252995778379e+22, -6.012752408888865e+21,
    -3.1691264978891896e+22, -3.0063762044444323e+21, -1.5845632489445948e+22, -1.5031881022222162e+21,
    -7.922816244722974e+21, -7.515940511111081e+20, -3.961408122361487e+21, -3.7579702555555404e+20,
    -1.9807040611807435e+21, -1.8789851277777702e+20, -9.903520305903718e+20, -9.394925638888851e+19,
    -4.951760152951859e+20, -4.6974628194444255e+19, -2.4758800764759294e+20, -2.3487314097222128e+19,
    -1.2379400382379647e+20, -1.1743657048611064e+19, -6.1897001911898235e+19, -5.871828524305532e+18,
    -3.0948500955949117e+19, -2.935914262152766e+18, -1.5474250477974559e+19, -1.467957131076383e+18,
    -7.737125238987279e+18, -7.339785655381915e+17, -3.8685626194936397e+18, -3.6698928276909574e+17,
    -1.9342813097468198e+18, -1.8349464138454787e+17, -9.671406548734099e+17, -9.174732069227394e+16,
    -4.8357032743670496e+17, -4.587366034613697e+16, -2.4178516371835248e+17, -2.2936830173068484e+16,
    -1.2089258185917624e+17, -1.1468415086534242e+16, -6.044629092958812e+16, -5734207543267121.0,
    -3.022314546479406e+16, -2867103771633560.5, -1.511157273239703e+16, -1433551885816780.2,
    -7555786366198515.0, -716775942908390.1, -3777893183099257.5, -358387971454195.06,
    -1888946591549628.8, -179193985727097.53, -944473295774814.4, -89596992863548.77,
    -472236647887407.2, -44798496431774.38, -236118323943703.6, -22399248215887.19,
    -118059161971851.8, -11199624107943.596, -59029580985925.9, -5599812053971.798,
    -29514790492962.95, -2799906026985.899, -14757395246481.475, -1399953013492.9495,
    -7378697623240.737, -699976506746.4747, -3689348811620.3687, -349988253373.23737,
    -1844674405810.1843, -174994126686.61868, -922337202905.0922, -87497063343.30934,
    -461168601452.5461, -43748531671.65467, -230584300726.27304, -21874265835.827335,
    -115292150363.13652, -10937132917.913668, -57646075181.56826, -5468566458.956834,
    -28823037590.78413, -2734283229.478417, -14411518795.392065, -1367141614.7392085,
    -7205759397.696033, -683570807.3696042, -3602879698.8480163, -341785403.6848021,
    -1801439849.4240081, -170892701.84240106, -900719924.7120041, -85446350.92120053,
    -450359962.35600203, -42723175.460600264, -225179981.17800102, -21361587.730300132,
    -112589990.58900051, -10680793.865150066, -56294995.294500254, -5340396.932575033,
    -28147497.647250127, -2670198.4662875165, -14073748.823625064, -1335099.2331437583,
    -7036874.411812532, -667549.6165718791, -3518437.205906266, -333774.80828593957,
    -1759218.602953133, -166887.40414296978, -879609.3014765665, -83443.70207148489,
    -439804.65073828324, -41721.851035742446, -219902.32536914162, -20860.925517871223,
    -109951.16268457081, -10430.462758935611, -54975.581342285404, -5215.231379467806,
    -27487.790671142702, -2607.615689733903, -13743.895335571351, -1303.8078448669514,
    -6871.947667785676, -651.9039224334757, -3435.973833892838, -325.95196121673786,
    -1717.986916946419, -162.97598060836893, -858.9934584732094, -81.48799030418446,
    -429.4967292366047, -40.74399515209223, -214.74836461830236, -20.371997576046116,
    -107.37418230915118, -10.185998788023058, -53.68709115457559, -5.092999394011532,
    -26.84354557728801, -2.546499697005973, -13.421772788656721, -1.2732498485150407,
    -6.710886395040973, -0.6366249248994624, -3.3554432327483656, -0.31831249129416794,
    -1.6777229983363646, -0.15915720187309548, -0.838897944160072, -0.07959789394233749,
    -0.4199731842462764, -0.03999199688419391, 0.1449583675856571, 0.013985786183879162,
    -0.11715609836003481, -0.012298498448754362, -0.07575492540022492, -0.008694209579418504,
    -0.058309152678388404, -0.0071489702382506945, -0.050625420538534985, -0.006450139768599608,
    -0.04706296842193976, -0.0061198965456091175, -0.045352955508276595, -0.005959615797174066,
    -0.04451583970720799, -0.0058806886732155, -0.044101759970036826, -0.005841528614146006,
    -0.04389583998661853, -0.005822024472246095, -0.04379315998773121, -0.005812291373949229,
    -0.04374188998783878, -0.005807429568010595, -0.043716272487864485, -0.005804999850846636,
    -0.04370346811287558, -0.005803785288716178, -0.04369706701913101, -0.0058031780817638405,
    -0.04369386674569622, -0.005802874496815895, -0.0436922666773382, -0.005802722708973978,
    -0.043691466660249034, -0.005802646816211034, -0.04369106665597691, -0.005802608870119065,
    -0.04369086665490896, -0.005802589897145457, -0.04369076665464202, -0.005802580410676747,
    -0.04369071665457531, -0.005802575667446915, -0.04369069165455864, -0.00580257329583313,
    -0.043690679154554476, -0.005802572110026521, -0.04369067290455344, -0.005802571517123286,
    -0.04369066977955318, -0.005802571220671687, -0.043690668217053114, -0.005802571072445892,
    -0.0436906674358031, -0.005802570998332995, -0.04369066704517809, -0.005802570961276547,
    -0.0436906668498656, -0.005802570942748323, -0.043690666752209346, -0.005802570933484211,
    -0.04369066670338122, -0.005802570928852155, -0.043690666678967156, -0.005802570926536127,
    -0.04369066666676013, -0.0058025709253781135, -0.04369066666065661, -0.005802570924799106,
    -0.043690666657604856, -0.0058025709245096025, -0.04369066665607897, -0.005802570924364851,
    -0.043690666655316034, -0.005802570924292475, -0.04369066665493457, -0.005802570924256287,
    -0.04369066665474383, -0.005802570924238193, -0.04369066665464846, -0.005802570924229146,
    -0.04369066665460078, -0.005802570924224623, -0.04369066665457694, -0.005802570924222361,
    -0.043690666654565016, -0.00580257092422123, -0.043690666654559056, -0.005802570924220664,
    -0.04369066665455607, -0.005802570924220382, -0.04369066665455459, -0.00580257092422024,
    -0.04369066665455384, -0.00580257092422017, -0.04369066665455347, -0.005802570924220134,
    -0.04369066665455328, -0.005802570924220117, -0.043690666654553185, -0.005802570924220108,
    -0.043690666654553144, -0.005802570924220103, -0.043690666654553116, -0.0058025709242201014,
    -0.04369066665455311, -0.005802570924220101, -0.0436906666545531, -0.0058025709242201,
    -0.043690666654553095, -0.0058025709242201, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, -0.043690666654553095, -0.005802570924220099,
    -0.043690666654553095, -0.005802570924220099, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    1.1972622999296448e+44, 8.112691590208794e+42, 5.986311499648224e+43, 4.056345795104397e+42,
    2.993155749824112e+43, 2.0281728975521985e+42, 1.496577874912056e+43, 1.0140864487760993e+42,
    7.48288937456028e+42, 5.070432243880496e+41, 3.74144468728014e+42, 2.535216121940248e+41,
    1.87072234364007e+42, 1.267608060970124e+41, 9.35361171820035e+41, 6.33804030485062e+40,
    4.676805859100175e+41, 3.16902015242531e+40, 2.3384029295500876e+41, 1.584510076212655e+40,
    1.1692014647750438e+41, 7.922550381063275e+39, 5.846007323875219e+40, 3.961275190531638e+39,
    2.9230036619376094e+40, 1.980637595265819e+39, 1.4615018309688047e+40, 9.903187976329094e+38,
    7.307509154844024e+39, 4.951593988164547e+38, 3.653754577422012e+39, 2.4757969940822736e+38,
    1.826877288711006e+39, 1.2378984970411368e+38, 9.13438644355503e+38, 6.189492485205684e+37,
    4.567193221777515e+38, 3.094746242602842e+37, 2.2835966108887574e+38, 1.547373121301421e+37,
    1.1417983054443787e+38, 7.736865606507105e+36, 5.708991527221893e+37, 3.8684328032535525e+36,
    2.8544957636109467e+37, 1.9342164016267762e+36, 1.4272478818054734e+37, 9.671082008133881e+35,
    7.136239409027367e+36, 4.8355410040669406e+35, 3.5681197045136834e+36, 2.4177705020334703e+35,
    1.7840598522568417e+36, 1.2088852510167351e+35, 8.920299261284208e+35, 6.044426255083676e+34,
    4.460149630642104e+35, 3.022213127541838e+34, 2.230074815321052e+35, 1.511106563770919e+34,
    1.115037407660526e+35, 7.555532818854595e+33, 5.57518703830263e+34, 3.7777664094272973e+33,
    2.787593519151315e+34, 1.8888832047136487e+33, 1.3937967595756576e+34, 9.444416023568243e+32,
    6.968983797878288e+33, 4.722208011784122e+32, 3.484491898939144e+33, 2.361104005892061e+32,
    1.742245949469572e+33, 1.1805520029460304e+32, 8.71122974734786e+32, 5.902760014730152e+31,
    4.35561487367393e+32, 2.951380007365076e+31, 2.177807436836965e+32, 1.475690003682538e+31,
    1.0889037184184825e+32, 7.37845001841269e+30, 5.444518592092412e+31, 3.689225009206345e+30,
    2.722259296046206e+31, 1.8446125046031725e+30, 1.361129648023103e+31, 9.223062523015863e+29,
    6.805648240115516e+30, 4.611531261507931e+29, 3.402824120057758e+30, 2.3057656307539657e+29,
    1.701412060028879e+30, 1.1528828153769828e+29, 8.507060300144394e+29, 5.764414076884914e+28,
    4.253530150072197e+29, 2.882207038442457e+28, 2.1267650750360986e+29, 1.4411035192212285e+28,
    1.0633825375180493e+29, 7.205517596106143e+27, 5.3169126875902465e+28, 3.6027587980530713e+27,
    2.6584563437951232e+28, 1.8013793990265357e+27, 1.3292281718975616e+28, 9.006896995132678e+26,
    6.646140859487808e+27, 4.503448497566339e+26, 3.323070429743904e+27, 2.2517242487831696e+26,
    1.661535214871952e+27, 1.1258621243915848e+26, 8.30767607435976e+26, 5.629310621957924e+25,
    4.15383803717988e+26, 2.814655310978962e+25, 2.07691901858994e+26, 1.407327655489481e+25,
    1.03845950929497e+26, 7.036638277447405e+24, 5.19229754647485e+25, 3.5183191387237025e+24,
    2.596148773237425e+25, 1.7591595693618512e+24, 1.2980743866187125e+25, 8.795797846809256e+23,
    6.490371933093563e+24, 4.397898923404628e+23, 3.2451859665467813e+24, 2.198949461702314e+23,
    1.6225929832733907e+24, 1.099474730851157e+23, 8.112964916366953e+23, 5.497373654255785e+22,
    4.0564824581834766e+23, 2.7486868271278926e+22, 2.0282412290917383e+23, 1.3743434135639463e+22,
    1.0141206145458692e+23, 6.871717067819731e+21, 5.070603072729346e+22, 3.4358585339098657e+21,
    2.535301536364673e+22, 1.7179292669549328e+21, 1.2676507681823364e+22, 8.589646334774664e+20,
    6.338253840911682e+21, 4.294823167387332e+20, 3.169126920455841e+21, 2.147411583693666e+20,
    1.5845634602279206e+21, 1.073705791846833e+20, 7.922817301139603e+20, 5.368528959234165e+19,
    3.9614086505698014e+20, 2.6842644796170826e+19, 1.9807043252849007e+20, 1.3421322398085413e+19,
    9.903521626424504e+19, 6.710661199042706e+18, 4.951760813212252e+19, 3.355330599521353e+18,
    2.475880406606126e+19, 1.6776652997606766e+18, 1.237940203303063e+19, 8.388326498803383e+17,
    6.189701016515315e+18, 4.1941632494016915e+17, 3.0948505082576573e+18, 2.0970816247008458e+17,
    1.5474252541288287e+18, 1.0485408123504229e+17, 7.737126270644143e+17, 5.2427040617521144e+16,
    3.8685631353220717e+17, 2.6213520308760572e+16, 1.9342815676610358e+17, 1.3106760154380286e+16,
    9.671407838305179e+16, 6553380077190143.0, 4.8357039191525896e+16, 3276690038595071.5,
    2.4178519595762948e+16, 1638345019297535.8, 1.2089259797881474e+16, 819172509648767.9,
    6044629898940737.0, 409586254824383.94, 3022314949470368.5, 204793127412191.97,
    1511157474735184.2, 102396563706095.98, 755578737367592.1, 51198281853047.99,
    377789368683796.06, 25599140926523.996, 188894684341898.03, 12799570463261.998,
    94447342170949.02, 6399785231630.999, 47223671085474.51, 3199892615815.4995,
    23611835542737.254, 1599946307907.7498, 11805917771368.627, 799973153953.8749,
    5902958885684.313, 399986576976.93744, 2951479442842.1567, 199993288488.46872,
    1475739721421.0784, 99996644244.23436, 737869860710.5392, 49998322122.11718,
    368934930355.2696, 24999161061.05859, 184467465177.6348, 12499580530.529295,
    92233732588.8174, 6249790265.2646475, 46116866294.4087, 3124895132.6323237,
    23058433147.20435, 1562447566.3161619, 11529216573.602175, 781223783.1580809,
    5764608286.801087, 390611891.57904047, 2882304143.4005437, 195305945.78952023,
    1441152071.7002718, 97652972.89476012, 720576035.8501359, 48826486.44738006,
    360288017.92506796, 24413243.22369003, 180144008.96253398, 12206621.611845015,
    90072004.48126699, 6103310.805922507, 45036002.240633495, 3051655.4029612537,
    22518001.120316748, 1525827.7014806268, 11259000.560158374, 762913.8507403134,
    5629500.280079187, 381456.9253701567, 2814750.1400395934, 190728.46268507835,
    1407375.0700197967, 95364.23134253918, 703687.5350098984, 47682.11567126959,
    351843.7675049492, 23841.057835634794, 175921.8837524746, 11920.528917817397,
    87960.9418762373, 5960.2644589086985, 43980.47093811865, 2980.1322294543493,
    21990.235469059324, 1490.0661147271746, 10995.117734529662, 745.0330573635873,
    5497.558867264831, 372.51652868179366, 2748.7794336324155, 186.25826434089683,
    1374.3897168162077, 93.12913217044841, 687.1948584081039, 46.56456608522421,
    343.59742920405193, 23.282283042612104, 171.79871460202597, 11.641141521306052,
    85.89935730101298, 5.820570760653026, 42.94967865050649, 2.910285380326513,
    21.47483932525325, 1.455142690163258, 10.737419662626818, 0.7275713450818123,
    5.368709831334833, 0.36378567255991906, 2.6843549177087196, 0.18189283790419677,
    1.3421776081681738, 0.09094651695539582, 0.671095739234718, 0.045476609170196934,
    0.33570882072597497, 0.0227896066654233, -0.11542832745263165, -0.007910468813551017,
    0.09054569628195813, 0.006659605167687646, 0.0562236450087813, 0.004525988675707876,
    0.04182283829825396, 0.003619753163631536, 0.0355504214871873, 0.003214219884097563,
    0.03266805583919337, 0.0030239325407784646, 0.03129187628778527, 0.002931947614470666,
    0.030620136993512344, 0.0028867473124019457, 0.030288361248814993, 0.002864345356984942,
    0.030123497245545864, 0.0028531939379005072, 0.030041321235786202, 0.002847630618621955,
    0.030000297230413118, 0.0028448520565865763, 0.02997980122769939, 0.002843463549972235,
    0.02996955722634174, 0.0028427694902660497, 0.029964436225663093, 0.0028424225088132127,
    0.029961875975323838, 0.002842249030186859, 0.02996059591265423, 0.002842162293898698,
    0.02995995589694443, 0.0028421189265108713, 0.02995963589299578, 0.002842097243006022,
    0.029959475891998016, 0.002842086401300863, 0.029959395891743276, 0.0028420809804600997,
    0.029959355891676944, 0.0028420782700426723, 0.029959335891659035, 0.0028420769148346974,
    0.029959325891653895, 0.0028420762372308945, 0.029959320891652277, 0.002842075898429039,
    0.02995931839165171, 0.002842075729028123, 0.029959317141651485, 0.002842075644327668,
    0.029959316516651385, 0.002842075601977441, 0.02995931620415134, 0.0028420755808023276,
    0.029959316047901318, 0.002842075570214771, 0.029959315969776308, 0.0028420755649209927,
    0.029959315930713805, 0.0028420755622741035, 0.02995931591118255, 0.002842075560950659,
    0.029959315901416924, 0.0028420755602889367, 0.02995931589653411, 0.0028420755599580755,
    0.029959315894092706, 0.002842075559792645, 0.029959315892872002, 0.0028420755597099298,
    0.02995931589226165, 0.0028420755596685722, 0.029959315891956474, 0.0028420755596478935,
    0.029959315891803884, 0.002842075559637554, 0.02995931589172759, 0.002842075559632384,
    0.029959315891689445, 0.0028420755596297994, 0.029959315891670373, 0.002842075559628507,
    0.029959315891660836, 0.002842075559627861, 0.029959315891656065, 0.002842075559627538,
    0.02995931589165368, 0.002842075559627376, 0.02995931589165249, 0.0028420755596272954,
    0.029959315891651895, 0.002842075559627255, 0.029959315891651597, 0.0028420755596272346,
    0.029959315891651447, 0.0028420755596272247, 0.02995931589165137, 0.0028420755596272195,
    0.029959315891651336, 0.002842075559627217, 0.029959315891651316, 0.0028420755596272156,
    0.02995931589165131, 0.002842075559627215, 0.0299593158916513, 0.0028420755596272147,
    0.0299593158916513, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.029959315891651298, 0.0028420755596272147,
    0.029959315891651298, 0.0028420755596272147, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    -9.57809839943716e+43, -4.6358237658335965e+42, -4.78904919971858e+43, -2.3179118829167983e+42,
    -2.39452459985929e+43, -1.1589559414583991e+42, -1.197262299929645e+43, -5.794779707291996e+41,
    -5.986311499648225e+42, -2.897389853645998e+41, -2.9931557498241123e+42, -1.448694926822999e+41,
    -1.4965778749120562e+42, -7.243474634114995e+40, -7.482889374560281e+41, -3.6217373170574973e+40,
    -3.7414446872801404e+41, -1.8108686585287486e+40, -1.8707223436400702e+41, -9.054343292643743e+39,
    -9.353611718200351e+40, -4.5271716463218716e+39, -4.6768058591001755e+40, -2.2635858231609358e+39,
    -2.3384029295500877e+40, -1.1317929115804679e+39, -1.1692014647750439e+40, -5.6589645579023395e+38,
    -5.846007323875219e+39, -2.8294822789511697e+38, -2.9230036619376097e+39, -1.4147411394755849e+38,
    -1.4615018309688048e+39, -7.073705697377924e+37, -7.307509154844024e+38, -3.536852848688962e+37,
    -3.653754577422012e+38, -1.768426424344481e+37, -1.826877288711006e+38, -8.842132121722405e+36,
    -9.13438644355503e+37, -4.421066060861203e+36, -4.567193221777515e+37, -2.2105330304306014e+36,
    -2.2835966108887576e+37, -1.1052665152153007e+36, -1.1417983054443788e+37, -5.5263325760765034e+35,
    -5.708991527221894e+36, -2.7631662880382517e+35, -2.854495763610947e+36, -1.3815831440191259e+35,
    -1.4272478818054735e+36, -6.907915720095629e+34, -7.136239409027367e+35, -3.4539578600478146e+34,
    -3.568119704513684e+35, -1.7269789300239073e+34, -1.784059852256842e+35, -8.634894650119537e+33,
    -8.92029926128421e+34, -4.317447325059768e+33, -4.460149630642105e+34, -2.158723662529884e+33,
    -2.2300748153210523e+34, -1.079361831264942e+33, -1.1150374076605262e+34, -5.39680915632471e+32,
    -5.575187038302631e+33, -2.698404578162355e+32, -2.7875935191513154e+33, -1.3492022890811776e+32,
    -1.3937967595756577e+33, -6.746011445405888e+31, -6.968983797878288e+32, -3.373005722702944e+31,
    -3.484491898939144e+32, -1.686502861351472e+31, -1.742245949469572e+32, -8.43251430675736e+30,
    -8.71122974734786e+31, -4.21625715337868e+30, -4.35561487367393e+31, -2.10812857668934e+30,
    -2.177807436836965e+31, -1.05406428834467e+30, -1.0889037184184826e+31, -5.27032144172335e+29,
    -5.444518592092413e+30, -2.635160720861675e+29, -2.7222592960462064e+30, -1.3175803604308375e+29,
    -1.3611296480231032e+30, -6.5879018021541874e+28, -6.805648240115516e+29, -3.2939509010770937e+28,
    -3.402824120057758e+29, -1.6469754505385469e+28, -1.701412060028879e+29, -8.234877252692734e+27,
    -8.507060300144395e+28, -4.117438626346367e+27, -4.2535301500721975e+28, -2.0587193131731836e+27,
    -2.1267650750360988e+28, -1.0293596565865918e+27, -1.0633825375180494e+28, -5.146798282932959e+26,
    -5.316912687590247e+27, -2.5733991414664795e+26, -2.6584563437951235e+27, -1.2866995707332397e+26,
    -1.3292281718975617e+27, -6.433497853666199e+25, -6.646140859487809e+26, -3.2167489268330993e+25,
    -3.323070429743904e+26, -1.6083744634165497e+25, -1.661535214871952e+26, -8.041872317082748e+24,
    -8.30767607435976e+25, -4.020936158541374e+24, -4.15383803717988e+25, -2.010468079270687e+24,
    -2.07691901858994e+25, -1.0052340396353435e+24, -1.03845950929497e+25, -5.026170198176718e+23,
    -5.19229754647485e+24, -2.513085099088359e+23, -2.596148773237425e+24, -1.2565425495441794e+23,
    -1.2980743866187126e+24, -6.282712747720897e+22, -6.490371933093563e+23, -3.1413563738604486e+22,
    -3.2451859665467816e+23, -1.5706781869302243e+22, -1.6225929832733908e+23, -7.853390934651121e+21,
    -8.112964916366954e+22, -3.9266954673255607e+21, -4.056482458183477e+22, -1.9633477336627804e+21,
    -2.0282412290917385e+22, -9.816738668313902e+20, -1.0141206145458692e+22, -4.908369334156951e+20,
    -5.070603072729346e+21, -2.4541846670784754e+20, -2.535301536364673e+21, -1.2270923335392377e+20,
    -1.2676507681823366e+21, -6.135461667696189e+19, -6.338253840911683e+20, -3.0677308338480943e+19,
    -3.1691269204558414e+20, -1.5338654169240472e+19, -1.5845634602279207e+20, -7.669327084620236e+18,
    -7.922817301139603e+19, -3.834663542310118e+18, -3.961408650569802e+19, -1.917331771155059e+18,
    -1.980704325284901e+19, -9.586658855775295e+17, -9.903521626424504e+18, -4.7933294278876474e+17,
    -4.951760813212252e+18, -2.3966647139438237e+17, -2.475880406606126e+18, -1.1983323569719118e+17,
    -1.237940203303063e+18, -5.991661784859559e+16, -6.189701016515315e+17, -2.9958308924297796e+16,
    -3.0948505082576576e+17, -1.4979154462148898e+16, -1.5474252541288288e+17, -7489577231074449.0,
    -7.737126270644144e+16, -3744788615537224.5, -3.868563135322072e+16, -1872394307768612.2,
    -1.934281567661036e+16, -936197153884306.1, -9671407838305180.0, -468098576942153.06,
    -4835703919152590.0, -234049288471076.53, -2417851959576295.0, -117024644235538.27,
    -1208925979788147.5, -58512322117769.13, -604462989894073.8, -29256161058884.566,
    -302231494947036.9, -14628080529442.283, -151115747473518.44, -7314040264721.142,
    -75557873736759.22, -3657020132360.571, -37778936868379.61, -1828510066180.2854,
    -18889468434189.805, -914255033090.1427, -9444734217094.902, -457127516545.07135,
    -4722367108547.451, -228563758272.53568, -2361183554273.7256, -114281879136.26784,
    -1180591777136.8628, -57140939568.13392, -590295888568.4314, -28570469784.06696,
    -295147944284.2157, -14285234892.03348, -147573972142.10785, -7142617446.01674,
    -73786986071.05392, -3571308723.00837, -36893493035.52696, -1785654361.504185,
    -18446746517.76348, -892827180.7520925, -9223373258.88174, -446413590.37604624,
    -4611686629.44087, -223206795.18802312, -2305843314.720435, -111603397.59401156,
    -1152921657.3602176, -55801698.79700578, -576460828.6801088, -27900849.39850289,
    -288230414.3400544, -13950424.699251445, -144115207.1700272, -6975212.3496257225,
    -72057603.5850136, -3487606.1748128613, -36028801.7925068, -1743803.0874064306,
    -18014400.8962534, -871901.5437032153, -9007200.4481267, -435950.77185160766,
    -4503600.22406335, -217975.38592580383, -2251800.112031675, -108987.69296290191,
    -1125900.0560158375, -54493.84648145096, -562950.0280079187, -27246.92324072548,
    -281475.01400395937, -13623.46162036274, -140737.50700197968, -6811.73081018137,
    -70368.75350098984, -3405.865405090685, -35184.37675049492, -1702.9327025453424,
    -17592.18837524746, -851.4663512726712, -8796.09418762373, -425.7331756363356,
    -4398.047093811865, -212.8665878181678, -2199.0235469059326, -106.4332939090839,
    -1099.5117734529663, -53.21664695454195, -549.7558867264831, -26.608323477270975,
    -274.87794336324157, -13.304161738635488, -137.43897168162079, -6.652080869317744,
    -68.71948584081039, -3.326040434658872, -34.359742920405196, -1.663020217329436,
    -17.179871460202598, -0.831510108664718, -8.5899357301013, -0.41575505433236176,
    -4.294967865051295, -0.20787752716674415, -2.147483932643966, -0.10393876367486257,
    -1.0737419824606127, -0.05196939188633922, -0.5368723117119579, -0.02598527834419826,
    -0.2684856328868019, -0.013006297443308217, 0.09210989387228265, 0.0044918137151326205,
    -0.07076845799647379, -0.0036595851050573924, -0.04245851086948765, -0.0024010005731540038,
    -0.030596167888952547, -0.0018701503448092665, -0.025478970081425623, -0.001634893155363905,
    -0.02314722681108337, -0.0015252577135549618, -0.022039752530219305, -0.0014724687356793662,
    -0.021500724133348463, -0.001446583374897486, -0.021234894027517034, -0.0014337680985708808,
    -0.021102900430512866, -0.0014273923190600856, -0.0210371340230533, -0.0014242123944452454,
    -0.021004308418775958, -0.0014226244234528064, -0.02098791001660614, -0.0014218309357871973,
    -0.020979714415520052, -0.001421434316412162, -0.020975617514977125, -0.0014212360378390938,
    -0.02097356928970572, -0.0014211369063311726, -0.02097254523332003, -0.0014210873425218654,
    -0.020972033219189692, -0.001421062561103375, -0.020971777215640145, -0.0014210501705156705,
    -0.02097164921474428, -0.0014210439752522035, -0.020971585214516076, -0.0014210408776280665,
    -0.020971553214456904, -0.001421039328817897, -0.02097153721444105, -0.0014210385544132869,
    -0.020971529214436558, -0.0014210381672111006, -0.02097152521443517, -0.0014210379736100372,
    -0.020971523214434688, -0.0014210378768095128, -0.020971522214434504, -0.0014210378284092524,
    -0.020971521714434425, -0.001421037804209123, -0.020971521464434387, -0.001421037792109058,
    -0.02097152133943437, -0.0014210377860590258, -0.02097152127693436, -0.0014210377830340096,
    -0.020971521245684358, -0.0014210377815215016, -0.020971521230059353, -0.0014210377807652474,
    -0.020971521222246853, -0.0014210377803871204, -0.020971521218340602, -0.001421037780198057,
    -0.020971521216387477, -0.0014210377801035252, -0.020971521215410915, -0.0014210377800562594,
    -0.020971521214922635, -0.0014210377800326264, -0.020971521214678494, -0.0014210377800208099,
    -0.020971521214556425, -0.0014210377800149016, -0.020971521214495387, -0.0014210377800119476,
    -0.02097152121446487, -0.0014210377800104705, -0.02097152121444961, -0.001421037780009732,
    -0.02097152121444198, -0.0014210377800093626, -0.02097152121443817, -0.0014210377800091781,
    -0.02097152121443626, -0.0014210377800090857, -0.020971521214435306, -0.0014210377800090396,
    -0.02097152121443483, -0.0014210377800090166, -0.02097152121443459, -0.0014210377800090049,
    -0.020971521214434474, -0.0014210377800089992, -0.02097152121443441, -0.0014210377800089964,
    -0.020971521214434383, -0.0014210377800089949, -0.020971521214434366, -0.0014210377800089942,
    -0.02097152121443436, -0.0014210377800089938, -0.020971521214434356, -0.0014210377800089936,
    -0.020971521214434356, -0.0014210377800089936, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, -0.020971521214434352, -0.0014210377800089934,
    -0.020971521214434352, -0.0014210377800089934, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    7.6623935775938e+43, 2.6490403202815136e+42, 3.8311967887969e+43, 1.3245201601407568e+42,
    1.91559839439845e+43, 6.622600800703784e+41, 9.57799197199225e+42, 3.311300400351892e+41,
    4.788995985996125e+42, 1.655650200175946e+41, 2.3944979929980626e+42, 8.27825100087973e+40,
    1.1972489964990313e+42, 4.139125500439865e+40, 5.9862449824951565e+41, 2.0695627502199325e+40,
    2.9931224912475783e+41, 1.0347813751099663e+40, 1.4965612456237891e+41, 5.1739068755498313e+39,
    7.482806228118946e+40, 2.5869534377749157e+39, 3.741403114059473e+40, 1.2934767188874578e+39,
    1.8707015570297364e+40, 6.467383594437289e+38, 9.353507785148682e+39, 3.2336917972186446e+38,
    4.676753892574341e+39, 1.6168458986093223e+38, 2.3383769462871705e+39, 8.084229493046611e+37,
    1.1691884731435853e+39, 4.0421147465233057e+37, 5.845942365717926e+38, 2.0210573732616529e+37,
    2.922971182858963e+38, 1.0105286866308264e+37, 1.4614855914294816e+38, 5.052643433154132e+36,
    7.307427957147408e+37, 2.526321716577066e+36, 3.653713978573704e+37, 1.263160858288533e+36,
    1.826856989286852e+37, 6.315804291442665e+35, 9.13428494643426e+36, 3.1579021457213326e+35,
    4.56714247321713e+36, 1.5789510728606663e+35, 2.283571236608565e+36, 7.8947553643033315e+34,
    1.1417856183042825e+36, 3.9473776821516657e+34, 5.7089280915214124e+35, 1.9736888410758329e+34,
    2.8544640457607062e+35, 9.868444205379164e+33, 1.4272320228803531e+35, 4.934222102689582e+33,
    7.1361601144017655e+34, 2.467111051344791e+33, 3.5680800572008827e+34, 1.2335555256723955e+33,
    1.7840400286004414e+34, 6.167777628361978e+32, 8.920200143002207e+33, 3.083888814180989e+32,
    4.4601000715011034e+33, 1.5419444070904944e+32, 2.2300500357505517e+33, 7.709722035452472e+31,
    1.1150250178752759e+33, 3.854861017726236e+31, 5.575125089376379e+32, 1.927430508863118e+31,
    2.7875625446881896e+32, 9.63715254431559e+30, 1.3937812723440948e+32, 4.818576272157795e+30,
    6.968906361720474e+31, 2.4092881360788975e+30, 3.484453180860237e+31, 1.2046440680394488e+30,
    1.7422265904301185e+31, 6.023220340197244e+29, 8.711132952150593e+30, 3.011610170098622e+29,
    4.3555664760752963e+30, 1.505805085049311e+29, 2.1777832380376482e+30, 7.529025425246555e+28,
    1.0888916190188241e+30, 3.7645127126232774e+28, 5.4444580950941204e+29, 1.8822563563116387e+28,
    2.7222290475470602e+29, 9.411281781558194e+27, 1.3611145237735301e+29, 4.705640890779097e+27,
    6.8055726188676505e+28, 2.3528204453895484e+27, 3.4027863094338252e+28, 1.1764102226947742e+27,
    1.7013931547169126e+28, 5.882051113473871e+26, 8.506965773584563e+27, 2.9410255567369355e+26,
    4.2534828867922816e+27, 1.4705127783684677e+26, 2.1267414433961408e+27, 7.352563891842339e+25,
    1.0633707216980704e+27, 3.6762819459211694e+25, 5.316853608490352e+26, 1.8381409729605847e+25,
    2.658426804245176e+26, 9.190704864802923e+24, 1.329213402122588e+26, 4.5953524324014617e+24,
    6.64606701061294e+25, 2.2976762162007308e+24, 3.32303350530647e+25, 1.1488381081003654e+24,
    1.661516752653235e+25, 5.744190540501827e+23, 8.307583763266175e+24, 2.8720952702509136e+23,
    4.1537918816330875e+24, 1.4360476351254568e+23, 2.0768959408165437e+24, 7.180238175627284e+22,
    1.0384479704082719e+24, 3.590119087813642e+22, 5.192239852041359e+23, 1.795059543906821e+22,
    2.5961199260206797e+23, 8.975297719534105e+21, 1.2980599630103398e+23, 4.4876488597670524e+21,
    6.490299815051699e+22, 2.2438244298835262e+21, 3.2451499075258496e+22, 1.1219122149417631e+21,
    1.6225749537629248e+22, 5.6095610747088155e+20, 8.112874768814624e+21, 2.8047805373544078e+20,
    4.056437384407312e+21, 1.4023902686772039e+20, 2.028218692203656e+21, 7.0119513433860194e+19,
    1.014109346101828e+21, 3.5059756716930097e+19, 5.07054673050914e+20, 1.7529878358465049e+19,
    2.53527336525457e+20, 8.764939179232524e+18, 1.267636682627285e+20, 4.382469589616262e+18,
    6.338183413136425e+19, 2.191234794808131e+18, 3.1690917065682125e+19, 1.0956173974040655e+18,
    1.5845458532841062e+19, 5.478086987020328e+17, 7.922729266420531e+18, 2.739043493510164e+17,
    3.9613646332102656e+18, 1.369521746755082e+17, 1.9806823166051328e+18, 6.84760873377541e+16,
    9.903411583025664e+17, 3.423804366887705e+16, 4.951705791512832e+17, 1.7119021834438524e+16,
    2.475852895756416e+17, 8559510917219262.0, 1.237926447878208e+17, 4279755458609631.0,
    6.18963223939104e+16, 2139877729304815.5, 3.09481611969552e+16, 1069938864652407.8,
    1.54740805984776e+16, 534969432326203.9, 7737040299238800.0, 267484716163101.94,
    3868520149619400.0, 133742358081550.97, 1934260074809700.0, 66871179040775.484,
    967130037404850.0, 33435589520387.742, 483565018702425.0, 16717794760193.871,
    241782509351212.5, 8358897380096.936, 120891254675606.25, 4179448690048.468,
    60445627337803.125, 2089724345024.234, 30222813668901.562, 1044862172512.117,
    15111406834450.781, 522431086256.0585, 7555703417225.391, 261215543128.02924,
    3777851708612.6953, 130607771564.01462, 1888925854306.3477, 65303885782.00731,
    944462927153.1738, 32651942891.003654, 472231463576.5869, 16325971445.501827,
    236115731788.29346, 8162985722.750914, 118057865894.14673, 4081492861.375457,
    59028932947.073364, 2040746430.6877284, 29514466473.536682, 1020373215.3438642,
    14757233236.768341, 510186607.6719321, 7378616618.384171, 255093303.83596605,
    3689308309.1920853, 127546651.91798303, 1844654154.5960426, 63773325.95899151,
    922327077.2980213, 31886662.979495756, 461163538.64901066, 15943331.489747878,
    230581769.32450533, 7971665.744873939, 115290884.66225266, 3985832.8724369695,
    57645442.33112633, 1992916.4362184848, 28822721.165563166, 996458.2181092424,
    14411360.582781583, 498229.1090546212, 7205680.291390792, 249114.5545273106,
    3602840.145695396, 124557.2772636553, 1801420.072847698, 62278.63863182765,
    900710.036423849, 31139.319315913825, 450355.0182119245, 15569.659657956912,
    225177.50910596224, 7784.829828978456, 112588.75455298112, 3892.414914489228,
    56294.37727649056, 1946.207457244614, 28147.18863824528, 973.103728622307,
    14073.59431912264, 486.5518643111535, 7036.79715956132, 243.27593215557675,
    3518.39857978066, 121.63796607778838, 1759.19928989033, 60.81898303889419,
    879.599644945165, 30.409491519447094, 439.7998224725825, 15.204745759723547,
    219.89991123629125, 7.602372879861774, 109.94995561814562, 3.801186439930887,
    54.97497780907281, 1.9005932199654434, 27.487488904536406, 0.9502966099827217,
    13.743744452268203, 0.47514830499136085, 6.871872226134101, 0.23757415249568048,
    3.43593611306707, 0.11878707624785692, 1.7179680565403936, 0.05939353812908254,
    0.8589840300147801, 0.029696770095094322, 0.42949226649046424, 0.014848486311138751,
    0.21476135064755336, 0.00742788253890747, -0.07358552434517214, -0.0025566846502915134,
    0.0557182404165727, 0.0020317386499000382, 0.0324703423383468, 0.0012917195098316116,
    0.022718668527281643, 0.0009811190969399907, 0.018546495264998394, 0.0008446853771535938,
    0.016660506655976813, 0.0007815232328776903, 0.015769317172109623, 0.0007512289398528791,
    0.015336790068446592, 0.0007364049663510316, 0.015123800788768746, 0.0007290738657974864,
    0.0150181251784864, 0.0007254285428878476, 0.014965492159600533, 0.0007236109386385603,
    0.014939226848525894, 0.000722703400838036, 0.014926106992693432, 0.0007222499480202249,
    0.014919550264710464, 0.0007220233006320209, 0.014916272700702737, 0.0007219099966930998,
    0.01491463411869484, 0.0007218533496624348, 0.014913814877689885, 0.0007218250273818013,
    0.014913405269687156, 0.0007218108665501592, 0.01491320046881073, 0.0007218037862115068,
    0.01491309806915375, 0.0007218002460614729, 0.014913046869520568, 0.0007217984759912789,
    0.014913021269752805, 0.0007217975909573877, 0.01491300846988113, 0.0007217971484407436,
    0.014913002069948344, 0.0007217969271824968, 0.014912998869982715, 0.0007217968165533923,
    0.01491299727000009, 0.0007217967612388448, 0.014912996470008825, 0.0007217967335815721,
    0.014912996070013205, 0.0007217967197529361, 0.014912995870015398, 0.0007217967128386182,
    0.014912995770016495, 0.0007217967093814593, 0.014912995720017044, 0.0007217967076528798,
    0.014912995695017318, 0.00072179670678859, 0.014912995682517456, 0.0007217967063564451,
    0.014912995676267525, 0.0007217967061403728, 0.014912995673142559, 0.0007217967060323366,
    0.014912995671580076, 0.0007217967059783185, 0.014912995670798835, 0.0007217967059513094,
    0.014912995670408213, 0.0007217967059378049, 0.014912995670212903, 0.0007217967059310526,
    0.014912995670115248, 0.0007217967059276765, 0.01491299567006642, 0.0007217967059259884,
    0.014912995670042006, 0.0007217967059251443, 0.014912995670029799, 0.0007217967059247223,
    0.014912995670023696, 0.0007217967059245114, 0.014912995670020645, 0.0007217967059244059,
    0.014912995670019118, 0.0007217967059243531, 0.014912995670018355, 0.0007217967059243267,
    0.014912995670017973, 0.0007217967059243135, 0.014912995670017784, 0.0007217967059243069,
    0.014912995670017689, 0.0007217967059243036, 0.01491299567001764, 0.000721796705924302,
    0.014912995670017616, 0.0007217967059243011, 0.014912995670017604, 0.0007217967059243007,
    0.014912995670017599, 0.0007217967059243005, 0.014912995670017595, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.014912995670017594, 0.0007217967059243004,
    0.014912995670017594, 0.0007217967059243004, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    -6.12991486207504e+43, -1.5137373258751507e+42, -3.06495743103752e+43, -7.568686629375753e+41,
    -1.53247871551876e+43, -3.784343314687877e+41, -7.6623935775938e+42, -1.8921716573439383e+41,
    -3.8311967887969e+42, -9.460858286719692e+40, -1.91559839439845e+42, -4.730429143359846e+40,
    -9.57799197199225e+41, -2.365214571679923e+40, -4.788995985996125e+41, -1.1826072858399614e+40,
    -2.3944979929980626e+41, -5.913036429199807e+39, -1.1972489964990313e+41, -2.9565182145999036e+39,
    -5.986244982495157e+40, -1.4782591072999518e+39, -2.9931224912475783e+40, -7.391295536499759e+38,
    -1.4965612456237891e+40, -3.6956477682498795e+38, -7.482806228118946e+39, -1.8478238841249398e+38,
    -3.741403114059473e+39, -9.239119420624699e+37, -1.8707015570297364e+39, -4.619559710312349e+37,
    -9.353507785148682e+38, -2.3097798551561747e+37, -4.676753892574341e+38, -1.1548899275780873e+37,
    -2.3383769462871705e+38, -5.774449637890437e+36, -1.1691884731435853e+38, -2.8872248189452184e+36,
    -5.845942365717926e+37, -1.4436124094726092e+36, -2.922971182858963e+37, -7.218062047363046e+35,
    -1.4614855914294816e+37, -3.609031023681523e+35, -7.307427957147408e+36, -1.8045155118407615e+35,
    -3.653713978573704e+36, -9.022577559203807e+34, -1.826856989286852e+36, -4.511288779601904e+34,
    -9.13428494643426e+35, -2.255644389800952e+34, -4.56714247321713e+35, -1.127822194900476e+34,
    -2.283571236608565e+35, -5.63911097450238e+33, -1.1417856183042825e+35, -2.81955548725119e+33,
    -5.708928091521412e+34, -1.409777743625595e+33, -2.854464045760706e+34, -7.048888718127975e+32,
    -1.427232022880353e+34, -3.524444359063987e+32, -7.136160114401765e+33, -1.7622221795319936e+32,
    -3.568080057200883e+33, -8.811110897659968e+31, -1.7840400286004414e+33, -4.405555448829984e+31,
    -8.920200143002207e+32, -2.202777724414992e+31, -4.4601000715011034e+32, -1.101388862207496e+31,
    -2.2300500357505517e+32, -5.50694431103748e+30, -1.1150250178752759e+32, -2.75347215551874e+30,
    -5.575125089376379e+31, -1.37673607775937e+30, -2.7875625446881896e+31, -6.88368038879685e+29,
    -1.3937812723440948e+31, -3.441840194398425e+29, -6.968906361720474e+30, -1.7209200971992125e+29,
    -3.484453180860237e+30, -8.604600485996063e+28, -1.7422265904301185e+30, -4.302300242998031e+28,
    -8.711132952150593e+29, -2.1511501214990157e+28, -4.355566476075296e+29, -1.0755750607495078e+28,
    -2.177783238037648e+29, -5.377875303747539e+27, -1.088891619018824e+29, -2.6889376518737696e+27,
    -5.44445809509412e+28, -1.3444688259368848e+27, -2.72222904754706e+28, -6.722344129684424e+26,
    -1.36111452377353e+28, -3.361172064842212e+26, -6.80557261886765e+27, -1.680586032421106e+26,
    -3.402786309433825e+27, -8.40293016210553e+25, -1.7013931547169126e+27, -4.201465081052765e+25,
    -8.506965773584563e+26, -2.1007325405263825e+25, -4.2534828867922816e+26, -1.0503662702631912e+25,
    -2.1267414433961408e+26, -5.251831351315956e+24, -1.0633707216980704e+26, -2.625915675657978e+24,
    -5.316853608490352e+25, -1.312957837828989e+24, -2.658426804245176e+25, -6.564789189144945e+23,
    -1.329213402122588e+25, -3.2823945945724726e+23, -6.64606701061294e+24, -1.6411972972862363e+23,
    -3.32303350530647e+24, -8.205986486431182e+22, -1.661516752653235e+24, -4.102993243215591e+22,
    -8.307583763266175e+23, -2.0514966216077954e+22, -4.1537918816330875e+23, -1.0257483108038977e+22,
    -2.0768959408165437e+23, -5.128741554019488e+21, -1.0384479704082719e+23, -2.564370777009744e+21,
    -5.192239852041359e+22, -1.282185388504872e+21, -2.5961199260206797e+22, -6.41092694252436e+20,
    -1.2980599630103398e+22, -3.20546347126218e+20, -6.490299815051699e+21, -1.60273173563109e+20,
    -3.2451499075258496e+21, -8.01365867815545e+19, -1.6225749537629248e+21, -4.006829339077725e+19,
    -8.112874768814624e+20, -2.0034146695388627e+19, -4.056437384407312e+20, -1.0017073347694313e+19,
    -2.028218692203656e+20, -5.008536673847157e+18, -1.014109346101828e+20, -2.5042683369235784e+18,
    -5.07054673050914e+19, -1.2521341684617892e+18, -2.53527336525457e+19, -6.260670842308946e+17,
    -1.267636682627285e+19, -3.130335421154473e+17, -6.338183413136425e+18, -1.5651677105772365e+17,
    -3.1690917065682125e+18, -7.825838552886182e+16, -1.5845458532841062e+18, -3.912919276443091e+16,
    -7.922729266420531e+17, -1.9564596382215456e+16, -3.9613646332102656e+17, -9782298191107728.0,
    -1.9806823166051328e+17, -4891149095553864.0, -9.903411583025664e+16, -2445574547776932.0,
    -4.951705791512832e+16, -1222787273888466.0, -2.475852895756416e+16, -611393636944233.0,
    -1.237926447878208e+16, -305696818472116.5, -6189632239391040.0, -152848409236058.25,
    -3094816119695520.0, -76424204618029.12, -1547408059847760.0, -38212102309014.56,
    -773704029923880.0, -19106051154507.28, -386852014961940.0, -9553025577253.64,
    -193426007480970.0, -4776512788626.82, -96713003740485.0, -2388256394313.41,
    -48356501870242.5, -1194128197156.705, -24178250935121.25, -597064098578.3525,
    -12089125467560.625, -298532049289.1763, -6044562733780.3125, -149266024644.58813,
    -3022281366890.1562, -74633012322.29407, -1511140683445.0781, -37316506161.14703,
    -755570341722.5391, -18658253080.573517, -377785170861.26953, -9329126540.286758,
    -188892585430.63477, -4664563270.143379, -94446292715.31738, -2332281635.0716896,
    -47223146357.65869, -1166140817.5358448, -23611573178.829346, -583070408.7679224,
    -11805786589.414673, -291535204.3839612, -5902893294.707336, -145767602.1919806,
    -2951446647.353668, -72883801.0959903, -1475723323.676834, -36441900.54799515,
    -737861661.838417, -18220950.273997575, -368930830.9192085, -9110475.136998788,
    -184465415.45960426, -4555237.568499394, -92232707.72980213, -2277618.784249697,
    -46116353.864901066, -1138809.3921248484, -23058176.932450533, -569404.6960624242,
    -11529088.466225266, -284702.3480312121, -5764544.233112633, -142351.17401560606,
    -2882272.1165563166, -71175.58700780303, -1441136.0582781583, -35587.793503901514,
    -720568.0291390792, -17793.896751950757, -360284.0145695396, -8896.948375975378,
    -180142.0072847698, -4448.474187987689, -90071.0036423849, -2224.2370939938446,
    -45035.50182119245, -1112.1185469969223, -22517.750910596224, -556.0592734984612,
    -11258.875455298112, -278.0296367492306, -5629.437727649056, -139.0148183746153,
    -2814.718863824528, -69.50740918730764, -1407.359431912264, -34.75370459365382,
    -703.679715956132, -17.37685229682691, -351.839857978066, -8.688426148413456,
    -175.919928989033, -4.344213074206728, -87.9599644945165, -2.172106537103364,
    -43.97998224725825, -1.086053268551682, -21.989991123629125, -0.543026634275841,
    -10.994995561814562, -0.2715133171379205, -5.497497780907281, -0.13575665856896024,
    -2.748748890453641, -0.06787832928448062, -1.3743744452272182, -0.033939164642530675,
    -0.6871872228022073, -0.016969582426959066, -0.3435936592998514, -0.008484808822840657,
    -0.17180151106705702, -0.004243374553754252, 0.05882382657327887, 0.0014573738984449559,
    -0.04408548090166997, -0.0011362794883318426, -0.02506729870879259, -0.0007024500386709516,
    -0.017065858047235358, -0.0005209209559804243, -0.013666160290248058, -0.0004418231023502772,
    -0.012140931966397721, -0.00040543760666265905, -0.011423807645573101, -0.00038805279472578106,
    -0.011076738748191466, -0.0003795634695045547, -0.010906085267779503, -0.00037536964610415126,
    -0.010821479249552585, -0.0003732854485279562, -0.010779356450953756, -0.00037224652854106856,
    -0.010758340106159638, -0.000371727863264817, -0.0107478431975062, -0.000371468729307045,
    -0.010742597559122718, -0.0003713392119983134, -0.010739975443917244, -0.0003712744657614903,
    -0.010738664562311102, -0.00037124209574746473, -0.010738009165507182, -0.0003712259115165484,
    -0.01073768147810501, -0.0003712178195951144, -0.010737517637153872, -0.0003712137736829034,
    -0.010737435717365788, -0.00037121175073892446, -0.010737394757643619, -0.00037121073926996655,
    -0.010737374277825501, -0.00037121023353624554, -0.010737364037927185, -0.0003712099806695745,
    -0.010737358917980711, -0.00037120985423628637, -0.010737356358008147, -0.00037120979101965413,
    -0.010737355078022032, -0.000371209759411341, -0.010737354438029017, -0.00037120974360718516,
    -0.01073735411803252, -0.0003712097357051074, -0.010737353958034273, -0.0003712097317540686,
    -0.010737353878035151, -0.00037120972977854917, -0.01073735383803559, -0.0003712097287907895,
    -0.01073735381803581, -0.00037120972829690965, -0.01073735380803592, -0.0003712097280499697,
    -0.010737353803035974, -0.00037120972792649973, -0.010737353800536002, -0.0003712097278647648,
    -0.010737353799286016, -0.00037120972783389727, -0.010737353798661023, -0.00037120972781846354,
    -0.010737353798348526, -0.0003712097278107467, -0.010737353798192278, -0.0003712097278068882,
    -0.010737353798114154, -0.000371209727804959, -0.010737353798075092, -0.0003712097278039944,
    -0.01073735379805556, -0.0003712097278035121, -0.010737353798045796, -0.00037120972780327094,
    -0.010737353798040913, -0.0003712097278031504, -0.01073735379803847, -0.0003712097278030901,
    -0.01073735379803725, -0.00037120972780305996, -0.01073735379803664, -0.0003712097278030449,
    -0.010737353798036335, -0.00037120972780303735, -0.010737353798036182, -0.00037120972780303355,
    -0.010737353798036106, -0.00037120972780303166, -0.010737353798036068, -0.00037120972780303074,
    -0.010737353798036049, -0.00037120972780303025, -0.01073735379803604, -0.00037120972780303003,
    -0.010737353798036035, -0.0003712097278030299, -0.010737353798036031, -0.00037120972780302987,
    -0.010737353798036031, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, -0.01073735379803603, -0.0003712097278030298,
    -0.01073735379803603, -0.0003712097278030298, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    4.906507820835717e+43, 8.65048172576312e+41, 2.4532539104178584e+43, 4.32524086288156e+41,
    1.2266269552089292e+43, 2.16262043144078e+41, 6.133134776044646e+42, 1.08131021572039e+41,
    3.066567388022323e+42, 5.40655107860195e+40, 1.5332836940111615e+42, 2.703275539300975e+40,
    7.666418470055807e+41, 1.3516377696504875e+40, 3.833209235027904e+41, 6.758188848252438e+39,
    1.916604617513952e+41, 3.379094424126219e+39, 9.58302308756976e+40, 1.6895472120631094e+39,
    4.79151154378488e+40, 8.447736060315547e+38, 2.39575577189244e+40, 4.2238680301577736e+38,
    1.19787788594622e+40, 2.1119340150788868e+38, 5.9893894297311e+39, 1.0559670075394434e+38,
    2.99469471486555e+39, 5.279835037697217e+37, 1.497347357432775e+39, 2.6399175188486085e+37,
    7.486736787163874e+38, 1.3199587594243042e+37, 3.743368393581937e+38, 6.599793797121521e+36,
    1.8716841967909686e+38, 3.2998968985607606e+36, 9.358420983954843e+37, 1.6499484492803803e+36,
    4.6792104919774215e+37, 8.249742246401901e+35, 2.3396052459887107e+37, 4.124871123200951e+35,
    1.1698026229943554e+37, 2.0624355616004754e+35, 5.849013114971777e+36, 1.0312177808002377e+35,
    2.9245065574858884e+36, 5.156088904001188e+34, 1.4622532787429442e+36, 2.578044452000594e+34,
    7.311266393714721e+35, 1.289022226000297e+34, 3.6556331968573605e+35, 6.445111130001486e+33,
    1.8278165984286803e+35, 3.222555565000743e+33, 9.139082992143401e+34, 1.6112777825003714e+33,
    4.569541496071701e+34, 8.056388912501857e+32, 2.2847707480358503e+34, 4.0281944562509285e+32,
    1.1423853740179252e+34, 2.0140972281254642e+32, 5.711926870089626e+33, 1.0070486140627321e+32,
    2.855963435044813e+33, 5.035243070313661e+31, 1.4279817175224065e+33, 2.5176215351568303e+31,
    7.139908587612032e+32, 1.2588107675784151e+31, 3.569954293806016e+32, 6.294053837892076e+30,
    1.784977146903008e+32, 3.147026918946038e+30, 8.92488573451504e+31, 1.573513459473019e+30,
    4.46244286725752e+31, 7.867567297365095e+29, 2.23122143362876e+31, 3.933783648682547e+29,
    1.11561071681438e+31, 1.9668918243412737e+29, 5.5780535840719e+30, 9.834459121706368e+28,
    2.78902679203595e+30, 4.917229560853184e+28, 1.394513396017975e+30, 2.458614780426592e+28,
    6.972566980089875e+29, 1.229307390213296e+28, 3.486283490044938e+29, 6.14653695106648e+27,
    1.743141745022469e+29, 3.07326847553324e+27, 8.715708725112344e+28, 1.53663423776662e+27,
    4.357854362556172e+28, 7.6831711888331e+26, 2.178927181278086e+28, 3.84158559441655e+26,
    1.089463590639043e+28, 1.920792797208275e+26, 5.447317953195215e+27, 9.603963986041375e+25,
    2.7236589765976075e+27, 4.801981993020688e+25, 1.3618294882988038e+27, 2.400990996510344e+25,
    6.809147441494019e+26, 1.200495498255172e+25, 3.4045737207470094e+26, 6.00247749127586e+24,
    1.7022868603735047e+26, 3.00123874563793e+24, 8.511434301867524e+25, 1.500619372818965e+24,
    4.255717150933762e+25, 7.503096864094824e+23, 2.127858575466881e+25, 3.751548432047412e+23,
    1.0639292877334404e+25, 1.875774216023706e+23, 5.319646438667202e+24, 9.37887108011853e+22,
    2.659823219333601e+24, 4.689435540059265e+22, 1.3299116096668006e+24, 2.3447177700296326e+22,
    6.649558048334003e+23, 1.1723588850148163e+22, 3.3247790241670014e+23, 5.861794425074082e+21,
    1.6623895120835007e+23, 2.930897212537041e+21, 8.311947560417503e+22, 1.4654486062685204e+21,
    4.155973780208752e+22, 7.327243031342602e+20, 2.077986890104376e+22, 3.663621515671301e+20,
    1.038993445052188e+22, 1.8318107578356505e+20, 5.19496722526094e+21, 9.159053789178252e+19,
    2.59748361263047e+21, 4.579526894589126e+19, 1.298741806315235e+21, 2.289763447294563e+19,
    6.493709031576175e+20, 1.1448817236472816e+19, 3.246854515788087e+20, 5.724408618236408e+18,
    1.6234272578940436e+20, 2.862204309118204e+18, 8.117136289470218e+19, 1.431102154559102e+18,
    4.058568144735109e+19, 7.15551077279551e+17, 2.0292840723675546e+19, 3.577755386397755e+17,
    1.0146420361837773e+19, 1.7888776931988774e+17, 5.073210180918886e+18, 8.944388465994387e+16,
    2.536605090459443e+18, 4.472194232997194e+16, 1.2683025452297216e+18, 2.236097116498597e+16,
    6.341512726148608e+17, 1.1180485582492984e+16, 3.170756363074304e+17, 5590242791246492.0,
    1.585378181537152e+17, 2795121395623246.0, 7.92689090768576e+16, 1397560697811623.0,
    3.96344545384288e+16, 698780348905811.5, 1.98172272692144e+16, 349390174452905.75,
    9908613634607200.0, 174695087226452.88, 4954306817303600.0, 87347543613226.44,
    2477153408651800.0, 43673771806613.22, 1238576704325900.0, 21836885903306.61,
    619288352162950.0, 10918442951653.305, 309644176081475.0, 5459221475826.652,
    154822088040737.5, 2729610737913.326, 77411044020368.75, 1364805368956.663,
    38705522010184.375, 682402684478.3315, 19352761005092.188, 341201342239.1658,
    9676380502546.094, 170600671119.5829, 4838190251273.047, 85300335559.79144,
    2419095125636.5234, 42650167779.89572, 1209547562818.2617, 21325083889.94786,
    604773781409.1309, 10662541944.97393, 302386890704.5654, 5331270972.486965,
    151193445352.2827, 2665635486.2434826, 75596722676.14136, 1332817743.1217413,
    37798361338.07068, 666408871.5608706, 18899180669.03534, 333204435.7804353,
    9449590334.51767, 166602217.89021766, 4724795167.258835, 83301108.94510883,
    2362397583.6294174, 41650554.472554415, 1181198791.8147087, 20825277.236277208,
    590599395.9073544, 10412638.618138604, 295299697.9536772, 5206319.309069302,
    147649848.9768386, 2603159.654534651, 73824924.4884193, 1301579.8272673255,
    36912462.24420965, 650789.9136336627, 18456231.122104824, 325394.95681683137,
    9228115.561052412, 162697.47840841569, 4614057.780526206, 81348.73920420784,
    2307028.890263103, 40674.36960210392, 1153514.4451315515, 20337.18480105196,
    576757.2225657757, 10168.59240052598, 288378.61128288787, 5084.29620026299,
    144189.30564144393, 2542.148100131495, 72094.65282072197, 1271.0740500657475,
    36047.32641036098, 635.5370250328738, 18023.66320518049, 317.7685125164369,
    9011.831602590246, 158.88425625821844, 4505.915801295123, 79.44212812910922,
    2252.9579006475615, 39.72106406455461, 1126.4789503237807, 19.860532032277305,
    563.2394751618904, 9.930266016138653, 281.6197375809452, 4.965133008069326,
    140.8098687904726, 2.482566504034663, 70.4049343952363, 1.2412832520173316,
    35.20246719761815, 0.6206416260086658, 17.601233598809074, 0.3103208130043329,
    8.800616799404537, 0.15516040650216645, 4.4003083997022685, 0.07758020325108322,
    2.2001541998511343, 0.038790101625541626, 1.1000770999255902, 0.01939505081278717,
    0.5500385499831839, 0.009697525417233814, 0.2750192841149541, 0.004848765770991749,
    0.13751108237766035, 0.002424641544191676, -0.047064102417186136, -0.0008315513070772326,
    0.03501632425339387, 0.0006389148807198913, 0.01950111112955069, 0.0003852531066777793,
    0.01294372119413803, 0.0002792667182347703, 0.010173485281139689, 0.00023342057405631577,
    0.00893951036491539, 0.00021246043319707666, 0.00836216165588548, 0.00020248345510682011,
    0.008083519885255196, 0.00019762153591517225, 0.007946714946121317, 0.00019522226897535633,
    0.007878941952511103, 0.00019403056181271705, 0.007845212855313196, 0.00019343669000476625,
    0.007828387658530134, 0.0001931402495564191, 0.007819984898212215, 0.00019299215319692047,
    0.007815785977579136, 0.0001929181359833879, 0.007813687132144533, 0.00019288113511817877,
    0.007812637863147747, 0.0001928626366209637, 0.0078121132670794825, 0.00019285338785620355,
    0.007811850978652883, 0.00019284876359478532, 0.007811719836841467, 0.00019284645149431667,
    0.007811654266536229, 0.00019284529545164245, 0.007811621481533728, 0.0001928447174321954,
    0.0078116050890700076, 0.00019284442842294435, 0.007811596892847529, 0.00019284428391843698,
    0.007811592794738636, 0.0001928442116662128, 0.007811590745684775, 0.0001928441755401081,
    0.007811589721157992, 0.0001928441574770576, 0.007811589208894637, 0.00019284414844553282,
    0.007811588952762968, 0.00019284414392977054, 0.0078115888246971365, 0.00019284414167188943,
    0.007811588760664221, 0.00019284414054294887, 0.007811588728647763, 0.0001928441399784786,
    0.007811588712639535, 0.00019284413969624346, 0.007811588704635421, 0.0001928441395551259,
    0.007811588700633363, 0.0001928441394845671, 0.007811588698632335, 0.00019284413944928771,
    0.00781158869763182, 0.00019284413943164802, 0.007811588697131563, 0.00019284413942282817,
    0.007811588696881435, 0.00019284413941841826, 0.00781158869675637, 0.0001928441394162133,
    0.007811588696693838, 0.00019284413941511082, 0.007811588696662572, 0.00019284413941455958,
    0.007811588696646939, 0.00019284413941428395, 0.007811588696639123, 0.00019284413941414615,
    0.007811588696635214, 0.00019284413941407725, 0.00781158869663326, 0.0001928441394140428,
    0.007811588696632283, 0.00019284413941402556, 0.007811588696631794, 0.00019284413941401694,
    0.007811588696631551, 0.00019284413941401263, 0.007811588696631428, 0.00019284413941401049,
    0.007811588696631367, 0.0001928441394140094, 0.007811588696631336, 0.00019284413941400886,
    0.007811588696631322, 0.0001928441394140086, 0.007811588696631314, 0.00019284413941400845,
    0.0078115886966313094, 0.0001928441394140084, 0.007811588696631308, 0.00019284413941400837,
    0.007811588696631307, 0.00019284413941400834, 0.007811588696631307, 0.00019284413941400834,
    0.007811588696631306, 0.00019284413941400834, 0.007811588696631306, 0.00019284413941400834,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.007811588696631306, 0.00019284413941400832,
    0.007811588696631306, 0.00019284413941400832, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    -3.925206256668574e+43, -4.943132414721783e+41, -1.962603128334287e+43, -2.4715662073608914e+41,
    -9.813015641671435e+42, -1.2357831036804457e+41, -4.9065078208357173e+42, -6.178915518402229e+40,
    -2.4532539104178587e+42, -3.0894577592011143e+40, -1.2266269552089293e+42, -1.5447288796005572e+40,
    -6.133134776044647e+41, -7.723644398002786e+39, -3.0665673880223233e+41, -3.861822199001393e+39,
    -1.5332836940111617e+41, -1.9309110995006964e+39, -7.666418470055808e+40, -9.654555497503482e+38,
    -3.833209235027904e+40, -4.827277748751741e+38, -1.916604617513952e+40, -2.4136388743758705e+38,
    -9.58302308756976e+39, -1.2068194371879353e+38, -4.79151154378488e+39, -6.034097185939676e+37,
    -2.39575577189244e+39, -3.017048592969838e+37, -1.19787788594622e+39, -1.508524296484919e+37,
    -5.9893894297311e+38, -7.542621482424595e+36, -2.99469471486555e+38, -3.771310741212298e+36,
    -1.497347357432775e+38, -1.885655370606149e+36, -7.486736787163875e+37, -9.428276853030744e+35,
    -3.7433683935819377e+37, -4.714138426515372e+35, -1.8716841967909688e+37, -2.357069213257686e+35,
    -9.358420983954844e+36, -1.178534606628843e+35, -4.679210491977422e+36, -5.892673033144215e+34,
    -2.339605245988711e+36, -2.9463365165721076e+34, -1.1698026229943555e+36, -1.4731682582860538e+34,
    -5.8490131149717776e+35, -7.365841291430269e+33, -2.9245065574858888e+35, -3.6829206457151345e+33,
    -1.4622532787429444e+35, -1.8414603228575673e+33, -7.311266393714722e+34, -9.207301614287836e+32,
    -3.655633196857361e+34, -4.603650807143918e+32, -1.8278165984286805e+34, -2.301825403571959e+32,
    -9.139082992143403e+33, -1.1509127017859795e+32, -4.569541496071701e+33, -5.754563508929898e+31,
    -2.2847707480358506e+33, -2.877281754464949e+31, -1.1423853740179253e+33, -1.4386408772324744e+31,
    -5.7119268700896266e+32, -7.193204386162372e+30, -2.8559634350448133e+32, -3.596602193081186e+30,
    -1.4279817175224066e+32, -1.798301096540593e+30, -7.139908587612033e+31, -8.991505482702965e+29,
    -3.5699542938060166e+31, -4.4957527413514825e+29, -1.7849771469030083e+31, -2.2478763706757413e+29,
    -8.924885734515042e+30, -1.1239381853378706e+29, -4.462442867257521e+30, -5.619690926689353e+28,
    -2.2312214336287604e+30, -2.8098454633446766e+28, -1.1156107168143802e+30, -1.4049227316723383e+28,
    -5.578053584071901e+29, -7.024613658361691e+27, -2.7890267920359505e+29, -3.512306829180846e+27,
    -1.3945133960179752e+29, -1.756153414590423e+27, -6.972566980089876e+28, -8.780767072952114e+26,
    -3.486283490044938e+28, -4.390383536476057e+26, -1.743141745022469e+28, -2.1951917682380286e+26,
    -8.715708725112345e+27, -1.0975958841190143e+26, -4.3578543625561726e+27, -5.4879794205950715e+25,
    -2.1789271812780863e+27, -2.7439897102975357e+25, -1.0894635906390432e+27, -1.3719948551487679e+25,
    -5.447317953195216e+26, -6.859974275743839e+24, -2.723658976597608e+26, -3.4299871378719197e+24,
    -1.361829488298804e+26, -1.7149935689359598e+24, -6.80914744149402e+25, -8.574967844679799e+23,
    -3.40457372074701e+25, -4.2874839223398996e+23, -1.702286860373505e+25, -2.1437419611699498e+23,
    -8.511434301867525e+24, -1.0718709805849749e+23, -4.2557171509337623e+24, -5.3593549029248745e+22,
    -2.1278585754668812e+24, -2.6796774514624372e+22, -1.0639292877334406e+24, -1.3398387257312186e+22,
    -5.319646438667203e+23, -6.699193628656093e+21, -2.6598232193336014e+23, -3.3495968143280466e+21,
    -1.3299116096668007e+23, -1.6747984071640233e+21, -6.649558048334004e+22, -8.373992035820116e+20,
    -3.324779024167002e+22, -4.186996017910058e+20, -1.662389512083501e+22, -2.093498008955029e+20,
    -8.311947560417505e+21, -1.0467490044775145e+20, -4.1559737802087523e+21, -5.233745022387573e+19,
    -2.0779868901043761e+21, -2.6168725111937864e+19, -1.0389934450521881e+21, -1.3084362555968932e+19,
    -5.1949672252609403e+20, -6.542181277984466e+18, -2.5974836126304702e+20, -3.271090638992233e+18,
    -1.2987418063152351e+20, -1.6355453194961165e+18, -6.4937090315761754e+19, -8.177726597480582e+17,
    -3.2468545157880877e+19, -4.088863298740291e+17, -1.6234272578940439e+19, -2.0444316493701456e+17,
    -8.117136289470219e+18, -1.0222158246850728e+17, -4.0585681447351096e+18, -5.111079123425364e+16,
    -2.0292840723675548e+18, -2.555539561712682e+16, -1.0146420361837774e+18, -1.277769780856341e+16,
    -5.073210180918887e+17, -6388848904281705.0, -2.5366050904594435e+17, -3194424452140852.5,
    -1.2683025452297218e+17, -1597212226070426.2, -6.341512726148609e+16, -798606113035213.1,
    -3.1707563630743044e+16, -399303056517606.56, -1.5853781815371522e+16, -199651528258803.28,
    -7926890907685761.0, -99825764129401.64, -3963445453842880.5, -49912882064700.82,
    -1981722726921440.2, -24956441032350.41, -990861363460720.1, -12478220516175.205,
    -495430681730360.06, -6239110258087.603, -247715340865180.03, -3119555129043.8013,
    -123857670432590.02, -1559777564521.9006, -61928835216295.01, -779888782260.9503,
    -30964417608147.504, -389944391130.47516, -15482208804073.752, -194972195565.23758,
    -7741104402036.876, -97486097782.61879, -3870552201018.438, -48743048891.309395,
    -1935276100509.219, -24371524445.654697, -967638050254.6095, -12185762222.827349,
    -483819025127.30475, -6092881111.413674, -241909512563.65237, -3046440555.706837,
    -120954756281.82619, -1523220277.8534186, -60477378140.91309, -761610138.9267093,
    -30238689070.456547, -380805069.46335465, -15119344535.228273, -190402534.73167732,
    -7559672267.614137, -95201267.36583866, -3779836133.8070683, -47600633.68291933,
    -1889918066.9035342, -23800316.841459665, -944959033.4517671, -11900158.420729833,
    -472479516.72588354, -5950079.210364916, -236239758.36294177, -2975039.605182458,
    -118119879.18147089, -1487519.802591229, -59059939.59073544, -743759.9012956145,
    -29529969.79536772, -371879.9506478073, -14764984.89768386, -185939.97532390364,
    -7382492.44884193, -92969.98766195182, -3691246.224420965, -46484.99383097591,
    -1845623.1122104826, -23242.496915487955, -922811.5561052413, -11621.248457743977,
    -461405.77805262065, -5810.624228871989, -230702.88902631032, -2905.3121144359943,
    -115351.44451315516, -1452.6560572179972, -57675.72225657758, -726.3280286089986,
    -28837.86112828879, -363.1640143044993, -14418.930564144395, -181.58200715224964,
    -7209.465282072198, -90.79100357612482, -3604.732641036099, -45.39550178806241,
    -1802.3663205180494, -22.697750894031206, -901.1831602590247, -11.348875447015603,
    -450.59158012951235, -5.674437723507801, -225.29579006475618, -2.8372188617539007,
    -112.64789503237809, -1.4186094308769504, -56.323947516189044, -0.7093047154384752,
    -28.161973758094522, -0.3546523577192376, -14.080986879047261, -0.1773261788596188,
    -7.0404934395236305, -0.0886630894298094, -3.5202467197618152, -0.0443315447149047,
    -1.7601233598809076, -0.02216577235745235, -0.8800616799404551, -0.011082886178727096,
    -0.44003083997243175, -0.005541443090475361, -0.22001542172398333, -0.0027707220778157003,
    -0.11000815402122344, -0.0013854300086425229, 0.03764259533684267, 0.00047470886514175463,
    -0.027862573070185012, -0.00036064557204583284, -0.015248434360204902, -0.00021270172011136375,
    -0.009886791237883366, -0.00015089061372753243, -0.007632079441055397, -0.0001243276262101905,
    -0.006634454802782861, -0.00011225515229138071, -0.006169909086980765, -0.00010652995053665725,
    -0.0059463254289140715, -0.00010374567677778471, -0.0058367136937635304, -0.00010237315751673437,
    -0.005782453338928224, -0.000101691804535767, -0.005755459570308651, -0.00010135235484806178,
    -0.005741996790112232, -0.00010118293671367935, -0.005735273926161987, -0.00010109830432440416,
    -0.005731914625731333, -0.00010105600729927986, -0.00573023550840259, -0.00010103486357909817,
    -0.005729396082959894, -0.00010102429291710257, -0.005728976403543967, -0.00010101900788562861,
    -0.005728766572162358, -0.00010101636544477257, -0.005728661658553143, -0.0001010150442430648,
    -0.0057286092022689325, -0.00010101438364689097, -0.005728582974256926, -0.00010101405334997406,
    -0.005728569860283448, -0.00010101388820180811, -0.00572856330330484, -0.00010101380562779827,
    -0.005728560024817569, -0.00010101376434081163, -0.005728558385574442, -0.00010101374369732289,
    -0.005728557565953005, -0.00010101373337557964, -0.005728557156142318, -0.00010101372821470832,
    -0.005728556951236983, -0.00010101372563427272, -0.005728556848784317, -0.00010101372434405494,
    -0.005728556797557985, -0.00010101372369894606, -0.005728556771944819, -0.00010101372337639161,
    -0.005728556759138236, -0.0001010137232151144, -0.005728556752734945, -0.00010101372313447579,
    -0.005728556749533299, -0.00010101372309415648, -0.0057285567479324765, -0.00010101372307399683,
    -0.005728556747132065, -0.000101013723063917, -0.005728556746731859, -0.00010101372305887709,
    -0.005728556746531756, -0.00010101372305635713, -0.005728556746431705, -0.00010101372305509715,
    -0.005728556746381679, -0.00010101372305446716, -0.005728556746356666, -0.00010101372305415217,
    -0.005728556746344159, -0.00010101372305399468, -0.0057285567463379065, -0.00010101372305391593,
    -0.00572855674633478, -0.00010101372305387655, -0.005728556746333217, -0.00010101372305385686,
    -0.005728556746332435, -0.00010101372305384702, -0.005728556746332044, -0.0001010137230538421,
    -0.005728556746331849, -0.00010101372305383964, -0.005728556746331751, -0.0001010137230538384,
    -0.005728556746331702, -0.0001010137230538378, -0.005728556746331678, -0.00010101372305383748,
    -0.005728556746331666, -0.00010101372305383733, -0.005728556746331659, -0.00010101372305383725,
    -0.005728556746331656, -0.00010101372305383721, -0.0057285567463316546, -0.0001010137230538372,
    -0.005728556746331654, -0.00010101372305383718, -0.005728556746331654, -0.00010101372305383718,
    -0.005728556746331654, -0.00010101372305383718, -0.005728556746331654, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, -0.005728556746331653, -0.00010101372305383717,
    -0.005728556746331653, -0.00010101372305383717, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    3.095779729692283e+43, 2.8150986748385737e+41, 1.5478898648461415e+43, 1.4075493374192868e+41,
    7.739449324230708e+42, 7.037746687096434e+40, 3.869724662115354e+42, 3.518873343548217e+40,
    1.934862331057677e+42, 1.7594366717741085e+40, 9.674311655288385e+41, 8.797183358870543e+39,
    4.837155827644192e+41, 4.3985916794352714e+39, 2.418577913822096e+41, 2.1992958397176357e+39,
    1.209288956911048e+41, 1.0996479198588178e+39, 6.04644478455524e+40, 5.498239599294089e+38,
    3.02322239227762e+40, 2.7491197996470446e+38, 1.51161119613881e+40, 1.3745598998235223e+38,
    7.55805598069405e+39, 6.8727994991176115e+37, 3.779027990347025e+39, 3.4363997495588057e+37,
    1.8895139951735126e+39, 1.7181998747794029e+37, 9.447569975867563e+38, 8.590999373897014e+36,
    4.7237849879337816e+38, 4.295499686948507e+36, 2.3618924939668908e+38, 2.1477498434742536e+36,
    1.1809462469834454e+38, 1.0738749217371268e+36, 5.904731234917227e+37, 5.369374608685634e+35,
    2.9523656174586135e+37, 2.684687304342817e+35, 1.4761828087293067e+37, 1.3423436521714085e+35,
    7.380914043646534e+36, 6.7117182608570425e+34, 3.690457021823267e+36, 3.3558591304285212e+34,
    1.8452285109116334e+36, 1.6779295652142606e+34, 9.226142554558167e+35, 8.389647826071303e+33,
    4.6130712772790836e+35, 4.1948239130356515e+33, 2.3065356386395418e+35, 2.0974119565178258e+33,
    1.1532678193197709e+35, 1.0487059782589129e+33, 5.766339096598854e+34, 5.2435298912945644e+32,
    2.883169548299427e+34, 2.6217649456472822e+32, 1.4415847741497136e+34, 1.3108824728236411e+32,
    7.207923870748568e+33, 6.5544123641182055e+31, 3.603961935374284e+33, 3.2772061820591028e+31,
    1.801980967687142e+33, 1.6386030910295514e+31, 9.00990483843571e+32, 8.193015455147757e+30,
    4.504952419217855e+32, 4.0965077275738785e+30, 2.2524762096089275e+32, 2.0482538637869392e+30,
    1.1262381048044638e+32, 1.0241269318934696e+30, 5.631190524022319e+31, 5.120634659467348e+29,
    2.8155952620111594e+31, 2.560317329733674e+29, 1.4077976310055797e+31, 1.280158664866837e+29,
    7.038988155027898e+30, 6.400793324334185e+28, 3.519494077513949e+30, 3.2003966621670925e+28,
    1.7597470387569746e+30, 1.6001983310835463e+28, 8.798735193784873e+29, 8.000991655417731e+27,
    4.3993675968924366e+29, 4.0004958277088657e+27, 2.1996837984462183e+29, 2.0002479138544328e+27,
    1.0998418992231091e+29, 1.0001239569272164e+27, 5.499209496115546e+28, 5.000619784636082e+26,
    2.749604748057773e+28, 2.500309892318041e+26, 1.3748023740288864e+28, 1.2501549461590205e+26,
    6.874011870144432e+27, 6.250774730795103e+25, 3.437005935072216e+27, 3.1253873653975513e+25,
    1.718502967536108e+27, 1.5626936826987757e+25, 8.59251483768054e+26, 7.813468413493878e+24,
    4.29625741884027e+26, 3.906734206746939e+24, 2.148128709420135e+26, 1.9533671033734696e+24,
    1.0740643547100675e+26, 9.766835516867348e+23, 5.370321773550338e+25, 4.883417758433674e+23,
    2.685160886775169e+25, 2.441708879216837e+23, 1.3425804433875844e+25, 1.2208544396084185e+23,
    6.712902216937922e+24, 6.104272198042092e+22, 3.356451108468961e+24, 3.052136099021046e+22,
    1.6782255542344805e+24, 1.526068049510523e+22, 8.391127771172402e+23, 7.630340247552616e+21,
    4.195563885586201e+23, 3.815170123776308e+21, 2.0977819427931006e+23, 1.907585061888154e+21,
    1.0488909713965503e+23, 9.53792530944077e+20, 5.2444548569827516e+22, 4.768962654720385e+20,
    2.6222274284913758e+22, 2.3844813273601923e+20, 1.3111137142456879e+22, 1.1922406636800962e+20,
    6.555568571228439e+21, 5.961203318400481e+19, 3.2777842856142197e+21, 2.9806016592002404e+19,
    1.6388921428071099e+21, 1.4903008296001202e+19, 8.194460714035549e+20, 7.451504148000601e+18,
    4.0972303570177747e+20, 3.7257520740003005e+18, 2.0486151785088873e+20, 1.8628760370001503e+18,
    1.0243075892544437e+20, 9.314380185000751e+17, 5.121537946272218e+19, 4.6571900925003757e+17,
    2.560768973136109e+19, 2.3285950462501878e+17, 1.2803844865680546e+19, 1.1642975231250939e+17,
    6.401922432840273e+18, 5.8214876156254696e+16, 3.2009612164201364e+18, 2.9107438078127348e+16,
    1.6004806082100682e+18, 1.4553719039063674e+16, 8.002403041050341e+17, 7276859519531837.0,
    4.0012015205251706e+17, 3638429759765918.5, 2.0006007602625853e+17, 1819214879882959.2,
    1.0003003801312926e+17, 909607439941479.6, 5.001501900656463e+16, 454803719970739.8,
    2.5007509503282316e+16, 227401859985369.9, 1.2503754751641158e+16, 113700929992684.95,
    6251877375820579.0, 56850464996342.48, 3125938687910289.5, 28425232498171.24,
    1562969343955144.8, 14212616249085.62, 781484671977572.4, 7106308124542.81,
    390742335988786.2, 3553154062271.405, 195371167994393.1, 1776577031135.7024,
    97685583997196.55, 888288515567.8512, 48842791998598.27, 444144257783.9256,
    24421395999299.137, 222072128891.9628, 12210697999649.568, 111036064445.9814,
    6105348999824.784, 55518032222.9907, 3052674499912.392, 27759016111.49535,
    1526337249956.196, 13879508055.747675, 763168624978.098, 6939754027.873837,
    381584312489.049, 3469877013.9369187, 190792156244.5245, 1734938506.9684594,
    95396078122.26225, 867469253.4842297, 47698039061.13113, 433734626.74211484,
    23849019530.565563, 216867313.37105742, 11924509765.282782, 108433656.68552871,
    5962254882.641391, 54216828.342764355, 2981127441.3206954, 27108414.171382178,
    1490563720.6603477, 13554207.085691089, 745281860.3301739, 6777103.542845544,
    372640930.1650869, 3388551.771422772, 186320465.08254346, 1694275.885711386,
    93160232.54127173, 847137.942855693, 46580116.270635866, 423568.9714278465,
    23290058.135317933, 211784.48571392326, 11645029.067658966, 105892.24285696163,
    5822514.533829483, 52946.121428480816, 2911257.2669147416, 26473.060714240408,
    1455628.6334573708, 13236.530357120204, 727814.3167286854, 6618.265178560102,
    363907.1583643427, 3309.132589280051, 181953.57918217135, 1654.5662946400255,
    90976.78959108568, 827.2831473200127, 45488.39479554284, 413.6415736600064,
    22744.19739777142, 206.8207868300032, 11372.09869888571, 103.4103934150016,
    5686.049349442855, 51.7051967075008, 2843.0246747214273, 25.8525983537504,
    1421.5123373607137, 12.9262991768752, 710.7561686803568, 6.4631495884376,
    355.3780843401784, 3.2315747942188, 177.6890421700892, 1.6157873971094,
    88.8445210850446, 0.8078936985547, 44.4222605425223, 0.40394684927735,
    22.21113027126115, 0.201973424638675, 11.105565135630576, 0.1009867123193375,
    5.552782567815288, 0.05049335615966875, 2.776391283907644, 0.025246678079834373,
    1.388195641953822, 0.012623339039917187, 0.694097820976911, 0.006311669519958645,
    0.3470489104886938, 0.003155834760093354, 0.17352445557533624, 0.001577917472665813,
    0.086762364105711, 0.0007889771247476095, -0.029684693428068565, -0.00027017936332542926,
    0.021894049581265576, 0.00020349267573710814, 0.011813959710710826, 0.00011770595945341107,
    0.007503469477295174, 8.182502305715075e-05, 0.005697074977924264, 6.649413511721424e-05,
    0.004902558131512283, 5.956553480993338e-05, 0.0045342040699248454, 5.6291542816749266e-05,
    0.004357369813285476, 5.470252014717827e-05, 0.004270795812787154, 5.3920027161262956e-05,
    0.004227970061399665, 5.3531786823033735e-05, 0.004206672527138562, 5.3338418290632434e-05,
    0.004196052597192804, 5.324192193973803e-05, 0.004190749841630297, 5.3193720743500395e-05,
    0.004188100266208773, 5.316963189020791e-05, 0.004186775929088389, 5.315759039976975e-05,
    0.004186113873175819, 5.315157038860278e-05, 0.004185782873381442, 5.314856056653233e-05,
    0.00418561738052473, 5.314705570137536e-05, 0.004185534635856493, 5.314630328026644e-05,
    0.004185493263962404, 5.3145927072579376e-05, 0.004185472578125368, 5.314573896945269e-05,
    0.004185462235234351, 5.314564491806856e-05, 0.004185457063795719, 5.3145597892421296e-05,
    0.004185454478078121, 5.3145574379608864e-05, 0.004185453185219751, 5.314556262320545e-05,
    0.0041854525387906745, 5.314555674500444e-05, 0.004185452215576163, 5.314555380590411e-05,
    0.004185452053968914, 5.3145552336353995e-05, 0.004185451973165291, 5.314555160157894e-05,
    0.00418545193276348, 5.3145551234191424e-05, 0.004185451912562575, 5.314555105049766e-05,
    0.004185451902462122, 5.314555095865078e-05, 0.004185451897411895, 5.3145550912727343e-05,
    0.0041854518948867825, 5.314555088976562e-05, 0.004185451893624226, 5.314555087828476e-05,
    0.004185451892992948, 5.314555087254433e-05, 0.0041854518926773086, 5.3145550869674116e-05,
    0.004185451892519489, 5.314555086823901e-05, 0.004185451892440579, 5.314555086752145e-05,
    0.004185451892401124, 5.3145550867162677e-05, 0.004185451892381397, 5.314555086698329e-05,
    0.004185451892371533, 5.31455508668936e-05, 0.004185451892366601, 5.3145550866848746e-05,
    0.0041854518923641355, 5.314555086682632e-05, 0.004185451892362902, 5.3145550866815115e-05,
    0.004185451892362285, 5.3145550866809504e-05, 0.0041854518923619775, 5.3145550866806706e-05,
    0.004185451892361823, 5.31455508668053e-05, 0.004185451892361746, 5.3145550866804605e-05,
    0.004185451892361708, 5.314555086680425e-05, 0.004185451892361689, 5.314555086680408e-05,
    0.004185451892361679, 5.314555086680399e-05, 0.004185451892361674, 5.314555086680395e-05,
    0.004185451892361671, 5.314555086680392e-05, 0.00418545189236167, 5.3145550866803914e-05,
    0.0041854518923616696, 5.314555086680391e-05, 0.0041854518923616696, 5.314555086680391e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0041854518923616696, 5.31455508668039e-05,
    0.0041854518923616696, 5.31455508668039e-05, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    -2.4766237837538264e+43, -1.6086278141934706e+41, -1.2383118918769132e+43, -8.043139070967353e+40,
    -6.191559459384566e+42, -4.0215695354836764e+40, -3.095779729692283e+42, -2.0107847677418382e+40,
    -1.5478898648461415e+42, -1.0053923838709191e+40, -7.739449324230707e+41, -5.0269619193545955e+39,
    -3.869724662115354e+41, -2.5134809596772977e+39, -1.934862331057677e+41, -1.2567404798386489e+39,
    -9.674311655288384e+40, -6.283702399193244e+38, -4.837155827644192e+40, -3.141851199596622e+38,
    -2.418577913822096e+40, -1.570925599798311e+38, -1.209288956911048e+40, -7.854627998991555e+37,
    -6.04644478455524e+39, -3.9273139994957777e+37, -3.02322239227762e+39, -1.9636569997478889e+37,
    -1.51161119613881e+39, -9.818284998739444e+36, -7.55805598069405e+38, -4.909142499369722e+36,
    -3.779027990347025e+38, -2.454571249684861e+36, -1.8895139951735125e+38, -1.2272856248424305e+36,
    -9.447569975867563e+37, -6.136428124212153e+35, -4.723784987933781e+37, -3.0682140621060763e+35,
    -2.3618924939668907e+37, -1.5341070310530382e+35, -1.1809462469834453e+37, -7.670535155265191e+34,
    -5.904731234917227e+36, -3.8352675776325954e+34, -2.9523656174586134e+36, -1.9176337888162977e+34,
    -1.4761828087293067e+36, -9.588168944081489e+33, -7.380914043646533e+35, -4.7940844720407443e+33,
    -3.690457021823267e+35, -2.3970422360203721e+33, -1.8452285109116333e+35, -1.1985211180101861e+33,
    -9.226142554558167e+34, -5.9926055900509304e+32, -4.613071277279083e+34, -2.9963027950254652e+32,
    -2.3065356386395417e+34, -1.4981513975127326e+32, -1.1532678193197708e+34, -7.490756987563663e+31,
    -5.766339096598854e+33, -3.7453784937818315e+31, -2.883169548299427e+33, -1.8726892468909157e+31,
    -1.4415847741497136e+33, -9.363446234454579e+30, -7.207923870748568e+32, -4.6817231172272893e+30,
    -3.603961935374284e+32, -2.3408615586136447e+30, -1.801980967687142e+32, -1.1704307793068223e+30,
    -9.00990483843571e+31, -5.852153896534112e+29, -4.504952419217855e+31, -2.926076948267056e+29,
    -2.2524762096089274e+31, -1.463038474133528e+29, -1.1262381048044637e+31, -7.31519237066764e+28,
    -5.631190524022319e+30, -3.65759618533382e+28, -2.8155952620111593e+30, -1.82879809266691e+28,
    -1.4077976310055796e+30, -9.14399046333455e+27, -7.038988155027898e+29, -4.571995231667275e+27,
    -3.519494077513949e+29, -2.2859976158336374e+27, -1.7597470387569746e+29, -1.1429988079168187e+27,
    -8.798735193784873e+28, -5.7149940395840934e+26, -4.399367596892436e+28, -2.8574970197920467e+26,
    -2.199683798446218e+28, -1.4287485098960234e+26, -1.099841899223109e+28, -7.143742549480117e+25,
    -5.499209496115545e+27, -3.5718712747400584e+25, -2.749604748057773e+27, -1.7859356373700292e+25,
    -1.3748023740288864e+27, -8.929678186850146e+24, -6.874011870144432e+26, -4.464839093425073e+24,
    -3.437005935072216e+26, -2.2324195467125365e+24, -1.718502967536108e+26, -1.1162097733562682e+24,
    -8.59251483768054e+25, -5.581048866781341e+23, -4.29625741884027e+25, -2.7905244333906706e+23,
    -2.148128709420135e+25, -1.3952622166953353e+23, -1.0740643547100675e+25, -6.9763110834766766e+22,
    -5.370321773550337e+24, -3.4881555417383383e+22, -2.6851608867751687e+24, -1.7440777708691691e+22,
    -1.3425804433875843e+24, -8.720388854345846e+21, -6.712902216937922e+23, -4.360194427172923e+21,
    -3.356451108468961e+23, -2.1800972135864614e+21, -1.6782255542344804e+23, -1.0900486067932307e+21,
    -8.391127771172402e+22, -5.4502430339661536e+20, -4.195563885586201e+22, -2.7251215169830768e+20,
    -2.0977819427931005e+22, -1.3625607584915384e+20, -1.0488909713965503e+22, -6.812803792457692e+19,
    -5.244454856982751e+21, -3.406401896228846e+19, -2.6222274284913757e+21, -1.703200948114423e+19,
    -1.3111137142456878e+21, -8.516004740572115e+18, -6.555568571228439e+20, -4.2580023702860575e+18,
    -3.2777842856142196e+20, -2.1290011851430287e+18, -1.6388921428071098e+20, -1.0645005925715144e+18,
    -8.194460714035549e+19, -5.322502962857572e+17, -4.0972303570177745e+19, -2.661251481428786e+17,
    -2.0486151785088872e+19, -1.330625740714393e+17, -1.0243075892544436e+19, -6.653128703571965e+16,
    -5.121537946272218e+18, -3.3265643517859824e+16, -2.560768973136109e+18, -1.6632821758929912e+16,
    -1.2803844865680545e+18, -8316410879464956.0, -6.401922432840273e+17, -4158205439732478.0,
    -3.2009612164201363e+17, -2079102719866239.0, -1.6004806082100682e+17, -1039551359933119.5,
    -8.002403041050341e+16, -519775679966559.75, -4.0012015205251704e+16, -259887839983279.88,
    -2.0006007602625852e+16, -129943919991639.94, -1.0003003801312926e+16, -64971959995819.97,
    -5001501900656463.0, -32485979997909.984, -2500750950328231.5, -16242989998954.992,
    -1250375475164115.8, -8121494999477.496, -625187737582057.9, -4060747499738.748,
    -312593868791028.94, -2030373749869.374, -156296934395514.47, -1015186874934.687,
    -78148467197757.23, -507593437467.3435, -39074233598878.62, -253796718733.67175,
    -19537116799439.31, -126898359366.83588, -9768558399719.654, -63449179683.41794,
    -4884279199859.827, -31724589841.70897, -2442139599929.9136, -15862294920.854485,
    -1221069799964.9568, -7931147460.427242, -610534899982.4784, -3965573730.213621,
    -305267449991.2392, -1982786865.1068106, -152633724995.6196, -991393432.5534053,
    -76316862497.8098, -495696716.27670264, -38158431248.9049, -247848358.13835132,
    -19079215624.45245, -123924179.06917566, -9539607812.226225, -61962089.53458783,
    -4769803906.113112, -30981044.767293915, -2384901953.056556, -15490522.383646958,
    -1192450976.528278, -7745261.191823479, -596225488.264139, -3872630.5959117394,
    -298112744.1320695, -1936315.2979558697, -149056372.06603476, -968157.6489779348,
    -74528186.03301738, -484078.8244889674, -37264093.01650869, -242039.4122444837,
    -18632046.508254346, -121019.70612224186, -9316023.254127173, -60509.85306112093,
    -4658011.627063586, -30254.926530560464, -2329005.813531793, -15127.463265280232,
    -1164502.9067658966, -7563.731632640116, -582251.4533829483, -3781.865816320058,
    -291125.72669147415, -1890.932908160029, -145562.86334573707, -945.4664540800145,
    -72781.43167286854, -472.73322704000725, -36390.71583643427, -236.36661352000363,
    -18195.357918217134, -118.18330676000181, -9097.678959108567, -59.091653380000906,
    -4548.839479554284, -29.545826690000453, -2274.419739777142, -14.772913345000227,
    -1137.209869888571, -7.386456672500113, -568.6049349442854, -3.6932283362500566,
    -284.3024674721427, -1.8466141681250283, -142.15123373607136, -0.9233070840625142,
    -71.07561686803568, -0.4616535420312571, -35.53780843401784, -0.23082677101562854,
    -17.76890421700892, -0.11541338550781427, -8.88445210850446, -0.057706692753907135,
    -4.44222605425223, -0.028853346376953568, -2.221113027126115, -0.014426673188476784,
    -1.1105565135630575, -0.007213336594238392, -0.5552782567815288, -0.003606668297119199,
    -0.27763912839079014, -0.001803334148571295, -0.13881956425844058, -0.0009016670903932764,
    -0.06940982407292633, -0.00045083844867588725, 0.023746051998109956, 0.00015432773135172706,
    -0.017467898776711236, -0.00011545325228846443, -0.00930916870550207, -6.562907762856257e-05,
    -0.005795339120979955, -4.4744772907631916e-05, -0.004326692970628927, -3.5867498732423206e-05,
    -0.003684545488093057, -3.1877441792496656e-05, -0.0033881832893218056, -2.9998764689332895e-05,
    -0.0032462932226475258, -2.908878860022807e-05, -0.003176928172812411, -2.8641158528133077e-05,
    -0.0031426410978161097, -2.841918407305944e-05, -0.0031255964512148684, -2.8308657058805237e-05,
    -0.0031170988524151185, -2.8253508609251983e-05, -0.0031128562342515108, -2.8225963149134658e-05,
    -0.0031107364704857144, -2.8212197610257432e-05, -0.003109676974932252, -2.820531663861522e-05,
    -0.003109147323737907, -2.8201876602243278e-05, -0.0031088825222863326, -2.82001566964196e-05,
    -0.003108750127596945, -2.819929677159834e-05, -0.0031086839317613513, -2.819886681621035e-05,
    -0.0031086508342208293, -2.8198651840272016e-05, -0.003108634285544887, -2.8198544352741763e-05,
    -0.003108626011230496, -2.8198490609086366e-05, -0.003108621874079195, -2.81984637372861e-05,
    -0.003108619805505018, -2.8198450301392826e-05, -0.0031086187712182985, -2.8198443583447904e-05,
    -0.0031086182540750306, -2.819844022447587e-05, -0.0031086179955034194, -2.819843854498996e-05,
    -0.00310861786621762, -2.8198437705247034e-05, -0.0031086178015747217, -2.8198437285375577e-05,
    -0.0031086177692532728, -2.819843707543985e-05, -0.0031086177530925485, -2.8198436970471986e-05,
    -0.003108617745012186, -2.8198436917988056e-05, -0.0031086177409720053, -2.8198436891746088e-05,
    -0.0031086177389519146, -2.8198436878625107e-05, -0.0031086177379418692, -2.8198436872064613e-05,
    -0.0031086177374368465, -2.819843686878437e-05, -0.0031086177371843354, -2.8198436867144246e-05,
    -0.0031086177370580797, -2.8198436866324186e-05, -0.0031086177369949518, -2.8198436865914155e-05,
    -0.003108617736963388, -2.819843686570914e-05, -0.003108617736947606, -2.819843686560663e-05,
    -0.003108617736939715, -2.819843686555538e-05, -0.0031086177369357695, -2.819843686552975e-05,
    -0.0031086177369337967, -2.8198436865516937e-05, -0.0031086177369328105, -2.819843686551053e-05,
    -0.0031086177369323174, -2.8198436865507328e-05, -0.0031086177369320706, -2.8198436865505726e-05,
    -0.0031086177369319475, -2.8198436865504926e-05, -0.003108617736931886, -2.8198436865504523e-05,
    -0.003108617736931855, -2.8198436865504323e-05, -0.0031086177369318395, -2.8198436865504225e-05,
    -0.0031086177369318317, -2.8198436865504174e-05, -0.0031086177369318278, -2.819843686550415e-05,
    -0.003108617736931826, -2.8198436865504137e-05, -0.003108617736931825, -2.819843686550413e-05,
    -0.0031086177369318247, -2.8198436865504126e-05, -0.0031086177369318243, -2.8198436865504126e-05,
    -0.0031086177369318243, -2.8198436865504123e-05, -0.0031086177369318243, -2.8198436865504123e-05,
    -0.0031086177369318243, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, -0.003108617736931824, -2.8198436865504123e-05,
    -0.003108617736931824, -2.8198436865504123e-05, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    2.3871072614494714e+43, 1.006515727316585e+41, 1.1935536307247357e+43, 5.032578636582925e+40,
    5.967768153623678e+42, 2.5162893182914625e+40, 2.983884076811839e+42, 1.2581446591457313e+40,
    1.4919420384059196e+42, 6.290723295728656e+39, 7.459710192029598e+41, 3.145361647864328e+39,
    3.729855096014799e+41, 1.572680823932164e+39, 1.8649275480073995e+41, 7.86340411966082e+38,
    9.324637740036997e+40, 3.93170205983041e+38, 4.662318870018499e+40, 1.965851029915205e+38,
    2.3311594350092494e+40, 9.829255149576026e+37, 1.1655797175046247e+40, 4.914627574788013e+37,
    5.827898587523123e+39, 2.4573137873940064e+37, 2.913949293761562e+39, 1.2286568936970032e+37,
    1.456974646880781e+39, 6.143284468485016e+36, 7.284873234403904e+38, 3.071642234242508e+36,
    3.642436617201952e+38, 1.535821117121254e+36, 1.821218308600976e+38, 7.67910558560627e+35,
    9.10609154300488e+37, 3.839552792803135e+35, 4.55304577150244e+37, 1.9197763964015675e+35,
    2.27652288575122e+37, 9.598881982007837e+34, 1.13826144287561e+37, 4.799440991003919e+34,
    5.69130721437805e+36, 2.3997204955019594e+34, 2.845653607189025e+36, 1.1998602477509797e+34,
    1.4228268035945126e+36, 5.999301238754898e+33, 7.114134017972563e+35, 2.999650619377449e+33,
    3.5570670089862814e+35, 1.4998253096887246e+33, 1.7785335044931407e+35, 7.499126548443623e+32,
    8.892667522465703e+34, 3.7495632742218115e+32, 4.446333761232852e+34, 1.8747816371109057e+32,
    2.223166880616426e+34, 9.373908185554529e+31, 1.111583440308213e+34, 4.686954092777264e+31,
    5.557917201541065e+33, 2.343477046388632e+31, 2.7789586007705323e+33, 1.171738523194316e+31,
    1.3894793003852662e+33, 5.85869261597158e+30, 6.947396501926331e+32, 2.92934630798579e+30,
    3.4736982509631654e+32, 1.464673153992895e+30, 1.7368491254815827e+32, 7.323365769964476e+29,
    8.684245627407914e+31, 3.661682884982238e+29, 4.342122813703957e+31, 1.830841442491119e+29,
    2.1710614068519784e+31, 9.154207212455594e+28, 1.0855307034259892e+31, 4.577103606227797e+28,
    5.427653517129946e+30, 2.2885518031138986e+28, 2.713826758564973e+30, 1.1442759015569493e+28,
    1.3569133792824865e+30, 5.721379507784747e+27, 6.784566896412432e+29, 2.860689753892373e+27,
    3.392283448206216e+29, 1.4303448769461866e+27, 1.696141724103108e+29, 7.151724384730933e+26,
    8.48070862051554e+28, 3.5758621923654666e+26, 4.24035431025777e+28, 1.7879310961827333e+26,
    2.120177155128885e+28, 8.939655480913666e+25, 1.0600885775644426e+28, 4.469827740456833e+25,
    5.300442887822213e+27, 2.2349138702284166e+25, 2.6502214439111064e+27, 1.1174569351142083e+25,
    1.3251107219555532e+27, 5.587284675571042e+24, 6.625553609777766e+26, 2.793642337785521e+24,
    3.312776804888883e+26, 1.3968211688927604e+24, 1.6563884024444415e+26, 6.984105844463802e+23,
    8.281942012222208e+25, 3.492052922231901e+23, 4.140971006111104e+25, 1.7460264611159505e+23,
    2.070485503055552e+25, 8.730132305579752e+22, 1.035242751527776e+25, 4.365066152789876e+22,
    5.17621375763888e+24, 2.182533076394938e+22, 2.58810687881944e+24, 1.091266538197469e+22,
    1.29405343940972e+24, 5.456332690987345e+21, 6.4702671970486e+23, 2.7281663454936726e+21,
    3.2351335985243e+23, 1.3640831727468363e+21, 1.61756679926215e+23, 6.820415863734182e+20,
    8.08783399631075e+22, 3.410207931867091e+20, 4.043916998155375e+22, 1.7051039659335454e+20,
    2.0219584990776874e+22, 8.525519829667727e+19, 1.0109792495388437e+22, 4.2627599148338635e+19,
    5.054896247694218e+21, 2.1313799574169317e+19, 2.527448123847109e+21, 1.0656899787084659e+19,
    1.2637240619235546e+21, 5.328449893542329e+18, 6.318620309617773e+20, 2.6642249467711647e+18,
    3.1593101548088866e+20, 1.3321124733855823e+18, 1.5796550774044433e+20, 6.660562366927912e+17,
    7.898275387022216e+19, 3.330281183463956e+17, 3.949137693511108e+19, 1.665140591731978e+17,
    1.974568846755554e+19, 8.32570295865989e+16, 9.87284423377777e+18, 4.162851479329945e+16,
    4.936422116888885e+18, 2.0814257396649724e+16, 2.4682110584444426e+18, 1.0407128698324862e+16,
    1.2341055292222213e+18, 5203564349162431.0, 6.170527646111107e+17, 2601782174581215.5,
    3.085263823055553e+17, 1300891087290607.8, 1.5426319115277766e+17, 650445543645303.9,
    7.713159557638883e+16, 325222771822651.94, 3.856579778819442e+16, 162611385911325.97,
    1.928289889409721e+16, 81305692955662.98, 9641449447048604.0, 40652846477831.49,
    4820724723524302.0, 20326423238915.746, 2410362361762151.0, 10163211619457.873,
    1205181180881075.5, 5081605809728.937, 602590590440537.8, 2540802904864.4683,
    301295295220268.9, 1270401452432.2341, 150647647610134.44, 635200726216.1171,
    75323823805067.22, 317600363108.05853, 37661911902533.61, 158800181554.02927,
    18830955951266.805, 79400090777.01463, 9415477975633.402, 39700045388.50732,
    4707738987816.701, 19850022694.25366, 2353869493908.3506, 9925011347.12683,
    1176934746954.1753, 4962505673.563415, 588467373477.0876, 2481252836.7817073,
    294233686738.5438, 1240626418.3908536, 147116843369.2719, 620313209.1954268,
    73558421684.63596, 310156604.5977134, 36779210842.31798, 155078302.2988567,
    18389605421.15899, 77539151.14942835, 9194802710.579494, 38769575.57471418,
    4597401355.289747, 19384787.78735709, 2298700677.6448736, 9692393.893678544,
    1149350338.8224368, 4846196.946839272, 574675169.4112184, 2423098.473419636,
    287337584.7056092, 1211549.236709818, 143668792.3528046, 605774.618354909,
    71834396.1764023, 302887.3091774545, 35917198.08820115, 151443.65458872725,
    17958599.044100575, 75721.82729436363, 8979299.522050288, 37860.91364718181,
    4489649.761025144, 18930.456823590906, 2244824.880512572, 9465.228411795453,
    1122412.440256286, 4732.614205897727, 561206.220128143, 2366.3071029488633,
    280603.1100640715, 1183.1535514744317, 140301.55503203574, 591.5767757372158,
    70150.77751601787, 295.7883878686079, 35075.388758008936, 147.89419393430396,
    17537.694379004468, 73.94709696715198, 8768.847189502234, 36.97354848357599,
    4384.423594751117, 18.486774241787995, 2192.2117973755585, 9.243387120893997,
    1096.1058986877792, 4.621693560446999, 548.0529493438896, 2.3108467802234993,
    274.0264746719448, 1.1554233901117497, 137.0132373359724, 0.5777116950558748,
    68.5066186679862, 0.2888558475279374, 34.2533093339931, 0.1444279237639687,
    17.12665466699655, 0.07221396188198435, 8.563327333498275, 0.03610698094099218,
    4.281663666749138, 0.01805349047049609, 2.140831833374569, 0.009026745235248044,
    1.0704159166872844, 0.004513372617624022, 0.5352079583436422, 0.002256686308812011,
    0.2676039791718239, 0.0011283431544072083, 0.13380198959803746, 0.0005641715800276157,
    0.06690100803765572, 0.00028208712276975274, -0.02288670995038029, -9.653637643775531e-05,
    0.01679704389334846, 7.179519510963964e-05, 0.008831556720216974, 4.009442540021355e-05,
    0.005363794343913915, 2.6755858178940658e-05, 0.003917180649953839, 2.111551030343721e-05,
    0.0032894349947655685, 1.8596038861052816e-05, 0.0030015080722097785, 1.7414732811618644e-05,
    0.0028641725858602634, 1.6843900954740125e-05, 0.002797170908257557, 1.6563453849572877e-05,
    0.002764087156514786, 1.6424473351242308e-05, 0.002747649588132522, 1.6355293918710264e-05,
    0.002739456883047356, 1.6320781909920098e-05, 0.0027353670504208843, 1.6303545332601334e-05,
    0.0027333237640954026, 1.6294931900723994e-05, 0.0027323025284301454, 1.6290626398981643e-05,
    0.002731792012471922, 1.6288473951659596e-05, 0.0027315367799614137, 1.6287397803885863e-05,
    0.0027314091700733107, 1.6286859748970814e-05, 0.002731345366721047, 1.6286590726256247e-05,
    0.002731313465442862, 1.6286456216084702e-05, 0.002731297514903256, 1.6286388961295365e-05,
    0.002731289539658325, 1.6286355333974802e-05, 0.0027312855520420774, 1.6286338520333052e-05,
    0.002731283558235508, 1.6286330113516807e-05, 0.0027312825613326117, 1.6286325910109843e-05,
    0.002731282062881261, 1.628632380840665e-05, 0.00273128181365561, 1.6286322757555125e-05,
    0.0027312816890427906, 1.628632223212938e-05, 0.0027312816267363823, 1.6286321969416514e-05,
    0.0027312815955831786, 1.628632183806008e-05, 0.0027312815800065765, 1.6286321772381865e-05,
    0.0027312815722182757, 1.6286321739542756e-05, 0.0027312815683241255, 1.6286321723123202e-05,
    0.00273128156637705, 1.6286321714913427e-05, 0.0027312815654035125, 1.6286321710808536e-05,
    0.002731281564916744, 1.6286321708756094e-05, 0.002731281564673359, 1.6286321707729873e-05,
    0.002731281564551667, 1.628632170721676e-05, 0.002731281564490821, 1.6286321706960204e-05,
    0.002731281564460398, 1.6286321706831926e-05, 0.0027312815644451867, 1.628632170676779e-05,
    0.0027312815644375808, 1.6286321706735717e-05, 0.002731281564433778, 1.6286321706719684e-05,
    0.0027312815644318766, 1.6286321706711668e-05, 0.0027312815644309255, 1.6286321706707656e-05,
    0.00273128156443045, 1.6286321706705654e-05, 0.0027312815644302125, 1.628632170670465e-05,
    0.0027312815644300937, 1.628632170670415e-05, 0.0027312815644300343, 1.62863217067039e-05,
    0.002731281564430005, 1.6286321706703773e-05, 0.0027312815644299896, 1.6286321706703712e-05,
    0.0027312815644299823, 1.628632170670368e-05, 0.002731281564429979, 1.6286321706703665e-05,
    0.0027312815644299766, 1.6286321706703658e-05, 0.0027312815644299757, 1.628632170670365e-05,
    0.0027312815644299753, 1.628632170670365e-05, 0.0027312815644299753, 1.628632170670365e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.002731281564429975, 1.6286321706703648e-05,
    0.002731281564429975, 1.6286321706703648e-05, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
    -1.9096858091595768e+43, -5.751518441809057e+40, -9.548429045797884e+42, -2.8757592209045286e+40,
    -4.774214522898942e+42, -1.4378796104522643e+40, -2.387107261449471e+42, -7.189398052261322e+39,
    -1.1935536307247355e+42, -3.594699026130661e+39, -5.9677681536236775e+41, -1.7973495130653304e+39,
    -2.9838840768118387e+41, -8.986747565326652e+38, -1.4919420384059194e+41, -4.493373782663326e+38,
    -7.459710192029597e+40, -2.246686891331663e+38, -3.7298550960147984e+40, -1.1233434456658315e+38,
    -1.8649275480073992e+40, -5.616717228329157e+37, -9.324637740036996e+39, -2.8083586141645787e+37,
    -4.662318870018498e+39, -1.4041793070822894e+37, -2.331159435009249e+39, -7.020896535411447e+36,
    -1.1655797175046245e+39, -3.5104482677057234e+36, -5.8278985875231225e+38, -1.7552241338528617e+36,
    -2.9139492937615613e+38, -8.776120669264308e+35, -1.4569746468807806e+38, -4.388060334632154e+35,
    -7.284873234403903e+37, -2.194030167316077e+35, -3.6424366172019516e+37, -1.0970150836580386e+35,
    -1.8212183086009758e+37, -5.485075418290193e+34, -9.106091543004879e+36, -2.7425377091450964e+34,
    -4.5530457715024395e+36, -1.3712688545725482e+34, -2.2765228857512197e+36, -6.856344272862741e+33,
    -1.1382614428756099e+36, -3.4281721364313705e+33, -5.691307214378049e+35, -1.7140860682156853e+33,
    -2.8456536071890247e+35, -8.570430341078426e+32, -1.4228268035945123e+35, -4.285215170539213e+32,
    -7.114134017972562e+34, -2.1426075852696066e+32, -3.557067008986281e+34, -1.0713037926348033e+32,
    -1.7785335044931404e+34, -5.356518963174016e+31, -8.892667522465702e+33, -2.678259481587008e+31,
    -4.446333761232851e+33, -1.339129740793504e+31, -2.2231668806164255e+33, -6.69564870396752e+30,
    -1.1115834403082128e+33, -3.34782435198376e+30, -5.557917201541064e+32, -1.67391217599188e+30,
    -2.778958600770532e+32, -8.3695608799594e+29, -1.389479300385266e+32, -4.1847804399797e+29,
    -6.94739650192633e+31, -2.09239021998985e+29, -3.473698250963165e+31, -1.046195109994925e+29,
    -1.7368491254815824e+31, -5.230975549974625e+28, -8.684245627407912e+30, -2.6154877749873127e+28,
    -4.342122813703956e+30, -1.3077438874936563e+28, -2.171061406851978e+30, -6.538719437468282e+27,
    -1.085530703425989e+30, -3.269359718734141e+27, -5.427653517129945e+29, -1.6346798593670704e+27,
    -2.7138267585649726e+29, -8.173399296835352e+26, -1.3569133792824863e+29, -4.086699648417676e+26,
    -6.784566896412431e+28, -2.043349824208838e+26, -3.3922834482062157e+28, -1.021674912104419e+26,
    -1.6961417241031078e+28, -5.108374560522095e+25, -8.480708620515539e+27, -2.5541872802610476e+25,
    -4.2403543102577696e+27, -1.2770936401305238e+25, -2.1201771551288848e+27, -6.385468200652619e+24,
    -1.0600885775644424e+27, -3.1927341003263094e+24, -5.300442887822212e+26, -1.5963670501631547e+24,
    -2.650221443911106e+26, -7.981835250815774e+23, -1.325110721955553e+26, -3.990917625407887e+23,
    -6.625553609777765e+25, -1.9954588127039434e+23, -3.3127768048888825e+25, -9.977294063519717e+22,
    -1.6563884024444413e+25, -4.9886470317598585e+22, -8.281942012222206e+24, -2.4943235158799293e+22,
    -4.140971006111103e+24, -1.2471617579399646e+22, -2.0704855030555516e+24, -6.235808789699823e+21,
    -1.0352427515277758e+24, -3.1179043948499116e+21, -5.176213757638879e+23, -1.5589521974249558e+21,
    -2.5881068788194395e+23, -7.794760987124779e+20, -1.2940534394097197e+23, -3.8973804935623895e+20,
    -6.470267197048599e+22, -1.9486902467811947e+20, -3.2351335985242993e+22, -9.743451233905974e+19,
    -1.6175667992621497e+22, -4.871725616952987e+19, -8.087833996310748e+21, -2.4358628084764934e+19,
    -4.043916998155374e+21, -1.2179314042382467e+19, -2.021958499077687e+21, -6.089657021191234e+18,
    -1.0109792495388435e+21, -3.044828510595617e+18, -5.054896247694218e+20, -1.5224142552978084e+18,
    -2.527448123847109e+20, -7.612071276489042e+17, -1.2637240619235544e+20, -3.806035638244521e+17,
    -6.318620309617772e+19, -1.9030178191222605e+17, -3.159310154808886e+19, -9.515089095611302e+16,
    -1.579655077404443e+19, -4.757544547805651e+16, -7.898275387022215e+18, -2.3787722739028256e+16,
    -3.9491376935111076e+18, -1.1893861369514128e+16, -1.9745688467555538e+18, -5946930684757064.0,
    -9.872844233777769e+17, -2973465342378532.0, -4.9364221168888845e+17, -1486732671189266.0,
    -2.4682110584444422e+17, -743366335594633.0, -1.2341055292222211e+17, -371683167797316.5,
    -6.170527646111106e+16, -185841583898658.25, -3.085263823055553e+16, -92920791949329.12,
    -1.5426319115277764e+16, -46460395974664.56, -7713159557638882.0, -23230197987332.28,
    -3856579778819441.0, -11615098993666.14, -1928289889409720.5, -5807549496833.07,
    -964144944704860.2, -2903774748416.535, -482072472352430.1, -1451887374208.2676,
    -241036236176215.06, -725943687104.1338, -120518118088107.53, -362971843552.0669,
    -60259059044053.766, -181485921776.03345, -30129529522026.883, -90742960888.01672,
    -15064764761013.441, -45371480444.00836, -7532382380506.721, -22685740222.00418,
    -3766191190253.3604, -11342870111.00209, -1883095595126.6802, -5671435055.501045,
    -941547797563.3401, -2835717527.7505226, -470773898781.67004, -1417858763.8752613,
    -235386949390.83502, -708929381.9376307, -117693474695.41751, -354464690.9688153,
    -58846737347.708755, -177232345.48440766, -29423368673.854378, -88616172.74220383,
    -14711684336.927189, -44308086.371101916, -7355842168.463594, -22154043.185550958,
    -3677921084.231797, -11077021.592775479, -1838960542.1158986, -5538510.7963877395,
    -919480271.0579493, -2769255.3981938697, -459740135.52897465, -1384627.6990969349,
    -229870067.76448733, -692313.8495484674, -114935033.88224366, -346156.9247742337,
    -57467516.94112183, -173078.46238711686, -28733758.470560916, -86539.23119355843,
    -14366879.235280458, -43269.615596779215, -7183439.617640229, -21634.807798389607,
    -3591719.8088201145, -10817.403899194804, -1795859.9044100572, -5408.701949597402,
    -897929.9522050286, -2704.350974798701, -448964.9761025143, -1352.1754873993505,
    -224482.48805125715, -676.0877436996752, -112241.24402562858, -338.0438718498376,
    -56120.62201281429, -169.0219359249188, -28060.311006407144, -84.5109679624594,
    -14030.155503203572, -42.2554839812297, -7015.077751601786, -21.12774199061485,
    -3507.538875800893, -10.563870995307425, -1753.7694379004465, -5.281935497653713,
    -876.8847189502233, -2.6409677488268564, -438.44235947511163, -1.3204838744134282,
    -219.22117973755581, -0.6602419372067141, -109.61058986877791, -0.33012096860335705,
    -54.805294934388954, -0.16506048430167852, -27.402647467194477, -0.08253024215083926,
    -13.701323733597238, -0.04126512107541963, -6.850661866798619, -0.020632560537709815,
    -3.4253309333993096, -0.010316280268854908, -1.7126654666996548, -0.005158140134427454,
    -0.8563327333498274, -0.002579070067213727, -0.4281663666749137, -0.0012895350336068635,
    -0.21408318333745716, -0.0006447675168035551, -0.1070415916710382, -0.0003223837588929097,
    -0.05352079990894001, -0.00016119223484640488, 0.018309014102633362, 5.515541067814849e-05,
    -0.013421058603071846, -4.0859644480792026e-05, -0.006998507350953332, -2.2515907859570158e-05,
    -0.004180802628839816, -1.4767914955249974e-05, -0.0030061835852943824, -1.1504024491054411e-05,
    -0.002499010667308136, -1.0053357158994708e-05, -0.0022673785902282955, -9.375531587393907e-06,
    -0.0021571845515090714, -9.048640307028835e-06, -0.0021035016067576387, -8.888209201532112e-06,
    -0.002077014192776009, -8.808747856887704e-06, -0.002063859034177886, -8.769205772525484e-06,
    -0.0020573035940900774, -8.749481879580743e-06, -0.002054031408981068, -8.739631720557872e-06,
    -0.002052396700168543, -8.734709587917587e-06, -0.002051579691698291, -8.73224925831578e-06,
    -0.0020511712739472, -8.731019277694495e-06, -0.002050967086692665, -8.73040433342876e-06,
    -0.0020508649984706507, -8.730096872807118e-06, -0.002050813955710957, -8.729943145374105e-06,
    -0.002050788434668938, -8.72986628237705e-06, -0.0020507756742323855, -8.729827851058384e-06,
    -0.0020507692940352237, -8.729808635444018e-06, -0.0020507661039419213, -8.729799027648077e-06,
    -0.00205076450889659, -8.729794223752915e-06, -0.002050763711374254, -8.729791821806039e-06,
    -0.0020507633126131686, -8.729790620832775e-06, -0.0020507631132326465, -8.729790020346187e-06,
    -0.0020507630135423905, -8.729789720102904e-06, -0.0020507629636972637, -8.729789569981266e-06,
    -0.002050762938774701, -8.729789494920447e-06, -0.0020507629263134194, -8.729789457390038e-06,
    -0.002050762920082779, -8.729789438624833e-06, -0.0020507629169674584, -8.72978942924223e-06,
    -0.002050762915409798, -8.72978942455093e-06, -0.002050762914630968, -8.729789422205279e-06,
    -0.002050762914241553, -8.729789421032454e-06, -0.0020507629140468454, -8.729789420446042e-06,
    -0.002050762913949492, -8.729789420152835e-06, -0.002050762913900815, -8.729789420006232e-06,
    -0.0020507629138764765, -8.72978941993293e-06, -0.0020507629138643074, -8.729789419896279e-06,
    -0.002050762913858223, -8.729789419877954e-06, -0.00205076291385518, -8.729789419868791e-06,
    -0.0020507629138536592, -8.72978941986421e-06, -0.0020507629138528985, -8.72978941986192e-06,
    -0.002050762913852518, -8.729789419860775e-06, -0.0020507629138523283, -8.729789419860202e-06,
    -0.0020507629138522333, -8.729789419859916e-06, -0.0020507629138521856, -8.729789419859772e-06,
    -0.0020507629138521617, -8.7297894198597e-06, -0.00205076291385215, -8.729789419859665e-06,
    -0.002050762913852144, -8.729789419859647e-06, -0.002050762913852141, -8.729789419859638e-06,
    -0.0020507629138521396, -8.729789419859633e-06, -0.0020507629138521387, -8.729789419859631e-06,
    -0.0020507629138521383, -8.72978941985963e-06, -0.0020507629138521383, -8.72978941985963e-06,
    -0.0020507629138521383, -8.72978941985963e-06, -0.0020507629138521383, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, -0.002050762913852138, -8.72978941985963e-06,
    -0.002050762913852138, -8.72978941985963e-06, 0.0, 0.0,
    0.0, 0.0, 0.0, 0.0,
];
