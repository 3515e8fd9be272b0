//! General (non-Hermitian) eigendecomposition: `eig` and `eigvals`, batched, complex output.
//!
//! CPU: faer's Schur-based `eigen`; GPU: cuSOLVER `Xgeev` (CUDA >= 12.6). Eigenvectors are
//! columns of unit 2-norm whose largest-modulus entry is real and positive (LAPACK makes it
//! real; fixing its sign as well makes both backends return the same vectors). Left
//! eigenvectors are the conjugated rows of `inv(VR)`, normalised the same way.

mod cuda;

use crate::lu::{cpu_batch, inv};
use crate::scalar::LinalgScalar;
use crate::util::{CpuMatrices, square, with_tail};
use gsci_core::{Array, Backend, Error, Result, ufunc};

pub(crate) use cuda::generated_source;

/// Eigenvalues and (optionally) right eigenvectors, as produced by a backend.
pub(crate) type EigParts<T> = (
    Array<<T as LinalgScalar>::Complex>,
    Option<Array<<T as LinalgScalar>::Complex>>,
);

/// Per-matrix eigenvalues and column-major eigenvectors of the CPU path.
type ComplexParts<T> = (
    Vec<Vec<<T as LinalgScalar>::Complex>>,
    Vec<Vec<<T as LinalgScalar>::Complex>>,
);

/// Options of [`eig`] (SciPy's keyword arguments and defaults).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EigOptions {
    /// Compute the left eigenvectors (`vl[:, i]^H a = w[i] vl[:, i]^H`).
    pub left: bool,
    /// Compute the right eigenvectors (`a vr[:, i] = w[i] vr[:, i]`).
    pub right: bool,
}

impl Default for EigOptions {
    fn default() -> Self {
        EigOptions {
            left: false,
            right: true,
        }
    }
}

/// The result of [`eig`]: eigenvalues `(..., M)` and eigenvectors as columns `(..., M, M)`, all
/// complex.
#[derive(Clone)]
pub struct Eig<T: LinalgScalar> {
    pub w: Array<T::Complex>,
    pub vl: Option<Array<T::Complex>>,
    pub vr: Option<Array<T::Complex>>,
}

/// SciPy's `check_finite`: NaN or infinite input is an error.
fn check_finite<T: LinalgScalar>(a: &Array<T>, op: &'static str) -> Result<()> {
    crate::util::check_finite(a, op, "array must not contain infs or NaNs")
}

/// Unit 2-norm, largest-modulus entry (the first of equals) real and positive, for each column
/// of a column-major n x n block.
fn normalize_host<C: LinalgScalar>(v: &mut [C], n: usize) {
    for j in 0..n {
        let col = &mut v[j * n..(j + 1) * n];
        let (mut ss, mut best, mut p) = (0.0f64, -1.0f64, (1.0f64, 0.0f64));
        for x in col.iter() {
            let (re, im) = (to_f64(x.re()), to_f64(x.im()));
            let a2 = re * re + im * im;
            ss += a2;
            if a2 > best {
                best = a2;
                p = (re, im);
            }
        }
        let nrm = ss.sqrt();
        let pm = (p.0 * p.0 + p.1 * p.1).sqrt();
        let (mut fre, mut fim) = if pm > 0.0 {
            (p.0 / pm, -p.1 / pm)
        } else {
            (1.0, 0.0)
        };
        if nrm > 0.0 {
            fre /= nrm;
            fim /= nrm;
        }
        for x in col.iter_mut() {
            let (re, im) = (to_f64(x.re()), to_f64(x.im()));
            *x = C::from_f64(re * fre - im * fim) + C::from_f64(re * fim + im * fre) * imag::<C>();
        }
    }
}

fn to_f64<R: gsci_core::Element>(x: R) -> f64 {
    match x.to_scalar() {
        gsci_core::Scalar::Float(f) => f,
        gsci_core::Scalar::Complex(re, _) => re,
        _ => f64::NAN,
    }
}

/// The imaginary unit of a complex type.
fn imag<C: LinalgScalar>() -> C {
    C::from_scalar(gsci_core::Scalar::Complex(0.0, 1.0))
}

/// Normalises the columns of a row-major complex array `(..., n, n)` (either backend).
fn normalize_columns<C: LinalgScalar>(v: &Array<C>) -> Result<Array<C>> {
    let nd = v.ndim();
    let n = v.shape()[nd - 1];
    match v.device().backend() {
        Backend::Cpu => {
            // Column-major blocks: the C-ordered copy of the transpose.
            let t = v.swapaxes(-1, -2)?.copy()?;
            let mut data = t.to_vec()?;
            for block in data.chunks_mut(n * n) {
                normalize_host(block, n);
            }
            Array::from_vec(data, t.shape(), v.device())?
                .swapaxes(-1, -2)?
                .copy()
        }
        Backend::Cuda(c) => cuda::normalize_columns(c, v),
    }
}

