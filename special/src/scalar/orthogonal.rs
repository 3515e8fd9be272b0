//! Scalar orthogonal polynomials: SciPy's `eval_*` family (integer-degree `ld->d` loops by
//! recurrence, real-degree `dd->d` loops through the Gauss and Kummer hypergeometric series),
//! the associated Legendre function `lpmv` of real degree, and the spherical harmonic
//! `sph_harm_y`.
//!
//! The CPU twins of `kernels/orthogonal.cuh` (`gsci_sp_eval_hermite`, ...): the same algorithm,
//! step for step. No tables.
//!
//! Algorithms, SciPy's:
//!
//! - integer degree (`scipy/special/orthogonal_eval.pxd`): Hermite's three-term recurrence run
//!   from the top degree down (`eval_hermite(200, 30) = nan` from `inf - inf`, as SciPy);
//!   Legendre, Gegenbauer, Jacobi and Laguerre by the forward recurrence of the difference
//!   `d_k = P_k - P_(k-1)` (Levrie and Piessens), with a power series for `|x| < 1e-5`
//!   (Legendre, Gegenbauer); Chebyshev by Clenshaw's recurrence;
//! - real degree: the same file's hypergeometric formulas, `P_n(x) = 2F1(-n, n+1; 1; (1-x)/2)`
//!   and so on, with Cephes' `hyp2f1` (`crate::scalar::hyper::hyp2f1`, the one real 2F1 of the crate: power series, the `1 - x` and `x / (x - 1)`
//!   transformations, the digamma expansion when `c - a - b` is an integer, the recurrences in
//!   `a` and `c`; `inf` where the series diverges, `x > 1`) and Zhang and Jin's `CHGM` for
//!   `1F1` (Kummer's series, Kummer's transformation for `x < 0`, the recurrence in `a`, the
//!   large-`x` asymptotic series);
//! - `lpmv`: Zhang and Jin's `LPMV` (hypergeometric series about `x = 1`, the logarithmic series
//!   about `x = -1`, the upward recurrence in the degree, DLMF 14.9.3 for negative orders,
//!   `+-inf` at `x = -1` for a non-integer degree);
//! - `sph_harm_y`: the normalized associated Legendre function by the recurrences along the
//!   diagonal and then in the degree (`|sin theta|`, the Condon-Shortley phase), times
//!   `exp(i m phi)`.
//!
//! Overflow and cancellation are SciPy's: the recurrences sum terms of both signs, so errors are
//! measured against the terms' scale near the polynomials' zeros (see `tests/orthogonal.rs`).

use crate::scalar::gamma::{beta, binom, digamma, gamma, gammaln, gammasgn};
use crate::scalar::hyper::hyp2f1;
use num_complex::Complex64;
use std::f64::consts::PI;

// ------------------------------------------------------------------------------------------
// Hermite
// ------------------------------------------------------------------------------------------

/// Probabilists' (normalized) Hermite polynomial `He_n(x)`.
///
/// Equivalent to `scipy.special.eval_hermitenorm`: NaN for `n < 0` and for NaN `x`.
pub fn eval_hermitenorm(n: i64, x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if n < 0 {
        return f64::NAN;
    }
    if n == 0 {
        return 1.0;
    }
    if n == 1 {
        return x;
    }
    let mut y3 = 0.0;
    let mut y2 = 1.0;
    let mut k = n;
    while k > 1 {
        let y1 = x * y2 - k as f64 * y3;
        y3 = y2;
        y2 = y1;
        k -= 1;
    }
    x * y2 - y3
}

/// Physicists' Hermite polynomial `H_n(x)`.
///
/// Equivalent to `scipy.special.eval_hermite`: NaN for `n < 0` and for NaN `x`.
pub fn eval_hermite(n: i64, x: f64) -> f64 {
    if n < 0 {
        return f64::NAN;
    }
    eval_hermitenorm(n, std::f64::consts::SQRT_2 * x) * 2f64.powf(n as f64 / 2.0)
}

/// ln|Gamma(x)| and the sign of Gamma(x) (Cephes' `lgam_sgn`).
fn lgam_sgn(x: f64) -> (f64, f64) {
    let s = gammasgn(x);
    (gammaln(x), if s.is_nan() { 1.0 } else { s })
}

// ------------------------------------------------------------------------------------------
// Confluent hypergeometric function 1F1 (Zhang and Jin's CHGM, real argument)
// ------------------------------------------------------------------------------------------

