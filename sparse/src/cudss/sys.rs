//! Raw FFI of NVIDIA cuDSS, loaded at run time with `libloading` (cudarc does not bind it).
//!
//! Only the calls gsci makes are bound. Two ABIs are known: cuDSS 0.7 (`libcudss.so.0`), whose
//! `cudssMatrixCreateCsr` takes one index type, and cuDSS 0.8 / 1.0 (`libcudss.so.0` for 0.8,
//! `libcudss.so.1` for 1.0), whose `cudssMatrixCreateCsr` takes an offset type before it. Every
//! other enum value gsci passes (phases, data parameters `INFO`, `LU_NNZ`, `NPIVOTS`, matrix
//! types and views, index base, layouts, status codes 0-6) is the same in both headers; gsci sets
//! no configuration parameter, whose numbering differs between them.
#![deny(unsafe_op_in_unsafe_fn)]

use std::ffi::{c_int, c_void};

/// `cudssHandle_t`.
pub(crate) type RawHandle = *mut c_void;
/// `cudssConfig_t`.
pub(crate) type RawConfig = *mut c_void;
/// `cudssData_t`.
pub(crate) type RawData = *mut c_void;
/// `cudssMatrix_t`.
pub(crate) type RawMatrix = *mut c_void;
/// `cudssStatus_t` (a C enum, passed as `int`).
pub(crate) type Status = c_int;

pub(crate) const STATUS_SUCCESS: Status = 0;
pub(crate) const STATUS_ALLOC_FAILED: Status = 2;

/// `cudssPhase_t` values (the same in 0.7 and 1.0).
pub(crate) const PHASE_ANALYSIS: c_int = 0b11;
pub(crate) const PHASE_FACTORIZATION: c_int = 1 << 2;
pub(crate) const PHASE_SOLVE: c_int = 0b11_1111 << 4;

/// `cudssDataParam_t` values (the same in 0.7 and 1.0).
pub(crate) const DATA_INFO: c_int = 0;
pub(crate) const DATA_LU_NNZ: c_int = 1;
pub(crate) const DATA_NPIVOTS: c_int = 2;

/// `cudssMatrixType_t` (the types gsci uses; 1 and 2 are symmetric and Hermitian indefinite).
pub(crate) const MTYPE_GENERAL: c_int = 0;
pub(crate) const MTYPE_SPD: c_int = 3;
pub(crate) const MTYPE_HPD: c_int = 4;
/// `cudssMatrixViewType_t::CUDSS_MVIEW_FULL`.
pub(crate) const MVIEW_FULL: c_int = 0;
/// `cudssIndexBase_t::CUDSS_BASE_ZERO`.
pub(crate) const BASE_ZERO: c_int = 0;
/// `cudssLayout_t::CUDSS_LAYOUT_COL_MAJOR`.
pub(crate) const LAYOUT_COL_MAJOR: c_int = 0;

/// `cudssConfigParam_t` values of cuDSS 1.x (`cudss_data_types.h` of 1.0.0), the only
/// configuration parameters gsci sets, and only on cuDSS 1.x.
pub(crate) const CONFIG_REORDERING_ALG: c_int = 0;
pub(crate) const CONFIG_HOST_NTHREADS: c_int = 14;
/// `cudssReorderingAlg_t` of cuDSS 1.x: `DEFAULT` (nested dissection), `BTF_COLAMD`, `COLAMD`,
/// `AMD`, `NESTED_DISSECTION`.
pub(crate) const REORDERING_DEFAULT: c_int = 0;
pub(crate) const REORDERING_AMD: c_int = 3;

/// `cudaDataType_t` values (library_types.h).
pub(crate) const CUDA_R_32F: c_int = 0;
pub(crate) const CUDA_R_64F: c_int = 1;
pub(crate) const CUDA_C_32F: c_int = 4;
pub(crate) const CUDA_C_64F: c_int = 5;
pub(crate) const CUDA_R_32I: c_int = 10;

/// `libraryPropertyType` values.
const MAJOR_VERSION: c_int = 0;
const MINOR_VERSION: c_int = 1;
const PATCH_LEVEL: c_int = 2;

