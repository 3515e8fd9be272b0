//! Shared helpers: golden data of `stats/golden/data/*.npz` and comparisons.

use gsci_stats::{Array, Device, Result};
use ndarray_npy::NpzReader;
use std::fs::File;
use std::path::PathBuf;

/// The folder of the golden files: `$GSCI_STATS_GOLDEN_DIR`, else `golden/data` under the
/// current directory (the package folder under `cargo test`, also in a copy of the repository
/// at another path), else under `CARGO_MANIFEST_DIR` (the build's checkout).
pub fn data_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("GSCI_STATS_GOLDEN_DIR") {
        return PathBuf::from(d);
    }
    let here = PathBuf::from("golden/data");
    if here.join("dist.npz").is_file() {
        return here;
    }
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("golden/data")
}

/// One golden file.
pub struct Golden(NpzReader<File>);

impl Golden {
    pub fn open(name: &str) -> Golden {
        let p = data_dir().join(name);
        Golden(NpzReader::new(File::open(&p).unwrap_or_else(|e| panic!("{p:?}: {e}"))).unwrap())
    }
    /// The array `key` as (data in C order, shape).
    pub fn get(&mut self, key: &str) -> (Vec<f64>, Vec<usize>) {
        let a: ndarray::ArrayD<f64> = self
            .0
            .by_name(&format!("{key}.npy"))
            .unwrap_or_else(|e| panic!("golden key {key}: {e}"));
        (a.iter().copied().collect(), a.shape().to_vec())
    }
    /// The array `key` on `dev`.
    pub fn array(&mut self, key: &str, dev: &Device) -> Array<f64> {
        let (v, s) = self.get(key);
        Array::from_vec(v, &s, dev).unwrap()
    }
}

/// `got` is within `rtol` of `want`: elementwise relative to `max(|want_i|, max|want| * 1e-3)`
/// (values much smaller than the array's scale are compared at the array's scale); NaN must
/// meet NaN and infinities must be equal.
pub fn assert_close(what: &str, got: &[f64], want: &[f64], rtol: f64) {
    assert_eq!(
        got.len(),
        want.len(),
        "{what}: length {} vs {}",
        got.len(),
        want.len()
    );
    let scale = want
        .iter()
        .filter(|v| v.is_finite())
        .fold(0.0f64, |m, v| m.max(v.abs()));
    for (i, (&g, &w)) in got.iter().zip(want).enumerate() {
        if w.is_nan() || g.is_nan() {
            assert!(w.is_nan() && g.is_nan(), "{what}[{i}]: got {g}, want {w}");
            continue;
        }
        if w.is_infinite() || g.is_infinite() {
            assert_eq!(g, w, "{what}[{i}]");
            continue;
        }
        let tol = rtol * w.abs().max(scale * 1e-3).max(f64::MIN_POSITIVE);
        assert!(
            (g - w).abs() <= tol,
            "{what}[{i}]: got {g:e}, want {w:e} (rel err {:e}, rtol {rtol:e})",
            (g - w).abs() / w.abs().max(f64::MIN_POSITIVE)
        );
    }
}

/// Runs `f` on the CPU against golden `key` at `rtol`, and on the test device (a GPU under
/// `GSCI_TEST_DEVICE=cuda`) against the CPU result at `gpu_rtol`.
pub fn check<F>(g: &mut Golden, key: &str, rtol: f64, f: F)
where
    F: Fn(&mut Golden, &Device) -> Result<Array<f64>>,
{
    let (want, shape) = g.get(key);
    let cpu = f(g, &Device::cpu()).unwrap_or_else(|e| panic!("{key}: {e}"));
    assert_eq!(
        cpu.size(),
        want.len(),
        "{key}: shape {:?} vs {shape:?}",
        cpu.shape()
    );
    let got = cpu.to_vec().unwrap();
    assert_close(key, &got, &want, rtol);
    let dev = gsci_tests::test_device();
    if !matches!(dev.backend(), gsci_stats::gsci_core::Backend::Cpu) {
        let gpu = f(g, &dev).unwrap_or_else(|e| panic!("{key} on {dev:?}: {e}"));
        assert_close(
            &format!("{key} (GPU vs CPU)"),
            &gpu.to_vec().unwrap(),
            &got,
            1e-12,
        );
    }
}
