//! The exponential-integral family (`gsci_special::scalar::expint`: exp1, expi, expn, sici,
//! shichi, spence, lambertw_c, exp1_c, expi_c) against golden data: mpmath references (50 digits, checked against 80) on grids
//! with tails, zeros, tiny and huge arguments, each function within its stated ULP bound; SciPy
//! 1.17.1's special values bit for bit; the CUDA header's tables equal to the Rust ones; and the
//! CUDA header compiles for sm_90.
//!
//! Data: special/golden/data/expint.npz, expint_lambertw.npz and expint_complex.npz, written by
//! special/golden/generate_zeta_expint_elliptic.py.

use gsci_special::scalar::expint as e;

use crate::error::{compile_check, package_file};
use crate::zeta::{check, check_special, check_tables};

const F: &str = "expint.npz";

fn all(_: &[f64]) -> bool {
    true
}

#[test]
fn expint_e1_ei_en_within_ulp_bounds_of_mpmath() {
    // SciPy's maxima on the same grids, for the record: exp1 8, expi 196, expn 930 ULP.
    check(F, "exp1", 0, 3.0, 0.0, all, |a| vec![e::exp1(a[0])]);
    // expi: the series' terms x^k / (k k!) carry the rounding of k products (8 ULP at x = 21).
    check(F, "expi", 0, 8.0, 0.0, all, |a| vec![e::expi(a[0])]);
    check(F, "expn", 0, 8.0, 0.0, all, |a| {
        vec![e::expn(a[0] as i64, a[1])]
    });
}

#[test]
fn expint_sici_shichi_spence_within_ulp_bounds_of_mpmath() {
    check(F, "sici", 0, 2.0, 0.0, all, |a| {
        let (s, c) = e::sici(a[0]);
        vec![s, c]
    });
    // Ci: 6 ULP where |Ci| >= 0.01, and in ULPs of 0.01 near its zeros beyond the first (x =
    // 3.38, 6.43, ...: the continued fraction's absolute error is about 2e-18 there; SciPy's Ci is
    // off by 8e5 ULP on this grid).
    check(F, "sici", 1, 7.0, 0.01, all, |a| {
        let (s, c) = e::sici(a[0]);
        vec![s, c]
    });
    for col in 0..2 {
        // Shi and Chi: 6 ULP (the Ei series for |x| > 8); SciPy's Chi: 52 ULP.
        check(F, "shichi", col, 6.0, 0.0, all, |a| {
            let (s, c) = e::shichi(a[0]);
            vec![s, c]
        });
    }
    check(F, "spence", 0, 2.0, 0.0, all, |a| vec![e::spence(a[0])]);
}

#[test]
fn expint_special_values_match_scipy() {
    check_special(F, "exp1", |a| vec![e::exp1(a[0])]);
    check_special(F, "expi", |a| vec![e::expi(a[0])]);
    check_special(F, "expn", |a| vec![e::expn(a[0] as i64, a[1])]);
    check_special(F, "sici", |a| {
        let (s, c) = e::sici(a[0]);
        vec![s, c]
    });
    check_special(F, "shichi", |a| {
        let (s, c) = e::shichi(a[0]);
        vec![s, c]
    });
    check_special(F, "spence", |a| vec![e::spence(a[0])]);
}

#[test]
fn expint_identities() {
    // E1 = E_1 and Ei(-x) = -E1(x); Shi(x) - Chi(x) = E1(x) for x > 0 (DLMF 6.2.15-16).
    for &x in &[0.1, 0.7, 1.0, 3.0, 12.0] {
        let e1 = e::exp1(x);
        assert!(
            (e::expn(1, x) - e1).abs() <= 8.0 * f64::EPSILON * e1,
            "x = {x}"
        );
        assert_eq!(e::expi(-x), -e1);
        let (shi, chi) = e::shichi(x);
        let d = (shi - chi) - e1;
        assert!(
            d.abs() <= 16.0 * f64::EPSILON * shi.abs().max(chi.abs()),
            "x = {x}"
        );
    }
    // spence(x) + spence(1/x) = -ln(x)^2 / 2 (Li2 inversion through z = 1 - x).
    for &x in &[0.3, 2.0, 7.5] {
        let l = f64::ln(x);
        let s = e::spence(x) + e::spence(1.0 / x);
        assert!((s + 0.5 * l * l).abs() <= 1e-15 * (1.0 + l * l), "x = {x}");
    }
}

fn lambertw(a: &[f64]) -> Vec<f64> {
    let w = e::lambertw_c(num_complex::Complex64::new(a[0], a[1]), a[2] as i64, 1e-8);
    vec![w.re, w.im]
}

