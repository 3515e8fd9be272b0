//! Dense linear algebra workloads (issue 4), checked by residuals computed after timing.

use super::{Ctx, Workload};
use crate::harness::{Repeats, time_op};
use crate::inputs::random_f32;
use crate::report::Outcome;
use gsci_core::{Array, Complex64, Result};
use gsci_linalg::{
    CholeskyOptions, EigOptions, EighOptions, QrOptions, SvdOptions, cholesky, eig, eigh, inv,
    matmul, qr, solve, svd,
};
use rayon::prelude::*;

/// Matrix sides: (matmul, solve/cholesky/qr/inv/eigh, svd, eig, batch of small solves).
#[derive(Clone, Copy)]
pub(super) struct Sides {
    pub matmul: usize,
    pub dense: usize,
    pub svd: usize,
    pub eig: usize,
    pub batch: usize,
}

impl Sides {
    pub(super) fn new(quick: bool) -> Sides {
        if quick {
            Sides {
                matmul: 512,
                dense: 256,
                svd: 128,
                eig: 128,
                batch: 100,
            }
        } else {
            Sides {
                matmul: 8192,
                dense: 4096,
                svd: 2048,
                eig: 1024,
                batch: 10_000,
            }
        }
    }
}

pub(super) fn workloads(s: Sides) -> Vec<Workload> {
    let (m, d) = (s.matmul, s.dense);
    vec![
        Workload {
            name: format!("matmul f32 {m}"),
            bytes: None,
            run: matmul_f32,
        },
        Workload {
            name: format!("matmul f64 {m}"),
            bytes: None,
            run: matmul_f64,
        },
        Workload {
            name: format!("solve f64 {d} x 16 rhs"),
            bytes: None,
            run: solve_f64,
        },
        Workload {
            name: format!("cholesky f64 {d}"),
            bytes: None,
            run: cholesky_f64,
        },
        Workload {
            name: format!("qr f64 {d}"),
            bytes: None,
            run: qr_f64,
        },
        Workload {
            name: format!("inv f64 {d}"),
            bytes: None,
            run: inv_f64,
        },
        Workload {
            name: format!("eigh f64 {d}"),
            bytes: None,
            run: eigh_f64,
        },
        Workload {
            name: format!("svd f64 {}", s.svd),
            bytes: None,
            run: svd_f64,
        },
        Workload {
            name: format!("eig (general) f64 {}", s.eig),
            bytes: None,
            run: eig_f64,
        },
        Workload {
            name: format!("batched solve {} x 4x4 f64", s.batch),
            bytes: None,
            run: batched_solve,
        },
        Workload {
            name: format!("batched inv {} x 4x4 f64", s.batch),
            bytes: None,
            run: batched_inv,
        },
    ]
}

/// Few repeats for the long factorisations (tens to hundreds of milliseconds each).
fn heavy(ctx: &Ctx) -> Repeats {
    Repeats {
        warmup: 1,
        repeats: ctx.reps.repeats.clamp(1, 5),
    }
}

fn random_f64(n: usize, seed: u64) -> Vec<f64> {
    random_f32(n, seed).into_par_iter().map(f64::from).collect()
}

/// A symmetric positive definite `n x n` matrix: symmetrised random entries in [-1.5, 1.5] plus
/// `2n` on the diagonal (diagonally dominant).
fn spd(n: usize, seed: u64) -> Vec<f64> {
    let r = random_f64(n * n, seed);
    let mut a = vec![0.0; n * n];
    a.par_chunks_mut(n).enumerate().for_each(|(i, row)| {
        for (j, v) in row.iter_mut().enumerate() {
            *v = 0.5 * (r[i * n + j] + r[j * n + i]) + if i == j { 2.0 * n as f64 } else { 0.0 };
        }
    });
    a
}

/// `max |a b - c| / (max|a| max|b| k)` over `rows` sampled rows, on the host in f64.
fn product_error(a: &[f64], b: &[f64], c: &[f64], m: usize, k: usize, n: usize) -> f64 {
    let amax = a
        .par_iter()
        .fold(|| 0f64, |x, &v| x.max(v.abs()))
        .reduce(|| 0.0, f64::max);
    let bmax = b
        .par_iter()
        .fold(|| 0f64, |x, &v| x.max(v.abs()))
        .reduce(|| 0.0, f64::max);
    let rows: Vec<usize> = (0..m).step_by((m / 16).max(1)).collect();
    let err = rows
        .par_iter()
        .map(|&i| {
            let mut worst = 0f64;
            for j in 0..n {
                let mut s = 0.0;
                for l in 0..k {
                    s += a[i * k + l] * b[l * n + j];
                }
                worst = worst.max((s - c[i * n + j]).abs());
            }
            worst
        })
        .reduce(|| 0.0, f64::max);
    err / (amax * bmax * k as f64).max(f64::MIN_POSITIVE)
}

