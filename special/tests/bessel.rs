//! The Bessel family of integer order (`gsci_special::scalar::bessel`) against golden data:
//! mpmath references (50 digits) on grids with tiny and subnormal arguments, the first zeros, the
//! ends of each approximation's interval and large arguments; SciPy 1.17.1's special values bit
//! for bit; the CUDA header's tables equal to the Rust ones; and the CUDA header compiles.
//!
//! Data: special/golden/data/bessel.npz, written by special/golden/generate_bessel.py.
//!
//! Error measures. For i*, k*, kn: ULP of the reference. For the oscillating j0, j1, y0, y1, jn,
//! yn, whose relative error is unbounded at their zeros, two bounds: (a) the error in ULP of
//! max(|f(x)|, A(x)), where A(x) = min(1, √(2/(π|x|))) is the envelope of the oscillation for
//! |x| > |n| (and 0 for |x| ≤ |n|, where there are no zeros), and (b) plain ULP where
//! |f(x)| ≥ A(x)/8.

use gsci_special::scalar::bessel as b;

use super::error::{
    Golden, compile_check, package_file, same, special_mismatches, tables, ulp_distance,
    unary_wrappers,
};

type F1 = fn(f64) -> f64;
type F2 = fn(i64, f64) -> f64;

/// (name, function, max ULP measured against mpmath; the bound).
const NON_OSC: &[(&str, F1, u64)] = &[
    ("i0", b::i0, 3),
    ("i0e", b::i0e, 4),
    ("i1", b::i1, 8),
    ("i1e", b::i1e, 5),
    ("k0", b::k0, 5),
    ("k0e", b::k0e, 7),
    ("k1", b::k1, 3),
    ("k1e", b::k1e, 2),
];

/// (name, function, bound (a) in envelope ULP, bound (b) in ULP away from zeros).
const OSC: &[(&str, F1, f64, f64)] = &[
    ("j0", b::j0, 5.0, 32.0),
    ("j1", b::j1, 4.0, 6.0),
    ("y0", b::y0, 17.0, 75.0),
    ("y1", b::y1, 10.0, 19.0),
];

/// The spacing of doubles at |v| (finite v).
fn spacing(v: f64) -> f64 {
    let a = v.abs();
    f64::from_bits(a.to_bits() + 1) - a
}

/// Worst (envelope ULP, ULP away from zeros) of `got` against `reference` at orders `n`.
fn osc_errors(n: &[f64], x: &[f64], reference: &[f64], got: &[f64]) -> (f64, f64, String) {
    let (mut env_max, mut away_max, mut worst) = (0.0f64, 0.0f64, String::new());
    for i in 0..x.len() {
        let (r, g) = (reference[i], got[i]);
        if !r.is_finite() {
            assert!(
                same(g, r),
                "x = {:e} (n = {}): got {g:e}, mpmath {r:e}",
                x[i],
                n[i]
            );
            continue;
        }
        let ax = x[i].abs();
        let env = if ax > n[i].abs() {
            (2.0 / (std::f64::consts::PI * ax)).sqrt().min(1.0)
        } else {
            0.0
        };
        let err = (g - r).abs();
        let e = err / spacing(r.abs().max(env));
        if e > env_max || e.is_nan() {
            env_max = if e.is_nan() { f64::INFINITY } else { e };
            worst = format!("x = {:e}, n = {}: got {g:e}, mpmath {r:e}", x[i], n[i]);
        }
        if r.abs() >= env / 8.0 {
            away_max = away_max.max(err / spacing(r));
        }
    }
    (env_max, away_max, worst)
}

#[test]
fn bessel_non_oscillating_within_ulp_bounds() {
    super::error::assert_unary_bounds("bessel.npz", NON_OSC);
}

