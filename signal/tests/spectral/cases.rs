//! periodogram, welch, csd, coherence, spectrogram, stft, istft against SciPy 1.17.1
//! (signal/golden/data/spectral_cases.npz), then the test device against the CPU.
//!
//! Tolerances (max |out - ref| / max |ref| per array): float64 1e-12; float32 inputs are
//! compared with SciPy's float32 result at 2e-6 (a few float32 ulp of the largest value: both
//! sides round the FFT butterflies and the segment sums in float32). Device vs CPU: the same.

use super::common::{Npz, assert_close, to_device, widen};
use gsci_signal::windows::Window;
use gsci_signal::{
    Array, Average, CoherenceOptions, Complex64, CsdOptions, Device, IstftOptions,
    PeriodogramOptions, Scaling, SpectralComplex, SpectralDetrend, SpectralFloat, SpectralWindow,
    SpectrogramMode, SpectrogramOptions, StftBoundary, StftOptions, StftScaling, coherence, csd,
    istft, istft_twosided, periodogram, spectrogram, spectrogram_complex, stft, welch,
};
use ndarray_npy::ReadableElement;

type Shaped = (Vec<usize>, Vec<Complex64>);

pub struct Out {
    pub f: Vec<f64>,
    pub t: Vec<f64>,
    pub shape: Vec<usize>,
    pub out: Vec<Complex64>,
}

fn opt(v: f64) -> Option<usize> {
    if v < 0.0 { None } else { Some(v as usize) }
}

pub struct Case {
    pub p: Vec<f64>,
    pub win: Option<Vec<f64>>,
}

impl Case {
    fn window(&self) -> SpectralWindow {
        match self.p[13] as i64 {
            0 => SpectralWindow::Name(Window::Hann),
            1 => SpectralWindow::Name(Window::Boxcar),
            2 => SpectralWindow::Name(Window::Tukey { alpha: 0.25 }),
            3 => SpectralWindow::Name(Window::Hamming),
            4 => SpectralWindow::Values(self.win.clone().expect("win")),
            5 => SpectralWindow::Name(Window::Kaiser { beta: 8.0 }),
            w => panic!("window code {w}"),
        }
    }
    fn detrend(&self) -> SpectralDetrend {
        [
            SpectralDetrend::False,
            SpectralDetrend::Constant,
            SpectralDetrend::Linear,
        ][self.p[4] as usize]
    }
    fn scaling(&self) -> Scaling {
        [Scaling::Density, Scaling::Spectrum][self.p[6] as usize]
    }
    fn stft_scaling(&self) -> StftScaling {
        [StftScaling::Spectrum, StftScaling::Psd][self.p[6] as usize]
    }
    fn csd_opts(&self) -> CsdOptions {
        CsdOptions {
            fs: self.p[12],
            window: self.window(),
            nperseg: opt(self.p[1]),
            noverlap: opt(self.p[2]),
            nfft: opt(self.p[3]),
            detrend: self.detrend(),
            return_onesided: self.p[5] != 0.0,
            scaling: self.scaling(),
            axis: self.p[7] as isize,
            average: [Average::Mean, Average::Median][self.p[8] as usize],
        }
    }
}

