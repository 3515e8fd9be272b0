//! CPU tests of the reductions: literal NumPy/SciPy values (NumPy 2.4.6, SciPy 1.17.1) for small
//! inputs, edge cases, dtypes, the engine against a naive reference over many layouts, and the
//! accuracy of float sums.

use super::*;
use crate::{Complex32, Complex64, Device, bf16, f16};

fn cpu() -> Device {
    Device::cpu()
}

fn arr<T: Element>(v: Vec<T>, shape: &[usize]) -> Array<T> {
    Array::from_vec(v, shape, &cpu()).unwrap()
}

fn ax(a: &[isize]) -> ReduceOptions<'_> {
    ReduceOptions::axes(a)
}

fn all_axes() -> ReduceOptions<'static> {
    ReduceOptions::default()
}

fn assert_close(got: &[f64], want: &[f64], rtol: f64) {
    assert_close_abs(got, want, rtol, 0.0)
}

fn assert_close_abs(got: &[f64], want: &[f64], rtol: f64, atol: f64) {
    assert_eq!(got.len(), want.len(), "{got:?} vs {want:?}");
    for (g, w) in got.iter().zip(want) {
        let ok = (g.is_nan() && w.is_nan()) || g == w || (g - w).abs() <= rtol * w.abs() + atol;
        assert!(ok, "{got:?} vs {want:?}");
    }
}

fn f32s(a: &Array<f32>) -> Vec<f64> {
    a.to_vec().unwrap().into_iter().map(f64::from).collect()
}

fn a23() -> Array<f32> {
    arr(vec![1.5, -2.0, 3.25, 4.0, 0.5, -6.0], &[2, 3])
}

fn b234() -> Array<i32> {
    arr((0..24).collect(), &[2, 3, 4])
}

// ------------------------------------------------------------------------------------ sums

#[test]
fn sum_f32_axes_and_keepdims() {
    let a = a23();
    let s = sum(&a, &all_axes()).unwrap();
    assert_eq!(s.shape(), &[] as &[usize]);
    assert_eq!(s.item().unwrap(), 1.25);
    assert_eq!(
        sum(&a, &ax(&[0])).unwrap().to_vec().unwrap(),
        vec![5.5, -1.5, -2.75]
    );
    assert_eq!(
        sum(&a, &ax(&[1])).unwrap().to_vec().unwrap(),
        vec![2.75, -1.5]
    );
    assert_eq!(
        sum(&a, &ax(&[-1])).unwrap().to_vec().unwrap(),
        vec![2.75, -1.5]
    );
    let k = sum(&a, &ax(&[1]).keepdims(true)).unwrap();
    assert_eq!(k.shape(), &[2, 1]);
    let k = sum(&a, &all_axes().keepdims(true)).unwrap();
    assert_eq!(k.shape(), &[1, 1]);
    assert_eq!(k.to_vec().unwrap(), vec![1.25]);
    let none = sum(&a, &ax(&[])).unwrap();
    assert_eq!(none.shape(), &[2, 3]);
    assert_eq!(none.to_vec().unwrap(), a.to_vec().unwrap());
}

#[test]
fn sum_int32_multiple_and_negative_axes() {
    let b = b234();
    let s = sum(&b, &ax(&[0, 2])).unwrap();
    assert_eq!(s.to_vec().unwrap(), vec![60i64, 92, 124]);
    let s = sum(&b, &ax(&[-1, 0]).keepdims(true)).unwrap();
    assert_eq!(s.shape(), &[1, 3, 1]);
    assert_eq!(s.to_vec().unwrap(), vec![60i64, 92, 124]);
    // A transposed view (2, 0, 1): sum over its last axis.
    let t = b.with_layout(vec![4, 2, 3], vec![1, 12, 4], 0);
    let s = sum(&t, &ax(&[-1])).unwrap();
    assert_eq!(s.shape(), &[4, 2]);
    assert_eq!(s.to_vec().unwrap(), vec![12i64, 48, 15, 51, 18, 54, 21, 57]);
}

#[test]
fn sum_result_dtypes() {
    let i8s = arr(vec![100i8, 100, 100, -128, 127], &[5]);
    assert_eq!(sum(&i8s, &all_axes()).unwrap().item().unwrap(), 299i64);
    assert_eq!(
        prod(&i8s, &all_axes()).unwrap().item().unwrap(),
        -16256000000i64
    );
    let u8s = arr(vec![200u8, 100, 255], &[3]);
    assert_eq!(sum(&u8s, &all_axes()).unwrap().item().unwrap(), 555u64);
    assert_eq!(prod(&u8s, &all_axes()).unwrap().item().unwrap(), 5100000u64);
    let b = arr(vec![true, false, true, false, false, true], &[2, 3]);
    assert_eq!(
        sum(&b, &ax(&[0])).unwrap().to_vec().unwrap(),
        vec![1i64, 0, 2]
    );
    assert_eq!(sum(&b, &all_axes()).unwrap().item().unwrap(), 3i64);
    assert_eq!(
        prod(&b, &ax(&[1])).unwrap().to_vec().unwrap(),
        vec![0i64, 0]
    );
    // uint64 wraps like NumPy.
    let big = arr(vec![u64::MAX, 2], &[2]);
    assert_eq!(sum(&big, &all_axes()).unwrap().item().unwrap(), 1u64);
    let h = arr(
        [0.5, 1.5, 2.25, -1.0, 100.0].map(f16::from_f32).to_vec(),
        &[5],
    );
    assert_eq!(
        sum(&h, &all_axes()).unwrap().item().unwrap(),
        f16::from_f32(103.25)
    );
    // f16 accumulates in f32: 5000 * 0.1 is 500 (an f16 running sum would stall at 256).
    let h = arr(vec![f16::from_f32(0.1); 5000], &[5000]);
    assert_eq!(
        sum(&h, &all_axes()).unwrap().item().unwrap(),
        f16::from_f32(500.0)
    );
    let bf = arr(vec![bf16::from_f32(1.5); 4], &[2, 2]);
    assert_eq!(
        sum(&bf, &ax(&[1])).unwrap().to_vec().unwrap(),
        vec![bf16::from_f32(3.0); 2]
    );
    let c = arr(
        vec![
            Complex32::new(1.0, 2.0),
            Complex32::new(3.0, -1.0),
            Complex32::new(-2.0, 0.5),
            Complex32::new(1.0, 2.0),
        ],
        &[4],
    );
    assert_eq!(
        sum(&c, &all_axes()).unwrap().item().unwrap(),
        Complex32::new(3.0, 3.5)
    );
    assert_eq!(
        prod(&c, &all_axes()).unwrap().item().unwrap(),
        Complex32::new(2.5, -32.5)
    );
}

