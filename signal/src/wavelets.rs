//! Wavelet transforms as CuPy's `cupyx.scipy.signal` keeps them: `ricker`, `morlet2`, `cwt`.
//!
//! SciPy removed `cwt`, `ricker` and `morlet2` in 1.15 (SciPy 1.17 has none of them; it keeps
//! the same formulas privately for `find_peaks_cwt`). These follow CuPy's (= SciPy 1.14's)
//! definitions: the formulas are documented on each function and tested against them.
//! `cwt` convolves on the data's device, one [`convolve`] (`mode = same`, `method = auto`) per
//! width.

use crate::filtering::{ConvMethod, ConvMode, ConvolveOptions, FilterElement, convolve, invalid};
use gsci_core::ufunc::DynArray;
use gsci_core::{Array, Complex64, DType, Device, Result, stack};
use std::f64::consts::PI;

/// The wavelet of [`cwt`] and [`crate::find_peaks_cwt`] (SciPy's `wavelet` callable, for the
/// wavelets CuPy provides).
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub enum Wavelet {
    /// [`ricker`] (the default of `find_peaks_cwt`).
    #[default]
    Ricker,
    /// [`morlet2`] with its `w` (CuPy's `cwt(.., morlet2, widths, w=w)`).
    Morlet2 {
        /// Omega0 (5 is CuPy's default).
        w: f64,
    },
}

impl Wavelet {
    /// Whether the wavelet is complex.
    pub fn is_complex(&self) -> bool {
        matches!(self, Wavelet::Morlet2 { .. })
    }

    /// `wavelet(points, width)` with NumPy's `arange(0, points)` for a float `points`.
    pub(crate) fn sample(&self, points: f64, width: f64) -> Vec<Complex64> {
        match self {
            Wavelet::Ricker => ricker_vec(points, width)
                .into_iter()
                .map(|v| Complex64::new(v, 0.0))
                .collect(),
            Wavelet::Morlet2 { w } => morlet2_vec(points, width, *w),
        }
    }
}

/// `numpy.arange(0, points)`'s length for a float `points`.
fn arange_len(points: f64) -> usize {
    if points > 0.0 {
        points.ceil() as usize
    } else {
        0
    }
}

pub(crate) fn ricker_vec(points: f64, a: f64) -> Vec<f64> {
    let amp = 2.0 / ((3.0 * a).sqrt() * PI.powf(0.25));
    let wsq = a * a;
    let c = (points - 1.0) / 2.0;
    (0..arange_len(points))
        .map(|k| {
            let v = k as f64 - c;
            let xsq = v * v;
            let m = 1.0 - xsq / wsq;
            let g = (-xsq / (2.0 * wsq)).exp();
            amp * m * g
        })
        .collect()
}

fn morlet2_vec(m: f64, s: f64, w: f64) -> Vec<Complex64> {
    let c = (m - 1.0) / 2.0;
    let norm = (1.0 / s).sqrt();
    let q = PI.powf(-0.25);
    (0..arange_len(m))
        .map(|k| {
            let x = (k as f64 - c) / s;
            let osc = Complex64::new(0.0, w * x).exp();
            let env = (-0.5 * (x * x)).exp();
            let wav = Complex64::new(osc.re * env, osc.im * env) * q;
            wav * norm
        })
        .collect()
}

/// Return a Ricker wavelet, also known as the "Mexican hat wavelet".
///
/// Equivalent to `cupyx.scipy.signal.ricker(points, a)` (SciPy's before 1.15, removed there):
/// `A (1 - (x/a)^2) exp(-x^2 / (2 a^2))` with `A = 2 / (sqrt(3 a) pi^(1/4))` at
/// `x = k - (points - 1) / 2`, float64 on the CPU (like the windows).
///
/// # Errors
/// None beyond allocation ([`gsci_core::Error::OutOfMemory`]).
///
/// ```
/// let w = gsci_signal::ricker(5, 1.0)?.to_vec()?;
/// let amp = 2.0 / (3f64.sqrt() * std::f64::consts::PI.powf(0.25));
/// assert!((w[2] - amp).abs() < 1e-15 && w[0] < 0.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn ricker(points: usize, a: f64) -> Result<Array<f64>> {
    Array::from_vec(ricker_vec(points as f64, a), &[points], &Device::cpu())
}

/// Keyword arguments of [`morlet2`].
#[derive(Clone, Debug)]
pub struct Morlet2Options {
    /// Omega0 (default 5).
    pub w: f64,
}

impl Default for Morlet2Options {
    fn default() -> Self {
        Morlet2Options { w: 5.0 }
    }
}

