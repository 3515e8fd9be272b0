//! Descriptive statistics along an axis: `describe`, moments, `zscore`, means, spreads,
//! trimmed statistics, `entropy`.
//!
//! Everything is composed of gsci-core's reductions, ufuncs and fused kernels, so the same code
//! runs on the CPU and on a GPU; results live on the input's device. Data is float32 or float64
//! ([`StatsFloat`]); convert integers with `astype::<f64>()` first, as SciPy promotes them.

use crate::common::{
    NanPolicy, Sample, StatsFloat, along, full0, has_nan, invalid, select, unsupported,
};
use gsci_core::fusion::{self, Expr, ReduceKind, fuse};
use gsci_core::reduce::{self, ReduceOptions, VarOptions};
use gsci_core::sort::{SortOptions, sort};
use gsci_core::ufunc;
use gsci_core::{Array, Result, SliceArg};

fn opts1(axis: &isize, keepdims: bool) -> ReduceOptions<'_> {
    ReduceOptions {
        axis: Some(std::slice::from_ref(axis)),
        keepdims,
    }
}

// ------------------------------------------------------------------------------ describe

/// Keyword arguments of [`describe`].
#[derive(Clone, Debug, PartialEq)]
pub struct DescribeOptions {
    /// Axis of the observations; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// Delta degrees of freedom of the variance. Default 1.
    pub ddof: f64,
    /// `false` corrects skewness and kurtosis for statistical bias. Default `true`.
    pub bias: bool,
    /// NaN handling.
    pub nan_policy: NanPolicy,
}

impl Default for DescribeOptions {
    fn default() -> Self {
        DescribeOptions {
            axis: Some(0),
            ddof: 1.0,
            bias: true,
            nan_policy: NanPolicy::Propagate,
        }
    }
}

/// The result of [`describe`] (SciPy's `DescribeResult`).
#[derive(Clone, Debug)]
pub struct DescribeResult<T: StatsFloat> {
    /// Number of observations (per slice; 0-d without NaN omission).
    pub nobs: Array<i64>,
    /// Minimum and maximum.
    pub minmax: (Array<T>, Array<T>),
    /// Arithmetic mean.
    pub mean: Array<T>,
    /// Variance with `ddof`.
    pub variance: Array<T>,
    /// Skewness ([`skew`]).
    pub skewness: Array<T>,
    /// Excess kurtosis ([`kurtosis`], Fisher's).
    pub kurtosis: Array<T>,
}

/// Computes several descriptive statistics along an axis.
///
/// Equivalent to `scipy.stats.describe`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for empty input (SciPy's ValueError), a bad axis, or NaN
/// with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{describe, DescribeOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 4.0, 8.0], &[4], &Device::cpu())?;
/// let d = describe(&a, &DescribeOptions::default())?;
/// assert_eq!(d.mean.item()?, 3.75);
/// assert_eq!(d.nobs.item()?, 4);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn describe<T: StatsFloat>(a: &Array<T>, opts: &DescribeOptions) -> Result<DescribeResult<T>> {
    const OP: &str = "describe";
    let s = Sample::new(OP, a, opts.axis, opts.nan_policy)?;
    if s.a.is_empty() {
        return Err(invalid(OP, "the input must not be empty"));
    }
    let ro = opts1(&s.axis, false);
    let (mn, mx, nobs) = if s.omit {
        let n = s.count(false)?;
        (
            reduce::nanmin(&s.a, &ro)?,
            reduce::nanmax(&s.a, &ro)?,
            ufunc::rint::<T>(&n)?.astype::<i64>()?,
        )
    } else {
        (
            reduce::min(&s.a, &ro)?,
            reduce::max(&s.a, &ro)?,
            Array::scalar(s.len() as i64, s.a.device())?,
        )
    };
    // The mean and the central moments once, shared by the variance, skewness and kurtosis
    // (each computed alone would take its own mean and m2: ten passes, not six).
    let mean_k = s.mean(true)?;
    let m2 = s.moment_about(2, &mean_k, false)?;
    let m3 = s.moment_about(3, &mean_k, false)?;
    let m4 = s.moment_about(4, &mean_k, false)?;
    let mean = mean_k.squeeze(Some(&[s.axis]))?;
    let variance = s.var_from_m2(&m2, opts.ddof, false)?;
    let skewness = skew_from(&s, &mean, &m2, &m3, opts.bias)?;
    let kurt = kurtosis_from(&s, &mean, &m2, &m4, true, opts.bias)?;
    Ok(DescribeResult {
        nobs,
        minmax: (mn, mx),
        mean,
        variance,
        skewness,
        kurtosis: kurt,
    })
}

// ------------------------------------------------------------------------------ moments

/// Keyword arguments of [`moment`].
#[derive(Clone, Debug, PartialEq)]
pub struct MomentOptions {
    /// Axis of the observations; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// NaN handling.
    pub nan_policy: NanPolicy,
    /// The point the moment is taken about; `None` is the sample mean.
    pub center: Option<f64>,
}

impl Default for MomentOptions {
    fn default() -> Self {
        MomentOptions {
            axis: Some(0),
            nan_policy: NanPolicy::Propagate,
            center: None,
        }
    }
}

/// The `order`-th moment of a sample about its mean (or `center`).
///
/// Equivalent to `scipy.stats.moment`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{moment, MomentOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 5.0], &[5], &Device::cpu())?;
/// assert_eq!(moment(&a, 2, &MomentOptions::default())?.item()?, 2.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn moment<T: StatsFloat>(a: &Array<T>, order: u32, opts: &MomentOptions) -> Result<Array<T>> {
    const OP: &str = "moment";
    let s = Sample::new(OP, a, opts.axis, opts.nan_policy)?;
    if s.a.is_empty() {
        return reduce::mean(&s.a, &opts1(&s.axis, false));
    }
    let center = match opts.center {
        Some(c) => full0(c, &s.a)?,
        None => {
            if order <= 1 {
                let m = s.mean(false)?;
                // 1 for order 0, 0 for the first central moment; NaN slices stay NaN when
                // propagating, as SciPy computes these without looking at the data.
                let v = if order == 0 { 1.0 } else { 0.0 };
                return Array::full(m.shape(), T::of(v), m.device());
            }
            s.mean(true)?
        }
    };
    s.moment_about(order, &center, false)
}

fn zero_m2<T: StatsFloat>(m2: &Array<T>, mean: &Array<T>) -> Result<Array<bool>> {
    // SciPy: m2 <= (eps * mean)**2
    let e = (mean * T::EPS)?;
    ufunc::less_equal(m2, &(&e * &e)?)
}

/// The mean (reduced axis removed) and the central moments m2 and m_k along the axis.
fn mean_m2_mk<T: StatsFloat>(s: &Sample<T>, k: u32) -> Result<(Array<T>, Array<T>, Array<T>)> {
    let mean = s.mean(true)?;
    let m2 = s.moment_about(2, &mean, false)?;
    let mk = s.moment_about(k, &mean, false)?;
    Ok((mean.squeeze(Some(&[s.axis]))?, m2, mk))
}

fn skew_of<T: StatsFloat>(s: &Sample<T>, bias: bool) -> Result<Array<T>> {
    let (mean, m2, m3) = mean_m2_mk(s, 3)?;
    skew_from(s, &mean, &m2, &m3, bias)
}

