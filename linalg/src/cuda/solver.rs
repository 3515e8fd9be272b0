//! cuSOLVER dense: a handle (with its `cusolverDnParams`) per (device, stream), created once and
//! cached, and the factorisations gsci-linalg calls. The 64-bit generic API (`cusolverDnX*`) is
//! used wherever it exists, so one code path serves f32, f64, complex64 and complex128.
//!
//! Every routine writes its `info` to device memory; callers read all infos back once, at the end.

pub(crate) use super::lock;
use super::{HandleCache, alloc_elems, cached_handle, to_i32, unsupported_dtype};
use cudarc::cusolver::sys;
use cudarc::driver::CudaStream;
use gsci_core::cuda::{CudaBackend, CudaDevice, DeviceBuffer};
use gsci_core::{DType, Error, Result};
use std::cell::RefCell;
use std::ffi::c_void;
use std::sync::{Arc, Mutex, OnceLock};

pub(crate) use sys::{cublasFillMode_t as Fill, cublasOperation_t as Op};

mod eig;
mod svd_alt;
pub(crate) use eig::{Geev, sygvd};
pub(crate) use svd_alt::{Gesvdj, Gesvdp, SvdAlgo, svd_algo};

/// Maps a cuSOLVER status to gsci's error.
pub(crate) fn check(status: sys::cusolverStatus_t, call: &'static str) -> Result<()> {
    if status == sys::cusolverStatus_t::CUSOLVER_STATUS_SUCCESS {
        Ok(())
    } else {
        Err(Error::Cuda {
            code: format!("{status:?}"),
            call,
        })
    }
}

/// Whether libcusolver loads (checked once, before the first call into it).
pub(crate) fn available() -> Result<()> {
    static PRESENT: OnceLock<bool> = OnceLock::new();
    // SAFETY: is_culib_present only tries to dlopen the library.
    if *PRESENT.get_or_init(|| unsafe { sys::is_culib_present() }) {
        Ok(())
    } else {
        Err(Error::LibraryNotFound(
            "cuSOLVER (libcusolver.so): put its folder on LD_LIBRARY_PATH".into(),
        ))
    }
}

/// A cuSOLVER dense handle bound to one stream, with the parameter object of the 64-bit API.
pub(crate) struct SolverHandle {
    raw: sys::cusolverDnHandle_t,
    params: sys::cusolverDnParams_t,
    /// Host workspace of the hybrid routines, kept between calls (dropped before the context).
    host: RefCell<HostWorkspace>,
    _stream: Arc<CudaStream>,
    _device: Arc<CudaDevice>,
}

// SAFETY: only used under the cache's mutex, from a thread bound to its context.
unsafe impl Send for SolverHandle {}

impl SolverHandle {
    fn create(cuda: &CudaBackend) -> Result<SolverHandle> {
        available()?;
        cuda.bind()?;
        let mut raw: sys::cusolverDnHandle_t = std::ptr::null_mut();
        // SAFETY: the library is loaded and the context is bound.
        check(
            unsafe { sys::cusolverDnCreate(&mut raw) },
            "cusolverDnCreate",
        )?;
        let mut handle = SolverHandle {
            raw,
            params: std::ptr::null_mut(),
            host: RefCell::new(HostWorkspace::None),
            _stream: cuda.stream().clone(),
            _device: cuda.device().clone(),
        };
        // SAFETY: valid handle; the stream outlives it (held above).
        check(
            unsafe { sys::cusolverDnSetStream(raw, cuda.cu_stream() as sys::cudaStream_t) },
            "cusolverDnSetStream",
        )?;
        // SAFETY: writes a fresh params object, destroyed in Drop.
        check(
            unsafe { sys::cusolverDnCreateParams(&mut handle.params) },
            "cusolverDnCreateParams",
        )?;
        Ok(handle)
    }
}

