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
