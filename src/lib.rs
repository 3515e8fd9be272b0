//! gsci: SciPy's scientific subroutines on NVIDIA GPUs, in Rust, with a CPU backend that is both the
//! reference and the default on machines without a GPU.
//!
//! This umbrella crate re-exports the domain crates as modules, one per SciPy (or NumPy) module;
//! each can also be used on its own (`gsci-sparse` alone, say), or this crate with only some of
//! them: each module is a cargo feature of the same name, all on by default
//! (`gsci = { default-features = false, features = ["fft"] }`).
//!
//! | module | crate | SciPy / NumPy / CuPy |
//! |---|---|---|
//! | [`core`] | `gsci-core` | devices, `Array`, dtypes, NumPy's array routines, ufuncs, reductions, sorting, `cupy.fuse`, `cupy.ElementwiseKernel`/`RawKernel`, streams |
//! | [`linalg`] | `gsci-linalg` | `numpy.linalg`, `scipy.linalg` |
//! | [`fft`] | `gsci-fft` | `scipy.fft` |
//! | [`sparse`] | `gsci-sparse` | `scipy.sparse`, `scipy.sparse.linalg`, Matrix Market IO |
//! | [`ndimage`] | `gsci-ndimage` | `scipy.ndimage` |
//! | [`signal`] | `gsci-signal` | `scipy.signal` |
//! | [`special`] | `gsci-special` | `scipy.special` |
//! | [`stats`] | `gsci-stats` | `scipy.stats` |
//! | [`random`] | `gsci-random` | `numpy.random.Generator` |
//!
//! Every routine runs on the CPU and on CUDA GPUs; its result lives on its input's device.
//! [`Device::default()`](Device::default) picks the device (`GSCI_DEVICE`, else the first GPU,
//! else the CPU), and [`info()`] reports what gsci finds on this machine. The README's "Examples"
//! and the tour (`examples/tour.rs`) show the crates at work; `docs/coming-from-cupy.md` maps CuPy
//! and SciPy calls to gsci's.
//!
//! ```
//! use gsci::{Array, Device};
//! let dev = Device::cpu(); // Device::default() takes the GPU when there is one
//! // A 2x2 system, solved by linalg; its right-hand side from a special function.
//! let a = Array::from_vec(vec![4.0f64, 1.0, 1.0, 3.0], &[2, 2], &dev)?;
//! let b = gsci::special::erf::<f64>(&Array::from_vec(vec![0.5f64, 1.0], &[2], &dev)?)?;
//! let x = gsci::linalg::solve(&a, &b)?;
//! let r = gsci::linalg::matmul(&a, &x)?.to_vec()?;
//! assert!((r[0] - 0.5204998778130465).abs() < 1e-14 && (r[1] - 0.8427007929497148).abs() < 1e-14);
//! # Ok::<(), gsci::Error>(())
//! ```

pub use gsci_core as core;
#[cfg(feature = "fft")]
pub use gsci_fft as fft;
#[cfg(feature = "linalg")]
pub use gsci_linalg as linalg;
#[cfg(feature = "ndimage")]
pub use gsci_ndimage as ndimage;
#[cfg(feature = "random")]
pub use gsci_random as random;
#[cfg(feature = "signal")]
pub use gsci_signal as signal;
#[cfg(feature = "sparse")]
pub use gsci_sparse as sparse;
#[cfg(feature = "special")]
pub use gsci_special as special;
#[cfg(feature = "stats")]
pub use gsci_stats as stats;

pub use gsci_core::{Array, DType, Device, Error, Result, info};
