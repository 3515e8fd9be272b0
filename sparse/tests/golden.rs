//! gsci-sparse against SciPy 1.17.1 (tests/golden/sparse_golden.npz and the .mtx files written by
//! tests/golden/generate.py). Runs on the device under test (`GSCI_TEST_DEVICE`, CPU by default).

use crate::common;

use common::*;
use gsci_core::{Array, Complex64, Device};
use gsci_sparse::linalg::*;
use gsci_sparse::*;
use ndarray::{ArrayD, IxDyn, OwnedRepr};
use ndarray_npy::{NpzReader, ReadableElement};

struct Golden(NpzReader<std::fs::File>);

impl Golden {
    fn open() -> Self {
        let f = std::fs::File::open(golden_path("sparse_golden.npz")).unwrap();
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
}

fn coo_matrix(g: &mut Golden, dev: &Device) -> CooMatrix<f64> {
    let (r, c, v) = (
        g.usize("coo_row"),
        g.usize("coo_col"),
        g.vec::<f64>("coo_data"),
    );
    CooMatrix::from_triplets(&r, &c, &v, (7, 9), dev).unwrap()
}

fn check(got: &Array<f64>, want: &ArrayD<f64>, tol: f64, what: &str) {
    assert_eq!(got.shape(), want.shape(), "{what}: shape");
    let w: Vec<f64> = want.iter().copied().collect();
    let e = rel_err(&got.to_vec().unwrap(), &w);
    assert!(e <= tol, "{what}: relative error {e:e}");
}

#[test]
fn conversions_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let coo = coo_matrix(&mut g, &dev);
    let dense = g.get::<f64>("dense");
    check(&coo.toarray().unwrap(), &dense, 0.0, "coo.toarray");
    let csr = coo.tocsr().unwrap();
    assert_eq!(
        csr.indptr().to_vec().unwrap(),
        g.vec::<i64>("csr_indptr")
            .iter()
            .map(|&v| v as i32)
            .collect::<Vec<_>>()
    );
    assert_eq!(
        csr.indices().to_vec().unwrap(),
        g.vec::<i64>("csr_indices")
            .iter()
            .map(|&v| v as i32)
            .collect::<Vec<_>>()
    );
    assert_eq!(csr.data().to_vec().unwrap(), g.vec::<f64>("csr_data"));
    let csc = coo.tocsc().unwrap();
    assert_eq!(
        csc.indptr().to_vec().unwrap(),
        g.vec::<i64>("csc_indptr")
            .iter()
            .map(|&v| v as i32)
            .collect::<Vec<_>>()
    );
    assert_eq!(csc.data().to_vec().unwrap(), g.vec::<f64>("csc_data"));
    // Every pair of formats, and back to dense.
    check(
        &csr.tocsc().unwrap().toarray().unwrap(),
        &dense,
        0.0,
        "csr.tocsc",
    );
    check(
        &csc.tocsr().unwrap().toarray().unwrap(),
        &dense,
        0.0,
        "csc.tocsr",
    );
    check(
        &csr.tocoo().unwrap().toarray().unwrap(),
        &dense,
        0.0,
        "csr.tocoo",
    );
    check(
        &csc.tocoo().unwrap().toarray().unwrap(),
        &dense,
        0.0,
        "csc.tocoo",
    );
    let from_dense = CsrMatrix::<f64>::from_dense(&coo.toarray().unwrap()).unwrap();
    assert_eq!(
        from_dense.nnz() as i64,
        g.get::<i64>("nnz_after_eliminate")
            .iter()
            .next()
            .copied()
            .unwrap()
    );
    let mut elim = csr.clone();
    elim.eliminate_zeros().unwrap();
    assert_eq!(elim.nnz() as i64, g.vec::<i64>("nnz_after_eliminate")[0]);
    // i64 indices give the same matrix.
    let csr64 = csr.with_index_type::<i64>().unwrap();
    assert_eq!(csr64.indptr().to_vec().unwrap(), g.vec::<i64>("csr_indptr"));
    check(&csr64.toarray().unwrap(), &dense, 0.0, "i64 toarray");
}

