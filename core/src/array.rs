//! [`Array`]: an n-dimensional, strided array on one device, with storage shared by `Arc`.

use crate::copy;
use crate::cuda::DeviceBuffer;
use crate::device::{Backend, Device};
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
pub(crate) use crate::host::{advise_huge_pages, host_zeros};
use ndarray::{ArrayD, ArrayViewD, IxDyn, ShapeBuilder};
use std::sync::Arc;

/// Where an array's elements are.
pub(crate) enum Storage<T> {
    Host(Vec<T>),
    Cuda(DeviceBuffer),
    /// Host or device memory owned by someone else (DLPack, raw parts): see `interop`.
    External(crate::interop::ExternalBuffer),
}

/// An n-dimensional array on one [`Device`].
///
/// Views (slices, transposes, broadcasts, reshapes of contiguous data) share storage and cost
/// nothing; operations return new arrays on the input's device. Strides are in elements and may be
/// negative or zero.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3], &Device::cpu())?;
/// assert_eq!(a.shape(), &[2, 3]);
/// assert_eq!(a.to_vec()?, vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub struct Array<T: Element> {
    pub(crate) storage: Arc<Storage<T>>,
    pub(crate) shape: Vec<usize>,
    pub(crate) strides: Vec<isize>,
    pub(crate) offset: usize,
    pub(crate) device: Device,
}

impl<T: Element> Clone for Array<T> {
    /// A new handle to the same storage (no copy); see [`Array::copy`] for a deep copy.
    fn clone(&self) -> Self {
        Array {
            storage: self.storage.clone(),
            shape: self.shape.clone(),
            strides: self.strides.clone(),
            offset: self.offset,
            device: self.device.clone(),
        }
    }
}

/// C-order (row-major) strides for `shape`, in elements.
pub fn c_strides(shape: &[usize]) -> Vec<isize> {
    let mut strides = vec![0isize; shape.len()];
    let mut acc = 1isize;
    for (s, &n) in strides.iter_mut().zip(shape).rev() {
        *s = acc;
        acc *= n.max(1) as isize;
    }
    strides
}

/// Number of elements of `shape`, or an error if it overflows.
pub(crate) fn checked_size(shape: &[usize], op: &'static str) -> Result<usize> {
    shape
        .iter()
        .try_fold(1usize, |acc, &n| acc.checked_mul(n))
        .ok_or_else(|| Error::InvalidShape {
            op,
            shape: shape.to_vec(),
            reason: "the number of elements overflows usize".into(),
        })
}

impl<T: Element> Array<T> {
    // ---------------------------------------------------------------- construction from parts

    /// A C-contiguous array over `storage`.
    pub(crate) fn from_storage(storage: Storage<T>, shape: Vec<usize>, device: Device) -> Self {
        let strides = c_strides(&shape);
        Array {
            storage: Arc::new(storage),
            shape,
            strides,
            offset: 0,
            device,
        }
    }

    /// A view of `self`'s storage with another layout. The caller guarantees the layout stays
    /// inside the storage.
    pub(crate) fn with_layout(
        &self,
        shape: Vec<usize>,
        strides: Vec<isize>,
        offset: usize,
    ) -> Self {
        debug_assert_eq!(shape.len(), strides.len());
        Array {
            storage: self.storage.clone(),
            shape,
            strides,
            offset,
            device: self.device.clone(),
        }
    }

