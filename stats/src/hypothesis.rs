//! Hypothesis tests with a statistic and a p-value, batched along an axis (one test per slice:
//! per column, per gene, per pixel): t-tests, correlation, normality tests, one-way ANOVA,
//! chi-square / power-divergence, rank tests.
//!
//! Statistics are composed of gsci-core's reductions and the p-values come from gsci-special's
//! distribution functions (`stdtr`, `ndtr`, `chdtrc`, `fdtrc`, `betainc`), so everything runs on
//! the input's device and results stay there (0-d arrays for a single test).

use crate::common::{
    Alternative, NanPolicy, Sample, StatsFloat, along, full0, has_nan, invalid, nan_mode, select,
    unsupported,
};
use crate::descriptive::{KurtosisOptions, SkewOptions, kurtosis, skew};
use crate::rank::{rank_rows_average, to_rows};
use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::ufunc;
use gsci_core::{Array, Result};

/// The result of a t-test (SciPy's `TtestResult`).
#[derive(Clone, Debug)]
pub struct TtestResult<T: StatsFloat> {
    /// The t statistic.
    pub statistic: Array<T>,
    /// The p-value for the chosen alternative.
    pub pvalue: Array<T>,
    /// Degrees of freedom.
    pub df: Array<T>,
}

/// A statistic and its p-value (SciPy's `SignificanceResult` and the named tuples of the other
/// tests).
#[derive(Clone, Debug)]
pub struct TestResult<T: StatsFloat> {
    /// The test statistic.
    pub statistic: Array<T>,
    /// The p-value.
    pub pvalue: Array<T>,
}

/// Keyword arguments of [`ttest_1samp`] and [`ttest_rel`].
#[derive(Clone, Debug, PartialEq)]
pub struct TtestOptions {
    /// Axis of the observations; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// NaN handling.
    pub nan_policy: NanPolicy,
    /// The alternative hypothesis.
    pub alternative: Alternative,
}

impl Default for TtestOptions {
    fn default() -> Self {
        TtestOptions {
            axis: Some(0),
            nan_policy: NanPolicy::Propagate,
            alternative: Alternative::TwoSided,
        }
    }
}

/// p-value of a t statistic with `df` degrees of freedom (SciPy's `_get_pvalue` with
/// `_SimpleStudentT`).
fn t_pvalue<T: StatsFloat>(t: &Array<T>, df: &Array<T>, alt: Alternative) -> Result<Array<T>> {
    match alt {
        Alternative::Less => gsci_special::stdtr(df, t),
        Alternative::Greater => gsci_special::stdtr(df, &(-t)?),
        Alternative::TwoSided => {
            let a = ufunc::absolute::<T>(t)?;
            &gsci_special::stdtr::<T>(df, &(-&a)?)? * 2.0
        }
    }
}

/// p-value of a standard-normal statistic (`_SimpleNormal`).
fn z_pvalue<T: StatsFloat>(z: &Array<T>, alt: Alternative) -> Result<Array<T>> {
    match alt {
        Alternative::Less => gsci_special::ndtr(z),
        Alternative::Greater => gsci_special::ndtr(&(-z)?),
        Alternative::TwoSided => {
            let a = ufunc::absolute::<T>(z)?;
            &gsci_special::ndtr::<T>(&(-&a)?)? * 2.0
        }
    }
}

/// Calculates the t-test for the mean of one group of scores.
///
/// Equivalent to `scipy.stats.ttest_1samp`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{ttest_1samp, TtestOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let r = ttest_1samp(&a, 2.5, &TtestOptions::default())?;
/// assert_eq!(r.statistic.item()?, 0.0);
/// assert_eq!(r.pvalue.item()?, 1.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn ttest_1samp<T: StatsFloat>(
    a: &Array<T>,
    popmean: f64,
    opts: &TtestOptions,
) -> Result<TtestResult<T>> {
    ttest_1samp_named("ttest_1samp", a, popmean, opts)
}

fn ttest_1samp_named<T: StatsFloat>(
    op: &'static str,
    a: &Array<T>,
    popmean: f64,
    opts: &TtestOptions,
) -> Result<TtestResult<T>> {
    let s = Sample::new(op, a, opts.axis, opts.nan_policy)?;
    if s.len() == 0 {
        let mut shape = s.a.shape().to_vec();
        shape.remove(s.axis as usize);
        let nan = Array::full(&shape, T::nan(), s.a.device())?;
        return Ok(TtestResult {
            statistic: nan.clone(),
            pvalue: nan.clone(),
            df: nan,
        });
    }
    let n = s.count(false)?;
    let df = (&n - 1.0)?;
    let mk = s.mean(true)?;
    let v = s.var_about(&mk, 1.0, false)?;
    let mean = mk.squeeze(Some(&[s.axis]))?;
    let d = (&mean - popmean)?;
    let denom = ufunc::sqrt::<T>(&(&v / &n)?)?;
    let t = (&d / &denom)?;
    let p = t_pvalue(&t, &df, opts.alternative)?;
    let df = df.broadcast_to(t.shape())?.copy()?;
    Ok(TtestResult {
        statistic: t,
        pvalue: p,
        df,
    })
}

/// Calculates the t-test on two related samples (the one-sample test of `a - b` against 0).
///
/// Equivalent to `scipy.stats.ttest_rel`.
///
/// # Errors
/// [`gsci_core::Error::ShapeMismatch`] when the shapes differ; as [`ttest_1samp`].
///
/// ```
/// use gsci_stats::{ttest_rel, TtestOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let b = Array::from_vec(vec![1.5f64, 2.0, 3.5, 4.0], &[4], &Device::cpu())?;
/// let r = ttest_rel(&a, &b, &TtestOptions::default())?;
/// assert!(r.statistic.item()? < 0.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn ttest_rel<T: StatsFloat>(
    a: &Array<T>,
    b: &Array<T>,
    opts: &TtestOptions,
) -> Result<TtestResult<T>> {
    if a.shape() != b.shape() {
        return Err(invalid(
            "ttest_rel",
            format!(
                "a and b must have the same shape, got {:?} and {:?}",
                a.shape(),
                b.shape()
            ),
        ));
    }
    let d = (a - b)?;
    ttest_1samp_named("ttest_rel", &d, 0.0, opts)
}

/// Keyword arguments of [`ttest_ind`].
#[derive(Clone, Debug, PartialEq)]
pub struct TtestIndOptions {
    /// Axis of the observations; `None` flattens both. Default `Some(0)`.
    pub axis: Option<isize>,
    /// Student's test with pooled variance (`true`, the default) or Welch's test.
    pub equal_var: bool,
    /// NaN handling.
    pub nan_policy: NanPolicy,
    /// The alternative hypothesis.
    pub alternative: Alternative,
    /// Proportion trimmed off each end (Yuen's trimmed t-test for `trim > 0`), in `[0, 0.5)`.
    pub trim: f64,
}

impl Default for TtestIndOptions {
    fn default() -> Self {
        TtestIndOptions {
            axis: Some(0),
            equal_var: true,
            nan_policy: NanPolicy::Propagate,
            alternative: Alternative::TwoSided,
            trim: 0.0,
        }
    }
}

/// SciPy's `_ttest_trim_var_mean_len`: winsorized variance (ddof `2g + 1`), trimmed mean and
/// the trimmed length of a sample along its axis.
fn trim_var_mean_len<T: StatsFloat>(
    s: &Sample<T>,
    trim: f64,
) -> Result<(Array<T>, Array<T>, Array<T>)> {
    let (rows, batch) = to_rows(&s.a, s.axis)?;
    let sorted = gsci_core::sort(&rows, &gsci_core::sort::SortOptions::default())?;
    let (b, n) = (sorted.shape()[0], sorted.shape()[1]);
    let g = (n as f64 * trim) as usize;
    let rows1 = ReduceOptions::axes(&[1]);
    let v = if g == 0 {
        Sample {
            a: sorted.clone(),
            axis: 1,
            omit: false,
        }
        .var(1.0, false)?
    } else {
        let gi = g as isize;
        let ni = n as isize;
        let left = sorted
            .slice_axis(1, Some(gi), Some(gi + 1), 1)?
            .broadcast_to(&[b, g])?;
        let right = sorted
            .slice_axis(1, Some(ni - gi - 1), Some(ni - gi), 1)?
            .broadcast_to(&[b, g])?;
        let mid = sorted.slice_axis(1, Some(gi), Some(ni - gi), 1)?;
        let win = gsci_core::concatenate(&[&left, &mid, &right], 1)?;
        let v = Sample {
            a: win,
            axis: 1,
            omit: false,
        }
        .var((2 * g + 1) as f64, false)?;
        let isn = reduce::any(&ufunc::isnan::<bool>(&rows)?, &rows1)?;
        select(&isn, &full0(f64::NAN, &v)?, &v)?
    };
    let m = crate::descriptive::trim_mean(
        &sorted,
        trim,
        &crate::descriptive::TrimOptions { axis: Some(1) },
    )?;
    let len = Array::scalar(T::of((n - 2 * g) as f64), s.a.device())?;
    Ok((v.reshape(&batch)?, m.reshape(&batch)?, len))
}

