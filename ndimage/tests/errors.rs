//! Argument errors and edge cases, with SciPy's behaviour (on the CPU).

use gsci_core::{Array, Device, Error};
use gsci_ndimage::*;

fn cpu() -> Device {
    Device::cpu()
}

fn arr(n: usize) -> Array<f64> {
    Array::from_vec((0..n).map(|i| (i * i % 7) as f64).collect(), &[n], &cpu()).unwrap()
}

#[test]
fn origins_outside_the_filter_are_rejected() {
    let a = arr(8);
    // -(len // 2) <= origin <= (len - 1) // 2
    for (len, origin, ok) in [
        (3, 1, true),
        (3, 2, false),
        (3, -2, false),
        (4, 1, true),
        (4, -2, true),
        (4, 2, false),
    ] {
        let w = vec![1.0; len];
        let o = Correlate1dOptions {
            origin,
            ..Default::default()
        };
        assert_eq!(
            correlate1d(&a, &w, &o).is_ok(),
            ok,
            "len {len} origin {origin}"
        );
    }
    let o = UniformFilter1dOptions {
        origin: 2,
        ..Default::default()
    };
    assert!(matches!(
        uniform_filter1d(&a, 3, &o),
        Err(Error::InvalidArgument { .. })
    ));
    let ro = RankFilterOptions {
        size: Some(vec![3]),
        origin: vec![-2],
        ..Default::default()
    };
    assert!(median_filter(&a, &ro).is_err());
}

