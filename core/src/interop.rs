//! Sharing memory with other libraries without copies: DLPack both ways (candle, burn, PyTorch
//! and CuPy through a PyO3 extension, NumPy), raw device pointers and streams for users' own CUDA
//! code (the Rust analogue of `__cuda_array_interface__`), and ndarray views of CPU arrays.
//!
//! | here | NumPy / CuPy / PyTorch |
//! |---|---|
//! | [`Array::to_dlpack`], [`DlpackTensor::into_raw_versioned`] / [`DlpackTensor::into_raw`] | `x.__dlpack__()`, `torch.utils.dlpack.to_dlpack` |
//! | [`Array::to_dlpack_stream`] | `x.__dlpack__(stream=s)` |
//! | [`Array::from_dlpack_versioned`], [`Array::from_dlpack`], [`from_dlpack_dyn`] | `numpy.from_dlpack`, `cupy.from_dlpack`, `torch.from_dlpack` |
//! | [`Array::from_dlpack_copy`] | `numpy.from_dlpack(x, copy=True)` |
//! | [`Array::device_ptr`], [`Device::cuda_stream_raw`], [`Array::from_raw_device_parts`] | `__cuda_array_interface__` (`data`, `stream`), `cupy.cuda.UnownedMemory` |
//! | [`Array::as_ndarray_view`], [`Array::as_ndarray_view_mut`], [`Array::from_ndarray_owned`] | `numpy.asarray` without a copy |
//!
//! Memory that gsci imports is held by a third kind of storage (besides gsci's host vectors and
//! device buffers): the producer's deleter, or the user's drop callback, runs when the last gsci
//! array over it drops — on a GPU after waiting for the device's queued work. gsci writes into
//! imported memory only where it writes in place anyway (an array that owns its storage alone,
//! C-contiguous, e.g. through [`Array::as_mut_slice`]), and never into a tensor flagged read-only.

mod export;
pub(crate) mod external;
mod ffi;
mod import;
#[cfg(test)]
mod tests;

pub use export::DlpackTensor;
pub(crate) use external::ExternalBuffer;
pub use ffi::*;
pub use import::ManagedTensor;

use crate::array::{Array, Storage};
use crate::cuda::check;
use crate::device::{Backend, Device};
use crate::dtype::Element;
use crate::error::{Error, Result};
use crate::ufunc::DynArray;
use crate::ufunc::dynarray::{with_dtype, with_dyn};
use cudarc::driver::sys;
use ndarray::{ArrayViewD, ArrayViewMutD, IxDyn, ShapeBuilder};
use std::sync::Arc;

impl<T: Element> Array<T> {
    /// Exports the array through DLPack without a copy: the result keeps the storage alive until
    /// the consumer calls the deleter of the struct it is handed
    /// ([`DlpackTensor::into_raw_versioned`] or [`DlpackTensor::into_raw`]).
    ///
    /// Equivalent to `x.__dlpack__()` (`torch.utils.dlpack.to_dlpack`, CuPy's `toDlpack`).
    ///
    /// Strides are in elements, the offset of a view is `byte_offset` from the storage's start,
    /// and the device is `kDLCPU` or `kDLCUDA` with the GPU's ordinal. On a GPU this waits for the
    /// array's stream, so the consumer may read on any stream (see
    /// [`Array::to_dlpack_stream`] to wait on the GPU instead); the deleter waits for the whole
    /// device before releasing the memory, so the consumer's queued work is done with it.
    ///
    /// # Errors
    /// [`Error::InvalidShape`] when an extent does not fit DLPack's `int64` (or the rank its
    /// `int32`); a CUDA error from the synchronisation.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3], &Device::cpu())?;
    /// let t = a.transpose()?.to_dlpack()?;
    /// let dl = t.dl_tensor();
    /// assert_eq!((dl.ndim, dl.dtype.bits), (2, 32));
    /// let p = t.into_raw_versioned(); // what a consumer (NumPy, PyTorch, ...) receives
    /// let b = unsafe { Array::<f32>::from_dlpack_versioned(p)? }; // the same memory, no copy
    /// assert_eq!(b.to_vec()?, vec![1.0, 4.0, 2.0, 5.0, 3.0, 6.0]);
    /// assert!(b.as_ndarray_view()?.as_ptr() == a.as_ndarray_view()?.as_ptr());
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn to_dlpack(&self) -> Result<DlpackTensor> {
        let t = DlpackTensor::new(self, "to_dlpack")?;
        self.device.synchronize()?;
        Ok(t)
    }

