//! NumPy's array-manipulation and indexing routines, on every backend.
//!
//! - joining: [`concatenate`], [`stack`], [`hstack`], [`vstack`], [`dstack`];
//! - rearranging and tiling: [`roll`], [`repeat`], [`tile`], [`pad`];
//! - integer indexing: [`take`], [`take_along_axis`], [`put`], [`scatter_add`];
//! - selection: [`where_`], [`nonzero`], [`argwhere`], [`compress`], [`boolean_mask`], [`clip`].
//!
//! Shape logic and validation live here and in the submodules; the work is either region copies
//! through the copy engine (joining, tiling, padding: one copy per region, on either backend) or
//! one of the loops of `routines/cpu.rs` and their CUDA twins in `routines/cuda.rs`
//! (`kernels/routines.cu`). Integer indices are `Array<i64>` on the array's device; negative ones
//! count from the end, and an index out of range is [`Error::IndexOutOfBounds`] naming the first
//! such index in C order (on the GPU this costs one small read-back).

mod cpu;
pub(crate) mod cuda;
#[cfg(test)]
mod gpu_tests;
mod indexing;
mod join;
mod pad;
mod select;
mod tiling;

pub use indexing::{put, scatter_add, take, take_along_axis};
pub use join::{concatenate, dstack, hstack, stack, vstack};
pub use pad::{PadMode, pad};
pub use select::{argwhere, boolean_mask, clip, compress, nonzero, where_};
pub use tiling::{Repeats, repeat, roll, tile};

use crate::array::Array;
use crate::copy::{self, DstMut, RawLayout, collapse_axes};
use crate::device::{Backend, Device};
use crate::dtype::Element;
use crate::error::{Error, Result};

// ---------------------------------------------------------------- loops shared by both backends

/// A C-ordered loop over `shape` with one stride set (in elements) per operand. Axes are collapsed
/// where every operand allows it; the shape has at least one axis (a single element is `[1]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct StridedLoop {
    pub shape: Vec<usize>,
    pub strides: Vec<Vec<isize>>,
}

impl StridedLoop {
    /// The loop over `shape`, collapsed.
    pub fn new(shape: &[usize], strides: &[&[isize]]) -> Self {
        let (shape, strides) = collapse_axes(shape, strides);
        Self::at_least_1d(shape, strides)
    }

    /// The loop over `shape` without collapsing (when the positions themselves are wanted).
    pub fn uncollapsed(shape: &[usize], strides: &[&[isize]]) -> Self {
        Self::at_least_1d(shape.to_vec(), strides.iter().map(|s| s.to_vec()).collect())
    }

    fn at_least_1d(mut shape: Vec<usize>, mut strides: Vec<Vec<isize>>) -> Self {
        if shape.is_empty() {
            shape.push(1);
            strides.iter_mut().for_each(|s| s.push(0));
        }
        StridedLoop { shape, strides }
    }

    /// Number of iterations.
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }

    /// Number of axes.
    pub fn ndim(&self) -> usize {
        self.shape.len()
    }

    /// Shape then every stride set, as the kernels' `gsci_rt_layout<NDIM, NS>` expects.
    pub fn words(&self) -> Vec<i64> {
        let mut w = Vec::with_capacity(self.shape.len() * (1 + self.strides.len()));
        w.extend(self.shape.iter().map(|&n| n as i64));
        for s in &self.strides {
            w.extend(s.iter().map(|&x| x as i64));
        }
        w
    }
}

/// How a gather or scatter walks: over `shape` (the output of a take, or the target of a scatter),
/// with `base_strides` into the indexed array (zero on the index array's axes), `index_strides`
/// into the index array (zero elsewhere), and the indexed axis's length and stride.
#[derive(Clone, Debug)]
pub(crate) struct IndexPlan {
    pub shape: Vec<usize>,
    pub base_strides: Vec<isize>,
    pub index_strides: Vec<isize>,
    pub axis_len: usize,
    pub axis_stride: isize,
}

