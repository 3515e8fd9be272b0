//! Scalar Kolmogorov-Smirnov distributions: `kolmogorov`, `kolmogi` (two-sided, the limit
//! distribution), `smirnov`, `smirnovi` (one-sided, exact for `n` samples), and their companions
//! `kolmogc`, `kolmogci`, `kolmogp`, `smirnovc`, `smirnovci`, `smirnovp` (SciPy's private
//! `_kolmogc`, ... ufuncs, which `scipy.stats.kstwo`/`ksone` use).
//!
//! The CPU twins of `kernels/kolmogorov.cuh` (`gsci_sp_kolmogorov`, ...): the same algorithm, step
//! for step. There are no coefficient tables.
//!
//! Algorithms: those of SciPy's xsf (`xsf/cephes/kolmogorov.h`, P. van Mulbregt 2018):
//! - K(x): the two theta-function series, `sqrt(2 pi)/x sum exp(-(2k-1)^2 pi^2 / (8 x^2))` for
//!   `x <= 0.82` and `2 sum (-1)^(k-1) exp(-2 k^2 x^2)` beyond, unrolled (3 and 6 terms: SciPy
//!   stops at 4, 50 ULP short just above 0.82), with the density from the same sums, and the
//!   exponents `-pi^2 / x^2`, `-2 x^2` to double-double accuracy (exp keeps its 1 ULP).
//! - kolmogi: bracketed Newton from the asymptotic inverse of the dominant term.
//! - Smirnov: the Birnbaum-Tingey sum over `v <= n (1 - x)` (or the few terms of the upper sum),
//!   every term `C(n, v) (x + v/n)^(v-1) (1 - x - v/n)^(n-v)` in double-double arithmetic with
//!   the binomial and the powers kept as (mantissa, exponent) pairs, so nothing under- or
//!   overflows; `n > 10^6` uses the asymptotic `exp(-(6 n x + 1)^2 / (18 n))`.
//! - smirnovi: bracketed Newton from a start that solves the `x <= 1/n` case exactly.
//!
//! SciPy's integer argument `n` is a C `int`: the `l` loop wraps an int64 to 32 bits, the float
//! loops truncate (`(int)n`, `INT_MIN` outside its range), as SciPy's legacy loops do.

use std::f64::consts::{LN_2, PI, SQRT_2};

const EPS: f64 = f64::EPSILON;
const MAXITER: i32 = 500;
const CUTOVER: f64 = 0.82;
const SMIRNOV_MAX_COMPUTE_N: i32 = 1_000_000;
const SM_UPPER_MAX_TERMS: i32 = 3;
const SM_UPPERSUM_MIN_N: i32 = 10;
const MIN_EXPABLE: f64 = -708.0 - 38.0;
const SM_MAX_EXPONENT: i32 = 960;
/// log(sqrt(2 pi)).
const LOGSQRT2PI: f64 = 0.918_938_533_204_672_8;
/// Cephes' MINLOG, log(2^-1022).
const MINLOG: f64 = -7.083_964_185_322_641e2;
/// pi^2 as a double-double (hi, lo).
const PI2: [f64; 2] = [9.869604401089358, 6.265295508739711e-16];
/// e.
const SCIPY_EL: f64 = std::f64::consts::E;

/// Survival function, distribution function and density, computed together.
#[derive(Clone, Copy, Debug)]
struct Three {
    sf: f64,
    cdf: f64,
    pdf: f64,
}

const NAN3: Three = Three {
    sf: f64::NAN,
    cdf: f64::NAN,
    pdf: f64::NAN,
};

fn within_tol(x: f64, y: f64, atol: f64, rtol: f64) -> bool {
    (x - y).abs() <= atol + rtol * y.abs()
}

/// `ldexp` (one rounding, also into the subnormals).
pub(crate) fn ldexp(x: f64, e: i32) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let (m, ex) = frexp(x);
    let e = e as i64 + ex as i64;
    if e > 1024 {
        return m.signum() * f64::INFINITY;
    }
    if e >= -1021 {
        // m * 2^e with m in [0.5, 1): exact (or overflowing, as ldexp).
        return 2.0 * m * pow2i((e - 1) as i32);
    }
    if e < -1076 {
        return m.signum() * 0.0;
    }
    // One rounding: m 2^(e + 1022) is exact and normal, the product by 2^-1022 rounds once.
    m * pow2i((e + 1022) as i32) * pow2i(-1022)
}

