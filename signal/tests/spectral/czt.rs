//! czt, zoom_fft, czt_points, Czt and ZoomFft against SciPy 1.17.1
//! (signal/golden/data/spectral_extra.npz, `z<k>` and `q<k>` cases), then the test device
//! against the CPU, then bad input.
//!
//! Tolerances (max |out - ref| / max |ref| per case; SciPy's result is complex128 for every
//! input dtype, and so is ours, so float32/complex64 inputs are held to the float64 bound):
//! 2e-15, a few float64 ulp of the FFTs' rounding: both sides compute the chirps with NumPy's
//! operation order (Smith's complex division, `nc_pow`'s repeated squaring, glibc's `clog`
//! near the unit circle), measured at most 7.9e-16 over the 19 cases. Points: 1e-15
//! (measured 9e-16). Device vs CPU: the same bounds.

use super::common::{Npz, assert_close, to_device, widen};
use gsci_signal::{
    Array, Complex32, Complex64, Czt, CztOptions, CztPointsOptions, Device, Error, FilterElement,
    ZoomFft, ZoomFftOptions, czt, czt_points, zoom_fft,
};
use ndarray_npy::ReadableElement;

fn run<T: FilterElement + ReadableElement>(
    npz: &mut Npz,
    c: &str,
    p: &[f64],
    dev: &Device,
) -> (Vec<usize>, Vec<Complex64>) {
    let x: Array<T> = to_device(&npz.get::<T>(&format!("{c}_x")), dev);
    let m = (p[1] >= 0.0).then_some(p[1] as usize);
    let axis = p[2] as isize;
    let y = if p[0] == 0.0 {
        let o = CztOptions {
            m,
            w: (p[3] != 0.0).then(|| Complex64::new(p[4], p[5])),
            a: Complex64::new(p[6], p[7]),
            axis,
        };
        czt(&x, &o).unwrap_or_else(|e| panic!("{c}: {e}"))
    } else {
        let fn_: Vec<f64> = if p[10] == 1.0 {
            vec![p[12]]
        } else {
            vec![p[11], p[12]]
        };
        let o = ZoomFftOptions {
            m,
            fs: p[8],
            endpoint: p[9] != 0.0,
            axis,
        };
        zoom_fft(&x, &fn_, &o).unwrap_or_else(|e| panic!("{c}: {e}"))
    };
    (y.shape().to_vec(), widen(&y))
}

fn run_any(npz: &mut Npz, c: &str, p: &[f64], dev: &Device) -> (Vec<usize>, Vec<Complex64>) {
    let key = format!("{c}_x");
    if npz.try_get::<f64>(&key).is_some() {
        run::<f64>(npz, c, p, dev)
    } else if npz.try_get::<f32>(&key).is_some() {
        run::<f32>(npz, c, p, dev)
    } else if npz.try_get::<Complex64>(&key).is_some() {
        run::<Complex64>(npz, c, p, dev)
    } else {
        run::<Complex32>(npz, c, p, dev)
    }
}

#[test]
fn czt_zoom_fft_golden_and_device() {
    let mut npz = Npz::open("spectral_extra.npz");
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let cases = npz.cases("z");
    assert!(cases.len() >= 19, "{} cases", cases.len());
    for c in cases {
        let p: Vec<f64> = npz.vec(&format!("{c}_p"));
        let r = npz.get::<Complex64>(&format!("{c}_out"));
        let rv: Vec<Complex64> = r.iter().cloned().collect();
        let tol = 2e-15;
        let (shape, got) = run_any(&mut npz, &c, &p, &cpu);
        assert_eq!(shape, r.shape(), "{c}: shape");
        assert_close(&format!("{c} (cpu vs scipy, p={p:?})"), &got, &rv, tol);
        if dev != cpu {
            let (s2, g2) = run_any(&mut npz, &c, &p, &dev);
            assert_eq!(s2, shape, "{c}: device shape");
            assert_close(&format!("{c} (device vs scipy)"), &g2, &rv, tol);
            assert_close(&format!("{c} (device vs cpu)"), &g2, &got, tol);
        }
    }
}

