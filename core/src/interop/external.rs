//! Memory that gsci did not allocate (a DLPack producer's, a user's): [`ExternalBuffer`], the
//! third kind of array storage, and [`wrap_external`], which checks a foreign layout and builds an
//! [`Array`] over it. It belongs to the memory layer (it uses `cuda` only): `array` holds it.

use crate::array::{Array, Storage, checked_size};
use crate::cuda::{CudaDevice, check};
use crate::device::{Backend, Device};
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use cudarc::driver::sys;
use std::sync::{Arc, Mutex};

/// What runs when the last array over external memory drops (the producer's deleter).
pub(crate) type OnDrop = Box<dyn FnOnce() + Send>;

/// Where external memory lives.
pub(crate) enum Place {
    Host,
    Cuda(Arc<CudaDevice>),
}

/// `len` elements at `addr` (host or device) owned by someone else, who is told by `on_drop` when
/// gsci no longer needs them.
pub(crate) struct ExternalBuffer {
    addr: u64,
    len: usize,
    place: Place,
    writable: bool,
    on_drop: Mutex<Option<OnDrop>>,
}

impl ExternalBuffer {
    /// The address of the lowest element (0 when `len` is 0 and the producer gave none).
    pub(crate) fn addr(&self) -> u64 {
        self.addr
    }
    /// Number of elements from `addr`.
    pub(crate) fn len(&self) -> usize {
        self.len
    }
    /// Whether gsci may write into the memory (not a read-only DLPack tensor).
    pub(crate) fn writable(&self) -> bool {
        self.writable
    }
    /// Whether the memory is host memory.
    pub(crate) fn is_host(&self) -> bool {
        matches!(self.place, Place::Host)
    }
    /// The elements of host memory (empty for device memory).
    pub(crate) fn host_slice<T: Element>(&self) -> &[T] {
        if self.len == 0 || !self.is_host() {
            return &[];
        }
        // SAFETY: `wrap_external` checked that `addr` is non-null and aligned for T, that the
        // `len` elements fit in the address space, and the creator promised (`unsafe` contract of
        // the public constructors) that they stay valid until `on_drop` runs.
        unsafe { std::slice::from_raw_parts(self.addr as *const T, self.len) }
    }
    /// The elements of host memory, for writing (empty for device memory).
    pub(crate) fn host_slice_mut<T: Element>(&mut self) -> &mut [T] {
        if self.len == 0 || !self.is_host() {
            return &mut [];
        }
        // SAFETY: as `host_slice`; `&mut self` comes from a uniquely owned storage, and only
        // writable buffers are handed out for writing (`Storage::writable`).
        unsafe { std::slice::from_raw_parts_mut(self.addr as *mut T, self.len) }
    }
}

impl Drop for ExternalBuffer {
    fn drop(&mut self) {
        // Kernels queued on any stream of the device may still read or write the memory: wait
        // for them before handing it back (a drop cannot report errors; a poisoned context
        // reports itself on its next checked call).
        if let Place::Cuda(dev) = &self.place {
            if dev.bind().is_ok() {
                // SAFETY: the context is bound to this thread.
                let _ = unsafe { sys::cuCtxSynchronize() };
            }
        }
        let on_drop = self
            .on_drop
            .get_mut()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        if let Some(f) = on_drop {
            // A panicking callback must not unwind out of a drop (nor through a C deleter).
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f));
        }
    }
}

impl<T: Element> Storage<T> {
    /// Whether gsci may write into this storage.
    pub(crate) fn writable(&self) -> bool {
        match self {
            Storage::Host(_) | Storage::Cuda(_) => true,
            Storage::External(e) => e.writable(),
        }
    }
}

/// The lowest and highest element index (relative to the first element) that `shape`/`strides`
/// reach, or `None` if they overflow `i128` arithmetic's checks. Shapes must be non-empty.
fn span(shape: &[usize], strides: &[isize]) -> Option<(i128, i128)> {
    let (mut lo, mut hi) = (0i128, 0i128);
    for (&n, &s) in shape.iter().zip(strides) {
        let reach = (n as i128 - 1).checked_mul(s as i128)?;
        if reach < 0 {
            lo = lo.checked_add(reach)?;
        } else {
            hi = hi.checked_add(reach)?;
        }
    }
    Some((lo, hi))
}

/// Whether every byte of `len` host bools at `base` is 0 or 1 (any other byte is not a Rust
/// `bool`). The whole span is checked, gaps of a strided tensor included, since gsci holds it as
/// one slice.
///
/// # Safety
/// The `len` bytes at `base` must be readable.
pub(crate) unsafe fn bools_are_valid(base: u64, len: usize) -> bool {
    // SAFETY: readable (caller).
    unsafe { std::slice::from_raw_parts(base as *const u8, len) }
        .iter()
        .all(|&b| b <= 1)
}

/// The storage a non-empty layout needs: (address of its lowest element, number of elements from
/// there, offset of element `[0, .., 0]` in elements), for elements of `item` bytes whose first
/// is at `first`.
///
/// # Errors
/// [`Error::InvalidArgument`] naming `op` when the layout reaches outside the address space.
pub(crate) fn layout_span(
    first: u64,
    shape: &[usize],
    strides: &[isize],
    item: usize,
    op: &'static str,
) -> Result<(u64, usize, usize)> {
    let outside = || {
        Error::invalid(
            op,
            format!(
                "shape {shape:?} with strides {strides:?} (elements of {item} bytes) from \
                 address {first:#x} reaches outside the address space"
            ),
        )
    };
    let (lo, hi) = span(shape, strides).ok_or_else(outside)?;
    let len = hi - lo + 1;
    let low_bytes = (-lo).checked_mul(item as i128).ok_or_else(outside)?;
    let bytes = len.checked_mul(item as i128).ok_or_else(outside)?;
    if low_bytes > first as i128
        || bytes > isize::MAX as i128
        || first as i128 - low_bytes + bytes > usize::MAX as i128
    {
        return Err(outside());
    }
    Ok((
        (first as i128 - low_bytes) as u64,
        len as usize,
        (-lo) as usize,
    ))
}

