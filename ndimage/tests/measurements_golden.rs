//! label and the per-label statistics against SciPy 1.17.1 (tests/golden/morph/morph_golden.npz),
//! on the device under test (`GSCI_TEST_DEVICE`, CPU by default).

use crate::morphology_common;

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

/// Reference labelling: breadth-first flood fill from each unlabelled pixel in raster order over
/// the full (symmetric) structure, numbering components in raster order of first appearance.
fn flood_fill_labels(x: &[bool], shape: &[usize], structure: &[bool]) -> (Vec<i32>, usize) {
    let nd = shape.len();
    let mut offs: Vec<Vec<i64>> = Vec::new();
    for (k, &on) in structure.iter().enumerate() {
        let mut r = k;
        let mut o = vec![0i64; nd];
        for d in (0..nd).rev() {
            o[d] = (r % 3) as i64 - 1;
            r /= 3;
        }
        if on && o.iter().any(|&v| v != 0) {
            offs.push(o);
        }
    }
    let mut labels = vec![0i32; x.len()];
    let mut count = 0;
    let mut queue = std::collections::VecDeque::new();
    for start in 0..x.len() {
        if !x[start] || labels[start] != 0 {
            continue;
        }
        count += 1;
        labels[start] = count as i32;
        queue.push_back(start);
        while let Some(p) = queue.pop_front() {
            let mut c = vec![0i64; nd];
            let mut r = p;
            for d in (0..nd).rev() {
                c[d] = (r % shape[d]) as i64;
                r /= shape[d];
            }
            for o in &offs {
                let mut q = 0usize;
                let mut inside = true;
                for d in 0..nd {
                    let v = c[d] + o[d];
                    inside &= v >= 0 && v < shape[d] as i64;
                    q = q * shape[d] + v.max(0) as usize;
                }
                if inside && x[q] && labels[q] == 0 {
                    labels[q] = count as i32;
                    queue.push_back(q);
                }
            }
        }
    }
    (labels, count)
}

/// Images large enough for the parallel strips of the CPU labelling (merged across strip
/// boundaries), with full, partial and asymmetric-looking structures.
#[test]
fn label_large_matches_flood_fill() {
    let dev = test_device();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut bools = |n: usize, p: f64| -> Vec<bool> {
        (0..n)
            .map(|_| {
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                ((state >> 11) as f64 / (1u64 << 53) as f64) < p
            })
            .collect()
    };
    let vertical = vec![false, true, false, false, true, false, false, true, false];
    let diagonals = vec![true, false, true, false, true, false, true, false, true];
    let mut cases: Vec<(Vec<usize>, Vec<bool>, f64)> = Vec::new();
    for conn in 1..=2 {
        let s = generate_binary_structure(2, conn, &Device::cpu()).unwrap();
        cases.push((vec![301, 257], s.to_vec().unwrap(), 0.45));
        cases.push((vec![257, 300], s.to_vec().unwrap(), 0.6));
    }
    cases.push((vec![300, 250], vertical, 0.5));
    cases.push((vec![250, 300], diagonals, 0.5));
    for conn in 1..=3 {
        let s = generate_binary_structure(3, conn, &Device::cpu()).unwrap();
        cases.push((vec![47, 41, 43], s.to_vec().unwrap(), 0.3));
    }
    cases.push((vec![70000], vec![true; 3], 0.5));
    for (shape, st, p) in cases {
        let n: usize = shape.iter().product();
        let xv = bools(n, p);
        let x = Array::from_vec(xv.clone(), &shape, &dev).unwrap();
        let sa = Array::from_vec(st.clone(), &vec![3; shape.len()], &Device::cpu()).unwrap();
        let (l, count) = label(&x, Some(&sa)).unwrap();
        let (want, wn) = flood_fill_labels(&xv, &shape, &st);
        assert_eq!(count, wn, "{shape:?} {st:?}: count");
        assert!(l.to_vec().unwrap() == want, "{shape:?} {st:?}: labels");
    }
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
        &sum_labels(&a, l, &idx).unwrap().to_vec().unwrap(),
        &g.vec::<f64>("meas_sum"),
        1e-12,
        "sum",
    );
    check_f64(
        &mean(&a, l, &idx).unwrap().to_vec().unwrap(),
        &g.vec::<f64>("meas_mean"),
        1e-12,
        "mean",
    );
    check_f64(
        &variance(&a, l, &idx4).unwrap().to_vec().unwrap(),
        &g.vec::<f64>("meas_var"),
        1e-12,
        "var",
    );
    check_f64(
        &standard_deviation(&a, l, &idx4).unwrap().to_vec().unwrap(),
        &g.vec::<f64>("meas_std"),
        1e-12,
        "std",
    );
    check_f64(
        &minimum(&a, l, &idx).unwrap().to_vec().unwrap(),
        &g.vec::<f64>("meas_min"),
        0.0,
        "min",
    );
    check_f64(
        &maximum(&a, l, &idx).unwrap().to_vec().unwrap(),
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
        &median(&a, l, &idx4).unwrap().to_vec().unwrap(),
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
        &sum_labels(&a, l, &Index::All).unwrap().to_vec().unwrap(),
        &g.vec::<f64>("meas_sum_all"),
        1e-12,
        "sum all",
    );
    check_f64(
        &mean(&a, l, &Index::Label(3)).unwrap().to_vec().unwrap(),
        &g.vec::<f64>("meas_mean_one"),
        1e-12,
        "mean one",
    );
    check_f64(
        &variance(&a, None::<&Array<i32>>, &Index::All)
            .unwrap()
            .to_vec()
            .unwrap(),
        &g.vec::<f64>("meas_var_nolab"),
        1e-12,
        "var",
    );
    let (lo, hi, _, _) = extrema(&a, l, &idx).unwrap();
    check_f64(
        &lo.to_vec().unwrap(),
        &g.vec::<f64>("meas_min"),
        0.0,
        "extrema min",
    );
    check_f64(
        &hi.to_vec().unwrap(),
        &g.vec::<f64>("meas_max"),
        0.0,
        "extrema max",
    );
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

/// Per-label statistics are arrays on the input's device, shaped as SciPy's results: a 0-d
/// array where SciPy returns a scalar (`index=None` or one label), one value per label for a
/// list (the API grammar's rule 7).
#[test]
fn statistics_are_arrays_shaped_like_scipy() {
    let dev = test_device();
    let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 8.0, -1.0], &[2, 3], &dev).unwrap();
    let l = Array::from_vec(vec![1i32, 1, 2, 2, 0, 3], &[2, 3], &dev).unwrap();
    let list = Index::Labels(vec![2, 1, 3, 7]);
    let m = mean(&a, Some(&l), &list).unwrap();
    assert_eq!(m.shape(), &[4]);
    assert_eq!(m.device().to_string(), dev.to_string());
    let v = m.to_vec().unwrap();
    assert_eq!(&v[..3], &[3.5, 1.5, -1.0]);
    assert!(v[3].is_nan(), "an empty label's mean is NaN, as SciPy's");
    let one = maximum(&a, Some(&l), &Index::Label(2)).unwrap();
    assert_eq!((one.shape(), one.item().unwrap()), (&[][..], 4.0));
    let all = sum_labels(&a, None::<&Array<i32>>, &Index::All).unwrap();
    assert_eq!((all.shape(), all.item().unwrap()), (&[][..], 17.0));
    let med = median(&a, Some(&l), &list).unwrap();
    assert_eq!(med.shape(), &[4]);
}
