//! Maximum-likelihood fits of gamma, lognorm and weibull_min as SciPy 1.17 computes them: the
//! closed forms and one-dimensional roots where SciPy has them (gamma with `floc`, lognorm), and
//! SciPy's generic route elsewhere (its starting point, then `scipy.optimize.fmin`'s
//! Nelder-Mead on the penalised negative log-likelihood, ported step for step so that the
//! estimates are SciPy's, not merely a nearby optimum).
//!
//! The data (one sample, flattened) are copied to the host once; the fits are scalar work.

use crate::common::{StatsFloat, invalid};
use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::{Array, Result, ufunc};
use gsci_special::scalar::gamma::{digamma, gamma, gammaln};

/// Parameters held fixed during a fit (SciPy's `f0`, `floc`, `fscale` keywords).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FitOptions {
    /// The shape parameter, fixed (`f0` / `fa` / `fs` / `fc`).
    pub f0: Option<f64>,
    /// The location, fixed.
    pub floc: Option<f64>,
    /// The scale, fixed.
    pub fscale: Option<f64>,
}

/// NumPy's pairwise summation (`np.sum` of float64), so that sums round as SciPy's.
fn np_sum(a: &[f64]) -> f64 {
    const BLOCK: usize = 128;
    let n = a.len();
    if n < 8 {
        return a.iter().fold(0.0, |s, &v| s + v);
    }
    if n <= BLOCK {
        let mut r = [0.0f64; 8];
        r.copy_from_slice(&a[..8]);
        let mut i = 8;
        while i < n - (n % 8) {
            for k in 0..8 {
                r[k] += a[i + k];
            }
            i += 8;
        }
        let mut res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
        while i < n {
            res += a[i];
            i += 1;
        }
        return res;
    }
    let mut n2 = n / 2;
    n2 -= n2 % 8;
    np_sum(&a[..n2]) + np_sum(&a[n2..])
}

fn np_mean(a: &[f64]) -> f64 {
    np_sum(a) / a.len() as f64
}

fn np_var(a: &[f64]) -> f64 {
    let m = np_mean(a);
    let d: Vec<f64> = a.iter().map(|v| (v - m) * (v - m)).collect();
    np_mean(&d)
}

/// SciPy's `_skew` (biased sample skewness).
fn skew(a: &[f64]) -> f64 {
    let m = np_mean(a);
    let d2: Vec<f64> = a.iter().map(|v| (v - m) * (v - m)).collect();
    let d3: Vec<f64> = a.iter().map(|v| (v - m) * (v - m) * (v - m)).collect();
    let m2 = np_mean(&d2);
    let m3 = np_mean(&d3);
    m3 / m2.powf(1.5)
}

/// The data on the host, flat, checked as SciPy checks them.
fn host_data<T: StatsFloat>(op: &'static str, data: &Array<T>) -> Result<Vec<f64>> {
    if data.is_empty() {
        return Err(invalid(op, "data must not be empty"));
    }
    let fin: Array<bool> = ufunc::isfinite(data)?;
    if !reduce::all(&fin, &ReduceOptions::default())?.item()? {
        return Err(invalid(op, "the data contains non-finite values"));
    }
    Ok(data.to_vec()?.iter().map(|v| v.as_f64()).collect())
}