    /// Uninitialised storage for `len` elements on `device` (host memory is zeroed); errors name
    /// `op`, the public function that asked for it. On the CPU an allocation that fails is
    /// [`Error::HostOutOfMemory`]; on a GPU, [`Error::OutOfMemory`] (with the device's figures).
    pub(crate) fn alloc_storage(
        len: usize,
        device: &Device,
        op: &'static str,
    ) -> Result<Storage<T>> {
        let bytes =
            len.checked_mul(std::mem::size_of::<T>())
                .ok_or_else(|| Error::InvalidShape {
                    op,
                    shape: vec![len],
                    reason: "the size in bytes overflows usize".into(),
                })?;
        match device.backend() {
            Backend::Cpu => {
                let v = crate::host::try_zeroed_elements::<T>(len).map_err(|_| {
                    Error::HostOutOfMemory {
                        op,
                        what: format!("{len} elements of {} bytes", std::mem::size_of::<T>()),
                        requested: bytes,
                    }
                })?;
                Ok(Storage::Host(v))
            }
            Backend::Cuda(c) => Ok(Storage::Cuda(
                DeviceBuffer::alloc(c, bytes).map_err(|e| e.in_op(op))?,
            )),
        }
    }

    /// [`Array::empty`] whose size errors name `op`, the public function that asked for it.
    pub(crate) fn empty_named(shape: &[usize], device: &Device, op: &'static str) -> Result<Self> {
        let len = checked_size(shape, op)?;
        // More than isize::MAX bytes cannot exist (Rust's and CUDA's allocators refuse them).
        if len
            .checked_mul(std::mem::size_of::<T>())
            .is_none_or(|b| b > isize::MAX as usize)
        {
            return Err(Error::InvalidShape {
                op,
                shape: shape.to_vec(),
                reason: format!(
                    "{len} elements of {} bytes exceed the largest possible allocation",
                    std::mem::size_of::<T>()
                ),
            });
        }
        Ok(Self::from_storage(
            Self::alloc_storage(len, device, op)?,
            shape.to_vec(),
            device.clone(),
        ))
    }

    /// A C-contiguous array with unspecified contents (zeros on the CPU), like `numpy.empty`.
    pub fn empty(shape: &[usize], device: &Device) -> Result<Self> {
        Self::empty_named(shape, device, "empty")
    }

    /// An array of `shape` from C-ordered `data`, on `device`.
    ///
    /// # Errors
    /// [`Error::InvalidShape`] if `data.len()` is not the product of `shape`.
    pub fn from_vec(data: Vec<T>, shape: &[usize], device: &Device) -> Result<Self> {
        let len = checked_size(shape, "from_vec")?;
        if len != data.len() {
            return Err(Error::InvalidShape {
                op: "from_vec",
                shape: shape.to_vec(),
                reason: format!("{} elements given for {} places", data.len(), len),
            });
        }
        let storage = match device.backend() {
            Backend::Cpu => Storage::Host(data),
            Backend::Cuda(c) => {
                let buf = DeviceBuffer::alloc(c, std::mem::size_of_val(data.as_slice()))?;
                c.copy_htod_bytes(as_bytes(&data), buf.ptr())?;
                Storage::Cuda(buf)
            }
        };
        Ok(Self::from_storage(storage, shape.to_vec(), device.clone()))
    }

    /// An array of `shape` from a C-ordered slice (copied), on `device`.
    pub fn from_slice(data: &[T], shape: &[usize], device: &Device) -> Result<Self> {
        let len = checked_size(shape, "from_slice")?;
        if len != data.len() {
            return Err(Error::InvalidShape {
                op: "from_slice",
                shape: shape.to_vec(),
                reason: format!("{} elements given for {} places", data.len(), len),
            });
        }
        match device.backend() {
            Backend::Cpu => Ok(Self::from_storage(
                Storage::Host(data.to_vec()),
                shape.to_vec(),
                device.clone(),
            )),
            Backend::Cuda(c) => {
                let buf = DeviceBuffer::alloc(c, std::mem::size_of_val(data))?;
                c.copy_htod_bytes(as_bytes(data), buf.ptr())?;
                Ok(Self::from_storage(
                    Storage::Cuda(buf),
                    shape.to_vec(),
                    device.clone(),
                ))
            }
        }
    }

    /// A 1-D array from a slice.
    pub fn from_slice_1d(data: &[T], device: &Device) -> Result<Self> {
        Self::from_slice(data, &[data.len()], device)
    }

