//! Engine workloads (issue 3): ufuncs and reductions.

use super::{Ctx, Workload, pow2};
use crate::harness::{Clock, Timings, time_op, time_per_op};
use crate::inputs::random_f32;
use crate::report::Outcome;
use gsci_core::fusion::{self, fuse};
use gsci_core::reduce::{ReduceOptions, sum};
use gsci_core::ufunc::{arctan2, sinh};
use gsci_core::{Array, Device, Result};
use rayon::prelude::*;

pub(super) fn workloads(n: usize, side: usize, small: usize) -> Vec<Workload> {
    let f = (n * 4) as u64;
    let k = format!("{}k", small / 1024);
    vec![
        Workload {
            name: format!("x*y+1 f32 {} (two ufunc calls)", pow2(n)),
            bytes: Some(5 * f),
            run: xy1,
        },
        Workload {
            name: format!("exp(sin(x))*2 f32 {} (three ufunc calls)", pow2(n / 4)),
            bytes: Some(6 * f / 4),
            run: exp_sin,
        },
        Workload {
            name: format!("fused x*y+1 f32 {}", pow2(n)),
            bytes: Some(3 * f),
            run: fused_xy1,
        },
        Workload {
            name: format!("fused sum(x*y) f32 {}", pow2(n)),
            bytes: Some(2 * f),
            run: fused_dot,
        },
        Workload {
            name: format!("fused exp(sin(x))*2 f32 {}", pow2(n / 4)),
            bytes: Some(2 * f / 4),
            run: fused_exp_sin,
        },
        Workload {
            name: "first use of 4 new kernels, fresh process, empty disk cache".into(),
            bytes: None,
            run: first_use_cold,
        },
        Workload {
            name: "first use of 4 new kernels, fresh process, warm disk cache".into(),
            bytes: None,
            run: first_use_warm,
        },
        Workload {
            name: format!("sum f32 {}", pow2(n)),
            bytes: Some(f),
            run: sum_all,
        },
        Workload {
            name: format!("sum axis0 f32 {side}^2"),
            bytes: Some((side * side * 4) as u64),
            run: sum_axis0,
        },
        Workload {
            name: format!("sum axis1 f32 {side}^2"),
            bytes: Some((side * side * 4) as u64),
            run: sum_axis1,
        },
        Workload {
            name: format!("small op {k} f32 x+1, host wall per op"),
            bytes: None,
            run: small_add,
        },
        Workload {
            name: format!("small sum {k} f32, host wall per op"),
            bytes: None,
            run: small_sum,
        },
    ]
}

/// Index of the first element whose relative error against `want` exceeds `tol`.
fn first_far(got: &[f32], want: &[f64], tol: f64) -> Option<usize> {
    if got.len() != want.len() {
        return Some(got.len().min(want.len()));
    }
    got.par_iter()
        .zip(want.par_iter())
        .position_first(|(&g, &w)| ((g as f64) - w).abs() > tol * w.abs().max(1e-30))
}

fn xy1(ctx: &Ctx) -> Result<Outcome> {
    let n = ctx.sizes.n;
    let (hx, hy) = (random_f32(n, 21), random_f32(n, 22));
    let x = Array::from_slice(&hx, &[n], ctx.device)?;
    let y = Array::from_slice(&hy, &[n], ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || (&x * &y)? + 1.0)?;
    let got = out.to_vec()?;
    let mismatch = (0..n)
        .into_par_iter()
        .find_first(|&i| got[i].to_bits() != (hx[i] * hy[i] + 1.0).to_bits());
    Ok(Outcome::Timed { timings, mismatch })
}

fn exp_sin(ctx: &Ctx) -> Result<Outcome> {
    let n = ctx.sizes.n / 4;
    let hx = random_f32(n, 23);
    let x = Array::from_slice(&hx, &[n], ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || {
        gsci_core::ufunc::exp::<f32>(&gsci_core::ufunc::sin::<f32>(&x)?)? * 2.0
    })?;
    let want: Vec<f64> = hx
        .par_iter()
        .map(|&v| (v as f64).sin().exp() * 2.0)
        .collect();
    let mismatch = first_far(&out.to_vec()?, &want, 1e-5);
    Ok(Outcome::Timed { timings, mismatch })
}

fn sum_all(ctx: &Ctx) -> Result<Outcome> {
    let n = ctx.sizes.n;
    let hx = random_f32(n, 24);
    let x = Array::from_slice(&hx, &[n], ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || sum(&x, &ReduceOptions::default()))?;
    let want: f64 = hx.par_iter().map(|&v| v as f64).sum();
    // 1e-6 relative to the sum of magnitudes (the accuracy bound for pairwise sums).
    let scale: f64 = hx.par_iter().map(|&v| (v as f64).abs()).sum();
    let got = out.to_vec()?[0] as f64;
    let mismatch = ((got - want).abs() > 1e-6 * scale).then_some(0);
    Ok(Outcome::Timed { timings, mismatch })
}

