//! Every registered ufunc on the device under test (`GSCI_TEST_DEVICE=cuda` for the GPU) against
//! the CPU over dense grids of each loop's input dtypes: within 2 ulp of the output dtype (the
//! two backends run the same algorithm; their math libraries differ by 1-2 ulp), or within 2 ulp
//! of the cancelling terms' scale for the few functions whose formula cancels (stated below). On
//! the CPU alone the ufunc path is compared with the scalar functions bit for bit.

use gsci_core::ufunc::DynArray;
use gsci_core::ufunc::external::ElementwiseFn;
use gsci_special::{Array, DType, Device};
use num_complex::Complex64;

/// Dense grid of float values for one input slot: a wide linear and logarithmic sweep, and the
/// special values (signed zeros, infinities, NaN, tiny and huge, degree-function edges).
pub(crate) fn float_grid(n: usize) -> Vec<f64> {
    let mut v = Vec::with_capacity(2 * n + 40);
    for i in 0..n {
        v.push(-60.0 + 120.0 * i as f64 / (n - 1) as f64);
    }
    for i in 0..n / 2 {
        let e = -300.0 + 600.0 * i as f64 / (n / 2 - 1) as f64;
        v.push(10f64.powf(e));
        v.push(-(10f64.powf(e * 0.9)));
    }
    v.extend([
        0.0,
        -0.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        0.5,
        1.0,
        -1.0,
        2.0,
        0.25,
        0.75,
        0.3,
        0.65,
        1e-16,
        -1e-16,
        45.0,
        90.0,
        135.0,
        180.0,
        270.0,
        360.0,
        -90.0,
        1e14,
        2e14,
        709.0,
        717.5,
        800.0,
        -745.0,
        f64::MIN_POSITIVE,
        5e-324,
        std::f64::consts::FRAC_PI_4,
        -std::f64::consts::FRAC_PI_4,
        2.0 * std::f64::consts::PI,
    ]);
    v
}

fn int_grid() -> Vec<i64> {
    (-4..40).collect()
}

/// Inputs of `k` slots of a loop as broadcastable arrays: one slot gets the dense grid; two
/// slots an outer product of coarser grids; three or four slots zipped pseudo-random picks.
pub(crate) fn loop_inputs(
    ins: &[DType],
    order: &[bool],
    dev: &Device,
    dense: bool,
) -> Vec<DynArray> {
    let k = ins.len();
    let scale = |n: usize| if dense { n } else { n / 10 + 2 };
    let make = |d: DType, vals: &[f64], shape: &[usize]| -> DynArray {
        match d {
            DType::F32 => Array::from_vec(vals.iter().map(|&x| x as f32).collect(), shape, dev)
                .unwrap()
                .into(),
            DType::F64 => Array::from_vec(vals.to_vec(), shape, dev).unwrap().into(),
            DType::I64 => Array::from_vec(vals.iter().map(|&x| x as i64).collect(), shape, dev)
                .unwrap()
                .into(),
            DType::C64 | DType::C128 => {
                let c: Vec<Complex64> = vals
                    .iter()
                    .enumerate()
                    .map(|(i, &x)| Complex64::new(x, vals[(i * 7 + 3) % vals.len()]))
                    .collect();
                let a = Array::from_vec(c, shape, dev).unwrap();
                if d == DType::C64 {
                    DynArray::from(a).astype(DType::C64).unwrap()
                } else {
                    a.into()
                }
            }
            other => panic!("no grid for {other}"),
        }
    };
    // An integer-order slot (int64 in some loop) takes orders -4..40 in every loop, with
    // fractional ones in float loops (SciPy truncates them).
    let vals_for = |d: DType, n: usize, slot: usize| -> Vec<f64> {
        if d == DType::I64 {
            int_grid().iter().map(|&i| i as f64).collect()
        } else if order[slot] {
            let mut v: Vec<f64> = int_grid().iter().map(|&i| i as f64).collect();
            v.extend([0.5, 2.7, -2.7, 10.25, f64::NAN]);
            v
        } else {
            float_grid(n)
        }
    };
    match k {
        1 => {
            let v = vals_for(ins[0], scale(4001), 0);
            vec![make(ins[0], &v, &[v.len()])]
        }
        2 => {
            let a = vals_for(ins[0], scale(121), 0);
            let b = vals_for(ins[1], scale(121), 1);
            vec![
                make(ins[0], &a, &[a.len(), 1]),
                make(ins[1], &b, &[b.len()]),
            ]
        }
        _ => {
            let n = scale(20000);
            (0..k)
                .map(|s| {
                    let base = vals_for(ins[s], scale(301), s);
                    let mut state = 0x9e37_79b9_7f4a_7c15u64 ^ (s as u64 * 0x1234_5678);
                    let picks: Vec<f64> = (0..n)
                        .map(|_| {
                            state ^= state << 13;
                            state ^= state >> 7;
                            state ^= state << 17;
                            base[(state % base.len() as u64) as usize]
                        })
                        .collect();
                    make(ins[s], &picks, &[n])
                })
                .collect()
        }
    }
}

