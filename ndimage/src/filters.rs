//! `scipy.ndimage` filters: correlation and convolution, Gaussian, uniform, minimum/maximum,
//! rank (median, percentile) and derivative filters.
//!
//! Every filter is planned on the host into a few building blocks (a pass along one axis, an n-d
//! correlation, an n-d rank selection; see `ops`), executed by the CPU backend (rayon, in `f64`
//! with SciPy's summation order) or by this crate's CUDA kernels. Results have the input's dtype;
//! the `*_into` forms write an `output` array of another dtype, like SciPy's `output=`.
//!
//! Boundary modes are one [`Mode`] per call (SciPy also accepts a sequence of modes for the
//! separable filters; that form is not offered here). Complex inputs (Complex32/Complex64) are
//! accepted by the correlation, convolution, Gaussian and uniform filters, filtered as real and
//! imaginary parts with real weights and a real `cval` (SciPy's `_complex_via_real_components`);
//! the other filters return [`Error::Unsupported`] for them, as SciPy raises.
//!
//! GPU limits (each an [`Error::Unsupported`] naming the case): arrays of more than 8 axes for
//! the n-d correlation and rank filters, rank filters over more than 1024 footprint points,
//! correlations with more non-zero weights than fit 48 KiB of shared memory (about 1000), axis
//! lengths of 2^31 or more.

mod args;
mod cpu;
mod cuda;
mod derivatives;
mod elem;
mod generic;
pub(crate) mod kernels;
mod ops;
mod rank;

pub use derivatives::*;
pub use elem::FilterElement;
use elem::{complex_via_real_components, is_complex};
pub use generic::*;
pub use rank::*;

use crate::Mode;
use args::{axis_of, check_axes, check_origin, origins_i64, per_axis, write_output};
use gsci_core::{Array, Error, Result};
use ops::{LineOp, Taps};

/// Options of [`correlate1d`] and [`convolve1d`] (SciPy's keyword arguments and defaults).
#[derive(Clone, Debug, PartialEq)]
pub struct Correlate1dOptions {
    /// The axis to filter along (default -1).
    pub axis: isize,
    pub mode: Mode,
    /// The value outside the input for [`Mode::Constant`].
    pub cval: f64,
    /// Shift of the filter: `-(len // 2) <= origin <= (len - 1) // 2`.
    pub origin: isize,
}

impl Default for Correlate1dOptions {
    fn default() -> Self {
        Correlate1dOptions {
            axis: -1,
            mode: Mode::Reflect,
            cval: 0.0,
            origin: 0,
        }
    }
}

/// Options of [`correlate`] and [`convolve`].
#[derive(Clone, Debug, PartialEq)]
pub struct CorrelateOptions {
    pub mode: Mode,
    pub cval: f64,
    /// One origin for every axis, or one per filtered axis.
    pub origin: Vec<isize>,
    /// The axes the weights span (`None`: all of them).
    pub axes: Option<Vec<isize>>,
}

impl Default for CorrelateOptions {
    fn default() -> Self {
        CorrelateOptions {
            mode: Mode::Reflect,
            cval: 0.0,
            origin: vec![0],
            axes: None,
        }
    }
}

fn run_correlate1d<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    weights: &[f64],
    opts: &Correlate1dOptions,
    op: &'static str,
) -> Result<Array<O>> {
    if is_complex::<T, O>() {
        return complex_via_real_components::<T, O>(input, opts.cval, op, |x, cval| {
            let o = Correlate1dOptions {
                cval,
                ..opts.clone()
            };
            run_correlate1d::<T::Real, O::Real>(x, weights, &o, op)
        });
    }
    if weights.is_empty() {
        return Err(Error::InvalidArgument {
            op,
            reason: "no filter weights given".into(),
        });
    }
    let axis = axis_of(input, opts.axis)?;
    check_origin(opts.origin as i64, weights.len(), op)?;
    ops::line_pass(
        input,
        axis,
        &LineOp::Correlate(weights.to_vec()),
        opts.mode,
        opts.cval,
        opts.origin as i64,
    )
}

