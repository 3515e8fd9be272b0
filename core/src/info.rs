//! `gsci::info()`: what gsci sees on this machine, like `cupy.show_config()`.

use crate::device::{Backend, Device};
use std::fmt;

/// One CUDA library: whether it loads, and its version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LibraryInfo {
    /// Library name (cuBLAS, cuSOLVER, ...).
    pub name: &'static str,
    /// Whether the shared library could be loaded.
    pub loaded: bool,
    /// Its version, `major.minor.patch` where the library reports it.
    pub version: Option<String>,
}

/// A report on one device.
#[derive(Clone, Debug)]
pub struct DeviceInfo {
    /// `cpu` or `cuda:N`.
    pub device: String,
    /// `cpu` or `cuda`.
    pub backend: &'static str,
    /// GPU name, or the CPU's thread count for the CPU.
    pub name: String,
    /// Compute capability of a GPU.
    pub compute_capability: Option<(i32, i32)>,
    /// (free, total) device memory in bytes, for a GPU.
    pub memory: Option<(usize, usize)>,
    /// CUDA driver version (e.g. 13000), when a driver loads.
    pub driver_version: Option<i32>,
    /// The CUDA libraries gsci uses.
    pub libraries: Vec<LibraryInfo>,
}

/// A report on the default device and on the CUDA libraries (see [`DeviceInfo`]).
///
/// ```
/// let report = gsci_core::info();
/// println!("{report}");
/// ```
pub fn info() -> DeviceInfo {
    Device::default().info()
}

#[cfg(any(feature = "cublas", feature = "cusparse"))]
fn version_triplet(get: impl Fn(i32) -> Option<i32>) -> Option<String> {
    Some(format!("{}.{}.{}", get(0)?, get(1)?, get(2)?))
}

/// Probes every CUDA library this build of gsci uses: NVRTC, and each library whose domain crate
/// is in the build (gsci-core's features `cublas`, `cusolver`, `cufft`, `cusparse`, `curand`,
/// turned on by gsci-linalg, gsci-fft, gsci-sparse and gsci-random). Safe on machines without
/// CUDA: nothing is called unless the library loads.
pub fn libraries() -> Vec<LibraryInfo> {
    let mut out = Vec::new();
    // SAFETY (all blocks below): each library's functions are only called after is_culib_present
    // succeeded; the out-pointers are valid.
    let nvrtc = crate::kernel_cache::nvrtc_version().ok();
    out.push(LibraryInfo {
        name: "NVRTC",
        loaded: nvrtc.is_some(),
        version: nvrtc.map(|(a, b)| format!("{a}.{b}")),
    });
    #[cfg(feature = "cublas")]
    {
        use cudarc::cublas;
        let present = unsafe { cublas::sys::is_culib_present() };
        out.push(LibraryInfo {
            name: "cuBLAS",
            loaded: present,
            version: if present {
                version_triplet(|k| {
                    let mut v = 0;
                    let t = match k {
                        0 => cublas::sys::libraryPropertyType::MAJOR_VERSION,
                        1 => cublas::sys::libraryPropertyType::MINOR_VERSION,
                        _ => cublas::sys::libraryPropertyType::PATCH_LEVEL,
                    };
                    (unsafe { cublas::sys::cublasGetProperty(t, &mut v) }
                        == cublas::sys::cublasStatus_t::CUBLAS_STATUS_SUCCESS)
                        .then_some(v)
                })
            } else {
                None
            },
        });
    }
    #[cfg(feature = "cusolver")]
    {
        use cudarc::cusolver;
        let present = unsafe { cusolver::sys::is_culib_present() };
        out.push(LibraryInfo {
            name: "cuSOLVER",
            loaded: present,
            version: if present {
                let mut v = 0;
                (unsafe { cusolver::sys::cusolverGetVersion(&mut v) }
                    == cusolver::sys::cusolverStatus_t::CUSOLVER_STATUS_SUCCESS)
                    .then(|| v.to_string())
            } else {
                None
            },
        });
    }
    #[cfg(feature = "cusparse")]
    {
        use cudarc::cusparse;
        let present = unsafe { cusparse::sys::is_culib_present() };
        out.push(LibraryInfo {
            name: "cuSPARSE",
            loaded: present,
            version: if present {
                version_triplet(|k| {
                    let mut v = 0;
                    let t = match k {
                        0 => cusparse::sys::libraryPropertyType::MAJOR_VERSION,
                        1 => cusparse::sys::libraryPropertyType::MINOR_VERSION,
                        _ => cusparse::sys::libraryPropertyType::PATCH_LEVEL,
                    };
                    (unsafe { cusparse::sys::cusparseGetProperty(t, &mut v) }
                        == cusparse::sys::cusparseStatus_t::CUSPARSE_STATUS_SUCCESS)
                        .then_some(v)
                })
            } else {
                None
            },
        });
    }
    #[cfg(feature = "cufft")]
    {
        use cudarc::cufft;
        let present = unsafe { cufft::sys::is_culib_present() };
        out.push(LibraryInfo {
            name: "cuFFT",
            loaded: present,
            version: if present {
                let mut v = 0;
                (unsafe { cufft::sys::cufftGetVersion(&mut v) }
                    == cufft::sys::cufftResult::CUFFT_SUCCESS)
                    .then(|| v.to_string())
            } else {
                None
            },
        });
    }
    #[cfg(feature = "curand")]
    {
        use cudarc::curand;
        let present = unsafe { curand::sys::is_culib_present() };
        out.push(LibraryInfo {
            name: "cuRAND",
            loaded: present,
            version: if present {
                let mut v = 0;
                (unsafe { curand::sys::curandGetVersion(&mut v) }
                    == curand::sys::curandStatus_t::CURAND_STATUS_SUCCESS)
                    .then(|| v.to_string())
            } else {
                None
            },
        });
    }
    out
}