impl SolverHandle {
    /// At least `bytes` of host workspace: this handle's buffer, grown when too small. Calls on
    /// one handle are serialized by its mutex and ordered on its stream, and every routine with
    /// host workspace waits for its stream before returning (`Workspace::finish`), so reuse is
    /// safe.
    fn host_workspace(&self, bytes: usize) -> (*mut c_void, usize) {
        let mut ws = self.host.borrow_mut();
        if ws.len() < bytes {
            *ws = HostWorkspace::None;
            *ws = HostWorkspace::new(bytes);
        }
        ws.raw()
    }
}

impl Drop for SolverHandle {
    fn drop(&mut self) {
        // Never panics: a failed destroy only leaks.
        // SAFETY: created in `create`, destroyed once each.
        unsafe {
            if !self.params.is_null() {
                let _ = sys::cusolverDnDestroyParams(self.params);
            }
            let _ = sys::cusolverDnDestroy(self.raw);
        }
    }
}

/// The cached handle for `cuda`'s device and stream, created on first use.
pub(crate) fn handle(cuda: &CudaBackend) -> Result<Arc<Mutex<SolverHandle>>> {
    static CACHE: HandleCache<SolverHandle> = OnceLock::new();
    cached_handle(&CACHE, cuda, SolverHandle::create)
}

fn data_type(d: DType, op: &str) -> Result<sys::cudaDataType> {
    use sys::cudaDataType as T;
    Ok(match d {
        DType::F32 => T::CUDA_R_32F,
        DType::F64 => T::CUDA_R_64F,
        DType::C64 => T::CUDA_C_32F,
        DType::C128 => T::CUDA_C_64F,
        other => return Err(unsupported_dtype(op, other)),
    })
}

fn real_type(d: DType, op: &str) -> Result<sys::cudaDataType> {
    use sys::cudaDataType as T;
    Ok(match d {
        DType::F32 | DType::C64 => T::CUDA_R_32F,
        DType::F64 | DType::C128 => T::CUDA_R_64F,
        other => return Err(unsupported_dtype(op, other)),
    })
}

/// cuSOLVER's job for eigen- and singular vectors: computed or not.
fn eig_mode(vectors: bool) -> sys::cusolverEigMode_t {
    if vectors {
        sys::cusolverEigMode_t::CUSOLVER_EIG_MODE_VECTOR
    } else {
        sys::cusolverEigMode_t::CUSOLVER_EIG_MODE_NOVECTOR
    }
}

/// Device and host workspace of one cuSOLVER routine, reused over a batch (stream order makes
/// the reuse safe). The host half is the handle's (see [`SolverHandle::host_workspace`]).
pub(crate) struct Workspace {
    dev: DeviceBuffer,
    host_bytes: usize,
}

/// Host workspace: page-locked when the driver grants it, else ordinary memory. The hybrid
/// routines (`Xgeev`: 21.5 MB at n = 1024) copy between it and the device, and from pageable
/// memory each copy is staged and synchronous: `eig` f64 1024 on the H200 took 221-254 ms with
/// pageable workspace and 206-221 ms with this (paired runs in one call).
enum HostWorkspace {
    None,
    Pinned(*mut c_void, usize),
    Heap(Vec<u8>),
}

impl HostWorkspace {
    /// `bytes` of workspace (the caller bound the device's context).
    fn new(bytes: usize) -> HostWorkspace {
        if bytes == 0 {
            return HostWorkspace::None;
        }
        let mut p: *mut c_void = std::ptr::null_mut();
        // SAFETY: the context is bound; p receives `bytes` bytes.
        let r = unsafe { cudarc::driver::sys::cuMemHostAlloc(&mut p, bytes, 0) };
        if r == cudarc::driver::sys::CUresult::CUDA_SUCCESS && !p.is_null() {
            return HostWorkspace::Pinned(p, bytes);
        }
        HostWorkspace::Heap(vec![0u8; bytes])
    }