#[test]
fn sum_prod_of_nothing_and_0d() {
    let e = arr(Vec::<f64>::new(), &[0, 3]);
    assert_eq!(sum(&e, &ax(&[0])).unwrap().to_vec().unwrap(), vec![0.0; 3]);
    let s1 = sum(&e, &ax(&[1])).unwrap();
    assert_eq!(s1.shape(), &[0]);
    assert_eq!(sum(&e, &all_axes()).unwrap().item().unwrap(), 0.0);
    let ei = arr(Vec::<i8>::new(), &[0, 3]);
    assert_eq!(
        prod(&ei, &ax(&[0])).unwrap().to_vec().unwrap(),
        vec![1i64; 3]
    );
    let z = Array::scalar(3.0f32, &cpu()).unwrap();
    let s = sum(&z, &all_axes()).unwrap();
    assert_eq!(s.shape(), &[] as &[usize]);
    assert_eq!(s.item().unwrap(), 3.0);
    assert_eq!(sum(&z, &ax(&[])).unwrap().item().unwrap(), 3.0);
    assert!(matches!(
        sum(&z, &ax(&[0])),
        Err(Error::AxisOutOfBounds { axis: 0, ndim: 0 })
    ));
}

#[test]
fn axis_errors() {
    let a = a23();
    assert!(matches!(
        sum(&a, &ax(&[2])),
        Err(Error::AxisOutOfBounds { axis: 2, ndim: 2 })
    ));
    assert!(matches!(
        sum(&a, &ax(&[-3])),
        Err(Error::AxisOutOfBounds { .. })
    ));
    let e = sum(&a, &ax(&[0, -2])).expect_err("an error");
    assert!(e.to_string().contains("duplicate value in 'axis'"), "{e}");
    assert!(mean(&a, &ax(&[1, 1])).is_err());
    assert!(
        argmin(
            &a,
            &ArgOptions {
                axis: Some(2),
                keepdims: false
            }
        )
        .is_err()
    );
}

#[test]
fn nansum_nanprod() {
    let x = arr(vec![2.0f64, f64::NAN, -1.0, 4.0, f64::NAN], &[5]);
    assert_eq!(nansum(&x, &all_axes()).unwrap().item().unwrap(), 5.0);
    assert_eq!(nanprod(&x, &all_axes()).unwrap().item().unwrap(), -8.0);
    assert!(sum(&x, &all_axes()).unwrap().item().unwrap().is_nan());
    let all_nan = arr(vec![f32::NAN; 3], &[3]);
    assert_eq!(nansum(&all_nan, &all_axes()).unwrap().item().unwrap(), 0.0);
    assert_eq!(nanprod(&all_nan, &all_axes()).unwrap().item().unwrap(), 1.0);
    let c = arr(
        vec![Complex64::new(f64::NAN, 1.0), Complex64::new(1.0, 1.0)],
        &[2],
    );
    assert_eq!(
        nansum(&c, &all_axes()).unwrap().item().unwrap(),
        Complex64::new(1.0, 1.0)
    );
    let i = arr(vec![1i32, 2, 3], &[3]);
    assert_eq!(nansum(&i, &all_axes()).unwrap().item().unwrap(), 6i64);
}

// ------------------------------------------------------------------------------------ means

#[test]
fn mean_dtypes_and_empty() {
    let a = a23();
    assert_close(
        &f32s(&mean(&a, &ax(&[1])).unwrap()),
        &[0.9166667, -0.5],
        1e-7,
    );
    let b = b234();
    assert_eq!(
        mean(&b, &ax(&[1, 2])).unwrap().to_vec().unwrap(),
        vec![5.5, 17.5]
    );
    let i8s = arr(vec![100i8, 100, 100, -128, 127], &[5]);
    assert_eq!(mean(&i8s, &all_axes()).unwrap().item().unwrap(), 59.8);
    let bo = arr(vec![true, false, true, false], &[4]);
    assert_eq!(mean(&bo, &all_axes()).unwrap().item().unwrap(), 0.5);
    let h = arr(
        [0.5, 1.5, 2.25, -1.0, 100.0].map(f16::from_f32).to_vec(),
        &[5],
    );
    assert_eq!(
        mean(&h, &all_axes()).unwrap().item().unwrap(),
        f16::from_f32(20.65)
    );
    let c = arr(
        vec![
            Complex32::new(1.0, 2.0),
            Complex32::new(3.0, -1.0),
            Complex32::new(-2.0, 0.5),
            Complex32::new(1.0, 2.0),
        ],
        &[4],
    );
    assert_eq!(
        mean(&c, &all_axes()).unwrap().item().unwrap(),
        Complex32::new(0.75, 0.875)
    );
    let e = arr(Vec::<f64>::new(), &[0, 3]);
    assert!(mean(&e, &all_axes()).unwrap().item().unwrap().is_nan());
    let m = mean(&e, &ax(&[0])).unwrap().to_vec().unwrap();
    assert!(m.len() == 3 && m.iter().all(|v| v.is_nan()));
    let ec = arr(Vec::<Complex64>::new(), &[0]);
    assert!(mean(&ec, &all_axes()).unwrap().item().unwrap().re.is_nan());
}

#[test]
fn nanmean_skips_nan() {
    let x = arr(vec![2.0f64, f64::NAN, -1.0, 4.0, f64::NAN], &[5]);
    assert_eq!(nanmean(&x, &all_axes()).unwrap().item().unwrap(), 5.0 / 3.0);
    let m = arr(vec![f64::NAN, 1.0, 2.0, 3.0, f64::NAN, f64::NAN], &[2, 3]);
    assert_eq!(
        nanmean(&m, &ax(&[1])).unwrap().to_vec().unwrap(),
        vec![1.5, 3.0]
    );
    let all_nan = arr(vec![f32::NAN; 2], &[2]);
    assert!(
        nanmean(&all_nan, &all_axes())
            .unwrap()
            .item()
            .unwrap()
            .is_nan()
    );
    let i = arr(vec![1u16, 2], &[2]);
    assert_eq!(nanmean(&i, &all_axes()).unwrap().item().unwrap(), 1.5);
}

