//! cuBLAS: a handle per (device, stream), created once and cached, and the calls gsci-linalg makes.
//!
//! Every call goes through `cudarc::cublas::sys` (raw FFI). Row-major arrays are passed as the
//! column-major transposes they are in memory; callers arrange operands accordingly.

pub(crate) use super::lock;
use super::{HandleCache, cached_handle, to_i32, unsupported_dtype};
use cudarc::cublas::sys;
use cudarc::driver::CudaStream;
use gsci_core::cuda::{CudaBackend, CudaDevice};
use gsci_core::{DType, Error, Result};
use std::ffi::c_void;
use std::sync::{Arc, Mutex, OnceLock};

pub(crate) use sys::{
    cublasDiagType_t as Diag, cublasFillMode_t as Fill, cublasOperation_t as Op,
    cublasSideMode_t as Side,
};

/// Maps a cuBLAS status to gsci's error.
pub(crate) fn check(status: sys::cublasStatus_t, call: &'static str) -> Result<()> {
    if status == sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS {
        Ok(())
    } else {
        Err(Error::Cuda {
            code: format!("{status:?}"),
            call,
        })
    }
}

/// Whether libcublas loads (checked once, before the first call into it).
pub(crate) fn available() -> Result<()> {
    static PRESENT: OnceLock<bool> = OnceLock::new();
    // SAFETY: is_culib_present only tries to dlopen the library.
    if *PRESENT.get_or_init(|| unsafe { sys::is_culib_present() }) {
        Ok(())
    } else {
        Err(Error::LibraryNotFound(
            "cuBLAS (libcublas.so): put its folder on LD_LIBRARY_PATH".into(),
        ))
    }
}

/// A cuBLAS handle bound to one stream. Keeps the stream and the device alive, so the cache key
/// (device ordinal, stream address) can never name a destroyed stream.
pub(crate) struct BlasHandle {
    raw: sys::cublasHandle_t,
    _stream: Arc<CudaStream>,
    _device: Arc<CudaDevice>,
}

// SAFETY: the handle is only used under the cache's mutex, from a thread bound to its context.
unsafe impl Send for BlasHandle {}

impl BlasHandle {
    fn create(cuda: &CudaBackend) -> Result<BlasHandle> {
        available()?;
        cuda.bind()?;
        let mut raw: sys::cublasHandle_t = std::ptr::null_mut();
        // SAFETY: the library is loaded and the device's context is bound to this thread.
        check(unsafe { sys::cublasCreate_v2(&mut raw) }, "cublasCreate")?;
        let handle = BlasHandle {
            raw,
            _stream: cuda.stream().clone(),
            _device: cuda.device().clone(),
        };
        // SAFETY: both handles are live; the stream outlives the handle (held above).
        check(
            unsafe { sys::cublasSetStream_v2(raw, cuda.cu_stream() as sys::cudaStream_t) },
            "cublasSetStream",
        )?;
        Ok(handle)
    }

    pub(crate) fn raw(&self) -> sys::cublasHandle_t {
        self.raw
    }
}

impl Drop for BlasHandle {
    fn drop(&mut self) {
        // Never panics: a failed destroy only leaks the handle.
        // SAFETY: created in `create`, destroyed once.
        let _ = unsafe { sys::cublasDestroy_v2(self.raw) };
    }
}

/// The cached handle for `cuda`'s device and stream, created on first use.
pub(crate) fn handle(cuda: &CudaBackend) -> Result<Arc<Mutex<BlasHandle>>> {
    static CACHE: HandleCache<BlasHandle> = OnceLock::new();
    cached_handle(&CACHE, cuda, BlasHandle::create)
}

/// cuBLAS's data type for a gsci dtype.
pub(crate) fn data_type(d: DType) -> Option<sys::cudaDataType> {
    use sys::cudaDataType as T;
    Some(match d {
        DType::F16 => T::CUDA_R_16F,
        DType::BF16 => T::CUDA_R_16BF,
        DType::F32 => T::CUDA_R_32F,
        DType::F64 => T::CUDA_R_64F,
        DType::C64 => T::CUDA_C_32F,
        DType::C128 => T::CUDA_C_64F,
        _ => return None,
    })
}

/// One operand of a GEMM in cuBLAS's column-major terms.
#[derive(Clone, Copy, Debug)]
pub(crate) struct GemmOperand {
    pub ptr: u64,
    pub op: Op,
    pub ld: usize,
    /// Elements between consecutive matrices of the batch (0 broadcasts one matrix).
    pub batch_stride: isize,
}

