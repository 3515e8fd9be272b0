//! Binary and grey morphology against SciPy 1.17.1 (tests/golden/morph/morph_golden.npz), on the
//! device under test (`GSCI_TEST_DEVICE`, CPU by default).

use crate::morphology_common;

use gsci_core::{Array, Device};
use gsci_ndimage::*;
use morphology_common::*;

const TAGS: [(&str, usize); 4] = [("1d", 1), ("2d", 2), ("3d", 3), ("odd", 2)];

#[test]
fn binary_erosion_dilation_family() {
    let dev = test_device();
    let mut g = Golden::open();
    for (tag, nd) in TAGS {
        let x = g.bools(&format!("bin_{tag}_in"), &dev);
        let s1 = generate_binary_structure(nd, 1, &dev).unwrap();
        let sf = generate_binary_structure(nd, nd, &dev).unwrap();
        let d = BinaryErosionOptions::default();
        check_bool(
            &binary_erosion(&x, &d).unwrap(),
            &mut g,
            &format!("bin_{tag}_ero"),
        );
        check_bool(
            &binary_dilation(&x, &d).unwrap(),
            &mut g,
            &format!("bin_{tag}_dil"),
        );
        let o = BinaryErosionOptions {
            structure: Some(&sf),
            border_value: true,
            ..Default::default()
        };
        check_bool(
            &binary_erosion(&x, &o).unwrap(),
            &mut g,
            &format!("bin_{tag}_ero_full_b1"),
        );
        let o = BinaryErosionOptions {
            structure: Some(&sf),
            iterations: 2,
            ..Default::default()
        };
        check_bool(
            &binary_dilation(&x, &o).unwrap(),
            &mut g,
            &format!("bin_{tag}_dil_full_it2"),
        );
        check_bool(
            &binary_opening(&x, &d).unwrap(),
            &mut g,
            &format!("bin_{tag}_open"),
        );
        let o = BinaryErosionOptions {
            structure: Some(&sf),
            ..Default::default()
        };
        check_bool(
            &binary_closing(&x, &o).unwrap(),
            &mut g,
            &format!("bin_{tag}_close"),
        );
        let o = BinaryErosionOptions {
            structure: Some(&s1),
            iterations: 0,
            ..Default::default()
        };
        check_bool(
            &binary_erosion(&x, &o).unwrap(),
            &mut g,
            &format!("bin_{tag}_ero_until"),
        );
        let m = g.bools(&format!("bin_{tag}_mask"), &dev);
        let o = BinaryErosionOptions {
            structure: Some(&s1),
            iterations: 3,
            mask: Some(&m),
            ..Default::default()
        };
        check_bool(
            &binary_dilation(&x, &o).unwrap(),
            &mut g,
            &format!("bin_{tag}_dil_mask_it3"),
        );
        check_bool(
            &binary_hit_or_miss(&x, &HitOrMissOptions::default()).unwrap(),
            &mut g,
            &format!("bin_{tag}_hom"),
        );
        let mut seed = vec![false; x.len()];
        seed[x.len() / 2] = true;
        let seed = Array::from_vec(seed, x.shape(), &dev).unwrap();
        let o = BinaryPropagationOptions {
            mask: Some(&x),
            ..Default::default()
        };
        check_bool(
            &binary_propagation(&seed, &o).unwrap(),
            &mut g,
            &format!("bin_{tag}_prop"),
        );
        let y = g.bools(&format!("bin_{tag}_fill_in"), &dev);
        check_bool(
            &binary_fill_holes(&y, &FillHolesOptions::default()).unwrap(),
            &mut g,
            &format!("bin_{tag}_fill"),
        );
    }
}