/// Calculates the t-test for the means of two independent samples (Student's or Welch's).
///
/// Equivalent to `scipy.stats.ttest_ind` (with `trim`: Yuen's test; without `method`). Batched:
/// each slice along `axis` is one test.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`];
/// [`gsci_core::Error::ShapeMismatch`] when the other axes do not broadcast.
///
/// ```
/// use gsci_stats::{ttest_ind, TtestIndOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &Device::cpu())?;
/// let b = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 5.0], &[5], &Device::cpu())?;
/// let r = ttest_ind(&a, &b, &TtestIndOptions::default())?;
/// assert_eq!(r.df.item()?, 6.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn ttest_ind<T: StatsFloat>(
    a: &Array<T>,
    b: &Array<T>,
    opts: &TtestIndOptions,
) -> Result<TtestIndResultAlias<T>> {
    const OP: &str = "ttest_ind";
    if !(0.0..0.5).contains(&opts.trim) {
        return Err(invalid(
            OP,
            format!(
                "trimming percentage should be 0 <= trim < .5, got {}",
                opts.trim
            ),
        ));
    }
    let sa = Sample::new(OP, a, opts.axis, opts.nan_policy)?;
    let sb = Sample::new(OP, b, opts.axis, opts.nan_policy)?;
    let (n1, n2, v1, v2, m1, m2) = if opts.trim == 0.0 {
        let m1k = sa.mean(true)?;
        let m2k = sb.mean(true)?;
        (
            sa.count(false)?,
            sb.count(false)?,
            sa.var_about(&m1k, 1.0, false)?,
            sb.var_about(&m2k, 1.0, false)?,
            m1k.squeeze(Some(&[sa.axis]))?,
            m2k.squeeze(Some(&[sb.axis]))?,
        )
    } else {
        if sa.omit || sb.omit {
            return Err(unsupported(
                "ttest_ind with trim and nan_policy Omit on data containing NaN",
            ));
        }
        let (v1, m1, n1) = trim_var_mean_len(&sa, opts.trim)?;
        let (v2, m2, n2) = trim_var_mean_len(&sb, opts.trim)?;
        (n1, n2, v1, v2, m1, m2)
    };
    let (df, denom) = if opts.equal_var {
        let one1: Array<bool> = ufunc::equal(&n1, 1.0)?;
        let one2: Array<bool> = ufunc::equal(&n2, 1.0)?;
        let z = full0(0.0, &v1)?;
        let v1 = select(&one1, &z, &v1)?;
        let v2 = select(&one2, &z, &v2)?;
        let df = (&(&n1 + &n2)? - 2.0)?;
        let svar = (&(&(&(&n1 - 1.0)? * &v1)? + &(&(&n2 - 1.0)? * &v2)?)? / &df)?;
        let f = (&(1.0 / &n1)? + &(1.0 / &n2)?)?;
        let denom = ufunc::sqrt::<T>(&(&svar * &f)?)?;
        (df, denom)
    } else {
        let vn1 = (&v1 / &n1)?;
        let vn2 = (&v2 / &n2)?;
        let s = (&vn1 + &vn2)?;
        let den = (&(&(&vn1 * &vn1)? / &(&n1 - 1.0)?)? + &(&(&vn2 * &vn2)? / &(&n2 - 1.0)?)?)?;
        let df = (&(&s * &s)? / &den)?;
        let isn: Array<bool> = ufunc::isnan(&df)?;
        let df = select(&isn, &full0(1.0, &df)?, &df)?;
        (df, ufunc::sqrt::<T>(&s)?)
    };
    let t = (&(&m1 - &m2)? / &denom)?;
    let p = t_pvalue(&t, &df, opts.alternative)?;
    let df = df.broadcast_to(t.shape())?.copy()?;
    Ok(TtestResult {
        statistic: t,
        pvalue: p,
        df,
    })
}

/// [`ttest_ind`]'s result: a [`TtestResult`].
pub type TtestIndResultAlias<T> = TtestResult<T>;

// ------------------------------------------------------------------------------ correlation

/// Keyword arguments of [`pearsonr`].
#[derive(Clone, Debug, PartialEq)]
pub struct PearsonrOptions {
    /// The alternative hypothesis.
    pub alternative: Alternative,
    /// Axis of the observations; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
}

impl Default for PearsonrOptions {
    fn default() -> Self {
        PearsonrOptions {
            alternative: Alternative::TwoSided,
            axis: Some(0),
        }
    }
}

/// Pearson's correlation coefficient and the p-value for testing non-correlation, per slice.
///
/// Equivalent to `scipy.stats.pearsonr` (p-value from the exact beta distribution of `r`).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when the lengths along the axis differ or are below 2.
///
/// ```
/// use gsci_stats::{pearsonr, PearsonrOptions, Array, Device};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let y = Array::from_vec(vec![2.0f64, 4.0, 6.0, 8.5], &[4], &Device::cpu())?;
/// let r = pearsonr(&x, &y, &PearsonrOptions::default())?;
/// assert!(r.statistic.item()? > 0.99);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn pearsonr<T: StatsFloat>(
    x: &Array<T>,
    y: &Array<T>,
    opts: &PearsonrOptions,
) -> Result<TestResult<T>> {
    const OP: &str = "pearsonr";
    let (x, ax) = along(OP, x, opts.axis)?;
    let (y, ay) = along(OP, y, opts.axis)?;
    let (n, m) = (x.shape()[ax as usize], y.shape()[ay as usize]);
    if n != m {
        return Err(invalid(
            OP,
            format!("x and y must have the same length along axis, got {n} and {m}"),
        ));
    }
    if n < 2 {
        return Err(invalid(
            OP,
            format!("x and y must have length at least 2, got {n}"),
        ));
    }
    let ro = ReduceOptions::axes(std::slice::from_ref(&ax)).keepdims(true);
    let prep = |v: &Array<T>| -> Result<(Array<T>, Array<T>, Array<bool>)> {
        let first = v.slice_axis(ax, Some(0), Some(1), 1)?;
        let same: Array<bool> = ufunc::equal(v, &first)?;
        let konst = reduce::all(&same, &ReduceOptions::axes(std::slice::from_ref(&ax)))?;
        let mean = reduce::mean(v, &ro)?;
        let vm = (v - &mean)?;
        let vmax = reduce::max(&ufunc::absolute::<T>(&vm)?, &ro)?;
        let scaled = (&vm / &vmax)?;
        let nrm = reduce::norm(
            &scaled,
            &gsci_core::reduce::NormOptions {
                ord: None,
                axis: Some(std::slice::from_ref(&ax)),
                keepdims: true,
            },
        )?;
        let norm = (&vmax * &nrm)?;
        Ok(((&vm / &norm)?, mean, konst))
    };
    let (xn, _, cx) = prep(&x)?;
    let (yn, _, cy) = prep(&y)?;
    let r = reduce::sum(
        &(&xn * &yn)?,
        &ReduceOptions::axes(std::slice::from_ref(&ax)),
    )?;
    let r = gsci_core::clip(&r, Some(T::of(-1.0)), Some(T::of(1.0)))?;
    let konst: Array<bool> = ufunc::logical_or(&cx, &cy)?;
    let r = select(&konst, &full0(f64::NAN, &r)?, &r)?;
    let ab = (n as f64) / 2.0 - 1.0;
    let u = (&(&r + 1.0)? / 2.0)?;
    let mut p = match opts.alternative {
        Alternative::Less => gsci_special::betainc::<T>(ab, ab, &u)?,
        Alternative::Greater => gsci_special::betaincc::<T>(ab, ab, &u)?,
        Alternative::TwoSided => {
            let ua = (&(&ufunc::absolute::<T>(&r)? + 1.0)? / 2.0)?;
            (&gsci_special::betaincc::<T>(ab, ab, &ua)? * 2.0)?
        }
    };
    let mut r = r;
    if n == 2 {
        r = ufunc::rint::<T>(&r)?;
        let isn: Array<bool> = ufunc::isnan(&r)?;
        p = select(&isn, &full0(f64::NAN, &r)?, &full0(1.0, &r)?)?;
    }
    Ok(TestResult {
        statistic: r,
        pvalue: p,
    })
}

/// Keyword arguments of [`spearmanr`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SpearmanrOptions {
    /// The alternative hypothesis.
    pub alternative: Alternative,
    /// NaN handling (`Omit` drops the pairs with a NaN).
    pub nan_policy: NanPolicy,
}

