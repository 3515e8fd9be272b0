//! Large CPU result buffers backed by transparent huge pages (the same advice as gsci_core's
//! crate-private `host_zeros`): a fresh 16 MB result otherwise spends a good part of a filter's
//! time in 4096 page faults.

/// `n` copies of `zero` (a zero value: the allocation is left to the kernel's lazily zeroed pages)
/// in a buffer advised for huge pages before its first touch.
pub(crate) fn zeroed<T: Clone>(n: usize, zero: T) -> Vec<T> {
    let mut v = vec![zero; n];
    advise_huge_pages(v.as_mut_ptr() as *mut u8, std::mem::size_of_val(&v[..]));
    v
}

fn advise_huge_pages(ptr: *mut u8, bytes: usize) {
    const HUGE: usize = 2 << 20;
    if bytes < 4 * HUGE {
        return;
    }
    let start = (ptr as usize).next_multiple_of(HUGE);
    let end = (ptr as usize + bytes) & !(HUGE - 1);
    if end > start {
        // SAFETY: the range lies inside an allocation the caller owns; MADV_HUGEPAGE changes no
        // contents.
        unsafe {
            libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
        }
    }
}
