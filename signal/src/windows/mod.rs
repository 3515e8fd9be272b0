//! Window functions: `scipy.signal.windows`.
//!
//! Every window is computed on the host in float64 with SciPy's formulas and returned as a 1-D
//! `Array<f64>` on the CPU (SciPy returns float64 NumPy arrays); move it with
//! [`Array::to_device`] when a device computation needs it. `sym: true` (the default) gives the
//! symmetric window for filter design, `sym: false` the periodic (DFT-even) window for spectral
//! analysis. [`get_window`] builds any of them from a [`Window`] (which also parses SciPy's
//! window names, `"hann".parse::<Window>()`).
//!
//! Lengths are `usize`, so SciPy's "negative M" error cannot arise; `M = 0` gives an empty window
//! and `M = 1` a window of one `1.0`, as SciPy.

use std::f64::consts::PI;
use std::str::FromStr;

use crate::{Array, Device, Error, Result};
use gsci_special::scalar::bessel::i0;

mod dpss;
pub use dpss::{DpssNorm, DpssOptions, dpss};

/// The `sym` keyword shared by the window functions.
#[derive(Clone, Debug)]
pub struct WindowOptions {
    /// `true` (SciPy's default): a symmetric window; `false`: a periodic window.
    pub sym: bool,
}

impl Default for WindowOptions {
    fn default() -> Self {
        Self { sym: true }
    }
}

pub(crate) fn invalid(op: &'static str, reason: impl Into<String>) -> Error {
    Error::InvalidArgument {
        op,
        reason: reason.into(),
    }
}

/// Checks that `n` float64 values (times `per`) can be allocated on the host, so that a huge
/// user size is `Error::HostOutOfMemory` (NumPy's `MemoryError`) rather than an abort.
pub(crate) fn alloc_check(op: &'static str, n: usize, per: usize) -> Result<()> {
    let oom = |requested: usize| Error::HostOutOfMemory {
        op,
        what: format!("{n} x {per} float64 values"),
        requested,
    };
    let elems = n.checked_mul(per).ok_or_else(|| oom(usize::MAX))?;
    let bytes = elems.checked_mul(8).ok_or_else(|| oom(usize::MAX))?;
    if bytes > isize::MAX as usize {
        return Err(oom(bytes));
    }
    let mut v: Vec<f64> = Vec::new();
    gsci_core::host::try_reserve_exact(&mut v, elems).map_err(|_| oom(bytes))?;
    Ok(())
}

fn out(w: Vec<f64>) -> Result<Array<f64>> {
    Array::from_vec(w.clone(), &[w.len()], &Device::cpu())
}

/// `numpy.linspace(start, stop, num)` (endpoint included), NumPy's arithmetic.
pub(crate) fn linspace(start: f64, stop: f64, num: usize) -> Vec<f64> {
    if num == 0 {
        return Vec::new();
    }
    if num == 1 {
        return vec![start];
    }
    let step = (stop - start) / (num - 1) as f64;
    let mut v: Vec<f64> = (0..num).map(|i| i as f64 * step + start).collect();
    v[num - 1] = stop;
    v
}

/// SciPy's `_extend`: the length to compute and whether to drop the last sample.
fn extend(m: usize, sym: bool) -> (usize, bool) {
    if sym { (m, false) } else { (m + 1, true) }
}

fn truncate(mut w: Vec<f64>, needed: bool) -> Vec<f64> {
    if needed {
        w.pop();
    }
    w
}

/// The host computation of a window, `None` for `m <= 1` (SciPy's `_len_guards`).
fn guard(m: usize) -> Option<Vec<f64>> {
    if m <= 1 { Some(vec![1.0; m]) } else { None }
}

pub(crate) fn general_cosine_vec(m: usize, a: &[f64], sym: bool) -> Vec<f64> {
    if let Some(w) = guard(m) {
        return w;
    }
    let (m, trunc) = extend(m, sym);
    let fac = linspace(-PI, PI, m);
    let mut w = vec![0.0; m];
    for (k, &ak) in a.iter().enumerate() {
        for (wi, &f) in w.iter_mut().zip(&fac) {
            *wi += ak * (k as f64 * f).cos();
        }
    }
    truncate(w, trunc)
}

