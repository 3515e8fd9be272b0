//! Frequency responses: `freqz`, `freqz_zpk`, `freqz_sos` (`sosfreqz`), `freqs`, `freqs_zpk`,
//! `group_delay`.

use std::f64::consts::PI;

use num_complex::Complex64;

use super::conversions::check_fs;
use super::poly::roots;
use super::{arr, carr, host_sos, host1, invalid};
use crate::{Array, Result};

/// SciPy's `worN`: a number of frequencies or the frequencies themselves.
#[derive(Clone, Debug, PartialEq)]
pub enum WorN {
    /// That many frequencies, spaced as SciPy spaces them.
    N(usize),
    /// These frequencies (in the units of `fs` for the digital responses, rad/s for `freqs`).
    Freqs(Vec<f64>),
}

/// A frequency response: the frequencies `w` and the complex response `h`.
#[derive(Clone, Debug)]
pub struct FreqResponse {
    /// Frequencies (in the units of `fs`; rad/s for analog responses).
    pub w: Array<f64>,
    /// The response at `w`.
    pub h: Array<Complex64>,
}

/// Keyword arguments of [`freqz`], [`freqz_zpk`], [`freqz_sos`] and [`group_delay`].
#[derive(Clone, Debug)]
pub struct FreqzOptions {
    /// Frequencies to evaluate (default `N(512)`).
    pub wor_n: WorN,
    /// Frequencies around the whole unit circle, 0..fs (default `false`: 0..fs/2).
    pub whole: bool,
    /// Sample rate (default 2π: frequencies in rad/sample).
    pub fs: f64,
    /// With `N(n)` and `whole: false`, include the Nyquist frequency (default `false`;
    /// `freqz` only, as SciPy).
    pub include_nyquist: bool,
}

impl Default for FreqzOptions {
    fn default() -> Self {
        Self {
            wor_n: WorN::N(512),
            whole: false,
            fs: 2.0 * PI,
            include_nyquist: false,
        }
    }
}

/// Keyword arguments of [`freqs`] and [`freqs_zpk`].
#[derive(Clone, Debug)]
pub struct FreqsOptions {
    /// Frequencies to evaluate (default `N(200)`, spaced by SciPy's `findfreqs`).
    pub wor_n: WorN,
}

impl Default for FreqsOptions {
    fn default() -> Self {
        Self {
            wor_n: WorN::N(200),
        }
    }
}

/// `numpy.linspace` with or without the endpoint.
fn linspace(start: f64, stop: f64, num: usize, endpoint: bool) -> Vec<f64> {
    if num == 0 {
        return Vec::new();
    }
    let div = if endpoint { num - 1 } else { num };
    if div == 0 {
        return vec![start];
    }
    let step = (stop - start) / div as f64;
    let mut v: Vec<f64> = (0..num).map(|i| i as f64 * step + start).collect();
    if endpoint && num > 1 {
        v[num - 1] = stop;
    }
    v
}

/// `numpy.polynomial.polynomial.polyval(x, c)` (lowest degree first).
fn npp_polyval(x: Complex64, c: &[f64]) -> Complex64 {
    let mut y = Complex64::new(0.0, 0.0);
    for &v in c.iter().rev() {
        y = y * x + v;
    }
    y
}

fn polyval_roots(x: Complex64, r: &[Complex64]) -> Complex64 {
    r.iter()
        .fold(Complex64::new(1.0, 0.0), |acc, &v| acc * (x - v))
}

/// The digital frequency grid (rad/sample) of `worN` and whether it came from a count.
fn worn_check(op: &'static str, wor_n: &WorN) -> Result<()> {
    if let WorN::N(n) = wor_n {
        crate::windows::alloc_check(op, *n, 6)?;
    }
    Ok(())
}

fn digital_grid(wor_n: &WorN, whole: bool, fs: f64, endpoint: bool) -> Vec<f64> {
    match wor_n {
        WorN::N(n) => linspace(0.0, if whole { 2.0 * PI } else { PI }, *n, endpoint),
        WorN::Freqs(f) => f.iter().map(|&w| 2.0 * PI * w / fs).collect(),
    }
}

fn to_fs(w: &[f64], fs: f64) -> Vec<f64> {
    w.iter().map(|x| x * (fs / (2.0 * PI))).collect()
}

