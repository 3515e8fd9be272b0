//! Distributed Krylov solvers on a [`DistCsrMatrix`]: SciPy 1.17's iterations (the same as
//! `gsci_sparse::linalg`'s, line by line) on each rank's rows, with every dot product and norm
//! an all-reduce, fused where the algorithm computes several from the same vectors (cg: 2 per
//! iteration; bicgstab: 4; gmres: one per Gram-Schmidt step, as modified Gram-Schmidt needs).
//!
//! Options are `gsci_sparse::linalg`'s: `x0` is this rank's part of the starting guess, `m`
//! an operator on this rank's rows (a block-diagonal preconditioner such as `jacobi` of the
//! local diagonal block), the callback receives this rank's part of the iterate. Results:
//! `(x, info)` with `x` this rank's part of the solution and the same `info` on every rank.

use crate::sparse::{DistCsrMatrix, agree};
use crate::{Array, Communicator, Error, ReduceOp, Result};
use gsci_sparse::SparseScalar;
use gsci_sparse::linalg::krylov::{
    axpy, givens_step, gmres_update, machine_eps, next_ptol, sq_norm as sq, vdot,
};
use gsci_sparse::linalg::{BicgstabOptions, CgOptions, GmresOptions, LinearOperator};

/// One entry of a fused all-reduce: a squared norm or a dot product.
enum Term<T> {
    Sq(f64),
    Dot(T),
}

/// Sums the terms over every rank in one all-reduce (f64 pairs); returns norms (square roots
/// taken) and dot products as `T` in the same order, as `(f64, T)` pairs.
fn allsum<T: SparseScalar>(comm: &Communicator, terms: &[Term<T>]) -> Result<Vec<(f64, T)>> {
    let mut v = Vec::with_capacity(2 * terms.len());
    for t in terms {
        match t {
            Term::Sq(s) => v.extend([*s, 0.0]),
            Term::Dot(d) => v.extend([d.re_f64(), d.im_f64()]),
        }
    }
    let len = v.len();
    let s = comm
        .all_reduce(&Array::from_vec(v, &[len], comm.device())?, ReduceOp::Sum)?
        .to_vec()?;
    Ok(terms
        .iter()
        .enumerate()
        .map(|(k, t)| match t {
            Term::Sq(_) => (s[2 * k].sqrt(), T::zero()),
            Term::Dot(_) => (0.0, T::from_parts(s[2 * k], s[2 * k + 1])),
        })
        .collect())
}

struct Ops<'o, 'a, T: SparseScalar> {
    comm: &'o Communicator,
    a: &'o DistCsrMatrix<T>,
    m: Option<&'o LinearOperator<'a, T>>,
}

impl<T: SparseScalar> Ops<'_, '_, T> {
    fn matvec(&self, x: &[T]) -> Result<Vec<T>> {
        self.a.matvec_host(self.comm, x)
    }
    fn psolve(&self, x: &[T]) -> Result<Vec<T>> {
        match self.m {
            Some(m) => {
                let xa = Array::from_slice(x, &[x.len()], m.device())?;
                m.matvec(&xa)?.to_vec()
            }
            None => Ok(x.to_vec()),
        }
    }
    fn norm(&self, x: &[T]) -> Result<f64> {
        Ok(allsum::<T>(self.comm, &[Term::Sq(sq(x))])?[0].0)
    }
    fn residual(&self, b: &[T], x: &[T]) -> Result<Vec<T>> {
        let ax = self.matvec(x)?;
        Ok(b.iter().zip(&ax).map(|(b, a)| *b - *a).collect())
    }
}

/// The validated system on this rank: `b`, `x0` and the tolerance `max(atol, rtol ‖b‖)`.
struct System<T> {
    b: Vec<T>,
    x: Vec<T>,
    bnrm2: f64,
    atol: f64,
}

#[allow(clippy::too_many_arguments)]
fn make_system<T: SparseScalar>(
    op: &'static str,
    comm: &Communicator,
    a: &DistCsrMatrix<T>,
    b: &Array<T>,
    x0: Option<&Array<T>>,
    m: Option<&LinearOperator<'_, T>>,
    rtol: f64,
    atol: f64,
) -> Result<System<T>> {
    let n = a.local_rows();
    let vec_ok = |s: &[usize]| s == [n] || s == [n, 1];
    let check = (|| {
        if !vec_ok(b.shape()) {
            return Err(Error::ShapeMismatch {
                op,
                left: vec![n],
                right: b.shape().to_vec(),
            });
        }
        if let Some(x0) = x0 {
            if !vec_ok(x0.shape()) {
                return Err(Error::ShapeMismatch {
                    op,
                    left: vec![n],
                    right: x0.shape().to_vec(),
                });
            }
        }
        if let Some(m) = m {
            if m.shape() != (n, n) {
                return Err(Error::ShapeMismatch {
                    op,
                    left: vec![n, n],
                    right: vec![m.shape().0, m.shape().1],
                });
            }
        }
        if !(atol >= 0.0 && rtol >= 0.0) {
            return Err(Error::InvalidArgument {
                op,
                reason: format!(
                    "atol ({atol}) and rtol ({rtol}) must be real, non-negative numbers"
                ),
            });
        }
        Ok(())
    })();
    agree(comm, op, check)?;
    let bv = b.to_vec()?;
    let x = match x0 {
        Some(x0) => x0.to_vec()?,
        None => vec![T::zero(); n],
    };
    let bnrm2 = allsum::<T>(comm, &[Term::Sq(sq(&bv))])?[0].0;
    Ok(System {
        b: bv,
        x,
        bnrm2,
        atol: atol.max(rtol * bnrm2),
    })
}

