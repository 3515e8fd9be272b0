//! Stacks of small matrices on the GPU (our one-thread-per-matrix kernels for n <= 16, batched
//! cuBLAS above) against the CPU backend, with GSCI_TEST_DEVICE=cuda (run on the H200):
//!
//! ```sh
//! GSCI_TEST_DEVICE=cuda cargo test -p gsci-linalg --test suite gpu_small::
//! ```
//!
//! Without a GPU every test prints a note and passes.

use crate::common;
use common::*;
use gsci_core::{Array, Complex32, Complex64, Device, Error};
use gsci_linalg::*;

const ORDERS: [usize; 9] = [1, 2, 3, 4, 5, 8, 15, 16, 32];
const BATCH: usize = 19;

fn skip() -> bool {
    if !on_gpu() {
        eprintln!("skipped: set GSCI_TEST_DEVICE=cuda to compare the GPU with the CPU");
    }
    !on_gpu()
}

fn gpu<T: LinalgScalar>(a: &Array<T>) -> Array<T> {
    a.to_device(&dev()).unwrap()
}

fn check<T: LinalgScalar>(what: &str, cpu: &Array<T>, gpu: &Array<T>, tol: f64) {
    assert_eq!(cpu.shape(), gpu.shape(), "{what}: shapes");
    let e = rel_err(gpu, &cpu.to_vec().unwrap());
    assert!(
        e <= tol,
        "{what} ({}): GPU vs CPU relative error {e:e} > {tol:e}",
        T::DTYPE
    );
}

/// A well-conditioned batch with determinants of order 1: I plus random entries / n (diagonally
/// dominant).
fn batch_of<T: LinalgScalar>(rng: &mut Rng, n: usize) -> Vec<T> {
    let mut v = rng.vec::<T>(BATCH * n * n);
    let scale = T::from_f64(1.0 / n as f64);
    for m in v.chunks_mut(n * n) {
        for x in m.iter_mut() {
            *x *= scale;
        }
        for i in 0..n {
            m[i * n + i] += T::from_f64(1.0);
        }
    }
    v
}

fn lu_family_for<T: LinalgScalar>() {
    let cpu = Device::cpu();
    let mut rng = Rng::new(7);
    for n in ORDERS {
        let a = Array::from_vec(batch_of::<T>(&mut rng, n), &[BATCH, n, n], &cpu).unwrap();
        let b = rng.array::<T>(&[BATCH, n, 3], &cpu);
        let v = rng.array::<T>(&[n], &cpu);
        let tag = format!("n {n}");
        let t = tol::<T>();
        check(
            &format!("solve {tag}"),
            &solve(&a, &b).unwrap(),
            &solve(&gpu(&a), &gpu(&b)).unwrap(),
            t,
        );
        check(
            &format!("solve vector {tag}"),
            &solve(&a, &v).unwrap(),
            &solve(&gpu(&a), &gpu(&v)).unwrap(),
            t,
        );
        check(
            &format!("inv {tag}"),
            &inv(&a).unwrap(),
            &inv(&gpu(&a)).unwrap(),
            t,
        );
        check(
            &format!("det {tag}"),
            &det(&a).unwrap(),
            &det(&gpu(&a)).unwrap(),
            t,
        );
        let (s_c, l_c) = slogdet(&a).unwrap();
        let (s_g, l_g) = slogdet(&gpu(&a)).unwrap();
        check(&format!("slogdet sign {tag}"), &s_c, &s_g, t);
        check(&format!("slogdet log {tag}"), &l_c, &l_g, t);
        // A transposed (non-contiguous) stack and a broadcast one.
        let at = a.swapaxes(-1, -2).unwrap();
        check(
            &format!("inv transposed {tag}"),
            &inv(&at).unwrap(),
            &inv(&gpu(&a).swapaxes(-1, -2).unwrap()).unwrap(),
            t,
        );
        let a1 = a.slice_axis0(0);
        check(
            &format!("solve broadcast {tag}"),
            &solve(&a1, &b).unwrap(),
            &solve(&gpu(&a1), &gpu(&b)).unwrap(),
            t,
        );
    }
}

