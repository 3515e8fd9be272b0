//! GPU against CPU for every routine and dtype, with GSCI_TEST_DEVICE=cuda (run on the H200):
//!
//! ```sh
//! GSCI_TEST_DEVICE=cuda cargo test -p gsci-linalg --test suite gpu_vs_cpu::
//! ```
//!
//! Without a GPU each case runs its CPU side only (and checks it against itself through the
//! same comparison), so the file stays compiled and exercised.

use crate::common;
use common::*;
use gsci_core::{Array, Complex32, Complex64, Device, Element, Error, bf16, f16};
use gsci_linalg::*;

/// The CPU array and, under GSCI_TEST_DEVICE=cuda, its copy on the GPU (else the CPU array).
fn pair<T: Element>(cpu: &Array<T>) -> Array<T> {
    let d = dev();
    if d.is_cuda() {
        cpu.to_device(&d).unwrap()
    } else {
        cpu.clone()
    }
}

fn check<T: LinalgScalar>(what: &str, cpu: &Array<T>, gpu: &Array<T>, tol: f64) {
    assert_eq!(cpu.shape(), gpu.shape(), "{what}: shapes");
    let e = rel_err(gpu, &cpu.to_vec().unwrap());
    assert!(
        e <= tol,
        "{what} ({}): GPU vs CPU relative error {e:e} > {tol:e}",
        T::DTYPE
    );
}

fn add_diag<T: LinalgScalar>(a: &Array<T>, d: f64) -> Array<T> {
    let n = a.shape()[a.ndim() - 1];
    let mut v = a.to_vec().unwrap();
    for m in v.chunks_mut(n * n) {
        for i in 0..n {
            m[i * n + i] += T::from_f64(d);
        }
    }
    Array::from_vec(v, a.shape(), a.device()).unwrap()
}

/// Hermitian positive definite: M M^H + n I, real diagonal.
fn hpd<T: LinalgScalar>(rng: &mut Rng, batch: &[usize], n: usize) -> Array<T> {
    let cpu = Device::cpu();
    let mut shape = batch.to_vec();
    shape.extend([n, n]);
    let m = rng.array::<T>(&shape, &cpu);
    let mh = {
        let t = m.swapaxes(-1, -2).unwrap().copy().unwrap();
        let v: Vec<T> = t.to_vec().unwrap().into_iter().map(|x| x.conj()).collect();
        Array::from_vec(v, t.shape(), &cpu).unwrap()
    };
    let p = matmul(&m, &mh).unwrap();
    let mut v = p.to_vec().unwrap();
    for mat in v.chunks_mut(n * n) {
        for i in 0..n {
            mat[i * n + i] = T::from_re(mat[i * n + i].re()) + T::from_f64(n as f64);
        }
    }
    Array::from_vec(v, &shape, &cpu).unwrap()
}

