//! The element types the filters accept, and SciPy's conversions between them and `f64`.

use gsci_core::ufunc::{self, BinaryOp, UnaryOp};
use gsci_core::{Array, Complex32, Complex64, DType, Element, Error, Result};

mod sealed {
    pub trait Sealed {}
}

/// An element type the filters accept: `u8`–`u64`, `i8`–`i64`, `f32`, `f64`, and (for the
/// correlation, convolution, Gaussian and uniform filters, as in SciPy) `Complex32`/`Complex64`,
/// filtered as real and imaginary parts.
///
/// SciPy's C code computes every filter in `double` and converts the result to the output type
/// with a C cast: floats round to nearest, integers truncate toward zero and wrap around (what
/// `(long long)x` then a narrowing conversion does). [`FilterElement::from_f64`] is that cast.
/// The arithmetic methods are NumPy's in-place ufuncs on the type (wrapping for integers), which
/// `generic_laplace` and `generic_gradient_magnitude` use to combine their per-axis results.
pub trait FilterElement: Element + sealed::Sealed {
    /// The type of the real and imaginary parts (`Self` for real types).
    type Real: FilterElement;
    /// The real and imaginary parts of an array (`None` for a real type).
    #[doc(hidden)]
    #[allow(clippy::type_complexity)]
    fn split(a: &Array<Self>) -> Result<(Array<Self::Real>, Option<Array<Self::Real>>)>;
    /// An array from its parts.
    #[doc(hidden)]
    fn join(re: Array<Self::Real>, im: Option<Array<Self::Real>>) -> Result<Array<Self>>;
    /// The value as `f64`.
    fn to_f64(self) -> f64;
    /// SciPy's C cast from `double`.
    fn from_f64(x: f64) -> Self;
    /// `a + b` as NumPy computes it in this type.
    fn np_add(self, other: Self) -> Self;
    /// `a * b` as NumPy computes it in this type.
    fn np_mul(self, other: Self) -> Self;
    /// `np.sqrt(a, out=a, casting='unsafe')`.
    fn np_sqrt(self) -> Self;
}

/// `double` to a 64-bit integer the way CUDA's `(long long)x` does (saturating, NaN to 0), which
/// for every finite in-range value is C's truncation.
fn trunc_i64(x: f64) -> i64 {
    x as i64
}

macro_rules! signed_int {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl FilterElement for $t {
            type Real = $t;
            fn split(a: &Array<Self>) -> Result<(Array<Self>, Option<Array<Self>>)> { Ok((a.clone(), None)) }
            fn join(re: Array<Self>, im: Option<Array<Self>>) -> Result<Array<Self>> {
                match im {
                    None => Ok(re),
                    Some(_) => Err(Error::DTypeMismatch { op: "ndimage filter", left: DType::C128, right: <$t as Element>::DTYPE }),
                }
            }
            fn to_f64(self) -> f64 { self as f64 }
            fn from_f64(x: f64) -> Self { trunc_i64(x) as $t }
            fn np_add(self, o: Self) -> Self { self.wrapping_add(o) }
            fn np_mul(self, o: Self) -> Self { self.wrapping_mul(o) }
            fn np_sqrt(self) -> Self { Self::from_f64((self as f64).sqrt()) }
        }
    )*};
}
signed_int!(i8, i16, i32, i64);

macro_rules! unsigned_int {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl FilterElement for $t {
            type Real = $t;
            fn split(a: &Array<Self>) -> Result<(Array<Self>, Option<Array<Self>>)> { Ok((a.clone(), None)) }
            fn join(re: Array<Self>, im: Option<Array<Self>>) -> Result<Array<Self>> {
                match im {
                    None => Ok(re),
                    Some(_) => Err(Error::DTypeMismatch { op: "ndimage filter", left: DType::C128, right: <$t as Element>::DTYPE }),
                }
            }
            fn to_f64(self) -> f64 { self as f64 }
            fn from_f64(x: f64) -> Self {
                if x < 0.0 { trunc_i64(x) as $t } else { x as u64 as $t }
            }
            fn np_add(self, o: Self) -> Self { self.wrapping_add(o) }
            fn np_mul(self, o: Self) -> Self { self.wrapping_mul(o) }
            fn np_sqrt(self) -> Self { Self::from_f64((self as f64).sqrt()) }
        }
    )*};
}
unsigned_int!(u8, u16, u32, u64);

