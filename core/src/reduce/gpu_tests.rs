//! GPU-vs-CPU tests of every reduction over layouts that reach every kernel shape, and the
//! bandwidth figures of the targets. They need a CUDA device and NVRTC, so they are
//! ignored by default:
//! `cargo test --release -p gsci-core --lib reduce::gpu_tests -- --ignored --nocapture`.

use super::*;
use crate::dtype::Scalar;
use crate::{Complex32, Complex64, Device, bf16, f16};

fn gpu() -> Option<Device> {
    if crate::cuda::device_count() == 0 {
        eprintln!("skipped: no CUDA device");
        return None;
    }
    Device::cuda(0).ok()
}

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

/// Test data of each dtype: floats in [0, 1) (no cancellation, so relative tolerances are
/// meaningful), integers in 0..100 (with small repeats, for ties), bools half true.
fn data<T: Element>(n: usize, seed: u64, nan_every: usize) -> Vec<T> {
    let u = lcg(2 * n, seed);
    (0..n)
        .map(|i| {
            let s = match T::DTYPE.kind() {
                crate::Kind::Bool => Scalar::Bool(u[i] > 0.5),
                crate::Kind::Int | crate::Kind::UInt => Scalar::Int((u[i] * 100.0) as i64),
                crate::Kind::Float => {
                    if nan_every > 0 && i % nan_every == 3 {
                        Scalar::Float(f64::NAN)
                    } else {
                        Scalar::Float(u[i])
                    }
                }
                crate::Kind::Complex => Scalar::Complex((u[i] * 4.0).floor() / 4.0, u[n + i]),
            };
            T::from_scalar(s)
        })
        .collect()
}

fn parts(s: Scalar) -> (f64, f64) {
    match s {
        Scalar::Bool(b) => (b as u8 as f64, 0.0),
        Scalar::Int(i) => (i as f64, 0.0),
        Scalar::UInt(u) => (u as f64, 0.0),
        Scalar::Float(f) => (f, 0.0),
        Scalar::Complex(re, im) => (re, im),
    }
}

/// Compares a GPU result with the CPU result: equal shapes, and values within `rtol` (relative
/// to the larger of |want| and 1); errors must agree too.
fn same<U: Element>(what: &str, cpu: Result<Array<U>>, gpu: Result<Array<U>>, rtol: f64) {
    let (c, g) = match (cpu, gpu) {
        (Ok(c), Ok(g)) => (c, g),
        (Err(_), Err(_)) => return,
        (c, g) => panic!("{what}: cpu {:?} vs gpu {:?}", c.err(), g.err()),
    };
    assert_eq!(c.shape(), g.shape(), "{what}: shapes");
    assert!(g.device().is_cuda(), "{what}: result left the GPU");
    let (cv, gv) = (c.to_vec().unwrap(), g.to_vec().unwrap());
    for (i, (a, b)) in cv.iter().zip(&gv).enumerate() {
        let (a, b) = (parts(a.to_scalar()), parts(b.to_scalar()));
        for (x, y) in [(a.0, b.0), (a.1, b.1)] {
            let ok =
                (x.is_nan() && y.is_nan()) || x == y || (x - y).abs() <= rtol * x.abs().max(1.0);
            assert!(ok, "{what}: element {i}: cpu {a:?} vs gpu {b:?}");
        }
    }
}

