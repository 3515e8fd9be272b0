//! Selection: where, nonzero, argwhere, compress, boolean masks, clip. Data-dependent sizes
//! (nonzero and friends) come from a count, scan and compaction on the GPU, with one read-back of
//! the count.

use super::{
    IndexPlan, Positions, backend_name, broadcast_shapes, broadcast_strides, cpu, cuda, gather,
    positions, same_device, take,
};
use crate::array::{Array, c_strides};
use crate::device::Backend;
use crate::dtype::Element;
use crate::error::{Error, Result};

/// Elements of `x` where `condition` is true, else of `y`; the three broadcast together.
///
/// Equivalent to `numpy.where(condition, x, y)`.
///
/// # Errors
/// [`Error::ShapeMismatch`] if the shapes do not broadcast; [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{where_, Array, Device};
/// let dev = Device::cpu();
/// let c = Array::from_vec(vec![true, false, true], &[3], &dev)?;
/// let x = Array::from_vec(vec![1, 2, 3], &[3], &dev)?;
/// let y = Array::scalar(0, &dev)?;
/// assert_eq!(where_(&c, &x, &y)?.to_vec()?, vec![1, 0, 3]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn where_<T: Element>(condition: &Array<bool>, x: &Array<T>, y: &Array<T>) -> Result<Array<T>> {
    const OP: &str = "where";
    same_device(OP, x.device(), condition.device())?;
    same_device(OP, x.device(), y.device())?;
    let shape = broadcast_shapes(OP, &[condition.shape(), x.shape(), y.shape()])?;
    let cs = broadcast_strides(condition.shape(), condition.strides(), &shape);
    let xs = broadcast_strides(x.shape(), x.strides(), &shape);
    let ys = broadcast_strides(y.shape(), y.strides(), &shape);
    match x.device().backend() {
        Backend::Cpu => cpu::where_(condition, x, y, &shape, [&cs, &xs, &ys]),
        Backend::Cuda(c) => cuda::where_(c, condition, x, y, &shape, [&cs, &xs, &ys]),
    }
}

/// The indices of the nonzero (true) elements: one 1-D array per axis, in C order. Complex values
/// are nonzero when either part is; NaN is nonzero.
///
/// Equivalent to `numpy.nonzero`.
///
/// # Errors
/// [`Error::InvalidArgument`] for a 0-d array, as NumPy 2 (use a 1-element 1-D array).
///
/// ```
/// use gsci_core::{nonzero, Array, Device};
/// let a = Array::from_vec(vec![0, 1, 2, 0], &[2, 2], &Device::cpu())?;
/// let nz = nonzero(&a)?;
/// assert_eq!(nz[0].to_vec()?, vec![0, 1]);
/// assert_eq!(nz[1].to_vec()?, vec![1, 0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn nonzero<T: Element>(a: &Array<T>) -> Result<Vec<Array<i64>>> {
    let nd = a.ndim();
    if nd == 0 {
        return Err(Error::invalid(
            "nonzero",
            "calling nonzero on 0d arrays is not allowed; use a 1-D array of one element",
        ));
    }
    let rows = positions(a, Positions::AxisMajor)?;
    let n = rows.shape()[1];
    Ok((0..nd)
        .map(|d| rows.with_layout(vec![n], vec![1], d * n))
        .collect())
}

/// The indices of the nonzero elements as one array of shape `(N, ndim)`, in C order.
///
/// Equivalent to `numpy.argwhere`.
///
/// # Errors
/// None beyond device errors; a 0-d array gives shape `(1, 0)` or `(0, 0)` as in NumPy.
///
/// ```
/// use gsci_core::{argwhere, Array, Device};
/// let a = Array::from_vec(vec![0, 1, 2, 0], &[2, 2], &Device::cpu())?;
/// let w = argwhere(&a)?;
/// assert_eq!(w.shape(), &[2, 2]);
/// assert_eq!(w.to_vec()?, vec![0, 1, 1, 0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn argwhere<T: Element>(a: &Array<T>) -> Result<Array<i64>> {
    if a.ndim() == 0 {
        let count = usize::from(a.item()?.cast::<bool>());
        return Array::empty(&[count, 0], a.device());
    }
    positions(a, Positions::PointMajor)
}

