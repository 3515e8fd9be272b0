//! `weightedtau` and `binned_statistic_dd` against SciPy 1.17.1 (golden/data/tau_dd.npz,
//! written by golden/generate_tau_dd.py).
//!
//! Tolerances: weightedtau is exact (`TAU_RTOL` 0: gsci sums the weights in SciPy's order);
//! bin edges, bin numbers, counts, medians, minima and maxima are exact; means, sums and
//! standard deviations are sums of the values of a bin in another order (`SUM_RTOL` 1e-13 at the
//! array's scale).

use crate::common::{Golden, assert_close, check};
use gsci_stats::*;

const TAU_RTOL: f64 = 0.0;
const SUM_RTOL: f64 = 1e-13;

fn g() -> Golden {
    Golden::open("tau_dd.npz")
}

const CASES: [&str; 14] = [
    "doc", "docnan", "n1", "n2", "n2tie", "ytie", "rand50", "ties200", "nan30", "allnan",
    "signed0", "inf", "big", "bigties",
];

fn w2(r: usize) -> f64 {
    1.0 / ((r + 1) * (r + 1)) as f64
}
fn one(_: usize) -> f64 {
    1.0
}
fn zero(_: usize) -> f64 {
    0.0
}

fn tau_of(g: &mut Golden, d: &Device, case: &str, variant: &str) -> Result<Array<f64>> {
    let x = g.array(&format!("wt_{case}_x"), d);
    let y = g.array(&format!("wt_{case}_y"), d);
    let (r, s) = g.get(&format!("wt_{case}_rank"));
    let rank = Array::from_vec(r.iter().map(|&v| v as i64).collect(), &s, d)?;
    let mut o = WeightedtauOptions::default();
    match variant {
        "default" => {}
        "lex" => o.rank = WeightedtauRank::Lexicographic,
        "index" => o.rank = WeightedtauRank::Index,
        "given" => o.rank = WeightedtauRank::Given(&rank),
        "mult" => o.additive = false,
        "w2" => o.weigher = Some(Weigher(&w2)),
        "w2mult" => {
            o.weigher = Some(Weigher(&w2));
            o.additive = false;
        }
        "one" => o.weigher = Some(Weigher(&one)),
        "zero" => o.weigher = Some(Weigher(&zero)),
        "w2lexmult" => {
            o.weigher = Some(Weigher(&w2));
            o.rank = WeightedtauRank::Lexicographic;
            o.additive = false;
        }
        "indexmult" => {
            o.rank = WeightedtauRank::Index;
            o.additive = false;
        }
        "givenmult" => {
            o.rank = WeightedtauRank::Given(&rank);
            o.additive = false;
        }
        "f32" => {
            let r = weightedtau(&x.astype::<f32>()?, &y.astype::<f32>()?, &o)?;
            return Ok(r.statistic);
        }
        _ => unreachable!("variant {variant}"),
    }
    let r = weightedtau(&x, &y, &o)?;
    assert!(r.pvalue.item()?.is_nan(), "{case} {variant}: pvalue");
    Ok(r.statistic)
}

#[test]
fn weightedtau_golden() {
    let mut g = g();
    for case in CASES {
        for variant in [
            "default",
            "lex",
            "index",
            "given",
            "mult",
            "w2",
            "w2mult",
            "one",
            "zero",
            "w2lexmult",
            "indexmult",
            "givenmult",
            "f32",
        ] {
            check(&mut g, &format!("wt_{case}_{variant}"), TAU_RTOL, |g, d| {
                tau_of(g, d, case, variant)
            });
        }
    }
}

