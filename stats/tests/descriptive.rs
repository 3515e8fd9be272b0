//! Descriptive statistics against SciPy 1.17.1 (golden/data/descriptive.npz).
//!
//! Tolerance: 1e-13 relative (to the array's scale, see `common::assert_close`) where gsci runs
//! SciPy's formula; the summation order differs (pairwise here, NumPy's pairwise blocks there),
//! which costs a few ulp, amplified by cancellation in centred moments.

use crate::common::{Golden, assert_close, check};
use gsci_stats::*;

const RTOL: f64 = 1e-13;

fn g() -> Golden {
    Golden::open("descriptive.npz")
}

#[test]
fn describe_matches_scipy() {
    let mut g = g();
    let x = g.array("x", &Device::cpu());
    let d = describe(&x, &DescribeOptions::default()).unwrap();
    assert_eq!(d.nobs.item().unwrap(), 40);
    for (k, a) in [
        ("describe_min", &d.minmax.0),
        ("describe_max", &d.minmax.1),
        ("describe_mean", &d.mean),
        ("describe_variance", &d.variance),
        ("describe_skewness", &d.skewness),
        ("describe_kurtosis", &d.kurtosis),
    ] {
        assert_close(k, &a.to_vec().unwrap(), &g.get(k).0, RTOL);
    }
    let xn = g.array("xnan", &Device::cpu());
    let o = DescribeOptions {
        nan_policy: NanPolicy::Omit,
        bias: false,
        ddof: 0.0,
        ..Default::default()
    };
    let d = describe(&xn, &o).unwrap();
    let nobs: Vec<f64> = d.nobs.to_vec().unwrap().iter().map(|&v| v as f64).collect();
    assert_close("nobs", &nobs, &g.get("describe_omit_nobs").0, 0.0);
    for (k, a) in [
        ("describe_omit_min", &d.minmax.0),
        ("describe_omit_mean", &d.mean),
        ("describe_omit_variance", &d.variance),
        ("describe_omit_skewness", &d.skewness),
        ("describe_omit_kurtosis", &d.kurtosis),
    ] {
        assert_close(k, &a.to_vec().unwrap(), &g.get(k).0, RTOL);
    }
    let empty = Array::<f64>::zeros(&[0], &Device::cpu()).unwrap();
    assert!(matches!(
        describe(&empty, &DescribeOptions::default()),
        Err(Error::InvalidArgument { op: "describe", .. })
    ));
    let raise = DescribeOptions {
        nan_policy: NanPolicy::Raise,
        ..Default::default()
    };
    assert!(matches!(
        describe(&xn, &raise),
        Err(Error::InvalidArgument { .. })
    ));
}

#[test]
fn moments_skew_kurtosis() {
    let mut g = g();
    for k in 0..6u32 {
        check(&mut g, &format!("moment_{k}"), RTOL, |g, d| {
            moment(&g.array("x", d), k, &MomentOptions::default())
        });
    }
    check(&mut g, "moment_3_center", RTOL, |g, d| {
        let o = MomentOptions {
            center: Some(0.5),
            ..Default::default()
        };
        moment(&g.array("x", d), 3, &o)
    });
    check(&mut g, "moment_2_axis1", RTOL, |g, d| {
        let o = MomentOptions {
            axis: Some(1),
            ..Default::default()
        };
        moment(&g.array("x", d), 2, &o)
    });
    check(&mut g, "moment_4_none", RTOL, |g, d| {
        let o = MomentOptions {
            axis: None,
            ..Default::default()
        };
        moment(&g.array("x", d), 4, &o)
    });
    check(&mut g, "skew", RTOL, |g, d| {
        skew(&g.array("x", d), &SkewOptions::default())
    });
    check(&mut g, "skew_unbiased", RTOL, |g, d| {
        skew(
            &g.array("x", d),
            &SkewOptions {
                bias: false,
                ..Default::default()
            },
        )
    });
    check(&mut g, "skew_nan", RTOL, |g, d| {
        skew(&g.array("xnan", d), &SkewOptions::default())
    });
    check(&mut g, "skew_omit", RTOL, |g, d| {
        let o = SkewOptions {
            nan_policy: NanPolicy::Omit,
            ..Default::default()
        };
        skew(&g.array("xnan", d), &o)
    });
    check(&mut g, "kurtosis", RTOL, |g, d| {
        kurtosis(&g.array("x", d), &KurtosisOptions::default())
    });
    check(&mut g, "kurtosis_pearson_unbiased", RTOL, |g, d| {
        let o = KurtosisOptions {
            fisher: false,
            bias: false,
            ..Default::default()
        };
        kurtosis(&g.array("x", d), &o)
    });
    check(&mut g, "kurtosis_omit", RTOL, |g, d| {
        let o = KurtosisOptions {
            nan_policy: NanPolicy::Omit,
            ..Default::default()
        };
        kurtosis(&g.array("xnan", d), &o)
    });
}

