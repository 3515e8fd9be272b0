//! solve, inv, det, slogdet, lu_factor, lu_solve: SciPy/NumPy golden data, residuals over block
//! boundaries for every dtype, batches (including 10,000 4x4 systems), transposed inputs,
//! singular and NaN matrices, empty matrices and errors.

use crate::common;
use common::*;
use gsci_core::{Array, Complex32, Complex64, Error};
use gsci_linalg::{
    LinalgScalar, LuSolveOptions, Trans, det, inv, lu_factor, lu_solve, matmul, slogdet, solve,
};

#[test]
fn golden_solve() {
    let mut g = golden("solves");
    for case in ["solve", "solvem", "solveb", "solveb2"] {
        let a = g.arr::<f64>(&format!("{case}_a").replace("solveb2_a", "solveb_a"));
        let b = g.arr::<f64>(&format!("{case}_b"));
        let want = g.nd::<f64>(&format!("{case}_out"));
        assert_close(case, &solve(&a, &b).unwrap(), &want, 1e-12);
        let (a32, b32) = (a.astype::<f32>().unwrap(), b.astype::<f32>().unwrap());
        let got = solve(&a32, &b32).unwrap().astype::<f64>().unwrap();
        assert_close(case, &got, &want, 1e-4);
    }
    let (a, b) = (
        g.arr::<Complex64>("solvec_a"),
        g.arr::<Complex64>("solvec_b"),
    );
    assert_close(
        "solvec",
        &solve(&a, &b).unwrap(),
        &g.nd("solvec_out"),
        1e-12,
    );
}

#[test]
fn golden_inv_det_slogdet() {
    let mut g = golden("solves");
    let a = g.arr::<f64>("inv_a");
    assert_close("inv", &inv(&a).unwrap(), &g.nd("inv_out"), 1e-12);
    let a = g.arr::<Complex64>("invc_a");
    assert_close("invc", &inv(&a).unwrap(), &g.nd("invc_out"), 1e-12);
    let a = g.arr::<f64>("det_a");
    assert_close("det", &det(&a).unwrap(), &g.nd("det_out"), 1e-13);
    let (s, l) = slogdet(&a).unwrap();
    assert_close("slogdet sign", &s, &g.nd("slogdet_sign"), 0.0);
    assert_close("slogdet log", &l, &g.nd("slogdet_log"), 1e-13);
    let a = g.arr::<Complex64>("detc_a");
    assert_close("detc", &det(&a).unwrap(), &g.nd("detc_out"), 1e-13);
    let (s, l) = slogdet(&a).unwrap();
    assert_close("slogdetc sign", &s, &g.nd("slogdetc_sign"), 1e-13);
    assert_close("slogdetc log", &l, &g.nd("slogdetc_log"), 1e-13);
    // complex64 against the complex128 reference.
    let a32 = a.astype::<Complex32>().unwrap();
    let d = det(&a32).unwrap().astype::<Complex64>().unwrap();
    assert_close("detc c64", &d, &g.nd("detc_out"), 1e-5);
}

#[test]
fn golden_lu_factor_and_solve() {
    let mut g = golden("solves");
    let a = g.arr::<f64>("lu_a");
    let (lu, piv) = lu_factor(&a).unwrap();
    assert_close("lu", &lu, &g.nd("lu_lu"), 1e-13);
    let want_piv: Vec<i32> = g.nd::<i64>("lu_piv").iter().map(|&p| p as i32).collect();
    assert_eq!(piv.to_vec().unwrap(), want_piv);
    let b = g.arr::<f64>("lu_b");
    let x = lu_solve((&lu, &piv), &b, &LuSolveOptions::default()).unwrap();
    assert_close("lu_solve", &x, &g.nd("lu_x"), 1e-12);
    let xt = lu_solve((&lu, &piv), &b, &LuSolveOptions { trans: Trans::T }).unwrap();
    assert_close("lu_solve trans", &xt, &g.nd("lu_xt"), 1e-12);
}

/// ‖A X − B‖ / (‖A‖ ‖X‖) over all matrices of a batch, in f64.
fn residual<T: LinalgScalar>(a: &Array<T>, x: &Array<T>, b: &Array<T>) -> f64 {
    let ax = host_c(&matmul(a, x).unwrap());
    let bh = host_c(
        &b.broadcast_to(&shape_of(&ax, a, x))
            .unwrap()
            .copy()
            .unwrap(),
    );
    let num: f64 = ax.iter().zip(&bh).map(|(p, q)| (p - q).norm_sqr()).sum();
    let na: f64 = host_c(a).iter().map(|v| v.norm_sqr()).sum();
    let nx: f64 = host_c(x).iter().map(|v| v.norm_sqr()).sum();
    num.sqrt() / (na.sqrt() * nx.sqrt())
}

fn shape_of<T: LinalgScalar>(_: &[Complex64], a: &Array<T>, x: &Array<T>) -> Vec<usize> {
    let mut s = a.shape()[..a.ndim() - 1].to_vec();
    s.push(x.shape()[x.ndim() - 1]);
    s
}