impl IndexPlan {
    /// `numpy.take` along `axis` of an array with this shape and these strides: the output shape
    /// is `shape[..axis] + ind_shape + shape[axis + 1..]`.
    pub fn take(
        shape: &[usize],
        strides: &[isize],
        ind_shape: &[usize],
        ind_strides: &[isize],
        axis: usize,
    ) -> Self {
        let k = ind_shape.len();
        let mut out_shape = shape[..axis].to_vec();
        out_shape.extend_from_slice(ind_shape);
        out_shape.extend_from_slice(&shape[axis + 1..]);
        let mut base = strides[..axis].to_vec();
        base.extend(std::iter::repeat_n(0, k));
        base.extend_from_slice(&strides[axis + 1..]);
        let mut index = vec![0isize; axis];
        index.extend_from_slice(ind_strides);
        index.extend(std::iter::repeat_n(0, shape.len() - axis - 1));
        IndexPlan {
            shape: out_shape,
            base_strides: base,
            index_strides: index,
            axis_len: shape[axis],
            axis_stride: strides[axis],
        }
    }

    /// Number of elements gathered or scattered.
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }
}

/// Which layout [`positions`] writes the positions of truthy elements in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Positions {
    /// Shape `(ndim, N)`: row `d` holds the `d`-th coordinate of every element (`nonzero`).
    AxisMajor,
    /// Shape `(N, ndim)`: one row of coordinates per element (`argwhere`).
    PointMajor,
    /// Shape `(N,)`: flat C-order positions (boolean masks, `compress`).
    Flat,
}

/// The positions of the truthy (nonzero) elements of `a`, in C order.
pub(crate) fn positions<T: Element>(a: &Array<T>, mode: Positions) -> Result<Array<i64>> {
    match a.device().backend() {
        Backend::Cpu => cpu::positions(a, mode),
        Backend::Cuda(c) => cuda::positions(c, a, mode),
    }
}

/// Checks that every index lies in `[-bound, bound)`; else [`Error::IndexOutOfBounds`] naming the
/// first bad index in C order, as NumPy does (`axis` is only reported).
pub(crate) fn validate_indices(indices: &Array<i64>, bound: usize, axis: usize) -> Result<()> {
    let bad = match indices.device().backend() {
        Backend::Cpu => cpu::first_bad_index(indices, bound)?,
        Backend::Cuda(c) => cuda::first_bad_index(c, indices, bound)?,
    };
    let Some(pos) = bad else {
        return Ok(());
    };
    // Read the offending value (error path only).
    let mut rem = pos;
    let mut off = indices.offset() as isize;
    for (&n, &s) in indices.shape().iter().zip(indices.strides()).rev() {
        off += (rem % n) as isize * s;
        rem /= n;
    }
    let index = indices
        .with_layout(Vec::new(), Vec::new(), off as usize)
        .item()?;
    Err(Error::IndexOutOfBounds {
        index,
        axis,
        size: bound,
    })
}

/// Gathers `src` along `plan` without validating the indices (the caller did, or built them).
pub(crate) fn gather<T: Element>(
    src: &Array<T>,
    indices: &Array<i64>,
    plan: &IndexPlan,
) -> Result<Array<T>> {
    match src.device().backend() {
        Backend::Cpu => cpu::gather(src, indices, plan),
        Backend::Cuda(c) => cuda::gather(c, src, indices, plan),
    }
}

// ---------------------------------------------------------------- layouts and views

/// `layout` restricted to `len` positions of `axis` starting at `start`.
pub(crate) fn sub(layout: &RawLayout, axis: usize, start: usize, len: usize) -> RawLayout {
    let mut l = layout.clone();
    l.offset = (l.offset as isize + start as isize * l.strides[axis]) as usize;
    l.shape[axis] = len;
    l
}

