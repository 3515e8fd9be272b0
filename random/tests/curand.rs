//! cuRAND-compatible bit generators (XORWOW, MRG32k3a).
//!
//! Where each expected value comes from:
//! * XORWOW, seed 0, `curandGenerate` of 10 words on a GPU: 3179217846 3955638199 ... printed in
//!   the NVIDIA developer forum thread "XORWOW Generator Understanding in CURAND"
//!   (forums.developer.nvidia.com/t/xorwow-generator-understanding-in-curand/44909). Element
//!   `n` of that list comes from subsequence `n` (legacy ordering), so it checks the
//!   recurrence, the seed scrambling, the 2^67 jump matrix and the ordering at once.
//! * MRG32k3a, seed 0 (cuRAND's state 12345 x 6, L'Ecuyer's default seed): the first five
//!   integers of L'Ecuyer's RngStream.c from that state, 545508589 1368065410 1327943761
//!   3546985096 951893194 (its uniforms 0.12701112204657714 ... are these over m1 + 1; cuRAND
//!   divides by m1: `curand_uniform_double` = r * 2.3283065498378288e-10). In legacy
//!   ordering they are elements 0, 4096, 8192, ... (subsequence 0).
//! * Everything else has no published vector: on `GSCI_TEST_DEVICE=cuda` the device (cuRAND
//!   itself) must give the CPU twin's bits, for both generators, several seeds, offsets and
//!   sizes (not multiples of 4096), and consecutive draws.

use gsci_random::{BitGenerator, Device, Error, Generator};
use gsci_tests::test_device;

fn xorwow(seed: u64, offset: u64, d: &Device) -> Generator {
    Generator::new(BitGenerator::Xorwow { seed, offset }, d)
}
fn mrg(seed: u64, offset: u64, d: &Device) -> Generator {
    Generator::new(BitGenerator::Mrg32k3a { seed, offset }, d)
}

#[test]
fn xorwow_seed0_matches_published_curand_words() {
    let want = [
        3179217846u32,
        3955638199,
        167591721,
        4161663997,
        3973448494,
        1917059131,
        2866113984,
        472148682,
        2019573489,
        2204150021,
    ];
    for d in [Device::cpu(), test_device()] {
        let got = xorwow(0, 0, &d)
            .random_raw_u32(&[10])
            .unwrap()
            .to_vec()
            .unwrap();
        assert_eq!(got, want, "{d:?}");
    }
}

#[test]
fn mrg32k3a_seed0_is_lecuyers_reference_stream() {
    let want = [545508589u64, 1368065410, 1327943761, 3546985096, 951893194];
    for d in [Device::cpu(), test_device()] {
        let u = mrg(0, 0, &d)
            .random::<f64>(&[4 * 4096 + 1])
            .unwrap()
            .to_vec()
            .unwrap();
        for (k, y) in want.iter().enumerate() {
            assert_eq!(
                u[4096 * k].to_bits(),
                (*y as f64 * 2.328_306_549_837_829e-10).to_bits(),
                "{d:?} position {k}"
            );
        }
    }
}

/// Element `o + i` of a draw at offset 0 is element `i` of a draw at offset `o`, and
/// consecutive draws continue the sequence.
#[test]
fn offsets_and_consecutive_draws_continue_the_sequence() {
    let cpu = Device::cpu();
    for make in [xorwow, mrg] {
        let all = make(99, 0, &cpu)
            .random_raw_u32(&[20000])
            .unwrap()
            .to_vec()
            .unwrap();
        let part = make(99, 5001, &cpu)
            .random_raw_u32(&[9000])
            .unwrap()
            .to_vec()
            .unwrap();
        assert_eq!(&all[5001..14001], &part[..]);
        let mut g = make(99, 0, &cpu);
        let a = g.random_raw_u32(&[4097]).unwrap().to_vec().unwrap();
        let b = g.random_raw_u32(&[3, 5]).unwrap().to_vec().unwrap();
        assert_eq!(&all[..4097], &a[..]);
        assert_eq!(&all[4097..4112], &b[..]);
        match g.bit_generator_state() {
            BitGenerator::Xorwow { offset, .. } | BitGenerator::Mrg32k3a { offset, .. } => {
                assert_eq!(offset, 4112)
            }
            BitGenerator::Philox(_) => panic!("not a cuRAND generator"),
        }
    }
}

fn bits32(v: Vec<f32>) -> Vec<u64> {
    v.into_iter().map(|x| x.to_bits() as u64).collect()
}
fn bits64(v: Vec<f64>) -> Vec<u64> {
    v.into_iter().map(f64::to_bits).collect()
}

type Draw = fn(&mut Generator, &[usize]) -> Vec<u64>;

