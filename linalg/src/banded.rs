//! `solve_banded`: a system whose matrix is given by its diagonals in LAPACK's band storage.
//!
//! CPU: banded Gaussian elimination with partial pivoting (LAPACK's `gbsv` scheme), O(M l (l + u))
//! work and O(M (2l + u + 1)) memory. GPU: the band is scattered into a dense matrix on the
//! device (one gather and one scatter of the stored values) and solved by [`crate::solve`]
//! (cuSOLVER `getrf`/`getrs`); cuSOLVER has no banded LU.

use crate::lu::solve;
use crate::scalar::LinalgScalar;
use crate::util::same_device;
use gsci_core::{Array, Backend, Element, Error, Result, put, take};

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
    if matches!(ab.device().backend(), Backend::Cpu) {
        return solve_banded_cpu(l, u, ab, b, OP);
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

/// Banded LU with partial pivoting on the host, applied to the right-hand sides as it goes.
///
/// Row `p` of the work array holds columns `p - l ..= p + l + u` of the (row-permuted,
/// partially eliminated) matrix: pivoting swaps row `i` with a row at most `l` below, whose
/// entries then reach column `i + l + u` at most (LAPACK's fill-in bound).
fn solve_banded_cpu<T: LinalgScalar>(
    l: usize,
    u: usize,
    ab: &Array<T>,
    b: &Array<T>,
    op: &'static str,
) -> Result<Array<T>> {
    let m = ab.shape()[1];
    let width = 2 * l + u + 1;
    let abv = ab.to_vec()?;
    let zero = <T as Element>::zero();
    let mut w = vec![zero; m * width];
    // Column j of row p lives at w[p * width + (j + l - p)].
    let at = |p: usize, j: usize| p * width + j + l - p;
    for j in 0..m {
        for i in j.saturating_sub(u)..=(j + l).min(m - 1) {
            w[at(i, j)] = abv[(u + i - j) * m + j];
        }
    }
    let k = if b.ndim() == 1 { 1 } else { b.shape()[1] };
    let mut x = b.to_vec()?; // row-major m x k
    for i in 0..m {
        let last_row = (i + l).min(m - 1);
        let last_col = (i + l + u).min(m - 1);
        let mut piv = i;
        let mut best = w[at(i, i)].modulus();
        for r in i + 1..=last_row {
            let v = w[at(r, i)].modulus();
            if v > best {
                best = v;
                piv = r;
            }
        }
        if best == <T::Re as Element>::zero() {
            return Err(Error::Singular { op });
        }
        if piv != i {
            for c in i..=last_col {
                w.swap(at(i, c), at(piv, c));
            }
            for c in 0..k {
                x.swap(i * k + c, piv * k + c);
            }
        }
        let d = w[at(i, i)];
        for r in i + 1..=last_row {
            let f = w[at(r, i)] / d;
            if f == zero {
                continue;
            }
            w[at(r, i)] = zero;
            for c in i + 1..=last_col {
                let t = w[at(i, c)];
                w[at(r, c)] -= f * t;
            }
            for c in 0..k {
                let t = x[i * k + c];
                x[r * k + c] -= f * t;
            }
        }
    }
    for i in (0..m).rev() {
        let last_col = (i + l + u).min(m - 1);
        let d = w[at(i, i)];
        for c in 0..k {
            let mut s = x[i * k + c];
            for j in i + 1..=last_col {
                s -= w[at(i, j)] * x[j * k + c];
            }
            x[i * k + c] = s / d;
        }
    }
    Array::from_vec(x, b.shape(), b.device())
}
