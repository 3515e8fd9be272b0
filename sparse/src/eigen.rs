//! `scipy.sparse.linalg`'s sparse eigensolvers: [`eigsh`] (thick-restarted Lanczos, ARPACK's
//! semantics), [`svds`] (through `eigsh` on `AᴴA` or `AAᴴ`) and [`lobpcg`].
//!
//! `eigsh` keeps its Krylov basis on the operator's device: on a GPU the basis is one device
//! buffer, each Lanczos step runs the matvec and two classical Gram–Schmidt passes as kernels
//! whose coefficients stay in device memory, and the host reads only the small projected matrix
//! once per restart (where it solves the ncv × ncv eigenproblem and sends back the rotation).

mod cpu;
mod cuda;
pub(crate) mod kernels;
mod lanczos;
mod lobpcg;
mod svds;

pub use lobpcg::{Lobpcg, LobpcgOptions, lobpcg};
pub use svds::{ReturnSingularVectors, Svds, SvdsOptions, SvdsWhich, svds};

use crate::direct::{DirectInput, SpluOptions, Trans, splu};
use crate::linalg::LinearOperator;
use crate::linalg::interface::Structure;
use crate::scalar::{SparseIndex, SparseScalar};
use crate::{CooMatrix, CscMatrix, CsrMatrix, DiaMatrix, identity};
use gsci_core::{Array, Backend, Complex32, Complex64, Error, Result};
use gsci_linalg::{MatmulElement, matmul};
use lanczos::{Params, Ritz};

/// A value type the eigensolvers accept: f32, f64, Complex32, Complex64 (Hermitian operators).
pub trait HermitianScalar: SparseScalar {
    /// Machine epsilon of the precision.
    const EPS: f64;
}

impl HermitianScalar for f32 {
    const EPS: f64 = f32::EPSILON as f64;
}
impl HermitianScalar for f64 {
    const EPS: f64 = f64::EPSILON;
}
impl HermitianScalar for Complex32 {
    const EPS: f64 = f32::EPSILON as f64;
}
impl HermitianScalar for Complex64 {
    const EPS: f64 = f64::EPSILON;
}

/// Which eigenvalues [`eigsh`] computes (SciPy's `which`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Which {
    /// Largest magnitude.
    #[default]
    LM,
    /// Smallest magnitude.
    SM,
    /// Largest algebraic.
    LA,
    /// Smallest algebraic.
    SA,
    /// Half from each end of the spectrum (the extra one from the high end when `k` is odd).
    BE,
}

/// The spectral transformation of [`eigsh`] with `sigma` (SciPy's `mode`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EigshMode {
    /// Shift-invert: `OP = (A − σI)⁻¹`.
    #[default]
    Normal,
    /// Buckling mode (not supported yet).
    Buckling,
    /// Cayley mode (not supported yet).
    Cayley,
}

/// Options of [`eigsh`] (SciPy's keyword arguments and defaults).
#[derive(Clone)]
pub struct EigshOptions<'a, T: HermitianScalar> {
    /// Which eigenvalues to find.
    pub which: Which,
    /// Starting vector (a fixed pseudo-random vector by default).
    pub v0: Option<&'a Array<T>>,
    /// Number of Lanczos vectors (default `min(n, max(2k + 1, 20))`).
    pub ncv: Option<usize>,
    /// Most restarts (default `10 n`).
    pub maxiter: Option<usize>,
    /// Relative accuracy of the eigenvalues (0: machine precision).
    pub tol: f64,
    /// Whether to compute the eigenvectors.
    pub return_eigenvectors: bool,
    /// Shift for shift-invert mode (needs `opinv` for now).
    pub sigma: Option<f64>,
    /// `(A − σI)⁻¹` as an operator, for shift-invert mode.
    pub opinv: Option<&'a LinearOperator<'a, T>>,
    /// The spectral transformation with `sigma`.
    pub mode: EigshMode,
}

impl<T: HermitianScalar> Default for EigshOptions<'_, T> {
    fn default() -> Self {
        EigshOptions {
            which: Which::LM,
            v0: None,
            ncv: None,
            maxiter: None,
            tol: 0.0,
            return_eigenvectors: true,
            sigma: None,
            opinv: None,
            mode: EigshMode::Normal,
        }
    }
}