/// 2^e for -1022 <= e <= 1023.
fn pow2i(e: i32) -> f64 {
    f64::from_bits(((e + 1023) as u64) << 52)
}

/// `frexp`: `x = m 2^e` with `0.5 <= |m| < 1` (m = x, e = 0 for 0, inf, NaN).
pub(crate) fn frexp(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let (y, adj) = if x.abs() < f64::MIN_POSITIVE {
        (x * pow2i(54), -54)
    } else {
        (x, 0)
    };
    let bits = y.to_bits();
    let be = ((bits >> 52) & 0x7ff) as i32;
    let m = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (m, be - 1022 + adj)
}

/// A double-double number `hi + lo` (xsf's `dd_real.h`: Briggs-Kahan addition, FMA products).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Dd {
    hi: f64,
    lo: f64,
}

fn quick_two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let c = s - a;
    (s, b - c)
}

fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let c = s - a;
    let d = b - c;
    let e = s - c;
    (s, (a - e) + d)
}

fn two_prod(a: f64, b: f64) -> (f64, f64) {
    let p = a * b;
    (p, a.mul_add(b, -p))
}

impl Dd {
    const fn new(x: f64) -> Dd {
        Dd { hi: x, lo: 0.0 }
    }
    fn neg(self) -> Dd {
        Dd {
            hi: -self.hi,
            lo: -self.lo,
        }
    }
    fn add(self, r: Dd) -> Dd {
        let (s1, s2) = two_sum(self.hi, r.hi);
        let (t1, t2) = two_sum(self.lo, r.lo);
        let s2 = s2 + t1;
        let (s1, s2) = quick_two_sum(s1, s2);
        let s2 = s2 + t2;
        let (s1, s2) = quick_two_sum(s1, s2);
        Dd { hi: s1, lo: s2 }
    }
    fn add_f(self, r: f64) -> Dd {
        let (s1, s2) = two_sum(self.hi, r);
        let s2 = s2 + self.lo;
        let (s1, s2) = quick_two_sum(s1, s2);
        Dd { hi: s1, lo: s2 }
    }
    fn sub(self, r: Dd) -> Dd {
        self.add(r.neg())
    }
    fn sub_f(self, r: f64) -> Dd {
        let (s1, s2) = two_sum(self.hi, -r);
        let s2 = s2 + self.lo;
        let (s1, s2) = quick_two_sum(s1, s2);
        Dd { hi: s1, lo: s2 }
    }
    fn mul(self, r: Dd) -> Dd {
        let (p1, p2) = two_prod(self.hi, r.hi);
        let p2 = p2 + (self.hi * r.lo + self.lo * r.hi);
        let (p1, p2) = quick_two_sum(p1, p2);
        Dd { hi: p1, lo: p2 }
    }
    fn mul_f(self, r: f64) -> Dd {
        let (p1, e1) = two_prod(self.hi, r);
        let (p2, e2) = two_prod(self.lo, r);
        let (p1, e1) = quick_two_sum(p1, e2 + p2 + e1);
        Dd { hi: p1, lo: e1 }
    }
    fn div(self, r: Dd) -> Dd {
        let q1 = self.hi / r.hi;
        let rr = self.sub(r.mul_f(q1));
        let q2 = rr.hi / r.hi;
        let rr = rr.sub(r.mul_f(q2));
        let q3 = rr.hi / r.hi;
        let (q1, q2) = quick_two_sum(q1, q2);
        Dd { hi: q1, lo: q2 }.add_f(q3)
    }
    fn div_f(self, r: f64) -> Dd {
        self.div(Dd::new(r))
    }
    fn floor(self) -> Dd {
        let hi = self.hi.floor();
        if hi == self.hi {
            let lo = self.lo.floor();
            let (hi, lo) = quick_two_sum(hi, lo);
            return Dd { hi, lo };
        }
        Dd { hi, lo: 0.0 }
    }
    fn ldexp(self, e: i32) -> Dd {
        Dd {
            hi: ldexp(self.hi, e),
            lo: ldexp(self.lo, e),
        }
    }
    fn frexp(self) -> (Dd, i32) {
        let (mut man, mut e) = frexp(self.hi);
        let mut b1 = ldexp(self.lo, -e);
        if man.abs() == 0.5 && man * b1 < 0.0 {
            man *= 2.0;
            b1 *= 2.0;
            e -= 1;
        }
        (Dd { hi: man, lo: b1 }, e)
    }
}

// ---------------------------------------------------------------------------------------------
// Kolmogorov, two-sided.

