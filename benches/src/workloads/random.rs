//! gsci-random workloads (issue 17): each output checked after timing, its first 2^16 elements
//! bit for bit against the CPU backend (same seed) and the whole array's mean and variance
//! within 6 standard errors of the exact values.

use super::{Ctx, Workload, pow2};
use crate::harness::time_op;
use crate::report::Outcome;
use gsci_core::{Array, Device, Element, Result};
use gsci_random::{IntegersOptions, default_rng_on};
use rayon::prelude::*;

pub(super) fn workloads(quick: bool) -> Vec<Workload> {
    let (n28, n27, n26, n24) = sizes(quick);
    vec![
        Workload {
            name: format!("random.random f32 {}", pow2(n28)),
            bytes: Some(4 * n28 as u64),
            run: random_f32,
        },
        Workload {
            name: format!("random.standard_normal f64 {}", pow2(n27)),
            bytes: Some(8 * n27 as u64),
            run: standard_normal,
        },
        Workload {
            name: format!("random.integers i64 [0,1000) {}", pow2(n27)),
            bytes: Some(8 * n27 as u64),
            run: integers,
        },
        Workload {
            name: format!("random.gamma(2.5) f64 {}", pow2(n26)),
            bytes: None,
            run: gamma,
        },
        Workload {
            name: format!("random.poisson(4.0) {}", pow2(n26)),
            bytes: None,
            run: poisson,
        },
        Workload {
            name: format!("random.binomial(20,0.3) {}", pow2(n26)),
            bytes: None,
            run: binomial,
        },
        Workload {
            name: format!("random.beta(2,5) f64 {}", pow2(n26)),
            bytes: None,
            run: beta,
        },
        Workload {
            name: format!("random.permutation {}", pow2(n24)),
            bytes: None,
            run: permutation,
        },
    ]
}

fn sizes(quick: bool) -> (usize, usize, usize, usize) {
    if quick {
        (1 << 20, 1 << 19, 1 << 18, 1 << 16)
    } else {
        (1 << 28, 1 << 27, 1 << 26, 1 << 24)
    }
}

const SEED: u128 = 17;
const PREFIX: usize = 1 << 16;

/// Times `draw` (a fresh generator each call, so every call gives the same array), then checks
/// the prefix against the CPU and the moments against `(mean, var)`.
fn run<T: Element + PartialEq>(
    ctx: &Ctx,
    n: usize,
    mean_var: (f64, f64),
    draw: impl Fn(&Device, usize) -> Result<Array<T>>,
    conv: fn(T) -> f64,
) -> Result<Outcome> {
    let (timings, out) = time_op(ctx.device, ctx.reps, || draw(ctx.device, n))?;
    let got = out.to_vec()?;
    let cpu = draw(&Device::cpu(), PREFIX.min(n))?.to_vec()?;
    if let Some(i) = (0..cpu.len()).find(|&i| got[i] != cpu[i]) {
        return Ok(Outcome::Timed {
            timings,
            mismatch: Some(i),
        });
    }
    let nf = n as f64;
    let mean = got.par_iter().map(|&v| conv(v)).sum::<f64>() / nf;
    let var = got
        .par_iter()
        .map(|&v| (conv(v) - mean).powi(2))
        .sum::<f64>()
        / (nf - 1.0);
    let (m, v) = mean_var;
    // Standard errors; the variance's uses a kurtosis bound of 3 (all these are light-tailed).
    let (se_m, se_v) = ((v / nf).sqrt(), v * (5.0 / nf).sqrt());
    if (mean - m).abs() > 6.0 * se_m || (var - v).abs() > 6.0 * se_v {
        return Ok(Outcome::Failed(format!(
            "mean {mean} (want {m}), variance {var} (want {v})"
        )));
    }
    Ok(Outcome::Timed {
        timings,
        mismatch: None,
    })
}

fn random_f32(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    run(
        ctx,
        n,
        (0.5, 1.0 / 12.0),
        |d, n| default_rng_on(SEED, d).random::<f32>(&[n]),
        f64::from,
    )
}

fn standard_normal(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).1;
    run(
        ctx,
        n,
        (0.0, 1.0),
        |d, n| default_rng_on(SEED, d).standard_normal::<f64>(&[n]),
        |v| v,
    )
}

fn integers(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).1;
    // As `run`, and every value in range.
    let (timings, out) = time_op(ctx.device, ctx.reps, || {
        default_rng_on(SEED, ctx.device).integers::<i64>(0, 1000, &[n], &IntegersOptions::default())
    })?;
    let got = out.to_vec()?;
    let cpu = default_rng_on(SEED, &Device::cpu())
        .integers::<i64>(0, 1000, &[PREFIX.min(n)], &IntegersOptions::default())?
        .to_vec()?;
    if let Some(i) = (0..cpu.len()).find(|&i| got[i] != cpu[i]) {
        return Ok(Outcome::Timed {
            timings,
            mismatch: Some(i),
        });
    }
    if got.par_iter().any(|&v| !(0..1000).contains(&v)) {
        return Ok(Outcome::Failed("a value outside [0, 1000)".into()));
    }
    let nf = n as f64;
    let mean = got.par_iter().map(|&v| v as f64).sum::<f64>() / nf;
    let (m, v) = (499.5, (1000.0f64 * 1000.0 - 1.0) / 12.0);
    if (mean - m).abs() > 6.0 * (v / nf).sqrt() {
        return Ok(Outcome::Failed(format!("mean {mean} (want {m})")));
    }
    Ok(Outcome::Timed {
        timings,
        mismatch: None,
    })
}

fn gamma(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).2;
    run(
        ctx,
        n,
        (2.5, 2.5),
        |d, n| default_rng_on(SEED, d).gamma(2.5, 1.0, &[n]),
        |v| v,
    )
}

fn beta(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).2;
    // Beta(2, 5): mean 2/7, variance ab / ((a+b)^2 (a+b+1)) = 10/392.
    run(
        ctx,
        n,
        (2.0 / 7.0, 10.0 / 392.0),
        |d, n| default_rng_on(SEED, d).beta(2.0, 5.0, &[n]),
        |v| v,
    )
}

fn poisson(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).2;
    run(
        ctx,
        n,
        (4.0, 4.0),
        |d, n| default_rng_on(SEED, d).poisson(4.0, &[n]),
        |v| v as f64,
    )
}

fn binomial(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).2;
    run(
        ctx,
        n,
        (6.0, 4.2),
        |d, n| default_rng_on(SEED, d).binomial(20, 0.3, &[n]),
        |v| v as f64,
    )
}

fn permutation(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).3;
    let (timings, out) = time_op(ctx.device, ctx.reps, || {
        default_rng_on(SEED, ctx.device).permutation(n)
    })?;
    let got = out.to_vec()?;
    let mut seen = vec![false; n];
    for (i, &v) in got.iter().enumerate() {
        if v < 0 || v as usize >= n || seen[v as usize] {
            return Ok(Outcome::Timed {
                timings,
                mismatch: Some(i),
            });
        }
        seen[v as usize] = true;
    }
    let cpu = default_rng_on(SEED, &Device::cpu())
        .permutation(n)?
        .to_vec()?;
    let mismatch = (0..n).find(|&i| got[i] != cpu[i]);
    Ok(Outcome::Timed { timings, mismatch })
}
