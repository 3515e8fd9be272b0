//! Host buffers for CPU backends: large fresh buffers advised for transparent huge pages before
//! their first touch, so that filling them does not spend most of its time in 4 KiB page faults
//! (NumPy advises huge pages for its large arrays too). Small buffers are plain `Vec`s.

use crate::error::{Error, Result};

/// `n` default (zero) values in a fresh buffer, huge-page advised when large (for the
/// primitive types the allocation is zeroed lazily by the kernel, after the advice).
///
/// ```
/// let v: Vec<f64> = gsci_core::host::zeros(1 << 24);
/// assert!(v.iter().all(|&x| x == 0.0));
/// ```
pub fn zeros<T: Clone + Default>(n: usize) -> Vec<T> {
    host_zeros(n)
}

/// An empty `Vec` with room for `n` values whose memory is huge-page advised when large (for
/// results written once, e.g. by `collect_into_vec` or `extend`).
///
/// ```
/// let mut v: Vec<f32> = gsci_core::host::with_capacity(1 << 22);
/// v.extend((0..1 << 22).map(|i| i as f32));
/// assert_eq!(v[12], 12.0);
/// ```
pub fn with_capacity<T>(n: usize) -> Vec<T> {
    let mut v = Vec::with_capacity(n);
    advise_huge_pages(v.as_mut_ptr() as *mut u8, n * std::mem::size_of::<T>());
    v
}

/// An empty `Vec` with room for `n` values, reserved fallibly: sizes that come from users or
/// files are allocated through this (or [`try_zeros`]), so an impossible size is an
/// [`Error::HostOutOfMemory`] naming `op` and `what` instead of an abort.
///
/// # Errors
/// [`Error::HostOutOfMemory`] when `n` values do not fit in memory (or their byte count
/// overflows `usize`).
///
/// ```
/// use gsci_core::{host, Error};
/// let v: Vec<f64> = host::try_with_capacity(1000, "demo", "weights")?;
/// assert!(v.capacity() >= 1000);
/// let huge = host::try_with_capacity::<f64>(1 << 61, "demo", "weights");
/// assert!(matches!(huge, Err(Error::HostOutOfMemory { op: "demo", .. })));
/// # Ok::<(), Error>(())
/// ```
pub fn try_with_capacity<T>(n: usize, op: &'static str, what: &str) -> Result<Vec<T>> {
    let requested = n.saturating_mul(std::mem::size_of::<T>());
    let mut v = Vec::new();
    if try_reserve_exact(&mut v, n).is_err() {
        return Err(Error::HostOutOfMemory {
            op,
            what: format!("{n} values for {what}"),
            requested,
        });
    }
    Ok(v)
}

/// Whether one host buffer of `bytes` bytes can ever be backed by this machine: at most
/// `isize::MAX` bytes, and on Linux at most the RAM plus swap that `/proc/meminfo` reports (read
/// once). A reservation can succeed past that on a host that overcommits memory
/// (`vm.overcommit_memory = 1`), and the first pass over the buffer is then killed for memory or
/// runs for hours; NumPy's `MemoryError` is the answer a user expects instead. Fallible host
/// allocations ([`try_with_capacity`], [`try_zeros`], [`try_reserve_exact`], CPU arrays) check
/// this first.
pub(crate) fn fits_in_memory(bytes: usize) -> bool {
    bytes <= isize::MAX as usize && memory_limit().is_none_or(|limit| bytes <= limit)
}

/// The reservation [`try_reserve_exact`] could not make: more bytes than the machine has (more
/// than `isize::MAX`, or than the RAM plus swap in `/proc/meminfo`) or the allocator refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReserveError;