pub(crate) fn freqz_v(
    b: &[f64],
    a: &[f64],
    opts: &FreqzOptions,
) -> Result<(Vec<f64>, Vec<Complex64>)> {
    const OP: &str = "freqz";
    worn_check(OP, &opts.wor_n)?;
    check_fs(OP, opts.fs)?;
    if a.is_empty() || b.is_empty() {
        return Err(invalid(OP, "b and a must not be empty"));
    }
    let endpoint = opts.include_nyquist && !opts.whole;
    let w = digital_grid(&opts.wor_n, opts.whole, opts.fs, endpoint);
    let mut h: Option<Vec<Complex64>> = None;
    if let WorN::N(n) = opts.wor_n {
        let n_fft = if opts.whole {
            n
        } else if opts.include_nyquist {
            2 * n.saturating_sub(1)
        } else {
            2 * n
        };
        if a.len() == 1 && n_fft >= b.len() && n_fft > 0 {
            // SciPy's rfft path: the DFT of b zero-padded to n_fft, first N bins.
            let hv: Vec<Complex64> = (0..n)
                .map(|k| {
                    let mut s = Complex64::new(0.0, 0.0);
                    for (j, &bj) in b.iter().enumerate() {
                        let ang = -2.0 * PI * ((j * k) % n_fft) as f64 / n_fft as f64;
                        s += bj * Complex64::new(ang.cos(), ang.sin());
                    }
                    s / a[0]
                })
                .collect();
            h = Some(hv);
        }
    }
    let h = match h {
        Some(h) => h,
        None => w
            .iter()
            .map(|&wi| {
                let zm1 = Complex64::new(0.0, -wi).exp();
                npp_polyval(zm1, b) / npp_polyval(zm1, a)
            })
            .collect(),
    };
    Ok((to_fs(&w, opts.fs), h))
}

/// Frequency response of a digital filter given as `b`, `a`.
///
/// Equivalent to `scipy.signal.freqz` (1-D `b`; no `plot`).
///
/// # Errors
/// `InvalidArgument` when `fs` is not positive or `b`/`a` is empty or not 1-D.
///
/// ```
/// use gsci_signal::{freqz, FreqzOptions, WorN, Array, Device};
/// let cpu = Device::cpu();
/// let r = freqz(&Array::from_slice_1d(&[0.5, 0.5], &cpu)?, &Array::from_slice_1d(&[1.0], &cpu)?,
///               &FreqzOptions { wor_n: WorN::N(4), ..Default::default() })?;
/// assert!((r.h.to_vec()?[0].re - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn freqz(b: &Array<f64>, a: &Array<f64>, opts: &FreqzOptions) -> Result<FreqResponse> {
    const OP: &str = "freqz";
    worn_check(OP, &opts.wor_n)?;
    let (w, h) = freqz_v(&host1(OP, "b", b)?, &host1(OP, "a", a)?, opts)?;
    Ok(FreqResponse {
        w: arr(w)?,
        h: carr(h)?,
    })
}

/// Frequency response of a digital filter in zpk form.
///
/// Equivalent to `scipy.signal.freqz_zpk` (`include_nyquist` is ignored, as SciPy has none).
///
/// # Errors
/// `InvalidArgument` when `fs` is not positive or an input is not 1-D.
///
/// ```
/// use gsci_signal::{freqz_zpk, FreqzOptions, Array, Device, Complex64};
/// let cpu = Device::cpu();
/// let z = Array::from_slice_1d(&[Complex64::new(-1.0, 0.0)], &cpu)?;
/// let p = Array::from_slice_1d(&[Complex64::new(0.0, 0.0)], &cpu)?;
/// let r = freqz_zpk(&z, &p, 0.5, &FreqzOptions::default())?;
/// assert!((r.h.to_vec()?[0].re - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn freqz_zpk(
    z: &Array<Complex64>,
    p: &Array<Complex64>,
    k: f64,
    opts: &FreqzOptions,
) -> Result<FreqResponse> {
    const OP: &str = "freqz_zpk";
    worn_check(OP, &opts.wor_n)?;
    check_fs(OP, opts.fs)?;
    let (z, p) = (host1(OP, "z", z)?, host1(OP, "p", p)?);
    let w = digital_grid(&opts.wor_n, opts.whole, opts.fs, false);
    let h = w
        .iter()
        .map(|&wi| {
            let zm1 = Complex64::new(0.0, wi).exp();
            k * polyval_roots(zm1, &z) / polyval_roots(zm1, &p)
        })
        .collect();
    Ok(FreqResponse {
        w: arr(to_fs(&w, opts.fs))?,
        h: carr(h)?,
    })
}