/// Correlation along one axis with the given weights.
///
/// Equivalent to `scipy.ndimage.correlate1d`.
///
/// # Errors
/// [`Error::InvalidArgument`] for empty weights or an origin outside the filter;
/// [`Error::AxisOutOfBounds`] for a bad axis.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{correlate1d, Correlate1dOptions};
/// let a = Array::from_vec(vec![2.0, 8.0, 0.0, 4.0, 1.0, 9.0, 9.0, 0.0], &[8], &Device::cpu())?;
/// let r = correlate1d(&a, &[1.0, 3.0], &Correlate1dOptions::default())?;
/// assert_eq!(r.to_vec()?, vec![8.0, 26.0, 8.0, 12.0, 7.0, 28.0, 36.0, 9.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn correlate1d<T: FilterElement>(
    input: &Array<T>,
    weights: &[f64],
    opts: &Correlate1dOptions,
) -> Result<Array<T>> {
    run_correlate1d(input, weights, opts, "correlate1d")
}

/// [`correlate1d`] into `output` (SciPy's `output=`), whose dtype may differ from the input's.
///
/// Equivalent to `scipy.ndimage.correlate1d(..., output=output)`.
///
/// # Errors
/// As [`correlate1d`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{correlate1d_into, Correlate1dOptions};
/// let a = Array::from_vec(vec![1u8, 2, 3], &[3], &Device::cpu())?;
/// let mut out = Array::<f64>::empty(&[3], &Device::cpu())?;
/// correlate1d_into(&a, &[0.5, 0.5], &mut out, &Correlate1dOptions::default())?;
/// assert_eq!(out.to_vec()?, vec![1.0, 1.5, 2.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn correlate1d_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    weights: &[f64],
    output: &mut Array<O>,
    opts: &Correlate1dOptions,
) -> Result<()> {
    let r = run_correlate1d(input, weights, opts, "correlate1d")?;
    write_output(input, r, output, "correlate1d")
}

/// SciPy's `convolve1d`: reversed weights, negated origin (one less for even lengths).
fn convolve1d_as_correlate(
    weights: &[f64],
    opts: &Correlate1dOptions,
) -> (Vec<f64>, Correlate1dOptions) {
    let w: Vec<f64> = weights.iter().rev().copied().collect();
    let mut o = opts.clone();
    o.origin = -opts.origin;
    if w.len() % 2 == 0 {
        o.origin -= 1;
    }
    (w, o)
}

/// Convolution along one axis with the given weights.
///
/// Equivalent to `scipy.ndimage.convolve1d`.
///
/// # Errors
/// As [`correlate1d`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{convolve1d, Correlate1dOptions};
/// let a = Array::from_vec(vec![2.0, 8.0, 0.0, 4.0, 1.0, 9.0, 9.0, 0.0], &[8], &Device::cpu())?;
/// let r = convolve1d(&a, &[1.0, 3.0], &Correlate1dOptions::default())?;
/// assert_eq!(r.to_vec()?, vec![14.0, 24.0, 4.0, 13.0, 12.0, 36.0, 27.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn convolve1d<T: FilterElement>(
    input: &Array<T>,
    weights: &[f64],
    opts: &Correlate1dOptions,
) -> Result<Array<T>> {
    let (w, o) = convolve1d_as_correlate(weights, opts);
    run_correlate1d(input, &w, &o, "convolve1d")
}

/// [`convolve1d`] into `output` of any filter dtype.
///
/// Equivalent to `scipy.ndimage.convolve1d(..., output=output)`.
///
/// # Errors
/// As [`convolve1d`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{convolve1d_into, Correlate1dOptions};
/// let a = Array::from_vec(vec![1i32, 2, 4], &[3], &Device::cpu())?;
/// let mut out = Array::<f32>::empty(&[3], &Device::cpu())?;
/// convolve1d_into(&a, &[0.25, 0.5], &mut out, &Correlate1dOptions::default())?;
/// assert_eq!(out.to_vec()?, vec![1.0, 2.0, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn convolve1d_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    weights: &[f64],
    output: &mut Array<O>,
    opts: &Correlate1dOptions,
) -> Result<()> {
    let (w, o) = convolve1d_as_correlate(weights, opts);
    let r = run_correlate1d(input, &w, &o, "convolve1d")?;
    write_output(input, r, output, "convolve1d")
}

