//! CPU tests of the ufuncs against values NumPy 2.4.6 gives. `expected.rs` holds NumPy's results
//! on fixed inputs (bits of float64), generated with `numpy` in a venv; the rest are written out.

#![allow(clippy::needless_borrows_for_generic_args)]

mod expected;

use super::dynarray::with_dtype;
use super::*;
use crate::{Array, Complex32, Complex64, DType, Device, bf16, f16};
use expected::*;

fn arr<T: Element>(v: Vec<T>, shape: &[usize]) -> Array<T> {
    Array::from_vec(v, shape, &Device::cpu()).unwrap()
}
fn f64s(bits: &[u64]) -> Vec<f64> {
    bits.iter().map(|&b| f64::from_bits(b)).collect()
}
fn same_f64(a: f64, b: f64) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}
fn ulp_f64(a: f64, b: f64, ulps: i64) -> bool {
    if same_f64(a, b) || a == b {
        return true;
    }
    if a.is_nan() || b.is_nan() || a.signum() != b.signum() {
        return false;
    }
    (a.to_bits() as i64 - b.to_bits() as i64).abs() <= ulps
}
fn ulp_f32(a: f32, b: f32, ulps: i32) -> bool {
    if a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()) || a == b {
        return true;
    }
    if a.is_nan() || b.is_nan() || a.signum() != b.signum() {
        return false;
    }
    (a.to_bits() as i32 - b.to_bits() as i32).abs() <= ulps
}

fn bop(name: &str) -> BinaryOp {
    *BinaryOp::ALL.iter().find(|o| o.name() == name).unwrap()
}
fn uop(name: &str) -> UnaryOp {
    *UnaryOp::ALL.iter().find(|o| o.name() == name).unwrap()
}

#[test]
fn binary_float64_match_numpy() {
    let x = arr(f64s(&X), &[12]);
    let y = arr(f64s(&Y), &[12]);
    for (name, want) in BINARY_F64 {
        let got = binary(bop(name), &x, &y)
            .unwrap()
            .into_typed::<f64>()
            .unwrap();
        let exact = !matches!(*name, "power" | "arctan2" | "hypot");
        for (i, (g, w)) in got
            .to_vec()
            .unwrap()
            .into_iter()
            .zip(f64s(want))
            .enumerate()
        {
            let ok = if exact {
                same_f64(g, w)
            } else {
                ulp_f64(g, w, 2)
            };
            assert!(
                ok,
                "{name}({}, {}) = {g:e}, NumPy {w:e}",
                f64::from_bits(X[i]),
                f64::from_bits(Y[i])
            );
        }
    }
}

#[test]
fn unary_float64_match_numpy() {
    let u = arr(f64s(&U), &[12]);
    let exact = [
        "negative",
        "absolute",
        "sign",
        "square",
        "reciprocal",
        "sqrt",
        "floor",
        "ceil",
        "trunc",
        "rint",
        "deg2rad",
        "rad2deg",
    ];
    for (name, want) in UNARY_F64 {
        let op = uop(name);
        let got = unary(op, &u).unwrap().into_typed::<f64>().unwrap();
        for (i, (g, w)) in got
            .to_vec()
            .unwrap()
            .into_iter()
            .zip(f64s(want))
            .enumerate()
        {
            let ok = if exact.contains(name) {
                same_f64(g, w)
            } else {
                ulp_f64(g, w, 2)
            };
            assert!(ok, "{name}({}) = {g:e}, NumPy {w:e}", f64::from_bits(U[i]));
        }
    }
}

#[test]
fn unary_float32_match_numpy() {
    let u = arr(f64s(&U).into_iter().map(|v| v as f32).collect(), &[12]);
    for (name, want) in UNARY_F32 {
        let got = unary(uop(name), &u).unwrap().into_typed::<f32>().unwrap();
        for (g, w) in got.to_vec().unwrap().into_iter().zip(f64s(want)) {
            // NumPy's SIMD float32 kernels and glibc differ by a few ulp.
            assert!(ulp_f32(g, w as f32, 4), "{name}: {g:e} vs NumPy {w:e}");
        }
    }
    // Weak scalars keep float32.
    let a = arr(vec![1.5f32, -2.0], &[2]);
    let r = (&(&a * 2.0).unwrap() + 1).unwrap();
    assert_eq!(r.to_vec().unwrap(), vec![4.0, -3.0]);
    let r = (0.5 - &a).unwrap();
    assert_eq!(r.to_vec().unwrap(), vec![-1.0, 2.5]);
}

