//! lu, eig, generalized eigh, expm, solve_banded, tensordot, einsum, tensorsolve and tensorinv
//! against SciPy/NumPy golden data (tests/golden/functions.npz), on the test device.

use crate::common;
use common::*;
use gsci_core::{Array, Complex32, Complex64, Element, Error};
use gsci_linalg::*;

fn g() -> Golden {
    golden("functions")
}

/// Host complex128 copy of a C-ordered (..., n, n) array's matrix `b`.
fn mat_c<T: Element>(a: &Array<T>, b: usize) -> Vec<Complex64> {
    let n = a.shape()[a.ndim() - 1];
    let m = a.shape()[a.ndim() - 2];
    host_c(a)[b * m * n..(b + 1) * m * n].to_vec()
}

/// ‖A V − V diag(w)‖ / (‖A‖ ‖V‖), in complex128, for matrix `b` of a batch.
fn eig_residual<T: Element, C: Element>(a: &Array<T>, w: &Array<C>, v: &Array<C>, b: usize) -> f64 {
    let n = a.shape()[a.ndim() - 1];
    let (am, vm) = (mat_c(a, b), mat_c(v, b));
    let wv = &host_c(w)[b * n..(b + 1) * n];
    let av = naive_matmul(&am, &vm, n, n, n);
    let mut num = 0.0;
    for i in 0..n {
        for j in 0..n {
            num += (av[i * n + j] - vm[i * n + j] * wv[j]).norm_sqr();
        }
    }
    let fro = |x: &[Complex64]| x.iter().map(|z| z.norm_sqr()).sum::<f64>().sqrt();
    num.sqrt() / (fro(&am) * fro(&vm))
}

/// Each column of `got` equals a column of `want` with the same eigenvalue, up to a unit
/// factor: |<got_j, want_k>| = 1 for unit columns.
fn vectors_match(
    got_w: &[Complex64],
    got: &[Complex64],
    want_w: &[Complex64],
    want: &[Complex64],
    n: usize,
    tol: f64,
) {
    for j in 0..n {
        let k = (0..n)
            .min_by(|&x, &y| {
                (want_w[x] - got_w[j])
                    .norm()
                    .total_cmp(&(want_w[y] - got_w[j]).norm())
            })
            .unwrap();
        let dot: Complex64 = (0..n)
            .map(|i| got[i * n + j].conj() * want[i * n + k])
            .sum();
        assert!(
            (dot.norm() - 1.0).abs() <= tol,
            "column {j}: |<v, v_scipy>| = {}",
            dot.norm()
        );
    }
}

fn sorted(mut w: Vec<Complex64>) -> Vec<Complex64> {
    w.sort_by(|a, b| a.re.total_cmp(&b.re).then(a.im.total_cmp(&b.im)));
    w
}

#[test]
fn lu_matches_scipy() {
    let mut gd = g();
    for key in ["tall", "wide", "batch"] {
        let a: Array<f64> = gd.arr(&format!("lu_{key}_a"));
        let f = lu(&a, &LuOptions::default()).unwrap();
        assert_close(key, &f.p.unwrap(), &gd.nd(&format!("lu_{key}_p")), 0.0);
        assert_close(key, &f.l, &gd.nd(&format!("lu_{key}_l")), 1e-14);
        assert_close(key, &f.u, &gd.nd(&format!("lu_{key}_u")), 1e-14);
        let fi = lu(
            &a,
            &LuOptions {
                p_indices: true,
                ..Default::default()
            },
        )
        .unwrap();
        assert!(fi.p.is_none());
        let want: Vec<i32> = gd
            .nd::<i32>(&format!("lu_{key}_perm"))
            .iter()
            .copied()
            .collect();
        assert_eq!(fi.perm.unwrap().to_vec().unwrap(), want, "{key}: perm");
        let fl = lu(
            &a,
            &LuOptions {
                permute_l: true,
                ..Default::default()
            },
        )
        .unwrap();
        assert!(fl.p.is_none() && fl.perm.is_none());
        assert_close(key, &fl.l, &gd.nd(&format!("lu_{key}_pl")), 1e-14);
        // f32: P L U = A.
        let a32 = a.astype::<f32>().unwrap();
        let f = lu(&a32, &LuOptions::default()).unwrap();
        let p = f.p.unwrap();
        let back = matmul(&p, &matmul(&f.l, &f.u).unwrap()).unwrap();
        assert!(rel_err(&back, &a32.to_vec().unwrap()) < 1e-6, "{key} f32");
    }
    // Complex: reconstruction (LAPACK pivots on |re| + |im|, so pivots may legitimately differ).
    let a: Array<Complex64> = gd.arr("lu_cplx_a");
    let f = lu(&a, &LuOptions::default()).unwrap();
    let p = f.p.unwrap().astype::<Complex64>().unwrap();
    let back = matmul(&p, &matmul(&f.l, &f.u).unwrap()).unwrap();
    assert!(rel_err(&back, &a.to_vec().unwrap()) < 1e-14);
    assert_eq!(f.l.shape(), &[4, 3]);
    assert_eq!(f.u.shape(), &[3, 3]);
    let l = host_c(&f.l);
    assert!(
        l.iter().all(|z| z.norm() <= 1.0 + 1e-14),
        "partial pivoting bounds L"
    );
}

