//! gsci: SciPy's scientific subroutines on NVIDIA GPUs, in Rust, with a CPU backend that is both the
//! reference and the default on machines without a GPU.
//!
//! This umbrella crate re-exports the domain crates as modules: [`core`] (devices, arrays, kernels),
//! [`linalg`], [`fft`], [`sparse`], [`ndimage`], [`signal`], [`special`], [`stats`], [`random`].
//!
//! ```
//! use gsci::core::{Array, Device};
//! let a = Array::<f64>::arange(0.0, 6.0, 1.0, &Device::cpu())?.reshape(&[2, 3])?;
//! assert_eq!(a.shape(), &[2, 3]);
//! # Ok::<(), gsci::core::Error>(())
//! ```

pub use gsci_core as core;
pub use gsci_fft as fft;
pub use gsci_linalg as linalg;
pub use gsci_ndimage as ndimage;
pub use gsci_random as random;
pub use gsci_signal as signal;
pub use gsci_sparse as sparse;
pub use gsci_special as special;
pub use gsci_stats as stats;

pub use gsci_core::{Array, DType, Device, Error, Result, info};