/// `layout` with `axis` traversed backwards.
pub(crate) fn reversed(layout: &RawLayout, axis: usize) -> RawLayout {
    let mut l = layout.clone();
    let n = l.shape[axis];
    if n > 0 {
        l.offset = (l.offset as isize + (n as isize - 1) * l.strides[axis]) as usize;
    }
    l.strides[axis] = -l.strides[axis];
    l
}

/// `layout` (of extent 1 on `axis`) repeated `len` times along `axis` (stride 0).
pub(crate) fn broadcast_axis(layout: &RawLayout, axis: usize, len: usize) -> RawLayout {
    let mut l = layout.clone();
    l.shape[axis] = len;
    l.strides[axis] = 0;
    l
}

/// A view of `a`'s storage with the layout `l` (which must stay inside the storage).
pub(crate) fn view<T: Element>(a: &Array<T>, l: &RawLayout) -> Array<T> {
    a.with_layout(l.shape.clone(), l.strides.clone(), l.offset)
}

/// `a` as a 1-D array in C order: a view when `a` is C-contiguous, else a contiguous copy.
pub(crate) fn flat<T: Element>(a: &Array<T>) -> Result<Array<T>> {
    let c = a.to_contiguous()?;
    Ok(c.with_layout(vec![c.len()], vec![1], c.offset()))
}

/// Copies the region `src` of `out`'s own storage into its region `dst` (disjoint from `src`), in
/// order with the work queued before. `out` must own its storage alone.
pub(crate) fn copy_within<T: Element>(
    out: &mut Array<T>,
    src: &RawLayout,
    dst: &RawLayout,
) -> Result<()> {
    debug_assert_eq!(src.shape, dst.shape);
    if src.shape.contains(&0) {
        return Ok(());
    }
    let device = out.device().clone();
    match (device.backend(), out.storage_mut()?) {
        (Backend::Cpu, DstMut::Host(buf)) => {
            cpu::copy_within(buf, src, dst);
            Ok(())
        }
        (Backend::Cuda(c), DstMut::Cuda(base)) => {
            copy::cuda::copy_cast::<T, T>(c, base, src, base, dst)
        }
        _ => Err(Error::invalid(
            "copy_within",
            "internal: storage on another backend",
        )),
    }
}

// ---------------------------------------------------------------- broadcasting and checks

/// NumPy's broadcast of several shapes.
///
/// # Errors
/// [`Error::ShapeMismatch`] naming the first two shapes that do not broadcast.
pub(crate) fn broadcast_shapes(op: &'static str, shapes: &[&[usize]]) -> Result<Vec<usize>> {
    let ndim = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
    let mut out = vec![1usize; ndim];
    let mut owner: Vec<Option<usize>> = vec![None; ndim];
    for (k, s) in shapes.iter().enumerate() {
        let pad = ndim - s.len();
        for (d, &n) in s.iter().enumerate() {
            let o = &mut out[pad + d];
            if n == *o || n == 1 {
                continue;
            }
            if *o == 1 {
                *o = n;
                owner[pad + d] = Some(k);
                continue;
            }
            let first = owner[pad + d].unwrap_or(0);
            return Err(Error::ShapeMismatch {
                op,
                left: shapes[first].to_vec(),
                right: s.to_vec(),
            });
        }
    }
    Ok(out)
}

/// The strides that broadcast an array of `shape`/`strides` to `to` (compatible by
/// [`broadcast_shapes`]): zero on the new leading axes and on axes of extent 1 that grow.
pub(crate) fn broadcast_strides(shape: &[usize], strides: &[isize], to: &[usize]) -> Vec<isize> {
    let pad = to.len() - shape.len();
    (0..to.len())
        .map(|d| {
            if d < pad || (shape[d - pad] == 1 && to[d] != 1) {
                0
            } else {
                strides[d - pad]
            }
        })
        .collect()
}

