//! Binary and grey-scale morphology (`scipy.ndimage` morphology functions).
//!
//! Every binary operation reduces to one erosion kernel over a list of structuring-element
//! offsets (SciPy's `_binary_erosion` with `invert` for dilation); every grey operation to one
//! min/max kernel over a footprint with optional non-flat values.

pub(crate) mod cpu;
mod cuda;
mod grey;

pub(crate) use grey::{Combine, GreyPlan};
pub use grey::{
    GreyOptions, black_tophat, grey_closing, grey_dilation, grey_erosion, grey_opening,
    morphological_gradient, morphological_laplace, white_tophat,
};

pub(crate) use cuda::{dims as cuda_dims, ptr as cuda_ptr};

/// A device copy of `v` on `device` (at least one element, so its pointer is valid).
pub(crate) fn cuda_upload<T: Element>(v: &[T], device: &Device) -> Result<Array<T>> {
    let data = if v.is_empty() {
        vec![T::default()]
    } else {
        v.to_vec()
    };
    let n = data.len();
    Array::from_vec(data, &[n], device)
}

use gsci_core::{Array, Device, Element, Error, Result};
use std::any::Any;

const KERNELS_CU: &str = include_str!("morphology/kernels.cu");

/// The CUDA modules of morphology, as (name, full source), for the NVRTC compile test.
pub fn generated_sources() -> Vec<(String, String)> {
    vec![("ndimage_morphology".to_string(), cuda::all_sources())]
}

// ------------------------------------------------------------------ value types

mod sealed {
    pub trait Sealed {}
}

/// Real element types accepted by grey morphology and measurements: every integer and
/// `f32`/`f64`. Grey morphology holds each candidate in the input type, as SciPy's C code does.
pub trait GreyValue: Element + PartialOrd + sealed::Sealed {
    /// The value as `f64`.
    fn to_f64(self) -> f64;
    /// NumPy's `astype` conversion from `f64` (as gsci's kernels cast).
    fn from_f64(v: f64) -> Self;
    /// `self + other` with NumPy's wrapping integer arithmetic.
    fn wrapping_add(self, other: Self) -> Self;
    /// `self - other` with NumPy's wrapping integer arithmetic.
    fn wrapping_sub(self, other: Self) -> Self;
}

macro_rules! grey_int {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl GreyValue for $t {
            #[inline]
            fn to_f64(self) -> f64 { self as f64 }
            #[inline]
            fn from_f64(v: f64) -> Self { <$t as Element>::from_scalar(gsci_core::Scalar::Float(v)) }
            #[inline]
            fn wrapping_add(self, other: Self) -> Self { <$t>::wrapping_add(self, other) }
            #[inline]
            fn wrapping_sub(self, other: Self) -> Self { <$t>::wrapping_sub(self, other) }
        }
    )*};
}
grey_int!(i8, i16, i32, i64, u8, u16, u32, u64);

macro_rules! grey_float {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl GreyValue for $t {
            #[inline]
            fn to_f64(self) -> f64 { self as f64 }
            #[inline]
            fn from_f64(v: f64) -> Self { <$t as Element>::from_scalar(gsci_core::Scalar::Float(v)) }
            #[inline]
            fn wrapping_add(self, other: Self) -> Self { self + other }
            #[inline]
            fn wrapping_sub(self, other: Self) -> Self { self - other }
        }
    )*};
}
grey_float!(f32, f64);

// ------------------------------------------------------------------ shared helpers

/// `a` as `Array<U>` without a copy when `T == U`.
pub(crate) fn same_type<T: Element, U: Element>(a: &Array<T>) -> Option<&Array<U>> {
    (a as &dyn Any).downcast_ref::<Array<U>>()
}

