//! Krylov solvers with SciPy 1.17's semantics: `x0`, `rtol`, `atol`, `maxiter`, `m` (the inverse
//! preconditioner), `callback`, and `(x, info)` results where `info > 0` is the iteration count
//! of a run that did not converge (not an error) and `info < 0` a breakdown.
//!
//! `cg` with a CSR matrix on a GPU runs fully on the device (fused kernels, scalars kept in device
//! memory, convergence read back every few dozen iterations), and so does `gmres` (see
//! `gmres_cuda`). The other cases keep the Krylov
//! vectors on the host and apply the operators on their device.

mod cuda;
mod gmres_cuda;
mod host;
pub(crate) mod kernels;

use super::interface::{LinearOperator, Structure};
use crate::eigen::AsOperator;
use crate::scalar::SparseScalar;
use gsci_core::{Array, Backend, Error, Result};
use host::Vectors;

/// Options of [`cg`] (SciPy's keyword arguments and defaults).
pub struct CgOptions<'a, T: SparseScalar> {
    /// Starting guess (zeros by default).
    pub x0: Option<&'a Array<T>>,
    /// Relative tolerance: stop when `‖b − A x‖ < max(rtol · ‖b‖, atol)`.
    pub rtol: f64,
    /// Absolute tolerance.
    pub atol: f64,
    /// Most iterations (default `10 n`).
    pub maxiter: Option<usize>,
    /// The inverse of the preconditioner (e.g. [`jacobi`](crate::linalg::jacobi)).
    pub m: Option<&'a LinearOperator<'a, T>>,
    /// Called with the current iterate after every iteration (on a GPU this reads `x` back each
    /// iteration, which is slow).
    pub callback: Option<IterateCallback<'a, T>>,
}

/// A callback receiving the current iterate.
pub type IterateCallback<'a, T> = Box<dyn FnMut(&[T]) + 'a>;

impl<T: SparseScalar> Default for CgOptions<'_, T> {
    fn default() -> Self {
        CgOptions {
            x0: None,
            rtol: 1e-5,
            atol: 0.0,
            maxiter: None,
            m: None,
            callback: None,
        }
    }
}

/// Options of [`bicgstab`] (same meaning as [`CgOptions`]).
pub type BicgstabOptions<'a, T> = CgOptions<'a, T>;

/// Options of [`gmres`].
pub struct GmresOptions<'a, T: SparseScalar> {
    /// Starting guess (zeros by default).
    pub x0: Option<&'a Array<T>>,
    /// Relative tolerance on `‖b − A x‖ / ‖b‖`.
    pub rtol: f64,
    /// Absolute tolerance.
    pub atol: f64,
    /// Inner iterations between restarts (default `min(20, n)`).
    pub restart: Option<usize>,
    /// Most restart cycles (default `10 n`).
    pub maxiter: Option<usize>,
    /// The inverse of the (left) preconditioner.
    pub m: Option<&'a LinearOperator<'a, T>>,
    /// Called after every inner iteration with the relative preconditioned residual norm
    /// (SciPy's `callback_type='pr_norm'`).
    pub callback: Option<Box<dyn FnMut(f64) + 'a>>,
}

impl<T: SparseScalar> Default for GmresOptions<'_, T> {
    fn default() -> Self {
        GmresOptions {
            x0: None,
            rtol: 1e-5,
            atol: 0.0,
            restart: None,
            maxiter: None,
            m: None,
            callback: None,
        }
    }
}

/// The validated system: `n`, `b` and `x0` on the host.
struct System<T> {
    n: usize,
    b: Vec<T>,
    x: Vec<T>,
    atol: f64,
}