fn f64s(a: &DynArray) -> Vec<f64> {
    match a.dtype() {
        DType::C64 | DType::C128 => {
            let c = a
                .astype(DType::C128)
                .unwrap()
                .into_typed::<Complex64>()
                .unwrap();
            c.to_vec()
                .unwrap()
                .iter()
                .flat_map(|z| [z.re, z.im])
                .collect()
        }
        _ => a
            .astype(DType::F64)
            .unwrap()
            .into_typed::<f64>()
            .unwrap()
            .to_vec()
            .unwrap(),
    }
}

/// Distance in units in the last place of `d` (0 for equal values and for two NaNs).
/// One ulp of `x` in dtype `d` (f32 for the single-precision dtypes).
fn ulp_of(x: f64, d: DType) -> f64 {
    if matches!(d, DType::F32 | DType::C64) {
        let x = (x.abs() as f32).max(f32::MIN_POSITIVE * f32::EPSILON);
        (f32::from_bits(x.to_bits() + 1) - x) as f64
    } else {
        let x = x.abs().max(5e-324);
        f64::from_bits(x.to_bits() + 1) - x
    }
}

pub(crate) fn ulps(a: f64, b: f64, d: DType) -> f64 {
    if a == b || (a.is_nan() && b.is_nan()) {
        return 0.0;
    }
    if a.is_nan() || b.is_nan() || a.is_infinite() || b.is_infinite() {
        return f64::INFINITY;
    }
    let single = matches!(d, DType::F32 | DType::C64);
    let ulp = |x: f64| -> f64 {
        if single {
            let x = (x.abs() as f32).max(f32::MIN_POSITIVE * f32::EPSILON);
            (f32::from_bits(x.to_bits() + 1) - x) as f64
        } else {
            let x = x.abs().max(5e-324);
            f64::from_bits(x.to_bits() + 1) - x
        }
    };
    (a - b).abs() / ulp(a).min(ulp(b))
}

/// The scale of the cancelling terms of a function's formula (0: none), in which its
/// cross-backend difference is measured: `kl_div` subtracts `x` and adds `y` to `x log(x/y)`;
/// `cosm1` outside `[-pi/4, pi/4]` is `cos(x) - 1`; the oscillating Bessel functions' envelope.
fn cancel_scale(name: &str, args: &[f64]) -> f64 {
    match name {
        "kl_div" => args[0].abs().max(args[1].abs()),
        "cosm1" if args[0].abs() > std::f64::consts::FRAC_PI_4 => 1.0,
        // Oscillating Bessel functions past their first zero: the phase x - (2n+1)pi/4 and the
        // backends' sin/cos (1 ulp apart) put a difference of ulps of the envelope sqrt(2/(pi x))
        // on every value, which near a zero is many ulps of the value itself.
        "j0" | "j1" | "y0" | "y1" | "yn" | "jn" | "jv" | "yv" | "jve" | "yve" => {
            let x = args[args.len() - 1].abs();
            if x > 2.0 && x.is_finite() {
                (2.0 / (std::f64::consts::PI * x)).sqrt()
            } else {
                0.0
            }
        }
        // Airy functions left of -2.09: modulus |x|^(∓1/4)/√π times sin/cos of the phase
        // 2/3 |x|^1.5 + π/4 (the larger envelope, |x|^(1/4)/√π, for all four outputs).
        "airy" | "airye" if args[0] < -2.0 && args[0].is_finite() => {
            args[0].abs().powf(0.25) / std::f64::consts::PI.sqrt()
        }
        // hyperu: specfun's CHGU accepts sums that cancel (see `hyperu::hyperu_scale`).
        "hyperu" => crate::hyperu::hyperu_scale(args[0], args[1], args[2]),
        // ln Gamma left of 0 is ln(pi) - ln|sin(pi x)| - ln Gamma(1 - x): the terms cancel near
        // its zeros (-2.457, -2.747, ...), where the result is far smaller than they are.
        "gammaln" if args[0] < 0.0 && args[0].is_finite() => {
            let s = (std::f64::consts::PI * args[0]).sin().abs();
            let lg = gsci_special::scalar::gamma::gammaln(1.0 - args[0]).abs();
            std::f64::consts::PI.ln().max(s.ln().abs()).max(lg)
        }
        _ => 0.0,
    }
}

