//! FIR design: `firwin`, `kaiserord`, `kaiser_beta`, `kaiser_atten`.

use std::f64::consts::PI;

use super::{arr, invalid};
use crate::windows::{Window, window_vec};
use crate::{Array, Result};

/// Kaiser window's beta for a stopband attenuation of `a` dB.
///
/// Equivalent to `scipy.signal.kaiser_beta`.
///
/// # Errors
/// Never (a host value); `Result` for the crate's uniform signatures.
///
/// ```
/// assert!((gsci_signal::kaiser_beta(65.0)? - 6.20426).abs() < 1e-12);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn kaiser_beta(a: f64) -> Result<f64> {
    Ok(if a > 50.0 {
        0.1102 * (a - 8.7)
    } else if a > 21.0 {
        0.5842 * (a - 21.0).powf(0.4) + 0.07886 * (a - 21.0)
    } else {
        0.0
    })
}

/// Attenuation (dB) of a Kaiser FIR filter of `numtaps` taps and transition `width`
/// (normalised to Nyquist = 1).
///
/// Equivalent to `scipy.signal.kaiser_atten`.
///
/// # Errors
/// Never; `Result` for the crate's uniform signatures.
///
/// ```
/// let a = gsci_signal::kaiser_atten(211, 0.0375)?;
/// assert!((a - 64.48099630593983).abs() < 1e-10);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn kaiser_atten(numtaps: usize, width: f64) -> Result<f64> {
    Ok(2.285 * (numtaps as f64 - 1.0) * PI * width + 7.95)
}

/// Number of taps and Kaiser beta for a filter with `ripple` dB ripple and transition
/// `width` (normalised to Nyquist = 1).
///
/// Equivalent to `scipy.signal.kaiserord`.
///
/// # Errors
/// `InvalidArgument` when `|ripple| < 8` (too small for the Kaiser formula).
///
/// ```
/// let (n, beta) = gsci_signal::kaiserord(65.0, 24.0 / 500.0)?;
/// assert_eq!(n, 167);
/// assert!((beta - 6.20426).abs() < 1e-12);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn kaiserord(ripple: f64, width: f64) -> Result<(usize, f64)> {
    let a = ripple.abs();
    if a < 8.0 || a.is_nan() {
        return Err(invalid(
            "kaiserord",
            format!(
                "Requested maximum ripple attenuation {a:.6} is too small for the Kaiser formula."
            ),
        ));
    }
    let beta = kaiser_beta(a)?;
    let numtaps = (a - 7.95) / 2.285 / (PI * width) + 1.0;
    if !numtaps.is_finite() || numtaps < 0.0 {
        return Err(invalid(
            "kaiserord",
            format!("width must be positive and finite, got {width}"),
        ));
    }
    Ok((numtaps.ceil() as usize, beta))
}

/// SciPy's `pass_zero` of [`firwin`]: a bool or a band type name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PassZero {
    /// `True` (default): the DC gain is 1.
    #[default]
    True,
    /// `False`: the DC gain is 0.
    False,
    /// `'lowpass'` (one cutoff, `True`).
    Lowpass,
    /// `'highpass'` (one cutoff, `False`).
    Highpass,
    /// `'bandpass'` (two or more cutoffs, `False`).
    Bandpass,
    /// `'bandstop'` (two or more cutoffs, `True`).
    Bandstop,
}

/// Keyword arguments of [`firwin`].
#[derive(Clone, Debug)]
pub struct FirwinOptions {
    /// Transition width; when given, a Kaiser window of the matching beta replaces `window`.
    pub width: Option<f64>,
    /// Window (default `Hamming`), evaluated symmetric.
    pub window: Window,
    /// Whether the DC gain is 1 (default `True`).
    pub pass_zero: PassZero,
    /// Scale the passband centre (or DC, or Nyquist) to unit gain (default `true`).
    pub scale: bool,
    /// Sample rate; `None` (default) is 2 (cutoffs normalised to Nyquist = 1).
    pub fs: Option<f64>,
}

impl Default for FirwinOptions {
    fn default() -> Self {
        Self {
            width: None,
            window: Window::Hamming,
            pass_zero: PassZero::True,
            scale: true,
            fs: None,
        }
    }
}

