//! Student's t-tests: the paired, independent (Student and Welch) and one-sample tests on Student's
//! own sleep data (1908), checked against SciPy's numbers, then 2000 simulated experiments tested
//! in one batched call (`axis`) to show that the p-values under the null hypothesis are uniform.
//!
//! ```text
//! cargo run -p gsci-stats --example ttest
//! GSCI_DEVICE=cpu cargo run -p gsci-stats --example ttest   # force the CPU backend
//! ```
//!
//! SciPy's twin: `scipy.stats.ttest_rel(a, b)`, `ttest_ind(a, b, equal_var=False)`,
//! `ttest_1samp(b, 0.0)`, and `ttest_ind(x, y, axis=-1)` on `(2000, 12)` arrays.

use std::time::Instant;

use gsci_random::default_rng_on;
use gsci_stats::{
    Array, Device, Error, Result, TtestIndOptions, TtestOptions, TtestResult, ttest_1samp,
    ttest_ind, ttest_rel,
};

/// Extra hours of sleep of ten patients under two drugs (Student, Biometrika 6, 1908, p. 20).
const DRUG_A: [f64; 10] = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
const DRUG_B: [f64; 10] = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];

/// SciPy 1.17.1's (statistic, pvalue, df) for these data.
const SCIPY: [(&str, f64, f64, f64); 4] = [
    (
        "ttest_rel(a, b)",
        -4.062127683382037,
        0.002832890197384273,
        9.0,
    ),
    (
        "ttest_ind(a, b)",
        -1.8608134674868524,
        0.07918671421593822,
        18.0,
    ),
    (
        "ttest_ind(a, b, equal_var=False)",
        -1.8608134674868526,
        0.0793941401873583,
        17.776473516178488,
    ),
    (
        "ttest_1samp(b, 0.0)",
        3.6799158947951884,
        0.005076132649772409,
        9.0,
    ),
];

const EXPERIMENTS: usize = 2000;
const PER_GROUP: usize = 12;

fn main() -> Result<()> {
    let dev = Device::default();
    println!("device: {dev}");

    // 1. Student's data.
    let a = Array::from_vec(DRUG_A.to_vec(), &[10], &dev)?;
    let b = Array::from_vec(DRUG_B.to_vec(), &[10], &dev)?;
    let results = [
        ttest_rel(&a, &b, &TtestOptions::default())?,
        ttest_ind(&a, &b, &TtestIndOptions::default())?,
        ttest_ind(
            &a,
            &b,
            &TtestIndOptions {
                equal_var: false,
                ..Default::default()
            },
        )?,
        ttest_1samp(&b, 0.0, &TtestOptions::default())?,
    ];
    println!("Student's sleep data (10 patients, two drugs):");
    let mut worst = 0.0f64;
    for (r, (name, t, p, df)) in results.iter().zip(SCIPY) {
        let (tg, pg, dfg) = (scalar(&r.statistic)?, scalar(&r.pvalue)?, scalar(&r.df)?);
        println!("  {name:<34} statistic {tg:>9.5}  pvalue {pg:.6}  df {dfg:.4}");
        for (got, want) in [(tg, t), (pg, p), (dfg, df)] {
            worst = worst.max((got - want).abs() / want.abs());
        }
    }
    println!("  largest relative difference from SciPy: {worst:.1e}");

    // 2. Many experiments at once: each row of x and y is one experiment of two groups drawn
    //    from the same normal distribution, so the null hypothesis holds and the p-values are
    //    uniform on (0, 1): about 5 % of them fall below 0.05.
    let mut rng = default_rng_on(1908, &dev);
    let x = rng.normal(10.0, 2.0, &[EXPERIMENTS, PER_GROUP])?;
    let y = rng.normal(10.0, 2.0, &[EXPERIMENTS, PER_GROUP])?;
    let t0 = Instant::now();
    let r: TtestResult<f64> = ttest_ind(
        &x,
        &y,
        &TtestIndOptions {
            axis: Some(-1),
            ..Default::default()
        },
    )?;
    let p = r.pvalue.to_vec()?;
    println!(
        "{EXPERIMENTS} experiments of 2 x {PER_GROUP} draws, one ttest_ind call along axis -1 ({:.1} ms): {} p-values",
        t0.elapsed().as_secs_f64() * 1e3,
        p.len()
    );
    let below = |level: f64| p.iter().filter(|&&v| v < level).count() as f64 / p.len() as f64;
    // Kolmogorov-Smirnov distance of the p-values from the uniform distribution.
    let mut sorted = p.clone();
    sorted.sort_by(f64::total_cmp);
    let n = sorted.len() as f64;
    let ks = sorted
        .iter()
        .enumerate()
        .map(|(i, &v)| ((i + 1) as f64 / n - v).max(v - i as f64 / n))
        .fold(0.0, f64::max);
    println!(
        "  fraction below 0.01: {:.4}, below 0.05: {:.4}, below 0.5: {:.4}; KS distance from uniform {ks:.4}",
        below(0.01),
        below(0.05),
        below(0.5)
    );
    // An effect of one standard deviation is found in most experiments.
    let z = rng.normal(12.0, 2.0, &[EXPERIMENTS, PER_GROUP])?;
    let r = ttest_ind(
        &x,
        &z,
        &TtestIndOptions {
            axis: Some(-1),
            ..Default::default()
        },
    )?;
    let power = r.pvalue.to_vec()?.iter().filter(|&&v| v < 0.05).count() as f64 / n;
    println!(
        "  with a shift of one standard deviation: {power:.3} of the experiments reject at 0.05"
    );

    // Binomial bounds at 4 standard deviations; the KS distance's 0.1 % critical value is
    // 1.95 / sqrt(n). The power of this design is 0.649 (SciPy: `nct.sf(t.ppf(0.975, 22), 22, sqrt(6))` + its lower tail).
    let sd = |q: f64| 4.0 * (q * (1.0 - q) / n).sqrt();
    let ok = worst < 1e-12
        && p.iter().all(|v| (0.0..=1.0).contains(v))
        && (below(0.05) - 0.05).abs() < sd(0.05)
        && (below(0.5) - 0.5).abs() < sd(0.5)
        && ks < 1.95 / n.sqrt()
        && (power - 0.649).abs() < sd(0.649);
    if !ok {
        return Err(Error::InvalidArgument {
            op: "examples/ttest",
            reason: "the tests disagree with SciPy or the p-values are not uniform".into(),
        });
    }
    println!("ok: SciPy's numbers on Student's data, uniform p-values under the null");
    Ok(())
}

fn scalar(a: &Array<f64>) -> Result<f64> {
    a.to_vec()?
        .first()
        .copied()
        .ok_or_else(|| Error::InvalidArgument {
            op: "examples/ttest",
            reason: "an empty result".into(),
        })
}