#[test]
fn zscores() {
    let mut g = g();
    check(&mut g, "zscore", RTOL, |g, d| {
        zscore(&g.array("x", d), &ZscoreOptions::default())
    });
    check(&mut g, "zscore_axis1_ddof1", RTOL, |g, d| {
        let o = ZscoreOptions {
            axis: Some(1),
            ddof: 1.0,
            ..Default::default()
        };
        zscore(&g.array("x", d), &o)
    });
    check(&mut g, "zscore_none", RTOL, |g, d| {
        zscore(
            &g.array("x", d),
            &ZscoreOptions {
                axis: None,
                ..Default::default()
            },
        )
    });
    check(&mut g, "zscore_nan", RTOL, |g, d| {
        zscore(&g.array("xnan", d), &ZscoreOptions::default())
    });
    check(&mut g, "zscore_omit", RTOL, |g, d| {
        let o = ZscoreOptions {
            nan_policy: NanPolicy::Omit,
            ..Default::default()
        };
        zscore(&g.array("xnan", d), &o)
    });
    check(&mut g, "zscore_one", RTOL, |g, d| {
        zscore(&g.array("one", d), &ZscoreOptions::default())
    });
    check(&mut g, "zmap", RTOL, |g, d| {
        let x = g.array("x", d);
        let s = x.slice_axis(0, Some(0), Some(5), 1).unwrap();
        let c = x.slice_axis(0, Some(5), None, 1).unwrap();
        zmap(&s, &c, &ZscoreOptions::default())
    });
    check(&mut g, "gzscore", RTOL, |g, d| {
        gzscore(&g.array("pos", d), &ZscoreOptions::default())
    });
    // float32 stays float32 and agrees with the float64 result to float32 accuracy
    let x = g.array("x", &Device::cpu());
    let z32 = zscore(&x.astype::<f32>().unwrap(), &ZscoreOptions::default()).unwrap();
    assert_eq!(z32.dtype(), DType::F32);
    let z32: Vec<f64> = z32.to_vec().unwrap().iter().map(|&v| v as f64).collect();
    let want = g.get("zscore").0;
    let scale = want.iter().fold(0.0f64, |m, v| m.max(v.abs()));
    for (a, b) in z32.iter().zip(&want) {
        // float32 cancellation in x - mean: a few float32 ulp of the array's scale
        assert!(
            (a - b).abs() <= 4.0 * f32::EPSILON as f64 * scale,
            "{a} vs {b}"
        );
    }
}