/// Kummer's function `M(a, b, x) = 1F1(a; b; x)` (SciPy's `hyp1f1_wrap`, Zhang and Jin's
/// `CHGM`).
pub fn hyp1f1_chgm(a: f64, b: f64, x: f64) -> f64 {
    if a.is_nan() || b.is_nan() || x.is_nan() {
        return f64::NAN;
    }
    let x0 = x;
    let (mut a, x) = if x < 0.0 { (b - a, x.abs()) } else { (a, x) };
    let a0 = a;
    let mut nl = 0;
    let mut la = 0i64;
    if a >= 2.0 {
        // Preparing terms for DLMF 13.3.1.
        nl = 1;
        la = c_int(a);
        a -= la as f64 + 1.0;
    }
    let (mut y0, mut y1) = (0.0, 0.0);
    let mut hg = 0.0;
    for n in 0..=nl {
        if a0 >= 2.0 {
            a += 1.0;
        }
        if x <= 30.0 + b.abs() || a < 0.0 {
            hg = 1.0;
            let mut rg = 1.0;
            let mut j = 1.0;
            while j < 501.0 {
                rg = rg * (a + j - 1.0) / (j * (b + j - 1.0)) * x;
                hg += rg;
                if hg != 0.0 && (rg / hg).abs() < 1e-15 {
                    // DLMF 13.2.39.
                    if x0 < 0.0 {
                        hg *= x0.exp();
                    }
                    break;
                }
                j += 1.0;
            }
        } else {
            // DLMF 13.7.2 and 13.2.4.
            let (la_, sa) = lgam_sgn(a);
            let (lb, sb) = lgam_sgn(b);
            let (lba, sba) = lgam_sgn(b - a);
            let mut sum1 = 1.0;
            let mut sum2 = 1.0;
            let mut r1 = 1.0;
            let mut r2 = 1.0;
            let mut i = 1.0;
            while i < 9.0 {
                r1 = -r1 * (a + i - 1.0) * (a - b + i) / (x * i);
                r2 = -r2 * (b - a + i - 1.0) * (a - i) / (x * i);
                sum1 += r1;
                sum2 += r2;
                i += 1.0;
            }
            let (hg1, hg2) = if x0 >= 0.0 {
                (
                    sb * sba * (lb - lba).exp() * x.powf(-a) * (PI * a).cos() * sum1,
                    sb * sa * (lb - la_ + x).exp() * x.powf(a - b) * sum2,
                )
            } else {
                (
                    sb * sba * (lb - lba + x0).exp() * x.powf(-a) * (PI * a).cos() * sum1,
                    sb * sa * (lb - la_).exp() * x.powf(a - b) * sum2,
                )
            };
            hg = hg1 + hg2;
        }
        if n == 0 {
            y0 = hg;
        }
        if n == 1 {
            y1 = hg;
        }
    }
    if a0 >= 2.0 {
        // DLMF 13.3.1.
        let mut i = 1;
        while i < la {
            hg = ((2.0 * a - b + x) * y1 + (b - a) * y0) / a;
            y0 = y1;
            y1 = hg;
            a += 1.0;
            i += 1;
        }
    }
    hg
}

/// C's `(int)v` on x86: truncation, `INT_MIN` outside `int`'s range (and for NaN).
fn c_int(v: f64) -> i64 {
    if v > -2147483649.0 && v < 2147483648.0 {
        v.trunc() as i64
    } else {
        i32::MIN as i64
    }
}

// ------------------------------------------------------------------------------------------
// Jacobi
// ------------------------------------------------------------------------------------------

/// Jacobi polynomial of real degree.
///
/// Equivalent to `scipy.special.eval_jacobi` (`dddd->d`): `binom(n + alpha, n) 2F1(-n, n +
/// alpha + beta + 1; alpha + 1; (1 - x) / 2)`.
pub fn eval_jacobi(n: f64, alpha: f64, beta: f64, x: f64) -> f64 {
    let d = binom(n + alpha, n);
    let a = -n;
    let b = n + alpha + beta + 1.0;
    let c = alpha + 1.0;
    let g = 0.5 * (1.0 - x);
    d * hyp2f1(a, b, c, g)
}

/// Jacobi polynomial of integer degree.
///
/// Equivalent to `scipy.special.eval_jacobi` (`lddd->d`): the recurrence; a negative degree
/// takes the real-degree formula.
pub fn eval_jacobi_l(n: i64, alpha: f64, beta: f64, x: f64) -> f64 {
    if n < 0 {
        return eval_jacobi(n as f64, alpha, beta, x);
    }
    if n == 0 {
        return 1.0;
    }
    if n == 1 {
        return 0.5 * (2.0 * (alpha + 1.0) + (alpha + beta + 2.0) * (x - 1.0));
    }
    let mut d = (alpha + beta + 2.0) * (x - 1.0) / (2.0 * (alpha + 1.0));
    let mut p = d + 1.0;
    for kk in 0..n - 1 {
        let k = kk as f64 + 1.0;
        let t = 2.0 * k + alpha + beta;
        d = ((t * (t + 1.0) * (t + 2.0)) * (x - 1.0) * p + 2.0 * k * (k + beta) * (t + 2.0) * d)
            / (2.0 * (k + alpha + 1.0) * (k + alpha + beta + 1.0) * t);
        p += d;
    }
    binom(n as f64 + alpha, n as f64) * p
}

