//! cholesky (NumPy and SciPy spellings), cho_factor/cho_solve, solve_triangular: golden data,
//! reconstruction L L^H = A over block-boundary sizes for every dtype, batches, errors.

use crate::common;
use common::*;
use gsci_core::{Array, Complex32, Complex64, Error};
use gsci_linalg::{
    ChoFactorOptions, CholeskyOptions, LinalgScalar, SolveTriangularOptions, Trans, cho_factor,
    cho_solve, cholesky, matmul, scipy, solve_triangular,
};

#[test]
fn golden_cholesky() {
    let mut g = golden("solves");
    let a = g.arr::<f64>("chol_a");
    assert_close(
        "chol",
        &cholesky(&a, &CholeskyOptions::default()).unwrap(),
        &g.nd("chol_out"),
        1e-14,
    );
    let u = scipy::cholesky(&a, &scipy::CholeskyOptions::default()).unwrap();
    assert_close("chol upper", &u, &g.nd("cholu_out"), 1e-14);
    let u2 = cholesky(&a, &CholeskyOptions { upper: true }).unwrap();
    assert_close("chol upper numpy", &u2, &g.nd("cholu_out"), 1e-14);
    let a = g.arr::<Complex64>("cholc_a");
    assert_close(
        "cholc",
        &cholesky(&a, &CholeskyOptions::default()).unwrap(),
        &g.nd("cholc_out"),
        1e-14,
    );
    let a32 = g.arr::<f64>("chol_a").astype::<f32>().unwrap();
    let l32 = cholesky(&a32, &CholeskyOptions::default())
        .unwrap()
        .astype::<f64>()
        .unwrap();
    assert_close("chol f32", &l32, &g.nd("chol_out"), 1e-6);
}

#[test]
fn golden_cho_solve_and_triangular() {
    let mut g = golden("solves");
    let a = g.arr::<f64>("chol_a");
    let b = g.arr::<f64>("cho_b");
    for lower in [true, false] {
        let (c, l) = cho_factor(&a, &ChoFactorOptions { lower }).unwrap();
        assert_eq!(l, lower);
        assert_close(
            "cho_solve",
            &cho_solve((&c, l), &b).unwrap(),
            &g.nd("cho_x"),
            1e-13,
        );
    }
    let (t, b) = (g.arr::<f64>("tri_a"), g.arr::<f64>("tri_b"));
    let lower = SolveTriangularOptions {
        lower: true,
        ..Default::default()
    };
    assert_close(
        "tri",
        &solve_triangular(&t, &b, &lower).unwrap(),
        &g.nd("tri_out"),
        1e-13,
    );
    let o = SolveTriangularOptions {
        trans: Trans::T,
        ..lower
    };
    assert_close(
        "tri T",
        &solve_triangular(&t, &b, &o).unwrap(),
        &g.nd("tri_out_t"),
        1e-13,
    );
    let o = SolveTriangularOptions {
        unit_diagonal: true,
        ..lower
    };
    let got = solve_triangular(&t, &b, &o).unwrap();
    assert_close("tri unit", &got, &g.nd("tri_out_unit"), 1e-13);
    let (t, b) = (g.arr::<Complex64>("triu_a"), g.arr::<Complex64>("triu_b"));
    let o = SolveTriangularOptions {
        trans: Trans::C,
        ..Default::default()
    };
    let got = solve_triangular(&t, &b, &o).unwrap();
    assert_close("triu C", &got, &g.nd("triu_out_c"), 1e-13);
}

/// A Hermitian positive-definite n x n matrix: M M^H + n I.
fn hpd<T: LinalgScalar>(rng: &mut Rng, batch: &[usize], n: usize) -> Array<T> {
    let dev = dev();
    let mut shape = batch.to_vec();
    shape.extend([n, n]);
    let m = rng.array::<T>(&shape, &dev);
    let mh = conj_swap(&m);
    let p = matmul(&m, &mh).unwrap();
    let mut v = p.to_vec().unwrap();
    for mat in v.chunks_mut(n * n) {
        for i in 0..n {
            // A Hermitian matrix has a real diagonal.
            mat[i * n + i] = T::from_re(mat[i * n + i].re()) + T::from_f64(n as f64);
        }
    }
    Array::from_vec(v, &shape, &dev).unwrap()
}

/// Conjugate transpose of the last two axes.
fn conj_swap<T: LinalgScalar>(a: &Array<T>) -> Array<T> {
    let t = a.swapaxes(-1, -2).unwrap().copy().unwrap();
    let v: Vec<T> = t.to_vec().unwrap().into_iter().map(|x| x.conj()).collect();
    Array::from_vec(v, t.shape(), a.device()).unwrap()
}

