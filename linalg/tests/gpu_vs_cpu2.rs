//! GPU against CPU for lu, eig/eigvals, generalized eigh, expm, tensordot, einsum, solve_banded,
//! tensorsolve and tensorinv, every dtype, with GSCI_TEST_DEVICE=cuda (run on the H200):
//!
//! ```sh
//! GSCI_TEST_DEVICE=cuda cargo test -p gsci-linalg --test suite gpu_vs_cpu2::
//! ```
//!
//! Without a GPU each case runs its CPU side only (compared with itself), so the file stays
//! compiled and exercised; a note says so.

use crate::common;
use common::*;
use gsci_core::{Array, Complex32, Complex64, Device, Element, Error};
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

fn note() {
    if !on_gpu() {
        eprintln!("note: GSCI_TEST_DEVICE is not cuda; comparing the CPU backend with itself");
    }
}

fn check<T: Element>(what: &str, cpu: &Array<T>, gpu: &Array<T>, tol: f64) {
    assert_eq!(cpu.shape(), gpu.shape(), "{what}: shapes");
    let e = rel_err_c(&host_c(gpu), &host_c(cpu));
    assert!(
        e <= tol,
        "{what} ({}): GPU vs CPU relative error {e:e} > {tol:e}",
        T::DTYPE
    );
}

/// Every value of `got` is within `tol * max|want|` of some value of `want` (and vice versa).
fn same_set(what: &str, got: &[Complex64], want: &[Complex64], tol: f64) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    let scale = want.iter().map(|z| z.norm()).fold(1e-300, f64::max);
    for (x, y) in [(got, want), (want, got)] {
        for a in x {
            let d = y
                .iter()
                .map(|b| (a - b).norm())
                .fold(f64::INFINITY, f64::min);
            assert!(d <= tol * scale, "{what}: {a} has no partner ({d:e})");
        }
    }
}

/// ‖A V − V diag(w)‖ / (‖A‖ ‖V‖) for matrix `b` of a batch, complex128 on the host.
fn residual(a: &[Complex64], w: &[Complex64], v: &[Complex64], n: usize) -> f64 {
    let av = naive_matmul(a, v, n, n, n);
    let mut num = 0.0;
    for i in 0..n {
        for j in 0..n {
            num += (av[i * n + j] - v[i * n + j] * w[j]).norm_sqr();
        }
    }
    let fro = |x: &[Complex64]| x.iter().map(|z| z.norm_sqr()).sum::<f64>().sqrt();
    num.sqrt() / (fro(a) * fro(v)).max(1e-300)
}

/// Columns of `got` equal those of `want` with the nearest eigenvalue, up to a unit factor.
fn columns_match(
    what: &str,
    gw: &[Complex64],
    got: &[Complex64],
    ww: &[Complex64],
    want: &[Complex64],
    n: usize,
    tol: f64,
) {
    for j in 0..n {
        let k = (0..n)
            .min_by(|&x, &y| (ww[x] - gw[j]).norm().total_cmp(&(ww[y] - gw[j]).norm()))
            .unwrap();
        let dot: Complex64 = (0..n)
            .map(|i| got[i * n + j].conj() * want[i * n + k])
            .sum();
        let ng: f64 = (0..n)
            .map(|i| got[i * n + j].norm_sqr())
            .sum::<f64>()
            .sqrt();
        let nw: f64 = (0..n)
            .map(|i| want[i * n + k].norm_sqr())
            .sum::<f64>()
            .sqrt();
        let c = dot.norm() / (ng * nw);
        assert!((c - 1.0).abs() <= tol, "{what}: column {j}: cos = {c}");
    }
}

fn eps<T: LinalgScalar>() -> f64 {
    match T::DTYPE {
        gsci_core::DType::F32 | gsci_core::DType::C64 => 1e-5,
        _ => 1e-13,
    }
}

