//! Bodies of the fuzz targets: each takes arbitrary bytes and must return without panicking
//! (errors are the expected outcome of most inputs). Compiled by the `gsci-fuzz` crate for
//! cargo-fuzz and, through `#[path]`, by `tests/tests/fuzz_bodies.rs`, which feeds them random
//! bytes with proptest on stable Rust.

use gsci_core::Device;
use gsci_core::user_kernels::{ElementwiseKernel, ReductionKernel};
use std::sync::atomic::{AtomicU64, Ordering};

/// Parses `data` as a Matrix Market file with `gsci_sparse::mmread` (as float64 and as
/// complex128, int32 and int64 indices). `mmread` reads a path, so the bytes go through a
/// temporary file of this process.
pub fn mmread(data: &[u8]) {
    static NEXT: AtomicU64 = AtomicU64::new(0);
    let path = std::env::temp_dir().join(format!(
        "gsci_fuzz_mmread_{}_{}.mtx",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    if std::fs::write(&path, data).is_err() {
        return;
    }
    let dev = Device::cpu();
    if let Ok(m) = gsci_sparse::mmread::<f64, i32>(&path, &dev) {
        // A matrix that parsed is a valid matrix: converting it must work.
        let _ = m.tocsr().expect("a matrix mmread accepted converts to CSR");
    }
    let _ = gsci_sparse::mmread::<f64, i64>(&path, &dev);
    let _ = gsci_sparse::mmread::<gsci_core::Complex64, i32>(&path, &dev);
    let _ = std::fs::remove_file(&path);
}

/// Splits `data` at NUL bytes into strings and defines user kernels from them: an
/// `ElementwiseKernel(in_params, out_params, operation, name)` and a `ReductionKernel` with
/// seven strings. Parsing the parameter lists (CuPy's `"T x, raw float32 y"`) runs in `new`.
pub fn user_kernel_params(data: &[u8]) {
    let parts: Vec<String> = data
        .split(|&b| b == 0)
        .map(|p| String::from_utf8_lossy(p).into_owned())
        .collect();
    let part = |i: usize| parts.get(i).map_or("", String::as_str);
    let _ = ElementwiseKernel::new(part(0), part(1), part(2), part(3));
    let _ = ReductionKernel::new(
        part(0),
        part(1),
        part(2),
        part(3),
        part(4),
        part(5),
        part(6),
    );
}