#[test]
fn lu_singular_and_empty() {
    let d = dev();
    let a = Array::from_vec(vec![1.0f64, 2.0, 2.0, 4.0], &[2, 2], &d).unwrap();
    let f = lu(&a, &LuOptions::default()).unwrap();
    assert_eq!(f.u.to_vec().unwrap()[3], 0.0);
    let e = Array::<f64>::zeros(&[0, 3], &d).unwrap();
    let f = lu(&e, &LuOptions::default()).unwrap();
    assert_eq!(f.l.shape(), &[0, 0]);
    assert_eq!(f.u.shape(), &[0, 3]);
    assert_eq!(f.p.unwrap().shape(), &[0, 0]);
    assert!(matches!(
        lu(
            &Array::<f64>::zeros(&[3], &d).unwrap(),
            &LuOptions::default()
        ),
        Err(Error::InvalidShape { .. })
    ));
}

fn eig_case<T: LinalgScalar>(gd: &mut Golden, key: &str, res_tol: f64, val_tol: f64) {
    let a: Array<T> = gd.arr_as(&format!("eig_{key}_a"));
    let n = a.shape()[a.ndim() - 1];
    let batch: usize = a.shape()[..a.ndim() - 2].iter().product();
    let r = eig(
        &a,
        &EigOptions {
            left: true,
            right: true,
        },
    )
    .unwrap();
    let (w, vl, vr) = (r.w, r.vl.unwrap(), r.vr.unwrap());
    let want_w: Vec<Complex64> = gd
        .nd::<Complex64>(&format!("eig_{key}_w"))
        .iter()
        .copied()
        .collect();
    let want_vr: Vec<Complex64> = gd
        .nd::<Complex64>(&format!("eig_{key}_vr"))
        .iter()
        .copied()
        .collect();
    let want_vl: Vec<Complex64> = gd
        .nd::<Complex64>(&format!("eig_{key}_vl"))
        .iter()
        .copied()
        .collect();
    let gw = host_c(&w);
    let (gvr, gvl) = (host_c(&vr), host_c(&vl));
    let ah: Array<T> = {
        // A^H, for the left eigenvectors: A^H vl = conj(w) vl.
        let t = a.swapaxes(-1, -2).unwrap().copy().unwrap();
        gsci_core::ufunc::conjugate(&t).unwrap()
    };
    let wc: Array<T::Complex> = gsci_core::ufunc::conjugate(&w).unwrap();
    for b in 0..batch {
        let s = b * n..(b + 1) * n;
        let m = b * n * n..(b + 1) * n * n;
        let e = rel_err_c(
            &sorted(gw[s.clone()].to_vec()),
            &sorted(want_w[s.clone()].to_vec()),
        );
        assert!(e <= val_tol, "{key} {}: eigenvalues {e:e}", T::DTYPE);
        let res = eig_residual(&a, &w, &vr, b);
        assert!(res <= res_tol, "{key} {}: right residual {res:e}", T::DTYPE);
        let res = eig_residual(&ah, &wc, &vl, b);
        assert!(res <= res_tol, "{key} {}: left residual {res:e}", T::DTYPE);
        vectors_match(
            &gw[s.clone()],
            &gvr[m.clone()],
            &want_w[s.clone()],
            &want_vr[m.clone()],
            n,
            val_tol.max(1e-10),
        );
        vectors_match(
            &gw[s.clone()],
            &gvl[m.clone()],
            &want_w[s.clone()],
            &want_vl[m],
            n,
            val_tol.max(1e-10),
        );
        // Unit columns with a real, positive largest entry.
        for j in 0..n {
            let col: Vec<Complex64> = (0..n).map(|i| gvr[b * n * n + i * n + j]).collect();
            let nrm: f64 = col.iter().map(|z| z.norm_sqr()).sum::<f64>().sqrt();
            assert!((nrm - 1.0).abs() < res_tol.max(1e-6) * 10.0);
            let big = col
                .iter()
                .max_by(|x, y| x.norm().total_cmp(&y.norm()))
                .unwrap();
            assert!(big.re > 0.0 && big.im.abs() <= 1e-5 * big.re);
        }
    }
    let only = eigvals(&a).unwrap();
    let e = rel_err_c(&sorted(host_c(&only)), &sorted(gw.clone()));
    assert!(e <= val_tol, "{key}: eigvals vs eig {e:e}");
}

