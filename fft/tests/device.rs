//! Every routine on the device under test against the CPU backend.
//!
//! `GSCI_TEST_DEVICE=cuda cargo test -p gsci-fft --test suite device::` runs the GPU (cuFFT and
//! this crate's kernels) against the CPU; without it the same code runs on the CPU, where the
//! round-trip checks below still test the transforms.

use crate::common;

use common::*;
use gsci_core::{Array, Complex32, Complex64, Device, Element, Scalar, bf16, f16};
use gsci_fft::*;

fn as_c128<T: Element>(a: &Array<T>) -> Vec<Complex64> {
    a.to_vec()
        .unwrap()
        .iter()
        .map(|v| match v.to_scalar() {
            Scalar::Complex(re, im) => Complex64::new(re, im),
            Scalar::Float(x) => Complex64::new(x, 0.0),
            Scalar::Int(i) => Complex64::new(i as f64, 0.0),
            Scalar::UInt(u) => Complex64::new(u as f64, 0.0),
            Scalar::Bool(b) => Complex64::new(b as u8 as f64, 0.0),
        })
        .collect()
}

fn tol<T: Element>() -> f64 {
    match T::DTYPE.itemsize() {
        4 | 8 if matches!(T::DTYPE, gsci_core::DType::F32 | gsci_core::DType::C64) => 2e-6,
        _ => 1e-12,
    }
}

/// Device result vs CPU result of the same call.
fn same<T: Element>(
    dev: Result<Array<T>, gsci_core::Error>,
    cpu: Result<Array<T>, gsci_core::Error>,
    what: &str,
) {
    let (d, c) = (
        dev.unwrap_or_else(|e| panic!("{what} (device): {e}")),
        cpu.unwrap_or_else(|e| panic!("{what} (cpu): {e}")),
    );
    assert_eq!(d.shape(), c.shape(), "{what}: shapes");
    assert_eq!(d.dtype(), c.dtype(), "{what}: dtypes");
    if c.is_empty() {
        return;
    }
    let (dv, cv) = (as_c128(&d), as_c128(&c));
    if cv.iter().all(|v| v.norm() == 0.0) {
        assert!(dv.iter().all(|v| v.norm() == 0.0), "{what}: expected zeros");
        return;
    }
    let e = rel_l2(&dv, &cv);
    assert!(
        e <= tol::<T>(),
        "{what}: device vs cpu relative error {e:e}"
    );
}

/// `x` on the CPU and on the device.
fn pair<T: Element>(data: Vec<T>, shape: &[usize], dev: &Device) -> (Array<T>, Array<T>) {
    let c = Array::from_vec(data, shape, &cpu()).unwrap();
    let d = c.to_device(dev).unwrap();
    (d, c)
}

fn c64s(n: usize, seed: u64) -> Vec<Complex32> {
    random_complex(n, seed)
        .iter()
        .map(|v| Complex32::new(v.re as f32, v.im as f32))
        .collect()
}

fn o1(n: Option<usize>, axis: isize, norm: Norm) -> FftOptions {
    FftOptions {
        n,
        axis,
        norm,
        ..Default::default()
    }
}

fn on(s: Option<Vec<isize>>, axes: Option<Vec<isize>>, norm: Norm) -> FftnOptions {
    FftnOptions {
        s,
        axes,
        norm,
        ..Default::default()
    }
}

