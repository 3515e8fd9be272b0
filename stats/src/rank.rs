//! Ranks and order statistics: `rankdata`, `mode`, `percentileofscore`, `scoreatpercentile`,
//! `differential_entropy`.
//!
//! Ties are found on sorted rows without leaving the device: a stable `argsort` per row, a
//! "new value" flag, its `cumsum` (the dense rank), and per-group counts through `bincount` of
//! row-offset group ids (min/max/average ranks); ranks are scattered back with `put`.

use crate::common::{NanPolicy, StatsFloat, along, full0, has_nan, invalid, select, unsupported};
use gsci_core::reduce::{self, ArgOptions, ReduceOptions};
use gsci_core::scan::CumulativeOptions;
use gsci_core::sort::{SearchsortedOptions, Side, SortOptions, argsort, searchsorted, sort};
use gsci_core::stats_ops::{BincountOptions, Quantiles};
use gsci_core::ufunc;
use gsci_core::{Array, Result};

/// SciPy's `method` of [`rankdata`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum RankMethod {
    /// Ties get the average of their ranks (the default).
    #[default]
    Average,
    /// Ties get the smallest of their ranks.
    Min,
    /// Ties get the largest of their ranks.
    Max,
    /// Ranks of distinct values, without gaps.
    Dense,
    /// Distinct ranks in order of appearance.
    Ordinal,
}

/// Keyword arguments of [`rankdata`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RankdataOptions {
    /// How ties are ranked.
    pub method: RankMethod,
    /// The axis to rank along; `None` (the default) ranks the flattened array.
    pub axis: Option<isize>,
    /// NaN handling: `Propagate` makes a slice holding NaN all NaN; `Omit` gives NaN ranks to
    /// NaN only.
    pub nan_policy: NanPolicy,
}

/// Rows `(batch, n)` of `a` with `axis` last, C-contiguous, and how to put them back.
pub(crate) struct Rows<T: StatsFloat> {
    pub(crate) rows: Array<T>,
    pub(crate) moved_shape: Vec<isize>,
    axis: isize,
}

impl<T: StatsFloat> Rows<T> {
    pub(crate) fn new(a: &Array<T>, axis: isize) -> Result<Self> {
        let m = a.moveaxis(&[axis], &[-1])?;
        let moved_shape: Vec<isize> = m.shape().iter().map(|&d| d as isize).collect();
        let n = *m.shape().last().unwrap_or(&1);
        let batch = m.size().checked_div(n).unwrap_or(0);
        let rows = m.to_contiguous()?.reshape(&[batch as isize, n as isize])?;
        Ok(Rows {
            rows,
            moved_shape,
            axis,
        })
    }
    fn restore<U: gsci_core::Element>(&self, x: &Array<U>) -> Result<Array<U>> {
        x.reshape(&self.moved_shape)?.moveaxis(&[-1], &[self.axis])
    }
}

/// The per-row tie structure of sorted rows.
struct Ties {
    /// argsort of each row (stable).
    perm: Array<i64>,
    /// sorted rows.
    sorted: Array<f64>,
    /// 1-based dense rank at each sorted position.
    dense: Array<i64>,
    /// Number of elements of each sorted position's tie group.
    count: Array<i64>,
    /// 1-based (row-relative) position of the last element of each sorted position's group.
    last: Array<i64>,
}

