//! Shared helpers of the morphology / measurements / distance tests: the device under test and
//! the SciPy golden file (tests/golden/morph/morph_golden.npz, from generate.py there).
#![allow(dead_code)]

use gsci_core::{Array, Device, Element};
use ndarray::{ArrayD, IxDyn, OwnedRepr};
use ndarray_npy::{NpzReader, ReadableElement};
use std::path::PathBuf;

/// `GSCI_TEST_DEVICE=cuda` (or `cuda:N`) selects a GPU; anything else the CPU.
pub fn test_device() -> Device {
    match std::env::var("GSCI_TEST_DEVICE").as_deref().map(str::trim) {
        Ok("cuda") => Device::cuda(0).expect("GSCI_TEST_DEVICE=cuda but cuda:0 cannot be opened"),
        Ok(s) if s.starts_with("cuda:") => {
            Device::parse(s).expect("GSCI_TEST_DEVICE names a GPU that cannot be opened")
        }
        _ => Device::cpu(),
    }
}

fn golden_file() -> PathBuf {
    let candidates = [
        std::env::var_os("GSCI_NDIMAGE_MORPH_GOLDEN").map(PathBuf::from),
        std::env::var_os("CARGO_MANIFEST_DIR")
            .map(|d| PathBuf::from(d).join("tests/golden/morph/morph_golden.npz")),
        Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/golden/morph/morph_golden.npz")),
        Some(PathBuf::from("tests/golden/morph/morph_golden.npz")),
        Some(PathBuf::from("ndimage/tests/golden/morph/morph_golden.npz")),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|p| p.is_file())
        .expect("morph_golden.npz not found: set GSCI_NDIMAGE_MORPH_GOLDEN to its path")
}

pub struct Golden(NpzReader<std::fs::File>);

impl Golden {
    pub fn open() -> Self {
        Golden(NpzReader::new(std::fs::File::open(golden_file()).unwrap()).unwrap())
    }
    pub fn get<T: ReadableElement>(&mut self, name: &str) -> ArrayD<T> {
        self.0
            .by_name::<OwnedRepr<T>, IxDyn>(name)
            .unwrap_or_else(|e| panic!("{name}: {e}"))
    }
    pub fn array<T: ReadableElement + Element>(&mut self, name: &str, dev: &Device) -> Array<T> {
        Array::from_ndarray(&self.get::<T>(name), dev).unwrap()
    }
    /// A uint8 0/1 array as booleans.
    pub fn bools(&mut self, name: &str, dev: &Device) -> Array<bool> {
        let a = self.get::<u8>(name);
        let v: Vec<bool> = a.iter().map(|&x| x != 0).collect();
        Array::from_vec(v, a.shape(), dev).unwrap()
    }
    pub fn vec<T: ReadableElement + Clone>(&mut self, name: &str) -> Vec<T> {
        self.get::<T>(name).iter().cloned().collect()
    }
}

pub fn check_bool(got: &Array<bool>, g: &mut Golden, name: &str) {
    let want = g.get::<u8>(name);
    assert_eq!(got.shape(), want.shape(), "{name}: shape");
    let gv = got.to_vec().unwrap();
    let bad = gv
        .iter()
        .zip(want.iter())
        .filter(|(a, b)| **a != (**b != 0))
        .count();
    assert_eq!(bad, 0, "{name}: {bad} elements differ");
}

pub fn check_f64(got: &[f64], want: &[f64], tol: f64, name: &str) {
    assert_eq!(got.len(), want.len(), "{name}: length");
    for (i, (a, b)) in got.iter().zip(want).enumerate() {
        let ok = (a.is_nan() && b.is_nan()) || a == b || (a - b).abs() <= tol * (1.0 + b.abs());
        assert!(ok, "{name}[{i}]: got {a}, want {b}");
    }
}