/// The input as a C-contiguous boolean array on its device (`x != 0`).
pub(crate) fn as_bool<T: Element>(input: &Array<T>) -> Result<Array<bool>> {
    match same_type::<T, bool>(input) {
        Some(b) if b.is_c_contiguous() => Ok(b.clone()),
        Some(b) => b.to_contiguous(),
        None => input.astype::<bool>()?.to_contiguous(),
    }
}

/// Contiguous copy-free view of `a` when possible.
pub(crate) fn contiguous<T: Element>(a: &Array<T>) -> Result<Array<T>> {
    if a.is_c_contiguous() {
        Ok(a.clone())
    } else {
        a.to_contiguous()
    }
}

/// A shape of at least one axis (0-d arrays act as shape `[1]`).
pub(crate) fn work_shape(shape: &[usize]) -> Vec<usize> {
    if shape.is_empty() {
        vec![1]
    } else {
        shape.to_vec()
    }
}

/// `origin` broadcast to `ndim` axes (SciPy's `_normalize_sequence`).
pub(crate) fn normalize_origin(
    origin: &[isize],
    ndim: usize,
    op: &'static str,
) -> Result<Vec<isize>> {
    match origin.len() {
        0 => Ok(vec![0; ndim]),
        1 => Ok(vec![origin[0]; ndim]),
        n if n == ndim => Ok(origin.to_vec()),
        n => Err(Error::InvalidArgument {
            op,
            reason: format!("origin has {n} entries for an input of {ndim} dimensions"),
        }),
    }
}

/// A structuring element (or footprint) on the host, C order.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Footprint {
    pub shape: Vec<usize>,
    pub data: Vec<bool>,
}

impl Footprint {
    pub(crate) fn from_array(a: &Array<bool>, ndim: usize, op: &'static str) -> Result<Self> {
        if a.ndim() != ndim {
            return Err(Error::InvalidArgument {
                op,
                reason: format!(
                    "structure and input must have same dimensionality ({} vs {ndim})",
                    a.ndim()
                ),
            });
        }
        if a.is_empty() {
            return Err(Error::InvalidArgument {
                op,
                reason: "structure must not be empty".into(),
            });
        }
        Ok(Footprint {
            shape: work_shape(a.shape()),
            data: a.to_vec()?,
        })
    }

    fn reversed(&self) -> Self {
        let mut data = self.data.clone();
        data.reverse();
        Footprint {
            shape: self.shape.clone(),
            data,
        }
    }
}

/// Offsets of a footprint's true elements relative to its centre `shape / 2 + origin`, in raster
/// order, with optional non-flat values.
#[derive(Clone, Debug)]
pub(crate) struct Neighborhood {
    /// `nnz * ndim` per-axis offsets.
    pub offsets: Vec<i64>,
    pub values: Option<Vec<f64>>,
    pub ndim: usize,
}

