//! CPU tests of the scans.

use super::*;
use crate::{Complex32, Device, f16};

fn arr<T: Element>(v: Vec<T>, shape: &[usize]) -> Array<T> {
    Array::from_vec(v, shape, &Device::cpu()).unwrap()
}

#[test]
fn cumsum_dtypes_and_axes() {
    let b = arr(vec![true, false, true, true], &[4]);
    let s: Array<i64> = cumsum(&b, &CumulativeOptions::default()).unwrap();
    assert_eq!(s.to_vec().unwrap(), vec![1, 1, 2, 3]);
    let u = arr(vec![200u8, 100, 50], &[3]);
    let s: Array<u64> = cumsum(&u, &CumulativeOptions::default()).unwrap();
    assert_eq!(s.to_vec().unwrap(), vec![200, 300, 350]);
    // dtype=uint8 wraps like NumPy.
    let s: Array<u8> = cumsum(&u, &CumulativeOptions::default()).unwrap();
    assert_eq!(s.to_vec().unwrap(), vec![200, 44, 94]);
    let m = arr((1..=6).map(|x| x as f64).collect(), &[2, 3]);
    let s0: Array<f64> = cumsum(&m, &CumulativeOptions { axis: Some(0) }).unwrap();
    assert_eq!(s0.to_vec().unwrap(), vec![1.0, 2.0, 3.0, 5.0, 7.0, 9.0]);
    let s1: Array<f64> = cumsum(&m, &CumulativeOptions { axis: Some(-1) }).unwrap();
    assert_eq!(s1.to_vec().unwrap(), vec![1.0, 3.0, 6.0, 4.0, 9.0, 15.0]);
    let t = m.transpose().unwrap();
    let st: Array<f64> = cumsum(&t, &CumulativeOptions::default()).unwrap();
    assert_eq!(st.to_vec().unwrap(), vec![1.0, 5.0, 7.0, 12.0, 15.0, 21.0]);
    assert!(cumsum::<f64, f64>(&m, &CumulativeOptions { axis: Some(2) }).is_err());
}

#[test]
fn cumprod_complex_half_and_nan() {
    let c = arr(vec![Complex32::new(0.0, 1.0); 4], &[4]);
    let p: Array<Complex32> = cumprod(&c, &CumulativeOptions::default()).unwrap();
    let v = p.to_vec().unwrap();
    assert_eq!(v[1], Complex32::new(-1.0, 0.0));
    assert_eq!(v[3], Complex32::new(1.0, 0.0));
    let h = arr(
        vec![f16::from_f32(2.0), f16::from_f32(0.5), f16::from_f32(3.0)],
        &[3],
    );
    let p: Array<f16> = cumprod(&h, &CumulativeOptions::default()).unwrap();
    assert_eq!(
        p.to_vec().unwrap(),
        vec![f16::from_f32(2.0), f16::from_f32(1.0), f16::from_f32(3.0)]
    );
    let n = arr(vec![1.0f32, f32::NAN, 2.0], &[3]);
    let s: Array<f32> = cumsum(&n, &CumulativeOptions::default()).unwrap();
    let s = s.to_vec().unwrap();
    assert!(s[0] == 1.0 && s[1].is_nan() && s[2].is_nan());
    let e = arr(Vec::<i32>::new(), &[0, 2]);
    let s: Array<i64> = cumsum(&e, &CumulativeOptions { axis: Some(0) }).unwrap();
    assert_eq!(s.shape(), &[0, 2]);
}

#[test]
fn diff_orders_prepend_append_and_bool() {
    let a = arr(vec![1i32, 3, 6, 10, 2, 4, 8, 16], &[2, 4]);
    let d = diff(&a, &DiffOptions::default()).unwrap();
    assert_eq!(d.shape(), &[2, 3]);
    assert_eq!(d.to_vec().unwrap(), vec![2, 3, 4, 2, 4, 8]);
    let d0 = diff(
        &a,
        &DiffOptions {
            axis: 0,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(d0.to_vec().unwrap(), vec![1, 1, 2, 6]);
    let d3 = diff(
        &a,
        &DiffOptions {
            n: 3,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(d3.to_vec().unwrap(), vec![0, 2]);
    let d9 = diff(
        &a,
        &DiffOptions {
            n: 9,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(d9.shape(), &[2, 0]);
    let zero = Array::scalar(0i32, &Device::cpu()).unwrap();
    let dp = diff(
        &a,
        &DiffOptions {
            prepend: Some(&zero),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(dp.to_vec().unwrap(), vec![1, 2, 3, 4, 2, 2, 4, 8]);
    let app = arr(vec![0i32, 0], &[2, 1]);
    let da = diff(
        &a,
        &DiffOptions {
            append: Some(&app),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(da.to_vec().unwrap(), vec![2, 3, 4, -10, 2, 4, 8, -16]);
    let b = arr(vec![true, true, false, true], &[4]);
    assert_eq!(
        diff(&b, &DiffOptions::default()).unwrap().to_vec().unwrap(),
        vec![false, true, true]
    );
    let s = Array::scalar(1.0f32, &Device::cpu()).unwrap();
    assert!(diff(&s, &DiffOptions::default()).is_err());
    let bad = arr(vec![0i32; 3], &[3, 1]);
    assert!(
        diff(
            &a,
            &DiffOptions {
                append: Some(&bad),
                ..Default::default()
            }
        )
        .is_err()
    );
}