#[test]
fn var_std() {
    let a = a23();
    assert_close(
        &f32s(&var(&a, &VarOptions::default()).unwrap()),
        &[11.467014],
        1e-6,
    );
    let o = VarOptions {
        axis: Some(&[0]),
        ddof: 1.0,
        keepdims: false,
    };
    assert_close(
        &f32s(&std(&a, &o).unwrap()),
        &[1.767767, 1.767767, 6.5407376],
        1e-6,
    );
    let b = b234();
    let o = VarOptions {
        axis: Some(&[-1]),
        ddof: 1.0,
        keepdims: true,
    };
    let v = var(&b, &o).unwrap();
    assert_eq!(v.shape(), &[2, 3, 1]);
    assert_close(&v.to_vec().unwrap(), &[5.0 / 3.0; 6], 1e-15);
    assert_close(
        &std(&b, &VarOptions::default()).unwrap().to_vec().unwrap(),
        &[6.922186552431729],
        1e-15,
    );
    let i8s = arr(vec![100i8, 100, 100, -128, 127], &[5]);
    assert_close(
        &var(&i8s, &VarOptions::default()).unwrap().to_vec().unwrap(),
        &[8926.560000000001],
        1e-15,
    );
    let c = arr(
        vec![
            Complex32::new(1.0, 2.0),
            Complex32::new(3.0, -1.0),
            Complex32::new(-2.0, 0.5),
            Complex32::new(1.0, 2.0),
        ],
        &[4],
    );
    let v: Array<f32> = var(&c, &VarOptions::default()).unwrap();
    assert_close(&f32s(&v), &[4.734375], 1e-6);
    let o = VarOptions {
        ddof: 1.0,
        ..Default::default()
    };
    assert_close(&f32s(&std(&c, &o).unwrap()), &[2.5124688], 1e-6);
    let h = arr([1.0, 2.0, 3.0, 4.0].map(f16::from_f32).to_vec(), &[4]);
    assert_eq!(
        var(&h, &VarOptions::default()).unwrap().item().unwrap(),
        f16::from_f32(1.25)
    );
    // Degrees of freedom <= 0: NaN for a zero numerator, inf otherwise (NumPy warns).
    let one = arr(vec![1.0f64], &[1]);
    let o = VarOptions {
        ddof: 1.0,
        ..Default::default()
    };
    assert!(var(&one, &o).unwrap().item().unwrap().is_nan());
    let two = arr(vec![1.0f64, 2.0], &[2]);
    let o = VarOptions {
        ddof: 3.0,
        ..Default::default()
    };
    assert_eq!(var(&two, &o).unwrap().item().unwrap(), f64::INFINITY);
    let e = arr(Vec::<f32>::new(), &[0]);
    assert!(
        var(&e, &VarOptions::default())
            .unwrap()
            .item()
            .unwrap()
            .is_nan()
    );
    let bo = arr(vec![true, false, true, false, false, true], &[6]);
    assert_eq!(
        var(&bo, &VarOptions::default()).unwrap().item().unwrap(),
        0.25
    );
}

#[test]
fn nanvar_nanstd() {
    let x = arr(vec![2.0f64, f64::NAN, -1.0, 4.0, f64::NAN], &[5]);
    assert_close(
        &nanvar(&x, &VarOptions::default())
            .unwrap()
            .to_vec()
            .unwrap(),
        &[4.222222222222222],
        1e-15,
    );
    let o = VarOptions {
        ddof: 1.0,
        ..Default::default()
    };
    assert_close(
        &nanstd(&x, &o).unwrap().to_vec().unwrap(),
        &[2.516611478423583],
        1e-15,
    );
    let m = arr(vec![f64::NAN, 1.0, 2.0, 3.0, f64::NAN, f64::NAN], &[2, 3]);
    let o = VarOptions {
        axis: Some(&[0]),
        ..Default::default()
    };
    assert_eq!(nanvar(&m, &o).unwrap().to_vec().unwrap(), vec![0.0; 3]);
    let o = VarOptions {
        axis: Some(&[0]),
        ddof: 1.0,
        keepdims: false,
    };
    assert!(
        nanvar(&m, &o)
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|v| v.is_nan())
    );
}

// ------------------------------------------------------------------------------------ extrema

#[test]
fn min_max_values_nan_and_dtypes() {
    let a = a23();
    assert_eq!(min(&a, &all_axes()).unwrap().item().unwrap(), -6.0);
    assert_eq!(
        max(&a, &ax(&[0])).unwrap().to_vec().unwrap(),
        vec![4.0, 0.5, 3.25]
    );
    assert_eq!(min(&a, &ax(&[1]).keepdims(true)).unwrap().shape(), &[2, 1]);
    let x = arr(vec![2.0f64, f64::NAN, -1.0, 4.0, f64::NAN], &[5]);
    assert!(min(&x, &all_axes()).unwrap().item().unwrap().is_nan());
    assert!(max(&x, &all_axes()).unwrap().item().unwrap().is_nan());
    assert_eq!(nanmin(&x, &all_axes()).unwrap().item().unwrap(), -1.0);
    assert_eq!(nanmax(&x, &all_axes()).unwrap().item().unwrap(), 4.0);
    let m = arr(vec![f64::NAN, 1.0, 2.0, 3.0, f64::NAN, f64::NAN], &[2, 3]);
    assert_eq!(
        nanmin(&m, &ax(&[0])).unwrap().to_vec().unwrap(),
        vec![3.0, 1.0, 2.0]
    );
    let all_nan = arr(vec![f32::NAN; 2], &[2]);
    assert!(
        nanmin(&all_nan, &all_axes())
            .unwrap()
            .item()
            .unwrap()
            .is_nan()
    );
    let i8s = arr(vec![100i8, 100, 100, -128, 127], &[5]);
    assert_eq!(min(&i8s, &all_axes()).unwrap().item().unwrap(), -128);
    assert_eq!(nanmax(&i8s, &all_axes()).unwrap().item().unwrap(), 127);
    let bo = arr(vec![true, false, true, false, false, true], &[2, 3]);
    assert_eq!(
        min(&bo, &ax(&[1])).unwrap().to_vec().unwrap(),
        vec![false, false]
    );
    assert_eq!(
        max(&bo, &ax(&[1])).unwrap().to_vec().unwrap(),
        vec![true, true]
    );
    let h = arr(
        [0.5, 1.5, 2.25, -1.0, 100.0].map(f16::from_f32).to_vec(),
        &[5],
    );
    assert_eq!(
        min(&h, &all_axes()).unwrap().item().unwrap(),
        f16::from_f32(-1.0)
    );
    assert_eq!(
        max(&h, &all_axes()).unwrap().item().unwrap(),
        f16::from_f32(100.0)
    );
    // Signed zeros: NumPy's minimum keeps the later operand on ties.
    let z = arr(vec![0.0f64, -0.0], &[2]);
    assert!(
        min(&z, &all_axes())
            .unwrap()
            .item()
            .unwrap()
            .is_sign_negative()
    );
}

