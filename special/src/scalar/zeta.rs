//! Scalar zeta functions: the Hurwitz zeta function `zeta(x, q)`, the Riemann zeta function
//! `riemann_zeta(x)` (SciPy's `zeta(x)` with `q = None`) and `zetac(x) = zeta(x) - 1`.
//!
//! The CPU twins of `kernels/zeta.cuh` (`gsci_sp_zeta`, `gsci_sp_riemann_zeta`, `gsci_sp_zetac`):
//! the same algorithm, step for step. The coefficient tables are written once, here: each
//! `const NAME: [f64; N]` below appears in `zeta.cuh` as `gsci_sp_NAME[N]` with the same literals in
//! the same order, which `tests/zeta.rs` (`cuda_tables_match_rust`) checks textually.
//!
//! Algorithms (from the literature, not ported code):
//! - Hurwitz zeta for `q > 0`: Euler-Maclaurin summation (DLMF 2.10.1 applied to `t^-x`) with a
//!   fixed shift of `N = 6` direct terms and 20 Bernoulli terms, so that the GPU's iteration count
//!   is the same for every element (the minimal term of the asymptotic tail is below
//!   `e^(-2 pi (q + 6))`, under 1e-16 for every `q > 0`). Negative non-integer `q` with integer
//!   `x` (SciPy/Cephes accept it) first sums the terms with `q + k < 0` directly.
//! - Riemann zeta: `x >= 1` as Hurwitz with `q = 1`; `-1 <= x < 1` by the Laurent series about
//!   the pole with the Stieltjes constants (DLMF 25.2.4; 24 terms reach 1e-19 for |x - 1| <= 2);
//!   `x < -1` by the reflection formula (DLMF 25.4.2) with `Gamma(s) (2 pi)^-s` from Stirling's
//!   series.

// tables begin
/// `B_{2j} / (2j)!`, j = 1..20: the Euler-Maclaurin coefficients.
pub(crate) const ZETA_EM_BERN: [f64; 20] = [
    0.08333333333333333,
    -0.001388888888888889,
    3.306878306878307e-05,
    -8.267195767195768e-07,
    2.08767569878681e-08,
    -5.284190138687493e-10,
    1.3382536530684679e-11,
    -3.3896802963225827e-13,
    8.586062056277845e-15,
    -2.174868698558062e-16,
    5.5090028283602295e-18,
    -1.3954464685812522e-19,
    3.534707039629467e-21,
    -8.953517427037546e-23,
    2.267952452337683e-24,
    -5.744790668872202e-26,
    1.455172475614865e-27,
    -3.6859949406653103e-29,
    9.336734257095045e-31,
    -2.36502241570063e-32,
];

/// `(-1)^n gamma_n / n!`, n = 0..23, with the Stieltjes constants `gamma_n` (DLMF 25.2.4).
pub(crate) const ZETA_STIELTJES: [f64; 24] = [
    0.5772156649015329,
    0.07281584548367673,
    -0.00484518159643616,
    -0.00034230573671722433,
    9.689041939447084e-05,
    -6.6110318108421895e-06,
    -3.316240908752772e-07,
    1.0462094584479188e-07,
    -8.733218100273798e-09,
    9.47827778276236e-11,
    5.658421927608708e-11,
    -6.768689863513697e-12,
    3.4921159366720317e-13,
    4.4104247417577536e-15,
    -2.3997862217709992e-15,
    2.1677312200726828e-16,
    -9.544466076366965e-18,
    -7.387676660538637e-20,
    4.800850782488065e-20,
    -4.139956737713306e-21,
    1.9168201593991233e-22,
    -2.0441543122262165e-24,
    -4.818498501107353e-25,
    4.8118570515125666e-26,
];

/// Stirling's series `B_{2k} / (2k (2k - 1))`, k = 1..8.
pub(crate) const ZETA_STIRLING: [f64; 8] = [
    0.08333333333333333,
    -0.002777777777777778,
    0.0007936507936507937,
    -0.0005952380952380953,
    0.0008417508417508417,
    -0.0019175269175269176,
    0.00641025641025641,
    -0.029550653594771242,
];

/// ln(2 pi e) as a double-double (hi, lo).
pub(crate) const ZETA_LN_2PI_E: [f64; 2] = [2.8378770664093453, 1.4447872176368647e-16];
// tables end

const PI: f64 = std::f64::consts::PI;

/// Euler-Maclaurin sum of `(q + k)^-x`, k >= 0, for `q >= 0` and finite `x > 1`.
fn hurwitz_pos(x: f64, q: f64) -> f64 {
    let a = q + 6.0;
    // c = a^(1 - x) is the integral's numerator; b = a^-x may underflow where c does not.
    let c = a.powf(1.0 - x);
    let b = c / a;
    let mut s = c / (x - 1.0);
    if b != 0.0 {
        let inv_a = 1.0 / a;
        let inv_a2 = inv_a * inv_a;
        let mut f = x * inv_a;
        let mut sb = ZETA_EM_BERN[0] * f;
        for (j, coef) in ZETA_EM_BERN.iter().enumerate().skip(1) {
            let k = (2 * j) as f64;
            f *= (x + (k - 1.0)) * (x + k) * inv_a2;
            sb += coef * f;
        }
        s += b * (0.5 + sb);
    }
    for k in (0..6).rev() {
        s += (q + k as f64).powf(-x);
    }
    s
}

