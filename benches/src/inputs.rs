//! Benchmark inputs: random, reproducible, never zero (zero-filled inputs flatter memory systems
//! that compress and hide unwritten outputs).

use rayon::prelude::*;

/// SplitMix64: a small, fast, well-mixed generator, good enough for benchmark data.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// `n` random `f32` values with magnitudes uniform in [0.5, 1.5] and random signs, so none is
/// zero. The same `seed` gives the same values; generated in parallel.
pub fn random_f32(n: usize, seed: u64) -> Vec<f32> {
    const CHUNK: usize = 1 << 16;
    let mut v = vec![0f32; n];
    v.par_chunks_mut(CHUNK).enumerate().for_each(|(i, chunk)| {
        let mut rng = SplitMix64(seed ^ (i as u64).wrapping_mul(0xD1B5_4A32_D192_ED03));
        for x in chunk {
            let r = rng.next();
            // 24 random bits give a uniform value in [0, 1) that f32 holds exactly.
            let mag = 0.5 + (r >> 40) as f32 * (1.0 / (1u64 << 24) as f32);
            *x = if r & 1 == 1 { -mag } else { mag };
        }
    });
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn never_zero_in_range_and_reproducible() {
        let n = (1 << 17) + 3;
        let a = random_f32(n, 7);
        assert_eq!(a.len(), n);
        assert!(a.iter().all(|x| (0.5..=1.5).contains(&x.abs())));
        assert_eq!(a, random_f32(n, 7));
        assert_ne!(a, random_f32(n, 8));
        let negative = a.iter().filter(|x| **x < 0.0).count();
        assert!(
            negative > n / 3 && negative < 2 * n / 3,
            "{negative} of {n}"
        );
        let mean_mag = a.iter().map(|x| f64::from(x.abs())).sum::<f64>() / n as f64;
        assert!((mean_mag - 1.0).abs() < 0.01, "{mean_mag}");
    }

    #[test]
    fn empty() {
        assert!(random_f32(0, 1).is_empty());
    }
}
