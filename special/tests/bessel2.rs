//! The spherical Bessel functions (spherical_jn/yn/in/kn and their derivatives) and the edges of
//! the jv family (jv, yv, jve, yve) against `golden/data/bessel2.npz` (mpmath references and
//! SciPy 1.17.1's special values; written by `golden/gen_bessel2.py`), the public API's dtype
//! and option rules, the device against the CPU (`GSCI_TEST_DEVICE=cuda`) and NVRTC compiles.

use super::error::{Golden, compile_check, package_file, same};
use gsci_special::scalar::{bessel as b, bessel2 as s};
use gsci_special::{Array, DType, Device, Error, SphericalOptions};

type Sph = fn(i64, f64) -> f64;

/// (golden key, function, bound (a) in ULP of max(|value|, envelope), bound (b) in ULP where
/// |value| >= envelope / 8), measured against mpmath on the golden grid (orders 0..150,
/// |x| from 1e-8 to 1e4). The envelope of j and y is 1/|x| for |x| > n (their amplitude), 0
/// otherwise (then both bounds are relative). Measured maxima, all at order 100-150 (where j_n
/// and i_n come from J and I of order n + 1/2 by the continued fraction and recurrences of
/// [`b::jv`] / [`b::iv`], or from SciPy's upward recurrence for y_n): sjn 117, sjnd 93, syn 18,
/// synd 18, sin 123, sind 93, skn 94, sknd 114; below order 20 they are a few ulp.
const SPH: &[(&str, Sph, f64, f64)] = &[
    ("sjn", s::spherical_jn, 117.0, 117.0),
    ("sjnd", s::spherical_jn_d, 93.0, 93.0),
    ("syn", s::spherical_yn, 18.0, 18.0),
    ("synd", s::spherical_yn_d, 18.0, 18.0),
    ("sin", s::spherical_in, 123.0, 123.0),
    ("sind", s::spherical_in_d, 93.0, 93.0),
    ("skn", s::spherical_kn, 94.0, 94.0),
    ("sknd", s::spherical_kn_d, 114.0, 114.0),
];

fn spacing(x: f64) -> f64 {
    let a = x.abs().max(f64::MIN_POSITIVE);
    f64::from_bits(a.to_bits() + 1) - a
}

