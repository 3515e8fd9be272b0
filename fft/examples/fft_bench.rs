//! Times the FFT workloads: `cargo run --release -p gsci-fft --example fft_bench -- cpu`
//! (CPU, against SciPy on the same machine) or `-- cuda` (H200, against CuPy:
//! `fft/examples/fft_bench_cupy.py` times the same workloads).
//!
//! GPU times are the median of CUDA-event times around each call (after warm-up); the host
//! overhead is the host wall time per call of a small cached-plan transform, without syncs.

use gsci_core::{Array, Complex32, Device, Result};
use gsci_fft::*;
use std::time::Instant;

fn random_f32(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 40) as f32 / (1u64 << 24) as f32) - 0.5
        })
        .collect()
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).expect("no NaN"));
    v[v.len() / 2]
}

fn time_gpu(dev: &Device, name: &str, mut f: impl FnMut() -> Result<()>) -> Result<()> {
    for _ in 0..3 {
        f()?;
    }
    let mut times = Vec::new();
    for _ in 0..20 {
        let (a, b) = (dev.new_event()?, dev.new_event()?);
        a.record()?;
        f()?;
        b.record()?;
        times.push(a.elapsed_ms(&b)? as f64);
    }
    println!("{name:44} {:10.4} ms", median(times));
    Ok(())
}

fn time_cpu(name: &str, mut f: impl FnMut() -> Result<()>) -> Result<()> {
    f()?;
    let mut times = Vec::new();
    for _ in 0..10 {
        let t = Instant::now();
        f()?;
        times.push(t.elapsed().as_secs_f64() * 1e3);
    }
    println!("{name:44} {:10.3} ms", median(times));
    Ok(())
}

fn main() -> Result<()> {
    let mode = std::env::args().nth(1).unwrap_or_else(|| "cpu".into());
    if mode == "cpu" {
        let dev = Device::cpu();
        let n = 1 << 20;
        let v = random_f32(2 * n, 1);
        let x: Vec<Complex32> = v.chunks(2).map(|p| Complex32::new(p[0], p[1])).collect();
        let x = Array::from_vec(x, &[n], &dev)?;
        time_cpu("cpu c2c c64 2^20", || {
            fft(&x, &FftOptions::default()).map(drop)
        })?;
        let r = Array::from_vec(random_f32(2048 * 2048, 2), &[2048, 2048], &dev)?;
        time_cpu("cpu rfft2 f32 2048^2", || {
            rfft2(&r, &FftnOptions::default()).map(drop)
        })?;
        let d =
            Array::from_vec(random_f32(1024 * 1024, 3), &[1024, 1024], &dev)?.astype::<f64>()?;
        time_cpu("cpu dctn f64 1024^2", || {
            dctn(&d, &DctnOptions::default()).map(drop)
        })?;
        return Ok(());
    }
    let dev = Device::parse(&mode)?;
    let n = 1 << 24;
    let v = random_f32(2 * n, 1);
    let x: Vec<Complex32> = v.chunks(2).map(|p| Complex32::new(p[0], p[1])).collect();
    let x = Array::from_vec(x, &[n], &dev)?;
    time_gpu(&dev, "c2c c64 2^24", || {
        fft(&x, &FftOptions::default()).map(drop)
    })?;
    let r = Array::from_vec(random_f32(4096 * 4096, 2), &[4096, 4096], &dev)?;
    time_gpu(&dev, "rfft2 f32 4096^2", || {
        rfft2(&r, &FftnOptions::default()).map(drop)
    })?;
    let axis0 = FftOptions {
        axis: 0,
        ..Default::default()
    };
    time_gpu(&dev, "rfft f32 4096^2 axis 0", || {
        rfft(&r, &axis0).map(drop)
    })?;
    let d = Array::from_vec(random_f32(1024 * 1024, 3), &[1024, 1024], &dev)?.astype::<f64>()?;
    time_gpu(&dev, "dctn f64 1024^2", || {
        dctn(&d, &DctnOptions::default()).map(drop)
    })?;
    let plan = FftPlan::fft(&x, &FftOptions::default())?;
    let mut out = Array::<Complex32>::empty(&[n], &dev)?;
    time_gpu(&dev, "c2c c64 2^24 (FftPlan, execute_into)", || {
        plan.execute_into(&x, &mut out)
    })?;
    // Host overhead of a cached-plan call on a small array.
    let small = Array::from_vec(x.to_vec()?[..1024].to_vec(), &[1024], &dev)?;
    for _ in 0..100 {
        fft(&small, &FftOptions::default())?;
    }
    dev.synchronize()?;
    let calls = 5000;
    let t = Instant::now();
    for _ in 0..calls {
        fft(&small, &FftOptions::default())?;
    }
    let per_call = t.elapsed().as_secs_f64() * 1e6 / calls as f64;
    dev.synchronize()?;
    println!(
        "{:44} {per_call:10.2} us/call",
        "host overhead fft c64 1024 (cached plan)"
    );
    let sp = FftPlan::fft(&small, &FftOptions::default())?;
    let mut so = Array::<Complex32>::empty(&[1024], &dev)?;
    let t = Instant::now();
    for _ in 0..calls {
        sp.execute_into(&small, &mut so)?;
    }
    let per_call = t.elapsed().as_secs_f64() * 1e6 / calls as f64;
    dev.synchronize()?;
    println!(
        "{:44} {per_call:10.2} us/call",
        "host overhead FftPlan::execute_into 1024"
    );
    Ok(())
}
