//! Later additions against SciPy 1.17.1 (golden/data/extra.npz, written by
//! golden/generate_extra.py): the discrete distributions hypergeom, zipf, betabinom, logser.
//!
//! Tolerances (relative, at the array's scale as `assert_close` states): `RTOL` 1e-13 where gsci
//! evaluates SciPy's formula; `SUM_RTOL` 1e-12 where a cdf is a sum of up to a few hundred pmf
//! terms or goes through the Hurwitz zeta / incomplete beta function (gsci-special's accuracy,
//! measured there in ulp), and where SciPy forms `log(1 - cdf)` that gsci sums directly
//! (betabinom's logsf). zipf's cdf/sf/logcdf/logsf golden values are mpmath's (SciPy 1.17 sums
//! the pmf and forms `1 - cdf`, which loses the tail: 2.6e-10 relative at sf = 4e-7), and so
//! are its ppf/isf (SciPy 1.17 puts zipf(2.5).isf(1e-12) at 62750786; it is 62740522).

use crate::common::{Golden, check};
use crate::distributions::run_discrete;
use gsci_stats::*;

const RTOL: f64 = 1e-13;
const SUM_RTOL: f64 = 1e-12;
/// hypergeom(2000, 700, 900): SciPy's logcdf/logsf sum `exp(betaln ...)` terms in Python and
/// are off by 1.7e-12 at k = 315, where gsci's agrees with mpmath to 2e-15.
const BIG_RTOL: f64 = 5e-12;

#[test]
fn hypergeom() {
    let mut g = Golden::open("extra.npz");
    run_discrete(
        &mut g,
        "hypergeom",
        &Hypergeom::new(50.0, 20.0, 12.0, 0.0),
        RTOL,
    );
    run_discrete(
        &mut g,
        "hypergeom_big",
        &Hypergeom::new(2000.0, 700.0, 900.0, 0.0),
        BIG_RTOL,
    );
}

#[test]
fn zipf() {
    let mut g = Golden::open("extra.npz");
    run_discrete(&mut g, "zipf", &Zipf::new(6.5, 0.0), SUM_RTOL);
    run_discrete(&mut g, "zipf_heavy", &Zipf::new(2.5, 0.0), SUM_RTOL);
}

#[test]
fn betabinom() {
    let mut g = Golden::open("extra.npz");
    run_discrete(
        &mut g,
        "betabinom",
        &Betabinom::new(15.0, 2.5, 1.5, 0.0),
        SUM_RTOL,
    );
}

#[test]
fn logser() {
    let mut g = Golden::open("extra.npz");
    run_discrete(&mut g, "logser", &Logser::new(0.6, 0.0), SUM_RTOL);
    run_discrete(&mut g, "logser_near1", &Logser::new(0.999, 0.0), SUM_RTOL);
}

#[test]
fn new_discrete_bad_parameters_give_nan() {
    let nan = |a: Array<f64>| a.item().unwrap().is_nan();
    // n > M, non-integer M, a <= 1, p outside (0, 1), non-integer n
    assert!(nan(Hypergeom::new(10.0, 11.0, 3.0, 0.0).pmf(1.0).unwrap()));
    assert!(nan(Hypergeom::new(10.5, 3.0, 3.0, 0.0).cdf(1.0).unwrap()));
    assert!(nan(Zipf::new(1.0, 0.0).pmf(1.0).unwrap()));
    assert!(nan(Logser::new(1.0, 0.0).sf(1.0).unwrap()));
    assert!(nan(Betabinom::new(4.5, 1.0, 1.0, 0.0).cdf(1.0).unwrap()));
    assert!(nan(Betabinom::new(4.0, 0.0, 1.0, 0.0).mean().unwrap()));
    // SciPy's Boost-backed hypergeom cdf/sf are NaN off the integers inside the support
    assert!(nan(Hypergeom::new(50.0, 20.0, 12.0, 0.0).cdf(4.5).unwrap()));
    assert!(nan(Hypergeom::new(50.0, 20.0, 12.0, 0.0).sf(4.5).unwrap()));
    assert_eq!(
        Hypergeom::new(50.0, 20.0, 12.0, 0.0)
            .cdf(12.5)
            .unwrap()
            .item()
            .unwrap(),
        1.0
    );
    // a whole support sums to one; degenerate hypergeom (N = M) puts all mass on n
    let k = Array::from_vec((0..=12).map(|v| v as f64).collect(), &[13], &Device::cpu()).unwrap();
    let p = Hypergeom::new(50.0, 20.0, 12.0, 0.0)
        .pmf(&k)
        .unwrap()
        .to_vec()
        .unwrap();
    assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-15);
    assert_eq!(
        Hypergeom::new(9.0, 4.0, 9.0, 0.0)
            .pmf(4.0)
            .unwrap()
            .item()
            .unwrap(),
        1.0
    );
    // loc shifts the support
    let h = Betabinom::new(6.0, 2.0, 3.0, 2.0);
    assert_eq!(h.pmf(1.0).unwrap().item().unwrap(), 0.0);
    let a = Betabinom::new(6.0, 2.0, 3.0, 0.0)
        .cdf(2.0)
        .unwrap()
        .item()
        .unwrap();
    assert_eq!(h.cdf(4.0).unwrap().item().unwrap(), a);
}

