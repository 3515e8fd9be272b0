//! Owned Rust values over cuDSS's objects: a library handle per (device, stream, value type),
//! bound to the gsci stream of the device and cached for the process; configuration, data and
//! matrix objects destroyed on drop; and [`Factor`], one sparse factorisation `A = LDU` (or
//! `LLᴴ`) held on the device, with the arrays it reads.
#![deny(unsafe_op_in_unsafe_fn)]

use super::sys::{self, RawConfig, RawData, RawHandle, RawMatrix, Status};
use crate::scalar::SparseScalar;
use cudarc::driver::CudaStream;
use gsci_core::cuda::{CudaBackend, CudaDevice};
use gsci_core::{Array, DType, Error, Result};
use std::collections::HashMap;
use std::ffi::{c_int, c_void};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

/// Maps a cuDSS status to gsci's error, naming the call: `CUDSS_STATUS_ALLOC_FAILED` is
/// [`Error::OutOfMemory`] on `device` (when known), every other failure [`Error::Cuda`].
pub(crate) fn check(
    status: Status,
    call: &'static str,
    device: Option<&Arc<CudaDevice>>,
) -> Result<()> {
    match status {
        sys::STATUS_SUCCESS => Ok(()),
        sys::STATUS_ALLOC_FAILED => {
            let (free, total) = device.and_then(|d| d.mem_info().ok()).unwrap_or((0, 0));
            Err(Error::OutOfMemory {
                op: call,
                device: device.map_or_else(|| "cuda".into(), |d| format!("cuda:{}", d.ordinal())),
                requested: 0,
                free,
                total,
            })
        }
        s => Err(Error::Cuda {
            code: sys::status_name(s),
            call,
        }),
    }
}

/// cuDSS's value type for a dtype.
pub(crate) fn value_type(d: DType) -> Result<c_int> {
    Ok(match d {
        DType::F32 => sys::CUDA_R_32F,
        DType::F64 => sys::CUDA_R_64F,
        DType::C64 => sys::CUDA_C_32F,
        DType::C128 => sys::CUDA_C_64F,
        _ => {
            return Err(Error::Unsupported {
                what: format!("cuDSS factorisation of {d} values"),
                backend: "cuda".into(),
            });
        }
    })
}

/// A cuDSS library handle bound to one stream; keeps the stream and device alive.
pub(crate) struct Handle {
    raw: RawHandle,
    lib: &'static sys::Lib,
    device: Arc<CudaDevice>,
    _stream: Arc<CudaStream>,
    /// Host threads of cuDSS's reordering and symbolic factorisation: more than 0 only where
    /// its OpenMP threading layer loaded into this handle.
    threads: usize,
}

// SAFETY: the handle is only used under its cache mutex, from threads bound to its context.
unsafe impl Send for Handle {}

impl Handle {
    fn create(cuda: &CudaBackend) -> Result<Handle> {
        let lib = super::lib()?;
        cuda.bind()?;
        let mut raw: RawHandle = std::ptr::null_mut();
        // SAFETY: the library is loaded and the device's context is bound to this thread.
        check(
            unsafe { (lib.create)(&mut raw) },
            "cudssCreate",
            Some(cuda.device()),
        )?;
        let h = Handle {
            raw,
            lib,
            device: cuda.device().clone(),
            _stream: cuda.stream().clone(),
            threads: 0,
        };
        // SAFETY: a live handle; the stream outlives it (held above). A CUstream is a
        // cudaStream_t.
        check(
            unsafe { (lib.set_stream)(raw, cuda.cu_stream() as *mut c_void) },
            "cudssSetStream",
            Some(cuda.device()),
        )?;
        let mut h = h;
        if let (Some(layer), Some(set)) = (tuning().threading_layer(lib), lib.set_threading_layer)
            && let Ok(name) = std::ffi::CString::new(layer)
        {
            // SAFETY: a live handle and a NUL-terminated file name that cuDSS copies. A layer
            // that does not load (absent, or no OpenMP runtime) leaves the handle
            // single-threaded: cuDSS's own host code, as without a layer.
            if unsafe { set(raw, name.as_ptr()) } == sys::STATUS_SUCCESS {
                h.threads = tuning().threads;
            }
        }
        Ok(h)
    }
}