#[test]
fn binary_asymmetric_structures_and_origins() {
    let dev = test_device();
    let mut g = Golden::open();
    let x = g.bools("bin_asym_in", &dev);
    let s_even = g.bools("bin_asym_s", &dev);
    let o = BinaryErosionOptions {
        structure: Some(&s_even),
        ..Default::default()
    };
    check_bool(&binary_erosion(&x, &o).unwrap(), &mut g, "bin_asym_ero");
    check_bool(&binary_dilation(&x, &o).unwrap(), &mut g, "bin_asym_dil");
    let s3 = g.bools("bin_asym_s3", &dev);
    let o = BinaryErosionOptions {
        structure: Some(&s3),
        origin: vec![1, -1],
        ..Default::default()
    };
    check_bool(&binary_erosion(&x, &o).unwrap(), &mut g, "bin_asym_ero_o");
    let o = BinaryErosionOptions {
        structure: Some(&s3),
        origin: vec![-1, 0],
        ..Default::default()
    };
    check_bool(&binary_dilation(&x, &o).unwrap(), &mut g, "bin_asym_dil_o");
    let h = HitOrMissOptions {
        structure1: Some(&s3),
        origin1: vec![0, 1],
        ..Default::default()
    };
    check_bool(&binary_hit_or_miss(&x, &h).unwrap(), &mut g, "bin_asym_hom");
    let s = iterate_structure(&generate_binary_structure(2, 1, &dev).unwrap(), 3).unwrap();
    check_bool(&s, &mut g, "bin_iter_s");
    let s = iterate_structure(&generate_binary_structure(3, 2, &dev).unwrap(), 2).unwrap();
    check_bool(&s, &mut g, "bin_iter_s3d");
}

fn grey_check_f64(got: &Array<f64>, g: &mut Golden, name: &str) {
    let want = g.get::<f64>(name);
    assert_eq!(got.shape(), want.shape(), "{name}: shape");
    check_f64(
        &got.to_vec().unwrap(),
        &want.iter().copied().collect::<Vec<_>>(),
        0.0,
        name,
    );
}

fn grey_check_u8(got: &Array<u8>, g: &mut Golden, name: &str) {
    let want = g.get::<u8>(name);
    assert_eq!(got.shape(), want.shape(), "{name}: shape");
    assert_eq!(
        got.to_vec().unwrap(),
        want.iter().copied().collect::<Vec<_>>(),
        "{name}"
    );
}

