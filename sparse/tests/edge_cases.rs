//! Canonical-form edge cases, validation errors, empty shapes and index types (device under test).

use crate::common;

use common::*;
use gsci_core::{Array, Complex64, Error};
use gsci_sparse::linalg::*;
use gsci_sparse::*;

fn csr(
    data: Vec<f64>,
    indices: Vec<i32>,
    indptr: Vec<i32>,
    shape: (usize, usize),
) -> gsci_core::Result<CsrMatrix<f64>> {
    let dev = test_device();
    let (nd, ni, np) = (data.len(), indices.len(), indptr.len());
    CsrMatrix::new(
        Array::from_vec(data, &[nd], &dev)?,
        Array::from_vec(indices, &[ni], &dev)?,
        Array::from_vec(indptr, &[np], &dev)?,
        shape,
    )
}

#[test]
fn duplicates_unsorted_and_explicit_zeros() {
    // Row 0: column 2 twice (unsorted around column 0), an explicit zero at column 1; row 1 empty.
    let mut a = csr(
        vec![1.0, 5.0, 2.0, 0.0, 7.0],
        vec![2, 0, 2, 1, 3],
        vec![0, 4, 4, 5],
        (3, 4),
    )
    .unwrap();
    assert!(!a.has_sorted_indices().unwrap());
    assert!(!a.has_canonical_format().unwrap());
    let dense = vec![5.0, 0.0, 3.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 7.0];
    assert_eq!(a.toarray().unwrap().to_vec().unwrap(), dense);
    let mut sorted = a.clone();
    sorted.sort_indices().unwrap();
    assert!(sorted.has_sorted_indices().unwrap());
    assert!(!sorted.has_canonical_format().unwrap()); // still has the duplicate
    assert_eq!(sorted.indices().to_vec().unwrap(), vec![0, 1, 2, 2, 3]);
    a.sum_duplicates().unwrap();
    assert!(a.has_canonical_format().unwrap());
    assert_eq!(a.nnz(), 4); // the explicit zero survives sum_duplicates, as in SciPy
    assert_eq!(a.indices().to_vec().unwrap(), vec![0, 1, 2, 3]);
    assert_eq!(a.data().to_vec().unwrap(), vec![5.0, 0.0, 3.0, 7.0]);
    a.eliminate_zeros().unwrap();
    assert_eq!(a.nnz(), 3);
    assert_eq!(a.indptr().to_vec().unwrap(), vec![0, 2, 2, 3]);
    assert_eq!(a.toarray().unwrap().to_vec().unwrap(), dense);
    // Duplicates add up in products too (before canonicalisation).
    let b = csr(
        vec![1.0, 5.0, 2.0, 0.0, 7.0],
        vec![2, 0, 2, 1, 3],
        vec![0, 4, 4, 5],
        (3, 4),
    )
    .unwrap();
    let x = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0], &[4], &test_device()).unwrap();
    assert_eq!(b.dot(&x).unwrap().to_vec().unwrap(), vec![14.0, 0.0, 28.0]);
    assert_eq!(
        b.tocsc().unwrap().dot(&x).unwrap().to_vec().unwrap(),
        vec![14.0, 0.0, 28.0]
    );
    // A COO with duplicates is not canonical; tocsr sums them.
    let dev = test_device();
    let coo =
        CooMatrix::<f64>::from_triplets(&[1, 0, 1], &[1, 0, 1], &[1.0, 2.0, 3.0], (2, 2), &dev)
            .unwrap();
    assert!(!coo.has_canonical_format().unwrap());
    let c = coo.tocsr().unwrap();
    assert_eq!((c.nnz(), c.data().to_vec().unwrap()), (2, vec![2.0, 4.0]));
    let mut coo2 = coo.clone();
    coo2.sum_duplicates().unwrap();
    assert!(coo2.has_canonical_format().unwrap());
}