/// `scipy.optimize.fmin` (Nelder-Mead, `xatol = fatol = 1e-4`, SciPy's initial simplex and
/// iteration limits), step for step.
fn fmin(f: &dyn Fn(&[f64]) -> f64, x0: &[f64]) -> Vec<f64> {
    let (rho, chi, psi, sigma) = (1.0, 2.0, 0.5, 0.5);
    let (nonzdelt, zdelt) = (0.05, 0.00025);
    let n = x0.len();
    let mut sim: Vec<Vec<f64>> = vec![x0.to_vec()];
    for k in 0..n {
        let mut y = x0.to_vec();
        y[k] = if y[k] != 0.0 {
            (1.0 + nonzdelt) * y[k]
        } else {
            zdelt
        };
        sim.push(y);
    }
    let maxiter = n * 200;
    let maxfun = n * 200;
    let fcalls = std::cell::Cell::new(0usize);
    let call = |x: &[f64]| {
        fcalls.set(fcalls.get() + 1);
        f(x)
    };
    let mut fsim: Vec<f64> = sim.iter().map(|x| call(x)).collect();
    let sort = |sim: &mut Vec<Vec<f64>>, fsim: &mut Vec<f64>| {
        let mut idx: Vec<usize> = (0..fsim.len()).collect();
        idx.sort_by(|&a, &b| fsim[a].total_cmp(&fsim[b]));
        *sim = idx.iter().map(|&i| sim[i].clone()).collect();
        *fsim = idx.iter().map(|&i| fsim[i]).collect();
    };
    sort(&mut sim, &mut fsim);
    let mut iterations = 1;
    while fcalls.get() < maxfun && iterations < maxiter {
        let xspread = sim[1..]
            .iter()
            .flat_map(|r| r.iter().zip(&sim[0]).map(|(a, b)| (a - b).abs()))
            .fold(0.0f64, f64::max);
        let fspread = fsim[1..]
            .iter()
            .map(|v| (fsim[0] - v).abs())
            .fold(0.0f64, f64::max);
        if xspread <= 1e-4 && fspread <= 1e-4 {
            break;
        }
        let mut xbar = vec![0.0; n];
        for row in &sim[..n] {
            for (s, v) in xbar.iter_mut().zip(row) {
                *s += v;
            }
        }
        for s in xbar.iter_mut() {
            *s /= n as f64;
        }
        let comb = |a: f64, b: f64| -> Vec<f64> {
            xbar.iter()
                .zip(&sim[n])
                .map(|(x, w)| a * x - b * w)
                .collect()
        };
        let xr = comb(1.0 + rho, rho);
        let fxr = call(&xr);
        let mut doshrink = false;
        if fxr < fsim[0] {
            let xe = comb(1.0 + rho * chi, rho * chi);
            let fxe = call(&xe);
            if fxe < fxr {
                sim[n] = xe;
                fsim[n] = fxe;
            } else {
                sim[n] = xr;
                fsim[n] = fxr;
            }
        } else if fxr < fsim[n - 1] {
            sim[n] = xr;
            fsim[n] = fxr;
        } else if fxr < fsim[n] {
            let xc = comb(1.0 + psi * rho, psi * rho);
            let fxc = call(&xc);
            if fxc <= fxr {
                sim[n] = xc;
                fsim[n] = fxc;
            } else {
                doshrink = true;
            }
        } else {
            let xcc: Vec<f64> = xbar
                .iter()
                .zip(&sim[n])
                .map(|(x, w)| (1.0 - psi) * x + psi * w)
                .collect();
            let fxcc = call(&xcc);
            if fxcc < fsim[n] {
                sim[n] = xcc;
                fsim[n] = fxcc;
            } else {
                doshrink = true;
            }
        }
        if doshrink {
            for j in 1..=n {
                let s: Vec<f64> = sim[0]
                    .iter()
                    .zip(&sim[j])
                    .map(|(a, b)| a + sigma * (b - a))
                    .collect();
                fsim[j] = call(&s);
                sim[j] = s;
            }
        }
        sort(&mut sim, &mut fsim);
        iterations += 1;
    }
    sim[0].clone()
}

/// A standardised log-density and its support check, for the generic fit.
type LogPdf = fn(f64, f64) -> f64;

fn gamma_logpdf(x: f64, a: f64) -> f64 {
    xlogy(a - 1.0, x) - x - gammaln(a)
}

fn weibull_logpdf(x: f64, c: f64) -> f64 {
    c.ln() + xlogy(c - 1.0, x) - x.powf(c)
}

fn xlogy(x: f64, y: f64) -> f64 {
    if x == 0.0 && !y.is_nan() {
        0.0
    } else {
        x * y.ln()
    }
}

