//! The chirp z-transform (`scipy.signal._czt`): `czt`, `zoom_fft`, `czt_points` and the `CZT`
//! / `ZoomFFT` classes.
//!
//! Bluestein's algorithm as SciPy writes it: the chirps (`A·W^(k²/2)`, the filter `W^(-k²/2)`
//! and its FFT of length `next_fast_len(n + m - 1)`) are computed on the host in float64 with
//! NumPy's operation order; the transform itself (chirp multiply, `fft`, product, `ifft`, slice,
//! chirp multiply) runs on the signal's device through gsci-fft and core's ufuncs, batched
//! over every axis but `axis`. The result is complex128 for every input dtype, as SciPy's.

use crate::filtering::FilterElement;
use crate::spectral::invalid;
use gsci_core::{Array, Complex64, Device, Result, normalize_axis, ufunc};
use std::f64::consts::PI;

/// NumPy's complex division (Smith's algorithm, as its `divide` loop).
fn cdiv(a: Complex64, b: Complex64) -> Complex64 {
    let (ar, ai, br, bi) = (a.re, a.im, b.re, b.im);
    if br.abs() >= bi.abs() {
        if br == 0.0 && bi == 0.0 {
            return Complex64::new(ar / br.abs(), ai / br.abs());
        }
        let rat = bi / br;
        let scl = 1.0 / (br + bi * rat);
        Complex64::new((ar + ai * rat) * scl, (ai - ar * rat) * scl)
    } else {
        let rat = br / bi;
        let scl = 1.0 / (bi + br * rat);
        Complex64::new((ar * rat + ai) * scl, (ai * rat - ar) * scl)
    }
}

/// `exp(i·θ)` of a purely imaginary argument.
fn cis(theta: f64) -> Complex64 {
    Complex64::new(theta.cos(), theta.sin())
}

/// NumPy's complex power `a ** b` for a real exponent `b` (`nc_pow`: repeated squaring for
/// integral exponents below 100 in magnitude, else `exp(b·log(a))`).
fn cpow(a: Complex64, b: f64) -> Complex64 {
    if b == 0.0 {
        return Complex64::new(1.0, 0.0);
    }
    if a.re == 0.0 && a.im == 0.0 {
        return if b > 0.0 {
            Complex64::new(0.0, 0.0)
        } else {
            Complex64::new(f64::NAN, f64::NAN)
        };
    }
    if b.fract() == 0.0 && b.abs() < 100.0 {
        let mut n = b.abs() as u64;
        let mut p = a;
        let mut acc = Complex64::new(1.0, 0.0);
        loop {
            if n & 1 == 1 {
                acc *= p;
            }
            n >>= 1;
            if n == 0 {
                break;
            }
            p *= p;
        }
        return if b < 0.0 {
            cdiv(Complex64::new(1.0, 0.0), acc)
        } else {
            acc
        };
    }
    let l = Complex64::new(clog_re(a.re, a.im), a.im.atan2(a.re));
    (l * b).exp()
}

/// `a + b` as a double-double (`s + e == a + b` exactly).
fn two_sum(a: f64, b: f64) -> (f64, f64) {
    let s = a + b;
    let bb = s - a;
    (s, (a - (s - bb)) + (b - bb))
}

