//! Scalar kernels of the continuous distributions `truncnorm`, `vonmises`, `skewnorm`, `rice`
//! and `invgauss`: one algorithm written twice, Rust here for the CPU and CUDA C++ in
//! `scalar.cuh` for the GPU, with the same operations in the same order, as gsci-core external
//! functions that fuse into the distributions' kernels.
//!
//! The device source is gsci-special's device preamble followed by `scalar.cuh` (which calls
//! `gsci_sp_*`), so the kernels of these distributions call gsci-special only through these
//! functions (never through a `gsci_special::fusion` node: that would include the preamble
//! twice).

use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop};
use gsci_special::scalar::{bessel, convenience, error, expint, gamma};
use std::f64::consts::PI;
use std::sync::{Arc, OnceLock};

/// The CUDA source of the device functions (after gsci-special's preamble).
const SCALAR_CUH: &str = include_str!("scalar.cuh");

const LN_SQRT_2PI: f64 = 0.918_938_533_204_672_8;
const SQRT_2PI: f64 = 2.506_628_274_631_000_7;
const LN_2: f64 = std::f64::consts::LN_2;

/// Positive nodes and weights of the 8-point Gauss-Legendre rule on `[-1, 1]`.
const GL8_X: [f64; 4] = [
    0.183_434_642_495_649_78,
    0.525_532_409_916_329,
    0.796_666_477_413_626_7,
    0.960_289_856_497_536_2,
];
const GL8_W: [f64; 4] = [
    0.362_683_783_378_361_66,
    0.313_706_645_877_886_9,
    0.222_381_034_453_374_43,
    0.101_228_536_290_377_06,
];
/// Positive nodes and weights of the 32-point Gauss-Legendre rule on `[-1, 1]`.
const GL32_X: [f64; 16] = [
    0.048_307_665_687_738_324,
    0.144_471_961_582_796_5,
    0.239_287_362_252_137_06,
    0.331_868_602_282_127_67,
    0.421_351_276_130_635_33,
    0.506_899_908_932_229_4,
    0.587_715_757_240_762_3,
    0.663_044_266_930_215_2,
    0.732_182_118_740_289_7,
    0.794_483_795_967_942_4,
    0.849_367_613_732_57,
    0.896_321_155_766_052_1,
    0.934_906_075_937_739_7,
    0.964_762_255_587_506_4,
    0.985_611_511_545_268_4,
    0.997_263_861_849_481_6,
];
const GL32_W: [f64; 16] = [
    0.096_540_088_514_727_66,
    0.095_638_720_079_274_71,
    0.093_844_399_080_804_51,
    0.091_173_878_695_763_78,
    0.087_652_093_004_403_78,
    0.083_311_924_226_946_71,
    0.078_193_895_787_070_23,
    0.072_345_794_108_848_34,
    0.065_822_222_776_361_68,
    0.058_684_093_478_535_565,
    0.050_998_059_262_376_09,
    0.042_835_898_022_226_836,
    0.034_273_862_913_021_765,
    0.025_392_065_309_262_024,
    0.016_274_394_730_905_743,
    0.007_018_610_009_470_506,
];

// ------------------------------------------------------------------------------ shared

/// `log(e^p + e^q)`.
fn log_sum(p: f64, q: f64) -> f64 {
    let m = p.max(q);
    if m == f64::NEG_INFINITY {
        return m;
    }
    m + (-(p - q).abs()).exp().ln_1p()
}

/// `log|e^p - e^q|` (SciPy's `_log_diff`: the real part of a complex log-sum-exp).
fn log_diff(p: f64, q: f64) -> f64 {
    if q == f64::NEG_INFINITY {
        return p;
    }
    p + (-(q - p).exp_m1()).abs().ln()
}

/// A point strictly between `lo` and `hi`: geometric when they are far apart on one side of
/// zero, else arithmetic.
fn mid(lo: f64, hi: f64) -> f64 {
    if lo > 0.0 && hi > 4.0 * lo {
        (lo * hi).sqrt()
    } else if hi < 0.0 && lo < 4.0 * hi {
        -(lo * hi).sqrt()
    } else if lo == 0.0 && hi > 1.0 {
        hi / 8.0
    } else {
        lo + (hi - lo) / 2.0
    }
}