#[test]
fn invalid_raw_arrays_are_clear_errors() {
    let bad = |r: gsci_core::Result<CsrMatrix<f64>>, needle: &str| match r {
        Err(Error::InvalidArgument { reason, .. }) => {
            assert!(reason.contains(needle), "{reason:?} lacks {needle:?}")
        }
        Err(e) => panic!("unexpected error {e}"),
        Ok(_) => panic!("accepted invalid input ({needle})"),
    };
    bad(
        csr(vec![1.0], vec![0], vec![0, 1], (2, 2)),
        "length 2, expected 3",
    );
    bad(
        csr(vec![1.0], vec![0], vec![1, 1, 1], (2, 2)),
        "start with 0",
    );
    bad(
        csr(vec![1.0, 2.0], vec![0, 1], vec![0, 2, 1], (2, 2)),
        "non-decreasing",
    );
    bad(csr(vec![1.0], vec![0], vec![0, 1, 2], (2, 2)), "last value");
    bad(
        csr(vec![1.0], vec![5], vec![0, 1, 1], (2, 2)),
        "out of range",
    );
    bad(
        csr(vec![1.0], vec![-1], vec![0, 1, 1], (2, 2)),
        "non-negative",
    );
    bad(
        csr(vec![1.0, 2.0], vec![0], vec![0, 1, 1], (2, 2)),
        "different lengths",
    );
    let dev = test_device();
    assert!(CooMatrix::<f64>::from_triplets(&[0, 2], &[0, 0], &[1.0, 1.0], (2, 2), &dev).is_err());
    assert!(CooMatrix::<f64>::from_triplets(&[0], &[0, 1], &[1.0], (2, 2), &dev).is_err());
    // Products check shapes.
    let a = csr(vec![1.0], vec![0], vec![0, 1, 1], (2, 3)).unwrap();
    let x = Array::from_vec(vec![1.0, 2.0], &[2], &dev).unwrap();
    assert!(matches!(a.dot(&x), Err(Error::ShapeMismatch { .. })));
    let b = csr(vec![1.0], vec![0], vec![0, 1], (1, 3)).unwrap();
    assert!(matches!(a.add(&b), Err(Error::ShapeMismatch { .. })));
    // A shape too large for i32 indices.
    let big = CooMatrix::<f64, i32>::from_triplets(&[], &[], &[], (1 << 31, 1), &dev);
    assert!(big.is_err());
    let big64 = CooMatrix::<f64, i64>::from_triplets(&[], &[], &[], (1 << 31, 1), &dev).unwrap();
    assert_eq!(big64.shape(), (1 << 31, 1));
}

#[test]
fn empty_shapes() {
    let dev = test_device();
    for shape in [(0usize, 5usize), (5, 0), (0, 0)] {
        let a = CsrMatrix::<f64>::from_triplets(&[], &[], &[], shape, &dev).unwrap();
        assert_eq!(a.shape(), shape);
        assert_eq!(a.nnz(), 0);
        assert_eq!(a.indptr().to_vec().unwrap().len(), shape.0 + 1);
        assert_eq!(a.toarray().unwrap().shape(), &[shape.0, shape.1]);
        let c = a.tocsc().unwrap();
        assert_eq!((c.shape(), c.indptr().len()), (shape, shape.1 + 1));
        assert_eq!(c.tocoo().unwrap().shape(), shape);
        assert_eq!(a.transpose().shape(), (shape.1, shape.0));
        let x = Array::<f64>::zeros(&[shape.1], &dev).unwrap();
        assert_eq!(a.dot(&x).unwrap().shape(), &[shape.0]);
        assert_eq!(a.sum(Some(0)).unwrap().shape(), &[shape.1]);
        assert_eq!(a.sum(None).unwrap().item().unwrap(), 0.0);
        assert!(a.has_canonical_format().unwrap());
        let d = a.diagonal(0).unwrap();
        assert_eq!(d.len(), 0);
    }
    // A matrix of only empty rows multiplies to zeros.
    let a = CsrMatrix::<f64>::from_triplets(&[], &[], &[], (3, 2), &dev).unwrap();
    let x = Array::from_vec(vec![1.0, 2.0], &[2], &dev).unwrap();
    assert_eq!(a.dot(&x).unwrap().to_vec().unwrap(), vec![0.0; 3]);
}

