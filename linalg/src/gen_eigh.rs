//! The generalized Hermitian-definite eigenproblem (`scipy.linalg.eigh(a, b)`), batched.
//!
//! CPU: faer, by Cholesky reduction (`B = L L^H`, then the Hermitian eigenproblem of
//! `L^-1 A L^-H` or `L^H A L`, and back-substitution of the vectors); GPU: cuSOLVER
//! `sygvd`/`hegvd` (which does the same reduction) per matrix.

mod cuda;

use crate::layout::write_row_major;
use crate::lu::cpu_batch;
use crate::scalar::LinalgScalar;
use crate::util::{CpuMatrices, broadcast_batch, same_device, square, with_tail};
use faer::linalg::cholesky::llt::factor::LltError;
use faer::linalg::triangular_solve as tri;
use faer::{Mat, MatRef, Par, Side};
use gsci_core::{Array, Backend, Element, Error, Result};

/// Options of [`eigh_generalized`] and [`eigvalsh_generalized`] (SciPy's keyword arguments).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GeneralizedEighOptions {
    /// Read the lower triangles of `a` and `b` (SciPy's `lower=True`), else the upper ones.
    pub lower: bool,
    /// SciPy's `type`: 1 `a v = w b v`, 2 `a b v = w v`, 3 `b a v = w v`.
    pub eig_type: u8,
}

impl Default for GeneralizedEighOptions {
    fn default() -> Self {
        GeneralizedEighOptions {
            lower: true,
            eig_type: 1,
        }
    }
}

pub(crate) type GenEighResult<T> = (Array<<T as LinalgScalar>::Re>, Option<Array<T>>);

/// The Hermitian matrix that the chosen triangle of `m` defines.
fn hermitian<T: LinalgScalar>(m: MatRef<'_, T>, lower: bool) -> Mat<T> {
    let n = m.nrows();
    Mat::from_fn(n, n, |i, j| {
        if (i >= j) == lower || i == j {
            m[(i, j)]
        } else {
            LinalgScalar::conj(m[(j, i)])
        }
    })
}

fn not_converged(op: &'static str) -> Error {
    Error::InvalidArgument {
        op,
        reason: "the eigenvalue iteration did not converge".into(),
    }
}

/// One problem on the CPU: eigenvalues (ascending) and, when asked, the row-major vectors.
fn solve_one<T: LinalgScalar>(
    a: MatRef<'_, T>,
    b: MatRef<'_, T>,
    opts: &GeneralizedEighOptions,
    vectors: bool,
    par: Par,
    op: &'static str,
) -> Result<(Vec<T::Re>, Vec<T>)> {
    let n = a.nrows();
    let ah = hermitian(a, opts.lower);
    let bh = hermitian(b, opts.lower);
    let llt = bh.llt(Side::Lower).map_err(|e| match e {
        LltError::NonPositivePivot { index } => Error::NotPositiveDefinite {
            op,
            order: index + 1,
        },
    })?;
    let zero = <T as Element>::zero();
    let l = Mat::from_fn(n, n, |i, j| if i >= j { llt.L()[(i, j)] } else { zero });
    let c = if opts.eig_type == 1 {
        // C = L^-1 (L^-1 A)^H = L^-1 A L^-H (A Hermitian).
        let mut x = ah.clone();
        tri::solve_lower_triangular_in_place(l.as_ref(), x.as_mut(), par);
        let mut y = x.adjoint().to_owned();
        tri::solve_lower_triangular_in_place(l.as_ref(), y.as_mut(), par);
        y
    } else {
        // C = L^H A L.
        let al = &ah * &l;
        l.adjoint() * &al
    };
    let e = c
        .self_adjoint_eigen(Side::Lower)
        .map_err(|_| not_converged(op))?;
    let w: Vec<T::Re> = (0..n).map(|j| e.S()[j].re()).collect();
    if !vectors {
        return Ok((w, Vec::new()));
    }
    let mut z = e.U().to_owned();
    if opts.eig_type == 3 {
        z = &l * &z;
    } else {
        tri::solve_upper_triangular_in_place(l.adjoint(), z.as_mut(), par);
    }
    let mut v = vec![zero; n * n];
    write_row_major(&mut v, z.as_ref());
    Ok((w, v))
}