/// Runs one case on `dev` with element type `T`.
pub fn run<T: SpectralFloat + ReadableElement>(npz: &mut Npz, c: &str, dev: &Device) -> Out
where
    T::Complex: ReadableElement + SpectralComplex<Float = T>,
{
    let p: Vec<f64> = npz.vec(&format!("{c}_p"));
    let win = npz
        .has(&format!("{c}_win"))
        .then(|| npz.vec::<f64>(&format!("{c}_win")));
    let case = Case { p: p.clone(), win };
    let func = p[0] as i64;
    let freqs = |a: &Array<f64>| a.to_vec().unwrap();
    if func == 6 {
        let z = npz.get::<T::Complex>(&format!("{c}_x"));
        let z: Array<T::Complex> = Array::from_ndarray(&z, dev).unwrap();
        let o = IstftOptions {
            fs: p[12],
            window: case.window(),
            nperseg: opt(p[1]),
            noverlap: opt(p[2]),
            nfft: opt(p[3]),
            boundary: p[10] as i64 != 4,
            scaling: case.stft_scaling(),
            ..Default::default()
        };
        if p[5] == 0.0 {
            let r = istft_twosided(&z, &o).unwrap_or_else(|e| panic!("{c}: {e}"));
            return Out {
                f: vec![],
                t: freqs(&r.t),
                shape: r.x.shape().to_vec(),
                out: widen(&r.x),
            };
        }
        let r = istft(&z, &o).unwrap_or_else(|e| panic!("{c}: {e}"));
        return Out {
            f: vec![],
            t: freqs(&r.t),
            shape: r.x.shape().to_vec(),
            out: widen(&r.x),
        };
    }
    let x: Array<T> = to_device(&npz.get::<T>(&format!("{c}_x")), dev);
    let y: Option<Array<T>> = npz
        .has(&format!("{c}_y"))
        .then(|| to_device(&npz.get::<T>(&format!("{c}_y")), dev));
    let fail = |e: gsci_signal::Error| -> ! { panic!("{c}: {e}") };
    let (f, t, a): (Vec<f64>, Vec<f64>, Shaped) = match func {
        0 => {
            let o = PeriodogramOptions {
                fs: p[12],
                window: case.window(),
                nfft: opt(p[3]),
                detrend: case.detrend(),
                return_onesided: p[5] != 0.0,
                scaling: case.scaling(),
                axis: p[7] as isize,
            };
            let r = periodogram(&x, &o).unwrap_or_else(|e| fail(e));
            (freqs(&r.f), vec![], (r.pxx.shape().to_vec(), widen(&r.pxx)))
        }
        1 => {
            let r = welch(&x, &case.csd_opts()).unwrap_or_else(|e| fail(e));
            (freqs(&r.f), vec![], (r.pxx.shape().to_vec(), widen(&r.pxx)))
        }
        2 => {
            let r = csd(&x, y.as_ref().unwrap(), &case.csd_opts()).unwrap_or_else(|e| fail(e));
            (freqs(&r.f), vec![], (r.pxy.shape().to_vec(), widen(&r.pxy)))
        }
        3 => {
            let w = case.csd_opts();
            let o = CoherenceOptions {
                fs: w.fs,
                window: w.window,
                nperseg: w.nperseg,
                noverlap: w.noverlap,
                nfft: w.nfft,
                detrend: w.detrend,
                axis: w.axis,
            };
            let r = coherence(&x, y.as_ref().unwrap(), &o).unwrap_or_else(|e| fail(e));
            (freqs(&r.f), vec![], (r.cxy.shape().to_vec(), widen(&r.cxy)))
        }
        4 => {
            let mode = [
                SpectrogramMode::Psd,
                SpectrogramMode::Complex,
                SpectrogramMode::Magnitude,
                SpectrogramMode::Angle,
                SpectrogramMode::Phase,
            ][p[9] as usize];
            let o = SpectrogramOptions {
                fs: p[12],
                window: case.window(),
                nperseg: opt(p[1]),
                noverlap: opt(p[2]),
                nfft: opt(p[3]),
                detrend: case.detrend(),
                return_onesided: p[5] != 0.0,
                scaling: case.scaling(),
                axis: p[7] as isize,
                mode,
            };
            if mode == SpectrogramMode::Complex {
                let r = spectrogram_complex(&x, &o).unwrap_or_else(|e| fail(e));
                (
                    freqs(&r.f),
                    freqs(&r.t),
                    (r.sxx.shape().to_vec(), widen(&r.sxx)),
                )
            } else {
                let r = spectrogram(&x, &o).unwrap_or_else(|e| fail(e));
                (
                    freqs(&r.f),
                    freqs(&r.t),
                    (r.sxx.shape().to_vec(), widen(&r.sxx)),
                )
            }
        }
        5 => {
            let o = StftOptions {
                fs: p[12],
                window: case.window(),
                nperseg: opt(p[1]).unwrap_or(256),
                noverlap: opt(p[2]),
                nfft: opt(p[3]),
                detrend: case.detrend(),
                return_onesided: p[5] != 0.0,
                boundary: [
                    StftBoundary::Even,
                    StftBoundary::Odd,
                    StftBoundary::Constant,
                    StftBoundary::Zeros,
                    StftBoundary::None,
                ][p[10] as usize],
                padded: p[11] != 0.0,
                axis: p[7] as isize,
                scaling: case.stft_scaling(),
            };
            let r = stft(&x, &o).unwrap_or_else(|e| fail(e));
            (
                freqs(&r.f),
                freqs(&r.t),
                (r.zxx.shape().to_vec(), widen(&r.zxx)),
            )
        }
        _ => panic!("{c}: func {func}"),
    };
    Out {
        f,
        t,
        shape: a.0,
        out: a.1,
    }
}

