//! gsci-special workloads (issue 16): the `special.*` rows of the third CuPy anchor set (the same
//! inputs: `u = |x| + 0.1` from magnitudes in [0.5, 1.5], `p` in [0.01, 0.99]) and a fused
//! `sum(erf(x) * y)`. Each output is checked after timing: its first 2^16 elements within 2 ulp
//! of the CPU backend (the same algorithm; the math libraries differ by 1-2 ulp), reductions
//! within a relative 1e-5 of a float64 sum on the host.

use super::{Ctx, Workload, pow2};
use crate::harness::time_op;
use crate::inputs::random_f32;
use crate::report::Outcome;
use gsci_core::fusion::{self, fuse};
use gsci_core::ufunc::DynArray;
use gsci_core::{Array, DType, Device, Result};
use gsci_special::{LogsumexpOptions, SoftmaxOptions};

pub(super) fn workloads(quick: bool) -> Vec<Workload> {
    let (n, side) = sizes(quick);
    let p = pow2(n);
    let mut v = Vec::new();
    for (name, run) in [
        ("erf f32", erf as super::Run),
        ("erfinv f32", erfinv),
        ("ndtri f32", ndtri),
        ("digamma f32", digamma),
        ("gammainc f32 (a=2.5)", gammainc),
        ("betainc f32 (2,3)", betainc),
        ("gammaln f64", gammaln),
        ("i0 f32", i0),
        ("k0 f32", k0),
        ("y1 f32", y1),
        ("expit f32", expit),
        ("zeta f64 (x, 1.5)", zeta),
        ("erfcx f64", erfcx),
        ("log_ndtr f64", log_ndtr),
        ("ellipk f64", ellipk),
        ("kv f64 (v=2.5)", kv),
        ("fused sum(erf(x)*y) f32", fused_erf),
    ] {
        v.push(Workload {
            name: format!("special.{name} {p}"),
            bytes: None,
            run,
        });
    }
    v.push(Workload {
        name: format!("special.logsumexp f32 {side}x{side} axis1"),
        bytes: None,
        run: logsumexp,
    });
    v.push(Workload {
        name: format!("special.softmax f32 {side}x{side} axis1"),
        bytes: None,
        run: softmax,
    });
    v
}

fn sizes(quick: bool) -> (usize, usize) {
    if quick {
        (1 << 18, 512)
    } else {
        (1 << 26, 8192)
    }
}

const PREFIX: usize = 1 << 16;

/// `|x| + 0.1` (CuPy's `u`).
fn u_host(n: usize) -> Vec<f32> {
    random_f32(n, 161)
        .into_iter()
        .map(|x| x.abs() + 0.1)
        .collect()
}

/// Values in [0.01, 0.99] (CuPy's `p`).
fn p_host(n: usize) -> Vec<f32> {
    random_f32(n, 162)
        .into_iter()
        .map(|x| (x.abs() - 0.5).clamp(0.01, 0.99))
        .collect()
}

fn ulps(a: f64, b: f64, single: bool) -> f64 {
    if a == b || (a.is_nan() && b.is_nan()) {
        return 0.0;
    }
    let ulp = if single {
        let x = (a.abs() as f32).max(f32::MIN_POSITIVE);
        (f32::from_bits(x.to_bits() + 1) - x) as f64
    } else {
        let x = a.abs().max(f64::MIN_POSITIVE);
        f64::from_bits(x.to_bits() + 1) - x
    };
    (a - b).abs() / ulp
}

/// Times `f` on the device input `x`, then checks the first elements against the CPU.
fn elementwise(
    ctx: &Ctx,
    host: Vec<f32>,
    dtype: DType,
    f: impl Fn(&DynArray) -> Result<DynArray>,
) -> Result<Outcome> {
    let n = host.len();
    let x = DynArray::from(Array::from_vec(host.clone(), &[n], ctx.device)?).astype(dtype)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || f(&x))?;
    let got = out.astype(DType::F64)?.into_typed::<f64>()?;
    let got = got.to_vec()?;
    let k = PREFIX.min(n);
    let xc =
        DynArray::from(Array::from_vec(host[..k].to_vec(), &[k], &Device::cpu())?).astype(dtype)?;
    let want = f(&xc)?.astype(DType::F64)?.into_typed::<f64>()?.to_vec()?;
    let single = dtype == DType::F32;
    let mismatch = (0..k).find(|&i| ulps(got[i], want[i], single) > 2.0);
    Ok(Outcome::Timed { timings, mismatch })
}

fn erf(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, u_host(n), DType::F32, |x| gsci_special::erf_dyn(x))
}

fn erfinv(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    let h: Vec<f32> = p_host(n).into_iter().map(|p| p * 2.0 - 1.0).collect();
    elementwise(ctx, h, DType::F32, |x| gsci_special::erfinv_dyn(x))
}

fn ndtri(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, p_host(n), DType::F32, |x| gsci_special::ndtri_dyn(x))
}

fn ellipk(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, p_host(n), DType::F64, |x| gsci_special::ellipk_dyn(x))
}

fn kv(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, u_host(n), DType::F64, |x| gsci_special::kv_dyn(2.5, x))
}

fn i0(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, u_host(n), DType::F32, |x| gsci_special::i0_dyn(x))
}

fn k0(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, u_host(n), DType::F32, |x| gsci_special::k0_dyn(x))
}