#[test]
fn c2c_lengths_layouts_and_dtypes() {
    let dev = test_device();
    // 2^20 + 3 only on a GPU: the CPU reference in a debug build takes a while.
    let big = if dev.is_cuda() { (1 << 20) + 3 } else { 4096 };
    for (i, &n) in [1usize, 2, 7, 16, 97, 1021, big].iter().enumerate() {
        let (d, c) = pair(random_complex(n, i as u64), &[n], &dev);
        for norm in [Norm::Backward, Norm::Ortho, Norm::Forward] {
            same(
                fft(&d, &o1(None, -1, norm)),
                fft(&c, &o1(None, -1, norm)),
                &format!("fft c128 n={n} {norm:?}"),
            );
        }
        let y = fft(&d, &FftOptions::default()).unwrap();
        let back = ifft(&y, &FftOptions::default()).unwrap();
        assert!(
            rel_l2(&as_c128(&back), &as_c128(&c)) < 1e-13,
            "round trip n={n}"
        );
        let (d, c) = pair(c64s(n, 50 + i as u64), &[n], &dev);
        same(
            ifft(&d, &FftOptions::default()),
            ifft(&c, &FftOptions::default()),
            &format!("ifft c64 n={n}"),
        );
    }
    // Every axis of 3-D arrays; a middle axis with few and with many outer batches.
    for shape in [[3usize, 4, 5], [20, 8, 30], [2, 1, 9]] {
        let len = shape.iter().product();
        let (d, c) = pair(random_complex(len, 7), &shape, &dev);
        for axis in -3..3isize {
            same(
                fft(&d, &o1(None, axis, Norm::Ortho)),
                fft(&c, &o1(None, axis, Norm::Ortho)),
                &format!("fft {shape:?} axis {axis}"),
            );
        }
        same(
            fftn(&d, &FftnOptions::default()),
            fftn(&c, &FftnOptions::default()),
            &format!("fftn {shape:?}"),
        );
        for axes in [vec![0, 2], vec![1], vec![2, 1], vec![]] {
            let o = on(None, Some(axes.clone()), Norm::Backward);
            same(
                ifftn(&d, &o),
                ifftn(&c, &o),
                &format!("ifftn {shape:?} axes {axes:?}"),
            );
        }
    }
    // 4-D: passes of 3 + 1 axes.
    let (d, c) = pair(random_complex(3 * 4 * 5 * 6, 8), &[3, 4, 5, 6], &dev);
    same(
        fftn(&d, &FftnOptions::default()),
        fftn(&c, &FftnOptions::default()),
        "fftn 4-D",
    );
    // Views: transposed (strided, direct), flipped (negative strides: gathered), sliced (offset).
    let t = d.transpose().unwrap();
    let tc = c.transpose().unwrap();
    same(
        fft(&t, &o1(None, 0, Norm::Backward)),
        fft(&tc, &o1(None, 0, Norm::Backward)),
        "fft transposed axis 0",
    );
    same(
        fft2(&t, &FftnOptions::default()),
        fft2(&tc, &FftnOptions::default()),
        "fft2 transposed",
    );
    let f = d.flip(Some(&[3])).unwrap();
    same(
        fft(&f, &FftOptions::default()),
        fft(&c.flip(Some(&[3])).unwrap(), &FftOptions::default()),
        "fft flipped",
    );
    let s = d.slice_axis(1, Some(1), Some(4), 2).unwrap();
    let sc = c.slice_axis(1, Some(1), Some(4), 2).unwrap();
    same(
        fftn(&s, &on(None, Some(vec![1, 3]), Norm::Ortho)),
        fftn(&sc, &on(None, Some(vec![1, 3]), Norm::Ortho)),
        "fftn sliced",
    );
    // Padding (gather) and cropping (direct, strided).
    same(
        fft(&d, &o1(Some(9), 2, Norm::Backward)),
        fft(&c, &o1(Some(9), 2, Norm::Backward)),
        "fft pad",
    );
    same(
        fft(&d, &o1(Some(3), 2, Norm::Backward)),
        fft(&c, &o1(Some(3), 2, Norm::Backward)),
        "fft crop",
    );
    same(
        fftn(&d, &on(Some(vec![2, 7]), None, Norm::Forward)),
        fftn(&c, &on(Some(vec![2, 7]), None, Norm::Forward)),
        "fftn s",
    );
    // Real and low-precision inputs are cast by the gather.
    let (d, c) = pair(random_real(64, 9), &[8, 8], &dev);
    same(
        fft2(&d, &FftnOptions::default()),
        fft2(&c, &FftnOptions::default()),
        "fft2 f64 input",
    );
    let h: Vec<f16> = random_real(30, 10)
        .iter()
        .map(|&v| f16::from_f64(v))
        .collect();
    let (d, c) = pair(h, &[30], &dev);
    same(
        fft(&d, &FftOptions::default()),
        fft(&c, &FftOptions::default()),
        "fft f16",
    );
    let b: Vec<bf16> = random_real(12, 11)
        .iter()
        .map(|&v| bf16::from_f64(v))
        .collect();
    let (d, c) = pair(b, &[3, 4], &dev);
    same(
        rfft(&d, &FftOptions::default()),
        rfft(&c, &FftOptions::default()),
        "rfft bf16",
    );
    let (d, c) = pair((0..40i32).map(|v| v * 3 - 50).collect(), &[40], &dev);
    same(
        fft(&d, &FftOptions::default()),
        fft(&c, &FftOptions::default()),
        "fft i32",
    );
    let (d, c) = pair(
        (0..10).map(|v| v % 3 == 0).collect::<Vec<bool>>(),
        &[10],
        &dev,
    );
    same(
        ihfft(&d, &FftOptions::default()),
        ihfft(&c, &FftOptions::default()),
        "ihfft bool",
    );
    // Empty results.
    let (d, c) = pair(Vec::<Complex64>::new(), &[0, 4], &dev);
    same(
        fft(&d, &FftOptions::default()),
        fft(&c, &FftOptions::default()),
        "fft empty",
    );
    let (d, c) = pair(Vec::<Complex64>::new(), &[0], &dev);
    same(
        fft(&d, &o1(Some(5), -1, Norm::Backward)),
        fft(&c, &o1(Some(5), -1, Norm::Backward)),
        "fft padded from empty",
    );
}

