//! gsci-ndimage's integration tests as one test binary: each file of `tests/` is a module here.
//!
//! One binary links the crate and its dependencies once; one binary per file linked them
//! 16 times, at 25-180 MB each in a debug build. Run one file's tests with
//! `cargo test -p gsci-ndimage --test suite <file>::`.

mod common;
mod morphology_common;

mod distance_golden;
mod errors;
mod filters_blocks;
mod fourier;
mod generic;
mod golden;
mod gpu_vs_cpu;
mod interp_errors;
mod interp_golden;
mod interp_gpu_vs_cpu;
mod kernel_compile;
mod kernel_compile_interp;
mod kernel_compile_morph;
mod measurements_golden;
mod morphology_device;
mod morphology_golden;

/// Every `tests/*.rs` file is a module of this suite or a test target of its own in Cargo.toml
/// (`autotests = false`): a file that is neither would never be compiled.
#[test]
fn every_test_file_is_compiled() {
    gsci_tests::assert_every_test_file_compiled(
        env!("CARGO_MANIFEST_DIR"),
        include_str!("suite.rs"),
    );
}
