//! `tensorsolve` and `tensorinv`: a tensor equation or inverse flattened to one square matrix.

use crate::lu::{inv, solve};
use crate::scalar::LinalgScalar;
use crate::util::{reshaped, same_device};
use gsci_core::{Array, Error, Result};

/// Solves the tensor equation `tensordot(a, x, x.ndim) = b` for `x`.
///
/// Equivalent to `numpy.linalg.tensorsolve`.
///
/// `axes` (may be empty) lists axes of `a` moved to the end first. `x` has the shape of `a`'s
/// trailing `a.ndim - b.ndim` axes, whose product must equal `b.len()`.
///
/// # Errors
/// [`Error::ShapeMismatch`] when the shapes do not form a square system; [`Error::Singular`].
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let a = Array::<f64>::eye(6, None, 0, &dev)?.reshape(&[2, 3, 6])?;
/// let b = Array::from_vec((0..6).map(f64::from).collect(), &[2, 3], &dev)?;
/// let x = gsci_linalg::tensorsolve(&a, &b, &[])?;
/// assert_eq!(x.shape(), &[6]);
/// assert_eq!(x.to_vec()?, b.to_vec()?);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn tensorsolve<T: LinalgScalar>(
    a: &Array<T>,
    b: &Array<T>,
    axes: &[isize],
) -> Result<Array<T>> {
    const OP: &str = "tensorsolve";
    same_device(a, b, OP)?;
    let a = if axes.is_empty() {
        a.clone()
    } else {
        let nd = a.ndim();
        let moved: Vec<usize> = axes
            .iter()
            .map(|&k| gsci_core::normalize_axis(k, nd))
            .collect::<Result<_>>()?;
        let mut order: Vec<isize> = (0..nd)
            .filter(|d| !moved.contains(d))
            .map(|d| d as isize)
            .collect();
        order.extend(moved.iter().map(|&d| d as isize));
        a.permute_axes(&order)?
    };
    let mismatch = || Error::ShapeMismatch {
        op: OP,
        left: a.shape().to_vec(),
        right: b.shape().to_vec(),
    };
    if b.ndim() > a.ndim() || a.shape()[..b.ndim()] != *b.shape() {
        return Err(mismatch());
    }
    let x_shape = a.shape()[b.ndim()..].to_vec();
    let n: usize = x_shape.iter().product();
    let rows: usize = b.shape().iter().product();
    if n != rows {
        return Err(mismatch());
    }
    let am = reshaped(&a, &[rows, n])?;
    let bm = reshaped(b, &[rows])?;
    let x = solve(&am, &bm)?;
    reshaped(&x, &x_shape)
}

/// The inverse of an N-dimensional array with respect to `tensordot(inv, a, ind)`.
///
/// Equivalent to `numpy.linalg.tensorinv`.
///
/// The product of `a.shape[..ind]` must equal that of `a.shape[ind..]`; the result has shape
/// `a.shape[ind..] + a.shape[..ind]`.
///
/// # Errors
/// [`Error::InvalidArgument`] for `ind == 0`; [`Error::ShapeMismatch`] for a non-square
/// flattening; [`Error::Singular`].
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::<f64>::eye(6, None, 0, &Device::cpu())?.reshape(&[6, 2, 3])?;
/// let ainv = gsci_linalg::tensorinv(&a, 1)?;
/// assert_eq!(ainv.shape(), &[2, 3, 6]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn tensorinv<T: LinalgScalar>(a: &Array<T>, ind: usize) -> Result<Array<T>> {
    const OP: &str = "tensorinv";
    if ind == 0 || ind > a.ndim() {
        return Err(Error::InvalidArgument {
            op: OP,
            reason: format!("ind must be in 1..={} (got {ind})", a.ndim()),
        });
    }
    let front: usize = a.shape()[..ind].iter().product();
    let back: usize = a.shape()[ind..].iter().product();
    if front != back {
        return Err(Error::ShapeMismatch {
            op: OP,
            left: a.shape()[..ind].to_vec(),
            right: a.shape()[ind..].to_vec(),
        });
    }
    let m = reshaped(a, &[front, back])?;
    let r = inv(&m)?;
    let mut shape = a.shape()[ind..].to_vec();
    shape.extend_from_slice(&a.shape()[..ind]);
    reshaped(&r, &shape)
}
