//! eigsh, svds and lobpcg against SciPy 1.17.1 (tests/golden/eigen_golden.npz, written by
//! tests/golden/generate_eigen.py), plus residual checks and SciPy's argument errors. Runs on the
//! device under test (`GSCI_TEST_DEVICE`).

use crate::common;

use common::*;
use gsci_core::{Array, Complex64, Device, Error};
use gsci_sparse::eigen::*;
use gsci_sparse::linalg::{LinearOperator, aslinearoperator};
use gsci_sparse::{CsrMatrix, SparseScalar};
use ndarray::{ArrayD, IxDyn, OwnedRepr};
use ndarray_npy::{NpzReader, ReadableElement};

struct Golden(NpzReader<std::fs::File>);

impl Golden {
    fn open() -> Self {
        let f = std::fs::File::open(golden_path("eigen_golden.npz")).unwrap();
        Golden(NpzReader::new(f).unwrap())
    }
    fn get<T: ReadableElement>(&mut self, name: &str) -> ArrayD<T> {
        self.0
            .by_name::<OwnedRepr<T>, IxDyn>(name)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
    }
    fn vec<T: ReadableElement + Clone>(&mut self, name: &str) -> Vec<T> {
        self.get::<T>(name).iter().cloned().collect()
    }
    fn usize(&mut self, name: &str) -> Vec<usize> {
        self.vec::<i64>(name)
            .into_iter()
            .map(|v| v as usize)
            .collect()
    }
    fn csr<T: ReadableElement + Clone + SparseScalar>(
        &mut self,
        name: &str,
        dev: &Device,
    ) -> CsrMatrix<T, i64> {
        let shape = self.usize(&format!("{name}_shape"));
        let indptr: Vec<i64> = self.vec(&format!("{name}_indptr"));
        let indices: Vec<i64> = self.vec(&format!("{name}_indices"));
        let data: Vec<T> = self.vec(&format!("{name}_data"));
        let nnz = data.len();
        CsrMatrix::new(
            Array::from_vec(data, &[nnz], dev).unwrap(),
            Array::from_vec(indices, &[nnz], dev).unwrap(),
            Array::from_vec(indptr, &[shape[0] + 1], dev).unwrap(),
            (shape[0], shape[1]),
        )
        .unwrap()
    }
}

fn f32_csr(a: &CsrMatrix<f64, i64>, dev: &Device) -> CsrMatrix<f32, i64> {
    a.astype::<f32>().unwrap().to_device(dev).unwrap()
}

/// max_i ‖A v_i − λ_i v_i‖ / ‖A‖_max-ish scale, and max |‖v_i‖ − 1|.
fn residual<T: SparseScalar>(a: &CsrMatrix<T, i64>, w: &[f64], v: &Array<T>) -> (f64, f64) {
    let n = v.shape()[0];
    let k = v.shape()[1];
    let av = a.dot(v).unwrap().to_vec().unwrap();
    let vv = v.to_vec().unwrap();
    let (mut res, mut norm_err) = (0.0f64, 0.0f64);
    for c in 0..k {
        let (mut r2, mut n2) = (0.0, 0.0);
        for i in 0..n {
            let x = vv[i * k + c];
            let y = av[i * k + c];
            let d = Complex64::new(
                y.re_f64() - w[c] * x.re_f64(),
                y.im_f64() - w[c] * x.im_f64(),
            );
            r2 += d.norm_sqr();
            n2 += x.re_f64().powi(2) + x.im_f64().powi(2);
        }
        res = res.max(r2.sqrt() / w.iter().fold(1.0f64, |m, x| m.max(x.abs())));
        norm_err = norm_err.max((n2.sqrt() - 1.0).abs());
    }
    (res, norm_err)
}

const WHICH: [(&str, Which); 5] = [
    ("LM", Which::LM),
    ("SM", Which::SM),
    ("LA", Which::LA),
    ("SA", Which::SA),
    ("BE", Which::BE),
];