/// Every reduction of `x` (CPU) and `y` (the same layout on the GPU) over `axes`.
fn compare_all<T: Reducible>(
    x: &Array<T>,
    y: &Array<T>,
    axes: Option<&[isize]>,
    rtol: f64,
    tag: &str,
) {
    let o = ReduceOptions {
        axis: axes,
        keepdims: false,
    };
    let ok = ReduceOptions {
        axis: axes,
        keepdims: true,
    };
    let v = VarOptions {
        axis: axes,
        ddof: 1.0,
        keepdims: false,
    };
    let w = |name: &str| {
        format!(
            "{tag} {} {:?} {:?} axes {axes:?}: {name}",
            T::DTYPE,
            x.shape(),
            x.strides()
        )
    };
    same(&w("sum"), sum(x, &o), sum(y, &o), rtol);
    same(&w("sum keepdims"), sum(x, &ok), sum(y, &ok), rtol);
    same(&w("mean"), mean(x, &o), mean(y, &o), rtol);
    same(&w("var"), var(x, &v), var(y, &v), rtol * 10.0);
    same(&w("std"), std(x, &v), std(y, &v), rtol * 10.0);
    same(&w("min"), min(x, &o), min(y, &o), 0.0);
    same(&w("max"), max(x, &ok), max(y, &ok), 0.0);
    same(&w("nanmin"), nanmin(x, &o), nanmin(y, &o), 0.0);
    same(&w("nanmax"), nanmax(x, &o), nanmax(y, &o), 0.0);
    same(&w("any"), any(x, &o), any(y, &o), 0.0);
    same(&w("all"), all(x, &o), all(y, &o), 0.0);
    same(
        &w("count_nonzero"),
        count_nonzero(x, &o),
        count_nonzero(y, &o),
        0.0,
    );
    same(&w("nansum"), nansum(x, &o), nansum(y, &o), rtol);
    same(&w("nanmean"), nanmean(x, &o), nanmean(y, &o), rtol);
    same(&w("nanvar"), nanvar(x, &v), nanvar(y, &v), rtol * 10.0);
    if T::DTYPE != DType::Bool {
        same(&w("ptp"), ptp(x, &o), ptp(y, &o), 0.0);
    }
    let plan = Plan::of(x, axes, false, "t").unwrap();
    if plan.nred <= 64 {
        same(&w("prod"), prod(x, &o), prod(y, &o), rtol * 10.0);
        same(&w("nanprod"), nanprod(x, &o), nanprod(y, &o), rtol * 10.0);
    }
    if !T::DTYPE.is_complex() {
        same(
            &w("logsumexp"),
            logsumexp(x, &o),
            logsumexp(y, &o),
            rtol * 10.0,
        );
    }
    let single = match axes {
        None => Some(None),
        Some([a]) => Some(Some(*a)),
        _ => None,
    };
    if let Some(axis) = single {
        let a = ArgOptions {
            axis,
            keepdims: false,
        };
        same(&w("argmin"), argmin(x, &a), argmin(y, &a), 0.0);
        same(&w("argmax"), argmax(x, &a), argmax(y, &a), 0.0);
        same(&w("nanargmin"), nanargmin(x, &a), nanargmin(y, &a), 0.0);
        same(&w("nanargmax"), nanargmax(x, &a), nanargmax(y, &a), 0.0);
        if axes.is_some() || x.ndim() == 1 {
            for ord in [
                None,
                Some(NormOrd::One),
                Some(NormOrd::Inf),
                Some(NormOrd::P(3.0)),
                Some(NormOrd::Zero),
            ] {
                let n = NormOptions {
                    ord,
                    axis: axes,
                    keepdims: false,
                };
                same(
                    &w(&format!("norm {ord:?}")),
                    norm(x, &n),
                    norm(y, &n),
                    rtol * 10.0,
                );
            }
        }
    }
}

/// A layout over a buffer (shape, strides, offset, buffer length) and the axes to reduce.
type Case = (
    Vec<usize>,
    Vec<isize>,
    usize,
    usize,
    Vec<Option<Vec<isize>>>,
);