/// The root of an increasing `g` inside `[lo, hi]` (`g(lo) <= 0 <= g(hi)`), by Newton steps
/// kept inside the shrinking bracket (a bisection step where Newton's leaves it); `g` returns
/// `(value, derivative)`.
fn solve(g: impl Fn(f64) -> (f64, f64), lo: f64, hi: f64) -> f64 {
    let (mut lo, mut hi) = (lo, hi);
    let mut x = mid(lo, hi);
    for _ in 0..500 {
        let (v, d) = g(x);
        if v == 0.0 {
            return x;
        }
        if v.is_nan() {
            return f64::NAN;
        }
        if v < 0.0 {
            lo = x;
        } else {
            hi = x;
        }
        let mut nx = x - v / d;
        if nx.is_nan() || nx <= lo || nx >= hi {
            nx = mid(lo, hi);
        }
        if (nx - x).abs() <= 2e-16 * nx.abs() || hi - lo <= 2e-16 * lo.abs().max(hi.abs()) {
            return nx;
        }
        x = nx;
    }
    x
}

/// A bracket `[lo, hi]` of the root of an increasing `g` on the real line, from `[-1, 1]`
/// outwards by doubling.
fn bracket_real(g: &impl Fn(f64) -> (f64, f64)) -> (f64, f64) {
    let (mut lo, mut hi) = (-1.0f64, 1.0f64);
    let mut i = 0;
    while g(lo).0 > 0.0 && i < 1100 {
        hi = lo;
        lo *= 2.0;
        i += 1;
    }
    i = 0;
    while g(hi).0 < 0.0 && i < 1100 {
        lo = lo.max(hi);
        hi *= 2.0;
        i += 1;
    }
    (lo, hi)
}

/// A bracket `[0, hi]` of the root of an increasing `g` on `(0, inf)`.
fn bracket_pos(g: &impl Fn(f64) -> (f64, f64), start: f64) -> (f64, f64) {
    let mut lo = 0.0f64;
    let mut hi = start;
    let mut i = 0;
    while g(hi).0 < 0.0 && i < 1100 {
        lo = hi;
        hi *= 2.0;
        i += 1;
    }
    (lo, hi)
}

/// SciPy's generic moments from the raw moments `m1..m4`: index `k` of `[mean, variance,
/// skewness, excess kurtosis]`.
fn mvsk_from_raw(k: f64, m1: f64, m2p: f64, m3p: f64, m4p: f64) -> f64 {
    let mu = m1;
    let mu2 = m2p - mu * mu;
    let mu3 = m3p - 3.0 * mu * mu2 - mu * mu * mu;
    let mu4 = m4p - 4.0 * mu * mu3 - 6.0 * mu * mu * mu2 - mu * mu * mu * mu;
    match k as i64 {
        0 => mu,
        1 => mu2,
        2 => mu3 / mu2.powf(1.5),
        _ => mu4 / (mu2 * mu2) - 3.0,
    }
}

// ------------------------------------------------------------------------------ truncnorm

/// The log of the standard normal mass in `[a, b]` (SciPy's `_log_gauss_mass`).
pub(crate) fn log_gauss_mass(a: f64, b: f64) -> f64 {
    if b <= 0.0 {
        log_diff(error::log_ndtr(b), error::log_ndtr(a))
    } else if a > 0.0 {
        log_diff(error::log_ndtr(-a), error::log_ndtr(-b))
    } else {
        (-error::ndtr(a) - error::ndtr(-b)).ln_1p()
    }
}

pub(crate) fn tn_logpdf(x: f64, a: f64, b: f64) -> f64 {
    -x * x / 2.0 - LN_SQRT_2PI - log_gauss_mass(a, b)
}

pub(crate) fn tn_pdf(x: f64, a: f64, b: f64) -> f64 {
    tn_logpdf(x, a, b).exp()
}

pub(crate) fn tn_logcdf(x: f64, a: f64, b: f64) -> f64 {
    let l = log_gauss_mass(a, x) - log_gauss_mass(a, b);
    if l > -0.1 {
        let s = log_gauss_mass(x, b) - log_gauss_mass(a, b);
        (-s.exp()).ln_1p()
    } else {
        l
    }
}

pub(crate) fn tn_logsf(x: f64, a: f64, b: f64) -> f64 {
    let l = log_gauss_mass(x, b) - log_gauss_mass(a, b);
    if l > -0.1 {
        let c = log_gauss_mass(a, x) - log_gauss_mass(a, b);
        (-c.exp()).ln_1p()
    } else {
        l
    }
}

pub(crate) fn tn_cdf(x: f64, a: f64, b: f64) -> f64 {
    tn_logcdf(x, a, b).exp()
}

pub(crate) fn tn_sf(x: f64, a: f64, b: f64) -> f64 {
    tn_logsf(x, a, b).exp()
}

pub(crate) fn tn_ppf(q: f64, a: f64, b: f64) -> f64 {
    let m = log_gauss_mass(a, b);
    if a < 0.0 {
        error::ndtri_exp(log_sum(error::log_ndtr(a), q.ln() + m))
    } else {
        -error::ndtri_exp(log_sum(error::log_ndtr(-b), (-q).ln_1p() + m))
    }
}

