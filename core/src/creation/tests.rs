//! CPU tests of array creation against values NumPy 2.4 gives (computed with NumPy and written
//! out; floats as the shortest repr that round-trips, compared bit for bit).

use super::*;
use crate::{Complex32, Complex64, bf16, f16};

fn cpu() -> Device {
    Device::cpu()
}

fn vals<T: Element>(a: &Array<T>) -> Vec<T> {
    a.to_vec().expect("CPU readback")
}

fn bits64(v: &[f64]) -> Vec<u64> {
    v.iter().map(|x| x.to_bits()).collect()
}

/// Exact equality of f64 vectors (NaN equal to NaN, signed zeros distinguished).
fn assert_f64_exact(got: &[f64], want: &[f64]) {
    assert_eq!(bits64(got), bits64(want), "got {got:?}, want {want:?}");
}

// -------------------------------------------------------------------- zeros, ones, full, *_like

#[test]
fn zeros_ones_full_every_dtype() {
    fn check<T: Element>(value: T) {
        let z = Array::<T>::zeros(&[2, 3], &cpu()).unwrap();
        assert_eq!(z.shape(), &[2, 3]);
        assert_eq!(vals(&z), vec![T::zero(); 6], "{}", T::DTYPE);
        let o = Array::<T>::ones(&[4], &cpu()).unwrap();
        assert_eq!(vals(&o), vec![T::one(); 4], "{}", T::DTYPE);
        let f = Array::<T>::full(&[3, 1], value, &cpu()).unwrap();
        assert_eq!(vals(&f), vec![value; 3], "{}", T::DTYPE);
        assert!(f.is_c_contiguous());
        // 0-d and empty shapes.
        assert_eq!(
            vals(&Array::<T>::full(&[], value, &cpu()).unwrap()),
            vec![value]
        );
        let e = Array::<T>::ones(&[0, 3], &cpu()).unwrap();
        assert_eq!((e.shape(), e.len()), (&[0usize, 3][..], 0));
    }
    check(true);
    check(-5i8);
    check(-300i16);
    check(70000i32);
    check(-(1i64 << 40));
    check(200u8);
    check(60000u16);
    check(4_000_000_000u32);
    check(u64::MAX);
    check(f16::from_f32(-2.5));
    check(bf16::from_f32(3.25));
    check(1.5f32);
    check(-0.0f64);
    check(Complex32::new(1.0, -2.0));
    check(Complex64::new(-0.5, 4.0));
    assert!(vals(&Array::<bool>::ones(&[2], &cpu()).unwrap()) == vec![true, true]);
}

#[test]
fn zeros_rejects_overflowing_shape() {
    assert!(matches!(
        Array::<f64>::zeros(&[usize::MAX, 2], &cpu()),
        Err(Error::InvalidShape { .. })
    ));
}

#[test]
fn like_functions_keep_axis_order_like_numpy() {
    let dev = cpu();
    let a = Array::from_vec((0..6).map(|x| x as f64).collect(), &[2, 3], &dev).unwrap();
    // a.T: F-contiguous, so the result is F-ordered (NumPy strides (8, 24) bytes).
    let t = a.with_layout(vec![3, 2], vec![1, 3], 0);
    let z = Array::zeros_like(&t).unwrap();
    assert_eq!(
        (z.shape(), z.strides()),
        (&[3usize, 2][..], &[1isize, 3][..])
    );
    assert_eq!(vals(&z), vec![0.0; 6]);
    // zeros((2,3,4))[:, ::-1, ::2].transpose(2,0,1): NumPy gives strides (8, 48, 16) bytes.
    let b = Array::<f64>::zeros(&[2, 3, 4], &dev).unwrap();
    let v = b.with_layout(vec![2, 2, 3], vec![2, 12, -4], 8);
    let o = Array::ones_like(&v).unwrap();
    assert_eq!(o.strides(), &[1, 6, 2]);
    assert_eq!(vals(&o), vec![1.0; 12]);
    // broadcast_to(zeros(3), (4,3)): strides (0, 8) -> NumPy (8, 32) bytes.
    let c = Array::<f32>::zeros(&[3], &dev).unwrap();
    let bc = c.with_layout(vec![4, 3], vec![0, 1], 0);
    let f = Array::full_like(&bc, 2.5f32).unwrap();
    assert_eq!(f.strides(), &[1, 4]);
    assert_eq!(vals(&f), vec![2.5; 12]);
    // broadcast_to(zeros((4,1)), (4,3)): strides (8, 0) -> C order.
    let d = Array::<f32>::zeros(&[4, 1], &dev).unwrap();
    assert_eq!(
        Array::empty_like(&d.with_layout(vec![4, 3], vec![1, 0], 0))
            .unwrap()
            .strides(),
        &[3, 1]
    );
    // 0-d, empty, other dtypes.
    let s = Array::scalar(Complex64::new(1.0, 1.0), &dev).unwrap();
    let sl = Array::full_like(&s, Complex64::new(0.0, 2.0)).unwrap();
    assert_eq!(
        (sl.shape(), vals(&sl)),
        (&[][..], vec![Complex64::new(0.0, 2.0)])
    );
    let e = Array::<bool>::zeros(&[0, 4], &dev).unwrap();
    assert_eq!(Array::ones_like(&e).unwrap().shape(), &[0, 4]);
    let h = Array::<f16>::zeros(&[2], &dev).unwrap();
    assert_eq!(vals(&Array::ones_like(&h).unwrap()), vec![f16::ONE; 2]);
}

// -------------------------------------------------------------------- arange

#[test]
fn arange_f64_matches_numpy() {
    let a = Array::<f64>::arange(0.0, 1.0, 0.1, &cpu()).unwrap();
    assert_f64_exact(
        &vals(&a),
        &[
            0.0,
            0.1,
            0.2,
            0.30000000000000004,
            0.4,
            0.5,
            0.6000000000000001,
            0.7000000000000001,
            0.8,
            0.9,
        ],
    );
    let b = Array::<f64>::arange(5.0, -3.0, -0.7, &cpu()).unwrap();
    assert_f64_exact(
        &vals(&b),
        &[
            5.0,
            4.3,
            3.5999999999999996,
            2.8999999999999995,
            2.1999999999999993,
            1.4999999999999991,
            0.7999999999999989,
            0.09999999999999876,
            -0.6000000000000014,
            -1.3000000000000016,
            -2.0000000000000018,
            -2.700000000000002,
        ],
    );
    let c = Array::<f64>::arange(-2.5, 2.5, 1.0, &cpu()).unwrap();
    assert_eq!(vals(&c), vec![-2.5, -1.5, -0.5, 0.5, 1.5]);
    // A quotient that is 0 (x / inf, underflow) gives one element when positive, as NumPy.
    assert_eq!(
        vals(&Array::<f64>::arange(0.0, 10.0, f64::INFINITY, &cpu()).unwrap()),
        vec![0.0]
    );
    assert!(
        Array::<f64>::arange(0.0, -10.0, f64::INFINITY, &cpu())
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        vals(&Array::<f64>::arange(0.0, 1e-320, 1e300, &cpu()).unwrap()),
        vec![0.0]
    );
    // Denormal steps count exactly.
    assert_eq!(
        Array::<f64>::arange(0.0, 1e-320, 1e-321, &cpu())
            .unwrap()
            .len(),
        11
    );
    assert!(
        Array::<f64>::arange(1.0, 0.0, 1.0, &cpu())
            .unwrap()
            .is_empty()
    );
}

