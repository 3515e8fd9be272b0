//! Cholesky factorisation and triangular solves: `cholesky` (numpy.linalg, and scipy.linalg's
//! in [`crate::scipy`]), `cho_factor`, `cho_solve`, `solve_triangular`, batched.

mod cpu;
mod cuda;

use crate::layout::c_order_host;
use crate::lu::{Trans, broadcast_solve, cpu_batch, cpu_batch_mut};
use crate::scalar::LinalgScalar;
use crate::util::{CpuMatrices, check_finite, same_device, square, with_tail};
use gsci_core::{Array, Backend, Element, Error, Result};

/// Options of [`cholesky`] (NumPy's keyword arguments).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CholeskyOptions {
    /// Return the upper factor `U` (`A = U^H U`, read from A's upper triangle) instead of the
    /// lower `L` (`A = L L^H`, read from the lower triangle). NumPy's default: false.
    pub upper: bool,
}

/// Lower (or, with `upper`, upper) Cholesky factor of Hermitian positive-definite matrices,
/// batched.
///
/// Equivalent to `numpy.linalg.cholesky` (NumPy's default: the lower factor).
///
/// Only the triangle named by `opts.upper` of `a` is read; the result is zero in the other.
///
/// # Errors
/// [`Error::InvalidShape`] for non-square input; [`Error::NotPositiveDefinite`] with the order of
/// the first leading minor that is not positive (NaN entries included).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{CholeskyOptions, cholesky};
/// let a = Array::from_vec(vec![4.0f64, 2.0, 2.0, 5.0], &[2, 2], &Device::cpu())?;
/// assert_eq!(cholesky(&a, &CholeskyOptions::default())?.to_vec()?, vec![2.0, 0.0, 1.0, 2.0]);
/// let u = cholesky(&a, &CholeskyOptions { upper: true })?;
/// assert_eq!(u.to_vec()?, vec![2.0, 1.0, 0.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cholesky<T: LinalgScalar>(a: &Array<T>, opts: &CholeskyOptions) -> Result<Array<T>> {
    factor(a, !opts.upper, true, "cholesky")
}

/// The factor of every matrix; `clean` zeroes the other triangle (else it keeps A's values, as
/// LAPACK and `cho_factor` leave them).
fn factor<T: LinalgScalar>(
    a: &Array<T>,
    lower: bool,
    clean: bool,
    op: &'static str,
) -> Result<Array<T>> {
    let n = square(a, op)?;
    let count: usize = a.shape()[..a.ndim() - 2].iter().product();
    if count == 0 || n == 0 {
        return Array::zeros(a.shape(), a.device());
    }
    match a.device().backend() {
        Backend::Cpu => {
            let mut out = c_order_host(a)?;
            let am = CpuMatrices::new(a);
            cpu_batch_mut(&mut out, n * n, n * n * n / 3, |i, m, par| {
                cpu::factor_in_place(m, n, lower, par)
                    .map_err(|order| Error::NotPositiveDefinite { op, order })?;
                cpu::other_triangle(m, n, lower, (!clean).then(|| am.mat(i)));
                Ok(())
            })?;
            Array::from_vec(out, a.shape(), a.device())
        }
        Backend::Cuda(c) if n <= crate::cuda::small::SMALL_KERNEL_MAX => {
            crate::cuda::small::potrf(c, a, lower, clean, op)
        }
        Backend::Cuda(c) => {
            let raw = cuda::potrf(c, a, lower, op)?;
            match (clean, lower) {
                // The batched potrf uses the other triangle as workspace: put the input's
                // values back there, as LAPACK (and so SciPy) leaves them.
                (false, _) => {
                    let tri = Array::<bool>::tri(n, None, 0, a.device())?;
                    let keep = if lower { tri } else { tri.transpose()? };
                    gsci_core::where_(&keep, &raw, a)
                }
                (true, true) => Array::tril(&raw, 0),
                (true, false) => Array::triu(&raw, 0),
            }
        }
    }
}

/// Options of [`cho_factor`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ChoFactorOptions {
    /// Factor as `A = L L^H` from the lower triangle (else `A = U^H U` from the upper one).
    /// SciPy's default: false.
    pub lower: bool,
}

