//! The GPU against the CPU backend (`GSCI_TEST_DEVICE=cuda`): products for every value and index
//! type, and the fused on-device CG (graph and plain launches, Jacobi, f32/f64, i32/i64) against
//! the host solver. Without a GPU selected these tests print a note and pass.

use crate::common;

use common::*;
use gsci_core::{Array, Complex32, Complex64, Device, Element};
use gsci_sparse::linalg::*;
use gsci_sparse::*;

/// The GPU under test. `GSCI_SPARSE_SELFTEST=1` runs these tests CPU against CPU instead, to
/// check the tests themselves on a machine without a GPU.
fn gpu() -> Option<Device> {
    let d = test_device();
    if d.is_cpu() && std::env::var("GSCI_SPARSE_SELFTEST").as_deref() == Ok("1") {
        return Some(d);
    }
    if d.is_cpu() {
        eprintln!("skipped: set GSCI_TEST_DEVICE=cuda to compare the GPU with the CPU");
        return None;
    }
    Some(d)
}

fn random_matrix<T: SparseScalar, I: SparseIndex>(
    m: usize,
    n: usize,
    per_row: usize,
    seed: u64,
    dev: &Device,
) -> CsrMatrix<T, I> {
    let mut r = Rng::new(seed);
    let (mut rows, mut cols, mut vals) = (vec![], vec![], vec![]);
    for i in 0..m {
        // Some rows empty, some long.
        let k = if i % 7 == 3 {
            0
        } else if i % 11 == 0 {
            per_row * 8
        } else {
            per_row
        };
        for _ in 0..k {
            rows.push(i);
            cols.push(r.below(n));
            vals.push(T::from_parts(r.uniform(), r.uniform()));
        }
    }
    CsrMatrix::from_triplets(&rows, &cols, &vals, (m, n), dev).unwrap()
}

fn random_dense<T: SparseScalar>(shape: &[usize], seed: u64, dev: &Device) -> Array<T> {
    let mut r = Rng::new(seed);
    let len = shape.iter().product();
    let v: Vec<T> = (0..len)
        .map(|_| T::from_parts(r.uniform(), r.uniform()))
        .collect();
    Array::from_vec(v, shape, dev).unwrap()
}

fn tol<T: Element>() -> f64 {
    match T::DTYPE {
        gsci_core::DType::F32 | gsci_core::DType::C64 => 1e-5,
        _ => 1e-13,
    }
}

fn products_for<T: SparseScalar, I: SparseIndex>(dev: &Device) {
    let cpu = Device::cpu();
    for &(m, n, k) in &[
        (1usize, 1usize, 1usize),
        (33, 31, 2),
        (257, 255, 5),
        (1023, 1000, 3),
    ] {
        let a = random_matrix::<T, I>(m, n, 4, (m * 31 + n) as u64, &cpu);
        let ag = a.to_device(dev).unwrap();
        let x = random_dense::<T>(&[n], 5, &cpu);
        let xm = random_dense::<T>(&[n, k], 6, &cpu);
        let y = random_dense::<T>(&[m], 7, &cpu);
        let what = format!("{} {} {m}x{n}", T::DTYPE, I::DTYPE);
        let pairs = [
            (
                a.dot(&x).unwrap(),
                ag.dot(&x.to_device(dev).unwrap()).unwrap(),
                "spmv",
            ),
            (
                a.dot(&xm).unwrap(),
                ag.dot(&xm.to_device(dev).unwrap()).unwrap(),
                "spmm",
            ),
            (
                a.transpose().dot(&y).unwrap(),
                ag.transpose().dot(&y.to_device(dev).unwrap()).unwrap(),
                "A.T @ y",
            ),
            (
                a.tocsc().unwrap().dot(&xm).unwrap(),
                ag.tocsc()
                    .unwrap()
                    .dot(&xm.to_device(dev).unwrap())
                    .unwrap(),
                "csc spmm",
            ),
        ];
        for (c, g, op) in pairs {
            assert_eq!(c.shape(), g.shape(), "{what} {op}: shape");
            assert_eq!(g.device(), dev, "{what} {op}: result left the device");
            let e = rel_err(&g.to_vec().unwrap(), &c.to_vec().unwrap());
            assert!(e <= tol::<T>(), "{what} {op}: gpu vs cpu {e:e}");
        }
        // A second product reuses the cached descriptor and buffer.
        let again = ag.dot(&x.to_device(dev).unwrap()).unwrap();
        let e = rel_err(
            &again.to_vec().unwrap(),
            &a.dot(&x).unwrap().to_vec().unwrap(),
        );
        assert!(e <= tol::<T>(), "{what}: repeated spmv {e:e}");
    }
}