/// The inverse sf, as [`tn_ppf`] from the other side: `Phi(x) = Phi(a) + (1 - q) mass` for
/// `a < 0`, `Phi(-x) = Phi(-b) + q mass` otherwise (sums; SciPy's `_isf` subtracts,
/// `Phi(-a) - (1 - q) mass`, which cancels for small `q` with `a > 0`).
pub(crate) fn tn_isf(q: f64, a: f64, b: f64) -> f64 {
    let m = log_gauss_mass(a, b);
    if a < 0.0 {
        error::ndtri_exp(log_sum(error::log_ndtr(a), (-q).ln_1p() + m))
    } else {
        -error::ndtri_exp(log_sum(error::log_ndtr(-b), q.ln() + m))
    }
}

/// `p * y`, 0 where `p` is 0 (`y` may be infinite there).
fn pmul(p: f64, y: f64) -> f64 {
    if p != 0.0 { p * y } else { 0.0 }
}

/// Index `k` of truncnorm's `[mean, variance, skewness, excess kurtosis, entropy]`.
pub(crate) fn tn_stat(k: f64, a: f64, b: f64) -> f64 {
    if k == 4.0 {
        let z = error::ndtr(b) - error::ndtr(a);
        let c = ((2.0 * PI * std::f64::consts::E).sqrt() * z).ln();
        let pa = (-a * a / 2.0).exp() / SQRT_2PI;
        let pb = (-b * b / 2.0).exp() / SQRT_2PI;
        return c + (a * pa - b * pb) / (2.0 * z);
    }
    let pa = tn_pdf(a, a, b);
    let pb = tn_pdf(b, a, b);
    let m1 = pa - pb;
    let mu = m1;
    let m2 = 1.0 + pmul(pa, a) + pmul(-pb, b);
    let mu2 = 1.0 + pmul(pa, a - mu) + pmul(-pb, b - mu);
    let m3 = 2.0 * m1 + pmul(pa, a * a) + pmul(-pb, b * b);
    let m4 = 3.0 * m2 + pmul(pa, a * a * a) + pmul(-pb, b * b * b);
    match k as i64 {
        0 => mu,
        1 => mu2,
        2 => {
            let mu3 = m3 + m1 * (-3.0 * m2 + 2.0 * m1 * m1);
            mu3 / mu2.powf(1.5)
        }
        _ => {
            let mu4 = m4 + m1 * (-4.0 * m3 + 3.0 * m1 * (2.0 * m2 - m1 * m1));
            mu4 / (mu2 * mu2) - 3.0
        }
    }
}

// ------------------------------------------------------------------------------ vonmises

fn vm_series(k: f64, x: f64, p: u32) -> f64 {
    let s = x.sin();
    let c = x.cos();
    let mut sn = (p as f64 * x).sin();
    let mut cn = (p as f64 * x).cos();
    let mut r = 0.0f64;
    let mut v = 0.0f64;
    let mut n = p as i64 - 1;
    while n > 0 {
        let sn1 = sn * c - cn * s;
        cn = cn * c + sn * s;
        sn = sn1;
        r = k / (2.0 * n as f64 + k * r);
        v = r * (sn / n as f64 + v);
        n -= 1;
    }
    0.5 + x / (2.0 * PI) + v / PI
}

/// SciPy's `von_mises_cdf` (the series below `kappa = 50`, the normal approximation above),
/// periodic plus the number of whole turns.
pub(crate) fn vm_cdf(x: f64, k: f64) -> f64 {
    if x.is_nan() || k.is_nan() || k < 0.0 {
        return f64::NAN;
    }
    let ix = (x / (2.0 * PI)).round_ties_even();
    let x = x - ix * (2.0 * PI);
    let r = if k < 50.0 {
        let p = (1.0 + 28.0 + 0.5 * k - 100.0 / (k + 5.0)) as u32;
        vm_series(k, x, p).clamp(0.0, 1.0)
    } else {
        let b = 0.797_884_560_802_865_4 / bessel::i0e(k);
        error::ndtr(b * (x / 2.0).sin())
    };
    r + ix
}

pub(crate) fn vm_logpdf(x: f64, k: f64) -> f64 {
    k * convenience::cosm1(x) - (2.0 * PI).ln() - bessel::i0e(k).ln()
}

pub(crate) fn vm_pdf(x: f64, k: f64) -> f64 {
    (k * convenience::cosm1(x)).exp() / (2.0 * PI * bessel::i0e(k))
}

