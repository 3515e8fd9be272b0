//! `spline_filter1d` and `spline_filter`: SciPy's B-spline prefilter as a public routine.

use super::{boundary, check_order, complexness, cpu, cuda};
use crate::{FilterElement, Mode};
use gsci_core::{Array, Result, normalize_axis};

// ---------------------------------------------------------------- spline filters

/// Keyword arguments of [`spline_filter1d`] (SciPy's defaults).
#[derive(Clone, Debug)]
pub struct SplineFilter1dOptions {
    /// Spline order, 0..=5 (0 and 1 copy the input).
    pub order: usize,
    /// The axis to filter.
    pub axis: isize,
    /// The boundary mode the coefficients assume.
    pub mode: Mode,
}

impl Default for SplineFilter1dOptions {
    fn default() -> Self {
        SplineFilter1dOptions {
            order: 3,
            axis: -1,
            mode: Mode::Mirror,
        }
    }
}

/// Keyword arguments of [`spline_filter`] (SciPy's defaults).
#[derive(Clone, Debug)]
pub struct SplineFilterOptions {
    /// Spline order, 2..=5.
    pub order: usize,
    /// The boundary mode the coefficients assume.
    pub mode: Mode,
}

impl Default for SplineFilterOptions {
    fn default() -> Self {
        SplineFilterOptions {
            order: 3,
            mode: Mode::Mirror,
        }
    }
}

fn spline_filter_axes<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    axes: &[usize],
    order: usize,
    mode: Mode,
    op: &'static str,
) -> Result<Array<O>> {
    if complexness::<T, O>(op)? {
        let (re, im) = T::split(input)?;
        let r = spline_filter_axes::<T::Real, O::Real>(&re, axes, order, mode, op)?;
        let i = match im {
            Some(im) => Some(spline_filter_axes::<T::Real, O::Real>(
                &im, axes, order, mode, op,
            )?),
            None => None,
        };
        return O::join(r, i);
    }
    if order <= 1 || axes.is_empty() || input.is_empty() {
        return input.astype::<O>();
    }
    let bc = boundary(mode);
    if let Some(c) = input.device().as_cuda() {
        return cuda::spline_filter::<T, O>(c, &input.to_contiguous()?, axes, order, bc);
    }
    let shape = input.shape().to_vec();
    let mut x: Vec<f64> = input.to_vec()?.into_iter().map(|v| v.to_f64()).collect();
    let round = |v: f64| O::from_f64(v).to_f64();
    for &axis in axes {
        cpu::spline_filter_axis(&mut x, &shape, axis, order, bc, &round);
    }
    let v: Vec<O> = x.into_iter().map(O::from_f64).collect();
    Array::from_vec(v, &shape, input.device())
}

/// The B-spline coefficients of `input` along one axis, as output type `O` (SciPy's `output=`,
/// default `float64`).
///
/// Equivalent to `scipy.ndimage.spline_filter1d`.
///
/// # Errors
/// [`crate::Error::InvalidArgument`] for an order above 5; [`crate::Error::AxisOutOfBounds`];
/// [`crate::Error::DTypeMismatch`] when exactly one of input and output is complex.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{spline_filter1d, SplineFilter1dOptions};
/// let a = Array::from_vec(vec![0.0, 6.0, 0.0], &[3], &Device::cpu())?;
/// let c = spline_filter1d::<f64, f64>(&a, &SplineFilter1dOptions::default())?;
/// let v = c.to_vec()?;
/// // the cubic spline through the coefficients takes the input values
/// assert!(((v[0] + 4.0 * v[1] + v[2]) / 6.0 - 6.0).abs() < 1e-12);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn spline_filter1d<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    opts: &SplineFilter1dOptions,
) -> Result<Array<O>> {
    const OP: &str = "spline_filter1d";
    check_order(opts.order, 0, OP)?;
    if opts.order <= 1 {
        // SciPy copies without looking at the axis.
        complexness::<T, O>(OP)?;
        return input.astype::<O>();
    }
    let axis = normalize_axis(opts.axis, input.ndim())?;
    spline_filter_axes::<T, O>(input, &[axis], opts.order, opts.mode, OP)
}

/// The B-spline coefficients of `input` along every axis, as output type `O` (default `float64`
/// in SciPy).
///
/// Equivalent to `scipy.ndimage.spline_filter`.
///
/// # Errors
/// [`crate::Error::InvalidArgument`] for an order outside 2..=5; [`crate::Error::DTypeMismatch`] when exactly
/// one of input and output is complex.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{spline_filter, SplineFilterOptions};
/// let a = Array::from_vec(vec![1.0f32; 6], &[2, 3], &Device::cpu())?;
/// let c = spline_filter::<f32, f64>(&a, &SplineFilterOptions::default())?;
/// assert!(c.to_vec()?.iter().all(|v| (v - 1.0).abs() < 1e-12)); // constants stay constant
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn spline_filter<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    opts: &SplineFilterOptions,
) -> Result<Array<O>> {
    const OP: &str = "spline_filter";
    check_order(opts.order, 2, OP)?;
    let axes: Vec<usize> = (0..input.ndim()).collect();
    spline_filter_axes::<T, O>(input, &axes, opts.order, opts.mode, OP)
}