#[test]
fn eig_matches_scipy() {
    let mut gd = g();
    eig_case::<f64>(&mut gd, "real", 1e-13, 1e-12);
    eig_case::<f64>(&mut gd, "batch", 1e-13, 1e-12);
    eig_case::<Complex64>(&mut gd, "cplx", 1e-13, 1e-12);
    eig_case::<f32>(&mut gd, "real", 1e-5, 1e-4);
    eig_case::<Complex32>(&mut gd, "cplx", 1e-5, 1e-4);
}

#[test]
fn eig_errors_and_edges() {
    let d = dev();
    let nan = Array::from_vec(vec![f64::NAN, 1.0, 0.0, 1.0], &[2, 2], &d).unwrap();
    match eig(&nan, &EigOptions::default()) {
        Err(Error::InvalidArgument { reason, .. }) => assert!(reason.contains("infs or NaNs")),
        other => panic!("NaN input: {:?}", other.map(|_| ())),
    }
    let inf = Array::from_vec(vec![f64::INFINITY, 1.0, 0.0, 1.0], &[2, 2], &d).unwrap();
    assert!(matches!(eigvals(&inf), Err(Error::InvalidArgument { .. })));
    let rect = Array::<f64>::zeros(&[2, 3], &d).unwrap();
    assert!(matches!(
        eig(&rect, &EigOptions::default()),
        Err(Error::InvalidShape { .. })
    ));
    let e = Array::<f64>::zeros(&[0, 0], &d).unwrap();
    let r = eig(&e, &EigOptions::default()).unwrap();
    assert_eq!(r.w.shape(), &[0]);
    assert_eq!(r.vr.unwrap().shape(), &[0, 0]);
    assert!(r.vl.is_none());
    // A singular matrix has eigenvalue 0, no error.
    let s = Array::from_vec(vec![1.0f64, 2.0, 2.0, 4.0], &[2, 2], &d).unwrap();
    let w = sorted(host_c(&eigvals(&s).unwrap()));
    assert!(w[0].norm() < 1e-14 && (w[1].re - 5.0).abs() < 1e-14);
    // A defective matrix has no left eigenvector basis.
    let j = Array::from_vec(vec![1.0f64, 1.0, 0.0, 1.0], &[2, 2], &d).unwrap();
    let r = eig(&j, &EigOptions::default()).unwrap();
    assert_eq!(r.vr.unwrap().shape(), &[2, 2]);
}

