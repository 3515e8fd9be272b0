//! Basic indexing of an [`Array`] (NumPy's `a[1:3, ::-1, 0, np.newaxis, ...]`) through
//! [`SliceArg`] and the [`s!`](crate::s!) macro, and splitting along an axis (`numpy.split`,
//! `numpy.array_split`, ...). Every result is a view of the input's storage.

use crate::array::{Array, normalize_axis};
use crate::dtype::Element;
use crate::error::{Error, Result};
use std::ops::{Range, RangeFrom, RangeFull, RangeTo};

/// One entry of a basic index, as NumPy reads `a[...]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SliceArg {
    /// An integer: selects one position and removes the axis (negative counts from the end).
    Index(isize),
    /// `start:stop:step` with Python's semantics: `None` bounds take the default for the step's
    /// sign, negative bounds count from the end, out-of-range bounds are clamped.
    Range {
        start: Option<isize>,
        stop: Option<isize>,
        step: isize,
    },
    /// `np.newaxis`: inserts an axis of length one.
    NewAxis,
    /// `...`: as many full slices as needed to index every axis.
    Ellipsis,
}

impl SliceArg {
    /// The full slice `:`.
    pub const FULL: SliceArg = SliceArg::Range {
        start: None,
        stop: None,
        step: 1,
    };

    /// A range with a step (`start:stop:step`), from any Rust range form (`a..b`, `a..`, `..b`,
    /// `..`).
    pub fn stepped<R: SliceRange>(range: R, step: isize) -> SliceArg {
        let (start, stop) = range.bounds();
        SliceArg::Range { start, stop, step }
    }
}

/// A Rust range usable as a slice (`a..b`, `a..`, `..b`, `..`) with integer bounds.
pub trait SliceRange {
    /// `(start, stop)`, `None` where the range is open.
    fn bounds(self) -> (Option<isize>, Option<isize>);
}

impl SliceRange for RangeFull {
    fn bounds(self) -> (Option<isize>, Option<isize>) {
        (None, None)
    }
}

impl From<RangeFull> for SliceArg {
    fn from(r: RangeFull) -> Self {
        SliceArg::stepped(r, 1)
    }
}

/// Converts an integer bound to `isize`, saturating (a saturated bound is clamped like NumPy's).
trait ToIsize {
    fn to_isize(self) -> isize;
}

macro_rules! int_slice_impls {
    ($($t:ty),*) => {$(
        impl ToIsize for $t {
            #[allow(clippy::unnecessary_fallible_conversions)]
            fn to_isize(self) -> isize {
                isize::try_from(self).unwrap_or(if self > 0 as $t { isize::MAX } else { isize::MIN })
            }
        }
        impl From<$t> for SliceArg {
            fn from(i: $t) -> Self {
                SliceArg::Index(i.to_isize())
            }
        }
        impl SliceRange for Range<$t> {
            fn bounds(self) -> (Option<isize>, Option<isize>) {
                (Some(self.start.to_isize()), Some(self.end.to_isize()))
            }
        }
        impl SliceRange for RangeFrom<$t> {
            fn bounds(self) -> (Option<isize>, Option<isize>) {
                (Some(self.start.to_isize()), None)
            }
        }
        impl SliceRange for RangeTo<$t> {
            fn bounds(self) -> (Option<isize>, Option<isize>) {
                (None, Some(self.end.to_isize()))
            }
        }
        impl From<Range<$t>> for SliceArg {
            fn from(r: Range<$t>) -> Self {
                SliceArg::stepped(r, 1)
            }
        }
        impl From<RangeFrom<$t>> for SliceArg {
            fn from(r: RangeFrom<$t>) -> Self {
                SliceArg::stepped(r, 1)
            }
        }
        impl From<RangeTo<$t>> for SliceArg {
            fn from(r: RangeTo<$t>) -> Self {
                SliceArg::stepped(r, 1)
            }
        }
    )*};
}
int_slice_impls!(i32, i64, isize, usize);

