//! Fused functions against the unfused ufunc chain on the CPU.
#![allow(clippy::redundant_closure)]

use super::*;

fn err(r: Result<DynArray>) -> Error {
    match r {
        Err(e) => e,
        Ok(a) => panic!("expected an error, got dtype {}", a.dtype()),
    }
}
use crate::reduce::ReduceOptions;
use crate::ufunc::{BinaryOp, UnaryOp, binary, unary};
use crate::{Complex64, bf16, f16};

fn cpu() -> Device {
    Device::cpu()
}

/// Deterministic, non-zero test data.
fn data(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 11) as f64 / (1u64 << 53) as f64) * 4.0 - 2.0 + 0.125
        })
        .collect()
}

fn arr<T: Element>(shape: &[usize], seed: u64) -> Array<T> {
    let n: usize = shape.iter().product();
    let v: Vec<T> = data(n, seed)
        .into_iter()
        .map(|x| T::from_scalar(Scalar::Float(x * 7.0)))
        .collect();
    Array::from_vec(v, shape, &cpu()).unwrap()
}

fn same(a: &DynArray, b: &DynArray) {
    assert_eq!(a.dtype(), b.dtype());
    assert_eq!(a.shape(), b.shape());
    let (x, y) = (a.to_scalars().unwrap(), b.to_scalars().unwrap());
    for (i, (p, q)) in x.iter().zip(&y).enumerate() {
        let eq = match (p, q) {
            (Scalar::Float(u), Scalar::Float(v)) => {
                u.to_bits() == v.to_bits() || (u.is_nan() && v.is_nan())
            }
            _ => p == q,
        };
        assert!(eq, "element {i}: {p:?} vs {q:?}");
    }
}

#[test]
fn affine_matches_unfused_for_several_dtypes() {
    let f = fuse(|x, y| x * y + 1.0);
    macro_rules! check {
        ($t:ty) => {{
            let a = arr::<$t>(&[37, 41], 1);
            let b = arr::<$t>(&[37, 41], 2);
            let want = binary(
                BinaryOp::Add,
                binary(BinaryOp::Multiply, &a, &b).unwrap(),
                1.0,
            )
            .unwrap();
            same(&f.call(&[&a, &b]).unwrap(), &want);
        }};
    }
    check!(f32);
    check!(f64);
    check!(f16);
    check!(bf16);
    check!(Complex64);
    // float + weak float on ints is float64, as NumPy.
    let a = arr::<i32>(&[5, 3], 3);
    let r = f.call(&[&a, &a]).unwrap();
    assert_eq!(r.dtype(), DType::F64);
}

#[test]
fn promotion_between_dtypes_and_weak_scalars() {
    let a = arr::<i8>(&[4, 6], 4);
    let b = arr::<u8>(&[6], 5);
    let f = fuse(|x, y| (x + y) * 3);
    let r = f.call(&[&a, &b]).unwrap();
    assert_eq!(r.dtype(), DType::I16); // int8 + uint8 -> int16, weak int keeps it
    let want = binary(
        BinaryOp::Multiply,
        binary(BinaryOp::Add, &a, &b).unwrap(),
        3,
    )
    .unwrap();
    same(&r, &want);
    // f32 with a weak float stays f32; true division of ints is f64.
    let x = arr::<f32>(&[8], 6);
    assert_eq!(fuse(|x| x * 2.5).call(&[&x]).unwrap().dtype(), DType::F32);
    let i = arr::<i16>(&[8], 7);
    assert_eq!(fuse(|x| x / 2).call(&[&i]).unwrap().dtype(), DType::F64);
    // A Python int that does not fit raises, as the ufunc does.
    let u = arr::<u8>(&[3], 8);
    let e = err(fuse(|x| x + 300).call(&[&u]));
    assert!(matches!(e, Error::InvalidArgument { .. }), "{e}");
    // A scalar argument acts as a weak scalar.
    let r = fuse(|x, s| x * s).call(&[&x, &2.0f64]).unwrap();
    assert_eq!(r.dtype(), DType::F32);
}