fn cplx(v: &[(u64, u64)]) -> Vec<Complex64> {
    v.iter()
        .map(|&(r, i)| Complex64::new(f64::from_bits(r), f64::from_bits(i)))
        .collect()
}

#[test]
fn complex128_match_numpy() {
    let z = arr(cplx(&Z), &[8]);
    let w = arr(cplx(&W), &[8]);
    for (name, want) in COMPLEX {
        let got = match BinaryOp::ALL.iter().find(|o| o.name() == *name) {
            Some(&op) => binary(op, &z, &w),
            None => unary(uop(name), &z),
        }
        .unwrap()
        .into_typed::<Complex64>()
        .unwrap()
        .to_vec()
        .unwrap();
        for (g, e) in got.iter().zip(cplx(want)) {
            let err = (g - e).norm();
            assert!(err <= 1e-14 * e.norm().max(1.0), "{name}: {g} vs NumPy {e}");
        }
    }
    // absolute of complex is real; comparisons are lexicographic.
    let a: Array<f64> = absolute(&z).unwrap();
    assert_eq!(a.to_vec().unwrap()[6], 5.0);
    let nan = f64::NAN;
    let p = arr(
        vec![
            Complex64::new(1.0, 1.0),
            Complex64::new(1.0, nan),
            Complex64::new(nan, 0.0),
        ],
        &[3],
    );
    let q = arr(
        vec![
            Complex64::new(1.0, 2.0),
            Complex64::new(2.0, 0.0),
            Complex64::new(1.0, 0.0),
        ],
        &[3],
    );
    assert_eq!(
        less::<bool>(&p, &q).unwrap().to_vec().unwrap(),
        vec![true, false, false]
    );
    let m: Array<Complex64> = maximum(&p, &q).unwrap();
    let m = m.to_vec().unwrap();
    assert_eq!(m[0], Complex64::new(1.0, 2.0));
    assert!(m[1].im.is_nan() && m[2].re.is_nan());
    let f: Array<Complex64> = fmax(&p, &q).unwrap();
    assert_eq!(
        f.to_vec().unwrap()[1..],
        [Complex64::new(2.0, 0.0), Complex64::new(1.0, 0.0)]
    );
    // Division by complex zero, as NumPy.
    let d: Array<Complex64> = divide(
        &arr(
            vec![Complex64::new(1.0, 1.0), Complex64::new(1.0, 0.0)],
            &[2],
        ),
        Complex64::new(0.0, 0.0),
    )
    .unwrap();
    let d = d.to_vec().unwrap();
    assert_eq!((d[0].re, d[0].im), (f64::INFINITY, f64::INFINITY));
    assert!(d[1].re.is_infinite() && d[1].im.is_nan());
}

