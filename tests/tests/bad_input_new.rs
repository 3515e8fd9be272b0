//! Bad input to gsci-special, gsci-random, gsci-signal and gsci-stats (see `bad_input.rs`).

use crate::bad_input::*;
use gsci_core::{Array, Device};
use gsci_random::default_rng_on;
use gsci_signal as sig;
use gsci_stats as st;

fn rng(d: &Device) -> gsci_random::Generator {
    default_rng_on(12345, d)
}

fn special() -> Vec<Case> {
    vec![
        case(
            "sph_harm_y_diff: diff_n 3",
            err("sph_harm_y"),
            "scipy.special.sph_harm_y(1, 1, 0.5, 0.5, diff_n=3)",
            |d| {
                let n = Array::from_vec(vec![1i64], &[1], d)?;
                gsci_special::sph_harm_y_diff(
                    &n,
                    1i64,
                    0.5,
                    0.5,
                    &gsci_special::SphHarmYOptions { diff_n: 3 },
                )
                .map(|r| r.y)
            },
        ),
        case(
            "itmodstruve0: overflow",
            vals(&[f64::INFINITY]),
            "scipy.special.itmodstruve0(1000.)",
            |d| gsci_special::itmodstruve0::<f64>(&f1(d, &[1000.0])),
        ),
        case("ndtri: 2", Want::Nan, "scipy.special.ndtri(2.)", |d| {
            gsci_special::ndtri::<f64>(&f1(d, &[2.0]))
        }),
        case("ndtri: -0.5", Want::Nan, "scipy.special.ndtri(-0.5)", |d| {
            gsci_special::ndtri::<f64>(&f1(d, &[-0.5]))
        }),
        case(
            "ndtri: 0 and 1",
            vals(&[f64::NEG_INFINITY, f64::INFINITY]),
            "scipy.special.ndtri([0., 1.])",
            |d| gsci_special::ndtri::<f64>(&f1(d, &[0.0, 1.0])),
        ),
        case("erfinv: 2", Want::Nan, "scipy.special.erfinv(2.)", |d| {
            gsci_special::erfinv::<f64>(&f1(d, &[2.0]))
        }),
        case("erf: NaN", Want::Nan, "scipy.special.erf(np.nan)", |d| {
            gsci_special::erf::<f64>(&f1(d, &[NAN]))
        }),
        case(
            "gamma: pole at -1",
            Want::Nan,
            "scipy.special.gamma(-1.)",
            |d| gsci_special::gamma::<f64>(&f1(d, &[-1.0])),
        ),
        case(
            "gammaln: 0",
            vals(&[f64::INFINITY]),
            "scipy.special.gammaln(0.)",
            |d| gsci_special::gammaln::<f64>(&f1(d, &[0.0])),
        ),
        case(
            "digamma: NaN",
            Want::Nan,
            "scipy.special.digamma(np.nan)",
            |d| gsci_special::digamma::<f64>(&f1(d, &[NAN])),
        ),
        case("logit: 2", Want::Nan, "scipy.special.logit(2.)", |d| {
            gsci_special::logit::<f64>(&f1(d, &[2.0]))
        }),
        case(
            "xlogy: 0 * log 0",
            vals(&[0.0]),
            "scipy.special.xlogy(0., 0.)",
            |d| gsci_special::xlogy::<f64>(&f1(d, &[0.0]), &f1(d, &[0.0])),
        ),
        case(
            "jv: shapes 2 and 3",
            err("jv"),
            "scipy.special.jv(np.ones(2), np.ones(3))",
            |d| gsci_special::jv::<f64>(&ramp(d, &[2]), &ramp(d, &[3])),
        ),
        case(
            "beta: shapes 2 and 3",
            err("beta"),
            "scipy.special.beta(np.ones(2), np.ones(3))",
            |d| gsci_special::beta::<f64>(&ramp(d, &[2]), &ramp(d, &[3])),
        ),
        case(
            "kv: negative x",
            Want::Nan,
            "scipy.special.kv(1., -1.)",
            |d| gsci_special::kv::<f64>(1.0, &f1(d, &[-1.0])),
        ),
        case(
            "zeta: x < 1",
            Want::Nan,
            "scipy.special.zeta(0.5, 1.)",
            |d| gsci_special::zeta::<f64>(&f1(d, &[0.5]), 1.0),
        ),
        case(
            "erf: empty",
            vals(&[]),
            "scipy.special.erf(np.zeros(0))",
            |d| gsci_special::erf::<f64>(&empty(d, &[0])),
        ),
        case(
            "erf: 0-d",
            vals(&[0.0]),
            "scipy.special.erf(np.float64(0.))",
            |d| gsci_special::erf::<f64>(&zero_d(d, 0.0)),
        ),
        case("erf: into int64", err("erf"), "", |d| {
            gsci_special::erf::<i64>(&f1(d, &[0.5]))
        }),
    ]
}

