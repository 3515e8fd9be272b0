//! The API grammar of CONTRIBUTING.md, checked where a machine can check it: this reads every
//! crate's `src/` (at run time, from the repository copy the test runs in) and fails naming each
//! item that breaks a rule.
//!
//! - Rule 2/10: a public free function returns `Result`, unless it is one of the infallible
//!   queries listed in [`INFALLIBLE`] (availability, counts, generated kernel sources, dtype
//!   arithmetic, expression builders) or a scalar math function of `gsci_special::scalar`.
//! - Rule 2: every `<Name>Options` struct has a `Default` and derives `Clone` and `Debug`
//!   (a struct that holds a callback, a boxed closure, cannot be `Clone`).
//! - Rule 3: axes are `isize` (`axis: isize`, `axes: Option<Vec<isize>>` or `Vec<isize>`) and
//!   origins are `isize` / `Vec<isize>` in every options struct.
//! - Rule 4: options structs borrow arrays (`Option<&'a Array<..>>`), never own them.
//! - Rule 2/12: a public `foo_with` exists only where gsci adds knobs SciPy lacks to a function
//!   that takes no options, listed in [`WITH_ALLOWED`]; SciPy's keywords go in `foo(.., &opts)`.
//! - Rule 11: each domain crate re-exports `gsci_core` itself, `Array`, `Device`, `Error` and
//!   `Result` at its root.

use std::fs;
use std::path::{Path, PathBuf};

/// The crates whose public API the grammar governs.
const CRATES: &[&str] = &[
    "core",
    "linalg",
    "fft",
    "sparse",
    "ndimage",
    "signal",
    "special",
    "stats",
    "random",
    "distributed",
];

/// The domain crates (rule 11).
const DOMAIN_CRATES: &[&str] = &[
    "linalg",
    "fft",
    "sparse",
    "ndimage",
    "signal",
    "special",
    "stats",
    "random",
    "distributed",
];

/// Public free functions that cannot fail by construction, so they return plain values.
/// A new entry needs the same justification: a query of the environment or of static tables,
/// pure dtype/shape arithmetic, or a builder of a lazy expression.
const INFALLIBLE: &[&str] = &[
    // environment and cache queries
    "info",
    "libraries",
    "cache_stats",
    "nvrtc_available",
    "cache_dir",
    "cache_key",
    "driver_available",
    "device_count",
    "cufft_available",
    "allow_tf32",
    "set_allow_tf32",
    "grid_1d",
    // generated kernel sources (the kernel compile tests)
    "generated_sources",
    "generated_kernel_sources",
    "kernel_sources",
    "filter_kernel_sources",
    // dtype and shape arithmetic
    "c_strides",
    "result_type",
    "can_cast",
    "cumulative_dtype",
    // host buffers (infallible allocations of the host module, documented there)
    "zeros",
    "with_capacity",
    // lazy expressions (errors surface when the fused kernel is planned)
    "fuse",
    "astype",
    "where_",
    "reduce",
    // a view of an existing operator
    "aslinearoperator",
    // arithmetic on host slices (gsci_sparse::linalg::krylov, the solvers' shared vector steps)
    "vdot",
    "sq_norm",
    "axpy",
    "machine_eps",
    "lartg",
    "next_ptol",
    "givens_step",
    "gmres_update",
    // generators from any seed (every u128 is a valid seed, as NumPy's default_rng(int))
    "default_rng",
    "default_rng_on",
];

