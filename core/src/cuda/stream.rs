//! User-created streams and events.

use super::{CudaBackend, check, driver_error};
use crate::error::Result;
use cudarc::driver::{CudaStream, sys};
use std::sync::Arc;

/// A CUDA stream. Work on a [`crate::Device`] obtained from [`crate::Device::with_stream`] is
/// ordered on it.
#[derive(Clone, Debug)]
pub struct Stream {
    pub(crate) inner: Arc<CudaStream>,
}

impl Stream {
    pub(crate) fn new(cuda: &CudaBackend) -> Result<Stream> {
        let inner = cuda
            .dev
            .ctx
            .new_stream()
            .map_err(|e| driver_error(e, "cuStreamCreate"))?;
        Ok(Stream { inner })
    }
    /// Blocks until all work queued on the stream is done.
    pub fn synchronize(&self) -> Result<()> {
        self.inner
            .synchronize()
            .map_err(|e| driver_error(e, "cuStreamSynchronize"))
    }
    /// Makes future work on this stream wait for `event`.
    pub fn wait(&self, event: &Event) -> Result<()> {
        // SAFETY: both handles are live.
        check(
            unsafe { sys::cuStreamWaitEvent(self.inner.cu_stream(), event.raw, 0) },
            "cuStreamWaitEvent",
        )
    }
    /// The raw handle.
    pub fn cu_stream(&self) -> sys::CUstream {
        self.inner.cu_stream()
    }
}

/// A CUDA event with timing enabled: record it on a stream, wait for it, or time between two.
pub struct Event {
    raw: sys::CUevent,
    cuda: CudaBackend,
}

// SAFETY: an event handle may be used from any thread bound to its context.
unsafe impl Send for Event {}
unsafe impl Sync for Event {}

impl std::fmt::Debug for Event {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Event(cuda:{})", self.cuda.dev.ordinal)
    }
}

impl Event {
    pub(crate) fn new(cuda: &CudaBackend) -> Result<Event> {
        cuda.bind()?;
        let mut raw: sys::CUevent = std::ptr::null_mut();
        // SAFETY: context bound; CU_EVENT_DEFAULT keeps timing enabled.
        check(
            unsafe { sys::cuEventCreate(&mut raw, sys::CUevent_flags::CU_EVENT_DEFAULT as u32) },
            "cuEventCreate",
        )?;
        Ok(Event {
            raw,
            cuda: cuda.clone(),
        })
    }
    /// Records the event on the stream of the device it was created from.
    pub fn record(&self) -> Result<()> {
        self.cuda.bind()?;
        // SAFETY: both handles are live.
        check(
            unsafe { sys::cuEventRecord(self.raw, self.cuda.cu_stream()) },
            "cuEventRecord",
        )
    }
    /// Records the event on `stream`.
    pub fn record_on(&self, stream: &Stream) -> Result<()> {
        self.cuda.bind()?;
        // SAFETY: both handles are live.
        check(
            unsafe { sys::cuEventRecord(self.raw, stream.cu_stream()) },
            "cuEventRecord",
        )
    }
    /// Blocks until the recorded work is done.
    pub fn synchronize(&self) -> Result<()> {
        self.cuda.bind()?;
        // SAFETY: the event is live.
        check(
            unsafe { sys::cuEventSynchronize(self.raw) },
            "cuEventSynchronize",
        )
    }
    /// Milliseconds between `self` and a later event `end` (synchronizes on `end`).
    pub fn elapsed_ms(&self, end: &Event) -> Result<f32> {
        end.synchronize()?;
        let mut ms = 0f32;
        // SAFETY: both events are live and recorded.
        check(
            unsafe { sys::cuEventElapsedTime_v2(&mut ms, self.raw, end.raw) },
            "cuEventElapsedTime",
        )?;
        Ok(ms)
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        if self.cuda.bind().is_ok() {
            // SAFETY: created in `new`, destroyed once.
            unsafe {
                let _ = sys::cuEventDestroy_v2(self.raw);
            }
        }
    }
}
