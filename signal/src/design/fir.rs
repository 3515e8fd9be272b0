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
    let pass_nyquist = n.is_multiple_of(2) == pass_zero;
    if pass_nyquist && numtaps.is_multiple_of(2) {
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