fn ties<T: StatsFloat>(rows: &Array<T>) -> Result<Ties> {
    let dev = rows.device().clone();
    let (b, n) = (rows.shape()[0], rows.shape()[1]);
    let so = SortOptions {
        axis: Some(-1),
        stable: Some(true),
    };
    let perm = argsort(rows, &so)?;
    let sorted = gsci_core::take_along_axis(rows, &perm, Some(-1))?.astype::<f64>()?;
    let head: Array<bool> = Array::full(&[b, 1.min(n)], true, &dev)?;
    let flag = if n > 1 {
        let cur = sorted.slice_axis(1, Some(1), None, 1)?;
        let prev = sorted.slice_axis(1, None, Some(-1), 1)?;
        let ne: Array<bool> = ufunc::not_equal(&cur, &prev)?;
        gsci_core::concatenate(&[&head, &ne], 1)?
    } else {
        head
    };
    let dense: Array<i64> =
        gsci_core::cumsum(&flag.astype::<i64>()?, &CumulativeOptions { axis: Some(1) })?;
    // Global group ids: row r's groups are r*n + dense - 1.
    let base: Array<i64> =
        (&Array::<i64>::arange(0, b as i64, 1, &dev)?.reshape(&[b as isize, 1])? * n as i64)?;
    let gid = (&(&dense + &base)? - 1i64)?;
    let flat = gid.reshape(&[-1])?;
    let counts = gsci_core::bincount(&flat, &BincountOptions { minlength: b * n })?;
    let cum: Array<i64> = gsci_core::cumsum(&counts, &CumulativeOptions { axis: None })?;
    let count = gsci_core::take(&counts, &flat, None)?.reshape(&[b as isize, n as isize])?;
    let last = (&gsci_core::take(&cum, &flat, None)?.reshape(&[b as isize, n as isize])? - &base)?;
    Ok(Ties {
        perm,
        sorted,
        dense,
        count,
        last,
    })
}

/// Scatters `vals` (at sorted positions) back to the rows' original positions.
fn unsort(vals: &Array<f64>, perm: &Array<i64>) -> Result<Array<f64>> {
    let (b, n) = (perm.shape()[0], perm.shape()[1]);
    let dev = perm.device();
    let base = (&Array::<i64>::arange(0, b as i64, 1, dev)?.reshape(&[b as isize, 1])? * n as i64)?;
    let idx = (perm + &base)?.reshape(&[-1])?;
    let mut out = Array::<f64>::zeros(&[b, n], dev)?;
    gsci_core::put(&mut out, &idx, &vals.to_contiguous()?.reshape(&[-1])?)?;
    Ok(out)
}

/// The ranks (float64) of each row of `(b, n)` rows from the generic array operations: a
/// stable argsort, the tie groups by cumulative sums and counts, a scatter back (NaN ranked
/// after every number).
fn ranks_generic<T: StatsFloat>(rows: &Array<T>, method: RankMethod) -> Result<Array<f64>> {
    let t = ties(rows)?;
    let (b, n) = (rows.shape()[0], rows.shape()[1]);
    let dev = rows.device();
    let ranks_sorted: Array<f64> = match method {
        RankMethod::Ordinal => Array::<f64>::arange(1.0, n as f64 + 1.0, 1.0, dev)?
            .reshape(&[1, n as isize])?
            .broadcast_to(&[b, n])?,
        RankMethod::Dense => t.dense.astype::<f64>()?,
        RankMethod::Max => t.last.astype::<f64>()?,
        RankMethod::Min => (&(&t.last - &t.count)? + 1i64)?.astype::<f64>()?,
        RankMethod::Average => {
            // (min + max) / 2 = last - (count - 1) / 2
            let c = t.count.astype::<f64>()?;
            (&t.last.astype::<f64>()? - &(&(&c - 1.0)? * 0.5)?)?
        }
    };
    let _ = &t.sorted;
    unsort(&ranks_sorted, &t.perm)
}