/// Shifted Jacobi polynomial of real degree.
///
/// Equivalent to `scipy.special.eval_sh_jacobi` (`dddd->d`).
pub fn eval_sh_jacobi(n: f64, p: f64, q: f64, x: f64) -> f64 {
    eval_jacobi(n, p - q, q - 1.0, 2.0 * x - 1.0) / binom(2.0 * n + p - 1.0, n)
}

/// Shifted Jacobi polynomial of integer degree.
///
/// Equivalent to `scipy.special.eval_sh_jacobi` (`lddd->d`).
pub fn eval_sh_jacobi_l(n: i64, p: f64, q: f64, x: f64) -> f64 {
    eval_jacobi_l(n, p - q, q - 1.0, 2.0 * x - 1.0) / binom(2.0 * n as f64 + p - 1.0, n as f64)
}

// ------------------------------------------------------------------------------------------
// Gegenbauer
// ------------------------------------------------------------------------------------------

/// Gegenbauer (ultraspherical) polynomial of real degree.
///
/// Equivalent to `scipy.special.eval_gegenbauer` (`ddd->d`).
pub fn eval_gegenbauer(n: f64, alpha: f64, x: f64) -> f64 {
    let d = gamma(n + 2.0 * alpha) / gamma(1.0 + n) / gamma(2.0 * alpha);
    let a = -n;
    let b = n + 2.0 * alpha;
    let c = alpha + 0.5;
    let g = (1.0 - x) / 2.0;
    d * hyp2f1(a, b, c, g)
}

/// Gegenbauer polynomial of integer degree.
///
/// Equivalent to `scipy.special.eval_gegenbauer` (`ldd->d`): 0 for `n < 0`; the power series
/// for `|x| < 1e-5`, the recurrence otherwise; the real-degree formula for `alpha = 0`.
pub fn eval_gegenbauer_l(n: i64, alpha: f64, x: f64) -> f64 {
    if alpha.is_nan() || x.is_nan() {
        return f64::NAN;
    }
    if n < 0 {
        return 0.0;
    }
    if n == 0 {
        return 1.0;
    }
    if n == 1 {
        return 2.0 * alpha * x;
    }
    if alpha == 0.0 {
        return eval_gegenbauer(n as f64, alpha, x);
    }
    if x.abs() < 1e-5 {
        // Power series rather than the recurrence (loss of precision).
        let a = n / 2;
        let mut d = if a % 2 == 0 { 1.0 } else { -1.0 };
        d /= beta(alpha, 1.0 + a as f64);
        if n == 2 * a {
            d /= a as f64 + alpha;
        } else {
            d *= 2.0 * x;
        }
        let mut p = 0.0;
        for kk in 0..=a {
            p += d;
            d *= -4.0 * (x * x) * (a - kk) as f64 * (-(a as f64) + alpha + kk as f64 + n as f64)
                / ((n + 1 - 2 * a + 2 * kk) * (n + 2 - 2 * a + 2 * kk)) as f64;
            #[allow(clippy::float_cmp)]
            if d.abs() == 1e-20 * p.abs() {
                break;
            }
        }
        return p;
    }
    let mut d = x - 1.0;
    let mut p = x;
    for kk in 0..n - 1 {
        let k = kk as f64 + 1.0;
        d = (2.0 * (k + alpha) / (k + 2.0 * alpha)) * (x - 1.0) * p + (k / (k + 2.0 * alpha)) * d;
        p += d;
    }
    if (alpha / n as f64).abs() < 1e-8 {
        2.0 * alpha / n as f64 * p
    } else {
        binom(n as f64 + 2.0 * alpha - 1.0, n as f64) * p
    }
}

// ------------------------------------------------------------------------------------------
// Chebyshev
// ------------------------------------------------------------------------------------------

/// Chebyshev polynomial of the first kind of real degree, `2F1(-n, n; 1/2; (1 - x) / 2)`.
///
/// Equivalent to `scipy.special.eval_chebyt` (`dd->d`).
pub fn eval_chebyt(n: f64, x: f64) -> f64 {
    hyp2f1(-n, n, 0.5, 0.5 * (1.0 - x))
}

/// Chebyshev polynomial of the first kind of integer degree (Clenshaw's recurrence;
/// `T_(-n) = T_n`).
///
/// Equivalent to `scipy.special.eval_chebyt` (`ld->d`).
pub fn eval_chebyt_l(k: i64, x: f64) -> f64 {
    let k = if k < 0 { k.wrapping_neg() } else { k };
    let (mut b2, mut b1, mut b0) = (0.0f64, -1.0f64, 0.0f64);
    let x2 = 2.0 * x;
    let mut m = 0i64;
    while m <= k {
        b2 = b1;
        b1 = b0;
        b0 = x2 * b1 - b2;
        m += 1;
    }
    (b0 - b2) / 2.0
}

