//! gsci-fft against SciPy 1.17.1's outputs (tests/golden/fft_golden.npz, written by
//! tests/golden/generate.py). Runs on the device under test (`GSCI_TEST_DEVICE`, CPU by default).

use crate::common;

use common::*;
use gsci_core::{Array, Complex32, Complex64, Device, Element};
use gsci_fft::*;
use ndarray::{ArrayD, IxDyn, OwnedRepr};
use ndarray_npy::{NpzReader, ReadableElement};
use std::path::PathBuf;

fn golden_file() -> PathBuf {
    let candidates = [
        std::env::var_os("GSCI_FFT_GOLDEN").map(PathBuf::from),
        Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/fft_golden.npz")),
        Some(PathBuf::from("fft/tests/golden/fft_golden.npz")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|p| p.is_file())
        .expect("fft_golden.npz not found: set GSCI_FFT_GOLDEN to its path")
}

struct Golden(NpzReader<std::fs::File>);

impl Golden {
    fn open() -> Self {
        Golden(NpzReader::new(std::fs::File::open(golden_file()).unwrap()).unwrap())
    }
    fn get<T: ReadableElement>(&mut self, name: &str) -> ArrayD<T> {
        self.0
            .by_name::<OwnedRepr<T>, IxDyn>(name)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
    }
    fn array<T: ReadableElement + Element>(&mut self, name: &str, dev: &Device) -> Array<T> {
        Array::from_ndarray(&self.get::<T>(name), dev).unwrap()
    }
}

fn check_c128(got: &Array<Complex64>, want: &ArrayD<Complex64>, tol: f64, what: &str) {
    assert_eq!(got.shape(), want.shape(), "{what}: shape");
    let e = rel_l2(
        &got.to_vec().unwrap(),
        &want.iter().copied().collect::<Vec<_>>(),
    );
    assert!(e <= tol, "{what}: relative error {e:e}");
}

fn check_f64(got: &Array<f64>, want: &ArrayD<f64>, tol: f64, what: &str) {
    assert_eq!(got.shape(), want.shape(), "{what}: shape");
    let e = rel_l2_real(
        &got.to_vec().unwrap(),
        &want.iter().copied().collect::<Vec<_>>(),
    );
    assert!(e <= tol, "{what}: relative error {e:e}");
}

#[test]
fn complex_transforms_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let x = g.array::<f64>("fft_pad_in", &dev);
    let y = fft(
        &x,
        &FftOptions {
            n: Some(10),
            axis: 0,
            norm: Norm::Ortho,
            ..Default::default()
        },
    )
    .unwrap();
    check_c128(&y, &g.get("fft_pad_out"), 1e-14, "fft n=10 axis=0 ortho");

    let x = g.array::<f32>("rfft2_in", &dev);
    let y = rfft2(&x, &FftnOptions::default()).unwrap();
    let want = g.get::<Complex32>("rfft2_out");
    assert_eq!(y.shape(), want.shape());
    let got: Vec<Complex64> = y
        .to_vec()
        .unwrap()
        .iter()
        .map(|v| Complex64::new(v.re as f64, v.im as f64))
        .collect();
    let want: Vec<Complex64> = want
        .iter()
        .map(|v| Complex64::new(v.re as f64, v.im as f64))
        .collect();
    assert!(rel_l2(&got, &want) <= 1e-6, "rfft2 f32");

    let x = g.array::<Complex64>("irfftn_in", &dev);
    let o = FftnOptions {
        s: Some(vec![5, 7]),
        axes: Some(vec![1, 2]),
        norm: Norm::Forward,
        ..Default::default()
    };
    check_f64(
        &irfftn(&x, &o).unwrap(),
        &g.get("irfftn_out"),
        1e-14,
        "irfftn s axes forward",
    );

    let x = g.array::<Complex64>("hfft_in", &dev);
    check_f64(
        &hfft(
            &x,
            &FftOptions {
                n: Some(9),
                ..Default::default()
            },
        )
        .unwrap(),
        &g.get("hfft_out"),
        1e-14,
        "hfft n=9",
    );
    let x = g.array::<f64>("ihfft_in", &dev);
    check_c128(
        &ihfft(
            &x,
            &FftOptions {
                norm: Norm::Ortho,
                ..Default::default()
            },
        )
        .unwrap(),
        &g.get("ihfft_out"),
        1e-14,
        "ihfft ortho",
    );
}