fn random() -> Vec<Case> {
    vec![
        case(
            "normal: scale -1",
            err("normal"),
            "np.random.default_rng(1).normal(0., -1., 3)",
            |d| rng(d).normal(0.0, -1.0, &[3]),
        ),
        case(
            "normal: size 2^61",
            err("normal"),
            "np.random.default_rng(1).normal(0., 1., 2**61)",
            |d| rng(d).normal(0.0, 1.0, &[HUGE]),
        ),
        case(
            "normal: size overflows usize",
            err("normal"),
            "np.random.default_rng(1).normal(0., 1., (2**40, 2**40))",
            |d| rng(d).normal(0.0, 1.0, &[1 << 40, 1 << 40]),
        ),
        case(
            "random: size 2^61",
            err("random"),
            "np.random.default_rng(1).random(2**61)",
            |d| rng(d).random::<f64>(&[HUGE]),
        ),
        case(
            "random: empty",
            vals(&[]),
            "np.random.default_rng(1).random(0)",
            |d| rng(d).random::<f64>(&[0]),
        ),
        case(
            "uniform: size 2^61",
            err("uniform"),
            "np.random.default_rng(1).uniform(0., 1., 2**61)",
            |d| rng(d).uniform(0.0, 1.0, &[HUGE]),
        ),
        case(
            "integers: low >= high",
            err("integers"),
            "np.random.default_rng(1).integers(5, 5, 3)",
            |d| rng(d).integers::<i64>(5, 5, &[3], &gsci_random::IntegersOptions::default()),
        ),
        case(
            "integers: high past int8",
            err("integers"),
            "np.random.default_rng(1).integers(0, 300, 3, dtype=np.int8)",
            |d| rng(d).integers::<i8>(0, 300, &[3], &gsci_random::IntegersOptions::default()),
        ),
        case(
            "standard_gamma: shape -1",
            err("standard_gamma"),
            "np.random.default_rng(1).standard_gamma(-1., 3)",
            |d| rng(d).standard_gamma::<f64>(-1.0, &[3]),
        ),
        case(
            "gamma: scale -1",
            err("gamma"),
            "np.random.default_rng(1).gamma(1., -1., 3)",
            |d| rng(d).gamma(1.0, -1.0, &[3]),
        ),
        case(
            "beta: a 0",
            err("beta"),
            "np.random.default_rng(1).beta(0., 1., 3)",
            |d| rng(d).beta(0.0, 1.0, &[3]),
        ),
        case(
            "chisquare: df 0",
            err("chisquare"),
            "np.random.default_rng(1).chisquare(0., 3)",
            |d| rng(d).chisquare(0.0, &[3]),
        ),
        case(
            "binomial: p 1.5",
            err("binomial"),
            "np.random.default_rng(1).binomial(10, 1.5, 3)",
            |d| rng(d).binomial(10, 1.5, &[3]),
        ),
        case(
            "binomial: n -1",
            err("binomial"),
            "np.random.default_rng(1).binomial(-1, 0.5, 3)",
            |d| rng(d).binomial(-1, 0.5, &[3]),
        ),
        case(
            "binomial: p NaN",
            err("binomial"),
            "np.random.default_rng(1).binomial(10, np.nan, 3)",
            |d| rng(d).binomial(10, NAN, &[3]),
        ),
        case(
            "poisson: lam -1",
            err("poisson"),
            "np.random.default_rng(1).poisson(-1., 3)",
            |d| rng(d).poisson(-1.0, &[3]),
        ),
        case(
            "poisson: lam 1e20",
            err("poisson"),
            "np.random.default_rng(1).poisson(1e20, 3)",
            |d| rng(d).poisson(1e20, &[3]),
        ),
        case(
            "geometric: p 0",
            err("geometric"),
            "np.random.default_rng(1).geometric(0., 3)",
            |d| rng(d).geometric(0.0, &[3]),
        ),
        case(
            "logseries: p 1",
            err("logseries"),
            "np.random.default_rng(1).logseries(1., 3)",
            |d| rng(d).logseries(1.0, &[3]),
        ),
        case(
            "zipf: a 1",
            err("zipf"),
            "np.random.default_rng(1).zipf(1., 3)",
            |d| rng(d).zipf(1.0, &[3]),
        ),
        case(
            "negative_binomial: p 0",
            err("negative_binomial"),
            "np.random.default_rng(1).negative_binomial(1., 0., 3)",
            |d| rng(d).negative_binomial(1.0, 0.0, &[3]),
        ),
        case(
            "hypergeometric: nsample > total",
            err("hypergeometric"),
            "np.random.default_rng(1).hypergeometric(2, 2, 5, 3)",
            |d| rng(d).hypergeometric(2, 2, 5, &[3]),
        ),
        case(
            "triangular: left > mode",
            err("triangular"),
            "np.random.default_rng(1).triangular(2., 1., 3., 3)",
            |d| rng(d).triangular(2.0, 1.0, 3.0, &[3]),
        ),
        case(
            "triangular: left == right",
            err("triangular"),
            "np.random.default_rng(1).triangular(1., 1., 1., 3)",
            |d| rng(d).triangular(1.0, 1.0, 1.0, &[3]),
        ),
        case(
            "choice: from 0 items",
            err("choice"),
            "np.random.default_rng(1).choice(0, 3)",
            |d| rng(d).choice(0, &[3], &gsci_random::ChoiceOptions::default()),
        ),
        case(
            "choice: 5 of 3 without replacement",
            err("choice"),
            "np.random.default_rng(1).choice(3, 5, replace=False)",
            |d| {
                rng(d).choice(
                    3,
                    &[5],
                    &gsci_random::ChoiceOptions {
                        replace: false,
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "choice: p of the wrong length",
            err("choice"),
            "np.random.default_rng(1).choice(3, 2, p=[0.5, 0.5])",
            |d| {
                rng(d).choice(
                    3,
                    &[2],
                    &gsci_random::ChoiceOptions {
                        p: Some(vec![0.5, 0.5]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "choice: p not summing to 1",
            err("choice"),
            "np.random.default_rng(1).choice(2, 2, p=[0.5, 0.6])",
            |d| {
                rng(d).choice(
                    2,
                    &[2],
                    &gsci_random::ChoiceOptions {
                        p: Some(vec![0.5, 0.6]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "choice: negative p",
            err("choice"),
            "np.random.default_rng(1).choice(2, 2, p=[1.5, -0.5])",
            |d| {
                rng(d).choice(
                    2,
                    &[2],
                    &gsci_random::ChoiceOptions {
                        p: Some(vec![1.5, -0.5]),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "dirichlet: alpha 0",
            Want::Value,
            "np.random.default_rng(1).dirichlet([1., 0.], 3)",
            |d| rng(d).dirichlet(&[1.0, 0.0], &[3]),
        ),
        case(
            "dirichlet: alpha NaN",
            Want::Nan,
            "np.random.default_rng(1).dirichlet([1., np.nan], 3)",
            |d| rng(d).dirichlet(&[1.0, NAN], &[3]),
        ),
        case(
            "multinomial: pvals sum 1.5 (NumPy checks only pvals[:-1])",
            Want::Value,
            "np.random.default_rng(1).multinomial(5, [0.5, 0.5, 0.5], 3)",
            |d| rng(d).multinomial(5, &[0.5, 0.5, 0.5], &[3]),
        ),
        case(
            "multinomial: n -1",
            err("multinomial"),
            "np.random.default_rng(1).multinomial(-1, [0.5, 0.5], 3)",
            |d| rng(d).multinomial(-1, &[0.5, 0.5], &[3]),
        ),
        case(
            "permutation: 2^61",
            err("permutation"),
            "np.random.default_rng(1).permutation(2**61)",
            |d| rng(d).permutation(HUGE),
        ),
        case(
            "spawn: 2^61 children",
            err("spawn"),
            "np.random.default_rng(1).spawn(2**61)",
            |d| rng(d).spawn(HUGE).map(|v| v.len()),
        ),
    ]
}

fn signal() -> Vec<Case> {
    vec![
        case(
            "firwin: 0 taps",
            err("firwin"),
            "scipy.signal.firwin(0, 0.5)",
            |_| sig::firwin(0, &[0.5], &sig::FirwinOptions::default()),
        ),
        case(
            "firwin: cutoff 1.5",
            err("firwin"),
            "scipy.signal.firwin(11, 1.5)",
            |_| sig::firwin(11, &[1.5], &sig::FirwinOptions::default()),
        ),
        case(
            "firwin: cutoff NaN",
            Want::Nan,
            "scipy.signal.firwin(11, np.nan)",
            |_| sig::firwin(11, &[NAN], &sig::FirwinOptions::default()),
        ),
        case(
            "firwin: 2^61 taps",
            err("firwin"),
            "scipy.signal.firwin(2**61, 0.5)",
            |_| sig::firwin(HUGE, &[0.5], &sig::FirwinOptions::default()),
        ),
        case(
            "butter: order 0",
            Want::Value,
            "scipy.signal.butter(0, 0.5)",
            |_| sig::butter(0, &[0.5], &sig::IirOptions::default()).map(|_| ()),
        ),
        case(
            "butter: wn 1.5",
            err("butter"),
            "scipy.signal.butter(4, 1.5)",
            |_| sig::butter(4, &[1.5], &sig::IirOptions::default()).map(|_| ()),
        ),
        case(
            "butter: order 2^40",
            err("butter"),
            "scipy.signal.butter(2**40, 0.5)",
            |_| sig::butter(1 << 40, &[0.5], &sig::IirOptions::default()).map(|_| ()),
        ),
        case(
            "kaiser_beta: NaN",
            vals(&[0.0]),
            "scipy.signal.kaiser_beta(np.nan)",
            |_| sig::kaiser_beta(NAN),
        ),
        case(
            "tukey: 2^61 points",
            err("tukey"),
            "scipy.signal.windows.tukey(2**61)",
            |_| sig::windows::tukey(HUGE, 0.5, &sig::windows::WindowOptions::default()),
        ),
        case(
            "tukey: 0 points",
            vals(&[]),
            "scipy.signal.windows.tukey(0)",
            |_| sig::windows::tukey(0, 0.5, &sig::windows::WindowOptions::default()),
        ),
        case(
            "lfilter: a[0] = 0",
            err("lfilter"),
            "scipy.signal.lfilter([1.], [0., 1.], np.ones(4))",
            |d| {
                sig::lfilter(
                    &f1(d, &[1.0]),
                    &f1(d, &[0.0, 1.0]),
                    &ramp(d, &[4]),
                    &sig::LfilterOptions::default(),
                )
                .map(|r| r.y)
            },
        ),
        case(
            "lfilter: empty a",
            err("lfilter"),
            "scipy.signal.lfilter([1.], [], np.ones(4))",
            |d| {
                sig::lfilter(
                    &f1(d, &[1.0]),
                    &empty(d, &[0]),
                    &ramp(d, &[4]),
                    &sig::LfilterOptions::default(),
                )
                .map(|r| r.y)
            },
        ),
        case(
            "lfilter: axis 3",
            axis_err(),
            "scipy.signal.lfilter([1.], [1.], np.ones(4), axis=3)",
            |d| {
                sig::lfilter(
                    &f1(d, &[1.0]),
                    &f1(d, &[1.0]),
                    &ramp(d, &[4]),
                    &sig::LfilterOptions {
                        axis: 3,
                        ..Default::default()
                    },
                )
                .map(|r| r.y)
            },
        ),
        case(
            "savgol_filter: polyorder >= window",
            err("savgol"),
            "scipy.signal.savgol_filter(np.ones(9), 5, 5)",
            |d| sig::savgol_filter(&ramp(d, &[9]), 5, 5, &sig::SavgolFilterOptions::default()),
        ),
        case(
            "savgol_filter: window longer than data",
            err("savgol"),
            "scipy.signal.savgol_filter(np.ones(4), 7, 2)",
            |d| sig::savgol_filter(&ramp(d, &[4]), 7, 2, &sig::SavgolFilterOptions::default()),
        ),
        case(
            "medfilt: even kernel",
            err("medfilt"),
            "scipy.signal.medfilt(np.ones(5), 4)",
            |d| {
                sig::medfilt(
                    &ramp(d, &[5]),
                    &sig::MedfiltOptions {
                        kernel_size: Some(vec![4]),
                    },
                )
            },
        ),
        case(
            "medfilt: kernel 2^61 + 1",
            err("medfilt"),
            "scipy.signal.medfilt(np.ones(5), 2**61+1)",
            |d| {
                sig::medfilt(
                    &ramp(d, &[5]),
                    &sig::MedfiltOptions {
                        kernel_size: Some(vec![HUGE + 1]),
                    },
                )
            },
        ),
        case(
            "decimate: q 0",
            err("decimate"),
            "scipy.signal.decimate(np.ones(64), 0)",
            |d| sig::decimate(&ramp(d, &[64]), 0, &sig::DecimateOptions::default()),
        ),
        case(
            "resample_poly: up 0",
            err("resample_poly"),
            "scipy.signal.resample_poly(np.ones(8), 0, 2)",
            |d| sig::resample_poly(&ramp(d, &[8]), 0, 2, &sig::ResamplePolyOptions::default()),
        ),
        case(
            "resample_poly: up 2^61",
            err("resample_poly"),
            "scipy.signal.resample_poly(np.ones(8), 2**61, 1)",
            |d| {
                sig::resample_poly(
                    &ramp(d, &[8]),
                    HUGE,
                    1,
                    &sig::ResamplePolyOptions::default(),
                )
            },
        ),
        case(
            "upfirdn: empty h",
            err("upfirdn"),
            "scipy.signal.upfirdn([], np.ones(4))",
            |d| {
                sig::upfirdn(
                    &empty(d, &[0]),
                    &ramp(d, &[4]),
                    &sig::UpfirdnOptions::default(),
                )
            },
        ),
        case(
            "unit_impulse: 2^61",
            err("unit_impulse"),
            "scipy.signal.unit_impulse(2**61)",
            |_| sig::unit_impulse(&[HUGE], &sig::UnitImpulseOptions::default()),
        ),
        case(
            "kaiserord: width 0",
            err("kaiserord"),
            "scipy.signal.kaiserord(60., 0.)",
            |_| sig::kaiserord(60.0, 0.0),
        ),
    ]
}

fn stats() -> Vec<Case> {
    vec![
        case(
            "describe: empty",
            err("describe"),
            "scipy.stats.describe(np.zeros(0))",
            |d| st::describe(&empty(d, &[0]), &st::DescribeOptions::default()).map(|r| r.mean),
        ),
        case(
            "skew: empty",
            Want::Nan,
            "scipy.stats.skew(np.zeros(0))",
            |d| st::skew(&empty(d, &[0]), &st::SkewOptions::default()),
        ),
        case(
            "kurtosis: axis 2",
            err("kurtosis"),
            "scipy.stats.kurtosis(np.ones(3), axis=2)",
            |d| {
                st::kurtosis(
                    &ramp(d, &[3]),
                    &st::KurtosisOptions {
                        axis: Some(2),
                        ..Default::default()
                    },
                )
            },
        ),
        case(
            "zscore: empty",
            vals(&[]),
            "scipy.stats.zscore(np.zeros(0))",
            |d| st::zscore(&empty(d, &[0]), &st::ZscoreOptions::default()),
        ),
        case(
            "gmean: negative",
            Want::Nan,
            "scipy.stats.gmean([1., -1.])",
            |d| st::gmean(&f1(d, &[1.0, -1.0]), &st::MeanOptions::default()),
        ),
        case(
            "ttest_1samp: empty",
            Want::Nan,
            "scipy.stats.ttest_1samp(np.zeros(0), 0.).statistic",
            |d| {
                st::ttest_1samp(&empty(d, &[0]), 0.0, &st::TtestOptions::default())
                    .map(|r| r.statistic)
            },
        ),
        case(
            "pearsonr: lengths differ",
            err("pearsonr"),
            "scipy.stats.pearsonr([1.,2.], [1.,2.,3.])",
            |d| {
                st::pearsonr(
                    &ramp(d, &[2]),
                    &ramp(d, &[3]),
                    &st::PearsonrOptions::default(),
                )
                .map(|r| r.statistic)
            },
        ),
        case(
            "pearsonr: one point",
            err("pearsonr"),
            "scipy.stats.pearsonr([1.], [1.])",
            |d| {
                st::pearsonr(
                    &ramp(d, &[1]),
                    &ramp(d, &[1]),
                    &st::PearsonrOptions::default(),
                )
                .map(|r| r.statistic)
            },
        ),
        case(
            "binomtest: k > n",
            err("binomtest"),
            "scipy.stats.binomtest(5, 3)",
            |_| st::binomtest(5, 3, &st::BinomtestOptions::default()).map(|r| r.k),
        ),
        case(
            "binomtest: n 0",
            err("binomtest"),
            "scipy.stats.binomtest(0, 0)",
            |_| st::binomtest(0, 0, &st::BinomtestOptions::default()).map(|r| r.k),
        ),
        case(
            "weightedtau: lengths differ",
            err("weightedtau"),
            "scipy.stats.weightedtau([1.,2.,3.], [1.,2.])",
            |d| {
                st::weightedtau(
                    &ramp(d, &[3]),
                    &ramp(d, &[2]),
                    &st::WeightedtauOptions::default(),
                )
                .map(|r| r.statistic)
            },
        ),
        case(
            "weightedtau: empty",
            Want::Nan,
            "scipy.stats.weightedtau(np.zeros(0), np.zeros(0)).statistic",
            |d| {
                st::weightedtau(
                    &empty(d, &[0]),
                    &empty(d, &[0]),
                    &st::WeightedtauOptions::default(),
                )
                .map(|r| r.statistic)
            },
        ),
        case(
            "weightedtau: x constant",
            Want::Nan,
            "scipy.stats.weightedtau([1.,1.,1.], [1.,2.,3.]).statistic",
            |d| {
                st::weightedtau(
                    &f1(d, &[1.0, 1.0, 1.0]),
                    &ramp(d, &[3]),
                    &st::WeightedtauOptions::default(),
                )
                .map(|r| r.statistic)
            },
        ),
        case(
            "binned_statistic_dd: inf in the sample with a bin count",
            err("binned_statistic_dd"),
            "scipy.stats.binned_statistic_dd(np.array([[np.inf],[1.]]), np.array([1.,2.]), bins=2).statistic",
            |d| {
                st::binned_statistic_dd(
                    &f1(d, &[f64::INFINITY, 1.0]).reshape(&[2, 1])?,
                    &ramp(d, &[2]),
                    &st::BinnedStatisticDdOptions {
                        bins: st::BinsDd::All(2),
                        ..Default::default()
                    },
                )
                .map(|r| r.statistic)
            },
        ),
    ]
}

#[test]
fn table_of_special() {
    run_table("bad_input_new::table_of_special", special);
}

#[test]
fn table_of_random() {
    run_table("bad_input_new::table_of_random", random);
}

#[test]
fn table_of_signal() {
    run_table("bad_input_new::table_of_signal", signal);
}

#[test]
fn table_of_stats() {
    run_table("bad_input_new::table_of_stats", stats);
}