fn residuals_for<T: LinalgScalar>(tol: f64) {
    let dev = dev();
    let mut rng = Rng::new(42);
    for &n in &[1usize, 2, 3, 31, 32, 33, 128] {
        // Diagonally weighted so the systems are well conditioned.
        let a = add_diag(&rng.array::<T>(&[n, n], &dev), n as f64);
        let b = rng.array::<T>(&[n, 3], &dev);
        let x = solve(&a, &b).unwrap();
        let r = residual(&a, &x, &b);
        assert!(r <= tol, "{} n={n}: residual {r:e}", T::DTYPE);
        let ai = inv(&a).unwrap();
        let eye = Array::<T>::eye(n, None, 0, &dev).unwrap();
        let r = residual(&a, &ai, &eye);
        assert!(r <= tol, "{} inv n={n}: residual {r:e}", T::DTYPE);
        let (lu, piv) = lu_factor(&a).unwrap();
        let x2 = lu_solve((&lu, &piv), &b, &LuSolveOptions::default()).unwrap();
        assert!(residual(&a, &x2, &b) <= tol, "{} lu_solve n={n}", T::DTYPE);
        let xh = lu_solve((&lu, &piv), &b, &LuSolveOptions { trans: Trans::C }).unwrap();
        let ah = conj_t(&a);
        assert!(
            residual(&ah, &xh, &b) <= tol,
            "{} lu_solve C n={n}",
            T::DTYPE
        );
    }
}

/// `a + d I`.
fn add_diag<T: LinalgScalar>(a: &Array<T>, d: f64) -> Array<T> {
    let n = a.shape()[a.ndim() - 1];
    let mut v = a.to_vec().unwrap();
    let per = n * n;
    for m in 0..v.len() / per.max(1) {
        for i in 0..n {
            v[m * per + i * n + i] += T::from_f64(d);
        }
    }
    Array::from_vec(v, a.shape(), a.device()).unwrap()
}

/// Conjugate transpose of a 2-D array.
fn conj_t<T: LinalgScalar>(a: &Array<T>) -> Array<T> {
    let t = a.transpose().unwrap().copy().unwrap();
    let v: Vec<T> = t.to_vec().unwrap().into_iter().map(|x| x.conj()).collect();
    Array::from_vec(v, t.shape(), a.device()).unwrap()
}

#[test]
fn residuals_every_dtype() {
    residuals_for::<f64>(1e-13);
    residuals_for::<Complex64>(1e-13);
    residuals_for::<f32>(1e-5);
    residuals_for::<Complex32>(1e-5);
}

#[test]
fn batched_small_systems() {
    let dev = dev();
    let mut rng = Rng::new(5);
    // 10,000 4x4 systems: one batched call on the GPU.
    let a = add_diag(&rng.array::<f64>(&[10_000, 4, 4], &dev), 4.0);
    let b = rng.array::<f64>(&[10_000, 4, 1], &dev);
    let x = solve(&a, &b).unwrap();
    assert_eq!(x.shape(), &[10_000, 4, 1]);
    assert!(residual(&a, &x, &b) < 1e-13);
    let ai = inv(&a).unwrap();
    let d = det(&a).unwrap();
    assert_eq!(d.shape(), &[10_000]);
    // det(A) det(A^-1) = 1 for every matrix.
    let di = det(&ai).unwrap().to_vec().unwrap();
    for (p, q) in d.to_vec().unwrap().iter().zip(&di) {
        assert!((p * q - 1.0).abs() < 1e-12);
    }
    // Broadcasting: one matrix against a stack of right-hand sides, and a vector b.
    let m = add_diag(&rng.array::<f64>(&[3, 3], &dev), 3.0);
    let bs = rng.array::<f64>(&[2, 5, 3, 2], &dev);
    let x = solve(&m, &bs).unwrap();
    assert_eq!(x.shape(), &[2, 5, 3, 2]);
    let stack = add_diag(&rng.array::<f64>(&[6, 3, 3], &dev), 3.0);
    let v = rng.array::<f64>(&[3], &dev);
    let x = solve(&stack, &v).unwrap();
    assert_eq!(x.shape(), &[6, 3]);
    let x2 = solve(&stack, &v.reshape(&[3, 1]).unwrap()).unwrap();
    assert!(rel_err(&x, &x2.to_vec().unwrap()) < 1e-13);
    // Batched LU factors (the small-matrix path on the GPU) against per-matrix factors.
    let (lu, piv) = lu_factor(&stack).unwrap();
    assert_eq!(piv.shape(), &[6, 3]);
    for i in 0..6 {
        let one = stack.index_axis(0, i as isize).unwrap();
        let (l1, p1) = lu_factor(&one).unwrap();
        let li = lu.index_axis(0, i as isize).unwrap();
        assert!(rel_err(&li, &l1.to_vec().unwrap()) < 1e-13);
        assert_eq!(
            piv.index_axis(0, i as isize).unwrap().to_vec().unwrap(),
            p1.to_vec().unwrap()
        );
    }
}