#[test]
fn spreads_and_means() {
    let mut g = g();
    check(&mut g, "sem", RTOL, |g, d| {
        sem(&g.array("x", d), &SemOptions::default())
    });
    check(&mut g, "sem_ddof0_axis1", RTOL, |g, d| {
        sem(
            &g.array("x", d),
            &SemOptions {
                axis: Some(1),
                ddof: 0.0,
                ..Default::default()
            },
        )
    });
    check(&mut g, "sem_omit", RTOL, |g, d| {
        let o = SemOptions {
            nan_policy: NanPolicy::Omit,
            ..Default::default()
        };
        sem(&g.array("xnan", d), &o)
    });
    check(&mut g, "variation", RTOL, |g, d| {
        variation(&g.array("pos", d), &VariationOptions::default())
    });
    check(&mut g, "variation_ddof1", RTOL, |g, d| {
        variation(
            &g.array("pos", d),
            &VariationOptions {
                ddof: 1.0,
                ..Default::default()
            },
        )
    });
    check(&mut g, "gmean", RTOL, |g, d| {
        gmean(&g.array("pos", d), &MeanOptions::default())
    });
    check(&mut g, "gmean_axis1", RTOL, |g, d| {
        gmean(
            &g.array("pos", d),
            &MeanOptions {
                axis: Some(1),
                ..Default::default()
            },
        )
    });
    check(&mut g, "hmean", RTOL, |g, d| {
        hmean(&g.array("pos", d), &MeanOptions::default())
    });
    check(&mut g, "pmean_2_5", RTOL, |g, d| {
        pmean(&g.array("pos", d), 2.5, &MeanOptions::default())
    });
    check(&mut g, "pmean_m1_5", RTOL, |g, d| {
        pmean(&g.array("pos", d), -1.5, &MeanOptions::default())
    });
    check(&mut g, "iqr", RTOL, |g, d| {
        iqr(&g.array("x", d), &IqrOptions::default())
    });
    check(&mut g, "iqr_axis0", RTOL, |g, d| {
        iqr(
            &g.array("x", d),
            &IqrOptions {
                axis: Some(0),
                ..Default::default()
            },
        )
    });
    check(&mut g, "iqr_rng_normal", RTOL, |g, d| {
        let o = IqrOptions {
            axis: Some(0),
            rng: (10.0, 80.0),
            scale: IQR_NORMAL_SCALE,
            ..Default::default()
        };
        iqr(&g.array("x", d), &o)
    });
    check(&mut g, "mad", RTOL, |g, d| {
        median_abs_deviation(&g.array("x", d), &MedianAbsDeviationOptions::default())
    });
    check(&mut g, "mad_normal_axis1", RTOL, |g, d| {
        let o = MedianAbsDeviationOptions {
            axis: Some(1),
            scale: MAD_NORMAL_SCALE,
            ..Default::default()
        };
        median_abs_deviation(&g.array("x", d), &o)
    });
    assert!(
        pmean(
            &g.array("pos", &Device::cpu()),
            f64::NAN,
            &MeanOptions::default()
        )
        .is_err()
    );
}

#[test]
fn entropies() {
    let mut g = g();
    check(&mut g, "entropy", RTOL, |g, d| {
        entropy(&g.array("p", d), None, &EntropyOptions::default())
    });
    check(&mut g, "entropy_base2_axis1", RTOL, |g, d| {
        let o = EntropyOptions {
            base: Some(2.0),
            axis: 1,
            ..Default::default()
        };
        entropy(&g.array("p", d), None, &o)
    });
    check(&mut g, "entropy_rel", RTOL, |g, d| {
        entropy(
            &g.array("p", d),
            Some(&g.array("q", d)),
            &EntropyOptions::default(),
        )
    });
    let p = g.array("p", &Device::cpu());
    let bad = EntropyOptions {
        base: Some(-1.0),
        ..Default::default()
    };
    assert!(matches!(
        entropy(&p, None, &bad),
        Err(Error::InvalidArgument { op: "entropy", .. })
    ));
}

#[test]
fn trimmed_statistics() {
    let mut g = g();
    let lim = Some((-2.0, 4.0));
    check(&mut g, "tmean", RTOL, |g, d| {
        tmean(
            &g.array("x", d),
            &TrimmedOptions {
                limits: lim,
                axis: None,
                ..Default::default()
            },
        )
    });
    check(&mut g, "tmean_axis0_excl", RTOL, |g, d| {
        let o = TrimmedOptions {
            limits: lim,
            inclusive: (false, false),
            ..Default::default()
        };
        tmean(&g.array("x", d), &o)
    });
    check(&mut g, "tvar", RTOL, |g, d| {
        tvar(
            &g.array("x", d),
            &TrimmedOptions {
                limits: lim,
                ..Default::default()
            },
        )
    });
    check(&mut g, "tvar_none", RTOL, |g, d| {
        tvar(&g.array("x", d), &TrimmedOptions::default())
    });
    check(&mut g, "tstd", RTOL, |g, d| {
        let o = TrimmedOptions {
            limits: lim,
            inclusive: (true, false),
            ..Default::default()
        };
        tstd(&g.array("x", d), &o)
    });
    check(&mut g, "tsem", RTOL, |g, d| {
        tsem(
            &g.array("x", d),
            &TrimmedOptions {
                limits: lim,
                ..Default::default()
            },
        )
    });
    check(&mut g, "tmin", RTOL, |g, d| {
        tmin(&g.array("x", d), Some(0.5), &TminOptions::default())
    });
    check(&mut g, "tmin_excl", RTOL, |g, d| {
        let o = TminOptions {
            inclusive: false,
            ..Default::default()
        };
        tmin(&g.array("x", d), Some(1.0), &o)
    });
    check(&mut g, "tmax", RTOL, |g, d| {
        tmax(&g.array("x", d), Some(2.0), &TminOptions::default())
    });
    check(&mut g, "tmin_none", RTOL, |g, d| {
        tmin(&g.array("x", d), None, &TminOptions::default())
    });
    check(&mut g, "trim_mean", RTOL, |g, d| {
        trim_mean(&g.array("x", d), 0.1, &TrimOptions::default())
    });
    check(&mut g, "trim_mean_axis1", RTOL, |g, d| {
        trim_mean(&g.array("x", d), 0.25, &TrimOptions { axis: Some(1) })
    });
    check(&mut g, "trimboth", 0.0, |g, d| {
        trimboth(&g.array("x", d), 0.1, &TrimOptions::default())
    });
    check(&mut g, "trim1_left", 0.0, |g, d| {
        trim1(&g.array("x", d), 0.2, Tail::Left, &TrimOptions::default())
    });
    check(&mut g, "trim1_right", 0.0, |g, d| {
        trim1(&g.array("x", d), 0.2, Tail::Right, &TrimOptions::default())
    });
    let x = g.array("x", &Device::cpu());
    assert!(matches!(
        trim_mean(&x, 0.6, &TrimOptions::default()),
        Err(Error::InvalidArgument {
            op: "trim_mean",
            ..
        })
    ));
    assert!(matches!(
        tmean(
            &x,
            &TrimmedOptions {
                limits: Some((100.0, 200.0)),
                ..Default::default()
            }
        ),
        Err(Error::InvalidArgument { op: "tmean", .. })
    ));
}

