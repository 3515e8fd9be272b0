//! gsci as a DLPack consumer: reading a `DLManagedTensor(Versioned)`, checking it, and wrapping
//! (or copying) its memory. The producer's deleter runs when the last array over the memory
//! drops, or at once when the tensor is refused or copied.

#![allow(non_upper_case_globals)] // dlpack.h's names, matched as constants

use super::external::{OnDrop, bools_are_valid, check_device_ptr, layout_span, wrap_external};
use super::ffi::{
    DLManagedTensor, DLManagedTensorVersioned, DLPACK_FLAG_BITMASK_READ_ONLY, DLPACK_MAJOR_VERSION,
    DLPackVersion, DLTensor, kDLCPU, kDLCUDA, kDLCUDAHost, kDLCUDAManaged,
};
use crate::array::{Array, Storage, c_strides, checked_size};
use crate::cuda::DeviceBuffer;
use crate::device::{Backend, Device};
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use std::ffi::c_void;
use std::sync::Arc;

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::DLManagedTensor {}
    impl Sealed for super::DLManagedTensorVersioned {}
}

/// A DLPack exchange struct gsci can consume: [`DLManagedTensor`] (legacy) or
/// [`DLManagedTensorVersioned`]. Sealed.
pub trait ManagedTensor: sealed::Sealed {
    /// The struct's version (`None` for the legacy struct, which has none).
    ///
    /// # Safety
    /// `ptr` must point to a live struct of this type.
    #[doc(hidden)]
    unsafe fn version(ptr: *const Self) -> Option<DLPackVersion>;
    /// The tensor and the flags (0 for the legacy struct).
    ///
    /// # Safety
    /// `ptr` must point to a live struct of this type whose version gsci reads.
    #[doc(hidden)]
    unsafe fn tensor(ptr: *const Self) -> (*const DLTensor, u64);
    /// Calls the producer's deleter (if any).
    ///
    /// # Safety
    /// `ptr` must point to a live struct of this type; it is dangling afterwards.
    #[doc(hidden)]
    unsafe fn delete(ptr: *mut Self);
}

impl ManagedTensor for DLManagedTensor {
    unsafe fn version(_ptr: *const Self) -> Option<DLPackVersion> {
        None
    }
    unsafe fn tensor(ptr: *const Self) -> (*const DLTensor, u64) {
        // SAFETY: live struct (caller).
        (unsafe { &raw const (*ptr).dl_tensor }, 0)
    }
    unsafe fn delete(ptr: *mut Self) {
        // SAFETY: live struct (caller); the deleter frees it.
        unsafe {
            if let Some(d) = (*ptr).deleter {
                d(ptr);
            }
        }
    }
}

impl ManagedTensor for DLManagedTensorVersioned {
    unsafe fn version(ptr: *const Self) -> Option<DLPackVersion> {
        // SAFETY: live struct (caller); `version` is first in every layout.
        Some(unsafe { (*ptr).version })
    }
    unsafe fn tensor(ptr: *const Self) -> (*const DLTensor, u64) {
        // SAFETY: live struct of version 1.x (caller).
        unsafe { (&raw const (*ptr).dl_tensor, (*ptr).flags) }
    }
    unsafe fn delete(ptr: *mut Self) {
        // SAFETY: live struct (caller); dlpack.h keeps `deleter` at this place in every major
        // version, so calling it is safe even for a version gsci cannot read.
        unsafe {
            if let Some(d) = (*ptr).deleter {
                d(ptr);
            }
        }
    }
}

/// Owns a consumed managed tensor: dropping it calls the producer's deleter once.
struct Owner {
    ptr: *mut c_void,
    delete: unsafe fn(*mut c_void),
}

// SAFETY: DLPack lets the consumer call the deleter from any thread; the pointer is only passed
// back to it.
unsafe impl Send for Owner {}

impl Drop for Owner {
    fn drop(&mut self) {
        // SAFETY: `ptr` is the live struct `take` consumed; this runs once.
        unsafe { (self.delete)(self.ptr) }
    }
}

unsafe fn delete_erased<M: ManagedTensor>(p: *mut c_void) {
    // SAFETY: `p` came from a `*mut M` (see `take`).
    unsafe { M::delete(p as *mut M) }
}

/// A consumed, checked DLPack tensor.
pub(crate) struct Imported {
    pub(crate) dtype: DType,
    pub(crate) device: Device,
    shape: Vec<usize>,
    strides: Vec<isize>,
    /// Address of element `[0, .., 0]`.
    first: u64,
    writable: bool,
    owner: Owner,
}

