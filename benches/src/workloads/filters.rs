//! ndimage filter workloads (issue 7), each checked against the CPU backend.

use super::{Ctx, Workload};
use crate::harness::{Repeats, time_op};
use crate::inputs::random_f32;
use crate::report::Outcome;
use gsci_core::{Array, Device, Result};
use gsci_ndimage::{
    CorrelateOptions, GaussianFilterOptions, RankFilterOptions, RotateOptions, SobelOptions,
    UniformFilterOptions, ZoomOptions, convolve, gaussian_filter, median_filter, rotate, sobel,
    uniform_filter, zoom,
};

pub(super) fn workloads(quick: bool) -> Vec<Workload> {
    let (s, v) = sides(quick);
    let img = (2 * s * s * 4) as u64;
    vec![
        Workload {
            name: format!("ndimage gaussian_filter f32 {s}^2 sigma 4"),
            bytes: Some(img),
            run: gaussian,
        },
        Workload {
            name: format!("ndimage uniform_filter f32 {s}^2 size 9"),
            bytes: Some(img),
            run: uniform,
        },
        Workload {
            name: format!("ndimage median_filter f32 {s}^2 3x3"),
            bytes: Some(img),
            run: median,
        },
        Workload {
            name: format!("ndimage convolve f32 {s}^2 7x7"),
            bytes: Some(img),
            run: convolve7,
        },
        Workload {
            name: format!("ndimage sobel f32 {s}^2"),
            bytes: Some(img),
            run: sobel_img,
        },
        Workload {
            name: format!("ndimage zoom f32 {s}^2 x0.5 order 3"),
            bytes: None,
            run: zoom_half,
        },
        Workload {
            name: format!("ndimage rotate f32 {s}^2 30 deg order 1"),
            bytes: None,
            run: rotate30,
        },
        Workload {
            name: format!("ndimage gaussian_filter f32 {v}^3 sigma 2"),
            bytes: Some((2 * v * v * v * 4) as u64),
            run: gaussian3d,
        },
    ]
}

fn sides(quick: bool) -> (usize, usize) {
    if quick { (256, 32) } else { (4096, 512) }
}

fn image(ctx: &Ctx, seed: u64) -> Result<(Vec<f32>, Array<f32>, usize)> {
    let (s, _) = sides(ctx.sizes.quick);
    let h = random_f32(s * s, seed);
    let a = Array::from_slice(&h, &[s, s], ctx.device)?;
    Ok((h, a, s))
}

/// First element where |got - want| > tol * (1 + |want|).
fn check(got: &[f32], want: &[f32], tol: f32) -> Option<usize> {
    if got.len() != want.len() {
        return Some(got.len().min(want.len()));
    }
    got.iter()
        .zip(want)
        .position(|(g, w)| (g - w).abs() > tol * (1.0 + w.abs()) || (g.is_nan() != w.is_nan()))
}

fn run<F>(ctx: &Ctx, seed: u64, tol: f32, reps: Repeats, f: F) -> Result<Outcome>
where
    F: Fn(&Array<f32>) -> Result<Array<f32>>,
{
    let (h, a, s) = image(ctx, seed)?;
    let (timings, out) = time_op(ctx.device, reps, || f(&a))?;
    let want = f(&Array::from_vec(h, &[s, s], &Device::cpu())?)?.to_vec()?;
    Ok(Outcome::Timed {
        timings,
        mismatch: check(&out.to_vec()?, &want, tol),
    })
}

fn gaussian(ctx: &Ctx) -> Result<Outcome> {
    run(ctx, 91, 1e-5, ctx.reps, |a| {
        gaussian_filter(a, &[4.0], &GaussianFilterOptions::default())
    })
}

fn uniform(ctx: &Ctx) -> Result<Outcome> {
    let opts = UniformFilterOptions {
        size: vec![9],
        ..UniformFilterOptions::default()
    };
    run(ctx, 92, 1e-5, ctx.reps, |a| uniform_filter(a, &opts))
}

fn median(ctx: &Ctx) -> Result<Outcome> {
    let opts = RankFilterOptions {
        size: Some(vec![3]),
        ..RankFilterOptions::default()
    };
    run(ctx, 93, 0.0, ctx.reps, |a| median_filter(a, &opts))
}

fn convolve7(ctx: &Ctx) -> Result<Outcome> {
    let w: Vec<f64> = random_f32(49, 94).into_iter().map(f64::from).collect();
    let opts = CorrelateOptions::default();
    run(ctx, 95, 1e-5, ctx.reps, |a| {
        let wd = Array::from_slice(&w, &[7, 7], a.device())?;
        convolve(a, &wd, &opts)
    })
}

fn sobel_img(ctx: &Ctx) -> Result<Outcome> {
    run(ctx, 96, 1e-5, ctx.reps, |a| {
        sobel(a, &SobelOptions::default())
    })
}

fn gaussian3d(ctx: &Ctx) -> Result<Outcome> {
    let (_, v) = sides(ctx.sizes.quick);
    let h = random_f32(v * v * v, 97);
    let a = Array::from_slice(&h, &[v, v, v], ctx.device)?;
    let opts = GaussianFilterOptions::default();
    let reps = Repeats {
        warmup: 1,
        repeats: ctx.reps.repeats.clamp(1, 10),
    };
    let (timings, out) = time_op(ctx.device, reps, || gaussian_filter(&a, &[2.0], &opts))?;
    let want = gaussian_filter(
        &Array::from_vec(h, &[v, v, v], &Device::cpu())?,
        &[2.0],
        &opts,
    )?;
    Ok(Outcome::Timed {
        timings,
        mismatch: check(&out.to_vec()?, &want.to_vec()?, 1e-5),
    })
}

fn zoom_half(ctx: &Ctx) -> Result<Outcome> {
    let opts = ZoomOptions {
        order: 3,
        ..ZoomOptions::default()
    };
    run(ctx, 98, 1e-5, ctx.reps, |a| zoom(a, &[0.5], &opts))
}

fn rotate30(ctx: &Ctx) -> Result<Outcome> {
    let opts = RotateOptions {
        order: 1,
        reshape: false,
        ..RotateOptions::default()
    };
    run(ctx, 99, 1e-5, ctx.reps, |a| rotate(a, 30.0, &opts))
}
