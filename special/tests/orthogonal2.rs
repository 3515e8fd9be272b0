//! Orthogonal polynomials beyond Hermite (`gsci_special::scalar::orthogonal`: the Legendre,
//! Chebyshev, Jacobi, Gegenbauer and Laguerre families in both loops, `lpmv`, `sph_harm_y`)
//! against golden data: mpmath references (50 digits) and SciPy 1.17.1's values over integer
//! degrees 0..60, real degrees, x over the orthogonality intervals (ends, near 0, near the ends)
//! and beyond; SciPy's special values (NaN, inf, negative and non-integer degrees, parameters out
//! of range); the ufuncs' loops and dtypes; and the CUDA header compiles. GPU against CPU: every
//! registered function is run on the device in `ufunc_device.rs` (under `GSCI_TEST_DEVICE=cuda`).
//!
//! Data: special/golden/data/orthogonal{2,3,4}.npz, written by special/golden/gen_orthogonal2.py.
//!
//! Error measure: the recurrences and series sum terms of both signs, so near a zero of a
//! polynomial the error is a few ULP of the terms' scale, not of the value. The golden data
//! carries the scale: the largest magnitude the polynomial takes at the interval's ends (inside
//! the interval), the all-positive-terms value `L(n, a, -|x|)` for Laguerre, `|value|` outside the
//! interval. Errors are in ULP of `max(|value|, scale)`. The bounds (stated per function below)
//! are the measured maxima rounded up; SciPy's values are required within a relative
//! `max(|value|, scale)` tolerance (the same algorithms: integer degrees 1e-14, real degrees
//! through Cephes' hyp2f1 1e-12).

use gsci_special::scalar::orthogonal as o;

use crate::error::{compile_check, package_file};
use crate::zeta::table;

/// `got` against `reference` in ULP of `max(|reference|, scale)`.
fn scaled_ulps(got: f64, reference: f64, scale: f64) -> f64 {
    if got == reference {
        return 0.0;
    }
    let s = reference.abs().max(scale);
    (got - reference).abs() / (f64::EPSILON * s)
}

type Fl = fn(i64, &[f64]) -> f64;
type Fd = fn(f64, &[f64]) -> f64;

/// One loop of one function: every golden row within `bound` ULP (of the scale) of mpmath (or
/// within twice SciPy's own error there, where SciPy's algorithm is ill-conditioned) and within
/// `sci_rel` of SciPy (relative to the largest of the value, the scale and SciPy's value).
/// Returns the measured maximum.
fn check_loop(file: &str, key: &str, bound: f64, sci_rel: f64, f: impl Fn(&[f64]) -> f64) -> f64 {
    let t = table(file, key, false);
    assert!(t.inputs.len() > 100, "{key}: {} rows", t.inputs.len());
    let mut worst = (0.0f64, Vec::new());
    let mut worst_sci = (0.0f64, Vec::new());
    for (inp, out) in t.inputs.iter().zip(&t.outputs) {
        let got = f(inp);
        let (r, scale, sci) = (out[0], out[1], out[2]);
        if sci.is_nan() {
            // SciPy's NaN where the function exists (a pole of its binomial factor): ours too.
            assert!(got.is_nan(), "{key}{inp:?} = {got}, SciPy NaN");
            continue;
        }
        // SciPy's own error at this point: the algorithms are SciPy's, so where SciPy's error
        // exceeds the bound (ill-conditioned points), ours may reach twice SciPy's.
        let e_sci = scaled_ulps(sci, r, scale);
        let e = scaled_ulps(got, r, scale);
        assert!(!e.is_nan(), "{key}{inp:?} = {got}, reference {r}");
        let excess = if e <= bound {
            0.0
        } else {
            e / (2.0 * e_sci).max(bound)
        };
        assert!(
            excess <= 1.0,
            "{key}{inp:?} = {got}: {e} ULP from mpmath {r} (SciPy {sci}: {e_sci} ULP); bound {bound}"
        );
        if e > worst.0 {
            worst = (e, inp.clone());
        }
        let es = if got == sci {
            0.0
        } else {
            (got - sci).abs() / r.abs().max(scale).max(sci.abs())
        };
        assert!(!es.is_nan(), "{key}{inp:?} = {got}, SciPy {sci}");
        if es > worst_sci.0 {
            worst_sci = (es, inp.clone());
        }
    }
    eprintln!(
        "{key}: {} points, max {:.1} ULP (of the scale) at {:?}; bound {bound}; SciPy within {:.1e} at {:?}",
        t.inputs.len(),
        worst.0,
        worst.1,
        worst_sci.0,
        worst_sci.1
    );
    assert!(
        worst_sci.0 <= sci_rel,
        "{key}: {:e} from SciPy at {:?}",
        worst_sci.0,
        worst_sci.1
    );
    worst.0
}

