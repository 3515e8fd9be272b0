//! The error-function family (`gsci_special::scalar::error`) against golden data: mpmath references
//! (60 digits) on grids with tails, tiny and huge arguments, subnormals and domain edges, each
//! function within its stated ULP bound; SciPy 1.17.1's special values bit for bit; the CUDA
//! header's coefficient tables equal to the Rust ones; and the CUDA header compiles for sm_90.
//!
//! Data: special/golden/data/error.npz, written by special/golden/generate_error.py.

use std::path::PathBuf;

use gsci_special::scalar::error as e;

/// The folder of gsci-special's golden data, found at run time from `CARGO_MANIFEST_DIR` (set by
/// cargo and by the GPU runner to the package folder), else the path compiled in.
pub(crate) fn golden_file(name: &str) -> PathBuf {
    let dir = std::env::var("CARGO_MANIFEST_DIR")
        .unwrap_or_else(|_| env!("CARGO_MANIFEST_DIR").to_string());
    PathBuf::from(dir).join("golden").join("data").join(name)
}

/// A source file of this package, read at run time (same lookup as [`golden_file`]).
pub(crate) fn package_file(rel: &str) -> String {
    let dir = std::env::var("CARGO_MANIFEST_DIR")
        .unwrap_or_else(|_| env!("CARGO_MANIFEST_DIR").to_string());
    let path = PathBuf::from(dir).join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|err| panic!("reading {}: {err}", path.display()))
}

pub(crate) struct Golden(pub(crate) ndarray_npy::NpzReader<std::fs::File>);

impl Golden {
    pub(crate) fn open(name: &str) -> Golden {
        let path = golden_file(name);
        let file = std::fs::File::open(&path)
            .unwrap_or_else(|err| panic!("opening {}: {err}", path.display()));
        Golden(
            ndarray_npy::NpzReader::new(file)
                .unwrap_or_else(|err| panic!("reading {}: {err}", path.display())),
        )
    }

    pub(crate) fn vec(&mut self, key: &str) -> Vec<f64> {
        let a: ndarray::Array1<f64> = self
            .0
            .by_name(key)
            .unwrap_or_else(|err| panic!("array {key}: {err}"));
        a.to_vec()
    }
}

/// Distance in units in the last place between two doubles (their positions in the ordered set of
/// doubles); 0 for two NaNs, u64::MAX for a NaN against a number.
pub(crate) fn ulp_distance(a: f64, b: f64) -> u64 {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() && b.is_nan() {
            0
        } else {
            u64::MAX
        };
    }
    let key = |v: f64| {
        let i = v.to_bits() as i64;
        if i < 0 { i64::MIN.wrapping_sub(i) } else { i }
    };
    (key(a) as i128 - key(b) as i128)
        .unsigned_abs()
        .min(u64::MAX as u128) as u64
}

/// The largest ULP distance of `f` from the references, with its argument.
pub(crate) fn max_ulp(
    x: &[f64],
    reference: &[f64],
    f: impl Fn(usize) -> f64,
) -> (u64, f64, f64, f64) {
    assert_eq!(x.len(), reference.len());
    assert!(x.len() > 100, "too few golden points");
    let mut worst = (0u64, f64::NAN, f64::NAN, f64::NAN);
    for (i, (&xi, &r)) in x.iter().zip(reference).enumerate() {
        let got = f(i);
        let d = ulp_distance(got, r);
        if d > worst.0 || worst.1.is_nan() {
            worst = (d, xi, got, r);
        }
    }
    worst
}

