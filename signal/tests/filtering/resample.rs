//! savgol_coeffs, savgol_filter, upfirdn, resample_poly and decimate against SciPy (on
//! GSCI_TEST_DEVICE). Tolerances (max error / max |ref|): float64/complex128 1e-12 (savgol's
//! least-squares solves: 1e-11 for the high-order coefficient sets, whose Vandermonde systems
//! have condition numbers near 1e4), float32 2e-5.

use crate::common::{Npz, assert_close, to_device};
use gsci_signal::{
    Complex64, DecimateFtype, DecimateOptions, FilterElement, Medfilt2dOptions, MedfiltOptions,
    ResamplePadtype, ResamplePolyOptions, SavgolCoeffsOptions, SavgolFilterOptions, SavgolMode,
    SavgolUse, UpfirdnMode, UpfirdnOptions, decimate, medfilt, medfilt2d, resample_poly,
    savgol_coeffs, savgol_filter, upfirdn,
};
use gsci_tests::test_device;
use ndarray_npy::ReadableElement;

fn split(all: &[String], slot: usize, n: usize) -> &[String] {
    let per = all.len() / n;
    assert_eq!(per * n, all.len());
    &all[slot * per..(slot + 1) * per]
}

#[test]
fn savgol_coeffs_match_scipy() {
    let mut npz = Npz::open("filtering_resample.npz");
    for c in npz.cases("c") {
        let w = npz.get::<i64>(&format!("{c}_w"));
        let dp = npz.get::<f64>(&format!("{c}_delta"));
        let o = SavgolCoeffsOptions {
            deriv: w[[2]] as usize,
            delta: dp[[0]],
            pos: (dp[[1]] >= 0.0).then_some(dp[[1]]),
            use_: if npz.int(&format!("{c}_use")) == 1 {
                SavgolUse::Dot
            } else {
                SavgolUse::Conv
            },
        };
        let want: Vec<f64> = npz.get::<f64>(&format!("{c}_c")).iter().copied().collect();
        let got = savgol_coeffs(w[[0]] as usize, w[[1]] as usize, &o).unwrap();
        if want.iter().all(|v| *v == 0.0) {
            assert!(got.to_vec().unwrap().iter().all(|v| *v == 0.0), "{c}");
            continue;
        }
        assert_close(&format!("savgol_coeffs {c} {o:?}"), &got, &want, 1e-11);
    }
}

fn savgol_cases<T: FilterElement + ReadableElement>(slot: usize, tol: f64) {
    let d = test_device();
    let mut npz = Npz::open("filtering_resample.npz");
    let all = npz.cases("s");
    for c in split(&all, slot, 2) {
        let w = npz.get::<i64>(&format!("{c}_w"));
        let dp = npz.get::<f64>(&format!("{c}_delta"));
        let o = SavgolFilterOptions {
            deriv: w[[2]] as usize,
            delta: dp[[0]],
            axis: w[[3]] as isize,
            mode: [
                SavgolMode::Mirror,
                SavgolMode::Constant,
                SavgolMode::Nearest,
                SavgolMode::Wrap,
                SavgolMode::Interp,
            ][w[[4]] as usize],
            cval: dp[[1]],
        };
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let want: Vec<T> = npz.get::<T>(&format!("{c}_y")).iter().copied().collect();
        let y = savgol_filter(&x, w[[0]] as usize, w[[1]] as usize, &o).unwrap();
        assert_eq!(y.shape(), x.shape());
        assert_close(&format!("savgol_filter {c} {o:?}"), &y, &want, tol);
    }
}

#[test]
fn savgol_filter_matches_scipy() {
    savgol_cases::<f64>(0, 1e-11);
    savgol_cases::<f32>(1, 2e-5);
}

fn upfirdn_cases<T: FilterElement + ReadableElement>(slot: usize, tol: f64) {
    let d = test_device();
    let mut npz = Npz::open("filtering_resample.npz");
    let all = npz.cases("u");
    for c in split(&all, slot, 3) {
        let w = npz.get::<i64>(&format!("{c}_w"));
        let h = to_device(&npz.get::<T>(&format!("{c}_h")), &d);
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let want = npz.get::<T>(&format!("{c}_y"));
        let o = UpfirdnOptions {
            up: w[[0]] as usize,
            down: w[[1]] as usize,
            axis: w[[2]] as isize,
            ..Default::default()
        };
        let y = upfirdn(&h, &x, &o).unwrap();
        assert_eq!(y.shape(), want.shape(), "{c}");
        assert_close(
            &format!("upfirdn {c} {o:?}"),
            &y,
            &want.iter().copied().collect::<Vec<_>>(),
            tol,
        );
    }
}

