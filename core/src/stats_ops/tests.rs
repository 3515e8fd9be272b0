//! CPU tests of counting and order statistics.

use super::*;
use crate::Device;

fn arr<T: Element>(v: Vec<T>, shape: &[usize]) -> Array<T> {
    Array::from_vec(v, shape, &Device::cpu()).unwrap()
}

#[test]
fn bincount_checks_and_counts() {
    let x = arr(vec![2i64, 0, 2, 5], &[4]);
    let c = bincount(&x, &BincountOptions { minlength: 8 }).unwrap();
    assert_eq!(c.to_vec().unwrap(), vec![1, 0, 2, 0, 0, 1, 0, 0]);
    let neg = arr(vec![1i8, -1], &[2]);
    assert!(matches!(
        bincount(&neg, &BincountOptions::default()),
        Err(Error::InvalidArgument { .. })
    ));
    let f = arr(vec![1.0f32], &[1]);
    assert!(matches!(
        bincount(&f, &BincountOptions::default()),
        Err(Error::Unsupported { .. })
    ));
    let e = arr(Vec::<u16>::new(), &[0]);
    assert_eq!(
        bincount(&e, &BincountOptions { minlength: 3 })
            .unwrap()
            .to_vec()
            .unwrap(),
        vec![0, 0, 0]
    );
    let w = arr(vec![0.5, 1.0, 2.0, 4.0], &[4]);
    let s = bincount_weighted(&x, &w, &BincountOptions::default()).unwrap();
    assert_eq!(s.to_vec().unwrap(), vec![1.0, 0.0, 2.5, 0.0, 0.0, 4.0]);
}

/// The H200 failure of `histogram` over a float32 array with NaN cast to int32, the range taken
/// from the data: NaN casts to 0 and the infinities saturate (on both backends), so the range is
/// the whole int32 range; the counts and edges are NumPy's.
#[test]
fn histogram_of_int32_extremes_with_the_data_range() {
    let f = arr(
        vec![
            f32::NAN,
            f32::INFINITY,
            f32::NEG_INFINITY,
            0.0,
            3.9,
            -5.2,
            f32::NEG_INFINITY,
            7.0,
        ],
        &[8],
    );
    let i = f.astype::<i32>().unwrap();
    assert_eq!(
        i.to_vec().unwrap(),
        vec![0, i32::MAX, i32::MIN, 0, 3, -5, i32::MIN, 7]
    );
    // numpy.histogram(np.array([-2**31, 0, 0, 2**31 - 1, -5, 3, -2**31, 7], np.int32), 10)
    let (h, e) = histogram(&i, 10usize, &HistogramOptions::default()).unwrap();
    assert_eq!(h.to_vec().unwrap(), vec![2, 0, 0, 0, 1, 4, 0, 0, 0, 1]);
    let e = e.to_vec().unwrap();
    assert_eq!(e.len(), 11);
    assert_eq!((e[0], e[5], e[10]), (-2147483648.0, -0.5, 2147483647.0));
}

#[test]
fn histogram_edges_and_range() {
    let a = arr(vec![0.0, 0.5, 1.0, 1.0, 2.5, 3.0, 3.5, f64::NAN], &[8]);
    let (h, e) = histogram(
        &a,
        Bins::Edges(vec![0.0, 1.0, 2.0, 3.0]),
        &HistogramOptions::default(),
    )
    .unwrap();
    assert_eq!(h.to_vec().unwrap(), vec![2, 2, 2]);
    assert_eq!(e.to_vec().unwrap(), vec![0.0, 1.0, 2.0, 3.0]);
    // data range with a NaN is not finite
    assert!(histogram(&a, 4usize, &HistogramOptions::default()).is_err());
    let b = arr(vec![1i32, 2, 2, 3, 7], &[5]);
    let (h, e) = histogram(&b, 3usize, &HistogramOptions::default()).unwrap();
    assert_eq!(h.to_vec().unwrap(), vec![3, 1, 1]);
    assert_eq!(e.to_vec().unwrap(), vec![1.0, 3.0, 5.0, 7.0]);
    let one = arr(vec![5.0f32; 3], &[3]);
    let (h, e) = histogram(&one, 2usize, &HistogramOptions::default()).unwrap();
    assert_eq!(
        (h.to_vec().unwrap(), e.to_vec().unwrap()),
        (vec![0, 3], vec![4.5, 5.0, 5.5])
    );
    assert!(histogram(&b, 0usize, &HistogramOptions::default()).is_err());
    assert!(
        histogram(
            &b,
            Bins::Edges(vec![1.0, 0.0]),
            &HistogramOptions::default()
        )
        .is_err()
    );
    assert!(
        histogram(
            &b,
            2usize,
            &HistogramOptions {
                range: Some((3.0, 1.0))
            }
        )
        .is_err()
    );
}