/// A footprint or weights array of rank `len(axes)` expanded to the input's rank, with origins,
/// as SciPy's `_expand_footprint` and `_expand_origin` do (the footprint's axes go to the sorted
/// `axes`, the origins to `axes` in the order given).
pub(crate) fn expand_footprint(
    ndim: usize,
    axes: &[usize],
    fshape: &[usize],
    origin: &[i64],
    op: &'static str,
    what: &str,
) -> Result<(Vec<usize>, Vec<i64>)> {
    if fshape.len() != axes.len() {
        return Err(Error::InvalidShape {
            op,
            shape: fshape.to_vec(),
            reason: format!(
                "{what}.ndim ({}) must match len(axes) ({})",
                fshape.len(),
                axes.len()
            ),
        });
    }
    let origins = per_axis(origin, axes.len(), "origin", op)?;
    if axes.len() == ndim {
        if fshape.contains(&0) {
            return Err(Error::InvalidShape {
                op,
                shape: fshape.to_vec(),
                reason: format!("{what} has an empty axis"),
            });
        }
        return Ok((fshape.to_vec(), origins));
    }
    let mut sorted = axes.to_vec();
    sorted.sort_unstable();
    let mut shape = vec![1usize; ndim];
    for (k, &a) in sorted.iter().enumerate() {
        shape[a] = fshape[k];
    }
    let mut full = vec![0i64; ndim];
    for (k, &a) in axes.iter().enumerate() {
        full[a] = origins[k];
    }
    if shape.contains(&0) {
        return Err(Error::InvalidShape {
            op,
            shape: fshape.to_vec(),
            reason: format!("{what} has an empty axis"),
        });
    }
    Ok((shape, full))
}

fn run_correlate<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    weights: &Array<f64>,
    opts: &CorrelateOptions,
    convolution: bool,
    op: &'static str,
) -> Result<Array<O>> {
    if is_complex::<T, O>() {
        return complex_via_real_components::<T, O>(input, opts.cval, op, |x, cval| {
            let o = CorrelateOptions {
                cval,
                ..opts.clone()
            };
            run_correlate::<T::Real, O::Real>(x, weights, &o, convolution, op)
        });
    }
    let ndim = input.ndim();
    let axes = check_axes(opts.axes.as_deref(), ndim, op)?;
    let (wshape, mut origins) = expand_footprint(
        ndim,
        &axes,
        weights.shape(),
        &origins_i64(&opts.origin),
        op,
        "weights",
    )?;
    let mut w = weights.to_vec()?;
    if convolution {
        w.reverse();
        for (o, &n) in origins.iter_mut().zip(&wshape) {
            *o = -*o;
            if n % 2 == 0 {
                *o -= 1;
            }
        }
    }
    for (&o, &n) in origins.iter().zip(&wshape) {
        check_origin(o, n, op)?;
    }
    let taps = Taps::from_footprint(&wshape, &origins, &w, |v| v.abs() > f64::EPSILON);
    ops::correlate_nd(input, &taps, opts.mode, opts.cval)
}

/// Multidimensional correlation with `weights` (of the input's rank, or of `len(axes)`).
///
/// Equivalent to `scipy.ndimage.correlate`.
///
/// # Errors
/// [`Error::InvalidShape`] when the weights' rank does not match; [`Error::InvalidArgument`] for
/// an origin outside the weights or repeated axes; [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{correlate, CorrelateOptions};
/// let cpu = Device::cpu();
/// let a = Array::from_vec((0..9).map(f64::from).collect(), &[3, 3], &cpu)?;
/// let w = Array::from_vec(vec![1.0, 1.0, 1.0, 1.0], &[2, 2], &cpu)?;
/// let r = correlate(&a, &w, &CorrelateOptions::default())?;
/// assert_eq!(r.to_vec()?, vec![0.0, 2.0, 6.0, 6.0, 8.0, 12.0, 18.0, 20.0, 24.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn correlate<T: FilterElement>(
    input: &Array<T>,
    weights: &Array<f64>,
    opts: &CorrelateOptions,
) -> Result<Array<T>> {
    run_correlate(input, weights, opts, false, "correlate")
}