/// Frequency response of second-order sections.
///
/// Equivalent to `scipy.signal.freqz_sos` (and its alias `sosfreqz`).
///
/// # Errors
/// `InvalidArgument` when `sos` is not `(n, 6)` with `n >= 1` and `sos[:, 3] == 1`, or `fs`
/// is not positive.
///
/// ```
/// use gsci_signal::{freqz_sos, FreqzOptions, Array, Device};
/// let sos = Array::from_slice(&[0.5, 0.5, 0.0, 1.0, 0.0, 0.0], &[1, 6], &Device::cpu())?;
/// let r = freqz_sos(&sos, &FreqzOptions::default())?;
/// assert!((r.h.to_vec()?[0].re - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn freqz_sos(sos: &Array<f64>, opts: &FreqzOptions) -> Result<FreqResponse> {
    const OP: &str = "freqz_sos";
    worn_check(OP, &opts.wor_n)?;
    check_fs(OP, opts.fs)?;
    let s = host_sos(OP, sos)?;
    if s.is_empty() {
        return Err(invalid(OP, "Cannot compute frequencies with no sections"));
    }
    if s.iter().any(|r| r[3] != 1.0) {
        return Err(invalid(OP, "sos[:, 3] should be all ones"));
    }
    let o = FreqzOptions {
        include_nyquist: false,
        ..opts.clone()
    };
    let mut w = Vec::new();
    let mut h: Vec<Complex64> = Vec::new();
    for (i, row) in s.iter().enumerate() {
        let (wr, hr) = freqz_v(&row[..3], &row[3..], &o)?;
        if i == 0 {
            w = wr;
            h = hr;
        } else {
            for (a, b) in h.iter_mut().zip(hr) {
                *a *= b;
            }
        }
    }
    Ok(FreqResponse {
        w: arr(w)?,
        h: carr(h)?,
    })
}

/// Alias of [`freqz_sos`].
///
/// Equivalent to `scipy.signal.sosfreqz`.
///
/// # Errors
/// As [`freqz_sos`].
///
/// ```
/// use gsci_signal::{sosfreqz, FreqzOptions, Array, Device};
/// let sos = Array::from_slice(&[1.0, 0.0, 0.0, 1.0, -0.5, 0.0], &[1, 6], &Device::cpu())?;
/// let r = sosfreqz(&sos, &FreqzOptions::default())?;
/// assert!((r.h.to_vec()?[0].re - 2.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn sosfreqz(sos: &Array<f64>, opts: &FreqzOptions) -> Result<FreqResponse> {
    freqz_sos(sos, opts)
}

/// SciPy's `findfreqs` from poles `ep` and zeros `tz`.
fn findfreqs(ep: &[Complex64], tz: &[Complex64], n: usize) -> Vec<f64> {
    let ep: Vec<Complex64> = if ep.is_empty() {
        vec![Complex64::new(-1000.0, 0.0)]
    } else {
        ep.to_vec()
    };
    let mut ez: Vec<Complex64> = ep.iter().copied().filter(|x| x.im >= 0.0).collect();
    ez.extend(tz.iter().copied().filter(|x| x.norm() < 1e5 && x.im >= 0.0));
    let integ = |x: &Complex64| if x.norm() < 1e-10 { 1.0 } else { 0.0 };
    let hi = ez
        .iter()
        .map(|x| 3.0 * (x.re + integ(x)).abs() + 1.5 * x.im)
        .fold(f64::NEG_INFINITY, f64::max);
    let lo = ez
        .iter()
        .map(|x| (x.re + integ(x)).abs() + 2.0 * x.im)
        .fold(f64::INFINITY, f64::min);
    let hfreq = (hi.log10() + 0.5).round_ties_even();
    let lfreq = ((0.1 * lo).log10() - 0.5).round_ties_even();
    linspace(lfreq, hfreq, n, true)
        .iter()
        .map(|&y| 10f64.powf(y))
        .collect()
}

