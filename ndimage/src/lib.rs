//! gsci-ndimage: `scipy.ndimage` (filters, morphology, interpolation, measurements) on
//! hand-written CUDA kernels, with a rayon CPU backend.
//!
//! - Boundary modes: [`Mode`] (SciPy's `mode=` strings).
//! - Filters: [`correlate`], [`convolve`], [`gaussian_filter`], [`uniform_filter`],
//!   [`median_filter`], [`sobel`], ... (see the `filters` functions below).
#![deny(unsafe_op_in_unsafe_fn)]

mod filters;
mod modes;

pub use filters::*;
pub use modes::Mode;

/// Every filter kernel module as (name, full CUDA source), for the NVRTC compile test.
pub fn filter_kernel_sources() -> Vec<(String, String)> {
    filters::kernels::generated_sources()
}