macro_rules! float {
    ($($t:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl FilterElement for $t {
            type Real = $t;
            fn split(a: &Array<Self>) -> Result<(Array<Self>, Option<Array<Self>>)> { Ok((a.clone(), None)) }
            fn join(re: Array<Self>, im: Option<Array<Self>>) -> Result<Array<Self>> {
                match im {
                    None => Ok(re),
                    Some(_) => Err(Error::DTypeMismatch { op: "ndimage filter", left: DType::C128, right: <$t as Element>::DTYPE }),
                }
            }
            fn to_f64(self) -> f64 { self as f64 }
            fn from_f64(x: f64) -> Self { x as $t }
            fn np_add(self, o: Self) -> Self { self + o }
            fn np_mul(self, o: Self) -> Self { self * o }
            fn np_sqrt(self) -> Self { self.sqrt() }
        }
    )*};
}
float!(f32, f64);

macro_rules! complex {
    ($($t:ty => $r:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl FilterElement for $t {
            type Real = $r;
            fn split(a: &Array<Self>) -> Result<(Array<$r>, Option<Array<$r>>)> {
                let re = ufunc::unary(UnaryOp::Real, a)?.into_typed::<$r>()?;
                let im = ufunc::unary(UnaryOp::Imag, a)?.into_typed::<$r>()?;
                Ok((re, Some(im)))
            }
            fn join(re: Array<$r>, im: Option<Array<$r>>) -> Result<Array<Self>> {
                let re = re.astype::<$t>()?;
                let Some(im) = im else { return Ok(re) };
                let im = ufunc::binary(BinaryOp::Multiply, im.astype::<$t>()?, Complex64::new(0.0, 1.0))?;
                ufunc::binary(BinaryOp::Add, re, im)?.into_typed::<$t>()
            }
            fn to_f64(self) -> f64 { self.re as f64 }
            fn from_f64(x: f64) -> Self { <$t>::new(x as $r, 0.0) }
            fn np_add(self, o: Self) -> Self { self + o }
            fn np_mul(self, o: Self) -> Self { self * o }
            fn np_sqrt(self) -> Self { self.sqrt() }
        }
    )*};
}
complex!(Complex32 => f32, Complex64 => f64);

/// SciPy's `_complex_via_real_components` for real weights: a complex input is filtered as its
/// real part (with `cval`) and imaginary part (with cval 0, the imaginary part of a real cval);
/// a real input into a complex output is filtered as reals. `filter(part, cval)` runs the real
/// filter.
pub(crate) fn complex_via_real_components<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    cval: f64,
    op: &'static str,
    filter: impl Fn(&Array<T::Real>, f64) -> Result<Array<O::Real>>,
) -> Result<Array<O>> {
    if T::DTYPE.is_complex() && !O::DTYPE.is_complex() {
        return Err(Error::DTypeMismatch {
            op,
            left: T::DTYPE,
            right: O::DTYPE,
        });
    }
    let (re, im) = T::split(input)?;
    let out_re = filter(&re, cval)?;
    let out_im = match im {
        Some(im) => Some(filter(&im, 0.0)?),
        None => None,
    };
    O::join(out_re, out_im)
}

/// Whether a filter must go through [`complex_via_real_components`].
pub(crate) fn is_complex<T: Element, O: Element>() -> bool {
    T::DTYPE.is_complex() || O::DTYPE.is_complex()
}

#[cfg(test)]
mod tests {
    use super::FilterElement;

    #[test]
    fn c_casts_like_scipy() {
        // scipy.ndimage.correlate1d(np.array([1, 2, 3, 200, 250], np.uint8), [-0.7]) and [1., 1.]
        assert_eq!(u8::from_f64(-0.7), 0);
        assert_eq!(u8::from_f64(-1.4), 255);
        assert_eq!(u8::from_f64(450.0), 194);
        assert_eq!(i8::from_f64(200.0), -56);
        assert_eq!(i32::from_f64(-2.9), -2);
        assert_eq!(u64::from_f64(-1.0), u64::MAX);
        assert_eq!(f32::from_f64(0.1), 0.1f32);
        assert_eq!(200u8.np_add(100), 44);
        assert_eq!(20u8.np_mul(20), 144);
        assert_eq!(17i32.np_sqrt(), 4);
    }
}