/// Spearman's rank correlation of two 1-D samples and the p-value for testing non-correlation.
///
/// Equivalent to `scipy.stats.spearmanr(x, y)` for two 1-D arrays (the correlation-matrix form
/// of 2-D input is not provided here).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when `x` and `y` are not 1-D of one length >= 2.
/// `Omit` drops the pairs where `x` or `y` is NaN (SciPy's masked-array route).
///
/// ```
/// use gsci_stats::{spearmanr, SpearmanrOptions, Array, Device};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 5.0], &[5], &Device::cpu())?;
/// let y = Array::from_vec(vec![5.0f64, 6.0, 7.0, 8.0, 7.0], &[5], &Device::cpu())?;
/// let r = spearmanr(&x, &y, &SpearmanrOptions::default())?;
/// assert!((r.statistic.item()? - 0.8207826816681233).abs() < 1e-15);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn spearmanr<T: StatsFloat>(
    x: &Array<T>,
    y: &Array<T>,
    opts: &SpearmanrOptions,
) -> Result<TestResult<T>> {
    const OP: &str = "spearmanr";
    if x.ndim() != 1 || y.ndim() != 1 || x.len() != y.len() || x.len() < 2 {
        return Err(invalid(
            OP,
            format!(
                "x and y must be 1-D of one length >= 2, got {:?} and {:?}",
                x.shape(),
                y.shape()
            ),
        ));
    }
    let nx = nan_mode(OP, x, opts.nan_policy)?;
    let ny = nan_mode(OP, y, opts.nan_policy)?;
    if nx || ny {
        // SciPy (mstats.spearmanr) drops the pairs where x or y is NaN
        let (xv, yv) = (x.to_vec()?, y.to_vec()?);
        let (xs, ys): (Vec<T>, Vec<T>) = xv
            .iter()
            .zip(&yv)
            .filter(|(a, b)| !a.as_f64().is_nan() && !b.as_f64().is_nan())
            .map(|(a, b)| (*a, *b))
            .unzip();
        let m = xs.len();
        if m < 2 {
            let nan = Array::scalar(T::nan(), x.device())?;
            return Ok(TestResult {
                statistic: nan.clone(),
                pvalue: nan,
            });
        }
        let xa = Array::from_vec(xs, &[m], x.device())?;
        let ya = Array::from_vec(ys, &[m], x.device())?;
        let o = SpearmanrOptions {
            nan_policy: NanPolicy::Propagate,
            ..opts.clone()
        };
        return spearmanr(&xa, &ya, &o);
    }
    let n = x.len();
    let (rx, _) = rank_rows_average(&x.reshape(&[1, -1])?)?;
    let (ry, _) = rank_rows_average(&y.reshape(&[1, -1])?)?;
    let rx = rx.reshape(&[-1])?.astype::<T>()?;
    let ry = ry.reshape(&[-1])?.astype::<T>()?;
    // SciPy: np.corrcoef of the ranks
    let mx = reduce::mean(&rx, &ReduceOptions::default())?;
    let my = reduce::mean(&ry, &ReduceOptions::default())?;
    let dx = (&rx - &mx)?;
    let dy = (&ry - &my)?;
    let all = ReduceOptions::default();
    let cxy = reduce::sum(&(&dx * &dy)?, &all)?;
    let cxx = reduce::sum(&(&dx * &dx)?, &all)?;
    let cyy = reduce::sum(&(&dy * &dy)?, &all)?;
    let d = (&ufunc::sqrt::<T>(&cxx)? * &ufunc::sqrt::<T>(&cyy)?)?;
    let rs = (&cxy / &d)?;
    let rs = gsci_core::clip(&rs, Some(T::of(-1.0)), Some(T::of(1.0)))?;
    if has_nan(x)? || has_nan(y)? {
        let nan = full0(f64::NAN, &rs)?;
        return Ok(TestResult {
            statistic: nan.clone(),
            pvalue: nan,
        });
    }
    let dof = (n - 2) as f64;
    // t = rs * sqrt((dof / ((rs + 1) (1 - rs))).clip(0))
    let q = (dof / &(&(&rs + 1.0)? * &(1.0 - &rs)?)?)?;
    let q = gsci_core::clip(&q, Some(T::of(0.0)), None)?;
    let t = (&rs * &ufunc::sqrt::<T>(&q)?)?;
    let p = t_pvalue(&t, &full0(dof, &t)?, opts.alternative)?;
    Ok(TestResult {
        statistic: rs,
        pvalue: p,
    })
}

/// The result of [`linregress`] (SciPy's `LinregressResult`), 0-d arrays on the input's device.
#[derive(Clone, Debug)]
pub struct LinregressResult<T: StatsFloat> {
    /// Slope of the regression line.
    pub slope: Array<T>,
    /// Intercept of the regression line.
    pub intercept: Array<T>,
    /// Pearson's correlation coefficient.
    pub rvalue: Array<T>,
    /// Two-sided (or `alternative`) p-value of the slope being zero.
    pub pvalue: Array<T>,
    /// Standard error of the slope.
    pub stderr: Array<T>,
    /// Standard error of the intercept.
    pub intercept_stderr: Array<T>,
}

/// Keyword arguments of [`linregress`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LinregressOptions {
    /// The alternative hypothesis about the slope.
    pub alternative: Alternative,
}

/// Least-squares regression line of `y` on `x` (two 1-D samples of one length).
///
/// Equivalent to `scipy.stats.linregress(x, y)`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when the inputs are not 1-D of one length, or all `x`
/// are identical.
///
/// ```
/// use gsci_stats::{linregress, LinregressOptions, Array, Device};
/// let x = Array::from_vec(vec![0.0f64, 1.0, 2.0, 3.0], &[4], &Device::cpu())?;
/// let y = Array::from_vec(vec![1.0f64, 3.0, 5.0, 7.5], &[4], &Device::cpu())?;
/// let r = linregress(&x, &y, &LinregressOptions::default())?;
/// assert!((r.slope.item()? - 2.15).abs() < 1e-12);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn linregress<T: StatsFloat>(
    x: &Array<T>,
    y: &Array<T>,
    opts: &LinregressOptions,
) -> Result<LinregressResult<T>> {
    const OP: &str = "linregress";
    if x.ndim() != 1 || y.ndim() != 1 || x.len() != y.len() {
        return Err(invalid(
            OP,
            format!(
                "x and y must be 1-D of one length, got {:?} and {:?}",
                x.shape(),
                y.shape()
            ),
        ));
    }
    let n = x.len();
    let all = ReduceOptions::default();
    let xm = reduce::mean(x, &all)?;
    let ym = reduce::mean(y, &all)?;
    let dx = (x - &xm)?;
    let dy = (y - &ym)?;
    // np.cov(x, y, bias=1): sums of products / n
    let ssxm = (&reduce::sum(&(&dx * &dx)?, &all)? / n as f64)?;
    let ssym = (&reduce::sum(&(&dy * &dy)?, &all)? / n as f64)?;
    let ssxym = (&reduce::sum(&(&dx * &dy)?, &all)? / n as f64)?;
    let h = |a: &Array<T>| -> Result<f64> { Ok(a.item()?.as_f64()) };
    let (sx, sy, sxy, xmean, ymean) = (h(&ssxm)?, h(&ssym)?, h(&ssxym)?, h(&xm)?, h(&ym)?);
    if sx == 0.0 {
        return Err(invalid(
            OP,
            "cannot calculate a linear regression if all x values are identical",
        ));
    }
    let r = if sy == 0.0 {
        0.0
    } else {
        (sxy / (sx * sy).sqrt()).clamp(-1.0, 1.0)
    };
    let slope = sxy / sx;
    let intercept = ymean - slope * xmean;
    let (p, slope_se, icpt_se) = if n == 2 {
        let p = if r == 0.0 { 1.0 } else { 0.0 };
        (p, 0.0, 0.0)
    } else {
        let df = (n - 2) as f64;
        const TINY: f64 = 1.0e-20;
        let t = r * (df / ((1.0 - r + TINY) * (1.0 + r + TINY))).sqrt();
        let p = match opts.alternative {
            Alternative::Less => gsci_special::scalar::gamma::stdtr(df, t),
            Alternative::Greater => gsci_special::scalar::gamma::stdtr(df, -t),
            Alternative::TwoSided => 2.0 * gsci_special::scalar::gamma::stdtr(df, -t.abs()),
        };
        let se = ((1.0 - r * r) * sy / sx / df).sqrt();
        let ise = se * (sx + xmean * xmean).sqrt();
        (p, se, ise)
    };
    let dev = x.device();
    let z = |v: f64| Array::scalar(T::of(v), dev);
    Ok(LinregressResult {
        slope: z(slope)?,
        intercept: z(intercept)?,
        rvalue: z(r)?,
        pvalue: z(p)?,
        stderr: z(slope_se)?,
        intercept_stderr: z(icpt_se)?,
    })
}

// ------------------------------------------------------------------------------ normality

/// Keyword arguments of [`skewtest`], [`kurtosistest`] (and, without `alternative`,
/// [`normaltest`], [`jarque_bera`]).
#[derive(Clone, Debug, PartialEq)]
pub struct NormalityOptions {
    /// Axis of the observations; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// NaN handling.
    pub nan_policy: NanPolicy,
    /// The alternative hypothesis (`skewtest`, `kurtosistest`).
    pub alternative: Alternative,
}

impl Default for NormalityOptions {
    fn default() -> Self {
        NormalityOptions {
            axis: Some(0),
            nan_policy: NanPolicy::Propagate,
            alternative: Alternative::TwoSided,
        }
    }
}

fn skew_z<T: StatsFloat>(op: &'static str, a: &Array<T>, o: &NormalityOptions) -> Result<Array<T>> {
    let s = Sample::new(op, a, o.axis, o.nan_policy)?;
    let b2 = skew(
        &s.a,
        &SkewOptions {
            axis: Some(s.axis),
            bias: true,
            nan_policy: if s.omit {
                NanPolicy::Omit
            } else {
                NanPolicy::Propagate
            },
        },
    )?;
    let n = s.count(false)?;
    let small: Array<bool> = ufunc::less(&n, 8.0)?;
    let n = select(&small, &full0(f64::NAN, &n)?, &n)?;
    let y =
        (&b2 * &ufunc::sqrt::<T>(&(&(&(&n + 1.0)? * &(&n + 3.0)?)? / &(&(&n - 2.0)? * 6.0)?)?)?)?;
    let poly = (&(&(&n * &n)? + &(&n * 27.0)?)? - 70.0)?;
    let num = (&(&(&poly * 3.0)? * &(&n + 1.0)?)? * &(&n + 3.0)?)?;
    let den = (&(&(&(&n - 2.0)? * &(&n + 5.0)?)? * &(&n + 7.0)?)? * &(&n + 9.0)?)?;
    let beta2 = (&num / &den)?;
    let w2 = (&ufunc::sqrt::<T>(&(&(&beta2 - 1.0)? * 2.0)?)? - 1.0)?;
    let delta = (1.0 / &ufunc::sqrt::<T>(&(&ufunc::log::<T>(&w2)? * 0.5)?)?)?;
    let alpha = ufunc::sqrt::<T>(&(2.0 / &(&w2 - 1.0)?)?)?;
    let y0: Array<bool> = ufunc::equal(&y, 0.0)?;
    let y = select(&y0, &full0(1.0, &y)?, &y)?;
    let ya = (&y / &alpha)?;
    let inner = (&ya + &ufunc::sqrt::<T>(&(&(&ya * &ya)? + 1.0)?)?)?;
    &delta * &ufunc::log::<T>(&inner)?
}

