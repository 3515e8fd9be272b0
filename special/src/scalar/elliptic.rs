//! Scalar elliptic integrals and functions: Carlson's symmetric integrals `elliprf`, `elliprd`,
//! `elliprc`, `elliprj`, `elliprg` (real arguments), the Legendre forms `ellipk`, `ellipkm1`,
//! `ellipe`, `ellipkinc`, `ellipeinc` and the Jacobi functions `ellipj`.
//!
//! The CPU twins of `kernels/elliptic.cuh` (`gsci_sp_elliprf`, ...): the same algorithm, step for
//! step. This family has no coefficient tables: its series coefficients are rational literals
//! written in the expressions (the same in both files).
//!
//! Algorithms (from the literature, not ported code):
//! - RF, RD, RJ: Carlson's duplication (RJ's sum in the RC(alpha^2, beta^2) form of Carlson,
//!   Math. Comp. 51, 1988) ("Numerical computation of real or complex elliptic
//!   integrals", Numer. Algorithms 10, 1995; DLMF 19.36.1-2) iterated until `4^-n Q < |A_n|` with
//!   `Q = (3 eps)^(-1/6) max |A_0 - x|`, then the series through degree 7 (DLMF 19.36.1) / 5.
//!   RJ with `p < 0`: the Cauchy principal value by DLMF 19.20.14 (the form with a positive
//!   parameter `pn` and RC of positive arguments).
//! - RC: the closed forms DLMF 19.2.18-19 (atan; atanh for x > y close to y, else the log),
//!   DLMF 19.2.20 for `y < 0`.
//! - RG: DLMF 19.21.10 with `z` the middle argument, so that every term is non-negative.
//! - K(m), K(1 - p): the arithmetic-geometric mean, `K = pi / (2 AGM(1, sqrt(1 - m)))`
//!   (DLMF 19.8.5), quadratically convergent.
//! - E(m) = 2 RG(0, 1 - m, 1) (DLMF 19.25.1).
//! - F(phi, m), E(phi, m): `phi = n pi + phi'` (`F = 2 n K + F(phi')`, with `sin phi'` and
//!   `cos phi'` taken from `phi` itself), then
//!   `sin(phi') RF(cos^2, 1 - m sin^2, 1)` (DLMF 19.25.5); E from DLMF 19.25.9 for `m < 0` and
//!   from the form of DLMF 19.25.10 whose terms are all non-negative for `0 <= m < 1`.
//! - ellipj: the descending Landen transformation through the AGM (DLMF 22.20(ii), Abramowitz
//!   and Stegun 16.4) for `1e-9 <= m < 1` (up to 15 steps), the small-m expansion (DLMF
//!   22.10.1-2) below and the limits at m = 1 (DLMF 22.5.3). SciPy uses an expansion in `1 - m`
//!   for `m >= 1 - 1e-10`, which is wrong for large `u` (sn(20 | 1 - 1e-11) = 1 + 2.5e-12).

use std::f64::consts::{FRAC_PI_2, PI};

/// `(3 eps)^(-1/6)`: Carlson's stopping factor for RF and RD (relative error below eps).
const CARLSON_Q: f64 = 340.0;
const EPS: f64 = f64::EPSILON;

/// Carlson's RF(x, y, z) for non-negative arguments with at most one zero, all finite.
fn rf_core(x0: f64, y0: f64, z0: f64) -> f64 {
    let (mut x, mut y, mut z) = (x0, y0, z0);
    let a0 = (x + y + z) / 3.0;
    let q = CARLSON_Q * (a0 - x).abs().max((a0 - y).abs()).max((a0 - z).abs());
    let mut a = a0;
    let mut f = 1.0;
    let mut n = 0;
    while q * f >= a.abs() && n < 100 {
        let (sx, sy, sz) = (x.sqrt(), y.sqrt(), z.sqrt());
        let lam = sx * sy + sy * sz + sz * sx;
        x = 0.25 * (x + lam);
        y = 0.25 * (y + lam);
        z = 0.25 * (z + lam);
        a = 0.25 * (a + lam);
        f *= 0.25;
        n += 1;
    }
    let xx = (a0 - x0) * f / a;
    let yy = (a0 - y0) * f / a;
    let zz = -(xx + yy);
    let e2 = xx * yy - zz * zz;
    let e3 = xx * yy * zz;
    let s = 1.0 - e2 / 10.0 + e3 / 14.0 + e2 * e2 / 24.0
        - 3.0 * e2 * e3 / 44.0
        - 5.0 * e2 * e2 * e2 / 208.0
        + 3.0 * e3 * e3 / 104.0
        + e2 * e2 * e3 / 16.0;
    s / a.sqrt()
}