/// Skewness from the mean (reduced axis removed) and the central moments `m2`, `m3`.
fn skew_from<T: StatsFloat>(
    s: &Sample<T>,
    mean_r: &Array<T>,
    m2: &Array<T>,
    m3: &Array<T>,
    bias: bool,
) -> Result<Array<T>> {
    let zero = zero_m2(m2, mean_r)?;
    let m2_15 = ufunc::power::<T>(m2, 1.5)?;
    let ratio = (m3 / &m2_15)?;
    let nan = full0(f64::NAN, m2)?;
    let mut vals = select(&zero, &nan, &ratio)?;
    if !bias {
        let n = s.count(false)?;
        // ((n - 1) n)^0.5 / (n - 2) * m3 / m2^1.5
        let f = (ufunc::power::<T>(&(&(&n - 1.0)? * &n)?, 0.5)? / (&n - 2.0)?)?;
        let nval = ((&f * m3)? / &m2_15)?;
        let ok = ufunc::logical_and::<bool>(
            &ufunc::logical_not::<bool>(&zero)?,
            &ufunc::greater::<bool>(&n, 2.0)?,
        )?;
        vals = select(&ok, &nval, &vals)?;
    }
    Ok(vals)
}

fn kurtosis_of<T: StatsFloat>(s: &Sample<T>, fisher: bool, bias: bool) -> Result<Array<T>> {
    let (mean, m2, m4) = mean_m2_mk(s, 4)?;
    kurtosis_from(s, &mean, &m2, &m4, fisher, bias)
}

/// Kurtosis from the mean (reduced axis removed) and the central moments `m2`, `m4`.
fn kurtosis_from<T: StatsFloat>(
    s: &Sample<T>,
    mean_r: &Array<T>,
    m2: &Array<T>,
    m4: &Array<T>,
    fisher: bool,
    bias: bool,
) -> Result<Array<T>> {
    let zero = zero_m2(m2, mean_r)?;
    let ratio = (m4 / &(m2 * m2)?)?;
    let nan = full0(f64::NAN, m2)?;
    let mut vals = select(&zero, &nan, &ratio)?;
    if !bias {
        let n = s.count(false)?;
        // 1/(n-2)/(n-3) * ((n^2-1) m4/m2^2 - 3 (n-1)^2) + 3
        let nm1 = (&n - 1.0)?;
        let a = ((1.0 / &(&n - 2.0)?)? / (&n - 3.0)?)?;
        let b = (&(&(&(&n * &n)? - 1.0)? * m4)? / &(m2 * m2)?)?;
        let c = (&(&nm1 * &nm1)? * 3.0)?;
        let nval = (&(&a * &(&b - &c)?)? + 3.0)?;
        let ok = ufunc::logical_and::<bool>(
            &ufunc::logical_not::<bool>(&zero)?,
            &ufunc::greater::<bool>(&n, 3.0)?,
        )?;
        vals = select(&ok, &nval, &vals)?;
    }
    if fisher { &vals - 3.0 } else { Ok(vals) }
}

/// Keyword arguments of [`skew`].
#[derive(Clone, Debug, PartialEq)]
pub struct SkewOptions {
    /// Axis of the observations; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// `false` corrects for statistical bias. Default `true`.
    pub bias: bool,
    /// NaN handling.
    pub nan_policy: NanPolicy,
}

impl Default for SkewOptions {
    fn default() -> Self {
        SkewOptions {
            axis: Some(0),
            bias: true,
            nan_policy: NanPolicy::Propagate,
        }
    }
}

/// The sample skewness (`m3 / m2^1.5`; NaN where the data are constant).
///
/// Equivalent to `scipy.stats.skew`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{skew, SkewOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &Device::cpu())?;
/// assert_eq!(skew(&a, &SkewOptions::default())?.item()?, 0.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn skew<T: StatsFloat>(a: &Array<T>, opts: &SkewOptions) -> Result<Array<T>> {
    let s = Sample::new("skew", a, opts.axis, opts.nan_policy)?;
    skew_of(&s, opts.bias)
}

/// Keyword arguments of [`kurtosis`].
#[derive(Clone, Debug, PartialEq)]
pub struct KurtosisOptions {
    /// Axis of the observations; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// Fisher's definition (normal = 0.0) when `true` (the default), else Pearson's (3.0).
    pub fisher: bool,
    /// `false` corrects for statistical bias. Default `true`.
    pub bias: bool,
    /// NaN handling.
    pub nan_policy: NanPolicy,
}

impl Default for KurtosisOptions {
    fn default() -> Self {
        KurtosisOptions {
            axis: Some(0),
            fisher: true,
            bias: true,
            nan_policy: NanPolicy::Propagate,
        }
    }
}

/// The sample kurtosis (Fisher's or Pearson's).
///
/// Equivalent to `scipy.stats.kurtosis`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{kurtosis, KurtosisOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let k = kurtosis(&a, &KurtosisOptions::default())?.item()?;
/// assert!((k + 1.36).abs() < 1e-12);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn kurtosis<T: StatsFloat>(a: &Array<T>, opts: &KurtosisOptions) -> Result<Array<T>> {
    let s = Sample::new("kurtosis", a, opts.axis, opts.nan_policy)?;
    kurtosis_of(&s, opts.fisher, opts.bias)
}

// ------------------------------------------------------------------------------ z-scores

/// Keyword arguments of [`zscore`], [`zmap`] and [`gzscore`].
#[derive(Clone, Debug, PartialEq)]
pub struct ZscoreOptions {
    /// Axis of the observations; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// Delta degrees of freedom of the standard deviation. Default 0.
    pub ddof: f64,
    /// NaN handling.
    pub nan_policy: NanPolicy,
}

impl Default for ZscoreOptions {
    fn default() -> Self {
        ZscoreOptions {
            axis: Some(0),
            ddof: 0.0,
            nan_policy: NanPolicy::Propagate,
        }
    }
}

fn zmap_impl<T: StatsFloat>(
    op: &'static str,
    scores: &Array<T>,
    compare: &Array<T>,
    opts: &ZscoreOptions,
    like_zscore: bool,
) -> Result<Array<T>> {
    let s = Sample::new(op, compare, opts.axis, opts.nan_policy)?;
    let scores = if opts.axis.is_none() {
        scores.reshape(&[-1])?
    } else {
        scores.clone()
    };
    let mn = s.mean(true)?;
    let var = s.var_about(&mn, opts.ddof, true)?;
    let sd = ufunc::sqrt::<T>(&var)?;
    let eps = T::EPS;
    let f = if like_zscore {
        fuse(move |x: Expr, mn: Expr, sd: Expr| {
            fusion::where_(
                sd.clone().less_equal((mn.clone() * eps).abs()),
                f64::NAN,
                (x - mn) / sd,
            )
        })
    } else {
        fuse(|x, mn, sd| (x - mn) / sd)
    };
    let out = f.call_typed::<T>(&[&scores, &mn, &sd])?;
    if opts.axis.is_none() {
        out.reshape(&scores_shape(compare, scores.shape()))
    } else {
        Ok(out)
    }
}

fn scores_shape<T: StatsFloat>(orig: &Array<T>, flat: &[usize]) -> Vec<isize> {
    if orig.size() == flat.iter().product::<usize>() {
        orig.shape().iter().map(|&d| d as isize).collect()
    } else {
        flat.iter().map(|&d| d as isize).collect()
    }
}

