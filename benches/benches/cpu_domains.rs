//! CPU backend benchmarks (criterion) of gsci-special, gsci-random, gsci-signal and gsci-stats:
//! the CPU targets of their issues ("no slower than SciPy/NumPy on the same 2-core machine").
//! `benches/cpu_compare.py` times the SciPy/NumPy twins (same sizes, same names, ids prefixed
//! `d_`) and prints gsci/SciPy per workload from criterion's estimates.
//!
//! Run: `cargo bench -p gsci-benches --bench cpu_domains` then
//! `python3 benches/cpu_compare.py OUT.json --only d_` (a filter selects workloads:
//! `cargo bench -p gsci-benches --bench cpu_domains -- d_erf`).

use criterion::{Criterion, criterion_group, criterion_main};
use gsci_benches::random_f32;
use gsci_core::{Array, Device};
use gsci_signal::{
    BType, FftconvolveOptions, FilterOutput, FindPeaksOptions, FirwinOptions, IirOptions,
    LfilterOptions, ResamplePolyOptions, SosfiltOptions, WelchOptions, butter, fftconvolve,
    find_peaks, firwin, lfilter, resample_poly, sosfilt, welch,
};
use gsci_stats::{
    ContinuousDistribution, DescribeOptions, Norm, RankdataOptions, TtestIndOptions, ZscoreOptions,
    describe, rankdata, ttest_ind, zscore,
};
use std::hint::black_box;
use std::time::Duration;

fn cpu() -> Device {
    Device::cpu()
}

/// `n` values in ±[0.5, 1.5) (benches' deterministic inputs) mapped by `f`, as an array.
fn input<T: gsci_core::Element>(n: usize, seed: u64, f: impl Fn(f32) -> T) -> Array<T> {
    let v: Vec<T> = random_f32(n, seed).into_iter().map(f).collect();
    Array::from_vec(v, &[n], &cpu()).unwrap()
}

fn special(c: &mut Criterion) {
    let n = 1 << 24;
    let x = input(n, 1, |v| v);
    c.bench_function("d_erf_f32_2p24", |b| {
        b.iter(|| black_box(gsci_special::erf::<f32>(&x).unwrap()))
    });
    let x = input(1 << 22, 2, |v| 4.0 * f64::from(v.abs()));
    c.bench_function("d_gammainc_f64_2p22_a2.5", |b| {
        b.iter(|| black_box(gsci_special::gammainc::<f64>(2.5, &x).unwrap()))
    });
    let x = input(1 << 20, 3, |v| 20.0 * f64::from(v.abs()));
    c.bench_function("d_jv_f64_2p20_v2.5", |b| {
        b.iter(|| black_box(gsci_special::jv::<f64>(2.5, &x).unwrap()))
    });
}

fn random(c: &mut Criterion) {
    let mut g = gsci_random::default_rng_on(7, &cpu());
    c.bench_function("d_standard_normal_f64_2p24", |b| {
        b.iter(|| black_box(g.standard_normal::<f64>(&[1 << 24]).unwrap()))
    });
}

fn signal(c: &mut Criterion) {
    let n = 1 << 22;
    let x64 = input(n, 4, f64::from);
    let x32 = input(n, 5, |v| v);
    let sos = butter(
        8,
        &[0.1],
        &IirOptions {
            btype: BType::Lowpass,
            output: FilterOutput::Sos,
            ..Default::default()
        },
    )
    .unwrap()
    .into_sos()
    .unwrap();
    c.bench_function("d_sosfilt_f64_2p22_butter8", |b| {
        b.iter(|| black_box(sosfilt(&sos, &x64, &SosfiltOptions::default()).unwrap()))
    });
    let taps = firwin(127, &[0.1], &FirwinOptions::default())
        .unwrap()
        .astype::<f32>()
        .unwrap();
    let one = Array::from_vec(vec![1.0f32], &[1], &cpu()).unwrap();
    c.bench_function("d_lfilter_fir127_f32_2p22", |b| {
        b.iter(|| black_box(lfilter(&taps, &one, &x32, &LfilterOptions::default()).unwrap()))
    });
    let k = input(1024, 6, |v| v);
    c.bench_function("d_fftconvolve_f32_2p22_k1024", |b| {
        b.iter(|| black_box(fftconvolve(&x32, &k, &FftconvolveOptions::default()).unwrap()))
    });
    let wo = WelchOptions {
        nperseg: Some(1024),
        ..Default::default()
    };
    c.bench_function("d_welch_f32_2p22_nperseg1024", |b| {
        b.iter(|| black_box(welch(&x32, &wo).unwrap()))
    });
    c.bench_function("d_resample_poly_f32_2p22_3_2", |b| {
        b.iter(|| black_box(resample_poly(&x32, 3, 2, &ResamplePolyOptions::default()).unwrap()))
    });
    c.bench_function("d_find_peaks_f32_2p22", |b| {
        b.iter(|| black_box(find_peaks(&x32, &FindPeaksOptions::default()).unwrap()))
    });
}

fn stats(c: &mut Criterion) {
    let (r, k) = (2048, 2048);
    let m = Array::from_vec(
        random_f32(r * k, 8).into_iter().map(f64::from).collect(),
        &[r, k],
        &cpu(),
    )
    .unwrap();
    c.bench_function("d_describe_f64_2048x2048_axis0", |b| {
        b.iter(|| black_box(describe(&m, &DescribeOptions::default()).unwrap()))
    });
    c.bench_function("d_zscore_f64_2048x2048_axis0", |b| {
        b.iter(|| black_box(zscore(&m, &ZscoreOptions::default()).unwrap()))
    });
    let (ta, tb) = (
        m.slice_axis(0, Some(0), Some(1024), 1).unwrap(),
        m.slice_axis(0, Some(1024), None, 1).unwrap(),
    );
    let (ta, tb) = (ta.copy().unwrap(), tb.copy().unwrap());
    c.bench_function("d_ttest_ind_f64_1024x2048_axis0", |b| {
        b.iter(|| black_box(ttest_ind(&ta, &tb, &TtestIndOptions::default()).unwrap()))
    });
    let v = input(1 << 20, 9, f64::from);
    c.bench_function("d_rankdata_f64_2p20", |b| {
        b.iter(|| black_box(rankdata(&v, &RankdataOptions::default()).unwrap()))
    });
    let z = input(1 << 24, 10, f64::from);
    let norm = Norm::default();
    c.bench_function("d_norm_cdf_f64_2p24", |b| {
        b.iter(|| black_box(norm.cdf(&z).unwrap()))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    targets = special, random, signal, stats
}
criterion_main!(benches);
