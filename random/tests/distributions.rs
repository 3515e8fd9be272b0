//! Goodness of fit of every distribution against SciPy 1.17.1 (random/golden/dist_ref.npz):
//! a chi-square test over 100 equiprobable bins (continuous) or the exact pmf (discrete) on
//! 10^5 draws with fixed seeds (so deterministic; the critical value is chi2.isf(1e-6, dof)),
//! and the mean and variance within 6 standard errors. Then NumPy's edge cases and errors.

use crate::common::Npz;
use gsci_random::{Error, Generator, IntegersOptions, default_rng_on};
use gsci_tests::test_device;

const N: usize = 100_000;

fn rng(seed: u128) -> Generator {
    default_rng_on(seed, &test_device())
}

fn check_moments(name: &str, x: &[f64], mvk: &[f64]) {
    let n = x.len() as f64;
    let mean = x.iter().sum::<f64>() / n;
    let var = x.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / (n - 1.0);
    let (m, v, k) = (mvk[0], mvk[1], mvk[2]);
    if m.is_finite() && v.is_finite() {
        let se = (v / n).sqrt();
        assert!(
            (mean - m).abs() < 6.0 * se,
            "{name}: mean {mean} vs {m} (se {se})"
        );
    }
    if v.is_finite() && k.is_finite() {
        let se = (v * v * (k + 2.0) / n).sqrt();
        assert!(
            (var - v).abs() < 6.0 * se,
            "{name}: variance {var} vs {v} (se {se})"
        );
    }
}

fn continuous(z: &mut Npz, name: &str, x: &[f64]) {
    assert_eq!(x.len(), N);
    let edges = z.get::<f64>(&format!("{name}_edges"));
    let mut counts = vec![0usize; edges.len() + 1];
    for &v in x {
        assert!(!v.is_nan(), "{name}: NaN drawn");
        counts[edges.partition_point(|&e| e <= v)] += 1;
    }
    let expected = N as f64 / counts.len() as f64;
    let chi2: f64 = counts
        .iter()
        .map(|&c| (c as f64 - expected).powi(2) / expected)
        .sum();
    let crit = z.get::<f64>(&format!("{name}_crit"))[0];
    eprintln!("{name}: chi2 {chi2:.1} (crit {crit:.1})");
    assert!(chi2 < crit, "{name}: chi-square {chi2} >= {crit}");
    check_moments(name, x, &z.get::<f64>(&format!("{name}_mvk")));
}

fn discrete(z: &mut Npz, name: &str, x: &[i64]) {
    assert_eq!(x.len(), N);
    let lo = z.get::<i64>(&format!("{name}_lo"));
    let p = z.get::<f64>(&format!("{name}_p"));
    let mut counts = vec![0usize; lo.len()];
    for &v in x {
        let j = lo.partition_point(|&l| l <= v);
        counts[j.saturating_sub(1)] += 1;
    }
    let chi2: f64 = counts
        .iter()
        .zip(&p)
        .map(|(&c, &q)| {
            let e = q * N as f64;
            (c as f64 - e).powi(2) / e
        })
        .sum();
    let crit = z.get::<f64>(&format!("{name}_crit"))[0];
    eprintln!("{name}: chi2 {chi2:.1} (crit {crit:.1})");
    assert!(chi2 < crit, "{name}: chi-square {chi2} >= {crit}");
    let xf: Vec<f64> = x.iter().map(|&v| v as f64).collect();
    check_moments(name, &xf, &z.get::<f64>(&format!("{name}_mvk")));
}