/// float32 input stays float32 (as SciPy's) and agrees with the float64 golden values to
/// float32 accuracy: 2e-5 relative to the array's scale (sums of 40 terms, cancellation in the
/// centred moments).
#[test]
fn float32_keeps_float32() {
    let mut g = g();
    let dev = gsci_tests::test_device();
    let x = g.array("x", &dev).astype::<f32>().unwrap();
    let p = g.array("p", &dev).astype::<f32>().unwrap();
    type F = Box<dyn Fn(&Array<f32>, &Array<f32>) -> Result<Array<f32>>>;
    let cases: Vec<(&str, F)> = vec![
        ("skew", Box::new(|x, _| skew(x, &SkewOptions::default()))),
        (
            "kurtosis",
            Box::new(|x, _| kurtosis(x, &KurtosisOptions::default())),
        ),
        ("sem", Box::new(|x, _| sem(x, &SemOptions::default()))),
        (
            "moment_3",
            Box::new(|x, _| moment(x, 3, &MomentOptions::default())),
        ),
        (
            "trim_mean",
            Box::new(|x, _| trim_mean(x, 0.1, &TrimOptions::default())),
        ),
        (
            "mad",
            Box::new(|x, _| median_abs_deviation(x, &MedianAbsDeviationOptions::default())),
        ),
        (
            "entropy",
            Box::new(|_, p| entropy(p, None, &EntropyOptions::default())),
        ),
        (
            "iqr_axis0",
            Box::new(|x, _| {
                iqr(
                    x,
                    &IqrOptions {
                        axis: Some(0),
                        ..Default::default()
                    },
                )
            }),
        ),
    ];
    for (key, f) in cases {
        let r = f(&x, &p).unwrap();
        assert_eq!(r.dtype(), DType::F32, "{key}");
        let got: Vec<f64> = r.to_vec().unwrap().iter().map(|&v| v as f64).collect();
        let want = g.get(key).0;
        let scale = want.iter().fold(0.0f64, |m, v| m.max(v.abs()));
        for (a, b) in got.iter().zip(&want) {
            assert!((a - b).abs() <= 2e-5 * scale, "{key}: {a} vs {b}");
        }
    }
}

#[test]
fn nan_omit_quantile_statistics() {
    let mut g = g();
    let omit = NanPolicy::Omit;
    check(&mut g, "iqr_omit", RTOL, |g, d| {
        let o = IqrOptions {
            axis: Some(0),
            nan_policy: omit,
            ..Default::default()
        };
        iqr(&g.array("xnan", d), &o)
    });
    check(&mut g, "iqr_omit_none", RTOL, |g, d| {
        let o = IqrOptions {
            rng: (10.0, 70.0),
            nan_policy: omit,
            ..Default::default()
        };
        iqr(&g.array("xnan", d), &o)
    });
    check(&mut g, "mad_omit", RTOL, |g, d| {
        let o = MedianAbsDeviationOptions {
            nan_policy: omit,
            ..Default::default()
        };
        median_abs_deviation(&g.array("xnan", d), &o)
    });
    check(&mut g, "mad_omit_axis1", RTOL, |g, d| {
        let o = MedianAbsDeviationOptions {
            axis: Some(1),
            nan_policy: omit,
            ..Default::default()
        };
        median_abs_deviation(&g.array("xnan", d), &o)
    });
}