/// For functions computed as `exp(E)` from an exponent `E` of large magnitude (the modified
/// Bessel functions at orders past 500, Debye's expansion: E = ±(x + ν(1/(√(1+z²)+z) -
/// asinh(1/z)))), the two backends' 1-ulp differences in `asinh`/`log` become `|E|` ulp of the
/// result: the difference is measured in units of `max(1, |ln value|)` ulp there.
fn exponent_scale(name: &str, args: &[f64], value: f64) -> f64 {
    match name {
        "iv" | "ive" | "kv" | "kve"
            if args[0].abs() > 500.0 && value.is_finite() && value != 0.0 =>
        {
            value.abs().ln().abs().max(1.0)
        }
        "gammaincinv" | "gammainccinv" | "chdtri" | "pdtri" => igami_scale(name, args, value),
        // P and Q carry the factor x^a e^-x / Gamma(a) = exp(a ln x - x - ln Gamma(a)): the
        // backends' 1-ulp log/lgam move that exponent by up to its largest term's ulp.
        "gammainc" | "gammaincc" if args[0] > 0.0 && args[1] > 0.0 && args[1].is_finite() => {
            let (a, x) = (args[0], args[1]);
            let lg = gsci_special::scalar::gamma::gammaln(a).abs();
            let s = (a * x.ln()).abs().max(x).max(lg);
            if s.is_finite() { s.max(1.0) } else { 1.0 }
        }
        // Box-Cox and pseudo-Huber are expm1/exp of an exponent E computed with log/log1p
        // (E = λ ln x, λ ln(1+x), ln(1+λy)/λ, ½ ln(1+v²)): the backends' 1-ulp logarithms move
        // E by |E| ulp, and the result's relative error is that absolute change of E.
        "boxcox" | "boxcox1p" | "inv_boxcox" | "inv_boxcox1p" | "pseudo_huber" => {
            let e = match name {
                "boxcox" => args[1] * args[0].ln(),
                "boxcox1p" => args[1] * args[0].ln_1p(),
                "pseudo_huber" => 0.5 * (args[1] / args[0]).powi(2).ln_1p(),
                _ => (args[1] * args[0]).ln_1p() / args[1],
            };
            if e.is_finite() { e.abs().max(1.0) } else { 1.0 }
        }
        _ => 1.0,
    }
}

/// The complex error functions carry exp(-z^2) (Faddeeva's w and its relatives): the backends'
/// 1-ulp exp/sin/cos of the exponent -z^2 = y^2 - x^2 - 2ixy move the result by |z|^2 ulp, so
/// the difference is measured in units of |z|^2 (at least 1) ulp for complex input (`re`, `im`
/// of the first argument).
fn complex_exp_scale(name: &str, re: f64, im: f64) -> f64 {
    match name {
        "erf" | "erfc" | "erfcx" | "erfi" | "dawsn" | "wofz" => {
            let m = re * re + im * im;
            if m.is_finite() { m.max(1.0) } else { 1.0 }
        }
        _ => 1.0,
    }
}

