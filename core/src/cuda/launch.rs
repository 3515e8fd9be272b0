//! Kernel launches: argument packing and grid sizing.

use super::{CudaBackend, KernelFn, check};
use crate::error::Result;
use cudarc::driver::sys;
use std::ffi::c_void;

/// Kernel arguments, copied by value into an 8-byte aligned arena until the launch.
#[derive(Default)]
pub struct KernelArgs {
    words: Vec<u64>,
    offsets: Vec<usize>,
}

impl KernelArgs {
    /// An empty argument list.
    pub fn new() -> Self {
        KernelArgs {
            words: Vec::with_capacity(32),
            offsets: Vec::with_capacity(8),
        }
    }

    /// Appends one argument by value. `T` must have the layout the kernel's parameter expects
    /// (a device pointer as `u64`, `i64` for `long long`, a `#[repr(C)]` struct for a struct).
    pub fn push<T: Copy>(&mut self, value: T) -> &mut Self {
        let size = std::mem::size_of::<T>();
        let n_words = size.div_ceil(8).max(1);
        let start = self.words.len();
        self.words.resize(start + n_words, 0);
        // SAFETY: the destination has n_words * 8 >= size bytes; T is Copy (plain bytes).
        unsafe {
            std::ptr::copy_nonoverlapping(
                &value as *const T as *const u8,
                self.words.as_mut_ptr().add(start) as *mut u8,
                size,
            );
        }
        self.offsets.push(start);
        self
    }

    /// Appends a slice of `i64`s as one by-value struct parameter (e.g. `long long shape[N]`).
    pub fn push_i64s(&mut self, values: &[i64]) -> &mut Self {
        let start = self.words.len();
        self.words.extend(values.iter().map(|v| *v as u64));
        if values.is_empty() {
            self.words.push(0);
        }
        self.offsets.push(start);
        self
    }
}

/// A 1-D grid for a grid-stride loop over `n` items with `block` threads per block: enough blocks
/// to fill every multiprocessor several times over, never more than the work needs.
pub fn grid_1d(cuda: &CudaBackend, n: usize, block: u32) -> u32 {
    let needed = n.div_ceil(block as usize).max(1);
    let cap = (cuda.dev.sm_count as usize * 2048 / block as usize).max(1) * 2;
    needed.min(cap).min(i32::MAX as usize) as u32
}

impl CudaBackend {
    /// Launches `f` on this handle's stream.
    ///
    /// # Safety
    /// The arguments must match the kernel's parameters in number, order and layout, and every
    /// pointer among them must be valid for the accesses the kernel makes.
    pub unsafe fn launch(
        &self,
        f: KernelFn,
        grid: (u32, u32, u32),
        block: (u32, u32, u32),
        shared_bytes: u32,
        args: &mut KernelArgs,
    ) -> Result<()> {
        self.bind()?;
        let base = args.words.as_mut_ptr();
        let mut ptrs: Vec<*mut c_void> = args
            .offsets
            .iter()
            // SAFETY: every offset is inside `words` (pushed above).
            .map(|&o| unsafe { base.add(o) } as *mut c_void)
            .collect();
        // SAFETY: the caller guarantees the arguments match the kernel; `ptrs` outlives the call.
        let r = unsafe {
            sys::cuLaunchKernel(
                f.0,
                grid.0,
                grid.1,
                grid.2,
                block.0,
                block.1,
                block.2,
                shared_bytes,
                self.cu_stream(),
                ptrs.as_mut_ptr(),
                std::ptr::null_mut(),
            )
        };
        check(r, "cuLaunchKernel")
    }
}
