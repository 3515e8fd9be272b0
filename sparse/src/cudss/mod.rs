//! NVIDIA cuDSS (the sparse direct solver) for the direct solvers on CUDA devices: the raw FFI
//! loaded at run time ([`sys`]) and owned Rust values over its objects ([`safe`]).
//!
//! cuDSS is opt-in (`GSCI_CUDSS=1`, or `GSCI_CUDSS_LIB` naming the library) until this path
//! passes the GPU suite. The library is looked for once per process: the path in
//! `GSCI_CUDSS_LIB` when that is set,
//! else `libcudss.so.0` (cuDSS 0.x) then `libcudss.so.1` (cuDSS 1.x) through the dynamic loader
//! (`LD_LIBRARY_PATH`, ldconfig). When it cannot be loaded, the direct solvers use their host
//! factorisation, as on the CPU. With cuDSS 1.x, its reordering and symbolic factorisation run
//! on every host core through its OpenMP threading layer (`libcudss_mtlayer_gomp.so.1`, beside
//! the library) where that loads; `GSCI_CUDSS_THREADS` and `GSCI_CUDSS_REORDERING` change that
//! ([`safe::Tuning`]).

pub(crate) mod safe;
pub(crate) mod sys;

use gsci_core::info::LibraryInfo;
use gsci_core::{Error, Result};
use std::sync::OnceLock;

/// The loaded library, or why it could not be loaded (decided once per process).
pub(crate) fn lib() -> Result<&'static sys::Lib> {
    static LIB: OnceLock<std::result::Result<sys::Lib, String>> = OnceLock::new();
    LIB.get_or_init(|| {
        let lib_env = std::env::var("GSCI_CUDSS_LIB").ok();
        let flag = std::env::var("GSCI_CUDSS").ok();
        if !sys::opted_in(lib_env.as_deref(), flag.as_deref()) {
            return Err("not enabled: cuDSS is opt-in (set GSCI_CUDSS=1 or GSCI_CUDSS_LIB)".into());
        }
        sys::load(&sys::candidates(lib_env))
    })
    .as_ref()
    .map_err(|why| {
        Error::LibraryNotFound(format!(
            "cuDSS (libcudss.so.0 or libcudss.so.1, or the path in GSCI_CUDSS_LIB): {why}"
        ))
    })
}

/// Whether cuDSS loads, its version and the file loaded.
pub(crate) fn info() -> LibraryInfo {
    match lib() {
        Ok(l) => LibraryInfo {
            name: "cuDSS",
            loaded: true,
            version: Some(format!(
                "{}.{}.{} ({})",
                l.version.0, l.version.1, l.version.2, l.path
            )),
        },
        Err(_) => LibraryInfo {
            name: "cuDSS",
            loaded: false,
            version: None,
        },
    }
}