/// Cholesky factorisation for [`cho_solve`], batched.
///
/// Equivalent to `scipy.linalg.cho_factor`.
///
/// Returns `(c, lower)`: the factor in the requested triangle of `c`; the other triangle keeps
/// the input's values (SciPy: "arbitrary data").
///
/// # Errors
/// As [`cholesky`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{ChoFactorOptions, cho_factor, cho_solve};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![4.0f64, 2.0, 2.0, 5.0], &[2, 2], &dev)?;
/// let (c, lower) = cho_factor(&a, &ChoFactorOptions::default())?;
/// let b = Array::from_vec(vec![6.0f64, 7.0], &[2], &dev)?;
/// assert_eq!(cho_solve((&c, lower), &b)?.to_vec()?, vec![1.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cho_factor<T: LinalgScalar>(
    a: &Array<T>,
    opts: &ChoFactorOptions,
) -> Result<(Array<T>, bool)> {
    Ok((factor(a, opts.lower, false, "cho_factor")?, opts.lower))
}

/// Solves `A x = b` with the factor from [`cho_factor`].
///
/// Equivalent to `scipy.linalg.cho_solve`.
///
/// `b` is `(N,)` or `(..., N, K)`, broadcast against the factor's batch as in [`crate::solve`].
///
/// # Errors
/// [`Error::InvalidShape`] / [`Error::ShapeMismatch`] when the shapes do not fit.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::cho_solve;
/// let dev = Device::cpu();
/// let l = Array::from_vec(vec![2.0f64, 0.0, 1.0, 2.0], &[2, 2], &dev)?;
/// let b = Array::from_vec(vec![6.0f64, 7.0], &[2], &dev)?;
/// assert_eq!(cho_solve((&l, true), &b)?.to_vec()?, vec![1.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cho_solve<T: LinalgScalar>(
    c_and_lower: (&Array<T>, bool),
    b: &Array<T>,
) -> Result<Array<T>> {
    const OP: &str = "cho_solve";
    let (c, lower) = c_and_lower;
    same_device(c, b, OP)?;
    let (batch, c_b, b_b, vector) = broadcast_solve(c, b, OP)?;
    let n = c_b.shape()[c_b.ndim() - 1];
    let k = b_b.shape()[b_b.ndim() - 1];
    let count: usize = batch.iter().product();
    let out_shape = with_tail(&batch, &[n, k]);
    let x = if count == 0 || n == 0 || k == 0 {
        Array::zeros(&out_shape, c.device())?
    } else {
        match c.device().backend() {
            Backend::Cpu => {
                let (cm, bm) = (CpuMatrices::new(&c_b), CpuMatrices::new(&b_b));
                let parts = cpu_batch(count, n * n * k, |i, par| {
                    let mut x = bm.mat(i).to_owned();
                    // A = L L^H: L y = b, then L^H x = y (upper: A = U^H U, U^H y = b, U x = y).
                    let (first, second) = if lower { (0, 2) } else { (2, 0) };
                    cpu::solve_triangular(cm.mat(i), x.as_mut(), lower, first, false, par);
                    cpu::solve_triangular(cm.mat(i), x.as_mut(), lower, second, false, par);
                    let mut out = vec![T::zero(); n * k];
                    crate::layout::write_row_major(&mut out, x.as_ref());
                    Ok(out)
                })?;
                Array::from_vec(parts.concat(), &out_shape, c.device())?
            }
            Backend::Cuda(cu) => cuda::cho_solve(cu, &c_b, lower, &b_b)?,
        }
    };
    if vector {
        x.squeeze(Some(&[-1]))
    } else {
        Ok(x)
    }
}

/// Options of [`solve_triangular`] (SciPy's keyword arguments and defaults).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveTriangularOptions {
    /// The system: `a x = b`, `a^T x = b` or `a^H x = b`.
    pub trans: Trans,
    /// Use the lower triangle of `a` (SciPy's default: false, the upper one).
    pub lower: bool,
    /// Take the diagonal of `a` to be ones without reading it.
    pub unit_diagonal: bool,
    /// Refuse NaN or infinite entries in `a` and `b` (SciPy's default: true). With false they
    /// propagate into the result.
    pub check_finite: bool,
}

impl Default for SolveTriangularOptions {
    fn default() -> Self {
        SolveTriangularOptions {
            trans: Trans::default(),
            lower: false,
            unit_diagonal: false,
            check_finite: true,
        }
    }
}

