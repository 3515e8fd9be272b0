//! Safe wrappers over cuSPARSE's generic API (through `cudarc::cusparse::sys`): a handle per
//! (device, stream) created once and cached, sparse and dense descriptors destroyed on drop, and
//! the SpMV/SpMM calls with work buffers sized by the library's own queries.
#![deny(unsafe_op_in_unsafe_fn)]

use crate::scalar::{SparseIndex, SparseScalar};
use cudarc::cusparse::sys;
use cudarc::driver::CudaStream;
use gsci_core::cuda::{CudaBackend, CudaDevice, DeviceBuffer};
use gsci_core::{DType, Error, Result};
use std::collections::HashMap;
use std::ffi::c_void;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

/// Maps a cuSPARSE status to gsci's error.
pub(crate) fn check(status: sys::cusparseStatus_t, call: &'static str) -> Result<()> {
    if status == sys::cusparseStatus_t::CUSPARSE_STATUS_SUCCESS {
        Ok(())
    } else {
        Err(Error::Cuda {
            code: format!("{status:?}"),
            call,
        })
    }
}

/// Whether libcusparse loads (checked once, before the first call into it).
fn available() -> Result<()> {
    static PRESENT: OnceLock<bool> = OnceLock::new();
    // SAFETY: is_culib_present only tries to dlopen the library.
    if *PRESENT.get_or_init(|| unsafe { sys::is_culib_present() }) {
        Ok(())
    } else {
        Err(Error::LibraryNotFound(
            "cuSPARSE (libcusparse.so): put its folder on LD_LIBRARY_PATH".into(),
        ))
    }
}

/// A cuSPARSE handle bound to one stream; keeps the stream and device alive.
pub(crate) struct Handle {
    raw: sys::cusparseHandle_t,
    _stream: Arc<CudaStream>,
    _device: Arc<CudaDevice>,
}

// SAFETY: the handle is only used under the cache's mutex, from a thread bound to its context.
unsafe impl Send for Handle {}

impl Handle {
    fn create(cuda: &CudaBackend) -> Result<Handle> {
        available()?;
        cuda.bind()?;
        let mut raw: sys::cusparseHandle_t = std::ptr::null_mut();
        // SAFETY: the library is loaded and the device's context is bound to this thread.
        check(unsafe { sys::cusparseCreate(&mut raw) }, "cusparseCreate")?;
        let h = Handle {
            raw,
            _stream: cuda.stream().clone(),
            _device: cuda.device().clone(),
        };
        // SAFETY: both handles are live; the stream outlives the handle (held above).
        check(
            unsafe { sys::cusparseSetStream(raw, cuda.cu_stream() as sys::cudaStream_t) },
            "cusparseSetStream",
        )?;
        Ok(h)
    }
}

impl Handle {
    /// The raw handle, for calls made while holding the cache's lock.
    pub(crate) fn raw(&self) -> sys::cusparseHandle_t {
        self.raw
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        // SAFETY: created in `create`, destroyed once; a failure only leaks the handle.
        let _ = unsafe { sys::cusparseDestroy(self.raw) };
    }
}

type Cache = Mutex<HashMap<(usize, usize), Arc<Mutex<Handle>>>>;

