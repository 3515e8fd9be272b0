//! `solve_banded`: a system whose matrix is given by its diagonals in LAPACK's band storage.
//!
//! The band is scattered into a dense matrix on the input's device (one gather and one scatter
//! of the `(l + u + 1) * M` stored values) and solved by [`crate::solve`] (cuSOLVER `getrf` /
//! `getrs` on the GPU, faer on the CPU).

use crate::lu::solve;
use crate::scalar::LinalgScalar;
use crate::util::same_device;
use gsci_core::{Array, Error, Result, put, take};

/// Solves `a x = b` for a banded `a` with `l` sub- and `u` superdiagonals.
///
/// Equivalent to `scipy.linalg.solve_banded`.
///
/// `ab` is `(l + u + 1, M)`: `a[i, j] = ab[u + i - j, j]` (entries of `ab` outside the matrix
/// are not read); `b` is `(M,)` or `(M, K)`; `x` has `b`'s shape.
///
/// # Errors
/// [`Error::InvalidArgument`] when `ab` has not `l + u + 1` rows; [`Error::ShapeMismatch`] when
/// `b` does not have `M` rows; [`Error::Singular`] for a singular matrix.
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// // [[2, 1, 0], [1, 2, 1], [0, 1, 2]] in band storage (l = u = 1)
/// let ab = Array::from_vec(vec![0.0f64, 1.0, 1.0, 2.0, 2.0, 2.0, 1.0, 1.0, 0.0], &[3, 3], &dev)?;
/// let b = Array::from_vec(vec![3.0f64, 4.0, 3.0], &[3], &dev)?;
/// let x = gsci_linalg::solve_banded((1, 1), &ab, &b)?.to_vec()?;
/// assert!(x.iter().all(|v| (v - 1.0).abs() < 1e-14));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn solve_banded<T: LinalgScalar>(
    l_and_u: (usize, usize),
    ab: &Array<T>,
    b: &Array<T>,
) -> Result<Array<T>> {
    const OP: &str = "solve_banded";
    same_device(ab, b, OP)?;
    let (l, u) = l_and_u;
    if ab.ndim() != 2 {
        return Err(Error::InvalidShape {
            op: OP,
            shape: ab.shape().to_vec(),
            reason: "ab must be two-dimensional".into(),
        });
    }
    let (rows, m) = (ab.shape()[0], ab.shape()[1]);
    if rows != l + u + 1 {
        return Err(Error::InvalidArgument {
            op: OP,
            reason: format!(
                "invalid values for the number of lower and upper diagonals: l+u+1 ({}) does not equal ab.shape[0] ({rows})",
                l + u + 1
            ),
        });
    }
    if b.ndim() == 0 || b.ndim() > 2 || b.shape()[0] != m {
        return Err(Error::ShapeMismatch {
            op: OP,
            left: ab.shape().to_vec(),
            right: b.shape().to_vec(),
        });
    }
    if m == 0 {
        return Array::zeros(b.shape(), b.device());
    }
    let (mut src, mut dst) = (Vec::new(), Vec::new());
    for j in 0..m {
        let lo = j.saturating_sub(u);
        let hi = (j + l).min(m - 1);
        for i in lo..=hi {
            src.push(((u + i - j) * m + j) as i64);
            dst.push((i * m + j) as i64);
        }
    }
    let dev = ab.device();
    let count = src.len();
    let src = Array::from_vec(src, &[count], dev)?;
    let dst = Array::from_vec(dst, &[count], dev)?;
    let values = take(ab, &src, None)?;
    let mut dense = Array::<T>::zeros(&[m * m], dev)?;
    put(&mut dense, &dst, &values)?;
    let a = dense.reshape(&[m as isize, m as isize])?;
    solve(&a, b)
}
