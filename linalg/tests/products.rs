//! matmul, dot, vdot, inner, outer: golden data (NumPy 2.4.6), a naive reference over block
//! boundaries, strided/transposed operands, broadcasting, f16/bf16, empty shapes and errors.

use crate::common;
use common::*;
use gsci_core::{Array, Complex32, Complex64, Error, bf16, f16};
use gsci_linalg::{LinalgScalar, MatmulOptions, dot, inner, matmul, matmul_with, outer, vdot};

#[test]
fn golden_products_f64() {
    let mut g = golden("products");
    for case in ["mm", "mmb", "mv", "vm"] {
        let (a, b) = (
            g.arr::<f64>(&format!("{case}_a")),
            g.arr::<f64>(&format!("{case}_b")),
        );
        let want = g.nd::<f64>(&format!("{case}_out"));
        assert_close(case, &matmul(&a, &b).unwrap(), &want, 1e-14);
    }
    let (a, b) = (g.arr::<f64>("dot_a"), g.arr::<f64>("dot_b"));
    assert_close("dot", &dot(&a, &b).unwrap(), &g.nd("dot_out"), 1e-14);
    let (a, b) = (g.arr::<f64>("inner_a"), g.arr::<f64>("inner_b"));
    assert_close("inner", &inner(&a, &b).unwrap(), &g.nd("inner_out"), 1e-14);
    let (a, b) = (g.arr::<f64>("outer_a"), g.arr::<f64>("outer_b"));
    assert_close("outer", &outer(&a, &b).unwrap(), &g.nd("outer_out"), 1e-14);
}

/// Products large enough for the CPU backend's own f64 kernel (blocks of rows and depth, partial
/// tiles, a column-major operand, a batch, a short wide product), against NumPy.
#[test]
fn golden_products_blocked_f64() {
    let mut g = golden("products_blocked");
    let (a, b) = (g.arr::<f64>("big_a"), g.arr::<f64>("big_b"));
    assert_close("big", &matmul(&a, &b).unwrap(), &g.nd("big_out"), 1e-14);
    // The same matrix F-ordered (a transposed view of a C-ordered copy of its transpose).
    let a_f = a.transpose().unwrap().copy().unwrap().transpose().unwrap();
    assert_close(
        "big F-ordered",
        &matmul(&a_f, &b).unwrap(),
        &g.nd("big_out"),
        1e-14,
    );
    let (a, b) = (g.arr::<f64>("batch_a"), g.arr::<f64>("batch_b"));
    assert_close("batch", &matmul(&a, &b).unwrap(), &g.nd("batch_out"), 1e-14);
    let (a, b) = (g.arr::<f64>("wide_a"), g.arr::<f64>("wide_b"));
    assert_close("wide", &matmul(&a, &b).unwrap(), &g.nd("wide_out"), 1e-14);
    // The transposed product b^T a^T = (a b)^T: both operands strided views.
    let want = g
        .nd::<f64>("wide_out")
        .t()
        .as_standard_layout()
        .into_owned()
        .into_dyn();
    let got = matmul(&b.transpose().unwrap(), &a.transpose().unwrap()).unwrap();
    assert_close("wide transposed", &got, &want, 1e-14);
}

#[test]
fn golden_products_complex_and_f32() {
    let mut g = golden("products");
    let (a, b) = (g.arr::<Complex64>("mmc_a"), g.arr::<Complex64>("mmc_b"));
    assert_close("mmc", &matmul(&a, &b).unwrap(), &g.nd("mmc_out"), 1e-14);
    let (a, b) = (g.arr::<Complex64>("vdot_a"), g.arr::<Complex64>("vdot_b"));
    assert_close("vdot", &vdot(&a, &b).unwrap(), &g.nd("vdot_out"), 1e-14);
    // complex64 against the complex128 reference.
    let (a32, b32) = (
        a.astype::<Complex32>().unwrap(),
        b.astype::<Complex32>().unwrap(),
    );
    let got = vdot(&a32, &b32).unwrap().astype::<Complex64>().unwrap();
    assert_close("vdot c64", &got, &g.nd("vdot_out"), 1e-5);
    let (a, b) = (g.arr::<f64>("mmb_a"), g.arr::<f64>("mmb_b"));
    let got = matmul(&a.astype::<f32>().unwrap(), &b.astype::<f32>().unwrap()).unwrap();
    assert_close(
        "mmb f32",
        &got.astype::<f64>().unwrap(),
        &g.nd("mmb_out"),
        1e-6,
    );
}

