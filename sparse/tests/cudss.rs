//! The direct solvers through cuDSS on a GPU (`GSCI_TEST_DEVICE=cuda`, cuDSS's `lib` folder on
//! `LD_LIBRARY_PATH` or its file in `GSCI_CUDSS_LIB`), against the CPU backend: spsolve, splu
//! (trans N/T/H, batched right-hand sides, refactor with the same pattern), factorized and
//! eigsh's shift-invert for every value and index type; singular and structurally singular
//! matrices give SciPy's error. Without a GPU or without cuDSS the tests print why and pass,
//! unless `GSCI_REQUIRE_CUDSS=1`, where a missing cuDSS fails them. `GSCI_SPARSE_SELFTEST=1`
//! without a GPU runs them CPU against CPU (the host path), to check the tests themselves.

use crate::common;

use common::*;
use gsci_core::{Array, Complex32, Complex64, Device, Error};
use gsci_sparse::eigen::{EigshOptions, Which, eigsh};
use gsci_sparse::linalg::*;
use gsci_sparse::*;

fn required() -> bool {
    std::env::var("GSCI_REQUIRE_CUDSS").as_deref() == Ok("1")
}

/// The GPU under test when cuDSS is loaded; `None` (with the reason printed) otherwise.
fn cudss_device() -> Option<Device> {
    let dev = test_device();
    if dev.is_cpu() && std::env::var("GSCI_SPARSE_SELFTEST").as_deref() == Ok("1") {
        // The test logic itself, CPU against CPU (the host factorisation throughout).
        return Some(dev);
    }
    if dev.is_cpu() {
        assert!(
            !required(),
            "GSCI_REQUIRE_CUDSS=1 needs a GPU: set GSCI_TEST_DEVICE=cuda"
        );
        eprintln!("skipped: set GSCI_TEST_DEVICE=cuda (and load cuDSS) to test the cuDSS path");
        return None;
    }
    let info = cudss_info().unwrap();
    if !info.loaded {
        assert!(
            !required(),
            "GSCI_REQUIRE_CUDSS=1 but cuDSS did not load: put the lib folder of the \
             nvidia-cudss-cu13 wheel on LD_LIBRARY_PATH or set GSCI_CUDSS_LIB"
        );
        eprintln!(
            "skipped: cuDSS not loaded (LD_LIBRARY_PATH / GSCI_CUDSS_LIB); the host path is \
             tested by direct_device"
        );
        return None;
    }
    eprintln!("cuDSS {:?}", info.version);
    Some(dev)
}

/// The backend splu must use on `dev`.
fn backend(dev: &Device) -> &'static str {
    if dev.is_cpu() { "host" } else { "cudss" }
}

#[test]
fn cudss_info_names_the_library() {
    let info = cudss_info().unwrap();
    assert_eq!(info.name, "cuDSS");
    assert_eq!(info.loaded, info.version.is_some());
    if required() {
        assert!(info.loaded, "GSCI_REQUIRE_CUDSS=1 but cuDSS did not load");
    }
}

/// Triplets of a diagonally dominant nonsymmetric matrix, or (`hermitian`) a Hermitian
/// positive definite one, with about `per_row` off-diagonal entries per row.
struct Trip<T> {
    n: usize,
    rows: Vec<usize>,
    cols: Vec<usize>,
    vals: Vec<T>,
}

