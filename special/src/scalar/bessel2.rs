//! Scalar spherical Bessel functions (`spherical_jn`, `spherical_yn`, `spherical_in`,
//! `spherical_kn` and their derivatives) of integer order and real argument.
//!
//! The CPU twins of the device functions in `kernels/bessel2.cuh` (one algorithm, written
//! twice). They follow SciPy's xsf (`xsf/sph_bessel.h`, T. Pudlik) and the Python layer of
//! `scipy.special._spherical_bessel` line by line:
//! - j_n, y_n: upward recurrence s_{k+1} = (2k + 1) s_k / x - s_{k-1} from sin x / x and
//!   -cos x / x (stopping at an overflow); j_n for 0 < x <= n from
//!   √(π/(2x)) J_{n+1/2}(x) ([`super::bessel::jv`]), where the recurrence would be unstable.
//! - i_n = √(π/(2x)) I_{n+1/2}(x), k_n = √(π/(2x)) K_{n+1/2}(x) ([`super::bessel::iv`],
//!   [`super::bessel::kv`]).
//! - Negative x: SciPy's Python wrapper reflects j, y and i (`f(n, -x) * (-1)^n`, times -1 again
//!   for a derivative, and the opposite sign for y); k_n(-x) = -(π i_n(x) + (-1)^n k_n(x)), the
//!   real part of the complex branch that SciPy evaluates there (NaN where that overflows).
//! - Derivatives: f_{n-1} - (n + 1) f_n / x (k: -k_{n-1} - (n + 1) k_n / x), and -f_1 (i: i_1)
//!   at n = 0; 1/3 for j'_1(0) and i'_1(0).
//!
//! Negative orders give NaN (SciPy's domain error).

use super::bessel::{iv, jv, kv};
use std::f64::consts::{FRAC_PI_2, PI};

/// Which spherical function: selects the reflection sign of [`reflect`].
#[derive(Clone, Copy)]
enum Kind {
    J,
    Y,
    I,
}

/// SciPy's `use_reflection`: for x < 0 (or NaN), `f(n, -x) * sign` with sign = +1 for even n
/// (-1 for y), flipped for odd n and again for a derivative.
fn reflect(kind: Kind, n: i64, x: f64, derivative: bool, f: fn(i64, f64) -> f64) -> f64 {
    if x >= 0.0 {
        return f(n, x);
    }
    let even = if matches!(kind, Kind::Y) { -1.0 } else { 1.0 };
    let mut sign = if n % 2 == 0 { even } else { -even };
    if derivative {
        sign = -sign;
    }
    f(n, -x) * sign
}

/// xsf `sph_bessel_j` (real x ≥ 0 after the reflection).
fn sph_j(n: i64, x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if n < 0 {
        return f64::NAN;
    }
    if x < 0.0 {
        let r = sph_j(n, -x);
        return if n % 2 == 0 { r } else { -r };
    }
    if x.is_infinite() {
        return 0.0;
    }
    if x == 0.0 {
        return if n == 0 { 1.0 } else { 0.0 };
    }
    if n > 0 && n as f64 >= x {
        return (FRAC_PI_2 / x).sqrt() * jv(n as f64 + 0.5, x);
    }
    let mut s0 = x.sin() / x;
    if n == 0 {
        return s0;
    }
    let mut s1 = (s0 - x.cos()) / x;
    if n == 1 {
        return s1;
    }
    let mut sn = 0.0;
    for i in 0..n - 1 {
        sn = (2 * i + 3) as f64 * s1 / x - s0;
        s0 = s1;
        s1 = sn;
        if sn.is_infinite() {
            return sn;
        }
    }
    sn
}

/// xsf `sph_bessel_y`.
fn sph_y(n: i64, x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if n < 0 {
        return f64::NAN;
    }
    if x < 0.0 {
        let r = sph_y(n, -x);
        return if n % 2 == 1 { r } else { -r };
    }
    if x.is_infinite() {
        return 0.0;
    }
    if x == 0.0 {
        return f64::NEG_INFINITY;
    }
    let mut s0 = -x.cos() / x;
    if n == 0 {
        return s0;
    }
    let mut s1 = (s0 - x.sin()) / x;
    if n == 1 {
        return s1;
    }
    let mut sn = 0.0;
    for i in 0..n - 1 {
        sn = (2 * i + 3) as f64 * s1 / x - s0;
        s0 = s1;
        s1 = sn;
        if sn.is_infinite() {
            return sn;
        }
    }
    sn
}

/// Below this, i_n(x) is its series' first two terms (where xsf's I_{n+1/2}(x) underflows
/// while i_0(x) ≈ 1 and i_1(x) ≈ x/3 do not).
const SMALL_X: f64 = 1e-5;

/// i_n(x) = x^n / (2n+1)!! (1 + x² / (2(2n + 3))) for 0 < x < 1e-5 (the next term is below
/// 1e-21 relative). The product ends once it underflows (within ~70 factors).
fn sph_i_small(n: i64, x: f64) -> f64 {
    let mut p = 1.0;
    let mut k = 1;
    while k <= n && p != 0.0 {
        p *= x / (2 * k + 1) as f64;
        k += 1;
    }
    p * (1.0 + x * x / (2.0 * (2.0 * n as f64 + 3.0)))
}

