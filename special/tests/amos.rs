//! Bessel functions of complex argument (`gsci_special::scalar::amos`: jv, jve, yv, yve, iv,
//! ive, kv, kve, hankel1, hankel1e, hankel2, hankel2e of a real order and a complex argument,
//! SciPy's AMOS algorithm) against golden data: SciPy 1.17.1's value at every grid point
//! (orders negative, integer, half-integer and ~100; z in all four quadrants, on the axes,
//! tiny and ~1e3, next to the branch cut, in the over/underflow regions, special values), and
//! mpmath (30 digits) on a subsample; the ufuncs' loops; the device functions compile; the
//! device agrees with the CPU (GSCI_TEST_DEVICE=cuda).
//!
//! Data: special/golden/data/amos.npz, written by special/golden/gen_amos.py.
//!
//! Accuracy: the same algorithm as SciPy's (AMOS, xsf's C++ translation, step for step), so the
//! CPU matches SciPy within a few ULP (complex relative error `|got - scipy| / |scipy|` in units
//! of 2^-52): the differences come from the complex elementary functions (`log`, `sqrt`, `exp`
//! of glibc against ours), amplified where AMOS's recurrences amplify them. NaN, infinities and
//! zeros where SciPy gives them, bit for bit.
//!
//! Measured (CPU vs SciPy, 9853 points per function): at most 64 ulp except at ~400 of the
//! 118236 points with large `|v| + |z|` (at most 25 (|v| + |z|) ulp, e.g. 3885 ulp at
//! jv(60, -100 + 1e-6i)). Against mpmath: the same error as SciPy's own (jv 2.8e-12 where
//! SciPy's is 2.2e-12; yv 3.8e-14; iv 7.3e-14; kv 4.0e-14; hankel1 5.0e-14; the scaled forms
//! alike).

use gsci_special::scalar::amos as a;
use num_complex::Complex64;

use crate::error::{Golden, compile_check, package_file, same, tables};

type F = fn(f64, Complex64) -> Complex64;

const FUNCS: [(&str, F); 12] = [
    ("jv", a::jv),
    ("jve", a::jve),
    ("yv", a::yv),
    ("yve", a::yve),
    ("iv", a::iv),
    ("ive", a::ive),
    ("kv", a::kv),
    ("kve", a::kve),
    ("hankel1", a::hankel1),
    ("hankel1e", a::hankel1e),
    ("hankel2", a::hankel2),
    ("hankel2e", a::hankel2e),
];

fn rows(g: &mut Golden, key: &str) -> Vec<Vec<f64>> {
    let a: ndarray::Array2<f64> = g.0.by_name(key).unwrap_or_else(|e| panic!("{key}: {e}"));
    a.outer_iter().map(|r| r.to_vec()).collect()
}

/// Complex relative error in units of 2^-52; 0 for identical non-finite parts, infinite when
/// only one side is finite (or NaN where the other is not).
fn cerr(got: Complex64, want: Complex64) -> f64 {
    let finite = |c: Complex64| c.re.is_finite() && c.im.is_finite();
    if !finite(want) || !finite(got) {
        return if same(got.re, want.re) && same(got.im, want.im) {
            0.0
        } else {
            f64::INFINITY
        };
    }
    if got == want {
        return 0.0;
    }
    let d = (got - want).norm();
    let m = want.norm();
    if m < f64::MIN_POSITIVE {
        // Subnormal results: absolute error in units of the smallest subnormal.
        return d / 4.9e-324;
    }
    d / m / f64::EPSILON
}

/// The bound of the CPU-vs-SciPy comparison at `(v, z)`, in units of 2^-52 (complex relative):
/// 64, or `32 (|v| + |z|)` where that is larger. AMOS's uniform expansions and recurrences carry
/// phases and exponents of size `|v| + |z|` (`zeta1 - zeta2`, `fnu log(...)`, `exp`), so a
/// one-ulp difference between our complex `log`/`sqrt`/division and glibc's grows by that
/// factor; measured: at most 25 (|v| + |z|) ulp, at 400 of the 118236 points above 64 ulp
/// (jv(60, -100 + 1e-6i): 3885 ulp, where SciPy's own error against mpmath is 1.4e-13 and
/// ours 2.1e-13).
fn bound(v: f64, z: Complex64) -> f64 {
    (32.0 * (v.abs() + z.norm())).max(64.0)
}

