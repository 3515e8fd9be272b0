//! Rearranging and tiling: roll, repeat, tile. Each is one or two region copies through the copy
//! engine, except `repeat` with per-element counts, which gathers along the axis.

use super::{IndexPlan, flat, gather, sub, view};
use crate::array::{Array, normalize_axis};
use crate::copy::{self, RawLayout};
use crate::dtype::Element;
use crate::error::{Error, Result};

/// Elements rolled by `shift` positions along `axis` (the flattened array when `None`); elements
/// pushed past the end come back at the start. Negative shifts roll backwards.
///
/// Equivalent to `numpy.roll`.
///
/// # Errors
/// [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{roll, Array, Device};
/// let a = Array::from_vec((0..5).collect::<Vec<i32>>(), &[5], &Device::cpu())?;
/// assert_eq!(roll(&a, 2, None)?.to_vec()?, vec![3, 4, 0, 1, 2]);
/// assert_eq!(roll(&a, -1, Some(0))?.to_vec()?, vec![1, 2, 3, 4, 0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn roll<T: Element>(a: &Array<T>, shift: isize, axis: Option<isize>) -> Result<Array<T>> {
    match axis {
        Some(ax) => roll_axis(a, shift, normalize_axis(ax, a.ndim())?),
        None => {
            let r = roll_axis(&flat(a)?, shift, 0)?;
            Ok(r.with_layout(a.shape().to_vec(), crate::c_strides(a.shape()), 0))
        }
    }
}

/// `out[.., (i + shift) mod n, ..] = a[.., i, ..]`: two region copies.
fn roll_axis<T: Element>(a: &Array<T>, shift: isize, axis: usize) -> Result<Array<T>> {
    let mut out = Array::<T>::empty(a.shape(), a.device())?;
    if a.is_empty() {
        return Ok(out);
    }
    let n = a.shape()[axis];
    let s = shift.rem_euclid(n as isize) as usize;
    let (src, dst) = (a.raw_layout(), out.raw_layout());
    copy::copy_into(
        &view(a, &sub(&src, axis, 0, n - s)),
        out.storage_mut()?,
        &sub(&dst, axis, s, n - s),
    )?;
    if s > 0 {
        copy::copy_into(
            &view(a, &sub(&src, axis, n - s, s)),
            out.storage_mut()?,
            &sub(&dst, axis, 0, s),
        )?;
    }
    Ok(out)
}

/// How many times [`repeat`] repeats each element.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Repeats {
    /// Every element the same number of times.
    Scalar(usize),
    /// One count per element along the axis (a single count applies to all).
    PerElement(Vec<usize>),
}

impl From<usize> for Repeats {
    fn from(r: usize) -> Self {
        Repeats::Scalar(r)
    }
}

impl From<Vec<usize>> for Repeats {
    fn from(r: Vec<usize>) -> Self {
        Repeats::PerElement(r)
    }
}