/// The strides broadcasting `a` to exactly `to` (NumPy's `broadcast_to`).
///
/// # Errors
/// [`Error::ShapeMismatch`] if `a` does not broadcast to `to`.
pub(crate) fn broadcast_to_strides<T: Element>(
    op: &'static str,
    a: &Array<T>,
    to: &[usize],
) -> Result<Vec<isize>> {
    let fits = a.ndim() <= to.len()
        && a.shape()
            .iter()
            .zip(&to[to.len() - a.ndim()..])
            .all(|(&n, &m)| n == m || n == 1);
    if !fits {
        return Err(Error::ShapeMismatch {
            op,
            left: a.shape().to_vec(),
            right: to.to_vec(),
        });
    }
    Ok(broadcast_strides(a.shape(), a.strides(), to))
}

/// Errors unless `other` is on `first`'s device.
pub(crate) fn same_device(op: &'static str, first: &Device, other: &Device) -> Result<()> {
    first.check_same(other, op)
}

/// The backend's name for error messages.
pub(crate) fn backend_name(device: &Device) -> &'static str {
    if device.is_cpu() { "cpu" } else { "cuda" }
}

// ---------------------------------------------------------------- methods

impl<T: Element> Array<T> {
    /// Elements at `indices` along `axis` (flattened when `None`); see [`take`].
    ///
    /// Equivalent to `numpy.ndarray.take`.
    ///
    /// # Errors
    /// As [`take`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let dev = Device::cpu();
    /// let a = Array::from_vec(vec![10i32, 20, 30], &[3], &dev)?;
    /// let i = Array::from_vec(vec![2i64, -3], &[2], &dev)?;
    /// assert_eq!(a.take(&i, None)?.to_vec()?, vec![30, 10]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn take(&self, indices: &Array<i64>, axis: Option<isize>) -> Result<Array<T>> {
        take(self, indices, axis)
    }

    /// Writes `values` (cycled) at the flat `indices`; see [`put`].
    ///
    /// Equivalent to `numpy.ndarray.put`.
    ///
    /// # Errors
    /// As [`put`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let dev = Device::cpu();
    /// let mut a = Array::from_vec(vec![0i32; 4], &[4], &dev)?;
    /// a.put(&Array::from_vec(vec![1i64, 3], &[2], &dev)?, &Array::scalar(7, &dev)?)?;
    /// assert_eq!(a.to_vec()?, vec![0, 7, 0, 7]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn put(&mut self, indices: &Array<i64>, values: &Array<T>) -> Result<()> {
        put(self, indices, values)
    }

    /// Each element repeated; see [`repeat`].
    ///
    /// Equivalent to `numpy.ndarray.repeat`.
    ///
    /// # Errors
    /// As [`repeat`].
    ///
    /// ```
    /// use gsci_core::{Array, Device, Repeats};
    /// let a = Array::from_vec(vec![1u8, 2], &[2], &Device::cpu())?;
    /// assert_eq!(a.repeat(Repeats::Scalar(2), None)?.to_vec()?, vec![1, 1, 2, 2]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn repeat(&self, repeats: Repeats, axis: Option<isize>) -> Result<Array<T>> {
        repeat(self, repeats, axis)
    }

    /// Values limited to `[min, max]`; see [`clip`].
    ///
    /// Equivalent to `numpy.ndarray.clip`.
    ///
    /// # Errors
    /// As [`clip`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![-2.0f64, 0.5, 3.0], &[3], &Device::cpu())?;
    /// assert_eq!(a.clip(Some(0.0), Some(1.0))?.to_vec()?, vec![0.0, 0.5, 1.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn clip(&self, min: Option<T>, max: Option<T>) -> Result<Array<T>> {
        clip(self, min, max)
    }

    /// Indices of the nonzero elements, one array per axis; see [`nonzero`].
    ///
    /// Equivalent to `numpy.ndarray.nonzero`.
    ///
    /// # Errors
    /// As [`nonzero`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![0i32, 5, 0, 7], &[4], &Device::cpu())?;
    /// assert_eq!(a.nonzero()?[0].to_vec()?, vec![1, 3]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn nonzero(&self) -> Result<Vec<Array<i64>>> {
        nonzero(self)
    }

    /// The slices along `axis` where `condition` is true; see [`compress`].
    ///
    /// Equivalent to `numpy.ndarray.compress`.
    ///
    /// # Errors
    /// As [`compress`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let dev = Device::cpu();
    /// let a = Array::from_vec(vec![1i32, 2, 3], &[3], &dev)?;
    /// let c = Array::from_vec(vec![true, false, true], &[3], &dev)?;
    /// assert_eq!(a.compress(&c, None)?.to_vec()?, vec![1, 3]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn compress(&self, condition: &Array<bool>, axis: Option<isize>) -> Result<Array<T>> {
        compress(condition, self, axis)
    }
}