#[test]
fn continuous_distributions_fit_scipy() {
    let mut z = Npz::open("dist_ref.npz");
    let s = [N];
    type Draw = fn(&mut Generator, &[usize]) -> gsci_random::Result<Vec<f64>>;
    let cases: Vec<(&str, Draw)> = vec![
        ("normal", |g, s| g.normal(1.5, 2.0, s)?.to_vec()),
        ("standard_normal_f32", |g, s| {
            Ok(g.standard_normal::<f32>(s)?
                .to_vec()?
                .into_iter()
                .map(f64::from)
                .collect())
        }),
        ("exponential", |g, s| g.exponential(2.0, s)?.to_vec()),
        ("gamma_2_5", |g, s| g.gamma(2.5, 1.5, s)?.to_vec()),
        ("gamma_0_3", |g, s| g.gamma(0.3, 1.0, s)?.to_vec()),
        ("standard_gamma_1", |g, s| {
            g.standard_gamma::<f64>(1.0, s)?.to_vec()
        }),
        ("beta_2_5", |g, s| g.beta(2.0, 5.0, s)?.to_vec()),
        ("beta_0_5_0_7", |g, s| g.beta(0.5, 0.7, s)?.to_vec()),
        ("chisquare_3", |g, s| g.chisquare(3.0, s)?.to_vec()),
        ("f_5_12", |g, s| g.f(5.0, 12.0, s)?.to_vec()),
        ("standard_t_6", |g, s| g.standard_t(6.0, s)?.to_vec()),
        ("lognormal", |g, s| g.lognormal(0.2, 0.5, s)?.to_vec()),
        ("laplace", |g, s| g.laplace(1.0, 2.0, s)?.to_vec()),
        ("logistic", |g, s| g.logistic(1.0, 2.0, s)?.to_vec()),
        ("gumbel", |g, s| g.gumbel(1.0, 2.0, s)?.to_vec()),
        ("rayleigh", |g, s| g.rayleigh(2.0, s)?.to_vec()),
        ("weibull", |g, s| g.weibull(1.5, s)?.to_vec()),
        ("pareto", |g, s| g.pareto(5.0, s)?.to_vec()),
        ("power", |g, s| g.power(3.0, s)?.to_vec()),
        ("standard_cauchy", |g, s| g.standard_cauchy(s)?.to_vec()),
        ("triangular", |g, s| {
            g.triangular(0.0, 1.0, 3.0, s)?.to_vec()
        }),
        ("wald", |g, s| g.wald(1.0, 2.0, s)?.to_vec()),
        ("uniform", |g, s| g.uniform(-2.0, 3.0, s)?.to_vec()),
        ("noncentral_chisquare_3_2", |g, s| {
            g.noncentral_chisquare(3.0, 2.0, s)?.to_vec()
        }),
        ("noncentral_chisquare_0_5_2", |g, s| {
            g.noncentral_chisquare(0.5, 2.0, s)?.to_vec()
        }),
        ("noncentral_f", |g, s| {
            g.noncentral_f(5.0, 12.0, 1.5, s)?.to_vec()
        }),
    ];
    for (k, (name, draw)) in cases.into_iter().enumerate() {
        let mut g = rng(1000 + k as u128);
        let x = draw(&mut g, &s).unwrap();
        continuous(&mut z, name, &x);
    }
}

#[test]
fn discrete_distributions_fit_scipy() {
    let mut z = Npz::open("dist_ref.npz");
    let s = [N];
    type Draw = fn(&mut Generator, &[usize]) -> gsci_random::Result<Vec<i64>>;
    let cases: Vec<(&str, Draw)> = vec![
        ("poisson_4", |g, s| g.poisson(4.0, s)?.to_vec()),
        ("poisson_30", |g, s| g.poisson(30.0, s)?.to_vec()),
        ("poisson_1000", |g, s| g.poisson(1000.0, s)?.to_vec()),
        ("binomial_20_0_3", |g, s| g.binomial(20, 0.3, s)?.to_vec()),
        ("binomial_1000_0_4", |g, s| {
            g.binomial(1000, 0.4, s)?.to_vec()
        }),
        ("binomial_100_0_9", |g, s| g.binomial(100, 0.9, s)?.to_vec()),
        ("geometric", |g, s| g.geometric(0.25, s)?.to_vec()),
        ("negative_binomial", |g, s| {
            g.negative_binomial(3.0, 0.4, s)?.to_vec()
        }),
        ("integers_10", |g, s| {
            g.integers::<i64>(0, 10, s, &IntegersOptions::default())?
                .to_vec()
        }),
        ("integers_i8_endpoint", |g, s| {
            let o = IntegersOptions { endpoint: true };
            Ok(g.integers::<i8>(-128, 127, s, &o)?
                .to_vec()?
                .into_iter()
                .map(i64::from)
                .collect())
        }),
        ("logseries", |g, s| g.logseries(0.6, s)?.to_vec()),
        ("zipf", |g, s| g.zipf(3.5, s)?.to_vec()),
        ("hypergeometric_small", |g, s| {
            g.hypergeometric(20, 30, 12, s)?.to_vec()
        }),
        ("hypergeometric_large", |g, s| {
            g.hypergeometric(200, 300, 400, s)?.to_vec()
        }),
    ];
    for (k, (name, draw)) in cases.into_iter().enumerate() {
        let mut g = rng(2000 + k as u128);
        let x = draw(&mut g, &s).unwrap();
        discrete(&mut z, name, &x);
    }
}

