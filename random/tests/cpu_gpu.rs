//! The device under test (`GSCI_TEST_DEVICE=cuda` → the GPU) gives the CPU's bits for every
//! distribution, over several seeds and sizes (1, 7, 1023, 2^20 + 3) and shapes; and on any
//! device, element `i` does not depend on the size or shape of the draw.

use gsci_random::{Device, Generator, IntegersOptions, Result, default_rng_on};
use gsci_tests::test_device;

type Draw = fn(&mut Generator, &[usize]) -> Result<Vec<u64>>;

fn f64b(v: Vec<f64>) -> Vec<u64> {
    v.into_iter().map(f64::to_bits).collect()
}
fn f32b(v: Vec<f32>) -> Vec<u64> {
    v.into_iter().map(|x| x.to_bits() as u64).collect()
}
fn i64b(v: Vec<i64>) -> Vec<u64> {
    v.into_iter().map(|x| x as u64).collect()
}

fn cases() -> Vec<(&'static str, Draw)> {
    vec![
        ("random f64", |g, s| Ok(f64b(g.random::<f64>(s)?.to_vec()?))),
        ("random f32", |g, s| Ok(f32b(g.random::<f32>(s)?.to_vec()?))),
        ("random_raw", |g, s| g.random_raw(s)?.to_vec()),
        ("uniform", |g, s| {
            Ok(f64b(g.uniform(-1.0, 2.5, s)?.to_vec()?))
        }),
        ("standard_normal f64", |g, s| {
            Ok(f64b(g.standard_normal::<f64>(s)?.to_vec()?))
        }),
        ("standard_normal f32", |g, s| {
            Ok(f32b(g.standard_normal::<f32>(s)?.to_vec()?))
        }),
        ("normal", |g, s| Ok(f64b(g.normal(-1.0, 3.0, s)?.to_vec()?))),
        ("vonmises", |g, s| {
            Ok(f64b(g.vonmises(3.0, 4.0, s)?.to_vec()?))
        }),
        ("vonmises tiny kappa", |g, s| {
            Ok(f64b(g.vonmises(-1.0, 1e-9, s)?.to_vec()?))
        }),
        ("vonmises huge kappa", |g, s| {
            Ok(f64b(g.vonmises(3.1, 1e7, s)?.to_vec()?))
        }),
        ("standard_exponential f32", |g, s| {
            Ok(f32b(g.standard_exponential::<f32>(s)?.to_vec()?))
        }),
        ("exponential", |g, s| {
            Ok(f64b(g.exponential(0.5, s)?.to_vec()?))
        }),
        ("lognormal", |g, s| {
            Ok(f64b(g.lognormal(0.1, 0.7, s)?.to_vec()?))
        }),
        ("laplace", |g, s| {
            Ok(f64b(g.laplace(0.5, 2.0, s)?.to_vec()?))
        }),
        ("logistic", |g, s| {
            Ok(f64b(g.logistic(0.5, 2.0, s)?.to_vec()?))
        }),
        ("gumbel", |g, s| Ok(f64b(g.gumbel(0.5, 2.0, s)?.to_vec()?))),
        ("rayleigh", |g, s| Ok(f64b(g.rayleigh(1.5, s)?.to_vec()?))),
        ("weibull", |g, s| Ok(f64b(g.weibull(0.7, s)?.to_vec()?))),
        ("pareto", |g, s| Ok(f64b(g.pareto(2.5, s)?.to_vec()?))),
        ("power", |g, s| Ok(f64b(g.power(0.6, s)?.to_vec()?))),
        ("standard_cauchy", |g, s| {
            Ok(f64b(g.standard_cauchy(s)?.to_vec()?))
        }),
        ("triangular", |g, s| {
            Ok(f64b(g.triangular(-1.0, 0.2, 4.0, s)?.to_vec()?))
        }),
        ("geometric", |g, s| {
            Ok(i64b(g.geometric(0.05, s)?.to_vec()?))
        }),
        ("integers i64", |g, s| {
            Ok(i64b(
                g.integers::<i64>(-7, 1000, s, &IntegersOptions::default())?
                    .to_vec()?,
            ))
        }),
        ("integers u8 endpoint", |g, s| {
            let o = IntegersOptions { endpoint: true };
            Ok(g.integers::<u8>(0, 255, s, &o)?
                .to_vec()?
                .into_iter()
                .map(u64::from)
                .collect())
        }),
        ("integers u64 odd range", |g, s| {
            g.integers::<u64>(
                3,
                (1i128 << 63) + (1 << 62) + 5,
                s,
                &IntegersOptions::default(),
            )?
            .to_vec()
        }),
        ("standard_gamma f32", |g, s| {
            Ok(f32b(g.standard_gamma::<f32>(2.5, s)?.to_vec()?))
        }),
        ("gamma 2.5", |g, s| {
            Ok(f64b(g.gamma(2.5, 2.0, s)?.to_vec()?))
        }),
        ("gamma 0.4", |g, s| {
            Ok(f64b(g.gamma(0.4, 1.0, s)?.to_vec()?))
        }),
        ("gamma 1", |g, s| Ok(f64b(g.gamma(1.0, 0.5, s)?.to_vec()?))),
        ("beta 2 5", |g, s| Ok(f64b(g.beta(2.0, 5.0, s)?.to_vec()?))),
        ("beta 1 3", |g, s| Ok(f64b(g.beta(1.0, 3.0, s)?.to_vec()?))),
        ("beta 0.5 3", |g, s| {
            Ok(f64b(g.beta(0.5, 3.0, s)?.to_vec()?))
        }),
        ("beta 0.3 0.6", |g, s| {
            Ok(f64b(g.beta(0.3, 0.6, s)?.to_vec()?))
        }),
        ("poisson 4", |g, s| Ok(i64b(g.poisson(4.0, s)?.to_vec()?))),
        ("poisson 250", |g, s| {
            Ok(i64b(g.poisson(250.0, s)?.to_vec()?))
        }),
        ("binomial 20 0.3", |g, s| {
            Ok(i64b(g.binomial(20, 0.3, s)?.to_vec()?))
        }),
        ("binomial 5000 0.7", |g, s| {
            Ok(i64b(g.binomial(5000, 0.7, s)?.to_vec()?))
        }),
        ("chisquare", |g, s| Ok(f64b(g.chisquare(3.5, s)?.to_vec()?))),
        ("f", |g, s| Ok(f64b(g.f(4.0, 9.0, s)?.to_vec()?))),
        ("standard_t", |g, s| {
            Ok(f64b(g.standard_t(3.0, s)?.to_vec()?))
        }),
        ("negative_binomial", |g, s| {
            Ok(i64b(g.negative_binomial(2.5, 0.3, s)?.to_vec()?))
        }),
        ("wald", |g, s| Ok(f64b(g.wald(1.5, 0.8, s)?.to_vec()?))),
        ("logseries", |g, s| Ok(i64b(g.logseries(0.9, s)?.to_vec()?))),
        ("zipf", |g, s| Ok(i64b(g.zipf(1.7, s)?.to_vec()?))),
        ("noncentral_chisquare", |g, s| {
            Ok(f64b(g.noncentral_chisquare(2.5, 1.5, s)?.to_vec()?))
        }),
        ("noncentral_chisquare df<1", |g, s| {
            Ok(f64b(g.noncentral_chisquare(0.5, 3.0, s)?.to_vec()?))
        }),
        ("noncentral_f", |g, s| {
            Ok(f64b(g.noncentral_f(3.0, 8.0, 2.0, s)?.to_vec()?))
        }),
        ("hypergeometric", |g, s| {
            Ok(i64b(g.hypergeometric(40, 60, 70, s)?.to_vec()?))
        }),
        ("choice weighted", |g, s| {
            let o = gsci_random::ChoiceOptions {
                replace: true,
                p: Some(vec![0.2, 0.5, 0.0, 0.3]),
            };
            Ok(i64b(g.choice(4, s, &o)?.to_vec()?))
        }),
        ("choice without replacement", |g, s| {
            let n: usize = s.iter().product();
            let o = gsci_random::ChoiceOptions {
                replace: false,
                p: None,
            };
            Ok(i64b(g.choice(n + 5, s, &o)?.to_vec()?))
        }),
        ("permuted axis -1", |g, s| {
            let n: usize = s.iter().product();
            let x = gsci_random::Array::from_vec((0..n as i64).collect(), s, g.device())?;
            Ok(i64b(g.permuted(&x, Some(-1))?.to_vec()?))
        }),
        ("dirichlet", |g, s| {
            Ok(f64b(g.dirichlet(&[0.5, 2.0, 3.5], s)?.to_vec()?))
        }),
        ("dirichlet_small", |g, s| {
            Ok(f64b(g.dirichlet(&[0.002, 0.0, 0.05, 0.01], s)?.to_vec()?))
        }),
        ("multinomial", |g, s| {
            Ok(i64b(
                g.multinomial(30, &[0.1, 0.6, 0.05, 0.25], s)?.to_vec()?,
            ))
        }),
        ("permutation", |g, s| {
            Ok(i64b(g.permutation(s.iter().product())?.to_vec()?))
        }),
    ]
}