/// Hurwitz zeta function `sum_{k >= 0} (k + q)^-x`.
///
/// Equivalent to `scipy.special.zeta(x, q)`: NaN for `x < 1`, `inf` at `x = 1` and for
/// non-positive integer `q`, NaN for negative non-integer `q` with non-integer `x`.
pub fn zeta(x: f64, q: f64) -> f64 {
    if x.is_nan() || q.is_nan() {
        return f64::NAN;
    }
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
    if x == f64::INFINITY {
        // Every term but those with |q + k| < 1 vanishes; |q + k| = 1 gives 1.
        return zeta_x_inf(q);
    }
    if q == f64::INFINITY {
        return 0.0;
    }
    let mut s = 0.0;
    let mut q = q;
    while q < 0.0 {
        s += q.powf(-x);
        q += 1.0;
    }
    s + hurwitz_pos(x, q)
}

/// zeta(inf, q) as SciPy gives it: the limit of the terms `(q + k)^-x` for q <= 1.
fn zeta_x_inf(q: f64) -> f64 {
    if q > 1.0 {
        // SciPy (Cephes) returns NaN here (0 * inf in its tail), except in its q > 1e8 branch.
        return if q > 1e8 { 0.0 } else { f64::NAN };
    }
    let mut s = 0.0;
    let mut q = q;
    while q < 1.0 {
        s += q.abs().powf(f64::NEG_INFINITY);
        q += 1.0;
    }
    if q == 1.0 {
        s += 1.0;
    }
    s
}

/// `sin(pi * y)` with exact zeros at the integers (argument reduction in exact arithmetic).
fn sinpi(y: f64) -> f64 {
    let r = y - 2.0 * (0.5 * y).round();
    let r = if r > 0.5 {
        1.0 - r
    } else if r < -0.5 {
        -1.0 - r
    } else {
        r
    };
    (PI * r).sin()
}

/// `Gamma(s) (2 pi)^-s` as two factors `(f, h)` with the value `f * h * h` (no overflow before the
/// final product), for `s >= 2`: Stirling's series at `t = s + n >= 10`, shifted back down.
fn gamma_2pi_pow(s: f64) -> (f64, f64) {
    let mut t = s;
    let mut p = 1.0;
    while t < 10.0 {
        p *= t * (1.0 / (2.0 * PI));
        t += 1.0;
    }
    let r = 1.0 / t;
    let r2 = r * r;
    let mut ser = ZETA_STIRLING[7];
    for k in (0..7).rev() {
        ser = ser * r2 + ZETA_STIRLING[k];
    }
    ser *= r;
    // Gamma(t) (2 pi)^-t = t^e (2 pi e)^-e e^(-1/2) e^ser with e = t - 1/2 (exact): pow of the
    // exact t, and (2 pi e)^-e = exp(-e ln(2 pi e)) with the product e ln(2 pi e) in double-double
    // (a rounded base raised to the power e would carry e times its rounding error).
    let e = t - 0.5;
    let pr = e * ZETA_LN_2PI_E[0];
    let perr = e.mul_add(ZETA_LN_2PI_E[0], -pr) + e * ZETA_LN_2PI_E[1];
    let h = t.powf(0.5 * e) * (-0.5 * pr).exp() * (1.0 - 0.5 * perr);
    ((ser - 0.5).exp() / p, h)
}

/// Riemann zeta function.
///
/// Equivalent to `scipy.special.zeta(x)` (`q = None`): `inf` at 1, exact zeros at the negative
/// even integers, NaN at `-inf`.
pub fn riemann_zeta(x: f64) -> f64 {
    if x.is_nan() || x == f64::NEG_INFINITY {
        return f64::NAN;
    }
    if x >= 1.0 {
        return zeta(x, 1.0);
    }
    if x >= -1.0 {
        // zeta(x) = 1 / (x - 1) + sum_n (-1)^n gamma_n / n! (x - 1)^n: no cancellation here.
        let t = x - 1.0;
        let mut p = ZETA_STIELTJES[23];
        for k in (0..23).rev() {
            p = p * t + ZETA_STIELTJES[k];
        }
        return 1.0 / t + p;
    }
    // Reflection: zeta(x) = 2 sin(pi x / 2) Gamma(s) (2 pi)^-s zeta(s), s = 1 - x.
    let sn = sinpi(0.5 * x);
    if sn == 0.0 {
        return 0.0;
    }
    let s = 1.0 - x;
    let (f, h) = gamma_2pi_pow(s);
    let r = (2.0 * sn * zeta(s, 1.0) * f * h) * h;
    if r.is_nan() {
        // Far down the axis Gamma(s) (2 pi)^-s overflows as inf * 0 inside h: +-inf, as SciPy.
        f64::INFINITY.copysign(sn)
    } else {
        r
    }
}

/// Riemann zeta function minus one, accurate for large `x`.
///
/// Equivalent to `scipy.special.zetac(x)`.
pub fn zetac(x: f64) -> f64 {
    if x.is_nan() || x == f64::NEG_INFINITY {
        return f64::NAN;
    }
    if x == 1.0 {
        return f64::INFINITY;
    }
    if x == f64::INFINITY {
        return 0.0;
    }
    if x > 1.0 {
        // sum_{k >= 2} k^-x, without the cancellation of zeta(x) - 1.
        return zeta(x, 2.0);
    }
    riemann_zeta(x) - 1.0
}
