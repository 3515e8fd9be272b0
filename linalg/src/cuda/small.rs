//! Stacks of small matrices (n <= [`SMALL_KERNEL_MAX`]) on the GPU with our own kernels
//! (`small.cu`): one thread per matrix, LU with LAPACK's partial pivoting then the solve, inverse,
//! determinant or slogdet in the same launch; Cholesky likewise. One launch and one 8-byte read
//! back per call, where the cuBLAS batched path needs pointer arrays, a factorisation, a solve and
//! a separate non-finite scan.

use crate::cuda::kernels::{kernels_source, real_c, wide};
use crate::scalar::LinalgScalar;
use gsci_core::cuda::{CudaBackend, DeviceBuffer, KernelArgs, grid_1d};
use gsci_core::{Array, DType, Element, Error, Result};

/// Largest order handled by the small-matrix kernels (the pivot array in `small.cu` is sized for
/// it: `GSCI_SMALL_MAX`).
pub(crate) const SMALL_KERNEL_MAX: usize = 16;

const SMALL_CU: &str = include_str!("small.cu");

/// Dynamic shared memory a block may use without opting in.
const SHARED_LIMIT: usize = 48 * 1024;

/// What the LU kernel computes after factoring (the `GSCI_SM_*` modes of `small.cu`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LuMode {
    Solve = 0,
    Inv = 1,
    Det = 2,
    Slogdet = 3,
}

fn source(wrappers: &str) -> String {
    format!("{}\n{SMALL_CU}\n{wrappers}", kernels_source(""))
}

fn lu_wrapper(d: DType) -> (String, String) {
    let name = format!("gsci_linalg_small_lu_{}", d.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {t}* a, const {t}* b, long long n, long long k, long long batch, int mode, {t}* out, {r}* logabs, unsigned long long* fail) {{ gsci_small_lu_body<{t}, {w}, {r}>(a, b, n, k, batch, mode, out, logabs, fail); }}\n",
        t = d.cuda_type(),
        w = wide(d),
        r = real_c(d)
    );
    (w, name)
}

fn potrf_wrapper(d: DType) -> (String, String) {
    let name = format!("gsci_linalg_small_potrf_{}", d.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {t}* a, long long n, long long batch, int lower, int clean, {t}* out, unsigned long long* fail) {{ gsci_small_potrf_body<{t}>(a, n, batch, lower, clean, out, fail); }}\n",
        t = d.cuda_type()
    );
    (w, name)
}

/// The small-matrix kernels of every dtype in one module (for the NVRTC compile test).
pub(crate) fn generated_source() -> (String, String) {
    let mut w = String::new();
    for d in [DType::F32, DType::F64, DType::C64, DType::C128] {
        w += &lu_wrapper(d).0;
        w += &potrf_wrapper(d).0;
    }
    ("linalg_small".to_string(), source(&w))
}

/// Threads per block and dynamic shared bytes for matrices of order n of `elem` bytes: as many
/// matrices as fit (up to 128), each with its n-vector of workspace.
fn block_shape(n: usize, elem: usize) -> (u32, u32) {
    let per = (n * n + n + 1) * elem;
    let mut threads = 128usize;
    while threads > 1 && threads * per > SHARED_LIMIT {
        threads /= 2;
    }
    (threads as u32, (threads * per) as u32)
}

/// The failure word (all ones: no failure) the kernels lower with `atomicMin`.
fn fail_word(cuda: &CudaBackend) -> Result<DeviceBuffer> {
    let buf = DeviceBuffer::alloc(cuda, 8)?;
    cuda.memset_bytes(buf.ptr(), 0xff, 8)?;
    Ok(buf)
}

/// Reads the failure word back: `(matrix index, 1-based order)` of the first failing matrix.
fn read_fail(cuda: &CudaBackend, word: &DeviceBuffer) -> Result<Option<(usize, usize)>> {
    let mut bytes = [0u8; 8];
    cuda.copy_dtoh_bytes(word.ptr(), &mut bytes)?;
    let v = u64::from_ne_bytes(bytes);
    Ok((v != u64::MAX).then_some(((v >> 8) as usize, (v & 0xff) as usize)))
}

fn ptr<T: Element>(a: &Array<T>) -> u64 {
    a.device_ptr().expect("GPU array")
}

/// One launch of the LU kernel over `a` (contiguous `(batch, n, n)`), 1 <= n <= SMALL_KERNEL_MAX.
#[allow(clippy::too_many_arguments)]
fn launch_lu<T: LinalgScalar>(
    cuda: &CudaBackend,
    mode: LuMode,
    a: &Array<T>,
    b: u64,
    n: usize,
    k: usize,
    batch: usize,
    out: u64,
    logabs: u64,
    fail: u64,
) -> Result<()> {
    debug_assert!((1..=SMALL_KERNEL_MAX).contains(&n));
    let d = T::DTYPE;
    let key = format!("linalg_small_lu|{}", d.short());
    let func = cuda.function(&key, || {
        let (w, name) = lu_wrapper(d);
        (source(&w), name)
    })?;
    let (threads, shared) = block_shape(n, d.itemsize());
    let mut args = KernelArgs::new();
    args.push(ptr(a))
        .push(b)
        .push(n as i64)
        .push(k as i64)
        .push(batch as i64)
        .push(mode as i32)
        .push(out)
        .push(logabs)
        .push(fail);
    let grid = grid_1d(cuda, batch, threads);
    // SAFETY: `a` holds batch contiguous n x n matrices; `b` and `out` hold what `mode` reads and
    // writes (checked by the callers below), `fail` 8 bytes; arguments match the wrapper.
    unsafe { cuda.launch(func, (grid, 1, 1), (threads, 1, 1), shared, &mut args) }
}