#[test]
fn arange_f32_f16_bf16_fill_in_single_precision() {
    // np.arange(0.0, 1.0, float(np.float32(0.1)), dtype=np.float32)
    let a = Array::<f32>::arange(0.0, 1.0, 0.1, &cpu()).unwrap();
    let got: Vec<f64> = vals(&a).iter().map(|&x| x as f64).collect();
    assert_f64_exact(
        &got,
        &[
            0.0,
            0.10000000149011612,
            0.20000000298023224,
            0.30000001192092896,
            0.4000000059604645,
            0.5,
            0.6000000238418579,
            0.699999988079071,
            0.800000011920929,
            0.9000000357627869,
        ],
    );
    // np.arange(1.5, 40.0, float(np.float32(1.1)), dtype=np.float32): 35 elements ending so.
    let b = Array::<f32>::arange(1.5, 40.0, 1.1, &cpu()).unwrap();
    let bv = vals(&b);
    assert_eq!(bv.len(), 35);
    assert_eq!(bv[1] as f64, 2.5999999046325684);
    assert_eq!(bv[32] as f64, 36.69999694824219);
    assert_eq!(bv[34] as f64, 38.89999771118164);
    // np.arange(-3.0, 3.0, float(np.float16(0.7)), dtype=np.float16), as bits.
    let h = Array::<f16>::arange(
        f16::from_f32(-3.0),
        f16::from_f32(3.0),
        f16::from_f32(0.7),
        &cpu(),
    )
    .unwrap();
    let hb: Vec<u16> = vals(&h).iter().map(|x| x.to_bits()).collect();
    assert_eq!(
        hb,
        vec![
            49664, 49306, 48744, 47928, 45696, 14320, 15560, 16276, 16688
        ]
    );
    // bfloat16 (ml_dtypes): first + i*delta in f32, rounded to bfloat16.
    let g = Array::<bf16>::arange_n(300, &cpu()).unwrap();
    let gv = vals(&g);
    assert_eq!(gv.len(), 300);
    for (i, x) in gv.iter().enumerate() {
        assert_eq!(*x, bf16::from_f32(i as f32));
    }
    assert_eq!(gv[257].to_f32(), 256.0);
}

#[test]
fn arange_integers_exact() {
    assert!(Array::<i64>::arange(1, 0, 1, &cpu()).unwrap().is_empty());
    assert_eq!(
        vals(&Array::<i32>::arange(10, 0, -3, &cpu()).unwrap()),
        vec![10, 7, 4, 1]
    );
    assert_eq!(
        vals(&Array::<u8>::arange(250, 255, 2, &cpu()).unwrap()),
        vec![250, 252, 254]
    );
    assert_eq!(
        vals(&Array::<i8>::arange(-128, 127, 50, &cpu()).unwrap()),
        vec![-128, -78, -28, 22, 72, 122]
    );
    assert_eq!(
        vals(&Array::<u64>::arange(u64::MAX - 3, u64::MAX, 1, &cpu()).unwrap()),
        vec![u64::MAX - 3, u64::MAX - 2, u64::MAX - 1]
    );
    assert_eq!(
        vals(&Array::<i64>::arange(i64::MIN, i64::MAX, i64::MAX, &cpu()).unwrap()),
        vec![i64::MIN, -1]
    );
    // NumPy rounds (stop - start) / step to float64 before the ceiling.
    assert_eq!(
        vals(&Array::<i64>::arange(0, (1 << 60) + 1, 1 << 60, &cpu()).unwrap()),
        vec![0]
    );
    assert_eq!(
        vals(&Array::<i64>::arange(0, (1 << 53) + 3, 1 << 52, &cpu()).unwrap()),
        vec![0, 1 << 52, 1 << 53]
    );
    assert_eq!(
        vals(&Array::<u16>::arange(3, 20, 4, &cpu()).unwrap()),
        vec![3, 7, 11, 15, 19]
    );
    // np.arange(200, dtype=np.int8) wraps.
    let w = vals(&Array::<i8>::arange_n(200, &cpu()).unwrap());
    assert_eq!((w[127], w[128], w[199]), (127, -128, -57));
}

#[test]
fn int_length_rounds_like_python_true_division() {
    assert_eq!(int_length(10, 3), 4);
    assert_eq!(int_length(9, 3), 3);
    assert_eq!(int_length(-10, -3), 4);
    assert_eq!(int_length(-10, 3), 0);
    assert_eq!(int_length(0, 3), 0);
    assert_eq!(int_length(1, 1 << 62), 1);
    assert_eq!(int_length((1 << 60) + 1, 1 << 60), 1);
    assert_eq!(int_length((1 << 53) + 3, 1 << 52), 3);
    // Exactly half an ulp of 2 above 2 (2 + 2^-52) is a tie, rounded to even: 2.
    assert_eq!(int_length((1 << 53) + 1, 1 << 52), 2);
}

