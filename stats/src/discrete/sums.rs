//! Scalar kernels of the discrete distributions whose cdf is a finite sum (hypergeom,
//! betabinom): one algorithm written twice, Rust here for the CPU and CUDA C++ in `sums.cuh`
//! for the GPU, with the same operations in the same order, as gsci-core external functions that
//! fuse into the distributions' kernels.
//!
//! The hypergeometric pmf is Loader's saddle-point form (`dbinom_raw` with `stirlerr` and
//! `bd0`, as R's `dhyper`), accurate to a few ulp at any size (a difference of log-binomials
//! loses `log(C(M, N)) * eps`); the cdf and sf sum the pmf from `k` away from the mode by the
//! ratio recurrence (Boost's method, SciPy's backend). The beta-binomial cdf and sf sum the pmf
//! over `0..=k` (`k+1..=n`) in a streaming log-sum-exp, the definition SciPy's generic
//! `_cdf` evaluates.

use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop};
use std::sync::{Arc, OnceLock};

/// The CUDA source of the device functions.
pub(crate) const SUMS_CUH: &str = include_str!("sums.cuh");

const LN_2PI: f64 = 1.837_877_066_409_345_5;

/// `stirlerr(n) = ln(n!) - ln(sqrt(2 pi n) (n/e)^n)` at `n = i / 2`, `i = 0..=30` (mpmath).
const SFERR_HALVES: [f64; 31] = [
    0.0,
    0.15342640972002736,
    0.08106146679532726,
    0.05481412105191765,
    0.0413406959554093,
    0.033162873519936284,
    0.02767792568499834,
    0.023746163656297496,
    0.020790672103765093,
    0.018488450532673183,
    0.016644691189821193,
    0.01513497322191738,
    0.013876128823070748,
    0.012810465242920227,
    0.01189670994589177,
    0.011104559758206917,
    0.010411265261972096,
    0.009799416126158804,
    0.009255462182712733,
    0.008768700134139386,
    0.00833056343336287,
    0.00793411456431402,
    0.007573675487951841,
    0.007244554301320383,
    0.00694284010720953,
    0.006665247032707682,
    0.006408994188004207,
    0.006171712263039458,
    0.0059513701127588475,
    0.0057462165130101155,
    0.005554733551962801,
];

/// The error of Stirling's formula, `ln Gamma(n + 1) - (n + 1/2) ln n + n - ln sqrt(2 pi)`, for
/// `n >= 0` with `2n` an integer up to 30 (a table) or `n > 15` (the asymptotic series).
pub(crate) fn stirlerr(n: f64) -> f64 {
    const S0: f64 = 1.0 / 12.0;
    const S1: f64 = 1.0 / 360.0;
    const S2: f64 = 1.0 / 1260.0;
    const S3: f64 = 1.0 / 1680.0;
    const S4: f64 = 1.0 / 1188.0;
    if n <= 15.0 {
        return SFERR_HALVES[(n + n) as usize];
    }
    let nn = n * n;
    if n > 500.0 {
        (S0 - S1 / nn) / n
    } else if n > 80.0 {
        (S0 - (S1 - S2 / nn) / nn) / n
    } else if n > 35.0 {
        (S0 - (S1 - (S2 - S3 / nn) / nn) / nn) / n
    } else {
        (S0 - (S1 - (S2 - (S3 - S4 / nn) / nn) / nn) / nn) / n
    }
}

/// `x ln(x / np) + np - x` without cancellation (Loader's deviance term).
pub(crate) fn bd0(x: f64, np: f64) -> f64 {
    if (x - np).abs() < 0.1 * (x + np) {
        let v = (x - np) / (x + np);
        let mut s = (x - np) * v;
        let mut ej = 2.0 * x * v;
        let v2 = v * v;
        let mut j = 1.0;
        while j < 1000.0 {
            ej *= v2;
            let s1 = s + ej / (2.0 * j + 1.0);
            if s1 == s {
                return s1;
            }
            s = s1;
            j += 1.0;
        }
        return s;
    }
    x * (x / np).ln() + np - x
}