fn sum_axis(ctx: &Ctx, axis: isize, seed: u64) -> Result<Outcome> {
    let s = ctx.sizes.side;
    let hx = random_f32(s * s, seed);
    let x = Array::from_slice(&hx, &[s, s], ctx.device)?;
    let opts = ReduceOptions {
        axis: Some(&[axis]),
        keepdims: false,
    };
    let (timings, out) = time_op(ctx.device, ctx.reps, || sum(&x, &opts))?;
    let want: Vec<f64> = (0..s)
        .into_par_iter()
        .map(|j| {
            (0..s)
                .map(|i| {
                    let k = if axis == 0 { i * s + j } else { j * s + i };
                    hx[k] as f64
                })
                .sum()
        })
        .collect();
    // Sums of s values of magnitude <= 1.5: absolute error bound in units of s.
    let got = out.to_vec()?;
    let mismatch = (0..s)
        .into_par_iter()
        .find_first(|&j| (got[j] as f64 - want[j]).abs() > 1e-5 * s as f64);
    Ok(Outcome::Timed { timings, mismatch })
}

fn sum_axis0(ctx: &Ctx) -> Result<Outcome> {
    sum_axis(ctx, 0, 25)
}

fn sum_axis1(ctx: &Ctx) -> Result<Outcome> {
    sum_axis(ctx, 1, 26)
}

fn small_add(ctx: &Ctx) -> Result<Outcome> {
    let hx = random_f32(ctx.sizes.small, 27);
    let x = Array::from_slice(&hx, &[hx.len()], ctx.device)?;
    let (timings, out) = time_per_op(ctx.device, ctx.reps, ctx.sizes.ops_per_batch, || &x + 1.0)?;
    let got = out.to_vec()?;
    let mismatch = got
        .iter()
        .zip(&hx)
        .position(|(g, h)| g.to_bits() != (h + 1.0).to_bits());
    Ok(Outcome::Timed { timings, mismatch })
}

fn small_sum(ctx: &Ctx) -> Result<Outcome> {
    let hx = random_f32(ctx.sizes.small, 28);
    let x = Array::from_slice(&hx, &[hx.len()], ctx.device)?;
    let (timings, out) = time_per_op(ctx.device, ctx.reps, ctx.sizes.ops_per_batch, || {
        sum(&x, &ReduceOptions::default())
    })?;
    let want: f64 = hx.iter().map(|&v| v as f64).sum();
    let got = out.to_vec()?[0] as f64;
    let mismatch = ((got - want).abs() > 1e-6 * hx.len() as f64).then_some(0);
    Ok(Outcome::Timed { timings, mismatch })
}

fn fused_xy1(ctx: &Ctx) -> Result<Outcome> {
    let n = ctx.sizes.n;
    let (hx, hy) = (random_f32(n, 25), random_f32(n, 26));
    let x = Array::from_slice(&hx, &[n], ctx.device)?;
    let y = Array::from_slice(&hy, &[n], ctx.device)?;
    let f = fuse(|x, y| x * y + 1.0);
    let (timings, out) = time_op(ctx.device, ctx.reps, || f.call_typed::<f32>(&[&x, &y]))?;
    let got = out.to_vec()?;
    let mismatch = (0..n)
        .into_par_iter()
        .find_first(|&i| got[i].to_bits() != (hx[i] * hy[i] + 1.0).to_bits());
    Ok(Outcome::Timed { timings, mismatch })
}

fn fused_dot(ctx: &Ctx) -> Result<Outcome> {
    let n = ctx.sizes.n;
    let (hx, hy) = (random_f32(n, 27), random_f32(n, 28));
    let x = Array::from_slice(&hx, &[n], ctx.device)?;
    let y = Array::from_slice(&hy, &[n], ctx.device)?;
    let f = fuse(|x, y| fusion::sum(x * y));
    let (timings, out) = time_op(ctx.device, ctx.reps, || f.call_typed::<f32>(&[&x, &y]))?;
    let want: f64 = hx
        .par_iter()
        .zip(hy.par_iter())
        .map(|(&a, &b)| a as f64 * b as f64)
        .sum();
    let scale: f64 = hx
        .par_iter()
        .zip(hy.par_iter())
        .map(|(&a, &b)| (a as f64 * b as f64).abs())
        .sum();
    let got = out.to_vec()?[0] as f64;
    let mismatch = ((got - want).abs() > 1e-6 * scale).then_some(0);
    Ok(Outcome::Timed { timings, mismatch })
}