#[test]
fn unary_chains_and_functions_match() {
    let x = arr::<f32>(&[3, 100], 9);
    let f = fuse(|x| exp(sin(x)) * 2.0);
    let want = binary(
        BinaryOp::Multiply,
        unary(UnaryOp::Exp, unary(UnaryOp::Sin, &x).unwrap()).unwrap(),
        2.0,
    )
    .unwrap();
    same(&f.call(&[&x]).unwrap(), &want);
    let g = fuse(|x: Expr, y: Expr| {
        where_(
            x.clone().less(y.clone()),
            x.clone().abs().sqrt(),
            y.clone().maximum(x),
        )
    });
    let y = arr::<f64>(&[100], 10);
    let r = g.call(&[&x, &y]).unwrap();
    assert_eq!(r.dtype(), DType::F64);
    let xs = x.to_vec().unwrap();
    let ys = y.to_vec().unwrap();
    let rs = r.into_typed::<f64>().unwrap().to_vec().unwrap();
    for k in 0..300 {
        let (a, b) = (xs[k] as f64, ys[k % 100]);
        let want = if a < b {
            (xs[k].abs().sqrt()) as f64
        } else {
            a.max(b)
        };
        assert_eq!(rs[k], want, "{k}");
    }
    // Casts and comparisons.
    let c = fuse(|x| astype(x, DType::I32) % 3).call(&[&x]).unwrap();
    assert_eq!(c.dtype(), DType::I32);
    let want = binary(BinaryOp::Remainder, x.astype::<i32>().unwrap(), 3).unwrap();
    same(&c, &want);
}

#[test]
fn shared_subexpressions_and_broadcast_views() {
    let base = arr::<f64>(&[50, 40], 11);
    let t = base.transpose().unwrap(); // (40, 50), strided
    let col = arr::<f64>(&[40, 1], 12);
    let f = fuse(|x: Expr, y: Expr| {
        let s = &x * &y;
        &s * &s - y
    });
    let r = f.call(&[&t, &col]).unwrap();
    let s = binary(BinaryOp::Multiply, &t, &col).unwrap();
    let want = binary(
        BinaryOp::Subtract,
        binary(BinaryOp::Multiply, &s, &s).unwrap(),
        &col,
    )
    .unwrap();
    same(&r, &want);
}

#[test]
fn large_inputs_run_in_blocks_with_the_same_bits() {
    // Above the block size, along a broadcast axis too.
    let a = arr::<f32>(&[3, 40_000], 13);
    let b = arr::<f32>(&[40_000], 14);
    let f = fuse(|x, y| tanh(x - y) * 0.5 + 1.0);
    let want = binary(
        BinaryOp::Add,
        binary(
            BinaryOp::Multiply,
            unary(UnaryOp::Tanh, binary(BinaryOp::Subtract, &a, &b).unwrap()).unwrap(),
            0.5,
        )
        .unwrap(),
        1.0,
    )
    .unwrap();
    same(&f.call(&[&a, &b]).unwrap(), &want);
}

#[test]
fn large_results_written_row_block_by_row_block_are_the_same_bits() {
    // Blocks of whole rows written straight into the result: a strided (transposed) argument, a
    // broadcast row and a broadcast column, f64 and f32, rows not a multiple of the block.
    for rows in [700usize, 331] {
        let a = arr::<f64>(&[rows, 100], 19);
        let bt = arr::<f64>(&[100, rows], 20).transpose().unwrap();
        let c = arr::<f64>(&[100], 21);
        let d = arr::<f64>(&[rows, 1], 22);
        let f = fuse(|x, y, z, w| (x - y) * z / w + 0.25);
        let want = binary(
            BinaryOp::Add,
            binary(
                BinaryOp::Divide,
                binary(
                    BinaryOp::Multiply,
                    binary(BinaryOp::Subtract, &a, &bt).unwrap(),
                    &c,
                )
                .unwrap(),
                &d,
            )
            .unwrap(),
            0.25,
        )
        .unwrap();
        same(&f.call(&[&a, &bt, &c, &d]).unwrap(), &want);
        let a32 = arr::<f32>(&[rows, 100], 23);
        let g = fuse(|x| sqrt(abs(x)));
        let want = unary(UnaryOp::Sqrt, unary(UnaryOp::Absolute, &a32).unwrap()).unwrap();
        same(&g.call(&[&a32]).unwrap(), &want);
    }
}

