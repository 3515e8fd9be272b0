//! The orthogonal polynomials at a complex argument (`gsci_special::scalar::orthogonal_complex`,
//! the `dD->D`, `ddD->D`, `dddD->D` loops and their float32 twins) against SciPy 1.17.1: every
//! function over real degrees, parameters and complex arguments in all quadrants (with poles,
//! infinities and NaN); the loops and their dtypes; the device functions compile; the device
//! agrees with the CPU (GSCI_TEST_DEVICE=cuda).
//!
//! Data: special/golden/data/orthogonal_complex.npz, written by
//! special/golden/gen_orthogonal_complex.py.
//!
//! We run SciPy's formulas with the same `2F1`/`1F1` algorithms, the same complex arithmetic
//! (Cython's) and the same libm; what differs is `binom` and the Gamma functions inside
//! `hyp2f1_c` (ours against Cephes', an ulp apart), which a cancelling sum magnifies.

use gsci_special::scalar::orthogonal_complex as oc;
use num_complex::Complex64 as C;

use crate::error::{Golden, compile_check};

type F = fn(&[f64]) -> C;

/// (SciPy's name, number of real parameters besides the degree, our function).
fn funcs() -> Vec<(&'static str, usize, F)> {
    vec![
        ("eval_jacobi", 2, |a| {
            oc::eval_jacobi_c(a[0], a[1], a[2], C::new(a[3], a[4]))
        }),
        ("eval_sh_jacobi", 2, |a| {
            oc::eval_sh_jacobi_c(a[0], a[1], a[2], C::new(a[3], a[4]))
        }),
        ("eval_gegenbauer", 1, |a| {
            oc::eval_gegenbauer_c(a[0], a[1], C::new(a[2], a[3]))
        }),
        ("eval_genlaguerre", 1, |a| {
            oc::eval_genlaguerre_c(a[0], a[1], C::new(a[2], a[3]))
        }),
        ("eval_chebyt", 0, |a| {
            oc::eval_chebyt_c(a[0], C::new(a[1], a[2]))
        }),
        ("eval_chebyu", 0, |a| {
            oc::eval_chebyu_c(a[0], C::new(a[1], a[2]))
        }),
        ("eval_chebys", 0, |a| {
            oc::eval_chebys_c(a[0], C::new(a[1], a[2]))
        }),
        ("eval_chebyc", 0, |a| {
            oc::eval_chebyc_c(a[0], C::new(a[1], a[2]))
        }),
        ("eval_sh_chebyt", 0, |a| {
            oc::eval_sh_chebyt_c(a[0], C::new(a[1], a[2]))
        }),
        ("eval_sh_chebyu", 0, |a| {
            oc::eval_sh_chebyu_c(a[0], C::new(a[1], a[2]))
        }),
        ("eval_legendre", 0, |a| {
            oc::eval_legendre_c(a[0], C::new(a[1], a[2]))
        }),
        ("eval_sh_legendre", 0, |a| {
            oc::eval_sh_legendre_c(a[0], C::new(a[1], a[2]))
        }),
        ("eval_laguerre", 0, |a| {
            oc::eval_laguerre_c(a[0], C::new(a[1], a[2]))
        }),
    ]
}

fn rows(g: &mut Golden, key: &str) -> Vec<Vec<f64>> {
    let a: ndarray::Array2<f64> = g.0.by_name(key).unwrap_or_else(|e| panic!("{key}: {e}"));
    a.outer_iter().map(|r| r.to_vec()).collect()
}

/// `|got - want| / (eps |want|)`; 0 for equal values (NaN components alike), inf when only one
/// is finite.
fn rel_eps(got: C, want: C) -> f64 {
    let same = |x: f64, y: f64| x == y || (x.is_nan() && y.is_nan());
    if same(got.re, want.re) && same(got.im, want.im) {
        return 0.0;
    }
    let fin = |w: C| w.re.is_finite() && w.im.is_finite();
    if !fin(got) || !fin(want) {
        return f64::INFINITY;
    }
    (got - want).norm() / (f64::EPSILON * want.norm())
}