#[test]
fn i64_indices_and_index_conversion() {
    let dev = test_device();
    let mut r = Rng::new(7);
    let n = 300;
    let (mut rows, mut cols, mut vals) = (vec![], vec![], vec![]);
    for _ in 0..2000 {
        rows.push(r.below(n));
        cols.push(r.below(n));
        vals.push(r.uniform());
    }
    let a32 = CsrMatrix::<f64, i32>::from_triplets(&rows, &cols, &vals, (n, n), &dev).unwrap();
    let a64 = CsrMatrix::<f64, i64>::from_triplets(&rows, &cols, &vals, (n, n), &dev).unwrap();
    let x: Vec<f64> = (0..n).map(|_| r.uniform()).collect();
    let xa = Array::from_vec(x, &[n], &dev).unwrap();
    let (y32, y64) = (
        a32.dot(&xa).unwrap().to_vec().unwrap(),
        a64.dot(&xa).unwrap().to_vec().unwrap(),
    );
    assert!(rel_err(&y64, &y32) < 1e-15);
    let c64 = a64.tocsc().unwrap();
    assert!(rel_err(&c64.dot(&xa).unwrap().to_vec().unwrap(), &y32) < 1e-14);
    assert_eq!(
        a64.with_index_type::<i32>()
            .unwrap()
            .indptr()
            .to_vec()
            .unwrap(),
        a32.indptr().to_vec().unwrap()
    );
}

#[test]
fn random_is_reproducible_and_has_the_density() {
    let dev = test_device();
    let a: CsrMatrix<f64> = random(50, 40, 0.05, 3, &dev).unwrap();
    let b: CsrMatrix<f64> = random(50, 40, 0.05, 3, &dev).unwrap();
    assert_eq!(a.nnz(), 100);
    assert!(a.has_canonical_format().unwrap());
    assert_eq!(a.data().to_vec().unwrap(), b.data().to_vec().unwrap());
    let c: CsrMatrix<f64> = random(50, 40, 0.05, 4, &dev).unwrap();
    assert_ne!(a.data().to_vec().unwrap(), c.data().to_vec().unwrap());
    let dense: CsrMatrix<Complex64, i64> = random(6, 5, 0.9, 1, &dev).unwrap();
    assert_eq!(dense.nnz(), 27);
    assert!(
        dense
            .data()
            .to_vec()
            .unwrap()
            .iter()
            .all(|v| (0.0..1.0).contains(&v.re) && (0.0..1.0).contains(&v.im))
    );
    assert!(random::<f64, i32>(2, 2, 1.5, 0, &dev).is_err());
}

