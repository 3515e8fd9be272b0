//! truncnorm, vonmises, skewnorm, rice, invgauss and shapiro against SciPy 1.17.1
//! (golden/data/continuous.npz, written by golden/generate_continuous.py; the skewnorm
//! cdf/sf and the rice sf come from mpmath there, where SciPy's algorithm loses digits).
//!
//! Tolerances (relative, `assert_close`'s scale rule): `RTOL` 1e-13 for the closed forms and
//! log-space formulas SciPy also evaluates (truncnorm, invgauss, vonmises' density, skewnorm's
//! density); `ITER_RTOL` 1e-12 for quantities through series, Owen's T and Newton inversions
//! whose algorithms differ from SciPy's Boost/Cephes ones (measured max errors are printed by
//! each test with `--nocapture`); `QUAD_RTOL` 1e-9 for the entropies SciPy integrates
//! numerically with `quad`'s default tolerances (rice and skewnorm). Wider, stated at the case:
//! moments where SciPy's own formula cancels (truncnorm in narrow tail windows, rice(20)). GPU vs CPU: 1e-12.

use crate::common::{Golden, assert_close};
use gsci_stats::*;

const RTOL: f64 = 1e-13;
const ITER_RTOL: f64 = 1e-12;
const QUAD_RTOL: f64 = 1e-9;

fn golden() -> Golden {
    Golden::open("continuous.npz")
}

/// The largest relative error (for the report).
fn max_rel(got: &[f64], want: &[f64]) -> f64 {
    got.iter()
        .zip(want)
        .filter(|(g, w)| w.is_finite() && g.is_finite())
        .map(|(g, w)| (g - w).abs() / w.abs().max(f64::MIN_POSITIVE))
        .fold(0.0, f64::max)
}

/// Every method of `d` against the golden values of case `name`: `rtol` for the methods over
/// the grids, `stats_rtol` for mean/variance/skewness/kurtosis and the entropy (absolute
/// against 1e-14 where SciPy's integrated mean or skewness is 0 up to rounding).
fn run_case<D: ContinuousDistribution>(name: &str, d: &D, rtol: f64, stats_rtol: f64) {
    let mut g = golden();
    let dev = gsci_tests::test_device();
    let x = g.array(&format!("{name}_x"), &Device::cpu());
    let q = g.array(&format!("{name}_q"), &Device::cpu());
    type F<D> = fn(&D, &Array<f64>) -> Result<Array<f64>>;
    let methods: [(&str, F<D>, bool); 8] = [
        ("pdf", |d, x| d.pdf(x), false),
        ("logpdf", |d, x| d.logpdf(x), false),
        ("cdf", |d, x| d.cdf(x), false),
        ("logcdf", |d, x| d.logcdf(x), false),
        ("sf", |d, x| d.sf(x), false),
        ("logsf", |d, x| d.logsf(x), false),
        ("ppf", |d, q| d.ppf(q), true),
        ("isf", |d, q| d.isf(q), true),
    ];
    let mut worst = 0.0f64;
    for (m, f, on_q) in methods {
        let key = format!("{name}_{m}");
        let input = if on_q { &q } else { &x };
        let got = f(d, input)
            .unwrap_or_else(|e| panic!("{key}: {e}"))
            .to_vec()
            .unwrap();
        let want = g.get(&key).0;
        worst = worst.max(max_rel(&got, &want));
        assert_close(&key, &got, &want, rtol);
        if !matches!(dev.backend(), gsci_stats::gsci_core::Backend::Cpu) {
            let gi = input.to_device(&dev).unwrap();
            let gg = f(d, &gi).unwrap().to_vec().unwrap();
            assert_close(&format!("{key} GPU vs CPU"), &gg, &got, 1e-12);
        }
    }
    let st = d.stats().unwrap();
    let mvsk: Vec<f64> = st.iter().map(|a| a.item().unwrap()).collect();
    let want = g.get(&format!("{name}_mvsk")).0;
    for (i, (&a, &b)) in mvsk.iter().zip(&want).enumerate() {
        if b.is_nan() || a.is_nan() || b.is_infinite() {
            assert_close(&format!("{name}_mvsk[{i}]"), &[a], &[b], 0.0);
        } else {
            let tol = stats_rtol * b.abs().max(1e-14 / stats_rtol);
            assert!(
                (a - b).abs() <= tol,
                "{name}_mvsk[{i}]: got {a:e}, want {b:e}"
            );
        }
    }
    let h = d.entropy().unwrap().item().unwrap();
    let hw = g.get(&format!("{name}_entropy")).0;
    assert_close(&format!("{name}_entropy"), &[h], &hw, stats_rtol);
    let med = d.median().unwrap().item().unwrap();
    let mw = g.get(&format!("{name}_median")).0;
    assert_close(&format!("{name}_median"), &[med], &mw, rtol);
    let (lo, hi) = d.interval(0.9).unwrap();
    let iv = [lo.item().unwrap(), hi.item().unwrap()];
    assert_close(
        &format!("{name}_interval"),
        &iv,
        &g.get(&format!("{name}_interval")).0,
        rtol,
    );
    let (lo, hi) = d.support().unwrap();
    let sp = [lo.item().unwrap(), hi.item().unwrap()];
    assert_close(
        &format!("{name}_support"),
        &sp,
        &g.get(&format!("{name}_support")).0,
        0.0,
    );
    eprintln!("{name}: max relative error of the methods {worst:.2e}");
}