/// Solves a triangular system, batched.
///
/// Equivalent to `scipy.linalg.solve_triangular`.
///
/// `b` is `(N,)` or `(..., N, K)`, broadcast against a's batch as in [`crate::solve`]. Only the
/// chosen triangle of `a` is read.
///
/// # Errors
/// [`Error::InvalidShape`] / [`Error::ShapeMismatch`] when the shapes do not fit;
/// [`Error::Singular`] for a zero on the diagonal (SciPy's "singular matrix"), on both backends;
/// [`Error::InvalidArgument`] for NaN or infinite entries unless `check_finite` is false.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{SolveTriangularOptions, solve_triangular};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![2.0f64, 0.0, 1.0, 4.0], &[2, 2], &dev)?;
/// let b = Array::from_vec(vec![2.0f64, 9.0], &[2], &dev)?;
/// let opts = SolveTriangularOptions { lower: true, ..Default::default() };
/// assert_eq!(solve_triangular(&a, &b, &opts)?.to_vec()?, vec![1.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn solve_triangular<T: LinalgScalar>(
    a: &Array<T>,
    b: &Array<T>,
    opts: &SolveTriangularOptions,
) -> Result<Array<T>> {
    const OP: &str = "solve_triangular";
    same_device(a, b, OP)?;
    let (batch, a_b, b_b, vector) = broadcast_solve(a, b, OP)?;
    let n = a_b.shape()[a_b.ndim() - 1];
    let k = b_b.shape()[b_b.ndim() - 1];
    let count: usize = batch.iter().product();
    let out_shape = with_tail(&batch, &[n, k]);
    let trans = opts.trans.code();
    if opts.check_finite {
        check_finite(a, OP, "array must not contain infs or NaNs (a)")?;
        check_finite(b, OP, "array must not contain infs or NaNs (b)")?;
    }
    // A zero on the diagonal is SciPy's LinAlgError on both backends (cuBLAS `trsm` does not
    // check): the diagonals are read once (count * n values), on the host.
    if !opts.unit_diagonal && count > 0 && n > 0 && !matches!(a.device().backend(), Backend::Cpu) {
        let diag = a_b.diagonal(0, -2, -1)?.to_vec()?;
        if diag.iter().any(|&d| d == <T as Element>::zero()) {
            return Err(Error::Singular { op: OP });
        }
    }
    let x = if count == 0 || n == 0 || k == 0 {
        Array::zeros(&out_shape, a.device())?
    } else {
        match a.device().backend() {
            Backend::Cpu => {
                let (am, bm) = (CpuMatrices::new(&a_b), CpuMatrices::new(&b_b));
                let zero = <T as Element>::zero();
                let parts = cpu_batch(count, n * n * k, |i, par| {
                    let m = am.mat(i);
                    if !opts.unit_diagonal && (0..n).any(|d| m[(d, d)] == zero) {
                        return Err(Error::Singular { op: OP });
                    }
                    let mut x = bm.mat(i).to_owned();
                    cpu::solve_triangular(
                        m,
                        x.as_mut(),
                        opts.lower,
                        trans,
                        opts.unit_diagonal,
                        par,
                    );
                    let mut out = vec![T::zero(); n * k];
                    crate::layout::write_row_major(&mut out, x.as_ref());
                    Ok(out)
                })?;
                Array::from_vec(parts.concat(), &out_shape, a.device())?
            }
            Backend::Cuda(c) => {
                cuda::solve_triangular(c, &a_b, &b_b, opts.lower, trans, opts.unit_diagonal)?
            }
        }
    };
    if vector {
        x.squeeze(Some(&[-1]))
    } else {
        Ok(x)
    }
}

/// `scipy.linalg` spellings whose defaults differ from `numpy.linalg`.
pub mod scipy {
    use super::*;

    /// Options of [`cholesky`](fn@cholesky) (SciPy's keyword arguments).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
    pub struct CholeskyOptions {
        /// Return the lower factor (`A = L L^H`); SciPy's default false returns the upper `U`.
        pub lower: bool,
    }

    /// Cholesky factor with SciPy's default: the upper one (`A = U^H U`), batched.
    ///
    /// Equivalent to `scipy.linalg.cholesky`.
    ///
    /// # Errors
    /// As [`crate::cholesky`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_linalg::scipy::{CholeskyOptions, cholesky};
    /// let a = Array::from_vec(vec![4.0f64, 2.0, 2.0, 5.0], &[2, 2], &Device::cpu())?;
    /// assert_eq!(cholesky(&a, &CholeskyOptions::default())?.to_vec()?, vec![2.0, 1.0, 0.0, 2.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn cholesky<T: LinalgScalar>(a: &Array<T>, opts: &CholeskyOptions) -> Result<Array<T>> {
        factor(a, opts.lower, true, "cholesky")
    }
}