/// Layouts reaching every kernel shape.
fn layouts(big: bool) -> Vec<Case> {
    let mut v: Vec<Case> = vec![
        (vec![], vec![], 0, 1, vec![None]),
        (vec![0], vec![1], 0, 0, vec![None]),
        (vec![1], vec![1], 0, 1, vec![None]),
        (vec![31], vec![1], 0, 31, vec![None]),
        (vec![1000], vec![1], 0, 1000, vec![None]),
        (vec![1000], vec![-1], 999, 1000, vec![None]),
        (
            vec![100_000, 5],
            vec![5, 1],
            0,
            500_000,
            vec![Some(vec![1]), Some(vec![0])],
        ),
        (
            vec![5000, 100],
            vec![100, 1],
            0,
            500_000,
            vec![Some(vec![1]), Some(vec![0]), None],
        ),
        (
            vec![20, 30, 40],
            vec![1200, 40, 1],
            0,
            24_000,
            vec![Some(vec![0, 2]), Some(vec![1]), Some(vec![-1, 0])],
        ),
        // Reversed middle axis, every other element, broadcast, Fortran order.
        (
            vec![20, 30, 40],
            vec![1200, -40, 1],
            29 * 40,
            24_000,
            vec![Some(vec![1]), Some(vec![2]), None],
        ),
        (
            vec![20, 30, 40],
            vec![2400, 80, 2],
            1,
            48_000,
            vec![Some(vec![2]), Some(vec![0]), Some(vec![0, 1])],
        ),
        (
            vec![20, 30, 40],
            vec![0, 40, 1],
            0,
            1200,
            vec![Some(vec![0]), Some(vec![2])],
        ),
        (
            vec![300, 700],
            vec![1, 300],
            0,
            210_000,
            vec![Some(vec![0]), Some(vec![1]), None],
        ),
        (
            vec![0, 7],
            vec![7, 1],
            0,
            0,
            vec![Some(vec![0]), Some(vec![1])],
        ),
    ];
    if big {
        v.extend([
            ((vec![(1 << 20) + 3]), vec![1], 0, (1 << 20) + 3, vec![None]),
            (vec![(1 << 20) + 3], vec![1], 1, (1 << 20) + 4, vec![None]),
            (
                vec![3000, 1100],
                vec![1100, 1],
                0,
                3_300_000,
                vec![Some(vec![1]), Some(vec![0]), None],
            ),
            (
                vec![64, 50_000],
                vec![50_000, 1],
                0,
                3_200_000,
                vec![Some(vec![1]), Some(vec![0])],
            ),
            (
                vec![1001, 1001],
                vec![1001, 1],
                0,
                1_002_001,
                vec![Some(vec![0]), Some(vec![1])],
            ),
            (
                vec![2000, 900],
                vec![1, 2000],
                0,
                1_800_000,
                vec![Some(vec![1]), Some(vec![0])],
            ),
            (
                vec![400, 3000],
                vec![6000, 2],
                0,
                2_400_000,
                vec![Some(vec![1]), Some(vec![0])],
            ),
        ]);
    }
    v
}

fn run_dtype<T: Reducible>(dev: &Device, big: bool, rtol: f64, nan_every: usize) {
    for (shape, strides, offset, len, axes_list) in layouts(big) {
        let host = Array::from_vec(
            data::<T>(len, len as u64 + 1, nan_every),
            &[len],
            &Device::cpu(),
        )
        .unwrap();
        let devc = host.to_device(dev).unwrap();
        let x = host.with_layout(shape.clone(), strides.clone(), offset);
        let y = devc.with_layout(shape.clone(), strides.clone(), offset);
        for axes in &axes_list {
            compare_all(&x, &y, axes.as_deref(), rtol, "");
        }
    }
}

#[test]
#[ignore]
fn gpu_matches_cpu_f32() {
    if let Some(d) = gpu() {
        run_dtype::<f32>(&d, true, 2e-5, 0);
    }
}

#[test]
#[ignore]
fn gpu_matches_cpu_f32_with_nan() {
    if let Some(d) = gpu() {
        run_dtype::<f32>(&d, false, 2e-5, 7);
    }
}

#[test]
#[ignore]
fn gpu_matches_cpu_f64() {
    if let Some(d) = gpu() {
        run_dtype::<f64>(&d, true, 1e-12, 0);
    }
}

#[test]
#[ignore]
fn gpu_matches_cpu_f16_bf16() {
    if let Some(d) = gpu() {
        run_dtype::<f16>(&d, false, 2e-3, 5);
        run_dtype::<bf16>(&d, false, 1e-2, 0);
    }
}

#[test]
#[ignore]
fn gpu_matches_cpu_ints() {
    if let Some(d) = gpu() {
        run_dtype::<i8>(&d, false, 1e-12, 0);
        run_dtype::<u8>(&d, false, 1e-12, 0);
        run_dtype::<i32>(&d, true, 1e-12, 0);
    }
}

#[test]
#[ignore]
fn gpu_matches_cpu_wide_ints_and_bool() {
    if let Some(d) = gpu() {
        run_dtype::<i64>(&d, false, 1e-12, 0);
        run_dtype::<u64>(&d, false, 1e-12, 0);
        run_dtype::<bool>(&d, false, 1e-12, 0);
        run_dtype::<i16>(&d, false, 1e-12, 0);
    }
}

