//! Device memory: stream-ordered allocations from the device's pool, freed on drop.

use super::{CudaBackend, CudaDevice, check};
use crate::error::{Error, Result};
use cudarc::driver::{CudaStream, sys};
use std::sync::Arc;

/// A block of device memory, allocated and freed in order on one stream.
pub struct DeviceBuffer {
    ptr: sys::CUdeviceptr,
    bytes: usize,
    dev: Arc<CudaDevice>,
    stream: Arc<CudaStream>,
}

// SAFETY: the buffer is a device address plus owning handles; access is ordered by streams.
unsafe impl Send for DeviceBuffer {}
unsafe impl Sync for DeviceBuffer {}

impl std::fmt::Debug for DeviceBuffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "DeviceBuffer({} bytes on cuda:{})",
            self.bytes, self.dev.ordinal
        )
    }
}

impl DeviceBuffer {
    /// Allocates `bytes` uninitialised bytes on `cuda`'s stream. Zero bytes allocate nothing.
    ///
    /// On out-of-memory: synchronise, trim the pool, retry once, then [`Error::OutOfMemory`].
    pub fn alloc(cuda: &CudaBackend, bytes: usize) -> Result<DeviceBuffer> {
        let buf = |ptr| DeviceBuffer {
            ptr,
            bytes,
            dev: cuda.dev.clone(),
            stream: cuda.stream.clone(),
        };
        if bytes == 0 {
            return Ok(buf(0));
        }
        cuda.bind()?;
        let oom = |dev: &CudaDevice| {
            let (free, total) = dev.mem_info().unwrap_or((0, 0));
            Error::OutOfMemory {
                op: "allocation",
                device: format!("cuda:{}", dev.ordinal),
                requested: bytes,
                free,
                total,
            }
        };
        // The driver answers absurd sizes with INVALID_VALUE rather than OUT_OF_MEMORY.
        if bytes > cuda.dev.total_memory {
            return Err(oom(&cuda.dev));
        }
        let stream = cuda.cu_stream();
        let mut ptr: sys::CUdeviceptr = 0;
        // SAFETY: context bound; `ptr` valid for writes.
        let r = unsafe { sys::cuMemAllocAsync(&mut ptr, bytes, stream) };
        if r == sys::CUresult::CUDA_SUCCESS {
            return Ok(buf(ptr));
        }
        if r != sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY {
            check(r, "cuMemAllocAsync")?;
        }
        // Give cached blocks back to the driver and try once more.
        // SAFETY: context bound; the pool handle belongs to this device.
        unsafe {
            check(sys::cuCtxSynchronize(), "cuCtxSynchronize")?;
            check(sys::cuMemPoolTrimTo(cuda.dev.pool.0, 0), "cuMemPoolTrimTo")?;
        }
        // SAFETY: as above.
        let r = unsafe { sys::cuMemAllocAsync(&mut ptr, bytes, stream) };
        if r == sys::CUresult::CUDA_SUCCESS {
            return Ok(buf(ptr));
        }
        if r == sys::CUresult::CUDA_ERROR_OUT_OF_MEMORY {
            return Err(oom(&cuda.dev));
        }
        check(r, "cuMemAllocAsync")?;
        unreachable!("check returned Ok for a failed result")
    }

    /// The device address.
    pub fn ptr(&self) -> sys::CUdeviceptr {
        self.ptr
    }
    /// The size in bytes.
    pub fn bytes(&self) -> usize {
        self.bytes
    }
    /// The device holding the memory.
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.dev
    }
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        if self.ptr == 0 {
            return;
        }
        // Errors here are ignored: a drop must not panic, and a poisoned context reports itself on
        // the next call that checks.
        if self.dev.bind().is_ok() {
            // SAFETY: the pointer came from cuMemAllocAsync on this device and is freed once, in
            // order on the stream it was allocated on.
            unsafe {
                let _ = sys::cuMemFreeAsync(self.ptr, self.stream.cu_stream());
            }
        }
    }
}

/// Memory statistics of a device's pool, like CuPy's `MemoryPool.used_bytes()`/`total_bytes()`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MemoryStats {
    /// Bytes in live allocations.
    pub used_bytes: u64,
    /// High-water mark of `used_bytes`.
    pub used_high_bytes: u64,
    /// Bytes the pool holds from the driver (used plus cached).
    pub reserved_bytes: u64,
    /// High-water mark of `reserved_bytes`.
    pub reserved_high_bytes: u64,
    /// Free device memory reported by the driver.
    pub free_bytes: u64,
    /// Total device memory.
    pub total_bytes: u64,
}

impl CudaDevice {
    /// Pool and device memory statistics.
    pub fn memory_stats(&self) -> Result<MemoryStats> {
        self.bind()?;
        let get = |attr| -> Result<u64> {
            let mut v: u64 = 0;
            // SAFETY: valid pool; these attributes are cuuint64_t.
            check(
                unsafe {
                    sys::cuMemPoolGetAttribute(self.pool.0, attr, &mut v as *mut u64 as *mut _)
                },
                "cuMemPoolGetAttribute",
            )?;
            Ok(v)
        };
        use sys::CUmemPool_attribute as A;
        let (free, total) = self.mem_info()?;
        Ok(MemoryStats {
            used_bytes: get(A::CU_MEMPOOL_ATTR_USED_MEM_CURRENT)?,
            used_high_bytes: get(A::CU_MEMPOOL_ATTR_USED_MEM_HIGH)?,
            reserved_bytes: get(A::CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT)?,
            reserved_high_bytes: get(A::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH)?,
            free_bytes: free as u64,
            total_bytes: total as u64,
        })
    }

    /// Resets the high-water marks of [`MemoryStats`] to the current values (PyTorch's
    /// `torch.cuda.reset_peak_memory_stats`), after synchronizing the device so that freed
    /// blocks are counted as freed.
    pub fn reset_peak_memory_stats(&self) -> Result<()> {
        self.bind()?;
        // SAFETY: context bound.
        check(unsafe { sys::cuCtxSynchronize() }, "cuCtxSynchronize")?;
        use sys::CUmemPool_attribute as A;
        for attr in [
            A::CU_MEMPOOL_ATTR_USED_MEM_HIGH,
            A::CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH,
        ] {
            // The driver accepts only 0 for the high-water marks (reset to the current value).
            let mut zero: u64 = 0;
            // SAFETY: valid pool; these attributes take a cuuint64_t.
            check(
                unsafe {
                    sys::cuMemPoolSetAttribute(self.pool.0, attr, &mut zero as *mut u64 as *mut _)
                },
                "cuMemPoolSetAttribute",
            )?;
        }
        Ok(())
    }

    /// Returns the pool's cached, unused memory to the driver (CuPy's `free_all_blocks`).
    pub fn trim_memory_pool(&self) -> Result<()> {
        self.bind()?;
        // SAFETY: context bound; the pool belongs to this device.
        unsafe {
            check(sys::cuCtxSynchronize(), "cuCtxSynchronize")?;
            check(sys::cuMemPoolTrimTo(self.pool.0, 0), "cuMemPoolTrimTo")
        }
    }
}