/// SciPy's `_penalized_nnlf` of a distribution on `[0, inf)` with one positive shape.
fn penalized_nnlf(logpdf: LogPdf, theta: &[f64], data: &[f64]) -> f64 {
    let (c, loc, scale) = (theta[0], theta[1], theta[2]);
    if c.is_nan() || c <= 0.0 || scale.is_nan() || scale <= 0.0 {
        return f64::INFINITY;
    }
    let xs: Vec<f64> = data.iter().map(|v| (v - loc) / scale).collect();
    let mut n_bad = 0usize;
    let mut lp = Vec::with_capacity(xs.len());
    for &x in &xs {
        if x.is_nan() || x < 0.0 {
            n_bad += 1;
            continue;
        }
        let v = logpdf(x, c);
        if v.is_finite() {
            lp.push(v);
        } else {
            n_bad += 1;
        }
    }
    let n_log_scale = xs.len() as f64 * scale.ln();
    let nll = -np_sum(&lp);
    if n_bad > 0 {
        nll + n_bad as f64 * f64::MAX.ln() * 100.0 + n_log_scale
    } else {
        nll + n_log_scale
    }
}

/// SciPy's generic `rv_continuous.fit` from the start `x0 = (shape, loc, scale)` with the
/// fixed parameters of `opts` held.
fn generic_fit(logpdf: LogPdf, data: &[f64], x0: [f64; 3], opts: &FitOptions) -> [f64; 3] {
    let fixed = [opts.f0, opts.floc, opts.fscale];
    let free: Vec<usize> = (0..3).filter(|&i| fixed[i].is_none()).collect();
    let full = |theta: &[f64]| -> [f64; 3] {
        let mut p = [0.0; 3];
        let mut k = 0;
        for i in 0..3 {
            p[i] = match fixed[i] {
                Some(v) => v,
                None => {
                    k += 1;
                    theta[k - 1]
                }
            };
        }
        p
    };
    let start: Vec<f64> = free.iter().map(|&i| x0[i]).collect();
    let f = |theta: &[f64]| penalized_nnlf(logpdf, &full(theta), data);
    let best = fmin(&f, &start);
    full(&best)
}

/// SciPy's `fit_loc_scale` followed by `_fit_loc_scale_support` for a support `[0, inf)`:
/// moment estimates of loc and scale given the distribution's mean `mu` and variance `mu2`.
fn fit_loc_scale_support(data: &[f64], mu: f64, mu2: f64) -> (f64, f64) {
    let muhat = np_mean(data);
    let mu2hat = np_var(data);
    let mut shat = (mu2hat / mu2).sqrt();
    let mut lhat = muhat - shat * mu;
    if !lhat.is_finite() {
        lhat = 0.0;
    }
    if !(shat.is_finite() && shat > 0.0) {
        shat = 1.0;
    }
    let data_a = data.iter().copied().fold(f64::INFINITY, f64::min);
    let data_b = data.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if lhat < data_a {
        return (lhat, shat);
    }
    let margin = (data_b - data_a) * 0.1;
    (data_a - margin, 1.0)
}

/// The root of a continuous `f` bracketed by `[a, b]` (bisection to the last bit).
fn root(f: &dyn Fn(f64) -> f64, mut a: f64, mut b: f64) -> f64 {
    let mut fa = f(a);
    for _ in 0..2000 {
        let m = 0.5 * (a + b);
        if m <= a.min(b) || m >= a.max(b) {
            break;
        }
        let fm = f(m);
        if fm == 0.0 {
            return m;
        }
        if (fm > 0.0) == (fa > 0.0) {
            a = m;
            fa = fm;
        } else {
            b = m;
        }
    }
    0.5 * (a + b)
}

fn check_fixed(op: &'static str, opts: &FitOptions) -> Result<()> {
    if opts.f0.is_some() && opts.floc.is_some() && opts.fscale.is_some() {
        return Err(invalid(
            op,
            "all parameters are fixed: there is nothing to optimize",
        ));
    }
    for (name, v) in [
        ("f0", opts.f0),
        ("floc", opts.floc),
        ("fscale", opts.fscale),
    ] {
        if let Some(v) = v {
            if !v.is_finite() || ((name != "floc") && v <= 0.0) {
                return Err(invalid(
                    op,
                    format!("{name} must be finite (and > 0 for a shape or scale), got {v}"),
                ));
            }
        }
    }
    Ok(())
}