/// The slices of `a` along `axis` (of the flattened `a` when `None`) where `condition` is true.
/// `condition` may be shorter than the axis (missing entries count as false); a true entry past
/// the axis's end is out of bounds.
///
/// Equivalent to `numpy.compress`.
///
/// # Errors
/// [`Error::InvalidShape`] unless `condition` is 1-D; [`Error::IndexOutOfBounds`];
/// [`Error::AxisOutOfBounds`]; [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{compress, Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1, 2, 3, 4, 5, 6], &[3, 2], &dev)?;
/// let c = Array::from_vec(vec![false, true], &[2], &dev)?;
/// assert_eq!(compress(&c, &a, Some(0))?.to_vec()?, vec![3, 4]);
/// assert_eq!(compress(&c, &a, Some(1))?.to_vec()?, vec![2, 4, 6]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn compress<T: Element>(
    condition: &Array<bool>,
    a: &Array<T>,
    axis: Option<isize>,
) -> Result<Array<T>> {
    same_device("compress", a.device(), condition.device())?;
    if condition.ndim() != 1 {
        return Err(Error::InvalidShape {
            op: "compress",
            shape: condition.shape().to_vec(),
            reason: "condition must be a 1-d array".into(),
        });
    }
    let selected = positions(condition, Positions::Flat)?;
    take(a, &selected, axis)
}

/// `a[mask]` for a boolean `mask` whose shape is `a`'s (or its leading axes'): the selected
/// elements (or sub-arrays) in C order, as an array of shape `(N,) + a.shape[mask.ndim..]`.
///
/// Equivalent to NumPy's boolean indexing `a[mask]`.
///
/// # Errors
/// [`Error::ShapeMismatch`] naming both shapes when `mask` does not match `a`'s leading axes;
/// [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{boolean_mask, Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1, 2, 3, 4], &[2, 2], &dev)?;
/// let m = Array::from_vec(vec![true, false, false, true], &[2, 2], &dev)?;
/// assert_eq!(boolean_mask(&a, &m)?.to_vec()?, vec![1, 4]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn boolean_mask<T: Element>(a: &Array<T>, mask: &Array<bool>) -> Result<Array<T>> {
    same_device("boolean_mask", a.device(), mask.device())?;
    let k = mask.ndim();
    if k > a.ndim() || mask.shape() != &a.shape()[..k] {
        return Err(Error::ShapeMismatch {
            op: "boolean_mask",
            left: a.shape().to_vec(),
            right: mask.shape().to_vec(),
        });
    }
    // a viewed as (prod(mask.shape),) + rest, then gathered at the mask's flat true positions.
    let contiguous = a.to_contiguous()?;
    let mut shape = vec![mask.len()];
    shape.extend_from_slice(&a.shape()[k..]);
    let strides = c_strides(&shape);
    let src = contiguous.with_layout(shape, strides, contiguous.offset());
    let selected = positions(mask, Positions::Flat)?;
    let plan = IndexPlan::take(
        src.shape(),
        src.strides(),
        selected.shape(),
        selected.strides(),
        0,
    );
    // Positions of a mask are in range by construction.
    gather(&src, &selected, &plan)
}