/// The z-score of each value relative to the sample mean and standard deviation along an axis.
///
/// Equivalent to `scipy.stats.zscore`. Slices whose standard deviation is zero give NaN.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{zscore, ZscoreOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &Device::cpu())?;
/// let z = zscore(&a, &ZscoreOptions::default())?.to_vec()?;
/// assert!((z[2] - 1.224744871391589).abs() < 1e-15);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn zscore<T: StatsFloat>(a: &Array<T>, opts: &ZscoreOptions) -> Result<Array<T>> {
    zmap_impl("zscore", a, a, opts, true)
}

/// The z-scores of `scores` relative to the mean and standard deviation of `compare`.
///
/// Equivalent to `scipy.stats.zmap`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`];
/// [`gsci_core::Error::ShapeMismatch`] when the shapes do not broadcast.
///
/// ```
/// use gsci_stats::{zmap, ZscoreOptions, Array, Device};
/// let c = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &Device::cpu())?;
/// let s = Array::from_vec(vec![2.0f64], &[1], &Device::cpu())?;
/// assert_eq!(zmap(&s, &c, &ZscoreOptions::default())?.to_vec()?, vec![0.0]);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn zmap<T: StatsFloat>(
    scores: &Array<T>,
    compare: &Array<T>,
    opts: &ZscoreOptions,
) -> Result<Array<T>> {
    zmap_impl("zmap", scores, compare, opts, false)
}

/// The geometric z-score: [`zscore`] of `log(a)`.
///
/// Equivalent to `scipy.stats.gzscore`.
///
/// # Errors
/// As [`zscore`].
///
/// ```
/// use gsci_stats::{gzscore, ZscoreOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 10.0, 100.0], &[3], &Device::cpu())?;
/// let z = gzscore(&a, &ZscoreOptions::default())?.to_vec()?;
/// assert!(z[1].abs() < 1e-15);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn gzscore<T: StatsFloat>(a: &Array<T>, opts: &ZscoreOptions) -> Result<Array<T>> {
    let l = ufunc::log::<T>(a)?;
    zmap_impl("gzscore", &l, &l, opts, true)
}

// ------------------------------------------------------------------------------ spreads

/// Keyword arguments of [`sem`].
#[derive(Clone, Debug, PartialEq)]
pub struct SemOptions {
    /// Axis of the observations; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// Delta degrees of freedom. Default 1.
    pub ddof: f64,
    /// NaN handling.
    pub nan_policy: NanPolicy,
}

impl Default for SemOptions {
    fn default() -> Self {
        SemOptions {
            axis: Some(0),
            ddof: 1.0,
            nan_policy: NanPolicy::Propagate,
        }
    }
}

fn np_std<T: StatsFloat>(s: &Sample<T>, ddof: f64) -> Result<Array<T>> {
    let o = VarOptions {
        axis: Some(std::slice::from_ref(&s.axis)),
        ddof,
        keepdims: false,
    };
    if s.omit {
        reduce::nanstd(&s.a, &o)
    } else {
        reduce::std(&s.a, &o)
    }
}

/// The standard error of the mean: `std(a, ddof) / sqrt(n)`.
///
/// Equivalent to `scipy.stats.sem`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{sem, SemOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let s = sem(&a, &SemOptions::default())?.item()?;
/// assert!((s - 0.6454972243679028).abs() < 1e-15);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn sem<T: StatsFloat>(a: &Array<T>, opts: &SemOptions) -> Result<Array<T>> {
    let s = Sample::new("sem", a, opts.axis, opts.nan_policy)?;
    let sd = np_std(&s, opts.ddof)?;
    let n = s.count(false)?;
    &sd / &ufunc::power::<T>(&n, 0.5)?
}

/// Keyword arguments of [`variation`].
#[derive(Clone, Debug, PartialEq)]
pub struct VariationOptions {
    /// Axis of the observations; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// NaN handling.
    pub nan_policy: NanPolicy,
    /// Delta degrees of freedom of the standard deviation. Default 0.
    pub ddof: f64,
}

impl Default for VariationOptions {
    fn default() -> Self {
        VariationOptions {
            axis: Some(0),
            nan_policy: NanPolicy::Propagate,
            ddof: 0.0,
        }
    }
}

/// The coefficient of variation, `std(a, ddof) / mean(a)`.
///
/// Equivalent to `scipy.stats.variation`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{variation, VariationOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 3.0], &[2], &Device::cpu())?;
/// assert_eq!(variation(&a, &VariationOptions::default())?.item()?, 0.5);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn variation<T: StatsFloat>(a: &Array<T>, opts: &VariationOptions) -> Result<Array<T>> {
    let s = Sample::new("variation", a, opts.axis, opts.nan_policy)?;
    let sd = np_std(&s, opts.ddof)?;
    let m = s.mean(false)?;
    &sd / &m
}

/// Keyword arguments of [`gmean`], [`hmean`] and [`pmean`].
#[derive(Clone, Debug, PartialEq)]
pub struct MeanOptions {
    /// Axis of the observations; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// NaN handling.
    pub nan_policy: NanPolicy,
}

impl Default for MeanOptions {
    fn default() -> Self {
        MeanOptions {
            axis: Some(0),
            nan_policy: NanPolicy::Propagate,
        }
    }
}

/// The geometric mean, `exp(mean(log(a)))`.
///
/// Equivalent to `scipy.stats.gmean` (without `weights`).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{gmean, MeanOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 4.0], &[2], &Device::cpu())?;
/// assert_eq!(gmean(&a, &MeanOptions::default())?.item()?, 2.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn gmean<T: StatsFloat>(a: &Array<T>, opts: &MeanOptions) -> Result<Array<T>> {
    let s = Sample::new("gmean", a, opts.axis, opts.nan_policy)?;
    let l = Sample {
        a: ufunc::log::<T>(&s.a)?,
        axis: s.axis,
        omit: s.omit,
    };
    ufunc::exp::<T>(&l.mean(false)?)
}

/// The harmonic mean, `1 / mean(1 / a)` (0 when an element is 0, NaN when one is negative).
///
/// Equivalent to `scipy.stats.hmean` (without `weights`).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{hmean, MeanOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 4.0, 4.0], &[3], &Device::cpu())?;
/// assert_eq!(hmean(&a, &MeanOptions::default())?.item()?, 2.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn hmean<T: StatsFloat>(a: &Array<T>, opts: &MeanOptions) -> Result<Array<T>> {
    pmean_impl("hmean", a, -1.0, opts)
}

/// The power mean of order `p`, `mean(a^p)^(1/p)` (the geometric mean for `p = 0`).
///
/// Equivalent to `scipy.stats.pmean` (without `weights`).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a non-finite `p`, a bad axis or NaN with
/// [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{pmean, MeanOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 7.0], &[2], &Device::cpu())?;
/// assert_eq!(pmean(&a, 2.0, &MeanOptions::default())?.item()?, 5.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn pmean<T: StatsFloat>(a: &Array<T>, p: f64, opts: &MeanOptions) -> Result<Array<T>> {
    if !p.is_finite() {
        return Err(invalid(
            "pmean",
            format!("power mean only defined for finite p, got {p}"),
        ));
    }
    if p == 0.0 {
        return gmean(a, opts);
    }
    pmean_impl("pmean", a, p, opts)
}

