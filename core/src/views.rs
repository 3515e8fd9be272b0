//! Zero-copy views of an [`Array`]: axis permutations, reshapes, squeeze/expand_dims,
//! broadcasting, diagonals, flips and rotations.
//!
//! Everything here only rewrites shape, strides and offset, so it works the same on every
//! backend. The only copies are the ones NumPy makes too: a reshape that no strided layout can
//! express, `ravel` of a non-contiguous array, and `flatten`.

use crate::array::{Array, c_strides, checked_size, normalize_axis};
use crate::dtype::Element;
use crate::error::{Error, Result};

/// Resolves a list of axes against `ndim`, rejecting repeats (NumPy's `normalize_axis_tuple`).
pub(crate) fn normalize_axes(
    axes: &[isize],
    ndim: usize,
    op: &'static str,
    what: &str,
) -> Result<Vec<usize>> {
    let mut seen = vec![false; ndim];
    let mut out = Vec::with_capacity(axes.len());
    for &axis in axes {
        let a = normalize_axis(axis, ndim)?;
        if seen[a] {
            return Err(Error::invalid(op, format!("repeated axis{what}")));
        }
        seen[a] = true;
        out.push(a);
    }
    Ok(out)
}

/// A shape written as a Python tuple, as NumPy's messages print it: `()`, `(3,)`, `(2, 3)`.
pub(crate) fn tuple_str(shape: &[usize]) -> String {
    match shape {
        [n] => format!("({n},)"),
        _ => format!(
            "({})",
            shape
                .iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

impl<T: Element> Array<T> {
    /// A view of the same storage with the given layout. `offset` may be computed with signed
    /// arithmetic; an empty result keeps `self`'s offset, so it never points past the storage.
    pub(crate) fn view_with(&self, shape: Vec<usize>, strides: Vec<isize>, offset: isize) -> Self {
        if shape.contains(&0) {
            return self.with_layout(shape, strides, self.offset);
        }
        debug_assert!(offset >= 0, "internal: view offset before the storage");
        self.with_layout(shape, strides, offset as usize)
    }

    // ------------------------------------------------------------------ axis permutations

    /// The array with its axes reversed (NumPy's `.T`); a view.
    ///
    /// Equivalent to `numpy.transpose` with `axes=None`.
    ///
    /// # Errors
    /// None; the `Result` keeps the view API uniform.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec((0..6).collect::<Vec<i32>>(), &[2, 3], &Device::cpu())?;
    /// let t = a.transpose()?;
    /// assert_eq!(t.shape(), &[3, 2]);
    /// assert_eq!(t.to_vec()?, vec![0, 3, 1, 4, 2, 5]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn transpose(&self) -> Result<Self> {
        let shape = self.shape.iter().rev().copied().collect();
        let strides = self.strides.iter().rev().copied().collect();
        Ok(self.with_layout(shape, strides, self.offset))
    }

    /// The array with its axes permuted: axis `i` of the result is axis `axes[i]` of `self`.
    ///
    /// Equivalent to `numpy.transpose(a, axes)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] unless `axes` is a permutation of the axes;
    /// [`Error::AxisOutOfBounds`] for an axis outside `-ndim..ndim`.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<f32>::empty(&[2, 3, 4], &Device::cpu())?;
    /// assert_eq!(a.permute_axes(&[2, 0, -2])?.shape(), &[4, 2, 3]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn permute_axes(&self, axes: &[isize]) -> Result<Self> {
        if axes.len() != self.ndim() {
            return Err(Error::invalid("transpose", "axes don't match array"));
        }
        let axes = normalize_axes(axes, self.ndim(), "transpose", " in transpose")?;
        Ok(self.permuted(&axes))
    }

    /// The view with axis `i` taken from axis `axes[i]` (a valid permutation).
    fn permuted(&self, axes: &[usize]) -> Self {
        let shape = axes.iter().map(|&a| self.shape[a]).collect();
        let strides = axes.iter().map(|&a| self.strides[a]).collect();
        self.with_layout(shape, strides, self.offset)
    }

    /// The array with two axes interchanged; a view.
    ///
    /// Equivalent to `numpy.swapaxes`.
    ///
    /// # Errors
    /// [`Error::AxisOutOfBounds`] for an axis outside `-ndim..ndim`.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<u8>::empty(&[2, 3, 4], &Device::cpu())?;
    /// assert_eq!(a.swapaxes(0, -1)?.shape(), &[4, 3, 2]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn swapaxes(&self, axis1: isize, axis2: isize) -> Result<Self> {
        let a1 = normalize_axis(axis1, self.ndim())?;
        let a2 = normalize_axis(axis2, self.ndim())?;
        let mut order: Vec<usize> = (0..self.ndim()).collect();
        order.swap(a1, a2);
        Ok(self.permuted(&order))
    }

    /// The array with axes `source` moved to positions `destination`, the others keeping their
    /// order; a view.
    ///
    /// Equivalent to `numpy.moveaxis`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] if the lists differ in length or repeat an axis;
    /// [`Error::AxisOutOfBounds`] for an axis outside `-ndim..ndim`.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<f64>::empty(&[3, 4, 5], &Device::cpu())?;
    /// assert_eq!(a.moveaxis(&[0], &[-1])?.shape(), &[4, 5, 3]);
    /// assert_eq!(a.moveaxis(&[0, 1], &[-1, -2])?.shape(), &[5, 4, 3]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn moveaxis(&self, source: &[isize], destination: &[isize]) -> Result<Self> {
        let n = self.ndim();
        let source = normalize_axes(source, n, "moveaxis", " in `source` argument")?;
        let destination = normalize_axes(destination, n, "moveaxis", " in `destination` argument")?;
        if source.len() != destination.len() {
            return Err(Error::invalid(
                "moveaxis",
                "`source` and `destination` arguments must have the same number of elements",
            ));
        }
        let mut order: Vec<usize> = (0..n).filter(|a| !source.contains(a)).collect();
        let mut pairs: Vec<(usize, usize)> = destination.into_iter().zip(source).collect();
        pairs.sort_unstable();
        for (dest, src) in pairs {
            order.insert(dest, src);
        }
        Ok(self.permuted(&order))
    }

    // ------------------------------------------------------------------ reshapes

    /// The array with a new shape and the same elements in C order. One entry may be negative
    /// (`-1`): it is inferred. A view whenever the strides allow it (NumPy's rules), else a view
    /// of a C-contiguous copy.
    ///
    /// Equivalent to `numpy.reshape` (order `'C'`).
    ///
    /// # Errors
    /// [`Error::InvalidShape`] if the sizes differ, more than one entry is unknown, or the unknown
    /// entry cannot be inferred.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec((0..12).collect::<Vec<i64>>(), &[3, 4], &Device::cpu())?;
    /// let b = a.reshape(&[2, -1, 3])?;
    /// assert_eq!(b.shape(), &[2, 2, 3]);
    /// assert!(b.shares_storage(&a));
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn reshape(&self, shape: &[isize]) -> Result<Self> {
        let new_shape = self.resolve_shape(shape)?;
        if new_shape == self.shape {
            return Ok(self.clone());
        }
        let size = self.len();
        if size <= 1 || self.is_c_contiguous() {
            // Any strides are valid for one element or none; contiguous data keeps its offset.
            let strides = c_strides(&new_shape);
            return Ok(self.with_layout(new_shape, strides, self.offset));
        }
        if let Some(strides) = nocopy_reshape_strides(&self.shape, &self.strides, &new_shape) {
            return Ok(self.with_layout(new_shape, strides, self.offset));
        }
        let contiguous = self.copy()?;
        let strides = c_strides(&new_shape);
        Ok(contiguous.with_layout(new_shape, strides, 0))
    }

    /// `shape` with its unknown (negative) entry filled in, checked against `self.len()`.
    fn resolve_shape(&self, shape: &[isize]) -> Result<Vec<usize>> {
        let size = self.len();
        let shape_str = |s: &[isize]| {
            let parts: Vec<String> = s
                .iter()
                .map(|&n| {
                    if n < 0 {
                        "newaxis".to_string()
                    } else {
                        n.to_string()
                    }
                })
                .collect();
            if parts.len() == 1 {
                format!("({},)", parts[0])
            } else {
                format!("({})", parts.join(","))
            }
        };
        let invalid = |reason: String| Error::InvalidShape {
            op: "reshape",
            shape: self.shape.clone(),
            reason,
        };
        let mut unknown = None;
        let mut known = 1usize;
        for (i, &n) in shape.iter().enumerate() {
            if n < 0 {
                if unknown.is_some() {
                    return Err(invalid("can only specify one unknown dimension".into()));
                }
                unknown = Some(i);
            } else {
                known = known.checked_mul(n as usize).ok_or_else(|| {
                    invalid("the number of elements of the new shape overflows usize".into())
                })?;
            }
        }
        let mut out: Vec<usize> = shape.iter().map(|&n| n.max(0) as usize).collect();
        let cannot = || {
            invalid(format!(
                "cannot reshape array of size {size} into shape {}",
                shape_str(shape)
            ))
        };
        match unknown {
            Some(i) => {
                if known == 0 || size % known != 0 {
                    return Err(cannot());
                }
                out[i] = size / known;
            }
            None if known != size => return Err(cannot()),
            None => {}
        }
        checked_size(&out, "reshape")?;
        Ok(out)
    }

    /// A 1-D array of the elements in C order: a view when `self` is C-contiguous, else a copy.
    ///
    /// Equivalent to `numpy.ravel`.
    ///
    /// # Errors
    /// Only allocation or device errors of the copy.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![1u16, 2, 3, 4], &[2, 2], &Device::cpu())?;
    /// assert!(a.ravel()?.shares_storage(&a));
    /// assert_eq!(a.transpose()?.ravel()?.to_vec()?, vec![1, 3, 2, 4]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn ravel(&self) -> Result<Self> {
        let src = self.to_contiguous()?;
        let offset = src.offset;
        Ok(src.with_layout(vec![src.len()], vec![1], offset))
    }

    /// A 1-D copy of the elements in C order.
    ///
    /// Equivalent to `numpy.ndarray.flatten`.
    ///
    /// # Errors
    /// Only allocation or device errors of the copy.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![1i8, 2, 3, 4], &[2, 2], &Device::cpu())?;
    /// let f = a.flatten()?;
    /// assert!(!f.shares_storage(&a));
    /// assert_eq!(f.to_vec()?, vec![1, 2, 3, 4]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn flatten(&self) -> Result<Self> {
        let copy = self.copy()?;
        Ok(copy.with_layout(vec![copy.len()], vec![1], 0))
    }

    /// The array without the given axes of length one (all of them for `None`); a view.
    ///
    /// Equivalent to `numpy.squeeze`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] if a selected axis does not have length one or is repeated;
    /// [`Error::AxisOutOfBounds`] for an axis outside `-ndim..ndim`.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<f32>::empty(&[1, 3, 1], &Device::cpu())?;
    /// assert_eq!(a.squeeze(None)?.shape(), &[3]);
    /// assert_eq!(a.squeeze(Some(&[-1]))?.shape(), &[1, 3]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn squeeze(&self, axes: Option<&[isize]>) -> Result<Self> {
        let remove: Vec<bool> = match axes {
            None => self.shape.iter().map(|&n| n == 1).collect(),
            Some(axes) => {
                let axes = normalize_axes(axes, self.ndim(), "squeeze", "")?;
                let mut remove = vec![false; self.ndim()];
                for a in axes {
                    if self.shape[a] != 1 {
                        return Err(Error::invalid(
                            "squeeze",
                            "cannot select an axis to squeeze out which has size not equal to one",
                        ));
                    }
                    remove[a] = true;
                }
                remove
            }
        };
        let keep = |i: &usize| !remove[*i];
        let shape = (0..self.ndim())
            .filter(keep)
            .map(|i| self.shape[i])
            .collect();
        let strides = (0..self.ndim())
            .filter(keep)
            .map(|i| self.strides[i])
            .collect();
        Ok(self.with_layout(shape, strides, self.offset))
    }

    /// The array with new axes of length one inserted so that they sit at positions `axes` of
    /// the result; a view.
    ///
    /// Equivalent to `numpy.expand_dims`.
    ///
    /// # Errors
    /// [`Error::AxisOutOfBounds`] for an axis outside `-(ndim + k)..ndim + k` (k new axes);
    /// [`Error::InvalidArgument`] for a repeated axis.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<f32>::empty(&[3, 4], &Device::cpu())?;
    /// assert_eq!(a.expand_dims(&[0, -1])?.shape(), &[1, 3, 4, 1]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn expand_dims(&self, axes: &[isize]) -> Result<Self> {
        let out_ndim = self.ndim() + axes.len();
        let axes = normalize_axes(axes, out_ndim, "expand_dims", "")?;
        let mut shape = Vec::with_capacity(out_ndim);
        let mut strides = Vec::with_capacity(out_ndim);
        let mut src = 0;
        for i in 0..out_ndim {
            if axes.contains(&i) {
                shape.push(1);
                strides.push(0);
            } else {
                shape.push(self.shape[src]);
                strides.push(self.strides[src]);
                src += 1;
            }
        }
        Ok(self.with_layout(shape, strides, self.offset))
    }

    // ------------------------------------------------------------------ broadcasting

    /// The array broadcast to `shape` (axes aligned from the right, length-one axes repeated with
    /// stride 0); a read-only view.
    ///
    /// Equivalent to `numpy.broadcast_to`.
    ///
    /// # Errors
    /// [`Error::ShapeMismatch`] naming both shapes if `self` cannot be broadcast to `shape`.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![1, 2, 3], &[3], &Device::cpu())?;
    /// let b = a.broadcast_to(&[2, 3])?;
    /// assert_eq!(b.strides(), &[0, 1]);
    /// assert_eq!(b.to_vec()?, vec![1, 2, 3, 1, 2, 3]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn broadcast_to(&self, shape: &[usize]) -> Result<Self> {
        let mismatch = || Error::ShapeMismatch {
            op: "broadcast_to",
            left: self.shape.clone(),
            right: shape.to_vec(),
        };
        if shape.len() < self.ndim() {
            return Err(mismatch());
        }
        checked_size(shape, "broadcast_to")?;
        let lead = shape.len() - self.ndim();
        let mut strides = vec![0isize; shape.len()];
        for (i, (&n, &s)) in self.shape.iter().zip(&self.strides).enumerate() {
            let target = shape[lead + i];
            strides[lead + i] = if n == target {
                s
            } else if n == 1 {
                0
            } else {
                return Err(mismatch());
            };
        }
        Ok(self.view_with(shape.to_vec(), strides, self.offset as isize))
    }

    // ------------------------------------------------------------------ diagonals, flips

    /// The diagonal of the 2-D sub-arrays over `axis1` and `axis2`, `offset` above (positive) or
    /// below (negative) the main one. Those two axes are removed and the diagonal becomes the
    /// last axis; empty when `offset` runs past the edge. A view.
    ///
    /// Equivalent to `numpy.diagonal`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for arrays of fewer than two dimensions or equal axes;
    /// [`Error::AxisOutOfBounds`] for an axis outside `-ndim..ndim`.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec((0..9).collect::<Vec<i32>>(), &[3, 3], &Device::cpu())?;
    /// assert_eq!(a.diagonal(0, 0, 1)?.to_vec()?, vec![0, 4, 8]);
    /// assert_eq!(a.diagonal(1, 0, 1)?.to_vec()?, vec![1, 5]);
    /// assert_eq!(a.diagonal(-2, 0, 1)?.to_vec()?, vec![6]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn diagonal(&self, offset: isize, axis1: isize, axis2: isize) -> Result<Self> {
        if self.ndim() < 2 {
            return Err(Error::invalid(
                "diagonal",
                "diag requires an array of at least two dimensions",
            ));
        }
        let a1 = normalize_axis(axis1, self.ndim())?;
        let a2 = normalize_axis(axis2, self.ndim())?;
        if a1 == a2 {
            return Err(Error::invalid(
                "diagonal",
                "axis1 and axis2 cannot be the same",
            ));
        }
        let (mut dim1, mut dim2) = (self.shape[a1] as isize, self.shape[a2] as isize);
        let (s1, s2) = (self.strides[a1], self.strides[a2]);
        let shift = if offset >= 0 {
            dim2 -= offset;
            offset.saturating_mul(s2)
        } else {
            dim1 += offset;
            offset.saturating_neg().saturating_mul(s1)
        };
        let diag = dim1.min(dim2).max(0) as usize;
        let mut shape = Vec::with_capacity(self.ndim() - 1);
        let mut strides = Vec::with_capacity(self.ndim() - 1);
        for i in (0..self.ndim()).filter(|&i| i != a1 && i != a2) {
            shape.push(self.shape[i]);
            strides.push(self.strides[i]);
        }
        shape.push(diag);
        strides.push(s1 + s2);
        let start = if diag == 0 { 0 } else { shift };
        Ok(self.view_with(shape, strides, self.offset as isize + start))
    }

    /// The array with the order of elements reversed along `axes` (all axes for `None`); a view
    /// with negative strides.
    ///
    /// Equivalent to `numpy.flip`.
    ///
    /// # Errors
    /// [`Error::AxisOutOfBounds`] for an axis outside `-ndim..ndim`;
    /// [`Error::InvalidArgument`] for a repeated axis.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec((0..6).collect::<Vec<i32>>(), &[2, 3], &Device::cpu())?;
    /// assert_eq!(a.flip(Some(&[1]))?.to_vec()?, vec![2, 1, 0, 5, 4, 3]);
    /// assert_eq!(a.flip(None)?.to_vec()?, vec![5, 4, 3, 2, 1, 0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn flip(&self, axes: Option<&[isize]>) -> Result<Self> {
        let axes = match axes {
            None => (0..self.ndim()).collect(),
            Some(axes) => normalize_axes(axes, self.ndim(), "flip", "")?,
        };
        let mut strides = self.strides.clone();
        let mut offset = self.offset as isize;
        for a in axes {
            if self.shape[a] > 0 {
                offset += (self.shape[a] as isize - 1) * strides[a];
            }
            strides[a] = -strides[a];
        }
        Ok(self.view_with(self.shape.clone(), strides, offset))
    }

    /// The array rotated by 90 degrees `k` times in the plane of `axes`, from the first axis
    /// towards the second; a view.
    ///
    /// Equivalent to `numpy.rot90` (NumPy's default `axes` is `[0, 1]`).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] if the axes are equal (or name the same axis) or out of range.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![1, 2, 3, 4], &[2, 2], &Device::cpu())?;
    /// assert_eq!(a.rot90(1, [0, 1])?.to_vec()?, vec![2, 4, 1, 3]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn rot90(&self, k: i32, axes: [isize; 2]) -> Result<Self> {
        let n = self.ndim() as isize;
        let [x, y] = axes;
        if x == y || (x - y).abs() == n {
            return Err(Error::invalid("rot90", "Axes must be different."));
        }
        if x >= n || x < -n || y >= n || y < -n {
            return Err(Error::invalid(
                "rot90",
                format!("Axes=({x}, {y}) out of range for array of ndim={n}."),
            ));
        }
        let mut order: Vec<usize> = (0..self.ndim()).collect();
        order.swap(
            normalize_axis(x, self.ndim())?,
            normalize_axis(y, self.ndim())?,
        );
        match k.rem_euclid(4) {
            0 => Ok(self.clone()),
            2 => self.flip(Some(&[x]))?.flip(Some(&[y])),
            1 => Ok(self.flip(Some(&[y]))?.permuted(&order)),
            _ => self.permuted(&order).flip(Some(&[y])),
        }
    }
}