/// Chebyshev polynomial of the second kind of real degree.
///
/// Equivalent to `scipy.special.eval_chebyu` (`dd->d`).
pub fn eval_chebyu(n: f64, x: f64) -> f64 {
    (n + 1.0) * hyp2f1(-n, n + 2.0, 1.5, 0.5 * (1.0 - x))
}

/// Chebyshev polynomial of the second kind of integer degree (`U_(-1) = 0`, `U_(-n) =
/// -U_(n-2)`).
///
/// Equivalent to `scipy.special.eval_chebyu` (`ld->d`).
pub fn eval_chebyu_l(k: i64, x: f64) -> f64 {
    let (k, sign) = if k == -1 {
        return 0.0;
    } else if k < -1 {
        (k.wrapping_neg().wrapping_sub(2), -1.0)
    } else {
        (k, 1.0)
    };
    let (mut b2, mut b1, mut b0) = (0.0f64, -1.0f64, 0.0f64);
    let x2 = 2.0 * x;
    let mut m = 0i64;
    while m <= k {
        b2 = b1;
        b1 = b0;
        b0 = x2 * b1 - b2;
        m += 1;
    }
    let _ = b2;
    b0 * sign
}

/// Chebyshev S polynomial of real degree, `U_n(x / 2)`.
///
/// Equivalent to `scipy.special.eval_chebys` (`dd->d`).
pub fn eval_chebys(n: f64, x: f64) -> f64 {
    eval_chebyu(n, 0.5 * x)
}

/// Chebyshev S polynomial of integer degree.
///
/// Equivalent to `scipy.special.eval_chebys` (`ld->d`).
pub fn eval_chebys_l(n: i64, x: f64) -> f64 {
    eval_chebyu_l(n, 0.5 * x)
}

/// Chebyshev C polynomial of real degree, `2 T_n(x / 2)`.
///
/// Equivalent to `scipy.special.eval_chebyc` (`dd->d`).
pub fn eval_chebyc(n: f64, x: f64) -> f64 {
    2.0 * eval_chebyt(n, 0.5 * x)
}

/// Chebyshev C polynomial of integer degree.
///
/// Equivalent to `scipy.special.eval_chebyc` (`ld->d`).
pub fn eval_chebyc_l(n: i64, x: f64) -> f64 {
    2.0 * eval_chebyt_l(n, 0.5 * x)
}

/// Shifted Chebyshev polynomial of the first kind of real degree, `T_n(2x - 1)`.
///
/// Equivalent to `scipy.special.eval_sh_chebyt` (`dd->d`).
pub fn eval_sh_chebyt(n: f64, x: f64) -> f64 {
    eval_chebyt(n, 2.0 * x - 1.0)
}

/// Shifted Chebyshev polynomial of the first kind of integer degree.
///
/// Equivalent to `scipy.special.eval_sh_chebyt` (`ld->d`).
pub fn eval_sh_chebyt_l(n: i64, x: f64) -> f64 {
    eval_chebyt_l(n, 2.0 * x - 1.0)
}

/// Shifted Chebyshev polynomial of the second kind of real degree, `U_n(2x - 1)`.
///
/// Equivalent to `scipy.special.eval_sh_chebyu` (`dd->d`).
pub fn eval_sh_chebyu(n: f64, x: f64) -> f64 {
    eval_chebyu(n, 2.0 * x - 1.0)
}

/// Shifted Chebyshev polynomial of the second kind of integer degree.
///
/// Equivalent to `scipy.special.eval_sh_chebyu` (`ld->d`).
pub fn eval_sh_chebyu_l(n: i64, x: f64) -> f64 {
    eval_chebyu_l(n, 2.0 * x - 1.0)
}

// ------------------------------------------------------------------------------------------
// Legendre
// ------------------------------------------------------------------------------------------

/// Legendre function of real degree, `2F1(-n, n + 1; 1; (1 - x) / 2)`.
///
/// Equivalent to `scipy.special.eval_legendre` (`dd->d`).
pub fn eval_legendre(n: f64, x: f64) -> f64 {
    hyp2f1(-n, n + 1.0, 1.0, 0.5 * (1.0 - x))
}