impl Neighborhood {
    pub(crate) fn new(
        fp: &Footprint,
        values: Option<&[f64]>,
        origin: &[isize],
        op: &'static str,
    ) -> Result<Self> {
        let ndim = fp.shape.len();
        for (d, (&n, &o)) in fp.shape.iter().zip(origin).enumerate() {
            let n = n as isize;
            if o < -(n / 2) || o > (n - 1) / 2 {
                return Err(Error::InvalidArgument {
                    op,
                    reason: format!("invalid origin {o} for axis {d} of a footprint of size {n}"),
                });
            }
        }
        let mut offsets = Vec::new();
        let mut vals = values.map(|_| Vec::new());
        let mut idx = vec![0usize; ndim];
        for (k, &on) in fp.data.iter().enumerate() {
            if on {
                for d in 0..ndim {
                    offsets.push(idx[d] as i64 - (fp.shape[d] / 2) as i64 - origin[d] as i64);
                }
                if let (Some(v), Some(src)) = (vals.as_mut(), values) {
                    v.push(src[k]);
                }
            }
            for d in (0..ndim).rev() {
                idx[d] += 1;
                if idx[d] < fp.shape[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
        Ok(Neighborhood {
            offsets,
            values: vals,
            ndim,
        })
    }

    pub(crate) fn len(&self) -> usize {
        self.offsets.len() / self.ndim.max(1)
    }

    /// Linear offsets in a C-contiguous array of `shape`.
    pub(crate) fn linear(&self, shape: &[usize]) -> Vec<i64> {
        let strides = gsci_core::c_strides(shape);
        self.offsets
            .chunks(self.ndim)
            .map(|o| o.iter().zip(&strides).map(|(a, &s)| a * s as i64).sum())
            .collect()
    }
}

// ------------------------------------------------------------------ structures

/// A structuring element of `rank` dimensions and connectivity `connectivity`.
///
/// Equivalent to `scipy.ndimage.generate_binary_structure`.
///
/// # Errors
/// Never for `rank >= 1`; a `rank` of 0 gives the 0-d array `true`.
///
/// ```
/// use gsci_ndimage::generate_binary_structure;
/// let s = generate_binary_structure(2, 1, &gsci_core::Device::cpu())?;
/// assert_eq!(s.to_vec()?, [false, true, false, true, true, true, false, true, false]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn generate_binary_structure(
    rank: usize,
    connectivity: usize,
    device: &Device,
) -> Result<Array<bool>> {
    let connectivity = connectivity.max(1);
    if rank == 0 {
        return Array::from_vec(vec![true], &[], device);
    }
    let n = u32::try_from(rank)
        .ok()
        .and_then(|r| 3usize.checked_pow(r))
        .unwrap_or(usize::MAX);
    gsci_core::host::try_with_capacity::<bool>(n, "generate_binary_structure", "the structure")?;
    let data = (0..n)
        .map(|mut k| {
            let mut dist = 0;
            for _ in 0..rank {
                dist += (k % 3).abs_diff(1);
                k /= 3;
            }
            dist <= connectivity
        })
        .collect();
    Array::from_vec(data, &vec![3; rank], device)
}

/// Dilates a structuring element with itself `iterations - 1` times.
///
/// Equivalent to `scipy.ndimage.iterate_structure` (with `origin=None`).
///
/// # Errors
/// [`Error::InvalidArgument`] for a 0-d structure.
///
/// ```
/// use gsci_ndimage::{generate_binary_structure, iterate_structure};
/// let s = generate_binary_structure(1, 1, &gsci_core::Device::cpu())?;
/// assert_eq!(iterate_structure(&s, 2)?.shape(), &[5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn iterate_structure(structure: &Array<bool>, iterations: usize) -> Result<Array<bool>> {
    const OP: &str = "iterate_structure";
    if structure.ndim() == 0 {
        return Err(Error::InvalidArgument {
            op: OP,
            reason: "the structure must be at least 1-d".into(),
        });
    }
    if iterations < 2 {
        return structure.copy();
    }
    let ndim = structure.ndim();
    let fp = Footprint::from_array(structure, ndim, OP)?;
    let ni = iterations - 1;
    // SciPy's shape, s + (iterations - 1) * (s - 1) per axis, checked: an iteration count whose
    // structure cannot exist is an error naming it, not an overflow.
    let too_big = || Error::InvalidArgument {
        op: OP,
        reason: format!(
            "iterations = {iterations} makes a structure too large to allocate (shape {:?} grown \
             by {ni} per axis)",
            fp.shape
        ),
    };
    let shape: Vec<usize> = fp
        .shape
        .iter()
        .map(|&s| {
            ni.checked_mul(s.saturating_sub(1))
                .and_then(|g| g.checked_add(s))
        })
        .collect::<Option<_>>()
        .ok_or_else(too_big)?;
    let total = shape
        .iter()
        .try_fold(1usize, |acc, &s| acc.checked_mul(s))
        .filter(|&t| t <= isize::MAX as usize)
        .ok_or_else(too_big)?;
    let pos: Vec<usize> = fp.shape.iter().map(|&s| ni * (s / 2)).collect();
    let mut out: Vec<bool> =
        gsci_core::host::try_with_capacity(total, OP, "the iterated structure")?;
    out.resize(total, false);
    let strides = gsci_core::c_strides(&shape);
    let fstr = gsci_core::c_strides(&fp.shape);
    for (k, &on) in fp.data.iter().enumerate() {
        if on {
            let lin: isize = (0..ndim)
                .map(|d| {
                    ((k as isize / fstr[d]) % fp.shape[d] as isize + pos[d] as isize) * strides[d]
                })
                .sum();
            out[lin as usize] = true;
        }
    }
    let tmp = Array::from_vec(out, &shape, structure.device())?;
    let opts = BinaryErosionOptions {
        structure: Some(structure),
        iterations: ni as i64,
        ..Default::default()
    };
    binary_dilation(&tmp, &opts)
}

fn default_structure(
    ndim: usize,
    structure: Option<&Array<bool>>,
    op: &'static str,
) -> Result<Footprint> {
    match structure {
        Some(s) => Footprint::from_array(s, ndim, op),
        None => {
            let s = generate_binary_structure(ndim, 1, &Device::cpu())?;
            Ok(Footprint {
                shape: work_shape(s.shape()),
                data: s.to_vec()?,
            })
        }
    }
}

// ------------------------------------------------------------------ binary morphology

/// Keyword arguments of the binary erosion family (SciPy's defaults).
#[derive(Clone, Debug)]
pub struct BinaryErosionOptions<'a> {
    /// Structuring element; `None` = `generate_binary_structure(ndim, 1)`.
    pub structure: Option<&'a Array<bool>>,
    /// Repetitions; `< 1` repeats until the result no longer changes.
    pub iterations: i64,
    /// Only elements where the mask is true are modified.
    pub mask: Option<&'a Array<bool>>,
    /// Value of the input outside its borders.
    pub border_value: bool,
    /// Placement of the structure; empty = 0, one entry = every axis.
    pub origin: Vec<isize>,
    /// Accepted for SciPy compatibility; every pass is a full pass.
    pub brute_force: bool,
}

