//! Spline interpolation (`scipy.ndimage` `spline_filter1d`, `spline_filter`, `map_coordinates`,
//! `affine_transform`, `shift`, `zoom`, `rotate`), with SciPy 1.17's boundary and prefilter rules:
//! the B-spline prefilter runs in `f64` with SciPy's boundary initialisation (and SciPy's 12-element
//! pre-padding for `nearest` and `grid-constant`), coordinates are mapped by `ni_interpolation.c`'s
//! `map_coordinate`, and integer outputs are rounded half away from zero and clamped.
//!
//! On the GPU the coefficients of an `f32` input are kept in `f32` (the sums run in `f64`);
//! every other type in `f64`.

mod cpu;
mod cuda;
mod rotate;
mod spline;

pub use rotate::{RotateOptions, rotate, rotate_into};
pub use spline::{SplineFilter1dOptions, SplineFilterOptions, spline_filter, spline_filter1d};

use crate::{FilterElement, Mode};
use gsci_core::{Array, DType, Error, Result};

/// The CUDA module of interpolation, as (name, full source), for the NVRTC compile test.
pub fn generated_sources() -> Vec<(String, String)> {
    vec![("ndimage_interp".to_string(), cuda::all_sources())]
}

/// SciPy's `NI_ExtendMode` codes.
pub(crate) mod code {
    pub const NEAREST: i32 = 0;
    pub const WRAP: i32 = 1;
    pub const REFLECT: i32 = 2;
    pub const MIRROR: i32 = 3;
    pub const CONSTANT: i32 = 4;
    pub const GRID_WRAP: i32 = 5;
    pub const GRID_CONSTANT: i32 = 6;
}

/// The boundary initialisation of the spline prefilter (`apply_filter` in ni_splines.c).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BoundaryCode {
    Mirror = 0,
    GridWrap = 1,
    Reflect = 2,
}

fn boundary(mode: Mode) -> BoundaryCode {
    match mode {
        Mode::GridWrap => BoundaryCode::GridWrap,
        Mode::Nearest | Mode::Reflect | Mode::GridMirror => BoundaryCode::Reflect,
        Mode::Constant | Mode::GridConstant | Mode::Mirror | Mode::Wrap => BoundaryCode::Mirror,
    }
}

fn mode_code(mode: Mode) -> i32 {
    match mode {
        Mode::Nearest => code::NEAREST,
        Mode::Wrap => code::WRAP,
        Mode::Reflect | Mode::GridMirror => code::REFLECT,
        Mode::Mirror => code::MIRROR,
        Mode::Constant => code::CONSTANT,
        Mode::GridWrap => code::GRID_WRAP,
        Mode::GridConstant => code::GRID_CONSTANT,
    }
}

/// How output positions map to input coordinates.
pub(crate) enum Mapping {
    /// From a `(rank, *out_shape)` coordinate array.
    Coordinates,
    /// `offset + matrix @ out_index` (`matrix` is rank x out-rank, row-major).
    Affine { matrix: Vec<f64>, offset: Vec<f64> },
    /// Per axis `(k + shift) * zoom` (or `((k + shift) + 0.5) * zoom - 0.5` on the grid).
    ZoomShift {
        zoom: Vec<f64>,
        shift: Vec<f64>,
        grid: bool,
    },
}

/// A planned resampling of one real plane (or a batch of planes).
pub(crate) struct Resample {
    pub order: usize,
    pub mode: Mode,
    pub cval: f64,
    pub prefilter: bool,
    /// The output shape of one plane.
    pub out_shape: Vec<usize>,
    pub mapping: Mapping,
}

impl Resample {
    pub(crate) fn mode_code(&self) -> i32 {
        mode_code(self.mode)
    }
    pub(crate) fn boundary(&self) -> BoundaryCode {
        boundary(self.mode)
    }
}

fn check_order(order: usize, min: usize, op: &'static str) -> Result<()> {
    if order < min || order > 5 {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("spline order {order} not supported (expected {min}..=5)"),
        });
    }
    Ok(())
}