/// [`correlate`] into `output` of any filter dtype.
///
/// Equivalent to `scipy.ndimage.correlate(..., output=output)`.
///
/// # Errors
/// As [`correlate`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{correlate_into, CorrelateOptions};
/// let cpu = Device::cpu();
/// let a = Array::from_vec(vec![1u8, 2, 3], &[3], &cpu)?;
/// let w = Array::from_vec(vec![0.5, 0.5], &[2], &cpu)?;
/// let mut out = Array::<f64>::empty(&[3], &cpu)?;
/// correlate_into(&a, &w, &mut out, &CorrelateOptions::default())?;
/// assert_eq!(out.to_vec()?, vec![1.0, 1.5, 2.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn correlate_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    weights: &Array<f64>,
    output: &mut Array<O>,
    opts: &CorrelateOptions,
) -> Result<()> {
    let r = run_correlate(input, weights, opts, false, "correlate")?;
    write_output(input, r, output, "correlate")
}

/// Multidimensional convolution with `weights`.
///
/// Equivalent to `scipy.ndimage.convolve`.
///
/// # Errors
/// As [`correlate`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{convolve, CorrelateOptions};
/// let cpu = Device::cpu();
/// let a = Array::from_vec(vec![1.0, 2.0, 4.0, 8.0], &[4], &cpu)?;
/// let w = Array::from_vec(vec![1.0, 0.0, -1.0], &[3], &cpu)?;
/// let r = convolve(&a, &w, &CorrelateOptions::default())?;
/// assert_eq!(r.to_vec()?, vec![1.0, 3.0, 6.0, 4.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn convolve<T: FilterElement>(
    input: &Array<T>,
    weights: &Array<f64>,
    opts: &CorrelateOptions,
) -> Result<Array<T>> {
    run_correlate(input, weights, opts, true, "convolve")
}

/// [`convolve`] into `output` of any filter dtype.
///
/// Equivalent to `scipy.ndimage.convolve(..., output=output)`.
///
/// # Errors
/// As [`convolve`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{convolve_into, CorrelateOptions};
/// let cpu = Device::cpu();
/// let a = Array::from_vec(vec![1i32, 2, 4, 8], &[4], &cpu)?;
/// let w = Array::from_vec(vec![0.5, 0.0, -0.5], &[3], &cpu)?;
/// let mut out = Array::<f64>::empty(&[4], &cpu)?;
/// convolve_into(&a, &w, &mut out, &CorrelateOptions::default())?;
/// assert_eq!(out.to_vec()?, vec![0.5, 1.5, 3.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn convolve_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    weights: &Array<f64>,
    output: &mut Array<O>,
    opts: &CorrelateOptions,
) -> Result<()> {
    let r = run_correlate(input, weights, opts, true, "convolve")?;
    write_output(input, r, output, "convolve")
}

// ------------------------------------------------------------------------------- Gaussian

/// Options of [`gaussian_filter1d`].
#[derive(Clone, Debug, PartialEq)]
pub struct GaussianFilter1dOptions {
    /// Default -1.
    pub axis: isize,
    /// 0 smooths; 1, 2, 3, ... convolve with that derivative of the Gaussian.
    pub order: usize,
    pub mode: Mode,
    pub cval: f64,
    /// The filter reaches `truncate` standard deviations (default 4.0).
    pub truncate: f64,
    /// The filter's radius; overrides `truncate` when given.
    pub radius: Option<usize>,
}

impl Default for GaussianFilter1dOptions {
    fn default() -> Self {
        GaussianFilter1dOptions {
            axis: -1,
            order: 0,
            mode: Mode::Reflect,
            cval: 0.0,
            truncate: 4.0,
            radius: None,
        }
    }
}

/// Options of [`gaussian_filter`].
#[derive(Clone, Debug, PartialEq)]
pub struct GaussianFilterOptions {
    /// One order for every axis, or one per filtered axis (default 0).
    pub order: Vec<usize>,
    pub mode: Mode,
    pub cval: f64,
    pub truncate: f64,
    /// One radius for every axis, or one per filtered axis.
    pub radius: Option<Vec<usize>>,
    pub axes: Option<Vec<isize>>,
}

impl Default for GaussianFilterOptions {
    fn default() -> Self {
        GaussianFilterOptions {
            order: vec![0],
            mode: Mode::Reflect,
            cval: 0.0,
            truncate: 4.0,
            radius: None,
            axes: None,
        }
    }
}