/// Generic weighted sum of cosine terms window.
///
/// Equivalent to `scipy.signal.windows.general_cosine`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{general_cosine, WindowOptions};
/// let w = general_cosine(5, &[0.5, 0.5], &WindowOptions::default())?;
/// assert_eq!(w.to_vec()?.len(), 5);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn general_cosine(m: usize, a: &[f64], opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("general_cosine", m, 4)?;
    out(general_cosine_vec(m, a, opts.sym))
}

macro_rules! cosine_window {
    ($(#[$doc:meta])* $name:ident, $scipy:literal, $coef:expr) => {
        $(#[$doc])*
        #[doc = ""]
        #[doc = concat!("Equivalent to `scipy.signal.windows.", $scipy, "`.")]
        #[doc = ""]
        #[doc = "# Errors"]
        #[doc = "Only allocation failures."]
        #[doc = ""]
        #[doc = "```"]
        #[doc = concat!("use gsci_signal::windows::{", $scipy, ", WindowOptions};")]
        #[doc = concat!("let w = ", $scipy, "(8, &WindowOptions::default())?.to_vec()?;")]
        #[doc = "assert_eq!(w.len(), 8);"]
        #[doc = "assert!((w[0] - w[7]).abs() < 1e-15);"]
        #[doc = "# Ok::<(), gsci_signal::Error>(())"]
        #[doc = "```"]
        pub fn $name(m: usize, opts: &WindowOptions) -> Result<Array<f64>> {
            alloc_check(stringify!($name), m, 4)?;
            out(general_cosine_vec(m, &$coef, opts.sym))
        }
    };
}

cosine_window!(
    /// Blackman window.
    blackman, "blackman", [0.42, 0.50, 0.08]
);
cosine_window!(
    /// Minimum 4-term Blackman-Harris window according to Nuttall.
    nuttall, "nuttall", [0.3635819, 0.4891775, 0.1365995, 0.0106411]
);
cosine_window!(
    /// Minimum 4-term Blackman-Harris window.
    blackmanharris, "blackmanharris", [0.35875, 0.48829, 0.14128, 0.01168]
);
cosine_window!(
    /// Flat top window.
    flattop, "flattop", [0.21557895, 0.41663158, 0.277263158, 0.083578947, 0.006947368]
);
cosine_window!(
    /// Hann window.
    hann, "hann", [0.5, 0.5]
);
cosine_window!(
    /// Hamming window.
    hamming, "hamming", [0.54, 1.0 - 0.54]
);

/// Generalized Hamming window.
///
/// Equivalent to `scipy.signal.windows.general_hamming`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{general_hamming, WindowOptions};
/// let w = general_hamming(5, 0.54, &WindowOptions::default())?.to_vec()?;
/// assert!((w[2] - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn general_hamming(m: usize, alpha: f64, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("general_hamming", m, 4)?;
    out(general_cosine_vec(m, &[alpha, 1.0 - alpha], opts.sym))
}

fn map_window(m: usize, sym: bool, f: impl Fn(usize, f64) -> f64) -> Vec<f64> {
    if let Some(w) = guard(m) {
        return w;
    }
    let (m, trunc) = extend(m, sym);
    let w = (0..m).map(|i| f(m, i as f64)).collect();
    truncate(w, trunc)
}

/// Boxcar (rectangular) window.
///
/// Equivalent to `scipy.signal.windows.boxcar`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{boxcar, WindowOptions};
/// assert_eq!(boxcar(3, &WindowOptions::default())?.to_vec()?, vec![1.0; 3]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn boxcar(m: usize, _opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("boxcar", m, 4)?;
    out(vec![1.0; m])
}

fn triang_vec(m: usize, sym: bool) -> Vec<f64> {
    if let Some(w) = guard(m) {
        return w;
    }
    let (m, trunc) = extend(m, sym);
    let half = m.div_ceil(2);
    let n: Vec<f64> = (1..=half).map(|i| i as f64).collect();
    let mut w: Vec<f64>;
    if m % 2 == 0 {
        w = n.iter().map(|&n| (2.0 * n - 1.0) / m as f64).collect();
        let r: Vec<f64> = w.iter().rev().copied().collect();
        w.extend(r);
    } else {
        w = n.iter().map(|&n| 2.0 * n / (m as f64 + 1.0)).collect();
        let r: Vec<f64> = w[..w.len() - 1].iter().rev().copied().collect();
        w.extend(r);
    }
    truncate(w, trunc)
}

