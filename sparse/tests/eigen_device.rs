//! eigsh, svds and lobpcg on the GPU against the CPU backend (`GSCI_TEST_DEVICE=cuda`); skipped
//! (passing with a note) without it. `GSCI_SPARSE_SELFTEST=1` runs the comparisons CPU against
//! CPU, to check the tests themselves.

use crate::common;

use common::*;
use gsci_core::{Array, Complex64, Device};
use gsci_sparse::eigen::*;
use gsci_sparse::linalg::LinearOperator;
use gsci_sparse::{CsrMatrix, SparseScalar, diags, kron};

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

/// The 2-D Poisson matrix on an `mx` by `my` grid, on the CPU.
fn poisson2d(mx: usize, my: usize) -> CsrMatrix<f64> {
    let cpu = Device::cpu();
    let p1 = |m: usize| -> CsrMatrix<f64> {
        let d = [vec![-1.0; m - 1], vec![2.0; m], vec![-1.0; m - 1]];
        diags(&d, &[-1, 0, 1], Some((m, m)), &cpu).unwrap()
    };
    let (a, b) = (p1(mx), p1(my));
    let ia = gsci_sparse::identity::<f64, i32>(mx, &cpu).unwrap();
    let ib = gsci_sparse::identity::<f64, i32>(my, &cpu).unwrap();
    let k1 = kron(&ib, &a).unwrap();
    let k2 = kron(&b, &ia).unwrap();
    k1.add(&k2).unwrap()
}

fn hermitian_c128(n: usize) -> CsrMatrix<Complex64> {
    let cpu = Device::cpu();
    let (mut r, mut c, mut v) = (vec![], vec![], vec![]);
    for i in 0..n {
        r.push(i);
        c.push(i);
        v.push(Complex64::new(2.0 + (i % 5) as f64, 0.0));
        if i + 3 < n {
            let z = Complex64::new(0.5, 0.25 * ((i % 3) as f64 - 1.0));
            r.push(i);
            c.push(i + 3);
            v.push(z);
            r.push(i + 3);
            c.push(i);
            v.push(z.conj());
        }
    }
    CsrMatrix::from_triplets(&r, &c, &v, (n, n), &cpu).unwrap()
}

fn values<T: HermitianScalar>(r: &Eigsh<T>) -> Vec<f64> {
    r.eigenvalues
        .to_vec()
        .unwrap()
        .iter()
        .map(|x| x.re_f64())
        .collect()
}

fn compare<T: HermitianScalar>(
    a_cpu: &CsrMatrix<T>,
    dev: &Device,
    k: usize,
    which: Which,
    tol: f64,
    what: &str,
) {
    let a_gpu = a_cpu.to_device(dev).unwrap();
    let opts = EigshOptions {
        which,
        ..Default::default()
    };
    let want = eigsh(a_cpu, k, &opts).unwrap();
    // The CSR kernel path and the generic operator path.
    let got = eigsh(&a_gpu, k, &opts).unwrap();
    let e = rel_err(&values(&got), &values(&want));
    assert!(
        e < tol,
        "{what} {which:?}: GPU {:?} vs CPU {:?} ({e:e})",
        values(&got),
        values(&want)
    );
    let a2 = a_gpu.clone();
    let n = a_gpu.shape().0;
    let op = LinearOperator::<T>::new((n, n), dev, move |x| a2.dot(x));
    let got = eigsh(&op, k, &opts).unwrap();
    let e = rel_err(&values(&got), &values(&want));
    assert!(e < tol, "{what} {which:?} (operator): ({e:e})");
    // Eigenvectors: residual on the GPU result.
    let w = values(&got);
    let v = got.eigenvectors.unwrap();
    assert_eq!(v.device(), dev);
    let av = a_cpu
        .dot(&v.to_device(&Device::cpu()).unwrap())
        .unwrap()
        .to_vec()
        .unwrap();
    let vv = v.to_vec().unwrap();
    let scale = w.iter().fold(1.0f64, |m, x| m.max(x.abs()));
    for c in 0..k {
        let mut r2 = 0.0;
        for i in 0..n {
            let d = Complex64::new(
                av[i * k + c].re_f64() - w[c] * vv[i * k + c].re_f64(),
                av[i * k + c].im_f64() - w[c] * vv[i * k + c].im_f64(),
            );
            r2 += d.norm_sqr();
        }
        assert!(
            r2.sqrt() / scale < tol.sqrt(),
            "{what} {which:?}: residual of vector {c}: {:e}",
            r2.sqrt()
        );
    }
}