#[test]
fn truncnorm() {
    run_case(
        "truncnorm",
        &Truncnorm::new(-1.0, 2.0, 0.5, 1.5),
        RTOL,
        RTOL,
    );
    // SciPy's moment formula cancels in these narrow tail windows (the variance, 0.014, is
    // 1 + pdf(a) (a - mean) - pdf(b) (b - mean) with terms ~1e3 times larger), amplifying ulp
    // differences of pdf(a), pdf(b) to ~3e-11 (variance), ~1.3e-9 (skewness) and ~3.5e-8
    // (kurtosis: further cancellations of m3, m4 against the mean's powers); in (-30, -20)
    // the skewness differs from SciPy's by 9.5e-7 and the kurtosis by 1.3e-4 (neither is
    // accurate there: SciPy's formula, which gsci follows, loses ~12 digits)
    run_case(
        "truncnorm_right",
        &Truncnorm::new(8.0, 9.0, 0.0, 1.0),
        RTOL,
        1e-7,
    );
    // (methods: log-cdf = log mass(a, x) - log mass(a, b), two logs near -200 whose difference
    // is -0.2, amplifies ulp differences of log_ndtr by 1e3: 1.4e-13)
    run_case(
        "truncnorm_left",
        &Truncnorm::new(-30.0, -20.0, 0.0, 1.0),
        ITER_RTOL,
        1e-3,
    );
    let d = Truncnorm::new(-40.0, 40.0, 1.0, 2.0);
    run_case("truncnorm_wide", &d, RTOL, RTOL);
    let d = Truncnorm::new(f64::NEG_INFINITY, 0.5, 0.0, 1.0);
    run_case("truncnorm_halfinf", &d, RTOL, RTOL);
}

#[test]
fn vonmises() {
    // mvsk against mpmath's integrals (SciPy's quad is 2.7e-5 off at kappa = 60)
    run_case(
        "vonmises",
        &Vonmises::new(2.0, 0.5, 1.0),
        ITER_RTOL,
        ITER_RTOL,
    );
    // the kurtosis' series, pi^4/5 + sum, cancels by 2e4 and m4/var^2 - 3 by 174: 1.6e-10
    run_case(
        "vonmises_large",
        &Vonmises::new(60.0, 0.0, 1.0),
        ITER_RTOL,
        1e-9,
    );
    run_case(
        "vonmises_zero",
        &Vonmises::new(0.0, 0.0, 2.0),
        ITER_RTOL,
        ITER_RTOL,
    );
}

#[test]
fn skewnorm() {
    run_case(
        "skewnorm",
        &Skewnorm::new(4.0, 0.3, 1.2),
        ITER_RTOL,
        QUAD_RTOL,
    );
    run_case(
        "skewnorm_neg",
        &Skewnorm::new(-3.0, 0.0, 1.0),
        ITER_RTOL,
        QUAD_RTOL,
    );
    run_case(
        "skewnorm_small",
        &Skewnorm::new(0.5, 0.0, 1.0),
        ITER_RTOL,
        QUAD_RTOL,
    );
}

