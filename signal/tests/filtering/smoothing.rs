//! wiener, sepfir2d, symiirorder1 and symiirorder2 against SciPy 1.17.1
//! (signal/golden/generate_smoothing.py writes filtering_smoothing.npz), on
//! `gsci_tests::test_device()`; with GSCI_TEST_DEVICE=cuda also the GPU against the CPU backend
//! on long batched signals; edge cases and bad input.
//!
//! Tolerances (max |out - ref| / max |ref|): float64/complex128 1e-12 against SciPy (the
//! initial-condition sums of the IIR smoothers are summed in one pass where SciPy sums them in
//! two, and wiener's box sums are direct where SciPy's `correlate` may use FFTs: both differ by
//! rounding only); float32/complex64 2e-5 against SciPy's own float32 result (both round their
//! recursions at float32). GPU against CPU: 1e-12 (float64) and 1e-5 (float32): same plan, the
//! recurrence reassociated by the block scan.

use crate::common::{Npz, assert_close, rand_vec, rel_max, to_device, tol};
use gsci_signal::{
    Array, Complex32, Complex64, Device, Error, FilterElement, Symiirorder1Options,
    Symiirorder2Options, WienerOptions, sepfir2d, symiirorder1, symiirorder2, wiener,
};
use gsci_tests::test_device;
use ndarray_npy::ReadableElement;

const FILE: &str = "filtering_smoothing.npz";

fn wiener_case<T: FilterElement + ReadableElement>(npz: &mut Npz, c: &str) -> bool {
    let Some(x) = npz.try_get::<T>(&format!("{c}_x")) else {
        return false;
    };
    let d = test_device();
    let x = to_device(&x, &d);
    let size = if npz.has(&format!("{c}_size")) {
        Some(
            npz.vec::<i64>(&format!("{c}_size"))
                .iter()
                .map(|v| *v as usize)
                .collect(),
        )
    } else {
        None
    };
    let noise = npz.vec::<f64>(&format!("{c}_noise"))[0];
    let o = WienerOptions {
        mysize: size,
        noise: if noise.is_nan() { None } else { Some(noise) },
    };
    let y = wiener(&x, &o).unwrap();
    let want = npz.vec::<f64>(&format!("{c}_y"));
    assert_eq!(y.shape(), x.shape(), "{c}");
    assert_close(&format!("wiener {c}"), &y, &want, 1e-12);
    true
}

#[test]
fn wiener_golden() {
    let mut npz = Npz::open(FILE);
    let cases = npz.cases("w");
    assert!(cases.len() >= 9);
    let mut f32s = 0;
    for c in cases {
        if !wiener_case::<f64>(&mut npz, &c) {
            assert!(
                wiener_case::<f32>(&mut npz, &c),
                "{c}: neither float64 nor float32"
            );
            f32s += 1;
        }
    }
    assert!(f32s >= 2);
}

fn dtype_of(npz: &mut Npz, key: &str) -> &'static str {
    macro_rules! try_t {
        ($t:ty, $name:literal) => {
            if npz.try_get::<$t>(key).is_some() {
                return $name;
            }
        };
    }
    try_t!(f64, "f64");
    try_t!(f32, "f32");
    try_t!(Complex64, "c128");
    try_t!(Complex32, "c64");
    panic!("{key}: unknown dtype")
}

fn sepfir_case<T: FilterElement + ReadableElement>(npz: &mut Npz, c: &str) {
    let d = test_device();
    let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
    let hr = npz.vec::<T>(&format!("{c}_hrow"));
    let hc = npz.vec::<T>(&format!("{c}_hcol"));
    let y = sepfir2d(&x, &hr, &hc).unwrap();
    assert_eq!(y.shape(), x.shape());
    let want = npz.vec::<T>(&format!("{c}_y"));
    assert_close(&format!("sepfir2d {c}"), &y, &want, tol::<T>());
}

#[test]
fn sepfir2d_golden() {
    let mut npz = Npz::open(FILE);
    let cases = npz.cases("s");
    assert!(cases.len() >= 6);
    for c in cases {
        match dtype_of(&mut npz, &format!("{c}_x")) {
            "f64" => sepfir_case::<f64>(&mut npz, &c),
            "f32" => sepfir_case::<f32>(&mut npz, &c),
            "c128" => sepfir_case::<Complex64>(&mut npz, &c),
            _ => sepfir_case::<Complex32>(&mut npz, &c),
        }
    }
}

fn iir1_case<T: FilterElement + ReadableElement>(npz: &mut Npz, c: &str) {
    let d = test_device();
    let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
    let c0 = npz.vec::<T>(&format!("{c}_c0"))[0];
    let z1 = npz.vec::<T>(&format!("{c}_z1"))[0];
    let precision = npz.vec::<f64>(&format!("{c}_prec"))[0];
    let y = symiirorder1(&x, c0, z1, &Symiirorder1Options { precision }).unwrap();
    assert_eq!(y.shape(), x.shape());
    let want = npz.vec::<T>(&format!("{c}_y"));
    assert_close(&format!("symiirorder1 {c}"), &y, &want, tol::<T>());
}