fn eigsh_matches_scipy_f64(name: &str) {
    let dev = test_device();
    let mut g = Golden::open();
    {
        let a = g.csr::<f64>(name, &dev);
        for (tag, which) in WHICH {
            let opts = EigshOptions {
                which,
                ..Default::default()
            };
            let r = eigsh(&a, 5, &opts).unwrap();
            let w = r.eigenvalues.to_vec().unwrap();
            let want: Vec<f64> = g.vec(&format!("{name}_{tag}"));
            let e = rel_err(&w, &want);
            assert!(e < 1e-10, "{name} {tag}: {w:?} vs {want:?} ({e:e})");
            let (res, nerr) = residual(&a, &w, r.eigenvectors.as_ref().unwrap());
            assert!(
                res < 1e-9 && nerr < 1e-10,
                "{name} {tag}: residual {res:e}, norm {nerr:e}"
            );

            let opts = EigshOptions {
                which,
                return_eigenvectors: false,
                ..Default::default()
            };
            let r = eigsh(&a, 5, &opts).unwrap();
            assert!(r.eigenvectors.is_none());
            let w = r.eigenvalues.to_vec().unwrap();
            let want: Vec<f64> = g.vec(&format!("{name}_{tag}_novec"));
            let e = rel_err(&w, &want);
            assert!(
                e < 1e-10,
                "{name} {tag} (no vectors): {w:?} vs {want:?} ({e:e})"
            );
        }
    }
}

#[test]
fn eigsh_poisson_1d_matches_scipy() {
    eigsh_matches_scipy_f64("p1");
}

#[test]
fn eigsh_poisson_2d_matches_scipy() {
    eigsh_matches_scipy_f64("p2");
}

#[test]
fn eigsh_random_symmetric_matches_scipy() {
    eigsh_matches_scipy_f64("rs");
}

#[test]
fn eigsh_f32_close_to_scipy_f64() {
    let dev = test_device();
    let mut g = Golden::open();
    let a64 = g.csr::<f64>("p2", &dev);
    let a = f32_csr(&a64, &dev);
    for (tag, which) in [("LA", Which::LA), ("SA", Which::SA)] {
        let opts = EigshOptions {
            which,
            ..Default::default()
        };
        let r = eigsh(&a, 5, &opts).unwrap();
        let w: Vec<f64> = r
            .eigenvalues
            .to_vec()
            .unwrap()
            .iter()
            .map(|&x| x as f64)
            .collect();
        let want: Vec<f64> = g.vec(&format!("p2_{tag}"));
        let e = rel_err(&w, &want);
        assert!(e < 2e-5, "f32 {tag}: {w:?} vs {want:?} ({e:e})");
        let (res, nerr) = residual(&a, &w, r.eigenvectors.as_ref().unwrap());
        assert!(
            res < 1e-4 && nerr < 1e-5,
            "f32 {tag}: residual {res:e}, norm {nerr:e}"
        );
    }
}

#[test]
fn eigsh_complex_hermitian() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<Complex64>("ch", &dev);
    for (tag, which) in [("LM", Which::LM), ("SA", Which::SA), ("LA", Which::LA)] {
        let opts = EigshOptions {
            which,
            ..Default::default()
        };
        let r = eigsh(&a, 4, &opts).unwrap();
        let w = r.eigenvalues.to_vec().unwrap();
        let want: Vec<f64> = g.vec(&format!("ch_{tag}"));
        let e = rel_err(&w, &want);
        assert!(e < 1e-10, "complex {tag}: {w:?} vs {want:?} ({e:e})");
        let (res, nerr) = residual(&a, &w, r.eigenvectors.as_ref().unwrap());
        assert!(
            res < 1e-9 && nerr < 1e-10,
            "complex {tag}: residual {res:e}, norm {nerr:e}"
        );
    }
}