fn kurt_z<T: StatsFloat>(op: &'static str, a: &Array<T>, o: &NormalityOptions) -> Result<Array<T>> {
    let s = Sample::new(op, a, o.axis, o.nan_policy)?;
    let b2 = kurtosis(
        &s.a,
        &KurtosisOptions {
            axis: Some(s.axis),
            fisher: false,
            bias: true,
            nan_policy: if s.omit {
                NanPolicy::Omit
            } else {
                NanPolicy::Propagate
            },
        },
    )?;
    let n = s.count(false)?;
    let small: Array<bool> = ufunc::less(&n, 5.0)?;
    let n = select(&small, &full0(f64::NAN, &n)?, &n)?;
    let e = (&(&(&n - 1.0)? * 3.0)? / &(&n + 1.0)?)?;
    let varb2 = (&(&(&(&n * 24.0)? * &(&n - 2.0)?)? * &(&n - 3.0)?)?
        / &(&(&(&(&n + 1.0)? * &(&n + 1.0)?)? * &(&n + 3.0)?)? * &(&n + 5.0)?)?)?;
    let x = (&(&b2 - &e)? / &ufunc::power::<T>(&varb2, 0.5)?)?;
    let f1 =
        (&(&(&(&(&n * &n)? - &(&n * 5.0)?)? + 2.0)? * 6.0)? / &(&(&n + 7.0)? * &(&n + 9.0)?)?)?;
    let f2 = ufunc::power::<T>(
        &(&(&(&(&n + 3.0)? * 6.0)? * &(&n + 5.0)?)? / &(&(&n * &(&n - 2.0)?)? * &(&n - 3.0)?)?)?,
        0.5,
    )?;
    let sb1 = (&f1 * &f2)?;
    let inner = (&(2.0 / &sb1)? + &ufunc::power::<T>(&(&(4.0 / &(&sb1 * &sb1)?)? + 1.0)?, 0.5)?)?;
    let aa = (&(&(8.0 / &sb1)? * &inner)? + 6.0)?;
    let term1 = (1.0 - &(2.0 / &(&aa * 9.0)?)?)?;
    let denom = (&(&x * &ufunc::power::<T>(&(2.0 / &(&aa - 4.0)?)?, 0.5)?)? + 1.0)?;
    let d0: Array<bool> = ufunc::equal(&denom, 0.0)?;
    let mag = ufunc::power::<T>(
        &(&(1.0 - &(2.0 / &aa)?)? / &ufunc::absolute::<T>(&denom)?)?,
        1.0 / 3.0,
    )?;
    let mag = select(&d0, &full0(f64::NAN, &mag)?, &mag)?;
    let term2 = (&ufunc::sign::<T>(&denom)? * &mag)?;
    &(&term1 - &term2)? / &ufunc::power::<T>(&(2.0 / &(&aa * 9.0)?)?, 0.5)?
}

/// Tests whether the skew differs from that of a normal distribution (n >= 8).
///
/// Equivalent to `scipy.stats.skewtest`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{skewtest, NormalityOptions, Array, Device};
/// let a = Array::from_vec((0..20).map(|i| (i * i) as f64).collect(), &[20], &Device::cpu())?;
/// let r = skewtest(&a, &NormalityOptions::default())?;
/// assert!(r.statistic.item()? > 0.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn skewtest<T: StatsFloat>(a: &Array<T>, opts: &NormalityOptions) -> Result<TestResult<T>> {
    let z = skew_z("skewtest", a, opts)?;
    let p = z_pvalue(&z, opts.alternative)?;
    Ok(TestResult {
        statistic: z,
        pvalue: p,
    })
}

/// Tests whether the kurtosis differs from that of a normal distribution (n >= 5).
///
/// Equivalent to `scipy.stats.kurtosistest`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{kurtosistest, NormalityOptions, Array, Device};
/// let a = Array::from_vec((0..20).map(|i| (i * i) as f64).collect(), &[20], &Device::cpu())?;
/// let r = kurtosistest(&a, &NormalityOptions::default())?;
/// assert!(r.pvalue.item()? > 0.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn kurtosistest<T: StatsFloat>(a: &Array<T>, opts: &NormalityOptions) -> Result<TestResult<T>> {
    let z = kurt_z("kurtosistest", a, opts)?;
    let p = z_pvalue(&z, opts.alternative)?;
    Ok(TestResult {
        statistic: z,
        pvalue: p,
    })
}

/// D'Agostino and Pearson's omnibus test of normality (`skewtest² + kurtosistest²` against
/// chi-squared with 2 degrees of freedom).
///
/// Equivalent to `scipy.stats.normaltest` (`alternative` is ignored).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{normaltest, NormalityOptions, Array, Device};
/// let a = Array::from_vec((0..20).map(|i| (i * i) as f64).collect(), &[20], &Device::cpu())?;
/// let r = normaltest(&a, &NormalityOptions::default())?;
/// assert!(r.pvalue.item()? < 0.5);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn normaltest<T: StatsFloat>(a: &Array<T>, opts: &NormalityOptions) -> Result<TestResult<T>> {
    let s = skew_z("normaltest", a, opts)?;
    let k = kurt_z("normaltest", a, opts)?;
    let st = (&(&s * &s)? + &(&k * &k)?)?;
    let p = gsci_special::chdtrc::<T>(&full0(2.0, &st)?, &st)?;
    Ok(TestResult {
        statistic: st,
        pvalue: p,
    })
}

/// The Jarque-Bera goodness-of-fit test of normality, `n/6 (S² + K²/4)`.
///
/// Equivalent to `scipy.stats.jarque_bera`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{jarque_bera, NormalityOptions, Array, Device};
/// let a = Array::from_vec((0..20).map(|i| (i * i) as f64).collect(), &[20], &Device::cpu())?;
/// let r = jarque_bera(&a, &NormalityOptions::default())?;
/// assert!(r.statistic.item()? > 0.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn jarque_bera<T: StatsFloat>(x: &Array<T>, opts: &NormalityOptions) -> Result<TestResult<T>> {
    let s = Sample::new("jarque_bera", x, opts.axis, opts.nan_policy)?;
    let pol = if s.omit {
        NanPolicy::Omit
    } else {
        NanPolicy::Propagate
    };
    let mu = s.mean(true)?;
    let d = (&s.a - &mu)?;
    let sk = skew(
        &d,
        &SkewOptions {
            axis: Some(s.axis),
            bias: true,
            nan_policy: pol,
        },
    )?;
    let ku = kurtosis(
        &d,
        &KurtosisOptions {
            axis: Some(s.axis),
            fisher: true,
            bias: true,
            nan_policy: pol,
        },
    )?;
    let n = s.count(false)?;
    let st = (&(&n / 6.0)? * &(&(&sk * &sk)? + &(&(&ku * &ku)? / 4.0)?)?)?;
    let p = gsci_special::chdtrc::<T>(&full0(2.0, &st)?, &st)?;
    Ok(TestResult {
        statistic: st,
        pvalue: p,
    })
}

// ------------------------------------------------------------------------------ ANOVA

/// Keyword arguments of [`f_oneway`] and [`kruskal`].
#[derive(Clone, Debug, PartialEq)]
pub struct SamplesOptions {
    /// Axis of the observations. Default 0.
    pub axis: isize,
    /// NaN handling (`Omit` is not supported on data with NaN).
    pub nan_policy: NanPolicy,
}

impl Default for SamplesOptions {
    fn default() -> Self {
        SamplesOptions {
            axis: 0,
            nan_policy: NanPolicy::Propagate,
        }
    }
}

fn check_samples<T: StatsFloat>(
    op: &'static str,
    samples: &[&Array<T>],
    p: NanPolicy,
) -> Result<()> {
    if samples.len() < 2 {
        return Err(invalid(
            op,
            format!("at least two samples are required, got {}", samples.len()),
        ));
    }
    for s in samples {
        if nan_mode(op, s, p)? {
            return Err(unsupported(format!(
                "{op} with nan_policy Omit on data containing NaN"
            )));
        }
    }
    Ok(())
}

/// One-way ANOVA: the F statistic and p-value of equal group means, per slice.
///
/// Equivalent to `scipy.stats.f_oneway` (with `equal_var=True`).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for fewer than two samples or a bad axis;
/// [`gsci_core::Error::ShapeMismatch`] when the other axes differ.
///
/// ```
/// use gsci_stats::{f_oneway, SamplesOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &Device::cpu())?;
/// let b = Array::from_vec(vec![2.0f64, 3.0, 4.0, 5.0], &[4], &Device::cpu())?;
/// let r = f_oneway(&[&a, &b], &SamplesOptions::default())?;
/// assert!(r.pvalue.item()? > 0.05);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn f_oneway<T: StatsFloat>(
    samples: &[&Array<T>],
    opts: &SamplesOptions,
) -> Result<TestResult<T>> {
    const OP: &str = "f_oneway";
    check_samples(OP, samples, opts.nan_policy)?;
    let ax = opts.axis;
    let all = gsci_core::concatenate(samples, ax)?;
    let (_, axn) = along(OP, &all, Some(ax))?;
    let bign = all.shape()[axn as usize] as f64;
    let k = samples.len() as f64;
    let ro = ReduceOptions::axes(std::slice::from_ref(&axn));
    let offset = reduce::mean(&all, &ro.keepdims(true))?;
    let ad = (&all - &offset)?;
    let nss = (&ufunc::power::<T>(&reduce::sum(&ad, &ro)?, 2.0)? / bign)?;
    let sstot = (&reduce::sum(&(&ad * &ad)?, &ro)? - &nss)?;
    let mut ssbn: Option<Array<T>> = None;
    for s in samples {
        let n = s.shape()[axn as usize] as f64;
        let t = (&ufunc::power::<T>(&reduce::sum(&(*s - &offset)?, &ro)?, 2.0)? / n)?;
        ssbn = Some(match ssbn {
            None => t,
            Some(acc) => (&acc + &t)?,
        });
    }
    let ssbn = (&ssbn.unwrap() - &nss)?;
    let sswn = (&sstot - &ssbn)?;
    let dfbn = k - 1.0;
    let dfwn = bign - k;
    let f = (&(&ssbn / dfbn)? / &(&sswn / dfwn)?)?;
    // constant groups: F = inf (all groups constant), NaN (all data one constant)
    let is_const = |v: &Array<T>| -> Result<Array<bool>> {
        let first = v.slice_axis(axn, Some(0), Some(1), 1)?;
        reduce::all(&ufunc::equal::<bool>(v, &first)?, &ro)
    };
    let mut all_const = is_const(samples[0])?;
    for s in &samples[1..] {
        all_const = ufunc::logical_and(&all_const, &is_const(s)?)?;
    }
    let same = is_const(&all)?;
    let f = select(&all_const, &full0(f64::INFINITY, &f)?, &f)?;
    let f = select(&same, &full0(f64::NAN, &f)?, &f)?;
    let p = gsci_special::fdtrc::<T>(dfbn, dfwn, &f)?;
    Ok(TestResult {
        statistic: f,
        pvalue: p,
    })
}