fn geh_case<T: LinalgScalar>(gd: &mut Golden, key: &str, tol: f64) {
    let a: Array<T> = gd.arr_as(&format!("geh_{key}_a"));
    let b: Array<T> = gd.arr_as(&format!("geh_{key}_b"));
    let n = a.shape()[0];
    for t in 1..=3u8 {
        for lower in [true, false] {
            let tag = format!("geh_{key}_t{t}_{}", if lower { "l" } else { "u" });
            // Only the chosen triangle is read: spoil the other one.
            let spoil = |x: &Array<T>| -> Array<T> {
                let junk = Array::full(&[n, n], T::from_f64(1e3), x.device()).unwrap();
                let (keep, other) = if lower {
                    (Array::tril(x, 0).unwrap(), Array::triu(&junk, 1).unwrap())
                } else {
                    (Array::triu(x, 0).unwrap(), Array::tril(&junk, -1).unwrap())
                };
                (&keep + &other).unwrap()
            };
            let opts = GeneralizedEighOptions { lower, eig_type: t };
            let (w, v) = eigh_generalized(&spoil(&a), &spoil(&b), &opts).unwrap();
            let want_w = gd.nd::<f64>(&format!("{tag}_w"));
            let ww: Vec<T::Re> = want_w.iter().map(|&x| T::Re::from_f64(x)).collect();
            let e = rel_err(&w, &ww);
            assert!(e <= tol, "{tag} {}: eigenvalues {e:e}", T::DTYPE);
            let wv = eigvalsh_generalized(&spoil(&a), &spoil(&b), &opts).unwrap();
            assert!(rel_err(&wv, &ww) <= tol);
            // Residual of the type's equation and SciPy's normalisation.
            let (ac, bc, vc) = (host_c(&a), host_c(&b), host_c(&v));
            let wc = host_c(&w);
            let av = naive_matmul(&ac, &vc, n, n, n);
            let bv = naive_matmul(&bc, &vc, n, n, n);
            let (lhs, rhs) = match t {
                1 => (av.clone(), bv.clone()),
                2 => (naive_matmul(&ac, &bv, n, n, n), vc.clone()),
                _ => (naive_matmul(&bc, &av, n, n, n), vc.clone()),
            };
            let mut num = 0.0;
            for i in 0..n {
                for j in 0..n {
                    num += (lhs[i * n + j] - rhs[i * n + j] * wc[j]).norm_sqr();
                }
            }
            let scale: f64 = lhs.iter().map(|z| z.norm_sqr()).sum::<f64>().sqrt();
            assert!(num.sqrt() / scale <= tol, "{tag} {}: residual", T::DTYPE);
            let want_v: Vec<Complex64> = if T::IS_COMPLEX {
                gd.nd::<Complex64>(&format!("{tag}_v"))
                    .iter()
                    .copied()
                    .collect()
            } else {
                gd.nd::<f64>(&format!("{tag}_v"))
                    .iter()
                    .map(|&x| Complex64::new(x, 0.0))
                    .collect()
            };
            // Columns equal SciPy's up to a unit factor (eigenvalues are distinct).
            for j in 0..n {
                let dot: Complex64 = (0..n)
                    .map(|i| vc[i * n + j].conj() * want_v[i * n + j])
                    .sum();
                let nn: f64 = (0..n).map(|i| want_v[i * n + j].norm_sqr()).sum();
                assert!(
                    ((dot.norm() / nn) - 1.0).abs() <= tol * 100.0,
                    "{tag}: column {j}"
                );
            }
        }
    }
}

#[test]
fn generalized_eigh_matches_scipy() {
    let mut gd = g();
    geh_case::<f64>(&mut gd, "real", 1e-12);
    geh_case::<Complex64>(&mut gd, "cplx", 1e-12);
    geh_case::<f32>(&mut gd, "real", 2e-5);
    geh_case::<Complex32>(&mut gd, "cplx", 2e-5);
}

#[test]
fn generalized_eigh_errors() {
    let mut gd = g();
    let b: Array<f64> = gd.arr("geh_notpd_b");
    let a = Array::<f64>::eye(3, None, 0, b.device()).unwrap();
    match eigh_generalized(&a, &b, &GeneralizedEighOptions::default()) {
        Err(Error::NotPositiveDefinite { order, .. }) => assert_eq!(order, 2),
        other => panic!("{:?}", other.map(|_| ())),
    }
    let a2 = Array::<f64>::eye(2, None, 0, b.device()).unwrap();
    assert!(matches!(
        eigvalsh_generalized(&a2, &b, &GeneralizedEighOptions::default()),
        Err(Error::ShapeMismatch { .. })
    ));
    let bad = GeneralizedEighOptions {
        eig_type: 4,
        ..Default::default()
    };
    assert!(matches!(
        eigvalsh_generalized(&a, &a, &bad),
        Err(Error::InvalidArgument { .. })
    ));
    // Batched a against one b (broadcast).
    let ab = Array::<f64>::eye(3, None, 0, b.device())
        .unwrap()
        .broadcast_to(&[2, 3, 3])
        .unwrap();
    let two = (&Array::<f64>::eye(3, None, 0, b.device()).unwrap() * 2.0).unwrap();
    let w = eigvalsh_generalized(&ab, &two, &GeneralizedEighOptions::default()).unwrap();
    assert_eq!(w.shape(), &[2, 3]);
    assert!(w.to_vec().unwrap().iter().all(|x| (x - 0.5).abs() < 1e-15));
}

