//! Scalar hypergeometric functions of real arguments: `hyp0f1`, `hyp1f1`, `hyp2f1`.
//!
//! The CPU twins of `kernels/hyper.cuh` (`gsci_sp_hyp0f1`, ...): the same algorithm, step for
//! step, with the same constants.
//!
//! - `hyp2f1(a, b, c, x)`: SciPy's Cephes `hyp2f1.c` (xsf `cephes/hyp2f1.h`): the power series
//!   with its loss estimate, the recurrence in `a` when `|a| >> |c|`, AMS55 15.3.6 (and the psi
//!   expansion 15.3.10-12 for integer `c - a - b`) near `x = 1`, 15.3.4/15.3.5 for `x < -0.5`,
//!   15.3.7 for `x < -2`, the recurrence on `c` when `c - a - b < 0`; `inf` at the poles (`c` a
//!   non-positive integer not cancelled by `a` or `b`, `x = 1` with `c - a - b <= 0`) and for
//!   `x > 1`.
//! - `hyp0f1(v, z)`: SciPy's `_hyp0f1.pxd`: `Gamma(v) z^((1-v)/2) I_{v-1}(2 sqrt z)` for `z > 0`
//!   (DLMF 10.41 uniform expansion where that overflows), `J_{v-1}` for `z < 0`, the Taylor
//!   polynomial for tiny `z`; NaN at the poles `v = 0, -1, ...`.
//!   As in SciPy 1.17.1's copy (the later `a = -1` shortcut of xsf is not there: `hyp2f1(-1, b,
//!   -1, x)` is `(1 - x)^-b`, as SciPy returns it).
//! - `hyp1f1(a, b, x)`: SciPy (1.17) calls Boost; ours is Kummer's series summed in
//!   double-double arithmetic (after Kummer's transformation `M(a, b, x) = e^x M(b - a, b, -x)`
//!   for `x < 0`) and the large-argument expansion DLMF 13.7.2 where it converges, with SciPy's
//!   wrapper's special cases (`b` a non-positive integer: `inf` unless a polynomial ends first;
//!   Boost's limits at `x = +-inf`). Known limit: for `x < 0` with `a - b` large (20 and more)
//!   the series cancels beyond double-double precision and loses digits (relative errors up to
//!   about 1e-3 at `M(60, -12.5, -60)`), where Boost uses recurrences.

use super::bessel::{iv, jv};
use super::gamma::{gamma, gammaln, gammasgn, poch, psi, rgamma};

const MACHEP: f64 = 1.110_223_024_625_156_5e-16;
const H2F1_EPS: f64 = 1.0e-13;
const H2F1_ETHRESH: f64 = 1.0e-12;
const H2F1_MAXITER: u64 = 10000;

/// C's `(int)v` on x86, as a double: truncation, INT_MIN outside int's range and for NaN.
fn c_int_f(v: f64) -> f64 {
    if v > -2147483649.0 && v < 2147483648.0 {
        v.trunc()
    } else {
        -2147483648.0
    }
}

/// Cephes `Gamma`: `inf` at the poles.
fn cgamma(x: f64) -> f64 {
    if x <= 0.0 && x == x.floor() {
        f64::INFINITY
    } else {
        gamma(x)
    }
}

/// Cephes `lgam_sgn`: `(ln |Gamma(x)|, sign)`, `(inf, 1)` at the poles.
fn lgam_sgn(x: f64) -> (f64, f64) {
    if x <= 0.0 && x == x.floor() {
        (f64::INFINITY, 1.0)
    } else {
        (gammaln(x), gammasgn(x))
    }
}