/// SciPy's `_gaussian_kernel1d(sigma, order, radius)`: the sampled Gaussian (normalised to sum 1)
/// times the polynomial of its `order`-th derivative.
pub(crate) fn gaussian_kernel1d(sigma: f64, order: usize, radius: usize) -> Vec<f64> {
    let sigma2 = sigma * sigma;
    let r = radius as i64;
    let x: Vec<f64> = (-r..=r).map(|v| v as f64).collect();
    let mut phi: Vec<f64> = x.iter().map(|&v| (-0.5 / sigma2 * v * v).exp()).collect();
    let sum: f64 = phi.iter().sum();
    phi.iter_mut().for_each(|p| *p /= sum);
    if order == 0 {
        return phi;
    }
    // q(x): the polynomial with phi^(order) = q * phi; q' + q * p' with p' = -x / sigma2.
    let mut q = vec![0.0; order + 1];
    q[0] = 1.0;
    for _ in 0..order {
        let mut next = vec![0.0; order + 1];
        for (i, n) in next.iter_mut().enumerate() {
            // (D q)[i] = (i + 1) q[i + 1]; (P q)[i] = q[i - 1] / -sigma2.
            let d = if i < order {
                (i + 1) as f64 * q[i + 1]
            } else {
                0.0
            };
            let p = if i > 0 { q[i - 1] / -sigma2 } else { 0.0 };
            *n = d + p;
        }
        q = next;
    }
    x.iter()
        .zip(&phi)
        .map(|(&xv, &p)| {
            let poly: f64 = q
                .iter()
                .enumerate()
                .map(|(e, &c)| xv.powi(e as i32) * c)
                .sum();
            poly * p
        })
        .collect()
}

/// The correlation weights `gaussian_filter1d` uses (the kernel reversed).
fn gaussian_weights(
    sigma: f64,
    order: usize,
    truncate: f64,
    radius: Option<usize>,
    op: &'static str,
) -> Result<Vec<f64>> {
    let lw = match radius {
        Some(r) => i64::try_from(r).unwrap_or(i64::MAX),
        None => {
            let r = truncate * sigma + 0.5;
            // Python's int() truncates toward zero and refuses NaN and infinities.
            if !r.is_finite() {
                return Err(Error::InvalidArgument {
                    op,
                    reason: format!(
                        "the radius truncate * sigma + 0.5 must be finite (sigma {sigma}, \
                         truncate {truncate})"
                    ),
                });
            }
            r.trunc().clamp(i64::MIN as f64, i64::MAX as f64) as i64
        }
    };
    if lw < 0 {
        return Err(Error::InvalidArgument {
            op,
            reason: format!(
                "Radius must be a nonnegative integer (sigma {sigma}, truncate {truncate})"
            ),
        });
    }
    // 2 * radius + 1 weights: a radius from a huge sigma is SciPy's MemoryError, not an abort.
    let taps = (lw as u64).saturating_mul(2).saturating_add(1);
    let taps = usize::try_from(taps).unwrap_or(usize::MAX);
    gsci_core::host::try_with_capacity::<f64>(taps.saturating_mul(2), op, "the Gaussian weights")?;
    let mut w = gaussian_kernel1d(sigma, order, lw as usize);
    w.reverse();
    Ok(w)
}

fn run_gaussian1d<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    sigma: f64,
    opts: &GaussianFilter1dOptions,
    op: &'static str,
) -> Result<Array<O>> {
    if is_complex::<T, O>() {
        return complex_via_real_components::<T, O>(input, opts.cval, op, |x, cval| {
            let o = GaussianFilter1dOptions {
                cval,
                ..opts.clone()
            };
            run_gaussian1d::<T::Real, O::Real>(x, sigma, &o, op)
        });
    }
    let w = gaussian_weights(sigma, opts.order, opts.truncate, opts.radius, op)?;
    let axis = axis_of(input, opts.axis)?;
    ops::line_pass(input, axis, &LineOp::Correlate(w), opts.mode, opts.cval, 0)
}

/// One-dimensional Gaussian filter (or a derivative of it, by `order`).
///
/// Equivalent to `scipy.ndimage.gaussian_filter1d`.
///
/// # Errors
/// [`Error::InvalidArgument`] when the radius comes out negative (a negative `sigma`);
/// [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{gaussian_filter1d, GaussianFilter1dOptions};
/// let a = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0, 5.0], &[5], &Device::cpu())?;
/// let r = gaussian_filter1d(&a, 1.0, &GaussianFilter1dOptions::default())?.to_vec()?;
/// let scipy: [f64; 5] = [1.42704095, 2.06782203, 3.0, 3.93217797, 4.57295905];
/// assert!(r.iter().zip(scipy).all(|(x, y)| (x - y).abs() < 1e-8));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn gaussian_filter1d<T: FilterElement>(
    input: &Array<T>,
    sigma: f64,
    opts: &GaussianFilter1dOptions,
) -> Result<Array<T>> {
    run_gaussian1d(input, sigma, opts, "gaussian_filter1d")
}

