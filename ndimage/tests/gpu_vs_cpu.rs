//! Every filter on the GPU against the CPU backend, over shapes around the kernels' tile sizes
//! (rows of 1024, 64 positions by 32 columns), every mode, and the dtypes.
//!
//! Runs with `GSCI_TEST_DEVICE=cuda`; without it each test prints a note and returns (the CPU is
//! checked against SciPy by tests/golden.rs).

use crate::common;

use common::*;
use gsci_core::{Array, Device};
use gsci_ndimage::*;

const MODES: [Mode; 5] = [
    Mode::Reflect,
    Mode::Constant,
    Mode::Nearest,
    Mode::Mirror,
    Mode::Wrap,
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
                T::from_f64((u * 0.5 + 0.5) * 120.0)
            } else {
                T::from_f64(u * 10.0)
            }
        })
        .collect();
    let c = Array::from_vec(v, shape, &Device::cpu()).unwrap();
    (c.to_device(dev).unwrap(), c)
}

/// Integer outputs may differ by one where a float sum lands next to an integer (`int_slack`).
fn same<T: FilterElement>(d: Array<T>, c: Array<T>, int_slack: f64, what: &str) {
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
    let scale = cv.iter().fold(0.0f64, |m, v| m.max(v.abs())).max(1e-300);
    let tol = match T::DTYPE {
        gsci_core::DType::F32 => 2e-5 * scale,
        gsci_core::DType::F64 => 1e-12 * scale,
        _ => int_slack,
    };
    for (i, (a, b)) in dv.iter().zip(&cv).enumerate() {
        assert!(
            (a - b).abs() <= tol || (a.is_nan() && b.is_nan()),
            "{what}: element {i}: gpu {a}, cpu {b}"
        );
    }
}

const SHAPES: [&[usize]; 6] = [
    &[1],
    &[2051],
    &[3, 1100],
    &[70, 33],
    &[5, 40, 37],
    &[2, 3, 4, 5],
];

fn separable_suite<T: FilterElement>(dev: &Device) {
    for (s, shape) in SHAPES.iter().enumerate() {
        let (d, c) = input::<T>(shape, 11 + s as u64, dev);
        for (k, &mode) in MODES.iter().enumerate() {
            let what = format!("{:?} {shape:?} {mode:?}", T::DTYPE);
            let cval = 1.5;
            let axis = if k % 2 == 0 { -1 } else { 0 };
            let o = Correlate1dOptions {
                axis,
                mode,
                cval,
                origin: (k as isize % 3) - 1,
            };
            let w = [0.25, -1.0, 2.0, 0.5];
            same(
                correlate1d(&d, &w, &o).unwrap(),
                correlate1d(&c, &w, &o).unwrap(),
                1.0,
                &format!("correlate1d {what}"),
            );
            let g = GaussianFilterOptions {
                order: vec![k % 3],
                mode,
                cval,
                ..Default::default()
            };
            same(
                gaussian_filter(&d, &[1.7], &g).unwrap(),
                gaussian_filter(&c, &[1.7], &g).unwrap(),
                1.0,
                &format!("gaussian {what}"),
            );
            let u = UniformFilterOptions {
                size: vec![4],
                mode,
                cval,
                origin: vec![-1],
                ..Default::default()
            };
            same(
                uniform_filter(&d, &u).unwrap(),
                uniform_filter(&c, &u).unwrap(),
                1.0,
                &format!("uniform {what}"),
            );
            let m = UniformFilter1dOptions {
                axis,
                mode,
                cval,
                origin: 1,
            };
            same(
                minimum_filter1d(&d, 5, &m).unwrap(),
                minimum_filter1d(&c, 5, &m).unwrap(),
                0.0,
                &format!("min1d {what}"),
            );
            same(
                maximum_filter1d(&d, 4, &m).unwrap(),
                maximum_filter1d(&c, 4, &m).unwrap(),
                0.0,
                &format!("max1d {what}"),
            );
            let so = SobelOptions { axis, mode, cval };
            same(
                sobel(&d, &so).unwrap(),
                sobel(&c, &so).unwrap(),
                0.0,
                &format!("sobel {what}"),
            );
            same(
                prewitt(&d, &so).unwrap(),
                prewitt(&c, &so).unwrap(),
                0.0,
                &format!("prewitt {what}"),
            );
            let lo = LaplaceOptions {
                mode,
                cval,
                axes: None,
            };
            same(
                laplace(&d, &lo).unwrap(),
                laplace(&c, &lo).unwrap(),
                0.0,
                &format!("laplace {what}"),
            );
            let gl = GaussianLaplaceOptions {
                mode,
                cval,
                ..Default::default()
            };
            same(
                gaussian_laplace(&d, &[1.1], &gl).unwrap(),
                gaussian_laplace(&c, &[1.1], &gl).unwrap(),
                1.0,
                &format!("gaussian_laplace {what}"),
            );
            same(
                gaussian_gradient_magnitude(&d, &[0.8], &gl).unwrap(),
                gaussian_gradient_magnitude(&c, &[0.8], &gl).unwrap(),
                1.0,
                &format!("gaussian_gradient_magnitude {what}"),
            );
        }
    }
}