/// The root of `cdf(x) = q` in `[-pi, pi]`.
pub(crate) fn vm_ppf(q: f64, k: f64) -> f64 {
    if q.is_nan() || k.is_nan() {
        return f64::NAN;
    }
    solve(|x| (vm_cdf(x, k) - q, vm_pdf(x, k)), -PI, PI)
}

/// Index `j` of vonmises' `[mean, variance, skewness, excess kurtosis, entropy]`: the
/// moments by the Fourier series of `x^2` and `x^4` on `[-pi, pi]` with the coefficients
/// `I_k(kappa) / I_0(kappa)`.
pub(crate) fn vm_stat(j: f64, k: f64) -> f64 {
    let i0 = bessel::i0e(k);
    if j == 4.0 {
        return -k * bessel::i1e(k) / i0 + (2.0 * PI * i0).ln() + k;
    }
    if j == 0.0 || j == 2.0 {
        return if k.is_nan() { f64::NAN } else { 0.0 };
    }
    let mut s2 = 0.0f64;
    let mut s4 = 0.0f64;
    let mut n = 1.0f64;
    while n < 1e6 {
        let rho = bessel::ive(n, k) / i0;
        let sg = if (n as i64) % 2 == 1 { -1.0 } else { 1.0 };
        s2 += sg * rho / (n * n);
        s4 += sg * rho * (8.0 * PI * PI / (n * n) - 48.0 / (n * n * n * n));
        if rho.is_nan() || rho <= 1e-18 {
            break;
        }
        n += 1.0;
    }
    let var = PI * PI / 3.0 + 4.0 * s2;
    if j == 1.0 {
        var
    } else {
        (PI.powi(4) / 5.0 + s4) / (var * var) - 3.0
    }
}

// ------------------------------------------------------------------------------ skewnorm

/// `T(h, a)` for `0 < a <= 1`: 32-point Gauss-Legendre on `[0, min(a, 9 / h)]` of
/// `exp(-h^2 x^2 / 2) / (1 + x^2)` (the rest is below `exp(-40)` of it).
fn owens_t_small(h: f64, a: f64) -> f64 {
    let e = (-0.5 * h * h).exp();
    if e == 0.0 {
        return 0.0;
    }
    let l = if h > 0.0 { a.min(9.0 / h) } else { a };
    let mut s = 0.0;
    for (&gx, &gw) in GL32_X.iter().zip(&GL32_W) {
        let x = l * gx;
        s += gw * (-0.5 * h * h * x * x).exp() / (1.0 + x * x);
    }
    e * l * s / (2.0 * PI)
}

/// Owen's T function `T(h, a)`; for `a > 1` by `T(h, a) = (u + v) / 2 - u v - T(a h, 1 / a)`
/// with `u = Phi(-|h|)`, `v = Phi(-a |h|)`.
pub(crate) fn owens_t(h: f64, a: f64) -> f64 {
    if h.is_nan() || a.is_nan() {
        return f64::NAN;
    }
    let h = h.abs();
    let (a, sg) = if a < 0.0 { (-a, -1.0) } else { (a, 1.0) };
    if a == 0.0 {
        return 0.0;
    }
    let t = if a <= 1.0 {
        owens_t_small(h, a)
    } else {
        let u = error::ndtr(-h);
        let v = error::ndtr(-a * h);
        (u + v) / 2.0 - u * v - owens_t_small(a * h, 1.0 / a)
    };
    sg * t
}

pub(crate) fn sn_logpdf(x: f64, a: f64) -> f64 {
    if a == 0.0 {
        -x * x / 2.0 - LN_SQRT_2PI
    } else {
        LN_2 + (-x * x / 2.0 - LN_SQRT_2PI) + error::log_ndtr(a * x)
    }
}

pub(crate) fn sn_pdf(x: f64, a: f64) -> f64 {
    let p = (-x * x / 2.0).exp() / SQRT_2PI;
    if a == 0.0 {
        p
    } else {
        2.0 * p * error::ndtr(a * x)
    }
}