impl Default for BinaryErosionOptions<'_> {
    fn default() -> Self {
        BinaryErosionOptions {
            structure: None,
            iterations: 1,
            mask: None,
            border_value: false,
            origin: Vec::new(),
            brute_force: false,
        }
    }
}

/// A planned binary erosion (or inverted erosion = dilation) pass.
pub(crate) struct BinaryPlan {
    pub shape: Vec<usize>,
    pub hood: Neighborhood,
    pub border: bool,
    pub invert: bool,
    pub iterations: i64,
}

/// Iterations, border value and direction (`invert`: dilation) of a binary pass.
#[derive(Clone, Copy, Debug)]
struct PassKind {
    iterations: i64,
    border: bool,
    invert: bool,
}

fn binary_core(
    input: &Array<bool>,
    fp: &Footprint,
    origin: &[isize],
    kind: PassKind,
    mask: Option<&Array<bool>>,
    op: &'static str,
) -> Result<Array<bool>> {
    let PassKind {
        iterations,
        border,
        invert,
    } = kind;
    let shape = work_shape(input.shape());
    let hood = Neighborhood::new(fp, None, origin, op)?;
    let mask = match mask {
        Some(m) => {
            if m.shape() != input.shape() {
                return Err(Error::ShapeMismatch {
                    op,
                    left: input.shape().to_vec(),
                    right: m.shape().to_vec(),
                });
            }
            Some(as_bool(m)?)
        }
        None => None,
    };
    let plan = BinaryPlan {
        shape,
        hood,
        border,
        invert,
        iterations,
    };
    let out = if input.is_empty() {
        input.copy()?
    } else {
        match input.device().as_cuda() {
            Some(c) => cuda::binary_erosion(c, input, mask.as_ref(), &plan)?,
            None => cpu::binary_erosion(input, mask.as_ref(), &plan)?,
        }
    };
    Ok(out)
}

