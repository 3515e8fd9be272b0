//! gsci-ndimage: `scipy.ndimage` (filters, morphology, interpolation, measurements) on
//! hand-written CUDA kernels, with a rayon CPU backend.
//!
//! - Boundary modes: [`Mode`] (SciPy's `mode=` strings).
#![deny(unsafe_op_in_unsafe_fn)]

mod modes;

pub use modes::Mode;
