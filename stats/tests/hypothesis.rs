//! Hypothesis tests against SciPy 1.17.1 (golden/data/tests.npz); columns of `a`, `b`, `c` are
//! independent samples, tested in one batched call along axis 0.
//!
//! Tolerance: statistics 1e-13 relative (SciPy's formulas, reductions in another order);
//! p-values 1e-12 (they go through gsci-special's stdtr/betainc/chdtrc/fdtrc, whose algorithms
//! differ from SciPy's Cephes/Boost by a few ulp, amplified by the t/beta tails).

use crate::common::{Golden, assert_close, check};
use gsci_stats::gsci_core::ufunc;
use gsci_stats::*;

const RTOL: f64 = 1e-13;
const PTOL: f64 = 1e-12;

fn g() -> Golden {
    Golden::open("tests.npz")
}

const ALTS: [(Alternative, &str); 3] = [
    (Alternative::TwoSided, "two_sided"),
    (Alternative::Less, "less"),
    (Alternative::Greater, "greater"),
];

fn check_test<F>(g: &mut Golden, name: &str, f: F)
where
    F: Fn(&mut Golden, &Device) -> Result<TestResult<f64>>,
{
    check(g, &format!("{name}_statistic"), RTOL, |g, d| {
        Ok(f(g, d)?.statistic)
    });
    check(g, &format!("{name}_pvalue"), PTOL, |g, d| {
        Ok(f(g, d)?.pvalue)
    });
}

fn check_t<F>(g: &mut Golden, name: &str, f: F)
where
    F: Fn(&mut Golden, &Device) -> Result<TtestResult<f64>>,
{
    check(g, &format!("{name}_statistic"), RTOL, |g, d| {
        Ok(f(g, d)?.statistic)
    });
    check(g, &format!("{name}_pvalue"), PTOL, |g, d| {
        Ok(f(g, d)?.pvalue)
    });
    check(g, &format!("{name}_df"), RTOL, |g, d| Ok(f(g, d)?.df));
}

#[test]
fn ttests() {
    let mut g = g();
    for (alt, s) in ALTS {
        check_t(&mut g, &format!("ttest_1samp_{s}"), |g, d| {
            let o = TtestOptions {
                alternative: alt,
                ..Default::default()
            };
            ttest_1samp(&g.array("a", d), 0.3, &o)
        });
        check_t(&mut g, &format!("ttest_ind_{s}"), |g, d| {
            let o = TtestIndOptions {
                alternative: alt,
                ..Default::default()
            };
            ttest_ind(&g.array("a", d), &g.array("c", d), &o)
        });
        check_t(&mut g, &format!("ttest_welch_{s}"), |g, d| {
            let o = TtestIndOptions {
                alternative: alt,
                equal_var: false,
                ..Default::default()
            };
            ttest_ind(&g.array("a", d), &g.array("c", d), &o)
        });
        check_t(&mut g, &format!("ttest_trim_{s}"), |g, d| {
            let o = TtestIndOptions {
                alternative: alt,
                trim: 0.2,
                ..Default::default()
            };
            ttest_ind(&g.array("a", d), &g.array("c", d), &o)
        });
        check_t(&mut g, &format!("ttest_trim_welch_{s}"), |g, d| {
            let o = TtestIndOptions {
                alternative: alt,
                trim: 0.1,
                equal_var: false,
                ..Default::default()
            };
            ttest_ind(&g.array("a", d), &g.array("c", d), &o)
        });
        check_t(&mut g, &format!("ttest_rel_{s}"), |g, d| {
            let o = TtestOptions {
                alternative: alt,
                ..Default::default()
            };
            ttest_rel(&g.array("a", d), &g.array("b", d), &o)
        });
    }
    let dev = Device::cpu();
    let x = Array::from_vec(vec![1.0, f64::NAN, 2.0, 4.0], &[4], &dev).unwrap();
    let r = ttest_1samp(&x, 0.5, &TtestOptions::default()).unwrap();
    assert!(r.statistic.item().unwrap().is_nan() && r.pvalue.item().unwrap().is_nan());
    let o = TtestOptions {
        nan_policy: NanPolicy::Omit,
        ..Default::default()
    };
    let r = ttest_1samp(&x, 0.5, &o).unwrap();
    assert_close(
        "omit t",
        &[r.statistic.item().unwrap()],
        &g.get("ttest_1samp_omit_statistic").0,
        RTOL,
    );
    assert_close(
        "omit p",
        &[r.pvalue.item().unwrap()],
        &g.get("ttest_1samp_omit_pvalue").0,
        PTOL,
    );
    let o = TtestOptions {
        nan_policy: NanPolicy::Raise,
        ..Default::default()
    };
    assert!(matches!(
        ttest_1samp(&x, 0.5, &o),
        Err(Error::InvalidArgument { .. })
    ));
    // float32 stays float32
    let a = g.array("a", &dev).astype::<f32>().unwrap();
    let r = ttest_1samp(&a, 0.3, &TtestOptions::default()).unwrap();
    let p: Vec<f64> = r
        .pvalue
        .to_vec()
        .unwrap()
        .iter()
        .map(|&v| v as f64)
        .collect();
    assert_close("f32 p", &p, &g.get("ttest_1samp_two_sided_pvalue").0, 1e-4);
}

