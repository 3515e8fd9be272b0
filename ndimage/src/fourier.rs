//! `scipy.ndimage` Fourier filters: [`fourier_gaussian`], [`fourier_uniform`],
//! [`fourier_ellipsoid`] and [`fourier_shift`] multiply an array that already holds a Fourier
//! transform (of `fft`, or of `rfft` along `axis` when `n >= 0`) by the transform of a kernel.
//!
//! Both backends compute SciPy's per-axis tables on the host in `f64` with SciPy's expressions
//! (`NI_FourierFilter` / `NI_FourierShift`), then combine them per element in SciPy's order. The
//! Gaussian and uniform filters are products of table entries, so the GPU's results are the
//! CPU's (and SciPy's) bit for bit; the ellipsoid and the shift evaluate `sin`, `cos` and the
//! Bessel function per element, where CUDA's libm may differ from glibc's in the last bit.

mod cpu;
mod cuda;
mod kernels;

pub use kernels::generated_sources;

use gsci_core::{Array, Backend, Complex32, Complex64, Element, Error, Result, normalize_axis};
use std::f64::consts::PI;

mod sealed {
    pub trait Sealed {}
}

/// An element type the Fourier filters accept: `bool`, the integers, `f32`, `f64`, `Complex32`,
/// `Complex64` (SciPy's C code rejects `float16`).
///
/// [`FourierElement::Output`] is SciPy's default output dtype of [`fourier_gaussian`],
/// [`fourier_uniform`] and [`fourier_ellipsoid`] (the input's type for `f32` and complex inputs,
/// else `f64`); [`FourierElement::Shifted`] that of [`fourier_shift`] (the input's type for
/// complex inputs, else `Complex64`, NumPy's complex128).
pub trait FourierElement: Element + sealed::Sealed {
    /// Output of the real-valued filters.
    type Output: FourierOutput;
    /// Output of [`fourier_shift`].
    type Shifted: FourierOutput;
    /// The value as (real, imaginary) doubles.
    #[doc(hidden)]
    fn parts(self) -> (f64, f64);
}

/// An output type of the Fourier filters (`f32`, `f64`, `Complex32`, `Complex64`).
pub trait FourierOutput: Element + sealed::Sealed {
    /// SciPy's C store of a (real, imaginary) double pair.
    #[doc(hidden)]
    fn from_parts(re: f64, im: f64) -> Self;
}

macro_rules! num_input {
    ($($t:ty => $o:ty),*) => {$(
        impl sealed::Sealed for $t {}
        impl FourierElement for $t {
            type Output = $o;
            type Shifted = Complex64;
            fn parts(self) -> (f64, f64) { (self as f64, 0.0) }
        }
    )*};
}
num_input!(u8 => f64, u16 => f64, u32 => f64, u64 => f64, i8 => f64, i16 => f64, i32 => f64,
    i64 => f64, f64 => f64);

impl sealed::Sealed for bool {}
impl FourierElement for bool {
    type Output = f64;
    type Shifted = Complex64;
    fn parts(self) -> (f64, f64) {
        (if self { 1.0 } else { 0.0 }, 0.0)
    }
}

impl sealed::Sealed for f32 {}
impl FourierElement for f32 {
    type Output = f32;
    type Shifted = Complex64;
    fn parts(self) -> (f64, f64) {
        (self as f64, 0.0)
    }
}
impl FourierOutput for f32 {
    fn from_parts(re: f64, _im: f64) -> Self {
        re as f32
    }
}
impl FourierOutput for f64 {
    fn from_parts(re: f64, _im: f64) -> Self {
        re
    }
}

impl sealed::Sealed for Complex32 {}
impl FourierElement for Complex32 {
    type Output = Complex32;
    type Shifted = Complex32;
    fn parts(self) -> (f64, f64) {
        (self.re as f64, self.im as f64)
    }
}
impl FourierOutput for Complex32 {
    fn from_parts(re: f64, im: f64) -> Self {
        Complex32::new(re as f32, im as f32)
    }
}

