//! Interpolation on the GPU against the CPU backend (which tests/interp_golden.rs checks against
//! SciPy): every function, spline orders 0..=5, every mode, ranks 1..=4, u8/i32/f32/f64/complex,
//! sizes around the launch blocks (256 threads) and non-contiguous inputs.
//!
//! Runs with `GSCI_TEST_DEVICE=cuda`; without it each test prints a note and returns.

use crate::common;

use common::*;
use gsci_core::{Array, Complex64, DType, Device};
use gsci_ndimage::*;

const MODES: [Mode; 8] = [
    Mode::Reflect,
    Mode::Constant,
    Mode::Nearest,
    Mode::Mirror,
    Mode::Wrap,
    Mode::GridConstant,
    Mode::GridMirror,
    Mode::GridWrap,
];

fn gpu() -> Option<Device> {
    if on_gpu() {
        Some(test_device())
    } else {
        eprintln!("skipped: set GSCI_TEST_DEVICE=cuda to compare the GPU with the CPU");
        None
    }
}

fn input<T: FilterElement>(shape: &[usize], seed: u64, dev: &Device) -> (Array<T>, Array<T>) {
    let n: usize = shape.iter().product();
    let mut r = Rng::new(seed);
    let v: Vec<T> = (0..n)
        .map(|_| {
            let u = r.uniform();
            if T::DTYPE.is_integer() {
                T::from_f64((u * 0.5 + 0.5) * 200.0)
            } else {
                T::from_f64(u * 10.0)
            }
        })
        .collect();
    let c = Array::from_vec(v, shape, &Device::cpu()).unwrap();
    (c.to_device(dev).unwrap(), c)
}

/// f32 coefficients on the GPU: 5e-5 of the largest magnitude; f64 1e-11; integers within one
/// (a sum next to a half may round the other way).
fn same<T: FilterElement>(d: Array<T>, c: Array<T>, what: &str) {
    assert_eq!(d.shape(), c.shape(), "{what}: shape");
    let dv: Vec<f64> = d
        .to_vec()
        .unwrap()
        .into_iter()
        .map(|v| v.to_f64())
        .collect();
    let cv: Vec<f64> = c
        .to_vec()
        .unwrap()
        .into_iter()
        .map(|v| v.to_f64())
        .collect();
    let scale = cv
        .iter()
        .filter(|v| v.is_finite())
        .fold(0.0f64, |m, v| m.max(v.abs()))
        .max(1e-300);
    let tol = match T::DTYPE {
        DType::F32 => 5e-5 * scale,
        DType::F64 => 1e-11 * scale,
        _ => 1.0,
    };
    let mut off_by_one = 0;
    for (i, (a, b)) in dv.iter().zip(&cv).enumerate() {
        assert!(
            (a - b).abs() <= tol || (a.is_nan() && b.is_nan()) || a == b,
            "{what}: element {i}: gpu {a}, cpu {b}"
        );
        if a != b && T::DTYPE.is_integer() {
            off_by_one += 1;
        }
    }
    assert!(
        off_by_one * 100 <= dv.len().max(100),
        "{what}: {off_by_one} of {} integers differ by one",
        dv.len()
    );
}

fn check_all<T: FilterElement>(shape: &[usize], seed: u64, dev: &Device) {
    let (d, c) = input::<T>(shape, seed, dev);
    let nd = shape.len();
    for (k, &mode) in MODES.iter().enumerate() {
        for order in 0..=5usize {
            if (k + order + nd) % 2 == 1 && order != 3 {
                continue; // sample: half of the (mode, order) pairs, order 3 always
            }
            let what = format!("{:?} {shape:?} {mode:?} order {order}", T::DTYPE);
            let cval = if k % 2 == 0 { 1.5 } else { -3.0 };
            let sh: Vec<f64> = (0..nd).map(|a| 1.3 - 2.1 * a as f64).collect();
            let so = ShiftOptions {
                order,
                mode,
                cval,
                prefilter: true,
            };
            same(
                shift(&d, &sh, &so).unwrap(),
                shift(&c, &sh, &so).unwrap(),
                &format!("shift {what}"),
            );
            let z: Vec<f64> = (0..nd).map(|a| [0.5, 1.7, 0.8, 1.25][a % 4]).collect();
            let zo = ZoomOptions {
                order,
                mode,
                cval,
                prefilter: true,
                grid_mode: order % 2 == 1,
            };
            same(
                zoom(&d, &z, &zo).unwrap(),
                zoom(&c, &z, &zo).unwrap(),
                &format!("zoom {what}"),
            );
            // A coordinate array reaching a few elements beyond every edge.
            let npts = 301;
            let mut r = Rng::new(seed + order as u64);
            let cv: Vec<f64> = (0..nd * npts)
                .map(|i| {
                    let n = shape[i / npts] as f64;
                    (r.uniform() * 0.5 + 0.5) * (n + 6.0) - 3.0
                })
                .collect();
            let coords_c = Array::from_vec(cv, &[nd, npts], &Device::cpu()).unwrap();
            let coords_d = coords_c.to_device(dev).unwrap();
            let mo = MapCoordinatesOptions {
                order,
                mode,
                cval,
                prefilter: order != 4,
            };
            same(
                map_coordinates(&d, &coords_d, &mo).unwrap(),
                map_coordinates(&c, &coords_c, &mo).unwrap(),
                &format!("map_coordinates {what}"),
            );
            let mut m = vec![0.0; nd * nd];
            for i in 0..nd {
                for j in 0..nd {
                    m[i * nd + j] = if i == j {
                        0.9
                    } else {
                        0.15 * (i as f64 - j as f64)
                    };
                }
            }
            let mat = Array::from_vec(m, &[nd, nd], &Device::cpu()).unwrap();
            let ao = AffineTransformOptions {
                offset: vec![0.7],
                output_shape: None,
                order,
                mode,
                cval,
                prefilter: true,
            };
            same(
                affine_transform(&d, &mat, &ao).unwrap(),
                affine_transform(&c, &mat, &ao).unwrap(),
                &format!("affine_transform {what}"),
            );
            if nd >= 2 {
                let ro = RotateOptions {
                    axes: [0, nd as isize - 1],
                    reshape: order % 2 == 0,
                    order,
                    mode,
                    cval,
                    prefilter: true,
                };
                same(
                    rotate(&d, 33.0, &ro).unwrap(),
                    rotate(&c, 33.0, &ro).unwrap(),
                    &format!("rotate {what}"),
                );
            }
        }
    }
}