#[test]
fn dia_matches_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let coo = coo_matrix(&mut g, &dev);
    let dense = g.get::<f64>("dense");
    let d = coo.todia().unwrap();
    assert_eq!(
        d.offsets().to_vec().unwrap(),
        g.vec::<i64>("dia_offsets")
            .iter()
            .map(|&v| v as i32)
            .collect::<Vec<_>>()
    );
    check(d.data(), &g.get("dia_data"), 0.0, "dia data");
    assert_eq!(d.nnz().unwrap() as i64, g.vec::<i64>("dia_nnz")[0]);
    check(&d.toarray().unwrap(), &dense, 0.0, "dia.toarray");
    check(
        &d.tocsr().unwrap().toarray().unwrap(),
        &dense,
        0.0,
        "dia.tocsr",
    );
    check(
        &d.tocsc().unwrap().toarray().unwrap(),
        &dense,
        0.0,
        "dia.tocsc",
    );
    check(
        &coo.tocsc().unwrap().todia().unwrap().toarray().unwrap(),
        &dense,
        0.0,
        "csc.todia",
    );
    let x = Array::from_ndarray(&g.get::<f64>("x"), &dev).unwrap();
    check(&d.dot(&x).unwrap(), &g.get("Ax"), 1e-14, "dia @ x");
    // Rebuilt from its raw arrays.
    let again = DiaMatrix::new(d.data().clone(), d.offsets().clone(), d.shape()).unwrap();
    check(&again.toarray().unwrap(), &dense, 0.0, "dia new");
    let dup = Array::from_vec(vec![0i32, 0], &[2], &dev).unwrap();
    assert!(DiaMatrix::new(Array::<f64>::zeros(&[2, 3], &dev).unwrap(), dup, (3, 3)).is_err());
}

#[test]
fn reductions_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let csr = coo_matrix(&mut g, &dev).tocsr().unwrap();
    let csc = csr.tocsc().unwrap();
    for (axis, name) in [(0isize, "sum_axis0"), (1, "sum_axis1"), (-1, "sum_axis1")] {
        let want = g.get::<f64>(name);
        check(&csr.sum(Some(axis)).unwrap(), &want, 1e-15, name);
        check(&csc.sum(Some(axis)).unwrap(), &want, 1e-15, name);
    }
    let all = g.vec::<f64>("sum_all")[0];
    assert!((csr.sum(None).unwrap().item().unwrap() - all).abs() < 1e-13);
    for (k, name) in [
        (-2isize, "diagonal_m2"),
        (0, "diagonal_0"),
        (3, "diagonal_3"),
    ] {
        let want = g.get::<f64>(name);
        check(&csr.diagonal(k).unwrap(), &want, 0.0, name);
        check(&csc.diagonal(k).unwrap(), &want, 0.0, name);
    }
    let tr = g.vec::<f64>("trace_1")[0];
    assert!((csr.trace(1).unwrap() - tr).abs() < 1e-14);
    assert!((csc.trace(1).unwrap() - tr).abs() < 1e-14);
    assert!(csr.sum(Some(2)).is_err());
}

