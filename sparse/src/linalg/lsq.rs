//! Least-squares solvers `lsqr` and `lsmr` (Paige and Saunders; Fong and Saunders), line by line
//! SciPy 1.17's `_isolve/lsqr.py` and `lsmr.py`. The Krylov vectors live on the host; `A` and
//! `A^H` are applied on the operator's device.

use super::interface::LinearOperator;
use crate::eigen::AsOperator;
use crate::scalar::SparseScalar;
use gsci_core::{Array, Error, Result};

/// `sqrt(sum |v|^2)` in f64.
fn norm<T: SparseScalar>(v: &[T]) -> f64 {
    v.iter()
        .map(|x| {
            let a = x.abs_f64();
            a * a
        })
        .sum::<f64>()
        .sqrt()
}

fn scale<T: SparseScalar>(s: f64, v: &mut [T]) {
    let s = T::from_f64(s);
    v.iter_mut().for_each(|x| *x *= s);
}

/// SciPy's `_sym_ortho(a, b)`: a stable Givens rotation `(c, s, r)`.
fn sym_ortho(a: f64, b: f64) -> (f64, f64, f64) {
    let sign = |x: f64| {
        if x > 0.0 {
            1.0
        } else if x < 0.0 {
            -1.0
        } else {
            0.0
        }
    };
    if b == 0.0 {
        (sign(a), 0.0, a.abs())
    } else if a == 0.0 {
        (0.0, sign(b), b.abs())
    } else if b.abs() > a.abs() {
        let tau = a / b;
        let s = sign(b) / (1.0 + tau * tau).sqrt();
        (s * tau, s, b / s)
    } else {
        let tau = b / a;
        let c = sign(a) / (1.0 + tau * tau).sqrt();
        (c, c * tau, a / c)
    }
}

/// The stopping rule LSQR and LSMR share (SciPy's order: a later test overrides an earlier one):
/// `istop` from the iteration limit and `[test1, test2, test3, t1]`, 0 to go on.
fn stop_code(iter_limit: bool, tests: [f64; 4], rtol: f64, atol: f64, ctol: f64) -> i32 {
    let [test1, test2, test3, t1] = tests;
    let mut istop = 0;
    if iter_limit {
        istop = 7;
    }
    if 1.0 + test3 <= 1.0 {
        istop = 6;
    }
    if 1.0 + test2 <= 1.0 {
        istop = 5;
    }
    if 1.0 + t1 <= 1.0 {
        istop = 4;
    }
    if test3 <= ctol {
        istop = 3;
    }
    if test2 <= atol {
        istop = 2;
    }
    if test1 <= rtol {
        istop = 1;
    }
    istop
}

/// The operator and its adjoint on host vectors.
struct Ops<'o, 'a, T: SparseScalar> {
    a: &'o LinearOperator<'a, T>,
}

impl<T: SparseScalar> Ops<'_, '_, T> {
    fn matvec(&self, x: &[T]) -> Result<Vec<T>> {
        let xa = Array::from_slice(x, &[x.len()], self.a.device())?;
        self.a.matvec(&xa)?.to_vec()
    }
    fn rmatvec(&self, x: &[T]) -> Result<Vec<T>> {
        let xa = Array::from_slice(x, &[x.len()], self.a.device())?;
        self.a.rmatvec(&xa)?.to_vec()
    }
}

/// Checks `b` (`(m,)` or `(m, 1)`) and `x0` (`(n,)`) and reads them to the host.
fn inputs<T: SparseScalar>(
    op: &'static str,
    a: &LinearOperator<'_, T>,
    b: &Array<T>,
    x0: Option<&Array<T>>,
) -> Result<(Vec<T>, Option<Vec<T>>)> {
    let (m, n) = a.shape();
    if b.shape() != [m] && b.shape() != [m, 1] {
        return Err(Error::ShapeMismatch {
            op,
            left: vec![m, n],
            right: b.shape().to_vec(),
        });
    }
    crate::compressed::same_device(op, a.device(), b.device())?;
    let x0 = match x0 {
        Some(x) => {
            if x.shape() != [n] {
                return Err(Error::ShapeMismatch {
                    op,
                    left: vec![n],
                    right: x.shape().to_vec(),
                });
            }
            crate::compressed::same_device(op, a.device(), x.device())?;
            Some(x.to_vec()?)
        }
        None => None,
    };
    Ok((b.to_vec()?, x0))
}