#[test]
#[ignore]
fn gpu_matches_cpu_complex() {
    if let Some(d) = gpu() {
        run_dtype::<Complex32>(&d, false, 2e-5, 0);
        run_dtype::<Complex64>(&d, false, 1e-12, 9);
    }
}

#[test]
#[ignore]
fn gpu_f32_sum_of_2_pow_24_is_accurate() {
    let Some(d) = gpu() else { return };
    let n = 1usize << 24;
    let v: Vec<f32> = lcg(n, 11).into_iter().map(|v| v as f32).collect();
    let exact: f64 = v.iter().map(|&x| x as f64).sum();
    let a = Array::from_vec(v, &[n], &d).unwrap();
    let s = sum(&a, &ReduceOptions::default()).unwrap().item().unwrap() as f64;
    assert!(((s - exact) / exact).abs() < 1e-6, "{s} vs {exact}");
}

/// Median time in ms of `f` over `reps` runs, timed with events.
fn time_ms(dev: &Device, reps: usize, mut f: impl FnMut() -> Result<()>) -> f64 {
    f().unwrap();
    dev.synchronize().unwrap();
    let (e0, e1) = (dev.new_event().unwrap(), dev.new_event().unwrap());
    let mut t: Vec<f64> = (0..reps)
        .map(|_| {
            e0.record().unwrap();
            f().unwrap();
            e1.record().unwrap();
            e0.elapsed_ms(&e1).unwrap() as f64
        })
        .collect();
    t.sort_by(|a, b| a.partial_cmp(b).unwrap());
    t[reps / 2]
}

#[test]
#[ignore]
fn gpu_bandwidth_report() {
    let Some(d) = gpu() else { return };
    let n = 1usize << 28;
    let a = Array::from_vec(vec![1.0f32; n], &[n], &d).unwrap();
    let t = time_ms(&d, 20, || sum(&a, &ReduceOptions::default()).map(|_| ()));
    eprintln!(
        "sum f32 2^28: {t:.4} ms, {:.2} TB/s (target <= 0.28 ms)",
        (n * 4) as f64 / t / 1e9
    );
    drop(a);
    let m = Array::from_vec(vec![1.0f32; 8192 * 8192], &[8192, 8192], &d).unwrap();
    for axis in [0isize, 1] {
        let t = time_ms(&d, 20, || {
            sum(&m, &ReduceOptions::axes(&[axis])).map(|_| ())
        });
        eprintln!(
            "sum f32 8192x8192 axis {axis}: {t:.4} ms, {:.2} TB/s (target >= 3)",
            (8192 * 8192 * 4) as f64 / t / 1e9
        );
    }
    let t = time_ms(&d, 20, || max(&m, &ReduceOptions::default()).map(|_| ()));
    eprintln!(
        "max f32 8192x8192: {t:.4} ms, {:.2} TB/s",
        (8192 * 8192 * 4) as f64 / t / 1e9
    );
    let t = time_ms(&d, 20, || argmax(&m, &ArgOptions::default()).map(|_| ()));
    eprintln!(
        "argmax f32 8192x8192: {t:.4} ms, {:.2} TB/s",
        (8192 * 8192 * 4) as f64 / t / 1e9
    );
    let t = time_ms(&d, 20, || {
        var(
            &m,
            &VarOptions {
                axis: Some(&[0]),
                ..Default::default()
            },
        )
        .map(|_| ())
    });
    eprintln!(
        "var f32 8192x8192 axis 0 (two passes): {t:.4} ms, {:.2} TB/s (counting one read)",
        (8192 * 8192 * 4) as f64 / t / 1e9
    );
    let small = Array::from_vec(vec![1.0f32; 1000], &[1000], &d).unwrap();
    sum(&small, &ReduceOptions::default()).unwrap();
    d.synchronize().unwrap();
    let t0 = std::time::Instant::now();
    for _ in 0..1000 {
        sum(&small, &ReduceOptions::default()).unwrap();
    }
    let host_us = t0.elapsed().as_secs_f64() * 1e3;
    d.synchronize().unwrap();
    eprintln!("small sum (1000 f32): {host_us:.2} us host time per call (target <= 10)");
}