/// Cephes `hys2f1`: the power series, with its relative loss estimate.
fn hys2f1(a0: f64, b0: f64, c: f64, x: f64, loss: &mut f64) -> f64 {
    let (mut a, mut b) = (a0, b0);
    let mut intflag = false;
    if b.abs() > a.abs() {
        std::mem::swap(&mut a, &mut b);
    }
    // Cephes' `int ib = round(b)`.
    let ib = c_int_f(b.round());
    if (b - ib).abs() < H2F1_EPS && ib <= 0.0 && b.abs() < a.abs() {
        std::mem::swap(&mut a, &mut b);
        intflag = true;
    }
    if (a.abs() > c.abs() + 1.0 || intflag) && (c - a).abs() > 2.0 && a.abs() > 2.0 {
        return hyp2f1ra(a, b, c, x, loss);
    }
    let mut i: u64 = 0;
    let mut umax = 0.0f64;
    let mut s = 1.0;
    let mut u = 1.0;
    let mut k = 0.0;
    loop {
        if c.abs() < H2F1_EPS {
            *loss = 1.0;
            return f64::INFINITY;
        }
        let m = k + 1.0;
        u *= (a + k) * (b + k) * x / ((c + k) * m);
        s += u;
        let au = u.abs();
        if au > umax {
            umax = au;
        }
        k = m;
        i += 1;
        if i > H2F1_MAXITER {
            *loss = 1.0;
            return s;
        }
        if !(s == 0.0 || (u / s).abs() > MACHEP) {
            break;
        }
    }
    *loss = (MACHEP * umax) / s.abs() + MACHEP * i as f64;
    s
}

/// Cephes `hyp2f1ra`: the two-term recurrence in `a` (AMS55 15.2.10).
fn hyp2f1ra(a: f64, b: f64, c: f64, x: f64, loss: &mut f64) -> f64 {
    let da = if (c < 0.0 && a <= c) || (c >= 0.0 && a >= c) {
        (a - c).round()
    } else {
        a.round()
    };
    let mut t = a - da;
    *loss = 0.0;
    if da.abs() > H2F1_MAXITER as f64 {
        *loss = 1.0;
        return f64::NAN;
    }
    let mut err = 0.0;
    let mut f0;
    if da < 0.0 {
        let mut f1 = hys2f1(t, b, c, x, &mut err);
        *loss += err;
        f0 = hys2f1(t - 1.0, b, c, x, &mut err);
        *loss += err;
        t -= 1.0;
        let mut n = 1.0;
        while n < -da {
            let f2 = f1;
            f1 = f0;
            f0 = -(2.0 * t - c - t * x + b * x) / (c - t) * f1 - t * (x - 1.0) / (c - t) * f2;
            t -= 1.0;
            n += 1.0;
        }
    } else {
        let mut f1 = hys2f1(t, b, c, x, &mut err);
        *loss += err;
        f0 = hys2f1(t + 1.0, b, c, x, &mut err);
        *loss += err;
        t += 1.0;
        let mut n = 1.0;
        while n < da {
            let f2 = f1;
            f1 = f0;
            f0 = -((2.0 * t - c - t * x + b * x) * f1 + (c - t) * f2) / (t * (x - 1.0));
            t += 1.0;
            n += 1.0;
        }
    }
    f0
}