/// The device gives the CPU twin's bits (cuRAND itself on CUDA) for every supported draw.
#[test]
fn device_matches_cpu_twin_bit_for_bit() {
    let dev = test_device();
    let cpu = Device::cpu();
    let draws: Vec<(&str, bool, Draw)> = vec![
        ("raw", true, |g, s| {
            g.random_raw_u32(s)
                .unwrap()
                .to_vec()
                .unwrap()
                .into_iter()
                .map(u64::from)
                .collect()
        }),
        ("random f32", true, |g, s| {
            bits32(g.random::<f32>(s).unwrap().to_vec().unwrap())
        }),
        ("random f64", false, |g, s| {
            bits64(g.random::<f64>(s).unwrap().to_vec().unwrap())
        }),
        ("uniform", false, |g, s| {
            bits64(g.uniform(-2.0, 3.0, s).unwrap().to_vec().unwrap())
        }),
        ("standard_normal f64", true, |g, s| {
            bits64(g.standard_normal::<f64>(s).unwrap().to_vec().unwrap())
        }),
        ("standard_normal f32", true, |g, s| {
            bits32(g.standard_normal::<f32>(s).unwrap().to_vec().unwrap())
        }),
        ("normal", true, |g, s| {
            bits64(g.normal(1.5, 0.25, s).unwrap().to_vec().unwrap())
        }),
        ("lognormal", true, |g, s| {
            bits64(g.lognormal(0.1, 0.5, s).unwrap().to_vec().unwrap())
        }),
    ];
    for (name, on_xorwow, draw) in &draws {
        for (kind, make) in [
            ("xorwow", xorwow as fn(u64, u64, &Device) -> Generator),
            ("mrg", mrg),
        ] {
            if kind == "xorwow" && !on_xorwow {
                continue;
            }
            for (seed, offset) in [(0u64, 0u64), (1234, 0), (0xdead_beef_0123_4567, 12345)] {
                for size in [&[1usize][..], &[7], &[4097], &[3, 33335]] {
                    let mut gc = make(seed, offset, &cpu);
                    let mut gd = make(seed, offset, &dev);
                    let c = draw(&mut gc, size);
                    let d = draw(&mut gd, size);
                    assert_eq!(c.len(), size.iter().product::<usize>());
                    assert!(
                        c == d,
                        "{kind} {name} seed {seed} offset {offset} size {size:?}"
                    );
                    // A second draw continues from the same offset on both.
                    assert_eq!(gc.bit_generator_state(), gd.bit_generator_state());
                    assert!(
                        draw(&mut gc, &[5]) == draw(&mut gd, &[5]),
                        "{kind} {name} second draw"
                    );
                }
            }
        }
    }
}

#[test]
fn values_are_in_curands_ranges_and_look_random() {
    let d = test_device();
    let f = xorwow(5, 0, &d)
        .random::<f32>(&[100000])
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(f.iter().all(|x| *x > 0.0 && *x <= 1.0));
    let mean = f.iter().map(|x| *x as f64).sum::<f64>() / f.len() as f64;
    assert!((mean - 0.5).abs() < 0.005, "{mean}");
    let u = mrg(5, 0, &d)
        .random::<f64>(&[100000])
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(u.iter().all(|x| *x > 0.0 && *x <= 1.0));
    let z = mrg(6, 0, &d)
        .standard_normal::<f64>(&[100001])
        .unwrap()
        .to_vec()
        .unwrap();
    let m = z.iter().sum::<f64>() / z.len() as f64;
    let v = z.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / z.len() as f64;
    assert!(
        m.abs() < 0.01 && (v - 1.0).abs() < 0.015,
        "mean {m} var {v}"
    );
}

fn unsupported(r: gsci_random::Result<impl std::fmt::Debug>, words: &[&str]) {
    match r {
        Err(Error::Unsupported { what, .. }) => {
            for w in words {
                assert!(what.contains(w), "{what:?} lacks {w:?}");
            }
        }
        other => panic!("expected Unsupported, got {other:?}"),
    }
}

#[test]
fn unsupported_combinations_name_generator_and_dtype() {
    let d = Device::cpu();
    unsupported(xorwow(1, 0, &d).random::<f64>(&[3]), &["XORWOW", "float64"]);
    unsupported(
        mrg(1, 0, &d).gamma(2.0, 1.0, &[3]),
        &["MRG32k3a", "f64", "gamma"],
    );
    unsupported(
        xorwow(1, 0, &d).poisson(2.0, &[3]),
        &["XORWOW", "i64", "poisson"],
    );
    unsupported(xorwow(1, 0, &d).random_raw(&[3]), &["XORWOW", "uint64"]);
    unsupported(
        mrg(1, 0, &d).dirichlet(&[1.0, 2.0], &[3]),
        &["MRG32k3a", "dirichlet"],
    );
    let mut p = gsci_random::default_rng_on(1, &d);
    unsupported(p.random_raw_u32(&[3]), &["Philox"]);
}
