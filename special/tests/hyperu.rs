//! `hyperu` (`gsci_special::scalar::hyperu`) against golden data: SciPy 1.17.1's value and an
//! mpmath reference (50 digits) at every point of a grid over negative, integer, half-integer and
//! near-integer a and b, and x from 1e-300 to 1e10 across specfun's method boundaries; SciPy's
//! special values; the float32 loop; broadcasting; the device function compiles; the device
//! agrees with the CPU (GSCI_TEST_DEVICE=cuda).
//!
//! Data: special/golden/data/hyperu.npz, written by special/golden/gen_hyperu.py.
//!
//! We run SciPy's algorithm (specfun's CHGU with its own Gamma and psi, the same libm calls), so
//! the bound is against SciPy: bit for bit at x > 0 (NaN where SciPy gives NaN), and at x = 0,
//! where SciPy's formula calls Cephes' `poch` and ours the crate's, within 16 ULP of mpmath.
//! SciPy's own error against mpmath, which is ours too, is reported and bounded as fractions of
//! the grid (specfun's digit estimates fail in places, by orders of magnitude).

use gsci_special::scalar::hyperu::hyperu;

use crate::error::{Golden, compile_check, same, ulp_distance};

fn rows(g: &mut Golden, key: &str) -> Vec<Vec<f64>> {
    let a: ndarray::Array2<f64> = g.0.by_name(key).unwrap_or_else(|e| panic!("{key}: {e}"));
    a.outer_iter().map(|r| r.to_vec()).collect()
}

/// The golden grid: (inputs, mpmath, SciPy).
fn grid() -> (Vec<Vec<f64>>, Vec<f64>, Vec<f64>) {
    let mut g = Golden::open("hyperu.npz");
    let ins = rows(&mut g, "hyperu_in");
    let rf = rows(&mut g, "hyperu_ref").iter().map(|r| r[0]).collect();
    let sp = rows(&mut g, "hyperu_scipy").iter().map(|r| r[0]).collect();
    (ins, rf, sp)
}

/// Whether `got` matches SciPy's `want` bit for bit (NaN for NaN): the same algorithm, the same
/// Gamma and psi (specfun's own), the same libm calls (glibc's `pow`, `exp`, `sin`, `log10`).
fn matches_scipy(got: f64, want: f64) -> bool {
    same(got, want)
}

/// At `x = 0` SciPy's value is Cephes' `poch(1 - b + a, -a)` and ours the crate's `poch`
/// (`scipy.special.poch`'s twin, bounded against mpmath in `gamma.rs`). The two differ by up to
/// 100 ULP (SciPy's Cephes `poch` is 92 ULP from mpmath at `U(20.5, -10, 0)`, ours exact), so
/// there we are held to mpmath's `poch` at the same (rounded) arguments, within 16 ULP
/// (measured: 16, SciPy 92), and to SciPy's special values (inf, NaN, 0) bit for bit.
const AT_ZERO_ULP: u64 = 16;