impl sealed::Sealed for Complex64 {}
impl FourierElement for Complex64 {
    type Output = Complex64;
    type Shifted = Complex64;
    fn parts(self) -> (f64, f64) {
        (self.re, self.im)
    }
}
impl FourierOutput for Complex64 {
    fn from_parts(re: f64, im: f64) -> Self {
        Complex64::new(re, im)
    }
}

/// Options of the Fourier filters (SciPy's keyword arguments and defaults).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FourierOptions {
    /// `-1` (the default): the input is the result of a complex `fft`. `n >= 0`: the input is the
    /// result of a real `rfft` of length `n` along `axis`.
    pub n: i64,
    /// The axis of the real transform (default -1).
    pub axis: isize,
}

impl Default for FourierOptions {
    fn default() -> Self {
        FourierOptions { n: -1, axis: -1 }
    }
}

/// How the per-axis table entries of one element combine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Product of the entries (Gaussian, uniform).
    Product,
    /// `sin(t) / t` of the one entry (1-D ellipsoid).
    Ellipsoid1,
    /// `2 j1(r) / r`, `r = sqrt(sum)` (2-D ellipsoid).
    Ellipsoid2,
    /// `3 (sin r - r cos r) / r^3`, `r = sqrt(sum)` (3-D ellipsoid).
    Ellipsoid3,
    /// Phase `sum` of the entries (shift).
    Shift,
}

