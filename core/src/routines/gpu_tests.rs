//! GPU against CPU for every routine, dtype and layout family. Runs when a CUDA device and NVRTC
//! load (else each test reports the skip); `GSCI_REQUIRE_GPU=1` turns the skip into a failure.

use super::*;
use crate::dtype::{DType, Scalar};
use crate::{Complex32, Complex64, bf16, f16};

fn gpu() -> Option<Device> {
    match Device::cuda(0) {
        Ok(d) if crate::kernel_cache::nvrtc_available() => Some(d),
        _ => {
            assert!(
                std::env::var("GSCI_REQUIRE_GPU").as_deref() != Ok("1"),
                "GSCI_REQUIRE_GPU=1 but no CUDA device with NVRTC"
            );
            eprintln!("skipped: no CUDA device (or no NVRTC)");
            None
        }
    }
}

fn lcg(s: &mut u64) -> u64 {
    *s = s
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *s >> 33
}

/// Small integers (a third of them zero) as `T`; NaN sprinkled into floats when `nan`.
fn values<T: Element>(n: usize, seed: u64, nan: bool) -> Vec<T> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            let r = lcg(&mut s);
            if nan && T::DTYPE.is_float() && r % 17 == 0 {
                return T::from_scalar(Scalar::Float(f64::NAN));
            }
            let v = if r % 3 == 0 { 0 } else { (r % 41) as i64 - 20 };
            if T::DTYPE.is_complex() {
                T::from_scalar(Scalar::Complex(v as f64, ((r >> 8) % 5) as f64 - 2.0))
            } else {
                T::from_scalar(Scalar::Int(v))
            }
        })
        .collect()
}

fn same_scalar(a: Scalar, b: Scalar) -> bool {
    match (a, b) {
        (Scalar::Float(x), Scalar::Float(y)) => x == y || (x.is_nan() && y.is_nan()),
        (Scalar::Complex(a, b), Scalar::Complex(c, d)) => {
            (a == c || (a.is_nan() && c.is_nan())) && (b == d || (b.is_nan() && d.is_nan()))
        }
        _ => a == b,
    }
}

/// The same array on the CPU and on `dev`, from C-ordered values.
fn pair<T: Element>(v: Vec<T>, shape: &[usize], dev: &Device) -> (Array<T>, Array<T>) {
    (
        Array::from_vec(v.clone(), shape, &Device::cpu()).unwrap(),
        Array::from_vec(v, shape, dev).unwrap(),
    )
}

fn both<T: Element>(
    p: &(Array<T>, Array<T>),
    f: impl Fn(&Array<T>) -> Array<T>,
) -> (Array<T>, Array<T>) {
    (f(&p.0), f(&p.1))
}

fn check<T: Element>(what: &str, cpu: Result<Array<T>>, gpu: Result<Array<T>>) {
    match (cpu, gpu) {
        (Ok(c), Ok(g)) => {
            assert_eq!(c.shape(), g.shape(), "{what} [{}]: shapes", T::DTYPE);
            assert!(g.device().is_cuda(), "{what}: result left the GPU");
            let (cv, gv) = (c.to_vec().unwrap(), g.to_vec().unwrap());
            for (i, (x, y)) in cv.iter().zip(&gv).enumerate() {
                assert!(
                    same_scalar(x.to_scalar(), y.to_scalar()),
                    "{what} [{}]: element {i}: cpu {x:?} gpu {y:?}",
                    T::DTYPE
                );
            }
        }
        (Err(c), Err(g)) => assert_eq!(
            std::mem::discriminant(&c),
            std::mem::discriminant(&g),
            "{what}: cpu {c} gpu {g}"
        ),
        (c, g) => panic!(
            "{what} [{}]: cpu {:?} gpu {:?}",
            T::DTYPE,
            c.err().map(|e| e.to_string()),
            g.err().map(|e| e.to_string())
        ),
    }
}

