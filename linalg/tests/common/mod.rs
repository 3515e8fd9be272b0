//! Helpers of gsci-linalg's integration tests: the test device, golden data, seeded matrices,
//! relative errors.
#![allow(dead_code)]

use gsci_core::{Array, Complex32, Complex64, Device, Element};
use gsci_linalg::LinalgScalar;
use ndarray::{ArrayD, IxDyn};
use ndarray_npy::{NpzReader, ReadableElement};
use std::fs::File;
use std::path::PathBuf;

/// The device the tests run on: `GSCI_TEST_DEVICE=cuda` (or `cuda:N`) selects a GPU, else CPU.
pub fn dev() -> Device {
    match std::env::var("GSCI_TEST_DEVICE") {
        Ok(s) if s.starts_with("cuda") => Device::parse(&s).expect("GSCI_TEST_DEVICE names a GPU"),
        _ => Device::cpu(),
    }
}

/// Whether the tests run on a GPU.
pub fn on_gpu() -> bool {
    dev().is_cuda()
}

pub struct Golden(NpzReader<File>);

/// Opens `linalg/tests/golden/<name>.npz`.
pub fn golden(name: &str) -> Golden {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.npz"));
    let f = File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    Golden(NpzReader::new(f).expect("npz"))
}

impl Golden {
    pub fn nd<T: ReadableElement>(&mut self, key: &str) -> ArrayD<T> {
        self.0
            .by_name(&format!("{key}.npy"))
            .unwrap_or_else(|e| panic!("{key}: {e}"))
    }
    /// An array from the archive, on the test device.
    pub fn arr<T: ReadableElement + Element>(&mut self, key: &str) -> Array<T> {
        Array::from_ndarray(&self.nd::<T>(key), &dev()).expect("upload")
    }
    /// An f64 array cast to `T` (complex types take the complex128 key), on the test device.
    pub fn arr_as<T: LinalgScalar>(&mut self, key: &str) -> Array<T> {
        if T::IS_COMPLEX {
            self.arr::<Complex64>(key).astype::<T>().unwrap()
        } else {
            self.arr::<f64>(key).astype::<T>().unwrap()
        }
    }
}

/// Relative error ‖got − want‖ / ‖want‖ (Frobenius, in f64).
pub fn rel_err<T: LinalgScalar>(got: &Array<T>, want: &[T]) -> f64 {
    let g = got.to_vec().unwrap();
    assert_eq!(g.len(), want.len(), "lengths differ");
    let (mut num, mut den) = (0.0f64, 0.0f64);
    for (x, y) in g.iter().zip(want) {
        let d = to_c(*x) - to_c(*y);
        num += d.norm_sqr();
        den += to_c(*y).norm_sqr();
    }
    if den == 0.0 {
        num.sqrt()
    } else {
        (num / den).sqrt()
    }
}

pub fn to_c<T: Element>(x: T) -> Complex64 {
    match x.to_scalar() {
        gsci_core::Scalar::Complex(re, im) => Complex64::new(re, im),
        gsci_core::Scalar::Float(f) => Complex64::new(f, 0.0),
        s => panic!("not a float: {s:?}"),
    }
}

/// Asserts shape and relative error against an ndarray.
pub fn assert_close<T: LinalgScalar>(what: &str, got: &Array<T>, want: &ArrayD<T>, tol: f64) {
    assert_eq!(got.shape(), want.shape(), "{what}: shape");
    let w: Vec<T> = want.iter().copied().collect();
    let e = rel_err(got, &w);
    assert!(e <= tol, "{what}: relative error {e:e} > {tol:e}");
}

/// Tolerance for direct algorithms on well-conditioned inputs.
pub fn tol<T: LinalgScalar>() -> f64 {
    match T::DTYPE {
        gsci_core::DType::F32 | gsci_core::DType::C64 => 2e-5,
        _ => 1e-12,
    }
}

/// Seeded SplitMix64 values in [-1, 1).
pub struct Rng(u64);
impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x9E3779B97F4A7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58476D1CE4E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D049BB133111EB);
        z ^= z >> 31;
        (z >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    }
    pub fn value<T: LinalgScalar>(&mut self) -> T {
        if T::IS_COMPLEX {
            T::from_scalar(gsci_core::Scalar::Complex(self.next(), self.next()))
        } else {
            T::from_f64(self.next())
        }
    }
    pub fn vec<T: LinalgScalar>(&mut self, n: usize) -> Vec<T> {
        (0..n).map(|_| self.value()).collect()
    }
    /// A random array of `shape` on `device`.
    pub fn array<T: LinalgScalar>(&mut self, shape: &[usize], device: &Device) -> Array<T> {
        let n = shape.iter().product();
        Array::from_vec(self.vec(n), shape, device).unwrap()
    }
}

/// Host matrix product of C-ordered (m x k) and (k x n), in complex128, as reference.
pub fn naive_matmul(
    a: &[Complex64],
    b: &[Complex64],
    m: usize,
    k: usize,
    n: usize,
) -> Vec<Complex64> {
    let mut c = vec![Complex64::new(0.0, 0.0); m * n];
    for i in 0..m {
        for p in 0..k {
            let x = a[i * k + p];
            for j in 0..n {
                c[i * n + j] += x * b[p * n + j];
            }
        }
    }
    c
}

/// The elements of an array as complex128, C order.
pub fn host_c<T: Element>(a: &Array<T>) -> Vec<Complex64> {
    a.to_vec().unwrap().into_iter().map(to_c).collect()
}

/// Relative error of complex128 host vectors.
pub fn rel_err_c(got: &[Complex64], want: &[Complex64]) -> f64 {
    let num: f64 = got.iter().zip(want).map(|(x, y)| (x - y).norm_sqr()).sum();
    let den: f64 = want.iter().map(|y| y.norm_sqr()).sum();
    if den == 0.0 {
        num.sqrt()
    } else {
        (num / den).sqrt()
    }
}

pub fn nd(shape: &[usize], v: Vec<f64>) -> ArrayD<f64> {
    ArrayD::from_shape_vec(IxDyn(shape), v).unwrap()
}

pub type C32 = Complex32;
