//! DCT/DST types I–IV on the CPU backend, against SciPy's defining sums.

use crate::common;

use common::*;
use gsci_core::{Array, Complex64, DType, Error, f16};
use gsci_fft::*;
use std::f64::consts::{PI, SQRT_2};

const TYPES: [DctType; 4] = [DctType::One, DctType::Two, DctType::Three, DctType::Four];

/// SciPy's definition of the (unnormalized, non-orthogonalized) transform.
fn direct(x: &[f64], t: DctType, sine: bool) -> Vec<f64> {
    let n = x.len();
    let nf = n as f64;
    (0..n)
        .map(|k| {
            let kf = k as f64;
            let sign_k = if k % 2 == 0 { 1.0 } else { -1.0 };
            match (t, sine) {
                (DctType::One, false) => {
                    x[0] + sign_k * x[n - 1]
                        + (1..n - 1)
                            .map(|j| 2.0 * x[j] * (PI * kf * j as f64 / (nf - 1.0)).cos())
                            .sum::<f64>()
                }
                (DctType::Two, false) => (0..n)
                    .map(|j| 2.0 * x[j] * (PI * kf * (2 * j + 1) as f64 / (2.0 * nf)).cos())
                    .sum(),
                (DctType::Three, false) => {
                    x[0] + (1..n)
                        .map(|j| 2.0 * x[j] * (PI * j as f64 * (2.0 * kf + 1.0) / (2.0 * nf)).cos())
                        .sum::<f64>()
                }
                (DctType::Four, false) => (0..n)
                    .map(|j| {
                        2.0 * x[j] * (PI * (2 * j + 1) as f64 * (2.0 * kf + 1.0) / (4.0 * nf)).cos()
                    })
                    .sum(),
                (DctType::One, true) => (0..n)
                    .map(|j| 2.0 * x[j] * (PI * (kf + 1.0) * (j + 1) as f64 / (nf + 1.0)).sin())
                    .sum(),
                (DctType::Two, true) => (0..n)
                    .map(|j| 2.0 * x[j] * (PI * (kf + 1.0) * (2 * j + 1) as f64 / (2.0 * nf)).sin())
                    .sum(),
                (DctType::Three, true) => {
                    sign_k * x[n - 1]
                        + (0..n - 1)
                            .map(|j| {
                                2.0 * x[j]
                                    * (PI * (2.0 * kf + 1.0) * (j + 1) as f64 / (2.0 * nf)).sin()
                            })
                            .sum::<f64>()
                }
                (DctType::Four, true) => (0..n)
                    .map(|j| {
                        2.0 * x[j] * (PI * (2.0 * kf + 1.0) * (2 * j + 1) as f64 / (4.0 * nf)).sin()
                    })
                    .sum(),
            }
        })
        .collect()
}

/// The forward transform with SciPy's `norm` and `orthogonalize` (see the Notes of scipy.fft.dct).
fn reference(x: &[f64], t: DctType, sine: bool, norm: Norm, ortho: bool) -> Vec<f64> {
    let n = x.len();
    let mut xin = x.to_vec();
    if ortho {
        match (t, sine) {
            (DctType::One, false) => {
                xin[0] *= SQRT_2;
                xin[n - 1] *= SQRT_2;
            }
            (DctType::Three, false) => xin[0] *= SQRT_2,
            (DctType::Three, true) => xin[n - 1] *= SQRT_2,
            _ => {}
        }
    }
    let mut y = direct(&xin, t, sine);
    if ortho {
        match (t, sine) {
            (DctType::One, false) => {
                y[0] /= SQRT_2;
                y[n - 1] /= SQRT_2;
            }
            (DctType::Two, false) => y[0] /= SQRT_2,
            (DctType::Two, true) => y[n - 1] /= SQRT_2,
            _ => {}
        }
    }
    let big = match (t, sine) {
        (DctType::One, false) => 2 * (n - 1),
        (DctType::One, true) => 2 * (n + 1),
        _ => 2 * n,
    } as f64;
    let f = match norm {
        Norm::Backward => 1.0,
        Norm::Ortho => 1.0 / big.sqrt(),
        Norm::Forward => 1.0 / big,
    };
    y.iter().map(|v| v * f).collect()
}

fn opts(t: DctType, norm: Norm) -> DctOptions {
    DctOptions {
        dct_type: t,
        norm,
        ..Default::default()
    }
}

fn run(x: &Array<f64>, sine: bool, o: &DctOptions) -> Vec<f64> {
    if sine { dst(x, o) } else { dct(x, o) }
        .unwrap()
        .to_vec()
        .unwrap()
}

fn run_inv(x: &Array<f64>, sine: bool, o: &DctOptions) -> Vec<f64> {
    if sine { idst(x, o) } else { idct(x, o) }
        .unwrap()
        .to_vec()
        .unwrap()
}

