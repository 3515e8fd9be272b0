//! Scalar Struve functions of real order and argument: `struve` (`H_v`) and `modstruve` (`L_v`).
//!
//! The CPU twins of `kernels/struve.cuh` (`gsci_sp_struve`, `gsci_sp_modstruve`): the same
//! algorithm, step for step, with the same constants.
//!
//! Algorithm: SciPy's (xsf `cephes/struve.h`, P. Virtanen): three expansions, each with an
//! error estimate from its largest and last terms, tried in turn until one is good to `1e-12`
//! (else the best one within `1e-7`, else `inf` where the value overflows, else NaN):
//! - the large-`z` asymptotic expansion DLMF 11.6.1 plus `Y_v(z)` (`I_v(z)` for `L`), tried for
//!   `z >= 0.7 v + 12`;
//! - the power series DLMF 11.2.1, summed in double-double arithmetic;
//! - the series in Bessel functions DLMF 11.4.19, for `|z| < |v| + 20`.
//!
//! Negative `z`: `(-1)^(v+1)` times the value at `-z` for integer `v`, NaN otherwise; half-odd
//! negative orders are Bessel functions (`H_{-n-1/2} = (-1)^n J_{n+1/2}`, `L = I_{n+1/2}`).

use super::bessel::{iv, jv, yv};
use super::gamma::{gammaln, gammasgn, rgamma};
use super::hyper::{dd, dd_add, dd_div, dd_mul};

const STRUVE_MAXITER: i64 = 10000;
const STRUVE_SUM_EPS: f64 = 1e-16;
const STRUVE_SUM_TINY: f64 = 1e-100;
const STRUVE_GOOD_EPS: f64 = 1e-12;
const STRUVE_ACCEPTABLE_EPS: f64 = 1e-7;
const STRUVE_ACCEPTABLE_ATOL: f64 = 1e-300;
const SQRT_PI: f64 = 1.772_453_850_905_516;

/// The large-`z` expansion DLMF 11.6.1 (`is_h`: `H`, else `L`): `(value, error estimate)`.
fn asymp_large_z(v: f64, z: f64, is_h: bool) -> (f64, f64) {
    let sgn = if is_h { -1.0 } else { 1.0 };
    let m = z / 2.0;
    let maxiter = if m <= 0.0 {
        0
    } else if m > STRUVE_MAXITER as f64 {
        STRUVE_MAXITER
    } else {
        m as i64
    };
    if maxiter == 0 || z < v {
        return (f64::NAN, f64::INFINITY);
    }
    let mut term =
        -sgn / SQRT_PI * (-gammaln(v + 0.5) + (v - 1.0) * (z / 2.0).ln()).exp() * gammasgn(v + 0.5);
    let mut sum = term;
    let mut maxterm = 0.0f64;
    let mut n = 0;
    while n < maxiter {
        let nf = n as f64;
        term *= sgn * (1.0 + 2.0 * nf) * (1.0 + 2.0 * nf - 2.0 * v) / (z * z);
        sum += term;
        if term.abs() > maxterm {
            maxterm = term.abs();
        }
        if term.abs() < STRUVE_SUM_EPS * sum.abs() || term == 0.0 || !sum.is_finite() {
            break;
        }
        n += 1;
    }
    if is_h {
        sum += yv(v, z);
    } else {
        sum += iv(v, z);
    }
    (sum, term.abs() + maxterm.abs() * STRUVE_SUM_EPS)
}

/// The power series DLMF 11.2.1 in double-double arithmetic: `(value, error estimate)`.
fn power_series(v: f64, z: f64, is_h: bool) -> (f64, f64) {
    let sgn = if is_h { -1.0 } else { 1.0 };
    let mut tmp = -gammaln(v + 1.5) + (v + 1.0) * (z / 2.0).ln();
    let scaleexp = if !(-600.0..=600.0).contains(&tmp) {
        let s = tmp / 2.0;
        tmp -= s;
        s
    } else {
        0.0
    };
    let mut term = 2.0 / SQRT_PI * tmp.exp() * gammasgn(v + 1.5);
    let mut sum = term;
    let mut maxterm = 0.0f64;
    let mut cterm = dd(term);
    let mut csum = dd(sum);
    let z2 = dd(sgn * z * z);
    let c2v = dd(2.0 * v);
    let mut n = 0;
    while n < STRUVE_MAXITER {
        let k = (3 + 2 * n) as f64;
        let cdiv = dd_mul(dd(k), dd_add(dd(k), c2v));
        cterm = dd_mul(cterm, z2);
        cterm = dd_div(cterm, cdiv);
        csum = dd_add(csum, cterm);
        term = cterm.hi;
        sum = csum.hi;
        if term.abs() > maxterm {
            maxterm = term.abs();
        }
        if term.abs() < STRUVE_SUM_TINY * sum.abs() || term == 0.0 || !sum.is_finite() {
            break;
        }
        n += 1;
    }
    let mut err = term.abs() + maxterm.abs() * 1e-22;
    if scaleexp != 0.0 {
        let f = scaleexp.exp();
        sum *= f;
        err *= f;
    }
    if sum == 0.0 && term == 0.0 && v < 0.0 && !is_h {
        return (f64::NAN, f64::INFINITY);
    }
    (sum, err)
}