/// SciPy's per-axis tables: `tables[a]` (None where SciPy keeps no table, which leaves the
/// factor out), each the length of axis `a`.
pub(crate) struct Plan {
    pub kind: Kind,
    pub tables: Vec<Option<Vec<f64>>>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Filter {
    Gaussian,
    Uniform,
    Ellipsoid,
    Shift,
}

/// The frequency index of each position along an axis: `0, 1, ..., -2, -1` (complex transform)
/// or `0 .. len` along the axis of a real transform.
fn frequencies(len: usize, real: bool) -> Vec<f64> {
    if real {
        return (0..len).map(|k| k as f64).collect();
    }
    let len = len as i64;
    (0..(len + 1) / 2)
        .chain(-(len / 2)..0)
        .map(|k| k as f64)
        .collect()
}

fn plan(shape: &[usize], params: &[f64], n: i64, axis: usize, filter: Filter) -> Plan {
    let nd = shape.len();
    let mut tables = Vec::with_capacity(nd);
    for (hh, &dim) in shape.iter().enumerate() {
        let real = hh == axis && n >= 0;
        // The length of the transform along the axis.
        let len = if real { n as f64 } else { dim as f64 };
        let p = params[hh];
        if dim <= 1 && filter != Filter::Ellipsoid {
            tables.push(None);
            continue;
        }
        let ks = frequencies(dim, real);
        let t: Vec<f64> = match filter {
            Filter::Gaussian => {
                let q = p * PI / len;
                let q = -2.0 * q * q;
                ks.iter()
                    .map(|&k| {
                        let v = q * k * k;
                        if v.abs() > 50.0 { 0.0 } else { v.exp() }
                    })
                    .collect()
            }
            Filter::Uniform => {
                let q = PI * p / len;
                ks.iter()
                    .enumerate()
                    .map(|(j, &k)| {
                        if j == 0 {
                            1.0
                        } else if q > 0.0 {
                            (q * k).sin() / (q * k)
                        } else {
                            0.0
                        }
                    })
                    .collect()
            }
            Filter::Ellipsoid => {
                let q = PI * p / len;
                ks.iter()
                    .map(|&k| {
                        let v = k * q;
                        if nd > 1 { v * v } else { v }
                    })
                    .collect()
            }
            Filter::Shift => {
                let q = -2.0 * PI * p / len;
                ks.iter().map(|&k| q * k).collect()
            }
        };
        tables.push(Some(t));
    }
    let kind = match (filter, nd) {
        (Filter::Gaussian | Filter::Uniform, _) => Kind::Product,
        (Filter::Shift, _) => Kind::Shift,
        (Filter::Ellipsoid, 1) => Kind::Ellipsoid1,
        (Filter::Ellipsoid, 2) => Kind::Ellipsoid2,
        (Filter::Ellipsoid, _) => Kind::Ellipsoid3,
    };
    Plan { kind, tables }
}

/// SciPy's `_normalize_sequence` of the per-axis parameter.
fn normalize_sequence(values: &[f64], nd: usize, op: &'static str) -> Result<Vec<f64>> {
    match values.len() {
        1 => Ok(vec![values[0]; nd]),
        len if len == nd => Ok(values.to_vec()),
        len => Err(Error::InvalidArgument {
            op,
            reason: format!(
                "sequence argument must have length equal to input rank ({nd}), got {len}"
            ),
        }),
    }
}

fn run<T: FourierElement, O: FourierOutput>(
    input: &Array<T>,
    params: &[f64],
    opts: &FourierOptions,
    filter: Filter,
    op: &'static str,
) -> Result<Array<O>> {
    let nd = input.ndim();
    let axis = normalize_axis(opts.axis, nd)?;
    if filter == Filter::Ellipsoid && nd > 3 {
        return Err(Error::Unsupported {
            what: format!("{op} of a {nd}-d array: only 1d, 2d and 3d inputs are supported"),
            backend: "any".into(),
        });
    }
    let params = normalize_sequence(params, nd, op)?;
    if input.is_empty() {
        return Array::from_vec(Vec::new(), input.shape(), input.device());
    }
    let p = plan(input.shape(), &params, opts.n, axis, filter);
    match input.device().backend() {
        Backend::Cpu => cpu::apply(input, &p),
        Backend::Cuda(c) => cuda::apply(c, input, &p),
    }
}

/// Multidimensional Gaussian Fourier filter: multiplies the transform by that of a Gaussian of
/// standard deviation `sigma` (one value, or one per axis).
///
/// Equivalent to `scipy.ndimage.fourier_gaussian`.
///
/// # Errors
/// [`Error::AxisOutOfBounds`] for a bad `axis` (or a 0-d input); [`Error::InvalidArgument`] when
/// `sigma` has neither 1 nor `ndim` values; [`Error::Unsupported`] on the GPU for more than 8
/// axes.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{fourier_gaussian, FourierOptions};
/// let a = Array::from_vec(vec![1.0f64; 4], &[4], &Device::cpu())?;
/// let r = fourier_gaussian(&a, &[1.0], &FourierOptions::default())?.to_vec()?;
/// let e = (-2.0 * (std::f64::consts::PI / 4.0).powi(2)).exp();
/// assert_eq!(r[0], 1.0);
/// assert_eq!(r[1], e);
/// assert_eq!(r[3], e);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fourier_gaussian<T: FourierElement>(
    input: &Array<T>,
    sigma: &[f64],
    opts: &FourierOptions,
) -> Result<Array<T::Output>> {
    run(input, sigma, opts, Filter::Gaussian, "fourier_gaussian")
}

/// Multidimensional uniform Fourier filter: multiplies the transform by that of a box of side
/// `size` (one value, or one per axis).
///
/// Equivalent to `scipy.ndimage.fourier_uniform`.
///
/// # Errors
/// As [`fourier_gaussian`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{fourier_uniform, FourierOptions};
/// let a = Array::from_vec(vec![2.0f32; 4], &[4], &Device::cpu())?;
/// let r = fourier_uniform(&a, &[2.0], &FourierOptions::default())?.to_vec()?;
/// assert_eq!(r[0], 2.0);
/// assert!(r[2].abs() < 1e-7);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fourier_uniform<T: FourierElement>(
    input: &Array<T>,
    size: &[f64],
    opts: &FourierOptions,
) -> Result<Array<T::Output>> {
    run(input, size, opts, Filter::Uniform, "fourier_uniform")
}