/// Carlson's symmetric elliptic integral of the first kind RF(x, y, z).
///
/// Equivalent to `scipy.special.elliprf` (real arguments): NaN for a negative argument, `inf`
/// when two arguments are zero, 0 when one is infinite.
pub fn elliprf(x: f64, y: f64, z: f64) -> f64 {
    if x.is_nan() || y.is_nan() || z.is_nan() || x < 0.0 || y < 0.0 || z < 0.0 {
        return f64::NAN;
    }
    if x.is_infinite() || y.is_infinite() || z.is_infinite() {
        return 0.0;
    }
    let zeros = (x == 0.0) as i32 + (y == 0.0) as i32 + (z == 0.0) as i32;
    if zeros >= 2 {
        return f64::INFINITY;
    }
    rf_core(x, y, z)
}

/// Carlson's RD(x, y, z) for non-negative x, y (at most one zero) and positive z, all finite.
fn rd_core(x0: f64, y0: f64, z0: f64) -> f64 {
    let (mut x, mut y, mut z) = (x0, y0, z0);
    let a0 = (x + y + 3.0 * z) / 5.0;
    let q = 1.2 * CARLSON_Q * (a0 - x).abs().max((a0 - y).abs()).max((a0 - z).abs());
    let mut a = a0;
    let mut f = 1.0;
    let mut sum = 0.0;
    let mut n = 0;
    while q * f >= a.abs() && n < 100 {
        let (sx, sy, sz) = (x.sqrt(), y.sqrt(), z.sqrt());
        let lam = sx * sy + sy * sz + sz * sx;
        sum += f / (sz * (z + lam));
        x = 0.25 * (x + lam);
        y = 0.25 * (y + lam);
        z = 0.25 * (z + lam);
        a = 0.25 * (a + lam);
        f *= 0.25;
        n += 1;
    }
    let xx = (a0 - x0) * f / a;
    let yy = (a0 - y0) * f / a;
    let zz = -(xx + yy) / 3.0;
    let xy = xx * yy;
    let z2 = zz * zz;
    let e2 = xy - 6.0 * z2;
    let e3 = (3.0 * xy - 8.0 * z2) * zz;
    let e4 = 3.0 * (xy - z2) * z2;
    let e5 = xy * z2 * zz;
    let s = 1.0 - 3.0 * e2 / 14.0 + e3 / 6.0 + 9.0 * e2 * e2 / 88.0
        - 3.0 * e4 / 22.0
        - 9.0 * e2 * e3 / 52.0
        + 3.0 * e5 / 26.0;
    f * s / (a * a.sqrt()) + 3.0 * sum
}

/// Carlson's symmetric elliptic integral of the second kind RD(x, y, z).
///
/// Equivalent to `scipy.special.elliprd` (real arguments): NaN for a negative argument, `inf`
/// when `z = 0` or `x = y = 0`, 0 when one is infinite.
pub fn elliprd(x: f64, y: f64, z: f64) -> f64 {
    if x.is_nan() || y.is_nan() || z.is_nan() || x < 0.0 || y < 0.0 || z < 0.0 {
        return f64::NAN;
    }
    if x.is_infinite() || y.is_infinite() || z.is_infinite() {
        return 0.0;
    }
    if z == 0.0 || (x == 0.0 && y == 0.0) {
        return f64::INFINITY;
    }
    rd_core(x, y, z)
}