fn sinc(x: f64) -> f64 {
    let y = PI * if x == 0.0 { 1.0e-20 } else { x };
    y.sin() / y
}

pub(crate) fn firwin_v(numtaps: usize, cutoff: &[f64], opts: &FirwinOptions) -> Result<Vec<f64>> {
    const OP: &str = "firwin";
    crate::windows::alloc_check(OP, numtaps, 6)?;
    let fs = opts.fs.unwrap_or(2.0);
    if !(fs.is_finite() && fs > 0.0) {
        return Err(invalid(
            OP,
            format!("Sampling frequency fs must be a single scalar > 0, got {fs}"),
        ));
    }
    let nyq = 0.5 * fs;
    let cutoff: Vec<f64> = cutoff.iter().map(|c| c / nyq).collect();
    if cutoff.is_empty() {
        return Err(invalid(OP, "At least one cutoff frequency must be given."));
    }
    let mn = cutoff.iter().copied().fold(f64::INFINITY, f64::min);
    let mx = cutoff.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if !(mn > 0.0 && mx < 1.0) {
        return Err(invalid(
            OP,
            format!(
                "Invalid cutoff frequency {cutoff:?}: frequencies must be greater than 0 and less than fs/2."
            ),
        ));
    }
    if cutoff.windows(2).any(|w| w[1] - w[0] <= 0.0) {
        return Err(invalid(
            OP,
            "Invalid cutoff frequencies: the frequencies must be strictly increasing.",
        ));
    }
    if numtaps == 0 {
        return Err(invalid(OP, "numtaps must be at least 1"));
    }
    let window = match opts.width {
        Some(w) => Window::Kaiser {
            beta: kaiser_beta(kaiser_atten(numtaps, w / nyq)?)?,
        },
        None => opts.window.clone(),
    };
    let n = cutoff.len();
    let pass_zero = match opts.pass_zero {
        PassZero::True => true,
        PassZero::False => false,
        PassZero::Lowpass | PassZero::Highpass => {
            if n != 1 {
                return Err(invalid(
                    OP,
                    format!(
                        "cutoff must have one element if pass_zero=={:?}, got {n}",
                        opts.pass_zero
                    ),
                ));
            }
            opts.pass_zero == PassZero::Lowpass
        }
        PassZero::Bandpass | PassZero::Bandstop => {
            if n <= 1 {
                return Err(invalid(
                    OP,
                    format!(
                        "cutoff must have at least two elements if pass_zero=={:?}, got {n}",
                        opts.pass_zero
                    ),
                ));
            }
            opts.pass_zero == PassZero::Bandstop
        }
    };
    let pass_nyquist = (n % 2 == 0) == pass_zero;
    if pass_nyquist && numtaps % 2 == 0 {
        return Err(invalid(
            OP,
            "A filter with an even number of coefficients must have zero response at the Nyquist frequency.",
        ));
    }
    let mut edges = Vec::with_capacity(n + 2);
    if pass_zero {
        edges.push(0.0);
    }
    edges.extend_from_slice(&cutoff);
    if pass_nyquist {
        edges.push(1.0);
    }
    let alpha = 0.5 * (numtaps as f64 - 1.0);
    let m: Vec<f64> = (0..numtaps).map(|i| i as f64 - alpha).collect();
    let mut h = vec![0.0; numtaps];
    for band in edges.chunks(2) {
        let (left, right) = (band[0], band[1]);
        for (hi, &mi) in h.iter_mut().zip(&m) {
            *hi += right * sinc(right * mi);
        }
        for (hi, &mi) in h.iter_mut().zip(&m) {
            *hi -= left * sinc(left * mi);
        }
    }
    let win = window_vec(&window, numtaps, true)?;
    for (hi, w) in h.iter_mut().zip(&win) {
        *hi *= w;
    }
    if opts.scale {
        let (left, right) = (edges[0], edges[1]);
        let sf = if left == 0.0 {
            0.0
        } else if right == 1.0 {
            1.0
        } else {
            0.5 * (left + right)
        };
        let s: f64 = h
            .iter()
            .zip(&m)
            .map(|(hi, mi)| hi * (PI * mi * sf).cos())
            .sum();
        for hi in h.iter_mut() {
            *hi /= s;
        }
    }
    Ok(h)
}