/// The analysis settings gsci gives cuDSS 1.x, read once from the environment:
/// `GSCI_CUDSS_REORDERING` (`default` = cuDSS's nested dissection, `amd`: less host time, more
/// fill) and `GSCI_CUDSS_THREADS` (host threads of the reordering and symbolic factorisation
/// through cuDSS's OpenMP threading layer, `libcudss_mtlayer_gomp.so.1` beside the library or
/// named by `GSCI_CUDSS_MTLAYER`; unset: every core this process may use, at most 64; `0`:
/// cuDSS's single-threaded host code, as where the layer does not load). On the H200's 16-core
/// host, 16 threads took spsolve of 2-D Poisson 256^2 from 347 to 158 ms, 1024^2 from 8.3 to
/// 2.4 s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Tuning {
    pub reordering: c_int,
    pub threads: usize,
    pub mtlayer: Option<String>,
}

impl Tuning {
    pub(crate) fn parse(
        reordering: Option<&str>,
        threads: Option<&str>,
        mtlayer: Option<String>,
    ) -> Tuning {
        let reordering = match reordering.map(str::trim) {
            Some("amd") => sys::REORDERING_AMD,
            _ => sys::REORDERING_DEFAULT,
        };
        let auto = || {
            std::thread::available_parallelism()
                .map_or(1, |n| n.get())
                .min(64)
        };
        let threads = threads
            .and_then(|t| t.trim().parse().ok())
            .unwrap_or_else(auto);
        Tuning {
            reordering,
            threads,
            mtlayer: mtlayer.filter(|m| !m.is_empty()),
        }
    }

    /// The threading layer to load, when more than one host thread is asked for: `GSCI_CUDSS_MTLAYER`, else
    /// the layer beside the loaded library (or by soname through the loader).
    fn threading_layer(&self, lib: &sys::Lib) -> Option<String> {
        if self.threads <= 1 {
            return None;
        }
        if let Some(m) = &self.mtlayer {
            return Some(m.clone());
        }
        let name = "libcudss_mtlayer_gomp.so.1";
        Some(match std::path::Path::new(&lib.path).parent() {
            Some(dir) if !dir.as_os_str().is_empty() => dir.join(name).display().to_string(),
            _ => name.to_string(),
        })
    }
}

fn tuning() -> &'static Tuning {
    static T: OnceLock<Tuning> = OnceLock::new();
    T.get_or_init(|| {
        Tuning::parse(
            std::env::var("GSCI_CUDSS_REORDERING").ok().as_deref(),
            std::env::var("GSCI_CUDSS_THREADS").ok().as_deref(),
            std::env::var("GSCI_CUDSS_MTLAYER").ok(),
        )
    })
}

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: created in `create`, destroyed once; a failure only leaks the handle.
        let _ = unsafe { (self.lib.destroy)(self.raw) };
    }
}

type Cache = Mutex<HashMap<(usize, usize, DType), Arc<Mutex<Handle>>>>;

/// The cached handle for `cuda`'s device and stream and one value type (cuDSS 0.7 warns that a
/// handle reused across value types may give wrong results, CUDSS-1019).
pub(crate) fn handle(cuda: &CudaBackend, dtype: DType) -> Result<Arc<Mutex<Handle>>> {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let key = (cuda.device().ordinal(), cuda.cu_stream() as usize, dtype);
    let mut map = lock(CACHE.get_or_init(|| Mutex::new(HashMap::new())));
    if let Some(h) = map.get(&key) {
        return Ok(h.clone());
    }
    let h = Arc::new(Mutex::new(Handle::create(cuda)?));
    map.insert(key, h.clone());
    Ok(h)
}

fn lock<X>(m: &Mutex<X>) -> MutexGuard<'_, X> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

