//! gsci-linalg's integration tests as one test binary: each file of `tests/` is a module here.
//!
//! One binary links the crate and its dependencies once; one binary per file linked them
//! 11 times, at 25-180 MB each in a debug build. Run one file's tests with
//! `cargo test -p gsci-linalg --test suite <file>::`.

mod common;

mod cholesky;
mod decomp;
mod functions;
mod gpu_small;
mod gpu_svd;
mod gpu_vs_cpu;
mod gpu_vs_cpu2;
mod kernel_compile;
mod lu;
mod misc;
mod products;

/// Every `tests/*.rs` file is a module of this suite or a test target of its own in Cargo.toml
/// (`autotests = false`): a file that is neither would never be compiled.
#[test]
fn every_test_file_is_compiled() {
    gsci_tests::assert_every_test_file_compiled(
        env!("CARGO_MANIFEST_DIR"),
        include_str!("suite.rs"),
    );
}
