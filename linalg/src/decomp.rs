//! Eigen-, singular value and QR decompositions: `eigh`, `eigvalsh`, `svd`, `svdvals`, `qr`,
//! batched over leading dimensions.
//!
//! GPU: cuSOLVER `Xsyevd` (divide and conquer), `Xgesvd` and `Xgeqrf` + `orgqr`/`ungqr`, one call
//! per matrix. `Xgesvd` (LAPACK's bidiagonal QR algorithm) is used for the SVD rather than
//! `gesvdj`: it has one 64-bit code path for all four dtypes, LAPACK's accuracy whatever the
//! conditioning, and the `full_matrices` layouts directly; it needs m >= n, which the row-major
//! layout gives for free (a wide matrix is stored as its tall transpose).

mod cuda;

use crate::layout::{
    col_major_copy, col_major_copy_adjoint, concat_parts, write_row_major, write_row_major_adjoint,
};
use crate::lu::cpu_batch;
use crate::scalar::LinalgScalar;
use crate::util::{CpuMatrices, matrix_dims, square, with_tail};
use faer::Side;
use gsci_core::{Array, Backend, Error, Result};

/// Which triangle of a Hermitian matrix is read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Uplo {
    /// The lower triangle (NumPy's default `UPLO='L'`).
    #[default]
    L,
    /// The upper triangle.
    U,
}

/// Options of [`eigh`] and [`eigvalsh`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EighOptions {
    /// The triangle read (NumPy's `UPLO`).
    pub uplo: Uplo,
}

fn not_converged(op: &'static str) -> Error {
    Error::InvalidArgument {
        op,
        reason: "the decomposition did not converge".into(),
    }
}

/// Eigenvalues (ascending) and eigenvectors (columns) of Hermitian matrices, batched.
///
/// Equivalent to `numpy.linalg.eigh`.
///
/// Returns `(w, v)` with `w` of shape `(..., M)` (real) and `v` `(..., M, M)`, `a v = v diag(w)`.
///
/// # Errors
/// [`Error::InvalidShape`] for non-square input; [`Error::InvalidArgument`] if the iteration
/// does not converge.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{EighOptions, eigh};
/// let a = Array::from_vec(vec![2.0f64, 1.0, 1.0, 2.0], &[2, 2], &Device::cpu())?;
/// let (w, _v) = eigh(&a, &EighOptions::default())?;
/// let w = w.to_vec()?;
/// assert!((w[0] - 1.0).abs() < 1e-14 && (w[1] - 3.0).abs() < 1e-14);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn eigh<T: LinalgScalar>(a: &Array<T>, opts: &EighOptions) -> Result<(Array<T::Re>, Array<T>)> {
    let (w, v) = eigh_impl(a, opts.uplo, true, "eigh")?;
    Ok((w, v.expect("eigenvectors requested")))
}

/// Eigenvalues (ascending) of Hermitian matrices, batched.
///
/// Equivalent to `numpy.linalg.eigvalsh`.
///
/// # Errors
/// As [`eigh`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{EighOptions, eigvalsh};
/// let a = Array::from_vec(vec![2.0f64, 0.0, 0.0, -1.0], &[2, 2], &Device::cpu())?;
/// assert_eq!(eigvalsh(&a, &EighOptions::default())?.to_vec()?, vec![-1.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn eigvalsh<T: LinalgScalar>(a: &Array<T>, opts: &EighOptions) -> Result<Array<T::Re>> {
    Ok(eigh_impl(a, opts.uplo, false, "eigvalsh")?.0)
}

pub(crate) type EighResult<T> = (Array<<T as LinalgScalar>::Re>, Option<Array<T>>);

