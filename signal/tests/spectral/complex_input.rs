//! Complex input of periodogram, welch, csd, coherence, spectrogram (psd and complex), stft and
//! istft (two-sided) against SciPy 1.17.1 (signal/golden/data/spectral_extra.npz, `x<k>`
//! cases; SciPy switches complex input to two-sided spectra, and so do we), then the test
//! device against the CPU.
//!
//! Tolerances (max |out - ref| / max |ref|): complex128 input 5e-15 (the complex FFT is taken
//! as the FFTs of the real and imaginary parts, which rounds differently from SciPy's one
//! complex FFT by an ulp or so; measured at most 1.22e-15 over 12 cases); complex64 input 1e-6
//! against SciPy's float32 result (a few float32 ulp; measured 6.9e-8). Frequencies and times:
//! 1e-15 / 1e-13 relative as the real-input tests. Device vs CPU: the same bounds.

use super::common::{Npz, assert_close, to_device, widen};
use gsci_signal::windows::Window;
use gsci_signal::{
    Array, Average, CoherenceOptions, Complex32, Complex64, CsdOptions, Device, IstftOptions,
    PeriodogramOptions, Scaling, SpectralDetrend, SpectralInput, SpectralWindow, SpectrogramMode,
    SpectrogramOptions, StftOptions, StftScaling, coherence, csd, istft_twosided, periodogram,
    spectrogram, spectrogram_complex, stft, welch,
};
use ndarray_npy::ReadableElement;

struct Out {
    f: Vec<f64>,
    t: Vec<f64>,
    shape: Vec<usize>,
    out: Vec<Complex64>,
}

fn run<T: SpectralInput + ReadableElement>(npz: &mut Npz, c: &str, dev: &Device) -> Out {
    let p: Vec<f64> = npz.vec(&format!("{c}_p"));
    let x: Array<T> = to_device(&npz.get::<T>(&format!("{c}_x")), dev);
    let y: Option<Array<T>> = npz
        .has(&format!("{c}_y"))
        .then(|| to_device(&npz.get::<T>(&format!("{c}_y")), dev));
    let opt = |v: f64| (v >= 0.0).then_some(v as usize);
    let window = SpectralWindow::Name(
        [Window::Hann, Window::Boxcar, Window::Hamming][p[9] as usize].clone(),
    );
    let detrend = [
        SpectralDetrend::False,
        SpectralDetrend::Constant,
        SpectralDetrend::Linear,
    ][p[4] as usize];
    let scaling = [Scaling::Density, Scaling::Spectrum][p[6] as usize];
    let axis = p[7] as isize;
    let csd_o = CsdOptions {
        window: window.clone(),
        nperseg: opt(p[1]),
        noverlap: opt(p[2]),
        nfft: opt(p[3]),
        detrend,
        return_onesided: p[5] != 0.0,
        scaling,
        axis,
        average: [Average::Mean, Average::Median][p[8] as usize],
        ..Default::default()
    };
    let f = |a: &Array<f64>| a.to_vec().unwrap();
    let fail = |e: gsci_signal::Error| -> ! { panic!("{c}: {e}") };
    let sp_o = SpectrogramOptions {
        window: window.clone(),
        nperseg: opt(p[1]),
        noverlap: opt(p[2]),
        nfft: opt(p[3]),
        detrend,
        return_onesided: p[5] != 0.0,
        scaling,
        axis,
        mode: SpectrogramMode::Psd,
        ..Default::default()
    };
    match p[0] as i64 {
        0 => {
            let o = PeriodogramOptions {
                window,
                nfft: opt(p[3]),
                detrend,
                return_onesided: p[5] != 0.0,
                scaling,
                axis,
                ..Default::default()
            };
            let r = periodogram(&x, &o).unwrap_or_else(|e| fail(e));
            Out {
                f: f(&r.f),
                t: vec![],
                shape: r.pxx.shape().to_vec(),
                out: widen(&r.pxx),
            }
        }
        1 => {
            let r = welch(&x, &csd_o).unwrap_or_else(|e| fail(e));
            Out {
                f: f(&r.f),
                t: vec![],
                shape: r.pxx.shape().to_vec(),
                out: widen(&r.pxx),
            }
        }
        2 => {
            let r = csd(&x, y.as_ref().unwrap(), &csd_o).unwrap_or_else(|e| fail(e));
            Out {
                f: f(&r.f),
                t: vec![],
                shape: r.pxy.shape().to_vec(),
                out: widen(&r.pxy),
            }
        }
        3 => {
            let r = spectrogram(&x, &sp_o).unwrap_or_else(|e| fail(e));
            Out {
                f: f(&r.f),
                t: f(&r.t),
                shape: r.sxx.shape().to_vec(),
                out: widen(&r.sxx),
            }
        }
        4 => {
            let r = spectrogram_complex(&x, &sp_o).unwrap_or_else(|e| fail(e));
            Out {
                f: f(&r.f),
                t: f(&r.t),
                shape: r.sxx.shape().to_vec(),
                out: widen(&r.sxx),
            }
        }
        5 => {
            let o = StftOptions {
                window,
                nperseg: p[1] as usize,
                noverlap: opt(p[2]),
                nfft: opt(p[3]),
                detrend,
                return_onesided: p[5] != 0.0,
                axis,
                scaling: [StftScaling::Spectrum, StftScaling::Psd][p[6] as usize],
                ..Default::default()
            };
            let r = stft(&x, &o).unwrap_or_else(|e| fail(e));
            Out {
                f: f(&r.f),
                t: f(&r.t),
                shape: r.zxx.shape().to_vec(),
                out: widen(&r.zxx),
            }
        }
        6 => {
            let o = CoherenceOptions {
                window,
                nperseg: opt(p[1]),
                noverlap: opt(p[2]),
                nfft: opt(p[3]),
                detrend,
                axis,
                ..Default::default()
            };
            let r = coherence(&x, y.as_ref().unwrap(), &o).unwrap_or_else(|e| fail(e));
            Out {
                f: f(&r.f),
                t: vec![],
                shape: r.cxy.shape().to_vec(),
                out: widen(&r.cxy),
            }
        }
        _ => {
            let o = StftOptions {
                nperseg: p[1] as usize,
                return_onesided: false,
                ..Default::default()
            };
            let z = stft(&x, &o).unwrap_or_else(|e| fail(e));
            let io = IstftOptions {
                nperseg: Some(p[1] as usize),
                ..Default::default()
            };
            let zz: Array<Complex64> = z.zxx.astype().unwrap();
            let r = istft_twosided(&zz, &io).unwrap_or_else(|e| fail(e));
            Out {
                f: f(&z.f),
                t: f(&r.t),
                shape: r.x.shape().to_vec(),
                out: widen(&r.x),
            }
        }
    }
}