/// A GEMM scaling factor (real `v`, imaginary part 0) in the scale type of the compute type:
/// double for 64F, float for 32F (complex scales read the zero that follows as imaginary part).
#[repr(C, align(16))]
struct Scale([u8; 16]);

impl Scale {
    fn new(v: f64, double: bool) -> Scale {
        let mut b = [0u8; 16];
        if double {
            b[..8].copy_from_slice(&v.to_ne_bytes());
        } else {
            b[..4].copy_from_slice(&(v as f32).to_ne_bytes());
        }
        Scale(b)
    }
}

/// `C = A_op * B_op` (column-major, `m x n`, inner size `k`) for `batch` matrices; C is dense
/// (`ldc == m`, consecutive matrices `m * n` apart).
///
/// `tf32` selects TF32 tensor cores for f32 (and complex64) inputs.
///
/// # Safety
/// The pointers must address `batch` matrices of the stated sizes, leading dimensions and batch
/// strides, on `cuda`'s device, alive until the stream has run the call.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn gemm(
    cuda: &CudaBackend,
    dtype: DType,
    m: usize,
    n: usize,
    k: usize,
    a: GemmOperand,
    b: GemmOperand,
    c: u64,
    ldc: usize,
    batch: usize,
    tf32: bool,
) -> Result<()> {
    let op = "matmul";
    let ty = data_type(dtype).ok_or_else(|| unsupported_dtype(op, dtype))?;
    let compute = match dtype {
        DType::F64 | DType::C128 => sys::cublasComputeType_t::CUBLAS_COMPUTE_64F,
        DType::F32 | DType::C64 if tf32 => sys::cublasComputeType_t::CUBLAS_COMPUTE_32F_FAST_TF32,
        _ => sys::cublasComputeType_t::CUBLAS_COMPUTE_32F,
    };
    let double = compute == sys::cublasComputeType_t::CUBLAS_COMPUTE_64F;
    let (one, zero) = (Scale::new(1.0, double), Scale::new(0.0, double));
    let (mi, ni, ki) = (
        to_i32(m, op, "m")?,
        to_i32(n, op, "n")?,
        to_i32(k, op, "k")?,
    );
    let (lda, ldb, ldc) = (
        to_i32(a.ld, op, "lda")?,
        to_i32(b.ld, op, "ldb")?,
        to_i32(ldc, op, "ldc")?,
    );
    let h = handle(cuda)?;
    let h = lock(&h);
    cuda.bind()?;
    let alpha = &one as *const Scale as *const c_void;
    let beta = &zero as *const Scale as *const c_void;
    let algo = sys::cublasGemmAlgo_t::CUBLAS_GEMM_DFALT;
    if batch == 1 {
        // SAFETY: sizes and leading dimensions describe the caller's buffers (caller contract);
        // alpha/beta point to values of the scale type for `compute`.
        return check(
            unsafe {
                sys::cublasGemmEx(
                    h.raw(),
                    a.op,
                    b.op,
                    mi,
                    ni,
                    ki,
                    alpha,
                    a.ptr as *const c_void,
                    ty,
                    lda,
                    b.ptr as *const c_void,
                    ty,
                    ldb,
                    beta,
                    c as *mut c_void,
                    ty,
                    ldc,
                    compute,
                    algo,
                )
            },
            "cublasGemmEx",
        );
    }
    // batchCount is an int: run more than 2^31 - 1 matrices in chunks.
    let elem = dtype.itemsize() as u64;
    let chunk = i32::MAX as usize;
    let mut done = 0usize;
    while done < batch {
        let count = (batch - done).min(chunk);
        let off = |p: u64, s: isize| (p as i64 + (done as i64) * s as i64 * elem as i64) as u64;
        // SAFETY: as above, for `count` matrices starting at matrix `done`.
        check(
            unsafe {
                sys::cublasGemmStridedBatchedEx(
                    h.raw(),
                    a.op,
                    b.op,
                    mi,
                    ni,
                    ki,
                    alpha,
                    off(a.ptr, a.batch_stride) as *const c_void,
                    ty,
                    lda,
                    a.batch_stride as i64,
                    off(b.ptr, b.batch_stride) as *const c_void,
                    ty,
                    ldb,
                    b.batch_stride as i64,
                    beta,
                    off(c, (m * n) as isize) as *mut c_void,
                    ty,
                    ldc,
                    (m * n) as i64,
                    count as i32,
                    compute,
                    algo,
                )
            },
            "cublasGemmStridedBatchedEx",
        )?;
        done += count;
    }
    Ok(())
}