/// The name of a cuDSS status code, as in `cudss.h`.
pub(crate) fn status_name(s: Status) -> String {
    match s {
        0 => "CUDSS_STATUS_SUCCESS".into(),
        1 => "CUDSS_STATUS_NOT_INITIALIZED".into(),
        2 => "CUDSS_STATUS_ALLOC_FAILED".into(),
        3 => "CUDSS_STATUS_INVALID_VALUE".into(),
        4 => "CUDSS_STATUS_NOT_SUPPORTED".into(),
        5 => "CUDSS_STATUS_EXECUTION_FAILED".into(),
        6 => "CUDSS_STATUS_INTERNAL_ERROR".into(),
        7 => "CUDSS_STATUS_IR_FAILED".into(),
        other => format!("cudssStatus_t({other})"),
    }
}

/// Which `cudssMatrixCreateCsr` signature the loaded library has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Abi {
    /// cuDSS 0.7: `(.., colIndices, values, indexType, valueType, ..)`.
    V0_7,
    /// cuDSS 0.8 and 1.x: `(.., colIndices, values, offsetType, indexType, valueType, ..)`.
    V0_8,
}

/// The ABI of a cuDSS version, or why gsci refuses it.
pub(crate) fn abi_of(version: (i32, i32, i32)) -> Result<Abi, String> {
    match version {
        (0, 7, _) => Ok(Abi::V0_7),
        (0, m, _) if m >= 8 => Ok(Abi::V0_8),
        (1, _, _) => Ok(Abi::V0_8),
        (a, b, c) => Err(format!(
            "cuDSS {a}.{b}.{c} is not supported (gsci knows the API of cuDSS 0.7, 0.8 and 1.x)"
        )),
    }
}

type FnCreate = unsafe extern "C" fn(*mut RawHandle) -> Status;
type FnDestroy = unsafe extern "C" fn(RawHandle) -> Status;
type FnSetStream = unsafe extern "C" fn(RawHandle, *mut c_void) -> Status;
type FnConfigCreate = unsafe extern "C" fn(*mut RawConfig) -> Status;
type FnConfigDestroy = unsafe extern "C" fn(RawConfig) -> Status;
type FnDataCreate = unsafe extern "C" fn(RawHandle, *mut RawData) -> Status;
type FnDataDestroy = unsafe extern "C" fn(RawHandle, RawData) -> Status;
type FnDataGet =
    unsafe extern "C" fn(RawHandle, RawData, c_int, *mut c_void, usize, *mut usize) -> Status;
type FnDataSet = unsafe extern "C" fn(RawHandle, RawData, c_int, *mut c_void, usize) -> Status;
type FnExecute = unsafe extern "C" fn(
    RawHandle,
    c_int,
    RawConfig,
    RawData,
    RawMatrix,
    RawMatrix,
    RawMatrix,
) -> Status;
type FnMatrixCreateDn =
    unsafe extern "C" fn(*mut RawMatrix, i64, i64, i64, *mut c_void, c_int, c_int) -> Status;
type FnMatrixCreateCsr07 = unsafe extern "C" fn(
    *mut RawMatrix,
    i64,
    i64,
    i64,
    *mut c_void,
    *mut c_void,
    *mut c_void,
    *mut c_void,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
) -> Status;
type FnMatrixCreateCsr08 = unsafe extern "C" fn(
    *mut RawMatrix,
    i64,
    i64,
    i64,
    *mut c_void,
    *mut c_void,
    *mut c_void,
    *mut c_void,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
    c_int,
) -> Status;
type FnMatrixDestroy = unsafe extern "C" fn(RawMatrix) -> Status;
type FnMatrixSetValues = unsafe extern "C" fn(RawMatrix, *mut c_void) -> Status;
type FnGetProperty = unsafe extern "C" fn(c_int, *mut c_int) -> Status;
type FnConfigSet = unsafe extern "C" fn(RawConfig, c_int, *const c_void, usize) -> Status;
type FnSetThreadingLayer = unsafe extern "C" fn(RawHandle, *const std::ffi::c_char) -> Status;