/// Slices `[i]` off the first axis, keeping it (shape `(1, n, n)`).
trait First {
    fn slice_axis0(&self, i: usize) -> Self;
}
impl<T: LinalgScalar> First for Array<T> {
    fn slice_axis0(&self, i: usize) -> Self {
        let n = self.shape()[1];
        let v = self.to_vec().unwrap()[i * n * n..(i + 1) * n * n].to_vec();
        Array::from_vec(v, &[1, n, n], self.device()).unwrap()
    }
}

/// Matrix `i` of a batch made singular (a zero row), matrix `j` given a NaN.
fn with_singular_and_nan<T: LinalgScalar>(
    v: &[T],
    n: usize,
    singular: Option<usize>,
    nan: Option<usize>,
) -> Array<T> {
    let mut v = v.to_vec();
    if let Some(i) = singular {
        let r = (n - 1) / 2;
        for c in 0..n {
            v[i * n * n + r * n + c] = T::zero();
        }
    }
    if let Some(j) = nan {
        v[j * n * n + (n * n) / 2] = T::from_f64(f64::NAN);
    }
    Array::from_vec(v, &[BATCH, n, n], &Device::cpu()).unwrap()
}

fn singular_and_nan_for<T: LinalgScalar>() {
    let mut rng = Rng::new(11);
    for n in ORDERS {
        let base = batch_of::<T>(&mut rng, n);
        let b = rng.array::<T>(&[BATCH, n, 1], &Device::cpu());
        // A singular member: solve and inv fail on both backends; det is 0 there, finite elsewhere.
        let a = with_singular_and_nan(&base, n, Some(5), None);
        assert!(
            matches!(solve(&gpu(&a), &gpu(&b)), Err(Error::Singular { .. })),
            "solve n {n}"
        );
        assert!(
            matches!(inv(&gpu(&a)), Err(Error::Singular { .. })),
            "inv n {n}"
        );
        assert!(
            matches!(solve(&a, &b), Err(Error::Singular { .. })),
            "cpu solve n {n}"
        );
        let d = det(&gpu(&a)).unwrap();
        check(
            &format!("det singular n {n}"),
            &det(&a).unwrap(),
            &d,
            tol::<T>(),
        );
        assert_eq!(
            d.to_vec().unwrap()[5],
            T::zero(),
            "det of the singular member, n {n}"
        );
        let (s, l) = slogdet(&gpu(&a)).unwrap();
        assert_eq!(s.to_vec().unwrap()[5], T::zero(), "slogdet sign, n {n}");
        assert_eq!(
            l.to_vec().unwrap()[5],
            T::from_f64(f64::NEG_INFINITY).re(),
            "slogdet log, n {n}"
        );
        // A NaN member: NaN results there, the rest as on the CPU, no error.
        let a = with_singular_and_nan(&base, n, None, Some(9));
        let x = solve(&gpu(&a), &gpu(&b)).unwrap().to_vec().unwrap();
        let xi = inv(&gpu(&a)).unwrap().to_vec().unwrap();
        let dd = det(&gpu(&a)).unwrap().to_vec().unwrap();
        let (s, l) = slogdet(&gpu(&a)).unwrap();
        let (s, l) = (s.to_vec().unwrap(), l.to_vec().unwrap());
        let clean = with_singular_and_nan(&base, n, None, None);
        let x_ref = solve(&clean, &b).unwrap().to_vec().unwrap();
        let inv_ref = inv(&clean).unwrap().to_vec().unwrap();
        let det_ref = det(&clean).unwrap().to_vec().unwrap();
        for m in 0..BATCH {
            let xs = &x[m * n..(m + 1) * n];
            let is = &xi[m * n * n..(m + 1) * n * n];
            if m == 9 {
                assert!(
                    xs.iter().all(|v| to_c(*v).re.is_nan()),
                    "solve NaN member, n {n}"
                );
                assert!(
                    is.iter().all(|v| to_c(*v).re.is_nan()),
                    "inv NaN member, n {n}"
                );
                assert!(
                    to_c(dd[m]).re.is_nan() && to_c(s[m]).re.is_nan(),
                    "det NaN, n {n}"
                );
                assert!(to_c(l[m]).re.is_nan(), "slogdet NaN, n {n}");
            } else {
                let gx = Array::from_vec(xs.to_vec(), &[n], &Device::cpu()).unwrap();
                let e = rel_err(&gx, &x_ref[m * n..(m + 1) * n]);
                assert!(e <= tol::<T>(), "solve member {m} n {n}: {e:e}");
                let gi = Array::from_vec(is.to_vec(), &[n * n], &Device::cpu()).unwrap();
                let e = rel_err(&gi, &inv_ref[m * n * n..(m + 1) * n * n]);
                assert!(e <= tol::<T>(), "inv member {m} n {n}: {e:e}");
                let e = (to_c(dd[m]) - to_c(det_ref[m])).norm() / to_c(det_ref[m]).norm();
                assert!(e <= tol::<T>(), "det member {m} n {n}: {e:e}");
            }
        }
        // Singular and NaN members together: the singular one still raises.
        let a = with_singular_and_nan(&base, n, Some(3), Some(9));
        assert!(
            matches!(solve(&gpu(&a), &gpu(&b)), Err(Error::Singular { .. })),
            "both, n {n}"
        );
    }
}

