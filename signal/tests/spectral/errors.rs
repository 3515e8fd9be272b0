//! Bad input gives `Error::InvalidArgument` naming the function and the argument (the same on
//! the CPU and the test device); edge cases behave as SciPy's.

use gsci_signal::windows::Window;
use gsci_signal::{
    ArgrelOptions, Array, CheckColaOptions, CoherenceOptions, CsdOptions, Device, Error,
    FindPeaksOptions, IstftOptions, PeakProminencesOptions, PeakWidthsOptions, PeriodogramOptions,
    SpectralWindow, SpectrogramMode, SpectrogramOptions, StftOptions, WelchOptions, argrelmax,
    check_cola, check_nola, coherence, csd, find_peaks, istft, peak_prominences, peak_widths,
    periodogram, spectrogram, stft, welch,
};

fn signal(n: usize, dev: &Device) -> Array<f64> {
    let v: Vec<f64> = (0..n)
        .map(|i| (i as f64 * 0.3).sin() + 0.1 * i as f64)
        .collect();
    Array::from_vec(v, &[n], dev).unwrap()
}

fn expect_invalid<T: std::fmt::Debug>(r: gsci_signal::Result<T>, op: &str, arg: &str) {
    match r {
        Err(Error::InvalidArgument { op: o, reason }) => {
            assert_eq!(o, op, "{reason}");
            assert!(
                reason.starts_with(arg),
                "{op}: {reason:?} should name {arg}"
            );
        }
        other => panic!("{op}: expected InvalidArgument({arg}), got {other:?}"),
    }
}

