//! Argument handling shared by the filters: SciPy's `_normalize_sequence`, `_check_axes`,
//! origin checks, and the `output=` array.

use super::FilterElement;
use gsci_core::{Array, Error, Result, normalize_axis};

/// SciPy's `_check_axes`: `None` is every axis; negative axes count from the end; no repeats.
pub(crate) fn check_axes(
    axes: Option<&[isize]>,
    ndim: usize,
    op: &'static str,
) -> Result<Vec<usize>> {
    let Some(axes) = axes else {
        return Ok((0..ndim).collect());
    };
    let mut out = Vec::with_capacity(axes.len());
    for &a in axes {
        let a = normalize_axis(a, ndim)?;
        if out.contains(&a) {
            return Err(Error::InvalidArgument {
                op,
                reason: "axes must be unique".into(),
            });
        }
        out.push(a);
    }
    Ok(out)
}

/// SciPy's `_normalize_sequence`: one value for every axis, or exactly `n` values.
pub(crate) fn per_axis<V: Clone>(
    values: &[V],
    n: usize,
    what: &str,
    op: &'static str,
) -> Result<Vec<V>> {
    match values.len() {
        1 => Ok(vec![values[0].clone(); n]),
        len if len == n => Ok(values.to_vec()),
        len => Err(Error::InvalidArgument {
            op,
            reason: format!(
                "sequence argument {what} must have length equal to input rank ({n}), got {len}"
            ),
        }),
    }
}

/// SciPy's `_invalid_origin`: `-(len // 2) <= origin <= (len - 1) // 2`.
/// The public options' origins (`isize`, the API grammar's type) as the planners' `i64`.
pub(crate) fn origins_i64(origin: &[isize]) -> Vec<i64> {
    origin.iter().map(|&o| o as i64).collect()
}

pub(crate) fn check_origin(origin: i64, len: usize, op: &'static str) -> Result<()> {
    let len = len as i64;
    if origin < -(len / 2) || origin > (len - 1) / 2 {
        return Err(Error::InvalidArgument {
            op,
            reason: format!(
                "invalid origin {origin} for a filter of size {len}; origin must satisfy \
                 -(size // 2) <= origin <= (size - 1) // 2"
            ),
        });
    }
    Ok(())
}

/// Puts `result` where SciPy's `output=` array would receive it, after checking the shape and
/// device of the array given.
pub(crate) fn write_output<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    result: Array<O>,
    output: &mut Array<O>,
    op: &'static str,
) -> Result<()> {
    if output.shape() != input.shape() {
        return Err(Error::ShapeMismatch {
            op,
            left: input.shape().to_vec(),
            right: output.shape().to_vec(),
        });
    }
    if output.device() != input.device() {
        return Err(Error::DeviceMismatch {
            op,
            left: format!("{:?}", input.device()),
            right: format!("{:?}", output.device()),
        });
    }
    *output = result;
    Ok(())
}

/// The one real axis of a 1-D filter.
pub(crate) fn axis_of<T: FilterElement>(input: &Array<T>, axis: isize) -> Result<usize> {
    normalize_axis(axis, input.ndim())
}
