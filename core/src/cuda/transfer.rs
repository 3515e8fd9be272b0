//! Host <-> device copies through pinned staging buffers.
//!
//! Large copies go through a ring of pinned chunks: the host side of each chunk is filled (or
//! drained) by several threads while the DMA engine moves the previous chunk, so a pageable `Vec`
//! moves at close to the pinned rate. Small copies go straight through the driver.

use super::{CudaBackend, check};
use crate::error::Result;
use cudarc::driver::sys;
use rayon::prelude::*;

/// Size of one pinned staging chunk; `GSCI_STAGING_CHUNK_MB` overrides it (read once).
fn chunk_bytes() -> usize {
    static V: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *V.get_or_init(|| {
        std::env::var("GSCI_STAGING_CHUNK_MB")
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
            .filter(|&mb| (1..=1024).contains(&mb))
            .map(|mb| mb << 20)
            .unwrap_or(32 << 20)
    })
}
const N_CHUNKS: usize = 4;
/// Below this the driver's own pageable path is as fast and needs no staging.
const DIRECT_BYTES: usize = 1 << 20;

struct PinnedChunk {
    ptr: *mut u8,
    event: sys::CUevent,
    in_flight: bool,
}

/// The device's ring of pinned staging chunks, allocated on first use.
#[derive(Default)]
pub(crate) struct Staging {
    chunks: Vec<PinnedChunk>,
}

// SAFETY: pinned host pointers and events are usable from any thread; access is under the device's
// staging mutex.
unsafe impl Send for Staging {}

impl Staging {
    fn ensure(&mut self) -> Result<()> {
        while self.chunks.len() < N_CHUNKS {
            let mut p: *mut std::ffi::c_void = std::ptr::null_mut();
            // SAFETY: the caller bound the context; the pointer is valid for writes.
            check(
                unsafe { sys::cuMemHostAlloc(&mut p, chunk_bytes(), 0) },
                "cuMemHostAlloc",
            )?;
            let mut event: sys::CUevent = std::ptr::null_mut();
            // SAFETY: as above.
            let r = unsafe {
                sys::cuEventCreate(
                    &mut event,
                    sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32,
                )
            };
            if let Err(e) = check(r, "cuEventCreate") {
                // SAFETY: allocated just above.
                unsafe {
                    let _ = sys::cuMemFreeHost(p);
                }
                return Err(e);
            }
            self.chunks.push(PinnedChunk {
                ptr: p as *mut u8,
                event,
                in_flight: false,
            });
        }
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        for c in &self.chunks {
            // SAFETY: allocated in `ensure`, freed once; errors are ignored in drop.
            unsafe {
                let _ = sys::cuEventSynchronize(c.event);
                let _ = sys::cuEventDestroy_v2(c.event);
                let _ = sys::cuMemFreeHost(c.ptr as *mut _);
            }
        }
    }
}

#[derive(Clone, Copy)]
struct SendPtr(*mut u8);
// SAFETY: used only to hand disjoint pieces of one buffer to rayon workers.
unsafe impl Send for SendPtr {}
unsafe impl Sync for SendPtr {}

/// Copies `len` bytes from `src` to `dst` with several threads (2 MiB pieces, so each piece is
/// one huge page when the destination is backed by them).
///
/// # Safety
/// `src` must be readable and `dst` writable for `len` bytes; the ranges must not overlap.
unsafe fn par_memcpy(dst: *mut u8, src: *const u8, len: usize) {
    const PIECE: usize = 2 << 20;
    if len <= PIECE {
        // SAFETY: guaranteed by the caller.
        unsafe { std::ptr::copy_nonoverlapping(src, dst, len) };
        return;
    }
    let (d, s) = (SendPtr(dst), SendPtr(src as *mut u8));
    (0..len.div_ceil(PIECE)).into_par_iter().for_each(move |i| {
        let (d, s) = (d, s);
        let off = i * PIECE;
        let n = PIECE.min(len - off);
        // SAFETY: pieces are disjoint and inside both ranges (caller).
        unsafe { std::ptr::copy_nonoverlapping(s.0.add(off), d.0.add(off), n) };
    });
}

impl CudaBackend {
    /// Copies `src` (host bytes) to device address `dst`, ordered on this stream. Returns once the
    /// host memory may be reused.
    pub fn copy_htod_bytes(&self, src: &[u8], dst: sys::CUdeviceptr) -> Result<()> {
        if src.is_empty() {
            return Ok(());
        }
        self.bind()?;
        let stream = self.cu_stream();
        if src.len() <= DIRECT_BYTES {
            // SAFETY: `dst` holds at least src.len() bytes (caller); pageable sources are staged by
            // the driver before this returns.
            return check(
                unsafe {
                    sys::cuMemcpyHtoDAsync_v2(dst, src.as_ptr() as *const _, src.len(), stream)
                },
                "cuMemcpyHtoDAsync",
            );
        }
        let mut staging = self.dev.staging.lock().unwrap_or_else(|e| e.into_inner());
        staging.ensure()?;
        let chunk_len = chunk_bytes();
        for (i, piece) in src.chunks(chunk_len).enumerate() {
            let chunk = &mut staging.chunks[i % N_CHUNKS];
            if chunk.in_flight {
                // SAFETY: the event was recorded after the DMA that last read this chunk.
                check(
                    unsafe { sys::cuEventSynchronize(chunk.event) },
                    "cuEventSynchronize",
                )?;
            }
            // SAFETY: the chunk holds chunk_len >= piece.len() bytes and no DMA reads it now.
            unsafe { par_memcpy(chunk.ptr, piece.as_ptr(), piece.len()) };
            // SAFETY: pinned source, device destination in bounds (caller), both live until the
            // event below completes (the chunk is not reused before that).
            unsafe {
                check(
                    sys::cuMemcpyHtoDAsync_v2(
                        dst + (i * chunk_len) as u64,
                        chunk.ptr as *const _,
                        piece.len(),
                        stream,
                    ),
                    "cuMemcpyHtoDAsync",
                )?;
                check(sys::cuEventRecord(chunk.event, stream), "cuEventRecord")?;
            }
            chunk.in_flight = true;
        }
        Ok(())
    }