#[test]
fn interpolation_f64_matches_cpu() {
    let Some(dev) = gpu() else { return };
    for (i, shape) in [&[1usize][..], &[257], &[33, 31], &[5, 6, 7], &[3, 4, 5, 3]]
        .iter()
        .enumerate()
    {
        check_all::<f64>(shape, 10 + i as u64, &dev);
    }
}

#[test]
fn interpolation_f32_matches_cpu() {
    let Some(dev) = gpu() else { return };
    for (i, shape) in [&[255usize][..], &[17, 40], &[4, 9, 6]].iter().enumerate() {
        check_all::<f32>(shape, 20 + i as u64, &dev);
    }
}

#[test]
fn interpolation_integers_match_cpu() {
    let Some(dev) = gpu() else { return };
    check_all::<u8>(&[19, 23], 30, &dev);
    check_all::<i32>(&[6, 5, 7], 31, &dev);
}

#[test]
fn spline_filters_match_cpu() {
    let Some(dev) = gpu() else { return };
    for (i, shape) in [&[1usize][..], &[300], &[37, 65], &[5, 6, 7, 3]]
        .iter()
        .enumerate()
    {
        let (d, c) = input::<f64>(shape, 40 + i as u64, &dev);
        for &mode in &MODES {
            for order in 0..=5usize {
                let o1 = SplineFilter1dOptions {
                    order,
                    axis: 0,
                    mode,
                };
                same(
                    spline_filter1d::<f64, f64>(&d, &o1).unwrap(),
                    spline_filter1d::<f64, f64>(&c, &o1).unwrap(),
                    &format!("spline_filter1d {shape:?} {mode:?} {order}"),
                );
                if order >= 2 {
                    let o = SplineFilterOptions { order, mode };
                    same(
                        spline_filter::<f64, f64>(&d, &o).unwrap(),
                        spline_filter::<f64, f64>(&c, &o).unwrap(),
                        &format!("spline_filter {shape:?} {mode:?} {order}"),
                    );
                    same(
                        spline_filter::<f64, f32>(&d, &o).unwrap(),
                        spline_filter::<f64, f32>(&c, &o).unwrap(),
                        &format!("spline_filter -> f32 {shape:?} {mode:?} {order}"),
                    );
                }
            }
        }
        let (du, cu) = input::<u8>(shape, 50 + i as u64, &dev);
        let o = SplineFilterOptions::default();
        same(
            spline_filter::<u8, f32>(&du, &o).unwrap(),
            spline_filter::<u8, f32>(&cu, &o).unwrap(),
            &format!("spline_filter u8 -> f32 {shape:?}"),
        );
    }
}