#[test]
fn correlation() {
    let mut g = g();
    for (alt, s) in ALTS {
        check_test(&mut g, &format!("pearsonr_{s}"), |g, d| {
            let o = PearsonrOptions {
                alternative: alt,
                ..Default::default()
            };
            pearsonr(&g.array("a", d), &g.array("b", d), &o)
        });
        check_test(&mut g, &format!("spearmanr_{s}"), |g, d| {
            let a = g.array("a", d).index_axis(1, 0)?;
            let b = g.array("b", d).index_axis(1, 0)?;
            spearmanr(
                &a,
                &b,
                &SpearmanrOptions {
                    alternative: alt,
                    ..Default::default()
                },
            )
        });
    }
    let want = g.get("linregress").0;
    let dev = Device::cpu();
    let a = g.array("a", &dev).index_axis(1, 0).unwrap();
    let b = g.array("b", &dev).index_axis(1, 0).unwrap();
    let r = linregress(&a, &b, &LinregressOptions::default()).unwrap();
    let got: Vec<f64> = [
        &r.slope,
        &r.intercept,
        &r.rvalue,
        &r.pvalue,
        &r.stderr,
        &r.intercept_stderr,
    ]
    .iter()
    .map(|v| v.item().unwrap())
    .collect();
    assert_close("linregress", &got, &want, PTOL);
    let short = Array::from_vec(vec![1.0], &[1], &dev).unwrap();
    assert!(matches!(
        pearsonr(&short, &short, &PearsonrOptions::default()),
        Err(Error::InvalidArgument { op: "pearsonr", .. })
    ));
}

#[test]
fn normality() {
    let mut g = g();
    for (alt, s) in ALTS {
        check_test(&mut g, &format!("skewtest_{s}"), |g, d| {
            skewtest(
                &g.array("a", d),
                &NormalityOptions {
                    alternative: alt,
                    ..Default::default()
                },
            )
        });
        check_test(&mut g, &format!("kurtosistest_{s}"), |g, d| {
            let o = NormalityOptions {
                alternative: alt,
                ..Default::default()
            };
            kurtosistest(&g.array("a", d), &o)
        });
    }
    check_test(&mut g, "normaltest", |g, d| {
        normaltest(&g.array("a", d), &NormalityOptions::default())
    });
    check_test(&mut g, "jarque_bera", |g, d| {
        jarque_bera(&g.array("a", d), &NormalityOptions::default())
    });
}

#[test]
fn anova_and_rank_tests() {
    let mut g = g();
    check_test(&mut g, "f_oneway", |g, d| {
        let (a, b, c) = (g.array("a", d), g.array("b", d), g.array("c", d));
        f_oneway(&[&a, &b, &c], &SamplesOptions::default())
    });
    check_test(&mut g, "kruskal", |g, d| {
        let (a, b, c) = (g.array("a", d), g.array("b", d), g.array("c", d));
        kruskal(&[&a, &b, &c], &SamplesOptions::default())
    });
    for (alt, s) in ALTS {
        check_test(&mut g, &format!("mannwhitneyu_{s}"), |g, d| {
            let o = MannwhitneyuOptions {
                alternative: alt,
                ..Default::default()
            };
            mannwhitneyu(&g.array("a", d), &g.array("c", d), &o)
        });
    }
    for (alt, s) in ALTS {
        // columns 0-2 of a[:7] vs c[:11]: no ties, n1 <= 8, so auto is exact
        check_test(&mut g, &format!("mwu_exact_{s}"), |g, d| {
            let a = g.array("a", d).slice(&[(0..7).into(), (0..3).into()])?;
            let c = g.array("c", d).slice(&[(0..11).into(), (0..3).into()])?;
            let o = MannwhitneyuOptions {
                alternative: alt,
                ..Default::default()
            };
            mannwhitneyu(&a, &c, &o)
        });
        // all columns: column 3 has ties, and SciPy's check is global: asymptotic everywhere
        check_test(&mut g, &format!("mwu_ties_{s}"), |g, d| {
            let a = g.array("a", d).slice_axis(0, Some(0), Some(7), 1)?;
            let c = g.array("c", d).slice_axis(0, Some(0), Some(11), 1)?;
            let o = MannwhitneyuOptions {
                alternative: alt,
                ..Default::default()
            };
            mannwhitneyu(&a, &c, &o)
        });
    }
    let a = g.array("a", &Device::cpu());
    assert!(matches!(
        f_oneway(&[&a], &SamplesOptions::default()),
        Err(Error::InvalidArgument { op: "f_oneway", .. })
    ));
}

#[test]
fn chi_square() {
    let mut g = g();
    check_test(&mut g, "chisquare", |g, d| {
        chisquare(&g.array("obs", d), None, &PowerDivergenceOptions::default())
    });
    check_test(&mut g, "chisquare_ddof", |g, d| {
        let o = PowerDivergenceOptions {
            ddof: 1.0,
            ..Default::default()
        };
        chisquare(&g.array("obs", d), None, &o)
    });
    check_test(&mut g, "chisquare_exp", |g, d| {
        let o = g.array("obs", d).index_axis(1, 0)?;
        chisquare(
            &o,
            Some(&g.array("exp", d)),
            &PowerDivergenceOptions::default(),
        )
    });
    for (lam, name) in [
        (Lambda::LogLikelihood, "log_likelihood"),
        (Lambda::FreemanTukey, "freeman_tukey"),
        (Lambda::ModLogLikelihood, "mod_log_likelihood"),
        (Lambda::Neyman, "neyman"),
        (Lambda::CressieRead, "cressie_read"),
    ] {
        check_test(&mut g, &format!("power_divergence_{name}"), |g, d| {
            let o = PowerDivergenceOptions {
                lambda_: lam,
                ..Default::default()
            };
            power_divergence(&g.array("obs", d), None, &o)
        });
    }
    let o = g.array("obs", &Device::cpu()).index_axis(1, 0).unwrap();
    let bad = Array::from_vec(vec![1.0; 6], &[6], &Device::cpu()).unwrap();
    assert!(matches!(
        chisquare(&o, Some(&bad), &PowerDivergenceOptions::default()),
        Err(Error::InvalidArgument {
            op: "chisquare",
            ..
        })
    ));
}

