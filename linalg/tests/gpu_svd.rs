//! GPU SVD of matrices large enough for the `Xgesvdp` path (min(m, n) >= 256), with
//! GSCI_TEST_DEVICE=cuda (run on the H200; repeat with GSCI_SVD_ALGO=gesvdj and =gesvd to cover
//! the other two routines):
//!
//! ```sh
//! GSCI_TEST_DEVICE=cuda cargo test -p gsci-linalg --test suite gpu_svd::
//! ```
//!
//! Checks reconstruction (‖U S Vᴴ − A‖ / ‖A‖ ≤ 1e-13), orthogonality of U and V (which with
//! the reconstruction pins the singular values), their order and sign. Without a GPU the tests
//! print a note and pass.

use crate::common;
use common::*;
use gsci_core::{Array, Complex64, SliceArg, ufunc};
use gsci_linalg::*;

fn skip() -> bool {
    if !on_gpu() {
        eprintln!("skipped: set GSCI_TEST_DEVICE=cuda to run the GPU SVD paths");
    }
    !on_gpu()
}

/// The conjugate transpose of a matrix, on its device.
fn herm<T: LinalgScalar>(x: &Array<T>) -> Array<T> {
    ufunc::conj::<T>(&x.swapaxes(-1, -2).unwrap()).unwrap()
}

/// ‖Xᴴ X − I‖_F for the columns of x (m x k), the product on x's device.
fn orthogonality<T: LinalgScalar>(x: &Array<T>) -> f64 {
    let k = x.shape()[1];
    let g = matmul(&herm(x), x).unwrap().to_vec().unwrap();
    let mut s = 0.0;
    for i in 0..k {
        for j in 0..k {
            let want = if i == j { 1.0 } else { 0.0 };
            s += (to_c(g[i * k + j]) - Complex64::new(want, 0.0)).norm_sqr();
        }
    }
    s.sqrt()
}

/// Reconstruction, orthogonality and ordering checks of the device's SVD of `a` (CPU array);
/// the products run on the device.
fn svd_case<T: LinalgScalar>(a: &Array<T>, full: bool, what: &str) {
    let (m, n) = (a.shape()[0], a.shape()[1]);
    let k = m.min(n);
    let opts = SvdOptions {
        full_matrices: full,
        compute_uv: true,
    };
    let r = svd(&a.to_device(&dev()).unwrap(), &opts).unwrap();
    let (u, vh, s) = (r.u.unwrap(), r.vh.unwrap(), r.s);
    let (uc, vr) = if full { (m, n) } else { (k, k) };
    assert_eq!(u.shape(), &[m, uc], "{what}: U shape");
    assert_eq!(vh.shape(), &[vr, n], "{what}: Vh shape");
    let sv = s.to_vec().unwrap();
    assert!(
        sv.windows(2).all(|w| w[0] >= w[1]) && sv[k - 1] >= T::Re::from_f64(0.0),
        "{what}: singular values not sorted and non-negative"
    );
    let uk = u
        .slice(&[
            SliceArg::FULL,
            SliceArg::Range {
                start: Some(0),
                stop: Some(k as isize),
                step: 1,
            },
        ])
        .unwrap();
    let vhk = vh
        .slice(&[
            SliceArg::Range {
                start: Some(0),
                stop: Some(k as isize),
                step: 1,
            },
            SliceArg::FULL,
        ])
        .unwrap();
    let us: Array<T> = ufunc::multiply(&uk, s.reshape(&[1, k as isize]).unwrap()).unwrap();
    let rec = matmul(&us, &vhk).unwrap();
    let e = rel_err(&rec, &a.to_vec().unwrap());
    assert!(e <= 1e-13, "{what}: reconstruction error {e:e}");
    let ou = orthogonality(&u);
    let ov = orthogonality(&herm(&vh));
    assert!(
        ou <= 1e-12 && ov <= 1e-12,
        "{what}: orthogonality U {ou:e}, V {ov:e}"
    );
}

fn svd_for<T: LinalgScalar>() {
    let cpu = gsci_core::Device::cpu();
    let mut rng = Rng::new(21);
    for &(m, n) in &[(300, 260), (260, 300), (256, 256)] {
        let a = rng.array::<T>(&[m, n], &cpu);
        for full in [false, true] {
            svd_case(&a, full, &format!("{} {m}x{n} full {full}", T::DTYPE));
        }
    }
    // Rank-deficient (rank 128 of 256): Xgesvdp would perturb it; the result must stay accurate.
    let l = rng.array::<T>(&[256, 128], &cpu);
    let r = rng.array::<T>(&[128, 256], &cpu);
    let a = matmul(&l, &r).unwrap();
    svd_case(&a, false, &format!("{} rank 128 of 256", T::DTYPE));
}

#[test]
fn svd_large_gpu_f64() {
    if skip() {
        return;
    }
    svd_for::<f64>();
}

#[test]
fn svd_large_gpu_c128() {
    if skip() {
        return;
    }
    svd_for::<Complex64>();
}