#[test]
fn weights_of_the_wrong_rank_are_rejected() {
    let a = Array::from_vec(vec![1.0; 12], &[3, 4], &cpu()).unwrap();
    let w = Array::from_vec(vec![1.0; 3], &[3], &cpu()).unwrap();
    assert!(matches!(
        correlate(&a, &w, &CorrelateOptions::default()),
        Err(Error::InvalidShape { .. })
    ));
    // ...unless they span the axes given.
    let o = CorrelateOptions {
        axes: Some(vec![-1]),
        ..Default::default()
    };
    assert!(correlate(&a, &w, &o).is_ok());
    let o = CorrelateOptions {
        axes: Some(vec![1, -1]),
        ..Default::default()
    };
    assert!(matches!(
        correlate(&a, &w, &o),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(correlate1d(&a, &[], &Correlate1dOptions::default()).is_err());
    assert!(matches!(
        correlate1d(
            &a,
            &[1.0],
            &Correlate1dOptions {
                axis: 2,
                ..Default::default()
            }
        ),
        Err(Error::AxisOutOfBounds { .. })
    ));
}

#[test]
fn negative_sigma_follows_scipy() {
    let a = arr(9);
    // gaussian_filter1d: the radius int(4 * sigma + 0.5) is negative -> ValueError.
    assert!(gaussian_filter1d(&a, -1.0, &GaussianFilter1dOptions::default()).is_err());
    // gaussian_filter skips axes with sigma <= 1e-15: the input comes back.
    let r = gaussian_filter(&a, &[-1.0], &GaussianFilterOptions::default()).unwrap();
    assert_eq!(r.to_vec().unwrap(), a.to_vec().unwrap());
    assert!(gaussian_filter(&a, &[1.0, 2.0], &GaussianFilterOptions::default()).is_err());
}

#[test]
fn sizes_ranks_and_footprints() {
    let a = arr(9);
    assert!(uniform_filter1d(&a, 0, &UniformFilter1dOptions::default()).is_err());
    assert!(minimum_filter(&a, &RankFilterOptions::default()).is_err());
    let ro = RankFilterOptions {
        size: Some(vec![3]),
        ..Default::default()
    };
    assert!(rank_filter(&a, 3, &ro).is_err());
    assert!(rank_filter(&a, -4, &ro).is_err());
    assert_eq!(
        rank_filter(&a, -3, &ro).unwrap().to_vec().unwrap(),
        minimum_filter(&a, &ro).unwrap().to_vec().unwrap()
    );
    assert!(percentile_filter(&a, 101.0, &ro).is_err());
    assert_eq!(
        percentile_filter(&a, -100.0, &ro)
            .unwrap()
            .to_vec()
            .unwrap(),
        minimum_filter(&a, &ro).unwrap().to_vec().unwrap()
    );
    let none = Array::from_vec(vec![false; 3], &[3], &cpu()).unwrap();
    let fo = RankFilterOptions {
        footprint: Some(&none),
        ..Default::default()
    };
    assert!(maximum_filter(&a, &fo).is_err());
}

#[test]
fn empty_and_tiny_inputs() {
    let e = Array::<f32>::from_vec(vec![], &[0, 5], &cpu()).unwrap();
    assert_eq!(
        gaussian_filter(&e, &[1.0], &GaussianFilterOptions::default())
            .unwrap()
            .shape(),
        &[0, 5]
    );
    assert_eq!(
        median_filter(
            &e,
            &RankFilterOptions {
                size: Some(vec![3]),
                ..Default::default()
            }
        )
        .unwrap()
        .shape(),
        &[0, 5]
    );
    let w = Array::from_vec(vec![1.0; 9], &[3, 3], &cpu()).unwrap();
    assert_eq!(
        correlate(&e, &w, &CorrelateOptions::default())
            .unwrap()
            .shape(),
        &[0, 5]
    );
    // One element: every mode sees the element itself (or cval).
    let one = Array::from_vec(vec![4.0f64], &[1], &cpu()).unwrap();
    for mode in [Mode::Reflect, Mode::Mirror, Mode::Nearest, Mode::Wrap] {
        let o = Correlate1dOptions {
            mode,
            ..Default::default()
        };
        assert_eq!(
            correlate1d(&one, &[1.0, 2.0, 3.0], &o)
                .unwrap()
                .to_vec()
                .unwrap(),
            vec![24.0]
        );
    }
    let o = Correlate1dOptions {
        mode: Mode::Constant,
        cval: 1.0,
        ..Default::default()
    };
    assert_eq!(
        correlate1d(&one, &[1.0, 2.0, 3.0], &o)
            .unwrap()
            .to_vec()
            .unwrap(),
        vec![12.0]
    );
}

#[test]
fn output_arrays_must_match() {
    let a = arr(5);
    let mut wrong = Array::<f32>::empty(&[4], &cpu()).unwrap();
    assert!(matches!(
        correlate1d_into(&a, &[1.0], &mut wrong, &Correlate1dOptions::default()),
        Err(Error::ShapeMismatch { .. })
    ));
    let mut out = Array::<i16>::empty(&[5], &cpu()).unwrap();
    uniform_filter1d_into(&a, 2, &mut out, &UniformFilter1dOptions::default()).unwrap();
    // scipy.ndimage.uniform_filter1d([0, 1, 4, 2, 2], 2, output=np.int16) -> [0, 0, 2, 3, 2]
    assert_eq!(out.to_vec().unwrap(), vec![0, 0, 2, 3, 2]);
}

#[test]
fn generic_filters_take_closures() {
    let a = Array::from_vec((0..20).map(|i| f64::from(i * i)).collect(), &[4, 5], &cpu()).unwrap();
    let d2 = |x: &Array<f64>, axis: usize, mode: Mode, cval: f64| {
        correlate1d(
            x,
            &[1.0, -2.0, 1.0],
            &Correlate1dOptions {
                axis: axis as isize,
                mode,
                cval,
                origin: 0,
            },
        )
    };
    let g = generic_laplace(&a, d2, &LaplaceOptions::default()).unwrap();
    assert_eq!(
        g.to_vec().unwrap(),
        laplace(&a, &LaplaceOptions::default())
            .unwrap()
            .to_vec()
            .unwrap()
    );
    // gaussian_gradient_magnitude's derivative: a Gaussian over every axis, order 1 on `axis`.
    let d1 = |x: &Array<f64>, axis: usize, mode: Mode, cval: f64| {
        let mut order = vec![0; 2];
        order[axis] = 1;
        gaussian_filter(
            x,
            &[1.0],
            &GaussianFilterOptions {
                order,
                mode,
                cval,
                ..Default::default()
            },
        )
    };
    let m: Array<f64> = generic_gradient_magnitude(&a, d1, &LaplaceOptions::default()).unwrap();
    let want = gaussian_gradient_magnitude(&a, &[1.0], &GaussianLaplaceOptions::default()).unwrap();
    let (m, w) = (m.to_vec().unwrap(), want.to_vec().unwrap());
    assert!(
        m.iter()
            .zip(&w)
            .all(|(x, y)| (x - y).abs() <= 1e-12 * y.abs().max(1.0))
    );
}

/// Sizes computed from user input that cannot be held are errors naming the function, never a
/// capacity-overflow panic or an allocation abort (issue 23's corpus: sigma = inf or 1e15,
/// size 2^62, generate_binary_structure of rank 25 and 41).
#[test]
fn impossible_sizes_are_errors() {
    let dev = gsci_tests_device();
    let a = Array::from_vec((0..12).map(|v| v as f64).collect(), &[3, 4], &dev).unwrap();
    // SciPy skips the axes whose sigma is not > 1e-15, NaN included: the input comes back.
    let same = gaussian_filter(&a, &[f64::NAN], &GaussianFilterOptions::default()).unwrap();
    assert_eq!(same.to_vec().unwrap(), a.to_vec().unwrap());
    for sigma in [f64::INFINITY, 1e15] {
        let e = gaussian_filter(&a, &[sigma], &GaussianFilterOptions::default()).unwrap_err();
        assert!(
            matches!(
                e,
                Error::InvalidArgument {
                    op: "gaussian_filter",
                    ..
                } | Error::HostOutOfMemory {
                    op: "gaussian_filter",
                    ..
                }
            ),
            "sigma {sigma}: {e}"
        );
    }
    let e = uniform_filter1d(&a, 1 << 62, &UniformFilter1dOptions::default()).unwrap_err();
    assert!(
        matches!(
            e,
            Error::HostOutOfMemory {
                op: "uniform_filter1d",
                ..
            }
        ),
        "{e}"
    );
    let big = UniformFilterOptions {
        size: vec![1 << 62],
        ..Default::default()
    };
    assert!(uniform_filter(&a, &big).is_err());
    for rank in [25, 41, 64, usize::MAX] {
        let e = generate_binary_structure(rank, 1, &dev).unwrap_err();
        assert!(
            matches!(
                e,
                Error::HostOutOfMemory {
                    op: "generate_binary_structure",
                    ..
                }
            ),
            "rank {rank}: {e}"
        );
    }
    // A large but possible rank still works.
    assert_eq!(generate_binary_structure(6, 1, &dev).unwrap().len(), 729);
}

fn gsci_tests_device() -> Device {
    match std::env::var("GSCI_TEST_DEVICE").as_deref() {
        Ok(s) if s.starts_with("cuda") => Device::parse(s).expect("GSCI_TEST_DEVICE names a GPU"),
        _ => Device::cpu(),
    }
}

/// Inputs SciPy refuses are refused, never answered silently (issue 23): a NaN rotation angle,
/// an asymmetric labelling structure, complex labels, a zoom whose output cannot exist.
#[test]
fn refused_inputs_are_errors() {
    let dev = gsci_tests_device();
    let a = Array::from_vec((0..12).map(|v| v as f64).collect(), &[3, 4], &dev).unwrap();
    let e = rotate(&a, f64::NAN, &RotateOptions::default()).unwrap_err();
    assert!(
        matches!(e, Error::InvalidArgument { op: "rotate", .. }),
        "{e}"
    );
    let b = Array::from_vec(
        vec![false, true, true, true, false, false, true, true, false],
        &[3, 3],
        &dev,
    )
    .unwrap();
    let one_sided = Array::from_vec(
        vec![false, true, false, true, true, false, false, false, false],
        &[3, 3],
        &dev,
    )
    .unwrap();
    let e = label(&b, Some(&one_sided)).unwrap_err();
    assert!(
        matches!(e, Error::InvalidArgument { op: "label", .. }),
        "{e}"
    );
    let c = a.astype::<gsci_core::Complex64>().unwrap();
    assert!(matches!(label(&c, None), Err(Error::Unsupported { .. })));
    let e = zoom(&a, &[1e18], &ZoomOptions::default()).unwrap_err();
    assert!(
        matches!(
            e,
            Error::InvalidArgument { op: "zoom", .. } | Error::HostOutOfMemory { op: "zoom", .. }
        ),
        "{e}"
    );
    let e = zoom(&a, &[1e9], &ZoomOptions::default()).unwrap_err();
    assert!(
        matches!(
            e,
            Error::InvalidArgument { op: "zoom", .. }
                | Error::HostOutOfMemory { op: "zoom", .. }
                | Error::OutOfMemory { .. }
        ),
        "{e}"
    );
    // A symmetric structure still labels.
    let (_, n) = label(&b, None).unwrap();
    assert_eq!(n, 2);
}