#[test]
fn variance_tests_wilcoxon_binomtest() {
    let mut g = g();
    let col = |g: &mut Golden, k: &str, d: &Device| g.array(k, d).index_axis(1, 0);
    check_test(&mut g, "levene", |g, d| {
        let (a, b, c) = (col(g, "a", d)?, col(g, "b", d)?, col(g, "c", d)?);
        levene(&[&a, &b, &c], &LeveneOptions::default())
    });
    check_test(&mut g, "levene_mean", |g, d| {
        let (a, b, c) = (col(g, "a", d)?, col(g, "b", d)?, col(g, "c", d)?);
        let o = LeveneOptions {
            center: LeveneCenter::Mean,
            ..Default::default()
        };
        levene(&[&a, &b, &c], &o)
    });
    check_test(&mut g, "bartlett", |g, d| {
        let (a, b, c) = (col(g, "a", d)?, col(g, "b", d)?, col(g, "c", d)?);
        bartlett(&[&a, &b, &c], &BartlettOptions::default())
    });
    for (alt, s) in ALTS {
        check_test(&mut g, &format!("wilcoxon_{s}"), |g, d| {
            let o = WilcoxonOptions {
                alternative: alt,
                ..Default::default()
            };
            wilcoxon(&col(g, "a", d)?, Some(&col(g, "b", d)?), &o)
        });
        let r = binomtest(
            7,
            20,
            &BinomtestOptions {
                p: 0.3,
                alternative: alt,
            },
        )
        .unwrap();
        assert_close(
            &format!("binomtest {s}"),
            &[r.pvalue],
            &g.get(&format!("binomtest_{s}_pvalue")).0,
            PTOL,
        );
        assert_close(
            "binomtest stat",
            &[r.statistic],
            &g.get(&format!("binomtest_{s}_statistic")).0,
            0.0,
        );
    }
    assert!(binomtest(21, 20, &BinomtestOptions::default()).is_err());
}

#[test]
fn boxcox_ecdf_fit() {
    let mut g = g();
    let dev = Device::cpu();
    let x = g.array("bc", &dev);
    let got: Vec<f64> = [-2.0, -0.5, 0.0, 0.7, 3.0]
        .iter()
        .map(|&l| boxcox_llf(l, &x, 0).unwrap().item().unwrap())
        .collect();
    assert_close("boxcox_llf", &got, &g.get("boxcox_llf").0, RTOL);
    check(&mut g, "ecdf_q", 0.0, |g, d| {
        Ok(ecdf(&g.array("ecdf_in", d))?.quantiles)
    });
    check(&mut g, "ecdf_cdf", RTOL, |g, d| {
        Ok(ecdf(&g.array("ecdf_in", d))?.cdf_probabilities)
    });
    check(&mut g, "ecdf_sf", RTOL, |g, d| {
        Ok(ecdf(&g.array("ecdf_in", d))?.sf_probabilities)
    });
    let a0 = g.array("a", &dev).index_axis(1, 0).unwrap();
    let (l, s) = norm_fit(&a0).unwrap();
    assert_close("norm_fit", &[l, s], &g.get("norm_fit").0, RTOL);
    let (l, s) = expon_fit(&x).unwrap();
    assert_close("expon_fit", &[l, s], &g.get("expon_fit").0, RTOL);
    let empty = Array::<f64>::zeros(&[0], &dev).unwrap();
    assert!(matches!(
        norm_fit(&empty),
        Err(Error::InvalidArgument { op: "norm_fit", .. })
    ));
}