/// Builds a `Vec<SliceArg>` from NumPy-like index syntax, for [`Array::slice`].
///
/// Each comma-separated entry is an integer (`2`, `-1`), a range (`1..3`, `1..`, `..3`, `..`),
/// a range with a step after `;` (`..;-1` is NumPy's `::-1`, `1..7;2` is `1:7:2`), or one of the
/// words `NewAxis` and `Ellipsis`. Bounds follow NumPy, not Rust: `5..1;-1` is `5:1:-1`.
///
/// ```
/// use gsci_core::{s, Array, Device};
/// let a = Array::from_vec((0..24).collect::<Vec<i32>>(), &[2, 3, 4], &Device::cpu())?;
/// let v = a.slice(&s![1, .., 3..0;-2, NewAxis])?; // a[1, :, 3:0:-2, np.newaxis]
/// assert_eq!(v.shape(), &[3, 2, 1]);
/// assert_eq!(v.to_vec()?, vec![15, 13, 19, 17, 23, 21]);
/// assert_eq!(a.slice(&s![Ellipsis, -1])?.shape(), &[2, 3]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
#[macro_export]
macro_rules! s {
    (@parse [$($acc:expr),*]) => {{
        let v: ::std::vec::Vec<$crate::SliceArg> = ::std::vec![$($acc),*];
        v
    }};
    (@parse [$($acc:expr),*] NewAxis $(, $($rest:tt)*)?) => {
        $crate::s!(@parse [$($acc,)* $crate::SliceArg::NewAxis] $($($rest)*)?)
    };
    (@parse [$($acc:expr),*] Ellipsis $(, $($rest:tt)*)?) => {
        $crate::s!(@parse [$($acc,)* $crate::SliceArg::Ellipsis] $($($rest)*)?)
    };
    (@parse [$($acc:expr),*] $r:expr ; $step:expr $(, $($rest:tt)*)?) => {
        $crate::s!(@parse [$($acc,)* {
            // `5..1;-1` is NumPy's `5:1:-1`, not an empty Rust range.
            #[allow(clippy::reversed_empty_ranges)]
            let range = $r;
            $crate::SliceArg::stepped(range, $step)
        }] $($($rest)*)?)
    };
    (@parse [$($acc:expr),*] $r:expr $(, $($rest:tt)*)?) => {
        $crate::s!(@parse [$($acc,)* $crate::SliceArg::from($r)] $($($rest)*)?)
    };
    ($($t:tt)*) => {
        $crate::s!(@parse [] $($t)*)
    };
}

/// Where a slice starts and how many elements it takes over an axis of length `n` (Python's
/// `slice.indices` followed by the length computation). `step` must not be zero.
pub(crate) fn slice_indices(
    n: usize,
    start: Option<isize>,
    stop: Option<isize>,
    step: isize,
) -> (isize, usize) {
    let n = n as isize;
    if step > 0 {
        let clamp = |v: isize| if v < 0 { (v + n).max(0) } else { v.min(n) };
        let start = start.map_or(0, clamp);
        let stop = stop.map_or(n, clamp);
        let len = if stop > start {
            (stop - start - 1) as usize / step as usize + 1
        } else {
            0
        };
        (start, len)
    } else {
        let clamp = |v: isize| if v < 0 { (v + n).max(-1) } else { v.min(n - 1) };
        let start = start.map_or(n - 1, clamp);
        let stop = stop.map_or(-1, clamp);
        let len = if start > stop {
            (start - stop - 1) as usize / step.unsigned_abs() + 1
        } else {
            0
        };
        (start, len)
    }
}

/// Sections for [`Array::split`] and [`Array::array_split`]: a number of parts, or the indices
/// where the axis is cut (NumPy's `indices_or_sections`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sections {
    /// This many parts.
    Count(usize),
    /// Cut before each of these positions (Python slice semantics: negative counts from the end).
    Indices(Vec<isize>),
}

