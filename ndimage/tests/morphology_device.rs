//! Morphology, label and EDT on the GPU against the CPU backend.
//!
//! `GSCI_TEST_DEVICE=cuda cargo test -p gsci-ndimage --test suite morphology_device::` runs every
//! case on the GPU and compares with the CPU; without it the tests report a skip and pass.

use crate::morphology_common;

use gsci_core::{Array, Device, Element};
use gsci_ndimage::*;
use morphology_common::test_device;

/// The GPU under test, or `None` (with a note) on a CPU-only run.
fn gpu() -> Option<Device> {
    let d = test_device();
    if d.is_cpu() {
        eprintln!("skipped: set GSCI_TEST_DEVICE=cuda to compare the GPU with the CPU");
        None
    } else {
        Some(d)
    }
}

/// A deterministic pseudo-random sequence (xorshift) in [0, 1).
fn uniform(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed.wrapping_mul(0x9E3779B97F4A7C15) | 1;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 11) as f64 / (1u64 << 53) as f64
        })
        .collect()
}

fn bin(shape: &[usize], p: f64, seed: u64) -> Array<bool> {
    let n = shape.iter().product();
    let v = uniform(n, seed).into_iter().map(|x| x < p).collect();
    Array::from_vec(v, shape, &Device::cpu()).unwrap()
}

fn same<T: Element>(gpu: &Array<T>, cpu: &Array<T>, what: &str) {
    assert_eq!(gpu.shape(), cpu.shape(), "{what}: shape");
    assert!(gpu.device().is_cuda(), "{what}: result left the GPU");
    let (g, c) = (gpu.to_vec().unwrap(), cpu.to_vec().unwrap());
    let bad = g.iter().zip(&c).filter(|(a, b)| a != b).count();
    assert_eq!(bad, 0, "{what}: {bad} of {} elements differ", c.len());
}

const SHAPES: [&[usize]; 7] = [
    &[1],
    &[257],
    &[1, 33],
    &[31, 33],
    &[255, 257],
    &[17, 19, 23],
    &[3, 4, 5, 6],
];

#[test]
fn binary_morphology_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    for (k, shape) in SHAPES.iter().enumerate() {
        let nd = shape.len();
        let x = bin(shape, 0.6, k as u64);
        let xd = x.to_device(&dev).unwrap();
        let m = bin(shape, 0.8, 100 + k as u64);
        let md = m.to_device(&dev).unwrap();
        for conn in [1, nd] {
            let s = generate_binary_structure(nd, conn, &Device::cpu()).unwrap();
            let sd = s.to_device(&dev).unwrap();
            for (it, border, masked) in [
                (1, false, false),
                (2, true, false),
                (0, false, true),
                (3, false, true),
            ] {
                let oc = BinaryErosionOptions {
                    structure: Some(&s),
                    iterations: it,
                    border_value: border,
                    mask: masked.then_some(&m),
                    ..Default::default()
                };
                let od = BinaryErosionOptions {
                    structure: Some(&sd),
                    mask: masked.then_some(&md),
                    ..oc.clone()
                };
                let what = format!("{shape:?} conn {conn} it {it} border {border} mask {masked}");
                same(
                    &binary_erosion(&xd, &od).unwrap(),
                    &binary_erosion(&x, &oc).unwrap(),
                    &format!("erosion {what}"),
                );
                same(
                    &binary_dilation(&xd, &od).unwrap(),
                    &binary_dilation(&x, &oc).unwrap(),
                    &format!("dilation {what}"),
                );
            }
            let oc = BinaryErosionOptions {
                structure: Some(&s),
                ..Default::default()
            };
            let od = BinaryErosionOptions {
                structure: Some(&sd),
                ..Default::default()
            };
            same(
                &binary_opening(&xd, &od).unwrap(),
                &binary_opening(&x, &oc).unwrap(),
                "opening",
            );
            same(
                &binary_closing(&xd, &od).unwrap(),
                &binary_closing(&x, &oc).unwrap(),
                "closing",
            );
        }
        let h = HitOrMissOptions::default();
        same(
            &binary_hit_or_miss(&xd, &h).unwrap(),
            &binary_hit_or_miss(&x, &h).unwrap(),
            "hit_or_miss",
        );
        same(
            &binary_fill_holes(&xd, &FillHolesOptions::default()).unwrap(),
            &binary_fill_holes(&x, &FillHolesOptions::default()).unwrap(),
            "fill_holes",
        );
        let seed = bin(shape, 0.02, 200 + k as u64);
        let pc = BinaryPropagationOptions {
            mask: Some(&x),
            ..Default::default()
        };
        let pd = BinaryPropagationOptions {
            mask: Some(&xd),
            ..Default::default()
        };
        same(
            &binary_propagation(&seed.to_device(&dev).unwrap(), &pd).unwrap(),
            &binary_propagation(&seed, &pc).unwrap(),
            "propagation",
        );
    }
    // large structure (outside the 2-D kernel's halo) and an asymmetric one with an origin
    let x = bin(&[100, 90], 0.7, 7);
    let xd = x.to_device(&dev).unwrap();
    let big = Array::<bool>::ones(&[11, 3], &Device::cpu()).unwrap();
    let o = BinaryErosionOptions {
        structure: Some(&big),
        origin: vec![2, -1],
        ..Default::default()
    };
    same(
        &binary_erosion(&xd, &o).unwrap(),
        &binary_erosion(&x, &o).unwrap(),
        "big structure",
    );
    same(
        &binary_dilation(&xd, &o).unwrap(),
        &binary_dilation(&x, &o).unwrap(),
        "big structure dilation",
    );
}