/// Legendre polynomial of integer degree (`P_(-n-1) = P_n`; the power series for
/// `|x| < 1e-5`, the recurrence otherwise).
///
/// Equivalent to `scipy.special.eval_legendre` (`ld->d`).
pub fn eval_legendre_l(n: i64, x: f64) -> f64 {
    let n = if n < 0 {
        n.wrapping_neg().wrapping_sub(1)
    } else {
        n
    };
    if n == 0 {
        return 1.0;
    }
    if n == 1 {
        return x;
    }
    if x.abs() < 1e-5 {
        // Power series rather than the recurrence (loss of precision).
        let a = n / 2;
        let mut d = if a % 2 == 0 { 1.0 } else { -1.0 };
        if n == 2 * a {
            d *= -2.0 / beta(a as f64 + 1.0, -0.5);
        } else {
            d *= 2.0 * x / beta(a as f64 + 1.0, 0.5);
        }
        let mut p = 0.0;
        for kk in 0..=a {
            p += d;
            d *= -2.0 * (x * x) * (a - kk) as f64 * (2 * n + 1 - 2 * a + 2 * kk) as f64
                / ((n + 1 - 2 * a + 2 * kk) * (n + 2 - 2 * a + 2 * kk)) as f64;
            #[allow(clippy::float_cmp)]
            if d.abs() == 1e-20 * p.abs() {
                break;
            }
        }
        return p;
    }
    let mut d = x - 1.0;
    let mut p = x;
    for kk in 0..n - 1 {
        let k = kk as f64 + 1.0;
        d = ((2.0 * k + 1.0) / (k + 1.0)) * (x - 1.0) * p + (k / (k + 1.0)) * d;
        p += d;
    }
    p
}

/// Shifted Legendre function of real degree, `P_n(2x - 1)`.
///
/// Equivalent to `scipy.special.eval_sh_legendre` (`dd->d`).
pub fn eval_sh_legendre(n: f64, x: f64) -> f64 {
    eval_legendre(n, 2.0 * x - 1.0)
}

/// Shifted Legendre polynomial of integer degree.
///
/// Equivalent to `scipy.special.eval_sh_legendre` (`ld->d`).
pub fn eval_sh_legendre_l(n: i64, x: f64) -> f64 {
    eval_legendre_l(n, 2.0 * x - 1.0)
}

// ------------------------------------------------------------------------------------------
// Laguerre
// ------------------------------------------------------------------------------------------

/// Generalized Laguerre function of real degree, `binom(n + alpha, n) 1F1(-n; alpha + 1; x)`;
/// NaN for `alpha <= -1`.
///
/// Equivalent to `scipy.special.eval_genlaguerre` (`ddd->d`).
pub fn eval_genlaguerre(n: f64, alpha: f64, x: f64) -> f64 {
    if alpha <= -1.0 {
        return f64::NAN;
    }
    let d = binom(n + alpha, n);
    d * hyp1f1_chgm(-n, alpha + 1.0, x)
}

/// Generalized Laguerre polynomial of integer degree (0 for `n < 0`; NaN for `alpha <= -1`).
///
/// Equivalent to `scipy.special.eval_genlaguerre` (`ldd->d`).
pub fn eval_genlaguerre_l(n: i64, alpha: f64, x: f64) -> f64 {
    if alpha <= -1.0 {
        return f64::NAN;
    }
    if alpha.is_nan() || x.is_nan() {
        return f64::NAN;
    }
    if n < 0 {
        return 0.0;
    }
    if n == 0 {
        return 1.0;
    }
    if n == 1 {
        return -x + alpha + 1.0;
    }
    let mut d = -x / (alpha + 1.0);
    let mut p = d + 1.0;
    for kk in 0..n - 1 {
        let k = kk as f64 + 1.0;
        d = -x / (k + alpha + 1.0) * p + (k / (k + alpha + 1.0)) * d;
        p += d;
    }
    binom(n as f64 + alpha, n as f64) * p
}

/// Laguerre function of real degree.
///
/// Equivalent to `scipy.special.eval_laguerre` (`dd->d`).
pub fn eval_laguerre(n: f64, x: f64) -> f64 {
    eval_genlaguerre(n, 0.0, x)
}

/// Laguerre polynomial of integer degree.
///
/// Equivalent to `scipy.special.eval_laguerre` (`ld->d`).
pub fn eval_laguerre_l(n: i64, x: f64) -> f64 {
    eval_genlaguerre_l(n, 0.0, x)
}

// ------------------------------------------------------------------------------------------
// Associated Legendre function of real degree (Zhang and Jin's LPMV)
// ------------------------------------------------------------------------------------------

/// Euler's constant, as LPMV0 writes it.
const EULER: f64 = 0.5772156649015329;