/// Cephes `hyt2f1`: transformations for `x < -0.5` and `x > 0.9`, then the series.
fn hyt2f1(a: f64, b: f64, c: f64, x: f64, loss: &mut f64) -> f64 {
    // Cephes' `int ia = round(a)`, `int ib = round(b)`.
    let neg_int_a = a <= 0.0 && (a - c_int_f(a.round())).abs() < H2F1_EPS;
    let neg_int_b = b <= 0.0 && (b - c_int_f(b.round())).abs() < H2F1_EPS;
    let mut err = 0.0;
    let s = 1.0 - x;
    if x < -0.5 && !(neg_int_a || neg_int_b) {
        let y = if b > a {
            s.powf(-a) * hys2f1(a, c - b, c, -x / s, &mut err)
        } else {
            s.powf(-b) * hys2f1(c - a, b, c, -x / s, &mut err)
        };
        *loss = err;
        return y;
    }
    let d = c - a - b;
    let id = d.round();
    if x > 0.9 && !(neg_int_a || neg_int_b) {
        if (d - id).abs() > MACHEP {
            // Non-integer c - a - b: the series first, then AMS55 15.3.6.
            let y = hys2f1(a, b, c, x, &mut err);
            if err < H2F1_ETHRESH {
                *loss = err;
                return y;
            }
            let mut q = hys2f1(a, b, 1.0 - d, s, &mut err);
            let (l1, s1) = lgam_sgn(d);
            let (l2, s2) = lgam_sgn(c - a);
            let (l3, s3) = lgam_sgn(c - b);
            q *= s1 * s2 * s3 * (l1 - l2 - l3).exp();
            let mut err1 = 0.0;
            let mut r = s.powf(d) * hys2f1(c - a, c - b, d + 1.0, s, &mut err1);
            let (m1, t1) = lgam_sgn(-d);
            let (m2, t2) = lgam_sgn(a);
            let (m3, t3) = lgam_sgn(b);
            r *= t1 * t2 * t3 * (m1 - m2 - m3).exp();
            let mut y = q + r;
            let big = q.abs().max(r.abs());
            err += err1 + (MACHEP * big) / y;
            y *= cgamma(c);
            *loss = err;
            return y;
        }
        // Integer c - a - b: the psi-function expansion, AMS55 15.3.10-12.
        let (e, d1, d2, aid) = if id >= 0.0 {
            (d, d, 0.0, id)
        } else {
            (-d, 0.0, d, -id)
        };
        // Cephes' `aid` is a C `int`: out of int's range it is INT_MIN, so no term is summed
        // (without this, a huge c - a - b loops ~1e18 times).
        let aid = c_int_f(aid);
        let ax = s.ln();
        let mut y = psi(1.0) + psi(1.0 + e) - psi(a + d1) - psi(b + d1) - ax;
        y *= rgamma(e + 1.0);
        let mut p = (a + d1) * (b + d1) * s * rgamma(e + 2.0);
        let mut t = 1.0;
        loop {
            let r = psi(1.0 + t) + psi(1.0 + t + e) - psi(a + t + d1) - psi(b + t + d1) - ax;
            let q = p * r;
            y += q;
            p *= s * (a + t + d1) / (t + 1.0);
            p *= (b + t + d1) / (t + 1.0 + e);
            t += 1.0;
            if t > H2F1_MAXITER as f64 {
                *loss = 1.0;
                return f64::NAN;
            }
            if !(y == 0.0 || (q / y).abs() > H2F1_EPS) {
                break;
            }
        }
        if id == 0.0 {
            y *= cgamma(c) / (cgamma(a) * cgamma(b));
            *loss = err;
            return y;
        }
        let mut y1 = 1.0;
        if aid != 1.0 {
            let mut t = 0.0;
            let mut p = 1.0;
            let mut i = 1.0;
            while i < aid {
                let r = 1.0 - e + t;
                p *= s * (a + t + d2) * (b + t + d2) / r;
                t += 1.0;
                p /= t;
                y1 += p;
                i += 1.0;
            }
        }
        let p = cgamma(c);
        y1 *= cgamma(e) * p * (rgamma(a + d1) * rgamma(b + d1));
        y *= p * (rgamma(a + d2) * rgamma(b + d2));
        if aid % 2.0 != 0.0 {
            y = -y;
        }
        let q = s.powf(id);
        if id > 0.0 {
            y *= q;
        } else {
            y1 *= q;
        }
        *loss = err;
        return y + y1;
    }
    let y = hys2f1(a, b, c, x, &mut err);
    *loss = err;
    y
}

/// A&S 15.4.2: `2F1(a, b; b; x)` for `b` a non-positive integer (the terminating sum).
fn hyp2f1_neg_c_equal_bc(a: f64, b: f64, x: f64) -> f64 {
    if b.is_nan() || b.abs() >= 1e5 {
        return f64::NAN;
    }
    let mut collector = 1.0f64;
    let mut sum = 1.0f64;
    let mut collector_max = 1.0f64;
    let mut k = 1.0;
    while k <= -b {
        collector *= (a + k - 1.0) * x / k;
        collector_max = collector_max.max(collector.abs());
        sum += collector;
        k += 1.0;
    }
    if 1e-16 * (1.0 + collector_max / sum.abs()) > 1e-7 {
        return f64::NAN;
    }
    sum
}