fn grey_case<T: GreyValue>(data: Vec<T>, shape: &[usize], dev: &Device) {
    let x = Array::from_vec(data, shape, &Device::cpu()).unwrap();
    let xd = x.to_device(dev).unwrap();
    let nd = shape.len();
    let fp_v: Vec<bool> = uniform(3usize.pow(nd as u32), 5)
        .into_iter()
        .map(|v| v < 0.6)
        .collect();
    let fp = Array::from_vec(fp_v, &vec![3; nd], &Device::cpu()).unwrap();
    let st_v: Vec<f64> = uniform(3usize.pow(nd as u32), 6)
        .into_iter()
        .map(|v| (v * 4.0).floor())
        .collect();
    let st = Array::from_vec(st_v, &vec![3; nd], &Device::cpu()).unwrap();
    for mode in [
        Mode::Reflect,
        Mode::Constant,
        Mode::Nearest,
        Mode::Mirror,
        Mode::Wrap,
    ] {
        for opts in [
            GreyOptions {
                size: Some(vec![3]),
                mode,
                cval: 1.5,
                ..Default::default()
            },
            GreyOptions {
                size: Some(vec![4]),
                mode,
                origin: vec![-1],
                ..Default::default()
            },
            GreyOptions {
                footprint: Some(&fp),
                mode,
                ..Default::default()
            },
            GreyOptions {
                structure: Some(&st),
                mode,
                ..Default::default()
            },
        ] {
            let what = format!("{} {shape:?} {mode:?}", T::DTYPE);
            same(
                &grey_erosion(&xd, &opts).unwrap(),
                &grey_erosion(&x, &opts).unwrap(),
                &format!("grey_erosion {what}"),
            );
            same(
                &grey_dilation(&xd, &opts).unwrap(),
                &grey_dilation(&x, &opts).unwrap(),
                &format!("grey_dilation {what}"),
            );
        }
    }
    let o = GreyOptions {
        size: Some(vec![3]),
        ..Default::default()
    };
    same(
        &morphological_gradient(&xd, &o).unwrap(),
        &morphological_gradient(&x, &o).unwrap(),
        "gradient",
    );
    same(
        &morphological_laplace(&xd, &o).unwrap(),
        &morphological_laplace(&x, &o).unwrap(),
        "laplace",
    );
    same(
        &white_tophat(&xd, &o).unwrap(),
        &white_tophat(&x, &o).unwrap(),
        "white_tophat",
    );
    same(
        &black_tophat(&xd, &o).unwrap(),
        &black_tophat(&x, &o).unwrap(),
        "black_tophat",
    );
}

#[test]
fn grey_morphology_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    for shape in [&[257][..], &[31, 33], &[7, 8, 9]] {
        let n: usize = shape.iter().product();
        let u = uniform(n, n as u64);
        grey_case(u.iter().map(|v| (v * 255.0) as u8).collect(), shape, &dev);
        grey_case(
            u.iter().map(|v| (v * 2000.0 - 1000.0) as i32).collect(),
            shape,
            &dev,
        );
        grey_case(u.iter().map(|v| *v as f32 - 0.5).collect(), shape, &dev);
        grey_case(u.iter().map(|v| v - 0.5).collect(), shape, &dev);
        grey_case(
            u.iter().map(|v| (v * 60000.0) as u16).collect(),
            shape,
            &dev,
        );
        grey_case(u.iter().map(|v| (v * 1e12) as i64).collect(), shape, &dev);
    }
}

#[test]
fn label_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    let shapes: [&[usize]; 8] = [
        &[1],
        &[1000],
        &[1, 1025],
        &[257, 255],
        &[1024, 1024],
        &[33, 34, 35],
        &[5, 6, 7, 8],
        &[2048, 3],
    ];
    for (k, shape) in shapes.iter().enumerate() {
        let nd = shape.len();
        for p in [0.0, 0.3, 0.55, 1.0] {
            let x = bin(shape, p, 50 + k as u64);
            let xd = x.to_device(&dev).unwrap();
            for conn in [1, nd] {
                let s = generate_binary_structure(nd, conn, &Device::cpu()).unwrap();
                let (lc, nc) = label(&x, Some(&s)).unwrap();
                let (lg, ng) = label(&xd, Some(&s)).unwrap();
                assert_eq!(ng, nc, "{shape:?} p {p} conn {conn}: count");
                same(&lg, &lc, &format!("label {shape:?} p {p} conn {conn}"));
            }
        }
    }
    // a worst case for union-find: one long snake through the whole image
    let (h, w) = (512, 512);
    let v: Vec<bool> = (0..h * w)
        .map(|i| {
            let (r, c) = (i / w, i % w);
            r % 2 == 0 || (r % 4 == 1 && c == w - 1) || (r % 4 == 3 && c == 0)
        })
        .collect();
    let x = Array::from_vec(v, &[h, w], &Device::cpu()).unwrap();
    let (lg, ng) = label(&x.to_device(&dev).unwrap(), None).unwrap();
    let (lc, nc) = label(&x, None).unwrap();
    assert_eq!((ng, nc), (1, 1));
    same(&lg, &lc, "snake");
}

