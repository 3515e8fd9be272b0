//! Sparse direct-solver workloads (issue 25): spsolve, splu refactor + solve with the same
//! pattern, and solves with a kept factor, on 2-D Poisson, 3-D Poisson and a nonsymmetric
//! convection-diffusion matrix; on a GPU with cuDSS loaded these run through cuDSS. Each result
//! is checked on the host: relative residual ‖A x − b‖ / ‖b‖ ≤ 1e-12.

use super::{Ctx, Workload};
use crate::harness::{Repeats, time_op};
use crate::inputs::random_f32;
use crate::report::Outcome;
use gsci_core::{Array, Device, Result};
use gsci_sparse::linalg::{SpluOptions, Trans, splu, spsolve};
use gsci_sparse::{CsrMatrix, diags, identity, kron};

/// The problem sizes: (2-D grid, large 2-D grid, 3-D grid, convection-diffusion grid).
fn sizes(quick: bool) -> (usize, usize, usize, usize) {
    if quick {
        (32, 64, 12, 32)
    } else {
        (256, 1024, 64, 256)
    }
}

pub(super) fn workloads(quick: bool) -> Vec<Workload> {
    let (g, big, g3, cd) = sizes(quick);
    let w = |name: String, run: super::Run| Workload {
        name,
        bytes: None,
        run,
    };
    vec![
        w(
            format!("sparse spsolve f64 poisson {big}^2"),
            spsolve_poisson_big,
        ),
        w(
            format!("sparse spsolve f64 poisson3d {g3}^3"),
            spsolve_poisson3d,
        ),
        w(
            format!("sparse spsolve f64 convdiff {cd}^2"),
            spsolve_convdiff,
        ),
        w(
            format!("sparse splu refactor+solve f64 poisson {g}^2"),
            refactor_poisson,
        ),
        w(
            format!("sparse splu refactor+solve f64 poisson {big}^2"),
            refactor_poisson_big,
        ),
        w(
            format!("sparse splu refactor+solve f64 poisson3d {g3}^3"),
            refactor_poisson3d,
        ),
        w(
            format!("sparse splu refactor+solve f64 convdiff {cd}^2"),
            refactor_convdiff,
        ),
        w(
            format!("sparse splu solve f64 poisson {g}^2"),
            solve_only_poisson,
        ),
    ]
}

/// tridiag(lo, 2, hi) of order `m`.
fn tridiag(m: usize, lo: f64, hi: f64) -> Result<CsrMatrix<f64>> {
    diags(
        &[vec![lo; m - 1], vec![2.0; m], vec![hi; m - 1]],
        &[-1, 0, 1],
        None,
        &Device::cpu(),
    )
}

/// 2-D Poisson (5-point) on an `m × m` grid: kron(I, T) + kron(T, I).
fn poisson2d(m: usize) -> Result<CsrMatrix<f64>> {
    let t = tridiag(m, -1.0, -1.0)?;
    let i: CsrMatrix<f64> = identity(m, &Device::cpu())?;
    kron(&i, &t)?.add(&kron(&t, &i)?)
}

/// 3-D Poisson (7-point) on an `m × m × m` grid.
fn poisson3d(m: usize) -> Result<CsrMatrix<f64>> {
    let t = tridiag(m, -1.0, -1.0)?;
    let i: CsrMatrix<f64> = identity(m, &Device::cpu())?;
    let ii = kron(&i, &i)?;
    kron(&ii, &t)?
        .add(&kron(&kron(&i, &t)?, &i)?)?
        .add(&kron(&t, &ii)?)
}

/// Convection-diffusion on an `m × m` grid: −Δu + c ∂u/∂x by central differences with
/// c·h/2 = 0.5 (nonsymmetric): kron(I, tridiag(−1.5, 2, −0.5)) + kron(T, I).
fn convdiff(m: usize) -> Result<CsrMatrix<f64>> {
    let tx = tridiag(m, -1.5, -0.5)?;
    let t = tridiag(m, -1.0, -1.0)?;
    let i: CsrMatrix<f64> = identity(m, &Device::cpu())?;
    kron(&i, &tx)?.add(&kron(&t, &i)?)
}

fn random_f64(n: usize, seed: u64) -> Vec<f64> {
    random_f32(n, seed).into_iter().map(f64::from).collect()
}

/// ‖b − A x‖ / ‖b‖ on the CPU.
fn residual(a: &CsrMatrix<f64>, x: &Array<f64>, hb: &[f64]) -> Result<f64> {
    let ax = a.dot(&x.to_device(&Device::cpu())?)?.to_vec()?;
    let r: f64 = ax.iter().zip(hb).map(|(p, q)| (p - q) * (p - q)).sum();
    let b: f64 = hb.iter().map(|q| q * q).sum();
    Ok((r / b).sqrt())
}

