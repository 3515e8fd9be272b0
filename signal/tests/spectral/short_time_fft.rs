//! ShortTimeFFT against SciPy 1.17.1 (signal/golden/data/spectral_extra.npz, `s<k>` cases):
//! the properties, `f`, `t`, the dual window, `stft_detrend`, `spectrogram` (with and without
//! `y`) and `istft`, on the CPU and on the test device (compared with the CPU too), plus bad
//! input.
//!
//! Tolerances (max |out - ref| / max |ref| per array): SciPy computes in float64 (complex128)
//! for every input dtype (padding and detrending in the input's dtype, as NumPy and SciPy), and
//! so do we: STFT, spectrograms and the inverse 5e-15 (a few ulp of the FFTs and, for the
//! inverse, of the overlap-add sums; measured at most 1.03e-15 over the 12 cases), `f`, `t`,
//! the dual window and the float properties 1e-15 relative each; the integer properties
//! exactly. Device vs CPU: the same bounds.

use super::common::{Npz, assert_close, to_device, widen};
use gsci_signal::{
    Array, Complex32, Complex64, DetrendType, Device, Error, FftMode, FilterElement,
    FromDualOptions, ShortTimeFft, ShortTimeFftIstftOptions, ShortTimeFftOptions,
    ShortTimeFftStftOptions, StftPadding, StftScaleTo,
};
use ndarray_npy::ReadableElement;

const NONE: f64 = -999.0;

fn opt_i(v: f64) -> Option<isize> {
    (v != NONE).then_some(v as isize)
}

fn build(p: &[f64], win: &[f64]) -> ShortTimeFft {
    let fft_mode = [
        FftMode::Twosided,
        FftMode::Centered,
        FftMode::Onesided,
        FftMode::Onesided2X,
    ][p[2] as usize];
    let mfft = (p[3] >= 0.0).then_some(p[3] as usize);
    let scale_to = match p[4] as i64 {
        0 => Some(StftScaleTo::Magnitude),
        1 => Some(StftScaleTo::Psd),
        _ => None,
    };
    let phase_shift = opt_i(p[5]);
    let (hop, fs) = (p[0] as usize, p[1]);
    if p[6] != 0.0 {
        ShortTimeFft::from_dual(
            win,
            hop,
            fs,
            &FromDualOptions {
                fft_mode,
                mfft,
                scale_to,
                phase_shift,
            },
        )
        .unwrap()
    } else {
        ShortTimeFft::new(
            win,
            hop,
            fs,
            &ShortTimeFftOptions {
                fft_mode,
                mfft,
                dual_win: None,
                scale_to,
                phase_shift,
            },
        )
        .unwrap()
    }
}

fn stft_opts(p: &[f64]) -> ShortTimeFftStftOptions {
    ShortTimeFftStftOptions {
        p0: opt_i(p[9]),
        p1: opt_i(p[10]),
        k_offset: p[11] as isize,
        padding: [
            StftPadding::Zeros,
            StftPadding::Edge,
            StftPadding::Even,
            StftPadding::Odd,
        ][p[8] as usize],
        axis: p[12] as isize,
        detr: match p[7] as i64 {
            0 => Some(DetrendType::Linear),
            1 => Some(DetrendType::Constant),
            _ => None,
        },
    }
}