/// [`gaussian_filter1d`] into `output` of any filter dtype.
///
/// Equivalent to `scipy.ndimage.gaussian_filter1d(..., output=output)`.
///
/// # Errors
/// As [`gaussian_filter1d`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{gaussian_filter1d_into, GaussianFilter1dOptions};
/// let a = Array::from_vec(vec![0u8, 0, 100, 0, 0], &[5], &Device::cpu())?;
/// let mut out = Array::<f64>::empty(&[5], &Device::cpu())?;
/// gaussian_filter1d_into(&a, 1.0, &mut out, &GaussianFilter1dOptions::default())?;
/// assert!((out.to_vec()?[2] - 39.894_228).abs() < 1e-3);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn gaussian_filter1d_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    sigma: f64,
    output: &mut Array<O>,
    opts: &GaussianFilter1dOptions,
) -> Result<()> {
    let r = run_gaussian1d(input, sigma, opts, "gaussian_filter1d")?;
    write_output(input, r, output, "gaussian_filter1d")
}

/// Passes of `one(axis, k)` over `passes` (axis, index) in order, each writing `O`; a cast copy
/// when there is none. Intermediate results have the output type, as in SciPy.
pub(crate) fn sequential_passes<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    passes: &[(usize, LineOp, Mode, i64)],
    cval: f64,
) -> Result<Array<O>> {
    let Some(((a0, op0, m0, o0), rest)) = passes.split_first() else {
        return ops::cast_copy(input);
    };
    let mut cur: Array<O> = ops::line_pass(input, *a0, op0, *m0, cval, *o0)?;
    for (a, op, m, o) in rest {
        cur = ops::line_pass(&cur, *a, op, *m, cval, *o)?;
    }
    Ok(cur)
}

pub(crate) fn run_gaussian<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    sigma: &[f64],
    opts: &GaussianFilterOptions,
    op: &'static str,
) -> Result<Array<O>> {
    if is_complex::<T, O>() {
        return complex_via_real_components::<T, O>(input, opts.cval, op, |x, cval| {
            let o = GaussianFilterOptions {
                cval,
                ..opts.clone()
            };
            run_gaussian::<T::Real, O::Real>(x, sigma, &o, op)
        });
    }
    let axes = check_axes(opts.axes.as_deref(), input.ndim(), op)?;
    let n = axes.len();
    let sigmas = per_axis(sigma, n, "sigma", op)?;
    let orders = per_axis(&opts.order, n, "order", op)?;
    let radii: Vec<Option<usize>> = match &opts.radius {
        Some(r) => per_axis(r, n, "radius", op)?
            .into_iter()
            .map(Some)
            .collect(),
        None => vec![None; n],
    };
    let mut passes = Vec::new();
    for k in 0..n {
        if sigmas[k] > 1e-15 {
            let w = gaussian_weights(sigmas[k], orders[k], opts.truncate, radii[k], op)?;
            passes.push((axes[k], LineOp::Correlate(w), opts.mode, 0));
        }
    }
    sequential_passes(input, &passes, opts.cval)
}

/// Multidimensional Gaussian filter: one 1-D pass per axis whose sigma exceeds 1e-15.
///
/// Equivalent to `scipy.ndimage.gaussian_filter`.
///
/// # Errors
/// [`Error::InvalidArgument`] for sequences of the wrong length or repeated axes;
/// [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{gaussian_filter, GaussianFilterOptions};
/// let a = Array::from_vec((0..25).map(f64::from).collect(), &[5, 5], &Device::cpu())?;
/// let r = gaussian_filter(&a, &[1.0], &GaussianFilterOptions::default())?.to_vec()?;
/// assert!((r[12] - 12.0).abs() < 1e-12); // linear ramps stay put in the middle
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn gaussian_filter<T: FilterElement>(
    input: &Array<T>,
    sigma: &[f64],
    opts: &GaussianFilterOptions,
) -> Result<Array<T>> {
    run_gaussian(input, sigma, opts, "gaussian_filter")
}