#[test]
fn gaussian_kde() {
    let mut g = g();
    check(&mut g, "kde1_pdf", RTOL, |g, d| {
        let a = g.array("a", d).index_axis(1, 0)?;
        let k = GaussianKde::new(&a, &GaussianKdeOptions::default())?;
        k.pdf(&g.array("kde_grid", d))
    });
    check(&mut g, "kde1_logpdf", RTOL, |g, d| {
        let a = g.array("a", d).index_axis(1, 0)?;
        let k = GaussianKde::new(&a, &GaussianKdeOptions::default())?;
        let p = Array::from_vec(vec![-60.0, -3.0, 0.0, 45.0], &[4], d)?;
        k.logpdf(&p)
    });
    let dev = Device::cpu();
    let a = g.array("a", &dev).index_axis(1, 0).unwrap();
    let k = GaussianKde::new(&a, &GaussianKdeOptions::default()).unwrap();
    let b = k.integrate_box_1d(-0.5, 1.2).unwrap();
    assert_close("kde1_box", &[b], &g.get("kde1_box").0, RTOL);
    check(&mut g, "kde2_pdf", RTOL, |g, d| {
        let w = g.array("kde_w", d);
        let o = GaussianKdeOptions {
            bw_method: BwMethod::Silverman,
            weights: Some(&w),
        };
        GaussianKde::new(&g.array("kde2_data", d), &o)?.pdf(&g.array("kde2_pts", d))
    });
    check(&mut g, "kde2_logpdf", RTOL, |g, d| {
        let w = g.array("kde_w", d);
        let o = GaussianKdeOptions {
            bw_method: BwMethod::Silverman,
            weights: Some(&w),
        };
        GaussianKde::new(&g.array("kde2_data", d), &o)?.logpdf(&g.array("kde2_pts", d))
    });
    // resample: mean of the draws near the weighted data mean
    let mut rng = gsci_random::default_rng_on(5, &gsci_tests::test_device());
    let s = k.resample(20000, &mut rng).unwrap();
    assert_eq!(s.shape(), &[1, 20000]);
    let v = s.to_vec().unwrap();
    let m = v.iter().sum::<f64>() / v.len() as f64;
    let am = a.to_vec().unwrap().iter().sum::<f64>() / 30.0;
    assert!((m - am).abs() < 0.05, "{m} vs {am}");
    let one = Array::from_vec(vec![1.0], &[1], &dev).unwrap();
    assert!(matches!(
        GaussianKde::new(&one, &GaussianKdeOptions::default()),
        Err(Error::InvalidArgument {
            op: "gaussian_kde",
            ..
        })
    ));
}

/// Enough data points that the GPU splits them into chunks (partial sums added in chunk order):
/// the device's density equals the CPU's (one sum in data order) to rounding, in 1-D and 2-D,
/// weighted, at points where the density spans many orders of magnitude.
#[test]
fn gaussian_kde_in_data_chunks_matches_the_cpu() {
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    for d in [1usize, 2] {
        let n = 5000;
        let m = 300;
        // deterministic, irregular data and points (no generator needed)
        let data: Vec<f64> = (0..d * n)
            .map(|i| ((i as f64 * 0.618_033_988_75).fract() - 0.5) * 4.0 + (i % 7) as f64 * 0.1)
            .collect();
        let pts: Vec<f64> = (0..d * m)
            .map(|i| ((i as f64 * 0.414_213_562_37).fract() - 0.5) * 12.0)
            .collect();
        let w: Vec<f64> = (0..n).map(|i| 1.0 + (i % 5) as f64).collect();
        let run = |dv: &Device| -> Vec<f64> {
            let (sx, sp): (Vec<usize>, Vec<usize>) = if d == 1 {
                (vec![n], vec![m])
            } else {
                (vec![d, n], vec![d, m])
            };
            let x = Array::from_vec(data.clone(), &sx, dv).unwrap();
            let p = Array::from_vec(pts.clone(), &sp, dv).unwrap();
            let w = Array::from_vec(w.clone(), &[n], dv).unwrap();
            let o = GaussianKdeOptions {
                bw_method: BwMethod::Scott,
                weights: Some(&w),
            };
            GaussianKde::new(&x, &o)
                .unwrap()
                .pdf(&p)
                .unwrap()
                .to_vec()
                .unwrap()
        };
        let (got, want) = (run(&dev), run(&cpu));
        assert_eq!(got.len(), m);
        assert!(
            want.iter().any(|&v| v > 0.0 && v < 1e-30),
            "d = {d}: no tiny densities"
        );
        for (i, (g, c)) in got.iter().zip(&want).enumerate() {
            assert!(
                (g - c).abs() <= 1e-12 * c.abs(),
                "d = {d}, point {i}: device {g:e}, cpu {c:e}"
            );
        }
    }
}

fn ks_opts(alternative: Alternative) -> Ks2sampOptions {
    Ks2sampOptions {
        alternative,
        ..Ks2sampOptions::default()
    }
}

#[test]
fn ks_two_sample() {
    let mut g = g();
    for (alt, s) in ALTS {
        check(&mut g, &format!("ks_2samp_{s}_statistic"), RTOL, |g, d| {
            let a = g.array("a", d).index_axis(1, 0)?;
            let c = g.array("c", d).index_axis(1, 0)?;
            Ok(ks_2samp(&a, &c, &ks_opts(alt))?.statistic)
        });
        check(&mut g, &format!("ks_2samp_{s}_pvalue"), PTOL, |g, d| {
            let a = g.array("a", d).index_axis(1, 0)?;
            let c = g.array("c", d).index_axis(1, 0)?;
            Ok(ks_2samp(&a, &c, &ks_opts(alt))?.pvalue)
        });
    }
    // equal sizes: the closed forms
    let dev = Device::cpu();
    let a = g.array("a", &dev).index_axis(1, 0).unwrap();
    let b = g.array("b", &dev).index_axis(1, 0).unwrap();
    for (alt, s) in ALTS {
        let r = ks_2samp(&a, &b, &ks_opts(alt)).unwrap();
        let key = format!("ks_2samp_eq_{s}");
        assert_close(
            &key,
            &[r.statistic.item().unwrap()],
            &g.get(&format!("{key}_statistic")).0,
            RTOL,
        );
        assert_close(
            &key,
            &[r.pvalue.item().unwrap()],
            &g.get(&format!("{key}_pvalue")).0,
            PTOL,
        );
    }
    let e = Array::<f64>::zeros(&[0], &dev).unwrap();
    assert!(matches!(
        ks_2samp(&e, &a, &Ks2sampOptions::default()),
        Err(Error::InvalidArgument { .. })
    ));
}

