//! The elliptic family (`gsci_special::scalar::elliptic`: ellipk, ellipkm1, ellipe, ellipkinc,
//! ellipeinc, ellipj, elliprc, elliprd, elliprf, elliprg, elliprj) against golden data: mpmath
//! references (50 digits, checked against 80; ellipj 40 against 70) on grids with tails, poles,
//! huge and tiny arguments and m near 1, each function within its stated ULP bound; SciPy 1.17.1's
//! special values bit for bit; and the CUDA header compiles for sm_90 (this family has no
//! coefficient tables to compare).
//!
//! Data: special/golden/data/elliptic.npz, written by
//! special/golden/generate_zeta_expint_elliptic.py.

use gsci_special::scalar::elliptic as e;

use crate::error::{compile_check, package_file};
use crate::zeta::{check, check_special};

const F: &str = "elliptic.npz";

fn all(_: &[f64]) -> bool {
    true
}

fn j(a: &[f64]) -> Vec<f64> {
    let (sn, cn, dn, ph) = e::ellipj(a[0], a[1]);
    vec![sn, cn, dn, ph]
}

#[test]
fn elliptic_complete_and_incomplete_within_ulp_bounds_of_mpmath() {
    // SciPy's maxima on the same grids: ellipk 2, ellipkm1 1, ellipe 1, ellipkinc 9083,
    // ellipeinc 7 ULP.
    check(F, "ellipk", 0, 3.0, 0.0, all, |a| vec![e::ellipk(a[0])]);
    check(F, "ellipkm1", 0, 3.0, 0.0, all, |a| vec![e::ellipkm1(a[0])]);
    check(F, "ellipe", 0, 2.0, 0.0, all, |a| vec![e::ellipe(a[0])]);
    check(F, "ellipkinc", 0, 4.0, 0.0, all, |a| {
        vec![e::ellipkinc(a[0], a[1])]
    });
    check(F, "ellipeinc", 0, 5.0, 0.0, all, |a| {
        vec![e::ellipeinc(a[0], a[1])]
    });
}

#[test]
fn elliptic_carlson_within_ulp_bounds_of_mpmath() {
    // SciPy's maxima: elliprc 4, elliprd 2, elliprf 3, elliprg 3, elliprj 397 ULP.
    check(F, "elliprc", 0, 2.0, 0.0, all, |a| {
        vec![e::elliprc(a[0], a[1])]
    });
    check(F, "elliprd", 0, 4.0, 0.0, all, |a| {
        vec![e::elliprd(a[0], a[1], a[2])]
    });
    check(F, "elliprf", 0, 4.0, 0.0, all, |a| {
        vec![e::elliprf(a[0], a[1], a[2])]
    });
    check(F, "elliprg", 0, 4.0, 0.0, all, |a| {
        vec![e::elliprg(a[0], a[1], a[2])]
    });
    // p > 0: 5 ULP; p < 0 (the Cauchy principal value, DLMF 19.20.14): 11 ULP.
    let rj = |a: &[f64]| vec![e::elliprj(a[0], a[1], a[2], a[3])];
    check(F, "elliprj", 0, 5.0, 0.0, |a| a[3] > 0.0, rj);
    check(F, "elliprj", 0, 11.0, 0.0, |a| a[3] < 0.0, rj);
}

#[test]
fn elliptic_ellipj_within_ulp_bounds_of_mpmath() {
    // m <= 0.99: sn 35, cn 83, dn 65, ph 3 ULP, at u up to 20 (the amplitude carries the rounding
    // of 2^n a_n u; cn(2.5 | 0.9) = 0.025 sits near a zero of cn).
    let low = |a: &[f64]| a[1] <= 0.99;
    for (col, bound) in [(0, 35.0), (1, 83.0), (2, 65.0), (3, 3.0)] {
        check(F, "ellipj", col, bound, 0.0, low, j);
    }
    // m > 0.99 (up to 1 - 1e-11 and m = 1): sn 2, ph 38 ULP; cn and dn (about 6e-4 at
    // u = 20) up to 6.8e4 ULP, 3.9e3 ULP in ULPs of 0.01 (absolute 4e-15 near their zeros).
    // SciPy's expansion in 1 - m gives sn(20 | 1 - 1e-11) = 1 + 2.5e-12: 1.7e9 ULP off.
    let high = |a: &[f64]| a[1] > 0.99;
    check(F, "ellipj", 0, 2.0, 0.0, high, j);
    check(F, "ellipj", 3, 38.0, 0.0, high, j);
    for col in [1, 2] {
        check(F, "ellipj", col, 3900.0, 0.01, high, j);
    }
}