/// Ranks in SciPy's result dtype: float64 for `average` (or when a NaN rank is present),
/// int64 for `min`, `max`, `dense` and `ordinal`.
///
/// Equivalent to `scipy.stats.rankdata`.
///
/// # Errors
/// As [`rankdata`].
///
/// ```
/// use gsci_stats::{rankdata_dyn, RankdataOptions, RankMethod, Array, Device, DType};
/// let a = Array::from_vec(vec![0.0f64, 2.0, 3.0, 2.0], &[4], &Device::cpu())?;
/// let o = RankdataOptions { method: RankMethod::Dense, ..Default::default() };
/// let r = rankdata_dyn(&a, &o)?;
/// assert_eq!(r.dtype(), DType::I64);
/// assert_eq!(r.into_typed::<i64>()?.to_vec()?, vec![1, 2, 3, 2]);
/// assert_eq!(rankdata_dyn(&a, &RankdataOptions::default())?.dtype(), DType::F64);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn rankdata_dyn<T: StatsFloat>(
    a: &Array<T>,
    opts: &RankdataOptions,
) -> Result<gsci_core::ufunc::DynArray> {
    let r = rankdata(a, opts)?;
    if opts.method == RankMethod::Average || has_nan(&r)? {
        return Ok(r.into());
    }
    Ok(r.astype::<i64>()?.into())
}

/// Assigns ranks to data, dealing with ties as `method` says, as float64.
///
/// Equivalent to `scipy.stats.rankdata`. The result is float64 for every method (SciPy gives
/// int64 for the methods other than `average` when no NaN is present; the values are equal:
/// [`rankdata_dyn`] returns SciPy's dtype).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{rankdata, RankdataOptions, RankMethod, Array, Device};
/// let a = Array::from_vec(vec![0.0f64, 2.0, 3.0, 2.0], &[4], &Device::cpu())?;
/// assert_eq!(rankdata(&a, &RankdataOptions::default())?.to_vec()?, vec![1.0, 2.5, 4.0, 2.5]);
/// let o = RankdataOptions { method: RankMethod::Min, ..Default::default() };
/// assert_eq!(rankdata(&a, &o)?.to_vec()?, vec![1.0, 2.0, 4.0, 2.0]);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn rankdata<T: StatsFloat>(a: &Array<T>, opts: &RankdataOptions) -> Result<Array<f64>> {
    const OP: &str = "rankdata";
    let (a, axis) = along(OP, a, opts.axis)?;
    let nan = match opts.nan_policy {
        NanPolicy::Raise if has_nan(&a)? => {
            return Err(invalid(
                OP,
                "the input contains NaN and nan_policy is Raise",
            ));
        }
        NanPolicy::Raise => false,
        _ => has_nan(&a)?,
    };
    if a.is_empty() {
        return Array::zeros(a.shape(), a.device());
    }
    let r = Rows::new(&a, axis)?;
    let n = r.rows.shape()[1];
    let mut out = match a.device().backend() {
        // One block per row sorts it in shared memory (rank_cuda.rs).
        gsci_core::Backend::Cuda(c) if n <= crate::rank_cuda::MAX_N => {
            crate::rank_cuda::rank_rows(c, &r.rows, opts.method)?
        }
        _ => ranks_generic(&r.rows, opts.method)?,
    };
    if nan {
        let isn: Array<bool> = ufunc::isnan(&r.rows)?;
        let nanv = full0(f64::NAN, &out)?;
        let m = if opts.nan_policy == NanPolicy::Omit {
            isn
        } else {
            reduce::any(&isn, &ReduceOptions::axes(&[1]).keepdims(true))?
        };
        out = select(&m, &nanv, &out)?;
    }
    r.restore(&out)
}

// ------------------------------------------------------------------------------ mode

/// Keyword arguments of [`mode`].
#[derive(Clone, Debug, PartialEq)]
pub struct ModeOptions {
    /// Axis; `None` flattens. Default `Some(0)`.
    pub axis: Option<isize>,
    /// NaN handling: a slice holding NaN has mode NaN (count 0) when propagating.
    pub nan_policy: NanPolicy,
    /// Keep the reduced axis.
    pub keepdims: bool,
}

impl Default for ModeOptions {
    fn default() -> Self {
        ModeOptions {
            axis: Some(0),
            nan_policy: NanPolicy::Propagate,
            keepdims: false,
        }
    }
}

/// The result of [`mode`] (SciPy's `ModeResult`).
#[derive(Clone, Debug)]
pub struct ModeResult<T: StatsFloat> {
    /// The most common value (the smallest of several).
    pub mode: Array<T>,
    /// How often it occurs.
    pub count: Array<i64>,
}