#[test]
fn real_transforms_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let x = g.array::<f64>("dct_in", &dev);
    let types = [
        (1, DctType::One),
        (2, DctType::Two),
        (3, DctType::Three),
        (4, DctType::Four),
    ];
    for sine in [false, true] {
        let kind = if sine { "dst" } else { "dct" };
        for (t, ty) in types {
            let cases = [
                ("backward", Norm::Backward, None),
                ("ortho", Norm::Ortho, None),
                ("forward", Norm::Forward, None),
                ("ortho_noorth", Norm::Ortho, Some(false)),
                ("backward_orth", Norm::Backward, Some(true)),
            ];
            for (name, norm, orthogonalize) in cases {
                let o = DctOptions {
                    dct_type: ty,
                    norm,
                    orthogonalize,
                    ..Default::default()
                };
                let y = if sine { dst(&x, &o) } else { dct(&x, &o) }.unwrap();
                check_f64(
                    &y,
                    &g.get(&format!("{kind}_{t}_{name}")),
                    1e-13,
                    &format!("{kind} type {t} {name}"),
                );
            }
        }
    }
    let x = g.array::<f64>("dctn_in", &dev);
    let o = DctnOptions {
        s: Some(vec![5, 4]),
        norm: Norm::Ortho,
        ..Default::default()
    };
    check_f64(
        &dctn(&x, &o).unwrap(),
        &g.get("dctn_out"),
        1e-13,
        "dctn s ortho",
    );
    let o = DctnOptions {
        dct_type: DctType::Three,
        axes: Some(vec![0]),
        ..Default::default()
    };
    check_f64(
        &idstn(&x, &o).unwrap(),
        &g.get("idstn_out"),
        1e-13,
        "idstn type 3 axis 0",
    );
    let z = g.array::<Complex64>("dct_complex_in", &dev);
    let o = DctOptions {
        dct_type: DctType::Four,
        ..Default::default()
    };
    check_c128(
        &dct(&z, &o).unwrap(),
        &g.get("dct_complex_out"),
        1e-13,
        "complex dct type 4",
    );
}

#[test]
fn helpers_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let f = fftfreq(9, 0.1, &dev).unwrap().to_vec().unwrap();
    assert_eq!(
        f,
        g.get::<f64>("fftfreq_9_0.1")
            .iter()
            .copied()
            .collect::<Vec<_>>()
    );
    let f = rfftfreq(10, 2.5, &dev).unwrap().to_vec().unwrap();
    assert_eq!(
        f,
        g.get::<f64>("rfftfreq_10_2.5")
            .iter()
            .copied()
            .collect::<Vec<_>>()
    );
    let x = g.array::<i64>("fftshift_in", &dev);
    let want: Vec<i64> = g.get::<i64>("fftshift_out").iter().copied().collect();
    assert_eq!(fftshift(&x, None).unwrap().to_vec().unwrap(), want);
    let want: Vec<i64> = g.get::<i64>("ifftshift_out_ax1").iter().copied().collect();
    assert_eq!(ifftshift(&x, Some(&[1])).unwrap().to_vec().unwrap(), want);
}

