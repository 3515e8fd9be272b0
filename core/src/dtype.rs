//! Element types: the sealed [`Element`] trait, [`DType`], and NumPy casting between every pair.

use half::{bf16, f16};
use num_complex::{Complex32, Complex64};
use std::fmt;

/// The data type of an [`Array`](crate::Array), named as NumPy names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DType {
    Bool,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    BF16,
    F32,
    F64,
    C64,
    C128,
}

/// The kind of a dtype, as NumPy's `dtype.kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Bool,
    Int,
    UInt,
    Float,
    Complex,
}

impl DType {
    /// Every dtype, in NumPy's promotion order.
    pub const ALL: [DType; 15] = [
        DType::Bool,
        DType::I8,
        DType::I16,
        DType::I32,
        DType::I64,
        DType::U8,
        DType::U16,
        DType::U32,
        DType::U64,
        DType::F16,
        DType::BF16,
        DType::F32,
        DType::F64,
        DType::C64,
        DType::C128,
    ];

    /// NumPy's name (`"float32"`, `"complex128"`, ...; `"bfloat16"` as ml_dtypes names it).
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::I8 => "int8",
            DType::I16 => "int16",
            DType::I32 => "int32",
            DType::I64 => "int64",
            DType::U8 => "uint8",
            DType::U16 => "uint16",
            DType::U32 => "uint32",
            DType::U64 => "uint64",
            DType::F16 => "float16",
            DType::BF16 => "bfloat16",
            DType::F32 => "float32",
            DType::F64 => "float64",
            DType::C64 => "complex64",
            DType::C128 => "complex128",
        }
    }

    /// Size of one element in bytes.
    pub fn itemsize(self) -> usize {
        match self {
            DType::Bool | DType::I8 | DType::U8 => 1,
            DType::I16 | DType::U16 | DType::F16 | DType::BF16 => 2,
            DType::I32 | DType::U32 | DType::F32 => 4,
            DType::I64 | DType::U64 | DType::F64 | DType::C64 => 8,
            DType::C128 => 16,
        }
    }

    /// The kind (bool, signed, unsigned, float, complex).
    pub fn kind(self) -> Kind {
        match self {
            DType::Bool => Kind::Bool,
            DType::I8 | DType::I16 | DType::I32 | DType::I64 => Kind::Int,
            DType::U8 | DType::U16 | DType::U32 | DType::U64 => Kind::UInt,
            DType::F16 | DType::BF16 | DType::F32 | DType::F64 => Kind::Float,
            DType::C64 | DType::C128 => Kind::Complex,
        }
    }

    /// The spelling of this type in gsci's CUDA sources (see `kernels/gsci_types.cuh`).
    pub fn cuda_type(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::I8 => "signed char",
            DType::I16 => "short",
            DType::I32 => "int",
            DType::I64 => "long long",
            DType::U8 => "unsigned char",
            DType::U16 => "unsigned short",
            DType::U32 => "unsigned int",
            DType::U64 => "unsigned long long",
            DType::F16 => "gsci_f16",
            DType::BF16 => "gsci_bf16",
            DType::F32 => "float",
            DType::F64 => "double",
            DType::C64 => "gsci_c64",
            DType::C128 => "gsci_c128",
        }
    }

    /// Short tag used in generated kernel names (`f32`, `c128`, ...).
    pub fn short(self) -> &'static str {
        match self {
            DType::Bool => "b1",
            DType::I8 => "i8",
            DType::I16 => "i16",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::U8 => "u8",
            DType::U16 => "u16",
            DType::U32 => "u32",
            DType::U64 => "u64",
            DType::F16 => "f16",
            DType::BF16 => "bf16",
            DType::F32 => "f32",
            DType::F64 => "f64",
            DType::C64 => "c64",
            DType::C128 => "c128",
        }
    }

    pub fn is_float(self) -> bool {
        self.kind() == Kind::Float
    }
    pub fn is_complex(self) -> bool {
        self.kind() == Kind::Complex
    }
    pub fn is_integer(self) -> bool {
        matches!(self.kind(), Kind::Int | Kind::UInt)
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A value of any element type, used to cast between dtypes with NumPy's rules.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    Bool(bool),
    Int(i64),
    UInt(u64),
    Float(f64),
    Complex(f64, f64),
}

mod sealed {
    pub trait Sealed {}
}

