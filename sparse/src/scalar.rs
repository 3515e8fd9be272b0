//! The value types (f32, f64, Complex32, Complex64) and index types (i32, i64) a sparse matrix holds.

use gsci_core::ufunc::DynArray;
use gsci_core::{Array, Complex32, Complex64, DType, Element, Error, Result};
use std::iter::Sum;
use std::ops::{Add, AddAssign, Div, Mul, MulAssign, Neg, Sub, SubAssign};

mod sealed {
    pub trait Sealed {}
    impl Sealed for f32 {}
    impl Sealed for f64 {}
    impl Sealed for gsci_core::Complex32 {}
    impl Sealed for gsci_core::Complex64 {}
    impl Sealed for i32 {}
    impl Sealed for i64 {}
}

/// A value type of a sparse matrix: f32, f64, Complex32 or Complex64. Sealed.
pub trait SparseScalar:
    Element
    + sealed::Sealed
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
    + AddAssign
    + SubAssign
    + MulAssign
    + Sum
{
    /// Whether the type is complex.
    const IS_COMPLEX: bool;
    /// The real type of the same precision (f32 for Complex32, f64 for Complex64).
    type Real: SparseScalar;
    /// The complex conjugate (the value itself for real types).
    fn conj(self) -> Self;
    /// The modulus, in f64.
    fn abs_f64(self) -> f64;
    /// The real part, in f64.
    fn re_f64(self) -> f64;
    /// The imaginary part, in f64 (0 for real types).
    fn im_f64(self) -> f64;
    /// The value `re + i·im` (the imaginary part is dropped for real types).
    fn from_parts(re: f64, im: f64) -> Self;
    /// A real value.
    fn from_f64(x: f64) -> Self {
        Self::from_parts(x, 0.0)
    }
    /// Whether the value is exactly zero.
    fn is_zero(self) -> bool {
        self.re_f64() == 0.0 && self.im_f64() == 0.0
    }
}

macro_rules! real_scalar {
    ($t:ty) => {
        impl SparseScalar for $t {
            const IS_COMPLEX: bool = false;
            type Real = $t;
            #[inline]
            fn conj(self) -> Self {
                self
            }
            #[inline]
            fn abs_f64(self) -> f64 {
                (self as f64).abs()
            }
            #[inline]
            fn re_f64(self) -> f64 {
                self as f64
            }
            #[inline]
            fn im_f64(self) -> f64 {
                0.0
            }
            #[inline]
            fn from_parts(re: f64, _im: f64) -> Self {
                re as $t
            }
        }
    };
}
real_scalar!(f32);
real_scalar!(f64);

macro_rules! complex_scalar {
    ($t:ty, $r:ty) => {
        impl SparseScalar for $t {
            const IS_COMPLEX: bool = true;
            type Real = $r;
            #[inline]
            fn conj(self) -> Self {
                <$t>::new(self.re, -self.im)
            }
            #[inline]
            fn abs_f64(self) -> f64 {
                (self.re as f64).hypot(self.im as f64)
            }
            #[inline]
            fn re_f64(self) -> f64 {
                self.re as f64
            }
            #[inline]
            fn im_f64(self) -> f64 {
                self.im as f64
            }
            #[inline]
            fn from_parts(re: f64, im: f64) -> Self {
                <$t>::new(re as $r, im as $r)
            }
        }
    };
}
complex_scalar!(Complex32, f32);
complex_scalar!(Complex64, f64);

/// An index type of a sparse matrix: i32 or i64. Sealed.
pub trait SparseIndex: Element + sealed::Sealed + Ord {
    /// The largest value the type holds, as usize.
    const MAX_USIZE: usize;
    /// The index as usize (negative values map to `usize::MAX`, which every range check rejects).
    fn to_usize(self) -> usize;
    /// `v` as this type, or `None` if it does not fit.
    fn from_usize(v: usize) -> Option<Self>;
    /// The index as i64.
    fn to_i64(self) -> i64;
    /// `v` as this type, or `None` if it does not fit.
    fn from_i64(v: i64) -> Option<Self>;
}

impl SparseIndex for i32 {
    const MAX_USIZE: usize = i32::MAX as usize;
    #[inline]
    fn to_usize(self) -> usize {
        usize::try_from(self).unwrap_or(usize::MAX)
    }
    #[inline]
    fn from_usize(v: usize) -> Option<Self> {
        i32::try_from(v).ok()
    }
    #[inline]
    fn to_i64(self) -> i64 {
        self as i64
    }
    #[inline]
    fn from_i64(v: i64) -> Option<Self> {
        i32::try_from(v).ok()
    }
}

impl SparseIndex for i64 {
    const MAX_USIZE: usize = i64::MAX as usize;
    #[inline]
    fn to_usize(self) -> usize {
        usize::try_from(self).unwrap_or(usize::MAX)
    }
    #[inline]
    fn from_usize(v: usize) -> Option<Self> {
        i64::try_from(v).ok()
    }
    #[inline]
    fn to_i64(self) -> i64 {
        self
    }
    #[inline]
    fn from_i64(v: i64) -> Option<Self> {
        Some(v)
    }
}

/// Converts host indices to `I`, failing with a clear error if one does not fit.
pub(crate) fn indices_to<I: SparseIndex>(v: &[usize], op: &'static str) -> Result<Vec<I>> {
    v.iter()
        .map(|&x| {
            I::from_usize(x).ok_or_else(|| Error::InvalidArgument {
                op,
                reason: format!("index {x} does not fit the index type {}", I::DTYPE),
            })
        })
        .collect()
}

/// An index array of any integer dtype as the matrix's index type `I` (SciPy takes any integer
/// index arrays, the API grammar's rule 8): the array itself when its dtype is `I`, else a copy
/// with every value checked to fit `I` (negative values pass through to the constructor's own
/// range checks, which name them).
pub(crate) fn index_array<J: Element, I: SparseIndex>(
    op: &'static str,
    what: &str,
    a: Array<J>,
) -> Result<Array<I>> {
    if J::DTYPE == I::DTYPE {
        return DynArray::from(a).into_typed::<I>();
    }
    if !J::DTYPE.is_integer() {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("{what} must be an array of integers, got {}", J::DTYPE),
        });
    }
    let values: Vec<i64> = if J::DTYPE == DType::U64 {
        a.astype::<u64>()?
            .to_vec()?
            .into_iter()
            .map(|v| i64::try_from(v).unwrap_or(i64::MAX))
            .collect()
    } else {
        a.astype::<i64>()?.to_vec()?
    };
    let converted: Vec<I> = values
        .into_iter()
        .map(|v| {
            I::from_i64(v).ok_or_else(|| Error::InvalidArgument {
                op,
                reason: format!(
                    "{what} holds {v}, which does not fit the index type {}",
                    I::DTYPE
                ),
            })
        })
        .collect::<Result<_>>()?;
    Array::from_vec(converted, a.shape(), a.device())
}