/// Neumaier's compensated sum: the reference for sums of f64 terms.
fn exact_sum(it: impl Iterator<Item = f64>) -> f64 {
    let (mut s, mut c) = (0.0f64, 0.0f64);
    for x in it {
        let t = s + x;
        c += if s.abs() >= x.abs() {
            (s - t) + x
        } else {
            (x - t) + s
        };
        s = t;
    }
    s + c
}

/// `got` against the exactly rounded `want` (summed in f64 from f64 data): within `k` units of
/// the dtype's epsilon times the sum of the magnitudes (`mag`).
fn close_sums(got: &DynArray, want: &[f64], mag: &[f64], eps: f64, k: f64) {
    let g = got.to_scalars().unwrap();
    assert_eq!(g.len(), want.len());
    for (i, ((p, w), m)) in g.iter().zip(want).zip(mag).enumerate() {
        let Scalar::Float(p) = p else {
            panic!("element {i}: {p:?}")
        };
        assert!(
            (p - w).abs() <= k * eps * m,
            "element {i}: {p} vs {w} (bound {})",
            k * eps * m
        );
    }
}

#[test]
fn large_reductions_run_block_by_block() {
    // [rows, cols] with rows * cols above two blocks: the reduced axis is the blocks' axis (partial
    // results combined), or not (each block reduces to its slice of the result).
    let (r, c) = (523usize, 97usize);
    let x64 = arr::<f64>(&[r, c], 24);
    let xv = x64.to_vec().unwrap();
    let sq = |v: f64| (v - 0.5) * (v - 0.5);
    let col_sum: Vec<f64> = (0..c)
        .map(|j| exact_sum((0..r).map(|i| sq(xv[i * c + j]))))
        .collect();
    let row_sum: Vec<f64> = (0..r)
        .map(|i| exact_sum((0..c).map(|j| sq(xv[i * c + j]))))
        .collect();
    let all = exact_sum((0..r * c).map(|i| sq(xv[i])));
    for keep in [false, true] {
        let f0 = fuse(move |x: Expr| {
            reduce(
                ReduceKind::Sum,
                (x.clone() - 0.5) * (x - 0.5),
                Some(&[0]),
                keep,
            )
        });
        let s0 = f0.call(&[&x64]).unwrap();
        assert_eq!(s0.shape().to_vec(), if keep { vec![1, c] } else { vec![c] });
        close_sums(&s0, &col_sum, &col_sum, f64::EPSILON, 8.0);
        let f1 = fuse(move |x: Expr| {
            reduce(
                ReduceKind::Sum,
                (x.clone() - 0.5) * (x - 0.5),
                Some(&[-1]),
                keep,
            )
        });
        let s1 = f1.call(&[&x64]).unwrap();
        assert_eq!(s1.shape().to_vec(), if keep { vec![r, 1] } else { vec![r] });
        close_sums(&s1, &row_sum, &row_sum, f64::EPSILON, 8.0);
        let fm = fuse(move |x: Expr| {
            reduce(
                ReduceKind::Mean,
                (x.clone() - 0.5) * (x - 0.5),
                Some(&[1, 0]),
                keep,
            )
        });
        let m = fm.call(&[&x64]).unwrap();
        assert_eq!(m.shape().to_vec(), if keep { vec![1, 1] } else { vec![] });
        close_sums(
            &m,
            &[all / (r * c) as f64],
            &[all / (r * c) as f64],
            f64::EPSILON,
            8.0,
        );
    }
    // f32: against the f64 sums of the same (f32-rounded) terms.
    let x32 = arr::<f32>(&[r, c], 25);
    let v32: Vec<f64> = x32.to_vec().unwrap().iter().map(|&v| v as f64).collect();
    let want: Vec<f64> = (0..c)
        .map(|j| exact_sum((0..r).map(|i| v32[i * c + j].abs())))
        .collect();
    let s = fuse(|x| reduce(ReduceKind::Sum, abs(x), Some(&[0]), false))
        .call(&[&x32])
        .unwrap();
    assert_eq!(s.dtype(), DType::F32);
    close_sums(&s, &want, &want, f32::EPSILON as f64, 16.0);
    // Max and min are exact, NaN propagates from any block; prod against the reduce engine.
    let mut v = x64.to_vec().unwrap();
    v[400 * c + 5] = f64::NAN;
    let xn = Array::from_vec(v, &[r, c], &cpu()).unwrap();
    let two = binary(BinaryOp::Multiply, &xn, 2.0)
        .unwrap()
        .into_typed::<f64>()
        .unwrap();
    for kind in [ReduceKind::Max, ReduceKind::Min] {
        for axes in [None, Some(vec![0isize]), Some(vec![1])] {
            let ax = axes.clone();
            let got = fuse(move |x| reduce(kind, x * 2.0, ax.as_deref(), false))
                .call(&[&xn])
                .unwrap();
            let o = ReduceOptions {
                axis: axes.as_deref(),
                keepdims: false,
            };
            let want = if kind == ReduceKind::Max {
                crate::reduce::max(&two, &o).unwrap()
            } else {
                crate::reduce::min(&two, &o).unwrap()
            };
            same(&got, &DynArray::from(want));
        }
    }
    let near1 = fuse(|x| reduce(ReduceKind::Prod, x * 0.001 + 1.0, Some(&[0]), false))
        .call(&[&x64])
        .unwrap();
    let p: Vec<f64> = (0..c)
        .map(|j| (0..r).map(|i| xv[i * c + j] * 0.001 + 1.0).product())
        .collect();
    close_sums(&near1, &p, &p, f64::EPSILON, 8.0 * r as f64);
    // The same bits on one thread as on all: the blocks' grouping depends on the shape only.
    let one = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap();
    let f = fuse(|x: Expr| reduce(ReduceKind::Sum, x.clone() * x, Some(&[0]), false));
    let a = f.call(&[&x64]).unwrap();
    let b = one.install(|| f.call(&[&x64]).unwrap());
    same(&a, &b);
    // Integer data reduced along the blocks' axis keeps the reduce engine's dtype and values.
    let xi = arr::<i32>(&[r, c], 26);
    let si = fuse(|x| reduce(ReduceKind::Sum, x * 3, Some(&[0]), false))
        .call(&[&xi])
        .unwrap();
    let xi3 = binary(BinaryOp::Multiply, &xi, 3)
        .unwrap()
        .into_typed::<i32>()
        .unwrap();
    same(
        &si,
        &DynArray::from(crate::reduce::sum(&xi3, &ReduceOptions::axes(&[0])).unwrap()),
    );
}