/// Each element repeated, along `axis` (the flattened array when `None`).
///
/// Equivalent to `numpy.repeat`.
///
/// # Errors
/// [`Error::AxisOutOfBounds`]; [`Error::ShapeMismatch`] when per-element counts are neither one
/// nor as many as the axis is long.
///
/// ```
/// use gsci_core::{repeat, Array, Device, Repeats};
/// let a = Array::from_vec(vec![1, 2, 3, 4], &[2, 2], &Device::cpu())?;
/// let r = repeat(&a, Repeats::PerElement(vec![1, 2]), Some(0))?;
/// assert_eq!(r.shape(), &[3, 2]);
/// assert_eq!(r.to_vec()?, vec![1, 2, 3, 4, 3, 4]);
/// assert_eq!(repeat(&a, Repeats::Scalar(2), None)?.to_vec()?, vec![1, 1, 2, 2, 3, 3, 4, 4]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn repeat<T: Element>(a: &Array<T>, repeats: Repeats, axis: Option<isize>) -> Result<Array<T>> {
    const OP: &str = "repeat";
    let (src, axis) = match axis {
        None => (flat(a)?, 0),
        Some(ax) => (a.clone(), normalize_axis(ax, a.ndim())?),
    };
    let n = src.shape()[axis];
    let counts = match repeats {
        Repeats::Scalar(r) => return repeat_uniform(&src, r, axis),
        Repeats::PerElement(v) if v.len() == 1 => return repeat_uniform(&src, v[0], axis),
        Repeats::PerElement(v) if v.len() == n => v,
        Repeats::PerElement(v) => {
            return Err(Error::ShapeMismatch {
                op: OP,
                left: vec![v.len()],
                right: vec![n],
            });
        }
    };
    let total = counts
        .iter()
        .try_fold(0usize, |acc, &r| acc.checked_add(r))
        .ok_or_else(|| Error::invalid(OP, "the total count overflows usize"))?;
    let mut index = crate::host::try_with_capacity(total, OP, "the repeated indices")?;
    for (i, &r) in counts.iter().enumerate() {
        index.extend(std::iter::repeat_n(i as i64, r));
    }
    let index = Array::from_vec(index, &[total], src.device())?;
    // Indices built here are in range: no validation (and no read-back on the GPU).
    let plan = IndexPlan::take(src.shape(), src.strides(), &[total], &[1], axis);
    gather(&src, &index, &plan)
}

/// Every element `r` times: one copy from `a` broadcast over a new axis of extent `r`.
fn repeat_uniform<T: Element>(a: &Array<T>, r: usize, axis: usize) -> Result<Array<T>> {
    let mut shape = a.shape().to_vec();
    shape[axis] = shape[axis]
        .checked_mul(r)
        .ok_or_else(|| Error::invalid("repeat", "the result's length overflows usize"))?;
    let mut out = Array::<T>::empty_named(&shape, a.device(), "repeat")?;
    if out.is_empty() {
        return Ok(out);
    }
    let mut src_shape = a.shape().to_vec();
    let mut src_strides = a.strides().to_vec();
    src_shape.insert(axis + 1, r);
    src_strides.insert(axis + 1, 0);
    let mut dst_strides = out.strides().to_vec();
    let step = dst_strides[axis];
    dst_strides[axis] = step * r as isize;
    dst_strides.insert(axis + 1, step);
    let region = RawLayout {
        shape: src_shape.clone(),
        strides: dst_strides,
        offset: 0,
    };
    copy::copy_into(
        &a.with_layout(src_shape, src_strides, a.offset()),
        out.storage_mut()?,
        &region,
    )?;
    Ok(out)
}