/// FIR filter of `numtaps` taps by the window method.
///
/// Equivalent to `scipy.signal.firwin` (`cutoff` in the units of `fs`, Nyquist = 1 without
/// `fs`).
///
/// # Errors
/// `InvalidArgument` with SciPy's messages: no cutoff, a cutoff outside (0, fs/2), cutoffs not
/// increasing, a `pass_zero` band name with the wrong number of cutoffs, an even `numtaps` for
/// a filter passing Nyquist.
///
/// ```
/// use gsci_signal::{firwin, FirwinOptions};
/// let h = firwin(5, &[0.5], &FirwinOptions::default())?.to_vec()?;
/// assert!((h.iter().sum::<f64>() - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn firwin(numtaps: usize, cutoff: &[f64], opts: &FirwinOptions) -> Result<Array<f64>> {
    arr(firwin_v(numtaps, cutoff, opts)?)
}

/// Keyword arguments of [`firwin2`].
#[derive(Clone, Debug)]
pub struct Firwin2Options {
    /// Size of the interpolation grid; `None` (default): the smallest power of two not below
    /// `numtaps`, plus one.
    pub nfreqs: Option<usize>,
    /// Window applied to the taps (default `Some(Hamming)`); `None` for no window.
    pub window: Option<Window>,
    /// Antisymmetric (type III/IV) filter (default `false`).
    pub antisymmetric: bool,
    /// Sample rate; `None` (default) is 2.
    pub fs: Option<f64>,
}

impl Default for Firwin2Options {
    fn default() -> Self {
        Self {
            nfreqs: None,
            window: Some(Window::Hamming),
            antisymmetric: false,
            fs: None,
        }
    }
}

/// `numpy.interp` (increasing `xp`).
fn interp(x: f64, xp: &[f64], fp: &[f64]) -> f64 {
    let n = xp.len();
    if x <= xp[0] {
        return fp[0];
    }
    if x >= xp[n - 1] {
        return fp[n - 1];
    }
    let j = xp.partition_point(|&v| v <= x) - 1;
    if x == xp[j] {
        return fp[j];
    }
    let slope = (fp[j + 1] - fp[j]) / (xp[j + 1] - xp[j]);
    slope * (x - xp[j]) + fp[j]
}