fn make_system<T: SparseScalar>(
    op: &'static str,
    a: &LinearOperator<'_, T>,
    b: &Array<T>,
    x0: Option<&Array<T>>,
    m: Option<&LinearOperator<'_, T>>,
    rtol: f64,
    atol: f64,
) -> Result<System<T>> {
    let (rows, cols) = a.shape();
    if rows != cols {
        return Err(Error::InvalidShape {
            op,
            shape: vec![rows, cols],
            reason: "expected a square matrix".into(),
        });
    }
    let n = rows;
    let b_ok = b.shape() == [n] || b.shape() == [n, 1];
    if !b_ok {
        return Err(Error::ShapeMismatch {
            op,
            left: vec![n, n],
            right: b.shape().to_vec(),
        });
    }
    crate::compressed::same_device(op, a.device(), b.device())?;
    if let Some(x0) = x0 {
        if x0.shape() != [n] && x0.shape() != [n, 1] {
            return Err(Error::ShapeMismatch {
                op,
                left: vec![n],
                right: x0.shape().to_vec(),
            });
        }
        crate::compressed::same_device(op, a.device(), x0.device())?;
    }
    if let Some(m) = m {
        if m.shape() != (n, n) {
            return Err(Error::ShapeMismatch {
                op,
                left: vec![n, n],
                right: vec![m.shape().0, m.shape().1],
            });
        }
        crate::compressed::same_device(op, a.device(), m.device())?;
    }
    let valid = |t: f64| t >= 0.0; // false for NaN too
    if !valid(atol) || !valid(rtol) {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("atol ({atol}) and rtol ({rtol}) must be real, non-negative numbers"),
        });
    }
    let bv = b.to_vec()?;
    let x = match x0 {
        Some(x0) => x0.to_vec()?,
        None => vec![T::zero(); n],
    };
    let bnrm2 = host::norm(&bv);
    Ok(System {
        n,
        b: bv,
        x,
        atol: atol.max(rtol * bnrm2),
    })
}

fn finish<T: SparseScalar>(x: Vec<T>, b: &Array<T>, info: isize) -> Result<(Array<T>, isize)> {
    let n = x.len();
    Ok((Array::from_vec(x, &[n], b.device())?, info))
}

/// Solves `A x = b` for Hermitian positive definite `A` with the conjugate gradient method.
///
/// `A` is anything SciPy accepts ([`AsOperator`]): a sparse matrix, a dense 2-D array or a
/// [`LinearOperator`].
///
/// Equivalent to `scipy.sparse.linalg.cg(A, b, x0, rtol=, atol=, maxiter=, M=, callback=)`.
/// Returns `(x, info)`: `info == 0` converged, `info > 0` the iterations run without converging.
/// With a CSR-backed operator on a GPU (and no preconditioner or a [`jacobi`](crate::linalg::jacobi)
/// one) the whole iteration runs on the device without a host synchronisation per iteration;
/// convergence is then checked every 30 iterations, so up to 29 iterations more than SciPy may run
/// (the answer is only more accurate).
///
/// # Errors
/// `InvalidShape`/`ShapeMismatch` for a non-square operator or mismatched `b`, `x0` or `m`;
/// `DeviceMismatch` if they live on different devices; `InvalidArgument` for negative tolerances.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::{cg, CgOptions}};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1], &[0, 1, 0, 1], &[4.0, 1.0, 1.0, 3.0], (2, 2), &dev)?;
/// let b = Array::from_vec(vec![1.0, 2.0], &[2], &dev)?;
/// let (x, info) = cg(&a, &b, CgOptions { rtol: 1e-10, ..Default::default() })?;
/// assert_eq!(info, 0);
/// let x = x.to_vec()?;
/// assert!((x[0] - 1.0 / 11.0).abs() < 1e-9 && (x[1] - 7.0 / 11.0).abs() < 1e-9);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cg<T: SparseScalar>(
    a: &impl AsOperator<T>,
    b: &Array<T>,
    opts: CgOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    a.with_operator(|a| cg_operator(a, b, opts))
}

