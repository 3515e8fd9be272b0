//! `generic_filter` and `generic_filter1d`: a user function over every window, given as a Rust
//! closure (the CPU backend) and/or as the body of a CUDA device function (the GPU backend).

use super::args::{axis_of, check_axes, check_origin};
use super::ops::Taps;
use super::rank::window;
use super::{FilterElement, RankFilterOptions, UniformFilter1dOptions, check_size, cpu, cuda};
use gsci_core::{Array, Backend, Error, Result};
use std::fmt;

/// Options of [`generic_filter`]: `size` or `footprint` (the footprint wins), `mode`, `cval`,
/// `origin`, `axes` (SciPy's keyword arguments and defaults).
pub type GenericFilterOptions<'a> = RankFilterOptions<'a>;

/// Options of [`generic_filter1d`]: `axis`, `mode`, `cval`, `origin`.
pub type GenericFilter1dOptions = UniformFilter1dOptions;

type WindowFn<'a> = Box<dyn Fn(&[f64]) -> f64 + Sync + 'a>;
type LineFn<'a> = Box<dyn Fn(&[f64], &mut [f64]) + Sync + 'a>;

/// The function of [`generic_filter`], for one backend or both.
///
/// - On the CPU: a closure `Fn(&[f64]) -> f64` receiving the window's values (as `f64`, in the
///   C order of the footprint's true points, `cval` outside) and returning the output value
///   (like SciPy's Python callable).
/// - On a GPU: the body of a CUDA device function
///   `double f(const double* x, int n)` (`x` the window's `n` values in the same order), e.g.
///   `"double s = 0; for (int i = 0; i < n; ++i) s += x[i]; return s / n;"`; it may use the
///   math library and helper functions declared in [`GenericFunction::with_cuda_preamble`].
///
/// Give both (`GenericFunction::closure(f).with_cuda(body)`) to run the same filter anywhere; a
/// backend without its form returns [`Error::Unsupported`].
pub struct GenericFunction<'a> {
    closure: Option<WindowFn<'a>>,
    cuda: Option<String>,
    preamble: String,
}

impl<'a> GenericFunction<'a> {
    /// A CPU-only function from a closure.
    pub fn closure(f: impl Fn(&[f64]) -> f64 + Sync + 'a) -> Self {
        GenericFunction {
            closure: Some(Box::new(f)),
            cuda: None,
            preamble: String::new(),
        }
    }
    /// A GPU-only function from the body of `double f(const double* x, int n)`.
    pub fn cuda(body: impl Into<String>) -> Self {
        GenericFunction {
            closure: None,
            cuda: Some(body.into()),
            preamble: String::new(),
        }
    }
    /// Adds (or replaces) the CUDA body.
    pub fn with_cuda(mut self, body: impl Into<String>) -> Self {
        self.cuda = Some(body.into());
        self
    }
    /// Adds (or replaces) the CPU closure.
    pub fn with_closure(mut self, f: impl Fn(&[f64]) -> f64 + Sync + 'a) -> Self {
        self.closure = Some(Box::new(f));
        self
    }
    /// CUDA code placed before the function (helper `__device__` functions, constants).
    pub fn with_cuda_preamble(mut self, code: impl Into<String>) -> Self {
        self.preamble = code.into();
        self
    }
}

impl fmt::Debug for GenericFunction<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GenericFunction")
            .field("closure", &self.closure.is_some())
            .field("cuda", &self.cuda)
            .finish()
    }
}

/// The function of [`generic_filter1d`], for one backend or both.
///
/// - On the CPU: a closure `Fn(&[f64], &mut [f64])` receiving one line extended at both ends
///   by the mode (`n + filter_size - 1` values) and filling the `n` outputs (SciPy's
///   `function(input_line, output_line)`).
/// - On a GPU: the body of a CUDA device function
///   `void f(const double* in, int in_len, double* out, int out_len)` doing the same; one
///   thread runs each line.
pub struct GenericFunction1d<'a> {
    closure: Option<LineFn<'a>>,
    cuda: Option<String>,
    preamble: String,
}

impl<'a> GenericFunction1d<'a> {
    /// A CPU-only function from a closure.
    pub fn closure(f: impl Fn(&[f64], &mut [f64]) + Sync + 'a) -> Self {
        GenericFunction1d {
            closure: Some(Box::new(f)),
            cuda: None,
            preamble: String::new(),
        }
    }
    /// A GPU-only function from the body of
    /// `void f(const double* in, int in_len, double* out, int out_len)`.
    pub fn cuda(body: impl Into<String>) -> Self {
        GenericFunction1d {
            closure: None,
            cuda: Some(body.into()),
            preamble: String::new(),
        }
    }
    /// Adds (or replaces) the CUDA body.
    pub fn with_cuda(mut self, body: impl Into<String>) -> Self {
        self.cuda = Some(body.into());
        self
    }
    /// Adds (or replaces) the CPU closure.
    pub fn with_closure(mut self, f: impl Fn(&[f64], &mut [f64]) + Sync + 'a) -> Self {
        self.closure = Some(Box::new(f));
        self
    }
    /// CUDA code placed before the function.
    pub fn with_cuda_preamble(mut self, code: impl Into<String>) -> Self {
        self.preamble = code.into();
        self
    }
}

impl fmt::Debug for GenericFunction1d<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GenericFunction1d")
            .field("closure", &self.closure.is_some())
            .field("cuda", &self.cuda)
            .finish()
    }
}