fn few(ctx: &Ctx) -> Repeats {
    Repeats {
        warmup: 1,
        repeats: ctx.reps.repeats.clamp(1, 5),
    }
}

fn checked(timings: crate::harness::Timings, res: f64) -> Outcome {
    Outcome::Timed {
        timings,
        mismatch: (res.is_nan() || res > 1e-12).then_some(0),
    }
}

fn spsolve_on(ctx: &Ctx, a: CsrMatrix<f64>, seed: u64) -> Result<Outcome> {
    let n = a.shape().0;
    let hb = random_f64(n, seed);
    let ad = a.to_device(ctx.device)?;
    let b = Array::from_slice(&hb, &[n], ctx.device)?;
    let (timings, x) = time_op(ctx.device, few(ctx), || spsolve(&ad, &b))?;
    Ok(checked(timings, residual(&a, &x, &hb)?))
}

fn spsolve_poisson_big(ctx: &Ctx) -> Result<Outcome> {
    spsolve_on(ctx, poisson2d(sizes(ctx.sizes.quick).1)?, 251)
}

fn spsolve_poisson3d(ctx: &Ctx) -> Result<Outcome> {
    spsolve_on(ctx, poisson3d(sizes(ctx.sizes.quick).2)?, 252)
}

fn spsolve_convdiff(ctx: &Ctx) -> Result<Outcome> {
    spsolve_on(ctx, convdiff(sizes(ctx.sizes.quick).3)?, 253)
}

/// splu of `a` once (untimed), then the timed step: refactor with the values of
/// `1.5 A + 0.5 I` (same pattern: the diagonal is stored; computed once on the host) and one
/// solve.
fn refactor_on(ctx: &Ctx, a: CsrMatrix<f64>, seed: u64) -> Result<Outcome> {
    let n = a.shape().0;
    let hb = random_f64(n, seed);
    let ad = a.to_device(ctx.device)?;
    let mut lu = splu(&ad, SpluOptions::default())?;
    let (indptr, indices, vals) = (
        a.indptr().to_vec()?,
        a.indices().to_vec()?,
        a.data().to_vec()?,
    );
    let mut row = 0usize;
    let new: Vec<f64> = vals
        .iter()
        .zip(&indices)
        .enumerate()
        .map(|(k, (&v, &j))| {
            while k >= indptr[row + 1] as usize {
                row += 1;
            }
            1.5 * v + if j as usize == row { 0.5 } else { 0.0 }
        })
        .collect();
    let a2 = CsrMatrix::<f64>::new(
        Array::from_slice(&new, &[new.len()], &Device::cpu())?,
        a.indices().clone(),
        a.indptr().clone(),
        (n, n),
    )?;
    let values = Array::from_slice(&new, &[new.len()], ctx.device)?;
    let b = Array::from_slice(&hb, &[n], ctx.device)?;
    let (timings, x) = time_op(ctx.device, few(ctx), || {
        lu.refactor(&values)?;
        lu.solve(&b, Trans::N)
    })?;
    Ok(checked(timings, residual(&a2, &x, &hb)?))
}

fn refactor_poisson(ctx: &Ctx) -> Result<Outcome> {
    refactor_on(ctx, poisson2d(sizes(ctx.sizes.quick).0)?, 254)
}

fn refactor_poisson_big(ctx: &Ctx) -> Result<Outcome> {
    refactor_on(ctx, poisson2d(sizes(ctx.sizes.quick).1)?, 255)
}

fn refactor_poisson3d(ctx: &Ctx) -> Result<Outcome> {
    refactor_on(ctx, poisson3d(sizes(ctx.sizes.quick).2)?, 256)
}

fn refactor_convdiff(ctx: &Ctx) -> Result<Outcome> {
    refactor_on(ctx, convdiff(sizes(ctx.sizes.quick).3)?, 257)
}

/// One solve with a kept factor (splu made once, untimed).
fn solve_only_poisson(ctx: &Ctx) -> Result<Outcome> {
    let a = poisson2d(sizes(ctx.sizes.quick).0)?;
    let n = a.shape().0;
    let hb = random_f64(n, 258);
    let lu = splu(&a.to_device(ctx.device)?, SpluOptions::default())?;
    let b = Array::from_slice(&hb, &[n], ctx.device)?;
    let (timings, x) = time_op(ctx.device, ctx.reps, || lu.solve(&b, Trans::N))?;
    Ok(checked(timings, residual(&a, &x, &hb)?))
}