fn kolmogorov3(x: f64) -> Three {
    if x.is_nan() {
        return NAN3;
    }
    if x <= 0.0 || x <= PI / (-MIN_EXPABLE * 8.0).sqrt() {
        return Three {
            sf: 1.0,
            cdf: 0.0,
            pdf: 0.0,
        };
    }
    let (sf, cdf, pdf);
    let mut p = 1.0;
    let mut d = 0.0;
    if x <= CUTOVER {
        // u = e^(-pi^2/(8x^2)), w = sqrt(2 pi)/x, P = w u (1 + u^8 + u^24 + u^48 + ...).
        let w = (2.0 * PI).sqrt() / x;
        // logu8 = -pi^2 / x^2 = -(q + ql) to double-double accuracy (x^2 split exactly, pi^2 a
        // double-double), so that exp(-q) (1 - ql) keeps exp's accuracy where |logu8| is large
        // (SciPy's single rounding of pi^2/x^2 costs up to |logu8| eps there).
        let (h, l) = two_prod(x, x);
        let q = PI2[0] / h;
        // The remainder pi^2 - q (h + l), its first part exact by FMA.
        let ql = ((-q).mul_add(h, PI2[0]) + PI2[1] - q * l) / h;
        let logu8 = -q;
        let u = (logu8 / 8.0).exp() * (1.0 - ql / 8.0);
        if u == 0.0 {
            p = (logu8 / 8.0 + w.ln()).exp();
        } else {
            let u8 = logu8.exp() * (1.0 - ql);
            let u8cub = u8 * u8 * u8;
            p = 1.0 + u8cub * p;
            d = 5.0 * 5.0 + u8cub * d;
            p = 1.0 + u8 * u8 * p;
            d = 3.0 * 3.0 + u8 * u8 * d;
            p = 1.0 + u8 * p;
            d = 1.0 + u8 * d;
            d = PI * PI / 4.0 / (x * x) * d - p;
            d *= w * u / x;
            p *= w * u;
        }
        cdf = p;
        sf = 1.0 - p;
        pdf = d;
    } else {
        // v = e^(-2x^2), P = 2 (v - v^4 + v^9 - v^16 + ...).
        // exp(-2 x^2) from the exact split x^2 = h + l: exp(-2h) (1 - 2l).
        let (h, l) = two_prod(x, x);
        let l = if h.is_finite() { l } else { 0.0 };
        let v = (-2.0 * h).exp() * (1.0 - 2.0 * l);
        let vsq = v * v;
        let v3 = v * v * v;
        // Six terms (SciPy unrolls four, whose truncation costs 50 ULP just above 0.82).
        let v4 = vsq * vsq;
        let mut vpwr = v4 * v4 * v3;
        p = 1.0 - vpwr * p;
        d = 5.0 * 5.0 - vpwr * d;
        vpwr = v4 * v4 * v;
        p = 1.0 - vpwr * p;
        d = 4.0 * 4.0 - vpwr * d;
        vpwr = v3 * v3 * v;
        p = 1.0 - vpwr * p;
        d = 3.0 * 3.0 - vpwr * d;
        vpwr = v3 * vsq;
        p = 1.0 - vpwr * p;
        d = 2.0 * 2.0 - vpwr * d;
        vpwr = v3;
        p = 1.0 - vpwr * p;
        d = 1.0 - vpwr * d;
        p *= 2.0 * v;
        d *= 8.0 * v * x;
        sf = p;
        cdf = 1.0 - sf;
        pdf = d;
    }
    Three {
        sf: sf.clamp(0.0, 1.0),
        cdf: cdf.clamp(0.0, 1.0),
        pdf: pdf.max(0.0),
    }
}