/// `gammaincinv` and its users run SciPy's igami: three Halley steps on P (or Q) whose factor
/// `x^a e^-x / Gamma(a)` is `exp(E)`, `E = a ln x - x - ln Gamma(a)`, so the backends' 1-ulp
/// differences in `log`/`lgam` become up to `max(|a ln x|, x, |ln Gamma(a)|)` ulp of P, and the
/// inverse multiplies P's relative error by its condition number `min(P, Q) / (x dP/dx)`: the
/// difference is measured in units of their product (at least 1) ulp. (On the CPU the results
/// are SciPy's bit for bit, tests/igami.rs.)
fn igami_scale(name: &str, args: &[f64], value: f64) -> f64 {
    let (a, x, t) = match name {
        "chdtri" => (0.5 * args[0], 0.5 * value, args[1]),
        "pdtri" => (args[0].floor() + 1.0, value, args[1]),
        _ => (args[0], value, args[1]),
    };
    let t = t.min(1.0 - t);
    if !(a > 0.0 && a <= 1e10 && x > 0.0 && x.is_finite() && t > 0.0) {
        return 1.0;
    }
    let lg = gsci_special::scalar::gamma::gammaln(a);
    let kappa = (t.ln() - (a * x.ln() - x - lg)).exp();
    if !kappa.is_finite() {
        return 1.0;
    }
    (a * x.ln()).abs().max(x).max(lg.abs()).max(1.0) * kappa.max(1.0)
}

/// Runs every loop of `f` on the device under test and on the CPU; returns the worst ulp.
/// The worst ulp distance between the device and the CPU over the function's grid, and the
/// first (at most three) points beyond 2 ulp.
fn check_function(f: &ElementwiseFn, dev: &Device) -> (f64, Vec<String>) {
    let mut failures = Vec::new();
    let mut worst = 0.0f64;
    let mut worst_at = String::new();
    for lp in f.loops() {
        // Dense grids on the GPU; on the CPU alone (the same code on both sides) a coarse pass
        // that still runs every loop.
        let dense = dev.is_cuda();
        let order: Vec<bool> = (0..f.nin())
            .map(|k| f.loops().iter().any(|l| l.inputs[k] == DType::I64))
            .collect();
        let ins_dev = loop_inputs(&lp.inputs, &order, dev, dense);
        let ins_cpu = loop_inputs(&lp.inputs, &order, &Device::cpu(), dense);
        let ops_dev: Vec<_> = ins_dev
            .iter()
            .map(gsci_core::ufunc::Operand::from)
            .collect();
        let ops_cpu: Vec<_> = ins_cpu
            .iter()
            .map(gsci_core::ufunc::Operand::from)
            .collect();
        let got = gsci_core::ufunc::external::apply(f, &ops_dev).unwrap();
        let want = gsci_core::ufunc::external::apply(f, &ops_cpu).unwrap();
        // The broadcast inputs, flattened, for the cancellation scale.
        let shape = want[0].shape().to_vec();
        let flat_in: Vec<Vec<f64>> = ins_cpu
            .iter()
            .map(|a| {
                let v = gsci_core::ufunc::DynArray::from(
                    a.astype(DType::F64)
                        .map(|x| {
                            x.into_typed::<f64>()
                                .unwrap()
                                .broadcast_to(&shape)
                                .unwrap()
                                .to_contiguous()
                                .unwrap()
                        })
                        .unwrap_or_else(|_| Array::<f64>::zeros(&shape, &Device::cpu()).unwrap()),
                );
                f64s(&v)
            })
            .collect();
        // The first input where it is complex (else none).
        let first_c: Option<Vec<Complex64>> = if lp.inputs[0].is_complex() {
            ins_cpu[0]
                .astype(DType::C128)
                .ok()
                .and_then(|x| x.into_typed::<Complex64>().ok())
                .and_then(|x| x.broadcast_to(&shape).ok())
                .and_then(|x| x.to_contiguous().ok())
                .and_then(|x| x.to_vec().ok())
        } else {
            None
        };
        for (j, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_eq!(g.dtype(), w.dtype(), "{} loop {}", f.name(), lp.signature());
            assert_eq!(g.dtype(), lp.outputs[j]);
            let (g, w) = (f64s(g), f64s(w));
            let per = if lp.outputs[j].is_complex() { 2 } else { 1 };
            for (i, (&a, &b)) in g.iter().zip(&w).enumerate() {
                let e = i / per;
                let args: Vec<f64> = flat_in.iter().map(|v| v[e]).collect();
                // (equal values need no scale: hyperu's costs four evaluations)
                let scale = if a == b || (a.is_nan() && b.is_nan()) {
                    0.0
                } else {
                    cancel_scale(f.name(), &args)
                };
                let u = if scale > 0.0 && (a - b).abs() <= 2.0 * scale * f64::EPSILON {
                    0.0
                } else {
                    let cs = first_c
                        .as_ref()
                        .map_or(1.0, |z| complex_exp_scale(f.name(), z[e].re, z[e].im));
                    // A complex value's component is compared in ulps of the value's larger
                    // component (a part that cancels to ~0 has no ulps of its own to keep).
                    let comp = ulps(a, b, lp.outputs[j]);
                    let u = if per == 2 && a.is_finite() && b.is_finite() {
                        let mag = w[2 * e].abs().max(w[2 * e + 1].abs());
                        comp.min((a - b).abs() / ulp_of(mag, lp.outputs[j]))
                    } else {
                        comp
                    };
                    u / exponent_scale(f.name(), &args, b) / cs
                };
                if u > 2.0 && failures.len() < 3 {
                    failures.push(format!(
                        "{} loop {} output {j} at {args:?}: device {a:e}, cpu {b:e} ({u} ulp)",
                        f.name(),
                        lp.signature()
                    ));
                }
                if u > worst {
                    worst = u;
                    worst_at = format!(
                        "{} loop {} output {j} at {args:?}: device {a:e}, cpu {b:e}",
                        f.name(),
                        lp.signature()
                    );
                }
            }
        }
    }
    if worst > 2.0 && !failures.iter().any(|l| l.starts_with(&worst_at)) {
        failures.push(format!("{worst_at} ({worst} ulp, the worst)"));
    }
    (worst, failures)
}