/// Gauss hypergeometric function `2F1(a, b; c; x)` of real arguments.
///
/// Equivalent to `scipy.special.hyp2f1` (real loop, Cephes' algorithm as SciPy 1.17 ships it,
/// without the later `a == -1` shortcut of `xsf`; `orthogonal_eval.pxd`'s real-degree
/// polynomials call the same function): `inf` at the poles
/// and for `x > 1` where the series diverges.
pub fn hyp2f1(a: f64, b: f64, c: f64, x: f64) -> f64 {
    let ax = x.abs();
    let s = 1.0 - x;
    if x == 0.0 {
        return 1.0;
    }
    let d = c - a - b;
    if (a == 0.0 || b == 0.0) && c != 0.0 {
        return 1.0;
    }
    let ia = a.round();
    let ib = b.round();
    let neg_int_a = a <= 0.0 && (a - ia).abs() < H2F1_EPS;
    let neg_int_b = b <= 0.0 && (b - ib).abs() < H2F1_EPS;
    let id = d.round();
    if d <= -1.0 && !((d - id).abs() > H2F1_EPS && s < 0.0) && !(neg_int_a || neg_int_b) {
        return s.powf(d) * hyp2f1(c - a, c - b, c, x);
    }
    if d <= 0.0 && x == 1.0 && !(neg_int_a || neg_int_b) {
        return f64::INFINITY;
    }
    if ax < 1.0 || x == -1.0 {
        if (b - c).abs() < H2F1_EPS {
            return if neg_int_b {
                hyp2f1_neg_c_equal_bc(a, b, x)
            } else {
                s.powf(-a)
            };
        }
        if (a - c).abs() < H2F1_EPS {
            return s.powf(-b);
        }
    }
    let mut err = 0.0;
    if c <= 0.0 {
        let ic = c.round();
        if (c - ic).abs() < H2F1_EPS {
            // c a non-positive integer: finite only if the series ends first.
            if (neg_int_a && ia > ic) || (neg_int_b && ib > ic) {
                return hyt2f1(a, b, c, x, &mut err);
            }
            return f64::INFINITY;
        }
    }
    if neg_int_a || neg_int_b {
        return hyt2f1(a, b, c, x, &mut err);
    }
    let t1 = (b - a).abs();
    if x < -2.0 && (t1 - t1.round()).abs() > H2F1_EPS {
        // AMS55 15.3.7.
        let p = hyp2f1(a, 1.0 - c + a, 1.0 - b + a, 1.0 / x) * (-x).powf(-a);
        let q = hyp2f1(b, 1.0 - c + b, 1.0 - a + b, 1.0 / x) * (-x).powf(-b);
        let g = cgamma(c);
        let sa = g * cgamma(b - a) * (rgamma(b) * rgamma(c - a));
        let sb = g * cgamma(a - b) * (rgamma(a) * rgamma(c - b));
        return sa * p + sb * q;
    } else if x < -1.0 {
        return if a.abs() < b.abs() {
            s.powf(-a) * hyp2f1(a, c - b, c, x / (x - 1.0))
        } else {
            s.powf(-b) * hyp2f1(b, c - a, c, x / (x - 1.0))
        };
    }
    if ax > 1.0 {
        return f64::INFINITY;
    }
    let p = c - a;
    let pa = p.round();
    let r = c - b;
    let rb = r.round();
    let neg_int_ca_or_cb =
        (pa <= 0.0 && (p - pa).abs() < H2F1_EPS) || (rb <= 0.0 && (r - rb).abs() < H2F1_EPS);
    if (ax - 1.0).abs() < H2F1_EPS {
        if x > 0.0 {
            if neg_int_ca_or_cb {
                if d >= 0.0 {
                    return s.powf(d) * hys2f1(c - a, c - b, c, x, &mut err);
                }
                return f64::INFINITY;
            }
            if d <= 0.0 {
                return f64::INFINITY;
            }
            return cgamma(c) * cgamma(d) * (rgamma(p) * rgamma(r));
        }
        if d <= -1.0 {
            return f64::INFINITY;
        }
    }
    if d < 0.0 {
        // The series first; the recurrence on c (AMS55 15.2.27) if it loses precision.
        let y = hyt2f1(a, b, c, x, &mut err);
        if err < H2F1_ETHRESH {
            return y;
        }
        // A C `int` in Cephes (INT_MIN out of range: no recurrence step).
        let aid = c_int_f(2.0 - id);
        let mut e = c + aid;
        let mut d2 = hyp2f1(a, b, e, x);
        let mut d1 = hyp2f1(a, b, e + 1.0, x);
        let q = a + b + 1.0;
        let mut y = y;
        let mut i = 0.0;
        while i < aid {
            let r = e - 1.0;
            y = (e * (r - (2.0 * e - q) * x) * d2 + (e - a) * (e - b) * x * d1) / (e * r * s);
            e = r;
            d1 = d2;
            d2 = y;
            i += 1.0;
        }
        return y;
    }
    if neg_int_ca_or_cb {
        return s.powf(d) * hys2f1(c - a, c - b, c, x, &mut err);
    }
    hyt2f1(a, b, c, x, &mut err)
}

