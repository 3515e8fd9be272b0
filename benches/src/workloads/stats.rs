//! gsci-stats workloads (issue 19): the `stats.*` rows of the third CuPy anchor set (4096^2
//! float32 matrices) and issue 19's other targets (norm.cdf and t.ppf of 2^26 float32, a batched
//! ttest_ind over 4096 columns, describe). Each result is checked after timing against the CPU
//! backend on the same input, within a relative `tol` of the output's largest magnitude (sums
//! associate differently on the two backends).

use super::{Ctx, Workload, pow2};
use crate::harness::time_op;
use crate::inputs::random_f32;
use crate::report::Outcome;
use gsci_core::{Array, Device, Element, Result};
use gsci_stats::{
    ContinuousDistribution, DescribeOptions, EntropyOptions, Norm, T, TrimOptions, TtestIndOptions,
    ZscoreOptions,
};

pub(super) fn workloads(quick: bool) -> Vec<Workload> {
    let (side, n) = sizes(quick);
    let m = format!("{side}^2");
    let p = pow2(n);
    let kde = if quick { 1000 } else { 100_000 };
    let rows: [(String, super::Run); 10] = [
        (format!("stats.zscore f32 {m} axis0"), zscore),
        (format!("stats.entropy f32 {m} axis1"), entropy),
        (format!("stats.trim_mean 0.1 f32 {m} axis0"), trim_mean),
        (format!("stats.describe f32 {m} axis0"), describe),
        (
            format!("stats.ttest_ind f32 {side} columns of {side}"),
            ttest_ind,
        ),
        (format!("stats.norm.cdf f32 {p}"), norm_cdf),
        (format!("stats.t.ppf (df=5) f32 {p}"), t_ppf),
        (format!("stats.rankdata f32 {m} axis0"), rankdata),
        (format!("stats.spearmanr f32 {m} (matrix)"), spearmanr),
        (
            format!("stats.gaussian_kde f64 {kde} points at {kde} positions"),
            kde_eval,
        ),
    ];
    rows.into_iter()
        .map(|(name, run)| Workload {
            name,
            bytes: None,
            run,
        })
        .collect()
}

fn sizes(quick: bool) -> (usize, usize) {
    if quick {
        (256, 1 << 16)
    } else {
        (4096, 1 << 26)
    }
}

/// Index of the first element of `got` farther than `tol * max|want|` from `want`.
fn mismatch<U: Element + Into<f64> + Copy>(got: &[U], want: &[U], tol: f64) -> Option<usize> {
    if got.len() != want.len() {
        return Some(got.len().min(want.len()));
    }
    let scale = want
        .iter()
        .fold(0.0f64, |m, &w| m.max(Into::<f64>::into(w).abs()))
        .max(f64::MIN_POSITIVE);
    (0..got.len()).find(|&i| {
        let (g, w): (f64, f64) = (got[i].into(), want[i].into());
        !(g.is_nan() && w.is_nan()) && ((g - w).abs() > tol * scale || g.is_nan() || w.is_nan())
    })
}

/// Times `f` on `host` (shape `shape`) on the device, then runs it on the CPU and compares.
fn checked<U>(
    ctx: &Ctx,
    host: Vec<f32>,
    shape: &[usize],
    tol: f64,
    f: impl Fn(&Array<f32>) -> Result<Array<U>>,
) -> Result<Outcome>
where
    U: Element + Into<f64> + Copy,
{
    let x = Array::from_vec(host.clone(), shape, ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || f(&x))?;
    let got = out.to_vec()?;
    let xc = Array::from_vec(host, shape, &Device::cpu())?;
    let want = f(&xc)?.to_vec()?;
    Ok(Outcome::Timed {
        timings,
        mismatch: mismatch(&got, &want, tol),
    })
}

fn matrix(ctx: &Ctx) -> (Vec<f32>, usize) {
    let side = sizes(ctx.sizes.quick).0;
    (random_f32(side * side, 191), side)
}

fn zscore(ctx: &Ctx) -> Result<Outcome> {
    let (h, side) = matrix(ctx);
    checked(ctx, h, &[side, side], 1e-5, |x| {
        let opts = ZscoreOptions {
            axis: Some(0),
            ..Default::default()
        };
        gsci_stats::zscore(x, &opts)
    })
}

fn entropy(ctx: &Ctx) -> Result<Outcome> {
    let (h, side) = matrix(ctx);
    // CuPy's twin: entropy(|x| + 0.01, axis=1).
    let h: Vec<f32> = h.into_iter().map(|v| v.abs() + 0.01).collect();
    checked(ctx, h, &[side, side], 1e-5, |x| {
        let opts = EntropyOptions {
            axis: 1,
            ..Default::default()
        };
        gsci_stats::entropy(x, None, &opts)
    })
}

