//! Scans, sorting, searching, counting and quantiles on the device under test against the CPU
//! backend, for every dtype, at sizes around the kernels' tiles (scan tiles of 2048, radix tiles of
//! 4096, one and several blocks), with non-contiguous inputs, batches along an axis, many equal
//! keys (argsort stability), NaN/inf/-0.0 placement and empty arrays.
//!
//! Runs with `GSCI_TEST_DEVICE=cuda`; on the CPU each test prints a note and passes (the CPU
//! backend itself is checked against NumPy in sort_golden.rs and in gsci-core's unit tests).
//! Orders, indices, integer results and sorted values must match exactly; float scans (summed in
//! another order on the GPU) and interpolations within a few ulp.

use gsci_core::scan::{CumulativeOptions, DiffOptions, cumprod, cumsum, cumulative_dtype, diff};
use gsci_core::sort::{
    LexsortOptions, PartitionOptions, SearchsortedOptions, Side, SortOptions, UniqueOptions,
    argpartition, argsort, lexsort, partition, searchsorted, sort, unique,
};
use gsci_core::stats_ops::{
    BincountOptions, Bins, DigitizeOptions, HistogramOptions, MedianOptions, QuantileMethod,
    QuantileOptions, bincount, bincount_weighted, digitize, histogram, median, quantile,
};
use gsci_core::{Array, Complex32, Complex64, DType, Device, Element, Scalar, bf16, f16};
use gsci_tests::{random_vec, seeded, test_device};

/// The device under test, or `None` (with a note) when it is the CPU.
fn gpu(test: &str) -> Option<Device> {
    let d = test_device();
    if d.is_cpu() {
        println!("{test}: skipped (set GSCI_TEST_DEVICE=cuda to compare the GPU with the CPU)");
        return None;
    }
    Some(d)
}

fn parts(x: Scalar) -> (f64, f64) {
    match x {
        Scalar::Bool(b) => (b as u8 as f64, 0.0),
        Scalar::Int(i) => (i as f64, 0.0),
        Scalar::UInt(u) => (u as f64, 0.0),
        Scalar::Float(f) => (f, 0.0),
        Scalar::Complex(r, i) => (r, i),
    }
}

fn close_f(a: f64, b: f64, tol: f64) -> bool {
    if a.is_nan() || b.is_nan() {
        return a.is_nan() && b.is_nan();
    }
    a == b || (a - b).abs() <= tol * a.abs().max(b.abs()).max(1.0)
}

fn same<T: Element>(what: &str, gpu: &Array<T>, cpu: &Array<T>, tol: f64) {
    assert_eq!(gpu.shape(), cpu.shape(), "{what}: shapes");
    let (g, c) = (gpu.to_vec().unwrap(), cpu.to_vec().unwrap());
    for (i, (&x, &y)) in g.iter().zip(&c).enumerate() {
        let ok = match (x.to_scalar(), y.to_scalar()) {
            (xs @ (Scalar::Float(_) | Scalar::Complex(..)), ys) => {
                let ((a, b), (p, q)) = (parts(xs), parts(ys));
                close_f(a, p, tol) && close_f(b, q, tol)
            }
            _ => x == y,
        };
        assert!(ok, "{what}: element {i}: GPU {x:?}, CPU {y:?}");
    }
}

/// Random data with NaN, infinities, signed zeros and repeats sprinkled in (floats), on both.
fn data<T: Element>(seed: u64, shape: &[usize], dev: &Device) -> (Array<T>, Array<T>) {
    let n: usize = shape.iter().product();
    let mut rng = seeded(seed);
    let mut v: Vec<T> = random_vec(&mut rng, n);
    let specials = [f64::NAN, f64::INFINITY, f64::NEG_INFINITY, -0.0, 0.0, 1.0];
    if T::DTYPE.is_float() || T::DTYPE.is_complex() {
        for i in 0..n / 7 {
            let k = (rng.next_u64() as usize) % n;
            let s = specials[i % specials.len()];
            v[k] = T::from_scalar(if T::DTYPE.is_complex() {
                if i % 2 == 0 {
                    Scalar::Complex(s, 0.0)
                } else {
                    Scalar::Complex(1.0, s)
                }
            } else {
                Scalar::Float(s)
            });
        }
    }
    let cpu = Array::from_vec(v.clone(), shape, &Device::cpu()).unwrap();
    (Array::from_vec(v, shape, dev).unwrap(), cpu)
}