#[test]
fn eigsh_shift_invert_with_opinv() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<f64>("p1", &dev);
    let n = a.shape().0;
    // (A - 0.5 I)^-1 as a dense matrix, applied on the device.
    let mut dense = a.toarray().unwrap().to_vec().unwrap();
    for i in 0..n {
        dense[i * n + i] -= 0.5;
    }
    let inv = gsci_linalg::inv(&Array::from_vec(dense, &[n, n], &Device::cpu()).unwrap())
        .unwrap()
        .to_device(&dev)
        .unwrap();
    let opinv = LinearOperator::<f64>::new((n, n), &dev, move |x| {
        gsci_linalg::matmul(&inv, &x.reshape(&[n as isize, 1])?)?.reshape(&[n as isize])
    });
    let opts = EigshOptions {
        sigma: Some(0.5),
        opinv: Some(&opinv),
        ..Default::default()
    };
    let r = eigsh(&a, 4, &opts).unwrap();
    let w = r.eigenvalues.to_vec().unwrap();
    let want: Vec<f64> = g.vec("p1_sigma");
    let e = rel_err(&w, &want);
    assert!(e < 1e-10, "shift-invert: {w:?} vs {want:?} ({e:e})");
    let (res, _) = residual(&a, &w, r.eigenvectors.as_ref().unwrap());
    assert!(res < 1e-9, "shift-invert residual {res:e}");
}

#[test]
fn eigsh_shift_invert_factors_the_matrix() {
    // SciPy's eigsh(A, 4, sigma=0.5) without OPinv: splu(A - 0.5 I) inside.
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<f64>("p1", &dev);
    let want: Vec<f64> = g.vec("p1_sigma");
    let opts = EigshOptions::<f64> {
        sigma: Some(0.5),
        ..Default::default()
    };
    for (tag, r) in [
        ("csr", eigsh(&a, 4, &opts).unwrap()),
        ("csc", eigsh(&a.tocsc().unwrap(), 4, &opts).unwrap()),
    ] {
        let w = r.eigenvalues.to_vec().unwrap();
        let e = rel_err(&w, &want);
        assert!(e < 1e-10, "{tag} shift-invert: {w:?} vs {want:?} ({e:e})");
        let (res, _) = residual(&a, &w, r.eigenvectors.as_ref().unwrap());
        assert!(res < 1e-9, "{tag} shift-invert residual {res:e}");
    }
    // Without eigenvectors: the same values (ARPACK's order, so compare sorted).
    let mut w = eigsh(
        &a,
        4,
        &EigshOptions::<f64> {
            return_eigenvectors: false,
            ..opts.clone()
        },
    )
    .unwrap()
    .eigenvalues
    .to_vec()
    .unwrap();
    w.sort_by(f64::total_cmp);
    assert!(rel_err(&w, &want) < 1e-10, "{w:?} vs {want:?}");

    // A LinearOperator has no matrix to factor: it needs OPinv.
    let op = aslinearoperator(&a);
    assert!(matches!(
        eigsh(&op, 4, &opts),
        Err(Error::Unsupported { .. })
    ));
    // sigma on an eigenvalue: A - sigma I is singular (SciPy: "Factor is exactly singular").
    let id = gsci_sparse::identity::<f64, i32>(5, &dev).unwrap();
    let exact = EigshOptions::<f64> {
        sigma: Some(1.0),
        ..Default::default()
    };
    // The error names eigsh and sigma (not the internal splu).
    assert!(matches!(
        eigsh(&id, 2, &exact),
        Err(Error::InvalidArgument { op: "eigsh", .. })
    ));
}

#[test]
fn eigsh_with_linear_operator_and_v0() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<f64>("p2", &dev);
    let n = a.shape().0;
    let a2 = a.clone();
    let op = LinearOperator::<f64>::new((n, n), &dev, move |x| a2.dot(x));
    let v0 = Array::from_vec((0..n).map(|i| 1.0 + (i % 7) as f64).collect(), &[n], &dev).unwrap();
    let opts = EigshOptions {
        which: Which::LA,
        v0: Some(&v0),
        ncv: Some(12),
        ..Default::default()
    };
    let r = eigsh(&op, 5, &opts).unwrap();
    let w = r.eigenvalues.to_vec().unwrap();
    let want: Vec<f64> = g.vec("p2_LA");
    assert!(rel_err(&w, &want) < 1e-10, "{w:?} vs {want:?}");
}