#[test]
fn expm_matches_scipy() {
    let mut gd = g();
    for i in 0..5 {
        let a: Array<f64> = gd.arr(&format!("expm_{i}_a"));
        assert_close(
            &format!("expm {i}"),
            &expm(&a).unwrap(),
            &gd.nd(&format!("expm_{i}_out")),
            1e-13,
        );
        let a32 = a.astype::<f32>().unwrap();
        let want: Vec<f32> = gd
            .nd::<f64>(&format!("expm_{i}_out"))
            .iter()
            .map(|&x| x as f32)
            .collect();
        let e = rel_err(&expm(&a32).unwrap(), &want);
        assert!(e < 1e-5, "expm {i} f32: {e:e}");
    }
    let a: Array<Complex64> = gd.arr("expm_cplx_a");
    assert_close(
        "expm complex",
        &expm(&a).unwrap(),
        &gd.nd("expm_cplx_out"),
        1e-13,
    );
    let a32 = a.astype::<Complex32>().unwrap();
    let want: Vec<Complex32> = gd
        .nd::<Complex64>("expm_cplx_out")
        .iter()
        .map(|z| Complex32::new(z.re as f32, z.im as f32))
        .collect();
    assert!(rel_err(&expm(&a32).unwrap(), &want) < 1e-5);
    let a: Array<f64> = gd.arr("expm_batch_a");
    assert_close(
        "expm batch",
        &expm(&a).unwrap(),
        &gd.nd("expm_batch_out"),
        1e-13,
    );
    let a: Array<f64> = gd.arr("expm_nonnormal_a");
    assert_close(
        "expm non-normal",
        &expm(&a).unwrap(),
        &gd.nd("expm_nonnormal_out"),
        1e-13,
    );
    // Transposed (non-contiguous) input.
    let a: Array<f64> = gd.arr("expm_2_a");
    let want = gd.nd::<f64>("expm_2_out").t().to_owned();
    assert_close(
        "expm transposed",
        &expm(&a.transpose().unwrap()).unwrap(),
        &want,
        1e-13,
    );
}

#[test]
fn expm_edges() {
    let d = dev();
    let z = Array::<f64>::zeros(&[3, 3], &d).unwrap();
    assert_eq!(
        expm(&z).unwrap().to_vec().unwrap(),
        Array::<f64>::eye(3, None, 0, &d).unwrap().to_vec().unwrap()
    );
    let one = Array::from_vec(vec![1.0f64], &[1, 1], &d).unwrap();
    assert!((expm(&one).unwrap().item().unwrap() - std::f64::consts::E).abs() < 1e-15);
    let e = Array::<f64>::zeros(&[2, 0, 0], &d).unwrap();
    assert_eq!(expm(&e).unwrap().shape(), &[2, 0, 0]);
    let nan = Array::from_vec(vec![f64::NAN, 0.0, 0.0, 1.0], &[2, 2], &d).unwrap();
    assert!(
        expm(&nan)
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|x| x.is_nan())
    );
    assert!(matches!(
        expm(&Array::<f64>::zeros(&[2, 3], &d).unwrap()),
        Err(Error::InvalidShape { .. })
    ));
}

