//! The solvers' iterations with the Krylov vectors on the host; the operators are applied on
//! their device. Line by line SciPy 1.17's `_isolve/iterative.py`.

use crate::linalg::interface::{HostMatrix, LinearOperator};
pub(crate) use crate::linalg::krylov::machine_eps;
pub(super) use crate::linalg::krylov::vdot;
use crate::linalg::krylov::{axpy, givens_step, gmres_update, next_ptol, sq_norm};
use crate::products::cpu::BLOCK;
use crate::scalar::SparseScalar;
use gsci_core::{Array, Device, Result};
use rayon::prelude::*;

/// The 2-norm, accumulated in f64.
pub(super) fn norm<T: SparseScalar>(a: &[T]) -> f64 {
    sq_norm(a).sqrt()
}

/// The operator and preconditioner, applied to host vectors.
pub(super) struct Vectors<'o, 'a, T: SparseScalar> {
    a: &'o LinearOperator<'a, T>,
    m: Option<&'o LinearOperator<'a, T>>,
    device: Device,
}

impl<'o, 'a, T: SparseScalar> Vectors<'o, 'a, T> {
    pub fn new(
        a: &'o LinearOperator<'a, T>,
        m: Option<&'o LinearOperator<'a, T>>,
        device: &Device,
    ) -> Self {
        Vectors {
            a,
            m,
            device: device.clone(),
        }
    }
    fn apply(&self, op: &LinearOperator<'a, T>, x: &[T]) -> Result<Vec<T>> {
        let xa = Array::from_slice(x, &[x.len()], &self.device)?;
        op.matvec(&xa)?.to_vec()
    }
    fn matvec(&self, x: &[T]) -> Result<Vec<T>> {
        self.apply(self.a, x)
    }
    fn psolve(&self, x: &[T]) -> Result<Vec<T>> {
        match self.m {
            Some(m) => self.apply(m, x),
            None => Ok(x.to_vec()),
        }
    }
}

/// `b - A x`, or `b` when `x` is all zeros (as SciPy's `x.any()` test).
fn residual<T: SparseScalar>(v: &Vectors<'_, '_, T>, b: &[T], x: &[T]) -> Result<Vec<T>> {
    if x.iter().all(|e| e.is_zero()) {
        return Ok(b.to_vec());
    }
    let ax = v.matvec(x)?;
    Ok(b.iter().zip(&ax).map(|(b, a)| *b - *a).collect())
}

type XCallback<'c, T> = Option<super::IterateCallback<'c, T>>;

pub(super) fn cg<T: SparseScalar>(
    v: &Vectors<'_, '_, T>,
    b: Vec<T>,
    mut x: Vec<T>,
    atol: f64,
    maxiter: usize,
    callback: &mut XCallback<'_, T>,
) -> Result<(Vec<T>, isize)> {
    let mut r = residual(v, &b, &x)?;
    let mut p: Vec<T> = Vec::new();
    let mut rho_prev = T::zero();
    for iteration in 0..maxiter {
        if norm(&r) < atol {
            return Ok((x, 0));
        }
        let z = v.psolve(&r)?;
        let rho_cur = vdot(&r, &z);
        if iteration > 0 {
            let beta = rho_cur / rho_prev;
            p.iter_mut().zip(&z).for_each(|(p, z)| *p = *p * beta + *z);
        } else {
            p = z;
        }
        let q = v.matvec(&p)?;
        let alpha = rho_cur / vdot(&p, &q);
        axpy(alpha, &p, &mut x);
        axpy(-alpha, &q, &mut r);
        rho_prev = rho_cur;
        if let Some(cb) = callback.as_mut() {
            cb(&x);
        }
    }
    Ok((x, maxiter as isize))
}

/// Sums block partial sums in block order (deterministic whatever the thread count).
fn total<T: SparseScalar>(parts: &[T]) -> T {
    parts.iter().copied().sum()
}

