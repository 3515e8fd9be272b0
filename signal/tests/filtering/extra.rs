//! oaconvolve's overlap-add against SciPy 1.17.1 (signal/golden/generate_extra.py writes
//! filtering_extra.npz) and against fftconvolve, on `gsci_tests::test_device()`.
//!
//! Tolerances (max error / max |ref|): 1e-12 for float64/complex128 and 2e-5 for float32
//! (FFT rounding over blocks of a few hundred points; SciPy's float32 result carries its own).

use crate::common::{Npz, assert_close, rand_vec, rel_max, to_device, tol};
use gsci_signal::{
    Complex64, ConvMode, FftconvolveOptions, FilterElement, OaconvolveOptions, fftconvolve,
    oaconvolve,
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