#[test]
fn integers_cover_every_dtype_and_wide_ranges() {
    let mut g = rng(31);
    let o = IntegersOptions { endpoint: true };
    let u = g
        .integers::<u64>(0, u64::MAX as i128, &[4096], &o)
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(u.iter().any(|&v| v > u64::MAX / 2) && u.iter().any(|&v| v < u64::MAX / 2));
    let i = g
        .integers::<i64>(i64::MIN as i128, i64::MAX as i128, &[4096], &o)
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(i.iter().any(|&v| v < 0) && i.iter().any(|&v| v > 0));
    let b = g
        .integers::<u8>(250, 256, &[1000], &IntegersOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(b.iter().all(|&v| v >= 250) && (250..=255).all(|k| b.contains(&k)));
    let s = g
        .integers::<i16>(-3, -1, &[1000], &IntegersOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(s.iter().all(|&v| v == -3 || v == -2) && s.contains(&-3) && s.contains(&-2));
    let w = g
        .integers::<u32>(7, 8, &[5], &IntegersOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert_eq!(w, vec![7; 5]);
    // A range just over 2^63: about half the draws above 2^63.
    let r = g
        .integers::<u64>(
            0,
            (1i128 << 63) + 12345,
            &[20000],
            &IntegersOptions::default(),
        )
        .unwrap()
        .to_vec()
        .unwrap();
    let above = r.iter().filter(|&&v| v >= 1 << 63).count();
    assert!(above < 50, "{above}");
    let i32s = g
        .integers::<i32>(-1000, 1000, &[20000], &IntegersOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    let mean = i32s.iter().map(|&v| v as f64).sum::<f64>() / 20000.0;
    assert!((mean + 0.5).abs() < 6.0 * (1000.0 / 3f64.sqrt()) / 20000f64.sqrt());
}

#[test]
fn edge_parameters_as_numpy() {
    let mut g = rng(5);
    assert!(
        g.poisson(0.0, &[50])
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|&k| k == 0)
    );
    assert!(
        g.binomial(10, 0.0, &[50])
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|&k| k == 0)
    );
    assert!(
        g.binomial(10, 1.0, &[50])
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|&k| k == 10)
    );
    assert!(
        g.binomial(0, 0.5, &[50])
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|&k| k == 0)
    );
    assert!(
        g.geometric(1.0, &[50])
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|&k| k == 1)
    );
    assert!(
        g.gamma(0.0, 2.0, &[50])
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|&v| v == 0.0)
    );
    assert!(
        g.exponential(0.0, &[50])
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|&v| v == 0.0)
    );
    assert!(
        g.weibull(0.0, &[50])
            .unwrap()
            .to_vec()
            .unwrap()
            .iter()
            .all(|&v| v == 0.0)
    );
    let n = g.normal(3.0, 0.0, &[50]).unwrap().to_vec().unwrap();
    assert!(n.iter().all(|&v| v == 3.0));
    // Tiny shapes: gamma(1e-3) is mostly underflow-small but never negative or NaN.
    let t = g
        .standard_gamma::<f64>(1e-3, &[1000])
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(t.iter().all(|&v| v >= 0.0 && v.is_finite()));
    // Huge shape: relative spread 1/sqrt(shape).
    let h = g.gamma(1e12, 1.0, &[1000]).unwrap().to_vec().unwrap();
    assert!(h.iter().all(|&v| (v / 1e12 - 1.0).abs() < 6e-6));
    let sizes = [[0usize].as_slice(), &[3, 0], &[]];
    for s in sizes {
        let x = g.normal(0.0, 1.0, s).unwrap();
        assert_eq!(x.shape(), s);
    }
}

fn is_invalid(r: Result<impl Sized, Error>, op: &str, arg: &str) {
    match r {
        Err(Error::InvalidArgument { op: o, reason }) => {
            assert_eq!(o, op);
            assert!(reason.contains(arg), "{op}: {reason} does not name {arg}");
        }
        Err(e) => panic!("{op}: wrong error {e}"),
        Ok(_) => panic!("{op}: no error"),
    }
}

