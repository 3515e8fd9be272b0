//! Shape and layout helpers shared by the routines: batch shapes, device checks, strided CPU
//! matrices as faer views.

use gsci_core::{Array, Element, Error, Result, broadcast_shapes};
use ndarray::ArrayViewD;

/// SciPy's `check_finite` (and NumPy's refusal of NaN in iterative decompositions): NaN or
/// infinite entries are an error naming `op` with `reason`, on both backends (one reduction on
/// the array's device).
pub(crate) fn check_finite<T: crate::scalar::LinalgScalar>(
    a: &Array<T>,
    op: &'static str,
    reason: &str,
) -> Result<()> {
    use gsci_core::reduce::{ReduceOptions, all};
    let finite: Array<bool> = gsci_core::ufunc::isfinite(a)?;
    if all(&finite, &ReduceOptions::default())?.item()? {
        Ok(())
    } else {
        Err(Error::InvalidArgument {
            op,
            reason: reason.into(),
        })
    }
}

/// `e` as raised by the public function `op` that called the routine which raised it (`inv`
/// inside `matrix_power`, `svd` inside `svdvals`): the message names what the user called.
pub(crate) fn as_raised_by(e: Error, op: &'static str) -> Error {
    match e {
        Error::InvalidArgument { reason, .. } => Error::InvalidArgument { op, reason },
        Error::Singular { .. } => Error::Singular { op },
        Error::NotPositiveDefinite { order, .. } => Error::NotPositiveDefinite { op, order },
        other => other,
    }
}

/// Checks that two arrays live on the same device.
pub(crate) fn same_device<T: Element, U: Element>(
    a: &Array<T>,
    b: &Array<U>,
    op: &'static str,
) -> Result<()> {
    if a.device() == b.device() {
        Ok(())
    } else {
        Err(Error::DeviceMismatch {
            op,
            left: a.device().to_string(),
            right: b.device().to_string(),
        })
    }
}

/// A C-ordered array of `shape` with the elements of `a` (a view when possible).
pub(crate) fn reshaped<T: Element>(a: &Array<T>, shape: &[usize]) -> Result<Array<T>> {
    let s: Vec<isize> = shape.iter().map(|&d| d as isize).collect();
    if a.is_c_contiguous() {
        a.reshape(&s)
    } else {
        a.copy()?.reshape(&s)
    }
}

/// Requires at least two dimensions and a square trailing matrix; returns n.
pub(crate) fn square<T: Element>(a: &Array<T>, op: &'static str) -> Result<usize> {
    let (_, m, n) = matrix_dims(a, op)?;
    if m != n {
        return Err(Error::InvalidShape {
            op,
            shape: a.shape().to_vec(),
            reason: "the last two dimensions must be square".into(),
        });
    }
    Ok(n)
}

/// Requires at least two dimensions; returns (batch shape, rows, cols).
pub(crate) fn matrix_dims<T: Element>(
    a: &Array<T>,
    op: &'static str,
) -> Result<(Vec<usize>, usize, usize)> {
    let s = a.shape();
    if s.len() < 2 {
        return Err(Error::InvalidShape {
            op,
            shape: s.to_vec(),
            reason: format!(
                "{}-dimensional array given; the array must be at least two-dimensional",
                s.len()
            ),
        });
    }
    Ok((s[..s.len() - 2].to_vec(), s[s.len() - 2], s[s.len() - 1]))
}

/// The broadcast of two batch shapes, or a shape mismatch naming both full shapes.
pub(crate) fn broadcast_batch(
    a_batch: &[usize],
    b_batch: &[usize],
    a_shape: &[usize],
    b_shape: &[usize],
    op: &'static str,
) -> Result<Vec<usize>> {
    broadcast_shapes(&[a_batch, b_batch]).map_err(|_| Error::ShapeMismatch {
        op,
        left: a_shape.to_vec(),
        right: b_shape.to_vec(),
    })
}

/// `shape` with `tail` appended.
pub(crate) fn with_tail(shape: &[usize], tail: &[usize]) -> Vec<usize> {
    let mut s = shape.to_vec();
    s.extend_from_slice(tail);
    s
}

