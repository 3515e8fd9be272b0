//! Hypergeometric and Struve functions (`gsci_special::scalar::{hyper, struve}`: hyp0f1, hyp1f1,
//! hyp2f1, struve, modstruve) against golden data: mpmath references (50 digits) on grids with
//! tails, near-poles, integer parameters, z near 1 (hyp2f1), large arguments and sign changes,
//! with SciPy 1.17.1's value at every point; SciPy's special values bit for bit; the ufuncs'
//! loops; the device functions compile; the device agrees with the CPU (GSCI_TEST_DEVICE=cuda).
//!
//! Data: special/golden/data/hyper.npz and struve.npz, written by special/golden/gen_hyper.py.
//!
//! What is matched, and how well (ULP against mpmath; "SciPy's own error" is SciPy 1.17.1's ULP
//! distance to mpmath at the same point):
//! - hyp2f1 runs SciPy's Cephes algorithm (same branches, same transformations), so where that
//!   algorithm is inaccurate (cancellation in AMS55 15.3.7 for x < -2, the recurrences on a and c)
//!   SciPy and we are inaccurate alike, though not identically (our Gamma functions differ from
//!   Cephes' by ulps, which the cancellation magnifies). Bound: 64 ULP, or 8 times SciPy's own
//!   error plus 64 where SciPy's exceeds that. Measured: 75 ULP at most where SciPy is within 64.
//! - hyp1f1 (SciPy: Boost): Kummer's series summed in double-double and DLMF 13.7.2 for large
//!   |x|; bound 256 ULP (measured 198, at M(0.001, 100.5, -700)), or 8 times SciPy's own error
//!   plus 256. For x < 0 with a - b >= 20 the series cancels beyond double-double precision:
//!   relative error bound 1e-3 there (measured 6.9e-4; SciPy/Boost is accurate there).
//! - Measured where SciPy is within 64 ULP of mpmath: hyp0f1 57, struve 63, modstruve 62 ULP;
//!   elsewhere SciPy and we share the same larger error (hyp0f1 at v = 150: 2473 ULP both;
//!   struve 2284 vs SciPy's 2279; modstruve 68749 vs 68748).
//! - hyp0f1: SciPy's formula through our iv/jv; NaN where SciPy gives NaN (v >= 150 with z < 0,
//!   where Gamma(v) overflows: SciPy's own NaN, kept). Oscillating for z < 0: errors in ULP of
//!   the envelope Gamma(v) |z|^((1-v)/2) / sqrt(pi sqrt|z|).
//! - struve, modstruve: SciPy's algorithm (three expansions chosen by their error estimates);
//!   errors measured against mpmath in ULP of the largest term's scale where the expansion used
//!   cancels (the envelope), as SciPy's own error is of the same size.

use gsci_special::scalar::hyper as h;
use gsci_special::scalar::struve as st;

use crate::error::{Golden, compile_check, same, ulp_distance};
use crate::zeta::table;

fn rows(g: &mut Golden, key: &str) -> Vec<Vec<f64>> {
    let a: ndarray::Array2<f64> = g.0.by_name(key).unwrap_or_else(|e| panic!("{key}: {e}"));
    a.outer_iter().map(|r| r.to_vec()).collect()
}

/// Error in ULP of `max(|reference|, floor)`.
fn uerr(got: f64, reference: f64, floor: f64) -> f64 {
    if same(got, reference) {
        return 0.0;
    }
    if !got.is_finite() || !reference.is_finite() {
        return f64::INFINITY;
    }
    if reference.abs() >= floor {
        ulp_distance(got, reference) as f64
    } else {
        (got - reference).abs() / (f64::EPSILON * floor)
    }
}

