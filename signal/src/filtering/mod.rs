//! Filtering and convolution: `lfilter`, `sosfilt`, `filtfilt`, ... on the CPU (rayon over the
//! batch) and on CUDA GPUs (hand-written kernels: the linear recurrence runs parallel along the
//! signal as a blocked scan of state-transition matrices).
//!
//! Every function filters along one `axis` of an n-D array; the work is done on rows (the axis
//! moved last, made contiguous), then moved back.

mod conv;
mod cpu;
mod cuda;
pub(crate) mod kernels;
mod lfilter;
mod medfilt;
mod oaconv;
mod resample;
mod rows;
mod savgol;
mod spectral;
mod spline;
mod wiener;

pub use conv::*;
pub use kernels::filter_kernel_sources;
pub use lfilter::*;
pub use medfilt::*;
pub use resample::*;
pub use savgol::*;
pub use spectral::*;
pub use spline::*;
pub use wiener::*;

use gsci_core::{Array, Complex32, Complex64, Element, Result};
use std::ops::{Add, Div, Mul, Neg, Sub};

/// The element types the filtering functions take: `f32`, `f64`, `Complex32`, `Complex64`.
///
/// SciPy's result dtype is `result_type(b, a, x)`; here the coefficients, the signal and the
/// result share this one type `T` (pass the coefficients as `T`: a complex signal with real
/// coefficients takes them as complex numbers with zero imaginary parts).
pub trait FilterElement:
    Element
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Neg<Output = Self>
{
    /// Whether the type is complex.
    const IS_COMPLEX: bool;
    /// The real type of the same precision (`f32` or `f64`).
    type Real: FilterElement<Real = Self::Real, Complex = Self::Complex>;
    /// The complex type of the same precision (`Complex32` or `Complex64`).
    type Complex: FilterElement<Real = Self::Real, Complex = Self::Complex>;
    /// `fft(x, n, axis)` (complex result).
    #[doc(hidden)]
    fn fft_axis(x: &Array<Self>, n: usize, axis: isize) -> Result<Array<Self::Complex>>;
    /// `rfft(x, axis)` of a real type, `fft` of a complex one.
    #[doc(hidden)]
    fn rfft_axis(x: &Array<Self>, axis: isize) -> Result<Array<Self::Complex>>;
    /// `ifft(x, axis)` of the complex type.
    #[doc(hidden)]
    fn ifft_axis(x: &Array<Self::Complex>, axis: isize) -> Result<Array<Self::Complex>>;
    /// `irfft(x, n, axis)` of the complex type.
    #[doc(hidden)]
    fn irfft_axis(x: &Array<Self::Complex>, n: usize, axis: isize) -> Result<Array<Self::Real>>;
    /// The complex conjugate (the value itself for real types).
    fn conj(self) -> Self;
    /// The inverse FFT of the product of the FFTs of `a` and `b` over `axes` at sizes `fshape`
    /// (real types through rfftn/irfftn).
    #[doc(hidden)]
    fn fft_conv(
        a: &Array<Self>,
        b: &Array<Self>,
        axes: &[usize],
        fshape: &[usize],
    ) -> Result<Array<Self>>;
    /// Widens to complex128 (exact).
    fn to_c64(self) -> Complex64;
    /// Rounds from complex128 (the imaginary part is dropped for real types).
    fn from_c64(v: Complex64) -> Self;
    /// From a real float64.
    fn from_f64(v: f64) -> Self {
        Self::from_c64(Complex64::new(v, 0.0))
    }
    /// The magnitude, in float64.
    fn abs_f64(self) -> f64 {
        self.to_c64().norm()
    }
}

