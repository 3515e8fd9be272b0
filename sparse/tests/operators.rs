//! Every solver and eigensolver accepts what SciPy accepts as `A` (the API grammar's rule 9):
//! a CSR, CSC, COO or DIA matrix, a dense 2-D array, or a `LinearOperator`, with the same
//! answer whichever form it is given in.

use crate::common::{rel_err, test_device};
use gsci_core::{Array, Error};
use gsci_sparse::eigen::{EigshOptions, eigsh};
use gsci_sparse::linalg::{
    BicgstabOptions, CgOptions, CgsOptions, GmresOptions, LsmrOptions, LsqrOptions, MinresOptions,
    aslinearoperator, bicgstab, cg, cgs, gmres, lsmr, lsqr, minres,
};
use gsci_sparse::{CooMatrix, CsrMatrix};

/// The 1-D Poisson matrix tridiag(-1, 2.5, -1) of order n (symmetric positive definite), as
/// triplets.
fn poisson(n: usize) -> (Vec<usize>, Vec<usize>, Vec<f64>) {
    let (mut r, mut c, mut v) = (Vec::new(), Vec::new(), Vec::new());
    for i in 0..n as i64 {
        for (j, x) in [(i - 1, -1.0), (i, 2.5), (i + 1, -1.0)] {
            if j >= 0 && j < n as i64 {
                r.push(i as usize);
                c.push(j as usize);
                v.push(x);
            }
        }
    }
    (r, c, v)
}

#[test]
fn solvers_accept_matrices_arrays_and_operators() {
    let dev = test_device();
    let n = 37;
    let (r, c, v) = poisson(n);
    let csr = CsrMatrix::<f64, i64>::from_triplets(&r, &c, &v, (n, n), &dev).unwrap();
    let csc = csr.tocsc().unwrap();
    let coo = CooMatrix::<f64, i64>::from_triplets(&r, &c, &v, (n, n), &dev).unwrap();
    let dia = csr.todia().unwrap();
    let dense = csr.toarray().unwrap();
    let op = aslinearoperator(&csr);
    let b = Array::from_vec(
        (0..n).map(|i| ((i * 7 % 11) as f64) - 4.5).collect(),
        &[n],
        &dev,
    )
    .unwrap();
    let tol = 1e-12;
    let want = cg(
        &op,
        &b,
        CgOptions {
            rtol: tol,
            ..Default::default()
        },
    )
    .unwrap()
    .0
    .to_vec()
    .unwrap();
    // A x = b holds for the reference.
    let ax = csr
        .dot(&Array::from_vec(want.clone(), &[n], &dev).unwrap())
        .unwrap();
    assert!(rel_err(&ax.to_vec().unwrap(), &b.to_vec().unwrap()) < 1e-10);
    let check = |what: &str, x: Array<f64>| {
        let e = rel_err(&x.to_vec().unwrap(), &want);
        assert!(e < 1e-9, "{what}: relative difference {e:e}");
    };
    let o = || CgOptions {
        rtol: tol,
        ..Default::default()
    };
    check("cg csr", cg(&csr, &b, o()).unwrap().0);
    check("cg csc", cg(&csc, &b, o()).unwrap().0);
    check("cg coo", cg(&coo, &b, o()).unwrap().0);
    check("cg dia", cg(&dia, &b, o()).unwrap().0);
    check("cg dense", cg(&dense, &b, o()).unwrap().0);
    let g = || GmresOptions {
        rtol: tol,
        ..Default::default()
    };
    check("gmres dense", gmres(&dense, &b, g()).unwrap().0);
    check("gmres coo", gmres(&coo, &b, g()).unwrap().0);
    check(
        "bicgstab dense",
        bicgstab(
            &dense,
            &b,
            BicgstabOptions {
                rtol: tol,
                ..Default::default()
            },
        )
        .unwrap()
        .0,
    );
    check(
        "cgs coo",
        cgs(
            &coo,
            &b,
            CgsOptions {
                rtol: tol,
                ..Default::default()
            },
        )
        .unwrap()
        .0,
    );
    check(
        "minres dense",
        minres(
            &dense,
            &b,
            MinresOptions {
                rtol: tol,
                ..Default::default()
            },
        )
        .unwrap()
        .0,
    );
    // The least-squares solvers stop on their own criteria (here after `maxiter` steps): a matrix
    // gives exactly what its own operator gives.
    let lo = || LsqrOptions {
        atol: 1e-14,
        btol: 1e-14,
        ..Default::default()
    };
    let via_op = lsqr(&op, &b, lo()).unwrap().x.to_vec().unwrap();
    assert_eq!(lsqr(&csr, &b, lo()).unwrap().x.to_vec().unwrap(), via_op);
    let mo = || LsmrOptions {
        atol: 1e-14,
        btol: 1e-14,
        ..Default::default()
    };
    let via_op = lsmr(&aslinearoperator(&csc), &b, mo())
        .unwrap()
        .x
        .to_vec()
        .unwrap();
    assert_eq!(lsmr(&csc, &b, mo()).unwrap().x.to_vec().unwrap(), via_op);
    // A dense matrix solves the same least-squares problem (the residual, not the last bits).
    let xd = lsqr(&dense, &b, lo()).unwrap().x;
    let r = rel_err(
        &csr.dot(&xd).unwrap().to_vec().unwrap(),
        &b.to_vec().unwrap(),
    );
    assert!(r < 1e-6, "lsqr dense residual {r:e}");
    // A dense operator must be 2-D.
    assert!(matches!(cg(&b, &b, o()), Err(Error::InvalidShape { .. })));
}

#[test]
fn eigsh_accepts_dense_and_coo() {
    let dev = test_device();
    let n = 30;
    let (r, c, v) = poisson(n);
    let csr = CsrMatrix::<f64, i64>::from_triplets(&r, &c, &v, (n, n), &dev).unwrap();
    let coo = CooMatrix::<f64, i64>::from_triplets(&r, &c, &v, (n, n), &dev).unwrap();
    let dense = csr.toarray().unwrap();
    let opts = EigshOptions {
        tol: 1e-12,
        ..Default::default()
    };
    let want = eigsh(&csr, 3, &opts).unwrap().eigenvalues.to_vec().unwrap();
    for (what, got) in [
        ("dense", eigsh(&dense, 3, &opts).unwrap()),
        ("coo", eigsh(&coo, 3, &opts).unwrap()),
    ] {
        let e = rel_err(&got.eigenvalues.to_vec().unwrap(), &want);
        assert!(e < 1e-10, "eigsh {what}: {e:e}");
    }
    // Shift-invert through the dense form factors it as a sparse matrix.
    let si = EigshOptions {
        sigma: Some(0.6),
        tol: 1e-12,
        ..Default::default()
    };
    let a = eigsh(&csr, 2, &si).unwrap().eigenvalues.to_vec().unwrap();
    let d = eigsh(&dense, 2, &si).unwrap().eigenvalues.to_vec().unwrap();
    assert!(rel_err(&d, &a) < 1e-10);
}