fn reconstruct_for<T: LinalgScalar>(tol: f64) {
    let mut rng = Rng::new(17);
    for &n in &[1usize, 2, 3, 31, 32, 33, 128] {
        let a = hpd::<T>(&mut rng, &[], n);
        let l = cholesky(&a, &CholeskyOptions::default()).unwrap();
        let llh = matmul(&l, &conj_swap(&l)).unwrap();
        let e = rel_err(&llh, &a.to_vec().unwrap());
        assert!(e < tol, "{} n={n}: L L^H error {e:e}", T::DTYPE);
        // Zero above the diagonal, real positive diagonal.
        let lv = host_c(&l);
        for i in 0..n {
            assert!(lv[i * n + i].re > 0.0 && lv[i * n + i].im == 0.0);
            for j in i + 1..n {
                assert_eq!(lv[i * n + j], Complex64::new(0.0, 0.0));
            }
        }
        let u = scipy::cholesky(&a, &scipy::CholeskyOptions { lower: false }).unwrap();
        let uhu = matmul(&conj_swap(&u), &u).unwrap();
        assert!(
            rel_err(&uhu, &a.to_vec().unwrap()) < tol,
            "{} n={n}: U^H U",
            T::DTYPE
        );
        let b = rng.array::<T>(&[n, 2], &dev());
        let (c, lower) = cho_factor(&a, &ChoFactorOptions { lower: n % 2 == 0 }).unwrap();
        let x = cho_solve((&c, lower), &b).unwrap();
        let ax = matmul(&a, &x).unwrap();
        assert!(
            rel_err(&ax, &b.to_vec().unwrap()) < tol * 10.0,
            "{} n={n}: cho_solve",
            T::DTYPE
        );
        for trans in [Trans::N, Trans::T, Trans::C] {
            let o = SolveTriangularOptions {
                trans,
                lower: true,
                unit_diagonal: false,
                check_finite: true,
            };
            let x = solve_triangular(&l, &b, &o).unwrap();
            let op_l = match trans {
                Trans::N => l.clone(),
                Trans::T => l.transpose().unwrap(),
                Trans::C => conj_swap(&l),
            };
            let lx = matmul(&op_l, &x).unwrap();
            assert!(
                rel_err(&lx, &b.to_vec().unwrap()) < tol * 10.0,
                "{} n={n} {trans:?}",
                T::DTYPE
            );
        }
    }
}

#[test]
fn reconstruction_every_dtype() {
    reconstruct_for::<f64>(1e-13);
    reconstruct_for::<Complex64>(1e-13);
    reconstruct_for::<f32>(1e-5);
    reconstruct_for::<Complex32>(1e-5);
}