/// `P_v^m(x)` for a non-negative degree and order (Zhang and Jin's `LPMV0`); +-1e300 stands for
/// +-inf.
fn lpmv0(v: f64, m: i32, x: f64) -> f64 {
    let nv = c_int(v) as i32;
    let v0 = v - nv as f64;
    if x == -1.0 && v != nv as f64 {
        return if m == 0 { -1.0e300 } else { 1.0e300 };
    }
    let mut c0 = 1.0;
    if m != 0 {
        let mut rg = v * (v + m as f64);
        for j in 1..m {
            let j = j as f64;
            rg *= v * v - j * j;
        }
        let xq = (1.0 - x * x).sqrt();
        let mut r0 = 1.0;
        for j in 1..=m {
            r0 = 0.5 * r0 * xq / j as f64;
        }
        c0 = r0 * rg;
    }
    let sign = |k: i32| if k % 2 == 0 { 1.0 } else { -1.0 };
    if v0 == 0.0 {
        // DLMF 14.3.4, 14.7.17, 15.2.4.
        let mut pmv = 1.0;
        let mut r = 1.0;
        let (nvf, mf) = (nv as f64, m as f64);
        for k in 1..=nv.wrapping_sub(m) {
            let kf = k as f64;
            r = 0.5 * r * (-nvf + mf + kf - 1.0) * (nvf + mf + kf) / (kf * (kf + mf)) * (1.0 + x);
            pmv += r;
        }
        return sign(nv) * c0 * pmv;
    }
    let mf = m as f64;
    if x >= -0.35 {
        // DLMF 14.3.4, 15.2.1.
        let mut pmv = 1.0;
        let mut r = 1.0;
        for k in 1..=100 {
            let kf = k as f64;
            r = 0.5 * r * (-v + mf + kf - 1.0) * (v + mf + kf) / (kf * (mf + kf)) * (1.0 - x);
            pmv += r;
            if k > 12 && (r / pmv).abs() < 1e-14 {
                break;
            }
        }
        return sign(m) * c0 * pmv;
    }
    // DLMF 14.3.5, 15.8.10.
    let vs = (v * PI).sin() / PI;
    let mut pv0 = 0.0;
    if m != 0 {
        let qr = ((1.0 - x) / (1.0 + x)).sqrt();
        let mut r2 = 1.0;
        for j in 1..=m {
            r2 *= qr * j as f64;
        }
        let mut s0 = 1.0;
        let mut r1 = 1.0;
        for k in 1..m {
            let kf = k as f64;
            r1 = 0.5 * r1 * (-v + kf - 1.0) * (v + kf) / (kf * (kf - mf)) * (1.0 + x);
            s0 += r1;
        }
        pv0 = -vs * r2 / mf * s0;
    }
    let pa = 2.0 * (digamma(v) + EULER) + PI / (PI * v).tan() + 1.0 / v;
    let mut s1 = 0.0;
    for j in 1..=m {
        let j = j as f64;
        s1 += (j * j + v * v) / (j * (j * j - v * v));
    }
    let lx = (0.5 * (1.0 + x)).ln();
    let mut pmv = pa + s1 - 1.0 / (mf - v) + lx;
    let mut r = 1.0;
    for k in 1..=100 {
        let kf = k as f64;
        r = 0.5 * r * (-v + mf + kf - 1.0) * (v + mf + kf) / (kf * (kf + mf)) * (1.0 + x);
        let mut s = 0.0;
        for j in 1..=m {
            let kj = kf + j as f64;
            s += (kj * kj + v * v) / (kj * (kj * kj - v * v));
        }
        let mut s2 = 0.0;
        for j in 1..=k {
            let j = j as f64;
            s2 += 1.0 / (j * (j * j - v * v));
        }
        let pss = pa + s + 2.0 * v * v * s2 - 1.0 / (mf + kf - v) + lx;
        let r2 = pss * r;
        pmv += r2;
        if (r2 / pmv).abs() < 1e-14 {
            break;
        }
    }
    pv0 + pmv * vs * c0
}

/// Associated Legendre function of integer order and real degree `P_v^m(x)`, with the
/// Condon-Shortley phase.
///
/// Equivalent to `scipy.special.lpmv`: NaN for a non-integer order, for `|x| > 1` at `m != 0`,
/// and where DLMF 14.9.3 does not give a negative order; at `x = -1` for a non-integer (or NaN)
/// degree `-inf` for `m = 0` and `+inf` otherwise, as SciPy 1.17.
pub fn lpmv(m: f64, v: f64, x: f64) -> f64 {
    if m != m.floor() {
        return f64::NAN;
    }
    // C's `int` order: an order outside `int` becomes INT_MIN, whose negation stays INT_MIN
    // (no loop runs), as in SciPy.
    let m = c_int(m) as i32;
    let out = lpmv_int(x, m, v);
    if out == 1.0e300 {
        f64::INFINITY
    } else if out == -1.0e300 {
        f64::NEG_INFINITY
    } else {
        out
    }
}

