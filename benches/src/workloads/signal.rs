//! gsci-signal workloads (issue 18): the `signal.*` rows of the third CuPy anchor set, on a
//! 2^22-sample float32 signal (float64 for `sosfilt`). Each result is checked after timing
//! against the CPU backend on the same input: within a relative `tol` of the output's largest
//! magnitude (the GPU's blocked scans and FFTs associate sums differently from the CPU's
//! sequential recurrences; the tolerances are a few hundred float32 ulp of that scale at most).

use super::{Ctx, Workload, pow2};
use crate::harness::time_op;
use crate::inputs::random_f32;
use crate::report::Outcome;
use gsci_core::{Array, Device, Element, Result};
use gsci_signal::{
    BType, ConvMethod, ConvMode, ConvolveOptions, CorrelateOptions, DecimateOptions,
    FiltfiltOptions, HilbertOptions, IirOptions, LfilterOptions, ResampleOptions,
    SavgolFilterOptions, SosfiltOptions, SosfiltfiltOptions, UpfirdnOptions,
};

pub(super) fn workloads(quick: bool) -> Vec<Workload> {
    let n = if quick { 1 << 16 } else { 1 << 22 };
    let p = pow2(n);
    let rows: [(String, super::Run); 19] = [
        (format!("signal.lfilter fir 127 taps {p} f32"), lfilter_fir),
        (format!("signal.lfilter iir order 4 {p} f32"), lfilter_iir),
        (format!("signal.sosfilt 4 sections {p} f64"), sosfilt4),
        (format!("signal.sosfiltfilt butter8 {p} f32"), sosfiltfilt8),
        (format!("signal.filtfilt fir 63 {p}"), filtfilt63),
        (format!("signal.correlate {p} x 1024 (auto)"), correlate1024),
        (format!("signal.convolve direct {p} x 31"), convolve31),
        (format!("signal.hilbert {p}"), hilbert),
        (
            format!("signal.resample {p} -> 3*{}", pow2(n / 4)),
            resample,
        ),
        (format!("signal.upfirdn up2 down3 h=64 {p}"), upfirdn),
        (format!("signal.savgol_filter {p} w=31 p=3"), savgol),
        (format!("signal.decimate q=8 {p}"), decimate),
        (format!("signal.resample_poly up3 down2 {p}"), resample_poly),
        (format!("signal.stft {p} nperseg=1024"), stft),
        (format!("signal.spectrogram {p} nperseg=512"), spectrogram),
        (format!("signal.csd {p} nperseg=1024"), csd),
        (format!("signal.find_peaks {p}"), find_peaks),
        (
            format!("signal.cwt ricker {} x 32 widths", pow2(n / 16)),
            cwt_ricker,
        ),
        (
            format!("signal.lombscargle {} x 1024 freqs", pow2(n / 64)),
            lombscargle,
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

fn len(ctx: &Ctx) -> usize {
    if ctx.sizes.quick { 1 << 16 } else { 1 << 22 }
}

/// The signal (float32 values of magnitude 0.5..1.5 with random signs).
fn signal_host(ctx: &Ctx) -> Vec<f32> {
    random_f32(len(ctx), 181)
}

/// Index of the first element of `got` farther than `tol * max|want|` from `want`.
fn mismatch<T: Element + Into<f64> + Copy>(got: &[T], want: &[T], tol: f64) -> Option<usize> {
    if got.len() != want.len() {
        return Some(got.len().min(want.len()));
    }
    let scale = want
        .iter()
        .fold(0.0f64, |m, &w| m.max(Into::<f64>::into(w).abs()))
        .max(f64::MIN_POSITIVE);
    (0..got.len()).find(|&i| {
        let (g, w): (f64, f64) = (got[i].into(), want[i].into());
        (g - w).abs() > tol * scale || g.is_nan() != w.is_nan()
    })
}

/// Times `f` on the signal on the device, then runs it on the CPU and compares.
fn checked<T>(
    ctx: &Ctx,
    x_host: Vec<T>,
    tol: f64,
    f: impl Fn(&Array<T>) -> Result<Array<T>>,
) -> Result<Outcome>
where
    T: Element + Into<f64> + Copy,
{
    let n = x_host.len();
    let x = Array::from_vec(x_host.clone(), &[n], ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || f(&x))?;
    let got = out.to_vec()?;
    let xc = Array::from_vec(x_host, &[n], &Device::cpu())?;
    let want = f(&xc)?.to_vec()?;
    Ok(Outcome::Timed {
        timings,
        mismatch: mismatch(&got, &want, tol),
    })
}

fn on(a: Array<f64>, dev: &Device) -> Result<Array<f32>> {
    a.astype::<f32>()?.to_device(dev)
}

fn lfilter_fir(ctx: &Ctx) -> Result<Outcome> {
    let h = signal_host(ctx);
    let b_host = h[..127].to_vec();
    checked(ctx, h, 1e-5, |x| {
        let b = Array::from_vec(b_host.clone(), &[127], x.device())?;
        let a = Array::from_vec(vec![1.0f32], &[1], x.device())?;
        Ok(gsci_signal::lfilter(&b, &a, x, &LfilterOptions::default())?.y)
    })
}

fn lfilter_iir(ctx: &Ctx) -> Result<Outcome> {
    let (b, a) = gsci_signal::butter(4, &[0.1], &IirOptions::default())?.into_ba()?;
    checked(ctx, signal_host(ctx), 1e-4, |x| {
        let (b, a) = (on(b.clone(), x.device())?, on(a.clone(), x.device())?);
        Ok(gsci_signal::lfilter(&b, &a, x, &LfilterOptions::default())?.y)
    })
}

fn sos_of(order: usize, wn: f64) -> Result<Array<f64>> {
    let opts = IirOptions {
        output: gsci_signal::FilterOutput::Sos,
        btype: BType::Lowpass,
        ..Default::default()
    };
    gsci_signal::butter(order, &[wn], &opts)?.into_sos()
}

fn sosfilt4(ctx: &Ctx) -> Result<Outcome> {
    let sos = sos_of(8, 0.2)?;
    let h: Vec<f64> = signal_host(ctx).into_iter().map(f64::from).collect();
    checked(ctx, h, 1e-10, |x| {
        let s = sos.to_device(x.device())?;
        Ok(gsci_signal::sosfilt(&s, x, &SosfiltOptions::default())?.y)
    })
}

fn sosfiltfilt8(ctx: &Ctx) -> Result<Outcome> {
    let sos = sos_of(8, 0.2)?;
    checked(ctx, signal_host(ctx), 1e-4, |x| {
        let s = on(sos.clone(), x.device())?;
        gsci_signal::sosfiltfilt(&s, x, &SosfiltfiltOptions::default())
    })
}

fn filtfilt63(ctx: &Ctx) -> Result<Outcome> {
    checked(ctx, signal_host(ctx), 1e-5, |x| {
        let b = Array::full(&[63], 1.0f32 / 63.0, x.device())?;
        let a = Array::from_vec(vec![1.0f32], &[1], x.device())?;
        gsci_signal::filtfilt(&b, &a, x, &FiltfiltOptions::default())
    })
}

fn correlate1024(ctx: &Ctx) -> Result<Outcome> {
    let h = signal_host(ctx);
    let k = h[..1024].to_vec();
    checked(ctx, h, 1e-4, |x| {
        let v = Array::from_vec(k.clone(), &[1024], x.device())?;
        gsci_signal::correlate(x, &v, &CorrelateOptions::default())
    })
}

fn convolve31(ctx: &Ctx) -> Result<Outcome> {
    let h = signal_host(ctx);
    let k = h[..31].to_vec();
    checked(ctx, h, 1e-5, |x| {
        let v = Array::from_vec(k.clone(), &[31], x.device())?;
        let opts = ConvolveOptions {
            mode: ConvMode::Full,
            method: ConvMethod::Direct,
        };
        gsci_signal::convolve(x, &v, &opts)
    })
}

fn hilbert(ctx: &Ctx) -> Result<Outcome> {
    // The analytic signal's real part is the input; its imaginary part is compared.
    checked(ctx, signal_host(ctx), 1e-4, |x| {
        let z = gsci_signal::hilbert(x, &HilbertOptions::default())?;
        gsci_core::ufunc::imag(&z)
    })
}

fn resample(ctx: &Ctx) -> Result<Outcome> {
    let num = 3 * len(ctx) / 4;
    checked(ctx, signal_host(ctx), 1e-4, |x| {
        gsci_signal::resample(x, num, &ResampleOptions::default())
    })
}

fn upfirdn(ctx: &Ctx) -> Result<Outcome> {
    checked(ctx, signal_host(ctx), 1e-5, |x| {
        let h = Array::full(&[64], 1.0f32, x.device())?;
        let opts = UpfirdnOptions {
            up: 2,
            down: 3,
            ..Default::default()
        };
        gsci_signal::upfirdn(&h, x, &opts)
    })
}

fn savgol(ctx: &Ctx) -> Result<Outcome> {
    checked(ctx, signal_host(ctx), 1e-5, |x| {
        gsci_signal::savgol_filter(x, 31, 3, &SavgolFilterOptions::default())
    })
}

fn decimate(ctx: &Ctx) -> Result<Outcome> {
    checked(ctx, signal_host(ctx), 1e-4, |x| {
        gsci_signal::decimate(x, 8, &DecimateOptions::default())
    })
}

fn resample_poly(ctx: &Ctx) -> Result<Outcome> {
    checked(ctx, signal_host(ctx), 1e-5, |x| {
        gsci_signal::resample_poly(x, 3, 2, &Default::default())
    })
}

fn stft(ctx: &Ctx) -> Result<Outcome> {
    checked_c(ctx, 1e-5, |x| {
        let opts = gsci_signal::StftOptions {
            nperseg: 1024,
            ..Default::default()
        };
        Ok(gsci_signal::stft(x, &opts)?.zxx)
    })
}

fn spectrogram(ctx: &Ctx) -> Result<Outcome> {
    checked(ctx, signal_host(ctx), 1e-5, |x| {
        let opts = gsci_signal::SpectrogramOptions {
            nperseg: Some(512),
            ..Default::default()
        };
        Ok(gsci_signal::spectrogram(x, &opts)?.sxx)
    })
}

fn csd(ctx: &Ctx) -> Result<Outcome> {
    checked_c(ctx, 1e-5, |x| {
        let y = x.flip(Some(&[0]))?.copy()?;
        let opts = gsci_signal::CsdOptions {
            nperseg: Some(1024),
            ..Default::default()
        };
        Ok(gsci_signal::csd(x, &y, &opts)?.pxy)
    })
}

fn find_peaks(ctx: &Ctx) -> Result<Outcome> {
    let h = signal_host(ctx);
    let n = h.len();
    let x = Array::from_vec(h.clone(), &[n], ctx.device)?;
    let opts = gsci_signal::FindPeaksOptions {
        height: Some(1.0.into()),
        ..Default::default()
    };
    let (timings, out) = time_op(ctx.device, ctx.reps, || gsci_signal::find_peaks(&x, &opts))?;
    let got = out.peaks.to_vec()?;
    let want = gsci_signal::find_peaks(&Array::from_vec(h, &[n], &Device::cpu())?, &opts)?
        .peaks
        .to_vec()?;
    let mismatch = if got == want {
        None
    } else {
        Some(got.iter().zip(&want).position(|(a, b)| a != b).unwrap_or(0))
    };
    Ok(Outcome::Timed { timings, mismatch })
}

/// As [`checked`] for a complex float32 result (compared by real and imaginary parts).
fn checked_c(
    ctx: &Ctx,
    tol: f64,
    f: impl Fn(&Array<f32>) -> Result<Array<gsci_core::Complex32>>,
) -> Result<Outcome> {
    let h = signal_host(ctx);
    let n = h.len();
    let x = Array::from_vec(h.clone(), &[n], ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || f(&x))?;
    let parts = |v: Vec<gsci_core::Complex32>| -> Vec<f32> {
        v.iter().flat_map(|z| [z.re, z.im]).collect()
    };
    let got = parts(out.to_vec()?);
    let want = parts(f(&Array::from_vec(h, &[n], &Device::cpu())?)?.to_vec()?);
    Ok(Outcome::Timed {
        timings,
        mismatch: mismatch(&got, &want, tol),
    })
}

/// CuPy's `cwt(s[:n], ricker, arange(1, 33))`: float64 rows of the float32 signal's first
/// `len / 16` samples (2^18), each a `same`-mode convolution with up to 320 taps.
fn cwt_ricker(ctx: &Ctx) -> Result<Outcome> {
    let h = signal_host(ctx);
    let n = h.len() / 16;
    let h = h[..n].to_vec();
    let widths: Vec<f64> = (1..=32).map(f64::from).collect();
    let wavelet = gsci_signal::Wavelet::Ricker;
    let x = Array::from_vec(h.clone(), &[n], ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || {
        gsci_signal::cwt_dyn(&x, &wavelet, &widths)
    })?;
    let got: Vec<f64> = out.into_typed::<f64>()?.to_vec()?;
    let xc = Array::from_vec(h, &[n], &Device::cpu())?;
    let want: Vec<f64> = gsci_signal::cwt_dyn(&xc, &wavelet, &widths)?
        .into_typed::<f64>()?
        .to_vec()?;
    Ok(Outcome::Timed {
        timings,
        mismatch: mismatch(&got, &want, 1e-12),
    })
}

/// CuPy's `lombscargle(sort(random(n)), standard_normal(n), linspace(0.1, 10, 1024))` for
/// n = len / 64 (2^16) samples, in float64; checked against the CPU on the first 64
/// frequencies (each frequency is independent; the CPU's `[n, f]` phase matrices of all 1024
/// would take gigabytes).
fn lombscargle(ctx: &Ctx) -> Result<Outcome> {
    let n = len(ctx) / 64;
    let mut t: Vec<f64> = random_f32(n, 211)
        .iter()
        .map(|v| f64::from(v.abs()))
        .collect();
    t.sort_by(f64::total_cmp);
    let y: Vec<f64> = random_f32(n, 212).iter().map(|v| f64::from(*v)).collect();
    let nf = 1024;
    let f: Vec<f64> = (0..nf)
        .map(|i| 0.1 + (10.0 - 0.1) * i as f64 / (nf - 1) as f64)
        .collect();
    let opts = gsci_signal::LombscargleOptions::default();
    let run = |d: &Device, f: &[f64]| -> Result<Array<f64>> {
        let xa = Array::from_vec(t.clone(), &[n], d)?;
        let ya = Array::from_vec(y.clone(), &[n], d)?;
        let fa = Array::from_vec(f.to_vec(), &[f.len()], d)?;
        gsci_signal::lombscargle(&xa, &ya, &fa, &opts)
    };
    let xa = Array::from_vec(t.clone(), &[n], ctx.device)?;
    let ya = Array::from_vec(y.clone(), &[n], ctx.device)?;
    let fa = Array::from_vec(f.clone(), &[nf], ctx.device)?;
    let (timings, out) = time_op(ctx.device, ctx.reps, || {
        gsci_signal::lombscargle(&xa, &ya, &fa, &opts)
    })?;
    let got = out.to_vec()?;
    let want = run(&Device::cpu(), &f[..64])?.to_vec()?;
    Ok(Outcome::Timed {
        timings,
        mismatch: mismatch(&got[..64], &want, 1e-9),
    })
}