fn transposed<T: Element>(a: &Array<T>) -> Array<T> {
    a.with_layout(
        a.shape().iter().rev().copied().collect(),
        a.strides().iter().rev().copied().collect(),
        a.offset(),
    )
}

/// `a` reversed along its last axis (negative stride).
fn flipped<T: Element>(a: &Array<T>) -> Array<T> {
    let nd = a.ndim();
    let mut strides = a.strides().to_vec();
    let n = a.shape()[nd - 1];
    let off = a.offset() as isize + (n as isize - 1) * strides[nd - 1];
    strides[nd - 1] = -strides[nd - 1];
    a.with_layout(a.shape().to_vec(), strides, off as usize)
}

fn run_all<T: Element>(dev: &Device) {
    let seed = T::DTYPE as u64 + 1;
    let m = pair(values::<T>(7 * 33, seed, true), &[7, 33], dev);
    let t = both(&m, transposed); // (33, 7), F-ordered
    let f = both(&m, flipped);
    let e = pair(Vec::<T>::new(), &[0, 33], dev);
    let s = pair(values::<T>(1, seed + 1, false), &[], dev);

    // Joining.
    check(
        "concatenate",
        concatenate(&[&m.0, &f.0, &e.0], 0),
        concatenate(&[&m.1, &f.1, &e.1], 0),
    );
    check(
        "concatenate1",
        concatenate(&[&t.0, &t.0], -1),
        concatenate(&[&t.1, &t.1], -1),
    );
    check("stack", stack(&[&m.0, &f.0], 1), stack(&[&m.1, &f.1], 1));
    check("hstack", hstack(&[&s.0, &s.0]), hstack(&[&s.1, &s.1]));
    check("vstack", vstack(&[&m.0, &f.0]), vstack(&[&m.1, &f.1]));
    check("dstack", dstack(&[&t.0, &t.0]), dstack(&[&t.1, &t.1]));
    assert!(
        concatenate(&[&m.0, &m.1], 0).is_err(),
        "mixed devices must fail"
    );

    for (name, p) in [("c", &m), ("flipped", &f), ("t", &t)] {
        for shift in [-40isize, -1, 0, 5, 1000] {
            check(
                &format!("roll {name} {shift}"),
                roll(&p.0, shift, None),
                roll(&p.1, shift, None),
            );
            check(
                &format!("roll0 {name} {shift}"),
                roll(&p.0, shift, Some(0)),
                roll(&p.1, shift, Some(0)),
            );
            check(
                &format!("roll1 {name} {shift}"),
                roll(&p.0, shift, Some(-1)),
                roll(&p.1, shift, Some(-1)),
            );
        }
        check(
            &format!("repeat {name}"),
            repeat(&p.0, Repeats::Scalar(3), Some(1)),
            repeat(&p.1, Repeats::Scalar(3), Some(1)),
        );
        let counts: Vec<usize> = (0..p.0.shape()[0]).map(|i| i % 3).collect();
        check(
            &format!("repeat per-element {name}"),
            repeat(&p.0, Repeats::PerElement(counts.clone()), Some(0)),
            repeat(&p.1, Repeats::PerElement(counts), Some(0)),
        );
        check(
            &format!("repeat flat {name}"),
            repeat(&p.0, Repeats::Scalar(2), None),
            repeat(&p.1, Repeats::Scalar(2), None),
        );
        check(
            &format!("tile {name}"),
            tile(&p.0, &[2, 1, 3]),
            tile(&p.1, &[2, 1, 3]),
        );
        for w in [
            [(0usize, 0usize), (1, 2)],
            [(9, 20), (40, 3)],
            [(7, 7), (0, 70)],
        ] {
            for mode in [
                PadMode::Edge,
                PadMode::Reflect,
                PadMode::Symmetric,
                PadMode::Wrap,
                PadMode::Constant(T::one()),
            ] {
                check(
                    &format!("pad {name} {w:?} {mode:?}"),
                    pad(&p.0, &w, mode),
                    pad(&p.1, &w, mode),
                );
            }
        }
        check(
            &format!("clip {name}"),
            clip(
                &p.0,
                Some(T::from_scalar(Scalar::Int(-5))),
                Some(T::from_scalar(Scalar::Int(7))),
            ),
            clip(
                &p.1,
                Some(T::from_scalar(Scalar::Int(-5))),
                Some(T::from_scalar(Scalar::Int(7))),
            ),
        );
        check(
            &format!("clip lo {name}"),
            clip(&p.0, Some(T::zero()), None),
            clip(&p.1, Some(T::zero()), None),
        );
        check(&format!("argwhere {name}"), argwhere(&p.0), argwhere(&p.1));
        let (nc, ng) = (nonzero(&p.0).unwrap(), nonzero(&p.1).unwrap());
        for (c, g) in nc.into_iter().zip(ng) {
            check(&format!("nonzero {name}"), Ok(c), Ok(g));
        }
    }
    check(
        "pad 0d",
        pad(&s.0, &[(3, 2)], PadMode::Wrap),
        pad(&s.1, &[(3, 2)], PadMode::Wrap),
    );
    check(
        "pad empty",
        pad(&e.0, &[(0, 0), (3, 2)], PadMode::Reflect),
        pad(&e.1, &[(0, 0), (3, 2)], PadMode::Reflect),
    );
    check("argwhere 0d", argwhere(&s.0), argwhere(&s.1));

    // Integer indexing.
    let ind = pair(
        (0..40)
            .map(|i| ((i * 7919) % 66) as i64 - 33)
            .collect::<Vec<i64>>(),
        &[5, 8],
        dev,
    );
    let ind_t = both(&ind, transposed);
    for (name, p) in [("c", &m), ("t", &t), ("flipped", &f)] {
        check(
            &format!("take flat {name}"),
            take(&p.0, &ind.0, None),
            take(&p.1, &ind.1, None),
        );
        let ax = if p.0.shape()[1] == 33 { 1 } else { 0 };
        check(
            &format!("take axis {name}"),
            take(&p.0, &ind_t.0, Some(ax)),
            take(&p.1, &ind_t.1, Some(ax)),
        );
    }
    let bad = pair(vec![0i64, 5, -9, 300, -400], &[5], dev);
    match (take(&m.0, &bad.0, Some(0)), take(&m.1, &bad.1, Some(0))) {
        (
            Err(Error::IndexOutOfBounds { index: a, .. }),
            Err(Error::IndexOutOfBounds { index: b, .. }),
        ) => {
            assert_eq!((a, b), (-9, -9))
        }
        _ => panic!("take with bad indices must fail on both backends"),
    }
    let along = pair(
        (0..7 * 4)
            .map(|i| (i % 33) as i64 - 16)
            .collect::<Vec<i64>>(),
        &[7, 4],
        dev,
    );
    check(
        "take_along_axis",
        take_along_axis(&m.0, &along.0, Some(1)),
        take_along_axis(&m.1, &along.1, Some(1)),
    );
    let along0 = pair(
        (0..2 * 33)
            .map(|i| (i % 7) as i64 - 3)
            .collect::<Vec<i64>>(),
        &[2, 33],
        dev,
    );
    check(
        "take_along_axis0",
        take_along_axis(&f.0, &along0.0, Some(0)),
        take_along_axis(&f.1, &along0.1, Some(0)),
    );

    // put: distinct targets (repeated ones have no defined winner on the GPU), cycled values.
    let perm = pair(
        (0..100)
            .map(|i| ((i * 37) % 231) as i64 - 231 * (i % 2) as i64)
            .collect::<Vec<i64>>(),
        &[10, 10],
        dev,
    );
    let vals = pair(values::<T>(3, seed + 5, false), &[3], dev);
    let (mut pc, mut pg) = (t.0.clone(), t.1.clone());
    put(&mut pc, &perm.0, &vals.0).unwrap();
    put(&mut pg, &perm.1, &vals.1).unwrap();
    check("put", Ok(pc), Ok(pg));
    check("put leaves views alone", Ok(t.0.clone()), Ok(t.1.clone()));

    // scatter_add with many repeats (integer values: sums are exact in any order for floats
    // wider than bf16; bf16 and f16 get values that stay exact).
    let small = T::DTYPE == DType::BF16 || T::DTYPE == DType::F16;
    let sv: Vec<T> = (0..7 * 40)
        .map(|i| {
            T::from_scalar(Scalar::Int(if small {
                (i % 3) as i64
            } else {
                (i % 11) as i64 - 5
            }))
        })
        .collect();
    let sv = pair(sv, &[7, 40], dev);
    let sind = pair(
        (0..40).map(|i| (i % 5) as i64 - 2).collect::<Vec<i64>>(),
        &[40],
        dev,
    );
    // Fresh targets, so scatter_add writes in place without copying.
    let base: Vec<T> = values::<T>(7 * 33, seed, false);
    let mut ac = Array::from_vec(base.clone(), &[7, 33], &Device::cpu()).unwrap();
    let mut ag = Array::from_vec(base, &[7, 33], dev).unwrap();
    scatter_add(&mut ac, &sind.0, &sv.0, Some(1)).unwrap();
    scatter_add(&mut ag, &sind.1, &sv.1, Some(1)).unwrap();
    check("scatter_add axis", Ok(ac.clone()), Ok(ag.clone()));
    let flat_vals = pair(values::<T>(1, seed + 9, false), &[1], dev);
    let find = pair(
        (0..5000)
            .map(|i| ((i * 13) % 17) as i64 - 8)
            .collect::<Vec<i64>>(),
        &[5000],
        dev,
    );
    if !small {
        scatter_add(&mut ac, &find.0, &flat_vals.0, None).unwrap();
        scatter_add(&mut ag, &find.1, &flat_vals.1, None).unwrap();
        check("scatter_add flat", Ok(ac), Ok(ag));
    }

    // Selection.
    let cond = pair(
        (0..33).map(|i| i % 3 == 1).collect::<Vec<bool>>(),
        &[33],
        dev,
    );
    let cond2 = pair(
        (0..7).map(|i| i % 2 == 0).collect::<Vec<bool>>(),
        &[7, 1],
        dev,
    );
    check(
        "where",
        where_(&cond.0, &m.0, &f.0),
        where_(&cond.1, &m.1, &f.1),
    );
    check(
        "where b",
        where_(
            &cond2.0,
            &s.0,
            &t.0.with_layout(vec![1, 33], vec![0, 7], t.0.offset()),
        ),
        where_(
            &cond2.1,
            &s.1,
            &t.1.with_layout(vec![1, 33], vec![0, 7], t.1.offset()),
        ),
    );
    check(
        "compress",
        compress(&cond.0, &m.0, Some(1)),
        compress(&cond.1, &m.1, Some(1)),
    );
    check(
        "compress flat",
        compress(&cond.0, &f.0, None),
        compress(&cond.1, &f.1, None),
    );
    let mask = pair(
        values::<T>(7 * 33, seed + 3, false)
            .iter()
            .map(|x| x.cast::<bool>())
            .collect::<Vec<bool>>(),
        &[7, 33],
        dev,
    );
    check(
        "boolean_mask",
        boolean_mask(&f.0, &mask.0),
        boolean_mask(&f.1, &mask.1),
    );
    check(
        "boolean_mask rows",
        boolean_mask(&m.0, &cond2.0.with_layout(vec![7], vec![1], 0)),
        boolean_mask(&m.1, &cond2.1.with_layout(vec![7], vec![1], 0)),
    );
}

