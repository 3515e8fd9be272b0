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
    2.46196981473530512524E-10,
    5.64189564831068821977E-1,
    7.46321056442269912687E0,
    4.86371970985681366614E1,
    1.96520832956077098242E2,
    5.26445194995477358631E2,
    9.34528527171957607540E2,
    1.02755188689515710272E3,
    5.57535335369399327526E2,
];
/// erfc(x) e^{x²} on [1, 8): denominator without its leading 1.
pub(crate) const NDTR_Q: [f64; 8] = [
    1.32281951154744992508E1,
    8.67072140885989742329E1,
    3.54937778887819891062E2,
    9.75708501743205489753E2,
    1.82390916687909736289E3,
    2.24633760818710981792E3,
    1.65666309194161350182E3,
    5.57535340817727675546E2,
];
/// erfc(x) e^{x²} on [8, ∞): numerator.
pub(crate) const NDTR_R: [f64; 6] = [
    5.64189583547755073984E-1,
    1.27536670759978104416E0,
    5.01905042251180477414E0,
    6.16021097993053585195E0,
    7.40974269950448939160E0,
    2.97886665372100240670E0,
];
/// erfc(x) e^{x²} on [8, ∞): denominator without its leading 1.
pub(crate) const NDTR_S: [f64; 6] = [
    2.26052863220117276590E0,
    9.39603524938001434673E0,
    1.20489539808096656605E1,
    1.70814450747565897222E1,
    9.60896809063285878198E0,
    3.36907645100081516050E0,
];
/// erf(x)/x on |x| < 1 in x²: numerator.
pub(crate) const NDTR_T: [f64; 5] = [
    9.60497373987051638749E0,
    9.00260197203842689217E1,
    2.23200534594684319226E3,
    7.00332514112805075473E3,
    5.55923013010394962768E4,
];
/// erf(x)/x on |x| < 1 in x²: denominator without its leading 1.
pub(crate) const NDTR_U: [f64; 5] = [
    3.35617141647503099647E1,
    5.21357949780152679795E2,
    4.59432382970980127987E3,
    2.26290000613890934246E4,
    4.92673942608635921086E4,
];
/// ndtri central part, |p - 1/2| ≤ 1/2 - e^{-2}: numerator in (p - 1/2)².
pub(crate) const NDTRI_P0: [f64; 5] = [
    -5.99633501014107895267E1,
    9.80010754185999661536E1,
    -5.66762857469070293439E1,
    1.39312609387279679503E1,
    -1.23916583867381258016E0,
];
/// ndtri central part: denominator without its leading 1.
pub(crate) const NDTRI_Q0: [f64; 8] = [
    1.95448858338141759834E0,
    4.67627912898881538453E0,
    8.63602421390890590575E1,
    -2.25462687854119370527E2,
    2.00260212380060660359E2,
    -8.20372256168333339912E1,
    1.59056225126211695515E1,
    -1.18331621121330003142E0,
];
/// ndtri tail, z = √(-2 log p) in [2, 8): numerator in 1/z.
pub(crate) const NDTRI_P1: [f64; 9] = [
    4.05544892305962419923E0,
    3.15251094599893866154E1,
    5.71628192246421288162E1,
    4.40805073893200834700E1,
    1.46849561928858024014E1,
    2.18663306850790267539E0,
    -1.40256079171354495875E-1,
    -3.50424626827848203418E-2,
    -8.57456785154685413611E-4,
];
/// ndtri tail on [2, 8): denominator without its leading 1.
pub(crate) const NDTRI_Q1: [f64; 8] = [
    1.57799883256466749731E1,
    4.53907635128879210584E1,
    4.13172038254672030440E1,
    1.50425385692907503408E1,
    2.50464946208309415979E0,
    -1.42182922854787788574E-1,
    -3.80806407691578277194E-2,
    -9.33259480895457427372E-4,
];
/// ndtri tail, z ≥ 8: numerator in 1/z.
pub(crate) const NDTRI_P2: [f64; 9] = [
    3.23774891776946035970E0,
    6.91522889068984211695E0,
    3.93881025292474443415E0,
    1.33303460815807542389E0,
    2.01485389549179081538E-1,
    1.23716634817820021358E-2,
    3.01581553508235416007E-4,
    2.65806974686737550832E-6,
    6.23974539184983293730E-9,
];
/// ndtri tail, z ≥ 8: denominator without its leading 1.
pub(crate) const NDTRI_Q2: [f64; 8] = [
    6.02427039364742014255E0,
    3.67983563856160859403E0,
    1.37702099489081330271E0,
    2.16236993594496635890E-1,
    1.34204006088543189037E-2,
    3.28014464682127739104E-4,
    2.89247864745380683936E-6,
    6.79019408009981274425E-9,
];
// tables end

/// √(2π).
const SQRT_2PI: f64 = 2.506_628_274_631_000_7;
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
