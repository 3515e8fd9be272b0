//! NumPy's sort order as unsigned keys: what both backends sort by.
//!
//! Real values map to a `u64` whose unsigned order is NumPy's order: integers with the sign bit
//! flipped, floats (widened to f64, which is exact and monotone for f16/bf16/f32) with the usual
//! sign-magnitude flip, and every NaN mapped to the largest key, so NaNs sort last. For the
//! stable orders (argsort, unique, searchsorted) `-0.0` and `0.0` get the same key, as they
//! compare equal in NumPy; the value sort keeps them apart so that each value comes back intact.
//!
//! Complex values sort as NumPy's `[R + Rj, R + nanj, nan + Rj, nan + nanj]`: by a NaN class
//! (2 bits: real part NaN, imaginary part NaN), then the real key, then the imaginary key. The
//! CUDA kernels in `kernels/sort.cu` use the same transforms (at the dtype's own width).

use crate::dtype::{Element, Kind, Scalar};

/// The largest key: every NaN.
pub(crate) const NAN_KEY: u64 = u64::MAX;

/// The order-preserving key of a float (widened to f64). `canon_zero` maps `-0.0` to `0.0`.
#[inline]
pub(crate) fn f64_key(f: f64, canon_zero: bool) -> u64 {
    if f.is_nan() {
        return NAN_KEY;
    }
    let f = if canon_zero && f == 0.0 { 0.0 } else { f };
    let b = f.to_bits();
    if b >> 63 == 1 { !b } else { b | (1 << 63) }
}

/// The key of a real (non-complex) element; complex values use their real part.
#[inline]
pub(crate) fn real_key<T: Element>(x: T, canon_zero: bool) -> u64 {
    match x.to_scalar() {
        Scalar::Bool(b) => b as u64,
        Scalar::Int(i) => (i as u64) ^ (1 << 63),
        Scalar::UInt(u) => u,
        Scalar::Float(f) => f64_key(f, canon_zero),
        Scalar::Complex(re, _) => f64_key(re, canon_zero),
    }
}

/// The element whose [`real_key`] (without `canon_zero`) is `k`; NaN for [`NAN_KEY`].
#[inline]
pub(crate) fn decode_real<T: Element>(k: u64) -> T {
    let s = match T::DTYPE.kind() {
        Kind::Bool => Scalar::Bool(k != 0),
        Kind::Int => Scalar::Int((k ^ (1 << 63)) as i64),
        Kind::UInt => Scalar::UInt(k),
        Kind::Float | Kind::Complex => {
            let b = if k >> 63 == 1 { k ^ (1 << 63) } else { !k };
            Scalar::Float(f64::from_bits(b))
        }
    };
    T::from_scalar(s)
}

/// The full key of any element: `(nan class, key, imaginary key)`; reals have class 0 and
/// imaginary key 0. `-0.0` equals `0.0`.
#[inline]
pub(crate) fn full_key<T: Element>(x: T) -> (u8, u64, u64) {
    match x.to_scalar() {
        Scalar::Complex(re, im) => {
            let class = ((re.is_nan() as u8) << 1) | im.is_nan() as u8;
            (class, f64_key(re, true), f64_key(im, true))
        }
        _ => (0, real_key(x, true), 0),
    }
}

/// Whether `x` is NaN (a complex value with a NaN part counts).
#[inline]
pub(crate) fn is_nan<T: Element>(x: T) -> bool {
    match x.to_scalar() {
        Scalar::Float(f) => f.is_nan(),
        Scalar::Complex(re, im) => re.is_nan() || im.is_nan(),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Complex64, f16};

    #[test]
    fn float_keys_follow_numpy_order() {
        let v = [
            f64::NEG_INFINITY,
            -1.5,
            -0.0,
            0.0,
            1e-300,
            2.0,
            f64::INFINITY,
            f64::NAN,
        ];
        for w in v.windows(2) {
            assert!(f64_key(w[0], false) < f64_key(w[1], false), "{w:?}");
        }
        assert_eq!(f64_key(-0.0, true), f64_key(0.0, true));
        assert_eq!(f64_key(-f64::NAN, true), NAN_KEY);
        for x in [-3.25f64, -0.0, 0.0, 7.0, f64::INFINITY] {
            assert_eq!(decode_real::<f64>(f64_key(x, false)).to_bits(), x.to_bits());
        }
        assert!(decode_real::<f16>(NAN_KEY).is_nan());
    }

    #[test]
    fn integer_keys_round_trip() {
        for x in [i64::MIN, -1, 0, 1, i64::MAX] {
            assert_eq!(decode_real::<i64>(real_key(x, false)), x);
        }
        assert!(real_key(-1i8, false) < real_key(0i8, false));
        assert_eq!(decode_real::<u64>(real_key(u64::MAX, false)), u64::MAX);
        assert!(real_key(false, false) < real_key(true, false));
    }

    #[test]
    fn complex_nan_classes() {
        let n = f64::NAN;
        let order = [
            Complex64::new(5.0, 1.0),
            Complex64::new(-1.0, n),
            Complex64::new(n, -4.0),
            Complex64::new(n, n),
        ];
        for w in order.windows(2) {
            assert!(full_key(w[0]) < full_key(w[1]), "{w:?}");
        }
    }
}
