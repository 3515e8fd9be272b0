//! The direct solvers against SciPy 1.17.1 (tests/golden/direct_golden.npz written by
//! tests/golden/generate_direct.py): spsolve, splu (+ solve with trans, factor reconstruction),
//! factorized, spsolve_triangular, and the incomplete factorisations spilu / ilu0 / ic0. Runs on
//! the device under test (`GSCI_TEST_DEVICE`, CPU by default).

use crate::common;

use common::*;
use gsci_core::{Array, Complex32, Complex64, Device, Error};
use gsci_sparse::linalg::*;
use gsci_sparse::*;
use ndarray::{ArrayD, IxDyn, OwnedRepr};
use ndarray_npy::{NpzReader, ReadableElement};

struct Golden(NpzReader<std::fs::File>);

impl Golden {
    fn open() -> Self {
        let f = std::fs::File::open(golden_path("direct_golden.npz")).unwrap();
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
    fn array<T: ReadableElement + Clone + gsci_core::Element>(
        &mut self,
        name: &str,
        dev: &Device,
    ) -> Array<T> {
        let a = self.get::<T>(name);
        let shape = a.shape().to_vec();
        Array::from_vec(a.iter().cloned().collect(), &shape, dev).unwrap()
    }
    fn csr<T: ReadableElement + Clone + SparseScalar>(
        &mut self,
        name: &str,
        dev: &Device,
    ) -> CsrMatrix<T, i64> {
        let shape = self.vec::<i64>(&format!("{name}_shape"));
        let ip = self.vec::<i64>(&format!("{name}_indptr"));
        let ix = self.vec::<i64>(&format!("{name}_indices"));
        let d = self.vec::<T>(&format!("{name}_data"));
        let (nnz, m) = (d.len(), ip.len());
        CsrMatrix::new(
            Array::from_vec(d, &[nnz], dev).unwrap(),
            Array::from_vec(ix, &[nnz], dev).unwrap(),
            Array::from_vec(ip, &[m], dev).unwrap(),
            (shape[0] as usize, shape[1] as usize),
        )
        .unwrap()
    }
}

fn close<T: SparseScalar, U: SparseScalar + ReadableElement>(
    got: &Array<T>,
    want: &ArrayD<U>,
    tol: f64,
    what: &str,
) {
    assert_eq!(got.shape(), want.shape(), "{what}: shape");
    let w: Vec<U> = want.iter().copied().collect();
    let e = rel_err(&got.to_vec().unwrap(), &w);
    assert!(e <= tol, "{what}: relative error {e:e}");
}

/// Dense row-major `a @ b` (n × n times n × n).
fn matmul<T: SparseScalar>(a: &[T], b: &[T], n: usize) -> Vec<T> {
    let mut c = vec![T::zero(); n * n];
    for i in 0..n {
        for k in 0..n {
            let aik = a[i * n + k];
            if aik.is_zero() {
                continue;
            }
            for j in 0..n {
                c[i * n + j] += aik * b[k * n + j];
            }
        }
    }
    c
}

/// Checks `Pr A Pc = L U` (SciPy's convention) and the triangular shapes of the factors.
fn check_reconstruction<T: SparseScalar, I: SparseIndex>(
    a: &CsrMatrix<T, I>,
    lu: &SuperLU<T, I>,
    tol: f64,
) {
    let n = a.shape().0;
    let dense = a.toarray().unwrap().to_vec().unwrap();
    let l = lu.l().toarray().unwrap().to_vec().unwrap();
    let u = lu.u().toarray().unwrap().to_vec().unwrap();
    for i in 0..n {
        assert!(l[i * n + i] == T::one(), "L has a unit diagonal");
        for j in i + 1..n {
            assert!(l[i * n + j].is_zero(), "L is lower triangular");
            assert!(u[j * n + i].is_zero(), "U is upper triangular");
        }
    }
    let pr: Vec<usize> = lu
        .perm_r()
        .to_vec()
        .unwrap()
        .iter()
        .map(|v| v.to_usize())
        .collect();
    let pc: Vec<usize> = lu
        .perm_c()
        .to_vec()
        .unwrap()
        .iter()
        .map(|v| v.to_usize())
        .collect();
    // (Pr A Pc)[pr[i], pc[j]] = A[i, j].
    let mut pap = vec![T::zero(); n * n];
    for i in 0..n {
        for j in 0..n {
            pap[pr[i] * n + pc[j]] = dense[i * n + j];
        }
    }
    let e = rel_err(&matmul(&l, &u, n), &pap);
    assert!(e <= tol, "Pr A Pc = L U: relative error {e:e}");
}

#[test]
fn spsolve_poisson_matches_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<f64>("poisson", &dev);
    let b = g.array::<f64>("poisson_b", &dev);
    let x = spsolve(&a, &b).unwrap();
    close(&x, &g.get::<f64>("poisson_x"), 1e-12, "spsolve poisson");
    assert_eq!(x.device(), &dev);
    // Residual.
    let r = a.dot(&x).unwrap().to_vec().unwrap();
    assert!(rel_err(&r, &b.to_vec().unwrap()) < 1e-12);
    // Matrix right-hand side, and the i32-index CSC form of the same matrix.
    let bm = g.array::<f64>("poisson_B", &dev);
    let xm = spsolve(&a, &bm).unwrap();
    close(
        &xm,
        &g.get::<f64>("poisson_X"),
        1e-12,
        "spsolve poisson (n, 3)",
    );
    let csc = a.with_index_type::<i32>().unwrap().tocsc().unwrap();
    close(
        &spsolve(&csc, &bm).unwrap(),
        &g.get::<f64>("poisson_X"),
        1e-12,
        "spsolve csc",
    );
}