#[test]
fn binned_statistics() {
    let mut g = g();
    for (st, name) in [
        (BinnedStatistic::Mean, "mean"),
        (BinnedStatistic::Std, "std"),
        (BinnedStatistic::Count, "count"),
        (BinnedStatistic::Sum, "sum"),
    ] {
        check(&mut g, &format!("bs_{name}"), RTOL, |g, d| {
            let o = BinnedStatisticOptions {
                statistic: st,
                bins: BinSpec::Count(7),
                range: None,
            };
            Ok(binned_statistic(&g.array("bs_x", d), &g.array("bs_v", d), &o)?.statistic)
        });
    }
    check(&mut g, "bs_edges", RTOL, |g, d| {
        let o = BinnedStatisticOptions {
            bins: BinSpec::Count(7),
            ..Default::default()
        };
        Ok(binned_statistic(&g.array("bs_x", d), &g.array("bs_v", d), &o)?.bin_edges)
    });
    check(&mut g, "bs_binnumber", 0.0, |g, d| {
        let o = BinnedStatisticOptions {
            bins: BinSpec::Count(7),
            ..Default::default()
        };
        binned_statistic(&g.array("bs_x", d), &g.array("bs_v", d), &o)?
            .binnumber
            .astype::<f64>()
    });
    let edges = BinSpec::Edges(vec![-1.0, 0.0, 0.5, 3.0]);
    check(&mut g, "bs_mean_edges", RTOL, |g, d| {
        let o = BinnedStatisticOptions {
            bins: edges.clone(),
            ..Default::default()
        };
        Ok(binned_statistic(&g.array("bs_x", d), &g.array("bs_v", d), &o)?.statistic)
    });
    check(&mut g, "bs_mean_edges_binnumber", 0.0, |g, d| {
        let o = BinnedStatisticOptions {
            bins: edges.clone(),
            ..Default::default()
        };
        binned_statistic(&g.array("bs_x", d), &g.array("bs_v", d), &o)?
            .binnumber
            .astype::<f64>()
    });
}

#[test]
fn friedman_brunnermunzel_contingency() {
    let mut g = g();
    check_test(&mut g, "friedman", |g, d| {
        let a3 = g.array("a", d).index_axis(1, 3)?;
        let b3 = g.array("b", d).index_axis(1, 3)?;
        let a4 = g.array("a", d).index_axis(1, 4)?;
        friedmanchisquare(&[&a3, &b3, &a4])
    });
    for (alt, s) in ALTS {
        check_test(&mut g, &format!("brunnermunzel_{s}"), |g, d| {
            let o = BrunnermunzelOptions {
                alternative: alt,
                ..Default::default()
            };
            brunnermunzel(&g.array("a", d), &g.array("c", d), &o)
        });
    }
    check_test(&mut g, "brunnermunzel_normal", |g, d| {
        let o = BrunnermunzelOptions {
            t_distribution: false,
            ..Default::default()
        };
        brunnermunzel(&g.array("a", d), &g.array("c", d), &o)
    });
    check_test(&mut g, "pointbiserialr", |g, d| {
        let a0 = g.array("a", d).index_axis(1, 0)?;
        let x = ufunc::greater::<bool>(&a0, 0.0)?.astype::<f64>()?;
        pointbiserialr(&x, &g.array("b", d).index_axis(1, 0)?)
    });
    check_test(&mut g, "chi2_contingency", |g, d| {
        let r = chi2_contingency(&g.array("tab", d), &Chi2ContingencyOptions::default())?;
        Ok(TestResult {
            statistic: r.statistic,
            pvalue: r.pvalue,
        })
    });
    check(&mut g, "chi2_contingency_expected", RTOL, |g, d| {
        Ok(chi2_contingency(&g.array("tab", d), &Chi2ContingencyOptions::default())?.expected_freq)
    });
    check_test(&mut g, "chi2_contingency_yates", |g, d| {
        let r = chi2_contingency(&g.array("tab2", d), &Chi2ContingencyOptions::default())?;
        Ok(TestResult {
            statistic: r.statistic,
            pvalue: r.pvalue,
        })
    });
    check_test(&mut g, "chi2_contingency_g", |g, d| {
        let o = Chi2ContingencyOptions {
            lambda_: Lambda::LogLikelihood,
            ..Default::default()
        };
        let r = chi2_contingency(&g.array("tab", d), &o)?;
        Ok(TestResult {
            statistic: r.statistic,
            pvalue: r.pvalue,
        })
    });
}

#[test]
fn kendall_tau() {
    let mut g = g();
    for (alt, s) in ALTS {
        for (kind, col, m) in [
            ("exact", 0isize, KendalltauMethod::Auto),
            ("ties", 3, KendalltauMethod::Auto),
            ("asym", 1, KendalltauMethod::Asymptotic),
        ] {
            check_test(&mut g, &format!("kendalltau_{kind}_{s}"), |g, d| {
                let a = g.array("a", d).index_axis(1, col)?;
                let b = g.array("b", d).index_axis(1, col)?;
                kendalltau(
                    &a,
                    &b,
                    &KendalltauOptions {
                        method: m,
                        alternative: alt,
                    },
                )
            });
        }
    }
}