fn y1(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, u_host(n), DType::F32, |x| gsci_special::y1_dyn(x))
}

fn expit(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, u_host(n), DType::F32, |x| gsci_special::expit_dyn(x))
}

fn zeta(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    let h: Vec<f32> = u_host(n);
    // CuPy: zeta(u64 + 1.1, 1.5): the shift in float64.
    elementwise(ctx, h, DType::F64, |x| {
        let s = gsci_core::ufunc::binary(gsci_core::ufunc::BinaryOp::Add, x, 1.1)?;
        gsci_special::zeta_dyn(&s, 1.5)
    })
}

fn digamma(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, u_host(n), DType::F32, |x| gsci_special::digamma_dyn(x))
}

/// CuPy: `gammainc(2.5, u)`: a weak Python float next to float32 stays float32.
fn gammainc(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, u_host(n), DType::F32, |x| {
        gsci_special::gammainc_dyn(2.5, x)
    })
}

/// CuPy: `betainc(2.0, 3.0, p)` on float32 `p`.
fn betainc(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, p_host(n), DType::F32, |x| {
        gsci_special::betainc_dyn(2.0, 3.0, x)
    })
}

fn gammaln(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, u_host(n), DType::F64, |x| gsci_special::gammaln_dyn(x))
}

fn erfcx(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, u_host(n), DType::F64, |x| gsci_special::erfcx_dyn(x))
}

fn log_ndtr(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    elementwise(ctx, u_host(n), DType::F64, |x| {
        let s = gsci_core::ufunc::binary(gsci_core::ufunc::BinaryOp::Subtract, x, 3.0)?;
        gsci_special::log_ndtr_dyn(&s)
    })
}

/// One fused launch: `sum(erf(x) * y)` over float32, checked against a float64 host sum of the
/// CPU's products.
fn fused_erf(ctx: &Ctx) -> Result<Outcome> {
    let n = sizes(ctx.sizes.quick).0;
    let xh = random_f32(n, 163);
    let yh = random_f32(n, 164);
    let x = Array::from_vec(xh.clone(), &[n], ctx.device)?;
    let y = Array::from_vec(yh.clone(), &[n], ctx.device)?;
    let f = fuse(|x, y| fusion::sum(gsci_special::fusion::erf(x) * y));
    let (timings, out) = time_op(ctx.device, ctx.reps, || f.call_typed::<f32>(&[&x, &y]))?;
    let got = out.item()? as f64;
    let (mut want, mut mag) = (0.0f64, 0.0f64);
    for (a, b) in xh.iter().zip(&yh) {
        let t = (gsci_special::scalar::error::erf(*a as f64) as f32 * b) as f64;
        want += t;
        mag += t.abs();
    }
    if (got - want).abs() > 1e-5 * mag {
        return Ok(Outcome::Failed(format!("sum {got}, host {want}")));
    }
    Ok(Outcome::Timed {
        timings,
        mismatch: None,
    })
}

fn matrix(ctx: &Ctx) -> Result<(Array<f32>, Vec<f32>, usize)> {
    let side = sizes(ctx.sizes.quick).1;
    let h = u_host(side * side);
    Ok((
        Array::from_vec(h.clone(), &[side, side], ctx.device)?,
        h,
        side,
    ))
}

fn logsumexp(ctx: &Ctx) -> Result<Outcome> {
    let (a, h, side) = matrix(ctx)?;
    let opts = LogsumexpOptions {
        axis: Some(vec![1]),
        ..Default::default()
    };
    let (timings, out) = time_op(ctx.device, ctx.reps, || {
        gsci_special::logsumexp_dyn(&a, &opts)
    })?;
    let got = out.0.into_typed::<f32>()?.to_vec()?;
    let mismatch = (0..side.min(64)).find(|&r| {
        let row = &h[r * side..(r + 1) * side];
        let m = row.iter().fold(f64::NEG_INFINITY, |m, &v| m.max(v as f64));
        let s: f64 = row.iter().map(|&v| ((v as f64) - m).exp()).sum();
        let want = m + s.ln();
        (got[r] as f64 - want).abs() > 4.0 * f32::EPSILON as f64 * want.abs()
    });
    Ok(Outcome::Timed { timings, mismatch })
}

fn softmax(ctx: &Ctx) -> Result<Outcome> {
    let (a, h, side) = matrix(ctx)?;
    let opts = SoftmaxOptions {
        axis: Some(vec![1]),
    };
    let (timings, out) = time_op(ctx.device, ctx.reps, || {
        gsci_special::softmax_dyn(&a, &opts)
    })?;
    let got = out.into_typed::<f32>()?.to_vec()?;
    let mismatch = (0..side.min(16)).find_map(|r| {
        let row = &h[r * side..(r + 1) * side];
        let m = row.iter().fold(f64::NEG_INFINITY, |m, &v| m.max(v as f64));
        let s: f64 = row.iter().map(|&v| ((v as f64) - m).exp()).sum();
        (0..side).find_map(|c| {
            let want = ((row[c] as f64) - m).exp() / s;
            let g = got[r * side + c] as f64;
            ((g - want).abs() > 4.0 * f32::EPSILON as f64 * want).then_some(r * side + c)
        })
    });
    Ok(Outcome::Timed { timings, mismatch })
}