#[test]
fn transposed_and_strided_inputs() {
    let dev = dev();
    let mut rng = Rng::new(9);
    let a = add_diag(&rng.array::<f64>(&[5, 5], &dev), 5.0);
    let at = a.transpose().unwrap();
    let b = rng.array::<f64>(&[3, 5], &dev).transpose().unwrap();
    let x = solve(&at, &b).unwrap();
    assert!(residual(&at, &x, &b) < 1e-13);
    let ai = inv(&at).unwrap();
    let want = inv(&at.copy().unwrap()).unwrap();
    assert!(rel_err(&ai, &want.to_vec().unwrap()) < 1e-13);
    let d1 = det(&at).unwrap().item().unwrap();
    let d2 = det(&a).unwrap().item().unwrap();
    assert!((d1 - d2).abs() < 1e-12 * d2.abs());
}

#[test]
fn singular_and_nan() {
    let dev = dev();
    let a = Array::from_vec(vec![1.0f64, 2.0, 2.0, 4.0], &[2, 2], &dev).unwrap();
    let b = Array::from_vec(vec![1.0f64, 1.0], &[2], &dev).unwrap();
    assert!(matches!(solve(&a, &b), Err(Error::Singular { .. })));
    assert!(matches!(inv(&a), Err(Error::Singular { .. })));
    assert_eq!(det(&a).unwrap().item().unwrap(), 0.0);
    let (s, l) = slogdet(&a).unwrap();
    assert_eq!(s.item().unwrap(), 0.0);
    assert_eq!(l.item().unwrap(), f64::NEG_INFINITY);
    // A batch with one singular matrix fails as a whole (NumPy raises too).
    let stack = Array::from_vec(
        vec![1.0f64, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0],
        &[2, 2, 2],
        &dev,
    )
    .unwrap();
    assert!(matches!(inv(&stack), Err(Error::Singular { .. })));
    // NaN in, NaN out, no hang.
    let n = Array::from_vec(vec![f64::NAN, 1.0, 1.0, 2.0], &[2, 2], &dev).unwrap();
    let x = solve(&n, &b).unwrap().to_vec().unwrap();
    assert!(x.iter().all(|v| v.is_nan()));
    assert!(det(&n).unwrap().item().unwrap().is_nan());
    let (s, l) = slogdet(&n).unwrap();
    assert!(s.item().unwrap().is_nan() && l.item().unwrap().is_nan());
    // Ill-conditioned but regular: the Hilbert matrix of order 8 (cond ~ 1.5e10).
    let h: Vec<f64> = (0..64)
        .map(|k| 1.0 / ((k / 8 + k % 8 + 1) as f64))
        .collect();
    let h = Array::from_vec(h, &[8, 8], &dev).unwrap();
    let ones = Array::<f64>::ones(&[8, 1], &dev).unwrap();
    let x = solve(&h, &ones).unwrap();
    assert!(residual(&h, &x, &ones) < 1e-14);
}

#[test]
fn empty_matrices() {
    let dev = dev();
    let e = Array::<f64>::zeros(&[0, 0], &dev).unwrap();
    assert_eq!(det(&e).unwrap().item().unwrap(), 1.0);
    assert_eq!(inv(&e).unwrap().shape(), &[0, 0]);
    let (s, l) = slogdet(&e).unwrap();
    assert_eq!((s.item().unwrap(), l.item().unwrap()), (1.0, 0.0));
    let b = Array::<f64>::zeros(&[0], &dev).unwrap();
    assert_eq!(solve(&e, &b).unwrap().shape(), &[0]);
    let eb = Array::<f64>::zeros(&[0, 3, 3], &dev).unwrap();
    assert_eq!(det(&eb).unwrap().shape(), &[0]);
    assert_eq!(inv(&eb).unwrap().shape(), &[0, 3, 3]);
    let (lu, piv) = lu_factor(&e).unwrap();
    assert_eq!((lu.shape(), piv.shape()), (&[0usize, 0][..], &[0usize][..]));
}

#[test]
fn shape_errors() {
    let dev = dev();
    let a = Array::<f64>::zeros(&[2, 3], &dev).unwrap();
    let b = Array::<f64>::zeros(&[2], &dev).unwrap();
    assert!(matches!(solve(&a, &b), Err(Error::InvalidShape { .. })));
    assert!(matches!(inv(&a), Err(Error::InvalidShape { .. })));
    assert!(matches!(det(&b), Err(Error::InvalidShape { .. })));
    let sq = Array::<f64>::eye(3, None, 0, &dev).unwrap();
    match solve(&sq, &b) {
        Err(Error::ShapeMismatch { left, right, .. }) => {
            assert_eq!((left, right), (vec![3, 3], vec![2]));
        }
        other => panic!("{other:?}"),
    }
    let stack = Array::<f64>::zeros(&[2, 3, 3], &dev).unwrap();
    let bb = Array::<f64>::zeros(&[4, 3, 1], &dev).unwrap();
    assert!(matches!(
        solve(&stack, &bb),
        Err(Error::ShapeMismatch { .. })
    ));
    let piv = Array::<i32>::zeros(&[2], &dev).unwrap();
    assert!(matches!(
        lu_solve((&sq, &piv), &b, &LuSolveOptions::default()),
        Err(Error::ShapeMismatch { .. })
    ));
}
