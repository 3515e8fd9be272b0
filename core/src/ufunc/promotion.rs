//! NumPy 2 type promotion: `result_type` between dtypes, casting rules, and NEP 50 weak Python
//! scalars.
//!
//! bfloat16 is not a NumPy dtype; ml_dtypes (0.5) promotes it with bool, int8, uint8 (-> bfloat16)
//! and with float32/float64/complex (-> those), and refuses to promote it with float16 and with
//! integers wider than 8 bits. gsci treats bfloat16 exactly like float16 there: bfloat16 + float16
//! -> float32, bfloat16 + (u)int16 -> float32, bfloat16 + (u)int32/(u)int64 -> float64, and a
//! Python complex with bfloat16 -> complex64.

use crate::dtype::{DType, Kind, Scalar};
use crate::error::{Error, Result};

/// Rank of a float dtype for promotion (float16 and bfloat16 share a rank).
fn float_rank(d: DType) -> u8 {
    match d {
        DType::F16 | DType::BF16 => 0,
        DType::F32 => 1,
        _ => 2,
    }
}

/// The smallest float that holds every value of an integer (or bool) dtype, as NumPy's safe casts.
fn float_for_int(d: DType) -> DType {
    match d {
        DType::Bool | DType::I8 | DType::U8 => DType::F16,
        DType::I16 | DType::U16 => DType::F32,
        _ => DType::F64,
    }
}

fn int_of(bytes: usize, signed: bool) -> DType {
    match (bytes, signed) {
        (1, true) => DType::I8,
        (2, true) => DType::I16,
        (4, true) => DType::I32,
        (8, true) => DType::I64,
        (1, false) => DType::U8,
        (2, false) => DType::U16,
        (4, false) => DType::U32,
        _ => DType::U64,
    }
}

/// The promoted float of two floats.
fn promote_floats(a: DType, b: DType) -> DType {
    if a == b {
        return a;
    }
    if float_rank(a) == 0 && float_rank(b) == 0 {
        // float16 with bfloat16: neither holds the other.
        return DType::F32;
    }
    if float_rank(a) >= float_rank(b) { a } else { b }
}

/// A float promoted with an integer: the float itself when it holds every value of the integer
/// (bfloat16 holds 8-bit integers like float16 does), else the smallest float that does.
fn float_with_int(f: DType, int: DType) -> DType {
    let need = float_for_int(int);
    if float_rank(need) <= float_rank(f) {
        f
    } else {
        need
    }
}

/// The complex dtype with at least the precision of a float dtype.
fn complex_for_float(f: DType) -> DType {
    if float_rank(f) <= 1 {
        DType::C64
    } else {
        DType::C128
    }
}

/// The dtype NumPy's `numpy.result_type(a, b)` gives for two array dtypes.
///
/// Equivalent to `numpy.result_type`. bfloat16 (not a NumPy dtype) follows ml_dtypes where ml_dtypes
/// defines a result (bfloat16 with bool/int8/uint8 is bfloat16, with float32/float64/complex the
/// wider type) and float16's rule where ml_dtypes refuses to promote: bfloat16 with float16 or
/// (u)int16 is float32, with (u)int32/(u)int64 float64.
///
/// # Errors
/// None: every pair of dtypes promotes.
///
/// # Example
/// ```
/// use gsci_core::{ufunc::result_type, DType};
/// assert_eq!(result_type(DType::I8, DType::U8), DType::I16);
/// assert_eq!(result_type(DType::U64, DType::I64), DType::F64);
/// assert_eq!(result_type(DType::I16, DType::F16), DType::F32);
/// assert_eq!(result_type(DType::C64, DType::F64), DType::C128);
/// ```
pub fn result_type(a: DType, b: DType) -> DType {
    use Kind::*;
    if a == b {
        return a;
    }
    match (a.kind(), b.kind()) {
        (Bool, _) => b,
        (_, Bool) => a,
        (Int, Int) | (UInt, UInt) => {
            if a.itemsize() >= b.itemsize() {
                a
            } else {
                b
            }
        }
        (Int, UInt) | (UInt, Int) => {
            let (s, u) = if a.kind() == Int { (a, b) } else { (b, a) };
            if u.itemsize() < s.itemsize() {
                s
            } else if u.itemsize() < 8 {
                int_of(u.itemsize() * 2, true)
            } else {
                DType::F64
            }
        }
        (Int | UInt, Float) => float_with_int(b, a),
        (Float, Int | UInt) => float_with_int(a, b),
        (Float, Float) => promote_floats(a, b),
        (Int | UInt, Complex) => promote_complex(complex_for_float(float_for_int(a)), b),
        (Complex, Int | UInt) => promote_complex(a, complex_for_float(float_for_int(b))),
        (Float, Complex) => promote_complex(complex_for_float(a), b),
        (Complex, Float) => promote_complex(a, complex_for_float(b)),
        (Complex, Complex) => promote_complex(a, b),
    }
}

