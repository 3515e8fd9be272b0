//! Convolution and correlation against SciPy (on GSCI_TEST_DEVICE). Tolerances (max error /
//! max |ref|): direct sums 1e-13 (float64/complex128; the order of the sums differs from
//! SciPy's), FFT paths 1e-12 (float64) and 1e-5 (float32: FFT rounding of float32).

use crate::common::{Npz, assert_close, to_device};
use gsci_signal::{
    Boundary, Complex64, ConvMethod, ConvMode, Convolve2dOptions, ConvolveOptions,
    CorrelateOptions, CorrelationLagsOptions, FftconvolveOptions, FilterElement, OaconvolveOptions,
    convolve, convolve2d, correlate, correlate2d, correlation_lags, deconvolve, fftconvolve,
    oaconvolve,
};
use gsci_tests::test_device;
use ndarray_npy::ReadableElement;

fn mode(m: i64) -> ConvMode {
    [ConvMode::Full, ConvMode::Same, ConvMode::Valid][m as usize]
}

fn cases_typed<T: FilterElement + ReadableElement>(slot: usize, tol: f64) {
    let d = test_device();
    let mut npz = Npz::open("filtering_conv.npz");
    let all = npz.cases("v");
    let per = all.len() / 3;
    assert_eq!(per * 3, all.len());
    for c in &all[slot * per..(slot + 1) * per] {
        let a = to_device(&npz.get::<T>(&format!("{c}_in1")), &d);
        let b = to_device(&npz.get::<T>(&format!("{c}_in2")), &d);
        let want = npz.get::<T>(&format!("{c}_out"));
        let op = npz.int(&format!("{c}_op"));
        let m = mode(npz.int(&format!("{c}_mode")));
        let method = if npz.int(&format!("{c}_method")) == 1 {
            ConvMethod::Fft
        } else {
            ConvMethod::Direct
        };
        let out = match op {
            0 => convolve(&a, &b, &ConvolveOptions { mode: m, method }).unwrap(),
            1 => correlate(&a, &b, &CorrelateOptions { mode: m, method }).unwrap(),
            _ => fftconvolve(
                &a,
                &b,
                &FftconvolveOptions {
                    mode: m,
                    axes: None,
                },
            )
            .unwrap(),
        };
        let ctx = format!(
            "{c}: op {op} {m:?} {method:?} {:?} * {:?}",
            a.shape(),
            b.shape()
        );
        assert_eq!(out.shape(), want.shape(), "{ctx}");
        assert_close(&ctx, &out, &want.iter().copied().collect::<Vec<_>>(), tol);
        if op == 2 {
            let o = oaconvolve(
                &a,
                &b,
                &OaconvolveOptions {
                    mode: m,
                    axes: None,
                },
            )
            .unwrap();
            assert_close(
                &format!("oaconvolve {ctx}"),
                &o,
                &want.iter().copied().collect::<Vec<_>>(),
                tol,
            );
        }
        // auto agrees with the explicit method
        if op < 2 {
            let auto = if op == 0 {
                convolve(
                    &a,
                    &b,
                    &ConvolveOptions {
                        mode: m,
                        method: ConvMethod::Auto,
                    },
                )
                .unwrap()
            } else {
                correlate(
                    &a,
                    &b,
                    &CorrelateOptions {
                        mode: m,
                        method: ConvMethod::Auto,
                    },
                )
                .unwrap()
            };
            assert_close(
                &format!("auto {ctx}"),
                &auto,
                &want.iter().copied().collect::<Vec<_>>(),
                tol,
            );
        }
    }
}

#[test]
fn convolve_correlate_f64_match_scipy() {
    cases_typed::<f64>(0, 1e-12);
}

#[test]
fn convolve_correlate_f32_match_scipy() {
    cases_typed::<f32>(1, 1e-5);
}

#[test]
fn convolve_correlate_c128_match_scipy() {
    cases_typed::<Complex64>(2, 1e-12);
}