fn batch_of(shape: &[usize]) -> usize {
    shape[..shape.len() - 2].iter().product()
}

/// `A X = B` for `a` `(batch..., n, n)` and `b` `(batch..., n, k)` (already broadcast), n >= 1.
pub(crate) fn solve<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    b: &Array<T>,
    op: &'static str,
) -> Result<Array<T>> {
    let (a, b) = (a.to_contiguous()?, b.to_contiguous()?);
    let nd = a.ndim();
    let (n, k) = (a.shape()[nd - 1], b.shape()[nd - 1]);
    let batch = batch_of(a.shape());
    let out = Array::<T>::empty(b.shape(), a.device())?;
    let fail = fail_word(cuda)?;
    launch_lu(
        cuda,
        LuMode::Solve,
        &a,
        ptr(&b),
        n,
        k,
        batch,
        ptr(&out),
        0,
        fail.ptr(),
    )?;
    match read_fail(cuda, &fail)? {
        Some(_) => Err(Error::Singular { op }),
        None => Ok(out),
    }
}

/// Inverse of every matrix of `a` `(batch..., n, n)`, n >= 1.
pub(crate) fn inv<T: LinalgScalar>(cuda: &CudaBackend, a: &Array<T>) -> Result<Array<T>> {
    let a = a.to_contiguous()?;
    let n = a.shape()[a.ndim() - 1];
    let batch = batch_of(a.shape());
    let out = Array::<T>::empty(a.shape(), a.device())?;
    let fail = fail_word(cuda)?;
    launch_lu(
        cuda,
        LuMode::Inv,
        &a,
        0,
        n,
        n,
        batch,
        ptr(&out),
        0,
        fail.ptr(),
    )?;
    match read_fail(cuda, &fail)? {
        Some(_) => Err(Error::Singular { op: "inv" }),
        None => Ok(out),
    }
}

/// Determinants of `a` `(batch..., n, n)`, shape `batch_shape`, n >= 1 (no read back).
pub(crate) fn det<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    batch_shape: &[usize],
) -> Result<Array<T>> {
    let a = a.to_contiguous()?;
    let n = a.shape()[a.ndim() - 1];
    let out = Array::<T>::empty(batch_shape, a.device())?;
    let batch = batch_of(a.shape());
    launch_lu(cuda, LuMode::Det, &a, 0, n, 0, batch, ptr(&out), 0, 0)?;
    Ok(out)
}

/// (sign, log|det|) of `a` `(batch..., n, n)`, n >= 1 (no read back).
pub(crate) fn slogdet<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    batch_shape: &[usize],
) -> Result<(Array<T>, Array<T::Re>)> {
    let a = a.to_contiguous()?;
    let n = a.shape()[a.ndim() - 1];
    let sign = Array::<T>::empty(batch_shape, a.device())?;
    let logabs = Array::<T::Re>::empty(batch_shape, a.device())?;
    let batch = batch_of(a.shape());
    launch_lu(
        cuda,
        LuMode::Slogdet,
        &a,
        0,
        n,
        0,
        batch,
        ptr(&sign),
        ptr(&logabs),
        0,
    )?;
    Ok((sign, logabs))
}

/// Cholesky factors of `a` `(batch..., n, n)`, n >= 1: `lower` gives L (A = L L^H), else U
/// (A = U^H U); the other triangle zero when `clean`, else A's values.
pub(crate) fn potrf<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    lower: bool,
    clean: bool,
    op: &'static str,
) -> Result<Array<T>> {
    let a = a.to_contiguous()?;
    let n = a.shape()[a.ndim() - 1];
    debug_assert!((1..=SMALL_KERNEL_MAX).contains(&n));
    let batch = batch_of(a.shape());
    let out = Array::<T>::empty(a.shape(), a.device())?;
    let fail = fail_word(cuda)?;
    let d = T::DTYPE;
    let key = format!("linalg_small_potrf|{}", d.short());
    let func = cuda.function(&key, || {
        let (w, name) = potrf_wrapper(d);
        (source(&w), name)
    })?;
    let (threads, shared) = block_shape(n, d.itemsize());
    let mut args = KernelArgs::new();
    args.push(ptr(&a))
        .push(n as i64)
        .push(batch as i64)
        .push(lower as i32)
        .push(clean as i32)
        .push(ptr(&out))
        .push(fail.ptr());
    let grid = grid_1d(cuda, batch, threads);
    // SAFETY: `a` and `out` hold batch contiguous n x n matrices, `fail` 8 bytes; arguments match
    // the wrapper.
    unsafe { cuda.launch(func, (grid, 1, 1), (threads, 1, 1), shared, &mut args)? };
    match read_fail(cuda, &fail)? {
        Some((_, order)) => Err(Error::NotPositiveDefinite { op, order }),
        None => Ok(out),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_fit_the_shared_memory_limit() {
        for n in 1..=SMALL_KERNEL_MAX {
            for elem in [4, 8, 16] {
                let (threads, shared) = block_shape(n, elem);
                assert!(
                    threads >= 1 && shared as usize <= SHARED_LIMIT,
                    "n {n} elem {elem}"
                );
                assert_eq!(shared as usize, threads as usize * (n * n + n + 1) * elem);
            }
        }
        assert_eq!(block_shape(4, 8).0, 128);
    }
}