fn cg_operator<T: SparseScalar>(
    a: &LinearOperator<'_, T>,
    b: &Array<T>,
    mut opts: CgOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    let sys = make_system("cg", a, b, opts.x0, opts.m, opts.rtol, opts.atol)?;
    if host::norm(&sys.b) == 0.0 {
        return finish(sys.b, b, 0);
    }
    let maxiter = opts.maxiter.unwrap_or(10 * sys.n);
    if let (Backend::Cuda(c), Structure::Csr(raw)) = (a.device().backend(), &a.structure) {
        let diag = match opts.m.map(|m| &m.structure) {
            None => Some(None),
            Some(Structure::Diagonal(d)) => Some(Some(d)),
            Some(_) => None,
        };
        if let Some(diag) = diag {
            let fused = cuda::cg_fused(
                a.device(),
                c,
                raw,
                &sys.b,
                &sys.x,
                diag,
                sys.atol,
                maxiter,
                &mut opts.callback,
            )?;
            if let Some(res) = fused {
                return Ok(res);
            }
        }
    }
    if let Structure::HostCsr(mat) = &a.structure {
        let dinv = match opts.m.map(|m| &m.structure) {
            None => Some(None),
            Some(Structure::Diagonal(d)) if d.device().is_cpu() => Some(Some(d.to_vec()?)),
            Some(_) => None,
        };
        if let Some(dinv) = dinv {
            let (x, info) = host::cg_host_csr(
                mat.as_ref(),
                dinv.as_deref(),
                sys.b,
                sys.x,
                sys.atol,
                maxiter,
                &mut opts.callback,
            )?;
            return finish(x, b, info);
        }
    }
    let v = Vectors::new(a, opts.m, b.device());
    let (x, info) = host::cg(&v, sys.b, sys.x, sys.atol, maxiter, &mut opts.callback)?;
    finish(x, b, info)
}

/// Solves `A x = b` with the stabilised biconjugate gradient method.
///
/// Equivalent to `scipy.sparse.linalg.bicgstab(A, b, x0, rtol=, atol=, maxiter=, M=, callback=)`.
/// `info`: 0 converged, `> 0` iterations without converging, -10 / -11 the rho / omega
/// breakdowns (as SciPy).
///
/// # Errors
/// As [`cg`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::{bicgstab, BicgstabOptions}};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1], &[0, 1, 0, 1], &[4.0, 1.0, 2.0, 3.0], (2, 2), &dev)?;
/// let b = Array::from_vec(vec![1.0, 2.0], &[2], &dev)?;
/// let (x, info) = bicgstab(&a, &b, BicgstabOptions { rtol: 1e-10, ..Default::default() })?;
/// assert_eq!(info, 0);
/// let x = x.to_vec()?;
/// assert!((4.0 * x[0] + x[1] - 1.0).abs() < 1e-9);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn bicgstab<T: SparseScalar>(
    a: &impl AsOperator<T>,
    b: &Array<T>,
    opts: BicgstabOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    a.with_operator(|a| bicgstab_operator(a, b, opts))
}

fn bicgstab_operator<T: SparseScalar>(
    a: &LinearOperator<'_, T>,
    b: &Array<T>,
    mut opts: BicgstabOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    let sys = make_system("bicgstab", a, b, opts.x0, opts.m, opts.rtol, opts.atol)?;
    if host::norm(&sys.b) == 0.0 {
        return finish(sys.b, b, 0);
    }
    let maxiter = opts.maxiter.unwrap_or(10 * sys.n);
    let v = Vectors::new(a, opts.m, b.device());
    let (x, info) = host::bicgstab(&v, sys.b, sys.x, sys.atol, maxiter, &mut opts.callback)?;
    finish(x, b, info)
}

/// Options of [`cgs`] (same meaning as [`CgOptions`]).
pub type CgsOptions<'a, T> = CgOptions<'a, T>;

