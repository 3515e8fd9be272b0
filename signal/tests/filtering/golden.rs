//! The CPU (or GSCI_TEST_DEVICE) against SciPy's results.

use crate::common::{Npz, assert_close, rel_max, to_device, tol};
use gsci_signal::Array;
use gsci_signal::{
    Complex64, FilterElement, FiltfiltOptions, LfilterOptions, LfilticOptions, PadType,
    SosfiltOptions, SosfiltfiltOptions, filtfilt, lfilter, lfilter_zi, lfiltic, sosfilt,
    sosfilt_zi, sosfiltfilt,
};
use gsci_tests::test_device;
use ndarray_npy::ReadableElement;

/// `out` against case `c`'s `{c}_y` at the dtype's tolerance; float32 cases against the float64
/// result `{c}_yref` of the same inputs, within max(2e-5, 4 x SciPy's float32 error) (see
/// generate_filtering.py).
fn check_y<T: FilterElement + ReadableElement>(npz: &mut Npz, c: &str, out: &Array<T>, what: &str) {
    let want: Vec<T> = npz.get::<T>(&format!("{c}_y")).iter().copied().collect();
    let key = format!("{c}_yref");
    if !npz.has(&key) {
        assert_close(&format!("{what} {c}"), out, &want, tol::<T>());
        return;
    }
    let yref: Vec<Complex64> = npz
        .get::<f64>(&key)
        .iter()
        .map(|v| Complex64::new(*v, 0.0))
        .collect();
    let scipy: Vec<Complex64> = want.iter().map(|v| v.to_c64()).collect();
    let t = (4.0 * rel_max(&scipy, &yref)).max(2e-5);
    let got: Vec<Complex64> = out.to_vec().unwrap().iter().map(|v| v.to_c64()).collect();
    let e = rel_max(&got, &yref);
    assert!(
        e <= t,
        "{what} {c}: error {e:.3e} against the float64 result > {t:.2e}"
    );
}

/// Case prefixes of one dtype: the file holds `per_dtype` cases of each dtype, in `order`.
fn cases_of(npz: &Npz, p: &str, slot: usize, nslots: usize) -> Vec<String> {
    let all = npz.cases(p);
    let per = all.len() / nslots;
    assert_eq!(per * nslots, all.len(), "{p}: case count");
    all[slot * per..(slot + 1) * per].to_vec()
}

fn lfilter_cases<T: FilterElement + ReadableElement>(slot: usize) {
    let d = test_device();
    let mut npz = Npz::open("filtering_lfilter.npz");
    let cases = cases_of(&npz, "c", slot, 3);
    assert!(cases.len() >= 14);
    for c in cases {
        let b = to_device(&npz.get::<T>(&format!("{c}_b")), &d);
        let a = to_device(&npz.get::<T>(&format!("{c}_a")), &d);
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let axis = npz.int(&format!("{c}_axis")) as isize;
        let zi = if npz.has(&format!("{c}_zi")) {
            Some(to_device(&npz.get::<T>(&format!("{c}_zi")), &d))
        } else {
            None
        };
        let r = lfilter(
            &b,
            &a,
            &x,
            &LfilterOptions {
                axis,
                zi: zi.as_ref(),
            },
        )
        .unwrap();
        assert_eq!(r.y.shape(), x.shape(), "{c}");
        check_y(&mut npz, &c, &r.y, "lfilter");
        match &zi {
            Some(_) => {
                let zf_want: Vec<T> = npz.get::<T>(&format!("{c}_zf")).iter().copied().collect();
                let zf = r.zf.expect("zf");
                assert_close(&format!("lfilter {c} zf"), &zf, &zf_want, tol::<T>());
            }
            None => assert!(r.zf.is_none()),
        }
    }
}

#[test]
fn lfilter_f64_matches_scipy() {
    lfilter_cases::<f64>(0);
}

#[test]
fn lfilter_f32_matches_scipy() {
    lfilter_cases::<f32>(1);
}

#[test]
fn lfilter_c128_matches_scipy() {
    lfilter_cases::<Complex64>(2);
}

fn sosfilt_cases<T: FilterElement + ReadableElement>(slot: usize) {
    let d = test_device();
    let mut npz = Npz::open("filtering_sos.npz");
    for c in cases_of(&npz, "s", slot, 3) {
        let sos = to_device(&npz.get::<T>(&format!("{c}_sos")), &d);
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let axis = npz.int(&format!("{c}_axis")) as isize;
        let zi = if npz.has(&format!("{c}_zi")) {
            Some(to_device(&npz.get::<T>(&format!("{c}_zi")), &d))
        } else {
            None
        };
        let r = sosfilt(
            &sos,
            &x,
            &SosfiltOptions {
                axis,
                zi: zi.as_ref(),
            },
        )
        .unwrap();
        check_y(&mut npz, &c, &r.y, "sosfilt");
        if let Some(z) = &zi {
            let zf_want: Vec<T> = npz.get::<T>(&format!("{c}_zf")).iter().copied().collect();
            let zf = r.zf.expect("zf");
            assert_eq!(zf.shape(), z.shape());
            assert_close(&format!("sosfilt {c} zf"), &zf, &zf_want, tol::<T>());
        }
    }
}

#[test]
fn sosfilt_f64_matches_scipy() {
    sosfilt_cases::<f64>(0);
}

#[test]
fn sosfilt_f32_matches_scipy() {
    sosfilt_cases::<f32>(1);
}

#[test]
fn sosfilt_c128_matches_scipy() {
    sosfilt_cases::<Complex64>(2);
}