/// `x += alpha p`, `r -= alpha q` and, with a Jacobi preconditioner `dinv`, `z = dinv r`; returns
/// `(|r|², r·z)` (`z = r` without one), summed per [`BLOCK`] rows then in block order.
#[allow(clippy::too_many_arguments)]
fn cg_update<T: SparseScalar>(
    alpha: T,
    p: &[T],
    q: &[T],
    x: &mut [T],
    r: &mut [T],
    z: &mut [T],
    dinv: Option<&[T]>,
    parts: &mut Vec<(f64, T)>,
) -> (f64, T) {
    let block = |b: usize, xb: &mut [T], rb: &mut [T], zb: &mut [T]| -> (f64, T) {
        let o = b * BLOCK;
        let (pb, qb) = (&p[o..o + xb.len()], &q[o..o + xb.len()]);
        let mut rr = 0.0f64;
        let mut rz = T::zero();
        for (((xi, ri), &pi), &qi) in xb.iter_mut().zip(rb.iter_mut()).zip(pb).zip(qb) {
            *xi += alpha * pi;
            *ri -= alpha * qi;
            let (re, im) = (ri.re_f64(), ri.im_f64());
            rr += re * re + im * im;
        }
        match dinv {
            Some(d) => {
                for ((zi, &ri), &di) in zb.iter_mut().zip(rb.iter()).zip(&d[o..o + xb.len()]) {
                    *zi = ri * di;
                    rz += ri.conj() * *zi;
                }
            }
            None => rz = rb.iter().map(|&ri| ri.conj() * ri).sum(),
        }
        (rr, rz)
    };
    parts.clear();
    if dinv.is_some() {
        x.par_chunks_mut(BLOCK)
            .zip(r.par_chunks_mut(BLOCK))
            .zip(z.par_chunks_mut(BLOCK))
            .enumerate()
            .map(|(b, ((xb, rb), zb))| block(b, xb, rb, zb))
            .collect_into_vec(parts);
    } else {
        x.par_chunks_mut(BLOCK)
            .zip(r.par_chunks_mut(BLOCK))
            .enumerate()
            .map(|(b, (xb, rb))| block(b, xb, rb, &mut []))
            .collect_into_vec(parts);
    }
    parts
        .iter()
        .fold((0.0, T::zero()), |(a, c), &(rr, rz)| (a + rr, c + rz))
}

/// [`cg`] for a CSR matrix on the host and no preconditioner or a Jacobi one (`dinv`): the same
/// iteration with the vector updates fused into two passes per iteration besides the matvec
/// (which also gives `p·q`), no allocation per iteration, and the loops split over threads in
/// fixed blocks.
pub(super) fn cg_host_csr<T: SparseScalar>(
    a: &dyn HostMatrix<T>,
    dinv: Option<&[T]>,
    b: Vec<T>,
    mut x: Vec<T>,
    atol: f64,
    maxiter: usize,
    callback: &mut XCallback<'_, T>,
) -> Result<(Vec<T>, isize)> {
    let n = b.len();
    let mut r = if x.iter().all(|e| e.is_zero()) {
        b
    } else {
        let mut ax = vec![T::zero(); n];
        a.spmv(&x, &mut ax)?;
        b.iter().zip(&ax).map(|(b, a)| *b - *a).collect()
    };
    let mut z = if dinv.is_some() {
        vec![T::zero(); n]
    } else {
        Vec::new()
    };
    let mut p = vec![T::zero(); n];
    let mut q = vec![T::zero(); n];
    let mut dots = vec![T::zero(); n.div_ceil(BLOCK)];
    let mut parts = Vec::with_capacity(n.div_ceil(BLOCK));
    // |r|² and r·z of the current residual (alpha = 0 leaves x and r as they are).
    let (mut rr, mut rz) = cg_update(T::zero(), &p, &q, &mut x, &mut r, &mut z, dinv, &mut parts);
    let mut rho_prev = T::zero();
    for iteration in 0..maxiter {
        if rr.sqrt() < atol {
            return Ok((x, 0));
        }
        let rho_cur = rz;
        let zs: &[T] = if dinv.is_some() { &z } else { &r };
        if iteration > 0 {
            let beta = rho_cur / rho_prev;
            p.par_chunks_mut(BLOCK)
                .zip(zs.par_chunks(BLOCK))
                .for_each(|(pb, zb)| {
                    pb.iter_mut().zip(zb).for_each(|(p, z)| *p = *p * beta + *z);
                });
        } else {
            p.copy_from_slice(zs);
        }
        a.spmv_dots(&p, &mut q, &mut dots)?;
        let alpha = rho_cur / total(&dots);
        (rr, rz) = cg_update(alpha, &p, &q, &mut x, &mut r, &mut z, dinv, &mut parts);
        rho_prev = rho_cur;
        if let Some(cb) = callback.as_mut() {
            cb(&x);
        }
    }
    Ok((x, maxiter as isize))
}

