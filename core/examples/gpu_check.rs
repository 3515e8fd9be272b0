//! Checks the CUDA backend end to end on the default GPU: info, round trips through every transfer
//! path, casts against the CPU, fills, and a few bandwidth figures. Exits non-zero on a mismatch.
//!
//! `cargo run --release -p gsci-core --example gpu_check`

use gsci_core::{Array, Device, Element, Result};
use std::time::Instant;

fn pseudo_random(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 40) as f32 / (1u64 << 24) as f32) * 200.0 - 100.0
        })
        .collect()
}

fn check<T: Element>(what: &str, got: &[T], want: &[T]) -> bool {
    let bad = got
        .iter()
        .zip(want)
        .position(|(g, w)| g != w && !(format!("{g:?}") == "NaN" && format!("{w:?}") == "NaN"));
    match (got.len() == want.len(), bad) {
        (true, None) => {
            println!("ok    {what} ({} elements)", got.len());
            true
        }
        (false, _) => {
            println!("FAIL  {what}: length {} vs {}", got.len(), want.len());
            false
        }
        (_, Some(i)) => {
            println!(
                "FAIL  {what}: first mismatch at {i}: {:?} vs {:?}",
                got[i], want[i]
            );
            false
        }
    }
}

fn time_ms(dev: &Device, reps: usize, mut f: impl FnMut() -> Result<()>) -> Result<f64> {
    f()?;
    dev.synchronize()?;
    let (e0, e1) = (dev.new_event()?, dev.new_event()?);
    let mut times = Vec::with_capacity(reps);
    for _ in 0..reps {
        e0.record()?;
        f()?;
        e1.record()?;
        times.push(e0.elapsed_ms(&e1)? as f64);
    }
    times.sort_by(|a, b| a.partial_cmp(b).expect("finite"));
    Ok(times[reps / 2])
}

fn main() -> Result<()> {
    println!("{}", gsci_core::info());
    let gpu = Device::cuda(0)?;
    let cpu = Device::cpu();
    let mut ok = true;

    for &n in &[0usize, 1, 7, 1023, (1 << 20) + 3, 50_000_000] {
        let host = pseudo_random(n, n as u64 + 1);
        let a = Array::from_slice(&host, &[n], &gpu)?;
        ok &= check(&format!("round trip f32 n={n}"), &a.to_vec()?, &host);
        let b = a.astype::<f64>()?;
        let want: Vec<f64> = host.iter().map(|&x| x as f64).collect();
        ok &= check(&format!("astype f32->f64 n={n}"), &b.to_vec()?, &want);
        let c = b.astype::<gsci_core::f16>()?;
        let want16 = Array::from_slice(&want, &[n], &cpu)?
            .astype::<gsci_core::f16>()?
            .to_vec()?;
        ok &= check(&format!("astype f64->f16 n={n}"), &c.to_vec()?, &want16);
        let d = a.astype::<i8>()?;
        let want8: Vec<i8> = host.iter().map(|&x| x.cast::<i8>()).collect();
        ok &= check(&format!("astype f32->i8 n={n}"), &d.to_vec()?, &want8);
        let e = a.astype::<gsci_core::Complex64>()?.astype::<u16>()?;
        let want_u16: Vec<u16> = host.iter().map(|&x| x.cast::<u16>()).collect();
        ok &= check(
            &format!("astype f32->c128->u16 n={n}"),
            &e.to_vec()?,
            &want_u16,
        );
        let back = a.to_device(&cpu)?;
        ok &= check(
            &format!("to_device cuda->cpu n={n}"),
            &back.to_vec()?,
            &host,
        );
    }
    let s = Array::scalar(3.5f64, &gpu)?;
    ok &= check("0-d item", &[s.item()?], &[3.5]);
    let bools = Array::from_vec(vec![true, false, true], &[3], &gpu)?.astype::<f32>()?;
    ok &= check("bool->f32", &bools.to_vec()?, &[1.0, 0.0, 1.0]);

    // Bandwidth figures (bytes read + written).
    let n = 1usize << 28;
    let a = Array::from_vec(pseudo_random(n, 7), &[n], &gpu)?;
    let ms = time_ms(&gpu, 10, || a.copy().map(|_| ()))?;
    println!(
        "D2D copy f32 2^28:       {ms:.3} ms  {:.0} GB/s",
        8.0 * n as f64 / ms / 1e6
    );
    let ms = time_ms(&gpu, 10, || a.astype::<f64>().map(|_| ()))?;
    println!(
        "astype f32->f64 2^28:    {ms:.3} ms  {:.0} GB/s",
        12.0 * n as f64 / ms / 1e6
    );
    let host = pseudo_random(n, 9);
    let t = Instant::now();
    let reps = 5;
    for _ in 0..reps {
        let x = Array::from_slice(&host, &[n], &gpu)?;
        gpu.synchronize()?;
        drop(x);
    }
    let ms = t.elapsed().as_secs_f64() * 1e3 / reps as f64;
    println!(
        "H2D 1 GiB pageable:      {ms:.3} ms  {:.1} GB/s",
        4.0 * n as f64 / ms / 1e6
    );
    let t = Instant::now();
    for _ in 0..reps {
        let v = a.to_vec()?;
        assert_eq!(v.len(), n);
    }
    let ms = t.elapsed().as_secs_f64() * 1e3 / reps as f64;
    println!(
        "D2H 1 GiB to_vec (fresh): {ms:.3} ms  {:.1} GB/s",
        4.0 * n as f64 / ms / 1e6
    );
    let mut reused = vec![0f32; n];
    a.copy_to_slice(&mut reused)?;
    let t = Instant::now();
    for _ in 0..reps {
        a.copy_to_slice(&mut reused)?;
    }
    let ms = t.elapsed().as_secs_f64() * 1e3 / reps as f64;
    println!(
        "D2H 1 GiB into reused Vec: {ms:.3} ms  {:.1} GB/s",
        4.0 * n as f64 / ms / 1e6
    );
    let small = Array::from_vec(pseudo_random(1024, 3), &[1024], &gpu)?;
    for _ in 0..100 {
        small.astype::<f64>()?;
    }
    gpu.synchronize()?;
    let reps = 20000;
    let t = Instant::now();
    for _ in 0..reps {
        small.astype::<f64>()?;
    }
    let host_us = t.elapsed().as_secs_f64() * 1e6 / reps as f64;
    gpu.synchronize()?;
    println!("small op (1k astype) host: {host_us:.2} us/op");
    println!("memory: {:?}", gpu.memory_stats()?);
    println!("kernel cache: {:?}", gsci_core::kernel_cache::cache_stats());
    if !ok {
        std::process::exit(1);
    }
    println!("gpu_check: all checks passed");
    Ok(())
}