fn nd_suite<T: FilterElement>(dev: &Device) {
    for (s, shape) in SHAPES.iter().enumerate() {
        let (d, c) = input::<T>(shape, 31 + s as u64, dev);
        let nd = shape.len();
        let wshape = vec![3usize; nd];
        let wn: usize = wshape.iter().product();
        let mut r = Rng::new(5);
        let w: Vec<f64> = (0..wn)
            .map(|i| {
                if i % 4 == 1 {
                    0.0
                } else {
                    (r.uniform() * 8.0).round() / 4.0
                }
            })
            .collect();
        let weights = Array::from_vec(w, &wshape, &Device::cpu()).unwrap();
        let foot = Array::from_vec(
            (0..wn).map(|i| i % 3 != 1).collect(),
            &wshape,
            &Device::cpu(),
        )
        .unwrap();
        for (k, &mode) in MODES.iter().enumerate() {
            let what = format!("{:?} {shape:?} {mode:?}", T::DTYPE);
            let cval = 2.0;
            let o = CorrelateOptions {
                mode,
                cval,
                origin: vec![(k as isize % 3) - 1],
                axes: None,
            };
            same(
                correlate(&d, &weights, &o).unwrap(),
                correlate(&c, &weights, &o).unwrap(),
                1.0,
                &format!("correlate {what}"),
            );
            same(
                convolve(&d, &weights, &o).unwrap(),
                convolve(&c, &weights, &o).unwrap(),
                1.0,
                &format!("convolve {what}"),
            );
            let ro = RankFilterOptions {
                size: Some(vec![3]),
                mode,
                cval,
                ..Default::default()
            };
            same(
                median_filter(&d, &ro).unwrap(),
                median_filter(&c, &ro).unwrap(),
                0.0,
                &format!("median {what}"),
            );
            same(
                percentile_filter(&d, 70.0, &ro).unwrap(),
                percentile_filter(&c, 70.0, &ro).unwrap(),
                0.0,
                &format!("percentile {what}"),
            );
            let fo = RankFilterOptions {
                footprint: Some(&foot),
                mode,
                cval,
                ..Default::default()
            };
            same(
                rank_filter(&d, 1, &fo).unwrap(),
                rank_filter(&c, 1, &fo).unwrap(),
                0.0,
                &format!("rank {what}"),
            );
            same(
                maximum_filter(&d, &fo).unwrap(),
                maximum_filter(&c, &fo).unwrap(),
                0.0,
                &format!("maximum {what}"),
            );
            let mo = RankFilterOptions {
                size: Some(vec![2]),
                mode,
                cval,
                origin: vec![-1],
                ..Default::default()
            };
            same(
                minimum_filter(&d, &mo).unwrap(),
                minimum_filter(&c, &mo).unwrap(),
                0.0,
                &format!("minimum {what}"),
            );
        }
    }
}

#[test]
fn separable_filters_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    separable_suite::<f32>(&dev);
    separable_suite::<f64>(&dev);
    separable_suite::<u8>(&dev);
    separable_suite::<i32>(&dev);
    separable_suite::<u16>(&dev);
    separable_suite::<i64>(&dev);
}

