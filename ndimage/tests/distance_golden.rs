//! Distance transforms against SciPy 1.17.1 (tests/golden/morph/morph_golden.npz), on the device
//! under test (`GSCI_TEST_DEVICE`, CPU by default).

use crate::morphology_common;

use gsci_core::{Array, Device};
use gsci_ndimage::*;
use morphology_common::*;

const TAGS: [&str; 4] = ["1d", "2d", "3d", "odd"];

/// Every index points to a background element at exactly the reported distance.
fn check_indices(
    x: &[bool],
    shape: &[usize],
    idx: &Array<i32>,
    dist: &[f64],
    sampling: &[f64],
    what: &str,
) {
    let n = x.len();
    let iv = idx.to_vec().unwrap();
    let nd = shape.len();
    let strides = gsci_core::c_strides(shape);
    for i in 0..n {
        let mut lin = 0isize;
        let mut d2 = 0.0;
        let mut rem = i;
        let mut coords = vec![0usize; nd];
        for d in (0..nd).rev() {
            coords[d] = rem % shape[d];
            rem /= shape[d];
        }
        for d in 0..nd {
            let c = iv[d * n + i] as isize;
            lin += c * strides[d];
            let t = (c - coords[d] as isize) as f64 * sampling[d];
            d2 += t * t;
        }
        assert!(!x[lin as usize], "{what}[{i}]: index points at foreground");
        assert!(
            (d2.sqrt() - dist[i]).abs() <= 1e-12 * (1.0 + dist[i]),
            "{what}[{i}]: index distance {} vs {}",
            d2.sqrt(),
            dist[i]
        );
    }
}

#[test]
fn edt_matches_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    for tag in TAGS {
        let x = g.bools(&format!("dt_{tag}_in"), &dev);
        let xv = x.to_vec().unwrap();
        let (d, _) = distance_transform_edt(&x, &EdtOptions::default()).unwrap();
        let d = d.unwrap().to_vec().unwrap();
        check_f64(
            &d,
            &g.vec::<f64>(&format!("dt_{tag}_edt")),
            1e-13,
            &format!("edt {tag}"),
        );
        let samp = g.vec::<f64>(&format!("dt_{tag}_samp"));
        let o = EdtOptions {
            sampling: Some(samp.clone()),
            return_indices: true,
            ..Default::default()
        };
        let (d, i) = distance_transform_edt(&x, &o).unwrap();
        let d = d.unwrap().to_vec().unwrap();
        check_f64(
            &d,
            &g.vec::<f64>(&format!("dt_{tag}_edt_s")),
            1e-13,
            &format!("edt sampling {tag}"),
        );
        check_indices(
            &xv,
            x.shape(),
            &i.unwrap(),
            &d,
            &samp,
            &format!("edt indices {tag}"),
        );
    }
}

#[test]
fn cdt_and_bf_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    for tag in TAGS {
        let x = g.bools(&format!("dt_{tag}_in"), &dev);
        let xv = x.to_vec().unwrap();
        let (d, _) = distance_transform_cdt(&x, &CdtOptions::default()).unwrap();
        assert_eq!(
            d.unwrap().to_vec().unwrap(),
            g.vec::<i32>(&format!("dt_{tag}_cdt_cb")),
            "cdt chessboard {tag}"
        );
        let o = CdtOptions {
            metric: Metric::Taxicab,
            return_indices: true,
            ..Default::default()
        };
        let (d, i) = distance_transform_cdt(&x, &o).unwrap();
        assert_eq!(
            d.unwrap().to_vec().unwrap(),
            g.vec::<i32>(&format!("dt_{tag}_cdt_tc")),
            "cdt taxicab {tag}"
        );
        assert_eq!(
            i.unwrap().to_vec().unwrap(),
            g.vec::<i32>(&format!("dt_{tag}_cdt_tc_idx")),
            "cdt indices {tag}"
        );
        let (d, _) = distance_transform_bf(&x, &BfOptions::default()).unwrap();
        check_f64(
            &d.unwrap().to_vec().unwrap(),
            &g.vec::<f64>(&format!("dt_{tag}_bf")),
            1e-13,
            &format!("bf {tag}"),
        );
        let o = BfOptions {
            metric: Metric::Taxicab,
            ..Default::default()
        };
        let (d, _) = distance_transform_bf(&x, &o).unwrap();
        check_f64(
            &d.unwrap().to_vec().unwrap(),
            &g.vec::<f64>(&format!("dt_{tag}_bf_tc")),
            0.0,
            &format!("bf taxicab {tag}"),
        );
        let o = BfOptions {
            metric: Metric::Chessboard,
            ..Default::default()
        };
        let (d, _) = distance_transform_bf(&x, &o).unwrap();
        check_f64(
            &d.unwrap().to_vec().unwrap(),
            &g.vec::<f64>(&format!("dt_{tag}_bf_cb")),
            0.0,
            &format!("bf chessboard {tag}"),
        );
        let o = BfOptions {
            return_indices: true,
            return_distances: false,
            ..Default::default()
        };
        let (_, i) = distance_transform_bf(&x, &o).unwrap();
        assert_eq!(
            i.unwrap().to_vec().unwrap(),
            g.vec::<i32>(&format!("dt_{tag}_bf_idx")),
            "bf indices {tag}"
        );
        let _ = &xv;
    }
}

#[test]
fn distance_edge_cases() {
    let dev = Device::cpu();
    let x = Array::<u8>::ones(&[3, 4], &dev).unwrap();
    let none = EdtOptions {
        return_distances: false,
        ..Default::default()
    };
    assert!(distance_transform_edt(&x, &none).is_err());
    let bad = EdtOptions {
        sampling: Some(vec![1.0, 2.0, 3.0]),
        ..Default::default()
    };
    assert!(distance_transform_edt(&x, &bad).is_err());
    // no background: infinite distances
    let (d, _) = distance_transform_edt(&x, &EdtOptions::default()).unwrap();
    assert!(d.unwrap().to_vec().unwrap().iter().all(|v| v.is_infinite()));
    // all background: zeros
    let z = Array::<u8>::zeros(&[3, 4], &dev).unwrap();
    let (d, _) = distance_transform_edt(&z, &EdtOptions::default()).unwrap();
    assert!(d.unwrap().to_vec().unwrap().iter().all(|&v| v == 0.0));
    let e = Array::<u8>::zeros(&[0], &dev).unwrap();
    assert_eq!(
        distance_transform_edt(&e, &EdtOptions::default())
            .unwrap()
            .0
            .unwrap()
            .len(),
        0
    );
    let o = CdtOptions {
        metric: Metric::Euclidean,
        ..Default::default()
    };
    assert!(distance_transform_cdt(&x, &o).is_err());
    let (d, _) = distance_transform_cdt(&x, &CdtOptions::default()).unwrap();
    assert!(d.unwrap().to_vec().unwrap().iter().all(|&v| v == -1));
}
