//! Scans and differences, NumPy's: [`cumsum`], [`cumprod`] and [`diff`], on every backend.
//!
//! Result dtypes follow NumPy: [`cumulative_dtype`] gives the default (bool and signed integers
//! narrower than 64 bits accumulate in int64, unsigned ones in uint64, the rest in their own
//! dtype); the typed functions take the output type `O` as NumPy's `dtype=` argument and
//! accumulate in it (the input is cast to `O` first). Integers wrap on overflow; float16 and
//! bfloat16 accumulate in float32 and round once per element (NumPy rounds every partial sum to
//! float16, so long float16 scans may differ in the last bits).
//!
//! On CUDA a scan is three launches (tile totals, a scan of the totals, the scan of each tile
//! with its offset; `kernels/scan.cu`), or one when each row fits in one tile of 2048
//! elements; no synchronisation. Float sums are therefore added in a different order than
//! NumPy's sequential loop (and than the CPU backend's), within rounding.

pub(crate) mod cpu;
pub(crate) mod cuda;
#[cfg(test)]
mod tests;

use crate::array::{Array, normalize_axis};
use crate::device::Backend;
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::sort::Rows;
use crate::ufunc::{BinaryOp, DynArray, binary};
use cuda::ScanOp;

/// The dtype NumPy's `cumsum`/`cumprod` return for input dtype `t` (without `dtype=`): int64 for
/// bool and signed integers, uint64 for unsigned integers, `t` otherwise.
///
/// ```
/// use gsci_core::{scan::cumulative_dtype, DType};
/// assert_eq!(cumulative_dtype(DType::Bool), DType::I64);
/// assert_eq!(cumulative_dtype(DType::U8), DType::U64);
/// assert_eq!(cumulative_dtype(DType::F16), DType::F16);
/// ```
pub fn cumulative_dtype(t: DType) -> DType {
    match t {
        DType::Bool | DType::I8 | DType::I16 | DType::I32 | DType::I64 => DType::I64,
        DType::U8 | DType::U16 | DType::U32 | DType::U64 => DType::U64,
        other => other,
    }
}

/// Keyword arguments of [`cumsum`] and [`cumprod`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CumulativeOptions {
    /// The axis to accumulate along; `None` (NumPy's default) accumulates the flattened array.
    pub axis: Option<isize>,
}

fn scan<T: Element, O: Element>(a: &Array<T>, axis: Option<isize>, op: ScanOp) -> Result<Array<O>> {
    let rows = Rows::new(a, axis)?;
    if rows.data.is_empty() {
        return rows.restore(Array::<O>::empty(rows.data.shape(), a.device())?);
    }
    let out = match a.device().backend() {
        Backend::Cpu => cpu::scan_rows::<T, O>(&rows.data, rows.n, op)?,
        Backend::Cuda(c) => cuda::scan_rows::<T, O>(c, &rows.data, rows.n, op)?,
    };
    rows.restore(out)
}

/// Returns the cumulative sum of the elements along an axis.
///
/// Equivalent to `numpy.cumsum(a, axis, dtype=O)`; NumPy's default `O` is
/// [`cumulative_dtype`]`(T)`.
///
/// # Errors
/// [`Error::AxisOutOfBounds`] for a bad axis.
///
/// ```
/// use gsci_core::{scan::{cumsum, CumulativeOptions}, Array, Device};
/// let a = Array::from_vec(vec![1i32, 2, 3, 4, 5, 6], &[2, 3], &Device::cpu())?;
/// let s: Array<i64> = cumsum(&a, &CumulativeOptions::default())?;
/// assert_eq!(s.to_vec()?, vec![1, 3, 6, 10, 15, 21]);
/// let s: Array<i64> = cumsum(&a, &CumulativeOptions { axis: Some(0) })?;
/// assert_eq!(s.to_vec()?, vec![1, 2, 3, 5, 7, 9]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cumsum<T: Element, O: Element>(a: &Array<T>, opts: &CumulativeOptions) -> Result<Array<O>> {
    scan(a, opts.axis, ScanOp::Sum)
}

/// Returns the cumulative product of the elements along an axis.
///
/// Equivalent to `numpy.cumprod(a, axis, dtype=O)`; NumPy's default `O` is
/// [`cumulative_dtype`]`(T)`.
///
/// # Errors
/// [`Error::AxisOutOfBounds`] for a bad axis.
///
/// ```
/// use gsci_core::{scan::{cumprod, CumulativeOptions}, Array, Device};
/// let a = Array::from_vec(vec![1.0f32, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let p: Array<f32> = cumprod(&a, &CumulativeOptions::default())?;
/// assert_eq!(p.to_vec()?, vec![1.0, 2.0, 6.0, 24.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cumprod<T: Element, O: Element>(a: &Array<T>, opts: &CumulativeOptions) -> Result<Array<O>> {
    scan(a, opts.axis, ScanOp::Prod)
}

/// [`cumsum`] with NumPy's default result dtype ([`cumulative_dtype`]: int64 for bool and
/// signed integers, uint64 for unsigned ones, the input's dtype otherwise).
///
/// Equivalent to `numpy.cumsum(a, axis)`.
///
/// # Errors
/// As [`cumsum`].
///
/// ```
/// use gsci_core::{scan::{cumsum_dyn, CumulativeOptions}, Array, DType, Device};
/// let a = Array::from_vec(vec![true, true, false], &[3], &Device::cpu())?;
/// let s = cumsum_dyn(&a, &CumulativeOptions::default())?;
/// assert_eq!(s.dtype(), DType::I64);
/// assert_eq!(s.into_typed::<i64>()?.to_vec()?, vec![1, 2, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cumsum_dyn<T: Element>(a: &Array<T>, opts: &CumulativeOptions) -> Result<DynArray> {
    scan_dyn(a, opts.axis, ScanOp::Sum)
}

