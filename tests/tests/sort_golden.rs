//! Scans, sorting, searching, counting and quantiles against NumPy 2.4.6 (golden data from
//! `tests/golden/generate_sort.py`), for every NumPy dtype, on the device under test
//! (`GSCI_TEST_DEVICE`, the CPU by default). Integer results, orders and indices must match
//! exactly; sorted floats match as values (NaN equals NaN, -0.0 equals 0.0); float sums,
//! products and interpolations within a few ulp of the dtype (float16 scans: NumPy rounds every
//! partial sum to float16, gsci accumulates in float32).

use gsci_core::scan::{CumulativeOptions, DiffOptions, cumprod, cumsum, diff};
use gsci_core::sort::{
    SearchsortedOptions, Side, SortOptions, UniqueOptions, argsort, searchsorted, sort, unique,
};
use gsci_core::stats_ops::{
    BincountOptions, DigitizeOptions, HistogramOptions, MedianOptions, QuantileMethod,
    QuantileOptions, bincount, digitize, histogram, median, quantile,
};
use gsci_core::{Array, Complex32, Complex64, DType, Element, Scalar, f16};
use gsci_tests::{NpyElement, Npz, test_device};

const BINS: [f64; 5] = [-2.0, -0.5, 0.0, 1.0, 3.5];
const Q: [f64; 5] = [0.0, 0.1, 0.5, 0.77, 1.0];

fn parts(x: Scalar) -> (f64, f64) {
    match x {
        Scalar::Bool(b) => (b as u8 as f64, 0.0),
        Scalar::Int(i) => (i as f64, 0.0),
        Scalar::UInt(u) => (u as f64, 0.0),
        Scalar::Float(f) => (f, 0.0),
        Scalar::Complex(r, i) => (r, i),
    }
}

fn eps(t: DType) -> f64 {
    match t {
        DType::F16 => 1e-2,
        DType::F32 | DType::C64 => 2e-6,
        _ => 1e-13,
    }
}

fn close_f(a: f64, b: f64, tol: f64) -> bool {
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    a == b || (a - b).abs() <= tol * a.abs().max(b.abs()).max(1.0)
}

/// Values equal (tol 0: exactly, NaN equal to NaN) or within `tol` (floats).
fn assert_close<T: Element>(what: &str, got: &[T], want: &[T], tol: f64) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        let ok = match (g.to_scalar(), w.to_scalar()) {
            (gs @ (Scalar::Float(_) | Scalar::Complex(..)), ws) => {
                let ((gr, gi), (wr, wi)) = (parts(gs), parts(ws));
                close_f(gr, wr, tol) && close_f(gi, wi, tol)
            }
            _ => g == w,
        };
        assert!(ok, "{what}: element {i}: got {g:?}, want {w:?}");
    }
}