fn check_mask_device(
    input: &Array<bool>,
    mask: Option<&Array<bool>>,
    op: &'static str,
) -> Result<()> {
    if let Some(m) = mask
        && m.device() != input.device()
    {
        return Err(Error::DeviceMismatch {
            op,
            left: input.device().to_string(),
            right: m.device().to_string(),
        });
    }
    Ok(())
}

fn erosion_impl(
    input: &Array<bool>,
    opts: &BinaryErosionOptions,
    op: &'static str,
) -> Result<Array<bool>> {
    check_mask_device(input, opts.mask, op)?;
    let ndim = input.ndim().max(1);
    let fp = default_structure(input.ndim(), opts.structure, op)?;
    let origin = normalize_origin(&opts.origin, ndim, op)?;
    binary_core(
        input,
        &fp,
        &origin,
        PassKind {
            iterations: opts.iterations,
            border: opts.border_value,
            invert: false,
        },
        opts.mask,
        op,
    )
}

fn dilation_impl(
    input: &Array<bool>,
    opts: &BinaryErosionOptions,
    op: &'static str,
) -> Result<Array<bool>> {
    check_mask_device(input, opts.mask, op)?;
    let ndim = input.ndim().max(1);
    let fp = default_structure(input.ndim(), opts.structure, op)?.reversed();
    let mut origin = normalize_origin(&opts.origin, ndim, op)?;
    for (o, &n) in origin.iter_mut().zip(&fp.shape) {
        *o = -*o;
        if n % 2 == 0 {
            *o -= 1;
        }
    }
    binary_core(
        input,
        &fp,
        &origin,
        PassKind {
            iterations: opts.iterations,
            border: opts.border_value,
            invert: true,
        },
        opts.mask,
        op,
    )
}

/// Binary erosion with a structuring element.
///
/// Equivalent to `scipy.ndimage.binary_erosion`.
///
/// # Errors
/// [`Error::InvalidArgument`] for a structure whose rank differs from the input's, an empty
/// structure or an invalid origin; [`Error::ShapeMismatch`] for a mask of another shape.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{binary_erosion, BinaryErosionOptions};
/// let a = Array::from_vec(vec![0u8, 1, 1, 1, 0], &[5], &Device::cpu())?;
/// let e = binary_erosion(&a, &BinaryErosionOptions::default())?;
/// assert_eq!(e.to_vec()?, [false, false, true, false, false]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn binary_erosion<T: Element>(
    input: &Array<T>,
    opts: &BinaryErosionOptions,
) -> Result<Array<bool>> {
    erosion_impl(&as_bool(input)?, opts, "binary_erosion")
}

/// Binary dilation with a structuring element.
///
/// Equivalent to `scipy.ndimage.binary_dilation`.
///
/// # Errors
/// As [`binary_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{binary_dilation, BinaryErosionOptions};
/// let a = Array::from_vec(vec![0u8, 0, 1, 0, 0], &[5], &Device::cpu())?;
/// let d = binary_dilation(&a, &BinaryErosionOptions::default())?;
/// assert_eq!(d.to_vec()?, [false, true, true, true, false]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn binary_dilation<T: Element>(
    input: &Array<T>,
    opts: &BinaryErosionOptions,
) -> Result<Array<bool>> {
    dilation_impl(&as_bool(input)?, opts, "binary_dilation")
}

/// Binary opening: erosion, then dilation, with the same options.
///
/// Equivalent to `scipy.ndimage.binary_opening`.
///
/// # Errors
/// As [`binary_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{binary_opening, BinaryErosionOptions};
/// let a = Array::from_vec(vec![1u8, 0, 1, 1, 1, 0], &[6], &Device::cpu())?;
/// let o = binary_opening(&a, &BinaryErosionOptions::default())?;
/// assert_eq!(o.to_vec()?, [false, false, true, true, true, false]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn binary_opening<T: Element>(
    input: &Array<T>,
    opts: &BinaryErosionOptions,
) -> Result<Array<bool>> {
    let tmp = erosion_impl(&as_bool(input)?, opts, "binary_opening")?;
    dilation_impl(&tmp, opts, "binary_opening")
}