/// An element type an [`Array`](crate::Array) can hold. Sealed: implemented for bool, the integers,
/// f16, bf16, f32, f64, Complex32 and Complex64.
pub trait Element:
    Copy + Send + Sync + 'static + fmt::Debug + PartialEq + Default + sealed::Sealed
{
    /// The dtype of this element type.
    const DTYPE: DType;
    /// This value as a [`Scalar`].
    fn to_scalar(self) -> Scalar;
    /// Converts a scalar with NumPy's `astype` (unsafe casting) semantics: floats to integers
    /// truncate toward zero (out-of-range values saturate, NaN gives 0, as on the GPU), complex to
    /// real keeps the real part, anything to bool is `x != 0`.
    fn from_scalar(s: Scalar) -> Self;
    /// Casts to another element type with [`Element::from_scalar`]'s semantics.
    #[inline]
    fn cast<U: Element>(self) -> U {
        U::from_scalar(self.to_scalar())
    }
    /// The additive identity.
    fn zero() -> Self {
        Self::from_scalar(Scalar::Int(0))
    }
    /// The multiplicative identity.
    fn one() -> Self {
        Self::from_scalar(Scalar::Int(1))
    }
}

macro_rules! int_element {
    ($t:ident, $dt:expr, $variant:ident, $wide:ty) => {
        impl sealed::Sealed for $t {}
        impl Element for $t {
            const DTYPE: DType = $dt;
            #[inline]
            fn to_scalar(self) -> Scalar {
                Scalar::$variant(self as $wide)
            }
            #[inline]
            fn from_scalar(s: Scalar) -> Self {
                match s {
                    Scalar::Bool(b) => b as $t,
                    Scalar::Int(i) => i as $t,
                    Scalar::UInt(u) => u as $t,
                    Scalar::Float(f) => float_to_int!(f, $t),
                    Scalar::Complex(re, _) => float_to_int!(re, $t),
                }
            }
        }
    };
}

/// Float to integer as C does on the GPU (`cvt.rzi` saturates, NaN gives 0) — and as Rust's `as`.
/// For types narrower than 32 bits NumPy (and our CUDA cast) go through a 32-bit integer and wrap;
/// uint32 goes through int64, as NumPy does on x86-64.
macro_rules! float_to_int {
    ($f:expr, i8) => {
        ($f as i32) as i8
    };
    ($f:expr, i16) => {
        ($f as i32) as i16
    };
    ($f:expr, u8) => {
        ($f as i32) as u8
    };
    ($f:expr, u16) => {
        ($f as i32) as u16
    };
    ($f:expr, u32) => {
        ($f as i64) as u32
    };
    ($f:expr, $t:ident) => {
        $f as $t
    };
}

int_element!(i8, DType::I8, Int, i64);
int_element!(i16, DType::I16, Int, i64);
int_element!(i32, DType::I32, Int, i64);
int_element!(i64, DType::I64, Int, i64);
int_element!(u8, DType::U8, UInt, u64);
int_element!(u16, DType::U16, UInt, u64);
int_element!(u32, DType::U32, UInt, u64);
int_element!(u64, DType::U64, UInt, u64);

impl sealed::Sealed for bool {}
impl Element for bool {
    const DTYPE: DType = DType::Bool;
    #[inline]
    fn to_scalar(self) -> Scalar {
        Scalar::Bool(self)
    }
    #[inline]
    fn from_scalar(s: Scalar) -> Self {
        match s {
            Scalar::Bool(b) => b,
            Scalar::Int(i) => i != 0,
            Scalar::UInt(u) => u != 0,
            Scalar::Float(f) => f != 0.0,
            Scalar::Complex(re, im) => re != 0.0 || im != 0.0,
        }
    }
}

macro_rules! float_element {
    ($t:ty, $dt:expr, $from_f64:expr, $from_i64:expr, $from_u64:expr, $to_f64:expr) => {
        impl sealed::Sealed for $t {}
        impl Element for $t {
            const DTYPE: DType = $dt;
            #[inline]
            fn to_scalar(self) -> Scalar {
                Scalar::Float($to_f64(self))
            }
            #[inline]
            fn from_scalar(s: Scalar) -> Self {
                match s {
                    Scalar::Bool(b) => $from_f64(b as u8 as f64),
                    Scalar::Int(i) => $from_i64(i),
                    Scalar::UInt(u) => $from_u64(u),
                    Scalar::Float(f) => $from_f64(f),
                    Scalar::Complex(re, _) => $from_f64(re),
                }
            }
        }
    };
}

float_element!(
    f64,
    DType::F64,
    |x: f64| x,
    |i: i64| i as f64,
    |u: u64| u as f64,
    |x: f64| x
);
float_element!(
    f32,
    DType::F32,
    |x: f64| x as f32,
    |i: i64| i as f32,
    |u: u64| u as f32,
    |x: f32| x as f64
);
/// f64 -> f16 rounded once, as NumPy and CUDA's `cvt.rn.f16.f64` do. (`half::f16::from_f64` goes
/// through f32 on x86-64 with F16C and double-rounds.) Rounding to f32 "to odd" first keeps the
/// sticky bit, and f32 has enough extra precision (24 >= 2 * 11 + 2) for the second rounding to
/// be exact.
fn f16_from_f64(x: f64) -> f16 {
    let y = x as f32;
    let y = if y.is_finite() && f64::from(y) != x && y.to_bits() & 1 == 0 {
        let b = y.to_bits();
        f32::from_bits(if f64::from(y).abs() > x.abs() {
            b - 1
        } else {
            b + 1
        })
    } else {
        y
    };
    f16::from_f32(y)
}