#[test]
fn products_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let csr = coo_matrix(&mut g, &dev).tocsr().unwrap();
    let x = Array::from_ndarray(&g.get::<f64>("x"), &dev).unwrap();
    let xm = Array::from_ndarray(&g.get::<f64>("X"), &dev).unwrap();
    let y = Array::from_ndarray(&g.get::<f64>("y"), &dev).unwrap();
    check(&csr.dot(&x).unwrap(), &g.get("Ax"), 1e-14, "A @ x");
    check(&csr.dot(&xm).unwrap(), &g.get("AX"), 1e-14, "A @ X");
    check(
        &csr.transpose().dot(&y).unwrap(),
        &g.get("ATy"),
        1e-14,
        "A.T @ y",
    );
    let csc = csr.tocsc().unwrap();
    check(&csc.dot(&x).unwrap(), &g.get("Ax"), 1e-14, "csc @ x");
    check(&csc.dot(&xm).unwrap(), &g.get("AX"), 1e-14, "csc @ X");
    check(
        &csc.transpose().dot(&y).unwrap(),
        &g.get("ATy"),
        1e-14,
        "csc.T @ y",
    );
    let coo = coo_matrix(&mut g, &dev);
    check(&coo.dot(&x).unwrap(), &g.get("Ax"), 1e-14, "coo @ x");
    let csr64 = csr.with_index_type::<i64>().unwrap();
    check(&csr64.dot(&x).unwrap(), &g.get("Ax"), 1e-14, "csr i64 @ x");
    check(&csr64.dot(&xm).unwrap(), &g.get("AX"), 1e-14, "csr i64 @ X");
    // f32 against the f64 reference.
    let x32 = x.astype::<f32>().unwrap();
    let y32 = csr.astype::<f32>().unwrap().dot(&x32).unwrap();
    let want: Vec<f64> = g.vec("Ax");
    assert!(rel_err(&y32.to_vec().unwrap(), &want) < 1e-5);
}

#[test]
fn complex_matches_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let (r, c) = (g.usize("coo_row"), g.usize("coo_col"));
    let v = g.vec::<Complex64>("c_data");
    let a = CsrMatrix::<Complex64>::from_triplets(&r, &c, &v, (7, 9), &dev).unwrap();
    let x = Array::from_ndarray(&g.get::<Complex64>("c_x"), &dev).unwrap();
    let want: Vec<Complex64> = g.vec("c_Ax");
    assert!(rel_err(&a.dot(&x).unwrap().to_vec().unwrap(), &want) < 1e-14);
    let want: Vec<Complex64> = g.vec("c_dense_conj");
    assert!(
        rel_err(
            &a.conj().unwrap().toarray().unwrap().to_vec().unwrap(),
            &want
        ) == 0.0
    );
    let a32 = a.astype::<gsci_core::Complex32>().unwrap();
    let y = a32.dot(&x.astype().unwrap()).unwrap();
    let want: Vec<Complex64> = g.vec("c_Ax");
    assert!(rel_err(&y.to_vec().unwrap(), &want) < 1e-5);
}

#[test]
fn arithmetic_and_constructors_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = coo_matrix(&mut g, &dev).tocsr().unwrap();
    let b = CsrMatrix::<f64>::from_dense(
        &Array::from_ndarray(&g.get::<f64>("b2_dense"), &dev).unwrap(),
    )
    .unwrap();
    check(
        &a.add(&b).unwrap().toarray().unwrap(),
        &g.get("sum_ab"),
        1e-15,
        "a + b",
    );
    check(
        &a.subtract(&b).unwrap().toarray().unwrap(),
        &g.get("diff_ab"),
        1e-15,
        "a - b",
    );
    check(
        &hstack(&[&a, &b]).unwrap().toarray().unwrap(),
        &g.get("hstack"),
        0.0,
        "hstack",
    );
    check(
        &vstack(&[&a, &b]).unwrap().toarray().unwrap(),
        &g.get("vstack"),
        0.0,
        "vstack",
    );
    check(
        &tril(&a, -1).unwrap().toarray().unwrap(),
        &g.get("tril_m1"),
        0.0,
        "tril",
    );
    check(
        &triu(&a, 2).unwrap().toarray().unwrap(),
        &g.get("triu_2"),
        0.0,
        "triu",
    );
    let e: CsrMatrix<f64> = eye(3, Some(4), 1, &dev).unwrap();
    check(&e.toarray().unwrap(), &g.get("eye_3_4_k1"), 0.0, "eye");
    let d: CsrMatrix<f64> = diags(
        &[vec![1.0, 2.0, 3.0], vec![4.0, 5.0], vec![6.0]],
        &[0, 1, -2],
        Some((3, 3)),
        &dev,
    )
    .unwrap();
    check(&d.toarray().unwrap(), &g.get("diags"), 0.0, "diags");
    let ka = CsrMatrix::<f64>::from_dense(
        &Array::from_vec(vec![1.0, 0.0, 2.0, 3.0], &[2, 2], &dev).unwrap(),
    )
    .unwrap();
    let kb =
        CsrMatrix::<f64>::from_dense(&Array::from_vec(vec![0.0, 4.0, 5.0], &[1, 3], &dev).unwrap())
            .unwrap();
    check(
        &kron(&ka, &kb).unwrap().toarray().unwrap(),
        &g.get("kron"),
        0.0,
        "kron",
    );
}