fn padtype(p: i64) -> Option<PadType> {
    match p {
        0 => Some(PadType::Odd),
        1 => Some(PadType::Even),
        2 => Some(PadType::Constant),
        _ => None,
    }
}

fn padlen(p: i64) -> Option<usize> {
    (p >= 0).then_some(p as usize)
}

fn sosfiltfilt_cases<T: FilterElement + ReadableElement>(slot: usize) {
    let d = test_device();
    let mut npz = Npz::open("filtering_sos.npz");
    for c in cases_of(&npz, "f", slot, 2) {
        let sos = to_device(&npz.get::<T>(&format!("{c}_sos")), &d);
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let opts = SosfiltfiltOptions {
            axis: npz.int(&format!("{c}_axis")) as isize,
            padtype: padtype(npz.int(&format!("{c}_padtype"))),
            padlen: padlen(npz.int(&format!("{c}_padlen"))),
        };
        let y = sosfiltfilt(&sos, &x, &opts).unwrap();
        assert_eq!(y.shape(), x.shape());
        check_y(&mut npz, &c, &y, &format!("sosfiltfilt {opts:?}"));
    }
}

#[test]
fn sosfiltfilt_f64_matches_scipy() {
    sosfiltfilt_cases::<f64>(0);
}

#[test]
fn sosfiltfilt_f32_matches_scipy() {
    sosfiltfilt_cases::<f32>(1);
}

fn filtfilt_cases<T: FilterElement + ReadableElement>(slot: usize) {
    let d = test_device();
    let mut npz = Npz::open("filtering_filtfilt.npz");
    for c in cases_of(&npz, "f", slot, 3) {
        let b = to_device(&npz.get::<T>(&format!("{c}_b")), &d);
        let a = to_device(&npz.get::<T>(&format!("{c}_a")), &d);
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let opts = FiltfiltOptions {
            axis: npz.int(&format!("{c}_axis")) as isize,
            padtype: padtype(npz.int(&format!("{c}_padtype"))),
            padlen: padlen(npz.int(&format!("{c}_padlen"))),
            ..FiltfiltOptions::default()
        };
        let y = filtfilt(&b, &a, &x, &opts).unwrap();
        assert_eq!(y.shape(), x.shape());
        check_y(&mut npz, &c, &y, &format!("filtfilt {opts:?}"));
    }
}

#[test]
fn filtfilt_f64_matches_scipy() {
    filtfilt_cases::<f64>(0);
}

#[test]
fn filtfilt_f32_matches_scipy() {
    filtfilt_cases::<f32>(1);
}

#[test]
fn filtfilt_c128_matches_scipy() {
    filtfilt_cases::<Complex64>(2);
}

#[test]
fn zi_helpers_match_scipy() {
    let d = test_device();
    let mut npz = Npz::open("filtering_zi.npz");
    let zc = npz.cases("z");
    assert!(zc.len() >= 10);
    for c in zc {
        let b = to_device(&npz.get::<f64>(&format!("{c}_b")), &d);
        let a = to_device(&npz.get::<f64>(&format!("{c}_a")), &d);
        let want: Vec<f64> = npz.get::<f64>(&format!("{c}_zi")).iter().copied().collect();
        let zi = lfilter_zi(&b, &a).unwrap();
        // a linear solve: the residual is 1e-16 times the condition number of I - A (order 16
        // Butterworth in transfer-function form: about 1e4)
        assert_close(&format!("lfilter_zi {c}"), &zi, &want, 1e-11);
    }
    for c in npz.cases("q") {
        let sos = to_device(&npz.get::<f64>(&format!("{c}_sos")), &d);
        let want: Vec<f64> = npz.get::<f64>(&format!("{c}_zi")).iter().copied().collect();
        let zi = sosfilt_zi(&sos).unwrap();
        assert_eq!(zi.shape(), &[sos.shape()[0], 2]);
        assert_close(&format!("sosfilt_zi {c}"), &zi, &want, 1e-12);
    }
    for c in npz.cases("t") {
        let b = to_device(&npz.get::<f64>(&format!("{c}_b")), &d);
        let a = to_device(&npz.get::<f64>(&format!("{c}_a")), &d);
        let y = to_device(&npz.get::<f64>(&format!("{c}_y")), &d);
        let x = to_device(&npz.get::<f64>(&format!("{c}_x")), &d);
        let want: Vec<f64> = npz.get::<f64>(&format!("{c}_zi")).iter().copied().collect();
        let zi = lfiltic(&b, &a, &y, &LfilticOptions { x: Some(&x) }).unwrap();
        assert_close(&format!("lfiltic {c}"), &zi, &want, 1e-12);
    }
}

fn gust_cases<T: FilterElement + ReadableElement>(slot: usize) {
    let d = test_device();
    let mut npz = Npz::open("filtering_filtfilt.npz");
    for c in cases_of(&npz, "g", slot, 2) {
        let b = to_device(&npz.get::<T>(&format!("{c}_b")), &d);
        let a = to_device(&npz.get::<T>(&format!("{c}_a")), &d);
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let irlen = npz.int(&format!("{c}_irlen"));
        let opts = FiltfiltOptions {
            axis: npz.int(&format!("{c}_axis")) as isize,
            method: gsci_signal::FiltfiltMethod::Gust,
            irlen: (irlen >= 0).then_some(irlen as usize),
            ..FiltfiltOptions::default()
        };
        let y = filtfilt(&b, &a, &x, &opts).unwrap();
        assert_eq!(y.shape(), x.shape());
        check_y(&mut npz, &c, &y, &format!("filtfilt {opts:?}"));
    }
}

#[test]
fn filtfilt_gust_matches_scipy() {
    gust_cases::<f64>(0);
    gust_cases::<f32>(1);
}
