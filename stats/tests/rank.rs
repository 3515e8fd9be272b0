//! Ranks, mode, percentiles and differential entropy against SciPy 1.17.1
//! (golden/data/descriptive.npz). Ranks and counts are exact; interpolated scores 1e-14.

use crate::common::{Golden, assert_close, check};
use gsci_stats::*;

fn g() -> Golden {
    Golden::open("descriptive.npz")
}

#[test]
fn rankdata_methods() {
    let mut g = g();
    for (m, name) in [
        (RankMethod::Average, "average"),
        (RankMethod::Min, "min"),
        (RankMethod::Max, "max"),
        (RankMethod::Dense, "dense"),
        (RankMethod::Ordinal, "ordinal"),
    ] {
        check(&mut g, &format!("rankdata_{name}"), 0.0, |g, d| {
            let o = RankdataOptions {
                method: m,
                axis: Some(0),
                ..Default::default()
            };
            rankdata(&g.array("x", d), &o)
        });
    }
    check(&mut g, "rankdata_none", 0.0, |g, d| {
        rankdata(&g.array("x", d), &RankdataOptions::default())
    });
    check(&mut g, "rankdata_nan", 0.0, |g, d| {
        rankdata(
            &g.array("xnan", d),
            &RankdataOptions {
                axis: Some(0),
                ..Default::default()
            },
        )
    });
    check(&mut g, "rankdata_omit", 0.0, |g, d| {
        let o = RankdataOptions {
            axis: Some(0),
            nan_policy: NanPolicy::Omit,
            ..Default::default()
        };
        rankdata(&g.array("xnan", d), &o)
    });
    let xn = g.array("xnan", &Device::cpu());
    let o = RankdataOptions {
        nan_policy: NanPolicy::Raise,
        ..Default::default()
    };
    assert!(matches!(
        rankdata(&xn, &o),
        Err(Error::InvalidArgument { op: "rankdata", .. })
    ));
    let one = Array::from_vec(vec![3.0], &[1], &Device::cpu()).unwrap();
    assert_eq!(
        rankdata(&one, &RankdataOptions::default())
            .unwrap()
            .to_vec()
            .unwrap(),
        vec![1.0]
    );
}

/// The device's ranks equal the CPU's exactly: rows with many ties, -0.0 beside 0.0, NaN under
/// both policies, every method, both dtypes, rows from 1 to 4097 elements (the one-block kernel
/// up to 4096, the generic path past it) along both axes.
#[test]
fn rankdata_device_equals_cpu_with_ties_zeros_and_nan() {
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let methods = [
        RankMethod::Average,
        RankMethod::Min,
        RankMethod::Max,
        RankMethod::Dense,
        RankMethod::Ordinal,
    ];
    let mut state = 0x9e3779b97f4a7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for &(rows, n) in &[
        (3usize, 1usize),
        (5, 2),
        (4, 33),
        (3, 1000),
        (2, 4096),
        (2, 4097),
    ] {
        let mut v: Vec<f64> = (0..rows * n)
            .map(|_| match next() % 10 {
                0 => 0.0,
                1 => -0.0,
                2 => f64::INFINITY,
                3 => f64::NEG_INFINITY,
                k => ((next() % 7) as f64 - 3.0) * 0.5 + (k as f64 - 4.0) * 1e-3,
            })
            .collect();
        for with_nan in [false, true] {
            if with_nan {
                let k = (next() % (rows * n) as u64) as usize;
                v[k] = f64::NAN;
            }
            for policy in [NanPolicy::Propagate, NanPolicy::Omit] {
                for &m in &methods {
                    for axis in [0isize, 1] {
                        let o = RankdataOptions {
                            method: m,
                            axis: Some(axis),
                            nan_policy: policy,
                        };
                        let shape = [rows, n];
                        let want = rankdata(&Array::from_vec(v.clone(), &shape, &cpu).unwrap(), &o)
                            .unwrap()
                            .to_vec()
                            .unwrap();
                        let got64 =
                            rankdata(&Array::from_vec(v.clone(), &shape, &dev).unwrap(), &o)
                                .unwrap()
                                .to_vec()
                                .unwrap();
                        let v32: Vec<f32> = v.iter().map(|&x| x as f32).collect();
                        let want32 =
                            rankdata(&Array::from_vec(v32.clone(), &shape, &cpu).unwrap(), &o)
                                .unwrap()
                                .to_vec()
                                .unwrap();
                        let got32 = rankdata(&Array::from_vec(v32, &shape, &dev).unwrap(), &o)
                            .unwrap()
                            .to_vec()
                            .unwrap();
                        let same = |a: &[f64], b: &[f64]| {
                            a.len() == b.len()
                                && a.iter()
                                    .zip(b)
                                    .all(|(x, y)| x == y || (x.is_nan() && y.is_nan()))
                        };
                        let case =
                            format!("{rows}x{n} {m:?} axis {axis} {policy:?} nan {with_nan}");
                        assert!(same(&got64, &want), "float64 {case}");
                        assert!(same(&got32, &want32), "float32 {case}");
                    }
                }
            }
        }
    }
}