/// Triangular window.
///
/// Equivalent to `scipy.signal.windows.triang`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{triang, WindowOptions};
/// assert_eq!(triang(3, &WindowOptions::default())?.to_vec()?, vec![0.5, 1.0, 0.5]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn triang(m: usize, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("triang", m, 4)?;
    out(triang_vec(m, opts.sym))
}

/// Parzen window.
///
/// Equivalent to `scipy.signal.windows.parzen`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{parzen, WindowOptions};
/// let w = parzen(5, &WindowOptions::default())?.to_vec()?;
/// assert!((w[2] - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn parzen(m: usize, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("parzen", m, 4)?;
    out(map_window(m, opts.sym, |m, i| {
        let mf = m as f64;
        let n = (-(mf - 1.0) / 2.0 + i).abs();
        if n <= (mf - 1.0) / 4.0 {
            1.0 - 6.0 * (n / (mf / 2.0)).powf(2.0) + 6.0 * (n / (mf / 2.0)).powf(3.0)
        } else {
            2.0 * (1.0 - n / (mf / 2.0)).powf(3.0)
        }
    }))
}

/// Bohman window.
///
/// Equivalent to `scipy.signal.windows.bohman`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{bohman, WindowOptions};
/// let w = bohman(5, &WindowOptions::default())?.to_vec()?;
/// assert_eq!(w[0], 0.0);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn bohman(m: usize, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("bohman", m, 4)?;
    if let Some(w) = guard(m) {
        return out(w);
    }
    let (m, trunc) = extend(m, opts.sym);
    let fac = linspace(-1.0, 1.0, m);
    let mut w = vec![0.0; m];
    for i in 1..m - 1 {
        let f = fac[i].abs();
        w[i] = (1.0 - f) * (PI * f).cos() + 1.0 / PI * (PI * f).sin();
    }
    out(truncate(w, trunc))
}

/// Bartlett window.
///
/// Equivalent to `scipy.signal.windows.bartlett`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{bartlett, WindowOptions};
/// assert_eq!(bartlett(5, &WindowOptions::default())?.to_vec()?, vec![0.0, 0.5, 1.0, 0.5, 0.0]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn bartlett(m: usize, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("bartlett", m, 4)?;
    out(map_window(m, opts.sym, |m, n| {
        let mf = m as f64;
        if n <= (mf - 1.0) / 2.0 {
            2.0 * n / (mf - 1.0)
        } else {
            2.0 - 2.0 * n / (mf - 1.0)
        }
    }))
}

/// Tukey (tapered cosine) window.
///
/// Equivalent to `scipy.signal.windows.tukey`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{tukey, WindowOptions};
/// let w = tukey(9, 0.5, &WindowOptions::default())?.to_vec()?;
/// assert_eq!(w[4], 1.0);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn tukey(m: usize, alpha: f64, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("tukey", m, 4)?;
    out(tukey_vec(m, alpha, opts.sym))
}

fn tukey_vec(m: usize, alpha: f64, sym: bool) -> Vec<f64> {
    if let Some(w) = guard(m) {
        return w;
    }
    if alpha <= 0.0 {
        return vec![1.0; m];
    } else if alpha >= 1.0 {
        return general_cosine_vec(m, &[0.5, 0.5], sym);
    }
    let (m, trunc) = extend(m, sym);
    let mf = m as f64;
    let width = (alpha * (mf - 1.0) / 2.0).floor() as usize;
    let w = (0..m)
        .map(|i| {
            let n = i as f64;
            if i < width + 1 {
                0.5 * (1.0 + (PI * (-1.0 + 2.0 * n / alpha / (mf - 1.0))).cos())
            } else if i < m - width - 1 {
                1.0
            } else {
                0.5 * (1.0 + (PI * (-2.0 / alpha + 1.0 + 2.0 * n / alpha / (mf - 1.0))).cos())
            }
        })
        .collect();
    truncate(w, trunc)
}