#[test]
fn arange_complex_follows_numpys_rules() {
    let c = |re, im| Complex64::new(re, im);
    // np.arange(0.25+1j, 2.5+6.5j, 1+0.5j)
    let a = Array::<Complex64>::arange(c(0.25, 1.0), c(2.5, 6.5), c(1.0, 0.5), &cpu()).unwrap();
    assert_eq!(
        vals(&a),
        vec![c(0.25, 1.0), c(1.25, 1.5), c(2.25, 2.0), c(3.25, 2.5)]
    );
    // np.arange(0, 5+5j, 1): 5 elements; np.arange(0j, 3+2j, 1+0j): 2.
    let b = Array::<Complex64>::arange(c(0.0, 0.0), c(5.0, 5.0), c(1.0, 0.0), &cpu()).unwrap();
    assert_eq!(
        vals(&b),
        (0..5).map(|i| c(i as f64, 0.0)).collect::<Vec<_>>()
    );
    let d = Array::<Complex64>::arange(c(0.0, 0.0), c(3.0, 2.0), c(1.0, 0.0), &cpu()).unwrap();
    assert_eq!(vals(&d), vec![c(0.0, 0.0), c(1.0, 0.0)]);
    // Empty (quotient's imaginary part <= 0), and one element.
    assert!(
        Array::<Complex64>::arange(c(1.0, 1.0), c(4.0, 5.0), c(0.5, 1.0), &cpu())
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        Array::<Complex64>::arange(c(0.5, 1.0), c(3.0, 4.0), c(1.0, 1.0), &cpu())
            .unwrap()
            .len(),
        1
    );
    // Real bounds (zero imaginary parts) as np.arange(-1.0, 1.0, 0.25, dtype=np.complex64).
    let z = |re| Complex32::new(re, 0.0);
    let r = Array::<Complex32>::arange(z(-1.0), z(1.0), z(0.25), &cpu()).unwrap();
    assert_eq!(
        vals(&r),
        [-1.0, -0.75, -0.5, -0.25, 0.0, 0.25, 0.5, 0.75]
            .map(z)
            .to_vec()
    );
    // complex64 fill in f32: np.arange(s, e, t, dtype=np.complex64) with float32 components.
    let s = Array::<Complex32>::arange(
        Complex32::new(0.1, 0.2),
        Complex32::new(1.15, 2.05),
        Complex32::new(0.3, 0.1),
        &cpu(),
    )
    .unwrap();
    let got: Vec<(f64, f64)> = vals(&s)
        .iter()
        .map(|x| (x.re as f64, x.im as f64))
        .collect();
    assert_eq!(
        got,
        vec![
            (0.10000000149011612, 0.20000000298023224),
            (0.4000000059604645, 0.30000001192092896),
            (0.7000000476837158, 0.40000003576278687),
            (1.0, 0.5),
            (1.3000000715255737, 0.6000000238418579),
        ]
    );
    assert!(Array::<Complex64>::arange(c(0.0, 0.0), c(1.0, 1.0), c(0.0, 0.0), &cpu()).is_err());
}