#[test]
fn nd_filters_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    nd_suite::<f32>(&dev);
    nd_suite::<f64>(&dev);
    nd_suite::<u8>(&dev);
    nd_suite::<i16>(&dev);
    nd_suite::<u32>(&dev);
}

#[test]
fn large_windows_and_output_dtypes_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    // Windows past the shared-memory tiles take the per-output kernels.
    let (d, c) = input::<f32>(&[7, 3000], 3, &dev);
    let g = GaussianFilterOptions {
        ..Default::default()
    };
    same(
        gaussian_filter(&d, &[40.0], &g).unwrap(),
        gaussian_filter(&c, &[40.0], &g).unwrap(),
        0.0,
        "gaussian sigma 40",
    );
    let u = UniformFilterOptions {
        size: vec![301],
        ..Default::default()
    };
    same(
        uniform_filter(&d, &u).unwrap(),
        uniform_filter(&c, &u).unwrap(),
        0.0,
        "uniform 301",
    );
    let ro = RankFilterOptions {
        size: Some(vec![5, 11]),
        ..Default::default()
    };
    same(
        median_filter(&d, &ro).unwrap(),
        median_filter(&c, &ro).unwrap(),
        0.0,
        "median 5x11",
    );
    // Another output dtype.
    let (d, c) = input::<u8>(&[33, 65], 4, &dev);
    let mut od = Array::<f32>::empty(&[33, 65], &dev).unwrap();
    let mut oc = Array::<f32>::empty(&[33, 65], &Device::cpu()).unwrap();
    sobel_into(&d, &mut od, &SobelOptions::default()).unwrap();
    sobel_into(&c, &mut oc, &SobelOptions::default()).unwrap();
    same(od, oc, 0.0, "sobel u8 -> f32");
    let mut od = Array::<f64>::empty(&[33, 65], &dev).unwrap();
    let mut oc = Array::<f64>::empty(&[33, 65], &Device::cpu()).unwrap();
    gaussian_filter_into(&d, &[2.0], &mut od, &GaussianFilterOptions::default()).unwrap();
    gaussian_filter_into(&c, &[2.0], &mut oc, &GaussianFilterOptions::default()).unwrap();
    same(od, oc, 0.0, "gaussian u8 -> f64");
    // Strided (transposed) input.
    let (d, c) = input::<f64>(&[40, 50], 5, &dev);
    let (dt, ct) = (d.transpose().unwrap(), c.transpose().unwrap());
    let o = UniformFilterOptions::default();
    same(
        uniform_filter(&dt, &o).unwrap(),
        uniform_filter(&ct, &o).unwrap(),
        0.0,
        "uniform transposed",
    );
}

#[test]
fn complex_filters_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    let mut r = Rng::new(9);
    let v: Vec<gsci_core::Complex64> = (0..35 * 70)
        .map(|_| gsci_core::Complex64::new(r.uniform(), r.uniform()))
        .collect();
    let c = Array::from_vec(v, &[35, 70], &Device::cpu()).unwrap();
    let d = c.to_device(&dev).unwrap();
    let g = GaussianFilterOptions {
        order: vec![0, 1],
        mode: Mode::Constant,
        cval: 0.5,
        ..Default::default()
    };
    let (a, b) = (
        gaussian_filter(&d, &[1.5], &g).unwrap().to_vec().unwrap(),
        gaussian_filter(&c, &[1.5], &g).unwrap().to_vec().unwrap(),
    );
    assert!(
        a.iter().zip(&b).all(|(x, y)| (x - y).norm() <= 1e-12),
        "complex gaussian"
    );
    let w = Array::from_vec(vec![1.0, -0.5, 0.25, 2.0], &[2, 2], &Device::cpu()).unwrap();
    let o = CorrelateOptions::default();
    let (a, b) = (
        convolve(&d, &w, &o).unwrap().to_vec().unwrap(),
        convolve(&c, &w, &o).unwrap().to_vec().unwrap(),
    );
    assert!(
        a.iter().zip(&b).all(|(x, y)| (x - y).norm() <= 1e-12),
        "complex convolve"
    );
}