/// Zhang and Jin's `LPMV`: the degree reflected to `v >= -1/2`, the order made non-negative,
/// the upward recurrence in the degree from `LPMV0`'s two starting values.
fn lpmv_int(x: f64, m: i32, v: f64) -> f64 {
    if x == -1.0 && v != c_int(v) as f64 {
        return if m == 0 { -1e300 } else { 1e300 };
    }
    if m == i32::MIN {
        // An order outside C's `int` (INT_MIN after the cast): SciPy's LPMV then runs its
        // recurrence over ~2^31 degrees (11 s in SciPy) and ends in NaN; NaN at once here.
        return f64::NAN;
    }
    let mut vx = v;
    let mut mx = m;
    // DLMF 14.9.5.
    if v < 0.0 {
        vx = -vx - 1.0;
    }
    let mut neg_m = false;
    if m < 0 {
        if (vx + m as f64 + 1.0) > 0.0 || vx != c_int(vx) as f64 {
            neg_m = true;
            mx = m.wrapping_neg();
        } else {
            return f64::NAN;
        }
    }
    let nv = c_int(vx) as i32;
    let v0 = vx - nv as f64;
    let mut pmv;
    if nv > 2 && nv > mx {
        // Upward recurrence in the degree, DLMF 14.10.3.
        let mf = mx as f64;
        let mut p0 = lpmv0(v0 + mf, mx, x);
        let mut p1 = lpmv0(v0 + mf + 1.0, mx, x);
        pmv = p1;
        for j in (mx as i64 + 2)..=nv as i64 {
            let jf = j as f64;
            pmv = ((2.0 * (v0 + jf) - 1.0) * x * p1 - (v0 + jf - 1.0 + mf) * p0) / (v0 + jf - mf);
            p0 = p1;
            p1 = pmv;
        }
    } else {
        pmv = lpmv0(vx, mx, x);
    }
    if neg_m && pmv.abs() < 1.0e300 {
        // DLMF 14.9.3.
        let g1 = gamma(vx - mx as f64 + 1.0);
        let g2 = gamma(vx + mx as f64 + 1.0);
        let sign = if mx % 2 == 0 { 1.0 } else { -1.0 };
        pmv = pmv * g1 / g2 * sign;
    }
    pmv
}

// ------------------------------------------------------------------------------------------
// Spherical harmonics
// ------------------------------------------------------------------------------------------

/// The normalized associated Legendre function `sqrt((2n+1)/(4 pi) (n-m)!/(n+m)!) P_n^m(cos
/// theta)` for `0 <= m <= n` (Condon-Shortley phase, `|sin theta|`).
fn sph_legendre_p(n: i64, m: i64, theta: f64) -> f64 {
    let s = theta.sin().abs();
    let c = theta.cos();
    // The diagonal: P_m^m = -sqrt((2k+1)/(2k)) |sin theta| P_(k-1)^(k-1), P_0^0 = 1/(2 sqrt(pi)).
    let mut p = 0.5 / PI.sqrt();
    for k in 1..=m {
        let kf = k as f64;
        p *= -((2.0 * kf + 1.0) / (2.0 * kf)).sqrt() * s;
    }
    if n == m {
        return p;
    }
    // One step off the diagonal, then the three-term recurrence in the degree.
    let mf = m as f64;
    let mut p_prev = p;
    let mut p_cur = (2.0 * mf + 3.0).sqrt() * c * p;
    for j in (m + 2)..=n {
        let jf = j as f64;
        let a = ((4.0 * jf * jf - 1.0) / (jf * jf - mf * mf)).sqrt();
        let b =
            (((jf - 1.0) * (jf - 1.0) - mf * mf) / (4.0 * (jf - 1.0) * (jf - 1.0) - 1.0)).sqrt();
        let next = a * (c * p_cur - b * p_prev);
        p_prev = p_cur;
        p_cur = next;
    }
    p_cur
}

/// A value with its first and second derivatives in one variable (SciPy's `dual` of order 2).
type Jet = [f64; 3];

fn jet_mul(a: Jet, b: Jet) -> Jet {
    [
        a[0] * b[0],
        a[1] * b[0] + a[0] * b[1],
        a[2] * b[0] + 2.0 * (a[1] * b[1]) + a[0] * b[2],
    ]
}

fn jet_scale(k: f64, a: Jet) -> Jet {
    [k * a[0], k * a[1], k * a[2]]
}

/// [`sph_legendre_p`] with its first and second derivatives in `theta`: the same recurrences
/// run on jets of `|sin theta|` (its derivatives those of `sin theta` times the sign, the
/// sign positive at `sin theta = 0`, as SciPy's dual `abs`) and `cos theta`.
fn sph_legendre_p_jet(n: i64, m: i64, theta: f64) -> Jet {
    let (sn, cs) = (theta.sin(), theta.cos());
    let s = if sn < 0.0 {
        [-sn, -cs, sn]
    } else {
        [sn, cs, -sn]
    };
    let c = [cs, -sn, -cs];
    let mut p = [0.5 / PI.sqrt(), 0.0, 0.0];
    for k in 1..=m {
        let kf = k as f64;
        p = jet_mul(p, jet_scale(-((2.0 * kf + 1.0) / (2.0 * kf)).sqrt(), s));
    }
    if n == m {
        return p;
    }
    let mf = m as f64;
    let mut p_prev = p;
    let mut p_cur = jet_mul(jet_scale((2.0 * mf + 3.0).sqrt(), c), p);
    for j in (m + 2)..=n {
        let jf = j as f64;
        let a = ((4.0 * jf * jf - 1.0) / (jf * jf - mf * mf)).sqrt();
        let b =
            (((jf - 1.0) * (jf - 1.0) - mf * mf) / (4.0 * (jf - 1.0) * (jf - 1.0) - 1.0)).sqrt();
        let cp = jet_mul(c, p_cur);
        let bp = jet_scale(b, p_prev);
        let next = jet_scale(a, [cp[0] - bp[0], cp[1] - bp[1], cp[2] - bp[2]]);
        p_prev = p_cur;
        p_cur = next;
    }
    p_cur
}

