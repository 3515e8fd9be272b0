//! oaconvolve's overlap-add, upfirdn's extension modes and resample's window/domain against
//! SciPy 1.17.1 (signal/golden/generate_extra.py writes
//! filtering_extra.npz) and against fftconvolve, on `gsci_tests::test_device()`.
//!
//! Tolerances (max error / max |ref|): 1e-12 for float64/complex128 and 2e-5 for float32
//! (FFT rounding over blocks of a few hundred points; SciPy's float32 result carries its own).

use crate::common::{Npz, assert_close, rand_vec, rel_max, to_device, tol};
use gsci_signal::{
    Complex64, ConvMode, FftconvolveOptions, FilterElement, OaconvolveOptions, ResampleDomain,
    ResampleOptions, ResampleSpectralWindow, UpfirdnMode, UpfirdnOptions, fftconvolve, oaconvolve,
    resample, upfirdn, windows::Window,
};
use gsci_tests::test_device;
use ndarray_npy::ReadableElement;

const FILE: &str = "filtering_extra.npz";

fn oa_case<T: FilterElement + ReadableElement>(npz: &mut Npz, c: &str) -> bool {
    let Some(a) = npz.try_get::<T>(&format!("{c}_in1")) else {
        return false;
    };
    let d = test_device();
    let a = to_device(&a, &d);
    let b = to_device(&npz.get::<T>(&format!("{c}_in2")), &d);
    let mode =
        [ConvMode::Full, ConvMode::Same, ConvMode::Valid][npz.int(&format!("{c}_mode")) as usize];
    let axes = npz.has(&format!("{c}_axes")).then(|| {
        npz.vec::<i64>(&format!("{c}_axes"))
            .iter()
            .map(|v| *v as isize)
            .collect()
    });
    let want = npz.get::<T>(&format!("{c}_out"));
    let out = oaconvolve(&a, &b, &OaconvolveOptions { mode, axes }).unwrap();
    assert_eq!(out.shape(), want.shape(), "oaconvolve {c}");
    let w: Vec<T> = want.iter().copied().collect();
    assert_close(&format!("oaconvolve {c}"), &out, &w, tol::<T>().max(1e-12));
    true
}

#[test]
fn oaconvolve_golden() {
    let mut npz = Npz::open(FILE);
    let cases = npz.cases("o");
    assert!(cases.len() >= 14);
    for c in cases {
        let done = oa_case::<f64>(&mut npz, &c)
            || oa_case::<f32>(&mut npz, &c)
            || oa_case::<Complex64>(&mut npz, &c);
        assert!(done, "{c}: no dtype matched");
    }
}

/// Overlap-add equals one big FFT to rounding, across block counts (lengths around multiples
/// of the block step) and with the short input first.
#[test]
fn oaconvolve_matches_fftconvolve() {
    let d = test_device();
    for (n1, n2) in [
        (185usize, 31usize),
        (186, 31),
        (187, 31),
        (1000, 31),
        (31, 1000),
        (5000, 3),
        (2, 4096),
    ] {
        let a = gsci_signal::Array::from_vec(rand_vec::<f64>(n1 as u64, n1), &[n1], &d).unwrap();
        let b =
            gsci_signal::Array::from_vec(rand_vec::<f64>(n2 as u64 + 7, n2), &[n2], &d).unwrap();
        for mode in [ConvMode::Full, ConvMode::Same, ConvMode::Valid] {
            let o = oaconvolve(&a, &b, &OaconvolveOptions { mode, axes: None }).unwrap();
            let f = fftconvolve(&a, &b, &FftconvolveOptions { mode, axes: None }).unwrap();
            assert_eq!(o.shape(), f.shape(), "({n1}, {n2}) {mode:?}");
            let e = rel_max(&o.to_vec().unwrap(), &f.to_vec().unwrap());
            assert!(e <= 1e-13, "({n1}, {n2}) {mode:?}: {e:.3e}");
        }
    }
}

const UMODES: [UpfirdnMode; 9] = [
    UpfirdnMode::Constant,
    UpfirdnMode::Symmetric,
    UpfirdnMode::Edge,
    UpfirdnMode::Smooth,
    UpfirdnMode::Wrap,
    UpfirdnMode::Reflect,
    UpfirdnMode::Antisymmetric,
    UpfirdnMode::Antireflect,
    UpfirdnMode::Line,
];

fn upfirdn_case<T: FilterElement + ReadableElement>(npz: &mut Npz, c: &str) -> bool {
    let Some(x) = npz.try_get::<T>(&format!("{c}_x")) else {
        return false;
    };
    let d = test_device();
    let x = to_device(&x, &d);
    let h = to_device(&npz.get::<T>(&format!("{c}_h")), &d);
    let w = npz.vec::<i64>(&format!("{c}_w"));
    let o = UpfirdnOptions {
        up: w[0] as usize,
        down: w[1] as usize,
        axis: w[2] as isize,
        mode: UMODES[w[3] as usize],
        cval: npz.vec::<f64>(&format!("{c}_cval"))[0],
    };
    let want = npz.get::<T>(&format!("{c}_y"));
    let y = upfirdn(&h, &x, &o).unwrap();
    assert_eq!(y.shape(), want.shape(), "upfirdn {c} {o:?}");
    let wv: Vec<T> = want.iter().copied().collect();
    // short sums in SciPy's terms; the order of the sum differs (1e-13 for float64)
    let t = if tol::<T>() > 1e-6 { 1e-5 } else { 1e-13 };
    assert_close(&format!("upfirdn {c} {o:?}"), &y, &wv, t);
    true
}