const SIZES: [usize; 7] = [1, 7, 2049, 4095, 4096, 4097, 70001];

fn check_sorts<T: Element>(dev: &Device) {
    let t = T::DTYPE;
    for (k, &n) in SIZES.iter().enumerate() {
        let (g, c) = data::<T>(11 + k as u64, &[n], dev);
        for axis in [Some(-1), None] {
            let o = SortOptions { axis, stable: None };
            same(
                &format!("sort {t} n={n}"),
                &sort(&g, &o).unwrap(),
                &sort(&c, &o).unwrap(),
                0.0,
            );
            same(
                &format!("argsort {t} n={n}"),
                &argsort(&g, &o).unwrap(),
                &argsort(&c, &o).unwrap(),
                0.0,
            );
        }
    }
    // Batches: rows of 300 (axis -1), a transposed view (axis 0 of the view), 1000 rows of 3.
    for (shape, axis) in [
        ([37usize, 300], -1isize),
        ([300, 37], 0),
        ([1000, 3], -1),
        ([3, 1000], 0),
    ] {
        let (g, c) = data::<T>(5, &shape, dev);
        let (g, c) = (g.transpose().unwrap(), c.transpose().unwrap());
        let o = SortOptions {
            axis: Some(axis),
            stable: None,
        };
        same(
            &format!("sort {t} {shape:?}^T axis {axis}"),
            &sort(&g, &o).unwrap(),
            &sort(&c, &o).unwrap(),
            0.0,
        );
        same(
            &format!("argsort {t} {shape:?}^T axis {axis}"),
            &argsort(&g, &o).unwrap(),
            &argsort(&c, &o).unwrap(),
            0.0,
        );
    }
    let (g, c) = data::<T>(9, &[0, 5], dev);
    same(
        &format!("sort {t} empty"),
        &sort(&g, &SortOptions::default()).unwrap(),
        &sort(&c, &SortOptions::default()).unwrap(),
        0.0,
    );
}

fn check_unique_search<T: Element>(dev: &Device) {
    let t = T::DTYPE;
    for &n in &[1usize, 4097, 30011] {
        let (g, c) = data::<T>(21, &[n], dev);
        // Many repeats: every value appears about 8 times.
        let reps = |a: &Array<T>| {
            let idx = Array::from_vec(
                (0..n as i64)
                    .map(|i| (i * 7) % (n as i64 / 8 + 1))
                    .collect(),
                &[n],
                a.device(),
            )
            .unwrap();
            gsci_core::take(a, &idx, None).unwrap()
        };
        let (g, c) = (reps(&g), reps(&c));
        let all = UniqueOptions {
            return_index: true,
            return_inverse: true,
            return_counts: true,
            equal_nan: true,
        };
        for opts in [
            UniqueOptions::default(),
            all.clone(),
            UniqueOptions {
                equal_nan: false,
                ..all.clone()
            },
        ] {
            let (ug, uc) = (unique(&g, &opts).unwrap(), unique(&c, &opts).unwrap());
            let what = format!("unique {t} n={n} {opts:?}");
            same(&what, &ug.values, &uc.values, 0.0);
            for (a, b) in [
                (&ug.indices, &uc.indices),
                (&ug.inverse, &uc.inverse),
                (&ug.counts, &uc.counts),
            ] {
                assert_eq!(a.is_some(), b.is_some(), "{what}");
                if let (Some(a), Some(b)) = (a, b) {
                    same(&what, a, b, 0.0);
                }
            }
        }
        let (sg, sc) = (
            sort(&g, &SortOptions::default()).unwrap(),
            sort(&c, &SortOptions::default()).unwrap(),
        );
        let (qg, qc) = data::<T>(22, &[33, 3], dev);
        for side in [Side::Left, Side::Right] {
            let o = SearchsortedOptions { side, sorter: None };
            same(
                &format!("searchsorted {t} {side:?}"),
                &searchsorted(&sg, &qg, &o).unwrap(),
                &searchsorted(&sc, &qc, &o).unwrap(),
                0.0,
            );
            let sorter_g = argsort(&g, &SortOptions::default()).unwrap();
            let sorter_c = argsort(&c, &SortOptions::default()).unwrap();
            let og = SearchsortedOptions {
                side,
                sorter: Some(&sorter_g),
            };
            let oc = SearchsortedOptions {
                side,
                sorter: Some(&sorter_c),
            };
            same(
                &format!("searchsorted sorter {t} {side:?}"),
                &searchsorted(&g, &qg, &og).unwrap(),
                &searchsorted(&c, &qc, &oc).unwrap(),
                0.0,
            );
        }
    }
}