    /// An array holding a copy of an ndarray (any layout), on `device`.
    pub fn from_ndarray<S, D>(a: &ndarray::ArrayBase<S, D>, device: &Device) -> Result<Self>
    where
        S: ndarray::Data<Elem = T>,
        D: ndarray::Dimension,
    {
        let shape = a.shape().to_vec();
        match a.as_slice() {
            Some(s) => Self::from_slice(s, &shape, device),
            None => Self::from_vec(a.iter().copied().collect(), &shape, device),
        }
    }

    /// A 0-d array holding `value`.
    pub fn scalar(value: T, device: &Device) -> Result<Self> {
        Self::from_vec(vec![value], &[], device)
    }

    // ---------------------------------------------------------------- accessors

    /// The shape.
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }
    /// Strides in elements (may be negative or zero).
    pub fn strides(&self) -> &[isize] {
        &self.strides
    }
    /// Offset of the first element in the storage, in elements.
    pub fn offset(&self) -> usize {
        self.offset
    }
    /// Number of dimensions.
    pub fn ndim(&self) -> usize {
        self.shape.len()
    }
    /// Number of elements (NumPy's `size`).
    pub fn len(&self) -> usize {
        self.shape.iter().product()
    }
    /// NumPy's `size`.
    pub fn size(&self) -> usize {
        self.len()
    }
    /// Whether the array has no elements.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// The device holding the array.
    pub fn device(&self) -> &Device {
        &self.device
    }
    /// The dtype.
    pub fn dtype(&self) -> DType {
        T::DTYPE
    }
    /// Size of one element in bytes.
    pub fn itemsize(&self) -> usize {
        std::mem::size_of::<T>()
    }
    /// Total bytes of the elements (NumPy's `nbytes`).
    pub fn nbytes(&self) -> usize {
        self.len() * self.itemsize()
    }

    /// Whether the elements are laid out in C order without gaps.
    pub fn is_c_contiguous(&self) -> bool {
        if self.is_empty() {
            return true;
        }
        let mut expected = 1isize;
        for (&n, &s) in self.shape.iter().zip(&self.strides).rev() {
            if n != 1 && s != expected {
                return false;
            }
            expected *= n as isize;
        }
        true
    }

    /// Whether the elements are laid out in Fortran order without gaps.
    pub fn is_f_contiguous(&self) -> bool {
        if self.is_empty() {
            return true;
        }
        let mut expected = 1isize;
        for (&n, &s) in self.shape.iter().zip(&self.strides) {
            if n != 1 && s != expected {
                return false;
            }
            expected *= n as isize;
        }
        true
    }

    /// Whether two arrays share storage (NumPy's `shares_memory` at buffer granularity).
    pub fn shares_storage(&self, other: &Array<T>) -> bool {
        Arc::ptr_eq(&self.storage, &other.storage)
    }

    /// The lowest and one-past-highest element indices this layout touches, relative to the
    /// storage start. Empty arrays touch nothing: (offset, offset).
    pub(crate) fn extent(&self) -> (usize, usize) {
        if self.is_empty() {
            return (self.offset, self.offset);
        }
        let (mut lo, mut hi) = (self.offset as isize, self.offset as isize);
        for (&n, &s) in self.shape.iter().zip(&self.strides) {
            let span = (n as isize - 1) * s;
            if span < 0 {
                lo += span;
            } else {
                hi += span;
            }
        }
        (lo as usize, hi as usize + 1)
    }

    // ---------------------------------------------------------------- backend access

    /// A read-only ndarray view of a CPU array (`None` for a GPU array).
    pub fn view_cpu(&self) -> Option<ArrayViewD<'_, T>> {
        let v: &[T] = match &*self.storage {
            Storage::Host(v) => v,
            Storage::External(e) if e.is_host() => e.host_slice(),
            Storage::Cuda(_) | Storage::External(_) => return None,
        };
        // ndarray views need non-negative strides: start from the lowest address, then invert the
        // axes whose stride is negative.
        let (lo, _) = self.extent();
        let abs: Vec<usize> = self.strides.iter().map(|s| s.unsigned_abs()).collect();
        let base = if self.is_empty() {
            self.offset.min(v.len())
        } else {
            lo
        };
        // SAFETY: `extent` bounds every reachable element inside `v`, which the array keeps alive;
        // the pointer is derived from the vector (valid even when empty).
        let mut view = unsafe {
            ArrayViewD::from_shape_ptr(
                IxDyn(&self.shape).strides(IxDyn(&abs)),
                v.as_ptr().add(base),
            )
        };
        for (axis, &s) in self.strides.iter().enumerate() {
            if s < 0 {
                view.invert_axis(ndarray::Axis(axis));
            }
        }
        Some(view)
    }

    /// Device address of the first element of a GPU array (`None` on the CPU). For domain crates
    /// launching their own kernels over [`Array::strides`].
    pub fn device_ptr(&self) -> Option<u64> {
        self.storage_ptr()
            .map(|p| p + (self.offset * std::mem::size_of::<T>()) as u64)
    }

    /// Base device address of the storage (`None` on the CPU).
    pub(crate) fn storage_ptr(&self) -> Option<u64> {
        match &*self.storage {
            Storage::Cuda(b) => Some(b.ptr()),
            Storage::External(e) if !e.is_host() => Some(e.addr()),
            Storage::Host(_) | Storage::External(_) => None,
        }
    }

    // ---------------------------------------------------------------- host readback

    /// The elements in C order, copied to the host. Synchronises with the array's stream.
    pub fn to_vec(&self) -> Result<Vec<T>> {
        match self.device.backend() {
            Backend::Cpu => {
                if self.is_c_contiguous() {
                    if let Storage::Host(v) = &*self.storage {
                        return Ok(v[self.offset..self.offset + self.len()].to_vec());
                    }
                }
                Ok(self
                    .view_cpu()
                    .expect("CPU arrays have host storage")
                    .iter()
                    .copied()
                    .collect())
            }
            Backend::Cuda(_) => {
                let n = self.len();
                let mut out: Vec<T> = Vec::new();
                crate::host::try_reserve_exact(&mut out, n).map_err(|_| Error::OutOfMemory {
                    op: "to_vec",
                    device: "cpu".into(),
                    requested: self.nbytes(),
                    free: 0,
                    total: 0,
                })?;
                advise_huge_pages(out.as_mut_ptr() as *mut u8, n * std::mem::size_of::<T>());
                // SAFETY: the vector has capacity for n elements; `read_into_raw` writes all of them
                // (bytes copied from device values of T) before `set_len`.
                unsafe {
                    self.read_into_raw(out.as_mut_ptr())?;
                    out.set_len(n);
                }
                Ok(out)
            }
        }
    }

    /// Copies the elements in C order into `out` (which must hold exactly `len()` elements).
    /// Reusing one host buffer avoids the page faults of a fresh allocation. Synchronises.
    ///
    /// # Errors
    /// [`Error::InvalidShape`] if `out.len() != self.len()`.
    pub fn copy_to_slice(&self, out: &mut [T]) -> Result<()> {
        if out.len() != self.len() {
            return Err(Error::InvalidShape {
                op: "copy_to_slice",
                shape: self.shape.clone(),
                reason: format!(
                    "destination holds {} elements, the array {}",
                    out.len(),
                    self.len()
                ),
            });
        }
        match self.device.backend() {
            Backend::Cpu => {
                out.iter_mut()
                    .zip(
                        self.view_cpu()
                            .expect("CPU arrays have host storage")
                            .iter(),
                    )
                    .for_each(|(o, v)| *o = *v);
                Ok(())
            }
            // SAFETY: `out` is valid for len() elements.
            Backend::Cuda(_) => unsafe { self.read_into_raw(out.as_mut_ptr()) },
        }
    }

    /// Writes the `len()` elements of a GPU array in C order to `dst`.
    ///
    /// # Safety
    /// `dst` must be valid for writes of `len()` elements.
    unsafe fn read_into_raw(&self, dst: *mut T) -> Result<()> {
        let Backend::Cuda(c) = self.device.backend() else {
            return Err(Error::invalid("read_into_raw", "internal: not a GPU array"));
        };
        let contiguous = if self.is_c_contiguous() {
            self.clone()
        } else {
            self.copy()?
        };
        match contiguous.device_ptr() {
            // SAFETY: the device range holds nbytes; `dst` is writable for as many (caller).
            Some(ptr) => unsafe { c.copy_dtoh_raw(ptr, dst as *mut u8, contiguous.nbytes()) },
            None => Ok(()),
        }
    }

    /// The array as an owned ndarray on the host. Synchronises with the array's stream.
    pub fn to_ndarray(&self) -> Result<ArrayD<T>> {
        let v = self.to_vec()?;
        Ok(ArrayD::from_shape_vec(IxDyn(&self.shape), v)
            .expect("to_vec returns exactly len() elements"))
    }

    /// The single element of a 0-d or size-1 array.
    pub fn item(&self) -> Result<T> {
        if self.len() != 1 {
            return Err(Error::InvalidShape {
                op: "item",
                shape: self.shape.clone(),
                reason: "only arrays of one element can be converted to a scalar".into(),
            });
        }
        Ok(self.to_vec()?[0])
    }

    // ---------------------------------------------------------------- copies

    /// A C-contiguous deep copy on the same device.
    pub fn copy(&self) -> Result<Self> {
        copy::astype::<T, T>(self)
    }

    /// `self` if already C-contiguous, else a C-contiguous copy (NumPy's `ascontiguousarray`).
    pub fn to_contiguous(&self) -> Result<Self> {
        if self.is_c_contiguous() {
            Ok(self.clone())
        } else {
            self.copy()
        }
    }

    /// A copy converted to `U` with NumPy's `astype` semantics (see [`Element::from_scalar`]).
    pub fn astype<U: Element>(&self) -> Result<Array<U>> {
        copy::astype::<T, U>(self)
    }

    /// A copy on `device` (CPU<->GPU or GPU<->GPU), C-contiguous.
    pub fn to_device(&self, device: &Device) -> Result<Self> {
        if *device == self.device {
            return self.copy();
        }
        match (self.device.backend(), device.backend()) {
            (Backend::Cuda(src), Backend::Cuda(dst)) => {
                let contiguous = self.to_contiguous()?;
                let buf = DeviceBuffer::alloc(dst, self.nbytes())?;
                if let Some(p) = contiguous.device_ptr() {
                    dst.copy_peer_bytes(src, p, buf.ptr(), self.nbytes())?;
                }
                Ok(Self::from_storage(
                    Storage::Cuda(buf),
                    self.shape.clone(),
                    device.clone(),
                ))
            }
            (_, _) => {
                let host = self.to_vec()?;
                Self::from_vec(host, &self.shape, device)
            }
        }
    }

    /// Makes this array the only owner of C-contiguous storage (copying if shared or strided),
    /// so it can be written in place. Views taken earlier keep the old values (copy-on-write).
    pub(crate) fn make_unique(&mut self) -> Result<()> {
        let whole = self.is_c_contiguous() && self.offset == 0 && {
            // Read-only external memory is never written: it is always copied first.
            let cap = match &*self.storage {
                Storage::Host(v) => Some(v.len()),
                Storage::Cuda(b) => Some(b.bytes() / std::mem::size_of::<T>().max(1)),
                Storage::External(e) => e.writable().then(|| e.len()),
            };
            cap == Some(self.len())
        };
        if !(whole && Arc::get_mut(&mut self.storage).is_some()) {
            *self = self.copy()?;
        }
        Ok(())
    }

    /// The elements of a CPU array in C order, for writing (routines filling an existing array,
    /// NumPy's `out=`): first makes the storage unique and C-contiguous (copy-on-write, so views
    /// taken earlier keep their values). `None` for a GPU array (see [`Array::device_ptr_mut`]).
    ///
    /// # Errors
    /// Only when the copy-on-write copy cannot be allocated.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let mut a = Array::from_vec(vec![1i32, 2, 3], &[3], &Device::cpu())?;
    /// let view = a.clone(); // shares the storage
    /// a.as_mut_slice()?.expect("a CPU array")[0] = 7;
    /// assert_eq!((a.to_vec()?, view.to_vec()?), (vec![7, 2, 3], vec![1, 2, 3]));
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn as_mut_slice(&mut self) -> Result<Option<&mut [T]>> {
        if self.device.is_cuda() {
            return Ok(None);
        }
        self.make_unique()?;
        Ok(match self.storage_mut()? {
            copy::DstMut::Host(v) => Some(v),
            copy::DstMut::Cuda(_) => None,
        })
    }

    /// The device address of the first element of a GPU array, for writing (domain crates'
    /// kernels and libraries filling an existing array): first makes the storage unique and
    /// C-contiguous (copy-on-write). `None` on the CPU (see [`Array::as_mut_slice`]).
    ///
    /// # Errors
    /// Only when the copy-on-write copy cannot be allocated.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let mut a = Array::from_vec(vec![1.0f32], &[1], &Device::cpu())?;
    /// assert_eq!(a.device_ptr_mut()?, None); // CPU arrays have no device address
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn device_ptr_mut(&mut self) -> Result<Option<u64>> {
        if self.device.is_cpu() {
            return Ok(None);
        }
        self.make_unique()?;
        Ok(self.device_ptr())
    }

    /// Write access to the whole storage of an array that owns it alone (a fresh result, or after
    /// `make_unique`). Pair it with a [`copy::RawLayout`] to write any region.
    pub(crate) fn storage_mut(&mut self) -> Result<copy::DstMut<'_, T>> {
        let storage = Arc::get_mut(&mut self.storage).ok_or_else(|| {
            Error::invalid(
                "storage_mut",
                "internal: storage is shared; call make_unique first",
            )
        })?;
        Ok(match storage {
            Storage::Host(v) => copy::DstMut::Host(&mut v[..]),
            Storage::Cuda(b) => copy::DstMut::Cuda(b.ptr()),
            Storage::External(e) => {
                if !e.writable() {
                    return Err(Error::invalid(
                        "storage_mut",
                        "internal: read-only external memory; call make_unique first",
                    ));
                }
                if e.is_host() {
                    copy::DstMut::Host(e.host_slice_mut())
                } else {
                    copy::DstMut::Cuda(e.addr())
                }
            }
        })
    }

    /// This array's own layout as a [`copy::RawLayout`].
    pub(crate) fn raw_layout(&self) -> copy::RawLayout {
        copy::RawLayout {
            shape: self.shape.clone(),
            strides: self.strides.clone(),
            offset: self.offset,
        }
    }
}

/// The bytes of a slice of elements.
pub(crate) fn as_bytes<T: Element>(v: &[T]) -> &[u8] {
    // SAFETY: every Element is plain old data (no padding for the primitive and repr(C) complex
    // types); the byte slice covers exactly the same memory.
    unsafe { std::slice::from_raw_parts(v.as_ptr() as *const u8, std::mem::size_of_val(v)) }
}

/// Resolves a possibly negative axis against `ndim` (NumPy's `normalize_axis_index`).
///
/// # Errors
/// [`Error::AxisOutOfBounds`] unless `-ndim <= axis < ndim`.
pub fn normalize_axis(axis: isize, ndim: usize) -> Result<usize> {
    let n = ndim as isize;
    if axis < -n || axis >= n {
        return Err(Error::AxisOutOfBounds { axis, ndim });
    }
    Ok(if axis < 0 {
        (axis + n) as usize
    } else {
        axis as usize
    })
}
