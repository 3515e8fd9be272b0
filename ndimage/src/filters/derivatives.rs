//! Derivative filters: Prewitt, Sobel, Laplace, Gaussian Laplace and gradient magnitude, and the
//! generic forms that take the derivative as a Rust closure.

use super::args::{axis_of, check_axes, per_axis, write_output};
use super::ops::{self, Combine, LineOp};
use super::{FilterElement, GaussianFilterOptions, run_gaussian, sequential_passes};
use crate::Mode;
use gsci_core::{Array, Result};

/// Options of [`prewitt`] and [`sobel`].
#[derive(Clone, Debug, PartialEq)]
pub struct SobelOptions {
    /// The axis of the derivative (default -1); the other axes are smoothed.
    pub axis: isize,
    pub mode: Mode,
    pub cval: f64,
}

impl Default for SobelOptions {
    fn default() -> Self {
        SobelOptions {
            axis: -1,
            mode: Mode::Reflect,
            cval: 0.0,
        }
    }
}

/// Options of [`laplace`], [`generic_laplace`] and [`generic_gradient_magnitude`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LaplaceOptions {
    pub mode: Mode,
    pub cval: f64,
    pub axes: Option<Vec<isize>>,
}

/// Options of [`gaussian_laplace`] and [`gaussian_gradient_magnitude`] (SciPy's `**kwargs` are
/// `gaussian_filter`'s `truncate` and `radius`).
#[derive(Clone, Debug, PartialEq)]
pub struct GaussianLaplaceOptions {
    pub mode: Mode,
    pub cval: f64,
    pub axes: Option<Vec<isize>>,
    pub truncate: f64,
    pub radius: Option<Vec<usize>>,
}

impl Default for GaussianLaplaceOptions {
    fn default() -> Self {
        GaussianLaplaceOptions {
            mode: Mode::Reflect,
            cval: 0.0,
            axes: None,
            truncate: 4.0,
            radius: None,
        }
    }
}

fn run_edge<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    opts: &SobelOptions,
    smooth: [f64; 3],
) -> Result<Array<O>> {
    let axis = axis_of(input, opts.axis)?;
    let mut passes = vec![(axis, LineOp::Correlate(vec![-1.0, 0.0, 1.0]), opts.mode, 0)];
    for a in (0..input.ndim()).filter(|&a| a != axis) {
        passes.push((a, LineOp::Correlate(smooth.to_vec()), opts.mode, 0));
    }
    sequential_passes(input, &passes, opts.cval)
}

/// Prewitt filter: derivative `[-1, 0, 1]` along `axis`, `[1, 1, 1]` along the others.
///
/// Equivalent to `scipy.ndimage.prewitt`.
///
/// # Errors
/// [`gsci_core::Error::AxisOutOfBounds`] for a bad axis.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{prewitt, SobelOptions};
/// let a = Array::from_vec(vec![0.0, 1.0, 2.0, 0.0, 1.0, 2.0], &[2, 3], &Device::cpu())?;
/// assert_eq!(prewitt(&a, &SobelOptions::default())?.to_vec()?, vec![3.0, 6.0, 3.0, 3.0, 6.0, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn prewitt<T: FilterElement>(input: &Array<T>, opts: &SobelOptions) -> Result<Array<T>> {
    run_edge(input, opts, [1.0, 1.0, 1.0])
}

/// [`prewitt`] into `output` of any filter dtype.
///
/// Equivalent to `scipy.ndimage.prewitt(..., output=output)`.
///
/// # Errors
/// As [`prewitt`]; shape and device mismatches of `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{prewitt_into, SobelOptions};
/// let a = Array::from_vec(vec![0u8, 1, 2], &[3], &Device::cpu())?;
/// let mut out = Array::<i16>::empty(&[3], &Device::cpu())?;
/// prewitt_into(&a, &mut out, &SobelOptions::default())?;
/// assert_eq!(out.to_vec()?, vec![1, 2, 1]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn prewitt_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    output: &mut Array<O>,
    opts: &SobelOptions,
) -> Result<()> {
    let r = run_edge(input, opts, [1.0, 1.0, 1.0])?;
    write_output(input, r, output, "prewitt")
}