fn missing(op: &str, form: &str, backend: &str) -> Error {
    Error::Unsupported {
        what: format!("{op} without a {form} (give one with GenericFunction::with_{form})"),
        backend: backend.into(),
    }
}

/// Calculates a multidimensional filter with a user function over every window of `size` or
/// `footprint`.
///
/// Equivalent to `scipy.ndimage.generic_filter`.
///
/// # Errors
/// [`Error::InvalidArgument`] without size and footprint, for an all-false footprint or an
/// origin outside the window; [`Error::InvalidShape`] for a footprint of the wrong rank;
/// [`Error::Unsupported`] when `function` has no form for the input's backend (a closure on
/// the CPU, a CUDA body on a GPU), and on the GPU for windows of more than 1024 points or more
/// than 8 axes; compile errors of the CUDA body as the kernel cache reports them.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{generic_filter, GenericFilterOptions, GenericFunction};
/// let a = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0, 5.0], &[5], &Device::cpu())?;
/// let range = GenericFunction::closure(|w: &[f64]| {
///     w.iter().cloned().fold(f64::MIN, f64::max) - w.iter().cloned().fold(f64::MAX, f64::min)
/// })
/// .with_cuda("double lo = x[0], hi = x[0]; for (int i = 1; i < n; ++i) { lo = fmin(lo, x[i]); hi = fmax(hi, x[i]); } return hi - lo;");
/// let opts = GenericFilterOptions { size: Some(vec![3]), ..Default::default() };
/// assert_eq!(generic_filter(&a, &range, &opts)?.to_vec()?, vec![1.0, 2.0, 2.0, 2.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn generic_filter<T: FilterElement>(
    input: &Array<T>,
    function: &GenericFunction<'_>,
    opts: &GenericFilterOptions,
) -> Result<Array<T>> {
    let op = "generic_filter";
    if T::DTYPE.is_complex() {
        return Err(Error::Unsupported {
            what: format!("{op} of {} (complex data)", T::DTYPE),
            backend: "any".into(),
        });
    }
    let axes = check_axes(opts.axes.as_deref(), input.ndim(), op)?;
    if let Some(f) = &opts.footprint
        && !f.to_vec()?.iter().any(|&b| b)
    {
        return Err(Error::InvalidArgument {
            op,
            reason: "footprint array has no nonzero elements".into(),
        });
    }
    let w = window(input, opts, &axes, op)?;
    let taps = Taps::from_footprint(&w.shape, &w.origins, &w.mask, |v| v != 0.0);
    let mode = opts.mode.for_filter();
    match input.device().backend() {
        Backend::Cpu => {
            let f = function
                .closure
                .as_deref()
                .ok_or_else(|| missing(op, "closure", "cpu"))?;
            cpu::generic_nd(input, &taps, mode, opts.cval, f)
        }
        Backend::Cuda(c) => {
            let body = function
                .cuda
                .as_deref()
                .ok_or_else(|| missing(op, "cuda", "cuda"))?;
            cuda::generic_nd(c, input, &taps, mode, opts.cval, &function.preamble, body)
        }
    }
}

/// Calculates a one-dimensional filter along `axis` with a user function over each line.
///
/// Equivalent to `scipy.ndimage.generic_filter1d`.
///
/// # Errors
/// [`Error::InvalidArgument`] for `filter_size == 0` or an origin outside the filter;
/// [`Error::AxisOutOfBounds`]; [`Error::Unsupported`] when `function` has no form for the
/// input's backend, and for complex input.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{generic_filter1d, GenericFilter1dOptions, GenericFunction1d};
/// let a = Array::from_vec(vec![1.0, 4.0, 9.0, 16.0], &[4], &Device::cpu())?;
/// // Central differences: out[i] = in[i + 2] - in[i] over the extended line.
/// let diff = GenericFunction1d::closure(|line: &[f64], out: &mut [f64]| {
///     for (i, o) in out.iter_mut().enumerate() {
///         *o = line[i + 2] - line[i];
///     }
/// })
/// .with_cuda("for (int i = 0; i < out_len; ++i) out[i] = in[i + 2] - in[i];");
/// let r = generic_filter1d(&a, &diff, 3, &GenericFilter1dOptions::default())?;
/// assert_eq!(r.to_vec()?, vec![3.0, 8.0, 12.0, 7.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn generic_filter1d<T: FilterElement>(
    input: &Array<T>,
    function: &GenericFunction1d<'_>,
    filter_size: usize,
    opts: &GenericFilter1dOptions,
) -> Result<Array<T>> {
    let op = "generic_filter1d";
    if T::DTYPE.is_complex() {
        return Err(Error::Unsupported {
            what: format!("{op} of {} (complex data)", T::DTYPE),
            backend: "any".into(),
        });
    }
    check_size(filter_size, op)?;
    let axis = axis_of(input, opts.axis)?;
    check_origin(opts.origin as i64, filter_size, op)?;
    let before = (filter_size / 2) as i64 + opts.origin as i64;
    let mode = opts.mode.for_filter();
    match input.device().backend() {
        Backend::Cpu => {
            let f = function
                .closure
                .as_deref()
                .ok_or_else(|| missing(op, "closure", "cpu"))?;
            cpu::generic_line(input, axis, filter_size, before, mode, opts.cval, f)
        }
        Backend::Cuda(c) => {
            let body = function
                .cuda
                .as_deref()
                .ok_or_else(|| missing(op, "cuda", "cuda"))?;
            cuda::generic_line(
                c,
                input,
                axis,
                filter_size,
                before,
                mode,
                opts.cval,
                &function.preamble,
                body,
            )
        }
    }
}