/// The series in Bessel functions DLMF 11.4.19: `(value, error estimate)`.
fn bessel_series(v: f64, z: f64, is_h: bool) -> (f64, f64) {
    if is_h && v < 0.0 {
        return (f64::NAN, f64::INFINITY);
    }
    let mut sum = 0.0f64;
    let mut maxterm = 0.0f64;
    let mut cterm = (z / (2.0 * std::f64::consts::PI)).sqrt();
    let mut term = 0.0f64;
    let mut n = 0;
    while n < STRUVE_MAXITER {
        let nf = n as f64;
        if is_h {
            term = cterm * jv(nf + v + 0.5, z) / (nf + 0.5);
            cterm *= z / 2.0 / (nf + 1.0);
        } else {
            term = cterm * iv(nf + v + 0.5, z) / (nf + 0.5);
            cterm *= -z / 2.0 / (nf + 1.0);
        }
        sum += term;
        if term.abs() > maxterm {
            maxterm = term.abs();
        }
        if term.abs() < STRUVE_SUM_EPS * sum.abs() || term == 0.0 || !sum.is_finite() {
            break;
        }
        n += 1;
    }
    let err = term.abs() + maxterm.abs() * 1e-16 + 1e-300 * cterm.abs();
    (sum, err)
}

/// C's `(int)x` for the orders (out of range: `INT_MIN`, as x86).
fn c_int(x: f64) -> i64 {
    if x > -2147483649.0 && x < 2147483648.0 {
        x.trunc() as i64
    } else {
        i32::MIN as i64
    }
}

fn struve_hl(v: f64, z: f64, is_h: bool) -> f64 {
    if z < 0.0 {
        let n = c_int(v);
        if v == n as f64 {
            let sign = if n % 2 == 0 { -1.0 } else { 1.0 };
            return sign * struve_hl(v, -z, is_h);
        }
        return f64::NAN;
    } else if z == 0.0 {
        if v < -1.0 {
            return gammasgn(v + 1.5) * f64::INFINITY;
        } else if v == -1.0 {
            return 2.0 / SQRT_PI * rgamma(0.5);
        }
        return 0.0;
    }
    let n = c_int(-v - 0.5);
    if n as f64 == -v - 0.5 && n > 0 {
        let nu = n as f64 + 0.5;
        if is_h {
            let s = if n % 2 == 0 { 1.0 } else { -1.0 };
            return s * jv(nu, z);
        }
        return iv(nu, z);
    }
    let mut value = [f64::NAN; 3];
    let mut err = [f64::INFINITY; 3];
    if z >= 0.7 * v + 12.0 {
        (value[0], err[0]) = asymp_large_z(v, z, is_h);
        if err[0] < STRUVE_GOOD_EPS * value[0].abs() {
            return value[0];
        }
    }
    (value[1], err[1]) = power_series(v, z, is_h);
    if err[1] < STRUVE_GOOD_EPS * value[1].abs() {
        return value[1];
    }
    if z.abs() < v.abs() + 20.0 {
        (value[2], err[2]) = bessel_series(v, z, is_h);
        if err[2] < STRUVE_GOOD_EPS * value[2].abs() {
            return value[2];
        }
    }
    let mut best = 0;
    if err[1] < err[best] {
        best = 1;
    }
    if err[2] < err[best] {
        best = 2;
    }
    if err[best] < STRUVE_ACCEPTABLE_EPS * value[best].abs() || err[best] < STRUVE_ACCEPTABLE_ATOL {
        return value[best];
    }
    let mut tmp = -gammaln(v + 1.5) + (v + 1.0) * (z / 2.0).ln();
    if !is_h {
        tmp = tmp.abs();
    }
    if tmp > 700.0 {
        return f64::INFINITY * gammasgn(v + 1.5);
    }
    f64::NAN
}