fn lu_for<T: LinalgScalar>() {
    let cpu = Device::cpu();
    let mut rng = Rng::new(11);
    for shape in [
        vec![5, 3],
        vec![3, 5],
        vec![2, 4, 4],
        vec![40, 33],
        vec![1, 1],
    ] {
        let a = rng.array::<T>(&shape, &cpu);
        let (c, g) = (
            lu(&a, &LuOptions::default()).unwrap(),
            lu(&pair(&a), &LuOptions::default()).unwrap(),
        );
        // Both reconstruct A.
        for f in [&c, &g] {
            let p = f.p.as_ref().unwrap().astype::<T>().unwrap();
            let back = matmul(&p, &matmul(&f.l, &f.u).unwrap()).unwrap();
            let e = rel_err_c(&host_c(&back), &host_c(&a));
            assert!(
                e <= 10.0 * eps::<T>(),
                "lu {shape:?} ({}): P L U - A: {e:e}",
                T::DTYPE
            );
        }
        if !T::IS_COMPLEX {
            // Real pivoting is LAPACK's (largest |x|) on both backends.
            check("lu P", c.p.as_ref().unwrap(), g.p.as_ref().unwrap(), 0.0);
            check("lu L", &c.l, &g.l, tol::<T>());
            check("lu U", &c.u, &g.u, tol::<T>());
            let pi = LuOptions {
                p_indices: true,
                ..Default::default()
            };
            assert_eq!(
                lu(&a, &pi).unwrap().perm.unwrap().to_vec().unwrap(),
                lu(&pair(&a), &pi).unwrap().perm.unwrap().to_vec().unwrap()
            );
            let pl = LuOptions {
                permute_l: true,
                ..Default::default()
            };
            check(
                "lu permute_l",
                &lu(&a, &pl).unwrap().l,
                &lu(&pair(&a), &pl).unwrap().l,
                tol::<T>(),
            );
        }
    }
    let s = Array::from_vec(
        vec![
            T::from_f64(1.0),
            T::from_f64(2.0),
            T::from_f64(2.0),
            T::from_f64(4.0),
        ],
        &[2, 2],
        &cpu,
    )
    .unwrap();
    let g = lu(&pair(&s), &LuOptions::default()).unwrap();
    assert_eq!(host_c(&g.u)[3], Complex64::new(0.0, 0.0), "singular U");
}

#[test]
fn lu_gpu_vs_cpu() {
    note();
    lu_for::<f32>();
    lu_for::<f64>();
    lu_for::<Complex32>();
    lu_for::<Complex64>();
}

fn eig_for<T: LinalgScalar>() {
    let cpu = Device::cpu();
    let mut rng = Rng::new(12);
    let (vtol, res) = match T::DTYPE {
        gsci_core::DType::F32 | gsci_core::DType::C64 => (1e-3, 1e-5),
        _ => (1e-9, 1e-13),
    };
    for shape in [
        vec![1, 1],
        vec![2, 2],
        vec![17, 17],
        vec![24, 24],
        vec![3, 8, 8],
    ] {
        let n = shape[shape.len() - 1];
        let batch: usize = shape[..shape.len() - 2].iter().product();
        let a = rng.array::<T>(&shape, &cpu);
        let opts = EigOptions {
            left: true,
            right: true,
        };
        let c = eig(&a, &opts).unwrap();
        let g = eig(&pair(&a), &opts).unwrap();
        let ah = {
            let t = a.swapaxes(-1, -2).unwrap().copy().unwrap();
            host_c(&gsci_core::ufunc::conjugate::<T>(&t).unwrap())
        };
        let ac = host_c(&a);
        let (cw, gw) = (host_c(&c.w), host_c(&g.w));
        let (cv, gv) = (
            host_c(c.vr.as_ref().unwrap()),
            host_c(g.vr.as_ref().unwrap()),
        );
        let gl = host_c(g.vl.as_ref().unwrap());
        let gvals = host_c(&eigvals(&pair(&a)).unwrap());
        for b in 0..batch {
            let (s, m) = (b * n..(b + 1) * n, b * n * n..(b + 1) * n * n);
            let what = format!("eig {shape:?} {} #{b}", T::DTYPE);
            same_set(&what, &gw[s.clone()], &cw[s.clone()], vtol);
            same_set(
                &format!("{what} eigvals"),
                &gvals[s.clone()],
                &cw[s.clone()],
                vtol,
            );
            let r = residual(&ac[m.clone()], &gw[s.clone()], &gv[m.clone()], n);
            assert!(r <= res, "{what}: right residual {r:e}");
            let wconj: Vec<Complex64> = gw[s.clone()].iter().map(|z| z.conj()).collect();
            let r = residual(&ah[m.clone()], &wconj, &gl[m.clone()], n);
            assert!(r <= res * 100.0, "{what}: left residual {r:e}");
            columns_match(
                &what,
                &gw[s.clone()],
                &gv[m.clone()],
                &cw[s],
                &cv[m],
                n,
                vtol,
            );
        }
    }
    let mut v = rng.vec::<T>(9);
    v[4] = T::from_f64(f64::NAN);
    let nan = pair(&Array::from_vec(v, &[3, 3], &cpu).unwrap());
    assert!(matches!(
        eig(&nan, &EigOptions::default()),
        Err(Error::InvalidArgument { .. })
    ));
}