    fn len(&self) -> usize {
        self.raw().1
    }

    fn raw(&self) -> (*mut c_void, usize) {
        match self {
            HostWorkspace::None => (std::ptr::null_mut(), 0),
            HostWorkspace::Pinned(p, bytes) => (*p, *bytes),
            HostWorkspace::Heap(v) => (v.as_ptr() as *mut c_void, v.len()),
        }
    }
}

impl Drop for HostWorkspace {
    fn drop(&mut self) {
        if let HostWorkspace::Pinned(p, _) = *self {
            // SAFETY: allocated by cuMemHostAlloc in `new`, freed once, after the routines that
            // read it have finished (`Workspace::finish` waits for the stream).
            unsafe {
                let _ = cudarc::driver::sys::cuMemFreeHost(p);
            }
        }
    }
}

impl Workspace {
    /// Binds the device, asks a routine's `_bufferSize` query (`query(&mut dev_bytes,
    /// &mut host_bytes)`) for its workspace sizes, and allocates the device half.
    fn query(
        cuda: &CudaBackend,
        call: &'static str,
        query: impl FnOnce(*mut usize, *mut usize) -> sys::cusolverStatus_t,
    ) -> Result<Workspace> {
        let (mut dev_bytes, mut host_bytes) = (0usize, 0usize);
        cuda.bind()?;
        check(query(&mut dev_bytes, &mut host_bytes), call)?;
        Ok(Workspace {
            dev: alloc_elems(cuda, dev_bytes.max(1), 1)?,
            host_bytes,
        })
    }
    fn dev(&self) -> (*mut c_void, usize) {
        (self.dev.ptr() as *mut c_void, self.dev.bytes())
    }
    /// The host half, from the handle `h` the routine runs on.
    fn host(&self, h: &SolverHandle) -> (*mut c_void, usize) {
        if self.host_bytes == 0 {
            (std::ptr::null_mut(), 0)
        } else {
            h.host_workspace(self.host_bytes)
        }
    }
    /// Routines that use host workspace may still read it asynchronously; wait before the
    /// handle's buffer is reused or freed.
    pub(crate) fn finish(self, cuda: &CudaBackend) -> Result<()> {
        if self.host_bytes > 0 {
            cuda.synchronize()?;
        }
        Ok(())
    }
}

/// LU factorisation with partial pivoting (`Xgetrf`), column-major `m x n` (leading dimension
/// `lda`), in place, min(m, n) i64 pivots.
pub(crate) struct Getrf {
    dtype: sys::cudaDataType,
    m: i64,
    n: i64,
    lda: i64,
    ws: Workspace,
}

impl Getrf {
    /// A square `n x n` matrix with leading dimension `lda`.
    pub(crate) fn plan(
        h: &SolverHandle,
        cuda: &CudaBackend,
        dtype: DType,
        n: usize,
        lda: usize,
    ) -> Result<Getrf> {
        Getrf::plan_rect(h, cuda, dtype, (n, n), lda)
    }

    /// A rectangular `m x n` matrix with leading dimension `lda` (for `scipy.linalg.lu`).
    pub(crate) fn plan_rect(
        h: &SolverHandle,
        cuda: &CudaBackend,
        dtype: DType,
        (m, n): (usize, usize),
        lda: usize,
    ) -> Result<Getrf> {
        let ty = data_type(dtype, "getrf")?;
        // SAFETY: size query only; A is not read.
        let ws = Workspace::query(cuda, "cusolverDnXgetrf_bufferSize", |dev, host| unsafe {
            sys::cusolverDnXgetrf_bufferSize(
                h.raw,
                h.params,
                m as i64,
                n as i64,
                ty,
                std::ptr::null(),
                lda as i64,
                ty,
                dev,
                host,
            )
        })?;
        Ok(Getrf {
            dtype: ty,
            m: m as i64,
            n: n as i64,
            lda: lda as i64,
            ws,
        })
    }