    /// Copies device bytes at `src` into `dst` on the host, waiting for the stream first. This is
    /// the one place gsci synchronises the host.
    pub fn copy_dtoh_bytes(&self, src: sys::CUdeviceptr, dst: &mut [u8]) -> Result<()> {
        // SAFETY: a slice is writable for its length.
        unsafe { self.copy_dtoh_raw(src, dst.as_mut_ptr(), dst.len()) }
    }

    /// [`CudaBackend::copy_dtoh_bytes`] into possibly uninitialised host memory.
    ///
    /// # Safety
    /// `dst` must be writable for `len` bytes and `src` must hold `len` bytes.
    pub unsafe fn copy_dtoh_raw(
        &self,
        src: sys::CUdeviceptr,
        dst: *mut u8,
        len: usize,
    ) -> Result<()> {
        if len == 0 {
            return Ok(());
        }
        self.bind()?;
        let stream = self.cu_stream();
        if len <= DIRECT_BYTES {
            // SAFETY: ranges valid (caller); we synchronise before anyone reads `dst`.
            unsafe {
                check(
                    sys::cuMemcpyDtoHAsync_v2(dst as *mut _, src, len, stream),
                    "cuMemcpyDtoHAsync",
                )?;
                return check(sys::cuStreamSynchronize(stream), "cuStreamSynchronize");
            }
        }
        let mut staging = self.dev.staging.lock().unwrap_or_else(|e| e.into_inner());
        staging.ensure()?;
        let chunk_len = chunk_bytes();
        let n_pieces = len.div_ceil(chunk_len);
        let issue = |staging: &mut Staging, i: usize| -> Result<()> {
            let off = i * chunk_len;
            let n = chunk_len.min(len - off);
            let chunk = &mut staging.chunks[i % N_CHUNKS];
            // SAFETY: the chunk is free (drained before being reissued); bounds as above.
            unsafe {
                check(
                    sys::cuMemcpyDtoHAsync_v2(chunk.ptr as *mut _, src + off as u64, n, stream),
                    "cuMemcpyDtoHAsync",
                )?;
                check(sys::cuEventRecord(chunk.event, stream), "cuEventRecord")?;
            }
            chunk.in_flight = true;
            Ok(())
        };
        for i in 0..n_pieces.min(N_CHUNKS) {
            issue(&mut staging, i)?;
        }
        for i in 0..n_pieces {
            let off = i * chunk_len;
            let n = chunk_len.min(len - off);
            {
                let chunk = &mut staging.chunks[i % N_CHUNKS];
                // SAFETY: the event follows the DMA into this chunk.
                check(
                    unsafe { sys::cuEventSynchronize(chunk.event) },
                    "cuEventSynchronize",
                )?;
                chunk.in_flight = false;
                // SAFETY: the DMA into the chunk is complete; `dst` is writable for `len` (caller).
                unsafe { par_memcpy(dst.add(off), chunk.ptr, n) };
            }
            if i + N_CHUNKS < n_pieces {
                issue(&mut staging, i + N_CHUNKS)?;
            }
        }
        Ok(())
    }

    /// Copies `bytes` bytes between device addresses, ordered on this stream (peer copy when the
    /// source lives on another device).
    pub fn copy_dtod_bytes(
        &self,
        src: sys::CUdeviceptr,
        dst: sys::CUdeviceptr,
        bytes: usize,
    ) -> Result<()> {
        if bytes == 0 {
            return Ok(());
        }
        self.bind()?;
        // SAFETY: both ranges are valid device memory of `bytes` bytes (caller).
        check(
            unsafe { sys::cuMemcpyDtoDAsync_v2(dst, src, bytes, self.cu_stream()) },
            "cuMemcpyDtoDAsync",
        )
    }

    /// Copies from a buffer on another device (`src_cuda`) into this device.
    pub fn copy_peer_bytes(
        &self,
        src_cuda: &CudaBackend,
        src: sys::CUdeviceptr,
        dst: sys::CUdeviceptr,
        bytes: usize,
    ) -> Result<()> {
        if bytes == 0 {
            return Ok(());
        }
        // Order after the source stream's pending work.
        src_cuda.synchronize()?;
        self.bind()?;
        // SAFETY: valid ranges on their devices (caller); contexts are live.
        check(
            unsafe {
                sys::cuMemcpyPeerAsync(
                    dst,
                    self.dev.ctx.cu_ctx(),
                    src,
                    src_cuda.dev.ctx.cu_ctx(),
                    bytes,
                    self.cu_stream(),
                )
            },
            "cuMemcpyPeerAsync",
        )
    }

    /// Sets `bytes` bytes at `dst` to `value`.
    pub fn memset_bytes(&self, dst: sys::CUdeviceptr, value: u8, bytes: usize) -> Result<()> {
        if bytes == 0 {
            return Ok(());
        }
        self.bind()?;
        // SAFETY: `dst` holds `bytes` bytes (caller).
        check(
            unsafe { sys::cuMemsetD8Async(dst, value, bytes, self.cu_stream()) },
            "cuMemsetD8Async",
        )
    }
}