fn promote_complex(a: DType, b: DType) -> DType {
    if a == DType::C128 || b == DType::C128 {
        DType::C128
    } else {
        DType::C64
    }
}

/// NumPy's casting rules for [`can_cast`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Casting {
    /// Only casts that keep every value (`"safe"`).
    Safe,
    /// Safe casts, or casts within a kind / to a higher kind (`"same_kind"`, the default for
    /// `out=` arguments).
    #[default]
    SameKind,
    /// Any cast (`"unsafe"`).
    Unsafe,
}

fn kind_rank(d: DType) -> u8 {
    match d.kind() {
        Kind::Bool => 0,
        Kind::UInt => 1,
        Kind::Int => 2,
        Kind::Float => 3,
        Kind::Complex => 4,
    }
}

/// Whether `from` can be cast to `to` under `casting`.
///
/// Equivalent to `numpy.can_cast`.
///
/// # Errors
/// None.
///
/// # Example
/// ```
/// use gsci_core::{ufunc::{can_cast, Casting}, DType};
/// assert!(can_cast(DType::I16, DType::F32, Casting::Safe));
/// assert!(!can_cast(DType::F64, DType::F32, Casting::Safe));
/// assert!(can_cast(DType::F64, DType::F32, Casting::SameKind));
/// assert!(!can_cast(DType::F64, DType::I64, Casting::SameKind));
/// ```
pub fn can_cast(from: DType, to: DType, casting: Casting) -> bool {
    let safe = result_type(from, to) == to;
    match casting {
        Casting::Safe => safe,
        Casting::SameKind => safe || kind_rank(from) <= kind_rank(to),
        Casting::Unsafe => true,
    }
}

/// The kind of a weak (Python-like) scalar operand, NEP 50: a Rust `i64`/`i32` behaves like a
/// Python `int`, `f64` like a Python `float`, `Complex64` like a Python `complex`, `bool` like a
/// Python `bool`.
pub(crate) fn weak_kind(s: &Scalar) -> Kind {
    match s {
        Scalar::Bool(_) => Kind::Bool,
        Scalar::Int(_) | Scalar::UInt(_) => Kind::Int,
        Scalar::Float(_) => Kind::Float,
        Scalar::Complex(..) => Kind::Complex,
    }
}

/// The dtype of `array_dtype` combined with a weak scalar of kind `k` (NEP 50): the scalar adopts
/// the array's dtype when its kind is not higher, else the default dtype of its kind (int64,
/// float64) or the complex of the array's float precision.
pub(crate) fn result_type_weak(array_dtype: DType, k: Kind) -> DType {
    let ak = array_dtype.kind();
    match k {
        Kind::Bool => array_dtype,
        Kind::Int | Kind::UInt => match ak {
            Kind::Bool => DType::I64,
            _ => array_dtype,
        },
        Kind::Float => match ak {
            Kind::Bool | Kind::Int | Kind::UInt => DType::F64,
            _ => array_dtype,
        },
        Kind::Complex => match ak {
            Kind::Bool | Kind::Int | Kind::UInt => DType::C128,
            Kind::Float => complex_for_float(array_dtype),
            Kind::Complex => array_dtype,
        },
    }
}