/// Solves `A x = b` with the conjugate gradient squared method.
///
/// Equivalent to `scipy.sparse.linalg.cgs(A, b, x0, rtol=, atol=, maxiter=, M=, callback=)`.
/// `info`: 0 converged, `> 0` iterations without converging, -10 / -11 the rho / `rtilde·v`
/// breakdowns (as SciPy). The true residual `b - A x` is recomputed every iteration, as SciPy.
///
/// # Errors
/// As [`cg`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::{cgs, CgsOptions}};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1], &[0, 1, 0, 1], &[4.0, 1.0, 2.0, 3.0], (2, 2), &dev)?;
/// let b = Array::from_vec(vec![1.0, 2.0], &[2], &dev)?;
/// let (x, info) = cgs(&a, &b, CgsOptions { rtol: 1e-10, ..Default::default() })?;
/// assert_eq!(info, 0);
/// let x = x.to_vec()?;
/// assert!((4.0 * x[0] + x[1] - 1.0).abs() < 1e-9 && (2.0 * x[0] + 3.0 * x[1] - 2.0).abs() < 1e-9);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cgs<T: SparseScalar>(
    a: &impl AsOperator<T>,
    b: &Array<T>,
    opts: CgsOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    a.with_operator(|a| cgs_operator(a, b, opts))
}

fn cgs_operator<T: SparseScalar>(
    a: &LinearOperator<'_, T>,
    b: &Array<T>,
    mut opts: CgsOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    let sys = make_system("cgs", a, b, opts.x0, opts.m, opts.rtol, opts.atol)?;
    if host::norm(&sys.b) == 0.0 {
        return finish(sys.b, b, 0);
    }
    let maxiter = opts.maxiter.unwrap_or(10 * sys.n);
    let v = Vectors::new(a, opts.m, b.device());
    let (x, info) = host::cgs(&v, sys.b, sys.x, sys.atol, maxiter, &mut opts.callback)?;
    finish(x, b, info)
}

/// Solves `A x = b` with restarted GMRES (left preconditioning, modified Gram-Schmidt, Givens
/// rotations), as SciPy does.
///
/// With a real CSR-backed operator on a GPU (and no preconditioner or a
/// [`jacobi`](crate::linalg::jacobi) one) the whole iteration runs on the device: classical
/// Gram-Schmidt as batched dot products, the rotations on the device, one restart cycle replayed
/// as a CUDA graph, and the host reading the residual once per restart cycle (the callback then
/// receives each cycle's estimates at the cycle's end).
///
/// Equivalent to `scipy.sparse.linalg.gmres(A, b, x0, rtol=, atol=, restart=, maxiter=, M=,
/// callback=, callback_type='pr_norm')`: `maxiter` counts restart cycles. `info`: 0 converged,
/// `maxiter` otherwise.
///
/// # Errors
/// As [`cg`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::{gmres, GmresOptions}};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1, 2], &[0, 1, 0, 1, 2], &[3.0, 2.0, 1.0, -1.0, 1.0], (3, 3), &dev)?;
/// let b = Array::from_vec(vec![2.0, 4.0, -1.0], &[3], &dev)?;
/// let (x, info) = gmres(&a, &b, GmresOptions { rtol: 1e-10, ..Default::default() })?;
/// assert_eq!(info, 0);
/// assert!((x.to_vec()?[2] + 1.0).abs() < 1e-8);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn gmres<T: SparseScalar>(
    a: &impl AsOperator<T>,
    b: &Array<T>,
    opts: GmresOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    a.with_operator(|a| gmres_operator(a, b, opts))
}

fn gmres_operator<T: SparseScalar>(
    a: &LinearOperator<'_, T>,
    b: &Array<T>,
    mut opts: GmresOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    if opts.restart == Some(0) {
        // SciPy fails inside its loop; a restart length of 0 would run no inner iteration.
        return Err(Error::InvalidArgument {
            op: "gmres",
            reason: "restart must be at least 1, got 0".into(),
        });
    }
    let sys = make_system("gmres", a, b, opts.x0, opts.m, opts.rtol, opts.atol)?;
    let bnrm2 = host::norm(&sys.b);
    if bnrm2 == 0.0 {
        return finish(sys.b, b, 0);
    }
    let maxiter = opts.maxiter.unwrap_or(10 * sys.n);
    let restart = opts.restart.unwrap_or(20).min(sys.n).max(1);
    if let (Backend::Cuda(c), Structure::Csr(raw)) = (a.device().backend(), &a.structure) {
        let diag = match opts.m.map(|m| &m.structure) {
            None => Some(None),
            Some(Structure::Diagonal(d)) => Some(Some(d)),
            Some(_) => None,
        };
        if let Some(dinv) = diag {
            let input = gmres_cuda::GmresInput {
                b: &sys.b,
                x0: &sys.x,
                dinv,
                atol: sys.atol,
                restart,
                maxiter,
            };
            if let Some(res) =
                gmres_cuda::gmres_device(a.device(), c, raw, input, &mut opts.callback)?
            {
                return Ok(res);
            }
        }
    }
    let v = Vectors::new(a, opts.m, b.device());
    let (x, info) = host::gmres(
        &v,
        sys.b,
        sys.x,
        sys.atol,
        restart,
        maxiter,
        &mut opts.callback,
    )?;
    finish(x, b, info)
}