/// Both loops and the special values of one function (`nparams` parameters between the degree
/// and x).
#[allow(clippy::too_many_arguments)]
fn check_family(
    file: &str,
    name: &str,
    fl: Fl,
    fd: Fd,
    bound_l: f64,
    bound_d: f64,
    sci_l: f64,
    sci_d: f64,
) {
    check_loop(file, &format!("{name}_l"), bound_l, sci_l, |a| {
        fl(a[0] as i64, &a[1..])
    });
    check_loop(file, &format!("{name}_d"), bound_d, sci_d, |a| {
        fd(a[0], &a[1..])
    });
    // Special values: SciPy's NaN, inf and zero patterns exactly, finite values within 1e-12.
    let t = table(file, name, true);
    assert!(t.inputs.len() >= 100, "{name}: too few special values");
    for (inp, want) in t.inputs.iter().zip(&t.outputs) {
        let got = if inp[0] == 0.0 {
            fl(inp[1] as i64, &inp[2..])
        } else {
            fd(inp[1], &inp[2..])
        };
        let w = want[0];
        let ok = if w.is_nan() {
            got.is_nan()
        } else if w.is_infinite() || w == 0.0 {
            got == w
        } else {
            (got - w).abs() <= 1e-12 * w.abs()
        };
        assert!(ok, "{name} special {inp:?}: got {got}, SciPy {w}");
    }
}

const F2: &str = "orthogonal2.npz";
const F3: &str = "orthogonal3.npz";
const F4: &str = "orthogonal4.npz";