/// The most common value along an axis, and its count.
///
/// Equivalent to `scipy.stats.mode`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a bad axis or NaN with [`NanPolicy::Raise`];
/// [`gsci_core::Error::Unsupported`] for `Omit` on data with NaN, and for empty input.
///
/// ```
/// use gsci_stats::{mode, ModeOptions, Array, Device};
/// let a = Array::from_vec(vec![3.0f64, 1.0, 3.0, 1.0, 2.0], &[5], &Device::cpu())?;
/// let m = mode(&a, &ModeOptions::default())?;
/// assert_eq!((m.mode.item()?, m.count.item()?), (1.0, 2));
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn mode<T: StatsFloat>(a: &Array<T>, opts: &ModeOptions) -> Result<ModeResult<T>> {
    const OP: &str = "mode";
    let (a, axis) = along(OP, a, opts.axis)?;
    let nan = crate::common::nan_mode(OP, &a, opts.nan_policy)?;
    if nan {
        return Err(unsupported(
            "mode with nan_policy Omit on data containing NaN",
        ));
    }
    if a.is_empty() {
        return Err(unsupported("mode of an empty slice"));
    }
    let r = Rows::new(&a, axis)?;
    let t = ties(&r.rows)?;
    let am = reduce::argmax(
        &t.count,
        &ArgOptions {
            axis: Some(1),
            keepdims: true,
        },
    )?;
    let mut m = gsci_core::take_along_axis(&t.sorted, &am, Some(1))?.astype::<T>()?;
    let mut c = gsci_core::take_along_axis(&t.count, &am, Some(1))?;
    if has_nan(&r.rows)? {
        let isn: Array<bool> = ufunc::isnan(&r.rows)?;
        let any = reduce::any(&isn, &ReduceOptions::axes(&[1]).keepdims(true))?;
        m = select(&any, &full0(f64::NAN, &m)?, &m)?;
        c = select(&any, &Array::scalar(0i64, c.device())?, &c)?;
    }
    let mut kshape = r.moved_shape.clone();
    *kshape.last_mut().unwrap() = 1;
    let m = m.reshape(&kshape)?.moveaxis(&[-1], &[axis])?;
    let c = c.reshape(&kshape)?.moveaxis(&[-1], &[axis])?;
    if opts.keepdims {
        Ok(ModeResult { mode: m, count: c })
    } else {
        Ok(ModeResult {
            mode: m.squeeze(Some(&[axis]))?,
            count: c.squeeze(Some(&[axis]))?,
        })
    }
}

// ------------------------------------------------------------------------------ percentiles

/// SciPy's `kind` of [`percentileofscore`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PercentileKind {
    /// The average of the weak and strict percentages, with ties counted once (the default).
    #[default]
    Rank,
    /// The percentage of values `<= score`.
    Weak,
    /// The percentage of values `< score`.
    Strict,
    /// The mean of the weak and strict percentages.
    Mean,
}

/// Keyword arguments of [`percentileofscore`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PercentileofscoreOptions {
    /// How to count values equal to the score.
    pub kind: PercentileKind,
    /// NaN handling.
    pub nan_policy: NanPolicy,
}