    /// Exports a GPU array through DLPack for a consumer working on `consumer_stream` (a raw
    /// `CUstream`; 0 or 1 is the legacy default stream, 2 the per-thread one): the consumer's
    /// stream waits for the array's stream on the GPU, and the host does not block.
    ///
    /// Equivalent to `x.__dlpack__(stream=consumer_stream)`.
    ///
    /// # Errors
    /// [`Error::Unsupported`] for a CPU array (DLPack takes no stream there: use
    /// [`Array::to_dlpack`]); as [`Array::to_dlpack`]; a CUDA error when the stream is invalid.
    ///
    /// ```
    /// use gsci_core::{Array, Device, Error};
    /// let a = Array::from_vec(vec![1.0f64, 2.0], &[2], &Device::cpu())?;
    /// assert!(matches!(a.to_dlpack_stream(0), Err(Error::Unsupported { .. })));
    /// # Ok::<(), Error>(())
    /// ```
    pub fn to_dlpack_stream(&self, consumer_stream: usize) -> Result<DlpackTensor> {
        let Backend::Cuda(c) = self.device.backend() else {
            return Err(Error::unsupported(
                "to_dlpack_stream: a stream for a CPU array",
                "cpu",
            ));
        };
        let t = DlpackTensor::new(self, "to_dlpack_stream")?;
        c.bind()?;
        let mut event: sys::CUevent = std::ptr::null_mut();
        // SAFETY: context bound; the event is created, recorded on the array's live stream, waited
        // on by the consumer's stream (the caller's handle) and destroyed (the driver frees it once
        // the wait is satisfied).
        unsafe {
            check(
                sys::cuEventCreate(
                    &mut event,
                    sys::CUevent_flags::CU_EVENT_DISABLE_TIMING as u32,
                ),
                "cuEventCreate",
            )?;
            let waited =
                check(sys::cuEventRecord(event, c.cu_stream()), "cuEventRecord").and_then(|()| {
                    check(
                        sys::cuStreamWaitEvent(consumer_stream as sys::CUstream, event, 0),
                        "cuStreamWaitEvent",
                    )
                });
            let _ = sys::cuEventDestroy_v2(event);
            waited?;
        }
        Ok(t)
    }

