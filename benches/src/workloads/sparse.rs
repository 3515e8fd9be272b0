//! Sparse workloads (issue 6) on the 2-D Poisson matrix (5-point), checked against the CPU.

use super::{Ctx, Workload};
use crate::harness::{Repeats, time_op};
use crate::inputs::random_f32;
use crate::report::Outcome;
use gsci_core::{Array, Device, Result};
use gsci_sparse::eigen::{EigshOptions, eigsh};
use gsci_sparse::linalg::{CgOptions, GmresOptions, aslinearoperator, cg, gmres, spsolve};
use gsci_sparse::{CsrMatrix, diags, identity, kron};

pub(super) fn workloads(quick: bool) -> Vec<Workload> {
    let (spmv, cg_grid, gm) = grids(quick);
    vec![
        Workload {
            name: format!("sparse spmv f64 poisson {spmv}^2"),
            // values and column indices (12 B per nonzero), row pointers, x read, y written
            bytes: Some((5 * spmv * spmv * 12 + spmv * spmv * 20) as u64),
            run: spmv_f64,
        },
        Workload {
            name: format!("sparse cg f64 poisson {cg_grid}^2 rtol 1e-8"),
            bytes: None,
            run: cg_f64,
        },
        Workload {
            name: format!("sparse cg f64 poisson {}^2 rtol 1e-8", 2 * cg_grid),
            bytes: None,
            run: cg_f64_large,
        },
        Workload {
            name: format!("sparse spgemm f64 poisson {}^2 A@A", spmv / 2),
            bytes: None,
            run: spgemm_f64,
        },
        Workload {
            name: format!("sparse spsolve f64 poisson {gm}^2"),
            bytes: None,
            run: spsolve_f64,
        },
        Workload {
            name: format!("sparse eigsh k=6 LM f64 poisson {gm}^2"),
            bytes: None,
            run: eigsh_f64,
        },
        Workload {
            name: format!("sparse gmres(50) f64 poisson {gm}^2, 200 inner iterations"),
            bytes: None,
            run: gmres_f64,
        },
    ]
}

fn grids(quick: bool) -> (usize, usize, usize) {
    if quick {
        (128, 64, 32)
    } else {
        (2048, 512, 256)
    }
}

/// The 2-D Poisson matrix on a `grid x grid` mesh: kron(I, T) + kron(T, I), T = tridiag(-1, 2, -1).
fn poisson(grid: usize) -> Result<CsrMatrix<f64>> {
    let cpu = Device::cpu();
    let t: CsrMatrix<f64> = diags(
        &[vec![-1.0; grid - 1], vec![2.0; grid], vec![-1.0; grid - 1]],
        &[-1, 0, 1],
        None,
        &cpu,
    )?;
    let i: CsrMatrix<f64> = identity(grid, &cpu)?;
    kron(&i, &t)?.add(&kron(&t, &i)?)
}

fn random_f64(n: usize, seed: u64) -> Vec<f64> {
    random_f32(n, seed).into_iter().map(f64::from).collect()
}

fn rel_diff(got: &[f64], want: &[f64]) -> f64 {
    let num: f64 = got.iter().zip(want).map(|(g, w)| (g - w) * (g - w)).sum();
    let den: f64 = want.iter().map(|w| w * w).sum();
    (num / den.max(f64::MIN_POSITIVE)).sqrt()
}

fn spmv_f64(ctx: &Ctx) -> Result<Outcome> {
    let (g, _, _) = grids(ctx.sizes.quick);
    let a = poisson(g)?;
    let n = g * g;
    let hx = random_f64(n, 81);
    let want = a
        .dot(&Array::from_slice(&hx, &[n], &Device::cpu())?)?
        .to_vec()?;
    let ad = a.to_device(ctx.device)?;
    let x = Array::from_vec(hx, &[n], ctx.device)?;
    let (timings, y) = time_op(ctx.device, ctx.reps, || ad.dot(&x))?;
    let err = rel_diff(&y.to_vec()?, &want);
    Ok(Outcome::Timed {
        timings,
        mismatch: (err > 1e-14).then_some(0),
    })
}