#[test]
fn bad_arguments() {
    for dev in [Device::cpu(), gsci_tests::test_device()] {
        let x = signal(100, &dev);
        let w = |o: WelchOptions| welch(&x, &o);
        expect_invalid(
            w(WelchOptions {
                nperseg: Some(0),
                ..Default::default()
            }),
            "welch",
            "nperseg",
        );
        expect_invalid(
            w(WelchOptions {
                nperseg: Some(16),
                noverlap: Some(16),
                ..Default::default()
            }),
            "welch",
            "noverlap",
        );
        expect_invalid(
            w(WelchOptions {
                nperseg: Some(16),
                nfft: Some(8),
                ..Default::default()
            }),
            "welch",
            "nfft",
        );
        expect_invalid(
            w(WelchOptions {
                fs: 0.0,
                ..Default::default()
            }),
            "welch",
            "fs",
        );
        expect_invalid(
            w(WelchOptions {
                window: SpectralWindow::Values(vec![1.0; 200]),
                ..Default::default()
            }),
            "welch",
            "window",
        );
        expect_invalid(
            w(WelchOptions {
                window: SpectralWindow::Values(vec![1.0; 20]),
                nperseg: Some(10),
                ..Default::default()
            }),
            "welch",
            "nperseg",
        );
        // Empty input: SciPy returns empty arrays of x's shape (spectrogram raises).
        let empty = Array::<f64>::zeros(&[3, 0], &dev).unwrap();
        let r = welch(&empty, &WelchOptions::default()).unwrap();
        assert_eq!((r.f.shape(), r.pxx.shape()), (&[3, 0][..], &[3, 0][..]));
        let r = periodogram(&empty, &PeriodogramOptions::default()).unwrap();
        assert_eq!(r.pxx.shape(), &[3, 0]);
        let r = csd(&empty, &empty, &CsdOptions::default()).unwrap();
        assert_eq!(r.pxy.shape(), &[3, 0]);
        let r = coherence(&empty, &empty, &CoherenceOptions::default()).unwrap();
        assert_eq!(r.cxy.shape(), &[3, 0]);
        let r = stft(&empty, &StftOptions::default()).unwrap();
        assert_eq!(
            (r.f.shape(), r.t.shape(), r.zxx.shape()),
            (&[3, 0][..], &[3, 0][..], &[3, 0][..])
        );
        expect_invalid(
            spectrogram(&empty, &SpectrogramOptions::default()),
            "spectrogram",
            "x",
        );
        assert!(matches!(
            welch(
                &x,
                &WelchOptions {
                    axis: 1,
                    ..Default::default()
                }
            ),
            Err(Error::AxisOutOfBounds { .. })
        ));
        let y2 = Array::<f64>::zeros(&[2, 100], &dev).unwrap();
        expect_invalid(csd(&x, &y2, &CsdOptions::default()), "csd", "y");
        expect_invalid(
            coherence(
                &x,
                &x,
                &CoherenceOptions {
                    noverlap: Some(300),
                    ..Default::default()
                },
            ),
            "coherence",
            "noverlap",
        );
        expect_invalid(
            periodogram(
                &x,
                &PeriodogramOptions {
                    nfft: Some(0),
                    ..Default::default()
                },
            ),
            "periodogram",
            "nfft",
        );
        expect_invalid(
            spectrogram(
                &x,
                &SpectrogramOptions {
                    mode: SpectrogramMode::Complex,
                    ..Default::default()
                },
            ),
            "spectrogram",
            "mode",
        );
        expect_invalid(
            stft(
                &x,
                &StftOptions {
                    nperseg: 0,
                    ..Default::default()
                },
            ),
            "stft",
            "nperseg",
        );
        expect_invalid(
            stft(
                &x,
                &StftOptions {
                    nperseg: 32,
                    noverlap: Some(40),
                    ..Default::default()
                },
            ),
            "stft",
            "noverlap",
        );
        let z = stft(
            &x,
            &StftOptions {
                nperseg: 16,
                ..Default::default()
            },
        )
        .unwrap()
        .zxx;
        expect_invalid(
            istft(
                &z,
                &IstftOptions {
                    time_axis: 0,
                    freq_axis: 0,
                    ..Default::default()
                },
            ),
            "istft",
            "freq_axis",
        );
        expect_invalid(
            istft(
                &z,
                &IstftOptions {
                    nperseg: Some(16),
                    noverlap: Some(16),
                    ..Default::default()
                },
            ),
            "istft",
            "noverlap",
        );
        expect_invalid(
            istft(
                &z,
                &IstftOptions {
                    nperseg: Some(16),
                    nfft: Some(8),
                    ..Default::default()
                },
            ),
            "istft",
            "nfft",
        );
        expect_invalid(
            istft(
                &z,
                &IstftOptions {
                    window: SpectralWindow::Values(vec![1.0; 5]),
                    ..Default::default()
                },
            ),
            "istft",
            "window",
        );
        let z1 = Array::<gsci_signal::Complex64>::zeros(&[9], &dev).unwrap();
        expect_invalid(istft(&z1, &IstftOptions::default()), "istft", "Zxx");
        expect_invalid(
            argrelmax(
                &x,
                &ArgrelOptions {
                    order: 0,
                    ..Default::default()
                },
            ),
            "argrelextrema",
            "order",
        );
        expect_invalid(
            find_peaks(
                &x,
                &FindPeaksOptions {
                    distance: Some(0.5),
                    ..Default::default()
                },
            ),
            "find_peaks",
            "distance",
        );
        expect_invalid(
            find_peaks(
                &x,
                &FindPeaksOptions {
                    wlen: Some(1.0),
                    prominence: Some(0.0.into()),
                    ..Default::default()
                },
            ),
            "find_peaks",
            "wlen",
        );
        expect_invalid(
            find_peaks(&y2, &FindPeaksOptions::default()),
            "find_peaks",
            "x",
        );
        let bad = Array::from_vec(vec![3i64, 100], &[2], &dev).unwrap();
        expect_invalid(
            peak_prominences(&x, &bad, &PeakProminencesOptions::default()),
            "peak_prominences",
            "peaks",
        );
        let pk = Array::from_vec(vec![5i64], &[1], &dev).unwrap();
        expect_invalid(
            peak_widths(
                &x,
                &pk,
                &PeakWidthsOptions {
                    rel_height: -1.0,
                    ..Default::default()
                },
            ),
            "peak_widths",
            "rel_height",
        );
    }
    let hann = SpectralWindow::Name(Window::Hann);
    let o = CheckColaOptions::default();
    expect_invalid(check_cola(&hann, 0, 0, &o), "check_COLA", "nperseg");
    expect_invalid(check_cola(&hann, 8, 8, &o), "check_COLA", "noverlap");
    expect_invalid(
        check_nola(&SpectralWindow::Values(vec![1.0; 3]), 8, 4, &o),
        "check_NOLA",
        "window",
    );
}

/// check_COLA / check_NOLA against values printed by SciPy 1.17.1.
#[test]
fn cola_nola() {
    let o = CheckColaOptions::default();
    let n = |w: Window| SpectralWindow::Name(w);
    // scipy.signal.check_COLA('hann', 256, 128), ('hann', 256, 100), ('boxcar', 100, 0),
    // ('hamming', 64, 32), (('tukey', .25), 64, 16) (False), ('bartlett', 64, 32),
    // ('hann', 255, 170) (True)
    assert!(check_cola(&n(Window::Hann), 256, 128, &o).unwrap());
    assert!(!check_cola(&n(Window::Hann), 256, 100, &o).unwrap());
    assert!(check_cola(&n(Window::Boxcar), 100, 0, &o).unwrap());
    assert!(check_cola(&n(Window::Hamming), 64, 32, &o).unwrap());
    assert!(!check_cola(&n(Window::Tukey { alpha: 0.25 }), 64, 16, &o).unwrap());
    assert!(check_cola(&n(Window::Bartlett), 64, 32, &o).unwrap());
    assert!(check_cola(&n(Window::Hann), 255, 170, &o).unwrap() == COLA_HANN_255_170);
    // scipy.signal.check_NOLA('hann', 64, 0) False (hann's first sample is 0);
    // ('hann', 64, 1) True; ('boxcar', 10, 3) True
    assert!(!check_nola(&n(Window::Hann), 64, 0, &o).unwrap());
    assert!(check_nola(&n(Window::Hann), 64, 1, &o).unwrap());
    assert!(check_nola(&n(Window::Boxcar), 10, 3, &o).unwrap());
}