#[test]
fn complex_extrema_are_lexicographic() {
    let c = arr(
        vec![
            Complex32::new(1.0, 2.0),
            Complex32::new(3.0, -1.0),
            Complex32::new(-2.0, 0.5),
            Complex32::new(1.0, 2.0),
        ],
        &[4],
    );
    assert_eq!(
        min(&c, &all_axes()).unwrap().item().unwrap(),
        Complex32::new(-2.0, 0.5)
    );
    assert_eq!(
        max(&c, &all_axes()).unwrap().item().unwrap(),
        Complex32::new(3.0, -1.0)
    );
    assert_eq!(
        argmin(&c, &ArgOptions::default()).unwrap().item().unwrap(),
        2
    );
    assert_eq!(
        argmax(&c, &ArgOptions::default()).unwrap().item().unwrap(),
        1
    );
    assert_eq!(
        ptp(&c, &all_axes()).unwrap().item().unwrap(),
        Complex32::new(5.0, -1.5)
    );
    let tie = arr(
        vec![
            Complex64::new(1.0, 2.0),
            Complex64::new(1.0, 1.0),
            Complex64::new(0.0, 5.0),
        ],
        &[3],
    );
    assert_eq!(
        max(&tie, &all_axes()).unwrap().item().unwrap(),
        Complex64::new(1.0, 2.0)
    );
    let with_nan = arr(
        vec![
            Complex64::new(1.0, 1.0),
            Complex64::new(1.0, f64::NAN),
            Complex64::new(0.0, 0.0),
        ],
        &[3],
    );
    assert!(
        min(&with_nan, &all_axes())
            .unwrap()
            .item()
            .unwrap()
            .im
            .is_nan()
    );
    let nan_re = arr(
        vec![
            Complex64::new(1.0, 1.0),
            Complex64::new(f64::NAN, 0.0),
            Complex64::new(0.0, 2.0),
        ],
        &[3],
    );
    assert_eq!(
        nanmin(&nan_re, &all_axes()).unwrap().item().unwrap(),
        Complex64::new(0.0, 2.0)
    );
    assert_eq!(
        nanargmin(&nan_re, &ArgOptions::default())
            .unwrap()
            .item()
            .unwrap(),
        2
    );
}

#[test]
fn extrema_of_nothing_error() {
    let e = arr(Vec::<f32>::new(), &[0]);
    let err = min(&e, &all_axes()).expect_err("an error");
    assert!(
        err.to_string()
            .contains("zero-size array to reduction operation minimum which has no identity"),
        "{err}"
    );
    assert!(max(&e, &all_axes()).is_err());
    assert!(nanmin(&e, &all_axes()).is_err());
    assert!(ptp(&e, &all_axes()).is_err());
    let err = argmin(&e, &ArgOptions::default()).expect_err("an error");
    assert!(
        err.to_string()
            .contains("attempt to get argmin of an empty sequence"),
        "{err}"
    );
    let e2 = arr(Vec::<f32>::new(), &[0, 3]);
    assert!(min(&e2, &ax(&[0])).is_err());
    assert_eq!(min(&e2, &ax(&[1])).unwrap().shape(), &[0]);
    assert_eq!(
        argmax(
            &e2,
            &ArgOptions {
                axis: Some(1),
                keepdims: false
            }
        )
        .unwrap()
        .shape(),
        &[0]
    );
    assert!(
        argmax(
            &e2,
            &ArgOptions {
                axis: Some(0),
                keepdims: false
            }
        )
        .is_err()
    );
    let e00 = arr(Vec::<f32>::new(), &[0, 0]);
    assert!(min(&e00, &ax(&[0])).is_err());
}