#[test]
fn bessel_oscillating_within_bounds() {
    let mut g = Golden::open("bessel.npz");
    let mut failures = Vec::new();
    for &(name, f, env_bound, away_bound) in OSC {
        let x = g.vec(&format!("{name}_x"));
        let r = g.vec(&format!("{name}_ref"));
        let got: Vec<f64> = x.iter().map(|&v| f(v)).collect();
        let n = vec![0.0; x.len()];
        let (env, away, worst) = osc_errors(&n, &x, &r, &got);
        eprintln!(
            "{name}: {env:.2} envelope ULP (bound {env_bound}), {away:.0} ULP away from zeros (bound {away_bound}) over {} points",
            x.len()
        );
        if env > env_bound || away > away_bound {
            failures.push(format!(
                "{name}: {env} envelope ULP, {away} ULP away from zeros; worst {worst}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn bessel_integer_order_within_bounds() {
    let mut g = Golden::open("bessel.npz");
    // (name, function, bound (a), bound (b)); kn does not oscillate: (a) = (b) = plain ULP.
    let cases: &[(&str, F2, f64, f64)] = &[
        ("jn", b::jn, 32.0, 32.0),
        ("yn", b::yn, 29.0, 29.0),
        ("kn", b::kn, 30.0, 30.0),
    ];
    let mut failures = Vec::new();
    for &(name, f, env_bound, away_bound) in cases {
        let n: Vec<i64> = {
            let a: ndarray::Array1<i64> = g.0.by_name(&format!("{name}_n")).expect("orders");
            a.to_vec()
        };
        let x = g.vec(&format!("{name}_x"));
        let r = g.vec(&format!("{name}_ref"));
        assert!(x.len() > 200 && n.iter().any(|&k| k < 0) && n.iter().any(|&k| k >= 100));
        let got: Vec<f64> = n.iter().zip(&x).map(|(&k, &v)| f(k, v)).collect();
        let (env, away) = if name == "kn" {
            let d = (0..x.len())
                .map(|i| ulp_distance(got[i], r[i]))
                .max()
                .unwrap() as f64;
            (d, d)
        } else {
            let nf: Vec<f64> = n.iter().map(|&k| k as f64).collect();
            let (e, a, worst) = osc_errors(&nf, &x, &r, &got);
            eprintln!("{name}: worst {worst}");
            (e, a)
        };
        eprintln!(
            "{name}: {env:.2} (a), {away:.0} (b) over {} points",
            x.len()
        );
        if env > env_bound || away > away_bound {
            failures.push(format!(
                "{name}: {env} (a) > {env_bound} or {away} (b) > {away_bound}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn bessel_special_values_match_scipy() {
    let mut g = Golden::open("bessel.npz");
    let mut failures = Vec::new();
    let unary = NON_OSC
        .iter()
        .map(|c| (c.0, c.1))
        .chain(OSC.iter().map(|c| (c.0, c.1)));
    for (name, f) in unary {
        let x = g.vec(&format!("{name}_sx"));
        let want = g.vec(&format!("{name}_sy"));
        assert!(x.iter().any(|v| v.is_nan()) && x.iter().any(|v| v.is_infinite()));
        failures.extend(special_mismatches(name, &x, &want, |i| f(x[i])));
    }
    let binary: &[(&str, F2)] = &[("jn", b::jn), ("yn", b::yn), ("kn", b::kn)];
    for &(name, f) in binary {
        let n: ndarray::Array1<i64> = g.0.by_name(&format!("{name}_sn")).expect("orders");
        let x = g.vec(&format!("{name}_sx"));
        let want = g.vec(&format!("{name}_sy"));
        failures.extend(special_mismatches(name, &x, &want, |i| f(n[i], x[i])));
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn bessel_recurrences_and_symmetries() {
    // Independent of the golden data: the three-term recurrences and the reflection rules.
    for i in 1..=300 {
        let x = i as f64 / 7.3;
        for n in 1..6i64 {
            let c = 2.0 * n as f64 / x;
            let j = b::jn(n + 1, x) + b::jn(n - 1, x) - c * b::jn(n, x);
            assert!(j.abs() <= 1e-14, "J recurrence at n = {n}, x = {x}: {j:e}");
            assert!(same(
                b::jn(-n, x),
                if n % 2 == 1 {
                    -b::jn(n, x)
                } else {
                    b::jn(n, x)
                }
            ));
            let k = b::kn(n + 1, x) - b::kn(n - 1, x) - c * b::kn(n, x);
            assert!(
                k.abs() <= 1e-13 * b::kn(n + 1, x),
                "K recurrence at n = {n}, x = {x}"
            );
        }
        assert!(same(b::i0e(x), b::i0e(-x)) && same(b::i1e(-x), -b::i1e(x)));
        // Wronskian J1 Y0 - J0 Y1 = 2/(π x).
        let w = b::j1(x) * b::y0(x) - b::j0(x) * b::y1(x);
        assert!(
            (w * std::f64::consts::PI * x / 2.0 - 1.0).abs() < 1e-13,
            "Wronskian at {x}"
        );
    }
}

#[test]
fn bessel_tables_match_cuda() {
    let rs = tables(&package_file("src/scalar/bessel.rs"), false);
    let cu = tables(&package_file("src/kernels/bessel.cuh"), true);
    assert!(rs.len() >= 24, "found {} Rust tables", rs.len());
    assert_eq!(
        rs, cu,
        "kernels/bessel.cuh's tables differ from scalar/bessel.rs's"
    );
}

#[test]
fn bessel_cuda_header_compiles() {
    let mut src = String::from(gsci_core::kernel_cache::TYPES_HEADER);
    src.push_str(&package_file("src/kernels/error.cuh"));
    src.push_str(&package_file("src/kernels/bessel.cuh"));
    let names: Vec<&str> = NON_OSC
        .iter()
        .map(|c| c.0)
        .chain(OSC.iter().map(|c| c.0))
        .collect();
    src.push_str(&unary_wrappers(&names));
    for n in ["jn", "yn", "kn"] {
        src.push_str(&format!(
            "extern \"C\" __global__ void k_{n}(const long long* m, const double* x, double* out, long long n) {{\n  \
             long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  \
             if (i < n) out[i] = gsci_sp_{n}(m[i], x[i]);\n}}\n"
        ));
    }
    compile_check("special_bessel", &src);
}

// ---- Modified Bessel functions of real order (bessel_real.npz) ----

type FR = fn(f64, f64) -> f64;

/// (name, function, max ULP measured against mpmath; the bound). The maxima sit at x = 1e-300
/// (Temme's series carries e^{μ log(2/x)} with log(2/x) ≈ 690, whose rounding costs ~100 ULP)
/// and at order 120 (the K recurrence over 120 steps); the median error is 1 ULP.
const REAL_ORDER: &[(&str, FR, u64)] = &[
    ("iv", b::iv, 157),
    ("ive", b::ive, 157),
    ("kv", b::kv, 124),
    ("kve", b::kve, 124),
];

#[test]
fn bessel_real_order_within_ulp_bounds() {
    let mut g = Golden::open("bessel_real.npz");
    let mut failures = Vec::new();
    for &(name, f, bound) in REAL_ORDER {
        let v = g.vec(&format!("{name}_v"));
        let x = g.vec(&format!("{name}_x"));
        let r = g.vec(&format!("{name}_ref"));
        assert!(
            v.iter().any(|&o| o < 0.0)
                && v.iter().any(|&o| o > 100.0)
                && x.iter().any(|&a| a > 300.0)
        );
        let (d, xi, got, want) = super::error::max_ulp(&x, &r, |i| f(v[i], x[i]));
        eprintln!(
            "{name}: max {d} ULP over {} points (bound {bound})",
            x.len()
        );
        if d > bound {
            failures.push(format!(
                "{name}(.., {xi:e}) = {got:e}, mpmath {want:e}: {d} ULP > {bound}"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// (name, function, bound (a) in envelope ULP, bound (b) in ULP away from zeros), measured as
/// in `bessel_oscillating_within_bounds`. Measured: 157 for all four, at x = 1e-300 and
/// order ±1/2 (Temme's series carries log(2/x) ≈ 690); with Hankel's expansion from x = 25
/// (6x > v²) the continued fraction no longer runs for ~x terms at 1000 ≤ x ≤ 10⁴ (it cost up
/// to 908 envelope ULP there before).
const REAL_ORDER_OSC: &[(&str, FR, f64, f64)] = &[
    ("jv", b::jv, 157.0, 157.0),
    ("yv", b::yv, 157.0, 157.0),
    ("jve", b::jve, 157.0, 157.0),
    ("yve", b::yve, 157.0, 157.0),
];

#[test]
fn bessel_jv_yv_within_bounds() {
    let mut g = Golden::open("bessel_real.npz");
    let mut failures = Vec::new();
    for &(name, f, env_bound, away_bound) in REAL_ORDER_OSC {
        let v = g.vec(&format!("{name}_v"));
        let x = g.vec(&format!("{name}_x"));
        let r = g.vec(&format!("{name}_ref"));
        assert!(v.iter().any(|&o| o < 0.0) && x.iter().any(|&a| a > 1e4) && x.len() > 300);
        let got: Vec<f64> = v.iter().zip(&x).map(|(&o, &a)| f(o, a)).collect();
        let (env, away, worst) = osc_errors(&v, &x, &r, &got);
        eprintln!(
            "{name}: {env:.1} envelope ULP (bound {env_bound}), {away:.0} ULP away from zeros (bound {away_bound}); worst {worst}"
        );
        if env > env_bound || away > away_bound {
            failures.push(format!("{name}: {env} / {away}; worst {worst}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn bessel_real_order_special_values_match_scipy() {
    let mut g = Golden::open("bessel_real.npz");
    let mut failures = Vec::new();
    let all = REAL_ORDER
        .iter()
        .map(|c| (c.0, c.1))
        .chain(REAL_ORDER_OSC.iter().map(|c| (c.0, c.1)));
    for (name, f) in all {
        let v = g.vec(&format!("{name}_sv"));
        let x = g.vec(&format!("{name}_sx"));
        let want = g.vec(&format!("{name}_sy"));
        failures.extend(special_mismatches(name, &x, &want, |i| f(v[i], x[i])));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn bessel_real_order_identities() {
    // Integer orders agree with the integer-order functions; the Wronskian
    // I_v K_{v+1} + I_{v+1} K_v = 1/x holds for real orders.
    for i in 1..120 {
        let x = i as f64 / 9.0;
        for n in 0..4i64 {
            let (a, c) = (b::iv(n as f64, x), b::kv(n as f64, x));
            let (ai, ci) = (
                if n == 0 {
                    b::i0(x)
                } else if n == 1 {
                    b::i1(x)
                } else {
                    a
                },
                b::kn(n, x),
            );
            assert!(
                (a - ai).abs() <= 1e-14 * ai.abs(),
                "iv({n}, {x}) = {a} against {ai}"
            );
            assert!(
                (c - ci).abs() <= 1e-13 * ci.abs(),
                "kv({n}, {x}) = {c} against kn {ci}"
            );
        }
        for n in 0..4i64 {
            let (a, c) = (b::jv(n as f64, x), b::jn(n, x));
            assert!(
                (a - c).abs() <= 1e-14 * (1.0 + c.abs()),
                "jv({n}, {x}) = {a} against jn {c}"
            );
            let (a, c) = (b::yv(n as f64, x), b::yn(n, x));
            assert!(
                (a - c).abs() <= 1e-13 * (1.0 + c.abs()),
                "yv({n}, {x}) = {a} against yn {c}"
            );
        }
        for v in [0.25, 1.7, 7.5] {
            // J_{v+1} Y_v - J_v Y_{v+1} = 2/(πx).
            let wj = b::jv(v + 1.0, x) * b::yv(v, x) - b::jv(v, x) * b::yv(v + 1.0, x);
            assert!(
                (wj * std::f64::consts::PI * x / 2.0 - 1.0).abs() < 1e-12,
                "J/Y Wronskian at v = {v}, x = {x}"
            );
            // Scaled where e^x I overflows, else unscaled (where e^-x I underflows).
            let scaled = b::ive(v, x) * b::kve(v + 1.0, x) + b::ive(v + 1.0, x) * b::kve(v, x);
            let w = if scaled.is_finite() && scaled > 0.0 {
                scaled
            } else {
                b::iv(v, x) * b::kv(v + 1.0, x) + b::iv(v + 1.0, x) * b::kv(v, x)
            };
            assert!(
                (w * x - 1.0).abs() < 1e-13,
                "Wronskian at v = {v}, x = {x}: {}",
                w * x
            );
        }
    }
}

#[test]
fn bessel_real_order_cuda_functions_compile() {
    let mut src = String::from(gsci_core::kernel_cache::TYPES_HEADER);
    src.push_str(&package_file("src/kernels/error.cuh"));
    src.push_str(&package_file("src/kernels/bessel.cuh"));
    for n in ["iv", "ive", "kv", "kve", "jv", "yv", "jve", "yve"] {
        src.push_str(&format!(
            "extern \"C\" __global__ void k_{n}(const double* v, const double* x, double* out, long long n) {{\n  \
             long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  \
             if (i < n) out[i] = gsci_sp_{n}(v[i], x[i]);\n}}\n"
        ));
    }
    compile_check("special_bessel_real", &src);
}

/// Orders past 500 (Debye's uniform expansion): mpmath 1.3.0 values at 40 digits for
/// (v, x) = (1000, 500), (1000, 1500) scaled and (700.5, 600), and the Wronskian I_v K_{v+1} + I_{v+1} K_v = 1/x across the switch
/// (the recurrences below 500, the expansion above).
#[test]
#[allow(clippy::excessive_precision)] // mpmath's values as printed
fn bessel_ik_debye_orders_match_mpmath_and_the_wronskian() {
    let rel = |a: f64, b: f64| ((a - b) / b).abs();
    // mpmath: besseli(1000, 500), besselk(1000, 500), and their scaled forms.
    let cases = [
        (b::iv(1000.0, 500.0), 4.6745252365944256e-144),
        (b::kv(1000.0, 500.0), 9.5670372076751768e+139),
        (b::ive(1000.0, 1500.0), 9.325407185545407e-143),
        (b::kve(1000.0, 1500.0), 2.9741338755259763e+138),
        (b::iv(700.5, 600.0), 9.572216411006715e+95),
        (b::kv(700.5, 600.0), 5.663294739397006e-100),
    ];
    for (i, (got, want)) in cases.iter().enumerate() {
        // |ln value| ~ 330: the exponent's rounding (330 ulp) bounds what any method keeps.
        assert!(
            rel(*got, *want) < 1e-13,
            "case {i}: {got:e} vs mpmath {want:e}"
        );
    }
    for &(v, x) in &[
        (499.5, 300.0),
        (500.5, 300.0),
        (800.0, 1e4),
        (2500.0, 2000.0),
        (600.25, 450.0),
    ] {
        // Scaled where e^x I overflows, else unscaled (where e^-x I underflows).
        let scaled = b::ive(v, x) * b::kve(v + 1.0, x) + b::ive(v + 1.0, x) * b::kve(v, x);
        let w = if scaled.is_finite() && scaled > 0.0 {
            scaled
        } else {
            b::iv(v, x) * b::kv(v + 1.0, x) + b::iv(v + 1.0, x) * b::kv(v, x)
        };
        assert!(
            rel(w, 1.0 / x) < 1e-12,
            "Wronskian at ({v}, {x}): {w:e} vs {:e}",
            1.0 / x
        );
    }
    // SciPy (AMOS) past its limit: NaN for ive/kv/kve; iv (cephes) is 0 at infinite order.
    assert!(b::ive(1.0, 2e9).is_nan() && b::kve(1.0, 2e9).is_nan() && b::kv(2e9, 1.0).is_nan());
    assert_eq!(b::iv(f64::INFINITY, 1.0), 0.0);
    assert_eq!(b::kv(1.0, 2e9), 0.0);
}

/// i0's float32 loop against SciPy 1.17.1's float32 i0 (special/golden/data/f32_loops.npz,
/// gen_f32_loops.py: 60034 points over |x| < 10 with 8's neighbours, large arguments to the
/// overflow, special values): the CPU bit for bit (the Taylor path to |x| = 8 is within a few
/// ulp of I0 in double; every third float32 in [0, 8], 3.6e8 points, gave SciPy's value), the
/// device under test (fused multiply-adds) within 1 ULP of SciPy and of the CPU.
#[test]
fn i0_float32_loop_is_scipys_float32_i0() {
    super::error::check_f32_golden("i0", b::i0_f32, |a| gsci_special::i0::<f32>(a));
}

/// k0's float32 loop (gen_k0_f32_table.py's pieces) against SciPy 1.17.1's float32 k0
/// (f32_loops.npz, gen_f32_loops.py: 61514 points over |x| <= 104 with every piece boundary,
/// the underflow near 101.6, special values): the CPU bit for bit (`check_k0_f32.py` compares
/// every float32 in (0, 104]), the device under test within 1 ULP; ±0 give inf, negative x and
/// NaN give NaN, 0 from 104 on, as SciPy.
#[test]
fn k0_float32_loop_is_scipys_float32_k0() {
    super::error::check_f32_golden("k0", b::k0_f32, |a| gsci_special::k0::<f32>(a));
    assert_eq!(b::k0_f32(0.0), f32::INFINITY);
    assert_eq!(b::k0_f32(-0.0), f32::INFINITY);
    assert_eq!(b::k0_f32(1e-45), 103.39486);
    assert_eq!(b::k0_f32(f32::INFINITY), 0.0);
    assert_eq!(b::k0_f32(104.0), 0.0);
    assert!(b::k0_f32(-1.0).is_nan() && b::k0_f32(f32::NAN).is_nan());
    // every piece's centre and ends against the float64 k0 rounded
    for k in 0..504usize {
        let xs: Vec<f64> = if k < 300 {
            let (e, lo) = ((k / 2) as i32 - 149, if k % 2 == 0 { 1.0 } else { 1.5 });
            [lo, lo + 0.25, lo + 0.4999]
                .iter()
                .map(|m| m * 2f64.powi(e))
                .collect()
        } else {
            let a = 2.0 + 0.5 * (k - 300) as f64;
            vec![a, a + 0.25, a + 0.4999]
        };
        for x in xs {
            let x = x as f32;
            let (got, want) = (b::k0_f32(x), b::k0(f64::from(x)) as f32);
            assert!(
                super::error::ulp_distance(f64::from(got), f64::from(want)) <= 1,
                "k0_f32({x:e}) = {got:e}, k0 rounded {want:e}"
            );
        }
    }
}