#[test]
fn fisher_exact_2x2() {
    let mut g = g();
    for (alt, s) in ALTS {
        for (name, t) in [
            ("fisher_exact", [[8u64, 2], [1, 5]]),
            ("fisher_exact2", [[3, 17], [12, 9]]),
            ("fisher_exact3", [[40, 31], [25, 60]]),
        ] {
            let r = fisher_exact(t, alt).unwrap();
            let key = format!("{name}_{s}");
            assert_close(
                &key,
                &[r.statistic],
                &g.get(&format!("{key}_statistic")).0,
                RTOL,
            );
            assert_close(&key, &[r.pvalue], &g.get(&format!("{key}_pvalue")).0, PTOL);
        }
    }
    let r = fisher_exact([[0, 0], [3, 4]], Alternative::TwoSided).unwrap();
    assert!(r.statistic.is_nan() && r.pvalue == 1.0);
}

#[test]
fn theil_sen() {
    let mut g = g();
    let dev = gsci_tests::test_device();
    let a0 = g.array("a", &dev).index_axis(1, 0).unwrap();
    let b0 = g.array("b", &dev).index_axis(1, 0).unwrap();
    let r = theilslopes(&b0, Some(&a0), &TheilslopesOptions::default()).unwrap();
    let got = [r.slope, r.intercept, r.low_slope, r.high_slope];
    assert_close("theilslopes", &got, &g.get("theilslopes").0, RTOL);
    let b3 = g.array("b", &dev).index_axis(1, 3).unwrap();
    let b3 = ufunc::rint::<f64>(&b3).unwrap();
    let o = TheilslopesOptions {
        alpha: 0.9,
        method: TheilslopesMethod::Joint,
    };
    let r = theilslopes(&b3, None, &o).unwrap();
    let got = [r.slope, r.intercept, r.low_slope, r.high_slope];
    assert_close(
        "theilslopes_joint",
        &got,
        &g.get("theilslopes_joint").0,
        RTOL,
    );
}

#[test]
fn anderson_darling() {
    let mut g = g();
    let dev = gsci_tests::test_device();
    let a0 = g.array("a", &dev).index_axis(1, 0).unwrap();
    let ab = (&ufunc::absolute::<f64>(&a0).unwrap() + 0.05).unwrap();
    for (d, x, key) in [
        (AndersonDist::Norm, &a0, "anderson_norm"),
        (AndersonDist::Expon, &ab, "anderson_expon"),
    ] {
        let r = anderson(x, d).unwrap();
        let mut got = vec![r.statistic.item().unwrap()];
        got.extend(&r.critical_values);
        got.extend([r.fit_params.0, r.fit_params.1]);
        assert_close(key, &got, &g.get(key).0, RTOL);
    }
}

#[test]
fn multivariate_normal() {
    let mut g = g();
    let mvn = || {
        MultivariateNormal::new(
            vec![0.5, -1.0, 2.0],
            vec![2.0, 0.3, -0.4, 0.3, 1.0, 0.2, -0.4, 0.2, 0.5],
        )
        .unwrap()
    };
    check(&mut g, "mvn_logpdf", RTOL, |g, d| {
        mvn().logpdf(&g.array("mvn_x", d))
    });
    check(&mut g, "mvn_pdf", RTOL, |g, d| {
        mvn().pdf(&g.array("mvn_x", d))
    });
    assert_close(
        "mvn_entropy",
        &[mvn().entropy().unwrap()],
        &g.get("mvn_entropy").0,
        RTOL,
    );
    let mut rng = gsci_random::default_rng_on(3, &gsci_tests::test_device());
    let r = mvn().rvs(20000, &mut rng).unwrap();
    assert_eq!(r.shape(), &[20000, 3]);
    let v = r.to_vec().unwrap();
    let m0 = v.iter().step_by(3).sum::<f64>() / 20000.0;
    assert!((m0 - 0.5).abs() < 0.05, "{m0}");
    assert!(MultivariateNormal::new(vec![0.0, 0.0], vec![1.0, 2.0, 2.0, 1.0]).is_err());
}

#[test]
fn circular_and_cdf_distances() {
    let mut g = g();
    check(&mut g, "circmean", RTOL, |g, d| {
        circmean(&g.array("ang", d), &CircOptions::default())
    });
    let ax0 = || CircOptions {
        axis: Some(0),
        ..Default::default()
    };
    check(&mut g, "circmean_axis0", RTOL, |g, d| {
        circmean(&g.array("ang", d), &ax0())
    });
    check(&mut g, "circmean_hl", RTOL, |g, d| {
        let o = CircOptions {
            high: 3.0,
            low: -2.0,
            axis: Some(0),
            ..Default::default()
        };
        circmean(&g.array("a", d), &o)
    });
    check(&mut g, "circvar_axis0", RTOL, |g, d| {
        circvar(&g.array("ang", d), &ax0())
    });
    check(&mut g, "circstd_axis0", RTOL, |g, d| {
        circstd(&g.array("ang", d), &ax0())
    });
    check(&mut g, "circstd_norm", RTOL, |g, d| {
        circstd(
            &g.array("ang", d),
            &CircOptions {
                normalize: true,
                ..Default::default()
            },
        )
    });
    check(&mut g, "wasserstein", RTOL, |g, d| {
        let a = g.array("a", d).index_axis(1, 0)?;
        let c = g.array("c", d).index_axis(1, 0)?;
        wasserstein_distance(&a, &c)
    });
    check(&mut g, "energy", RTOL, |g, d| {
        let a = g.array("a", d).index_axis(1, 0)?;
        let c = g.array("c", d).index_axis(1, 0)?;
        energy_distance(&a, &c)
    });
}