#[test]
fn products_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    products_for::<f64, i32>(&dev);
    products_for::<f64, i64>(&dev);
    products_for::<f32, i32>(&dev);
    products_for::<f32, i64>(&dev);
    products_for::<Complex64, i32>(&dev);
    products_for::<Complex32, i64>(&dev);
}

#[test]
fn formats_on_the_gpu_stay_there() {
    let Some(dev) = gpu() else { return };
    let cpu = Device::cpu();
    let a = random_matrix::<f64, i32>(50, 40, 3, 1, &cpu);
    let g = a.to_device(&dev).unwrap();
    let mut gc = g.clone();
    gc.sum_duplicates().unwrap();
    assert_eq!(gc.data().device(), &dev);
    assert_eq!(
        g.toarray().unwrap().to_vec().unwrap(),
        a.toarray().unwrap().to_vec().unwrap()
    );
    assert_eq!(
        g.tocsc()
            .unwrap()
            .tocoo()
            .unwrap()
            .tocsr()
            .unwrap()
            .toarray()
            .unwrap()
            .to_vec()
            .unwrap(),
        a.toarray().unwrap().to_vec().unwrap()
    );
    let s = g.add(&g.multiply_scalar(2.0).unwrap()).unwrap();
    assert_eq!(
        s.toarray().unwrap().to_vec().unwrap(),
        a.multiply_scalar(3.0)
            .unwrap()
            .toarray()
            .unwrap()
            .to_vec()
            .unwrap()
    );
}

fn poisson<I: SparseIndex, T: SparseScalar>(grid: usize, dev: &Device) -> CsrMatrix<T, I> {
    let t: CsrMatrix<T, I> = diags(
        &[
            vec![T::from_f64(-1.0); grid - 1],
            vec![T::from_f64(2.0); grid],
            vec![T::from_f64(-1.0); grid - 1],
        ],
        &[-1, 0, 1],
        None,
        dev,
    )
    .unwrap();
    let i: CsrMatrix<T, I> = identity(grid, dev).unwrap();
    kron(&i, &t).unwrap().add(&kron(&t, &i).unwrap()).unwrap()
}

fn cg_for<T: SparseScalar, I: SparseIndex>(
    dev: &Device,
    grid: usize,
    jac: bool,
    maxiter: Option<usize>,
) {
    let cpu = Device::cpu();
    let n = grid * grid;
    let a = poisson::<I, T>(grid, &cpu);
    let ag = a.to_device(dev).unwrap();
    let b = random_dense::<T>(&[n], 9, &cpu);
    let bg = b.to_device(dev).unwrap();
    let rtol = if T::DTYPE == gsci_core::DType::F32 {
        1e-5
    } else {
        1e-8
    };
    let (mc, mg) = (jacobi(&a).unwrap(), jacobi(&ag).unwrap());
    let (opc, opg) = (aslinearoperator(&a), aslinearoperator(&ag));
    let opts = |m| CgOptions {
        rtol,
        maxiter,
        m,
        ..Default::default()
    };
    let (xc, ic) = cg(&opc, &b, opts(if jac { Some(&mc) } else { None })).unwrap();
    let (xg, ig) = cg(&opg, &bg, opts(if jac { Some(&mg) } else { None })).unwrap();
    let what = format!(
        "cg {} {} grid {grid} jacobi {jac} maxiter {maxiter:?}",
        T::DTYPE,
        I::DTYPE
    );
    assert_eq!(xg.device(), dev, "{what}: result left the device");
    match maxiter {
        Some(k) => {
            // Not converged: both run exactly k iterations and agree.
            assert_eq!((ic, ig), (k as isize, k as isize), "{what}: info");
            let e = rel_err(&xg.to_vec().unwrap(), &xc.to_vec().unwrap());
            // Dot products summed in another order (atomics) perturb each iteration slightly.
            assert!(e <= 1e4 * tol::<T>(), "{what}: iterates differ by {e:e}");
        }
        None => {
            assert_eq!((ic, ig), (0, 0), "{what}: info");
            // The GPU may run up to 29 more iterations: compare residuals, not iterates.
            let r = a.dot(&xg.to_device(&cpu).unwrap()).unwrap();
            let e = rel_err(&r.to_vec().unwrap(), &b.to_vec().unwrap());
            // In f32 the recursive residual drifts from the true one by about cond(A) * eps.
            let bound = if T::DTYPE == gsci_core::DType::F32 {
                50.0 * rtol
            } else {
                1.01 * rtol
            };
            assert!(e <= bound, "{what}: relative residual {e:e}");
        }
    }
}

