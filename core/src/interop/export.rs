//! gsci as a DLPack producer: [`DlpackTensor`], which keeps an array's storage alive until the
//! consumer calls the deleter of the struct it was handed.

use super::ffi::{
    DLDataType, DLDevice, DLManagedTensor, DLManagedTensorVersioned, DLPACK_FLAG_BITMASK_READ_ONLY,
    DLPACK_MAJOR_VERSION, DLPACK_MINOR_VERSION, DLPackVersion, DLTensor, kDLCPU, kDLCUDA,
};
use crate::array::{Array, Storage};
use crate::cuda::CudaDevice;
use crate::dtype::Element;
use crate::error::{Error, Result};
use cudarc::driver::sys;
use std::any::Any;
use std::ffi::c_void;
use std::sync::Arc;

/// An array exported through DLPack, owned until it is handed to a consumer with
/// [`DlpackTensor::into_raw_versioned`] or [`DlpackTensor::into_raw`] (dropping it unhanded
/// releases the storage). Made by [`Array::to_dlpack`].
pub struct DlpackTensor {
    tensor: DLTensor,
    flags: u64,
    // The DLTensor points into these two (heap memory: it stays put when the struct moves).
    _shape: Box<[i64]>,
    _strides: Box<[i64]>,
    keep: Keep,
}

// SAFETY: the raw pointers of `tensor` point into the boxes above and into the storage `keep`
// holds, which is Send + Sync; nothing is borrowed from another thread.
unsafe impl Send for DlpackTensor {}

/// What an exported tensor keeps alive: the array's storage, and the GPU to wait for on release.
struct Keep {
    _storage: Box<dyn Any + Send + Sync>,
    cuda: Option<Arc<CudaDevice>>,
}

impl Keep {
    /// Called by the deleter: waits for every stream of the GPU (the consumer's work on its own
    /// streams may still read the memory, and gsci's pool reuses freed blocks in its stream's
    /// order), then releases the storage.
    fn release(self) {
        if let Some(dev) = &self.cuda {
            if dev.bind().is_ok() {
                // SAFETY: the context is bound to this thread.
                let _ = unsafe { sys::cuCtxSynchronize() };
            }
        }
    }
}

#[repr(C)]
struct ExportedVersioned {
    managed: DLManagedTensorVersioned,
    owner: DlpackTensor,
}

#[repr(C)]
struct ExportedLegacy {
    managed: DLManagedTensor,
    owner: DlpackTensor,
}

unsafe extern "C" fn delete_versioned(p: *mut DLManagedTensorVersioned) {
    if p.is_null() {
        return;
    }
    // SAFETY: `p` was handed out by `into_raw_versioned`, whose `manager_ctx` is the box it
    // leaked; the consumer calls the deleter once (DLPack's contract).
    let boxed = unsafe { Box::from_raw((*p).manager_ctx as *mut ExportedVersioned) };
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || {
        let exported = *boxed;
        exported.owner.keep.release();
    }));
}

unsafe extern "C" fn delete_legacy(p: *mut DLManagedTensor) {
    if p.is_null() {
        return;
    }
    // SAFETY: as `delete_versioned`, for `into_raw`.
    let boxed = unsafe { Box::from_raw((*p).manager_ctx as *mut ExportedLegacy) };
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || {
        let exported = *boxed;
        exported.owner.keep.release();
    }));
}