/// FIR filter by the frequency-sampling method: gains `gain` at frequencies `freq`.
///
/// Equivalent to `scipy.signal.firwin2`.
///
/// # Errors
/// `InvalidArgument` with SciPy's messages (freq not from 0 to fs/2, not nondecreasing, a
/// value more than twice, a nonzero gain where the filter type forces a zero, `nfreqs <=
/// numtaps`).
///
/// ```
/// use gsci_signal::{firwin2, Firwin2Options};
/// let h = firwin2(15, &[0.0, 0.5, 1.0], &[1.0, 1.0, 0.0], &Firwin2Options::default())?;
/// assert_eq!(h.len(), 15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn firwin2(
    numtaps: usize,
    freq: &[f64],
    gain: &[f64],
    opts: &Firwin2Options,
) -> Result<Array<f64>> {
    const OP: &str = "firwin2";
    crate::windows::alloc_check(OP, numtaps, 4)?;
    crate::windows::alloc_check(OP, opts.nfreqs.unwrap_or(0), 4)?;
    let fs = opts.fs.unwrap_or(2.0);
    if !(fs.is_finite() && fs > 0.0) {
        return Err(invalid(
            OP,
            format!("Sampling frequency fs must be a single scalar > 0, got {fs}"),
        ));
    }
    let nyq = 0.5 * fs;
    if freq.len() != gain.len() {
        return Err(invalid(OP, "freq and gain must be of same length."));
    }
    if numtaps == 0 {
        return Err(invalid(OP, "numtaps must be at least 1"));
    }
    if let Some(nf) = opts.nfreqs
        && numtaps >= nf
    {
        return Err(invalid(
            OP,
            format!(
                "ntaps must be less than nfreqs, but firwin2 was called with ntaps={numtaps} and nfreqs={nf}"
            ),
        ));
    }
    if freq.len() < 2 || freq[0] != 0.0 || freq[freq.len() - 1] != nyq {
        return Err(invalid(OP, "freq must start with 0 and end with fs/2."));
    }
    let d: Vec<f64> = freq.windows(2).map(|w| w[1] - w[0]).collect();
    if d.iter().any(|&v| v < 0.0) {
        return Err(invalid(OP, "The values in freq must be nondecreasing."));
    }
    if d.windows(2).any(|w| w[0] + w[1] == 0.0) {
        return Err(invalid(
            OP,
            "A value in freq must not occur more than twice.",
        ));
    }
    if freq[1] == 0.0 {
        return Err(invalid(OP, "Value 0 must not be repeated in freq"));
    }
    if freq[freq.len() - 2] == nyq {
        return Err(invalid(OP, "Value fs/2 must not be repeated in freq"));
    }
    let ftype = match (opts.antisymmetric, numtaps % 2 == 0) {
        (true, true) => 4,
        (true, false) => 3,
        (false, true) => 2,
        (false, false) => 1,
    };
    let (g0, gl) = (gain[0], gain[gain.len() - 1]);
    if ftype == 2 && gl != 0.0 {
        return Err(invalid(
            OP,
            "A Type II filter must have zero gain at the Nyquist frequency.",
        ));
    } else if ftype == 3 && (g0 != 0.0 || gl != 0.0) {
        return Err(invalid(
            OP,
            "A Type III filter must have zero gain at zero and Nyquist frequencies.",
        ));
    } else if ftype == 4 && g0 != 0.0 {
        return Err(invalid(
            OP,
            "A Type IV filter must have zero gain at zero frequency.",
        ));
    }
    let nfreqs = opts
        .nfreqs
        .unwrap_or_else(|| 1 + 2usize.pow((numtaps as f64).log2().ceil() as u32));
    let mut freq = freq.to_vec();
    if d.contains(&0.0) {
        let eps = f64::EPSILON * nyq;
        for k in 0..freq.len() - 1 {
            if freq[k] == freq[k + 1] {
                freq[k] -= eps;
                freq[k + 1] += eps;
            }
        }
        if freq.windows(2).any(|w| w[1] - w[0] <= 0.0) {
            return Err(invalid(
                OP,
                format!(
                    "freq cannot contain numbers that are too close (within eps * (fs/2): {eps}) to a repeated value"
                ),
            ));
        }
    }
    let x = crate::windows::linspace(0.0, nyq, nfreqs);
    let fx2: Vec<num_complex::Complex64> = x
        .iter()
        .map(|&xi| {
            let f = interp(xi, &freq, gain);
            let mut shift =
                num_complex::Complex64::new(0.0, -(numtaps as f64 - 1.0) / 2.0 * PI * xi / nyq)
                    .exp();
            if ftype > 2 {
                shift *= num_complex::Complex64::new(0.0, 1.0);
            }
            f * shift
        })
        .collect();
    // irfft of fx2 (length 2*(nfreqs-1)), first numtaps samples.
    let nout = 2 * (nfreqs - 1);
    let mut out: Vec<f64> = (0..numtaps)
        .map(|n| {
            let mut s = fx2[0].re;
            for (k, v) in fx2.iter().enumerate().take(nfreqs - 1).skip(1) {
                let ang = 2.0 * PI * ((k * n) % nout) as f64 / nout as f64;
                s += 2.0 * (v.re * ang.cos() - v.im * ang.sin());
            }
            let last = fx2[nfreqs - 1].re;
            s += if n % 2 == 0 { last } else { -last };
            s / nout as f64
        })
        .collect();
    if let Some(w) = &opts.window {
        let win = window_vec(w, numtaps, true)?;
        for (o, wv) in out.iter_mut().zip(&win) {
            *o *= wv;
        }
    }
    if ftype == 3 {
        let mid = out.len() / 2;
        out[mid] = 0.0;
    }
    arr(out)
}

/// Keyword arguments of [`firls`].
#[derive(Clone, Debug, Default)]
pub struct FirlsOptions {
    /// Relative weight of each band (default all 1).
    pub weight: Option<Vec<f64>>,
    /// Sample rate; `None` (default) is 2.
    pub fs: Option<f64>,
}

