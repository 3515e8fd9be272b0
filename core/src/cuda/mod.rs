//! The CUDA backend: one [`CudaDevice`] per GPU (context, default stream, memory pool, kernel cache,
//! pinned staging buffers), and the [`CudaBackend`] handle that domain crates launch work through.
#![deny(unsafe_op_in_unsafe_fn)]

mod launch;
mod memory;
mod stream;
mod transfer;

pub use launch::{KernelArgs, grid_1d};
pub use memory::{DeviceBuffer, MemoryStats};
pub use stream::{Event, Stream};

use crate::error::{Error, Result};
use cudarc::driver::{CudaContext, CudaStream, sys};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

/// Maps a CUDA driver result to gsci's error. Faults that poison the context become
/// [`Error::KernelFault`].
pub fn check(r: sys::CUresult, call: &'static str) -> Result<()> {
    use sys::CUresult as R;
    match r {
        R::CUDA_SUCCESS => Ok(()),
        R::CUDA_ERROR_ILLEGAL_ADDRESS
        | R::CUDA_ERROR_LAUNCH_FAILED
        | R::CUDA_ERROR_ILLEGAL_INSTRUCTION
        | R::CUDA_ERROR_MISALIGNED_ADDRESS
        | R::CUDA_ERROR_HARDWARE_STACK_ERROR
        | R::CUDA_ERROR_INVALID_PC
        | R::CUDA_ERROR_ASSERT
        | R::CUDA_ERROR_LAUNCH_TIMEOUT => Err(Error::KernelFault {
            code: format!("{r:?}"),
            call,
        }),
        _ => Err(Error::Cuda {
            code: format!("{r:?}"),
            call,
        }),
    }
}

pub(crate) fn driver_error(e: cudarc::driver::DriverError, call: &'static str) -> Error {
    match check(e.0, call) {
        Err(err) => err,
        Ok(()) => Error::Cuda {
            code: "unknown".into(),
            call,
        },
    }
}

/// Whether the CUDA driver library can be loaded (checked once; never panics).
pub fn driver_available() -> bool {
    static PRESENT: OnceLock<bool> = OnceLock::new();
    // SAFETY: is_culib_present only tries to dlopen libcuda; it does not call into it.
    *PRESENT.get_or_init(|| unsafe { sys::is_culib_present() })
}

/// Number of CUDA devices, 0 without a driver.
pub fn device_count() -> usize {
    if !driver_available() {
        return 0;
    }
    CudaContext::device_count()
        .map(|n| n.max(0) as usize)
        .unwrap_or(0)
}

/// A CUDA kernel loaded from a module that stays loaded for the life of the device.
#[derive(Clone, Copy, Debug)]
pub struct KernelFn(pub(crate) sys::CUfunction);
// SAFETY: a CUfunction handle is a plain identifier valid in any thread bound to its context.
unsafe impl Send for KernelFn {}
unsafe impl Sync for KernelFn {}

impl KernelFn {
    /// Asks for the largest shared-memory carveout of the SM's unified L1/shared storage when
    /// this kernel runs (a hint: kernels whose occupancy is bound by their static shared memory
    /// fit more blocks per SM).
    pub(crate) fn prefer_shared(self) -> Result<()> {
        // SAFETY: a live function handle of the bound context; a plain integer attribute.
        check(
            unsafe {
                sys::cuFuncSetAttribute(
                    self.0,
                    sys::CUfunction_attribute::CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT,
                    100,
                )
            },
            "cuFuncSetAttribute",
        )
    }
}

/// One GPU: created once per process and shared by every [`crate::Device`] naming it.
pub struct CudaDevice {
    pub(crate) ordinal: usize,
    pub(crate) ctx: Arc<CudaContext>,
    pub(crate) default_stream: Arc<CudaStream>,
    pub(crate) pool: PoolHandle,
    name: String,
    compute_capability: (i32, i32),
    pub(crate) sm_count: u32,
    pub(crate) total_memory: usize,
    kernels: Mutex<HashMap<String, KernelFn>>,
    modules: Mutex<Vec<ModuleHandle>>,
    /// The per-thread stack limit set by `ensure_stack_size` (0: the driver's default).
    stack_limit: Mutex<usize>,
    pub(crate) staging: Mutex<transfer::Staging>,
}

pub(crate) struct PoolHandle(pub(crate) sys::CUmemoryPool);
// SAFETY: a memory pool handle may be used from any thread bound to its context.
unsafe impl Send for PoolHandle {}
unsafe impl Sync for PoolHandle {}

/// Modules are never unloaded: their kernels stay cached for the life of the process.
struct ModuleHandle(#[allow(dead_code)] sys::CUmodule);
// SAFETY: module handles are identifiers usable from any thread bound to the context.
unsafe impl Send for ModuleHandle {}

impl std::fmt::Debug for CudaDevice {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CudaDevice({}: {})", self.ordinal, self.name)
    }
}