float_element!(
    f16,
    DType::F16,
    f16_from_f64,
    |i: i64| f16::from_f32(i as f32),
    |u: u64| f16::from_f32(u as f32),
    |x: f16| x.to_f64()
);
// bf16 from f64 rounds through f32, as the GPU conversion does (no direct f64 -> bf16 instruction).
float_element!(
    bf16,
    DType::BF16,
    |x: f64| bf16::from_f32(x as f32),
    |i: i64| bf16::from_f32(i as f32),
    |u: u64| bf16::from_f32(u as f32),
    |x: bf16| x.to_f64()
);

macro_rules! complex_element {
    ($t:ty, $dt:expr, $r:ty) => {
        impl sealed::Sealed for $t {}
        impl Element for $t {
            const DTYPE: DType = $dt;
            #[inline]
            fn to_scalar(self) -> Scalar {
                Scalar::Complex(self.re as f64, self.im as f64)
            }
            #[inline]
            fn from_scalar(s: Scalar) -> Self {
                match s {
                    Scalar::Bool(b) => <$t>::new(b as u8 as $r, 0.0),
                    Scalar::Int(i) => <$t>::new(i as $r, 0.0),
                    Scalar::UInt(u) => <$t>::new(u as $r, 0.0),
                    Scalar::Float(f) => <$t>::new(f as $r, 0.0),
                    Scalar::Complex(re, im) => <$t>::new(re as $r, im as $r),
                }
            }
        }
    };
}
complex_element!(Complex32, DType::C64, f32);
complex_element!(Complex64, DType::C128, f64);

/// Real floating-point element types (f16, bf16, f32, f64).
pub trait Float: Element + num_traits::Float {}
impl Float for f16 {}
impl Float for bf16 {}
impl Float for f32 {}
impl Float for f64 {}

/// Complex element types (Complex32, Complex64).
pub trait ComplexFloat: Element {
    /// The real type of each component.
    type Real: Float;
}
impl ComplexFloat for Complex32 {
    type Real = f32;
}
impl ComplexFloat for Complex64 {
    type Real = f64;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn itemsize_matches_rust_size() {
        fn check<T: Element>() {
            assert_eq!(
                T::DTYPE.itemsize(),
                std::mem::size_of::<T>(),
                "{}",
                T::DTYPE
            );
        }
        check::<bool>();
        check::<i8>();
        check::<i16>();
        check::<i32>();
        check::<i64>();
        check::<u8>();
        check::<u16>();
        check::<u32>();
        check::<u64>();
        check::<f16>();
        check::<bf16>();
        check::<f32>();
        check::<f64>();
        check::<Complex32>();
        check::<Complex64>();
    }

    #[test]
    fn numpy_casts() {
        assert_eq!((-2.7f64).cast::<i32>(), -2);
        assert_eq!(2.7f32.cast::<u8>(), 2);
        assert_eq!(300i32.cast::<u8>(), 44);
        assert_eq!((-1i8).cast::<u16>(), 65535);
        assert!(0.5f64.cast::<bool>());
        assert!(!0.0f32.cast::<bool>());
        assert_eq!(Complex64::new(1.5, 2.0).cast::<f64>(), 1.5);
        assert_eq!(true.cast::<f32>(), 1.0);
        assert_eq!(u64::MAX.cast::<f64>(), 18446744073709551615.0);
        assert_eq!(65520.0f64.cast::<f16>(), f16::INFINITY);
        // Single rounding from f64 (NumPy): 1 + 2^-11 + 2^-40 rounds up, 65519.999999 stays finite.
        assert_eq!(
            f64::from_bits(0x3ff0020000001000).cast::<f16>().to_bits(),
            0x3c01
        );
        assert_eq!(65519.999999f64.cast::<f16>().to_bits(), 0x7bff);
        assert_eq!((-2049.0000000009313f64).cast::<f16>().to_bits(), 0xe801);
        assert_eq!(i64::MAX.cast::<f32>(), 9.223372e18f32);
        // Narrow integers wrap through int32 (NumPy on x86-64, and our CUDA cast).
        assert_eq!((-27.5f32).cast::<u16>(), 65509);
        assert_eq!(200.0f64.cast::<i8>(), -56);
        assert_eq!((-1.0f64).cast::<u32>(), u32::MAX);
        assert_eq!(1e10f64.cast::<i32>(), i32::MAX);
    }
}