/// Triangular solve with many right-hand sides, in place in `b` (cuBLAS `trsm`):
/// `op(A) X = B` (side left) or `X op(A) = B` (side right); column-major.
///
/// # Safety
/// `a` addresses an `na x na` matrix (na = m for side left, n for right) with leading dimension
/// `lda`, `b` an `m x n` matrix with leading dimension `ldb`, both live until the stream has run.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn trsm(
    cuda: &CudaBackend,
    dtype: DType,
    side: Side,
    fill: Fill,
    trans: Op,
    diag: Diag,
    m: usize,
    n: usize,
    a: u64,
    lda: usize,
    b: u64,
    ldb: usize,
) -> Result<()> {
    let op = "solve_triangular";
    let (mi, ni) = (to_i32(m, op, "m")?, to_i32(n, op, "n")?);
    let (lda, ldb) = (to_i32(lda, op, "lda")?, to_i32(ldb, op, "ldb")?);
    let h = handle(cuda)?;
    let h = lock(&h);
    cuda.bind()?;
    let one = [1.0f64, 0.0];
    let one32 = [1.0f32, 0.0];
    let alpha = match dtype {
        DType::F32 | DType::C64 => one32.as_ptr() as *const c_void,
        _ => one.as_ptr() as *const c_void,
    };
    // SAFETY: caller contract; alpha points at a value of the element type (complex: re, im).
    let status = unsafe {
        typed_call!(
            dtype,
            op,
            [
                sys::cublasStrsm_v2,
                sys::cublasDtrsm_v2,
                sys::cublasCtrsm_v2,
                sys::cublasZtrsm_v2
            ],
            (
                h.raw(),
                side,
                fill,
                trans,
                diag,
                mi,
                ni,
                alpha,
                a,
                lda,
                b,
                ldb
            )
        )
    };
    check(status, "cublasXtrsm")
}

/// Batched LU with partial pivoting of `batch` `n x n` column-major matrices (cuBLAS
/// `getrfBatched`, for small n). `ptrs` is a device array of matrix addresses, `pivots` holds
/// `n * batch` ints, `info` `batch` ints.
///
/// # Safety
/// All device addresses must be valid for the sizes stated and live until the stream has run.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn getrf_batched(
    cuda: &CudaBackend,
    dtype: DType,
    n: usize,
    ptrs: u64,
    lda: usize,
    pivots: u64,
    info: u64,
    batch: usize,
) -> Result<()> {
    let op = "getrfBatched";
    let (ni, lda, bi) = (
        to_i32(n, op, "n")?,
        to_i32(lda, op, "lda")?,
        to_i32(batch, op, "batch")?,
    );
    let h = handle(cuda)?;
    let h = lock(&h);
    cuda.bind()?;
    let (p, i) = (pivots as *mut i32, info as *mut i32);
    // SAFETY: caller contract.
    let status = unsafe {
        typed_call!(
            dtype,
            op,
            [
                sys::cublasSgetrfBatched,
                sys::cublasDgetrfBatched,
                sys::cublasCgetrfBatched,
                sys::cublasZgetrfBatched
            ],
            (h.raw(), ni, ptrs, lda, p, i, bi)
        )
    };
    check(status, "cublasXgetrfBatched")
}

/// Batched solve with the factors of [`getrf_batched`] (cuBLAS `getrsBatched`).
///
/// # Safety
/// As for [`getrf_batched`]; `b_ptrs` addresses `batch` `n x nrhs` matrices.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn getrs_batched(
    cuda: &CudaBackend,
    dtype: DType,
    trans: Op,
    n: usize,
    nrhs: usize,
    a_ptrs: u64,
    lda: usize,
    pivots: u64,
    b_ptrs: u64,
    ldb: usize,
    batch: usize,
) -> Result<()> {
    let op = "getrsBatched";
    let (ni, nr, lda, ldb, bi) = (
        to_i32(n, op, "n")?,
        to_i32(nrhs, op, "nrhs")?,
        to_i32(lda, op, "lda")?,
        to_i32(ldb, op, "ldb")?,
        to_i32(batch, op, "batch")?,
    );
    let h = handle(cuda)?;
    let h = lock(&h);
    cuda.bind()?;
    // getrsBatched reports only argument errors, on the host.
    let mut info = 0i32;
    let p = pivots as *const i32;
    // SAFETY: caller contract; `info` is a host int.
    let status = unsafe {
        typed_call!(
            dtype,
            op,
            [
                sys::cublasSgetrsBatched,
                sys::cublasDgetrsBatched,
                sys::cublasCgetrsBatched,
                sys::cublasZgetrsBatched
            ],
            (
                h.raw(),
                trans,
                ni,
                nr,
                a_ptrs,
                lda,
                p,
                b_ptrs,
                ldb,
                &mut info,
                bi
            )
        )
    };
    check(status, "cublasXgetrsBatched")?;
    if info != 0 {
        return Err(Error::Cuda {
            code: format!("invalid argument {}", -info),
            call: "cublasXgetrsBatched",
        });
    }
    Ok(())
}