fn check_sizes<T: LinalgScalar>(tol: f64) {
    let dev = dev();
    let mut rng = Rng::new(7);
    for &(m, k, n) in &[
        (1, 1, 1),
        (2, 3, 1),
        (3, 2, 3),
        (31, 33, 32),
        (32, 32, 32),
        (33, 31, 2),
        (128, 33, 31),
        (1, 128, 1),
    ] {
        let a = rng.array::<T>(&[m, k], &dev);
        let b = rng.array::<T>(&[k, n], &dev);
        let want = naive_matmul(&host_c(&a), &host_c(&b), m, k, n);
        let got = matmul(&a, &b).unwrap();
        assert_eq!(got.shape(), &[m, n]);
        let e = rel_err_c(&host_c(&got), &want);
        assert!(e < tol, "{} {m}x{k}x{n}: {e:e}", T::DTYPE);
    }
}

#[test]
fn block_boundary_sizes_every_dtype() {
    check_sizes::<f64>(1e-14);
    check_sizes::<f32>(1e-5);
    check_sizes::<Complex64>(1e-14);
    check_sizes::<Complex32>(1e-5);
}

#[test]
fn transposed_and_strided_operands() {
    let dev = dev();
    let mut rng = Rng::new(11);
    let a = rng.array::<f64>(&[5, 7], &dev);
    let b = rng.array::<f64>(&[6, 5], &dev);
    // a^T (7x5, F-ordered view) times b^T (5x6): no copies needed on either backend.
    let at = a.transpose().unwrap();
    let bt = b.transpose().unwrap();
    let want = naive_matmul(
        &host_c(&at.copy().unwrap()),
        &host_c(&bt.copy().unwrap()),
        7,
        5,
        6,
    );
    assert!(rel_err_c(&host_c(&matmul(&at, &bt).unwrap()), &want) < 1e-14);
    // Stepped and negative-stride slices.
    let big = rng.array::<f64>(&[10, 14], &dev);
    use gsci_core::SliceArg;
    let sa = big
        .slice(&[SliceArg::stepped(.., 2), SliceArg::stepped(.., -2)])
        .unwrap(); // 5 x 7
    let want = naive_matmul(
        &host_c(&sa.copy().unwrap()),
        &host_c(&at.copy().unwrap()),
        5,
        7,
        5,
    );
    assert!(rel_err_c(&host_c(&matmul(&sa, &at).unwrap()), &want) < 1e-14);
}

/// Stepped and negative-stride operands large enough for the CPU backend's own f64 kernel.
#[test]
fn strided_operands_past_the_blocks() {
    use gsci_core::SliceArg;
    let dev = dev();
    let mut rng = Rng::new(23);
    let big_a = rng.array::<f64>(&[400, 600], &dev);
    let big_b = rng.array::<f64>(&[300, 260], &dev);
    // 200 x 300, every other row, columns reversed.
    let a = big_a
        .slice(&[SliceArg::stepped(.., 2), SliceArg::stepped(.., -2)])
        .unwrap();
    // 300 x 130, rows reversed, every other column.
    let b = big_b
        .slice(&[SliceArg::stepped(.., -1), SliceArg::stepped(.., 2)])
        .unwrap();
    assert_eq!((a.shape(), b.shape()), (&[200, 300][..], &[300, 130][..]));
    let want = naive_matmul(
        &host_c(&a.copy().unwrap()),
        &host_c(&b.copy().unwrap()),
        200,
        300,
        130,
    );
    let e = rel_err_c(&host_c(&matmul(&a, &b).unwrap()), &want);
    assert!(e < 1e-14, "{e:e}");
}

