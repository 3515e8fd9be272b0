//! ndimage workloads (issue 7), each checked against the CPU backend.

use super::{Ctx, Workload};
use crate::harness::time_op;
use crate::inputs::random_f32;
use crate::report::Outcome;
use gsci_core::{Array, Device, Result};
use gsci_ndimage::{BinaryErosionOptions, binary_erosion, label};

pub(super) fn workloads(quick: bool) -> Vec<Workload> {
    let s = side(quick);
    vec![
        Workload {
            name: format!("ndimage binary_erosion 3x3 bool {s}^2"),
            bytes: Some(2 * (s * s) as u64),
            run: erosion,
        },
        Workload {
            name: format!("ndimage label bool {s}^2"),
            bytes: None,
            run: label_image,
        },
    ]
}

fn side(quick: bool) -> usize {
    if quick { 512 } else { 4096 }
}

/// A random binary image with about 31% ones (as `standard_normal > 0.5`).
fn binary_image(s: usize, seed: u64) -> Vec<bool> {
    random_f32(s * s, seed)
        .into_iter()
        // |x| is uniform in [0.5, 1.5]: |x| < 0.81 holds with probability 0.31.
        .map(|x| x.abs() < 0.81)
        .collect()
}

fn first_diff<T: PartialEq>(a: &[T], b: &[T]) -> Option<usize> {
    if a.len() != b.len() {
        return Some(a.len().min(b.len()));
    }
    a.iter().zip(b).position(|(x, y)| x != y)
}

fn erosion(ctx: &Ctx) -> Result<Outcome> {
    let s = side(ctx.sizes.quick);
    let h = binary_image(s, 61);
    let x = Array::from_slice(&h, &[s, s], ctx.device)?;
    let opts = BinaryErosionOptions::default();
    let (timings, out) = time_op(ctx.device, ctx.reps, || binary_erosion(&x, &opts))?;
    let want = binary_erosion(&Array::from_vec(h, &[s, s], &Device::cpu())?, &opts)?;
    let mismatch = first_diff(&out.to_vec()?, &want.to_vec()?);
    Ok(Outcome::Timed { timings, mismatch })
}

fn label_image(ctx: &Ctx) -> Result<Outcome> {
    let s = side(ctx.sizes.quick);
    let h = binary_image(s, 62);
    let x = Array::from_slice(&h, &[s, s], ctx.device)?;
    let (timings, (out, n)) = time_op(ctx.device, ctx.reps, || label(&x, None))?;
    let (want, wn) = label(&Array::from_vec(h, &[s, s], &Device::cpu())?, None)?;
    let mismatch = if n != wn {
        Some(0)
    } else {
        first_diff(&out.to_vec()?, &want.to_vec()?)
    };
    Ok(Outcome::Timed { timings, mismatch })
}