#[test]
fn upfirdn_matches_scipy() {
    upfirdn_cases::<f64>(0, 1e-13);
    upfirdn_cases::<Complex64>(1, 1e-13);
    upfirdn_cases::<f32>(2, 2e-6);
}

fn resample_poly_cases<T: FilterElement + ReadableElement>(slot: usize, tol: f64) {
    let d = test_device();
    let mut npz = Npz::open("filtering_resample.npz");
    let all = npz.cases("p");
    for c in split(&all, slot, 3) {
        let w = npz.get::<i64>(&format!("{c}_w"));
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let want = npz.get::<T>(&format!("{c}_y"));
        let o = ResamplePolyOptions {
            axis: w[[2]] as isize,
            ..Default::default()
        };
        let y = resample_poly(&x, w[[0]] as usize, w[[1]] as usize, &o).unwrap();
        assert_eq!(y.shape(), want.shape(), "{c}");
        assert_close(
            &format!("resample_poly {c} up {} down {}", w[[0]], w[[1]]),
            &y,
            &want.iter().copied().collect::<Vec<_>>(),
            tol,
        );
    }
}

#[test]
fn resample_poly_matches_scipy() {
    resample_poly_cases::<f64>(0, 1e-13);
    resample_poly_cases::<Complex64>(1, 1e-13);
    resample_poly_cases::<f32>(2, 2e-6);
}

/// SciPy's padtype names in filtering_padtype.npz's order (generate_padtype.py's PADTYPES).
const PADTYPES: [ResamplePadtype; 13] = [
    ResamplePadtype::Mode(UpfirdnMode::Constant),
    ResamplePadtype::Mode(UpfirdnMode::Symmetric),
    ResamplePadtype::Mode(UpfirdnMode::Reflect),
    ResamplePadtype::Mode(UpfirdnMode::Edge),
    ResamplePadtype::Mode(UpfirdnMode::Wrap),
    ResamplePadtype::Mode(UpfirdnMode::Smooth),
    ResamplePadtype::Mode(UpfirdnMode::Antisymmetric),
    ResamplePadtype::Mode(UpfirdnMode::Antireflect),
    ResamplePadtype::Mode(UpfirdnMode::Line),
    ResamplePadtype::Mean,
    ResamplePadtype::Median,
    ResamplePadtype::Minimum,
    ResamplePadtype::Maximum,
];

/// resample_poly's padtype cases `[lo, hi)` of filtering_padtype.npz (float64 0..13, float32
/// 13..26, complex128 26..36).
fn padtype_cases<T: FilterElement + ReadableElement>(lo: usize, hi: usize, tol: f64) {
    let d = test_device();
    let mut npz = Npz::open("filtering_padtype.npz");
    assert_eq!(npz.cases("q").len(), 36);
    for k in lo..hi {
        let c = format!("q{k}");
        let w = npz.get::<i64>(&format!("{c}_w"));
        let cval = npz.get::<f64>(&format!("{c}_cval"))[[0]];
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let want = npz.get::<T>(&format!("{c}_y"));
        let pad = PADTYPES[w[[3]] as usize];
        let o = ResamplePolyOptions {
            axis: w[[2]] as isize,
            padtype: pad,
            cval: (w[[4]] == 1).then_some(cval),
            ..Default::default()
        };
        let y = resample_poly(&x, w[[0]] as usize, w[[1]] as usize, &o).unwrap();
        assert_eq!(y.shape(), want.shape(), "{c}");
        assert_close(
            &format!("resample_poly {c} padtype {pad:?} {}", T::DTYPE),
            &y,
            &want.iter().copied().collect::<Vec<_>>(),
            tol,
        );
    }
}

#[test]
fn resample_poly_padtypes_match_scipy() {
    padtype_cases::<f64>(0, 13, 1e-13);
    padtype_cases::<f32>(13, 26, 2e-6);
    padtype_cases::<Complex64>(26, 36, 1e-13);
}