    /// Wraps a legacy DLPack tensor (`DLManagedTensor`) without a copy, on the CPU or the GPU it
    /// lives on; the producer's deleter runs when the last gsci array over it drops.
    ///
    /// Equivalent to `torch.from_dlpack` / `cupy.from_dlpack` / `numpy.from_dlpack(x, copy=False)`.
    ///
    /// `kDLCPU` and `kDLCUDAHost` memory becomes a CPU array, `kDLCUDA` and `kDLCUDAManaged`
    /// memory an array on `Device::cuda(device_id)`. NULL strides (producers before DLPack 1.0)
    /// mean C order. gsci may write into the memory where it writes in place (see the module
    /// docs).
    ///
    /// # Errors
    /// The tensor is taken in every case: on an error its deleter has run before this returns.
    /// [`Error::InvalidArgument`] for a NULL `ptr`, a negative `ndim` or extent, NULL shape or
    /// data with elements, data not aligned for `T` (see [`Array::from_dlpack_copy`]), a layout
    /// that leaves the address space, CUDA memory the driver does not know, bool bytes other than
    /// 0/1 (CPU); [`Error::Unsupported`] naming a DLPack dtype or device type gsci lacks;
    /// [`Error::DTypeMismatch`] when the tensor does not hold `T` (see [`from_dlpack_dyn`]);
    /// [`Error::DeviceMismatch`] when CUDA memory belongs to another GPU than `device_id`.
    ///
    /// # Safety
    /// `ptr` is NULL or a live `DLManagedTensor` that the caller owns and hands over (it must not
    /// be used again). Its memory stays valid for the described layout until the deleter runs,
    /// the deleter may be called from any thread, and nothing writes the memory while gsci reads
    /// it (DLPack's contract). On a GPU, bool data must hold only 0 and 1.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![1i64, 2, 3], &[3], &Device::cpu())?;
    /// let p = a.to_dlpack()?.into_raw();
    /// let b = unsafe { Array::<i64>::from_dlpack(p)? };
    /// assert_eq!(b.to_vec()?, vec![1, 2, 3]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub unsafe fn from_dlpack(ptr: *mut DLManagedTensor) -> Result<Self> {
        // SAFETY: forwarded (caller).
        unsafe { import::take(ptr, "from_dlpack")?.wrap("from_dlpack") }
    }

    /// Wraps a versioned DLPack tensor (`DLManagedTensorVersioned`, DLPack >= 1.0) without a
    /// copy; the producer's deleter runs when the last gsci array over it drops. A tensor
    /// flagged read-only is never written (gsci copies before writing).
    ///
    /// Equivalent to `torch.from_dlpack` / `cupy.from_dlpack` / `numpy.from_dlpack(x, copy=False)`.
    ///
    /// # Errors
    /// As [`Array::from_dlpack`] (the deleter has run), and [`Error::Unsupported`] for a major
    /// version other than 1.
    ///
    /// # Safety
    /// As [`Array::from_dlpack`], for a `DLManagedTensorVersioned`.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![1u8, 2, 3, 4], &[2, 2], &Device::cpu())?;
    /// let p = a.to_dlpack()?.read_only().into_raw_versioned();
    /// let mut b = unsafe { Array::<u8>::from_dlpack_versioned(p)? };
    /// b.as_mut_slice()?.expect("a CPU array")[0] = 9; // read-only: b is copied first
    /// assert_eq!((a.to_vec()?, b.to_vec()?), (vec![1, 2, 3, 4], vec![9, 2, 3, 4]));
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub unsafe fn from_dlpack_versioned(ptr: *mut DLManagedTensorVersioned) -> Result<Self> {
        // SAFETY: forwarded (caller).
        unsafe { import::take(ptr, "from_dlpack_versioned")?.wrap("from_dlpack_versioned") }
    }

    /// Copies a DLPack tensor (either struct) into gsci-owned memory on its device, then runs the
    /// producer's deleter; the copy keeps the tensor's strides. Also takes data that
    /// [`Array::from_dlpack`] refuses as misaligned.
    ///
    /// Equivalent to `numpy.from_dlpack(x, copy=True)`.
    ///
    /// # Errors
    /// As [`Array::from_dlpack`], except misalignment; [`Error::HostOutOfMemory`] /
    /// [`Error::OutOfMemory`] when the copy does not fit.
    ///
    /// # Safety
    /// As [`Array::from_dlpack`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![1.5f64, 2.5], &[2], &Device::cpu())?;
    /// let p = a.to_dlpack()?.into_raw_versioned();
    /// let b = unsafe { Array::<f64>::from_dlpack_copy(p)? };
    /// assert!(!b.shares_storage(&a));
    /// assert_eq!(b.to_vec()?, vec![1.5, 2.5]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub unsafe fn from_dlpack_copy<M: ManagedTensor>(ptr: *mut M) -> Result<Self> {
        // SAFETY: forwarded (caller).
        unsafe { import::take(ptr, "from_dlpack_copy")?.copy("from_dlpack_copy") }
    }

    /// Wraps memory gsci did not allocate — a host address on the CPU, a device address on a
    /// GPU — as an array, without a copy; `drop_callback` runs when the last gsci array over it
    /// drops (on a GPU after waiting for the device's queued work).
    ///
    /// Equivalent to building a CuPy array from `__cuda_array_interface__` (`cupy.asarray` over
    /// `cupy.cuda.UnownedMemory`). `ptr` is the address of element `[0, .., 0]` (CAI's `data`),
    /// `strides` are in elements (CAI's are in bytes) and may be negative or zero.
    ///
    /// # Errors
    /// [`Error::InvalidShape`] when `strides` and `shape` differ in length or the size
    /// overflows; [`Error::InvalidArgument`] for a NULL or misaligned `ptr` with elements, a
    /// layout that leaves the address space, a device address the driver does not know, bool
    /// bytes other than 0/1 (CPU); [`Error::DeviceMismatch`] for memory of another GPU. On an
    /// error `drop_callback` is dropped without being called: the memory stays the caller's.
    ///
    /// # Safety
    /// Every element the layout reaches must be valid memory of `T` on `device` until
    /// `drop_callback` runs (or, without one, for as long as any gsci array over it lives), and
    /// nothing may write it while gsci reads it. gsci may write it (see the module docs). On a
    /// GPU, bool data must hold only 0 and 1.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let data: Box<[f32]> = vec![1.0, 2.0, 3.0, 4.0].into_boxed_slice();
    /// let addr = Box::into_raw(data) as *mut f32 as u64;
    /// // A 2x2 C-ordered buffer read as its transpose; the callback frees it.
    /// let free: Box<dyn FnOnce() + Send> = Box::new(move || {
    ///     let whole = std::ptr::slice_from_raw_parts_mut(addr as *mut f32, 4);
    ///     drop(unsafe { Box::from_raw(whole) })
    /// });
    /// let a = unsafe {
    ///     Array::<f32>::from_raw_device_parts(addr, &[2, 2], &[1, 2], &Device::cpu(), Some(free))?
    /// };
    /// assert_eq!(a.to_vec()?, vec![1.0, 3.0, 2.0, 4.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub unsafe fn from_raw_device_parts(
        ptr: u64,
        shape: &[usize],
        strides: &[isize],
        device: &Device,
        drop_callback: Option<Box<dyn FnOnce() + Send>>,
    ) -> Result<Self> {
        // SAFETY: forwarded (caller).
        unsafe {
            external::wrap_external(
                ptr,
                shape.to_vec(),
                strides.to_vec(),
                device,
                true,
                drop_callback,
                "from_raw_device_parts",
            )
        }
    }

    /// A read-only ndarray view of a CPU array, without a copy (any strides, negative ones
    /// included).
    ///
    /// Equivalent to `numpy.asarray(x)` on an array that is already NumPy's.
    ///
    /// # Errors
    /// [`Error::Unsupported`] for a GPU array (copy it with [`Array::to_ndarray`]).
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3], &Device::cpu())?;
    /// let flipped = a.flip(Some(&[1]))?;
    /// let v = flipped.as_ndarray_view()?;
    /// assert_eq!(v[[0, 0]], 3);
    /// assert_eq!(v.sum(), 21);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn as_ndarray_view(&self) -> Result<ArrayViewD<'_, T>> {
        self.view_cpu().ok_or_else(|| {
            Error::unsupported(
                "as_ndarray_view of a GPU array (copy it with to_ndarray)",
                "cuda",
            )
        })
    }

    /// A mutable ndarray view of a CPU array. Without a copy when this array is the only owner of
    /// its storage and its layout has no overlapping elements; otherwise the array first becomes
    /// a C-contiguous copy of its own (copy-on-write, as [`Array::as_mut_slice`]), so views taken
    /// earlier keep their values.
    ///
    /// Equivalent to writing through `numpy.asarray(x)`.
    ///
    /// # Errors
    /// [`Error::Unsupported`] for a GPU array; an allocation error of the copy-on-write copy.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
    /// let mut t = a.transpose()?;
    /// drop(a); // `t` now owns the storage alone: no copy
    /// t.as_ndarray_view_mut()?[[0, 1]] = 30.0;
    /// assert_eq!(t.to_vec()?, vec![1.0, 30.0, 2.0, 4.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn as_ndarray_view_mut(&mut self) -> Result<ArrayViewMutD<'_, T>> {
        if self.device.is_cuda() {
            return Err(Error::unsupported(
                "as_ndarray_view_mut of a GPU array (copy it with to_ndarray)",
                "cuda",
            ));
        }
        let in_place = external::non_overlapping(&self.shape, &self.strides)
            && Arc::get_mut(&mut self.storage).is_some_and(|s| s.writable());
        if !in_place {
            self.make_unique()?;
        }
        let empty = self.is_empty();
        let (lo, _) = self.extent();
        let abs: Vec<usize> = self.strides.iter().map(|s| s.unsigned_abs()).collect();
        let internal = || {
            Error::invalid(
                "as_ndarray_view_mut",
                "internal: storage not unique and host",
            )
        };
        let slice: &mut [T] = match Arc::get_mut(&mut self.storage).ok_or_else(internal)? {
            Storage::Host(v) => &mut v[..],
            Storage::External(e) if e.is_host() && e.writable() => e.host_slice_mut(),
            Storage::Cuda(_) | Storage::External(_) => return Err(internal()),
        };
        let base = if empty {
            self.offset.min(slice.len())
        } else {
            lo
        };
        // SAFETY: `extent` bounds every reachable element inside `slice`, which `self` keeps alive
        // and lends mutably for the view's lifetime; the layout has no overlapping elements
        // (checked above, or C-contiguous after `make_unique`).
        let mut view = unsafe {
            ArrayViewMutD::from_shape_ptr(
                IxDyn(&self.shape).strides(IxDyn(&abs)),
                slice.as_mut_ptr().add(base),
            )
        };
        for (axis, &s) in self.strides.iter().enumerate() {
            if s < 0 {
                view.invert_axis(ndarray::Axis(axis));
            }
        }
        Ok(view)
    }

    /// A CPU array taking over an owned ndarray's buffer without a copy, in any layout (its
    /// strides and offset are kept). Follow it with [`Array::to_device`] for a GPU.
    ///
    /// Equivalent to `numpy.asarray(x)` on an array that is already NumPy's.
    ///
    /// ```
    /// use gsci_core::Array;
    /// let nd = ndarray::Array2::from_shape_vec((2, 3), vec![1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0])
    ///     .expect("2x3")
    ///     .reversed_axes();
    /// let ptr = nd.as_ptr();
    /// let a = Array::from_ndarray_owned(nd);
    /// assert_eq!(a.shape(), &[3, 2]);
    /// assert_eq!(a.to_vec()?, vec![1.0, 4.0, 2.0, 5.0, 3.0, 6.0]);
    /// assert!(a.as_ndarray_view()?.as_ptr() == ptr); // the same buffer
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn from_ndarray_owned<D: ndarray::Dimension>(a: ndarray::Array<T, D>) -> Self {
        let shape = a.shape().to_vec();
        let strides = a.strides().to_vec();
        let (v, offset) = a.into_raw_vec_and_offset();
        Array {
            storage: Arc::new(Storage::Host(v)),
            shape,
            strides,
            offset: offset.unwrap_or(0),
            device: Device::cpu(),
        }
    }
}