/// ‖b - A x‖ / ‖b‖ on the CPU.
fn true_residual(a: &CsrMatrix<f64>, x: &Array<f64>, hb: &[f64]) -> Result<f64> {
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

fn cg_f64(ctx: &Ctx) -> Result<Outcome> {
    let (_, g, _) = grids(ctx.sizes.quick);
    cg_on_grid(ctx, g)
}

fn cg_f64_large(ctx: &Ctx) -> Result<Outcome> {
    let (_, g, _) = grids(ctx.sizes.quick);
    cg_on_grid(ctx, 2 * g)
}

fn cg_on_grid(ctx: &Ctx, g: usize) -> Result<Outcome> {
    let a = poisson(g)?;
    let n = g * g;
    let hb = random_f64(n, 82);
    let ad = a.to_device(ctx.device)?;
    let op = aslinearoperator(&ad);
    let b = Array::from_slice(&hb, &[n], ctx.device)?;
    let (timings, (x, info)) = time_op(ctx.device, few(ctx), || {
        cg(
            &op,
            &b,
            CgOptions {
                rtol: 1e-8,
                maxiter: Some(20 * n),
                ..CgOptions::default()
            },
        )
    })?;
    let res = true_residual(&a, &x, &hb)?;
    Ok(Outcome::Timed {
        timings,
        mismatch: (info != 0 || res > 2e-8).then_some(0),
    })
}

fn gmres_f64(ctx: &Ctx) -> Result<Outcome> {
    let (_, _, g) = grids(ctx.sizes.quick);
    let a = poisson(g)?;
    let n = g * g;
    let hb = random_f64(n, 83);
    let ad = a.to_device(ctx.device)?;
    let op = aslinearoperator(&ad);
    let b = Array::from_slice(&hb, &[n], ctx.device)?;
    let (timings, (x, info)) = time_op(ctx.device, few(ctx), || {
        gmres(
            &op,
            &b,
            GmresOptions {
                rtol: 1e-8,
                restart: Some(50),
                // SciPy (and gsci) count restart cycles; CuPy's maxiter=200 counts inner
                // iterations: 4 cycles of 50 do the same work.
                maxiter: Some(4),
                ..GmresOptions::default()
            },
        )
    })?;
    // Converged (info 0): the true residual meets the tolerance (with room for the drift of
    // the recurrence); not converged within maxiter: it still has to have made progress.
    let res = true_residual(&a, &x, &hb)?;
    let bad = res.is_nan() || if info == 0 { res > 1e-7 } else { res >= 1.0 };
    Ok(Outcome::Timed {
        timings,
        mismatch: bad.then_some(0),
    })
}

fn spgemm_f64(ctx: &Ctx) -> Result<Outcome> {
    let (spmv, _, _) = grids(ctx.sizes.quick);
    let a = poisson(spmv / 2)?;
    let want = a.matmul(&a)?;
    let ad = a.to_device(ctx.device)?;
    let (timings, c) = time_op(ctx.device, few(ctx), || ad.matmul(&ad))?;
    // Poisson's square has no cancellations: the same pattern (sorted) and the same values.
    let same_pattern = c.nnz() == want.nnz()
        && c.indptr().to_vec()? == want.indptr().to_vec()?
        && c.indices().to_vec()? == want.indices().to_vec()?;
    let err = if same_pattern {
        rel_diff(&c.data().to_vec()?, &want.data().to_vec()?)
    } else {
        f64::INFINITY
    };
    Ok(Outcome::Timed {
        timings,
        mismatch: (err > 1e-15).then_some(0),
    })
}

fn eigsh_f64(ctx: &Ctx) -> Result<Outcome> {
    let (_, _, g) = grids(ctx.sizes.quick);
    let a = poisson(g)?.to_device(ctx.device)?;
    let opts = EigshOptions::default();
    let (timings, r) = time_op(ctx.device, few(ctx), || eigsh(&a, 6, &opts))?;
    // The eigenvalues of kron(I, T) + kron(T, I), T = tridiag(-1, 2, -1) of order g, are
    // t_i + t_j with t_i = 2 - 2 cos(i pi / (g + 1)): the six largest, ascending.
    let t: Vec<f64> = (1..=g)
        .map(|i| 2.0 - 2.0 * (i as f64 * std::f64::consts::PI / (g as f64 + 1.0)).cos())
        .collect();
    let mut all: Vec<f64> = t
        .iter()
        .flat_map(|x| t.iter().map(move |y| x + y))
        .collect();
    all.sort_by(f64::total_cmp);
    // Most of these are double (t_i + t_j = t_j + t_i): each value found must be one of the
    // twelve largest, and the largest must be found.
    let top = &all[all.len() - 12..];
    let got = r.eigenvalues.to_vec()?;
    let near = |g: f64| top.iter().any(|w| (g - w).abs() <= 1e-10 * w.abs());
    let ok = got.len() == 6 && got.iter().all(|&g| near(g)) && {
        let (g, w) = (got[5], all[all.len() - 1]);
        (g - w).abs() <= 1e-10 * w
    };
    Ok(Outcome::Timed {
        timings,
        mismatch: (!ok).then_some(0),
    })
}

fn spsolve_f64(ctx: &Ctx) -> Result<Outcome> {
    let (_, _, g) = grids(ctx.sizes.quick);
    let a = poisson(g)?;
    let n = g * g;
    let hb = random_f64(n, 84);
    let ad = a.to_device(ctx.device)?;
    let b = Array::from_slice(&hb, &[n], ctx.device)?;
    let (timings, x) = time_op(ctx.device, few(ctx), || spsolve(&ad, &b))?;
    let res = true_residual(&a, &x, &hb)?;
    Ok(Outcome::Timed {
        timings,
        mismatch: (res.is_nan() || res > 1e-12).then_some(0),
    })
}