fn products_for<T: LinalgScalar>(tol: f64) {
    let cpu = Device::cpu();
    let mut rng = Rng::new(1);
    // The last two run the CPU backend's own f64 kernel past its blocks (rows split over threads,
    // then columns split).
    for &(m, k, n) in &[
        (1, 1, 1),
        (31, 33, 32),
        (128, 64, 33),
        (2, 3, 1),
        (301, 270, 130),
        (5, 300, 1003),
    ] {
        let a = rng.array::<T>(&[m, k], &cpu);
        let b = rng.array::<T>(&[k, n], &cpu);
        check(
            "matmul",
            &matmul(&a, &b).unwrap(),
            &matmul(&pair(&a), &pair(&b)).unwrap(),
            tol,
        );
        let at = rng.array::<T>(&[k, m], &cpu).transpose().unwrap();
        let bt = rng.array::<T>(&[n, k], &cpu).transpose().unwrap();
        let c = matmul(&at, &bt).unwrap();
        let g = matmul(
            &pair(&at).transpose().unwrap().transpose().unwrap(),
            &pair(&bt),
        )
        .unwrap();
        check("matmul transposed", &c, &g, tol);
    }
    let a = rng.array::<T>(&[2, 1, 3, 4], &cpu);
    let b = rng.array::<T>(&[5, 4, 2], &cpu);
    check(
        "batched",
        &matmul(&a, &b).unwrap(),
        &matmul(&pair(&a), &pair(&b)).unwrap(),
        tol,
    );
    let v = rng.array::<T>(&[4], &cpu);
    check(
        "mat-vec",
        &matmul(&a, &v).unwrap(),
        &matmul(&pair(&a), &pair(&v)).unwrap(),
        tol,
    );
    let w = rng.array::<T>(&[2, 3, 4], &cpu).swapaxes(0, 1).unwrap();
    check(
        "vdot",
        &vdot(&w, &w).unwrap(),
        &vdot(&pair(&w), &pair(&w)).unwrap(),
        tol,
    );
    check(
        "inner",
        &inner(&a, &v).unwrap(),
        &inner(&pair(&a), &pair(&v)).unwrap(),
        tol,
    );
    check(
        "outer",
        &outer(&v, &v).unwrap(),
        &outer(&pair(&v), &pair(&v)).unwrap(),
        tol,
    );
    let d3 = rng.array::<T>(&[3, 4, 2], &cpu);
    check(
        "dot nd",
        &dot(&a, &d3).unwrap(),
        &dot(&pair(&a), &pair(&d3)).unwrap(),
        tol,
    );
    let ka = rng.array::<T>(&[2, 3], &cpu);
    check(
        "kron",
        &kron(&ka, &d3).unwrap(),
        &kron(&pair(&ka), &pair(&d3)).unwrap(),
        tol,
    );
    let kb = rng.array::<T>(&[4, 3], &cpu);
    let kr = khatri_rao(&ka, &kb).unwrap();
    check(
        "khatri_rao",
        &kr,
        &khatri_rao(&pair(&ka), &pair(&kb)).unwrap(),
        tol,
    );
    let sq = rng.array::<T>(&[3, 5, 5], &cpu);
    check(
        "trace",
        &trace(&sq).unwrap(),
        &trace(&pair(&sq)).unwrap(),
        tol,
    );
    let sq = add_diag(&sq, 5.0);
    let p = matrix_power(&sq, -3).unwrap();
    check(
        "matrix_power",
        &p,
        &matrix_power(&pair(&sq), -3).unwrap(),
        tol * 100.0,
    );
}

#[test]
fn products() {
    products_for::<f64>(1e-13);
    products_for::<Complex64>(1e-13);
    products_for::<f32>(1e-5);
    products_for::<Complex32>(1e-5);
}

#[test]
fn half_precision_and_tf32() {
    let cpu = Device::cpu();
    let mut rng = Rng::new(2);
    let a = rng.array::<f32>(&[64, 96], &cpu);
    let b = rng.array::<f32>(&[96, 48], &cpu);
    let want = matmul(&a, &b).unwrap();
    for (name, got) in [
        (
            "f16",
            matmul(
                &pair(&a.astype::<f16>().unwrap()),
                &pair(&b.astype::<f16>().unwrap()),
            )
            .unwrap()
            .astype::<f32>()
            .unwrap(),
        ),
        (
            "bf16",
            matmul(
                &pair(&a.astype::<bf16>().unwrap()),
                &pair(&b.astype::<bf16>().unwrap()),
            )
            .unwrap()
            .astype::<f32>()
            .unwrap(),
        ),
        (
            "tf32",
            matmul_with(
                &pair(&a),
                &pair(&b),
                &MatmulOptions {
                    allow_tf32: Some(true),
                },
            )
            .unwrap(),
        ),
    ] {
        check(name, &want, &got, 2e-2);
    }
    // Without the opt-in, f32 is full precision.
    let exact = matmul_with(
        &pair(&a),
        &pair(&b),
        &MatmulOptions {
            allow_tf32: Some(false),
        },
    );
    check("f32", &want, &exact.unwrap(), 1e-5);
}