    /// # Safety
    /// `a` holds an `m x n` matrix (leading dimension `lda`), `ipiv` min(m, n) i64s, `info` one
    /// int.
    pub(crate) unsafe fn run(
        &mut self,
        h: &SolverHandle,
        a: u64,
        ipiv: u64,
        info: u64,
    ) -> Result<()> {
        let (d, db) = self.ws.dev();
        let (hp, hb) = self.ws.host(h);
        // SAFETY: caller contract; workspace sized by the query in `plan_rect`.
        check(
            unsafe {
                sys::cusolverDnXgetrf(
                    h.raw,
                    h.params,
                    self.m,
                    self.n,
                    self.dtype,
                    a as *mut c_void,
                    self.lda,
                    ipiv as *mut i64,
                    self.dtype,
                    d,
                    db,
                    hp,
                    hb,
                    info as *mut i32,
                )
            },
            "cusolverDnXgetrf",
        )
    }

    pub(crate) fn finish(self, cuda: &CudaBackend) -> Result<()> {
        self.ws.finish(cuda)
    }
}

/// Solve with the factors of [`Getrf`] (`Xgetrs`): `op(A) X = B`, column-major, B in place.
///
/// # Safety
/// `a`/`ipiv` as produced by [`Getrf::run`]; `b` an `n x nrhs` matrix with leading dimension `ldb`.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn getrs(
    h: &SolverHandle,
    dtype: DType,
    trans: Op,
    n: usize,
    nrhs: usize,
    a: u64,
    lda: usize,
    ipiv: u64,
    b: u64,
    ldb: usize,
    info: u64,
) -> Result<()> {
    let ty = data_type(dtype, "getrs")?;
    // SAFETY: caller contract.
    check(
        unsafe {
            sys::cusolverDnXgetrs(
                h.raw,
                h.params,
                trans,
                n as i64,
                nrhs as i64,
                ty,
                a as *const c_void,
                lda as i64,
                ipiv as *const i64,
                ty,
                b as *mut c_void,
                ldb as i64,
                info as *mut i32,
            )
        },
        "cusolverDnXgetrs",
    )
}

/// Cholesky factorisation (`Xpotrf`), column-major `n x n`, in place in the `fill` triangle.
pub(crate) struct Potrf {
    dtype: sys::cudaDataType,
    fill: Fill,
    n: i64,
    lda: i64,
    ws: Workspace,
}

impl Potrf {
    pub(crate) fn plan(
        h: &SolverHandle,
        cuda: &CudaBackend,
        dtype: DType,
        fill: Fill,
        n: usize,
        lda: usize,
    ) -> Result<Potrf> {
        let ty = data_type(dtype, "potrf")?;
        // SAFETY: size query only.
        let ws = Workspace::query(cuda, "cusolverDnXpotrf_bufferSize", |dev, host| unsafe {
            sys::cusolverDnXpotrf_bufferSize(
                h.raw,
                h.params,
                fill,
                n as i64,
                ty,
                std::ptr::null(),
                lda as i64,
                ty,
                dev,
                host,
            )
        })?;
        Ok(Potrf {
            dtype: ty,
            fill,
            n: n as i64,
            lda: lda as i64,
            ws,
        })
    }

    /// # Safety
    /// `a` holds an `n x n` matrix (leading dimension `lda`), `info` one int.
    pub(crate) unsafe fn run(&mut self, h: &SolverHandle, a: u64, info: u64) -> Result<()> {
        let (d, db) = self.ws.dev();
        let (hp, hb) = self.ws.host(h);
        // SAFETY: caller contract; workspace sized by the query.
        check(
            unsafe {
                sys::cusolverDnXpotrf(
                    h.raw,
                    h.params,
                    self.fill,
                    self.n,
                    self.dtype,
                    a as *mut c_void,
                    self.lda,
                    self.dtype,
                    d,
                    db,
                    hp,
                    hb,
                    info as *mut i32,
                )
            },
            "cusolverDnXpotrf",
        )
    }

