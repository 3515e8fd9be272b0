//! Variance tests (`levene`, `bartlett`), `wilcoxon`, `binomtest`, `boxcox_llf`, `ecdf` and
//! the closed-form maximum-likelihood fits of `norm` and `expon`.

use crate::common::{
    Alternative, NanPolicy, StatsFloat, along, full0, invalid, nan_mode, unsupported,
};
use crate::rank::to_rows;
use gsci_core::reduce::{self, ReduceOptions, VarOptions};
use gsci_core::sort::{UniqueOptions, unique};
use gsci_core::ufunc;
use gsci_core::{Array, Result};

pub use crate::hypothesis::TestResult;

fn samples_along<T: StatsFloat>(
    op: &'static str,
    samples: &[&Array<T>],
    axis: isize,
    p: NanPolicy,
) -> Result<(Vec<Array<T>>, isize)> {
    if samples.len() < 2 {
        return Err(invalid(
            op,
            format!(
                "must enter at least two input sample vectors, got {}",
                samples.len()
            ),
        ));
    }
    let mut out = Vec::with_capacity(samples.len());
    let mut ax = 0;
    for s in samples {
        if nan_mode(op, s, p)? {
            return Err(unsupported(format!(
                "{op} with nan_policy Omit on data containing NaN"
            )));
        }
        let (a, x) = along(op, s, Some(axis))?;
        ax = x;
        out.push(a);
    }
    Ok((out, ax))
}

/// What [`levene`] centres each sample on.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum LeveneCenter {
    /// The median (Brown-Forsythe, the default).
    #[default]
    Median,
    /// The mean (Levene's original test).
    Mean,
    /// The trimmed mean, cutting this proportion off each end.
    Trimmed(f64),
}

/// Keyword arguments of [`levene`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LeveneOptions {
    /// The centre of each sample.
    pub center: LeveneCenter,
    /// Axis of the observations. Default 0.
    pub axis: isize,
    /// NaN handling (`Omit` is not supported on data with NaN).
    pub nan_policy: NanPolicy,
}

/// Levene's test for equal variances, per slice.
///
/// Equivalent to `scipy.stats.levene` (`center='trimmed'` takes its proportion in the enum).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for fewer than two samples or a bad axis.
///
/// ```
/// use gsci_stats::{levene, LeveneOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let b = Array::from_vec(vec![1.0f64, 3.0, 5.0, 7.0, 9.0], &[5], &Device::cpu())?;
/// let r = levene(&[&a, &b], &LeveneOptions::default())?;
/// assert!(r.pvalue.item()? < 0.5);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn levene<T: StatsFloat>(samples: &[&Array<T>], opts: &LeveneOptions) -> Result<TestResult<T>> {
    const OP: &str = "levene";
    let (ss, ax) = samples_along(OP, samples, opts.axis, opts.nan_policy)?;
    let axs = [ax];
    let keep = ReduceOptions::axes(&axs).keepdims(true);
    let k = ss.len() as f64;
    let mut zs = Vec::new();
    let mut nis = Vec::new();
    for s in &ss {
        let c: Array<T> = match opts.center {
            LeveneCenter::Median => gsci_core::median(
                s,
                &gsci_core::stats_ops::MedianOptions {
                    axis: Some(ax),
                    keepdims: true,
                },
            )?,
            LeveneCenter::Mean => reduce::mean(s, &keep)?,
            LeveneCenter::Trimmed(p) => crate::descriptive::trim_mean(
                s,
                p,
                &crate::descriptive::TrimOptions { axis: Some(ax) },
            )?
            .expand_dims(&[ax])?,
        };
        zs.push(ufunc::absolute::<T>(&(s - &c)?)?);
        nis.push(s.shape()[ax as usize] as f64);
    }
    let ntot: f64 = nis.iter().sum();
    let zbars = zs
        .iter()
        .map(|z| reduce::mean(z, &keep))
        .collect::<Result<Vec<_>>>()?;
    let mut zbar: Option<Array<T>> = None;
    for (zb, &ni) in zbars.iter().zip(&nis) {
        let t = (zb * ni)?;
        zbar = Some(match zbar {
            None => t,
            Some(a) => (&a + &t)?,
        });
    }
    let zbar = (&zbar.unwrap() / ntot)?;
    let dfd = ntot - k;
    let mut num: Option<Array<T>> = None;
    let mut den: Option<Array<T>> = None;
    for ((zb, &ni), z) in zbars.iter().zip(&nis).zip(&zs) {
        let d = (zb - &zbar)?;
        let t = (&(&d * &d)? * ni)?;
        num = Some(match num {
            None => t,
            Some(a) => (&a + &t)?,
        });
        let dz = (z - zb)?;
        let u = reduce::sum(&(&dz * &dz)?, &keep)?;
        den = Some(match den {
            None => u,
            Some(a) => (&a + &u)?,
        });
    }
    let w = (&(&num.unwrap() * dfd)? / &(&den.unwrap() * (k - 1.0))?)?;
    let w = w.squeeze(Some(&axs))?;
    let p = gsci_special::fdtrc::<T>(k - 1.0, dfd, &w)?;
    Ok(TestResult {
        statistic: w,
        pvalue: p,
    })
}

/// Keyword arguments of [`bartlett`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BartlettOptions {
    /// Axis of the observations. Default 0.
    pub axis: isize,
    /// NaN handling (`Omit` is not supported on data with NaN).
    pub nan_policy: NanPolicy,
}

/// Bartlett's test for equal variances, per slice.
///
/// Equivalent to `scipy.stats.bartlett`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for fewer than two samples or a bad axis.
///
/// ```
/// use gsci_stats::{bartlett, BartlettOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let b = Array::from_vec(vec![1.0f64, 3.0, 5.0, 7.0, 9.0], &[5], &Device::cpu())?;
/// let r = bartlett(&[&a, &b], &BartlettOptions::default())?;
/// assert!(r.statistic.item()? > 0.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn bartlett<T: StatsFloat>(
    samples: &[&Array<T>],
    opts: &BartlettOptions,
) -> Result<TestResult<T>> {
    const OP: &str = "bartlett";
    let (ss, ax) = samples_along(OP, samples, opts.axis, opts.nan_policy)?;
    let axs = [ax];
    let k = ss.len() as f64;
    let mut ntot = 0.0;
    let mut sp: Option<Array<T>> = None;
    let mut slog: Option<Array<T>> = None;
    let mut sinv = 0.0;
    for s in &ss {
        let ni = s.shape()[ax as usize] as f64;
        ntot += ni;
        let v = reduce::var(
            s,
            &VarOptions {
                axis: Some(&axs),
                ddof: 1.0,
                keepdims: false,
            },
        )?;
        let a = (&v * (ni - 1.0))?;
        let b = (&ufunc::log::<T>(&v)? * (ni - 1.0))?;
        sp = Some(match sp {
            None => a,
            Some(x) => (&x + &a)?,
        });
        slog = Some(match slog {
            None => b,
            Some(x) => (&x + &b)?,
        });
        sinv += 1.0 / (ni - 1.0);
    }
    let spsq = (&sp.unwrap() / (ntot - k))?;
    let numer = (&(&ufunc::log::<T>(&spsq)? * (ntot - k))? - &slog.unwrap())?;
    let denom = 1.0 + 1.0 / (3.0 * (k - 1.0)) * (sinv - 1.0 / (ntot - k));
    let t = (&numer / denom)?;
    let p = gsci_special::chdtrc::<T>(k - 1.0, &t)?;
    let t = gsci_core::clip(&t, Some(T::of(0.0)), None)?;
    Ok(TestResult {
        statistic: t,
        pvalue: p,
    })
}

// ------------------------------------------------------------------------------ wilcoxon

/// SciPy's `method` of [`wilcoxon`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WilcoxonMethod {
    /// Exact without ties or zeros (n <= 50), asymptotic otherwise (the default; SciPy's
    /// permutation fallback for n <= 13 with ties is not provided: [`gsci_core::Error::Unsupported`]).
    #[default]
    Auto,
    /// The exact null distribution of the signed-rank statistic.
    Exact,
    /// The normal approximation with tie correction.
    Asymptotic,
}

/// Keyword arguments of [`wilcoxon`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct WilcoxonOptions {
    /// Continuity correction of the normal approximation. Default `false`.
    pub correction: bool,
    /// The alternative hypothesis.
    pub alternative: Alternative,
    /// How the p-value is computed.
    pub method: WilcoxonMethod,
    /// Axis of the observations. Default 0.
    pub axis: isize,
}

/// The exact null distribution (pmf over 0..=n(n+1)/2) of the signed-rank statistic.
fn wilcoxon_pmf(n: usize) -> Vec<f64> {
    let mut c = vec![1.0];
    for k in 1..=n {
        let m = c.len();
        let mut next = vec![0.0; k * (k + 1) / 2 + 1];
        for i in 0..m {
            next[i] += c[i] * 0.5;
        }
        let off = next.len() - m;
        for i in 0..m {
            next[off + i] += c[i] * 0.5;
        }
        c = next;
    }
    c
}

/// `sum(pmf[..=k])` (0 for `k < 0`).
fn pmf_head(pmf: &[f64], k: i64) -> f64 {
    if k < 0 {
        0.0
    } else {
        pmf[..(k as usize + 1).min(pmf.len())].iter().sum()
    }
}

/// `sum(pmf[k..])` (1 for `k <= 0`).
fn pmf_tail(pmf: &[f64], k: i64) -> f64 {
    pmf[(k.max(0) as usize).min(pmf.len())..].iter().sum()
}

/// SciPy's `WilcoxonDistribution.cdf`: direct sums on the side of the mean `k` lies on.
fn wil_cdf(pmf: &[f64], k: i64, mean: f64) -> f64 {
    if (k as f64) <= mean {
        pmf_head(pmf, k)
    } else {
        1.0 - pmf_tail(pmf, k + 1)
    }
}

/// SciPy's `WilcoxonDistribution.sf`.
fn wil_sf(pmf: &[f64], k: i64, mean: f64) -> f64 {
    if (k as f64) <= mean {
        1.0 - pmf_head(pmf, k - 1)
    } else {
        pmf_tail(pmf, k)
    }
}