/// The log of `2 * int_{-inf}^{x} phi(t) Phi(a t) dt` for `a > 0`, `x <= 0` (all terms
/// positive): 8-point Gauss-Legendre panels from `x` leftwards, each as wide as the
/// log-integrand's slope and curvature allow, until it has fallen by 40.
fn sn_log_lower_tail(x: f64, a: f64) -> f64 {
    let h = |t: f64| -t * t / 2.0 + error::log_ndtr(a * t);
    let h0 = h(x);
    if h0 == f64::NEG_INFINITY {
        return h0;
    }
    let wmax = 1.0f64.min(1.5 / (1.0 + a * a).sqrt());
    let mut t = x;
    let mut s = 0.0f64;
    for _ in 0..400 {
        // slope of h at t: t - a phi(a t) / Phi(a t) (negative of the decay rate leftwards)
        let mills = (-(a * t) * (a * t) / 2.0 - LN_SQRT_2PI - error::log_ndtr(a * t)).exp();
        let slope = (a * mills - t).abs();
        let w = wmax.min(2.0 / slope);
        let c = t - w / 2.0;
        let mut p = 0.0;
        for (&gx, &gw) in GL8_X.iter().zip(&GL8_W) {
            let d = w / 2.0 * gx;
            p += gw * ((h(c - d) - h0).exp() + (h(c + d) - h0).exp());
        }
        s += p * w / 2.0;
        t -= w;
        if h(t) - h0 < -40.0 {
            break;
        }
    }
    LN_2 + h0 - LN_SQRT_2PI + s.ln()
}

/// The skew-normal cdf: `Phi(x) - 2 T(x, a)`, and where that is below 0.1 with `a > 0`
/// (a difference of nearly equal terms) the integral of the density.
pub(crate) fn sn_cdf(x: f64, a: f64) -> f64 {
    if x.is_nan() || a.is_nan() {
        return f64::NAN;
    }
    let c = error::ndtr(x) - 2.0 * owens_t(x, a);
    if a > 0.0 && x <= 0.0 && c < 0.1 {
        return sn_log_lower_tail(x, a).exp().clamp(0.0, 1.0);
    }
    c.clamp(0.0, 1.0)
}

/// The log of the skew-normal cdf (the tail integral's log where that is used: finite far
/// below the underflow of the cdf).
pub(crate) fn sn_logcdf(x: f64, a: f64) -> f64 {
    if x.is_nan() || a.is_nan() {
        return f64::NAN;
    }
    let c = error::ndtr(x) - 2.0 * owens_t(x, a);
    if a > 0.0 && x <= 0.0 && c < 0.1 {
        return sn_log_lower_tail(x, a).min(0.0);
    }
    c.clamp(0.0, 1.0).ln()
}

pub(crate) fn sn_ppf(q: f64, a: f64) -> f64 {
    if q.is_nan() || a.is_nan() {
        return f64::NAN;
    }
    let g = |x: f64| {
        let v = if q <= 0.5 {
            sn_cdf(x, a) - q
        } else {
            (1.0 - q) - sn_cdf(-x, -a)
        };
        (v, sn_pdf(x, a))
    };
    let (lo, hi) = bracket_real(&g);
    solve(g, lo, hi)
}

pub(crate) fn sn_isf(q: f64, a: f64) -> f64 {
    if q.is_nan() || a.is_nan() {
        return f64::NAN;
    }
    let g = |x: f64| {
        let v = if q <= 0.5 {
            q - sn_cdf(-x, -a)
        } else {
            sn_cdf(x, a) - (1.0 - q)
        };
        (v, sn_pdf(x, a))
    };
    let (lo, hi) = bracket_real(&g);
    solve(g, lo, hi)
}

/// The differential entropy `-int p log p` over `[-14, 14]` by 8-point Gauss-Legendre panels
/// of width 1/8 (the rest is below `1e-40`).
pub(crate) fn sn_entropy(a: f64) -> f64 {
    if a.is_nan() {
        return f64::NAN;
    }
    let w = 0.125;
    let mut s = 0.0;
    let mut t = -14.0;
    while t < 14.0 {
        let c = t + w / 2.0;
        for (&gx, &gw) in GL8_X.iter().zip(&GL8_W) {
            let d = w / 2.0 * gx;
            for x in [c - d, c + d] {
                let lp = sn_logpdf(x, a);
                let p = lp.exp();
                if p > 0.0 {
                    s -= gw * p * lp;
                }
            }
        }
        t += w;
    }
    s * w / 2.0
}

// ------------------------------------------------------------------------------ rice

pub(crate) fn ri_pdf(x: f64, b: f64) -> f64 {
    x * (-(x - b) * (x - b) / 2.0).exp() * bessel::i0e(x * b)
}

