//! `hyp1f1` and `hyp0f1` of a complex argument (`gsci_special::scalar::hyp_complex`, the
//! `ddD->D`/`ffF->F` and `dD->D`/`fF->F` loops) against golden data: SciPy 1.17.1's value and an
//! mpmath reference (50 digits) over every branch of SciPy's algorithms; SciPy's special values;
//! the loops and their dtypes; the device functions compile; the device agrees with the CPU
//! (GSCI_TEST_DEVICE=cuda).
//!
//! Data: special/golden/data/hyp_complex.npz, written by special/golden/gen_hyp_complex.py.
//!
//! Errors are relative to the modulus, in units of f64::EPSILON: `|got - want| / (eps |want|)`.
//! We run SciPy's algorithms with the same complex arithmetic, the same Gamma (Cephes') and the
//! same libm, so hyp1f1's values are SciPy's bit for bit, and hyp0f1's but where the AMOS port
//! rounds differently by an ulp, which large orders and arguments magnify (see [`BOUND`]).

use gsci_special::scalar::hyp_complex::{hyp0f1_c, hyp1f1_c};
use num_complex::Complex64 as C;

use crate::error::{Golden, compile_check};

fn rows(g: &mut Golden, key: &str) -> Vec<Vec<f64>> {
    let a: ndarray::Array2<f64> = g.0.by_name(key).unwrap_or_else(|e| panic!("{key}: {e}"));
    a.outer_iter().map(|r| r.to_vec()).collect()
}

fn f1(a: &[f64]) -> C {
    hyp1f1_c(a[0], a[1], C::new(a[2], a[3]))
}