/// Options of [`lsqr`] (SciPy's keyword arguments and defaults).
pub struct LsqrOptions<'a, T: SparseScalar> {
    /// Damping: solve `min ‖A x − b‖² + damp² ‖x‖²`.
    pub damp: f64,
    /// Stopping tolerance on the relative error of `A`.
    pub atol: f64,
    /// Stopping tolerance on the relative error of `b`.
    pub btol: f64,
    /// Stop when the condition estimate exceeds this.
    pub conlim: f64,
    /// Most iterations (default `2 n`).
    pub iter_lim: Option<usize>,
    /// Estimate the diagonal of `(AᴴA + damp² I)⁻¹` in `var`.
    pub calc_var: bool,
    /// Starting guess (zeros by default).
    pub x0: Option<&'a Array<T>>,
    /// Called with the current iterate after every iteration.
    pub callback: Option<super::IterateCallback<'a, T>>,
}

impl<T: SparseScalar> Default for LsqrOptions<'_, T> {
    fn default() -> Self {
        LsqrOptions {
            damp: 0.0,
            atol: 1e-6,
            btol: 1e-6,
            conlim: 1e8,
            iter_lim: None,
            calc_var: false,
            x0: None,
            callback: None,
        }
    }
}

/// The result of [`lsqr`]: SciPy's tuple `(x, istop, itn, r1norm, r2norm, anorm, acond, arnorm,
/// xnorm, var)` as named fields.
#[derive(Debug)]
pub struct LsqrResult<T: SparseScalar> {
    /// The solution.
    pub x: Array<T>,
    /// Why it stopped (0 – 7, SciPy's meanings; 7 = iteration limit).
    pub istop: i32,
    /// Iterations run.
    pub itn: usize,
    /// `‖b − A x‖`.
    pub r1norm: f64,
    /// `sqrt(‖b − A x‖² + damp² ‖x‖²)`.
    pub r2norm: f64,
    /// Frobenius norm estimate of `[A; damp I]`.
    pub anorm: f64,
    /// Condition number estimate.
    pub acond: f64,
    /// `‖Aᴴ (b − A x) − damp² x‖`.
    pub arnorm: f64,
    /// `‖x‖`.
    pub xnorm: f64,
    /// The variance estimate (zeros unless `calc_var`).
    pub var: Array<T>,
}

/// Solves `min ‖A x − b‖₂` (optionally damped) for a rectangular operator with LSQR.
///
/// Equivalent to `scipy.sparse.linalg.lsqr(A, b, damp, atol, btol, conlim, iter_lim, show=False,
/// calc_var, x0)`. The operator needs an `rmatvec` (every matrix has one).
///
/// # Errors
/// `ShapeMismatch` for `b` or `x0` of the wrong length; `Unsupported` for an operator without
/// `rmatvec`; `DeviceMismatch`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::{lsqr, LsqrOptions}};
/// let dev = Device::cpu();
/// // Overdetermined: fit y = c0 + c1 t at t = 0, 1, 2 through 1, 2, 4.
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 1, 1, 2, 2], &[0, 0, 1, 0, 1], &[1.0, 1.0, 1.0, 1.0, 2.0], (3, 2), &dev)?;
/// let b = Array::from_vec(vec![1.0, 2.0, 4.0], &[3], &dev)?;
/// let r = lsqr(&a, &b, LsqrOptions { atol: 1e-12, btol: 1e-12, ..Default::default() })?;
/// let x = r.x.to_vec()?;
/// assert!((x[0] - 5.0 / 6.0).abs() < 1e-9 && (x[1] - 1.5).abs() < 1e-9);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lsqr<T: SparseScalar>(
    a: &impl AsOperator<T>,
    b: &Array<T>,
    opts: LsqrOptions<'_, T>,
) -> Result<LsqrResult<T>> {
    a.with_operator(|a| lsqr_operator(a, b, opts))
}

