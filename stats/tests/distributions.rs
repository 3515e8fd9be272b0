//! Distributions against SciPy 1.17.1 (golden/data/dist.npz): every method over a grid of `x`
//! (including both tails and points outside the support) and of `q` (including 0, 1 and 1e-12).
//!
//! Tolerance: 1e-13 relative where gsci evaluates SciPy's formula with the same special
//! function; `TAIL_RTOL` (1e-11) for methods that go through an iterative inverse or an
//! incomplete beta/gamma function whose algorithm differs from SciPy's (Boost/Cephes) — these
//! are gsci-special's accuracies, measured there in ulp.

use crate::common::{Golden, assert_close};
use gsci_stats::*;

const RTOL: f64 = 1e-13;
const TAIL_RTOL: f64 = 1e-11;

pub(crate) fn run_all<D: ContinuousDistribution>(g: &mut Golden, name: &str, d: &D, rtol: f64) {
    let dev = gsci_tests::test_device();
    let x = g.array(&format!("{name}_x"), &Device::cpu());
    let q = g.array(&format!("{name}_q"), &Device::cpu());
    let xd = x.to_device(&dev).unwrap();
    let qd = q.to_device(&dev).unwrap();
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
    for (m, f, on_q) in methods {
        let key = format!("{name}_{m}");
        let input = if on_q { &q } else { &x };
        let got = f(d, input).unwrap_or_else(|e| panic!("{key}: {e}"));
        let got = got.to_vec().unwrap();
        assert_close(&key, &got, &g.get(&key).0, rtol);
        if !matches!(dev.backend(), gsci_stats::gsci_core::Backend::Cpu) {
            let gi = if on_q { &qd } else { &xd };
            let gg = f(d, gi).unwrap().to_vec().unwrap();
            assert_close(&format!("{key} GPU vs CPU"), &gg, &got, 1e-12);
        }
    }
    let st = d.stats().unwrap();
    let mvsk: Vec<f64> = st.iter().map(|a| a.item().unwrap()).collect();
    assert_close(
        &format!("{name}_mvsk"),
        &mvsk,
        &g.get(&format!("{name}_mvsk")).0,
        rtol,
    );
    let h = d.entropy().unwrap().item().unwrap();
    assert_close(
        &format!("{name}_entropy"),
        &[h],
        &g.get(&format!("{name}_entropy")).0,
        rtol,
    );
    let med = d.median().unwrap().item().unwrap();
    assert_close(
        &format!("{name}_median"),
        &[med],
        &g.get(&format!("{name}_median")).0,
        rtol,
    );
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
}

#[test]
fn norm() {
    run_all(
        &mut Golden::open("dist.npz"),
        "norm",
        &Norm::new(0.5, 2.0),
        RTOL,
    );
}
#[test]
fn t() {
    run_all(
        &mut Golden::open("dist.npz"),
        "t",
        &T::new(4.5, 0.2, 1.5),
        TAIL_RTOL,
    );
}
#[test]
fn chi2() {
    run_all(
        &mut Golden::open("dist.npz"),
        "chi2",
        &Chi2::new(3.5, 0.0, 1.0),
        TAIL_RTOL,
    );
}
#[test]
fn f() {
    run_all(
        &mut Golden::open("dist.npz"),
        "f",
        &F::new(5.0, 7.5, 0.0, 1.0),
        TAIL_RTOL,
    );
}
#[test]
fn gamma() {
    run_all(
        &mut Golden::open("dist.npz"),
        "gamma",
        &Gamma::new(2.5, 0.0, 1.7),
        TAIL_RTOL,
    );
}
#[test]
fn beta() {
    run_all(
        &mut Golden::open("dist.npz"),
        "beta",
        &Beta::new(2.5, 0.7, 0.0, 1.0),
        TAIL_RTOL,
    );
}
#[test]
fn expon() {
    run_all(
        &mut Golden::open("dist.npz"),
        "expon",
        &Expon::new(0.3, 2.0),
        RTOL,
    );
}
#[test]
fn uniform() {
    run_all(
        &mut Golden::open("dist.npz"),
        "uniform",
        &Uniform::new(-1.0, 3.0),
        RTOL,
    );
}
#[test]
fn lognorm() {
    run_all(
        &mut Golden::open("dist.npz"),
        "lognorm",
        &Lognorm::new(0.8, 0.0, 2.0),
        RTOL,
    );
}
#[test]
fn cauchy() {
    run_all(
        &mut Golden::open("dist.npz"),
        "cauchy",
        &Cauchy::new(1.0, 0.5),
        RTOL,
    );
}
#[test]
fn laplace() {
    run_all(
        &mut Golden::open("dist.npz"),
        "laplace",
        &Laplace::new(-1.0, 2.0),
        RTOL,
    );
}
#[test]
fn logistic() {
    run_all(
        &mut Golden::open("dist.npz"),
        "logistic",
        &Logistic::new(0.5, 1.5),
        RTOL,
    );
}
#[test]
fn weibull_min() {
    let d = WeibullMin::new(1.7, 0.0, 2.0);
    run_all(&mut Golden::open("dist.npz"), "weibull_min", &d, RTOL);
}
#[test]
fn pareto() {
    run_all(
        &mut Golden::open("dist.npz"),
        "pareto",
        &Pareto::new(2.5, 0.0, 1.5),
        RTOL,
    );
}
#[test]
fn rayleigh() {
    run_all(
        &mut Golden::open("dist.npz"),
        "rayleigh",
        &Rayleigh::new(0.0, 2.0),
        RTOL,
    );
}
#[test]
fn gumbel_r() {
    run_all(
        &mut Golden::open("dist.npz"),
        "gumbel_r",
        &GumbelR::new(0.5, 2.0),
        RTOL,
    );
}

