//! gsci-fft against SciPy 1.17.1's outputs (tests/golden/fft_golden.npz, written by
//! tests/golden/generate.py). Runs on the device under test (`GSCI_TEST_DEVICE`, CPU by default).

mod common;

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