#[test]
fn eigsh_gpu_matches_cpu_f64() {
    let Some(dev) = gpu() else { return };
    let a = poisson2d(13, 17);
    for which in [Which::LM, Which::SA, Which::BE] {
        compare(&a, &dev, 6, which, 1e-10, "poisson f64");
    }
}

#[test]
fn eigsh_shift_invert_gpu_matches_cpu() {
    // sigma without OPinv: splu(A - sigma I) on the host, its solves on the device.
    let Some(dev) = gpu() else { return };
    let a = poisson2d(13, 17);
    let opts = EigshOptions::<f64> {
        sigma: Some(0.3),
        ..Default::default()
    };
    let want = eigsh(&a, 5, &opts).unwrap();
    let got = eigsh(&a.to_device(&dev).unwrap(), 5, &opts).unwrap();
    let e = rel_err(&values(&got), &values(&want));
    assert!(
        e < 1e-10,
        "shift-invert: GPU {:?} vs CPU {:?} ({e:e})",
        values(&got),
        values(&want)
    );
    assert_eq!(got.eigenvectors.unwrap().device(), &dev);
    let got = eigsh(&a.tocsc().unwrap().to_device(&dev).unwrap(), 5, &opts).unwrap();
    assert!(rel_err(&values(&got), &values(&want)) < 1e-10);
}

#[test]
fn eigsh_gpu_matches_cpu_f32() {
    let Some(dev) = gpu() else { return };
    let a = poisson2d(13, 17).astype::<f32>().unwrap();
    compare(&a, &dev, 4, Which::LA, 1e-5, "poisson f32");
}

#[test]
fn eigsh_gpu_matches_cpu_complex() {
    let Some(dev) = gpu() else { return };
    let a = hermitian_c128(150);
    compare(&a, &dev, 4, Which::LA, 1e-10, "hermitian c128");
    let a32 = a.astype::<gsci_core::Complex32>().unwrap();
    compare(&a32, &dev, 3, Which::SA, 1e-5, "hermitian c64");
}

#[test]
fn svds_and_lobpcg_gpu_match_cpu() {
    let Some(dev) = gpu() else { return };
    let cpu = Device::cpu();
    let (m, n) = (90, 60);
    let (mut r, mut c, mut v) = (vec![], vec![], vec![]);
    for i in 0..m {
        for j in [i % n, (i * 7 + 3) % n, (i * 13 + 5) % n] {
            r.push(i);
            c.push(j);
            v.push(1.0 + ((i + 2 * j) % 11) as f64 / 7.0);
        }
    }
    let a = CsrMatrix::<f64>::from_triplets(&r, &c, &v, (m, n), &cpu).unwrap();
    let want = svds(&a, 3, &SvdsOptions::default())
        .unwrap()
        .s
        .to_vec()
        .unwrap();
    let got = svds(&a.to_device(&dev).unwrap(), 3, &SvdsOptions::default()).unwrap();
    assert_eq!(got.s.device(), &dev);
    let e = rel_err(&got.s.to_vec().unwrap(), &want);
    assert!(e < 1e-10, "svds GPU vs CPU: {e:e}");

    let p = poisson2d(15, 15);
    let x0: Vec<f64> = (0..225 * 2)
        .map(|i| ((i * 7919) % 23) as f64 / 11.0 - 1.0)
        .collect();
    let opts = LobpcgOptions {
        largest: false,
        maxiter: Some(200),
        tol: Some(1e-8),
        ..Default::default()
    };
    let want = lobpcg(
        &p,
        &Array::from_vec(x0.clone(), &[225, 2], &cpu).unwrap(),
        &opts,
    )
    .unwrap();
    let got = lobpcg(
        &p.to_device(&dev).unwrap(),
        &Array::from_vec(x0, &[225, 2], &dev).unwrap(),
        &opts,
    )
    .unwrap();
    let e = rel_err(
        &got.eigenvalues.to_vec().unwrap(),
        &want.eigenvalues.to_vec().unwrap(),
    );
    assert!(e < 1e-9, "lobpcg GPU vs CPU: {e:e}");
}
