//! gsci-distributed's integration tests as one test binary: each file of `tests/` is a module
//! here. Run one file's tests with `cargo test -p gsci-distributed --test suite <file>::`.

mod collectives;
mod device;
mod errors;
mod fft;
mod solvers;

/// Every `tests/*.rs` file is a module of this suite or a test target of its own in Cargo.toml
/// (`autotests = false`): a file that is neither would never be compiled.
#[test]
fn every_test_file_is_compiled() {
    gsci_tests::assert_every_test_file_compiled(
        env!("CARGO_MANIFEST_DIR"),
        include_str!("suite.rs"),
    );
}
