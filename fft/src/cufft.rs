//! cuFFT through cudarc's raw `sys` layer: plans with caller-owned work areas (from gsci-core's
//! stream-ordered allocator), freed in `Drop` without panicking, and a per-device LRU plan cache
//! bounded in count and work-area bytes (CuPy's `get_plan_cache`).
#![deny(unsafe_op_in_unsafe_fn)]

mod cache;

pub(crate) use cache::cached_plan;
pub use cache::{PlanCache, get_plan_cache};

use cudarc::cufft::sys;
use gsci_core::cuda::{CudaBackend, DeviceBuffer};
use gsci_core::{Error, Result};
use std::sync::{Mutex, OnceLock};

/// cuFFT's direction constants (`CUFFT_FORWARD`, `CUFFT_INVERSE`).
pub(crate) const FORWARD: i32 = -1;
pub(crate) const INVERSE: i32 = 1;

/// Whether libcufft can be loaded (checked once).
pub fn cufft_available() -> bool {
    static PRESENT: OnceLock<bool> = OnceLock::new();
    // SAFETY: is_culib_present only tries to dlopen the library; it calls nothing in it.
    *PRESENT.get_or_init(|| unsafe { sys::is_culib_present() })
}

/// [`Error::LibraryNotFound`] unless cuFFT loads. Call before the first cuFFT call: cudarc's
/// dynamic loading panics on a missing library.
pub(crate) fn require_cufft() -> Result<()> {
    if cufft_available() {
        Ok(())
    } else {
        Err(Error::LibraryNotFound(
            "cuFFT (libcufft.so): install the CUDA toolkit or the nvidia-cufft wheel and put its \
             folder on LD_LIBRARY_PATH"
                .into(),
        ))
    }
}

pub(crate) fn check(r: sys::cufftResult, call: &'static str) -> Result<()> {
    match r {
        sys::cufftResult::CUFFT_SUCCESS => Ok(()),
        _ => Err(Error::Cuda {
            code: format!("{r:?}"),
            call,
        }),
    }
}

/// The six cuFFT transform types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum PlanType {
    C2C,
    Z2Z,
    R2C,
    D2Z,
    C2R,
    Z2D,
}

impl PlanType {
    fn sys(self) -> sys::cufftType {
        use sys::cufftType as T;
        match self {
            PlanType::C2C => T::CUFFT_C2C,
            PlanType::Z2Z => T::CUFFT_Z2Z,
            PlanType::R2C => T::CUFFT_R2C,
            PlanType::D2Z => T::CUFFT_D2Z,
            PlanType::C2R => T::CUFFT_C2R,
            PlanType::Z2D => T::CUFFT_Z2D,
        }
    }
}

/// Everything that identifies a cuFFT plan: `cufftMakePlanMany64`'s arguments and the stream the
/// plan (and its work area) is bound to. Small and `Copy`, so a lookup allocates nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PlanKey {
    pub ty: PlanType,
    pub rank: u8,
    pub n: [i64; 3],
    pub inembed: [i64; 3],
    pub istride: i64,
    pub idist: i64,
    pub onembed: [i64; 3],
    pub ostride: i64,
    pub odist: i64,
    pub batch: i64,
    /// The raw stream handle, as an integer (the plan keeps the stream alive).
    pub stream: usize,
    pub ordinal: usize,
}

/// One cuFFT plan with its work area. Executions are serialised by a lock (cuFFT plans must not
/// be executed from two threads at once); they are ordered on the plan's stream.
pub(crate) struct CufftPlan {
    handle: sys::cufftHandle,
    pub(crate) key: PlanKey,
    cuda: CudaBackend,
    /// Dropped after the handle (fields drop in declaration order after `Drop::drop`).
    work: Option<DeviceBuffer>,
    work_bytes: usize,
    lock: Mutex<()>,
}

// SAFETY: a cuFFT handle is an integer usable from any thread bound to its context; executions
// are serialised by `lock`.
unsafe impl Send for CufftPlan {}
unsafe impl Sync for CufftPlan {}

impl std::fmt::Debug for CufftPlan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "CufftPlan({:?}, {} work bytes)",
            self.key, self.work_bytes
        )
    }
}