/// The binomial pmf at integer `x` of `n` trials (`p + q = 1`), Loader's form.
pub(crate) fn dbinom_raw(x: f64, n: f64, p: f64, q: f64) -> f64 {
    if p == 0.0 {
        return if x == 0.0 { 1.0 } else { 0.0 };
    }
    if q == 0.0 {
        return if x == n { 1.0 } else { 0.0 };
    }
    if x == 0.0 {
        if n == 0.0 {
            return 1.0;
        }
        let lc = if p < 0.1 {
            -bd0(n, n * q) - n * p
        } else {
            n * q.ln()
        };
        return lc.exp();
    }
    if x == n {
        let lc = if q < 0.1 {
            -bd0(n, n * p) - n * q
        } else {
            n * p.ln()
        };
        return lc.exp();
    }
    if x < 0.0 || x > n {
        return 0.0;
    }
    let lc = stirlerr(n) - stirlerr(x) - stirlerr(n - x) - bd0(x, n * p) - bd0(n - x, n * q);
    let lf = LN_2PI + x.ln() + (-x / n).ln_1p();
    (lc - 0.5 * lf).exp()
}

/// The hypergeometric pmf at integer `k` (SciPy's `hypergeom.pmf(k, M, n, N)`: `N` draws from
/// `M` objects of which `n` are of the counted kind); valid integer parameters assumed.
pub(crate) fn hyp_pmf(k: f64, m: f64, n: f64, nd: f64) -> f64 {
    if k.is_nan() || m.is_nan() || n.is_nan() || nd.is_nan() {
        return f64::NAN;
    }
    let lo = (nd - (m - n)).max(0.0);
    let hi = n.min(nd);
    if k < lo || k > hi || k != k.floor() {
        return 0.0;
    }
    if nd == 0.0 || nd == m {
        return 1.0;
    }
    let p = nd / m;
    let q = (m - nd) / m;
    let p1 = dbinom_raw(k, n, p, q);
    let p2 = dbinom_raw(nd - k, m - n, p, q);
    let p3 = dbinom_raw(nd, m, p, q);
    p1 * p2 / p3
}

/// Sum of the hypergeometric pmf over `lo..=k` (`lower`) or `k+1..=hi`, from the pmf at the
/// end nearest `k` by the ratio recurrence, stopping when the terms no longer change the sum.
fn hyp_tail(k: f64, m: f64, n: f64, nd: f64, lower: bool) -> f64 {
    let lo = (nd - (m - n)).max(0.0);
    let hi = n.min(nd);
    let b = m - n;
    if lower {
        let mut j = k;
        let mut t = hyp_pmf(j, m, n, nd);
        let mut s = t;
        while j > lo {
            t *= j * (b - nd + j) / ((n - j + 1.0) * (nd - j + 1.0));
            j -= 1.0;
            let s1 = s + t;
            if s1 == s {
                break;
            }
            s = s1;
        }
        s
    } else {
        let mut j = k + 1.0;
        let mut t = hyp_pmf(j, m, n, nd);
        let mut s = t;
        while j < hi {
            t *= (n - j) * (nd - j) / ((j + 1.0) * (b - nd + j + 1.0));
            j += 1.0;
            let s1 = s + t;
            if s1 == s {
                break;
            }
            s = s1;
        }
        s
    }
}

/// The hypergeometric cdf at integer `k` inside the support `[lo, hi)` (NaN off the
/// integers, as SciPy's Boost backend).
pub(crate) fn hyp_cdf(k: f64, m: f64, n: f64, nd: f64) -> f64 {
    if k.is_nan() || k != k.floor() {
        return f64::NAN;
    }
    let mode = ((n + 1.0) * (nd + 1.0) / (m + 2.0)).floor();
    if k <= mode {
        hyp_tail(k, m, n, nd, true)
    } else {
        1.0 - hyp_tail(k, m, n, nd, false)
    }
}

/// The hypergeometric sf at integer `k` inside the support (NaN off the integers).
pub(crate) fn hyp_sf(k: f64, m: f64, n: f64, nd: f64) -> f64 {
    if k.is_nan() || k != k.floor() {
        return f64::NAN;
    }
    let mode = ((n + 1.0) * (nd + 1.0) / (m + 2.0)).floor();
    if k >= mode {
        hyp_tail(k, m, n, nd, false)
    } else {
        1.0 - hyp_tail(k, m, n, nd, true)
    }
}