/// The symbols gsci resolves, in the order of [`Lib`]'s fields.
pub(crate) const SYMBOLS: [&str; 15] = [
    "cudssCreate",
    "cudssDestroy",
    "cudssSetStream",
    "cudssConfigCreate",
    "cudssConfigDestroy",
    "cudssDataCreate",
    "cudssDataDestroy",
    "cudssDataGet",
    "cudssDataSet",
    "cudssExecute",
    "cudssMatrixCreateDn",
    "cudssMatrixCreateCsr",
    "cudssMatrixDestroy",
    "cudssMatrixSetValues",
    "cudssGetProperty",
];

/// `cudssMatrixCreateCsr` in the loaded library's ABI.
#[derive(Clone, Copy)]
pub(crate) enum CreateCsr {
    V0_7(FnMatrixCreateCsr07),
    V0_8(FnMatrixCreateCsr08),
}

/// The loaded library and its entry points. The `Library` is kept alive for the life of the
/// process (the value lives in a `static`), so the function pointers stay valid.
pub(crate) struct Lib {
    _lib: libloading::Library,
    /// The file that was loaded.
    pub path: String,
    /// `major.minor.patch` as the library reports it.
    pub version: (i32, i32, i32),
    pub create: FnCreate,
    pub destroy: FnDestroy,
    pub set_stream: FnSetStream,
    pub config_create: FnConfigCreate,
    pub config_destroy: FnConfigDestroy,
    pub data_create: FnDataCreate,
    pub data_destroy: FnDataDestroy,
    pub data_get: FnDataGet,
    pub data_set: FnDataSet,
    pub execute: FnExecute,
    pub matrix_create_dn: FnMatrixCreateDn,
    pub matrix_create_csr: CreateCsr,
    pub matrix_destroy: FnMatrixDestroy,
    pub matrix_set_values: FnMatrixSetValues,
    /// `cudssConfigSet`, resolved only for cuDSS 1.x (whose parameter numbering gsci knows).
    pub config_set: Option<FnConfigSet>,
    /// `cudssSetThreadingLayer`, resolved only for cuDSS 1.x.
    pub set_threading_layer: Option<FnSetThreadingLayer>,
}

/// The file names tried, in order: `GSCI_CUDSS_LIB` alone when it is set, else the sonames of
/// cuDSS 0.x and 1.x (found by the dynamic loader through `LD_LIBRARY_PATH` and ldconfig).
pub(crate) fn candidates(env: Option<String>) -> Vec<String> {
    match env {
        Some(p) if !p.is_empty() => vec![p],
        _ => vec!["libcudss.so.0".into(), "libcudss.so.1".into()],
    }
}

/// cuDSS is opt-in until its path has passed the GPU suite: it is used only when
/// `GSCI_CUDSS_LIB` names the library or `GSCI_CUDSS=1`; otherwise the direct solvers keep
/// their host factorisation.
pub(crate) fn opted_in(lib_env: Option<&str>, flag_env: Option<&str>) -> bool {
    lib_env.is_some_and(|p| !p.is_empty()) || flag_env == Some("1")
}

/// Resolves one symbol as a function pointer of type `F`.
///
/// # Safety
/// `F` must be the C signature of `name` in the loaded library.
unsafe fn symbol<F: Copy>(lib: &libloading::Library, name: &str) -> Result<F, String> {
    // SAFETY: the caller names the correct signature; the pointer is copied out and stays valid
    // while `lib` is loaded (for the life of the process, see `Lib`).
    unsafe { lib.get::<F>(name) }
        .map(|s| *s)
        .map_err(|e| format!("symbol {name} not found: {e}"))
}

