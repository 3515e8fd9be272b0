//! Interpolation edge cases on the CPU: empty inputs and outputs, wrong coordinate and matrix
//! shapes, bad orders, axes and lengths (errors, never panics), and small analytic identities.

use gsci_core::{Array, Complex64, Device, Error};
use gsci_ndimage::*;

fn cpu() -> Device {
    Device::cpu()
}

fn arr(v: Vec<f64>, shape: &[usize]) -> Array<f64> {
    Array::from_vec(v, shape, &cpu()).unwrap()
}

#[test]
fn bad_orders_are_errors() {
    let a = arr((0..6).map(f64::from).collect(), &[6]);
    let c = arr(vec![1.0, 2.0], &[1, 2]);
    let o = MapCoordinatesOptions {
        order: 6,
        ..Default::default()
    };
    assert!(matches!(
        map_coordinates(&a, &c, &o),
        Err(Error::InvalidArgument { .. })
    ));
    let o = ZoomOptions {
        order: 7,
        ..Default::default()
    };
    assert!(matches!(
        zoom(&a, &[2.0], &o),
        Err(Error::InvalidArgument { .. })
    ));
    let o = SplineFilterOptions {
        order: 1,
        ..Default::default()
    };
    assert!(matches!(
        spline_filter::<f64, f64>(&a, &o),
        Err(Error::InvalidArgument { .. })
    ));
    let o = SplineFilter1dOptions {
        order: 6,
        ..Default::default()
    };
    assert!(matches!(
        spline_filter1d::<f64, f64>(&a, &o),
        Err(Error::InvalidArgument { .. })
    ));
    let o = SplineFilter1dOptions {
        axis: 1,
        ..Default::default()
    };
    assert!(matches!(
        spline_filter1d::<f64, f64>(&a, &o),
        Err(Error::AxisOutOfBounds { .. })
    ));
}

#[test]
fn wrong_coordinate_shapes_are_errors() {
    let a = arr((0..12).map(f64::from).collect(), &[3, 4]);
    let o = MapCoordinatesOptions::default();
    // first axis must be input.ndim
    let c = arr(vec![0.0; 9], &[3, 3]);
    assert!(matches!(
        map_coordinates(&a, &c, &o),
        Err(Error::InvalidShape { .. })
    ));
    // a 1-D coordinate array has no output axes
    let c = arr(vec![0.0; 2], &[2]);
    assert!(matches!(
        map_coordinates(&a, &c, &o),
        Err(Error::InvalidArgument { .. })
    ));
    // complex coordinates
    let c = Array::from_vec(vec![Complex64::new(0.0, 0.0); 2], &[2, 1], &cpu()).unwrap();
    assert!(matches!(
        map_coordinates(&a, &c, &o),
        Err(Error::Unsupported { .. })
    ));
    // an output of the wrong shape
    let c = arr(vec![0.5; 4], &[2, 2]);
    let mut out = Array::<f64>::empty(&[3], &cpu()).unwrap();
    assert!(matches!(
        map_coordinates_into(&a, &c, &mut out, &o),
        Err(Error::ShapeMismatch { .. })
    ));
    // complex input with a real output
    let z = Array::from_vec(vec![Complex64::new(1.0, 2.0); 4], &[4], &cpu()).unwrap();
    let mut out = Array::<f64>::empty(&[1], &cpu()).unwrap();
    let c = arr(vec![0.5], &[1, 1]);
    assert!(matches!(
        map_coordinates_into(&z, &c, &mut out, &o),
        Err(Error::DTypeMismatch { .. })
    ));
}

#[test]
fn wrong_matrices_are_errors() {
    let a = arr((0..12).map(f64::from).collect(), &[3, 4]);
    let o = AffineTransformOptions::default();
    let m = arr(vec![1.0; 3], &[3]);
    assert!(matches!(
        affine_transform(&a, &m, &o),
        Err(Error::InvalidShape { .. })
    ));
    let m = arr(vec![1.0; 8], &[2, 4]);
    assert!(matches!(
        affine_transform(&a, &m, &o),
        Err(Error::InvalidShape { .. })
    ));
    // homogeneous matrix whose last row is not [0, 0, 1]
    let m = arr(vec![1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.5, 1.0], &[3, 3]);
    assert!(matches!(
        affine_transform(&a, &m, &o),
        Err(Error::InvalidArgument { .. })
    ));
    let o = AffineTransformOptions {
        offset: vec![1.0, 2.0, 3.0],
        ..Default::default()
    };
    let m = arr(vec![1.0, 0.0, 0.0, 1.0], &[2, 2]);
    assert!(matches!(
        affine_transform(&a, &m, &o),
        Err(Error::InvalidArgument { .. })
    ));
}

