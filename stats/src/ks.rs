//! Kolmogorov-Smirnov tests: `ks_1samp` (batched along an axis), `kstest` (one sample against a
//! distribution, or two samples), and the options of `ks_2samp`.
//!
//! The statistics are computed on the data's device: a sort along the axis, the distribution's
//! cdf as one fused kernel, `D+ = max(i/n - F)` and `D- = max(F - (i-1)/n)` as fused expressions
//! reduced by `argmax` (NaNs, which sort last, are left out under `nan_policy = Omit` by a
//! per-slice `n`). The p-values, one per slice, are SciPy's `kstwo`/`ksone`/`kstwobign` on the
//! host (`ksdist.rs`, a port of `scipy/stats/_ksstats.py`).

use crate::common::{NanPolicy, StatsFloat, along, invalid};
use crate::distributions::{ContinuousDistribution, ContinuousSpec};
use crate::ksdist::{kolmogn, kolmogorov, smirnov};
use crate::more::ks_2samp_impl;
use crate::{Alternative, KstestResult};
use gsci_core::fusion::{Expr, fuse, where_};
use gsci_core::reduce::{self, ArgOptions, ReduceOptions};
use gsci_core::sort::{SortOptions, sort};
use gsci_core::{Array, Result, take_along_axis, ufunc};

/// SciPy's `method` of the Kolmogorov-Smirnov tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum KsMethod {
    /// `'auto'` (the default): exact where SciPy takes it (always for one sample; up to 10000
    /// points per sample for two).
    #[default]
    Auto,
    /// `'exact'`: the exact distribution of the statistic.
    Exact,
    /// `'approx'` (one sample, two-sided): twice the one-sided p-value.
    Approx,
    /// `'asymp'`: the asymptotic (Kolmogorov) distribution.
    Asymp,
}

/// What [`ks_1samp`] and [`kstest`] need of a distribution: its cdf over an array.
///
/// Every [`ContinuousDistribution`] is one (`&Norm::default()` etc.).
pub trait KsCdf {
    /// The cdf at `x` (an array on the computation's device).
    ///
    /// Equivalent to `scipy.stats.<dist>.cdf`.
    ///
    /// # Errors
    /// As the distribution's `cdf`.
    fn ks_cdf(&self, x: &Array<f64>) -> Result<Array<f64>>;
}

impl<D: ContinuousSpec> KsCdf for D {
    fn ks_cdf(&self, x: &Array<f64>) -> Result<Array<f64>> {
        self.cdf(x)
    }
}

/// Keyword arguments of [`ks_1samp`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ks1sampOptions {
    /// The alternative hypothesis.
    pub alternative: Alternative,
    /// How the two-sided p-value is computed.
    pub method: KsMethod,
    /// Axis of the observations; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// NaN handling.
    pub nan_policy: NanPolicy,
}

impl Default for Ks1sampOptions {
    fn default() -> Self {
        Ks1sampOptions {
            alternative: Alternative::TwoSided,
            method: KsMethod::Auto,
            axis: Some(0),
            nan_policy: NanPolicy::Propagate,
        }
    }
}

