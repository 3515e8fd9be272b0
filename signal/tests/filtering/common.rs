//! Shared helpers: golden data, arrays, comparisons.
//! (golden-data access lives in tests/common/mod.rs, shared with the other test binaries)

pub use crate::shared::{Npz, to_device};
use gsci_signal::{Array, Complex64, FilterElement};

/// max |out - ref| / max |ref|, in f64.
pub fn rel_max<T: FilterElement>(out: &[T], reference: &[T]) -> f64 {
    assert_eq!(out.len(), reference.len(), "lengths differ");
    let scale = reference.iter().map(|v| v.abs_f64()).fold(0.0, f64::max);
    assert!(scale > 0.0, "all-zero reference");
    let err = out
        .iter()
        .zip(reference)
        .map(|(o, r)| (*o - *r).abs_f64())
        .fold(
            0.0,
            |m: f64, e| if e.is_nan() { f64::NAN } else { m.max(e) },
        );
    err / scale
}

pub fn assert_close<T: FilterElement>(ctx: &str, out: &Array<T>, reference: &[T], tol: f64) {
    let o = out.to_vec().expect("to_vec");
    let e = rel_max(&o, reference);
    assert!(
        e <= tol,
        "{ctx}: error {e:.3e} > {tol:.1e} ({} elements)",
        o.len()
    );
}

/// The tolerance of a dtype against a float64/float32 SciPy reference.
pub fn tol<T: FilterElement>() -> f64 {
    match T::DTYPE {
        gsci_signal::DType::F32 | gsci_signal::DType::C64 => 2e-5,
        _ => 1e-12,
    }
}

/// Deterministic pseudo-random values in [-1, 1) (SplitMix64).
pub fn rand_vec<T: FilterElement>(seed: u64, n: usize) -> Vec<T> {
    let mut s = seed;
    let mut next = || {
        s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = s;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    };
    (0..n)
        .map(|_| {
            let re = next();
            let im = next();
            T::from_c64(Complex64::new(re, im))
        })
        .collect()
}