/// Binary closing: dilation, then erosion, with the same options.
///
/// Equivalent to `scipy.ndimage.binary_closing`.
///
/// # Errors
/// As [`binary_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{binary_closing, BinaryErosionOptions};
/// let a = Array::from_vec(vec![0u8, 1, 0, 1, 0], &[5], &Device::cpu())?;
/// let c = binary_closing(&a, &BinaryErosionOptions::default())?;
/// assert_eq!(c.to_vec()?, [false, true, true, true, false]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn binary_closing<T: Element>(
    input: &Array<T>,
    opts: &BinaryErosionOptions,
) -> Result<Array<bool>> {
    let tmp = dilation_impl(&as_bool(input)?, opts, "binary_closing")?;
    erosion_impl(&tmp, opts, "binary_closing")
}

/// Keyword arguments of [`binary_hit_or_miss`] (SciPy's defaults).
#[derive(Clone, Debug, Default)]
pub struct HitOrMissOptions<'a> {
    /// Must fit the foreground; `None` = `generate_binary_structure(ndim, 1)`.
    pub structure1: Option<&'a Array<bool>>,
    /// Must fit the background; `None` = `!structure1`.
    pub structure2: Option<&'a Array<bool>>,
    /// Origin of `structure1`; empty = 0.
    pub origin1: Vec<isize>,
    /// Origin of `structure2`; `None` = `origin1`.
    pub origin2: Option<Vec<isize>>,
}

/// Hit-or-miss transform: where `structure1` fits the foreground and `structure2` the background.
///
/// Equivalent to `scipy.ndimage.binary_hit_or_miss`.
///
/// # Errors
/// As [`binary_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{binary_hit_or_miss, HitOrMissOptions};
/// let a = Array::from_vec(vec![0u8, 1, 0, 1, 1, 0], &[6], &Device::cpu())?;
/// let h = binary_hit_or_miss(&a, &HitOrMissOptions::default())?;
/// assert_eq!(h.to_vec()?, [false; 6]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn binary_hit_or_miss<T: Element>(
    input: &Array<T>,
    opts: &HitOrMissOptions,
) -> Result<Array<bool>> {
    const OP: &str = "binary_hit_or_miss";
    let x = as_bool(input)?;
    let ndim = x.ndim().max(1);
    let s1 = default_structure(x.ndim(), opts.structure1, OP)?;
    let s2 = match opts.structure2 {
        Some(s) => Footprint::from_array(s, x.ndim(), OP)?,
        None => Footprint {
            shape: s1.shape.clone(),
            data: s1.data.iter().map(|v| !v).collect(),
        },
    };
    let o1 = normalize_origin(&opts.origin1, ndim, OP)?;
    let o2 = match &opts.origin2 {
        Some(o) => normalize_origin(o, ndim, OP)?,
        None => o1.clone(),
    };
    let fit = binary_core(
        &x,
        &s1,
        &o1,
        PassKind {
            iterations: 1,
            border: false,
            invert: false,
        },
        None,
        OP,
    )?;
    // Any structure2 element on the foreground (inverted erosion), then the complement.
    let hit = binary_core(
        &x,
        &s2,
        &o2,
        PassKind {
            iterations: 1,
            border: false,
            invert: true,
        },
        None,
        OP,
    )?;
    and_not(&fit, &hit)
}

/// `a & !b` elementwise on the arrays' device.
pub(crate) fn and_not(a: &Array<bool>, b: &Array<bool>) -> Result<Array<bool>> {
    match a.device().as_cuda() {
        Some(c) => cuda::and_not(c, a, b),
        None => {
            let (av, bv) = (a.to_vec()?, b.to_vec()?);
            let v = av.iter().zip(&bv).map(|(x, y)| *x && !*y).collect();
            Array::from_vec(v, a.shape(), a.device())
        }
    }
}