/// Checks `f` at every golden point of `key`: within `bound` ULP of mpmath, or within `factor`
/// times SciPy's own error plus `bound` (NaN only where SciPy gives NaN). Returns (max error,
/// max error where SciPy is within `bound`).
fn check_golden(
    file: &str,
    key: &str,
    bound: f64,
    factor: f64,
    skip: impl Fn(&[f64]) -> bool,
    floor: impl Fn(&[f64]) -> f64,
    f: impl Fn(&[f64]) -> f64,
) -> (f64, f64) {
    let mut g = Golden::open(file);
    let ins = rows(&mut g, &format!("{key}_in"));
    let rf = rows(&mut g, &format!("{key}_ref"));
    let sp = rows(&mut g, &format!("{key}_scipy"));
    assert!(ins.len() >= 200, "{key}: only {} golden points", ins.len());
    let (mut worst, mut worst_good, mut worst_sp) = (0.0f64, 0.0f64, 0.0f64);
    let mut at = Vec::new();
    let mut fails = Vec::new();
    let mut nan_as_scipy = 0;
    for i in 0..ins.len() {
        if skip(&ins[i]) {
            continue;
        }
        let got = f(&ins[i]);
        let (r, s) = (rf[i][0], sp[i][0]);
        if got.is_nan() && s.is_nan() {
            nan_as_scipy += 1;
            continue;
        }
        let fl = floor(&ins[i]);
        let e = uerr(got, r, fl);
        let es = uerr(s, r, fl);
        worst_sp = worst_sp.max(es);
        if !(e <= bound || e <= factor * es + bound) && fails.len() < 8 {
            fails.push(format!(
                "{key}{:?}: got {got:e}, mpmath {r:e}, SciPy {s:e} ({e} ULP, SciPy {es})",
                ins[i]
            ));
        }
        if e > worst {
            worst = e;
            at = ins[i].clone();
        }
        if es <= bound {
            worst_good = worst_good.max(e);
        }
    }
    eprintln!(
        "{key}: {} points, max {worst} ULP at {at:?}; max {worst_good} ULP where SciPy is within \
         {bound} (SciPy's own max {worst_sp}); {nan_as_scipy} NaN as SciPy",
        ins.len()
    );
    assert!(fails.is_empty(), "{}", fails.join("\n"));
    (worst, worst_good)
}

#[test]
fn hyp2f1_within_bounds_of_mpmath() {
    let (_, good) = check_golden(
        "hyper.npz",
        "hyp2f1",
        64.0,
        32.0,
        |_| false,
        |_| 0.0,
        |a| h::hyp2f1(a[0], a[1], a[2], a[3]),
    );
    // Where SciPy is within 64 ULP of mpmath we are within 96 (measured: 75).
    assert!(good <= 96.0, "{good}");
}

/// The regime where Kummer's series cancels beyond double-double precision: `x < 0` and
/// `a - b >= 20` (e.g. `M(60, -12.5, -60)`: terms up to 1e29 times the sum; `M(60, 0.5, -60)`).
/// Boost (SciPy) uses recurrences there; ours is accurate only to `1e-32` times the cancellation.
fn hyp1f1_hard(a: &[f64]) -> bool {
    a[2] < 0.0 && a[0] - a[1] >= 20.0
}

#[test]
fn hyp1f1_within_bounds_of_mpmath() {
    check_golden(
        "hyper.npz",
        "hyp1f1",
        256.0,
        8.0,
        hyp1f1_hard,
        |_| 0.0,
        |a| h::hyp1f1(a[0], a[1], a[2]),
    );
    // The hard regime: relative error against mpmath, stated bound 1e-3.
    let mut g = Golden::open("hyper.npz");
    let ins = rows(&mut g, "hyp1f1_in");
    let rf = rows(&mut g, "hyp1f1_ref");
    let mut worst = 0.0f64;
    let mut n = 0;
    for (i, r) in ins.iter().zip(&rf) {
        if hyp1f1_hard(i) {
            n += 1;
            let got = h::hyp1f1(i[0], i[1], i[2]);
            worst = worst.max(((got - r[0]) / r[0]).abs());
        }
    }
    eprintln!("hyp1f1 (x < 0, a - b >= 20): {n} points, max relative error {worst:e}");
    assert!(n >= 10 && worst <= 1e-3, "{worst}");
}

/// Envelope of `Gamma(v) |z|^((1-v)/2) J_{v-1}(2 sqrt|z|)` for z < 0 (0 elsewhere).
fn hyp0f1_envelope(a: &[f64]) -> f64 {
    let (v, z) = (a[0], a[1]);
    if z >= -1.0 {
        return 0.0;
    }
    let s = (-z).sqrt();
    let l = gsci_special::scalar::gamma::gammaln(v) + (1.0 - v) * s.ln()
        - 0.5 * (std::f64::consts::PI * s).ln();
    l.exp()
}