/// Struve function `H_v(x)` of real order and argument.
///
/// Equivalent to `scipy.special.struve`: NaN for `x < 0` at a non-integer order.
pub fn struve(v: f64, x: f64) -> f64 {
    struve_hl(v, x, true)
}

/// Modified Struve function `L_v(x)` of real order and argument.
///
/// Equivalent to `scipy.special.modstruve`: NaN for `x < 0` at a non-integer order.
pub fn modstruve(v: f64, x: f64) -> f64 {
    struve_hl(v, x, false)
}

// ------------------------------------------------------------------------------------------
// Integrals of the Struve functions of order 0 (Zhang and Jin's ITSH0, ITTH0, ITSL0)
// ------------------------------------------------------------------------------------------

const ZJ_PI: f64 = std::f64::consts::PI;
/// Euler's constant as Zhang and Jin write it (14 digits).
const ZJ_EULER: f64 = 0.57721566490153;

/// specfun's overflow marker: `+-1e300` is `+-inf` (SciPy's `SPECFUN_CONVINF`).
fn convinf(v: f64) -> f64 {
    if v == 1.0e300 {
        f64::INFINITY
    } else if v == -1.0e300 {
        f64::NEG_INFINITY
    } else {
        v
    }
}

/// `int_0^x H_0(t) dt` for `x >= 0` (ITSH0: the power series to 30, the asymptotic
/// expansion beyond).
fn itsh0(x: f64) -> f64 {
    let mut r = 1.0f64;
    if x <= 30.0 {
        let mut s = 0.5;
        for k in 1..=100 {
            let kf = k as f64;
            let rd = if k == 1 { 0.5 } else { 1.0 };
            let q = x / (2.0 * kf + 1.0);
            r = -r * rd * kf / (kf + 1.0) * (q * q);
            s += r;
            if r.abs() < s.abs() * 1.0e-12 {
                break;
            }
        }
        return 2.0 / ZJ_PI * x * x * s;
    }
    let mut s = 1.0;
    for k in 1..=12 {
        let kf = k as f64;
        let q = (2.0 * kf + 1.0) / x;
        r = -r * kf / (kf + 1.0) * (q * q);
        s += r;
        if r.abs() < s.abs() * 1.0e-12 {
            break;
        }
    }
    let s0 = s / (ZJ_PI * x * x) + 2.0 / ZJ_PI * ((2.0 * x).ln() + ZJ_EULER);
    let mut a = [0.0f64; 25];
    let (mut a0, mut a1) = (1.0f64, 5.0 / 8.0);
    a[0] = a1;
    for (k, slot) in a.iter_mut().enumerate().take(21).skip(1) {
        let kf = k as f64;
        let af = (1.5 * (kf + 0.5) * (kf + 5.0 / 6.0) * a1
            - 0.5 * (kf + 0.5) * (kf + 0.5) * (kf - 0.5) * a0)
            / (kf + 1.0);
        *slot = af;
        a0 = a1;
        a1 = af;
    }
    let mut bf = 1.0;
    let mut r = 1.0;
    for k in 1..=10 {
        r = -r / (x * x);
        bf += a[2 * k - 1] * r;
    }
    let mut bg = a[0] * x;
    let mut r = 1.0 / x;
    for k in 1..=9 {
        r = -r / (x * x);
        bg += a[2 * k] * r;
    }
    let xp = x + 0.25 * ZJ_PI;
    let ty = (2.0 / (ZJ_PI * x)).sqrt() * (bg * xp.cos() - bf * xp.sin());
    ty + s0
}

/// `int_x^inf H_0(t) / t dt` for `x >= 0` (ITTH0: the power series below 24.5, the asymptotic
/// expansion beyond).
fn itth0(x: f64) -> f64 {
    let mut s = 1.0f64;
    let mut r = 1.0f64;
    if x < 24.5 {
        for k in 1..=60 {
            let kf = k as f64;
            let c = 2.0 * kf + 1.0;
            r = -r * x * x * (2.0 * kf - 1.0) / (c * c * c);
            s += r;
            if r.abs() < s.abs() * 1.0e-12 {
                break;
            }
        }
        return ZJ_PI / 2.0 - 2.0 / ZJ_PI * x * s;
    }
    for k in 1..=10 {
        let kf = k as f64;
        let c = 2.0 * kf - 1.0;
        r = -r * (c * c * c) / ((2.0 * kf + 1.0) * x * x);
        s += r;
        if r.abs() < s.abs() * 1.0e-12 {
            break;
        }
    }
    let tth = 2.0 / (ZJ_PI * x) * s;
    let t = 8.0 / x;
    let xt = x + 0.25 * ZJ_PI;
    let f0 = (((((0.18118e-2 * t - 0.91909e-2) * t + 0.017033) * t - 0.9394e-3) * t - 0.051445)
        * t
        - 0.11e-5)
        * t
        + 0.7978846;
    let g0 = (((((-0.23731e-2 * t + 0.59842e-2) * t + 0.24437e-2) * t - 0.0233178) * t + 0.595e-4)
        * t
        + 0.1620695)
        * t;
    let tty = (f0 * xt.sin() - g0 * xt.cos()) / (x.sqrt() * x);
    tth + tty
}