/// Bit-for-bit equality with SciPy (NaN matches any NaN; the sign of zero counts).
pub(crate) fn same(a: f64, b: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

/// Whether SciPy's result `want` at a special input is an exact special value (NaN, ±inf, ±0,
/// ±1/2, ±1, ±2) that ours must equal bit for bit; or ours is not finite where SciPy's is. Other
/// results at these inputs are ordinary values whose accuracy the mpmath grids check.
pub(crate) fn must_match(got: f64, want: f64) -> bool {
    !want.is_finite() || !got.is_finite() || [0.0, 0.5, 1.0, 2.0].contains(&want.abs())
}

/// Special inputs where SciPy 1.17.1 is wrong and we follow mpmath (the golden grids check these
/// inputs against mpmath): erfcinv(5e-324) is 27.213..., not inf (SciPy halves the subnormal to
/// 0); k0(5e-324), k0e(5e-324) and kn(0, 5e-324) are 744.556..., not inf (same cause);
/// k1(5e-324), k1e(5e-324) and kn(±1, 5e-324) overflow to inf, not NaN.
pub(crate) const SCIPY_DEVIATIONS: &[(&str, f64)] = &[
    ("erfcinv", 5e-324),
    ("k0", 5e-324),
    ("k0e", 5e-324),
    ("k1", 5e-324),
    ("k1e", 5e-324),
    ("kn", 5e-324),
];

/// Checks `f` at SciPy's special inputs `x` (results `want`); returns the mismatches.
pub(crate) fn special_mismatches(
    name: &str,
    x: &[f64],
    want: &[f64],
    f: impl Fn(usize) -> f64,
) -> Vec<String> {
    let mut out = Vec::new();
    let mut checked = 0;
    for i in 0..x.len() {
        let (got, w) = (f(i), want[i]);
        if SCIPY_DEVIATIONS.contains(&(name, x[i])) || !must_match(got, w) {
            continue;
        }
        checked += 1;
        if !same(got, w) {
            out.push(format!(
                "{name} at special input #{i} ({:e}) = {got:e}, SciPy {w:e}",
                x[i]
            ));
        }
    }
    assert!(
        checked >= 4,
        "{name}: only {checked} special values checked"
    );
    out
}

type F = fn(f64) -> f64;

/// (name, function, max ULP error measured against mpmath on the golden grid; the bound).
const CASES: &[(&str, F, u64)] = &[
    ("erf", e::erf, 2),
    ("erfc", e::erfc, 7),
    ("erfcx", e::erfcx, 5),
    ("ndtr", e::ndtr, 6),
    ("log_ndtr", e::log_ndtr, 4),
    ("ndtri", e::ndtri, 3),
    ("ndtri_exp", e::ndtri_exp, 3),
    ("erfinv", e::erfinv, 5),
    ("erfcinv", e::erfcinv, 4),
];

#[test]
fn error_family_within_ulp_bounds_of_mpmath() {
    let mut g = Golden::open("error.npz");
    let mut failures = Vec::new();
    for &(name, f, bound) in CASES {
        let x = g.vec(&format!("{name}_x"));
        let r = g.vec(&format!("{name}_ref"));
        let (d, xi, got, want) = max_ulp(&x, &r, |i| f(x[i]));
        eprintln!(
            "{name}: max {d} ULP over {} points (bound {bound})",
            x.len()
        );
        if d > bound {
            failures.push(format!(
                "{name}({xi:e}) = {got:e}, mpmath {want:e}: {d} ULP > {bound}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn error_family_special_values_match_scipy() {
    let mut g = Golden::open("error.npz");
    let mut failures = Vec::new();
    for &(name, f, _) in CASES {
        let x = g.vec(&format!("{name}_sx"));
        let want = g.vec(&format!("{name}_sy"));
        assert!(x.iter().any(|v| v.is_nan()) && x.iter().any(|v| v.is_infinite()));
        failures.extend(special_mismatches(name, &x, &want, |i| f(x[i])));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn error_family_identities() {
    // Symmetries and inverses on a grid, independent of the golden data. Each inverse may miss
    // x by the rounding of the forward value carried through the inverse's slope 1/f'(x), plus a
    // few ULP of its own: |δx| ≤ 4ε (|f(x)| / f'(x) + |x|).
    let eps = f64::EPSILON;
    let sqrt_pi = std::f64::consts::PI.sqrt();
    for i in -400..=400 {
        let x = i as f64 / 61.0;
        assert!(same(e::erf(-x), -e::erf(x)), "erf odd at {x}");
        let pdf = (-0.5 * x * x).exp() / (2.0 * std::f64::consts::PI).sqrt();
        let p = e::ndtr(x);
        let tol = 4.0 * eps * (p / pdf + x.abs());
        assert!(
            (e::ndtri(p) - x).abs() <= tol,
            "ndtri(ndtr({x})) = {}",
            e::ndtri(p)
        );
        let dens = 2.0 / sqrt_pi * (-x * x).exp();
        let y = e::erf(x);
        if y.abs() < 1.0 {
            let tol = 4.0 * eps * (y.abs() / dens + x.abs());
            assert!(
                (e::erfinv(y) - x).abs() <= tol,
                "erfinv(erf({x})) = {}",
                e::erfinv(y)
            );
        }
        let c = e::erfc(x);
        if c > 0.0 && c < 2.0 {
            let tol = 4.0 * eps * (c / dens + x.abs());
            assert!(
                (e::erfcinv(c) - x).abs() <= tol,
                "erfcinv(erfc({x})) = {}",
                e::erfcinv(c)
            );
        }
        let l = e::log_ndtr(x);
        let tol = 4.0 * eps * (l.abs() / (pdf / p) + x.abs());
        assert!(
            (e::ndtri_exp(l) - x).abs() <= tol,
            "ndtri_exp(log_ndtr({x})) = {}",
            e::ndtri_exp(l)
        );
        let direct = (x * x).exp() * e::erfc(x);
        assert!(
            (e::erfcx(x) - direct).abs() <= 1e-13 * direct,
            "erfcx at {x}"
        );
    }
}

/// The tables between `tables begin` and `tables end`: name and literal tokens, in order.
pub(crate) fn tables(src: &str, cuda: bool) -> Vec<(String, Vec<String>)> {
    let start = src.find("// tables begin").expect("tables begin marker");
    let end = src.find("// tables end").expect("tables end marker");
    let body = &src[start..end];
    let mut out = Vec::new();
    let lines: Vec<&str> = body
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect();
    let text = lines.join("\n");
    let (head, open, close) = if cuda {
        ("__constant__ double gsci_sp_", '{', '}')
    } else {
        ("pub(crate) const ", '[', ']')
    };
    let mut rest = text.as_str();
    while let Some(p) = rest.find(head) {
        rest = &rest[p + head.len()..];
        let name_end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap();
        let name = rest[..name_end].to_string();
        let eq = rest.find('=').unwrap();
        let o = eq + rest[eq..].find(open).unwrap();
        let c = o + rest[o..].find(close).unwrap();
        let tokens: Vec<String> = rest[o + 1..c]
            .split(',')
            .map(|t| t.trim().to_string())
            .filter(|t| !t.is_empty())
            .collect();
        out.push((name, tokens));
        rest = &rest[c..];
    }
    out
}

#[test]
fn error_tables_match_cuda() {
    let rs = tables(&package_file("src/scalar/error.rs"), false);
    let cu = tables(&package_file("src/kernels/error.cuh"), true);
    assert!(rs.len() >= 12, "found {} Rust tables", rs.len());
    assert_eq!(
        rs, cu,
        "kernels/error.cuh's tables differ from scalar/error.rs's"
    );
}

/// Compiles `source` for sm_90 when NVRTC loads (skips with a message otherwise; fails if
/// `GSCI_REQUIRE_NVRTC=1`).
pub(crate) fn compile_check(name: &str, source: &str) {
    use gsci_core::kernel_cache::{DEFAULT_OPTIONS, compile_cubin, nvrtc_available};
    if !nvrtc_available() {
        assert!(
            std::env::var("GSCI_REQUIRE_NVRTC").as_deref() != Ok("1"),
            "GSCI_REQUIRE_NVRTC=1 but NVRTC does not load"
        );
        eprintln!("skipped: NVRTC not found (set LD_LIBRARY_PATH to a libnvrtc.so.13 folder)");
        return;
    }
    let cubin = compile_cubin(source, name, "sm_90", DEFAULT_OPTIONS)
        .unwrap_or_else(|err| panic!("{name} failed to compile:\n{err}"));
    assert!(cubin.len() > 100, "{name}: suspiciously small CUBIN");
}

/// One `extern "C"` kernel per unary device function: `out[i] = f(x[i])`.
pub(crate) fn unary_wrappers(names: &[&str]) -> String {
    names
        .iter()
        .map(|n| {
            format!(
                "extern \"C\" __global__ void k_{n}(const double* x, double* out, long long n) {{\n  \
                 long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  \
                 if (i < n) out[i] = gsci_sp_{n}(x[i]);\n}}\n"
            )
        })
        .collect()
}

#[test]
fn error_cuda_header_compiles() {
    let mut src = String::from(gsci_core::kernel_cache::TYPES_HEADER);
    src.push_str(&package_file("src/kernels/error.cuh"));
    let names: Vec<&str> = CASES.iter().map(|c| c.0).collect();
    src.push_str(&unary_wrappers(&names));
    compile_check("special_error", &src);
}
