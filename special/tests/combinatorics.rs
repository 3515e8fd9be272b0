//! Combinatorics (`factorial`, `factorial2`, `factorialk`, `comb`, `perm`) against SciPy 1.17.1's
//! own values (special/golden/data/combinatorics.npz, written by
//! special/golden/gen_combinatorics.py): `exact=False` within 8 ULP (SciPy's formulas over this
//! crate's gamma, binom and poch, each a few ULP from SciPy's; measured 3; zeros, NaN and inf
//! exactly), `exact=True` bit for bit, and
//! the errors SciPy raises (or a Python int past 64 bits) as `Error::InvalidArgument`. On the
//! GPU (`GSCI_TEST_DEVICE=cuda`) the fused `exact=False` kernels are compared with the CPU.

use gsci_special::{
    Array, CombOptions, DType, Device, Error, Extend, FactorialOptions, PermOptions,
};

use crate::error::golden_file;

fn npz() -> ndarray_npy::NpzReader<std::fs::File> {
    ndarray_npy::NpzReader::new(std::fs::File::open(golden_file("combinatorics.npz")).unwrap())
        .unwrap()
}

fn f1(key: &str) -> Vec<f64> {
    let a: ndarray::Array1<f64> = npz().by_name(key).unwrap();
    a.to_vec()
}

fn i1(key: &str) -> Vec<i64> {
    let a: ndarray::Array1<i64> = npz().by_name(key).unwrap();
    a.to_vec()
}

fn pairs_f(key: &str) -> (Vec<f64>, Vec<f64>) {
    let a: ndarray::Array2<f64> = npz().by_name(key).unwrap();
    (a.column(0).to_vec(), a.column(1).to_vec())
}

fn pairs_i(key: &str) -> (Vec<i64>, Vec<i64>) {
    let a: ndarray::Array2<i64> = npz().by_name(key).unwrap();
    (a.column(0).to_vec(), a.column(1).to_vec())
}

/// Within `ulps` of SciPy; NaN, infinities and zeros exactly.
fn close(key: &str, got: &[f64], want: &[f64], ulps: f64) {
    assert_eq!(got.len(), want.len(), "{key}");
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        let ok = if w.is_nan() {
            g.is_nan()
        } else if w.is_infinite() || w == 0.0 {
            g == w
        } else {
            (g - w).abs() <= ulps * f64::EPSILON * w.abs()
        };
        assert!(ok, "{key}[{i}]: got {g}, SciPy {w}");
    }
}

fn dev() -> Device {
    Device::cpu()
}

fn arr_f(v: &[f64]) -> Array<f64> {
    Array::from_vec(v.to_vec(), &[v.len()], &dev()).unwrap()
}

fn arr_i(v: &[i64]) -> Array<i64> {
    Array::from_vec(v.to_vec(), &[v.len()], &dev()).unwrap()
}

const EXACT: FactorialOptions = FactorialOptions {
    exact: true,
    extend: Extend::Zero,
};

#[test]
fn factorials_match_scipy() {
    let d = FactorialOptions::default();
    let got = gsci_special::factorial::<f64>(&arr_f(&f1("factorial_in")), &d).unwrap();
    close(
        "factorial",
        &got.to_vec().unwrap(),
        &f1("factorial_out"),
        8.0,
    );
    let got = gsci_special::factorial::<f64>(&arr_i(&i1("factorial_int_in")), &d).unwrap();
    close(
        "factorial int",
        &got.to_vec().unwrap(),
        &f1("factorial_int_out"),
        8.0,
    );
    let got =
        gsci_special::factorial::<i64>(&arr_i(&i1("factorial_int_exact_in")), &EXACT).unwrap();
    assert_eq!(got.to_vec().unwrap(), i1("factorial_int_exact"));
    let got = gsci_special::factorial2::<f64>(&arr_i(&i1("factorial2_in")), &d).unwrap();
    close(
        "factorial2",
        &got.to_vec().unwrap(),
        &f1("factorial2_out"),
        8.0,
    );
    let got = gsci_special::factorial2::<i64>(&arr_i(&i1("factorial2_exact_in")), &EXACT).unwrap();
    assert_eq!(got.to_vec().unwrap(), i1("factorial2_exact"));
    for k in [3i64, 5] {
        let got = gsci_special::factorialk::<f64>(&arr_i(&i1(&format!("factorialk{k}_in"))), k, &d)
            .unwrap();
        close(
            &format!("factorialk {k}"),
            &got.to_vec().unwrap(),
            &f1(&format!("factorialk{k}_out")),
            8.0,
        );
        let got = gsci_special::factorialk::<i64>(
            &arr_i(&i1(&format!("factorialk{k}_exact_in"))),
            k,
            &EXACT,
        )
        .unwrap();
        assert_eq!(
            got.to_vec().unwrap(),
            i1(&format!("factorialk{k}_exact")),
            "k = {k}"
        );
    }
}