impl Lib {
    /// Opens `path` and resolves every symbol of [`SYMBOLS`], choosing the ABI by the version the
    /// library reports.
    fn open(path: &str) -> Result<Lib, String> {
        // SAFETY: loading runs the library's initialisers; cuDSS has no unusual ones (it loads
        // libcublas, which the CUDA installation provides).
        let lib = unsafe { libloading::Library::new(path) }
            .map_err(|e| format!("cannot load {path}: {e}"))?;
        let missing: Vec<&str> = SYMBOLS
            .iter()
            .copied()
            // SAFETY: only the presence of each symbol is checked; nothing is called.
            .filter(|name| unsafe { lib.get::<*const c_void>(*name) }.is_err())
            .collect();
        if !missing.is_empty() {
            return Err(format!("{path} lacks {}", missing.join(", ")));
        }
        // SAFETY (all symbol calls below): each type is the C signature from cudss.h of the
        // version the ABI check selects (checked before `cudssMatrixCreateCsr` is resolved).
        let get_property: FnGetProperty = unsafe { symbol(&lib, "cudssGetProperty")? };
        let prop = |p: c_int| -> Result<i32, String> {
            let mut v: c_int = -1;
            // SAFETY: a plain query writing one int.
            let s = unsafe { get_property(p, &mut v) };
            if s == STATUS_SUCCESS {
                Ok(v)
            } else {
                Err(format!("cudssGetProperty failed: {}", status_name(s)))
            }
        };
        let version = (
            prop(MAJOR_VERSION)?,
            prop(MINOR_VERSION)?,
            prop(PATCH_LEVEL)?,
        );
        let abi = abi_of(version).map_err(|e| format!("{path}: {e}"))?;
        let matrix_create_csr = match abi {
            Abi::V0_7 => CreateCsr::V0_7(unsafe { symbol(&lib, "cudssMatrixCreateCsr")? }),
            Abi::V0_8 => CreateCsr::V0_8(unsafe { symbol(&lib, "cudssMatrixCreateCsr")? }),
        };
        let v1 = version.0 >= 1;
        let config_set = if v1 {
            Some(unsafe { symbol(&lib, "cudssConfigSet")? })
        } else {
            None
        };
        let set_threading_layer = if v1 {
            Some(unsafe { symbol(&lib, "cudssSetThreadingLayer")? })
        } else {
            None
        };
        Ok(Lib {
            config_set,
            set_threading_layer,
            create: unsafe { symbol(&lib, "cudssCreate")? },
            destroy: unsafe { symbol(&lib, "cudssDestroy")? },
            set_stream: unsafe { symbol(&lib, "cudssSetStream")? },
            config_create: unsafe { symbol(&lib, "cudssConfigCreate")? },
            config_destroy: unsafe { symbol(&lib, "cudssConfigDestroy")? },
            data_create: unsafe { symbol(&lib, "cudssDataCreate")? },
            data_destroy: unsafe { symbol(&lib, "cudssDataDestroy")? },
            data_get: unsafe { symbol(&lib, "cudssDataGet")? },
            data_set: unsafe { symbol(&lib, "cudssDataSet")? },
            execute: unsafe { symbol(&lib, "cudssExecute")? },
            matrix_create_dn: unsafe { symbol(&lib, "cudssMatrixCreateDn")? },
            matrix_create_csr,
            matrix_destroy: unsafe { symbol(&lib, "cudssMatrixDestroy")? },
            matrix_set_values: unsafe { symbol(&lib, "cudssMatrixSetValues")? },
            path: path.to_string(),
            version,
            _lib: lib,
        })
    }
}