const ALTS: [(Alternative, &str); 3] = [
    (Alternative::TwoSided, "two-sided"),
    (Alternative::Less, "less"),
    (Alternative::Greater, "greater"),
];

/// ks_1samp/kstest, batched over 4 columns of 30 (ties in one), every alternative and method,
/// NaN omitted, `axis = 1`, 700-point columns (kstwo's Pelz-Good / Durbin branches), and
/// kstest's two-sample asymptotic branch. Statistics and locations 1e-15 (the same float64
/// operations on norm's cdf; 1e-13 on t's); p-values 1e-12 (kstwo's host port; SciPy's Durbin step scales in long double).
#[test]
fn ks_one_sample_batched() {
    let mut g = Golden::open("extra.npz");
    let dist = Norm::new(0.3, 1.2);
    let methods = [
        (KsMethod::Auto, "auto"),
        (KsMethod::Exact, "exact"),
        (KsMethod::Approx, "approx"),
        (KsMethod::Asymp, "asymp"),
    ];
    for (alt, s) in ALTS {
        for (method, ms) in methods {
            if alt != Alternative::TwoSided && method != KsMethod::Auto {
                continue;
            }
            let key = format!("ks1_{s}_{ms}");
            let opts = Ks1sampOptions {
                alternative: alt,
                method,
                ..Ks1sampOptions::default()
            };
            check(&mut g, &format!("{key}_statistic"), 1e-15, |g, d| {
                Ok(ks_1samp(&g.array("ks_x", d), &dist, &opts)?.statistic)
            });
            check(&mut g, &format!("{key}_pvalue"), 1e-12, |g, d| {
                Ok(ks_1samp(&g.array("ks_x", d), &dist, &opts)?.pvalue)
            });
            check(&mut g, &format!("{key}_location"), 0.0, |g, d| {
                Ok(ks_1samp(&g.array("ks_x", d), &dist, &opts)?.statistic_location)
            });
            check(&mut g, &format!("{key}_sign"), 0.0, |g, d| {
                ks_1samp(&g.array("ks_x", d), &dist, &opts)?
                    .statistic_sign
                    .astype::<f64>()
            });
        }
        let omit = Ks1sampOptions {
            alternative: alt,
            nan_policy: NanPolicy::Omit,
            ..Ks1sampOptions::default()
        };
        check(&mut g, &format!("ks1_omit_{s}_statistic"), 1e-15, |g, d| {
            Ok(ks_1samp(&g.array("ks_xnan", d), &dist, &omit)?.statistic)
        });
        check(&mut g, &format!("ks1_omit_{s}_pvalue"), 1e-12, |g, d| {
            Ok(ks_1samp(&g.array("ks_xnan", d), &dist, &omit)?.pvalue)
        });
        let plain = Ks1sampOptions {
            alternative: alt,
            ..Ks1sampOptions::default()
        };
        // t's cdf (gsci-special's stdtr) differs from SciPy's by a few ulp: 1e-13
        check(&mut g, &format!("ks1_big_{s}_statistic"), 1e-13, |g, d| {
            Ok(ks_1samp(&g.array("ks_big", d), &T::standard(5.0), &plain)?.statistic)
        });
        check(&mut g, &format!("ks1_big_{s}_pvalue"), 1e-12, |g, d| {
            Ok(ks_1samp(&g.array("ks_big", d), &T::standard(5.0), &plain)?.pvalue)
        });
        let ax1 = Ks1sampOptions {
            alternative: alt,
            axis: Some(1),
            ..Ks1sampOptions::default()
        };
        check(&mut g, &format!("ks1_axis1_{s}_pvalue"), 1e-12, |g, d| {
            let xt = g.array("ks_x", d).transpose()?;
            Ok(ks_1samp(&xt, &dist, &ax1)?.pvalue)
        });
        let two = KstestOptions {
            alternative: alt,
            method: KsMethod::Asymp,
            ..KstestOptions::default()
        };
        for what in ["statistic", "pvalue"] {
            check(&mut g, &format!("ks2_asymp_{s}_{what}"), 1e-12, |g, d| {
                let x = g.array("ks_x", d);
                let a = x.index_axis(1, 0)?;
                let b = x.index_axis(1, 2)?.slice_axis(0, None, Some(17), 1)?;
                let r = kstest(&a, KstestCdf::Sample(&b), &two)?;
                Ok(if what == "statistic" {
                    r.statistic
                } else {
                    r.pvalue
                })
            });
        }
    }
    // NaN propagates per column (column 1 has NaN); Raise is an error naming ks_1samp
    let dev = Device::cpu();
    let xn = g.array("ks_xnan", &dev);
    let r = ks_1samp(&xn, &dist, &Ks1sampOptions::default()).unwrap();
    let p = r.pvalue.to_vec().unwrap();
    assert!(p[1].is_nan() && !p[0].is_nan());
    let raise = Ks1sampOptions {
        nan_policy: NanPolicy::Raise,
        ..Ks1sampOptions::default()
    };
    assert!(matches!(
        ks_1samp(&xn, &dist, &raise),
        Err(Error::InvalidArgument { op: "ks_1samp", .. })
    ));
    // one observation: D = max(F, 1 - F), p exact; empty: NaN
    let one = Array::from_vec(vec![0.3f64], &[1], &dev).unwrap();
    let r = ks_1samp(&one, &dist, &Ks1sampOptions::default()).unwrap();
    assert_eq!(r.statistic.item().unwrap(), 0.5);
    assert_eq!(r.pvalue.item().unwrap(), 1.0);
    let e = Array::<f64>::zeros(&[0], &dev).unwrap();
    let r = ks_1samp(&e, &dist, &Ks1sampOptions::default()).unwrap();
    assert!(r.statistic.item().unwrap().is_nan());
    // float32 data: the p-value in float32
    let x32 = g.array("ks_x", &dev).astype::<f32>().unwrap();
    let r32 = ks_1samp(&x32, &dist, &Ks1sampOptions::default()).unwrap();
    let want = g.get("ks1_two-sided_auto_pvalue").0;
    for (a, b) in r32.pvalue.to_vec().unwrap().iter().zip(&want) {
        assert!((*a as f64 - b).abs() < 1e-6, "{a} vs {b}");
    }
    assert!(matches!(
        ks_2samp(
            &one,
            &one,
            &Ks2sampOptions {
                method: KsMethod::Approx,
                ..Ks2sampOptions::default()
            }
        ),
        Err(Error::InvalidArgument { op: "ks_2samp", .. })
    ));
}