/// Maximum-likelihood `(a, loc, scale)` of the gamma distribution.
///
/// Equivalent to `scipy.stats.gamma.fit(data, f0=.., floc=.., fscale=..)`: with `floc` the
/// MLE (`log(a) - digamma(a) = log(mean) - mean(log)`, solved to the last bit; `scale =
/// mean / a`, or `a = digamma^-1(mean(log) - log(fscale))`); without it SciPy's generic fit
/// (start `a = 4 / skew^2` and moment loc/scale, then Nelder-Mead), reproduced step for step.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for empty or non-finite data, all parameters fixed,
/// or data at or below a fixed `floc`.
///
/// ```
/// use gsci_stats::{gamma_fit, FitOptions, Array, Device};
/// let x = Array::from_vec(vec![0.5f64, 1.2, 2.0, 2.9, 4.4], &[5], &Device::cpu())?;
/// let (a, loc, scale) = gamma_fit(&x, &FitOptions { floc: Some(0.0), ..FitOptions::default() })?;
/// assert_eq!(loc, 0.0);
/// assert!((a * scale - 2.2).abs() < 1e-12); // the mean
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn gamma_fit<T: StatsFloat>(data: &Array<T>, opts: &FitOptions) -> Result<(f64, f64, f64)> {
    const OP: &str = "gamma_fit";
    check_fixed(OP, opts)?;
    let d = host_data(OP, data)?;
    let Some(floc) = opts.floc else {
        let a0 = opts.f0.unwrap_or(4.0 / (1e-8 + skew(&d).powi(2)));
        let (l0, s0) = fit_loc_scale_support(&d, a0, a0);
        let r = generic_fit(gamma_logpdf, &d, [a0, l0, s0], opts);
        return Ok((r[0], r[1], r[2]));
    };
    if d.iter().any(|&v| v <= floc) {
        return Err(invalid(
            OP,
            format!("the data must lie above floc = {floc} (gamma's support)"),
        ));
    }
    let x: Vec<f64> = if floc != 0.0 {
        d.iter().map(|v| v - floc).collect()
    } else {
        d
    };
    let xbar = np_mean(&x);
    let logs: Vec<f64> = x.iter().map(|v| v.ln()).collect();
    match opts.fscale {
        None => {
            let a = match opts.f0 {
                Some(a) => a,
                None => {
                    let s = xbar.ln() - np_mean(&logs);
                    // log(a) - digamma(a) decreases from inf to 0: bracket and bisect
                    let aest = (3.0 - s + ((s - 3.0).powi(2) + 24.0 * s).sqrt()) / (12.0 * s);
                    let g = |a: f64| a.ln() - digamma(a) - s;
                    let (mut lo, mut hi) = (aest * 0.6, aest * 1.4);
                    while g(lo) < 0.0 {
                        lo *= 0.5;
                    }
                    while g(hi) > 0.0 {
                        hi *= 2.0;
                    }
                    root(&g, lo, hi)
                }
            };
            Ok((a, floc, xbar / a))
        }
        Some(fscale) => {
            let c = np_mean(&logs) - fscale.ln();
            // digamma is increasing on (0, inf): bracket and bisect
            let g = |a: f64| digamma(a) - c;
            let (mut lo, mut hi) = (1e-3, 1.0);
            while g(lo) > 0.0 {
                lo *= 1e-3;
            }
            while g(hi) < 0.0 {
                hi *= 2.0;
            }
            Ok((root(&g, lo, hi), floc, fscale))
        }
    }
}