impl FilterElement for f32 {
    fn ifft_axis(x: &Array<Complex32>, axis: isize) -> Result<Array<Complex32>> {
        gsci_fft::ifft(x, &fft_opts(None, axis))
    }
    fn irfft_axis(x: &Array<Complex32>, n: usize, axis: isize) -> Result<Array<f32>> {
        gsci_fft::irfft(x, &fft_opts(Some(n), axis))
    }
    const IS_COMPLEX: bool = false;
    type Real = f32;
    type Complex = Complex32;
    fn fft_axis(x: &Array<Self>, n: usize, axis: isize) -> Result<Array<Complex32>> {
        gsci_fft::fft(x, &fft_opts(Some(n), axis))
    }
    fn rfft_axis(x: &Array<Self>, axis: isize) -> Result<Array<Complex32>> {
        gsci_fft::rfft(x, &fft_opts(None, axis))
    }
    fn conj(self) -> Self {
        self
    }
    fn fft_conv(
        a: &Array<Self>,
        b: &Array<Self>,
        axes: &[usize],
        fshape: &[usize],
    ) -> Result<Array<Self>> {
        let o = conv::fftn_opts(axes, fshape);
        let fa = gsci_fft::rfftn(a, &o)?;
        let fb = gsci_fft::rfftn(b, &o)?;
        let p: Array<Complex32> = gsci_core::ufunc::multiply(&fa, &fb)?;
        gsci_fft::irfftn(&p, &o)
    }
    fn to_c64(self) -> Complex64 {
        Complex64::new(self as f64, 0.0)
    }
    fn from_c64(v: Complex64) -> Self {
        v.re as f32
    }
}
impl FilterElement for f64 {
    fn ifft_axis(x: &Array<Complex64>, axis: isize) -> Result<Array<Complex64>> {
        gsci_fft::ifft(x, &fft_opts(None, axis))
    }
    fn irfft_axis(x: &Array<Complex64>, n: usize, axis: isize) -> Result<Array<f64>> {
        gsci_fft::irfft(x, &fft_opts(Some(n), axis))
    }
    const IS_COMPLEX: bool = false;
    type Real = f64;
    type Complex = Complex64;
    fn fft_axis(x: &Array<Self>, n: usize, axis: isize) -> Result<Array<Complex64>> {
        gsci_fft::fft(x, &fft_opts(Some(n), axis))
    }
    fn rfft_axis(x: &Array<Self>, axis: isize) -> Result<Array<Complex64>> {
        gsci_fft::rfft(x, &fft_opts(None, axis))
    }
    fn conj(self) -> Self {
        self
    }
    fn fft_conv(
        a: &Array<Self>,
        b: &Array<Self>,
        axes: &[usize],
        fshape: &[usize],
    ) -> Result<Array<Self>> {
        let o = conv::fftn_opts(axes, fshape);
        let fa = gsci_fft::rfftn(a, &o)?;
        let fb = gsci_fft::rfftn(b, &o)?;
        let p: Array<Complex64> = gsci_core::ufunc::multiply(&fa, &fb)?;
        gsci_fft::irfftn(&p, &o)
    }
    fn to_c64(self) -> Complex64 {
        Complex64::new(self, 0.0)
    }
    fn from_c64(v: Complex64) -> Self {
        v.re
    }
}
impl FilterElement for Complex32 {
    fn ifft_axis(x: &Array<Complex32>, axis: isize) -> Result<Array<Complex32>> {
        gsci_fft::ifft(x, &fft_opts(None, axis))
    }
    fn irfft_axis(x: &Array<Complex32>, n: usize, axis: isize) -> Result<Array<f32>> {
        gsci_fft::irfft(x, &fft_opts(Some(n), axis))
    }
    const IS_COMPLEX: bool = true;
    type Real = f32;
    type Complex = Complex32;
    fn fft_axis(x: &Array<Self>, n: usize, axis: isize) -> Result<Array<Complex32>> {
        gsci_fft::fft(x, &fft_opts(Some(n), axis))
    }
    fn rfft_axis(x: &Array<Self>, axis: isize) -> Result<Array<Complex32>> {
        gsci_fft::fft(x, &fft_opts(None, axis))
    }
    fn conj(self) -> Self {
        num_complex::Complex::conj(&self)
    }
    fn fft_conv(
        a: &Array<Self>,
        b: &Array<Self>,
        axes: &[usize],
        fshape: &[usize],
    ) -> Result<Array<Self>> {
        let o = conv::fftn_opts(axes, fshape);
        let fa = gsci_fft::fftn(a, &o)?;
        let fb = gsci_fft::fftn(b, &o)?;
        let p: Array<Complex32> = gsci_core::ufunc::multiply(&fa, &fb)?;
        gsci_fft::ifftn(&p, &o)
    }
    fn to_c64(self) -> Complex64 {
        Complex64::new(self.re as f64, self.im as f64)
    }
    fn from_c64(v: Complex64) -> Self {
        Complex32::new(v.re as f32, v.im as f32)
    }
}
impl FilterElement for Complex64 {
    fn ifft_axis(x: &Array<Complex64>, axis: isize) -> Result<Array<Complex64>> {
        gsci_fft::ifft(x, &fft_opts(None, axis))
    }
    fn irfft_axis(x: &Array<Complex64>, n: usize, axis: isize) -> Result<Array<f64>> {
        gsci_fft::irfft(x, &fft_opts(Some(n), axis))
    }
    const IS_COMPLEX: bool = true;
    type Real = f64;
    type Complex = Complex64;
    fn fft_axis(x: &Array<Self>, n: usize, axis: isize) -> Result<Array<Complex64>> {
        gsci_fft::fft(x, &fft_opts(Some(n), axis))
    }
    fn rfft_axis(x: &Array<Self>, axis: isize) -> Result<Array<Complex64>> {
        gsci_fft::fft(x, &fft_opts(None, axis))
    }
    fn conj(self) -> Self {
        num_complex::Complex::conj(&self)
    }
    fn fft_conv(
        a: &Array<Self>,
        b: &Array<Self>,
        axes: &[usize],
        fshape: &[usize],
    ) -> Result<Array<Self>> {
        let o = conv::fftn_opts(axes, fshape);
        let fa = gsci_fft::fftn(a, &o)?;
        let fb = gsci_fft::fftn(b, &o)?;
        let p: Array<Complex64> = gsci_core::ufunc::multiply(&fa, &fb)?;
        gsci_fft::ifftn(&p, &o)
    }
    fn to_c64(self) -> Complex64 {
        self
    }
    fn from_c64(v: Complex64) -> Self {
        v
    }
}

fn fft_opts(n: Option<usize>, axis: isize) -> gsci_fft::FftOptions {
    gsci_fft::FftOptions {
        n,
        axis,
        ..Default::default()
    }
}

/// `Error::InvalidArgument { op, reason }`.
pub(crate) fn invalid(op: &'static str, reason: impl Into<String>) -> gsci_core::Error {
    gsci_core::Error::InvalidArgument {
        op,
        reason: reason.into(),
    }
}
