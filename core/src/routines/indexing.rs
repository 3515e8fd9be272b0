//! Integer-array indexing: take, take_along_axis, put, scatter_add. Indices are `Array<i64>` on the
//! array's device, validated (one small read-back on the GPU) before anything is read or written.

use super::{
    IndexPlan, broadcast_to_strides, cpu, cuda, flat, gather, same_device, validate_indices,
};
use crate::array::{Array, c_strides, normalize_axis};
use crate::copy::DstMut;
use crate::device::Backend;
use crate::dtype::Element;
use crate::error::{Error, Result};

/// Elements of `a` at `indices` along `axis`, or of the flattened `a` when `axis` is `None`. The
/// result has shape `a.shape[..axis] + indices.shape + a.shape[axis + 1..]`. Negative indices count
/// from the end.
///
/// Equivalent to `numpy.take` (with `mode='raise'`).
///
/// # Errors
/// [`Error::IndexOutOfBounds`] naming the first index (in C order) outside `[-n, n)`;
/// [`Error::AxisOutOfBounds`]; [`Error::DeviceMismatch`] if `indices` is on another device.
///
/// ```
/// use gsci_core::{take, Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3], &dev)?;
/// let i = Array::from_vec(vec![2i64, 0], &[2], &dev)?;
/// assert_eq!(take(&a, &i, Some(1))?.to_vec()?, vec![3, 1, 6, 4]);
/// assert_eq!(take(&a, &i, None)?.to_vec()?, vec![3, 1]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn take<T: Element>(
    a: &Array<T>,
    indices: &Array<i64>,
    axis: Option<isize>,
) -> Result<Array<T>> {
    same_device("take", a.device(), indices.device())?;
    let (src, axis) = match axis {
        None => (flat(a)?, 0),
        Some(ax) => (a.clone(), normalize_axis(ax, a.ndim())?),
    };
    let plan = IndexPlan::take(
        src.shape(),
        src.strides(),
        indices.shape(),
        indices.strides(),
        axis,
    );
    // NumPy checks indices only while producing elements: an empty result never fails.
    if plan.len() == 0 {
        return Array::empty(&plan.shape, a.device());
    }
    validate_indices(indices, plan.axis_len, axis)?;
    gather(&src, indices, &plan)
}

/// Elements of `a` picked along `axis` by `indices`, which has `a`'s number of dimensions and
/// broadcasts against `a` on every other axis (`axis = None`: `a` flattened, `indices` 1-D).
///
/// Equivalent to `numpy.take_along_axis`.
///
/// # Errors
/// [`Error::ShapeMismatch`] when the ranks differ or the other axes do not broadcast;
/// [`Error::IndexOutOfBounds`]; [`Error::AxisOutOfBounds`]; [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{take_along_axis, Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![10, 30, 20, 60, 40, 50], &[2, 3], &dev)?;
/// let i = Array::from_vec(vec![1i64, 0], &[2, 1], &dev)?; // argmax of each row
/// assert_eq!(take_along_axis(&a, &i, Some(1))?.to_vec()?, vec![30, 60]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn take_along_axis<T: Element>(
    a: &Array<T>,
    indices: &Array<i64>,
    axis: Option<isize>,
) -> Result<Array<T>> {
    const OP: &str = "take_along_axis";
    same_device(OP, a.device(), indices.device())?;
    let mismatch = || Error::ShapeMismatch {
        op: OP,
        left: a.shape().to_vec(),
        right: indices.shape().to_vec(),
    };
    let (src, axis) = match axis {
        None => {
            if indices.ndim() != 1 {
                return Err(mismatch());
            }
            (flat(a)?, 0)
        }
        Some(ax) => {
            let ax = normalize_axis(ax, a.ndim())?;
            if indices.ndim() != a.ndim() {
                return Err(mismatch());
            }
            (a.clone(), ax)
        }
    };
    let nd = src.ndim();
    let (mut shape, mut base, mut index) = (vec![0; nd], vec![0; nd], vec![0; nd]);
    for d in 0..nd {
        let (n, m) = (src.shape()[d], indices.shape()[d]);
        if d == axis {
            (shape[d], index[d]) = (m, indices.strides()[d]);
            continue;
        }
        shape[d] = match (n, m) {
            _ if n == m => n,
            (1, _) => m,
            (_, 1) => n,
            _ => return Err(mismatch()),
        };
        base[d] = if n == 1 { 0 } else { src.strides()[d] };
        index[d] = if m == 1 { 0 } else { indices.strides()[d] };
    }
    let plan = IndexPlan {
        shape,
        base_strides: base,
        index_strides: index,
        axis_len: src.shape()[axis],
        axis_stride: src.strides()[axis],
    };
    if plan.len() == 0 {
        return Array::empty(&plan.shape, a.device());
    }
    validate_indices(indices, plan.axis_len, axis)?;
    gather(&src, indices, &plan)
}