#[test]
fn broadcast_batches() {
    let dev = dev();
    let mut rng = Rng::new(3);
    let a = rng.array::<f64>(&[2, 1, 3, 4], &dev);
    let b = rng.array::<f64>(&[5, 4, 2], &dev);
    let c = matmul(&a, &b).unwrap();
    assert_eq!(c.shape(), &[2, 5, 3, 2]);
    let (ah, bh) = (host_c(&a), host_c(&b));
    let ch = host_c(&c);
    for i in 0..2 {
        for j in 0..5 {
            let want = naive_matmul(&ah[i * 12..i * 12 + 12], &bh[j * 8..j * 8 + 8], 3, 4, 2);
            let off = (i * 5 + j) * 6;
            assert!(rel_err_c(&ch[off..off + 6], &want) < 1e-14, "batch {i},{j}");
        }
    }
    // A broadcast (stride 0) matrix against a batch, and a batch of transposed views.
    let m = rng.array::<f64>(&[3, 3], &dev);
    let stack = rng.array::<f64>(&[4, 3, 3], &dev);
    let st = stack.swapaxes(-1, -2).unwrap();
    let c = matmul(&m, &st).unwrap();
    let (mh, sth) = (host_c(&m), host_c(&st.copy().unwrap()));
    let ch = host_c(&c);
    for i in 0..4 {
        let want = naive_matmul(&mh, &sth[i * 9..i * 9 + 9], 3, 3, 3);
        assert!(rel_err_c(&ch[i * 9..i * 9 + 9], &want) < 1e-14);
    }
}

#[test]
fn vectors_and_scalars() {
    let dev = dev();
    let v = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &dev).unwrap();
    let w = Array::from_vec(vec![4.0f64, 5.0, 6.0], &[3], &dev).unwrap();
    let r = matmul(&v, &w).unwrap();
    assert_eq!(r.shape(), &[] as &[usize]);
    assert_eq!(r.item().unwrap(), 32.0);
    let s = Array::scalar(2.0f64, &dev).unwrap();
    assert_eq!(dot(&s, &v).unwrap().to_vec().unwrap(), vec![2.0, 4.0, 6.0]);
    assert_eq!(dot(&v, &s).unwrap().to_vec().unwrap(), vec![2.0, 4.0, 6.0]);
    assert_eq!(inner(&v, &w).unwrap().item().unwrap(), 32.0);
    let o = outer(&v, &w).unwrap();
    assert_eq!(o.shape(), &[3, 3]);
    assert_eq!(o.to_vec().unwrap()[5], 12.0);
    // vdot conjugates the first operand and flattens both.
    let a = Array::from_vec(
        vec![Complex64::new(1.0, 2.0), Complex64::new(3.0, -1.0)],
        &[2, 1],
        &dev,
    )
    .unwrap();
    let b = Array::from_vec(
        vec![Complex64::new(0.5, 1.0), Complex64::new(-2.0, 4.0)],
        &[1, 2],
        &dev,
    )
    .unwrap();
    let want = Complex64::new(1.0, -2.0) * Complex64::new(0.5, 1.0)
        + Complex64::new(3.0, 1.0) * Complex64::new(-2.0, 4.0);
    assert_eq!(vdot(&a, &b).unwrap().item().unwrap(), want);
}