    pub(crate) fn finish(self, cuda: &CudaBackend) -> Result<()> {
        self.ws.finish(cuda)
    }
}

/// Batched Cholesky of small matrices (`potrfBatched`); `ptrs` is a device array of addresses,
/// `info` holds `batch` ints.
///
/// # Safety
/// Every address must hold an `n x n` matrix with leading dimension `lda`.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn potrf_batched(
    h: &SolverHandle,
    dtype: DType,
    fill: Fill,
    n: usize,
    ptrs: u64,
    lda: usize,
    info: u64,
    batch: usize,
) -> Result<()> {
    let op = "potrfBatched";
    let (ni, lda, bi) = (
        to_i32(n, op, "n")?,
        to_i32(lda, op, "lda")?,
        to_i32(batch, op, "batch")?,
    );
    let i = info as *mut i32;
    // SAFETY: caller contract.
    let status = unsafe {
        typed_call!(
            dtype,
            op,
            [
                sys::cusolverDnSpotrfBatched,
                sys::cusolverDnDpotrfBatched,
                sys::cusolverDnCpotrfBatched,
                sys::cusolverDnZpotrfBatched
            ],
            (h.raw, fill, ni, ptrs, lda, i, bi)
        )
    };
    check(status, "cusolverDnXpotrfBatched")
}

/// Hermitian eigendecomposition (`Xsyevd`), column-major `n x n`: eigenvalues (ascending, real)
/// into `w`, eigenvectors over `a` when `vectors`.
pub(crate) struct Syevd {
    dtype: sys::cudaDataType,
    wtype: sys::cudaDataType,
    jobz: sys::cusolverEigMode_t,
    fill: Fill,
    n: i64,
    lda: i64,
    ws: Workspace,
}

impl Syevd {
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn plan(
        h: &SolverHandle,
        cuda: &CudaBackend,
        dtype: DType,
        vectors: bool,
        fill: Fill,
        n: usize,
        lda: usize,
    ) -> Result<Syevd> {
        let ty = data_type(dtype, "syevd")?;
        let wtype = real_type(dtype, "syevd")?;
        let jobz = eig_mode(vectors);
        // SAFETY: size query only.
        let ws = Workspace::query(cuda, "cusolverDnXsyevd_bufferSize", |dev, host| unsafe {
            sys::cusolverDnXsyevd_bufferSize(
                h.raw,
                h.params,
                jobz,
                fill,
                n as i64,
                ty,
                std::ptr::null(),
                lda as i64,
                wtype,
                std::ptr::null(),
                ty,
                dev,
                host,
            )
        })?;
        Ok(Syevd {
            dtype: ty,
            wtype,
            jobz,
            fill,
            n: n as i64,
            lda: lda as i64,
            ws,
        })
    }

    /// # Safety
    /// `a` holds an `n x n` matrix, `w` n reals, `info` one int.
    pub(crate) unsafe fn run(&mut self, h: &SolverHandle, a: u64, w: u64, info: u64) -> Result<()> {
        let (d, db) = self.ws.dev();
        let (hp, hb) = self.ws.host(h);
        // SAFETY: caller contract; workspace sized by the query.
        check(
            unsafe {
                sys::cusolverDnXsyevd(
                    h.raw,
                    h.params,
                    self.jobz,
                    self.fill,
                    self.n,
                    self.dtype,
                    a as *mut c_void,
                    self.lda,
                    self.wtype,
                    w as *mut c_void,
                    self.dtype,
                    d,
                    db,
                    hp,
                    hb,
                    info as *mut i32,
                )
            },
            "cusolverDnXsyevd",
        )
    }

    pub(crate) fn finish(self, cuda: &CudaBackend) -> Result<()> {
        self.ws.finish(cuda)
    }
}

