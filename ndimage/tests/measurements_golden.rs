//! label and the per-label statistics against SciPy 1.17.1 (tests/golden/morph/morph_golden.npz),
//! on the device under test (`GSCI_TEST_DEVICE`, CPU by default).

mod morphology_common;

use gsci_core::{Array, Device};
use gsci_ndimage::*;
use morphology_common::*;

#[test]
fn label_matches_scipy_numbering() {
    let dev = test_device();
    let mut g = Golden::open();
    for (tag, nd) in [("1d", 1), ("2d", 2), ("3d", 3), ("odd", 2)] {
        let x = g.bools(&format!("lab_{tag}_in"), &dev);
        let (l, n) = label(&x, None).unwrap();
        assert_eq!(
            n as i64,
            g.vec::<i64>(&format!("lab_{tag}_n1"))[0],
            "{tag}: count"
        );
        assert_eq!(
            l.to_vec().unwrap(),
            g.vec::<i32>(&format!("lab_{tag}_l1")),
            "{tag}: labels"
        );
        let sf = generate_binary_structure(nd, nd, &Device::cpu()).unwrap();
        let (l, n) = label(&x, Some(&sf)).unwrap();
        assert_eq!(
            n as i64,
            g.vec::<i64>(&format!("lab_{tag}_nf"))[0],
            "{tag}: count (full)"
        );
        assert_eq!(
            l.to_vec().unwrap(),
            g.vec::<i32>(&format!("lab_{tag}_lf")),
            "{tag}: labels (full)"
        );
    }
    let s = g.bools("lab_spiral_in", &dev);
    let (l, _) = label(&s, None).unwrap();
    assert_eq!(l.to_vec().unwrap(), g.vec::<i32>("lab_spiral_l"));
}

#[test]
fn label_edge_cases() {
    let dev = test_device();
    let z = Array::<u8>::zeros(&[5, 7], &dev).unwrap();
    let (l, n) = label(&z, None).unwrap();
    assert_eq!(n, 0);
    assert!(l.to_vec().unwrap().iter().all(|&v| v == 0));
    let o = Array::<f32>::ones(&[5, 7], &dev).unwrap();
    let (l, n) = label(&o, None).unwrap();
    assert_eq!(n, 1);
    assert!(l.to_vec().unwrap().iter().all(|&v| v == 1));
    let e = Array::<u8>::zeros(&[0, 3], &dev).unwrap();
    assert_eq!(label(&e, None).unwrap().1, 0);
    // checkerboard: every pixel its own label with connectivity 1 (the label count limit case)
    let v: Vec<u8> = (0..64).map(|i| ((i / 8 + i % 8) % 2 == 0) as u8).collect();
    let c = Array::from_vec(v, &[8, 8], &dev).unwrap();
    let (l, n) = label(&c, None).unwrap();
    assert_eq!(n, 32);
    let lv = l.to_vec().unwrap();
    assert_eq!((lv[0], lv[2], lv[9], lv[63]), (1, 2, 5, 32));
    let sf = generate_binary_structure(2, 2, &Device::cpu()).unwrap();
    assert_eq!(label(&c, Some(&sf)).unwrap().1, 1);
    // structure rank / size mismatch
    let s1 = generate_binary_structure(1, 1, &Device::cpu()).unwrap();
    assert!(matches!(
        label(&c, Some(&s1)),
        Err(gsci_core::Error::InvalidArgument { .. })
    ));
    let big = Array::<bool>::ones(&[5, 5], &Device::cpu()).unwrap();
    assert!(matches!(
        label(&c, Some(&big)),
        Err(gsci_core::Error::InvalidArgument { .. })
    ));
}