/// Multidimensional ellipsoid Fourier filter: multiplies the transform by that of an ellipsoid
/// with axis lengths `size` (one value, or one per axis); 1-, 2- and 3-d inputs.
///
/// Equivalent to `scipy.ndimage.fourier_ellipsoid`.
///
/// # Errors
/// As [`fourier_gaussian`]; [`Error::Unsupported`] for more than 3 axes (SciPy's
/// `NotImplementedError`).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{fourier_ellipsoid, FourierOptions};
/// let a = Array::from_vec(vec![1.0f64; 4], &[4], &Device::cpu())?;
/// let r = fourier_ellipsoid(&a, &[2.0], &FourierOptions::default())?.to_vec()?;
/// let t = std::f64::consts::PI / 2.0;
/// assert_eq!((r[0], r[1], r[3]), (1.0, t.sin() / t, t.sin() / t));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fourier_ellipsoid<T: FourierElement>(
    input: &Array<T>,
    size: &[f64],
    opts: &FourierOptions,
) -> Result<Array<T::Output>> {
    run(input, size, opts, Filter::Ellipsoid, "fourier_ellipsoid")
}

/// Multidimensional Fourier shift filter: multiplies the transform by the phase ramp of a shift
/// by `shift` (one value, or one per axis). Real inputs give `Complex64` (NumPy's complex128).
///
/// Equivalent to `scipy.ndimage.fourier_shift`.
///
/// # Errors
/// As [`fourier_gaussian`].
///
/// ```
/// use gsci_core::{Array, Complex64, Device};
/// use gsci_ndimage::{fourier_shift, FourierOptions};
/// let a = Array::from_vec(vec![1.0f64; 4], &[4], &Device::cpu())?;
/// let r = fourier_shift(&a, &[1.0], &FourierOptions::default())?.to_vec()?;
/// let t = -2.0 * std::f64::consts::PI / 4.0;
/// assert_eq!(r[0], Complex64::new(1.0, 0.0));
/// assert_eq!(r[1], Complex64::new(t.cos(), t.sin()));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fourier_shift<T: FourierElement>(
    input: &Array<T>,
    shift: &[f64],
    opts: &FourierOptions,
) -> Result<Array<T::Shifted>> {
    run(input, shift, opts, Filter::Shift, "fourier_shift")
}

/// Checks SciPy's `output=` rules (complex data and shifts need a complex output; same shape
/// and device) and writes the filter's result there.
fn run_into<T: FourierElement, O: FourierOutput>(
    input: &Array<T>,
    params: &[f64],
    output: &mut Array<O>,
    opts: &FourierOptions,
    filter: Filter,
    op: &'static str,
) -> Result<()> {
    if (T::DTYPE.is_complex() || filter == Filter::Shift) && !O::DTYPE.is_complex() {
        return Err(Error::DTypeMismatch {
            op,
            left: T::DTYPE,
            right: O::DTYPE,
        });
    }
    if output.shape() != input.shape() {
        return Err(Error::ShapeMismatch {
            op,
            left: input.shape().to_vec(),
            right: output.shape().to_vec(),
        });
    }
    if output.device() != input.device() {
        return Err(Error::DeviceMismatch {
            op,
            left: format!("{:?}", input.device()),
            right: format!("{:?}", output.device()),
        });
    }
    *output = run::<T, O>(input, params, opts, filter, op)?;
    Ok(())
}

/// [`fourier_gaussian`] into `output` of `f32`, `f64`, `Complex32` or `Complex64` (SciPy's
/// `output=`; complex input needs a complex output).
///
/// Equivalent to `scipy.ndimage.fourier_gaussian(..., output=output)`.
///
/// # Errors
/// As [`fourier_gaussian`]; [`Error::DTypeMismatch`] for complex input into a real output;
/// [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `output`.
///
/// ```
/// use gsci_core::{Array, Complex32, Device};
/// use gsci_ndimage::{fourier_gaussian_into, FourierOptions};
/// let a = Array::from_vec(vec![1.0f64; 4], &[4], &Device::cpu())?;
/// let mut out = Array::<Complex32>::zeros(&[4], &Device::cpu())?;
/// fourier_gaussian_into(&a, &[1.0], &mut out, &FourierOptions::default())?;
/// assert_eq!(out.to_vec()?[0], Complex32::new(1.0, 0.0));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fourier_gaussian_into<T: FourierElement, O: FourierOutput>(
    input: &Array<T>,
    sigma: &[f64],
    output: &mut Array<O>,
    opts: &FourierOptions,
) -> Result<()> {
    run_into(
        input,
        sigma,
        output,
        opts,
        Filter::Gaussian,
        "fourier_gaussian",
    )
}

