//! eigh/eigvalsh, svd/svdvals, qr: golden eigen- and singular values, reconstruction and
//! orthogonality over block-boundary sizes (tall and wide) for every dtype, batches, empties.

use crate::common;
use common::*;
use gsci_core::{Array, Complex32, Complex64, Error};
use gsci_linalg::{
    EighOptions, LinalgScalar, QrMode, QrOptions, SvdOptions, Uplo, eigh, eigvalsh, matmul, qr,
    svd, svdvals,
};

/// Conjugate transpose of the last two axes.
fn ct<T: LinalgScalar>(a: &Array<T>) -> Array<T> {
    let t = a.swapaxes(-1, -2).unwrap().copy().unwrap();
    let v: Vec<T> = t.to_vec().unwrap().into_iter().map(|x| x.conj()).collect();
    Array::from_vec(v, t.shape(), a.device()).unwrap()
}

/// ‖x^H x − I‖ (the columns of x orthonormal), x 2-D.
fn orth_err<T: LinalgScalar>(x: &Array<T>) -> f64 {
    let g = host_c(&matmul(&ct(x), x).unwrap());
    let k = x.shape()[1];
    let mut e = 0.0f64;
    for i in 0..k {
        for j in 0..k {
            let want = if i == j { 1.0 } else { 0.0 };
            e = e.max((g[i * k + j] - Complex64::new(want, 0.0)).norm());
        }
    }
    e
}

#[test]
fn golden_eigen_and_singular_values() {
    let mut g = golden("decompositions");
    let a = g.arr::<f64>("eigh_a");
    let (w, v) = eigh(&a, &EighOptions::default()).unwrap();
    assert_close("eigh w", &w, &g.nd("eigh_w"), 1e-13);
    // Eigenvectors up to sign: compare |v|.
    let want: Vec<f64> = g.nd::<f64>("eigh_v").iter().map(|x| x.abs()).collect();
    let got: Vec<f64> = v.to_vec().unwrap().iter().map(|x| x.abs()).collect();
    let got = Array::from_vec(got, &[5, 5], &gsci_core::Device::cpu()).unwrap();
    assert!(rel_err(&got, &want) < 1e-12);
    let a = g.arr::<Complex64>("eighc_a");
    let w = eigvalsh(&a, &EighOptions { uplo: Uplo::U }).unwrap();
    assert_close("eigvalsh U", &w, &g.nd("eighc_w"), 1e-13);
    let a = g.arr::<f64>("svd_a");
    assert_close("svd s", &svdvals(&a).unwrap(), &g.nd("svd_s"), 1e-13);
    let a = g.arr::<Complex64>("svdc_a");
    assert_close("svdc s", &svdvals(&a).unwrap(), &g.nd("svdc_s"), 1e-13);
    let s32 = svdvals(&a.astype::<Complex32>().unwrap()).unwrap();
    assert_close(
        "svdc s c64",
        &s32.astype::<f64>().unwrap(),
        &g.nd("svdc_s"),
        1e-5,
    );
}

#[test]
fn golden_qr_up_to_signs() {
    let mut g = golden("decompositions");
    let a = g.arr::<f64>("qr_a");
    let f = qr(&a, &QrOptions::default()).unwrap();
    let (q, r) = (f.q.unwrap(), f.r);
    assert_eq!((q.shape(), r.shape()), (&[6usize, 4][..], &[4usize, 4][..]));
    let (wq, wr) = (g.nd::<f64>("qr_q"), g.nd::<f64>("qr_r"));
    let (qv, rv) = (q.to_vec().unwrap(), r.to_vec().unwrap());
    // Flip each of our rows of R (columns of Q) to the sign of the reference.
    for i in 0..4 {
        let s = (rv[i * 4 + i] * wr[[i, i]]).signum();
        for j in 0..4 {
            assert!((s * rv[i * 4 + j] - wr[[i, j]]).abs() < 1e-13);
        }
        for row in 0..6 {
            assert!((s * qv[row * 4 + i] - wq[[row, i]]).abs() < 1e-13);
        }
    }
    let a = g.arr::<Complex64>("qrw_a");
    let f = qr(
        &a,
        &QrOptions {
            mode: QrMode::Complete,
        },
    )
    .unwrap();
    let q = f.q.unwrap();
    assert_eq!(
        (q.shape(), f.r.shape()),
        (&[3usize, 3][..], &[3usize, 5][..])
    );
    let back = matmul(&q, &f.r).unwrap();
    assert!(rel_err(&back, &a.to_vec().unwrap()) < 1e-14);
    // |R| agrees with LAPACK's whatever the phases.
    let wr = g.nd::<Complex64>("qrw_r");
    for (x, y) in f.r.to_vec().unwrap().iter().zip(wr.iter()) {
        assert!((x.norm() - y.norm()).abs() < 1e-13);
    }
}

