//! Shared helpers: golden data and comparisons.
//! (golden-data access lives in tests/common/mod.rs, shared with the other test binaries)

pub use crate::shared::{Npz, to_device};
use gsci_signal::{Array, Complex64, FilterElement};

/// max |out - ref| / max |ref|, in f64 (NaN if any difference is NaN).
pub fn rel_max(out: &[Complex64], reference: &[Complex64]) -> f64 {
    assert_eq!(out.len(), reference.len(), "lengths differ");
    let scale = reference.iter().map(|v| v.norm()).fold(0.0, f64::max);
    assert!(scale > 0.0, "all-zero reference");
    let err = out
        .iter()
        .zip(reference)
        .map(|(o, r)| (*o - *r).norm())
        .fold(
            0.0,
            |m: f64, e| if e.is_nan() { f64::NAN } else { m.max(e) },
        );
    err / scale
}

/// Widened to complex128.
pub fn widen<T: FilterElement>(a: &Array<T>) -> Vec<Complex64> {
    a.to_vec()
        .expect("to_vec")
        .into_iter()
        .map(|v| v.to_c64())
        .collect()
}

pub fn assert_close(ctx: &str, out: &[Complex64], reference: &[Complex64], tol: f64) {
    let e = rel_max(out, reference);
    if std::env::var_os("GSCI_SPECTRAL_VERBOSE").is_some() {
        eprintln!("{ctx}: {e:.3e}");
    }
    assert!(
        e <= tol,
        "{ctx}: error {e:.3e} > {tol:.1e} ({} elements)",
        out.len()
    );
}