#[test]
fn parameters_broadcast_with_x() {
    let mut g = Golden::open("dist.npz");
    let dev = Device::cpu();
    let x = g.array("bc_x", &dev);
    let df = g.array("bc_df", &dev);
    let r = T::standard(&df).cdf(&x).unwrap();
    assert_eq!(r.shape(), &[3, 3]);
    assert_close(
        "bc_t_cdf",
        &r.to_vec().unwrap(),
        &g.get("bc_t_cdf").0,
        TAIL_RTOL,
    );
    let r = Chi2::new(&df, 0.0, 1.0).sf(&x).unwrap();
    assert_close(
        "bc_chi2_sf",
        &r.to_vec().unwrap(),
        &g.get("bc_chi2_sf").0,
        TAIL_RTOL,
    );
    let q = Array::from_vec(vec![0.1, 0.5, 0.9], &[3, 1], &dev).unwrap();
    let r = Gamma::new(&df, 0.0, 1.0).ppf(&q).unwrap();
    assert_close(
        "bc_gamma_ppf",
        &r.to_vec().unwrap(),
        &g.get("bc_gamma_ppf").0,
        TAIL_RTOL,
    );
    // a negative scale gives NaN, as SciPy
    let sc = Array::from_vec(vec![0.5, 1.0, -1.0], &[3], &dev).unwrap();
    let r = Norm::new(&df, &sc).logpdf(&x).unwrap();
    assert_close(
        "bc_norm_logpdf",
        &r.to_vec().unwrap(),
        &g.get("bc_norm_logpdf").0,
        RTOL,
    );
    // float32 input gives float64, as SciPy
    let x32 = x.astype::<f32>().unwrap();
    assert_eq!(Norm::default().cdf(&x32).unwrap().dtype(), DType::F64);
}

#[test]
fn rvs_follow_the_distribution() {
    let mut rng = gsci_random::default_rng_on(7, &gsci_tests::test_device());
    let d = Expon::new(1.0, 2.0);
    let r = d.rvs(&[20000], &mut rng).unwrap();
    let v = r.to_vec().unwrap();
    let mean = v.iter().sum::<f64>() / v.len() as f64;
    // mean 3, standard error 2 / sqrt(20000) = 0.014
    assert!((mean - 3.0).abs() < 0.06, "{mean}");
    assert!(v.iter().all(|&x| x >= 1.0));
}

pub(crate) fn run_discrete<D: DiscreteDistribution>(g: &mut Golden, name: &str, d: &D, rtol: f64) {
    let dev = gsci_tests::test_device();
    let x = g.array(&format!("{name}_x"), &Device::cpu());
    let q = g.array(&format!("{name}_q"), &Device::cpu());
    type F<D> = fn(&D, &Array<f64>) -> Result<Array<f64>>;
    let methods: [(&str, F<D>, bool); 8] = [
        ("pmf", |d, x| d.pmf(x), false),
        ("logpmf", |d, x| d.logpmf(x), false),
        ("cdf", |d, x| d.cdf(x), false),
        ("logcdf", |d, x| d.logcdf(x), false),
        ("sf", |d, x| d.sf(x), false),
        ("logsf", |d, x| d.logsf(x), false),
        ("ppf", |d, q| d.ppf(q), true),
        ("isf", |d, q| d.isf(q), true),
    ];
    for (m, f, on_q) in methods {
        let key = format!("{name}_{m}");
        let input = if on_q { &q } else { &x };
        let got = f(d, input)
            .unwrap_or_else(|e| panic!("{key}: {e}"))
            .to_vec()
            .unwrap();
        // quantiles are integers: exact
        assert_close(&key, &got, &g.get(&key).0, if on_q { 0.0 } else { rtol });
        if !matches!(dev.backend(), gsci_stats::gsci_core::Backend::Cpu) {
            let gi = input.to_device(&dev).unwrap();
            let gg = f(d, &gi).unwrap().to_vec().unwrap();
            assert_close(&format!("{key} GPU vs CPU"), &gg, &got, 1e-12);
        }
    }
    let st = d.stats().unwrap();
    let mvsk: Vec<f64> = st.iter().map(|a| a.item().unwrap()).collect();
    assert_close(
        &format!("{name}_mvsk"),
        &mvsk,
        &g.get(&format!("{name}_mvsk")).0,
        rtol,
    );
}