fn verdict(err: f64, tol: f64) -> Option<usize> {
    (err.is_nan() || err > tol).then_some(0)
}

fn matmul_f32(ctx: &Ctx) -> Result<Outcome> {
    let n = Sides::new(ctx.sizes.quick).matmul;
    let (ha, hb) = (random_f32(n * n, 31), random_f32(n * n, 32));
    let a = Array::from_slice(&ha, &[n, n], ctx.device)?;
    let b = Array::from_slice(&hb, &[n, n], ctx.device)?;
    let (timings, c) = time_op(ctx.device, heavy(ctx), || matmul(&a, &b))?;
    let to64 = |v: &[f32]| v.par_iter().map(|&x| f64::from(x)).collect::<Vec<_>>();
    let err = product_error(&to64(&ha), &to64(&hb), &to64(&c.to_vec()?), n, n, n);
    Ok(Outcome::Timed {
        timings,
        mismatch: verdict(err, 1e-6),
    })
}

fn matmul_f64(ctx: &Ctx) -> Result<Outcome> {
    let n = Sides::new(ctx.sizes.quick).matmul;
    let (ha, hb) = (random_f64(n * n, 33), random_f64(n * n, 34));
    let a = Array::from_slice(&ha, &[n, n], ctx.device)?;
    let b = Array::from_slice(&hb, &[n, n], ctx.device)?;
    let (timings, c) = time_op(ctx.device, heavy(ctx), || matmul(&a, &b))?;
    let err = product_error(&ha, &hb, &c.to_vec()?, n, n, n);
    Ok(Outcome::Timed {
        timings,
        mismatch: verdict(err, 1e-14),
    })
}

fn dense_side(ctx: &Ctx) -> usize {
    Sides::new(ctx.sizes.quick).dense
}

/// `‖a x - b‖_max / (‖a‖_max ‖x‖_max n)` with the product on the device.
fn residual(a: &Array<f64>, x: &Array<f64>, b: &Array<f64>) -> Result<f64> {
    let r = (&matmul(a, x)? - b)?.to_vec()?;
    let mx = |v: Vec<f64>| v.into_iter().fold(0f64, |m, x| m.max(x.abs()));
    let n = a.shape()[0] as f64;
    Ok(mx(r) / (mx(a.to_vec()?) * mx(x.to_vec()?) * n).max(f64::MIN_POSITIVE))
}

fn solve_f64(ctx: &Ctx) -> Result<Outcome> {
    let n = dense_side(ctx);
    let a = Array::from_vec(spd(n, 35), &[n, n], ctx.device)?;
    let b = Array::from_vec(random_f64(n * 16, 36), &[n, 16], ctx.device)?;
    let (timings, x) = time_op(ctx.device, heavy(ctx), || solve(&a, &b))?;
    Ok(Outcome::Timed {
        timings,
        mismatch: verdict(residual(&a, &x, &b)?, 1e-13),
    })
}

fn cholesky_f64(ctx: &Ctx) -> Result<Outcome> {
    let n = dense_side(ctx);
    let a = Array::from_vec(spd(n, 37), &[n, n], ctx.device)?;
    let (timings, l) = time_op(ctx.device, heavy(ctx), || {
        cholesky(&a, &CholeskyOptions::default())
    })?;
    let llt = matmul(&l, &l.transpose()?.copy()?)?;
    let err = max_diff(&llt, &a)? / (2.0 * n as f64 * n as f64);
    Ok(Outcome::Timed {
        timings,
        mismatch: verdict(err, 1e-14),
    })
}

fn max_diff(a: &Array<f64>, b: &Array<f64>) -> Result<f64> {
    let d = (a - b)?.to_vec()?;
    Ok(d.into_iter().fold(0f64, |m, x| m.max(x.abs())))
}

fn qr_f64(ctx: &Ctx) -> Result<Outcome> {
    let n = dense_side(ctx);
    let a = Array::from_vec(random_f64(n * n, 38), &[n, n], ctx.device)?;
    let (timings, f) = time_op(ctx.device, heavy(ctx), || qr(&a, &QrOptions::default()))?;
    let q = f.q.expect("reduced mode returns q");
    let err = max_diff(&matmul(&q, &f.r)?, &a)? / (1.5 * n as f64);
    Ok(Outcome::Timed {
        timings,
        mismatch: verdict(err, 1e-13),
    })
}