impl CufftPlan {
    /// Creates the plan described by `key` on `cuda`'s stream, with a work area from the device's
    /// memory pool.
    pub(crate) fn new(cuda: &CudaBackend, key: &PlanKey) -> Result<CufftPlan> {
        require_cufft()?;
        cuda.bind()?;
        let mut handle: sys::cufftHandle = 0;
        // SAFETY: cuFFT is loaded (checked above); the pointer is valid for writes.
        check(unsafe { sys::cufftCreate(&mut handle) }, "cufftCreate")?;
        // From here on the handle is destroyed by Drop, also on the error paths.
        let mut plan = CufftPlan {
            handle,
            key: *key,
            cuda: cuda.clone(),
            work: None,
            work_bytes: 0,
            lock: Mutex::new(()),
        };
        // SAFETY: live handle.
        check(
            unsafe { sys::cufftSetAutoAllocation(handle, 0) },
            "cufftSetAutoAllocation",
        )?;
        let rank = key.rank as usize;
        let mut n = key.n;
        let mut inembed = key.inembed;
        let mut onembed = key.onembed;
        let mut work_bytes: usize = 0;
        // SAFETY: live handle; the three arrays hold `rank <= 3` entries and outlive the call.
        check(
            unsafe {
                sys::cufftMakePlanMany64(
                    handle,
                    rank as i32,
                    n.as_mut_ptr(),
                    inembed.as_mut_ptr(),
                    key.istride,
                    key.idist,
                    onembed.as_mut_ptr(),
                    key.ostride,
                    key.odist,
                    key.ty.sys(),
                    key.batch,
                    &mut work_bytes,
                )
            },
            "cufftMakePlanMany64",
        )?;
        if work_bytes > 0 {
            let buf = DeviceBuffer::alloc(cuda, work_bytes)?;
            // SAFETY: live handle; the work area holds the bytes cuFFT asked for and lives as
            // long as the plan (it is dropped after the handle is destroyed).
            check(
                unsafe { sys::cufftSetWorkArea(handle, buf.ptr() as *mut std::ffi::c_void) },
                "cufftSetWorkArea",
            )?;
            plan.work = Some(buf);
            plan.work_bytes = work_bytes;
        }
        // SAFETY: live handle and stream (kept alive by `plan.cuda`); the driver's CUstream and
        // the runtime's cudaStream_t are the same handle.
        check(
            unsafe { sys::cufftSetStream(handle, cuda.cu_stream() as sys::cudaStream_t) },
            "cufftSetStream",
        )?;
        Ok(plan)
    }

    /// Bytes of the plan's work area.
    pub(crate) fn work_bytes(&self) -> usize {
        self.work_bytes
    }

    /// Enqueues the transform from `src` to `dst` (device addresses) on the plan's stream.
    /// `direction` ([`FORWARD`] or [`INVERSE`]) matters only for C2C and Z2Z.
    ///
    /// # Safety
    /// `src` and `dst` must hold the elements the plan's layout reaches, of the plan's types, and
    /// stay allocated until the stream reaches the transform. C2R and Z2D overwrite `src`.
    pub(crate) unsafe fn exec(&self, src: u64, dst: u64, direction: i32) -> Result<()> {
        let _guard = self.lock.lock().unwrap_or_else(|e| e.into_inner());
        self.cuda.bind()?;
        let h = self.handle;
        // SAFETY: live handle; the caller guarantees both buffers (cuFFT's pointer types are the
        // (re, im) layout of gsci's complex types).
        let r = unsafe {
            match self.key.ty {
                PlanType::C2C => sys::cufftExecC2C(h, src as *mut _, dst as *mut _, direction),
                PlanType::Z2Z => sys::cufftExecZ2Z(h, src as *mut _, dst as *mut _, direction),
                PlanType::R2C => sys::cufftExecR2C(h, src as *mut _, dst as *mut _),
                PlanType::D2Z => sys::cufftExecD2Z(h, src as *mut _, dst as *mut _),
                PlanType::C2R => sys::cufftExecC2R(h, src as *mut _, dst as *mut _),
                PlanType::Z2D => sys::cufftExecZ2D(h, src as *mut _, dst as *mut _),
            }
        };
        check(r, "cufftExec")
    }
}

impl Drop for CufftPlan {
    fn drop(&mut self) {
        // Errors are ignored: a drop must not panic; a poisoned context reports itself on the
        // next call that checks.
        if self.cuda.bind().is_ok() {
            // SAFETY: the handle was created by cufftCreate and is destroyed once.
            unsafe {
                let _ = sys::cufftDestroy(self.handle);
            }
        }
    }
}