pub(super) fn bicgstab<T: SparseScalar>(
    v: &Vectors<'_, '_, T>,
    b: Vec<T>,
    mut x: Vec<T>,
    atol: f64,
    maxiter: usize,
    callback: &mut XCallback<'_, T>,
) -> Result<(Vec<T>, isize)> {
    let eps = machine_eps::<T>();
    let rhotol = eps * eps;
    let omegatol = rhotol;
    let mut r = residual(v, &b, &x)?;
    let rtilde = r.clone();
    let (mut rho_prev, mut omega, mut alpha) = (T::zero(), T::zero(), T::zero());
    let (mut p, mut vv): (Vec<T>, Vec<T>) = (Vec::new(), Vec::new());
    for iteration in 0..maxiter {
        if norm(&r) < atol {
            return Ok((x, 0));
        }
        let rho = vdot(&rtilde, &r);
        if rho.abs_f64() < rhotol {
            return Ok((x, -10));
        }
        if iteration > 0 {
            if omega.abs_f64() < omegatol {
                return Ok((x, -11));
            }
            let beta = (rho / rho_prev) * (alpha / omega);
            for k in 0..p.len() {
                p[k] = (p[k] - omega * vv[k]) * beta + r[k];
            }
        } else {
            p = r.clone();
        }
        let phat = v.psolve(&p)?;
        vv = v.matvec(&phat)?;
        let rv = vdot(&rtilde, &vv);
        if rv.is_zero() {
            return Ok((x, -11));
        }
        alpha = rho / rv;
        axpy(-alpha, &vv, &mut r);
        let s = r.clone();
        if norm(&s) < atol {
            axpy(alpha, &phat, &mut x);
            return Ok((x, 0));
        }
        let shat = v.psolve(&s)?;
        let t = v.matvec(&shat)?;
        omega = vdot(&t, &s) / vdot(&t, &t);
        axpy(alpha, &phat, &mut x);
        axpy(omega, &shat, &mut x);
        axpy(-omega, &t, &mut r);
        rho_prev = rho;
        if let Some(cb) = callback.as_mut() {
            cb(&x);
        }
    }
    Ok((x, maxiter as isize))
}