/// [`fourier_uniform`] into `output` (see [`fourier_gaussian_into`]).
///
/// Equivalent to `scipy.ndimage.fourier_uniform(..., output=output)`.
///
/// # Errors
/// As [`fourier_gaussian_into`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{fourier_uniform_into, FourierOptions};
/// let a = Array::from_vec(vec![3u8; 4], &[4], &Device::cpu())?;
/// let mut out = Array::<f32>::zeros(&[4], &Device::cpu())?;
/// fourier_uniform_into(&a, &[2.0], &mut out, &FourierOptions::default())?;
/// assert_eq!(out.to_vec()?[0], 3.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fourier_uniform_into<T: FourierElement, O: FourierOutput>(
    input: &Array<T>,
    size: &[f64],
    output: &mut Array<O>,
    opts: &FourierOptions,
) -> Result<()> {
    run_into(
        input,
        size,
        output,
        opts,
        Filter::Uniform,
        "fourier_uniform",
    )
}

/// [`fourier_ellipsoid`] into `output` (see [`fourier_gaussian_into`]).
///
/// Equivalent to `scipy.ndimage.fourier_ellipsoid(..., output=output)`.
///
/// # Errors
/// As [`fourier_gaussian_into`] and [`fourier_ellipsoid`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{fourier_ellipsoid_into, FourierOptions};
/// let a = Array::from_vec(vec![1.0f32; 6], &[2, 3], &Device::cpu())?;
/// let mut out = Array::<f64>::zeros(&[2, 3], &Device::cpu())?;
/// fourier_ellipsoid_into(&a, &[2.0], &mut out, &FourierOptions::default())?;
/// assert_eq!(out.to_vec()?[0], 1.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fourier_ellipsoid_into<T: FourierElement, O: FourierOutput>(
    input: &Array<T>,
    size: &[f64],
    output: &mut Array<O>,
    opts: &FourierOptions,
) -> Result<()> {
    if input.ndim() > 3 {
        return Err(Error::Unsupported {
            what: format!(
                "fourier_ellipsoid of a {}-d array: only 1d, 2d and 3d inputs are supported",
                input.ndim()
            ),
            backend: "any".into(),
        });
    }
    run_into(
        input,
        size,
        output,
        opts,
        Filter::Ellipsoid,
        "fourier_ellipsoid",
    )
}

/// [`fourier_shift`] into a complex `output` (`Complex32` or `Complex64`).
///
/// Equivalent to `scipy.ndimage.fourier_shift(..., output=output)`.
///
/// # Errors
/// As [`fourier_gaussian_into`]; [`Error::DTypeMismatch`] for a real output.
///
/// ```
/// use gsci_core::{Array, Complex32, Device};
/// use gsci_ndimage::{fourier_shift_into, FourierOptions};
/// let a = Array::from_vec(vec![1.0f32; 4], &[4], &Device::cpu())?;
/// let mut out = Array::<Complex32>::zeros(&[4], &Device::cpu())?;
/// fourier_shift_into(&a, &[2.0], &mut out, &FourierOptions::default())?;
/// let v = out.to_vec()?;
/// assert_eq!(v[0], Complex32::new(1.0, 0.0));
/// assert_eq!(v[1].re, -1.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fourier_shift_into<T: FourierElement, O: FourierOutput>(
    input: &Array<T>,
    shift: &[f64],
    output: &mut Array<O>,
    opts: &FourierOptions,
) -> Result<()> {
    run_into(input, shift, output, opts, Filter::Shift, "fourier_shift")
}