fn eigh_impl<T: LinalgScalar>(
    a: &Array<T>,
    uplo: Uplo,
    vectors: bool,
    op: &'static str,
) -> Result<EighResult<T>> {
    let n = square(a, op)?;
    let batch = &a.shape()[..a.ndim() - 2];
    let count: usize = batch.iter().product();
    if count == 0 || n == 0 {
        return Ok((
            Array::zeros(&with_tail(batch, &[n]), a.device())?,
            if vectors {
                Some(Array::zeros(a.shape(), a.device())?)
            } else {
                None
            },
        ));
    }
    // NaN or inf entries: LAPACK (NumPy) returns NaN results; faer gives +-inf eigenvalues and
    // cuSOLVER reports no convergence. NumPy's NaN arrays on both backends.
    let nan_results = || -> Result<EighResult<T>> {
        let nan_w: Array<T::Re> = gsci_core::ufunc::add(
            &Array::<T::Re>::zeros(&with_tail(batch, &[n]), a.device())?,
            f64::NAN,
        )?;
        let nan_v = if vectors {
            Some(gsci_core::ufunc::add(
                &Array::<T>::zeros(a.shape(), a.device())?,
                f64::NAN,
            )?)
        } else {
            None
        };
        Ok((nan_w, nan_v))
    };
    match a.device().backend() {
        Backend::Cpu => {
            if crate::util::check_finite(a, op, "").is_err() {
                return nan_results();
            }
            let am = CpuMatrices::new(a);
            let parts = cpu_batch(count, n * n * n, |i, _par| {
                let m = am.mat(i);
                // The Hermitian matrix the chosen triangle defines, as a lower triangle.
                let m = match uplo {
                    Uplo::L => col_major_copy(m),
                    Uplo::U => col_major_copy_adjoint(m),
                };
                if vectors {
                    let e = m
                        .as_ref()
                        .self_adjoint_eigen(Side::Lower)
                        .map_err(|_| not_converged(op))?;
                    let w: Vec<T::Re> = (0..n).map(|j| e.S()[j].re()).collect();
                    let mut v = gsci_core::host::zeros::<T>(n * n);
                    write_row_major(&mut v, e.U());
                    Ok((w, v))
                } else {
                    let w = m
                        .as_ref()
                        .self_adjoint_eigenvalues(Side::Lower)
                        .map_err(|_| not_converged(op))?
                        .into_iter()
                        .map(T::re_from_faer)
                        .collect();
                    Ok((w, Vec::new()))
                }
            })?;
            let (ws, vs): (Vec<Vec<T::Re>>, Vec<Vec<T>>) = parts.into_iter().unzip();
            let w = Array::from_vec(ws.concat(), &with_tail(batch, &[n]), a.device())?;
            let v = if vectors {
                Some(Array::from_vec(concat_parts(vs), a.shape(), a.device())?)
            } else {
                None
            };
            Ok((w, v))
        }
        Backend::Cuda(c) => match cuda::eigh(c, a, uplo == Uplo::L, vectors, op) {
            // NaN or inf entries: LAPACK (NumPy, and faer on the CPU) returns NaN results where
            // cuSOLVER reports no convergence; give NumPy's NaN arrays on both backends.
            Err(_) if crate::util::check_finite(a, op, "").is_err() => nan_results(),
            r => r,
        },
    }
}

/// Options of [`svd`] (NumPy's keyword arguments and defaults).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SvdOptions {
    /// U is `(..., M, M)` and V^H `(..., N, N)` (else `(..., M, K)` and `(..., K, N)`, K = min).
    pub full_matrices: bool,
    /// Compute U and V^H (else only the singular values).
    pub compute_uv: bool,
}

impl Default for SvdOptions {
    fn default() -> Self {
        SvdOptions {
            full_matrices: true,
            compute_uv: true,
        }
    }
}

/// A singular value decomposition `a = u diag(s) vh`.
#[derive(Clone)]
pub struct Svd<T: LinalgScalar> {
    /// Left singular vectors (columns); `None` without `compute_uv`.
    pub u: Option<Array<T>>,
    /// Singular values, non-increasing, `(..., K)`.
    pub s: Array<T::Re>,
    /// Right singular vectors as rows (V^H); `None` without `compute_uv`.
    pub vh: Option<Array<T>>,
}

/// The error of an SVD of an array with NaN or inf entries (NumPy: "SVD did not converge").
pub(crate) const SVD_NOT_FINITE: &str =
    "SVD did not converge: the array holds NaN or inf entries (NumPy raises LinAlgError)";