/// SciPy's `CASE_INTERP_OUT*`: integers rounded half away from zero and clamped.
fn store<O: FilterElement>(t: f64) -> O {
    let (lo, hi, unsigned) = match O::DTYPE {
        DType::U8 => (0.0, u8::MAX as f64, true),
        DType::U16 => (0.0, u16::MAX as f64, true),
        DType::U32 => (0.0, u32::MAX as f64, true),
        DType::U64 => (0.0, u64::MAX as f64, true),
        DType::I8 => (i8::MIN as f64, i8::MAX as f64, false),
        DType::I16 => (i16::MIN as f64, i16::MAX as f64, false),
        DType::I32 => (i32::MIN as f64, i32::MAX as f64, false),
        DType::I64 => (i64::MIN as f64, i64::MAX as f64, false),
        _ => return O::from_f64(t),
    };
    let mut t = if unsigned {
        if t > 0.0 { t + 0.5 } else { 0.0 }
    } else if t > 0.0 {
        t + 0.5
    } else {
        t - 0.5
    };
    t = if t > hi { hi } else { t };
    t = if t < lo { lo } else { t };
    O::from_f64(t)
}

fn complexness<T: FilterElement, O: FilterElement>(op: &'static str) -> Result<bool> {
    let (ci, co) = (T::DTYPE.is_complex(), O::DTYPE.is_complex());
    if ci != co {
        return Err(Error::DTypeMismatch {
            op,
            left: T::DTYPE,
            right: O::DTYPE,
        });
    }
    Ok(ci)
}

// ---------------------------------------------------------------- the resampling driver

/// Runs `plan` on `input` whose first `nbatch` axes are independent planes; the result has shape
/// `(*input.shape[..nbatch], *plan.out_shape)`. Complex inputs run as real and imaginary parts.
fn transform<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    nbatch: usize,
    plan: &Resample,
    coords: Option<&Array<f64>>,
    op: &'static str,
) -> Result<Array<O>> {
    if complexness::<T, O>(op)? {
        let (re, im) = T::split(input)?;
        let r = transform::<T::Real, O::Real>(&re, nbatch, plan, coords, op)?;
        let imag_plan = Resample {
            cval: 0.0,
            mapping: match &plan.mapping {
                Mapping::Coordinates => Mapping::Coordinates,
                Mapping::Affine { matrix, offset } => Mapping::Affine {
                    matrix: matrix.clone(),
                    offset: offset.clone(),
                },
                Mapping::ZoomShift { zoom, shift, grid } => Mapping::ZoomShift {
                    zoom: zoom.clone(),
                    shift: shift.clone(),
                    grid: *grid,
                },
            },
            out_shape: plan.out_shape.clone(),
            ..*plan
        };
        let i = match im {
            Some(im) => Some(transform::<T::Real, O::Real>(
                &im, nbatch, &imag_plan, coords, op,
            )?),
            None => None,
        };
        return O::join(r, i);
    }
    let shape = input.shape().to_vec();
    let mut out_shape = shape[..nbatch].to_vec();
    out_shape.extend_from_slice(&plan.out_shape);
    let dev = input.device();
    // An output whose size overflows is NumPy's "array is too big"; on the CPU its memory is
    // reserved fallibly before the per-line buffers are made (zoom by 1e18 is an error, not an
    // abort).
    let elements = out_shape
        .iter()
        .try_fold(1usize, |a, &n| a.checked_mul(n))
        .filter(|&n| n.checked_mul(16).is_some_and(|b| b <= isize::MAX as usize));
    let Some(elements) = elements else {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("the output shape {out_shape:?} is too big to allocate"),
        });
    };
    if elements == 0 {
        return Array::empty(&out_shape, dev);
    }
    if dev.is_cpu() {
        gsci_core::host::try_with_capacity::<O>(elements, op, "the output")?;
    }
    if input.is_empty() {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("cannot interpolate from an empty input of shape {shape:?}"),
        });
    }
    let rank = shape.len() - nbatch;
    let prefilter = plan.prefilter && plan.order > 1;
    let npad = if prefilter && matches!(plan.mode, Mode::Nearest | Mode::GridConstant) {
        12
    } else {
        0
    };
    let input = input.to_contiguous()?;
    // np.pad casts the constant to the input's type.
    let pad_value = T::from_f64(plan.cval).to_f64();
    if let Some(c) = dev.as_cuda() {
        let pad = (npad, pad_value);
        return cuda::transform::<T, O>(
            c, &input, nbatch, plan, coords, pad, prefilter, &out_shape,
        );
    }
    let x: Vec<f64> = cpu::to_f64(&input)?;
    let (coef, cshape) = if prefilter {
        let (mut p, pshape) = if npad == 0 {
            (x, shape.clone())
        } else {
            cpu::pad(
                &x,
                &shape,
                rank,
                npad,
                plan.mode == Mode::Nearest,
                pad_value,
            )
        };
        for axis in nbatch..shape.len() {
            cpu::spline_filter_axis(&mut p, &pshape, axis, plan.order, plan.boundary(), &|v| v);
        }
        (p, pshape)
    } else {
        (x, shape.clone())
    };
    let coords_v = coords.map(|c| c.to_vec()).transpose()?;
    let batch: usize = shape[..nbatch].iter().product();
    let vals = cpu::resample(
        &coef,
        &cshape[nbatch..],
        batch,
        plan,
        coords_v.as_deref(),
        npad,
    );
    let v: Vec<O> = vals.into_iter().map(store::<O>).collect();
    Array::from_vec(v, &out_shape, dev)
}