#[test]
fn integer_semantics_match_numpy() {
    let a = arr(vec![7i32, -7, 7, -7, 5, i32::MIN], &[6]);
    let b = arr(vec![3i32, 3, -3, -3, 0, -1], &[6]);
    assert_eq!(
        floor_divide::<i32>(&a, &b).unwrap().to_vec().unwrap(),
        vec![2, -3, -3, 2, 0, i32::MIN]
    );
    assert_eq!(
        remainder::<i32>(&a, &b).unwrap().to_vec().unwrap(),
        vec![1, 2, -2, -1, 0, 0]
    );
    assert_eq!(
        fmod::<i32>(&a, &b).unwrap().to_vec().unwrap(),
        vec![1, -1, 1, -1, 0, 0]
    );
    assert_eq!(
        (&a % &b).unwrap().to_vec().unwrap(),
        vec![1, 2, -2, -1, 0, 0]
    );
    // Division of integers is true division (float64); std `/` on i32 refuses.
    let q: Array<f64> = divide(&a, &b).unwrap();
    assert_eq!(q.to_vec().unwrap()[4], f64::INFINITY);
    assert!(matches!(&a / &b, Err(Error::DTypeMismatch { .. })));
    // Shifts beyond the width (and negative counts) as NumPy.
    let x = arr(vec![1i8, 1, -1, -128, 64, -5], &[6]);
    let s = arr(vec![7i8, 8, 100, 8, 10, -1], &[6]);
    assert_eq!(
        (&x << &s).unwrap().to_vec().unwrap(),
        vec![-128, 0, 0, 0, 0, 0]
    );
    assert_eq!(
        (&x >> &s).unwrap().to_vec().unwrap(),
        vec![0, 0, -1, -1, 0, -1]
    );
    let u = arr(vec![1u8, 200], &[2]);
    assert_eq!(negative::<u8>(&u).unwrap().to_vec().unwrap(), vec![255, 56]);
    assert_eq!((&u + &u).unwrap().to_vec().unwrap(), vec![2, 144]);
    assert_eq!(power::<u8>(&u, 2).unwrap().to_vec().unwrap(), vec![1, 64]);
    assert_eq!((!&u).unwrap().to_vec().unwrap(), vec![254, 55]);
    let r = arr(vec![0i32, 1, 2, -1, -2], &[5]);
    assert_eq!(
        reciprocal::<i32>(&r).unwrap().to_vec().unwrap(),
        vec![i32::MIN, 1, 0, -1, 0]
    );
    assert_eq!(
        sign::<i32>(&r).unwrap().to_vec().unwrap(),
        vec![0, 1, 1, -1, -1]
    );
    // abs(int8 min) wraps, as NumPy.
    assert_eq!(
        absolute::<i8>(&arr(vec![-128i8], &[1]))
            .unwrap()
            .to_vec()
            .unwrap(),
        vec![-128]
    );
    // Mixed signedness promotes: uint8 + int8 -> int16.
    let m: Array<i16> = add(&u, &arr(vec![-1i8], &[1])).unwrap();
    assert_eq!(m.to_vec().unwrap(), vec![0, 199]);
    // Bool arithmetic.
    let t = arr(vec![true, false], &[2]);
    assert_eq!((&t + &t).unwrap().to_vec().unwrap(), vec![true, false]);
    assert!(subtract::<bool>(&t, &t).is_err());
    assert!(negative::<bool>(&t).is_err());
    assert_eq!(
        floor_divide::<i8>(&t, &t).unwrap().to_vec().unwrap(),
        vec![1, 0]
    );
    // Logical ops on numbers (NaN is true).
    let f = arr(vec![0.0f64, f64::NAN, 2.0], &[3]);
    assert_eq!(
        logical_and::<bool>(&f, 1).unwrap().to_vec().unwrap(),
        vec![false, true, true]
    );
    assert_eq!(
        logical_not::<bool>(&f).unwrap().to_vec().unwrap(),
        vec![true, false, false]
    );
}