/// Cholesky solve of a symmetric positive-definite system; `None` when not positive definite.
fn cholesky_solve(a: &[f64], b: &[f64], n: usize) -> Option<Vec<f64>> {
    let mut l = vec![0.0; n * n];
    for j in 0..n {
        let mut d = a[j * n + j];
        for k in 0..j {
            d -= l[j * n + k] * l[j * n + k];
        }
        if d <= 0.0 || d.is_nan() {
            return None;
        }
        let d = d.sqrt();
        l[j * n + j] = d;
        for i in j + 1..n {
            let mut s = a[i * n + j];
            for k in 0..j {
                s -= l[i * n + k] * l[j * n + k];
            }
            l[i * n + j] = s / d;
        }
    }
    let mut y = b.to_vec();
    for i in 0..n {
        for k in 0..i {
            y[i] -= l[i * n + k] * y[k];
        }
        y[i] /= l[i * n + i];
    }
    for i in (0..n).rev() {
        for k in i + 1..n {
            y[i] -= l[k * n + i] * y[k];
        }
        y[i] /= l[i * n + i];
    }
    Some(y)
}

/// Linear-phase FIR filter minimising the weighted squared error over `bands`.
///
/// Equivalent to `scipy.signal.firls` (bands and desired gains as flat pairs).
///
/// # Errors
/// `InvalidArgument` with SciPy's messages (even `numtaps`, bands not in pairs, outside
/// [0, fs/2], overlapping or decreasing, negative desired gains or weights).
///
/// ```
/// use gsci_signal::{firls, FirlsOptions};
/// let h = firls(11, &[0.0, 0.3, 0.5, 1.0], &[1.0, 1.0, 0.0, 0.0], &FirlsOptions::default())?.to_vec()?;
/// assert!((h[0] - h[10]).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn firls(
    numtaps: usize,
    bands: &[f64],
    desired: &[f64],
    opts: &FirlsOptions,
) -> Result<Array<f64>> {
    const OP: &str = "firls";
    crate::windows::alloc_check(OP, numtaps / 2 + 1, numtaps / 2 + 4)?;
    let fs = opts.fs.unwrap_or(2.0);
    if !(fs.is_finite() && fs > 0.0) {
        return Err(invalid(
            OP,
            format!("Sampling frequency fs must be a single scalar > 0, got {fs}"),
        ));
    }
    let nyq = 0.5 * fs;
    if numtaps % 2 == 0 || numtaps < 1 {
        return Err(invalid(
            OP,
            format!("numtaps must be odd and >= 1, got {numtaps}"),
        ));
    }
    let m = (numtaps - 1) / 2;
    let bands: Vec<f64> = bands.iter().map(|b| b / nyq).collect();
    if bands.len() % 2 != 0 {
        return Err(invalid(OP, "bands must contain frequency pairs."));
    }
    if bands.iter().any(|&b| !(0.0..=1.0).contains(&b)) {
        return Err(invalid(
            OP,
            "bands must be between 0 and 1 relative to Nyquist",
        ));
    }
    if bands.len() != desired.len() {
        return Err(invalid(
            OP,
            format!(
                "desired must have one entry per frequency, got {} gains for {} frequencies.",
                desired.len(),
                bands.len()
            ),
        ));
    }
    let nb = bands.len() / 2;
    let band = |i: usize| (bands[2 * i], bands[2 * i + 1]);
    if (0..nb).any(|i| band(i).1 - band(i).0 <= 0.0)
        || (1..nb).any(|i| band(i).0 - band(i - 1).0 < 0.0)
    {
        return Err(invalid(
            OP,
            "bands must be monotonically nondecreasing and have width > 0.",
        ));
    }
    if (1..nb).any(|i| band(i - 1).1 > band(i).0) {
        return Err(invalid(OP, "bands must not overlap."));
    }
    if desired.iter().any(|&d| d < 0.0) {
        return Err(invalid(OP, "desired must be non-negative."));
    }
    let weight = opts.weight.clone().unwrap_or_else(|| vec![1.0; nb]);
    if weight.len() != nb {
        return Err(invalid(
            OP,
            format!("weight must be the same size as the number of band pairs ({nb})."),
        ));
    }
    if weight.iter().any(|&w| w < 0.0) {
        return Err(invalid(OP, "weight must be non-negative."));
    }
    let npsinc = |x: f64| {
        let y = PI * if x == 0.0 { 1.0e-20 } else { x };
        y.sin() / y
    };
    // q[n] = sum_j weight[j] * (sinc(b1 n) b1 - sinc(b0 n) b0)
    let q: Vec<f64> = (0..numtaps)
        .map(|n| {
            let nf = n as f64;
            (0..nb)
                .map(|j| {
                    let (b0, b1) = band(j);
                    (npsinc(b1 * nf) * b1 - npsinc(b0 * nf) * b0) * weight[j]
                })
                .sum()
        })
        .collect();
    let dim = m + 1;
    let mut qm = vec![0.0; dim * dim];
    for i in 0..dim {
        for j in 0..dim {
            let toe = q[i.abs_diff(j)];
            let han = q[i + j];
            qm[i * dim + j] = toe + han;
        }
    }
    let bvec: Vec<f64> = (0..dim)
        .map(|n| {
            let nf = n as f64;
            (0..nb)
                .map(|j| {
                    let (b0, b1) = band(j);
                    let (d0, d1) = (desired[2 * j], desired[2 * j + 1]);
                    let mm = (d1 - d0) / (b1 - b0);
                    let c = d0 - b0 * mm;
                    let term = |bb: f64| {
                        let mut v = bb * (mm * bb + c) * npsinc(bb * nf);
                        if n == 0 {
                            v -= mm * bb * bb / 2.0;
                        } else {
                            v += mm * (nf * PI * bb).cos() / (PI * nf).powf(2.0);
                        }
                        v
                    };
                    (term(b1) - term(b0)) * weight[j]
                })
                .sum()
        })
        .collect();
    let a = match cholesky_solve(&qm, &bvec, dim) {
        Some(a) => a,
        None => {
            let qa = Array::from_vec(qm, &[dim, dim], &crate::Device::cpu())?;
            let ba = Array::from_vec(bvec, &[dim], &crate::Device::cpu())?;
            gsci_linalg::lstsq(&qa, &ba, None)?.x.to_vec()?
        }
    };
    let mut coeffs: Vec<f64> = a[1..].iter().rev().copied().collect();
    coeffs.push(2.0 * a[0]);
    coeffs.extend_from_slice(&a[1..]);
    arr(coeffs)
}