#[test]
fn fast_hankel_transforms_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let x = g.array::<f64>("fht_in", &dev);
    let dln = (1e-3f64.ln() - 1e3f64.ln()).abs() / 63.0;
    let d = FhtOptions::default();
    let tol = 1e-12;
    check_f64(
        &fht(&x, dln, 0.5, &d).unwrap(),
        &g.get("fht_0.5"),
        tol,
        "fht mu 0.5",
    );
    let o = FhtOptions {
        offset: 0.3,
        bias: 0.7,
    };
    let y = fht(&x, 0.2, 2.0, &o).unwrap();
    check_f64(&y, &g.get("fht_2_offset_bias"), tol, "fht offset bias");
    let o = FhtOptions {
        offset: -0.2,
        bias: -0.4,
    };
    let y = ifht(&x, 0.2, 0.0, &o).unwrap();
    check_f64(&y, &g.get("ifht_0_offset_bias"), tol, "ifht offset bias");
    check_f64(
        &fht(&x, 0.1, -1.0, &d).unwrap(),
        &g.get("fht_m1"),
        tol,
        "fht mu -1",
    );

    let x = g.array::<f64>("fht2d_in", &dev);
    let off = fhtoffset(0.05, 1.5, &FhtoffsetOptions::default()).unwrap();
    let o = FhtOptions {
        offset: off,
        bias: 0.0,
    };
    check_f64(
        &fht(&x, 0.05, 1.5, &o).unwrap(),
        &g.get("fht2d_out"),
        tol,
        "fht 2-D",
    );
    let o = FhtOptions {
        offset: 0.1,
        bias: 0.2,
    };
    check_f64(
        &ifht(&x, 0.05, 1.5, &o).unwrap(),
        &g.get("ifht2d_out"),
        tol,
        "ifht 2-D",
    );
    // float32 in, float32 out, computed in f64.
    let y = fht(&x.astype::<f32>().unwrap(), 0.05, 1.5, &o).unwrap();
    let want = fht(&x, 0.05, 1.5, &o).unwrap();
    let got: Vec<f64> = y.to_vec().unwrap().iter().map(|&v| v as f64).collect();
    assert!(
        rel_l2_real(&got, &want.to_vec().unwrap()) <= 1e-6,
        "fht f32"
    );

    let want = g.get::<f64>("fhtoffset");
    let got = [
        fhtoffset(
            0.1,
            2.0,
            &FhtoffsetOptions {
                initial: 0.5,
                bias: 0.0,
            },
        )
        .unwrap(),
        fhtoffset(0.05, 1.5, &FhtoffsetOptions::default()).unwrap(),
        fhtoffset(
            0.2,
            0.0,
            &FhtoffsetOptions {
                initial: -0.3,
                bias: 0.4,
            },
        )
        .unwrap(),
        fhtoffset(
            0.01,
            -0.5,
            &FhtoffsetOptions {
                initial: 1.0,
                bias: -0.2,
            },
        )
        .unwrap(),
    ];
    for (i, (a, b)) in got.iter().zip(want.iter()).enumerate() {
        assert!(
            (a - b).abs() <= 1e-12 * b.abs().max(1.0),
            "fhtoffset {i}: {a} vs {b}"
        );
    }
}

#[test]
fn fht_on_the_test_device_matches_the_cpu_and_round_trips() {
    let dev = test_device();
    let v = random_real(4 * 50, 5);
    let x_cpu = Array::from_vec(v.clone(), &[4, 50], &cpu()).unwrap();
    let x = Array::from_vec(v.clone(), &[4, 50], &dev).unwrap();
    let o = FhtOptions {
        offset: 0.05,
        bias: 0.3,
    };
    let y = fht(&x, 0.07, 0.25, &o).unwrap();
    let y_cpu = fht(&x_cpu, 0.07, 0.25, &o).unwrap();
    let e = rel_l2_real(&y.to_vec().unwrap(), &y_cpu.to_vec().unwrap());
    assert!(e <= 1e-14, "fht device vs CPU: {e:e}");
    let back = ifht(&y, 0.07, 0.25, &o).unwrap();
    let e = rel_l2_real(&back.to_vec().unwrap(), &v);
    assert!(e <= 1e-12, "ifht(fht(x)) round trip: {e:e}");
    assert!(fht(&Array::<f64>::zeros(&[0], &dev).unwrap(), 0.1, 0.0, &o).is_err());
    // SciPy: a NaN parameter gives an all-NaN transform; an infinite dln is refused.
    let nan = fht(&x, f64::NAN, 0.0, &o).unwrap().to_vec().unwrap();
    assert!(!nan.is_empty() && nan.iter().all(|v| v.is_nan()));
    let nan = ifht(&x, 0.07, f64::NAN, &o).unwrap().to_vec().unwrap();
    assert!(!nan.is_empty() && nan.iter().all(|v| v.is_nan()));
    assert!(fht(&x, f64::INFINITY, 0.0, &o).is_err());
}
