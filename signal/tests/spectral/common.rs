//! Shared helpers: golden data and comparisons.

use gsci_signal::{Array, Complex64, Device, FilterElement};
use ndarray::ArrayD;
use ndarray_npy::{NpzReader, ReadableElement};
use std::fs::File;
use std::path::PathBuf;

/// The environment variable naming another copy of signal/golden/data.
pub const GOLDEN_ENV: &str = "GSCI_SIGNAL_GOLDEN_DIR";

/// signal/golden/data: `$GSCI_SIGNAL_GOLDEN_DIR`, else where the crate was built, else
/// `signal/golden/data` under the current directory (a repository root).
pub fn golden_dir() -> PathBuf {
    if let Some(d) = std::env::var_os(GOLDEN_ENV).filter(|d| !d.is_empty()) {
        return PathBuf::from(d);
    }
    let built = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("golden/data");
    if built.is_dir() {
        built
    } else {
        PathBuf::from("signal/golden/data")
    }
}

pub struct Npz {
    reader: NpzReader<File>,
    names: Vec<String>,
}

impl Npz {
    pub fn open(name: &str) -> Npz {
        let path = golden_dir().join(name);
        let file = File::open(&path).unwrap_or_else(|e| {
            panic!(
                "{} cannot be opened ({e}); run signal/golden/generate_spectral.py",
                path.display()
            )
        });
        let mut reader = NpzReader::new(file).expect("npz");
        let names = reader
            .names()
            .expect("npz names")
            .into_iter()
            .map(|n| n.trim_end_matches(".npy").to_string())
            .collect();
        Npz { reader, names }
    }

    pub fn has(&self, key: &str) -> bool {
        self.names.iter().any(|n| n == key)
    }

    pub fn get<T: ReadableElement>(&mut self, key: &str) -> ArrayD<T> {
        self.reader
            .by_name(&format!("{key}.npy"))
            .unwrap_or_else(|e| panic!("{key}: {e}"))
    }

    pub fn vec<T: ReadableElement + Clone>(&mut self, key: &str) -> Vec<T> {
        self.get::<T>(key).iter().cloned().collect()
    }

    /// The distinct case prefixes `p<k>` present (keys `p<k>_...`), in order of k.
    pub fn cases(&self, p: &str) -> Vec<String> {
        let mut ks: Vec<usize> = self
            .names
            .iter()
            .filter_map(|n| n.strip_prefix(p))
            .filter_map(|r| r.split('_').next())
            .filter_map(|k| k.parse().ok())
            .collect();
        ks.sort_unstable();
        ks.dedup();
        ks.into_iter().map(|k| format!("{p}{k}")).collect()
    }
}

/// A golden array on a device.
pub fn to_device<T: FilterElement>(a: &ArrayD<T>, d: &Device) -> Array<T> {
    Array::from_ndarray(a, d).expect("from_ndarray")
}

/// max |out - ref| / max |ref|, in f64 (NaN if any difference is NaN).
pub fn rel_max(out: &[Complex64], reference: &[Complex64]) -> f64 {
    assert_eq!(out.len(), reference.len(), "lengths differ");
    let scale = reference.iter().map(|v| v.norm()).fold(0.0, f64::max);
    assert!(scale > 0.0, "all-zero reference");
    let err = out
        .iter()
        .zip(reference)
        .map(|(o, r)| (*o - *r).norm())
        .fold(
            0.0,
            |m: f64, e| if e.is_nan() { f64::NAN } else { m.max(e) },
        );
    err / scale
}

/// Widened to complex128.
pub fn widen<T: FilterElement>(a: &Array<T>) -> Vec<Complex64> {
    a.to_vec()
        .expect("to_vec")
        .into_iter()
        .map(|v| v.to_c64())
        .collect()
}

pub fn assert_close(ctx: &str, out: &[Complex64], reference: &[Complex64], tol: f64) {
    let e = rel_max(out, reference);
    if std::env::var_os("GSCI_SPECTRAL_VERBOSE").is_some() {
        eprintln!("{ctx}: {e:.3e}");
    }
    assert!(
        e <= tol,
        "{ctx}: error {e:.3e} > {tol:.1e} ({} elements)",
        out.len()
    );
}