#[test]
fn spherical_within_bounds_of_mpmath() {
    let mut g = Golden::open("bessel2.npz");
    let mut failures = Vec::new();
    for &(key, f, env_bound, away_bound) in SPH {
        let n = g.vec(&format!("{key}_n"));
        let x = g.vec(&format!("{key}_x"));
        let r = g.vec(&format!("{key}_ref"));
        assert!(x.len() > 250 && n.iter().any(|&o| o >= 150.0) && x.iter().any(|&a| a < 0.0));
        let (mut env_max, mut away_max, mut worst) = (0.0f64, 0.0f64, String::new());
        for i in 0..x.len() {
            let got = f(n[i] as i64, x[i]);
            let oscillating = key.starts_with("sj") || key.starts_with("sy");
            let env = if oscillating && x[i].abs() > n[i] {
                1.0 / x[i].abs()
            } else {
                0.0
            };
            let err = (got - r[i]).abs();
            let e = err / spacing(r[i].abs().max(env));
            if e > env_max || e.is_nan() {
                env_max = if e.is_nan() { f64::INFINITY } else { e };
                worst = format!("n = {}, x = {:e}: {got:e}, mpmath {:e}", n[i], x[i], r[i]);
            }
            if r[i].abs() >= env / 8.0 {
                away_max = away_max.max(err / spacing(r[i]));
            }
        }
        eprintln!(
            "{key}: {env_max:.1} envelope ULP (bound {env_bound}), {away_max:.1} ULP away from zeros (bound {away_bound}); worst {worst}"
        );
        if env_max > env_bound || away_max > away_bound {
            failures.push(format!("{key}: {env_max} / {away_max}; worst {worst}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Bit for bit SciPy's results at special inputs (NaN, ±inf, ±0, negative orders, overflow,
/// underflow), except where SciPy is wrong: i_0, i_1, i'_0, i'_1 at ±1e-300 are 1, x/3, x/3, 1/3
/// (and i'_2 = 2x/15: the series x^n / (2n+1)!! (1 + x²/(2(2n+3))) below x = 1e-5), where
/// SciPy's AMOS underflows to 0; subnormal results that SciPy flushes to 0.
#[test]
fn spherical_special_values_match_scipy() {
    let mut g = Golden::open("bessel2.npz");
    let mut failures = Vec::new();
    let mut checked = 0;
    for &(key, f, _, _) in SPH {
        let n = g.vec(&format!("{key}_sn"));
        let x = g.vec(&format!("{key}_sx"));
        let want = g.vec(&format!("{key}_sy"));
        for i in 0..x.len() {
            let got = f(n[i] as i64, x[i]);
            let w = want[i];
            if key.starts_with("sin")
                && (n[i] == 0.0 || n[i] == 1.0 || key == "sind" && n[i] == 2.0)
                && x[i].abs() == 1e-300
            {
                // i_0 = 1, i_1 = x/3, i'_0 = i_1, i'_1 = 1/3 here; SciPy underflows to 0.
                let third = 1.0 / 3.0;
                let want = match (key, n[i] as i64) {
                    ("sin", 0) => 1.0,
                    ("sind", 1) => third,
                    _ => x[i] / 3.0,
                };
                let want = if key == "sind" && n[i] == 2.0 {
                    2.0 * x[i] / 15.0 // i'_2(x) = 2x/15
                } else {
                    want
                };
                assert!(
                    w == 0.0 && (got - want).abs() <= f64::EPSILON * want.abs(),
                    "{key}({}, {:e}) = {got}",
                    n[i],
                    x[i]
                );
                continue;
            }
            // Exact special values bit for bit; ordinary values to 1e-12 (SciPy's own error at order
            // 200: mpmath checks ours).
            if w == 0.0 && got != 0.0 && got.abs() < f64::MIN_POSITIVE {
                // A subnormal result (k_0(720) = 4.4e-316) that SciPy's AMOS flushes to 0.
                continue;
            }
            // k_n(-x) = -(π i_n(x) + (-1)^n k_n(x)) cancels (k_1(-1) is 0): the terms' scale.
            let scale = if key.starts_with("skn") && x[i] < 0.0 {
                let t = if key == "skn" {
                    s::spherical_in(n[i] as i64, -x[i])
                } else {
                    s::spherical_in_d(n[i] as i64, -x[i])
                };
                (std::f64::consts::PI * t).abs().max(w.abs())
            } else {
                w.abs()
            };
            let ok = if w.is_finite() && got.is_finite() && w != 0.0 {
                (got - w).abs() <= 1e-12 * scale
            } else {
                same(got, w)
            };
            checked += 1;
            if !ok {
                failures.push(format!(
                    "{key}({}, {:e}) = {got:e}, SciPy {w:e}",
                    n[i], x[i]
                ));
            }
        }
    }
    assert!(checked > 800, "only {checked} checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// jv, yv, jve, yve at SciPy's edge inputs (0, subnormal, negative and infinite orders and
/// arguments, huge orders): bit for bit where SciPy's value is an exact special value (NaN, ±inf,
/// ±0), else to 1e-12 (times |x|/10 past x = 10, SciPy's own error there). The sign of an underflowed zero at x = ±1e-300 for odd orders is not
/// compared (SciPy's J_3(-1e-300) is +0, ours -0: J_n(-x) = (-1)^n J_n(x)).
#[test]
fn jv_family_edges_match_scipy() {
    let mut g = Golden::open("bessel2.npz");
    type FR = fn(f64, f64) -> f64;
    let fns: [(&str, FR); 4] = [
        ("jv", b::jv),
        ("yv", b::yv),
        ("jve", b::jve),
        ("yve", b::yve),
    ];
    let mut failures = Vec::new();
    for (name, f) in fns {
        let v = g.vec(&format!("{name}_ev"));
        let x = g.vec(&format!("{name}_ex"));
        let want = g.vec(&format!("{name}_ey"));
        assert!(v.len() > 400);
        for i in 0..v.len() {
            let (got, w) = (f(v[i], x[i]), want[i]);
            // SciPy's own error grows like |x| eps past x = 10 (the phase): so does the tolerance.
            let tol = 1e-12 * (x[i].abs() / 10.0).max(1.0);
            let ok = if w.is_finite() && got.is_finite() && w != 0.0 {
                (got - w).abs() <= tol * w.abs()
            } else if w == 0.0 && got == 0.0 {
                true
            } else {
                same(got, w)
            };
            if !ok {
                failures.push(format!(
                    "{name}({:e}, {:e}) = {got:e}, SciPy {w:e}",
                    v[i], x[i]
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Huge orders and arguments end quickly (no recurrence of 1e9 steps), with SciPy's values where
/// SciPy's are right and mpmath's otherwise.
#[test]
#[allow(clippy::excessive_precision)] // mpmath's values as printed
fn jv_family_huge_orders_and_arguments() {
    let t = std::time::Instant::now();
    assert_eq!(b::jv(1e9, 5.0), 0.0);
    assert_eq!(b::yv(1e9, 5.0), f64::NEG_INFINITY);
    assert_eq!(b::yve(1e9, 5.0), f64::INFINITY); // SciPy's (AMOS's) sign
    assert_eq!(b::jv(2e9, 1e9), 0.0);
    assert_eq!(b::jv(1e5, 9e4), 0.0);
    assert_eq!(b::jv(-1e9, 5.0), 0.0);
    assert_eq!(b::jv(1e300, 5.0), 0.0);
    // Hankel's expansion: mpmath (SciPy's Cephes fallback loses the phase here).
    let rel = |a: f64, w: f64| ((a - w) / w).abs();
    assert!(rel(b::jv(0.5, 1e20), -5.1483603835177193471e-11) < 1e-14);
    assert!(rel(b::jv(0.0, 1e20), 6.6980090407034242849e-12) < 1e-13);
    assert!(rel(b::yv(300.5, 1e9), -2.1140382127518448893e-5) < 1e-13);
    // Past the reach of the continued fraction (x > 1e7 with v^2 > 6x): NaN, not a wrong value.
    assert!(b::jv(1e5, 2e7).is_nan());
    // The scaled forms keep their values past AMOS's 2^30 (SciPy 1.17.1: jve(5, 2e9) =
    // 6.441565016971633e-06, yve -1.6637792110611247e-05; mpmath below) up to 2^51, NaN beyond.
    assert!(rel(b::jve(5.0, 2e9), 6.4415650169716321287e-06) < 1e-13);
    assert!(rel(b::yve(5.0, 2e9), -1.6637792110611249286e-05) < 1e-13);
    assert!(b::jve(5.0, 3e15).is_nan() && b::yve(5.0, 3e15).is_nan());
    assert!(b::jve(3e15, 5.0).is_nan() && b::yve(3e15, 5.0).is_nan());
    assert!(t.elapsed().as_secs_f64() < 5.0, "took {:?}", t.elapsed());
}

#[test]
fn spherical_public_api_follows_scipy() {
    let cpu = Device::cpu();
    let z = Array::from_vec(vec![0.5f64, 1.5, -2.5, 12.0], &[4], &cpu).unwrap();
    let n = Array::from_vec(vec![0i64, 1, 2, 3], &[4], &cpu).unwrap();
    let d = SphericalOptions::default();
    let dd = SphericalOptions { derivative: true };
    type Pub = fn(
        gsci_special::Operand,
        gsci_special::Operand,
        &SphericalOptions,
    ) -> gsci_special::Result<gsci_special::DynArray>;
    let cases: [(Pub, Sph, Sph); 4] = [
        (
            |n, z, o| gsci_special::spherical_jn_dyn(n, z, o),
            s::spherical_jn,
            s::spherical_jn_d,
        ),
        (
            |n, z, o| gsci_special::spherical_yn_dyn(n, z, o),
            s::spherical_yn,
            s::spherical_yn_d,
        ),
        (
            |n, z, o| gsci_special::spherical_in_dyn(n, z, o),
            s::spherical_in,
            s::spherical_in_d,
        ),
        (
            |n, z, o| gsci_special::spherical_kn_dyn(n, z, o),
            s::spherical_kn,
            s::spherical_kn_d,
        ),
    ];
    let zs = z.to_vec().unwrap();
    for (k, (f, val, der)) in cases.iter().enumerate() {
        for (opts, g) in [(&d, val), (&dd, der)] {
            let r = f((&n).into(), (&z).into(), opts).unwrap();
            assert_eq!(r.dtype(), DType::F64);
            let got = r.into_typed::<f64>().unwrap().to_vec().unwrap();
            for i in 0..4 {
                let w = g(i as i64, zs[i]);
                assert!(same(got[i], w), "case {k} at {i}: {} vs {w}", got[i]);
            }
        }
        // A float order is truncated (SciPy's np.asarray(n, dtype=long)).
        let nf = Array::from_vec(vec![2.7f64], &[1], &cpu).unwrap();
        let r = f((&nf).into(), 1.5f64.into(), &d).unwrap();
        let got = r.into_typed::<f64>().unwrap().to_vec().unwrap()[0];
        assert!(same(got, val(2, 1.5)), "case {k}: float order");
        // float32 z stays float32; a complex order is an error; complex z has no loop yet.
        let z32 = Array::from_vec(vec![1.5f32], &[1], &cpu).unwrap();
        assert_eq!(
            f(2i64.into(), (&z32).into(), &d).unwrap().dtype(),
            DType::F32
        );
        let zc = Array::from_vec(vec![num_complex::Complex64::new(1.0, 1.0)], &[1], &cpu).unwrap();
        assert!(matches!(
            f(2i64.into(), (&zc).into(), &d),
            Err(Error::Unsupported { .. })
        ));
        let nc = Array::from_vec(vec![num_complex::Complex64::new(1.0, 0.0)], &[1], &cpu).unwrap();
        assert!(matches!(
            f((&nc).into(), 1.5f64.into(), &d),
            Err(Error::InvalidArgument { .. })
        ));
    }
    // Typed form and broadcasting: n (3, 1) against z (4,); negative orders are NaN.
    let n2 = Array::from_vec(vec![-1i64, 0, 5], &[3, 1], &cpu).unwrap();
    let r: Array<f64> = gsci_special::spherical_jn(&n2, &z, &d).unwrap();
    assert_eq!(r.shape(), &[3, 4]);
    let v = r.to_vec().unwrap();
    assert!(v[..4].iter().all(|x| x.is_nan()));
    assert!(same(v[4], (0.5f64).sin() / 0.5));
    assert!(matches!(
        gsci_special::spherical_jn::<f32>(&n2, &z, &d),
        Err(Error::DTypeMismatch { .. })
    ));
    // SciPy's values: spherical_jn(2, 1.5), spherical_kn(1, 2.5, derivative=True).
    let one = |v: f64| Array::from_vec(vec![v], &[1], &cpu).unwrap();
    let r: Array<f64> = gsci_special::spherical_jn(2i64, one(1.5), &d).unwrap();
    assert!((r.to_vec().unwrap()[0] - 0.12734928368840834).abs() < 1e-16);
    let r: Array<f64> = gsci_special::spherical_kn(1i64, one(2.5), &dd).unwrap();
    assert!((r.to_vec().unwrap()[0] - s::spherical_kn_d(1, 2.5)).abs() == 0.0);
}

/// The eight spherical ufuncs on the device under test against the CPU (within 2 ulp, or
/// 2 (1 + n) ulp of the envelope 1/|x| for the oscillating j and y, whose upward recurrence
/// accumulates the backends' sin/cos differences), over the shared dense grids.
#[test]
fn spherical_device_agrees_with_the_cpu() {
    use super::ufunc_device::{loop_inputs, ulps};
    let dev = gsci_tests::test_device();
    let mut failures = Vec::new();
    for f in gsci_special::spherical_ufuncs().unwrap() {
        for lp in f.loops() {
            let order = [true, false];
            let dense = dev.is_cuda();
            let ins_dev = loop_inputs(&lp.inputs, &order, &dev, dense);
            let ins_cpu = loop_inputs(&lp.inputs, &order, &Device::cpu(), dense);
            let od: Vec<_> = ins_dev.iter().map(gsci_special::Operand::from).collect();
            let oc: Vec<_> = ins_cpu.iter().map(gsci_special::Operand::from).collect();
            let got = gsci_core::ufunc::external::apply(&f, &od).unwrap();
            let want = gsci_core::ufunc::external::apply(&f, &oc).unwrap();
            assert_eq!(got[0].dtype(), lp.outputs[0]);
            let shape = want[0].shape().to_vec();
            let flat = |a: &gsci_special::DynArray| -> Vec<f64> {
                a.astype(DType::F64)
                    .unwrap()
                    .into_typed::<f64>()
                    .unwrap()
                    .broadcast_to(&shape)
                    .unwrap()
                    .to_contiguous()
                    .unwrap()
                    .to_vec()
                    .unwrap()
            };
            let (nn, xx) = (flat(&ins_cpu[0]), flat(&ins_cpu[1]));
            let (g, w) = (flat(&got[0]), flat(&want[0]));
            let osc = f.name().contains("jn") || f.name().contains("yn");
            for i in 0..g.len() {
                let env = if osc && xx[i].abs() > 2.0 && xx[i].is_finite() {
                    1.0 / xx[i].abs()
                } else {
                    0.0
                };
                // Past x = n the functions come from sin x / x and cos x / x by the upward
                // recurrence, which carries the backends' 1-ulp sin/cos differences n steps,
                // each adding up to an ulp of the envelope: 2 (1 + n) ulp of it there.
                let steps = if nn[i].is_finite() {
                    1.0 + nn[i].abs()
                } else {
                    1.0
                };
                if env > 0.0 && (g[i] - w[i]).abs() <= 2.0 * steps * env * f64::EPSILON {
                    continue;
                }
                let u = ulps(g[i], w[i], lp.outputs[0]);
                if u > 2.0 && failures.len() < 10 {
                    failures.push(format!(
                        "{} {} at n = {}, x = {:e}: device {:e}, cpu {:e} ({u} ulp)",
                        f.name(),
                        lp.signature(),
                        nn[i],
                        xx[i],
                        g[i],
                        w[i]
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The spherical functions' and Airy functions' device code compiles (NVRTC, sm_90): each
/// function in a kernel, and every generated kernel of the eight spherical ufuncs (airy and
/// airye are in the registry: `kernel_compile.rs` compiles theirs).
#[test]
fn spherical_cuda_compiles() {
    // bessel2.cuh is part of the preamble every special kernel gets.
    assert!(
        gsci_special::cuda_preamble()
            .unwrap()
            .contains(&package_file("src/kernels/bessel2.cuh"))
    );
    let mut src = String::from(gsci_core::kernel_cache::TYPES_HEADER);
    src.push_str(gsci_special::cuda_preamble().unwrap());
    for n in [
        "spherical_jn",
        "spherical_jn_d",
        "spherical_yn",
        "spherical_yn_d",
        "spherical_in",
        "spherical_in_d",
        "spherical_kn",
        "spherical_kn_d",
    ] {
        src.push_str(&format!(
            "extern \"C\" __global__ void k_{n}(const long long* m, const double* x, double* out, long long n) {{\n  \
             long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  \
             if (i < n) out[i] = gsci_sp_{n}(m[i], x[i]);\n}}\n"
        ));
    }
    src.push_str(
        "extern \"C\" __global__ void k_airy(const double* x, double* o, long long n) {\n  \
         long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  \
         if (i < n) { gsci_sp_airy(x[i], o + 8 * i, o + 8 * i + 1, o + 8 * i + 2, o + 8 * i + 3);\n  \
         gsci_sp_airye(x[i], o + 8 * i + 4, o + 8 * i + 5, o + 8 * i + 6, o + 8 * i + 7); }\n}\n",
    );
    compile_check("special_bessel2", &src);
    let defs = gsci_special::spherical_ufuncs().unwrap();
    let refs: Vec<&gsci_core::ufunc::external::ElementwiseFn> =
        defs.iter().map(|f| f.as_ref()).collect();
    compile_check(
        "special_spherical_ufuncs",
        &gsci_core::ufunc::external::generated_kernel_sources(&refs),
    );
}

// ---- Airy functions ----

type Airy = fn(f64) -> (f64, f64, f64, f64);

fn pick(r: (f64, f64, f64, f64), k: usize) -> f64 {
    [r.0, r.1, r.2, r.3][k]
}

/// Bounds (ULP of max(|value|, envelope)) per output Ai, Ai', Bi, Bi' against mpmath on the
/// golden grid (|x| ≤ 1000), and a bound on [-10, 103]. Left of -2.09 the envelope is the
/// modulus |x|^(∓1/4)/√π: the phase 2/3 |x|^1.5 + π/4 is rounded once (~|x|^1.5 eps absolute),
/// which sets the maxima at x = -1000 (ζ = 21082: about ζ/2 ULP; SciPy's AMOS values are off by
/// as much, 1e-9 relative at x = -1e5). Measured: airy 19243, 12783, 12936, 19016 at x = -1000
/// and 281 on [-10, 103] (e^{±ζ} with ζ up to 697 rounded once); airye 21, 32 (e^ζ times the
/// power series near x = 2), and Bi, Bi' as airy's (unscaled left of 0), 32 on [-10, 103].
const AIRY_BOUNDS: [(&str, Airy, [f64; 4], f64); 2] = [
    ("airy", s::airy, [19243.0, 12783.0, 12936.0, 19016.0], 281.0),
    ("airye", s::airye, [21.0, 32.0, 12936.0, 19016.0], 32.0),
];

#[test]
fn airy_within_bounds_of_mpmath() {
    let mut g = Golden::open("bessel2.npz");
    let mut failures = Vec::new();
    for (name, f, bounds, near_bound) in AIRY_BOUNDS {
        for (k, &bound) in bounds.iter().enumerate() {
            let x = g.vec(&format!("{name}{k}_x"));
            let r = g.vec(&format!("{name}{k}_ref"));
            assert!(x.len() > 150);
            let (mut worst, mut at, mut near) = (0.0f64, 0.0, 0.0f64);
            for i in 0..x.len() {
                let got = pick(f(x[i]), k);
                let env = if x[i] < -2.09 {
                    x[i].abs().powf(if k % 2 == 0 { -0.25 } else { 0.25 })
                        / std::f64::consts::PI.sqrt()
                } else {
                    0.0
                };
                let e = (got - r[i]).abs() / spacing(r[i].abs().max(env));
                let e = if e.is_nan() { f64::INFINITY } else { e };
                if e > worst {
                    (worst, at) = (e, x[i]);
                }
                if x[i] >= -10.0 {
                    near = near.max(e);
                }
            }
            eprintln!(
                "{name} output {k}: {worst:.1} ULP at x = {at} (bound {bound}); {near:.1} on [-10, 103]"
            );
            if worst > bound || near > near_bound {
                failures.push(format!(
                    "{name} output {k}: {worst} ULP at {at}; {near} on [-10, 103]"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// SciPy's values at the edges, bit for bit where exact (NaN, ±inf, 0; AMOS's argument limit and
/// its underflow/overflow thresholds past 103), else to 1e-12 (times (|x|/10)^1.5 past 10).
#[test]
fn airy_special_values_match_scipy() {
    let mut g = Golden::open("bessel2.npz");
    let mut failures = Vec::new();
    for (name, f, _, _) in AIRY_BOUNDS {
        let x = g.vec(&format!("{name}_sx"));
        for k in 0..4 {
            let want = g.vec(&format!("{name}{k}_sy"));
            for i in 0..x.len() {
                let (got, w) = (pick(f(x[i]), k), want[i]);
                // SciPy's (and our) phase error grows as |x|^1.5 eps, the exponent's as ζ eps.
                let tol = 1e-12 * (x[i].abs() / 10.0).powf(1.5).max(1.0);
                let ok = if w.is_finite() && got.is_finite() && w != 0.0 {
                    (got - w).abs() <= tol * w.abs()
                } else {
                    same(got, w)
                };
                if !ok {
                    failures.push(format!(
                        "{name} output {k} at {:e}: {got:e}, SciPy {w:e}",
                        x[i]
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn airy_tables_match_cuda() {
    let rs = super::error::tables(&package_file("src/scalar/bessel2.rs"), false);
    let cu = super::error::tables(&package_file("src/kernels/bessel2.cuh"), true);
    assert_eq!(rs.len(), 16, "found {} Rust tables", rs.len());
    assert_eq!(
        rs, cu,
        "kernels/bessel2.cuh's tables differ from scalar/bessel2.rs's"
    );
}

#[test]
fn airy_ufuncs_are_the_scalar_functions() {
    let cpu = Device::cpu();
    let xs = [-1e3, -20.5, -2.5, -0.5, 0.0, 0.5, 2.5, 9.0, 50.0, 103.2];
    let x = Array::from_vec(xs.to_vec(), &[xs.len()], &cpu).unwrap();
    let (a, ap, bi, bp) = gsci_special::airy::<f64>(&x).unwrap();
    let (ea, eap, ebi, ebp) = gsci_special::airye::<f64>(&x).unwrap();
    let outs = [a, ap, bi, bp, ea, eap, ebi, ebp].map(|o| o.to_vec().unwrap());
    for (i, &v) in xs.iter().enumerate() {
        for k in 0..4 {
            assert!(same(outs[k][i], pick(s::airy(v), k)), "airy {k} at {v}");
            assert!(
                same(outs[4 + k][i], pick(s::airye(v), k)),
                "airye {k} at {v}"
            );
        }
    }
    // float32 stays float32 (SciPy's f->ffff); SciPy's value airy(0.5)[0].
    let x32 = Array::from_vec(vec![0.5f32], &[1], &cpu).unwrap();
    assert_eq!(gsci_special::airy_dyn(&x32).unwrap().0.dtype(), DType::F32);
    assert!((outs[0][5] - 0.23169360648083343).abs() <= 1e-16);
}