/// x with `kolmogorov(x) = psf`, `kolmogc(x) = pcdf`.
fn kolmogi2(psf: f64, pcdf: f64) -> f64 {
    if !((0.0..=1.0).contains(&psf) && (0.0..=1.0).contains(&pcdf)) {
        return f64::NAN;
    }
    if (1.0 - pcdf - psf).abs() > 4.0 * EPS {
        return f64::NAN;
    }
    if pcdf == 0.0 {
        return 0.0;
    }
    if psf == 0.0 {
        return f64::INFINITY;
    }
    let (mut a, mut b);
    let mut x;
    if pcdf <= 0.5 {
        // p ~ (sqrt(2pi)/x) exp(-pi^2/8x^2): bounds, iterated twice.
        let lp = pcdf.ln();
        a = PI / (2.0 * SQRT_2 * (-(lp + lp / 2.0 - LOGSQRT2PI)).sqrt());
        b = PI / (2.0 * SQRT_2 * (-(lp + 0.0 - LOGSQRT2PI)).sqrt());
        a = PI / (2.0 * SQRT_2 * (-(lp + a.ln() - LOGSQRT2PI)).sqrt());
        b = PI / (2.0 * SQRT_2 * (-(lp + b.ln() - LOGSQRT2PI)).sqrt());
        x = (a + b) / 2.0;
    } else {
        // p ~ 2 exp(-2x^2), and the inversion of p = q - q^4 + q^9 - ...
        let jiggerb = 256.0 * EPS;
        let pba = psf / (1.0 - (-4.0f64).exp()) / 2.0;
        let pbb = psf * (1.0 - jiggerb) / 2.0;
        a = (-0.5 * pba.ln()).sqrt();
        b = (-0.5 * pbb.ln()).sqrt();
        let p = psf / 2.0;
        let p2 = p * p;
        let p3 = p * p * p;
        let q0 = p
            * (1.0 + p3 * (1.0 + p3 * (4.0 + p2 * (-1.0 + p * (22.0 + p2 * (-13.0 + 140.0 * p))))));
        x = (-q0.ln() / 2.0).sqrt();
        if x < a || x > b {
            x = (a + b) / 2.0;
        }
    }
    let mut it = 0;
    loop {
        let x0 = x;
        let pr = kolmogorov3(x0);
        let df = if pcdf < 0.5 {
            pcdf - pr.cdf
        } else {
            pr.sf - psf
        };
        if df == 0.0 {
            break;
        }
        if df > 0.0 && x > a {
            a = x;
        } else if df < 0.0 && x < b {
            b = x;
        }
        let dfdx = -pr.pdf;
        if dfdx.abs() <= 0.0 {
            x = (a + b) / 2.0;
        } else {
            x = x0 - df / dfdx;
        }
        if x >= a && x <= b {
            if within_tol(x, x0, EPS, 2.0 * EPS) {
                break;
            }
            if x == a || x == b {
                x = (a + b) / 2.0;
                if x == a || x == b {
                    break;
                }
            }
        } else {
            x = (a + b) / 2.0;
            if within_tol(x, x0, EPS, 2.0 * EPS) {
                break;
            }
        }
        it += 1;
        if it > MAXITER {
            break;
        }
    }
    x
}

/// Kolmogorov's limiting distribution's survival function `K(x) = P(sqrt(n) D_n > x)`.
///
/// Equivalent to `scipy.special.kolmogorov`: 1 for `x <= 0`, 0 at `+inf`, NaN for NaN.
pub fn kolmogorov(x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    kolmogorov3(x).sf
}

/// Complement of [`kolmogorov`] (its distribution function).
///
/// Equivalent to SciPy's private `scipy.special._ufuncs._kolmogc`.
pub fn kolmogc(x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    kolmogorov3(x).cdf
}

/// Derivative of [`kolmogorov`] (minus the density).
///
/// Equivalent to SciPy's private `scipy.special._ufuncs._kolmogp`.
pub fn kolmogp(x: f64) -> f64 {
    if x.is_nan() {
        return f64::NAN;
    }
    if x <= 0.0 {
        return -0.0;
    }
    -kolmogorov3(x).pdf
}

/// Inverse of [`kolmogorov`]: `x` with `kolmogorov(x) = p`.
///
/// Equivalent to `scipy.special.kolmogi`: NaN outside `[0, 1]`, `inf` at 0, 0 at 1.
pub fn kolmogi(p: f64) -> f64 {
    if p.is_nan() {
        return f64::NAN;
    }
    kolmogi2(p, 1.0 - p)
}

/// Inverse of [`kolmogc`].
///
/// Equivalent to SciPy's private `scipy.special._ufuncs._kolmogci`.
pub fn kolmogci(p: f64) -> f64 {
    if p.is_nan() {
        return f64::NAN;
    }
    kolmogi2(1.0 - p, p)
}

// ---------------------------------------------------------------------------------------------
// Smirnov, one-sided.

fn next_power_of_2(x: f64) -> f64 {
    let q = ldexp(x, 1 - 53);
    let mut l = (q + x).abs();
    if l == 0.0 {
        l = x.abs();
    } else {
        let li = l as i32;
        if li as f64 == l {
            l = li as f64;
        }
    }
    l
}