fn check_common<T: NpyElement, C: NpyElement>(dt: &str) {
    let dev = test_device();
    let mut z = Npz::open("sort/sort.npz");
    let x = Array::from_ndarray(&z.array::<T>(&format!("x_{dt}")), &dev).unwrap();
    for (key, axis) in [("sort0", Some(0)), ("sort1", Some(-1)), ("sortN", None)] {
        let got = sort(&x, &SortOptions { axis, stable: None }).unwrap();
        let want = z.array::<T>(&format!("{key}_{dt}"));
        assert_eq!(got.shape(), want.shape(), "{key}_{dt}");
        assert_close(
            &format!("{key}_{dt}"),
            &got.to_vec().unwrap(),
            &want.iter().copied().collect::<Vec<_>>(),
            0.0,
        );
    }
    for (key, axis) in [("argsort1", Some(-1)), ("argsortN", None)] {
        let got = argsort(
            &x,
            &SortOptions {
                axis,
                stable: Some(true),
            },
        )
        .unwrap();
        assert_eq!(
            got.to_vec().unwrap(),
            z.vec::<i64>(&format!("{key}_{dt}")),
            "{key}_{dt}"
        );
    }
    let tol = eps(T::DTYPE);
    let c1: Array<C> = cumsum(&x, &CumulativeOptions { axis: Some(1) }).unwrap();
    assert_close(
        &format!("cumsum1_{dt}"),
        &c1.to_vec().unwrap(),
        &z.vec::<C>(&format!("cumsum1_{dt}")),
        tol,
    );
    let cn: Array<C> = cumsum(&x, &CumulativeOptions { axis: None }).unwrap();
    assert_close(
        &format!("cumsumN_{dt}"),
        &cn.to_vec().unwrap(),
        &z.vec::<C>(&format!("cumsumN_{dt}")),
        tol,
    );
    let p0: Array<C> = cumprod(&x, &CumulativeOptions { axis: Some(0) }).unwrap();
    assert_close(
        &format!("cumprod0_{dt}"),
        &p0.to_vec().unwrap(),
        &z.vec::<C>(&format!("cumprod0_{dt}")),
        tol,
    );
    let d2 = diff(
        &x,
        &DiffOptions {
            n: 2,
            ..Default::default()
        },
    )
    .unwrap();
    assert_close(
        &format!("diff2_{dt}"),
        &d2.to_vec().unwrap(),
        &z.vec::<T>(&format!("diff2_{dt}")),
        tol,
    );

    let opts = UniqueOptions {
        return_index: true,
        return_inverse: true,
        return_counts: true,
        equal_nan: true,
    };
    let u = unique(&x, &opts).unwrap();
    assert_close(
        &format!("uvals_{dt}"),
        &u.values.to_vec().unwrap(),
        &z.vec::<T>(&format!("uvals_{dt}")),
        0.0,
    );
    assert_eq!(
        u.indices.unwrap().to_vec().unwrap(),
        z.vec::<i64>(&format!("uidx_{dt}")),
        "uidx_{dt}"
    );
    let inv = u.inverse.unwrap();
    assert_eq!(inv.shape(), x.shape());
    assert_eq!(
        inv.to_vec().unwrap(),
        z.vec::<i64>(&format!("uinv_{dt}")),
        "uinv_{dt}"
    );
    assert_eq!(
        u.counts.unwrap().to_vec().unwrap(),
        z.vec::<i64>(&format!("ucnt_{dt}")),
        "ucnt_{dt}"
    );

    let a = sort(
        &x,
        &SortOptions {
            axis: None,
            stable: None,
        },
    )
    .unwrap();
    let v = x.index_axis(0, 0).unwrap();
    for (key, side) in [("ssl", Side::Left), ("ssr", Side::Right)] {
        let got = searchsorted(&a, &v, &SearchsortedOptions { side, sorter: None }).unwrap();
        assert_eq!(
            got.to_vec().unwrap(),
            z.vec::<i64>(&format!("{key}_{dt}")),
            "{key}_{dt}"
        );
    }
}