/// Modified Bartlett-Hann window.
///
/// Equivalent to `scipy.signal.windows.barthann`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{barthann, WindowOptions};
/// let w = barthann(5, &WindowOptions::default())?.to_vec()?;
/// assert!((w[2] - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn barthann(m: usize, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("barthann", m, 4)?;
    out(map_window(m, opts.sym, |m, n| {
        let fac = (n / (m as f64 - 1.0) - 0.5).abs();
        0.62 - 0.48 * fac + 0.38 * (2.0 * PI * fac).cos()
    }))
}

pub(crate) fn kaiser_vec(m: usize, beta: f64, sym: bool) -> Vec<f64> {
    map_window(m, sym, |m, n| {
        let alpha = (m as f64 - 1.0) / 2.0;
        i0(beta * (1.0 - ((n - alpha) / alpha).powf(2.0)).sqrt()) / i0(beta)
    })
}

/// Kaiser window.
///
/// Equivalent to `scipy.signal.windows.kaiser`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{kaiser, WindowOptions};
/// let w = kaiser(5, 14.0, &WindowOptions::default())?.to_vec()?;
/// assert!((w[2] - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn kaiser(m: usize, beta: f64, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("kaiser", m, 4)?;
    out(kaiser_vec(m, beta, opts.sym))
}

fn kbd_vec(m: usize, beta: f64, sym: bool) -> Result<Vec<f64>> {
    const OP: &str = "kaiser_bessel_derived";
    if !sym {
        return Err(invalid(
            OP,
            "Kaiser-Bessel Derived windows are only defined for symmetric shapes (sym=false given)",
        ));
    }
    if m < 1 {
        return Ok(Vec::new());
    }
    if m % 2 == 1 {
        return Err(invalid(
            OP,
            format!(
                "Kaiser-Bessel Derived windows are only defined for even number of points, got M={m}"
            ),
        ));
    }
    let k = kaiser_vec(m / 2 + 1, beta, true);
    let mut csum = Vec::with_capacity(k.len());
    let mut s = 0.0;
    for v in &k {
        s += v;
        csum.push(s);
    }
    let last = csum[csum.len() - 1];
    let half: Vec<f64> = csum[..csum.len() - 1]
        .iter()
        .map(|c| (c / last).sqrt())
        .collect();
    let mut w = half.clone();
    w.extend(half.iter().rev());
    Ok(w)
}

/// Kaiser-Bessel derived window (only symmetric, even `m`).
///
/// Equivalent to `scipy.signal.windows.kaiser_bessel_derived`.
///
/// # Errors
/// `InvalidArgument` for `sym: false` or an odd `m`, as SciPy.
///
/// ```
/// use gsci_signal::windows::{kaiser_bessel_derived, WindowOptions};
/// let w = kaiser_bessel_derived(4, 3.0, &WindowOptions::default())?.to_vec()?;
/// assert!((w[0] * w[0] + w[2] * w[2] - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn kaiser_bessel_derived(m: usize, beta: f64, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("kaiser_bessel_derived", m, 4)?;
    out(kbd_vec(m, beta, opts.sym)?)
}

/// Gaussian window.
///
/// Equivalent to `scipy.signal.windows.gaussian`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{gaussian, WindowOptions};
/// let w = gaussian(5, 1.0, &WindowOptions::default())?.to_vec()?;
/// assert!((w[0] - (-2.0f64).exp()).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn gaussian(m: usize, std: f64, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("gaussian", m, 4)?;
    out(map_window(m, opts.sym, |m, n| {
        let n = n - (m as f64 - 1.0) / 2.0;
        let sig2 = 2.0 * std * std;
        (-(n * n) / sig2).exp()
    }))
}

/// Generalized Gaussian window.
///
/// Equivalent to `scipy.signal.windows.general_gaussian`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{general_gaussian, WindowOptions};
/// let w = general_gaussian(5, 1.0, 1.0, &WindowOptions::default())?.to_vec()?;
/// assert!((w[0] - (-2.0f64).exp()).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn general_gaussian(m: usize, p: f64, sig: f64, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("general_gaussian", m, 4)?;
    out(map_window(m, opts.sym, |m, n| {
        let n = n - (m as f64 - 1.0) / 2.0;
        (-0.5 * (n / sig).abs().powf(2.0 * p)).exp()
    }))
}