/// Singular value decomposition, batched.
///
/// Equivalent to `numpy.linalg.svd`.
///
/// On the GPU, matrices with min(M, N) >= 256 use cuSOLVER's `Xgesvdp` (polar decomposition,
/// which NVIDIA documents as much faster than the QR-based `Xgesvd`); when it has to perturb a
/// matrix by more than eps times its largest singular value to converge (singular values near
/// zero), the call is redone with `Xgesvd`, so the results keep full accuracy. Smaller matrices use `Xgesvd`. The environment variable
/// `GSCI_SVD_ALGO=gesvd|gesvdj|gesvdp` forces one routine (`gesvdj`: Jacobi at machine-precision
/// tolerance, at most 100 sweeps), for benchmarks.
///
/// # Errors
/// [`Error::InvalidShape`] for fewer than two dimensions; [`Error::InvalidArgument`] for NaN or
/// infinite entries (NumPy's "SVD did not converge", on both backends), if the iteration does not
/// converge or `GSCI_SVD_ALGO` names no routine.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{SvdOptions, svd};
/// let a = Array::from_vec(vec![3.0f64, 0.0, 0.0, -4.0], &[2, 2], &Device::cpu())?;
/// let r = svd(&a, &SvdOptions::default())?;
/// assert_eq!(r.s.to_vec()?, vec![4.0, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn svd<T: LinalgScalar>(a: &Array<T>, opts: &SvdOptions) -> Result<Svd<T>> {
    const OP: &str = "svd";
    let (batch, m, n) = matrix_dims(a, OP)?;
    let k = m.min(n);
    let count: usize = batch.iter().product();
    let (ucols, vrows) = if opts.full_matrices { (m, n) } else { (k, k) };
    if count == 0 || k == 0 {
        let s = Array::zeros(&with_tail(&batch, &[k]), a.device())?;
        let eye = |rows: usize, cols: usize| -> Result<Array<T>> {
            Array::<T>::eye(rows, Some(cols), 0, a.device())?
                .broadcast_to(&with_tail(&batch, &[rows, cols]))?
                .copy()
        };
        return Ok(if opts.compute_uv {
            Svd {
                u: Some(eye(m, ucols)?),
                s,
                vh: Some(eye(vrows, n)?),
            }
        } else {
            Svd {
                u: None,
                s,
                vh: None,
            }
        });
    }
    // NumPy's LinAlgError for NaN or inf input, on both backends (LAPACK and faer fail to
    // converge; cuSOLVER would return NaN factors).
    crate::util::check_finite(a, OP, SVD_NOT_FINITE)?;
    match a.device().backend() {
        Backend::Cpu => {
            let am = CpuMatrices::new(a);
            let parts = cpu_batch(count, m * n * k, |i, _par| {
                let x = col_major_copy(am.mat(i));
                let x = x.as_ref();
                let vectors = opts.compute_uv.then_some(opts.full_matrices);
                let (s, uv) = faer_svd(x, vectors)?;
                let Some((fu, fv)) = uv else {
                    return Ok((s, Vec::new(), Vec::new()));
                };
                let mut u = gsci_core::host::zeros::<T>(m * ucols);
                write_row_major(&mut u, fu.as_ref());
                let mut vh = gsci_core::host::zeros::<T>(vrows * n);
                write_row_major_adjoint(&mut vh, fv.as_ref());
                Ok((s, u, vh))
            })?;
            let mut ss = Vec::with_capacity(count * k);
            let (mut us, mut vs) = (Vec::with_capacity(count), Vec::with_capacity(count));
            for (s, u, v) in parts {
                ss.extend(s);
                us.push(u);
                vs.push(v);
            }
            let (us, vs) = (concat_parts(us), concat_parts(vs));
            let s = Array::from_vec(ss, &with_tail(&batch, &[k]), a.device())?;
            if !opts.compute_uv {
                return Ok(Svd {
                    u: None,
                    s,
                    vh: None,
                });
            }
            Ok(Svd {
                u: Some(Array::from_vec(
                    us,
                    &with_tail(&batch, &[m, ucols]),
                    a.device(),
                )?),
                s,
                vh: Some(Array::from_vec(
                    vs,
                    &with_tail(&batch, &[vrows, n]),
                    a.device(),
                )?),
            })
        }
        Backend::Cuda(c) => cuda::svd(c, a, opts.full_matrices, opts.compute_uv),
    }
}

/// Singular values (non-increasing) and, for `vectors` Some(full_matrices), U and V, by faer's
/// bidiagonalisation + divide and conquer, with the bidiagonalisation's column steps parallel only
/// while the trailing block has at least 2^20 elements (faer's default: 192 x 256). Below that
/// a step's work is smaller than the cost of waking the other threads: on the 2-core reference
/// machine the 1024 x 1024 SVD ran about 10 % faster this way (medians 503-565 ms against
/// 547-640 ms, interleaved).
fn faer_svd<T: LinalgScalar>(x: faer::MatRef<'_, T>, vectors: Option<bool>) -> Result<FaerSvd<T>> {
    use faer::dyn_stack::{MemBuffer, MemStack};
    use faer::linalg::svd::{ComputeSvdVectors, SvdParams, svd as faer_svd_in, svd_scratch};
    let (m, n) = (x.nrows(), x.ncols());
    let k = m.min(n);
    let par = faer::get_global_parallelism();
    let mut params = <SvdParams as faer::Auto<T>>::auto();
    params.bidiag.par_threshold = 1 << 20;
    let params: faer::Spec<SvdParams, T> = params.into();
    let compute = match vectors {
        None => ComputeSvdVectors::No,
        Some(true) => ComputeSvdVectors::Full,
        Some(false) => ComputeSvdVectors::Thin,
    };
    let mut s = faer::diag::Diag::<T>::zeros(k);
    let mut uv = vectors.map(|full| {
        let (uc, vc) = if full { (m, n) } else { (k, k) };
        (faer::Mat::<T>::zeros(m, uc), faer::Mat::<T>::zeros(n, vc))
    });
    let (u, v) = match &mut uv {
        Some((u, v)) => (Some(u.as_mut()), Some(v.as_mut())),
        None => (None, None),
    };
    let mut mem = MemBuffer::new(svd_scratch::<T>(m, n, compute, compute, par, params));
    faer_svd_in(x, s.as_mut(), u, v, par, MemStack::new(&mut mem), params)
        .map_err(|_| not_converged("svd"))?;
    let s = (0..k).map(|j| s[j].re()).collect();
    Ok((s, uv))
}