#[test]
fn gstd_and_k_statistics() {
    let mut g = g();
    check(&mut g, "gstd", RTOL, |g, d| {
        gstd(&g.array("pos", d), &GstdOptions::default())
    });
    check(&mut g, "gstd_axis1_ddof0", RTOL, |g, d| {
        gstd(
            &g.array("pos", d),
            &GstdOptions {
                axis: Some(1),
                ddof: 0.0,
                ..Default::default()
            },
        )
    });
    let ax0 = KstatOptions {
        axis: Some(0),
        ..Default::default()
    };
    for k in 1..=4u32 {
        check(&mut g, &format!("kstat_{k}"), RTOL, |g, d| {
            kstat(&g.array("x", d), k, &ax0)
        });
    }
    check(&mut g, "kstat_4_none", RTOL, |g, d| {
        kstat(&g.array("x", d), 4, &KstatOptions::default())
    });
    check(&mut g, "kstatvar_1", RTOL, |g, d| {
        kstatvar(&g.array("x", d), 1, &ax0)
    });
    check(&mut g, "kstatvar_2", RTOL, |g, d| {
        kstatvar(&g.array("x", d), 2, &ax0)
    });
    let x = g.array("x", &Device::cpu());
    assert!(matches!(
        kstat(&x, 5, &ax0),
        Err(Error::InvalidArgument { op: "kstat", .. })
    ));
}

/// The device's trim_mean (one block sorts each row in shared memory) agrees with the CPU's:
/// both dtypes, axes 0, 1 and None, NaN, ties, proportions from 0 to 0.5 (an empty middle gives
/// NaN), rows at and past the kernel's length (8192 float32 / 4096 float64: the generic path).
#[test]
fn trim_mean_device_agrees_with_cpu() {
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let mut state = 0x853c49e6748fea9bu64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let close = |got: &[f64], want: &[f64], tol: f64, what: &str| {
        assert_eq!(got.len(), want.len(), "{what}");
        for (x, y) in got.iter().zip(want) {
            assert!(
                (x.is_nan() && y.is_nan()) || (x - y).abs() <= tol * y.abs().max(1.0),
                "{what}: {x} vs {y}"
            );
        }
    };
    for &(r, c) in &[
        (1usize, 1usize),
        (7, 3),
        (40, 5),
        (4096, 2),
        (4097, 2),
        (8192, 1),
        (8193, 1),
    ] {
        let mut v: Vec<f64> = (0..r * c)
            .map(|_| (next() % 1000) as f64 * 0.01 - 5.0)
            .collect();
        if r > 3 {
            v[(next() % (r * c) as u64) as usize] = f64::NAN;
        }
        for prop in [0.0, 0.1, 0.25, 0.5] {
            for axis in [Some(0isize), Some(1), None] {
                let o = TrimOptions { axis };
                let what = format!("{r}x{c} prop {prop} axis {axis:?}");
                let a64 = |d: &Device| Array::from_vec(v.clone(), &[r, c], d).unwrap();
                let (g, w) = (
                    trim_mean(&a64(&dev), prop, &o),
                    trim_mean(&a64(&cpu), prop, &o),
                );
                match (g, w) {
                    (Ok(g), Ok(w)) => close(
                        &g.to_vec().unwrap(),
                        &w.to_vec().unwrap(),
                        1e-13,
                        &format!("float64 {what}"),
                    ),
                    (g, w) => assert_eq!(g.is_err(), w.is_err(), "float64 {what}"),
                }
                let v32: Vec<f32> = v.iter().map(|&x| x as f32).collect();
                let a32 = |d: &Device| Array::from_vec(v32.clone(), &[r, c], d).unwrap();
                if let (Ok(g), Ok(w)) = (
                    trim_mean(&a32(&dev), prop, &o),
                    trim_mean(&a32(&cpu), prop, &o),
                ) {
                    let f = |a: Array<f32>| {
                        a.to_vec()
                            .unwrap()
                            .into_iter()
                            .map(f64::from)
                            .collect::<Vec<_>>()
                    };
                    close(&f(g), &f(w), 1e-5, &format!("float32 {what}"));
                }
            }
        }
    }
}
