//! Host <-> device copies through pinned staging buffers.
//!
//! Large copies go through a ring of pinned chunks: the host side of each chunk is filled (or
//! drained) by several threads while the DMA engine moves the previous chunk, so a pageable `Vec`
//! moves at close to the pinned rate. Uploads have no fork-join per chunk: the workers take 2 MiB
//! pieces in order and whoever completes a chunk queues its DMA. Small copies go straight
//! through the driver.

use super::{CudaBackend, check};
use crate::error::Result;
use crate::host::SendPtr;
use cudarc::driver::sys;
use rayon::prelude::*;

/// Size of one pinned staging chunk; `GSCI_STAGING_CHUNK_MB` overrides it (read once). Measured on
/// the H200 machine (1 GiB pageable upload, 16 workers, 4 chunks): 4 MB 33-37 ms, 8 MB 25-29 ms,
/// 12 MB 22.8 ms, 16 MB 20.4-21.5 ms, 24 MB 20.4-20.9 ms, 32 MB 20.9-23.8 ms.
fn chunk_bytes() -> usize {
    static V: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *V.get_or_init(|| {
        std::env::var("GSCI_STAGING_CHUNK_MB")
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
            .filter(|&mb| (1..=1024).contains(&mb))
            .map(|mb| mb << 20)
            .unwrap_or(24 << 20)
    })
}
/// Chunks in the ring; `GSCI_STAGING_CHUNKS` overrides it (2 to 64, read once).
fn n_chunks() -> usize {
    static V: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *V.get_or_init(|| {
        std::env::var("GSCI_STAGING_CHUNKS")
            .ok()
            .and_then(|v| v.parse::<usize>().ok())
            .filter(|&n| (2..=64).contains(&n))
            .unwrap_or(4)
    })
}
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
        while self.chunks.len() < n_chunks() {
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

/// Whether copies out of the pinned staging chunks into the user's memory (device to host) use
/// streaming stores; `GSCI_STAGING_STREAM=0` turns them off (read once). Measured on the H200
/// machine (1 GiB into an existing pageable buffer): 20.1 ms with them, 36.5 ms without. Copies
/// into the chunks (host to device) use plain stores: streaming ones measured slower there (33.3
/// ms against 26.7 ms), the chunks being reused while still cached.
fn streaming_stores() -> bool {
    static V: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *V.get_or_init(|| std::env::var("GSCI_STAGING_STREAM").map_or(true, |v| v != "0"))
}

/// Copies `len` bytes with non-temporal stores where the CPU has them (x86-64: SSE2 is part of
/// the base ISA). A staging copy writes memory that the CPU does not read again (the DMA engine
/// reads the pinned chunk; the user's buffer is read much later), so streaming stores skip the
/// read-for-ownership of every destination line and leave the caches alone: a third less memory
/// traffic than `memcpy`.
///
/// # Safety
/// `src` must be readable and `dst` writable for `len` bytes; the ranges must not overlap.
unsafe fn stream_memcpy(dst: *mut u8, src: *const u8, len: usize) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{__m128i, _mm_loadu_si128, _mm_sfence, _mm_stream_si128};
        // SAFETY (whole block): every access stays inside [0, len) of both ranges (caller); the
        // stores go to 16-byte aligned addresses (the head is copied first).
        unsafe {
            let head = dst.align_offset(16).min(len);
            std::ptr::copy_nonoverlapping(src, dst, head);
            let (mut d, mut s, mut n) = (dst.add(head), src.add(head), len - head);
            while n >= 64 {
                let a = _mm_loadu_si128(s as *const __m128i);
                let b = _mm_loadu_si128(s.add(16) as *const __m128i);
                let c = _mm_loadu_si128(s.add(32) as *const __m128i);
                let e = _mm_loadu_si128(s.add(48) as *const __m128i);
                _mm_stream_si128(d as *mut __m128i, a);
                _mm_stream_si128(d.add(16) as *mut __m128i, b);
                _mm_stream_si128(d.add(32) as *mut __m128i, c);
                _mm_stream_si128(d.add(48) as *mut __m128i, e);
                d = d.add(64);
                s = s.add(64);
                n -= 64;
            }
            while n >= 16 {
                _mm_stream_si128(d as *mut __m128i, _mm_loadu_si128(s as *const __m128i));
                d = d.add(16);
                s = s.add(16);
                n -= 16;
            }
            // Streaming stores are weakly ordered: fence before anyone (the DMA engine after
            // the launch that follows, or another thread) may read the destination.
            _mm_sfence();
            std::ptr::copy_nonoverlapping(s, d, n);
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    // SAFETY: guaranteed by the caller.
    unsafe {
        std::ptr::copy_nonoverlapping(src, dst, len)
    };
}

/// Copies one piece, with streaming stores when `stream`.
///
/// # Safety
/// As [`stream_memcpy`].
unsafe fn piece_memcpy(dst: *mut u8, src: *const u8, len: usize, stream: bool) {
    // SAFETY: guaranteed by the caller.
    unsafe {
        if stream {
            stream_memcpy(dst, src, len)
        } else {
            std::ptr::copy_nonoverlapping(src, dst, len)
        }
    }
}

/// Copies `len` bytes from `src` to `dst` with several threads (2 MiB pieces, so each piece is
/// one huge page when the destination is backed by them), with streaming stores when `stream`.
///
/// # Safety
/// `src` must be readable and `dst` writable for `len` bytes; the ranges must not overlap.
unsafe fn par_memcpy(dst: *mut u8, src: *const u8, len: usize, stream: bool) {
    const PIECE: usize = 2 << 20;
    if len <= PIECE {
        // SAFETY: guaranteed by the caller.
        unsafe { piece_memcpy(dst, src, len, stream) };
        return;
    }
    let (d, s) = (SendPtr(dst), SendPtr(src as *mut u8));
    (0..len.div_ceil(PIECE)).into_par_iter().for_each(move |i| {
        let (d, s) = (d, s);
        let off = i * PIECE;
        let n = PIECE.min(len - off);
        // SAFETY: pieces are disjoint and inside both ranges (caller).
        unsafe { piece_memcpy(d.0.add(off), s.0.add(off), n, stream) };
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
        let result = self.htod_pipelined(&staging, src, dst);
        // Every slot may have a DMA queued now (an event never recorded waits for nothing).
        let used = src.len().div_ceil(chunk_bytes()).min(n_chunks());
        for c in &mut staging.chunks[..used] {
            c.in_flight = true;
        }
        result
    }

    /// The staged host-to-device copy: every worker of the pool takes the next 2 MiB piece (in
    /// order), waits until its ring chunk is free, copies the piece in, and the worker that
    /// completes a chunk queues its DMA and records the chunk's event. No fork-join per chunk:
    /// the copies into later chunks go on while earlier ones move.
    fn htod_pipelined(&self, staging: &Staging, src: &[u8], dst: sys::CUdeviceptr) -> Result<()> {
        use std::sync::Mutex;
        use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
        const PIECE: usize = 2 << 20;
        let chunk_len = chunk_bytes();
        let n_chunks = src.len().div_ceil(chunk_len);
        let chunk_size = |c: usize| chunk_len.min(src.len() - c * chunk_len);
        let per_chunk = chunk_len.div_ceil(PIECE);
        let pieces_in = |c: usize| chunk_size(c).div_ceil(PIECE);
        let total = (n_chunks - 1) * per_chunk + pieces_in(n_chunks - 1);
        let slots: Vec<(SendPtr<u8>, usize, bool)> = staging
            .chunks
            .iter()
            .map(|c| (SendPtr(c.ptr), c.event as usize, c.in_flight))
            .collect();
        let ring = slots.len();
        let next = AtomicUsize::new(0);
        let done: Vec<AtomicUsize> = (0..n_chunks).map(|_| AtomicUsize::new(0)).collect();
        let issued: Vec<AtomicBool> = (0..n_chunks).map(|_| AtomicBool::new(false)).collect();
        let failed = AtomicBool::new(false);
        let error = Mutex::new(None);
        let stream = self.cu_stream() as usize;
        let src_ptr = SendPtr(src.as_ptr() as *mut u8);
        let work = || -> Result<()> {
            self.bind()?;
            loop {
                let p = next.fetch_add(1, Ordering::Relaxed);
                if p >= total || failed.load(Ordering::Relaxed) {
                    return Ok(());
                }
                let (c, k) = (p / per_chunk, p % per_chunk);
                let (ptr, event, busy) = slots[c % ring];
                let event = event as sys::CUevent;
                if c >= ring {
                    // The DMA of the chunk that used this slot last must be queued (its event
                    // recorded) before waiting for it.
                    while !issued[c - ring].load(Ordering::Acquire) {
                        if failed.load(Ordering::Relaxed) {
                            return Ok(());
                        }
                        std::thread::yield_now();
                    }
                }
                if c >= ring || busy {
                    // SAFETY: a live event of this device.
                    check(
                        unsafe { sys::cuEventSynchronize(event) },
                        "cuEventSynchronize",
                    )?;
                }
                let off = k * PIECE;
                let len = PIECE.min(chunk_size(c) - off);
                // SAFETY: the piece lies inside the source and inside the pinned chunk (at most
                // chunk_len bytes), which no DMA reads now (waited for above); pieces are
                // disjoint.
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        src_ptr.get().add(c * chunk_len + off),
                        ptr.get().add(off),
                        len,
                    )
                };
                if done[c].fetch_add(1, Ordering::AcqRel) + 1 == pieces_in(c) {
                    // The last piece of chunk c: every copy into it happened before this
                    // (AcqRel on the counter).
                    // SAFETY: pinned source, device destination in bounds (caller); the chunk is
                    // not written again before the event below completes.
                    unsafe {
                        check(
                            sys::cuMemcpyHtoDAsync_v2(
                                dst + (c * chunk_len) as u64,
                                ptr.get() as *const _,
                                chunk_size(c),
                                stream as sys::CUstream,
                            ),
                            "cuMemcpyHtoDAsync",
                        )?;
                        check(
                            sys::cuEventRecord(event, stream as sys::CUstream),
                            "cuEventRecord",
                        )?;
                    }
                    issued[c].store(true, Ordering::Release);
                }
            }
        };
        // Spawned tasks, not a broadcast: any free worker (or the caller, when it is one) runs
        // them, so a worker blocked elsewhere cannot stall the copy. One task could do it all.
        let run = || {
            if let Err(e) = work() {
                failed.store(true, Ordering::Relaxed);
                let mut slot = error.lock().unwrap_or_else(|e| e.into_inner());
                slot.get_or_insert(e);
            }
        };
        rayon::scope(|s| {
            for _ in 0..rayon::current_num_threads().min(total) {
                s.spawn(|_| run());
            }
        });
        match error.into_inner().unwrap_or_else(|e| e.into_inner()) {
            Some(e) => Err(e),
            None => Ok(()),
        }
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
            let chunk = &mut staging.chunks[i % n_chunks()];
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
        for i in 0..n_pieces.min(n_chunks()) {
            issue(&mut staging, i)?;
        }
        for i in 0..n_pieces {
            let off = i * chunk_len;
            let n = chunk_len.min(len - off);
            {
                let chunk = &mut staging.chunks[i % n_chunks()];
                // SAFETY: the event follows the DMA into this chunk.
                check(
                    unsafe { sys::cuEventSynchronize(chunk.event) },
                    "cuEventSynchronize",
                )?;
                chunk.in_flight = false;
                // SAFETY: the DMA into the chunk is complete; `dst` is writable for `len` (caller).
                unsafe { par_memcpy(dst.add(off), chunk.ptr, n, streaming_stores()) };
            }
            if i + n_chunks() < n_pieces {
                issue(&mut staging, i + n_chunks())?;
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

#[cfg(test)]
mod tests {
    use super::{par_memcpy, stream_memcpy};

    #[test]
    fn streaming_copy_matches_memcpy_at_every_alignment() {
        let src: Vec<u8> = (0..5000u32).map(|i| (i * 7 + 3) as u8).collect();
        for so in 0..17 {
            for dof in 0..17 {
                for len in [0usize, 1, 15, 16, 17, 63, 64, 65, 200, 4000 - 17] {
                    let mut dst = vec![0xAAu8; 4100];
                    // SAFETY: both ranges lie inside their vectors and do not overlap.
                    unsafe { stream_memcpy(dst.as_mut_ptr().add(dof), src.as_ptr().add(so), len) };
                    assert_eq!(&dst[dof..dof + len], &src[so..so + len], "{so} {dof} {len}");
                    assert!(dst[..dof].iter().all(|&b| b == 0xAA));
                    assert!(dst[dof + len..].iter().all(|&b| b == 0xAA));
                }
            }
        }
    }

    #[test]
    fn parallel_copy_of_several_pieces() {
        let len = (5 << 20) + 12345;
        let src: Vec<u8> = (0..len + 3).map(|i| (i % 251) as u8).collect();
        for stream in [false, true] {
            let mut dst = vec![0u8; len + 8];
            // SAFETY: both ranges lie inside their vectors and do not overlap.
            unsafe { par_memcpy(dst.as_mut_ptr().add(5), src.as_ptr().add(3), len, stream) };
            assert_eq!(&dst[5..5 + len], &src[3..3 + len]);
            assert_eq!(&dst[..5], &[0; 5]);
            assert_eq!(&dst[5 + len..], &[0; 3]);
        }
    }
}