fn lsqr_operator<T: SparseScalar>(
    a: &LinearOperator<'_, T>,
    b: &Array<T>,
    mut opts: LsqrOptions<'_, T>,
) -> Result<LsqrResult<T>> {
    let (bv, x0) = inputs("lsqr", a, b, opts.x0)?;
    let ops = Ops { a };
    let n = a.shape().1;
    let dev = b.device();
    let eps = f64::EPSILON;
    let iter_lim = opts.iter_lim.unwrap_or(2 * n);
    let damp = opts.damp;
    let (atol, btol) = (opts.atol, opts.btol);
    let mut var = vec![T::zero(); n];
    let mut itn = 0usize;
    let mut istop = 0i32;
    let ctol = if opts.conlim > 0.0 {
        1.0 / opts.conlim
    } else {
        0.0
    };
    let (mut anorm, mut acond) = (0.0f64, 0.0f64);
    let dampsq = damp * damp;
    let (mut ddnorm, mut res2, mut xnorm, mut xxnorm, mut z) = (0.0f64, 0.0, 0.0, 0.0, 0.0);
    let (mut cs2, mut sn2) = (-1.0f64, 0.0f64);
    let bnorm = norm(&bv);
    let (mut x, mut u, mut beta) = match x0 {
        None => (vec![T::zero(); n], bv.clone(), bnorm),
        Some(x0) => {
            let ax = ops.matvec(&x0)?;
            let u: Vec<T> = bv.iter().zip(&ax).map(|(b, a)| *b - *a).collect();
            let beta = norm(&u);
            (x0, u, beta)
        }
    };
    let (mut v, mut alfa) = if beta > 0.0 {
        scale(1.0 / beta, &mut u);
        let v = ops.rmatvec(&u)?;
        let alfa = norm(&v);
        (v, alfa)
    } else {
        (x.clone(), 0.0)
    };
    if alfa > 0.0 {
        scale(1.0 / alfa, &mut v);
    }
    let mut w = v.clone();
    let (mut rhobar, mut phibar) = (alfa, beta);
    let mut rnorm = beta;
    let (mut r1norm, mut r2norm) = (rnorm, rnorm);
    let mut arnorm = alfa * beta;
    let finish = |x: Vec<T>, var: Vec<T>, r: [f64; 6], istop: i32, itn: usize| {
        Ok(LsqrResult {
            x: Array::from_vec(x, &[n], dev)?,
            istop,
            itn,
            r1norm: r[0],
            r2norm: r[1],
            anorm: r[2],
            acond: r[3],
            arnorm: r[4],
            xnorm: r[5],
            var: Array::from_vec(var, &[n], dev)?,
        })
    };
    if arnorm == 0.0 {
        return finish(x, var, [r1norm, r2norm, anorm, acond, arnorm, xnorm], 0, 0);
    }
    while itn < iter_lim {
        itn += 1;
        let av = ops.matvec(&v)?;
        let fa = T::from_f64(alfa);
        u = av.iter().zip(&u).map(|(a, u)| *a - fa * *u).collect();
        beta = norm(&u);
        if beta > 0.0 {
            scale(1.0 / beta, &mut u);
            anorm = (anorm * anorm + alfa * alfa + beta * beta + dampsq).sqrt();
            let atu = ops.rmatvec(&u)?;
            let fb = T::from_f64(beta);
            v = atu.iter().zip(&v).map(|(a, v)| *a - fb * *v).collect();
            alfa = norm(&v);
            if alfa > 0.0 {
                scale(1.0 / alfa, &mut v);
            }
        }
        let (rhobar1, psi) = if damp > 0.0 {
            let rhobar1 = (rhobar * rhobar + dampsq).sqrt();
            let (cs1, sn1) = (rhobar / rhobar1, damp / rhobar1);
            let psi = sn1 * phibar;
            phibar *= cs1;
            (rhobar1, psi)
        } else {
            (rhobar, 0.0)
        };
        let (cs, sn, rho) = sym_ortho(rhobar1, beta);
        let theta = sn * alfa;
        rhobar = -cs * alfa;
        let phi = cs * phibar;
        phibar *= sn;
        let tau = sn * phi;
        let (t1, t2) = (phi / rho, -theta / rho);
        let dk: Vec<T> = w.iter().map(|w| T::from_f64(1.0 / rho) * *w).collect();
        let (ft1, ft2) = (T::from_f64(t1), T::from_f64(t2));
        for k in 0..n {
            x[k] += ft1 * w[k];
            w[k] = v[k] + ft2 * w[k];
        }
        let dkn = norm(&dk);
        ddnorm += dkn * dkn;
        if opts.calc_var {
            var.iter_mut().zip(&dk).for_each(|(v, d)| *v += *d * *d);
        }
        let delta = sn2 * rho;
        let gambar = -cs2 * rho;
        let rhs = phi - delta * z;
        let zbar = rhs / gambar;
        xnorm = (xxnorm + zbar * zbar).sqrt();
        let gamma = (gambar * gambar + theta * theta).sqrt();
        cs2 = gambar / gamma;
        sn2 = theta / gamma;
        z = rhs / gamma;
        xxnorm += z * z;
        acond = anorm * ddnorm.sqrt();
        let res1 = phibar * phibar;
        res2 += psi * psi;
        rnorm = (res1 + res2).sqrt();
        arnorm = alfa * tau.abs();
        r1norm = if damp > 0.0 {
            let r1sq = rnorm * rnorm - dampsq * xxnorm;
            let r = r1sq.abs().sqrt();
            if r1sq < 0.0 { -r } else { r }
        } else {
            rnorm
        };
        r2norm = rnorm;
        let test1 = rnorm / bnorm;
        let test2 = arnorm / (anorm * rnorm + eps);
        let test3 = 1.0 / (acond + eps);
        let t1 = test1 / (1.0 + anorm * xnorm / bnorm);
        let rtol = btol + atol * anorm * xnorm / bnorm;
        istop = stop_code(itn >= iter_lim, [test1, test2, test3, t1], rtol, atol, ctol);
        if let Some(cb) = opts.callback.as_mut() {
            cb(&x);
        }
        if istop != 0 {
            break;
        }
    }
    finish(
        x,
        var,
        [r1norm, r2norm, anorm, acond, arnorm, xnorm],
        istop,
        itn,
    )
}