#[test]
fn spsolve_and_splu_nonsymmetric_match_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<f64>("nonsym", &dev);
    let b = g.array::<f64>("nonsym_b", &dev);
    close(
        &spsolve(&a, &b).unwrap(),
        &g.get::<f64>("nonsym_x"),
        1e-11,
        "spsolve",
    );
    for spec in [
        PermcSpec::Colamd,
        PermcSpec::Natural,
        PermcSpec::MmdAtPlusA,
        PermcSpec::MmdAta,
    ] {
        let lu = splu(&a, SpluOptions { permc_spec: spec }).unwrap();
        check_reconstruction(&a, &lu, 1e-13);
        close(
            &lu.solve(&b, Trans::N).unwrap(),
            &g.get::<f64>("nonsym_x"),
            1e-11,
            "splu N",
        );
        close(
            &lu.solve(&b, Trans::T).unwrap(),
            &g.get::<f64>("nonsym_xt"),
            1e-11,
            "splu T",
        );
        close(
            &lu.solve(&b, Trans::H).unwrap(),
            &g.get::<f64>("nonsym_xt"),
            1e-11,
            "splu H",
        );
        assert_eq!(lu.perm_r().dtype(), gsci_core::DType::I64);
    }
    let solve = factorized(&a).unwrap();
    close(
        &solve(&b).unwrap(),
        &g.get::<f64>("nonsym_x"),
        1e-11,
        "factorized",
    );
}

#[test]
fn complex_matches_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<Complex64>("cplx", &dev);
    let b = g.array::<Complex64>("cplx_b", &dev);
    close(
        &spsolve(&a, &b).unwrap(),
        &g.get::<Complex64>("cplx_x"),
        1e-11,
        "spsolve c128",
    );
    let lu = splu(&a, SpluOptions::default()).unwrap();
    check_reconstruction(&a, &lu, 1e-13);
    close(
        &lu.solve(&b, Trans::N).unwrap(),
        &g.get::<Complex64>("cplx_x"),
        1e-11,
        "N",
    );
    close(
        &lu.solve(&b, Trans::T).unwrap(),
        &g.get::<Complex64>("cplx_xt"),
        1e-11,
        "T",
    );
    close(
        &lu.solve(&b, Trans::H).unwrap(),
        &g.get::<Complex64>("cplx_xh"),
        1e-11,
        "H",
    );
    // Single precision: c64 and f32 against the double-precision reference.
    let a32 = a
        .astype::<Complex32>()
        .unwrap()
        .with_index_type::<i32>()
        .unwrap();
    let b32 = b.astype::<Complex32>().unwrap();
    close(
        &spsolve(&a32, &b32).unwrap(),
        &g.get::<Complex64>("cplx_x"),
        1e-4,
        "spsolve c64",
    );
    let lu32 = splu(&a32, SpluOptions::default()).unwrap();
    close(
        &lu32.solve(&b32, Trans::H).unwrap(),
        &g.get::<Complex64>("cplx_xh"),
        1e-4,
        "c64 H",
    );
    let r = g.csr::<f64>("nonsym", &dev).astype::<f32>().unwrap();
    let rb = g.array::<f64>("nonsym_b", &dev).astype::<f32>().unwrap();
    close(
        &spsolve(&r, &rb).unwrap(),
        &g.get::<f64>("nonsym_x"),
        1e-4,
        "spsolve f32",
    );
    close(
        &splu(&r, SpluOptions::default())
            .unwrap()
            .solve(&rb, Trans::T)
            .unwrap(),
        &g.get::<f64>("nonsym_xt"),
        1e-4,
        "splu f32 T",
    );
}

