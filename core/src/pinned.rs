//! Page-locked ("pinned") host buffers: transfers between them and a GPU run at the DMA engine's
//! full rate without a staging copy (CuPy's `cupyx.empty_pinned`).

use crate::array::Array;
use crate::cuda::{CudaBackend, check};
use crate::device::{Backend, Device};
use crate::dtype::Element;
use crate::error::{Error, Result};
use cudarc::driver::sys;
use std::sync::Mutex;

/// A host buffer of `T` in page-locked memory (ordinary heap memory when created for the CPU).
///
/// Uploads from it ([`Array::from_pinned`]) are asynchronous: the buffer remembers the upload and
/// any later mutable access waits for it, so the host can never overwrite data still in flight.
///
/// ```
/// use gsci_core::{Array, Device, PinnedBuffer};
/// let dev = Device::cpu();
/// let mut host = PinnedBuffer::<f32>::zeroed(4, &dev)?;
/// host.as_mut_slice()?.copy_from_slice(&[1.0, 2.0, 3.0, 4.0]);
/// let a = Array::from_pinned(&host, &[2, 2], &dev)?;
/// assert_eq!(a.to_vec()?, vec![1.0, 2.0, 3.0, 4.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub struct PinnedBuffer<T: Element> {
    mem: Memory<T>,
    len: usize,
    /// The last upload reading from this buffer, with the context it was recorded in.
    pending: Mutex<Option<(sys::CUevent, CudaBackend)>>,
}

enum Memory<T> {
    Pinned(*mut T),
    Heap(Vec<T>),
}

// SAFETY: the buffer owns its memory; concurrent access is governed by Rust borrows, and in-flight
// DMA by the `pending` event.
unsafe impl<T: Element> Send for PinnedBuffer<T> {}
unsafe impl<T: Element> Sync for PinnedBuffer<T> {}

impl<T: Element> PinnedBuffer<T> {
    /// A zero-filled buffer of `len` elements, page-locked when `device` is a GPU.
    ///
    /// # Errors
    /// [`Error::Cuda`] if the driver cannot page-lock that much memory.
    pub fn zeroed(len: usize, device: &Device) -> Result<Self> {
        let bytes = len
            .checked_mul(std::mem::size_of::<T>())
            .ok_or_else(|| Error::invalid("PinnedBuffer::zeroed", "size in bytes overflows"))?;
        let mem = match device.backend() {
            Backend::Cpu => Memory::Heap(vec![T::default(); len]),
            Backend::Cuda(c) => {
                c.bind()?;
                let mut p: *mut std::ffi::c_void = std::ptr::null_mut();
                if bytes > 0 {
                    // SAFETY: context bound; PORTABLE makes the memory pinned for every context.
                    check(
                        unsafe {
                            sys::cuMemHostAlloc(&mut p, bytes, sys::CU_MEMHOSTALLOC_PORTABLE)
                        },
                        "cuMemHostAlloc",
                    )?;
                    // SAFETY: p holds `bytes` bytes; all-zero bytes are a valid value of every Element.
                    unsafe { std::ptr::write_bytes(p as *mut u8, 0, bytes) };
                }
                Memory::Pinned(p as *mut T)
            }
        };
        Ok(PinnedBuffer {
            mem,
            len,
            pending: Mutex::new(None),
        })
    }

    /// A pinned copy of `data`.
    pub fn from_slice(data: &[T], device: &Device) -> Result<Self> {
        let mut b = Self::zeroed(data.len(), device)?;
        b.as_mut_slice()?.copy_from_slice(data);
        Ok(b)
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }
    /// Whether the buffer is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Whether the memory is page-locked.
    pub fn is_pinned(&self) -> bool {
        matches!(self.mem, Memory::Pinned(_))
    }

    fn ptr(&self) -> *const T {
        match &self.mem {
            Memory::Pinned(p) => *p,
            Memory::Heap(v) => v.as_ptr(),
        }
    }

    /// The elements, read-only (uploads only read, so no wait is needed).
    pub fn as_slice(&self) -> &[T] {
        if self.len == 0 {
            return &[];
        }
        // SAFETY: ptr is valid for len initialised elements for the life of self.
        unsafe { std::slice::from_raw_parts(self.ptr(), self.len) }
    }

    /// The elements, writable, after any upload still reading them has finished.
    pub fn as_mut_slice(&mut self) -> Result<&mut [T]> {
        self.wait()?;
        if self.len == 0 {
            return Ok(&mut []);
        }
        // SAFETY: exclusive borrow; no DMA reads the memory any more (waited above).
        Ok(unsafe { std::slice::from_raw_parts_mut(self.ptr() as *mut T, self.len) })
    }