/// Complex Morlet wavelet, designed to work with [`cwt`].
///
/// Equivalent to `cupyx.scipy.signal.morlet2(M, s, w=5)` (SciPy's before 1.15):
/// `sqrt(1/s) pi^(-1/4) exp(i w x) exp(-x^2 / 2)` at `x = (k - (M - 1) / 2) / s`, complex128 on
/// the CPU.
///
/// # Errors
/// None beyond allocation.
///
/// ```
/// use gsci_signal::{morlet2, Morlet2Options};
/// let w = morlet2(5, 1.0, &Morlet2Options::default())?.to_vec()?;
/// assert!((w[2].re - std::f64::consts::PI.powf(-0.25)).abs() < 1e-15 && w[2].im == 0.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn morlet2(m: usize, s: f64, opts: &Morlet2Options) -> Result<Array<Complex64>> {
    Array::from_vec(morlet2_vec(m as f64, s, opts.w), &[m], &Device::cpu())
}

fn check_cwt(op: &'static str, n: usize, ndim: usize, widths: &[f64]) -> Result<()> {
    if ndim != 1 {
        return Err(invalid(op, format!("data: must be 1-D (got {ndim}-D)")));
    }
    if n == 0 {
        return Err(invalid(op, "data: is empty"));
    }
    if widths.is_empty() {
        return Err(invalid(op, "widths: is empty"));
    }
    if let Some(w) = widths.iter().find(|w| !(w.is_finite() && **w > 0.0)) {
        return Err(invalid(
            op,
            format!("widths: must be finite and > 0, got {w}"),
        ));
    }
    Ok(())
}

/// Continuous wavelet transform, computed in the output dtype `O` (CuPy's `dtype=`).
///
/// Equivalent to `cupyx.scipy.signal.cwt(data, wavelet, widths, dtype=O)` (SciPy's before
/// 1.15): row `i` is `convolve(data, conj(wavelet(N, widths[i])[::-1]), mode='same')` with
/// `N = min(10 widths[i], len(data))` (a float, as NumPy's `arange(0, N)` counts it). A real
/// `O` with a complex wavelet keeps the real part (NumPy's cast of the complex rows); the
/// result `(len(widths), len(data))` lives on `data`'s device. [`cwt_dyn`] picks CuPy's
/// default dtype.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when `data` is not 1-D or is empty, or `widths` is
/// empty or holds a width that is not finite and positive.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{cwt, Wavelet};
/// let x = Array::from_vec(vec![0.0, 1.0, 3.0, 1.0, 0.0, -1.0], &[6], &Device::cpu())?;
/// let c = cwt::<f64>(&x, &Wavelet::Ricker, &[1.0, 2.0])?;
/// assert_eq!(c.shape(), &[2, 6]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cwt<O: FilterElement>(
    data: &Array<O>,
    wavelet: &Wavelet,
    widths: &[f64],
) -> Result<Array<O>> {
    const OP: &str = "cwt";
    check_cwt(OP, data.len(), data.ndim(), widths)?;
    let n = data.len();
    let dev = data.device();
    let opts = ConvolveOptions {
        mode: ConvMode::Same,
        method: ConvMethod::Auto,
    };
    let mut rows = Vec::with_capacity(widths.len());
    for &width in widths {
        let points = (10.0 * width).min(n as f64);
        let taps: Vec<O> = wavelet
            .sample(points, width)
            .into_iter()
            .rev()
            .map(|v| O::from_c64(v.conj()))
            .collect();
        let k = Array::from_vec(taps.clone(), &[taps.len()], dev)?;
        rows.push(convolve(data, &k, &opts)?);
    }
    let refs: Vec<&Array<O>> = rows.iter().collect();
    stack(&refs, 0)
}

/// Continuous wavelet transform in CuPy's default dtype: complex128 for a complex wavelet (or
/// complex data), float64 otherwise.
///
/// Equivalent to `cupyx.scipy.signal.cwt(data, wavelet, widths)`; see [`cwt`]. Complex data
/// with a real wavelet gives complex128 (CuPy would drop the imaginary parts into a float64
/// result, with a warning).
///
/// # Errors
/// As [`cwt`].
///
/// ```
/// use gsci_core::{Array, DType, Device};
/// use gsci_signal::{cwt_dyn, Wavelet};
/// let x = Array::from_vec(vec![0.0f32, 1.0, 3.0, 1.0, 0.0], &[5], &Device::cpu())?;
/// assert_eq!(cwt_dyn(&x, &Wavelet::Morlet2 { w: 5.0 }, &[1.0])?.dtype(), DType::C128);
/// assert_eq!(cwt_dyn(&x, &Wavelet::Ricker, &[1.0])?.dtype(), DType::F64);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cwt_dyn<T: FilterElement>(
    data: &Array<T>,
    wavelet: &Wavelet,
    widths: &[f64],
) -> Result<DynArray> {
    check_cwt("cwt", data.len(), data.ndim(), widths)?;
    if wavelet.is_complex() || T::IS_COMPLEX {
        let d: Array<Complex64> = data.astype()?;
        Ok(cwt::<Complex64>(&d, wavelet, widths)?.into())
    } else {
        debug_assert!(matches!(T::DTYPE, DType::F32 | DType::F64));
        let d: Array<f64> = data.astype()?;
        Ok(cwt::<f64>(&d, wavelet, widths)?.into())
    }
}