/// Batched inverse from the factors of [`getrf_batched`], out of place (cuBLAS `getriBatched`).
///
/// # Safety
/// As for [`getrf_batched`]; `c_ptrs` addresses `batch` `n x n` outputs.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn getri_batched(
    cuda: &CudaBackend,
    dtype: DType,
    n: usize,
    a_ptrs: u64,
    lda: usize,
    pivots: u64,
    c_ptrs: u64,
    ldc: usize,
    info: u64,
    batch: usize,
) -> Result<()> {
    let op = "getriBatched";
    let (ni, lda, ldc, bi) = (
        to_i32(n, op, "n")?,
        to_i32(lda, op, "lda")?,
        to_i32(ldc, op, "ldc")?,
        to_i32(batch, op, "batch")?,
    );
    let h = handle(cuda)?;
    let h = lock(&h);
    cuda.bind()?;
    let (p, i) = (pivots as *const i32, info as *mut i32);
    // SAFETY: caller contract.
    let status = unsafe {
        typed_call!(
            dtype,
            op,
            [
                sys::cublasSgetriBatched,
                sys::cublasDgetriBatched,
                sys::cublasCgetriBatched,
                sys::cublasZgetriBatched
            ],
            (h.raw(), ni, a_ptrs, lda, p, c_ptrs, ldc, i, bi)
        )
    };
    check(status, "cublasXgetriBatched")
}

/// The upper triangle (column-major terms) of `C = A A^T` for the column-major `n x k` matrix `A`
/// (leading dimension `lda`) into the `n x n` `C` (leading dimension `n`), f32 or f64 (cuBLAS
/// `syrk`); the other triangle is left as it was.
///
/// # Safety
/// `a` must address the `n x k` matrix and `c` `n * n` elements of `dtype` on `cuda`'s device,
/// alive until the stream has run the call.
pub(crate) unsafe fn syrk_upper(
    cuda: &CudaBackend,
    dtype: DType,
    n: usize,
    k: usize,
    a: u64,
    lda: usize,
    c: u64,
) -> Result<()> {
    let op = "gram";
    let (ni, ki, ldai) = (
        to_i32(n, op, "n")?,
        to_i32(k, op, "k")?,
        to_i32(lda, op, "lda")?,
    );
    let h = handle(cuda)?;
    let h = lock(&h);
    cuda.bind()?;
    let uplo = sys::cublasFillMode_t::CUBLAS_FILL_MODE_UPPER;
    let trans = sys::cublasOperation_t::CUBLAS_OP_N;
    match dtype {
        DType::F32 => {
            let (one, zero) = (1.0f32, 0.0f32);
            // SAFETY: sizes and leading dimensions describe the caller's buffers (caller
            // contract); alpha/beta are host floats (the handle's default pointer mode).
            check(
                unsafe {
                    sys::cublasSsyrk_v2(
                        h.raw(),
                        uplo,
                        trans,
                        ni,
                        ki,
                        &one,
                        a as *const f32,
                        ldai,
                        &zero,
                        c as *mut f32,
                        ni,
                    )
                },
                "cublasSsyrk",
            )
        }
        DType::F64 => {
            let (one, zero) = (1.0f64, 0.0f64);
            // SAFETY: as above, doubles.
            check(
                unsafe {
                    sys::cublasDsyrk_v2(
                        h.raw(),
                        uplo,
                        trans,
                        ni,
                        ki,
                        &one,
                        a as *const f64,
                        ldai,
                        &zero,
                        c as *mut f64,
                        ni,
                    )
                },
                "cublasDsyrk",
            )
        }
        d => Err(unsupported_dtype(op, d)),
    }
}
