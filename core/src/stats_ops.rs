//! Counting and order statistics, NumPy's: [`bincount`], [`histogram`], [`digitize`],
//! [`quantile`], [`percentile`] and [`median`], on every backend.
//!
//! Quantiles sort along the axis (the radix sort of [`mod@crate::sort`] on CUDA) and then read each
//! result with NumPy's formulas: the virtual index `(n - 1) q`, the neighbours around it, and
//! NumPy's two-sided linear interpolation (`a + (b - a) t`, or `b - (b - a)(1 - t)` for
//! `t >= 0.5`). A NaN in a slice makes its results NaN. Result dtypes follow NumPy: `linear` and
//! `midpoint` give float64 for integers (and for a list of `q`, whose float64 promotes), the
//! input's float dtype for a scalar `q`; `lower`, `higher` and `nearest` keep the input dtype.
//!
//! Counting uses atomics (in shared memory when the bins fit) on CUDA. Where the output size
//! depends on the data, one small read-back synchronises: [`bincount`] reads the largest value
//! (and checks the smallest), [`histogram`] without `range` reads the data's minimum and
//! maximum. [`digitize`] and explicit histogram edges take the bins as a host slice (NumPy
//! checks their monotonicity, which needs them on the host anyway).

pub(crate) mod cpu;
pub(crate) mod cuda;
#[cfg(test)]
mod tests;

use crate::array::{Array, normalize_axis};
use crate::device::Backend;
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::sort::Rows;
use crate::ufunc::DynArray;

// ---------------------------------------------------------------- bincount

/// Keyword arguments of [`bincount`] and [`bincount_weighted`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BincountOptions {
    /// The least number of bins of the result.
    pub minlength: usize,
}

fn bincount_input<T: Element>(x: &Array<T>, op: &'static str) -> Result<(Array<i64>, usize)> {
    if x.ndim() != 1 {
        return Err(Error::InvalidShape {
            op,
            shape: x.shape().to_vec(),
            reason: "object too deep for desired array: the input must be 1-D".into(),
        });
    }
    if !(T::DTYPE.is_integer() || T::DTYPE == DType::Bool) {
        return Err(Error::unsupported(
            format!(
                "{} of {} (it needs {})",
                op,
                T::DTYPE,
                "an integer or bool dtype"
            ),
            "any backend",
        ));
    }
    let xi = x.astype::<i64>()?;
    if xi.is_empty() {
        return Ok((xi, 0));
    }
    let (lo, hi) = match xi.device().backend() {
        Backend::Cpu => cpu::minmax_i64(&xi)?,
        Backend::Cuda(c) => cuda::minmax_i64(c, &xi)?,
    };
    if lo < 0 {
        return Err(Error::invalid(
            op,
            "'list' argument must have no negative elements",
        ));
    }
    Ok((xi, hi as usize + 1))
}

/// A result of `len` 8-byte counts must be addressable before the device is asked for it (the
/// CPU path reserves it fallibly): the error names the public function, as on the CPU.
fn device_len_fits(len: usize, op: &'static str) -> Result<()> {
    match len.checked_mul(8) {
        Some(b) if b <= isize::MAX as usize => Ok(()),
        _ => Err(Error::invalid(
            op,
            format!("the result of {len} counts exceeds the addressable memory"),
        )),
    }
}