/// SciPy's `method` of [`minimum_phase`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum MinimumPhaseMethod {
    /// Cepstral (`'homomorphic'`, default).
    #[default]
    Homomorphic,
    /// Discrete Hilbert transform of the magnitude (`'hilbert'`).
    Hilbert,
}

/// Keyword arguments of [`minimum_phase`].
#[derive(Clone, Debug)]
pub struct MinimumPhaseOptions {
    /// Algorithm (default `Homomorphic`).
    pub method: MinimumPhaseMethod,
    /// FFT length; `None` (default): `2**ceil(log2(2*(len(h)-1)/0.01))`.
    pub n_fft: Option<usize>,
    /// Halve the magnitude spectrum (default `true`; only `Homomorphic` supports `false`).
    pub half: bool,
}

impl Default for MinimumPhaseOptions {
    fn default() -> Self {
        Self {
            method: MinimumPhaseMethod::Homomorphic,
            n_fft: None,
            half: true,
        }
    }
}

type C64 = num_complex::Complex64;

fn fft_host(x: Vec<C64>, inverse: bool) -> Result<Vec<C64>> {
    let n = x.len();
    let a = Array::from_vec(x, &[n], &crate::Device::cpu())?;
    let o = gsci_fft::FftOptions::default();
    if inverse {
        gsci_fft::ifft(&a, &o)?.to_vec()
    } else {
        gsci_fft::fft(&a, &o)?.to_vec()
    }
}