/// Keyword arguments of [`binary_propagation`] (SciPy's defaults).
#[derive(Clone, Debug, Default)]
pub struct BinaryPropagationOptions<'a> {
    /// Structuring element; `None` = `generate_binary_structure(ndim, 1)`.
    pub structure: Option<&'a Array<bool>>,
    /// The region the propagation may not leave.
    pub mask: Option<&'a Array<bool>>,
    /// Value of the input outside its borders.
    pub border_value: bool,
    /// Placement of the structure; empty = 0.
    pub origin: Vec<isize>,
}

/// Dilation repeated until nothing changes, inside `mask`.
///
/// Equivalent to `scipy.ndimage.binary_propagation`.
///
/// # Errors
/// As [`binary_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{binary_propagation, BinaryPropagationOptions};
/// let seed = Array::from_vec(vec![1u8, 0, 0, 0, 0], &[5], &Device::cpu())?;
/// let mask = Array::from_vec(vec![true, true, true, false, true], &[5], &Device::cpu())?;
/// let opts = BinaryPropagationOptions { mask: Some(&mask), ..Default::default() };
/// assert_eq!(binary_propagation(&seed, &opts)?.to_vec()?, [true, true, true, false, false]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn binary_propagation<T: Element>(
    input: &Array<T>,
    opts: &BinaryPropagationOptions,
) -> Result<Array<bool>> {
    let e = BinaryErosionOptions {
        structure: opts.structure,
        iterations: -1,
        mask: opts.mask,
        border_value: opts.border_value,
        origin: opts.origin.clone(),
        brute_force: false,
    };
    dilation_impl(&as_bool(input)?, &e, "binary_propagation")
}

/// Keyword arguments of [`binary_fill_holes`] (SciPy's defaults).
#[derive(Clone, Debug, Default)]
pub struct FillHolesOptions<'a> {
    /// Structuring element; `None` = `generate_binary_structure(ndim, 1)`.
    pub structure: Option<&'a Array<bool>>,
    /// Placement of the structure; empty = 0.
    pub origin: Vec<isize>,
}

/// Fills the holes (background not connected to the border) of binary objects.
///
/// Equivalent to `scipy.ndimage.binary_fill_holes`.
///
/// # Errors
/// As [`binary_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{binary_fill_holes, FillHolesOptions};
/// let a = Array::from_vec(vec![0u8, 1, 0, 1, 0], &[5], &Device::cpu())?;
/// let f = binary_fill_holes(&a, &FillHolesOptions::default())?;
/// assert_eq!(f.to_vec()?, [false, true, true, true, false]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn binary_fill_holes<T: Element>(
    input: &Array<T>,
    opts: &FillHolesOptions,
) -> Result<Array<bool>> {
    const OP: &str = "binary_fill_holes";
    let x = as_bool(input)?;
    let mask = match x.device().as_cuda() {
        Some(c) => cuda::not(c, &x)?,
        None => Array::from_vec(
            x.to_vec()?.iter().map(|v| !v).collect(),
            x.shape(),
            x.device(),
        )?,
    };
    let zeros = Array::<bool>::zeros(x.shape(), x.device())?;
    let e = BinaryErosionOptions {
        structure: opts.structure,
        iterations: -1,
        mask: Some(&mask),
        border_value: true,
        origin: opts.origin.clone(),
        brute_force: false,
    };
    let outside = dilation_impl(&zeros, &e, OP)?;
    match x.device().as_cuda() {
        Some(c) => cuda::not(c, &outside),
        None => Array::from_vec(
            outside.to_vec()?.iter().map(|v| !v).collect(),
            x.shape(),
            x.device(),
        ),
    }
}