/// Counts the occurrences of each value in a 1-D array of non-negative integers.
///
/// Equivalent to `numpy.bincount(x, minlength=...)`. On CUDA the largest value is read back
/// (it sizes the result).
///
/// # Errors
/// [`Error::InvalidShape`] unless `x` is 1-D; [`Error::Unsupported`] unless it holds integers
/// or bools; [`Error::InvalidArgument`] for a negative value.
///
/// ```
/// use gsci_core::{stats_ops::{bincount, BincountOptions}, Array, Device};
/// let x = Array::from_vec(vec![0i32, 1, 1, 3, 2, 1, 7], &[7], &Device::cpu())?;
/// let c = bincount(&x, &BincountOptions::default())?;
/// assert_eq!(c.to_vec()?, vec![1, 3, 1, 1, 0, 0, 0, 1]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn bincount<T: Element>(x: &Array<T>, opts: &BincountOptions) -> Result<Array<i64>> {
    let (xi, len) = bincount_input(x, "bincount")?;
    let len = len.max(opts.minlength);
    match x.device().backend() {
        Backend::Cpu => {
            // The length comes from the data or `minlength`: NumPy's MemoryError, not a panic.
            drop(crate::host::try_with_capacity::<i64>(
                len,
                "bincount",
                "the counts",
            )?);
            cpu::bincount(&xi, len)
        }
        Backend::Cuda(c) => {
            device_len_fits(len, "bincount")?;
            cuda::bincount(c, &xi, len)
        }
    }
}

/// Sums `weights` by the value of `x` (a 1-D array of non-negative integers).
///
/// Equivalent to `numpy.bincount(x, weights, minlength=...)` (float64 result).
///
/// # Errors
/// As [`bincount`]; [`Error::ShapeMismatch`] if `weights` is not shaped like `x`;
/// [`Error::DeviceMismatch`] if it lives elsewhere.
///
/// ```
/// use gsci_core::{stats_ops::{bincount_weighted, BincountOptions}, Array, Device};
/// let dev = Device::cpu();
/// let x = Array::from_vec(vec![0u8, 1, 1, 2, 2, 2], &[6], &dev)?;
/// let w = Array::from_vec(vec![0.3, 0.5, 0.2, 0.7, 1.0, -0.6], &[6], &dev)?;
/// let s = bincount_weighted(&x, &w, &BincountOptions::default())?.to_vec()?;
/// assert!((s[0] - 0.3).abs() < 1e-12 && (s[1] - 0.7).abs() < 1e-12 && (s[2] - 1.1).abs() < 1e-12);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn bincount_weighted<T: Element>(
    x: &Array<T>,
    weights: &Array<f64>,
    opts: &BincountOptions,
) -> Result<Array<f64>> {
    const OP: &str = "bincount";
    if weights.shape() != x.shape() {
        return Err(Error::ShapeMismatch {
            op: OP,
            left: x.shape().to_vec(),
            right: weights.shape().to_vec(),
        });
    }
    if weights.device() != x.device() {
        return Err(Error::DeviceMismatch {
            op: OP,
            left: x.device().to_string(),
            right: weights.device().to_string(),
        });
    }
    let (xi, len) = bincount_input(x, OP)?;
    let len = len.max(opts.minlength);
    let w = weights.to_contiguous()?;
    match x.device().backend() {
        Backend::Cpu => cpu::bincount_weighted(&xi, &w, len),
        Backend::Cuda(c) => {
            device_len_fits(len, "bincount")?;
            cuda::bincount_weighted(c, &xi, &w, len)
        }
    }
}

// ---------------------------------------------------------------- histogram

/// The `bins` argument of [`histogram`].
#[derive(Clone, Debug, PartialEq)]
pub enum Bins {
    /// That many equal-width bins over the range.
    Count(usize),
    /// The bin edges, increasing (`n + 1` edges for `n` bins).
    Edges(Vec<f64>),
}

impl From<usize> for Bins {
    fn from(n: usize) -> Self {
        Bins::Count(n)
    }
}

impl From<Vec<f64>> for Bins {
    fn from(e: Vec<f64>) -> Self {
        Bins::Edges(e)
    }
}

impl From<&[f64]> for Bins {
    fn from(e: &[f64]) -> Self {
        Bins::Edges(e.to_vec())
    }
}

/// Keyword arguments of [`histogram`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HistogramOptions {
    /// The lower and upper range of the bins; default: the data's minimum and maximum.
    pub range: Option<(f64, f64)>,
}