/// gamma/lognorm/weibull_min fits against SciPy's estimates: the closed forms and roots
/// (gamma with floc, lognorm) to 1e-10; the Nelder-Mead routes (gamma without floc,
/// weibull_min), ported step for step, to 1e-6 (the tolerance the brief sets; a path that
/// branches on a last-bit difference of the likelihood would show here).
#[test]
fn mle_fits() {
    let mut g = Golden::open("extra.npz");
    let dev = Device::cpu();
    let gx = g.array("fit_gamma_x", &dev);
    let lx = g.array("fit_lognorm_x", &dev);
    let wx = g.array("fit_weibull_x", &dev);
    let o =
        |f0: Option<f64>, floc: Option<f64>, fscale: Option<f64>| FitOptions { f0, floc, fscale };
    let cases: Vec<(&str, (f64, f64, f64), f64)> = vec![
        (
            "fit_gamma_floc0",
            gamma_fit(&gx, &o(None, Some(0.0), None)).unwrap(),
            1e-10,
        ),
        (
            "fit_gamma_free",
            gamma_fit(&gx, &o(None, None, None)).unwrap(),
            1e-6,
        ),
        (
            "fit_gamma_fscale",
            gamma_fit(&gx, &o(None, Some(0.2), Some(1.5))).unwrap(),
            1e-10,
        ),
        (
            "fit_gamma_f0",
            gamma_fit(&gx, &o(Some(3.0), Some(0.1), None)).unwrap(),
            1e-10,
        ),
        (
            "fit_lognorm_floc0",
            lognorm_fit(&lx, &o(None, Some(0.0), None)).unwrap(),
            1e-10,
        ),
        (
            "fit_lognorm_free",
            lognorm_fit(&lx, &o(None, None, None)).unwrap(),
            1e-10,
        ),
        (
            "fit_weibull_free",
            weibull_min_fit(&wx, &o(None, None, None)).unwrap(),
            1e-6,
        ),
        (
            "fit_weibull_floc0",
            weibull_min_fit(&wx, &o(None, Some(0.0), None)).unwrap(),
            1e-6,
        ),
    ];
    for (key, (a, b, c), rtol) in cases {
        let want = g.get(key).0;
        for (i, (got, w)) in [a, b, c].iter().zip(&want).enumerate() {
            assert!(
                (got - w).abs() <= rtol * w.abs().max(1e-3),
                "{key}[{i}]: got {got}, want {w}"
            );
        }
    }
    // errors name the function
    assert!(matches!(
        gamma_fit(&gx, &o(Some(1.0), Some(0.0), Some(1.0))),
        Err(Error::InvalidArgument {
            op: "gamma_fit",
            ..
        })
    ));
    assert!(matches!(
        gamma_fit(&gx, &o(None, Some(100.0), None)),
        Err(Error::InvalidArgument {
            op: "gamma_fit",
            ..
        })
    ));
    assert!(matches!(
        lognorm_fit(&lx, &o(None, Some(1e3), None)),
        Err(Error::InvalidArgument {
            op: "lognorm_fit",
            ..
        })
    ));
    let bad = Array::from_vec(vec![1.0, f64::NAN], &[2], &dev).unwrap();
    assert!(matches!(
        weibull_min_fit(&bad, &FitOptions::default()),
        Err(Error::InvalidArgument {
            op: "weibull_min_fit",
            ..
        })
    ));
}