fn write_into<O: FilterElement>(
    result: Array<O>,
    output: &mut Array<O>,
    dev: &gsci_core::Device,
    op: &'static str,
) -> Result<()> {
    if output.shape() != result.shape() {
        return Err(Error::ShapeMismatch {
            op,
            left: result.shape().to_vec(),
            right: output.shape().to_vec(),
        });
    }
    if output.device() != dev {
        return Err(Error::DeviceMismatch {
            op,
            left: format!("{dev:?}"),
            right: format!("{:?}", output.device()),
        });
    }
    *output = result;
    Ok(())
}

fn rank_at_least_1<T: FilterElement>(input: &Array<T>, op: &'static str) -> Result<()> {
    if input.ndim() < 1 {
        return Err(Error::InvalidArgument {
            op,
            reason: "input and output rank must be > 0".into(),
        });
    }
    Ok(())
}

/// One value per axis: a single value is repeated (SciPy's `_normalize_sequence`).
fn per_axis(v: &[f64], ndim: usize, what: &str, op: &'static str) -> Result<Vec<f64>> {
    match v.len() {
        1 => Ok(vec![v[0]; ndim]),
        n if n == ndim => Ok(v.to_vec()),
        n => Err(Error::InvalidArgument {
            op,
            reason: format!("{what} has {n} entries for an input of {ndim} dimensions"),
        }),
    }
}

// ---------------------------------------------------------------- map_coordinates

/// Keyword arguments of [`map_coordinates`] and [`shift`] (SciPy's defaults).
#[derive(Clone, Debug)]
pub struct MapCoordinatesOptions {
    /// Spline order, 0..=5.
    pub order: usize,
    /// How the input is extended beyond its boundaries.
    pub mode: Mode,
    /// The value outside for the constant modes.
    pub cval: f64,
    /// Apply [`spline_filter`] first (for order > 1).
    pub prefilter: bool,
}

impl Default for MapCoordinatesOptions {
    fn default() -> Self {
        MapCoordinatesOptions {
            order: 3,
            mode: Mode::Constant,
            cval: 0.0,
            prefilter: true,
        }
    }
}

/// The keyword arguments of [`shift`] are those of [`map_coordinates`].
pub type ShiftOptions = MapCoordinatesOptions;

fn run_map_coordinates<T: FilterElement, C: FilterElement, O: FilterElement>(
    input: &Array<T>,
    coordinates: &Array<C>,
    opts: &MapCoordinatesOptions,
) -> Result<Array<O>> {
    const OP: &str = "map_coordinates";
    check_order(opts.order, 0, OP)?;
    if C::DTYPE.is_complex() {
        return Err(Error::Unsupported {
            what: format!("{OP} with {:?} coordinates", C::DTYPE),
            backend: "any".into(),
        });
    }
    let cs = coordinates.shape();
    if input.ndim() < 1 || cs.len() < 2 {
        return Err(Error::InvalidArgument {
            op: OP,
            reason: "input and output rank must be > 0".into(),
        });
    }
    if cs[0] != input.ndim() {
        return Err(Error::InvalidShape {
            op: OP,
            shape: cs.to_vec(),
            reason: format!(
                "invalid shape for coordinate array: the first axis must have {} entries",
                input.ndim()
            ),
        });
    }
    if coordinates.device() != input.device() {
        return Err(Error::DeviceMismatch {
            op: OP,
            left: format!("{:?}", input.device()),
            right: format!("{:?}", coordinates.device()),
        });
    }
    let coords = coordinates.astype::<f64>()?.to_contiguous()?;
    let plan = Resample {
        order: opts.order,
        mode: opts.mode,
        cval: opts.cval,
        prefilter: opts.prefilter,
        out_shape: cs[1..].to_vec(),
        mapping: Mapping::Coordinates,
    };
    transform::<T, O>(input, 0, &plan, Some(&coords), OP)
}

