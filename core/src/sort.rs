//! Sorting and searching, NumPy's: [`sort`], [`argsort`], [`partition`], [`argpartition`],
//! [`lexsort`], [`searchsorted`] and [`unique`], on every backend and dtype.
//!
//! Order: NumPy's. NaNs sort last; complex values sort lexicographically by real then imaginary
//! part, with NaNs placed as `[R + Rj, R + nanj, nan + Rj, nan + nanj]`; `-0.0` and `0.0` are
//! equal (argsort keeps them in input order). [`argsort`] is always stable (a stable order is a
//! valid result for every `kind`), and so is the order of equal values in [`sort`].
//!
//! The CPU backend sorts order-preserving integer keys (see `sort/keys.rs`) with rayon. The CUDA
//! backend is an LSD radix sort written for gsci (`kernels/sort.cu`): per-tile digit histograms,
//! one exclusive scan, and a stable scatter with warp-level ranking, 8 bits per pass, at the
//! dtype's width (one pass for 8-bit types, eight for 64-bit ones). Sorting along an axis of a
//! batch sorts the keys first and then the row numbers, stably (LSD order), so one device-wide
//! sort serves any batch shape. [`unique`] reads one count back to the host (its output size
//! depends on the data); nothing else synchronises.

pub(crate) mod cpu;
pub(crate) mod cuda;
pub(crate) mod keys;
#[cfg(test)]
mod tests;

use crate::array::{Array, normalize_axis};
use crate::device::Backend;
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::routines::take_along_axis;

/// Keyword arguments of [`sort`] and [`argsort`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SortOptions {
    /// The axis to sort along; `None` sorts the flattened array. NumPy's default is `-1`.
    pub axis: Option<isize>,
    /// NumPy's `stable=`. gsci always sorts stably, so this only documents intent.
    pub stable: Option<bool>,
}

impl Default for SortOptions {
    fn default() -> Self {
        SortOptions {
            axis: Some(-1),
            stable: None,
        }
    }
}

/// An array as a C-contiguous batch of rows: the sorted axis last.
pub(crate) struct Rows<T: Element> {
    /// `(batch..., n)`, C-contiguous.
    pub data: Array<T>,
    pub batch: usize,
    pub n: usize,
    /// The axis the rows came from (in the shape `shape`).
    pub axis: usize,
    /// The shape of the (possibly flattened) input.
    pub shape: Vec<usize>,
}

impl<T: Element> Rows<T> {
    /// `a` with `axis` moved last, contiguous; `None` flattens.
    pub fn new(a: &Array<T>, axis: Option<isize>) -> Result<Self> {
        let (a, axis) = match axis {
            None => (a.ravel()?, 0),
            Some(ax) => (a.clone(), normalize_axis(ax, a.ndim())?),
        };
        let n = a.shape()[axis];
        let batch = a.len().checked_div(n).unwrap_or(0);
        let data = a.moveaxis(&[axis as isize], &[-1])?.to_contiguous()?;
        Ok(Rows {
            data,
            batch,
            n,
            axis,
            shape: a.shape().to_vec(),
        })
    }

    /// The shape of `data` (the axis last).
    pub fn moved_shape(&self) -> Vec<usize> {
        let mut s = self.shape.clone();
        let n = s.remove(self.axis);
        s.push(n);
        s
    }

    /// A result laid out like `data` (axis last) put back in the input's axis order, C-contiguous.
    pub fn restore<U: Element>(&self, out: Array<U>) -> Result<Array<U>> {
        let out = out.reshape(
            &self
                .moved_shape()
                .iter()
                .map(|&d| d as isize)
                .collect::<Vec<_>>(),
        )?;
        out.moveaxis(&[-1], &[self.axis as isize])?.to_contiguous()
    }
}

/// Returns a sorted copy of an array.
///
/// Equivalent to `numpy.sort`.
///
/// # Errors
/// [`Error::AxisOutOfBounds`] for a bad axis; [`Error::Unsupported`] on CUDA for more than
/// 2^32 - 1 elements.
///
/// ```
/// use gsci_core::{sort::{sort, SortOptions}, Array, Device};
/// let a = Array::from_vec(vec![3.0f32, f32::NAN, -1.0, 2.0], &[4], &Device::cpu())?;
/// let s = sort(&a, &SortOptions::default())?.to_vec()?;
/// assert_eq!(&s[..3], &[-1.0, 2.0, 3.0]);
/// assert!(s[3].is_nan());
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn sort<T: Element>(a: &Array<T>, opts: &SortOptions) -> Result<Array<T>> {
    let rows = Rows::new(a, opts.axis)?;
    if rows.data.is_empty() {
        return rows.restore(rows.data.clone());
    }
    let out = match a.device().backend() {
        Backend::Cpu => cpu::sort_rows(&rows.data, rows.n)?,
        Backend::Cuda(c) => cuda::sort_rows(c, &rows.data, rows.batch, rows.n)?,
    };
    rows.restore(out)
}