#[test]
fn argmin_argmax() {
    let x = arr(vec![2.0f64, f64::NAN, -1.0, 4.0, f64::NAN], &[5]);
    assert_eq!(
        argmin(&x, &ArgOptions::default()).unwrap().item().unwrap(),
        1
    );
    assert_eq!(
        argmax(&x, &ArgOptions::default()).unwrap().item().unwrap(),
        1
    );
    assert_eq!(
        nanargmin(&x, &ArgOptions::default())
            .unwrap()
            .item()
            .unwrap(),
        2
    );
    assert_eq!(
        nanargmax(&x, &ArgOptions::default())
            .unwrap()
            .item()
            .unwrap(),
        3
    );
    // Ties: the first occurrence.
    let t = arr(vec![3i32, 1, 1, 3], &[4]);
    assert_eq!(
        argmin(&t, &ArgOptions::default()).unwrap().item().unwrap(),
        1
    );
    assert_eq!(
        argmax(&t, &ArgOptions::default()).unwrap().item().unwrap(),
        0
    );
    let z = arr(vec![0.0f64, -0.0], &[2]);
    assert_eq!(
        argmin(&z, &ArgOptions::default()).unwrap().item().unwrap(),
        0
    );
    // Flattened index of views follows C order of the view.
    let b = b234();
    let t = b.with_layout(vec![4, 3, 2], vec![1, 4, 12], 0);
    assert_eq!(
        argmax(&t, &ArgOptions::default()).unwrap().item().unwrap(),
        23
    );
    let rev = b.with_layout(vec![2, 3, 4], vec![12, -4, 1], 8);
    assert_eq!(
        argmin(&rev, &ArgOptions::default())
            .unwrap()
            .item()
            .unwrap(),
        8
    );
    let r = argmax(
        &rev,
        &ArgOptions {
            axis: Some(1),
            keepdims: false,
        },
    )
    .unwrap();
    assert_eq!(r.shape(), &[2, 4]);
    assert_eq!(r.to_vec().unwrap(), vec![0i64; 8]);
    let k = argmax(
        &b,
        &ArgOptions {
            axis: Some(-1),
            keepdims: true,
        },
    )
    .unwrap();
    assert_eq!(k.shape(), &[2, 3, 1]);
    assert_eq!(k.to_vec().unwrap(), vec![3i64; 6]);
    assert_eq!(
        argmax(
            &b,
            &ArgOptions {
                axis: None,
                keepdims: true
            }
        )
        .unwrap()
        .shape(),
        &[1, 1, 1]
    );
    let bo = arr(vec![true, false, true, false, false, true], &[2, 3]);
    assert_eq!(
        argmax(
            &bo,
            &ArgOptions {
                axis: Some(1),
                keepdims: false
            }
        )
        .unwrap()
        .to_vec()
        .unwrap(),
        vec![0i64, 2]
    );
    assert_eq!(
        argmin(&bo, &ArgOptions::default()).unwrap().item().unwrap(),
        1
    );
    let h = arr(
        [0.5, 1.5, 2.25, -1.0, 100.0].map(f16::from_f32).to_vec(),
        &[5],
    );
    assert_eq!(
        argmax(&h, &ArgOptions::default()).unwrap().item().unwrap(),
        4
    );
    let z0 = Array::scalar(7u8, &cpu()).unwrap();
    assert_eq!(
        argmin(&z0, &ArgOptions::default()).unwrap().item().unwrap(),
        0
    );
}

#[test]
fn nanarg_all_nan_errors() {
    let x = arr(vec![f64::NAN, f64::NAN], &[2]);
    let e = nanargmin(&x, &ArgOptions::default()).expect_err("an error");
    assert!(e.to_string().contains("All-NaN slice encountered"), "{e}");
    let m = arr(vec![f32::NAN, f32::NAN, 1.0, 2.0], &[2, 2]);
    assert!(
        nanargmax(
            &m,
            &ArgOptions {
                axis: Some(1),
                keepdims: false
            }
        )
        .is_err()
    );
    assert_eq!(
        nanargmax(
            &m,
            &ArgOptions {
                axis: Some(0),
                keepdims: false
            }
        )
        .unwrap()
        .to_vec()
        .unwrap(),
        vec![1i64, 1]
    );
    let neg_inf = arr(vec![f64::NAN, f64::NEG_INFINITY], &[2]);
    assert_eq!(
        nanargmin(&neg_inf, &ArgOptions::default())
            .unwrap()
            .item()
            .unwrap(),
        1
    );
    assert_eq!(
        nanargmax(&neg_inf, &ArgOptions::default())
            .unwrap()
            .item()
            .unwrap(),
        1
    );
}

#[test]
fn ptp_values() {
    let i8s = arr(vec![-128i8, 127], &[2]);
    assert_eq!(ptp(&i8s, &all_axes()).unwrap().item().unwrap(), -1);
    let u8s = arr(vec![200u8, 100, 255], &[3]);
    assert_eq!(ptp(&u8s, &all_axes()).unwrap().item().unwrap(), 155);
    let a = a23();
    assert_eq!(
        ptp(&a, &ax(&[1])).unwrap().to_vec().unwrap(),
        vec![5.25, 10.0]
    );
    let x = arr(vec![1.0f64, f64::NAN], &[2]);
    assert!(ptp(&x, &all_axes()).unwrap().item().unwrap().is_nan());
    let bo = arr(vec![true, false], &[2]);
    assert!(matches!(
        ptp(&bo, &all_axes()),
        Err(Error::Unsupported { .. })
    ));
}

// ------------------------------------------------------------------------------------ logical

#[test]
fn any_all_count_nonzero() {
    let bo = arr(vec![true, false, true, false, false, true], &[2, 3]);
    assert_eq!(
        any(&bo, &ax(&[0])).unwrap().to_vec().unwrap(),
        vec![true, false, true]
    );
    assert_eq!(
        all(&bo, &ax(&[0])).unwrap().to_vec().unwrap(),
        vec![false, false, true]
    );
    assert_eq!(
        count_nonzero(&bo, &ax(&[1])).unwrap().to_vec().unwrap(),
        vec![2i64, 1]
    );
    let x = arr(vec![f64::NAN, 0.0, -0.0], &[3]);
    assert_eq!(count_nonzero(&x, &all_axes()).unwrap().item().unwrap(), 1);
    assert!(any(&x, &all_axes()).unwrap().item().unwrap());
    assert!(!all(&x, &all_axes()).unwrap().item().unwrap());
    let e = arr(Vec::<f32>::new(), &[0]);
    assert!(!any(&e, &all_axes()).unwrap().item().unwrap());
    assert!(all(&e, &all_axes()).unwrap().item().unwrap());
    assert_eq!(count_nonzero(&e, &all_axes()).unwrap().item().unwrap(), 0);
    let c = arr(
        vec![Complex64::new(0.0, 1.0), Complex64::new(0.0, 0.0)],
        &[2],
    );
    assert_eq!(count_nonzero(&c, &all_axes()).unwrap().item().unwrap(), 1);
    let b = b234();
    let k = count_nonzero(&b, &ax(&[0, 1, 2]).keepdims(true)).unwrap();
    assert_eq!(k.shape(), &[1, 1, 1]);
    assert_eq!(k.item().unwrap(), 23);
    let h = arr([0.0, 1.0].map(f16::from_f32).to_vec(), &[2]);
    assert!(any(&h, &all_axes()).unwrap().item().unwrap());
    assert!(!all(&h, &all_axes()).unwrap().item().unwrap());
}

// ------------------------------------------------------------------------------------ norm