/// `log|x + iy|` as glibc's `clog` computes it: near the unit circle through
/// `log1p(x² + y² - 1) / 2` with `x² + y² - 1` exact (NumPy's complex `log` and `**` go
/// through it; `ln(hypot)` there loses the digits that `w**(k²/2)` multiplies by `k²`).
fn clog_re(x: f64, y: f64) -> f64 {
    let (mut ax, mut ay) = (x.abs(), y.abs());
    if ax < ay {
        std::mem::swap(&mut ax, &mut ay);
    }
    let eps = f64::EPSILON;
    let exact_d2m1 = || {
        // x² + y² - 1 from the exact products (hi + lo each) and an error-free sum.
        let x2 = ax * ax;
        let x2l = ax.mul_add(ax, -x2);
        let y2 = ay * ay;
        let y2l = ay.mul_add(ay, -y2);
        let (s1, e1) = two_sum(x2, -1.0);
        let (s2, e2) = two_sum(s1, y2);
        s2 + (e1 + e2 + x2l + y2l)
    };
    if ax == 1.0 {
        (ay * ay).ln_1p() / 2.0
    } else if ax > 1.0 && ax < 2.0 && ay < 1.0 {
        let mut d2m1 = (ax - 1.0) * (ax + 1.0);
        if ay >= eps {
            d2m1 += ay * ay;
        }
        d2m1.ln_1p() / 2.0
    } else if (0.5..1.0).contains(&ax) && ay < eps / 2.0 {
        ((ax - 1.0) * (ax + 1.0)).ln_1p() / 2.0
    } else if (0.5..1.0).contains(&ax) && ax * ax + ay * ay >= 0.5 {
        exact_d2m1().ln_1p() / 2.0
    } else {
        ax.hypot(ay).ln()
    }
}

fn validate_sizes(op: &'static str, n: usize, m: Option<usize>) -> Result<usize> {
    if n < 1 {
        return Err(invalid(
            op,
            format!(
                "n: Invalid number of CZT data points ({n}) specified. n must be positive and integer type."
            ),
        ));
    }
    match m {
        None => Ok(n),
        Some(0) => Err(invalid(
            op,
            "m: Invalid number of CZT output points (0) specified. m must be positive and integer type.",
        )),
        Some(m) => Ok(m),
    }
}

/// Keyword arguments of [`czt`] and [`Czt::new`].
#[derive(Clone, Debug)]
pub struct CztOptions {
    /// Number of output points (default: the input length `n`).
    pub m: Option<usize>,
    /// Ratio between points (default `exp(-2πi/m)`: equally spaced around the unit circle).
    pub w: Option<Complex64>,
    /// Starting point in the complex plane (default `1+0j`).
    pub a: Complex64,
    /// Axis to transform (default -1; [`Czt::call`] takes its own).
    pub axis: isize,
}

impl Default for CztOptions {
    fn default() -> Self {
        CztOptions {
            m: None,
            w: None,
            a: Complex64::new(1.0, 0.0),
            axis: -1,
        }
    }
}

/// Keyword arguments of [`zoom_fft`] and [`ZoomFft::new`].
#[derive(Clone, Debug)]
pub struct ZoomFftOptions {
    /// Number of output points (default: the input length `n`).
    pub m: Option<usize>,
    /// Sampling frequency (default 2: `fn` in units of the Nyquist frequency).
    pub fs: f64,
    /// Whether `f2` is the last sample (default false).
    pub endpoint: bool,
    /// Axis to transform (default -1; [`ZoomFft::call`] takes its own).
    pub axis: isize,
}

impl Default for ZoomFftOptions {
    fn default() -> Self {
        ZoomFftOptions {
            m: None,
            fs: 2.0,
            endpoint: false,
            axis: -1,
        }
    }
}

/// Keyword arguments of [`czt_points`].
#[derive(Clone, Debug)]
pub struct CztPointsOptions {
    /// Ratio between points (default: equally spaced around the unit circle).
    pub w: Option<Complex64>,
    /// Starting point (default `1+0j`).
    pub a: Complex64,
}

impl Default for CztPointsOptions {
    fn default() -> Self {
        CztPointsOptions {
            w: None,
            a: Complex64::new(1.0, 0.0),
        }
    }
}

/// A callable chirp z-transform of signals of length `n` (SciPy's `CZT` class): the chirps are
/// computed once.
#[derive(Clone, Debug)]
pub struct Czt {
    /// Signal length.
    pub n: usize,
    /// Number of output points.
    pub m: usize,
    /// Ratio between points.
    pub w: Complex64,
    /// Starting point.
    pub a: Complex64,
    op: &'static str,
    awk2: Vec<Complex64>,
    fwk2: Vec<Complex64>,
    wk2m: Vec<Complex64>,
    nfft: usize,
}