/// The Wilcoxon signed-rank test of `x - y` (or `x` alone) against symmetry about 0, per slice
/// (SciPy's `zero_method='wilcox'`: zero differences are dropped).
///
/// Equivalent to `scipy.stats.wilcoxon`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for shapes that differ or a bad axis;
/// [`gsci_core::Error::Unsupported`] where SciPy would use a permutation test (auto, n <= 13
/// with ties or zeros).
///
/// ```
/// use gsci_stats::{wilcoxon, WilcoxonOptions, Array, Device};
/// let d = Array::from_vec(vec![1.5f64, -0.5, 2.0, 3.5, 4.0, -1.0, 2.5], &[7], &Device::cpu())?;
/// let r = wilcoxon(&d, None, &WilcoxonOptions::default())?;
/// assert_eq!(r.statistic.item()?, 3.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn wilcoxon<T: StatsFloat>(
    x: &Array<T>,
    y: Option<&Array<T>>,
    opts: &WilcoxonOptions,
) -> Result<TestResult<T>> {
    const OP: &str = "wilcoxon";
    let d = match y {
        Some(y) => {
            if x.shape() != y.shape() {
                return Err(invalid(
                    OP,
                    format!(
                        "x and y must have the same shape, got {:?} and {:?}",
                        x.shape(),
                        y.shape()
                    ),
                ));
            }
            (x - y)?
        }
        None => x.clone(),
    };
    let (d, ax) = along(OP, &d, Some(opts.axis))?;
    let (rows, batch) = to_rows(&d, ax)?;
    let n_all = rows.shape()[1];
    let zero: Array<bool> = ufunc::equal(&rows, 0.0)?;
    let n_zero = reduce::sum(&zero, &ReduceOptions::axes(&[1]))?;
    let dn = crate::common::select(&zero, &full0(f64::NAN, &rows)?, &rows)?;
    let absd = ufunc::absolute::<T>(&dn)?;
    let (r, tie) = crate::rank::rank_rows_average(&absd)?;
    let dn64 = dn.astype::<f64>()?;
    let pos = ufunc::greater::<bool>(&dn64, 0.0)?.astype::<f64>()?;
    let neg = ufunc::less::<bool>(&dn64, 0.0)?.astype::<f64>()?;
    let rows1 = ReduceOptions::axes(&[1]);
    let r_plus = reduce::sum(&(&pos * &r)?, &rows1)?;
    let r_minus = reduce::sum(&(&neg * &r)?, &rows1)?;
    let nnan = reduce::sum(&ufunc::isnan::<bool>(&dn64)?, &rows1)?.astype::<f64>()?;
    let count = (n_all as f64 - &nnan)?;
    let has_ties = reduce::any(
        &ufunc::greater::<bool>(&tie, 0.0)?,
        &ReduceOptions::default(),
    )?
    .item()?;
    let any_zero = reduce::any(
        &ufunc::greater::<bool>(&n_zero, 0)?,
        &ReduceOptions::default(),
    )?
    .item()?;
    let method = match opts.method {
        WilcoxonMethod::Auto if n_all > 50 => WilcoxonMethod::Asymptotic,
        WilcoxonMethod::Auto if !(has_ties || any_zero) => WilcoxonMethod::Exact,
        WilcoxonMethod::Auto if n_all <= 13 => {
            return Err(unsupported(
                "wilcoxon's permutation test (n <= 13 with ties or zeros): pass method Asymptotic",
            ));
        }
        WilcoxonMethod::Auto => WilcoxonMethod::Asymptotic,
        m => m,
    };
    let p = match method {
        WilcoxonMethod::Exact => {
            let rp = r_plus.to_vec()?;
            let cn = count.to_vec()?;
            let mut ps = Vec::with_capacity(rp.len());
            for (&r, &c) in rp.iter().zip(&cn) {
                let n = c as usize;
                let pmf = wilcoxon_pmf(n);
                let mean = c * (c + 1.0) / 4.0;
                let cdf = wil_cdf(&pmf, r.ceil() as i64, mean);
                let sf = wil_sf(&pmf, r.floor() as i64, mean);
                ps.push(match opts.alternative {
                    Alternative::Less => cdf,
                    Alternative::Greater => sf,
                    Alternative::TwoSided => (2.0 * sf.min(cdf)).clamp(0.0, 1.0),
                });
            }
            Array::from_vec(ps, &[rp.len()], rows.device())?
        }
        _ => {
            let mn = (&(&count * &(&count + 1.0)?)? * 0.25)?;
            let se = (&(&count * &(&count + 1.0)?)? * &(&(&count * 2.0)? + 1.0)?)?;
            let se = ufunc::sqrt::<f64>(&(&(&se - &(&tie / 2.0)?)? / 24.0)?)?;
            let mut z = (&(&r_plus - &mn)? / &se)?;
            if opts.correction {
                let sign = match opts.alternative {
                    Alternative::Greater => full0(1.0, &z)?,
                    Alternative::Less => full0(-1.0, &z)?,
                    Alternative::TwoSided => ufunc::sign::<f64>(&z)?,
                };
                z = (&z - &(&(&sign * 0.5)? / &se)?)?;
            }
            match opts.alternative {
                Alternative::Less => gsci_special::ndtr::<f64>(&z)?,
                Alternative::Greater => gsci_special::ndtr::<f64>(&(-&z)?)?,
                Alternative::TwoSided => {
                    (&gsci_special::ndtr::<f64>(&(-&ufunc::absolute::<f64>(&z)?)?)? * 2.0)?
                }
            }
        }
    };
    let stat = match opts.alternative {
        Alternative::TwoSided => ufunc::minimum::<f64>(&r_plus, &r_minus)?,
        _ => r_plus,
    };
    Ok(TestResult {
        statistic: stat.reshape(&batch)?.astype::<T>()?,
        pvalue: p.reshape(&batch)?.astype::<T>()?,
    })
}

// ------------------------------------------------------------------------------ binomtest

/// The result of [`binomtest`] (host values, as SciPy's Python floats).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct BinomTestResult {
    /// Number of successes.
    pub k: u64,
    /// Number of trials.
    pub n: u64,
    /// The estimated proportion `k / n`.
    pub statistic: f64,
    /// The p-value.
    pub pvalue: f64,
}

/// Keyword arguments of [`binomtest`].
#[derive(Clone, Debug, PartialEq)]
pub struct BinomtestOptions {
    /// The hypothesized probability of success. Default 0.5.
    pub p: f64,
    /// The alternative hypothesis.
    pub alternative: Alternative,
}

impl Default for BinomtestOptions {
    fn default() -> Self {
        BinomtestOptions {
            p: 0.5,
            alternative: Alternative::TwoSided,
        }
    }
}

fn binom_pmf(k: f64, n: f64, p: f64) -> f64 {
    use gsci_special::scalar::gamma::gammaln;
    if k < 0.0 || k > n {
        return 0.0;
    }
    let c = gammaln(n + 1.0) - gammaln(k + 1.0) - gammaln(n - k + 1.0);
    let lp = if k == 0.0 { 0.0 } else { k * p.ln() };
    let lq = if n - k == 0.0 {
        0.0
    } else {
        (n - k) * (-p).ln_1p()
    };
    (c + lp + lq).exp()
}

fn binom_cdf(k: f64, n: f64, p: f64) -> f64 {
    if k < 0.0 {
        0.0
    } else if k >= n {
        1.0
    } else {
        gsci_special::scalar::gamma::bdtr(k.floor(), n, p)
    }
}

fn binom_sf(k: f64, n: f64, p: f64) -> f64 {
    if k < 0.0 {
        1.0
    } else if k >= n {
        0.0
    } else {
        gsci_special::scalar::gamma::bdtrc(k.floor(), n, p)
    }
}

fn search_binom(a: &dyn Fn(f64) -> f64, d: f64, mut lo: f64, mut hi: f64) -> f64 {
    while lo < hi {
        let mid = lo + ((hi - lo) / 2.0).floor();
        let v = a(mid);
        if v < d {
            lo = mid + 1.0;
        } else if v > d {
            hi = mid - 1.0;
        } else {
            return mid;
        }
    }
    if a(lo) <= d { lo } else { lo - 1.0 }
}

/// The exact binomial test of `k` successes in `n` trials against success probability `p`.
///
/// Equivalent to `scipy.stats.binomtest` (the two-sided p-value sums the outcomes no more
/// likely than `k`, with SciPy's relative tolerance 1e-7).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for `k > n`, `n == 0` or `p` outside `[0, 1]`.
///
/// ```
/// use gsci_stats::{binomtest, BinomtestOptions};
/// let r = binomtest(7, 20, &BinomtestOptions { p: 0.3, ..Default::default() })?;
/// assert!((r.pvalue - 0.6294979666766769).abs() < 1e-12);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn binomtest(k: u64, n: u64, opts: &BinomtestOptions) -> Result<BinomTestResult> {
    const OP: &str = "binomtest";
    if n == 0 || k > n {
        return Err(invalid(
            OP,
            format!("need n >= 1 and k <= n, got k={k}, n={n}"),
        ));
    }
    let p = opts.p;
    if !(0.0..=1.0).contains(&p) {
        return Err(invalid(OP, format!("p must be in range [0, 1], got {p}")));
    }
    let (kf, nf) = (k as f64, n as f64);
    let pval = match opts.alternative {
        Alternative::Less => binom_cdf(kf, nf, p),
        Alternative::Greater => binom_sf(kf - 1.0, nf, p),
        Alternative::TwoSided => {
            let d = binom_pmf(kf, nf, p);
            let rerr = 1.0 + 1e-7;
            let v = if kf == p * nf {
                1.0
            } else if kf < p * nf {
                let f = |x: f64| -binom_pmf(x, nf, p);
                let ix = search_binom(&f, -d * rerr, (p * nf).ceil(), nf);
                let y = nf - ix
                    + if d * rerr == binom_pmf(ix, nf, p) {
                        1.0
                    } else {
                        0.0
                    };
                binom_cdf(kf, nf, p) + binom_sf(nf - y, nf, p)
            } else {
                let f = |x: f64| binom_pmf(x, nf, p);
                let ix = search_binom(&f, d * rerr, 0.0, (p * nf).floor());
                let y = ix + 1.0;
                binom_cdf(y - 1.0, nf, p) + binom_sf(kf - 1.0, nf, p)
            };
            v.min(1.0)
        }
    };
    Ok(BinomTestResult {
        k,
        n,
        statistic: kf / nf,
        pvalue: pval,
    })
}

// ------------------------------------------------------------------------------ boxcox_llf

/// The Box-Cox log-likelihood of the (positive) data for the transformation parameter `lmb`,
/// along `axis`.
///
/// Equivalent to `scipy.stats.boxcox_llf(lmb, data, axis=axis)` (the variance of `x^lmb` is
/// taken in log space, as SciPy does, for accuracy at large `|lmb|`).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis.
///
/// ```
/// use gsci_stats::{boxcox_llf, Array, Device};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 4.0, 8.0], &[4], &Device::cpu())?;
/// let l = boxcox_llf(0.0, &x, 0)?.item()?;
/// assert!(l.is_finite());
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn boxcox_llf<T: StatsFloat>(lmb: f64, data: &Array<T>, axis: isize) -> Result<Array<T>> {
    const OP: &str = "boxcox_llf";
    let (x, ax) = along(OP, data, Some(axis))?;
    let axs = [ax];
    let n = x.shape()[ax as usize] as f64;
    if n == 0.0 {
        return reduce::mean(&x, &ReduceOptions::axes(&axs));
    }
    let logdata = ufunc::log::<T>(&x)?;
    let logvar = if lmb == 0.0 {
        let v = reduce::var(
            &logdata,
            &VarOptions {
                axis: Some(&axs),
                ddof: 0.0,
                keepdims: false,
            },
        )?;
        ufunc::log::<T>(&v)?
    } else {
        // log(mean((x^l - mean(x^l))^2)) - 2 log|l| in log space:
        let logx = (&logdata * lmb)?;
        let keep = ReduceOptions::axes(&axs).keepdims(true);
        let logmean = (&reduce::logsumexp(&logx, &keep)? - n.ln())?;
        // log|exp(logx) - exp(logmean)| = logmean + log|expm1(logx - logmean)|
        let dev = (&logmean
            + &ufunc::log::<T>(&ufunc::absolute::<T>(&ufunc::expm1::<T>(
                &(&logx - &logmean)?,
            )?)?)?)?;
        let lv = (&reduce::logsumexp(&(&dev * 2.0)?, &ReduceOptions::axes(&axs))? - n.ln())?;
        (&lv - 2.0 * lmb.abs().ln())?
    };
    let s = reduce::sum(&logdata, &ReduceOptions::axes(&axs))?;
    &(&s * (lmb - 1.0))? - &(&logvar * (n / 2.0))?
}

// ------------------------------------------------------------------------------ ecdf

/// The empirical distribution of a sample (SciPy's `ECDFResult`, its `cdf` and `sf` step
/// functions as arrays).
#[derive(Clone, Debug)]
pub struct EcdfResult<T: StatsFloat> {
    /// The distinct sample values, sorted.
    pub quantiles: Array<T>,
    /// The empirical cdf at each of them (`cdf.probabilities`).
    pub cdf_probabilities: Array<f64>,
    /// The empirical sf at each of them (`sf.probabilities`).
    pub sf_probabilities: Array<f64>,
}

/// The empirical cumulative distribution function of a 1-D (uncensored) sample.
///
/// Equivalent to `scipy.stats.ecdf(sample)`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when the sample is not 1-D, is empty or holds NaN.
///
/// ```
/// use gsci_stats::{ecdf, Array, Device};
/// let x = Array::from_vec(vec![3.0f64, 1.0, 3.0, 2.0], &[4], &Device::cpu())?;
/// let e = ecdf(&x)?;
/// assert_eq!(e.quantiles.to_vec()?, vec![1.0, 2.0, 3.0]);
/// assert_eq!(e.cdf_probabilities.to_vec()?, vec![0.25, 0.5, 1.0]);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn ecdf<T: StatsFloat>(sample: &Array<T>) -> Result<EcdfResult<T>> {
    const OP: &str = "ecdf";
    if sample.ndim() != 1 || sample.is_empty() {
        return Err(invalid(
            OP,
            format!(
                "sample must be a non-empty 1-D array, got shape {:?}",
                sample.shape()
            ),
        ));
    }
    if crate::common::has_nan(sample)? {
        return Err(invalid(OP, "sample must not contain NaN"));
    }
    let u = unique(
        sample,
        &UniqueOptions {
            return_counts: true,
            ..Default::default()
        },
    )?;
    let counts = u
        .counts
        .ok_or_else(|| invalid(OP, "internal: unique returned no counts"))?;
    let events: Array<i64> =
        gsci_core::cumsum(&counts, &gsci_core::scan::CumulativeOptions { axis: None })?;
    let n = sample.len() as f64;
    let cdf = (&events.astype::<f64>()? / n)?;
    let sf = (1.0 - &cdf)?;
    Ok(EcdfResult {
        quantiles: u.values,
        cdf_probabilities: cdf,
        sf_probabilities: sf,
    })
}

// ------------------------------------------------------------------------------ fit