#[test]
fn bad_parameters_are_errors() {
    let mut g = rng(6);
    let s = [4];
    is_invalid(g.normal(0.0, -1.0, &s), "Generator.normal", "scale");
    is_invalid(g.exponential(-1.0, &s), "Generator.exponential", "scale");
    is_invalid(g.gamma(-1.0, 1.0, &s), "Generator.gamma", "shape");
    is_invalid(g.gamma(1.0, -1.0, &s), "Generator.gamma", "scale");
    is_invalid(
        g.standard_gamma::<f32>(-0.5, &s),
        "Generator.standard_gamma",
        "shape",
    );
    is_invalid(g.beta(0.0, 1.0, &s), "Generator.beta", "a");
    is_invalid(g.beta(1.0, f64::NAN, &s), "Generator.beta", "b");
    is_invalid(g.poisson(-1.0, &s), "Generator.poisson", "lam");
    is_invalid(g.poisson(1e19, &s), "Generator.poisson", "lam");
    is_invalid(g.binomial(-1, 0.5, &s), "Generator.binomial", "n");
    is_invalid(g.binomial(5, 1.5, &s), "Generator.binomial", "p");
    is_invalid(g.binomial(5, f64::NAN, &s), "Generator.binomial", "p");
    is_invalid(g.geometric(0.0, &s), "Generator.geometric", "p");
    is_invalid(
        g.negative_binomial(0.0, 0.5, &s),
        "Generator.negative_binomial",
        "n",
    );
    is_invalid(g.chisquare(0.0, &s), "Generator.chisquare", "df");
    is_invalid(g.f(1.0, -2.0, &s), "Generator.f", "dfden");
    is_invalid(g.standard_t(0.0, &s), "Generator.standard_t", "df");
    is_invalid(g.lognormal(0.0, -1.0, &s), "Generator.lognormal", "sigma");
    is_invalid(g.laplace(0.0, -1.0, &s), "Generator.laplace", "scale");
    is_invalid(g.pareto(0.0, &s), "Generator.pareto", "a");
    is_invalid(g.power(-1.0, &s), "Generator.power", "a");
    is_invalid(g.wald(1.0, 0.0, &s), "Generator.wald", "scale");
    is_invalid(
        g.triangular(2.0, 1.0, 3.0, &s),
        "Generator.triangular",
        "left",
    );
    is_invalid(
        g.triangular(1.0, 1.0, 1.0, &s),
        "Generator.triangular",
        "left",
    );
    is_invalid(
        g.uniform(0.0, f64::INFINITY, &s),
        "Generator.uniform",
        "high",
    );
    is_invalid(
        g.integers::<i64>(5, 5, &s, &IntegersOptions::default()),
        "Generator.integers",
        "low",
    );
    is_invalid(
        g.integers::<u8>(0, 257, &s, &IntegersOptions::default()),
        "Generator.integers",
        "high",
    );
    is_invalid(
        g.integers::<i8>(-129, 0, &s, &IntegersOptions::default()),
        "Generator.integers",
        "low",
    );
    is_invalid(
        g.normal(0.0, 1.0, &[usize::MAX, 2]),
        "Generator.normal",
        "size",
    );
    is_invalid(
        g.random::<f64>(&[usize::MAX / 2, 3]),
        "Generator.random",
        "size",
    );
}

#[test]
fn permutation_and_shuffle() {
    let mut g = rng(8);
    let n = 1000;
    let p = g.permutation(n).unwrap().to_vec().unwrap();
    let mut sorted = p.clone();
    sorted.sort();
    assert_eq!(sorted, (0..n as i64).collect::<Vec<_>>());
    assert_ne!(p, sorted);
    // Each position is uniform: over 400 permutations of 5, position 0 sees each value ~80 times.
    let mut counts = [0usize; 5];
    for _ in 0..400 {
        counts[g.permutation(5).unwrap().to_vec().unwrap()[0] as usize] += 1;
    }
    assert!(
        counts.iter().all(|&c| (40..=120).contains(&c)),
        "{counts:?}"
    );
    let dev = test_device();
    let x =
        gsci_random::Array::from_vec((0..12).map(|v| v as f64).collect(), &[4, 3], &dev).unwrap();
    let y = g.permuted_copy(&x).unwrap().to_vec().unwrap();
    let mut rows: Vec<Vec<f64>> = y.chunks(3).map(|r| r.to_vec()).collect();
    rows.sort_by(|a, b| a[0].partial_cmp(&b[0]).unwrap());
    assert_eq!(rows.concat(), x.to_vec().unwrap());
    let mut sh = x.clone();
    g.shuffle(&mut sh).unwrap();
    assert_eq!(sh.shape(), &[4, 3]);
}