#[test]
fn complex_and_views_match_cpu() {
    let Some(dev) = gpu() else { return };
    let (re_d, re_c) = input::<f64>(&[13, 17], 60, &dev);
    let (im_d, im_c) = input::<f64>(&[13, 17], 61, &dev);
    let to_complex = |re: &Array<f64>, im: &Array<f64>, dev: &Device| {
        let v: Vec<Complex64> = re
            .to_vec()
            .unwrap()
            .into_iter()
            .zip(im.to_vec().unwrap())
            .map(|(a, b)| Complex64::new(a, b))
            .collect();
        Array::from_vec(v, &[13, 17], dev).unwrap()
    };
    let (zd, zc) = (
        to_complex(&re_d, &im_d, &dev),
        to_complex(&re_c, &im_c, &Device::cpu()),
    );
    let opts = ZoomOptions {
        mode: Mode::Reflect,
        ..Default::default()
    };
    let (a, b) = (
        zoom(&zd, &[1.6], &opts).unwrap(),
        zoom(&zc, &[1.6], &opts).unwrap(),
    );
    let (av, bv) = (a.to_vec().unwrap(), b.to_vec().unwrap());
    let scale = bv
        .iter()
        .fold(0.0f64, |m, v| m.max(v.re.abs()).max(v.im.abs()));
    for (x, y) in av.iter().zip(&bv) {
        assert!((x.re - y.re).abs() <= 1e-11 * scale && (x.im - y.im).abs() <= 1e-11 * scale);
    }
    // A transposed (non-contiguous) input.
    let (td, tc) = (re_d.transpose().unwrap(), re_c.transpose().unwrap());
    let so = ShiftOptions {
        order: 3,
        mode: Mode::Mirror,
        ..Default::default()
    };
    same(
        shift(&td, &[0.4, -1.2], &so).unwrap(),
        shift(&tc, &[0.4, -1.2], &so).unwrap(),
        "shift of a transposed input",
    );
}

#[test]
fn bench_shapes_match_cpu() {
    let Some(dev) = gpu() else { return };
    // The targets at a quarter of the size: zoom x0.5 order 3, rotate 30 degrees order 1.
    let (d, c) = input::<f32>(&[1024, 1024], 70, &dev);
    let zo = ZoomOptions::default();
    same(
        zoom(&d, &[0.5], &zo).unwrap(),
        zoom(&c, &[0.5], &zo).unwrap(),
        "zoom 1024^2 x0.5",
    );
    let ro = RotateOptions {
        order: 1,
        ..Default::default()
    };
    same(
        rotate(&d, 30.0, &ro).unwrap(),
        rotate(&c, 30.0, &ro).unwrap(),
        "rotate 1024^2 30",
    );
}

/// The chunked prefilter (chunks of 2W..128 elements, see interpolation/cuda.rs) on lines of
/// several chunks, every mode, along every axis and as part of zoom (2-D) / map_coordinates.
fn long_lines<T: FilterElement>(shape: &[usize], seed: u64, dev: &Device) {
    let (d, c) = input::<T>(shape, seed, dev);
    let nd = shape.len();
    for (k, &mode) in MODES.iter().enumerate() {
        for order in 2..=5usize {
            let what = format!("{:?} {shape:?} {mode:?} order {order}", T::DTYPE);
            let o = SplineFilterOptions { order, mode };
            same(
                spline_filter::<T, T>(&d, &o).unwrap(),
                spline_filter::<T, T>(&c, &o).unwrap(),
                &format!("spline_filter {what}"),
            );
            let o1 = SplineFilter1dOptions {
                order,
                axis: (k % nd) as isize,
                mode,
            };
            same(
                spline_filter1d::<T, T>(&d, &o1).unwrap(),
                spline_filter1d::<T, T>(&c, &o1).unwrap(),
                &format!("spline_filter1d axis {} {what}", k % nd),
            );
            if order != 3 && order != 5 {
                continue;
            }
            let cval = if k % 2 == 0 { 1.5 } else { -3.0 };
            let z: Vec<f64> = (0..nd).map(|a| [0.5, 1.3, 0.7][a % 3]).collect();
            let zo = ZoomOptions {
                order,
                mode,
                cval,
                prefilter: true,
                grid_mode: k % 3 == 0,
            };
            if nd == 2 {
                // (3-D zooms of order 5 take seconds on the CPU in a debug build.)
                same(
                    zoom(&d, &z, &zo).unwrap(),
                    zoom(&c, &z, &zo).unwrap(),
                    &format!("zoom {what}"),
                );
            }
            let npts = 500;
            let mut r = Rng::new(seed + order as u64);
            let cv: Vec<f64> = (0..nd * npts)
                .map(|i| {
                    let n = shape[i / npts] as f64;
                    (r.uniform() * 0.5 + 0.5) * (n + 6.0) - 3.0
                })
                .collect();
            let coords_c = Array::from_vec(cv, &[nd, npts], &Device::cpu()).unwrap();
            let coords_d = coords_c.to_device(dev).unwrap();
            let mo = MapCoordinatesOptions {
                order,
                mode,
                cval,
                prefilter: true,
            };
            same(
                map_coordinates(&d, &coords_d, &mo).unwrap(),
                map_coordinates(&c, &coords_c, &mo).unwrap(),
                &format!("map_coordinates {what}"),
            );
        }
    }
}

#[test]
fn long_lines_f64_match_cpu() {
    let Some(dev) = gpu() else { return };
    long_lines::<f64>(&[300, 260], 80, &dev);
    long_lines::<f64>(&[8, 150, 140], 81, &dev);
}

#[test]
fn long_lines_f32_match_cpu() {
    let Some(dev) = gpu() else { return };
    long_lines::<f32>(&[300, 260], 82, &dev);
    long_lines::<f32>(&[8, 150, 140], 83, &dev);
}