/// The percentile rank of each score relative to the 1-D sample `a`.
///
/// Equivalent to `scipy.stats.percentileofscore`. Counts come from a binary search of the
/// sorted sample.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when `a` is not 1-D, or NaN with
/// [`NanPolicy::Raise`].
///
/// ```
/// use gsci_stats::{percentileofscore, PercentileofscoreOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let s = Array::from_vec(vec![3.0f64], &[1], &Device::cpu())?;
/// let p = percentileofscore(&a, &s, &PercentileofscoreOptions::default())?;
/// assert_eq!(p.to_vec()?, vec![75.0]);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn percentileofscore<T: StatsFloat>(
    a: &Array<T>,
    score: &Array<T>,
    opts: &PercentileofscoreOptions,
) -> Result<Array<f64>> {
    const OP: &str = "percentileofscore";
    if a.ndim() != 1 {
        return Err(invalid(
            OP,
            format!("a must be 1-D, got shape {:?}", a.shape()),
        ));
    }
    let mut a = a.clone();
    let an = has_nan(&a)?;
    let sn = has_nan(score)?;
    match opts.nan_policy {
        NanPolicy::Raise if an || sn => {
            return Err(invalid(
                OP,
                "the input contains NaN and nan_policy is Raise",
            ));
        }
        NanPolicy::Propagate if an => {
            return Array::full(score.shape(), f64::NAN, score.device());
        }
        NanPolicy::Omit if an => {
            let keep: Array<bool> = ufunc::logical_not(ufunc::isnan::<bool>(&a)?)?;
            a = gsci_core::boolean_mask(&a, &keep)?;
        }
        _ => {}
    }
    let n = a.size();
    if n == 0 {
        return Array::full(score.shape(), f64::NAN, score.device());
    }
    let s = sort(&a, &SortOptions::default())?;
    let flat = score.reshape(&[-1])?;
    let left = searchsorted(&s, &flat, &SearchsortedOptions::default())?.astype::<f64>()?;
    let right = searchsorted(
        &s,
        &flat,
        &SearchsortedOptions {
            side: Side::Right,
            sorter: None,
        },
    )?
    .astype::<f64>()?;
    let nf = n as f64;
    let p = match opts.kind {
        PercentileKind::Rank => {
            let plus1 = ufunc::less::<bool>(&left, &right)?.astype::<f64>()?;
            (&(&(&left + &right)? + &plus1)? * (50.0 / nf))?
        }
        PercentileKind::Weak => (&right * (100.0 / nf))?,
        PercentileKind::Strict => (&left * (100.0 / nf))?,
        PercentileKind::Mean => (&(&left + &right)? * (50.0 / nf))?,
    };
    let p = if sn {
        let isn: Array<bool> = ufunc::isnan(&flat)?;
        select(&isn, &full0(f64::NAN, &p)?, &p)?
    } else {
        p
    };
    let shape: Vec<isize> = score.shape().iter().map(|&d| d as isize).collect();
    p.reshape(&shape)
}

/// SciPy's `interpolation_method` of [`scoreatpercentile`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum InterpolationMethod {
    /// Linear interpolation between the neighbouring order statistics (the default).
    #[default]
    Fraction,
    /// The lower neighbour.
    Lower,
    /// The higher neighbour.
    Higher,
}

/// Keyword arguments of [`scoreatpercentile`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ScoreatpercentileOptions {
    /// How to interpolate between order statistics.
    pub interpolation_method: InterpolationMethod,
    /// Axis; `None` (the default) flattens.
    pub axis: Option<isize>,
}

