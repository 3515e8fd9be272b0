//! `Generator(Philox(seed)).random()` and friends against NumPy 2.4.6 (random/golden/
//! numpy_philox.npz): the same bits and the same state afterwards, on the device under test.

use crate::common::Npz;
use gsci_random::{Generator, PhiloxState, SeedSequence, default_rng_on};
use gsci_tests::test_device;

const SEEDS: [u128; 6] = [0, 1, 42, 12345, (1u128 << 64) + 7, (1u128 << 100) + 3];

/// The call sequence of generate.py's `run_calls`.
fn run_calls(g: &mut Generator) -> (Vec<f64>, Vec<f32>, Vec<u64>) {
    let (mut f64s, mut f32s, mut raw) = (Vec::new(), Vec::new(), Vec::new());
    f64s.extend(g.random::<f64>(&[1]).unwrap().to_vec().unwrap());
    f64s.extend(g.random::<f64>(&[3]).unwrap().to_vec().unwrap());
    f32s.extend(g.random::<f32>(&[1]).unwrap().to_vec().unwrap());
    f32s.extend(g.random::<f32>(&[5]).unwrap().to_vec().unwrap());
    f64s.extend(g.random::<f64>(&[5]).unwrap().to_vec().unwrap());
    f32s.extend(g.random::<f32>(&[3]).unwrap().to_vec().unwrap());
    raw.extend(g.random_raw(&[3]).unwrap().to_vec().unwrap());
    f64s.extend(g.random::<f64>(&[10, 100]).unwrap().to_vec().unwrap());
    f32s.extend(g.random::<f32>(&[1000]).unwrap().to_vec().unwrap());
    f64s.extend(g.uniform(-2.0, 3.0, &[7]).unwrap().to_vec().unwrap());
    f32s.extend(g.random::<f32>(&[1]).unwrap().to_vec().unwrap());
    f64s.extend(g.random::<f64>(&[2]).unwrap().to_vec().unwrap());
    (f64s, f32s, raw)
}

fn check_state(z: &mut Npz, prefix: &str, s: &PhiloxState) {
    assert_eq!(
        z.get::<u64>(&format!("{prefix}_counter")),
        s.counter,
        "{prefix} counter"
    );
    assert_eq!(
        z.get::<u64>(&format!("{prefix}_key")),
        s.key,
        "{prefix} key"
    );
    let misc = z.get::<u64>(&format!("{prefix}_misc"));
    assert_eq!(misc[0] as usize, s.buffer_pos, "{prefix} buffer_pos");
    assert_eq!(misc[1] == 1, s.has_uint32, "{prefix} has_uint32");
    assert_eq!(misc[2] as u32, s.uinteger, "{prefix} uinteger");
    if s.buffer_pos < 4 {
        assert_eq!(
            z.get::<u64>(&format!("{prefix}_buffer")),
            s.buffer,
            "{prefix} buffer"
        );
    }
}

