//! Shared helpers: the golden files and the device under test.

use ndarray_npy::{NpzReader, ReadableElement};
use std::path::PathBuf;

/// `random/golden/<name>`: found through `CARGO_MANIFEST_DIR` at run time (the GPU machine
/// runs the binary from the package folder and sets it), the package folder as the current
/// directory, the repository root, and last the path compiled in.
pub fn golden_file(name: &str) -> PathBuf {
    let rel = PathBuf::from("golden").join(name);
    let candidates = [
        std::env::var_os("CARGO_MANIFEST_DIR").map(|d| PathBuf::from(d).join(&rel)),
        Some(rel.clone()),
        Some(PathBuf::from("random").join(&rel)),
        Some(PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(&rel)),
    ];
    candidates
        .into_iter()
        .flatten()
        .find(|p| p.is_file())
        .unwrap_or_else(|| panic!("random/golden/{name} not found"))
}

pub struct Npz(NpzReader<std::fs::File>);

impl Npz {
    pub fn open(name: &str) -> Npz {
        Npz(NpzReader::new(std::fs::File::open(golden_file(name)).unwrap()).unwrap())
    }
    pub fn get<T: ReadableElement + Clone>(&mut self, key: &str) -> Vec<T> {
        let a: ndarray::ArrayD<T> = self
            .0
            .by_name(&format!("{key}.npy"))
            .unwrap_or_else(|e| panic!("{key}: {e}"));
        a.iter().cloned().collect()
    }
}