/// The score at the given percentile(s) of the data (SciPy's own interpolation, not NumPy's).
///
/// Equivalent to `scipy.stats.scoreatpercentile` (without `limit`). A list of percentiles gives
/// a leading axis of its length.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for a percentile outside `[0, 100]` or a bad axis.
///
/// ```
/// use gsci_stats::{scoreatpercentile, ScoreatpercentileOptions, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let s = scoreatpercentile(&a, 50.0, &ScoreatpercentileOptions::default())?;
/// assert_eq!(s.item()?, 2.5);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn scoreatpercentile<T: StatsFloat>(
    a: &Array<T>,
    per: impl Into<Quantiles>,
    opts: &ScoreatpercentileOptions,
) -> Result<Array<T>> {
    const OP: &str = "scoreatpercentile";
    let (a, axis) = along(OP, a, opts.axis)?;
    let s = sort(
        &a,
        &SortOptions {
            axis: Some(axis),
            stable: None,
        },
    )?;
    let n = s.shape()[axis as usize];
    let one = |p: f64| -> Result<Array<T>> {
        if !(0.0..=100.0).contains(&p) {
            return Err(invalid(
                OP,
                format!("percentile must be in [0, 100], got {p}"),
            ));
        }
        if n == 0 {
            return reduce::mean(&s, &ReduceOptions::axes(&[axis]));
        }
        let mut idx = p / 100.0 * (n as f64 - 1.0);
        if idx.trunc() != idx {
            match opts.interpolation_method {
                InterpolationMethod::Lower => idx = idx.floor(),
                InterpolationMethod::Higher => idx = idx.ceil(),
                InterpolationMethod::Fraction => {}
            }
        }
        let i = idx.trunc() as isize;
        let lo = s.index_axis(axis, i)?;
        if idx.trunc() == idx {
            return lo.copy();
        }
        let hi = s.index_axis(axis, i + 1)?;
        let w0 = (i + 1) as f64 - idx;
        let w1 = idx - i as f64;
        let sum = w0 + w1;
        &(&(&lo * w0)? + &(&hi * w1)?)? / sum
    };
    match per.into() {
        Quantiles::Scalar(p) => one(p),
        Quantiles::List(ps) => {
            let parts = ps.iter().map(|&p| one(p)).collect::<Result<Vec<_>>>()?;
            let refs: Vec<&Array<T>> = parts.iter().collect();
            gsci_core::stack(&refs, 0)
        }
    }
}

// ------------------------------------------------------------------------------ differential entropy

/// SciPy's `method` of [`differential_entropy`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DifferentialEntropyMethod {
    /// van Es for n <= 10, Ebrahimi for n <= 1000, Vasicek above (the default).
    #[default]
    Auto,
    /// Vasicek's estimator.
    Vasicek,
    /// van Es's estimator.
    VanEs,
    /// Ebrahimi's estimator.
    Ebrahimi,
}

/// Keyword arguments of [`differential_entropy`].
#[derive(Clone, Debug, PartialEq)]
pub struct DifferentialEntropyOptions {
    /// Window length `m`; `None` is `floor(sqrt(n) + 0.5)`.
    pub window_length: Option<usize>,
    /// Logarithm base; `None` is `e`.
    pub base: Option<f64>,
    /// Axis of the samples. Default 0.
    pub axis: isize,
    /// The estimator.
    pub method: DifferentialEntropyMethod,
}

impl Default for DifferentialEntropyOptions {
    fn default() -> Self {
        DifferentialEntropyOptions {
            window_length: None,
            base: None,
            axis: 0,
            method: DifferentialEntropyMethod::Auto,
        }
    }
}