fn fused_exp_sin(ctx: &Ctx) -> Result<Outcome> {
    let n = ctx.sizes.n / 4;
    let hx = random_f32(n, 29);
    let x = Array::from_slice(&hx, &[n], ctx.device)?;
    let f = fuse(|x| fusion::exp(fusion::sin(x)) * 2.0);
    let (timings, out) = time_op(ctx.device, ctx.reps, || f.call_typed::<f32>(&[&x]))?;
    let want: Vec<f64> = hx
        .par_iter()
        .map(|&v| (v as f64).sin().exp() * 2.0)
        .collect();
    let mismatch = first_far(&out.to_vec()?, &want, 1e-5);
    Ok(Outcome::Timed { timings, mismatch })
}

/// In this (fresh) process: host wall time of the first `(sinh(a) * 3 + arctan2(a, a)).sum()` on a
/// 10-element f32 array, read back: the CuPy anchor's "4 new kernels" (the device context and the
/// `arange` kernel are created before the clock starts, as in the anchor).
pub fn first_use_ms(device: &Device) -> Result<f64> {
    let a = Array::<f32>::arange_n(10, device)?;
    device.synchronize()?;
    let t = std::time::Instant::now();
    let s = sinh::<f32>(&a)?;
    let v = ((&s * 3.0)? + arctan2::<f32>(&a, &a)?)?;
    let total = sum(&v, &ReduceOptions::default())?.item()?;
    let ms = t.elapsed().as_secs_f64() * 1e3;
    let want: f64 = (0..10)
        .map(|i| (i as f64).sinh() * 3.0 + (i as f64).atan2(i as f64))
        .sum();
    if ((total as f64) - want).abs() > 1e-5 * want {
        return Err(bad(
            "first_use_ms",
            format!("wrong sum {total}, expected {want}"),
        ));
    }
    Ok(ms)
}

/// Runs `gsci-bench --first-use DEVICE` `runs` times with `GSCI_CACHE_DIR=dir`, returning the
/// milliseconds each child printed. With `fresh_dir_each_run`, every run gets an empty directory.
fn first_use_children(ctx: &Ctx, runs: usize, fresh_dir_each_run: bool) -> Result<Vec<f64>> {
    let exe = std::env::current_exe().map_err(|e| bad("first_use", format!("current_exe: {e}")))?;
    let base = std::env::temp_dir().join(format!("gsci-first-use-{}", std::process::id()));
    let mut out = Vec::new();
    for run in 0..runs {
        let dir = if fresh_dir_each_run {
            base.join(run.to_string())
        } else {
            base.join("shared")
        };
        std::fs::create_dir_all(&dir).map_err(|e| bad("first_use", format!("{dir:?}: {e}")))?;
        let o = std::process::Command::new(&exe)
            .arg("--first-use")
            .arg(ctx.device.to_string())
            .env("GSCI_CACHE_DIR", &dir)
            .output()
            .map_err(|e| bad("first_use", format!("spawn: {e}")))?;
        let text = String::from_utf8_lossy(&o.stdout);
        let ms = text.trim().parse::<f64>().map_err(|_| {
            bad(
                "first_use",
                format!(
                    "child printed {text:?}, stderr {:?}",
                    String::from_utf8_lossy(&o.stderr)
                ),
            )
        })?;
        out.push(ms);
    }
    let _ = std::fs::remove_dir_all(&base);
    Ok(out)
}

fn first_use(ctx: &Ctx, warm: bool) -> Result<Outcome> {
    if ctx.device.is_cpu() {
        return Ok(Outcome::Skipped("kernel compilation is CUDA-only".into()));
    }
    let ms = if warm {
        // One run fills the shared directory, the next five start warm.
        let mut v = first_use_children(ctx, 6, false)?;
        v.remove(0);
        v
    } else {
        first_use_children(ctx, 5, true)?
    };
    Ok(Outcome::Timed {
        timings: Timings {
            clock: Clock::HostWall,
            host_ms: ms.clone(),
            ms,
        },
        mismatch: None,
    })
}

fn first_use_cold(ctx: &Ctx) -> Result<Outcome> {
    first_use(ctx, false)
}

fn first_use_warm(ctx: &Ctx) -> Result<Outcome> {
    first_use(ctx, true)
}

fn bad(op: &'static str, reason: impl Into<String>) -> gsci_core::Error {
    gsci_core::Error::InvalidArgument {
        op,
        reason: reason.into(),
    }
}