#[test]
fn solve_banded_matches_scipy() {
    let mut gd = g();
    let ab: Array<f64> = gd.arr("banded_ab");
    for k in ["1", "2"] {
        let b: Array<f64> = gd.arr(&format!("banded_b{k}"));
        let x = solve_banded((1, 2), &ab, &b).unwrap();
        assert_close("solve_banded", &x, &gd.nd(&format!("banded_x{k}")), 1e-13);
    }
    let abc: Array<Complex64> = gd.arr("banded_c_ab");
    let bc: Array<Complex64> = gd.arr("banded_c_b");
    assert_close(
        "solve_banded complex",
        &solve_banded((1, 1), &abc, &bc).unwrap(),
        &gd.nd("banded_c_x"),
        1e-13,
    );
    let x32 = solve_banded(
        (1, 1),
        &abc.astype::<Complex32>().unwrap(),
        &bc.astype::<Complex32>().unwrap(),
    )
    .unwrap();
    let want: Vec<Complex32> = gd
        .nd::<Complex64>("banded_c_x")
        .iter()
        .map(|z| Complex32::new(z.re as f32, z.im as f32))
        .collect();
    assert!(rel_err(&x32, &want) < 1e-5);
    let b1: Array<f64> = gd.arr("banded_b1");
    match solve_banded((1, 1), &ab, &b1) {
        Err(Error::InvalidArgument { reason, .. }) => assert!(reason.contains("l+u+1")),
        other => panic!("{:?}", other.map(|_| ())),
    }
    let short = Array::<f64>::zeros(&[3], ab.device()).unwrap();
    assert!(matches!(
        solve_banded((1, 2), &ab, &short),
        Err(Error::ShapeMismatch { .. })
    ));
    let zero = Array::<f64>::zeros(&[3, 4], ab.device()).unwrap();
    let b4 = Array::<f64>::ones(&[4], ab.device()).unwrap();
    assert!(matches!(
        solve_banded((1, 1), &zero, &b4),
        Err(Error::Singular { .. })
    ));
}

#[test]
fn tensordot_and_einsum_match_numpy() {
    let mut gd = g();
    let (a, b): (Array<f64>, Array<f64>) = (gd.arr("td_a"), gd.arr("td_b"));
    let r = tensordot(&a, &b, &TensordotAxes::Pairs(vec![1, 0], vec![0, 1])).unwrap();
    assert_close("tensordot pairs", &r, &gd.nd("td_pairs"), 1e-14);
    let (m1, m2, m3): (Array<f64>, Array<f64>, Array<f64>) =
        (gd.arr("es_m1"), gd.arr("es_m2"), gd.arr("es_m3"));
    let (b1, b2, v): (Array<f64>, Array<f64>, Array<f64>) =
        (gd.arr("es_b1"), gd.arr("es_b2"), gd.arr("es_v"));
    let sq = m1
        .slice(&[
            gsci_core::SliceArg::FULL,
            gsci_core::SliceArg::Range {
                start: None,
                stop: Some(3),
                step: 1,
            },
        ])
        .unwrap();
    let col = m1
        .slice(&[gsci_core::SliceArg::FULL, gsci_core::SliceArg::Index(0)])
        .unwrap();
    let cases: Vec<(&str, Vec<&Array<f64>>, &str)> = vec![
        ("ij,jk->ik", vec![&m1, &m2], "es_mm"),
        ("bij,bjk->bik", vec![&b1, &b2], "es_bmm"),
        ("ii->", vec![&sq], "es_trace"),
        ("ij->ji", vec![&m1], "es_transpose"),
        ("i,i->", vec![&v, &v], "es_dot"),
        ("ij,j->i", vec![&m1, &v], "es_mv"),
        ("ij,ij->", vec![&m1, &m1], "es_frob"),
        ("i,j->ij", vec![&v, &col], "es_outer"),
        ("ij,jk", vec![&m1, &m2], "es_implicit"),
        ("ij,jk,kl->il", vec![&m1, &m2, &m3], "es_chain"),
        ("bij->bj", vec![&b1], "es_sum"),
        ("ii->i", vec![&sq], "es_diag"),
    ];
    for (spec, ops, key) in cases {
        let r = einsum(spec, &ops).unwrap();
        assert_close(spec, &r, &gd.nd(key), 1e-14);
    }
    // Same patterns in f32 and complex agree with the f64 result.
    let r32 = einsum(
        "bij,bjk->bik",
        &[&b1.astype::<f32>().unwrap(), &b2.astype::<f32>().unwrap()],
    )
    .unwrap();
    let want: Vec<f32> = gd.nd::<f64>("es_bmm").iter().map(|&x| x as f32).collect();
    assert!(rel_err(&r32, &want) < 1e-6);
    let rc = einsum(
        "ij,jk->ik",
        &[
            &m1.astype::<Complex64>().unwrap(),
            &m2.astype::<Complex64>().unwrap(),
        ],
    )
    .unwrap();
    let want: Vec<Complex64> = gd
        .nd::<f64>("es_mm")
        .iter()
        .map(|&x| Complex64::new(x, 0.0))
        .collect();
    assert!(rel_err(&rc, &want) < 1e-14);
    // Errors.
    assert!(matches!(
        einsum("...ij,jk", &[&m1, &m2]),
        Err(Error::Unsupported { .. })
    ));
    assert!(matches!(
        einsum("ij,jk->ik", &[&m1]),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        einsum("ij,jk->iz", &[&m1, &m2]),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        einsum("ij,jk->ii", &[&m1, &m2]),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        einsum("ij,jk->ik", &[&m1, &m1]),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        einsum("ijk", &[&m1]),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        einsum("i1", &[&m1]),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        tensordot(&a, &b, &TensordotAxes::Pairs(vec![0], vec![0, 1])),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        tensordot(&a, &b, &TensordotAxes::Pairs(vec![2], vec![0])),
        Err(Error::ShapeMismatch { .. })
    ));
    assert!(matches!(
        tensordot(&a, &b, &TensordotAxes::Count(4)),
        Err(Error::InvalidArgument { .. })
    ));
    // Default axes (2) and 0 (outer product).
    let x = Array::<f64>::ones(&[2, 3, 4], &dev()).unwrap();
    let y = Array::<f64>::ones(&[3, 4, 5], &dev()).unwrap();
    let r = tensordot(&x, &y, &TensordotAxes::default()).unwrap();
    assert_eq!(r.shape(), &[2, 5]);
    assert!(r.to_vec().unwrap().iter().all(|&z| z == 12.0));
    assert_eq!(
        tensordot(&x, &y, &TensordotAxes::Count(0)).unwrap().shape(),
        &[2, 3, 4, 3, 4, 5]
    );
}