#[test]
fn solvers_report_non_convergence_and_breakdown_as_info() {
    let dev = test_device();
    // A non-symmetric system: gmres and bicgstab converge; with 1 iteration they report info > 0.
    let n = 40;
    let mut r = Rng::new(11);
    let (mut rows, mut cols, mut vals) = (vec![], vec![], vec![]);
    for i in 0..n {
        rows.push(i);
        cols.push(i);
        vals.push(4.0);
        for _ in 0..3 {
            rows.push(i);
            cols.push(r.below(n));
            vals.push(r.uniform() * 0.5);
        }
    }
    let a = CsrMatrix::<f64>::from_triplets(&rows, &cols, &vals, (n, n), &dev).unwrap();
    let op = aslinearoperator(&a);
    let b = Array::from_vec((0..n).map(|_| r.uniform()).collect(), &[n], &dev).unwrap();
    let (_, info) = bicgstab(
        &op,
        &b,
        BicgstabOptions {
            maxiter: Some(1),
            rtol: 1e-12,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 1);
    let (_, info) = gmres(
        &op,
        &b,
        GmresOptions {
            maxiter: Some(1),
            restart: Some(2),
            rtol: 1e-12,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 1);
    let (x, info) = gmres(
        &op,
        &b,
        GmresOptions {
            rtol: 1e-10,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 0);
    let res = a.dot(&x).unwrap().to_vec().unwrap();
    assert!(rel_err(&res, &b.to_vec().unwrap()) < 1e-9);
    let (x, info) = bicgstab(
        &op,
        &b,
        BicgstabOptions {
            rtol: 1e-10,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 0);
    assert!(rel_err(&a.dot(&x).unwrap().to_vec().unwrap(), &b.to_vec().unwrap()) < 1e-9);
    // b = 0 returns x = 0 immediately.
    let z = Array::<f64>::zeros(&[n], &dev).unwrap();
    let (x, info) = cg(&op, &z, CgOptions::default()).unwrap();
    assert_eq!((info, x.to_vec().unwrap()), (0, vec![0.0; n]));
    // Callbacks see each iterate; x0 is honoured.
    let mut calls = 0usize;
    let x0 = Array::from_vec(vec![0.1; n], &[n], &dev).unwrap();
    let (_, info) = bicgstab(
        &op,
        &b,
        BicgstabOptions {
            x0: Some(&x0),
            callback: Some(Box::new(|_x: &[f64]| calls += 1)),
            maxiter: Some(3),
            rtol: 1e-14,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 3);
    assert_eq!(calls, 3);
    // Mismatched shapes are errors, not info codes.
    let short = Array::<f64>::zeros(&[n - 1], &dev).unwrap();
    assert!(cg(&op, &short, CgOptions::default()).is_err());
    // Complex cg on a Hermitian positive definite matrix.
    let h = CsrMatrix::<Complex64>::from_triplets(
        &[0, 0, 1, 1],
        &[0, 1, 0, 1],
        &[
            Complex64::new(4.0, 0.0),
            Complex64::new(1.0, 1.0),
            Complex64::new(1.0, -1.0),
            Complex64::new(3.0, 0.0),
        ],
        (2, 2),
        &dev,
    )
    .unwrap();
    let bc = Array::from_vec(
        vec![Complex64::new(1.0, 0.0), Complex64::new(0.0, 2.0)],
        &[2],
        &dev,
    )
    .unwrap();
    let (x, info) = cg(
        &aslinearoperator(&h),
        &bc,
        CgOptions {
            rtol: 1e-12,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 0);
    assert!(rel_err(&h.dot(&x).unwrap().to_vec().unwrap(), &bc.to_vec().unwrap()) < 1e-11);
}

#[test]
fn csc_operator_matches_csr_operator() {
    let dev = test_device();
    let a = CsrMatrix::<f64>::from_triplets(
        &[0, 1, 2, 2],
        &[1, 0, 2, 0],
        &[2.0, 3.0, 4.0, 5.0],
        (3, 3),
        &dev,
    )
    .unwrap();
    let c = a.tocsc().unwrap();
    let x = Array::from_vec(vec![1.0, -2.0, 0.5], &[3], &dev).unwrap();
    let (oa, oc) = (aslinearoperator(&a), aslinearoperator(&c));
    assert_eq!(
        oa.matvec(&x).unwrap().to_vec().unwrap(),
        oc.matvec(&x).unwrap().to_vec().unwrap()
    );
    assert_eq!(
        oa.rmatvec(&x).unwrap().to_vec().unwrap(),
        oc.rmatvec(&x).unwrap().to_vec().unwrap()
    );
    assert_eq!(
        oc.rmatvec(&x).unwrap().to_vec().unwrap(),
        vec![-3.5, 2.0, 2.0]
    );
}

#[test]
fn spgemm_slicing_and_reductions_on_empty_shapes() {
    let dev = test_device();
    let e0n = CsrMatrix::<f64>::from_triplets(&[], &[], &[], (0, 4), &dev).unwrap();
    let en0 = CsrMatrix::<f64>::from_triplets(&[], &[], &[], (4, 0), &dev).unwrap();
    let a = CsrMatrix::<f64>::from_triplets(&[0, 2], &[1, 3], &[1.0, 2.0], (4, 4), &dev).unwrap();
    // (0 × 4) @ (4 × 4), (4 × 0) @ (0 × 4), (4 × 4) @ (4 × 0).
    assert_eq!(e0n.matmul(&a).unwrap().shape(), (0, 4));
    let outer = en0.matmul(&e0n).unwrap();
    assert_eq!((outer.shape(), outer.nnz()), ((4, 4), 0));
    assert_eq!(a.matmul(&en0).unwrap().shape(), (4, 0));
    // Products whose every entry cancels are stored empty on the CPU (SciPy drops exact zeros).
    let p = CsrMatrix::<f64>::from_triplets(&[0, 0], &[0, 1], &[1.0, -1.0], (1, 2), &dev).unwrap();
    let q = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 0], &[1.0, 1.0], (2, 1), &dev).unwrap();
    let pq = p.matmul(&q).unwrap();
    assert_eq!(pq.toarray().unwrap().to_vec().unwrap(), vec![0.0]);
    if dev.is_cpu() {
        assert_eq!(pq.nnz(), 0);
    }
    // Duplicates in the operands are summed by the product.
    let d = CsrMatrix::<f64>::new(
        Array::from_vec(vec![1.0, 2.0], &[2], &dev).unwrap(),
        Array::from_vec(vec![0, 0], &[2], &dev).unwrap(),
        Array::from_vec(vec![0, 2], &[2], &dev).unwrap(),
        (1, 1),
    )
    .unwrap();
    assert_eq!(
        d.matmul(&d).unwrap().toarray().unwrap().to_vec().unwrap(),
        vec![9.0]
    );
    // Slices of empty shapes and empty slices.
    assert_eq!(e0n.row_slice(None, None, 1).unwrap().shape(), (0, 4));
    assert_eq!(a.row_slice(Some(3), Some(1), 1).unwrap().shape(), (0, 4));
    assert_eq!(en0.col_slice(None, None, -1).unwrap().shape(), (4, 0));
    assert_eq!(a.select_rows(&[]).unwrap().shape(), (0, 4));
    assert!(e0n.getrow(0).is_err());
    // Reductions: an empty axis is an error, an empty result along the other axis is not.
    assert!(e0n.max(None).is_err());
    assert!(e0n.min(Some(0)).is_err());
    assert_eq!(e0n.max(Some(1)).unwrap().shape(), &[0]);
    assert_eq!(en0.sum(Some(0)).unwrap().shape(), &[0]);
    // The rows of `a` without entries have max 0; norms of an empty matrix.
    assert_eq!(
        a.max(Some(1)).unwrap().to_vec().unwrap(),
        vec![1.0, 0.0, 2.0, 0.0]
    );
    assert_eq!(norm(&e0n, NormOrd::Fro, None).unwrap().item().unwrap(), 0.0);
    assert!(norm(&e0n, NormOrd::Inf, None).is_err());
    // find on a matrix of explicit zeros only.
    let z = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 1], &[0.0, 0.0], (2, 2), &dev).unwrap();
    let (r, _, v) = find(&z).unwrap();
    assert_eq!((r.len(), v.len()), (0, 0));
    // bmat / block_diag with empty blocks.
    let bd = block_diag(&[&e0n, &en0, &a]).unwrap();
    assert_eq!(bd.shape(), (8, 8));
    assert_eq!(bd.nnz(), 2);
    assert!(block_diag::<f64, i32>(&[]).is_err());
    assert!(bmat::<f64, i32>(&[]).is_err());
}

#[test]
fn cgs_and_least_squares_edge_cases() {
    let dev = test_device();
    let a = CsrMatrix::<f64>::from_triplets(&[0, 1, 2], &[0, 1, 2], &[2.0, 3.0, 4.0], (3, 3), &dev)
        .unwrap();
    let op = aslinearoperator(&a);
    // b = 0: x = 0, info 0, without iterating.
    let zero = Array::<f64>::zeros(&[3], &dev).unwrap();
    let (x, info) = cgs(&op, &zero, CgsOptions::default()).unwrap();
    assert_eq!(info, 0);
    assert!(x.to_vec().unwrap().iter().all(|v| *v == 0.0));
    // A wrong-length b is an error.
    let b2 = Array::<f64>::zeros(&[2], &dev).unwrap();
    assert!(cgs(&op, &b2, CgsOptions::default()).is_err());
    assert!(lsqr(&op, &b2, LsqrOptions::default()).is_err());
    // An operator without rmatvec cannot run lsqr.
    let closure = LinearOperator::<f64>::new((3, 3), &dev, |x| x.copy());
    let b = Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &dev).unwrap();
    assert!(lsqr(&closure, &b, LsqrOptions::default()).is_err());
    // Complex least squares: a diagonal system is solved exactly.
    let c = CsrMatrix::<Complex64>::from_triplets(
        &[0, 1],
        &[0, 1],
        &[Complex64::new(0.0, 2.0), Complex64::new(1.0, 1.0)],
        (2, 2),
        &dev,
    )
    .unwrap();
    let bc = Array::from_vec(
        vec![Complex64::new(2.0, 0.0), Complex64::new(2.0, 0.0)],
        &[2],
        &dev,
    )
    .unwrap();
    let r = lsmr(
        &aslinearoperator(&c),
        &bc,
        LsmrOptions {
            atol: 1e-12,
            btol: 1e-12,
            ..Default::default()
        },
    )
    .unwrap();
    let x = r.x.to_vec().unwrap();
    assert!((x[0] - Complex64::new(0.0, -1.0)).norm() < 1e-10);
    assert!((x[1] - Complex64::new(1.0, -1.0)).norm() < 1e-10);
}

/// The 5-point Poisson matrix on a `grid`² grid (CPU).
fn poisson_cpu<T: SparseScalar>(grid: usize) -> CsrMatrix<T> {
    let dev = gsci_core::Device::cpu();
    let one = |v: f64| T::from_f64(v);
    let t: CsrMatrix<T> = diags(
        &[
            vec![one(-1.0); grid - 1],
            vec![one(2.0); grid],
            vec![one(-1.0); grid - 1],
        ],
        &[-1, 0, 1],
        None,
        &dev,
    )
    .unwrap();
    let i: CsrMatrix<T> = identity(grid, &dev).unwrap();
    kron(&i, &t).unwrap().add(&kron(&t, &i).unwrap()).unwrap()
}

/// Runs cg on `op` and returns `(x, info, callback calls)`.
fn cg_run<T: SparseScalar>(
    op: &LinearOperator<'_, T>,
    b: &Array<T>,
    m: Option<&LinearOperator<'_, T>>,
    x0: Option<&Array<T>>,
    rtol: f64,
) -> (Vec<T>, isize, usize) {
    let mut calls = 0usize;
    let (x, info) = cg(
        op,
        b,
        CgOptions {
            rtol,
            m,
            x0,
            callback: Some(Box::new(|_x: &[T]| calls += 1)),
            ..Default::default()
        },
    )
    .unwrap();
    (x.to_vec().unwrap(), info, calls)
}

#[test]
fn cg_on_a_host_csr_matrix_matches_the_generic_iteration() {
    // cg on a CPU CSR operator runs a fused loop (blocks of 4096 rows: 3 blocks here); it must
    // run the same iterations as the generic LinearOperator loop (SciPy's line by line).
    let dev = gsci_core::Device::cpu();
    let a = poisson_cpu::<f64>(90);
    let n = 90 * 90;
    let fused = aslinearoperator(&a);
    let plain = LinearOperator::new((n, n), &dev, |x| a.dot(x));
    let mut rng = Rng::new(11);
    let bv: Vec<f64> = (0..n).map(|_| rng.uniform() - 0.5).collect();
    let b = Array::from_vec(bv.clone(), &[n], &dev).unwrap();
    let x0 = Array::from_vec(vec![0.01; n], &[n], &dev).unwrap();
    let m = jacobi(&a).unwrap();
    let m_plain = {
        let d: Vec<f64> = a.diagonal(0).unwrap().to_vec().unwrap();
        LinearOperator::new((n, n), &dev, move |x| {
            let v: Vec<f64> = x.to_vec()?.iter().zip(&d).map(|(x, d)| x / d).collect();
            Array::from_vec(v, &[n], x.device())
        })
    };
    for (mf, mp, x0) in [
        (None, None, None),
        (Some(&m), Some(&m_plain), None),
        (None, None, Some(&x0)),
    ] {
        let (xf, infof, callsf) = cg_run(&fused, &b, mf, x0, 1e-8);
        let (xp, infop, callsp) = cg_run(&plain, &b, mp, x0, 1e-8);
        assert_eq!((infof, infop), (0, 0));
        assert!(callsf > 50);
        assert!(
            callsf.abs_diff(callsp) <= 1,
            "{callsf} vs {callsp} iterations"
        );
        assert!(rel_err(&xf, &xp) < 1e-5);
        let r = a.dot(&Array::from_vec(xf, &[n], &dev).unwrap()).unwrap();
        assert!(rel_err(&r.to_vec().unwrap(), &bv) < 1.5e-8);
    }
    // Not converging: info is maxiter, and the iterate is the generic loop's.
    let opts = |op| {
        cg(
            op,
            &b,
            CgOptions {
                rtol: 1e-12,
                maxiter: Some(7),
                ..Default::default()
            },
        )
        .unwrap()
    };
    let ((xf, infof), (xp, infop)) = (opts(&fused), opts(&plain));
    assert_eq!((infof, infop), (7, 7));
    assert!(rel_err(&xf.to_vec().unwrap(), &xp.to_vec().unwrap()) < 1e-12);
    // f32: the same iteration in single precision.
    let a32 = poisson_cpu::<f32>(70);
    let n32 = 70 * 70;
    let b32 = Array::from_vec(
        (0..n32).map(|i| ((i % 13) as f32) - 6.0).collect(),
        &[n32],
        &dev,
    )
    .unwrap();
    let plain32 = LinearOperator::new((n32, n32), &dev, |x| a32.dot(x));
    let (xf, infof, callsf) = cg_run(&aslinearoperator(&a32), &b32, None, None, 1e-3);
    let (xp, infop, callsp) = cg_run(&plain32, &b32, None, None, 1e-3);
    assert_eq!((infof, infop), (0, 0));
    assert!(
        callsf.abs_diff(callsp) <= 5,
        "{callsf} vs {callsp} iterations"
    );
    assert!(rel_err(&xf, &xp) < 1e-2);
    let r = a32
        .dot(&Array::from_vec(xf, &[n32], &dev).unwrap())
        .unwrap();
    assert!(rel_err(&r.to_vec().unwrap(), &b32.to_vec().unwrap()) < 1e-2);
}

#[test]
fn eigsh_on_a_host_csr_matrix_matches_an_opaque_operator() {
    // The CPU basis applies a CSR matrix directly; an opaque operator goes through its matvec.
    let dev = gsci_core::Device::cpu();
    let a = poisson_cpu::<f64>(40);
    let n = 40 * 40;
    let plain = LinearOperator::new((n, n), &dev, |x| a.dot(x));
    let opts = eigen::EigshOptions::default();
    let rf = eigen::eigsh(&a, 4, &opts).unwrap();
    let rp = eigen::eigsh(&plain, 4, &opts).unwrap();
    let (wf, wp) = (
        rf.eigenvalues.to_vec().unwrap(),
        rp.eigenvalues.to_vec().unwrap(),
    );
    // Exact: 4 (sin²(pi i / 82) + sin²(pi j / 82)), the largest four.
    let s = |i: usize| (std::f64::consts::PI * i as f64 / 82.0).sin().powi(2);
    let mut exact: Vec<f64> = (1..=40)
        .flat_map(|i| (1..=40).map(move |j| 4.0 * (s(i) + s(j))))
        .collect();
    exact.sort_by(f64::total_cmp);
    let top = &exact[n - 4..];
    for ((f, p), e) in wf.iter().zip(&wp).zip(top) {
        assert!((f - e).abs() < 1e-10 * e, "{f} vs {e}");
        assert!((p - e).abs() < 1e-10 * e, "{p} vs {e}");
    }
    // Residuals of the eigenvectors.
    let v = rf.eigenvectors.unwrap().to_vec().unwrap();
    for (c, &lam) in wf.iter().enumerate() {
        let col: Vec<f64> = (0..n).map(|i| v[i * 4 + c]).collect();
        let av = a
            .dot(&Array::from_vec(col.clone(), &[n], &dev).unwrap())
            .unwrap()
            .to_vec()
            .unwrap();
        let res: f64 = av
            .iter()
            .zip(&col)
            .map(|(x, y)| (x - lam * y).powi(2))
            .sum::<f64>()
            .sqrt();
        assert!(res < 1e-8, "residual {res}");
    }
}

/// The constructors take index arrays of any integer dtype and convert them to the matrix's
/// index type, checking that each fits (the API grammar's rule 8), as SciPy takes any integers.
#[test]
fn constructors_take_any_integer_indices() {
    let dev = test_device();
    let data = || Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &dev).unwrap();
    let want = vec![1.0, 0.0, 2.0, 0.0, 0.0, 3.0];
    // CSR from int64 and uint8 arrays into the default int32 matrix.
    let a = CsrMatrix::<f64>::new(
        data(),
        Array::from_vec(vec![0i64, 2, 2], &[3], &dev).unwrap(),
        Array::from_vec(vec![0i64, 2, 3], &[3], &dev).unwrap(),
        (2, 3),
    )
    .unwrap();
    assert_eq!(a.toarray().unwrap().to_vec().unwrap(), want);
    let a = CsrMatrix::<f64, i64>::new(
        data(),
        Array::from_vec(vec![0u8, 2, 2], &[3], &dev).unwrap(),
        Array::from_vec(vec![0u8, 2, 3], &[3], &dev).unwrap(),
        (2, 3),
    )
    .unwrap();
    assert_eq!(a.toarray().unwrap().to_vec().unwrap(), want);
    // CSC and COO likewise.
    let c = CscMatrix::<f64>::new(
        data(),
        Array::from_vec(vec![0u16, 0, 1], &[3], &dev).unwrap(),
        Array::from_vec(vec![0u16, 1, 1, 3], &[4], &dev).unwrap(),
        (2, 3),
    )
    .unwrap();
    assert_eq!(c.toarray().unwrap().to_vec().unwrap(), want);
    let o = CooMatrix::<f64>::new(
        data(),
        Array::from_vec(vec![0i64, 0, 1], &[3], &dev).unwrap(),
        Array::from_vec(vec![0i64, 2, 2], &[3], &dev).unwrap(),
        (2, 3),
    )
    .unwrap();
    assert_eq!(o.toarray().unwrap().to_vec().unwrap(), want);
    // An index that does not fit int32, a negative one, and float indices are errors.
    let big = CooMatrix::<f64>::new(
        data(),
        Array::from_vec(vec![0i64, 0, 1 << 40], &[3], &dev).unwrap(),
        Array::from_vec(vec![0i64, 2, 2], &[3], &dev).unwrap(),
        (2, 3),
    );
    assert!(matches!(big, Err(Error::InvalidArgument { .. })), "{big:?}");
    let neg = CooMatrix::<f64>::new(
        data(),
        Array::from_vec(vec![0i64, -1, 1], &[3], &dev).unwrap(),
        Array::from_vec(vec![0i64, 2, 2], &[3], &dev).unwrap(),
        (2, 3),
    );
    assert!(matches!(neg, Err(Error::InvalidArgument { .. })), "{neg:?}");
    let float = CsrMatrix::<f64>::new(
        data(),
        Array::from_vec(vec![0.0f64, 2.0, 2.0], &[3], &dev).unwrap(),
        Array::from_vec(vec![0.0f64, 2.0, 3.0], &[3], &dev).unwrap(),
        (2, 3),
    );
    assert!(
        matches!(float, Err(Error::InvalidArgument { .. })),
        "{float:?}"
    );
}