fn triplets<T: SparseScalar>(n: usize, per_row: usize, hermitian: bool, seed: u64) -> Trip<T> {
    let mut r = Rng::new(seed);
    let (mut rows, mut cols, mut vals) = (vec![], vec![], vec![]);
    for i in 0..n {
        rows.push(i);
        cols.push(i);
        vals.push(T::from_f64(2.0 * per_row as f64 + 2.0 + r.uniform()));
        for _ in 0..per_row {
            let j = r.below(n);
            if j == i {
                continue;
            }
            let v = T::from_parts(
                r.uniform() - 0.5,
                if T::IS_COMPLEX {
                    r.uniform() - 0.5
                } else {
                    0.0
                },
            );
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
    Trip {
        n,
        rows,
        cols,
        vals,
    }
}

impl<T: SparseScalar> Trip<T> {
    fn csr<I: SparseIndex>(&self, dev: &Device) -> CsrMatrix<T, I> {
        CsrMatrix::from_triplets(&self.rows, &self.cols, &self.vals, (self.n, self.n), dev).unwrap()
    }

    /// `‖op(A) X − B‖ / ‖B‖` on the host, for row-major `n × k` `x` and `b`.
    fn residual(&self, x: &[T], b: &[T], k: usize, trans: Trans) -> f64 {
        let mut ax = vec![T::zero(); self.n * k];
        for ((&i, &j), &v) in self.rows.iter().zip(&self.cols).zip(&self.vals) {
            let (r, c, v) = match trans {
                Trans::N => (i, j, v),
                Trans::T => (j, i, v),
                Trans::H => (j, i, v.conj()),
            };
            for q in 0..k {
                let t = ax[r * k + q] + v * x[c * k + q];
                ax[r * k + q] = t;
            }
        }
        rel_err(&ax, b)
    }
}

fn rhs<T: SparseScalar>(shape: &[usize], seed: u64, dev: &Device) -> Array<T> {
    let mut r = Rng::new(seed);
    let len = shape.iter().product();
    let v = (0..len)
        .map(|_| {
            T::from_parts(
                r.uniform() - 0.3,
                if T::IS_COMPLEX { r.uniform() } else { 0.0 },
            )
        })
        .collect();
    Array::from_vec(v, shape, dev).unwrap()
}

fn close<T: SparseScalar>(gpu: &Array<T>, cpu: &Array<T>, dev: &Device, tol: f64, what: &str) {
    assert_eq!(gpu.device(), dev, "{what}: result on the device");
    assert_eq!(gpu.shape(), cpu.shape(), "{what}: shape");
    let e = rel_err(&gpu.to_vec().unwrap(), &cpu.to_vec().unwrap());
    assert!(
        e <= tol,
        "{what}: cuDSS vs CPU relative error {e:e} > {tol:e}"
    );
}

/// Every path of one value and index type: `tol` bounds both the difference from the CPU and
/// the residual (1e-12 for f64 / c128 on these well-conditioned matrices, 1e-4 for f32 / c64).
fn every_path<T: SparseScalar, I: SparseIndex>(dev: &Device, tol: f64) {
    let cpu = Device::cpu();
    let n = 300;
    for hermitian in [false, true] {
        let what = format!("{} {} hermitian={hermitian}", T::DTYPE, I::DTYPE);
        let t = triplets::<T>(n, 5, hermitian, 11 + hermitian as u64);
        let (a, ga) = (t.csr::<I>(&cpu), t.csr::<I>(dev));
        // spsolve, 1-D and batched (n, 4), CSR and CSC.
        for shape in [vec![n], vec![n, 1], vec![n, 4]] {
            let k = shape.get(1).copied().unwrap_or(1);
            let b = rhs::<T>(&shape, 3, &cpu);
            let gb = b.to_device(dev).unwrap();
            let gx = spsolve(&ga, &gb).unwrap();
            close(
                &gx,
                &spsolve(&a, &b).unwrap(),
                dev,
                tol,
                &format!("spsolve {what} {shape:?}"),
            );
            let res = t.residual(&gx.to_vec().unwrap(), &b.to_vec().unwrap(), k, Trans::N);
            assert!(res <= tol, "spsolve {what} {shape:?}: residual {res:e}");
            let gx = spsolve(&ga.tocsc().unwrap(), &gb).unwrap();
            close(
                &gx,
                &spsolve(&a, &b).unwrap(),
                dev,
                tol,
                &format!("spsolve csc {what}"),
            );
        }
        // splu: held by cuDSS; solves with trans N/T/H, 1-D and 2-D.
        let glu = splu(&ga, SpluOptions::default()).unwrap();
        assert_eq!(
            glu.backend(),
            backend(dev),
            "{what}: splu on the GPU uses cuDSS"
        );
        assert!(
            glu.nnz() >= t.vals.len().min(n),
            "{what}: factor entries {}",
            glu.nnz()
        );
        let lu = splu(&a, SpluOptions::default()).unwrap();
        for trans in [Trans::N, Trans::T, Trans::H] {
            for shape in [vec![n], vec![n, 3]] {
                let k = shape.get(1).copied().unwrap_or(1);
                let b = rhs::<T>(&shape, 5, &cpu);
                let gx = glu.solve(&b.to_device(dev).unwrap(), trans).unwrap();
                close(
                    &gx,
                    &lu.solve(&b, trans).unwrap(),
                    dev,
                    tol,
                    &format!("splu.solve {trans:?} {what} {shape:?}"),
                );
                let res = t.residual(&gx.to_vec().unwrap(), &b.to_vec().unwrap(), k, trans);
                assert!(res <= tol, "splu.solve {trans:?} {what}: residual {res:e}");
            }
        }
        // The explicit factors, made on the host on demand, reproduce A: P_r A P_c = L U is
        // checked by the CPU tests; here they exist, live on the GPU and match the CPU's.
        glu.try_factors().unwrap();
        assert_eq!(glu.l().device(), dev);
        assert_eq!(glu.l().nnz(), lu.l().nnz(), "{what}: L");
        assert_eq!(
            glu.perm_c().to_vec().unwrap(),
            lu.perm_c().to_vec().unwrap()
        );
        // factorized.
        let f = factorized(&ga).unwrap();
        let b = rhs::<T>(&[n], 9, &cpu);
        close(
            &f(&b.to_device(dev).unwrap()).unwrap(),
            &spsolve(&a, &b).unwrap(),
            dev,
            tol,
            &format!("factorized {what}"),
        );
    }
}

#[test]
fn every_dtype_and_index_type_matches_the_cpu() {
    let Some(dev) = cudss_device() else { return };
    every_path::<f64, i32>(&dev, 1e-12);
    every_path::<f64, i64>(&dev, 1e-12);
    every_path::<Complex64, i32>(&dev, 1e-12);
    every_path::<Complex64, i64>(&dev, 1e-12);
    every_path::<f32, i32>(&dev, 1e-4);
    every_path::<f32, i64>(&dev, 1e-4);
    every_path::<Complex32, i32>(&dev, 1e-4);
    every_path::<Complex32, i64>(&dev, 1e-4);
}

/// 2-D Poisson on a `g × g` grid (5-point stencil, SPD).
fn poisson(g: usize) -> Trip<f64> {
    let n = g * g;
    let (mut rows, mut cols, mut vals) = (vec![], vec![], vec![]);
    for i in 0..g {
        for j in 0..g {
            let p = i * g + j;
            let mut push = |q: usize, v: f64| {
                rows.push(p);
                cols.push(q);
                vals.push(v);
            };
            push(p, 4.0);
            if i > 0 {
                push(p - g, -1.0);
            }
            if i + 1 < g {
                push(p + g, -1.0);
            }
            if j > 0 {
                push(p - 1, -1.0);
            }
            if j + 1 < g {
                push(p + 1, -1.0);
            }
        }
    }
    Trip {
        n,
        rows,
        cols,
        vals,
    }
}

#[test]
fn poisson_residual_is_below_1e12() {
    let Some(dev) = cudss_device() else { return };
    let t = poisson(96);
    let b = rhs::<f64>(&[t.n], 21, &Device::cpu());
    let gx = spsolve(&t.csr::<i32>(&dev), &b.to_device(&dev).unwrap()).unwrap();
    let res = t.residual(&gx.to_vec().unwrap(), &b.to_vec().unwrap(), 1, Trans::N);
    assert!(res <= 1e-12, "Poisson 96²: residual {res:e}");
    close(
        &gx,
        &spsolve(&t.csr::<i32>(&Device::cpu()), &b).unwrap(),
        &dev,
        1e-12,
        "Poisson",
    );
}

#[test]
fn refactor_reuses_the_pattern() {
    let Some(dev) = cudss_device() else { return };
    let cpu = Device::cpu();
    let n = 200;
    for hermitian in [false, true] {
        let t = triplets::<f64>(n, 4, hermitian, 31 + hermitian as u64);
        // Duplicates (the triplets may repeat a position) and a CSC input exercise the map.
        for csc in [false, true] {
            let ga = t.csr::<i32>(&dev);
            let mut glu = if csc {
                splu(&ga.tocsc().unwrap(), SpluOptions::default()).unwrap()
            } else {
                splu(&ga, SpluOptions::default()).unwrap()
            };
            assert_eq!(glu.backend(), backend(&dev));
            // New values, same pattern: scaled and shifted (stay Hermitian when A is).
            // The storage given to splu (entry order kept): its values and positions.
            let (indptr, indices, stored) = if csc {
                let c = ga.tocsc().unwrap();
                (
                    c.indptr().to_vec().unwrap(),
                    c.indices().to_vec().unwrap(),
                    c.data().to_vec().unwrap(),
                )
            } else {
                (
                    ga.indptr().to_vec().unwrap(),
                    ga.indices().to_vec().unwrap(),
                    ga.data().to_vec().unwrap(),
                )
            };
            let new: Vec<f64> = stored.iter().map(|v| 1.5 * v + 0.25 * v.abs()).collect();
            let (mut rows, mut cols) = (vec![], vec![]);
            for major in 0..n {
                for &minor in &indices[indptr[major] as usize..indptr[major + 1] as usize] {
                    let minor = minor as usize;
                    let (r, c) = if csc { (minor, major) } else { (major, minor) };
                    rows.push(r);
                    cols.push(c);
                }
            }
            let t2 = Trip {
                n,
                rows,
                cols,
                vals: new.clone(),
            };
            glu.refactor(&Array::from_vec(new, &[stored.len()], &dev).unwrap())
                .unwrap();
            assert_eq!(glu.backend(), backend(&dev));
            let b = rhs::<f64>(&[n, 2], 41, &cpu);
            for trans in [Trans::N, Trans::T] {
                let gx = glu.solve(&b.to_device(&dev).unwrap(), trans).unwrap();
                let res = t2.residual(&gx.to_vec().unwrap(), &b.to_vec().unwrap(), 2, trans);
                assert!(
                    res <= 1e-12,
                    "refactor csc={csc} {trans:?}: residual {res:e}"
                );
                close(
                    &gx,
                    &splu(&t2.csr::<i32>(&cpu), SpluOptions::default())
                        .unwrap()
                        .solve(&b, trans)
                        .unwrap(),
                    &dev,
                    1e-12,
                    "refactor vs CPU",
                );
            }
            // A shared factorisation (a clone) refactors into a fresh analysis, the clone keeps
            // the old values.
            let keep = glu.clone();
            let mut other = glu.clone();
            other
                .refactor(
                    &Array::from_vec(
                        if csc {
                            ga.tocsc().unwrap().data().to_vec().unwrap()
                        } else {
                            ga.data().to_vec().unwrap()
                        },
                        &[stored.len()],
                        &dev,
                    )
                    .unwrap(),
                )
                .unwrap();
            let x_keep = keep.solve(&b.to_device(&dev).unwrap(), Trans::N).unwrap();
            let x_other = other.solve(&b.to_device(&dev).unwrap(), Trans::N).unwrap();
            let r_keep = t2.residual(&x_keep.to_vec().unwrap(), &b.to_vec().unwrap(), 2, Trans::N);
            let r_other = t.residual(
                &x_other.to_vec().unwrap(),
                &b.to_vec().unwrap(),
                2,
                Trans::N,
            );
            assert!(
                r_keep <= 1e-12 && r_other <= 1e-12,
                "{r_keep:e} {r_other:e}"
            );
        }
    }
}

#[test]
fn wrong_refactor_values_are_errors() {
    let Some(dev) = cudss_device() else { return };
    let t = triplets::<f64>(50, 3, false, 51);
    let ga = t.csr::<i32>(&dev);
    let mut glu = splu(&ga, SpluOptions::default()).unwrap();
    let short = Array::from_vec(vec![1.0; 3], &[3], &dev).unwrap();
    assert!(matches!(
        glu.refactor(&short),
        Err(Error::ShapeMismatch { .. })
    ));
    if !dev.is_cpu() {
        let host =
            Array::from_vec(ga.data().to_vec().unwrap(), &[ga.nnz()], &Device::cpu()).unwrap();
        assert!(matches!(
            glu.refactor(&host),
            Err(Error::DeviceMismatch { .. })
        ));
    }
    // Singular new values: SciPy's error, and the factorisation is unchanged.
    let zeros = Array::from_vec(vec![0.0; ga.nnz()], &[ga.nnz()], &dev).unwrap();
    assert!(matches!(glu.refactor(&zeros), Err(Error::Singular { .. })));
    let b = rhs::<f64>(&[50], 1, &Device::cpu());
    let x = glu.solve(&b.to_device(&dev).unwrap(), Trans::N).unwrap();
    assert!(t.residual(&x.to_vec().unwrap(), &b.to_vec().unwrap(), 1, Trans::N) <= 1e-12);
    // Only splu's factorisations refactor.
    let mut ilu = ilu0(&ga).unwrap();
    assert!(matches!(
        ilu.refactor(&ga.data().copy().unwrap()),
        Err(Error::InvalidArgument { .. })
    ));
}

#[test]
fn singular_matrices_give_scipys_error() {
    let Some(dev) = cudss_device() else { return };
    let b2 = Array::from_vec(vec![1.0, 1.0], &[2], &dev).unwrap();
    // Numerically singular (symmetric, positive diagonal: the SPD attempt fails first).
    let a = CsrMatrix::<f64>::from_triplets(
        &[0, 0, 1, 1],
        &[0, 1, 0, 1],
        &[1.0, 2.0, 2.0, 4.0],
        (2, 2),
        &dev,
    )
    .unwrap();
    assert!(matches!(spsolve(&a, &b2), Err(Error::Singular { .. })));
    assert!(matches!(
        splu(&a, SpluOptions::default()),
        Err(Error::Singular { .. })
    ));
    // Structurally singular: an empty row, and an empty column.
    let b3 = Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &dev).unwrap();
    for (r, c) in [([0, 0, 2, 2], [0, 2, 0, 2]), ([0, 1, 1, 2], [0, 0, 2, 2])] {
        let a =
            CsrMatrix::<f64>::from_triplets(&r, &c, &[1.0, 2.0, 3.0, 5.0], (3, 3), &dev).unwrap();
        assert!(matches!(spsolve(&a, &b3), Err(Error::Singular { .. })));
        assert!(matches!(
            splu(&a, SpluOptions::default()),
            Err(Error::Singular { .. })
        ));
    }
    // Non-square and a wrong right-hand side.
    let r = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 2], &[1.0, 2.0], (2, 3), &dev).unwrap();
    assert!(matches!(spsolve(&r, &b2), Err(Error::InvalidShape { .. })));
    assert!(matches!(
        splu(&r, SpluOptions::default()),
        Err(Error::InvalidShape { .. })
    ));
    let id = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 1], &[2.0, 4.0], (2, 2), &dev).unwrap();
    assert!(matches!(
        spsolve(&id, &b3),
        Err(Error::ShapeMismatch { .. })
    ));
    // Sizes 1 and an indefinite symmetric matrix (positive diagonal, not positive definite).
    let one = CsrMatrix::<f64>::from_triplets(&[0], &[0], &[4.0], (1, 1), &dev).unwrap();
    let x = spsolve(&one, &Array::from_vec(vec![2.0], &[1], &dev).unwrap()).unwrap();
    assert_eq!(x.to_vec().unwrap(), vec![0.5]);
    let ind = CsrMatrix::<f64>::from_triplets(
        &[0, 0, 1, 1],
        &[0, 1, 0, 1],
        &[1.0, 3.0, 3.0, 1.0],
        (2, 2),
        &dev,
    )
    .unwrap();
    let x = spsolve(&ind, &Array::from_vec(vec![4.0, 4.0], &[2], &dev).unwrap()).unwrap();
    let x = x.to_vec().unwrap();
    assert!(
        (x[0] - 1.0).abs() < 1e-14 && (x[1] - 1.0).abs() < 1e-14,
        "{x:?}"
    );
}

#[test]
fn eigsh_shift_invert_factors_with_cudss() {
    let Some(dev) = cudss_device() else { return };
    let t = poisson(20);
    let opts = EigshOptions {
        sigma: Some(0.5),
        which: Which::LM,
        ..Default::default()
    };
    let cpu = eigsh(&t.csr::<i32>(&Device::cpu()), 4, &opts).unwrap();
    let gpu = eigsh(&t.csr::<i32>(&dev), 4, &opts).unwrap();
    let (c, g) = (
        cpu.eigenvalues.to_vec().unwrap(),
        gpu.eigenvalues.to_vec().unwrap(),
    );
    for (a, b) in c.iter().zip(&g) {
        assert!((a - b).abs() <= 1e-10 * a.abs().max(1.0), "{c:?} vs {g:?}");
    }
}