impl From<usize> for Sections {
    fn from(n: usize) -> Self {
        Sections::Count(n)
    }
}
impl From<Vec<isize>> for Sections {
    fn from(v: Vec<isize>) -> Self {
        Sections::Indices(v)
    }
}
impl From<&[isize]> for Sections {
    fn from(v: &[isize]) -> Self {
        Sections::Indices(v.to_vec())
    }
}
impl<const N: usize> From<[isize; N]> for Sections {
    fn from(v: [isize; N]) -> Self {
        Sections::Indices(v.to_vec())
    }
}

impl<T: Element> Array<T> {
    /// A view selected by a basic index: integers, ranges with steps, new axes and one
    /// ellipsis; axes not indexed are kept whole. See [`s!`](crate::s!).
    ///
    /// Equivalent to NumPy's basic indexing `a[...]`.
    ///
    /// # Errors
    /// [`Error::IndexOutOfBounds`] for an integer outside its axis; [`Error::InvalidArgument`]
    /// for a zero step, more than one ellipsis, or more indices than axes.
    ///
    /// ```
    /// use gsci_core::{s, Array, Device};
    /// let a = Array::from_vec((0..10).collect::<Vec<u32>>(), &[10], &Device::cpu())?;
    /// assert_eq!(a.slice(&s![-3..])?.to_vec()?, vec![7, 8, 9]);
    /// assert_eq!(a.slice(&s![..;-4])?.to_vec()?, vec![9, 5, 1]);
    /// assert_eq!(a.slice(&s![4])?.item()?, 4);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn slice(&self, index: &[SliceArg]) -> Result<Self> {
        let ellipses = index
            .iter()
            .filter(|a| matches!(a, SliceArg::Ellipsis))
            .count();
        if ellipses > 1 {
            return Err(Error::invalid(
                "slice",
                "an index can only have a single ellipsis ('...')",
            ));
        }
        let consumed = index
            .iter()
            .filter(|a| matches!(a, SliceArg::Index(_) | SliceArg::Range { .. }))
            .count();
        let ndim = self.ndim();
        if consumed > ndim {
            return Err(Error::invalid(
                "slice",
                format!(
                    "too many indices for array: array is {ndim}-dimensional, but {consumed} were indexed"
                ),
            ));
        }
        let mut shape = Vec::with_capacity(ndim + index.len());
        let mut strides = Vec::with_capacity(ndim + index.len());
        let mut offset = self.offset as isize;
        let mut axis = 0;
        for arg in index {
            match *arg {
                SliceArg::Index(i) => {
                    offset += self.position(axis, i)? as isize * self.strides[axis];
                    axis += 1;
                }
                SliceArg::Range { start, stop, step } => {
                    if step == 0 {
                        return Err(Error::invalid("slice", "slice step cannot be zero"));
                    }
                    let (first, len) = slice_indices(self.shape[axis], start, stop, step);
                    if len > 0 {
                        offset += first * self.strides[axis];
                    }
                    shape.push(len);
                    strides.push(self.strides[axis].saturating_mul(step));
                    axis += 1;
                }
                SliceArg::NewAxis => {
                    shape.push(1);
                    strides.push(0);
                }
                SliceArg::Ellipsis => {
                    for _ in 0..ndim - consumed {
                        shape.push(self.shape[axis]);
                        strides.push(self.strides[axis]);
                        axis += 1;
                    }
                }
            }
        }
        shape.extend_from_slice(&self.shape[axis..]);
        strides.extend_from_slice(&self.strides[axis..]);
        Ok(self.view_with(shape, strides, offset))
    }

    /// `index` resolved against axis `axis` (negative counts from the end).
    fn position(&self, axis: usize, index: isize) -> Result<usize> {
        let n = self.shape[axis];
        let i = if index < 0 { index + n as isize } else { index };
        if i < 0 || i as usize >= n {
            return Err(Error::IndexOutOfBounds {
                index: index as i64,
                axis,
                size: n,
            });
        }
        Ok(i as usize)
    }

    /// The sub-array at position `index` of `axis`, which is removed; a view.
    ///
    /// Equivalent to `numpy.take(a, index, axis)` with a scalar index (`a[:, ..., index]`).
    ///
    /// # Errors
    /// [`Error::AxisOutOfBounds`] for a bad axis; [`Error::IndexOutOfBounds`] unless
    /// `-n <= index < n`.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec((0..6).collect::<Vec<i16>>(), &[2, 3], &Device::cpu())?;
    /// assert_eq!(a.index_axis(1, -1)?.to_vec()?, vec![2, 5]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn index_axis(&self, axis: isize, index: isize) -> Result<Self> {
        let axis = normalize_axis(axis, self.ndim())?;
        let mut args = vec![SliceArg::FULL; axis];
        args.push(SliceArg::Index(index));
        self.slice(&args)
    }

    /// The view `start:stop:step` along `axis`, other axes whole.
    ///
    /// Equivalent to `a[(slice(None),) * axis + (slice(start, stop, step),)]`.
    ///
    /// # Errors
    /// [`Error::AxisOutOfBounds`] for a bad axis; [`Error::InvalidArgument`] for a zero step.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec((0..6).collect::<Vec<i16>>(), &[2, 3], &Device::cpu())?;
    /// assert_eq!(a.slice_axis(-1, None, None, -2)?.to_vec()?, vec![2, 0, 5, 3]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn slice_axis(
        &self,
        axis: isize,
        start: Option<isize>,
        stop: Option<isize>,
        step: isize,
    ) -> Result<Self> {
        let axis = normalize_axis(axis, self.ndim())?;
        let mut args = vec![SliceArg::FULL; axis];
        args.push(SliceArg::Range { start, stop, step });
        self.slice(&args)
    }

    /// Splits along `axis` into views: `Count(k)` gives `k` parts, the first `len % k` of them
    /// one element longer; `Indices` cuts before each index.
    ///
    /// Equivalent to `numpy.array_split`.
    ///
    /// # Errors
    /// [`Error::AxisOutOfBounds`] for a bad axis; [`Error::InvalidArgument`] for `Count(0)`.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec((0..5).collect::<Vec<i32>>(), &[5], &Device::cpu())?;
    /// let parts = a.array_split(3, 0)?;
    /// let parts: Vec<Vec<i32>> = parts.iter().map(|p| p.to_vec()).collect::<Result<_, _>>()?;
    /// assert_eq!(parts, vec![vec![0, 1], vec![2, 3], vec![4]]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn array_split(&self, sections: impl Into<Sections>, axis: isize) -> Result<Vec<Self>> {
        let ax = normalize_axis(axis, self.ndim())?;
        let total = self.shape[ax] as isize;
        let points: Vec<isize> = match sections.into() {
            Sections::Count(0) => {
                return Err(Error::invalid(
                    "array_split",
                    "number sections must be larger than 0.",
                ));
            }
            Sections::Count(k) => {
                let (each, extras) = (total as usize / k, total as usize % k);
                let mut points = vec![0isize];
                let mut at = 0usize;
                for i in 0..k {
                    at += each + usize::from(i < extras);
                    points.push(at as isize);
                }
                points
            }
            Sections::Indices(v) => {
                let mut points = Vec::with_capacity(v.len() + 2);
                points.push(0);
                points.extend_from_slice(&v);
                points.push(total);
                points
            }
        };
        points
            .windows(2)
            .map(|w| self.slice_axis(axis, Some(w[0]), Some(w[1]), 1))
            .collect()
    }

    /// Splits along `axis` into views: `Count(k)` gives `k` equal parts; `Indices` cuts before
    /// each index.
    ///
    /// Equivalent to `numpy.split`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] if `Count(k)` does not divide the axis length or `k` is 0;
    /// [`Error::AxisOutOfBounds`] for a bad axis.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec((0..6).collect::<Vec<i32>>(), &[2, 3], &Device::cpu())?;
    /// let cols = a.split(3, 1)?;
    /// assert_eq!(cols[2].to_vec()?, vec![2, 5]);
    /// let parts = a.split(vec![1, -1], 1)?;
    /// assert_eq!(parts[1].shape(), &[2, 1]);
    /// assert!(a.split(2, 1).is_err());
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn split(&self, sections: impl Into<Sections>, axis: isize) -> Result<Vec<Self>> {
        let sections = sections.into();
        if let Sections::Count(k) = sections {
            let n = self.shape[normalize_axis(axis, self.ndim())?];
            if k == 0 {
                return Err(Error::invalid(
                    "split",
                    "number sections must be larger than 0.",
                ));
            }
            if n % k != 0 {
                return Err(Error::invalid(
                    "split",
                    "array split does not result in an equal division",
                ));
            }
        }
        self.array_split(sections, axis)
    }

    /// Splits horizontally (along axis 1, or axis 0 for 1-D arrays).
    ///
    /// Equivalent to `numpy.hsplit`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for 0-d arrays, and as [`Array::split`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec((0..8).collect::<Vec<i32>>(), &[2, 4], &Device::cpu())?;
    /// assert_eq!(a.hsplit(2)?[1].to_vec()?, vec![2, 3, 6, 7]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn hsplit(&self, sections: impl Into<Sections>) -> Result<Vec<Self>> {
        match self.ndim() {
            0 => Err(Error::invalid(
                "hsplit",
                "hsplit only works on arrays of 1 or more dimensions",
            )),
            1 => self.split(sections, 0),
            _ => self.split(sections, 1),
        }
    }

    /// Splits vertically (along axis 0) an array of at least two dimensions.
    ///
    /// Equivalent to `numpy.vsplit`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for arrays of fewer than two dimensions, and as
    /// [`Array::split`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec((0..8).collect::<Vec<i32>>(), &[4, 2], &Device::cpu())?;
    /// assert_eq!(a.vsplit(vec![1])?[0].to_vec()?, vec![0, 1]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn vsplit(&self, sections: impl Into<Sections>) -> Result<Vec<Self>> {
        if self.ndim() < 2 {
            return Err(Error::invalid(
                "vsplit",
                "vsplit only works on arrays of 2 or more dimensions",
            ));
        }
        self.split(sections, 0)
    }

    /// Splits along the third axis (depth) an array of at least three dimensions.
    ///
    /// Equivalent to `numpy.dsplit`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for arrays of fewer than three dimensions, and as
    /// [`Array::split`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec((0..8).collect::<Vec<i32>>(), &[1, 2, 4], &Device::cpu())?;
    /// assert_eq!(a.dsplit(2)?[0].to_vec()?, vec![0, 1, 4, 5]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn dsplit(&self, sections: impl Into<Sections>) -> Result<Vec<Self>> {
        if self.ndim() < 3 {
            return Err(Error::invalid(
                "dsplit",
                "dsplit only works on arrays of 3 or more dimensions",
            ));
        }
        self.split(sections, 2)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Complex32, Device};
    use half::{bf16, f16};

    fn arange(n: usize, shape: &[usize]) -> Array<i64> {
        Array::from_vec((0..n as i64).collect(), shape, &Device::cpu()).unwrap()
    }

    fn values(parts: &[Array<i64>]) -> Vec<Vec<i64>> {
        parts.iter().map(|p| p.to_vec().unwrap()).collect()
    }

    #[test]
    fn slice_indices_match_python() {
        // slice(start, stop, step).indices(n) and the resulting lengths, checked in Python.
        assert_eq!(slice_indices(10, None, None, 1), (0, 10));
        assert_eq!(slice_indices(10, Some(-3), None, 1), (7, 3));
        assert_eq!(slice_indices(10, Some(2), Some(100), 3), (2, 3));
        assert_eq!(slice_indices(10, Some(-100), Some(3), 1), (0, 3));
        assert_eq!(slice_indices(10, Some(5), Some(2), 1), (5, 0));
        assert_eq!(slice_indices(10, None, None, -1), (9, 10));
        assert_eq!(slice_indices(10, Some(100), None, -3), (9, 4));
        assert_eq!(slice_indices(10, Some(5), Some(1), -2), (5, 2));
        assert_eq!(slice_indices(10, None, Some(-100), -1), (9, 10));
        assert_eq!(slice_indices(10, Some(-100), None, -1), (-1, 0));
        assert_eq!(slice_indices(0, None, None, -1), (-1, 0));
        assert_eq!(slice_indices(5, None, None, isize::MIN), (4, 1));
        assert_eq!(slice_indices(5, None, None, isize::MAX), (0, 1));
    }

    #[test]
    fn macro_builds_numpy_indices() {
        let i = 2isize;
        let v = s![1..3, .., ..;-1, i, NewAxis, Ellipsis, -1.., ..4, 1..7;2];
        assert_eq!(
            v,
            vec![
                SliceArg::Range {
                    start: Some(1),
                    stop: Some(3),
                    step: 1
                },
                SliceArg::FULL,
                SliceArg::Range {
                    start: None,
                    stop: None,
                    step: -1
                },
                SliceArg::Index(2),
                SliceArg::NewAxis,
                SliceArg::Ellipsis,
                SliceArg::Range {
                    start: Some(-1),
                    stop: None,
                    step: 1
                },
                SliceArg::Range {
                    start: None,
                    stop: Some(4),
                    step: 1
                },
                SliceArg::Range {
                    start: Some(1),
                    stop: Some(7),
                    step: 2
                },
            ]
        );
        assert!(s![].is_empty());
        assert_eq!(s![0,], vec![SliceArg::Index(0)]);
        let n = 3usize;
        assert_eq!(
            s![..n],
            vec![SliceArg::Range {
                start: None,
                stop: Some(3),
                step: 1
            }]
        );
        assert_eq!(s![SliceArg::NewAxis], vec![SliceArg::NewAxis]);
    }

    #[test]
    fn slice_values_match_numpy() {
        let a = arange(24, &[2, 3, 4]);
        // a[1, :, ::-1]
        let v = a.slice(&s![1, .., ..;-1]).unwrap();
        assert!(v.shares_storage(&a));
        assert_eq!(v.shape(), &[3, 4]);
        assert_eq!(v.strides(), &[4, -1]);
        assert_eq!(
            v.to_vec().unwrap(),
            vec![15, 14, 13, 12, 19, 18, 17, 16, 23, 22, 21, 20]
        );
        // a[::-1, 2:0:-1, 1::2]
        let w = a.slice(&s![..;-1, 2..0;-1, 1..;2]).unwrap();
        assert_eq!(w.shape(), &[2, 2, 2]);
        assert_eq!(w.to_vec().unwrap(), vec![21, 23, 17, 19, 9, 11, 5, 7]);
        // a[..., 0]
        assert_eq!(
            a.slice(&s![Ellipsis, 0]).unwrap().to_vec().unwrap(),
            vec![0, 4, 8, 12, 16, 20]
        );
        // a[np.newaxis, 0, ..., np.newaxis].shape == (1, 3, 4, 1)
        assert_eq!(
            a.slice(&s![NewAxis, 0, Ellipsis, NewAxis]).unwrap().shape(),
            &[1, 3, 4, 1]
        );
        // a[-1, -1, -1]: 0-d
        let e = a.slice(&s![-1, -1, -1]).unwrap();
        assert_eq!(e.shape(), &[] as &[usize]);
        assert_eq!(e.item().unwrap(), 23);
        // Empty results: a[:, 3:1], a[1:1]
        assert_eq!(a.slice(&s![.., 3..1;1]).unwrap().shape(), &[2, 0, 4]);
        let z = a.slice(&s![1..1]).unwrap();
        assert_eq!(z.shape(), &[0, 3, 4]);
        assert!(z.to_vec().unwrap().is_empty());
        // Slicing a view again (negative strides compose).
        let r = v.slice(&s![..;-2, 1..3]).unwrap();
        assert_eq!(r.to_vec().unwrap(), vec![22, 21, 14, 13]);
        // Empty index keeps everything.
        assert_eq!(a.slice(&[]).unwrap().to_vec().unwrap(), a.to_vec().unwrap());
    }

    #[test]
    fn slice_errors() {
        let a = arange(6, &[2, 3]);
        assert!(matches!(
            a.slice(&s![1, 2, 3]),
            Err(Error::InvalidArgument { .. })
        ));
        assert!(matches!(
            a.slice(&s![Ellipsis, Ellipsis]),
            Err(Error::InvalidArgument { .. })
        ));
        assert!(matches!(
            a.slice(&s![0..2;0]),
            Err(Error::InvalidArgument { .. })
        ));
        assert!(matches!(
            a.slice(&s![5]),
            Err(Error::IndexOutOfBounds {
                index: 5,
                axis: 0,
                size: 2
            })
        ));
        assert!(matches!(
            a.slice(&s![.., -4]),
            Err(Error::IndexOutOfBounds {
                index: -4,
                axis: 1,
                size: 3
            })
        ));
        let s0 = Array::scalar(1.0f32, &Device::cpu()).unwrap();
        assert!(s0.slice(&s![0]).is_err());
        assert_eq!(s0.slice(&s![Ellipsis]).unwrap().item().unwrap(), 1.0);
        assert_eq!(s0.slice(&s![NewAxis]).unwrap().shape(), &[1]);
        // Indexing an empty axis is out of bounds.
        let e = Array::<bool>::empty(&[0, 3], &Device::cpu()).unwrap();
        assert!(e.slice(&s![0]).is_err());
        assert_eq!(e.slice(&s![.., 1]).unwrap().shape(), &[0]);
    }

    #[test]
    fn index_and_slice_axis() {
        let a = arange(24, &[2, 3, 4]);
        assert_eq!(
            a.index_axis(1, -1).unwrap().to_vec().unwrap(),
            vec![8, 9, 10, 11, 20, 21, 22, 23]
        );
        assert_eq!(
            a.index_axis(-1, 0).unwrap().to_vec().unwrap(),
            vec![0, 4, 8, 12, 16, 20]
        );
        assert!(matches!(
            a.index_axis(0, 2),
            Err(Error::IndexOutOfBounds {
                index: 2,
                axis: 0,
                size: 2
            })
        ));
        assert!(matches!(
            a.index_axis(3, 0),
            Err(Error::AxisOutOfBounds { axis: 3, ndim: 3 })
        ));
        let s = a.slice_axis(1, Some(-2), None, 1).unwrap();
        assert_eq!(s.shape(), &[2, 2, 4]);
        assert_eq!(s.to_vec().unwrap()[..4].to_vec(), vec![4, 5, 6, 7]);
        assert!(a.slice_axis(0, None, None, 0).is_err());
    }

    #[test]
    fn other_dtypes_round_trip() {
        let dev = Device::cpu();
        let c = Array::from_vec(
            (0..4)
                .map(|i| Complex32::new(i as f32, -(i as f32)))
                .collect(),
            &[2, 2],
            &dev,
        )
        .unwrap();
        let v = c.slice(&s![..;-1, ..;-1]).unwrap();
        assert_eq!(v.to_vec().unwrap()[0], Complex32::new(3.0, -3.0));
        let h = Array::from_vec(
            vec![f16::from_f32(1.0), f16::from_f32(2.0), f16::from_f32(3.0)],
            &[3],
            &dev,
        )
        .unwrap();
        assert_eq!(
            h.slice(&s![..;-2]).unwrap().to_vec().unwrap(),
            vec![f16::from_f32(3.0), f16::from_f32(1.0)]
        );
        let b = Array::from_vec(vec![bf16::from_f32(0.5); 4], &[4], &dev).unwrap();
        assert_eq!(b.slice(&s![1..3]).unwrap().len(), 2);
        let t = Array::from_vec(vec![true, false, true], &[3], &dev).unwrap();
        assert_eq!(
            t.slice(&s![..;-1]).unwrap().to_vec().unwrap(),
            vec![true, false, true]
        );
    }

    #[test]
    fn array_split_and_split() {
        let a = arange(7, &[7]);
        // np.array_split(np.arange(7), 3)
        assert_eq!(
            values(&a.array_split(3, 0).unwrap()),
            vec![vec![0, 1, 2], vec![3, 4], vec![5, 6]]
        );
        // np.array_split(np.arange(7), 9): two empty parts at the end
        let p = a.array_split(9, 0).unwrap();
        assert_eq!(p.len(), 9);
        assert_eq!(p[6].to_vec().unwrap(), vec![6]);
        assert_eq!(p[8].shape(), &[0]);
        // np.split(np.arange(7), [2, -2, 100])
        assert_eq!(
            values(&a.split(vec![2, -2, 100], 0).unwrap()),
            vec![vec![0, 1], vec![2, 3, 4], vec![5, 6], vec![]]
        );
        // Decreasing indices give empty parts: np.split(np.arange(7), [5, 2])
        assert_eq!(
            values(&a.split([5, 2], 0).unwrap()),
            vec![vec![0, 1, 2, 3, 4], vec![], vec![2, 3, 4, 5, 6]]
        );
        assert!(a.split(3, 0).is_err());
        assert!(a.split(0, 0).is_err());
        assert!(a.array_split(0, 0).is_err());
        assert!(a.split(1, 1).is_err());
        let m = arange(12, &[3, 4]);
        let cols = m.split(2, -1).unwrap();
        assert!(cols[1].shares_storage(&m));
        assert_eq!(cols[1].to_vec().unwrap(), vec![2, 3, 6, 7, 10, 11]);
        // np.array_split(np.arange(0), 2) gives two empty arrays
        let e = arange(0, &[0]).array_split(2, 0).unwrap();
        assert_eq!(e.len(), 2);
        assert!(e.iter().all(|p| p.shape() == [0]));
    }

    #[test]
    fn hsplit_vsplit_dsplit() {
        let a = arange(24, &[2, 3, 4]);
        let h = a.hsplit(3).unwrap();
        assert_eq!(h[1].shape(), &[2, 1, 4]);
        assert_eq!(h[1].to_vec().unwrap(), vec![4, 5, 6, 7, 16, 17, 18, 19]);
        let v = a.vsplit(2).unwrap();
        assert_eq!(v[1].to_vec().unwrap()[0], 12);
        let d = a.dsplit(vec![1]).unwrap();
        assert_eq!(d[0].to_vec().unwrap(), vec![0, 4, 8, 12, 16, 20]);
        assert_eq!(d[1].shape(), &[2, 3, 3]);
        let one = arange(4, &[4]);
        assert_eq!(
            values(&one.hsplit(2).unwrap()),
            vec![vec![0, 1], vec![2, 3]]
        );
        assert!(one.vsplit(2).is_err());
        assert!(arange(4, &[2, 2]).dsplit(2).is_err());
        assert!(
            Array::scalar(1i64, &Device::cpu())
                .unwrap()
                .hsplit(1)
                .is_err()
        );
    }
}