#[test]
fn real_transforms_all_shapes() {
    let dev = test_device();
    for (shape, seed) in [
        (vec![7usize, 10], 40u64),
        (vec![9, 4, 6], 41),
        (vec![17usize], 1u64),
        (vec![16], 2),
        (vec![1], 3),
        (vec![6, 9], 4),
        (vec![5, 4, 7], 5),
        (vec![20, 6, 24], 6),
    ] {
        let len = shape.iter().product();
        let (d, c) = pair(random_real(len, seed), &shape, &dev);
        let nd = shape.len() as isize;
        for axis in -nd..nd {
            for n in [None, Some(1), Some(4), Some(11)] {
                let o = o1(n, axis, Norm::Backward);
                same(
                    rfft(&d, &o),
                    rfft(&c, &o),
                    &format!("rfft {shape:?} axis {axis} n {n:?}"),
                );
                same(
                    ihfft(&d, &o),
                    ihfft(&c, &o),
                    &format!("ihfft {shape:?} axis {axis} n {n:?}"),
                );
            }
        }
        same(
            rfftn(&d, &FftnOptions::default()),
            rfftn(&c, &FftnOptions::default()),
            &format!("rfftn {shape:?}"),
        );
        if shape.len() >= 2 {
            for axes in [vec![0, -1], vec![-1, 0], vec![0]] {
                let o = on(None, Some(axes.clone()), Norm::Ortho);
                same(
                    rfftn(&d, &o),
                    rfftn(&c, &o),
                    &format!("rfftn {shape:?} axes {axes:?}"),
                );
                same(
                    ihfftn(&d, &o),
                    ihfftn(&c, &o),
                    &format!("ihfftn {shape:?} axes {axes:?}"),
                );
            }
            same(
                rfft2(&d, &FftnOptions::default()),
                rfft2(&c, &FftnOptions::default()),
                "rfft2",
            );
            let x32: Vec<f32> = random_real(len, seed + 10)
                .iter()
                .map(|&v| v as f32)
                .collect();
            let (d32, c32) = pair(x32, &shape, &dev);
            same(
                rfft2(&d32, &FftnOptions::default()),
                rfft2(&c32, &FftnOptions::default()),
                "rfft2 f32",
            );
        }
        // Inverses from (non-Hermitian) complex inputs.
        let (dz, cz) = pair(random_complex(len, seed + 20), &shape, &dev);
        for n in [None, Some(1), Some(7), Some(8)] {
            if n.is_none() && shape[nd as usize - 1] == 1 {
                continue;
            }
            let o = o1(n, -1, Norm::Forward);
            same(
                irfft(&dz, &o),
                irfft(&cz, &o),
                &format!("irfft {shape:?} n {n:?}"),
            );
            same(
                hfft(&dz, &o),
                hfft(&cz, &o),
                &format!("hfft {shape:?} n {n:?}"),
            );
        }
        if shape.len() >= 2 {
            let s = Some(vec![5, 6]);
            for axes in [None, Some(vec![-1, 0]), Some(vec![0, -1])] {
                let o = on(s.clone(), axes.clone(), Norm::Backward);
                same(
                    irfftn(&dz, &o),
                    irfftn(&cz, &o),
                    &format!("irfftn {shape:?} axes {axes:?}"),
                );
                same(
                    hfftn(&dz, &o),
                    hfftn(&cz, &o),
                    &format!("hfftn {shape:?} axes {axes:?}"),
                );
            }
            same(
                irfft2(&dz, &FftnOptions::default()),
                irfft2(&cz, &FftnOptions::default()),
                "irfft2",
            );
            same(
                hfft2(&dz, &FftnOptions::default()),
                hfft2(&cz, &FftnOptions::default()),
                "hfft2",
            );
            same(
                ihfft2(&d, &FftnOptions::default()),
                ihfft2(&c, &FftnOptions::default()),
                "ihfft2",
            );
        }
        // Round trip on the device itself.
        let spec = rfftn(&d, &FftnOptions::default()).unwrap();
        let sz: Vec<isize> = shape.iter().map(|&v| v as isize).collect();
        let back = irfftn(&spec, &on(Some(sz), None, Norm::Backward)).unwrap();
        assert!(
            rel_l2(&as_c128(&back), &as_c128(&c)) < 1e-13,
            "irfftn(rfftn) {shape:?}"
        );
    }
    // Transposed real input along both axes (strided R2C).
    let (d, c) = pair(random_real(48, 30), &[6, 8], &dev);
    let (t, tc) = (d.transpose().unwrap(), c.transpose().unwrap());
    for axis in [0isize, 1] {
        same(
            rfft(&t, &o1(None, axis, Norm::Backward)),
            rfft(&tc, &o1(None, axis, Norm::Backward)),
            "rfft transposed",
        );
    }
    same(
        rfft2(&t, &FftnOptions::default()),
        rfft2(&tc, &FftnOptions::default()),
        "rfft2 transposed",
    );
}

