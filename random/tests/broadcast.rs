//! Array parameters that broadcast like NumPy's: result shapes and NumPy's errors, per-element
//! checks, element `i` still from its own sub-stream (a constant array gives the scalar draw's
//! bits; varying parameters change only what they should), and CPU == device bit for bit.

use gsci_random::{Array, BitGenerator, Device, Error, Generator, default_rng_on};
use gsci_tests::test_device;

fn arr(v: &[f64], shape: &[usize], d: &Device) -> Array<f64> {
    Array::from_vec(v.to_vec(), shape, d).unwrap()
}

fn bits(a: Array<f64>) -> Vec<u64> {
    a.to_vec().unwrap().into_iter().map(f64::to_bits).collect()
}

#[test]
fn constant_arrays_give_the_scalar_bits() {
    let d = Device::cpu();
    let c = arr(&[1.5; 7], &[7], &d);
    let two = arr(&[2.5; 7], &[7], &d);
    // (array draw on g1, scalar draw on g2), both generators in the same state.
    type Pair =
        fn(&mut Generator, &mut Generator, &Array<f64>, &Array<f64>) -> (Array<f64>, Array<f64>);
    let cases: Vec<(&str, Pair)> = vec![
        ("normal", |g, h, a, _| {
            (
                g.normal(a, 2.0, &[]).unwrap(),
                h.normal(1.5, 2.0, &[7]).unwrap(),
            )
        }),
        ("gamma", |g, h, a, b| {
            (
                g.gamma(b, a, &[]).unwrap(),
                h.gamma(2.5, 1.5, &[7]).unwrap(),
            )
        }),
        ("beta", |g, h, a, b| {
            (g.beta(a, b, &[7]).unwrap(), h.beta(1.5, 2.5, &[7]).unwrap())
        }),
        ("vonmises", |g, h, a, b| {
            (
                g.vonmises(a, b, &[]).unwrap(),
                h.vonmises(1.5, 2.5, &[7]).unwrap(),
            )
        }),
        ("weibull", |g, h, a, _| {
            (g.weibull(a, &[]).unwrap(), h.weibull(1.5, &[7]).unwrap())
        }),
        ("wald", |g, h, a, b| {
            (g.wald(a, b, &[]).unwrap(), h.wald(1.5, 2.5, &[7]).unwrap())
        }),
    ];
    for (name, f) in cases {
        let mut g1 = default_rng_on(8, &d);
        let mut g2 = default_rng_on(8, &d);
        let (x, y) = f(&mut g1, &mut g2, &c, &two);
        assert_eq!(x.shape(), &[7], "{name}");
        assert_eq!(bits(x), bits(y), "{name}");
    }
}

#[test]
fn varying_loc_shifts_each_element_by_its_own_loc() {
    let d = Device::cpu();
    let loc: Vec<f64> = (0..12).map(|k| 10.0 * k as f64).collect();
    let la = arr(&loc, &[3, 4], &d);
    let x = default_rng_on(9, &d).normal(&la, 1.0, &[]).unwrap();
    assert_eq!(x.shape(), &[3, 4]);
    let z = default_rng_on(9, &d)
        .normal(0.0, 1.0, &[12])
        .unwrap()
        .to_vec()
        .unwrap();
    let x = x.to_vec().unwrap();
    for i in 0..12 {
        assert_eq!(x[i].to_bits(), (loc[i] + 1.0 * z[i]).to_bits(), "{i}");
    }
}