#[test]
fn eigsh_argument_errors_like_scipy() {
    let dev = Device::cpu();
    let mut g = Golden::open();
    let a = g.csr::<f64>("p1", &dev);
    let n = a.shape().0;
    let d = EigshOptions::<f64>::default();
    assert!(matches!(
        eigsh(&a, 0, &d),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        eigsh(&a, n, &d),
        Err(Error::InvalidArgument { .. })
    ));
    let bad_ncv = EigshOptions::<f64> {
        ncv: Some(5),
        ..Default::default()
    };
    assert!(matches!(
        eigsh(&a, 5, &bad_ncv),
        Err(Error::InvalidArgument { .. })
    ));
    let big_ncv = EigshOptions::<f64> {
        ncv: Some(n + 1),
        ..Default::default()
    };
    assert!(matches!(
        eigsh(&a, 5, &big_ncv),
        Err(Error::InvalidArgument { .. })
    ));
    let rect = g.csr::<f64>("tall", &dev);
    assert!(matches!(
        eigsh(&rect, 2, &d),
        Err(Error::InvalidShape { .. })
    ));
    let op = LinearOperator::<f64>::new((n, n), &dev, |x| x.copy());
    let no_sigma = EigshOptions::<f64> {
        opinv: Some(&op),
        ..Default::default()
    };
    assert!(matches!(
        eigsh(&a, 3, &no_sigma),
        Err(Error::InvalidArgument { .. })
    ));
    let zero = Array::<f64>::zeros(&[n], &dev).unwrap();
    let zero_v0 = EigshOptions::<f64> {
        v0: Some(&zero),
        ..Default::default()
    };
    assert!(matches!(
        eigsh(&a, 3, &zero_v0),
        Err(Error::InvalidArgument { .. })
    ));
    let ch = g.csr::<Complex64>("ch", &dev);
    let be = EigshOptions::<Complex64> {
        which: Which::BE,
        ..Default::default()
    };
    assert!(matches!(
        eigsh(&ch, 3, &be),
        Err(Error::InvalidArgument { .. })
    ));
    // Too few restarts is ARPACK's no-convergence, an error here.
    let short = EigshOptions::<f64> {
        which: Which::SM,
        maxiter: Some(1),
        ncv: Some(11),
        ..Default::default()
    };
    assert!(matches!(
        eigsh(&a, 5, &short),
        Err(Error::InvalidArgument { .. })
    ));
}

#[test]
fn eigsh_full_krylov_space() {
    // ncv = n: the basis spans the whole space after one cycle.
    let dev = test_device();
    let n = 12;
    let idx: Vec<usize> = (0..n).collect();
    let vals: Vec<f64> = (0..n)
        .map(|i| (i as f64 - 5.5).powi(2) + 0.25 * i as f64)
        .collect();
    let a = CsrMatrix::<f64>::from_triplets(&idx, &idx, &vals, (n, n), &dev).unwrap();
    let opts = EigshOptions {
        which: Which::LA,
        ncv: Some(n),
        ..Default::default()
    };
    let w = eigsh(&a, 3, &opts).unwrap().eigenvalues.to_vec().unwrap();
    let mut sorted = vals.clone();
    sorted.sort_by(f64::total_cmp);
    assert!(rel_err(&w, &sorted[n - 3..]) < 1e-12, "{w:?}");
}