/// Options of [`lsmr`] (SciPy's keyword arguments and defaults).
pub struct LsmrOptions<'a, T: SparseScalar> {
    /// Damping: solve `min ‖A x − b‖² + damp² ‖x‖²`.
    pub damp: f64,
    /// Stopping tolerance on the relative error of `A`.
    pub atol: f64,
    /// Stopping tolerance on the relative error of `b`.
    pub btol: f64,
    /// Stop when the condition estimate exceeds this.
    pub conlim: f64,
    /// Most iterations (default `min(m, n)`).
    pub maxiter: Option<usize>,
    /// Starting guess (zeros by default).
    pub x0: Option<&'a Array<T>>,
    /// Called with the current iterate after every iteration.
    pub callback: Option<super::IterateCallback<'a, T>>,
}

impl<T: SparseScalar> Default for LsmrOptions<'_, T> {
    fn default() -> Self {
        LsmrOptions {
            damp: 0.0,
            atol: 1e-6,
            btol: 1e-6,
            conlim: 1e8,
            maxiter: None,
            x0: None,
            callback: None,
        }
    }
}

/// The result of [`lsmr`]: SciPy's tuple `(x, istop, itn, normr, normar, norma, conda, normx)`.
#[derive(Debug)]
pub struct LsmrResult<T: SparseScalar> {
    /// The solution.
    pub x: Array<T>,
    /// Why it stopped (0 – 7, SciPy's meanings; 7 = iteration limit).
    pub istop: i32,
    /// Iterations run.
    pub itn: usize,
    /// `‖b − A x‖`.
    pub normr: f64,
    /// `‖Aᴴ (b − A x)‖`.
    pub normar: f64,
    /// Frobenius norm estimate of `A`.
    pub norma: f64,
    /// Condition number estimate.
    pub conda: f64,
    /// `‖x‖`.
    pub normx: f64,
}