/// Values of `input` at `coordinates` (shape `(input.ndim, *out_shape)`) by spline interpolation.
///
/// Equivalent to `scipy.ndimage.map_coordinates`.
///
/// # Errors
/// [`Error::InvalidArgument`] for a bad order or a 0-d input/output; [`Error::InvalidShape`] when
/// the coordinates' first axis is not `input.ndim`; [`Error::Unsupported`] for complex
/// coordinates; [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{map_coordinates, MapCoordinatesOptions};
/// let a = Array::from_vec(vec![0.0, 10.0, 20.0, 30.0], &[4], &Device::cpu())?;
/// let c = Array::from_vec(vec![0.5, 2.25], &[1, 2], &Device::cpu())?;
/// let opts = MapCoordinatesOptions { order: 1, ..Default::default() };
/// assert_eq!(map_coordinates(&a, &c, &opts)?.to_vec()?, [5.0, 22.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn map_coordinates<T: FilterElement, C: FilterElement>(
    input: &Array<T>,
    coordinates: &Array<C>,
    opts: &MapCoordinatesOptions,
) -> Result<Array<T>> {
    run_map_coordinates::<T, C, T>(input, coordinates, opts)
}

/// [`map_coordinates`] into `output` (SciPy's `output=`), whose dtype may differ from the input's.
///
/// Equivalent to `scipy.ndimage.map_coordinates(..., output=output)`.
///
/// # Errors
/// As [`map_coordinates`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{map_coordinates_into, MapCoordinatesOptions};
/// let a = Array::from_vec(vec![0.0, 10.0, 20.0, 30.0], &[4], &Device::cpu())?;
/// let c = Array::from_vec(vec![0.45], &[1, 1], &Device::cpu())?;
/// let mut out = Array::<u8>::empty(&[1], &Device::cpu())?;
/// let opts = MapCoordinatesOptions { order: 1, ..Default::default() };
/// map_coordinates_into(&a, &c, &mut out, &opts)?;
/// assert_eq!(out.to_vec()?, [5]); // 4.5 rounds half away from zero
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn map_coordinates_into<T: FilterElement, C: FilterElement, O: FilterElement>(
    input: &Array<T>,
    coordinates: &Array<C>,
    output: &mut Array<O>,
    opts: &MapCoordinatesOptions,
) -> Result<()> {
    let r = run_map_coordinates::<T, C, O>(input, coordinates, opts)?;
    write_into(r, output, input.device(), "map_coordinates")
}

// ---------------------------------------------------------------- affine_transform

/// Keyword arguments of [`affine_transform`] (SciPy's defaults).
#[derive(Clone, Debug)]
pub struct AffineTransformOptions {
    /// The offset into the input (one value for all axes, or one per axis); ignored when the
    /// matrix is homogeneous or `ndim x (ndim + 1)`.
    pub offset: Vec<f64>,
    /// The output shape (`None`: the input's).
    pub output_shape: Option<Vec<usize>>,
    /// Spline order, 0..=5.
    pub order: usize,
    /// How the input is extended beyond its boundaries.
    pub mode: Mode,
    /// The value outside for the constant modes.
    pub cval: f64,
    /// Apply [`spline_filter`] first (for order > 1).
    pub prefilter: bool,
}

impl Default for AffineTransformOptions {
    fn default() -> Self {
        AffineTransformOptions {
            offset: vec![0.0],
            output_shape: None,
            order: 3,
            mode: Mode::Constant,
            cval: 0.0,
            prefilter: true,
        }
    }
}

