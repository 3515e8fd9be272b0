//! gsci-signal: `scipy.signal` (convolution, IIR/FIR filtering and design, spectral analysis,
//! resampling).
//!
//! Not implemented yet: this crate is reserved for its issue. It exports nothing today.