#[test]
fn comb_and_perm_match_scipy() {
    let (n, k) = pairs_f("comb_in");
    let (na, ka) = (arr_f(&n), arr_f(&k));
    let got = gsci_special::comb::<f64>(&na, &ka, &CombOptions::default()).unwrap();
    // comb and perm are binom and poch with SciPy's zeros: against SciPy within 2e-12 relative
    // (this crate's binom at a non-integer k, through beta, is 6.4e-13 from SciPy's at
    // binom(1000, 4.5) and 1.0e-12 at binom(1002.5, 4.5); the combinatorics add nothing), and bit for bit against the scalar
    // binom wherever the result is not SciPy's zero.
    let got = got.to_vec().unwrap();
    close("comb", &got, &f1("comb_out"), 2e-12 / f64::EPSILON);
    for (i, g) in got.iter().enumerate() {
        if *g != 0.0 && !g.is_nan() {
            assert_eq!(
                g.to_bits(),
                gsci_special::scalar::gamma::binom(n[i], k[i]).to_bits()
            );
        }
    }
    let rep = CombOptions {
        exact: false,
        repetition: true,
    };
    let got = gsci_special::comb::<f64>(&na, &ka, &rep).unwrap();
    close(
        "comb repetition",
        &got.to_vec().unwrap(),
        &f1("comb_rep_out"),
        2e-12 / f64::EPSILON,
    );
    let got = gsci_special::perm::<f64>(&na, &ka, &PermOptions::default()).unwrap();
    close(
        "perm",
        &got.to_vec().unwrap(),
        &f1("perm_out"),
        2e-12 / f64::EPSILON,
    );
    let (n, k) = pairs_i("comb_int_in");
    let got = gsci_special::comb::<i64>(
        &arr_i(&n),
        &arr_i(&k),
        &CombOptions {
            exact: true,
            repetition: false,
        },
    )
    .unwrap();
    assert_eq!(got.to_vec().unwrap(), i1("comb_int_exact"));
    let (n, k) = pairs_i("comb_rep_int_in");
    let got = gsci_special::comb::<i64>(
        &arr_i(&n),
        &arr_i(&k),
        &CombOptions {
            exact: true,
            repetition: true,
        },
    )
    .unwrap();
    assert_eq!(got.to_vec().unwrap(), i1("comb_rep_int_exact"));
    let (n, k) = pairs_i("perm_int_in");
    let got =
        gsci_special::perm::<i64>(&arr_i(&n), &arr_i(&k), &PermOptions { exact: true }).unwrap();
    assert_eq!(got.to_vec().unwrap(), i1("perm_int_exact"));
}

#[test]
fn combinatorics_dtypes_broadcasting_and_empty() {
    let d = FactorialOptions::default();
    // float32 in: factorial's result is float64 (SciPy fills a float64 array); comb keeps
    // binom's float32.
    let x = Array::from_vec(vec![3.0f32, 4.5], &[2], &dev()).unwrap();
    assert_eq!(
        gsci_special::factorial_dyn(&x, &d).unwrap().dtype(),
        DType::F64
    );
    assert_eq!(
        gsci_special::comb_dyn(&x, &x, &CombOptions::default())
            .unwrap()
            .dtype(),
        DType::F32
    );
    // Broadcasting: N (3, 1) against k (2,).
    let n = Array::from_vec(vec![5i64, 6, 7], &[3, 1], &dev()).unwrap();
    let k = Array::from_vec(vec![2i64, 3], &[2], &dev()).unwrap();
    let c = gsci_special::comb::<i64>(
        &n,
        &k,
        &CombOptions {
            exact: true,
            repetition: false,
        },
    )
    .unwrap();
    assert_eq!(c.shape(), &[3, 2]);
    assert_eq!(c.to_vec().unwrap(), vec![10, 10, 15, 20, 21, 35]);
    let c = gsci_special::comb::<f64>(&n, &k, &CombOptions::default()).unwrap();
    assert_eq!(
        c.to_vec().unwrap(),
        vec![10.0, 10.0, 15.0, 20.0, 21.0, 35.0]
    );
    // Empty input comes back unchanged (dtype included).
    let e = Array::<i32>::zeros(&[0], &dev()).unwrap();
    let r = gsci_special::factorial_dyn(&e, &d).unwrap();
    assert_eq!((r.dtype(), r.shape().to_vec()), (DType::I32, vec![0]));
    // extend=Complex: gamma(n + 1) for negative non-integers, NaN at -1 (SciPy:
    // factorial([-0.5, -1.0, 2.5], extend='complex')).
    let x = arr_f(&[-0.5, -1.0, 2.5]);
    let c = gsci_special::factorial::<f64>(
        &x,
        &FactorialOptions {
            exact: false,
            extend: Extend::Complex,
        },
    )
    .unwrap()
    .to_vec()
    .unwrap();
    assert!((c[0] - 1.772453850905516).abs() <= 4e-16 && c[1].is_nan());
    assert!((c[2] - 3.3233509704478426).abs() <= 8e-16);
}