#[test]
fn weak_scalars_follow_nep50() {
    let u8a = arr(vec![1u8, 200], &[2]);
    assert!(matches!(&u8a + 300, Err(Error::InvalidArgument { .. })));
    assert!(add::<u8>(&u8a, -1).is_err());
    assert_eq!((&u8a + 55).unwrap().to_vec().unwrap(), vec![56, 255]);
    // Comparisons with out-of-range Python ints are exact (NumPy 2).
    assert_eq!(
        less::<bool>(&u8a, 300).unwrap().to_vec().unwrap(),
        vec![true, true]
    );
    assert_eq!(
        equal::<bool>(&u8a, -1).unwrap().to_vec().unwrap(),
        vec![false, false]
    );
    assert_eq!(
        greater::<bool>(300, &u8a).unwrap().to_vec().unwrap(),
        vec![true, true]
    );
    assert_eq!(
        greater_equal::<bool>(-1, &u8a).unwrap().to_vec().unwrap(),
        vec![false, false]
    );
    // u8 / 300 is a float64 loop: no overflow.
    let q: Array<f64> = divide(&u8a, 300).unwrap();
    assert_eq!(q.to_vec().unwrap()[0], 1.0 / 300.0);
    let i = arr(vec![1i32, 2], &[2]);
    let r: Array<f64> = add(&i, 2.5).unwrap();
    assert_eq!(r.to_vec().unwrap(), vec![3.5, 4.5]);
    assert!(matches!(&i + 2.5, Err(Error::DTypeMismatch { .. })));
    let h = arr(vec![f16::from_f32(1.0)], &[1]);
    let r: Array<f16> = add(&h, 1e10).unwrap();
    assert_eq!(r.to_vec().unwrap(), vec![f16::INFINITY]);
    let c: Array<Complex32> = multiply(&arr(vec![2.0f32], &[1]), Complex64::new(0.0, 1.0)).unwrap();
    assert_eq!(c.to_vec().unwrap(), vec![Complex32::new(0.0, 2.0)]);
    let b = arr(vec![true], &[1]);
    assert_eq!(binary(BinaryOp::Add, &b, 1).unwrap().dtype(), DType::I64);
}

#[test]
fn half_precision_rounds_once_like_numpy() {
    let h = |v: f32| f16::from_f32(v);
    let a = arr(vec![h(1.0), h(2049.0), h(0.1)], &[3]);
    let s: Array<f16> = add(&a, &a).unwrap();
    assert_eq!(s.to_vec().unwrap(), vec![h(2.0), h(4096.0), h(0.2)]);
    let r: Array<f16> = sin(&a).unwrap();
    assert_eq!(r.to_vec().unwrap()[0], h(1.0f32.sin()));
    // nextafter steps in float16 ulps.
    let n: Array<f16> = nextafter(
        &arr(vec![h(1.0), h(0.0)], &[2]),
        &arr(vec![h(2.0), h(-1.0)], &[2]),
    )
    .unwrap();
    assert_eq!(
        n.to_vec().unwrap(),
        vec![f16::from_bits(0x3c01), f16::from_bits(0x8001)]
    );
    let bh = |v: f32| bf16::from_f32(v);
    let n: Array<bf16> = nextafter(&arr(vec![bh(1.0)], &[1]), &arr(vec![bh(0.0)], &[1])).unwrap();
    assert_eq!(n.to_vec().unwrap(), vec![bf16::from_bits(0x3f7f)]);
    // numpy.round in float16: 10**5 overflows to inf, so the result is NaN.
    let rr: Array<f16> = round(&arr(vec![h(1.5)], &[1]), 5).unwrap();
    assert!(rr.to_vec().unwrap()[0].is_nan());
    let rr: Array<f16> = round(&arr(vec![h(2.25), h(0.125)], &[2]), 2).unwrap();
    assert_eq!(rr.to_vec().unwrap(), vec![h(2.25), h(0.12)]);
    // int8 -> float16 loops, bfloat16 + float16 -> float32.
    assert_eq!(
        unary(UnaryOp::Sqrt, &arr(vec![4i8], &[1])).unwrap().dtype(),
        DType::F16
    );
    let m: Array<f32> = add(&arr(vec![bh(1.5)], &[1]), &arr(vec![h(2.0)], &[1])).unwrap();
    assert_eq!(m.to_vec().unwrap(), vec![3.5]);
}