/// A solver configuration (cuDSS's defaults).
struct Config {
    raw: RawConfig,
    lib: &'static sys::Lib,
}

// SAFETY: plain host data, used only under the owning factor's handle lock.
unsafe impl Send for Config {}
unsafe impl Sync for Config {}

impl Config {
    /// cuDSS's default configuration with gsci's [`Tuning`]; `threads`: the handle's host
    /// threads (0 where its threading layer did not load).
    fn new(lib: &'static sys::Lib, threads: usize) -> Result<Config> {
        let mut raw: RawConfig = std::ptr::null_mut();
        // SAFETY: creates a host object.
        check(
            unsafe { (lib.config_create)(&mut raw) },
            "cudssConfigCreate",
            None,
        )?;
        let cfg = Config { raw, lib };
        if let Some(set) = lib.config_set {
            let t = tuning();
            let int = |param: c_int, v: c_int, call: &'static str| {
                // SAFETY: a live config; `v` is a host int of the size stated, copied by cuDSS.
                check(
                    unsafe {
                        set(
                            raw,
                            param,
                            &v as *const c_int as *const c_void,
                            std::mem::size_of::<c_int>(),
                        )
                    },
                    call,
                    None,
                )
            };
            if t.reordering != sys::REORDERING_DEFAULT {
                int(
                    sys::CONFIG_REORDERING_ALG,
                    t.reordering,
                    "cudssConfigSet(REORDERING_ALG)",
                )?;
            }
            if threads > 1 {
                int(
                    sys::CONFIG_HOST_NTHREADS,
                    threads.min(c_int::MAX as usize) as c_int,
                    "cudssConfigSet(HOST_NTHREADS)",
                )?;
            }
        }
        Ok(cfg)
    }
}

impl Drop for Config {
    fn drop(&mut self) {
        // SAFETY: created by cudssConfigCreate, destroyed once.
        let _ = unsafe { (self.lib.config_destroy)(self.raw) };
    }
}

/// The solver data (the factors and the analysis), tied to the handle that made it.
struct Data {
    raw: RawData,
    handle: Arc<Mutex<Handle>>,
}

// SAFETY: used only under the handle's lock.
unsafe impl Send for Data {}
unsafe impl Sync for Data {}

impl Data {
    fn new(handle: &Arc<Mutex<Handle>>) -> Result<Data> {
        let h = lock(handle);
        let mut raw: RawData = std::ptr::null_mut();
        // SAFETY: a live handle, under its lock.
        check(
            unsafe { (h.lib.data_create)(h.raw, &mut raw) },
            "cudssDataCreate",
            Some(&h.device),
        )?;
        drop(h);
        Ok(Data {
            raw,
            handle: handle.clone(),
        })
    }
}

impl Drop for Data {
    fn drop(&mut self) {
        let h = lock(&self.handle);
        // The device memory of the factors is freed by cuDSS on the handle's stream.
        let _ = h.device.context().bind_to_thread();
        // SAFETY: created by cudssDataCreate with this handle, destroyed once.
        let _ = unsafe { (h.lib.data_destroy)(h.raw, self.raw) };
    }
}

/// A matrix object (a view of arrays it does not own).
struct Matrix {
    raw: RawMatrix,
    lib: &'static sys::Lib,
}

// SAFETY: a host-side descriptor, used only under the owning factor's handle lock.
unsafe impl Send for Matrix {}
unsafe impl Sync for Matrix {}

impl Matrix {
    /// A column-major dense `rows × cols` matrix over `ptr`.
    ///
    /// # Safety
    /// `ptr` must address `rows * cols` values of the type `vt` names on the handle's device, and
    /// stay valid while the matrix is used by an execution (the matrix itself may be dropped
    /// once the call that used it has returned).
    unsafe fn dense(
        lib: &'static sys::Lib,
        rows: usize,
        cols: usize,
        ptr: u64,
        vt: c_int,
    ) -> Result<Matrix> {
        let mut raw: RawMatrix = std::ptr::null_mut();
        // SAFETY: the caller's contract; a host-side descriptor is created.
        check(
            unsafe {
                (lib.matrix_create_dn)(
                    &mut raw,
                    rows as i64,
                    cols as i64,
                    rows as i64,
                    ptr as *mut c_void,
                    vt,
                    sys::LAYOUT_COL_MAJOR,
                )
            },
            "cudssMatrixCreateDn",
            None,
        )?;
        Ok(Matrix { raw, lib })
    }

