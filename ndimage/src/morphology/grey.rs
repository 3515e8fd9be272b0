//! Grey-scale morphology: min/max over a flat footprint or a non-flat structure, and the
//! operations built from them (opening, closing, gradient, Laplace, top-hats).

use super::{
    Footprint, GreyValue, Neighborhood, contiguous, cpu, cuda, normalize_origin, work_shape,
};
use gsci_core::{Array, Error, Result};

/// Keyword arguments of grey morphology (SciPy's defaults). One of `size`, `footprint` or
/// `structure` must be given.
#[derive(Clone, Debug, Default)]
pub struct GreyOptions<'a> {
    /// Flat rectangular footprint: one size for every axis or one per axis.
    pub size: Option<Vec<usize>>,
    /// Flat footprint.
    pub footprint: Option<&'a Array<bool>>,
    /// Non-flat structuring element (added for dilation, subtracted for erosion).
    pub structure: Option<&'a Array<f64>>,
    /// Boundary mode.
    pub mode: crate::Mode,
    /// Value outside the borders for `Mode::Constant`.
    pub cval: f64,
    /// Placement of the footprint; empty = 0.
    pub origin: Vec<isize>,
}

/// A planned grey min/max pass.
pub(crate) struct GreyPlan {
    pub shape: Vec<usize>,
    pub hood: Neighborhood,
    pub mode: crate::Mode,
    pub cval: f64,
    pub minimum: bool,
}

fn grey_plan(
    shape: &[usize],
    opts: &GreyOptions,
    minimum: bool,
    op: &'static str,
) -> Result<GreyPlan> {
    let ndim = shape.len().max(1);
    let mut origin = normalize_origin(&opts.origin, ndim, op)?;
    let (mut fp, mut values) = match (opts.footprint, opts.structure, &opts.size) {
        (Some(f), _, _) => (Footprint::from_array(f, shape.len(), op)?, None),
        (None, Some(s), _) => {
            if s.ndim() != shape.len() || s.is_empty() {
                return Err(Error::InvalidArgument {
                    op,
                    reason: format!(
                        "structure of shape {:?} for an input of {} dimensions",
                        s.shape(),
                        shape.len()
                    ),
                });
            }
            let sh = work_shape(s.shape());
            let n = sh.iter().product();
            (
                Footprint {
                    shape: sh,
                    data: vec![true; n],
                },
                None,
            )
        }
        (None, None, Some(size)) => {
            let sz = match size.len() {
                1 => vec![size[0]; ndim],
                n if n == ndim => size.clone(),
                n => {
                    return Err(Error::InvalidArgument {
                        op,
                        reason: format!("size has {n} entries for {ndim} dimensions"),
                    });
                }
            };
            if sz.contains(&0) {
                return Err(Error::InvalidArgument {
                    op,
                    reason: "size must be >= 1".into(),
                });
            }
            let n = sz.iter().product();
            (
                Footprint {
                    shape: sz,
                    data: vec![true; n],
                },
                None,
            )
        }
        (None, None, None) => {
            return Err(Error::InvalidArgument {
                op,
                reason: "size, footprint, or structure must be specified".into(),
            });
        }
    };
    if let Some(s) = opts.structure {
        if let Some(f) = opts.footprint
            && f.shape() != s.shape()
        {
            return Err(Error::ShapeMismatch {
                op,
                left: f.shape().to_vec(),
                right: s.shape().to_vec(),
            });
        }
        values = Some(s.to_vec()?);
    }
    if !minimum {
        // grey_dilation reflects footprint and structure and moves the origin.
        fp = fp.reversed();
        if let Some(v) = values.as_mut() {
            v.reverse();
        }
        for (o, &n) in origin.iter_mut().zip(&fp.shape) {
            *o = -*o;
            if n % 2 == 0 {
                *o -= 1;
            }
        }
    }
    let hood = Neighborhood::new(&fp, values.as_deref(), &origin, op)?;
    Ok(GreyPlan {
        shape: work_shape(shape),
        hood,
        mode: opts.mode.for_filter(),
        cval: opts.cval,
        minimum,
    })
}