/// Singular values and, when asked for, (U, V).
type FaerSvd<T> = (
    Vec<<T as LinalgScalar>::Re>,
    Option<(faer::Mat<T>, faer::Mat<T>)>,
);

/// Singular values, non-increasing, batched.
///
/// Equivalent to `numpy.linalg.svdvals`.
///
/// # Errors
/// As [`svd`].
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![0.0f64, 2.0, 1.0, 0.0], &[2, 2], &Device::cpu())?;
/// assert_eq!(gsci_linalg::svdvals(&a)?.to_vec()?, vec![2.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn svdvals<T: LinalgScalar>(a: &Array<T>) -> Result<Array<T::Re>> {
    let opts = SvdOptions {
        full_matrices: false,
        compute_uv: false,
    };
    Ok(svd(a, &opts)
        .map_err(|e| crate::util::as_raised_by(e, "svdvals"))?
        .s)
}

/// What [`qr`] returns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum QrMode {
    /// Q `(..., M, K)` and R `(..., K, N)`, K = min(M, N) (NumPy's default).
    #[default]
    Reduced,
    /// Q `(..., M, M)` and R `(..., M, N)`.
    Complete,
    /// Only R `(..., K, N)`.
    R,
}

/// Options of [`qr`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QrOptions {
    /// NumPy's `mode` (`'raw'` is not offered).
    pub mode: QrMode,
}

/// A QR decomposition `a = q r`; `q` is `None` in mode `R`.
#[derive(Clone)]
pub struct Qr<T: LinalgScalar> {
    pub q: Option<Array<T>>,
    pub r: Array<T>,
}

/// QR decomposition (Householder), batched.
///
/// Equivalent to `numpy.linalg.qr`.
///
/// The signs of R's rows (and Q's columns) may differ from LAPACK's; `q r = a` and `q^H q = I`
/// hold either way.
///
/// # Errors
/// [`Error::InvalidShape`] for fewer than two dimensions.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{QrOptions, matmul, qr};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 5.0, 6.0], &[3, 2], &Device::cpu())?;
/// let f = qr(&a, &QrOptions::default())?;
/// let back = matmul(f.q.as_ref().unwrap(), &f.r)?.to_vec()?;
/// assert!(back.iter().zip(a.to_vec()?).all(|(x, y)| (x - y).abs() < 1e-14));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn qr<T: LinalgScalar>(a: &Array<T>, opts: &QrOptions) -> Result<Qr<T>> {
    const OP: &str = "qr";
    let (batch, m, n) = matrix_dims(a, OP)?;
    let k = m.min(n);
    let count: usize = batch.iter().product();
    let (qcols, rrows) = match opts.mode {
        QrMode::Complete => (m, m),
        _ => (k, k),
    };
    let want_q = opts.mode != QrMode::R;
    if count == 0 || k == 0 {
        let q = if want_q {
            Some(
                Array::<T>::eye(m, Some(qcols), 0, a.device())?
                    .broadcast_to(&with_tail(&batch, &[m, qcols]))?
                    .copy()?,
            )
        } else {
            None
        };
        return Ok(Qr {
            q,
            r: Array::zeros(&with_tail(&batch, &[rrows, n]), a.device())?,
        });
    }
    match a.device().backend() {
        Backend::Cpu => {
            let am = CpuMatrices::new(a);
            let parts = cpu_batch(count, m * n * k, |i, _par| {
                let f = am.mat(i).qr();
                let mut r = vec![T::zero(); rrows * n];
                let mut q = vec![T::zero(); if want_q { m * qcols } else { 0 }];
                // The k x n upper trapezoid; rows below it (complete mode) stay zero.
                write_row_major(&mut r[..k * n], f.thin_R());
                if opts.mode == QrMode::Complete {
                    write_row_major(&mut q, f.compute_Q().as_ref());
                } else if want_q {
                    write_row_major(&mut q, f.compute_thin_Q().as_ref());
                }
                Ok((q, r))
            })?;
            let (qs, rs): (Vec<Vec<T>>, Vec<Vec<T>>) = parts.into_iter().unzip();
            let r = Array::from_vec(rs.concat(), &with_tail(&batch, &[rrows, n]), a.device())?;
            let q = if want_q {
                Some(Array::from_vec(
                    qs.concat(),
                    &with_tail(&batch, &[m, qcols]),
                    a.device(),
                )?)
            } else {
                None
            };
            Ok(Qr { q, r })
        }
        Backend::Cuda(c) => cuda::qr(c, a, opts.mode),
    }
}
