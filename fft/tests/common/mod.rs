//! Shared helpers of gsci-fft's tests: seeded inputs, an accurate O(n^2) reference DFT, and
//! relative L2 errors.
#![allow(dead_code)]

use gsci_core::{Complex64, Device};

/// SplitMix64: reproducible inputs without extra dependencies.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in [-1, 1).
    pub fn uniform(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 52) as f64 - 1.0
    }
}

pub fn random_real(n: usize, seed: u64) -> Vec<f64> {
    let mut r = Rng::new(seed);
    (0..n).map(|_| r.uniform()).collect()
}

pub fn random_complex(n: usize, seed: u64) -> Vec<Complex64> {
    let mut r = Rng::new(seed);
    (0..n)
        .map(|_| Complex64::new(r.uniform(), r.uniform()))
        .collect()
}

/// Neumaier-compensated sum.
#[derive(Default, Clone, Copy)]
struct Sum {
    s: f64,
    c: f64,
}

impl Sum {
    fn add(&mut self, v: f64) {
        let t = self.s + v;
        if self.s.abs() >= v.abs() {
            self.c += (self.s - t) + v;
        } else {
            self.c += (v - t) + self.s;
        }
        self.s = t;
    }
    fn get(self) -> f64 {
        self.s + self.c
    }
}

/// The unnormalized DFT `X[k] = sum_j x[j] e^{-+2 pi i jk/n}` (minus sign when `forward`),
/// with exact index reduction and compensated sums: accurate to a few ulps.
pub fn naive_dft(x: &[Complex64], forward: bool) -> Vec<Complex64> {
    let n = x.len();
    let sign = if forward { -1.0 } else { 1.0 };
    let tw: Vec<Complex64> = (0..n)
        .map(|r| {
            let (s, c) = (2.0 * std::f64::consts::PI * r as f64 / n as f64).sin_cos();
            Complex64::new(c, sign * s)
        })
        .collect();
    (0..n)
        .map(|k| {
            let (mut re, mut im) = (Sum::default(), Sum::default());
            for (j, v) in x.iter().enumerate() {
                let w = tw[(j * k) % n];
                re.add(v.re * w.re);
                re.add(-v.im * w.im);
                im.add(v.re * w.im);
                im.add(v.im * w.re);
            }
            Complex64::new(re.get(), im.get())
        })
        .collect()
}

/// `||a - b|| / ||b||`.
pub fn rel_l2(a: &[Complex64], b: &[Complex64]) -> f64 {
    assert_eq!(a.len(), b.len(), "lengths differ");
    let num: f64 = a.iter().zip(b).map(|(x, y)| (x - y).norm_sqr()).sum();
    let den: f64 = b.iter().map(|y| y.norm_sqr()).sum();
    (num / den).sqrt()
}

/// `||a - b|| / ||b||` for real vectors.
pub fn rel_l2_real(a: &[f64], b: &[f64]) -> f64 {
    assert_eq!(a.len(), b.len(), "lengths differ");
    let num: f64 = a.iter().zip(b).map(|(x, y)| (x - y) * (x - y)).sum();
    let den: f64 = b.iter().map(|y| y * y).sum();
    (num / den).sqrt()
}

pub fn to_c64(v: &[f64]) -> Vec<Complex64> {
    v.iter().map(|&x| Complex64::new(x, 0.0)).collect()
}

pub fn cpu() -> Device {
    Device::cpu()
}

/// The device under test: `GSCI_TEST_DEVICE=cuda` (or `cuda:N`) selects a GPU; anything else
/// (or nothing) the CPU.
///
/// # Panics
/// When a GPU is asked for but cannot be opened (a GPU run must not silently test the CPU).
pub fn test_device() -> Device {
    match std::env::var("GSCI_TEST_DEVICE").as_deref().map(str::trim) {
        Ok("cuda") => Device::cuda(0).expect("GSCI_TEST_DEVICE=cuda but cuda:0 cannot be opened"),
        Ok(s) if s.starts_with("cuda:") => {
            Device::parse(s).expect("GSCI_TEST_DEVICE names a GPU that cannot be opened")
        }
        _ => Device::cpu(),
    }
}

/// Values of a C-ordered `shape` buffer along `axis` at the lane through `index` (the other
/// coordinates), for checking transforms lane by lane.
pub fn lanes(shape: &[usize], axis: usize) -> Vec<Vec<usize>> {
    let outer: usize = shape[..axis].iter().product();
    let inner: usize = shape[axis + 1..].iter().product();
    let n = shape[axis];
    let mut out = Vec::new();
    for o in 0..outer {
        for j in 0..inner {
            out.push((0..n).map(|i| (o * n + i) * inner + j).collect());
        }
    }
    out
}
