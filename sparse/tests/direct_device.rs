//! The direct solvers on a GPU against the CPU backend (`GSCI_TEST_DEVICE=cuda`): spsolve,
//! splu (N/T/H), factorized, spsolve_triangular, spilu / ilu0 / ic0 for every value and index
//! type; results must live on the GPU. Without a GPU selected these tests print a note and pass
//! (`GSCI_SPARSE_SELFTEST=1` runs them CPU against CPU).

use crate::common;

use common::*;
use gsci_core::{Array, Complex32, Complex64, Device};
use gsci_sparse::linalg::*;
use gsci_sparse::*;

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

/// A diagonally dominant nonsymmetric matrix (`hermitian`: Hermitian positive definite) with
/// about `per_row` off-diagonal entries per row.
fn matrix<T: SparseScalar, I: SparseIndex>(
    n: usize,
    per_row: usize,
    hermitian: bool,
    seed: u64,
    dev: &Device,
) -> CsrMatrix<T, I> {
    let mut r = Rng::new(seed);
    let (mut rows, mut cols, mut vals) = (vec![], vec![], vec![]);
    for i in 0..n {
        rows.push(i);
        cols.push(i);
        vals.push(T::from_f64(2.0 * per_row as f64 + 2.0));
        for _ in 0..per_row {
            let j = r.below(n);
            if j == i {
                continue;
            }
            let v = T::from_parts(r.uniform(), if T::IS_COMPLEX { r.uniform() } else { 0.0 });
            rows.push(i);
            cols.push(j);
            vals.push(v);
            if hermitian {
                rows.push(j);
                cols.push(i);
                vals.push(v.conj());
            }
        }
    }
    CsrMatrix::from_triplets(&rows, &cols, &vals, (n, n), dev).unwrap()
}

fn rhs<T: SparseScalar>(shape: &[usize], seed: u64, dev: &Device) -> Array<T> {
    let mut r = Rng::new(seed);
    let len = shape.iter().product();
    let v = (0..len)
        .map(|_| T::from_parts(r.uniform(), if T::IS_COMPLEX { r.uniform() } else { 0.0 }))
        .collect();
    Array::from_vec(v, shape, dev).unwrap()
}

fn same<T: SparseScalar>(gpu: &Array<T>, cpu: &Array<T>, dev: &Device, tol: f64, what: &str) {
    assert_eq!(gpu.device(), dev, "{what}: result on the device");
    assert_eq!(gpu.shape(), cpu.shape(), "{what}: shape");
    let e = rel_err(&gpu.to_vec().unwrap(), &cpu.to_vec().unwrap());
    assert!(e <= tol, "{what}: GPU vs CPU relative error {e:e}");
}

fn run<T: SparseScalar, I: SparseIndex>(dev: &Device, tol: f64) {
    let cpu = Device::cpu();
    let n = 120;
    for hermitian in [false, true] {
        let a = matrix::<T, I>(n, 4, hermitian, 7 + hermitian as u64, &cpu);
        let ga = a.to_device(dev).unwrap();
        for shape in [vec![n], vec![n, 3]] {
            let b = rhs::<T>(&shape, 11, &cpu);
            let gb = b.to_device(dev).unwrap();
            let what = format!("{} {} hermitian={hermitian} {shape:?}", T::DTYPE, I::DTYPE);
            same(
                &spsolve(&ga, &gb).unwrap(),
                &spsolve(&a, &b).unwrap(),
                dev,
                tol,
                &format!("spsolve {what}"),
            );
            let (glu, lu) = (
                splu(&ga, SpluOptions::default()).unwrap(),
                splu(&a, SpluOptions::default()).unwrap(),
            );
            assert_eq!(glu.l().device(), dev);
            for t in [Trans::N, Trans::T, Trans::H] {
                same(
                    &glu.solve(&gb, t).unwrap(),
                    &lu.solve(&b, t).unwrap(),
                    dev,
                    tol,
                    &format!("splu {t:?} {what}"),
                );
            }
            let f = factorized(&ga).unwrap();
            same(
                &f(&gb).unwrap(),
                &lu.solve(&b, Trans::N).unwrap(),
                dev,
                tol,
                &format!("factorized {what}"),
            );
            let (gl, l) = (tril(&ga, 0).unwrap(), tril(&a, 0).unwrap());
            let o = SpsolveTriangularOptions::default();
            same(
                &spsolve_triangular(&gl, &gb, o).unwrap(),
                &spsolve_triangular(&l, &b, o).unwrap(),
                dev,
                tol,
                &format!("tri {what}"),
            );
            let gi = spilu(&ga, SpiluOptions::default()).unwrap();
            let ci = spilu(&a, SpiluOptions::default()).unwrap();
            same(
                &gi.solve(&gb, Trans::N).unwrap(),
                &ci.solve(&b, Trans::N).unwrap(),
                dev,
                tol,
                &format!("spilu {what}"),
            );
            let gi = ilu0(&ga).unwrap();
            let ci = ilu0(&a).unwrap();
            same(
                &gi.solve(&gb, Trans::H).unwrap(),
                &ci.solve(&b, Trans::H).unwrap(),
                dev,
                tol,
                &format!("ilu0 {what}"),
            );
            if hermitian {
                let gi = ic0(&ga).unwrap();
                let ci = ic0(&a).unwrap();
                same(
                    &gi.solve(&gb, Trans::N).unwrap(),
                    &ci.solve(&b, Trans::N).unwrap(),
                    dev,
                    tol,
                    &format!("ic0 {what}"),
                );
            }
        }
    }
}

#[test]
fn gpu_matches_cpu_f64() {
    let Some(dev) = gpu() else { return };
    run::<f64, i32>(&dev, 1e-12);
    run::<f64, i64>(&dev, 1e-12);
}

#[test]
fn gpu_matches_cpu_f32() {
    let Some(dev) = gpu() else { return };
    run::<f32, i32>(&dev, 1e-5);
    run::<f32, i64>(&dev, 1e-5);
}

#[test]
fn gpu_matches_cpu_complex() {
    let Some(dev) = gpu() else { return };
    run::<Complex64, i32>(&dev, 1e-12);
    run::<Complex32, i64>(&dev, 1e-5);
}

#[test]
fn gpu_singular_is_an_error() {
    let Some(dev) = gpu() else { return };
    let a = CsrMatrix::<f64>::from_triplets(
        &[0, 0, 1, 1],
        &[0, 1, 0, 1],
        &[1.0, 2.0, 2.0, 4.0],
        (2, 2),
        &dev,
    )
    .unwrap();
    let b = Array::from_vec(vec![1.0, 1.0], &[2], &dev).unwrap();
    assert!(matches!(
        spsolve(&a, &b),
        Err(gsci_core::Error::Singular { .. })
    ));
    assert!(matches!(
        splu(&a, SpluOptions::default()),
        Err(gsci_core::Error::Singular { .. })
    ));
}