/// The result of [`eigsh`]: `k` eigenvalues and, when asked for, the eigenvectors as the
/// columns of an `(n, k)` array.
pub struct Eigsh<T: HermitianScalar> {
    /// With eigenvectors: ascending. Without: ARPACK's order (the most wanted last).
    pub eigenvalues: Array<T::Real>,
    /// `(n, k)`, column `i` belonging to eigenvalue `i`, unit norm.
    pub eigenvectors: Option<Array<T>>,
}

/// Anything a solver or eigensolver accepts as its operator `A`, as SciPy does: a
/// [`LinearOperator`], a sparse matrix of any format (CSR, CSC, COO, DIA) or a dense 2-D
/// [`Array`] (the API grammar's rule 9). Every function of [`crate::linalg`] and
/// [`crate::eigen`] that takes `A` takes `&impl AsOperator<T>`.
pub trait AsOperator<T: SparseScalar> {
    /// Calls `f` with the operator view of `self` (COO and DIA are converted to CSR first).
    ///
    /// # Errors
    /// What `f` returns, or the conversion's error.
    fn with_operator<R>(&self, f: impl FnOnce(&LinearOperator<'_, T>) -> Result<R>) -> Result<R>;

    /// `(A − σI)⁻¹` as an operator, from a sparse LU factorisation of `A − σI` (what SciPy's
    /// `eigsh` builds for a sparse `A` given `sigma` without `OPinv`); `None` when `self` has no
    /// matrix to factor (a [`LinearOperator`]) or is not square.
    fn shift_invert(&self, _sigma: f64) -> Option<Result<LinearOperator<'static, T>>> {
        None
    }
}

/// The operator `x ↦ (A − σI)⁻¹ x` through `splu(A − σI)` (SciPy's `SpLuInv`).
fn lu_inverse<T: SparseScalar, M: DirectInput<T>>(
    shifted: Result<M>,
) -> Result<LinearOperator<'static, T>> {
    let shifted = shifted?;
    let n = shifted.dims().0;
    let lu = splu(&shifted, SpluOptions::default())?;
    Ok(LinearOperator::new((n, n), shifted.dev(), move |x| {
        lu.solve(x, Trans::N)
    }))
}

impl<T: SparseScalar> AsOperator<T> for LinearOperator<'_, T> {
    fn with_operator<R>(&self, f: impl FnOnce(&LinearOperator<'_, T>) -> Result<R>) -> Result<R> {
        f(self)
    }
}

impl<T: SparseScalar, I: SparseIndex> AsOperator<T> for CsrMatrix<T, I> {
    fn with_operator<R>(&self, f: impl FnOnce(&LinearOperator<'_, T>) -> Result<R>) -> Result<R> {
        f(&crate::linalg::aslinearoperator(self))
    }

    fn shift_invert(&self, sigma: f64) -> Option<Result<LinearOperator<'static, T>>> {
        let (m, n) = self.shape();
        (m == n).then(|| {
            lu_inverse(
                identity::<T, I>(n, self.device())
                    .and_then(|eye| self.subtract(&eye.multiply_scalar(T::from_f64(sigma))?)),
            )
        })
    }
}

impl<T: SparseScalar, I: SparseIndex> AsOperator<T> for CscMatrix<T, I> {
    fn with_operator<R>(&self, f: impl FnOnce(&LinearOperator<'_, T>) -> Result<R>) -> Result<R> {
        f(&crate::linalg::aslinearoperator(self))
    }

    fn shift_invert(&self, sigma: f64) -> Option<Result<LinearOperator<'static, T>>> {
        let (m, n) = self.shape();
        (m == n).then(|| {
            lu_inverse(
                identity::<T, I>(n, self.device()).and_then(|eye| {
                    self.subtract(&eye.multiply_scalar(T::from_f64(sigma))?.tocsc()?)
                }),
            )
        })
    }
}

impl<T: SparseScalar, I: SparseIndex> AsOperator<T> for CooMatrix<T, I> {
    fn with_operator<R>(&self, f: impl FnOnce(&LinearOperator<'_, T>) -> Result<R>) -> Result<R> {
        f(&crate::linalg::aslinearoperator(&self.tocsr()?))
    }

    fn shift_invert(&self, sigma: f64) -> Option<Result<LinearOperator<'static, T>>> {
        match self.tocsr() {
            Ok(csr) => csr.shift_invert(sigma),
            Err(e) => Some(Err(e)),
        }
    }
}