/// The Kruskal-Wallis H-test (rank ANOVA, tie-corrected), per slice.
///
/// Equivalent to `scipy.stats.kruskal`.
///
/// # Errors
/// As [`f_oneway`].
///
/// ```
/// use gsci_stats::{kruskal, SamplesOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &Device::cpu())?;
/// let b = Array::from_vec(vec![4.0f64, 5.0, 6.0], &[3], &Device::cpu())?;
/// let r = kruskal(&[&a, &b], &SamplesOptions::default())?;
/// assert!((r.statistic.item()? - 3.857142857142854).abs() < 1e-12);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn kruskal<T: StatsFloat>(
    samples: &[&Array<T>],
    opts: &SamplesOptions,
) -> Result<TestResult<T>> {
    const OP: &str = "kruskal";
    check_samples(OP, samples, opts.nan_policy)?;
    let all = gsci_core::concatenate(samples, opts.axis)?;
    let (_, ax) = along(OP, &all, Some(opts.axis))?;
    let (rows, batch) = to_rows(&all, ax)?;
    let (ranks, tie) = rank_rows_average(&rows)?;
    let n = rows.shape()[1] as f64;
    let mut ssbn: Option<Array<f64>> = None;
    let mut start = 0isize;
    for s in samples {
        let ni = s.shape()[ax as usize] as isize;
        let r = ranks.slice_axis(1, Some(start), Some(start + ni), 1)?;
        let rs = reduce::sum(&r, &ReduceOptions::axes(&[1]))?;
        let t = (&(&rs * &rs)? / ni as f64)?;
        ssbn = Some(match ssbn {
            None => t,
            Some(acc) => (&acc + &t)?,
        });
        start += ni;
    }
    let ties = (1.0 - &(&tie / (n * n * n - n))?)?;
    let h = (&(&(&ssbn.unwrap() * (12.0 / (n * (n + 1.0))))? - 3.0 * (n + 1.0))? / &ties)?;
    let df = samples.len() as f64 - 1.0;
    let h = h.reshape(&batch)?.astype::<T>()?;
    let p = gsci_special::chdtrc::<T>(df, &h)?;
    Ok(TestResult {
        statistic: h,
        pvalue: p,
    })
}

// ------------------------------------------------------------------------------ rank tests

/// Keyword arguments of [`mannwhitneyu`].
#[derive(Clone, Debug, PartialEq)]
pub struct MannwhitneyuOptions {
    /// Continuity correction of the normal approximation. Default `true`.
    pub use_continuity: bool,
    /// The alternative hypothesis.
    pub alternative: Alternative,
    /// Axis of the observations. Default 0.
    pub axis: isize,
    /// NaN handling (`Omit` is not supported on data with NaN).
    pub nan_policy: NanPolicy,
    /// How the p-value is computed.
    pub method: MannwhitneyuMethod,
}

/// SciPy's `method` of [`mannwhitneyu`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MannwhitneyuMethod {
    /// Exact when a sample has at most 8 observations and there are no ties, else asymptotic
    /// (the default).
    #[default]
    Auto,
    /// The normal approximation with tie correction.
    Asymptotic,
    /// The exact null distribution of U (no tie correction).
    Exact,
}

impl Default for MannwhitneyuOptions {
    fn default() -> Self {
        MannwhitneyuOptions {
            use_continuity: true,
            alternative: Alternative::TwoSided,
            axis: 0,
            nan_policy: NanPolicy::Propagate,
            method: MannwhitneyuMethod::Auto,
        }
    }
}

/// Counts of each value `0..=n1 n2` of the Mann-Whitney U statistic over the `C(n1+n2, n1)`
/// rankings: the coefficients of the Gaussian binomial `[n1 + n2, n1]_q`, built exactly.
fn mwu_counts(n1: usize, n2: usize) -> Vec<f64> {
    let (n1, n2) = (n1.min(n2), n1.max(n2));
    let mut p: Vec<i128> = vec![1];
    for i in 1..=n1 {
        // multiply by (1 - q^(n2 + i))
        let a = n2 + i;
        let mut q = vec![0i128; p.len() + a];
        for (k, &v) in p.iter().enumerate() {
            q[k] += v;
            q[k + a] -= v;
        }
        // divide by (1 - q^i): prefix sums with stride i
        for k in i..q.len() {
            q[k] += q[k - i];
        }
        let deg = i * n2;
        q.truncate(deg + 1);
        p = q;
    }
    p.into_iter().map(|v| v as f64).collect()
}

/// SciPy's `_MWU.sf(k)`: `P(U >= k)` from the exact counts.
fn mwu_sf(counts: &[f64], total: f64, k: i64) -> f64 {
    let n1n2 = counts.len() as i64 - 1;
    let cdf = |j: i64| -> f64 {
        if j < 0 {
            0.0
        } else {
            counts[..=(j.min(n1n2) as usize)]
                .iter()
                .map(|c| c / total)
                .sum()
        }
    };
    let kc = n1n2 - k;
    if k < kc {
        let pmf = if (0..=n1n2).contains(&k) {
            counts[k as usize] / total
        } else {
            0.0
        };
        1.0 - cdf(k) + pmf
    } else {
        cdf(kc)
    }
}

/// The Mann-Whitney U rank test on two independent samples, per slice: the exact null
/// distribution of U (small samples without ties) or the normal approximation with tie
/// correction, chosen as SciPy's `method='auto'`.
///
/// Equivalent to `scipy.stats.mannwhitneyu`.
///
/// # Errors
/// As [`f_oneway`].
///
/// ```
/// use gsci_stats::{mannwhitneyu, MannwhitneyuOptions, Array, Device};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let y = Array::from_vec(vec![3.5f64, 5.0, 6.0, 7.0, 8.0], &[5], &Device::cpu())?;
/// let r = mannwhitneyu(&x, &y, &MannwhitneyuOptions::default())?;
/// assert_eq!(r.statistic.item()?, 1.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn mannwhitneyu<T: StatsFloat>(
    x: &Array<T>,
    y: &Array<T>,
    opts: &MannwhitneyuOptions,
) -> Result<TestResult<T>> {
    const OP: &str = "mannwhitneyu";
    check_samples(OP, &[x, y], opts.nan_policy)?;
    let xy = gsci_core::concatenate(&[x, y], opts.axis)?;
    let (_, ax) = along(OP, &xy, Some(opts.axis))?;
    let n1 = x.shape()[ax as usize] as f64;
    let n2 = y.shape()[ax as usize] as f64;
    let (rows, batch) = to_rows(&xy, ax)?;
    let (ranks, tie) = rank_rows_average(&rows)?;
    let r1 = reduce::sum(
        &ranks.slice_axis(1, Some(0), Some(n1 as isize), 1)?,
        &ReduceOptions::axes(&[1]),
    )?;
    let u1 = (&r1 - n1 * (n1 + 1.0) / 2.0)?;
    let u2 = (n1 * n2 - &u1)?;
    let (u, f) = match opts.alternative {
        Alternative::Greater => (u1.clone(), 1.0),
        Alternative::Less => (u2, 1.0),
        Alternative::TwoSided => (ufunc::maximum::<f64>(&u1, &u2)?, 2.0),
    };
    let exact = match opts.method {
        MannwhitneyuMethod::Exact => true,
        MannwhitneyuMethod::Asymptotic => false,
        MannwhitneyuMethod::Auto => {
            let ties = reduce::any(
                &ufunc::greater::<bool>(&tie, 0.0)?,
                &ReduceOptions::default(),
            )?
            .item()?;
            !((n1 > 8.0 && n2 > 8.0) || ties)
        }
    };
    if exact {
        let counts = mwu_counts(n1 as usize, n2 as usize);
        let total = gsci_special::scalar::gamma::binom(n1 + n2, n1.min(n2));
        let uv = u.to_vec()?;
        let ps: Vec<f64> = uv
            .iter()
            .map(|&v| (mwu_sf(&counts, total, v as i64) * f).clamp(0.0, 1.0))
            .collect();
        let p = Array::from_vec(ps, &[uv.len()], u.device())?;
        return Ok(TestResult {
            statistic: u1.reshape(&batch)?.astype::<T>()?,
            pvalue: p.reshape(&batch)?.astype::<T>()?,
        });
    }
    let n = n1 + n2;
    let mu = n1 * n2 / 2.0;
    let s = ufunc::sqrt::<f64>(&(&(n + 1.0 - &(&tie / (n * (n - 1.0)))?)? * (n1 * n2 / 12.0))?)?;
    let mut num = (&u - mu)?;
    if opts.use_continuity {
        num = (&num - 0.5)?;
    }
    let z = (&num / &s)?;
    let p = (&gsci_special::ndtr::<f64>(&(-&z)?)? * f)?;
    let p = gsci_core::clip(&p, Some(0.0), Some(1.0))?;
    Ok(TestResult {
        statistic: u1.reshape(&batch)?.astype::<T>()?,
        pvalue: p.reshape(&batch)?.astype::<T>()?,
    })
}