#[test]
fn weightedtau_edges() {
    let d = Device::cpu();
    let e = Array::<f64>::zeros(&[0], &d).unwrap();
    let r = weightedtau(&e, &e, &WeightedtauOptions::default()).unwrap();
    assert!(r.statistic.item().unwrap().is_nan() && r.pvalue.item().unwrap().is_nan());
    assert_eq!(r.statistic.ndim(), 0);
    // a 2-D sample is flattened, as SciPy's ravel
    let x = Array::from_vec(vec![12.0f64, 2.0, 1.0, 12.0, 2.0, 3.0], &[2, 3], &d).unwrap();
    let y = Array::from_vec(vec![1.0f64, 4.0, 7.0, 1.0, 0.0, 2.0], &[6], &d).unwrap();
    let flat = weightedtau(
        &x.reshape(&[6]).unwrap(),
        &y,
        &WeightedtauOptions::default(),
    )
    .unwrap()
    .statistic
    .item()
    .unwrap();
    let twod = weightedtau(&x, &y, &WeightedtauOptions::default())
        .unwrap()
        .statistic
        .item()
        .unwrap();
    assert_eq!(flat, twod);
    assert!(flat.is_finite());
    // swapping x and y changes the lexicographic tau but not the default (their average)
    let lex = WeightedtauOptions {
        rank: WeightedtauRank::Lexicographic,
        ..Default::default()
    };
    let xy = weightedtau(&x, &y, &lex).unwrap().statistic.item().unwrap();
    let yx = weightedtau(&y, &x, &lex).unwrap().statistic.item().unwrap();
    assert!(xy != yx);
    assert_eq!((xy + yx) / 2.0, twod);
}

#[test]
fn weightedtau_errors() {
    let d = Device::cpu();
    let a = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &d).unwrap();
    let b = Array::from_vec(vec![1.0f64, 2.0], &[2], &d).unwrap();
    let o = WeightedtauOptions::default();
    match weightedtau(&a, &b, &o) {
        Err(Error::InvalidArgument { op, reason }) => {
            assert_eq!(op, "weightedtau");
            assert!(reason.contains("x and y"), "{reason}");
        }
        r => panic!("{r:?}"),
    }
    let rank = Array::from_vec(vec![0i64, 1], &[2], &d).unwrap();
    let o = WeightedtauOptions {
        rank: WeightedtauRank::Given(&rank),
        ..Default::default()
    };
    match weightedtau(&a, &a, &o) {
        Err(Error::InvalidArgument { op, reason }) => {
            assert_eq!(op, "weightedtau");
            assert!(reason.contains("rank"), "{reason}");
        }
        r => panic!("{r:?}"),
    }
}

// ------------------------------------------------------------------------ binned_statistic_dd

const STATS: [(BinnedStatistic, &str); 7] = [
    (BinnedStatistic::Mean, "mean"),
    (BinnedStatistic::Std, "std"),
    (BinnedStatistic::Median, "median"),
    (BinnedStatistic::Count, "count"),
    (BinnedStatistic::Sum, "sum"),
    (BinnedStatistic::Min, "min"),
    (BinnedStatistic::Max, "max"),
];

/// The bins and ranges of generate_tau_dd.py's cases.
fn case_bins(k: usize) -> (BinsDd, Option<Vec<BinRange>>) {
    use BinSpec::{Count, Edges};
    match k {
        1 => (BinsDd::All(6), None),
        2 => (
            BinsDd::PerDim(vec![Count(5), Edges(vec![-2.0, -0.5, 0.0, 0.25, 1.0, 2.5])]),
            Some(vec![(0.0, 3.0), (-9.0, 9.0)]),
        ),
        3 => (BinsDd::All(3), None),
        4 => (
            BinsDd::PerDim(vec![Count(4), Count(2)]),
            Some(vec![(0.0, 4.0), (0.0, 1.0)]),
        ),
        5 => (BinsDd::PerDim(vec![Count(3), Count(4)]), None),
        6 => (
            BinsDd::PerDim(vec![Count(2), Edges(vec![-1.0, -0.2, 0.3, 1.0]), Count(3)]),
            Some(vec![(-0.5, 0.5), (0.0, 1.0), (-1.0, 1.0)]),
        ),
        7 => (BinsDd::All(4), None),
        _ => unreachable!(),
    }
}

fn dd(
    g: &mut Golden,
    d: &Device,
    k: usize,
    statistic: BinnedStatistic,
    expand_binnumbers: bool,
) -> Result<BinnedStatisticDdResult> {
    let (bins, range) = case_bins(k);
    let o = BinnedStatisticDdOptions {
        statistic,
        bins,
        range,
        expand_binnumbers,
    };
    binned_statistic_dd(
        &g.array(&format!("dd{k}_sample"), d),
        &g.array(&format!("dd{k}_values"), d),
        &o,
    )
}