/// Maximum-likelihood `(loc, scale)` of the normal distribution: the mean and the (biased)
/// standard deviation of the data (host values, as SciPy's floats).
///
/// Equivalent to `scipy.stats.norm.fit(data)`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for empty or non-finite data.
///
/// ```
/// use gsci_stats::{norm_fit, Array, Device};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let (loc, scale) = norm_fit(&x)?;
/// assert_eq!(loc, 2.5);
/// assert!((scale - 1.118033988749895).abs() < 1e-15);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn norm_fit<T: StatsFloat>(data: &Array<T>) -> Result<(f64, f64)> {
    const OP: &str = "norm_fit";
    check_fit(OP, data)?;
    let flat = data.reshape(&[-1])?;
    let loc = reduce::mean(&flat, &ReduceOptions::default())?;
    let d = (&flat - &loc)?;
    let v = reduce::mean(&(&d * &d)?, &ReduceOptions::default())?;
    Ok((loc.item()?.as_f64(), v.item()?.as_f64().sqrt()))
}

/// Maximum-likelihood `(loc, scale)` of the exponential distribution: `loc = min(data)`,
/// `scale = mean(data) - loc`.
///
/// Equivalent to `scipy.stats.expon.fit(data)`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for empty or non-finite data.
///
/// ```
/// use gsci_stats::{expon_fit, Array, Device};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 6.0], &[4], &Device::cpu())?;
/// assert_eq!(expon_fit(&x)?, (1.0, 2.0));
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn expon_fit<T: StatsFloat>(data: &Array<T>) -> Result<(f64, f64)> {
    const OP: &str = "expon_fit";
    check_fit(OP, data)?;
    let flat = data.reshape(&[-1])?;
    let loc = reduce::min(&flat, &ReduceOptions::default())?
        .item()?
        .as_f64();
    let m = reduce::mean(&flat, &ReduceOptions::default())?
        .item()?
        .as_f64();
    Ok((loc, m - loc))
}

fn check_fit<T: StatsFloat>(op: &'static str, data: &Array<T>) -> Result<()> {
    if data.is_empty() {
        return Err(invalid(op, "data must not be empty"));
    }
    let fin: Array<bool> = ufunc::isfinite(data)?;
    if !reduce::all(&fin, &ReduceOptions::default())?.item()? {
        return Err(invalid(op, "the data contains non-finite values"));
    }
    Ok(())
}

// ------------------------------------------------------------------------------ ks_2samp

/// The result of [`ks_2samp`] (SciPy's `KstestResult`).
#[derive(Clone, Debug)]
pub struct KstestResult<T: StatsFloat> {
    /// The KS statistic.
    pub statistic: Array<T>,
    /// The p-value.
    pub pvalue: Array<T>,
    /// The value at which the statistic is attained.
    pub statistic_location: Array<T>,
    /// +1 where the statistic is `D+` (the first sample's ecdf above the second's, or the
    /// sample's ecdf above the distribution's cdf), else -1 (SciPy's int8).
    pub statistic_sign: Array<i8>,
}

/// `P(D >= h / lcm)` for equal sample sizes `n` (two-sided): SciPy's
/// `_compute_prob_outside_square`.
fn prob_outside_square(n: u64, h: u64) -> f64 {
    let mut p = 0.0;
    let mut k = (n / h) as i64;
    while k >= 0 {
        let mut p1 = 1.0;
        for j in 0..h {
            let (kk, jj) = (k as f64, j as f64);
            let (nf, hf) = (n as f64, h as f64);
            p1 = (nf - kk * hf - jj) * p1 / (nf + kk * hf + jj + 1.0);
        }
        p = p1 * (1.0 - p);
        k -= 1;
    }
    2.0 * p
}

/// `P(D >= h / lcm)` for sizes `m, n` (two-sided): one minus the probability that a uniformly
/// random lattice path from (0, 0) to (m, n) stays where `|i n/g - j m/g| < h`, by the
/// normalised recursion `p(i, j) = i/(i+j) p(i-1, j) + j/(i+j) p(i, j-1)`.
fn prob_outside_lattice(m: u64, n: u64, g: u64, h: u64) -> f64 {
    let (mg, ng) = ((m / g) as i64, (n / g) as i64);
    let h = h as i64;
    let inside = |i: i64, j: i64| (i * ng - j * mg).abs() < h;
    let n = n as usize;
    let mut col = vec![0.0f64; n + 1];
    col[0] = 1.0;
    for j in 1..=n {
        col[j] = if inside(0, j as i64) { col[j - 1] } else { 0.0 };
    }
    for i in 1..=m as i64 {
        col[0] = if inside(i, 0) { col[0] } else { 0.0 };
        for j in 1..=n {
            col[j] = if inside(i, j as i64) {
                let (fi, fj) = (i as f64, j as f64);
                (fi * col[j] + fj * col[j - 1]) / (fi + fj)
            } else {
                0.0
            };
        }
    }
    1.0 - col[n]
}

/// SciPy's `_count_paths_outside_method` (one-sided, unequal sizes).
fn count_paths_outside(m: u64, n: u64, g: u64, h: u64) -> f64 {
    use gsci_special::scalar::gamma::binom;
    let (m, n) = if m < n { (n, m) } else { (m, n) };
    let (m, n, g, h) = (m as i64, n as i64, g as i64, h as i64);
    let mg = m / g;
    let ng = n / g;
    // Python's floor division
    let lxj = (n + (mg - h).div_euclid(mg)).max(0);
    let xj: Vec<i64> = (0..lxj)
        .map(|j| (h + mg * j + ng - 1).div_euclid(ng))
        .collect();
    if lxj == 0 {
        return binom((m + n) as f64, n as f64);
    }
    let lx = lxj as usize;
    let mut b = vec![0.0; lx];
    b[0] = 1.0;
    for j in 1..lx {
        let mut bj = binom((xj[j] + j as i64) as f64, j as f64);
        for i in 0..j {
            let bin = binom((xj[j] - xj[i] + (j - i) as i64) as f64, (j - i) as f64);
            bj -= bin * b[i];
        }
        b[j] = bj;
    }
    let mut num = 0.0;
    for (j, bj) in b.iter().enumerate() {
        let jj = j as i64;
        let bin = binom(((m - xj[j]) + (n - jj)) as f64, (n - jj) as f64);
        num += bj * bin;
    }
    num
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The two-sample Kolmogorov-Smirnov test of two 1-D samples.
///
/// Equivalent to `scipy.stats.ks_2samp(data1, data2, alternative, method)`. The statistic and
/// the exact lattice-path p-value are computed on the host (the data are copied there once);
/// `method = Auto` is exact up to 10000 points per sample and asymptotic above (two-sided:
/// `kstwo.sf(d, round(n1 n2 / (n1 + n2)))`; one-sided: SciPy's exponential approximation), and
/// `Exact` falls back to `Asymp` where the exact count overflows, as SciPy does. Results are
/// 0-d arrays on the input's device.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for empty or non-1-D samples, or `method = Approx`.
///
/// ```
/// use gsci_stats::{ks_2samp, Ks2sampOptions, Array, Device};
/// let a = Array::from_vec(vec![0.1f64, 0.5, 0.9, 1.3], &[4], &Device::cpu())?;
/// let b = Array::from_vec(vec![1.0f64, 1.5, 2.0, 2.5], &[4], &Device::cpu())?;
/// let r = ks_2samp(&a, &b, &Ks2sampOptions::default())?;
/// assert_eq!(r.statistic.item()?, 0.75);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn ks_2samp<T: StatsFloat>(
    data1: &Array<T>,
    data2: &Array<T>,
    opts: &crate::Ks2sampOptions,
) -> Result<KstestResult<T>> {
    ks_2samp_impl("ks_2samp", data1, data2, opts)
}

pub(crate) fn ks_2samp_impl<T: StatsFloat>(
    op: &'static str,
    data1: &Array<T>,
    data2: &Array<T>,
    opts: &crate::Ks2sampOptions,
) -> Result<KstestResult<T>> {
    use crate::KsMethod;
    let alternative = opts.alternative;
    if data1.ndim() != 1 || data2.ndim() != 1 || data1.is_empty() || data2.is_empty() {
        return Err(invalid(
            op,
            format!(
                "data must be non-empty 1-D arrays, got {:?} and {:?}",
                data1.shape(),
                data2.shape()
            ),
        ));
    }
    if opts.method == KsMethod::Approx {
        return Err(invalid(
            op,
            "method Approx is a one-sample method; two samples take Auto, Exact or Asymp",
        ));
    }
    let mut x: Vec<f64> = data1.to_vec()?.iter().map(|v| v.as_f64()).collect();
    let mut y: Vec<f64> = data2.to_vec()?.iter().map(|v| v.as_f64()).collect();
    x.sort_by(|a, b| a.total_cmp(b));
    y.sort_by(|a, b| a.total_cmp(b));
    let (n1, n2) = (x.len(), y.len());
    let all: Vec<f64> = x.iter().chain(&y).copied().collect();
    let right = |s: &[f64], v: f64| s.partition_point(|&e| e <= v) as f64;
    let mut amin = 0;
    let mut amax = 0;
    let mut dmin = f64::INFINITY;
    let mut dmax = f64::NEG_INFINITY;
    for (i, &v) in all.iter().enumerate() {
        let c = right(&x, v) / n1 as f64 - right(&y, v) / n2 as f64;
        if c < dmin {
            dmin = c;
            amin = i;
        }
        if c > dmax {
            dmax = c;
            amax = i;
        }
    }
    let min_s = (-dmin).clamp(0.0, 1.0);
    let max_s = dmax;
    let (mut d, loc, sign) = if alternative == Alternative::Less
        || (alternative == Alternative::TwoSided && min_s > max_s)
    {
        (min_s, all[amin], -1i8)
    } else {
        (max_s, all[amax], 1i8)
    };
    let (n1u, n2u) = (n1 as u64, n2 as u64);
    let g = gcd(n1u, n2u);
    let mut exact = match opts.method {
        KsMethod::Auto => n1.max(n2) <= 10000,
        KsMethod::Exact => (n1u / g) < (i32::MAX as u64) / (n2u / g),
        _ => false,
    };
    let mut prob = f64::NAN;
    if exact {
        let lcm = (n1u / g) * n2u;
        let h = (d * lcm as f64).round() as u64;
        d = h as f64 / lcm as f64;
        prob = if h == 0 {
            1.0
        } else if alternative == Alternative::TwoSided {
            if n1 == n2 {
                prob_outside_square(n1u, h)
            } else {
                prob_outside_lattice(n1u, n2u, g, h)
            }
        } else if n1 == n2 {
            (0..h)
                .map(|j| (n1 as f64 - j as f64) / (n1 as f64 + j as f64 + 1.0))
                .product()
        } else {
            let num = count_paths_outside(n1u, n2u, g, h);
            let bin = gsci_special::scalar::gamma::binom((n1 + n2) as f64, n1 as f64);
            if num > bin || bin.is_infinite() {
                f64::NAN
            } else {
                num / bin
            }
        };
        if !(0.0..=1.0).contains(&prob) {
            exact = false;
        }
    }
    if !exact {
        prob = crate::ks::ks_2samp_asymp(n1, n2, d, alternative);
    }
    let dev = data1.device();
    Ok(KstestResult {
        statistic: Array::scalar(T::of(d), dev)?,
        pvalue: Array::scalar(T::of(prob.clamp(0.0, 1.0)), dev)?,
        statistic_location: Array::scalar(T::of(loc), dev)?,
        statistic_sign: Array::scalar(sign, dev)?,
    })
}

// ------------------------------------------------------------------------------ binned_statistic

/// SciPy's `statistic` of [`binned_statistic`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BinnedStatistic {
    /// The mean of the values in each bin (NaN for an empty bin; the default).
    #[default]
    Mean,
    /// The population standard deviation (NaN for an empty bin).
    Std,
    /// The number of points.
    Count,
    /// The sum of the values (0 for an empty bin).
    Sum,
    /// The median of the values (NaN for an empty bin; a NaN sorts last, as in SciPy).
    Median,
    /// The smallest value (NaN for an empty bin; NaNs are skipped unless all are NaN, as
    /// SciPy's).
    Min,
    /// The largest value (NaN for an empty bin or one holding a NaN, as SciPy's).
    Max,
}

/// SciPy's `bins` of [`binned_statistic`].
#[derive(Clone, Debug, PartialEq)]
pub enum BinSpec {
    /// This many equal-width bins over `range` (or the data's range).
    Count(usize),
    /// The bin edges, increasing.
    Edges(Vec<f64>),
}

impl Default for BinSpec {
    fn default() -> Self {
        BinSpec::Count(10)
    }
}

/// Keyword arguments of [`binned_statistic`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BinnedStatisticOptions {
    /// The statistic of each bin.
    pub statistic: BinnedStatistic,
    /// The bins.
    pub bins: BinSpec,
    /// The range of equal-width bins; `None` is `(min(x), max(x))`.
    pub range: Option<(f64, f64)>,
}