fn inv_f64(ctx: &Ctx) -> Result<Outcome> {
    let n = dense_side(ctx);
    let a = Array::from_vec(spd(n, 39), &[n, n], ctx.device)?;
    let (timings, ai) = time_op(ctx.device, heavy(ctx), || inv(&a))?;
    let eye = Array::<f64>::eye(n, None, 0, ctx.device)?;
    let err = max_diff(&matmul(&a, &ai)?, &eye)?;
    Ok(Outcome::Timed {
        timings,
        mismatch: verdict(err, 1e-12),
    })
}

fn eigh_f64(ctx: &Ctx) -> Result<Outcome> {
    let n = dense_side(ctx);
    let a = Array::from_vec(spd(n, 40), &[n, n], ctx.device)?;
    let (timings, (w, v)) = time_op(ctx.device, heavy(ctx), || eigh(&a, &EighOptions::default()))?;
    // ‖A V - V diag(w)‖ relative to ‖A‖ (max norms).
    let av = matmul(&a, &v)?;
    let vw = (&v * &w.reshape(&[1, n as isize])?)?;
    let err = max_diff(&av, &vw)? / (3.0 * n as f64 * n as f64);
    Ok(Outcome::Timed {
        timings,
        mismatch: verdict(err, 1e-13),
    })
}

fn svd_f64(ctx: &Ctx) -> Result<Outcome> {
    let n = Sides::new(ctx.sizes.quick).svd;
    let a = Array::from_vec(random_f64(n * n, 41), &[n, n], ctx.device)?;
    let (timings, f) = time_op(ctx.device, heavy(ctx), || svd(&a, &SvdOptions::default()))?;
    let (u, vh) = (f.u.expect("compute_uv"), f.vh.expect("compute_uv"));
    let us = (&u * &f.s.reshape(&[1, n as isize])?)?;
    let err = max_diff(&matmul(&us, &vh)?, &a)? / (1.5 * n as f64);
    Ok(Outcome::Timed {
        timings,
        mismatch: verdict(err, 1e-12),
    })
}

fn small_batch(ctx: &Ctx, seed: u64) -> Result<(usize, Array<f64>)> {
    let count = Sides::new(ctx.sizes.quick).batch;
    let mut h = random_f64(count * 16, seed);
    for m in h.chunks_mut(16) {
        for i in 0..4 {
            m[i * 5] += 8.0;
        }
    }
    Ok((count, Array::from_vec(h, &[count, 4, 4], ctx.device)?))
}

fn batched_solve(ctx: &Ctx) -> Result<Outcome> {
    let (count, a) = small_batch(ctx, 42)?;
    let b = Array::from_vec(random_f64(count * 4, 43), &[count, 4, 1], ctx.device)?;
    let (timings, x) = time_op(ctx.device, ctx.reps, || solve(&a, &b))?;
    let r = (&matmul(&a, &x)? - &b)?.to_vec()?;
    let err = r.into_iter().fold(0f64, |m, v| m.max(v.abs()));
    Ok(Outcome::Timed {
        timings,
        mismatch: verdict(err, 1e-12),
    })
}

fn batched_inv(ctx: &Ctx) -> Result<Outcome> {
    let (_, a) = small_batch(ctx, 44)?;
    let (timings, ai) = time_op(ctx.device, ctx.reps, || inv(&a))?;
    let eye = Array::<f64>::eye(4, None, 0, ctx.device)?;
    let err = max_diff(&matmul(&a, &ai)?, &eye.broadcast_to(a.shape())?.copy()?)?;
    Ok(Outcome::Timed {
        timings,
        mismatch: verdict(err, 1e-12),
    })
}

fn eig_f64(ctx: &Ctx) -> Result<Outcome> {
    let n = Sides::new(ctx.sizes.quick).eig;
    let a = Array::from_vec(random_f64(n * n, 42), &[n, n], ctx.device)?;
    let (timings, f) = time_op(ctx.device, heavy(ctx), || eig(&a, &EigOptions::default()))?;
    // ‖A V - V diag(w)‖ relative to ‖A‖ ‖V‖ (max norms; the columns of V have unit 2-norm).
    let v = f.vr.expect("right eigenvectors by default");
    let ac: Array<Complex64> = a.astype()?;
    let av = matmul(&ac, &v)?;
    let vw = (&v * &f.w.reshape(&[1, n as isize])?)?;
    let d: Vec<Complex64> = (&av - &vw)?.to_vec()?;
    let err = d.iter().fold(0f64, |m, z| m.max(z.norm())) / (1.5 * n as f64);
    Ok(Outcome::Timed {
        timings,
        mismatch: verdict(err, 1e-12),
    })
}