#[test]
fn tensorsolve_and_tensorinv_match_numpy() {
    let mut gd = g();
    let (a, b): (Array<f64>, Array<f64>) = (gd.arr("ts_a"), gd.arr("ts_b"));
    assert_close(
        "tensorsolve",
        &tensorsolve(&a, &b, &[]).unwrap(),
        &gd.nd("ts_x"),
        1e-13,
    );
    let ti: Array<f64> = gd.arr("ti_a");
    assert_close(
        "tensorinv",
        &tensorinv(&ti, 2).unwrap(),
        &gd.nd("ti_out"),
        1e-12,
    );
    // axes: moving axes 0 and 1 of the (2, 3, 6) transpose to the end gives back the system.
    let at = a.permute_axes(&[1, 2, 0]).unwrap().copy().unwrap();
    let x = tensorsolve(&at, &b, &[0, 1]).unwrap();
    assert_close("tensorsolve axes", &x, &gd.nd("ts_x"), 1e-13);
    assert!(matches!(
        tensorinv(&ti, 1),
        Err(Error::ShapeMismatch { .. })
    ));
    assert!(matches!(
        tensorinv(&ti, 0),
        Err(Error::InvalidArgument { .. })
    ));
    let b5 = Array::<f64>::zeros(&[5], a.device()).unwrap();
    assert!(matches!(
        tensorsolve(&a, &b5, &[]),
        Err(Error::ShapeMismatch { .. })
    ));
}

/// The banded elimination (with row interchanges) against the dense solve of the same matrix.
#[test]
fn solve_banded_pivots_like_dense_solve() {
    let d = dev();
    let mut rng = Rng::new(7);
    for (l, u, m) in [
        (2usize, 1usize, 9usize),
        (0, 3, 6),
        (3, 0, 6),
        (1, 1, 1),
        (4, 4, 5),
    ] {
        let ab = rng.array::<Complex64>(&[l + u + 1, m], &d);
        let b = rng.array::<Complex64>(&[m, 3], &d);
        let abv = host_c(&ab);
        let mut dense = vec![Complex64::new(0.0, 0.0); m * m];
        for j in 0..m {
            for i in j.saturating_sub(u)..=(j + l).min(m - 1) {
                dense[i * m + j] = abv[(u + i - j) * m + j];
            }
        }
        let a = Array::from_vec(dense, &[m, m], &d).unwrap();
        let want = solve(&a, &b).unwrap().to_vec().unwrap();
        let got = solve_banded((l, u), &ab, &b).unwrap();
        let e = rel_err(&got, &want);
        assert!(e < 1e-12, "(l, u, m) = ({l}, {u}, {m}): {e:e}");
        let b1 = rng.array::<Complex64>(&[m], &d);
        let want = solve(&a, &b1).unwrap().to_vec().unwrap();
        assert!(rel_err(&solve_banded((l, u), &ab, &b1).unwrap(), &want) < 1e-12);
    }
}