/// A Matrix Market size line is the file's claim: one announcing 10^18 entries is a clear error
/// once the entries run out, not an allocation abort (issue 23's corpus).
#[test]
fn mmread_of_a_lying_size_line_is_an_error() {
    let dir = std::env::temp_dir().join(format!("gsci-mm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("huge.mtx");
    std::fs::write(
        &p,
        "%%MatrixMarket matrix coordinate real general\n3 3 1000000000000000000\n1 1 2.5\n",
    )
    .unwrap();
    let r = mmread::<f64, i64>(&p, &test_device());
    assert!(matches!(r, Err(Error::InvalidArgument { .. })), "{r:?}");
    std::fs::remove_dir_all(&dir).ok();
}

/// gmres with restart = 0 is an error naming the argument (SciPy fails inside its loop; gsci
/// used to run with a silently changed restart).
#[test]
fn gmres_restart_zero_is_an_error() {
    let dev = test_device();
    let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 1], &[2.0, 3.0], (2, 2), &dev).unwrap();
    let b = Array::from_vec(vec![1.0, 1.0], &[2], &dev).unwrap();
    let o = GmresOptions {
        restart: Some(0),
        ..Default::default()
    };
    let r = gmres(&a, &b, o);
    assert!(
        matches!(r, Err(Error::InvalidArgument { op: "gmres", .. })),
        "{:?}",
        r.err()
    );
}