const COLA_HANN_255_170: bool = true;

/// Edge cases: nperseg longer than the signal (SciPy uses the signal length), a one-segment
/// welch, stft of a signal shorter than a segment, and a GPU-sized batched case against the CPU.
#[test]
fn edges_and_device() {
    let cpu = Device::cpu();
    let dev = gsci_tests::test_device();
    let x = signal(50, &cpu);
    let a = welch(&x, &WelchOptions::default()).unwrap();
    let b = welch(
        &x,
        &WelchOptions {
            nperseg: Some(50),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(a.pxx.to_vec().unwrap(), b.pxx.to_vec().unwrap());
    assert_eq!(a.f.shape(), &[26]);
    // Large batched input on the device vs the CPU (f32 and f64).
    let n = 3 * 4099;
    let v: Vec<f64> = (0..n)
        .map(|i| ((i * 7919) % 1000) as f64 / 500.0 - 1.0)
        .collect();
    let xc = Array::from_vec(v.clone(), &[3, 4099], &cpu).unwrap();
    let xd = Array::from_vec(v, &[3, 4099], &dev).unwrap();
    let o = StftOptions {
        nperseg: 256,
        ..Default::default()
    };
    let zc: Vec<_> = stft(&xc, &o).unwrap().zxx.to_vec().unwrap();
    let zd: Vec<_> = stft(&xd, &o).unwrap().zxx.to_vec().unwrap();
    let scale = zc.iter().map(|c| c.norm()).fold(0.0, f64::max);
    let err = zc
        .iter()
        .zip(&zd)
        .map(|(a, b)| (a - b).norm())
        .fold(0.0, f64::max);
    assert!(err <= 1e-12 * scale, "stft device vs cpu {err}");
    let back = istft(
        &stft(&xd, &o).unwrap().zxx,
        &IstftOptions {
            nperseg: Some(256),
            ..Default::default()
        },
    )
    .unwrap()
    .x;
    let orig = xc.to_vec().unwrap();
    let bv = back.to_vec().unwrap();
    assert_eq!(back.shape(), &[3, 4099 + (256 - (4099 % 128)) % 128]);
    for r in 0..3 {
        for i in 0..4099 {
            let (p, q) = (orig[r * 4099 + i], bv[r * back.shape()[1] + i]);
            assert!((p - q).abs() < 1e-12, "istft(stft(x)) [{r},{i}] {p} {q}");
        }
    }
    let xd32: Array<f32> = xd.astype().unwrap();
    let xc32: Array<f32> = xc.astype().unwrap();
    let so = SpectrogramOptions {
        nperseg: Some(512),
        ..Default::default()
    };
    let sc = spectrogram(&xc32, &so).unwrap().sxx.to_vec().unwrap();
    let sd = spectrogram(&xd32, &so).unwrap().sxx.to_vec().unwrap();
    let scale = sc.iter().cloned().fold(0.0f32, f32::max);
    let err = sc
        .iter()
        .zip(&sd)
        .map(|(a, b)| (a - b).abs())
        .fold(0.0f32, f32::max);
    assert!(err <= 2e-6 * scale, "spectrogram f32 device vs cpu {err}");
}

#[test]
fn lombscargle_and_vectorstrength_errors() {
    use gsci_signal::{LombscargleNormalize, LombscargleOptions, lombscargle, vectorstrength};
    let dev = gsci_tests::test_device();
    let x = signal(10, &dev);
    let y = signal(9, &dev);
    let f = Array::from_vec(vec![1.0, 2.0], &[2], &dev).unwrap();
    let o = LombscargleOptions::default();
    expect_invalid(lombscargle(&x, &y, &f, &o), "lombscargle", "x");
    let e = Array::<f64>::zeros(&[0], &dev).unwrap();
    expect_invalid(lombscargle(&x, &x, &e, &o), "lombscargle", "freqs");
    let w = Array::from_vec(vec![-1.0; 10], &[10], &dev).unwrap();
    let ow = LombscargleOptions {
        weights: Some(&w),
        ..Default::default()
    };
    expect_invalid(lombscargle(&x, &x, &f, &ow), "lombscargle", "weights");
    let oa = LombscargleOptions {
        normalize: LombscargleNormalize::Amplitude,
        ..Default::default()
    };
    expect_invalid(lombscargle(&x, &x, &f, &oa), "lombscargle", "normalize");
    let x2 = Array::<f64>::zeros(&[2, 2], &dev).unwrap();
    expect_invalid(vectorstrength(&x2, &[1.0]), "vectorstrength", "events");
    expect_invalid(vectorstrength(&x, &[-1.0]), "vectorstrength", "period");
}