#[test]
fn fused_cg_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    cg_for::<f64, i32>(&dev, 64, false, None);
    cg_for::<f64, i32>(&dev, 64, true, None);
    cg_for::<f64, i64>(&dev, 33, false, None);
    cg_for::<f32, i32>(&dev, 31, false, None);
    cg_for::<f32, i64>(&dev, 31, true, None);
    // Below and above one convergence check, not multiples of the graph's 3 iterations.
    cg_for::<f64, i32>(&dev, 64, false, Some(7));
    cg_for::<f64, i32>(&dev, 64, true, Some(67));
    // Complex values take the host-vector path.
    cg_for::<Complex64, i32>(&dev, 16, false, None);
}

/// A dense symmetric positive definite matrix in CSR form: every row is long, so the fused CG
/// takes its warp-per-row SpMV kernels.
#[test]
fn fused_cg_long_rows_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    let cpu = Device::cpu();
    let n = 150;
    let mut r = Rng::new(21);
    let g: Vec<f64> = (0..n * n).map(|_| r.uniform()).collect();
    let mut dense = vec![0.0; n * n];
    for i in 0..n {
        for j in 0..n {
            let mut acc = if i == j { n as f64 } else { 0.0 };
            for k in 0..n {
                acc += g[k * n + i] * g[k * n + j];
            }
            dense[i * n + j] = acc;
        }
    }
    let a =
        CsrMatrix::<f64, i64>::from_dense(&Array::from_vec(dense, &[n, n], &cpu).unwrap()).unwrap();
    let ag = a.to_device(&dev).unwrap();
    let b = random_dense::<f64>(&[n], 4, &cpu);
    let (opc, opg) = (aslinearoperator(&a), aslinearoperator(&ag));
    let opts = || CgOptions {
        rtol: 1e-10,
        ..Default::default()
    };
    let (xc, ic) = cg(&opc, &b, opts()).unwrap();
    let (xg, ig) = cg(&opg, &b.to_device(&dev).unwrap(), opts()).unwrap();
    assert_eq!((ic, ig), (0, 0));
    assert!(rel_err(&xg.to_vec().unwrap(), &xc.to_vec().unwrap()) < 1e-8);
    let res = a.dot(&xg.to_device(&cpu).unwrap()).unwrap();
    assert!(rel_err(&res.to_vec().unwrap(), &b.to_vec().unwrap()) <= 1.01e-10);
}