/// Solves `min ‖A x − b‖₂` (optionally damped) with LSMR.
///
/// Equivalent to `scipy.sparse.linalg.lsmr(A, b, damp, atol, btol, conlim, maxiter, show=False,
/// x0)`. The operator needs an `rmatvec`.
///
/// # Errors
/// As [`lsqr`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::{lsmr, LsmrOptions}};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 1, 1, 2, 2], &[0, 0, 1, 0, 1], &[1.0, 1.0, 1.0, 1.0, 2.0], (3, 2), &dev)?;
/// let b = Array::from_vec(vec![1.0, 2.0, 4.0], &[3], &dev)?;
/// let r = lsmr(&a, &b, LsmrOptions { atol: 1e-12, btol: 1e-12, ..Default::default() })?;
/// let x = r.x.to_vec()?;
/// assert!((x[0] - 5.0 / 6.0).abs() < 1e-9 && (x[1] - 1.5).abs() < 1e-9);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lsmr<T: SparseScalar>(
    a: &impl AsOperator<T>,
    b: &Array<T>,
    opts: LsmrOptions<'_, T>,
) -> Result<LsmrResult<T>> {
    a.with_operator(|a| lsmr_operator(a, b, opts))
}

fn lsmr_operator<T: SparseScalar>(
    a: &LinearOperator<'_, T>,
    b: &Array<T>,
    mut opts: LsmrOptions<'_, T>,
) -> Result<LsmrResult<T>> {
    let (bv, x0) = inputs("lsmr", a, b, opts.x0)?;
    let ops = Ops { a };
    let (m, n) = a.shape();
    let dev = b.device();
    let maxiter = opts.maxiter.unwrap_or(m.min(n));
    let (damp, atol, btol) = (opts.damp, opts.atol, opts.btol);
    let normb = norm(&bv);
    let (mut x, mut u, mut beta) = match x0 {
        None => (vec![T::zero(); n], bv.clone(), normb),
        Some(x0) => {
            let ax = ops.matvec(&x0)?;
            let u: Vec<T> = bv.iter().zip(&ax).map(|(b, a)| *b - *a).collect();
            let beta = norm(&u);
            (x0, u, beta)
        }
    };
    let (mut v, mut alpha) = if beta > 0.0 {
        scale(1.0 / beta, &mut u);
        let v = ops.rmatvec(&u)?;
        let alpha = norm(&v);
        (v, alpha)
    } else {
        (vec![T::zero(); n], 0.0)
    };
    if alpha > 0.0 {
        scale(1.0 / alpha, &mut v);
    }
    let mut itn = 0usize;
    let mut zetabar = alpha * beta;
    let mut alphabar = alpha;
    let (mut rho, mut rhobar, mut cbar, mut sbar) = (1.0f64, 1.0f64, 1.0f64, 0.0f64);
    let mut h = v.clone();
    let mut hbar = vec![T::zero(); n];
    let (mut betadd, mut betad, mut rhodold) = (beta, 0.0f64, 1.0f64);
    let (mut tautildeold, mut thetatilde, mut zeta, mut d) = (0.0f64, 0.0f64, 0.0f64, 0.0f64);
    let mut norm_a2 = alpha * alpha;
    let (mut maxrbar, mut minrbar) = (0.0f64, 1e100f64);
    let mut norm_a = norm_a2.sqrt();
    let mut cond_a = 1.0f64;
    let mut normx = 0.0f64;
    let mut istop = 0i32;
    let ctol = if opts.conlim > 0.0 {
        1.0 / opts.conlim
    } else {
        0.0
    };
    let mut normr = beta;
    let mut normar = alpha * beta;
    let result = |x: Vec<T>, istop, itn, r: [f64; 5]| {
        Ok(LsmrResult {
            x: Array::from_vec(x, &[n], dev)?,
            istop,
            itn,
            normr: r[0],
            normar: r[1],
            norma: r[2],
            conda: r[3],
            normx: r[4],
        })
    };
    if normar == 0.0 {
        return result(x, 0, 0, [normr, normar, norm_a, cond_a, normx]);
    }
    if normb == 0.0 {
        x.iter_mut().for_each(|e| *e = T::zero());
        return result(x, 0, 0, [normr, normar, norm_a, cond_a, normx]);
    }
    while itn < maxiter {
        itn += 1;
        let av = ops.matvec(&v)?;
        let fa = T::from_f64(alpha);
        u = av.iter().zip(&u).map(|(a, u)| *a - fa * *u).collect();
        beta = norm(&u);
        if beta > 0.0 {
            scale(1.0 / beta, &mut u);
            let atu = ops.rmatvec(&u)?;
            let fb = T::from_f64(beta);
            v = atu.iter().zip(&v).map(|(a, v)| *a - fb * *v).collect();
            alpha = norm(&v);
            if alpha > 0.0 {
                scale(1.0 / alpha, &mut v);
            }
        }
        let (chat, shat, alphahat) = sym_ortho(alphabar, damp);
        let rhoold = rho;
        let (c, s, rho_new) = sym_ortho(alphahat, beta);
        rho = rho_new;
        let thetanew = s * alpha;
        alphabar = c * alpha;
        let rhobarold = rhobar;
        let zetaold = zeta;
        let thetabar = sbar * rho;
        let rhotemp = cbar * rho;
        let (cb, sb, rb) = sym_ortho(cbar * rho, thetanew);
        cbar = cb;
        sbar = sb;
        rhobar = rb;
        zeta = cbar * zetabar;
        zetabar *= -sbar;
        let fh = T::from_f64(-(thetabar * rho / (rhoold * rhobarold)));
        let fx = T::from_f64(zeta / (rho * rhobar));
        let fn_ = T::from_f64(-(thetanew / rho));
        for k in 0..n {
            hbar[k] = hbar[k] * fh + h[k];
            x[k] += fx * hbar[k];
            h[k] = h[k] * fn_ + v[k];
        }
        let betaacute = chat * betadd;
        let betacheck = -shat * betadd;
        let betahat = c * betaacute;
        betadd = -s * betaacute;
        let thetatildeold = thetatilde;
        let (ctildeold, stildeold, rhotildeold) = sym_ortho(rhodold, thetabar);
        thetatilde = stildeold * rhobar;
        rhodold = ctildeold * rhobar;
        betad = -stildeold * betad + ctildeold * betahat;
        tautildeold = (zetaold - thetatildeold * tautildeold) / rhotildeold;
        let taud = (zeta - thetatilde * tautildeold) / rhodold;
        d += betacheck * betacheck;
        normr = (d + (betad - taud) * (betad - taud) + betadd * betadd).sqrt();
        norm_a2 += beta * beta;
        norm_a = norm_a2.sqrt();
        norm_a2 += alpha * alpha;
        maxrbar = maxrbar.max(rhobarold);
        if itn > 1 {
            minrbar = minrbar.min(rhobarold);
        }
        cond_a = maxrbar.max(rhotemp) / minrbar.min(rhotemp);
        normar = zetabar.abs();
        normx = norm(&x);
        let test1 = normr / normb;
        let test2 = if norm_a * normr != 0.0 {
            normar / (norm_a * normr)
        } else {
            f64::INFINITY
        };
        let test3 = 1.0 / cond_a;
        let t1 = test1 / (1.0 + norm_a * normx / normb);
        let rtol = btol + atol * norm_a * normx / normb;
        istop = stop_code(itn >= maxiter, [test1, test2, test3, t1], rtol, atol, ctol);
        if let Some(cb) = opts.callback.as_mut() {
            cb(&x);
        }
        if istop > 0 {
            break;
        }
    }
    result(x, istop, itn, [normr, normar, norm_a, cond_a, normx])
}

#[cfg(test)]
mod tests {
    use super::sym_ortho;

    #[test]
    fn sym_ortho_zeroes_b() {
        for (a, b) in [
            (3.0, 4.0),
            (-1.0, 0.5),
            (0.0, -2.0),
            (5.0, 0.0),
            (1e-3, -7.0),
        ] {
            let (c, s, r) = sym_ortho(a, b);
            assert!((c * c + s * s - 1.0).abs() < 1e-14);
            assert!((c * a + s * b - r).abs() < 1e-12 * (1.0 + r.abs()));
            assert!((-s * a + c * b).abs() < 1e-12 * (1.0 + r.abs()));
        }
    }
}