/// Returns the indices that would sort an array (stable).
///
/// Equivalent to `numpy.argsort` (with `stable=True`).
///
/// # Errors
/// As [`sort`].
///
/// ```
/// use gsci_core::{sort::{argsort, SortOptions}, Array, Device};
/// let a = Array::from_vec(vec![2i32, 1, 2, 0], &[4], &Device::cpu())?;
/// assert_eq!(argsort(&a, &SortOptions::default())?.to_vec()?, vec![3, 1, 0, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn argsort<T: Element>(a: &Array<T>, opts: &SortOptions) -> Result<Array<i64>> {
    let rows = Rows::new(a, opts.axis)?;
    if rows.data.is_empty() {
        return rows.restore(Array::<i64>::empty(rows.data.shape(), a.device())?);
    }
    let out = match a.device().backend() {
        Backend::Cpu => cpu::argsort_rows(&rows.data, rows.n)?,
        Backend::Cuda(c) => cuda::argsort_rows(c, &rows.data, rows.batch, rows.n)?,
    };
    rows.restore(out)
}

/// Keyword arguments of [`partition`] and [`argpartition`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PartitionOptions {
    /// The axis to partition along; `None` partitions the flattened array. Default `-1`.
    pub axis: Option<isize>,
}

impl Default for PartitionOptions {
    fn default() -> Self {
        PartitionOptions { axis: Some(-1) }
    }
}

fn check_kth(kth: &[isize], n: usize, op: &'static str) -> Result<()> {
    for &k in kth {
        if k < -(n as isize) || k >= n as isize {
            return Err(Error::invalid(op, format!("kth(={k}) out of bounds ({n})")));
        }
    }
    Ok(())
}

/// Returns a partitioned copy: the element at each `kth` position is where a sort puts it, no
/// larger element before it and no smaller one after it.
///
/// Equivalent to `numpy.partition`. The result is the fully sorted array, which satisfies every
/// `kth` at once (NumPy leaves the order inside each part unspecified).
///
/// # Errors
/// [`Error::InvalidArgument`] if a `kth` lies outside `[-n, n)`; as [`sort`] otherwise.
///
/// ```
/// use gsci_core::{sort::{partition, PartitionOptions}, Array, Device};
/// let a = Array::from_vec(vec![5i64, 1, 4, 2, 3], &[5], &Device::cpu())?;
/// let p = partition(&a, &[2], &PartitionOptions::default())?.to_vec()?;
/// assert_eq!(p[2], 3);
/// assert!(p[..2].iter().all(|&x| x <= 3) && p[3..].iter().all(|&x| x >= 3));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn partition<T: Element>(
    a: &Array<T>,
    kth: &[isize],
    opts: &PartitionOptions,
) -> Result<Array<T>> {
    let n = axis_len(a, opts.axis)?;
    check_kth(kth, n, "partition")?;
    sort(
        a,
        &SortOptions {
            axis: opts.axis,
            stable: None,
        },
    )
}

/// Returns the indices that would partition an array (see [`partition`]).
///
/// Equivalent to `numpy.argpartition`; the result is a stable argsort, which partitions at
/// every `kth`.
///
/// # Errors
/// As [`partition`].
///
/// ```
/// use gsci_core::{sort::{argpartition, PartitionOptions}, Array, Device};
/// let a = Array::from_vec(vec![5i64, 1, 4, 2, 3], &[5], &Device::cpu())?;
/// let p = argpartition(&a, &[0], &PartitionOptions::default())?.to_vec()?;
/// assert_eq!(p[0], 1);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn argpartition<T: Element>(
    a: &Array<T>,
    kth: &[isize],
    opts: &PartitionOptions,
) -> Result<Array<i64>> {
    let n = axis_len(a, opts.axis)?;
    check_kth(kth, n, "argpartition")?;
    argsort(
        a,
        &SortOptions {
            axis: opts.axis,
            stable: None,
        },
    )
}

fn axis_len<T: Element>(a: &Array<T>, axis: Option<isize>) -> Result<usize> {
    Ok(match axis {
        None => a.len(),
        Some(ax) => a.shape()[normalize_axis(ax, a.ndim())?],
    })
}

/// Keyword arguments of [`lexsort`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexsortOptions {
    /// The axis to sort along. Default `-1`.
    pub axis: isize,
}