impl DlpackTensor {
    /// Describes `a` (its storage, shape, strides in elements and offset in bytes).
    pub(crate) fn new<T: Element>(a: &Array<T>, op: &'static str) -> Result<DlpackTensor> {
        let to_i64 = |v: usize| {
            i64::try_from(v).map_err(|_| Error::InvalidShape {
                op,
                shape: a.shape().to_vec(),
                reason: "an extent does not fit DLPack's int64".into(),
            })
        };
        let shape: Box<[i64]> = a
            .shape()
            .iter()
            .map(|&n| to_i64(n))
            .collect::<Result<_>>()?;
        let strides: Box<[i64]> = a.strides().iter().map(|&s| s as i64).collect();
        let ndim = i32::try_from(a.ndim()).map_err(|_| Error::InvalidShape {
            op,
            shape: a.shape().to_vec(),
            reason: "more dimensions than DLPack's int32 ndim holds".into(),
        })?;
        let (base, cuda): (u64, Option<Arc<CudaDevice>>) = match &*a.storage {
            Storage::Host(v) => (v.as_ptr() as u64, None),
            Storage::Cuda(b) => (b.ptr(), Some(b.device().clone())),
            Storage::External(e) => (e.addr(), a.device().as_cuda().map(|c| c.device().clone())),
        };
        let device = match a.device().as_cuda() {
            None => DLDevice {
                device_type: kDLCPU,
                device_id: 0,
            },
            Some(c) => DLDevice {
                device_type: kDLCUDA,
                device_id: c.device().ordinal() as i32,
            },
        };
        // DLPack: a tensor of no elements has a NULL data pointer.
        let (data, byte_offset) = if a.is_empty() {
            (std::ptr::null_mut(), 0)
        } else {
            (
                base as *mut c_void,
                (a.offset() * std::mem::size_of::<T>()) as u64,
            )
        };
        let flags = if a.storage.writable() {
            0
        } else {
            DLPACK_FLAG_BITMASK_READ_ONLY
        };
        let mut out = DlpackTensor {
            tensor: DLTensor {
                data,
                device,
                ndim,
                dtype: DLDataType::from_dtype(T::DTYPE),
                shape: std::ptr::null_mut(),
                strides: std::ptr::null_mut(),
                byte_offset,
            },
            flags,
            _shape: shape,
            _strides: strides,
            keep: Keep {
                _storage: Box::new(a.storage.clone()),
                cuda,
            },
        };
        out.tensor.shape = out._shape.as_mut_ptr();
        out.tensor.strides = out._strides.as_mut_ptr();
        Ok(out)
    }

    /// The tensor description the consumer will read.
    pub fn dl_tensor(&self) -> &DLTensor {
        &self.tensor
    }

    /// The `DLPACK_FLAG_BITMASK_*` flags of the versioned struct (read-only when the array is
    /// read-only external memory).
    pub fn flags(&self) -> u64 {
        self.flags
    }

    /// Marks the tensor read-only for the consumer (`DLPACK_FLAG_BITMASK_READ_ONLY`; only the
    /// versioned struct carries flags).
    pub fn read_only(mut self) -> Self {
        self.flags |= DLPACK_FLAG_BITMASK_READ_ONLY;
        self
    }

    /// Hands the tensor over as a `DLManagedTensorVersioned` (DLPack >= 1.0): the consumer owns
    /// the pointer and must call its `deleter` exactly once, which releases gsci's storage.
    pub fn into_raw_versioned(self) -> *mut DLManagedTensorVersioned {
        let tensor = self.tensor;
        let flags = self.flags;
        let boxed = Box::new(ExportedVersioned {
            managed: DLManagedTensorVersioned {
                version: DLPackVersion {
                    major: DLPACK_MAJOR_VERSION,
                    minor: DLPACK_MINOR_VERSION,
                },
                manager_ctx: std::ptr::null_mut(),
                deleter: Some(delete_versioned),
                flags,
                dl_tensor: tensor,
            },
            owner: self,
        });
        let p = Box::into_raw(boxed);
        // SAFETY: `p` is the live allocation just leaked.
        unsafe { (*p).managed.manager_ctx = p as *mut c_void };
        p as *mut DLManagedTensorVersioned
    }

    /// Hands the tensor over as a legacy `DLManagedTensor` (DLPack < 1.0 consumers): the consumer
    /// owns the pointer and must call its `deleter` exactly once. It carries no flags.
    pub fn into_raw(self) -> *mut DLManagedTensor {
        let tensor = self.tensor;
        let boxed = Box::new(ExportedLegacy {
            managed: DLManagedTensor {
                dl_tensor: tensor,
                manager_ctx: std::ptr::null_mut(),
                deleter: Some(delete_legacy),
            },
            owner: self,
        });
        let p = Box::into_raw(boxed);
        // SAFETY: `p` is the live allocation just leaked.
        unsafe { (*p).managed.manager_ctx = p as *mut c_void };
        p as *mut DLManagedTensor
    }
}

impl std::fmt::Debug for DlpackTensor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DlpackTensor")
            .field("device", &self.tensor.device)
            .field("dtype", &self.tensor.dtype)
            .field("shape", &self._shape)
            .field("strides", &self._strides)
            .field("byte_offset", &self.tensor.byte_offset)
            .field("flags", &self.flags)
            .finish()
    }
}