fn check_scans<T: Element, O: Element>(dev: &Device) {
    assert_eq!(O::DTYPE, cumulative_dtype(T::DTYPE));
    let t = T::DTYPE;
    let tol = match O::DTYPE {
        DType::F16 | DType::BF16 => 2e-2,
        DType::F32 | DType::C64 => 1e-4,
        _ => 1e-11,
    };
    for &n in &[1usize, 2047, 2048, 2049, 5000, 1 << 20 | 3] {
        let (g, c) = data::<T>(31, &[n], dev);
        let o = CumulativeOptions::default();
        let (sg, sc): (Array<O>, Array<O>) = (cumsum(&g, &o).unwrap(), cumsum(&c, &o).unwrap());
        same(
            &format!("cumsum {t} n={n}"),
            &sg,
            &sc,
            tol * (n as f64).sqrt().max(1.0),
        );
    }
    for (shape, axis) in [([64usize, 50], 0isize), ([50, 64], 1), ([3, 4100], 1)] {
        let (g, c) = data::<T>(32, &shape, dev);
        let o = CumulativeOptions { axis: Some(axis) };
        let (pg, pc): (Array<O>, Array<O>) = (cumprod(&g, &o).unwrap(), cumprod(&c, &o).unwrap());
        same(
            &format!("cumprod {t} {shape:?} axis {axis}"),
            &pg,
            &pc,
            tol * 10.0,
        );
        let (sg, sc): (Array<O>, Array<O>) = (cumsum(&g, &o).unwrap(), cumsum(&c, &o).unwrap());
        same(
            &format!("cumsum {t} {shape:?} axis {axis}"),
            &sg,
            &sc,
            tol * 10.0,
        );
        let d = DiffOptions {
            n: 2,
            axis,
            ..Default::default()
        };
        same(
            &format!("diff {t} {shape:?}"),
            &diff(&g, &d).unwrap(),
            &diff(&c, &d).unwrap(),
            0.0,
        );
    }
}

fn check_order_stats<T: Element>(dev: &Device) {
    let t = T::DTYPE;
    let med_t = gsci_core::stats_ops::median_dtype(t).unwrap();
    for (shape, axis) in [
        ([7usize, 301], Some(1isize)),
        ([301, 7], Some(0)),
        ([5000, 1], None),
    ] {
        let (g, c) = data::<T>(41, &shape, dev);
        for m in [QuantileMethod::Linear, QuantileMethod::Midpoint] {
            let o = QuantileOptions {
                axis,
                keepdims: true,
                method: m,
            };
            let q = vec![0.0, 0.25, 0.5, 0.9, 1.0];
            let (a, b): (Array<f64>, Array<f64>) = (
                quantile(&g, q.clone(), &o).unwrap(),
                quantile(&c, q, &o).unwrap(),
            );
            same(&format!("quantile {t} {m:?} {shape:?}"), &a, &b, 1e-12);
        }
        for m in [
            QuantileMethod::Lower,
            QuantileMethod::Higher,
            QuantileMethod::Nearest,
        ] {
            let o = QuantileOptions {
                axis,
                keepdims: false,
                method: m,
            };
            let (a, b): (Array<T>, Array<T>) = (
                quantile(&g, vec![0.3, 0.5], &o).unwrap(),
                quantile(&c, vec![0.3, 0.5], &o).unwrap(),
            );
            same(&format!("quantile {t} {m:?} {shape:?}"), &a, &b, 0.0);
        }
        let o = MedianOptions {
            axis,
            keepdims: false,
        };
        macro_rules! med {
            ($o:ty) => {{
                let (a, b): (Array<$o>, Array<$o>) =
                    (median(&g, &o).unwrap(), median(&c, &o).unwrap());
                same(&format!("median {t} {shape:?}"), &a, &b, 0.0);
            }};
        }
        match med_t {
            DType::F64 => med!(f64),
            DType::F32 => med!(f32),
            DType::F16 => med!(f16),
            DType::BF16 => med!(bf16),
            other => panic!("median dtype {other}"),
        }
        let (hg, eg) = histogram(
            &g,
            13usize,
            &HistogramOptions {
                range: Some((-2.0, 2.5)),
            },
        )
        .unwrap();
        let (hc, ec) = histogram(
            &c,
            13usize,
            &HistogramOptions {
                range: Some((-2.0, 2.5)),
            },
        )
        .unwrap();
        same(&format!("histogram {t}"), &hg, &hc, 0.0);
        same(&format!("histogram edges {t}"), &eg, &ec, 0.0);
        let edges = Bins::Edges((0..5000).map(|i| -3.0 + i as f64 * 1e-3).collect());
        let (hg, _) = histogram(&g, edges.clone(), &HistogramOptions::default()).unwrap();
        let (hc, _) = histogram(&c, edges, &HistogramOptions::default()).unwrap();
        same(&format!("histogram 4999 edges {t}"), &hg, &hc, 0.0);
        for right in [false, true] {
            let bins = [-1.0, -0.25, 0.0, 0.5, 2.0];
            let o = DigitizeOptions { right };
            same(
                &format!("digitize {t} {right}"),
                &digitize(&g, &bins, &o).unwrap(),
                &digitize(&c, &bins, &o).unwrap(),
                0.0,
            );
            let rev: Vec<f64> = bins.iter().rev().copied().collect();
            same(
                &format!("digitize dec {t} {right}"),
                &digitize(&g, &rev, &o).unwrap(),
                &digitize(&c, &rev, &o).unwrap(),
                0.0,
            );
        }
    }
}

