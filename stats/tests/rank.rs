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