/// The array repeated `reps[i]` times along each axis. When `reps` is shorter than the array's
/// rank it is padded with leading ones; when longer, the array gains leading axes of extent 1.
///
/// Equivalent to `numpy.tile`.
///
/// # Errors
/// [`Error::InvalidShape`] if the result's size overflows.
///
/// ```
/// use gsci_core::{tile, Array, Device};
/// let a = Array::from_vec(vec![0, 1, 2], &[3], &Device::cpu())?;
/// let t = tile(&a, &[2, 2])?;
/// assert_eq!(t.shape(), &[2, 6]);
/// assert_eq!(t.to_vec()?, vec![0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn tile<T: Element>(a: &Array<T>, reps: &[usize]) -> Result<Array<T>> {
    let d = reps.len().max(a.ndim());
    let lead = d - a.ndim();
    let shape: Vec<usize> = std::iter::repeat_n(1, lead)
        .chain(a.shape().iter().copied())
        .collect();
    let strides: Vec<isize> = std::iter::repeat_n(0, lead)
        .chain(a.strides().iter().copied())
        .collect();
    let reps: Vec<usize> = std::iter::repeat_n(1, d - reps.len())
        .chain(reps.iter().copied())
        .collect();
    let out_shape = shape
        .iter()
        .zip(&reps)
        .map(|(&n, &r)| n.checked_mul(r))
        .collect::<Option<Vec<usize>>>()
        .ok_or_else(|| Error::invalid("tile", "the result's shape overflows usize"))?;
    let mut out = Array::<T>::empty_named(&out_shape, a.device(), "tile")?;
    if out.is_empty() {
        return Ok(out);
    }
    // Axis i of the output splits into (reps[i], shape[i]): the source is broadcast over the
    // first, the destination steps a whole tile for it.
    let ost = out.strides().to_vec();
    let mut src_shape = Vec::with_capacity(2 * d);
    let mut src_strides = Vec::with_capacity(2 * d);
    let mut dst_strides = Vec::with_capacity(2 * d);
    for i in 0..d {
        src_shape.extend([reps[i], shape[i]]);
        src_strides.extend([0, strides[i]]);
        dst_strides.extend([shape[i] as isize * ost[i], ost[i]]);
    }
    let region = RawLayout {
        shape: src_shape.clone(),
        strides: dst_strides,
        offset: 0,
    };
    copy::copy_into(
        &a.with_layout(src_shape, src_strides, a.offset()),
        out.storage_mut()?,
        &region,
    )?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routines::test_util::{arr, iota, reversed_1d, transposed};
    use crate::{Complex64, Device};
    use half::f16;

    #[test]
    fn roll_flat_and_axis_like_numpy() {
        let a = iota(&[2, 5]);
        // np.roll(np.arange(10).reshape(2,5), -7)
        assert_eq!(
            roll(&a, -7, None).unwrap().to_vec().unwrap(),
            vec![7, 8, 9, 0, 1, 2, 3, 4, 5, 6]
        );
        // np.roll(np.arange(10).reshape(2,5), -7, axis=1)
        assert_eq!(
            roll(&a, -7, Some(1)).unwrap().to_vec().unwrap(),
            vec![2, 3, 4, 0, 1, 7, 8, 9, 5, 6]
        );
        assert_eq!(
            roll(&a, 3, Some(-2)).unwrap().to_vec().unwrap(),
            vec![5, 6, 7, 8, 9, 0, 1, 2, 3, 4]
        );
        assert_eq!(
            roll(&a, 10, None).unwrap().to_vec().unwrap(),
            a.to_vec().unwrap()
        );
        assert!(matches!(
            roll(&a, 1, Some(2)),
            Err(Error::AxisOutOfBounds { .. })
        ));
    }

    #[test]
    fn roll_views_empty_and_0d() {
        let r = reversed_1d(&arr(vec![1u8, 2, 3, 4], &[4])); // [4,3,2,1]
        assert_eq!(
            roll(&r, 1, Some(0)).unwrap().to_vec().unwrap(),
            vec![1, 4, 3, 2]
        );
        let t = transposed(&iota(&[2, 3])); // [[0,3],[1,4],[2,5]]
        assert_eq!(
            roll(&t, 1, None).unwrap().to_vec().unwrap(),
            vec![5, 0, 3, 1, 4, 2]
        );
        let e = arr(Vec::<f32>::new(), &[0, 3]);
        assert_eq!(roll(&e, 2, Some(0)).unwrap().shape(), &[0, 3]);
        assert_eq!(roll(&e, 2, None).unwrap().shape(), &[0, 3]);
        let s = Array::scalar(Complex64::new(1.0, 2.0), &Device::cpu()).unwrap();
        let r = roll(&s, 5, None).unwrap();
        assert_eq!(r.shape(), &[] as &[usize]);
        assert_eq!(r.item().unwrap(), Complex64::new(1.0, 2.0));
        assert!(roll(&s, 1, Some(0)).is_err());
    }

    #[test]
    fn repeat_scalar_and_per_element() {
        let dev = Device::cpu();
        let s = Array::scalar(5i64, &dev).unwrap();
        assert_eq!(
            repeat(&s, Repeats::Scalar(3), None)
                .unwrap()
                .to_vec()
                .unwrap(),
            vec![5, 5, 5]
        );
        let a = iota(&[2, 3]);
        // np.repeat(np.arange(6).reshape(2,3), [1,0,2], axis=1)
        let r = repeat(&a, vec![1, 0, 2].into(), Some(1)).unwrap();
        assert_eq!(r.shape(), &[2, 3]);
        assert_eq!(r.to_vec().unwrap(), vec![0, 2, 2, 3, 5, 5]);
        // np.repeat(np.arange(6).reshape(2,3), [2], axis=0)
        let r = repeat(&a, vec![2].into(), Some(0)).unwrap();
        assert_eq!(
            r.to_vec().unwrap(),
            vec![0, 1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5]
        );
        let r = repeat(&a, Repeats::Scalar(2), Some(-1)).unwrap();
        assert_eq!(
            r.to_vec().unwrap(),
            vec![0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
        );
        let r = repeat(&a, Repeats::Scalar(0), Some(1)).unwrap();
        assert_eq!(r.shape(), &[2, 0]);
        let r = repeat(&a, vec![0, 0].into(), Some(0)).unwrap();
        assert_eq!(r.shape(), &[0, 3]);
        assert!(matches!(
            repeat(&a, vec![1, 2].into(), Some(1)),
            Err(Error::ShapeMismatch { .. })
        ));
        assert!(matches!(
            repeat(&a, Repeats::Scalar(1), Some(2)),
            Err(Error::AxisOutOfBounds { .. })
        ));
        assert!(repeat(&s, Repeats::Scalar(1), Some(0)).is_err());
    }

    #[test]
    fn repeat_views_and_dtypes() {
        let t = transposed(&arr(vec![true, false, false, true, true, false], &[2, 3]));
        // t = [[T,T],[F,T],[F,F]]; np.repeat(t, [2,1], axis=1)
        let r = repeat(&t, vec![2, 1].into(), Some(1)).unwrap();
        assert_eq!(
            r.to_vec().unwrap(),
            vec![true, true, true, false, false, true, false, false, false]
        );
        let h = reversed_1d(&arr(vec![f16::from_f32(1.0), f16::from_f32(2.0)], &[2]));
        let r = repeat(&h, Repeats::Scalar(2), None).unwrap();
        let v: Vec<f32> = r.to_vec().unwrap().iter().map(|x| x.to_f32()).collect();
        assert_eq!(v, vec![2.0, 2.0, 1.0, 1.0]);
    }

    #[test]
    fn tile_reps_shorter_longer_and_empty() {
        let a = arr(vec![0i8, 1, 2], &[3]);
        let t = tile(&a, &[2, 2]).unwrap();
        assert_eq!(t.shape(), &[2, 6]);
        assert_eq!(
            t.to_vec().unwrap(),
            vec![0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]
        );
        let m = iota(&[2, 3]);
        let t = tile(&m, &[2]).unwrap();
        assert_eq!(t.shape(), &[2, 6]);
        assert_eq!(
            t.to_vec().unwrap(),
            vec![0, 1, 2, 0, 1, 2, 3, 4, 5, 3, 4, 5]
        );
        let t = tile(&m, &[2, 1]).unwrap();
        assert_eq!(
            t.to_vec().unwrap(),
            vec![0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5]
        );
        let t = tile(&transposed(&m), &[1, 1, 2]).unwrap();
        assert_eq!(t.shape(), &[1, 3, 4]);
        assert_eq!(
            t.to_vec().unwrap(),
            vec![0, 3, 0, 3, 1, 4, 1, 4, 2, 5, 2, 5]
        );
        let s = Array::scalar(3u16, &Device::cpu()).unwrap();
        assert_eq!(tile(&s, &[]).unwrap().shape(), &[] as &[usize]);
        assert_eq!(tile(&s, &[3]).unwrap().to_vec().unwrap(), vec![3, 3, 3]);
        assert_eq!(tile(&m, &[0, 2]).unwrap().shape(), &[0, 6]);
    }
}
