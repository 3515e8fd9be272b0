#![no_main]
//! User-kernel parameter lists (`ElementwiseKernel::new`, `ReductionKernel::new`) of arbitrary
//! bytes.
libfuzzer_sys::fuzz_target!(|data: &[u8]| gsci_fuzz::bodies::user_kernel_params(data));