fn decompositions_for<T: LinalgScalar>(tol: f64) {
    let dev = dev();
    let mut rng = Rng::new(99);
    for &(m, n) in &[
        (1usize, 1usize),
        (2, 2),
        (3, 2),
        (2, 3),
        (31, 31),
        (32, 33),
        (33, 32),
        (40, 7),
        (7, 40),
    ] {
        let a = rng.array::<T>(&[m, n], &dev);
        let av = a.to_vec().unwrap();
        let k = m.min(n);
        for full in [true, false] {
            let d = svd(
                &a,
                &SvdOptions {
                    full_matrices: full,
                    compute_uv: true,
                },
            )
            .unwrap();
            let (u, vh) = (d.u.unwrap(), d.vh.unwrap());
            let (uc, vr) = if full { (m, n) } else { (k, k) };
            assert_eq!((u.shape(), vh.shape()), (&[m, uc][..], &[vr, n][..]));
            let s = d.s.to_vec().unwrap();
            assert!(
                s.windows(2).all(|w| w[0] >= w[1]),
                "{} s not sorted",
                T::DTYPE
            );
            // U[:, :k] diag(s) Vh[:k, :] = A.
            let uk = u.slice_axis(-1, Some(0), Some(k as isize), 1).unwrap();
            let vk = vh.slice_axis(0, Some(0), Some(k as isize), 1).unwrap();
            let sd: Vec<T> = (0..k * k)
                .map(|i| {
                    if i % (k + 1) == 0 {
                        T::from_re(s[i / (k + 1)])
                    } else {
                        T::zero()
                    }
                })
                .collect();
            let sd = Array::from_vec(sd, &[k, k], &dev).unwrap();
            let back = matmul(&matmul(&uk, &sd).unwrap(), &vk).unwrap();
            let e = rel_err(&back, &av);
            assert!(e < tol, "{} svd {m}x{n} full={full}: {e:e}", T::DTYPE);
            assert!(orth_err(&u) < tol * 10.0, "{} U {m}x{n}", T::DTYPE);
            assert!(orth_err(&ct(&vh)) < tol * 10.0, "{} V {m}x{n}", T::DTYPE);
        }
        for mode in [QrMode::Reduced, QrMode::Complete] {
            let f = qr(&a, &QrOptions { mode }).unwrap();
            let q = f.q.unwrap();
            let back = matmul(&q, &f.r).unwrap();
            assert!(
                rel_err(&back, &av) < tol,
                "{} qr {m}x{n} {mode:?}",
                T::DTYPE
            );
            assert!(orth_err(&q) < tol * 10.0, "{} Q {m}x{n} {mode:?}", T::DTYPE);
            // R is upper triangular.
            let rv = host_c(&f.r);
            let rc = f.r.shape()[1];
            for i in 0..f.r.shape()[0] {
                for j in 0..i.min(rc) {
                    assert_eq!(rv[i * rc + j], Complex64::new(0.0, 0.0));
                }
            }
        }
        let r_only = qr(&a, &QrOptions { mode: QrMode::R }).unwrap();
        assert!(r_only.q.is_none());
        assert_eq!(r_only.r.shape(), &[k, n]);
        if m == n {
            // Hermitian test matrix: A + A^H.
            let h = {
                let x = ct(&a).to_vec().unwrap();
                let v: Vec<T> = av.iter().zip(&x).map(|(p, q)| *p + *q).collect();
                Array::from_vec(v, &[n, n], &dev).unwrap()
            };
            for uplo in [Uplo::L, Uplo::U] {
                let (w, v) = eigh(&h, &EighOptions { uplo }).unwrap();
                let wv = w.to_vec().unwrap();
                assert!(wv.windows(2).all(|p| p[0] <= p[1]));
                let vd: Vec<T> = (0..n * n)
                    .map(|i| {
                        if i % (n + 1) == 0 {
                            T::from_re(wv[i / (n + 1)])
                        } else {
                            T::zero()
                        }
                    })
                    .collect();
                let vd = Array::from_vec(vd, &[n, n], &dev).unwrap();
                let lhs = matmul(&h, &v).unwrap();
                let rhs = matmul(&v, &vd).unwrap();
                let e = rel_err(&lhs, &rhs.to_vec().unwrap());
                assert!(e < tol * 10.0, "{} eigh n={n}: {e:e}", T::DTYPE);
                assert!(orth_err(&v) < tol * 10.0);
                let w2 = eigvalsh(&h, &EighOptions { uplo }).unwrap();
                assert!(rel_err(&w2, &wv) < tol);
            }
        }
    }
}