#[test]
fn reductions_match_the_reduce_engine() {
    let a = arr::<f32>(&[30, 20], 15);
    let b = arr::<f32>(&[20], 16);
    let xy = binary(BinaryOp::Multiply, &a, &b)
        .unwrap()
        .into_typed::<f32>()
        .unwrap();
    let dot = fuse(|x, y| sum(x * y)).call(&[&a, &b]).unwrap();
    same(
        &dot,
        &DynArray::from(crate::reduce::sum(&xy, &ReduceOptions::default()).unwrap()),
    );
    let rows = fuse(|x, y| reduce(ReduceKind::Max, x * y, Some(&[-1]), true))
        .call(&[&a, &b])
        .unwrap();
    assert_eq!(rows.shape(), &[30, 1]);
    same(
        &rows,
        &DynArray::from(
            crate::reduce::max(&xy, &ReduceOptions::axes(&[-1]).keepdims(true)).unwrap(),
        ),
    );
    let m = fuse(|x| mean(x)).call(&[&arr::<i16>(&[7, 3], 17)]).unwrap();
    assert_eq!(m.dtype(), DType::F64);
    let s = fuse(|x| sum(greater(x, 0))).call(&[&a]).unwrap();
    assert_eq!(s.dtype(), DType::I64);
    let p = fuse(|x| prod(x)).call(&[&arr::<u8>(&[4], 18)]).unwrap();
    assert_eq!(p.dtype(), DType::U64);
    let mn = fuse(|x| min(abs(x))).call(&[&a]).unwrap();
    assert_eq!(mn.dtype(), DType::F32);
    // Empty: sum is 0, max is an error.
    let e = Array::<f32>::empty(&[0, 3], &cpu()).unwrap();
    let z = fuse(|x| sum(x * 2.0)).call_typed::<f32>(&[&e]).unwrap();
    assert_eq!(z.item().unwrap(), 0.0);
    assert!(fuse(|x| max(x)).call(&[&e]).is_err());
}