fn bits64(v: &[f64]) -> Vec<u64> {
    v.iter().map(|x| x.to_bits()).collect()
}
fn bits32(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

#[test]
fn seeded_streams_match_numpy() {
    let mut z = Npz::open("numpy_philox.npz");
    let dev = test_device();
    for (idx, &seed) in SEEDS.iter().enumerate() {
        let ss = SeedSequence::new(seed);
        assert_eq!(
            z.get::<u32>(&format!("seed{idx}_pool")),
            ss.pool(),
            "pool of {seed}"
        );
        let mut g = default_rng_on(seed, &dev);
        assert_eq!(
            z.get::<u64>(&format!("seed{idx}_key")),
            g.bit_generator().key
        );
        let (a, b, c) = run_calls(&mut g);
        assert_eq!(
            bits64(&a),
            bits64(&z.get::<f64>(&format!("seed{idx}_f64"))),
            "f64 of {seed}"
        );
        assert_eq!(
            bits32(&b),
            bits32(&z.get::<f32>(&format!("seed{idx}_f32"))),
            "f32 of {seed}"
        );
        assert_eq!(c, z.get::<u64>(&format!("seed{idx}_raw")), "raw of {seed}");
        check_state(&mut z, &format!("seed{idx}_end"), g.bit_generator());
    }
}

#[test]
fn keyed_stream_matches_numpy() {
    let mut z = Npz::open("numpy_philox.npz");
    let key: u128 = 0x0123456789ABCDEF_FEDCBA9876543210;
    let mut g = Generator::from_key(
        [key as u64, (key >> 64) as u64],
        [u64::MAX - 2, 0, 0, 0],
        &test_device(),
    );
    let (a, b, c) = run_calls(&mut g);
    assert_eq!(bits64(&a), bits64(&z.get::<f64>("keyed_f64")));
    assert_eq!(bits32(&b), bits32(&z.get::<f32>("keyed_f32")));
    assert_eq!(c, z.get::<u64>("keyed_raw"));
    check_state(&mut z, "keyed_end", g.bit_generator());
}

#[test]
fn spawn_jump_and_advance_match_numpy() {
    let mut z = Npz::open("numpy_philox.npz");
    let mut root = SeedSequence::new(42);
    let mut kids = root.spawn(3).unwrap();
    let grand = kids[1].spawn(2).unwrap();
    for (name, s) in [
        ("kid0", &kids[0]),
        ("kid2", &kids[2]),
        ("grand1", &grand[1]),
    ] {
        assert_eq!(z.get::<u32>(&format!("{name}_pool")), s.pool(), "{name}");
        assert_eq!(
            z.get::<u64>(&format!("{name}_key")),
            s.generate_state_u64(2),
            "{name}"
        );
    }
    let dev = test_device();
    let mut g = default_rng_on(7, &dev);
    g.random::<f64>(&[3]).unwrap();
    let spawned = g.spawn(2).unwrap();
    assert_eq!(z.get::<u64>("spawn_key"), spawned[1].bit_generator().key);
    let mut j = g.jumped(3);
    assert_eq!(
        j.random_raw(&[6]).unwrap().to_vec().unwrap(),
        z.get::<u64>("jumped_raw")
    );
    check_state(&mut z, "jumped_end", j.bit_generator());
    let mut a = default_rng_on(7, &dev);
    a.random_raw(&[2]).unwrap();
    a.advance((1u128 << 70) + 3);
    assert_eq!(
        a.random_raw(&[6]).unwrap().to_vec().unwrap(),
        z.get::<u64>("advanced_raw")
    );
}

#[test]
fn state_save_and_restore_repeats_draws() {
    let mut g = default_rng_on(99, &test_device());
    g.random::<f32>(&[3]).unwrap();
    let saved = g.state();
    let a = g.random::<f64>(&[17]).unwrap().to_vec().unwrap();
    let b = g.normal(0.0, 1.0, &[33]).unwrap().to_vec().unwrap();
    g.set_state(&saved);
    assert_eq!(g.random::<f64>(&[17]).unwrap().to_vec().unwrap(), a);
    assert_eq!(g.normal(0.0, 1.0, &[33]).unwrap().to_vec().unwrap(), b);
    // A second draw of the same distribution is different.
    assert_ne!(g.normal(0.0, 1.0, &[33]).unwrap().to_vec().unwrap(), b);
}

#[test]
fn large_draw_matches_a_sequential_cpu_stream() {
    // 2^20 + 3 words with a partly used buffer: every word equals the scalar stream's.
    let mut g = default_rng_on(2024, &test_device());
    g.random_raw(&[1]).unwrap();
    let mut st = g.bit_generator().clone();
    let n = (1 << 20) + 3;
    let got = g.random_raw(&[n]).unwrap().to_vec().unwrap();
    for (i, &w) in got.iter().enumerate() {
        assert_eq!(w, st.next_u64(), "word {i}");
    }
    assert_eq!(&st, g.bit_generator());
}