/// boxcox / yeojohnson with `lmbda = None`: the fitted lambda against SciPy's at 1e-6 (SciPy's
/// Brent/fminbound stop at 1.48e-8 relative on a flat maximum; gsci goes 100x further), and the
/// transformed data at the same relative accuracy (the data's sensitivity to lambda is O(1)).
#[test]
fn transforms_with_fitted_lambda() {
    let mut g = Golden::open("extra.npz");
    let dev = gsci_tests::test_device();
    for (xk, yk, lk) in [
        ("bc_x", "boxcox_y", "boxcox_lmbda"),
        ("bc_x2", "boxcox2_y", "boxcox2_lmbda"),
    ] {
        let x = g.array(xk, &dev);
        let r = boxcox(&x, &BoxcoxOptions::default()).unwrap();
        let want = g.get(lk).0[0];
        assert!(
            (r.lmbda - want).abs() <= 1e-6 * want.abs(),
            "{lk}: {} vs {want}",
            r.lmbda
        );
        crate::common::assert_close(yk, &r.y.to_vec().unwrap(), &g.get(yk).0, 1e-6);
        // a given lmbda is echoed and transforms as scipy.special.boxcox
        let r2 = boxcox(&x, &BoxcoxOptions { lmbda: Some(want) }).unwrap();
        assert_eq!(r2.lmbda, want);
        crate::common::assert_close(yk, &r2.y.to_vec().unwrap(), &g.get(yk).0, 1e-12);
    }
    let z = g.array("yj_x", &dev);
    let r = yeojohnson_fit(&z).unwrap();
    let want = g.get("yeojohnson_lmbda").0[0];
    assert!(
        (r.lmbda - want).abs() <= 1e-6 * want.abs(),
        "{} vs {want}",
        r.lmbda
    );
    crate::common::assert_close(
        "yeojohnson_y",
        &r.y.to_vec().unwrap(),
        &g.get("yeojohnson_y").0,
        1e-6,
    );
    let zn = g.array("yj_neg", &dev);
    let want = g.get("yeojohnson_neg_lmbda").0[0];
    let got = yeojohnson_normmax(&zn).unwrap();
    assert!((got - want).abs() <= 1e-6 * want.abs(), "{got} vs {want}");
    // SciPy's errors and special cases
    let cpu = Device::cpu();
    let c = Array::from_vec(vec![2.0f64; 4], &[4], &cpu).unwrap();
    assert!(matches!(
        boxcox(&c, &BoxcoxOptions::default()),
        Err(Error::InvalidArgument { op: "boxcox", .. })
    ));
    let neg = Array::from_vec(vec![-1.0f64, 2.0, 3.0], &[3], &cpu).unwrap();
    assert!(matches!(
        boxcox(&neg, &BoxcoxOptions::default()),
        Err(Error::InvalidArgument { op: "boxcox", .. })
    ));
    let zeros = Array::from_vec(vec![0.0f64; 3], &[3], &cpu).unwrap();
    assert_eq!(yeojohnson_normmax(&zeros).unwrap(), 1.0);
    let inf = Array::from_vec(vec![1.0f64, f64::INFINITY], &[2], &cpu).unwrap();
    assert!(matches!(
        yeojohnson_normmax(&inf),
        Err(Error::InvalidArgument {
            op: "yeojohnson_normmax",
            ..
        })
    ));
}