#[test]
fn resample_poly_padtype_errors_as_scipy() {
    let d = test_device();
    let x = gsci_signal::Array::from_vec(vec![1.0f64, 2.0, 4.0, 3.0], &[4], &d).unwrap();
    // cval with a padtype other than constant: SciPy's ValueError
    let o = ResamplePolyOptions {
        padtype: ResamplePadtype::Mean,
        cval: Some(1.0),
        ..Default::default()
    };
    let e = resample_poly(&x, 2, 1, &o).unwrap_err().to_string();
    assert!(e.contains("resample_poly") && e.contains("cval"), "{e}");
    // complex signals have no order: median / minimum / maximum are refused, mean works
    let xc = gsci_signal::Array::from_vec(
        vec![
            Complex64::new(1.0, 2.0),
            Complex64::new(0.5, -1.0),
            Complex64::new(2.0, 0.0),
        ],
        &[3],
        &d,
    )
    .unwrap();
    for pad in [
        ResamplePadtype::Median,
        ResamplePadtype::Minimum,
        ResamplePadtype::Maximum,
    ] {
        let o = ResamplePolyOptions {
            padtype: pad,
            ..Default::default()
        };
        let e = resample_poly(&xc, 2, 1, &o).unwrap_err();
        assert!(
            matches!(e, gsci_signal::Error::Unsupported { .. }),
            "{pad:?}: {e}"
        );
    }
    let o = ResamplePolyOptions {
        padtype: ResamplePadtype::Mean,
        ..Default::default()
    };
    assert_eq!(resample_poly(&xc, 2, 1, &o).unwrap().shape(), &[6]);
    // smooth / reflect / antireflect read two samples
    let x1 = gsci_signal::Array::from_vec(vec![1.0f64], &[1], &d).unwrap();
    let o = ResamplePolyOptions {
        padtype: ResamplePadtype::Mode(UpfirdnMode::Reflect),
        ..Default::default()
    };
    assert!(resample_poly(&x1, 2, 1, &o).is_err());
}

fn decimate_cases<T: FilterElement + ReadableElement>(slot: usize, tol: f64) {
    decimate_prefix::<T>("d", DecimateFtype::Fir, slot, tol);
}

fn decimate_prefix<T: FilterElement + ReadableElement>(
    p: &str,
    ftype: DecimateFtype,
    slot: usize,
    tol: f64,
) {
    let d = test_device();
    let mut npz = Npz::open("filtering_resample.npz");
    let all = npz.cases(p);
    for c in split(&all, slot, 2) {
        let w = npz.get::<i64>(&format!("{c}_w"));
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let want = npz.get::<T>(&format!("{c}_y"));
        let o = DecimateOptions {
            n: (w[[1]] >= 0).then_some(w[[1]] as usize),
            ftype,
            axis: w[[2]] as isize,
            zero_phase: w[[3]] == 1,
        };
        let y = decimate(&x, w[[0]] as usize, &o).unwrap();
        assert_eq!(y.shape(), want.shape(), "{c}");
        if npz.has(&format!("{c}_yref")) {
            // float32 IIR: against the float64 result, within 4x SciPy's own float32 error
            let yref: Vec<Complex64> = npz
                .get::<f64>(&format!("{c}_yref"))
                .iter()
                .map(|v| Complex64::new(*v, 0.0))
                .collect();
            let scipy: Vec<Complex64> = want.iter().map(|v| v.to_c64()).collect();
            let t = (4.0 * crate::common::rel_max(&scipy, &yref)).max(2e-5);
            let got: Vec<Complex64> = y.to_vec().unwrap().iter().map(|v| v.to_c64()).collect();
            let e = crate::common::rel_max(&got, &yref);
            assert!(e <= t, "decimate {c}: {e:.3e} > {t:.2e}");
            continue;
        }
        assert_close(
            &format!("decimate {c} q {} {o:?}", w[[0]]),
            &y,
            &want.iter().copied().collect::<Vec<_>>(),
            tol,
        );
    }
}

#[test]
fn decimate_fir_matches_scipy() {
    decimate_cases::<f64>(0, 1e-13);
    decimate_cases::<f32>(1, 2e-6);
}

#[test]
fn decimate_iir_matches_scipy() {
    decimate_prefix::<f64>("e", DecimateFtype::Iir, 0, 1e-12);
    decimate_prefix::<f32>("e", DecimateFtype::Iir, 1, 2e-5);
}