/// Two draws in a row (so the second has serial 1 and a used buffer) on `dev`.
fn twice(dev: &Device, seed: u128, draw: Draw, size: &[usize]) -> (Vec<u64>, Vec<u64>) {
    let mut g = default_rng_on(seed, dev);
    g.random::<f32>(&[3]).unwrap();
    let a = draw(&mut g, size).unwrap();
    let b = draw(&mut g, size).unwrap();
    (a, b)
}

#[test]
fn device_equals_cpu_bit_for_bit() {
    let dev = test_device();
    let cpu = Device::cpu();
    for (name, draw) in cases() {
        for (seed, size) in [
            (1u128, vec![1usize]),
            (2, vec![7]),
            (3, vec![1023]),
            (4, vec![3, 5, 7]),
            (5, vec![(1 << 20) + 3]),
        ] {
            // On the CPU alone the comparison is CPU against CPU: skip the large size there.
            if dev.is_cpu() && size[0] > 1 << 20 {
                continue;
            }
            let (a, b) = twice(&dev, seed, draw, &size);
            let (c, d) = twice(&cpu, seed, draw, &size);
            let n = a.len();
            assert!(
                n == size.iter().product::<usize>()
                    || name.starts_with("dirichlet")
                    || name == "multinomial"
            );
            if let Some(i) = (0..n).find(|&i| a[i] != c[i] || b[i] != d[i]) {
                panic!(
                    "{name} seed {seed} size {size:?}: element {i} differs: {:#x}/{:#x} vs cpu {:#x}/{:#x}",
                    a[i], b[i], c[i], d[i]
                );
            }
            if n > 1 && name != "integers u8 endpoint" {
                assert_ne!(a, b, "{name}: two draws in a row are equal");
            }
        }
    }
}