fn pmean_impl<T: StatsFloat>(
    op: &'static str,
    a: &Array<T>,
    p: f64,
    opts: &MeanOptions,
) -> Result<Array<T>> {
    let s = Sample::new(op, a, opts.axis, opts.nan_policy)?;
    // SciPy: negative elements give NaN (with a warning).
    let neg: Array<bool> = ufunc::less(&s.a, 0.0)?;
    let nanv = full0(f64::NAN, &s.a)?;
    let data = select(&neg, &nanv, &s.a)?;
    let pw = Sample {
        a: ufunc::power::<T>(&data, p)?,
        axis: s.axis,
        omit: s.omit,
    };
    ufunc::power::<T>(&pw.mean(false)?, 1.0 / p)
}

/// Keyword arguments of [`iqr`].
#[derive(Clone, Debug, PartialEq)]
pub struct IqrOptions {
    /// Axis; `None` (SciPy's default) flattens.
    pub axis: Option<isize>,
    /// The percentiles of the range, default `(25, 75)`.
    pub rng: (f64, f64),
    /// The result is divided by `scale` (use [`IQR_NORMAL_SCALE`] for SciPy's `'normal'`).
    pub scale: f64,
    /// NaN handling (`Omit`: per-slice quantiles of the non-NaN values, linear interpolation).
    pub nan_policy: NanPolicy,
    /// Interpolation between order statistics, NumPy's `method=`.
    pub interpolation: gsci_core::stats_ops::QuantileMethod,
    /// Keep the reduced axis.
    pub keepdims: bool,
}

impl Default for IqrOptions {
    fn default() -> Self {
        IqrOptions {
            axis: None,
            rng: (25.0, 75.0),
            scale: 1.0,
            nan_policy: NanPolicy::Propagate,
            interpolation: Default::default(),
            keepdims: false,
        }
    }
}

/// SciPy's `scale='normal'` of `iqr`: `2 sqrt(2) erfinv(1/2)` ≈ 1.349.
pub const IQR_NORMAL_SCALE: f64 = 1.3489795003921634;

/// The interquartile range (or the range between `rng` percentiles).
///
/// Equivalent to `scipy.stats.iqr`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for `rng` outside `[0, 100]`, a bad axis, or NaN with
/// [`NanPolicy::Raise`]; [`gsci_core::Error::Unsupported`] for [`NanPolicy::Omit`] with NaN
/// and an interpolation other than linear.
///
/// ```
/// use gsci_stats::{iqr, IqrOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 5.0], &[5], &Device::cpu())?;
/// assert_eq!(iqr(&a, &IqrOptions::default())?.item()?, 2.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn iqr<T: StatsFloat>(x: &Array<T>, opts: &IqrOptions) -> Result<Array<T>> {
    const OP: &str = "iqr";
    let (lo, hi) = opts.rng;
    if !(0.0..=100.0).contains(&lo) || !(0.0..=100.0).contains(&hi) {
        return Err(invalid(
            OP,
            format!("rng must lie in [0, 100], got ({lo}, {hi})"),
        ));
    }
    let s = Sample::new(OP, x, opts.axis, opts.nan_policy)?;
    if s.omit {
        if opts.interpolation != gsci_core::stats_ops::QuantileMethod::Linear {
            return Err(unsupported(
                "iqr with nan_policy Omit and an interpolation other than Linear",
            ));
        }
        let (lo, hi) = if lo > hi { (hi, lo) } else { (lo, hi) };
        let (rows, batch) = crate::rank::to_rows(&s.a, s.axis)?;
        let sorted = sort(&rows, &SortOptions::default())?;
        let r =
            (&row_quantile_omit(&sorted, hi / 100.0)? - &row_quantile_omit(&sorted, lo / 100.0)?)?;
        let r = r.reshape(&batch)?;
        let r = if opts.keepdims && opts.axis.is_some() {
            r.expand_dims(&[s.axis])?
        } else {
            r
        };
        return if opts.scale == 1.0 {
            Ok(r)
        } else {
            &r / opts.scale
        };
    }
    let q = gsci_core::stats_ops::QuantileOptions {
        axis: Some(s.axis),
        keepdims: opts.keepdims && opts.axis.is_some(),
        method: opts.interpolation,
    };
    let (lo, hi) = if lo > hi { (hi, lo) } else { (lo, hi) };
    // two scalar percentiles: a scalar q keeps float32 (a list would give float64)
    let a0: Array<T> = gsci_core::percentile(&s.a, lo, &q)?;
    let a1: Array<T> = gsci_core::percentile(&s.a, hi, &q)?;
    let r = (&a1 - &a0)?;
    if opts.scale == 1.0 {
        Ok(r)
    } else {
        &r / opts.scale
    }
}

/// Keyword arguments of [`median_abs_deviation`].
#[derive(Clone, Debug, PartialEq)]
pub struct MedianAbsDeviationOptions {
    /// Axis; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// The result is divided by `scale` (use [`MAD_NORMAL_SCALE`] for SciPy's `'normal'`).
    pub scale: f64,
    /// NaN handling (`Omit`: per-slice medians of the non-NaN values).
    pub nan_policy: NanPolicy,
}

impl Default for MedianAbsDeviationOptions {
    fn default() -> Self {
        MedianAbsDeviationOptions {
            axis: Some(0),
            scale: 1.0,
            nan_policy: NanPolicy::Propagate,
        }
    }
}

/// SciPy's `scale='normal'` of `median_abs_deviation`: `ndtri(3/4)` ≈ 0.6745.
pub const MAD_NORMAL_SCALE: f64 = 0.6744897501960817;

/// The median absolute deviation, `median(|x - median(x)|) / scale`.
///
/// Equivalent to `scipy.stats.median_abs_deviation` (with the default `center=np.median`).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{median_abs_deviation, MedianAbsDeviationOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 100.0], &[5], &Device::cpu())?;
/// assert_eq!(median_abs_deviation(&a, &MedianAbsDeviationOptions::default())?.item()?, 1.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn median_abs_deviation<T: StatsFloat>(
    x: &Array<T>,
    opts: &MedianAbsDeviationOptions,
) -> Result<Array<T>> {
    const OP: &str = "median_abs_deviation";
    let s = Sample::new(OP, x, opts.axis, opts.nan_policy)?;
    if s.omit {
        let (rows, batch) = crate::rank::to_rows(&s.a, s.axis)?;
        let sorted = sort(&rows, &SortOptions::default())?;
        let med = row_quantile_omit(&sorted, 0.5)?;
        let dev = ufunc::absolute::<T>(&(&rows - &med.reshape(&[-1, 1])?)?)?;
        let ds = sort(&dev, &SortOptions::default())?;
        let mad = row_quantile_omit(&ds, 0.5)?.reshape(&batch)?;
        return if opts.scale == 1.0 {
            Ok(mad)
        } else {
            &mad / opts.scale
        };
    }
    if s.a.is_empty() {
        return reduce::mean(&s.a, &opts1(&s.axis, false));
    }
    let mo = |k| gsci_core::stats_ops::MedianOptions {
        axis: Some(s.axis),
        keepdims: k,
    };
    let med: Array<T> = gsci_core::median(&s.a, &mo(true))?;
    let dev = ufunc::absolute::<T>(&(&s.a - &med)?)?;
    let mad: Array<T> = gsci_core::median(&dev, &mo(false))?;
    if opts.scale == 1.0 {
        Ok(mad)
    } else {
        &mad / opts.scale
    }
}