/// `int_0^x L_0(t) dt` for `x >= 0` (ITSL0: the power series to 20, the asymptotic expansion
/// beyond).
fn itsl0(x: f64) -> f64 {
    let mut r = 1.0f64;
    if x <= 20.0 {
        let mut s = 0.5;
        for k in 1..=100 {
            let kf = k as f64;
            let rd = if k == 1 { 0.5 } else { 1.0 };
            let q = x / (2.0 * kf + 1.0);
            r = r * rd * kf / (kf + 1.0) * (q * q);
            s += r;
            if (r / s).abs() < 1.0e-12 {
                break;
            }
        }
        return 2.0 / ZJ_PI * x * x * s;
    }
    let mut s = 1.0;
    for k in 1..=10 {
        let kf = k as f64;
        let q = (2.0 * kf + 1.0) / x;
        r = r * kf / (kf + 1.0) * (q * q);
        s += r;
        if (r / s).abs() < 1.0e-12 {
            break;
        }
    }
    let s0 = -s / (ZJ_PI * x * x) + 2.0 / ZJ_PI * ((2.0 * x).ln() + ZJ_EULER);
    let mut a = [0.0f64; 18];
    let (mut a0, mut a1) = (1.0f64, 5.0 / 8.0);
    a[0] = a1;
    for (k, slot) in a.iter_mut().enumerate().take(11).skip(1) {
        let kf = k as f64;
        let h = kf + 0.5;
        let af = (1.5 * (kf + 0.5) * (kf + 5.0 / 6.0) * a1 - 0.5 * (h * h) * (kf - 0.5) * a0)
            / (kf + 1.0);
        *slot = af;
        a0 = a1;
        a1 = af;
    }
    let mut ti = 1.0;
    let mut r = 1.0;
    for ak in a.iter().take(10) {
        r /= x;
        ti += ak * r;
    }
    ti / (2.0 * ZJ_PI * x).sqrt() * x.exp() + s0
}

/// Integral of the Struve function of order 0, `int_0^x H_0(t) dt`.
///
/// Equivalent to `scipy.special.itstruve0` (Zhang and Jin's ITSH0; even in `x`). Measured
/// against mpmath: 1.6e-8 relative for `|x| <= 30` (the power series, stopped at a 1e-12 term,
/// cancels near 30). Past 30 SciPy's asymptotic branch is wrong (e.g. 5.41 at 30.1 where the
/// integral is 3.05, 1.74 at 60 for 3.51); this function returns SciPy's values there, as
/// SciPy 1.17.1 computes them.
pub fn itstruve0(x: f64) -> f64 {
    convinf(itsh0(x.abs()))
}

/// Integral of `H_0(t) / t` from `x` to infinity.
///
/// Equivalent to `scipy.special.it2struve0` (Zhang and Jin's ITTH0; `pi` minus the value at
/// `-x` for negative `x`). Measured against mpmath: 1.9e-8 relative (the power series below
/// 24.5), 7.0e-8 (the asymptotic expansion, whose coefficients carry 7 digits).
pub fn it2struve0(x: f64) -> f64 {
    if x < 0.0 {
        ZJ_PI - convinf(itth0(-x))
    } else {
        convinf(itth0(x))
    }
}

/// Integral of the modified Struve function of order 0, `int_0^x L_0(t) dt`.
///
/// Equivalent to `scipy.special.itmodstruve0` (Zhang and Jin's ITSL0; even in `x`). Measured
/// against mpmath: 6e-14 relative to 20, 2.1e-8 beyond (the asymptotic expansion); `inf`
/// where `exp(x)` overflows.
pub fn itmodstruve0(x: f64) -> f64 {
    convinf(itsl0(x.abs()))
}