/// `sum_j Poisson(j; b^2/2) P(j + 1, x^2/2)` (`upper`: `Q` for the sf), from the Poisson
/// mode outwards until the (unimodal) terms stop mattering.
fn ri_mix(x: f64, b: f64, upper: bool) -> f64 {
    if x.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    let lam = b * b / 2.0;
    let y = x * x / 2.0;
    if lam == 0.0 {
        return if upper { (-y).exp() } else { -(-y).exp_m1() };
    }
    let term = |j: f64| {
        if upper {
            gamma::gammaincc(j + 1.0, y)
        } else {
            gamma::gammainc(j + 1.0, y)
        }
    };
    let ll = lam.ln();
    let k0 = lam.floor();
    let lw0 = -lam + k0 * ll - gamma::gammaln(k0 + 1.0);
    let mut sum = 0.0f64;
    let mut lw = lw0;
    let mut j = k0;
    let mut prev = f64::INFINITY;
    while j < k0 + 1e5 {
        let t = lw.exp() * term(j);
        sum += t;
        if (t < prev && t <= 1e-17 * sum) || (sum == 0.0 && j > k0 + 1000.0) {
            break;
        }
        prev = t;
        lw += ll - (j + 1.0).ln();
        j += 1.0;
    }
    lw = lw0;
    j = k0;
    prev = f64::INFINITY;
    while j > 0.0 {
        lw += j.ln() - ll;
        j -= 1.0;
        let t = lw.exp() * term(j);
        sum += t;
        if t < prev && t <= 1e-17 * sum {
            break;
        }
        prev = t;
    }
    sum.min(1.0)
}

/// The rice cdf: the mixture sum where it is the smaller tail (`x^2 <= b^2 + 2`, the mean of
/// `x^2`), else one minus the sf's sum.
pub(crate) fn ri_cdf(x: f64, b: f64) -> f64 {
    if x * x > b * b + 2.0 {
        1.0 - ri_mix(x, b, true)
    } else {
        ri_mix(x, b, false)
    }
}

/// The rice sf, as [`ri_cdf`] from the other tail.
pub(crate) fn ri_sf(x: f64, b: f64) -> f64 {
    if x * x > b * b + 2.0 {
        ri_mix(x, b, true)
    } else {
        1.0 - ri_mix(x, b, false)
    }
}

pub(crate) fn ri_ppf(q: f64, b: f64) -> f64 {
    if q.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    let g = |x: f64| {
        let v = if q <= 0.5 {
            ri_cdf(x, b) - q
        } else {
            (1.0 - q) - ri_sf(x, b)
        };
        (v, ri_pdf(x, b))
    };
    let (lo, hi) = bracket_pos(&g, b + 1.0);
    solve(g, lo, hi)
}

pub(crate) fn ri_isf(q: f64, b: f64) -> f64 {
    if q.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    let g = |x: f64| {
        let v = if q <= 0.5 {
            q - ri_sf(x, b)
        } else {
            ri_cdf(x, b) - (1.0 - q)
        };
        (v, ri_pdf(x, b))
    };
    let (lo, hi) = bracket_pos(&g, b + 1.0);
    solve(g, lo, hi)
}

/// Index `k` of rice's `[mean, variance, skewness, excess kurtosis, entropy]`: the raw
/// moments `2^(n/2) Gamma(1 + n/2) L_{n/2}(-b^2/2)` (Laguerre functions; the half-integer ones
/// by `I_0`, `I_1`) as SciPy's generic `stats`, and the entropy by Gauss-Legendre panels over
/// `[max(0, b - 14), b + 14]` (graded towards 0).
pub(crate) fn ri_stat(k: f64, b: f64) -> f64 {
    if b.is_nan() {
        return f64::NAN;
    }
    if k == 4.0 {
        let f = |x: f64| {
            let p = ri_pdf(x, b);
            if p > 0.0 { -p * p.ln() } else { 0.0 }
        };
        let panel = |lo: f64, hi: f64| {
            let c = (lo + hi) / 2.0;
            let h = (hi - lo) / 2.0;
            let mut s = 0.0;
            for (&gx, &gw) in GL8_X.iter().zip(&GL8_W) {
                s += gw * (f(c - h * gx) + f(c + h * gx));
            }
            s * h
        };
        let w = 0.125;
        let lo = (b - 14.0).max(0.0);
        let mut s = 0.0;
        let mut t = lo;
        if lo == 0.0 {
            // graded panels [w 2^-(i+1), w 2^-i] near the x log x behaviour at 0
            let mut hi = w;
            for _ in 0..60 {
                s += panel(hi / 2.0, hi);
                hi /= 2.0;
            }
            t = w;
        }
        while t < b + 14.0 {
            s += panel(t, t + w);
            t += w;
        }
        return s;
    }
    let lam = b * b / 2.0;
    let i0 = bessel::i0e(lam / 2.0);
    let l12 = (1.0 + lam) * i0 + lam * bessel::i1e(lam / 2.0);
    let l32 = ((2.0 + lam) * l12 - 0.5 * i0) * 2.0 / 3.0;
    let m1 = (PI / 2.0).sqrt() * l12;
    let m2 = 2.0 + b * b;
    let m3 = 3.0 * (PI / 2.0).sqrt() * l32;
    let m4 = 8.0 * (1.0 + 2.0 * lam + lam * lam / 2.0);
    mvsk_from_raw(k, m1, m2, m3, m4)
}