#[test]
fn eig_gpu_vs_cpu() {
    note();
    eig_for::<f32>();
    eig_for::<f64>();
    eig_for::<Complex32>();
    eig_for::<Complex64>();
}

/// Hermitian positive definite `M M^H + n I`, on the CPU.
fn hpd<T: LinalgScalar>(rng: &mut Rng, batch: &[usize], n: usize) -> Array<T> {
    let cpu = Device::cpu();
    let mut shape = batch.to_vec();
    shape.extend([n, n]);
    let m = rng.array::<T>(&shape, &cpu);
    let mh: Array<T> =
        gsci_core::ufunc::conjugate(m.swapaxes(-1, -2).unwrap().copy().unwrap()).unwrap();
    let p = matmul(&m, &mh).unwrap();
    let eye = (&Array::<T>::eye(n, None, 0, &cpu).unwrap() * n as f64).unwrap();
    (&p + &eye).unwrap()
}

fn gen_eigh_for<T: LinalgScalar>() {
    let mut rng = Rng::new(13);
    let vtol = match T::DTYPE {
        gsci_core::DType::F32 | gsci_core::DType::C64 => 2e-3,
        _ => 1e-9,
    };
    for (batch, n) in [(vec![], 1), (vec![], 6), (vec![], 20), (vec![3], 5)] {
        let a = hpd::<T>(&mut rng, &batch, n);
        let shift = (&Array::<T>::eye(n, None, 0, a.device()).unwrap() * (2.0 * n as f64)).unwrap();
        let a = (&a - &shift).unwrap();
        let b = hpd::<T>(&mut rng, &batch, n);
        let count: usize = batch.iter().product();
        for t in 1..=3u8 {
            for lower in [true, false] {
                let opts = GeneralizedEighOptions { lower, eig_type: t };
                let (cw, cv) = eigh_generalized(&a, &b, &opts).unwrap();
                let (gw, gv) = eigh_generalized(&pair(&a), &pair(&b), &opts).unwrap();
                let what = format!("eigh(a, b) n={n} type {t} lower {lower} {}", T::DTYPE);
                check(&what, &cw, &gw, tol::<T>());
                check(
                    &format!("{what} eigvalsh"),
                    &cw,
                    &eigvalsh_generalized(&pair(&a), &pair(&b), &opts).unwrap(),
                    tol::<T>(),
                );
                let (cvh, gvh) = (host_c(&cv), host_c(&gv));
                let cwh = host_c(&cw);
                for k in 0..count.max(1) {
                    let (s, m) = (k * n..(k + 1) * n, k * n * n..(k + 1) * n * n);
                    columns_match(
                        &what,
                        &cwh[s.clone()],
                        &gvh[m.clone()],
                        &cwh[s],
                        &cvh[m],
                        n,
                        vtol,
                    );
                }
            }
        }
    }
    let cpu = Device::cpu();
    let a = Array::<T>::eye(3, None, 0, &cpu).unwrap();
    let mut bv = a.to_vec().unwrap();
    bv[8] = T::from_f64(-1.0);
    let b = Array::from_vec(bv, &[3, 3], &cpu).unwrap();
    match eigh_generalized(&pair(&a), &pair(&b), &GeneralizedEighOptions::default()) {
        Err(Error::NotPositiveDefinite { order, .. }) => assert_eq!(order, 3),
        other => panic!("not PD ({}): {:?}", T::DTYPE, other.map(|_| ())),
    }
}