impl<T: SparseScalar, I: SparseIndex> AsOperator<T> for DiaMatrix<T, I> {
    fn with_operator<R>(&self, f: impl FnOnce(&LinearOperator<'_, T>) -> Result<R>) -> Result<R> {
        f(&crate::linalg::aslinearoperator(&self.tocsr()?))
    }

    fn shift_invert(&self, sigma: f64) -> Option<Result<LinearOperator<'static, T>>> {
        match self.tocsr() {
            Ok(csr) => csr.shift_invert(sigma),
            Err(e) => Some(Err(e)),
        }
    }
}

/// A dense 2-D array as an operator: `A @ x` and `A^H @ x` by matrix-vector products (SciPy's
/// `MatrixLinearOperator`). A shift-invert `sigma` factors it as a CSR matrix.
impl<T: SparseScalar + MatmulElement> AsOperator<T> for Array<T> {
    fn with_operator<R>(&self, f: impl FnOnce(&LinearOperator<'_, T>) -> Result<R>) -> Result<R> {
        f(&dense_operator(self)?)
    }

    fn shift_invert(&self, sigma: f64) -> Option<Result<LinearOperator<'static, T>>> {
        match CsrMatrix::<T, i64>::from_dense(self) {
            Ok(csr) => csr.shift_invert(sigma),
            Err(e) => Some(Err(e)),
        }
    }
}

fn dense_operator<T: SparseScalar + MatmulElement>(
    a: &Array<T>,
) -> Result<LinearOperator<'static, T>> {
    if a.ndim() != 2 {
        return Err(Error::InvalidShape {
            op: "aslinearoperator",
            shape: a.shape().to_vec(),
            reason: "a dense operator must be a 2-D array".into(),
        });
    }
    let (m, n) = (a.shape()[0], a.shape()[1]);
    let (fwd, back) = (a.clone(), a.clone());
    Ok(
        LinearOperator::new((m, n), a.device(), move |x| matmul(&fwd, x)).with_rmatvec(move |x| {
            let t = back.transpose()?;
            if T::IS_COMPLEX {
                matmul(&gsci_core::ufunc::conj::<T>(&t)?, x)
            } else {
                matmul(&t, x)
            }
        }),
    )
}

fn invalid(op: &'static str, reason: impl Into<String>) -> Error {
    Error::InvalidArgument {
        op,
        reason: reason.into(),
    }
}