/// Checks that device address `ptr` is memory of `device`'s GPU (nothing to check on the CPU).
///
/// # Errors
/// [`Error::InvalidArgument`] when the driver does not know the address,
/// [`Error::DeviceMismatch`] when it belongs to another GPU.
pub(crate) fn check_device_ptr(ptr: u64, device: &Device, op: &'static str) -> Result<()> {
    let Some(c) = device.as_cuda() else {
        return Ok(());
    };
    let ordinal = device_ordinal_of(ptr, &c.dev, op)?;
    if ordinal != c.dev.ordinal as i32 {
        return Err(Error::DeviceMismatch {
            op,
            left: device.to_string(),
            right: format!("memory of cuda:{ordinal}"),
        });
    }
    Ok(())
}

/// The device ordinal the driver reports for device address `ptr`, or an error naming `op`.
fn device_ordinal_of(ptr: u64, dev: &CudaDevice, op: &'static str) -> Result<i32> {
    dev.bind()?;
    let mut ordinal: i32 = -1;
    // SAFETY: context bound; the attribute is an int written to `ordinal`.
    let r = unsafe {
        sys::cuPointerGetAttribute(
            &mut ordinal as *mut i32 as *mut std::ffi::c_void,
            sys::CUpointer_attribute::CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL,
            ptr,
        )
    };
    if r == sys::CUresult::CUDA_ERROR_INVALID_VALUE {
        return Err(Error::invalid(
            op,
            format!(
                "address {ptr:#x} is not CUDA device memory (cuPointerGetAttribute refused it)"
            ),
        ));
    }
    check(r, "cuPointerGetAttribute")?;
    Ok(ordinal)
}

/// An array over `shape`/`strides` (elements) whose element `[0, .., 0]` is at `first`, a host
/// address on the CPU or a device address on a GPU; `on_drop` runs when the last array over it
/// drops (after the GPU's queued work), or is dropped uncalled on error.
///
/// # Safety
/// Every element the layout reaches must be valid memory of T on `device` (host memory for the
/// CPU) until `on_drop` runs, and nothing else may write it while gsci reads it.
pub(crate) unsafe fn wrap_external<T: Element>(
    first: u64,
    shape: Vec<usize>,
    strides: Vec<isize>,
    device: &Device,
    writable: bool,
    on_drop: Option<OnDrop>,
    op: &'static str,
) -> Result<Array<T>> {
    if shape.len() != strides.len() {
        let reason = format!("{} strides given for {} axes", strides.len(), shape.len());
        return Err(Error::InvalidShape { op, shape, reason });
    }
    let n = checked_size(&shape, op)?;
    let item = std::mem::size_of::<T>();
    let (addr, len, offset) = if n == 0 {
        (first, 0usize, 0usize)
    } else {
        if first == 0 {
            return Err(Error::invalid(
                op,
                format!("the data pointer is NULL for an array of {n} elements"),
            ));
        }
        let align = std::mem::align_of::<T>() as u64;
        if first % align != 0 {
            return Err(Error::invalid(
                op,
                format!(
                    "the first element's address {first:#x} is not aligned to {align} bytes, \
                     as {} needs (from_dlpack_copy copies such data)",
                    T::DTYPE
                ),
            ));
        }
        layout_span(first, &shape, &strides, item, op)?
    };
    let place = match device.backend() {
        Backend::Cpu => {
            // SAFETY: the span's elements are readable host memory (caller).
            if T::DTYPE == DType::Bool && !unsafe { bools_are_valid(addr, len) } {
                return Err(Error::invalid(
                    op,
                    "a bool array holds bytes other than 0 and 1",
                ));
            }
            Place::Host
        }
        Backend::Cuda(c) => {
            if n > 0 {
                check_device_ptr(first, device, op)?;
            }
            Place::Cuda(c.dev.clone())
        }
    };
    let buffer = ExternalBuffer {
        addr,
        len,
        place,
        writable,
        on_drop: Mutex::new(on_drop),
    };
    let storage = Arc::new(Storage::External(buffer));
    Ok(Array {
        storage,
        shape,
        strides,
        offset,
        device: device.clone(),
    })
}

/// Whether no two in-bounds indices of `shape`/`strides` reach the same element (a sufficient
/// test: sorted by stride, each axis steps over everything the smaller ones reach).
pub(crate) fn non_overlapping(shape: &[usize], strides: &[isize]) -> bool {
    let mut axes: Vec<(usize, usize)> = shape
        .iter()
        .zip(strides)
        .filter(|(n, _)| **n > 1)
        .map(|(&n, &s)| (s.unsigned_abs(), n))
        .collect();
    if shape.contains(&0) {
        return true;
    }
    axes.sort_unstable();
    let mut reach = 0usize; // the largest offset the smaller axes reach
    for (s, n) in axes {
        if s <= reach {
            return false;
        }
        match s.checked_mul(n - 1).and_then(|r| r.checked_add(reach)) {
            Some(r) => reach = r,
            None => return false,
        }
    }
    true
}
