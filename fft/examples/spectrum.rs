//! The spectrum of a sampled signal with `rfft`/`rfftfreq`: tones found at their frequencies with
//! their amplitudes, a Hann-windowed, zero-padded (`next_fast_len`) spectrum of an off-bin tone,
//! Parseval's identity and the `irfft` round trip -- each checked.
//!
//! ```text
//! cargo run -p gsci-fft --example spectrum
//! GSCI_DEVICE=cpu cargo run -p gsci-fft --example spectrum   # force the CPU backend
//! ```
//!
//! SciPy's twin: `X = scipy.fft.rfft(x); f = scipy.fft.rfftfreq(len(x), 1 / fs)`.

use std::f64::consts::PI;
use std::time::Instant;

use gsci_fft::gsci_core::ufunc;
use gsci_fft::{
    Array, Device, Error, FastLenOptions, FftOptions, Result, irfft, next_fast_len, rfft, rfftfreq,
};

const FS: f64 = 1000.0; // sampling rate, Hz
const N: usize = 3000; // 3 s of samples: bins every 1/3 Hz
/// (frequency in Hz, amplitude): every frequency a multiple of FS / N, so each tone falls on one
/// bin exactly.
const TONES: [(f64, f64); 3] = [(50.0, 1.0), (120.0, 0.5), (287.0, 0.25)];
const OFFSET: f64 = 0.3;

fn main() -> Result<()> {
    let dev = Device::default();
    println!("device: {dev}");
    let t: Vec<f64> = (0..N).map(|i| i as f64 / FS).collect();
    let x: Vec<f64> = t
        .iter()
        .map(|&t| {
            OFFSET
                + TONES
                    .iter()
                    .map(|&(f, a)| a * (2.0 * PI * f * t).sin())
                    .sum::<f64>()
        })
        .collect();
    let xa = Array::from_vec(x.clone(), &[N], &dev)?;

    // 1. rfft and the amplitude spectrum |X| * 2 / N (DC: |X| / N), on the device.
    let t0 = Instant::now();
    let spec = rfft(&xa, &FftOptions::default())?;
    let mag = ufunc::absolute::<f64>(&spec)?;
    let freqs = rfftfreq(N, 1.0 / FS, &dev)?.to_vec()?;
    let mag = mag.to_vec()?;
    println!(
        "rfft of {N} samples at {FS} Hz: {} bins of {:.4} Hz ({:.2} ms)",
        mag.len(),
        freqs[1],
        t0.elapsed().as_secs_f64() * 1e3
    );
    let amp = |k: usize| mag[k] * if k == 0 { 1.0 } else { 2.0 } / N as f64;
    // The strongest bins, largest first.
    let mut order: Vec<usize> = (0..mag.len()).collect();
    order.sort_by(|&a, &b| mag[b].total_cmp(&mag[a]));
    println!("  strongest bins:");
    for &k in &order[..4] {
        println!("    {:8.3} Hz  amplitude {:.12}", freqs[k], amp(k));
    }
    // Every tone at its bin with its amplitude; everything else at rounding level.
    let mut max_err = (amp(0) - OFFSET).abs();
    for (f, a) in TONES {
        let k = (f * N as f64 / FS).round() as usize;
        max_err = max_err.max((freqs[k] - f).abs()).max((amp(k) - a).abs());
    }
    let tone_bins: Vec<usize> = TONES
        .iter()
        .map(|&(f, _)| (f * N as f64 / FS).round() as usize)
        .collect();
    let leak = (1..mag.len())
        .filter(|k| !tone_bins.contains(k))
        .map(amp)
        .fold(0.0, f64::max);
    println!(
        "  max error of frequencies and amplitudes {max_err:.1e}; largest other bin {leak:.1e}"
    );

    // 2. Parseval: sum x² = (|X_0|² + 2 sum |X_k|² + |X_{N/2}|²) / N for even N.
    let energy: f64 = x.iter().map(|v| v * v).sum();
    let last = mag.len() - 1;
    let spec_energy = (mag[0].powi(2)
        + 2.0 * mag[1..last].iter().map(|m| m * m).sum::<f64>()
        + mag[last].powi(2))
        / N as f64;
    let parseval = (energy - spec_energy).abs() / energy;
    println!(
        "Parseval: sum x^2 = {energy:.9}, from the spectrum {spec_energy:.9} (relative {parseval:.1e})"
    );

    // 3. The round trip.
    let back = irfft(
        &spec,
        &FftOptions {
            n: Some(N),
            ..Default::default()
        },
    )?
    .to_vec()?;
    let round_trip = back
        .iter()
        .zip(&x)
        .fold(0.0f64, |m, (a, b)| m.max((a - b).abs()));
    println!("irfft(rfft(x)): max |error| = {round_trip:.1e}");

    // 4. An off-bin tone (77.7 Hz): a Hann window against leakage, and zero padding to a fast
    //    length 8x longer to interpolate the spectrum; the peak lands within half a bin.
    let f0 = 77.7;
    let pad = next_fast_len(8 * N, &FastLenOptions { real: true })?;
    let w: Vec<f64> = (0..N)
        .map(|i| {
            let hann = 0.5 - 0.5 * (2.0 * PI * i as f64 / N as f64).cos();
            hann * (2.0 * PI * f0 * t[i]).sin()
        })
        .collect();
    let wa = Array::from_vec(w, &[N], &dev)?;
    let padded = rfft(
        &wa,
        &FftOptions {
            n: Some(pad),
            ..Default::default()
        },
    )?;
    let pm = ufunc::absolute::<f64>(&padded)?.to_vec()?;
    let pf = rfftfreq(pad, 1.0 / FS, &dev)?.to_vec()?;
    let peak = (0..pm.len()).fold(0, |b, k| if pm[k] > pm[b] { k } else { b });
    println!(
        "off-bin tone {f0} Hz, Hann window, zero-padded to next_fast_len(8 N) = {pad}: peak at {:.4} Hz (bin {:.4} Hz)",
        pf[peak], pf[1]
    );

    let ok = max_err < 1e-12
        && leak < 1e-12
        && parseval < 1e-13
        && round_trip < 1e-13
        && (pf[peak] - f0).abs() <= pf[1] / 2.0
        && pad >= 8 * N;
    if !ok {
        return Err(Error::InvalidArgument {
            op: "examples/spectrum",
            reason: "the spectrum is not the expected one".into(),
        });
    }
    println!("ok: tones, amplitudes, Parseval, round trip and the padded peak check out");
    Ok(())
}