fn eig_parts<T: LinalgScalar>(
    a: &Array<T>,
    vectors: bool,
    op: &'static str,
) -> Result<EigParts<T>> {
    let n = square(a, op)?;
    let batch = &a.shape()[..a.ndim() - 2];
    let count: usize = batch.iter().product();
    let dev = a.device();
    if count == 0 || n == 0 {
        return Ok((
            Array::zeros(&with_tail(batch, &[n]), dev)?,
            if vectors {
                Some(Array::zeros(a.shape(), dev)?)
            } else {
                None
            },
        ));
    }
    check_finite(a, op)?;
    match dev.backend() {
        Backend::Cpu => {
            let am = CpuMatrices::new(a);
            let failed = || Error::InvalidArgument {
                op,
                reason: "the eigenvalue iteration did not converge".into(),
            };
            let parts = cpu_batch(count, n * n * n, |i, _par| {
                let m = am.mat(i);
                if !vectors {
                    let w: Vec<T::Complex> = m
                        .eigenvalues()
                        .map_err(|_| failed())?
                        .into_iter()
                        .map(|z| T::complex(T::re_from_faer(z.re), T::re_from_faer(z.im)))
                        .collect();
                    return Ok((w, Vec::new()));
                }
                let e = m.eigen().map_err(|_| failed())?;
                let s = e.S();
                let u = e.U();
                let w: Vec<T::Complex> = (0..n)
                    .map(|j| {
                        let z = &s[j];
                        T::complex(T::re_from_faer(z.re.clone()), T::re_from_faer(z.im.clone()))
                    })
                    .collect();
                // Column-major copy of the vectors, normalised.
                let mut v: Vec<T::Complex> = Vec::with_capacity(n * n);
                for j in 0..n {
                    for r in 0..n {
                        let z = &u[(r, j)];
                        v.push(T::complex(
                            T::re_from_faer(z.re.clone()),
                            T::re_from_faer(z.im.clone()),
                        ));
                    }
                }
                normalize_host(&mut v, n);
                Ok((w, v))
            })?;
            let (ws, vs): ComplexParts<T> = parts.into_iter().unzip();
            let w = Array::from_vec(ws.concat(), &with_tail(batch, &[n]), dev)?;
            let v = if vectors {
                // Column-major blocks read as row-major are the transposes.
                Some(
                    Array::from_vec(vs.concat(), a.shape(), dev)?
                        .swapaxes(-1, -2)?
                        .copy()?,
                )
            } else {
                None
            };
            Ok((w, v))
        }
        Backend::Cuda(c) => cuda::eig(c, a, vectors),
    }
}

/// Eigenvalues and left/right eigenvectors of general square matrices, batched.
///
/// Equivalent to `scipy.linalg.eig`.
///
/// Eigenvalues and eigenvectors are always complex (SciPy returns real vectors when every
/// eigenvalue of a real matrix is real; here they are complex with zero imaginary parts). The
/// order of the eigenvalues is the backend's (not sorted), as in SciPy. Each eigenvector column
/// has unit 2-norm and its largest-modulus entry real and positive.
///
/// # Errors
/// [`Error::InvalidShape`] for non-square input; [`Error::InvalidArgument`] for NaN or infinite
/// entries (SciPy's `check_finite`) or when the iteration does not converge; with `left`,
/// [`Error::Singular`] when the eigenvectors are linearly dependent (a defective matrix).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{EigOptions, eig};
/// let a = Array::from_vec(vec![0.0f64, -1.0, 1.0, 0.0], &[2, 2], &Device::cpu())?;
/// let r = eig(&a, &EigOptions::default())?;
/// let mut im: Vec<f64> = r.w.to_vec()?.iter().map(|z| z.im).collect();
/// im.sort_by(f64::total_cmp);
/// assert!((im[0] + 1.0).abs() < 1e-14 && (im[1] - 1.0).abs() < 1e-14);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn eig<T: LinalgScalar>(a: &Array<T>, opts: &EigOptions) -> Result<Eig<T>> {
    const OP: &str = "eig";
    let vectors = opts.left || opts.right;
    let (w, v) = eig_parts(a, vectors, OP)?;
    let vl = if opts.left {
        let v = v.as_ref().expect("vectors computed");
        // Rows of inv(VR) are the left eigenvectors (as y^H): vl = inv(VR)^H.
        let vinv = inv(v)?;
        let vh: Array<T::Complex> = ufunc::conjugate(&vinv.swapaxes(-1, -2)?)?;
        Some(normalize_columns(&vh)?)
    } else {
        None
    };
    let vr = if opts.right { v } else { None };
    Ok(Eig { w, vl, vr })
}

/// Eigenvalues of general square matrices, batched, complex.
///
/// Equivalent to `scipy.linalg.eigvals`.
///
/// # Errors
/// As [`eig`].
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![2.0f64, 1.0, 0.0, 3.0], &[2, 2], &Device::cpu())?;
/// let mut w: Vec<f64> = gsci_linalg::eigvals(&a)?.to_vec()?.iter().map(|z| z.re).collect();
/// w.sort_by(f64::total_cmp);
/// assert!((w[0] - 2.0).abs() < 1e-14 && (w[1] - 3.0).abs() < 1e-14);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn eigvals<T: LinalgScalar>(a: &Array<T>) -> Result<Array<T::Complex>> {
    Ok(eig_parts(a, false, "eigvals")?.0)
}