/// Options of [`minres`] (SciPy's keyword arguments and defaults; SciPy's minres has no `atol`).
pub struct MinresOptions<'a, T: SparseScalar> {
    /// Starting guess (zeros by default).
    pub x0: Option<&'a Array<T>>,
    /// Relative tolerance of SciPy's stopping tests.
    pub rtol: f64,
    /// Solve `(A - shift I) x = b`.
    pub shift: f64,
    /// Most iterations (default `5 n`).
    pub maxiter: Option<usize>,
    /// The inverse of a symmetric positive definite preconditioner.
    pub m: Option<&'a LinearOperator<'a, T>>,
    /// Called with the current iterate after every iteration.
    pub callback: Option<IterateCallback<'a, T>>,
}

impl<T: SparseScalar> Default for MinresOptions<'_, T> {
    fn default() -> Self {
        MinresOptions {
            x0: None,
            rtol: 1e-5,
            shift: 0.0,
            maxiter: None,
            m: None,
            callback: None,
        }
    }
}

/// Solves `A x = b` for real symmetric (possibly indefinite) `A` with MINRES.
///
/// Equivalent to `scipy.sparse.linalg.minres(A, b, x0, rtol=, shift=, maxiter=, M=, callback=)`.
/// `info`: 0 for any of SciPy's successful stops, `maxiter` when the iteration limit was reached.
/// The Krylov vectors live on the host; the operators run on their device.
///
/// # Errors
/// `Unsupported` for complex values (SciPy's minres is for real symmetric systems);
/// `InvalidArgument` for an indefinite preconditioner or a detected non-symmetric matrix; the
/// shape and device errors of [`cg`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::{minres, MinresOptions}};
/// let dev = Device::cpu();
/// // Symmetric indefinite.
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1], &[0, 1, 0, 1], &[1.0, 2.0, 2.0, -1.0], (2, 2), &dev)?;
/// let b = Array::from_vec(vec![3.0, 1.0], &[2], &dev)?;
/// let (x, info) = minres(&a, &b, MinresOptions { rtol: 1e-12, ..Default::default() })?;
/// assert_eq!(info, 0);
/// let x = x.to_vec()?;
/// assert!((x[0] - 1.0).abs() < 1e-10 && (x[1] - 1.0).abs() < 1e-10);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn minres<T: SparseScalar>(
    a: &impl AsOperator<T>,
    b: &Array<T>,
    opts: MinresOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    a.with_operator(|a| minres_operator(a, b, opts))
}

fn minres_operator<T: SparseScalar>(
    a: &LinearOperator<'_, T>,
    b: &Array<T>,
    mut opts: MinresOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    if T::IS_COMPLEX {
        return Err(Error::Unsupported {
            what: format!(
                "minres for {} (real symmetric systems only, as SciPy)",
                T::DTYPE
            ),
            backend: a.device().to_string(),
        });
    }
    let sys = make_system("minres", a, b, opts.x0, opts.m, opts.rtol, 0.0)?;
    let maxiter = opts.maxiter.unwrap_or(5 * sys.n);
    let v = Vectors::new(a, opts.m, b.device());
    let (x, info) = host::minres(
        &v,
        sys.b,
        sys.x,
        opts.x0.is_some(),
        opts.rtol,
        opts.shift,
        maxiter,
        &mut opts.callback,
    )?;
    finish(x, b, info)
}