/// Rounds `x` to the precision of `t` (float16, bfloat16, float32; others unchanged).
fn round_to(t: DType, x: f64) -> f64 {
    match t {
        DType::F32 => x as f32 as f64,
        DType::F16 => crate::f16::from_f64(x).to_f64(),
        DType::BF16 => crate::bf16::from_f64(x).to_f64(),
        _ => x,
    }
}

/// NumPy's `linspace(lo, hi, n + 1)`, computed in the precision of `t` (each operation rounded
/// to it), as `histogram` does for `bin_type`.
fn linspace_edges(lo: f64, hi: f64, n: usize, t: DType) -> Vec<f64> {
    let r = |x: f64| round_to(t, x);
    let (lo, hi) = (r(lo), r(hi));
    let delta = r(hi - lo);
    let div = n as f64;
    let step = r(delta / div);
    let mut e: Vec<f64> = (0..=n)
        .map(|i| {
            let y = if step == 0.0 {
                r(r(i as f64 / div) * delta)
            } else {
                r(i as f64 * step)
            };
            r(y + lo)
        })
        .collect();
    e[n] = hi;
    e
}

/// Computes the histogram of the flattened array: counts per bin and the bin edges.
///
/// Equivalent to `numpy.histogram(a, bins, range)` (without weights or density). Bin `i`
/// counts `edges[i] <= x < edges[i + 1]`; the last bin also holds `x == edges[n]`; values outside
/// the range (and NaN) are not counted. Equal-width edges are computed as NumPy's `linspace` in
/// NumPy's bin dtype (the float dtype of `a`, float64 for integers) and returned as float64.
///
/// # Errors
/// [`Error::Unsupported`] for complex input; [`Error::InvalidArgument`] for zero bins,
/// decreasing edges, a reversed or non-finite range (or data range).
///
/// ```
/// use gsci_core::{stats_ops::{histogram, Bins, HistogramOptions}, Array, Device};
/// let a = Array::from_vec(vec![1.0, 2.0, 1.0, 4.0], &[4], &Device::cpu())?;
/// let (h, e) = histogram(&a, Bins::Count(3), &HistogramOptions { range: Some((0.0, 3.0)) })?;
/// assert_eq!(h.to_vec()?, vec![0, 2, 1]);
/// assert_eq!(e.to_vec()?, vec![0.0, 1.0, 2.0, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn histogram<T: Element>(
    a: &Array<T>,
    bins: impl Into<Bins>,
    opts: &HistogramOptions,
) -> Result<(Array<i64>, Array<f64>)> {
    const OP: &str = "histogram";
    let t = T::DTYPE;
    if t.is_complex() {
        return Err(Error::unsupported(
            format!("{} of {} (it needs {})", OP, t, "a real dtype"),
            "any backend",
        ));
    }
    let flat = a.ravel()?.to_contiguous()?;
    let edges = match bins.into() {
        Bins::Edges(e) => {
            if e.is_empty() {
                return Err(Error::invalid(OP, "`bins` must have at least one edge"));
            }
            if e.windows(2).any(|w| w[0] > w[1]) {
                return Err(Error::invalid(OP, "`bins` must increase monotonically"));
            }
            e
        }
        Bins::Count(0) => return Err(Error::invalid(OP, "`bins` must be positive")),
        Bins::Count(n) => {
            // n + 1 edges are computed on the host for either backend.
            drop(crate::host::try_with_capacity::<f64>(
                n.saturating_add(1),
                OP,
                "the bin edges",
            )?);
            let bin_type = if t.is_float() { t } else { DType::F64 };
            let (lo, hi, in_bin_type) = match opts.range {
                Some((lo, hi)) => {
                    if lo > hi {
                        return Err(Error::invalid(
                            OP,
                            "max must be larger than min in range parameter.",
                        ));
                    }
                    (lo, hi, false)
                }
                None if flat.is_empty() => (0.0, 1.0, false),
                None => {
                    let (lo, hi) = match a.device().backend() {
                        Backend::Cpu => cpu::minmax_f64(&flat)?,
                        Backend::Cuda(c) => cuda::minmax_f64(c, &flat)?,
                    };
                    (lo, hi, t.is_float())
                }
            };
            if !(lo.is_finite() && hi.is_finite()) {
                return Err(Error::invalid(
                    OP,
                    format!("autodetected range of [{lo}, {hi}] is not finite"),
                ));
            }
            let (lo, hi) = if lo == hi {
                (lo - 0.5, hi + 0.5)
            } else {
                (lo, hi)
            };
            if in_bin_type {
                linspace_edges(lo, hi, n, bin_type)
            } else {
                // NumPy computes in float64 and casts to the bin dtype.
                linspace_edges(lo, hi, n, DType::F64)
                    .into_iter()
                    .map(|x| round_to(bin_type, x))
                    .collect()
            }
        }
    };
    let nb = edges.len() - 1;
    let counts = match a.device().backend() {
        Backend::Cpu => cpu::histogram(&flat, &edges)?,
        Backend::Cuda(c) => cuda::histogram(c, &flat, &edges)?,
    };
    debug_assert_eq!(counts.len(), nb);
    Ok((counts, Array::from_vec(edges, &[nb + 1], a.device())?))
}

