//! Helpers shared by every test module of gsci-signal: where the golden data lies, reading
//! `.npz` cases, and putting golden arrays on a device.
#![allow(dead_code)] // each test binary uses a different subset

use gsci_signal::{Array, Device, Element};
use ndarray::ArrayD;
use ndarray_npy::{NpzReader, ReadableElement};
use std::fs::File;
use std::path::{Path, PathBuf};

/// The environment variable naming another copy of signal/golden/data.
pub const GOLDEN_ENV: &str = "GSCI_SIGNAL_GOLDEN_DIR";

/// Whether `dir` is signal's golden folder (its generator scripts lie beside it).
fn is_signal_golden(dir: &Path) -> bool {
    dir.is_dir()
        && dir
            .parent()
            .is_some_and(|p| p.join("generate_filtering.py").is_file())
}

/// signal/golden/data: `$GSCI_SIGNAL_GOLDEN_DIR`; else `golden/data` under the current
/// directory (the package folder, where cargo and gpu-run.sh run the tests) or
/// `signal/golden/data` under it (a repository root); only then the folder the crate was built
/// in (`CARGO_MANIFEST_DIR`, absent when the binary runs from a copy elsewhere).
pub fn golden_dir() -> PathBuf {
    if let Some(d) = std::env::var_os(GOLDEN_ENV).filter(|d| !d.is_empty()) {
        return PathBuf::from(d);
    }
    for rel in ["golden/data", "signal/golden/data"] {
        let p = PathBuf::from(rel);
        if is_signal_golden(&p) {
            return p;
        }
    }
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("golden/data")
}

/// One `.npz` file of golden data, read by key.
pub struct Npz {
    reader: NpzReader<File>,
    names: Vec<String>,
}

impl Npz {
    /// Opens `golden_dir()/name`; panics naming the path (and the scripts that write it).
    pub fn open(name: &str) -> Npz {
        let path = golden_dir().join(name);
        let file = File::open(&path).unwrap_or_else(|e| {
            panic!(
                "{} cannot be opened ({e}); signal/golden/generate_*.py write it (set {GOLDEN_ENV} \
                 to another copy)",
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

    /// Every key (without `.npy`).
    pub fn names(&self) -> &[String] {
        &self.names
    }

    pub fn has(&self, key: &str) -> bool {
        self.names.iter().any(|n| n == key)
    }

    pub fn get<T: ReadableElement>(&mut self, key: &str) -> ArrayD<T> {
        self.reader
            .by_name(&format!("{key}.npy"))
            .unwrap_or_else(|e| panic!("{key}: {e}"))
    }

    /// The array under `key` when it holds `T`s (None for another dtype or a missing key).
    pub fn try_get<T: ReadableElement>(&mut self, key: &str) -> Option<ArrayD<T>> {
        self.reader.by_name(&format!("{key}.npy")).ok()
    }

    pub fn vec<T: ReadableElement + Clone>(&mut self, key: &str) -> Vec<T> {
        self.get::<T>(key).iter().cloned().collect()
    }

    /// The first element of an int64 array.
    pub fn int(&mut self, key: &str) -> i64 {
        self.get::<i64>(key).iter().next().copied().expect("scalar")
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
pub fn to_device<T: Element>(a: &ArrayD<T>, d: &Device) -> Array<T> {
    Array::from_ndarray(a, d).expect("from_ndarray")
}