#[test]
fn svds_matches_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    for name in ["tall", "wide"] {
        let a = g.csr::<f64>(name, &dev);
        for (tag, which) in [("LM", SvdsWhich::LM), ("SM", SvdsWhich::SM)] {
            let opts = SvdsOptions {
                which,
                ..Default::default()
            };
            let r = svds(&a, 4, &opts).unwrap();
            let s = r.s.to_vec().unwrap();
            let want: Vec<f64> = g.vec(&format!("svds_{name}_{tag}"));
            let e = rel_err(&s, &want);
            assert!(e < 1e-10, "svds {name} {tag}: {s:?} vs {want:?} ({e:e})");
            // A vᵢ = sᵢ uᵢ.
            let (u, vh) = (r.u.unwrap(), r.vh.unwrap());
            let v = vh.transpose().unwrap().to_contiguous().unwrap();
            let av = a.dot(&v).unwrap().to_vec().unwrap();
            let uu = u.to_vec().unwrap();
            let m = a.shape().0;
            let mut err = 0.0f64;
            for i in 0..m {
                for c in 0..4 {
                    err = err.max((av[i * 4 + c] - s[c] * uu[i * 4 + c]).abs());
                }
            }
            assert!(err < 1e-9, "svds {name} {tag}: |A v - s u| = {err:e}");
            let opts = SvdsOptions {
                which,
                return_singular_vectors: ReturnSingularVectors::None,
                ..Default::default()
            };
            let r = svds(&a, 4, &opts).unwrap();
            assert!(r.u.is_none() && r.vh.is_none());
            assert!(rel_err(&r.s.to_vec().unwrap(), &want) < 1e-10);
        }
    }
    let a = g.csr::<f64>("tall", &dev);
    let d = SvdsOptions::<f64>::default();
    assert!(matches!(
        svds(&a, 0, &d),
        Err(Error::InvalidArgument { .. })
    ));
    assert!(matches!(
        svds(&a, 45, &d),
        Err(Error::InvalidArgument { .. })
    ));
}

#[test]
fn lobpcg_matches_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<f64>("lp", &dev);
    let x0: Vec<f64> = g.vec("lp_x0");
    let x = Array::from_vec(x0, &[400, 3], &dev).unwrap();
    for (tag, largest) in [("largest", true), ("smallest", false)] {
        let opts = LobpcgOptions {
            tol: Some(1e-7),
            maxiter: Some(300),
            largest,
            ..Default::default()
        };
        let r = lobpcg(&a, &x, &opts).unwrap();
        let w = r.eigenvalues.to_vec().unwrap();
        let exact: Vec<f64> = g.vec(&format!("lp_{tag}_exact"));
        let scipy: Vec<f64> = g.vec(&format!("lp_{tag}"));
        assert!(
            rel_err(&w, &exact) < 1e-9,
            "lobpcg {tag}: {w:?} vs exact {exact:?}"
        );
        assert!(
            rel_err(&w, &scipy) < 1e-9,
            "lobpcg {tag}: {w:?} vs SciPy {scipy:?}"
        );
        let (res, _) = residual(&a, &w, &r.eigenvectors);
        assert!(res < 1e-5, "lobpcg {tag}: residual {res:e}");
    }
}

/// SciPy's eigsh with sigma exactly on an eigenvalue fails ("Factor is exactly singular"): the
/// error names eigsh and sigma, not the internal splu.
#[test]
fn eigsh_sigma_on_an_eigenvalue_names_eigsh() {
    let dev = test_device();
    let d: Vec<f64> = (1..=12).map(|i| i as f64).collect();
    let a: CsrMatrix<f64, i32> = gsci_sparse::diags(&[d], &[0], Some((12, 12)), &dev).unwrap();
    let opts = EigshOptions::<f64> {
        sigma: Some(3.0),
        ..Default::default()
    };
    match eigsh(&a, 2, &opts) {
        Err(Error::InvalidArgument { op, reason }) => {
            assert_eq!(op, "eigsh");
            assert!(reason.contains("sigma = 3"), "{reason}");
        }
        other => panic!(
            "expected an error naming eigsh, got {:?}",
            other.map(|_| ())
        ),
    }
}