#[test]
fn more_edge_cases_and_errors() {
    let mut g = rng(9);
    let s = [4];
    let all = |v: Vec<i64>, k: i64| v.iter().all(|&x| x == k);
    assert!(all(g.logseries(0.0, &[50]).unwrap().to_vec().unwrap(), 1));
    assert!(all(
        g.hypergeometric(7, 5, 12, &[50]).unwrap().to_vec().unwrap(),
        7
    ));
    assert!(all(
        g.hypergeometric(7, 5, 0, &[50]).unwrap().to_vec().unwrap(),
        0
    ));
    assert!(all(
        g.hypergeometric(0, 5, 3, &[50]).unwrap().to_vec().unwrap(),
        0
    ));
    let nc = g
        .noncentral_chisquare(3.0, 0.0, &[1000])
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(nc.iter().all(|&v| v > 0.0));
    is_invalid(
        g.uniform(0.0, f64::INFINITY, &s),
        "Generator.uniform",
        "high",
    );
    is_invalid(g.logseries(1.0, &s), "Generator.logseries", "p");
    is_invalid(g.zipf(1.0, &s), "Generator.zipf", "a");
    is_invalid(
        g.noncentral_chisquare(0.0, 1.0, &s),
        "Generator.noncentral_chisquare",
        "df",
    );
    is_invalid(
        g.noncentral_chisquare(1.0, -1.0, &s),
        "Generator.noncentral_chisquare",
        "nonc",
    );
    is_invalid(
        g.noncentral_f(1.0, 1.0, -1.0, &s),
        "Generator.noncentral_f",
        "nonc",
    );
    is_invalid(
        g.hypergeometric(5, 5, 11, &s),
        "Generator.hypergeometric",
        "nsample",
    );
    is_invalid(
        g.hypergeometric(-1, 5, 1, &s),
        "Generator.hypergeometric",
        "ngood",
    );
}