/// floor(n x) and the remainder, exactly; (alpha, floor, n x).
fn mod_nx(n: i32, x: f64) -> (f64, i32, f64) {
    let nxd = Dd::new(x).mul_f(n as f64);
    let nxfloord = nxd.floor();
    let alphad = nxd.sub(nxfloord);
    let mut alpha = alphad.hi;
    let mut nxfloor = nxfloord.hi as i32;
    if alpha == 1.0 {
        nxfloor += 1;
        alpha = 0.0;
    }
    (alpha, nxfloor, nxd.hi)
}

/// The binomial coefficient as (mantissa in [0.5, 1), exponent): times `(n - j) / (j + 1)`.
fn update_binomial(cman: &mut Dd, cexpt: &mut i32, n: i32, j: i32) {
    let rat = Dd::new((n - j) as f64).div_f(j as f64 + 1.0);
    let (man2, e) = cman.mul(rat).frexp();
    *cexpt += e;
    *cman = man2;
}

fn pow_d(a: Dd, m: i32) -> Dd {
    if m <= 0 {
        if m == 0 {
            return Dd::new(1.0);
        }
        return Dd::new(1.0).div(pow_d(a, -m));
    }
    if a.hi == 0.0 && a.lo == 0.0 {
        return Dd::new(0.0);
    }
    let ans = a.hi.powf(m as f64);
    let r = a.lo / a.hi;
    let mut adj = m as f64 * r;
    if adj.abs() > 1e-8 {
        if adj.abs() < 1e-4 {
            adj += (m as f64 * r) * ((m - 1) as f64 / 2.0 * r);
        } else {
            adj = (m as f64 * r.ln_1p()).exp_m1();
        }
    }
    Dd::new(ans).add_f(ans * adj)
}

fn pow2(a: f64, b: f64, m: i32) -> f64 {
    pow_d(Dd::new(a).add_f(b), m).hi
}

/// a^m as (significand, exponent).
fn pow2_scaled_d(a: Dd, m: i32) -> (Dd, i32) {
    if m <= 0 {
        if m == 0 {
            return (Dd::new(1.0), 0);
        }
        let (ans, ae1) = pow2_scaled_d(a, -m);
        let (ans, ae2) = Dd::new(1.0).div(ans).frexp();
        return (ans, -ae1 + ae2);
    }
    let (y, ye) = a.frexp();
    if m == 1 {
        return (y, ye);
    }
    let mut max_expt = SM_MAX_EXPONENT;
    if m as f64 * (y.hi - 1.0) / y.hi < -(SM_MAX_EXPONENT as f64) * LN_2 {
        let lg2y = y.hi.ln() / LN_2;
        let lg_ans = m as f64 * lg2y;
        if lg_ans <= -(SM_MAX_EXPONENT as f64) {
            max_expt = (next_power_of_2(-(SM_MAX_EXPONENT as f64) / lg2y + 1.0) / 2.0) as i32;
        }
    }
    if m <= max_expt {
        let ans1 = pow_d(y, m);
        let (ans, e) = ans1.frexp();
        return (ans, e + m * ye);
    }
    let q = m / max_expt;
    let r = m % max_expt;
    let (y2r, y2re) = pow2_scaled_d(y, r);
    let (y2m, y2me) = pow2_scaled_d(y, max_expt);
    let (y2mq, mut y2mqe) = pow2_scaled_d(y2m, q);
    let (ans, mut anse) = y2r.mul(y2mq).frexp();
    y2mqe += y2me * q;
    anse += y2mqe + y2re;
    anse += m * ye;
    (ans, anse)
}