#[test]
fn edt_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    let shapes: [&[usize]; 6] = [
        &[1],
        &[513],
        &[1, 77],
        &[129, 131],
        &[21, 22, 23],
        &[4, 5, 6, 7],
    ];
    for (k, shape) in shapes.iter().enumerate() {
        for p in [0.5, 0.97, 1.0] {
            let x = bin(shape, p, 300 + k as u64);
            let xd = x.to_device(&dev).unwrap();
            let samp: Vec<f64> = (0..shape.len()).map(|d| 0.5 + d as f64).collect();
            let o = EdtOptions {
                sampling: Some(samp),
                return_indices: true,
                ..Default::default()
            };
            let (dc, ic) = distance_transform_edt(&x, &o).unwrap();
            let (dg, ig) = distance_transform_edt(&xd, &o).unwrap();
            let (dc, dg) = (dc.unwrap().to_vec().unwrap(), dg.unwrap().to_vec().unwrap());
            for (a, b) in dg.iter().zip(&dc) {
                assert!(
                    a == b || (a - b).abs() <= 1e-12 * b,
                    "edt {shape:?} p {p}: {a} vs {b}"
                );
            }
            same(
                &ig.unwrap(),
                &ic.unwrap(),
                &format!("edt indices {shape:?} p {p}"),
            );
        }
    }
}

#[test]
fn cdt_bf_and_statistics_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    let x = bin(&[40, 50], 0.9, 9);
    let xd = x.to_device(&dev).unwrap();
    let (dg, _) = distance_transform_cdt(&xd, &CdtOptions::default()).unwrap();
    let (dc, _) = distance_transform_cdt(&x, &CdtOptions::default()).unwrap();
    same(&dg.unwrap(), &dc.unwrap(), "cdt");
    let (dg, _) = distance_transform_bf(&xd, &BfOptions::default()).unwrap();
    let (dc, _) = distance_transform_bf(&x, &BfOptions::default()).unwrap();
    same(&dg.unwrap(), &dc.unwrap(), "bf");
    let a = Array::from_vec(uniform(2000, 3), &[40, 50], &Device::cpu()).unwrap();
    let (l, n) = label(&x, None).unwrap();
    let (ad, ld) = (a.to_device(&dev).unwrap(), l.to_device(&dev).unwrap());
    let close = |g: Vec<f64>, c: Vec<f64>, what: &str| {
        assert_eq!(g.len(), c.len(), "{what}: length");
        for (a, b) in g.iter().zip(&c) {
            assert!(
                (a.is_nan() && b.is_nan()) || (a - b).abs() <= 1e-12 * (1.0 + b.abs()),
                "{what}: {a} vs {b}"
            );
        }
    };
    let mut ks: Vec<i64> = (0..=n as i64 + 2).collect();
    ks.push(1);
    ks.push(-4);
    for idx in [
        Index::All,
        Index::Label(2),
        Index::Labels(ks),
        Index::Labels(vec![1, 1_000_000_000]),
    ] {
        close(
            sum_labels(&ad, Some(&ld), &idx).unwrap().to_vec().unwrap(),
            sum_labels(&a, Some(&l), &idx).unwrap().to_vec().unwrap(),
            "sum_labels",
        );
        close(
            mean(&ad, Some(&ld), &idx).unwrap().to_vec().unwrap(),
            mean(&a, Some(&l), &idx).unwrap().to_vec().unwrap(),
            "mean",
        );
        close(
            variance(&ad, Some(&ld), &idx).unwrap().to_vec().unwrap(),
            variance(&a, Some(&l), &idx).unwrap().to_vec().unwrap(),
            "variance",
        );
        close(
            standard_deviation(&ad, None::<&Array<i32>>, &idx)
                .unwrap()
                .to_vec()
                .unwrap(),
            standard_deviation(&a, None::<&Array<i32>>, &idx)
                .unwrap()
                .to_vec()
                .unwrap(),
            "std without labels",
        );
    }
    let u: Vec<u16> = uniform(2000, 4)
        .iter()
        .map(|v| (v * 1000.0) as u16)
        .collect();
    let u = Array::from_vec(u, &[40, 50], &Device::cpu()).unwrap();
    let ud = u.to_device(&dev).unwrap();
    close(
        sum_labels(&ud, Some(&ld), &Index::All)
            .unwrap()
            .to_vec()
            .unwrap(),
        sum_labels(&u, Some(&l), &Index::All)
            .unwrap()
            .to_vec()
            .unwrap(),
        "u16 sum",
    );
}