#[test]
fn binom() {
    run_discrete(
        &mut Golden::open("dist.npz"),
        "binom",
        &Binom::new(12.0, 0.35, 0.0),
        TAIL_RTOL,
    );
}
#[test]
fn poisson() {
    run_discrete(
        &mut Golden::open("dist.npz"),
        "poisson",
        &Poisson::new(3.7, 0.0),
        TAIL_RTOL,
    );
}
#[test]
fn geom() {
    run_discrete(
        &mut Golden::open("dist.npz"),
        "geom",
        &Geom::new(0.3, 0.0),
        RTOL,
    );
}
#[test]
fn bernoulli() {
    let d = Bernoulli::new(0.3, 0.0);
    run_discrete(&mut Golden::open("dist.npz"), "bernoulli", &d, TAIL_RTOL);
}
#[test]
fn randint() {
    let d = Randint::new(-2.0, 5.0, 0.0);
    run_discrete(&mut Golden::open("dist.npz"), "randint", &d, RTOL);
}

#[test]
fn discrete_rvs_and_bad_parameters() {
    let mut rng = gsci_random::default_rng_on(11, &gsci_tests::test_device());
    let v = Poisson::new(4.0, 0.0)
        .rvs(&[5000], &mut rng)
        .unwrap()
        .to_vec()
        .unwrap();
    let mean = v.iter().sum::<f64>() / v.len() as f64;
    assert!((mean - 4.0).abs() < 0.15, "{mean}"); // standard error 0.028
    assert!(v.iter().all(|&k| k >= 0.0 && k == k.floor()));
    // p outside [0, 1] gives NaN, as SciPy
    assert!(
        Binom::new(5.0, 1.5, 0.0)
            .pmf(1.0)
            .unwrap()
            .item()
            .unwrap()
            .is_nan()
    );
    assert!(
        Binom::new(5.5, 0.5, 0.0)
            .cdf(1.0)
            .unwrap()
            .item()
            .unwrap()
            .is_nan()
    );
}

#[test]
fn gumbel_l() {
    run_all(
        &mut Golden::open("dist.npz"),
        "gumbel_l",
        &GumbelL::new(0.5, 2.0),
        RTOL,
    );
}
#[test]
fn weibull_max() {
    // The kurtosis comes from raw moments (gamma(1 + n/c)) as SciPy's generic `stats`:
    // mu4/mu2^2 - 3 cancels to -0.034, so ulp differences of gamma grow to ~2e-13 relative.
    let d = WeibullMax::new(2.3, 1.0, 1.5);
    run_all(&mut Golden::open("dist.npz"), "weibull_max", &d, TAIL_RTOL);
}
#[test]
fn nakagami() {
    let d = Nakagami::new(1.7, 0.0, 1.2);
    run_all(&mut Golden::open("dist.npz"), "nakagami", &d, TAIL_RTOL);
}
#[test]
fn nbinom() {
    run_discrete(
        &mut Golden::open("dist.npz"),
        "nbinom",
        &Nbinom::new(3.5, 0.4, 0.0),
        TAIL_RTOL,
    );
}

#[test]
fn loggamma() {
    let d = Loggamma::new(2.5, 0.3, 1.5);
    run_all(&mut Golden::open("dist.npz"), "loggamma", &d, TAIL_RTOL);
}
#[test]
fn genpareto() {
    let mut g = Golden::open("dist.npz");
    run_all(&mut g, "genpareto", &Genpareto::new(0.3, 0.0, 1.2), RTOL);
    // c < 0: the support ends at loc - scale / c
    run_all(
        &mut g,
        "genpareto_neg",
        &Genpareto::new(-0.4, 0.5, 2.0),
        RTOL,
    );
}

#[test]
fn unfrozen_constants_are_scipys_standard_forms() {
    let x = Array::from_vec(vec![-1.0, 0.5, 2.0], &[3], &gsci_tests::test_device()).unwrap();
    // (the test functions of this file shadow the names: use the paths)
    let a = gsci_stats::norm.cdf(&x).unwrap().to_vec().unwrap();
    let b = Norm::new(0.0, 1.0).cdf(&x).unwrap().to_vec().unwrap();
    assert_eq!(a, b);
    assert_eq!(gsci_stats::expon.mean().unwrap().item().unwrap(), 1.0);
    assert_eq!(gsci_stats::uniform.ppf(0.25).unwrap().item().unwrap(), 0.25);
}

#[test]
fn genextreme() {
    let mut g = Golden::open("dist.npz");
    // c > 0 (bounded above at loc + scale / c), c < 0 (bounded below), c = 0 (Gumbel)
    run_all(
        &mut g,
        "genextreme",
        &Genextreme::new(0.2, 0.5, 1.5),
        TAIL_RTOL,
    );
    run_all(
        &mut g,
        "genextreme_neg",
        &Genextreme::new(-0.3, 0.0, 1.0),
        TAIL_RTOL,
    );
    run_all(
        &mut g,
        "genextreme_zero",
        &Genextreme::new(0.0, 0.0, 1.0),
        TAIL_RTOL,
    );
}