/// `k²` for `k < n` (exact).
fn k2(k: usize) -> u128 {
    (k as u128) * (k as u128)
}

impl Czt {
    /// Create a callable chirp z-transform function.
    ///
    /// Equivalent to `scipy.signal.CZT(n, m=None, w=None, a=1+0j)` (`opts.axis` is not used:
    /// [`Czt::call`] takes the axis).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) naming `CZT` for `n == 0` or
    /// `m == Some(0)`; [`Error::HostOutOfMemory`](gsci_core::Error::HostOutOfMemory) for sizes that
    /// cannot be allocated.
    ///
    /// ```
    /// use gsci_signal::{Array, Czt, CztOptions, Device};
    /// let czt7 = Czt::new(7, &CztOptions::default())?;
    /// let x = Array::from_vec(vec![1.0f64, 2.0, 0.0, -1.0, 3.0, 1.0, 0.5], &[7], &Device::cpu())?;
    /// let y = czt7.call(&x, -1)?.to_vec()?;
    /// // the default CZT is the FFT: y[0] is the sum
    /// assert!((y[0].re - 6.5).abs() < 1e-13 && y[0].im.abs() < 1e-13);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn new(n: usize, opts: &CztOptions) -> Result<Czt> {
        const OP: &str = "CZT";
        let m = validate_sizes(OP, n, opts.m)?;
        let kmax = m.max(n);
        let mut wk2 = fallible_vec(OP, kmax)?;
        let w = match opts.w {
            None => {
                let mm = 2 * m as u128;
                for k in 0..kmax {
                    // -(1j*pi*((k**2) % (2*m))) / m, as NumPy rounds it
                    let r = (k2(k) % mm) as f64;
                    wk2.push(cis((-(PI * r)) * (1.0 / m as f64)));
                }
                cis((-2.0 * PI / m as f64) * 1.0)
            }
            Some(w) => {
                for k in 0..kmax {
                    wk2.push(cpow(w, k2(k) as f64 / 2.0));
                }
                w
            }
        };
        let a = opts.a;
        let mut awk2 = fallible_vec(OP, n)?;
        for (k, wk) in wk2.iter().enumerate().take(n) {
            awk2.push(cpow(a, -(k as f64)) * wk);
        }
        Czt::finish(OP, n, m, w, a, awk2, wk2)
    }

    fn finish(
        op: &'static str,
        n: usize,
        m: usize,
        w: Complex64,
        a: Complex64,
        awk2: Vec<Complex64>,
        wk2: Vec<Complex64>,
    ) -> Result<Czt> {
        let nfft = gsci_fft::next_fast_len(n + m - 1, &gsci_fft::FastLenOptions::default())?;
        let one = Complex64::new(1.0, 0.0);
        let mut h = fallible_vec(op, n + m - 1)?;
        h.extend(wk2[1..n].iter().rev().map(|v| cdiv(one, *v)));
        h.extend(wk2[..m].iter().map(|v| cdiv(one, *v)));
        let len = h.len();
        let ha = Array::from_vec(h, &[len], &Device::cpu())?;
        let fwk2 = gsci_fft::fft(
            &ha,
            &gsci_fft::FftOptions {
                n: Some(nfft),
                ..Default::default()
            },
        )?
        .to_vec()?;
        let wk2m = wk2[..m].to_vec();
        Ok(Czt {
            n,
            m,
            w,
            a,
            op,
            awk2,
            fwk2,
            wk2m,
            nfft,
        })
    }

    /// Calculate the chirp z-transform of a signal along `axis`.
    ///
    /// Equivalent to calling a `scipy.signal.CZT` (or `ZoomFFT`) object: `f(x, axis=-1)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when `x.shape[axis]` is not
    /// `n`; [`Error::AxisOutOfBounds`](gsci_core::Error::AxisOutOfBounds).
    ///
    /// ```
    /// use gsci_signal::{Array, Czt, CztOptions, Device};
    /// let t = Czt::new(4, &CztOptions { m: Some(2), ..Default::default() })?;
    /// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
    /// assert_eq!(t.call(&x, 0)?.shape(), &[2]);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn call<T: FilterElement>(&self, x: &Array<T>, axis: isize) -> Result<Array<Complex64>> {
        let ax = normalize_axis(axis, x.ndim())?;
        let len = x.shape()[ax];
        if len != self.n {
            return Err(invalid(
                self.op,
                format!("x: CZT defined for length {}, not {len}", self.n),
            ));
        }
        let dev = x.device().clone();
        let xm = x.moveaxis(&[ax as isize], &[-1])?;
        let xc: Array<Complex64> = xm.astype()?;
        let awk2 = Array::from_vec(self.awk2.clone(), &[self.n], &dev)?;
        let xa: Array<Complex64> = ufunc::multiply(&xc, &awk2)?;
        let fopts = gsci_fft::FftOptions {
            n: Some(self.nfft),
            ..Default::default()
        };
        let xf = gsci_fft::fft(&xa, &fopts)?;
        let fw = Array::from_vec(self.fwk2.clone(), &[self.nfft], &dev)?;
        let prod: Array<Complex64> = ufunc::multiply(&fw, &xf)?;
        let y = gsci_fft::ifft(&prod, &gsci_fft::FftOptions::default())?;
        let y = y.slice_axis(
            -1,
            Some(self.n as isize - 1),
            Some((self.n + self.m - 1) as isize),
            1,
        )?;
        let wk = Array::from_vec(self.wk2m.clone(), &[self.m], &dev)?;
        let y: Array<Complex64> = ufunc::multiply(&y, &wk)?;
        y.moveaxis(&[-1], &[ax as isize])?.to_contiguous()
    }

    /// The points at which the chirp z-transform is computed (a 1-D array on `device`).
    ///
    /// Equivalent to `scipy.signal.CZT.points()` (and `ZoomFFT.points()`).
    ///
    /// # Errors
    /// [`Error::HostOutOfMemory`](gsci_core::Error::HostOutOfMemory).
    ///
    /// ```
    /// use gsci_signal::{Czt, CztOptions, Device};
    /// let p = Czt::new(4, &CztOptions::default())?.points(&Device::cpu())?.to_vec()?;
    /// assert!((p[1].re).abs() < 1e-15 && (p[1].im - 1.0).abs() < 1e-15);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn points(&self, device: &Device) -> Result<Array<Complex64>> {
        points(self.op, self.m, Some(self.w), self.a, device)
    }
}