/// The one-sample Kolmogorov-Smirnov test of `x` against the distribution `cdf`, batched
/// along `axis`.
///
/// Equivalent to `scipy.stats.ks_1samp(x, dist.cdf, alternative=.., method=.., axis=..,
/// nan_policy=..)`. `statistic_sign` is +1 where `D+` is the statistic (SciPy's int8). The
/// statistic and its location are computed on the device in float64 and returned as `T`
/// (SciPy returns a float64 statistic for float32 data); the p-value in `T` as SciPy's.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for an axis out of range, or NaN under
/// [`NanPolicy::Raise`]; errors of the distribution's `cdf`.
///
/// ```
/// use gsci_stats::{ks_1samp, Ks1sampOptions, Norm, Array, Device};
/// let x = Array::from_vec(vec![-1.2f64, -0.4, 0.1, 0.7, 1.9], &[5], &Device::cpu())?;
/// let r = ks_1samp(&x, &Norm::default(), &Ks1sampOptions::default())?;
/// assert!((r.statistic.item()? - 0.1712834401839981).abs() < 1e-12);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn ks_1samp<T: StatsFloat, D: KsCdf + ?Sized>(
    x: &Array<T>,
    cdf: &D,
    opts: &Ks1sampOptions,
) -> Result<KstestResult<T>> {
    const OP: &str = "ks_1samp";
    let (a, axis) = along(OP, x, opts.axis)?;
    if opts.nan_policy == NanPolicy::Raise && crate::common::has_nan(&a)? {
        return Err(invalid(OP, "x contains NaN and nan_policy is Raise"));
    }
    let dev = a.device().clone();
    let moved = a.astype::<f64>()?.moveaxis(&[axis], &[-1])?;
    let n = *moved.shape().last().unwrap_or(&0);
    let out_shape: Vec<usize> = moved.shape()[..moved.ndim() - 1].to_vec();
    let m: usize = out_shape.iter().product();
    if n == 0 || m == 0 {
        let nan = Array::full(&out_shape, T::nan(), &dev)?;
        return Ok(KstestResult {
            statistic: nan.clone(),
            pvalue: nan.clone(),
            statistic_location: nan,
            statistic_sign: Array::full(&out_shape, 1i8, &dev)?,
        });
    }
    let sorted = sort(
        &moved,
        &SortOptions {
            axis: Some(-1),
            ..SortOptions::default()
        },
    )?;
    let cdfv = cdf.ks_cdf(&sorted)?;
    let last = [-1isize];
    let red = ReduceOptions::axes(&last).keepdims(true);
    let isnan: Array<bool> = ufunc::isnan(&sorted)?;
    let nan_count = reduce::count_nonzero(&isnan, &red)?;
    // per-slice sample size (NaNs left out under Omit)
    let nc: Array<f64> = if opts.nan_policy == NanPolicy::Omit {
        (&Array::scalar(n as f64, &dev)? - &nan_count.astype::<f64>()?)?
    } else {
        Array::full(nan_count.shape(), n as f64, &dev)?
    };
    let i = Array::<f64>::arange_n(n, &dev)?;
    let dplus_f = fuse(|i: Expr, nc: Expr, c: Expr| {
        where_(
            i.clone().less(nc.clone()),
            (i + 1.0) / nc - c,
            f64::NEG_INFINITY,
        )
    });
    let dminus_f = fuse(|i: Expr, nc: Expr, c: Expr| {
        where_(i.clone().less(nc.clone()), c - i / nc, f64::NEG_INFINITY)
    });
    let dplus = dplus_f.call_typed::<f64>(&[&i, &nc, &cdfv])?;
    let dminus = dminus_f.call_typed::<f64>(&[&i, &nc, &cdfv])?;
    let arg = ArgOptions {
        axis: Some(-1),
        keepdims: true,
    };
    let ip = reduce::argmax(&dplus, &arg)?;
    let im = reduce::argmax(&dminus, &arg)?;
    let dp = take_along_axis(&dplus, &ip, Some(-1))?.to_vec()?;
    let dm = take_along_axis(&dminus, &im, Some(-1))?.to_vec()?;
    let lp = take_along_axis(&sorted, &ip, Some(-1))?.to_vec()?;
    let lm = take_along_axis(&sorted, &im, Some(-1))?.to_vec()?;
    let nanc = nan_count.to_vec()?;
    let ncv = nc.to_vec()?;
    let mut stat = Vec::with_capacity(m);
    let mut pval = Vec::with_capacity(m);
    let mut loc = Vec::with_capacity(m);
    let mut sign = Vec::with_capacity(m);
    for j in 0..m {
        let nj = ncv[j];
        let propagate_nan = opts.nan_policy != NanPolicy::Omit && nanc[j] > 0;
        if propagate_nan || nj < 1.0 {
            stat.push(f64::NAN);
            pval.push(f64::NAN);
            loc.push(f64::NAN);
            sign.push(1i8);
            continue;
        }
        let nu = nj as u64;
        let (d, l, s, p) = match opts.alternative {
            Alternative::Greater => (dp[j], lp[j], 1, smirnov(nu, dp[j])),
            Alternative::Less => (dm[j], lm[j], -1, smirnov(nu, dm[j])),
            Alternative::TwoSided => {
                let (d, l, s) = if dp[j] > dm[j] {
                    (dp[j], lp[j], 1)
                } else {
                    (dm[j], lm[j], -1)
                };
                let p = match opts.method {
                    KsMethod::Auto | KsMethod::Exact => kolmogn(nu, d, false),
                    KsMethod::Asymp => kolmogorov(d * nj.sqrt()),
                    KsMethod::Approx => 2.0 * smirnov(nu, d),
                };
                (d, l, s, p)
            }
        };
        stat.push(d);
        pval.push(p.clamp(0.0, 1.0));
        loc.push(l);
        sign.push(s);
    }
    let mk = |v: Vec<f64>| -> Result<Array<T>> {
        Array::from_vec(v.into_iter().map(T::of).collect(), &out_shape, &dev)
    };
    Ok(KstestResult {
        statistic: mk(stat)?,
        pvalue: mk(pval)?,
        statistic_location: mk(loc)?,
        statistic_sign: Array::from_vec(sign, &out_shape, &dev)?,
    })
}