fn run_affine<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    matrix: &Array<f64>,
    opts: &AffineTransformOptions,
    op: &'static str,
) -> Result<Array<O>> {
    check_order(opts.order, 0, op)?;
    let nd = input.ndim();
    let out_shape = opts
        .output_shape
        .clone()
        .unwrap_or_else(|| input.shape().to_vec());
    if nd < 1 || out_shape.is_empty() {
        return Err(Error::InvalidArgument {
            op,
            reason: "input and output rank must be > 0".into(),
        });
    }
    let ms = matrix.shape().to_vec();
    let mut m = matrix.to_vec()?;
    let bad = |reason: String| Error::InvalidShape {
        op,
        shape: ms.clone(),
        reason,
    };
    if !(ms.len() == 1 || ms.len() == 2) || ms[0] < 1 {
        return Err(bad("no proper affine matrix provided".into()));
    }
    let mut offset = opts.offset.clone();
    let (mut rows, mut cols) = (ms[0], if ms.len() == 2 { ms[1] } else { 0 });
    if ms.len() == 2 && ms[1] == nd + 1 && (ms[0] == nd || ms[0] == nd + 1) {
        if ms[0] == nd + 1 {
            let last = &m[nd * (nd + 1)..];
            if last[..nd].iter().any(|&v| v != 0.0) || last[nd] != 1.0 {
                return Err(Error::InvalidArgument {
                    op,
                    reason: format!(
                        "expected homogeneous transformation matrix with shape {ms:?} for image \
                         shape {:?}, but bottom row was not [0, ..., 0, 1]",
                        input.shape()
                    ),
                });
            }
        }
        offset = (0..nd).map(|r| m[r * (nd + 1) + nd]).collect();
        m = (0..nd)
            .flat_map(|r| m[r * (nd + 1)..r * (nd + 1) + nd].to_vec())
            .collect();
        rows = nd;
        cols = nd;
    }
    if rows != nd {
        return Err(bad("affine matrix has wrong number of rows".into()));
    }
    if ms.len() == 2 && cols != out_shape.len() {
        return Err(bad("affine matrix has wrong number of columns".into()));
    }
    let offset = per_axis(&offset, nd, "offset", op)?;
    let mapping = if ms.len() == 1 {
        if out_shape.len() != nd {
            return Err(Error::InvalidArgument {
                op,
                reason: format!(
                    "a diagonal matrix needs an output of {nd} dimensions, got {out_shape:?}"
                ),
            });
        }
        let shift = offset.iter().zip(&m).map(|(o, z)| o / z).collect();
        Mapping::ZoomShift {
            zoom: m,
            shift,
            grid: false,
        }
    } else {
        Mapping::Affine { matrix: m, offset }
    };
    let plan = Resample {
        order: opts.order,
        mode: opts.mode,
        cval: opts.cval,
        prefilter: opts.prefilter,
        out_shape,
        mapping,
    };
    transform::<T, O>(input, 0, &plan, None, op)
}

/// Applies an affine transformation: the value at output index `o` is the input interpolated at
/// `matrix @ o + offset`. `matrix` is `(ndim, out_ndim)`, a diagonal `(ndim,)`, or homogeneous
/// `(ndim + 1, ndim + 1)` / `(ndim, ndim + 1)` (then the offset is its last column).
///
/// Equivalent to `scipy.ndimage.affine_transform`.
///
/// # Errors
/// [`Error::InvalidArgument`] for a bad order, a 0-d input, a homogeneous matrix whose last row is
/// not `[0, ..., 0, 1]`, or an offset of the wrong length; [`Error::InvalidShape`] for a matrix
/// whose shape does not fit.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{affine_transform, AffineTransformOptions};
/// let a = Array::from_vec(vec![0.0, 1.0, 2.0, 3.0], &[4], &Device::cpu())?;
/// let m = Array::from_vec(vec![1.0], &[1, 1], &Device::cpu())?;
/// let opts = AffineTransformOptions { offset: vec![1.0], order: 1, ..Default::default() };
/// assert_eq!(affine_transform(&a, &m, &opts)?.to_vec()?, [1.0, 2.0, 3.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn affine_transform<T: FilterElement>(
    input: &Array<T>,
    matrix: &Array<f64>,
    opts: &AffineTransformOptions,
) -> Result<Array<T>> {
    run_affine::<T, T>(input, matrix, opts, "affine_transform")
}