/// Every registered function on the device against the CPU, within 2 ulp; all functions are
/// checked and every disagreement is reported before the test fails. Functions are checked on
/// several threads (each function's kernels compile on first use: one thread would spend the
/// GPU run compiling); each function's line and its disagreements are printed as it finishes.
/// `GSCI_SPECIAL_ONLY=name,name` checks only those functions.
#[test]
fn every_function_agrees_with_the_cpu_within_2_ulp() {
    let dev = gsci_tests::test_device();
    let only: Option<Vec<String>> = std::env::var("GSCI_SPECIAL_ONLY")
        .ok()
        .filter(|v| !v.trim().is_empty())
        .map(|v| v.split(',').map(|s| s.trim().to_string()).collect());
    let fns: Vec<_> = gsci_special::registry()
        .unwrap()
        .into_iter()
        .filter(|f| {
            only.as_ref()
                .is_none_or(|o| o.iter().any(|n| n == f.name()))
        })
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .clamp(1, 12);
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| {
                loop {
                    let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let Some(f) = fns.get(k) else { break };
                    let t = std::time::Instant::now();
                    let (w, fails) = check_function(f, &dev);
                    eprintln!(
                        "{}: worst {w} ulp ({:.2} s){}",
                        f.name(),
                        t.elapsed().as_secs_f64(),
                        fails
                            .iter()
                            .map(|l| format!("\n    {l}"))
                            .collect::<String>()
                    );
                    results
                        .lock()
                        .unwrap()
                        .push((k, f.name().to_string(), w, fails));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.0);
    assert_eq!(results.len(), fns.len(), "a worker stopped early");
    let report: Vec<String> = results.iter().map(|r| format!("{} {}", r.1, r.2)).collect();
    eprintln!("worst ulp per function: {}", report.join(", "));
    let failures: Vec<String> = results.into_iter().flat_map(|r| r.3).collect();
    assert!(
        failures.is_empty(),
        "device and CPU differ by more than 2 ulp:\n{}",
        failures.join("\n")
    );
}

type Unary = fn(f64) -> f64;
type Binary = fn(f64, f64) -> f64;

/// On the CPU the ufunc path is the scalar function, bit for bit, through both loops.
#[test]
fn cpu_ufunc_path_is_the_scalar_function() {
    use gsci_special::scalar::convenience as c;
    let cpu = Device::cpu();
    let xs = float_grid(2001);
    let x = Array::from_vec(xs.clone(), &[xs.len()], &cpu).unwrap();
    let x32 = Array::from_vec(xs.iter().map(|&v| v as f32).collect(), &[xs.len()], &cpu).unwrap();
    let unary: Vec<(&str, Unary)> = vec![
        ("expit", c::expit),
        ("logit", c::logit),
        ("log_expit", c::log_expit),
        ("entr", c::entr),
        ("exprel", c::exprel),
        ("cosm1", c::cosm1),
        ("exp10", c::exp10),
        ("exp2", c::exp2),
        ("cosdg", c::cosdg),
        ("sindg", c::sindg),
        ("tandg", c::tandg),
        ("cotdg", c::cotdg),
        ("round", c::round),
        ("sinc", c::sinc),
        ("cbrt", c::cbrt),
        ("log1p", c::log1p),
        ("expm1", c::expm1),
    ];
    for (name, f) in unary {
        let def = gsci_special::ufunc(name).unwrap();
        let r = gsci_core::ufunc::external::apply(&def, &[(&x).into()]).unwrap();
        let got = r[0].clone().into_typed::<f64>().unwrap().to_vec().unwrap();
        for (i, &v) in xs.iter().enumerate() {
            let w = f(v);
            assert!(
                got[i].to_bits() == w.to_bits() || (w.is_nan() && got[i].is_nan()),
                "{name}({v})"
            );
        }
        let r = gsci_core::ufunc::external::apply(&def, &[(&x32).into()]).unwrap();
        assert_eq!(r[0].dtype(), DType::F32, "{name}");
        let got = r[0].clone().into_typed::<f32>().unwrap().to_vec().unwrap();
        for (i, &v) in xs.iter().enumerate() {
            let w = f(v as f32 as f64) as f32;
            assert!(
                got[i].to_bits() == w.to_bits() || (w.is_nan() && got[i].is_nan()),
                "{name}(f32 {v})"
            );
        }
    }
    let binary: Vec<(&str, Binary)> = vec![
        ("boxcox", c::boxcox),
        ("boxcox1p", c::boxcox1p),
        ("inv_boxcox", c::inv_boxcox),
        ("inv_boxcox1p", c::inv_boxcox1p),
        ("rel_entr", c::rel_entr),
        ("kl_div", c::kl_div),
        ("huber", c::huber),
        ("pseudo_huber", c::pseudo_huber),
        ("xlogy", c::xlogy),
        ("xlog1py", c::xlog1py),
    ];
    let g = float_grid(61);
    let a = Array::from_vec(g.clone(), &[g.len(), 1], &cpu).unwrap();
    let b = Array::from_vec(g.clone(), &[g.len()], &cpu).unwrap();
    for (name, f) in binary {
        let def = gsci_special::ufunc(name).unwrap();
        let r = gsci_core::ufunc::external::apply(&def, &[(&a).into(), (&b).into()]).unwrap();
        assert_eq!(r[0].shape(), &[g.len(), g.len()]);
        let got = r[0].clone().into_typed::<f64>().unwrap().to_vec().unwrap();
        for (i, &u) in g.iter().enumerate() {
            for (j, &v) in g.iter().enumerate() {
                let w = f(u, v);
                let o = got[i * g.len() + j];
                assert!(
                    o.to_bits() == w.to_bits() || (w.is_nan() && o.is_nan()),
                    "{name}({u}, {v})"
                );
            }
        }
    }
    // Three inputs (radian), the second broadcast.
    let d = Array::from_vec(vec![1.0f64, -2.0, 30.5], &[3], &cpu).unwrap();
    let r: Array<f64> = gsci_special::radian(&d, 2.0, &d).unwrap();
    let got = r.to_vec().unwrap();
    for (i, &v) in [1.0f64, -2.0, 30.5].iter().enumerate() {
        assert_eq!(got[i].to_bits(), c::radian(v, 2.0, v).to_bits());
    }
}

#[test]
fn table_loops_are_scipys() {
    let want: &[(&str, &[&str])] = &[
        ("expit", &["d->d", "f->f"]),
        ("entr", &["f->f", "d->d"]),
        ("xlogy", &["dd->d", "ff->f"]),
        ("boxcox", &["ff->f", "dd->d"]),
        ("radian", &["ddd->d", "fff->f"]),
        ("round", &["f->f", "d->d"]),
    ];
    for (name, types) in want {
        assert_eq!(gsci_special::ufunc(name).unwrap().types(), *types, "{name}");
    }
    assert!(gsci_special::ufunc("no_such_function").is_err());
    // Every line of the table builds (names, signatures, call types).
    assert!(gsci_special::registry().unwrap().len() >= 28);
}

/// Every registered function's loops are SciPy's (`golden/data/types.txt`, written by
/// `golden/generate_types.py`), in SciPy's order: the loops decide result dtypes, so a missing or
/// reordered loop is a wrong dtype. Only complex loops may be missing (then complex input is an
/// `Unsupported` error, never a wrong answer); names that are not SciPy ufuncs are listed.
#[test]
fn every_functions_loops_are_scipys_in_order() {
    // Found at run time (the GPU runner's copy of the repository lies elsewhere).
    let text = std::fs::read_to_string(crate::error::golden_file("types.txt")).unwrap();
    let scipy: std::collections::HashMap<&str, Vec<&str>> = text
        .lines()
        .filter_map(|l| {
            let mut it = l.split_whitespace();
            Some((it.next()?, it.collect()))
        })
        .collect();
    // Python functions in SciPy (or NumPy's), not ufuncs: `zeta` wraps the ufunc `_zeta`
    // (Hurwitz, `dd->d`), `polygamma` and `multigammaln` are written in Python, `sinc` is NumPy's.
    // `sph_harm_y` is SciPy's `MultiUFunc` around `_special_ufuncs.sph_harm_y` (`qqdd->D`), whose
    // `diff_n` loops are ours `sph_harm_y_d1` and `sph_harm_y_d2`.
    let not_ufuncs = [
        "zeta",
        "polygamma",
        "multigammaln",
        "sinc",
        "lambertw",
        "sph_harm_y",
        // sph_harm_y's gradient and Hessian (SciPy's diff_n = 1, 2 of the same MultiUFunc).
        "sph_harm_y_d1",
        "sph_harm_y_d2",
    ];
    let mut bad = Vec::new();
    let mut checked = 0;
    for f in gsci_special::registry().unwrap() {
        let ours: Vec<String> = f.types();
        let Some(theirs) = scipy.get(f.name()) else {
            if !not_ufuncs.contains(&f.name()) {
                bad.push(format!("{}: not a scipy.special ufunc", f.name()));
            }
            continue;
        };
        checked += 1;
        // Ours must be SciPy's list with some complex loops left out.
        let kept: Vec<&str> = theirs
            .iter()
            .copied()
            .filter(|t| ours.iter().any(|o| o == t))
            .collect();
        let missing: Vec<&str> = theirs
            .iter()
            .copied()
            .filter(|t| !ours.iter().any(|o| o == t))
            .collect();
        // Long double (`g`, `G`) has no Rust type: those loops are never registered.
        let kept: Vec<&str> = kept
            .into_iter()
            .filter(|t| !t.contains(['g', 'G']))
            .collect();
        if let Some(m) = missing.iter().find(|t| !t.contains(['D', 'F', 'g', 'G'])) {
            bad.push(format!(
                "{}: real loop {m} missing (SciPy {theirs:?})",
                f.name()
            ));
        }
        if kept != ours {
            bad.push(format!("{}: loops {ours:?}, SciPy's {theirs:?}", f.name()));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(checked >= 110, "only {checked} functions checked");
}

/// The multi-output functions' ufunc path is their scalar function, bit for bit, on the CPU.
#[test]
fn multi_output_ufuncs_are_the_scalar_functions() {
    use gsci_special::scalar::{elliptic, error, expint};
    let cpu = Device::cpu();
    let xs = float_grid(401);
    let x = Array::from_vec(xs.clone(), &[xs.len()], &cpu).unwrap();
    type Pair = (Array<f64>, Array<f64>);
    type Scalar2 = fn(f64) -> (f64, f64);
    let pairs: Vec<(&str, Pair, Scalar2)> = vec![
        (
            "fresnel",
            gsci_special::fresnel::<f64>(&x).unwrap(),
            error::fresnel,
        ),
        ("sici", gsci_special::sici::<f64>(&x).unwrap(), expint::sici),
        (
            "shichi",
            gsci_special::shichi::<f64>(&x).unwrap(),
            expint::shichi,
        ),
    ];
    for (name, (a, b), f) in pairs {
        let (a, b) = (a.to_vec().unwrap(), b.to_vec().unwrap());
        for (i, &v) in xs.iter().enumerate() {
            let (wa, wb) = f(v);
            assert!(
                a[i].to_bits() == wa.to_bits() || (a[i].is_nan() && wa.is_nan()),
                "{name} output 0 at {v}"
            );
            assert!(
                b[i].to_bits() == wb.to_bits() || (b[i].is_nan() && wb.is_nan()),
                "{name} output 1 at {v}"
            );
        }
    }
    // Inside a fused kernel: one node per output.
    let fused = gsci_core::fusion::fuse(|x| {
        let (s, c) = gsci_special::fusion::fresnel(x);
        s + c
    });
    let got = fused.call_typed::<f64>(&[&x]).unwrap().to_vec().unwrap();
    let (s, c) = gsci_special::fresnel::<f64>(&x).unwrap();
    let (s, c) = (s.to_vec().unwrap(), c.to_vec().unwrap());
    for i in 0..xs.len() {
        let w = s[i] + c[i];
        assert!(
            got[i].to_bits() == w.to_bits() || (w.is_nan() && got[i].is_nan()),
            "fused fresnel at {}",
            xs[i]
        );
    }
    // float32 in, float32 out (SciPy's f->ff loop); ints compute in float64.
    let x32 = Array::from_vec(vec![0.5f32, 2.0], &[2], &cpu).unwrap();
    let (s, _) = gsci_special::sici_dyn(&x32).unwrap();
    assert_eq!(s.dtype(), DType::F32);
    let i = Array::from_vec(vec![1i64, 2], &[2], &cpu).unwrap();
    assert_eq!(gsci_special::fresnel_dyn(&i).unwrap().1.dtype(), DType::F64);
    // ellipj broadcasts u against m and returns four arrays.
    let u = Array::from_vec(vec![0.5f64, 1.0], &[2, 1], &cpu).unwrap();
    let m = Array::from_vec(vec![0.0f64, 0.3, 1.0], &[3], &cpu).unwrap();
    let (sn, cn, dn, ph) = gsci_special::ellipj::<f64>(&u, &m).unwrap();
    assert_eq!(sn.shape(), &[2, 3]);
    let (sn, cn, dn, ph) = (
        sn.to_vec().unwrap(),
        cn.to_vec().unwrap(),
        dn.to_vec().unwrap(),
        ph.to_vec().unwrap(),
    );
    for (k, (&uu, &mm)) in [0.5, 1.0]
        .iter()
        .flat_map(|u| [0.0, 0.3, 1.0].iter().map(move |m| (u, m)))
        .enumerate()
    {
        let w = elliptic::ellipj(uu, mm);
        assert_eq!((sn[k], cn[k], dn[k], ph[k]), w, "ellipj({uu}, {mm})");
    }
    // SciPy's value at one point (scipy.special.ellipj(0.5, 0.3)).
    assert!((sn[1] - 0.47421562271182066).abs() <= 2e-16);
    // Complex input has no loop yet: a clear error, not a wrong answer.
    let z = Array::from_vec(vec![num_complex::Complex64::new(1.0, 1.0)], &[1], &cpu).unwrap();
    assert!(matches!(
        gsci_special::fresnel_dyn(&z),
        Err(gsci_special::Error::Unsupported { .. })
    ));
}