#[test]
fn elliptic_special_values_match_scipy() {
    check_special(F, "ellipk", |a| vec![e::ellipk(a[0])]);
    check_special(F, "ellipkm1", |a| vec![e::ellipkm1(a[0])]);
    check_special(F, "ellipe", |a| vec![e::ellipe(a[0])]);
    check_special(F, "ellipkinc", |a| vec![e::ellipkinc(a[0], a[1])]);
    check_special(F, "ellipeinc", |a| vec![e::ellipeinc(a[0], a[1])]);
    check_special(F, "ellipj", j);
    check_special(F, "elliprc", |a| vec![e::elliprc(a[0], a[1])]);
    check_special(F, "elliprd", |a| vec![e::elliprd(a[0], a[1], a[2])]);
    check_special(F, "elliprf", |a| vec![e::elliprf(a[0], a[1], a[2])]);
    check_special(F, "elliprg", |a| vec![e::elliprg(a[0], a[1], a[2])]);
    check_special(F, "elliprj", |a| vec![e::elliprj(a[0], a[1], a[2], a[3])]);
}

#[test]
fn elliptic_identities() {
    // Legendre's relation E K' + E' K - K K' = pi / 2 (DLMF 19.7.1), K(m) = RF(0, 1 - m, 1),
    // F(pi/2, m) = K(m), sn^2 + cn^2 = 1, dn^2 + m sn^2 = 1.
    for &m in &[0.1, 0.37, 0.5, 0.8, 0.95] {
        let (k, kp) = (e::ellipk(m), e::ellipk(1.0 - m));
        let (ee, ep) = (e::ellipe(m), e::ellipe(1.0 - m));
        let l = ee * kp + ep * k - k * kp;
        assert!(
            (l - std::f64::consts::FRAC_PI_2).abs() <= 1e-14,
            "m = {m}: {l}"
        );
        assert!((e::elliprf(0.0, 1.0 - m, 1.0) - k).abs() <= 4.0 * f64::EPSILON * k);
        let f = e::ellipkinc(std::f64::consts::FRAC_PI_2, m);
        assert!((f - k).abs() <= 4.0 * f64::EPSILON * k, "m = {m}");
        for &u in &[0.3, 1.1, 2.9] {
            let (sn, cn, dn, _) = e::ellipj(u, m);
            assert!((sn * sn + cn * cn - 1.0).abs() <= 4.0 * f64::EPSILON);
            assert!((dn * dn + m * sn * sn - 1.0).abs() <= 4.0 * f64::EPSILON);
        }
    }
}

#[test]
fn elliptic_cuda_header_compiles() {
    let mut src = String::from(gsci_core::kernel_cache::TYPES_HEADER);
    src.push_str(&package_file("src/kernels/elliptic.cuh"));
    src.push_str(
        "extern \"C\" __global__ void k_elliptic(const double* x, const double* y, double* out, \
         long long n) {\n  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  \
         if (i >= n) return;\n  double sn, cn, dn, ph;\n  gsci_sp_ellipj(x[i], y[i], &sn, &cn, \
         &dn, &ph);\n  out[i] = gsci_sp_ellipk(y[i]) + gsci_sp_ellipkm1(y[i]) + \
         gsci_sp_ellipe(y[i]) + gsci_sp_ellipkinc(x[i], y[i]) + gsci_sp_ellipeinc(x[i], y[i]) + \
         gsci_sp_elliprc(x[i], y[i]) + gsci_sp_elliprd(x[i], y[i], 1.0) + \
         gsci_sp_elliprf(x[i], y[i], 1.0) + gsci_sp_elliprg(x[i], y[i], 1.0) + \
         gsci_sp_elliprj(x[i], y[i], 1.0, 2.0) + sn + cn + dn + ph;\n}\n",
    );
    compile_check("special_elliptic", &src);
}
