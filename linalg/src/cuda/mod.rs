//! The CUDA side of gsci-linalg: cached cuBLAS and cuSOLVER handles (one per device and stream),
//! the small kernels that assemble results, and helpers shared by the GPU paths.
#![deny(unsafe_op_in_unsafe_fn)]

/// Calls the f32, f64, complex64 or complex128 variant (cuBLAS's and cuSOLVER's `S`, `D`, `C`,
/// `Z`) of a typed routine for `dtype`, every argument cast with `as _` to that variant's
/// parameter type; any other dtype returns `Err(unsupported_dtype(op, dtype))` from the caller.
/// Defined before the modules below, which use it by textual scope.
macro_rules! typed_call {
    ($dtype:expr, $op:expr, [$s:path, $d:path, $c:path, $z:path], ($($arg:expr),* $(,)?)) => {
        match $dtype {
            gsci_core::DType::F32 => $s($($arg as _),*),
            gsci_core::DType::F64 => $d($($arg as _),*),
            gsci_core::DType::C64 => $c($($arg as _),*),
            gsci_core::DType::C128 => $z($($arg as _),*),
            other => return Err($crate::cuda::unsupported_dtype($op, other)),
        }
    };
}

pub(crate) mod blas;
pub(crate) mod kernels;
pub(crate) mod small;
pub(crate) mod solver;

use gsci_core::cuda::{CudaBackend, DeviceBuffer};
use gsci_core::{DType, Error, Result};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

/// Library handles (cuBLAS, cuSOLVER) by (device ordinal, stream address). Each handle keeps its
/// stream and device alive, so a key can never name a destroyed stream.
pub(crate) type HandleCache<H> = OnceLock<Mutex<HashMap<(usize, usize), Arc<Mutex<H>>>>>;

/// The handle in `cache` for `cuda`'s device and stream, made by `create` on first use.
pub(crate) fn cached_handle<H>(
    cache: &'static HandleCache<H>,
    cuda: &CudaBackend,
    create: fn(&CudaBackend) -> Result<H>,
) -> Result<Arc<Mutex<H>>> {
    let key = (cuda.device().ordinal(), cuda.cu_stream() as usize);
    let mut map = cache
        .get_or_init(|| Mutex::new(HashMap::new()))
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(h) = map.get(&key) {
        return Ok(h.clone());
    }
    let h = Arc::new(Mutex::new(create(cuda)?));
    map.insert(key, h.clone());
    Ok(h)
}

/// Locks a handle (a poisoned lock still holds a valid handle).
pub(crate) fn lock<H>(h: &Mutex<H>) -> MutexGuard<'_, H> {
    h.lock().unwrap_or_else(|e| e.into_inner())
}

/// Device memory for `n` values of `T`-sized elements (workspaces, pivots, info arrays).
pub(crate) fn alloc_elems(cuda: &CudaBackend, n: usize, elem_bytes: usize) -> Result<DeviceBuffer> {
    let bytes = n
        .checked_mul(elem_bytes)
        .ok_or_else(|| Error::InvalidArgument {
            op: "linalg workspace",
            reason: format!("{n} elements of {elem_bytes} bytes overflow usize"),
        })?;
    DeviceBuffer::alloc(cuda, bytes)
}

/// Uploads a host slice of plain values (pointer arrays, pivots) to a fresh device buffer.
pub(crate) fn upload<V: Copy>(cuda: &CudaBackend, values: &[V]) -> Result<DeviceBuffer> {
    let buf = DeviceBuffer::alloc(cuda, std::mem::size_of_val(values))?;
    if !values.is_empty() {
        // SAFETY: V is plain data (pointers, integers); the byte view covers exactly `values`.
        let bytes = unsafe {
            std::slice::from_raw_parts(values.as_ptr() as *const u8, std::mem::size_of_val(values))
        };
        cuda.copy_htod_bytes(bytes, buf.ptr())?;
    }
    Ok(buf)
}

/// Reads `n` i32 values back from the device (the one synchronising read of a factorisation).
pub(crate) fn download_i32(cuda: &CudaBackend, ptr: u64, n: usize) -> Result<Vec<i32>> {
    let mut out = vec![0i32; n];
    if n > 0 {
        // SAFETY: i32 has no invalid bit patterns; the byte view covers exactly `out`.
        let bytes = unsafe { std::slice::from_raw_parts_mut(out.as_mut_ptr() as *mut u8, n * 4) };
        cuda.copy_dtoh_bytes(ptr, bytes)?;
    }
    Ok(out)
}

/// Converts a dimension to the `int` cuBLAS and the 32-bit cuSOLVER calls take.
pub(crate) fn to_i32(v: usize, op: &'static str, what: &str) -> Result<i32> {
    i32::try_from(v).map_err(|_| Error::Unsupported {
        what: format!("{op} with {what} = {v} (over 2^31 - 1)"),
        backend: "cuda".into(),
    })
}

/// The `Unsupported` error for a dtype a GPU routine does not take.
pub(crate) fn unsupported_dtype(op: &str, dtype: DType) -> Error {
    Error::Unsupported {
        what: format!("{op} for {dtype}"),
        backend: "cuda".into(),
    }
}