#[test]
fn choice_with_and_without_replacement() {
    use gsci_random::ChoiceOptions;
    let mut g = rng(10);
    // Weighted with replacement: chi-square against p (5 bins, critical value
    // chi2.isf(1e-6, 4) = 33.38), zero-probability items never drawn.
    let p = vec![0.1, 0.0, 0.25, 0.4, 0.05, 0.2];
    let o = ChoiceOptions {
        replace: true,
        p: Some(p.clone()),
    };
    let x = g.choice(6, &[N], &o).unwrap().to_vec().unwrap();
    let mut counts = [0usize; 6];
    x.iter().for_each(|&k| counts[k as usize] += 1);
    assert_eq!(counts[1], 0);
    let chi2: f64 = counts
        .iter()
        .zip(&p)
        .filter(|(_, q)| **q > 0.0)
        .map(|(&c, &q)| (c as f64 - q * N as f64).powi(2) / (q * N as f64))
        .sum();
    assert!(chi2 < 33.38, "choice chi-square {chi2}");
    // Without replacement: distinct; weighted: the heaviest item comes first most often.
    let o = ChoiceOptions {
        replace: false,
        p: None,
    };
    let mut y = g.choice(50, &[5, 4], &o).unwrap().to_vec().unwrap();
    y.sort();
    y.dedup();
    assert_eq!(y.len(), 20);
    let o = ChoiceOptions {
        replace: false,
        p: Some(vec![0.7, 0.1, 0.1, 0.1, 0.0]),
    };
    let mut first = 0;
    for _ in 0..200 {
        let z = g.choice(5, &[4], &o).unwrap().to_vec().unwrap();
        assert!(!z.contains(&4));
        first += (z[0] == 0) as usize;
    }
    // P(item 0 first) = 0.7: 140 of 200 expected, sd 6.5.
    assert!((100..=180).contains(&first), "{first}");
    let u = g
        .choice(3, &[1000], &ChoiceOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert!((0..3).all(|k| u.contains(&k)) && u.iter().all(|k| (0..3).contains(k)));
    let s = [2];
    let bad = |p: Vec<f64>| ChoiceOptions {
        replace: true,
        p: Some(p),
    };
    is_invalid(
        g.choice(0, &s, &ChoiceOptions::default()),
        "Generator.choice",
        "empty",
    );
    is_invalid(
        g.choice(3, &s, &bad(vec![0.5, 0.5])),
        "Generator.choice",
        "same size",
    );
    is_invalid(
        g.choice(2, &s, &bad(vec![1.5, -0.5])),
        "Generator.choice",
        "non-negative",
    );
    is_invalid(
        g.choice(2, &s, &bad(vec![0.3, 0.3])),
        "Generator.choice",
        "sum to 1",
    );
    let o = ChoiceOptions {
        replace: false,
        p: None,
    };
    is_invalid(g.choice(3, &[4], &o), "Generator.choice", "larger sample");
}

#[test]
fn permuted_shuffles_each_slice() {
    let mut g = rng(12);
    let dev = test_device();
    let x = gsci_random::Array::from_vec((0..60).collect::<Vec<i64>>(), &[3, 4, 5], &dev).unwrap();
    for axis in [Some(0isize), Some(1), Some(-1), None] {
        let y = g.permuted(&x, axis).unwrap();
        assert_eq!(y.shape(), &[3, 4, 5]);
        let v = y.to_vec().unwrap();
        assert_ne!(v, x.to_vec().unwrap(), "{axis:?}");
        let mut all = v.clone();
        all.sort();
        assert_eq!(all, (0..60).collect::<Vec<i64>>());
        if axis == Some(-1) {
            for (r, row) in v.chunks(5).enumerate() {
                let mut s = row.to_vec();
                s.sort();
                assert_eq!(s, (5 * r as i64..5 * r as i64 + 5).collect::<Vec<_>>());
            }
        }
        if axis == Some(0) {
            // Element (i, j, k) moves only along axis 0: value mod 20 is kept.
            for (idx, &val) in v.iter().enumerate() {
                assert_eq!(val % 20, idx as i64 % 20);
            }
        }
    }
    assert!(g.permuted(&x, Some(3)).is_err());
}

#[test]
fn dirichlet_and_multinomial_moments() {
    let mut g = rng(13);
    let alpha = [0.5, 2.0, 3.5];
    let a0: f64 = alpha.iter().sum();
    let rows = 50_000;
    let x = g.dirichlet(&alpha, &[rows]).unwrap();
    assert_eq!(x.shape(), &[rows, 3]);
    let v = x.to_vec().unwrap();
    for r in v.chunks(3) {
        assert!((r.iter().sum::<f64>() - 1.0).abs() < 1e-14 && r.iter().all(|&c| c >= 0.0));
    }
    for (j, &a) in alpha.iter().enumerate() {
        let m = a / a0;
        let var = a * (a0 - a) / (a0 * a0 * (a0 + 1.0));
        let mean = v.iter().skip(j).step_by(3).sum::<f64>() / rows as f64;
        assert!(
            (mean - m).abs() < 6.0 * (var / rows as f64).sqrt(),
            "dirichlet {j}: {mean} vs {m}"
        );
    }
    let p = [0.1, 0.6, 0.05, 0.25];
    let y = g.multinomial(30, &p, &[rows]).unwrap();
    assert_eq!(y.shape(), &[rows, 4]);
    let w = y.to_vec().unwrap();
    for r in w.chunks(4) {
        assert_eq!(r.iter().sum::<i64>(), 30);
    }
    for (j, &pj) in p.iter().enumerate() {
        let (m, var) = (30.0 * pj, 30.0 * pj * (1.0 - pj));
        let mean = w.iter().skip(j).step_by(4).map(|&c| c as f64).sum::<f64>() / rows as f64;
        assert!(
            (mean - m).abs() < 6.0 * (var / rows as f64).sqrt(),
            "multinomial {j}: {mean} vs {m}"
        );
    }
    // Edge cases and errors as NumPy.
    let z = g
        .multinomial(7, &[0.0, 1.0], &[5])
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(z.chunks(2).all(|r| r == [0, 7]));
    let z = g.multinomial(0, &[0.5, 0.5], &[]).unwrap();
    assert_eq!(
        (z.shape(), z.to_vec().unwrap()),
        (&[2usize][..], vec![0, 0])
    );
    is_invalid(
        g.multinomial(-1, &[1.0], &[2]),
        "Generator.multinomial",
        "n",
    );
    is_invalid(
        g.multinomial(3, &[0.7, 0.7, 0.1], &[2]),
        "Generator.multinomial",
        "pvals",
    );
    is_invalid(
        g.dirichlet(&[1.0, -0.5], &[2]),
        "Generator.dirichlet",
        "alpha",
    );
    is_invalid(g.dirichlet(&[], &[2]), "Generator.dirichlet", "alpha");
    // NumPy 2.4: an alpha of 0 is a component that is always 0; all zeros give rows of zeros;
    // NaN gives rows of NaN.
    let z = g
        .dirichlet(&[1.0, 0.0, 2.0], &[4])
        .unwrap()
        .to_vec()
        .unwrap();
    for r in z.chunks(3) {
        assert_eq!(r[1], 0.0);
        assert!(
            (r[0] + r[2] - 1.0).abs() < 1e-15 && r[0] > 0.0 && r[2] > 0.0,
            "{r:?}"
        );
    }
    let z = g.dirichlet(&[0.0, 0.0], &[3]).unwrap().to_vec().unwrap();
    assert_eq!(z, vec![0.0; 6]);
    let z = g.dirichlet(&[1.0, f64::NAN], &[3]).unwrap();
    assert_eq!(z.shape(), &[3, 2]);
    assert!(z.to_vec().unwrap().iter().all(|v| v.is_nan()));
}

/// Alphas all below 0.1 (NumPy's stick breaking): rows sum to 1, no NaN where the gammas
/// underflow (alpha = 1e-3: the normalised-gamma route gives 0 / 0 for most rows), and the
/// component means match alpha / sum(alpha).
#[test]
fn dirichlet_small_alpha_is_stick_breaking() {
    let mut g = rng(21);
    let alpha = [0.001953125, 0.00390625, 0.05];
    let a0: f64 = alpha.iter().sum();
    let rows = 40_000;
    let v = g.dirichlet(&alpha, &[rows]).unwrap().to_vec().unwrap();
    for r in v.chunks(3) {
        assert!(r.iter().all(|c| c.is_finite() && *c >= 0.0), "{r:?}");
        assert!((r.iter().sum::<f64>() - 1.0).abs() < 1e-14, "{r:?}");
    }
    for (j, &a) in alpha.iter().enumerate() {
        let m = a / a0;
        let var = a * (a0 - a) / (a0 * a0 * (a0 + 1.0));
        let mean = v.iter().skip(j).step_by(3).sum::<f64>() / rows as f64;
        assert!(
            (mean - m).abs() < 6.0 * (var / rows as f64).sqrt(),
            "dirichlet small alpha {j}: {mean} vs {m}"
        );
    }
    // A zero after the last positive alpha: that component stays 0.
    let z = g
        .dirichlet(&[0.01, 0.02, 0.0], &[100])
        .unwrap()
        .to_vec()
        .unwrap();
    for r in z.chunks(3) {
        assert_eq!(r[2], 0.0);
        assert!((r[0] + r[1] - 1.0).abs() < 1e-14, "{r:?}");
    }
}

/// `multivariate_normal`: the sample mean and covariance within 6 standard errors of the
/// parameters (2 x 10^5 draws of a correlated 3-D normal) for each of NumPy's methods, NumPy's
/// shapes, the same draws on the device as on the CPU (to the product's rounding), and its errors.
#[test]
fn multivariate_normal_moments_shapes_and_errors() {
    use gsci_random::{CheckValid, MultivariateNormalOptions, MvnMethod};
    let mean = [1.0, -2.0, 0.5];
    let cov = [2.0, 0.6, -0.3, 0.6, 1.0, 0.2, -0.3, 0.2, 0.5];
    let n = 200_000;
    for method in [MvnMethod::Svd, MvnMethod::Eigh, MvnMethod::Cholesky] {
        let opts = MultivariateNormalOptions {
            method,
            ..Default::default()
        };
        let x = rng(11)
            .multivariate_normal(&mean, &cov, &[n], &opts)
            .unwrap();
        assert_eq!(x.shape(), &[n, 3]);
        let v = x.to_vec().unwrap();
        let m: Vec<f64> = (0..3)
            .map(|j| (0..n).map(|i| v[i * 3 + j]).sum::<f64>() / n as f64)
            .collect();
        for j in 0..3 {
            let se = (cov[j * 3 + j] / n as f64).sqrt();
            assert!(
                (m[j] - mean[j]).abs() < 6.0 * se,
                "{method:?} mean {j}: {}",
                m[j]
            );
            for k in 0..3 {
                let c = (0..n)
                    .map(|i| (v[i * 3 + j] - m[j]) * (v[i * 3 + k] - m[k]))
                    .sum::<f64>()
                    / (n - 1) as f64;
                // Var of a sample covariance: (s_jk^2 + s_jj s_kk) / n.
                let want = cov[j * 3 + k];
                let se = ((want * want + cov[j * 3 + j] * cov[k * 3 + k]) / n as f64).sqrt();
                assert!(
                    (c - want).abs() < 6.0 * se,
                    "{method:?} cov {j}{k}: {c} vs {want}"
                );
            }
        }
    }
    // Shapes: size + [n]; an empty size gives one draw of shape [n].
    let d = MultivariateNormalOptions::default();
    assert_eq!(
        rng(1)
            .multivariate_normal(&mean, &cov, &[4, 5], &d)
            .unwrap()
            .shape(),
        &[4, 5, 3]
    );
    assert_eq!(
        rng(1)
            .multivariate_normal(&mean, &cov, &[], &d)
            .unwrap()
            .shape(),
        &[3]
    );
    assert_eq!(
        rng(1)
            .multivariate_normal(&mean, &cov, &[0], &d)
            .unwrap()
            .shape(),
        &[0, 3]
    );
    // The device's draws are the CPU's (the same normals; the product rounds differently).
    let cpu = default_rng_on(5, &gsci_random::Device::cpu())
        .multivariate_normal(&mean, &cov, &[1000], &d)
        .unwrap()
        .to_vec()
        .unwrap();
    let dev = rng(5)
        .multivariate_normal(&mean, &cov, &[1000], &d)
        .unwrap()
        .to_vec()
        .unwrap();
    for (a, b) in cpu.iter().zip(&dev) {
        assert!((a - b).abs() <= 1e-13 * (1.0 + a.abs()), "{a} vs {b}");
    }
    // Errors: not positive semidefinite with Raise (and with Cholesky), shapes, non-finite.
    let bad = [1.0, 2.0, 2.0, 1.0];
    let raise = MultivariateNormalOptions {
        check_valid: CheckValid::Raise,
        ..Default::default()
    };
    let is_invalid = |r: Result<gsci_random::Array<f64>, Error>| {
        matches!(
            r,
            Err(Error::InvalidArgument {
                op: "Generator.multivariate_normal",
                ..
            })
        )
    };
    assert!(is_invalid(rng(1).multivariate_normal(
        &[0.0, 0.0],
        &bad,
        &[3],
        &raise
    )));
    let eigh_raise = MultivariateNormalOptions {
        method: MvnMethod::Eigh,
        ..raise.clone()
    };
    assert!(is_invalid(rng(1).multivariate_normal(
        &[0.0, 0.0],
        &bad,
        &[3],
        &eigh_raise
    )));
    let chol = MultivariateNormalOptions {
        method: MvnMethod::Cholesky,
        ..Default::default()
    };
    assert!(is_invalid(rng(1).multivariate_normal(
        &[0.0, 0.0],
        &bad,
        &[3],
        &chol
    )));
    // NumPy's default (warn) draws anyway.
    assert!(
        rng(1)
            .multivariate_normal(&[0.0, 0.0], &bad, &[3], &d)
            .is_ok()
    );
    assert!(is_invalid(rng(1).multivariate_normal(
        &[0.0, 0.0],
        &cov,
        &[3],
        &d
    )));
    assert!(is_invalid(rng(1).multivariate_normal(&[], &[], &[3], &d)));
    assert!(is_invalid(rng(1).multivariate_normal(
        &[0.0],
        &[f64::NAN],
        &[3],
        &d
    )));
}

/// `vonmises`: values on [-pi, pi]; the mean resultant length E[cos(X - mu)] = I1(k)/I0(k)
/// (SciPy's i1/i0) within 6 standard errors for several concentrations and a mode near pi (the
/// wrap-around); kappa below 1e-8 is uniform, above 1e6 a wrapped normal; kappa < 0 an error.
#[test]
fn vonmises_matches_its_moments_and_numpy_edges() {
    let pi = std::f64::consts::PI;
    // (mu, kappa, I1(kappa)/I0(kappa) from scipy.special)
    for (mu, kappa, r) in [
        (0.0, 0.5, 0.24249961258080202),
        (3.0, 4.0, 0.8635226110245504),
        (-2.0, 50.0, 0.9899489673784979),
        (1.0, 1e-9, 0.0),
    ] {
        let x = rng(21).vonmises(mu, kappa, &[N]).unwrap().to_vec().unwrap();
        assert!(
            x.iter().all(|v| v.abs() <= pi),
            "kappa {kappa}: outside [-pi, pi]"
        );
        let c: Vec<f64> = x.iter().map(|v| (v - mu).cos()).collect();
        let m = c.iter().sum::<f64>() / N as f64;
        let var = c.iter().map(|v| (v - m) * (v - m)).sum::<f64>() / (N - 1) as f64;
        let se = (var / N as f64).sqrt();
        assert!(
            (m - r).abs() < 6.0 * se,
            "kappa {kappa}: E cos {m} vs {r} (se {se})"
        );
        // Symmetric about mu: E sin(X - mu) = 0.
        let s = x.iter().map(|v| (v - mu).sin()).sum::<f64>() / N as f64;
        assert!(
            s.abs() < 6.0 * (0.5 / N as f64).sqrt() + 1e-12,
            "kappa {kappa}: E sin {s}"
        );
    }
    // Wrapped normal past kappa = 1e6: spread 1/sqrt(kappa) around mu.
    let x = rng(3)
        .vonmises(0.25, 1e8, &[1000])
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(x.iter().all(|v| (v - 0.25).abs() < 1e-3));
    assert!(matches!(
        rng(1).vonmises(0.0, -1.0, &[3]),
        Err(Error::InvalidArgument {
            op: "Generator.vonmises",
            ..
        })
    ));
    let nan = rng(1)
        .vonmises(0.0, f64::NAN, &[3])
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(nan.iter().all(|v| v.is_nan()));
    // The sampler's own acos (the same bits on both backends) is within 1 ulp of the platform's.
    for i in 0..=20000 {
        let x = -1.0 + i as f64 / 10000.0;
        let (a, b) = (gsci_random::math::acos(x), x.acos());
        assert!(
            (a - b).abs() <= 1.0 * f64::EPSILON * b.abs().max(1e-300),
            "acos({x}): {a} vs {b}"
        );
    }
    assert!(gsci_random::math::acos(1.5).is_nan());
}