fn reference(npz: &mut Npz, c: &str) -> (Vec<usize>, Vec<Complex64>) {
    let key = format!("{c}_out");
    // The reference's dtype: float64/float32 or complex128/complex64.
    let f32 = npz.vec::<f64>(&format!("{c}_p"))[14] != 0.0;
    macro_rules! try_get {
        ($t:ty) => {
            if let Ok(a) =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| npz.get::<$t>(&key)))
            {
                let shape = a.shape().to_vec();
                return (
                    shape,
                    a.iter()
                        .map(|v| Complex64::from(v.clone() as f64))
                        .collect(),
                );
            }
        };
    }
    macro_rules! try_getc {
        ($t:ty) => {
            if let Ok(a) =
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| npz.get::<$t>(&key)))
            {
                let shape = a.shape().to_vec();
                return (
                    shape,
                    a.iter()
                        .map(|v| Complex64::new(v.re as f64, v.im as f64))
                        .collect(),
                );
            }
        };
    }
    if f32 {
        try_get!(f32);
        try_getc!(gsci_signal::Complex32);
    } else {
        try_get!(f64);
        try_getc!(Complex64);
    }
    panic!("{c}: no reference of the expected dtype");
}

fn check(
    ctx: &str,
    got: &Out,
    f: &[f64],
    t: Option<&[f64]>,
    shape: &[usize],
    r: &[Complex64],
    tol: f64,
) {
    assert_eq!(got.shape, shape, "{ctx}: shape");
    if !f.is_empty() {
        assert_eq!(got.f.len(), f.len(), "{ctx}: f length");
        for (a, b) in got.f.iter().zip(f) {
            assert!(
                (a - b).abs() <= 1e-15 * b.abs().max(1.0),
                "{ctx}: f {a} != {b}"
            );
        }
    }
    if let Some(t) = t {
        assert_eq!(got.t.len(), t.len(), "{ctx}: t length");
        for (a, b) in got.t.iter().zip(t) {
            assert!(
                (a - b).abs() <= 1e-13 * b.abs().max(1.0),
                "{ctx}: t {a} != {b}"
            );
        }
    }
    assert_close(ctx, &got.out, r, tol);
}

#[test]
fn spectral_golden_and_device() {
    let mut npz = Npz::open("spectral_cases.npz");
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let cases = npz.cases("c");
    assert!(cases.len() >= 44, "{} cases", cases.len());
    let mut n = 0;
    for c in cases {
        let p: Vec<f64> = npz.vec(&format!("{c}_p"));
        let f32 = p[14] != 0.0;
        let (shape, r) = reference(&mut npz, &c);
        let f: Vec<f64> = npz.vec(&format!("{c}_f"));
        let t: Option<Vec<f64>> = npz
            .has(&format!("{c}_t"))
            .then(|| npz.vec(&format!("{c}_t")));
        let tol = if f32 { 2e-6 } else { 1e-12 };
        let (got, on_dev) = if f32 {
            (
                run::<f32>(&mut npz, &c, &cpu),
                (dev != cpu).then(|| run::<f32>(&mut npz, &c, &dev)),
            )
        } else {
            (
                run::<f64>(&mut npz, &c, &cpu),
                (dev != cpu).then(|| run::<f64>(&mut npz, &c, &dev)),
            )
        };
        check(
            &format!("{c} (cpu vs scipy, p={p:?})"),
            &got,
            &f,
            t.as_deref(),
            &shape,
            &r,
            tol,
        );
        if let Some(g) = on_dev {
            check(
                &format!("{c} (device vs scipy)"),
                &g,
                &f,
                t.as_deref(),
                &shape,
                &r,
                tol,
            );
            assert_close(&format!("{c} (device vs cpu)"), &g.out, &got.out, tol);
        }
        n += 1;
    }
    assert!(n >= 44);
}
