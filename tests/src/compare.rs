//! Comparing results: exactly (bit for bit, any NaN equal to any NaN) and by relative error.

use gsci_core::{Complex32, Complex64, Element, Scalar, bf16, f16};
use std::any::Any;
use std::fmt::Write;

/// How many mismatches a report lists before summarising the rest.
const MAX_LISTED: usize = 40;

fn same_float(a: f64, b: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits()
}

/// Whether two elements are the same value, bit for bit (so `-0.0 != 0.0`), except that any NaN
/// equals any NaN (payloads and signs of NaN may differ between backends).
pub fn exact_eq<T: Element>(a: T, b: T) -> bool {
    // Widening every float to f64 is injective on non-NaN values, signed zeros included.
    match (a.to_scalar(), b.to_scalar()) {
        (Scalar::Float(x), Scalar::Float(y)) => same_float(x, y),
        (Scalar::Complex(xr, xi), Scalar::Complex(yr, yi)) => {
            same_float(xr, yr) && same_float(xi, yi)
        }
        _ => a == b,
    }
}

/// The indices where `got` and `want` differ (see [`exact_eq`]).
///
/// # Panics
/// If the lengths differ.
pub fn exact_mismatches<T: Element>(got: &[T], want: &[T]) -> Vec<usize> {
    assert_eq!(got.len(), want.len(), "lengths differ");
    (0..got.len())
        .filter(|&i| !exact_eq(got[i], want[i]))
        .collect()
}

/// The bit pattern of a floating-point element in hex (`None` for bool and integers).
pub fn bits_hex<T: Element>(x: T) -> Option<String> {
    let x: &dyn Any = &x;
    if let Some(v) = x.downcast_ref::<f16>() {
        Some(format!("{:#06x}", v.to_bits()))
    } else if let Some(v) = x.downcast_ref::<bf16>() {
        Some(format!("{:#06x}", v.to_bits()))
    } else if let Some(v) = x.downcast_ref::<f32>() {
        Some(format!("{:#010x}", v.to_bits()))
    } else if let Some(v) = x.downcast_ref::<f64>() {
        Some(format!("{:#018x}", v.to_bits()))
    } else if let Some(v) = x.downcast_ref::<Complex32>() {
        Some(format!(
            "({:#010x}, {:#010x})",
            v.re.to_bits(),
            v.im.to_bits()
        ))
    } else {
        x.downcast_ref::<Complex64>()
            .map(|v| format!("({:#018x}, {:#018x})", v.re.to_bits(), v.im.to_bits()))
    }
}

fn describe<T: Element>(x: T) -> String {
    match bits_hex(x) {
        Some(bits) => format!("{x:?} [{bits}]"),
        None => format!("{x:?}"),
    }
}

/// Panics, listing the differences, unless `got` equals `want` element for element (see
/// [`exact_eq`]).
pub fn assert_exact<T: Element>(context: &str, got: &[T], want: &[T]) {
    assert_eq!(
        got.len(),
        want.len(),
        "{context}: {} elements, expected {}",
        got.len(),
        want.len()
    );
    let bad = exact_mismatches(got, want);
    if bad.is_empty() {
        return;
    }
    let mut msg = format!(
        "{context}: {} of {} elements differ ({})\n",
        bad.len(),
        got.len(),
        T::DTYPE
    );
    for &i in bad.iter().take(MAX_LISTED) {
        let _ = writeln!(
            msg,
            "  [{i}] got {}, expected {}",
            describe(got[i]),
            describe(want[i])
        );
    }
    if bad.len() > MAX_LISTED {
        let _ = writeln!(msg, "  ... and {} more", bad.len() - MAX_LISTED);
    }
    panic!("{msg}");
}

/// `None` if the cast results `got` equal `want` exactly, else a report naming, for each
/// difference, the input (value and bits), the expected and the obtained value.
///
/// # Panics
/// If the three slices are not of one length.
pub fn cast_report<S: Element, D: Element>(
    context: &str,
    inputs: &[S],
    got: &[D],
    want: &[D],
) -> Option<String> {
    assert_eq!(inputs.len(), want.len(), "{context}: inputs and expected");
    assert_eq!(got.len(), want.len(), "{context}: result length");
    let bad = exact_mismatches(got, want);
    if bad.is_empty() {
        return None;
    }
    let mut msg = format!(
        "{context}: astype {} -> {}: {} of {} elements differ\n",
        S::DTYPE,
        D::DTYPE,
        bad.len(),
        got.len()
    );
    for &i in bad.iter().take(MAX_LISTED) {
        let _ = writeln!(
            msg,
            "  [{i}] input {} -> got {}, expected {}",
            describe(inputs[i]),
            describe(got[i]),
            describe(want[i])
        );
    }
    if bad.len() > MAX_LISTED {
        let _ = writeln!(msg, "  ... and {} more", bad.len() - MAX_LISTED);
    }
    Some(msg)
}