/// Hermitian positive definite batch: M M^H + n I.
fn hpd<T: LinalgScalar>(rng: &mut Rng, n: usize) -> Array<T> {
    let cpu = Device::cpu();
    let m = rng.array::<T>(&[BATCH, n, n], &cpu);
    let mv = m.to_vec().unwrap();
    let mut v = vec![T::zero(); BATCH * n * n];
    for b in 0..BATCH {
        let x = &mv[b * n * n..(b + 1) * n * n];
        for i in 0..n {
            for j in 0..n {
                let mut s = T::zero();
                for k in 0..n {
                    s += x[i * n + k] * x[j * n + k].conj();
                }
                v[b * n * n + i * n + j] = s;
            }
            v[b * n * n + i * n + i] =
                T::from_re(v[b * n * n + i * n + i].re()) + T::from_f64(n as f64);
        }
    }
    Array::from_vec(v, &[BATCH, n, n], &cpu).unwrap()
}

fn cholesky_for<T: LinalgScalar>() {
    let mut rng = Rng::new(13);
    for n in ORDERS {
        let a = hpd::<T>(&mut rng, n);
        for upper in [false, true] {
            let o = CholeskyOptions { upper };
            let what = format!("cholesky n {n} upper {upper}");
            check(
                &what,
                &cholesky(&a, &o).unwrap(),
                &cholesky(&gpu(&a), &o).unwrap(),
                tol::<T>(),
            );
            let o = ChoFactorOptions { lower: !upper };
            let (c_cpu, _) = cho_factor(&a, &o).unwrap();
            let (c_gpu, _) = cho_factor(&gpu(&a), &o).unwrap();
            check(
                &format!("cho_factor n {n} lower {}", !upper),
                &c_cpu,
                &c_gpu,
                tol::<T>(),
            );
        }
        // Member 4 not positive definite at order min(3, n).
        let mut v = a.to_vec().unwrap();
        let k = 2.min(n - 1);
        v[4 * n * n + k * n + k] = T::from_f64(-1.0);
        let bad = Array::from_vec(v, &[BATCH, n, n], &Device::cpu()).unwrap();
        match cholesky(&gpu(&bad), &CholeskyOptions::default()) {
            Err(Error::NotPositiveDefinite { order, .. }) => {
                assert_eq!(order, k + 1, "order of the failing minor, n {n}")
            }
            other => panic!("cholesky of a non-PD member, n {n}: {other:?}"),
        }
    }
}

#[test]
fn small_lu_family_gpu_vs_cpu() {
    if skip() {
        return;
    }
    lu_family_for::<f32>();
    lu_family_for::<f64>();
    lu_family_for::<Complex32>();
    lu_family_for::<Complex64>();
}

#[test]
fn small_singular_and_nan_members() {
    if skip() {
        return;
    }
    singular_and_nan_for::<f32>();
    singular_and_nan_for::<f64>();
    singular_and_nan_for::<Complex32>();
    singular_and_nan_for::<Complex64>();
}

#[test]
fn small_cholesky_gpu_vs_cpu() {
    if skip() {
        return;
    }
    cholesky_for::<f32>();
    cholesky_for::<f64>();
    cholesky_for::<Complex32>();
    cholesky_for::<Complex64>();
}
