//! `svds`: a few singular values and vectors through [`eigsh`](super::eigsh) on the Gram operator
//! of the smaller dimension (`AᴴA` or `AAᴴ`), as SciPy 1.17 does, then a dense SVD of the
//! `(m, k)` block `A V` on the operator's device.

use super::{
    AsOperator, EigshOptions, HermitianScalar, Which, eigsh_operator, invalid, lanczos, to_t,
};
use crate::linalg::LinearOperator;
use crate::scalar::SparseScalar;
use gsci_core::{Array, Error, Result};
use gsci_linalg::{LinalgScalar, MatmulElement};

type Re<T> = <T as SparseScalar>::Real;

/// Which singular values [`svds`] computes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SvdsWhich {
    /// Largest.
    #[default]
    LM,
    /// Smallest.
    SM,
}

/// Which singular vectors [`svds`] returns (SciPy's `return_singular_vectors`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ReturnSingularVectors {
    /// Both `u` and `vh` (SciPy's `True`).
    #[default]
    Both,
    /// Only `u` (`"u"`).
    U,
    /// Only `vh` (`"vh"`).
    Vh,
    /// Neither (`False`): only the singular values.
    None,
}

/// Options of [`svds`] (SciPy's keyword arguments and defaults; `solver = 'arpack'`).
#[derive(Clone, Debug)]
pub struct SvdsOptions<'a, T: HermitianScalar> {
    /// Lanczos vectors of the inner `eigsh` (default `min(n, max(2k + 1, 20))`).
    pub ncv: Option<usize>,
    /// Accuracy of the singular values (0: machine precision).
    pub tol: f64,
    /// Largest or smallest singular values.
    pub which: SvdsWhich,
    /// Starting vector of length `min(A.shape)`.
    pub v0: Option<&'a Array<T>>,
    /// Most restarts of the inner `eigsh`.
    pub maxiter: Option<usize>,
    /// Which singular vectors to return.
    pub return_singular_vectors: ReturnSingularVectors,
}

impl<T: HermitianScalar> Default for SvdsOptions<'_, T> {
    fn default() -> Self {
        SvdsOptions {
            ncv: None,
            tol: 0.0,
            which: SvdsWhich::LM,
            v0: None,
            maxiter: None,
            return_singular_vectors: ReturnSingularVectors::Both,
        }
    }
}

/// The result of [`svds`]: singular values ascending, `u` `(m, k)`, `vh` `(k, n)`.
pub struct Svds<T: HermitianScalar> {
    /// Left singular vectors (columns), when asked for.
    pub u: Option<Array<T>>,
    /// The `k` singular values, ascending.
    pub s: Array<Re<T>>,
    /// Right singular vectors (rows), when asked for.
    pub vh: Option<Array<T>>,
}

/// The conjugate transpose of a 2-D array.
pub(crate) fn herm<T: HermitianScalar>(a: &Array<T>) -> Result<Array<T>> {
    let t = a.transpose()?;
    if <T as SparseScalar>::IS_COMPLEX {
        gsci_core::ufunc::conj::<T>(&t)
    } else {
        t.to_contiguous()
    }
}

/// `op @ x` (or `opᴴ @ x` when `adjoint`) for a 2-D `x`, one column at a time on the device.
pub(crate) fn apply_columns<T: HermitianScalar>(
    op: &LinearOperator<'_, T>,
    x: &Array<T>,
    adjoint: bool,
) -> Result<Array<T>> {
    let k = x.shape()[1];
    let mut cols = Vec::with_capacity(k);
    for c in 0..k {
        let xc = x.index_axis(1, c as isize)?.to_contiguous()?;
        cols.push(if adjoint {
            op.rmatvec(&xc)?
        } else {
            op.matvec(&xc)?
        });
    }
    let refs: Vec<&Array<T>> = cols.iter().collect();
    gsci_core::routines::stack(&refs, 1)
}

/// The `k` largest (or smallest) singular values and vectors of an operator or sparse matrix.
///
/// Equivalent to `scipy.sparse.linalg.svds(A, k, ncv=..., tol=..., which=..., v0=...,
/// maxiter=..., return_singular_vectors=..., solver='arpack')`: `eigsh` on `AᴴA` (or `AAᴴ` when
/// `A` is wide) with `tol²`, a QR of the eigenvectors, and a dense SVD of `A V`. Singular values
/// ascending, like SciPy's.
///
/// # Errors
/// `InvalidArgument` for an empty `A`, `k` outside `0 < k < min(A.shape)`, `ncv` outside
/// `k < ncv < min(A.shape)`, a negative or non-finite `tol`, `maxiter == 0`, and `eigsh`'s own
/// errors; `Unsupported` when the operator has no `rmatvec`; `ShapeMismatch` for `v0`.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, eigen::{svds, SvdsOptions}};
/// let dev = Device::cpu();
/// let rows: Vec<usize> = (0..8).collect();
/// let vals: Vec<f64> = (1..=8).map(|v| v as f64).collect();
/// let a = CsrMatrix::<f64>::from_triplets(&rows, &rows, &vals, (8, 8), &dev)?;
/// let r = svds(&a, 2, &SvdsOptions::default())?;
/// let s = r.s.to_vec()?;
/// assert!((s[0] - 7.0).abs() < 1e-10 && (s[1] - 8.0).abs() < 1e-10);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn svds<T: HermitianScalar + LinalgScalar + MatmulElement>(
    a: &impl AsOperator<T>,
    k: usize,
    opts: &SvdsOptions<'_, T>,
) -> Result<Svds<T>> {
    a.with_operator(|op| svds_operator(op, k, opts))
}