/// SciPy's running mean with non-finite values: once NaN or ±inf enters a line the rest of it
/// follows (inf - inf); the GPU must give the CPU's (SciPy's) non-finite values exactly (and the
/// finite ones to rounding) through the row, column and per-output kernels, and for a
/// non-finite cval.
#[test]
fn uniform_nonfinite_gpu_matches_cpu() {
    let Some(dev) = gpu() else { return };
    fn agree<T: FilterElement>(a: Array<T>, b: Array<T>, what: &str) {
        let (a, b) = (a.to_vec().unwrap(), b.to_vec().unwrap());
        let tol = if T::DTYPE == gsci_core::DType::F32 {
            1e-6
        } else {
            1e-13
        };
        for (i, (x, y)) in a.iter().zip(&b).enumerate() {
            let (x, y) = (x.to_f64(), y.to_f64());
            let ok = if x.is_finite() && y.is_finite() {
                (x - y).abs() <= tol * y.abs().max(1.0)
            } else {
                x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())
            };
            assert!(ok, "{what}: element {i}: gpu {x}, cpu {y}");
        }
    }
    fn poisoned<T: FilterElement>(shape: &[usize], dev: &Device) -> (Array<T>, Array<T>) {
        let n: usize = shape.iter().product();
        let mut r = Rng::new(99);
        let mut v: Vec<f64> = (0..n).map(|_| r.uniform() * 10.0).collect();
        for (k, s) in [
            (n / 7, f64::NAN),
            (n / 3, f64::INFINITY),
            (n / 2, f64::NEG_INFINITY),
        ] {
            v[k] = s;
        }
        v[n - 1] = f64::INFINITY;
        let v: Vec<T> = v.into_iter().map(T::from_f64).collect();
        let c = Array::from_vec(v, shape, &Device::cpu()).unwrap();
        (c.to_device(dev).unwrap(), c)
    }
    fn suite<T: FilterElement>(dev: &Device) {
        for shape in [&[2051usize][..], &[9, 1100], &[70, 33], &[5, 40, 37]] {
            let (d, c) = poisoned::<T>(shape, dev);
            let nd = shape.len() as isize;
            for axis in 0..nd {
                for (mode, cval) in [
                    (Mode::Reflect, 0.0),
                    (Mode::Constant, 0.5),
                    (Mode::Constant, f64::NAN),
                    (Mode::Constant, f64::INFINITY),
                    (Mode::Constant, f64::NEG_INFINITY),
                    (Mode::Wrap, 0.0),
                ] {
                    for size in [3usize, 4, 1500] {
                        let o = UniformFilter1dOptions {
                            axis,
                            mode,
                            cval,
                            origin: 0,
                        };
                        let a = uniform_filter1d(&d, size, &o).unwrap();
                        let b = uniform_filter1d(&c, size, &o).unwrap();
                        let what = format!(
                            "{:?} {shape:?} axis {axis} {mode:?} cval {cval} size {size}",
                            T::DTYPE
                        );
                        agree(a, b, &what);
                    }
                }
            }
            let o = UniformFilterOptions {
                size: vec![5],
                mode: Mode::Constant,
                cval: f64::INFINITY,
                ..Default::default()
            };
            let what = format!("{:?} {shape:?} uniform_filter", T::DTYPE);
            agree(
                uniform_filter(&d, &o).unwrap(),
                uniform_filter(&c, &o).unwrap(),
                &what,
            );
        }
    }
    suite::<f64>(&dev);
    suite::<f32>(&dev);
}