/// Sobel filter: derivative `[-1, 0, 1]` along `axis`, `[1, 2, 1]` along the others.
///
/// Equivalent to `scipy.ndimage.sobel`.
///
/// # Errors
/// [`gsci_core::Error::AxisOutOfBounds`] for a bad axis.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{sobel, SobelOptions};
/// let a = Array::from_vec(vec![0.0, 1.0, 2.0, 0.0, 1.0, 2.0], &[2, 3], &Device::cpu())?;
/// assert_eq!(sobel(&a, &SobelOptions::default())?.to_vec()?, vec![4.0, 8.0, 4.0, 4.0, 8.0, 4.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn sobel<T: FilterElement>(input: &Array<T>, opts: &SobelOptions) -> Result<Array<T>> {
    run_edge(input, opts, [1.0, 2.0, 1.0])
}

/// [`sobel`] into `output` of any filter dtype.
///
/// Equivalent to `scipy.ndimage.sobel(..., output=output)`.
///
/// # Errors
/// As [`sobel`]; shape and device mismatches of `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{sobel_into, SobelOptions};
/// let a = Array::from_vec(vec![2u8, 1, 0], &[3], &Device::cpu())?;
/// let mut out = Array::<f32>::empty(&[3], &Device::cpu())?;
/// sobel_into(&a, &mut out, &SobelOptions::default())?;
/// assert_eq!(out.to_vec()?, vec![-1.0, -2.0, -1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn sobel_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    output: &mut Array<O>,
    opts: &SobelOptions,
) -> Result<()> {
    let r = run_edge(input, opts, [1.0, 2.0, 1.0])?;
    write_output(input, r, output, "sobel")
}

/// Laplace filter from a second-derivative closure: the sum over `axes` of
/// `derivative2(input, axis, mode, cval)`, added in the output type.
///
/// Equivalent to `scipy.ndimage.generic_laplace`. The closure plays SciPy's `derivative2` (its
/// `output` is the closure's return type); it may run any gsci routine, on the CPU or the GPU.
///
/// # Errors
/// Whatever the closure returns; [`gsci_core::Error::InvalidArgument`] for repeated axes.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{correlate1d, generic_laplace, Correlate1dOptions, LaplaceOptions};
/// let a = Array::from_vec(vec![0.0, 0.0, 4.0, 0.0, 0.0], &[5], &Device::cpu())?;
/// let d2 = |x: &Array<f64>, axis: usize, mode, cval| {
///     let o = Correlate1dOptions { axis: axis as isize, mode, cval, origin: 0 };
///     correlate1d(x, &[1.0, -2.0, 1.0], &o)
/// };
/// let r = generic_laplace(&a, d2, &LaplaceOptions::default())?;
/// assert_eq!(r.to_vec()?, vec![0.0, 4.0, -8.0, 4.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn generic_laplace<T, O, F>(
    input: &Array<T>,
    derivative2: F,
    opts: &LaplaceOptions,
) -> Result<Array<O>>
where
    T: FilterElement,
    O: FilterElement,
    F: Fn(&Array<T>, usize, Mode, f64) -> Result<Array<O>>,
{
    let axes = check_axes(opts.axes.as_deref(), input.ndim(), "generic_laplace")?;
    let Some((&first, rest)) = axes.split_first() else {
        return ops::cast_copy(input);
    };
    let mut out = derivative2(input, first, opts.mode, opts.cval)?;
    for &a in rest {
        let tmp = derivative2(input, a, opts.mode, opts.cval)?;
        out = ops::combine(out, Some(&tmp), Combine::Add)?;
    }
    Ok(out)
}

/// Gradient magnitude from a first-derivative closure: `sqrt(sum over axes of derivative²)`,
/// computed in the output type (NumPy's in-place ufuncs).
///
/// Equivalent to `scipy.ndimage.generic_gradient_magnitude`.
///
/// # Errors
/// Whatever the closure returns; [`gsci_core::Error::InvalidArgument`] for repeated axes.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{generic_gradient_magnitude, sobel, LaplaceOptions, SobelOptions};
/// let a = Array::from_vec(vec![0.0, 0.0, 3.0, 3.0], &[2, 2], &Device::cpu())?;
/// let d = |x: &Array<f64>, axis: usize, mode, cval| {
///     sobel(x, &SobelOptions { axis: axis as isize, mode, cval })
/// };
/// let r = generic_gradient_magnitude(&a, d, &LaplaceOptions::default())?;
/// assert_eq!(r.to_vec()?, vec![12.0; 4]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn generic_gradient_magnitude<T, O, F>(
    input: &Array<T>,
    derivative: F,
    opts: &LaplaceOptions,
) -> Result<Array<O>>
where
    T: FilterElement,
    O: FilterElement,
    F: Fn(&Array<T>, usize, Mode, f64) -> Result<Array<O>>,
{
    let axes = check_axes(
        opts.axes.as_deref(),
        input.ndim(),
        "generic_gradient_magnitude",
    )?;
    let Some((&first, rest)) = axes.split_first() else {
        return ops::cast_copy(input);
    };
    let mut out = derivative(input, first, opts.mode, opts.cval)?;
    out = ops::combine(out, None, Combine::Square)?;
    for &a in rest {
        let tmp = derivative(input, a, opts.mode, opts.cval)?;
        out = ops::combine(out, Some(&tmp), Combine::AddSquare)?;
    }
    ops::combine(out, None, Combine::Sqrt)
}