#[test]
fn vector_norms() {
    let v = arr(vec![3.0f64, -4.0, 0.0, 1.0], &[4]);
    let n = |ord: Option<NormOrd>| {
        norm(
            &v,
            &NormOptions {
                ord,
                ..Default::default()
            },
        )
        .unwrap()
        .item()
        .unwrap()
    };
    assert_close(&[n(None)], &[5.0990195135927845], 1e-15);
    assert_close(&[n(Some(NormOrd::Two))], &[5.0990195135927845], 1e-15);
    assert_eq!(n(Some(NormOrd::One)), 8.0);
    assert_eq!(n(Some(NormOrd::Zero)), 3.0);
    assert_eq!(n(Some(NormOrd::Inf)), 4.0);
    assert_eq!(n(Some(NormOrd::NegInf)), 0.0);
    assert_close(&[n(Some(NormOrd::P(3.0)))], &[4.514357435474001], 1e-15);
    assert_eq!(n(Some(NormOrd::P(-1.0))), 0.0);
    assert_close(&[n(Some(NormOrd::P(0.5)))], &[22.392304845413257], 1e-14);
    assert_eq!(n(Some(NormOrd::P(1.0))), 8.0);
    let m = arr(vec![3.0f64, 4.0, -1.0, 1.0, 0.0, 2.0], &[3, 2]);
    let o = NormOptions {
        axis: Some(&[1]),
        ..Default::default()
    };
    assert_close(
        &norm(&m, &o).unwrap().to_vec().unwrap(),
        &[5.0, std::f64::consts::SQRT_2, 2.0],
        1e-15,
    );
    let o = NormOptions {
        ord: Some(NormOrd::One),
        axis: Some(&[0]),
        keepdims: false,
    };
    assert_eq!(norm(&m, &o).unwrap().to_vec().unwrap(), vec![4.0, 7.0]);
    let o = NormOptions {
        keepdims: true,
        ..Default::default()
    };
    let k = norm(&m, &o).unwrap();
    assert_eq!(k.shape(), &[1, 1]);
    assert_close(&k.to_vec().unwrap(), &[5.5677643628300215], 1e-15);
    let o = NormOptions {
        ord: Some(NormOrd::Inf),
        axis: Some(&[-1]),
        keepdims: true,
    };
    assert_eq!(norm(&m, &o).unwrap().to_vec().unwrap(), vec![4.0, 1.0, 2.0]);
    // NaN propagates through the inf-norms.
    let nan = arr(vec![f64::NAN, f64::INFINITY], &[2]);
    let o = NormOptions {
        ord: Some(NormOrd::Inf),
        ..Default::default()
    };
    assert!(norm(&nan, &o).unwrap().item().unwrap().is_nan());
}

#[test]
fn norm_dtypes_empty_and_errors() {
    let c = arr(
        vec![
            Complex32::new(1.0, 2.0),
            Complex32::new(3.0, -1.0),
            Complex32::new(-2.0, 0.5),
            Complex32::new(1.0, 2.0),
        ],
        &[4],
    );
    let r: Array<f32> = norm(&c, &NormOptions::default()).unwrap();
    assert_close(&f32s(&r), &[4.924429], 1e-6);
    let o = NormOptions {
        ord: Some(NormOrd::One),
        ..Default::default()
    };
    assert_close(&f32s(&norm(&c, &o).unwrap()), &[9.695967], 1e-6);
    let o = NormOptions {
        ord: Some(NormOrd::Inf),
        ..Default::default()
    };
    assert_close(&f32s(&norm(&c, &o).unwrap()), &[3.1622777], 1e-6);
    let i8s = arr(vec![100i8, 100, 100, -128, 127], &[5]);
    assert_close(
        &norm(&i8s, &NormOptions::default())
            .unwrap()
            .to_vec()
            .unwrap(),
        &[250.0259986481406],
        1e-15,
    );
    let bo = arr(vec![true, false, true, false, false, true], &[2, 3]);
    assert_close(
        &norm(&bo, &NormOptions::default())
            .unwrap()
            .to_vec()
            .unwrap(),
        &[1.7320508075688772],
        1e-15,
    );
    let h = arr(
        [0.5, 1.5, 2.25, -1.0, 100.0].map(f16::from_f32).to_vec(),
        &[5],
    );
    assert_eq!(
        norm(&h, &NormOptions::default()).unwrap().item().unwrap(),
        f16::from_f32(100.0625)
    );
    let e = arr(Vec::<f64>::new(), &[0]);
    let n = |ord| {
        norm(
            &e,
            &NormOptions {
                ord,
                ..Default::default()
            },
        )
    };
    assert_eq!(n(None).unwrap().item().unwrap(), 0.0);
    assert_eq!(n(Some(NormOrd::Inf)).unwrap().item().unwrap(), 0.0);
    assert_eq!(
        n(Some(NormOrd::P(-1.0))).unwrap().item().unwrap(),
        f64::INFINITY
    );
    assert!(n(Some(NormOrd::NegInf)).is_err());
    let m = arr(vec![1.0f64; 4], &[2, 2]);
    let o = NormOptions {
        ord: Some(NormOrd::One),
        ..Default::default()
    };
    assert!(matches!(norm(&m, &o), Err(Error::Unsupported { .. })));
    let o = NormOptions {
        axis: Some(&[0, 1]),
        ..Default::default()
    };
    assert!(matches!(norm(&m, &o), Err(Error::Unsupported { .. })));
    let cube = arr(vec![1.0f64; 8], &[2, 2, 2]);
    assert_close(
        &norm(&cube, &NormOptions::default())
            .unwrap()
            .to_vec()
            .unwrap(),
        &[2.8284271247461903],
        1e-15,
    );
    let o = NormOptions {
        ord: Some(NormOrd::One),
        ..Default::default()
    };
    assert!(matches!(
        norm(&cube, &o),
        Err(Error::InvalidArgument { .. })
    ));
    let o = NormOptions {
        axis: Some(&[0, 1, 2]),
        ..Default::default()
    };
    assert!(matches!(
        norm(&cube, &o),
        Err(Error::InvalidArgument { .. })
    ));
}

// ------------------------------------------------------------------------------------ logsumexp