/// Values limited to `[min, max]`: `minimum(maximum(a, min), max)`, either bound optional. A NaN
/// in `a` stays NaN; a NaN bound makes every result NaN; `min > max` gives `max` everywhere.
///
/// Equivalent to `numpy.clip`.
///
/// # Errors
/// [`Error::Unsupported`] for complex dtypes (NumPy's lexicographic complex order is not
/// provided). With both bounds `None` the result is a copy, as in NumPy 2.
///
/// ```
/// use gsci_core::{clip, Array, Device};
/// let a = Array::from_vec(vec![-3i16, 0, 7, 12], &[4], &Device::cpu())?;
/// assert_eq!(clip(&a, Some(0), Some(10))?.to_vec()?, vec![0, 0, 7, 10]);
/// assert_eq!(clip(&a, None, Some(5))?.to_vec()?, vec![-3, 0, 5, 5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn clip<T: Element>(a: &Array<T>, min: Option<T>, max: Option<T>) -> Result<Array<T>> {
    if T::DTYPE.is_complex() {
        return Err(Error::unsupported(
            format!("clip of {} (complex values have no order)", T::DTYPE),
            backend_name(a.device()),
        ));
    }
    if min.is_none() && max.is_none() {
        return a.copy();
    }
    match a.device().backend() {
        Backend::Cpu => cpu::clip(a, min, max),
        Backend::Cuda(c) => cuda::clip(c, a, min, max),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routines::test_util::{arr, iota, reversed_1d, transposed};
    use crate::{Complex32, Complex64, Device};
    use half::{bf16, f16};

    #[test]
    fn where_broadcasts_all_three() {
        let c = arr(vec![true, false], &[2, 1]);
        let x = iota(&[3]);
        let y = arr(vec![-1i64], &[1]);
        let w = where_(&c, &x, &y).unwrap();
        assert_eq!(w.shape(), &[2, 3]);
        assert_eq!(w.to_vec().unwrap(), vec![0, 1, 2, -1, -1, -1]);
        let w = where_(
            &arr(vec![false, true, true], &[3]),
            &transposed(&iota(&[3, 1])),
            &x,
        )
        .unwrap();
        // x' has shape (1, 3) = [[0, 1, 2]]
        assert_eq!(w.to_vec().unwrap(), vec![0, 1, 2]);
        assert!(matches!(
            where_(&arr(vec![true; 2], &[2]), &x, &y),
            Err(Error::ShapeMismatch { .. })
        ));
        let e = where_(
            &arr(Vec::<bool>::new(), &[0]),
            &x.with_layout(vec![1], vec![1], 0),
            &y,
        )
        .unwrap();
        assert_eq!(e.shape(), &[0]);
        let dev = Device::cpu();
        let s = where_(
            &Array::scalar(false, &dev).unwrap(),
            &Array::scalar(Complex64::new(1.0, 0.0), &dev).unwrap(),
            &Array::scalar(Complex64::new(0.0, 1.0), &dev).unwrap(),
        )
        .unwrap();
        assert_eq!((s.ndim(), s.item().unwrap()), (0, Complex64::new(0.0, 1.0)));
    }

    #[test]
    fn nonzero_and_argwhere_in_c_order() {
        let a = arr(vec![0.0f32, 1.5, f32::NAN, 0.0, -0.0, 2.0], &[2, 3]);
        let nz = nonzero(&a).unwrap();
        assert_eq!(nz.len(), 2);
        assert_eq!(nz[0].to_vec().unwrap(), vec![0, 0, 1]);
        assert_eq!(nz[1].to_vec().unwrap(), vec![1, 2, 2]);
        let w = argwhere(&a).unwrap();
        assert_eq!(w.shape(), &[3, 2]);
        assert_eq!(w.to_vec().unwrap(), vec![0, 1, 0, 2, 1, 2]);
        // Transposed view: C order of the view.
        let t = transposed(&a); // [[0,0],[1.5,-0],[nan,2]]
        assert_eq!(
            argwhere(&t).unwrap().to_vec().unwrap(),
            vec![1, 0, 2, 0, 2, 1]
        );
        let z = arr(
            vec![Complex32::new(0.0, 0.0), Complex32::new(0.0, 1.0)],
            &[2],
        );
        assert_eq!(nonzero(&z).unwrap()[0].to_vec().unwrap(), vec![1]);
        let none = nonzero(&arr(vec![0u64; 4], &[4])).unwrap();
        assert_eq!(none[0].shape(), &[0]);
        let e = nonzero(&arr(Vec::<i8>::new(), &[0, 2])).unwrap();
        assert_eq!((e.len(), e[1].shape()), (2, &[0usize] as &[usize]));
    }

    #[test]
    fn nonzero_0d_like_numpy() {
        let dev = Device::cpu();
        let s = Array::scalar(3i32, &dev).unwrap();
        assert!(matches!(nonzero(&s), Err(Error::InvalidArgument { .. })));
        assert_eq!(argwhere(&s).unwrap().shape(), &[1, 0]);
        let z = Array::scalar(f16::ZERO, &dev).unwrap();
        assert_eq!(argwhere(&z).unwrap().shape(), &[0, 0]);
    }

    #[test]
    fn compress_like_numpy() {
        let a = iota(&[3]);
        // np.compress([0,1,0,0,0], np.arange(3)): trailing false entries are fine.
        let c = arr(vec![false, true, false, false, false], &[5]);
        assert_eq!(compress(&c, &a, None).unwrap().to_vec().unwrap(), vec![1]);
        // np.compress([0,1,0,1], np.arange(3)): index 3 out of bounds.
        let c = arr(vec![false, true, false, true], &[4]);
        assert!(matches!(
            compress(&c, &a, None),
            Err(Error::IndexOutOfBounds {
                index: 3,
                axis: 0,
                size: 3
            })
        ));
        let m = iota(&[2, 3]);
        let c = arr(vec![true, false, true], &[3]);
        assert_eq!(
            compress(&c, &m, Some(-1)).unwrap().to_vec().unwrap(),
            vec![0, 2, 3, 5]
        );
        assert_eq!(
            compress(&c, &m, None).unwrap().to_vec().unwrap(),
            vec![0, 2]
        );
        assert!(matches!(
            compress(&arr(vec![true], &[1, 1]), &m, None),
            Err(Error::InvalidShape { .. })
        ));
    }

    #[test]
    fn boolean_mask_full_and_leading() {
        let a = iota(&[2, 3]);
        let m = arr(vec![true, false, true, false, false, true], &[2, 3]);
        assert_eq!(
            boolean_mask(&a, &m).unwrap().to_vec().unwrap(),
            vec![0, 2, 5]
        );
        // a[[True, False]] -> shape (1, 3)
        let r = boolean_mask(&a, &arr(vec![false, true], &[2])).unwrap();
        assert_eq!(
            (r.shape().to_vec(), r.to_vec().unwrap()),
            (vec![1, 3], vec![3, 4, 5])
        );
        // a[np.array(True)] -> shape (1, 2, 3)
        let dev = Device::cpu();
        let r = boolean_mask(&a, &Array::scalar(true, &dev).unwrap()).unwrap();
        assert_eq!(r.shape(), &[1, 2, 3]);
        let r = boolean_mask(&a, &Array::scalar(false, &dev).unwrap()).unwrap();
        assert_eq!(r.shape(), &[0, 2, 3]);
        // Views: transposed data, reversed mask.
        let t = transposed(&a); // [[0,3],[1,4],[2,5]]
        let mm = reversed_1d(&arr(vec![true, true, false], &[3])); // [F,T,T]
        assert_eq!(
            boolean_mask(&t, &mm).unwrap().to_vec().unwrap(),
            vec![1, 4, 2, 5]
        );
        assert!(matches!(
            boolean_mask(&a, &arr(vec![true; 3], &[3])),
            Err(Error::ShapeMismatch { .. })
        ));
        let h = arr(vec![bf16::from_f32(1.0), bf16::from_f32(2.0)], &[2]);
        assert_eq!(
            boolean_mask(&h, &arr(vec![false, true], &[2]))
                .unwrap()
                .to_vec()
                .unwrap(),
            vec![bf16::from_f32(2.0)]
        );
    }

    #[test]
    fn clip_semantics() {
        let a = arr(vec![1.0f64, f64::NAN, 3.0], &[3]);
        let r = clip(&a, Some(2.0), None).unwrap().to_vec().unwrap();
        assert_eq!((r[0], r[2]), (2.0, 3.0));
        assert!(r[1].is_nan());
        // np.clip([1., 2.], np.nan, 3) -> [nan, nan]
        let r = clip(&arr(vec![1.0f32, 2.0], &[2]), Some(f32::NAN), Some(3.0)).unwrap();
        assert!(r.to_vec().unwrap().iter().all(|x| x.is_nan()));
        // np.clip(np.arange(6), 4, 2) -> all 2
        let r = clip(&iota(&[6]), Some(4), Some(2)).unwrap();
        assert_eq!(r.to_vec().unwrap(), vec![2; 6]);
        // Both None: a copy (NumPy 2).
        assert_eq!(
            clip(&iota(&[3]), None, None).unwrap().to_vec().unwrap(),
            vec![0, 1, 2]
        );
        let t = transposed(&arr(vec![-5i8, 5, 10, -10], &[2, 2]));
        assert_eq!(
            clip(&t, Some(-6), Some(6)).unwrap().to_vec().unwrap(),
            vec![-5, 6, 5, -6]
        );
        let h = arr(vec![f16::from_f32(-1.0), f16::from_f32(0.25)], &[2]);
        assert_eq!(
            clip(&h, Some(f16::ZERO), None).unwrap().to_vec().unwrap(),
            vec![f16::ZERO, f16::from_f32(0.25)]
        );
        let b = arr(vec![false, true], &[2]);
        assert_eq!(
            clip(&b, Some(true), None).unwrap().to_vec().unwrap(),
            vec![true, true]
        );
        let z = arr(vec![Complex64::new(1.0, 1.0)], &[1]);
        assert!(matches!(
            clip(&z, Some(Complex64::new(0.0, 0.0)), None),
            Err(Error::Unsupported { .. })
        ));
        let e = clip(&arr(Vec::<u32>::new(), &[0, 4]), Some(1), Some(2)).unwrap();
        assert_eq!(e.shape(), &[0, 4]);
    }
}