/// `(p + 0i) * w` as a complex product (SciPy's signed zeros).
fn real_times(p: f64, w: Complex64) -> Complex64 {
    Complex64::new(p * w.re - 0.0 * w.im, p * w.im + 0.0 * w.re)
}

/// The spherical harmonic's jets: `(P, dP/dtheta, d2P/dtheta2)` of the signed normalized
/// Legendre function (zero for `n < 0` or `|m| > n`) and `(E, dE/dphi, d2E/dphi2)` of
/// `exp(i m phi)`.
fn sph_harm_jets(n: i64, m: i64, theta: f64, phi: f64) -> (Jet, [Complex64; 3]) {
    if n < 0 {
        // SciPy's zero, whatever the angles.
        let z = Complex64::new(0.0, 0.0);
        return ([0.0; 3], [z; 3]);
    }
    let ma = m.unsigned_abs();
    let p = if ma > n as u64 {
        [0.0; 3]
    } else {
        let p = sph_legendre_p_jet(n, ma as i64, theta);
        if m < 0 && ma % 2 == 1 {
            [-p[0], -p[1], -p[2]]
        } else {
            p
        }
    };
    let mf = m as f64;
    let mphi = mf * phi;
    let (sn, cs) = (mphi.sin(), mphi.cos());
    let e = Complex64::new(cs, sn);
    let e1 = Complex64::new(-mf * sn, mf * cs);
    let e2 = Complex64::new(-(mf * mf) * cs, -(mf * mf) * sn);
    (p, [e, e1, e2])
}

/// `Y_n^m` and its gradient `(dY/dtheta, dY/dphi)`.
///
/// Equivalent to `scipy.special.sph_harm_y(n, m, theta, phi, diff_n=1)` (the value and the
/// two gradient entries).
pub fn sph_harm_y_d1(n: i64, m: i64, theta: f64, phi: f64) -> (Complex64, Complex64, Complex64) {
    let (p, e) = sph_harm_jets(n, m, theta, phi);
    (
        real_times(p[0], e[0]),
        real_times(p[1], e[0]),
        real_times(p[0], e[1]),
    )
}

/// The Hessian of `Y_n^m`: `(d2Y/dtheta2, d2Y/dtheta dphi, d2Y/dphi2)`.
///
/// Equivalent to the Hessian `scipy.special.sph_harm_y(n, m, theta, phi, diff_n=2)` returns
/// (its two off-diagonal entries are equal).
pub fn sph_harm_y_d2(n: i64, m: i64, theta: f64, phi: f64) -> (Complex64, Complex64, Complex64) {
    let (p, e) = sph_harm_jets(n, m, theta, phi);
    (
        real_times(p[2], e[0]),
        real_times(p[1], e[1]),
        real_times(p[0], e[2]),
    )
}

/// Spherical harmonic `Y_n^m(theta, phi)` (polar angle `theta`, azimuth `phi`), with the
/// Condon-Shortley phase.
///
/// Equivalent to `scipy.special.sph_harm_y(n, m, theta, phi)` (`diff_n=0`): 0 for `n < 0` or
/// `|m| > n` (NaN for a NaN `phi` when `n >= 0`); a NaN `theta` gives NaN except for `n = m = 0`
/// (SciPy's recurrence never reads it there); `Y_n^(-m) = (-1)^m conj(Y_n^m)`.
pub fn sph_harm_y(n: i64, m: i64, theta: f64, phi: f64) -> Complex64 {
    if n < 0 {
        return Complex64::new(0.0, 0.0);
    }
    let ma = m.unsigned_abs();
    let p = if ma > n as u64 {
        // SciPy's zero, also for a NaN theta (a NaN phi still makes the product NaN).
        0.0
    } else {
        let p = sph_legendre_p(n, ma as i64, theta);
        if m < 0 && ma % 2 == 1 { -p } else { p }
    };
    let mphi = m as f64 * phi;
    let (sn, cs) = (mphi.sin(), mphi.cos());
    // (p + 0i) (cos + i sin), as a complex product (SciPy's signed zeros).
    Complex64::new(p * cs - 0.0 * sn, p * sn + 0.0 * cs)
}