#[test]
fn dct_and_dst_every_type() {
    let dev = test_device();
    let types = [DctType::One, DctType::Two, DctType::Three, DctType::Four];
    for shape in [vec![2usize], vec![9], vec![64], vec![5, 6], vec![3, 4, 7]] {
        let len: usize = shape.iter().product();
        let (d, c) = pair(random_real(len, len as u64), &shape, &dev);
        for t in types {
            for norm in [Norm::Backward, Norm::Ortho] {
                for axis in 0..shape.len() as isize {
                    let o = DctOptions {
                        dct_type: t,
                        norm,
                        axis,
                        ..Default::default()
                    };
                    same(
                        dct(&d, &o),
                        dct(&c, &o),
                        &format!("dct {t:?} {shape:?} {axis}"),
                    );
                    same(
                        dst(&d, &o),
                        dst(&c, &o),
                        &format!("dst {t:?} {shape:?} {axis}"),
                    );
                    same(
                        idct(&d, &o),
                        idct(&c, &o),
                        &format!("idct {t:?} {shape:?} {axis}"),
                    );
                    same(
                        idst(&d, &o),
                        idst(&c, &o),
                        &format!("idst {t:?} {shape:?} {axis}"),
                    );
                    let back = idct(&dct(&d, &o).unwrap(), &o).unwrap();
                    assert!(
                        rel_l2(&as_c128(&back), &as_c128(&c)) < 1e-12,
                        "idct(dct) {t:?} {shape:?}"
                    );
                }
                let o = DctnOptions {
                    dct_type: t,
                    norm,
                    ..Default::default()
                };
                same(dctn(&d, &o), dctn(&c, &o), &format!("dctn {t:?} {shape:?}"));
                same(
                    idstn(&d, &o),
                    idstn(&c, &o),
                    &format!("idstn {t:?} {shape:?}"),
                );
            }
            let o = DctOptions {
                dct_type: t,
                n: Some(11),
                ..Default::default()
            };
            same(dst(&d, &o), dst(&c, &o), &format!("dst padded {t:?}"));
        }
        let x32: Vec<f32> = random_real(len, 3).iter().map(|&v| v as f32).collect();
        let (d, c) = pair(x32, &shape, &dev);
        same(
            dctn(&d, &DctnOptions::default()),
            dctn(&c, &DctnOptions::default()),
            "dctn f32",
        );
        let (d, c) = pair(random_complex(len, 4), &shape, &dev);
        same(
            dctn(&d, &DctnOptions::default()),
            dctn(&c, &DctnOptions::default()),
            "dctn complex",
        );
        if shape.len() == 2 {
            let (t, tc) = (d.transpose().unwrap(), c.transpose().unwrap());
            let o = DctnOptions {
                dct_type: DctType::Four,
                s: Some(vec![4, 8]),
                ..Default::default()
            };
            same(
                dstn(&t, &o),
                dstn(&tc, &o),
                "dstn transposed complex with s",
            );
        }
    }
    // Length-1 transforms (no cuFFT call for the real FFTs of length 1).
    let (d, c) = pair(random_real(3, 77), &[3, 1], &dev);
    for t in [DctType::Two, DctType::Three, DctType::Four] {
        for norm in [Norm::Backward, Norm::Ortho] {
            let o = DctOptions {
                dct_type: t,
                norm,
                ..Default::default()
            };
            same(dct(&d, &o), dct(&c, &o), &format!("dct n=1 {t:?} {norm:?}"));
            same(
                idst(&d, &o),
                idst(&c, &o),
                &format!("idst n=1 {t:?} {norm:?}"),
            );
        }
    }
    let o = DctOptions {
        dct_type: DctType::One,
        ..Default::default()
    };
    same(dst(&d, &o), dst(&c, &o), "dst type 1 n=1");
    let (d, c) = pair((0..12i16).collect::<Vec<_>>(), &[12], &dev);
    same(
        dct(&d, &DctOptions::default()),
        dct(&c, &DctOptions::default()),
        "dct i16",
    );
}

