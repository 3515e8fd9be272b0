//! Shared helpers of gsci-sparse's tests: the device under test, golden-data lookup, and
//! relative errors.
#![allow(dead_code)]

use gsci_core::{Complex64, Device};
use gsci_sparse::SparseScalar;
use std::path::PathBuf;

/// The device under test: `GSCI_TEST_DEVICE=cuda` (or `cuda:N`) selects a GPU, else the CPU.
///
/// # Panics
/// When a GPU is asked for but cannot be opened (a GPU run must not silently test the CPU).
pub fn test_device() -> Device {
    match std::env::var("GSCI_TEST_DEVICE").as_deref().map(str::trim) {
        Ok("cuda") => Device::cuda(0).expect("GSCI_TEST_DEVICE=cuda but cuda:0 cannot be opened"),
        Ok(s) if s.starts_with("cuda:") => {
            Device::parse(s).expect("GSCI_TEST_DEVICE names a GPU that cannot be opened")
        }
        _ => Device::cpu(),
    }
}

/// A file of tests/golden: found through `GSCI_SPARSE_GOLDEN` (a folder), the package folder at
/// run time (`CARGO_MANIFEST_DIR`, set by gpu-run.sh on the lent GPU), the repository-relative
/// path, then the folder compiled in.
pub fn golden_path(name: &str) -> PathBuf {
    let candidates = [
        std::env::var_os("GSCI_SPARSE_GOLDEN").map(|d| PathBuf::from(d).join(name)),
        std::env::var_os("CARGO_MANIFEST_DIR")
            .map(|d| PathBuf::from(d).join("tests/golden").join(name)),
        Some(PathBuf::from("tests/golden").join(name)),
        Some(PathBuf::from("sparse/tests/golden").join(name)),
        Some(
            PathBuf::from(env!("CARGO_MANIFEST_DIR"))
                .join("tests/golden")
                .join(name),
        ),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|p| p.is_file())
        .unwrap_or_else(|| panic!("{name} not found: set GSCI_SPARSE_GOLDEN to its folder"))
}

/// `‖a − b‖ / ‖b‖` over complex values (absolute when `b` is zero).
pub fn rel_err<T: SparseScalar, U: SparseScalar>(a: &[T], b: &[U]) -> f64 {
    assert_eq!(a.len(), b.len(), "lengths differ");
    let (mut num, mut den) = (0.0f64, 0.0f64);
    for (x, y) in a.iter().zip(b) {
        let d = Complex64::new(x.re_f64() - y.re_f64(), x.im_f64() - y.im_f64());
        num += d.norm_sqr();
        den += y.re_f64().powi(2) + y.im_f64().powi(2);
    }
    if den == 0.0 {
        num.sqrt()
    } else {
        (num / den).sqrt()
    }
}

/// SplitMix64 inputs.
pub struct Rng(u64);
impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in [-1, 1).
    pub fn uniform(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 52) as f64 - 1.0
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}