fn svds_operator<T: HermitianScalar + LinalgScalar + MatmulElement>(
    a: &LinearOperator<'_, T>,
    k: usize,
    opts: &SvdsOptions<'_, T>,
) -> Result<Svds<T>> {
    const OP: &str = "svds";
    let (m, n) = a.shape();
    if m == 0 || n == 0 {
        return Err(invalid(OP, "`A` must not be empty"));
    }
    let p = m.min(n);
    if k == 0 || k >= p {
        return Err(invalid(
            OP,
            format!("k = {k} must satisfy 0 < k < min(A.shape) = {p}"),
        ));
    }
    if let Some(ncv) = opts.ncv {
        if !(k < ncv && ncv < p) {
            return Err(invalid(
                OP,
                format!("ncv = {ncv} must satisfy k < ncv < min(A.shape) = {p}"),
            ));
        }
    }
    if opts.tol.is_nan() || opts.tol < 0.0 || !opts.tol.is_finite() {
        return Err(invalid(
            OP,
            "`tol` must be a non-negative floating point value",
        ));
    }
    if opts.maxiter == Some(0) {
        return Err(invalid(OP, "`maxiter` must be a positive integer"));
    }
    if let Some(v0) = opts.v0 {
        if v0.shape() != [p] {
            return Err(Error::ShapeMismatch {
                op: OP,
                left: vec![p],
                right: v0.shape().to_vec(),
            });
        }
    }
    // A probe of rmatvec, so that a missing one is reported before the iteration.
    let dev = a.device().clone();
    let transpose = m < n;
    let gram = LinearOperator::<T>::new((p, p), &dev, |x| {
        if transpose {
            a.matvec(&a.rmatvec(x)?)
        } else {
            a.rmatvec(&a.matvec(x)?)
        }
    });
    let v0_default;
    let v0 = match opts.v0 {
        Some(v) => v,
        None => {
            v0_default = Array::from_vec(
                to_t::<T>(&lanczos::random_vector(
                    p,
                    <T as SparseScalar>::IS_COMPLEX,
                    7,
                )),
                &[p],
                &dev,
            )?;
            &v0_default
        }
    };
    let eopts = EigshOptions {
        which: match opts.which {
            SvdsWhich::LM => Which::LM,
            SvdsWhich::SM => Which::SM,
        },
        v0: Some(v0),
        ncv: opts.ncv,
        maxiter: opts.maxiter,
        tol: opts.tol * opts.tol,
        return_eigenvectors: true,
        sigma: None,
        opinv: None,
        mode: super::EigshMode::Normal,
    };
    let r = eigsh_operator(&gram, k, &eopts)?;
    let vecs = r
        .eigenvectors
        .ok_or_else(|| invalid(OP, "internal: eigsh returned no vectors"))?;
    let q = gsci_linalg::qr(&vecs, &gsci_linalg::QrOptions::default())?
        .q
        .ok_or_else(|| invalid(OP, "internal: qr returned no Q"))?;
    // Av = X q with X = A (tall) or Aᴴ (wide).
    let av = apply_columns(a, &q, transpose)?;
    let want = opts.return_singular_vectors;
    let rev = |x: &Array<<T as LinalgScalar>::Re>| -> Result<Array<Re<T>>> {
        let v: Vec<Re<T>> = x
            .astype::<f64>()?
            .to_vec()?
            .into_iter()
            .rev()
            .map(<Re<T> as SparseScalar>::from_f64)
            .collect();
        Array::from_vec(v, &[k], &dev)
    };
    if want == ReturnSingularVectors::None {
        let s = gsci_linalg::svdvals(&av)?;
        return Ok(Svds {
            u: None,
            s: rev(&s)?,
            vh: None,
        });
    }
    let svd = gsci_linalg::svd(
        &av,
        &gsci_linalg::SvdOptions {
            full_matrices: false,
            compute_uv: true,
        },
    )?;
    let u = svd
        .u
        .ok_or_else(|| invalid(OP, "internal: svd returned no U"))?;
    let vh = svd
        .vh
        .ok_or_else(|| invalid(OP, "internal: svd returned no Vh"))?;
    // Ascending order: reverse the columns of u and the rows of vh.
    let u = u.flip(Some(&[1]))?.to_contiguous()?;
    let vh = vh.flip(Some(&[0]))?.to_contiguous()?;
    let jobu = matches!(want, ReturnSingularVectors::Both | ReturnSingularVectors::U);
    let jobv = matches!(
        want,
        ReturnSingularVectors::Both | ReturnSingularVectors::Vh
    );
    let (u_out, vh_out) = if transpose {
        (
            if jobu {
                Some(gsci_linalg::matmul(&q, &herm(&vh)?)?)
            } else {
                None
            },
            if jobv { Some(herm(&u)?) } else { None },
        )
    } else {
        (
            if jobu { Some(u) } else { None },
            if jobv {
                Some(gsci_linalg::matmul(&vh, &herm(&q)?)?)
            } else {
                None
            },
        )
    };
    Ok(Svds {
        u: u_out,
        s: rev(&svd.s)?,
        vh: vh_out,
    })
}