macro_rules! gpu_test {
    ($name:ident, $t:ty) => {
        #[test]
        fn $name() {
            if let Some(dev) = gpu() {
                run_all::<$t>(&dev);
            }
        }
    };
}

gpu_test!(gpu_matches_cpu_bool, bool);
gpu_test!(gpu_matches_cpu_i8, i8);
gpu_test!(gpu_matches_cpu_u8, u8);
gpu_test!(gpu_matches_cpu_i16, i16);
gpu_test!(gpu_matches_cpu_u16, u16);
gpu_test!(gpu_matches_cpu_i32, i32);
gpu_test!(gpu_matches_cpu_u32, u32);
gpu_test!(gpu_matches_cpu_i64, i64);
gpu_test!(gpu_matches_cpu_u64, u64);
gpu_test!(gpu_matches_cpu_f16, f16);
gpu_test!(gpu_matches_cpu_bf16, bf16);
gpu_test!(gpu_matches_cpu_f32, f32);
gpu_test!(gpu_matches_cpu_f64, f64);
gpu_test!(gpu_matches_cpu_c64, Complex32);
gpu_test!(gpu_matches_cpu_c128, Complex64);

#[test]
fn gpu_nonzero_across_tile_boundaries() {
    let Some(dev) = gpu() else { return };
    for n in [
        1usize,
        2,
        31,
        2047,
        2048,
        2049,
        4096 * 1024 + 3,
        (2048 * 1024) * 3 + 5,
    ] {
        let v: Vec<u8> = (0..n).map(|i| ((i * 2654435761) % 7 == 0) as u8).collect();
        let p = pair(v, &[n], &dev);
        check(
            &format!("boolean_mask n={n}"),
            boolean_mask(&p.0, &p.0.astype::<bool>().unwrap()),
            boolean_mask(&p.1, &p.1.astype::<bool>().unwrap()),
        );
        let (c, g) = (nonzero(&p.0).unwrap(), nonzero(&p.1).unwrap());
        check(
            &format!("nonzero n={n}"),
            Ok(c[0].clone()),
            Ok(g[0].clone()),
        );
    }
}