#[test]
fn shifts_and_frequencies() {
    let dev = test_device();
    fn both<T: Element>(data: Vec<T>, shape: &[usize], dev: &Device) {
        let (d, c) = pair(data, shape, dev);
        for axes in [None, Some(vec![0]), Some(vec![-1, 0])] {
            let a = axes.as_deref();
            assert_eq!(
                fftshift(&d, a).unwrap().to_vec().unwrap(),
                fftshift(&c, a).unwrap().to_vec().unwrap()
            );
            assert_eq!(
                ifftshift(&d, a).unwrap().to_vec().unwrap(),
                ifftshift(&c, a).unwrap().to_vec().unwrap()
            );
            let t = d.transpose().unwrap();
            assert_eq!(
                fftshift(&t, a).unwrap().to_vec().unwrap(),
                fftshift(&c.transpose().unwrap(), a)
                    .unwrap()
                    .to_vec()
                    .unwrap()
            );
        }
        // The shifts undo each other on the device too.
        let round = ifftshift(&fftshift(&d, None).unwrap(), None).unwrap();
        assert_eq!(round.to_vec().unwrap(), c.to_vec().unwrap());
    }
    both((0..35i64).collect(), &[5, 7], &dev);
    both((0..24).map(|v| v % 2 == 0).collect(), &[4, 6], &dev);
    both(
        random_real(30, 1)
            .iter()
            .map(|&v| f16::from_f64(v))
            .collect(),
        &[3, 10],
        &dev,
    );
    both(random_complex(18, 2), &[9, 2], &dev);
    assert_eq!(
        fftfreq(7, 0.5, &dev).unwrap().to_vec().unwrap(),
        fftfreq(7, 0.5, &cpu()).unwrap().to_vec().unwrap()
    );
    assert_eq!(rfftfreq(8, 2.0, &dev).unwrap().device(), &dev);
}

#[test]
fn explicit_plans_and_the_plan_cache() {
    let dev = test_device();
    let (d, c) = pair(random_real(6 * 10, 1), &[6, 10], &dev);
    let plan = FftPlan::rfft2(&d, &FftnOptions::default()).unwrap();
    assert_eq!(plan.output_shape(), &[6, 6]);
    let want = rfft2(&c, &FftnOptions::default());
    same(
        plan.execute(&d),
        rfft2(&c, &FftnOptions::default()),
        "plan rfft2",
    );
    let mut out = Array::<Complex64>::empty(&[6, 6], &dev).unwrap();
    for _ in 0..3 {
        plan.execute_into(&d, &mut out).unwrap();
    }
    let want = want.unwrap();
    assert!(rel_l2(&as_c128(&out), &as_c128(&want)) < 1e-12);
    // A view of `out` taken before keeps its values when `out` is written again.
    let keep = out.clone();
    let (d2, c2) = pair(random_real(60, 2), &[6, 10], &dev);
    plan.execute_into(&d2, &mut out).unwrap();
    assert!(rel_l2(&as_c128(&keep), &as_c128(&want)) < 1e-12);
    assert!(
        rel_l2(
            &as_c128(&out),
            &as_c128(&rfft2(&c2, &FftnOptions::default()).unwrap())
        ) < 1e-12
    );
    // Another layout of the same shape still runs (through the cache).
    let tplan = FftPlan::fft(
        &d.transpose().unwrap().copy().unwrap(),
        &o1(None, 0, Norm::Ortho),
    )
    .unwrap();
    let t = d.transpose().unwrap();
    same(
        tplan.execute(&t),
        fft(&c.transpose().unwrap(), &o1(None, 0, Norm::Ortho)),
        "plan on another layout",
    );
    let iplan = FftPlan::irfftn(&out, &on(Some(vec![6, 10]), None, Norm::Backward)).unwrap();
    let back = iplan.execute(&out).unwrap();
    assert!(rel_l2(&as_c128(&back), &as_c128(&c2)) < 1e-13);
    // Wrong inputs.
    let (small, _) = pair(random_real(10, 3), &[10], &dev);
    assert!(matches!(
        plan.execute(&small),
        Err(gsci_core::Error::ShapeMismatch { .. })
    ));
    let mut bad = Array::<Complex64>::empty(&[6, 5], &dev).unwrap();
    assert!(plan.execute_into(&d, &mut bad).is_err());
    if dev.is_cuda() {
        assert!(matches!(
            plan.execute(&c),
            Err(gsci_core::Error::DeviceMismatch { .. })
        ));
    }
}