/// `(re, im)` of any element as f64 (bool as 0/1, integers exactly up to 2^53).
fn components<T: Element>(x: T) -> (f64, f64) {
    match x.to_scalar() {
        Scalar::Bool(b) => (f64::from(u8::from(b)), 0.0),
        Scalar::Int(i) => (i as f64, 0.0),
        Scalar::UInt(u) => (u as f64, 0.0),
        Scalar::Float(f) => (f, 0.0),
        Scalar::Complex(re, im) => (re, im),
    }
}

/// The relative error `‖out − ref‖₂ / ‖ref‖₂`, computed in f64 (complex values by modulus).
/// NaN anywhere gives NaN, which no tolerance accepts.
///
/// # Panics
/// If the lengths differ or `‖ref‖` is zero (a zero reference tests nothing).
pub fn rel_error<T: Element>(out: &[T], reference: &[T]) -> f64 {
    assert_eq!(out.len(), reference.len(), "lengths differ");
    let (mut diff, mut norm) = (0.0f64, 0.0f64);
    for (&o, &r) in out.iter().zip(reference) {
        let ((or, oi), (rr, ri)) = (components(o), components(r));
        diff += (or - rr).powi(2) + (oi - ri).powi(2);
        norm += rr * rr + ri * ri;
    }
    assert!(
        norm > 0.0,
        "the reference is all zeros: a relative error against it tests nothing"
    );
    (diff / norm).sqrt()
}

/// Panics unless `rel_error(out, reference) <= tol`.
pub fn assert_rel_close<T: Element>(context: &str, out: &[T], reference: &[T], tol: f64) {
    let err = rel_error(out, reference);
    assert!(
        err <= tol,
        "{context}: relative error {err:.3e} exceeds {tol:.1e} ({} elements, {})",
        out.len(),
        T::DTYPE
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nan_equals_nan_but_signed_zeros_differ() {
        assert!(exact_eq(f64::NAN, -f64::NAN));
        assert!(exact_eq(f32::NAN, f32::from_bits(0x7fc0_0001)));
        assert!(!exact_eq(0.0f64, -0.0));
        assert!(!exact_eq(f16::ZERO, f16::NEG_ZERO));
        assert!(exact_eq(bf16::NAN, bf16::from_bits(0xffc1)));
        assert!(!exact_eq(1.0f32, 1.0000001));
        assert!(exact_eq(
            Complex64::new(f64::NAN, 1.0),
            Complex64::new(f64::NAN, 1.0)
        ));
        assert!(!exact_eq(
            Complex32::new(f32::NAN, 1.0),
            Complex32::new(f32::NAN, -1.0)
        ));
        assert!(!exact_eq(-1i64, 1));
        assert!(exact_eq(true, true) && !exact_eq(true, false));
    }

    #[test]
    fn mismatches_are_listed() {
        assert_eq!(exact_mismatches(&[1u8, 2, 3, 4], &[1, 0, 3, 5]), vec![1, 3]);
        let report = cast_report("t", &[0.5f64, 2.0], &[0u8, 2], &[1u8, 2]).expect("differs");
        assert!(report.contains("[0] input 0.5 [0x3fe0000000000000] -> got 0, expected 1"));
        assert!(cast_report("t", &[0.5f64], &[0u8], &[0u8]).is_none());
        let r = std::panic::catch_unwind(|| assert_exact("t", &[1.0f32], &[2.0]));
        assert!(r.is_err());
    }

    #[test]
    fn bits_of_floats_only() {
        assert_eq!(bits_hex(1.0f32).as_deref(), Some("0x3f800000"));
        assert_eq!(bits_hex(f16::ONE).as_deref(), Some("0x3c00"));
        assert_eq!(bits_hex(3u8), None);
    }

    #[test]
    fn relative_error() {
        let r = [3.0f64, 4.0];
        assert_eq!(rel_error(&r, &r), 0.0);
        assert!((rel_error(&[3.0f64, 4.5], &r) - 0.1).abs() < 1e-15);
        let c = [Complex64::new(3.0, 4.0)];
        assert!((rel_error(&[Complex64::new(3.0, 4.5)], &c) - 0.1).abs() < 1e-15);
        assert!(rel_error(&[f32::NAN], &[1.0]).is_nan());
        assert_rel_close("close", &[1.0f32 + 1e-7], &[1.0], 1e-6);
        let r = std::panic::catch_unwind(|| assert_rel_close("nan", &[f32::NAN], &[1.0], 1.0));
        assert!(r.is_err());
        let r = std::panic::catch_unwind(|| rel_error(&[1.0f64], &[0.0]));
        assert!(r.is_err(), "a zero reference is refused");
    }
}