/// `x log y` with `0 log y = 0` (SciPy's `xlogy`).
fn xlogy(x: f64, y: f64) -> f64 {
    if x == 0.0 && !y.is_nan() {
        0.0
    } else {
        x * y.ln()
    }
}

/// `sin(pi x)`, exact at the integers and half-integers.
fn sin_pi(x: f64) -> f64 {
    let r = x % 2.0;
    if r == 0.0 {
        return 0.0f64.copysign(x);
    }
    if r.abs() == 1.0 {
        return 0.0;
    }
    (std::f64::consts::PI * r).sin()
}

/// SciPy's `_hyp0f1_asy`: DLMF 10.41 for `Gamma(v) I_{v-1}(2 sqrt z) z^((1-v)/2)`, large `v`.
fn hyp0f1_asy(v: f64, z: f64) -> f64 {
    let arg = z.sqrt();
    let v1 = (v - 1.0).abs();
    let x = 2.0 * arg / v1;
    let p1 = (1.0 + x * x).sqrt();
    let eta = p1 + x.ln() - p1.ln_1p();
    let mut arg_exp_i = -0.5 * p1.ln();
    arg_exp_i -= 0.5 * (2.0 * std::f64::consts::PI * v1).ln();
    arg_exp_i += gammaln(v);
    let gs = gammasgn(v);
    let mut arg_exp_k = arg_exp_i;
    arg_exp_i += v1 * eta;
    arg_exp_k -= v1 * eta;
    let pp = 1.0 / p1;
    let p2 = pp * pp;
    let p4 = p2 * p2;
    let p6 = p4 * p2;
    let u1 = (3.0 - 5.0 * p2) * pp / 24.0;
    let u2 = (81.0 - 462.0 * p2 + 385.0 * p4) * p2 / 1152.0;
    let u3 = (30375.0 - 369603.0 * p2 + 765765.0 * p4 - 425425.0 * p6) * pp * p2 / 414720.0;
    let u_corr_i = 1.0 + u1 / v1 + u2 / (v1 * v1) + u3 / (v1 * v1 * v1);
    let mut result = (arg_exp_i - xlogy(v1, arg)).exp() * gs * u_corr_i;
    if v - 1.0 < 0.0 {
        let u_corr_k = 1.0 - u1 / v1 + u2 / (v1 * v1) - u3 / (v1 * v1 * v1);
        result += (arg_exp_k + xlogy(v1, arg)).exp() * gs * 2.0 * sin_pi(v1) * u_corr_k;
    }
    result
}

/// Confluent hypergeometric limit function `0F1(; v; z)` of real arguments.
///
/// Equivalent to `scipy.special.hyp0f1` (real loop): NaN at `v = 0, -1, -2, ...`.
pub fn hyp0f1(v: f64, z: f64) -> f64 {
    if v <= 0.0 && v == v.floor() {
        return f64::NAN;
    }
    if z == 0.0 && v != 0.0 {
        return 1.0;
    }
    if z.abs() < 1e-6 * (1.0 + v.abs()) {
        return 1.0 + z / v + z * z / (2.0 * v * (v + 1.0));
    }
    if z > 0.0 {
        let arg = z.sqrt();
        let arg_exp = xlogy(1.0 - v, arg) + gammaln(v);
        let bess = iv(v - 1.0, 2.0 * arg);
        if arg_exp > f64::MAX.ln()
            || bess == 0.0
            || arg_exp < f64::MIN_POSITIVE.ln()
            || bess.is_infinite()
        {
            return hyp0f1_asy(v, z);
        }
        arg_exp.exp() * gammasgn(v) * bess
    } else {
        let arg = (-z).sqrt();
        arg.powf(1.0 - v) * cgamma(v) * jv(v - 1.0, 2.0 * arg)
    }
}

/// Whether `x` is an integer (finite).
fn is_int(x: f64) -> bool {
    x == x.trunc() && x.is_finite()
}