/// [`gaussian_filter`] into `output` of any filter dtype.
///
/// Equivalent to `scipy.ndimage.gaussian_filter(..., output=output)`.
///
/// # Errors
/// As [`gaussian_filter`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{gaussian_filter_into, GaussianFilterOptions};
/// let a = Array::from_vec(vec![10u8; 9], &[3, 3], &Device::cpu())?;
/// let mut out = Array::<f32>::empty(&[3, 3], &Device::cpu())?;
/// gaussian_filter_into(&a, &[2.0], &mut out, &GaussianFilterOptions::default())?;
/// assert!(out.to_vec()?.iter().all(|v| (v - 10.0).abs() < 1e-5));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn gaussian_filter_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    sigma: &[f64],
    output: &mut Array<O>,
    opts: &GaussianFilterOptions,
) -> Result<()> {
    let r = run_gaussian(input, sigma, opts, "gaussian_filter")?;
    write_output(input, r, output, "gaussian_filter")
}

// -------------------------------------------------------------------------------- uniform

/// Options of [`uniform_filter1d`] (and of [`minimum_filter1d`] / [`maximum_filter1d`]).
#[derive(Clone, Debug, PartialEq)]
pub struct UniformFilter1dOptions {
    /// Default -1.
    pub axis: isize,
    pub mode: Mode,
    pub cval: f64,
    pub origin: isize,
}

impl Default for UniformFilter1dOptions {
    fn default() -> Self {
        UniformFilter1dOptions {
            axis: -1,
            mode: Mode::Reflect,
            cval: 0.0,
            origin: 0,
        }
    }
}

/// Options of [`uniform_filter`].
#[derive(Clone, Debug, PartialEq)]
pub struct UniformFilterOptions {
    /// One size for every axis, or one per filtered axis (default 3).
    pub size: Vec<usize>,
    pub mode: Mode,
    pub cval: f64,
    pub origin: Vec<isize>,
    pub axes: Option<Vec<isize>>,
}

impl Default for UniformFilterOptions {
    fn default() -> Self {
        UniformFilterOptions {
            size: vec![3],
            mode: Mode::Reflect,
            cval: 0.0,
            origin: vec![0],
            axes: None,
        }
    }
}

pub(crate) fn check_size(size: usize, op: &'static str) -> Result<()> {
    if size < 1 {
        return Err(Error::InvalidArgument {
            op,
            reason: "incorrect filter size (must be at least 1)".into(),
        });
    }
    // Each line pass extends a line by `size - 1` points (a value and a source index each): a
    // size that cannot be held is SciPy's MemoryError, not a capacity overflow.
    gsci_core::host::try_with_capacity::<[u64; 3]>(size, op, "the filter window's line buffers")?;
    Ok(())
}

fn run_uniform1d<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    size: usize,
    opts: &UniformFilter1dOptions,
    op: &'static str,
) -> Result<Array<O>> {
    if is_complex::<T, O>() {
        return complex_via_real_components::<T, O>(input, opts.cval, op, |x, cval| {
            let o = UniformFilter1dOptions {
                cval,
                ..opts.clone()
            };
            run_uniform1d::<T::Real, O::Real>(x, size, &o, op)
        });
    }
    let axis = axis_of(input, opts.axis)?;
    check_size(size, op)?;
    check_origin(opts.origin as i64, size, op)?;
    ops::line_pass(
        input,
        axis,
        &LineOp::Uniform(size),
        opts.mode,
        opts.cval,
        opts.origin as i64,
    )
}

/// One-dimensional uniform (moving average) filter of `size` points.
///
/// Equivalent to `scipy.ndimage.uniform_filter1d`.
///
/// # Errors
/// [`Error::InvalidArgument`] for `size == 0` or an origin outside the filter;
/// [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{uniform_filter1d, UniformFilter1dOptions};
/// let a = Array::from_vec(vec![2.0, 8.0, 0.0, 4.0, 1.0, 9.0, 9.0, 0.0], &[8], &Device::cpu())?;
/// let r = uniform_filter1d(&a, 3, &UniformFilter1dOptions::default())?.to_vec()?;
/// let scipy: [f64; 8] = [4.0, 3.333333333, 4.0, 1.666666667, 4.666666667, 6.333333333, 6.0, 3.0];
/// assert!(r.iter().zip(scipy).all(|(x, y)| (x - y).abs() < 1e-8));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn uniform_filter1d<T: FilterElement>(
    input: &Array<T>,
    size: usize,
    opts: &UniformFilter1dOptions,
) -> Result<Array<T>> {
    run_uniform1d(input, size, opts, "uniform_filter1d")
}