type Got = Vec<(&'static str, Vec<usize>, Vec<Complex64>)>;

fn run<T: FilterElement + ReadableElement>(npz: &mut Npz, c: &str, dev: &Device) -> Got {
    let p: Vec<f64> = npz.vec(&format!("{c}_p"));
    let win: Vec<f64> = npz.vec(&format!("{c}_win"));
    let sft = build(&p, &win);
    let o = stft_opts(&p);
    let x: Array<T> = to_device(&npz.get::<T>(&format!("{c}_x")), dev);
    let mut out: Got = Vec::new();
    let s = sft
        .stft_detrend(&x, o.detr, &o)
        .unwrap_or_else(|e| panic!("{c}: {e}"));
    out.push(("S", s.shape().to_vec(), widen(&s)));
    let sp = sft.spectrogram(&x, &o).unwrap();
    out.push(("spec", sp.shape().to_vec(), widen(&sp)));
    if npz.has(&format!("{c}_y")) {
        let y: Array<T> = to_device(&npz.get::<T>(&format!("{c}_y")), dev);
        let cr = sft.spectrogram_cross(&x, &y, &o).unwrap();
        out.push(("cross", cr.shape().to_vec(), widen(&cr)));
    }
    if npz.has(&format!("{c}_xi")) {
        let io = ShortTimeFftIstftOptions {
            k0: p[13] as isize,
            k1: opt_i(p[14]),
            f_axis: p[15] as isize,
            t_axis: p[16] as isize,
        };
        if sft.onesided_fft() {
            let xi = sft.istft(&s, &io).unwrap_or_else(|e| panic!("{c}: {e}"));
            out.push(("xi", xi.shape().to_vec(), widen(&xi)));
        } else {
            let xi = sft
                .istft_complex(&s, &io)
                .unwrap_or_else(|e| panic!("{c}: {e}"));
            out.push(("xi", xi.shape().to_vec(), widen(&xi)));
        }
    }
    out
}

fn run_any(npz: &mut Npz, c: &str, dev: &Device) -> Got {
    let key = format!("{c}_x");
    if npz.try_get::<f64>(&key).is_some() {
        run::<f64>(npz, c, dev)
    } else if npz.try_get::<f32>(&key).is_some() {
        run::<f32>(npz, c, dev)
    } else if npz.try_get::<Complex64>(&key).is_some() {
        run::<Complex64>(npz, c, dev)
    } else {
        run::<Complex32>(npz, c, dev)
    }
}

fn reference(npz: &mut Npz, key: &str) -> (Vec<usize>, Vec<Complex64>) {
    if let Some(a) = npz.try_get::<f64>(key) {
        let s = a.shape().to_vec();
        return (s, a.iter().map(|v| Complex64::new(*v, 0.0)).collect());
    }
    let a = npz.get::<Complex64>(key);
    (a.shape().to_vec(), a.iter().cloned().collect())
}

fn close(ctx: &str, a: f64, b: f64) {
    assert!(
        (a - b).abs() <= 1e-15 * b.abs().max(1e-300),
        "{ctx}: {a} != {b}"
    );
}

#[test]
fn short_time_fft_golden_and_device() {
    let mut npz = Npz::open("spectral_extra.npz");
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let cases = npz.cases("s");
    assert!(cases.len() >= 12, "{} cases", cases.len());
    let tol = 5e-15;
    for c in cases {
        let p: Vec<f64> = npz.vec(&format!("{c}_p"));
        let win: Vec<f64> = npz.vec(&format!("{c}_win"));
        let sft = build(&p, &win);
        // properties
        let pr: Vec<f64> = npz.vec(&format!("{c}_props"));
        let n = pr[15] as usize;
        let lbe = sft.lower_border_end().unwrap();
        let ubb = sft.upper_border_begin(n).unwrap();
        let ints = [
            sft.k_min(),
            sft.p_min(),
            sft.k_max(n).unwrap(),
            sft.p_max(n).unwrap(),
            sft.p_num(n).unwrap() as isize,
            lbe.0,
            lbe.1,
            ubb.0,
            ubb.1,
        ];
        for (i, v) in ints.iter().enumerate() {
            assert_eq!(*v as f64, pr[i], "{c}: property {i} ({ints:?} vs {pr:?})");
        }
        close(&format!("{c} delta_f"), sft.delta_f(), pr[9]);
        close(&format!("{c} delta_t"), sft.delta_t(), pr[10]);
        assert_eq!(
            (sft.m_num(), sft.m_num_mid(), sft.f_pts()),
            (pr[11] as usize, pr[12] as usize, pr[13] as usize),
            "{c}"
        );
        assert_eq!(sft.invertible(), pr[14] != 0.0, "{c}: invertible");
        close(&format!("{c} fac_magnitude"), sft.fac_magnitude(), pr[16]);
        close(&format!("{c} fac_psd"), sft.fac_psd(), pr[17]);
        let f: Vec<f64> = npz.vec(&format!("{c}_f"));
        let got_f = sft.f(&cpu).unwrap().to_vec().unwrap();
        assert_eq!(got_f.len(), f.len(), "{c}: f");
        for (a, b) in got_f.iter().zip(&f) {
            close(&format!("{c} f"), *a, *b);
        }
        let t: Vec<f64> = npz.vec(&format!("{c}_t"));
        let o = stft_opts(&p);
        let got_t = sft
            .t(n, o.p0, o.p1, o.k_offset, &cpu)
            .unwrap()
            .to_vec()
            .unwrap();
        assert_eq!(got_t.len(), t.len(), "{c}: t");
        for (a, b) in got_t.iter().zip(&t) {
            assert!(
                (a - b).abs() <= 1e-15 * b.abs().max(1.0),
                "{c} t: {a} != {b}"
            );
        }
        let dual: Vec<f64> = npz.vec(&format!("{c}_dual"));
        if !dual.is_empty() {
            let d = sft.dual_win().unwrap();
            let dc: Vec<Complex64> = d.iter().map(|v| Complex64::new(*v, 0.0)).collect();
            let rc: Vec<Complex64> = dual.iter().map(|v| Complex64::new(*v, 0.0)).collect();
            assert_close(&format!("{c} dual_win"), &dc, &rc, 1e-15);
        }
        // transforms
        let got = run_any(&mut npz, &c, &cpu);
        let on_dev = (dev != cpu).then(|| run_any(&mut npz, &c, &dev));
        for (i, (name, shape, vals)) in got.iter().enumerate() {
            let (rs, rv) = reference(&mut npz, &format!("{c}_{name}"));
            assert_eq!(shape, &rs, "{c} {name}: shape");
            assert_close(
                &format!("{c} {name} (cpu vs scipy, p={p:?})"),
                vals,
                &rv,
                tol,
            );
            if let Some(g) = &on_dev {
                assert_eq!(&g[i].1, shape, "{c} {name}: device shape");
                assert_close(&format!("{c} {name} (device vs scipy)"), &g[i].2, &rv, tol);
                assert_close(&format!("{c} {name} (device vs cpu)"), &g[i].2, vals, tol);
            }
        }
    }
}

/// closest_STFT_dual_window against SciPy (`d<k>` cases): 1e-14 relative (the scaled form's dot
/// products are summed in another order than NumPy's BLAS).
#[test]
fn closest_dual_window_golden() {
    let mut npz = Npz::open("spectral_extra.npz");
    let cases = npz.cases("d");
    assert_eq!(cases.len(), 3);
    for c in cases {
        let p: Vec<f64> = npz.vec(&format!("{c}_p"));
        let win: Vec<f64> = npz.vec(&format!("{c}_win"));
        let desired: Vec<f64> = npz.vec(&format!("{c}_desired"));
        let r: Vec<f64> = npz.vec(&format!("{c}_out"));
        let o = gsci_signal::ClosestStftDualWindowOptions {
            desired_dual: (p[3] != 0.0).then_some(desired),
            scaled: p[1] != 0.0,
        };
        let (d, alpha) = gsci_signal::closest_stft_dual_window(&win, p[0] as usize, &o).unwrap();
        let dc: Vec<Complex64> = d.iter().map(|v| Complex64::new(*v, 0.0)).collect();
        let rc: Vec<Complex64> = r.iter().map(|v| Complex64::new(*v, 0.0)).collect();
        assert_close(&format!("{c} closest dual"), &dc, &rc, 1e-14);
        assert!(
            (alpha - p[2]).abs() <= 1e-14 * p[2].abs(),
            "{c}: alpha {alpha} != {}",
            p[2]
        );
    }
    let e = gsci_signal::closest_stft_dual_window(&[1.0; 4], 5, &Default::default());
    expect_invalid(e, "closest_STFT_dual_window", "hop");
    let e = gsci_signal::closest_stft_dual_window(
        &[1.0; 4],
        2,
        &gsci_signal::ClosestStftDualWindowOptions {
            desired_dual: Some(vec![1.0; 3]),
            scaled: true,
        },
    );
    expect_invalid(e, "closest_STFT_dual_window", "win");
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
fn short_time_fft_bad_input() {
    let d = ShortTimeFftOptions::default();
    let w = [0.5, 1.0, 1.0, 0.5];
    expect_invalid(ShortTimeFft::new(&w, 0, 1.0, &d), "ShortTimeFFT", "hop");
    expect_invalid(ShortTimeFft::new(&[], 1, 1.0, &d), "ShortTimeFFT", "win");
    expect_invalid(
        ShortTimeFft::new(&[1.0, f64::NAN], 1, 1.0, &d),
        "ShortTimeFFT",
        "win",
    );
    expect_invalid(ShortTimeFft::new(&w, 1, 0.0, &d), "ShortTimeFFT", "fs");
    expect_invalid(ShortTimeFft::new(&w, 1, -2.0, &d), "ShortTimeFFT", "fs");
    let o = |f: &dyn Fn(&mut ShortTimeFftOptions)| {
        let mut o = ShortTimeFftOptions::default();
        f(&mut o);
        ShortTimeFft::new(&w, 2, 1.0, &o)
    };
    expect_invalid(o(&|o| o.mfft = Some(3)), "ShortTimeFFT", "mfft");
    expect_invalid(
        o(&|o| o.dual_win = Some(vec![1.0; 3])),
        "ShortTimeFFT",
        "dual_win",
    );
    expect_invalid(
        o(&|o| o.fft_mode = FftMode::Onesided2X),
        "ShortTimeFFT",
        "fft_mode",
    );
    expect_invalid(
        o(&|o| o.phase_shift = Some(4)),
        "ShortTimeFFT",
        "phase_shift",
    );
    expect_invalid(
        o(&|o| o.phase_shift = Some(-4)),
        "ShortTimeFFT",
        "phase_shift",
    );
    // a hop longer than the window: not invertible
    let sft = ShortTimeFft::new(&w, 6, 1.0, &d).unwrap();
    assert!(!sft.invertible());
    expect_invalid(sft.dual_win(), "ShortTimeFFT", "hop");
    // a window whose overlapped squares vanish
    let z = ShortTimeFft::new(&[0.0, 1.0, 0.0, 0.0], 2, 1.0, &d).unwrap();
    assert!(!z.invertible());
    expect_invalid(
        ShortTimeFft::from_dual(&[0.0, 1.0, 0.0, 0.0], 2, 1.0, &FromDualOptions::default()),
        "ShortTimeFFT",
        "win",
    );
    for dev in [Device::cpu(), gsci_tests::test_device()] {
        let sft = ShortTimeFft::new(&[1.0; 8], 2, 1.0, &d).unwrap();
        let so = ShortTimeFftStftOptions::default();
        // signal shorter than ceil(m_num / 2)
        let short = Array::from_vec(vec![1.0f64; 3], &[3], &dev).unwrap();
        expect_invalid(sft.stft(&short, &so), "ShortTimeFFT.stft", "x");
        let x = Array::from_vec((0..20).map(|i| i as f64).collect(), &[20], &dev).unwrap();
        // complex input with a one-sided FFT
        let xc: Array<Complex64> = x.astype().unwrap();
        expect_invalid(sft.stft(&xc, &so), "ShortTimeFFT.stft", "x");
        // bad slice ranges
        let bad = |p0: Option<isize>, p1: Option<isize>| {
            sft.stft(
                &x,
                &ShortTimeFftStftOptions {
                    p0,
                    p1,
                    ..Default::default()
                },
            )
        };
        expect_invalid(bad(Some(-100), None), "ShortTimeFFT", "p0");
        expect_invalid(bad(Some(3), Some(3)), "ShortTimeFFT", "p0");
        expect_invalid(bad(None, Some(1000)), "ShortTimeFFT", "p0");
        assert!(matches!(
            sft.stft(
                &x,
                &ShortTimeFftStftOptions {
                    axis: 1,
                    ..Default::default()
                }
            ),
            Err(Error::AxisOutOfBounds { .. })
        ));
        let s = sft.stft(&x, &so).unwrap();
        let io = ShortTimeFftIstftOptions::default();
        expect_invalid(
            sft.istft(
                &s,
                &ShortTimeFftIstftOptions {
                    f_axis: -1,
                    ..Default::default()
                },
            ),
            "ShortTimeFFT.istft",
            "f_axis",
        );
        expect_invalid(
            sft.istft(&s.slice_axis(0, Some(0), Some(2), 1).unwrap(), &io),
            "ShortTimeFFT.istft",
            "S",
        );
        expect_invalid(
            sft.istft(
                &s,
                &ShortTimeFftIstftOptions {
                    k0: 10,
                    k1: Some(5),
                    ..Default::default()
                },
            ),
            "ShortTimeFFT.istft",
            "k0",
        );
        expect_invalid(sft.istft_complex(&s, &io), "ShortTimeFFT.istft", "fft_mode");
        let one_d = s
            .slice_axis(1, Some(0), Some(1), 1)
            .unwrap()
            .reshape(&[5])
            .unwrap();
        expect_invalid(sft.istft(&one_d, &io), "ShortTimeFFT.istft", "S");
    }
}

/// Round trip through a twosided, phase-shifted, zero-padded STFT of a complex 2-D signal along
/// axis 0, and the legacy-equivalent layout: `stft` then `istft` gives the signal back.
#[test]
fn short_time_fft_round_trip() {
    let dev = gsci_tests::test_device();
    let win: Vec<f64> = (0..12)
        .map(|i| (std::f64::consts::PI * (i as f64 + 0.5) / 12.0).sin())
        .collect();
    let sft = ShortTimeFft::new(
        &win,
        3,
        2.0,
        &ShortTimeFftOptions {
            fft_mode: FftMode::Twosided,
            mfft: Some(16),
            phase_shift: Some(5),
            ..Default::default()
        },
    )
    .unwrap();
    let n = 37;
    let v: Vec<Complex64> = (0..n * 3)
        .map(|i| Complex64::new((i as f64 * 0.37).sin(), (i as f64 * 0.11).cos()))
        .collect();
    let x = Array::from_vec(v.clone(), &[n, 3], &dev).unwrap();
    let s = sft
        .stft(
            &x,
            &ShortTimeFftStftOptions {
                axis: 0,
                ..Default::default()
            },
        )
        .unwrap();
    assert_eq!(s.shape(), &[16, 3, sft.p_num(n).unwrap()]);
    let y = sft
        .istft_complex(
            &s,
            &ShortTimeFftIstftOptions {
                k1: Some(n as isize),
                f_axis: 0,
                t_axis: -1,
                ..Default::default()
            },
        )
        .unwrap();
    assert_eq!(y.shape(), &[n, 3]);
    assert_close("round trip", &widen(&y), &v, 1e-14);
}