/// Dolph-Chebyshev window with `at` dB sidelobe attenuation.
///
/// Equivalent to `scipy.signal.windows.chebwin` (SciPy's warning for `|at| < 45` is not
/// reproduced).
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{chebwin, WindowOptions};
/// let w = chebwin(7, 100.0, &WindowOptions::default())?.to_vec()?;
/// assert!((w[3] - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn chebwin(m: usize, at: f64, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("chebwin", m, 4)?;
    out(chebwin_vec(m, at, opts.sym))
}

/// The real part of the DFT of a complex sequence, with twiddles from exact index products.
fn dft_real(re: &[f64], im: &[f64]) -> Vec<f64> {
    let m = re.len();
    (0..m)
        .map(|k| {
            let mut s = 0.0;
            for n in 0..m {
                let ang = -2.0 * PI * ((k * n) % m) as f64 / m as f64;
                s += re[n] * ang.cos() - im[n] * ang.sin();
            }
            s
        })
        .collect()
}

fn chebwin_vec(m: usize, at: f64, sym: bool) -> Vec<f64> {
    if let Some(w) = guard(m) {
        return w;
    }
    let (m, trunc) = extend(m, sym);
    let order = m as f64 - 1.0;
    let val = 10f64.powf(at.abs() / 20.0);
    let beta = (1.0 / order * val.acosh()).cosh();
    let p: Vec<f64> = (0..m)
        .map(|k| {
            let x = beta * (PI * k as f64 / m as f64).cos();
            if x > 1.0 {
                (order * x.acosh()).cosh()
            } else if x < -1.0 {
                (2.0 * (m % 2) as f64 - 1.0) * (order * (-x).acosh()).cosh()
            } else {
                (order * x.acos()).cos()
            }
        })
        .collect();
    let mut w: Vec<f64>;
    if m % 2 == 1 {
        let f = dft_real(&p, &vec![0.0; m]);
        let n = m.div_ceil(2);
        w = f[1..n].iter().rev().copied().collect();
        w.extend_from_slice(&f[..n]);
    } else {
        let (re, im): (Vec<f64>, Vec<f64>) = p
            .iter()
            .enumerate()
            .map(|(k, &v)| {
                let a = PI / m as f64 * k as f64;
                (v * a.cos(), v * a.sin())
            })
            .unzip();
        let f = dft_real(&re, &im);
        let n = m / 2 + 1;
        w = f[1..n].iter().rev().copied().collect();
        w.extend_from_slice(&f[1..n]);
    }
    let mx = w.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    for v in &mut w {
        *v /= mx;
    }
    truncate(w, trunc)
}

/// Simple cosine (sine) window.
///
/// Equivalent to `scipy.signal.windows.cosine`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{cosine, WindowOptions};
/// let w = cosine(3, &WindowOptions::default())?.to_vec()?;
/// assert!((w[1] - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn cosine(m: usize, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("cosine", m, 4)?;
    out(map_window(m, opts.sym, |m, n| {
        (PI / m as f64 * (n + 0.5)).sin()
    }))
}

/// Keyword arguments of [`exponential`].
#[derive(Clone, Debug)]
pub struct ExponentialOptions {
    /// Centre of the window; `None` (default) is `(M-1)/2`. Only with `sym: false`.
    pub center: Option<f64>,
    /// Decay (default 1).
    pub tau: f64,
    /// Symmetric (default `true`) or periodic.
    pub sym: bool,
}

impl Default for ExponentialOptions {
    fn default() -> Self {
        Self {
            center: None,
            tau: 1.0,
            sym: true,
        }
    }
}

/// Exponential (Poisson) window.
///
/// Equivalent to `scipy.signal.windows.exponential`.
///
/// # Errors
/// `InvalidArgument` when `center` is given with `sym: true`.
///
/// ```
/// use gsci_signal::windows::{exponential, ExponentialOptions};
/// let w = exponential(3, &ExponentialOptions::default())?.to_vec()?;
/// assert!((w[0] - (-1.0f64).exp()).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn exponential(m: usize, opts: &ExponentialOptions) -> Result<Array<f64>> {
    alloc_check("exponential", m, 4)?;
    out(exponential_vec(m, opts.center, opts.tau, opts.sym)?)
}

