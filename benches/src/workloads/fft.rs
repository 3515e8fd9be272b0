//! FFT workloads (issue 5), each checked against a second transform computed on the CPU.

use super::{Ctx, Workload, pow2};
use crate::harness::{time_op, time_per_op};
use crate::inputs::random_f32;
use crate::report::Outcome;
use gsci_core::{Array, Complex32, Device, Result};
use gsci_fft::{DctnOptions, FftOptions, FftnOptions, dctn, fft, rfft, rfft2};
use rayon::prelude::*;

/// Sizes: (c2c length, rfft2 side, dctn side).
pub(super) fn workloads(quick: bool) -> Vec<Workload> {
    let (n, side, dside) = sizes(quick);
    vec![
        Workload {
            name: format!("fft c2c c64 {}", pow2(n)),
            bytes: Some(16 * n as u64),
            run: c2c,
        },
        Workload {
            name: format!("rfft2 f32 {side}^2"),
            bytes: Some((side * side * 4 + side * (side / 2 + 1) * 8) as u64),
            run: rfft2_f32,
        },
        Workload {
            name: format!("rfft axis0 f32 {side}^2 (non-contiguous)"),
            bytes: Some((side * side * 4 + side * (side / 2 + 1) * 8) as u64),
            run: rfft_axis0,
        },
        Workload {
            name: format!("dctn f64 {dside}^2"),
            bytes: Some((dside * dside * 16) as u64),
            run: dctn_f64,
        },
        Workload {
            name: "fft c64 2^10 cached plan, host wall per op".into(),
            bytes: None,
            run: small_fft,
        },
    ]
}

fn sizes(quick: bool) -> (usize, usize, usize) {
    if quick {
        (1 << 16, 256, 128)
    } else {
        (1 << 24, 4096, 1024)
    }
}

/// Relative L2 error of `got` against `want` (complex as pairs of reals).
fn rel_l2(got: &[f64], want: &[f64]) -> f64 {
    if got.len() != want.len() {
        return f64::INFINITY;
    }
    let (num, den) = got
        .par_iter()
        .zip(want.par_iter())
        .map(|(g, w)| ((g - w) * (g - w), w * w))
        .reduce(|| (0.0, 0.0), |a, b| (a.0 + b.0, a.1 + b.1));
    (num / den.max(f64::MIN_POSITIVE)).sqrt()
}

fn flat_c32(v: &[Complex32]) -> Vec<f64> {
    v.iter().flat_map(|c| [c.re as f64, c.im as f64]).collect()
}

fn flat_f64c(v: &[gsci_core::Complex64]) -> Vec<f64> {
    v.iter().flat_map(|c| [c.re, c.im]).collect()
}

/// The check: the same transform in f64 on the CPU backend (rustfft), compared in relative L2.
fn outcome(timings: crate::harness::Timings, err: f64, tol: f64) -> Outcome {
    Outcome::Timed {
        timings,
        mismatch: (err.is_nan() || err > tol).then_some(0),
    }
}

fn c2c(ctx: &Ctx) -> Result<Outcome> {
    let (n, _, _) = sizes(ctx.sizes.quick);
    let re = random_f32(n, 51);
    let im = random_f32(n, 52);
    let h: Vec<Complex32> = re
        .iter()
        .zip(&im)
        .map(|(&r, &i)| Complex32::new(r, i))
        .collect();
    let x = Array::from_slice(&h, &[n], ctx.device)?;
    let opts = FftOptions::default();
    let (timings, out) = time_op(ctx.device, ctx.reps, || fft(&x, &opts))?;
    let h64: Vec<gsci_core::Complex64> = h
        .iter()
        .map(|c| gsci_core::Complex64::new(c.re as f64, c.im as f64))
        .collect();
    let want = fft(&Array::from_vec(h64, &[n], &Device::cpu())?, &opts)?.to_vec()?;
    let err = rel_l2(&flat_c32(&out.to_vec()?), &flat_f64c(&want));
    Ok(outcome(timings, err, 1e-6))
}

fn rfft2_f32(ctx: &Ctx) -> Result<Outcome> {
    let (_, s, _) = sizes(ctx.sizes.quick);
    let h = random_f32(s * s, 53);
    let x = Array::from_slice(&h, &[s, s], ctx.device)?;
    let opts = FftnOptions::default();
    let (timings, out) = time_op(ctx.device, ctx.reps, || rfft2(&x, &opts))?;
    let h64: Vec<f64> = h.par_iter().map(|&v| v as f64).collect();
    let want = rfft2(&Array::from_vec(h64, &[s, s], &Device::cpu())?, &opts)?.to_vec()?;
    let err = rel_l2(&flat_c32(&out.to_vec()?), &flat_f64c(&want));
    Ok(outcome(timings, err, 1e-6))
}

fn rfft_axis0(ctx: &Ctx) -> Result<Outcome> {
    let (_, s, _) = sizes(ctx.sizes.quick);
    let h = random_f32(s * s, 54);
    let x = Array::from_slice(&h, &[s, s], ctx.device)?;
    let opts = FftOptions {
        axis: 0,
        ..FftOptions::default()
    };
    let (timings, out) = time_op(ctx.device, ctx.reps, || rfft(&x, &opts))?;
    let h64: Vec<f64> = h.par_iter().map(|&v| v as f64).collect();
    let want = rfft(&Array::from_vec(h64, &[s, s], &Device::cpu())?, &opts)?.to_vec()?;
    let err = rel_l2(&flat_c32(&out.to_vec()?), &flat_f64c(&want));
    Ok(outcome(timings, err, 1e-6))
}

fn dctn_f64(ctx: &Ctx) -> Result<Outcome> {
    let (_, _, s) = sizes(ctx.sizes.quick);
    let h: Vec<f64> = random_f32(s * s, 55).into_iter().map(f64::from).collect();
    let x = Array::from_slice(&h, &[s, s], ctx.device)?;
    let opts = DctnOptions::default();
    let (timings, out) = time_op(ctx.device, ctx.reps, || dctn(&x, &opts))?;
    let want = dctn(&Array::from_vec(h, &[s, s], &Device::cpu())?, &opts)?.to_vec()?;
    let err = rel_l2(&out.to_vec()?, &want);
    Ok(outcome(timings, err, 1e-13))
}

fn small_fft(ctx: &Ctx) -> Result<Outcome> {
    let n = 1024;
    let re = random_f32(n, 56);
    let h: Vec<Complex32> = re.iter().map(|&r| Complex32::new(r, -r)).collect();
    let x = Array::from_slice(&h, &[n], ctx.device)?;
    let opts = FftOptions::default();
    let (timings, out) = time_per_op(ctx.device, ctx.reps, ctx.sizes.ops_per_batch, || {
        fft(&x, &opts)
    })?;
    let h64: Vec<gsci_core::Complex64> = h
        .iter()
        .map(|c| gsci_core::Complex64::new(c.re as f64, c.im as f64))
        .collect();
    let want = fft(&Array::from_vec(h64, &[n], &Device::cpu())?, &opts)?.to_vec()?;
    let err = rel_l2(&flat_c32(&out.to_vec()?), &flat_f64c(&want));
    Ok(outcome(timings, err, 1e-6))
}