#[test]
fn legendre_family_against_mpmath_and_scipy() {
    check_family(
        F2,
        "eval_legendre",
        |n, a| o::eval_legendre_l(n, a[0]),
        |n, a| o::eval_legendre(n, a[0]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
    check_family(
        F2,
        "eval_sh_legendre",
        |n, a| o::eval_sh_legendre_l(n, a[0]),
        |n, a| o::eval_sh_legendre(n, a[0]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
}

#[test]
fn chebyshev_family_against_mpmath_and_scipy() {
    check_family(
        F2,
        "eval_chebyt",
        |n, a| o::eval_chebyt_l(n, a[0]),
        |n, a| o::eval_chebyt(n, a[0]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
    check_family(
        F2,
        "eval_chebyu",
        |n, a| o::eval_chebyu_l(n, a[0]),
        |n, a| o::eval_chebyu(n, a[0]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
    check_family(
        F2,
        "eval_chebyc",
        |n, a| o::eval_chebyc_l(n, a[0]),
        |n, a| o::eval_chebyc(n, a[0]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
    check_family(
        F2,
        "eval_chebys",
        |n, a| o::eval_chebys_l(n, a[0]),
        |n, a| o::eval_chebys(n, a[0]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
    check_family(
        F2,
        "eval_sh_chebyt",
        |n, a| o::eval_sh_chebyt_l(n, a[0]),
        |n, a| o::eval_sh_chebyt(n, a[0]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
    check_family(
        F2,
        "eval_sh_chebyu",
        |n, a| o::eval_sh_chebyu_l(n, a[0]),
        |n, a| o::eval_sh_chebyu(n, a[0]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
}

#[test]
fn jacobi_gegenbauer_against_mpmath_and_scipy() {
    check_family(
        F3,
        "eval_jacobi",
        |n, a| o::eval_jacobi_l(n, a[0], a[1], a[2]),
        |n, a| o::eval_jacobi(n, a[0], a[1], a[2]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
    check_family(
        F3,
        "eval_sh_jacobi",
        |n, a| o::eval_sh_jacobi_l(n, a[0], a[1], a[2]),
        |n, a| o::eval_sh_jacobi(n, a[0], a[1], a[2]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
    check_family(
        F3,
        "eval_gegenbauer",
        |n, a| o::eval_gegenbauer_l(n, a[0], a[1]),
        |n, a| o::eval_gegenbauer(n, a[0], a[1]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
}

#[test]
fn laguerre_against_mpmath_and_scipy() {
    check_family(
        F4,
        "eval_laguerre",
        |n, a| o::eval_laguerre_l(n, a[0]),
        |n, a| o::eval_laguerre(n, a[0]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
    check_family(
        F4,
        "eval_genlaguerre",
        |n, a| o::eval_genlaguerre_l(n, a[0], a[1]),
        |n, a| o::eval_genlaguerre(n, a[0], a[1]),
        16.0,
        256.0,
        2e-15,
        2e-14,
    );
}

#[test]
fn lpmv_against_mpmath_and_scipy() {
    check_loop(F4, "lpmv", 256.0, 2e-14, |a| o::lpmv(a[0], a[1], a[2]));
    let t = table(F4, "lpmv", true);
    for (inp, want) in t.inputs.iter().zip(&t.outputs) {
        let got = o::lpmv(inp[0], inp[1], inp[2]);
        let w = want[0];
        let ok = if w.is_nan() {
            got.is_nan()
        } else if w.is_infinite() || w == 0.0 {
            got == w
        } else {
            (got - w).abs() <= 1e-13 * w.abs()
        };
        assert!(ok, "lpmv{inp:?}: got {got}, SciPy {w}");
    }
}

/// ULP of `sqrt((2n+1)/(4 pi))` (the bound of `|Y_n^m|`) allowed against mpmath.
const SPH_BOUND: f64 = 64.0;

#[test]
fn sph_harm_y_against_mpmath_and_scipy() {
    let t = table(F4, "sph_harm_y", false);
    let mut worst = 0.0f64;
    for (inp, out) in t.inputs.iter().zip(&t.outputs) {
        let y = o::sph_harm_y(inp[0] as i64, inp[1] as i64, inp[2], inp[3]);
        let scale = out[2];
        let e = scaled_ulps(y.re, out[0], scale).max(scaled_ulps(y.im, out[1], scale));
        let e_sci = scaled_ulps(out[3], out[0], scale).max(scaled_ulps(out[4], out[1], scale));
        worst = worst.max(e);
        // Within the bound, or (cos theta rounded near theta = 0, pi) within twice SciPy's own
        // error.
        assert!(
            e <= SPH_BOUND || e <= 2.0 * e_sci,
            "sph_harm_y{inp:?} = {y}, mpmath ({}, {}): {e} ULP, SciPy {e_sci}",
            out[0],
            out[1]
        );
        let es = ((y.re - out[3]).abs()).max((y.im - out[4]).abs()) / scale;
        assert!(
            es <= 1e-13,
            "sph_harm_y{inp:?} = {y}, SciPy ({}, {})",
            out[3],
            out[4]
        );
    }
    eprintln!(
        "sph_harm_y: {} points, max {worst:.1} ULP of sqrt((2n+1)/(4 pi))",
        t.inputs.len()
    );
    let t = table(F4, "sph_harm_y", true);
    for (inp, want) in t.inputs.iter().zip(&t.outputs) {
        let y = o::sph_harm_y(inp[0] as i64, inp[1] as i64, inp[2], inp[3]);
        for (g, w) in [(y.re, want[0]), (y.im, want[1])] {
            let ok = if w.is_nan() {
                g.is_nan()
            } else {
                (g - w).abs() <= 1e-15
            };
            assert!(
                ok,
                "sph_harm_y{inp:?}: got {y}, SciPy ({}, {})",
                want[0], want[1]
            );
        }
    }
}

#[test]
fn orthogonal_ufuncs_loops_dtypes_and_values() {
    use gsci_special::{Array, DType, Device};
    let dev = Device::cpu();
    for name in [
        "eval_legendre",
        "eval_chebyt",
        "eval_chebyu",
        "eval_chebyc",
        "eval_chebys",
        "eval_laguerre",
        "eval_sh_legendre",
        "eval_sh_chebyt",
        "eval_sh_chebyu",
    ] {
        assert_eq!(
            gsci_special::ufunc(name).unwrap().types(),
            vec!["ld->d", "ff->f", "fF->F", "dd->d", "dD->D"],
            "{name}"
        );
    }
    for name in ["eval_gegenbauer", "eval_genlaguerre"] {
        assert_eq!(
            gsci_special::ufunc(name).unwrap().types(),
            vec!["ldd->d", "fff->f", "ffF->F", "ddd->d", "ddD->D"],
            "{name}"
        );
    }
    for name in ["eval_jacobi", "eval_sh_jacobi"] {
        assert_eq!(
            gsci_special::ufunc(name).unwrap().types(),
            vec!["lddd->d", "ffff->f", "fffF->F", "dddd->d", "dddD->D"],
            "{name}"
        );
    }
    assert_eq!(
        gsci_special::ufunc("lpmv").unwrap().types(),
        vec!["fff->f", "ddd->d"]
    );
    assert_eq!(
        gsci_special::ufunc("sph_harm_y").unwrap().types(),
        vec!["lldd->D", "llff->F"]
    );
    // Integer degrees take the recurrence loop; float degrees the hypergeometric one; float32
    // stays float32 (computed in float64, rounded once).
    let n = Array::from_vec(vec![0i64, 3, 7], &[3, 1], &dev).unwrap();
    let x = Array::from_vec(vec![-0.5f64, 0.3, 0.9], &[3], &dev).unwrap();
    let r = gsci_special::eval_legendre_dyn(&n, &x).unwrap();
    assert_eq!(r.dtype(), DType::F64);
    assert_eq!(r.shape(), &[3, 3]);
    let got = r.into_typed::<f64>().unwrap().to_vec().unwrap();
    for (i, nn) in [0i64, 3, 7].iter().enumerate() {
        for (j, xx) in [-0.5f64, 0.3, 0.9].iter().enumerate() {
            assert_eq!(
                got[i * 3 + j].to_bits(),
                o::eval_legendre_l(*nn, *xx).to_bits()
            );
        }
    }
    let nf = Array::from_vec(vec![2.5f32], &[1], &dev).unwrap();
    let xf = Array::from_vec(vec![0.3f32], &[1], &dev).unwrap();
    let r = gsci_special::eval_legendre_dyn(&nf, &xf).unwrap();
    assert_eq!(r.dtype(), DType::F32);
    let v = r.into_typed::<f32>().unwrap().to_vec().unwrap()[0];
    assert_eq!(v, o::eval_legendre(2.5f32 as f64, 0.3f32 as f64) as f32);
    let nd = Array::from_vec(vec![2.5f64], &[1], &dev).unwrap();
    let r: Array<f64> = gsci_special::eval_legendre(&nd, 0.3).unwrap();
    // SciPy: eval_legendre(2.5, 0.3).
    assert!((r.to_vec().unwrap()[0] - -0.4636610134572234).abs() <= 2e-16);
    // SciPy: eval_jacobi(3, 0.5, 1.5, 0.3), eval_genlaguerre(2.5, 0.5, 3.0), lpmv(1, 2.5, 0.3).
    assert_eq!(o::eval_jacobi_l(3, 0.5, 1.5, 0.3), -0.39725000000000016);
    assert!((o::eval_genlaguerre(2.5, 0.5, 3.0) - -0.4223092100387434).abs() <= 1e-15);
    assert!((o::lpmv(1.0, 2.5, 0.3) - -0.12922999435771895).abs() <= 1e-16);
    // Complex input takes SciPy's dD->D loop (tests/orthogonal_complex.rs); where SciPy has no
    // complex loop (eval_hermite), an error naming the function, never a wrong answer.
    let z = Array::from_vec(vec![num_complex::Complex64::new(0.3, 0.1)], &[1], &dev).unwrap();
    let r = gsci_special::eval_legendre_dyn(2i64, &z).unwrap();
    assert_eq!(r.dtype(), DType::C128);
    assert_eq!(
        r.into_typed::<num_complex::Complex64>()
            .unwrap()
            .to_vec()
            .unwrap()[0],
        gsci_special::scalar::orthogonal_complex::eval_legendre_c(
            2.0,
            num_complex::Complex64::new(0.3, 0.1)
        )
    );
    let Err(e) = gsci_special::eval_hermite_dyn(2i64, &z) else {
        panic!("complex input accepted")
    };
    assert!(format!("{e}").contains("eval_hermite"), "{e}");
}

#[test]
fn sph_harm_y_api_options_and_errors() {
    use gsci_special::{Array, DType, Device, Error, SphHarmYOptions};
    use num_complex::Complex64;
    let dev = Device::cpu();
    let n = Array::from_vec(vec![0i64, 1, 2, 3], &[4, 1], &dev).unwrap();
    let m = Array::from_vec(vec![-1i64, 0, 1], &[3], &dev).unwrap();
    let opts = SphHarmYOptions::default();
    let y = gsci_special::sph_harm_y::<Complex64>(&n, &m, 0.8, 1.3, &opts).unwrap();
    assert_eq!(y.shape(), &[4, 3]);
    let got = y.to_vec().unwrap();
    for (i, nn) in [0i64, 1, 2, 3].iter().enumerate() {
        for (j, mm) in [-1i64, 0, 1].iter().enumerate() {
            assert_eq!(got[i * 3 + j], o::sph_harm_y(*nn, *mm, 0.8, 1.3));
        }
    }
    // |m| > n gives 0 (n = 0, m = +-1).
    assert_eq!(got[0], Complex64::new(0.0, 0.0));
    // float32 angles: complex64.
    let t = Array::from_vec(vec![0.5f32, 1.0], &[2], &dev).unwrap();
    let r = gsci_special::sph_harm_y_dyn(2i64, 1i64, &t, &t, &opts).unwrap();
    assert_eq!(r.dtype(), DType::C64);
    // Float degrees have no loop (SciPy: TypeError).
    let nf = Array::from_vec(vec![2.0f64], &[1], &dev).unwrap();
    assert!(matches!(
        gsci_special::sph_harm_y_dyn(&nf, 1i64, 0.5, 0.5, &opts),
        Err(Error::Unsupported { .. })
    ));
    // diff_n: negative or > 2 is SciPy's ValueError; 1 and 2 return several arrays, which
    // sph_harm_y_diff does (the error says so).
    for (d, invalid) in [(-1i64, true), (3, true), (1, false), (2, false)] {
        let Err(e) =
            gsci_special::sph_harm_y_dyn(&n, 1i64, 0.5, 0.5, &SphHarmYOptions { diff_n: d })
        else {
            panic!("diff_n {d} accepted")
        };
        match e {
            Error::InvalidArgument { op, reason } => {
                assert!(op == "sph_harm_y", "diff_n {d}");
                assert!(
                    invalid || reason.contains("sph_harm_y_diff"),
                    "diff_n {d}: {reason}"
                )
            }
            other => panic!("diff_n {d}: {other}"),
        }
    }
    let mut out = Array::<Complex64>::zeros(&[2], &dev).unwrap();
    let one = Array::from_vec(vec![1i64], &[1], &dev).unwrap();
    gsci_special::sph_harm_y_into(&one, 1i64, 0.5, 0.7, &opts, &mut out).unwrap();
    let w = o::sph_harm_y(1, 1, 0.5, 0.7);
    assert_eq!(out.to_vec().unwrap(), vec![w, w]);
    // SciPy: sph_harm_y(1, 1, 0.5, 0.7).
    let s = Complex64::new(-0.1266874799056044, -0.10670739227464042);
    assert!((w - s).norm() <= 1e-16, "{w}");
}

#[test]
fn orthogonal2_cuda_header_compiles() {
    let mut src = String::from(gsci_core::kernel_cache::TYPES_HEADER);
    // orthogonal.cuh calls gamma.cuh's gamma, digamma, beta and binom, and hyper.cuh's hyp2f1
    // (which calls bessel.cuh, which calls error.cuh).
    for f in ["error", "gamma", "bessel", "hyper", "orthogonal"] {
        src.push_str(&package_file(&format!("src/kernels/{f}.cuh")));
    }
    src.push_str(
        "extern \"C\" __global__ void k_orth2(const double* x, const long long* n, double* out, \
         long long len) {\n  long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;\n  \
         if (i >= len) return;\n  out[i] = gsci_sp_eval_legendre(x[i], x[i]) + gsci_sp_eval_jacobi_l(n[i], 0.5, x[i], x[i]) + \
         gsci_sp_eval_genlaguerre(x[i], 0.5, x[i]) + gsci_sp_lpmv(1.0, x[i], x[i]) + gsci_sp_sph_harm_y(n[i], 1, x[i], x[i]).re;\n}\n",
    );
    compile_check("special_orthogonal2", &src);
}

/// `sph_harm_y_diff` (SciPy's `diff_n = 1, 2`): the scalar jets against SciPy on a grid with
/// the poles, |m| > n, n < 0 and NaN angles, and against mpmath's derivatives inside; the array
/// function's shapes, dtypes and values; the device against the CPU.
#[test]
fn sph_harm_y_derivatives_match_scipy_and_mpmath() {
    use gsci_special::{Array, DType, Device, SphHarmYOptions};
    use num_complex::Complex64;
    const F: &str = "sph_harm_diff.npz";
    let t = table(F, "sph_diff", true);
    let mut worst = 0.0f64;
    let mut worst_at = String::new();
    for (inp, w) in t.inputs.iter().zip(&t.outputs) {
        let (n, m, th, ph) = (inp[0] as i64, inp[1] as i64, inp[2], inp[3]);
        let (y, yt, yp) = o::sph_harm_y_d1(n, m, th, ph);
        let (ytt, ytp, ypp) = o::sph_harm_y_d2(n, m, th, ph);
        let got = [y, yt, yp, ytt, ytp, ytp, ypp];
        // The scale of each entry: sqrt((2n+1)/(4 pi)) times (n+1) per theta derivative and
        // |m| per phi derivative (the sizes of the recurrences' terms).
        let base = ((2.0 * n.max(0) as f64 + 1.0) / (4.0 * std::f64::consts::PI)).sqrt();
        let (nf, mf) = ((n.max(0) + 1) as f64, (m.unsigned_abs() as f64).max(1.0));
        let scales = [
            base,
            base * nf,
            base * mf,
            base * nf * nf,
            base * nf * mf,
            base * nf * mf,
            base * mf * mf,
        ];
        for (k, (g, s)) in got.iter().zip(scales).enumerate() {
            for (gv, wv) in [(g.re, w[2 * k]), (g.im, w[2 * k + 1])] {
                let ok = if wv.is_nan() {
                    gv.is_nan()
                } else {
                    let e = (gv - wv).abs() / s;
                    if e / f64::EPSILON > worst {
                        worst = e / f64::EPSILON;
                        worst_at = format!("{inp:?} entry {k}: {gv} vs {wv}");
                    }
                    e <= 64.0 * f64::EPSILON
                };
                assert!(ok, "sph_harm_y diff {inp:?} entry {k}: got {g}, SciPy {wv}");
            }
        }
    }
    eprintln!(
        "sph_harm_y_diff: {} points, max {worst:.1} eps of the scale against SciPy ({worst_at})",
        t.inputs.len()
    );
    let t = table(F, "sph_diff", false);
    for (inp, w) in t.inputs.iter().zip(&t.outputs) {
        let (n, m, th, ph) = (inp[0] as i64, inp[1] as i64, inp[2], inp[3]);
        let (y, yt, _) = o::sph_harm_y_d1(n, m, th, ph);
        let (ytt, _, _) = o::sph_harm_y_d2(n, m, th, ph);
        let base = ((2.0 * n as f64 + 1.0) / (4.0 * std::f64::consts::PI)).sqrt();
        let nf = (n + 1) as f64;
        for (g, (re, im), s) in [
            (y, (w[0], w[1]), base),
            (yt, (w[2], w[3]), base * nf),
            (ytt, (w[4], w[5]), base * nf * nf),
        ] {
            let e = (g - Complex64::new(re, im)).norm() / s;
            assert!(
                e <= 64.0 * f64::EPSILON,
                "{inp:?}: {g} vs mpmath ({re}, {im}): {e}"
            );
        }
    }
    // The array function: SciPy's shapes and dtypes, broadcasting, and diff_n checks.
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let n = Array::from_vec(vec![0i64, 2, 3, 5], &[4, 1], &dev).unwrap();
    let th = Array::from_vec(vec![0.0, 0.4, 3.0], &[3], &dev).unwrap();
    let r =
        gsci_special::sph_harm_y_diff(&n, 1i64, &th, 0.7, &SphHarmYOptions { diff_n: 2 }).unwrap();
    assert_eq!(r.y.shape(), &[4, 3]);
    assert_eq!(r.jac.as_ref().unwrap().shape(), &[4, 3, 2]);
    assert_eq!(r.hess.as_ref().unwrap().shape(), &[4, 3, 2, 2]);
    assert_eq!(r.y.dtype(), DType::C128);
    let jac = r
        .jac
        .unwrap()
        .into_typed::<Complex64>()
        .unwrap()
        .to_vec()
        .unwrap();
    let hess = r
        .hess
        .unwrap()
        .into_typed::<Complex64>()
        .unwrap()
        .to_vec()
        .unwrap();
    for (i, nn) in [0i64, 2, 3, 5].iter().enumerate() {
        for (j, tt) in [0.0, 0.4, 3.0].iter().enumerate() {
            let (_, yt, yp) = o::sph_harm_y_d1(*nn, 1, *tt, 0.7);
            let (ytt, ytp, ypp) = o::sph_harm_y_d2(*nn, 1, *tt, 0.7);
            let k = i * 3 + j;
            // The device within 2 ULP of the CPU (both compute the same rounded operations).
            for (g, w) in [
                (jac[2 * k], yt),
                (jac[2 * k + 1], yp),
                (hess[4 * k], ytt),
                (hess[4 * k + 1], ytp),
                (hess[4 * k + 2], ytp),
                (hess[4 * k + 3], ypp),
            ] {
                let tol = 4.0 * f64::EPSILON * w.norm().max(1e-300);
                assert!((g - w).norm() <= tol, "n={nn} theta={tt}: {g} vs {w}");
            }
        }
    }
    let t32 = Array::from_vec(vec![0.4f32], &[1], &cpu).unwrap();
    let two = Array::from_vec(vec![2i64], &[1], &cpu).unwrap();
    let r = gsci_special::sph_harm_y_diff(&two, 1i64, &t32, &t32, &SphHarmYOptions { diff_n: 1 })
        .unwrap();
    assert_eq!(r.jac.unwrap().dtype(), DType::C64);
    assert!(r.hess.is_none());
    let r0 =
        gsci_special::sph_harm_y_diff(&two, 1i64, 0.4, 0.1, &SphHarmYOptions::default()).unwrap();
    assert!(r0.jac.is_none() && r0.hess.is_none());
    for d in [-1i64, 3] {
        assert!(matches!(
            gsci_special::sph_harm_y_diff(&two, 1i64, 0.4, 0.1, &SphHarmYOptions { diff_n: d }),
            Err(gsci_special::Error::InvalidArgument {
                op: "sph_harm_y",
                ..
            })
        ));
    }
    assert!(matches!(
        gsci_special::sph_harm_y_dyn(&two, 1i64, 0.4, 0.1, &SphHarmYOptions { diff_n: 1 }),
        Err(gsci_special::Error::InvalidArgument {
            op: "sph_harm_y",
            ..
        })
    ));
}