/// `k` eigenvalues and eigenvectors of a real symmetric or complex Hermitian operator, by
/// thick-restarted Lanczos with full reorthogonalisation.
///
/// Equivalent to `scipy.sparse.linalg.eigsh(A, k, which=..., v0=..., ncv=..., maxiter=...,
/// tol=..., return_eigenvectors=..., sigma=..., OPinv=..., mode=...)`. Runs on the operator's
/// device. Results: ascending eigenvalues with eigenvectors (SciPy's order for real and
/// complex); without eigenvectors, ARPACK's order (least wanted first). With `sigma` and no
/// `opinv`, a CSR/CSC `A` is shifted and factored (`splu(A − σI)`, solves on `A`'s device) as
/// SciPy does; a [`LinearOperator`] `A` needs `opinv`.
///
/// # Errors
/// `InvalidShape` unless `A` is square; `InvalidArgument` for `k == 0`, `k >= n` (`k >= n − 1`
/// for complex values), `ncv` outside `k < ncv <= n`, `which = BE` or another mode with complex
/// values, `opinv` without `sigma`, a zero `v0`, or no convergence within `maxiter` restarts
/// (SciPy's `ArpackNoConvergence`); `Singular` when `A − σI` is exactly singular; `Unsupported` for `sigma`
/// without `opinv` on a [`LinearOperator`] and for the
/// buckling and Cayley modes; `ShapeMismatch`/`DeviceMismatch` for `v0` and `opinv`.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, diags, eigen::{eigsh, EigshOptions, Which}};
/// let dev = Device::cpu();
/// // 1-D Laplacian of size 50: eigenvalues 2 - 2 cos(pi j / 51).
/// let d = [vec![-1.0; 49], vec![2.0; 50], vec![-1.0; 49]];
/// let a: CsrMatrix<f64> = diags(&d, &[-1, 0, 1], Some((50, 50)), &dev)?;
/// let opts = EigshOptions { which: Which::LA, ..Default::default() };
/// let r = eigsh(&a, 3, &opts)?;
/// let w = r.eigenvalues.to_vec()?;
/// let exact = 2.0 - 2.0 * (50.0 * std::f64::consts::PI / 51.0).cos();
/// assert!((w[2] - exact).abs() < 1e-10);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn eigsh<T: HermitianScalar>(
    a: &impl AsOperator<T>,
    k: usize,
    opts: &EigshOptions<'_, T>,
) -> Result<Eigsh<T>> {
    if let (Some(sigma), None, EigshMode::Normal) = (opts.sigma, opts.opinv, opts.mode) {
        // Factor A - sigma I only once the cheap checks pass (they run again below).
        let valid_k = a.with_operator(|op| {
            let (m, n) = op.shape();
            Ok(m == n && k > 0 && k < n)
        })?;
        if valid_k && let Some(inv) = a.shift_invert(sigma) {
            // SciPy: RuntimeError "Factor is exactly singular" when sigma is an eigenvalue.
            let inv = inv.map_err(|e| match e {
                Error::Singular { .. } => Error::InvalidArgument {
                    op: "eigsh",
                    reason: format!(
                        "sigma = {sigma} makes A - sigma*I exactly singular (sigma is an \
                         eigenvalue): the shift-invert factorisation failed; move sigma off it"
                    ),
                },
                other => other,
            })?;
            let with_inv = EigshOptions {
                opinv: Some(&inv),
                ..opts.clone()
            };
            return a.with_operator(|op| eigsh_operator(op, k, &with_inv));
        }
    }
    a.with_operator(|op| eigsh_operator(op, k, opts))
}