#[test]
fn symiirorder1_golden() {
    let mut npz = Npz::open(FILE);
    let cases = npz.cases("i");
    assert!(cases.len() >= 9);
    for c in cases {
        match dtype_of(&mut npz, &format!("{c}_x")) {
            "f64" => iir1_case::<f64>(&mut npz, &c),
            "f32" => iir1_case::<f32>(&mut npz, &c),
            "c128" => iir1_case::<Complex64>(&mut npz, &c),
            _ => iir1_case::<Complex32>(&mut npz, &c),
        }
    }
}

fn iir2_case<T: FilterElement + ReadableElement>(npz: &mut Npz, c: &str) {
    let d = test_device();
    let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
    let p = npz.vec::<f64>(&format!("{c}_p"));
    let y = symiirorder2(&x, p[0], p[1], &Symiirorder2Options { precision: p[2] }).unwrap();
    assert_eq!(y.shape(), x.shape());
    let want = npz.vec::<T>(&format!("{c}_y"));
    assert_close(&format!("symiirorder2 {c}"), &y, &want, tol::<T>());
}

#[test]
fn symiirorder2_golden() {
    let mut npz = Npz::open(FILE);
    let cases = npz.cases("j");
    assert!(cases.len() >= 8);
    for c in cases {
        match dtype_of(&mut npz, &format!("{c}_x")) {
            "f64" => iir2_case::<f64>(&mut npz, &c),
            _ => iir2_case::<f32>(&mut npz, &c),
        }
    }
}

/// The test device against the CPU on long batched inputs (lengths past several GPU blocks).
fn versus_cpu<T: FilterElement>(tol: f64) {
    let d = test_device();
    let cpu = Device::cpu();
    let same = |a: &Array<T>, b: &Array<T>, what: &str, t: f64| {
        assert_eq!(a.shape(), b.shape(), "{what}");
        let e = rel_max(&a.to_vec().unwrap(), &b.to_vec().unwrap());
        assert!(
            e <= t,
            "{what} {:?}: device vs CPU {e:.3e} > {t:.1e}",
            T::DTYPE
        );
    };
    for (rows, n) in [(1usize, 1usize << 15), (3, 4099), (5, 257)] {
        let v = rand_vec::<T>(7 + n as u64, rows * n);
        let xc = Array::from_vec(v.clone(), &[rows, n], &cpu).unwrap();
        let xd = Array::from_vec(v, &[rows, n], &d).unwrap();
        let z1 = T::from_c64(Complex64::new(0.85, if T::IS_COMPLEX { 0.1 } else { 0.0 }));
        let c0 = T::from_f64(0.3);
        let o1 = Symiirorder1Options::default();
        same(
            &symiirorder1(&xd, c0, z1, &o1).unwrap(),
            &symiirorder1(&xc, c0, z1, &o1).unwrap(),
            "symiirorder1",
            tol,
        );
        if !T::IS_COMPLEX {
            let o2 = Symiirorder2Options::default();
            same(
                &symiirorder2(&xd, 0.8, 0.4, &o2).unwrap(),
                &symiirorder2(&xc, 0.8, 0.4, &o2).unwrap(),
                "symiirorder2",
                tol,
            );
            let w = WienerOptions {
                mysize: Some(vec![3, 5]),
                noise: None,
            };
            let a = wiener(&xd, &w).unwrap().to_vec().unwrap();
            let b = wiener(&xc, &w).unwrap().to_vec().unwrap();
            let e = rel_max(&a, &b);
            assert!(e <= 1e-12, "wiener device vs CPU {e:.3e}");
        }
        let h: Vec<T> = rand_vec(3, 7);
        let g: Vec<T> = rand_vec(4, 3);
        same(
            &sepfir2d(&xd, &h, &g).unwrap(),
            &sepfir2d(&xc, &h, &g).unwrap(),
            "sepfir2d",
            tol,
        );
    }
}

#[test]
fn smoothing_device_vs_cpu() {
    versus_cpu::<f64>(1e-12);
    versus_cpu::<f32>(1e-5);
    versus_cpu::<Complex64>(1e-12);
    versus_cpu::<Complex32>(1e-5);
}