#[test]
fn rice() {
    run_case("rice", &Rice::new(1.5, 0.0, 1.2), ITER_RTOL, QUAD_RTOL);
    run_case("rice_zero", &Rice::new(0.0, 0.0, 1.0), ITER_RTOL, QUAD_RTOL);
    // the skewness and kurtosis of rice(20) (1.3e-4, -1e-4) are SciPy's generic raw-moment
    // formula, which cancels by ~1e8 (m3 = 8e3) and ~1e11 (m4 = 1.6e5): SciPy's and gsci's
    // carry ~2e-8 and ~8e-6 relative
    run_case("rice_large", &Rice::new(20.0, 0.0, 1.0), ITER_RTOL, 1e-5);
}

#[test]
fn invgauss() {
    run_case("invgauss", &Invgauss::new(0.5, 0.0, 2.0), ITER_RTOL, RTOL);
    run_case(
        "invgauss_small",
        &Invgauss::new(0.05, 0.0, 1.0),
        ITER_RTOL,
        RTOL,
    );
    run_case(
        "invgauss_large",
        &Invgauss::new(20.0, 0.0, 1.0),
        ITER_RTOL,
        RTOL,
    );
}

/// The quantiles in the far tails (where SciPy's are not accurate) invert the cdf/sf that the
/// golden tests check against mpmath: `cdf(ppf(q)) = q`, `sf(isf(q)) = q`.
#[test]
fn tail_quantiles_invert_the_cdf() {
    let dev = gsci_tests::test_device();
    let q = Array::from_vec(
        vec![1e-300, 1e-12, 1e-5, 0.3, 0.999, 1.0 - 1e-9],
        &[6],
        &dev,
    )
    .unwrap();
    let qv = q.to_vec().unwrap();
    // q vs cdf(x) at x = ppf(q): allowed rtol * q plus what one ulp of x moves the cdf
    // (pdf(x) * ulp(x) * 2: the quantile is right to an ulp, the cdf's slope amplifies it)
    let check_with =
        |what: &str, qv: &[f64], got: Array<f64>, x: Array<f64>, pdf: Array<f64>, rtol: f64| {
            let g = got.to_vec().unwrap();
            let xs = x.to_vec().unwrap();
            let ps = pdf.to_vec().unwrap();
            let mut worst = 0.0f64;
            for i in 0..g.len() {
                let cond = 2.0 * ps[i] * xs[i].abs() * f64::EPSILON;
                let err = (g[i] - qv[i]).abs();
                assert!(
                    err <= rtol * qv[i] + cond,
                    "{what}[{i}]: got {:e}, want {:e} (x = {:e})",
                    g[i],
                    qv[i],
                    xs[i]
                );
                worst = worst.max(err / qv[i]);
            }
            eprintln!("{what}: max relative error {worst:.2e}");
        };
    let sn = Skewnorm::new(4.0, 0.3, 1.2);
    let x = sn.ppf(&q).unwrap();
    check_with(
        "skewnorm cdf(ppf)",
        &qv,
        sn.cdf(&x).unwrap(),
        x.clone(),
        sn.pdf(&x).unwrap(),
        1e-12,
    );
    let x = sn.isf(&q).unwrap();
    check_with(
        "skewnorm sf(isf)",
        &qv,
        sn.sf(&x).unwrap(),
        x.clone(),
        sn.pdf(&x).unwrap(),
        1e-12,
    );
    let sn = Skewnorm::new(-2.5, 0.0, 1.0);
    let x = sn.ppf(&q).unwrap();
    check_with(
        "skewnorm- cdf(ppf)",
        &qv,
        sn.cdf(&x).unwrap(),
        x.clone(),
        sn.pdf(&x).unwrap(),
        1e-12,
    );
    let x = sn.isf(&q).unwrap();
    check_with(
        "skewnorm- sf(isf)",
        &qv,
        sn.sf(&x).unwrap(),
        x.clone(),
        sn.pdf(&x).unwrap(),
        1e-12,
    );
    let ri = Rice::new(1.5, 0.0, 1.2);
    let x = ri.ppf(&q).unwrap();
    check_with(
        "rice cdf(ppf)",
        &qv,
        ri.cdf(&x).unwrap(),
        x.clone(),
        ri.pdf(&x).unwrap(),
        1e-12,
    );
    let x = ri.isf(&q).unwrap();
    check_with(
        "rice sf(isf)",
        &qv,
        ri.sf(&x).unwrap(),
        x.clone(),
        ri.pdf(&x).unwrap(),
        1e-12,
    );
    // (invgauss: not at 1e-300, where SciPy's log-sf formula a + log1p(-exp(b - a)) cancels)
    let q = Array::from_vec(vec![1e-12, 1e-5, 0.3, 0.999, 1.0 - 1e-9], &[5], &dev).unwrap();
    let qv = q.to_vec().unwrap();
    let ig = Invgauss::new(0.3, 0.0, 1.0);
    let x = ig.ppf(&q).unwrap();
    check_with(
        "invgauss cdf(ppf)",
        &qv,
        ig.cdf(&x).unwrap(),
        x.clone(),
        ig.pdf(&x).unwrap(),
        1e-12,
    );
    let x = ig.isf(&q).unwrap();
    check_with(
        "invgauss sf(isf)",
        &qv,
        ig.sf(&x).unwrap(),
        x.clone(),
        ig.pdf(&x).unwrap(),
        1e-12,
    );
    let tn = Truncnorm::new(3.0, 50.0, 0.0, 1.0);
    let x = tn.ppf(&q).unwrap();
    check_with(
        "truncnorm cdf(ppf)",
        &qv,
        tn.cdf(&x).unwrap(),
        x.clone(),
        tn.pdf(&x).unwrap(),
        1e-12,
    );
    let x = tn.isf(&q).unwrap();
    check_with(
        "truncnorm sf(isf)",
        &qv,
        tn.sf(&x).unwrap(),
        x.clone(),
        tn.pdf(&x).unwrap(),
        1e-12,
    );
}

