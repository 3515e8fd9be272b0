//! gsci-signal: `scipy.signal` on NVIDIA GPUs and the CPU: convolution, IIR/FIR filtering,
//! filter design, windows, resampling.
//!
//! - [`windows`]: `scipy.signal.windows` (also [`get_window`] at the root, as SciPy).
//! - Filter design (host, float64, SciPy's formulas): `butter`, `cheby1`, `firwin`, `zpk2sos`, ...
//!   at the crate root (`src/design/`).
//! - Filtering and convolution on the device (CUDA kernels) and the CPU: `lfilter`, `sosfilt`,
//!   `filtfilt`, `convolve`, `fftconvolve`, ... at the crate root (`src/filtering/`).
//!
//! Design functions run on the host in float64 (they are small); what they return as arrays are
//! `Array`s on the device the caller names.

/// What this crate's signatures will use, re-exported so that one dependency is enough (the API
/// grammar's rule 11 in CONTRIBUTING.md); `gsci_core` itself for everything else.
pub use gsci_core::{
    self, Array, Complex32, Complex64, DType, Device, Element, Error, Float, Result, bf16, f16,
};

mod design;
mod filtering;
mod peaks;
mod spectral;
pub mod windows;

pub use design::*;
pub use filtering::*;
pub use peaks::*;
pub use spectral::*;

pub use windows::get_window;