impl Device {
    /// The raw `CUstream` handle that this device's work is ordered on, as an integer (0 is the
    /// legacy default stream), for users' own kernels and libraries; `None` on the CPU.
    ///
    /// Equivalent to `__cuda_array_interface__["stream"]` / CuPy's `Stream.ptr`.
    ///
    /// ```
    /// use gsci_core::Device;
    /// assert_eq!(Device::cpu().cuda_stream_raw(), None);
    /// ```
    pub fn cuda_stream_raw(&self) -> Option<usize> {
        self.as_cuda().map(|c| c.cu_stream() as usize)
    }
}

impl DynArray {
    /// Exports the array through DLPack without a copy, whatever its dtype (see
    /// [`Array::to_dlpack`]).
    ///
    /// Equivalent to `x.__dlpack__()`.
    ///
    /// # Errors
    /// As [`Array::to_dlpack`].
    ///
    /// ```
    /// use gsci_core::{Array, DType, Device, ufunc::DynArray};
    /// use gsci_core::interop::from_dlpack_dyn;
    /// let d = DynArray::from(Array::from_vec(vec![true, false], &[2], &Device::cpu())?);
    /// let back = unsafe { from_dlpack_dyn(d.to_dlpack()?.into_raw_versioned())? };
    /// assert_eq!(back.dtype(), DType::Bool);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn to_dlpack(&self) -> Result<DlpackTensor> {
        with_dyn!(self, a => a.to_dlpack())
    }
}