#[test]
fn every_type_matches_its_definition() {
    for sine in [false, true] {
        for t in TYPES {
            for n in [1usize, 2, 3, 4, 7, 16, 33, 97] {
                if t == DctType::One && !sine && n < 2 {
                    continue;
                }
                let x = random_real(n, n as u64 * 7 + 1);
                let a = Array::from_vec(x.clone(), &[n], &cpu()).unwrap();
                for norm in [Norm::Backward, Norm::Ortho, Norm::Forward] {
                    for ortho in [None, Some(false), Some(true)] {
                        let o = DctOptions {
                            orthogonalize: ortho,
                            ..opts(t, norm)
                        };
                        let got = run(&a, sine, &o);
                        let want =
                            reference(&x, t, sine, norm, ortho.unwrap_or(norm == Norm::Ortho));
                        let e = rel_l2_real(&got, &want);
                        assert!(
                            e < 1e-13,
                            "{} {t:?} n={n} {norm:?} ortho={ortho:?}: {e:e}",
                            if sine { "dst" } else { "dct" }
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn inverses_round_trip_for_every_type_and_norm() {
    for sine in [false, true] {
        for t in TYPES {
            for n in [2usize, 5, 8, 31] {
                let x = random_real(n, n as u64 + 100);
                let a = Array::from_vec(x.clone(), &[n], &cpu()).unwrap();
                for norm in [Norm::Backward, Norm::Ortho, Norm::Forward] {
                    let o = opts(t, norm);
                    let y = Array::from_vec(run(&a, sine, &o), &[n], &cpu()).unwrap();
                    let back = run_inv(&y, sine, &o);
                    assert!(rel_l2_real(&back, &x) < 1e-13, "{sine} {t:?} {n} {norm:?}");
                }
            }
        }
    }
}

#[test]
fn f32_matches_f64() {
    let n = 1000;
    let x = random_real(n, 3);
    let x32: Vec<f32> = x.iter().map(|&v| v as f32).collect();
    let exact: Vec<f64> = x32.iter().map(|&v| v as f64).collect();
    for sine in [false, true] {
        for t in TYPES {
            let o = opts(t, Norm::Ortho);
            let a32 = Array::from_vec(x32.clone(), &[n], &cpu()).unwrap();
            let y32 = if sine { dst(&a32, &o) } else { dct(&a32, &o) }.unwrap();
            assert_eq!(y32.dtype(), DType::F32);
            let y32: Vec<f64> = y32.to_vec().unwrap().iter().map(|&v| v as f64).collect();
            let y64 = run(
                &Array::from_vec(exact.clone(), &[n], &cpu()).unwrap(),
                sine,
                &o,
            );
            assert!(rel_l2_real(&y32, &y64) < 1e-6, "{sine} {t:?}");
        }
    }
}

#[test]
fn axes_padding_and_nd() {
    let shape = [3, 4, 5];
    let x = random_real(60, 9);
    let a = Array::from_vec(x.clone(), &shape, &cpu()).unwrap();
    for axis in 0..3 {
        for t in TYPES {
            let o = DctOptions {
                axis: axis as isize - 3,
                ..opts(t, Norm::Backward)
            };
            let y = dct(&a, &o).unwrap().to_vec().unwrap();
            for lane in lanes(&shape, axis) {
                let xin: Vec<f64> = lane.iter().map(|&i| x[i]).collect();
                let got: Vec<f64> = lane.iter().map(|&i| y[i]).collect();
                assert!(
                    rel_l2_real(&got, &direct(&xin, t, false)) < 1e-13,
                    "axis {axis} {t:?}"
                );
            }
        }
    }
    // n pads with zeros and crops.
    let v = random_real(6, 10);
    let av = Array::from_vec(v.clone(), &[6], &cpu()).unwrap();
    let mut padded = v.clone();
    padded.resize(9, 0.0);
    let y = dst(
        &av,
        &DctOptions {
            n: Some(9),
            ..Default::default()
        },
    )
    .unwrap()
    .to_vec()
    .unwrap();
    assert!(rel_l2_real(&y, &direct(&padded, DctType::Two, true)) < 1e-13);
    let y = dct(
        &av,
        &DctOptions {
            n: Some(4),
            dct_type: DctType::Four,
            ..Default::default()
        },
    )
    .unwrap()
    .to_vec()
    .unwrap();
    assert!(rel_l2_real(&y, &direct(&v[..4], DctType::Four, false)) < 1e-13);
    // dctn = successive 1-D transforms; s crops one axis and pads another.
    let o = DctnOptions {
        dct_type: DctType::Three,
        s: Some(vec![6, 3]),
        axes: Some(vec![2, 0]),
        ..Default::default()
    };
    let y = dctn(&a, &o).unwrap();
    assert_eq!(y.shape(), &[3, 4, 6]);
    let step = dct(
        &dct(
            &a,
            &DctOptions {
                dct_type: DctType::Three,
                n: Some(6),
                axis: 2,
                ..Default::default()
            },
        )
        .unwrap(),
        &DctOptions {
            dct_type: DctType::Three,
            n: Some(3),
            axis: 0,
            ..Default::default()
        },
    )
    .unwrap();
    assert!(rel_l2_real(&y.to_vec().unwrap(), &step.to_vec().unwrap()) < 1e-14);
    let back = idctn(
        &y,
        &DctnOptions {
            dct_type: DctType::Three,
            axes: Some(vec![2, 0]),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(back.shape(), &[3, 4, 6]);
    for (sine, f, fi) in [
        (
            false,
            dctn::<f64> as fn(&Array<f64>, &DctnOptions) -> _,
            idctn::<f64> as fn(&Array<f64>, &DctnOptions) -> _,
        ),
        (true, dstn::<f64>, idstn::<f64>),
    ] {
        for t in TYPES {
            let o = DctnOptions {
                dct_type: t,
                norm: Norm::Ortho,
                ..Default::default()
            };
            let r = fi(&f(&a, &o).unwrap(), &o).unwrap().to_vec().unwrap();
            assert!(rel_l2_real(&r, &x) < 1e-13, "{sine} {t:?} n-D round trip");
        }
    }
    // A transposed view transforms like its copy.
    let tv = a.transpose().unwrap();
    let o = DctnOptions::default();
    assert_eq!(
        dctn(&tv, &o).unwrap().to_vec().unwrap(),
        dctn(&tv.copy().unwrap(), &o).unwrap().to_vec().unwrap()
    );
}

#[test]
fn complex_and_other_dtypes() {
    let z = random_complex(8, 11);
    let a = Array::from_vec(z.clone(), &[2, 4], &cpu()).unwrap();
    let y = dct(&a, &DctOptions::default()).unwrap();
    assert_eq!(y.dtype(), DType::C128);
    let re = Array::from_vec(z.iter().map(|v| v.re).collect(), &[2, 4], &cpu()).unwrap();
    let im = Array::from_vec(z.iter().map(|v| v.im).collect(), &[2, 4], &cpu()).unwrap();
    let (yr, yi) = (
        dct(&re, &DctOptions::default()).unwrap().to_vec().unwrap(),
        dct(&im, &DctOptions::default()).unwrap().to_vec().unwrap(),
    );
    let want: Vec<Complex64> = yr
        .iter()
        .zip(&yi)
        .map(|(&r, &i)| Complex64::new(r, i))
        .collect();
    assert_eq!(y.to_vec().unwrap(), want);
    let yn = dstn(
        &a,
        &DctnOptions {
            axes: Some(vec![0]),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(yn.shape(), &[2, 4]);
    let h = Array::from_vec(vec![f16::from_f32(1.0), f16::from_f32(3.0)], &[2], &cpu()).unwrap();
    assert_eq!(dct(&h, &DctOptions::default()).unwrap().dtype(), DType::F32);
    let i = Array::from_vec(vec![1i64, 2, 3], &[3], &cpu()).unwrap();
    let yi = dct(&i, &DctOptions::default()).unwrap();
    assert_eq!(yi.dtype(), DType::F64);
    assert!(
        rel_l2_real(
            &yi.to_vec().unwrap(),
            &direct(&[1.0, 2.0, 3.0], DctType::Two, false)
        ) < 1e-15
    );
    // No axes: the input, promoted.
    let e = dctn(
        &i,
        &DctnOptions {
            axes: Some(vec![]),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(e.to_vec().unwrap(), vec![1.0, 2.0, 3.0]);
}

#[test]
fn errors() {
    let a = Array::from_vec(vec![1.0f64], &[1], &cpu()).unwrap();
    let err = dct(&a, &opts(DctType::One, Norm::Backward)).unwrap_err();
    assert!(matches!(err, Error::InvalidArgument { .. }));
    assert!(dst(&a, &opts(DctType::One, Norm::Backward)).is_ok());
    assert!(
        dct(
            &a,
            &DctOptions {
                n: Some(0),
                ..Default::default()
            }
        )
        .unwrap_err()
        .to_string()
        .contains("invalid number of data points (0)")
    );
    let e = Array::<f64>::from_vec(vec![], &[0], &cpu()).unwrap();
    assert!(dct(&e, &DctOptions::default()).is_err());
    assert!(matches!(
        dct(
            &a,
            &DctOptions {
                axis: 1,
                ..Default::default()
            }
        ),
        Err(Error::AxisOutOfBounds { .. })
    ));
    assert!(DctType::from_int(5).is_err());
    assert_eq!(DctType::from_int(4).unwrap(), DctType::Four);
    assert!(
        dctn(
            &a,
            &DctnOptions {
                axes: Some(vec![0, 0]),
                ..Default::default()
            }
        )
        .is_err()
    );
}