// ------------------------------------------------------------------------------ invgauss

pub(crate) fn ig_logcdf(x: f64, mu: f64) -> f64 {
    let fac = 1.0 / x.sqrt();
    let a = error::log_ndtr(fac * (x / mu - 1.0));
    let b = 2.0 / mu + error::log_ndtr(-fac * (x / mu + 1.0));
    a + (b - a).exp().ln_1p()
}

pub(crate) fn ig_logsf(x: f64, mu: f64) -> f64 {
    let fac = 1.0 / x.sqrt();
    let a = error::log_ndtr(-(fac * (x / mu - 1.0)));
    let b = 2.0 / mu + error::log_ndtr(-fac * (x / mu + 1.0));
    a + (-(b - a).exp()).ln_1p()
}

fn ig_logpdf(x: f64, mu: f64) -> f64 {
    -0.5 * (2.0 * PI).ln() - 1.5 * x.ln() - (x / mu - 1.0) * (x / mu - 1.0) / (2.0 * x)
}

pub(crate) fn ig_ppf(q: f64, mu: f64) -> f64 {
    if q.is_nan() || mu.is_nan() {
        return f64::NAN;
    }
    let g = |x: f64| {
        // in log space: the lower tail is exp(-c / x)-like
        let l = if q <= 0.5 {
            ig_logcdf(x, mu)
        } else {
            ig_logsf(x, mu)
        };
        let v = if q <= 0.5 {
            l - q.ln()
        } else {
            (-q).ln_1p() - l
        };
        (v, (ig_logpdf(x, mu) - l).exp())
    };
    let (lo, hi) = bracket_pos(&g, mu);
    solve(g, lo, hi)
}

pub(crate) fn ig_isf(q: f64, mu: f64) -> f64 {
    if q.is_nan() || mu.is_nan() {
        return f64::NAN;
    }
    let g = |x: f64| {
        let l = if q <= 0.5 {
            ig_logsf(x, mu)
        } else {
            ig_logcdf(x, mu)
        };
        let v = if q <= 0.5 {
            q.ln() - l
        } else {
            l - (-q).ln_1p()
        };
        (v, (ig_logpdf(x, mu) - l).exp())
    };
    let (lo, hi) = bracket_pos(&g, mu);
    solve(g, lo, hi)
}

/// `x e^x E1(x)` (SciPy's `_scaled_exp1`), by the asymptotic series above 700.
fn scaled_exp1(x: f64) -> f64 {
    if x < 700.0 {
        return x * x.exp() * expint::exp1(x);
    }
    let mut s = 1.0;
    let mut t = 1.0;
    for k in 1..10 {
        t *= -(k as f64) / x;
        s += t;
    }
    s
}

pub(crate) fn ig_entropy(mu: f64) -> f64 {
    let a = 1.0 + (2.0 * PI).ln() + 3.0 * mu.ln();
    let r = 2.0 / mu;
    let b = scaled_exp1(r) / r;
    0.5 * a - 1.5 * b
}

// ------------------------------------------------------------------------------ definitions

fn preamble() -> Arc<str> {
    static P: OnceLock<Arc<str>> = OnceLock::new();
    P.get_or_init(|| {
        let sp = gsci_special::cuda_preamble().unwrap_or("");
        Arc::from(format!("{sp}\n{SCALAR_CUH}"))
    })
    .clone()
}

fn def1(name: &str, f: fn(f64) -> f64, cu: &str) -> Arc<ElementwiseFn> {
    let lp = ExtLoop::new("d->d", CpuLoop::new(f), cu).expect("a valid signature");
    Arc::new(ElementwiseFn::new(name, preamble(), vec![lp]).expect("a valid definition"))
}

fn def2(name: &str, f: fn(f64, f64) -> f64, cu: &str) -> Arc<ElementwiseFn> {
    let lp = ExtLoop::new("dd->d", CpuLoop::new(f), cu).expect("a valid signature");
    Arc::new(ElementwiseFn::new(name, preamble(), vec![lp]).expect("a valid definition"))
}

fn def3(name: &str, f: fn(f64, f64, f64) -> f64, cu: &str) -> Arc<ElementwiseFn> {
    let lp = ExtLoop::new("ddd->d", CpuLoop::new(f), cu).expect("a valid signature");
    Arc::new(ElementwiseFn::new(name, preamble(), vec![lp]).expect("a valid definition"))
}