    /// A square zero-based CSR matrix with i32 indices.
    ///
    /// # Safety
    /// The three pointers must address `n + 1` i32 row offsets, `nnz` i32 column indices and
    /// `nnz` values of type `vt` on the device, valid while the matrix is used.
    unsafe fn csr(
        lib: &'static sys::Lib,
        n: usize,
        nnz: usize,
        ptrs: (u64, u64, u64),
        vt: c_int,
        mtype: c_int,
    ) -> Result<Matrix> {
        let mut raw: RawMatrix = std::ptr::null_mut();
        let (p, i, v) = (
            ptrs.0 as *mut c_void,
            ptrs.1 as *mut c_void,
            ptrs.2 as *mut c_void,
        );
        let (n, nnz) = (n as i64, nnz as i64);
        let null = std::ptr::null_mut();
        // SAFETY: the caller's contract; the signature is the one of the loaded version.
        let s = unsafe {
            match lib.matrix_create_csr {
                sys::CreateCsr::V0_7(f) => f(
                    &mut raw,
                    n,
                    n,
                    nnz,
                    p,
                    null,
                    i,
                    v,
                    sys::CUDA_R_32I,
                    vt,
                    mtype,
                    sys::MVIEW_FULL,
                    sys::BASE_ZERO,
                ),
                sys::CreateCsr::V0_8(f) => f(
                    &mut raw,
                    n,
                    n,
                    nnz,
                    p,
                    null,
                    i,
                    v,
                    sys::CUDA_R_32I,
                    sys::CUDA_R_32I,
                    vt,
                    mtype,
                    sys::MVIEW_FULL,
                    sys::BASE_ZERO,
                ),
            }
        };
        check(s, "cudssMatrixCreateCsr", None)?;
        Ok(Matrix { raw, lib })
    }
}

impl Drop for Matrix {
    fn drop(&mut self) {
        // SAFETY: created by cudssMatrixCreate*, destroyed once.
        let _ = unsafe { (self.lib.matrix_destroy)(self.raw) };
    }
}

/// What a numeric factorisation reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Outcome {
    /// `CUDSS_DATA_INFO`: 0 on success (non-zero: e.g. a Cholesky factorisation met a
    /// non-positive pivot).
    pub info: i64,
    /// `CUDSS_DATA_NPIVOTS`: pivots smaller than cuDSS's pivot epsilon, which it replaced (a
    /// singular or nearly singular matrix; the factors are then not those of `A`).
    pub perturbed: i64,
}

impl Outcome {
    /// Whether the factors are exact ones of `A` (no failure, no perturbed pivot).
    pub fn ok(&self) -> bool {
        self.info == 0 && self.perturbed == 0
    }
}

/// One factorisation of a square CSR matrix held by cuDSS: the matrix arrays on the device
/// (zero-based, i32 indices, sorted, no duplicates), the analysis, and the numeric factors.
pub(crate) struct Factor<T: SparseScalar> {
    // Fields drop in order: the matrix objects and the data before the handle.
    a: Matrix,
    data: Data,
    config: Config,
    handle: Arc<Mutex<Handle>>,
    cuda: CudaBackend,
    _indptr: Array<i32>,
    _indices: Array<i32>,
    values: Array<T>,
    /// Two `n`-vectors standing for the solution and right-hand side in the analysis and
    /// factorisation phases, which do not read them.
    scratch: (Array<T>, Array<T>),
    n: usize,
}