/// Bit-for-bit equality (NaN components alike, signed zeros told apart).
fn identical(got: C, want: C) -> bool {
    let same = |x: f64, y: f64| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
    same(got.re, want.re) && same(got.im, want.im)
}

/// Bound against SciPy, in eps of the modulus, where the formula does not cancel.
const BOUND: f64 = 8.0;

/// How far our value moves, in eps of its modulus, under a 1-ulp change of each argument: the
/// scale of the rounding noise where `2F1`'s transformations cancel.
fn spread_eps(f: F, a: &[f64]) -> f64 {
    let v = f(a);
    if !(v.re.is_finite() && v.im.is_finite()) || v.norm() == 0.0 {
        return 0.0;
    }
    let next = |t: f64| {
        if t.is_finite() && t != 0.0 {
            f64::from_bits(t.to_bits() + 1)
        } else {
            t
        }
    };
    (0..a.len())
        .map(|k| {
            let mut p = a.to_vec();
            p[k] = next(p[k]);
            rel_eps(f(&p), v)
        })
        .filter(|e| e.is_finite())
        .fold(0.0f64, f64::max)
}

/// Every function against SciPy: identical bits, or within [`BOUND`] eps of the modulus, or
/// within 4 times [`spread_eps`] where the formula cancels. Non-finite values must be SciPy's
/// bit for bit (NaN alike).
#[test]
fn orthogonal_complex_matches_scipy() {
    let mut g = Golden::open("orthogonal_complex.npz");
    let mut fails = Vec::new();
    let (mut total, mut total_same) = (0usize, 0usize);
    for (name, _, f) in funcs() {
        let ins = rows(&mut g, &format!("{name}_in"));
        let sp = rows(&mut g, &format!("{name}_scipy"));
        let (mut same, mut worst, mut worst_noisy) = (0usize, 0.0f64, 0.0f64);
        for (a, s) in ins.iter().zip(&sp) {
            let got = f(a);
            let s = C::new(s[0], s[1]);
            if identical(got, s) {
                same += 1;
                continue;
            }
            let e = rel_eps(got, s);
            let ok = e <= BOUND || e <= 4.0 * spread_eps(f, a) + BOUND;
            if !ok && fails.len() < 12 {
                fails.push(format!("{name}{a:?}: got {got}, SciPy {s} ({e} eps)"));
            }
            if e <= BOUND {
                worst = worst.max(e);
            } else {
                worst_noisy = worst_noisy.max(e);
            }
        }
        eprintln!(
            "{name} complex vs SciPy: {} points, {same} identical, max {worst} eps elsewhere \
             (where 2F1 cancels: {worst_noisy} eps)",
            ins.len()
        );
        assert!(ins.len() >= 500, "{name}: {}", ins.len());
        total += ins.len();
        total_same += same;
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
    // Measured: 14085 of 15888 identical; the rest within 7.4 eps of the modulus, or within the
    // spread of an ill-conditioned point (large |x| at a non-integer degree, where 2F1's
    // transformations cancel in SciPy as in ours).
    assert!(
        total_same * 100 >= total * 85,
        "only {total_same} of {total} identical"
    );
}

#[test]
fn orthogonal_complex_loops_and_dtypes() {
    use gsci_special::{Array, DType, Device};
    let dev = Device::cpu();
    let mut g = Golden::open("orthogonal_complex.npz");
    for (name, k, f) in funcs() {
        let def = gsci_special::ufunc(name).unwrap();
        let types = def.types();
        let (fr, fc, dr, dc) = match k {
            0 => ("ff->f", "fF->F", "dd->d", "dD->D"),
            1 => ("fff->f", "ffF->F", "ddd->d", "ddD->D"),
            _ => ("ffff->f", "fffF->F", "dddd->d", "dddD->D"),
        };
        assert_eq!(types[1..], [fr, fc, dr, dc], "{name}");
        // SciPy's float32 loop: computed in complex128, rounded once; and the complex128 loop
        // is the scalar function.
        let fin: ndarray::Array2<f32> = g.0.by_name(&format!("{name}_f32_in")).unwrap();
        let fsp: ndarray::Array2<f32> = g.0.by_name(&format!("{name}_f32_scipy")).unwrap();
        let n = fin.nrows();
        let z32: Vec<num_complex::Complex32> = (0..n)
            .map(|i| num_complex::Complex32::new(fin[[i, k + 1]], fin[[i, k + 2]]))
            .collect();
        let mut ops: Vec<gsci_core::ufunc::Operand> = (0..=k)
            .map(|j| {
                Array::from_vec(fin.column(j).to_vec(), &[n], &dev)
                    .unwrap()
                    .into()
            })
            .collect();
        ops.push(Array::from_vec(z32, &[n], &dev).unwrap().into());
        let r = gsci_core::ufunc::external::apply(&def, &ops).unwrap();
        assert_eq!(r[0].dtype(), DType::C64, "{name}");
        let got = r[0]
            .clone()
            .into_typed::<num_complex::Complex32>()
            .unwrap()
            .to_vec()
            .unwrap();
        let mut bad = Vec::new();
        for i in 0..n {
            let a: Vec<f64> = (0..k + 3).map(|j| fin[[i, j]] as f64).collect();
            let w = f(&a);
            let ours = num_complex::Complex32::new(w.re as f32, w.im as f32);
            let same32 = |x: f32, y: f32| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
            assert!(
                same32(got[i].re, ours.re) && same32(got[i].im, ours.im),
                "{name} f32 loop at row {i}"
            );
            let s = num_complex::Complex32::new(fsp[[i, 0]], fsp[[i, 1]]);
            if !(same32(ours.re, s.re) && same32(ours.im, s.im)) {
                let (o, s) = (
                    C::new(ours.re as f64, ours.im as f64),
                    C::new(s.re as f64, s.im as f64),
                );
                let e = rel_eps(o, s) * f64::EPSILON / f32::EPSILON as f64;
                if e > 1.0 && e > 4.0 * spread_eps(f, &a) * f64::EPSILON / f32::EPSILON as f64 {
                    bad.push(format!("{name} f32 row {i}: {a:?} got {o}, SciPy {s}"));
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }
    // complex128 in, complex128 out, broadcast; real arguments keep the real loops.
    let x = Array::from_vec(vec![C::new(0.3, 0.2), C::new(-2.0, 1.0)], &[2], &dev).unwrap();
    let r = gsci_special::eval_legendre_dyn(2.5, &x).unwrap();
    assert_eq!(r.dtype(), DType::C128);
    let got = r.into_typed::<C>().unwrap().to_vec().unwrap();
    assert_eq!(got[1], oc::eval_legendre_c(2.5, C::new(-2.0, 1.0)));
    let xr = Array::from_vec(vec![0.3f64], &[1], &dev).unwrap();
    assert_eq!(
        gsci_special::eval_legendre_dyn(2.5, &xr).unwrap().dtype(),
        DType::F64
    );
    // Integer degrees keep SciPy's ld->d loop for real x; a complex x takes dD->D.
    let r = gsci_special::eval_chebyt_dyn(3i64, &x).unwrap();
    assert_eq!(r.dtype(), DType::C128);
}

/// Closed forms: the polynomials of low integer degree at complex points, and SciPy's domain
/// NaN of genlaguerre.
#[test]
fn orthogonal_complex_closed_forms() {
    let x = C::new(0.7, -1.3);
    let close = |a: C, b: C| rel_eps(a, b) <= 16.0;
    assert!(close(oc::eval_chebyt_c(3.0, x), 4.0 * x * x * x - 3.0 * x));
    assert!(close(oc::eval_chebyu_c(3.0, x), 8.0 * x * x * x - 4.0 * x));
    assert!(close(
        oc::eval_legendre_c(3.0, x),
        (5.0 * x * x * x - 3.0 * x) / 2.0
    ));
    assert!(close(
        oc::eval_laguerre_c(2.0, x),
        (x * x - 4.0 * x + 2.0) / 2.0
    ));
    assert!(close(
        oc::eval_gegenbauer_c(2.0, 1.5, x),
        2.0 * 1.5 * 2.5 * x * x - 1.5
    ));
    let p = oc::eval_genlaguerre_c(2.0, -1.0, x);
    assert!(p.re.is_nan() && p.im == 0.0);
}

/// One kernel calling every device function compiles to a CUBIN (the generated loops of every
/// function go through NVRTC in `kernel_compile::generated_ufunc_kernels_compile`).
#[test]
fn orthogonal_complex_cuda_functions_compile() {
    let calls: Vec<String> = funcs()
        .iter()
        .map(|(name, k, _)| {
            let params = ["n[i]", "p[i]", "q[i]"][..=*k].join(", ");
            format!("  acc = gsci_sp_h2c_add(acc, gsci_sp_{name}_c({params}, z[i]));\n")
        })
        .collect();
    let src = format!(
        "{}\n{}\nextern \"C\" __global__ void k_oc(const double* n, const double* p, \
         const double* q, const gsci_c128* z, gsci_c128* out, long long len) {{\n  long long i = \
         (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  if (i >= len) return;\n  \
         gsci_c128 acc = gsci_c128{{0.0, 0.0}};\n{}  out[i] = acc;\n}}\n",
        gsci_core::kernel_cache::TYPES_HEADER,
        gsci_special::cuda_preamble().unwrap(),
        calls.concat()
    );
    compile_check("special_orthogonal_complex", &src);
}

/// The complex loops on the device under test against the CPU at the golden points: within 2
/// eps of the modulus, or 4 times [`spread_eps`] where `2F1` cancels. Runs on the GPU under
/// GSCI_TEST_DEVICE=cuda.
#[test]
fn orthogonal_complex_device_agrees_with_the_cpu() {
    use gsci_special::{Array, Device};
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let mut g = Golden::open("orthogonal_complex.npz");
    let mut fails = Vec::new();
    for (name, k, f) in funcs() {
        let ins = rows(&mut g, &format!("{name}_in"));
        let def = gsci_special::ufunc(name).unwrap();
        let run = |d: &Device| -> Vec<C> {
            let mut ops: Vec<gsci_core::ufunc::Operand> = (0..=k)
                .map(|j| {
                    Array::from_vec(ins.iter().map(|r| r[j]).collect(), &[ins.len()], d)
                        .unwrap()
                        .into()
                })
                .collect();
            let z: Vec<C> = ins.iter().map(|r| C::new(r[k + 1], r[k + 2])).collect();
            ops.push(Array::from_vec(z, &[ins.len()], d).unwrap().into());
            let r = gsci_core::ufunc::external::apply(&def, &ops).unwrap();
            r[0].clone().into_typed::<C>().unwrap().to_vec().unwrap()
        };
        let (gd, gc) = (run(&dev), run(&cpu));
        let mut worst = 0.0f64;
        for (i, a) in ins.iter().enumerate() {
            let e = rel_eps(gd[i], gc[i]);
            worst = worst.max(e);
            if e > 2.0 && e > 4.0 * spread_eps(f, a) + 2.0 && fails.len() < 8 {
                fails.push(format!(
                    "{name}{a:?}: device {}, cpu {} ({e} eps)",
                    gd[i], gc[i]
                ));
            }
        }
        eprintln!(
            "{name}: device vs cpu max {worst} eps over {} points",
            ins.len()
        );
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