/// The result of [`binned_statistic`] (SciPy's `BinnedStatisticResult`).
#[derive(Clone, Debug)]
pub struct BinnedStatisticResult {
    /// The statistic of each bin.
    pub statistic: Array<f64>,
    /// The bin edges (`bins + 1`).
    pub bin_edges: Array<f64>,
    /// The bin of each point: 1..=bins inside, 0 and bins + 1 for the outliers.
    pub binnumber: Array<i64>,
}

/// A statistic of `values` within the bins of `x` (1-D).
///
/// Equivalent to `scipy.stats.binned_statistic(x, values, statistic, bins, range)` for the
/// statistics `mean`, `std`, `count`, `sum` (through `bincount` with weights on the device) and
/// `median`, `min`, `max` (through a stable sort by value and by bin on the device).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when `x` and `values` are not 1-D of one length, for
/// zero bins, decreasing edges or a reversed range.
///
/// ```
/// use gsci_stats::{binned_statistic, BinnedStatisticOptions, BinSpec, Array, Device};
/// let x = Array::from_vec(vec![0.0f64, 1.0, 2.0, 3.0], &[4], &Device::cpu())?;
/// let v = Array::from_vec(vec![1.0f64, 3.0, 5.0, 7.0], &[4], &Device::cpu())?;
/// let o = BinnedStatisticOptions { bins: BinSpec::Count(2), ..Default::default() };
/// let r = binned_statistic(&x, &v, &o)?;
/// assert_eq!(r.statistic.to_vec()?, vec![2.0, 6.0]);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn binned_statistic<T: StatsFloat>(
    x: &Array<T>,
    values: &Array<T>,
    opts: &BinnedStatisticOptions,
) -> Result<BinnedStatisticResult> {
    const OP: &str = "binned_statistic";
    if x.ndim() != 1 || values.shape() != x.shape() {
        return Err(invalid(
            OP,
            format!(
                "x and values must be 1-D of one length, got {:?} and {:?}",
                x.shape(),
                values.shape()
            ),
        ));
    }
    let b = bin_points::<T>(
        OP,
        &[x.astype::<f64>()?],
        std::slice::from_ref(&opts.bins),
        &[opts.range],
    )?;
    let full = binned_values(
        &b.linear,
        &values.astype::<f64>()?,
        b.cells(),
        opts.statistic,
    )?;
    let statistic = strip_outliers(&full, &[], &b.nb)?;
    let mut edges = b.edge_arrays(x.device())?;
    Ok(BinnedStatisticResult {
        statistic,
        bin_edges: edges.remove(0),
        binnumber: b.linear,
    })
}

/// One dimension's bin edges (rounded to `T`, as SciPy keeps the sample's precision) and the
/// bin number of each point (0 and `nb + 1` are the outliers; the rightmost edge belongs to the
/// last bin, as SciPy's `_bin_numbers`).
fn bin_dim<T: StatsFloat>(
    op: &'static str,
    xf: &Array<f64>,
    bins: &BinSpec,
    range: Option<(f64, f64)>,
) -> Result<(Vec<f64>, Array<i64>)> {
    let edges: Vec<f64> = match bins {
        BinSpec::Count(nb) => {
            if *nb == 0 {
                return Err(invalid(op, "bins must be a positive integer, got 0"));
            }
            let (mut lo, mut hi) = match range {
                Some((a, b)) => {
                    if b < a || !a.is_finite() || !b.is_finite() {
                        return Err(invalid(
                            op,
                            format!("in range, start must be <= stop and finite, got ({a}, {b})"),
                        ));
                    }
                    (a, b)
                }
                None if xf.is_empty() => (0.0, 1.0),
                None => (
                    reduce::min(xf, &ReduceOptions::default())?.item()?,
                    reduce::max(xf, &ReduceOptions::default())?.item()?,
                ),
            };
            if lo == hi {
                lo -= 0.5;
                hi += 0.5;
            }
            // numpy.linspace(lo, hi, nb + 1), then cast to the sample's dtype
            let div = *nb as f64;
            let step = (hi - lo) / div;
            let mut e: Vec<f64> = (0..=*nb).map(|i| i as f64 * step + lo).collect();
            e[*nb] = hi;
            e.into_iter().map(|v| T::of(v).as_f64()).collect()
        }
        BinSpec::Edges(e) => {
            if e.len() < 2 || e.iter().any(|v| v.is_nan()) || e.windows(2).any(|w| w[1] < w[0]) {
                return Err(invalid(
                    op,
                    "bin edges must be at least two increasing values",
                ));
            }
            e.iter().map(|&v| T::of(v).as_f64()).collect()
        }
    };
    let nb = edges.len() - 1;
    let dmin = edges
        .windows(2)
        .map(|w| w[1] - w[0])
        .fold(f64::INFINITY, f64::min);
    if dmin == 0.0 {
        return Err(invalid(op, "the smallest edge difference is numerically 0"));
    }
    let bn = gsci_core::digitize(
        xf,
        &edges,
        &gsci_core::stats_ops::DigitizeOptions { right: false },
    )?;
    // points on the rightmost edge go into the last bin (SciPy rounds to the edges' precision)
    let decimal = (-dmin.log10()) as i32 + 6;
    let last = edges[nb];
    let xr: Array<f64> = ufunc::round(xf, decimal)?;
    let lr = {
        let m = 10f64.powi(decimal);
        (last * m).round_ties_even() / m
    };
    let on_edge: Array<bool> = ufunc::logical_and(
        &ufunc::greater_equal::<bool>(xf, last)?,
        &ufunc::equal::<bool>(&xr, lr)?,
    )?;
    let bn = (&bn - &on_edge.astype::<i64>()?)?;
    Ok((edges, bn))
}

/// The bins of points in `D` dimensions (SciPy's `_bin_edges` and `_bin_numbers`).
struct Binning {
    /// The edges of each dimension.
    edges: Vec<Vec<f64>>,
    /// The bin number of each point in each dimension (0 and `nb + 1` are the outliers).
    dims: Vec<Array<i64>>,
    /// The row-major bin number in the grid of `(nb + 2, ...)` cells.
    linear: Array<i64>,
    /// The number of bins of each dimension (without the outliers).
    nb: Vec<usize>,
}

impl Binning {
    /// The number of cells, outliers included.
    fn cells(&self) -> usize {
        self.nb.iter().map(|n| n + 2).product()
    }

    fn edge_arrays(&self, dev: &gsci_core::Device) -> Result<Vec<Array<f64>>> {
        self.edges
            .iter()
            .map(|e| Array::from_vec(e.clone(), &[e.len()], dev))
            .collect()
    }
}

/// Bins the columns `cols` (one per dimension) by `bins` and `ranges`.
fn bin_points<T: StatsFloat>(
    op: &'static str,
    cols: &[Array<f64>],
    bins: &[BinSpec],
    ranges: &[Option<BinRange>],
) -> Result<Binning> {
    let mut edges = Vec::with_capacity(cols.len());
    let mut dims = Vec::with_capacity(cols.len());
    let mut nb = Vec::with_capacity(cols.len());
    let mut linear: Option<Array<i64>> = None;
    for ((c, b), r) in cols.iter().zip(bins).zip(ranges) {
        let (e, bn) = bin_dim::<T>(op, c, b, *r)?;
        let n = e.len() - 1;
        linear = Some(match linear {
            None => bn.clone(),
            Some(l) => (&(&l * (n as i64 + 2))? + &bn)?,
        });
        edges.push(e);
        dims.push(bn);
        nb.push(n);
    }
    let linear = linear.ok_or_else(|| invalid(op, "the sample needs at least one dimension"))?;
    Ok(Binning {
        edges,
        dims,
        linear,
        nb,
    })
}

/// `full` of `lead + [prod(nb + 2)]` as `lead + nb`: the outlier cells cut off.
fn strip_outliers(full: &Array<f64>, lead: &[usize], nb: &[usize]) -> Result<Array<f64>> {
    let shape: Vec<isize> = lead
        .iter()
        .map(|&l| l as isize)
        .chain(nb.iter().map(|&n| n as isize + 2))
        .collect();
    let mut g = full.reshape(&shape)?;
    for (i, &n) in nb.iter().enumerate() {
        g = g.slice_axis((lead.len() + i) as isize, Some(1), Some(n as isize + 1), 1)?;
    }
    g.copy()
}

/// The statistic of `vals` per flat bin number (`nbin` bins, outliers included).
fn binned_values(
    bn: &Array<i64>,
    vals: &Array<f64>,
    nbin: usize,
    statistic: BinnedStatistic,
) -> Result<Array<f64>> {
    let bo = gsci_core::stats_ops::BincountOptions { minlength: nbin };
    let count = gsci_core::bincount(bn, &bo)?;
    let countf = count.astype::<f64>()?;
    let nz: Array<bool> = ufunc::greater(&countf, 0.0)?;
    let nan_empty = |r: &Array<f64>| crate::common::select(&nz, r, &full0(f64::NAN, r)?);
    Ok(match statistic {
        BinnedStatistic::Count => countf,
        BinnedStatistic::Sum => gsci_core::stats_ops::bincount_weighted(bn, vals, &bo)?,
        BinnedStatistic::Mean | BinnedStatistic::Std => {
            let sum = gsci_core::stats_ops::bincount_weighted(bn, vals, &bo)?;
            let mean = (&sum / &countf)?;
            let r = if statistic == BinnedStatistic::Mean {
                mean
            } else {
                let delta = (vals - &gsci_core::take(&mean, bn, None)?)?;
                let ss = gsci_core::stats_ops::bincount_weighted(bn, &(&delta * &delta)?, &bo)?;
                ufunc::sqrt::<f64>(&(&ss / &countf)?)?
            };
            nan_empty(&r)?
        }
        BinnedStatistic::Median | BinnedStatistic::Min | BinnedStatistic::Max => {
            let n = bn.size();
            if n == 0 {
                return Array::full(&[nbin], f64::NAN, vals.device());
            }
            // the values grouped by bin, increasing within a bin (NaN last): SciPy's
            // lexsort((values, binnumber))
            let so = gsci_core::sort::SortOptions::default();
            let by_value = gsci_core::sort::argsort(vals, &so)?;
            let by_bin = gsci_core::sort::argsort(&gsci_core::take(bn, &by_value, None)?, &so)?;
            let order = gsci_core::take(&by_value, &by_bin, None)?;
            let sorted = gsci_core::take(vals, &order, None)?;
            let ends: Array<i64> =
                gsci_core::cumsum(&count, &gsci_core::scan::CumulativeOptions { axis: None })?;
            let start = (&ends - &count)?;
            let last = n as i64 - 1;
            let pick =
                |i: &Array<i64>| gsci_core::take(&sorted, &i.clip(Some(0), Some(last))?, None);
            let r = match statistic {
                BinnedStatistic::Median => {
                    // elements floor((c - 1) / 2) and ceil((c - 1) / 2) of each bin
                    let a = pick(&(&start + &(&(&count - 1i64)? >> 1i64)?)?)?;
                    let b = pick(&(&start + &(&count >> 1i64)?)?)?;
                    (&(&a + &b)? / 2.0)?
                }
                BinnedStatistic::Min => pick(&start)?,
                _ => pick(&(&ends - 1i64)?)?,
            };
            nan_empty(&r)?
        }
    })
}

/// A `(low, high)` range of equal-width bins.
pub type BinRange = (f64, f64);

/// Keyword arguments of [`binned_statistic_2d`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BinnedStatistic2dOptions {
    /// The statistic of each bin.
    pub statistic: BinnedStatistic,
    /// The bins of `x` and of `y`.
    pub bins: (BinSpec, BinSpec),
    /// The ranges of `x` and `y` for equal-width bins.
    pub range: (Option<BinRange>, Option<BinRange>),
}

/// The result of [`binned_statistic_2d`] (SciPy's `BinnedStatistic2dResult`).
#[derive(Clone, Debug)]
pub struct BinnedStatistic2dResult {
    /// The statistic of each bin, `(nx, ny)`.
    pub statistic: Array<f64>,
    /// The bin edges of `x`.
    pub x_edge: Array<f64>,
    /// The bin edges of `y`.
    pub y_edge: Array<f64>,
    /// The linear bin number of each point in the `(nx + 2, ny + 2)` grid with outlier bins.
    pub binnumber: Array<i64>,
}