/// xsf `sph_bessel_i` (and its series for tiny x, where SciPy returns 0).
fn sph_i(n: i64, x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if n < 0 {
        return f64::NAN;
    }
    if x < 0.0 {
        let r = sph_i(n, -x);
        return if n % 2 == 0 { r } else { -r };
    }
    if x == 0.0 {
        return if n == 0 { 1.0 } else { 0.0 };
    }
    if x.is_infinite() {
        return f64::INFINITY;
    }
    if x < SMALL_X {
        return sph_i_small(n, x);
    }
    (FRAC_PI_2 / x).sqrt() * iv(n as f64 + 0.5, x)
}

/// Where SciPy's k_n(x) turns NaN on the negative axis (see [`sph_k`]).
const KN_NEG_LIMIT: f64 = 697.873566072629;

/// xsf `sph_bessel_k` (real; x < 0 by the reflection -(π i_n + (-1)^n k_n)).
fn sph_k(n: i64, x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if n < 0 {
        return f64::NAN;
    }
    if x == 0.0 {
        return f64::INFINITY;
    }
    if x < 0.0 {
        // SciPy evaluates the complex branch (AMOS), which gives NaN where a term overflows
        // and past |x| ≈ 697.87 (its exponent limit for I; measured with SciPy 1.17 for small
        // orders, 699.7 at order 50).
        if x == f64::NEG_INFINITY {
            return x;
        }
        if x < -KN_NEG_LIMIT {
            return f64::NAN;
        }
        let sign = if n % 2 == 0 { 1.0 } else { -1.0 };
        let r = -(PI * sph_i(n, -x) + sign * sph_k(n, -x));
        return if r.is_finite() { r } else { f64::NAN };
    }
    if x.is_infinite() {
        return 0.0;
    }
    (FRAC_PI_2 / x).sqrt() * kv(n as f64 + 0.5, x)
}

fn sph_j_jac(n: i64, x: f64) -> f64 {
    if n == 0 {
        return -sph_j(1, x);
    }
    if x == 0.0 {
        return if n == 1 { 1.0 / 3.0 } else { 0.0 };
    }
    if n < 0 {
        return f64::NAN;
    }
    sph_j(n - 1, x) - (n as f64 + 1.0) * sph_j(n, x) / x
}

fn sph_y_jac(n: i64, x: f64) -> f64 {
    if n == 0 {
        return -sph_y(1, x);
    }
    if n < 0 {
        return f64::NAN;
    }
    sph_y(n - 1, x) - (n as f64 + 1.0) * sph_y(n, x) / x
}

fn sph_i_jac(n: i64, x: f64) -> f64 {
    if n == 0 {
        return sph_i(1, x);
    }
    if x == 0.0 {
        return if n == 1 { 1.0 / 3.0 } else { 0.0 };
    }
    if n < 0 {
        return f64::NAN;
    }
    if x > 0.0 && x < SMALL_X {
        // d/dx of the series of sph_i_small: x^{n-1}/(2n+1)!! (n + (n+2) x²/(2(2n+3))), where
        // i_{n-1} - (n+1) i_n / x would lose i_n to underflow.
        let mut p = 1.0 / 3.0;
        let mut k = 2;
        while k <= n && p != 0.0 {
            p *= x / (2 * k + 1) as f64;
            k += 1;
        }
        let nf = n as f64;
        return p * (nf + (nf + 2.0) * x * x / (2.0 * (2.0 * nf + 3.0)));
    }
    sph_i(n - 1, x) - (n as f64 + 1.0) * sph_i(n, x) / x
}

fn sph_k_jac(n: i64, x: f64) -> f64 {
    if n == 0 {
        return -sph_k(1, x);
    }
    if n < 0 {
        return f64::NAN;
    }
    -sph_k(n - 1, x) - (n as f64 + 1.0) * sph_k(n, x) / x
}

/// Spherical Bessel function of the first kind j_n(x). Equivalent to
/// `scipy.special.spherical_jn(n, x)`.
pub fn spherical_jn(n: i64, x: f64) -> f64 {
    reflect(Kind::J, n, x, false, sph_j)
}

/// Derivative j'_n(x). Equivalent to `scipy.special.spherical_jn(n, x, derivative=True)`.
pub fn spherical_jn_d(n: i64, x: f64) -> f64 {
    reflect(Kind::J, n, x, true, sph_j_jac)
}

/// Spherical Bessel function of the second kind y_n(x). Equivalent to
/// `scipy.special.spherical_yn(n, x)`.
pub fn spherical_yn(n: i64, x: f64) -> f64 {
    reflect(Kind::Y, n, x, false, sph_y)
}

/// Derivative y'_n(x). Equivalent to `scipy.special.spherical_yn(n, x, derivative=True)`.
pub fn spherical_yn_d(n: i64, x: f64) -> f64 {
    reflect(Kind::Y, n, x, true, sph_y_jac)
}

/// Modified spherical Bessel function of the first kind i_n(x). Equivalent to
/// `scipy.special.spherical_in(n, x)`.
pub fn spherical_in(n: i64, x: f64) -> f64 {
    reflect(Kind::I, n, x, false, sph_i)
}

/// Derivative i'_n(x). Equivalent to `scipy.special.spherical_in(n, x, derivative=True)`.
pub fn spherical_in_d(n: i64, x: f64) -> f64 {
    reflect(Kind::I, n, x, true, sph_i_jac)
}

/// Modified spherical Bessel function of the second kind k_n(x). Equivalent to
/// `scipy.special.spherical_kn(n, x)`.
pub fn spherical_kn(n: i64, x: f64) -> f64 {
    sph_k(n, x)
}

/// Derivative k'_n(x). Equivalent to `scipy.special.spherical_kn(n, x, derivative=True)`.
pub fn spherical_kn_d(n: i64, x: f64) -> f64 {
    sph_k_jac(n, x)
}