#[test]
fn binned_statistic_dd_golden() {
    let mut g = g();
    for k in 1..=7 {
        for (st, name) in STATS {
            let exact = matches!(
                st,
                BinnedStatistic::Median
                    | BinnedStatistic::Count
                    | BinnedStatistic::Min
                    | BinnedStatistic::Max
            );
            let tol = if exact { 0.0 } else { SUM_RTOL };
            let key = format!("dd{k}_{name}");
            let (_, shape) = g.get(&key);
            check(&mut g, &key, tol, |g, d| {
                let s = dd(g, d, k, st, false)?.statistic;
                assert_eq!(s.shape(), &shape[..], "{key}: shape");
                Ok(s)
            });
        }
        let dims = g
            .get(&format!("dd{k}_sample"))
            .1
            .get(1)
            .copied()
            .unwrap_or(1);
        for i in 0..dims {
            check(&mut g, &format!("dd{k}_edges{i}"), 0.0, |g, d| {
                Ok(dd(g, d, k, BinnedStatistic::Mean, false)?.bin_edges[i].clone())
            });
        }
        check(&mut g, &format!("dd{k}_binnumber"), 0.0, |g, d| {
            dd(g, d, k, BinnedStatistic::Count, false)?
                .binnumber
                .astype::<f64>()
        });
        let key = format!("dd{k}_binnumber_expanded");
        let (_, shape) = g.get(&key);
        check(&mut g, &key, 0.0, |g, d| {
            let b = dd(g, d, k, BinnedStatistic::Sum, true)?.binnumber;
            assert_eq!(b.shape(), &shape[..], "{key}: shape");
            b.astype::<f64>()
        });
    }
}

#[test]
fn binned_statistic_dd_float32_and_empty() {
    let mut g = g();
    let o = BinnedStatisticDdOptions {
        bins: BinsDd::All(7),
        ..Default::default()
    };
    let run = |g: &mut Golden, d: &Device| {
        binned_statistic_dd(
            &g.array("dd32_sample", d).astype::<f32>()?,
            &g.array("dd32_values", d).astype::<f32>()?,
            &o,
        )
    };
    check(&mut g, "dd32_mean", SUM_RTOL, |g, d| {
        Ok(run(g, d)?.statistic)
    });
    for i in 0..2 {
        check(&mut g, &format!("dd32_edges{i}"), 0.0, |g, d| {
            Ok(run(g, d)?.bin_edges[i].clone())
        });
    }
    check(&mut g, "dd32_binnumber", 0.0, |g, d| {
        run(g, d)?.binnumber.astype::<f64>()
    });
    let o = BinnedStatisticDdOptions {
        statistic: BinnedStatistic::Median,
        bins: BinsDd::PerDim(vec![BinSpec::Count(2), BinSpec::Count(3)]),
        range: Some(vec![(0.0, 1.0), (0.0, 1.0)]),
        ..Default::default()
    };
    let empty = |d: &Device| {
        binned_statistic_dd(
            &Array::<f64>::zeros(&[0, 2], d)?,
            &Array::<f64>::zeros(&[0], d)?,
            &o,
        )
    };
    check(
        &mut g,
        "ddempty_median",
        0.0,
        |_, d| Ok(empty(d)?.statistic),
    );
    let r = empty(&Device::cpu()).unwrap();
    assert_eq!(r.statistic.shape(), &[2, 3]);
    assert_eq!(r.binnumber.shape(), &[0]);
}

/// binned_statistic and binned_statistic_2d share the dd machinery: the new statistics agree.
#[test]
fn binned_1d_2d_match_dd() {
    let mut g = g();
    let d = Device::cpu();
    for (st, name) in STATS {
        let s = g.array("dd1_sample", &d);
        let v = g.array("dd1_values", &d);
        let o = BinnedStatisticOptions {
            statistic: st,
            bins: BinSpec::Count(6),
            range: None,
        };
        let r = binned_statistic(&s, &v, &o).unwrap();
        let (want, _) = g.get(&format!("dd1_{name}"));
        assert_close(name, &r.statistic.to_vec().unwrap(), &want, SUM_RTOL);
        let s = g.array("dd4_sample", &d);
        let v = g.array("dd4_values", &d);
        let o = BinnedStatistic2dOptions {
            statistic: st,
            bins: (BinSpec::Count(4), BinSpec::Count(2)),
            range: (Some((0.0, 4.0)), Some((0.0, 1.0))),
        };
        let x = s.index_axis(1, 0).unwrap().copy().unwrap();
        let y = s.index_axis(1, 1).unwrap().copy().unwrap();
        let r = binned_statistic_2d(&x, &y, &v, &o).unwrap();
        let (want, _) = g.get(&format!("dd4_{name}"));
        assert_close(name, &r.statistic.to_vec().unwrap(), &want, SUM_RTOL);
    }
}