macro_rules! defs {
    ($($acc:ident, $mk:ident, $name:literal, $f:path, $cu:literal;)*) => {
        $(
            pub(crate) fn $acc() -> &'static Arc<ElementwiseFn> {
                static D: OnceLock<Arc<ElementwiseFn>> = OnceLock::new();
                D.get_or_init(|| $mk($name, $f, $cu))
            }
        )*
        /// Every definition (for the kernel compile test).
        pub(crate) fn all() -> Vec<&'static Arc<ElementwiseFn>> {
            vec![$($acc()),*]
        }
    };
}

defs! {
    truncnorm_logpdf, def3, "gsci_stats_truncnorm_logpdf", tn_logpdf, "gsci_st_tn_logpdf";
    truncnorm_pdf, def3, "gsci_stats_truncnorm_pdf", tn_pdf, "gsci_st_tn_pdf";
    truncnorm_logcdf, def3, "gsci_stats_truncnorm_logcdf", tn_logcdf, "gsci_st_tn_logcdf";
    truncnorm_logsf, def3, "gsci_stats_truncnorm_logsf", tn_logsf, "gsci_st_tn_logsf";
    truncnorm_cdf, def3, "gsci_stats_truncnorm_cdf", tn_cdf, "gsci_st_tn_cdf";
    truncnorm_sf, def3, "gsci_stats_truncnorm_sf", tn_sf, "gsci_st_tn_sf";
    truncnorm_ppf, def3, "gsci_stats_truncnorm_ppf", tn_ppf, "gsci_st_tn_ppf";
    truncnorm_isf, def3, "gsci_stats_truncnorm_isf", tn_isf, "gsci_st_tn_isf";
    truncnorm_stat, def3, "gsci_stats_truncnorm_stat", tn_stat, "gsci_st_tn_stat";
    vonmises_cdf, def2, "gsci_stats_vonmises_cdf", vm_cdf, "gsci_st_vm_cdf";
    vonmises_logpdf, def2, "gsci_stats_vonmises_logpdf", vm_logpdf, "gsci_st_vm_logpdf";
    vonmises_pdf, def2, "gsci_stats_vonmises_pdf", vm_pdf, "gsci_st_vm_pdf";
    vonmises_ppf, def2, "gsci_stats_vonmises_ppf", vm_ppf, "gsci_st_vm_ppf";
    vonmises_stat, def2, "gsci_stats_vonmises_stat", vm_stat, "gsci_st_vm_stat";
    skewnorm_logpdf, def2, "gsci_stats_skewnorm_logpdf", sn_logpdf, "gsci_st_sn_logpdf";
    skewnorm_pdf, def2, "gsci_stats_skewnorm_pdf", sn_pdf, "gsci_st_sn_pdf";
    skewnorm_cdf, def2, "gsci_stats_skewnorm_cdf", sn_cdf, "gsci_st_sn_cdf";
    skewnorm_logcdf, def2, "gsci_stats_skewnorm_logcdf", sn_logcdf, "gsci_st_sn_logcdf";
    skewnorm_ppf, def2, "gsci_stats_skewnorm_ppf", sn_ppf, "gsci_st_sn_ppf";
    skewnorm_isf, def2, "gsci_stats_skewnorm_isf", sn_isf, "gsci_st_sn_isf";
    skewnorm_entropy, def1, "gsci_stats_skewnorm_entropy", sn_entropy, "gsci_st_sn_entropy";
    rice_pdf, def2, "gsci_stats_rice_pdf", ri_pdf, "gsci_st_ri_pdf";
    rice_cdf, def2, "gsci_stats_rice_cdf", ri_cdf, "gsci_st_ri_cdf";
    rice_sf, def2, "gsci_stats_rice_sf", ri_sf, "gsci_st_ri_sf";
    rice_ppf, def2, "gsci_stats_rice_ppf", ri_ppf, "gsci_st_ri_ppf";
    rice_isf, def2, "gsci_stats_rice_isf", ri_isf, "gsci_st_ri_isf";
    rice_stat, def2, "gsci_stats_rice_stat", ri_stat, "gsci_st_ri_stat";
    invgauss_logcdf, def2, "gsci_stats_invgauss_logcdf", ig_logcdf, "gsci_st_ig_logcdf";
    invgauss_logsf, def2, "gsci_stats_invgauss_logsf", ig_logsf, "gsci_st_ig_logsf";
    invgauss_ppf, def2, "gsci_stats_invgauss_ppf", ig_ppf, "gsci_st_ig_ppf";
    invgauss_isf, def2, "gsci_stats_invgauss_isf", ig_isf, "gsci_st_ig_isf";
    invgauss_entropy, def1, "gsci_stats_invgauss_entropy", ig_entropy, "gsci_st_ig_entropy";
}