fn fallible_vec<T>(op: &'static str, n: usize) -> Result<Vec<T>> {
    let mut v = Vec::new();
    gsci_core::host::try_reserve_exact(&mut v, n).map_err(|_| {
        gsci_core::Error::HostOutOfMemory {
            op,
            what: format!("{n} chirp values"),
            requested: n.saturating_mul(std::mem::size_of::<T>()),
        }
    })?;
    Ok(v)
}

fn points(
    op: &'static str,
    m: usize,
    w: Option<Complex64>,
    a: Complex64,
    device: &Device,
) -> Result<Array<Complex64>> {
    let mut v = fallible_vec(op, m)?;
    match w {
        None => {
            for k in 0..m {
                // a * exp(2j*pi*k/m)
                v.push(a * cis(2.0 * PI * k as f64 / m as f64));
            }
        }
        Some(w) => {
            for k in 0..m {
                v.push(a * cpow(w, -(k as f64)));
            }
        }
    }
    Array::from_vec(v, &[m], device)
}

/// The points in the Z plane at which [`czt`] evaluates the z-transform.
///
/// Equivalent to `scipy.signal.czt_points(m, w=None, a=1+0j)`; the array is made on `device`.
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) for `m == 0`.
///
/// ```
/// use gsci_signal::{czt_points, CztPointsOptions, Device};
/// let p = czt_points(2, &Device::cpu(), &CztPointsOptions::default())?.to_vec()?;
/// assert!((p[1].re + 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn czt_points(m: usize, device: &Device, opts: &CztPointsOptions) -> Result<Array<Complex64>> {
    let m = validate_sizes("czt_points", 1, Some(m))?;
    points("czt_points", m, opts.w, opts.a, device)
}