// ------------------------------------------------------------------------------ entropy

/// Keyword arguments of [`entropy`].
#[derive(Clone, Debug, PartialEq)]
pub struct EntropyOptions {
    /// The logarithm's base; `None` is `e`.
    pub base: Option<f64>,
    /// Axis of the distributions. Default 0.
    pub axis: isize,
    /// NaN handling (NaN propagates into its slice; `Raise` rejects it).
    pub nan_policy: NanPolicy,
}

impl Default for EntropyOptions {
    fn default() -> Self {
        EntropyOptions {
            base: None,
            axis: 0,
            nan_policy: NanPolicy::Propagate,
        }
    }
}

/// The Shannon entropy of `pk`, or the relative entropy (Kullback-Leibler divergence) of `pk`
/// from `qk`; both are normalised to sum to 1 along the axis first.
///
/// Equivalent to `scipy.stats.entropy`. The sum is one fused kernel over the normalised data.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis, a `base <= 0`, or NaN with
/// [`NanPolicy::Raise`]; [`gsci_core::Error::ShapeMismatch`] when `pk` and `qk` do not
/// broadcast. `Omit` leaves out the positions where `pk` or `qk` is NaN (paired, as SciPy).
///
/// ```
/// use gsci_stats::{entropy, EntropyOptions, Array, Device};
/// let p = Array::from_vec(vec![1.0f64, 1.0], &[2], &Device::cpu())?;
/// let o = EntropyOptions { base: Some(2.0), ..Default::default() };
/// assert_eq!(entropy(&p, None, &o)?.item()?, 1.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn entropy<T: StatsFloat>(
    pk: &Array<T>,
    qk: Option<&Array<T>>,
    opts: &EntropyOptions,
) -> Result<Array<T>> {
    const OP: &str = "entropy";
    if let Some(b) = opts.base
        && (b.is_nan() || b <= 0.0)
    {
        return Err(invalid(OP, format!("base must be positive, got {b}")));
    }
    let s = Sample::new(OP, pk, Some(opts.axis), opts.nan_policy)?;
    let q_nan = match (qk, opts.nan_policy) {
        (Some(q), NanPolicy::Omit) => crate::common::has_nan(q)?,
        (Some(q), NanPolicy::Raise) if crate::common::has_nan(q)? => {
            return Err(invalid(OP, "qk contains NaN and nan_policy is Raise"));
        }
        _ => false,
    };
    if s.omit || q_nan {
        // SciPy drops the positions where pk (or qk: the samples are paired) is NaN; a term of
        // 0 adds nothing to the sums, so the NaN positions become zeros in both
        let mut mask: Array<bool> = ufunc::isnan(pk)?;
        if let Some(q) = qk {
            mask = ufunc::logical_or(&mask, &ufunc::isnan::<bool>(q)?)?;
        }
        let zero = Array::scalar(T::of(0.0), pk.device())?;
        let p0 = crate::common::select(&mask, &zero, pk)?;
        let q0 = match qk {
            Some(q) => Some(crate::common::select(&mask, &zero, q)?),
            None => None,
        };
        let o = EntropyOptions {
            nan_policy: NanPolicy::Propagate,
            ..opts.clone()
        };
        return entropy(&p0, q0.as_ref(), &o);
    }
    let ax = [s.axis];
    let tp = reduce::sum(&s.a, &opts1(&s.axis, true))?;
    let r = match qk {
        None => {
            let f = fuse(move |p, t| {
                fusion::reduce(
                    ReduceKind::Sum,
                    gsci_special::fusion::entr(p / t),
                    Some(&ax),
                    false,
                )
            });
            f.call_typed::<T>(&[&s.a, &tp])?
        }
        Some(q) => {
            if opts.nan_policy == NanPolicy::Raise && has_nan(q)? {
                return Err(invalid(OP, "qk contains NaN and nan_policy is Raise"));
            }
            let shape = gsci_core::broadcast_shapes(&[s.a.shape(), q.shape()])?;
            let p = s.a.broadcast_to(&shape)?;
            let q = q.broadcast_to(&shape)?;
            let tp = reduce::sum(&p, &opts1(&s.axis, true))?;
            let tq = reduce::sum(&q, &opts1(&s.axis, true))?;
            let f = fuse(move |p, tp, q, tq| {
                fusion::reduce(
                    ReduceKind::Sum,
                    gsci_special::fusion::rel_entr(p / tp, q / tq),
                    Some(&ax),
                    false,
                )
            });
            f.call_typed::<T>(&[&p, &tp, &q, &tq])?
        }
    };
    match opts.base {
        Some(b) => &r / b.ln(),
        None => Ok(r),
    }
}

// ------------------------------------------------------------------------------ trimmed

/// Keyword arguments of [`tmean`], [`tvar`], [`tstd`] and [`tsem`].
#[derive(Clone, Debug, PartialEq)]
pub struct TrimmedOptions {
    /// Lower and upper limits; values outside are ignored. `None`: no limit (each side may be
    /// infinite to leave it open).
    pub limits: Option<(f64, f64)>,
    /// Whether values equal to the lower / upper limit are included. Default `(true, true)`.
    pub inclusive: (bool, bool),
    /// Axis; `None` flattens. Default `Some(0)` (`tmean`'s SciPy default is `None`: set it).
    pub axis: Option<isize>,
    /// Delta degrees of freedom (`tvar`, `tstd`, `tsem`). Default 1.
    pub ddof: f64,
}

impl Default for TrimmedOptions {
    fn default() -> Self {
        TrimmedOptions {
            limits: None,
            inclusive: (true, true),
            axis: Some(0),
            ddof: 1.0,
        }
    }
}

/// The data with values outside the limits replaced by `val`, and the mask of those values.
fn put_val_to_limits<T: StatsFloat>(
    op: &'static str,
    a: &Array<T>,
    limits: Option<(f64, f64)>,
    inclusive: (bool, bool),
    val: f64,
) -> Result<(Array<T>, Array<bool>)> {
    let mut mask: Array<bool> = Array::full(a.shape(), false, a.device())?;
    if let Some((lo, hi)) = limits {
        if lo > hi {
            return Err(invalid(
                op,
                format!("limits must have lower <= upper, got ({lo}, {hi})"),
            ));
        }
        let below: Array<bool> = if inclusive.0 {
            ufunc::less(a, lo)?
        } else {
            ufunc::less_equal(a, lo)?
        };
        let above: Array<bool> = if inclusive.1 {
            ufunc::greater(a, hi)?
        } else {
            ufunc::greater_equal(a, hi)?
        };
        mask = ufunc::logical_or(&below, &above)?;
        let all: bool = reduce::all(&mask, &ReduceOptions::default())?.item()?;
        if all && !a.is_empty() {
            return Err(invalid(op, "no array values within the given limits"));
        }
    }
    let v = full0(val, a)?;
    Ok((select(&mask, &v, a)?, mask))
}