fn finish<T: SparseScalar>(x: Vec<T>, b: &Array<T>, info: isize) -> Result<(Array<T>, isize)> {
    let n = x.len();
    Ok((Array::from_vec(x, &[n], b.device())?, info))
}

/// Solves `A x = b` for Hermitian positive definite `A` split over the ranks, by conjugate
/// gradients. Collective: every rank passes its part of `b` (and of `x0`).
///
/// Equivalent to `scipy.sparse.linalg.cg(A, b, x0, rtol=, atol=, maxiter=, M=, callback=)` with
/// `A` and the vectors split by rows (two fused all-reduces per iteration). Returns this rank's
/// part of `x` and `info` (0 converged, `> 0` the iterations run), the same on every rank.
///
/// # Errors
/// On every rank: `ShapeMismatch` when a rank's `b`, `x0` or `m` does not fit its rows,
/// `InvalidArgument` for negative tolerances; a collective's errors.
///
/// ```
/// use gsci_distributed::{Array, Communicator, Device, DistCsrMatrix, linalg};
/// use gsci_sparse::{CsrMatrix, linalg::CgOptions};
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1, 1, 2, 2], &[0, 1, 0, 1, 2, 1, 2],
///     &[4.0, 1.0, 1.0, 4.0, 1.0, 1.0, 4.0], (3, 3), &Device::cpu())?;
/// let x = Communicator::spawn_ranks(2, |c| {
///     let d = DistCsrMatrix::from_global(&c, &a, &[0, 2, 3])?;
///     let b = Array::from_vec(vec![1.0; d.local_rows()], &[d.local_rows()], &Device::cpu())?;
///     let (x, info) = linalg::cg(&c, &d, &b, CgOptions { rtol: 1e-12, ..Default::default() })?;
///     assert_eq!(info, 0);
///     x.to_vec()
/// })?;
/// let x: Vec<f64> = x.into_iter().flat_map(|p| p.unwrap()).collect();
/// assert!((x[0] - 3.0 / 14.0).abs() < 1e-12 && (x[1] - 1.0 / 7.0).abs() < 1e-12);
/// # Ok::<(), gsci_distributed::Error>(())
/// ```
pub fn cg<T: SparseScalar>(
    comm: &Communicator,
    a: &DistCsrMatrix<T>,
    b: &Array<T>,
    mut opts: CgOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    let sys = make_system("cg", comm, a, b, opts.x0, opts.m, opts.rtol, opts.atol)?;
    if sys.bnrm2 == 0.0 {
        return finish(sys.b, b, 0);
    }
    let maxiter = opts.maxiter.unwrap_or(10 * a.shape().0);
    let v = Ops { comm, a, m: opts.m };
    let (mut x, atol) = (sys.x, sys.atol);
    let mut r = v.residual(&sys.b, &x)?;
    let mut p: Vec<T> = Vec::new();
    let mut rho_prev = T::zero();
    for iteration in 0..maxiter {
        let z = v.psolve(&r)?;
        let s = allsum(comm, &[Term::Sq(sq(&r)), Term::Dot(vdot(&r, &z))])?;
        let (rnorm, rho_cur) = (s[0].0, s[1].1);
        if rnorm < atol {
            return finish(x, b, 0);
        }
        if iteration > 0 {
            let beta = rho_cur / rho_prev;
            p.iter_mut().zip(&z).for_each(|(p, z)| *p = *p * beta + *z);
        } else {
            p = z;
        }
        let q = v.matvec(&p)?;
        let pq = allsum(comm, &[Term::Dot(vdot(&p, &q))])?[0].1;
        let alpha = rho_cur / pq;
        axpy(alpha, &p, &mut x);
        axpy(-alpha, &q, &mut r);
        rho_prev = rho_cur;
        if let Some(cb) = opts.callback.as_mut() {
            cb(&x);
        }
    }
    finish(x, b, maxiter as isize)
}