#[test]
fn broadcasting_zero_d_empty_and_strided() {
    let a = arr((0..6).map(|v| v as f64).collect(), &[2, 1, 3]);
    let b = arr(vec![10.0, 20.0, 30.0, 40.0], &[4, 1]);
    let c = (&a + &b).unwrap();
    assert_eq!(c.shape(), &[2, 4, 3]);
    assert_eq!(
        c.to_vec().unwrap()[..6],
        [10.0, 11.0, 12.0, 20.0, 21.0, 22.0]
    );
    let Err(e) = &a + &arr(vec![1.0; 4], &[4]) else {
        panic!("shapes do not broadcast")
    };
    let msg = e.to_string();
    assert!(msg.contains("[2, 1, 3]") && msg.contains("[4]"), "{msg}");
    // 0-d with 0-d, 0-d with 1-d.
    let s = Array::scalar(2.0f64, &Device::cpu()).unwrap();
    assert_eq!((&s * &s).unwrap().shape(), &[] as &[usize]);
    assert_eq!((&s * &s).unwrap().item().unwrap(), 4.0);
    assert_eq!((&s - &b).unwrap().shape(), &[4, 1]);
    // Empty operands broadcast to empty results.
    let z = arr(Vec::<f32>::new(), &[0, 3]);
    let r = (&z + &arr(vec![1.0f32, 2.0, 3.0], &[3])).unwrap();
    assert_eq!(r.shape(), &[0, 3]);
    assert!(sin::<f32>(&z).unwrap().is_empty());
    assert!((&z + &arr(vec![1.0f32, 2.0], &[2])).is_err());
    // A reversed, strided view (negative stride) and a transpose.
    let base = arr((0..6).map(|v| v as i64).collect(), &[2, 3]);
    let rev = base.with_layout(vec![3], vec![-1], 5);
    assert_eq!((&rev * 2).unwrap().to_vec().unwrap(), vec![10, 8, 6]);
    let t = base.with_layout(vec![3, 2], vec![1, 3], 0);
    let tt = (&t - &t.with_layout(vec![3, 1], vec![1, 0], 0)).unwrap();
    assert_eq!(tt.to_vec().unwrap(), vec![0, 3, 0, 3, 0, 3]);
    // Mismatched devices are not possible on the CPU; a scalar-only call is an error.
    assert!(binary(BinaryOp::Add, 1.0, 2.0).is_err());
}

#[test]
fn out_variants_cast_and_check() {
    let a = arr(vec![1i32, 2], &[2]);
    let mut out = Array::<f64>::empty(&[3, 2], &Device::cpu()).unwrap();
    add_into(&a, 0.5, &mut out).unwrap();
    assert_eq!(out.to_vec().unwrap(), vec![1.5, 2.5, 1.5, 2.5, 1.5, 2.5]);
    let mut small = Array::<i8>::empty(&[2], &Device::cpu()).unwrap();
    multiply_into(&a, 100, &mut small).unwrap();
    assert_eq!(small.to_vec().unwrap(), vec![100, -56]);
    let mut bad = Array::<i32>::empty(&[2], &Device::cpu()).unwrap();
    assert!(matches!(
        divide_into(&a, &a, &mut bad),
        Err(Error::DTypeMismatch { .. })
    ));
    let mut wrong = Array::<i32>::empty(&[3], &Device::cpu()).unwrap();
    assert!(matches!(
        add_into(&a, &a, &mut wrong),
        Err(Error::ShapeMismatch { .. })
    ));
    // The output may not be broadcast (inputs may).
    let big = arr(vec![1i32; 6], &[3, 2]);
    let mut one = Array::<i32>::empty(&[2], &Device::cpu()).unwrap();
    assert!(add_into(&big, &a, &mut one).is_err());
    // Writing into an array that shares storage leaves the other handle unchanged.
    let mut shared = a.clone();
    add_into(&a, &a, &mut shared).unwrap();
    assert_eq!(shared.to_vec().unwrap(), vec![2, 4]);
    assert_eq!(a.to_vec().unwrap(), vec![1, 2]);
    let mut m = Array::<bool>::empty(&[2], &Device::cpu()).unwrap();
    less_into(&a, 2, &mut m).unwrap();
    assert_eq!(m.to_vec().unwrap(), vec![true, false]);
    let mut f = Array::<f32>::empty(&[2], &Device::cpu()).unwrap();
    sqrt_into(&arr(vec![4.0f64, 9.0], &[2]), &mut f).unwrap();
    assert_eq!(f.to_vec().unwrap(), vec![2.0, 3.0]);
}