pub(super) fn cgs<T: SparseScalar>(
    v: &Vectors<'_, '_, T>,
    b: Vec<T>,
    mut x: Vec<T>,
    atol: f64,
    maxiter: usize,
    callback: &mut XCallback<'_, T>,
) -> Result<(Vec<T>, isize)> {
    let eps = machine_eps::<T>();
    let rhotol = eps * eps;
    let mut r = residual(v, &b, &x)?;
    let rtilde = r.clone();
    let mut rho_prev = T::zero();
    let (mut p, mut u, mut q): (Vec<T>, Vec<T>, Vec<T>) = (Vec::new(), Vec::new(), Vec::new());
    for iteration in 0..maxiter {
        if norm(&r) < atol {
            return Ok((x, 0));
        }
        let rho_cur = vdot(&rtilde, &r);
        if rho_cur.abs_f64() < rhotol {
            return Ok((x, -10));
        }
        if iteration > 0 {
            let beta = rho_cur / rho_prev;
            for k in 0..r.len() {
                u[k] = r[k] + beta * q[k];
                p[k] = (p[k] * beta + q[k]) * beta + u[k];
            }
        } else {
            p = r.clone();
            u = r.clone();
            q = vec![T::zero(); r.len()];
        }
        let phat = v.psolve(&p)?;
        let vhat = v.matvec(&phat)?;
        let rv = vdot(&rtilde, &vhat);
        if rv.is_zero() {
            return Ok((x, -11));
        }
        let alpha = rho_cur / rv;
        for k in 0..q.len() {
            q[k] = u[k] - alpha * vhat[k];
        }
        let uq: Vec<T> = u.iter().zip(&q).map(|(a, b)| *a + *b).collect();
        let uhat = v.psolve(&uq)?;
        axpy(alpha, &uhat, &mut x);
        let ax = v.matvec(&x)?;
        r = b.iter().zip(&ax).map(|(b, a)| *b - *a).collect();
        rho_prev = rho_cur;
        if let Some(cb) = callback.as_mut() {
            cb(&x);
        }
    }
    Ok((x, maxiter as isize))
}

pub(super) fn gmres<T: SparseScalar>(
    v: &Vectors<'_, '_, T>,
    b: Vec<T>,
    mut x: Vec<T>,
    atol: f64,
    restart: usize,
    maxiter: usize,
    callback: &mut Option<Box<dyn FnMut(f64) + '_>>,
) -> Result<(Vec<T>, isize)> {
    let n = b.len();
    let bnrm2 = norm(&b);
    let eps = machine_eps::<T>();
    let mb_nrm2 = norm(&v.psolve(&b)?);
    let mut ptol_max_factor = 1.0f64;
    let mut ptol = mb_nrm2 * ptol_max_factor.min(atol / bnrm2);
    let mut presid = 0.0f64;
    let mut basis: Vec<Vec<T>> = vec![vec![T::zero(); n]; restart + 1];
    let mut h = vec![vec![T::zero(); restart + 1]; restart];
    let mut givens = vec![(T::zero(), T::zero()); restart];
    let mut r = Vec::new();
    let mut rnorm = f64::INFINITY;
    for iteration in 0..maxiter {
        if iteration == 0 {
            r = residual(v, &b, &x)?;
            if norm(&r) < atol {
                return Ok((x, 0));
            }
        }
        basis[0] = v.psolve(&r)?;
        let tmp = norm(&basis[0]);
        let inv = T::from_f64(1.0 / tmp);
        basis[0].iter_mut().for_each(|e| *e *= inv);
        let mut s_rhs = vec![T::zero(); restart + 1];
        s_rhs[0] = T::from_f64(tmp);
        let mut breakdown = false;
        let mut col = 0;
        for c in 0..restart {
            col = c;
            let av = v.matvec(&basis[c])?;
            let mut w = v.psolve(&av)?;
            let h0 = norm(&w);
            for k in 0..=c {
                let t = vdot(&basis[k], &w);
                h[c][k] = t;
                axpy(-t, &basis[k], &mut w);
            }
            let h1 = norm(&w);
            h[c][c + 1] = T::from_f64(h1);
            if h1 <= eps * h0 {
                h[c][c + 1] = T::zero();
                breakdown = true;
                basis[c + 1] = w;
            } else {
                let inv = T::from_f64(1.0 / h1);
                basis[c + 1] = w.into_iter().map(|e| e * inv).collect();
            }
            presid = givens_step(&mut h, &mut givens, &mut s_rhs, c);
            if let Some(cb) = callback.as_mut() {
                cb(presid / bnrm2);
            }
            if presid <= ptol || breakdown {
                break;
            }
        }
        gmres_update(&h, &mut s_rhs, col, &basis, &mut x);
        let ax = v.matvec(&x)?;
        r = b.iter().zip(&ax).map(|(b, a)| *b - *a).collect();
        rnorm = norm(&r);
        if rnorm <= atol || breakdown {
            break;
        }
        ptol = next_ptol(&mut ptol_max_factor, presid, ptol, atol / rnorm, eps);
    }
    let info = if rnorm <= atol { 0 } else { maxiter as isize };
    Ok((x, info))
}