/// Allocates `batch` device ints for `info` values, zeroed.
pub(crate) fn info_array(cuda: &CudaBackend, batch: usize) -> Result<DeviceBuffer> {
    let buf = alloc_elems(cuda, batch.max(1), 4)?;
    cuda.memset_bytes(buf.ptr(), 0, buf.bytes())?;
    Ok(buf)
}

/// Singular value decomposition (`Xgesvd`, m >= n), column-major, A overwritten.
pub(crate) struct Gesvd {
    dtype: sys::cudaDataType,
    stype: sys::cudaDataType,
    jobu: i8,
    jobvt: i8,
    m: i64,
    n: i64,
    ldu: i64,
    ldvt: i64,
    ws: Workspace,
}

impl Gesvd {
    /// `job`: b'A' (all columns of U and rows of V^H), b'S' (the first min(m, n)), b'N' (none).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn plan(
        h: &SolverHandle,
        cuda: &CudaBackend,
        dtype: DType,
        job: u8,
        m: usize,
        n: usize,
        ldu: usize,
        ldvt: usize,
    ) -> Result<Gesvd> {
        let ty = data_type(dtype, "gesvd")?;
        let stype = real_type(dtype, "gesvd")?;
        // SAFETY: size query only.
        let ws = Workspace::query(cuda, "cusolverDnXgesvd_bufferSize", |dev, host| unsafe {
            sys::cusolverDnXgesvd_bufferSize(
                h.raw,
                h.params,
                job as i8,
                job as i8,
                m as i64,
                n as i64,
                ty,
                std::ptr::null(),
                m as i64,
                stype,
                std::ptr::null(),
                ty,
                std::ptr::null(),
                ldu as i64,
                ty,
                std::ptr::null(),
                ldvt as i64,
                ty,
                dev,
                host,
            )
        })?;
        Ok(Gesvd {
            dtype: ty,
            stype,
            jobu: job as i8,
            jobvt: job as i8,
            m: m as i64,
            n: n as i64,
            ldu: ldu as i64,
            ldvt: ldvt as i64,
            ws,
        })
    }

    /// # Safety
    /// `a` holds an m x n matrix (lda m), `s` min(m, n) reals, `u`/`vt` their matrices (or are
    /// unused for job N), `info` one int.
    pub(crate) unsafe fn run(
        &mut self,
        h: &SolverHandle,
        a: u64,
        s: u64,
        u: u64,
        vt: u64,
        info: u64,
    ) -> Result<()> {
        let (d, db) = self.ws.dev();
        let (hp, hb) = self.ws.host(h);
        // SAFETY: caller contract; workspace sized by the query.
        check(
            unsafe {
                sys::cusolverDnXgesvd(
                    h.raw,
                    h.params,
                    self.jobu,
                    self.jobvt,
                    self.m,
                    self.n,
                    self.dtype,
                    a as *mut c_void,
                    self.m,
                    self.stype,
                    s as *mut c_void,
                    self.dtype,
                    u as *mut c_void,
                    self.ldu,
                    self.dtype,
                    vt as *mut c_void,
                    self.ldvt,
                    self.dtype,
                    d,
                    db,
                    hp,
                    hb,
                    info as *mut i32,
                )
            },
            "cusolverDnXgesvd",
        )
    }

    pub(crate) fn finish(self, cuda: &CudaBackend) -> Result<()> {
        self.ws.finish(cuda)
    }
}

/// Householder QR (`Xgeqrf`), column-major m x n (lda m), in place, `tau` min(m, n) values.
pub(crate) struct Geqrf {
    dtype: sys::cudaDataType,
    m: i64,
    n: i64,
    ws: Workspace,
}