/// Loads cuDSS from the first of `names` that loads and has a supported version; the error lists
/// why each failed.
pub(crate) fn load(names: &[String]) -> Result<Lib, String> {
    let mut why = Vec::new();
    for n in names {
        match Lib::open(n) {
            Ok(l) => return Ok(l),
            Err(e) => why.push(e),
        }
    }
    Err(why.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn status_names_follow_the_header() {
        let names: Vec<String> = (0..8).map(status_name).collect();
        assert_eq!(
            names,
            [
                "CUDSS_STATUS_SUCCESS",
                "CUDSS_STATUS_NOT_INITIALIZED",
                "CUDSS_STATUS_ALLOC_FAILED",
                "CUDSS_STATUS_INVALID_VALUE",
                "CUDSS_STATUS_NOT_SUPPORTED",
                "CUDSS_STATUS_EXECUTION_FAILED",
                "CUDSS_STATUS_INTERNAL_ERROR",
                "CUDSS_STATUS_IR_FAILED",
            ]
        );
        assert_eq!(status_name(42), "cudssStatus_t(42)");
        assert_eq!(
            status_name(STATUS_ALLOC_FAILED),
            "CUDSS_STATUS_ALLOC_FAILED"
        );
    }

    #[test]
    fn versions_select_the_csr_signature_or_are_refused() {
        assert_eq!(abi_of((0, 7, 1)), Ok(Abi::V0_7));
        assert_eq!(abi_of((0, 7, 0)), Ok(Abi::V0_7));
        assert_eq!(abi_of((0, 8, 0)), Ok(Abi::V0_8));
        assert_eq!(abi_of((1, 0, 0)), Ok(Abi::V0_8));
        assert_eq!(abi_of((1, 3, 2)), Ok(Abi::V0_8));
        for old_or_new in [(0, 6, 0), (0, 3, 0), (2, 0, 0), (-1, -1, -1)] {
            let e = abi_of(old_or_new).unwrap_err();
            assert!(e.contains("is not supported"), "{e}");
        }
    }

    #[test]
    fn phase_and_enum_values_match_cudss_h() {
        // cudss.h (0.7.1 and 1.0.0): REORDERING = 1, SYMBOLIC_FACTORIZATION = 2, ANALYSIS = 3,
        // FACTORIZATION = 4, SOLVE = FWD_PERM | FWD | DIAG | BWD | BWD_PERM | REFINEMENT
        // = 16 + 32 + 64 + 128 + 256 + 512.
        assert_eq!(PHASE_ANALYSIS, 3);
        assert_eq!(PHASE_FACTORIZATION, 4);
        assert_eq!(PHASE_SOLVE, 16 + 32 + 64 + 128 + 256 + 512);
        assert_eq!((DATA_INFO, DATA_LU_NNZ, DATA_NPIVOTS), (0, 1, 2));
        assert_eq!((MTYPE_GENERAL, MTYPE_SPD, MTYPE_HPD), (0, 3, 4));
        // library_types.h.
        assert_eq!(
            (CUDA_R_32F, CUDA_R_64F, CUDA_C_32F, CUDA_C_64F, CUDA_R_32I),
            (0, 1, 4, 5, 10)
        );
    }

    #[test]
    fn symbol_table_names_each_entry_point_once() {
        let mut s = SYMBOLS.to_vec();
        s.sort_unstable();
        s.dedup();
        assert_eq!(s.len(), SYMBOLS.len());
        assert!(SYMBOLS.iter().all(|n| n.starts_with("cudss")));
        assert!(SYMBOLS.contains(&"cudssMatrixCreateCsr"));
        assert!(SYMBOLS.contains(&"cudssSetStream"));
    }

    #[test]
    fn cudss_is_opt_in() {
        assert!(!opted_in(None, None));
        assert!(!opted_in(Some(""), Some("0")));
        assert!(opted_in(Some("/opt/x/libcudss.so.0"), None));
        assert!(opted_in(None, Some("1")));
    }

    #[test]
    fn the_environment_path_is_tried_alone() {
        assert_eq!(
            candidates(Some("/opt/x/libcudss.so.0".into())),
            ["/opt/x/libcudss.so.0"]
        );
        assert_eq!(candidates(None), ["libcudss.so.0", "libcudss.so.1"]);
        assert_eq!(
            candidates(Some(String::new())),
            ["libcudss.so.0", "libcudss.so.1"]
        );
    }

    #[test]
    fn a_missing_file_or_a_library_without_cudss_is_refused_with_the_reason() {
        let e = load(&["/nonexistent/libcudss.so.0".into()])
            .err()
            .expect("a missing file must not load");
        assert!(e.contains("cannot load /nonexistent/libcudss.so.0"), "{e}");
        // A library that loads but is not cuDSS: every missing symbol is named.
        let e = load(&["libm.so.6".into()])
            .err()
            .expect("libm is not cuDSS");
        assert!(e.contains("lacks cudssCreate"), "{e}");
        assert!(e.contains("cudssMatrixCreateCsr"), "{e}");
        // Both reasons are kept when several names fail.
        let e = load(&["/nonexistent/a.so".into(), "libm.so.6".into()])
            .err()
            .expect("neither is cuDSS");
        assert!(
            e.contains("/nonexistent/a.so") && e.contains("libm.so.6"),
            "{e}"
        );
    }
}
