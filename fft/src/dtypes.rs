//! Which element types the transforms accept, and which precision they compute in.
//!
//! SciPy computes float16 in float32 and every integer (and bool) type in float64; complex64 and
//! float32 stay in single precision, complex128 and float64 in double. [`FftInput::Real`] names
//! that compute precision for every input type.

use gsci_core::{Complex32, Complex64, Element, bf16, f16};
use num_complex::Complex;

mod sealed {
    pub trait Sealed {}
}

/// The two precisions transforms compute in: `f32` and `f64`.
pub trait FftFloat:
    Element + gsci_core::Float + rustfft::FftNum + realfft::FftNum + sealed::Sealed
{
    /// The complex element type of this precision (`Complex32` or `Complex64`).
    type Complex: Element;
    /// An `f64` rounded to `Self`.
    fn round_from(x: f64) -> Self;
    /// `Vec<Complex<Self>>` as a vector of [`FftFloat::Complex`] (the same type; no copy).
    fn into_complex_elements(v: Vec<Complex<Self>>) -> Vec<Self::Complex>;
    /// The CPU planners of this precision, shared by every call (rustfft plans are cached there).
    #[doc(hidden)]
    fn planners() -> &'static crate::cpu::Planners<Self>;
}

impl FftFloat for f32 {
    type Complex = Complex32;
    fn round_from(x: f64) -> Self {
        x as f32
    }
    fn into_complex_elements(v: Vec<Complex<f32>>) -> Vec<Complex32> {
        v
    }
    fn planners() -> &'static crate::cpu::Planners<f32> {
        static P: std::sync::OnceLock<crate::cpu::Planners<f32>> = std::sync::OnceLock::new();
        P.get_or_init(crate::cpu::Planners::new)
    }
}

impl FftFloat for f64 {
    type Complex = Complex64;
    fn round_from(x: f64) -> Self {
        x
    }
    fn into_complex_elements(v: Vec<Complex<f64>>) -> Vec<Complex64> {
        v
    }
    fn planners() -> &'static crate::cpu::Planners<f64> {
        static P: std::sync::OnceLock<crate::cpu::Planners<f64>> = std::sync::OnceLock::new();
        P.get_or_init(crate::cpu::Planners::new)
    }
}

/// An element type the transforms accept. Implemented for every gsci element type: bool and the
/// integers compute in `f64`, `f16`/`bf16` in `f32`, as SciPy does (`bf16` is not a NumPy type;
/// it is treated like `f16`).
pub trait FftInput: Element + sealed::Sealed {
    /// The real type the transform computes in (`f32` or `f64`).
    type Real: FftFloat;
    /// The type SciPy converts the input to before transforming (`Real`, or its complex type for
    /// complex inputs): the output dtype of `dct`/`dst`.
    type Promoted: Element;
    /// Whether the type is complex.
    const IS_COMPLEX: bool;
    /// The value as a complex number of the compute precision.
    fn to_complex(self) -> Complex<Self::Real>;
    /// The real and imaginary parts in the compute precision (imaginary 0 for real types).
    fn to_parts(self) -> [Self::Real; 2];
    /// Interleaved parts (`[re, im, re, im, ...]` for complex types, plain values for real
    /// types) as a vector of `Promoted`.
    #[doc(hidden)]
    fn promoted_from_parts(v: Vec<Self::Real>) -> Vec<Self::Promoted>;
}

/// A real element type (every type except `Complex32`/`Complex64`): the inputs `rfft` and its
/// relatives accept.
pub trait RealFftInput: FftInput {
    /// The value in the compute precision.
    fn to_real(self) -> Self::Real;
}

/// The complex output type of a transform of `T` (`Complex32` or `Complex64`).
pub type ComplexOf<T> = <<T as FftInput>::Real as FftFloat>::Complex;
/// The real output type of a transform of `T` (`f32` or `f64`).
pub type RealOf<T> = <T as FftInput>::Real;

macro_rules! real_input {
    ($t:ty, $r:ty, |$x:ident| $conv:expr) => {
        impl sealed::Sealed for $t {}
        impl FftInput for $t {
            type Real = $r;
            type Promoted = $r;
            const IS_COMPLEX: bool = false;
            #[inline]
            fn to_complex(self) -> Complex<$r> {
                Complex::new(self.to_real(), 0.0)
            }
            #[inline]
            fn to_parts(self) -> [$r; 2] {
                [self.to_real(), 0.0]
            }
            fn promoted_from_parts(v: Vec<$r>) -> Vec<$r> {
                v
            }
        }
        impl RealFftInput for $t {
            #[inline]
            fn to_real(self) -> $r {
                let $x = self;
                $conv
            }
        }
    };
}

real_input!(bool, f64, |x| x as u8 as f64);
real_input!(i8, f64, |x| x as f64);
real_input!(i16, f64, |x| x as f64);
real_input!(i32, f64, |x| x as f64);
real_input!(i64, f64, |x| x as f64);
real_input!(u8, f64, |x| x as f64);
real_input!(u16, f64, |x| x as f64);
real_input!(u32, f64, |x| x as f64);
real_input!(u64, f64, |x| x as f64);
real_input!(f16, f32, |x| x.to_f32());
real_input!(bf16, f32, |x| x.to_f32());
real_input!(f32, f32, |x| x);
real_input!(f64, f64, |x| x);

macro_rules! complex_input {
    ($t:ty, $r:ty) => {
        impl FftInput for $t {
            type Real = $r;
            type Promoted = $t;
            const IS_COMPLEX: bool = true;
            #[inline]
            fn to_complex(self) -> Complex<$r> {
                self
            }
            #[inline]
            fn to_parts(self) -> [$r; 2] {
                [self.re, self.im]
            }
            fn promoted_from_parts(v: Vec<$r>) -> Vec<$t> {
                v.chunks_exact(2)
                    .map(|p| Complex::new(p[0], p[1]))
                    .collect()
            }
        }
    };
}
impl sealed::Sealed for Complex32 {}
impl sealed::Sealed for Complex64 {}
complex_input!(Complex32, f32);
complex_input!(Complex64, f64);
