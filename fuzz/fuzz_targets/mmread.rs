#![no_main]
//! Matrix Market parsing (`gsci_sparse::mmread`) of arbitrary bytes.
libfuzzer_sys::fuzz_target!(|data: &[u8]| gsci_fuzz::bodies::mmread(data));