/// The tiled rank kernel (windows over the last two axes, at most 32 points): median and rank
/// filters with sizes and footprints, every mode, origins, batches of images, against
/// the CPU exactly.
#[test]
fn tiled_rank_filters_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    fn suite<T: FilterElement>(dev: &Device) {
        for shape in [&[70usize, 101][..], &[3, 33, 65], &[1, 200]] {
            let (d, c) = input::<T>(shape, 5, dev);
            let nd = shape.len();
            for (k, &mode) in MODES.iter().enumerate() {
                let mut size = vec![1; nd];
                size[nd - 2] = 3 + k % 3;
                size[nd - 1] = 3 + (k + 1) % 4;
                let mut origin = vec![0; nd];
                origin[nd - 1] = if k % 2 == 0 { 0 } else { -1 };
                let o = RankFilterOptions {
                    size: Some(size.clone()),
                    mode,
                    cval: 2.5,
                    origin,
                    ..Default::default()
                };
                let what = format!("{:?} {shape:?} {mode:?} size {size:?}", T::DTYPE);
                let a = median_filter(&d, &o).unwrap().to_vec().unwrap();
                let b = median_filter(&c, &o).unwrap().to_vec().unwrap();
                assert_eq!(a, b, "median {what}");
                let a = rank_filter(&d, 1, &o).unwrap().to_vec().unwrap();
                let b = rank_filter(&c, 1, &o).unwrap().to_vec().unwrap();
                assert_eq!(a, b, "rank 1 {what}");
                let a = rank_filter(&d, -2, &o).unwrap().to_vec().unwrap();
                let b = rank_filter(&c, -2, &o).unwrap().to_vec().unwrap();
                assert_eq!(a, b, "rank -2 {what}");
            }
            let mut fshape = vec![1; nd];
            fshape[nd - 2] = 3;
            fshape[nd - 1] = 4;
            let fp = vec![
                true, false, true, true, false, true, true, true, true, true, false, true,
            ];
            let f = Array::from_vec(fp, &fshape, &Device::cpu()).unwrap();
            let o = RankFilterOptions {
                footprint: Some(&f),
                mode: Mode::Reflect,
                ..Default::default()
            };
            let a = median_filter(&d, &o).unwrap().to_vec().unwrap();
            let b = median_filter(&c, &o).unwrap().to_vec().unwrap();
            assert_eq!(a, b, "{:?} {shape:?} footprint median", T::DTYPE);
        }
    }
    suite::<f32>(&dev);
    suite::<f64>(&dev);
    suite::<u8>(&dev);
    suite::<i32>(&dev);
}

/// float32 lines staged as floats (cval a float) or as doubles (cval not a float): Gaussian,
/// uniform and minimum passes along rows and columns, bit-identical to the CPU.
#[test]
fn float32_line_buffers_gpu_match_cpu_exactly() {
    let Some(dev) = gpu() else { return };
    for shape in [&[37usize, 1100][..], &[3, 70, 45]] {
        let (d, c) = input::<f32>(shape, 21, &dev);
        for (mode, cval) in [
            (Mode::Constant, 0.5),
            (Mode::Constant, 0.1),
            (Mode::Reflect, 0.1),
            (Mode::Wrap, 0.0),
        ] {
            let what = format!("{shape:?} {mode:?} cval {cval}");
            let o = GaussianFilterOptions {
                mode,
                cval,
                ..Default::default()
            };
            let a = gaussian_filter(&d, &[2.5], &o).unwrap().to_vec().unwrap();
            let b = gaussian_filter(&c, &[2.5], &o).unwrap().to_vec().unwrap();
            assert_eq!(a, b, "gaussian {what}");
            for axis in [0isize, -1] {
                let o = Correlate1dOptions {
                    axis,
                    mode,
                    cval,
                    origin: 1,
                };
                let w = [0.1, -0.7, 2.0, 0.3];
                let a = correlate1d(&d, &w, &o).unwrap().to_vec().unwrap();
                let b = correlate1d(&c, &w, &o).unwrap().to_vec().unwrap();
                assert_eq!(a, b, "correlate1d axis {axis} {what}");
                let o = UniformFilter1dOptions {
                    axis,
                    mode,
                    cval,
                    origin: 0,
                };
                let a = minimum_filter1d(&d, 5, &o).unwrap().to_vec().unwrap();
                let b = minimum_filter1d(&c, 5, &o).unwrap().to_vec().unwrap();
                assert_eq!(a, b, "minimum_filter1d axis {axis} {what}");
            }
        }
    }
}