fn reference(npz: &mut Npz, key: &str) -> (Vec<usize>, Vec<Complex64>) {
    if let Some(a) = npz.try_get::<f64>(key) {
        return (
            a.shape().to_vec(),
            a.iter().map(|v| Complex64::new(*v, 0.0)).collect(),
        );
    }
    if let Some(a) = npz.try_get::<f32>(key) {
        return (
            a.shape().to_vec(),
            a.iter().map(|v| Complex64::new(*v as f64, 0.0)).collect(),
        );
    }
    if let Some(a) = npz.try_get::<Complex64>(key) {
        return (a.shape().to_vec(), a.iter().cloned().collect());
    }
    let a = npz.get::<Complex32>(key);
    (
        a.shape().to_vec(),
        a.iter()
            .map(|v| Complex64::new(v.re as f64, v.im as f64))
            .collect(),
    )
}

fn check(ctx: &str, got: &Out, npz: &mut Npz, c: &str, tol: f64) {
    let (shape, r) = reference(npz, &format!("{c}_out"));
    assert_eq!(got.shape, shape, "{ctx}: shape");
    let p: Vec<f64> = npz.vec(&format!("{c}_p"));
    if p[0] != 7.0 {
        let f: Vec<f64> = npz.vec(&format!("{c}_f"));
        assert_eq!(got.f.len(), f.len(), "{ctx}: f");
        for (a, b) in got.f.iter().zip(&f) {
            assert!(
                (a - b).abs() <= 1e-15 * b.abs().max(1.0),
                "{ctx}: f {a} != {b}"
            );
        }
    }
    if npz.has(&format!("{c}_t")) {
        let t: Vec<f64> = npz.vec(&format!("{c}_t"));
        assert_eq!(got.t.len(), t.len(), "{ctx}: t");
        for (a, b) in got.t.iter().zip(&t) {
            assert!(
                (a - b).abs() <= 1e-13 * b.abs().max(1.0),
                "{ctx}: t {a} != {b}"
            );
        }
    }
    assert_close(ctx, &got.out, &r, tol);
}

#[test]
fn complex_input_golden_and_device() {
    let mut npz = Npz::open("spectral_extra.npz");
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let cases = npz.cases("x");
    assert!(cases.len() >= 13, "{} cases", cases.len());
    for c in cases {
        let c64 = npz.try_get::<Complex32>(&format!("{c}_x")).is_some();
        let (got, on_dev, tol) = if c64 {
            (
                run::<Complex32>(&mut npz, &c, &cpu),
                (dev != cpu).then(|| run::<Complex32>(&mut npz, &c, &dev)),
                1e-6,
            )
        } else {
            (
                run::<Complex64>(&mut npz, &c, &cpu),
                (dev != cpu).then(|| run::<Complex64>(&mut npz, &c, &dev)),
                5e-15,
            )
        };
        check(&format!("{c} (cpu vs scipy)"), &got, &mut npz, &c, tol);
        if let Some(g) = on_dev {
            check(&format!("{c} (device vs scipy)"), &g, &mut npz, &c, tol);
            assert_close(&format!("{c} (device vs cpu)"), &g.out, &got.out, tol);
        }
    }
}
