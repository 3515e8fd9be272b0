//! `lobpcg`: SciPy's Locally Optimal Block Preconditioned Conjugate Gradient method. The blocks
//! `X`, `R`, `P` (and their images under `A` and `B`) live on the operator's device and are
//! combined with GEMMs; the small Gram matrices come to the host, where the generalized
//! Hermitian eigenproblem of the Rayleigh–Ritz step is solved.

use super::svds::{apply_columns, herm};
use super::{AsOperator, HermitianScalar, invalid};
use crate::linalg::LinearOperator;
use crate::scalar::SparseScalar;
use gsci_core::{Array, Device, Error, Result};
use gsci_linalg::{GeneralizedEighOptions, LinalgScalar, MatmulElement, matmul};

type Re<T> = <T as SparseScalar>::Real;

/// Options of [`lobpcg`] (SciPy's keyword arguments and defaults).
pub struct LobpcgOptions<'a, 'b, T: HermitianScalar> {
    /// The second matrix of the generalized problem `A x = λ B x` (identity by default).
    pub b: Option<&'a LinearOperator<'b, T>>,
    /// The preconditioner (applied to the residuals).
    pub m: Option<&'a LinearOperator<'b, T>>,
    /// Constraints: `(n, sizeY)` columns the eigenvectors are kept `B`-orthogonal to.
    pub y: Option<&'a Array<T>>,
    /// Residual tolerance (default `sqrt(eps) n`).
    pub tol: Option<f64>,
    /// Most iterations (default 20).
    pub maxiter: Option<usize>,
    /// Largest (else smallest) eigenvalues.
    pub largest: bool,
}

impl<T: HermitianScalar> Default for LobpcgOptions<'_, '_, T> {
    fn default() -> Self {
        LobpcgOptions {
            b: None,
            m: None,
            y: None,
            tol: None,
            maxiter: None,
            largest: true,
        }
    }
}

/// The result of [`lobpcg`].
pub struct Lobpcg<T: HermitianScalar> {
    /// `sizeX` eigenvalues: descending for `largest`, else ascending.
    pub eigenvalues: Array<Re<T>>,
    /// `(n, sizeX)` eigenvectors (columns).
    pub eigenvectors: Array<T>,
}

/// A small dense matrix on the host, row-major.
#[derive(Clone)]
struct Small<T> {
    r: usize,
    c: usize,
    d: Vec<T>,
}

impl<T: HermitianScalar> Small<T> {
    fn from_array(a: &Array<T>) -> Result<Self> {
        Ok(Small {
            r: a.shape()[0],
            c: a.shape()[1],
            d: a.to_vec()?,
        })
    }
    fn zeros(r: usize, c: usize) -> Self {
        Small {
            r,
            c,
            d: vec![T::zero(); r * c],
        }
    }
    fn eye(n: usize) -> Self {
        let mut m = Self::zeros(n, n);
        for i in 0..n {
            m.d[i * n + i] = T::one();
        }
        m
    }
    fn diag(v: &[f64]) -> Self {
        let mut m = Self::zeros(v.len(), v.len());
        for (i, &x) in v.iter().enumerate() {
            m.d[i * v.len() + i] = <T as SparseScalar>::from_f64(x);
        }
        m
    }
    fn h(&self) -> Self {
        let mut m = Self::zeros(self.c, self.r);
        for i in 0..self.r {
            for j in 0..self.c {
                m.d[j * self.r + i] = self.d[i * self.c + j].conj();
            }
        }
        m
    }
    /// `(self + selfᴴ) / 2`.
    fn sym(&self) -> Self {
        let t = self.h();
        let half = <T as SparseScalar>::from_f64(0.5);
        Small {
            r: self.r,
            c: self.c,
            d: self
                .d
                .iter()
                .zip(&t.d)
                .map(|(&a, &b)| (a + b) * half)
                .collect(),
        }
    }
    fn block(rows: &[Vec<&Small<T>>]) -> Self {
        let r: usize = rows.iter().map(|row| row[0].r).sum();
        let c: usize = rows[0].iter().map(|b| b.c).sum();
        let mut m = Self::zeros(r, c);
        let mut r0 = 0;
        for row in rows {
            let mut c0 = 0;
            for b in row {
                for i in 0..b.r {
                    for j in 0..b.c {
                        m.d[(r0 + i) * c + c0 + j] = b.d[i * b.c + j];
                    }
                }
                c0 += b.c;
            }
            r0 += row[0].r;
        }
        m
    }
    fn rows(&self, from: usize, to: usize) -> Self {
        Small {
            r: to - from,
            c: self.c,
            d: self.d[from * self.c..to * self.c].to_vec(),
        }
    }
    fn array(&self, dev: &Device) -> Result<Array<T>> {
        Array::from_slice(&self.d, &[self.r, self.c], dev)
    }
}