/// The trimmed mean: the mean of the values within `limits`.
///
/// Equivalent to `scipy.stats.tmean` (whose default axis is `None`).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when no value lies within the limits, or for a bad
/// axis.
///
/// ```
/// use gsci_stats::{tmean, TrimmedOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 100.0], &[4], &Device::cpu())?;
/// let o = TrimmedOptions { limits: Some((0.0, 10.0)), ..Default::default() };
/// assert_eq!(tmean(&a, &o)?.item()?, 2.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn tmean<T: StatsFloat>(a: &Array<T>, opts: &TrimmedOptions) -> Result<Array<T>> {
    const OP: &str = "tmean";
    let (a, axis) = along(OP, a, opts.axis)?;
    let (v, mask) = put_val_to_limits(OP, &a, opts.limits, opts.inclusive, 0.0)?;
    let sum = reduce::sum(&v, &opts1(&axis, false))?;
    let keep: Array<bool> = ufunc::logical_not(&mask)?;
    let n = reduce::sum(&keep, &opts1(&axis, false))?.astype::<T>()?;
    &sum / &n
}

/// The trimmed variance (values outside `limits` ignored), with `ddof` (default 1).
///
/// Equivalent to `scipy.stats.tvar`.
///
/// # Errors
/// As [`tmean`].
///
/// ```
/// use gsci_stats::{tvar, TrimmedOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 100.0], &[4], &Device::cpu())?;
/// let o = TrimmedOptions { limits: Some((0.0, 10.0)), ..Default::default() };
/// assert_eq!(tvar(&a, &o)?.item()?, 1.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn tvar<T: StatsFloat>(a: &Array<T>, opts: &TrimmedOptions) -> Result<Array<T>> {
    const OP: &str = "tvar";
    let (a, axis) = along(OP, a, opts.axis)?;
    let (v, _) = put_val_to_limits(OP, &a, opts.limits, opts.inclusive, f64::NAN)?;
    let s = Sample {
        a: v,
        axis,
        omit: true,
    };
    s.var(opts.ddof, false)
}

/// The trimmed standard deviation, `sqrt(tvar)`.
///
/// Equivalent to `scipy.stats.tstd`.
///
/// # Errors
/// As [`tmean`].
///
/// ```
/// use gsci_stats::{tstd, TrimmedOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &Device::cpu())?;
/// assert_eq!(tstd(&a, &TrimmedOptions::default())?.item()?, 1.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn tstd<T: StatsFloat>(a: &Array<T>, opts: &TrimmedOptions) -> Result<Array<T>> {
    ufunc::power::<T>(&tvar_named("tstd", a, opts)?, 0.5)
}

fn tvar_named<T: StatsFloat>(
    op: &'static str,
    a: &Array<T>,
    opts: &TrimmedOptions,
) -> Result<Array<T>> {
    let (a, axis) = along(op, a, opts.axis)?;
    let (v, _) = put_val_to_limits(op, &a, opts.limits, opts.inclusive, f64::NAN)?;
    Sample {
        a: v,
        axis,
        omit: true,
    }
    .var(opts.ddof, false)
}

/// The trimmed standard error of the mean, `tstd / sqrt(n within limits)`.
///
/// Equivalent to `scipy.stats.tsem`.
///
/// # Errors
/// As [`tmean`].
///
/// ```
/// use gsci_stats::{tsem, TrimmedOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let s = tsem(&a, &TrimmedOptions::default())?.item()?;
/// assert!((s - 0.6454972243679028).abs() < 1e-15);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn tsem<T: StatsFloat>(a: &Array<T>, opts: &TrimmedOptions) -> Result<Array<T>> {
    const OP: &str = "tsem";
    let (a, axis) = along(OP, a, opts.axis)?;
    let (v, _) = put_val_to_limits(OP, &a, opts.limits, opts.inclusive, f64::NAN)?;
    let s = Sample {
        a: v,
        axis,
        omit: true,
    };
    let sd = ufunc::power::<T>(&s.var(opts.ddof, false)?, 0.5)?;
    let n = s.count(false)?;
    &sd / &ufunc::power::<T>(&n, 0.5)?
}

/// Keyword arguments of [`tmin`] and [`tmax`].
#[derive(Clone, Debug, PartialEq)]
pub struct TminOptions {
    /// Axis; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// Whether values equal to the limit are included. Default `true`.
    pub inclusive: bool,
    /// NaN handling.
    pub nan_policy: NanPolicy,
}

impl Default for TminOptions {
    fn default() -> Self {
        TminOptions {
            axis: Some(0),
            inclusive: true,
            nan_policy: NanPolicy::Propagate,
        }
    }
}

fn tminmax<T: StatsFloat>(
    op: &'static str,
    a: &Array<T>,
    limit: Option<f64>,
    opts: &TminOptions,
    is_min: bool,
) -> Result<Array<T>> {
    let s = Sample::new(op, a, opts.axis, opts.nan_policy)?;
    let (lims, inc, fill) = match (limit, is_min) {
        (None, _) => (None, (true, true), 0.0),
        (Some(l), true) => (
            Some((l, f64::INFINITY)),
            (opts.inclusive, true),
            f64::INFINITY,
        ),
        (Some(l), false) => (
            Some((f64::NEG_INFINITY, l)),
            (true, opts.inclusive),
            f64::NEG_INFINITY,
        ),
    };
    let (v, mask) = if let Some((lo, hi)) = lims {
        let mut mask: Array<bool> = if is_min {
            if inc.0 {
                ufunc::less(&s.a, lo)?
            } else {
                ufunc::less_equal(&s.a, lo)?
            }
        } else if inc.1 {
            ufunc::greater(&s.a, hi)?
        } else {
            ufunc::greater_equal(&s.a, hi)?
        };
        if s.omit {
            mask = ufunc::logical_or(&mask, &ufunc::isnan::<bool>(&s.a)?)?;
        }
        (select(&mask, &full0(fill, &s.a)?, &s.a)?, Some(mask))
    } else if s.omit {
        let m: Array<bool> = ufunc::isnan(&s.a)?;
        let f = if is_min {
            f64::INFINITY
        } else {
            f64::NEG_INFINITY
        };
        (select(&m, &full0(f, &s.a)?, &s.a)?, Some(m))
    } else {
        (s.a.clone(), None)
    };
    let ro = opts1(&s.axis, false);
    let r = if is_min {
        reduce::min(&v, &ro)?
    } else {
        reduce::max(&v, &ro)?
    };
    match mask {
        Some(m) => {
            let all = reduce::all(&m, &ro)?;
            select(&all, &full0(f64::NAN, &r)?, &r)
        }
        None => Ok(r),
    }
}

/// The minimum of the values at or above `lowerlimit` (NaN for a slice with none).
///
/// Equivalent to `scipy.stats.tmin`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{tmin, TminOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &Device::cpu())?;
/// assert_eq!(tmin(&a, Some(1.5), &TminOptions::default())?.item()?, 2.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn tmin<T: StatsFloat>(
    a: &Array<T>,
    lowerlimit: Option<f64>,
    opts: &TminOptions,
) -> Result<Array<T>> {
    tminmax("tmin", a, lowerlimit, opts, true)
}