#[test]
fn other_solvers_on_the_gpu() {
    let Some(dev) = gpu() else { return };
    let cpu = Device::cpu();
    let a = poisson::<i32, f64>(24, &cpu);
    let ag = a.to_device(&dev).unwrap();
    let n = 24 * 24;
    let b = random_dense::<f64>(&[n], 3, &cpu);
    let bg = b.to_device(&dev).unwrap();
    let (opc, opg) = (aslinearoperator(&a), aslinearoperator(&ag));
    let (xc, ic) = gmres(
        &opc,
        &b,
        GmresOptions {
            rtol: 1e-9,
            ..Default::default()
        },
    )
    .unwrap();
    let (xg, ig) = gmres(
        &opg,
        &bg,
        GmresOptions {
            rtol: 1e-9,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!((ic, ig), (0, 0));
    // The device GMRES orthogonalises with classical Gram-Schmidt (SciPy: modified), so the
    // iterates differ at the tolerance's level: compare residuals, and solutions loosely.
    let res = a.dot(&xg.to_device(&cpu).unwrap()).unwrap();
    assert!(rel_err(&res.to_vec().unwrap(), &b.to_vec().unwrap()) <= 1e-9);
    assert!(rel_err(&xg.to_vec().unwrap(), &xc.to_vec().unwrap()) < 1e-6);
    let (xc, ic) = bicgstab(
        &opc,
        &b,
        BicgstabOptions {
            rtol: 1e-9,
            ..Default::default()
        },
    )
    .unwrap();
    let (xg, ig) = bicgstab(
        &opg,
        &bg,
        BicgstabOptions {
            rtol: 1e-9,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!((ic, ig), (0, 0));
    assert!(rel_err(&xg.to_vec().unwrap(), &xc.to_vec().unwrap()) < 1e-8);
    // A callback forces the per-iteration path of the fused CG; it must see every iterate.
    let mut seen = 0;
    let (_, info) = cg(
        &opg,
        &bg,
        CgOptions {
            maxiter: Some(10),
            rtol: 1e-14,
            callback: Some(Box::new(|_x: &[f64]| seen += 1)),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!((info, seen), (10, 10));
}

fn gmres_device_for<T: SparseScalar, I: SparseIndex>(dev: &Device) {
    let cpu = Device::cpu();
    let grid = 20;
    let n = grid * grid;
    let a = poisson::<I, T>(grid, &cpu);
    let ag = a.to_device(dev).unwrap();
    let b = random_dense::<T>(&[n], 11, &cpu);
    let bg = b.to_device(dev).unwrap();
    let rtol = if T::DTYPE.itemsize() == 4 { 1e-4 } else { 1e-9 };
    for jac in [false, true] {
        let (mc, mg) = (jacobi(&a).unwrap(), jacobi(&ag).unwrap());
        let mut estimates = 0usize;
        let (xg, ig) = gmres(
            &aslinearoperator(&ag),
            &bg,
            GmresOptions {
                rtol,
                restart: Some(15),
                m: if jac { Some(&mg) } else { None },
                callback: Some(Box::new(|r: f64| {
                    assert!(r.is_finite());
                    estimates += 1;
                })),
                ..Default::default()
            },
        )
        .unwrap();
        let (xc, ic) = gmres(
            &aslinearoperator(&a),
            &b,
            GmresOptions {
                rtol,
                restart: Some(15),
                m: if jac { Some(&mc) } else { None },
                ..Default::default()
            },
        )
        .unwrap();
        assert_eq!((ic, ig), (0, 0), "{} jacobi={jac}", T::DTYPE);
        assert!(estimates > 15, "the callback ran {estimates} times");
        let res = a.dot(&xg.to_device(&cpu).unwrap()).unwrap();
        let err = rel_err(&res.to_vec().unwrap(), &b.to_vec().unwrap());
        assert!(err <= rtol * 1.01, "{} residual {err}", T::DTYPE);
        let sol = rel_err(&xg.to_vec().unwrap(), &xc.to_vec().unwrap());
        assert!(sol < 1e3 * rtol, "{} solutions differ by {sol}", T::DTYPE);
    }
    // Two restart cycles of 5 cannot reach 1e-12 on Poisson 20²: info = maxiter, as SciPy.
    let (_, info) = gmres(
        &aslinearoperator(&ag),
        &bg,
        GmresOptions {
            rtol: 1e-12,
            restart: Some(5),
            maxiter: Some(2),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(info, 2);
}

#[test]
fn device_gmres_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    gmres_device_for::<f64, i32>(&dev);
    gmres_device_for::<f64, i64>(&dev);
    gmres_device_for::<f32, i32>(&dev);
    gmres_device_for::<f32, i64>(&dev);
}

fn spgemm_for<T: SparseScalar, I: SparseIndex>(dev: &Device) {
    let cpu = Device::cpu();
    for (m, k, n, per_row, seed) in [(1, 1, 1, 1, 1), (33, 257, 31, 3, 2), (300, 200, 500, 5, 3)] {
        let a = random_matrix::<T, I>(m, k, per_row, seed, &cpu);
        let b = random_matrix::<T, I>(k, n, per_row, seed + 10, &cpu);
        let c = a.matmul(&b).unwrap();
        let (ag, bg) = (a.to_device(dev).unwrap(), b.to_device(dev).unwrap());
        let cg = ag.matmul(&bg).unwrap();
        assert_eq!(cg.device(), dev, "the product stays on the GPU");
        assert_eq!(cg.shape(), (m, n));
        let e = rel_err(
            &cg.toarray().unwrap().to_vec().unwrap(),
            &c.toarray().unwrap().to_vec().unwrap(),
        );
        assert!(
            e <= tol::<T>(),
            "{} {} {m}x{k}x{n}: {e:e}",
            T::DTYPE,
            I::DTYPE
        );
        // CSC operands, and A @ A with one operand (one cached descriptor).
        let ccg = ag.tocsc().unwrap().matmul(&bg.tocsc().unwrap()).unwrap();
        let e = rel_err(
            &ccg.toarray().unwrap().to_vec().unwrap(),
            &c.toarray().unwrap().to_vec().unwrap(),
        );
        assert!(e <= tol::<T>(), "csc {} {}: {e:e}", T::DTYPE, I::DTYPE);
    }
    let a = random_matrix::<T, I>(64, 64, 4, 9, &cpu);
    let ag = a.to_device(dev).unwrap();
    let e = rel_err(
        &ag.matmul(&ag).unwrap().toarray().unwrap().to_vec().unwrap(),
        &a.matmul(&a).unwrap().toarray().unwrap().to_vec().unwrap(),
    );
    assert!(e <= tol::<T>(), "A @ A {} {}: {e:e}", T::DTYPE, I::DTYPE);
    // The product then feeds SpMV on the GPU (its descriptor is built from the new arrays).
    let x = random_dense::<T>(&[64], 5, &cpu);
    let y = ag
        .matmul(&ag)
        .unwrap()
        .dot(&x.to_device(dev).unwrap())
        .unwrap();
    let yc = a.matmul(&a).unwrap().dot(&x).unwrap();
    assert!(rel_err(&y.to_vec().unwrap(), &yc.to_vec().unwrap()) <= tol::<T>() * 10.0);
}

#[test]
fn spgemm_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    spgemm_for::<f64, i32>(&dev);
    spgemm_for::<f32, i32>(&dev);
    spgemm_for::<Complex64, i32>(&dev);
    spgemm_for::<Complex32, i32>(&dev);
    spgemm_for::<f64, i64>(&dev);
    spgemm_for::<Complex32, i64>(&dev);
    // Poisson 128² squared: the size class of the benchmark.
    let cpu = Device::cpu();
    let p = poisson::<i32, f64>(128, &cpu);
    let pg = p.to_device(&dev).unwrap();
    let c = p.matmul(&p).unwrap();
    let cg = pg.matmul(&pg).unwrap();
    assert_eq!(cg.nnz(), c.nnz(), "no cancellation in Poisson squared");
    assert_eq!(cg.indptr().to_vec().unwrap(), c.indptr().to_vec().unwrap());
    assert_eq!(
        cg.indices().to_vec().unwrap(),
        c.indices().to_vec().unwrap()
    );
    assert!(rel_err(&cg.data().to_vec().unwrap(), &c.data().to_vec().unwrap()) <= 1e-14);
}

#[test]
fn extra_methods_and_solvers_gpu_vs_cpu() {
    let Some(dev) = gpu() else { return };
    let cpu = Device::cpu();
    let a = random_matrix::<f64, i32>(40, 30, 3, 21, &cpu);
    let ag = a.to_device(&dev).unwrap();
    let same = |g: &CsrMatrix<f64>, c: &CsrMatrix<f64>, what: &str| {
        assert_eq!(g.device(), &dev, "{what} stays on the GPU");
        assert_eq!(
            g.toarray().unwrap().to_vec().unwrap(),
            c.toarray().unwrap().to_vec().unwrap(),
            "{what}"
        );
    };
    same(
        &ag.row_slice(Some(3), None, 2).unwrap(),
        &a.row_slice(Some(3), None, 2).unwrap(),
        "row_slice",
    );
    same(
        &ag.select_cols(&[5, -1, 5]).unwrap(),
        &a.select_cols(&[5, -1, 5]).unwrap(),
        "select_cols",
    );
    same(&ag.power(2.0).unwrap(), &a.power(2.0).unwrap(), "power");
    same(
        &kronsum(
            &ag.select_cols(&[0, 1, 2])
                .unwrap()
                .row_slice(None, Some(3), 1)
                .unwrap(),
            &ag.row_slice(None, Some(2), 1)
                .unwrap()
                .col_slice(None, Some(2), 1)
                .unwrap(),
        )
        .unwrap(),
        &kronsum(
            &a.select_cols(&[0, 1, 2])
                .unwrap()
                .row_slice(None, Some(3), 1)
                .unwrap(),
            &a.row_slice(None, Some(2), 1)
                .unwrap()
                .col_slice(None, Some(2), 1)
                .unwrap(),
        )
        .unwrap(),
        "kronsum",
    );
    assert_eq!(
        ag.max(Some(0)).unwrap().to_vec().unwrap(),
        a.max(Some(0)).unwrap().to_vec().unwrap()
    );
    assert_eq!(
        norm(&ag, NormOrd::P(1.0), Some(1))
            .unwrap()
            .to_vec()
            .unwrap(),
        norm(&a, NormOrd::P(1.0), Some(1))
            .unwrap()
            .to_vec()
            .unwrap()
    );
    // cgs and lsqr/lsmr with the operator applied on the GPU.
    let p = poisson::<i32, f64>(12, &cpu);
    let pg = p.to_device(&dev).unwrap();
    let b = random_dense::<f64>(&[144], 8, &cpu);
    let (xc, ic) = cgs(
        &aslinearoperator(&p),
        &b,
        CgsOptions {
            rtol: 1e-10,
            ..Default::default()
        },
    )
    .unwrap();
    let (xg, ig) = cgs(
        &aslinearoperator(&pg),
        &b.to_device(&dev).unwrap(),
        CgsOptions {
            rtol: 1e-10,
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!((ic, ig), (0, 0));
    assert!(rel_err(&xg.to_vec().unwrap(), &xc.to_vec().unwrap()) < 1e-8);
    let opts = || LsqrOptions {
        atol: 1e-10,
        btol: 1e-10,
        ..Default::default()
    };
    let rc = lsqr(
        &aslinearoperator(&a),
        &random_dense::<f64>(&[40], 9, &cpu),
        opts(),
    )
    .unwrap();
    let rg = lsqr(
        &aslinearoperator(&ag),
        &random_dense::<f64>(&[40], 9, &dev),
        opts(),
    )
    .unwrap();
    assert_eq!(rc.istop, rg.istop);
    // Both stopped at atol = btol = 1e-10: a least-squares solution accepted there is accurate to
    // about cond(A)^2 * 1e-10 (the device's dot products sum in another order, so the iterates
    // are not bit-identical; 4.5e-8 seen for lsmr on the H200 with cond 22).
    let e = rel_err(&rg.x.to_vec().unwrap(), &rc.x.to_vec().unwrap());
    assert!(
        e < 10.0 * rc.acond.powi(2) * 1e-10,
        "lsqr x: {e:e}, acond {}",
        rc.acond
    );
    let lopts = || LsmrOptions {
        atol: 1e-10,
        btol: 1e-10,
        ..Default::default()
    };
    let rc = lsmr(
        &aslinearoperator(&a),
        &random_dense::<f64>(&[40], 9, &cpu),
        lopts(),
    )
    .unwrap();
    let rg = lsmr(
        &aslinearoperator(&ag),
        &random_dense::<f64>(&[40], 9, &dev),
        lopts(),
    )
    .unwrap();
    let e = rel_err(&rg.x.to_vec().unwrap(), &rc.x.to_vec().unwrap());
    assert!(
        e < 10.0 * rc.conda.powi(2) * 1e-10,
        "lsmr x: {e:e}, conda {}",
        rc.conda
    );
}