#[test]
fn generalized_eigh_gpu_vs_cpu() {
    note();
    gen_eigh_for::<f32>();
    gen_eigh_for::<f64>();
    gen_eigh_for::<Complex32>();
    gen_eigh_for::<Complex64>();
}

fn expm_for<T: LinalgScalar>() {
    let cpu = Device::cpu();
    let mut rng = Rng::new(14);
    for (shape, scale) in [
        (vec![1, 1], 1.0),
        (vec![5, 5], 0.001),
        (vec![5, 5], 0.05),
        (vec![5, 5], 0.2),
        (vec![5, 5], 0.4),
        (vec![33, 33], 0.5),
        (vec![2, 4, 4], 3.0),
    ] {
        let a = (&rng.array::<T>(&shape, &cpu) * scale).unwrap();
        check(
            &format!("expm {shape:?} x{scale}"),
            &expm(&a).unwrap(),
            &expm(&pair(&a)).unwrap(),
            tol::<T>() * 10.0,
        );
    }
}

#[test]
fn expm_gpu_vs_cpu() {
    note();
    expm_for::<f32>();
    expm_for::<f64>();
    expm_for::<Complex32>();
    expm_for::<Complex64>();
}

fn contractions_for<T: LinalgScalar>() {
    let cpu = Device::cpu();
    let mut rng = Rng::new(15);
    let m1 = rng.array::<T>(&[7, 33], &cpu);
    let m2 = rng.array::<T>(&[33, 5], &cpu);
    let b1 = rng.array::<T>(&[3, 7, 33], &cpu);
    let b2 = rng.array::<T>(&[3, 33, 5], &cpu);
    let v = rng.array::<T>(&[33], &cpu);
    let sq = rng.array::<T>(&[6, 6], &cpu);
    let cases: Vec<(&str, Vec<&Array<T>>)> = vec![
        ("ij,jk->ik", vec![&m1, &m2]),
        ("bij,bjk->bik", vec![&b1, &b2]),
        ("ii->", vec![&sq]),
        ("ii->i", vec![&sq]),
        ("ij->ji", vec![&m1]),
        ("i,i->", vec![&v, &v]),
        ("ij,j->i", vec![&m1, &v]),
        ("ij,ij->", vec![&m1, &m1]),
        ("i,j->ij", vec![&v, &v]),
        ("bij,jk->bik", vec![&b1, &m2]),
        ("bij->b", vec![&b1]),
    ];
    for (spec, ops) in cases {
        let gops: Vec<Array<T>> = ops.iter().map(|a| pair(a)).collect();
        let grefs: Vec<&Array<T>> = gops.iter().collect();
        check(
            spec,
            &einsum(spec, &ops).unwrap(),
            &einsum(spec, &grefs).unwrap(),
            tol::<T>(),
        );
    }
    let t1 = rng.array::<T>(&[3, 4, 5], &cpu);
    let t2 = rng.array::<T>(&[4, 3, 2], &cpu);
    let ax = TensordotAxes::Pairs(vec![1, 0], vec![0, 1]);
    check(
        "tensordot",
        &tensordot(&t1, &t2, &ax).unwrap(),
        &tensordot(&pair(&t1), &pair(&t2), &ax).unwrap(),
        tol::<T>(),
    );
    // solve_banded (2, 1) with a strong diagonal.
    let mut ab = rng.vec::<T>(4 * 9);
    for x in &mut ab[18..27] {
        *x += T::from_f64(5.0);
    }
    let ab = Array::from_vec(ab, &[4, 9], &cpu).unwrap();
    let rhs = rng.array::<T>(&[9, 2], &cpu);
    check(
        "solve_banded",
        &solve_banded((2, 1), &ab, &rhs).unwrap(),
        &solve_banded((2, 1), &pair(&ab), &pair(&rhs)).unwrap(),
        tol::<T>(),
    );
    let ta = (&rng.array::<T>(&[6, 2, 3], &cpu)
        + &(&Array::<T>::eye(6, None, 0, &cpu)
            .unwrap()
            .reshape(&[6, 2, 3])
            .unwrap()
            * 4.0)
            .unwrap())
        .unwrap();
    let tb = rng.array::<T>(&[6], &cpu);
    check(
        "tensorsolve",
        &tensorsolve(&ta, &tb, &[]).unwrap(),
        &tensorsolve(&pair(&ta), &pair(&tb), &[]).unwrap(),
        tol::<T>(),
    );
    check(
        "tensorinv",
        &tensorinv(&ta, 1).unwrap(),
        &tensorinv(&pair(&ta), 1).unwrap(),
        tol::<T>() * 10.0,
    );
}