fn gen_eigh_impl<T: LinalgScalar>(
    a: &Array<T>,
    b: &Array<T>,
    opts: &GeneralizedEighOptions,
    vectors: bool,
    op: &'static str,
) -> Result<GenEighResult<T>> {
    same_device(a, b, op)?;
    if !(1..=3).contains(&opts.eig_type) {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("type must be 1, 2 or 3 (got {})", opts.eig_type),
        });
    }
    let n = square(a, op)?;
    let nb = square(b, op)?;
    if n != nb {
        return Err(Error::ShapeMismatch {
            op,
            left: a.shape().to_vec(),
            right: b.shape().to_vec(),
        });
    }
    let batch = broadcast_batch(
        &a.shape()[..a.ndim() - 2],
        &b.shape()[..b.ndim() - 2],
        a.shape(),
        b.shape(),
        op,
    )?;
    let full = with_tail(&batch, &[n, n]);
    let (a, b) = (a.broadcast_to(&full)?, b.broadcast_to(&full)?);
    let count: usize = batch.iter().product();
    let dev = a.device();
    if count == 0 || n == 0 {
        return Ok((
            Array::zeros(&with_tail(&batch, &[n]), dev)?,
            if vectors {
                Some(Array::zeros(&full, dev)?)
            } else {
                None
            },
        ));
    }
    match dev.backend() {
        Backend::Cpu => {
            let (am, bm) = (CpuMatrices::new(&a), CpuMatrices::new(&b));
            let parts = cpu_batch(count, n * n * n, |i, par| {
                solve_one(am.mat(i), bm.mat(i), opts, vectors, par, op)
            })?;
            let (ws, vs): (Vec<Vec<T::Re>>, Vec<Vec<T>>) = parts.into_iter().unzip();
            let w = Array::from_vec(ws.concat(), &with_tail(&batch, &[n]), dev)?;
            let v = if vectors {
                Some(Array::from_vec(vs.concat(), &full, dev)?)
            } else {
                None
            };
            Ok((w, v))
        }
        Backend::Cuda(c) => cuda::gen_eigh(c, &a, &b, opts, vectors, op),
    }
}

/// Eigenvalues and eigenvectors of the generalized Hermitian-definite problem, batched.
///
/// Equivalent to `scipy.linalg.eigh(a, b)` (with `lower` and `type`).
///
/// Returns `(w, v)`: `w` `(..., M)` ascending (real), `v` `(..., M, M)` with the eigenvectors as
/// columns, normalised as LAPACK's `sygvd`: `v^H b v = I` (types 1, 2) or `v^H b^-1 v = I`
/// (type 3). Batch dimensions of `a` and `b` broadcast.
///
/// # Errors
/// [`Error::InvalidShape`] for non-square input; [`Error::ShapeMismatch`] when `a` and `b`
/// differ in order or batch; [`Error::InvalidArgument`] for a type outside 1..=3 or when the
/// iteration does not converge; [`Error::NotPositiveDefinite`] when `b` is not positive definite.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{GeneralizedEighOptions, eigh_generalized};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![2.0f64, 0.0, 0.0, 6.0], &[2, 2], &dev)?;
/// let b = Array::from_vec(vec![1.0f64, 0.0, 0.0, 2.0], &[2, 2], &dev)?;
/// let (w, _v) = eigh_generalized(&a, &b, &GeneralizedEighOptions::default())?;
/// let w = w.to_vec()?;
/// assert!((w[0] - 2.0).abs() < 1e-14 && (w[1] - 3.0).abs() < 1e-14);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn eigh_generalized<T: LinalgScalar>(
    a: &Array<T>,
    b: &Array<T>,
    opts: &GeneralizedEighOptions,
) -> Result<(Array<T::Re>, Array<T>)> {
    let (w, v) = gen_eigh_impl(a, b, opts, true, "eigh")?;
    Ok((w, v.expect("eigenvectors requested")))
}

/// Eigenvalues (ascending) of the generalized Hermitian-definite problem, batched.
///
/// Equivalent to `scipy.linalg.eigvalsh(a, b)`.
///
/// # Errors
/// As [`eigh_generalized`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{GeneralizedEighOptions, eigvalsh_generalized};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![4.0f64, 0.0, 0.0, 9.0], &[2, 2], &dev)?;
/// let b = Array::from_vec(vec![2.0f64, 0.0, 0.0, 3.0], &[2, 2], &dev)?;
/// let w = eigvalsh_generalized(&a, &b, &GeneralizedEighOptions::default())?.to_vec()?;
/// assert!((w[0] - 2.0).abs() < 1e-14 && (w[1] - 3.0).abs() < 1e-14);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn eigvalsh_generalized<T: LinalgScalar>(
    a: &Array<T>,
    b: &Array<T>,
    opts: &GeneralizedEighOptions,
) -> Result<Array<T::Re>> {
    Ok(gen_eigh_impl(a, b, opts, false, "eigvalsh")?.0)
}