/// A double-double number `hi + lo` (`|lo| <= ulp(hi) / 2`): the Kummer series and the Struve
/// power series are summed in it, so that their cancellation costs no accuracy.
#[derive(Clone, Copy)]
pub(crate) struct Dd {
    pub(crate) hi: f64,
    pub(crate) lo: f64,
}

pub(crate) fn dd(x: f64) -> Dd {
    Dd { hi: x, lo: 0.0 }
}

fn two_sum(a: f64, b: f64) -> Dd {
    let s = a + b;
    let bb = s - a;
    let e = (a - (s - bb)) + (b - bb);
    Dd { hi: s, lo: e }
}

fn quick_two_sum(a: f64, b: f64) -> Dd {
    let s = a + b;
    Dd {
        hi: s,
        lo: b - (s - a),
    }
}

pub(crate) fn dd_add(a: Dd, b: Dd) -> Dd {
    let s = two_sum(a.hi, b.hi);
    let t = two_sum(a.lo, b.lo);
    let s = quick_two_sum(s.hi, s.lo + t.hi);
    quick_two_sum(s.hi, s.lo + t.lo)
}

pub(crate) fn dd_mul(a: Dd, b: Dd) -> Dd {
    let p = a.hi * b.hi;
    let e = a.hi.mul_add(b.hi, -p);
    let e = e + (a.hi * b.lo + a.lo * b.hi);
    quick_two_sum(p, e)
}

/// `a - q b` for a double `q`.
fn dd_sub_mul(a: Dd, b: Dd, q: f64) -> Dd {
    let qb = dd_mul(b, dd(q));
    dd_add(
        a,
        Dd {
            hi: -qb.hi,
            lo: -qb.lo,
        },
    )
}

pub(crate) fn dd_div(a: Dd, b: Dd) -> Dd {
    let q1 = a.hi / b.hi;
    let r = dd_sub_mul(a, b, q1);
    let q2 = r.hi / b.hi;
    let r = dd_sub_mul(r, b, q2);
    let q3 = r.hi / b.hi;
    let q = quick_two_sum(q1, q2);
    dd_add(q, dd(q3))
}

/// Kummer's series `M(a, b, y)` in double-double arithmetic (`a`, `b` exact double-doubles),
/// summed until the terms decrease below `1e-17` of the sum, or `kmax` terms (a polynomial).
fn m_series(a: Dd, b: Dd, y: f64, kmax: f64) -> f64 {
    let mut term = dd(1.0);
    let mut sum = dd(1.0);
    let yd = dd(y);
    let mut k = 0.0f64;
    while k < kmax && k < 100_000.0 {
        let num = dd_add(a, dd(k));
        let den = dd_mul(dd_add(b, dd(k)), dd(k + 1.0));
        term = dd_div(dd_mul(dd_mul(term, num), yd), den);
        sum = dd_add(sum, term);
        k += 1.0;
        if term.hi == 0.0 || !sum.hi.is_finite() {
            break;
        }
        if term.hi.abs() <= 1e-17 * sum.hi.abs()
            && ((a.hi + k) * y / ((b.hi + k) * (k + 1.0))).abs() < 1.0
        {
            break;
        }
    }
    sum.hi
}

/// The sum `sum_s (p)_s (q)_s / s! w^s` of DLMF 13.7.2, truncated where the terms fall below
/// the rounding of the sum; `None` when it does not get there before the terms grow again
/// (past `s = 1/|w|`), or when its terms cancel by more than 100.
fn m_asym_sum(p: f64, q: f64, w: f64) -> Option<f64> {
    let mut term = 1.0f64;
    let mut sum = 1.0f64;
    let mut maxterm = 1.0f64;
    let mut s = 0.0f64;
    while s < 1000.0 {
        let next = term * (p + s) * (q + s) / (s + 1.0) * w;
        if next == 0.0 {
            break;
        }
        if next.abs() > term.abs() && s * w.abs() > 1.0 {
            return None;
        }
        term = next;
        sum += term;
        maxterm = maxterm.max(term.abs());
        s += 1.0;
        if term.abs() <= MACHEP * sum.abs() {
            break;
        }
    }
    if s >= 1000.0 || maxterm > 100.0 * sum.abs() {
        return None;
    }
    Some(sum)
}