fn medfilt_cases<T: FilterElement + ReadableElement>(slot: usize) {
    let d = test_device();
    let mut npz = Npz::open("filtering_medfilt.npz");
    let all = npz.cases("m");
    for c in split(&all, slot, 2) {
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let want: Vec<T> = npz.get::<T>(&format!("{c}_y")).iter().copied().collect();
        let k: Vec<usize> = npz
            .get::<i64>(&format!("{c}_k"))
            .iter()
            .map(|v| *v as usize)
            .collect();
        let y = medfilt(
            &x,
            &MedfiltOptions {
                kernel_size: Some(k.clone()),
            },
        )
        .unwrap();
        // a median selects one of the inputs: exact
        assert_eq!(y.to_vec().unwrap(), want, "medfilt {c} {k:?}");
    }
    let all = npz.cases("n");
    for c in split(&all, slot, 2) {
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let want: Vec<T> = npz.get::<T>(&format!("{c}_y")).iter().copied().collect();
        let k = npz.get::<i64>(&format!("{c}_k"));
        let o = Medfilt2dOptions {
            kernel_size: Some([k[[0]] as usize, k[[1]] as usize]),
        };
        let y = medfilt2d(&x, &o).unwrap();
        assert_eq!(y.to_vec().unwrap(), want, "medfilt2d {c} {o:?}");
    }
    let all = npz.cases("o");
    for c in split(&all, slot, 2) {
        let x = to_device(&npz.get::<T>(&format!("{c}_x")), &d);
        let dom = to_device(&npz.get::<T>(&format!("{c}_dom")), &d);
        let want: Vec<T> = npz.get::<T>(&format!("{c}_y")).iter().copied().collect();
        let rank = npz.int(&format!("{c}_rank")) as usize;
        let y = gsci_signal::order_filter(&x, &dom, rank).unwrap();
        assert_eq!(y.to_vec().unwrap(), want, "order_filter {c} rank {rank}");
    }
}

#[test]
fn medfilt_matches_scipy_exactly() {
    medfilt_cases::<f64>(0);
    medfilt_cases::<f32>(1);
    let x = gsci_signal::Array::from_vec(vec![1.0f64; 4], &[4], &test_device()).unwrap();
    assert!(
        medfilt(
            &x,
            &MedfiltOptions {
                kernel_size: Some(vec![4])
            }
        )
        .is_err()
    );
}

/// upfirdn of a 2-D array (rows whose outputs span the CPU's chunks of 4096 outputs, and the
/// quotients carried from output to output): each row equals the 1-D call on that row, exactly,
/// for several (up, down) pairs and every extension mode.
#[test]
fn upfirdn_rows_equal_one_dimensional_calls() {
    let dev = test_device();
    let (rows, n) = (3usize, 5003usize);
    let x: Vec<f64> = (0..rows * n)
        .map(|i| ((i * 7919) % 1013) as f64 / 1013.0 - 0.5)
        .collect();
    let h: Vec<f64> = (0..23).map(|i| 1.0 / (1.0 + i as f64)).collect();
    let h = gsci_core::Array::from_vec(h, &[23], &dev).unwrap();
    let x2 = gsci_core::Array::from_vec(x.clone(), &[rows, n], &dev).unwrap();
    for (up, down) in [(3usize, 2usize), (1, 7), (5, 1), (2, 9), (4, 4)] {
        for mode in [
            gsci_signal::UpfirdnMode::Constant,
            gsci_signal::UpfirdnMode::Symmetric,
            gsci_signal::UpfirdnMode::Wrap,
        ] {
            let opts = UpfirdnOptions {
                up,
                down,
                mode,
                ..Default::default()
            };
            let y2 = upfirdn(&h, &x2, &opts).unwrap();
            let nout = y2.shape()[1];
            let y2 = y2.to_vec().unwrap();
            for r in 0..rows {
                let xr =
                    gsci_core::Array::from_vec(x[r * n..(r + 1) * n].to_vec(), &[n], &dev).unwrap();
                let y1 = upfirdn(&h, &xr, &opts).unwrap().to_vec().unwrap();
                assert_eq!(y1.len(), nout);
                assert!(
                    y1.iter()
                        .zip(&y2[r * nout..(r + 1) * nout])
                        .all(|(a, b)| a.to_bits() == b.to_bits()),
                    "row {r}, up {up}, down {down}, mode {mode:?}"
                );
            }
        }
    }
}
