//! gsci-signal: `scipy.signal` (convolution, IIR/FIR filtering and design, spectral analysis,
//! resampling).
//!
//! Not implemented yet: this crate is reserved for its issue. It exports nothing today.

/// What this crate's signatures will use, re-exported so that one dependency is enough (the API
/// grammar's rule 11 in CONTRIBUTING.md); `gsci_core` itself for everything else.
pub use gsci_core::{
    self, Array, Complex32, Complex64, DType, Device, Element, Error, Float, Result, bf16, f16,
};