/// A statistic of `values` within the 2-D bins of `(x, y)`.
///
/// Equivalent to `scipy.stats.binned_statistic_2d(x, y, values, statistic, bins, range)`
/// (with `expand_binnumbers=False`; [`binned_statistic_dd`] expands them).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when `x`, `y`, `values` are not 1-D of one length,
/// for zero bins, decreasing edges or a reversed range.
///
/// ```
/// use gsci_stats::{binned_statistic_2d, BinnedStatistic, BinnedStatistic2dOptions, BinSpec, Array, Device};
/// let d = Device::cpu();
/// let x = Array::from_vec(vec![0.0f64, 0.0, 1.0, 1.0], &[4], &d)?;
/// let y = Array::from_vec(vec![0.0f64, 1.0, 0.0, 1.0], &[4], &d)?;
/// let o = BinnedStatistic2dOptions {
///     statistic: BinnedStatistic::Count,
///     bins: (BinSpec::Count(2), BinSpec::Count(2)),
///     ..Default::default()
/// };
/// let r = binned_statistic_2d(&x, &y, &x, &o)?;
/// assert_eq!(r.statistic.to_vec()?, vec![1.0, 1.0, 1.0, 1.0]);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn binned_statistic_2d<T: StatsFloat>(
    x: &Array<T>,
    y: &Array<T>,
    values: &Array<T>,
    opts: &BinnedStatistic2dOptions,
) -> Result<BinnedStatistic2dResult> {
    const OP: &str = "binned_statistic_2d";
    if x.ndim() != 1 || y.shape() != x.shape() || values.shape() != x.shape() {
        return Err(invalid(
            OP,
            format!(
                "x, y and values must be 1-D of one length, got {:?}, {:?} and {:?}",
                x.shape(),
                y.shape(),
                values.shape()
            ),
        ));
    }
    let b = bin_points::<T>(
        OP,
        &[x.astype::<f64>()?, y.astype::<f64>()?],
        &[opts.bins.0.clone(), opts.bins.1.clone()],
        &[opts.range.0, opts.range.1],
    )?;
    let full = binned_values(
        &b.linear,
        &values.astype::<f64>()?,
        b.cells(),
        opts.statistic,
    )?;
    let statistic = strip_outliers(&full, &[], &b.nb)?;
    let mut edges = b.edge_arrays(x.device())?;
    let y_edge = edges.remove(1);
    Ok(BinnedStatistic2dResult {
        statistic,
        x_edge: edges.remove(0),
        y_edge,
        binnumber: b.linear,
    })
}

/// SciPy's `bins` of [`binned_statistic_dd`].
#[derive(Clone, Debug, PartialEq)]
pub enum BinsDd {
    /// This many equal-width bins in every dimension (SciPy's integer `bins`; the sample must
    /// then be finite).
    All(usize),
    /// The bins of each dimension: a count or the edges.
    PerDim(Vec<BinSpec>),
}

impl Default for BinsDd {
    fn default() -> Self {
        BinsDd::All(10)
    }
}

/// Keyword arguments of [`binned_statistic_dd`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BinnedStatisticDdOptions {
    /// The statistic of each bin.
    pub statistic: BinnedStatistic,
    /// The bins.
    pub bins: BinsDd,
    /// The `(low, high)` range of each dimension, used where the bins are a count; `None` is the
    /// data's range.
    pub range: Option<Vec<BinRange>>,
    /// Whether `binnumber` is the `(D, N)` bin numbers per dimension instead of the linear ones
    /// (with `D > 1`).
    pub expand_binnumbers: bool,
}

/// The result of [`binned_statistic_dd`] (SciPy's `BinnedStatisticddResult`).
#[derive(Clone, Debug)]
pub struct BinnedStatisticDdResult {
    /// The statistic of each bin, `(nx1, nx2, ...)` (with the leading axis of 2-D `values`).
    pub statistic: Array<f64>,
    /// The bin edges of each dimension (`nxi + 1` each).
    pub bin_edges: Vec<Array<f64>>,
    /// The linear bin number of each point in the grid of `(nxi + 2, ...)` cells with the
    /// outlier bins, `(N,)`; with `expand_binnumbers` (and `D > 1`), `(D, N)`: the bin of each
    /// point in each dimension (1..=nxi inside, 0 and nxi + 1 outside).
    pub binnumber: Array<i64>,
}

/// A statistic of `values` within the `D`-dimensional bins of `sample`.
///
/// Equivalent to `scipy.stats.binned_statistic_dd(sample, values, statistic, bins, range,
/// expand_binnumbers)` for the statistics `mean`, `std`, `count`, `sum`, `median`, `min` and
/// `max`. `sample` is `(N, D)` (or `(N,)` for `D = 1`); `values` is `(N,)`, or `(V, N)` for `V`
/// sets of values (a leading axis of the statistic). All arithmetic is on the data's device;
/// the edges are computed on the host.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when `sample` is not 1-D or 2-D, `values` does not
/// have `N` elements along its last axis (except for `Count`, which does not read them), `bins`
/// or `range` do not have `D` entries, for a reversed range, zero bins, decreasing edges, an
/// empty sample without a range, and a non-finite sample with a bin count for all dimensions
/// (or a count without a range in the dimension that is not finite), as SciPy.
///
/// ```
/// use gsci_stats::{binned_statistic_dd, BinnedStatistic, BinnedStatisticDdOptions, BinsDd, Array, Device};
/// let d = Device::cpu();
/// let s = Array::from_vec(vec![0.0f64, 0.0, 0.0, 1.0, 1.0, 0.0, 1.0, 1.0], &[4, 2], &d)?;
/// let v = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &d)?;
/// let o = BinnedStatisticDdOptions {
///     statistic: BinnedStatistic::Max,
///     bins: BinsDd::All(2),
///     ..Default::default()
/// };
/// let r = binned_statistic_dd(&s, &v, &o)?;
/// assert_eq!(r.statistic.to_vec()?, vec![1.0, 2.0, 3.0, 4.0]);
/// assert_eq!(r.binnumber.to_vec()?, vec![5, 6, 9, 10]);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn binned_statistic_dd<T: StatsFloat>(
    sample: &Array<T>,
    values: &Array<T>,
    opts: &BinnedStatisticDdOptions,
) -> Result<BinnedStatisticDdResult> {
    const OP: &str = "binned_statistic_dd";
    let sf = sample.astype::<f64>()?;
    let (n, d) = match sample.shape() {
        [n] => (*n, 1),
        [n, d] if *d > 0 => (*n, *d),
        s => {
            return Err(invalid(
                OP,
                format!("sample must be (N, D) with D >= 1 (or (N,)), got shape {s:?}"),
            ));
        }
    };
    let cols: Vec<Array<f64>> = if sample.ndim() == 1 {
        vec![sf]
    } else {
        (0..d)
            .map(|i| sf.index_axis(1, i as isize))
            .collect::<Result<_>>()?
    };
    let lead: Vec<usize> = match values.shape() {
        [_] => vec![],
        [v, _] => vec![*v],
        s => {
            return Err(invalid(
                OP,
                format!("values must be (N,) or (V, N), got shape {s:?}"),
            ));
        }
    };
    let vlen = values.shape()[values.ndim() - 1];
    if opts.statistic != BinnedStatistic::Count && vlen != n {
        return Err(invalid(
            OP,
            format!(
                "the number of values elements ({vlen}) must match the length of each sample \
                 dimension ({n})"
            ),
        ));
    }
    let bins: Vec<BinSpec> = match &opts.bins {
        BinsDd::All(b) => vec![BinSpec::Count(*b); d],
        BinsDd::PerDim(b) => {
            if b.len() != d {
                return Err(invalid(
                    OP,
                    format!(
                        "bins must have one entry per dimension of the sample ({d}), got {}",
                        b.len()
                    ),
                ));
            }
            b.clone()
        }
    };
    let ranges: Vec<Option<BinRange>> = match &opts.range {
        None => {
            if n == 0 {
                return Err(invalid(
                    OP,
                    "an empty sample needs a range (SciPy takes the minimum of no values)",
                ));
            }
            vec![None; d]
        }
        Some(r) => {
            if r.len() != d {
                return Err(invalid(
                    OP,
                    format!("range given for {} dimensions; {d} required", r.len()),
                ));
            }
            if let Some((i, (a, b))) = r.iter().enumerate().find(|(_, (a, b))| b < a) {
                return Err(invalid(
                    OP,
                    format!(
                        "in dimension {} of range, start must be <= stop, got ({a}, {b})",
                        i + 1
                    ),
                ));
            }
            r.iter().map(|&x| Some(x)).collect()
        }
    };
    let finite = |c: &Array<f64>| -> Result<bool> {
        let f: Array<bool> = ufunc::isfinite(c)?;
        reduce::all(&f, &ReduceOptions::default())?.item()
    };
    for (i, c) in cols.iter().enumerate() {
        let needs = match &opts.bins {
            BinsDd::All(_) => true,
            BinsDd::PerDim(_) => matches!(bins[i], BinSpec::Count(_)) && ranges[i].is_none(),
        };
        if needs && !c.is_empty() && !finite(c)? {
            return Err(invalid(
                OP,
                format!("sample contains non-finite values (dimension {})", i + 1),
            ));
        }
    }
    let b = bin_points::<T>(OP, &cols, &bins, &ranges)?;
    let cells = b.cells();
    let full = if lead.is_empty() {
        binned_values(&b.linear, &values.astype::<f64>()?, cells, opts.statistic)?
    } else if opts.statistic == BinnedStatistic::Count {
        let one = binned_values(&b.linear, &b.linear.astype::<f64>()?, cells, opts.statistic)?;
        let one = one.reshape(&[1, cells as isize])?;
        one.broadcast_to(&[lead[0], cells])?.copy()?
    } else {
        let vf = values.astype::<f64>()?;
        let rows = (0..lead[0])
            .map(|i| {
                binned_values(
                    &b.linear,
                    &vf.index_axis(0, i as isize)?,
                    cells,
                    opts.statistic,
                )
            })
            .collect::<Result<Vec<_>>>()?;
        let refs: Vec<&Array<f64>> = rows.iter().collect();
        if refs.is_empty() {
            Array::full(&[0, cells], 0.0, sample.device())?
        } else {
            gsci_core::stack(&refs, 0)?
        }
    };
    let statistic = strip_outliers(&full, &lead, &b.nb)?;
    let bin_edges = b.edge_arrays(sample.device())?;
    let binnumber = if opts.expand_binnumbers && d > 1 {
        let refs: Vec<&Array<i64>> = b.dims.iter().collect();
        gsci_core::stack(&refs, 0)?
    } else {
        b.linear
    };
    Ok(BinnedStatisticDdResult {
        statistic,
        bin_edges,
        binnumber,
    })
}

// ------------------------------------------------------------------------------ fisher_exact

fn ln_binom(a: f64, b: f64) -> f64 {
    use gsci_special::scalar::gamma::gammaln;
    gammaln(a + 1.0) - gammaln(b + 1.0) - gammaln(a - b + 1.0)
}

/// The hypergeometric distribution of successes in `nn` draws from `m` items of which `n` are
/// successes (SciPy's `hypergeom(M, n, N)`), summed on the host.
struct Hypergeom {
    m: f64,
    n: f64,
    nn: f64,
}

impl Hypergeom {
    fn lo(&self) -> f64 {
        (self.nn - (self.m - self.n)).max(0.0)
    }
    fn hi(&self) -> f64 {
        self.n.min(self.nn)
    }
    fn pmf(&self, k: f64) -> f64 {
        if k < self.lo() || k > self.hi() {
            return 0.0;
        }
        (ln_binom(self.n, k) + ln_binom(self.m - self.n, self.nn - k) - ln_binom(self.m, self.nn))
            .exp()
    }
    fn cdf(&self, k: f64) -> f64 {
        let k = k.floor();
        if k < self.lo() {
            return 0.0;
        }
        if k >= self.hi() {
            return 1.0;
        }
        let mut s = 0.0;
        let mut i = self.lo();
        while i <= k {
            s += self.pmf(i);
            i += 1.0;
        }
        s.min(1.0)
    }
    fn sf(&self, k: f64) -> f64 {
        let k = k.floor();
        if k < self.lo() {
            return 1.0;
        }
        if k >= self.hi() {
            return 0.0;
        }
        let mut s = 0.0;
        let mut i = k + 1.0;
        while i <= self.hi() {
            s += self.pmf(i);
            i += 1.0;
        }
        s.min(1.0)
    }
}

/// The result of [`fisher_exact`] (host values, as SciPy's Python floats).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FisherExactResult {
    /// The (prior, unconditional) odds ratio `a d / (b c)`.
    pub statistic: f64,
    /// The p-value.
    pub pvalue: f64,
}