#[test]
fn hyperu_matches_scipy_on_the_grid() {
    let (ins, rf, sp) = grid();
    let (mut zero_worst, mut zero_scipy) = (0u64, 0u64);
    assert!(ins.len() >= 9000, "only {} golden points", ins.len());
    let mut fails = Vec::new();
    let (mut worst, mut at, mut nans, mut exact) = (0u64, vec![], 0, 0);
    for (i, a) in ins.iter().enumerate() {
        let got = hyperu(a[0], a[1], a[2]);
        let want = sp[i];
        let ok = if a[2] == 0.0 && want.is_finite() && want != 0.0 {
            zero_worst = zero_worst.max(ulp_distance(got, rf[i]));
            zero_scipy = zero_scipy.max(ulp_distance(want, rf[i]));
            ulp_distance(got, rf[i]) <= AT_ZERO_ULP
        } else {
            matches_scipy(got, want)
        };
        if !ok && fails.len() < 12 {
            fails.push(format!(
                "hyperu{a:?}: got {got:e}, SciPy {want:e}, mpmath {:e}",
                rf[i]
            ));
        }
        if a[2] == 0.0 {
            continue;
        }
        if want.is_nan() {
            nans += 1;
        } else if got.is_finite() && want.is_finite() {
            let d = ulp_distance(got, want);
            if d == 0 {
                exact += 1;
            }
            if d > worst {
                worst = d;
                at = a.clone();
            }
        }
    }
    eprintln!(
        "hyperu vs SciPy: {} points, {exact} bit for bit, {nans} NaN as SciPy, max {worst} ULP at \
         {at:?} (x > 0, bound 0); x = 0: max {zero_worst} ULP from mpmath (SciPy {zero_scipy})",
        ins.len()
    );
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// 6000 seeded random points (a, b in [-30, 60], continuous, integer or half-integer; x from
/// 1e-6 to 1e3): SciPy's value bit for bit, NaN for NaN.
#[test]
fn hyperu_matches_scipy_at_random_points() {
    let mut g = Golden::open("hyperu.npz");
    let ins = rows(&mut g, "hyperu_rand_in");
    let want = rows(&mut g, "hyperu_rand_scipy");
    assert!(ins.len() >= 6000);
    let mut bad = Vec::new();
    let mut nan = 0;
    for (a, w) in ins.iter().zip(&want) {
        let got = hyperu(a[0], a[1], a[2]);
        nan += usize::from(got.is_nan());
        if !matches_scipy(got, w[0]) && bad.len() < 12 {
            bad.push(format!("hyperu{a:?}: got {got:e}, SciPy {:e}", w[0]));
        }
    }
    eprintln!("hyperu random: {} points, {nan} NaN", ins.len());
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Our (and SciPy's) error against mpmath at x > 0, as fractions of the grid within relative
/// bounds. Specfun's CHGU accepts 9 estimated digits from CHGUS and CHGUL and 6 from CHGUBI and
/// CHGUIT, and its estimates fail where a sum cancels before the terms it watches (then SciPy is
/// off by orders of magnitude, e.g. `U(50, 1, 2)`: 2.8e-60 against 5.5e-72; we give SciPy's value).
/// Measured on the grid (8204 points where SciPy and mpmath are finite): 80.5% within 1e-13,
/// 90.0% within 1e-9, 97.1% within 1e-6; NaN (SciPy's) at 259 points where mpmath is finite.
#[test]
fn hyperu_error_against_mpmath() {
    let (ins, rf, sp) = grid();
    let bounds = [(1e-13, 0.80), (1e-9, 0.90), (1e-6, 0.97)];
    let mut within = [0usize; 3];
    let (mut n, mut nan) = (0usize, 0usize);
    for (i, a) in ins.iter().enumerate() {
        let (r, s) = (rf[i], sp[i]);
        if a[2] == 0.0 || !r.is_finite() || r == 0.0 {
            continue;
        }
        let got = hyperu(a[0], a[1], a[2]);
        if !s.is_finite() {
            nan += usize::from(got.is_nan());
            continue;
        }
        n += 1;
        let e = ((got - r) / r).abs();
        for (k, (b, _)) in bounds.iter().enumerate() {
            within[k] += usize::from(e <= *b);
        }
    }
    let frac: Vec<f64> = within.iter().map(|&w| w as f64 / n as f64).collect();
    eprintln!(
        "hyperu vs mpmath: {n} points; within 1e-13: {:.4}, 1e-9: {:.4}, 1e-6: {:.4}; {nan} NaN \
         (as SciPy) where mpmath is finite",
        frac[0], frac[1], frac[2]
    );
    assert!(n >= 8000, "{n}");
    for (k, (b, f)) in bounds.iter().enumerate() {
        assert!(
            frac[k] >= *f,
            "only {} of the grid within {b:e} of mpmath",
            frac[k]
        );
    }
}

#[test]
fn hyperu_special_values_match_scipy() {
    let mut g = Golden::open("hyperu.npz");
    let ins = rows(&mut g, "hyperu_sp_in");
    let want = rows(&mut g, "hyperu_sp_scipy");
    assert!(ins.len() >= 30);
    let mut bad = Vec::new();
    for (a, w) in ins.iter().zip(&want) {
        let got = hyperu(a[0], a[1], a[2]);
        if !matches_scipy(got, w[0]) {
            bad.push(format!("hyperu{a:?}: got {got:e}, SciPy {:e}", w[0]));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // Closed forms: U(a, a + 1, x) = x^-a; U(0, b, x) = 1; U(-n, b, x) a polynomial,
    // U(-1, b, x) = x - b; x < 0 is NaN; U(a, b, 0) = Gamma(1 - b) / Gamma(a - b + 1) for b < 1.
    let close = |a: f64, b: f64| (a - b).abs() <= 8.0 * f64::EPSILON * b.abs();
    assert!(close(hyperu(0.5, 1.5, 2.0), 2f64.powf(-0.5)));
    assert!(close(hyperu(2.0, 3.0, 4.0), 1.0 / 16.0));
    assert!(close(hyperu(0.0, 2.5, 3.0), 1.0));
    assert!(close(hyperu(-1.0, 0.5, 3.0), 2.5));
    assert!(hyperu(1.0, 1.0, -1.0).is_nan());
    assert_eq!(hyperu(1.0, 2.0, 0.0), f64::INFINITY);
    assert!(close(hyperu(1.0, 0.5, 0.0), 2.0));
}

#[test]
fn hyperu_ufunc_loops_f32_and_broadcasting() {
    use gsci_special::{Array, DType, Device};
    let dev = Device::cpu();
    assert_eq!(
        gsci_special::ufunc("hyperu").unwrap().types(),
        ["fff->f", "ddd->d"]
    );
    // SciPy's float32 loop: computed in float64, rounded once.
    let mut g = Golden::open("hyperu.npz");
    let fin: ndarray::Array2<f32> = g.0.by_name("hyperu_f32_in").unwrap();
    let fsp: ndarray::Array2<f32> = g.0.by_name("hyperu_f32_scipy").unwrap();
    let n = fin.nrows();
    assert!(n >= 200);
    let col = |j: usize| Array::from_vec(fin.column(j).to_vec(), &[n], &dev).unwrap();
    let r = gsci_special::hyperu_dyn(col(0), col(1), col(2)).unwrap();
    assert_eq!(r.dtype(), DType::F32);
    let got = r.into_typed::<f32>().unwrap().to_vec().unwrap();
    let mut bad = Vec::new();
    for i in 0..n {
        let (a, b, x) = (fin[[i, 0]], fin[[i, 1]], fin[[i, 2]]);
        let ours = hyperu(a as f64, b as f64, x as f64) as f32;
        assert_eq!(
            got[i].to_bits(),
            ours.to_bits(),
            "hyperu f32 ({a}, {b}, {x})"
        );
        let w = fsp[[i, 0]];
        let ok = if w.is_finite() && ours.is_finite() && w != 0.0 {
            // float32 ULP distance within 1 (the float64 values are within 8 ULP)
            (ours.to_bits() as i64 - w.to_bits() as i64).abs() <= 1
        } else {
            (w.is_nan() && ours.is_nan()) || w.to_bits() == ours.to_bits()
        };
        if !ok {
            bad.push(format!(
                "hyperu f32 ({a}, {b}, {x}): got {ours:e}, SciPy {w:e}"
            ));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // Broadcasting (3, 1) x (2,) x scalar; integers take the float64 loop.
    let a = Array::from_vec(vec![0.5f64, 1.5, 3.0], &[3, 1], &dev).unwrap();
    let b = Array::from_vec(vec![-0.5f64, 2.0], &[2], &dev).unwrap();
    let r: Array<f64> = gsci_special::hyperu(&a, &b, 1.25).unwrap();
    assert_eq!(r.shape(), &[3, 2]);
    let got = r.to_vec().unwrap();
    for (i, aa) in [0.5, 1.5, 3.0].iter().enumerate() {
        for (j, bb) in [-0.5, 2.0].iter().enumerate() {
            assert_eq!(got[i * 2 + j].to_bits(), hyperu(*aa, *bb, 1.25).to_bits());
        }
    }
    let ia = Array::from_vec(vec![1i64, 2], &[2], &dev).unwrap();
    let r = gsci_special::hyperu_dyn(&ia, 3i64, 0.5).unwrap();
    assert_eq!(r.dtype(), DType::F64);
    // A complex argument has no loop in SciPy either: an error naming the function.
    let c = Array::from_vec(vec![num_complex::Complex64::new(0.5, 0.5)], &[1], &dev).unwrap();
    match gsci_special::hyperu_dyn(1.5, 2.0, &c) {
        Err(e) => assert!(format!("{e}").contains("hyperu"), "{e}"),
        Ok(_) => panic!("hyperu of a complex argument: expected an error"),
    }
}

#[test]
fn hyperu_cuda_function_compiles() {
    let src = format!(
        "{}\n{}\nextern \"C\" __global__ void k_hyperu(const double* a, const double* b, \
         const double* x, double* out, long long n) {{\n  long long i = \
         (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  if (i >= n) return;\n  out[i] = \
         gsci_sp_hyperu(a[i], b[i], x[i]);\n}}\n",
        gsci_core::kernel_cache::TYPES_HEADER,
        gsci_special::cuda_preamble().unwrap()
    );
    compile_check("special_hyperu", &src);
    // The ufunc's own generated kernels (its float and double loops).
    let def = gsci_special::ufunc("hyperu").unwrap();
    compile_check(
        "special_hyperu_loops",
        &gsci_core::ufunc::external::generated_kernel_sources(&[def.as_ref()]),
    );
}

/// The scale in which the two backends' values of `U(a, b, x)` are compared (0 where the CPU's
/// value is not finite). Specfun's CHGU accepts sums that cancel by up to 9 digits (its NaN below
/// 6 estimated digits; CHGUS and CHGUL taken at 9), so the backends' 1-ulp differences in `pow`,
/// `exp`, `sin` and `log10` become up to 1e9 ulp of the value: the scale is `1e9 |U|`. Where
/// specfun's estimate fails, the value is rounding noise of larger terms (`U(50, 1, 2)`: 2.8e-60
/// for 5.5e-72), which the value's change under a 1-ulp change of each argument measures: the
/// scale is at least 4 times that change (in ulp).
pub(crate) fn hyperu_scale(a: f64, b: f64, x: f64) -> f64 {
    let v = hyperu(a, b, x);
    if !v.is_finite() {
        return 0.0;
    }
    let next = |t: f64| {
        if t.is_finite() && t != 0.0 {
            f64::from_bits(t.to_bits() + 1)
        } else {
            t
        }
    };
    let spread = [
        hyperu(next(a), b, x),
        hyperu(a, next(b), x),
        hyperu(a, b, next(x)),
    ]
    .iter()
    .filter(|w| w.is_finite())
    .map(|w| (w - v).abs())
    .fold(0.0f64, f64::max);
    (1e9 * v.abs()).max(4.0 * spread / f64::EPSILON)
}

/// The ufunc on the device under test against the CPU at the golden points and the special
/// values (float64): NaN for NaN, infinities alike, and finite values within 2 ulp of
/// [`hyperu_scale`] (or 4 times the CPU's distance from mpmath, where specfun's result is that
/// far off). Runs on the GPU under GSCI_TEST_DEVICE=cuda.
#[test]
fn hyperu_device_agrees_with_the_cpu() {
    use gsci_special::{Array, Device};
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let (mut ins, mut rf, _) = grid();
    let mut g = Golden::open("hyperu.npz");
    let sp = rows(&mut g, "hyperu_sp_in");
    rf.extend(std::iter::repeat_n(f64::NAN, sp.len()));
    ins.extend(sp);
    let run = |d: &Device| -> Vec<f64> {
        let cols: Vec<Array<f64>> = (0..3)
            .map(|j| Array::from_vec(ins.iter().map(|r| r[j]).collect(), &[ins.len()], d).unwrap())
            .collect();
        let r: Array<f64> = gsci_special::hyperu(&cols[0], &cols[1], &cols[2]).unwrap();
        r.to_vec().unwrap()
    };
    let (gd, gc) = (run(&dev), run(&cpu));
    let mut fails = Vec::new();
    let mut worst = 0.0f64;
    for (i, a) in ins.iter().enumerate() {
        let (d, c) = (gd[i], gc[i]);
        if same(d, c) {
            continue;
        }
        let e = if d.is_finite() && c.is_finite() {
            let off = if rf[i].is_finite() {
                (c - rf[i]).abs()
            } else {
                0.0
            };
            let scale = hyperu_scale(a[0], a[1], a[2]).max(4.0 * off / f64::EPSILON);
            (d - c).abs() / (f64::EPSILON * scale)
        } else {
            f64::INFINITY
        };
        worst = worst.max(e);
        if e > 2.0 && fails.len() < 8 {
            fails.push(format!(
                "hyperu{a:?}: device {d:e}, cpu {c:e} ({e} ulp of the scale)"
            ));
        }
    }
    eprintln!(
        "hyperu: device vs cpu max {worst} ulp of the scale over {} points",
        ins.len()
    );
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