#[test]
fn digitize_both_directions() {
    let x = arr(vec![-1.0, 0.0, 0.5, 1.0, 7.0, f64::NAN], &[2, 3]);
    let inc = [0.0, 1.0, 2.0];
    let l = digitize(&x, &inc, &DigitizeOptions::default()).unwrap();
    assert_eq!(l.shape(), &[2, 3]);
    assert_eq!(l.to_vec().unwrap(), vec![0, 1, 1, 2, 3, 3]);
    let r = digitize(&x, &inc, &DigitizeOptions { right: true }).unwrap();
    assert_eq!(r.to_vec().unwrap(), vec![0, 0, 1, 1, 3, 3]);
    let dec = [2.0, 1.0, 0.0];
    let d = digitize(&x, &dec, &DigitizeOptions::default()).unwrap();
    assert_eq!(d.to_vec().unwrap(), vec![3, 2, 2, 1, 0, 0]);
    assert!(digitize(&x, &[0.0, 2.0, 1.0], &DigitizeOptions::default()).is_err());
}

#[test]
fn quantile_methods_and_shapes() {
    let a = arr(vec![1i32, 2, 3, 4, 10, 20, 30, 40], &[2, 4]);
    let o = |m| QuantileOptions {
        axis: Some(1),
        keepdims: false,
        method: m,
    };
    let lin: Array<f64> = quantile(&a, 0.4, &o(QuantileMethod::Linear)).unwrap();
    assert_eq!(lin.shape(), &[2]);
    let v = lin.to_vec().unwrap();
    assert!((v[0] - 2.2).abs() < 1e-12 && (v[1] - 22.0).abs() < 1e-12);
    let lo: Array<i32> = quantile(&a, 0.4, &o(QuantileMethod::Lower)).unwrap();
    assert_eq!(lo.to_vec().unwrap(), vec![2, 20]);
    let hi: Array<i32> = quantile(&a, 0.4, &o(QuantileMethod::Higher)).unwrap();
    assert_eq!(hi.to_vec().unwrap(), vec![3, 30]);
    let ne: Array<i32> = quantile(&a, vec![0.5, 0.4], &o(QuantileMethod::Nearest)).unwrap();
    assert_eq!(ne.shape(), &[2, 2]);
    assert_eq!(ne.to_vec().unwrap(), vec![3, 30, 2, 20]);
    let mid: Array<f64> = quantile(&a, 0.4, &o(QuantileMethod::Midpoint)).unwrap();
    assert_eq!(mid.to_vec().unwrap(), vec![2.5, 25.0]);
    let p: Array<f64> = percentile(
        &a,
        vec![0.0, 100.0],
        &QuantileOptions {
            keepdims: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(p.shape(), &[2, 1, 1]);
    assert_eq!(p.to_vec().unwrap(), vec![1.0, 40.0]);
    assert!(matches!(
        quantile::<i32, f32>(&a, 0.5, &o(QuantileMethod::Linear)),
        Err(Error::DTypeMismatch { .. })
    ));
    assert!(quantile::<i32, f64>(&a, 1.5, &o(QuantileMethod::Linear)).is_err());
    let f = arr(vec![1.0f32, f32::NAN, 3.0, 4.0], &[2, 2]);
    let q: Array<f32> = quantile(&f, 0.5, &o(QuantileMethod::Linear)).unwrap();
    let q = q.to_vec().unwrap();
    assert!(q[0].is_nan() && q[1] == 3.5);
}

#[test]
fn median_even_odd_empty() {
    let a = arr(vec![3.0f32, 1.0, 2.0, 10.0, 20.0, 30.0], &[2, 3]);
    let m: Array<f32> = median(
        &a,
        &MedianOptions {
            axis: Some(1),
            keepdims: false,
        },
    )
    .unwrap();
    assert_eq!(m.to_vec().unwrap(), vec![2.0, 20.0]);
    let m: Array<f32> = median(&a, &MedianOptions::default()).unwrap();
    assert_eq!(m.to_vec().unwrap(), vec![6.5]);
    let e = arr(Vec::<f64>::new(), &[0]);
    let m: Array<f64> = median(&e, &MedianOptions::default()).unwrap();
    assert!(m.to_vec().unwrap()[0].is_nan());
    let b = arr(vec![true], &[1]);
    assert!(matches!(
        median::<bool, f64>(&b, &MedianOptions::default()),
        Err(Error::Unsupported { .. })
    ));
}