/// symiirorder1 is the cascade it claims: the SciPy formula evaluated directly in complex128
/// (forward sum from the mirror-symmetric start, backward from the steady state).
#[test]
fn symiirorder1_matches_definition() {
    let d = test_device();
    let n = 300;
    let x: Vec<f64> = rand_vec(11, n);
    let (c0, z1) = (0.6, -0.45);
    let y = symiirorder1(
        &Array::from_vec(x.clone(), &[n], &d).unwrap(),
        c0,
        z1,
        &Symiirorder1Options::default(),
    )
    .unwrap()
    .to_vec()
    .unwrap();
    // SciPy's sum: terms until |z1|^(k+1) <= precision (1e-11)
    let mut y0 = x[0];
    let mut p: f64 = 1.0;
    for v in &x {
        p *= z1;
        y0 += p * v;
        if p * p <= 1e-22 {
            break;
        }
    }
    let mut fwd = vec![y0];
    for v in &x[1..] {
        let prev = *fwd.last().unwrap();
        fwd.push(v + z1 * prev);
    }
    let mut out = vec![0.0; n];
    out[n - 1] = -c0 / (z1 - 1.0) * fwd[n - 1];
    for k in (0..n - 1).rev() {
        out[k] = c0 * fwd[k] + z1 * out[k + 1];
    }
    let e = rel_max(&y, &out);
    assert!(e < 1e-13, "error {e:.3e}");
}

fn invalid(r: Result<impl std::fmt::Debug, Error>, op: &str, needle: &str) {
    match r {
        Err(Error::InvalidArgument { op: o, reason }) => {
            assert_eq!(o, op);
            assert!(reason.contains(needle), "{op}: {reason:?} lacks {needle:?}");
        }
        other => panic!("{op}: expected InvalidArgument containing {needle:?}, got {other:?}"),
    }
}

#[test]
fn smoothing_errors_and_edges() {
    let d = test_device();
    let x = Array::from_vec(rand_vec::<f64>(5, 64), &[64], &d).unwrap();
    let x3 = Array::from_vec(rand_vec::<f64>(5, 64), &[2, 4, 8], &d).unwrap();
    let o1 = Symiirorder1Options::default();
    invalid(
        symiirorder1(&x, 1.0, 1.0, &o1),
        "symiirorder1",
        "|z1| must be less than 1.0",
    );
    invalid(
        symiirorder1(&x3, 1.0, 0.5, &o1),
        "symiirorder1",
        "Input must be 1D or 2D",
    );
    invalid(
        symiirorder1(&x, 1.0, 0.99, &o1),
        "symiirorder1",
        "did not converge",
    );
    let o2 = Symiirorder2Options::default();
    invalid(
        symiirorder2(&x, 1.0, 0.5, &o2),
        "symiirorder2",
        "r must be less than 1.0",
    );
    invalid(
        symiirorder2(&x3, 0.5, 0.5, &o2),
        "symiirorder2",
        "Input must be 1D or 2D",
    );
    invalid(
        symiirorder2(&x, 0.97, 0.5, &o2),
        "symiirorder2",
        "did not converge",
    );
    let xc = Array::from_vec(rand_vec::<Complex64>(5, 64), &[64], &d).unwrap();
    assert!(matches!(
        symiirorder2(&xc, 0.5, 0.5, &o2),
        Err(Error::Unsupported { .. })
    ));
    let img = Array::from_vec(rand_vec::<f64>(6, 20), &[4, 5], &d).unwrap();
    invalid(
        sepfir2d(&img, &[1.0, 2.0], &[1.0]),
        "sepfir2d",
        "odd length",
    );
    invalid(sepfir2d(&img, &[1.0], &[]), "sepfir2d", "odd length");
    invalid(sepfir2d(&x, &[1.0], &[1.0]), "sepfir2d", "2-D");
    // an empty image comes back empty, as SciPy's
    let empty = Array::<f64>::empty(&[0, 3], &d).unwrap();
    assert_eq!(
        sepfir2d(&empty, &[1.0], &[1.0, 2.0, 1.0]).unwrap().shape(),
        &[0, 3]
    );
    // identity taps return the input
    let y = sepfir2d(&img, &[1.0], &[0.0, 1.0, 0.0]).unwrap();
    assert_eq!(y.to_vec().unwrap(), img.to_vec().unwrap());
    let w = |m: Option<Vec<usize>>| WienerOptions {
        mysize: m,
        noise: None,
    };
    invalid(wiener(&img, &w(Some(vec![3, 3, 3]))), "wiener", "mysize");
    invalid(wiener(&img, &w(Some(vec![0]))), "wiener", "mysize");
    let nan = WienerOptions {
        mysize: None,
        noise: Some(f64::NAN),
    };
    invalid(wiener(&img, &nan), "wiener", "noise");
    assert!(matches!(
        wiener(&xc, &w(None)),
        Err(Error::Unsupported { .. })
    ));
    // a window of 1: the local variance is 0 everywhere, so noise = 0 and SciPy's
    // where(lVar < noise) keeps (im - m) * (1 - 0/0) + m = NaN
    let y = wiener(&img, &w(Some(vec![1]))).unwrap().to_vec().unwrap();
    assert!(y.iter().all(|v| v.is_nan()), "{y:?}");
}