#[test]
fn statistics_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a: Array<f64> = g.array("meas_in", &dev);
    let lab: Array<i32> = g.array("meas_lab", &dev);
    let idx = Index::Labels(g.vec::<i64>("meas_idx"));
    let idx4 = Index::Labels(g.vec::<i64>("meas_idx")[..4].to_vec());
    let l = Some(&lab);
    check_f64(
        &sum_labels(&a, l, &idx).unwrap(),
        &g.vec::<f64>("meas_sum"),
        1e-12,
        "sum",
    );
    check_f64(
        &mean(&a, l, &idx).unwrap(),
        &g.vec::<f64>("meas_mean"),
        1e-12,
        "mean",
    );
    check_f64(
        &variance(&a, l, &idx4).unwrap(),
        &g.vec::<f64>("meas_var"),
        1e-12,
        "var",
    );
    check_f64(
        &standard_deviation(&a, l, &idx4).unwrap(),
        &g.vec::<f64>("meas_std"),
        1e-12,
        "std",
    );
    check_f64(
        &minimum(&a, l, &idx).unwrap(),
        &g.vec::<f64>("meas_min"),
        0.0,
        "min",
    );
    check_f64(
        &maximum(&a, l, &idx).unwrap(),
        &g.vec::<f64>("meas_max"),
        0.0,
        "max",
    );
    let pos = |p: Vec<Vec<usize>>| {
        p.into_iter()
            .flatten()
            .map(|v| v as i64)
            .collect::<Vec<_>>()
    };
    assert_eq!(
        pos(minimum_position(&a, l, &idx4).unwrap()),
        g.vec::<i64>("meas_minpos")
    );
    assert_eq!(
        pos(maximum_position(&a, l, &idx4).unwrap()),
        g.vec::<i64>("meas_maxpos")
    );
    check_f64(
        &median(&a, l, &idx4).unwrap(),
        &g.vec::<f64>("meas_median"),
        1e-15,
        "median",
    );
    let abs = Array::from_vec(
        a.to_vec().unwrap().iter().map(|v| v.abs()).collect(),
        a.shape(),
        &dev,
    )
    .unwrap();
    let com: Vec<f64> = center_of_mass(&abs, l, &idx4)
        .unwrap()
        .into_iter()
        .flatten()
        .collect();
    check_f64(&com, &g.vec::<f64>("meas_com"), 1e-12, "center_of_mass");
    let h: Vec<i64> = histogram(&a, -2.0, 2.0, 7, l, &idx4)
        .unwrap()
        .into_iter()
        .flatten()
        .collect();
    assert_eq!(h, g.vec::<i64>("meas_hist"));
    check_f64(
        &sum_labels(&a, l, &Index::All).unwrap(),
        &g.vec::<f64>("meas_sum_all"),
        1e-12,
        "sum all",
    );
    check_f64(
        &mean(&a, l, &Index::Label(3)).unwrap(),
        &g.vec::<f64>("meas_mean_one"),
        1e-12,
        "mean one",
    );
    check_f64(
        &variance(&a, None::<&Array<i32>>, &Index::All).unwrap(),
        &g.vec::<f64>("meas_var_nolab"),
        1e-12,
        "var",
    );
    let (lo, hi, _, _) = extrema(&a, l, &idx).unwrap();
    check_f64(&lo, &g.vec::<f64>("meas_min"), 0.0, "extrema min");
    check_f64(&hi, &g.vec::<f64>("meas_max"), 0.0, "extrema max");
    let objs = find_objects(&lab, 0).unwrap();
    let flat: Vec<i64> = objs
        .iter()
        .flat_map(|o| {
            let o = o.as_ref().unwrap();
            o.iter()
                .map(|r| r.start as i64)
                .chain(o.iter().map(|r| r.end as i64))
                .collect::<Vec<_>>()
        })
        .collect();
    assert_eq!(flat, g.vec::<i64>("meas_objs"));
    // labeled_comprehension reproduces sum_labels
    let lc = labeled_comprehension(&a, l, &idx, |v, _| v.iter().sum::<f64>(), 0.0).unwrap();
    check_f64(
        &lc,
        &g.vec::<f64>("meas_sum"),
        1e-12,
        "labeled_comprehension",
    );
}

#[test]
fn value_indices_and_errors() {
    let dev = Device::cpu();
    let a = Array::from_vec(vec![2i32, 0, 2, 5, 0, 2], &[2, 3], &dev).unwrap();
    let v = value_indices(&a, Some(0)).unwrap();
    assert_eq!(
        v,
        [
            (2, vec![vec![0, 0, 1], vec![0, 2, 2]]),
            (5, vec![vec![1], vec![0]])
        ]
    );
    assert_eq!(value_indices(&a, None).unwrap().len(), 3);
    let f = Array::from_vec(vec![1.0f64], &[1], &dev).unwrap();
    assert!(value_indices(&f, None).is_err());
    let l = Array::from_vec(vec![1i32, 1], &[2], &dev).unwrap();
    assert!(matches!(
        sum_labels(&f, Some(&l), &Index::All),
        Err(gsci_core::Error::ShapeMismatch { .. })
    ));
    assert_eq!(
        find_objects(&a, 3).unwrap(),
        vec![None, Some(vec![0..2, 0..3]), None]
    );
}