impl<T: SparseScalar> Factor<T> {
    /// Analyses and factors the `n × n` CSR matrix `(indptr, indices, values)` on `cuda` as
    /// `mtype`.
    pub fn new(
        cuda: &CudaBackend,
        n: usize,
        indptr: Array<i32>,
        indices: Array<i32>,
        values: Array<T>,
        mtype: c_int,
    ) -> Result<(Factor<T>, Outcome)> {
        let lib = super::lib()?;
        let vt = value_type(T::DTYPE)?;
        cuda.bind()?;
        let handle = handle(cuda, T::DTYPE)?;
        let config = Config::new(lib, lock(&handle).threads)?;
        let data = Data::new(&handle)?;
        let dev = values.device().clone();
        let scratch = (
            Array::<T>::zeros(&[n], &dev)?,
            Array::<T>::zeros(&[n], &dev)?,
        );
        let ptr = |p: Option<u64>| {
            p.ok_or_else(|| Error::InvalidArgument {
                op: "cuDSS",
                reason: "internal: array is not on the GPU".into(),
            })
        };
        let ptrs = (
            ptr(indptr.device_ptr())?,
            ptr(indices.device_ptr())?,
            ptr(values.device_ptr())?,
        );
        // SAFETY: the arrays are owned by the factor, contiguous (built by the caller as fresh
        // 1-D arrays), of the sizes stated, and outlive the matrix object (field order).
        let a = unsafe { Matrix::csr(lib, n, values.len(), ptrs, vt, mtype)? };
        let mut f = Factor {
            a,
            data,
            config,
            handle,
            cuda: cuda.clone(),
            _indptr: indptr,
            _indices: indices,
            values,
            scratch,
            n,
        };
        f.execute_phase(sys::PHASE_ANALYSIS, "cudssExecute(ANALYSIS)")?;
        let outcome = f.factorize(false)?;
        Ok((f, outcome))
    }

    /// Runs a phase that reads only the matrix, with the scratch vectors as solution and
    /// right-hand side.
    fn execute_phase(&mut self, phase: c_int, call: &'static str) -> Result<()> {
        let lib = super::lib()?;
        let vt = value_type(T::DTYPE)?;
        let (x, b) = (
            self.scratch.0.device_ptr().unwrap_or(0),
            self.scratch.1.device_ptr().unwrap_or(0),
        );
        // SAFETY: the scratch arrays hold n values each and live as long as the factor.
        let (mx, mb) = unsafe {
            (
                Matrix::dense(lib, self.n, 1, x, vt)?,
                Matrix::dense(lib, self.n, 1, b, vt)?,
            )
        };
        let h = lock(&self.handle);
        self.cuda.bind()?;
        // SAFETY: live handle, config, data and matrices; the arrays they address are owned by
        // `self` and stay alive until after the queued work (the factor owns them).
        check(
            unsafe {
                (lib.execute)(
                    h.raw,
                    phase,
                    self.config.raw,
                    self.data.raw,
                    self.a.raw,
                    mx.raw,
                    mb.raw,
                )
            },
            call,
            Some(&h.device),
        )
    }

    /// Reads one integer data parameter (after the stream has finished the phase that sets
    /// it), with the size cuDSS documents for it: an `int` for `INFO` and `NPIVOTS` (i32
    /// indices), an `int64_t` for `LU_NNZ` (`wide`). cuDSS 0.7 on the H200 refused an 8-byte
    /// buffer for `INFO` with `CUDSS_STATUS_INVALID_VALUE`.
    fn get_int(&self, param: c_int, wide: bool, call: &'static str) -> Result<i64> {
        let lib = super::lib()?;
        let h = lock(&self.handle);
        self.cuda.bind()?;
        let mut v: i64 = 0;
        let mut v32: i32 = 0;
        let mut written = 0usize;
        let (ptr, size) = if wide {
            (
                &mut v as *mut i64 as *mut c_void,
                std::mem::size_of::<i64>(),
            )
        } else {
            (
                &mut v32 as *mut i32 as *mut c_void,
                std::mem::size_of::<i32>(),
            )
        };
        // SAFETY: live handle and data; `ptr` points to `size` writable host bytes.
        check(
            unsafe { (lib.data_get)(h.raw, self.data.raw, param, ptr, size, &mut written) },
            call,
            Some(&h.device),
        )?;
        Ok(if wide { v } else { v32 as i64 })
    }

