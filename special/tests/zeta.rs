//! The zeta family (`gsci_special::scalar::zeta`: zeta (Hurwitz), riemann_zeta, zetac) against
//! golden data: mpmath references (50 digits, checked against 80) on grids with poles, tails, huge
//! and tiny arguments, each function within its stated ULP bound; SciPy 1.17.1's special values bit
//! for bit; the CUDA header's tables equal to the Rust ones; and the CUDA header compiles for sm_90.
//!
//! Data: special/golden/data/zeta.npz, written by special/golden/generate_zeta_expint_elliptic.py.
//! This file also holds the 2-D golden helpers that tests/expint.rs (and elliptic.rs) use.

use gsci_special::scalar::zeta as z;

use crate::error::{compile_check, golden_file, package_file, same, tables, ulp_distance};

/// A golden table: rows of inputs (n, nargs) and rows of references (n, nout).
pub(crate) struct Table {
    pub(crate) inputs: Vec<Vec<f64>>,
    pub(crate) outputs: Vec<Vec<f64>>,
}

/// Reads `<key>_in` and `<key>_ref` (or `<key>_sp_in` / `<key>_sp_scipy`) from a family's npz.
pub(crate) fn table(file: &str, key: &str, special: bool) -> Table {
    let path = golden_file(file);
    let f =
        std::fs::File::open(&path).unwrap_or_else(|e| panic!("opening {}: {e}", path.display()));
    let mut npz = ndarray_npy::NpzReader::new(f).unwrap();
    let (ki, ko) = if special {
        (format!("{key}_sp_in"), format!("{key}_sp_scipy"))
    } else {
        (format!("{key}_in"), format!("{key}_ref"))
    };
    let read = |npz: &mut ndarray_npy::NpzReader<std::fs::File>, k: &str| -> Vec<Vec<f64>> {
        let a: ndarray::Array2<f64> = npz.by_name(k).unwrap_or_else(|e| panic!("{k}: {e}"));
        a.outer_iter().map(|r| r.to_vec()).collect()
    };
    let inputs = read(&mut npz, &ki);
    let outputs = read(&mut npz, &ko);
    assert_eq!(inputs.len(), outputs.len());
    Table { inputs, outputs }
}

/// Error of `got` against `reference` in ULPs of `max(|reference|, floor)`: plain ULP distance
/// where `|reference| >= floor` (floor 0: ULP distance everywhere).
pub(crate) fn err(got: f64, reference: f64, floor: f64) -> f64 {
    if reference.abs() >= floor {
        ulp_distance(got, reference) as f64
    } else {
        let ulp = f64::EPSILON * floor;
        (got - reference).abs() / ulp
    }
}

/// Checks every golden row of `key` (output column `col`) against `f` within `bound` ULPs, for
/// the rows that `select` picks; returns the measured maximum (printed for the record).
pub(crate) fn check(
    file: &str,
    key: &str,
    col: usize,
    bound: f64,
    floor: f64,
    select: impl Fn(&[f64]) -> bool,
    f: impl Fn(&[f64]) -> Vec<f64>,
) -> f64 {
    let t = table(file, key, false);
    let mut worst = (0.0f64, Vec::new(), 0.0, 0.0);
    let mut n = 0;
    for (inp, out) in t.inputs.iter().zip(&t.outputs) {
        if !select(inp) {
            continue;
        }
        n += 1;
        let got = f(inp)[col];
        let e = err(got, out[col], floor);
        assert!(
            !e.is_nan(),
            "{key}{inp:?}: got {got}, reference {}",
            out[col]
        );
        if e > worst.0 {
            worst = (e, inp.clone(), got, out[col]);
        }
    }
    assert!(n >= 20, "{key}: only {n} golden points");
    eprintln!(
        "{key}[{col}]: {n} points, max {} ULP at {:?} (got {:e}, reference {:e}); bound {bound}",
        worst.0, worst.1, worst.2, worst.3
    );
    assert!(
        worst.0 <= bound,
        "{key}[{col}]: {} ULP at {:?}: got {:e}, reference {:e} (bound {bound})",
        worst.0,
        worst.1,
        worst.2,
        worst.3
    );
    worst.0
}

/// Every special-value row of `key` equals SciPy's bit for bit (NaN matches NaN).
pub(crate) fn check_special(file: &str, key: &str, f: impl Fn(&[f64]) -> Vec<f64>) {
    let t = table(file, key, true);
    assert!(t.inputs.len() >= 5, "{key}: too few special values");
    for (inp, want) in t.inputs.iter().zip(&t.outputs) {
        let got = f(inp);
        for (g, w) in got.iter().zip(want) {
            assert!(same(*g, *w), "{key}{inp:?}: got {got:?}, SciPy {want:?}");
        }
    }
}

