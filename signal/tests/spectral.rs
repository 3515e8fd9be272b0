//! Spectral analysis and peak finding against SciPy 1.17.1 golden data
//! (signal/golden/generate_spectral.py writes it), on the CPU and on
//! `gsci_tests::test_device()` (GSCI_TEST_DEVICE=cuda: the GPU, compared with the CPU too),
//! plus edge cases and bad-input errors. Tolerances are stated in each module.

#[path = "spectral/cases.rs"]
mod cases;
#[path = "spectral/common.rs"]
mod common;
#[path = "spectral/complex_input.rs"]
mod complex_input;
#[path = "spectral/czt.rs"]
mod czt;
#[path = "spectral/errors.rs"]
mod errors;
#[path = "spectral/peaks.rs"]
mod peaks;
#[path = "common/mod.rs"]
mod shared;
#[path = "spectral/short_time_fft.rs"]
mod short_time_fft;