#[test]
fn elements_do_not_depend_on_size_or_shape() {
    let dev = test_device();
    for (name, draw) in cases() {
        if [
            "permutation",
            "choice without replacement",
            "permuted axis -1",
        ]
        .contains(&name)
        {
            continue;
        }
        let (big, _) = twice(&dev, 11, draw, &[5000]);
        let (small, _) = twice(&dev, 11, draw, &[37]);
        let (shaped, _) = twice(&dev, 11, draw, &[50, 100]);
        assert_eq!(small[..], big[..small.len()], "{name}");
        assert_eq!(shaped, big, "{name}");
    }
}

#[test]
fn jumped_and_spawned_generators_differ() {
    let dev = test_device();
    let mut g = default_rng_on(3, &dev);
    let mut j = g.jumped(1);
    let mut kids = g.spawn(2).unwrap();
    let a = g.normal(0.0, 1.0, &[64]).unwrap().to_vec().unwrap();
    let b = j.normal(0.0, 1.0, &[64]).unwrap().to_vec().unwrap();
    let c = kids[0].normal(0.0, 1.0, &[64]).unwrap().to_vec().unwrap();
    let d = kids[1].normal(0.0, 1.0, &[64]).unwrap().to_vec().unwrap();
    for (x, y) in [(&a, &b), (&a, &c), (&c, &d), (&b, &c)] {
        assert!(x.iter().zip(y).all(|(p, q)| p != q));
    }
}
