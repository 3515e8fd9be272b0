//! Sorting and scan workloads (issue 3), each checked on the host.

use super::{Ctx, Workload, pow2};
use crate::harness::time_op;
use crate::inputs::random_f32;
use crate::report::Outcome;
use gsci_core::scan::CumulativeOptions;
use gsci_core::sort::{SortOptions, UniqueOptions};
use gsci_core::{Array, Result, argsort, cumsum, sort, unique};
use rayon::prelude::*;

pub(super) fn workloads(n: usize) -> Vec<Workload> {
    let m = n / 4;
    vec![
        Workload {
            name: format!("sort f32 {}", pow2(m)),
            bytes: None,
            run: sort_f32,
        },
        Workload {
            name: format!("argsort f32 {}", pow2(m)),
            bytes: None,
            run: argsort_f32,
        },
        Workload {
            name: format!("unique f32 {} (3 decimals)", pow2(m)),
            bytes: None,
            run: unique_f32,
        },
        Workload {
            name: format!("cumsum f32 {}", pow2(m)),
            bytes: Some(8 * m as u64),
            run: cumsum_f32,
        },
    ]
}

fn input(ctx: &Ctx, seed: u64) -> Result<(Vec<f32>, Array<f32>)> {
    let m = ctx.sizes.n / 4;
    let h = random_f32(m, seed);
    let a = Array::from_slice(&h, &[m], ctx.device)?;
    Ok((h, a))
}

fn sort_f32(ctx: &Ctx) -> Result<Outcome> {
    let (mut h, a) = input(ctx, 71)?;
    let opts = SortOptions::default();
    let (timings, out) = time_op(ctx.device, ctx.reps, || sort(&a, &opts))?;
    h.par_sort_unstable_by(f32::total_cmp);
    let got = out.to_vec()?;
    let mismatch = (0..h.len())
        .into_par_iter()
        .find_first(|&i| got[i].to_bits() != h[i].to_bits());
    Ok(Outcome::Timed { timings, mismatch })
}

fn argsort_f32(ctx: &Ctx) -> Result<Outcome> {
    let (h, a) = input(ctx, 72)?;
    let opts = SortOptions {
        stable: Some(true),
        ..SortOptions::default()
    };
    let (timings, out) = time_op(ctx.device, ctx.reps, || argsort(&a, &opts))?;
    let mut want: Vec<i64> = (0..h.len() as i64).collect();
    want.par_sort_by(|&i, &j| h[i as usize].total_cmp(&h[j as usize]));
    let got = out.to_vec()?;
    let mismatch = (0..h.len())
        .into_par_iter()
        .find_first(|&i| got[i] != want[i]);
    Ok(Outcome::Timed { timings, mismatch })
}

fn unique_f32(ctx: &Ctx) -> Result<Outcome> {
    let m = ctx.sizes.n / 4;
    let h: Vec<f32> = random_f32(m, 73)
        .into_par_iter()
        .map(|x| (x * 1000.0).round() / 1000.0)
        .collect();
    let a = Array::from_slice(&h, &[m], ctx.device)?;
    let opts = UniqueOptions::default();
    let (timings, out) = time_op(ctx.device, ctx.reps, || unique(&a, &opts))?;
    let mut want = h.clone();
    want.par_sort_unstable_by(f32::total_cmp);
    want.dedup_by(|x, y| x.to_bits() == y.to_bits());
    let got = out.values.to_vec()?;
    let mismatch = if got.len() != want.len() {
        Some(got.len().min(want.len()))
    } else {
        (0..got.len()).find(|&i| got[i].to_bits() != want[i].to_bits())
    };
    Ok(Outcome::Timed { timings, mismatch })
}

fn cumsum_f32(ctx: &Ctx) -> Result<Outcome> {
    let (h, a) = input(ctx, 74)?;
    let opts = CumulativeOptions::default();
    let (timings, out) = time_op(ctx.device, ctx.reps, || cumsum::<f32, f32>(&a, &opts))?;
    let got = out.to_vec()?;
    // Compare against the f64 running sum; the f32 result's error grows with the prefix.
    let mut acc = 0f64;
    let mut mismatch = None;
    for (i, (&x, &g)) in h.iter().zip(&got).enumerate() {
        acc += x as f64;
        if ((g as f64) - acc).abs() > 1e-5 * (i as f64 + 1.0).sqrt() * 16.0 + 1e-3 {
            mismatch = Some(i);
            break;
        }
    }
    Ok(Outcome::Timed { timings, mismatch })
}