fn second_difference<T: FilterElement, O: FilterElement>(
    x: &Array<T>,
    axis: usize,
    mode: Mode,
    cval: f64,
) -> Result<Array<O>> {
    ops::line_pass(
        x,
        axis,
        &LineOp::Correlate(vec![1.0, -2.0, 1.0]),
        mode,
        cval,
        0,
    )
}

/// Laplace filter from second differences `[1, -2, 1]` along each axis.
///
/// Equivalent to `scipy.ndimage.laplace`.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for repeated axes; [`gsci_core::Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{laplace, LaplaceOptions};
/// let a = Array::from_vec(vec![0, 0, 0, 0, 1, 0, 0, 0, 0], &[3, 3], &Device::cpu())?;
/// assert_eq!(laplace(&a, &LaplaceOptions::default())?.to_vec()?, vec![0, 1, 0, 1, -4, 1, 0, 1, 0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn laplace<T: FilterElement>(input: &Array<T>, opts: &LaplaceOptions) -> Result<Array<T>> {
    generic_laplace(input, second_difference::<T, T>, opts)
}

/// [`laplace`] into `output` of any filter dtype.
///
/// Equivalent to `scipy.ndimage.laplace(..., output=output)`.
///
/// # Errors
/// As [`laplace`]; shape and device mismatches of `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{laplace_into, LaplaceOptions};
/// let a = Array::from_vec(vec![0u8, 3, 0], &[3], &Device::cpu())?;
/// let mut out = Array::<i32>::empty(&[3], &Device::cpu())?;
/// laplace_into(&a, &mut out, &LaplaceOptions::default())?;
/// assert_eq!(out.to_vec()?, vec![3, -6, 3]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn laplace_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    output: &mut Array<O>,
    opts: &LaplaceOptions,
) -> Result<()> {
    let r = generic_laplace(input, second_difference::<T, O>, opts)?;
    write_output(input, r, output, "laplace")
}

/// A per-axis derivative: SciPy's `derivative(input, axis, output, mode, cval)`.
type Derivative<'a, T, O> = Box<dyn Fn(&Array<T>, usize, Mode, f64) -> Result<Array<O>> + 'a>;

/// The per-axis Gaussian derivative of `gaussian_laplace` / `gaussian_gradient_magnitude`:
/// a Gaussian filter over every axis (sigma 0 on the axes not in `axes`) with `order` on `axis`.
fn gaussian_derivative<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    sigma: &[f64],
    opts: &GaussianLaplaceOptions,
    order: usize,
    op: &'static str,
) -> Result<Derivative<'static, T, O>> {
    let ndim = input.ndim();
    let axes = check_axes(opts.axes.as_deref(), ndim, op)?;
    let s = per_axis(sigma, axes.len(), "sigma", op)?;
    let full_sigma: Vec<f64> = if axes.len() < ndim {
        let mut f = vec![0.0; ndim];
        for (v, &a) in s.iter().zip(&axes) {
            f[a] = *v;
        }
        f
    } else {
        s
    };
    let truncate = opts.truncate;
    let radius = opts.radius.clone();
    Ok(Box::new(
        move |x: &Array<T>, axis: usize, mode: Mode, cval: f64| {
            let mut orders = vec![0usize; ndim];
            orders[axis] = order;
            let g = GaussianFilterOptions {
                order: orders,
                mode,
                cval,
                truncate,
                radius: radius.clone(),
                axes: None,
            };
            run_gaussian::<T, O>(x, &full_sigma, &g, op)
        },
    ))
}

fn laplace_options(opts: &GaussianLaplaceOptions) -> LaplaceOptions {
    LaplaceOptions {
        mode: opts.mode,
        cval: opts.cval,
        axes: opts.axes.clone(),
    }
}