fn exponential_vec(m: usize, center: Option<f64>, tau: f64, sym: bool) -> Result<Vec<f64>> {
    if sym && center.is_some() {
        return Err(invalid("exponential", "If sym==True, center must be None."));
    }
    Ok(map_window(m, sym, |m, n| {
        let c = center.unwrap_or((m as f64 - 1.0) / 2.0);
        (-(n - c).abs() / tau).exp()
    }))
}

/// Keyword arguments of [`taylor`].
#[derive(Clone, Debug)]
pub struct TaylorOptions {
    /// Number of nearly constant-level sidelobes next to the mainlobe (default 4).
    pub nbar: usize,
    /// Sidelobe suppression in dB below the mainlobe peak (default 30).
    pub sll: f64,
    /// Normalise the window to 1 at its centre (default `true`).
    pub norm: bool,
    /// Symmetric (default `true`) or periodic.
    pub sym: bool,
}

impl Default for TaylorOptions {
    fn default() -> Self {
        Self {
            nbar: 4,
            sll: 30.0,
            norm: true,
            sym: true,
        }
    }
}

/// Taylor window.
///
/// Equivalent to `scipy.signal.windows.taylor`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{taylor, TaylorOptions};
/// let w = taylor(5, &TaylorOptions::default())?.to_vec()?;
/// assert!((w[2] - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn taylor(m: usize, opts: &TaylorOptions) -> Result<Array<f64>> {
    alloc_check("taylor", m, 4)?;
    out(taylor_vec(m, opts.nbar, opts.sll, opts.norm, opts.sym))
}

fn taylor_vec(m: usize, nbar: usize, sll: f64, norm: bool, sym: bool) -> Vec<f64> {
    if let Some(w) = guard(m) {
        return w;
    }
    let (m, trunc) = extend(m, sym);
    let b = 10f64.powf(sll / 20.0);
    let a = b.acosh() / PI;
    let nb = nbar as f64;
    let s2 = nb * nb / (a * a + (nb - 0.5) * (nb - 0.5));
    let ma: Vec<f64> = (1..nbar).map(|i| i as f64).collect();
    let m2: Vec<f64> = ma.iter().map(|x| x * x).collect();
    let mut fm = vec![0.0; ma.len()];
    for mi in 0..ma.len() {
        let sign = if mi % 2 == 0 { 1.0 } else { -1.0 };
        let numer: f64 = sign
            * ma.iter()
                .map(|&x| 1.0 - m2[mi] / s2 / (a * a + (x - 0.5) * (x - 0.5)))
                .product::<f64>();
        let d1: f64 = m2[..mi].iter().map(|&x| 1.0 - m2[mi] / x).product();
        let d2: f64 = m2[mi + 1..].iter().map(|&x| 1.0 - m2[mi] / x).product();
        fm[mi] = numer / (2.0 * d1 * d2);
    }
    let mf = m as f64;
    let wfun = |n: f64| {
        let mut s = 0.0;
        for (f, x) in fm.iter().zip(&ma) {
            s += f * (2.0 * PI * x * (n - mf / 2.0 + 0.5) / mf).cos();
        }
        1.0 + 2.0 * s
    };
    let mut w: Vec<f64> = (0..m).map(|i| wfun(i as f64)).collect();
    if norm {
        let scale = 1.0 / wfun((mf - 1.0) / 2.0);
        for v in &mut w {
            *v *= scale;
        }
    }
    truncate(w, trunc)
}

fn sinc(x: f64) -> f64 {
    if x == 0.0 {
        1.0
    } else {
        let y = PI * x;
        y.sin() / y
    }
}

/// Lanczos (sinc) window.
///
/// Equivalent to `scipy.signal.windows.lanczos`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// use gsci_signal::windows::{lanczos, WindowOptions};
/// let w = lanczos(5, &WindowOptions::default())?.to_vec()?;
/// assert_eq!(w[2], 1.0);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn lanczos(m: usize, opts: &WindowOptions) -> Result<Array<f64>> {
    alloc_check("lanczos", m, 4)?;
    out(lanczos_vec(m, opts.sym))
}