/// RC(x, y) for finite x >= 0, y > 0 by the closed forms.
fn rc_core(x: f64, y: f64) -> f64 {
    if x < y {
        (((y - x) / x).sqrt()).atan() / (y - x).sqrt()
    } else if x > y {
        let d = x - y;
        if d < 0.5 * x {
            // atanh(t) / t is accurate for t = sqrt(d / x) < 0.71.
            (d / x).sqrt().atanh() / d.sqrt()
        } else {
            ((x.sqrt() + d.sqrt()) / y.sqrt()).ln() / d.sqrt()
        }
    } else {
        1.0 / x.sqrt()
    }
}

/// Carlson's degenerate elliptic integral RC(x, y) (its Cauchy principal value for `y < 0`).
///
/// Equivalent to `scipy.special.elliprc` (real arguments): NaN for `x < 0` or `y = 0`.
pub fn elliprc(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() || x < 0.0 || y == 0.0 {
        return f64::NAN;
    }
    if x.is_infinite() || y.is_infinite() {
        return 0.0;
    }
    // -0 is 0 (SciPy's RC(-0, y) = RC(0, y), not the NaN of (y - x) / x = -inf).
    let x = if x == 0.0 { 0.0 } else { x };
    if y > 0.0 {
        return rc_core(x, y);
    }
    // DLMF 19.2.20: RC(x, y) = sqrt(x / (x - y)) RC(x - y, -y).
    if x == 0.0 {
        return 0.0;
    }
    (x / (x - y)).sqrt() * rc_core(x - y, -y)
}

/// RJ(x, y, z, p) for finite non-negative x, y, z (at most one zero) and finite p > 0.
fn rj_core(x0: f64, y0: f64, z0: f64, p0: f64) -> f64 {
    let (mut x, mut y, mut z, mut p) = (x0, y0, z0, p0);
    let a0 = (x + y + z + 2.0 * p) / 5.0;
    let q = 1.2
        * CARLSON_Q
        * (a0 - x)
            .abs()
            .max((a0 - y).abs())
            .max((a0 - z).abs())
            .max((a0 - p).abs());
    let mut a = a0;
    let mut f = 1.0;
    let mut sum = 0.0;
    let mut n = 0;
    while q * f >= a.abs() && n < 100 {
        let (sx, sy, sz, sp) = (x.sqrt(), y.sqrt(), z.sqrt(), p.sqrt());
        let lam = sx * sy + sy * sz + sz * sx;
        // Carlson (1988): the m-th term 4^-m RC(alpha^2, beta^2) with
        // alpha = p (sx + sy + sz) + sx sy sz, beta = sp (p + lam): both positive, so nothing
        // cancels (the form RC(1, 1 + delta / d^2) loses digits as p -> 0).
        let alpha = p * (sx + sy + sz) + sx * sy * sz;
        let beta = sp * (p + lam);
        sum += f * rc_core(alpha * alpha, beta * beta);
        x = 0.25 * (x + lam);
        y = 0.25 * (y + lam);
        z = 0.25 * (z + lam);
        p = 0.25 * (p + lam);
        a = 0.25 * (a + lam);
        f *= 0.25;
        n += 1;
    }
    let xx = (a0 - x0) * f / a;
    let yy = (a0 - y0) * f / a;
    let zz = (a0 - z0) * f / a;
    let pp = -(xx + yy + zz) / 2.0;
    let xyz = xx * yy * zz;
    let p2 = pp * pp;
    let e2 = xx * yy + xx * zz + yy * zz - 3.0 * p2;
    let e3 = xyz + 2.0 * e2 * pp + 4.0 * p2 * pp;
    let e4 = (2.0 * xyz + e2 * pp + 3.0 * p2 * pp) * pp;
    let e5 = xyz * p2;
    let s = 1.0 - 3.0 * e2 / 14.0 + e3 / 6.0 + 9.0 * e2 * e2 / 88.0
        - 3.0 * e4 / 22.0
        - 9.0 * e2 * e3 / 52.0
        + 3.0 * e5 / 26.0;
    f * s / (a * a.sqrt()) + 3.0 * sum
}