/// Indices of `num` eigenvalues from ascending `lambda`: the largest first (descending) or the
/// smallest (ascending), as SciPy's `_get_indx`.
fn get_indx(lambda: &[f64], num: usize, largest: bool) -> Vec<usize> {
    let mut ii: Vec<usize> = (0..lambda.len()).collect();
    ii.sort_by(|&a, &b| lambda[a].total_cmp(&lambda[b]));
    if largest {
        ii.into_iter().rev().take(num).collect()
    } else {
        ii.into_iter().take(num).collect()
    }
}

/// `(V, BV, R⁻¹)` after B-orthonormalisation.
type Orthonormalized<T> = (Array<T>, Array<T>, Small<T>);

struct Ctx<'o, 'b, T: HermitianScalar> {
    dev: Device,
    a: &'o LinearOperator<'b, T>,
    b: Option<&'o LinearOperator<'b, T>>,
}

impl<T: HermitianScalar + LinalgScalar + MatmulElement> Ctx<'_, '_, T> {
    fn apply_a(&self, x: &Array<T>) -> Result<Array<T>> {
        apply_columns(self.a, x, false)
    }
    fn apply_b(&self, x: &Array<T>) -> Result<Array<T>> {
        match self.b {
            Some(b) => apply_columns(b, x, false),
            None => Ok(x.clone()),
        }
    }
    /// `xᴴ y` on the host.
    fn gram(&self, x: &Array<T>, y: &Array<T>) -> Result<Small<T>> {
        Small::from_array(&matmul(&herm(x)?, y)?)
    }
    fn mul(&self, x: &Array<T>, c: &Small<T>) -> Result<Array<T>> {
        matmul(x, &c.array(&self.dev)?)
    }
    fn cols(&self, x: &Array<T>, idx: &[usize]) -> Result<Array<T>> {
        let i: Vec<i64> = idx.iter().map(|&v| v as i64).collect();
        x.take(&Array::from_vec(i, &[idx.len()], &self.dev)?, Some(1))
    }
    /// Generalized Hermitian eigenproblem on the host: ascending values, vectors as columns.
    fn eigh(&self, a: &Small<T>, b: &Small<T>) -> Result<(Vec<f64>, Small<T>)> {
        let cpu = Device::cpu();
        let (w, v) = gsci_linalg::eigh_generalized(
            &a.array(&cpu)?,
            &b.array(&cpu)?,
            &GeneralizedEighOptions::default(),
        )?;
        Ok((w.astype::<f64>()?.to_vec()?, Small::from_array(&v)?))
    }
    /// `B`-orthonormalises the columns of `v` (Cholesky of `vᴴ B v`); `None` when it fails.
    fn b_orthonormalize(
        &self,
        v: &Array<T>,
        bv: Option<&Array<T>>,
    ) -> Result<Option<Orthonormalized<T>>> {
        let bv = match bv {
            Some(x) => x.clone(),
            None => self.apply_b(v)?,
        };
        let vbv = self.gram(v, &bv)?;
        let cpu = Device::cpu();
        let l = match gsci_linalg::cholesky(
            &vbv.sym().array(&cpu)?,
            &gsci_linalg::CholeskyOptions::default(),
        ) {
            Ok(l) => l,
            Err(Error::NotPositiveDefinite { .. }) => return Ok(None),
            Err(e) => return Err(e),
        };
        let li = match gsci_linalg::inv(&l) {
            Ok(x) => x,
            Err(Error::Singular { .. }) => return Ok(None),
            Err(e) => return Err(e),
        };
        // inv(R) with R = Lᴴ the upper factor SciPy uses.
        let inv_r = Small::from_array(&herm(&li)?)?;
        let v2 = self.mul(v, &inv_r)?;
        let bv2 = if self.b.is_some() {
            self.mul(&bv, &inv_r)?
        } else {
            v2.clone()
        };
        Ok(Some((v2, bv2, inv_r)))
    }
}