/// [`affine_transform`] into `output` (SciPy's `output=`), whose dtype may differ.
///
/// Equivalent to `scipy.ndimage.affine_transform(..., output=output)`.
///
/// # Errors
/// As [`affine_transform`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{affine_transform_into, AffineTransformOptions};
/// let a = Array::from_vec(vec![0u8, 10, 20, 30], &[4], &Device::cpu())?;
/// let m = Array::from_vec(vec![0.5], &[1], &Device::cpu())?;
/// let mut out = Array::<f64>::empty(&[4], &Device::cpu())?;
/// let opts = AffineTransformOptions { order: 1, ..Default::default() };
/// affine_transform_into(&a, &m, &mut out, &opts)?;
/// assert_eq!(out.to_vec()?, [0.0, 5.0, 10.0, 15.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn affine_transform_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    matrix: &Array<f64>,
    output: &mut Array<O>,
    opts: &AffineTransformOptions,
) -> Result<()> {
    let r = run_affine::<T, O>(input, matrix, opts, "affine_transform")?;
    write_into(r, output, input.device(), "affine_transform")
}

// ---------------------------------------------------------------- shift

fn run_shift<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    shift: &[f64],
    opts: &ShiftOptions,
) -> Result<Array<O>> {
    const OP: &str = "shift";
    check_order(opts.order, 0, OP)?;
    rank_at_least_1(input, OP)?;
    let nd = input.ndim();
    let s = per_axis(shift, nd, "shift", OP)?;
    let plan = Resample {
        order: opts.order,
        mode: opts.mode,
        cval: opts.cval,
        prefilter: opts.prefilter,
        out_shape: input.shape().to_vec(),
        mapping: Mapping::ZoomShift {
            zoom: vec![1.0; nd],
            shift: s.iter().map(|v| -v).collect(),
            grid: false,
        },
    };
    transform::<T, O>(input, 0, &plan, None, OP)
}

/// Shifts `input` by `shift` (one value for all axes, or one per axis) with spline
/// interpolation.
///
/// Equivalent to `scipy.ndimage.shift`.
///
/// # Errors
/// [`Error::InvalidArgument`] for a bad order, a 0-d input or a shift of the wrong length.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{shift, ShiftOptions};
/// let a = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let opts = ShiftOptions { order: 0, ..Default::default() };
/// assert_eq!(shift(&a, &[1.0], &opts)?.to_vec()?, [0.0, 1.0, 2.0, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn shift<T: FilterElement>(
    input: &Array<T>,
    shift: &[f64],
    opts: &ShiftOptions,
) -> Result<Array<T>> {
    run_shift::<T, T>(input, shift, opts)
}

/// [`shift`] into `output` (SciPy's `output=`), whose dtype may differ.
///
/// Equivalent to `scipy.ndimage.shift(..., output=output)`.
///
/// # Errors
/// As [`shift`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{shift_into, ShiftOptions};
/// let a = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let mut out = Array::<i32>::empty(&[4], &Device::cpu())?;
/// let opts = ShiftOptions { order: 1, mode: gsci_ndimage::Mode::Nearest, ..Default::default() };
/// shift_into(&a, &[0.5], &mut out, &opts)?;
/// assert_eq!(out.to_vec()?, [1, 2, 3, 4]); // 1.5 -> 2, 2.5 -> 3, ...
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn shift_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    shift: &[f64],
    output: &mut Array<O>,
    opts: &ShiftOptions,
) -> Result<()> {
    let r = run_shift::<T, O>(input, shift, opts)?;
    write_into(r, output, input.device(), "shift")
}

// ---------------------------------------------------------------- zoom

/// Keyword arguments of [`zoom`] (SciPy's defaults).
#[derive(Clone, Debug)]
pub struct ZoomOptions {
    /// Spline order, 0..=5.
    pub order: usize,
    /// How the input is extended beyond its boundaries.
    pub mode: Mode,
    /// The value outside for the constant modes.
    pub cval: f64,
    /// Apply [`spline_filter`] first (for order > 1).
    pub prefilter: bool,
    /// Zoom the pixel grid (edges to edges) instead of the pixel centres.
    pub grid_mode: bool,
}