#[test]
fn czt_points_golden() {
    let mut npz = Npz::open("spectral_extra.npz");
    let cases = npz.cases("q");
    assert_eq!(cases.len(), 3);
    for c in cases {
        let p: Vec<f64> = npz.vec(&format!("{c}_p"));
        let r: Vec<Complex64> = npz.vec(&format!("{c}_out"));
        let o = CztPointsOptions {
            w: (p[1] != 0.0).then(|| Complex64::new(p[2], p[3])),
            a: Complex64::new(p[4], p[5]),
        };
        let got = czt_points(p[0] as usize, &Device::cpu(), &o).unwrap();
        assert_close(&format!("{c} points"), &widen(&got), &r, 1e-15);
        // CZT.points() of the same transform
        let t = Czt::new(
            3,
            &CztOptions {
                m: Some(p[0] as usize),
                w: o.w,
                a: o.a,
                axis: -1,
            },
        )
        .unwrap();
        let pts = t.points(&Device::cpu()).unwrap();
        assert_close(&format!("{c} CZT.points"), &widen(&pts), &r, 1e-15);
    }
}

/// The classes reuse their chirps: two calls on different signals agree with `czt`, and the
/// default CZT equals the FFT (SciPy's documented identity).
#[test]
fn classes_reuse_and_fft_identity() {
    let dev = gsci_tests::test_device();
    let n = 37;
    let v: Vec<f64> = (0..2 * n).map(|i| ((i * 7 % 11) as f64) - 4.5).collect();
    let x = Array::from_vec(v.clone(), &[2, n], &dev).unwrap();
    let t = Czt::new(n, &CztOptions::default()).unwrap();
    let y = widen(&t.call(&x, 1).unwrap());
    let f = gsci_fft::fft(&x, &gsci_fft::FftOptions::default()).unwrap();
    assert_close("czt == fft", &y, &widen(&f), 1e-14);
    let y2 = widen(&czt(&x, &CztOptions::default()).unwrap());
    assert_eq!(y, y2);
    // ZoomFFT over the whole circle with m = n is the FFT too.
    let z = ZoomFft::new(n, &[0.0, 2.0], &ZoomFftOptions::default()).unwrap();
    assert_close(
        "zoom == fft",
        &widen(&z.call(&x, -1).unwrap()),
        &widen(&f),
        1e-14,
    );
    assert_eq!((z.f1, z.f2, z.fs), (0.0, 2.0, 2.0));
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
fn czt_bad_input() {
    for dev in [Device::cpu(), gsci_tests::test_device()] {
        let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &dev).unwrap();
        let empty = Array::<f64>::zeros(&[0], &dev).unwrap();
        expect_invalid(czt(&empty, &CztOptions::default()), "CZT", "n");
        expect_invalid(
            czt(
                &x,
                &CztOptions {
                    m: Some(0),
                    ..Default::default()
                },
            ),
            "CZT",
            "m",
        );
        expect_invalid(
            Czt::new(5, &CztOptions::default()).unwrap().call(&x, -1),
            "CZT",
            "x",
        );
        assert!(matches!(
            czt(
                &x,
                &CztOptions {
                    axis: 1,
                    ..Default::default()
                }
            ),
            Err(Error::AxisOutOfBounds { .. })
        ));
        expect_invalid(
            zoom_fft(&x, &[0.1, 0.2, 0.3], &ZoomFftOptions::default()),
            "ZoomFFT",
            "fn",
        );
        expect_invalid(
            zoom_fft(&x, &[], &ZoomFftOptions::default()),
            "ZoomFFT",
            "fn",
        );
        expect_invalid(
            zoom_fft(
                &x,
                &[0.1, 0.2],
                &ZoomFftOptions {
                    m: Some(1),
                    endpoint: true,
                    ..Default::default()
                },
            ),
            "ZoomFFT",
            "m",
        );
        expect_invalid(
            zoom_fft(&empty, &[0.5], &ZoomFftOptions::default()),
            "ZoomFFT",
            "n",
        );
        expect_invalid(
            czt_points(0, &dev, &CztPointsOptions::default()),
            "czt_points",
            "m",
        );
    }
}