#[test]
fn bad_lengths_and_axes_are_errors() {
    let a = arr((0..12).map(f64::from).collect(), &[3, 4]);
    assert!(shift(&a, &[1.0, 2.0, 3.0], &ShiftOptions::default()).is_err());
    assert!(zoom(&a, &[1.0, 2.0, 3.0], &ZoomOptions::default()).is_err());
    assert!(zoom(&a, &[f64::NAN], &ZoomOptions::default()).is_err());
    let o = RotateOptions {
        axes: [0, 2],
        ..Default::default()
    };
    assert!(matches!(
        rotate(&a, 10.0, &o),
        Err(Error::InvalidArgument { .. })
    ));
    let o = RotateOptions {
        axes: [1, 1],
        ..Default::default()
    };
    assert!(rotate(&a, 10.0, &o).is_err());
    let v = arr(vec![1.0, 2.0], &[2]);
    assert!(rotate(&v, 10.0, &RotateOptions::default()).is_err());
    let s = Array::from_vec(vec![1.0], &[], &cpu()).unwrap();
    assert!(shift(&s, &[1.0], &ShiftOptions::default()).is_err());
}

#[test]
fn empty_inputs_and_outputs() {
    let e = arr(vec![], &[0, 4]);
    let r = shift(&e, &[0.5], &ShiftOptions::default()).unwrap();
    assert_eq!(r.shape(), &[0, 4]);
    let r = spline_filter::<f64, f64>(&e, &SplineFilterOptions::default()).unwrap();
    assert_eq!(r.shape(), &[0, 4]);
    let r = zoom(&e, &[2.0], &ZoomOptions::default()).unwrap();
    assert_eq!(r.shape(), &[0, 8]);
    // zero output points
    let a = arr(vec![1.0, 2.0, 3.0], &[3]);
    let c = arr(vec![], &[1, 0]);
    assert_eq!(
        map_coordinates(&a, &c, &MapCoordinatesOptions::default())
            .unwrap()
            .shape(),
        &[0]
    );
    // an empty input with a non-empty output cannot be interpolated
    let c = arr(vec![0.0, 0.0], &[2, 1]);
    assert!(map_coordinates(&e, &c, &MapCoordinatesOptions::default()).is_err());
}

#[test]
fn identities() {
    // Interpolating at the sample points gives the samples back, for every order. (Not for
    // 'reflect': SciPy 1.17.1's reflect initialisation, reproduced here, is off by ~1e-8.)
    let v: Vec<f64> = (0..11).map(|i| ((i * 7) % 5) as f64 - 1.5).collect();
    let a = arr(v.clone(), &[11]);
    let pts = arr((0..11).map(f64::from).collect(), &[1, 11]);
    for order in 0..=5 {
        for mode in [
            Mode::Mirror,
            Mode::Nearest,
            Mode::Wrap,
            Mode::Constant,
            Mode::GridWrap,
            Mode::GridConstant,
        ] {
            let o = MapCoordinatesOptions {
                order,
                mode,
                ..Default::default()
            };
            let r = map_coordinates(&a, &pts, &o).unwrap().to_vec().unwrap();
            for (x, y) in r.iter().zip(&v) {
                assert!((x - y).abs() < 1e-9, "order {order} {mode:?}: {x} vs {y}");
            }
        }
    }
    // Shifting by a whole period with grid-wrap is the identity.
    let r = shift(
        &a,
        &[11.0],
        &ShiftOptions {
            mode: Mode::GridWrap,
            ..Default::default()
        },
    )
    .unwrap();
    for (x, y) in r.to_vec().unwrap().iter().zip(&v) {
        assert!((x - y).abs() < 1e-9);
    }
    // Four quarter turns give the input back.
    let b = arr((0..12).map(|i| f64::from(i * i % 7)).collect(), &[3, 4]);
    let mut r = b.clone();
    for _ in 0..4 {
        r = rotate(&r, 90.0, &RotateOptions::default()).unwrap();
    }
    assert_eq!(r.shape(), b.shape());
    for (x, y) in r.to_vec().unwrap().iter().zip(&b.to_vec().unwrap()) {
        assert!((x - y).abs() < 1e-9);
    }
}