// ------------------------------------------------------------------------------ chi-square

/// SciPy's `lambda_` of [`power_divergence`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum Lambda {
    /// Pearson's chi-squared (1, the default).
    #[default]
    Pearson,
    /// The G-test (0).
    LogLikelihood,
    /// Freeman-Tukey (-1/2).
    FreemanTukey,
    /// Modified G-test (-1).
    ModLogLikelihood,
    /// Neyman's (-2).
    Neyman,
    /// Cressie-Read (2/3).
    CressieRead,
    /// Any other power.
    Value(f64),
}

impl Lambda {
    fn value(self) -> f64 {
        match self {
            Lambda::Pearson => 1.0,
            Lambda::LogLikelihood => 0.0,
            Lambda::FreemanTukey => -0.5,
            Lambda::ModLogLikelihood => -1.0,
            Lambda::Neyman => -2.0,
            Lambda::CressieRead => 2.0 / 3.0,
            Lambda::Value(v) => v,
        }
    }
}

/// Keyword arguments of [`power_divergence`] and [`chisquare`].
#[derive(Clone, Debug, PartialEq)]
pub struct PowerDivergenceOptions {
    /// Delta degrees of freedom of the p-value (`k - 1 - ddof`).
    pub ddof: f64,
    /// Axis of the categories. Default 0.
    pub axis: isize,
    /// The power of the statistic ([`chisquare`] always uses Pearson's).
    pub lambda_: Lambda,
}

impl Default for PowerDivergenceOptions {
    fn default() -> Self {
        PowerDivergenceOptions {
            ddof: 0.0,
            axis: 0,
            lambda_: Lambda::Pearson,
        }
    }
}

/// Cressie-Read power divergence statistic and goodness-of-fit test; `f_exp` `None` means equal
/// expected frequencies (the mean of `f_obs`).
///
/// Equivalent to `scipy.stats.power_divergence`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when the observed and expected sums differ by more
/// than `sqrt(eps)` relative (SciPy's check), or for a bad axis.
///
/// ```
/// use gsci_stats::{power_divergence, PowerDivergenceOptions, Lambda, Array, Device};
/// let o = Array::from_vec(vec![16.0f64, 18.0, 16.0, 14.0, 12.0, 12.0], &[6], &Device::cpu())?;
/// let opts = PowerDivergenceOptions { lambda_: Lambda::LogLikelihood, ..Default::default() };
/// let r = power_divergence(&o, None, &opts)?;
/// assert!((r.statistic.item()? - 2.006573162632538).abs() < 1e-12);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn power_divergence<T: StatsFloat>(
    f_obs: &Array<T>,
    f_exp: Option<&Array<T>>,
    opts: &PowerDivergenceOptions,
) -> Result<TestResult<T>> {
    pd_named("power_divergence", f_obs, f_exp, opts)
}

fn pd_named<T: StatsFloat>(
    op: &'static str,
    f_obs: &Array<T>,
    f_exp: Option<&Array<T>>,
    opts: &PowerDivergenceOptions,
) -> Result<TestResult<T>> {
    let (obs, ax) = along(op, f_obs, Some(opts.axis))?;
    let ro = ReduceOptions::axes(std::slice::from_ref(&ax));
    let exp = match f_exp {
        Some(e) => {
            let e = e.broadcast_to(obs.shape())?;
            let so = reduce::sum(&obs, &ro.keepdims(true))?;
            let se = reduce::sum(&e, &ro.keepdims(true))?;
            let rel = (&ufunc::absolute::<T>(&(&so - &se)?)? / &ufunc::minimum::<T>(&so, &se)?)?;
            let worst = reduce::max(&rel, &ReduceOptions::default())?
                .item()?
                .as_f64();
            if worst > T::EPS.sqrt() {
                return Err(invalid(
                    op,
                    format!(
                        "the sums of f_obs and f_exp must agree to a relative tolerance of {:e}, \
                         but differ by {worst:e}",
                        T::EPS.sqrt()
                    ),
                ));
            }
            e.copy()?
        }
        None => reduce::mean(&obs, &ro.keepdims(true))?
            .broadcast_to(obs.shape())?
            .copy()?,
    };
    let lam = opts.lambda_.value();
    let terms = if lam == 1.0 {
        let d = (&obs - &exp)?;
        (&(&d * &d)? / &exp)?
    } else if lam == 0.0 {
        (&gsci_special::rel_entr::<T>(&obs, &exp)? * 2.0)?
    } else if lam == -1.0 {
        (&gsci_special::rel_entr::<T>(&exp, &obs)? * 2.0)?
    } else {
        let r = (&ufunc::power::<T>(&(&obs / &exp)?, lam)? - 1.0)?;
        (&(&obs * &r)? / (0.5 * lam * (lam + 1.0)))?
    };
    let stat = reduce::sum(&terms, &ro)?;
    let k = obs.shape()[ax as usize] as f64;
    let p = gsci_special::chdtrc::<T>(k - 1.0 - opts.ddof, &stat)?;
    Ok(TestResult {
        statistic: stat,
        pvalue: p,
    })
}

/// Pearson's chi-squared goodness-of-fit test.
///
/// Equivalent to `scipy.stats.chisquare` (`opts.lambda_` is ignored: always Pearson's).
///
/// # Errors
/// As [`power_divergence`].
///
/// ```
/// use gsci_stats::{chisquare, PowerDivergenceOptions, Array, Device};
/// let o = Array::from_vec(vec![16.0f64, 18.0, 16.0, 14.0, 12.0, 12.0], &[6], &Device::cpu())?;
/// let r = chisquare(&o, None, &PowerDivergenceOptions::default())?;
/// assert_eq!(r.statistic.item()?, 2.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn chisquare<T: StatsFloat>(
    f_obs: &Array<T>,
    f_exp: Option<&Array<T>>,
    opts: &PowerDivergenceOptions,
) -> Result<TestResult<T>> {
    let o = PowerDivergenceOptions {
        lambda_: Lambda::Pearson,
        ..opts.clone()
    };
    pd_named("chisquare", f_obs, f_exp, &o)
}

// ------------------------------------------------------------------------------ more rank tests

/// The point-biserial correlation of a binary `x` with `y` (Pearson's `r` of the two).
///
/// Equivalent to `scipy.stats.pointbiserialr`.
///
/// # Errors
/// As [`pearsonr`].
///
/// ```
/// use gsci_stats::{pointbiserialr, Array, Device};
/// let x = Array::from_vec(vec![0.0f64, 0.0, 1.0, 1.0], &[4], &Device::cpu())?;
/// let y = Array::from_vec(vec![1.0f64, 2.0, 4.0, 5.0], &[4], &Device::cpu())?;
/// assert!(pointbiserialr(&x, &y)?.statistic.item()? > 0.9);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn pointbiserialr<T: StatsFloat>(x: &Array<T>, y: &Array<T>) -> Result<TestResult<T>> {
    pearsonr(x, y, &PearsonrOptions::default())
}

/// The Friedman test for repeated measurements: `k >= 3` treatments (1-D samples of one
/// length `n`, the blocks), ranked within each block with tie correction.
///
/// Equivalent to `scipy.stats.friedmanchisquare`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for fewer than 3 samples, samples of different
/// lengths or not 1-D, or empty samples.
///
/// ```
/// use gsci_stats::{friedmanchisquare, Array, Device};
/// let d = Device::cpu();
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &d)?;
/// let b = Array::from_vec(vec![2.0f64, 3.0, 4.0, 5.0], &[4], &d)?;
/// let c = Array::from_vec(vec![3.0f64, 4.0, 5.0, 6.0], &[4], &d)?;
/// assert_eq!(friedmanchisquare(&[&a, &b, &c])?.statistic.item()?, 8.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn friedmanchisquare<T: StatsFloat>(samples: &[&Array<T>]) -> Result<TestResult<T>> {
    const OP: &str = "friedmanchisquare";
    let k = samples.len();
    if k < 3 {
        return Err(invalid(
            OP,
            format!("at least 3 samples must be given, got {k}"),
        ));
    }
    let n = samples[0].len();
    if samples.iter().any(|s| s.ndim() != 1 || s.len() != n) || n == 0 {
        return Err(invalid(
            OP,
            "the samples must be non-empty 1-D arrays of one length",
        ));
    }
    // blocks as rows: (n, k)
    let data = gsci_core::stack(samples, 1)?;
    let (ranks, tie) = rank_rows_average(&data)?;
    let all = ReduceOptions::default();
    let ties = reduce::sum(&tie, &all)?;
    let (kf, nf) = (k as f64, n as f64);
    let c = (1.0 - &(&ties / (kf * (kf * kf - 1.0) * nf))?)?;
    let col = reduce::sum(&ranks, &ReduceOptions::axes(&[0]))?;
    let ssbn = reduce::sum(&(&col * &col)?, &all)?;
    let st = (&(&(&ssbn * (12.0 / (kf * nf * (kf + 1.0))))? - 3.0 * nf * (kf + 1.0))? / &c)?;
    let st = st.astype::<T>()?;
    let p = gsci_special::chdtrc::<T>(kf - 1.0, &st)?;
    Ok(TestResult {
        statistic: st,
        pvalue: p,
    })
}

/// Keyword arguments of [`brunnermunzel`].
#[derive(Clone, Debug, PartialEq)]
pub struct BrunnermunzelOptions {
    /// The alternative hypothesis.
    pub alternative: Alternative,
    /// The t distribution (`true`, SciPy's default `'t'`) or the normal one.
    pub t_distribution: bool,
    /// Axis of the observations. Default 0.
    pub axis: isize,
}

impl Default for BrunnermunzelOptions {
    fn default() -> Self {
        BrunnermunzelOptions {
            alternative: Alternative::TwoSided,
            t_distribution: true,
            axis: 0,
        }
    }
}