#[test]
fn contractions_gpu_vs_cpu() {
    note();
    contractions_for::<f32>();
    contractions_for::<f64>();
    contractions_for::<Complex32>();
    contractions_for::<Complex64>();
}

/// `gram(a)` = `a.T @ a`: on the CPU exactly the general product; on the GPU (cuBLAS `syrk` for
/// float32/float64, mirrored) within roundoff of it and exactly symmetric; 1-D input is an error.
#[test]
fn gram_matches_the_general_product() {
    note();
    fn case<T: LinalgScalar + MatmulElement>(m: usize, n: usize, tol: f64) {
        let v: Vec<f64> = (0..m * n)
            .map(|i| ((i * 7919) % 23) as f64 * 0.25 - 2.0)
            .collect();
        let a = Array::from_vec(v, &[m, n], &Device::cpu())
            .unwrap()
            .astype::<T>()
            .unwrap();
        let cpu = gram(&a).unwrap();
        let want = matmul(&a.transpose().unwrap(), &a).unwrap();
        assert_eq!(cpu.shape(), &[n, n]);
        assert_eq!(host_c(&cpu), host_c(&want), "gram {m}x{n} on the CPU");
        let gpu = gram(&pair(&a)).unwrap();
        check(
            &format!("gram {m}x{n}"),
            &cpu,
            &gpu.to_device(&Device::cpu()).unwrap(),
            tol,
        );
        let g = host_c(&gpu.to_device(&Device::cpu()).unwrap());
        for i in 0..n {
            for j in 0..n {
                assert_eq!(
                    g[i * n + j],
                    g[j * n + i],
                    "gram {m}x{n} symmetric at ({i}, {j})"
                );
            }
        }
    }
    for &(m, n) in &[(1usize, 1usize), (5, 3), (3, 5), (200, 67), (0, 4), (4, 0)] {
        case::<f64>(m, n, 1e-14);
        case::<f32>(m, n, 1e-6);
        case::<Complex64>(m, n, 1e-14);
    }
    let v = Array::from_vec(vec![1.0f64, 2.0], &[2], &dev()).unwrap();
    assert!(matches!(
        gram(&v),
        Err(Error::InvalidArgument { op: "gram", .. })
    ));
}