/// Maximum-likelihood `(s, loc, scale)` of the log-normal distribution.
///
/// Equivalent to `scipy.stats.lognorm.fit(data, f0=.., floc=.., fscale=..)`: the closed form
/// given `loc` (`scale = exp(mean(log(x - loc)))`, `s` the rms of `log((x - loc) / scale)`);
/// without `floc`, the root of the likelihood's derivative in `loc` below `min(data)` (SciPy's
/// bracketing), kept only when its likelihood beats `loc = min(data) - spacing`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for empty or non-finite data, all parameters fixed,
/// or `floc >= min(data)`.
///
/// ```
/// use gsci_stats::{lognorm_fit, FitOptions, Array, Device};
/// let x = Array::from_vec(vec![1.0f64, std::f64::consts::E, 7.38905609893065], &[3], &Device::cpu())?;
/// let (s, loc, scale) = lognorm_fit(&x, &FitOptions { floc: Some(0.0), ..FitOptions::default() })?;
/// assert!((scale - std::f64::consts::E).abs() < 1e-12);
/// assert!((s - (2.0f64 / 3.0).sqrt()).abs() < 1e-12);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn lognorm_fit<T: StatsFloat>(data: &Array<T>, opts: &FitOptions) -> Result<(f64, f64, f64)> {
    const OP: &str = "lognorm_fit";
    check_fixed(OP, opts)?;
    let d = host_data(OP, data)?;
    let data_min = d.iter().copied().fold(f64::INFINITY, f64::min);
    let (fshape, fscale) = (opts.f0, opts.fscale);
    let shape_scale = |loc: f64| -> (f64, f64) {
        let ln: Vec<f64> = d.iter().map(|v| (v - loc).ln()).collect();
        let scale = fscale.unwrap_or_else(|| np_mean(&ln).exp());
        let shape = fshape.unwrap_or_else(|| {
            let ls = scale.ln();
            let sq: Vec<f64> = ln.iter().map(|v| (v - ls) * (v - ls)).collect();
            np_mean(&sq).sqrt()
        });
        (shape, scale)
    };
    let dl_dloc = |loc: f64| -> f64 {
        let (shape, scale) = shape_scale(loc);
        let t: Vec<f64> = d
            .iter()
            .map(|v| {
                let sh = v - loc;
                (1.0 + (sh / scale).ln() / (shape * shape)) / sh
            })
            .collect();
        np_sum(&t)
    };
    let ll = |loc: f64| -> f64 {
        let (s, scale) = shape_scale(loc);
        let lp: Vec<f64> = d
            .iter()
            .map(|v| {
                let x = (v - loc) / scale;
                if x == 0.0 {
                    f64::NEG_INFINITY
                } else {
                    -(x.ln().powi(2)) / (2.0 * s * s)
                        - (s * x * (2.0 * std::f64::consts::PI).sqrt()).ln()
                }
            })
            .collect();
        np_sum(&lp) - d.len() as f64 * scale.ln()
    };
    let loc = match opts.floc {
        Some(floc) => {
            if floc >= data_min {
                return Err(invalid(
                    OP,
                    format!("floc = {floc} must lie below min(data) = {data_min}"),
                ));
            }
            floc
        }
        None => {
            let spacing = spacing(data_min);
            let mut rbrack = data_min - spacing;
            let mut drb = dl_dloc(rbrack);
            let ll_rbrack = ll(rbrack);
            let mut delta = 2.0 * spacing;
            while drb >= -1e-6 && rbrack.is_finite() {
                rbrack = data_min - delta;
                drb = dl_dloc(rbrack);
                delta *= 2.0;
            }
            let mut lbrack = next_down(rbrack).min(rbrack - 1.0);
            let mut dlb = dl_dloc(lbrack);
            let mut delta = 2.0 * (rbrack - lbrack);
            while lbrack.is_finite() && dlb.is_finite() && dlb.signum() == drb.signum() {
                lbrack = rbrack - delta;
                dlb = dl_dloc(lbrack);
                delta *= 2.0;
            }
            if !rbrack.is_finite() || !lbrack.is_finite() || !dlb.is_finite() {
                return Err(invalid(
                    OP,
                    "no root of the likelihood's derivative in loc was bracketed",
                ));
            }
            let r = root(&dl_dloc, lbrack, rbrack);
            if ll(r) > ll_rbrack {
                r
            } else {
                data_min - spacing
            }
        }
    };
    let (shape, scale) = shape_scale(loc);
    Ok((shape, loc, scale))
}