fn trim_mean(ctx: &Ctx) -> Result<Outcome> {
    let (h, side) = matrix(ctx);
    checked(ctx, h, &[side, side], 1e-5, |x| {
        let opts = TrimOptions { axis: Some(0) };
        gsci_stats::trim_mean(x, 0.1, &opts)
    })
}

fn describe(ctx: &Ctx) -> Result<Outcome> {
    let (h, side) = matrix(ctx);
    // The kurtosis row: the last statistic describe computes (it needs all the others).
    checked(ctx, h, &[side, side], 1e-4, |x| {
        let opts = DescribeOptions {
            axis: Some(0),
            ..Default::default()
        };
        Ok(gsci_stats::describe(x, &opts)?.kurtosis)
    })
}

fn ttest_ind(ctx: &Ctx) -> Result<Outcome> {
    let (h, side) = matrix(ctx);
    let half = side * side / 2;
    let (a, b) = (h[..half].to_vec(), h[half..].to_vec());
    let rows = side / 2;
    let x = Array::from_vec(a.clone(), &[rows, side], ctx.device)?;
    let y = Array::from_vec(b.clone(), &[rows, side], ctx.device)?;
    let opts = TtestIndOptions {
        axis: Some(0),
        ..Default::default()
    };
    let (timings, out) = time_op(ctx.device, ctx.reps, || {
        gsci_stats::ttest_ind(&x, &y, &opts)
    })?;
    let got = out.pvalue.to_vec()?;
    let cpu = Device::cpu();
    let want = gsci_stats::ttest_ind(
        &Array::from_vec(a, &[rows, side], &cpu)?,
        &Array::from_vec(b, &[rows, side], &cpu)?,
        &opts,
    )?
    .pvalue
    .to_vec()?;
    Ok(Outcome::Timed {
        timings,
        mismatch: mismatch(&got, &want, 1e-4),
    })
}

fn vector(ctx: &Ctx, seed: u64) -> (Vec<f32>, usize) {
    let n = sizes(ctx.sizes.quick).1;
    (random_f32(n, seed), n)
}

fn norm_cdf(ctx: &Ctx) -> Result<Outcome> {
    let (h, n) = vector(ctx, 192);
    checked(ctx, h, &[n], 1e-14, |x| Norm::default().cdf(x))
}

fn t_ppf(ctx: &Ctx) -> Result<Outcome> {
    let (h, n) = vector(ctx, 193);
    // Probabilities in [0.01, 0.99] (CuPy's twin: stdtrit(5, p)).
    let p: Vec<f32> = h
        .into_iter()
        .map(|v| (v.abs() - 0.5).clamp(0.01, 0.99))
        .collect();
    checked(ctx, p, &[n], 1e-13, |x| T::new(5.0, 0.0, 1.0).ppf(x))
}

fn spearmanr(ctx: &Ctx) -> Result<Outcome> {
    let (h, side) = matrix(ctx);
    // scipy.stats.spearmanr(x): the side x side correlation matrix of the columns' ranks.
    checked(ctx, h, &[side, side], 1e-5, |x| {
        let opts = gsci_stats::SpearmanrOptions::default();
        Ok(gsci_stats::spearmanr_matrix(x, 0, &opts)?.statistic)
    })
}

fn rankdata(ctx: &Ctx) -> Result<Outcome> {
    let (h, side) = matrix(ctx);
    checked(ctx, h, &[side, side], 0.0, |x| {
        let opts = gsci_stats::RankdataOptions {
            axis: Some(0),
            ..Default::default()
        };
        gsci_stats::rankdata(x, &opts)
    })
}

fn kde_eval(ctx: &Ctx) -> Result<Outcome> {
    let n = if ctx.sizes.quick { 1000 } else { 100_000 };
    let data: Vec<f64> = random_f32(n, 194).into_iter().map(f64::from).collect();
    let pts: Vec<f64> = random_f32(n, 195)
        .into_iter()
        .map(|v| 2.0 * f64::from(v))
        .collect();
    // The CPU check takes the first points only (all of them are 10^10 kernel terms on the host).
    let k = n.min(1024);
    let run = |dev: &Device| -> Result<Array<f64>> {
        let d = Array::from_vec(data.clone(), &[n], dev)?;
        let p = Array::from_vec(pts[..k].to_vec(), &[k], dev)?;
        gsci_stats::GaussianKde::new(&d, &gsci_stats::GaussianKdeOptions::default())?.evaluate(&p)
    };
    let d = Array::from_vec(data.clone(), &[n], ctx.device)?;
    let p = Array::from_vec(pts.clone(), &[n], ctx.device)?;
    let kde = gsci_stats::GaussianKde::new(&d, &gsci_stats::GaussianKdeOptions::default())?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || kde.evaluate(&p))?;
    let got = out.to_vec()?;
    let want = run(&Device::cpu())?.to_vec()?;
    Ok(Outcome::Timed {
        timings,
        mismatch: mismatch(&got[..k], &want, 1e-10),
    })
}