/// The dtype two weak scalars promote to (both Python scalars: the higher kind's default dtype).
pub(crate) fn result_type_two_weak(a: Kind, b: Kind) -> DType {
    let rank = |k: Kind| match k {
        Kind::Bool => 0,
        Kind::Int | Kind::UInt => 1,
        Kind::Float => 2,
        Kind::Complex => 3,
    };
    match rank(a).max(rank(b)) {
        0 => DType::Bool,
        1 => DType::I64,
        2 => DType::F64,
        _ => DType::C128,
    }
}

/// Whether an integer scalar fits in an integer dtype.
pub(crate) fn int_fits(s: &Scalar, d: DType) -> bool {
    let (lo, hi): (i128, i128) = match d {
        DType::I8 => (i8::MIN as i128, i8::MAX as i128),
        DType::I16 => (i16::MIN as i128, i16::MAX as i128),
        DType::I32 => (i32::MIN as i128, i32::MAX as i128),
        DType::I64 => (i64::MIN as i128, i64::MAX as i128),
        DType::U8 => (0, u8::MAX as i128),
        DType::U16 => (0, u16::MAX as i128),
        DType::U32 => (0, u32::MAX as i128),
        DType::U64 => (0, u64::MAX as i128),
        _ => return true,
    };
    let v: i128 = match *s {
        Scalar::Int(i) => i as i128,
        Scalar::UInt(u) => u as i128,
        Scalar::Bool(b) => b as i128,
        _ => return true,
    };
    lo <= v && v <= hi
}

/// NumPy 2's `OverflowError` for a Python integer that does not fit the array's integer dtype.
pub(crate) fn check_weak_int(s: &Scalar, d: DType, op: &'static str) -> Result<()> {
    if d.is_integer() && !int_fits(s, d) {
        let v = match *s {
            Scalar::Int(i) => i.to_string(),
            Scalar::UInt(u) => u.to_string(),
            _ => String::new(),
        };
        return Err(Error::invalid(
            op,
            format!("Python integer {v} out of bounds for {d}"),
        ));
    }
    Ok(())
}

/// Test helpers shared by the ufunc tests.
#[cfg(test)]
pub(crate) mod tests_support {
    use crate::dtype::DType;