impl Geqrf {
    pub(crate) fn plan(
        h: &SolverHandle,
        cuda: &CudaBackend,
        dtype: DType,
        m: usize,
        n: usize,
    ) -> Result<Geqrf> {
        let ty = data_type(dtype, "geqrf")?;
        // SAFETY: size query only.
        let ws = Workspace::query(cuda, "cusolverDnXgeqrf_bufferSize", |dev, host| unsafe {
            sys::cusolverDnXgeqrf_bufferSize(
                h.raw,
                h.params,
                m as i64,
                n as i64,
                ty,
                std::ptr::null(),
                m as i64,
                ty,
                std::ptr::null(),
                ty,
                dev,
                host,
            )
        })?;
        Ok(Geqrf {
            dtype: ty,
            m: m as i64,
            n: n as i64,
            ws,
        })
    }

    /// # Safety
    /// `a` holds an m x n matrix (lda m), `tau` min(m, n) values, `info` one int.
    pub(crate) unsafe fn run(
        &mut self,
        h: &SolverHandle,
        a: u64,
        tau: u64,
        info: u64,
    ) -> Result<()> {
        let (d, db) = self.ws.dev();
        let (hp, hb) = self.ws.host(h);
        // SAFETY: caller contract; workspace sized by the query.
        check(
            unsafe {
                sys::cusolverDnXgeqrf(
                    h.raw,
                    h.params,
                    self.m,
                    self.n,
                    self.dtype,
                    a as *mut c_void,
                    self.m,
                    self.dtype,
                    tau as *mut c_void,
                    self.dtype,
                    d,
                    db,
                    hp,
                    hb,
                    info as *mut i32,
                )
            },
            "cusolverDnXgeqrf",
        )
    }

    pub(crate) fn finish(self, cuda: &CudaBackend) -> Result<()> {
        self.ws.finish(cuda)
    }
}

/// Forms Q (m x n, n <= m, from k reflectors) in place (`orgqr` / `ungqr`), column-major, lda m,
/// for `batch` matrices `stride` elements apart with their `tau` vectors `k` apart.
///
/// # Safety
/// Every matrix and tau vector lies in device memory of the sizes stated.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn orgqr(
    h: &SolverHandle,
    cuda: &CudaBackend,
    dtype: DType,
    m: usize,
    n: usize,
    k: usize,
    a: u64,
    stride: usize,
    tau: u64,
    batch: usize,
    info: u64,
) -> Result<()> {
    let op = "orgqr";
    let (mi, ni, ki) = (
        to_i32(m, op, "m")?,
        to_i32(n, op, "n")?,
        to_i32(k, op, "k")?,
    );
    let mut lwork = 0i32;
    cuda.bind()?;
    // SAFETY: size queries only.
    let status = unsafe {
        typed_call!(
            dtype,
            op,
            [
                sys::cusolverDnSorgqr_bufferSize,
                sys::cusolverDnDorgqr_bufferSize,
                sys::cusolverDnCungqr_bufferSize,
                sys::cusolverDnZungqr_bufferSize
            ],
            (h.raw, mi, ni, ki, a, mi, tau, &mut lwork)
        )
    };
    check(status, "cusolverDnXorgqr_bufferSize")?;
    let size = dtype.itemsize();
    let work = alloc_elems(cuda, (lwork.max(1)) as usize, size)?;
    for i in 0..batch as u64 {
        let ai = a + i * (stride * size) as u64;
        let ti = tau + i * (k * size) as u64;
        let ii = info + i * 4;
        let w = work.ptr();
        // SAFETY: matrix i and its reflectors (caller contract); workspace of lwork elements.
        let status = unsafe {
            typed_call!(
                dtype,
                op,
                [
                    sys::cusolverDnSorgqr,
                    sys::cusolverDnDorgqr,
                    sys::cusolverDnCungqr,
                    sys::cusolverDnZungqr
                ],
                (h.raw, mi, ni, ki, ai, mi, ti, w, lwork, ii)
            )
        };
        check(status, "cusolverDnXorgqr")?;
    }
    Ok(())
}
