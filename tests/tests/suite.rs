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

mod astype_golden;
mod sort_device;
mod sort_golden;
mod ufunc_device;
mod user_kernels_device;

/// Every `tests/*.rs` file is a module of this suite or a test target of its own in Cargo.toml
/// (`autotests = false`): a file that is neither would never be compiled.
#[test]
fn every_test_file_is_compiled() {
    // The package folder at run time (cargo and scripts/gpu-run.sh set it), else at build time.
    let dir =
        std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| env!("CARGO_MANIFEST_DIR").into());
    let dir = std::path::Path::new(&dir);
    let suite = include_str!("suite.rs");
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
    for entry in std::fs::read_dir(dir.join("tests")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        let Some(stem) = name.strip_suffix(".rs") else {
            continue;
        };
        let module = format!("\nmod {stem};\n");
        let target = format!("path = \"tests/{name}\"");
        assert!(
            stem == "suite" || suite.contains(&module) || manifest.contains(&target),
            "tests/{name} is neither a module of tests/suite.rs nor a [[test]] of Cargo.toml"
        );
    }
}