#[test]
fn logsumexp_values_and_infinities() {
    let x = arr(vec![1.0f64, 2.0, 3.0], &[3]);
    assert_close(
        &logsumexp(&x, &all_axes()).unwrap().to_vec().unwrap(),
        &[3.40760596444438],
        1e-15,
    );
    let x = arr(
        vec![
            0.0f64,
            1.0,
            2.0,
            f64::NEG_INFINITY,
            f64::NEG_INFINITY,
            f64::NEG_INFINITY,
        ],
        &[2, 3],
    );
    let r = logsumexp(&x, &ax(&[1])).unwrap().to_vec().unwrap();
    assert_close(&r, &[2.40760596444438, f64::NEG_INFINITY], 1e-15);
    let x = arr(vec![0.5f64, 1.0, f64::INFINITY, 2.0], &[2, 2]);
    let r = logsumexp(&x, &ax(&[0])).unwrap().to_vec().unwrap();
    assert_close(&r, &[f64::INFINITY, 2.313261687518223], 1e-15);
    let x = arr(vec![f64::INFINITY, f64::NEG_INFINITY], &[2]);
    assert_eq!(
        logsumexp(&x, &all_axes()).unwrap().item().unwrap(),
        f64::INFINITY
    );
    let x = arr(vec![f64::NAN, 1.0], &[2]);
    assert!(logsumexp(&x, &all_axes()).unwrap().item().unwrap().is_nan());
    let x = arr(vec![1000.0f64, 1000.0], &[2]);
    assert_close(
        &logsumexp(&x, &all_axes()).unwrap().to_vec().unwrap(),
        &[1000.6931471805599],
        1e-15,
    );
    let e = arr(Vec::<f64>::new(), &[0, 3]);
    assert_eq!(
        logsumexp(&e, &all_axes()).unwrap().item().unwrap(),
        f64::NEG_INFINITY
    );
    assert_eq!(
        logsumexp(&e, &ax(&[0])).unwrap().to_vec().unwrap(),
        vec![f64::NEG_INFINITY; 3]
    );
    let x = arr(vec![0.0f64, 1.0, 2.0, 3.0, 4.0, 5.0], &[2, 3]);
    let k = logsumexp(&x, &ax(&[0]).keepdims(true)).unwrap();
    assert_eq!(k.shape(), &[1, 3]);
    assert_close(
        &k.to_vec().unwrap(),
        &[3.048587351573742, 4.048587351573742, 5.048587351573742],
        1e-15,
    );
}

#[test]
fn logsumexp_dtypes() {
    let i = arr(vec![1i32, 2, 3], &[3]);
    assert_close(
        &logsumexp(&i, &all_axes()).unwrap().to_vec().unwrap(),
        &[3.40760596444438],
        1e-15,
    );
    let f = arr(vec![1.0f32, 2.0], &[2]);
    assert_close(
        &f32s(&logsumexp(&f, &all_axes()).unwrap()),
        &[2.3132617],
        1e-7,
    );
    let h = arr([1.0, 2.0].map(f16::from_f32).to_vec(), &[2]);
    assert_eq!(
        logsumexp(&h, &all_axes()).unwrap().item().unwrap(),
        f16::from_f32(2.3132617)
    );
    let c = arr(vec![Complex64::new(1.0, 1.0)], &[1]);
    assert!(matches!(
        logsumexp(&c, &all_axes()),
        Err(Error::Unsupported { .. })
    ));
}

// ------------------------------------------------------------------------------------ engine

/// Deterministic pseudo-random numbers in [0, 1).
fn lcg(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (s >> 11) as f64 / (1u64 << 53) as f64
        })
        .collect()
}

/// Naive reference: for each output (C order over kept axes), fold the reduced elements in C
/// order. `f` gets (accumulator, value, reduced index).
fn naive<T: Element, A: Copy>(
    a: &Array<T>,
    axes: &[usize],
    init: A,
    f: impl Fn(A, T, usize) -> A,
) -> Vec<A> {
    let nd = a.to_ndarray().unwrap();
    let shape = a.shape().to_vec();
    let kept: Vec<usize> = (0..shape.len()).filter(|d| !axes.contains(d)).collect();
    let nout: usize = kept.iter().map(|&d| shape[d]).product();
    let nred: usize = axes.iter().map(|&d| shape[d]).product();
    let mut out = vec![init; nout];
    for (o, slot) in out.iter_mut().enumerate() {
        let mut idx = vec![0usize; shape.len()];
        let mut rem = o;
        for &d in kept.iter().rev() {
            idx[d] = rem % shape[d];
            rem /= shape[d];
        }
        for r in 0..nred {
            let mut rem = r;
            for &d in axes.iter().rev() {
                idx[d] = rem % shape[d];
                rem /= shape[d];
            }
            *slot = f(*slot, nd[ndarray::IxDyn(&idx)], r);
        }
    }
    out
}

/// Layouts of one 3-D logical shape over a bigger buffer: C order, transposed, reversed, strided
/// and broadcast.
fn layouts(base: &Array<f64>, shape: [usize; 3]) -> Vec<Array<f64>> {
    let [a, b, c] = shape;
    let cs = [(b * c) as isize, c as isize, 1];
    vec![
        base.with_layout(shape.to_vec(), cs.to_vec(), 0),
        // Fortran order.
        base.with_layout(shape.to_vec(), vec![1, a as isize, (a * b) as isize], 0),
        // Middle axis reversed.
        base.with_layout(
            shape.to_vec(),
            vec![cs[0], -cs[1], 1],
            b.saturating_sub(1) * c,
        ),
        // Every other element of the last axis (over a buffer twice as long).
        base.with_layout(shape.to_vec(), vec![2 * cs[0], 2 * cs[1], 2], 1),
        // The first axis broadcast.
        base.with_layout(shape.to_vec(), vec![0, cs[1], 1], 0),
    ]
}