/// The shape that `shapes` broadcast to together.
///
/// Equivalent to `numpy.broadcast_shapes`.
///
/// # Errors
/// [`Error::ShapeMismatch`] naming the first shape that does not fit and the shape broadcast so
/// far.
///
/// ```
/// use gsci_core::broadcast_shapes;
/// assert_eq!(broadcast_shapes(&[&[3, 1], &[4], &[1, 1, 1]])?, vec![1, 3, 4]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn broadcast_shapes(shapes: &[&[usize]]) -> Result<Vec<usize>> {
    crate::routines::broadcast_shapes("broadcast_shapes", shapes)
}

/// Views of `arrays` broadcast to their common shape.
///
/// Equivalent to `numpy.broadcast_arrays`.
///
/// # Errors
/// [`Error::ShapeMismatch`] if the shapes do not broadcast together.
///
/// ```
/// use gsci_core::{broadcast_arrays, Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1, 2, 3], &[1, 3], &dev)?;
/// let b = Array::from_vec(vec![10, 20], &[2, 1], &dev)?;
/// let v = broadcast_arrays(&[&a, &b])?;
/// assert_eq!(v[0].to_vec()?, vec![1, 2, 3, 1, 2, 3]);
/// assert_eq!(v[1].to_vec()?, vec![10, 10, 10, 20, 20, 20]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn broadcast_arrays<T: Element>(arrays: &[&Array<T>]) -> Result<Vec<Array<T>>> {
    let shapes: Vec<&[usize]> = arrays.iter().map(|a| a.shape()).collect();
    let shape = broadcast_shapes(&shapes)?;
    arrays.iter().map(|a| a.broadcast_to(&shape)).collect()
}