/// `j1(x)` as SciPy's `ni_fourier.c` computes it (Cephes' rational approximations, SciPy's
/// constants verbatim).
#[allow(clippy::excessive_precision, clippy::unreadable_literal)]
pub(crate) fn bessel_j1(x: f64) -> f64 {
    const Z1: f64 = 1.46819706421238932572E1;
    const Z2: f64 = 4.92184563216946036703E1;
    const THPIO4: f64 = 2.35619449019234492885;
    const SQ2OPI: f64 = 0.79788456080286535588;
    const RP: [f64; 4] = [
        -8.99971225705559398224E8,
        4.52228297998194034323E11,
        -7.27494245221818276015E13,
        3.68295732863852883286E15,
    ];
    const RQ: [f64; 8] = [
        6.20836478118054335476E2,
        2.56987256757748830383E5,
        8.35146791431949253037E7,
        2.21511595479792499675E10,
        4.74914122079991414898E12,
        7.84369607876235854894E14,
        8.95222336184627338078E16,
        5.32278620332680085395E18,
    ];
    const PP: [f64; 7] = [
        7.62125616208173112003E-4,
        7.31397056940917570436E-2,
        1.12719608129684925192E0,
        5.11207951146807644818E0,
        8.42404590141772420927E0,
        5.21451598682361504063E0,
        1.00000000000000000254E0,
    ];
    const PQ: [f64; 7] = [
        5.71323128072548699714E-4,
        6.88455908754495404082E-2,
        1.10514232634061696926E0,
        5.07386386128601488557E0,
        8.39985554327604159757E0,
        5.20982848682361821619E0,
        9.99999999999999997461E-1,
    ];
    const QP: [f64; 8] = [
        5.10862594750176621635E-2,
        4.98213872951233449420E0,
        7.58238284132545283818E1,
        3.66779609360150777800E2,
        7.10856304998926107277E2,
        5.97489612400613639965E2,
        2.11688757100572135698E2,
        2.52070205858023719784E1,
    ];
    const QQ: [f64; 7] = [
        7.42373277035675149943E1,
        1.05644886038262816351E3,
        4.98641058337653607651E3,
        9.56231892404756170795E3,
        7.99704160447350683650E3,
        2.82619278517639096600E3,
        3.36093607810698293419E2,
    ];
    fn polevl(x: f64, c: &[f64]) -> f64 {
        c[1..].iter().fold(c[0], |a, &k| a * x + k)
    }
    fn p1evl(x: f64, c: &[f64]) -> f64 {
        c[1..].iter().fold(x + c[0], |a, &k| a * x + k)
    }
    let w = x.abs();
    if w <= 5.0 {
        let z = x * x;
        let w = polevl(z, &RP) / p1evl(z, &RQ);
        return w * x * (z - Z1) * (z - Z2);
    }
    let w = 5.0 / x;
    let z = w * w;
    let p = polevl(z, &PP) / polevl(z, &PQ);
    let q = polevl(z, &QP) / p1evl(z, &QQ);
    let xn = x - THPIO4;
    let p = p * xn.cos() - w * q * xn.sin();
    p * SQ2OPI / x.sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frequencies_follow_fftfreq() {
        assert_eq!(frequencies(5, false), vec![0.0, 1.0, 2.0, -2.0, -1.0]);
        assert_eq!(frequencies(4, false), vec![0.0, 1.0, -2.0, -1.0]);
        assert_eq!(frequencies(3, true), vec![0.0, 1.0, 2.0]);
    }

    #[test]
    fn bessel_j1_values() {
        // scipy.special.j1 at 1, 4, 7 and 20.
        for (x, v) in [
            (1.0, 0.440_050_585_744_933_5),
            (4.0, -0.066_043_328_023_549_14),
            (7.0, -0.004_682_823_482_345_833),
            (20.0, 0.066_833_124_175_850_05),
        ] {
            assert!(
                (bessel_j1(x) - v).abs() < 1e-15,
                "j1({x}) = {}",
                bessel_j1(x)
            );
        }
    }
}