// ---------------------------------------------------------------- digitize

/// Keyword arguments of [`digitize`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DigitizeOptions {
    /// Whether intervals include their right edge (`bins[i-1] < x <= bins[i]`) instead of the
    /// left one.
    pub right: bool,
}

/// Returns the index of the bin each value of `x` falls in.
///
/// Equivalent to `numpy.digitize(x, bins, right)`: for increasing bins, `i` with
/// `bins[i-1] <= x < bins[i]` (0 below, `len(bins)` above); decreasing bins mirror it. NaN
/// goes past the largest bin. Values are compared as float64.
///
/// # Errors
/// [`Error::Unsupported`] for complex `x`; [`Error::InvalidArgument`] unless `bins` is
/// monotonic.
///
/// ```
/// use gsci_core::{stats_ops::{digitize, DigitizeOptions}, Array, Device};
/// let x = Array::from_vec(vec![0.2, 6.4, 3.0, 1.6], &[4], &Device::cpu())?;
/// let i = digitize(&x, &[0.0, 1.0, 2.5, 4.0, 10.0], &DigitizeOptions::default())?;
/// assert_eq!(i.to_vec()?, vec![1, 4, 3, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn digitize<T: Element>(
    x: &Array<T>,
    bins: &[f64],
    opts: &DigitizeOptions,
) -> Result<Array<i64>> {
    const OP: &str = "digitize";
    if T::DTYPE.is_complex() {
        return Err(Error::unsupported(
            format!("{} of {} (it needs {})", OP, T::DTYPE, "a real dtype"),
            "any backend",
        ));
    }
    let key = |v: f64| crate::sort::keys::f64_key(v, true);
    let inc = bins.windows(2).all(|w| key(w[0]) <= key(w[1]));
    let dec = bins.windows(2).all(|w| key(w[0]) >= key(w[1]));
    let decreasing = !inc && dec;
    if !inc && !dec {
        return Err(Error::invalid(
            OP,
            "bins must be monotonically increasing or decreasing",
        ));
    }
    let search: Vec<f64> = if decreasing {
        bins.iter().rev().copied().collect()
    } else {
        bins.to_vec()
    };
    let xc = x.to_contiguous()?;
    let out = match x.device().backend() {
        Backend::Cpu => cpu::digitize(&xc, &search, decreasing, opts.right)?,
        Backend::Cuda(c) => cuda::digitize(c, &xc, &search, decreasing, opts.right)?,
    };
    out.reshape(&x.shape().iter().map(|&d| d as isize).collect::<Vec<_>>())
}

// ---------------------------------------------------------------- quantiles

