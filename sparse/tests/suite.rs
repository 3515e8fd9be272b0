//! gsci-sparse's integration tests as one test binary: each file of `tests/` is a module here.
//!
//! One binary links the crate and its dependencies once; one binary per file linked them
//! 9 times, at 25-180 MB each in a debug build. Run one file's tests with
//! `cargo test -p gsci-sparse --test suite <file>::`.

mod common;

mod cudss;
mod device;
mod direct;
mod direct_device;
mod edge_cases;
mod eigen;
mod eigen_device;
mod golden;
mod golden_extra;
mod kernel_compile;
mod operators;

/// Every `tests/*.rs` file is a module of this suite or a test target of its own in Cargo.toml
/// (`autotests = false`): a file that is neither would never be compiled.
#[test]
fn every_test_file_is_compiled() {
    gsci_tests::assert_every_test_file_compiled(
        env!("CARGO_MANIFEST_DIR"),
        include_str!("suite.rs"),
    );
}