#[test]
fn expint_lambertw_within_bound_of_mpmath() {
    // Complex relative error |w - ref| / (eps |ref|), over branches k = 0, -1, 1, 2, -3 and real
    // and complex z (tol = 1e-8, SciPy's default: Halley's last step leaves far less than that).
    // 16 eps measured next to the branch point (z = -0.3678, where W is ill-conditioned); SciPy:
    // up to 3.6e11 eps on the same grid.
    let t = crate::zeta::table("expint_lambertw.npz", "lambertw", false);
    assert!(t.inputs.len() > 500);
    let mut worst = (0.0f64, Vec::new());
    for (inp, out) in t.inputs.iter().zip(&t.outputs) {
        let w = lambertw(inp);
        let d = (w[0] - out[0]).hypot(w[1] - out[1]);
        let err = d / (f64::EPSILON * out[0].hypot(out[1]));
        assert!(
            !err.is_nan(),
            "lambertw{inp:?}: got {w:?}, reference {out:?}"
        );
        if out[1] == 0.0 {
            // Real results (real z on branches 0 and -1) come out with an exact zero imaginary part.
            assert_eq!(w[1], 0.0, "lambertw{inp:?}: got {w:?}");
        }
        if err > worst.0 {
            worst = (err, inp.clone());
        }
    }
    eprintln!("lambertw: max {} eps at {:?}; bound 16", worst.0, worst.1);
    assert!(
        worst.0 <= 16.0,
        "lambertw: {} eps at {:?}",
        worst.0,
        worst.1
    );
    check_special("expint_lambertw.npz", "lambertw", lambertw);
}

fn c(a: &[f64]) -> num_complex::Complex64 {
    num_complex::Complex64::new(a[0], a[1])
}

/// Max of `|w - ref| / (eps |ref|)` over the golden rows of a complex function.
fn complex_max(file: &str, key: &str, f: impl Fn(&[f64]) -> Vec<f64>) -> (f64, Vec<f64>) {
    let t = crate::zeta::table(file, key, false);
    assert!(t.inputs.len() > 300, "{key}: too few points");
    let mut worst = (0.0f64, Vec::new());
    for (inp, out) in t.inputs.iter().zip(&t.outputs) {
        let w = f(inp);
        let err = (w[0] - out[0]).hypot(w[1] - out[1]) / (f64::EPSILON * out[0].hypot(out[1]));
        assert!(!err.is_nan(), "{key}{inp:?}: got {w:?}, reference {out:?}");
        if err > worst.0 {
            worst = (err, inp.clone());
        }
    }
    eprintln!("{key}: max {} eps at {:?}", worst.0, worst.1);
    worst
}

#[test]
fn expint_complex_e1_ei_within_bound_of_mpmath() {
    const F: &str = "expint_complex.npz";
    let e1 = |a: &[f64]| {
        let w = e::exp1_c(c(a));
        vec![w.re, w.im]
    };
    let ei = |a: &[f64]| {
        let w = e::expi_c(c(a));
        vec![w.re, w.im]
    };
    // Complex relative error in eps: E1 31 (the series at |z| near 5 left of the imaginary axis),
    // Ei 7; SciPy: up to 1853 eps for E1 (its series at |z| = 4.9 right of the axis).
    assert!(complex_max(F, "exp1_c", e1).0 <= 32.0);
    assert!(complex_max(F, "expi_c", ei).0 <= 7.0);
    check_special(F, "exp1_c", e1);
    check_special(F, "expi_c", ei);
    // The branch cut: SciPy's imaginary parts on the real axis, bit for bit.
    check_special(F, "exp1_cut", |a| vec![e::exp1_c(c(a)).im]);
    check_special(F, "expi_cut", |a| vec![e::expi_c(c(a)).im]);
}

#[test]
fn expint_tables_match_cuda() {
    check_tables("expint", 5);
}

#[test]
fn expint_cuda_header_compiles() {
    let mut src = String::from(gsci_core::kernel_cache::TYPES_HEADER);
    src.push_str(&package_file("src/kernels/expint.cuh"));
    src.push_str(
        "extern \"C\" __global__ void k_expint(const double* x, const long long* n, double* out, \
         long long len) {\n  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  \
         if (i >= len) return;\n  double a, b, c, d;\n  gsci_sp_sici(x[i], &a, &b);\n  \
         gsci_sp_shichi(x[i], &c, &d);\n  out[i] = gsci_sp_exp1(x[i]) + gsci_sp_expi(x[i]) + \
         gsci_sp_expn(n[i], x[i]) + gsci_sp_spence(x[i]) + a + b + c + d + \
         gsci_sp_lambertw_c(gsci_c128{x[i], 0.5}, n[i], 1e-8).re + \
         gsci_sp_exp1_c(gsci_c128{x[i], 0.5}).im + gsci_sp_expi_c(gsci_c128{x[i], -0.5}).re;\n}\n",
    );
    compile_check("special_expint", &src);
}