#[test]
fn two_outputs_round_angle_real_imag() {
    let x = arr(
        vec![
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            0.0,
            -0.0,
            5e-324,
            8.0,
        ],
        &[7],
    );
    let (m, e) = frexp::<f64>(&x).unwrap();
    let m = m.to_vec().unwrap();
    assert_eq!(e.to_vec().unwrap(), vec![0, 0, 0, 0, 0, -1073, 4]);
    assert_eq!(
        (m[0], m[1], m[5], m[6]),
        (f64::INFINITY, f64::NEG_INFINITY, 0.5, 0.5)
    );
    assert!(m[2].is_nan() && m[4].is_sign_negative());
    let (f, i) = modf::<f64>(&arr(
        vec![-3.5, f64::INFINITY, f64::NEG_INFINITY, -0.0],
        &[4],
    ))
    .unwrap();
    let f = f.to_vec().unwrap();
    assert_eq!(f, vec![-0.5, 0.0, -0.0, -0.0]);
    assert!(f[2].is_sign_negative() && !f[1].is_sign_negative());
    assert_eq!(
        i.to_vec().unwrap(),
        vec![-3.0, f64::INFINITY, f64::NEG_INFINITY, -0.0]
    );
    let (m16, e16) = frexp_dyn(&arr(vec![3u8], &[1])).unwrap();
    assert_eq!((m16.dtype(), e16.dtype()), (DType::F16, DType::I32));
    // round
    let r: Array<f64> = round(&arr(vec![2.675, 1e300, 125.0, -0.5], &[4]), 2).unwrap();
    assert_eq!(r.to_vec().unwrap()[0], 2.68);
    let r: Array<f64> = round(&arr(vec![125.0, 135.0], &[2]), -1).unwrap();
    assert_eq!(r.to_vec().unwrap(), vec![120.0, 140.0]);
    let r: Array<i32> = round(&arr(vec![1250i32, -1350, 1251], &[3]), -2).unwrap();
    assert_eq!(r.to_vec().unwrap(), vec![1200, -1400, 1300]);
    let r: Array<f32> = round(&arr(vec![1.5f32, 2.675], &[2]), 2).unwrap();
    assert_eq!(r.to_vec().unwrap(), vec![1.5, 2.68]);
    let r: Array<Complex64> = round(&arr(vec![Complex64::new(1.5, 2.5)], &[1]), 0).unwrap();
    assert_eq!(r.to_vec().unwrap(), vec![Complex64::new(2.0, 2.0)]);
    assert!(round_dyn(&arr(vec![true], &[1]), 0).is_err());
    // angle of real input: 0 or pi, dtype per arctan2's loop.
    let a = angle::<f64>(&arr(vec![-1i32, 2], &[2]), false).unwrap();
    assert_eq!(a.to_vec().unwrap(), vec![std::f64::consts::PI, 0.0]);
    assert_eq!(
        unary(UnaryOp::Angle, &arr(vec![1i8], &[1]))
            .unwrap()
            .dtype(),
        DType::F16
    );
    assert_eq!(
        unary(UnaryOp::Angle, &arr(vec![true], &[1]))
            .unwrap()
            .dtype(),
        DType::F64
    );
    let z = arr(vec![Complex32::new(0.0, 1.0)], &[1]);
    assert_eq!(
        angle::<f32>(&z, true).unwrap().to_vec().unwrap(),
        vec![90.0]
    );
    assert_eq!(real::<f32>(&z).unwrap().to_vec().unwrap(), vec![0.0]);
    assert_eq!(imag::<f32>(&z).unwrap().to_vec().unwrap(), vec![1.0]);
    assert_eq!(
        imag::<i16>(&arr(vec![5i16], &[1]))
            .unwrap()
            .to_vec()
            .unwrap(),
        vec![0]
    );
    assert_eq!(
        conj::<Complex32>(&z).unwrap().to_vec().unwrap(),
        vec![Complex32::new(0.0, -1.0)]
    );
    // Typed results must name NumPy's dtype.
    assert!(matches!(
        sin::<f32>(&arr(vec![1.0f64], &[1])),
        Err(Error::DTypeMismatch { .. })
    ));
    assert!(invert::<f64>(&arr(vec![1.0f64], &[1])).is_err());
}