/// Fisher's exact test on a 2 x 2 contingency table `[[a, b], [c, d]]`.
///
/// Equivalent to `scipy.stats.fisher_exact(table, alternative)` for 2 x 2 tables (the
/// two-sided p-value sums the tables no more likely than the observed one, with SciPy's
/// relative tolerance 1e-14).
///
/// # Errors
/// None for a 2 x 2 table of counts (the result is `(NaN, 1)` when a margin is 0, as SciPy).
///
/// ```
/// use gsci_stats::{fisher_exact, Alternative};
/// let r = fisher_exact([[8, 2], [1, 5]], Alternative::TwoSided)?;
/// assert_eq!(r.statistic, 20.0);
/// assert!((r.pvalue - 0.03496503496503495).abs() < 1e-13);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn fisher_exact(table: [[u64; 2]; 2], alternative: Alternative) -> Result<FisherExactResult> {
    let c = table.map(|r| r.map(|v| v as f64));
    if c[0][0] + c[1][0] == 0.0
        || c[0][1] + c[1][1] == 0.0
        || c[0][0] + c[0][1] == 0.0
        || c[1][0] + c[1][1] == 0.0
    {
        return Ok(FisherExactResult {
            statistic: f64::NAN,
            pvalue: 1.0,
        });
    }
    let odds = if c[1][0] > 0.0 && c[0][1] > 0.0 {
        c[0][0] * c[1][1] / (c[1][0] * c[0][1])
    } else {
        f64::INFINITY
    };
    let n1 = c[0][0] + c[0][1];
    let n2 = c[1][0] + c[1][1];
    let n = c[0][0] + c[1][0];
    let h = Hypergeom {
        m: n1 + n2,
        n: n1,
        nn: n,
    };
    let p = match alternative {
        Alternative::Less => h.cdf(c[0][0]),
        Alternative::Greater => Hypergeom {
            m: n1 + n2,
            n: n1,
            nn: c[0][1] + c[1][1],
        }
        .cdf(c[0][1]),
        Alternative::TwoSided => {
            let mode = ((n + 1.0) * (n1 + 1.0) / (n1 + n2 + 2.0)).trunc();
            let pexact = h.pmf(c[0][0]);
            let pmode = h.pmf(mode);
            let eps = 1e-14;
            let gamma = 1.0 + eps;
            if (pexact - pmode).abs() / pexact.max(pmode) <= eps {
                1.0
            } else if c[0][0] < mode {
                let plower = h.cdf(c[0][0]);
                if h.pmf(n) > pexact * gamma {
                    plower
                } else {
                    let f = |x: f64| -h.pmf(x);
                    let guess = search_binom(&f, -pexact * gamma, mode, n);
                    plower + h.sf(guess)
                }
            } else {
                let pupper = h.sf(c[0][0] - 1.0);
                if h.pmf(0.0) > pexact * gamma {
                    pupper
                } else {
                    let f = |x: f64| h.pmf(x);
                    let guess = search_binom(&f, pexact * gamma, 0.0, mode);
                    pupper + h.cdf(guess)
                }
            }
        }
    };
    Ok(FisherExactResult {
        statistic: odds,
        pvalue: p.min(1.0),
    })
}

// ------------------------------------------------------------------------------ theilslopes

/// SciPy's `method` of [`theilslopes`]: how the intercept is estimated.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TheilslopesMethod {
    /// `median(y) - slope * median(x)` (the default).
    #[default]
    Separate,
    /// `median(y - slope * x)`.
    Joint,
}

/// Keyword arguments of [`theilslopes`].
#[derive(Clone, Debug, PartialEq)]
pub struct TheilslopesOptions {
    /// Confidence degree of the slope interval. Default 0.95.
    pub alpha: f64,
    /// The intercept estimate.
    pub method: TheilslopesMethod,
}

impl Default for TheilslopesOptions {
    fn default() -> Self {
        TheilslopesOptions {
            alpha: 0.95,
            method: TheilslopesMethod::Separate,
        }
    }
}

/// The result of [`theilslopes`] (SciPy's `TheilslopesResult`, host values).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TheilslopesResult {
    /// The median of the pairwise slopes.
    pub slope: f64,
    /// The intercept.
    pub intercept: f64,
    /// Lower bound of the confidence interval of the slope.
    pub low_slope: f64,
    /// Upper bound of the confidence interval of the slope.
    pub high_slope: f64,
}

fn repeat_term(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    let mut s = 0.0;
    let mut i = 0;
    while i < v.len() {
        let mut j = i + 1;
        while j < v.len() && v[j] == v[i] {
            j += 1;
        }
        let k = (j - i) as f64;
        if k > 1.0 {
            s += k * (k - 1.0) * (2.0 * k + 5.0);
        }
        i = j;
    }
    s
}

/// The Theil-Sen estimator: the median of the slopes of all pairs, with a confidence interval.
///
/// Equivalent to `scipy.stats.theilslopes(y, x, alpha, method)`; `x` `None` is `0, 1, ...`.
/// The `n^2` pairwise slopes are formed, masked and sorted on the data's device.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for inputs that are not 1-D of one length >= 2, or
/// identical `x` values only.
///
/// ```
/// use gsci_stats::{theilslopes, TheilslopesOptions, Array, Device};
/// let y = Array::from_vec(vec![1.0f64, 3.0, 5.0, 7.0, 20.0], &[5], &Device::cpu())?;
/// let r = theilslopes(&y, None, &TheilslopesOptions::default())?;
/// assert_eq!(r.slope, 2.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn theilslopes<T: StatsFloat>(
    y: &Array<T>,
    x: Option<&Array<T>>,
    opts: &TheilslopesOptions,
) -> Result<TheilslopesResult> {
    const OP: &str = "theilslopes";
    let yf = y.astype::<f64>()?.reshape(&[-1])?;
    let n = yf.len();
    let xf = match x {
        Some(x) => x.astype::<f64>()?.reshape(&[-1])?,
        None => Array::<f64>::arange(0.0, n as f64, 1.0, y.device())?,
    };
    if xf.len() != n {
        return Err(invalid(
            OP,
            format!("x and y must have one length, got {} and {n}", xf.len()),
        ));
    }
    if n < 2 {
        return Err(invalid(OP, "x and y must have length at least 2"));
    }
    let dx = (&xf.reshape(&[-1, 1])? - &xf.reshape(&[1, -1])?)?;
    let dy = (&yf.reshape(&[-1, 1])? - &yf.reshape(&[1, -1])?)?;
    let pos: Array<bool> = ufunc::greater(&dx, 0.0)?;
    let sx = gsci_core::boolean_mask(&dx, &pos)?;
    let sy = gsci_core::boolean_mask(&dy, &pos)?;
    if sx.is_empty() {
        return Err(invalid(OP, "all x coordinates are identical"));
    }
    let slopes = gsci_core::sort(&(&sy / &sx)?, &gsci_core::sort::SortOptions::default())?;
    let mo = gsci_core::stats_ops::MedianOptions::default();
    let med = |a: &Array<f64>| -> Result<f64> { gsci_core::median::<f64, f64>(a, &mo)?.item() };
    let slope = med(&slopes)?;
    let intercept = match opts.method {
        TheilslopesMethod::Joint => med(&(&yf - &(&xf * slope)?)?)?,
        TheilslopesMethod::Separate => med(&yf)? - slope * med(&xf)?,
    };
    let alpha = if opts.alpha > 0.5 {
        1.0 - opts.alpha
    } else {
        opts.alpha
    };
    let z = gsci_special::scalar::error::ndtri(alpha / 2.0);
    let nt = slopes.len() as f64;
    let nyf = n as f64;
    let sigsq = 1.0 / 18.0
        * (nyf * (nyf - 1.0) * (2.0 * nyf + 5.0)
            - repeat_term(&mut xf.to_vec()?)
            - repeat_term(&mut yf.to_vec()?));
    let sigma = sigsq.sqrt();
    let last = slopes.len() as i64 - 1;
    let ru = (((nt - z * sigma) / 2.0).round_ties_even() as i64).min(last);
    let rl = ((((nt + z * sigma) / 2.0).round_ties_even() as i64) - 1).max(0);
    let (lo, hi) = if sigma.is_finite() && (0..=last).contains(&rl) && (0..=last).contains(&ru) {
        let sv = slopes.to_vec()?;
        (sv[rl as usize], sv[ru as usize])
    } else {
        (f64::NAN, f64::NAN)
    };
    Ok(TheilslopesResult {
        slope,
        intercept,
        low_slope: lo,
        high_slope: hi,
    })
}

// ------------------------------------------------------------------------------ anderson

/// The distribution [`anderson`] tests against.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AndersonDist {
    /// The normal distribution, mean and (ddof=1) standard deviation estimated (the default).
    #[default]
    Norm,
    /// The exponential distribution, scale estimated.
    Expon,
}

/// The result of [`anderson`] (SciPy's `AndersonResult` with `method=None`).
#[derive(Clone, Debug)]
pub struct AndersonResult<T: StatsFloat> {
    /// The Anderson-Darling statistic `A^2` (0-d, on the data's device).
    pub statistic: Array<T>,
    /// Critical values for the significance levels.
    pub critical_values: Vec<f64>,
    /// Significance levels in percent.
    pub significance_level: Vec<f64>,
    /// The fitted `(loc, scale)`.
    pub fit_params: (f64, f64),
}

/// The Anderson-Darling test that a 1-D sample comes from the normal or the exponential
/// distribution (statistic and Stephens' critical values).
///
/// Equivalent to `scipy.stats.anderson(x, dist)` for `'norm'` and `'expon'` (the default
/// `method=None` form).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a sample that is not 1-D of length >= 2.
///
/// ```
/// use gsci_stats::{anderson, AndersonDist, Array, Device};
/// let x = Array::from_vec(vec![-1.2f64, 0.3, 0.1, 2.2, -0.4, 0.9, -0.7, 0.2], &[8], &Device::cpu())?;
/// let r = anderson(&x, AndersonDist::Norm)?;
/// assert!(r.statistic.item()? < r.critical_values[2]);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn anderson<T: StatsFloat>(x: &Array<T>, dist: AndersonDist) -> Result<AndersonResult<T>> {
    use crate::distributions::{ContinuousDistribution, Expon, Norm};
    const OP: &str = "anderson";
    if x.ndim() != 1 || x.len() < 2 {
        return Err(invalid(
            OP,
            format!("x must be 1-D of length >= 2, got shape {:?}", x.shape()),
        ));
    }
    let n = x.len();
    let nf = n as f64;
    let y = gsci_core::sort(
        &x.astype::<f64>()?,
        &gsci_core::sort::SortOptions::default(),
    )?;
    let all = ReduceOptions::default();
    let xbar = reduce::mean(&x.astype::<f64>()?, &all)?.item()?;
    let (logcdf, logsf, sig, crit, fit) = match dist {
        AndersonDist::Norm => {
            let s = reduce::std(
                &x.astype::<f64>()?,
                &VarOptions {
                    axis: None,
                    ddof: 1.0,
                    keepdims: false,
                },
            )?
            .item()?;
            let w = (&(&y - xbar)? / s)?;
            let d = Norm::default();
            let a = [0.561, 0.631, 0.752, 0.873, 1.035];
            let f = 1.0 + 0.75 / nf + 2.25 / nf / nf;
            (
                d.logcdf(&w)?,
                d.logsf(&w)?,
                vec![15.0, 10.0, 5.0, 2.5, 1.0],
                a.iter().map(|v| round3(v / f)).collect::<Vec<_>>(),
                (xbar, s),
            )
        }
        AndersonDist::Expon => {
            let w = (&y / xbar)?;
            let d = Expon::default();
            let a = [0.916, 1.062, 1.321, 1.591, 1.959];
            let f = 1.0 + 0.6 / nf;
            (
                d.logcdf(&w)?,
                d.logsf(&w)?,
                vec![15.0, 10.0, 5.0, 2.5, 1.0],
                a.iter().map(|v| round3(v / f)).collect::<Vec<_>>(),
                (0.0, xbar),
            )
        }
    };
    let i = Array::<f64>::arange(1.0, nf + 1.0, 1.0, x.device())?;
    let wts = (&(&(&i * 2.0)? - 1.0)? / nf)?;
    let rev = logsf.flip(None)?;
    let s = reduce::sum(&(&wts * &(&logcdf + &rev)?)?, &all)?;
    let a2 = (-nf - &s)?;
    Ok(AndersonResult {
        statistic: a2.astype::<T>()?,
        critical_values: crit,
        significance_level: sig,
        fit_params: fit,
    })
}

/// `numpy.around(v, 3)`: round half to even at the third decimal.
fn round3(v: f64) -> f64 {
    (v * 1000.0).round_ties_even() / 1000.0
}

// ------------------------------------------------------------------------------ circular

/// Keyword arguments of [`circmean`], [`circvar`] and [`circstd`].
#[derive(Clone, Debug, PartialEq)]
pub struct CircOptions {
    /// Upper boundary of the sample range. Default `2 pi`.
    pub high: f64,
    /// Lower boundary. Default 0.
    pub low: f64,
    /// Axis; `None` (SciPy's default) flattens.
    pub axis: Option<isize>,
    /// NaN handling (`Omit` skips NaNs in the sums).
    pub nan_policy: NanPolicy,
    /// [`circstd`] only: return `sqrt(-2 log R)` without scaling by the period.
    pub normalize: bool,
}

impl Default for CircOptions {
    fn default() -> Self {
        CircOptions {
            high: 2.0 * std::f64::consts::PI,
            low: 0.0,
            axis: None,
            nan_policy: NanPolicy::Propagate,
            normalize: false,
        }
    }
}