fn eigsh_operator<T: HermitianScalar>(
    a: &LinearOperator<'_, T>,
    k: usize,
    opts: &EigshOptions<'_, T>,
) -> Result<Eigsh<T>> {
    const OP: &str = "eigsh";
    let complex = T::IS_COMPLEX;
    if complex {
        if opts.which == Which::BE {
            return Err(invalid(
                OP,
                "which = BE cannot be used with a complex matrix A",
            ));
        }
        if opts.sigma.is_some() && opts.mode != EigshMode::Normal {
            return Err(invalid(OP, "mode cannot be used with a complex matrix A"));
        }
    }
    let (rows, cols) = a.shape();
    if rows != cols {
        return Err(Error::InvalidShape {
            op: OP,
            shape: vec![rows, cols],
            reason: "expected a square matrix".into(),
        });
    }
    let n = rows;
    if k == 0 {
        return Err(invalid(OP, "k must be greater than 0"));
    }
    let kmax = if complex { n.saturating_sub(1) } else { n };
    if k >= kmax {
        return Err(invalid(
            OP,
            format!(
                "k = {k} must be less than {} for an operator of size {n} (use a dense eigh instead)",
                kmax
            ),
        ));
    }
    let ncv = opts.ncv.unwrap_or_else(|| n.min((2 * k + 1).max(20)));
    let ncv_min = if complex { k + 1 } else { k };
    if ncv > n || ncv <= ncv_min {
        return Err(invalid(
            OP,
            format!("ncv = {ncv} must satisfy {ncv_min} < ncv <= n = {n}"),
        ));
    }
    if opts.tol.is_nan() || opts.tol < 0.0 || !opts.tol.is_finite() {
        return Err(invalid(
            OP,
            format!("tol ({}) must be a non-negative number", opts.tol),
        ));
    }
    let maxiter = opts.maxiter.unwrap_or(n.saturating_mul(10));
    if maxiter == 0 {
        return Err(invalid(OP, "maxiter must be positive"));
    }
    // The operator the Lanczos iteration runs on.
    let op: &LinearOperator<'_, T> = match (opts.sigma, opts.opinv) {
        (None, Some(_)) => {
            return Err(invalid(
                OP,
                "OPinv should not be specified with sigma = None",
            ));
        }
        (None, None) => a,
        (Some(_), _) if opts.mode != EigshMode::Normal => {
            return Err(Error::Unsupported {
                what: format!(
                    "eigsh mode {:?} (only the normal shift-invert mode)",
                    opts.mode
                ),
                backend: a.device().to_string(),
            });
        }
        (Some(s), None) => {
            return Err(Error::Unsupported {
                what: format!(
                    "eigsh with sigma = {s} on a LinearOperator without OPinv (pass OPinv, or the sparse matrix itself)"
                ),
                backend: a.device().to_string(),
            });
        }
        (Some(_), Some(inv)) => {
            if inv.shape() != (n, n) {
                return Err(Error::ShapeMismatch {
                    op: OP,
                    left: vec![n, n],
                    right: vec![inv.shape().0, inv.shape().1],
                });
            }
            crate::compressed::same_device(OP, a.device(), inv.device())?;
            inv
        }
    };
    let dev = a.device().clone();
    let v0: Vec<T> = match opts.v0 {
        Some(v) => {
            if v.shape() != [n] {
                return Err(Error::ShapeMismatch {
                    op: OP,
                    left: vec![n],
                    right: v.shape().to_vec(),
                });
            }
            crate::compressed::same_device(OP, &dev, v.device())?;
            v.to_vec()?
        }
        None => to_t(&lanczos::random_vector(n, complex, 0)),
    };
    let params = Params {
        k,
        ncv,
        which: opts.which,
        tol: opts.tol,
        eps: T::EPS,
        maxiter,
        complex,
    };
    let sigma = opts.sigma;
    let vectors = opts.return_eigenvectors;
    let which = opts.which;
    // Final order, from the values in wanted order (transformed back to eigenvalues of A).
    let arrange = move |wanted: &[f64]| -> Vec<usize> {
        let mut idx: Vec<usize> = (0..wanted.len()).collect();
        if vectors || which == Which::BE {
            let lam = |i: usize| back_transform(wanted[i], sigma);
            idx.sort_by(|&x, &y| lam(x).total_cmp(&lam(y)));
        } else {
            idx.reverse();
        }
        idx
    };
    let ritz: Ritz<T> = match dev.backend() {
        Backend::Cpu => {
            let host_op = match &op.structure {
                Structure::HostCsr(m) if op.shape() == (n, n) => cpu::HostOp::Matrix(m.clone()),
                _ => cpu::HostOp::Closure(Box::new(|x: &[T]| -> Result<Vec<T>> {
                    op.matvec(&Array::from_slice(x, &[n], &dev)?)?.to_vec()
                })),
            };
            let mut basis = cpu::CpuBasis::new(n, ncv, host_op, &dev);
            lanczos::run(&mut basis, &v0, &params, vectors, &to_t, &arrange)?
        }
        Backend::Cuda(_) => {
            if ncv > 65535 {
                return Err(Error::Unsupported {
                    what: format!("eigsh with ncv = {ncv} > 65535"),
                    backend: dev.to_string(),
                });
            }
            let dop = match &op.structure {
                Structure::Csr(raw) if raw.rows == n => cuda::DeviceOp::Csr(*raw),
                _ => cuda::DeviceOp::Operator(op),
            };
            let mut basis = cuda::CudaBasis::new(n, ncv, &dev, dop)?;
            lanczos::run(&mut basis, &v0, &params, vectors, &to_t, &arrange)?
        }
    };
    let values: Vec<T::Real> = ritz
        .values
        .iter()
        .map(|&v| T::Real::from_f64(back_transform(v, sigma)))
        .collect();
    Ok(Eigsh {
        eigenvalues: Array::from_vec(values, &[k], &dev)?,
        eigenvectors: ritz.vectors,
    })
}

/// The eigenvalue of `A` from the eigenvalue `nu` of the iteration's operator.
fn back_transform(nu: f64, sigma: Option<f64>) -> f64 {
    match sigma {
        Some(s) => s + 1.0 / nu,
        None => nu,
    }
}

fn to_t<T: SparseScalar>(v: &[Complex64]) -> Vec<T> {
    v.iter().map(|c| T::from_parts(c.re, c.im)).collect()
}

/// The NVRTC sources of the eigensolvers' kernels.
pub(crate) fn kernel_sources() -> Vec<(String, String)> {
    kernels::generated_sources()
}