fn f0(a: &[f64]) -> C {
    hyp0f1_c(a[0], C::new(a[1], a[2]))
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

/// Bound against SciPy, in eps of the modulus, where the algorithm does not cancel.
const BOUND: f64 = 4.0;

/// How far our value moves, in eps of its modulus, under a 1-ulp change of each argument: the
/// scale of the algorithm's rounding noise where it cancels (and of the function's own
/// condition).
fn spread_eps(f: fn(&[f64]) -> C, a: &[f64]) -> f64 {
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

/// Compares `f` with SciPy over a golden grid: identical values counted, the rest within
/// [`BOUND`] eps of the modulus, or within 4 times the rounding noise of the algorithm where it
/// cancels (SciPy's distance from mpmath, or [`spread_eps`]). Returns (points, identical, worst).
fn against_scipy(name: &str, f: fn(&[f64]) -> C, key: &str) -> (usize, usize, f64) {
    let mut g = Golden::open("hyp_complex.npz");
    let ins = rows(&mut g, &format!("{key}_in"));
    let rf = rows(&mut g, &format!("{key}_ref"));
    let sp = rows(&mut g, &format!("{key}_scipy"));
    let mut fails = Vec::new();
    let (mut same, mut worst, mut worst_noisy, mut at) = (0usize, 0.0f64, 0.0f64, vec![]);
    for (i, a) in ins.iter().enumerate() {
        let got = f(a);
        let s = C::new(sp[i][0], sp[i][1]);
        let r = C::new(rf[i][0], rf[i][1]);
        if identical(got, s) {
            same += 1;
            continue;
        }
        let e = rel_eps(got, s);
        let es = if r.re.is_finite() { rel_eps(s, r) } else { 0.0 };
        let noise = if es.is_finite() { es } else { 0.0 };
        let ok = e <= BOUND || e <= 4.0 * noise.max(spread_eps(f, a)) + BOUND;
        if !ok && fails.len() < 10 {
            fails.push(format!(
                "{name}{a:?}: got {got}, SciPy {s}, mpmath {r} ({e} eps; SciPy {es})"
            ));
        }
        if e <= BOUND {
            worst = worst.max(e);
        } else if e.is_finite() {
            worst_noisy = worst_noisy.max(e);
            if e >= worst_noisy {
                at = a.clone();
            }
        }
    }
    eprintln!(
        "{name} complex vs SciPy: {} points, {same} identical, max {worst} eps elsewhere where \
         it does not cancel; {worst_noisy} eps at {at:?} where it cancels",
        ins.len()
    );
    assert!(fails.is_empty(), "{}", fails.join("\n"));
    (ins.len(), same, worst)
}

#[test]
fn hyp1f1_complex_matches_scipy() {
    let (n, same, _) = against_scipy("hyp1f1", f1, "h1c");
    // Measured: all 13238 points identical to SciPy's bits.
    assert!(n >= 13000, "only {n} points");
    assert!(same * 100 >= n * 99, "only {same} of {n} identical");
}

#[test]
fn hyp0f1_complex_matches_scipy() {
    let (n, same, _) = against_scipy("hyp0f1", f0, "h0c");
    // Measured: 1498 of 1554 identical, the rest within 3.9 eps of the modulus, or (order 50 and
    // 150 at |z| = 1e4, where AMOS's uniform expansions differ by ulps) 65 eps within the
    // function's own condition.
    assert!(n >= 1500, "only {n} points");
    assert!(same * 100 >= n * 95, "only {same} of {n} identical");
}

/// SciPy's special values, bit for bit where they are not finite or are exact (poles, NaN,
/// `z = 0`), else within [`BOUND`].
fn special_values(f: fn(&[f64]) -> C, key: &str) {
    let mut g = Golden::open("hyp_complex.npz");
    let ins = rows(&mut g, &format!("{key}_sp_in"));
    let sp = rows(&mut g, &format!("{key}_sp_scipy"));
    let mut bad = Vec::new();
    for (a, w) in ins.iter().zip(&sp) {
        let got = f(a);
        let want = C::new(w[0], w[1]);
        let exact = !(want.re.is_finite() && want.im.is_finite()) || want == C::new(1.0, 0.0);
        let ok = if exact {
            identical(got, want)
        } else {
            rel_eps(got, want) <= BOUND
        };
        if !ok {
            bad.push(format!("{key}{a:?}: got {got}, SciPy {want}"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn hyp1f1_complex_special_values_match_scipy() {
    special_values(f1, "h1c");
    // Closed forms: 1F1(a; a; z) = e^z, 1F1(1; 2; z) = (e^z - 1) / z, Kummer's relation.
    let z = C::new(-2.5, 1.5);
    assert!(rel_eps(hyp1f1_c(0.7, 0.7, z), z.exp()) <= 2.0);
    assert!(rel_eps(hyp1f1_c(1.0, 2.0, z), (z.exp() - 1.0) / z) <= 4.0);
    let (a, b) = (0.3, 2.2);
    let k = hyp1f1_c(b - a, b, -z) * z.exp();
    assert!(rel_eps(hyp1f1_c(a, b, z), k) <= 64.0);
    // The pole is inf + 0i even where the series would end first (the real loop's is finite).
    let p = hyp1f1_c(-1.0, -3.0, C::new(0.5, 0.5));
    assert!(p.re == f64::INFINITY && p.im == 0.0);
}

#[test]
fn hyp0f1_complex_special_values_match_scipy() {
    special_values(f0, "h0c");
    // 0F1(; 1/2; -x^2/4) = cos x, 0F1(; 3/2; x^2/4) = sinh(x) / x, for complex x (SciPy: 9.5
    // and 3.4 eps from them).
    let x = C::new(1.3, -0.7);
    assert!(rel_eps(hyp0f1_c(0.5, -x * x / 4.0), x.cos()) <= 16.0);
    assert!(rel_eps(hyp0f1_c(1.5, x * x / 4.0), x.sinh() / x) <= 8.0);
    let p = hyp0f1_c(-2.0, C::new(1.0, 1.0));
    assert!(p.re.is_nan() && p.im == 0.0);
}

/// Our accuracy against mpmath is SciPy's: the fraction of the grid within relative bounds is
/// SciPy's (CHGM's eight-term asymptotic expansion and its unguarded series are SciPy's errors,
/// kept).
#[test]
fn hyp_complex_error_against_mpmath_is_scipys() {
    for (key, f) in [("h1c", f1 as fn(&[f64]) -> C), ("h0c", f0)] {
        let mut g = Golden::open("hyp_complex.npz");
        let ins = rows(&mut g, &format!("{key}_in"));
        let rf = rows(&mut g, &format!("{key}_ref"));
        let sp = rows(&mut g, &format!("{key}_scipy"));
        let bounds = [1e-14, 1e-12, 1e-8];
        let (mut within, mut within_sp) = ([0usize; 3], [0usize; 3]);
        let mut n = 0usize;
        for (i, a) in ins.iter().enumerate() {
            let r = C::new(rf[i][0], rf[i][1]);
            if !r.re.is_finite() || r.norm() == 0.0 {
                continue;
            }
            n += 1;
            let e = (f(a) - r).norm() / r.norm();
            let es = (C::new(sp[i][0], sp[i][1]) - r).norm() / r.norm();
            for (k, b) in bounds.iter().enumerate() {
                within[k] += usize::from(e <= *b);
                within_sp[k] += usize::from(es <= *b);
            }
        }
        eprintln!(
            "{key} vs mpmath: {n} points; within 1e-14 / 1e-12 / 1e-8: ours {within:?}, SciPy \
             {within_sp:?}"
        );
        assert!(n >= 1000, "{n}");
        for k in 0..3 {
            assert!(
                within[k] + n / 200 >= within_sp[k],
                "{key}: {} within {:e} of mpmath, SciPy {}",
                within[k],
                bounds[k],
                within_sp[k]
            );
        }
    }
}

#[test]
fn hyp_complex_loops_and_dtypes() {
    use gsci_special::{Array, DType, Device};
    let dev = Device::cpu();
    assert_eq!(
        gsci_special::ufunc("hyp1f1").unwrap().types(),
        ["fff->f", "ffF->F", "ddd->d", "ddD->D"]
    );
    assert_eq!(
        gsci_special::ufunc("hyp0f1").unwrap().types(),
        ["ff->f", "fF->F", "dd->d", "dD->D"]
    );
    // complex128 argument: the ddD->D loop, broadcast against (2, 1) parameters.
    let a = Array::from_vec(vec![0.5f64, -1.5], &[2, 1], &dev).unwrap();
    let zs = vec![C::new(0.3, 0.2), C::new(-22.0, 1.0), C::new(30.0, -0.5)];
    let z = Array::from_vec(zs.clone(), &[3], &dev).unwrap();
    let r = gsci_special::hyp1f1_dyn(&a, 2.25, &z).unwrap();
    assert_eq!(r.dtype(), DType::C128);
    assert_eq!(r.shape(), &[2, 3]);
    let got = r.into_typed::<C>().unwrap().to_vec().unwrap();
    let r0 = gsci_special::hyp0f1_dyn(&a, &z).unwrap();
    assert_eq!(r0.dtype(), DType::C128);
    let got0 = r0.into_typed::<C>().unwrap().to_vec().unwrap();
    for (i, aa) in [0.5, -1.5].iter().enumerate() {
        for (j, zz) in zs.iter().enumerate() {
            assert_eq!(got[i * 3 + j], hyp1f1_c(*aa, 2.25, *zz), "({aa}, {zz})");
            assert_eq!(got0[i * 3 + j], hyp0f1_c(*aa, *zz), "({aa}, {zz})");
        }
    }
    // Real arguments keep the real loops.
    let x = Array::from_vec(vec![0.25f64], &[1], &dev).unwrap();
    assert_eq!(
        gsci_special::hyp1f1_dyn(0.5, 1.0, &x).unwrap().dtype(),
        DType::F64
    );
    assert_eq!(
        gsci_special::hyp0f1_dyn(0.5, &x).unwrap().dtype(),
        DType::F64
    );
    // SciPy's ffF->F and fF->F loops: computed in complex128, rounded once.
    let mut g = Golden::open("hyp_complex.npz");
    for (key, np) in [("h1c", 2usize), ("h0c", 1)] {
        let fin: ndarray::Array2<f32> = g.0.by_name(&format!("{key}_f32_in")).unwrap();
        let fsp: ndarray::Array2<f32> = g.0.by_name(&format!("{key}_f32_scipy")).unwrap();
        let n = fin.nrows();
        assert!(n >= 100, "{key}: {n}");
        let col = |j: usize| Array::from_vec(fin.column(j).to_vec(), &[n], &dev).unwrap();
        let zc: Vec<num_complex::Complex32> = (0..n)
            .map(|i| num_complex::Complex32::new(fin[[i, np]], fin[[i, np + 1]]))
            .collect();
        let z32 = Array::from_vec(zc, &[n], &dev).unwrap();
        let r = if np == 2 {
            gsci_special::hyp1f1_dyn(col(0), col(1), &z32).unwrap()
        } else {
            gsci_special::hyp0f1_dyn(col(0), &z32).unwrap()
        };
        assert_eq!(r.dtype(), DType::C64);
        let got = r
            .into_typed::<num_complex::Complex32>()
            .unwrap()
            .to_vec()
            .unwrap();
        let mut bad = Vec::new();
        for i in 0..n {
            let zz = C::new(fin[[i, np]] as f64, fin[[i, np + 1]] as f64);
            let w = if np == 2 {
                hyp1f1_c(fin[[i, 0]] as f64, fin[[i, 1]] as f64, zz)
            } else {
                hyp0f1_c(fin[[i, 0]] as f64, zz)
            };
            let ours = num_complex::Complex32::new(w.re as f32, w.im as f32);
            let same32 = |x: f32, y: f32| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
            assert!(
                same32(got[i].re, ours.re) && same32(got[i].im, ours.im),
                "{key} f32 loop at row {i}"
            );
            let s = num_complex::Complex32::new(fsp[[i, 0]], fsp[[i, 1]]);
            if !(same32(ours.re, s.re) && same32(ours.im, s.im)) {
                let (o, s) = (
                    C::new(ours.re as f64, ours.im as f64),
                    C::new(s.re as f64, s.im as f64),
                );
                // within 1 float32 eps of the modulus
                let e = rel_eps(o, s) * f64::EPSILON / f32::EPSILON as f64;
                if e > 1.0 {
                    bad.push(format!("{key} f32 row {i}: got {o}, SciPy {s}"));
                }
            }
        }
        assert!(bad.is_empty(), "{}", bad.join("\n"));
    }
}

#[test]
fn hyp_complex_cuda_functions_compile() {
    let src = format!(
        "{}\n{}\nextern \"C\" __global__ void k_hc(const double* a, const double* b, \
         const gsci_c128* z, gsci_c128* o1, gsci_c128* o0, long long n) {{\n  long long i = \
         (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  if (i >= n) return;\n  o1[i] = \
         gsci_sp_hyp1f1_c(a[i], b[i], z[i]);\n  o0[i] = gsci_sp_hyp0f1_c(a[i], z[i]);\n}}\n",
        gsci_core::kernel_cache::TYPES_HEADER,
        gsci_special::cuda_preamble().unwrap()
    );
    compile_check("special_hyp_complex", &src);
    let defs = [
        gsci_special::ufunc("hyp1f1").unwrap(),
        gsci_special::ufunc("hyp0f1").unwrap(),
    ];
    compile_check(
        "special_hyp_complex_loops",
        &gsci_core::ufunc::external::generated_kernel_sources(&[
            defs[0].as_ref(),
            defs[1].as_ref(),
        ]),
    );
}

/// The complex loops on the device under test against the CPU at the golden points: within 2
/// eps of the modulus, or 4 times the algorithm's rounding scale where it cancels (the CPU's
/// distance from mpmath or [`spread_eps`]: the backends' libm differ by an ulp, which the
/// cancellation magnifies). Runs on the GPU under GSCI_TEST_DEVICE=cuda.
#[test]
fn hyp_complex_device_agrees_with_the_cpu() {
    use gsci_special::{Array, Device};
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    for (key, f) in [("h1c", f1 as fn(&[f64]) -> C), ("h0c", f0)] {
        let mut g = Golden::open("hyp_complex.npz");
        let ins = rows(&mut g, &format!("{key}_in"));
        let rf = rows(&mut g, &format!("{key}_ref"));
        let np = ins[0].len() - 2;
        let run = |d: &Device| -> Vec<C> {
            let col = |j: usize| {
                Array::from_vec(ins.iter().map(|r| r[j]).collect(), &[ins.len()], d).unwrap()
            };
            let z: Vec<C> = ins.iter().map(|r| C::new(r[np], r[np + 1])).collect();
            let z = Array::from_vec(z, &[ins.len()], d).unwrap();
            let r: Array<C> = if np == 2 {
                gsci_special::hyp1f1(col(0), col(1), &z).unwrap()
            } else {
                gsci_special::hyp0f1(col(0), &z).unwrap()
            };
            r.to_vec().unwrap()
        };
        let (gd, gc) = (run(&dev), run(&cpu));
        let mut fails = Vec::new();
        let mut worst = 0.0f64;
        for (i, a) in ins.iter().enumerate() {
            let e = rel_eps(gd[i], gc[i]);
            worst = worst.max(e);
            if e <= 2.0 {
                continue;
            }
            let r = C::new(rf[i][0], rf[i][1]);
            let off = if r.re.is_finite() {
                rel_eps(gc[i], r)
            } else {
                0.0
            };
            let noise = if off.is_finite() { off } else { 0.0 };
            if e > 4.0 * noise.max(spread_eps(f, a)) + 2.0 && fails.len() < 8 {
                fails.push(format!(
                    "{key}{a:?}: device {}, cpu {} ({e} eps; cpu vs mpmath {off})",
                    gd[i], gc[i]
                ));
            }
        }
        eprintln!(
            "{key}: device vs cpu max {worst} eps over {} points",
            ins.len()
        );
        assert!(fails.is_empty(), "{}", fails.join("\n"));
    }
}