#[test]
fn parameters_broadcast_with_x() {
    let mut g = golden();
    let dev = Device::cpu();
    let x = g.array("bc_x", &dev);
    let a = g.array("bc_a", &dev);
    let am = (&a - 1.5).unwrap();
    let ap = (&a + 1.0).unwrap();
    let r = Truncnorm::new(&am, &ap, 0.0, 1.0).cdf(&x).unwrap();
    assert_eq!(r.shape(), &[3, 3]);
    let w = g.get("bc_truncnorm_cdf").0;
    assert_close("bc_truncnorm_cdf", &r.to_vec().unwrap(), &w, RTOL);
    let r = Skewnorm::new(&a, 0.0, 1.0).pdf(&x).unwrap();
    let w = g.get("bc_skewnorm_pdf").0;
    assert_close("bc_skewnorm_pdf", &r.to_vec().unwrap(), &w, RTOL);
    let r = Vonmises::new(&ap, 0.0, 1.0).cdf(&x).unwrap();
    let w = g.get("bc_vonmises_cdf").0;
    assert_close("bc_vonmises_cdf", &r.to_vec().unwrap(), &w, ITER_RTOL);
    let x1 = (&x + 1.0).unwrap();
    let r = Invgauss::new((&a + 1.5).unwrap(), 0.0, 1.0)
        .logcdf(&x1)
        .unwrap();
    let w = g.get("bc_invgauss_logcdf").0;
    assert_close("bc_invgauss_logcdf", &r.to_vec().unwrap(), &w, RTOL);
    let r = Rice::new(&ap, 0.0, 1.0).cdf(&x1).unwrap();
    let w = g.get("bc_rice_cdf").0;
    assert_close("bc_rice_cdf", &r.to_vec().unwrap(), &w, ITER_RTOL);
    // float32 input gives float64, as SciPy
    let x32 = x.astype::<f32>().unwrap();
    assert_eq!(
        Truncnorm::new(-1.0, 1.0, 0.0, 1.0)
            .cdf(&x32)
            .unwrap()
            .dtype(),
        DType::F64
    );
}