/// Keyword arguments of [`ks_2samp`](crate::ks_2samp).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ks2sampOptions {
    /// The alternative hypothesis.
    pub alternative: Alternative,
    /// `Auto` (exact up to 10000 points per sample, else asymptotic), `Exact` (falls back to
    /// `Asymp` where the exact computation overflows, as SciPy) or `Asymp`; `Approx` is not one
    /// of SciPy's choices here.
    pub method: KsMethod,
}

/// The second argument of [`kstest`]: a distribution (one-sample test) or a second sample.
#[derive(Clone, Copy)]
pub enum KstestCdf<'a, T: StatsFloat> {
    /// A distribution: [`ks_1samp`].
    Distribution(&'a dyn KsCdf),
    /// A second sample: [`ks_2samp`](crate::ks_2samp).
    Sample(&'a Array<T>),
}

impl<T: StatsFloat> std::fmt::Debug for KstestCdf<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KstestCdf::Distribution(_) => write!(f, "Distribution"),
            KstestCdf::Sample(a) => write!(f, "Sample({:?})", a.shape()),
        }
    }
}

/// Keyword arguments of [`kstest`] (SciPy's `N` only matters for a callable `rvs`, which gsci
/// does not take).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KstestOptions {
    /// The alternative hypothesis.
    pub alternative: Alternative,
    /// How the p-value is computed.
    pub method: KsMethod,
    /// Axis of the observations (one-sample test); `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// NaN handling (one-sample test).
    pub nan_policy: NanPolicy,
}

impl Default for KstestOptions {
    fn default() -> Self {
        KstestOptions {
            alternative: Alternative::TwoSided,
            method: KsMethod::Auto,
            axis: Some(0),
            nan_policy: NanPolicy::Propagate,
        }
    }
}

/// The Kolmogorov-Smirnov test of `rvs` against a distribution ([`ks_1samp`]) or against a
/// second sample ([`ks_2samp`](crate::ks_2samp), 1-D samples).
///
/// Equivalent to `scipy.stats.kstest(rvs, cdf, alternative=.., method=..)`.
///
/// # Errors
/// As [`ks_1samp`] and [`ks_2samp`](crate::ks_2samp).
///
/// ```
/// use gsci_stats::{kstest, KstestCdf, KstestOptions, Norm, Array, Device};
/// let x = Array::from_vec(vec![-1.2f64, -0.4, 0.1, 0.7, 1.9], &[5], &Device::cpu())?;
/// let r = kstest(&x, KstestCdf::Distribution(&Norm::default()), &KstestOptions::default())?;
/// assert!((r.statistic.item()? - 0.1712834401839981).abs() < 1e-12);
/// let y = Array::from_vec(vec![0.5f64, 1.0, 1.5, 2.5], &[4], &Device::cpu())?;
/// let r2 = kstest(&x, KstestCdf::Sample(&y), &KstestOptions::default())?;
/// assert_eq!(r2.statistic.item()?, 0.6);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn kstest<T: StatsFloat>(
    rvs: &Array<T>,
    cdf: KstestCdf<'_, T>,
    opts: &KstestOptions,
) -> Result<KstestResult<T>> {
    match cdf {
        KstestCdf::Distribution(d) => ks_1samp(
            rvs,
            d,
            &Ks1sampOptions {
                alternative: opts.alternative,
                method: opts.method,
                axis: opts.axis,
                nan_policy: opts.nan_policy,
            },
        ),
        KstestCdf::Sample(b) => ks_2samp_impl(
            "kstest",
            rvs,
            b,
            &Ks2sampOptions {
                alternative: opts.alternative,
                method: opts.method,
            },
        ),
    }
}

/// The two-sided asymptotic p-value of two samples of sizes `n1`, `n2` (SciPy's `asymp`
/// branch of `ks_2samp`).
pub(crate) fn ks_2samp_asymp(n1: usize, n2: usize, d: f64, alternative: Alternative) -> f64 {
    let (m, n) = if n1 >= n2 {
        (n1 as f64, n2 as f64)
    } else {
        (n2 as f64, n1 as f64)
    };
    let en = m * n / (m + n);
    let p = if alternative == Alternative::TwoSided {
        kolmogn(en.round() as u64, d, false)
    } else {
        let z = en.sqrt() * d;
        let expt = -2.0 * z * z - 2.0 * z * (m + 2.0 * n) / (m * n * (m + n)).sqrt() / 3.0;
        expt.exp()
    };
    p.clamp(0.0, 1.0)
}