#[test]
fn reconstruction_every_dtype() {
    decompositions_for::<f64>(1e-13);
    decompositions_for::<Complex64>(1e-13);
    decompositions_for::<f32>(2e-5);
    decompositions_for::<Complex32>(2e-5);
}

#[test]
fn batches_and_empties() {
    let dev = dev();
    let mut rng = Rng::new(4);
    let a = rng.array::<f64>(&[3, 5, 4], &dev);
    let s = svdvals(&a).unwrap();
    assert_eq!(s.shape(), &[3, 4]);
    for i in 0..3 {
        let one = svdvals(&a.index_axis(0, i).unwrap()).unwrap();
        let si = s.index_axis(0, i).unwrap();
        assert!(rel_err(&si, &one.to_vec().unwrap()) < 1e-14);
    }
    let f = qr(&a, &QrOptions::default()).unwrap();
    assert_eq!(f.q.unwrap().shape(), &[3, 5, 4]);
    let h = matmul(&a.swapaxes(-1, -2).unwrap(), &a).unwrap();
    let (w, v) = eigh(&h, &EighOptions::default()).unwrap();
    assert_eq!(
        (w.shape(), v.shape()),
        (&[3usize, 4][..], &[3usize, 4, 4][..])
    );
    // Singular values are the square roots of the eigenvalues of A^T A.
    let sv = s.to_vec().unwrap();
    let wv = w.to_vec().unwrap();
    for i in 0..3 {
        for j in 0..4 {
            assert!((sv[i * 4 + j] - wv[i * 4 + 3 - j].sqrt()).abs() < 1e-12);
        }
    }
    // Empty shapes as NumPy.
    let e = Array::<f64>::zeros(&[0, 3], &dev).unwrap();
    let d = svd(&e, &SvdOptions::default()).unwrap();
    assert_eq!(d.s.shape(), &[0]);
    assert_eq!(d.u.unwrap().shape(), &[0, 0]);
    assert_eq!(
        d.vh.unwrap().to_vec().unwrap(),
        Array::<f64>::eye(3, None, 0, &dev)
            .unwrap()
            .to_vec()
            .unwrap()
    );
    let f = qr(&e, &QrOptions::default()).unwrap();
    assert_eq!(
        (f.q.unwrap().shape(), f.r.shape()),
        (&[0usize, 0][..], &[0usize, 3][..])
    );
    let z = Array::<f64>::zeros(&[0, 0], &dev).unwrap();
    let (w, v) = eigh(&z, &EighOptions::default()).unwrap();
    assert_eq!((w.shape(), v.shape()), (&[0usize][..], &[0usize, 0][..]));
    // Errors.
    let v1 = Array::<f64>::zeros(&[3], &dev).unwrap();
    assert!(matches!(svdvals(&v1), Err(Error::InvalidShape { .. })));
    let rect = Array::<f64>::zeros(&[2, 3], &dev).unwrap();
    assert!(matches!(
        eigvalsh(&rect, &EighOptions::default()),
        Err(Error::InvalidShape { .. })
    ));
}