fn repo_root() -> PathBuf {
    // At run time first: on the GPU machine the repository copy lies elsewhere than at build.
    let manifest = std::env::var("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    manifest
        .parent()
        .expect("the tests crate lies inside the repository")
        .to_path_buf()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Every `.rs` file under `<crate>/src`, with its text and its path relative to the repository.
fn sources(crate_dir: &str) -> Vec<(String, String)> {
    let root = repo_root();
    let mut files = Vec::new();
    rust_files(&root.join(crate_dir).join("src"), &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let rel = p.strip_prefix(&root).unwrap_or(&p).display().to_string();
            (rel, fs::read_to_string(&p).expect("readable source file"))
        })
        .collect()
}

/// Text of the item starting at line `start`, up to its opening brace or semicolon.
fn signature(lines: &[&str], start: usize) -> String {
    let mut sig = String::new();
    for l in &lines[start..] {
        sig.push_str(l.trim());
        sig.push(' ');
        if l.contains('{') || l.trim_end().ends_with(';') {
            break;
        }
    }
    sig
}

/// The name of the `pub fn` on a line: `pub fn name<..>(` → `name`.
/// The `_with` functions (rule 2): each adds gsci-only options to a plain function of SciPy's.
/// A new entry needs the same justification.
const WITH_ALLOWED: &[&str] = &[
    // `matmul(a, b)` has no SciPy keywords; `MatmulOptions { allow_tf32 }` is gsci's own.
    "matmul_with",
];

#[test]
fn with_suffix_only_for_gsci_only_options() {
    let mut bad = Vec::new();
    for c in CRATES {
        for (path, text) in sources(c) {
            for (i, l) in api_lines(&text).iter().enumerate() {
                if !l.starts_with("pub fn ") {
                    continue;
                }
                let name = fn_name(l);
                if name.ends_with("_with") && !WITH_ALLOWED.contains(&name) {
                    bad.push(format!(
                        "{path}:{}: pub fn {name}: SciPy's keywords go in `{}(.., &Options)` \
                         (options last); `_with` is for gsci-only knobs (WITH_ALLOWED)",
                        i + 1,
                        name.trim_end_matches("_with")
                    ));
                }
            }
        }
    }
    assert!(bad.is_empty(), "rule 2/12 broken:\n{}", bad.join("\n"));
}

fn fn_name(line: &str) -> &str {
    let rest = line.trim_start().trim_start_matches("pub fn ");
    let end = rest.find(['<', '(']).unwrap_or(rest.len());
    &rest[..end]
}

/// Lines inside inline `#[cfg(test)] mod tests { .. }` blocks are tests, not API: a file's lines
/// from such a block on are skipped (inline test modules sit at the end of files here).
fn api_lines(text: &str) -> Vec<&str> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let inline_test_module = l.trim() == "#[cfg(test)]"
            && lines
                .get(i + 1)
                .is_some_and(|n| n.trim_start().starts_with("mod ") && n.trim_end().ends_with('{'));
        if inline_test_module {
            break;
        }
        out.push(*l);
    }
    out
}

#[test]
fn public_functions_return_result() {
    let mut bad = Vec::new();
    for c in CRATES {
        for (path, text) in sources(c) {
            // Scalar math (f64 in, f64 out) and counter-based block functions are the CPU twins of
            // device functions: pure, they cannot fail.
            if path.contains("special/src/scalar")
                || path.ends_with("random/src/math.rs")
                || path.ends_with("random/src/philox.rs")
            {
                continue;
            }
            let lines = api_lines(&text);
            for (i, l) in lines.iter().enumerate() {
                // Free functions start at column 0; methods are indented inside `impl`.
                if !l.starts_with("pub fn ") {
                    continue;
                }
                let name = fn_name(l);
                if INFALLIBLE.contains(&name) {
                    continue;
                }
                let sig = signature(&lines, i);
                let ret = sig.split_once(") ->").map(|(_, r)| r).unwrap_or("");
                if !ret.contains("Result") {
                    bad.push(format!(
                        "{path}:{}: pub fn {name} does not return Result",
                        i + 1
                    ));
                }
            }
        }
    }
    assert!(bad.is_empty(), "rule 2/10 broken:\n{}", bad.join("\n"));
}