#[test]
fn hyp0f1_within_bounds_of_mpmath() {
    check_golden(
        "hyper.npz",
        "hyp0f1",
        64.0,
        8.0,
        |_| false,
        hyp0f1_envelope,
        |a| h::hyp0f1(a[0], a[1]),
    );
}

/// The scale of the Struve sums' largest terms: the envelope `sqrt(2/(pi x))` of the Bessel
/// term past the oscillation's onset (H), 0 elsewhere.
fn struve_envelope(a: &[f64]) -> f64 {
    let x = a[1].abs();
    if x > 2.0 && x > a[0].abs() {
        (2.0 / (std::f64::consts::PI * x)).sqrt()
    } else {
        0.0
    }
}

#[test]
fn struve_within_bounds_of_mpmath() {
    check_golden(
        "struve.npz",
        "struve",
        64.0,
        8.0,
        |_| false,
        struve_envelope,
        |a| st::struve(a[0], a[1]),
    );
    check_golden(
        "struve.npz",
        "modstruve",
        64.0,
        8.0,
        |_| false,
        |_| 0.0,
        |a| st::modstruve(a[0], a[1]),
    );
}

/// SciPy's special values: bit for bit where SciPy gives NaN, an infinity, 0 or 1 (poles,
/// domain errors, limits) or where we do; elsewhere (ordinary points of the special grid, which
/// come out of the same formulas with SciPy's own Gamma/Bessel functions) within 16 ULP.
/// Reports every mismatch before failing.
fn check_specials(file: &str, key: &str, f: impl Fn(&[f64]) -> f64, bad: &mut Vec<String>) {
    let t = table(file, key, true);
    assert!(t.inputs.len() >= 20, "{key}: too few special values");
    for (i, o) in t.inputs.iter().zip(&t.outputs) {
        let (g, w) = (f(i), o[0]);
        let exact = !w.is_finite() || !g.is_finite() || w == 0.0 || w == 1.0;
        let ok = if exact {
            same(g, w)
        } else {
            ulp_distance(g, w) <= 16
        };
        if !ok {
            bad.push(format!("{key}{i:?}: got {g:e}, SciPy {w:e}"));
        }
    }
}