/// NaN or inf input: NumPy's LinAlgError for `svd`, `pinv` and `lstsq` and SciPy's
/// `check_finite` for `solve_triangular`, as errors that name the function, on both backends
/// (the GPU's cuSOLVER/cuBLAS would return NaN arrays); a zero on the triangular diagonal is
/// `Singular` on both.
#[test]
fn nan_input_and_singular_triangles_are_errors_on_every_backend() {
    use gsci_linalg::{
        PinvOptions, SolveTriangularOptions, SvdOptions, lstsq, pinv, solve_triangular, svd,
    };
    let d = dev();
    for bad in [f64::NAN, f64::INFINITY] {
        let a = Array::from_vec(vec![1.0, bad, 0.0, 1.0, 2.0, 3.0], &[3, 2], &d).unwrap();
        let b = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &d).unwrap();
        let op_of = |r: Result<(), Error>| match r {
            Err(Error::InvalidArgument { op, reason }) => {
                assert!(reason.contains("NaN or inf"), "{reason}");
                op
            }
            other => panic!("expected an error for {bad}, got {other:?}"),
        };
        assert_eq!(op_of(svd(&a, &SvdOptions::default()).map(|_| ())), "svd");
        assert_eq!(op_of(pinv(&a, &PinvOptions::default()).map(|_| ())), "pinv");
        assert_eq!(op_of(lstsq(&a, &b, None).map(|_| ())), "lstsq");
    }
    // solve_triangular: check_finite (default) refuses NaN in a or b; without it NaN propagates.
    let t = Array::from_vec(vec![2.0f64, 1.0, 0.0, f64::NAN], &[2, 2], &d).unwrap();
    let b = Array::from_vec(vec![2.0f64, 1.0], &[2], &d).unwrap();
    match solve_triangular(&t, &b, &SolveTriangularOptions::default()) {
        Err(Error::InvalidArgument { op, .. }) => assert_eq!(op, "solve_triangular"),
        other => panic!("NaN in a: {other:?}"),
    }
    let unchecked = SolveTriangularOptions {
        check_finite: false,
        ..Default::default()
    };
    let x = solve_triangular(&t, &b, &unchecked)
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(x.iter().all(|v| v.is_nan()), "{x:?}");
    let bn = Array::from_vec(vec![f64::NAN, 1.0], &[2], &d).unwrap();
    let ok = Array::from_vec(vec![2.0f64, 1.0, 0.0, 4.0], &[2, 2], &d).unwrap();
    assert!(matches!(
        solve_triangular(&ok, &bn, &SolveTriangularOptions::default()),
        Err(Error::InvalidArgument { .. })
    ));
    // A zero on the diagonal of the triangle used: SciPy's "singular matrix", also in a batch
    // where only the second matrix is singular.
    let z = Array::from_vec(
        vec![2.0f64, 1.0, 0.0, 4.0, 2.0, 1.0, 0.0, 0.0],
        &[2, 2, 2],
        &d,
    )
    .unwrap();
    let bb = Array::from_vec(vec![1.0f64, 1.0, 1.0, 1.0], &[2, 2, 1], &d).unwrap();
    assert!(matches!(
        solve_triangular(&z, &bb, &SolveTriangularOptions::default()),
        Err(Error::Singular {
            op: "solve_triangular"
        })
    ));
    // unit_diagonal does not read the diagonal: no error.
    let unit = SolveTriangularOptions {
        unit_diagonal: true,
        ..Default::default()
    };
    assert!(solve_triangular(&z, &bb, &unit).is_ok());
}
