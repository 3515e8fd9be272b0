//! The layout of a crate's integration tests: one binary, `tests/suite.rs`, whose modules are the
//! files of `tests/`, and a few files with a `[[test]]` of their own (CONTRIBUTING.md).

use std::path::Path;

/// Panics unless every `tests/*.rs` file of the package is a module of `suite` (the text of its
/// `tests/suite.rs`, with a `mod name;` line) or a `[[test]]` of its Cargo.toml: with
/// `autotests = false`, a file that is neither would never be compiled.
///
/// The package folder is `CARGO_MANIFEST_DIR` at run time (cargo and `scripts/gpu-run.sh` set it:
/// on the GPU machine the build path does not exist), else `built_dir`, the caller's
/// `env!("CARGO_MANIFEST_DIR")`.
pub fn assert_every_test_file_compiled(built_dir: &str, suite: &str) {
    let dir = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| built_dir.into());
    let dir = Path::new(&dir);
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