/// Mean sine and cosine (or their sums) of the scaled samples along the axis.
fn circ_parts<T: StatsFloat>(
    op: &'static str,
    samples: &Array<T>,
    o: &CircOptions,
    mean: bool,
) -> Result<(Array<T>, Array<T>)> {
    let s = crate::common::Sample::new(op, samples, o.axis, o.nan_policy)?;
    let period = o.high - o.low;
    let scaled = (&s.a * (2.0 * std::f64::consts::PI / period))?;
    let sin = ufunc::sin::<T>(&scaled)?;
    let cos = ufunc::cos::<T>(&scaled)?;
    let ss = s.sum(&sin, false)?;
    let cs = s.sum(&cos, false)?;
    if mean {
        let n = s.count(false)?;
        Ok(((&ss / &n)?, (&cs / &n)?))
    } else {
        Ok((ss, cs))
    }
}

/// The circular mean of samples in `[low, high]`.
///
/// Equivalent to `scipy.stats.circmean`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{circmean, CircOptions, Array, Device};
/// let a = Array::from_vec(vec![0.1f64, 6.2], &[2], &Device::cpu())?;
/// let m = circmean(&a, &CircOptions::default())?.item()?;
/// assert!(m < 0.1 || m > 6.2);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn circmean<T: StatsFloat>(samples: &Array<T>, opts: &CircOptions) -> Result<Array<T>> {
    const OP: &str = "circmean";
    if samples.is_empty() {
        let (a, ax) = along(OP, samples, opts.axis)?;
        return reduce::mean(&a, &ReduceOptions::axes(&[ax]));
    }
    let (ss, cs) = circ_parts(OP, samples, opts, false)?;
    let period = opts.high - opts.low;
    let res = ufunc::arctan2::<T>(&ss, &cs)?;
    let r = (&(&res * (period / (2.0 * std::f64::consts::PI)))? - opts.low)?;
    &(&r % period)? + opts.low
}

/// The circular variance, `1 - R` with `R` the mean resultant length.
///
/// Equivalent to `scipy.stats.circvar`.
///
/// # Errors
/// As [`circmean`].
///
/// ```
/// use gsci_stats::{circvar, CircOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 1.0, 1.0], &[3], &Device::cpu())?;
/// assert!(circvar(&a, &CircOptions::default())?.item()?.abs() < 1e-15);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn circvar<T: StatsFloat>(samples: &Array<T>, opts: &CircOptions) -> Result<Array<T>> {
    let (sm, cm) = circ_parts("circvar", samples, opts, true)?;
    let r = resultant(&sm, &cm)?;
    1.0 - &r
}

fn resultant<T: StatsFloat>(sm: &Array<T>, cm: &Array<T>) -> Result<Array<T>> {
    let h = ufunc::power::<T>(
        &(&ufunc::power::<T>(sm, 2.0)? + &ufunc::power::<T>(cm, 2.0)?)?,
        0.5,
    )?;
    gsci_core::clip(&h, None, Some(T::of(1.0)))
}

/// The circular standard deviation, `sqrt(-2 log R)` (times `period / 2 pi` unless
/// `normalize`).
///
/// Equivalent to `scipy.stats.circstd`.
///
/// # Errors
/// As [`circmean`].
///
/// ```
/// use gsci_stats::{circstd, CircOptions, Array, Device};
/// let a = Array::from_vec(vec![0.1f64, 0.2, 0.3], &[3], &Device::cpu())?;
/// let s = circstd(&a, &CircOptions::default())?.item()?;
/// assert!(s > 0.08 && s < 0.09);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn circstd<T: StatsFloat>(samples: &Array<T>, opts: &CircOptions) -> Result<Array<T>> {
    let (sm, cm) = circ_parts("circstd", samples, opts, true)?;
    let r = resultant(&sm, &cm)?;
    let res = (&ufunc::power::<T>(&(&ufunc::log::<T>(&r)? * -2.0)?, 0.5)? + 0.0)?;
    if opts.normalize {
        Ok(res)
    } else {
        &res * ((opts.high - opts.low) / (2.0 * std::f64::consts::PI))
    }
}

// ------------------------------------------------------------------------------ cdf distances

fn cdf_distance<T: StatsFloat>(
    op: &'static str,
    p: u32,
    u: &Array<T>,
    v: &Array<T>,
) -> Result<Array<T>> {
    if u.ndim() != 1 || v.ndim() != 1 || u.is_empty() || v.is_empty() {
        return Err(invalid(
            op,
            format!(
                "u and v must be non-empty 1-D arrays, got {:?} and {:?}",
                u.shape(),
                v.shape()
            ),
        ));
    }
    let so = gsci_core::sort::SortOptions::default();
    let us = gsci_core::sort(u, &so)?;
    let vs = gsci_core::sort(v, &so)?;
    let all = gsci_core::sort(&gsci_core::concatenate(&[u, v], 0)?, &so)?;
    let head = all.slice_axis(0, None, Some(-1), 1)?;
    let deltas = (&all.slice_axis(0, Some(1), None, 1)? - &head)?;
    let right = gsci_core::sort::SearchsortedOptions {
        side: gsci_core::sort::Side::Right,
        sorter: None,
    };
    let ucdf = (&gsci_core::searchsorted(&us, &head, &right)?.astype::<T>()? / u.len() as f64)?;
    let vcdf = (&gsci_core::searchsorted(&vs, &head, &right)?.astype::<T>()? / v.len() as f64)?;
    let d = (&ucdf - &vcdf)?;
    let all_r = ReduceOptions::default();
    if p == 1 {
        reduce::sum(&(&ufunc::absolute::<T>(&d)? * &deltas)?, &all_r)
    } else {
        ufunc::sqrt::<T>(&reduce::sum(&(&(&d * &d)? * &deltas)?, &all_r)?)
    }
}

/// The first Wasserstein (earth mover's) distance between two 1-D samples.
///
/// Equivalent to `scipy.stats.wasserstein_distance(u_values, v_values)` (unweighted).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for empty or non-1-D samples.
///
/// ```
/// use gsci_stats::{wasserstein_distance, Array, Device};
/// let u = Array::from_vec(vec![0.0f64, 1.0, 3.0], &[3], &Device::cpu())?;
/// let v = Array::from_vec(vec![5.0f64, 6.0, 8.0], &[3], &Device::cpu())?;
/// assert_eq!(wasserstein_distance(&u, &v)?.item()?, 5.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn wasserstein_distance<T: StatsFloat>(
    u_values: &Array<T>,
    v_values: &Array<T>,
) -> Result<Array<T>> {
    cdf_distance("wasserstein_distance", 1, u_values, v_values)
}

/// The energy distance between two 1-D samples, `sqrt(2)` times the L2 distance of their
/// empirical CDFs.
///
/// Equivalent to `scipy.stats.energy_distance(u_values, v_values)` (unweighted).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for empty or non-1-D samples.
///
/// ```
/// use gsci_stats::{energy_distance, Array, Device};
/// let u = Array::from_vec(vec![0.0f64], &[1], &Device::cpu())?;
/// let v = Array::from_vec(vec![2.0f64], &[1], &Device::cpu())?;
/// assert!((energy_distance(&u, &v)?.item()? - 2.0).abs() < 1e-15);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn energy_distance<T: StatsFloat>(
    u_values: &Array<T>,
    v_values: &Array<T>,
) -> Result<Array<T>> {
    let d = cdf_distance("energy_distance", 2, u_values, v_values)?;
    &d * std::f64::consts::SQRT_2
}

// ------------------------------------------------------------------------------ small helpers

/// The result of [`sigmaclip`] (SciPy's `SigmaclipResult`).
#[derive(Clone, Debug)]
pub struct SigmaclipResult<T: StatsFloat> {
    /// The values that survived the clipping (1-D).
    pub clipped: Array<T>,
    /// The last lower threshold.
    pub lower: f64,
    /// The last upper threshold.
    pub upper: f64,
}

/// Iterative sigma-clipping: drops values outside `mean -/+ low/high * std` until none is
/// dropped.
///
/// Equivalent to `scipy.stats.sigmaclip(a, low, high)`.
///
/// # Errors
/// None for finite data (an empty input gives NaN thresholds).
///
/// ```
/// use gsci_stats::{sigmaclip, Array, Device};
/// let mut v: Vec<f64> = (0..11).map(|i| 9.5 + 0.1 * i as f64).collect();
/// v.extend([-100.0, -75.0, -50.0]);
/// let a = Array::from_vec(v, &[14], &Device::cpu())?;
/// let r = sigmaclip(&a, 1.8, 1.8)?;
/// assert_eq!(r.clipped.len(), 11);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn sigmaclip<T: StatsFloat>(a: &Array<T>, low: f64, high: f64) -> Result<SigmaclipResult<T>> {
    let mut c = a.reshape(&[-1])?;
    let all = ReduceOptions::default();
    loop {
        let sd = reduce::std(&c, &VarOptions::default())?.item()?.as_f64();
        let m = reduce::mean(&c, &all)?.item()?.as_f64();
        let size = c.len();
        let lo = m - sd * low;
        let hi = m + sd * high;
        let keep: Array<bool> = ufunc::logical_and(
            &ufunc::greater_equal::<bool>(&c, lo)?,
            &ufunc::less_equal::<bool>(&c, hi)?,
        )?;
        c = gsci_core::boolean_mask(&c, &keep)?;
        if c.len() == size {
            return Ok(SigmaclipResult {
                clipped: c,
                lower: lo,
                upper: hi,
            });
        }
    }
}

/// The tie correction factor of Mann-Whitney and Kruskal-Wallis: `1 - sum(t^3 - t) / (n^3 - n)`
/// over the groups of tied values of `rankvals` (1-D).
///
/// Equivalent to `scipy.stats.tiecorrect`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when `rankvals` is not 1-D.
///
/// ```
/// use gsci_stats::{tiecorrect, Array, Device};
/// let r = Array::from_vec(vec![1.0f64, 2.5, 2.5, 4.0], &[4], &Device::cpu())?;
/// assert_eq!(tiecorrect(&r)?, 0.9);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn tiecorrect<T: StatsFloat>(rankvals: &Array<T>) -> Result<f64> {
    if rankvals.ndim() != 1 {
        return Err(invalid(
            "tiecorrect",
            format!("rankvals must be 1-D, got shape {:?}", rankvals.shape()),
        ));
    }
    let n = rankvals.len() as f64;
    if n < 2.0 {
        return Ok(1.0);
    }
    let (_, tie) = crate::rank::rank_rows_average(&rankvals.reshape(&[1, -1])?)?;
    Ok(1.0 - tie.item()? / (n * n * n - n))
}

/// The result of [`cumfreq`] / [`relfreq`] (SciPy's `CumfreqResult` / `RelfreqResult`).
#[derive(Clone, Debug)]
pub struct FreqResult {
    /// Cumulative counts (`cumfreq`) or relative frequencies (`relfreq`) per bin.
    pub frequency: Array<f64>,
    /// The lower limit of the first bin.
    pub lowerlimit: f64,
    /// The width of each bin.
    pub binsize: f64,
    /// Points outside the limits.
    pub extrapoints: usize,
}

fn sp_histogram<T: StatsFloat>(
    a: &Array<T>,
    numbins: usize,
    limits: Option<(f64, f64)>,
) -> Result<(Array<f64>, f64, f64, usize)> {
    if numbins == 0 {
        return Err(invalid("cumfreq", "numbins must be positive"));
    }
    let a = a.reshape(&[-1])?.astype::<f64>()?;
    let all = ReduceOptions::default();
    let lim = match limits {
        Some(l) => l,
        None if a.is_empty() => (0.0, 1.0),
        None => {
            let lo = reduce::min(&a, &all)?.item()?;
            let hi = reduce::max(&a, &all)?.item()?;
            let s = (hi - lo) / (2.0 * (numbins as f64 - 1.0));
            (lo - s, hi + s)
        }
    };
    let (h, edges) = gsci_core::histogram(
        &a,
        numbins,
        &gsci_core::stats_ops::HistogramOptions { range: Some(lim) },
    )?;
    let e = edges.to_vec()?;
    let out: Array<bool> = ufunc::logical_or(
        &ufunc::less::<bool>(&a, lim.0)?,
        &ufunc::greater::<bool>(&a, lim.1)?,
    )?;
    let extra = reduce::count_nonzero(&out, &all)?.item()? as usize;
    Ok((h.astype::<f64>()?, lim.0, e[1] - e[0], extra))
}