/// Sets the elements of the flattened `a` at `indices` to `values`, in place; `values` (flattened)
/// is cycled when shorter than `indices`. With repeated indices the last write wins on the CPU; on
/// the GPU which one wins is unspecified.
///
/// `a` becomes the sole owner of C-contiguous storage first (copy-on-write): views taken from it
/// earlier keep their old values.
///
/// Equivalent to `numpy.put` (with `mode='raise'`).
///
/// # Errors
/// [`Error::IndexOutOfBounds`] (then `a` is unchanged); [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{put, Array, Device};
/// let dev = Device::cpu();
/// let mut a = Array::from_vec(vec![0.0f32; 5], &[5], &dev)?;
/// let i = Array::from_vec(vec![0i64, 2, -1], &[3], &dev)?;
/// put(&mut a, &i, &Array::from_vec(vec![7.0, 8.0], &[2], &dev)?)?;
/// assert_eq!(a.to_vec()?, vec![7.0, 0.0, 8.0, 0.0, 7.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn put<T: Element>(a: &mut Array<T>, indices: &Array<i64>, values: &Array<T>) -> Result<()> {
    const OP: &str = "put";
    same_device(OP, a.device(), indices.device())?;
    same_device(OP, a.device(), values.device())?;
    if indices.is_empty() || values.is_empty() {
        return Ok(());
    }
    let n = a.len();
    validate_indices(indices, n, 0)?;
    let values = values.to_contiguous()?;
    a.make_unique()?;
    let device = a.device().clone();
    match (device.backend(), a.storage_mut()?) {
        (Backend::Cpu, DstMut::Host(buf)) => {
            let v = values.view_cpu().expect("CPU array");
            let v = v.as_slice().expect("contiguous values");
            cpu::put(&mut buf[..n], indices, v);
            Ok(())
        }
        (Backend::Cuda(c), DstMut::Cuda(base)) => cuda::put(c, base, n, indices, &values),
        _ => Err(Error::invalid(OP, "internal: storage on another backend")),
    }
}