#[test]
fn arange_bool_and_errors() {
    assert_eq!(
        vals(&Array::<bool>::arange(false, true, true, &cpu()).unwrap()),
        vec![false]
    );
    assert!(
        Array::<bool>::arange(true, false, true, &cpu())
            .unwrap()
            .is_empty()
    );
    assert_eq!(
        vals(&Array::<bool>::arange_n(2, &cpu()).unwrap()),
        vec![false, true]
    );
    assert!(matches!(
        Array::<bool>::arange_n(3, &cpu()),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(Array::<bool>::arange(false, true, false, &cpu()).is_err());
    assert!(Array::<i32>::arange(0, 10, 0, &cpu()).is_err());
    assert!(Array::<f64>::arange(0.0, 10.0, 0.0, &cpu()).is_err());
    assert!(Array::<f64>::arange(0.0, f64::NAN, 1.0, &cpu()).is_err());
    assert!(Array::<f64>::arange(0.0, f64::INFINITY, 1.0, &cpu()).is_err());
    assert!(Array::<f32>::arange(0.0, 1.0, f32::NAN, &cpu()).is_err());
    // Too long to allocate: an error, not a panic.
    assert!(Array::<f64>::arange(0.0, 1e300, 1e-10, &cpu()).is_err());
    assert!(Array::<u8>::arange_n(0, &cpu()).unwrap().is_empty());
}

#[test]
fn arange_large_runs_in_parallel_and_agrees() {
    let n = (1 << 16) + 3;
    let a = vals(&Array::<f64>::arange(0.5, n as f64 + 0.5, 1.0, &cpu()).unwrap());
    assert_eq!(a.len(), n);
    assert!(a.iter().enumerate().all(|(i, &x)| x == i as f64 + 0.5));
    let b = vals(&Array::<i32>::arange_n(n, &cpu()).unwrap());
    assert!(b.iter().enumerate().all(|(i, &x)| x == i as i32));
}

// -------------------------------------------------------------------- linspace, logspace

#[test]
fn linspace_matches_numpy() {
    let l = |a, b, n, e| vals(&Array::<f64>::linspace(a, b, n, e, &cpu()).unwrap());
    assert_f64_exact(&l(0.0, 1.0, 5, true), &[0.0, 0.25, 0.5, 0.75, 1.0]);
    assert_f64_exact(
        &l(0.0, 1.0, 5, false),
        &[0.0, 0.2, 0.4, 0.6000000000000001, 0.8],
    );
    assert_f64_exact(
        &l(-2.3, 7.9, 13, true),
        &[
            -2.3,
            -1.4499999999999997,
            -0.5999999999999999,
            0.25,
            1.1,
            1.9500000000000002,
            2.8,
            3.6500000000000004,
            4.5,
            5.35,
            6.2,
            7.05,
            7.9,
        ],
    );
    assert_f64_exact(
        &l(-2.3, 7.9, 13, false),
        &[
            -2.3,
            -1.5153846153846153,
            -0.7307692307692306,
            0.0538461538461541,
            0.8384615384615386,
            1.623076923076923,
            2.407692307692308,
            3.1923076923076925,
            3.976923076923077,
            4.7615384615384615,
            5.546153846153846,
            6.3307692307692305,
            7.115384615384616,
        ],
    );
    assert_f64_exact(&l(1.0, 0.0, 4, false), &[1.0, 0.75, 0.5, 0.25]);
    assert!(l(0.0, 1.0, 0, true).is_empty());
    assert_f64_exact(&l(3.0, 1.0, 1, true), &[3.0]);
    assert_f64_exact(&l(3.0, 1.0, 1, false), &[3.0]);
    assert!(l(0.0, f64::INFINITY, 1, true)[0].is_nan());
    assert_f64_exact(&l(2.0, 2.0, 3, true), &[2.0, 2.0, 2.0]);
    // Signed zeros: np.linspace(-0.0, -0.0, 2) == [0.0, -0.0].
    assert_f64_exact(&l(-0.0, -0.0, 2, true), &[0.0, -0.0]);
    // The step underflows to zero: NumPy's (i/div)*delta branch.
    assert_f64_exact(&l(0.0, 5e-324, 3, true), &[0.0, 0.0, 5e-324]);
}

#[test]
fn linspace_casts_like_numpy() {
    assert_eq!(
        vals(&Array::<i64>::linspace(-1.5, 2.5, 7, true, &cpu()).unwrap()),
        vec![-2, -1, -1, 0, 1, 1, 2]
    );
    assert_eq!(
        vals(&Array::<i16>::linspace(-7.5, 3.2, 9, true, &cpu()).unwrap()),
        vec![-8, -7, -5, -4, -3, -1, 0, 1, 3]
    );
    assert_eq!(
        vals(&Array::<u8>::linspace(0.0, 10.0, 4, true, &cpu()).unwrap()),
        vec![0, 3, 6, 10]
    );
    assert_eq!(
        vals(&Array::<bool>::linspace(0.0, 1.0, 5, true, &cpu()).unwrap()),
        vec![false, true, true, true, true]
    );
    let h = Array::<f16>::linspace(0.0, 1.0, 7, true, &cpu()).unwrap();
    assert_eq!(
        vals(&h).iter().map(|x| x.to_bits()).collect::<Vec<_>>(),
        vec![0, 12629, 13653, 14336, 14677, 15019, 15360]
    );
    let c = Array::<Complex32>::linspace(-1.0, 2.0, 4, true, &cpu()).unwrap();
    assert_eq!(
        vals(&c),
        [-1.0, 0.0, 1.0, 2.0]
            .map(|x| Complex32::new(x, 0.0))
            .to_vec()
    );
    let f = Array::<f32>::linspace(0.0, 1.0, 3, true, &cpu()).unwrap();
    assert_eq!(vals(&f), vec![0.0, 0.5, 1.0]);
    let b = Array::<bf16>::linspace(0.0, 1.0, 3, false, &cpu()).unwrap();
    assert_eq!(
        vals(&b),
        vec![
            bf16::from_f32(0.0),
            bf16::from_f32(1.0 / 3.0),
            bf16::from_f32(2.0 / 3.0)
        ]
    );
}

#[test]
fn logspace_matches_numpy() {
    let g = |a, b, n, e, base| vals(&Array::<f64>::logspace(a, b, n, e, base, &cpu()).unwrap());
    assert_f64_exact(&g(0.0, 2.0, 3, true, 10.0), &[1.0, 10.0, 100.0]);
    assert_f64_exact(
        &g(0.0, 3.0, 4, false, 2.0),
        &[
            1.0,
            1.681792830507429,
            2.8284271247461903,
            4.756828460010884,
        ],
    );
    assert_f64_exact(
        &g(-1.5, 2.25, 6, true, 10.0),
        &[
            0.03162277660168379,
            0.1778279410038923,
            1.0,
            5.623413251903491,
            31.622776601683793,
            177.82794100389228,
        ],
    );
    assert!(g(0.0, 1.0, 0, true, 10.0).is_empty());
    assert_f64_exact(&g(1.0, 2.0, 1, true, 10.0), &[10.0]);
    let neg = g(-1.0, 1.0, 5, true, -2.0);
    assert_eq!((neg[0], neg[2], neg[4]), (-0.5, 1.0, -2.0));
    assert!(neg[1].is_nan() && neg[3].is_nan());
    let f = Array::<f32>::logspace(-1.5, 2.25, 6, true, 10.0, &cpu()).unwrap();
    assert_f64_exact(
        &vals(&f).iter().map(|&x| x as f64).collect::<Vec<_>>(),
        &[
            0.03162277489900589,
            0.17782793939113617,
            1.0,
            5.6234130859375,
            31.62277603149414,
            177.82794189453125,
        ],
    );
    assert_eq!(
        vals(&Array::<i64>::logspace(0.0, 2.0, 3, true, 10.0, &cpu()).unwrap()),
        vec![1, 10, 100]
    );
    assert_eq!(
        vals(&Array::<u8>::logspace(0.0, 2.0, 3, true, 10.0, &cpu()).unwrap()),
        vec![1, 10, 100]
    );
    assert_eq!(
        vals(&Array::<Complex64>::logspace(0.0, 1.0, 2, true, 2.0, &cpu()).unwrap()),
        vec![Complex64::new(1.0, 0.0), Complex64::new(2.0, 0.0)]
    );
}

// -------------------------------------------------------------------- eye, identity, tri

#[test]
fn eye_and_identity() {
    let e = |n, m, k| vals(&Array::<f64>::eye(n, m, k, &cpu()).unwrap());
    assert_eq!(
        e(3, Some(4), -1),
        vec![0., 0., 0., 0., 1., 0., 0., 0., 0., 1., 0., 0.]
    );
    assert_eq!(
        e(3, Some(4), 1),
        vec![0., 1., 0., 0., 0., 0., 1., 0., 0., 0., 0., 1.]
    );
    assert_eq!(e(4, Some(2), -2), vec![0., 0., 0., 0., 1., 0., 0., 1.]);
    assert_eq!(e(3, Some(4), 5), vec![0.0; 12]);
    assert_eq!(e(3, None, -5), vec![0.0; 9]);
    assert_eq!(
        Array::<f64>::eye(0, None, 0, &cpu()).unwrap().shape(),
        &[0, 0]
    );
    assert_eq!(
        Array::<f64>::eye(2, Some(0), 0, &cpu()).unwrap().shape(),
        &[2, 0]
    );
    assert_eq!(
        vals(&Array::<bool>::identity(2, &cpu()).unwrap()),
        vec![true, false, false, true]
    );
    let one = Complex64::new(1.0, 0.0);
    let zero = Complex64::new(0.0, 0.0);
    assert_eq!(
        vals(&Array::<Complex64>::identity(2, &cpu()).unwrap()),
        vec![one, zero, zero, one]
    );
    let h = Array::<f16>::eye(2, Some(3), 1, &cpu()).unwrap();
    assert_eq!(h.shape(), &[2, 3]);
    assert_eq!(
        vals(&h),
        [0., 1., 0., 0., 0., 1.].map(f16::from_f32).to_vec()
    );
}

#[test]
fn tri_matches_numpy() {
    assert_eq!(
        vals(&Array::<i32>::tri(3, Some(4), -1, &cpu()).unwrap()),
        vec![0, 0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0]
    );
    assert_eq!(
        vals(&Array::<f64>::tri(2, Some(3), 5, &cpu()).unwrap()),
        vec![1.0; 6]
    );
    assert_eq!(
        vals(&Array::<f64>::tri(2, Some(3), -5, &cpu()).unwrap()),
        vec![0.0; 6]
    );
    assert_eq!(
        Array::<f64>::tri(0, None, 0, &cpu()).unwrap().shape(),
        &[0, 0]
    );
    assert_eq!(
        vals(&Array::<bool>::tri(2, None, 0, &cpu()).unwrap()),
        vec![true, false, true, true]
    );
    let t = Array::<Complex32>::tri(2, None, isize::MAX, &cpu()).unwrap();
    assert_eq!(vals(&t), vec![Complex32::new(1.0, 0.0); 4]);
    let u = Array::<u8>::tri(2, None, isize::MIN, &cpu()).unwrap();
    assert_eq!(vals(&u), vec![0; 4]);
    assert!(Array::<u8>::tri(usize::MAX, Some(2), 0, &cpu()).is_err());
}

// -------------------------------------------------------------------- tril, triu

fn arange_i64(n: usize, shape: &[usize]) -> Array<i64> {
    Array::from_vec((0..n as i64).collect(), shape, &cpu()).unwrap()
}

#[test]
fn tril_triu_2d() {
    let a = arange_i64(12, &[3, 4]);
    let cases: [(isize, [i64; 12], [i64; 12]); 3] = [
        (
            -1,
            [0, 0, 0, 0, 4, 0, 0, 0, 8, 9, 0, 0],
            [0, 1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11],
        ),
        (
            0,
            [0, 0, 0, 0, 4, 5, 0, 0, 8, 9, 10, 0],
            [0, 1, 2, 3, 0, 5, 6, 7, 0, 0, 10, 11],
        ),
        (
            2,
            [0, 1, 2, 0, 4, 5, 6, 7, 8, 9, 10, 11],
            [0, 0, 2, 3, 0, 0, 0, 7, 0, 0, 0, 0],
        ),
    ];
    for (k, lower, upper) in cases {
        let l = Array::tril(&a, k).unwrap();
        assert_eq!(
            (l.shape(), vals(&l)),
            (&[3usize, 4][..], lower.to_vec()),
            "k={k}"
        );
        assert_eq!(vals(&Array::triu(&a, k).unwrap()), upper.to_vec(), "k={k}");
    }
    assert_eq!(vals(&Array::tril(&a, 1000).unwrap()), vals(&a));
    assert_eq!(vals(&Array::triu(&a, 1000).unwrap()), vec![0; 12]);
    assert_eq!(vals(&Array::triu(&a, isize::MIN).unwrap()), vals(&a));
}

#[test]
fn tril_triu_batched_3d() {
    let a = arange_i64(24, &[2, 3, 4]);
    let lower: [(isize, Vec<i64>); 3] = [
        (
            -1,
            vec![
                0, 0, 0, 0, 4, 0, 0, 0, 8, 9, 0, 0, 0, 0, 0, 0, 16, 0, 0, 0, 20, 21, 0, 0,
            ],
        ),
        (
            0,
            vec![
                0, 0, 0, 0, 4, 5, 0, 0, 8, 9, 10, 0, 12, 0, 0, 0, 16, 17, 0, 0, 20, 21, 22, 0,
            ],
        ),
        (
            2,
            vec![
                0, 1, 2, 0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 16, 17, 18, 19, 20, 21, 22, 23,
            ],
        ),
    ];
    for (k, want) in lower {
        assert_eq!(vals(&Array::tril(&a, k).unwrap()), want, "k={k}");
    }
    let upper: [(isize, Vec<i64>); 3] = [
        (
            -1,
            vec![
                0, 1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 0, 21, 22, 23,
            ],
        ),
        (
            0,
            vec![
                0, 1, 2, 3, 0, 5, 6, 7, 0, 0, 10, 11, 12, 13, 14, 15, 0, 17, 18, 19, 0, 0, 22, 23,
            ],
        ),
        (
            2,
            vec![
                0, 0, 2, 3, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 14, 15, 0, 0, 0, 19, 0, 0, 0, 0,
            ],
        ),
    ];
    for (k, want) in upper {
        assert_eq!(vals(&Array::triu(&a, k).unwrap()), want, "k={k}");
    }
    // A 4-D batch with a transposed batch layout gives the same per-matrix result.
    let b = arange_i64(2 * 2 * 2 * 3, &[2, 2, 2, 3]);
    let bt = b.with_layout(vec![2, 2, 2, 3], vec![6, 12, 3, 1], 0);
    let got = Array::tril(&bt, 0).unwrap();
    let want = Array::tril(&bt.copy().unwrap(), 0).unwrap();
    assert_eq!(vals(&got), vals(&want));
    assert_eq!(vals(&got)[..6], [0, 0, 0, 3, 4, 0]);
}

#[test]
fn tril_triu_views_vectors_and_dtypes() {
    // Rows reversed (negative stride): [[6,7,8],[3,4,5],[0,1,2]].
    let base = arange_i64(9, &[3, 3]);
    let flipped = base.with_layout(vec![3, 3], vec![-3, 1], 6);
    assert_eq!(
        vals(&Array::tril(&flipped, 0).unwrap()),
        vec![6, 0, 0, 3, 4, 0, 0, 1, 2]
    );
    // 1-D input broadcasts to a square matrix: np.triu(np.arange(1, 4), 1).
    let v = Array::from_vec(vec![1i64, 2, 3], &[3], &cpu()).unwrap();
    let t = Array::triu(&v, 1).unwrap();
    assert_eq!(
        (t.shape(), vals(&t)),
        (&[3usize, 3][..], vec![0, 2, 3, 0, 0, 3, 0, 0, 0])
    );
    assert_eq!(
        vals(&Array::tril(&v, 0).unwrap()),
        vec![1, 0, 0, 1, 2, 0, 1, 2, 3]
    );
    let empty = Array::from_vec(Vec::<f32>::new(), &[0], &cpu()).unwrap();
    assert_eq!(Array::tril(&empty, 0).unwrap().shape(), &[0, 0]);
    let e2 = Array::<f64>::zeros(&[0, 3], &cpu()).unwrap();
    assert_eq!(Array::triu(&e2, 0).unwrap().shape(), &[0, 3]);
    // 0-d input: an error, like NumPy's.
    let s = Array::scalar(5i32, &cpu()).unwrap();
    assert!(matches!(
        Array::tril(&s, 0),
        Err(Error::InvalidShape { .. })
    ));
    assert!(matches!(
        Array::triu(&s, 0),
        Err(Error::InvalidShape { .. })
    ));
    // bool, f16, complex.
    let b = Array::<bool>::ones(&[2, 2], &cpu()).unwrap();
    assert_eq!(
        vals(&Array::triu(&b, 0).unwrap()),
        vec![true, true, false, true]
    );
    let h = Array::<f16>::full(&[2, 2], f16::from_f32(1.5), &cpu()).unwrap();
    let hz = f16::from_f32(0.0);
    let h1 = f16::from_f32(1.5);
    assert_eq!(vals(&Array::tril(&h, 0).unwrap()), vec![h1, hz, h1, h1]);
    let c = Array::<Complex64>::full(&[2, 2], Complex64::new(1.0, -1.0), &cpu()).unwrap();
    let cz = Complex64::new(0.0, 0.0);
    let c1 = Complex64::new(1.0, -1.0);
    assert_eq!(vals(&Array::triu(&c, 1).unwrap()), vec![cz, c1, cz, cz]);
}

#[test]
fn tril_large_parallel_path() {
    let n = 300; // 90_000 elements: above the parallel threshold
    let a = Array::<f32>::ones(&[n, n], &cpu()).unwrap();
    let l = vals(&Array::tril(&a, -1).unwrap());
    let count = l.iter().filter(|&&x| x == 1.0).count();
    assert_eq!(count, n * (n - 1) / 2);
    assert_eq!(l[n], 1.0);
    assert_eq!(l[n + 1], 0.0);
}

// -------------------------------------------------------------------- diag, diagflat

#[test]
fn diag_builds_and_extracts() {
    let v = Array::from_vec(vec![0i64, 1, 2], &[3], &cpu()).unwrap();
    let m = Array::diag(&v, 1).unwrap();
    assert_eq!(m.shape(), &[4, 4]);
    assert_eq!(
        vals(&m),
        vec![0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0]
    );
    let w = Array::from_vec(vec![1i64, 2, 3], &[3], &cpu()).unwrap();
    assert_eq!(
        vals(&Array::diag(&w, -1).unwrap()),
        vec![0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 3, 0]
    );
    let big = Array::diag(&v, -5).unwrap();
    assert_eq!(big.shape(), &[8, 8]);
    let bv = vals(&big);
    assert_eq!((bv[6 * 8 + 1], bv[7 * 8 + 2]), (1, 2));
    assert_eq!(bv.iter().filter(|&&x| x != 0).count(), 2);

    let a = arange_i64(9, &[3, 3]);
    assert_eq!(vals(&Array::diag(&a, 0).unwrap()), vec![0, 4, 8]);
    assert_eq!(vals(&Array::diag(&a, 1).unwrap()), vec![1, 5]);
    assert_eq!(vals(&Array::diag(&a, -2).unwrap()), vec![6]);
    assert!(Array::diag(&a, 5).unwrap().is_empty());
    assert!(Array::diag(&a, -5).unwrap().is_empty());
    assert!(Array::diag(&a, 3).unwrap().is_empty());
    // Views: the diagonal shares storage, like NumPy's.
    assert!(Array::diag(&a, 0).unwrap().shares_storage(&a));
    let flipped = a.with_layout(vec![3, 3], vec![-3, 1], 6);
    assert_eq!(vals(&Array::diag(&flipped, 1).unwrap()), vec![7, 5]);
    let b = arange_i64(6, &[2, 3]);
    let bt = b.with_layout(vec![3, 2], vec![1, 3], 0);
    assert_eq!(vals(&Array::diag(&bt, -1).unwrap()), vec![1, 5]);
    assert_eq!(vals(&Array::diag(&bt, 0).unwrap()), vec![0, 4]);
    // Round trip through a strided 1-D input.
    let strided = a.with_layout(vec![3], vec![4], 0); // the diagonal 0, 4, 8
    assert_eq!(
        vals(&Array::diag(&strided, 0).unwrap()),
        vec![0, 0, 0, 0, 4, 0, 0, 0, 8]
    );
    // Other ranks are errors.
    let s = Array::scalar(1.0f64, &cpu()).unwrap();
    assert!(matches!(
        Array::diag(&s, 0),
        Err(Error::InvalidShape { .. })
    ));
    let c = Array::<f64>::zeros(&[2, 2, 2], &cpu()).unwrap();
    assert!(matches!(
        Array::diag(&c, 0),
        Err(Error::InvalidShape { .. })
    ));
    // Empty vector: a 0x0 (or |k| x |k|) matrix of zeros.
    let e = Array::from_vec(Vec::<bool>::new(), &[0], &cpu()).unwrap();
    assert_eq!(Array::diag(&e, 0).unwrap().shape(), &[0, 0]);
    assert_eq!(vals(&Array::diag(&e, -2).unwrap()), vec![false; 4]);
}

#[test]
fn diagflat_flattens_in_c_order() {
    let a = Array::from_vec(vec![1i32, 2, 3, 4], &[2, 2], &cpu()).unwrap();
    let m = Array::diagflat(&a, -1).unwrap();
    assert_eq!(m.shape(), &[5, 5]);
    assert_eq!(
        vals(&m),
        vec![
            0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 4, 0
        ]
    );
    // A transposed input flattens in its logical C order: 1, 3, 2, 4.
    let t = a.with_layout(vec![2, 2], vec![1, 2], 0);
    let d = vals(&Array::diagflat(&t, 0).unwrap());
    assert_eq!((d[0], d[5], d[10], d[15]), (1, 3, 2, 4));
    let s = Array::scalar(Complex32::new(2.0, 1.0), &cpu()).unwrap();
    let z = Complex32::new(0.0, 0.0);
    assert_eq!(
        vals(&Array::diagflat(&s, 1).unwrap()),
        vec![z, Complex32::new(2.0, 1.0), z, z]
    );
    assert!(Array::diagflat(&a, isize::MIN).is_err());
}

// -------------------------------------------------------------------- meshgrid

#[test]
fn meshgrid_shapes_and_values() {
    let dev = cpu();
    let x = Array::from_vec(vec![1i32, 2, 3], &[3], &dev).unwrap();
    let y = Array::from_vec(vec![10i32, 20], &[2], &dev).unwrap();
    let z = Array::from_vec(vec![5i32, 6, 7, 8], &[4], &dev).unwrap();
    let g = Array::meshgrid(&[&x, &y, &z], Indexing::Xy, false, true).unwrap();
    for a in &g {
        assert_eq!(a.shape(), &[2, 3, 4]);
        assert!(a.is_c_contiguous());
        assert!(!a.shares_storage(&x) && !a.shares_storage(&y) && !a.shares_storage(&z));
    }
    assert_eq!(vals(&g[0])[..8], [1, 1, 1, 1, 2, 2, 2, 2]);
    assert_eq!(
        vals(&g[1])[..14],
        [10; 12]
            .iter()
            .chain(&[20, 20])
            .copied()
            .collect::<Vec<_>>()[..]
    );
    assert_eq!(vals(&g[2])[..8], [5, 6, 7, 8, 5, 6, 7, 8]);
    let g = Array::meshgrid(&[&x, &y, &z], Indexing::Ij, false, true).unwrap();
    for a in &g {
        assert_eq!(a.shape(), &[3, 2, 4]);
    }
    assert_eq!(vals(&g[0])[..10], [1, 1, 1, 1, 1, 1, 1, 1, 2, 2]);
    assert_eq!(vals(&g[1])[..10], [10, 10, 10, 10, 20, 20, 20, 20, 10, 10]);
    let s = Array::meshgrid(&[&x, &y, &z], Indexing::Xy, true, true).unwrap();
    let shapes: Vec<&[usize]> = s.iter().map(|a| a.shape()).collect();
    assert_eq!(shapes, vec![&[1, 3, 1][..], &[2, 1, 1][..], &[1, 1, 4][..]]);
    assert_eq!(vals(&s[1]), vec![10, 20]);
    let s = Array::meshgrid(&[&x, &y, &z], Indexing::Ij, true, false).unwrap();
    let shapes: Vec<&[usize]> = s.iter().map(|a| a.shape()).collect();
    assert_eq!(shapes, vec![&[3, 1, 1][..], &[1, 2, 1][..], &[1, 1, 4][..]]);
    assert!(s[0].shares_storage(&x));
}

#[test]
fn meshgrid_views_inputs_and_edges() {
    let dev = cpu();
    let x = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &dev).unwrap();
    let y = Array::from_vec(vec![4.0f64, 5.0], &[2], &dev).unwrap();
    // copy=false: broadcast views, stride 0 along the repeated axis (NumPy: (0, 8), (8, 0)).
    let g = Array::meshgrid(&[&x, &y], Indexing::Xy, false, false).unwrap();
    assert_eq!(
        (g[0].shape(), g[0].strides()),
        (&[2usize, 3][..], &[0isize, 1][..])
    );
    assert_eq!(
        (g[1].shape(), g[1].strides()),
        (&[2usize, 3][..], &[1isize, 0][..])
    );
    assert!(g[0].shares_storage(&x) && g[1].shares_storage(&y));
    assert_eq!(vals(&g[0]), vec![1.0, 2.0, 3.0, 1.0, 2.0, 3.0]);
    assert_eq!(vals(&g[1]), vec![4.0, 4.0, 4.0, 5.0, 5.0, 5.0]);
    // A reversed (negative-stride) input stays a view.
    let r = x.with_layout(vec![3], vec![-1], 2);
    let g = Array::meshgrid(&[&r, &y], Indexing::Ij, false, false).unwrap();
    assert_eq!(vals(&g[0]), vec![3.0, 3.0, 2.0, 2.0, 1.0, 1.0]);
    // n-d inputs are flattened in C order: np.meshgrid(np.arange(6).reshape(2,3).T, [10, 20]).
    let m = arange_i64(6, &[2, 3]);
    let mt = m.with_layout(vec![3, 2], vec![1, 3], 0);
    let w = Array::from_vec(vec![10i64, 20], &[2], &dev).unwrap();
    let g = Array::meshgrid(&[&mt, &w], Indexing::Xy, false, true).unwrap();
    assert_eq!(g[0].shape(), &[2, 6]);
    assert_eq!(vals(&g[0]), vec![0, 3, 1, 4, 2, 5, 0, 3, 1, 4, 2, 5]);
    // 0-d inputs become length-1 axes; one input gives its 1-D copy; none gives nothing.
    let s = Array::scalar(7i64, &dev).unwrap();
    let g = Array::meshgrid(&[&m, &s], Indexing::Xy, false, true).unwrap();
    assert_eq!((g[0].shape(), vals(&g[1])), (&[1usize, 6][..], vec![7; 6]));
    let g = Array::meshgrid(&[&x], Indexing::Xy, false, true).unwrap();
    assert_eq!(
        (g.len(), g[0].shape(), vals(&g[0])),
        (1, &[3usize][..], vals(&x))
    );
    assert!(
        Array::<f64>::meshgrid(&[], Indexing::Xy, false, true)
            .unwrap()
            .is_empty()
    );
    // An empty input gives empty grids.
    let e = Array::from_vec(Vec::<f64>::new(), &[0], &dev).unwrap();
    let g = Array::meshgrid(&[&x, &e], Indexing::Xy, false, true).unwrap();
    assert_eq!(g[0].shape(), &[0, 3]);
    assert_eq!(Indexing::default(), Indexing::Xy);
}

#[test]
fn complex_division_is_smiths() {
    assert_eq!(complex_div((5.0, 5.0), (1.0, 1.0)), (5.0, 0.0));
    assert_eq!(complex_div((1.0, 0.0), (0.0, 2.0)), (0.0, -0.5));
    assert!(complex_div((1.0, 0.0), (f64::NAN, 0.0)).0.is_nan());
}

#[test]
fn generated_sources_cover_every_dtype() {
    let sources = cuda::all_generated_sources();
    assert_eq!(sources.len(), 1);
    for d in DType::ALL {
        assert!(
            sources[0]
                .1
                .contains(&format!("gsci_linspace_{}_u32", d.short()))
        );
        assert!(
            sources[0]
                .1
                .contains(&format!("gsci_tri_copy_{}_2_u32", d.short()))
        );
    }
}

// -------------------------------------------------------------------- GPU against CPU

/// Every routine on `gpu` against the CPU backend, bit for bit, for element type `T`.
fn gpu_matches_cpu_for<T: Element>(gpu: &Device, start: T, stop: T, step: T) {
    let cpu = cpu();
    let dt = T::DTYPE;
    let same = |g: Array<T>, c: Array<T>, what: &str| {
        assert_eq!(g.shape(), c.shape(), "{what} {dt}");
        assert_eq!(g.strides(), c.strides(), "{what} {dt}");
        assert!(g.device() == gpu, "{what} {dt}: result left the GPU");
        assert!(
            g.to_vec().unwrap() == c.to_vec().unwrap(),
            "{what} {dt}: GPU and CPU differ"
        );
    };
    let both = |f: &dyn Fn(&Device) -> Result<Array<T>>, what: &str| {
        same(f(gpu).unwrap(), f(&cpu).unwrap(), what)
    };
    // Generators, around block and grid boundaries.
    let sizes = [0usize, 1, 2, 3, 255, 256, 257, (1 << 20) + 3];
    for n in sizes {
        if dt != DType::Bool || n <= 2 {
            both(&|d| Array::<T>::arange_n(n, d), "arange_n");
        }
        both(
            &|d| Array::<T>::linspace(-3.7, 11.2, n, true, d),
            "linspace",
        );
        both(
            &|d| Array::<T>::linspace(5.5, -2.0, n, false, d),
            "linspace",
        );
    }
    both(&|d| Array::<T>::arange(start, stop, step, d), "arange");
    both(
        &|d| Array::<T>::linspace(0.0, 5e-324, 3, true, d),
        "linspace denormal",
    );
    // Fills, diagonals, triangles.
    both(&|d| Array::<T>::zeros(&[3, 5], d), "zeros");
    both(&|d| Array::<T>::ones(&[257], d), "ones");
    both(&|d| Array::<T>::full(&[2, 3, 4], step, d), "full");
    for k in [-7isize, -1, 0, 2, 9] {
        both(&|d| Array::<T>::eye(5, Some(7), k, d), "eye");
        both(&|d| Array::<T>::tri(6, Some(4), k, d), "tri");
    }
    // 3 matrices of 40 x 301: many blocks, rows longer than a block.
    let (rows, cols) = (40usize, 301usize);
    let (r, c) = (rows as isize, cols as isize);
    let data: Vec<T> = (0..3 * rows * cols)
        .map(|i| T::from_scalar(Scalar::Int((i % 11) as i64 - 5)))
        .collect();
    let host = Array::from_vec(data, &[3, rows, cols], &cpu).unwrap();
    let dev = host.to_device(gpu).unwrap();
    // Views: the array, a batch-permuted one, one with reversed rows, a 1-D row, a 2-D slab.
    let views = |a: &Array<T>| {
        vec![
            a.clone(),
            a.with_layout(vec![rows, 3, cols], vec![c, r * c, 1], 0),
            a.with_layout(vec![3, rows, cols], vec![r * c, -c, 1], (rows - 1) * cols),
            a.with_layout(vec![cols], vec![1], cols),
            a.with_layout(vec![7, 9], vec![2 * c, 3], 5),
            a.with_layout(vec![0, 4], vec![4, 1], 0),
        ]
    };
    for (g, c) in views(&dev).iter().zip(views(&host).iter()) {
        for k in [-400isize, -2, 0, 1, 300] {
            same(
                Array::tril(g, k).unwrap(),
                Array::tril(c, k).unwrap(),
                "tril",
            );
            same(
                Array::triu(g, k).unwrap(),
                Array::triu(c, k).unwrap(),
                "triu",
            );
        }
        if g.len() <= 400 {
            same(
                Array::diagflat(g, -2).unwrap(),
                Array::diagflat(c, -2).unwrap(),
                "diagflat",
            );
        }
        same(
            Array::zeros_like(g).unwrap(),
            Array::zeros_like(c).unwrap(),
            "zeros_like",
        );
        same(
            Array::full_like(g, step).unwrap(),
            Array::full_like(c, step).unwrap(),
            "full_like",
        );
        if g.ndim() <= 2 {
            for k in [-3isize, 0, 4, 1000] {
                same(
                    Array::diag(g, k).unwrap(),
                    Array::diag(c, k).unwrap(),
                    "diag",
                );
            }
        }
    }
    let (g1, c1) = (views(&dev)[3].clone(), views(&host)[3].clone());
    let (g2, c2) = (views(&dev)[4].clone(), views(&host)[4].clone());
    for (indexing, sparse, copy) in [
        (Indexing::Xy, false, true),
        (Indexing::Ij, false, true),
        (Indexing::Xy, true, true),
        (Indexing::Xy, false, false),
    ] {
        let g = Array::meshgrid(&[&g1, &g2], indexing, sparse, copy).unwrap();
        let c = Array::meshgrid(&[&c1, &c2], indexing, sparse, copy).unwrap();
        for (g, c) in g.into_iter().zip(c) {
            same(g, c, "meshgrid");
        }
    }
}

/// GPU against CPU for every dtype. Runs where a CUDA device is present; elsewhere it reports
/// the skip (the CPU paths are checked against NumPy above).
#[test]
fn gpu_matches_cpu() {
    let gpu = match Device::cuda(0) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("skipped: no CUDA device ({e})");
            return;
        }
    };
    gpu_matches_cpu_for::<bool>(&gpu, false, true, true);
    gpu_matches_cpu_for::<i8>(&gpu, -128, 127, 3);
    gpu_matches_cpu_for::<i16>(&gpu, 300, -30000, -7);
    gpu_matches_cpu_for::<i32>(&gpu, -5, 100_000, 13);
    gpu_matches_cpu_for::<i64>(&gpu, i64::MIN, i64::MAX, 1 << 44);
    gpu_matches_cpu_for::<u8>(&gpu, 3, 250, 2);
    gpu_matches_cpu_for::<u16>(&gpu, 0, 65535, 5);
    gpu_matches_cpu_for::<u32>(&gpu, 7, 4_000_000_000, 1001);
    gpu_matches_cpu_for::<u64>(&gpu, 1, u64::MAX, 1 << 43);
    gpu_matches_cpu_for::<f16>(
        &gpu,
        f16::from_f32(-3.0),
        f16::from_f32(300.0),
        f16::from_f32(0.7),
    );
    gpu_matches_cpu_for::<bf16>(
        &gpu,
        bf16::from_f32(-3.0),
        bf16::from_f32(300.0),
        bf16::from_f32(0.7),
    );
    gpu_matches_cpu_for::<f32>(&gpu, -1.5, 1e5, 0.1);
    gpu_matches_cpu_for::<f64>(&gpu, -1.5, 1e5, 0.1);
    gpu_matches_cpu_for::<Complex32>(
        &gpu,
        Complex32::new(0.1, 0.2),
        Complex32::new(1e4, 3e4),
        Complex32::new(0.3, 0.7),
    );
    gpu_matches_cpu_for::<Complex64>(
        &gpu,
        Complex64::new(-1.0, 0.0),
        Complex64::new(1e5, 0.0),
        Complex64::new(0.1, 0.0),
    );
    // logspace: CUDA's pow is within 2 ulp of glibc's, not always equal to it.
    let c = Array::<f64>::logspace(-3.0, 7.5, 1001, true, 10.0, &cpu()).unwrap();
    let g = Array::<f64>::logspace(-3.0, 7.5, 1001, true, 10.0, &gpu).unwrap();
    for (x, y) in g.to_vec().unwrap().iter().zip(c.to_vec().unwrap()) {
        assert!((x - y).abs() <= 4.0 * f64::EPSILON * y.abs(), "{x} vs {y}");
    }
    let g = Array::<i64>::logspace(0.0, 6.0, 7, true, 10.0, &gpu).unwrap();
    assert_eq!(
        g.to_vec().unwrap(),
        vec![1, 10, 100, 1000, 10_000, 100_000, 1_000_000]
    );
}