    /// The numeric factorisation of the current values. `reset`: clears `CUDSS_DATA_INFO`
    /// first (a failed Cholesky factorisation leaves it set).
    fn factorize(&mut self, reset: bool) -> Result<Outcome> {
        if reset {
            let lib = super::lib()?;
            let h = lock(&self.handle);
            self.cuda.bind()?;
            let mut zero: i32 = 0;
            // SAFETY: live handle and data; a host int of the size stated.
            check(
                unsafe {
                    (lib.data_set)(
                        h.raw,
                        self.data.raw,
                        sys::DATA_INFO,
                        &mut zero as *mut i32 as *mut c_void,
                        std::mem::size_of::<i32>(),
                    )
                },
                "cudssDataSet(INFO)",
                Some(&h.device),
            )?;
        }
        self.execute_phase(sys::PHASE_FACTORIZATION, "cudssExecute(FACTORIZATION)")?;
        self.cuda.synchronize()?;
        Ok(Outcome {
            info: self.get_int(sys::DATA_INFO, false, "cudssDataGet(INFO)")?,
            perturbed: self.get_int(sys::DATA_NPIVOTS, false, "cudssDataGet(NPIVOTS)")?,
        })
    }

    /// Factors new values of the same pattern, reusing the analysis. `values` must hold the
    /// `nnz` values in the order of the analysed CSR structure, on the factor's device.
    pub fn refactor(&mut self, values: Array<T>) -> Result<Outcome> {
        if values.len() != self.values.len() {
            return Err(Error::InvalidArgument {
                op: "SuperLU.refactor",
                reason: format!(
                    "internal: {} values for a pattern of {} entries",
                    values.len(),
                    self.values.len()
                ),
            });
        }
        let lib = super::lib()?;
        let values = values.to_contiguous()?;
        let p = values.device_ptr().ok_or_else(|| Error::InvalidArgument {
            op: "SuperLU.refactor",
            reason: "internal: values are not on the GPU".into(),
        })?;
        // SAFETY: a live matrix object; `values` holds nnz values and replaces the array the
        // factor keeps alive (the old one is dropped only after the pointer is swapped, and any
        // queued work on it is ordered before its stream-ordered free).
        check(
            unsafe { (lib.matrix_set_values)(self.a.raw, p as *mut c_void) },
            "cudssMatrixSetValues",
            Some(self.cuda.device()),
        )?;
        self.values = values;
        self.factorize(true)
    }

    /// The number of stored entries of the factors (`CUDSS_DATA_LU_NNZ`, an `int64_t`).
    pub fn lu_nnz(&self) -> Result<usize> {
        Ok(self
            .get_int(sys::DATA_LU_NNZ, true, "cudssDataGet(LU_NNZ)")?
            .max(0) as usize)
    }

    /// The values of the factored matrix, in CSR order.
    pub fn values(&self) -> &Array<T> {
        &self.values
    }