/// Residual column norms `‖AX − BX diag(λ)‖` on the host.
fn residual<T: HermitianScalar + LinalgScalar + MatmulElement>(
    ctx: &Ctx<'_, '_, T>,
    ax: &Array<T>,
    bx: &Array<T>,
    lambda: &[f64],
) -> Result<(Array<T>, Vec<f64>)> {
    let lam: Vec<T> = lambda
        .iter()
        .map(|&l| <T as SparseScalar>::from_f64(l))
        .collect();
    let lam = Array::from_vec(lam, &[1, lambda.len()], &ctx.dev)?;
    let r: Array<T> = gsci_core::ufunc::subtract(ax, &gsci_core::ufunc::multiply::<T>(bx, &lam)?)?;
    let g = ctx.gram(&r, &r)?;
    let k = lambda.len();
    let norms = (0..k).map(|i| g.d[i * k + i].abs_f64().sqrt()).collect();
    Ok((r, norms))
}

/// A few extreme eigenpairs of a Hermitian operator by LOBPCG, from the initial block `x`.
///
/// Equivalent to `scipy.sparse.linalg.lobpcg(A, X, B=None, M=None, Y=None, tol=None,
/// maxiter=None, largest=True)`, SciPy 1.17's algorithm: Rayleigh–Ritz on `[X, R, P]` with the
/// explicit-Gram switch, restarts, constraints, and the final Rayleigh–Ritz on the best iterate.
/// Like SciPy, a dense eigensolver is used when `n − sizeY < 5 sizeX`.
///
/// # Errors
/// `InvalidShape` unless `A` is square and `x` is `(n, sizeX)`; `InvalidArgument` for linearly
/// dependent initial vectors or constraints, constraints with the dense fallback, and failures
/// of the final Rayleigh–Ritz; `ShapeMismatch` for `B`, `M`, `Y`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, eigen::{lobpcg, LobpcgOptions}};
/// let dev = Device::cpu();
/// let n = 40;
/// let idx: Vec<usize> = (0..n).collect();
/// let vals: Vec<f64> = (1..=n).map(|v| v as f64).collect();
/// let a = CsrMatrix::<f64>::from_triplets(&idx, &idx, &vals, (n, n), &dev)?;
/// let x0: Vec<f64> = (0..2 * n).map(|i| ((i * 7919) % 13) as f64 - 6.0).collect();
/// let x = Array::from_vec(x0, &[n, 2], &dev)?;
/// let opts = LobpcgOptions { maxiter: Some(200), ..Default::default() };
/// let r = lobpcg(&a, &x, &opts)?;
/// let w = r.eigenvalues.to_vec()?;
/// assert!((w[0] - 40.0).abs() < 1e-6 && (w[1] - 39.0).abs() < 1e-6);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lobpcg<T: HermitianScalar + LinalgScalar + MatmulElement>(
    a: &impl AsOperator<T>,
    x: &Array<T>,
    opts: &LobpcgOptions<'_, '_, T>,
) -> Result<Lobpcg<T>> {
    a.with_operator(|op| lobpcg_operator(op, x, opts))
}

fn check_op<T: HermitianScalar>(
    what: &LinearOperator<'_, T>,
    n: usize,
    dev: &Device,
) -> Result<()> {
    if what.shape() != (n, n) {
        return Err(Error::ShapeMismatch {
            op: "lobpcg",
            left: vec![n, n],
            right: vec![what.shape().0, what.shape().1],
        });
    }
    crate::compressed::same_device("lobpcg", dev, what.device())
}