#[test]
fn other_streams_get_their_own_handles() {
    let d = dev();
    if !d.is_cuda() {
        return;
    }
    let s = d.with_stream(&d.new_stream().unwrap()).unwrap();
    let mut rng = Rng::new(3);
    let a = rng.array::<f64>(&[40, 40], &Device::cpu());
    let a = add_diag(&a, 40.0);
    let on_s = a.to_device(&s).unwrap();
    let want = inv(&a).unwrap();
    check("inv on a user stream", &want, &inv(&on_s).unwrap(), 1e-13);
    check(
        "matmul on a user stream",
        &matmul(&a, &a).unwrap(),
        &matmul(&on_s, &on_s).unwrap(),
        1e-13,
    );
}

fn solves_for<T: LinalgScalar>(tol: f64) {
    let cpu = Device::cpu();
    let mut rng = Rng::new(4);
    // (batch, n): the batched small path, the per-matrix cuSOLVER path, and one matrix.
    for &(batch, n) in &[(1000usize, 4usize), (3, 33), (1, 128), (5, 1), (2, 32)] {
        let a = add_diag(&rng.array::<T>(&[batch, n, n], &cpu), n as f64);
        let b = rng.array::<T>(&[batch, n, 2], &cpu);
        let (ga, gb) = (pair(&a), pair(&b));
        check(
            "solve",
            &solve(&a, &b).unwrap(),
            &solve(&ga, &gb).unwrap(),
            tol,
        );
        let v = rng.array::<T>(&[n], &cpu);
        check(
            "solve vec",
            &solve(&a, &v).unwrap(),
            &solve(&ga, &pair(&v)).unwrap(),
            tol,
        );
        check("inv", &inv(&a).unwrap(), &inv(&ga).unwrap(), tol);
        if n <= 4 {
            // Larger orders overflow f32 here (the diagonal is shifted by n); slogdet covers them.
            check("det", &det(&a).unwrap(), &det(&ga).unwrap(), tol);
        }
        let (s, l) = slogdet(&a).unwrap();
        let (gs, gl) = slogdet(&ga).unwrap();
        check("slogdet sign", &s, &gs, tol);
        check("slogdet log", &l, &gl, tol);
        let (lu, piv) = lu_factor(&a).unwrap();
        let (glu, gpiv) = lu_factor(&ga).unwrap();
        check("lu_factor", &lu, &glu, tol);
        assert_eq!(piv.to_vec().unwrap(), gpiv.to_vec().unwrap(), "pivots");
        for trans in [Trans::N, Trans::T, Trans::C] {
            let o = LuSolveOptions { trans };
            let x = lu_solve((&lu, &piv), &b, &o).unwrap();
            check(
                "lu_solve",
                &x,
                &lu_solve((&glu, &gpiv), &gb, &o).unwrap(),
                tol,
            );
        }
        let h = hpd::<T>(&mut rng, &[batch], n);
        let gh = pair(&h);
        check(
            "cholesky",
            &cholesky(&h, &CholeskyOptions::default()).unwrap(),
            &cholesky(&gh, &CholeskyOptions::default()).unwrap(),
            tol,
        );
        let up = scipy::CholeskyOptions { lower: false };
        check(
            "cholesky U",
            &scipy::cholesky(&h, &up).unwrap(),
            &scipy::cholesky(&gh, &up).unwrap(),
            tol,
        );
        for lower in [true, false] {
            let (c, l) = cho_factor(&h, &ChoFactorOptions { lower }).unwrap();
            let (gc, _) = cho_factor(&gh, &ChoFactorOptions { lower }).unwrap();
            check("cho_factor", &c, &gc, tol);
            check(
                "cho_solve",
                &cho_solve((&c, l), &b).unwrap(),
                &cho_solve((&gc, l), &gb).unwrap(),
                tol,
            );
        }
        let l = cholesky(&h, &CholeskyOptions::default()).unwrap();
        let gl = pair(&l);
        for trans in [Trans::N, Trans::T, Trans::C] {
            for unit_diagonal in [false, true] {
                let o = SolveTriangularOptions {
                    trans,
                    lower: true,
                    unit_diagonal,
                    check_finite: true,
                };
                let x = solve_triangular(&l, &b, &o).unwrap();
                check(
                    "solve_triangular",
                    &x,
                    &solve_triangular(&gl, &gb, &o).unwrap(),
                    tol,
                );
            }
        }
    }
}