/// Takes ownership of `ptr` and reads its tensor. On error the deleter has run.
///
/// # Safety
/// `ptr` is NULL or a live managed tensor that the caller owns (DLPack's contract: its shape and
/// strides arrays hold `ndim` values).
pub(crate) unsafe fn take<M: ManagedTensor>(ptr: *mut M, op: &'static str) -> Result<Imported> {
    if ptr.is_null() {
        return Err(Error::invalid(op, "the DLPack tensor pointer is NULL"));
    }
    let owner = Owner {
        ptr: ptr as *mut c_void,
        delete: delete_erased::<M>,
    };
    // SAFETY: live struct (caller).
    if let Some(v) = unsafe { M::version(ptr) } {
        if v.major != DLPACK_MAJOR_VERSION {
            return Err(Error::unsupported(
                format!(
                    "{op}: a DLPack {}.{} tensor (gsci reads major version {DLPACK_MAJOR_VERSION})",
                    v.major, v.minor
                ),
                "any",
            ));
        }
    }
    // SAFETY: live struct of a version gsci reads.
    let (t, flags) = unsafe { M::tensor(ptr) };
    // SAFETY: `t` points into the live struct.
    let t: &DLTensor = unsafe { &*t };
    let ndim = usize::try_from(t.ndim)
        .map_err(|_| Error::invalid(op, format!("ndim is negative: {}", t.ndim)))?;
    let read = |p: *const i64, what: &str| -> Result<Vec<i64>> {
        if ndim == 0 {
            return Ok(Vec::new());
        }
        if p.is_null() {
            return Err(Error::invalid(
                op,
                format!("the {what} pointer is NULL for ndim {ndim}"),
            ));
        }
        // SAFETY: the producer's array of `ndim` int64 (caller).
        Ok(unsafe { std::slice::from_raw_parts(p, ndim) }.to_vec())
    };
    let shape = read(t.shape, "shape")?
        .into_iter()
        .map(|n| {
            usize::try_from(n)
                .map_err(|_| Error::invalid(op, format!("the shape has a negative extent: {n}")))
        })
        .collect::<Result<Vec<usize>>>()?;
    checked_size(&shape, op)?;
    let strides = if t.strides.is_null() {
        // Producers before DLPack 1.0 pass NULL strides for C-contiguous tensors.
        c_strides(&shape)
    } else {
        read(t.strides, "strides")?
            .into_iter()
            .map(|s| {
                isize::try_from(s)
                    .map_err(|_| Error::invalid(op, format!("stride {s} does not fit isize")))
            })
            .collect::<Result<Vec<isize>>>()?
    };
    let dtype = t.dtype.to_dtype().map_err(|e| match e {
        Error::Unsupported { what, backend } => Error::Unsupported {
            what: format!("{op}: {what}"),
            backend,
        },
        other => other,
    })?;
    let device = match t.device.device_type {
        kDLCPU | kDLCUDAHost => Device::cpu(),
        kDLCUDA | kDLCUDAManaged => {
            let id = usize::try_from(t.device.device_id).map_err(|_| {
                Error::invalid(
                    op,
                    format!("negative CUDA device id {}", t.device.device_id),
                )
            })?;
            Device::cuda(id)?
        }
        other => {
            return Err(Error::unsupported(
                format!(
                    "{op}: DLPack device type {} ({}), device id {}",
                    other.name(),
                    other.0,
                    t.device.device_id
                ),
                "any",
            ));
        }
    };
    let first = (t.data as u64).checked_add(t.byte_offset).ok_or_else(|| {
        Error::invalid(
            op,
            format!("byte_offset {} overflows the address", t.byte_offset),
        )
    })?;
    Ok(Imported {
        dtype,
        device,
        shape,
        strides,
        first,
        writable: flags & DLPACK_FLAG_BITMASK_READ_ONLY == 0,
        owner,
    })
}

impl Imported {
    /// Checks that the tensor holds `T`.
    pub(crate) fn expect<T: Element>(&self, op: &'static str) -> Result<()> {
        if self.dtype != T::DTYPE {
            return Err(Error::DTypeMismatch {
                op,
                left: T::DTYPE,
                right: self.dtype,
            });
        }
        Ok(())
    }

    /// An array over the tensor's memory (zero-copy); the deleter runs when it is no longer used.
    ///
    /// # Safety
    /// The producer's memory is valid for the tensor's layout (DLPack's contract).
    pub(crate) unsafe fn wrap<T: Element>(self, op: &'static str) -> Result<Array<T>> {
        self.expect::<T>(op)?;
        let owner = self.owner;
        let on_drop: OnDrop = Box::new(move || drop(owner));
        // SAFETY: the producer's memory (caller) stays valid until the deleter runs.
        unsafe {
            wrap_external(
                self.first,
                self.shape,
                self.strides,
                &self.device,
                self.writable,
                Some(on_drop),
                op,
            )
        }
    }

    /// A gsci-owned copy of the memory the tensor spans (layout kept); the deleter runs before
    /// this returns. Copies also misaligned data.
    ///
    /// # Safety
    /// The producer's memory is valid for the tensor's layout (DLPack's contract).
    pub(crate) unsafe fn copy<T: Element>(self, op: &'static str) -> Result<Array<T>> {
        self.expect::<T>(op)?;
        let item = std::mem::size_of::<T>();
        if self.shape.contains(&0) {
            return Array::empty_named(&self.shape, &self.device, op);
        }
        let (base, len, offset) = layout_span(self.first, &self.shape, &self.strides, item, op)?;
        let bytes = len * item;
        let storage = match self.device.backend() {
            Backend::Cpu => {
                // SAFETY: the span is readable host memory (caller).
                if T::DTYPE == DType::Bool && !unsafe { bools_are_valid(base, len) } {
                    return Err(Error::invalid(
                        op,
                        "a bool array holds bytes other than 0 and 1",
                    ));
                }
                let mut v: Vec<T> = crate::host::try_with_capacity(len, op, "the copy")?;
                // SAFETY: the span [base, base + bytes) is readable (caller); `v` has room for
                // `len` elements, all written here as bytes of valid T values (bools checked).
                unsafe {
                    std::ptr::copy_nonoverlapping(
                        base as *const u8,
                        v.as_mut_ptr() as *mut u8,
                        bytes,
                    );
                    v.set_len(len);
                }
                Storage::Host(v)
            }
            Backend::Cuda(c) => {
                check_device_ptr(self.first, &self.device, op)?;
                let buf = DeviceBuffer::alloc(c, bytes)?;
                c.copy_dtod_bytes(base, buf.ptr(), bytes)?;
                // The producer's memory is released below: the copy must be done first.
                c.synchronize()?;
                Storage::Cuda(buf)
            }
        };
        drop(self.owner);
        Ok(Array {
            storage: Arc::new(storage),
            shape: self.shape,
            strides: self.strides,
            offset,
            device: self.device,
        })
    }
}