/// `sum(a * b)` of real vectors, in f64.
fn inner<T: SparseScalar>(a: &[T], b: &[T]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x.re_f64() * y.re_f64()).sum()
}

/// `a*x + b*y` (real scalars).
fn lincomb<T: SparseScalar>(a: f64, x: &[T], b: f64, y: &[T]) -> Vec<T> {
    let (a, b) = (T::from_f64(a), T::from_f64(b));
    x.iter().zip(y).map(|(x, y)| a * *x + b * *y).collect()
}

/// SciPy 1.17's `minres` (Paige and Saunders' MINRES, as translated in SciPy) for real symmetric
/// `A`. Returns `(x, info)` with `info = maxiter` when the iteration limit stopped it.
#[allow(clippy::too_many_arguments)]
pub(super) fn minres<T: SparseScalar>(
    v: &Vectors<'_, '_, T>,
    b: Vec<T>,
    mut x: Vec<T>,
    x0_given: bool,
    rtol: f64,
    shift: f64,
    maxiter: usize,
    callback: &mut XCallback<'_, T>,
) -> Result<(Vec<T>, isize)> {
    let n = b.len();
    let eps = machine_eps::<T>();
    let mut r1 = if x0_given {
        let ax = v.matvec(&x)?;
        b.iter().zip(&ax).map(|(b, a)| *b - *a).collect()
    } else {
        b.clone()
    };
    let mut y = v.psolve(&r1)?;
    let beta1 = inner(&r1, &y);
    if beta1 < 0.0 {
        return Err(gsci_core::Error::InvalidArgument {
            op: "minres",
            reason: "indefinite preconditioner".into(),
        });
    } else if beta1 == 0.0 {
        return Ok((x, 0));
    }
    if norm(&b) == 0.0 {
        return Ok((b, 0));
    }
    let beta1 = beta1.sqrt();
    let (mut oldb, mut beta, mut dbar, mut epsln) = (0.0f64, beta1, 0.0f64, 0.0f64);
    let mut phibar = beta1;
    let (mut rhs1, mut rhs2, mut tnorm2) = (beta1, 0.0f64, 0.0f64);
    let (mut gmax, mut gmin) = (0.0f64, f64::MAX);
    let (mut cs, mut sn) = (-1.0f64, 0.0f64);
    let mut w = vec![T::zero(); n];
    let mut w2 = vec![T::zero(); n];
    let mut r2 = r1.clone();
    let mut istop = 0i32;
    let mut itn = 0usize;
    while itn < maxiter {
        itn += 1;
        let s = 1.0 / beta;
        let vv: Vec<T> = y.iter().map(|e| T::from_f64(s) * *e).collect();
        y = v.matvec(&vv)?;
        if shift != 0.0 {
            y = lincomb(1.0, &y, -shift, &vv);
        }
        if itn >= 2 {
            y = lincomb(1.0, &y, -(beta / oldb), &r1);
        }
        let alfa = inner(&vv, &y);
        y = lincomb(1.0, &y, -(alfa / beta), &r2);
        r1 = r2;
        r2 = y;
        y = v.psolve(&r2)?;
        oldb = beta;
        beta = inner(&r2, &y);
        if beta < 0.0 {
            return Err(gsci_core::Error::InvalidArgument {
                op: "minres",
                reason: "non-symmetric matrix".into(),
            });
        }
        beta = beta.sqrt();
        tnorm2 += alfa * alfa + oldb * oldb + beta * beta;
        if itn == 1 && beta / beta1 <= 10.0 * eps {
            istop = -1;
        }
        let oldeps = epsln;
        let delta = cs * dbar + sn * alfa;
        let gbar = sn * dbar - cs * alfa;
        epsln = sn * beta;
        dbar = -cs * beta;
        let root = gbar.hypot(dbar);
        let gamma = gbar.hypot(beta).max(eps);
        cs = gbar / gamma;
        sn = beta / gamma;
        let phi = cs * phibar;
        phibar *= sn;
        let denom = 1.0 / gamma;
        let w1 = std::mem::replace(&mut w2, w.clone());
        w = vv
            .iter()
            .zip(&w1)
            .zip(&w2)
            .map(|((v, a), b)| {
                (*v - T::from_f64(oldeps) * *a - T::from_f64(delta) * *b) * T::from_f64(denom)
            })
            .collect();
        axpy(T::from_f64(phi), &w, &mut x);
        gmax = gmax.max(gamma);
        gmin = gmin.min(gamma);
        let z = rhs1 / gamma;
        rhs1 = rhs2 - delta * z;
        rhs2 = -epsln * z;
        let anorm = tnorm2.sqrt();
        let ynorm = norm(&x);
        let epsx = anorm * ynorm * eps;
        let rnorm = phibar;
        let test1 = if ynorm == 0.0 || anorm == 0.0 {
            f64::INFINITY
        } else {
            rnorm / (anorm * ynorm)
        };
        let test2 = if anorm == 0.0 {
            f64::INFINITY
        } else {
            root / anorm
        };
        let acond = gmax / gmin;
        if istop == 0 {
            if 1.0 + test2 <= 1.0 {
                istop = 2;
            }
            if 1.0 + test1 <= 1.0 {
                istop = 1;
            }
            if itn >= maxiter {
                istop = 6;
            }
            if acond >= 0.1 / eps {
                istop = 4;
            }
            if epsx >= beta1 {
                istop = 3;
            }
            if test2 <= rtol {
                istop = 2;
            }
            if test1 <= rtol {
                istop = 1;
            }
        }
        if let Some(cb) = callback.as_mut() {
            cb(&x);
        }
        if istop != 0 {
            break;
        }
    }
    Ok((x, if istop == 6 { maxiter as isize } else { 0 }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::linalg::krylov::lartg;
    use gsci_core::Complex64;

    /// The rotation zeroes the second component and keeps the norm: [c s; -conj(s) c] [f; g] = [r; 0].
    fn check_rotation<T: SparseScalar>(f: T, g: T) {
        let (c, s, r) = lartg(f, g);
        assert_eq!(c.im_f64(), 0.0, "c must be real");
        let top = c * f + s * g;
        let bottom = -(s.conj()) * f + c * g;
        assert!(
            (top - r).abs_f64() <= 1e-15 * (1.0 + r.abs_f64()),
            "top {top:?} vs r {r:?}"
        );
        assert!(
            bottom.abs_f64() <= 1e-15 * (1.0 + r.abs_f64()),
            "bottom {bottom:?}"
        );
        let norm = (f.abs_f64().powi(2) + g.abs_f64().powi(2)).sqrt();
        assert!((r.abs_f64() - norm).abs() <= 1e-15 * (1.0 + norm));
    }

    #[test]
    fn lartg_rotations() {
        for (f, g) in [
            (3.0, 4.0),
            (-3.0, 4.0),
            (0.0, -2.0),
            (5.0, 0.0),
            (1e-300, 1e-300),
        ] {
            check_rotation::<f64>(f, g);
        }
        let c = |re, im| Complex64::new(re, im);
        for (f, g) in [
            (c(1.0, 2.0), c(-3.0, 0.5)),
            (c(0.0, 0.0), c(0.0, 1.0)),
            (c(2.0, -1.0), c(0.0, 0.0)),
        ] {
            check_rotation(f, g);
        }
    }

    #[test]
    fn vdot_conjugates_the_first_argument() {
        let a = [Complex64::new(0.0, 1.0)];
        let b = [Complex64::new(0.0, 1.0)];
        assert_eq!(vdot(&a, &b), Complex64::new(1.0, 0.0));
        assert_eq!(norm(&[3.0f64, 4.0]), 5.0);
    }
}