#[test]
fn gpu_index_validation_reports_first_bad() {
    let Some(dev) = gpu() else { return };
    let n = 1 << 20;
    let mut v: Vec<i64> = (0..n as i64).map(|i| i % 1000).collect();
    v[777_777] = 1000;
    v[900_000] = -1001;
    v[123] = 5000;
    let ind = Array::from_vec(v, &[n], &dev).unwrap();
    let a = Array::from_vec((0..1000).collect::<Vec<i32>>(), &[1000], &dev).unwrap();
    match take(&a, &ind, None) {
        Err(Error::IndexOutOfBounds { index, axis, size }) => {
            assert_eq!((index, axis, size), (5000, 0, 1000))
        }
        other => panic!(
            "expected IndexOutOfBounds, got {:?}",
            other.map(|a| a.shape().to_vec())
        ),
    }
}

#[test]
fn gpu_64bit_index_paths() {
    let Some(dev) = gpu() else { return };
    let n = (1usize << 31) + 3;
    // take along axis 0 of a (1, n) array: an output of n > 2^31 elements.
    let host: Vec<u8> = (0..n).map(|i| (i % 251) as u8).collect();
    let a = Array::from_vec(host, &[1, n], &dev).unwrap();
    let i = Array::from_vec(vec![-1i64], &[1], &dev).unwrap();
    let r = take(&a, &i, Some(0)).unwrap().to_vec().unwrap();
    assert_eq!(r.len(), n);
    assert!(r.iter().enumerate().all(|(k, &x)| x == (k % 251) as u8));
    drop(r);
    // nonzero of a bool array of n elements with a few trues.
    let mut b = vec![false; n];
    for &k in &[0usize, 5, 1 << 30, n - 2, n - 1] {
        b[k] = true;
    }
    let b = Array::from_vec(b, &[n], &dev).unwrap();
    let nz = nonzero(&b).unwrap();
    assert_eq!(
        nz[0].to_vec().unwrap(),
        vec![0, 5, 1 << 30, n as i64 - 2, n as i64 - 1]
    );
}