    /// Solves `A X = B` for `k` right-hand sides stored column-major in `b` (a contiguous
    /// array of shape `(k, n)`); the solution has the same layout.
    pub fn solve(&self, b: &Array<T>, k: usize) -> Result<Array<T>> {
        let lib = super::lib()?;
        let vt = value_type(T::DTYPE)?;
        let n = self.n;
        let b = b.to_contiguous()?;
        let mut x = Array::<T>::empty(&[k, n], b.device())?;
        let missing = || Error::InvalidArgument {
            op: "SuperLU.solve",
            reason: "internal: operand is not on the GPU".into(),
        };
        let bp = b.device_ptr().ok_or_else(missing)?;
        let xp = x.device_ptr_mut()?.ok_or_else(missing)?;
        // SAFETY: b and x hold n·k values each, column-major with leading dimension n; both
        // stay alive until the stream has finished (x is returned, b is synchronised below).
        let (mb, mx) = unsafe {
            (
                Matrix::dense(lib, n, k, bp, vt)?,
                Matrix::dense(lib, n, k, xp, vt)?,
            )
        };
        let h = lock(&self.handle);
        self.cuda.bind()?;
        // SAFETY: live objects; the factors were computed by a successful factorisation.
        check(
            unsafe {
                (lib.execute)(
                    h.raw,
                    sys::PHASE_SOLVE,
                    self.config.raw,
                    self.data.raw,
                    self.a.raw,
                    mx.raw,
                    mb.raw,
                )
            },
            "cudssExecute(SOLVE)",
            Some(&h.device),
        )?;
        drop(h);
        drop((mb, mx));
        // `b` may be a temporary of this call: its free is stream-ordered after the solve.
        drop(b);
        Ok(x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn statuses_map_to_errors_naming_the_call() {
        assert!(check(sys::STATUS_SUCCESS, "cudssCreate", None).is_ok());
        match check(
            sys::STATUS_ALLOC_FAILED,
            "cudssExecute(FACTORIZATION)",
            None,
        ) {
            Err(Error::OutOfMemory { device, .. }) => assert_eq!(device, "cuda"),
            other => panic!("expected OutOfMemory, got {other:?}"),
        }
        match check(3, "cudssMatrixCreateCsr", None) {
            Err(Error::Cuda { code, call }) => {
                assert_eq!(code, "CUDSS_STATUS_INVALID_VALUE");
                assert_eq!(call, "cudssMatrixCreateCsr");
            }
            other => panic!("expected Cuda, got {other:?}"),
        }
        let e = check(5, "cudssExecute(SOLVE)", None)
            .unwrap_err()
            .to_string();
        assert!(e.contains("CUDSS_STATUS_EXECUTION_FAILED") && e.contains("cudssExecute(SOLVE)"));
    }

    #[test]
    fn value_types_are_cudas_and_others_are_refused() {
        assert_eq!(value_type(DType::F32).unwrap(), sys::CUDA_R_32F);
        assert_eq!(value_type(DType::F64).unwrap(), sys::CUDA_R_64F);
        assert_eq!(value_type(DType::C64).unwrap(), sys::CUDA_C_32F);
        assert_eq!(value_type(DType::C128).unwrap(), sys::CUDA_C_64F);
        assert!(matches!(
            value_type(DType::I32),
            Err(Error::Unsupported { .. })
        ));
    }

    #[test]
    fn outcome_is_usable_only_without_failure_or_perturbed_pivots() {
        assert!(
            Outcome {
                info: 0,
                perturbed: 0
            }
            .ok()
        );
        assert!(
            !Outcome {
                info: 3,
                perturbed: 0
            }
            .ok()
        );
        assert!(
            !Outcome {
                info: 0,
                perturbed: 1
            }
            .ok()
        );
    }

    #[test]
    fn tuning_reads_the_reordering_and_the_thread_count() {
        let t = Tuning::parse(None, None, None);
        assert_eq!((t.reordering, t.mtlayer), (sys::REORDERING_DEFAULT, None));
        assert!(t.threads >= 1);
        let t = Tuning::parse(Some(" amd"), Some("16"), Some("/x/libmt.so".into()));
        assert_eq!(t.reordering, sys::REORDERING_AMD);
        assert_eq!(t.threads, 16);
        assert_eq!(t.mtlayer.as_deref(), Some("/x/libmt.so"));
        // Unknown names keep cuDSS's ordering, an unreadable count is every core, an empty
        // layer name is no name; 0 threads load no layer.
        let t = Tuning::parse(Some("metis"), Some("many"), Some(String::new()));
        let cores = std::thread::available_parallelism()
            .map_or(1, |n| n.get())
            .min(64);
        assert_eq!(
            (t.reordering, t.threads, t.mtlayer),
            (sys::REORDERING_DEFAULT, cores, None)
        );
        assert_eq!(Tuning::parse(None, Some("0"), None).threads, 0);
    }
}