/// The Brunner-Munzel test of stochastic equality of two samples, per slice.
///
/// Equivalent to `scipy.stats.brunnermunzel`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or shapes that differ off the axis.
///
/// ```
/// use gsci_stats::{brunnermunzel, BrunnermunzelOptions, Array, Device};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 2.0, 4.0, 1.0, 1.0], &[14], &Device::cpu())?;
/// let y = Array::from_vec(vec![3.0f64, 3.0, 4.0, 3.0, 1.0, 2.0, 3.0, 1.0, 1.0, 5.0, 4.0], &[11], &Device::cpu())?;
/// let r = brunnermunzel(&x, &y, &BrunnermunzelOptions::default())?;
/// assert!((r.statistic.item()? - 3.1374674823029505).abs() < 1e-12);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn brunnermunzel<T: StatsFloat>(
    x: &Array<T>,
    y: &Array<T>,
    opts: &BrunnermunzelOptions,
) -> Result<TestResult<T>> {
    const OP: &str = "brunnermunzel";
    let xy = gsci_core::concatenate(&[x, y], opts.axis)?;
    let (_, ax) = along(OP, &xy, Some(opts.axis))?;
    let (xr, batch) = to_rows(x, ax)?;
    let (yr, _) = to_rows(y, ax)?;
    let (cr, _) = to_rows(&xy, ax)?;
    let (nx, ny) = (xr.shape()[1], yr.shape()[1]);
    let (rc, _) = rank_rows_average(&cr)?;
    let (rx, _) = rank_rows_average(&xr)?;
    let (ry, _) = rank_rows_average(&yr)?;
    let rcx = rc.slice_axis(1, Some(0), Some(nx as isize), 1)?;
    let rcy = rc.slice_axis(1, Some(nx as isize), None, 1)?;
    let keep = ReduceOptions::axes(&[1]).keepdims(true);
    let rows = ReduceOptions::axes(&[1]);
    let rcx_m = reduce::mean(&rcx, &keep)?;
    let rcy_m = reduce::mean(&rcy, &keep)?;
    let rx_m = reduce::mean(&rx, &keep)?;
    let ry_m = reduce::mean(&ry, &keep)?;
    let tx = (&(&(&rcx - &rx)? - &rcx_m)? + &rx_m)?;
    let sx = (&reduce::sum(&(&tx * &tx)?, &rows)? / (nx as f64 - 1.0))?;
    let ty = (&(&(&rcy - &ry)? - &rcy_m)? + &ry_m)?;
    let sy = (&reduce::sum(&(&ty * &ty)?, &rows)? / (ny as f64 - 1.0))?;
    let (nxf, nyf) = (nx as f64, ny as f64);
    let diff = (&rcy_m.reshape(&[-1])? - &rcx_m.reshape(&[-1])?)?;
    let v = (&(&sx * nxf)? + &(&sy * nyf)?)?;
    let wbfn = (&(&diff * (nxf * nyf))? / &(&ufunc::sqrt::<f64>(&v)? * (nxf + nyf))?)?;
    let neg = (-&wbfn)?;
    let p = if opts.t_distribution {
        let num = (&v * &v)?;
        let a = (&sx * nxf)?;
        let b = (&sy * nyf)?;
        let den = (&(&(&a * &a)? / (nxf - 1.0))? + &(&(&b * &b)? / (nyf - 1.0))?)?;
        let df = (&num / &den)?;
        t_pvalue(&neg, &df, opts.alternative)?
    } else {
        z_pvalue(&neg, opts.alternative)?
    };
    Ok(TestResult {
        statistic: wbfn.reshape(&batch)?.astype::<T>()?,
        pvalue: p.reshape(&batch)?.astype::<T>()?,
    })
}

/// The result of [`chi2_contingency`] (SciPy's `Chi2ContingencyResult`).
#[derive(Clone, Debug)]
pub struct Chi2ContingencyResult<T: StatsFloat> {
    /// The test statistic.
    pub statistic: Array<T>,
    /// The p-value.
    pub pvalue: Array<T>,
    /// Degrees of freedom (a host integer, as SciPy's Python int).
    pub dof: usize,
    /// The expected frequencies under independence.
    pub expected_freq: Array<T>,
}

/// Keyword arguments of [`chi2_contingency`].
#[derive(Clone, Debug, PartialEq)]
pub struct Chi2ContingencyOptions {
    /// Yates' continuity correction when `dof == 1`. Default `true`.
    pub correction: bool,
    /// The power divergence statistic. Default Pearson's.
    pub lambda_: Lambda,
}

impl Default for Chi2ContingencyOptions {
    fn default() -> Self {
        Chi2ContingencyOptions {
            correction: true,
            lambda_: Lambda::Pearson,
        }
    }
}

/// The chi-square test of independence of the variables of a 2-D contingency table.
///
/// Equivalent to `scipy.stats.chi2_contingency` (2-D tables).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a table that is not 2-D, empty, has negative
/// entries, or a zero expected frequency.
///
/// ```
/// use gsci_stats::{chi2_contingency, Chi2ContingencyOptions, Array, Device};
/// let t = Array::from_vec(vec![10.0f64, 10.0, 20.0, 20.0, 20.0, 20.0], &[2, 3], &Device::cpu())?;
/// let r = chi2_contingency(&t, &Chi2ContingencyOptions::default())?;
/// assert_eq!(r.dof, 2);
/// assert!((r.statistic.item()? - 2.7777777777777777).abs() < 1e-12);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn chi2_contingency<T: StatsFloat>(
    observed: &Array<T>,
    opts: &Chi2ContingencyOptions,
) -> Result<Chi2ContingencyResult<T>> {
    const OP: &str = "chi2_contingency";
    if observed.ndim() != 2 || observed.is_empty() {
        return Err(invalid(
            OP,
            format!(
                "observed must be a non-empty 2-D table, got shape {:?}",
                observed.shape()
            ),
        ));
    }
    let all = ReduceOptions::default();
    if reduce::any(&ufunc::less::<bool>(observed, 0.0)?, &all)?.item()? {
        return Err(invalid(OP, "all values in observed must be nonnegative"));
    }
    let rs = reduce::sum(observed, &ReduceOptions::axes(&[1]).keepdims(true))?;
    let cs = reduce::sum(observed, &ReduceOptions::axes(&[0]).keepdims(true))?;
    let tot = reduce::sum(observed, &all)?;
    let expected = (&(&rs * &cs)? / &tot)?;
    if reduce::any(&ufunc::equal::<bool>(&expected, 0.0)?, &all)?.item()? {
        return Err(invalid(
            OP,
            "the table of expected frequencies has a zero element",
        ));
    }
    let (r, c) = (observed.shape()[0], observed.shape()[1]);
    let dof = r * c - (r + c) + 1;
    if dof == 0 {
        let dev = observed.device();
        return Ok(Chi2ContingencyResult {
            statistic: Array::scalar(T::of(0.0), dev)?,
            pvalue: Array::scalar(T::of(1.0), dev)?,
            dof,
            expected_freq: expected,
        });
    }
    let obs = if dof == 1 && opts.correction {
        let diff = (&expected - observed)?;
        let dir = ufunc::sign::<T>(&diff)?;
        let mag = ufunc::minimum::<T>(&ufunc::absolute::<T>(&diff)?, 0.5)?;
        (observed + &(&mag * &dir)?)?
    } else {
        observed.clone()
    };
    let o = PowerDivergenceOptions {
        ddof: (r * c - 1 - dof) as f64,
        axis: 0,
        lambda_: opts.lambda_,
    };
    let res = pd_named(
        OP,
        &obs.reshape(&[-1])?,
        Some(&expected.reshape(&[-1])?),
        &o,
    )?;
    Ok(Chi2ContingencyResult {
        statistic: res.statistic,
        pvalue: res.pvalue,
        dof,
        expected_freq: expected,
    })
}

// ------------------------------------------------------------------------------ kendalltau

/// SciPy's `method` of [`kendalltau`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum KendalltauMethod {
    /// Exact without ties for n <= 33 (or nearly sorted data), asymptotic otherwise.
    #[default]
    Auto,
    /// The exact null distribution (no ties allowed).
    Exact,
    /// The normal approximation with tie correction.
    Asymptotic,
}

/// Keyword arguments of [`kendalltau`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct KendalltauOptions {
    /// How the p-value is computed.
    pub method: KendalltauMethod,
    /// The alternative hypothesis.
    pub alternative: Alternative,
}

/// Tie statistics of one sample: `(sum t(t-1)/2, sum t(t-1)(t-2), sum t(t-1)(2t+5))` over its
/// groups of equal values.
fn tie_stats(v: &mut [f64]) -> (f64, f64, f64) {
    v.sort_by(|a, b| a.total_cmp(b));
    let (mut a, mut b, mut c) = (0.0, 0.0, 0.0);
    let mut i = 0;
    while i < v.len() {
        let mut j = i + 1;
        while j < v.len() && v[j] == v[i] {
            j += 1;
        }
        let t = (j - i) as f64;
        if t > 1.0 {
            a += t * (t - 1.0) / 2.0;
            b += t * (t - 1.0) * (t - 2.0);
            c += t * (t - 1.0) * (2.0 * t + 5.0);
        }
        i = j;
    }
    (a, b, c)
}