/// [`cumprod`] with NumPy's default result dtype ([`cumulative_dtype`]).
///
/// Equivalent to `numpy.cumprod(a, axis)`.
///
/// # Errors
/// As [`cumprod`].
///
/// ```
/// use gsci_core::{scan::{cumprod_dyn, CumulativeOptions}, Array, DType, Device};
/// let a = Array::from_vec(vec![2u8, 3, 4], &[3], &Device::cpu())?;
/// let p = cumprod_dyn(&a, &CumulativeOptions::default())?;
/// assert_eq!(p.dtype(), DType::U64);
/// assert_eq!(p.into_typed::<u64>()?.to_vec()?, vec![2, 6, 24]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cumprod_dyn<T: Element>(a: &Array<T>, opts: &CumulativeOptions) -> Result<DynArray> {
    scan_dyn(a, opts.axis, ScanOp::Prod)
}

fn scan_dyn<T: Element>(a: &Array<T>, axis: Option<isize>, op: ScanOp) -> Result<DynArray> {
    Ok(match cumulative_dtype(T::DTYPE) {
        DType::I64 => scan::<T, i64>(a, axis, op)?.into(),
        DType::U64 => scan::<T, u64>(a, axis, op)?.into(),
        _ => scan::<T, T>(a, axis, op)?.into(),
    })
}

/// Keyword arguments of [`diff`].
#[derive(Clone, Debug)]
pub struct DiffOptions<'a, T: Element> {
    /// How many times to difference. Default 1.
    pub n: usize,
    /// The axis to difference along. Default `-1`.
    pub axis: isize,
    /// Values to put before `a` along the axis: a scalar (0-d array, broadcast to one slice) or an
    /// array with `a`'s shape except along the axis.
    pub prepend: Option<&'a Array<T>>,
    /// Values to put after `a` along the axis (as `prepend`).
    pub append: Option<&'a Array<T>>,
}

impl<T: Element> Default for DiffOptions<'_, T> {
    fn default() -> Self {
        DiffOptions {
            n: 1,
            axis: -1,
            prepend: None,
            append: None,
        }
    }
}

/// Calculates the n-th discrete difference along an axis: `out[i] = a[i + 1] - a[i]`, applied
/// `n` times (`!=` for bool, as NumPy).
///
/// Equivalent to `numpy.diff`. The result keeps `a`'s dtype; integers wrap.
///
/// # Errors
/// [`Error::InvalidShape`] for a 0-d array or a `prepend`/`append` whose shape does not fit;
/// [`Error::AxisOutOfBounds`] for a bad axis; [`Error::DeviceMismatch`] if `prepend`/`append`
/// live elsewhere.
///
/// ```
/// use gsci_core::{scan::{diff, DiffOptions}, Array, Device};
/// let a = Array::from_vec(vec![1i32, 2, 4, 7, 0], &[5], &Device::cpu())?;
/// assert_eq!(diff(&a, &DiffOptions::default())?.to_vec()?, vec![1, 2, 3, -7]);
/// let d2 = diff(&a, &DiffOptions { n: 2, ..Default::default() })?;
/// assert_eq!(d2.to_vec()?, vec![1, 1, -10]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn diff<T: Element>(a: &Array<T>, opts: &DiffOptions<'_, T>) -> Result<Array<T>> {
    const OP: &str = "diff";
    if a.ndim() == 0 {
        return Err(Error::InvalidShape {
            op: OP,
            shape: vec![],
            reason: "diff requires input that is at least one dimensional".into(),
        });
    }
    let axis = normalize_axis(opts.axis, a.ndim())?;
    if opts.n == 0 {
        return Ok(a.clone());
    }
    let mut parts: Vec<Array<T>> = Vec::new();
    let slice_shape = {
        let mut s = a.shape().to_vec();
        s[axis] = 1;
        s
    };
    let fit = |p: &Array<T>| -> Result<Array<T>> {
        if p.device() != a.device() {
            return Err(Error::DeviceMismatch {
                op: OP,
                left: a.device().to_string(),
                right: p.device().to_string(),
            });
        }
        if p.ndim() == 0 {
            return p.broadcast_to(&slice_shape);
        }
        let ok = p.ndim() == a.ndim()
            && p.shape()
                .iter()
                .zip(a.shape())
                .enumerate()
                .all(|(d, (x, y))| d == axis || x == y);
        if !ok {
            return Err(Error::InvalidShape {
                op: OP,
                shape: p.shape().to_vec(),
                reason: format!(
                    "prepend/append must match {:?} except along axis {axis}",
                    a.shape()
                ),
            });
        }
        Ok(p.clone())
    };
    if let Some(p) = &opts.prepend {
        parts.push(fit(p)?);
    }
    parts.push(a.clone());
    if let Some(p) = &opts.append {
        parts.push(fit(p)?);
    }
    let mut cur = if parts.len() == 1 {
        a.clone()
    } else {
        crate::routines::concatenate(&parts.iter().collect::<Vec<_>>(), axis as isize)?
    };
    let op = if T::DTYPE == DType::Bool {
        BinaryOp::NotEqual
    } else {
        BinaryOp::Subtract
    };
    for _ in 0..opts.n {
        let len = cur.shape()[axis];
        if len == 0 {
            break;
        }
        let hi = cur.slice_axis(axis as isize, Some(1), None, 1)?;
        let lo = cur.slice_axis(axis as isize, None, Some(len as isize - 1), 1)?;
        cur = binary(op, &hi, &lo)?.into_typed::<T>()?;
    }
    Ok(cur)
}