/// Estimates the differential entropy of a continuous distribution from samples (m-spacing
/// estimators over the sorted sample).
///
/// Equivalent to `scipy.stats.differential_entropy` (methods vasicek, van es, ebrahimi, auto).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when `2 <= 2 m < n` fails, `base <= 0`, or for a bad
/// axis.
///
/// ```
/// use gsci_stats::{differential_entropy, DifferentialEntropyOptions, Array, Device};
/// let a = Array::from_vec((0..20).map(|i| i as f64).collect(), &[20], &Device::cpu())?;
/// let h = differential_entropy(&a, &DifferentialEntropyOptions::default())?.item()?;
/// assert!(h > 2.5 && h < 3.5);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn differential_entropy<T: StatsFloat>(
    values: &Array<T>,
    opts: &DifferentialEntropyOptions,
) -> Result<Array<T>> {
    const OP: &str = "differential_entropy";
    let (v, axis) = along(OP, values, Some(opts.axis))?;
    let r = Rows::new(&v, axis)?;
    let n = r.rows.shape()[1];
    let m = opts
        .window_length
        .unwrap_or(((n as f64).sqrt() + 0.5).floor() as usize);
    if !(2 <= 2 * m && 2 * m < n) {
        return Err(invalid(
            OP,
            format!(
                "window length ({m}) must be positive and less than half the sample size ({n})"
            ),
        ));
    }
    if let Some(b) = opts.base
        && (b.is_nan() || b <= 0.0)
    {
        return Err(invalid(
            OP,
            format!("base must be a positive number, got {b}"),
        ));
    }
    let x = sort(&r.rows, &SortOptions::default())?;
    let method = match opts.method {
        DifferentialEntropyMethod::Auto if n <= 10 => DifferentialEntropyMethod::VanEs,
        DifferentialEntropyMethod::Auto if n <= 1000 => DifferentialEntropyMethod::Ebrahimi,
        DifferentialEntropyMethod::Auto => DifferentialEntropyMethod::Vasicek,
        other => other,
    };
    let (nf, mf) = (n as f64, m as f64);
    let b = x.shape()[0];
    let ro = ReduceOptions::axes(&[1]);
    let res = match method {
        DifferentialEntropyMethod::VanEs => {
            let d = (&x.slice_axis(1, Some(m as isize), None, 1)?
                - &x.slice_axis(1, None, Some(-(m as isize)), 1)?)?;
            let l = ufunc::log::<T>(&(&d * ((nf + 1.0) / mf))?)?;
            let term1 = (&reduce::sum(&l, &ro)? * (1.0 / (nf - mf)))?;
            let hk: f64 = (m..=n).map(|k| 1.0 / k as f64).sum();
            (&term1 + (hk + mf.ln() - (nf + 1.0).ln()))?
        }
        _ => {
            let first = x
                .slice_axis(1, Some(0), Some(1), 1)?
                .broadcast_to(&[b, m])?;
            let last = x.slice_axis(1, Some(-1), None, 1)?.broadcast_to(&[b, m])?;
            let xp = gsci_core::concatenate(&[&first, &x, &last], 1)?;
            let d = (&xp.slice_axis(1, Some(2 * m as isize), None, 1)?
                - &xp.slice_axis(1, None, Some(-2 * m as isize), 1)?)?;
            let logs = if method == DifferentialEntropyMethod::Vasicek {
                ufunc::log::<T>(&(&d * (nf / (2.0 * mf)))?)?
            } else {
                let ci: Vec<T> = (1..=n)
                    .map(|i| {
                        let i = i as f64;
                        let mut c = if i <= mf { 1.0 + (i - 1.0) / mf } else { 2.0 };
                        if i >= nf - mf + 1.0 {
                            c = 1.0 + (nf - i) / mf;
                        }
                        T::of(c * mf)
                    })
                    .collect();
                let ci = Array::from_vec(ci, &[1, n], x.device())?;
                ufunc::log::<T>(&(&(&d * nf)? / &ci)?)?
            };
            reduce::mean(&logs, &ro)?
        }
    };
    let res = match opts.base {
        Some(bs) => (&res / bs.ln())?,
        None => res,
    };
    let shape: Vec<isize> = r.moved_shape[..r.moved_shape.len() - 1].to_vec();
    res.reshape(&shape)
}

/// Average ranks of each row of `(batch, n)` data and each row's tie term `sum(t^3 - t)` over
/// its tie groups (as `sum(c^2 - 1)` over elements of group size `c`).
pub(crate) fn rank_rows_average<T: StatsFloat>(
    rows: &Array<T>,
) -> Result<(Array<f64>, Array<f64>)> {
    let t = ties(rows)?;
    let c = t.count.astype::<f64>()?;
    let avg = (&t.last.astype::<f64>()? - &(&(&c - 1.0)? * 0.5)?)?;
    let ranks = unsort(&avg, &t.perm)?;
    let tie = reduce::sum(&(&(&c * &c)? - 1.0)?, &ReduceOptions::axes(&[1]))?;
    Ok((ranks, tie))
}

/// `a` with `axis` moved last, as C-contiguous `(batch, n)` rows, and the batch shape.
pub(crate) fn to_rows<T: StatsFloat>(a: &Array<T>, axis: isize) -> Result<(Array<T>, Vec<isize>)> {
    let r = Rows::new(a, axis)?;
    let batch = r.moved_shape[..r.moved_shape.len() - 1].to_vec();
    Ok((r.rows, batch))
}