#[test]
fn mode_counts() {
    let mut g = g();
    check(&mut g, "mode_mode", 0.0, |g, d| {
        Ok(mode(&g.array("x", d), &ModeOptions::default())?.mode)
    });
    check(&mut g, "mode_count", 0.0, |g, d| {
        mode(&g.array("x", d), &ModeOptions::default())?
            .count
            .astype::<f64>()
    });
    check(&mut g, "mode_axis1_mode", 0.0, |g, d| {
        Ok(mode(
            &g.array("x", d),
            &ModeOptions {
                axis: Some(1),
                ..Default::default()
            },
        )?
        .mode)
    });
    check(&mut g, "mode_axis1_count", 0.0, |g, d| {
        mode(
            &g.array("x", d),
            &ModeOptions {
                axis: Some(1),
                ..Default::default()
            },
        )?
        .count
        .astype::<f64>()
    });
}

#[test]
fn percentiles() {
    let mut g = g();
    for (k, name) in [
        (PercentileKind::Rank, "rank"),
        (PercentileKind::Weak, "weak"),
        (PercentileKind::Strict, "strict"),
        (PercentileKind::Mean, "mean"),
    ] {
        check(
            &mut g,
            &format!("percentileofscore_{name}"),
            1e-15,
            |g, d| {
                let a = g.array("x", d).index_axis(1, 2)?;
                let s = g.array("pos_scores", d);
                percentileofscore(
                    &a,
                    &s,
                    &PercentileofscoreOptions {
                        kind: k,
                        ..Default::default()
                    },
                )
            },
        );
    }
    check(&mut g, "scoreatpercentile", 1e-14, |g, d| {
        let a = g.array("x", d).index_axis(1, 0)?;
        scoreatpercentile(
            &a,
            vec![0.0, 12.5, 50.0, 97.0, 100.0],
            &ScoreatpercentileOptions::default(),
        )
    });
    check(&mut g, "scoreatpercentile_axis0", 1e-14, |g, d| {
        let o = ScoreatpercentileOptions {
            axis: Some(0),
            ..Default::default()
        };
        scoreatpercentile(&g.array("x", d), 33.3, &o)
    });
    let a = g.array("x", &Device::cpu());
    assert!(scoreatpercentile(&a, 101.0, &ScoreatpercentileOptions::default()).is_err());
}

#[test]
fn differential_entropies() {
    let mut g = g();
    for (m, name) in [
        (DifferentialEntropyMethod::Vasicek, "vasicek"),
        (DifferentialEntropyMethod::VanEs, "van_es"),
        (DifferentialEntropyMethod::Ebrahimi, "ebrahimi"),
        (DifferentialEntropyMethod::Auto, "auto"),
    ] {
        check(&mut g, &format!("diffent_{name}"), 1e-13, |g, d| {
            let o = DifferentialEntropyOptions {
                method: m,
                ..Default::default()
            };
            differential_entropy(&g.array("x", d), &o)
        });
    }
    let a = g.array("x", &Device::cpu());
    let o = DifferentialEntropyOptions {
        window_length: Some(20),
        ..Default::default()
    };
    assert!(matches!(
        differential_entropy(&a, &o),
        Err(Error::InvalidArgument {
            op: "differential_entropy",
            ..
        })
    ));
    let _ = assert_close;
}

/// `rankdata_dyn` has SciPy's dtype: int64 for min/max/dense/ordinal (values from SciPy 1.17.1
/// on this 4x3 input along axis 0), float64 for average and wherever a NaN rank appears.
#[test]
fn rankdata_dyn_has_scipys_dtype() {
    use gsci_stats::{DType, RankMethod, RankdataOptions, rankdata_dyn};
    let d = gsci_tests::test_device();
    let x = gsci_stats::Array::from_vec(
        vec![
            3.0f64, 1.0, 2.0, 2.0, 2.0, 5.0, 1.0, 7.0, 2.0, 2.0, 0.0, 2.0,
        ],
        &[4, 3],
        &d,
    )
    .unwrap();
    for (method, want) in [
        (RankMethod::Min, vec![4i64, 2, 1, 2, 3, 4, 1, 4, 1, 2, 1, 1]),
        (RankMethod::Max, vec![4, 2, 3, 3, 3, 4, 1, 4, 3, 3, 1, 3]),
        (RankMethod::Dense, vec![3, 2, 1, 2, 3, 2, 1, 4, 1, 2, 1, 1]),
        (
            RankMethod::Ordinal,
            vec![4, 2, 1, 2, 3, 4, 1, 4, 2, 3, 1, 3],
        ),
    ] {
        let o = RankdataOptions {
            method,
            axis: Some(0),
            ..Default::default()
        };
        let r = rankdata_dyn(&x, &o).unwrap();
        assert_eq!(r.dtype(), DType::I64, "{method:?}");
        assert_eq!(
            r.into_typed::<i64>().unwrap().to_vec().unwrap(),
            want,
            "{method:?}"
        );
    }
    let avg = rankdata_dyn(&x, &RankdataOptions::default()).unwrap();
    assert_eq!(avg.dtype(), DType::F64);
    // A NaN (propagated) makes the result float64 NaN, as SciPy's.
    let n = gsci_stats::Array::from_vec(vec![1.0f64, f64::NAN, 2.0], &[3], &d).unwrap();
    let o = RankdataOptions {
        method: RankMethod::Min,
        ..Default::default()
    };
    let r = rankdata_dyn(&n, &o).unwrap();
    assert_eq!(r.dtype(), DType::F64);
    assert!(
        r.into_typed::<f64>()
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|v| v.is_nan())
    );
}
