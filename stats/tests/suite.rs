//! gsci-stats' integration tests as one test binary: each file of `tests/` is a module here.
//!
//! Run all: `cargo test -p gsci-stats --test suite`; one file: `... --test suite descriptive::`.
//! With `GSCI_TEST_DEVICE=cuda` every golden check also runs on the GPU against the CPU.

mod common;
mod continuous;
mod descriptive;
mod distributions;
mod edge;
mod extra;
mod hypothesis;
mod kernel_compile;
mod rank;
mod tau_dd;

/// Every `tests/*.rs` file is a module of this suite (`autotests = false`).
#[test]
fn every_test_file_is_compiled() {
    gsci_tests::assert_every_test_file_compiled(
        env!("CARGO_MANIFEST_DIR"),
        include_str!("suite.rs"),
    );
}