#[test]
fn engine_matches_naive_reference_over_layouts_and_axes() {
    let shapes = [
        [2, 3, 4],
        [3, 1, 5],
        [7, 33, 9],
        [64, 40, 30],
        [1, 1, 1],
        [5, 0, 3],
    ];
    let axis_sets: [&[usize]; 8] = [&[0], &[1], &[2], &[0, 1], &[0, 2], &[1, 2], &[0, 1, 2], &[]];
    for shape in shapes {
        let n = shape.iter().product::<usize>() * 2 + 2;
        // Integer values: sums are exact in any order.
        let data: Vec<f64> = lcg(n, 7)
            .into_iter()
            .map(|v| (v * 200.0).floor() - 100.0)
            .collect();
        let base = arr(data, &[n]);
        for x in layouts(&base, shape) {
            for axes in axis_sets {
                let axv: Vec<isize> = axes.iter().map(|&d| d as isize).collect();
                let opts = ReduceOptions::axes(&axv);
                let want = naive(&x, axes, 0.0, |s, v, _| s + v);
                assert_eq!(
                    sum(&x, &opts).unwrap().to_vec().unwrap(),
                    want,
                    "sum {shape:?} {axes:?} {:?}",
                    x.strides()
                );
                let count = axes.iter().map(|&d| shape[d]).product::<usize>();
                if count > 0 {
                    let want = naive(&x, axes, f64::INFINITY, |m, v, _| m.min(v));
                    assert_eq!(
                        min(&x, &opts).unwrap().to_vec().unwrap(),
                        want,
                        "min {shape:?} {axes:?}"
                    );
                }
                if axes.len() == 1 && count > 0 {
                    let want: Vec<i64> =
                        naive(&x, axes, (f64::NEG_INFINITY, -1i64), |(m, i), v, r| {
                            if v > m { (v, r as i64) } else { (m, i) }
                        })
                        .into_iter()
                        .map(|(_, i)| i)
                        .collect();
                    let o = ArgOptions {
                        axis: Some(axes[0] as isize),
                        keepdims: false,
                    };
                    assert_eq!(
                        argmax(&x, &o).unwrap().to_vec().unwrap(),
                        want,
                        "argmax {shape:?} {axes:?} {:?}",
                        x.strides()
                    );
                }
            }
            if !x.is_empty() {
                let want = naive(&x, &[0, 1, 2], (f64::INFINITY, -1i64), |(m, i), v, r| {
                    if v < m { (v, r as i64) } else { (m, i) }
                });
                assert_eq!(
                    argmin(&x, &ArgOptions::default()).unwrap().item().unwrap(),
                    want[0].1
                );
            }
        }
    }
}

#[test]
fn mean_var_over_layouts_match_two_pass_reference() {
    let shape = [40, 50, 33];
    let n = shape.iter().product::<usize>() * 2 + 2;
    let base = arr(lcg(n, 3), &[n]);
    for x in layouts(&base, shape) {
        for axes in [&[0usize][..], &[2], &[0, 2], &[1, 2]] {
            let axv: Vec<isize> = axes.iter().map(|&d| d as isize).collect();
            let cnt = axes.iter().map(|&d| shape[d]).product::<usize>() as f64;
            let sums = naive(&x, axes, 0.0, |s, v, _| s + v);
            let means: Vec<f64> = sums.iter().map(|s| s / cnt).collect();
            let got = mean(&x, &ReduceOptions::axes(&axv))
                .unwrap()
                .to_vec()
                .unwrap();
            assert_close(&got, &means, 1e-13);
            let got = var(
                &x,
                &VarOptions {
                    axis: Some(&axv),
                    ddof: 1.0,
                    keepdims: false,
                },
            )
            .unwrap()
            .to_vec()
            .unwrap();
            // Reference variance per output, two-pass.
            let nd = x.to_ndarray().unwrap();
            let mut perm: Vec<usize> = (0..3).filter(|d| !axes.contains(d)).collect();
            perm.extend_from_slice(axes);
            let p = nd.permuted_axes(perm);
            let rows = p
                .as_standard_layout()
                .into_owned()
                .into_shape_with_order((means.len(), cnt as usize))
                .unwrap();
            let want: Vec<f64> = rows
                .outer_iter()
                .zip(&means)
                .map(|(row, m)| row.iter().map(|v| (v - m) * (v - m)).sum::<f64>() / (cnt - 1.0))
                .collect();
            // Broadcast slices have zero variance up to rounding of the mean.
            assert_close_abs(&got, &want, 1e-12, 1e-28);
        }
    }
}

#[test]
fn f32_sum_of_2_pow_24_is_accurate() {
    let n = 1usize << 24;
    let data: Vec<f32> = lcg(n, 11).into_iter().map(|v| v as f32).collect();
    let exact: f64 = data.iter().map(|&v| v as f64).sum();
    let a = arr(data, &[n]);
    let s = sum(&a, &all_axes()).unwrap().item().unwrap() as f64;
    assert!(((s - exact) / exact).abs() < 1e-6, "{s} vs {exact}");
    let m = mean(&a, &all_axes()).unwrap().item().unwrap() as f64;
    assert!(((m - exact / n as f64) / (exact / n as f64)).abs() < 1e-6);
}

#[test]
fn f32_column_sums_are_accurate() {
    // 2^18 rows, 4 columns: the column traversal is pairwise too.
    let (rows, cols) = (1usize << 18, 4usize);
    let data: Vec<f32> = lcg(rows * cols, 5).into_iter().map(|v| v as f32).collect();
    let mut exact = vec![0.0f64; cols];
    for (i, &v) in data.iter().enumerate() {
        exact[i % cols] += v as f64;
    }
    let a = arr(data, &[rows, cols]);
    let got = f32s(&sum(&a, &ax(&[0])).unwrap());
    assert_close(&got, &exact, 1e-6);
    // The same through a transposed view (a lane traversal with stride 4).
    let t = a.with_layout(vec![cols, rows], vec![1, cols as isize], 0);
    assert_close(&f32s(&sum(&t, &ax(&[1])).unwrap()), &exact, 1e-6);
}

#[test]
fn plan_collapses_axes() {
    let p = Plan::new(&[2, 3, 4], &[12, 4, 1], Some(&[1, 2]), false, "t").unwrap();
    assert_eq!(
        (p.kshape.clone(), p.rshape.clone(), p.rstrides.clone()),
        (vec![2], vec![12], vec![1])
    );
    assert_eq!((p.nout, p.nred), (2, 12));
    assert_eq!(p.out_shape, vec![2]);
    let p = Plan::new(&[2, 3, 4], &[12, 4, 1], Some(&[0]), true, "t").unwrap();
    assert_eq!((p.kshape.clone(), p.kstrides.clone()), (vec![12], vec![1]));
    assert_eq!((p.rshape.clone(), p.rstrides.clone()), (vec![2], vec![12]));
    assert_eq!(p.out_shape, vec![1, 3, 4]);
    let p = Plan::new(&[], &[], None, false, "t").unwrap();
    assert_eq!((p.nout, p.nred, p.rshape.clone()), (1, 1, vec![1]));
}