#[test]
fn bad_parameters_give_nan() {
    let nan = |r: Result<Array<f64>>| r.unwrap().item().unwrap().is_nan();
    // truncnorm needs a < b
    assert!(nan(Truncnorm::new(1.0, 1.0, 0.0, 1.0).cdf(1.0)));
    assert!(nan(Truncnorm::new(2.0, 1.0, 0.0, 1.0).ppf(0.5)));
    assert!(nan(Truncnorm::new(2.0, 1.0, 0.0, 1.0).mean()));
    // vonmises needs kappa >= 0 (0 is the uniform on [-pi, pi])
    assert!(nan(Vonmises::new(-1.0, 0.0, 1.0).cdf(0.5)));
    let c = Vonmises::new(0.0, 0.0, 1.0)
        .cdf(1.0)
        .unwrap()
        .item()
        .unwrap();
    assert!((c - (0.5 + 1.0 / (2.0 * std::f64::consts::PI))).abs() < 1e-15);
    // skewnorm needs a finite a
    assert!(nan(Skewnorm::new(f64::INFINITY, 0.0, 1.0).pdf(0.5)));
    assert!(nan(Skewnorm::new(f64::NAN, 0.0, 1.0).entropy()));
    // rice needs b >= 0, invgauss mu > 0
    assert!(nan(Rice::new(-0.5, 0.0, 1.0).sf(1.0)));
    assert!(nan(Invgauss::new(0.0, 0.0, 1.0).cdf(1.0)));
    assert!(nan(Invgauss::new(-1.0, 0.0, 1.0).isf(0.1)));
    // a non-positive scale, NaN x and q outside [0, 1]
    assert!(nan(Rice::new(1.0, 0.0, -1.0).pdf(1.0)));
    assert!(nan(Skewnorm::new(1.0, 0.0, 1.0).cdf(f64::NAN)));
    assert!(nan(Invgauss::new(1.0, 0.0, 1.0).ppf(1.5)));
    // outside the support: 0 / 1, as SciPy
    assert_eq!(
        Rice::new(1.0, 0.0, 1.0).cdf(-1.0).unwrap().item().unwrap(),
        0.0
    );
    assert_eq!(
        Truncnorm::new(-1.0, 1.0, 0.0, 1.0)
            .sf(2.0)
            .unwrap()
            .item()
            .unwrap(),
        0.0
    );
    assert_eq!(
        Invgauss::new(1.0, 0.0, 1.0)
            .logpdf(-1.0)
            .unwrap()
            .item()
            .unwrap(),
        f64::NEG_INFINITY
    );
}

#[test]
fn rvs_follow_the_distributions() {
    let dev = gsci_tests::test_device();
    let mut rng = gsci_random::default_rng_on(19, &dev);
    let v = Vonmises::new(1.5, 3.0, 1.0)
        .rvs(&[20000], &mut rng)
        .unwrap()
        .to_vec()
        .unwrap();
    let pi = std::f64::consts::PI;
    assert!(v.iter().all(|&x| (-pi..pi).contains(&x)));
    // circular mean 3 (wrapped), mean resultant length I1(1.5)/I0(1.5) = 0.5961
    let (s, c) = v
        .iter()
        .fold((0.0, 0.0), |(s, c), &x| (s + x.sin(), c + x.cos()));
    let n = v.len() as f64;
    assert!((s.atan2(c) - 3.0).abs() < 0.03, "{}", s.atan2(c));
    assert!(((s * s + c * c).sqrt() / n - 0.5961).abs() < 0.02);
    let t = Truncnorm::new(-0.5, 1.0, 2.0, 3.0)
        .rvs(&[20000], &mut rng)
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(t.iter().all(|&x| (0.5..=5.0).contains(&x)));
    let mean = t.iter().sum::<f64>() / t.len() as f64;
    let want = Truncnorm::new(-0.5, 1.0, 2.0, 3.0)
        .mean()
        .unwrap()
        .item()
        .unwrap();
    // standard error 3 * 0.42 / sqrt(20000) = 0.009
    assert!((mean - want).abs() < 0.04, "{mean} vs {want}");
}

#[test]
fn continuous_kernels_compile_for_sm90() {
    use gsci_stats::gsci_core::kernel_cache::{DEFAULT_OPTIONS, compile_cubin, nvrtc_available};
    let sources = continuous_generated_sources().unwrap();
    assert!(sources.len() >= 30);
    if !nvrtc_available() {
        assert!(
            std::env::var("GSCI_REQUIRE_NVRTC").as_deref() != Ok("1"),
            "GSCI_REQUIRE_NVRTC=1 but NVRTC does not load"
        );
        eprintln!("skipped: NVRTC not found (set LD_LIBRARY_PATH to a libnvrtc.so.13 folder)");
        return;
    }
    // one module per function; they share one preamble holding every device function, so
    // compiling two modules checks all the device code (each takes ~15 s).
    for (name, source) in [&sources[0], &sources[sources.len() - 1]] {
        let cubin = compile_cubin(source, name, "sm_90", DEFAULT_OPTIONS)
            .unwrap_or_else(|e| panic!("{name} failed to compile:\n{e}"));
        assert!(cubin.len() > 100, "{name}: suspiciously small CUBIN");
    }
}