/// `v.try_reserve_exact(additional)`, refused first when the buffer would be larger than the
/// machine (more than the RAM plus swap that `/proc/meminfo` reports): for the crates' own
/// fallible buffers whose size comes from users.
///
/// # Errors
/// [`ReserveError`] when the memory is not reserved.
///
/// ```
/// let mut v: Vec<f64> = Vec::new();
/// assert!(gsci_core::host::try_reserve_exact(&mut v, 10).is_ok());
/// assert!(gsci_core::host::try_reserve_exact(&mut v, usize::MAX / 8).is_err());
/// ```
pub fn try_reserve_exact<T>(
    v: &mut Vec<T>,
    additional: usize,
) -> std::result::Result<(), ReserveError> {
    let bytes = v
        .len()
        .saturating_add(additional)
        .saturating_mul(std::mem::size_of::<T>());
    if !fits_in_memory(bytes) {
        return Err(ReserveError);
    }
    v.try_reserve_exact(additional).map_err(|_| ReserveError)
}

/// `n` zeros of an element type, allocated fallibly and zeroed lazily (`alloc_zeroed`: fresh
/// memory from the kernel is not written by the allocator), with the huge-page advice before
/// the first touch: what `Array::empty` and `Array::zeros` give on the CPU. Filling the result
/// then costs 512 times fewer page faults than a buffer zeroed by `resize` (which also touched
/// every page on one thread first).
pub(crate) fn try_zeroed_elements<T: crate::Element>(
    n: usize,
) -> std::result::Result<Vec<T>, ReserveError> {
    let bytes = n
        .checked_mul(std::mem::size_of::<T>())
        .ok_or(ReserveError)?;
    if !fits_in_memory(bytes) {
        return Err(ReserveError);
    }
    if bytes == 0 {
        return Ok(Vec::new());
    }
    let layout = std::alloc::Layout::array::<T>(n).map_err(|_| ReserveError)?;
    // SAFETY: the layout has a non-zero size (checked above).
    let p = unsafe { std::alloc::alloc_zeroed(layout) } as *mut T;
    if p.is_null() {
        return Err(ReserveError);
    }
    advise_huge_pages(p as *mut u8, bytes);
    // SAFETY: `p` comes from the global allocator with the layout of `n` values of `T` (what a
    // `Vec<T>` of capacity `n` uses), and all `n` are initialised: the element types (sealed:
    // integers, bool, floats, complex) have the all-zero bit pattern as their zero value.
    Ok(unsafe { Vec::from_raw_parts(p, n, n) })
}

/// RAM plus swap in bytes from `/proc/meminfo` (None where it cannot be read: no limit beyond
/// the allocator's own).
fn memory_limit() -> Option<usize> {
    static LIMIT: std::sync::OnceLock<Option<usize>> = std::sync::OnceLock::new();
    *LIMIT.get_or_init(|| {
        let info = std::fs::read_to_string("/proc/meminfo").ok()?;
        let kib = |key: &str| -> Option<u64> {
            let line = info.lines().find(|l| l.starts_with(key))?;
            line[key.len()..]
                .trim()
                .trim_end_matches("kB")
                .trim()
                .parse()
                .ok()
        };
        let total = kib("MemTotal:")?.checked_add(kib("SwapTotal:").unwrap_or(0))?;
        usize::try_from(total.checked_mul(1024)?).ok()
    })
}

/// `n` default (zero) values, allocated fallibly (as [`try_with_capacity`]).
///
/// # Errors
/// [`Error::HostOutOfMemory`] when they do not fit.
///
/// ```
/// let v: Vec<u8> = gsci_core::host::try_zeros(4, "demo", "mask")?;
/// assert_eq!(v, vec![0; 4]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn try_zeros<T: Clone + Default>(n: usize, op: &'static str, what: &str) -> Result<Vec<T>> {
    let mut v = try_with_capacity(n, op, what)?;
    v.resize(n, T::default());
    Ok(v)
}

/// A raw pointer that rayon workers may share, to write disjoint parts of one buffer (each use
/// says why its accesses are disjoint).
pub(crate) struct SendPtr<T>(pub(crate) *mut T);

