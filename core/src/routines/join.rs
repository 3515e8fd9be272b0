//! Joining arrays: concatenate, stack, hstack, vstack, dstack. Each input is copied (through the
//! copy engine, one launch per input on the GPU) into its region of one fresh output.

use crate::array::{Array, normalize_axis};
use crate::copy::{self, RawLayout};
use crate::dtype::Element;
use crate::error::{Error, Result};

/// Joins arrays along an existing axis.
///
/// Equivalent to `numpy.concatenate`.
///
/// All arrays must have the same number of dimensions and the same shape except along `axis`
/// (which may be negative); zero-size inputs are allowed.
///
/// # Errors
/// [`Error::InvalidArgument`] for an empty list or 0-d inputs, [`Error::AxisOutOfBounds`],
/// [`Error::ShapeMismatch`] naming the first shape and the first one that does not fit,
/// [`Error::DeviceMismatch`] when the inputs are on different devices.
///
/// ```
/// use gsci_core::{concatenate, Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1, 2, 3, 4], &[2, 2], &dev)?;
/// let b = Array::from_vec(vec![5, 6], &[1, 2], &dev)?;
/// let c = concatenate(&[&a, &b], 0)?;
/// assert_eq!(c.shape(), &[3, 2]);
/// assert_eq!(c.to_vec()?, vec![1, 2, 3, 4, 5, 6]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn concatenate<T: Element>(arrays: &[&Array<T>], axis: isize) -> Result<Array<T>> {
    const OP: &str = "concatenate";
    let first = *arrays
        .first()
        .ok_or_else(|| Error::invalid(OP, "need at least one array to concatenate"))?;
    let ndim = first.ndim();
    if ndim == 0 {
        return Err(Error::invalid(
            OP,
            "zero-dimensional arrays cannot be concatenated",
        ));
    }
    let axis = normalize_axis(axis, ndim)?;
    let mut out_shape = first.shape().to_vec();
    out_shape[axis] = 0;
    for a in arrays {
        first.device().check_same(a.device(), OP)?;
        let fits = a.ndim() == ndim
            && a.shape()
                .iter()
                .zip(first.shape())
                .enumerate()
                .all(|(d, (n, m))| d == axis || n == m);
        if !fits {
            return Err(Error::ShapeMismatch {
                op: OP,
                left: first.shape().to_vec(),
                right: a.shape().to_vec(),
            });
        }
        out_shape[axis] = out_shape[axis]
            .checked_add(a.shape()[axis])
            .ok_or_else(|| Error::invalid(OP, "the result's length overflows usize"))?;
    }
    let mut out = Array::<T>::empty(&out_shape, first.device())?;
    let strides = out.strides().to_vec();
    let mut start = 0usize;
    for a in arrays {
        if !a.is_empty() {
            let region = RawLayout {
                shape: a.shape().to_vec(),
                strides: strides.clone(),
                offset: start * strides[axis] as usize,
            };
            copy::copy_into(a, out.storage_mut()?, &region)?;
        }
        start += a.shape()[axis];
    }
    Ok(out)
}

/// `a` with a new axis of extent 1 at `axis` (a view).
fn with_new_axis<T: Element>(a: &Array<T>, axis: usize) -> Array<T> {
    let mut shape = a.shape().to_vec();
    let mut strides = a.strides().to_vec();
    shape.insert(axis, 1);
    strides.insert(axis, 0);
    a.with_layout(shape, strides, a.offset())
}