    /// Blocks until the last upload from this buffer has completed.
    pub fn wait(&self) -> Result<()> {
        let mut pending = self.pending.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((event, cuda)) = pending.take() {
            cuda.bind()?;
            // SAFETY: the event was created and recorded by `from_pinned`; destroyed once here.
            unsafe {
                let r = sys::cuEventSynchronize(event);
                let _ = sys::cuEventDestroy_v2(event);
                check(r, "cuEventSynchronize")?;
            }
        }
        Ok(())
    }
}

impl<T: Element> Drop for PinnedBuffer<T> {
    fn drop(&mut self) {
        // Memory must not be freed under a DMA; errors cannot be reported from drop.
        let _ = self.wait();
        if let Memory::Pinned(p) = self.mem {
            if !p.is_null() {
                // SAFETY: allocated by cuMemHostAlloc in `zeroed`, freed once.
                unsafe {
                    let _ = sys::cuMemFreeHost(p as *mut _);
                }
            }
        }
    }
}

impl<T: Element> Array<T> {
    /// An array of `shape` on `device` from a pinned buffer: a direct DMA, asynchronous on the
    /// device's stream (the buffer waits for it before it can be written again).
    ///
    /// # Errors
    /// [`Error::InvalidShape`] if the buffer's length is not the product of `shape`.
    pub fn from_pinned(buf: &PinnedBuffer<T>, shape: &[usize], device: &Device) -> Result<Self> {
        let len = crate::array::checked_size(shape, "from_pinned")?;
        if len != buf.len() {
            return Err(Error::InvalidShape {
                op: "from_pinned",
                shape: shape.to_vec(),
                reason: format!("the buffer holds {} elements", buf.len()),
            });
        }
        let Backend::Cuda(c) = device.backend() else {
            return Self::from_slice(buf.as_slice(), shape, device);
        };
        let out = Self::empty(shape, device)?;
        let bytes = out.nbytes();
        if bytes == 0 {
            return Ok(out);
        }
        if !buf.is_pinned() {
            c.copy_htod_bytes(
                crate::array::as_bytes(buf.as_slice()),
                out.device_ptr().expect("GPU array"),
            )?;
            return Ok(out);
        }
        buf.wait()?;
        c.bind()?;
        let mut event: sys::CUevent = std::ptr::null_mut();
        // SAFETY: pinned source of `bytes` bytes kept alive (and unwritable) until the event
        // completes; destination freshly allocated with `bytes` bytes.
        unsafe {
            check(
                sys::cuMemcpyHtoDAsync_v2(
                    out.device_ptr().expect("GPU array"),
                    buf.ptr() as *const _,
                    bytes,
                    c.cu_stream(),
                ),
                "cuMemcpyHtoDAsync",
            )?;
            check(
                sys::cuEventCreate(
                    &mut event,
                    sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32,
                ),
                "cuEventCreate",
            )?;
            check(sys::cuEventRecord(event, c.cu_stream()), "cuEventRecord")?;
        }
        *buf.pending.lock().unwrap_or_else(|e| e.into_inner()) = Some((event, c.clone()));
        Ok(out)
    }

    /// Copies the elements in C order into a pinned buffer of exactly `len()` elements (a direct
    /// DMA; synchronises).
    ///
    /// # Errors
    /// [`Error::InvalidShape`] if the lengths differ.
    pub fn copy_to_pinned(&self, buf: &mut PinnedBuffer<T>) -> Result<()> {
        if buf.len() != self.len() {
            return Err(Error::InvalidShape {
                op: "copy_to_pinned",
                shape: self.shape().to_vec(),
                reason: format!("the buffer holds {} elements", buf.len()),
            });
        }
        let pinned = buf.is_pinned();
        let dst = buf.as_mut_slice()?;
        match self.device().backend() {
            Backend::Cuda(c) if pinned && !dst.is_empty() => {
                let contiguous = self.to_contiguous()?;
                c.bind()?;
                // SAFETY: pinned destination of nbytes; contiguous source of nbytes; we
                // synchronise before returning.
                unsafe {
                    check(
                        sys::cuMemcpyDtoHAsync_v2(
                            dst.as_mut_ptr() as *mut _,
                            contiguous.device_ptr().expect("GPU array"),
                            contiguous.nbytes(),
                            c.cu_stream(),
                        ),
                        "cuMemcpyDtoHAsync",
                    )?;
                    check(
                        sys::cuStreamSynchronize(c.cu_stream()),
                        "cuStreamSynchronize",
                    )
                }
            }
            _ => self.copy_to_slice(dst),
        }
    }
}
