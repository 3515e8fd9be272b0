//! The element types linear algebra works on: f32, f64, Complex32, Complex64.

use gsci_core::{Complex32, Complex64, Element, Float};
use std::ops::{Add, AddAssign, Div, Mul, MulAssign, Neg, Sub, SubAssign};

mod sealed {
    pub trait Sealed {}
}

/// f32, f64, Complex32 and Complex64: the types cuBLAS, cuSOLVER and faer factorise.
///
/// Sealed; the associated [`LinalgScalar::Re`] is the real type of the components (the dtype of
/// singular values, eigenvalues of Hermitian matrices, norms and `slogdet`'s logarithm).
pub trait LinalgScalar:
    Element
    + faer_traits::ComplexField
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
    + AddAssign
    + SubAssign
    + MulAssign
    + sealed::Sealed
{
    /// The real type of the components.
    type Re: LinalgScalar<Re = Self::Re> + Float + faer_traits::RealField + PartialOrd;
    /// The complex type of the same precision (Complex32 for f32 and Complex32, Complex64 for
    /// f64 and Complex64): the dtype of general eigenvalues and eigenvectors.
    type Complex: LinalgScalar<Re = Self::Re, Complex = Self::Complex>;
    /// Whether the type is complex.
    const IS_COMPLEX: bool;
    /// Imaginary part (0 for real types).
    fn im(self) -> Self::Re;
    /// The complex value `re + i im`.
    fn complex(re: Self::Re, im: Self::Re) -> Self::Complex;
    /// Complex conjugate (identity for real types).
    fn conj(self) -> Self;
    /// Modulus.
    fn modulus(self) -> Self::Re;
    /// Real part.
    fn re(self) -> Self::Re;
    /// A value with real part `r` and imaginary part 0.
    fn from_re(r: Self::Re) -> Self;
    /// A value from an f64 (rounded to the type).
    fn from_f64(x: f64) -> Self {
        Self::from_scalar(gsci_core::Scalar::Float(x))
    }
    /// Whether any component is NaN.
    fn is_nan_value(self) -> bool;
    /// faer's real type (the same type) as [`LinalgScalar::Re`].
    #[doc(hidden)]
    fn re_from_faer(x: <Self as faer_traits::ComplexField>::Real) -> Self::Re;
}

macro_rules! real_scalar {
    ($t:ty, $c:ty) => {
        impl sealed::Sealed for $t {}
        impl LinalgScalar for $t {
            type Re = $t;
            type Complex = $c;
            const IS_COMPLEX: bool = false;
            #[inline]
            fn im(self) -> Self {
                0.0
            }
            #[inline]
            fn complex(re: Self, im: Self) -> $c {
                <$c>::new(re, im)
            }
            #[inline]
            fn conj(self) -> Self {
                self
            }
            #[inline]
            fn modulus(self) -> Self {
                self.abs()
            }
            #[inline]
            fn re(self) -> Self {
                self
            }
            #[inline]
            fn from_re(r: Self) -> Self {
                r
            }
            #[inline]
            fn is_nan_value(self) -> bool {
                self.is_nan()
            }
            #[inline]
            fn re_from_faer(x: $t) -> $t {
                x
            }
        }
    };
}
real_scalar!(f32, Complex32);
real_scalar!(f64, Complex64);

macro_rules! complex_scalar {
    ($t:ty, $r:ty) => {
        impl sealed::Sealed for $t {}
        impl LinalgScalar for $t {
            type Re = $r;
            type Complex = $t;
            const IS_COMPLEX: bool = true;
            #[inline]
            fn im(self) -> $r {
                self.im
            }
            #[inline]
            fn complex(re: $r, im: $r) -> $t {
                <$t>::new(re, im)
            }
            #[inline]
            fn conj(self) -> Self {
                <$t>::new(self.re, -self.im)
            }
            #[inline]
            fn modulus(self) -> $r {
                self.norm()
            }
            #[inline]
            fn re(self) -> $r {
                self.re
            }
            #[inline]
            fn from_re(r: $r) -> Self {
                <$t>::new(r, 0.0)
            }
            #[inline]
            fn is_nan_value(self) -> bool {
                self.re.is_nan() || self.im.is_nan()
            }
            #[inline]
            fn re_from_faer(x: $r) -> $r {
                x
            }
        }
    };
}
complex_scalar!(Complex32, f32);
complex_scalar!(Complex64, f64);