/// The CPU against SciPy at every grid point: within [`bound`]; NaN, infinities and signed
/// zeros of non-finite results exactly as SciPy.
#[test]
fn amos_cpu_matches_scipy() {
    let mut g = Golden::open("amos.npz");
    let mut fails = Vec::new();
    for (name, f) in FUNCS {
        let ins = rows(&mut g, &format!("{name}_in"));
        let sp = rows(&mut g, &format!("{name}_scipy"));
        assert!(ins.len() > 9000, "{name}: {} points", ins.len());
        let (mut worst, mut n64) = (0.0f64, 0);
        for (i, r) in ins.iter().enumerate() {
            let z = Complex64::new(r[1], r[2]);
            let got = f(r[0], z);
            let want = Complex64::new(sp[i][0], sp[i][1]);
            let e = cerr(got, want);
            worst = worst.max(e);
            if e > 64.0 {
                n64 += 1;
            }
            if e > bound(r[0], z) && fails.len() < 40 {
                fails.push(format!(
                    "{name}({}, {z}): {got} vs SciPy {want} ({e:.1} ulp)",
                    r[0]
                ));
            }
        }
        eprintln!(
            "{name}: max {worst:.1} ulp over {} points, {n64} above 64",
            ins.len()
        );
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// Accuracy against mpmath (30 digits) on the golden subsample: our error is SciPy's own error
/// there (same algorithm) within [`bound`]; reported as the largest complex relative error.
#[test]
fn amos_cpu_accuracy_against_mpmath() {
    let mut g = Golden::open("amos.npz");
    let mut fails = Vec::new();
    for (name, f) in FUNCS {
        let ins = rows(&mut g, &format!("{name}_in"));
        let sp = rows(&mut g, &format!("{name}_scipy"));
        let key = |r: &[f64]| (r[0].to_bits(), r[1].to_bits(), r[2].to_bits());
        let scipy: std::collections::HashMap<_, _> = ins
            .iter()
            .zip(&sp)
            .map(|(r, s)| (key(r), Complex64::new(s[0], s[1])))
            .collect();
        let rin = rows(&mut g, &format!("{name}_ref_in"));
        let rref = rows(&mut g, &format!("{name}_ref"));
        assert!(rin.len() >= 300, "{name}: {} mpmath points", rin.len());
        let (mut ours, mut theirs) = (0.0f64, 0.0f64);
        for (r, w) in rin.iter().zip(&rref) {
            let z = Complex64::new(r[1], r[2]);
            let want = Complex64::new(w[0], w[1]);
            let got = f(r[0], z);
            let s = scipy[&key(r)];
            let (eo, es) = (cerr(got, want), cerr(s, want));
            ours = ours.max(eo);
            theirs = theirs.max(es);
            if eo > es + bound(r[0], z) && fails.len() < 20 {
                fails.push(format!(
                    "{name}({}, {z}): {got} vs mpmath {want} ({eo:.1} ulp; SciPy {es:.1})",
                    r[0]
                ));
            }
        }
        eprintln!(
            "{name}: max error against mpmath {:.2e} (SciPy {:.2e}) over {} points",
            ours * f64::EPSILON,
            theirs * f64::EPSILON,
            rin.len()
        );
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// `kernels/amos.cuh`'s tables are `scalar/amos.rs`'s, literal for literal.
#[test]
fn amos_tables_match_cuda() {
    let rs = tables(&package_file("src/scalar/amos.rs"), false);
    let cu = tables(&package_file("src/kernels/amos.cuh"), true);
    assert_eq!(rs.len(), 8, "found {} Rust tables", rs.len());
    assert_eq!(
        rs, cu,
        "kernels/amos.cuh's tables differ from scalar/amos.rs's"
    );
}

/// The twelve device functions compile (NVRTC, sm_90) in the crate's preamble.
#[test]
fn amos_cuda_functions_compile() {
    let calls: String = [
        "jv_c", "jve_c", "yv_c", "yve_c", "iv_c", "ive_c", "kv_c", "kve_c", "hankel1", "hankel1e",
        "hankel2", "hankel2e",
    ]
    .iter()
    .map(|n| {
        format!("  {{ gsci_c128 r = gsci_sp_{n}(v[i], z[i]); acc.re += r.re; acc.im += r.im; }}\n")
    })
    .collect();
    let src = format!(
        "{}\n{}\nextern \"C\" __global__ void k_amos(const double* v, const gsci_c128* z, \
         gsci_c128* out, long long n) {{\n  long long i = (long long)blockIdx.x * blockDim.x + \
         threadIdx.x;\n  if (i >= n) return;\n  gsci_c128 acc{{0.0, 0.0}};\n{calls}  out[i] = acc;\n}}\n",
        gsci_core::kernel_cache::TYPES_HEADER,
        gsci_special::cuda_preamble().unwrap()
    );
    compile_check("special_amos", &src);
}

/// The ufuncs: SciPy's loops (complex loops added to the real ones of jv .. kve, complex only for
/// the Hankel functions), result dtypes, and values equal to the scalar functions.
#[test]
fn amos_ufuncs_loops_dtypes_and_values() {
    use gsci_special::{Array, DType, Device};
    let dev = Device::cpu();
    for name in ["jv", "jn", "jve", "yv", "yve", "iv", "ive", "kv", "kve"] {
        let f = gsci_special::ufunc(name).unwrap();
        assert_eq!(
            f.types(),
            vec!["ff->f", "dd->d", "fF->F", "dD->D"],
            "{name}"
        );
    }
    for name in ["hankel1", "hankel1e", "hankel2", "hankel2e"] {
        let f = gsci_special::ufunc(name).unwrap();
        assert_eq!(f.types(), vec!["fF->F", "dD->D"], "{name}");
    }
    let zs = vec![
        Complex64::new(1.5, 2.0),
        Complex64::new(-3.0, 0.5),
        Complex64::new(0.0, -7.0),
        Complex64::new(40.0, -1.0),
    ];
    let vs = vec![0.5f64, -2.5, 3.0, 10.3];
    let z = Array::from_vec(zs.clone(), &[4], &dev).unwrap();
    let v = Array::from_vec(vs.clone(), &[4], &dev).unwrap();
    for (name, f) in FUNCS {
        let def = gsci_special::ufunc(name).unwrap();
        let r = gsci_core::ufunc::external::apply(&def, &[(&v).into(), (&z).into()]).unwrap();
        assert_eq!(r[0].dtype(), DType::C128, "{name}");
        let got = r[0]
            .clone()
            .into_typed::<Complex64>()
            .unwrap()
            .to_vec()
            .unwrap();
        for i in 0..4 {
            let want = f(vs[i], zs[i]);
            assert!(
                same(got[i].re, want.re) && same(got[i].im, want.im),
                "{name}[{i}]"
            );
        }
    }
    // float32 order with complex64 argument: complex64 (computed in float64, rounded once).
    let z32 = Array::from_vec(vec![num_complex::Complex32::new(1.5, 2.0)], &[1], &dev).unwrap();
    let v32 = Array::from_vec(vec![0.5f32], &[1], &dev).unwrap();
    let r = gsci_special::jv_dyn(&v32, &z32).unwrap();
    assert_eq!(r.dtype(), DType::C64);
    let got = r
        .into_typed::<num_complex::Complex32>()
        .unwrap()
        .to_vec()
        .unwrap()[0];
    let want = a::jv(0.5, Complex64::new(1.5, 2.0));
    assert_eq!((got.re, got.im), (want.re as f32, want.im as f32));
    // Real arguments of the real-loop functions stay real; the Hankel functions are complex.
    let x = Array::from_vec(vec![1.0f64], &[1], &dev).unwrap();
    assert_eq!(gsci_special::jv_dyn(0.5, &x).unwrap().dtype(), DType::F64);
    let h = gsci_special::hankel1::<Complex64>(0.0, &x)
        .unwrap()
        .to_vec()
        .unwrap()[0];
    assert_eq!(h, a::hankel1(0.0, Complex64::new(1.0, 0.0)));
    let mut out = Array::<Complex64>::zeros(&[4], &dev).unwrap();
    gsci_special::hankel2e_into(&v, &z, &mut out).unwrap();
    let got = out.to_vec().unwrap();
    for i in 0..4 {
        assert_eq!(got[i], a::hankel2e(vs[i], zs[i]), "hankel2e_into[{i}]");
    }
}

/// The twelve complex ufuncs on the device under test against the CPU at every golden point
/// (float64): within [`bound`] (the device's `log`/`exp`/`sin` differ from glibc's by an ulp or
/// two, amplified as in the comparison with SciPy), NaN and infinities alike. Runs on the GPU
/// under GSCI_TEST_DEVICE=cuda. (`kernels/amos.cuh` compiled as host C++ with g++ gave the
/// CPU's values bit for bit at all 118236 points.)
#[test]
fn amos_device_agrees_with_the_cpu() {
    use gsci_special::{Array, Device};
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let mut g = Golden::open("amos.npz");
    let mut fails = Vec::new();
    for (name, _) in FUNCS {
        let ins = rows(&mut g, &format!("{name}_in"));
        let run = |d: &Device| -> Vec<Complex64> {
            let v = Array::from_vec(ins.iter().map(|r| r[0]).collect(), &[ins.len()], d).unwrap();
            let z = Array::from_vec(
                ins.iter().map(|r| Complex64::new(r[1], r[2])).collect(),
                &[ins.len()],
                d,
            )
            .unwrap();
            let def = gsci_special::ufunc(name).unwrap();
            let r = gsci_core::ufunc::external::apply(&def, &[(&v).into(), (&z).into()]).unwrap();
            r[0].clone()
                .into_typed::<Complex64>()
                .unwrap()
                .to_vec()
                .unwrap()
        };
        let (gd, gc) = (run(&dev), run(&cpu));
        let mut worst = 0.0f64;
        for i in 0..ins.len() {
            let e = cerr(gd[i], gc[i]);
            worst = worst.max(e);
            let z = Complex64::new(ins[i][1], ins[i][2]);
            if e > bound(ins[i][0], z) && fails.len() < 20 {
                fails.push(format!(
                    "{name}{:?}: device {}, cpu {} ({e:.1} ulp)",
                    ins[i], gd[i], gc[i]
                ));
            }
        }
        eprintln!(
            "{name}: device vs cpu max {worst:.1} ulp over {} points",
            ins.len()
        );
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
