//! hilbert, hilbert2, resample and detrend against SciPy (on GSCI_TEST_DEVICE). Tolerances (max
//! error / max |ref|): 1e-13 for float64/complex128 (FFT rounding), 1e-5 for float32.

use crate::common::{Npz, assert_close, to_device};
use gsci_signal::{
    Complex32, Complex64, DetrendOptions, DetrendType, FilterElement, Hilbert2Options,
    HilbertOptions, ResampleOptions, detrend, hilbert, hilbert2, resample,
};
use gsci_tests::test_device;
use ndarray_npy::ReadableElement;

fn hilbert_cases<T: FilterElement + ReadableElement>(first: bool, tol: f64)
where
    T::Complex: ReadableElement,
{
    let d = test_device();
    let mut npz = Npz::open("filtering_spectral.npz");
    let all = npz.cases("h");
    let half = all.len() / 2;
    let cases = if first { &all[..half] } else { &all[half..] };
    for c in cases {
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let want: Vec<T::Complex> = npz
            .get::<T::Complex>(&format!("{c}_y"))
            .iter()
            .copied()
            .collect();
        let n = npz.int(&format!("{c}_n"));
        let o = HilbertOptions {
            n: (n > 0).then_some(n as usize),
            axis: npz.int(&format!("{c}_axis")) as isize,
        };
        let y = hilbert(&x, &o).unwrap();
        assert_close(&format!("hilbert {c} {o:?}"), &y, &want, tol);
    }
}

#[test]
fn hilbert_matches_scipy() {
    hilbert_cases::<f64>(true, 1e-13);
    hilbert_cases::<f32>(false, 1e-5);
    let d = test_device();
    let mut npz = Npz::open("filtering_spectral.npz");
    for c in npz.cases("g") {
        let x = to_device(&npz.get::<f64>(&format!("{c}_x")), &d);
        let want: Vec<Complex64> = npz
            .get::<Complex64>(&format!("{c}_y"))
            .iter()
            .copied()
            .collect();
        let y = hilbert2(&x, &Hilbert2Options::default()).unwrap();
        assert_close(&format!("hilbert2 {c}"), &y, &want, 1e-13);
    }
    let z = Complex32::new(1.0, 0.0);
    let xc = gsci_signal::Array::from_vec(vec![z; 4], &[4], &d).unwrap();
    assert!(hilbert(&xc, &HilbertOptions::default()).is_err());
}

fn resample_cases<T: FilterElement + ReadableElement>(slot: usize, tol: f64) {
    let d = test_device();
    let mut npz = Npz::open("filtering_spectral.npz");
    let all = npz.cases("r");
    let per = all.len() / 3;
    for c in &all[slot * per..(slot + 1) * per] {
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let want: Vec<T> = npz.get::<T>(&format!("{c}_y")).iter().copied().collect();
        let num = npz.int(&format!("{c}_num")) as usize;
        let o = ResampleOptions {
            axis: npz.int(&format!("{c}_axis")) as isize,
            ..Default::default()
        };
        let y = resample(&x, num, &o).unwrap();
        assert_close(
            &format!("resample {c} num={num} {:?}", x.shape()),
            &y,
            &want,
            tol,
        );
    }
}

#[test]
fn resample_matches_scipy() {
    resample_cases::<f64>(0, 1e-13);
    resample_cases::<Complex64>(1, 1e-13);
    resample_cases::<f32>(2, 1e-5);
}

fn detrend_cases<T: FilterElement + ReadableElement>(first: bool) {
    let d = test_device();
    let mut npz = Npz::open("filtering_spectral.npz");
    let all = npz.cases("t");
    let half = all.len() / 2;
    let cases = if first { &all[..half] } else { &all[half..] };
    for c in cases {
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let want: Vec<T> = npz.get::<T>(&format!("{c}_y")).iter().copied().collect();
        let bp: Vec<usize> = npz
            .get::<i64>(&format!("{c}_bp"))
            .iter()
            .filter(|v| **v > 0)
            .map(|v| *v as usize)
            .collect();
        let o = DetrendOptions {
            axis: npz.int(&format!("{c}_axis")) as isize,
            type_: if npz.int(&format!("{c}_type")) == 0 {
                DetrendType::Linear
            } else {
                DetrendType::Constant
            },
            bp,
            ..DetrendOptions::default()
        };
        let y = detrend(&x, &o).unwrap();
        // the residual is a difference of values of the size of the trend (up to 5 here)
        let scale = x
            .to_vec()
            .unwrap()
            .iter()
            .fold(0.0f64, |m, v| m.max(v.abs_f64()));
        let got = y.to_vec().unwrap();
        for (u, v) in got.iter().zip(&want) {
            assert!(
                (*u - *v).abs_f64() <= 1e-13 * scale,
                "detrend {c} {o:?}: {u:?} vs {v:?}"
            );
        }
    }
}

#[test]
fn detrend_matches_scipy() {
    detrend_cases::<f64>(true);
    detrend_cases::<Complex64>(false);
}