/// Wraps a DLPack tensor (either struct) of any dtype without a copy, as the [`DynArray`] of
/// its dtype; the producer's deleter runs when the last gsci array over it drops.
///
/// Equivalent to `numpy.from_dlpack(x, copy=False)` / `torch.from_dlpack` / `cupy.from_dlpack`.
///
/// # Errors
/// As [`Array::from_dlpack`] and [`Array::from_dlpack_versioned`] (never a dtype mismatch).
///
/// # Safety
/// As [`Array::from_dlpack`].
///
/// ```
/// use gsci_core::{Array, DType, Device, Complex64};
/// use gsci_core::interop::from_dlpack_dyn;
/// let a = Array::from_vec(vec![Complex64::new(1.0, -1.0)], &[1], &Device::cpu())?;
/// let d = unsafe { from_dlpack_dyn(a.to_dlpack()?.into_raw())? };
/// assert_eq!(d.dtype(), DType::C128);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub unsafe fn from_dlpack_dyn<M: ManagedTensor>(ptr: *mut M) -> Result<DynArray> {
    const OP: &str = "from_dlpack_dyn";
    // SAFETY: forwarded (caller).
    let imported = unsafe { import::take(ptr, OP)? };
    // SAFETY: forwarded (caller).
    with_dtype!(imported.dtype, E => Ok(DynArray::from(unsafe { imported.wrap::<E>(OP)? })))
}
