//! gsci-tests's integration tests as one test binary: each file of `tests/` is a module here.
//!
//! One binary links the crate and its dependencies once; one binary per file linked them
//! 5 times, at 25-180 MB each in a debug build. Run one file's tests with
//! `cargo test -p gsci-tests --test suite <file>::`.
//!
//! Test targets of their own (Cargo.toml), as they need a process to themselves:
//! - `fuse_device`: counts the process-wide NVRTC compilations.
//! - `memory_streams`: reads the process's memory-pool statistics.
//! - `transfer`: starts its own binary again as a child process, by test name.

mod api_grammar;
mod astype_golden;
mod bad_input;
mod bad_input_core;
mod bad_input_domain;
mod bad_input_new;
mod concurrency;
mod error_messages;
mod fuzz_bodies;
mod gpu_faults;
mod proptest_core;
mod readme;
mod soak;
mod sort_device;
mod sort_golden;
mod ufunc_device;
mod user_kernels_device;

/// Every `tests/*.rs` file is a module of this suite or a test target of its own in Cargo.toml
/// (`autotests = false`): a file that is neither would never be compiled.
#[test]
fn every_test_file_is_compiled() {
    gsci_tests::assert_every_test_file_compiled(
        env!("CARGO_MANIFEST_DIR"),
        include_str!("suite.rs"),
    );
}