/// Minimum-phase version of a linear-phase FIR filter.
///
/// Equivalent to `scipy.signal.minimum_phase` (FFTs by gsci-fft on the CPU; SciPy's warning
/// for a non-symmetric `h` is not raised).
///
/// # Errors
/// `InvalidArgument` when `h` has fewer than 3 samples, `n_fft < len(h)`, or `half: false`
/// with `Hilbert`.
///
/// ```
/// use gsci_signal::{firwin, minimum_phase, FirwinOptions, MinimumPhaseOptions};
/// let h = firwin(31, &[0.3], &FirwinOptions::default())?;
/// let hm = minimum_phase(&h, &MinimumPhaseOptions::default())?;
/// assert_eq!(hm.len(), 16);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn minimum_phase(h: &Array<f64>, opts: &MinimumPhaseOptions) -> Result<Array<f64>> {
    const OP: &str = "minimum_phase";
    if h.ndim() != 1 || h.len() <= 2 {
        return Err(invalid(OP, "h must be 1-D and at least 2 samples long"));
    }
    if opts.method == MinimumPhaseMethod::Hilbert && !opts.half {
        return Err(invalid(
            OP,
            "`half=False` is only supported when `method='homomorphic'`",
        ));
    }
    let h = h.to_vec()?;
    let len = h.len();
    let n_half = len / 2;
    let n_fft = opts
        .n_fft
        .unwrap_or_else(|| 2usize.pow((2.0 * (len as f64 - 1.0) / 0.01).log2().ceil() as u32));
    if n_fft < len {
        return Err(invalid(OP, format!("n_fft must be at least len(h)=={len}")));
    }
    crate::windows::alloc_check(OP, n_fft, 8)?;
    let mut hp: Vec<C64> = h.iter().map(|&v| C64::new(v, 0.0)).collect();
    hp.resize(n_fft, C64::new(0.0, 0.0));
    let spec = fft_host(hp, false)?;
    let h_min: Vec<f64> = match opts.method {
        MinimumPhaseMethod::Hilbert => {
            let mut hh: Vec<f64> = spec
                .iter()
                .enumerate()
                .map(|(k, s)| {
                    let w = k as f64 * (2.0 * PI / n_fft as f64 * n_half as f64);
                    (s * C64::new(0.0, w).exp()).re
                })
                .collect();
            let dp = hh.iter().copied().fold(f64::NEG_INFINITY, f64::max) - 1.0;
            let ds = 0.0 - hh.iter().copied().fold(f64::INFINITY, f64::min);
            let s = 4.0 / ((1.0 + dp + ds).sqrt() + (1.0 - dp + ds).sqrt()).powf(2.0);
            for v in hh.iter_mut() {
                *v += ds;
                *v *= s;
                *v = v.sqrt();
                *v += 1e-10;
            }
            // _dhtm: real(ifft(mag * exp(fft(sig * ifft(log(mag))))))
            let mid = n_fft / 2;
            let l = fft_host(hh.iter().map(|v| C64::new(v.ln(), 0.0)).collect(), true)?;
            let sl: Vec<C64> = l
                .iter()
                .enumerate()
                .map(|(i, v)| {
                    let sig = if i >= 1 && i < mid {
                        1.0
                    } else if i > mid {
                        -1.0
                    } else {
                        0.0
                    };
                    v * sig
                })
                .collect();
            let e = fft_host(sl, false)?;
            let prod: Vec<C64> = e.iter().zip(&hh).map(|(ev, m)| ev.exp() * m).collect();
            fft_host(prod, true)?.iter().map(|v| v.re).collect()
        }
        MinimumPhaseMethod::Homomorphic => {
            let mut mag: Vec<f64> = spec.iter().map(|v| v.norm()).collect();
            let minpos = mag
                .iter()
                .copied()
                .filter(|&v| v > 0.0)
                .fold(f64::INFINITY, f64::min);
            for v in mag.iter_mut() {
                *v += 1e-7 * minpos;
                *v = v.ln();
                if opts.half {
                    *v *= 0.5;
                }
            }
            let ceps = fft_host(mag.iter().map(|&v| C64::new(v, 0.0)).collect(), true)?;
            let stop = n_fft / 2;
            let win: Vec<f64> = (0..n_fft)
                .map(|i| {
                    if i == 0 || (n_fft % 2 == 1 && i == stop) {
                        1.0
                    } else if i < stop {
                        2.0
                    } else {
                        0.0
                    }
                })
                .collect();
            let folded: Vec<C64> = ceps
                .iter()
                .zip(&win)
                .map(|(c, w)| C64::new(c.re * w, 0.0))
                .collect();
            let e = fft_host(folded, false)?;
            fft_host(e.iter().map(|v| v.exp()).collect(), true)?
                .iter()
                .map(|v| v.re)
                .collect()
        }
    };
    let n_out = if opts.half { n_half + len % 2 } else { len };
    arr(h_min[..n_out].to_vec())
}