/// Strides that let an array of `old_shape`/`old_strides` be read as `new_shape` (same size > 1)
/// without copying, in C order; `None` when no such strides exist. A port of NumPy's
/// `_attempt_nocopy_reshape`.
fn nocopy_reshape_strides(
    old_shape: &[usize],
    old_strides: &[isize],
    new_shape: &[usize],
) -> Option<Vec<isize>> {
    // Axes of length 1 have no effect and arbitrary strides: drop them.
    let (old_dims, old_str): (Vec<usize>, Vec<isize>) = old_shape
        .iter()
        .zip(old_strides)
        .filter(|(n, _)| **n != 1)
        .map(|(&n, &s)| (n, s))
        .unzip();
    let new_nd = new_shape.len();
    let old_nd = old_dims.len();
    let mut new_strides = vec![0isize; new_nd];
    let (mut oi, mut oj, mut ni, mut nj) = (0usize, 1usize, 0usize, 1usize);
    while ni < new_nd && oi < old_nd {
        let mut np = new_shape[ni];
        let mut op = old_dims[oi];
        while np != op {
            if np < op {
                // Trailing 1s of the new shape are handled after the loop.
                np *= new_shape[nj];
                nj += 1;
            } else {
                op *= old_dims[oj];
                oj += 1;
            }
        }
        // The old axes oi..oj must be contiguous with each other to be merged.
        for ok in oi..oj - 1 {
            if old_str[ok] != old_dims[ok + 1] as isize * old_str[ok + 1] {
                return None;
            }
        }
        new_strides[nj - 1] = old_str[oj - 1];
        for nk in (ni + 1..nj).rev() {
            new_strides[nk - 1] = new_strides[nk] * new_shape[nk] as isize;
        }
        ni = nj;
        nj += 1;
        oi = oj;
        oj += 1;
    }
    let last = if ni >= 1 { new_strides[ni - 1] } else { 1 };
    for s in &mut new_strides[ni..] {
        *s = last;
    }
    Some(new_strides)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Complex64, Device};
    use half::f16;

    fn arange(n: usize, shape: &[usize]) -> Array<i64> {
        Array::from_vec((0..n as i64).collect(), shape, &Device::cpu()).unwrap()
    }

    #[test]
    fn transpose_reverses_axes() {
        let a = arange(24, &[2, 3, 4]);
        let t = a.transpose().unwrap();
        assert_eq!(t.shape(), &[4, 3, 2]);
        assert_eq!(t.strides(), &[1, 4, 12]);
        assert!(t.shares_storage(&a));
        // a.T.ravel()[:6] in NumPy
        assert_eq!(&t.to_vec().unwrap()[..6], &[0, 12, 4, 16, 8, 20]);
        let s = Array::scalar(5u8, &Device::cpu()).unwrap();
        assert_eq!(s.transpose().unwrap().to_vec().unwrap(), vec![5]);
    }

    #[test]
    fn permute_axes_values_and_errors() {
        let a = arange(24, &[2, 3, 4]);
        let p = a.permute_axes(&[1, -1, 0]).unwrap();
        assert_eq!(p.shape(), &[3, 4, 2]);
        // np.arange(24).reshape(2,3,4).transpose(1,2,0)[1].ravel()
        assert_eq!(
            p.to_vec().unwrap()[8..16].to_vec(),
            vec![4, 16, 5, 17, 6, 18, 7, 19]
        );
        assert!(matches!(
            a.permute_axes(&[0, 0, 1]),
            Err(Error::InvalidArgument { .. })
        ));
        assert!(matches!(
            a.permute_axes(&[0, 1]),
            Err(Error::InvalidArgument { .. })
        ));
        assert!(matches!(
            a.permute_axes(&[0, 1, 3]),
            Err(Error::AxisOutOfBounds { axis: 3, ndim: 3 })
        ));
    }

    #[test]
    fn swapaxes_and_moveaxis() {
        let a = arange(24, &[2, 3, 4]);
        let s = a.swapaxes(0, 2).unwrap();
        assert_eq!(s.shape(), &[4, 3, 2]);
        assert_eq!(s.to_vec().unwrap()[..4].to_vec(), vec![0, 12, 4, 16]);
        assert!(a.swapaxes(0, 3).is_err());
        let m = a.moveaxis(&[0], &[-1]).unwrap();
        assert_eq!(m.shape(), &[3, 4, 2]);
        assert_eq!(m.strides(), &[4, 1, 12]);
        let m = a.moveaxis(&[2, 0], &[0, 1]).unwrap();
        // np.moveaxis(x, [2, 0], [0, 1]).shape == (4, 2, 3)
        assert_eq!(m.shape(), &[4, 2, 3]);
        assert!(a.moveaxis(&[0, 0], &[1, 0]).is_err());
        assert!(a.moveaxis(&[0], &[1, 0]).is_err());
        assert!(a.moveaxis(&[5], &[0]).is_err());
    }

    #[test]
    fn reshape_views_when_possible() {
        let a = arange(24, &[2, 3, 4]);
        let r = a.reshape(&[4, -1]).unwrap();
        assert_eq!(r.shape(), &[4, 6]);
        assert!(r.shares_storage(&a));
        // Transposed data: merging axes 0,1 of a (4,3,2)-transpose is impossible -> copy.
        let t = a.transpose().unwrap();
        let c = t.reshape(&[12, 2]).unwrap();
        assert!(!c.shares_storage(&a));
        assert_eq!(c.to_vec().unwrap(), t.to_vec().unwrap());
        // Splitting an axis of a strided view is possible without a copy.
        let s = a.slice_axis(2, None, None, 2).unwrap(); // shape (2, 3, 2), strides (12, 4, 2)
        let v = s.reshape(&[6, 2]).unwrap();
        assert!(v.shares_storage(&a));
        assert_eq!(v.strides(), &[4, 2]);
        assert_eq!(v.to_vec().unwrap(), s.to_vec().unwrap());
        // Negative strides: a[::-1] reshaped (NumPy keeps a view).
        let f = arange(6, &[6]).flip(None).unwrap();
        let fr = f.reshape(&[2, 1, 3]).unwrap();
        assert!(fr.shares_storage(&f));
        assert_eq!(fr.strides(), &[-3, -3, -1]);
        assert_eq!(fr.to_vec().unwrap(), vec![5, 4, 3, 2, 1, 0]);
        // Insert and remove unit axes on a non-contiguous array.
        let u = a.transpose().unwrap().reshape(&[1, 4, 3, 1, 2]).unwrap();
        assert!(u.shares_storage(&a));
        assert_eq!(
            u.to_vec().unwrap(),
            a.transpose().unwrap().to_vec().unwrap()
        );
    }

    #[test]
    fn reshape_errors_and_edge_cases() {
        let a = arange(6, &[2, 3]);
        assert!(matches!(
            a.reshape(&[-1, -1]),
            Err(Error::InvalidShape { .. })
        ));
        assert!(a.reshape(&[4, -1]).is_err());
        assert!(a.reshape(&[7]).is_err());
        assert_eq!(a.reshape(&[-2, 3]).unwrap().shape(), &[2, 3]);
        let e = Array::<f32>::empty(&[0], &Device::cpu()).unwrap();
        assert!(e.reshape(&[-1, 0]).is_err());
        assert_eq!(e.reshape(&[3, 0, 2]).unwrap().shape(), &[3, 0, 2]);
        let s = Array::scalar(1.5f64, &Device::cpu()).unwrap();
        let r = s.reshape(&[1, 1]).unwrap();
        assert_eq!(r.to_vec().unwrap(), vec![1.5]);
        assert_eq!(r.reshape(&[]).unwrap().shape(), &[] as &[usize]);
        assert_eq!(s.reshape(&[-1]).unwrap().shape(), &[1]);
    }

    #[test]
    fn nocopy_strides_match_numpy() {
        // np.ones((4, 6))[:, ::2].reshape(2, 2, 3).strides == (96, 48, 16) bytes
        assert_eq!(
            nocopy_reshape_strides(&[4, 3], &[6, 2], &[2, 2, 3]),
            Some(vec![12, 6, 2])
        );
        // np.ones((4, 6))[:, ::2] is evenly strided: flattening it keeps a view ...
        assert_eq!(
            nocopy_reshape_strides(&[4, 3], &[6, 2], &[12]),
            Some(vec![2])
        );
        // ... but np.ones((4, 8))[:, :6:2] is not.
        assert_eq!(nocopy_reshape_strides(&[4, 3], &[8, 2], &[12]), None);
        assert_eq!(
            nocopy_reshape_strides(&[2, 3], &[3, 1], &[6, 1]),
            Some(vec![1, 1])
        );
    }

    #[test]
    fn ravel_and_flatten() {
        let a = arange(6, &[2, 3]);
        assert!(a.ravel().unwrap().shares_storage(&a));
        let t = a.transpose().unwrap();
        let r = t.ravel().unwrap();
        assert!(!r.shares_storage(&a));
        assert_eq!(r.to_vec().unwrap(), vec![0, 3, 1, 4, 2, 5]);
        let f = a.flatten().unwrap();
        assert!(!f.shares_storage(&a));
        assert_eq!(f.shape(), &[6]);
        let s = Array::scalar(true, &Device::cpu()).unwrap();
        assert_eq!(s.ravel().unwrap().shape(), &[1]);
        assert_eq!(s.flatten().unwrap().to_vec().unwrap(), vec![true]);
        let sub = a.slice_axis(0, Some(1), None, 1).unwrap();
        let rs = sub.ravel().unwrap();
        assert!(rs.shares_storage(&a));
        assert_eq!(rs.to_vec().unwrap(), vec![3, 4, 5]);
    }

    #[test]
    fn squeeze_and_expand_dims() {
        let a = Array::<f16>::empty(&[1, 3, 1, 2], &Device::cpu()).unwrap();
        assert_eq!(a.squeeze(None).unwrap().shape(), &[3, 2]);
        assert_eq!(a.squeeze(Some(&[-2])).unwrap().shape(), &[1, 3, 2]);
        assert!(a.squeeze(Some(&[1])).is_err());
        assert!(a.squeeze(Some(&[0, 0])).is_err());
        assert!(a.squeeze(Some(&[4])).is_err());
        let e = a.expand_dims(&[0, -1]).unwrap();
        assert_eq!(e.shape(), &[1, 1, 3, 1, 2, 1]);
        assert!(e.shares_storage(&a));
        // np.expand_dims(np.zeros((3, 4)), (0, 2)).shape == (1, 3, 1, 4)
        let b = Array::<f32>::empty(&[3, 4], &Device::cpu()).unwrap();
        assert_eq!(b.expand_dims(&[0, 2]).unwrap().shape(), &[1, 3, 1, 4]);
        assert_eq!(b.expand_dims(&[-1, -3]).unwrap().shape(), &[3, 1, 4, 1]);
        assert!(b.expand_dims(&[0, 0]).is_err());
        assert!(matches!(
            b.expand_dims(&[3]),
            Err(Error::AxisOutOfBounds { axis: 3, ndim: 3 })
        ));
        let s = Array::scalar(2i32, &Device::cpu()).unwrap();
        assert_eq!(s.expand_dims(&[0]).unwrap().to_vec().unwrap(), vec![2]);
        assert_eq!(s.squeeze(None).unwrap().shape(), &[] as &[usize]);
    }

    #[test]
    fn broadcasting() {
        let a = Array::from_vec(vec![1i32, 2, 3], &[3, 1], &Device::cpu()).unwrap();
        let b = a.broadcast_to(&[2, 3, 2]).unwrap();
        assert!(b.shares_storage(&a));
        assert_eq!(b.strides(), &[0, 1, 0]);
        assert_eq!(
            b.to_vec().unwrap(),
            vec![1, 1, 2, 2, 3, 3, 1, 1, 2, 2, 3, 3]
        );
        match a.broadcast_to(&[3, 2, 2]) {
            Ok(_) => panic!("(3, 1) does not broadcast to (3, 2, 2)"),
            Err(Error::ShapeMismatch { left, right, .. }) => {
                assert_eq!(left, vec![3, 1]);
                assert_eq!(right, vec![3, 2, 2]);
            }
            Err(e) => panic!("{e}"),
        }
        assert!(a.broadcast_to(&[3]).is_err());
        assert_eq!(a.broadcast_to(&[3, 0]).unwrap().shape(), &[3, 0]);
        let s = Array::scalar(Complex64::new(1.0, 2.0), &Device::cpu()).unwrap();
        assert_eq!(s.broadcast_to(&[2]).unwrap().to_vec().unwrap().len(), 2);

        assert_eq!(broadcast_shapes(&[&[2, 1], &[3]]).unwrap(), vec![2, 3]);
        assert_eq!(broadcast_shapes(&[&[0, 1], &[1, 4]]).unwrap(), vec![0, 4]);
        assert_eq!(broadcast_shapes(&[]).unwrap(), Vec::<usize>::new());
        assert!(matches!(
            broadcast_shapes(&[&[2, 3], &[4, 3]]),
            Err(Error::ShapeMismatch { .. })
        ));

        let x = Array::from_vec(vec![1u8, 2], &[2], &Device::cpu()).unwrap();
        let y = Array::from_vec(vec![5u8, 6, 7], &[3, 1], &Device::cpu()).unwrap();
        let v = broadcast_arrays(&[&x, &y]).unwrap();
        assert_eq!(v[0].shape(), &[3, 2]);
        assert_eq!(v[1].to_vec().unwrap(), vec![5, 5, 6, 6, 7, 7]);
    }

    #[test]
    fn diagonal_matches_numpy() {
        let a = arange(12, &[3, 4]);
        assert_eq!(
            a.diagonal(0, 0, 1).unwrap().to_vec().unwrap(),
            vec![0, 5, 10]
        );
        assert_eq!(
            a.diagonal(1, 0, 1).unwrap().to_vec().unwrap(),
            vec![1, 6, 11]
        );
        assert_eq!(a.diagonal(3, 0, 1).unwrap().to_vec().unwrap(), vec![3]);
        assert_eq!(a.diagonal(4, 0, 1).unwrap().shape(), &[0]);
        assert_eq!(a.diagonal(9, 0, 1).unwrap().shape(), &[0]);
        assert_eq!(a.diagonal(-1, 0, 1).unwrap().to_vec().unwrap(), vec![4, 9]);
        assert_eq!(a.diagonal(-3, 0, 1).unwrap().shape(), &[0]);
        assert_eq!(
            a.diagonal(0, 1, 0).unwrap().to_vec().unwrap(),
            vec![0, 5, 10]
        );
        assert!(a.diagonal(0, 0, 1).unwrap().shares_storage(&a));
        // np.arange(24).reshape(2,3,4).diagonal(0, 0, 2) == [[0, 13], [4, 17], [8, 21]]
        let b = arange(24, &[2, 3, 4]);
        let d = b.diagonal(0, 0, -1).unwrap();
        assert_eq!(d.shape(), &[3, 2]);
        assert_eq!(d.to_vec().unwrap(), vec![0, 13, 4, 17, 8, 21]);
        // On a flipped view
        let f = a.flip(None).unwrap();
        assert_eq!(
            f.diagonal(0, 0, 1).unwrap().to_vec().unwrap(),
            vec![11, 6, 1]
        );
        assert!(arange(3, &[3]).diagonal(0, 0, 1).is_err());
        assert!(a.diagonal(0, 1, -1).is_err());
        assert!(a.diagonal(0, 0, 2).is_err());
    }

    #[test]
    fn flip_and_rot90() {
        let a = arange(6, &[2, 3]);
        let f = a.flip(Some(&[-1])).unwrap();
        assert!(f.shares_storage(&a));
        assert_eq!(f.strides(), &[3, -1]);
        assert_eq!(f.to_vec().unwrap(), vec![2, 1, 0, 5, 4, 3]);
        assert_eq!(
            f.flip(Some(&[1])).unwrap().to_vec().unwrap(),
            a.to_vec().unwrap()
        );
        assert!(a.flip(Some(&[0, 0])).is_err());
        assert!(a.flip(Some(&[2])).is_err());
        let e = Array::<bool>::empty(&[0, 2], &Device::cpu()).unwrap();
        assert_eq!(e.flip(None).unwrap().shape(), &[0, 2]);
        // np.rot90(np.arange(6).reshape(2,3), k) flattened
        assert_eq!(
            a.rot90(1, [0, 1]).unwrap().to_vec().unwrap(),
            vec![2, 5, 1, 4, 0, 3]
        );
        assert_eq!(
            a.rot90(2, [0, 1]).unwrap().to_vec().unwrap(),
            vec![5, 4, 3, 2, 1, 0]
        );
        assert_eq!(
            a.rot90(3, [0, 1]).unwrap().to_vec().unwrap(),
            vec![3, 0, 4, 1, 5, 2]
        );
        assert_eq!(
            a.rot90(-1, [0, 1]).unwrap().to_vec().unwrap(),
            vec![3, 0, 4, 1, 5, 2]
        );
        assert_eq!(
            a.rot90(4, [0, 1]).unwrap().to_vec().unwrap(),
            a.to_vec().unwrap()
        );
        assert_eq!(
            a.rot90(1, [1, 0]).unwrap().to_vec().unwrap(),
            vec![3, 0, 4, 1, 5, 2]
        );
        assert_eq!(a.rot90(1, [0, 1]).unwrap().shape(), &[3, 2]);
        assert!(a.rot90(1, [0, 0]).is_err());
        assert!(a.rot90(1, [0, -2]).is_err());
        assert!(a.rot90(1, [0, 2]).is_err());
        assert!(arange(3, &[3]).rot90(1, [0, 1]).is_err());
    }
}