impl Default for LexsortOptions {
    fn default() -> Self {
        LexsortOptions { axis: -1 }
    }
}

/// Indirect stable sort on several keys: the last key is the primary one.
///
/// Equivalent to `numpy.lexsort`. All keys share one dtype and one shape.
///
/// # Errors
/// [`Error::InvalidArgument`] for no keys; [`Error::ShapeMismatch`] if the shapes differ;
/// [`Error::DeviceMismatch`] if the devices differ; as [`argsort`] otherwise.
///
/// ```
/// use gsci_core::{sort::{lexsort, LexsortOptions}, Array, Device};
/// let dev = Device::cpu();
/// let first = Array::from_vec(vec![1i32, 5, 1, 4, 3, 4, 4], &[7], &dev)?;
/// let last = Array::from_vec(vec![9i32, 4, 0, 4, 0, 2, 1], &[7], &dev)?;
/// let idx = lexsort(&[&last, &first], &LexsortOptions::default())?;
/// assert_eq!(idx.to_vec()?, vec![2, 0, 4, 6, 5, 3, 1]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lexsort<T: Element>(keys: &[&Array<T>], opts: &LexsortOptions) -> Result<Array<i64>> {
    let Some((first, rest)) = keys.split_first() else {
        return Err(Error::invalid(
            "lexsort",
            "need sequence of keys with len > 0",
        ));
    };
    for k in rest {
        if k.shape() != first.shape() {
            return Err(Error::ShapeMismatch {
                op: "lexsort",
                left: first.shape().to_vec(),
                right: k.shape().to_vec(),
            });
        }
        if k.device() != first.device() {
            return Err(Error::DeviceMismatch {
                op: "lexsort",
                left: first.device().to_string(),
                right: k.device().to_string(),
            });
        }
    }
    let so = SortOptions {
        axis: Some(opts.axis),
        stable: Some(true),
    };
    if first.ndim() == 0 {
        return Array::<i64>::zeros(&[], first.device());
    }
    // LSD: sort by the first key, then stably by each later one (the last key decides last).
    let mut idx = argsort(first, &so)?;
    for k in rest {
        let permuted = take_along_axis(k, &idx, Some(opts.axis))?;
        let p = argsort(&permuted, &so)?;
        idx = take_along_axis(&idx, &p, Some(opts.axis))?;
    }
    Ok(idx)
}

/// Which side [`searchsorted`] returns for values equal to an element.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Side {
    /// The first suitable position (`a[i-1] < v <= a[i]`).
    #[default]
    Left,
    /// The last suitable position (`a[i-1] <= v < a[i]`).
    Right,
}

/// Keyword arguments of [`searchsorted`].
#[derive(Clone, Debug, Default)]
pub struct SearchsortedOptions<'a> {
    /// NumPy's `side=`.
    pub side: Side,
    /// NumPy's `sorter=`: indices that sort `a` (as from [`argsort`]).
    pub sorter: Option<&'a Array<i64>>,
}