/// The tables of `src/scalar/<fam>.rs` equal those of `src/kernels/<fam>.cuh`, token for token.
pub(crate) fn check_tables(fam: &str, min: usize) {
    let rs = tables(&package_file(&format!("src/scalar/{fam}.rs")), false);
    let cu = tables(&package_file(&format!("src/kernels/{fam}.cuh")), true);
    assert!(
        rs.len() >= min,
        "found {} Rust tables in {fam}.rs",
        rs.len()
    );
    assert_eq!(
        rs, cu,
        "kernels/{fam}.cuh's tables differ from scalar/{fam}.rs's"
    );
}

const F: &str = "zeta.npz";

#[test]
fn zeta_hurwitz_within_ulp_bounds_of_mpmath() {
    // q > 0: Euler-Maclaurin, 4 ULP measured (SciPy: up to 6e7 ULP on the same grid).
    check(
        F,
        "zeta",
        0,
        4.0,
        0.0,
        |a| a[1] > 0.0,
        |a| vec![z::zeta(a[0], a[1])],
    );
    // q < 0 (integer x; SciPy's extension): the terms with q + k < 0 cancel the positive ones for
    // odd x, and the function is ill-conditioned there (relative condition number |q x
    // zeta(x+1, q) / zeta(x, q)| above 1e6 at (7, -1.5)); SciPy's own error there is as large.
    check(
        F,
        "zeta",
        0,
        4.0e4,
        0.0,
        |a| a[1] < 0.0,
        |a| vec![z::zeta(a[0], a[1])],
    );
}

#[test]
fn zeta_riemann_and_zetac_within_ulp_bounds_of_mpmath() {
    // x >= -1: Hurwitz (x > 1) and the Stieltjes series about the pole (-1 <= x < 1), 4 ULP.
    // x < -1, the reflection: 17 ULP, near the zeros at the negative even integers, where the
    // rounding of s = 1 - x counts (SciPy: up to 1e15 ULP on the same grid).
    check(
        F,
        "riemann_zeta",
        0,
        4.0,
        0.0,
        |a| a[0] >= -1.0,
        |a| vec![z::riemann_zeta(a[0])],
    );
    check(
        F,
        "riemann_zeta",
        0,
        17.0,
        0.0,
        |a| a[0] < -1.0,
        |a| vec![z::riemann_zeta(a[0])],
    );
    check(
        F,
        "zetac",
        0,
        4.0,
        0.0,
        |a| a[0] >= -1.0,
        |a| vec![z::zetac(a[0])],
    );
    check(
        F,
        "zetac",
        0,
        17.0,
        0.0,
        |a| a[0] < -1.0,
        |a| vec![z::zetac(a[0])],
    );
}

#[test]
fn zeta_special_values_match_scipy() {
    check_special(F, "zeta", |a| vec![z::zeta(a[0], a[1])]);
    check_special(F, "riemann_zeta", |a| vec![z::riemann_zeta(a[0])]);
    check_special(F, "zetac", |a| vec![z::zetac(a[0])]);
}

#[test]
fn zeta_identities() {
    // zeta(x, 1) = riemann_zeta(x) = zetac(x) + 1 and zeta(x, q) = q^-x + zeta(x, q + 1).
    for &x in &[1.5, 2.0, 3.7, 10.0] {
        assert_eq!(z::zeta(x, 1.0), z::riemann_zeta(x));
        let d = z::zetac(x) + 1.0 - z::riemann_zeta(x);
        assert!(
            d.abs() <= 4.0 * f64::EPSILON * z::riemann_zeta(x),
            "x = {x}"
        );
        for &q in &[0.3, 1.5, 7.0] {
            let l = z::zeta(x, q);
            let r = q.powf(-x) + z::zeta(x, q + 1.0);
            assert!((l - r).abs() <= 8.0 * f64::EPSILON * l, "x = {x}, q = {q}");
        }
    }
}

#[test]
fn zeta_tables_match_cuda() {
    check_tables("zeta", 3);
}

#[test]
fn zeta_cuda_header_compiles() {
    let mut src = String::from(gsci_core::kernel_cache::TYPES_HEADER);
    src.push_str(&package_file("src/kernels/zeta.cuh"));
    src.push_str(
        "extern \"C\" __global__ void k_zeta(const double* x, const double* q, double* out, \
         long long n) {\n  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  \
         if (i < n) out[i] = gsci_sp_zeta(x[i], q[i]) + gsci_sp_riemann_zeta(x[i]) + \
         gsci_sp_zetac(q[i]);\n}\n",
    );
    compile_check("special_zeta", &src);
}