#[test]
fn shapes_broadcast_as_numpy() {
    let d = Device::cpu();
    let mut g = default_rng_on(1, &d);
    let loc = arr(&[0.0, 1.0, 2.0], &[3], &d);
    let scale = arr(&[1.0, 2.0], &[2, 1], &d);
    assert_eq!(g.normal(&loc, &scale, &[]).unwrap().shape(), &[2, 3]);
    assert_eq!(
        g.normal(&loc, &scale, &[4, 2, 3]).unwrap().shape(),
        &[4, 2, 3]
    );
    assert_eq!(g.normal(&loc, 1.0, &[2, 3]).unwrap().shape(), &[2, 3]);
    let v = g.normal(&loc, &scale, &[]).unwrap().to_vec().unwrap();
    // Row 0 has scale 1, row 1 scale 2 (numpy: loc + scale * z).
    assert!(v.iter().all(|x| x.is_finite()));
    let msg = |r: gsci_random::Result<Array<f64>>| match r {
        Err(Error::InvalidArgument { op, reason }) => {
            assert_eq!(op, "Generator.normal");
            reason
        }
        other => panic!("{other:?}"),
    };
    // numpy: normal(zeros(2,3), ones((2,1)), size=(3,))
    let l23 = arr(&[0.0; 6], &[2, 3], &d);
    assert_eq!(
        msg(g.normal(&l23, &scale, &[3])),
        "Output size (3,) is not compatible with broadcast dimensions of inputs (2, 3)."
    );
    // numpy: normal(zeros(2), ones(3))
    let l2 = arr(&[0.0; 2], &[2], &d);
    assert_eq!(
        msg(g.normal(&l2, &loc, &[])),
        "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg 0 with shape (2,) and arg 1 with shape (3,)."
    );
    // numpy: normal(zeros(3), [1, -1, 1]) -> ValueError('scale < 0')
    let bad = arr(&[1.0, -1.0, 1.0], &[3], &d);
    assert!(msg(g.normal(&loc, &bad, &[])).starts_with("scale < 0"));
    // Empty arrays: an empty result.
    let e = arr(&[], &[0], &d);
    assert_eq!(g.gamma(&e, 1.0, &[]).unwrap().shape(), &[0]);
}

#[test]
fn device_matches_cpu_with_array_parameters() {
    let dev = test_device();
    let cpu = Device::cpu();
    let a_vals: Vec<f64> = (0..1031).map(|k| 0.3 + (k % 17) as f64 * 0.7).collect();
    type Draw = fn(&mut Generator, &Array<f64>) -> Array<f64>;
    let cases: Vec<(&str, Draw)> = vec![
        ("normal", |g, a| g.normal(a, 0.5, &[]).unwrap()),
        ("lognormal", |g, a| g.lognormal(0.1, a, &[]).unwrap()),
        ("exponential", |g, a| g.exponential(a, &[3, 1031]).unwrap()),
        ("gamma", |g, a| g.gamma(a, 2.0, &[]).unwrap()),
        ("beta", |g, a| g.beta(a, 0.7, &[]).unwrap()),
        ("chisquare", |g, a| g.chisquare(a, &[]).unwrap()),
        ("f", |g, a| g.f(a, 3.0, &[]).unwrap()),
        ("standard_t", |g, a| g.standard_t(a, &[]).unwrap()),
        ("pareto", |g, a| g.pareto(a, &[]).unwrap()),
        ("vonmises", |g, a| g.vonmises(0.2, a, &[]).unwrap()),
        ("wald", |g, a| g.wald(a, 1.5, &[]).unwrap()),
    ];
    for (name, f) in cases {
        let x = f(&mut default_rng_on(4, &cpu), &arr(&a_vals, &[1031], &cpu));
        let y = f(&mut default_rng_on(4, &dev), &arr(&a_vals, &[1031], &dev));
        assert_eq!(x.shape(), y.shape(), "{name}");
        assert_eq!(bits(x), bits(y), "{name}");
    }
}

#[test]
fn curand_generators_take_scalar_parameters_only() {
    let d = Device::cpu();
    let mut g = Generator::new(BitGenerator::Mrg32k3a { seed: 1, offset: 0 }, &d);
    let a = arr(&[1.0, 2.0], &[2], &d);
    assert!(matches!(
        g.normal(&a, 1.0, &[]),
        Err(Error::Unsupported { .. })
    ));
    assert_eq!(g.normal(0.0, 1.0, &[2]).unwrap().len(), 2);
}