#[test]
fn batches_and_broadcasting() {
    let mut rng = Rng::new(23);
    // Many small matrices: potrfBatched on the GPU.
    let a = hpd::<f64>(&mut rng, &[500], 4);
    let l = cholesky(&a, &CholeskyOptions::default()).unwrap();
    let llh = matmul(&l, &conj_swap(&l)).unwrap();
    assert!(rel_err(&llh, &a.to_vec().unwrap()) < 1e-14);
    for i in [0isize, 499] {
        let one = cholesky(&a.index_axis(0, i).unwrap(), &CholeskyOptions::default()).unwrap();
        let li = l.index_axis(0, i).unwrap();
        assert!(rel_err(&li, &one.to_vec().unwrap()) < 1e-13);
    }
    let b = rng.array::<f64>(&[4], &dev());
    let (c, lower) = cho_factor(&a, &ChoFactorOptions::default()).unwrap();
    let x = cho_solve((&c, lower), &b).unwrap();
    assert_eq!(x.shape(), &[500, 4]);
    let t = solve_triangular(
        &l,
        &b,
        &SolveTriangularOptions {
            lower: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(t.shape(), &[500, 4]);
    // Transposed input (an F-ordered view) factors the same.
    let a1 = hpd::<f64>(&mut rng, &[], 5);
    let l1 = cholesky(&a1.transpose().unwrap(), &CholeskyOptions::default()).unwrap();
    assert!(
        rel_err(
            &l1,
            &cholesky(&a1, &CholeskyOptions::default())
                .unwrap()
                .to_vec()
                .unwrap()
        ) < 1e-13
    );
}

#[test]
fn not_positive_definite_and_errors() {
    let dev = dev();
    // Leading minor of order 2 is negative.
    let a = Array::from_vec(
        vec![1.0f64, 2.0, 0.0, 2.0, 1.0, 0.0, 0.0, 0.0, 1.0],
        &[3, 3],
        &dev,
    )
    .unwrap();
    match cholesky(&a, &CholeskyOptions::default()) {
        Err(Error::NotPositiveDefinite { order, .. }) => assert_eq!(order, 2),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        cho_factor(&a, &ChoFactorOptions::default()),
        Err(Error::NotPositiveDefinite { order: 2, .. })
    ));
    let neg = Array::from_vec(vec![-1.0f64], &[1, 1], &dev).unwrap();
    assert!(matches!(
        cholesky(&neg, &CholeskyOptions::default()),
        Err(Error::NotPositiveDefinite { order: 1, .. })
    ));
    let rect = Array::<f64>::zeros(&[2, 3], &dev).unwrap();
    assert!(matches!(
        cholesky(&rect, &CholeskyOptions::default()),
        Err(Error::InvalidShape { .. })
    ));
    let e = Array::<f64>::zeros(&[0, 0], &dev).unwrap();
    assert_eq!(
        cholesky(&e, &CholeskyOptions::default()).unwrap().shape(),
        &[0, 0]
    );
    let b = Array::<f64>::zeros(&[2], &dev).unwrap();
    let sq = Array::<f64>::eye(3, None, 0, &dev).unwrap();
    assert!(matches!(
        solve_triangular(&sq, &b, &SolveTriangularOptions::default()),
        Err(Error::ShapeMismatch { .. })
    ));
    if dev.is_cpu() {
        let z = Array::<f64>::zeros(&[2, 2], &dev).unwrap();
        assert!(matches!(
            solve_triangular(&z, &b, &SolveTriangularOptions::default()),
            Err(Error::Singular { .. })
        ));
    }
}

/// Each spelling reads only its own triangle of A, and cho_factor leaves the other triangle as A
/// had it (SciPy's clean=False), for every dtype, at sizes past faer's blocking.
fn one_triangle_for<T: LinalgScalar>(tol: f64) {
    let dev = dev();
    let mut rng = Rng::new(17);
    for n in [5usize, 130, 300] {
        let a = hpd::<T>(&mut rng, &[], n);
        let v = a.to_vec().unwrap();
        let junk = |i: usize, j: usize| T::from_f64(1.0e3 + (i * n + j) as f64);
        // `low`: A's lower triangle, junk above; `up`: A's upper triangle, junk below.
        let (mut low, mut up) = (v.clone(), v.clone());
        for i in 0..n {
            for j in 0..n {
                if j > i {
                    low[i * n + j] = junk(i, j);
                }
                if j < i {
                    up[i * n + j] = junk(i, j);
                }
            }
        }
        let low = Array::from_vec(low, &[n, n], &dev).unwrap();
        let up = Array::from_vec(up, &[n, n], &dev).unwrap();
        let l = cholesky(&a, &CholeskyOptions::default()).unwrap();
        assert_eq!(
            cholesky(&low, &CholeskyOptions::default())
                .unwrap()
                .to_vec()
                .unwrap(),
            l.to_vec().unwrap()
        );
        let upper = CholeskyOptions { upper: true };
        let u = cholesky(&a, &upper).unwrap();
        assert_eq!(
            cholesky(&up, &upper).unwrap().to_vec().unwrap(),
            u.to_vec().unwrap()
        );
        // U = L^H up to rounding, and U is upper triangular with a real positive diagonal.
        let uv = u.to_vec().unwrap();
        assert!(rel_err(&u, &conj_swap(&l).to_vec().unwrap()) < tol, "n={n}");
        for i in 0..n {
            assert!(uv[i * n + i].im() == T::Re::from_f64(0.0));
            assert!(uv[i * n + i].re() > T::Re::from_f64(0.0));
            for j in 0..i {
                assert!(uv[i * n + j] == T::zero());
            }
        }
        for lower in [true, false] {
            let src = if lower { &low } else { &up };
            let (c, _) = cho_factor(src, &ChoFactorOptions { lower }).unwrap();
            let (cv, sv) = (c.to_vec().unwrap(), src.to_vec().unwrap());
            let fv = if lower {
                l.to_vec().unwrap()
            } else {
                uv.clone()
            };
            for i in 0..n {
                for j in 0..n {
                    let other = if lower { j > i } else { j < i };
                    let want = if other { sv[i * n + j] } else { fv[i * n + j] };
                    assert!(
                        cv[i * n + j] == want,
                        "n={n} lower={lower} ({i},{j}) {:?} {:?}",
                        cv[i * n + j],
                        want
                    );
                }
            }
        }
    }
}

#[test]
fn each_spelling_reads_one_triangle() {
    one_triangle_for::<f64>(1e-13);
    one_triangle_for::<f32>(1e-5);
    one_triangle_for::<Complex64>(1e-13);
    one_triangle_for::<Complex32>(1e-5);
}