/// Carlson's symmetric elliptic integral of the third kind RJ(x, y, z, p) (the Cauchy principal
/// value for `p < 0`).
///
/// Equivalent to `scipy.special.elliprj` (real arguments): NaN for negative x, y, z or p = 0,
/// `inf` when two of x, y, z are zero.
pub fn elliprj(x: f64, y: f64, z: f64, p: f64) -> f64 {
    if x.is_nan() || y.is_nan() || z.is_nan() || p.is_nan() || x < 0.0 || y < 0.0 || z < 0.0 {
        return f64::NAN;
    }
    if p == 0.0 {
        return f64::NAN;
    }
    if x.is_infinite() || y.is_infinite() || z.is_infinite() || p.is_infinite() {
        return 0.0;
    }
    let zeros = (x == 0.0) as i32 + (y == 0.0) as i32 + (z == 0.0) as i32;
    if zeros >= 2 {
        return f64::INFINITY;
    }
    if p > 0.0 {
        return rj_core(x, y, z, p);
    }
    // Cauchy principal value (DLMF 19.20.14) with x <= y <= z and q = -p > 0:
    // (z + q) RJ(x, y, z, p) = (pn - z) RJ(x, y, z, pn) - 3 RF(x, y, z)
    //   + 3 sqrt(x y z / (x y + pn q)) RC(x y + pn q, pn q),  pn = (z (x + y + q) - x y) / (z + q),
    // with pn - z = -(z - x)(z - y) / (z + q) written without cancellation.
    let mut v = [x, y, z];
    v.sort_by(|a, b| a.total_cmp(b));
    let [x, y, z] = v;
    let q = -p;
    let zq = z + q;
    let pn = (z * (x + y + q) - x * y) / zq;
    let pnz = -(z - x) * (z - y) / zq;
    let xy = x * y;
    let pq = pn * q;
    let r = pnz * rj_core(x, y, z, pn) - 3.0 * rf_core(x, y, z)
        + 3.0 * (xy * z / (xy + pq)).sqrt() * rc_core(xy + pq, pq);
    r / zq
}

/// Carlson's completely symmetric elliptic integral of the second kind RG(x, y, z).
///
/// Equivalent to `scipy.special.elliprg` (real arguments): NaN for a negative argument.
pub fn elliprg(x: f64, y: f64, z: f64) -> f64 {
    if x.is_nan() || y.is_nan() || z.is_nan() || x < 0.0 || y < 0.0 || z < 0.0 {
        return f64::NAN;
    }
    if x.is_infinite() || y.is_infinite() || z.is_infinite() {
        return f64::INFINITY;
    }
    let mut v = [x, y, z];
    v.sort_by(|a, b| a.total_cmp(b));
    let [lo, mid, hi] = v;
    if mid == 0.0 {
        // RG(0, 0, z) = sqrt(z) / 2.
        return 0.5 * hi.sqrt();
    }
    rg_sorted(lo, mid, hi)
}

/// RG for `lo <= mid <= hi`, `mid > 0`: DLMF 19.21.10 with z = mid, all terms non-negative.
fn rg_sorted(lo: f64, mid: f64, hi: f64) -> f64 {
    let t1 = mid * rf_core(lo, hi, mid);
    let t2 = (mid - lo) * (hi - mid) * rd_core(lo, hi, mid) / 3.0;
    let t3 = (lo * hi / mid).sqrt();
    0.5 * (t1 + t2 + t3)
}

/// The arithmetic-geometric mean of 1 and `b > 0` (finite).
fn agm1(b: f64) -> f64 {
    let mut a = 1.0;
    let mut b = b;
    let mut n = 0;
    while (a - b).abs() > 2.0 * EPS * a && n < 60 {
        let t = 0.5 * (a + b);
        b = (a * b).sqrt();
        a = t;
        n += 1;
    }
    0.5 * (a + b)
}

/// Complete elliptic integral of the first kind K(m).
///
/// Equivalent to `scipy.special.ellipk`: `inf` at 1, NaN for `m > 1`, 0 at `-inf`.
pub fn ellipk(m: f64) -> f64 {
    if m.is_nan() || m > 1.0 {
        return f64::NAN;
    }
    if m == 1.0 {
        return f64::INFINITY;
    }
    if m == f64::NEG_INFINITY {
        return 0.0;
    }
    let b = (1.0 - m).sqrt();
    if b.is_infinite() {
        return 0.0;
    }
    FRAC_PI_2 / agm1(b)
}