fn driver_version() -> Option<i32> {
    if !crate::cuda::driver_available() {
        return None;
    }
    let mut v = 0;
    // SAFETY: the driver library is present; cuDriverGetVersion needs no initialisation.
    let r = unsafe { cudarc::driver::sys::cuDriverGetVersion(&mut v) };
    (r == cudarc::driver::sys::CUresult::CUDA_SUCCESS).then_some(v)
}

// `Device::info` lives here, above `device`, so that `device` does not reach up to this module
// (the layers of lib.rs).
impl Device {
    /// A report of this device (see [`crate::info()`]).
    pub fn info(&self) -> DeviceInfo {
        DeviceInfo::of(self)
    }
}

impl DeviceInfo {
    pub(crate) fn of(device: &Device) -> DeviceInfo {
        let libraries = libraries();
        let driver_version = driver_version();
        match device.backend() {
            Backend::Cpu => DeviceInfo {
                device: device.to_string(),
                backend: "cpu",
                name: format!("CPU ({} threads)", rayon::current_num_threads()),
                compute_capability: None,
                memory: None,
                driver_version,
                libraries,
            },
            Backend::Cuda(c) => DeviceInfo {
                device: device.to_string(),
                backend: "cuda",
                name: c.device().name().to_string(),
                compute_capability: Some(c.device().compute_capability()),
                memory: c.device().mem_info().ok(),
                driver_version,
                libraries,
            },
        }
    }
}

impl fmt::Display for DeviceInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "gsci {}", env!("CARGO_PKG_VERSION"))?;
        writeln!(
            f,
            "  device:             {} ({})",
            self.device, self.backend
        )?;
        writeln!(f, "  name:               {}", self.name)?;
        if let Some((a, b)) = self.compute_capability {
            writeln!(f, "  compute capability: {a}.{b}")?;
        }
        if let Some((free, total)) = self.memory {
            writeln!(
                f,
                "  memory:             {:.1} GiB free of {:.1} GiB",
                free as f64 / (1u64 << 30) as f64,
                total as f64 / (1u64 << 30) as f64
            )?;
        }
        match self.driver_version {
            Some(v) => writeln!(f, "  CUDA driver:        {}.{}", v / 1000, (v % 1000) / 10)?,
            None => writeln!(f, "  CUDA driver:        not found")?,
        }
        writeln!(f, "  CUDA devices:       {}", crate::cuda::device_count())?;
        for lib in &self.libraries {
            match (&lib.loaded, &lib.version) {
                (true, Some(v)) => writeln!(f, "  {:<19} {v}", format!("{}:", lib.name))?,
                (true, None) => writeln!(f, "  {:<19} loaded", format!("{}:", lib.name))?,
                (false, _) => writeln!(f, "  {:<19} not found", format!("{}:", lib.name))?,
            }
        }
        Ok(())
    }
}