fn grey_apply<T: GreyValue>(
    input: &Array<T>,
    opts: &GreyOptions,
    minimum: bool,
    op: &'static str,
) -> Result<Array<T>> {
    let plan = grey_plan(input.shape(), opts, minimum, op)?;
    let x = contiguous(input)?;
    if x.is_empty() {
        return x.copy();
    }
    match x.device().as_cuda() {
        Some(c) => cuda::grey(c, &x, &plan),
        None => cpu::grey(&x, &plan),
    }
}

/// Grey-scale erosion: the minimum over the footprint (minus the structure).
///
/// Equivalent to `scipy.ndimage.grey_erosion`.
///
/// # Errors
/// [`Error::InvalidArgument`] when none of `size`, `footprint`, `structure` is given, for a rank
/// mismatch or an invalid origin.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{grey_erosion, GreyOptions};
/// let a = Array::from_vec(vec![3.0f64, 1.0, 4.0, 1.0, 5.0], &[5], &Device::cpu())?;
/// let opts = GreyOptions { size: Some(vec![3]), ..Default::default() };
/// assert_eq!(grey_erosion(&a, &opts)?.to_vec()?, [1.0, 1.0, 1.0, 1.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn grey_erosion<T: GreyValue>(input: &Array<T>, opts: &GreyOptions) -> Result<Array<T>> {
    grey_apply(input, opts, true, "grey_erosion")
}

/// Grey-scale dilation: the maximum over the reflected footprint (plus the structure).
///
/// Equivalent to `scipy.ndimage.grey_dilation`.
///
/// # Errors
/// As [`grey_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{grey_dilation, GreyOptions};
/// let a = Array::from_vec(vec![3.0f64, 1.0, 4.0, 1.0, 5.0], &[5], &Device::cpu())?;
/// let opts = GreyOptions { size: Some(vec![3]), ..Default::default() };
/// assert_eq!(grey_dilation(&a, &opts)?.to_vec()?, [3.0, 4.0, 4.0, 5.0, 5.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn grey_dilation<T: GreyValue>(input: &Array<T>, opts: &GreyOptions) -> Result<Array<T>> {
    grey_apply(input, opts, false, "grey_dilation")
}

/// Grey-scale opening: erosion, then dilation.
///
/// Equivalent to `scipy.ndimage.grey_opening`.
///
/// # Errors
/// As [`grey_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{grey_opening, GreyOptions};
/// let a = Array::from_vec(vec![1.0f64, 9.0, 1.0, 2.0, 2.0], &[5], &Device::cpu())?;
/// let opts = GreyOptions { size: Some(vec![2]), ..Default::default() };
/// assert_eq!(grey_opening(&a, &opts)?.to_vec()?, [1.0, 1.0, 1.0, 2.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn grey_opening<T: GreyValue>(input: &Array<T>, opts: &GreyOptions) -> Result<Array<T>> {
    let tmp = grey_apply(input, opts, true, "grey_opening")?;
    grey_apply(&tmp, opts, false, "grey_opening")
}

/// Grey-scale closing: dilation, then erosion.
///
/// Equivalent to `scipy.ndimage.grey_closing`.
///
/// # Errors
/// As [`grey_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{grey_closing, GreyOptions};
/// let a = Array::from_vec(vec![5.0f64, 1.0, 5.0, 5.0, 5.0], &[5], &Device::cpu())?;
/// let opts = GreyOptions { size: Some(vec![3]), ..Default::default() };
/// assert_eq!(grey_closing(&a, &opts)?.to_vec()?, [5.0; 5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn grey_closing<T: GreyValue>(input: &Array<T>, opts: &GreyOptions) -> Result<Array<T>> {
    let tmp = grey_apply(input, opts, false, "grey_closing")?;
    grey_apply(&tmp, opts, true, "grey_closing")
}

/// Elementwise combination of grey results on their device.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Combine {
    /// `a - b`
    Sub,
    /// `a + b - 2 c`
    Laplace,
}