/// Joins arrays of one shape along a new axis.
///
/// Equivalent to `numpy.stack`.
///
/// # Errors
/// [`Error::InvalidArgument`] for an empty list, [`Error::AxisOutOfBounds`] unless
/// `-(ndim + 1) <= axis <= ndim`, [`Error::ShapeMismatch`] when the shapes differ,
/// [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{stack, Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1, 2], &[2], &dev)?;
/// let b = Array::from_vec(vec![3, 4], &[2], &dev)?;
/// let s = stack(&[&a, &b], -1)?;
/// assert_eq!(s.shape(), &[2, 2]);
/// assert_eq!(s.to_vec()?, vec![1, 3, 2, 4]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn stack<T: Element>(arrays: &[&Array<T>], axis: isize) -> Result<Array<T>> {
    const OP: &str = "stack";
    let first = *arrays
        .first()
        .ok_or_else(|| Error::invalid(OP, "need at least one array to stack"))?;
    let axis = normalize_axis(axis, first.ndim() + 1)?;
    for a in arrays {
        if a.shape() != first.shape() {
            return Err(Error::ShapeMismatch {
                op: OP,
                left: first.shape().to_vec(),
                right: a.shape().to_vec(),
            });
        }
    }
    let expanded: Vec<Array<T>> = arrays.iter().map(|a| with_new_axis(a, axis)).collect();
    let refs: Vec<&Array<T>> = expanded.iter().collect();
    concatenate(&refs, axis as isize)
}

/// `a` viewed with at least `n` (1, 2 or 3) dimensions, as NumPy's `atleast_1d/2d/3d`.
fn at_least<T: Element>(a: &Array<T>, n: usize) -> Array<T> {
    let (shape, strides): (Vec<usize>, Vec<isize>) = match (a.ndim(), n) {
        (0, 1) => (vec![1], vec![0]),
        (0, 2) => (vec![1, 1], vec![0, 0]),
        (0, 3) => (vec![1, 1, 1], vec![0, 0, 0]),
        (1, 2) => (vec![1, a.shape()[0]], vec![0, a.strides()[0]]),
        (1, 3) => (vec![1, a.shape()[0], 1], vec![0, a.strides()[0], 0]),
        (2, 3) => (
            vec![a.shape()[0], a.shape()[1], 1],
            vec![a.strides()[0], a.strides()[1], 0],
        ),
        _ => return a.clone(),
    };
    a.with_layout(shape, strides, a.offset())
}

fn join_at_least<T: Element>(
    arrays: &[&Array<T>],
    n: usize,
    axis: impl Fn(&Array<T>) -> isize,
    op: &'static str,
) -> Result<Array<T>> {
    if arrays.is_empty() {
        return Err(Error::invalid(op, "need at least one array to concatenate"));
    }
    let views: Vec<Array<T>> = arrays.iter().map(|a| at_least(a, n)).collect();
    let refs: Vec<&Array<T>> = views.iter().collect();
    concatenate(&refs, axis(&views[0]))
}

/// Joins arrays column-wise: along axis 1, or axis 0 for 1-D inputs (0-d inputs count as 1-D).
///
/// Equivalent to `numpy.hstack`.
///
/// # Errors
/// As [`concatenate`].
///
/// ```
/// use gsci_core::{hstack, Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1, 2], &[2], &dev)?;
/// let b = Array::from_vec(vec![3], &[1], &dev)?;
/// assert_eq!(hstack(&[&a, &b])?.to_vec()?, vec![1, 2, 3]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn hstack<T: Element>(arrays: &[&Array<T>]) -> Result<Array<T>> {
    join_at_least(
        arrays,
        1,
        |first| if first.ndim() == 1 { 0 } else { 1 },
        "hstack",
    )
}

/// Joins arrays row-wise (along axis 0), 1-D inputs of length N becoming rows of shape (1, N).
///
/// Equivalent to `numpy.vstack`.
///
/// # Errors
/// As [`concatenate`].
///
/// ```
/// use gsci_core::{vstack, Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1, 2], &[2], &dev)?;
/// let b = Array::from_vec(vec![3, 4], &[2], &dev)?;
/// let v = vstack(&[&a, &b])?;
/// assert_eq!(v.shape(), &[2, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn vstack<T: Element>(arrays: &[&Array<T>]) -> Result<Array<T>> {
    join_at_least(arrays, 2, |_| 0, "vstack")
}