#[test]
fn solves() {
    solves_for::<f64>(1e-12);
    solves_for::<Complex64>(1e-12);
    solves_for::<f32>(1e-4);
    solves_for::<Complex32>(1e-4);
}

fn decompositions_for<T: LinalgScalar>(tol: f64) {
    let cpu = Device::cpu();
    let mut rng = Rng::new(5);
    for &(batch, m, n) in &[
        (1usize, 33usize, 31usize),
        (3, 5, 9),
        (2, 32, 32),
        (1, 1, 1),
    ] {
        let a = rng.array::<T>(&[batch, m, n], &cpu);
        let ga = pair(&a);
        check(
            "svdvals",
            &svdvals(&a).unwrap(),
            &svdvals(&ga).unwrap(),
            tol,
        );
        for full in [true, false] {
            let o = SvdOptions {
                full_matrices: full,
                compute_uv: true,
            };
            let d = svd(&ga, &o).unwrap();
            let (u, vh) = (d.u.unwrap(), d.vh.unwrap());
            let c = svd(&a, &o).unwrap();
            assert_eq!(u.shape(), c.u.unwrap().shape());
            assert_eq!(vh.shape(), c.vh.unwrap().shape());
            // Reconstruct on the host from the GPU factors: U[:, :k] diag(s) Vh[:k].
            let k = m.min(n);
            let (uh, sh, vhh) = (
                host_c(&u.to_device(&cpu).unwrap()),
                d.s.to_vec().unwrap(),
                host_c(&vh.to_device(&cpu).unwrap()),
            );
            let (uc, vr) = (u.shape()[2], vh.shape()[1]);
            let mut back = vec![Complex64::new(0.0, 0.0); batch * m * n];
            for b in 0..batch {
                for i in 0..m {
                    for j in 0..n {
                        let mut acc = Complex64::new(0.0, 0.0);
                        for p in 0..k {
                            let s = to_c(sh[b * k + p]).re;
                            acc += uh[b * m * uc + i * uc + p] * s * vhh[b * vr * n + p * n + j];
                        }
                        back[b * m * n + i * n + j] = acc;
                    }
                }
            }
            assert!(
                rel_err_c(&back, &host_c(&a)) < tol * 10.0,
                "svd reconstruction"
            );
        }
        for mode in [QrMode::Reduced, QrMode::Complete, QrMode::R] {
            let f = qr(&ga, &QrOptions { mode }).unwrap();
            let c = qr(&a, &QrOptions { mode }).unwrap();
            assert_eq!(f.r.shape(), c.r.shape());
            if let Some(q) = f.q {
                let back = matmul(&q, &f.r).unwrap();
                check("qr", &a, &back.to_device(&cpu).unwrap(), tol * 10.0);
            }
        }
        if m == n {
            let h = hpd::<T>(&mut rng, &[batch], n);
            let gh = pair(&h);
            for uplo in [Uplo::L, Uplo::U] {
                let o = EighOptions { uplo };
                check(
                    "eigvalsh",
                    &eigvalsh(&h, &o).unwrap(),
                    &eigvalsh(&gh, &o).unwrap(),
                    tol,
                );
                let (w, v) = eigh(&gh, &o).unwrap();
                check(
                    "eigh w",
                    &eigvalsh(&h, &o).unwrap(),
                    &w.to_device(&cpu).unwrap(),
                    tol,
                );
                let hv = matmul(&gh, &v).unwrap();
                let vw = {
                    let wv = w.to_vec().unwrap();
                    let vv = v.to_vec().unwrap();
                    let out: Vec<T> = vv
                        .iter()
                        .enumerate()
                        .map(|(i, &x)| x * T::from_re(wv[(i / (n * n)) * n + i % n]))
                        .collect();
                    Array::from_vec(out, v.shape(), &cpu).unwrap()
                };
                check(
                    "eigh vectors",
                    &vw,
                    &hv.to_device(&cpu).unwrap(),
                    tol * 10.0,
                );
            }
            check(
                "pinv",
                &pinv(&h, &PinvOptions::default()).unwrap(),
                &pinv(&gh, &PinvOptions::default()).unwrap(),
                tol * 10.0,
            );
            check(
                "cond",
                &cond(&h, None).unwrap(),
                &cond(&gh, None).unwrap(),
                tol * 10.0,
            );
            check(
                "cond 1",
                &cond(&h, Some(NormOrd::P(1.0))).unwrap(),
                &cond(&gh, Some(NormOrd::P(1.0))).unwrap(),
                tol * 10.0,
            );
        }
        for o in [
            NormOrd::Fro,
            NormOrd::Nuc,
            NormOrd::Inf,
            NormOrd::NegInf,
            NormOrd::P(1.0),
            NormOrd::P(-1.0),
            NormOrd::P(2.0),
            NormOrd::P(-2.0),
        ] {
            check(
                "matrix_norm",
                &matrix_norm(&a, o).unwrap(),
                &matrix_norm(&ga, o).unwrap(),
                tol,
            );
        }
        for o in [
            NormOrd::P(0.0),
            NormOrd::P(1.0),
            NormOrd::P(2.0),
            NormOrd::P(3.5),
            NormOrd::Inf,
            NormOrd::NegInf,
        ] {
            check(
                "vector_norm",
                &vector_norm(&a, o).unwrap(),
                &vector_norm(&ga, o).unwrap(),
                tol,
            );
        }
        let r = matrix_rank(&a, &MatrixRankOptions::default()).unwrap();
        assert_eq!(
            r.to_vec().unwrap(),
            matrix_rank(&ga, &MatrixRankOptions::default())
                .unwrap()
                .to_vec()
                .unwrap()
        );
        let a2 = a.index_axis(0, 0).unwrap();
        let b2 = rng.array::<T>(&[m, 2], &cpu);
        let l = lstsq(&a2, &b2, None).unwrap();
        let gl = lstsq(&pair(&a2), &pair(&b2), None).unwrap();
        check("lstsq x", &l.x, &gl.x, tol * 10.0);
        assert_eq!(l.rank, gl.rank);
        check(
            "lstsq residuals",
            &l.residuals.astype::<T>().unwrap(),
            &gl.residuals.astype::<T>().unwrap(),
            tol * 10.0,
        );
    }
}