/// Complete elliptic integral of the first kind around `m = 1`: `K(1 - p)`.
///
/// Equivalent to `scipy.special.ellipkm1`: `inf` at 0, NaN for `p < 0`, 0 at `inf`.
pub fn ellipkm1(p: f64) -> f64 {
    if p.is_nan() || p < 0.0 {
        return f64::NAN;
    }
    if p == 0.0 {
        return f64::INFINITY;
    }
    if p == f64::INFINITY {
        return 0.0;
    }
    FRAC_PI_2 / agm1(p.sqrt())
}

/// Complete elliptic integral of the second kind E(m).
///
/// Equivalent to `scipy.special.ellipe`: 1 at `m = 1`, NaN for `m > 1`, `inf` at `-inf`.
pub fn ellipe(m: f64) -> f64 {
    if m.is_nan() || m > 1.0 {
        return f64::NAN;
    }
    if m == 1.0 {
        return 1.0;
    }
    if m == 0.0 {
        return FRAC_PI_2;
    }
    if m == f64::NEG_INFINITY {
        return f64::INFINITY;
    }
    let y = 1.0 - m;
    if y.is_infinite() {
        return f64::INFINITY;
    }
    // E(m) = 2 RG(0, 1 - m, 1).
    if y < 1.0 {
        2.0 * rg_sorted(0.0, y, 1.0)
    } else {
        2.0 * rg_sorted(0.0, 1.0, y)
    }
}

/// `phi = n pi + r` with `|r| <= pi/2`: `(n, sin r, |cos r|)`, the sine and cosine taken of `phi`
/// itself (`sin r = (-1)^n sin phi`), so that no rounded multiple of pi enters: near `|r| = pi/2`
/// F and E are steep when m is near 1.
fn reduce_pi(phi: f64) -> (f64, f64, f64) {
    let n = (phi / PI).round();
    let (s, c) = phi.sin_cos();
    let odd = (0.5 * n).floor() * 2.0 != n;
    (n, if odd { -s } else { s }, c.abs())
}

/// Incomplete elliptic integral of the first kind F(phi, m).
///
/// Equivalent to `scipy.special.ellipkinc`: NaN for `m > 1`, `+inf` at `m = 1` for
/// `|phi| >= pi/2` (either sign, as SciPy), 0 at `m = -inf`.
pub fn ellipkinc(phi: f64, m: f64) -> f64 {
    if phi.is_nan() || m.is_nan() || m > 1.0 {
        return f64::NAN;
    }
    if m == f64::NEG_INFINITY {
        return 0.0;
    }
    if phi.is_infinite() {
        return phi;
    }
    if m == 0.0 {
        return phi;
    }
    if phi == 0.0 && m > 0.0 && m < 1.0 {
        // SciPy returns +0 here for phi = -0 (and -0 for m <= 0 or m = 1).
        return 0.0;
    }
    let (n, s, c) = reduce_pi(phi);
    if m == 1.0 {
        if n != 0.0 || phi.abs() >= FRAC_PI_2 {
            // SciPy (Cephes) returns +inf here for either sign of phi.
            return f64::INFINITY;
        }
        return phi.tan().asinh();
    }
    // 1 - m sin^2 = cos^2 + (1 - m) sin^2: no cancellation near m = 1.
    let f = s * elliprf(c * c, c * c + (1.0 - m) * (s * s), 1.0);
    if n == 0.0 { f } else { 2.0 * n * ellipk(m) + f }
}