/// `np.spacing(x)`: the distance to the next float away from zero.
fn spacing(x: f64) -> f64 {
    let a = x.abs();
    let next = f64::from_bits(a.to_bits() + 1);
    (next - a).copysign(x)
}

fn next_down(x: f64) -> f64 {
    if x > 0.0 {
        f64::from_bits(x.to_bits() - 1)
    } else if x < 0.0 {
        f64::from_bits(x.to_bits() + 1)
    } else {
        -f64::from_bits(1)
    }
}

/// Maximum-likelihood `(c, loc, scale)` of the Weibull minimum distribution.
///
/// Equivalent to `scipy.stats.weibull_min.fit(data, f0=.., floc=.., fscale=..)`: SciPy's
/// method-of-moments start (`c` from the sample skewness by bisection on `[0.02, 1e4]`, then
/// scale and loc from the variance and mean) refined by Nelder-Mead on the penalised negative
/// log-likelihood, both reproduced step for step.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for empty or non-finite data, or all parameters
/// fixed.
///
/// ```
/// use gsci_stats::{weibull_min_fit, FitOptions, Array, Device};
/// let x = Array::from_vec(vec![0.4f64, 0.9, 1.1, 1.6, 2.3, 0.7], &[6], &Device::cpu())?;
/// let (c, loc, scale) = weibull_min_fit(&x, &FitOptions { floc: Some(0.0), ..FitOptions::default() })?;
/// assert!(c > 1.0 && loc == 0.0 && scale > 1.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn weibull_min_fit<T: StatsFloat>(
    data: &Array<T>,
    opts: &FitOptions,
) -> Result<(f64, f64, f64)> {
    const OP: &str = "weibull_min_fit";
    check_fixed(OP, opts)?;
    let d = host_data(OP, data)?;
    let wskew = |c: f64| {
        let g1 = gamma(1.0 + 1.0 / c);
        let g2 = gamma(1.0 + 2.0 / c);
        let g3 = gamma(1.0 + 3.0 / c);
        (2.0 * g1.powi(3) - 3.0 * g1 * g2 + g3) / (g2 - g1 * g1).powf(1.5)
    };
    let s = skew(&d);
    let max_c = 1e4;
    if s < wskew(max_c) && opts.f0.is_none() {
        // SciPy's generic fit from its default start (c = 1, moment loc/scale)
        let (l0, s0) = fit_loc_scale_support(&d, 1.0, 1.0);
        let r = generic_fit(weibull_logpdf, &d, [1.0, l0, s0], opts);
        return Ok((r[0], r[1], r[2]));
    }
    let c = match opts.f0 {
        Some(c) => c,
        None => bisect(&|c| wskew(c) - s, 0.02, max_c),
    };
    let scale = opts.fscale.unwrap_or_else(|| {
        (np_var(&d) / (gamma(1.0 + 2.0 / c) - gamma(1.0 + 1.0 / c).powi(2))).sqrt()
    });
    let loc = opts
        .floc
        .unwrap_or_else(|| np_mean(&d) - scale * gamma(1.0 + 1.0 / c));
    let r = generic_fit(weibull_logpdf, &d, [c, loc, scale], opts);
    Ok((r[0], r[1], r[2]))
}

/// `scipy.optimize.bisect` (`xtol = 2e-12`, `rtol = 4 eps`, 100 iterations), step for step.
fn bisect(f: &dyn Fn(f64) -> f64, xa: f64, xb: f64) -> f64 {
    let (xtol, rtol) = (2e-12, 4.0 * f64::EPSILON);
    let mut xa = xa;
    let fa = f(xa);
    let fb = f(xb);
    if fa == 0.0 {
        return xa;
    }
    if fb == 0.0 {
        return xb;
    }
    let mut dm = xb - xa;
    let mut xm = xa;
    for _ in 0..100 {
        dm *= 0.5;
        xm = xa + dm;
        let fm = f(xm);
        if fm * fa >= 0.0 {
            xa = xm;
        }
        if fm == 0.0 || dm.abs() < xtol + rtol * xm.abs() {
            return xm;
        }
    }
    xm
}