/// The cumulative frequency histogram (`numbins` bins over the limits, default the data's range
/// widened by half a bin).
///
/// Equivalent to `scipy.stats.cumfreq(a, numbins, defaultreallimits)` (without weights).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for zero bins.
///
/// ```
/// use gsci_stats::{cumfreq, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 4.0, 2.0, 1.0, 3.0, 1.0], &[6], &Device::cpu())?;
/// let r = cumfreq(&a, 4, Some((1.5, 5.0)))?;
/// assert_eq!(r.frequency.to_vec()?, vec![1.0, 2.0, 3.0, 3.0]);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn cumfreq<T: StatsFloat>(
    a: &Array<T>,
    numbins: usize,
    defaultreallimits: Option<(f64, f64)>,
) -> Result<FreqResult> {
    let (h, lo, bs, ex) = sp_histogram(a, numbins, defaultreallimits)?;
    let c: Array<f64> = gsci_core::cumsum(&h, &gsci_core::scan::CumulativeOptions { axis: None })?;
    Ok(FreqResult {
        frequency: c,
        lowerlimit: lo,
        binsize: bs,
        extrapoints: ex,
    })
}

/// The relative frequency histogram (counts divided by the number of values).
///
/// Equivalent to `scipy.stats.relfreq(a, numbins, defaultreallimits)` (without weights).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for zero bins.
///
/// ```
/// use gsci_stats::{relfreq, Array, Device};
/// let a = Array::from_vec(vec![2.0f64, 4.0, 1.0, 2.0, 3.0, 2.0], &[6], &Device::cpu())?;
/// let r = relfreq(&a, 4, None)?;
/// assert_eq!(r.frequency.to_vec()?[1], 0.5);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn relfreq<T: StatsFloat>(
    a: &Array<T>,
    numbins: usize,
    defaultreallimits: Option<(f64, f64)>,
) -> Result<FreqResult> {
    let n = if a.ndim() == 0 { 1 } else { a.shape()[0] };
    let (h, lo, bs, ex) = sp_histogram(a, numbins, defaultreallimits)?;
    Ok(FreqResult {
        frequency: (&h / n as f64)?,
        lowerlimit: lo,
        binsize: bs,
        extrapoints: ex,
    })
}

// ------------------------------------------------------------------------------ siegelslopes

/// SciPy's `method` of [`siegelslopes`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SiegelslopesMethod {
    /// The intercept is `median(y - slope x)` (the default).
    #[default]
    Hierarchical,
    /// The intercept is a repeated median of its own.
    Separate,
}

/// The result of [`siegelslopes`] (host values).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SiegelslopesResult {
    /// The repeated-median slope.
    pub slope: f64,
    /// The intercept.
    pub intercept: f64,
}

/// Row medians of `m` `(n, n)` ignoring NaN (each row has at least one number).
fn row_nanmedian(m: &Array<f64>) -> Result<Array<f64>> {
    let s = gsci_core::sort(m, &gsci_core::sort::SortOptions::default())?; // NaN last
    let ok: Array<bool> = ufunc::logical_not(ufunc::isnan::<bool>(&s)?)?;
    let cnt = reduce::sum(&ok, &ReduceOptions::axes(&[1]).keepdims(true))?;
    let lo = ufunc::floor_divide::<i64>(&(&cnt - 1i64)?, 2i64)?;
    let hi = ufunc::floor_divide::<i64>(&cnt, 2i64)?;
    let a = gsci_core::take_along_axis(&s, &lo, Some(1))?;
    let b = gsci_core::take_along_axis(&s, &hi, Some(1))?;
    (&(&a + &b)? / 2.0)?.reshape(&[-1])
}

/// Siegel's repeated-median estimator of a regression line: for each point the median of the
/// slopes to all others with a different `x`, then the median of those.
///
/// Equivalent to `scipy.stats.siegelslopes(y, x, method)`; `x` `None` is `0, 1, ...`. The
/// `n x n` slopes, their row medians (a sort per row) and the final median run on the data's
/// device.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for inputs that are not of one length >= 2.
///
/// ```
/// use gsci_stats::{siegelslopes, SiegelslopesMethod, Array, Device};
/// let y = Array::from_vec(vec![1.0f64, 3.0, 5.0, 7.0, 30.0], &[5], &Device::cpu())?;
/// let r = siegelslopes(&y, None, SiegelslopesMethod::Hierarchical)?;
/// assert_eq!(r.slope, 2.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn siegelslopes<T: StatsFloat>(
    y: &Array<T>,
    x: Option<&Array<T>>,
    method: SiegelslopesMethod,
) -> Result<SiegelslopesResult> {
    const OP: &str = "siegelslopes";
    let yf = y.astype::<f64>()?.reshape(&[-1])?;
    let n = yf.len();
    let xf = match x {
        Some(x) => x.astype::<f64>()?.reshape(&[-1])?,
        None => Array::<f64>::arange(0.0, n as f64, 1.0, y.device())?,
    };
    if xf.len() != n || n < 2 {
        return Err(invalid(
            OP,
            format!(
                "x and y must have one length >= 2, got {} and {n}",
                xf.len()
            ),
        ));
    }
    let xc = xf.reshape(&[-1, 1])?;
    let xr = xf.reshape(&[1, -1])?;
    let yc = yf.reshape(&[-1, 1])?;
    let yr = yf.reshape(&[1, -1])?;
    // deltax[j, i] = x[j] - x[i]
    let dx = (&xc - &xr)?;
    let dy = (&yc - &yr)?;
    let zero: Array<bool> = ufunc::equal(&dx, 0.0)?;
    let nan = Array::scalar(f64::NAN, y.device())?;
    let slopes = crate::common::select(&zero, &nan, &(&dy / &dx)?)?;
    let mo = gsci_core::stats_ops::MedianOptions::default();
    let med = |a: &Array<f64>| -> Result<f64> { gsci_core::median::<f64, f64>(a, &mo)?.item() };
    let slope = med(&row_nanmedian(&slopes)?)?;
    let intercept = match method {
        SiegelslopesMethod::Hierarchical => med(&(&yf - &(&xf * slope)?)?)?,
        SiegelslopesMethod::Separate => {
            // z[j, i] = y[i] x[j] - y[j] x[i], over deltax
            let z = (&(&yr * &xc)? - &(&yc * &xr)?)?;
            let ints = crate::common::select(&zero, &nan, &(&z / &dx)?)?;
            med(&row_nanmedian(&ints)?)?
        }
    };
    Ok(SiegelslopesResult { slope, intercept })
}

/// The Fligner-Killeen test for equal variances (median-centred ranks with normal scores),
/// per slice.
///
/// Equivalent to `scipy.stats.fligner` (the centre as [`LeveneCenter`]; default median).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for fewer than two samples or a bad axis.
///
/// ```
/// use gsci_stats::{fligner, LeveneOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 5.0], &[5], &Device::cpu())?;
/// let b = Array::from_vec(vec![1.0f64, 4.0, 8.0, 12.0, 16.0], &[5], &Device::cpu())?;
/// let r = fligner(&[&a, &b], &LeveneOptions::default())?;
/// assert!(r.statistic.item()? > 0.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn fligner<T: StatsFloat>(
    samples: &[&Array<T>],
    opts: &LeveneOptions,
) -> Result<TestResult<T>> {
    const OP: &str = "fligner";
    let (ss, ax) = samples_along(OP, samples, opts.axis, opts.nan_policy)?;
    let axs = [ax];
    let keep = ReduceOptions::axes(&axs).keepdims(true);
    let mut devs = Vec::with_capacity(ss.len());
    let mut ni = Vec::with_capacity(ss.len());
    for s in &ss {
        let c: Array<T> = match opts.center {
            LeveneCenter::Median => gsci_core::median(
                s,
                &gsci_core::stats_ops::MedianOptions {
                    axis: Some(ax),
                    keepdims: true,
                },
            )?,
            LeveneCenter::Mean => reduce::mean(s, &keep)?,
            LeveneCenter::Trimmed(p) => crate::descriptive::trim_mean(
                s,
                p,
                &crate::descriptive::TrimOptions { axis: Some(ax) },
            )?
            .expand_dims(&[ax])?,
        };
        devs.push(ufunc::absolute::<T>(&(s - &c)?)?);
        ni.push(s.shape()[ax as usize]);
    }
    let refs: Vec<&Array<T>> = devs.iter().collect();
    let all = gsci_core::concatenate(&refs, ax)?;
    let (rows, batch) = to_rows(&all, ax)?;
    let (ranks, _) = crate::rank::rank_rows_average(&rows)?;
    let nn: usize = ni.iter().sum();
    let a = gsci_special::ndtri::<f64>(&(&(&ranks / (2.0 * (nn as f64 + 1.0)))? + 0.5)?)?;
    let r1 = ReduceOptions::axes(&[1]);
    let abar = reduce::mean(&a, &r1)?;
    let v2 = reduce::var(
        &a,
        &VarOptions {
            axis: Some(&[1]),
            ddof: 1.0,
            keepdims: false,
        },
    )?;
    let mut start = 0isize;
    let mut num: Option<Array<f64>> = None;
    for &n in &ni {
        let part = a.slice_axis(1, Some(start), Some(start + n as isize), 1)?;
        let d = (&reduce::mean(&part, &r1)? - &abar)?;
        let t = (&(&d * &d)? * n as f64)?;
        num = Some(match num {
            None => t,
            Some(x) => (&x + &t)?,
        });
        start += n as isize;
    }
    let st = (&num.unwrap_or(Array::zeros(&[1], a.device())?) / &v2)?;
    let st = st.reshape(&batch)?.astype::<T>()?;
    let p = gsci_special::chdtrc::<T>(ss.len() as f64 - 1.0, &st)?;
    Ok(TestResult {
        statistic: st,
        pvalue: p,
    })
}

// ------------------------------------------------------------------------------ power transforms

fn yeojohnson_transform<T: StatsFloat>(x: &Array<T>, lmbda: f64) -> Result<Array<T>> {
    let eps = T::EPS;
    let pos: Array<bool> = ufunc::greater_equal(x, 0.0)?;
    let lp = ufunc::log1p::<T>(&ufunc::maximum::<T>(x, 0.0)?)?;
    let a = if lmbda.abs() < eps {
        lp
    } else {
        (&ufunc::expm1::<T>(&(&lp * lmbda)?)? / lmbda)?
    };
    let ln = ufunc::log1p::<T>(&(-&ufunc::minimum::<T>(x, 0.0)?)?)?;
    let b = if (lmbda - 2.0).abs() > eps {
        (-&(&ufunc::expm1::<T>(&(&ln * (2.0 - lmbda))?)? / (2.0 - lmbda))?)?
    } else {
        (-&ln)?
    };
    crate::common::select(&pos, &a, &b)
}

/// The Yeo-Johnson transform of `x` for a given `lmbda`.
///
/// Equivalent to `scipy.stats.yeojohnson(x, lmbda)` with `lmbda` given (the maximum-likelihood
/// form, `lmbda=None`, is not provided).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a non-finite `lmbda`.
///
/// ```
/// use gsci_stats::{yeojohnson, Array, Device};
/// let x = Array::from_vec(vec![-1.0f64, 0.0, 1.0], &[3], &Device::cpu())?;
/// let y = yeojohnson(&x, 1.0)?.to_vec()?;
/// assert!((y[2] - 1.0).abs() < 1e-15 && (y[0] + 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn yeojohnson<T: StatsFloat>(x: &Array<T>, lmbda: f64) -> Result<Array<T>> {
    if !lmbda.is_finite() {
        return Err(invalid(
            "yeojohnson",
            format!("lmbda must be finite, got {lmbda}"),
        ));
    }
    yeojohnson_transform(x, lmbda)
}

/// The Yeo-Johnson log-likelihood of the data for `lmb`, along `axis`.
///
/// Equivalent to `scipy.stats.yeojohnson_llf(lmb, data, axis=axis)`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis.
///
/// ```
/// use gsci_stats::{yeojohnson_llf, Array, Device};
/// let x = Array::from_vec(vec![-1.0f64, 0.5, 2.0, 3.0], &[4], &Device::cpu())?;
/// assert!(yeojohnson_llf(1.0, &x, 0)?.item()?.is_finite());
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn yeojohnson_llf<T: StatsFloat>(lmb: f64, data: &Array<T>, axis: isize) -> Result<Array<T>> {
    let (x, ax) = along("yeojohnson_llf", data, Some(axis))?;
    let axs = [ax];
    let y = yeojohnson_transform(&x, lmb)?;
    let sigma = reduce::var(
        &y,
        &VarOptions {
            axis: Some(&axs),
            ddof: 0.0,
            keepdims: false,
        },
    )?;
    let fin: Array<bool> = ufunc::greater_equal(&sigma, T::min_positive_value().as_f64())?;
    let ls = crate::common::select(
        &fin,
        &ufunc::log::<T>(&sigma)?,
        &full0(f64::NEG_INFINITY, &sigma)?,
    )?;
    let n = x.shape()[ax as usize] as f64;
    let sl = (&ufunc::sign::<T>(&x)? * &ufunc::log1p::<T>(&ufunc::absolute::<T>(&x)?)?)?;
    let s = reduce::sum(&sl, &ReduceOptions::axes(&axs))?;
    &(&ls * (-n / 2.0))? + &(&s * (lmb - 1.0))?
}