/// entropy with `nan_policy = Omit` (formerly Unsupported): SciPy drops NaN positions, paired
/// with qk. Values printed by scipy 1.17.1 (`stats.entropy(p, [q,] nan_policy='omit')`).
#[test]
fn entropy_omits_nan() {
    let dev = gsci_tests::test_device();
    let nan = f64::NAN;
    let p = Array::from_vec(vec![0.2, 0.5, nan, 0.1, 0.3, 0.4, 0.5, nan], &[4, 2], &dev).unwrap();
    let q = Array::from_vec(vec![0.1, 0.2, 0.3, 0.3, 0.3, nan, 0.3, 0.2], &[4, 2], &dev).unwrap();
    let o = EntropyOptions {
        nan_policy: NanPolicy::Omit,
        ..EntropyOptions::default()
    };
    let h = entropy(&p, None, &o).unwrap().to_vec().unwrap();
    crate::common::assert_close(
        "entropy omit",
        &h,
        &[1.0296530140645737, 0.9433483923290392],
        1e-14,
    );
    let h = entropy(&p, Some(&q), &o).unwrap().to_vec().unwrap();
    crate::common::assert_close(
        "entropy omit qk",
        &h,
        &[0.03736730405625194, 0.3981520049898231],
        1e-14,
    );
}

/// spearmanr with `nan_policy = Omit` (formerly Unsupported) drops the NaN pairs; values
/// printed by scipy 1.17.1 (`stats.spearmanr(x, y, nan_policy='omit')`).
#[test]
fn spearmanr_omits_nan_pairs() {
    let dev = gsci_tests::test_device();
    let nan = f64::NAN;
    let x = Array::from_vec(vec![1.0, 2.5, nan, 4.0, 3.3, 6.1, 0.2], &[7], &dev).unwrap();
    let y = Array::from_vec(vec![2.0, 1.0, 3.0, nan, 5.5, 6.0, 0.1], &[7], &dev).unwrap();
    let o = SpearmanrOptions {
        nan_policy: NanPolicy::Omit,
        ..SpearmanrOptions::default()
    };
    let r = spearmanr(&x, &y, &o).unwrap();
    crate::common::assert_close(
        "spearmanr omit",
        &[r.statistic.item().unwrap(), r.pvalue.item().unwrap()],
        &[0.8999999999999998, 0.03738607346849874],
        1e-14,
    );
}