impl CudaDevice {
    /// The device with this ordinal, created on first use and cached for the process.
    pub(crate) fn get(ordinal: usize) -> Result<Arc<CudaDevice>> {
        static DEVICES: OnceLock<Mutex<HashMap<usize, Arc<CudaDevice>>>> = OnceLock::new();
        if !driver_available() {
            return Err(Error::LibraryNotFound(
                "the CUDA driver (libcuda.so)".into(),
            ));
        }
        let map = DEVICES.get_or_init(|| Mutex::new(HashMap::new()));
        let mut map = map.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(d) = map.get(&ordinal) {
            return Ok(d.clone());
        }
        let count = device_count();
        if ordinal >= count {
            return Err(Error::NoDevice(format!(
                "cuda:{ordinal} (this machine has {count} CUDA devices)"
            )));
        }
        let dev = Arc::new(CudaDevice::create(ordinal)?);
        map.insert(ordinal, dev.clone());
        Ok(dev)
    }

    fn create(ordinal: usize) -> Result<CudaDevice> {
        let ctx = CudaContext::new(ordinal).map_err(|e| driver_error(e, "cuCtxRetain"))?;
        // gsci orders work by streams itself; cudarc's per-slice event tracking only adds overhead.
        // SAFETY: no cudarc slices exist yet on this context.
        unsafe { ctx.disable_event_tracking() };
        let default_stream = ctx.default_stream();
        let name = ctx.name().unwrap_or_else(|_| "unknown".into());
        let compute_capability = ctx.compute_capability().unwrap_or((0, 0));
        let sm_count = ctx
            .attribute(sys::CUdevice_attribute::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)
            .unwrap_or(1)
            .max(1) as u32;
        let total_memory = ctx.total_mem().unwrap_or(usize::MAX);
        let mut pool: sys::CUmemoryPool = std::ptr::null_mut();
        // SAFETY: context is bound to this thread by CudaContext::new; the pointer is valid.
        check(
            unsafe { sys::cuDeviceGetDefaultMemPool(&mut pool, ctx.cu_device()) },
            "cuDeviceGetDefaultMemPool",
        )?;
        // Keep freed blocks in the pool (a caching allocator) instead of returning them at every sync.
        let mut threshold: u64 = u64::MAX;
        // SAFETY: valid pool; the attribute takes a cuuint64_t.
        check(
            unsafe {
                sys::cuMemPoolSetAttribute(
                    pool,
                    sys::CUmemPool_attribute::CU_MEMPOOL_ATTR_RELEASE_THRESHOLD,
                    &mut threshold as *mut u64 as *mut _,
                )
            },
            "cuMemPoolSetAttribute",
        )?;
        Ok(CudaDevice {
            ordinal,
            ctx,
            default_stream,
            pool: PoolHandle(pool),
            name,
            compute_capability,
            sm_count,
            total_memory,
            kernels: Mutex::new(HashMap::new()),
            modules: Mutex::new(Vec::new()),
            stack_limit: Mutex::new(0),
            staging: Mutex::new(transfer::Staging::default()),
        })
    }

