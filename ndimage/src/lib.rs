//! gsci-ndimage: `scipy.ndimage` (filters, morphology, interpolation, measurements) on
//! hand-written CUDA kernels, with a rayon CPU backend.
//!
//! Not implemented yet: this crate is reserved for its issue. It exports nothing today.