/// Keyword arguments of [`firwin_2d`].
#[derive(Clone, Debug)]
pub struct Firwin2dOptions {
    /// Cutoff frequencies (required by SciPy in practice; `None` is an error as there).
    pub fc: Option<Vec<f64>>,
    /// Sample rate (default 2).
    pub fs: f64,
    /// A circularly symmetric filter from one 1-D design (default `false`: the outer product
    /// of two 1-D designs).
    pub circular: bool,
    /// Accepted for SciPy's signature; SciPy 1.17 does not pass it on to `firwin` (default
    /// `True`).
    pub pass_zero: PassZero,
    /// Accepted for SciPy's signature; SciPy 1.17 does not pass it on (default `true`).
    pub scale: bool,
}

impl Default for Firwin2dOptions {
    fn default() -> Self {
        Self {
            fc: None,
            fs: 2.0,
            circular: false,
            pass_zero: PassZero::True,
            scale: true,
        }
    }
}

/// 2-D FIR filter by the window method: the outer product of two 1-D `firwin` designs, or a
/// circularly symmetric one interpolated from a 1-D design.
///
/// Equivalent to `scipy.signal.firwin_2d` (`window` holds one window for `circular`, two
/// otherwise). The result is `(hsize[0], hsize[1])`, or `(hsize[1], hsize[0])` when circular
/// (SciPy's `meshgrid` order).
///
/// # Errors
/// `InvalidArgument` for a missing `fc`, the wrong number of windows, and `firwin`'s errors.
///
/// ```
/// use gsci_signal::{firwin_2d, Firwin2dOptions, windows::Window};
/// let o = Firwin2dOptions { fc: Some(vec![0.4]), ..Default::default() };
/// let h = firwin_2d([5, 7], &[Window::Hamming, Window::Hann], &o)?;
/// assert_eq!(h.shape(), &[5, 7]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn firwin_2d(
    hsize: [usize; 2],
    window: &[Window],
    opts: &Firwin2dOptions,
) -> Result<Array<f64>> {
    const OP: &str = "firwin_2d";
    let fc = opts
        .fc
        .as_ref()
        .ok_or_else(|| invalid(OP, "Cutoff frequency `fc` must be provided"))?;
    let fo = |w: &Window| FirwinOptions {
        window: w.clone(),
        fs: Some(opts.fs),
        ..Default::default()
    };
    if opts.circular {
        if window.len() != 1 {
            return Err(invalid(OP, "a circular filter takes one window"));
        }
        let n_r = hsize[0]
            .max(hsize[1])
            .checked_mul(8)
            .ok_or_else(|| invalid(OP, "hsize is too large"))?;
        crate::windows::alloc_check(OP, hsize[0], hsize[1])?;
        let win_r = firwin_v(n_r, fc, &fo(&window[0]))?;
        let xs = crate::windows::linspace(0.0, 1.0, n_r);
        let f1 = crate::windows::linspace(-1.0, 1.0, hsize[0]);
        let f2 = crate::windows::linspace(-1.0, 1.0, hsize[1]);
        let mut out = Vec::with_capacity(hsize[0] * hsize[1]);
        for &b in &f2 {
            for &a in &f1 {
                let r = (a.powf(2.0) + b.powf(2.0)).sqrt();
                out.push(interp(r, &xs, &win_r));
            }
        }
        return Array::from_vec(out, &[hsize[1], hsize[0]], &crate::Device::cpu());
    }
    if window.len() != 2 {
        return Err(invalid(OP, "window must be a 2-element tuple or list"));
    }
    crate::windows::alloc_check(OP, hsize[0], hsize[1])?;
    let row = firwin_v(hsize[0], fc, &fo(&window[0]))?;
    let col = firwin_v(hsize[1], fc, &fo(&window[1]))?;
    let out: Vec<f64> = row
        .iter()
        .flat_map(|r| col.iter().map(move |c| r * c))
        .collect();
    Array::from_vec(out, &[hsize[0], hsize[1]], &crate::Device::cpu())
}