impl<T> Clone for SendPtr<T> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for SendPtr<T> {}
// SAFETY: the wrapper only carries the address; every dereference is an `unsafe` block of the
// user, which keeps the workers' accesses disjoint.
unsafe impl<T> Send for SendPtr<T> {}
unsafe impl<T> Sync for SendPtr<T> {}

impl<T> SendPtr<T> {
    /// The pointer (a method, so that closures capture the whole `Sync` wrapper).
    pub(crate) fn get(self) -> *mut T {
        self.0
    }
}

/// Asks the kernel to back a large fresh host buffer with huge pages, so first-touch page faults
/// (which dominate reads into fresh memory) are 512 times fewer. Advisory; errors are ignored.
pub(crate) fn advise_huge_pages(ptr: *mut u8, bytes: usize) {
    const HUGE: usize = 2 << 20;
    if bytes < 4 * HUGE {
        return;
    }
    let start = (ptr as usize).next_multiple_of(HUGE);
    let end = (ptr as usize + bytes) & !(HUGE - 1);
    if end > start {
        // SAFETY: the range lies inside an allocation we own; MADV_HUGEPAGE changes no contents.
        unsafe {
            libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
        }
    }
}

/// `n` default (zero) values in a fresh buffer that large sizes get backed by huge pages (the
/// allocation is zeroed lazily by the kernel, so the advice comes before the first touch): a
/// CPU result of 64 MB otherwise spends most of its time in 16k page faults (NumPy advises
/// huge pages for its large buffers too).
pub(crate) fn host_zeros<T: Clone + Default>(n: usize) -> Vec<T> {
    let mut v = vec![T::default(); n];
    advise_huge_pages(v.as_mut_ptr() as *mut u8, std::mem::size_of_val(&v[..]));
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zeroed_elements_are_zeros_of_every_kind_and_impossible_sizes_are_refused() {
        fn check<T: crate::Element>(n: usize) {
            let v = try_zeroed_elements::<T>(n).unwrap();
            assert_eq!(v.len(), n);
            assert!(v.iter().all(|x| *x == T::default()), "{:?}", T::DTYPE);
        }
        for n in [0, 1, 7, 1 << 20, (8 << 20) + 3] {
            check::<f64>(n);
            check::<f32>(n);
            check::<i8>(n);
            check::<u64>(n);
            check::<bool>(n);
            check::<half::f16>(n);
            check::<half::bf16>(n);
            check::<crate::Complex64>(n);
        }
        assert!(try_zeroed_elements::<f64>(usize::MAX / 4).is_err());
        assert!(try_zeroed_elements::<f64>(usize::MAX).is_err());
        let mut v = try_zeroed_elements::<f32>(5).unwrap();
        v.push(1.0);
        assert_eq!(v, [0.0, 0.0, 0.0, 0.0, 0.0, 1.0]);
    }

    /// A reservation past RAM plus swap is refused even where the allocator would hand out the
    /// address space (an overcommitting host): the H200 machine's host reserved 847 GB for
    /// `generate_binary_structure(25, 1)` and then spent minutes filling it.
    #[test]
    fn a_buffer_larger_than_the_machine_is_refused_before_reserving() {
        let Some(limit) = memory_limit() else {
            return; // no /proc/meminfo: only the allocator's own answer applies
        };
        assert!(limit >= 1 << 20, "meminfo read as {limit} bytes");
        assert!(fits_in_memory(1 << 20));
        assert!(!fits_in_memory(limit + 1));
        let got = try_with_capacity::<u8>(limit + 1, "demo", "the buffer");
        assert!(
            matches!(got, Err(Error::HostOutOfMemory { op: "demo", requested, .. }) if requested == limit + 1),
            "{got:?}"
        );
        let arr = crate::Array::<u8>::zeros(&[limit + 1], &crate::Device::cpu());
        assert!(matches!(arr, Err(Error::HostOutOfMemory { .. })), "{arr:?}");
    }
}