#[test]
fn options_structs_are_default_clone_debug() {
    let mut bad = Vec::new();
    let mut seen = 0;
    for c in CRATES {
        let files = sources(c);
        let all: String = files.iter().map(|(_, t)| t.as_str()).collect();
        for (path, text) in &files {
            let lines = api_lines(text);
            for (i, l) in lines.iter().enumerate() {
                let Some(rest) = l.strip_prefix("pub struct ") else {
                    continue;
                };
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !name.ends_with("Options") {
                    continue;
                }
                seen += 1;
                // The attributes above the struct (doc comments and derives).
                let derives: String = lines[..i]
                    .iter()
                    .rev()
                    .take_while(|a| a.starts_with("#[") || a.starts_with("///"))
                    .filter(|a| a.starts_with("#[derive"))
                    .copied()
                    .collect();
                let has = |t: &str| derives.contains(t);
                let default = has("Default")
                    || all.contains(&format!("impl Default for {name} "))
                    || all.contains(&format!("impl Default for {name}<"))
                    || all.contains(&format!("> Default for {name}"));
                // A struct holding a callback or a LinearOperator (boxed closures) cannot be
                // Clone or Debug: it still has a Default (no callback).
                let body: String = lines[i..]
                    .iter()
                    .take_while(|b| !b.starts_with('}'))
                    .copied()
                    .collect();
                let callback = body.contains("Callback")
                    || body.contains("dyn FnMut")
                    || body.contains("LinearOperator<");
                let clone_debug = callback || (has("Clone") && has("Debug"));
                if !default || !clone_debug {
                    bad.push(format!(
                        "{path}:{}: {name} must have a Default and (unless it holds a callback) \
                         derive Clone and Debug",
                        i + 1
                    ));
                }
            }
        }
    }
    assert!(
        seen > 50,
        "found only {seen} options structs: is the scan broken?"
    );
    assert!(bad.is_empty(), "rule 2 broken:\n{}", bad.join("\n"));
}

#[test]
fn axes_and_origins_are_isize_and_options_borrow_arrays() {
    let mut bad = Vec::new();
    let mut seen = 0;
    for c in CRATES {
        for (path, text) in sources(c) {
            // The name of the `pub struct` whose body the line is in (None outside structs).
            let mut current: Option<String> = None;
            for (i, l) in api_lines(&text).iter().enumerate() {
                if let Some(rest) = l.strip_prefix("pub struct ") {
                    current = Some(
                        rest.chars()
                            .take_while(|c| c.is_alphanumeric() || *c == '_')
                            .collect(),
                    );
                    continue;
                }
                if l.starts_with('}') {
                    current = None;
                    continue;
                }
                if !current.as_deref().is_some_and(|n| n.ends_with("Options")) {
                    continue;
                }
                let t = l.trim();
                let Some(field) = t.strip_prefix("pub ") else {
                    continue;
                };
                let Some((name, ty)) = field.split_once(": ") else {
                    continue;
                };
                let ty = ty.trim_end_matches(',');
                let ok = match name {
                    "axis" | "origin" | "origin1" | "origin2" => {
                        seen += 1;
                        matches!(
                            ty,
                            "isize"
                                | "Vec<isize>"
                                | "Option<isize>"
                                | "Option<Vec<isize>>"
                                | "Option<&'a [isize]>"
                        )
                    }
                    "axes" => {
                        seen += 1;
                        matches!(
                            ty,
                            "Vec<isize>"
                                | "Option<Vec<isize>>"
                                | "[isize; 2]"
                                | "Option<[isize; 2]>"
                        )
                    }
                    _ => !(ty.starts_with("Option<Array<") || ty.starts_with("Array<")),
                };
                if !ok {
                    bad.push(format!("{path}:{}: `{t}`", i + 1));
                }
            }
        }
    }
    assert!(
        seen > 20,
        "found only {seen} axis/origin fields: is the scan broken?"
    );
    assert!(
        bad.is_empty(),
        "rule 3/4 broken (axes and origins are isize; options borrow arrays):\n{}",
        bad.join("\n")
    );
}

#[test]
fn domain_crates_reexport_the_core_types() {
    let mut bad = Vec::new();
    for c in DOMAIN_CRATES {
        let lib = repo_root().join(c).join("src").join("lib.rs");
        let text = fs::read_to_string(&lib).expect("lib.rs");
        // The first `pub use gsci_core::{ ... };` block of lib.rs.
        let Some(start) = text.find("pub use gsci_core::{") else {
            bad.push(format!("{c}/src/lib.rs: no `pub use gsci_core::{{...}}`"));
            continue;
        };
        let block = &text[start..start + text[start..].find("};").unwrap_or(0)];
        let names: Vec<&str> = block
            .trim_start_matches("pub use gsci_core::{")
            .split(',')
            .map(str::trim)
            .collect();
        for needed in ["self", "Array", "Device", "Error", "Result"] {
            if !names.contains(&needed) {
                bad.push(format!("{c}/src/lib.rs: does not re-export {needed}"));
            }
        }
    }
    assert!(bad.is_empty(), "rule 11 broken:\n{}", bad.join("\n"));
}