macro_rules! per_dtype {
    ($($name:ident: $t:ty, $cum:ty, [$($real:ident)?];)*) => {$(
        mod $name {
            use super::*;
            #[test]
            fn sorts() {
                let Some(dev) = gpu(concat!(stringify!($name), "::sorts")) else { return };
                check_sorts::<$t>(&dev);
            }
            #[test]
            fn unique_and_searchsorted() {
                let Some(dev) = gpu(concat!(stringify!($name), "::unique_and_searchsorted")) else { return };
                check_unique_search::<$t>(&dev);
            }
            #[test]
            fn scans() {
                let Some(dev) = gpu(concat!(stringify!($name), "::scans")) else { return };
                check_scans::<$t, $cum>(&dev);
            }
            $(
            #[test]
            fn $real() {
                let Some(dev) = gpu(concat!(stringify!($name), "::order_stats")) else { return };
                check_order_stats::<$t>(&dev);
            }
            )?
        }
    )*};
}

per_dtype! {
    bool_: bool, i64, [];
    int8: i8, i64, [order_stats];
    int16: i16, i64, [order_stats];
    int32: i32, i64, [order_stats];
    int64: i64, i64, [order_stats];
    uint8: u8, u64, [order_stats];
    uint16: u16, u64, [order_stats];
    uint32: u32, u64, [order_stats];
    uint64: u64, u64, [order_stats];
    float16: f16, f16, [order_stats];
    bfloat16: bf16, bf16, [order_stats];
    float32: f32, f32, [order_stats];
    float64: f64, f64, [order_stats];
    complex64: Complex32, Complex32, [];
    complex128: Complex64, Complex64, [];
}