/// Laplace filter with Gaussian second derivatives.
///
/// Equivalent to `scipy.ndimage.gaussian_laplace`.
///
/// # Errors
/// As [`crate::gaussian_filter`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{gaussian_laplace, GaussianLaplaceOptions};
/// let a = Array::from_vec((0..16).map(|i| f64::from(i * i)).collect(), &[16], &Device::cpu())?;
/// let r = gaussian_laplace(&a, &[1.0], &GaussianLaplaceOptions::default())?.to_vec()?;
/// assert!((r[8] - 1.9936058201290408).abs() < 1e-12); // SciPy's value (x² has x'' = 2)
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn gaussian_laplace<T: FilterElement>(
    input: &Array<T>,
    sigma: &[f64],
    opts: &GaussianLaplaceOptions,
) -> Result<Array<T>> {
    let d2 = gaussian_derivative::<T, T>(input, sigma, opts, 2, "gaussian_laplace")?;
    generic_laplace(input, d2, &laplace_options(opts))
}

/// [`gaussian_laplace`] into `output` of any filter dtype.
///
/// Equivalent to `scipy.ndimage.gaussian_laplace(..., output=output)`.
///
/// # Errors
/// As [`gaussian_laplace`]; shape and device mismatches of `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{gaussian_laplace_into, GaussianLaplaceOptions};
/// let a = Array::from_vec(vec![7u8; 8], &[8], &Device::cpu())?;
/// let mut out = Array::<f64>::empty(&[8], &Device::cpu())?;
/// gaussian_laplace_into(&a, &[1.5], &mut out, &GaussianLaplaceOptions::default())?;
/// // SciPy: -0.00067292 everywhere (the sampled second derivative does not sum to zero).
/// assert!(out.to_vec()?.iter().all(|v| (v + 0.00067292).abs() < 1e-8));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn gaussian_laplace_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    sigma: &[f64],
    output: &mut Array<O>,
    opts: &GaussianLaplaceOptions,
) -> Result<()> {
    let d2 = gaussian_derivative::<T, O>(input, sigma, opts, 2, "gaussian_laplace")?;
    let r = generic_laplace(input, d2, &laplace_options(opts))?;
    write_output(input, r, output, "gaussian_laplace")
}

/// Gradient magnitude with Gaussian first derivatives.
///
/// Equivalent to `scipy.ndimage.gaussian_gradient_magnitude`.
///
/// # Errors
/// As [`crate::gaussian_filter`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{gaussian_gradient_magnitude, GaussianLaplaceOptions};
/// let a = Array::from_vec((0..16).map(|i| f64::from(3 * i)).collect(), &[16], &Device::cpu())?;
/// let r = gaussian_gradient_magnitude(&a, &[1.0], &GaussianLaplaceOptions::default())?.to_vec()?;
/// assert!((r[8] - 2.9997839994812137).abs() < 1e-12); // SciPy's value (a slope of 3)
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn gaussian_gradient_magnitude<T: FilterElement>(
    input: &Array<T>,
    sigma: &[f64],
    opts: &GaussianLaplaceOptions,
) -> Result<Array<T>> {
    let d = gaussian_derivative::<T, T>(input, sigma, opts, 1, "gaussian_gradient_magnitude")?;
    generic_gradient_magnitude(input, d, &laplace_options(opts))
}

/// [`gaussian_gradient_magnitude`] into `output` of any filter dtype.
///
/// Equivalent to `scipy.ndimage.gaussian_gradient_magnitude(..., output=output)`.
///
/// # Errors
/// As [`gaussian_gradient_magnitude`]; shape and device mismatches of `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{gaussian_gradient_magnitude_into, GaussianLaplaceOptions};
/// let a = Array::from_vec(vec![5u8; 6], &[2, 3], &Device::cpu())?;
/// let mut out = Array::<f32>::empty(&[2, 3], &Device::cpu())?;
/// gaussian_gradient_magnitude_into(&a, &[1.0], &mut out, &GaussianLaplaceOptions::default())?;
/// assert!(out.to_vec()?.iter().all(|v| v.abs() < 1e-6));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn gaussian_gradient_magnitude_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    sigma: &[f64],
    output: &mut Array<O>,
    opts: &GaussianLaplaceOptions,
) -> Result<()> {
    let d = gaussian_derivative::<T, O>(input, sigma, opts, 1, "gaussian_gradient_magnitude")?;
    let r = generic_gradient_magnitude(input, d, &laplace_options(opts))?;
    write_output(input, r, output, "gaussian_gradient_magnitude")
}