/// Adds `values` into `a` at `indices`, unbuffered: repeated indices accumulate. Along `axis`, the
/// target is `a[.., indices, ..]` (shape `a.shape[..axis] + indices.shape + a.shape[axis + 1..]`);
/// with `None`, the flattened `a`. `values` broadcasts to the target's shape. Integers wrap on
/// overflow; for bool, adding is `or`.
///
/// `a` becomes the sole owner of C-contiguous storage first (copy-on-write): views taken from it
/// earlier keep their old values. On the GPU the additions are atomic, so floating-point sums may
/// round in a different order than on the CPU.
///
/// Equivalent to `numpy.add.at(a, indices, values)` (with `axis`:
/// `numpy.add.at(a, (slice(None),) * axis + (indices,), values)`).
///
/// # Errors
/// [`Error::IndexOutOfBounds`] (then `a` is unchanged); [`Error::AxisOutOfBounds`];
/// [`Error::ShapeMismatch`] if `values` does not broadcast; [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{scatter_add, Array, Device};
/// let dev = Device::cpu();
/// let mut a = Array::from_vec(vec![0i32; 4], &[4], &dev)?;
/// let i = Array::from_vec(vec![1i64, 1, 3, -3], &[4], &dev)?;
/// scatter_add(&mut a, &i, &Array::scalar(5, &dev)?, None)?;
/// assert_eq!(a.to_vec()?, vec![0, 15, 0, 5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn scatter_add<T: Element>(
    a: &mut Array<T>,
    indices: &Array<i64>,
    values: &Array<T>,
    axis: Option<isize>,
) -> Result<()> {
    const OP: &str = "scatter_add";
    same_device(OP, a.device(), indices.device())?;
    same_device(OP, a.device(), values.device())?;
    // Planned over the C-contiguous layout `a` has after make_unique.
    let (shape, axis) = match axis {
        None => (vec![a.len()], 0),
        Some(ax) => (a.shape().to_vec(), normalize_axis(ax, a.ndim())?),
    };
    let plan = IndexPlan::take(
        &shape,
        &c_strides(&shape),
        indices.shape(),
        indices.strides(),
        axis,
    );
    let vals_strides = broadcast_to_strides(OP, values, &plan.shape)?;
    if plan.len() == 0 {
        return Ok(());
    }
    validate_indices(indices, plan.axis_len, axis)?;
    a.make_unique()?;
    let device = a.device().clone();
    match (device.backend(), a.storage_mut()?) {
        (Backend::Cpu, DstMut::Host(buf)) => {
            cpu::scatter_add(buf, &plan, indices, values, &vals_strides)
        }
        (Backend::Cuda(c), DstMut::Cuda(base)) => {
            cuda::scatter_add(c, base, &plan, indices, values, &vals_strides)
        }
        _ => Err(Error::invalid(OP, "internal: storage on another backend")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routines::test_util::{arr, idx, iota, reversed_1d, transposed};
    use crate::{Complex32, Device};
    use half::{bf16, f16};

    #[test]
    fn take_flat_axis_and_negative_indices() {
        let a = iota(&[2, 3]);
        let i = idx(&[2, -3, 1], &[3]);
        assert_eq!(take(&a, &i, None).unwrap().to_vec().unwrap(), vec![2, 3, 1]);
        let t = take(&a, &idx(&[2, 0, -1, 1], &[2, 2]), Some(1)).unwrap();
        assert_eq!(t.shape(), &[2, 2, 2]);
        assert_eq!(t.to_vec().unwrap(), vec![2, 0, 2, 1, 5, 3, 5, 4]);
        let t = take(&a, &idx(&[1, 1], &[2]), Some(-2)).unwrap();
        assert_eq!(t.to_vec().unwrap(), vec![3, 4, 5, 3, 4, 5]);
        // 0-d index: the axis disappears.
        let t = take(&a, &Array::scalar(-1i64, &Device::cpu()).unwrap(), Some(1)).unwrap();
        assert_eq!(
            (t.shape().to_vec(), t.to_vec().unwrap()),
            (vec![2], vec![2, 5])
        );
    }

    #[test]
    fn take_errors_like_numpy() {
        let a = arr(vec![1i8, 2, 3], &[3]);
        match take(&a, &idx(&[1, -4, 7], &[1, 3]), None) {
            Err(Error::IndexOutOfBounds { index, axis, size }) => {
                assert_eq!((index, axis, size), (-4, 0, 3))
            }
            Ok(_) => panic!("index -4 is out of bounds for size 3"),
            Err(e) => panic!("{e}"),
        }
        assert!(matches!(
            take(&a, &idx(&[0], &[1]), Some(1)),
            Err(Error::AxisOutOfBounds { .. })
        ));
        let e = arr(Vec::<f32>::new(), &[0, 3]);
        // np.take(np.zeros((0,3)), [5], axis=0): non-empty take from an empty axis.
        assert!(take(&e, &idx(&[5], &[1]), Some(0)).is_err());
        // np.take(np.zeros((0,3)), [5], axis=1): empty result, nothing checked.
        assert_eq!(
            take(&e, &idx(&[5], &[1]), Some(1)).unwrap().shape(),
            &[0, 1]
        );
        assert_eq!(
            take(&a, &idx(&[], &[0]), None).unwrap().shape(),
            &[0usize] as &[usize]
        );
    }

    #[test]
    fn take_from_views_with_view_indices() {
        let t = transposed(&iota(&[2, 3])); // [[0,3],[1,4],[2,5]]
        let i = reversed_1d(&idx(&[0, 1, 2], &[3])); // [2,1,0]
        assert_eq!(
            take(&t, &i, Some(0)).unwrap().to_vec().unwrap(),
            vec![2, 5, 1, 4, 0, 3]
        );
        assert_eq!(take(&t, &i, None).unwrap().to_vec().unwrap(), vec![1, 3, 0]);
        let h = arr(
            vec![f16::from_f32(1.0), f16::from_f32(2.0), f16::from_f32(3.0)],
            &[3],
        );
        assert_eq!(
            take(&h, &idx(&[-1, 0], &[2]), Some(0))
                .unwrap()
                .to_vec()
                .unwrap(),
            vec![f16::from_f32(3.0), f16::from_f32(1.0)]
        );
        let b = arr(vec![true, false], &[2]);
        assert_eq!(
            take(&b, &idx(&[1, 1, 0], &[3]), None)
                .unwrap()
                .to_vec()
                .unwrap(),
            vec![false, false, true]
        );
    }

    #[test]
    fn take_along_axis_broadcasts() {
        let a = iota(&[2, 3]);
        let r = take_along_axis(&a, &idx(&[2, 0], &[2, 1]), Some(1)).unwrap();
        assert_eq!(
            (r.shape().to_vec(), r.to_vec().unwrap()),
            (vec![2, 1], vec![2, 3])
        );
        // np.take_along_axis(np.arange(6).reshape(2,3), [[2,1]], axis=1)
        let r = take_along_axis(&a, &idx(&[2, 1], &[1, 2]), Some(1)).unwrap();
        assert_eq!(r.to_vec().unwrap(), vec![2, 1, 5, 4]);
        let r = take_along_axis(&a, &idx(&[1, 0, -1], &[1, 3]), Some(0)).unwrap();
        assert_eq!(r.to_vec().unwrap(), vec![3, 1, 5]);
        let r = take_along_axis(&a, &idx(&[2, 1, 0, 5], &[4]), None).unwrap();
        assert_eq!(r.to_vec().unwrap(), vec![2, 1, 0, 5]);
        assert!(matches!(
            take_along_axis(&a, &idx(&[0], &[1]), Some(1)),
            Err(Error::ShapeMismatch { .. })
        ));
        assert!(matches!(
            take_along_axis(&a, &idx(&[0, 0, 0, 0, 0, 0], &[3, 2]), Some(1)),
            Err(Error::ShapeMismatch { .. })
        ));
        assert!(matches!(
            take_along_axis(&a, &idx(&[3, 0], &[2, 1]), Some(1)),
            Err(Error::IndexOutOfBounds {
                index: 3,
                axis: 1,
                size: 3
            })
        ));
        assert!(take_along_axis(&a, &idx(&[0], &[1, 1]), None).is_err());
    }

    #[test]
    fn put_cycles_values_and_copies_on_write() {
        let mut a = arr(vec![0.0f64, 1.0, 2.0, 3.0], &[4]);
        let view = a.clone();
        // np.put(np.arange(4.), [0,2,2,-1], [10,20])
        put(
            &mut a,
            &idx(&[0, 2, 2, -1], &[4]),
            &arr(vec![10.0, 20.0], &[2]),
        )
        .unwrap();
        assert_eq!(a.to_vec().unwrap(), vec![10.0, 1.0, 10.0, 20.0]);
        assert_eq!(view.to_vec().unwrap(), vec![0.0, 1.0, 2.0, 3.0]);
        // Out of range: error, `a` unchanged.
        assert!(matches!(
            put(&mut a, &idx(&[1, 4], &[2]), &arr(vec![5.0], &[1])),
            Err(Error::IndexOutOfBounds { index: 4, .. })
        ));
        assert_eq!(a.to_vec().unwrap(), vec![10.0, 1.0, 10.0, 20.0]);
        // No values: nothing happens (NumPy does not even check the indices).
        put(&mut a, &idx(&[9], &[1]), &arr(Vec::new(), &[0])).unwrap();
        // Into a transposed view: flat C order of the view.
        let mut t = transposed(&iota(&[2, 3])); // [[0,3],[1,4],[2,5]]
        put(&mut t, &idx(&[1, 4], &[2]), &arr(vec![-1, -2], &[2, 1])).unwrap();
        assert_eq!(t.shape(), &[3, 2]);
        assert_eq!(t.to_vec().unwrap(), vec![0, -1, 1, 4, -2, 5]);
        let mut z = arr(vec![Complex32::new(0.0, 0.0); 2], &[2]);
        put(
            &mut z,
            &idx(&[1], &[1]),
            &arr(vec![Complex32::new(1.0, -1.0)], &[1]),
        )
        .unwrap();
        assert_eq!(z.to_vec().unwrap()[1], Complex32::new(1.0, -1.0));
    }

    #[test]
    fn scatter_add_accumulates_like_add_at() {
        // np.add.at(np.zeros(3, np.int8), [0, 0, 2], 100)
        let mut c = arr(vec![0i8; 3], &[3]);
        scatter_add(
            &mut c,
            &idx(&[0, 0, 2], &[3]),
            &Array::scalar(100i8, &Device::cpu()).unwrap(),
            None,
        )
        .unwrap();
        assert_eq!(c.to_vec().unwrap(), vec![-56, 0, 100]);
        let mut b = arr(vec![false; 3], &[3]);
        scatter_add(
            &mut b,
            &idx(&[0, 0, 2], &[3]),
            &arr(vec![true, false, true], &[3]),
            None,
        )
        .unwrap();
        assert_eq!(b.to_vec().unwrap(), vec![true, false, true]);
        // Along an axis: a[:, [0, 0, 2]] += values (broadcast from shape (3,)).
        let mut m = arr(vec![0.0f32; 6], &[2, 3]);
        scatter_add(
            &mut m,
            &idx(&[0, 0, -1], &[3]),
            &arr(vec![1.0, 2.0, 3.0], &[3]),
            Some(1),
        )
        .unwrap();
        assert_eq!(m.to_vec().unwrap(), vec![3.0, 0.0, 3.0, 3.0, 0.0, 3.0]);
        // Rows: a[[1, 1], :] += [[0,1,2],[3,4,5]]
        let mut m = arr(vec![0.0f32; 6], &[2, 3]);
        scatter_add(
            &mut m,
            &idx(&[1, 1], &[2]),
            &iota(&[2, 3]).astype().unwrap(),
            Some(0),
        )
        .unwrap();
        assert_eq!(m.to_vec().unwrap(), vec![0.0, 0.0, 0.0, 3.0, 5.0, 7.0]);
    }

    #[test]
    fn scatter_add_errors_and_dtypes() {
        let mut a = arr(vec![bf16::from_f32(1.0); 2], &[2]);
        let one = arr(vec![bf16::from_f32(0.5)], &[1]);
        scatter_add(&mut a, &idx(&[1, 1, 1], &[3]), &one, None).unwrap();
        assert_eq!(
            a.to_vec().unwrap(),
            vec![bf16::from_f32(1.0), bf16::from_f32(2.5)]
        );
        assert!(matches!(
            scatter_add(&mut a, &idx(&[2], &[1]), &one, None),
            Err(Error::IndexOutOfBounds {
                index: 2,
                axis: 0,
                size: 2
            })
        ));
        assert!(matches!(
            scatter_add(
                &mut a,
                &idx(&[0], &[1]),
                &arr(vec![bf16::ZERO; 2], &[2]),
                None
            ),
            Err(Error::ShapeMismatch { .. })
        ));
        assert!(matches!(
            scatter_add(&mut a, &idx(&[0], &[1]), &one, Some(1)),
            Err(Error::AxisOutOfBounds { .. })
        ));
        let mut u = arr(vec![250u8], &[1]);
        scatter_add(&mut u, &idx(&[0, 0], &[2]), &arr(vec![3u8], &[1]), Some(0)).unwrap();
        assert_eq!(u.to_vec().unwrap(), vec![0]);
        let mut z = arr(vec![Complex32::new(1.0, 1.0)], &[1]);
        scatter_add(
            &mut z,
            &idx(&[0, 0], &[2]),
            &arr(vec![Complex32::new(0.5, -2.0)], &[1]),
            None,
        )
        .unwrap();
        assert_eq!(z.to_vec().unwrap(), vec![Complex32::new(2.0, -3.0)]);
        // Nothing to add: no error, nothing changes.
        scatter_add(
            &mut z,
            &idx(&[], &[0]),
            &arr(vec![Complex32::new(9.0, 9.0)], &[1]),
            None,
        )
        .unwrap();
        assert_eq!(z.to_vec().unwrap(), vec![Complex32::new(2.0, -3.0)]);
    }
}