#[allow(clippy::too_many_lines)]
fn lobpcg_operator<T: HermitianScalar + LinalgScalar + MatmulElement>(
    a: &LinearOperator<'_, T>,
    x: &Array<T>,
    opts: &LobpcgOptions<'_, '_, T>,
) -> Result<Lobpcg<T>> {
    const OP: &str = "lobpcg";
    let (n, cols) = a.shape();
    if n != cols {
        return Err(Error::InvalidShape {
            op: OP,
            shape: vec![n, cols],
            reason: "expected a square operator".into(),
        });
    }
    if x.ndim() != 2 || x.shape()[0] != n || x.shape()[1] == 0 {
        return Err(Error::InvalidShape {
            op: OP,
            shape: x.shape().to_vec(),
            reason: format!("X must be (n = {n}, sizeX) with sizeX > 0"),
        });
    }
    let dev = a.device().clone();
    crate::compressed::same_device(OP, &dev, x.device())?;
    for o in [opts.b, opts.m].into_iter().flatten() {
        check_op(o, n, &dev)?;
    }
    let largest = opts.largest;
    let mut size_x = x.shape()[1];
    let size_y = match opts.y {
        Some(y) => {
            if y.ndim() != 2 || y.shape()[0] != n {
                return Err(Error::ShapeMismatch {
                    op: OP,
                    left: vec![n],
                    right: y.shape().to_vec(),
                });
            }
            crate::compressed::same_device(OP, &dev, y.device())?;
            y.shape()[1]
        }
        None => 0,
    };
    let ctx = Ctx {
        dev: dev.clone(),
        a,
        b: opts.b,
    };
    let to_real = |v: &[f64]| -> Result<Array<Re<T>>> {
        let r: Vec<Re<T>> = v
            .iter()
            .map(|&x| <Re<T> as SparseScalar>::from_f64(x))
            .collect();
        Array::from_vec(r, &[v.len()], &dev)
    };

    if n < size_y + 5 * size_x {
        // SciPy's dense fallback.
        if opts.y.is_some() {
            return Err(invalid(
                OP,
                "the dense eigensolver does not support constraints",
            ));
        }
        size_x = size_x.min(n);
        let eye = Array::<T>::eye(n, None, 0, &dev)?;
        let da = Small::from_array(&ctx.apply_a(&eye)?)?.sym();
        let db = match opts.b {
            Some(_) => Small::from_array(&ctx.apply_b(&eye)?)?.sym(),
            None => Small::eye(n),
        };
        let (w, v) = ctx.eigh(&da, &db)?;
        let ii = get_indx(&w, size_x, largest);
        let vals: Vec<f64> = ii.iter().map(|&i| w[i]).collect();
        let vecs = ctx.cols(&v.array(&dev)?, &ii)?;
        return Ok(Lobpcg {
            eigenvalues: to_real(&vals)?,
            eigenvectors: vecs,
        });
    }

    let eps = <T as HermitianScalar>::EPS;
    let tol = match opts.tol {
        Some(t) if t > 0.0 => t,
        _ => eps.sqrt() * n as f64,
    };
    let maxiter = opts.maxiter.unwrap_or(20);
    let restart_control = 2f64.powi(20);

    // Constraints.
    let constraints = match opts.y {
        Some(y) => {
            let by = ctx.apply_b(y)?;
            let gyby = ctx.gram(y, &by)?.sym();
            let cpu = Device::cpu();
            let l =
                gsci_linalg::cholesky(&gyby.array(&cpu)?, &gsci_linalg::CholeskyOptions::default())
                    .map_err(|_| invalid(OP, "linearly dependent constraints"))?;
            // (YᴴBY)⁻¹ through its Cholesky factor.
            let li = gsci_linalg::inv(&l)?;
            let inv_g = Small::from_array(&matmul(&herm(&li)?, &li)?)?;
            Some((y.clone(), by, inv_g))
        }
        None => None,
    };
    let apply_constraints = |v: &Array<T>| -> Result<Array<T>> {
        match &constraints {
            Some((y, by, inv_g)) => {
                let ybv = ctx.gram(by, v)?;
                let coef = matmul(&inv_g.array(&dev)?, &ybv.array(&dev)?)?;
                gsci_core::ufunc::subtract(v, &matmul(y, &coef)?)
            }
            None => Ok(v.clone()),
        }
    };

    let mut bx_block = apply_constraints(&x.to_contiguous()?)?;
    let (xb, bxb, _) = ctx
        .b_orthonormalize(&bx_block, None)?
        .ok_or_else(|| invalid(OP, "linearly dependent initial approximations"))?;
    bx_block = xb;
    let mut block_x = bx_block;
    let mut block_bx = bxb;
    let mut block_ax = ctx.apply_a(&block_x)?;
    let gram_xax = ctx.gram(&block_x, &block_ax)?;
    let (w, v) = ctx.eigh(&gram_xax.sym(), &Small::eye(size_x))?;
    let ii = get_indx(&w, size_x, largest);
    let mut lambda: Vec<f64> = ii.iter().map(|&i| w[i]).collect();
    let vsel = ctx.cols(&v.array(&dev)?, &ii)?;
    let vsel = Small::from_array(&vsel)?;
    block_x = ctx.mul(&block_x, &vsel)?;
    block_ax = ctx.mul(&block_ax, &vsel)?;
    if opts.b.is_some() {
        block_bx = ctx.mul(&block_bx, &vsel)?;
    } else {
        block_bx = block_x.clone();
    }

    let mut active = vec![true; size_x];
    let mut block_p: Option<Array<T>> = None;
    let mut block_ap: Option<Array<T>> = None;
    let mut block_bp: Option<Array<T>> = None;
    let mut smallest = f64::MAX;
    let mut best_x = block_x.clone();
    let mut explicit_gram = false;
    let mut iteration: isize = -1;
    let mut restart;
    let mut forced_restart = false;

    while iteration < maxiter as isize {
        iteration += 1;
        let (block_r, norms) = residual(&ctx, &block_ax, &block_bx, &lambda)?;
        let rnorm = norms.iter().sum::<f64>() / size_x as f64;
        if rnorm < smallest {
            smallest = rnorm;
            best_x = block_x.clone();
        } else if rnorm > restart_control * smallest {
            forced_restart = true;
            block_ax = ctx.apply_a(&block_x)?;
            if opts.b.is_some() {
                block_bx = ctx.apply_b(&block_x)?;
            }
        }
        for (m, r) in active.iter_mut().zip(&norms) {
            *m = *m && *r > tol;
        }
        let idx: Vec<usize> = (0..size_x).filter(|&i| active[i]).collect();
        let cur = idx.len();
        if cur == 0 {
            break;
        }
        let mut ar = ctx.cols(&block_r, &idx)?;
        let (mut ap, mut aap, mut abp) = (None, None, None);
        if iteration > 0 {
            ap = Some(ctx.cols(block_p.as_ref().expect("P after iteration 0"), &idx)?);
            aap = Some(ctx.cols(block_ap.as_ref().expect("AP after iteration 0"), &idx)?);
            if opts.b.is_some() {
                abp = Some(ctx.cols(block_bp.as_ref().expect("BP after iteration 0"), &idx)?);
            }
        }
        if let Some(m) = opts.m {
            ar = apply_columns(m, &ar, false)?;
        }
        ar = apply_constraints(&ar)?;
        // B-orthogonalise the preconditioned residuals to X.
        let xbr = ctx.gram(&block_bx, &ar)?;
        ar = gsci_core::ufunc::subtract(&ar, &ctx.mul(&block_x, &xbr)?)?;
        let Some((ar2, abr, _)) = ctx.b_orthonormalize(&ar, None)? else {
            break;
        };
        ar = ar2;
        let aar = ctx.apply_a(&ar)?;
        restart = true;
        if iteration > 0 {
            let p = ap.take().expect("P");
            let res = if opts.b.is_some() {
                ctx.b_orthonormalize(&p, abp.as_ref())?
            } else {
                ctx.b_orthonormalize(&p, None)?
            };
            match res {
                Some((p2, bp2, inv_r)) => {
                    ap = Some(p2);
                    abp = Some(bp2);
                    aap = Some(ctx.mul(aap.as_ref().expect("AP"), &inv_r)?);
                    restart = forced_restart;
                }
                None => {
                    restart = true;
                }
            }
        }
        let myeps = if <T as HermitianScalar>::EPS > 1e-10 {
            1.0
        } else {
            eps.sqrt()
        };
        let maxnorm = norms.iter().cloned().fold(0.0, f64::max);
        if maxnorm <= myeps || explicit_gram {
            explicit_gram = true;
        }
        let abr = if opts.b.is_some() { abr } else { ar.clone() };
        let gram_xar = ctx.gram(&block_x, &aar)?;
        let mut gram_rar = ctx.gram(&ar, &aar)?;
        let (gram_xax, gram_xbx, gram_rbr, gram_xbr) = if explicit_gram {
            gram_rar = gram_rar.sym();
            (
                ctx.gram(&block_x, &block_ax)?.sym(),
                ctx.gram(&block_x, &block_bx)?,
                ctx.gram(&ar, &abr)?,
                ctx.gram(&block_x, &abr)?,
            )
        } else {
            (
                Small::diag(&lambda),
                Small::eye(size_x),
                Small::eye(cur),
                Small::zeros(size_x, cur),
            )
        };
        let mut solved = None;
        if !restart {
            let p = ap.as_ref().expect("P");
            let app = aap.as_ref().expect("AP");
            let bpp = if opts.b.is_some() {
                abp.clone().expect("BP")
            } else {
                p.clone()
            };
            let gram_xap = ctx.gram(&block_x, app)?;
            let gram_rap = ctx.gram(&ar, app)?;
            let mut gram_pap = ctx.gram(p, app)?;
            let gram_xbp = ctx.gram(&block_x, &bpp)?;
            let gram_rbp = ctx.gram(&ar, &bpp)?;
            let gram_pbp = if explicit_gram {
                gram_pap = gram_pap.sym();
                ctx.gram(p, &bpp)?
            } else {
                Small::eye(cur)
            };
            let ga = Small::block(&[
                vec![&gram_xax, &gram_xar, &gram_xap],
                vec![&gram_xar.h(), &gram_rar, &gram_rap],
                vec![&gram_xap.h(), &gram_rap.h(), &gram_pap],
            ]);
            let gb = Small::block(&[
                vec![&gram_xbx, &gram_xbr, &gram_xbp],
                vec![&gram_xbr.h(), &gram_rbr, &gram_rbp],
                vec![&gram_xbp.h(), &gram_rbp.h(), &gram_pbp],
            ]);
            match ctx.eigh(&ga, &gb) {
                Ok(r) => solved = Some(r),
                Err(_) => restart = true,
            }
        }
        if restart {
            let ga = Small::block(&[vec![&gram_xax, &gram_xar], vec![&gram_xar.h(), &gram_rar]]);
            let gb = Small::block(&[vec![&gram_xbx, &gram_xbr], vec![&gram_xbr.h(), &gram_rbr]]);
            match ctx.eigh(&ga, &gb) {
                Ok(r) => solved = Some(r),
                Err(_) => break,
            }
        }
        let (w, v) = solved.expect("a Rayleigh-Ritz solution");
        let ii = get_indx(&w, size_x, largest);
        lambda = ii.iter().map(|&i| w[i]).collect();
        let ev = Small::from_array(&ctx.cols(&v.array(&dev)?, &ii)?)?;
        let evx = ev.rows(0, size_x);
        let evr = ev.rows(size_x, size_x + cur);
        let add = |a: Array<T>, b: Array<T>| gsci_core::ufunc::add::<T>(&a, &b);
        let (mut pp, mut app) = (ctx.mul(&ar, &evr)?, ctx.mul(&aar, &evr)?);
        let mut bpp = if opts.b.is_some() {
            Some(ctx.mul(&abr, &evr)?)
        } else {
            None
        };
        if !restart {
            let evp = ev.rows(size_x + cur, ev.r);
            pp = add(pp, ctx.mul(ap.as_ref().expect("P"), &evp)?)?;
            app = add(app, ctx.mul(aap.as_ref().expect("AP"), &evp)?)?;
            if let Some(b) = bpp.take() {
                bpp = Some(add(b, ctx.mul(abp.as_ref().expect("BP"), &evp)?)?);
            }
        }
        block_x = add(ctx.mul(&block_x, &evx)?, pp.clone())?;
        block_ax = add(ctx.mul(&block_ax, &evx)?, app.clone())?;
        if let Some(b) = &bpp {
            block_bx = add(ctx.mul(&block_bx, &evx)?, b.clone())?;
        } else {
            block_bx = block_x.clone();
        }
        block_p = Some(pp);
        block_ap = Some(app);
        block_bp = bpp;
    }

    let (_, norms) = residual(&ctx, &block_ax, &block_bx, &lambda)?;
    let rnorm = norms.iter().sum::<f64>() / size_x as f64;
    if rnorm < smallest {
        best_x = block_x.clone();
    }
    // Final Rayleigh–Ritz on the best iterate.
    let block_x = apply_constraints(&best_x)?;
    let block_ax = ctx.apply_a(&block_x)?;
    let block_bx = ctx.apply_b(&block_x)?;
    let gxax = ctx.gram(&block_x, &block_ax)?.sym();
    let gxbx = ctx.gram(&block_x, &block_bx)?.sym();
    let (w, v) = ctx
        .eigh(&gxax, &gxbx)
        .map_err(|_| invalid(OP, "eigh has failed in lobpcg postprocessing"))?;
    let ii = get_indx(&w, size_x, largest);
    let vals: Vec<f64> = ii.iter().map(|&i| w[i]).collect();
    let ev = Small::from_array(&ctx.cols(&v.array(&dev)?, &ii)?)?;
    let vecs = ctx.mul(&block_x, &ev)?;
    Ok(Lobpcg {
        eigenvalues: to_real(&vals)?,
        eigenvectors: vecs,
    })
}