#[test]
fn spearman_matrix() {
    let mut g = g();
    check_test(&mut g, "spearmanr_matrix", |g, d| {
        spearmanr_matrix(&g.array("a", d), 0, &SpearmanrOptions::default())
    });
    check_test(&mut g, "spearmanr_matrix1", |g, d| {
        let a = g.array("a", d);
        let a4 = a.slice_axis(1, Some(0), Some(4), 1)?.transpose()?.copy()?;
        let o = SpearmanrOptions {
            alternative: Alternative::Greater,
            ..Default::default()
        };
        spearmanr_matrix(&a4, 1, &o)
    });
}

/// The device's correlation matrix and p-values (one kernel from the covariance, p-values on
/// one triangle) agree with the CPU's for both dtypes, every alternative, ties, and a constant
/// column (NaN correlations).
#[test]
fn spearman_matrix_device_agrees_with_cpu() {
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let (n, k) = (50usize, 7usize);
    let mut state = 0x2545f4914f6cdd1du64;
    let mut v: Vec<f64> = (0..n * k)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % 23) as f64 * 0.25
        })
        .collect();
    for r in 0..n {
        v[r * k + 6] = 1.5;
    }
    let close = |a: &[f64], b: &[f64], tol: f64, what: &str| {
        assert_eq!(a.len(), b.len(), "{what}");
        for (x, y) in a.iter().zip(b) {
            assert!(
                (x.is_nan() && y.is_nan()) || (x - y).abs() <= tol * y.abs().max(1e-300),
                "{what}: {x} vs {y}"
            );
        }
    };
    for alt in [
        Alternative::TwoSided,
        Alternative::Less,
        Alternative::Greater,
    ] {
        let o = SpearmanrOptions {
            alternative: alt,
            ..Default::default()
        };
        let run64 = |d: &Device| {
            let r =
                spearmanr_matrix(&Array::from_vec(v.clone(), &[n, k], d).unwrap(), 0, &o).unwrap();
            (r.statistic.to_vec().unwrap(), r.pvalue.to_vec().unwrap())
        };
        let v32: Vec<f32> = v.iter().map(|&x| x as f32).collect();
        let run32 = |d: &Device| {
            let r = spearmanr_matrix(&Array::from_vec(v32.clone(), &[n, k], d).unwrap(), 0, &o)
                .unwrap();
            let f = |a: Array<f32>| {
                a.to_vec()
                    .unwrap()
                    .into_iter()
                    .map(f64::from)
                    .collect::<Vec<_>>()
            };
            (f(r.statistic), f(r.pvalue))
        };
        let ((s_d, p_d), (s_c, p_c)) = (run64(&dev), run64(&cpu));
        close(&s_d, &s_c, 1e-14, &format!("float64 statistic {alt:?}"));
        close(&p_d, &p_c, 1e-12, &format!("float64 pvalue {alt:?}"));
        let ((s_d, p_d), (s_c, p_c)) = (run32(&dev), run32(&cpu));
        close(&s_d, &s_c, 1e-6, &format!("float32 statistic {alt:?}"));
        close(&p_d, &p_c, 1e-5, &format!("float32 pvalue {alt:?}"));
        assert!(
            s_c[6].is_nan() && p_c[6].is_nan(),
            "a constant column gives NaN"
        );
    }
}

/// Bootstrap intervals agree with SciPy's on the same data up to Monte Carlo error (different
/// random streams): with 20000 resamples of n = 30 standard-normal-like values the interval
/// ends and the standard error vary by about 0.005; allowed 0.03 (six standard errors).
#[test]
fn bootstrap_intervals() {
    let mut g = g();
    let dev = gsci_tests::test_device();
    let a0 = g.array("a", &dev).index_axis(1, 0).unwrap().copy().unwrap();
    for (m, key) in [
        (BootstrapMethod::Bca, "bootstrap_bca"),
        (BootstrapMethod::Percentile, "bootstrap_percentile"),
        (BootstrapMethod::Basic, "bootstrap_basic"),
    ] {
        let mut rng = gsci_random::default_rng_on(11, &dev);
        let o = BootstrapOptions {
            n_resamples: 20000,
            method: m,
            ..Default::default()
        };
        let stat = |s: &Array<f64>| {
            gsci_stats::gsci_core::reduce::mean(
                s,
                &gsci_stats::gsci_core::reduce::ReduceOptions::axes(&[-1]),
            )
        };
        let r = bootstrap(&a0, stat, &mut rng, &o).unwrap();
        let want = g.get(key).0;
        let got = [
            r.confidence_interval.0,
            r.confidence_interval.1,
            r.standard_error,
        ];
        for (x, w) in got.iter().zip(&want) {
            assert!((x - w).abs() < 0.03, "{key}: {got:?} vs {want:?}");
        }
        assert_eq!(r.bootstrap_distribution.shape(), &[20000]);
    }
}