/// The 2-D Poisson matrix on a g × g grid, built with kron and diags (checked against SciPy's).
fn poisson(grid: usize, dev: &Device) -> CsrMatrix<f64> {
    let t: CsrMatrix<f64> = diags(
        &[vec![-1.0; grid - 1], vec![2.0; grid], vec![-1.0; grid - 1]],
        &[-1, 0, 1],
        None,
        dev,
    )
    .unwrap();
    let i: CsrMatrix<f64> = identity(grid, dev).unwrap();
    kron(&i, &t).unwrap().add(&kron(&t, &i).unwrap()).unwrap()
}

#[test]
fn solvers_match_scipy_on_poisson() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = poisson(16, &dev);
    assert_eq!(
        a.indptr().to_vec().unwrap(),
        g.vec::<i64>("poisson_indptr")
            .iter()
            .map(|&v| v as i32)
            .collect::<Vec<_>>()
    );
    assert_eq!(a.data().to_vec().unwrap(), g.vec::<f64>("poisson_data"));
    let op = aslinearoperator(&a);
    let b = Array::from_ndarray(&g.get::<f64>("poisson_b"), &dev).unwrap();
    let opts = || CgOptions {
        rtol: 1e-8,
        ..Default::default()
    };
    let (x, info) = cg(&op, &b, opts()).unwrap();
    assert_eq!(info, 0);
    check(&x, &g.get("cg_x"), 1e-7, "cg");
    let (x, info) = bicgstab(&op, &b, opts()).unwrap();
    assert_eq!(info, 0);
    check(&x, &g.get("bicgstab_x"), 1e-7, "bicgstab");
    let (x, info) = gmres(
        &op,
        &b,
        GmresOptions {
            rtol: 1e-8,
            restart: Some(20),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 0);
    check(&x, &g.get("gmres_x"), 1e-7, "gmres");
    let m = jacobi(&a).unwrap();
    let (x, info) = cg(
        &op,
        &b,
        CgOptions {
            rtol: 1e-8,
            m: Some(&m),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 0);
    check(&x, &g.get("cg_jacobi_x"), 1e-7, "cg + jacobi");
    // The residual meets the tolerance, measured independently.
    let r = a.dot(&x).unwrap().to_vec().unwrap();
    let bv: Vec<f64> = g.vec("poisson_b");
    assert!(rel_err(&r, &bv) < 1e-8);
}

#[test]
fn cg_not_converging_returns_info_like_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = poisson(16, &dev);
    let b = Array::from_ndarray(&g.get::<f64>("poisson_b"), &dev).unwrap();
    let (x, info) = cg(
        &aslinearoperator(&a),
        &b,
        CgOptions {
            rtol: 1e-12,
            maxiter: Some(5),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info as i64, g.vec::<i64>("cg_maxiter5_info")[0]);
    assert_eq!(info, 5);
    if dev.is_cpu() {
        // The fused GPU path runs the same 5 iterations; compare the iterate too on the CPU.
        check(&x, &g.get("cg_maxiter5_x"), 1e-12, "cg 5 iterations");
    } else {
        check(&x, &g.get("cg_maxiter5_x"), 1e-10, "cg 5 iterations (gpu)");
    }
}

#[test]
fn matrix_market_files_written_by_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let s: CooMatrix<f64> = mmread(golden_path("symmetric.mtx"), &dev).unwrap();
    check(
        &s.toarray().unwrap(),
        &g.get("mtx_symmetric"),
        0.0,
        "symmetric.mtx",
    );
    let k: CooMatrix<f64, i64> = mmread(golden_path("skew.mtx"), &dev).unwrap();
    check(&k.toarray().unwrap(), &g.get("mtx_skew"), 0.0, "skew.mtx");
    let c: CooMatrix<Complex64> = mmread(golden_path("complex.mtx"), &dev).unwrap();
    let want: Vec<Complex64> = g.vec("mtx_complex");
    assert_eq!(rel_err(&c.toarray().unwrap().to_vec().unwrap(), &want), 0.0);
    // Reading complex values into a real type is refused.
    assert!(mmread::<f64, i32>(golden_path("complex.mtx"), &dev).is_err());
    // Round trip through our writer, with symmetry detection.
    let dir = std::env::temp_dir().join(format!("gsci_sparse_mm_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (name, m) in [
        ("s.mtx", s.clone()),
        ("k.mtx", k.with_index_type().unwrap()),
    ] {
        let p = dir.join(name);
        mmwrite(&p, &m, &MmwriteOptions::default()).unwrap();
        let back: CooMatrix<f64> = mmread(&p, &dev).unwrap();
        assert_eq!(
            back.toarray().unwrap().to_vec().unwrap(),
            m.toarray().unwrap().to_vec().unwrap()
        );
    }
    let text = std::fs::read_to_string(dir.join("s.mtx")).unwrap();
    assert!(text.starts_with("%%MatrixMarket matrix coordinate real symmetric"));
    let text = std::fs::read_to_string(dir.join("k.mtx")).unwrap();
    assert!(text.starts_with("%%MatrixMarket matrix coordinate real skew-symmetric"));
    let p = dir.join("c.mtx");
    mmwrite(
        &p,
        &c,
        &MmwriteOptions {
            comment: "two\nlines".into(),
            symmetry: None,
        },
    )
    .unwrap();
    let back: CooMatrix<Complex64> = mmread(&p, &dev).unwrap();
    assert_eq!(
        back.toarray().unwrap().to_vec().unwrap(),
        c.toarray().unwrap().to_vec().unwrap()
    );
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn minres_matches_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = poisson(16, &dev);
    let op = aslinearoperator(&a);
    let b = Array::from_ndarray(&g.get::<f64>("poisson_b"), &dev).unwrap();
    let (x, info) = minres(
        &op,
        &b,
        MinresOptions {
            rtol: 1e-10,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 0);
    check(&x, &g.get("minres_x"), 1e-9, "minres");
    let (x, info) = minres(
        &op,
        &b,
        MinresOptions {
            rtol: 1e-8,
            shift: 2.0,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 0);
    // A - 2I is nearly singular (an eigenvalue of the 16 x 16 Poisson matrix lies near 2): the
    // iterates' rounding differs from NumPy's by cond(A - 2I) * eps-sized amounts.
    check(&x, &g.get("minres_shift_x"), 1e-5, "minres shift");
    let (x, info) = minres(
        &op,
        &b,
        MinresOptions {
            rtol: 1e-12,
            maxiter: Some(7),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info as i64, g.vec::<i64>("minres_maxiter7_info")[0]);
    assert_eq!(info, 7);
    check(
        &x,
        &g.get("minres_maxiter7_x"),
        1e-12,
        "minres 7 iterations",
    );
    let c = CsrMatrix::<Complex64>::from_triplets(
        &[0],
        &[0],
        &[Complex64::new(1.0, 0.0)],
        (1, 1),
        &dev,
    )
    .unwrap();
    let bc = Array::from_vec(vec![Complex64::new(1.0, 0.0)], &[1], &dev).unwrap();
    assert!(matches!(
        minres(&aslinearoperator(&c), &bc, MinresOptions::default()),
        Err(gsci_core::Error::Unsupported { .. })
    ));
}