/// Frequency response of an analog filter given as `b`, `a`.
///
/// Equivalent to `scipy.signal.freqs` (no `plot`).
///
/// # Errors
/// `InvalidArgument` when an input is empty or not 1-D.
///
/// ```
/// use gsci_signal::{freqs, FreqsOptions, WorN, Array, Device};
/// let cpu = Device::cpu();
/// let r = freqs(&Array::from_slice_1d(&[1.0], &cpu)?, &Array::from_slice_1d(&[1.0, 1.0], &cpu)?,
///               &FreqsOptions { wor_n: WorN::Freqs(vec![1.0]) })?;
/// assert!((r.h.to_vec()?[0].re - 0.5).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn freqs(b: &Array<f64>, a: &Array<f64>, opts: &FreqsOptions) -> Result<FreqResponse> {
    const OP: &str = "freqs";
    worn_check(OP, &opts.wor_n)?;
    let (b, a) = (host1(OP, "b", b)?, host1(OP, "a", a)?);
    if a.is_empty() || b.is_empty() {
        return Err(invalid(OP, "b and a must not be empty"));
    }
    let w = match &opts.wor_n {
        WorN::N(n) => findfreqs(&roots(OP, &a)?, &roots(OP, &b)?, *n),
        WorN::Freqs(f) => f.clone(),
    };
    let h = w
        .iter()
        .map(|&wi| {
            let s = Complex64::new(0.0, wi);
            let pv = |c: &[f64]| c.iter().fold(Complex64::new(0.0, 0.0), |y, &v| y * s + v);
            pv(&b) / pv(&a)
        })
        .collect();
    Ok(FreqResponse {
        w: arr(w)?,
        h: carr(h)?,
    })
}

/// Frequency response of an analog filter in zpk form.
///
/// Equivalent to `scipy.signal.freqs_zpk`.
///
/// # Errors
/// `InvalidArgument` when an input is not 1-D.
///
/// ```
/// use gsci_signal::{freqs_zpk, FreqsOptions, WorN, Array, Device, Complex64};
/// let cpu = Device::cpu();
/// let z = Array::<Complex64>::from_slice_1d(&[], &cpu)?;
/// let p = Array::from_slice_1d(&[Complex64::new(-1.0, 0.0)], &cpu)?;
/// let r = freqs_zpk(&z, &p, 1.0, &FreqsOptions { wor_n: WorN::Freqs(vec![0.0]) })?;
/// assert_eq!(r.h.to_vec()?[0].re, 1.0);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn freqs_zpk(
    z: &Array<Complex64>,
    p: &Array<Complex64>,
    k: f64,
    opts: &FreqsOptions,
) -> Result<FreqResponse> {
    const OP: &str = "freqs_zpk";
    worn_check(OP, &opts.wor_n)?;
    let (z, p) = (host1(OP, "z", z)?, host1(OP, "p", p)?);
    let w = match &opts.wor_n {
        WorN::N(n) => findfreqs(&p, &z, *n),
        WorN::Freqs(f) => f.clone(),
    };
    let h = w
        .iter()
        .map(|&wi| {
            let s = Complex64::new(0.0, wi);
            k * polyval_roots(s, &z) / polyval_roots(s, &p)
        })
        .collect();
    Ok(FreqResponse {
        w: arr(w)?,
        h: carr(h)?,
    })
}

/// Group delay of a digital filter: the frequencies `w` and the delays (samples).
///
/// Equivalent to `scipy.signal.group_delay` (`system = (b, a)`; singular frequencies get 0, as
/// SciPy, without its warning; `include_nyquist` is ignored).
///
/// # Errors
/// `InvalidArgument` when `fs` is not positive or an input is empty or not 1-D.
///
/// ```
/// use gsci_signal::{group_delay, FreqzOptions, Array, Device};
/// let cpu = Device::cpu();
/// let (_w, gd) = group_delay(&Array::from_slice_1d(&[0.0, 0.0, 1.0], &cpu)?, &Array::from_slice_1d(&[1.0], &cpu)?, &FreqzOptions::default())?;
/// assert!((gd.to_vec()?[3] - 2.0).abs() < 1e-12);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn group_delay(
    b: &Array<f64>,
    a: &Array<f64>,
    opts: &FreqzOptions,
) -> Result<(Array<f64>, Array<f64>)> {
    const OP: &str = "group_delay";
    worn_check(OP, &opts.wor_n)?;
    check_fs(OP, opts.fs)?;
    let (b, a) = (host1(OP, "b", b)?, host1(OP, "a", a)?);
    if a.is_empty() || b.is_empty() {
        return Err(invalid(OP, "b and a must not be empty"));
    }
    let w = digital_grid(&opts.wor_n, opts.whole, opts.fs, false);
    let ar: Vec<f64> = a.iter().rev().copied().collect();
    let c = super::poly::convolve(&b, &ar);
    let cr: Vec<f64> = c.iter().enumerate().map(|(i, v)| v * i as f64).collect();
    let gd = w
        .iter()
        .map(|&wi| {
            let z = Complex64::new(0.0, -wi).exp();
            let num = npp_polyval(z, &cr);
            let den = npp_polyval(z, &c);
            let g = (num / den).re - a.len() as f64 + 1.0;
            if g.is_finite() { g } else { 0.0 }
        })
        .collect();
    Ok((arr(to_fs(&w, opts.fs))?, arr(gd)?))
}