#[test]
fn sigmaclip_tiecorrect_freq() {
    let mut g = g();
    let dev = gsci_tests::test_device();
    let r = sigmaclip(&g.array("sc_in", &dev), 2.5, 2.0).unwrap();
    let mut c = r.clipped.to_vec().unwrap();
    c.sort_by(|a, b| a.total_cmp(b));
    assert_close("sigmaclip", &c, &g.get("sigmaclip").0, 0.0);
    assert_close(
        "sigmaclip_lims",
        &[r.lower, r.upper],
        &g.get("sigmaclip_lims").0,
        RTOL,
    );
    let a1 = g.array("a", &dev).index_axis(1, 1).unwrap();
    let ranks = rankdata(
        &ufunc::rint::<f64>(&a1).unwrap(),
        &RankdataOptions::default(),
    )
    .unwrap();
    assert_close(
        "tiecorrect",
        &[tiecorrect(&ranks).unwrap()],
        &g.get("tiecorrect").0,
        RTOL,
    );
    let a2 = g.array("a", &dev).index_axis(1, 2).unwrap();
    let r = cumfreq(&a2, 8, None).unwrap();
    assert_close(
        "cumfreq",
        &r.frequency.to_vec().unwrap(),
        &g.get("cumfreq").0,
        0.0,
    );
    let meta = [r.lowerlimit, r.binsize, r.extrapoints as f64];
    assert_close("cumfreq_meta", &meta, &g.get("cumfreq_meta").0, RTOL);
    let r = relfreq(&a2, 5, Some((-1.0, 1.5))).unwrap();
    assert_close(
        "relfreq",
        &r.frequency.to_vec().unwrap(),
        &g.get("relfreq").0,
        RTOL,
    );
    let meta = [r.lowerlimit, r.binsize, r.extrapoints as f64];
    assert_close("relfreq_meta", &meta, &g.get("relfreq_meta").0, RTOL);
}

#[test]
fn siegel_repeated_medians() {
    let mut g = g();
    let dev = gsci_tests::test_device();
    let col = |g: &mut Golden, k: &str, c: isize| g.array(k, &dev).index_axis(1, c).unwrap();
    let (b0, a0) = (col(&mut g, "b", 0), col(&mut g, "a", 0));
    let r = siegelslopes(&b0, Some(&a0), SiegelslopesMethod::Hierarchical).unwrap();
    assert_close(
        "siegelslopes",
        &[r.slope, r.intercept],
        &g.get("siegelslopes").0,
        RTOL,
    );
    let (b1, a1) = (col(&mut g, "b", 1), col(&mut g, "a", 1));
    let a1 = ufunc::rint::<f64>(&a1).unwrap();
    let r = siegelslopes(&b1, Some(&a1), SiegelslopesMethod::Separate).unwrap();
    assert_close(
        "siegelslopes_sep",
        &[r.slope, r.intercept],
        &g.get("siegelslopes_sep").0,
        RTOL,
    );
}

#[test]
fn fligner_killeen() {
    let mut g = g();
    check_test(&mut g, "fligner", |g, d| {
        let (a, b, c) = (g.array("a", d), g.array("b", d), g.array("c", d));
        fligner(&[&a, &b, &c], &LeveneOptions::default())
    });
    check_test(&mut g, "fligner_mean", |g, d| {
        let a = g.array("a", d).index_axis(1, 1)?;
        let b = g.array("b", d).index_axis(1, 1)?;
        fligner(
            &[&a, &b],
            &LeveneOptions {
                center: LeveneCenter::Mean,
                ..Default::default()
            },
        )
    });
}

#[test]
fn yeo_johnson() {
    let mut g = g();
    check(&mut g, "yj", RTOL, |g, d| {
        let a0 = g.array("a", d).index_axis(1, 0)?;
        let parts = [-1.5, 0.0, 0.7, 2.0, 3.1]
            .iter()
            .map(|&l| yeojohnson(&a0, l))
            .collect::<Result<Vec<_>>>()?;
        let refs: Vec<&Array<f64>> = parts.iter().collect();
        gsci_stats::gsci_core::stack(&refs, 0)
    });
    check(&mut g, "yj_llf", RTOL, |g, d| {
        let a = g.array("a", d);
        let parts = [-1.5, 0.0, 0.7, 2.0]
            .iter()
            .map(|&l| yeojohnson_llf(l, &a, 0))
            .collect::<Result<Vec<_>>>()?;
        let refs: Vec<&Array<f64>> = parts.iter().collect();
        gsci_stats::gsci_core::stack(&refs, 0)
    });
}

#[test]
fn binned_statistics_2d() {
    let mut g = g();
    let bins = || {
        (
            BinSpec::Count(4),
            BinSpec::Edges(vec![-2.0, -0.5, 0.0, 1.0, 2.5]),
        )
    };
    for (st, name) in [
        (BinnedStatistic::Mean, "mean"),
        (BinnedStatistic::Std, "std"),
        (BinnedStatistic::Count, "count"),
        (BinnedStatistic::Sum, "sum"),
    ] {
        check(&mut g, &format!("bs2_{name}"), RTOL, |g, d| {
            let o = BinnedStatistic2dOptions {
                statistic: st,
                bins: bins(),
                range: (None, None),
            };
            Ok(binned_statistic_2d(
                &g.array("bs_x", d),
                &g.array("bs_y", d),
                &g.array("bs_v", d),
                &o,
            )?
            .statistic)
        });
    }
    check(&mut g, "bs2_binnumber", 0.0, |g, d| {
        let o = BinnedStatistic2dOptions {
            bins: bins(),
            ..Default::default()
        };
        binned_statistic_2d(
            &g.array("bs_x", d),
            &g.array("bs_y", d),
            &g.array("bs_v", d),
            &o,
        )?
        .binnumber
        .astype::<f64>()
    });
}