    /// The ordinal of this device.
    pub fn ordinal(&self) -> usize {
        self.ordinal
    }
    /// The device's name, as the driver reports it.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// Compute capability (major, minor).
    pub fn compute_capability(&self) -> (i32, i32) {
        self.compute_capability
    }
    /// The NVRTC architecture to compile for, e.g. `"sm_90"`.
    pub fn arch(&self) -> &'static str {
        let (ma, mi) = self.compute_capability;
        // NVRTC wants a 'static str; the set of architectures is small, so leak once per value.
        static ARCHS: OnceLock<Mutex<HashMap<(i32, i32), &'static str>>> = OnceLock::new();
        let m = ARCHS.get_or_init(|| Mutex::new(HashMap::new()));
        let mut m = m.lock().unwrap_or_else(|e| e.into_inner());
        m.entry((ma, mi))
            .or_insert_with(|| Box::leak(format!("sm_{ma}{mi}").into_boxed_str()))
    }
    /// The cudarc context (for domain crates wrapping CUDA libraries).
    pub fn context(&self) -> &Arc<CudaContext> {
        &self.ctx
    }

    pub(crate) fn bind(&self) -> Result<()> {
        self.ctx
            .bind_to_thread()
            .map_err(|e| driver_error(e, "cuCtxSetCurrent"))
    }

    /// Raises the context's per-thread stack limit (`CU_LIMIT_STACK_SIZE`) to at least `bytes`
    /// for kernels whose device functions recurse; never lowers it. A no-op for 0.
    pub(crate) fn ensure_stack_size(&self, bytes: usize) -> Result<()> {
        if bytes == 0 {
            return Ok(());
        }
        let mut cur = self.stack_limit.lock().unwrap_or_else(|e| e.into_inner());
        if *cur >= bytes {
            return Ok(());
        }
        self.bind()?;
        // SAFETY: context bound; the driver waits for running work before resizing the stack.
        check(
            unsafe { sys::cuCtxSetLimit(sys::CUlimit::CU_LIMIT_STACK_SIZE, bytes) },
            "cuCtxSetLimit",
        )?;
        *cur = bytes;
        Ok(())
    }

    /// (free, total) device memory in bytes.
    pub fn mem_info(&self) -> Result<(usize, usize)> {
        self.bind()?;
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: context bound; pointers valid.
        check(
            unsafe { sys::cuMemGetInfo_v2(&mut free, &mut total) },
            "cuMemGetInfo",
        )?;
        Ok((free, total))
    }

    /// Looks a kernel up by `key` in this device's cache; on a miss builds its source with `make`
    /// (returning `(source, function name)`), compiles it through the [kernel cache](crate::kernel_cache)
    /// and loads it.
    pub fn function(&self, key: &str, make: impl FnOnce() -> (String, String)) -> Result<KernelFn> {
        // The generic shell only adapts `make`; the body is compiled once (this is called from
        // ~700 sites with their own closures).
        let mut make = Some(make);
        self.function_dyn(key, &mut || make.take().map(|m| m()))
    }

    fn function_dyn(
        &self,
        key: &str,
        make: &mut dyn FnMut() -> Option<(String, String)>,
    ) -> Result<KernelFn> {
        {
            let k = self.kernels.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(f) = k.get(key) {
                crate::kernel_cache::count_memory_hit();
                return Ok(*f);
            }
        }
        let (source, name) = make()
            .ok_or_else(|| Error::invalid("function", "the kernel source was already taken"))?;
        let cubin = crate::kernel_cache::load_or_compile(
            &source,
            &name,
            self.arch(),
            crate::kernel_cache::DEFAULT_OPTIONS,
        )?;
        self.bind()?;
        let mut module: sys::CUmodule = std::ptr::null_mut();
        // SAFETY: the CUBIN bytes outlive the call; context bound.
        check(
            unsafe { sys::cuModuleLoadData(&mut module, cubin.as_ptr() as *const _) },
            "cuModuleLoadData",
        )?;
        let cname = std::ffi::CString::new(name.clone())
            .map_err(|_| Error::invalid("function", "kernel name has NUL"))?;
        let mut func: sys::CUfunction = std::ptr::null_mut();
        // SAFETY: module loaded above; name is a valid C string.
        check(
            unsafe { sys::cuModuleGetFunction(&mut func, module, cname.as_ptr()) },
            "cuModuleGetFunction",
        )?;
        self.modules
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(ModuleHandle(module));
        let f = KernelFn(func);
        self.kernels
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key.to_string(), f);
        Ok(f)
    }
}

/// What a [`crate::Device`] on a GPU holds: the device and the stream its work is ordered on.
#[derive(Clone)]
pub struct CudaBackend {
    pub(crate) dev: Arc<CudaDevice>,
    pub(crate) stream: Arc<CudaStream>,
}

impl std::fmt::Debug for CudaBackend {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "cuda:{}", self.dev.ordinal)
    }
}

impl CudaBackend {
    /// The GPU.
    pub fn device(&self) -> &Arc<CudaDevice> {
        &self.dev
    }
    /// The stream this handle's work is ordered on.
    pub fn stream(&self) -> &Arc<CudaStream> {
        &self.stream
    }
    /// The raw stream handle.
    pub fn cu_stream(&self) -> sys::CUstream {
        self.stream.cu_stream()
    }
    /// Binds the device's context to the calling thread.
    pub fn bind(&self) -> Result<()> {
        self.dev.bind()
    }
    /// Compiles (or fetches from the cache) a kernel; see [`CudaDevice::function`].
    pub fn function(&self, key: &str, make: impl FnOnce() -> (String, String)) -> Result<KernelFn> {
        self.dev.function(key, make)
    }
    /// Raises the device's per-thread stack limit to at least `bytes` (see
    /// `ElementwiseFn::with_stack_size`); never lowers it.
    pub fn ensure_stack_size(&self, bytes: usize) -> Result<()> {
        self.dev.ensure_stack_size(bytes)
    }
    /// Waits for all work queued on this stream.
    pub fn synchronize(&self) -> Result<()> {
        self.bind()?;
        // SAFETY: the stream handle is live for as long as `self.stream`.
        check(
            unsafe { sys::cuStreamSynchronize(self.cu_stream()) },
            "cuStreamSynchronize",
        )
    }
}