/// `M(a, b, y)` for `y > 0` large: `Gamma(b)/Gamma(a) e^y y^(a-b) sum (1-a)_s (b-a)_s / s! y^-s`
/// (the other term of DLMF 13.7.2 is smaller by `e^-y`).
fn m_asym_pos(a: f64, b: f64, y: f64) -> Option<f64> {
    let sum = m_asym_sum(1.0 - a, b - a, 1.0 / y)?;
    // The factor directly where it stays finite (each part to an ulp or two), else by logs.
    let h = (y / 2.0).exp();
    let ratio = if b - a > 0.0 {
        poch(a, b - a)
    } else {
        gamma(b) * rgamma(a)
    };
    let direct = ratio * y.powf(a - b) * h * h;
    if direct.is_finite() && direct != 0.0 {
        return Some(direct * sum);
    }
    let (lb, sb) = lgam_sgn(b);
    let (la, sa) = lgam_sgn(a);
    let l = lb - la + y + (a - b) * y.ln();
    Some(sb * sa * l.exp() * sum)
}

/// `M(a, b, -y)` for `y > 0` large (Kummer's transformation of [`m_asym_pos`]):
/// `Gamma(b)/Gamma(b-a) y^-a sum (a)_s (1+a-b)_s / s! y^-s`.
fn m_asym_neg(a: f64, b: f64, y: f64) -> Option<f64> {
    if is_int(b - a) && b - a <= 0.0 {
        return None;
    }
    let sum = m_asym_sum(a, 1.0 + a - b, 1.0 / y)?;
    let ratio = if a > 0.0 {
        poch(b - a, a)
    } else {
        gamma(b) * rgamma(b - a)
    };
    let direct = y.powf(-a) * ratio;
    if direct.is_finite() && direct != 0.0 {
        return Some(direct * sum);
    }
    let (lb, sb) = lgam_sgn(b);
    let (lc, sc) = lgam_sgn(b - a);
    let l = lb - lc - a * y.ln();
    Some(sb * sc * l.exp() * sum)
}

/// Confluent hypergeometric function `1F1(a; b; x)` (Kummer's `M`) of real arguments.
///
/// Equivalent to `scipy.special.hyp1f1` (real loop): `inf` for `b` a non-positive integer unless
/// `a` is an integer in `[b, 0]` (a polynomial).
pub fn hyp1f1(a: f64, b: f64, x: f64) -> f64 {
    if a.is_nan() || b.is_nan() || x.is_nan() {
        return f64::NAN;
    }
    let a_negint = a < 0.0 && a == a.trunc();
    if b <= 0.0 && b == b.trunc() {
        if (b == 0.0 || a != b) && !(a_negint && a >= b) {
            return f64::INFINITY;
        }
        // A polynomial of degree -a (a == b: the sum of x^k / k!, k = 0 .. -a).
        return m_series(dd(a), dd(b), x, -a);
    }
    if a == 0.0 {
        return 1.0;
    }
    if x.is_infinite() {
        // Boost's limits, as SciPy returns them.
        if x > 0.0 {
            return if a == b { f64::NAN } else { f64::INFINITY };
        }
        return if a > 0.0 && is_int(a) && is_int(b) && b > a {
            0.0
        } else {
            f64::NAN
        };
    }
    if x == 0.0 {
        return 1.0;
    }
    if a_negint {
        return m_series(dd(a), dd(b), x, -a);
    }
    let large = 45.0 + 2.0 * (a.abs() + b.abs());
    if x > 0.0 {
        if x > large {
            if let Some(v) = m_asym_pos(a, b, x) {
                return v;
            }
        }
        return m_series(dd(a), dd(b), x, f64::INFINITY);
    }
    let y = -x;
    if y > large {
        if let Some(v) = m_asym_neg(a, b, y) {
            return v;
        }
    }
    // Kummer's transformation: e^x M(b - a, b, -x), b - a exact in double-double.
    let c = two_sum(b, -a);
    let kmax = if c.hi <= 0.0 && c.lo == 0.0 && is_int(c.hi) {
        -c.hi
    } else {
        f64::INFINITY
    };
    x.exp() * m_series(c, dd(b), y, kmax)
}