#[test]
fn decompositions() {
    decompositions_for::<f64>(1e-12);
    decompositions_for::<Complex64>(1e-12);
    decompositions_for::<f32>(1e-4);
    decompositions_for::<Complex32>(1e-4);
}

#[test]
fn errors_match() {
    let d = dev();
    let sing = Array::from_vec(vec![1.0f64, 2.0, 2.0, 4.0], &[2, 2], &d).unwrap();
    let b = Array::from_vec(vec![1.0f64, 1.0], &[2], &d).unwrap();
    assert!(matches!(solve(&sing, &b), Err(Error::Singular { .. })));
    assert!(matches!(inv(&sing), Err(Error::Singular { .. })));
    let stack = sing.broadcast_to(&[100, 2, 2]).unwrap();
    assert!(matches!(inv(&stack), Err(Error::Singular { .. })));
    assert_eq!(det(&sing).unwrap().item().unwrap(), 0.0);
    let npd = Array::from_vec(
        vec![1.0f64, 2.0, 0.0, 2.0, 1.0, 0.0, 0.0, 0.0, 1.0],
        &[3, 3],
        &d,
    )
    .unwrap();
    assert!(matches!(
        cholesky(&npd, &CholeskyOptions::default()),
        Err(Error::NotPositiveDefinite { order: 2, .. })
    ));
    let many = npd.broadcast_to(&[50, 3, 3]).unwrap();
    assert!(matches!(
        cholesky(&many, &CholeskyOptions::default()),
        Err(Error::NotPositiveDefinite { order: 2, .. })
    ));
    let nan = Array::from_vec(vec![f64::NAN, 1.0, 1.0, 2.0], &[2, 2], &d).unwrap();
    assert!(
        solve(&nan, &b)
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|v| v.is_nan())
    );
    assert!(det(&nan).unwrap().item().unwrap().is_nan());
    let e = Array::<f64>::zeros(&[0, 0], &d).unwrap();
    assert_eq!(det(&e).unwrap().item().unwrap(), 1.0);
    assert_eq!(inv(&e).unwrap().shape(), &[0, 0]);
}