/// Sum of the beta-binomial pmf over `0..=k` (`upper`: `k+1..=n`), by the log-ratio
/// recurrence from `ln pmf(0) = sum ln((b + i) / (a + b + i))` in a streaming log-sum-exp.
fn bb_sum(k: f64, n: f64, a: f64, b: f64, upper: bool) -> f64 {
    if k.is_nan() || n.is_nan() || a.is_nan() || b.is_nan() {
        return f64::NAN;
    }
    let mut l = 0.0;
    let mut i = 0.0;
    while i < n {
        l += (-a / (a + b + i)).ln_1p();
        i += 1.0;
    }
    let (from, to) = if upper { (k + 1.0, n) } else { (0.0, k) };
    // running log-sum-exp: total = exp(mx) * s
    let mut mx = f64::NEG_INFINITY;
    let mut s = 0.0;
    let mut j = 0.0;
    while j <= to {
        if j >= from {
            if l > mx {
                s = s * (mx - l).exp() + 1.0;
                mx = l;
            } else {
                s += (l - mx).exp();
            }
        }
        // ln pmf(j + 1) - ln pmf(j)
        l += ((n - j) / (j + 1.0)).ln() + ((j + a) / (n - j - 1.0 + b)).ln();
        j += 1.0;
    }
    if s == 0.0 { 0.0 } else { (mx + s.ln()).exp() }
}

/// The beta-binomial cdf at integer `k` inside `[0, n)`.
pub(crate) fn bb_cdf(k: f64, n: f64, a: f64, b: f64) -> f64 {
    bb_sum(k, n, a, b, false)
}

/// The beta-binomial sf at integer `k` inside `[0, n)`.
pub(crate) fn bb_sf(k: f64, n: f64, a: f64, b: f64) -> f64 {
    bb_sum(k, n, a, b, true)
}

/// The log-series survival function at integer `k >= 1`: `T / -ln(1 - p)` with
/// `T = sum_{j > k} p^j / j`, as `-ln(1 - p) - sum_{j <= k} p^j / j` while `(k + 1)(1 - p) <= 1`
/// (then `T` is not small against the logarithm) and as the tail series otherwise (its terms
/// fall by `p` from `p^(k+1) / (k+1)`), so at most `min(k, 37 / (1 - p))` terms.
pub(crate) fn logser_sf(k: f64, p: f64) -> f64 {
    if k.is_nan() || p.is_nan() {
        return f64::NAN;
    }
    let l = -(-p).ln_1p();
    let t = if (k + 1.0) * (1.0 - p) <= 1.0 {
        let mut s = 0.0;
        let mut pw = 1.0;
        let mut j = 1.0;
        while j <= k {
            pw *= p;
            s += pw / j;
            j += 1.0;
        }
        l - s
    } else {
        let a = k + 1.0;
        let mut pw = p.powf(a);
        let mut s = 0.0;
        let mut m = 0.0;
        loop {
            let term = pw / (a + m);
            let s1 = s + term;
            if s1 == s || term == 0.0 {
                break;
            }
            s = s1;
            pw *= p;
            m += 1.0;
        }
        s
    };
    t / l
}

fn def4(name: &str, f: fn(f64, f64, f64, f64) -> f64, cu: &str) -> Arc<ElementwiseFn> {
    let lp = ExtLoop::new("dddd->d", CpuLoop::new(f), cu).expect("a valid signature");
    Arc::new(ElementwiseFn::new(name, SUMS_CUH, vec![lp]).expect("a valid definition"))
}

fn def2(name: &str, f: fn(f64, f64) -> f64, cu: &str) -> Arc<ElementwiseFn> {
    let lp = ExtLoop::new("dd->d", CpuLoop::new(f), cu).expect("a valid signature");
    Arc::new(ElementwiseFn::new(name, SUMS_CUH, vec![lp]).expect("a valid definition"))
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
    hypergeom_pmf, def4, "gsci_stats_hypergeom_pmf", hyp_pmf, "gsci_st_hyp_pmf";
    hypergeom_cdf, def4, "gsci_stats_hypergeom_cdf", hyp_cdf, "gsci_st_hyp_cdf";
    hypergeom_sf, def4, "gsci_stats_hypergeom_sf", hyp_sf, "gsci_st_hyp_sf";
    betabinom_cdf, def4, "gsci_stats_betabinom_cdf", bb_cdf, "gsci_st_bb_cdf";
    betabinom_sf, def4, "gsci_stats_betabinom_sf", bb_sf, "gsci_st_bb_sf";
    logser_sf_def, def2, "gsci_stats_logser_sf", logser_sf, "gsci_st_logser_sf";
}
