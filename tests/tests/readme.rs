//! README.md against the code, so that the two cannot drift apart again (issue 22): this reads
//! README.md, the workspace's Cargo.toml files, every crate's `src/` and every `examples/` folder
//! at run time (from the repository copy the test runs in) and fails naming each mismatch.
//!
//! - The crate layout table has one row per workspace package (and the root crate), with its
//!   folder and its package name, and no row for anything else.
//! - The status table has one row per package, starting with a status word of [`STATUS_WORDS`].
//! - Every identifier that a status row names in backticks (`cg`, `CsrMatrix`) is defined in that
//!   crate's `src/` (a `fn`, a type, or a line of a macro table such as special's registry), and
//!   every identifier after "Not yet:" in a row is *not* defined there as a public item: the row
//!   must change when the function lands.
//! - Every example program (`examples/*.rs` of the root and of each package) is linked from the
//!   README's Examples section, every example the README links exists, and each one's `cargo run`
//!   line names its package and its name.
//! - Every relative link of README.md points at a file or folder of the repository.

use std::collections::{BTreeSet, HashSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The words a status row may start with (in bold), from least to most finished.
const STATUS_WORDS: &[&str] = &["empty", "in progress", "working"];

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

fn read(path: &Path) -> String {
    fs::read_to_string(path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

fn readme() -> String {
    read(&repo_root().join("README.md"))
}

/// The workspace's packages as (folder, package name), the root crate first as ".".
fn packages() -> Vec<(String, String)> {
    let root = repo_root();
    let manifest = read(&root.join("Cargo.toml"));
    let start = manifest
        .find("members")
        .expect("[workspace] members in Cargo.toml");
    let list = &manifest[start..];
    let list = &list[list.find('[').expect("members = [")..list.find(']').expect("]")];
    let mut out = vec![(".".to_string(), package_name(&manifest))];
    for m in list.split(',') {
        let dir = m.trim_matches(|c: char| c == '"' || c == '[' || c.is_whitespace());
        if !dir.is_empty() {
            out.push((
                dir.to_string(),
                package_name(&read(&root.join(dir).join("Cargo.toml"))),
            ));
        }
    }
    out
}

/// `name = "..."` of a manifest's `[package]` section.
fn package_name(manifest: &str) -> String {
    let pkg = &manifest[manifest.find("[package]").expect("a [package] section")..];
    pkg.lines()
        .find_map(|l| {
            let l = l.trim();
            l.strip_prefix("name")
                .map(|r| r.trim_start())
                .and_then(|r| r.strip_prefix('='))
                .map(|r| r.trim().trim_matches('"').to_string())
        })
        .expect("name = \"...\" in [package]")
}

/// The table rows (lines starting with `|`) of the README section whose heading is `heading`.
fn section_rows(text: &str, heading: &str) -> Vec<String> {
    let mut rows = Vec::new();
    let mut inside = false;
    for l in text.lines() {
        if l.starts_with("## ") {
            inside = l.trim_start_matches('#').trim() == heading;
            continue;
        }
        if inside && l.starts_with('|') && !l.starts_with("|---") {
            rows.push(l.to_string());
        }
    }
    assert!(
        !rows.is_empty(),
        "README.md has no table under the heading \"## {heading}\""
    );
    rows
}

/// The cells of a table row, trimmed.
fn cells(row: &str) -> Vec<String> {
    row.trim()
        .trim_matches('|')
        .split(" | ")
        .map(|c| c.trim().to_string())
        .collect()
}

/// The texts between backticks.
fn backticked(text: &str) -> Vec<String> {
    text.split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 1)
        .map(|(_, s)| s.to_string())
        .collect()
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
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

/// Every line of every `.rs` file under `<dir>/src`.
fn source_lines(dir: &str) -> Vec<String> {
    let mut files = Vec::new();
    rust_files(&repo_root().join(dir).join("src"), &mut files);
    files
        .iter()
        .flat_map(|p| read(p).lines().map(str::to_string).collect::<Vec<_>>())
        .collect()
}

/// The names a crate's sources define: items (`fn`, types, traits, modules, constants), public
/// re-exports, public struct fields (options a row may name) and the entries of macro tables
/// (`    erf, erf_into, erf_dyn (x) [..]`, which generate public functions).
struct Defs {
    /// Every name defined, public or not.
    any: HashSet<String>,
    /// Public items, re-exports and table entries; types also in lower case (`truncnorm` is the
    /// distribution `Truncnorm`).
    public: HashSet<String>,
}

impl Defs {
    fn of(lines: &[String]) -> Defs {
        let mut d = Defs {
            any: HashSet::new(),
            public: HashSet::new(),
        };
        for l in lines {
            let t = l.trim_start();
            for e in table_entries(t) {
                d.any.insert(e.to_string());
                d.public.insert(e.to_string());
            }
            let (is_pub, item) = match (t.strip_prefix("pub "), t.strip_prefix("pub(crate) ")) {
                (Some(r), _) => (true, r),
                (None, Some(r)) => (false, r),
                (None, None) => (false, t),
            };
            let parsed = item
                .strip_prefix("const fn ")
                .map(|r| ("fn", r))
                .or_else(|| item.strip_prefix("unsafe fn ").map(|r| ("fn", r)))
                .or_else(|| {
                    [
                        "fn", "struct", "enum", "trait", "type", "mod", "const", "use",
                    ]
                    .iter()
                    .find_map(|k| item.strip_prefix(&format!("{k} ")).map(|r| (*k, r)))
                });
            let ident = |r: &str| -> String {
                r.chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect()
            };
            match parsed {
                None if is_pub => {
                    // A struct field (`pub endpoint: bool,`).
                    let name = ident(item);
                    if !name.is_empty() && item[name.len()..].starts_with(':') {
                        d.any.insert(name);
                    }
                }
                None => {}
                Some(("use", rest)) if is_pub => {
                    // A re-export: `pub use x::{a, name, b};` or `pub use x::name;`.
                    for w in rest.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
                        if is_identifier(w) {
                            d.any.insert(w.to_string());
                            d.public.insert(w.to_string());
                        }
                    }
                }
                Some(("use", _)) => {}
                Some((kind, rest)) => {
                    let name = ident(rest);
                    if name.is_empty() {
                        continue;
                    }
                    if is_pub {
                        if kind != "fn" {
                            d.public.insert(name.to_lowercase());
                        }
                        d.public.insert(name.clone());
                    }
                    d.any.insert(name);
                }
            }
        }
        d
    }

    /// Whether `name` is defined (with `public`: as a public item).
    fn defines(&self, name: &str, public: bool) -> bool {
        if public {
            self.public.contains(name)
        } else {
            self.any.contains(name)
        }
    }
}

/// The names a macro table line defines: its leading comma-separated identifiers
/// (`    erf, erf_into, erf_dyn (x) [..]` gives erf, erf_into, erf_dyn; `    lp2lp,` gives lp2lp;
/// `    Norm, "norm", ..` gives Norm). Empty for a line that does not start with `ident,`.
fn table_entries(t: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for piece in t.split(',') {
        let piece = piece.trim();
        let word = piece.split([' ', '(']).next().unwrap_or("");
        if !is_identifier(word) || word == "pub" || word == "let" {
            break;
        }
        out.push(word);
        if word.len() != piece.len() {
            break; // `erf_dyn (x) [..]`: the last entry
        }
    }
    if !t.contains(',')
        || out.is_empty()
        || !t.starts_with(out[0])
        || !t[out[0].len()..].trim_start().starts_with(',')
    {
        return Vec::new();
    }
    out
}

/// The text of a status cell after "Not yet:" (any case) up to the end of that sentence.
fn not_yet(cell: &str) -> Option<&str> {
    let start = cell.to_lowercase().find("not yet:")? + "not yet:".len();
    let rest = &cell[start..];
    let end = rest.find(". ").unwrap_or(rest.len());
    Some(&rest[..end])
}

/// Whether a backticked token names something a status row can be checked against: an
/// identifier of two or more characters, not a suffix (`_dyn`).
fn checkable(id: &str) -> bool {
    is_identifier(id) && id.len() > 1 && !id.starts_with('_')
}

/// An environment variable or constant (`GSCI_SVD_ALGO`): all capitals.
fn is_constant_name(id: &str) -> bool {
    id.chars()
        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
}

#[test]
fn crate_layout_table_lists_every_package() {
    let text = readme();
    let rows: Vec<Vec<String>> = section_rows(&text, "Crate layout")
        .iter()
        .map(|r| cells(r))
        .filter(|c| c[0] != "folder")
        .collect();
    let mut problems = Vec::new();
    let pkgs = packages();
    for (dir, name) in &pkgs {
        let folder = if dir == "." {
            "`.`".to_string()
        } else {
            format!("`{dir}/`")
        };
        let hits: Vec<_> = rows.iter().filter(|c| c[0] == folder).collect();
        match hits.as_slice() {
            [row] if row.get(1).is_some_and(|c| *c == format!("`{name}`")) => {}
            [row] => problems.push(format!(
                "the row of {folder} names {:?}, the package is `{name}`",
                row.get(1)
            )),
            [] => problems.push(format!("no row for {folder} (package `{name}`)")),
            _ => problems.push(format!("{} rows for {folder}", hits.len())),
        }
    }
    for row in &rows {
        if !pkgs
            .iter()
            .any(|(dir, _)| row[0] == format!("`{dir}/`") || (dir == "." && row[0] == "`.`"))
        {
            problems.push(format!(
                "a row for {}, which is not a workspace package",
                row[0]
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "README.md's crate layout table:\n{}",
        problems.join("\n")
    );
}

#[test]
fn status_rows_match_the_code() {
    let text = readme();
    let rows: Vec<Vec<String>> = section_rows(&text, "Status")
        .iter()
        .map(|r| cells(r))
        .filter(|c| c[0] != "crate")
        .collect();
    let mut problems = Vec::new();
    let core_defs = Defs::of(&source_lines("core"));
    for (dir, name) in packages() {
        if dir == "." {
            continue; // the umbrella crate re-exports the others
        }
        let hits: Vec<_> = rows
            .iter()
            .filter(|c| c[0] == format!("`{name}`"))
            .collect();
        let [row] = hits.as_slice() else {
            problems.push(format!(
                "`{name}`: {} status rows (one expected)",
                hits.len()
            ));
            continue;
        };
        let status = row.get(1).map(String::as_str).unwrap_or("");
        let word = status
            .strip_prefix("**")
            .and_then(|s| s.split("**").next())
            .map(|s| s.trim_end_matches(['.', ':']).trim().to_lowercase());
        let lines = source_lines(&dir);
        let defs = Defs::of(&lines);
        match word {
            Some(w) if STATUS_WORDS.contains(&w.as_str()) => {
                let public_fns = lines
                    .iter()
                    .filter(|l| l.trim_start().starts_with("pub fn "))
                    .count();
                if w == "empty" && public_fns > 0 {
                    problems.push(format!(
                        "`{name}` is called empty, but its src/ has {public_fns} public functions"
                    ));
                }
            }
            _ => problems.push(format!(
                "`{name}`: the status cell must start with one of {STATUS_WORDS:?} in bold, got {:?}",
                status.chars().take(40).collect::<String>()
            )),
        }
        let missing_part = not_yet(status).unwrap_or("");
        let claimed_part = status.replacen(missing_part, "", 1);
        let mut unknown = BTreeSet::new();
        for id in backticked(&claimed_part) {
            if !checkable(&id) {
                continue;
            }
            let found = if is_constant_name(&id) {
                // An environment variable or constant: named somewhere in the sources.
                lines.iter().any(|l| l.contains(id.as_str()))
            } else {
                // A domain crate's row may name what it uses from gsci-core (`fuse`).
                defs.defines(&id, false) || core_defs.defines(&id, false)
            };
            if !found {
                unknown.insert(id);
            }
        }
        if !unknown.is_empty() {
            problems.push(format!(
                "`{name}`: the status row names {unknown:?}, which {dir}/src does not define"
            ));
        }
        let mut landed = BTreeSet::new();
        for id in backticked(missing_part) {
            if checkable(&id) && defs.defines(&id, true) {
                landed.insert(id);
            }
        }
        if !landed.is_empty() {
            problems.push(format!(
                "`{name}`: the status row lists {landed:?} as not yet there, but {dir}/src defines them: move them to what works"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "README.md's status table against the code:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_example_is_listed() {
    let text = readme();
    let root = repo_root();
    let rows = section_rows(&text, "Examples");
    let listed: Vec<(String, String)> = rows
        .iter()
        .map(|r| cells(r))
        .filter(|c| c[0] != "example")
        .filter_map(|c| {
            let path = c[0].split("](").nth(1)?.split(')').next()?.to_string();
            Some((path, c.get(1).cloned().unwrap_or_default()))
        })
        .collect();
    let mut problems = Vec::new();
    let mut on_disk = Vec::new();
    for (dir, name) in packages() {
        let folder = if dir == "." {
            root.join("examples")
        } else {
            root.join(&dir).join("examples")
        };
        let Ok(entries) = fs::read_dir(&folder) else {
            continue;
        };
        let mut files: Vec<PathBuf> = entries
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "rs"))
            .collect();
        files.sort();
        for f in files {
            let rel = f
                .strip_prefix(&root)
                .unwrap_or(&f)
                .to_string_lossy()
                .replace('\\', "/");
            let stem = f
                .file_stem()
                .map(|s| s.to_string_lossy().to_string())
                .unwrap_or_default();
            on_disk.push(rel.clone());
            match listed.iter().find(|(p, _)| *p == rel) {
                None => problems.push(format!("{rel} is not in the Examples table")),
                Some((_, command)) => {
                    let want_example = format!("--example {stem}");
                    let want_package = format!("-p {name} ");
                    if !command.contains(&want_example)
                        || (dir != "." && !command.contains(&want_package))
                    {
                        problems.push(format!(
                            "{rel}: its command {command:?} should name `{want_package}{want_example}`"
                        ));
                    }
                }
            }
        }
    }
    for (p, _) in &listed {
        if !on_disk.contains(p) {
            problems.push(format!(
                "the Examples table lists {p}, which does not exist"
            ));
        }
    }
    assert!(
        problems.is_empty(),
        "README.md's Examples table against the examples/ folders:\n{}",
        problems.join("\n")
    );
}

#[test]
fn relative_links_resolve() {
    let text = readme();
    let root = repo_root();
    let mut broken = Vec::new();
    for part in text.split("](").skip(1) {
        let Some(target) = part.split(')').next() else {
            continue;
        };
        if target.starts_with("http") || target.starts_with('#') {
            continue;
        }
        let path = target.split('#').next().unwrap_or(target);
        if !root.join(path).exists() {
            broken.push(target.to_string());
        }
    }
    assert!(
        broken.is_empty(),
        "README.md links to paths that do not exist: {broken:?}"
    );
}

#[test]
fn the_parsers_see_what_they_should() {
    // The helpers above, on known text, so that a test of the README cannot pass by parsing
    // nothing.
    assert_eq!(
        cells("| `a` | **in progress**: `x` | c |"),
        vec!["`a`", "**in progress**: `x`", "c"]
    );
    assert_eq!(backticked("a `b` c `d::e` f"), vec!["b", "d::e"]);
    assert!(is_identifier("eigsh") && is_identifier("CsrMatrix") && !is_identifier("Array<T>"));
    assert_eq!(
        not_yet("works: `a`. Not yet: `b`, `c`. More."),
        Some(" `b`, `c`")
    );
    assert_eq!(not_yet("works; not yet: `b`"), Some(" `b`"));
    assert!(checkable("eigsh") && !checkable("_dyn") && !checkable("i"));
    assert!(is_constant_name("GSCI_SVD_ALGO") && !is_constant_name("CsrMatrix"));
    let lines: Vec<String> = [
        "pub fn cg<T>(a: &T) -> Result<()> {",
        "    erf, erf_into, erf_dyn (x) [\"d->d\"]",
        "pub struct Truncnorm {",
        "fn private_helper() {}",
        "pub use crate::a::{b, reexported, c};",
        "    pub endpoint: bool,",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let defs = Defs::of(&lines);
    assert!(defs.defines("cg", true) && defs.defines("erf", true));
    assert!(defs.defines("truncnorm", true) && defs.defines("Truncnorm", false));
    assert!(defs.defines("private_helper", false) && !defs.defines("private_helper", true));
    assert!(defs.defines("reexported", true) && !defs.defines("gmres", false));
    assert!(defs.defines("endpoint", false) && !defs.defines("endpoint", true));
    assert!(defs.defines("erf_dyn", true) && !defs.defines("x", false));
    assert_eq!(table_entries("lp2lp,"), vec!["lp2lp"]);
    assert_eq!(table_entries("Norm, \"norm\", [], \"doc\""), vec!["Norm"]);
    assert!(table_entries("let a = f(x, y);").is_empty() && table_entries("x + 1").is_empty());
    assert!(
        packages()
            .iter()
            .any(|(d, n)| d == "sparse" && n == "gsci-sparse")
    );
    assert!(section_rows(&readme(), "Status").len() > 5);
}
