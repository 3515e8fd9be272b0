//! gsci-fft's integration tests as one test binary: each file of `tests/` is a module here.
//!
//! One binary links the crate and its dependencies once; one binary per file linked them
//! 5 times, at 25-180 MB each in a debug build. Run one file's tests with
//! `cargo test -p gsci-fft --test suite <file>::`.
//!
//! Test targets of their own (Cargo.toml), as they need a process to themselves:
//! - `plan_cache`: counts the plans of the process-wide cuFFT plan cache.

mod common;

mod dct_cpu;
mod device;
mod fft_cpu;
mod golden;
mod kernel_compile;

/// Every `tests/*.rs` file is a module of this suite or a test target of its own in Cargo.toml
/// (`autotests = false`): a file that is neither would never be compiled.
#[test]
fn every_test_file_is_compiled() {
    gsci_tests::assert_every_test_file_compiled(
        env!("CARGO_MANIFEST_DIR"),
        include_str!("suite.rs"),
    );
}