#[test]
fn grey_morphology_modes_footprints_structures() {
    let dev = test_device();
    let mut g = Golden::open();
    for tag in ["1d", "2d", "3d"] {
        let a: Array<f64> = g.array(&format!("grey_{tag}_f64"), &dev);
        let u: Array<u8> = g.array(&format!("grey_{tag}_u8"), &dev);
        for (mode, name) in [
            (Mode::Reflect, "reflect"),
            (Mode::Constant, "constant"),
            (Mode::Nearest, "nearest"),
            (Mode::Mirror, "mirror"),
            (Mode::Wrap, "wrap"),
        ] {
            let o = GreyOptions {
                size: Some(vec![3]),
                mode,
                cval: 0.5,
                ..Default::default()
            };
            grey_check_f64(
                &grey_erosion(&a, &o).unwrap(),
                &mut g,
                &format!("grey_{tag}_ero_s3_{name}"),
            );
            let o = GreyOptions {
                size: Some(vec![4]),
                mode,
                cval: -0.5,
                ..Default::default()
            };
            grey_check_f64(
                &grey_dilation(&a, &o).unwrap(),
                &mut g,
                &format!("grey_{tag}_dil_s4_{name}"),
            );
        }
        let fp = g.bools(&format!("grey_{tag}_fp"), &dev);
        let st: Array<f64> = g.array(&format!("grey_{tag}_st"), &dev);
        let o = GreyOptions {
            footprint: Some(&fp),
            ..Default::default()
        };
        grey_check_f64(
            &grey_erosion(&a, &o).unwrap(),
            &mut g,
            &format!("grey_{tag}_ero_fp"),
        );
        let origin = if tag == "1d" { vec![1] } else { vec![0] };
        let o = GreyOptions {
            footprint: Some(&fp),
            origin,
            ..Default::default()
        };
        grey_check_f64(
            &grey_dilation(&a, &o).unwrap(),
            &mut g,
            &format!("grey_{tag}_dil_fp_o"),
        );
        let o = GreyOptions {
            structure: Some(&st),
            mode: Mode::Nearest,
            ..Default::default()
        };
        grey_check_u8(
            &grey_erosion(&u, &o).unwrap(),
            &mut g,
            &format!("grey_{tag}_ero_st_u8"),
        );
        let o = GreyOptions {
            structure: Some(&st),
            ..Default::default()
        };
        grey_check_f64(
            &grey_dilation(&a, &o).unwrap(),
            &mut g,
            &format!("grey_{tag}_dil_st"),
        );
        let s3 = GreyOptions {
            size: Some(vec![3]),
            ..Default::default()
        };
        grey_check_f64(
            &grey_opening(&a, &s3).unwrap(),
            &mut g,
            &format!("grey_{tag}_open"),
        );
        let o = GreyOptions {
            footprint: Some(&fp),
            ..Default::default()
        };
        grey_check_f64(
            &grey_closing(&a, &o).unwrap(),
            &mut g,
            &format!("grey_{tag}_close"),
        );
        grey_check_u8(
            &morphological_gradient(&u, &s3).unwrap(),
            &mut g,
            &format!("grey_{tag}_grad_u8"),
        );
        grey_check_u8(
            &morphological_laplace(&u, &s3).unwrap(),
            &mut g,
            &format!("grey_{tag}_lap_u8"),
        );
        let s2 = GreyOptions {
            size: Some(vec![2]),
            ..Default::default()
        };
        grey_check_f64(
            &morphological_laplace(&a, &s2).unwrap(),
            &mut g,
            &format!("grey_{tag}_lap"),
        );
        grey_check_f64(
            &white_tophat(&a, &s3).unwrap(),
            &mut g,
            &format!("grey_{tag}_white"),
        );
        grey_check_u8(
            &black_tophat(&u, &s3).unwrap(),
            &mut g,
            &format!("grey_{tag}_black_u8"),
        );
    }
}

#[test]
fn morphology_edge_cases() {
    let dev = Device::cpu();
    // empty input
    let e = Array::<u8>::zeros(&[0, 5], &dev).unwrap();
    assert_eq!(
        binary_erosion(&e, &Default::default()).unwrap().shape(),
        &[0, 5]
    );
    let o = GreyOptions {
        size: Some(vec![3]),
        ..Default::default()
    };
    assert_eq!(
        grey_erosion(&Array::<f32>::zeros(&[4, 0], &dev).unwrap(), &o)
            .unwrap()
            .shape(),
        &[4, 0]
    );
    // all-one image: erosion keeps the interior only (border 0), dilation keeps everything
    let ones = Array::<u8>::ones(&[4, 5], &dev).unwrap();
    let er = binary_erosion(&ones, &Default::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert_eq!(er.iter().filter(|&&v| v).count(), 2 * 3);
    let b1 = BinaryErosionOptions {
        border_value: true,
        ..Default::default()
    };
    assert!(
        binary_erosion(&ones, &b1)
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|&v| v)
    );
    // all-zero image: dilation stays empty unless the border is 1
    let zeros = Array::<u8>::zeros(&[3, 3], &dev).unwrap();
    assert!(
        binary_dilation(&zeros, &Default::default())
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|&v| !v)
    );
    let dil = binary_dilation(&zeros, &b1).unwrap().to_vec().unwrap();
    assert_eq!(dil, [true, true, true, true, false, true, true, true, true]);
    // structure rank mismatch, bad origin, missing size
    let s1 = generate_binary_structure(1, 1, &dev).unwrap();
    let bad = BinaryErosionOptions {
        structure: Some(&s1),
        ..Default::default()
    };
    assert!(matches!(
        binary_erosion(&ones, &bad),
        Err(gsci_core::Error::InvalidArgument { .. })
    ));
    let bad = BinaryErosionOptions {
        origin: vec![2],
        ..Default::default()
    };
    assert!(matches!(
        binary_dilation(&ones, &bad),
        Err(gsci_core::Error::InvalidArgument { .. })
    ));
    let f = Array::<f64>::ones(&[3], &dev).unwrap();
    assert!(matches!(
        grey_erosion(&f, &GreyOptions::default()),
        Err(gsci_core::Error::InvalidArgument { .. })
    ));
    let mask = Array::<bool>::ones(&[2, 2], &dev).unwrap();
    let bad = BinaryErosionOptions {
        mask: Some(&mask),
        ..Default::default()
    };
    assert!(matches!(
        binary_erosion(&ones, &bad),
        Err(gsci_core::Error::ShapeMismatch { .. })
    ));
    // generate_binary_structure
    assert_eq!(
        generate_binary_structure(3, 1, &dev)
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .filter(|&&v| v)
            .count(),
        7
    );
    assert_eq!(
        generate_binary_structure(3, 2, &dev)
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .filter(|&&v| v)
            .count(),
        19
    );
    assert_eq!(
        generate_binary_structure(0, 1, &dev)
            .unwrap()
            .to_vec()
            .unwrap(),
        [true]
    );
}