/// NumPy's quantile `method=` choices that SciPy users use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum QuantileMethod {
    /// Linear interpolation between the neighbours of `(n - 1) q`.
    #[default]
    Linear,
    /// The element below.
    Lower,
    /// The element above.
    Higher,
    /// The nearest element (ties to the even index).
    Nearest,
    /// The mean of the elements below and above.
    Midpoint,
}

impl QuantileMethod {
    pub(crate) fn code(self) -> i32 {
        match self {
            QuantileMethod::Linear => 0,
            QuantileMethod::Lower => 1,
            QuantileMethod::Higher => 2,
            QuantileMethod::Nearest => 3,
            QuantileMethod::Midpoint => 4,
        }
    }
    fn takes(self) -> bool {
        matches!(
            self,
            QuantileMethod::Lower | QuantileMethod::Higher | QuantileMethod::Nearest
        )
    }
}

/// The `q` of [`quantile`] / [`percentile`]: one value (no leading axis in the result) or a list
/// (a leading axis of its length).
#[derive(Clone, Debug, PartialEq)]
pub enum Quantiles {
    /// A scalar `q`.
    Scalar(f64),
    /// A 1-D list of `q`.
    List(Vec<f64>),
}

impl From<f64> for Quantiles {
    fn from(q: f64) -> Self {
        Quantiles::Scalar(q)
    }
}
impl From<Vec<f64>> for Quantiles {
    fn from(q: Vec<f64>) -> Self {
        Quantiles::List(q)
    }
}
impl From<&[f64]> for Quantiles {
    fn from(q: &[f64]) -> Self {
        Quantiles::List(q.to_vec())
    }
}

/// Keyword arguments of [`quantile`] and [`percentile`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct QuantileOptions {
    /// The axis to reduce; `None` (the default) reduces the flattened array.
    pub axis: Option<isize>,
    /// Keep the reduced axis (axes) with length one.
    pub keepdims: bool,
    /// NumPy's `method=`.
    pub method: QuantileMethod,
}

/// The dtype NumPy's `quantile`/`percentile` return for input `t`.
///
/// # Errors
/// [`Error::Unsupported`] for bool and complex input (NumPy cannot interpolate them).
///
/// ```
/// use gsci_core::{stats_ops::{quantile_dtype, QuantileMethod}, DType};
/// assert_eq!(quantile_dtype(DType::I32, QuantileMethod::Linear, true)?, DType::F64);
/// assert_eq!(quantile_dtype(DType::F32, QuantileMethod::Linear, true)?, DType::F32);
/// assert_eq!(quantile_dtype(DType::F32, QuantileMethod::Linear, false)?, DType::F64);
/// assert_eq!(quantile_dtype(DType::I32, QuantileMethod::Lower, false)?, DType::I32);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn quantile_dtype(t: DType, method: QuantileMethod, scalar_q: bool) -> Result<DType> {
    if t == DType::Bool || t.is_complex() {
        return Err(Error::unsupported(
            format!("quantile of {t} (it needs an integer or real float dtype)"),
            "any backend",
        ));
    }
    Ok(if method.takes() || (t.is_float() && scalar_q) {
        t
    } else {
        DType::F64
    })
}

fn check_out<O: Element>(want: DType, op: &'static str) -> Result<()> {
    if O::DTYPE != want {
        return Err(Error::DTypeMismatch {
            op,
            left: want,
            right: O::DTYPE,
        });
    }
    Ok(())
}

/// The reduced shape (with the q axis first when given).
fn result_shape(
    a_shape: &[usize],
    axis: Option<usize>,
    keepdims: bool,
    nq: Option<usize>,
) -> Vec<usize> {
    let mut s: Vec<usize> = nq.into_iter().collect();
    match axis {
        None => {
            if keepdims {
                s.extend(std::iter::repeat_n(1, a_shape.len()));
            }
        }
        Some(ax) => {
            for (d, &n) in a_shape.iter().enumerate() {
                if d == ax {
                    if keepdims {
                        s.push(1);
                    }
                } else {
                    s.push(n);
                }
            }
        }
    }
    s
}