impl Default for ZoomOptions {
    fn default() -> Self {
        ZoomOptions {
            order: 3,
            mode: Mode::Constant,
            cval: 0.0,
            prefilter: true,
            grid_mode: false,
        }
    }
}

/// The output shape of [`zoom`]: `round(n * zoom)` per axis (Python's round half to even).
///
/// # Errors
/// [`Error::InvalidArgument`] for a zoom of the wrong length or one that is not finite and
/// non-negative.
///
/// ```
/// use gsci_ndimage::zoom_output_shape;
/// assert_eq!(zoom_output_shape(&[5, 4], &[0.5, 1.5])?, [2, 6]); // round(2.5) = 2
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn zoom_output_shape(shape: &[usize], zoom: &[f64]) -> Result<Vec<usize>> {
    let z = per_axis(zoom, shape.len(), "zoom", "zoom")?;
    if z.iter().any(|v| !(v.is_finite() && *v >= 0.0)) {
        return Err(Error::InvalidArgument {
            op: "zoom",
            reason: format!("zoom factors must be finite and non-negative, got {z:?}"),
        });
    }
    Ok(shape
        .iter()
        .zip(&z)
        .map(|(&n, &f)| (n as f64 * f).round_ties_even() as usize)
        .collect())
}

fn run_zoom<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    zoom: &[f64],
    opts: &ZoomOptions,
) -> Result<Array<O>> {
    const OP: &str = "zoom";
    check_order(opts.order, 0, OP)?;
    rank_at_least_1(input, OP)?;
    let z = per_axis(zoom, input.ndim(), "zoom", OP)?;
    let out_shape = zoom_output_shape(input.shape(), &z)?;
    if z.iter().all(|&v| v == 1.0) && opts.prefilter {
        return input.astype::<O>();
    }
    let factors = input
        .shape()
        .iter()
        .zip(&out_shape)
        .map(|(&n, &m)| {
            let (num, div) = if opts.grid_mode {
                (n as f64, m as f64)
            } else {
                (n as f64 - 1.0, m as f64 - 1.0)
            };
            if div != 0.0 { num / div } else { 1.0 }
        })
        .collect();
    let plan = Resample {
        order: opts.order,
        mode: opts.mode,
        cval: opts.cval,
        prefilter: opts.prefilter,
        out_shape,
        mapping: Mapping::ZoomShift {
            zoom: factors,
            shift: vec![0.0; input.ndim()],
            grid: opts.grid_mode,
        },
    };
    transform::<T, O>(input, 0, &plan, None, OP)
}

/// Zooms `input` by `zoom` (one factor for all axes, or one per axis) with spline interpolation.
///
/// Equivalent to `scipy.ndimage.zoom`.
///
/// # Errors
/// [`Error::InvalidArgument`] for a bad order, a 0-d input or bad zoom factors.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{zoom, ZoomOptions};
/// let a = Array::from_vec(vec![0.0, 2.0, 4.0], &[3], &Device::cpu())?;
/// let opts = ZoomOptions { order: 1, ..Default::default() };
/// assert_eq!(zoom(&a, &[5.0 / 3.0], &opts)?.to_vec()?, [0.0, 1.0, 2.0, 3.0, 4.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn zoom<T: FilterElement>(
    input: &Array<T>,
    zoom: &[f64],
    opts: &ZoomOptions,
) -> Result<Array<T>> {
    run_zoom::<T, T>(input, zoom, opts)
}

/// [`zoom`] into `output` (SciPy's `output=`), whose dtype may differ.
///
/// Equivalent to `scipy.ndimage.zoom(..., output=output)`.
///
/// # Errors
/// As [`zoom`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{zoom_into, ZoomOptions};
/// let a = Array::from_vec(vec![0u8, 3], &[2], &Device::cpu())?;
/// let mut out = Array::<f32>::empty(&[4], &Device::cpu())?;
/// zoom_into(&a, &[2.0], &mut out, &ZoomOptions { order: 1, ..Default::default() })?;
/// assert_eq!(out.to_vec()?, [0.0, 1.0, 2.0, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn zoom_into<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    zoom: &[f64],
    output: &mut Array<O>,
    opts: &ZoomOptions,
) -> Result<()> {
    let r = run_zoom::<T, O>(input, zoom, opts)?;
    write_into(r, output, input.device(), "zoom")
}