/// The maximum of the values at or below `upperlimit` (NaN for a slice with none).
///
/// Equivalent to `scipy.stats.tmax`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{tmax, TminOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &Device::cpu())?;
/// assert_eq!(tmax(&a, Some(2.5), &TminOptions::default())?.item()?, 2.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn tmax<T: StatsFloat>(
    a: &Array<T>,
    upperlimit: Option<f64>,
    opts: &TminOptions,
) -> Result<Array<T>> {
    tminmax("tmax", a, upperlimit, opts, false)
}

/// Keyword arguments of [`trim_mean`], [`trimboth`] and [`trim1`].
#[derive(Clone, Debug, PartialEq)]
pub struct TrimOptions {
    /// Axis; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
}

impl Default for TrimOptions {
    fn default() -> Self {
        TrimOptions { axis: Some(0) }
    }
}

/// The side [`trim1`] cuts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tail {
    /// Cut the largest values (SciPy's default).
    #[default]
    Right,
    /// Cut the smallest values.
    Left,
}

fn check_prop(op: &'static str, p: f64) -> Result<()> {
    if !p.is_finite() || p < 0.0 {
        return Err(invalid(
            op,
            format!("proportiontocut must be finite and >= 0, got {p}"),
        ));
    }
    Ok(())
}

fn sorted_along<T: StatsFloat>(
    op: &'static str,
    a: &Array<T>,
    axis: Option<isize>,
) -> Result<(Array<T>, isize)> {
    let (a, ax) = along(op, a, axis)?;
    let s = sort(
        &a,
        &SortOptions {
            axis: Some(ax),
            stable: None,
        },
    )?;
    Ok((s, ax))
}

fn cut<T: StatsFloat>(a: &Array<T>, axis: isize, lo: usize, hi: usize) -> Result<Array<T>> {
    let mut idx: Vec<SliceArg> = vec![SliceArg::from(..); a.ndim()];
    idx[axis as usize] = SliceArg::from(lo as isize..hi as isize);
    a.slice(&idx)
}

/// The mean after cutting `proportiontocut` of the sorted values off each end.
///
/// Equivalent to `scipy.stats.trim_mean`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a negative or too large proportion, or a bad axis.
///
/// ```
/// use gsci_stats::{trim_mean, TrimOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 100.0], &[5], &Device::cpu())?;
/// assert_eq!(trim_mean(&a, 0.2, &TrimOptions::default())?.item()?, 3.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn trim_mean<T: StatsFloat>(
    a: &Array<T>,
    proportiontocut: f64,
    opts: &TrimOptions,
) -> Result<Array<T>> {
    const OP: &str = "trim_mean";
    check_prop(OP, proportiontocut)?;
    let (a1, ax) = along(OP, a, opts.axis)?;
    let n = a1.shape()[ax as usize];
    let lo = (proportiontocut * n as f64) as usize;
    let hi = n.saturating_sub(lo);
    if lo > hi {
        return Err(invalid(
            OP,
            format!("proportiontocut {proportiontocut} is too big"),
        ));
    }
    if let gsci_core::Backend::Cuda(c) = a1.device().backend()
        && (1..=crate::rank_cuda::trim_max_n(T::DTYPE)).contains(&n)
    {
        // One block per row sorts it in shared memory and averages the kept middle
        // (rank_cuda.rs).
        let r = crate::rank::Rows::new(&a1, ax)?;
        let m = crate::rank_cuda::trim_mean_rows(c, &r.rows, lo, hi)?;
        return m.reshape(&r.moved_shape[..r.moved_shape.len() - 1]);
    }
    let s = sort(
        &a1,
        &SortOptions {
            axis: Some(ax),
            stable: None,
        },
    )?;
    let c = cut(&s, ax, lo, hi)?;
    reduce::mean(&c, &opts1(&ax, false))
}

/// Cuts `proportiontocut` of the values off both ends (the result is sorted along the axis; SciPy
/// leaves it in partitioned order).
///
/// Equivalent to `scipy.stats.trimboth`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a negative or too large proportion, or a bad axis.
///
/// ```
/// use gsci_stats::{trimboth, TrimOptions, Array, Device};
/// let a = Array::from_vec(vec![5.0f64, 1.0, 3.0, 2.0, 4.0], &[5], &Device::cpu())?;
/// assert_eq!(trimboth(&a, 0.2, &TrimOptions::default())?.to_vec()?, vec![2.0, 3.0, 4.0]);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn trimboth<T: StatsFloat>(
    a: &Array<T>,
    proportiontocut: f64,
    opts: &TrimOptions,
) -> Result<Array<T>> {
    const OP: &str = "trimboth";
    check_prop(OP, proportiontocut)?;
    let (s, ax) = sorted_along(OP, a, opts.axis)?;
    let n = s.shape()[ax as usize];
    let lo = (proportiontocut * n as f64) as usize;
    let hi = n.saturating_sub(lo);
    if lo >= hi && n > 0 {
        return Err(invalid(
            OP,
            format!("proportiontocut {proportiontocut} is too big"),
        ));
    }
    cut(&s, ax, lo, hi)
}

/// Cuts `proportiontocut` of the values off one end (sorted along the axis).
///
/// Equivalent to `scipy.stats.trim1`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a negative or too large proportion, or a bad axis.
///
/// ```
/// use gsci_stats::{trim1, Tail, TrimOptions, Array, Device};
/// let a = Array::from_vec(vec![5.0f64, 1.0, 3.0, 2.0, 4.0], &[5], &Device::cpu())?;
/// let t = trim1(&a, 0.4, Tail::Left, &TrimOptions::default())?;
/// assert_eq!(t.to_vec()?, vec![3.0, 4.0, 5.0]);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn trim1<T: StatsFloat>(
    a: &Array<T>,
    proportiontocut: f64,
    tail: Tail,
    opts: &TrimOptions,
) -> Result<Array<T>> {
    const OP: &str = "trim1";
    check_prop(OP, proportiontocut)?;
    if proportiontocut >= 1.0 {
        let (a, ax) = along(OP, a, opts.axis)?;
        return cut(&a, ax, 0, 0);
    }
    let (s, ax) = sorted_along(OP, a, opts.axis)?;
    let n = s.shape()[ax as usize];
    let k = (proportiontocut * n as f64) as usize;
    match tail {
        Tail::Right => cut(&s, ax, 0, n - k),
        Tail::Left => cut(&s, ax, k, n),
    }
}

/// The `q`-quantile (NumPy's linear method; the mean of the middle pair for the median) of
/// each row of `sorted` (`(batch, n)`, sorted, NaNs last) over its non-NaN values; NaN for a
/// row without any.
fn row_quantile_omit<T: StatsFloat>(sorted: &Array<T>, q: f64) -> Result<Array<T>> {
    let ok: Array<bool> = ufunc::logical_not(ufunc::isnan::<bool>(sorted)?)?;
    let cnt = reduce::sum(&ok, &ReduceOptions::axes(&[1]).keepdims(true))?;
    let none: Array<bool> = ufunc::equal(&cnt, 0i64)?;
    let last = ufunc::maximum::<i64>(&(&cnt - 1i64)?, 0i64)?;
    let lastf = last.astype::<f64>()?;
    let r = if q == 0.5 {
        let lo = ufunc::floor_divide::<i64>(&last, 2i64)?;
        let hi = ufunc::minimum::<i64>(&(&lo + &(&last % 2i64)?)?, &last)?;
        let a = gsci_core::take_along_axis(sorted, &lo, Some(1))?;
        let b = gsci_core::take_along_axis(sorted, &hi, Some(1))?;
        (&(&a + &b)? / 2.0)?
    } else {
        let idx = (&lastf * q)?;
        let lof = ufunc::floor::<f64>(&idx)?;
        let t = (&idx - &lof)?.astype::<T>()?;
        let lo = lof.astype::<i64>()?;
        let hi = ufunc::minimum::<i64>(&(&lo + 1i64)?, &last)?;
        let a = gsci_core::take_along_axis(sorted, &lo, Some(1))?;
        let b = gsci_core::take_along_axis(sorted, &hi, Some(1))?;
        // numpy's _lerp: a + (b - a) t, or b - (b - a)(1 - t) for t >= 0.5
        let d = (&b - &a)?;
        let up = (&a + &(&d * &t)?)?;
        let down = (&b - &(&d * &(1.0 - &t)?)?)?;
        let ge: Array<bool> = ufunc::greater_equal(&t, 0.5)?;
        select(&ge, &down, &up)?
    };
    let r = select(&none, &full0(f64::NAN, &r)?, &r)?;
    r.reshape(&[-1])
}