/// [`uniform_filter1d`] into `output` of any filter dtype.
///
/// Equivalent to `scipy.ndimage.uniform_filter1d(..., output=output)`.
///
/// # Errors
/// As [`uniform_filter1d`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{uniform_filter1d_into, UniformFilter1dOptions};
/// let a = Array::from_vec(vec![1u8, 2, 4], &[3], &Device::cpu())?;
/// let mut out = Array::<f64>::empty(&[3], &Device::cpu())?;
/// uniform_filter1d_into(&a, 2, &mut out, &UniformFilter1dOptions::default())?;
/// assert_eq!(out.to_vec()?, vec![1.0, 1.5, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn uniform_filter1d_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    size: usize,
    output: &mut Array<O>,
    opts: &UniformFilter1dOptions,
) -> Result<()> {
    let r = run_uniform1d(input, size, opts, "uniform_filter1d")?;
    write_output(input, r, output, "uniform_filter1d")
}

fn run_uniform<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    opts: &UniformFilterOptions,
    op: &'static str,
) -> Result<Array<O>> {
    if is_complex::<T, O>() {
        return complex_via_real_components::<T, O>(input, opts.cval, op, |x, cval| {
            let o = UniformFilterOptions {
                cval,
                ..opts.clone()
            };
            run_uniform::<T::Real, O::Real>(x, &o, op)
        });
    }
    let axes = check_axes(opts.axes.as_deref(), input.ndim(), op)?;
    let n = axes.len();
    let sizes = per_axis(&opts.size, n, "size", op)?;
    let origins = per_axis(&origins_i64(&opts.origin), n, "origin", op)?;
    let mut passes = Vec::new();
    for k in 0..n {
        check_size(sizes[k], op)?;
        if sizes[k] > 1 {
            check_origin(origins[k], sizes[k], op)?;
            passes.push((axes[k], LineOp::Uniform(sizes[k]), opts.mode, origins[k]));
        }
    }
    sequential_passes(input, &passes, opts.cval)
}

/// Multidimensional uniform filter: one 1-D pass per axis of size > 1.
///
/// Equivalent to `scipy.ndimage.uniform_filter`.
///
/// # Errors
/// As [`uniform_filter1d`]; [`Error::InvalidArgument`] for sequences of the wrong length.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{uniform_filter, UniformFilterOptions};
/// let a = Array::from_vec(vec![9.0; 16], &[4, 4], &Device::cpu())?;
/// let r = uniform_filter(&a, &UniformFilterOptions::default())?;
/// assert!(r.to_vec()?.iter().all(|v: &f64| (v - 9.0).abs() < 1e-12));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn uniform_filter<T: FilterElement>(
    input: &Array<T>,
    opts: &UniformFilterOptions,
) -> Result<Array<T>> {
    run_uniform(input, opts, "uniform_filter")
}

/// [`uniform_filter`] into `output` of any filter dtype.
///
/// Equivalent to `scipy.ndimage.uniform_filter(..., output=output)`.
///
/// # Errors
/// As [`uniform_filter`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{uniform_filter_into, UniformFilterOptions};
/// let a = Array::from_vec(vec![1u8, 2, 3, 4], &[2, 2], &Device::cpu())?;
/// let mut out = Array::<f64>::empty(&[2, 2], &Device::cpu())?;
/// let opts = UniformFilterOptions { size: vec![2], ..Default::default() };
/// uniform_filter_into(&a, &mut out, &opts)?;
/// assert_eq!(out.to_vec()?, vec![1.0, 1.5, 2.0, 2.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn uniform_filter_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    output: &mut Array<O>,
    opts: &UniformFilterOptions,
) -> Result<()> {
    let r = run_uniform(input, opts, "uniform_filter")?;
    write_output(input, r, output, "uniform_filter")
}