/// The cached handle for `cuda`'s device and stream.
pub(crate) fn handle(cuda: &CudaBackend) -> Result<Arc<Mutex<Handle>>> {
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let key = (cuda.device().ordinal(), cuda.cu_stream() as usize);
    let mut map = CACHE
        .get_or_init(|| Mutex::new(HashMap::new()))
        .lock()
        .unwrap_or_else(|e| e.into_inner());
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

/// cuSPARSE's value type for a dtype.
pub(crate) fn value_type(d: DType) -> Result<sys::cudaDataType> {
    use sys::cudaDataType as T;
    Ok(match d {
        DType::F32 => T::CUDA_R_32F,
        DType::F64 => T::CUDA_R_64F,
        DType::C64 => T::CUDA_C_32F,
        DType::C128 => T::CUDA_C_64F,
        _ => {
            return Err(Error::Unsupported {
                what: format!("sparse values of {d}"),
                backend: "cuda".into(),
            });
        }
    })
}

fn index_type<I: SparseIndex>() -> sys::cusparseIndexType_t {
    if I::DTYPE == DType::I32 {
        sys::cusparseIndexType_t::CUSPARSE_INDEX_32I
    } else {
        sys::cusparseIndexType_t::CUSPARSE_INDEX_64I
    }
}

/// A sparse matrix descriptor (CSR or CSC) over arrays it does not own, plus the SpMV/SpMM work
/// buffer sized for it. Owned by the matrix's storage, which keeps the arrays alive and unchanged.
pub(crate) struct SpMat {
    raw: sys::cusparseSpMatDescr_t,
    buffer: Option<DeviceBuffer>,
}

// SAFETY: a descriptor is plain host data; it is used under its owner's mutex.
unsafe impl Send for SpMat {}

impl Drop for SpMat {
    fn drop(&mut self) {
        // SAFETY: created by cusparseCreateCsr/Csc, destroyed once; failure only leaks.
        let _ = unsafe { sys::cusparseDestroySpMat(self.raw) };
    }
}

/// The device arrays of a compressed matrix, in cuSPARSE terms.
pub(crate) struct CompressedPtrs {
    pub rows: usize,
    pub cols: usize,
    pub nnz: usize,
    pub indptr: u64,
    pub indices: u64,
    pub data: u64,
    /// CSC (column pointers) instead of CSR.
    pub csc: bool,
}

impl SpMat {
    /// Creates a CSR or CSC descriptor.
    ///
    /// # Safety
    /// The pointers must address the matrix's arrays on `cuda`'s device and stay valid and
    /// unchanged for the descriptor's life.
    pub(crate) unsafe fn new<T: SparseScalar, I: SparseIndex>(
        cuda: &CudaBackend,
        p: &CompressedPtrs,
    ) -> Result<SpMat> {
        available()?;
        cuda.bind()?;
        let vt = value_type(T::DTYPE)?;
        let it = index_type::<I>();
        let base = sys::cusparseIndexBase_t::CUSPARSE_INDEX_BASE_ZERO;
        let mut raw: sys::cusparseSpMatDescr_t = std::ptr::null_mut();
        // SAFETY: pointers valid per the caller; cuSPARSE only records them.
        let status = unsafe {
            if p.csc {
                sys::cusparseCreateCsc(
                    &mut raw,
                    p.rows as i64,
                    p.cols as i64,
                    p.nnz as i64,
                    p.indptr as *mut c_void,
                    p.indices as *mut c_void,
                    p.data as *mut c_void,
                    it,
                    it,
                    base,
                    vt,
                )
            } else {
                sys::cusparseCreateCsr(
                    &mut raw,
                    p.rows as i64,
                    p.cols as i64,
                    p.nnz as i64,
                    p.indptr as *mut c_void,
                    p.indices as *mut c_void,
                    p.data as *mut c_void,
                    it,
                    it,
                    base,
                    vt,
                )
            }
        };
        check(status, "cusparseCreateCsr/Csc")?;
        Ok(SpMat { raw, buffer: None })
    }

    /// The raw descriptor.
    pub(crate) fn raw(&self) -> sys::cusparseSpMatDescr_t {
        self.raw
    }

    /// A work buffer of at least `bytes`, reused across calls.
    fn buffer(&mut self, cuda: &CudaBackend, bytes: usize) -> Result<*mut c_void> {
        if bytes == 0 {
            return Ok(std::ptr::null_mut());
        }
        if self.buffer.as_ref().is_none_or(|b| b.bytes() < bytes) {
            self.buffer = Some(DeviceBuffer::alloc(cuda, bytes)?);
        }
        Ok(self.buffer.as_ref().map_or(0, |b| b.ptr()) as *mut c_void)
    }
}

/// A dense vector descriptor over device memory it does not own.
pub(crate) struct DnVec(pub(crate) sys::cusparseDnVecDescr_t);
impl Drop for DnVec {
    fn drop(&mut self) {
        // SAFETY: created by cusparseCreateDnVec, destroyed once.
        let _ = unsafe { sys::cusparseDestroyDnVec(self.0) };
    }
}
impl DnVec {
    /// # Safety
    /// `ptr` must address `n` values of `vt` on the device while the descriptor is used.
    pub(crate) unsafe fn new(n: usize, ptr: u64, vt: sys::cudaDataType) -> Result<DnVec> {
        let mut raw: sys::cusparseDnVecDescr_t = std::ptr::null_mut();
        // SAFETY: per the caller; cuSPARSE records the pointer.
        check(
            unsafe { sys::cusparseCreateDnVec(&mut raw, n as i64, ptr as *mut c_void, vt) },
            "cusparseCreateDnVec",
        )?;
        Ok(DnVec(raw))
    }
}

struct DnMat(sys::cusparseDnMatDescr_t);
impl Drop for DnMat {
    fn drop(&mut self) {
        // SAFETY: created by cusparseCreateDnMat, destroyed once.
        let _ = unsafe { sys::cusparseDestroyDnMat(self.0) };
    }
}
impl DnMat {
    /// A row-major `rows × cols` dense matrix.
    ///
    /// # Safety
    /// `ptr` must address `rows * cols` values of `vt` on the device while the descriptor is used.
    unsafe fn new(rows: usize, cols: usize, ptr: u64, vt: sys::cudaDataType) -> Result<DnMat> {
        let mut raw: sys::cusparseDnMatDescr_t = std::ptr::null_mut();
        // SAFETY: per the caller.
        check(
            unsafe {
                sys::cusparseCreateDnMat(
                    &mut raw,
                    rows as i64,
                    cols as i64,
                    cols.max(1) as i64,
                    ptr as *mut c_void,
                    vt,
                    sys::cusparseOrder_t::CUSPARSE_ORDER_ROW,
                )
            },
            "cusparseCreateDnMat",
        )?;
        Ok(DnMat(raw))
    }
}

/// `y = A x` with cuSPARSE's SpMV (host scalars alpha = 1, beta = 0).
///
/// # Safety
/// `x` and `y` must address `cols` and `rows` values of `T` on `cuda`'s device; `mat` must be
/// a live descriptor of a `rows × cols` matrix on that device.
pub(crate) unsafe fn spmv<T: SparseScalar>(
    cuda: &CudaBackend,
    mat: &Mutex<SpMat>,
    rows: usize,
    cols: usize,
    x: u64,
    y: u64,
) -> Result<()> {
    let vt = value_type(T::DTYPE)?;
    let h = handle(cuda)?;
    let h = lock(&h);
    let mut m = lock(mat);
    cuda.bind()?;
    // SAFETY: per the caller.
    let (dx, dy) = unsafe { (DnVec::new(cols, x, vt)?, DnVec::new(rows, y, vt)?) };
    let (one, zero) = (T::one(), T::zero());
    let alpha = &one as *const T as *const c_void;
    let beta = &zero as *const T as *const c_void;
    let op = sys::cusparseOperation_t::CUSPARSE_OPERATION_NON_TRANSPOSE;
    let alg = sys::cusparseSpMVAlg_t::CUSPARSE_SPMV_ALG_DEFAULT;
    let mut bytes = 0usize;
    // SAFETY: live handle and descriptors; scalars are host values of the compute type.
    check(
        unsafe {
            sys::cusparseSpMV_bufferSize(
                h.raw, op, alpha, m.raw as _, dx.0 as _, beta, dy.0, vt, alg, &mut bytes,
            )
        },
        "cusparseSpMV_bufferSize",
    )?;
    let buf = m.buffer(cuda, bytes)?;
    // SAFETY: as above; the buffer holds at least `bytes` and lives in the descriptor.
    check(
        unsafe {
            sys::cusparseSpMV(
                h.raw, op, alpha, m.raw as _, dx.0 as _, beta, dy.0, vt, alg, buf,
            )
        },
        "cusparseSpMV",
    )
}

/// `C = A B` with cuSPARSE's SpMM, B (`cols × k`) and C (`rows × k`) row-major.
///
/// # Safety
/// As for [`spmv`], with `b` and `c` addressing `cols * k` and `rows * k` values.
pub(crate) unsafe fn spmm<T: SparseScalar>(
    cuda: &CudaBackend,
    mat: &Mutex<SpMat>,
    rows: usize,
    cols: usize,
    k: usize,
    b: u64,
    c: u64,
) -> Result<()> {
    let vt = value_type(T::DTYPE)?;
    let h = handle(cuda)?;
    let h = lock(&h);
    let mut m = lock(mat);
    cuda.bind()?;
    // SAFETY: per the caller.
    let (db, dc) = unsafe { (DnMat::new(cols, k, b, vt)?, DnMat::new(rows, k, c, vt)?) };
    let (one, zero) = (T::one(), T::zero());
    let alpha = &one as *const T as *const c_void;
    let beta = &zero as *const T as *const c_void;
    let op = sys::cusparseOperation_t::CUSPARSE_OPERATION_NON_TRANSPOSE;
    let alg = sys::cusparseSpMMAlg_t::CUSPARSE_SPMM_ALG_DEFAULT;
    let mut bytes = 0usize;
    // SAFETY: live handle and descriptors.
    check(
        unsafe {
            sys::cusparseSpMM_bufferSize(
                h.raw, op, op, alpha, m.raw as _, db.0 as _, beta, dc.0, vt, alg, &mut bytes,
            )
        },
        "cusparseSpMM_bufferSize",
    )?;
    let buf = m.buffer(cuda, bytes)?;
    // SAFETY: as above.
    check(
        unsafe {
            sys::cusparseSpMM(
                h.raw, op, op, alpha, m.raw as _, db.0 as _, beta, dc.0, vt, alg, buf,
            )
        },
        "cusparseSpMM",
    )
}

/// One SpGEMM phase (work estimation or compute) the way cuSPARSE asks for it: `call(size, buf)`
/// first with a null buffer, which reports the bytes the phase needs, then with a fresh buffer of
/// that size (at least one byte), which is returned and must live until `cusparseSpGEMM_copy`.
fn spgemm_phase(
    cuda: &CudaBackend,
    name: &'static str,
    call: impl Fn(*mut usize, *mut c_void) -> sys::cusparseStatus_t,
) -> Result<DeviceBuffer> {
    let mut size = 0usize;
    check(call(&mut size, std::ptr::null_mut()), name)?;
    let buf = DeviceBuffer::alloc(cuda, size.max(1))?;
    check(call(&mut size, buf.ptr() as *mut c_void), name)?;
    Ok(buf)
}

/// The device arrays of a CSR product `C = A B` computed by [`spgemm`]: `indptr` (rows + 1),
/// `indices` and `data` (nnz each), owned by the caller.
pub(crate) struct SpgemmOut {
    pub nnz: usize,
}

/// `C = A B` with cuSPARSE's generic SpGEMM (work estimation, compute, copy; both buffers sized by
/// the library's queries). `alloc(nnz)` is called once the size of `C` is known and returns the
/// device addresses of C's `(indices, data)`; `c_indptr` must hold `rows + 1` indices.
///
/// # Safety
/// `a` and `b` must be live CSR descriptors (32-bit indices) of `rows × inner` and `inner × cols`
/// matrices on `cuda`'s device; `c_indptr` must address `rows + 1` i32 values there, and `alloc`
/// must return addresses of `nnz` i32 and `nnz` `T` values.
pub(crate) unsafe fn spgemm<T: SparseScalar>(
    cuda: &CudaBackend,
    a: &Mutex<SpMat>,
    b: &Mutex<SpMat>,
    rows: usize,
    cols: usize,
    c_indptr: u64,
    alloc: impl FnOnce(usize) -> Result<(u64, u64)>,
) -> Result<SpgemmOut> {
    let vt = value_type(T::DTYPE)?;
    let h = handle(cuda)?;
    let h = lock(&h);
    let ma = lock(a);
    // The same descriptor may be both operands (A @ A).
    let mb_guard = if std::ptr::eq(a, b) {
        None
    } else {
        Some(lock(b))
    };
    let b_raw = mb_guard.as_ref().map_or(ma.raw, |g| g.raw);
    cuda.bind()?;
    let it = sys::cusparseIndexType_t::CUSPARSE_INDEX_32I;
    let base = sys::cusparseIndexBase_t::CUSPARSE_INDEX_BASE_ZERO;
    let mut c_raw: sys::cusparseSpMatDescr_t = std::ptr::null_mut();
    // SAFETY: C's row pointer array is valid per the caller; its other arrays are set later.
    check(
        unsafe {
            sys::cusparseCreateCsr(
                &mut c_raw,
                rows as i64,
                cols as i64,
                0,
                c_indptr as *mut c_void,
                std::ptr::null_mut(),
                std::ptr::null_mut(),
                it,
                it,
                base,
                vt,
            )
        },
        "cusparseCreateCsr",
    )?;
    let c = SpMat {
        raw: c_raw,
        buffer: None,
    };
    struct Desc(sys::cusparseSpGEMMDescr_t);
    impl Drop for Desc {
        fn drop(&mut self) {
            // SAFETY: created below, destroyed once.
            let _ = unsafe { sys::cusparseSpGEMM_destroyDescr(self.0) };
        }
    }
    let mut d: sys::cusparseSpGEMMDescr_t = std::ptr::null_mut();
    // SAFETY: plain creation of a descriptor.
    check(
        unsafe { sys::cusparseSpGEMM_createDescr(&mut d) },
        "cusparseSpGEMM_createDescr",
    )?;
    let desc = Desc(d);
    let (one, zero) = (T::one(), T::zero());
    let alpha = &one as *const T as *const c_void;
    let beta = &zero as *const T as *const c_void;
    let op = sys::cusparseOperation_t::CUSPARSE_OPERATION_NON_TRANSPOSE;
    let alg = sys::cusparseSpGEMMAlg_t::CUSPARSE_SPGEMM_DEFAULT;
    // The two phases take the same operands; only the size and buffer pair differs.
    macro_rules! phase {
        ($call:ident) => {
            spgemm_phase(cuda, stringify!($call), |size, buf| {
                // SAFETY: live handle and descriptors; `spgemm_phase` passes a null buffer (a
                // size query), then a buffer of the size reported, kept alive until the copy.
                unsafe {
                    sys::$call(
                        h.raw,
                        op,
                        op,
                        alpha,
                        ma.raw as _,
                        b_raw as _,
                        beta,
                        c.raw,
                        vt,
                        alg,
                        desc.0,
                        size,
                        buf,
                    )
                }
            })
        };
    }
    let buf1 = phase!(cusparseSpGEMM_workEstimation)?;
    // The work estimation's buffer stays alive through compute and copy.
    let buf2 = phase!(cusparseSpGEMM_compute)?;
    let (mut r, mut cc, mut nnz) = (0i64, 0i64, 0i64);
    // SAFETY: C's descriptor is live; its size is known after compute.
    check(
        unsafe { sys::cusparseSpMatGetSize(c.raw, &mut r, &mut cc, &mut nnz) },
        "cusparseSpMatGetSize",
    )?;
    let nnz = usize::try_from(nnz).map_err(|_| Error::InvalidArgument {
        op: "spgemm",
        reason: format!("cuSPARSE reported {nnz} stored values"),
    })?;
    let (ci, cd) = alloc(nnz)?;
    // SAFETY: the arrays hold nnz values (per `alloc`'s contract) and outlive the copy.
    check(
        unsafe {
            sys::cusparseCsrSetPointers(
                c.raw,
                c_indptr as *mut c_void,
                ci as *mut c_void,
                cd as *mut c_void,
            )
        },
        "cusparseCsrSetPointers",
    )?;
    // SAFETY: as above; writes C's three arrays on the handle's stream.
    check(
        unsafe {
            sys::cusparseSpGEMM_copy(
                h.raw,
                op,
                op,
                alpha,
                ma.raw as _,
                b_raw as _,
                beta,
                c.raw,
                vt,
                alg,
                desc.0,
            )
        },
        "cusparseSpGEMM_copy",
    )?;
    // The work buffers are freed stream-ordered after the copy.
    drop((buf1, buf2));
    Ok(SpgemmOut { nnz })
}