/// A callable zoom FFT (SciPy's `ZoomFFT` class): a [`Czt`] on equally spaced points of the
/// unit circle between `f1` and `f2`.
#[derive(Clone, Debug)]
pub struct ZoomFft {
    /// The chirp z-transform it computes.
    pub czt: Czt,
    /// Start of the frequency range.
    pub f1: f64,
    /// End of the frequency range.
    pub f2: f64,
    /// Sampling frequency.
    pub fs: f64,
}

impl ZoomFft {
    /// Create a callable zoom FFT transform function over `fn_` (`[f1, f2]`, or `[f2]` for the
    /// range `[0, f2]`).
    ///
    /// Equivalent to `scipy.signal.ZoomFFT(n, fn, m=None, *, fs=2, endpoint=False)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) naming `ZoomFFT` for `n == 0`,
    /// `m == Some(0)`, `fn_` not of length 1 or 2, `endpoint` with `m == 1`.
    ///
    /// ```
    /// use gsci_signal::{Array, Device, ZoomFft, ZoomFftOptions};
    /// let z = ZoomFft::new(8, &[0.0, 2.0], &ZoomFftOptions::default())?;
    /// let x = Array::from_vec(vec![1.0f64; 8], &[8], &Device::cpu())?;
    /// // the full circle: the FFT of ones is [8, 0, ...]
    /// let y = z.call(&x, -1)?.to_vec()?;
    /// assert!((y[0].re - 8.0).abs() < 1e-12 && y[1].norm() < 1e-12);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn new(n: usize, fn_: &[f64], opts: &ZoomFftOptions) -> Result<ZoomFft> {
        const OP: &str = "ZoomFFT";
        let m = validate_sizes(OP, n, opts.m)?;
        let (f1, f2) = match fn_ {
            [f2] => (0.0, *f2),
            [f1, f2] => (*f1, *f2),
            _ => {
                return Err(invalid(
                    OP,
                    format!(
                        "fn: fn must be a scalar or 2-length sequence (got {} values)",
                        fn_.len()
                    ),
                ));
            }
        };
        let fs = opts.fs;
        let scale = if opts.endpoint {
            if m == 1 {
                return Err(invalid(
                    OP,
                    "m: endpoint=True needs m >= 2 (float division by zero)",
                ));
            }
            ((f2 - f1) * m as f64) / (fs * (m - 1) as f64)
        } else {
            (f2 - f1) / fs
        };
        let kmax = m.max(n);
        let inv_m = 1.0 / m as f64;
        let mut wk2 = fallible_vec(OP, kmax)?;
        for k in 0..kmax {
            // np.exp(-(1j * pi * scale * k**2) / m)
            wk2.push(cis((-((PI * scale) * k2(k) as f64)) * inv_m));
        }
        let mut awk2 = fallible_vec(OP, n)?;
        let c = (-2.0 * PI * f1) / fs;
        for (k, wk) in wk2.iter().enumerate().take(n) {
            awk2.push(cis(c * k as f64) * wk);
        }
        let w = cis(-2.0 * PI / m as f64 * scale);
        let a = cis(2.0 * PI * f1 / fs);
        Ok(ZoomFft {
            czt: Czt::finish(OP, n, m, w, a, awk2, wk2)?,
            f1,
            f2,
            fs,
        })
    }

    /// Calculate the zoom FFT of a signal along `axis`.
    ///
    /// Equivalent to calling a `scipy.signal.ZoomFFT` object: `f(x, axis=-1)`.
    ///
    /// # Errors
    /// As [`Czt::call`].
    ///
    /// ```
    /// use gsci_signal::{Array, Device, ZoomFft, ZoomFftOptions};
    /// let z = ZoomFft::new(4, &[0.5, 1.0], &ZoomFftOptions { m: Some(3), ..Default::default() })?;
    /// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
    /// assert_eq!(z.call(&x, -1)?.shape(), &[3]);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn call<T: FilterElement>(&self, x: &Array<T>, axis: isize) -> Result<Array<Complex64>> {
        self.czt.call(x, axis)
    }

    /// The points at which the zoom FFT is computed (a 1-D array on `device`).
    ///
    /// Equivalent to `scipy.signal.ZoomFFT.points()`.
    ///
    /// # Errors
    /// [`Error::HostOutOfMemory`](gsci_core::Error::HostOutOfMemory).
    ///
    /// ```
    /// use gsci_signal::{Device, ZoomFft, ZoomFftOptions};
    /// let z = ZoomFft::new(4, &[0.0, 1.0], &ZoomFftOptions::default())?;
    /// let p = z.points(&Device::cpu())?.to_vec()?;
    /// assert!((p[2].re).abs() < 1e-15 && (p[2].im - 1.0).abs() < 1e-15);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn points(&self, device: &Device) -> Result<Array<Complex64>> {
        self.czt.points(device)
    }
}