    /// The dtype of a NumPy typecode (`l` is int64, `E` is bfloat16).
    pub(crate) fn from_code(c: char) -> DType {
        match c {
            '?' => DType::Bool,
            'b' => DType::I8,
            'h' => DType::I16,
            'i' => DType::I32,
            'l' => DType::I64,
            'B' => DType::U8,
            'H' => DType::U16,
            'I' => DType::U32,
            'L' => DType::U64,
            'e' => DType::F16,
            'E' => DType::BF16,
            'f' => DType::F32,
            'd' => DType::F64,
            'F' => DType::C64,
            'D' => DType::C128,
            _ => panic!("bad code {c}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::tests_support::from_code;
    use super::*;

    /// NumPy typecodes, in the order of the tables below (int64 is `l`).
    const CODES: &str = "?bhilBHILefdFD";

    /// `numpy.result_type(row, column)` from NumPy 2.4.6, rows and columns in `CODES` order.
    const NUMPY_RESULT_TYPE: [&str; 14] = [
        "?bhilBHILefdFD",
        "bbhilhildefdFD",
        "hhhilhildffdFD",
        "iiiiliilddddDD",
        "llllllllddddDD",
        "BhhilBHILefdFD",
        "HiiilHHILffdFD",
        "IllllIIILdddDD",
        "LddddLLLLdddDD",
        "eefddefddefdFD",
        "fffddffddffdFD",
        "ddddddddddddDD",
        "FFFDDFFDDFFDFD",
        "DDDDDDDDDDDDDD",
    ];

    /// `numpy.can_cast(row, column, "same_kind")` from NumPy 2.4.6.
    const NUMPY_SAME_KIND: [&str; 14] = [
        "11111111111111",
        "01111000011111",
        "01111000011111",
        "01111000011111",
        "01111000011111",
        "01111111111111",
        "01111111111111",
        "01111111111111",
        "01111111111111",
        "00000000011111",
        "00000000011111",
        "00000000011111",
        "00000000000011",
        "00000000000011",
    ];

    /// `(numpy.ones(1, dtype) + scalar).dtype` for a Python int, float, complex (NumPy 2.4.6).
    const NUMPY_WEAK: [&str; 3] = ["lbhilBHILefdFD", "dddddddddefdFD", "DDDDDDDDDFFDFD"];

    #[test]
    fn result_type_matches_numpy_for_every_pair() {
        for (i, row) in NUMPY_RESULT_TYPE.iter().enumerate() {
            let a = from_code(CODES.chars().nth(i).unwrap());
            for (j, c) in row.chars().enumerate() {
                let b = from_code(CODES.chars().nth(j).unwrap());
                assert_eq!(result_type(a, b), from_code(c), "{a} + {b}");
            }
        }
    }

    #[test]
    fn bfloat16_promotes_like_float16() {
        // ml_dtypes where it defines a result, float16's rule elsewhere (module docs).
        let table = "EEfddEfddfEfdFD"; // with ?bhilBHIL e E f d F D
        let order = "?bhilBHILeEfdFD";
        for (c, r) in order.chars().zip(table.chars()) {
            let other = from_code(c);
            assert_eq!(
                result_type(DType::BF16, other),
                from_code(r),
                "bf16 + {other}"
            );
            assert_eq!(
                result_type(other, DType::BF16),
                from_code(r),
                "{other} + bf16"
            );
        }
        assert_eq!(result_type_weak(DType::BF16, Kind::Int), DType::BF16);
        assert_eq!(result_type_weak(DType::BF16, Kind::Float), DType::BF16);
        assert_eq!(result_type_weak(DType::BF16, Kind::Complex), DType::C64);
    }

    #[test]
    fn same_kind_casting_matches_numpy() {
        for (i, row) in NUMPY_SAME_KIND.iter().enumerate() {
            let a = from_code(CODES.chars().nth(i).unwrap());
            for (j, c) in row.chars().enumerate() {
                let b = from_code(CODES.chars().nth(j).unwrap());
                assert_eq!(can_cast(a, b, Casting::SameKind), c == '1', "{a} -> {b}");
                assert_eq!(
                    can_cast(a, b, Casting::Safe),
                    NUMPY_RESULT_TYPE[i].chars().nth(j) == Some(CODES.chars().nth(j).unwrap()),
                    "{a} -> {b} safe"
                );
            }
        }
    }

    #[test]
    fn weak_scalars_follow_nep50() {
        for (k, row) in [Kind::Int, Kind::Float, Kind::Complex]
            .into_iter()
            .zip(NUMPY_WEAK)
        {
            for (i, c) in row.chars().enumerate() {
                let a = from_code(CODES.chars().nth(i).unwrap());
                assert_eq!(result_type_weak(a, k), from_code(c), "{a} with {k:?}");
            }
        }
        assert!(check_weak_int(&Scalar::Int(300), DType::U8, "add").is_err());
        assert!(check_weak_int(&Scalar::Int(-1), DType::U64, "add").is_err());
        assert!(check_weak_int(&Scalar::Int(255), DType::U8, "add").is_ok());
        assert!(check_weak_int(&Scalar::Int(300), DType::F16, "add").is_ok());
    }
}