#[test]
fn argsort_is_stable_on_the_gpu_with_many_equal_keys() {
    let Some(dev) = gpu("argsort_is_stable_on_the_gpu_with_many_equal_keys") else {
        return;
    };
    let n = (1 << 20) + 3;
    let v: Vec<i32> = (0..n)
        .map(|i| ((i as u64 * 2654435761) % 5) as i32)
        .collect();
    let g = Array::from_vec(v.clone(), &[n], &dev).unwrap();
    let got = argsort(&g, &SortOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    let mut want: Vec<i64> = (0..n as i64).collect();
    want.sort_by_key(|&i| v[i as usize]);
    assert_eq!(got, want);
    let f: Vec<f64> = (0..n)
        .map(|i| if i % 3 == 0 { -0.0 } else { 0.0 })
        .collect();
    let g = Array::from_vec(f, &[n], &dev).unwrap();
    let got = argsort(&g, &SortOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert_eq!(
        got,
        (0..n as i64).collect::<Vec<_>>(),
        "-0.0 and 0.0 are equal keys"
    );
}

#[test]
fn partition_lexsort_bincount_on_the_gpu() {
    let Some(dev) = gpu("partition_lexsort_bincount_on_the_gpu") else {
        return;
    };
    let (g, c) = data::<f32>(51, &[40, 60], &dev);
    let o = PartitionOptions::default();
    same(
        "partition",
        &partition(&g, &[3, 50], &o).unwrap(),
        &partition(&c, &[3, 50], &o).unwrap(),
        0.0,
    );
    same(
        "argpartition",
        &argpartition(&g, &[3], &o).unwrap(),
        &argpartition(&c, &[3], &o).unwrap(),
        0.0,
    );
    let (g2, c2) = data::<f32>(52, &[40, 60], &dev);
    let lo = LexsortOptions { axis: 0 };
    same(
        "lexsort",
        &lexsort(&[&g, &g2], &lo).unwrap(),
        &lexsort(&[&c, &c2], &lo).unwrap(),
        0.0,
    );
    let x: Vec<u16> = (0..100_003u32)
        .map(|i| ((i * 7919) % 9000) as u16)
        .collect();
    let xg = Array::from_vec(x.clone(), &[x.len()], &dev).unwrap();
    let xc = Array::from_vec(x, &[100_003], &Device::cpu()).unwrap();
    let bo = BincountOptions { minlength: 9100 };
    same(
        "bincount",
        &bincount(&xg, &bo).unwrap(),
        &bincount(&xc, &bo).unwrap(),
        0.0,
    );
    let small = BincountOptions::default();
    let xs: Vec<i64> = (0..50_000).map(|i| (i * 31) % 97).collect();
    let (sg, sc) = (
        Array::from_vec(xs.clone(), &[50_000], &dev).unwrap(),
        Array::from_vec(xs, &[50_000], &Device::cpu()).unwrap(),
    );
    same(
        "bincount small",
        &bincount(&sg, &small).unwrap(),
        &bincount(&sc, &small).unwrap(),
        0.0,
    );
    let w: Vec<f64> = (0..50_000).map(|i| (i % 13) as f64 * 0.25).collect();
    let (wg, wc) = (
        Array::from_vec(w.clone(), &[50_000], &dev).unwrap(),
        Array::from_vec(w, &[50_000], &Device::cpu()).unwrap(),
    );
    same(
        "bincount weighted",
        &bincount_weighted(&sg, &wg, &small).unwrap(),
        &bincount_weighted(&sc, &wc, &small).unwrap(),
        1e-12,
    );
    let neg = Array::from_vec(vec![3i32, -1], &[2], &dev).unwrap();
    assert!(bincount(&neg, &small).is_err());
    let (hg, _) = histogram(&g, 10usize, &HistogramOptions::default()).unwrap_or_else(|_| {
        histogram(
            &g.astype::<i32>().unwrap(),
            10usize,
            &HistogramOptions::default(),
        )
        .unwrap()
    });
    let (hc, _) = histogram(&c, 10usize, &HistogramOptions::default()).unwrap_or_else(|_| {
        histogram(
            &c.astype::<i32>().unwrap(),
            10usize,
            &HistogramOptions::default(),
        )
        .unwrap()
    });
    same("histogram data range", &hg, &hc, 0.0);
}

/// Float to integer casts of NaN, infinities and out-of-range values, GPU against CPU (Rust's
/// `as`: NaN gives 0, the rest saturates; narrow types wrap through int32, uint32 through
/// int64). The histogram over the data range of a float32 array cast to int32 (above) went
/// wrong when the GPU turned NaN into INT_MIN.
#[test]
fn float_to_int_casts_of_special_values() {
    let Some(dev) = gpu("float_to_int_casts_of_special_values") else {
        return;
    };
    let v = vec![
        f64::NAN,
        -f64::NAN,
        f64::INFINITY,
        f64::NEG_INFINITY,
        3e9,
        -3e9,
        1e20,
        -1e20,
        2.9,
        -2.9,
        -0.0,
        300.0,
        -129.0,
        65536.5,
    ];
    let c = Array::from_vec(v.clone(), &[v.len()], &Device::cpu()).unwrap();
    let g = Array::from_vec(v.clone(), &[v.len()], &dev).unwrap();
    let (c32, g32) = (c.astype::<f32>().unwrap(), g.astype::<f32>().unwrap());
    macro_rules! check {
        ($($t:ty),*) => {$(
            assert_eq!(
                g.astype::<$t>().unwrap().to_vec().unwrap(),
                c.astype::<$t>().unwrap().to_vec().unwrap(),
                "float64 -> {}",
                stringify!($t)
            );
            assert_eq!(
                g32.astype::<$t>().unwrap().to_vec().unwrap(),
                c32.astype::<$t>().unwrap().to_vec().unwrap(),
                "float32 -> {}",
                stringify!($t)
            );
        )*};
    }
    check!(i8, i16, i32, i64, u8, u16, u32, u64);
    assert_eq!(c32.astype::<i32>().unwrap().to_vec().unwrap()[0], 0);
}

/// Many tiles of the OneSweep passes and of the look-back scan: 2^21 + 5 keys with few distinct
/// values (long runs of equal digits: stability across tiles), argsort exact; cumsums whose
/// exact result is known (integers, and float64 sums of small integers), so that a wrong
/// look-back prefix in any tile shows.
#[test]
fn many_tiles_sort_and_scan() {
    let Some(dev) = gpu("many_tiles_sort_and_scan") else {
        return;
    };
    let n = (1usize << 21) + 5;
    let mut rng = seeded(77);
    let v: Vec<f32> = (0..n)
        .map(|_| [-1.5f32, 0.0, -0.0, 2.0, 7.25, f32::NAN][(rng.next_u64() % 6) as usize])
        .collect();
    let g = Array::from_vec(v.clone(), &[n], &dev).unwrap();
    let c = Array::from_vec(v, &[n], &Device::cpu()).unwrap();
    let o = SortOptions::default();
    same(
        "argsort 2^21 few values",
        &argsort(&g, &o).unwrap(),
        &argsort(&c, &o).unwrap(),
        0.0,
    );
    same(
        "sort 2^21 few values",
        &sort(&g, &o).unwrap(),
        &sort(&c, &o).unwrap(),
        0.0,
    );
    let w: Vec<i64> = (0..n).map(|_| (rng.next_u64() >> 1) as i64).collect();
    let (gw, cw) = (
        Array::from_vec(w.clone(), &[n], &dev).unwrap(),
        Array::from_vec(w, &[n], &Device::cpu()).unwrap(),
    );
    same(
        "argsort i64 2^21",
        &argsort(&gw, &o).unwrap(),
        &argsort(&cw, &o).unwrap(),
        0.0,
    );
    let uo = UniqueOptions {
        return_index: true,
        return_inverse: true,
        return_counts: true,
        ..UniqueOptions::default()
    };
    let (ug, uc) = (unique(&g, &uo).unwrap(), unique(&c, &uo).unwrap());
    same("unique values", &ug.values, &uc.values, 0.0);
    same(
        "unique index",
        ug.indices.as_ref().unwrap(),
        uc.indices.as_ref().unwrap(),
        0.0,
    );
    same(
        "unique inverse",
        ug.inverse.as_ref().unwrap(),
        uc.inverse.as_ref().unwrap(),
        0.0,
    );
    same(
        "unique counts",
        ug.counts.as_ref().unwrap(),
        uc.counts.as_ref().unwrap(),
        0.0,
    );
    let k: Vec<i64> = (0..n as i64).map(|i| (i % 7) - 3).collect();
    let (gk, ck) = (
        Array::from_vec(k.clone(), &[n], &dev).unwrap(),
        Array::from_vec(k.clone(), &[n], &Device::cpu()).unwrap(),
    );
    let co = CumulativeOptions::default();
    let (sg, sc): (Array<i64>, Array<i64>) = (cumsum(&gk, &co).unwrap(), cumsum(&ck, &co).unwrap());
    same("cumsum i64 2^21", &sg, &sc, 0.0);
    let kf: Vec<f64> = k.iter().map(|&x| x as f64).collect();
    let gf = Array::from_vec(kf.clone(), &[n], &dev).unwrap();
    let cf = Array::from_vec(kf, &[n], &Device::cpu()).unwrap();
    let (sg, sc): (Array<f64>, Array<f64>) = (cumsum(&gf, &co).unwrap(), cumsum(&cf, &co).unwrap());
    same("cumsum f64 of integers 2^21", &sg, &sc, 0.0);
    // 299 rows of 7001 along the last axis: the look-back stops at each row's start.
    let m = 299 * 7001;
    let gr = Array::from_vec(k[..m].to_vec(), &[299, 7001], &dev).unwrap();
    let cr = Array::from_vec(k[..m].to_vec(), &[299, 7001], &Device::cpu()).unwrap();
    let ro = CumulativeOptions { axis: Some(-1) };
    let (sg, sc): (Array<i64>, Array<i64>) = (cumsum(&gr, &ro).unwrap(), cumsum(&cr, &ro).unwrap());
    same("cumsum i64 rows", &sg, &sc, 0.0);
}