fn lanczos_vec(m: usize, sym: bool) -> Vec<f64> {
    if let Some(w) = guard(m) {
        return w;
    }
    let (m, trunc) = extend(m, sym);
    let mf = m as f64;
    let right = |start: usize| -> Vec<f64> {
        (start..m)
            .map(|i| sinc(2.0 * i as f64 / (mf - 1.0) - 1.0))
            .collect()
    };
    let mut w: Vec<f64>;
    if m % 2 == 0 {
        let wh = right(m / 2);
        w = wh.iter().rev().copied().collect();
        w.extend_from_slice(&wh);
    } else {
        let wh = right(m.div_ceil(2));
        w = wh.iter().rev().copied().collect();
        w.push(1.0);
        w.extend_from_slice(&wh);
    }
    truncate(w, trunc)
}

/// A window and its parameters, as `scipy.signal.get_window` names them (a string, or a tuple
/// of a name and parameters, or a float for a Kaiser window's beta).
#[derive(Clone, Debug, PartialEq)]
pub enum Window {
    Barthann,
    Bartlett,
    Blackman,
    Blackmanharris,
    Bohman,
    Boxcar,
    Chebwin { at: f64 },
    Cosine,
    Dpss { nw: f64 },
    Exponential { center: Option<f64>, tau: f64 },
    Flattop,
    Gaussian { std: f64 },
    GeneralCosine { a: Vec<f64> },
    GeneralGaussian { p: f64, sig: f64 },
    GeneralHamming { alpha: f64 },
    Hamming,
    Hann,
    Kaiser { beta: f64 },
    KaiserBesselDerived { beta: f64 },
    Lanczos,
    Nuttall,
    Parzen,
    Taylor { nbar: usize, sll: f64, norm: bool },
    Triang,
    Tukey { alpha: f64 },
}

impl FromStr for Window {
    type Err = Error;

    /// SciPy's window names and aliases of the windows that need no parameters (or whose
    /// parameters are optional: `tukey`, `taylor`, `exponential` take SciPy's defaults).
    fn from_str(s: &str) -> Result<Self> {
        Ok(match s {
            "barthann" | "brthan" | "bth" => Window::Barthann,
            "bartlett" | "bart" | "brt" => Window::Bartlett,
            "blackman" | "black" | "blk" => Window::Blackman,
            "blackmanharris" | "blackharr" | "bkh" => Window::Blackmanharris,
            "bohman" | "bman" | "bmn" => Window::Bohman,
            "boxcar" | "box" | "ones" | "rect" | "rectangular" => Window::Boxcar,
            "cosine" | "halfcosine" => Window::Cosine,
            "exponential" | "poisson" => Window::Exponential {
                center: None,
                tau: 1.0,
            },
            "flattop" | "flat" | "flt" => Window::Flattop,
            "hamming" | "hamm" | "ham" => Window::Hamming,
            "hann" | "han" => Window::Hann,
            "lanczos" | "sinc" => Window::Lanczos,
            "nuttall" | "nutl" | "nut" => Window::Nuttall,
            "parzen" | "parz" | "par" => Window::Parzen,
            "taylor" | "taylorwin" => Window::Taylor {
                nbar: 4,
                sll: 30.0,
                norm: true,
            },
            "triangle" | "triang" | "tri" => Window::Triang,
            "tukey" | "tuk" => Window::Tukey { alpha: 0.5 },
            "chebwin"
            | "cheb"
            | "dpss"
            | "gaussian"
            | "gauss"
            | "gss"
            | "general cosine"
            | "general_cosine"
            | "general gaussian"
            | "general_gaussian"
            | "general gauss"
            | "general_gauss"
            | "ggs"
            | "general hamming"
            | "general_hamming"
            | "kaiser"
            | "ksr"
            | "kaiser bessel derived"
            | "kaiser_bessel_derived"
            | "kbd" => {
                return Err(invalid(
                    "get_window",
                    format!(
                        "'{s}' must have parameters: use the Window variant with its parameters"
                    ),
                ));
            }
            _ => {
                return Err(invalid("get_window", format!("Invalid window name '{s}'")));
            }
        })
    }
}