#[test]
fn special_values_and_signed_zeros() {
    let x = arr(vec![0.0f64, -0.0, f64::NAN, 1.0], &[4]);
    let y = arr(vec![-0.0f64, 0.0, 1.0, f64::NAN], &[4]);
    let mx = maximum::<f64>(&x, &y).unwrap().to_vec().unwrap();
    assert!(mx[0].is_sign_negative() && !mx[1].is_sign_negative());
    assert!(mx[2].is_nan() && mx[3].is_nan());
    let fx = fmax::<f64>(&x, &y).unwrap().to_vec().unwrap();
    assert_eq!((fx[2], fx[3]), (1.0, 1.0));
    assert_eq!(
        isnan::<bool>(&x).unwrap().to_vec().unwrap(),
        vec![false, false, true, false]
    );
    assert_eq!(
        signbit::<bool>(&x).unwrap().to_vec().unwrap(),
        vec![false, true, false, false]
    );
    assert_eq!(
        equal::<bool>(&x, &y).unwrap().to_vec().unwrap(),
        vec![true, true, false, false]
    );
    let s = sign::<f64>(&arr(vec![-0.0f64, f64::NAN, -2.0], &[3]))
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(s[0] == 0.0 && !s[0].is_sign_negative() && s[1].is_nan() && s[2] == -1.0);
    let inf = arr(vec![f64::INFINITY, f64::NEG_INFINITY, 1.0], &[3]);
    assert_eq!(
        isfinite::<bool>(&inf).unwrap().to_vec().unwrap(),
        vec![false, false, true]
    );
    let e = ldexp::<f64>(
        &arr(vec![1.0f64, 3.0, 1.0], &[3]),
        &arr(vec![1024i32, -1075, -1074], &[3]),
    )
    .unwrap()
    .to_vec()
    .unwrap();
    assert_eq!(e, vec![f64::INFINITY, 1e-323, 5e-324]);
    assert!(ldexp::<f64>(&arr(vec![1.0f64], &[1]), &arr(vec![1.0f64], &[1])).is_err());
    assert!(ldexp::<f64>(&arr(vec![1.0f64], &[1]), &arr(vec![1u64], &[1])).is_err());
}

/// Output dtype of binary ufuncs with a weak Python scalar as second operand (NumPy 2.4.6): for a
/// Python int, float, complex (14 dtypes each, `?bhilBHILefdFD`; `-` = TypeError).
const NUMPY_WEAK_BINARY: &[(&str, &str)] = &[
    ("add", "lbhilBHILefdFDdddddddddefdFDDDDDDDDDDFFDFD"),
    ("subtract", "lbhilBHILefdFDdddddddddefdFDDDDDDDDDDFFDFD"),
    ("divide", "dddddddddefdFDdddddddddefdFDDDDDDDDDDFFDFD"),
    ("floor_divide", "lbhilBHILefd--dddddddddefd----------------"),
    ("power", "lbhilBHILefdFDdddddddddefdFDDDDDDDDDDFFDFD"),
    ("equal", "??????????????????????????????????????????"),
    ("logical_and", "??????????????????????????????????????????"),
    ("bitwise_and", "lbhilBHIL---------------------------------"),
    ("left_shift", "lbhilBHIL---------------------------------"),
    ("arctan2", "defddefddefd--dddddddddefd----------------"),
    ("maximum", "lbhilBHILefdFDdddddddddefdFDDDDDDDDDDFFDFD"),
    ("nextafter", "defddefddefd--dddddddddefd----------------"),
    ("ldexp", "eefddefddefd------------------------------"),
    ("fmod", "lbhilBHILefd--dddddddddefd----------------"),
];