#[test]
fn combinatorics_bad_input_is_an_error() {
    let is_invalid = |r: Result<gsci_special::gsci_core::ufunc::DynArray, Error>, op: &str| match r
    {
        Err(Error::InvalidArgument { op: o, .. }) => assert_eq!(o, op),
        Err(e) => panic!("{op}: {e}"),
        Ok(_) => panic!("{op}: accepted"),
    };
    let d = FactorialOptions::default();
    // 21! does not fit in int64 (SciPy: a Python int).
    is_invalid(
        gsci_special::factorial_dyn(arr_i(&[21]), &EXACT),
        "factorial",
    );
    // Float n with exact; float n for factorial2 without extend=Complex; bool n.
    is_invalid(
        gsci_special::factorial_dyn(arr_f(&[3.0]), &EXACT),
        "factorial",
    );
    is_invalid(
        gsci_special::factorial2_dyn(arr_f(&[3.0]), &d),
        "factorial2",
    );
    let b = Array::from_vec(vec![true], &[1], &dev()).unwrap();
    is_invalid(gsci_special::factorial_dyn(&b, &d), "factorial");
    // exact with extend=Complex; k < 1.
    let both = FactorialOptions {
        exact: true,
        extend: Extend::Complex,
    };
    is_invalid(gsci_special::factorial_dyn(arr_i(&[3]), &both), "factorial");
    is_invalid(
        gsci_special::factorialk_dyn(arr_i(&[3]), 0, &d),
        "factorialk",
    );
    // Non-integer N with exact; overflow of comb and perm.
    let ex = CombOptions {
        exact: true,
        repetition: false,
    };
    is_invalid(
        gsci_special::comb_dyn(arr_f(&[5.5]), arr_f(&[2.0]), &ex),
        "comb",
    );
    is_invalid(
        gsci_special::comb_dyn(arr_i(&[100]), arr_i(&[50]), &ex),
        "comb",
    );
    is_invalid(
        gsci_special::perm_dyn(arr_i(&[30]), arr_i(&[20]), &PermOptions { exact: true }),
        "perm",
    );
    // Shapes that do not broadcast.
    assert!(matches!(
        gsci_special::comb_dyn(arr_i(&[1, 2]), arr_i(&[1, 2, 3]), &ex),
        Err(Error::ShapeMismatch { .. })
    ));
    // The typed form checks the dtype.
    assert!(matches!(
        gsci_special::factorial::<f32>(arr_i(&[3]), &d),
        Err(Error::DTypeMismatch { .. })
    ));
}

/// The fused `exact=False` kernels on the device under test against the CPU (within 2 ULP).
#[test]
fn combinatorics_device_agrees_with_cpu() {
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let (n, k) = pairs_f("comb_in");
    let on = |v: &[f64], d: &Device| Array::from_vec(v.to_vec(), &[v.len()], d).unwrap();
    let cmp = |key: &str, a: Vec<f64>, b: Vec<f64>| close(key, &a, &b, 2.0);
    let run = |d: &Device| {
        let (na, ka) = (on(&n, d), on(&k, d));
        let c = gsci_special::comb::<f64>(&na, &ka, &CombOptions::default())
            .unwrap()
            .to_vec()
            .unwrap();
        let p = gsci_special::perm::<f64>(&na, &ka, &PermOptions::default())
            .unwrap()
            .to_vec()
            .unwrap();
        let f = gsci_special::factorial::<f64>(&na, &FactorialOptions::default())
            .unwrap()
            .to_vec()
            .unwrap();
        let ni = Array::from_vec(i1("factorialk3_in"), &[19], d).unwrap();
        let f3 = gsci_special::factorialk::<f64>(&ni, 3, &FactorialOptions::default())
            .unwrap()
            .to_vec()
            .unwrap();
        (c, p, f, f3)
    };
    let (a, b) = (run(&dev), run(&cpu));
    cmp("comb", a.0, b.0);
    cmp("perm", a.1, b.1);
    cmp("factorial", a.2, b.2);
    cmp("factorialk", a.3, b.3);
}