#[test]
fn upfirdn_modes_golden() {
    let mut npz = Npz::open(FILE);
    let cases = npz.cases("u");
    assert!(cases.len() >= 54);
    for c in cases {
        let done = upfirdn_case::<f64>(&mut npz, &c)
            || upfirdn_case::<f32>(&mut npz, &c)
            || upfirdn_case::<Complex64>(&mut npz, &c);
        assert!(done, "{c}: no dtype matched");
    }
}

#[test]
fn upfirdn_modes_device_vs_cpu_and_errors() {
    let d = test_device();
    let cpu = gsci_signal::Device::cpu();
    let h: Vec<f64> = rand_vec(3, 33);
    let x: Vec<f64> = rand_vec(4, 3 * 1001);
    for mode in UMODES {
        for (up, down) in [(1usize, 1usize), (3, 2), (2, 5)] {
            let o = UpfirdnOptions {
                up,
                down,
                mode,
                cval: 0.5,
                ..Default::default()
            };
            let run = |dev: &gsci_signal::Device| {
                let ha = gsci_signal::Array::from_vec(h.clone(), &[33], dev).unwrap();
                let xa = gsci_signal::Array::from_vec(x.clone(), &[3, 1001], dev).unwrap();
                upfirdn(&ha, &xa, &o).unwrap().to_vec().unwrap()
            };
            let e = rel_max(&run(&d), &run(&cpu));
            assert!(e <= 1e-14, "{o:?}: device vs CPU {e:.3e}");
        }
    }
    let h1 = gsci_signal::Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &d).unwrap();
    let x1 = gsci_signal::Array::from_vec(vec![5.0], &[1], &d).unwrap();
    for mode in [
        UpfirdnMode::Smooth,
        UpfirdnMode::Reflect,
        UpfirdnMode::Antireflect,
    ] {
        let o = UpfirdnOptions {
            mode,
            ..Default::default()
        };
        match upfirdn(&h1, &x1, &o) {
            Err(gsci_signal::Error::InvalidArgument { op, reason }) => {
                assert_eq!(op, "upfirdn");
                assert!(reason.contains("at least 2"), "{reason}");
            }
            other => panic!("{mode:?}: {other:?}"),
        }
    }
    // one sample: symmetric and edge repeat it, line gives NaN (0 / 0), as SciPy's
    let o = |mode| UpfirdnOptions {
        up: 2,
        mode,
        ..Default::default()
    };
    let y = upfirdn(&h1, &x1, &o(UpfirdnMode::Symmetric))
        .unwrap()
        .to_vec()
        .unwrap();
    assert_eq!(y, vec![20.0, 10.0, 20.0]); // scipy: upfirdn([1, 2, 3], [5.], 2, mode='symmetric')
    let y: Vec<f64> = upfirdn(&h1, &x1, &o(UpfirdnMode::Line))
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(y.iter().all(|v| v.is_nan()));
}

fn resample_case<T: FilterElement + ReadableElement>(npz: &mut Npz, c: &str) -> bool {
    let Some(x) = npz.try_get::<T>(&format!("{c}_x")) else {
        return false;
    };
    let d = test_device();
    let x = to_device(&x, &d);
    let num = npz.int(&format!("{c}_num")) as usize;
    let win = npz.vec::<f64>(&format!("{c}_win"));
    let window = match win.first() {
        None => None,
        Some(v) if *v == 0.0 => Some(ResampleSpectralWindow::Values(win[1..].to_vec())),
        Some(_) => Some(ResampleSpectralWindow::Named(match win[1] as i64 {
            1 => Window::Hann,
            2 => Window::Hamming,
            3 => Window::Blackman,
            _ => Window::Kaiser { beta: 6.0 },
        })),
    };
    let domain = if npz.int(&format!("{c}_dom")) == 1 {
        ResampleDomain::Freq
    } else {
        ResampleDomain::Time
    };
    let o = ResampleOptions {
        axis: npz.int(&format!("{c}_axis")) as isize,
        window,
        domain,
    };
    let want = npz.get::<T>(&format!("{c}_y"));
    let y = resample(&x, num, &o).unwrap();
    assert_eq!(y.shape(), want.shape(), "resample {c}");
    let wv: Vec<T> = want.iter().copied().collect();
    assert_close(&format!("resample {c} {o:?}"), &y, &wv, tol::<T>());
    true
}

#[test]
fn resample_window_domain_golden() {
    let mut npz = Npz::open(FILE);
    let cases = npz.cases("r");
    assert!(cases.len() >= 11);
    for c in cases {
        let done = resample_case::<f64>(&mut npz, &c)
            || resample_case::<f32>(&mut npz, &c)
            || resample_case::<Complex64>(&mut npz, &c);
        assert!(done, "{c}: no dtype matched");
    }
    let d = test_device();
    let x = gsci_signal::Array::from_vec(rand_vec::<f64>(9, 16), &[16], &d).unwrap();
    let bad = ResampleOptions {
        window: Some(ResampleSpectralWindow::Values(vec![1.0; 15])),
        ..Default::default()
    };
    assert!(matches!(
        resample(&x, 8, &bad),
        Err(gsci_signal::Error::InvalidArgument { .. })
    ));
    let freq = ResampleOptions {
        domain: ResampleDomain::Freq,
        ..Default::default()
    };
    assert!(matches!(
        resample(&x, 8, &freq),
        Err(gsci_signal::Error::InvalidArgument { .. })
    ));
}