/// Code 5 is the median (see `kernels/stats_ops.cu`).
const MEDIAN: i32 = 5;

fn order_statistic<T: Element, O: Element>(
    a: &Array<T>,
    axis: Option<isize>,
    keepdims: bool,
    q: Option<&[f64]>,
    method: i32,
    op: &'static str,
) -> Result<Array<O>> {
    let ax = axis.map(|x| normalize_axis(x, a.ndim())).transpose()?;
    let rows = Rows::new(a, axis)?;
    let nq = q.map_or(1, |q| q.len());
    let shape = result_shape(a.shape(), ax, keepdims, q.map(|q| q.len()));
    if rows.n == 0 {
        if method != MEDIAN {
            return Err(Error::invalid(
                op,
                "cannot take a quantile of an empty slice",
            ));
        }
        let nan = O::from_scalar(crate::dtype::Scalar::Float(f64::NAN));
        return Array::full(&shape, nan, a.device());
    }
    if rows.batch == 0 || nq == 0 {
        return Array::empty(&shape, a.device());
    }
    let sorted = match a.device().backend() {
        Backend::Cpu => crate::sort::cpu::sort_rows(&rows.data, rows.n)?,
        Backend::Cuda(c) => crate::sort::cuda::sort_rows(c, &rows.data, rows.batch, rows.n)?,
    };
    let qs = q.unwrap_or(&[]);
    let out: Array<O> = match a.device().backend() {
        Backend::Cpu => cpu::quantiles(&sorted, rows.batch, rows.n, qs, method)?,
        Backend::Cuda(c) => cuda::quantiles(c, &sorted, rows.batch, rows.n, qs, method)?,
    };
    out.reshape(&shape.iter().map(|&d| d as isize).collect::<Vec<_>>())
}

/// Computes the q-th quantiles (`0 <= q <= 1`) along an axis.
///
/// Equivalent to `numpy.quantile(a, q, axis, method=..., keepdims=...)`; `O` must be
/// [`quantile_dtype`]`(T, method, q is a scalar)`.
///
/// # Errors
/// [`Error::Unsupported`] for bool/complex input, [`Error::DTypeMismatch`] for a wrong `O`; [`Error::InvalidArgument`]
/// for `q` outside `[0, 1]` or an empty slice; [`Error::AxisOutOfBounds`] for a bad axis.
///
/// ```
/// use gsci_core::{stats_ops::{quantile, QuantileOptions, QuantileMethod}, Array, Device};
/// let a = Array::from_vec(vec![10.0, 7.0, 4.0, 3.0, 2.0, 1.0], &[2, 3], &Device::cpu())?;
/// let m: Array<f64> = quantile(&a, 0.5, &QuantileOptions::default())?;
/// assert_eq!(m.to_vec()?, vec![3.5]);
/// let opts = QuantileOptions { axis: Some(1), method: QuantileMethod::Lower, ..Default::default() };
/// let lo: Array<f64> = quantile(&a, 0.5, &opts)?;
/// assert_eq!(lo.to_vec()?, vec![7.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn quantile<T: Element, O: Element>(
    a: &Array<T>,
    q: impl Into<Quantiles>,
    opts: &QuantileOptions,
) -> Result<Array<O>> {
    quantile_impl(a, q.into(), opts, 1.0, "quantile")
}

/// Computes the q-th percentiles (`0 <= q <= 100`) along an axis.
///
/// Equivalent to `numpy.percentile(a, q, axis, method=..., keepdims=...)`; `O` as in
/// [`quantile`].
///
/// # Errors
/// As [`quantile`] (`q` outside `[0, 100]`).
///
/// ```
/// use gsci_core::{stats_ops::{percentile, QuantileOptions}, Array, Device};
/// let a = Array::from_vec(vec![1i32, 2, 3, 4, 5], &[5], &Device::cpu())?;
/// let p: Array<f64> = percentile(&a, vec![25.0, 50.0], &QuantileOptions::default())?;
/// assert_eq!(p.to_vec()?, vec![2.0, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn percentile<T: Element, O: Element>(
    a: &Array<T>,
    q: impl Into<Quantiles>,
    opts: &QuantileOptions,
) -> Result<Array<O>> {
    quantile_impl(a, q.into(), opts, 100.0, "percentile")
}