#[test]
fn weak_scalar_loops_match_numpy() {
    use crate::ufunc::promotion::tests_support::from_code;
    let codes = "?bhilBHILefdFD";
    let scalars = [
        crate::Scalar::Int(1),
        crate::Scalar::Float(1.0),
        crate::Scalar::Complex(0.0, 1.0),
    ];
    for (name, table) in NUMPY_WEAK_BINARY {
        let op = bop(name);
        for (k, s) in scalars.iter().enumerate() {
            for (i, c) in codes.chars().enumerate() {
                let d = from_code(c);
                let a = with_dtype!(d, T => DynArray::from(arr(vec![T::one()], &[1])));
                let got = engine::plan_binary(op, &Operand::from(&a), &Operand::Scalar(*s))
                    .map(|p| p.lp.outputs[0]);
                let want = table.chars().nth(k * 14 + i).unwrap();
                match got {
                    Ok(g) => assert_eq!(g, from_code(want), "{name}({d}, {s:?})"),
                    Err(_) => assert_eq!(want, '-', "{name}({d}, {s:?})"),
                }
            }
        }
    }
}

#[test]
fn complex64_close_to_numpy_complex128() {
    let z64: Vec<Complex32> = cplx(&Z)
        .iter()
        .map(|c| Complex32::new(c.re as f32, c.im as f32))
        .collect();
    let w64: Vec<Complex32> = cplx(&W)
        .iter()
        .map(|c| Complex32::new(c.re as f32, c.im as f32))
        .collect();
    let (z, w) = (arr(z64, &[8]), arr(w64, &[8]));
    for (name, want) in COMPLEX {
        let r = match BinaryOp::ALL.iter().find(|o| o.name() == *name) {
            Some(&op) => binary(op, &z, &w),
            None => unary(uop(name), &z),
        }
        .unwrap();
        assert_eq!(r.dtype(), DType::C64, "{name}");
        let got = r.into_typed::<Complex32>().unwrap().to_vec().unwrap();
        for (g, e) in got.iter().zip(cplx(want)) {
            let g = Complex64::new(g.re as f64, g.im as f64);
            assert!(
                (g - e).norm() <= 2e-5 * e.norm().max(1.0),
                "{name}: {g} vs {e}"
            );
        }
    }
}

/// The parallel n-d paths (`crate::par`): large broadcast and strided operands whose blocks are
/// cut along axis 0, or along axis 1 when axis 0 is short; unary, binary, two-output ufuncs and
/// casts, each value checked against a plain loop.
#[test]
fn large_broadcast_and_strided_loops_split_across_threads() {
    let n = 1 << 16;
    for rows in [3usize, 64] {
        let a = arr((0..rows * n).map(|v| v as f64).collect(), &[rows, n]);
        let b = arr((0..n).map(|v| (v % 7) as f64).collect(), &[1, n]);
        let c = (&a + &b).unwrap();
        let want: Vec<f64> = (0..rows * n)
            .map(|i| i as f64 + (i % n % 7) as f64)
            .collect();
        assert_eq!(c.to_vec().unwrap(), want, "rows {rows}");
        // A transposed (strided) operand: the unary and two-output loops.
        let t = a.with_layout(vec![n, rows], vec![1, n as isize], 0);
        let neg = (&t * -1.0).unwrap().to_vec().unwrap();
        let want_t: Vec<f64> = (0..n * rows)
            .map(|k| -(((k % rows) * n + k / rows) as f64))
            .collect();
        assert_eq!(neg, want_t, "rows {rows}");
        let s = sin::<f64>(&t).unwrap().to_vec().unwrap();
        assert!(
            s.iter().zip(&want_t).all(|(s, w)| *s == (-w).sin()),
            "rows {rows}"
        );
        let parts = modf::<f64>(&(&t / 3.0).unwrap()).unwrap();
        let (f, i) = (parts.0.to_vec().unwrap(), parts.1.to_vec().unwrap());
        for k in (0..n * rows).step_by(997) {
            let x = -want_t[k] / 3.0;
            assert_eq!((f[k], i[k]), (x.fract(), x.trunc()), "rows {rows} k {k}");
        }
        let cast = t.astype::<f32>().unwrap().to_vec().unwrap();
        assert!(
            cast.iter().zip(&want_t).all(|(c, w)| *c == -*w as f32),
            "rows {rows}"
        );
    }
}