#[test]
fn grey_morphology_int32_float32() {
    let dev = test_device();
    let mut g = Golden::open();
    let gi: Array<i32> = g.array("more_i32", &dev);
    let o = GreyOptions {
        size: Some(vec![2, 3]),
        mode: Mode::Mirror,
        ..Default::default()
    };
    assert_eq!(
        grey_erosion(&gi, &o).unwrap().to_vec().unwrap(),
        g.vec::<i32>("more_i32_ero")
    );
    let fp2 = g.bools("more_fp2", &dev);
    let o = GreyOptions {
        footprint: Some(&fp2),
        mode: Mode::Wrap,
        ..Default::default()
    };
    assert_eq!(
        grey_dilation(&gi, &o).unwrap().to_vec().unwrap(),
        g.vec::<i32>("more_i32_dil_fp")
    );
    let gf: Array<f32> = g.array("more_f32", &dev);
    let o = GreyOptions {
        size: Some(vec![3]),
        mode: Mode::Constant,
        cval: 0.25,
        ..Default::default()
    };
    assert_eq!(
        grey_dilation(&gf, &o).unwrap().to_vec().unwrap(),
        g.vec::<f32>("more_f32_dil")
    );
    let st = Array::from_vec(vec![0.5f64, 0.0, 0.25], &[1, 3], &dev).unwrap();
    let o = GreyOptions {
        structure: Some(&st),
        ..Default::default()
    };
    assert_eq!(
        grey_opening(&gf, &o).unwrap().to_vec().unwrap(),
        g.vec::<f32>("more_f32_open_st")
    );
    // EDT of a float32 input's mask with sampling
    let mask: Vec<bool> = gf.to_vec().unwrap().iter().map(|&v| v > -0.8).collect();
    let m = Array::from_vec(mask, gf.shape(), &dev).unwrap();
    let o = EdtOptions {
        sampling: Some(vec![1.25, 0.75]),
        ..Default::default()
    };
    let d = distance_transform_edt(&m, &o)
        .unwrap()
        .0
        .unwrap()
        .to_vec()
        .unwrap();
    check_f64(&d, &g.vec::<f64>("more_edt_f32in"), 1e-13, "edt f32 mask");
    // label, 3-D, connectivity 2
    let x3 = g.bools("more_lab3_in", &dev);
    let s2 = generate_binary_structure(3, 2, &Device::cpu()).unwrap();
    assert_eq!(
        label(&x3, Some(&s2)).unwrap().0.to_vec().unwrap(),
        g.vec::<i32>("more_lab3_l2")
    );
}