// ------------------------------------------------------------------------------ gstd, k-statistics

/// Keyword arguments of [`gstd`].
#[derive(Clone, Debug, PartialEq)]
pub struct GstdOptions {
    /// Axis; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// Delta degrees of freedom. Default 1.
    pub ddof: f64,
    /// NaN handling.
    pub nan_policy: NanPolicy,
}

impl Default for GstdOptions {
    fn default() -> Self {
        GstdOptions {
            axis: Some(0),
            ddof: 1.0,
            nan_policy: NanPolicy::Propagate,
        }
    }
}

/// The geometric standard deviation, `exp(std(log(a), ddof))`.
///
/// Equivalent to `scipy.stats.gstd`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{gstd, GstdOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 10.0, 100.0], &[3], &Device::cpu())?;
/// assert!((gstd(&a, &GstdOptions::default())?.item()? - 10.0).abs() < 1e-13);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn gstd<T: StatsFloat>(a: &Array<T>, opts: &GstdOptions) -> Result<Array<T>> {
    let s = Sample::new("gstd", a, opts.axis, opts.nan_policy)?;
    let l = Sample {
        a: ufunc::log::<T>(&s.a)?,
        axis: s.axis,
        omit: s.omit,
    };
    ufunc::exp::<T>(&ufunc::power::<T>(&l.var(opts.ddof, false)?, 0.5)?)
}

/// Keyword arguments of [`kstat`] and [`kstatvar`].
#[derive(Clone, Debug, PartialEq)]
pub struct KstatOptions {
    /// Axis; `None` (SciPy's default) flattens.
    pub axis: Option<isize>,
    /// NaN handling (`Omit` sums over the non-NaN values).
    pub nan_policy: NanPolicy,
}

impl Default for KstatOptions {
    fn default() -> Self {
        KstatOptions {
            axis: None,
            nan_policy: NanPolicy::Propagate,
        }
    }
}

fn kstat_of<T: StatsFloat>(s: &Sample<T>, n: u32) -> Result<Array<T>> {
    let nn = s.count(false)?;
    let pw = |k: f64| -> Result<Array<T>> { s.sum(&ufunc::power::<T>(&s.a, k)?, false) };
    let s1 = pw(1.0)?;
    match n {
        1 => &s1 * &(1.0 / &nn)?,
        2 => {
            let s2 = pw(2.0)?;
            &(&(&nn * &s2)? - &ufunc::power::<T>(&s1, 2.0)?)? / &(&nn * &(&nn - 1.0)?)?
        }
        3 => {
            let (s2, s3) = (pw(2.0)?, pw(3.0)?);
            let t1 = (&ufunc::power::<T>(&s1, 3.0)? * 2.0)?;
            let t2 = (&(&(&nn * 3.0)? * &s1)? * &s2)?;
            let t3 = (&(&nn * &nn)? * &s3)?;
            let den = (&(&nn * &(&nn - 1.0)?)? * &(&nn - 2.0)?)?;
            &(&(&t1 - &t2)? + &t3)? / &den
        }
        _ => {
            let (s2, s3, s4) = (pw(2.0)?, pw(3.0)?, pw(4.0)?);
            let t1 = (&ufunc::power::<T>(&s1, 4.0)? * -6.0)?;
            let t2 = (&(&(&nn * 12.0)? * &ufunc::power::<T>(&s1, 2.0)?)? * &s2)?;
            let t3 = (&(&(&nn * 3.0)? * &(&nn - 1.0)?)? * &ufunc::power::<T>(&s2, 2.0)?)?;
            let t4 = (&(&(&(&nn * 4.0)? * &(&nn + 1.0)?)? * &s1)? * &s3)?;
            let t5 = (&(&(&nn * &nn)? * &(&nn + 1.0)?)? * &s4)?;
            let num = (&(&(&(&t1 + &t2)? - &t3)? - &t4)? + &t5)?;
            let den = (&(&(&nn * &(&nn - 1.0)?)? * &(&nn - 2.0)?)? * &(&nn - 3.0)?)?;
            &num / &den
        }
    }
}

/// The `n`-th k-statistic (`1 <= n <= 4`), the unique symmetric unbiased estimator of the
/// `n`-th cumulant.
///
/// Equivalent to `scipy.stats.kstat`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for `n` outside 1..=4, a bad axis, or NaN with
/// [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{kstat, KstatOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let k2 = kstat(&a, 2, &KstatOptions::default())?.item()?;
/// assert!((k2 - 5.0 / 3.0).abs() < 1e-15);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn kstat<T: StatsFloat>(data: &Array<T>, n: u32, opts: &KstatOptions) -> Result<Array<T>> {
    if !(1..=4).contains(&n) {
        return Err(invalid(
            "kstat",
            format!("k-statistics are only supported for 1 <= n <= 4, got {n}"),
        ));
    }
    let s = Sample::new("kstat", data, opts.axis, opts.nan_policy)?;
    kstat_of(&s, n)
}

/// An unbiased estimate of the variance of the k-statistic `n` (1 or 2).
///
/// Equivalent to `scipy.stats.kstatvar`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for `n` other than 1 or 2, a bad axis, or NaN with
/// [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{kstatvar, KstatOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let v = kstatvar(&a, 1, &KstatOptions::default())?.item()?;
/// assert!((v - 5.0 / 12.0).abs() < 1e-15);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn kstatvar<T: StatsFloat>(data: &Array<T>, n: u32, opts: &KstatOptions) -> Result<Array<T>> {
    let s = Sample::new("kstatvar", data, opts.axis, opts.nan_policy)?;
    let nn = s.count(false)?;
    match n {
        1 => &kstat_of(&s, 2)? * &(1.0 / &nn)?,
        2 => {
            let k2 = kstat_of(&s, 2)?;
            let k4 = kstat_of(&s, 4)?;
            let a = (&(&nn * 2.0)? * &ufunc::power::<T>(&k2, 2.0)?)?;
            let b = (&(&nn - 1.0)? * &k4)?;
            &(&a + &b)? / &(&nn * &(&nn + 1.0)?)?
        }
        _ => Err(invalid(
            "kstatvar",
            format!("only n = 1 or n = 2 are supported, got {n}"),
        )),
    }
}