/// Finds the indices where `v`'s elements would be inserted into the sorted 1-D `a` to keep
/// it sorted.
///
/// Equivalent to `numpy.searchsorted`. The result has `v`'s shape.
///
/// # Errors
/// [`Error::InvalidShape`] if `a` (or `sorter`) is not 1-D or the lengths differ;
/// [`Error::DeviceMismatch`] if the arrays live on different devices;
/// [`Error::InvalidArgument`] for a sorter index outside `[0, len(a))` (NumPy wraps negative
/// ones and reads past the end for large ones).
///
/// ```
/// use gsci_core::{sort::{searchsorted, SearchsortedOptions, Side}, Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1.0, 2.0, 2.0, 3.0], &[4], &dev)?;
/// let v = Array::from_vec(vec![2.0, 0.5, 9.0], &[3], &dev)?;
/// let opts = SearchsortedOptions { side: Side::Right, ..Default::default() };
/// assert_eq!(searchsorted(&a, &v, &opts)?.to_vec()?, vec![3, 0, 4]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn searchsorted<T: Element>(
    a: &Array<T>,
    v: &Array<T>,
    opts: &SearchsortedOptions,
) -> Result<Array<i64>> {
    const OP: &str = "searchsorted";
    if a.ndim() != 1 {
        return Err(Error::InvalidShape {
            op: OP,
            shape: a.shape().to_vec(),
            reason: "the sorted array must be 1-D".into(),
        });
    }
    if a.device() != v.device() {
        return Err(Error::DeviceMismatch {
            op: OP,
            left: a.device().to_string(),
            right: v.device().to_string(),
        });
    }
    let sorter = match &opts.sorter {
        None => None,
        Some(s) => {
            if s.shape() != a.shape() {
                return Err(Error::InvalidShape {
                    op: OP,
                    shape: s.shape().to_vec(),
                    reason: format!("sorter must be 1-D with a's length {}", a.len()),
                });
            }
            if s.device() != a.device() {
                return Err(Error::DeviceMismatch {
                    op: OP,
                    left: a.device().to_string(),
                    right: s.device().to_string(),
                });
            }
            // NumPy wraps a negative sorter index and reads past the end for a large one (its
            // answer is then meaningless): refused here, naming the index.
            let out_of_range = |index: i64| Error::InvalidArgument {
                op: OP,
                reason: format!(
                    "sorter index {index} is out of bounds for a of length {} (sorter must hold \
                     indices in [0, {}))",
                    a.len(),
                    a.len()
                ),
            };
            crate::routines::validate_indices(s, a.len(), 0).map_err(|e| match e {
                Error::IndexOutOfBounds { index, .. } => out_of_range(index),
                e => e,
            })?;
            if !s.is_empty() {
                let lowest =
                    crate::reduce::min(s, &crate::reduce::ReduceOptions::default())?.item()?;
                if lowest < 0 {
                    return Err(out_of_range(lowest));
                }
            }
            Some(s.to_contiguous()?)
        }
    };
    let a = a.to_contiguous()?;
    let vc = v.to_contiguous()?;
    let right = opts.side == Side::Right;
    let out = match a.device().backend() {
        Backend::Cpu => cpu::searchsorted(&a, &vc, sorter.as_ref(), right)?,
        Backend::Cuda(c) => cuda::searchsorted(c, &a, &vc, sorter.as_ref(), right)?,
    };
    out.reshape(&v.shape().iter().map(|&d| d as isize).collect::<Vec<_>>())
}

/// Keyword arguments of [`unique`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UniqueOptions {
    /// Also return the index of each unique value's first occurrence.
    pub return_index: bool,
    /// Also return, for each input element, the index of its value in the unique values.
    pub return_inverse: bool,
    /// Also return how often each unique value occurs.
    pub return_counts: bool,
    /// Collapse all NaNs into one (NumPy 2's default).
    pub equal_nan: bool,
}

impl Default for UniqueOptions {
    fn default() -> Self {
        UniqueOptions {
            return_index: false,
            return_inverse: false,
            return_counts: false,
            equal_nan: true,
        }
    }
}

/// What [`unique`] returns; the optional parts are there when asked for.
#[derive(Clone, Debug)]
pub struct Unique<T: Element> {
    /// The sorted unique values (1-D).
    pub values: Array<T>,
    /// Flat index of each value's first occurrence.
    pub indices: Option<Array<i64>>,
    /// For each input element, its value's position in `values` (the input's shape).
    pub inverse: Option<Array<i64>>,
    /// How many times each value occurs.
    pub counts: Option<Array<i64>>,
}

/// Finds the sorted unique elements of the flattened array.
///
/// Equivalent to `numpy.unique` (with `axis=None`, `sorted=True`). On CUDA the number of unique
/// values is read back to the host once, since it sizes the outputs.
///
/// # Errors
/// As [`sort`].
///
/// ```
/// use gsci_core::{sort::{unique, UniqueOptions}, Array, Device};
/// let a = Array::from_vec(vec![3i32, 1, 3, 2, 1, 3], &[6], &Device::cpu())?;
/// let opts = UniqueOptions { return_counts: true, return_inverse: true, ..Default::default() };
/// let u = unique(&a, &opts)?;
/// assert_eq!(u.values.to_vec()?, vec![1, 2, 3]);
/// assert_eq!(u.counts.unwrap().to_vec()?, vec![2, 1, 3]);
/// assert_eq!(u.inverse.unwrap().to_vec()?, vec![2, 0, 2, 1, 0, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn unique<T: Element>(a: &Array<T>, opts: &UniqueOptions) -> Result<Unique<T>> {
    let flat = a.ravel()?.to_contiguous()?;
    let mut u = match a.device().backend() {
        Backend::Cpu => cpu::unique(&flat, opts)?,
        Backend::Cuda(c) => cuda::unique(c, &flat, opts)?,
    };
    if let Some(inv) = u.inverse.take() {
        u.inverse = Some(inv.reshape(&a.shape().iter().map(|&d| d as isize).collect::<Vec<_>>())?);
    }
    Ok(u)
}

/// Whether a dtype is sorted through 64-bit keys on the GPU (wider than 32 bits).
pub(crate) fn wide_keys(t: DType) -> bool {
    matches!(t, DType::I64 | DType::U64 | DType::F64 | DType::C128)
}