#[test]
fn spsolve_triangular_matches_scipy() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<f64>("nonsym", &dev);
    let bm = g.array::<f64>("tri_B", &dev);
    let lower = tril(&a, 0).unwrap();
    let upper = triu(&a, 0).unwrap();
    let opts = SpsolveTriangularOptions::default();
    close(
        &spsolve_triangular(&lower, &bm, opts).unwrap(),
        &g.get::<f64>("tri_lower_X"),
        1e-12,
        "lower",
    );
    let up = SpsolveTriangularOptions {
        lower: false,
        ..opts
    };
    close(
        &spsolve_triangular(&upper, &bm, up).unwrap(),
        &g.get::<f64>("tri_upper_X"),
        1e-12,
        "upper",
    );
    let unit = SpsolveTriangularOptions {
        unit_diagonal: true,
        ..opts
    };
    close(
        &spsolve_triangular(&lower, &bm, unit).unwrap(),
        &g.get::<f64>("tri_unit_X"),
        1e-12,
        "unit",
    );
    // The other triangle is ignored: the full matrix read as lower gives the lower solve.
    close(
        &spsolve_triangular(&a, &bm, opts).unwrap(),
        &g.get::<f64>("tri_lower_X"),
        1e-12,
        "full",
    );
    // A 1-D right-hand side keeps its shape.
    let b1 = Array::from_vec(
        g.vec::<f64>("tri_B").iter().step_by(2).copied().collect(),
        &[60],
        &dev,
    )
    .unwrap();
    assert_eq!(
        spsolve_triangular(&lower, &b1, opts).unwrap().shape(),
        &[60]
    );
}

#[test]
fn singular_and_shape_errors() {
    let dev = test_device();
    // Numerically singular (rank one) and structurally singular (empty column).
    let rank1 = CsrMatrix::<f64>::from_triplets(
        &[0, 0, 1, 1],
        &[0, 1, 0, 1],
        &[1.0, 2.0, 2.0, 4.0],
        (2, 2),
        &dev,
    )
    .unwrap();
    let empty_col =
        CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 0], &[1.0, 2.0], (2, 2), &dev).unwrap();
    let b = Array::from_vec(vec![1.0, 1.0], &[2], &dev).unwrap();
    for m in [&rank1, &empty_col] {
        assert!(matches!(spsolve(m, &b), Err(Error::Singular { .. })));
        assert!(matches!(
            splu(m, SpluOptions::default()),
            Err(Error::Singular { .. })
        ));
    }
    let zero_diag =
        CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 0], &[1.0, 2.0], (2, 2), &dev).unwrap();
    assert!(matches!(
        spsolve_triangular(&zero_diag, &b, Default::default()),
        Err(Error::Singular { .. })
    ));
    // With unit_diagonal the missing diagonal does not matter: x = [1, 1 - 2].
    let x = spsolve_triangular(
        &zero_diag,
        &b,
        SpsolveTriangularOptions {
            unit_diagonal: true,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(x.to_vec().unwrap(), vec![1.0, -1.0]);
    // Non-square, wrong right-hand side length, 3-D right-hand side.
    let rect = CsrMatrix::<f64>::from_triplets(&[0], &[2], &[1.0], (2, 3), &dev).unwrap();
    assert!(matches!(
        spsolve(&rect, &b),
        Err(Error::InvalidShape { .. })
    ));
    assert!(matches!(
        splu(&rect, SpluOptions::default()),
        Err(Error::InvalidShape { .. })
    ));
    let b3 = Array::from_vec(vec![1.0; 3], &[3], &dev).unwrap();
    assert!(matches!(
        spsolve(&rank1, &b3),
        Err(Error::ShapeMismatch { .. })
    ));
    let cube = Array::from_vec(vec![1.0; 2], &[2, 1, 1], &dev).unwrap();
    assert!(spsolve(&rank1, &cube).is_err());
    // 0 x 0.
    let e = CsrMatrix::<f64>::from_triplets(&[], &[], &[], (0, 0), &dev).unwrap();
    let b0 = Array::<f64>::from_vec(vec![], &[0], &dev).unwrap();
    assert_eq!(spsolve(&e, &b0).unwrap().shape(), &[0]);
    let lu = splu(&e, SpluOptions::default()).unwrap();
    assert_eq!(lu.solve(&b0, Trans::N).unwrap().shape(), &[0]);
    // (n, 1) gives (n,), as in SciPy.
    let d = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 1], &[2.0, 4.0], (2, 2), &dev).unwrap();
    let col = Array::from_vec(vec![2.0, 4.0], &[2, 1], &dev).unwrap();
    assert_eq!(spsolve(&d, &col).unwrap().shape(), &[2]);
    // SuperLU.solve keeps b's shape.
    let lu = splu(&d, SpluOptions::default()).unwrap();
    assert_eq!(lu.solve(&col, Trans::N).unwrap().shape(), &[2, 1]);
    // Invalid spilu arguments.
    assert!(matches!(
        spilu(
            &d,
            SpiluOptions {
                drop_tol: -1.0,
                ..Default::default()
            }
        ),
        Err(Error::InvalidArgument { .. })
    ));
    // Not positive definite for IC(0).
    let indef =
        CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 1], &[1.0, -1.0], (2, 2), &dev).unwrap();
    assert!(matches!(
        ic0(&indef),
        Err(Error::NotPositiveDefinite { .. })
    ));
}