#[test]
fn empty_and_zero_inner_dimension() {
    let dev = dev();
    let a = Array::<f64>::zeros(&[0, 3], &dev).unwrap();
    let b = Array::<f64>::ones(&[3, 4], &dev).unwrap();
    assert_eq!(matmul(&a, &b).unwrap().shape(), &[0, 4]);
    // k = 0 gives zeros of shape (m, n), like NumPy.
    let a = Array::<f64>::ones(&[2, 0], &dev).unwrap();
    let b = Array::<f64>::ones(&[0, 3], &dev).unwrap();
    let c = matmul(&a, &b).unwrap();
    assert_eq!(c.shape(), &[2, 3]);
    assert_eq!(c.to_vec().unwrap(), vec![0.0; 6]);
    let e = Array::<f64>::zeros(&[0], &dev).unwrap();
    assert_eq!(vdot(&e, &e).unwrap().item().unwrap(), 0.0);
    assert_eq!(dot(&e, &e).unwrap().item().unwrap(), 0.0);
    let batch = Array::<f64>::zeros(&[0, 2, 2], &dev).unwrap();
    let sq = Array::<f64>::ones(&[2, 2], &dev).unwrap();
    assert_eq!(matmul(&batch, &sq).unwrap().shape(), &[0, 2, 2]);
}

#[test]
fn nan_propagates() {
    let dev = dev();
    let a = Array::from_vec(vec![f64::NAN, 1.0, 2.0, 3.0], &[2, 2], &dev).unwrap();
    let b = Array::<f64>::eye(2, None, 0, &dev).unwrap();
    let c = matmul(&a, &b).unwrap().to_vec().unwrap();
    assert!(c[0].is_nan());
    assert_eq!(c[3], 3.0);
}

#[test]
fn half_precision_accumulates_in_f32() {
    let dev = dev();
    // 2048 products of 1.0 * 1.0: f16 accumulation would stall at 2048 exactly anyway, so use
    // 0.1 * 1: an f16 accumulator drifts far from 0.1 * 3000 = 300, an f32 one does not.
    let n = 3000;
    let a = Array::from_vec(vec![f16::from_f32(0.1); n], &[1, n], &dev).unwrap();
    let b = Array::from_vec(vec![f16::from_f32(1.0); n], &[n, 1], &dev).unwrap();
    let c = matmul(&a, &b).unwrap().item().unwrap().to_f32();
    let exact = f16::from_f32(0.1).to_f32() * n as f32;
    assert!((c - exact).abs() / exact < 1e-3, "{c} vs {exact}");
    let a = Array::from_vec(vec![bf16::from_f32(0.5); 4], &[2, 2], &dev).unwrap();
    let c = matmul_with(&a, &a, &MatmulOptions { allow_tf32: None }).unwrap();
    assert_eq!(c.to_vec().unwrap(), vec![bf16::from_f32(0.5); 4]);
}

#[test]
fn errors_name_both_shapes() {
    let dev = dev();
    let a = Array::<f64>::zeros(&[2, 3], &dev).unwrap();
    let b = Array::<f64>::zeros(&[4, 2], &dev).unwrap();
    match matmul(&a, &b) {
        Err(Error::ShapeMismatch { left, right, .. }) => {
            assert_eq!(left, vec![2, 3]);
            assert_eq!(right, vec![4, 2]);
        }
        other => panic!("{other:?}"),
    }
    let s = Array::scalar(1.0f64, &dev).unwrap();
    assert!(matches!(matmul(&s, &a), Err(Error::InvalidArgument { .. })));
    let x = Array::<f64>::zeros(&[2, 2, 3], &dev).unwrap();
    let y = Array::<f64>::zeros(&[3, 3, 2], &dev).unwrap();
    assert!(matches!(matmul(&x, &y), Err(Error::ShapeMismatch { .. })));
    let v = Array::<f64>::zeros(&[3], &dev).unwrap();
    let w = Array::<f64>::zeros(&[4], &dev).unwrap();
    assert!(matches!(vdot(&v, &w), Err(Error::ShapeMismatch { .. })));
    assert!(matches!(dot(&v, &w), Err(Error::ShapeMismatch { .. })));
    assert!(matches!(inner(&a, &b), Err(Error::ShapeMismatch { .. })));
}