#[test]
fn special_values_match_scipy() {
    let mut bad = Vec::new();
    check_specials(
        "hyper.npz",
        "hyp2f1",
        |a| h::hyp2f1(a[0], a[1], a[2], a[3]),
        &mut bad,
    );
    check_specials(
        "hyper.npz",
        "hyp1f1",
        |a| h::hyp1f1(a[0], a[1], a[2]),
        &mut bad,
    );
    check_specials("hyper.npz", "hyp0f1", |a| h::hyp0f1(a[0], a[1]), &mut bad);
    check_specials("struve.npz", "struve", |a| st::struve(a[0], a[1]), &mut bad);
    check_specials(
        "struve.npz",
        "modstruve",
        |a| st::modstruve(a[0], a[1]),
        &mut bad,
    );
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn hyper_ufuncs_loops_and_values() {
    use gsci_special::{Array, DType, Device};
    let dev = Device::cpu();
    let want: &[(&str, &[&str])] = &[
        ("hyp0f1", &["ff->f", "fF->F", "dd->d", "dD->D"]),
        ("hyp1f1", &["fff->f", "ffF->F", "ddd->d", "ddD->D"]),
        ("hyp2f1", &["dddd->d", "dddD->D", "ffff->f", "fffF->F"]),
        ("struve", &["dd->d", "ff->f"]),
        ("modstruve", &["dd->d", "ff->f"]),
    ];
    for (name, types) in want {
        assert_eq!(gsci_special::ufunc(name).unwrap().types(), *types, "{name}");
    }
    // Broadcasting, float32 in float32 out (computed in float64, rounded once).
    let v = Array::from_vec(vec![0.5f32, 1.5, 3.0], &[3, 1], &dev).unwrap();
    let x = Array::from_vec(vec![0.25f32, 2.0], &[2], &dev).unwrap();
    let r = gsci_special::struve_dyn(&v, &x).unwrap();
    assert_eq!(r.dtype(), DType::F32);
    assert_eq!(r.shape(), &[3, 2]);
    let got = r.into_typed::<f32>().unwrap().to_vec().unwrap();
    for (i, vv) in [0.5f32, 1.5, 3.0].iter().enumerate() {
        for (j, xx) in [0.25f32, 2.0].iter().enumerate() {
            let w = st::struve(*vv as f64, *xx as f64) as f32;
            assert_eq!(got[i * 2 + j].to_bits(), w.to_bits());
        }
    }
    // Integers take the float64 loop.
    let n = Array::from_vec(vec![1i64, 2], &[2], &dev).unwrap();
    let r = gsci_special::hyp2f1_dyn(&n, 1.0, 3.0, 0.5).unwrap();
    assert_eq!(r.dtype(), DType::F64);
    let got = r.into_typed::<f64>().unwrap().to_vec().unwrap();
    assert_eq!(got[0].to_bits(), h::hyp2f1(1.0, 1.0, 3.0, 0.5).to_bits());
    // SciPy: hyp2f1(1, 1, 2, 0.5) = 2 ln 2; hyp1f1(1, 2, 1) = e - 1; hyp0f1(0.5, 1) = cosh(2);
    // struve(0.5, 1) = sqrt(2/pi) (1 - cos 1).
    let close = |a: f64, b: f64| (a - b).abs() <= 4.0 * f64::EPSILON * b.abs();
    assert!(close(h::hyp2f1(1.0, 1.0, 2.0, 0.5), 2.0 * 2f64.ln()));
    assert!(close(h::hyp1f1(1.0, 2.0, 1.0), std::f64::consts::E - 1.0));
    assert!(close(h::hyp0f1(0.5, 1.0), 2f64.cosh()));
    assert!(close(
        st::struve(0.5, 1.0),
        (2.0 / std::f64::consts::PI).sqrt() * (1.0 - 1f64.cos())
    ));
    // Poles and domain: SciPy's inf and NaN.
    assert_eq!(h::hyp2f1(1.0, 1.0, -2.0, 0.5), f64::INFINITY);
    assert_eq!(h::hyp2f1(1.0, 1.0, 2.0, 1.5), f64::INFINITY);
    assert_eq!(h::hyp1f1(1.0, -2.0, 1.0), f64::INFINITY);
    assert!(h::hyp0f1(-1.0, 1.0).is_nan());
    assert!(st::struve(0.5, -1.0).is_nan());
    // A complex argument where SciPy has no complex loop (struve): an error naming the function.
    let c = Array::from_vec(vec![num_complex::Complex64::new(0.5, 0.5)], &[1], &dev).unwrap();
    match gsci_special::struve_dyn(1.5, &c) {
        Err(e) => assert!(format!("{e}").contains("struve"), "{e}"),
        Ok(_) => panic!("struve of a complex argument: expected an error"),
    }
    // hyp0f1 has SciPy's complex loop (tests/hyp_complex.rs).
    let r = gsci_special::hyp0f1_dyn(1.5, &c).unwrap();
    assert_eq!(r.dtype(), DType::C128);
}

#[test]
fn hyper_cuda_functions_compile() {
    let src = format!(
        "{}\n{}\nextern \"C\" __global__ void k_hyper(const double* a, const double* b, \
         const double* c, const double* x, double* out, long long n) {{\n  long long i = \
         (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  if (i >= n) return;\n  out[i] = \
         gsci_sp_hyp2f1(a[i], b[i], c[i], x[i]) + gsci_sp_hyp1f1(a[i], b[i], x[i]) + \
         gsci_sp_hyp0f1(a[i], x[i]) + gsci_sp_struve(a[i], x[i]) + gsci_sp_modstruve(a[i], \
         x[i]);\n}}\n",
        gsci_core::kernel_cache::TYPES_HEADER,
        gsci_special::cuda_preamble().unwrap()
    );
    compile_check("special_hyper", &src);
}

/// The five ufuncs on the device under test against the CPU at the golden points (float64):
/// within 2 ULP, or 2 ULP of the scale used in the golden checks (the oscillating functions'
/// envelope). Runs on the GPU under GSCI_TEST_DEVICE=cuda.
#[test]
fn hyper_device_agrees_with_the_cpu() {
    use gsci_special::Device;
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    type Floor = fn(&[f64]) -> f64;
    let cases: [(&str, &str, &str, Floor); 8] = [
        ("hyper.npz", "hyp2f1", "hyp2f1", |_| 0.0),
        ("hyper.npz", "hyp1f1", "hyp1f1", |_| 0.0),
        ("hyper.npz", "hyp0f1", "hyp0f1", hyp0f1_envelope),
        ("struve.npz", "struve", "struve", struve_envelope),
        ("struve.npz", "modstruve", "modstruve", |_| 0.0),
        ("struve_int.npz", "itstruve0_sp", "itstruve0", |_| 0.0),
        ("struve_int.npz", "it2struve0_sp", "it2struve0", |_| 0.0),
        ("struve_int.npz", "itmodstruve0_sp", "itmodstruve0", |_| 0.0),
    ];
    let mut fails = Vec::new();
    for (file, key, name, floor) in cases {
        let mut g = Golden::open(file);
        let ins = rows(&mut g, &format!("{key}_in"));
        let run = |d: &Device| crate::common::apply_f64(name, &ins, d);
        let (gd, gc) = (run(&dev), run(&cpu));
        let mut worst = 0.0f64;
        for i in 0..ins.len() {
            let e = uerr(gd[i], gc[i], floor(&ins[i]));
            worst = worst.max(e);
            if e > 2.0 && fails.len() < 8 {
                fails.push(format!(
                    "{name}{:?}: device {:e}, cpu {:e} ({e} ULP)",
                    ins[i], gd[i], gc[i]
                ));
            }
        }
        eprintln!(
            "{name}: device vs cpu max {worst} ULP over {} points",
            ins.len()
        );
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// The integrals of the order-0 Struve functions: SciPy's values to 2 ULP (the same algorithm,
/// Zhang and Jin's ITSH0/ITTH0/ITSL0, rounded alike), specials included; the algorithms' own
/// error against mpmath, measured and bounded as the functions' docs state: the power series
/// stop at a 1e-12 term and cancel for x near the switch points (measured 1.6e-8, 1.9e-8,
/// 6e-14 relative); the asymptotic expansions carry 7-8 digits (7.0e-8, 2.1e-8), except
/// SciPy's `itstruve0` past x = 30, which is wrong (relative errors up to 0.7; reproduced as
/// SciPy computes it, and checked to be SciPy's value above).
#[test]
fn struve_integrals_match_scipy_and_mpmath() {
    type Case = (&'static str, fn(f64) -> f64, f64, f64, Option<f64>);
    let funcs: [Case; 3] = [
        ("itstruve0", st::itstruve0, 30.0, 3e-8, None),
        ("it2struve0", st::it2struve0, 24.5, 3e-8, Some(1e-7)),
        ("itmodstruve0", st::itmodstruve0, 20.0, 1e-13, Some(3e-8)),
    ];
    for (name, f, switch, series_bound, asym_bound) in funcs {
        let t = table("struve_int.npz", name, true);
        for (inp, w) in t.inputs.iter().zip(&t.outputs) {
            let g = f(inp[0]);
            assert!(
                ulp_distance(g, w[0]) <= 2,
                "{name}({:e}) = {g:e}, SciPy {:e}",
                inp[0],
                w[0]
            );
        }
        let t = table("struve_int.npz", name, false);
        let mut worst = (0.0f64, 0.0f64);
        for (inp, w) in t.inputs.iter().zip(&t.outputs) {
            let g = f(inp[0]);
            let e = ((g - w[0]) / w[0]).abs();
            let bound = if inp[0] <= switch {
                series_bound
            } else {
                asym_bound.unwrap_or(f64::INFINITY)
            };
            assert!(
                e <= bound,
                "{name}({}) = {g:e}, mpmath {:e}: {e:e}",
                inp[0],
                w[0]
            );
            if inp[0] <= switch {
                worst.0 = worst.0.max(e);
            } else {
                worst.1 = worst.1.max(e);
            }
        }
        eprintln!(
            "{name}: relative error vs mpmath {:.1e} (series), {:.1e} (asymptotic)",
            worst.0, worst.1
        );
    }
    // The ufuncs: f32 loops compute in f64 and round, broadcasting like the other ufuncs.
    use gsci_special::{Array, Device};
    let x = Array::from_vec(vec![-2.0f32, 0.5, 40.0], &[3], &Device::cpu()).unwrap();
    let y = gsci_special::itstruve0::<f32>(&x)
        .unwrap()
        .to_vec()
        .unwrap();
    for (g, v) in y.iter().zip([-2.0f64, 0.5, 40.0]) {
        assert_eq!(*g, st::itstruve0(v) as f32);
    }
}
