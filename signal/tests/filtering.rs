//! Filtering and convolution against SciPy 1.17.1 golden data (signal/golden/generate_filtering.py
//! writes it), on `gsci_tests::test_device()` (GSCI_TEST_DEVICE=cuda: the GPU), plus GPU-vs-CPU
//! checks of the parallel recurrence across block boundaries, bad-input errors and the kernel
//! compile test.
//!
//! Tolerances (max |out - ref| / max |ref|, per array): float64 and complex128 1e-12, float32
//! and complex64 2e-5 (SciPy's float32 run accumulates its own rounding; a few hundred ulp over
//! thousands of recursive steps of a filter whose poles approach the unit circle).

#[path = "filtering/common.rs"]
mod common;
#[path = "filtering/conv.rs"]
mod conv;
#[path = "filtering/direct_rows.rs"]
mod direct_rows;
#[path = "filtering/errors.rs"]
mod errors;
#[path = "filtering/extra.rs"]
mod extra;
#[path = "filtering/golden.rs"]
mod golden;
#[path = "filtering/gpu.rs"]
mod gpu;
#[path = "filtering/kernels.rs"]
mod kernels;
#[path = "filtering/resample.rs"]
mod resample;
#[path = "common/mod.rs"]
mod shared;
#[path = "filtering/smoothing.rs"]
mod smoothing;
#[path = "filtering/spectral.rs"]
mod spectral;
#[path = "filtering/wavelets.rs"]
mod wavelets;
