//! Low-pass filtering a two-tone signal three ways -- a Butterworth IIR filter run causally
//! (`sosfilt`) and forwards-backwards (`sosfiltfilt`), and a windowed FIR filter (`firwin` +
//! `lfilter`) -- with each output checked against what the designed frequency response
//! (`freqz_sos`, `freqz`) predicts.
//!
//! ```text
//! cargo run -p gsci-signal --example filter
//! GSCI_DEVICE=cpu cargo run -p gsci-signal --example filter   # force the CPU backend
//! ```
//!
//! SciPy's twin: `sos = butter(6, 50, output="sos", fs=1000)`, `sosfilt(sos, x)`,
//! `sosfiltfilt(sos, x)`, `b = firwin(101, 50, fs=1000)`, `lfilter(b, [1.0], x)`.

use std::f64::consts::PI;
use std::time::Instant;

use gsci_signal::{
    Array, Complex64, Device, Error, FilterOutput, FirwinOptions, FreqzOptions, IirOptions,
    LfilterOptions, Result, SosfiltOptions, SosfiltfiltOptions, WorN, butter, firwin, freqz,
    freqz_sos, lfilter, sosfilt, sosfiltfilt,
};

const FS: f64 = 1000.0; // Hz
const LEN: usize = 2000; // 2 s
const LOW: f64 = 10.0; // the tone to keep, Hz
const HIGH: f64 = 200.0; // the tone to remove, Hz
const CUTOFF: f64 = 50.0; // Hz
const TAPS: usize = 101;

fn main() -> Result<()> {
    let dev = Device::default();
    println!("device: {dev}");
    let t: Vec<f64> = (0..LEN).map(|i| i as f64 / FS).collect();
    let x: Vec<f64> = t
        .iter()
        .map(|&t| (2.0 * PI * LOW * t).sin() + 0.5 * (2.0 * PI * HIGH * t).sin())
        .collect();
    let xa = Array::from_vec(x, &[LEN], &dev)?;
    println!("x: {LEN} samples at {FS} Hz, sin(2 pi {LOW} t) + 0.5 sin(2 pi {HIGH} t)");

    // The design runs on the host (float64, as SciPy); the coefficients then go to the device.
    let sos = butter(
        6,
        &[CUTOFF],
        &IirOptions {
            output: FilterOutput::Sos,
            fs: Some(FS),
            ..Default::default()
        },
    )?
    .into_sos()?;
    let at = |f: f64| FreqzOptions {
        wor_n: WorN::Freqs(vec![f]),
        fs: FS,
        ..Default::default()
    };
    let h_low = freqz_sos(&sos, &at(LOW))?.h.to_vec()?[0];
    let h_high = freqz_sos(&sos, &at(HIGH))?.h.to_vec()?[0];
    println!(
        "butter(6, {CUTOFF} Hz), {} sections: |H({LOW} Hz)| = {:.6}, phase {:.4} rad; |H({HIGH} Hz)| = {:.1} dB",
        sos.shape()[0],
        h_low.norm(),
        h_low.arg(),
        20.0 * h_high.norm().log10()
    );
    let sos = sos.to_device(&dev)?;

    // Causal: the steady state is the low tone scaled by |H| and shifted by arg H.
    let tm = Instant::now();
    let y = sosfilt(&sos, &xa, &SosfiltOptions::default())?.y.to_vec()?;
    let e_sosfilt = steady_error(&y, &t, h_low);
    println!(
        "sosfilt:     max |y - |H| sin(2 pi {LOW} t + arg H)| = {e_sosfilt:.1e} after the transient ({:.1} ms)",
        ms(tm)
    );

    // Forwards and backwards: |H|², no phase shift.
    let tm = Instant::now();
    let y = sosfiltfilt(&sos, &xa, &SosfiltfiltOptions::default())?.to_vec()?;
    let e_filtfilt = steady_error(&y, &t, Complex64::new(h_low.norm_sqr(), 0.0));
    println!(
        "sosfiltfilt: max |y - |H|^2 sin(2 pi {LOW} t)|        = {e_filtfilt:.1e} away from the ends ({:.1} ms)",
        ms(tm)
    );

    // FIR: linear phase, a delay of (TAPS - 1) / 2 samples.
    let b = firwin(
        TAPS,
        &[CUTOFF],
        &FirwinOptions {
            fs: Some(FS),
            ..Default::default()
        },
    )?;
    let one = Array::from_vec(vec![1.0], &[1], &Device::cpu())?;
    let g_low = freqz(&b, &one, &at(LOW))?.h.to_vec()?[0];
    let g_high = freqz(&b, &one, &at(HIGH))?.h.to_vec()?[0];
    let delay = (TAPS - 1) as f64 / 2.0 / FS;
    println!(
        "firwin({TAPS}, {CUTOFF} Hz): |H({LOW} Hz)| = {:.6}, |H({HIGH} Hz)| = {:.1} dB, delay {:.0} ms; phase error vs the delay {:.1e} rad",
        g_low.norm(),
        20.0 * g_high.norm().log10(),
        delay * 1e3,
        wrap(g_low.arg() + 2.0 * PI * LOW * delay).abs()
    );
    let (b, one) = (b.to_device(&dev)?, one.to_device(&dev)?);
    let tm = Instant::now();
    let y = lfilter(&b, &one, &xa, &LfilterOptions::default())?
        .y
        .to_vec()?;
    let e_fir = steady_error(&y, &t, g_low);
    println!(
        "lfilter:     max |y - |H| sin(2 pi {LOW} (t - delay))|  = {e_fir:.1e} after the first {TAPS} samples ({:.1} ms)",
        ms(tm)
    );

    // What is left of the high tone bounds each error: 0.5 |H(HIGH)| (twice that for filtfilt's
    // edges is not measured: the ends are skipped).
    let ok = e_sosfilt < 0.5 * h_high.norm() + 1e-6
        && e_filtfilt < 0.5 * h_high.norm_sqr() + 1e-6
        && e_fir < 0.5 * g_high.norm() + 1e-6
        && h_high.norm() < 1e-3
        && g_high.norm() < 1e-2
        && (h_low.norm() - 1.0).abs() < 1e-4
        && wrap(g_low.arg() + 2.0 * PI * LOW * delay).abs() < 1e-9;
    if !ok {
        return Err(Error::InvalidArgument {
            op: "examples/filter",
            reason: "the filtered signals differ from the designed responses".into(),
        });
    }
    println!("ok: each output is the low tone as the frequency response predicts");
    Ok(())
}

/// The largest deviation of `y` from the low tone passed through a response `h` (gain |h|,
/// phase arg h), over the middle of the signal (samples 500..1500: after any transient, before
/// filtfilt's backward transient).
fn steady_error(y: &[f64], t: &[f64], h: Complex64) -> f64 {
    (500..1500)
        .map(|i| (y[i] - h.norm() * (2.0 * PI * LOW * t[i] + h.arg()).sin()).abs())
        .fold(0.0, f64::max)
}

/// An angle in (-pi, pi].
fn wrap(a: f64) -> f64 {
    let r = a.rem_euclid(2.0 * PI);
    if r > PI { r - 2.0 * PI } else { r }
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}