/// Solves `A x = b` split over the ranks with the stabilised biconjugate gradient method.
/// Collective.
///
/// Equivalent to `scipy.sparse.linalg.bicgstab(A, b, x0, rtol=, atol=, maxiter=, M=,
/// callback=)` with `A` and the vectors split by rows. `info`: 0 converged, `> 0` iterations
/// without converging, -10 / -11 the rho / omega breakdowns (as SciPy).
///
/// # Errors
/// As [`cg`].
///
/// ```
/// use gsci_distributed::{Array, Communicator, Device, DistCsrMatrix, linalg};
/// use gsci_sparse::{CsrMatrix, linalg::BicgstabOptions};
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1], &[0, 1, 0, 1], &[4.0, 1.0, 2.0, 3.0], (2, 2), &Device::cpu())?;
/// let x = Communicator::spawn_ranks(2, |c| {
///     let d = DistCsrMatrix::from_global(&c, &a, &[0, 1, 2])?;
///     let b = Array::from_vec(vec![[1.0, 2.0][c.rank()]], &[1], &Device::cpu())?;
///     let opts = BicgstabOptions { rtol: 1e-12, ..Default::default() };
///     linalg::bicgstab(&c, &d, &b, opts)?.0.to_vec()
/// })?;
/// let (x0, x1) = (x[0].as_ref().unwrap()[0], x[1].as_ref().unwrap()[0]);
/// assert!((4.0 * x0 + x1 - 1.0).abs() < 1e-10 && (2.0 * x0 + 3.0 * x1 - 2.0).abs() < 1e-10);
/// # Ok::<(), gsci_distributed::Error>(())
/// ```
pub fn bicgstab<T: SparseScalar>(
    comm: &Communicator,
    a: &DistCsrMatrix<T>,
    b: &Array<T>,
    mut opts: BicgstabOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    let sys = make_system(
        "bicgstab", comm, a, b, opts.x0, opts.m, opts.rtol, opts.atol,
    )?;
    if sys.bnrm2 == 0.0 {
        return finish(sys.b, b, 0);
    }
    let maxiter = opts.maxiter.unwrap_or(10 * a.shape().0);
    let v = Ops { comm, a, m: opts.m };
    let (mut x, atol) = (sys.x, sys.atol);
    let eps = machine_eps::<T>();
    let (rhotol, omegatol) = (eps * eps, eps * eps);
    let mut r = v.residual(&sys.b, &x)?;
    let rtilde = r.clone();
    let (mut rho_prev, mut omega, mut alpha) = (T::zero(), T::zero(), T::zero());
    let (mut p, mut vv): (Vec<T>, Vec<T>) = (Vec::new(), Vec::new());
    for iteration in 0..maxiter {
        let s = allsum(comm, &[Term::Sq(sq(&r)), Term::Dot(vdot(&rtilde, &r))])?;
        let (rnorm, rho) = (s[0].0, s[1].1);
        if rnorm < atol {
            return finish(x, b, 0);
        }
        if rho.abs_f64() < rhotol {
            return finish(x, b, -10);
        }
        if iteration > 0 {
            if omega.abs_f64() < omegatol {
                return finish(x, b, -11);
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
        let rv = allsum(comm, &[Term::Dot(vdot(&rtilde, &vv))])?[0].1;
        if rv.is_zero() {
            return finish(x, b, -11);
        }
        alpha = rho / rv;
        axpy(-alpha, &vv, &mut r);
        if v.norm(&r)? < atol {
            axpy(alpha, &phat, &mut x);
            return finish(x, b, 0);
        }
        let shat = v.psolve(&r)?;
        let t = v.matvec(&shat)?;
        let s = allsum(comm, &[Term::Dot(vdot(&t, &r)), Term::Dot(vdot(&t, &t))])?;
        omega = s[0].1 / s[1].1;
        axpy(alpha, &phat, &mut x);
        axpy(omega, &shat, &mut x);
        axpy(-omega, &t, &mut r);
        rho_prev = rho;
        if let Some(cb) = opts.callback.as_mut() {
            cb(&x);
        }
    }
    finish(x, b, maxiter as isize)
}

/// Solves `A x = b` split over the ranks with restarted GMRES (left preconditioning, modified
/// Gram-Schmidt, Givens rotations). Collective.
///
/// Equivalent to `scipy.sparse.linalg.gmres(A, b, x0, rtol=, atol=, restart=, maxiter=, M=,
/// callback=, callback_type='pr_norm')` with `A` and the vectors split by rows: `maxiter`
/// counts restart cycles; `info` 0 converged, `maxiter` otherwise.
///
/// # Errors
/// As [`cg`], and `InvalidArgument` for `restart == Some(0)`.
///
/// ```
/// use gsci_distributed::{Array, Communicator, Device, DistCsrMatrix, linalg};
/// use gsci_sparse::{CsrMatrix, linalg::GmresOptions};
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1, 2], &[0, 1, 0, 1, 2],
///     &[3.0, 2.0, 1.0, -1.0, 1.0], (3, 3), &Device::cpu())?;
/// let x = Communicator::spawn_ranks(3, |c| {
///     let d = DistCsrMatrix::from_global(&c, &a, &[0, 1, 2, 3])?;
///     let b = Array::from_vec(vec![[2.0, 4.0, -1.0][c.rank()]], &[1], &Device::cpu())?;
///     let opts = GmresOptions { rtol: 1e-10, ..Default::default() };
///     linalg::gmres(&c, &d, &b, opts)?.0.to_vec()
/// })?;
/// assert!((x[2].as_ref().unwrap()[0] + 1.0).abs() < 1e-8);
/// # Ok::<(), gsci_distributed::Error>(())
/// ```
pub fn gmres<T: SparseScalar>(
    comm: &Communicator,
    a: &DistCsrMatrix<T>,
    b: &Array<T>,
    mut opts: GmresOptions<'_, T>,
) -> Result<(Array<T>, isize)> {
    let bad_restart = if opts.restart == Some(0) {
        Err(Error::InvalidArgument {
            op: "gmres",
            reason: "restart must be at least 1, got 0".into(),
        })
    } else {
        Ok(())
    };
    agree(comm, "gmres", bad_restart)?;
    let sys = make_system("gmres", comm, a, b, opts.x0, opts.m, opts.rtol, opts.atol)?;
    let bnrm2 = sys.bnrm2;
    if bnrm2 == 0.0 {
        return finish(sys.b, b, 0);
    }
    let nglobal = a.shape().0;
    let maxiter = opts.maxiter.unwrap_or(10 * nglobal);
    let restart = opts.restart.unwrap_or(20).min(nglobal).max(1);
    let v = Ops { comm, a, m: opts.m };
    let (b_loc, mut x, atol) = (sys.b, sys.x, sys.atol);
    let n = b_loc.len();
    let eps = machine_eps::<T>();
    let mb_nrm2 = v.norm(&v.psolve(&b_loc)?)?;
    let mut ptol_max_factor = 1.0f64;
    let mut ptol = mb_nrm2 * ptol_max_factor.min(atol / bnrm2);
    let mut presid;
    let mut basis: Vec<Vec<T>> = vec![vec![T::zero(); n]; restart + 1];
    let mut h = vec![vec![T::zero(); restart + 1]; restart];
    let mut givens = vec![(T::zero(), T::zero()); restart];
    let mut r = Vec::new();
    let mut rnorm = f64::INFINITY;
    for iteration in 0..maxiter {
        if iteration == 0 {
            r = v.residual(&b_loc, &x)?;
            if v.norm(&r)? < atol {
                return finish(x, b, 0);
            }
        }
        basis[0] = v.psolve(&r)?;
        let tmp = v.norm(&basis[0])?;
        let inv = T::from_f64(1.0 / tmp);
        basis[0].iter_mut().for_each(|e| *e *= inv);
        let mut s_rhs = vec![T::zero(); restart + 1];
        s_rhs[0] = T::from_f64(tmp);
        let mut breakdown = false;
        let mut col = 0;
        presid = 0.0;
        for c in 0..restart {
            col = c;
            let av = v.matvec(&basis[c])?;
            let mut w = v.psolve(&av)?;
            // ‖w‖ and the first Gram-Schmidt coefficient read the same w: one all-reduce.
            let first = allsum(comm, &[Term::Sq(sq(&w)), Term::Dot(vdot(&basis[0], &w))])?;
            let h0 = first[0].0;
            for k in 0..=c {
                let t = if k == 0 {
                    first[1].1
                } else {
                    allsum(comm, &[Term::Dot(vdot(&basis[k], &w))])?[0].1
                };
                h[c][k] = t;
                axpy(-t, &basis[k], &mut w);
            }
            let h1 = v.norm(&w)?;
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
            if let Some(cb) = opts.callback.as_mut() {
                cb(presid / bnrm2);
            }
            if presid <= ptol || breakdown {
                break;
            }
        }
        gmres_update(&h, &mut s_rhs, col, &basis, &mut x);
        r = v.residual(&b_loc, &x)?;
        rnorm = v.norm(&r)?;
        if rnorm <= atol || breakdown {
            break;
        }
        ptol = next_ptol(&mut ptol_max_factor, presid, ptol, atol / rnorm, eps);
    }
    let info = if rnorm <= atol { 0 } else { maxiter as isize };
    finish(x, b, info)
}