/// The element offsets (from the first element) of each matrix of a batch: unravel the flat
/// batch index over `batch_shape` and sum index * stride.
pub(crate) fn batch_offsets(batch_shape: &[usize], batch_strides: &[isize]) -> Vec<isize> {
    let count: usize = batch_shape.iter().product();
    let mut offsets = Vec::with_capacity(count);
    let mut idx = vec![0usize; batch_shape.len()];
    for _ in 0..count {
        offsets.push(
            idx.iter()
                .zip(batch_strides)
                .map(|(&i, &s)| i as isize * s)
                .sum(),
        );
        for d in (0..idx.len()).rev() {
            idx[d] += 1;
            if idx[d] < batch_shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    offsets
}

/// A raw pointer that may cross threads: the CPU loops hand disjoint matrices to rayon workers.
#[derive(Clone, Copy)]
pub(crate) struct SendPtr<T>(pub *const T);
// SAFETY: only used to read matrices that stay alive and unmodified for the whole parallel loop.
unsafe impl<T> Send for SendPtr<T> {}
unsafe impl<T> Sync for SendPtr<T> {}

/// A batch of strided matrices inside a CPU array, readable as faer views.
pub(crate) struct CpuMatrices<'a, T> {
    _view: ArrayViewD<'a, T>,
    base: SendPtr<T>,
    offsets: Vec<isize>,
    pub rows: usize,
    pub cols: usize,
    rs: isize,
    cs: isize,
}

impl<'a, T: Element> CpuMatrices<'a, T> {
    /// The matrices of a CPU array of shape `(batch..., rows, cols)` (at least 2-D).
    pub(crate) fn new(a: &'a Array<T>) -> CpuMatrices<'a, T> {
        let view = a.view_cpu().expect("internal: CpuMatrices of a GPU array");
        let nd = view.ndim();
        debug_assert!(nd >= 2);
        let strides = view.strides().to_vec();
        let shape = view.shape().to_vec();
        let offsets = batch_offsets(&shape[..nd - 2], &strides[..nd - 2]);
        CpuMatrices {
            base: SendPtr(view.as_ptr()),
            _view: view,
            offsets,
            rows: shape[nd - 2],
            cols: shape[nd - 1],
            rs: strides[nd - 2],
            cs: strides[nd - 1],
        }
    }

    /// Number of matrices.
    pub(crate) fn count(&self) -> usize {
        self.offsets.len()
    }

    /// Matrix `b` as its first element's address and its row and column strides (in elements),
    /// valid for reads while `self` lives.
    pub(crate) fn raw(&self, b: usize) -> (*const T, isize, isize) {
        (
            self.base.0.wrapping_offset(self.offsets[b]),
            self.rs,
            self.cs,
        )
    }

    /// Matrix `b` as a faer view.
    pub(crate) fn mat(&self, b: usize) -> faer::MatRef<'_, T> {
        // SAFETY: the offsets and strides come from the ndarray view of the array, which bounds
        // every element inside its storage; the view (and so the storage) lives as long as self.
        unsafe {
            faer::MatRef::from_raw_parts(
                self.base.0.offset(self.offsets[b]),
                self.rows,
                self.cols,
                self.rs,
                self.cs,
            )
        }
    }
}

// SAFETY: CpuMatrices only reads through its pointer; the array it borrows is immutable.
unsafe impl<T: Sync> Sync for CpuMatrices<'_, T> {}

/// Elements of work above which CPU loops over a batch run in parallel.
pub(crate) const PARALLEL_WORK: usize = 1 << 15;

/// An array with no zero inner strides over more than one element (faer's kernels want distinct
/// addresses per element), else the same array.
pub(crate) fn no_zero_inner_strides<T: Element>(a: &Array<T>) -> Result<Array<T>> {
    let nd = a.ndim();
    let bad = (nd.saturating_sub(2)..nd).any(|d| a.strides()[d] == 0 && a.shape()[d] > 1);
    if bad { a.copy() } else { Ok(a.clone()) }
}