/// [`quantile`] with the result dtype NumPy gives ([`quantile_dtype`]): float64 for integers
/// (and for float input with a list of `q`), the input's float dtype for a scalar `q`, the input
/// dtype for the methods that take an element (`lower`, `higher`, `nearest`, ...).
///
/// Equivalent to `numpy.quantile(a, q, axis, method=..., keepdims=...)`.
///
/// # Errors
/// As [`quantile`].
///
/// ```
/// use gsci_core::{stats_ops::{quantile_dyn, QuantileOptions}, Array, DType, Device};
/// let a = Array::from_vec(vec![1i32, 2, 3, 4], &[4], &Device::cpu())?;
/// let m = quantile_dyn(&a, 0.5, &QuantileOptions::default())?;
/// assert_eq!(m.dtype(), DType::F64);
/// assert_eq!(m.into_typed::<f64>()?.to_vec()?, vec![2.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn quantile_dyn<T: Element>(
    a: &Array<T>,
    q: impl Into<Quantiles>,
    opts: &QuantileOptions,
) -> Result<DynArray> {
    quantile_dyn_impl(a, q.into(), opts, 1.0, "quantile")
}

/// [`percentile`] with the result dtype NumPy gives (as [`quantile_dyn`]).
///
/// Equivalent to `numpy.percentile(a, q, axis, method=..., keepdims=...)`.
///
/// # Errors
/// As [`percentile`].
///
/// ```
/// use gsci_core::{stats_ops::{percentile_dyn, QuantileOptions}, Array, DType, Device};
/// let a = Array::from_vec(vec![1.0f32, 2.0, 3.0, 4.0, 5.0], &[5], &Device::cpu())?;
/// let p = percentile_dyn(&a, 25.0, &QuantileOptions::default())?;
/// assert_eq!(p.dtype(), DType::F32); // a float input with a scalar q keeps its dtype
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn percentile_dyn<T: Element>(
    a: &Array<T>,
    q: impl Into<Quantiles>,
    opts: &QuantileOptions,
) -> Result<DynArray> {
    quantile_dyn_impl(a, q.into(), opts, 100.0, "percentile")
}

fn quantile_dyn_impl<T: Element>(
    a: &Array<T>,
    q: Quantiles,
    opts: &QuantileOptions,
    scale: f64,
    op: &'static str,
) -> Result<DynArray> {
    let scalar = matches!(q, Quantiles::Scalar(_));
    let d = quantile_dtype(T::DTYPE, opts.method, scalar)?;
    if d == T::DTYPE {
        Ok(quantile_impl::<T, T>(a, q, opts, scale, op)?.into())
    } else {
        debug_assert_eq!(d, DType::F64);
        Ok(quantile_impl::<T, f64>(a, q, opts, scale, op)?.into())
    }
}

fn quantile_impl<T: Element, O: Element>(
    a: &Array<T>,
    q: Quantiles,
    opts: &QuantileOptions,
    scale: f64,
    op: &'static str,
) -> Result<Array<O>> {
    let scalar = matches!(q, Quantiles::Scalar(_));
    check_out::<O>(quantile_dtype(T::DTYPE, opts.method, scalar)?, op)?;
    let qs: Vec<f64> = match &q {
        Quantiles::Scalar(x) => vec![*x],
        Quantiles::List(v) => v.clone(),
    };
    if qs.iter().any(|&x| !(0.0..=scale).contains(&x)) {
        return Err(Error::invalid(
            op,
            if scale == 1.0 {
                "Quantiles must be in the range [0, 1]"
            } else {
                "Percentiles must be in the range [0, 100]"
            },
        ));
    }
    // NumPy divides percentiles by 100 in float64 (true_divide).
    let qs: Vec<f64> = qs.iter().map(|&x| x / scale).collect();
    if scalar {
        order_statistic_scalar(a, opts, qs[0], op)
    } else {
        order_statistic(
            a,
            opts.axis,
            opts.keepdims,
            Some(&qs),
            opts.method.code(),
            op,
        )
    }
}