/// SciPy's `_kendall_p_exact(n, c, alternative)`.
fn kendall_p_exact(n: u64, c: u64, alt: Alternative) -> f64 {
    let tot = n * (n - 1) / 2;
    let in_right_tail = c >= tot - c;
    let c = c.min(tot - c) as usize;
    let nf = n as f64;
    let fact = |k: u64| (1..=k).fold(1.0f64, |a, i| a * i as f64);
    let (mut prob, p_mass) = if n <= 1 {
        (1.0, 1.0)
    } else if n == 2 {
        (1.0, 0.5)
    } else if c == 0 {
        let p = if n < 171 { 2.0 / fact(n) } else { 0.0 };
        (p, p / 2.0)
    } else if c == 1 {
        let p = if n < 172 { 2.0 / fact(n - 1) } else { 0.0 };
        (p, (nf - 1.0) / fact(n))
    } else if 4 * c as u64 == n * (n - 1) && alt == Alternative::TwoSided {
        (1.0, 0.0)
    } else {
        let scaled = n >= 171;
        let mut new = vec![0.0f64; c + 1];
        new[0] = 1.0;
        new[1] = 1.0;
        for j in 3..=n as usize {
            let mut acc = 0.0;
            for v in new.iter_mut() {
                acc += *v;
                *v = if scaled { acc / j as f64 } else { acc };
            }
            if j <= c {
                for k in (j..=c).rev() {
                    new[k] -= new[k - j];
                }
            }
        }
        if scaled {
            (new.iter().sum::<f64>(), new[c] / 2.0)
        } else {
            (2.0 * new.iter().sum::<f64>() / fact(n), new[c] / fact(n))
        }
    };
    if alt != Alternative::TwoSided {
        if in_right_tail == (alt == Alternative::Greater) {
            prob /= 2.0;
        } else {
            prob = 1.0 - prob / 2.0 + p_mass;
        }
    }
    prob.clamp(0.0, 1.0)
}

/// Kendall's tau-b rank correlation of two 1-D samples and its p-value.
///
/// Equivalent to `scipy.stats.kendalltau(x, y)` (variant `'b'`). The concordance sum
/// `sum_{i<j} sign(x_i - x_j) sign(y_i - y_j)` is one fused broadcast-and-reduce kernel on
/// the data's device (`n^2` work, no `n x n` storage); tie counts and the exact null
/// distribution are host computations on `n` values.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when the samples are not 1-D of one length, or for
/// `Exact` with ties.
///
/// ```
/// use gsci_stats::{kendalltau, KendalltauOptions, Array, Device};
/// let x = Array::from_vec(vec![12.0f64, 2.0, 1.0, 12.0, 2.0], &[5], &Device::cpu())?;
/// let y = Array::from_vec(vec![1.0f64, 4.0, 7.0, 1.0, 0.0], &[5], &Device::cpu())?;
/// let r = kendalltau(&x, &y, &KendalltauOptions::default())?;
/// assert!((r.statistic.item()? + 0.4714045207910316).abs() < 1e-15);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn kendalltau<T: StatsFloat>(
    x: &Array<T>,
    y: &Array<T>,
    opts: &KendalltauOptions,
) -> Result<TestResult<T>> {
    const OP: &str = "kendalltau";
    if x.ndim() != 1 || y.ndim() != 1 || x.len() != y.len() {
        return Err(invalid(
            OP,
            format!(
                "x and y must be 1-D of one length, got {:?} and {:?}",
                x.shape(),
                y.shape()
            ),
        ));
    }
    let n = x.len();
    let dev = x.device().clone();
    let nan = || -> Result<TestResult<T>> {
        let v = Array::scalar(T::nan(), &dev)?;
        Ok(TestResult {
            statistic: v.clone(),
            pvalue: v,
        })
    };
    if n < 2 || has_nan(x)? || has_nan(y)? {
        return nan();
    }
    let xf = x.astype::<f64>()?;
    let yf = y.astype::<f64>()?;
    use gsci_core::fusion::Expr as E;
    let f = gsci_core::fusion::fuse(|xi: E, xj: E, yi: E, yj: E| {
        gsci_core::fusion::sum((xi - xj).sign() * (yi - yj).sign())
    });
    let s2 = f
        .call_typed::<f64>(&[
            &xf.reshape(&[-1, 1])?,
            &xf.reshape(&[1, -1])?,
            &yf.reshape(&[-1, 1])?,
            &yf.reshape(&[1, -1])?,
        ])?
        .item()?;
    let cmd = s2 / 2.0; // con - dis over the pairs i < j
    let (xtie, x0, x1) = tie_stats(&mut xf.to_vec()?);
    let (ytie, y0, y1) = tie_stats(&mut yf.to_vec()?);
    let nf = n as f64;
    let tot = nf * (nf - 1.0) / 2.0;
    if xtie == tot || ytie == tot {
        return nan();
    }
    let tau = (cmd / (tot - xtie).sqrt() / (tot - ytie).sqrt()).clamp(-1.0, 1.0);
    let no_ties = xtie == 0.0 && ytie == 0.0;
    let dis = (tot - cmd) / 2.0; // only used without ties
    let method = match opts.method {
        KendalltauMethod::Exact if !no_ties => {
            return Err(invalid(OP, "ties found, the exact method cannot be used"));
        }
        KendalltauMethod::Auto if no_ties && (n <= 33 || dis.min(tot - dis) <= 1.0) => {
            KendalltauMethod::Exact
        }
        KendalltauMethod::Auto => KendalltauMethod::Asymptotic,
        m => m,
    };
    let p = if method == KendalltauMethod::Exact {
        kendall_p_exact(n as u64, (tot - dis) as u64, opts.alternative)
    } else {
        let m = nf * (nf - 1.0);
        let var = (m * (2.0 * nf + 5.0) - x1 - y1) / 18.0
            + (2.0 * xtie * ytie) / m
            + x0 * y0 / (9.0 * m * (nf - 2.0));
        let z = cmd / var.sqrt();
        let nd = gsci_special::scalar::error::ndtr;
        match opts.alternative {
            Alternative::Less => nd(z),
            Alternative::Greater => nd(-z),
            Alternative::TwoSided => 2.0 * nd(-z.abs()),
        }
    };
    Ok(TestResult {
        statistic: Array::scalar(T::of(tau), &dev)?,
        pvalue: Array::scalar(T::of(p), &dev)?,
    })
}

/// Spearman's rank correlation matrix of the columns (`axis = 0`) or rows (`axis = 1`) of a
/// 2-D array, with the p-value of each entry.
///
/// Equivalent to `scipy.stats.spearmanr(a, axis=axis)` for 2-D `a` with more than two
/// variables (the matrix form; [`spearmanr`] is the two-sample form). The ranks come from one
/// batched [`crate::rankdata`] pass; the covariance of the centred ranks is one GEMM
/// (gsci-linalg's `matmul`), computed in `T` (SciPy computes in float64).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for input that is not 2-D or an axis other than 0/1;
/// [`gsci_core::Error::Unsupported`] for `Omit` with NaN.
///
/// ```
/// use gsci_stats::{spearmanr_matrix, SpearmanrOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 5.0, 2.0, 2.0, 6.0, 1.0, 3.0, 7.0, 0.0], &[3, 3], &Device::cpu())?;
/// let r = spearmanr_matrix(&a, 0, &SpearmanrOptions::default())?;
/// assert_eq!(r.statistic.to_vec()?[1], 1.0);
/// assert_eq!(r.statistic.to_vec()?[2], -1.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn spearmanr_matrix<T: StatsFloat>(
    a: &Array<T>,
    axis: isize,
    opts: &SpearmanrOptions,
) -> Result<TestResult<T>> {
    const OP: &str = "spearmanr_matrix";
    if a.ndim() != 2 || !(axis == 0 || axis == 1 || axis == -1 || axis == -2) {
        return Err(invalid(
            OP,
            format!(
                "a must be 2-D and axis 0 or 1, got shape {:?} and axis {axis}",
                a.shape()
            ),
        ));
    }
    if nan_mode(OP, a, opts.nan_policy)? {
        return Err(unsupported(
            "spearmanr_matrix with nan_policy Omit on data containing NaN",
        ));
    }
    let ax = if axis < 0 { axis + 2 } else { axis };
    // observations along rows: (n, k)
    let obs = if ax == 0 { a.clone() } else { a.transpose()? };
    let n = obs.shape()[0];
    let ranked = crate::rank::rankdata(
        &obs,
        &crate::rank::RankdataOptions {
            axis: Some(0),
            ..Default::default()
        },
    )?
    .astype::<T>()?;
    // numpy.corrcoef: cov / sqrt(diag) / sqrt(diag), clipped; the covariance of the centred
    // ranks as one product (dx^T dx, gsci-linalg's gram: cuBLAS's syrk on the GPU, the blocked
    // general product on the CPU)
    let keep = ReduceOptions::axes(&[0]).keepdims(true);
    let dx = (&ranked - &reduce::mean(&ranked, &keep)?)?;
    let c = gsci_linalg::gram(&dx)?;
    if let gsci_core::Backend::Cuda(cu) = c.device().backend() {
        // One kernel from the covariance to the correlations and the p-values, those on one
        // triangle only (corr_cuda.rs).
        let (rs, p) =
            crate::corr_cuda::spearman_finish(cu, &c.to_contiguous()?, n, opts.alternative)?;
        return Ok(TestResult {
            statistic: rs,
            pvalue: p,
        });
    }
    let c = (&c / (n as f64 - 1.0))?;
    let d = ufunc::sqrt::<T>(&c.diagonal(0, 0, 1)?)?;
    let rs = (&(&c / &d.reshape(&[-1, 1])?)? / &d.reshape(&[1, -1])?)?;
    let rs = gsci_core::clip(&rs, Some(T::of(-1.0)), Some(T::of(1.0)))?;
    let dof = n as f64 - 2.0;
    let q = (dof / &(&(&rs + 1.0)? * &(1.0 - &rs)?)?)?;
    let q = gsci_core::clip(&q, Some(T::of(0.0)), None)?;
    let t = (&rs * &ufunc::sqrt::<T>(&q)?)?;
    let p = t_pvalue(&t, &full0(dof, &t)?, opts.alternative)?;
    Ok(TestResult {
        statistic: rs,
        pvalue: p,
    })
}