#[cfg(test)]
pub(crate) mod test_util {
    use crate::{Array, Device, Element};

    /// A CPU array from C-ordered values.
    pub fn arr<T: Element>(v: Vec<T>, shape: &[usize]) -> Array<T> {
        Array::from_vec(v, shape, &Device::cpu()).expect("valid test array")
    }

    /// 0..n as i64, with `shape`.
    pub fn iota(shape: &[usize]) -> Array<i64> {
        let n: usize = shape.iter().product();
        arr((0..n as i64).collect(), shape)
    }

    /// Indices as an i64 array.
    pub fn idx(v: &[i64], shape: &[usize]) -> Array<i64> {
        arr(v.to_vec(), shape)
    }

    /// A reversed view of a 1-D array (negative stride).
    pub fn reversed_1d<T: Element>(a: &Array<T>) -> Array<T> {
        let n = a.shape()[0];
        a.with_layout(vec![n], vec![-a.strides()[0]], a.offset() + n - 1)
    }

    /// The transpose of a 2-D array (a view).
    pub fn transposed<T: Element>(a: &Array<T>) -> Array<T> {
        a.with_layout(
            vec![a.shape()[1], a.shape()[0]],
            vec![a.strides()[1], a.strides()[0]],
            a.offset(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broadcast_shapes_numpy_rules() {
        assert_eq!(
            broadcast_shapes("t", &[&[2, 1], &[3], &[]]).unwrap(),
            vec![2, 3]
        );
        assert_eq!(broadcast_shapes("t", &[&[0], &[1]]).unwrap(), vec![0]);
        let e = broadcast_shapes("t", &[&[2, 3], &[1], &[4]]).unwrap_err();
        assert!(
            matches!(e, Error::ShapeMismatch { ref left, ref right, .. } if left == &[2, 3] && right == &[4]),
            "{e}"
        );
    }

    #[test]
    fn broadcast_strides_zero_on_grown_axes() {
        assert_eq!(
            broadcast_strides(&[3, 1], &[5, 7], &[2, 3, 4]),
            vec![0, 5, 0]
        );
        assert_eq!(broadcast_strides(&[1], &[9], &[1]), vec![9]);
    }

    #[test]
    fn strided_loop_collapses_and_keeps_rank_one() {
        let l = StridedLoop::new(&[2, 3], &[&[3, 1], &[0, 0]]);
        assert_eq!(l.shape, vec![6]);
        let l = StridedLoop::new(&[], &[&[], &[]]);
        assert_eq!(
            (l.shape.clone(), l.strides.clone()),
            (vec![1], vec![vec![0], vec![0]])
        );
        assert_eq!(l.words(), vec![1, 0, 0]);
    }

    #[test]
    fn take_plan_shapes() {
        let p = IndexPlan::take(&[2, 3, 4], &[12, 4, 1], &[5, 6], &[6, 1], 1);
        assert_eq!(p.shape, vec![2, 5, 6, 4]);
        assert_eq!(p.base_strides, vec![12, 0, 0, 1]);
        assert_eq!(p.index_strides, vec![0, 6, 1, 0]);
        assert_eq!((p.axis_len, p.axis_stride), (3, 4));
    }
}