// ------------------------------------------------------------------------------ shapiro

fn sw(x: &Array<f64>, o: &ShapiroOptions) -> (Vec<f64>, Vec<f64>) {
    let r = shapiro(x, o).unwrap();
    (r.statistic.to_vec().unwrap(), r.pvalue.to_vec().unwrap())
}

#[test]
fn shapiro_matches_scipy() {
    let mut g = golden();
    let dev = gsci_tests::test_device();
    let o = ShapiroOptions::default();
    let mut worst = 0.0f64;
    for n in [3, 4, 5, 6, 7, 11, 12, 20, 33, 60] {
        let x = g.array(&format!("sw_{n}"), &dev);
        let (w, p) = sw(&x, &o);
        let want = g.get(&format!("sw_{n}_res")).0;
        worst = worst.max(max_rel(&[w[0], p[0]], &want));
        assert_close(&format!("sw_{n}"), &[w[0], p[0]], &want, RTOL);
    }
    let x = g.array("sw_axis_x", &dev);
    let (w, p) = sw(
        &x,
        &ShapiroOptions {
            axis: Some(0),
            ..o.clone()
        },
    );
    let want = g.get("sw_axis_res").0;
    assert_close("sw_axis", &[w, p].concat(), &want, RTOL);
    let (w, p) = sw(&x, &o);
    assert_close("sw_flat", &[w, p].concat(), &g.get("sw_flat_res").0, RTOL);
    let (w, p) = sw(
        &x,
        &ShapiroOptions {
            axis: Some(-1),
            ..o.clone()
        },
    );
    assert_close("sw_axis1", &[w, p].concat(), &g.get("sw_axis1_res").0, RTOL);
    let xn = g.array("sw_nan_x", &dev);
    let (w, p) = sw(
        &xn,
        &ShapiroOptions {
            nan_policy: NanPolicy::Omit,
            ..o.clone()
        },
    );
    assert_close("sw_omit", &[w[0], p[0]], &g.get("sw_omit_res").0, RTOL);
    eprintln!("shapiro: max relative error {worst:.2e}");
}

#[test]
fn shapiro_edge_cases() {
    let dev = Device::cpu();
    let o = ShapiroOptions::default();
    // fewer than 3 observations: NaN, as SciPy (with its small-sample warning)
    let x = Array::from_vec(vec![1.0f64, 2.0], &[2], &dev).unwrap();
    let (w, p) = sw(&x, &o);
    assert!(w[0].is_nan() && p[0].is_nan());
    // zero range: W = 1, p = 1
    let x = Array::from_vec(vec![1.0f64; 4], &[4], &dev).unwrap();
    assert_eq!(sw(&x, &o), (vec![1.0], vec![1.0]));
    // NaN propagates; Raise errors naming the function
    let x = Array::from_vec(vec![1.0f64, 2.0, f64::NAN, 4.0], &[4], &dev).unwrap();
    let (w, _) = sw(&x, &o);
    assert!(w[0].is_nan());
    let e = shapiro(
        &x,
        &ShapiroOptions {
            nan_policy: NanPolicy::Raise,
            ..o.clone()
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("shapiro"), "{e}");
    // a bad axis errors; float32 gives float64 results
    let x = Array::from_vec(vec![1.0f32, 2.0, 4.0, 3.5], &[4], &dev).unwrap();
    let e = shapiro(
        &x,
        &ShapiroOptions {
            axis: Some(2),
            ..o.clone()
        },
    )
    .unwrap_err();
    assert!(e.to_string().contains("shapiro"), "{e}");
    let r = shapiro(&x, &o).unwrap();
    assert_eq!(r.statistic.dtype(), DType::F64);
    // n = 3 is exact: W = 0.75 at the boundary gives p = 0
    let x = Array::from_vec(vec![0.0f64, 0.0, 1.0], &[3], &dev).unwrap();
    let (w, p) = sw(&x, &o);
    assert!(
        (w[0] - 0.75).abs() < 1e-15 && p[0].abs() < 1e-7,
        "{w:?} {p:?}"
    );
}