fn combine<T: GreyValue>(
    k: Combine,
    a: &Array<T>,
    b: &Array<T>,
    c: Option<&Array<T>>,
) -> Result<Array<T>> {
    match a.device().as_cuda() {
        Some(cu) => cuda::combine(cu, k, a, b, c),
        None => {
            let (av, bv) = (a.to_vec()?, b.to_vec()?);
            let v: Vec<T> = match (k, c) {
                (Combine::Laplace, Some(c)) => {
                    let cv = c.to_vec()?;
                    av.iter()
                        .zip(&bv)
                        .zip(&cv)
                        .map(|((x, y), z)| x.wrapping_add(*y).wrapping_sub(*z).wrapping_sub(*z))
                        .collect()
                }
                _ => av
                    .iter()
                    .zip(&bv)
                    .map(|(x, y)| x.wrapping_sub(*y))
                    .collect(),
            };
            Array::from_vec(v, a.shape(), a.device())
        }
    }
}

/// Dilation minus erosion.
///
/// Equivalent to `scipy.ndimage.morphological_gradient`.
///
/// # Errors
/// As [`grey_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{morphological_gradient, GreyOptions};
/// let a = Array::from_vec(vec![0i32, 0, 5, 0, 0], &[5], &Device::cpu())?;
/// let opts = GreyOptions { size: Some(vec![3]), ..Default::default() };
/// assert_eq!(morphological_gradient(&a, &opts)?.to_vec()?, [0, 5, 5, 5, 0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn morphological_gradient<T: GreyValue>(
    input: &Array<T>,
    opts: &GreyOptions,
) -> Result<Array<T>> {
    let d = grey_apply(input, opts, false, "morphological_gradient")?;
    let e = grey_apply(input, opts, true, "morphological_gradient")?;
    combine(Combine::Sub, &d, &e, None)
}

/// Dilation plus erosion minus twice the input.
///
/// Equivalent to `scipy.ndimage.morphological_laplace`.
///
/// # Errors
/// As [`grey_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{morphological_laplace, GreyOptions};
/// let a = Array::from_vec(vec![0i32, 0, 5, 0, 0], &[5], &Device::cpu())?;
/// let opts = GreyOptions { size: Some(vec![3]), ..Default::default() };
/// assert_eq!(morphological_laplace(&a, &opts)?.to_vec()?, [0, 5, -5, 5, 0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn morphological_laplace<T: GreyValue>(
    input: &Array<T>,
    opts: &GreyOptions,
) -> Result<Array<T>> {
    let d = grey_apply(input, opts, false, "morphological_laplace")?;
    let e = grey_apply(input, opts, true, "morphological_laplace")?;
    let x = contiguous(input)?;
    combine(Combine::Laplace, &d, &e, Some(&x))
}

/// The input minus its grey opening.
///
/// Equivalent to `scipy.ndimage.white_tophat`.
///
/// # Errors
/// As [`grey_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{white_tophat, GreyOptions};
/// let a = Array::from_vec(vec![1.0f64, 9.0, 1.0, 1.0], &[4], &Device::cpu())?;
/// let opts = GreyOptions { size: Some(vec![2]), ..Default::default() };
/// assert_eq!(white_tophat(&a, &opts)?.to_vec()?, [0.0, 8.0, 0.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn white_tophat<T: GreyValue>(input: &Array<T>, opts: &GreyOptions) -> Result<Array<T>> {
    let open = grey_opening(input, opts)?;
    combine(Combine::Sub, &contiguous(input)?, &open, None)
}

/// The grey closing minus the input.
///
/// Equivalent to `scipy.ndimage.black_tophat`.
///
/// # Errors
/// As [`grey_erosion`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{black_tophat, GreyOptions};
/// let a = Array::from_vec(vec![9.0f64, 1.0, 9.0, 9.0], &[4], &Device::cpu())?;
/// let opts = GreyOptions { size: Some(vec![3]), ..Default::default() };
/// assert_eq!(black_tophat(&a, &opts)?.to_vec()?, [0.0, 8.0, 0.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn black_tophat<T: GreyValue>(input: &Array<T>, opts: &GreyOptions) -> Result<Array<T>> {
    let close = grey_closing(input, opts)?;
    combine(Combine::Sub, &close, &contiguous(input)?, None)
}