/// Quantiles, median, histogram and digitize of a real non-bool dtype; `M` is the median dtype.
fn check_real<T: NpyElement, M: NpyElement>(dt: &str) {
    let dev = test_device();
    let mut z = Npz::open("sort/sort.npz");
    let x = Array::from_ndarray(&z.array::<T>(&format!("x_{dt}")), &dev).unwrap();
    let tol = eps(T::DTYPE).max(1e-13);
    for (name, m) in [
        ("linear", QuantileMethod::Linear),
        ("midpoint", QuantileMethod::Midpoint),
    ] {
        let o = QuantileOptions {
            axis: Some(1),
            keepdims: false,
            method: m,
        };
        let got: Array<f64> = quantile(&x, Q.to_vec(), &o).unwrap();
        assert_eq!(got.shape(), &[5, 5]);
        assert_close(
            &format!("q_{name}_{dt}"),
            &got.to_vec().unwrap(),
            &z.vec::<f64>(&format!("q_{name}_{dt}")),
            tol,
        );
    }
    for (name, m) in [
        ("lower", QuantileMethod::Lower),
        ("higher", QuantileMethod::Higher),
        ("nearest", QuantileMethod::Nearest),
    ] {
        let o = QuantileOptions {
            axis: Some(1),
            keepdims: false,
            method: m,
        };
        let got: Array<T> = quantile(&x, Q.to_vec(), &o).unwrap();
        assert_close(
            &format!("q_{name}_{dt}"),
            &got.to_vec().unwrap(),
            &z.vec::<T>(&format!("q_{name}_{dt}")),
            0.0,
        );
    }
    let med: Array<M> = median(
        &x,
        &MedianOptions {
            axis: Some(0),
            keepdims: false,
        },
    )
    .unwrap();
    assert_close(
        &format!("median0_{dt}"),
        &med.to_vec().unwrap(),
        &z.vec::<M>(&format!("median0_{dt}")),
        tol,
    );
    let range = if T::DTYPE.is_float() {
        Some((-3.0, 5.0))
    } else {
        None
    };
    let (h, e) = histogram(&x, 7usize, &HistogramOptions { range }).unwrap();
    assert_eq!(
        h.to_vec().unwrap(),
        z.vec::<i64>(&format!("hist_{dt}")),
        "hist_{dt}"
    );
    assert_eq!(
        e.to_vec().unwrap(),
        z.vec::<f64>(&format!("edges_{dt}")),
        "edges_{dt}"
    );
    for (key, right) in [("dig", false), ("digr", true)] {
        let got = digitize(&x, &BINS, &DigitizeOptions { right }).unwrap();
        assert_eq!(
            got.to_vec().unwrap(),
            z.vec::<i64>(&format!("{key}_{dt}")),
            "{key}_{dt}"
        );
    }
}

fn check_bincount<T: NpyElement>(dt: &str) {
    let dev = test_device();
    let mut z = Npz::open("sort/sort.npz");
    let x: Vec<i64> = z
        .vec::<T>(&format!("x_{dt}"))
        .into_iter()
        .map(|v| v.cast::<i64>().wrapping_abs().rem_euclid(50))
        .collect();
    let xa = Array::from_vec(x.clone(), &[x.len()], &dev).unwrap();
    let got = bincount(&xa, &BincountOptions::default()).unwrap();
    assert_eq!(
        got.to_vec().unwrap(),
        z.vec::<i64>(&format!("bincount_{dt}")),
        "bincount_{dt}"
    );
}

macro_rules! golden {
    ($($name:ident: $t:ty, $cum:ty, $dt:literal, [$($extra:tt)*];)*) => {$(
        #[test]
        fn $name() {
            check_common::<$t, $cum>($dt);
            golden!(@extra $t, $dt, $($extra)*);
        }
    )*};
    (@extra $t:ty, $dt:literal, ) => {};
    (@extra $t:ty, $dt:literal, real $m:ty) => { check_real::<$t, $m>($dt); };
    (@extra $t:ty, $dt:literal, int $m:ty) => { check_real::<$t, $m>($dt); check_bincount::<$t>($dt); };
}

golden! {
    bool_: bool, i64, "bool", [];
    int8: i8, i64, "int8", [int f64];
    int16: i16, i64, "int16", [int f64];
    int32: i32, i64, "int32", [int f64];
    int64: i64, i64, "int64", [int f64];
    uint8: u8, u64, "uint8", [int f64];
    uint16: u16, u64, "uint16", [int f64];
    uint32: u32, u64, "uint32", [int f64];
    uint64: u64, u64, "uint64", [int f64];
    float16: f16, f16, "float16", [real f16];
    float32: f32, f32, "float32", [real f32];
    float64: f64, f64, "float64", [real f64];
    complex64: Complex32, Complex32, "complex64", [];
    complex128: Complex64, Complex64, "complex128", [];
}