#[test]
fn errors_are_reported_not_panicked() {
    let a = arr::<f32>(&[3], 19);
    let b = arr::<f32>(&[4], 20);
    let f = fuse(|x, y| x + y);
    assert!(matches!(
        err(f.call(&[&a, &b])),
        Error::ShapeMismatch { .. }
    ));
    assert!(matches!(err(f.call(&[&a])), Error::InvalidArgument { .. }));
    // A reduction in the middle of an expression.
    let g = fuse(|x| sum(x) + 1.0);
    assert!(matches!(err(g.call(&[&a])), Error::InvalidArgument { .. }));
    // No loop for the dtype (invert of a float), as the ufunc.
    let h = fuse(|x: Expr| !x);
    assert!(matches!(err(h.call(&[&a])), Error::Unsupported { .. }));
    // Two scalars only.
    let k = fuse(|x: Expr| x * (Expr::from(1.0) + 2.0));
    assert!(k.call(&[&a]).is_err());
}

#[test]
fn generated_code_is_cached_per_dtypes() {
    let f = fuse(|x, y| x * y + 1.0);
    let a = arr::<f32>(&[4], 21);
    let b = arr::<f64>(&[4], 22);
    f.call(&[&a, &a]).unwrap();
    f.call(&[&a, &b]).unwrap();
    f.call(&[&a, &a]).unwrap();
    assert_eq!(f.resolved.lock().unwrap().len(), 2);
    let x = Expr::input(0);
    let e = &x * &x + 1.0;
    let b1 = cuda::body(&e, &[Ty::Arr(DType::F32)]).unwrap();
    let b2 = cuda::body(&e, &[Ty::Arr(DType::F32)]).unwrap();
    assert_eq!(b1.code, b2.code);
    // The multiply is generated once and the input loaded once.
    assert_eq!(b1.code.matches("gsci_uf_multiply").count(), 1);
    assert_eq!(b1.code.matches("p0[").count(), 1);
    // The scalar is a kernel parameter, so `+ 2.0` shares the kernel of `+ 1.0`.
    let e2 = &x * &x + 2.0;
    assert_eq!(
        cuda::body(&e2, &[Ty::Arr(DType::F32)]).unwrap().code,
        b1.code
    );
}

#[test]
fn fused_kernels_compile_with_nvrtc() {
    if !crate::kernel_cache::nvrtc_available() {
        assert!(
            std::env::var("GSCI_REQUIRE_NVRTC").as_deref() != Ok("1"),
            "GSCI_REQUIRE_NVRTC=1 but NVRTC does not load"
        );
        eprintln!("skipped: NVRTC not found");
        return;
    }
    let mut sources = cuda::all_generated_sources();
    sources.extend(crate::user_kernels::cuda::all_generated_sources());
    for (name, src) in sources {
        crate::kernel_cache::compile_cubin(
            &src,
            &name,
            "sm_90",
            crate::kernel_cache::DEFAULT_OPTIONS,
        )
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    }
}