/// Incomplete elliptic integral of the second kind E(phi, m).
///
/// Equivalent to `scipy.special.ellipeinc`: NaN for `m > 1`, `inf` at `m = -inf`.
pub fn ellipeinc(phi: f64, m: f64) -> f64 {
    if phi.is_nan() || m.is_nan() || m > 1.0 {
        return f64::NAN;
    }
    if m == f64::NEG_INFINITY {
        return f64::INFINITY;
    }
    if phi.is_infinite() {
        return phi;
    }
    if m == 0.0 {
        return phi;
    }
    if phi == 0.0 {
        // SciPy returns +0 here for phi = -0 (m != 0; -0 at m = 0, returned above).
        return 0.0;
    }
    let (n, s, c) = reduce_pi(phi);
    let c2 = c * c;
    let m1 = 1.0 - m;
    let d = c2 + m1 * (s * s);
    let e = if m == 1.0 {
        s
    } else if m < 0.0 {
        // DLMF 19.25.9 as sin RF - m/3 sin^3 RD: both terms positive for m < 0.
        s * elliprf(c2, d, 1.0) - m / 3.0 * (s * s * s) * elliprd(c2, d, 1.0)
    } else {
        // 0 <= m < 1: DLMF 19.25.10's form with every term non-negative,
        // E = m1 sin RF(c2, d, 1) + m m1 / 3 sin^3 RD(c2, 1, d) + m sin cos / sqrt(d).
        let s3 = s * s * s;
        let mut e = m1 * s * elliprf(c2, d, 1.0) + m * m1 / 3.0 * s3 * elliprd(c2, 1.0, d);
        if d > 0.0 {
            e += m * s * c / d.sqrt();
        }
        e
    };
    if n == 0.0 { e } else { 2.0 * n * ellipe(m) + e }
}

/// Jacobi elliptic functions (sn, cn, dn, ph) of `u` and parameter `m`.
///
/// Equivalent to `scipy.special.ellipj`: NaN (all four) for `m < 0`, `m > 1` or infinite `u`.
pub fn ellipj(u: f64, m: f64) -> (f64, f64, f64, f64) {
    const NAN4: (f64, f64, f64, f64) = (f64::NAN, f64::NAN, f64::NAN, f64::NAN);
    if u.is_nan() || m.is_nan() || !(0.0..=1.0).contains(&m) || u.is_infinite() {
        return NAN4;
    }
    if m < 1e-9 {
        // DLMF 22.10.1-2 (with am(u) = u - m (u - sin u cos u) / 4).
        let (t, b) = u.sin_cos();
        let ai = 0.25 * m * (u - t * b);
        return (t - ai * b, b + ai * t, 1.0 - 0.5 * m * t * t, u - ai);
    }
    if m == 1.0 {
        // DLMF 22.5.3 limits: sn = tanh, cn = dn = sech, am = gd(u). SciPy evaluates Cephes'
        // expansion about m = 1, whose (1 - m) term is 0 * cosh(u) sinh(u): NaN where that
        // product overflows (|u| > ~355), kept. (For 1 - 1e-10 <= m < 1 that expansion is wrong
        // at large u, sn(20, 1 - 1e-11) = 1.0000000000025 > 1; the Landen sequence below is
        // accurate there.)
        let b = u.cosh();
        if (b * u.sinh()).is_infinite() {
            return NAN4;
        }
        let c = 1.0 / b;
        return (u.tanh(), c, c, u.sinh().atan());
    }
    // Descending Landen: a_{i+1} = (a_i + b_i)/2, b_{i+1} = sqrt(a_i b_i), c_{i+1} = (a_i - b_i)/2.
    let mut a = [0.0f64; 16];
    let mut c = [0.0f64; 16];
    a[0] = 1.0;
    let mut b = (1.0 - m).sqrt();
    c[0] = m.sqrt();
    let mut twon = 1.0;
    let mut i = 0;
    while (c[i] / a[i]).abs() > EPS && i < 15 {
        let ai = a[i];
        i += 1;
        c[i] = 0.5 * (ai - b);
        let t = (ai * b).sqrt();
        a[i] = 0.5 * (ai + b);
        b = t;
        twon *= 2.0;
    }
    // Backward: phi_{i-1} = (phi_i + asin(c_i sin(phi_i) / a_i)) / 2.
    let mut phi = twon * a[i] * u;
    let mut prev = phi;
    while i > 0 {
        let t = c[i] * phi.sin() / a[i];
        prev = phi;
        phi = 0.5 * (t.asin() + phi);
        i -= 1;
    }
    let (sn, cn) = phi.sin_cos();
    (sn, cn, cn / (phi - prev).cos(), phi)
}