/// Keyword arguments of [`get_window`].
#[derive(Clone, Debug)]
pub struct GetWindowOptions {
    /// `true` (default): a periodic window (for FFTs); `false`: symmetric (filter design).
    pub fftbins: bool,
}

impl Default for GetWindowOptions {
    fn default() -> Self {
        Self { fftbins: true }
    }
}

/// The host values of a window (used by `firwin` and others).
pub(crate) fn window_vec(window: &Window, m: usize, sym: bool) -> Result<Vec<f64>> {
    Ok(match window {
        Window::Barthann => barthann(m, &WindowOptions { sym })?.to_vec()?,
        Window::Bartlett => bartlett(m, &WindowOptions { sym })?.to_vec()?,
        Window::Blackman => general_cosine_vec(m, &[0.42, 0.50, 0.08], sym),
        Window::Blackmanharris => general_cosine_vec(m, &[0.35875, 0.48829, 0.14128, 0.01168], sym),
        Window::Bohman => bohman(m, &WindowOptions { sym })?.to_vec()?,
        Window::Boxcar => vec![1.0; m],
        Window::Chebwin { at } => chebwin_vec(m, *at, sym),
        Window::Cosine => cosine(m, &WindowOptions { sym })?.to_vec()?,
        Window::Dpss { nw } => dpss(
            m,
            *nw,
            &DpssOptions {
                sym,
                ..Default::default()
            },
        )?
        .to_vec()?,
        Window::Exponential { center, tau } => exponential_vec(m, *center, *tau, sym)?,
        Window::Flattop => flattop(m, &WindowOptions { sym })?.to_vec()?,
        Window::Gaussian { std } => gaussian(m, *std, &WindowOptions { sym })?.to_vec()?,
        Window::GeneralCosine { a } => general_cosine_vec(m, a, sym),
        Window::GeneralGaussian { p, sig } => {
            general_gaussian(m, *p, *sig, &WindowOptions { sym })?.to_vec()?
        }
        Window::GeneralHamming { alpha } => general_cosine_vec(m, &[*alpha, 1.0 - alpha], sym),
        Window::Hamming => general_cosine_vec(m, &[0.54, 1.0 - 0.54], sym),
        Window::Hann => general_cosine_vec(m, &[0.5, 0.5], sym),
        Window::Kaiser { beta } => kaiser_vec(m, *beta, sym),
        Window::KaiserBesselDerived { beta } => kbd_vec(m, *beta, sym)?,
        Window::Lanczos => lanczos_vec(m, sym),
        Window::Nuttall => {
            general_cosine_vec(m, &[0.3635819, 0.4891775, 0.1365995, 0.0106411], sym)
        }
        Window::Parzen => parzen(m, &WindowOptions { sym })?.to_vec()?,
        Window::Taylor { nbar, sll, norm } => taylor_vec(m, *nbar, *sll, *norm, sym),
        Window::Triang => triang_vec(m, sym),
        Window::Tukey { alpha } => tukey_vec(m, *alpha, sym),
    })
}

/// A window of `nx` samples, periodic by default (`fftbins: true`).
///
/// Equivalent to `scipy.signal.get_window` (a float `window` there is `Window::Kaiser { beta }`
/// here; the `_symmetric`/`_periodic` name suffixes are `fftbins`).
///
/// # Errors
/// `InvalidArgument` for `nx == 0` (SciPy: "Parameter Nx is not a positive integer") and for
/// the parameter errors of the window named.
///
/// ```
/// use gsci_signal::windows::{get_window, GetWindowOptions, Window};
/// let w = get_window(&"hann".parse::<Window>()?, 4, &GetWindowOptions::default())?.to_vec()?;
/// assert!((w[2] - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn get_window(window: &Window, nx: usize, opts: &GetWindowOptions) -> Result<Array<f64>> {
    alloc_check("get_window", nx, 4)?;
    if nx == 0 {
        return Err(invalid(
            "get_window",
            "Parameter Nx=0 is not a positive integer",
        ));
    }
    out(window_vec(window, nx, !opts.fftbins)?)
}