/// `(L U)[i, j] == A[i, j]` on the pattern of `A` (or of its lower triangle for IC(0)).
fn check_pattern(a: &CsrMatrix<f64, i64>, f: &SuperLU<f64, i64>, lower_only: bool) {
    let n = a.shape().0;
    let dense = a.toarray().unwrap().to_vec().unwrap();
    let lu = matmul(
        &f.l().toarray().unwrap().to_vec().unwrap(),
        &f.u().toarray().unwrap().to_vec().unwrap(),
        n,
    );
    for i in 0..n {
        for j in 0..n {
            if dense[i * n + j] != 0.0 && (!lower_only || j <= i) {
                assert!(
                    (lu[i * n + j] - dense[i * n + j]).abs() < 1e-12,
                    "({i}, {j})"
                );
            }
        }
    }
}

fn cg_iterations(
    a: &CsrMatrix<f64, i64>,
    b: &Array<f64>,
    m: Option<&LinearOperator<'_, f64>>,
) -> usize {
    let count = std::rc::Rc::new(std::cell::Cell::new(0usize));
    let c2 = count.clone();
    let cb: IterateCallback<'_, f64> = Box::new(move |_: &[f64]| c2.set(c2.get() + 1));
    let (x, info) = cg(
        &aslinearoperator(a),
        b,
        CgOptions {
            m,
            rtol: 1e-10,
            callback: Some(cb),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 0);
    let r = a.dot(&x).unwrap().to_vec().unwrap();
    assert!(rel_err(&r, &b.to_vec().unwrap()) < 1e-8);
    count.get()
}

#[test]
fn incomplete_factorisations_precondition() {
    let dev = test_device();
    let mut g = Golden::open();
    let a = g.csr::<f64>("poisson", &dev);
    let b = g.array::<f64>("poisson_b", &dev);
    let ilu = ilu0(&a).unwrap();
    let ic = ic0(&a).unwrap();
    check_pattern(&a, &ilu, false);
    check_pattern(&a, &ic, true);
    assert_eq!(ilu.nnz(), a.nnz() + a.shape().0);
    let plain = cg_iterations(&a, &b, None);
    let with_ilu = cg_iterations(&a, &b, Some(&ilu.as_linear_operator()));
    let with_ic = cg_iterations(&a, &b, Some(&ic.as_linear_operator()));
    assert!(with_ilu < plain * 2 / 3, "ILU(0): {with_ilu} vs {plain}");
    assert!(with_ic < plain * 2 / 3, "IC(0): {with_ic} vs {plain}");
    // Threshold ILU: exact LU (natural order, no pivoting) without dropping, a preconditioner
    // with SciPy's defaults.
    let exact = spilu(
        &a,
        SpiluOptions {
            drop_tol: 0.0,
            fill_factor: 1000.0,
        },
    )
    .unwrap();
    close(
        &exact.solve(&b, Trans::N).unwrap(),
        &g.get::<f64>("poisson_x"),
        1e-12,
        "spilu exact",
    );
    let ilut = spilu(&a, SpiluOptions::default()).unwrap();
    assert!(ilut.nnz() < exact.nnz());
    let with_ilut = cg_iterations(&a, &b, Some(&ilut.as_linear_operator()));
    assert!(
        with_ilut < with_ilu,
        "ILUT: {with_ilut} vs ILU(0) {with_ilu}"
    );
    // Nonsymmetric: spilu with drop_tol 0 reproduces the solve.
    let n = g.csr::<f64>("nonsym", &dev);
    let nb = g.array::<f64>("nonsym_b", &dev);
    let f = spilu(
        &n,
        SpiluOptions {
            drop_tol: 0.0,
            fill_factor: 1000.0,
        },
    )
    .unwrap();
    close(
        &f.solve(&nb, Trans::N).unwrap(),
        &g.get::<f64>("nonsym_x"),
        1e-10,
        "spilu nonsym",
    );
    close(
        &f.solve(&nb, Trans::T).unwrap(),
        &g.get::<f64>("nonsym_xt"),
        1e-10,
        "spilu nonsym T",
    );
}

#[test]
fn complex_incomplete_factorisations() {
    let dev = test_device();
    // A Hermitian positive definite complex tridiagonal matrix.
    let n = 30;
    let (mut r, mut c, mut v) = (vec![], vec![], vec![]);
    for i in 0..n {
        r.push(i);
        c.push(i);
        v.push(Complex64::new(4.0, 0.0));
        if i + 1 < n {
            r.extend([i, i + 1]);
            c.extend([i + 1, i]);
            v.extend([Complex64::new(1.0, 0.5), Complex64::new(1.0, -0.5)]);
        }
    }
    let a = CsrMatrix::<Complex64>::from_triplets(&r, &c, &v, (n, n), &dev).unwrap();
    let b = Array::from_vec(
        (0..n).map(|i| Complex64::new(i as f64, 1.0)).collect(),
        &[n],
        &dev,
    )
    .unwrap();
    let x = spsolve(&a, &b).unwrap();
    // IC(0) and ILU(0) of a tridiagonal matrix are exact.
    for f in [ic0(&a).unwrap(), ilu0(&a).unwrap()] {
        let y = f.solve(&b, Trans::N).unwrap();
        assert!(rel_err(&y.to_vec().unwrap(), &x.to_vec().unwrap()) < 1e-12);
    }
}

#[test]
fn non_canonical_input_and_csc() {
    let dev = test_device();
    // Duplicates (summed), unsorted indices and an explicit zero, as SciPy's spsolve accepts.
    let a = CsrMatrix::<f64>::new(
        Array::from_vec(vec![1.0, 3.0, 1.0, 0.0, 5.0, 2.0], &[6], &dev).unwrap(),
        Array::from_vec(vec![2, 0, 0, 1, 1, 2], &[6], &dev).unwrap(),
        Array::from_vec(vec![0, 3, 5, 6], &[4], &dev).unwrap(),
        (3, 3),
    )
    .unwrap();
    // Row 0: (2, 1) (0, 3) (0, 1); row 1: (1, 0) (1, 5); row 2: (2, 2).
    let dense = [4.0, 0.0, 1.0, 0.0, 5.0, 0.0, 0.0, 0.0, 2.0];
    assert_eq!(a.toarray().unwrap().to_vec().unwrap(), dense.to_vec());
    let b = Array::from_vec(vec![5.0, 10.0, 2.0], &[3], &dev).unwrap();
    assert_eq!(
        spsolve(&a, &b).unwrap().to_vec().unwrap(),
        vec![1.0, 2.0, 1.0]
    );
    let csc = a.tocsc().unwrap();
    let lu = splu(&csc, SpluOptions::default()).unwrap();
    let x = lu.solve(&b, Trans::N).unwrap().to_vec().unwrap();
    assert!(rel_err(&x, &[1.0, 2.0, 1.0]) < 1e-15);
    check_reconstruction(&a, &lu, 1e-15);
}
