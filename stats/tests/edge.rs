//! Empty and one-element inputs give SciPy 1.17.1's results (checked with SciPy: NaN where the
//! statistic is undefined, 0 / the value itself where SciPy defines it).

use gsci_stats::*;

fn arr(v: &[f64]) -> Array<f64> {
    Array::from_vec(v.to_vec(), &[v.len()], &gsci_tests::test_device()).unwrap()
}

fn same(what: &str, got: f64, want: f64) {
    assert!(
        (got.is_nan() && want.is_nan()) || got == want,
        "{what}: got {got}, want {want}"
    );
}

#[test]
fn empty_and_one_element_like_scipy() {
    let nan = f64::NAN;
    for (x, name) in [(arr(&[]), "empty"), (arr(&[2.5]), "one")] {
        let one = name == "one";
        let s = |a: Result<Array<f64>>| a.unwrap().item().unwrap();
        same(
            &format!("skew {name}"),
            s(skew(&x, &SkewOptions::default())),
            nan,
        );
        same(
            &format!("kurtosis {name}"),
            s(kurtosis(&x, &KurtosisOptions::default())),
            nan,
        );
        same(
            &format!("sem {name}"),
            s(sem(&x, &SemOptions::default())),
            nan,
        );
        let m2 = s(moment(&x, 2, &MomentOptions::default()));
        same(&format!("moment {name}"), m2, if one { 0.0 } else { nan });
        let gm = s(gmean(&x, &MeanOptions::default()));
        same(&format!("gmean {name}"), gm, if one { 2.5 } else { nan });
        let v = s(variation(&x, &VariationOptions::default()));
        same(&format!("variation {name}"), v, if one { 0.0 } else { nan });
        let mad = s(median_abs_deviation(
            &x,
            &MedianAbsDeviationOptions::default(),
        ));
        same(&format!("mad {name}"), mad, if one { 0.0 } else { nan });
        let tm = s(trim_mean(&x, 0.1, &TrimOptions::default()));
        same(
            &format!("trim_mean {name}"),
            tm,
            if one { 2.5 } else { nan },
        );
        let tv = s(tvar(&x, &TrimmedOptions::default()));
        same(&format!("tvar {name}"), tv, nan);
        let t = ttest_1samp(&x, 0.0, &TtestOptions::default()).unwrap();
        same(&format!("ttest {name}"), t.statistic.item().unwrap(), nan);
        same(&format!("ttest p {name}"), t.pvalue.item().unwrap(), nan);
        let z = zscore(&x, &ZscoreOptions::default())
            .unwrap()
            .to_vec()
            .unwrap();
        assert_eq!(z.len(), x.len());
        assert!(z.iter().all(|v| v.is_nan()));
        let r = rankdata(&x, &RankdataOptions::default())
            .unwrap()
            .to_vec()
            .unwrap();
        assert_eq!(r, if one { vec![1.0] } else { vec![] });
    }
    let m = mode(&arr(&[2.5]), &ModeOptions::default()).unwrap();
    assert_eq!((m.mode.item().unwrap(), m.count.item().unwrap()), (2.5, 1));
}

#[test]
fn bad_parameters_name_the_function() {
    let x = arr(&[1.0, 2.0, 3.0]);
    let cases: Vec<(&str, Result<Array<f64>>)> = vec![
        (
            "skew",
            skew(
                &x,
                &SkewOptions {
                    axis: Some(3),
                    ..Default::default()
                },
            ),
        ),
        ("trim_mean", trim_mean(&x, -0.1, &TrimOptions::default())),
        ("pmean", pmean(&x, f64::INFINITY, &MeanOptions::default())),
        (
            "iqr",
            iqr(
                &x,
                &IqrOptions {
                    rng: (-1.0, 50.0),
                    ..Default::default()
                },
            ),
        ),
        (
            "scoreatpercentile",
            scoreatpercentile(&x, -5.0, &ScoreatpercentileOptions::default()),
        ),
    ];
    for (op, r) in cases {
        match r {
            Err(Error::InvalidArgument { op: o, .. }) => assert_eq!(o, op),
            other => panic!(
                "{op}: expected InvalidArgument, got {:?}",
                other.map(|a| a.shape().to_vec())
            ),
        }
    }
    // nan_policy Omit leaves the NaN out (as SciPy)
    let xn = arr(&[1.0, f64::NAN, 3.0]);
    let o = EntropyOptions {
        nan_policy: NanPolicy::Omit,
        ..Default::default()
    };
    let h = entropy(&xn, None, &o).unwrap().item().unwrap();
    let h2 = entropy(&arr(&[1.0, 3.0]), None, &EntropyOptions::default())
        .unwrap()
        .item()
        .unwrap();
    assert_eq!(h, h2);
    // distribution with invalid shape: NaN, not an error (SciPy)
    assert!(
        T::new(-1.0, 0.0, 1.0)
            .cdf(0.5)
            .unwrap()
            .item()
            .unwrap()
            .is_nan()
    );
    assert!(
        Norm::new(0.0, 0.0)
            .pdf(0.5)
            .unwrap()
            .item()
            .unwrap()
            .is_nan()
    );
    assert!(matches!(
        Norm::default().interval(1.5),
        Err(Error::InvalidArgument { op: "interval", .. })
    ));
}
