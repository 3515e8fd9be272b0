//! `multivariate_hypergeometric`: exact pmf chi-square for both methods (and the complement
//! path, nsample > sum / 2), NumPy's errors, shapes, and CPU == device bit for bit.

use gsci_random::{
    Device, Error, MultivariateHypergeometricOptions as Opts, MvhMethod, default_rng_on,
};
use gsci_tests::test_device;

fn comb(n: u64, k: u64) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |a, i| a * (n - i) as f64 / (i + 1) as f64)
}

/// Chi-square of 10^5 rows of colors [5, 3, 2] against C(5,a)C(3,b)C(2,c)/C(10,n); the bound
/// is chi2.ppf(1 - 1e-6, outcomes - 1) from SciPy (46.863 for n = 4, 11 outcomes; 35.888 for
/// n = 8, 6 outcomes), so a correct sampler fails with probability 1e-6 (fixed seeds:
/// deterministic).
#[test]
fn pmf_chi_square_both_methods() {
    let colors = [5i64, 3, 2];
    for (nsample, bound) in [(4u64, 46.863), (8, 35.888)] {
        for method in [MvhMethod::Marginals, MvhMethod::Count] {
            let mut g = default_rng_on(11 + nsample as u128, &Device::cpu());
            let rows = 100_000usize;
            let x = g
                .multivariate_hypergeometric(&colors, nsample as i64, &[rows], &Opts { method })
                .unwrap()
                .to_vec()
                .unwrap();
            let mut counts = std::collections::HashMap::new();
            for r in x.chunks(3) {
                assert_eq!(r.iter().sum::<i64>(), nsample as i64);
                assert!(
                    r.iter().zip(&colors).all(|(v, c)| *v >= 0 && v <= c),
                    "{r:?}"
                );
                *counts.entry((r[0], r[1], r[2])).or_insert(0usize) += 1;
            }
            let mut chi = 0.0;
            for a in 0..=5u64 {
                for b in 0..=3u64 {
                    if a + b > nsample || nsample - a - b > 2 {
                        continue;
                    }
                    let c = nsample - a - b;
                    let p = comb(5, a) * comb(3, b) * comb(2, c) / comb(10, nsample);
                    let e = p * rows as f64;
                    let o = *counts.get(&(a as i64, b as i64, c as i64)).unwrap_or(&0) as f64;
                    chi += (o - e) * (o - e) / e;
                }
            }
            assert!(chi < bound, "{method:?} n={nsample}: chi2 {chi}");
        }
    }
}

#[test]
fn device_matches_cpu_bit_for_bit() {
    let dev = test_device();
    let cases: [(&[i64], i64); 5] = [
        (&[16, 8, 4], 15),
        (&[16, 8, 4], 3),
        (&[0, 7, 0, 12, 1], 11),
        (&[1000, 2000, 3000, 4000], 6000),
        (&[5], 2),
    ];
    for (colors, n) in cases {
        for method in [MvhMethod::Marginals, MvhMethod::Count] {
            for size in [&[1usize][..], &[7], &[3, 341]] {
                let o = Opts { method };
                let c = default_rng_on(3, &Device::cpu())
                    .multivariate_hypergeometric(colors, n, size, &o)
                    .unwrap();
                let d = default_rng_on(3, &dev)
                    .multivariate_hypergeometric(colors, n, size, &o)
                    .unwrap();
                assert_eq!(c.shape(), d.shape());
                assert_eq!(
                    c.to_vec().unwrap(),
                    d.to_vec().unwrap(),
                    "{colors:?} {n} {method:?}"
                );
            }
        }
    }
}

#[test]
fn edge_cases_as_numpy() {
    let d = Device::cpu();
    let mut g = default_rng_on(1, &d);
    // numpy: multivariate_hypergeometric([], 0, size=2) -> shape (2, 0)
    let e = g
        .multivariate_hypergeometric(&[], 0, &[2], &Opts::default())
        .unwrap();
    assert_eq!(e.shape(), &[2, 0]);
    // nsample 0 -> zeros; nsample == sum -> colors; size [] -> shape [k].
    let z = g
        .multivariate_hypergeometric(&[3, 2], 0, &[2], &Opts::default())
        .unwrap();
    assert_eq!(z.to_vec().unwrap(), vec![0, 0, 0, 0]);
    for method in [MvhMethod::Marginals, MvhMethod::Count] {
        let f = g
            .multivariate_hypergeometric(&[3, 2, 5], 10, &[], &Opts { method })
            .unwrap();
        assert_eq!(f.shape(), &[3]);
        assert_eq!(f.to_vec().unwrap(), vec![3, 2, 5]);
    }
}

#[test]
fn errors_are_numpys() {
    let mut g = default_rng_on(1, &Device::cpu());
    let msg = |r: gsci_random::Result<gsci_random::Array<i64>>| match r {
        Err(Error::InvalidArgument { op, reason }) => {
            assert_eq!(op, "Generator.multivariate_hypergeometric");
            reason
        }
        other => panic!("{other:?}"),
    };
    let o = Opts::default();
    assert!(msg(g.multivariate_hypergeometric(&[3, -1], 1, &[2], &o)).starts_with(
        "colors must be a one-dimensional sequence of nonnegative integers not exceeding 9223372036854775807"
    ));
    assert!(
        msg(g.multivariate_hypergeometric(&[3, 2], -1, &[2], &o))
            .starts_with("nsample must be nonnegative.")
    );
    assert!(
        msg(g.multivariate_hypergeometric(&[3, 2], 6, &[2], &o))
            .starts_with("nsample > sum(colors)")
    );
    assert!(
        msg(g.multivariate_hypergeometric(&[1 << 62, 1 << 62], 1, &[2], &o)).starts_with(
            "sum(colors) must not exceed the maximum value of a 64 bit signed integer"
        )
    );
    assert!(matches!(
        g.multivariate_hypergeometric(&[1 << 53, 1], 1, &[2], &o),
        Err(Error::Unsupported { .. })
    ));
}