#[test]
fn fftconvolve_axes_match_scipy() {
    let d = test_device();
    let mut npz = Npz::open("filtering_conv.npz");
    let all = npz.cases("a");
    let half = all.len() / 2;
    for (i, c) in all.iter().enumerate() {
        let axes: Vec<isize> = npz
            .get::<i64>(&format!("{c}_axes"))
            .iter()
            .map(|v| *v as isize)
            .collect();
        let m = mode(npz.int(&format!("{c}_mode")));
        let o = FftconvolveOptions {
            mode: m,
            axes: Some(axes),
        };
        if i < half {
            let a = to_device(&npz.get::<f64>(&format!("{c}_in1")), &d);
            let b = to_device(&npz.get::<f64>(&format!("{c}_in2")), &d);
            let want: Vec<f64> = npz
                .get::<f64>(&format!("{c}_out"))
                .iter()
                .copied()
                .collect();
            let out = fftconvolve(&a, &b, &o).unwrap();
            assert_close(&format!("{c} {o:?}"), &out, &want, 1e-12);
        } else {
            let a = to_device(&npz.get::<Complex64>(&format!("{c}_in1")), &d);
            let b = to_device(&npz.get::<Complex64>(&format!("{c}_in2")), &d);
            let want: Vec<Complex64> = npz
                .get::<Complex64>(&format!("{c}_out"))
                .iter()
                .copied()
                .collect();
            let out = fftconvolve(&a, &b, &o).unwrap();
            assert_close(&format!("{c} {o:?}"), &out, &want, 1e-12);
        }
    }
}

fn conv2d_typed<T: FilterElement + ReadableElement>(first: bool) {
    let d = test_device();
    let mut npz = Npz::open("filtering_conv.npz");
    let all = npz.cases("w");
    let half = all.len() / 2;
    let cases = if first { &all[..half] } else { &all[half..] };
    for c in cases {
        let a = to_device(&npz.get::<T>(&format!("{c}_in1")), &d);
        let b = to_device(&npz.get::<T>(&format!("{c}_in2")), &d);
        let want = npz.get::<T>(&format!("{c}_out"));
        let op = npz.int(&format!("{c}_op"));
        let boundary = [Boundary::Fill, Boundary::Wrap, Boundary::Symm]
            [npz.int(&format!("{c}_boundary")) as usize];
        let fill = npz.get::<f64>(&format!("{c}_fill"))[[0]];
        let o = Convolve2dOptions {
            mode: mode(npz.int(&format!("{c}_mode"))),
            boundary,
            fillvalue: T::from_f64(fill),
        };
        let out = if op == 0 {
            convolve2d(&a, &b, &o)
        } else {
            correlate2d(&a, &b, &o)
        }
        .unwrap();
        let ctx = format!("{c}: op {op} {o:?} {:?} * {:?}", a.shape(), b.shape());
        assert_eq!(out.shape(), want.shape(), "{ctx}");
        assert_close(&ctx, &out, &want.iter().copied().collect::<Vec<_>>(), 1e-13);
    }
}

#[test]
fn convolve2d_correlate2d_match_scipy() {
    conv2d_typed::<f64>(true);
    conv2d_typed::<Complex64>(false);
}

#[test]
fn deconvolve_and_lags_match_scipy() {
    let d = test_device();
    let mut npz = Npz::open("filtering_conv.npz");
    for c in npz.cases("d") {
        let s = to_device(&npz.get::<f64>(&format!("{c}_sig")), &d);
        let dv = to_device(&npz.get::<f64>(&format!("{c}_div")), &d);
        let q: Vec<f64> = npz.get::<f64>(&format!("{c}_q")).iter().copied().collect();
        let r: Vec<f64> = npz.get::<f64>(&format!("{c}_r")).iter().copied().collect();
        let got = deconvolve(&s, &dv).unwrap();
        assert_close(
            &format!("deconvolve {c} quotient"),
            &got.quotient,
            &q,
            1e-12,
        );
        // the remainder is a difference of nearly equal values: compare at the signal's scale
        let rs = got.remainder.to_vec().unwrap();
        let scale = s
            .to_vec()
            .unwrap()
            .iter()
            .fold(0.0f64, |m, v| m.max(v.abs()));
        for (u, v) in rs.iter().zip(&r) {
            assert!(
                (u - v).abs() <= 1e-12 * scale,
                "deconvolve {c} remainder {u} vs {v}"
            );
        }
    }
    // scipy.signal.correlation_lags
    let full = correlation_lags(5, 3, &CorrelationLagsOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert_eq!(full, vec![-2, -1, 0, 1, 2, 3, 4]);
    let same = correlation_lags(
        5,
        3,
        &CorrelationLagsOptions {
            mode: ConvMode::Same,
        },
    )
    .unwrap()
    .to_vec()
    .unwrap();
    assert_eq!(same, vec![-1, 0, 1, 2, 3]);
    let same4 = correlation_lags(
        4,
        7,
        &CorrelationLagsOptions {
            mode: ConvMode::Same,
        },
    )
    .unwrap()
    .to_vec()
    .unwrap();
    assert_eq!(same4, vec![-3, -2, -1, 0]);
    let valid = correlation_lags(
        3,
        5,
        &CorrelationLagsOptions {
            mode: ConvMode::Valid,
        },
    )
    .unwrap()
    .to_vec()
    .unwrap();
    assert_eq!(valid, vec![-2, -1, 0]);
}