fn order_statistic_scalar<T: Element, O: Element>(
    a: &Array<T>,
    opts: &QuantileOptions,
    q: f64,
    op: &'static str,
) -> Result<Array<O>> {
    let with_axis: Array<O> = order_statistic(
        a,
        opts.axis,
        opts.keepdims,
        Some(&[q]),
        opts.method.code(),
        op,
    )?;
    let shape: Vec<isize> = with_axis.shape()[1..].iter().map(|&d| d as isize).collect();
    with_axis.reshape(&shape)
}

/// Keyword arguments of [`median`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MedianOptions {
    /// The axis to reduce; `None` (the default) reduces the flattened array.
    pub axis: Option<isize>,
    /// Keep the reduced axis (axes) with length one.
    pub keepdims: bool,
}

/// The dtype NumPy's `median` returns for input `t`: float64 for integers, `t` for floats.
///
/// # Errors
/// [`Error::Unsupported`] for bool and complex input.
pub fn median_dtype(t: DType) -> Result<DType> {
    quantile_dtype(t, QuantileMethod::Linear, true)
}

/// Computes the median along an axis (the mean of the two middle elements for even lengths).
///
/// Equivalent to `numpy.median(a, axis, keepdims=...)`; `O` must be [`median_dtype`]`(T)`. An
/// empty slice gives NaN (NumPy also warns).
///
/// # Errors
/// [`Error::Unsupported`] for bool/complex input, [`Error::DTypeMismatch`] for a wrong `O`; [`Error::AxisOutOfBounds`]
/// for a bad axis.
///
/// ```
/// use gsci_core::{stats_ops::{median, MedianOptions}, Array, Device};
/// let a = Array::from_vec(vec![10i64, 7, 4, 3, 2, 1], &[2, 3], &Device::cpu())?;
/// let m: Array<f64> = median(&a, &MedianOptions::default())?;
/// assert_eq!(m.to_vec()?, vec![3.5]);
/// let m: Array<f64> = median(&a, &MedianOptions { axis: Some(0), keepdims: true })?;
/// assert_eq!((m.shape(), m.to_vec()?), (&[1usize, 3][..], vec![6.5, 4.5, 2.5]));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn median<T: Element, O: Element>(a: &Array<T>, opts: &MedianOptions) -> Result<Array<O>> {
    check_out::<O>(median_dtype(T::DTYPE)?, "median")?;
    order_statistic(a, opts.axis, opts.keepdims, None, MEDIAN, "median")
}

/// [`median`] with the result dtype NumPy gives ([`median_dtype`]: float64 for integers, the
/// input's dtype for floats).
///
/// Equivalent to `numpy.median(a, axis, keepdims=...)`.
///
/// # Errors
/// As [`median`].
///
/// ```
/// use gsci_core::{stats_ops::{median_dyn, MedianOptions}, Array, DType, Device};
/// let a = Array::from_vec(vec![3u8, 1, 2, 10], &[4], &Device::cpu())?;
/// let m = median_dyn(&a, &MedianOptions::default())?;
/// assert_eq!(m.dtype(), DType::F64);
/// assert_eq!(m.into_typed::<f64>()?.to_vec()?, vec![2.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn median_dyn<T: Element>(a: &Array<T>, opts: &MedianOptions) -> Result<DynArray> {
    if median_dtype(T::DTYPE)? == T::DTYPE {
        Ok(median::<T, T>(a, opts)?.into())
    } else {
        Ok(median::<T, f64>(a, opts)?.into())
    }
}