#[test]
fn integer_and_three_parameter_distributions_broadcast() {
    let cpu = Device::cpu();
    let dev = test_device();
    let lam: Vec<f64> = (0..515).map(|k| (k % 23) as f64 * 1.7).collect(); // includes lam = 0
    let p: Vec<f64> = (0..515).map(|k| 0.05 + (k % 19) as f64 * 0.05).collect(); // 0.05 ..= 0.95
    type Draw = fn(&mut Generator, &Array<f64>, &Array<f64>) -> Vec<u64>;

    let cases: Vec<(&str, Draw)> = vec![
        ("poisson", |g, l, _| {
            g.poisson(l, &[])
                .unwrap()
                .to_vec()
                .unwrap()
                .into_iter()
                .map(|x| x as u64)
                .collect()
        }),
        ("binomial", |g, _, p| {
            g.binomial(40, p, &[])
                .unwrap()
                .to_vec()
                .unwrap()
                .into_iter()
                .map(|x| x as u64)
                .collect()
        }),
        ("geometric", |g, _, p| {
            g.geometric(p, &[2, 515])
                .unwrap()
                .to_vec()
                .unwrap()
                .into_iter()
                .map(|x| x as u64)
                .collect()
        }),
        ("negative_binomial", |g, l, p| {
            let n = l
                .to_vec()
                .unwrap()
                .iter()
                .map(|x| x + 0.5)
                .collect::<Vec<_>>();
            let n = Array::from_vec(n, &[515], l.device()).unwrap();
            g.negative_binomial(&n, p, &[])
                .unwrap()
                .to_vec()
                .unwrap()
                .into_iter()
                .map(|x| x as u64)
                .collect()
        }),
        ("logseries", |g, _, p| {
            g.logseries(p, &[])
                .unwrap()
                .to_vec()
                .unwrap()
                .into_iter()
                .map(|x| x as u64)
                .collect()
        }),
        ("zipf", |g, l, _| {
            let a = l
                .to_vec()
                .unwrap()
                .iter()
                .map(|x| x + 1.1)
                .collect::<Vec<_>>();
            let a = Array::from_vec(a, &[515], l.device()).unwrap();
            g.zipf(&a, &[])
                .unwrap()
                .to_vec()
                .unwrap()
                .into_iter()
                .map(|x| x as u64)
                .collect()
        }),
        ("standard_gamma", |g, l, _| {
            bits(g.standard_gamma::<f64>(l, &[]).unwrap())
        }),
        ("noncentral_chisquare", |g, l, p| {
            bits(g.noncentral_chisquare(p, l, &[]).unwrap())
        }),
        ("noncentral_f", |g, l, p| {
            bits(g.noncentral_f(p, 4.0, l, &[]).unwrap())
        }),
        ("triangular", |g, _, p| {
            bits(g.triangular(0.0, p, 1.0, &[]).unwrap())
        }),
    ];
    for (name, f) in cases {
        let x = f(
            &mut default_rng_on(6, &cpu),
            &arr(&lam, &[515], &cpu),
            &arr(&p, &[515], &cpu),
        );
        let y = f(
            &mut default_rng_on(6, &dev),
            &arr(&lam, &[515], &dev),
            &arr(&p, &[515], &dev),
        );
        assert!(x.len() >= 515, "{name}");
        assert_eq!(x, y, "{name}");
    }
    // lam = 0 gives 0 (numpy), element by element.
    let k = default_rng_on(6, &cpu)
        .poisson(&arr(&lam, &[515], &cpu), &[])
        .unwrap()
        .to_vec()
        .unwrap();
    for (i, l) in lam.iter().enumerate() {
        if *l == 0.0 {
            assert_eq!(k[i], 0);
        }
    }
    // A constant array gives the scalar draw's numbers.
    let c = arr(&[0.3; 9], &[9], &cpu);
    let a = default_rng_on(2, &cpu)
        .binomial(25, &c, &[])
        .unwrap()
        .to_vec()
        .unwrap();
    let b = default_rng_on(2, &cpu)
        .binomial(25, 0.3, &[9])
        .unwrap()
        .to_vec()
        .unwrap();
    assert_eq!(a, b);
    // Per-element checks with NumPy's messages.
    let bad = arr(&[1.0, -1.0], &[2], &cpu);
    match default_rng_on(2, &cpu).poisson(&bad, &[]) {
        Err(Error::InvalidArgument { reason, .. }) => {
            assert!(reason.starts_with("lam < 0"), "{reason}")
        }
        other => panic!("{other:?}"),
    }
}

/// NumPy: zipf(a) for a >= 1025 is 1 (2^(a-1) overflows; the rejection loop would not end).
#[test]
fn zipf_of_huge_a_is_one() {
    for d in [Device::cpu(), test_device()] {
        let mut g = default_rng_on(3, &d);
        let x = g.zipf(1e9, &[50]).unwrap().to_vec().unwrap();
        assert!(x.iter().all(|k| *k == 1), "{x:?}");
        let a = arr(&[2.0, 1025.0, 3000.0], &[3], &d);
        let y = g.zipf(&a, &[]).unwrap().to_vec().unwrap();
        assert!(y[0] >= 1 && y[1] == 1 && y[2] == 1, "{y:?}");
    }
}