/// Joins arrays depth-wise (along axis 2), after NumPy's `atleast_3d` (N) -> (1, N, 1),
/// (M, N) -> (M, N, 1).
///
/// Equivalent to `numpy.dstack`.
///
/// # Errors
/// As [`concatenate`].
///
/// ```
/// use gsci_core::{dstack, Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1, 2], &[2], &dev)?;
/// let b = Array::from_vec(vec![3, 4], &[2], &dev)?;
/// let d = dstack(&[&a, &b])?;
/// assert_eq!(d.shape(), &[1, 2, 2]);
/// assert_eq!(d.to_vec()?, vec![1, 3, 2, 4]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn dstack<T: Element>(arrays: &[&Array<T>]) -> Result<Array<T>> {
    join_at_least(arrays, 3, |_| 2, "dstack")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routines::test_util::{arr, iota, reversed_1d, transposed};
    use crate::{Complex64, Device};
    use half::f16;

    #[test]
    fn concatenate_axis0_and_axis1() {
        let a = iota(&[2, 3]);
        let b = arr(vec![10i64, 11, 12], &[1, 3]);
        let c = concatenate(&[&a, &b], 0).unwrap();
        assert_eq!(c.shape(), &[3, 3]);
        assert_eq!(c.to_vec().unwrap(), vec![0, 1, 2, 3, 4, 5, 10, 11, 12]);
        let d = arr(vec![7i64, 8], &[2, 1]);
        let c = concatenate(&[&a, &d], -1).unwrap();
        // np.concatenate([np.arange(6).reshape(2,3), [[7],[8]]], axis=-1)
        assert_eq!(c.to_vec().unwrap(), vec![0, 1, 2, 7, 3, 4, 5, 8]);
    }

    #[test]
    fn concatenate_views_and_empty_inputs() {
        let a = iota(&[2, 3]);
        let at = transposed(&a); // (3, 2): [[0,3],[1,4],[2,5]]
        let e = arr(Vec::<i64>::new(), &[0, 2]);
        let r = reversed_1d(&arr(vec![1i64, 2, 3, 4, 5, 6], &[6]));
        let r2 = r.with_layout(vec![3, 2], vec![-2, -1], r.offset()); // [[6,5],[4,3],[2,1]]
        let c = concatenate(&[&at, &e, &r2], 0).unwrap();
        assert_eq!(c.shape(), &[6, 2]);
        assert_eq!(
            c.to_vec().unwrap(),
            vec![0, 3, 1, 4, 2, 5, 6, 5, 4, 3, 2, 1]
        );
        let only_empty = concatenate(&[&e, &e], 0).unwrap();
        assert_eq!(only_empty.shape(), &[0, 2]);
    }

    #[test]
    fn concatenate_errors() {
        let a = iota(&[2, 3]);
        let b = iota(&[2, 4]);
        match concatenate(&[&a, &b], 0) {
            Err(Error::ShapeMismatch { left, right, .. }) => {
                assert_eq!((left, right), (vec![2, 3], vec![2, 4]))
            }
            Err(e) => panic!("{e}"),
            Ok(_) => panic!("shapes (2, 3) and (2, 4) do not concatenate on axis 0"),
        }
        assert!(concatenate(&[&a, &b], 1).is_ok());
        assert!(matches!(
            concatenate(&[&a, &iota(&[2])], 0),
            Err(Error::ShapeMismatch { .. })
        ));
        assert!(matches!(
            concatenate(&[&a], 2),
            Err(Error::AxisOutOfBounds { axis: 2, ndim: 2 })
        ));
        assert!(matches!(
            concatenate(&[&a], -3),
            Err(Error::AxisOutOfBounds { .. })
        ));
        let s = Array::scalar(1i64, &Device::cpu()).unwrap();
        assert!(matches!(
            concatenate(&[&s, &s], 0),
            Err(Error::InvalidArgument { .. })
        ));
        assert!(matches!(
            concatenate::<i64>(&[], 0),
            Err(Error::InvalidArgument { .. })
        ));
    }

    #[test]
    fn stack_new_axis_positions() {
        let a = arr(vec![1i8, 2, 3], &[3]);
        let b = arr(vec![4i8, 5, 6], &[3]);
        let s0 = stack(&[&a, &b], 0).unwrap();
        assert_eq!(s0.shape(), &[2, 3]);
        assert_eq!(s0.to_vec().unwrap(), vec![1, 2, 3, 4, 5, 6]);
        let s1 = stack(&[&a, &b], 1).unwrap();
        assert_eq!(s1.shape(), &[3, 2]);
        assert_eq!(s1.to_vec().unwrap(), vec![1, 4, 2, 5, 3, 6]);
        assert!(matches!(
            stack(&[&a, &b], 2),
            Err(Error::AxisOutOfBounds { axis: 2, ndim: 2 })
        ));
        let c = arr(vec![1i8, 2], &[2]);
        assert!(matches!(
            stack(&[&a, &c], 0),
            Err(Error::ShapeMismatch { .. })
        ));
        // 0-d inputs stack into 1-D.
        let dev = Device::cpu();
        let x = Array::scalar(true, &dev).unwrap();
        let y = Array::scalar(false, &dev).unwrap();
        let s = stack(&[&x, &y], 0).unwrap();
        assert_eq!(s.shape(), &[2]);
        assert_eq!(s.to_vec().unwrap(), vec![true, false]);
    }

    #[test]
    fn hstack_vstack_dstack_follow_atleast_nd() {
        let dev = Device::cpu();
        let a = arr(vec![1.0f64, 2.0, 3.0], &[3]);
        let b = arr(vec![4.0f64, 5.0, 6.0], &[3]);
        assert_eq!(
            hstack(&[&a, &b]).unwrap().to_vec().unwrap(),
            vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]
        );
        let s1 = Array::scalar(1.0f64, &dev).unwrap();
        let s2 = Array::scalar(2.0f64, &dev).unwrap();
        let h = hstack(&[&s1, &s2]).unwrap();
        assert_eq!(
            (h.shape().to_vec(), h.to_vec().unwrap()),
            (vec![2], vec![1.0, 2.0])
        );
        let m = arr(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2]);
        let h = hstack(&[&m, &m]).unwrap();
        assert_eq!(h.shape(), &[2, 4]);
        assert_eq!(
            h.to_vec().unwrap(),
            vec![1.0, 2.0, 1.0, 2.0, 3.0, 4.0, 3.0, 4.0]
        );
        let v = vstack(&[&a, &b]).unwrap();
        assert_eq!(v.shape(), &[2, 3]);
        let v = vstack(&[&m, &a.with_layout(vec![1, 2], vec![0, 1], 0)]).unwrap();
        assert_eq!(v.to_vec().unwrap(), vec![1.0, 2.0, 3.0, 4.0, 1.0, 2.0]);
        let d = dstack(&[&m, &m]).unwrap();
        assert_eq!(d.shape(), &[2, 2, 2]);
        assert_eq!(
            d.to_vec().unwrap(),
            vec![1.0, 1.0, 2.0, 2.0, 3.0, 3.0, 4.0, 4.0]
        );
        assert!(vstack::<f64>(&[]).is_err());
    }

    #[test]
    fn concatenate_other_dtypes() {
        let a = arr(vec![f16::from_f32(1.5), f16::from_f32(-2.0)], &[2]);
        let b = arr(vec![f16::from_f32(0.25)], &[1]);
        let c = concatenate(&[&a, &b], 0).unwrap();
        assert_eq!(
            c.to_vec().unwrap(),
            vec![f16::from_f32(1.5), f16::from_f32(-2.0), f16::from_f32(0.25)]
        );
        let z = arr(vec![Complex64::new(1.0, -1.0)], &[1, 1]);
        let w = arr(vec![Complex64::new(0.0, 2.0)], &[1, 1]);
        let c = concatenate(&[&z, &w], 1).unwrap();
        assert_eq!(
            c.to_vec().unwrap(),
            vec![Complex64::new(1.0, -1.0), Complex64::new(0.0, 2.0)]
        );
    }
}
