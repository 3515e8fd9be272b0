//! gsci-special's integration tests as one test binary: each file of `tests/` is a module here.
//!
//! One binary links the crate and its dependencies once (see CONTRIBUTING.md). Run one file's
//! tests with `cargo test -p gsci-special --test suite <file>::`.

mod amos;
mod bessel;
mod bessel2;
mod combinatorics;
mod common;
mod convenience;
mod elliptic;
mod error;
mod expint;
mod fusion;
mod gamma;
mod hyp2f1_complex;
mod hyp_complex;
mod hyper;
mod hyperu;
mod igami;
mod kernel_compile;
mod kolmogorov;
mod orthogonal;
mod orthogonal2;
mod orthogonal_complex;
mod stack;
mod ufunc_device;
mod wofz_lambertw;
mod zeta;

/// Every `tests/*.rs` file is a module of this suite or a test target of its own in Cargo.toml
/// (`autotests = false`): a file that is neither would never be compiled.
#[test]
fn every_test_file_is_compiled() {
    gsci_tests::assert_every_test_file_compiled(
        env!("CARGO_MANIFEST_DIR"),
        include_str!("suite.rs"),
    );
}