#[test]
fn binned_statistic_dd_errors() {
    let d = Device::cpu();
    let s = Array::from_vec(vec![0.0f64, 1.0, 2.0, 3.0, 4.0, 5.0], &[3, 2], &d).unwrap();
    let v = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &d).unwrap();
    let v2 = Array::from_vec(vec![1.0f64, 2.0], &[2], &d).unwrap();
    let bad = |s: &Array<f64>, v: &Array<f64>, o: BinnedStatisticDdOptions, what: &str| {
        match binned_statistic_dd(s, v, &o) {
            Err(Error::InvalidArgument { op, reason }) => {
                assert_eq!(op, "binned_statistic_dd");
                assert!(reason.contains(what), "{reason} lacks {what}");
            }
            r => panic!("{what}: {r:?}"),
        }
    };
    let o = BinnedStatisticDdOptions::default;
    bad(&s, &v2, o(), "values");
    let s3 = Array::<f64>::zeros(&[2, 2, 2], &d).unwrap();
    bad(&s3, &v, o(), "sample");
    bad(
        &s,
        &v,
        BinnedStatisticDdOptions {
            bins: BinsDd::PerDim(vec![BinSpec::Count(2)]),
            ..o()
        },
        "bins",
    );
    bad(
        &s,
        &v,
        BinnedStatisticDdOptions {
            range: Some(vec![(0.0, 1.0)]),
            ..o()
        },
        "range",
    );
    bad(
        &s,
        &v,
        BinnedStatisticDdOptions {
            range: Some(vec![(0.0, 1.0), (2.0, 1.0)]),
            ..o()
        },
        "range",
    );
    bad(
        &s,
        &v,
        BinnedStatisticDdOptions {
            bins: BinsDd::All(0),
            ..o()
        },
        "bins",
    );
    bad(
        &s,
        &v,
        BinnedStatisticDdOptions {
            bins: BinsDd::PerDim(vec![BinSpec::Count(2), BinSpec::Edges(vec![1.0, 0.0])]),
            ..o()
        },
        "edges",
    );
    let e = Array::<f64>::zeros(&[0, 2], &d).unwrap();
    let ev = Array::<f64>::zeros(&[0], &d).unwrap();
    bad(&e, &ev, o(), "range");
    let sn = Array::from_vec(vec![0.0f64, 1.0, f64::NAN, 3.0, 4.0, 5.0], &[3, 2], &d).unwrap();
    bad(&sn, &v, o(), "non-finite");
    // with a range per dimension a NaN point is an outlier, as in SciPy
    let r = binned_statistic_dd(
        &sn,
        &v,
        &BinnedStatisticDdOptions {
            statistic: BinnedStatistic::Count,
            bins: BinsDd::PerDim(vec![BinSpec::Count(2), BinSpec::Count(2)]),
            range: Some(vec![(0.0, 4.0), (0.0, 5.0)]),
            ..o()
        },
    )
    .unwrap();
    assert_eq!(r.statistic.to_vec().unwrap(), vec![1.0, 0.0, 0.0, 1.0]);
    assert_eq!(r.binnumber.to_vec().unwrap(), vec![5, 14, 10]);
    // Count does not read the values (SciPy skips their length check)
    let r = binned_statistic_dd(
        &s,
        &v2,
        &BinnedStatisticDdOptions {
            statistic: BinnedStatistic::Count,
            bins: BinsDd::All(2),
            ..o()
        },
    )
    .unwrap();
    assert_eq!(r.statistic.to_vec().unwrap(), vec![1.0, 0.0, 0.0, 2.0]);
}
