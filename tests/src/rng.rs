//! Seeded inputs: SplitMix64 (Steele, Lea & Flood 2014), small and good enough for test data.

use gsci_core::{DType, Element, Kind, Scalar};

/// A SplitMix64 generator.
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    state: u64,
}

/// A generator seeded with `seed` (the same seed gives the same sequence on every machine).
pub fn seeded(seed: u64) -> SplitMix64 {
    SplitMix64 { state: seed }
}

impl SplitMix64 {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `[0, 1)`, with 53 random bits.
    pub fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
    }

    /// Uniform in `[lo, hi)`.
    pub fn uniform(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.next_f64()
    }

    /// Uniform in `0..n` (`n > 0`; the modulo bias is below 2^-40 for `n < 2^24`).
    pub fn below(&mut self, n: u64) -> u64 {
        assert!(n > 0, "below(0)");
        self.next_u64() % n
    }

    /// A standard normal deviate (Box–Muller).
    pub fn normal(&mut self) -> f64 {
        let u1 = 1.0 - self.next_f64(); // in (0, 1]: ln is finite
        let u2 = self.next_f64();
        (-2.0 * u1.ln()).sqrt() * (std::f64::consts::TAU * u2).cos()
    }
}

/// `n` random elements typical of `T`'s dtype: bools and integers uniform over the whole type
/// (so both signs and the extremes occur), floats standard normal, complex numbers with standard
/// normal parts. Never all zeros for `n > 8`.
pub fn random_vec<T: Element>(rng: &mut SplitMix64, n: usize) -> Vec<T> {
    (0..n)
        .map(|_| {
            T::from_scalar(match T::DTYPE.kind() {
                Kind::Bool => Scalar::Bool(rng.next_u64() >> 63 == 1),
                // Casting u64 to a narrower integer keeps the low bits: uniform over the type.
                Kind::Int | Kind::UInt => Scalar::UInt(rng.next_u64()),
                Kind::Float => Scalar::Float(rng.normal()),
                Kind::Complex => Scalar::Complex(rng.normal(), rng.normal()),
            })
        })
        .collect()
}

/// A seed that differs per dtype, for tests that loop over dtypes.
pub fn dtype_seed(base: u64, dtype: DType) -> u64 {
    let index = DType::ALL.iter().position(|&d| d == dtype).unwrap_or(0) as u64;
    base ^ (index + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gsci_core::{Complex64, f16};

    #[test]
    fn splitmix64_reference_values() {
        // The first outputs for seed 1234567 from the reference implementation (Vigna's
        // splitmix64.c).
        let mut r = seeded(1234567);
        assert_eq!(r.next_u64(), 6457827717110365317);
        assert_eq!(r.next_u64(), 3203168211198807973);
        assert_eq!(r.next_u64(), 9817491932198370423);
    }

    #[test]
    fn distributions_are_sane() {
        let mut r = seeded(7);
        let n = 20_000;
        let u: Vec<f64> = (0..n).map(|_| r.next_f64()).collect();
        assert!(u.iter().all(|&x| (0.0..1.0).contains(&x)));
        let mean = u.iter().sum::<f64>() / n as f64;
        assert!((mean - 0.5).abs() < 0.01, "uniform mean {mean}");
        let z: Vec<f64> = (0..n).map(|_| r.normal()).collect();
        let mean = z.iter().sum::<f64>() / n as f64;
        let var = z.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n as f64;
        assert!(
            mean.abs() < 0.03 && (var - 1.0).abs() < 0.05,
            "{mean} {var}"
        );
        assert!((0..1000).all(|_| r.below(3) < 3));
    }

    #[test]
    fn random_vec_covers_the_type() {
        let mut r = seeded(1);
        let v: Vec<i8> = random_vec(&mut r, 4000);
        assert!(v.contains(&i8::MIN) && v.contains(&i8::MAX) && v.contains(&0));
        let b: Vec<bool> = random_vec(&mut r, 100);
        assert!(b.contains(&true) && b.contains(&false));
        let h: Vec<f16> = random_vec(&mut r, 100);
        assert!(h.iter().any(|x| x.to_f32() < 0.0) && h.iter().any(|x| x.to_f32() > 0.0));
        let c: Vec<Complex64> = random_vec(&mut r, 10);
        assert!(c.iter().all(|z| z.re != 0.0 && z.im != 0.0));
        assert_ne!(
            dtype_seed(5, gsci_core::DType::F32),
            dtype_seed(5, gsci_core::DType::F64)
        );
    }
}