/// ((a + b) / (c + d))^m.
fn pow4_d(a: f64, b: f64, c: f64, d: f64, m: i32) -> Dd {
    if m <= 0 {
        if m == 0 {
            return Dd::new(1.0);
        }
        return pow4_d(c, d, a, b, -m);
    }
    let aa = Dd::new(a).add_f(b);
    let cc = Dd::new(c).add_f(d);
    if aa.hi == 0.0 && aa.lo == 0.0 {
        return if cc.hi == 0.0 && cc.lo == 0.0 {
            Dd {
                hi: f64::NAN,
                lo: f64::NAN,
            }
        } else {
            Dd::new(0.0)
        };
    }
    if cc.hi == 0.0 && cc.lo == 0.0 {
        let s = if aa.hi < 0.0 {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        return Dd { hi: s, lo: s };
    }
    pow_d(aa.div(cc), m)
}

fn pow4(a: f64, b: f64, c: f64, d: f64, m: i32) -> f64 {
    pow4_d(a, b, c, d, m).hi
}

/// One term `C(n, v) (1 - x - v/n)^(n-v) (x + v/n)^(v-1)` of the sum.
fn compute_av(n: i32, x: f64, v: i32, cman: Dd, cexpt: i32) -> Dd {
    let t2x = Dd::new((n - v) as f64).div_f(n as f64).sub_f(x);
    let (t2, t2e) = pow2_scaled_d(t2x, n - v);
    let t1x = Dd::new(v as f64).div_f(n as f64).add_f(x);
    let (t1, t1e) = pow2_scaled_d(t1x, v - 1);
    let ans = t1.mul(t2).mul(cman);
    ans.ldexp(cexpt + t1e + t2e)
}

fn smirnov3(n: i32, x: f64) -> Three {
    if !(n > 0 && (0.0..=1.0).contains(&x)) {
        return NAN3;
    }
    if n == 1 {
        return Three {
            sf: 1.0 - x,
            cdf: x,
            pdf: 1.0,
        };
    }
    if x == 0.0 {
        return Three {
            sf: 1.0,
            cdf: 0.0,
            pdf: 1.0,
        };
    }
    if x == 1.0 {
        return Three {
            sf: 0.0,
            cdf: 1.0,
            pdf: 0.0,
        };
    }
    let (alpha, nxfl, nx) = mod_nx(n, x);
    let mut n1mxfl = n - nxfl - if alpha == 0.0 { 0 } else { 1 };
    let mut n1mxceil = n - nxfl;
    if alpha == 0.0 {
        n1mxfl -= 1;
        n1mxceil += 1;
    }
    // x <= 1/n.
    if nxfl == 0 || (nxfl == 1 && alpha == 0.0) {
        let t = pow2(1.0, x, n - 1);
        let mut pdf = (nx + 1.0) * t / (1.0 + x);
        let cdf = x * t;
        if nxfl == 1 {
            pdf -= 0.5;
        }
        return Three {
            sf: 1.0 - cdf,
            cdf,
            pdf,
        };
    }
    // The survival function underflows.
    if -2.0 * n as f64 * x * x < MINLOG {
        return Three {
            sf: 0.0,
            cdf: 1.0,
            pdf: 0.0,
        };
    }
    // x >= 1 - 1/n.
    if nxfl >= n - 1 {
        let sf = pow2(1.0, -x, n);
        return Three {
            sf,
            cdf: 1.0 - sf,
            pdf: n as f64 * sf / (1.0 - x),
        };
    }
    // n too large to sum: p ~ e^(-(6nx+1)^2 / 18n).
    if n > SMIRNOV_MAX_COMPUTE_N {
        let nf = n as f64;
        let t = 6.0 * nf * x + 1.0;
        let logp = -(t * t) / 18.0 / nf;
        let (sf, cdf) = if logp < -LN_2 {
            let sf = logp.exp();
            (sf, 1.0 - sf)
        } else {
            let cdf = -logp.exp_m1();
            (1.0 - cdf, cdf)
        };
        return Three {
            sf,
            cdf,
            pdf: t * 2.0 * sf / 3.0,
        };
    }
    let n_upper_terms = n - n1mxceil + 1;
    let use_upper = (n_upper_terms <= 1 && x < 0.5)
        || (n >= SM_UPPERSUM_MIN_N
            && n_upper_terms <= SM_UPPER_MAX_TERMS
            && x <= 0.5 / (n as f64).sqrt());
    let (start, step, n_terms);
    let one_over_x = Dd::new(1.0).div_f(x);
    let mut aj;
    let mut daj_coeff;
    if use_upper {
        start = n;
        step = -1;
        n_terms = n - n1mxceil + 1;
        aj = pow4_d(1.0, x, 1.0, 0.0, n - 1);
        daj_coeff = Dd::new((n - 1) as f64)
            .div(Dd::new(1.0).add_f(x))
            .add(one_over_x);
    } else {
        start = 0;
        step = 1;
        n_terms = n1mxfl + 1;
        let t2 = pow4_d(1.0, -x, 1.0, 0.0, n);
        aj = t2.div_f(x);
        daj_coeff = Dd::new(-1.0)
            .sub(Dd::new((n - 1) as f64).mul_f(x))
            .div(Dd::new(1.0).sub_f(x));
        daj_coeff = daj_coeff.div_f(x).add(one_over_x);
    }
    let mut daj = aj.mul(daj_coeff);
    let mut aj_sum = Dd::new(0.0).add(aj);
    let mut daj_sum = Dd::new(0.0).add(daj);
    let mut cman = Dd::new(1.0);
    let mut cexpt = 0;
    update_binomial(&mut cman, &mut cexpt, n, 0);
    let vmid = n / 2;
    let mut j = 1;
    while j < n_terms {
        let v = start + j * step;
        aj = compute_av(n, x, v, cman, cexpt);
        if aj.hi.is_finite() && aj.hi != 0.0 {
            // coeff = 1/x + (j-1)/(x+j/n) - (n-j)/(1-x-j/n)
            // (SciPy forms n (v - 1) and (n - v) n in C int, which wraps past n = 46341; here
            // they are exact doubles.)
            daj_coeff = Dd::new(n as f64 * (v - 1) as f64)
                .div(Dd::new((nxfl + v) as f64).add_f(alpha))
                .sub(
                    Dd::new((n - v) as f64 * n as f64)
                        .div(Dd::new((n - nxfl - v) as f64).sub_f(alpha)),
                );
            daj_coeff = daj_coeff.add(one_over_x);
            daj = aj.mul(daj_coeff);
            aj_sum = aj_sum.add(aj);
            daj_sum = daj_sum.add(daj);
        }
        if aj.hi != 0.0 {
            if 4.0 * (n_terms - j) as f64 * aj.hi.abs() < EPS * aj_sum.hi && j != n_terms - 1 {
                break;
            }
        } else if j > vmid {
            break;
        }
        update_binomial(&mut cman, &mut cexpt, n, j);
        j += 1;
    }
    let deriv = daj_sum.mul_f(x).hi;
    let prob = aj_sum.mul_f(x).hi;
    let (sf, cdf, pdf) = if step < 0 {
        (1.0 - prob, prob, deriv)
    } else {
        (prob, 1.0 - prob, -deriv)
    };
    Three {
        sf: sf.clamp(0.0, 1.0),
        cdf: cdf.clamp(0.0, 1.0),
        pdf: pdf.max(0.0),
    }
}

/// x with `smirnov(n, x) = psf`, `smirnovc(n, x) = pcdf`.
fn smirnovi2(n: i32, psf: f64, pcdf: f64) -> f64 {
    if !(n > 0 && (0.0..=1.0).contains(&psf) && (0.0..=1.0).contains(&pcdf)) {
        return f64::NAN;
    }
    if (1.0 - pcdf - psf).abs() > 4.0 * EPS {
        return f64::NAN;
    }
    if pcdf == 0.0 {
        return 0.0;
    }
    if psf == 0.0 {
        return 1.0;
    }
    if n == 1 {
        return pcdf;
    }
    let nf = n as f64;
    // psf very close to 0: (n-1)/n < x < 1, solved exactly.
    let psfrootn = psf.powf(1.0 / nf);
    if n < 150 && nf * psfrootn <= 1.0 {
        return 1.0 - psfrootn;
    }
    let logpcdf = if pcdf < 0.5 {
        pcdf.ln()
    } else {
        (-psf).ln_1p()
    };
    // 0 < x <= 1/n: pcdf = x (1 + x)^(n-1).
    let maxlogpcdf = -nf.ln() + (nf - 1.0) * (1.0 / nf).ln_1p();
    let (mut a, mut b);
    let mut x;
    if logpcdf <= maxlogpcdf {
        let xmin = pcdf / SCIPY_EL;
        let xmax = pcdf;
        let p1 = pow4(nf, 1.0, nf, 0.0, n - 1) / nf;
        let mut r = pcdf / p1;
        if r >= 1.0 {
            r = 1.0;
            return r / nf;
        }
        let z0 = r;
        let z0 = (z0 * z0 + r * (1.0 - z0).exp()) / (1.0 + z0);
        x = z0 / nf;
        a = (xmin * (1.0 - 4.0 * EPS)).max(0.0);
        b = (xmax * (1.0 + 4.0 * EPS)).min(1.0 / nf);
        x = x.max(a).min(b);
    } else {
        let xmin = 1.0 - psfrootn;
        let logpsf = if psf < 0.5 { psf.ln() } else { (-pcdf).ln_1p() };
        let xmax = (-logpsf / (2.0 * nf)).sqrt();
        let xmax6 = xmax - 1.0 / (6.0 * nf);
        a = xmin.max(1.0 / nf);
        b = xmax.min(1.0 - 1.0 / nf);
        x = xmax6;
    }
    if x < a || x > b {
        x = (a + b) / 2.0;
    }
    let mut dxold = b - a;
    let mut dx = dxold;
    let mut it = 0;
    loop {
        let x0 = x;
        let pr = smirnov3(n, x0);
        let df = if pcdf < 0.5 {
            pcdf - pr.cdf
        } else {
            pr.sf - psf
        };
        let dfdx = -pr.pdf;
        if df == 0.0 {
            return x;
        }
        if df > 0.0 && x > a {
            a = x;
        } else if df < 0.0 && x < b {
            b = x;
        }
        let mut deltax;
        if dfdx == 0.0 {
            x = (a + b) / 2.0;
            deltax = x0 - x;
        } else {
            deltax = df / dfdx;
            x = x0 - deltax;
        }
        if a <= x && x <= b && ((2.0 * deltax).abs() <= dxold.abs() || dxold.abs() < 256.0 * EPS) {
            dxold = dx;
            dx = deltax;
        } else {
            dxold = dx;
            dx /= 2.0;
            x = (a + b) / 2.0;
            deltax = x0 - x;
        }
        let _ = deltax;
        if within_tol(x, x0, if psf < 0.5 { 0.0 } else { EPS }, 2.0 * EPS) {
            break;
        }
        it += 1;
        if it > MAXITER {
            return x;
        }
        // A NaN iterate (never expected) ends the search rather than looping.
        if x.is_nan() {
            return x;
        }
    }
    x
}

/// C's `(int)n` of a double on x86 (`INT_MIN` outside `int`'s range): SciPy's float-`n` loops.
fn int_n(n: f64) -> i32 {
    if n > -2147483649.0 && n < 2147483648.0 {
        n.trunc() as i32
    } else {
        i32::MIN
    }
}

/// Smirnov's one-sided survival function `P(D+_n >= d)` for `n` samples (an int64 `n` is
/// wrapped to C `int`, as SciPy's `ld->d` loop does).
///
/// Equivalent to `scipy.special.smirnov`: NaN for `n < 1` or `d` outside `[0, 1]`.
pub fn smirnov(n: i64, d: f64) -> f64 {
    if d.is_nan() {
        return f64::NAN;
    }
    smirnov3(n as i32, d).sf
}

/// [`smirnov`] of a float `n` (truncated, as SciPy's `dd->d` loop; NaN for a NaN `n`).
pub fn smirnov_d(n: f64, d: f64) -> f64 {
    if n.is_nan() {
        return f64::NAN;
    }
    smirnov(int_n(n) as i64, d)
}

/// Complement of [`smirnov`]: `P(D+_n < d)`.
///
/// Equivalent to SciPy's private `scipy.special._ufuncs._smirnovc`.
pub fn smirnovc(n: i64, d: f64) -> f64 {
    if d.is_nan() {
        return f64::NAN;
    }
    smirnov3(n as i32, d).cdf
}

/// Derivative of [`smirnov`] in `d`.
///
/// Equivalent to SciPy's private `scipy.special._ufuncs._smirnovp`.
pub fn smirnovp(n: i64, d: f64) -> f64 {
    let n = n as i32;
    if !(n > 0 && (0.0..=1.0).contains(&d)) {
        return f64::NAN;
    }
    if n == 1 {
        return -1.0;
    }
    if d == 1.0 {
        return -0.0;
    }
    if d == 0.0 {
        return -1.0;
    }
    -smirnov3(n, d).pdf
}

/// Inverse of [`smirnov`]: `d` with `smirnov(n, d) = p`.
///
/// Equivalent to `scipy.special.smirnovi`: NaN for `n < 1` or `p` outside `[0, 1]`.
pub fn smirnovi(n: i64, p: f64) -> f64 {
    if p.is_nan() {
        return f64::NAN;
    }
    smirnovi2(n as i32, p, 1.0 - p)
}

/// [`smirnovi`] of a float `n` (truncated, as SciPy's `dd->d` loop; NaN for a NaN `n`).
pub fn smirnovi_d(n: f64, p: f64) -> f64 {
    if n.is_nan() {
        return f64::NAN;
    }
    smirnovi(int_n(n) as i64, p)
}

/// Inverse of [`smirnovc`].
///
/// Equivalent to SciPy's private `scipy.special._ufuncs._smirnovci`.
pub fn smirnovci(n: i64, p: f64) -> f64 {
    if p.is_nan() {
        return f64::NAN;
    }
    smirnovi2(n as i32, 1.0 - p, p)
}