/// Compute the frequency response around a spiral in the Z plane.
///
/// Equivalent to `scipy.signal.czt(x, m=None, w=None, a=1+0j, *, axis=-1)`; complex128 result,
/// `x.shape` with `m` along `axis`.
///
/// # Errors
/// As [`Czt::new`] (naming `CZT`); [`Error::AxisOutOfBounds`](gsci_core::Error::AxisOutOfBounds).
///
/// ```
/// use gsci_signal::{Array, Device, czt, CztOptions};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &Device::cpu())?;
/// let y = czt(&x, &CztOptions { m: Some(6), ..Default::default() })?.to_vec()?;
/// // = numpy.fft.fft(x, 6): y[3] = 1 - 2 + 3
/// assert!((y[3].re - 2.0).abs() < 1e-13 && y[3].im.abs() < 1e-13);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn czt<T: FilterElement>(x: &Array<T>, opts: &CztOptions) -> Result<Array<Complex64>> {
    let ax = normalize_axis(opts.axis, x.ndim())?;
    Czt::new(x.shape()[ax], opts)?.call(x, opts.axis)
}

/// Compute the DFT of `x` only for frequencies in range `fn_` (`[f1, f2]`, or `[f2]`).
///
/// Equivalent to `scipy.signal.zoom_fft(x, fn, m=None, *, fs=2, endpoint=False, axis=-1)`;
/// complex128 result.
///
/// # Errors
/// As [`ZoomFft::new`] (naming `ZoomFFT`);
/// [`Error::AxisOutOfBounds`](gsci_core::Error::AxisOutOfBounds).
///
/// ```
/// use gsci_signal::{Array, Device, zoom_fft, ZoomFftOptions};
/// let x = Array::from_vec(vec![1.0f64, 0.0, -1.0, 0.0], &[4], &Device::cpu())?;
/// // f = 0, 0.25, 0.5, 0.75 of fs=2 (the first half of the circle)
/// let y = zoom_fft(&x, &[1.0], &ZoomFftOptions::default())?.to_vec()?;
/// assert!(y[0].norm() < 1e-13 && (y[2].re - 2.0).abs() < 1e-13);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn zoom_fft<T: FilterElement>(
    x: &Array<T>,
    fn_: &[f64],
    opts: &ZoomFftOptions,
) -> Result<Array<Complex64>> {
    let ax = normalize_axis(opts.axis, x.ndim())?;
    ZoomFft::new(x.shape()[ax], fn_, opts)?.call(x, opts.axis)
}
