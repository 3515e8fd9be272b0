//! `scipy.signal.ShortTimeFFT` (SciPy 1.17) and `closest_STFT_dual_window`.
//!
//! The window bookkeeping (borders, slice ranges, the canonical dual window, scaling factors)
//! is host arithmetic on the window, exactly as SciPy's. The transforms run on the signal's
//! device: the signal (axis moved last) is cut to the samples the slices touch and padded as
//! `np.pad` does (`zeros`, `edge`, `even`, `odd`; iterated reflections for short signals),
//! framed into `[.., slices, m_num]` by one gather, detrended, windowed, rolled by the phase
//! shift and transformed by one batched FFT; `istft` inverts every slice in one batched
//! inverse FFT and overlap-adds them with one `scatter_add`. Results are complex128 (the STFT)
//! and float64 / complex128 (the inverse) for every input dtype, as SciPy's. Windows are real.

use crate::filtering::{DetrendOptions, DetrendType, FilterElement, detrend};
use crate::spectral::{SpectralComplex, frame, invalid};
use crate::windows::{GetWindowOptions, Window, get_window};
use gsci_core::{Array, Complex64, Device, Result, normalize_axis, ufunc};

/// `fft_mode` of [`ShortTimeFft`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FftMode {
    /// `'twosided'`: frequencies `0 .. fs` (`fftfreq` order).
    Twosided,
    /// `'centered'`: the two-sided spectrum `fftshift`ed.
    Centered,
    /// `'onesided'` (default): `rfft`, real input only.
    #[default]
    Onesided,
    /// `'onesided2X'`: one-sided with the non-edge bins scaled by 2 (`'magnitude'`) or √2
    /// (`'psd'`); needs a scaling.
    Onesided2X,
}

/// `scale_to` / `scaling` of [`ShortTimeFft`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StftScaleTo {
    /// `'magnitude'`: the window sums to one.
    Magnitude,
    /// `'psd'`: the window's squares sum to `fs`.
    Psd,
}

/// `padding` of [`ShortTimeFft::stft`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StftPadding {
    /// `'zeros'` (default).
    #[default]
    Zeros,
    /// `'edge'`: the edge value repeated.
    Edge,
    /// `'even'`: mirrored about the edge sample.
    Even,
    /// `'odd'`: mirrored and negated about the edge sample.
    Odd,
}

/// Keyword arguments of [`ShortTimeFft::new`].
#[derive(Clone, Debug)]
pub struct ShortTimeFftOptions {
    /// FFT mode (default onesided).
    pub fft_mode: FftMode,
    /// FFT length (default the window length).
    pub mfft: Option<usize>,
    /// The dual window (default: the canonical dual window, computed when needed).
    pub dual_win: Option<Vec<f64>>,
    /// Scale the window to `'magnitude'` or `'psd'` (default None: unscaled).
    pub scale_to: Option<StftScaleTo>,
    /// Phase shift in samples (default `Some(0)`; None: no shift).
    pub phase_shift: Option<isize>,
}

impl Default for ShortTimeFftOptions {
    fn default() -> Self {
        ShortTimeFftOptions {
            fft_mode: FftMode::Onesided,
            mfft: None,
            dual_win: None,
            scale_to: None,
            phase_shift: Some(0),
        }
    }
}

/// Keyword arguments of [`ShortTimeFft::from_window`].
#[derive(Clone, Debug)]
pub struct FromWindowOptions {
    /// A symmetric window instead of a periodic one (default false).
    pub symmetric_win: bool,
    /// FFT mode (default onesided).
    pub fft_mode: FftMode,
    /// FFT length (default `nperseg`).
    pub mfft: Option<usize>,
    /// Scaling (default None).
    pub scale_to: Option<StftScaleTo>,
    /// Phase shift (default `Some(0)`).
    pub phase_shift: Option<isize>,
}

impl Default for FromWindowOptions {
    fn default() -> Self {
        FromWindowOptions {
            symmetric_win: false,
            fft_mode: FftMode::Onesided,
            mfft: None,
            scale_to: None,
            phase_shift: Some(0),
        }
    }
}

/// Keyword arguments of [`ShortTimeFft::from_dual`].
#[derive(Clone, Debug)]
pub struct FromDualOptions {
    /// FFT mode (default onesided).
    pub fft_mode: FftMode,
    /// FFT length (default the window length).
    pub mfft: Option<usize>,
    /// Scaling (default None).
    pub scale_to: Option<StftScaleTo>,
    /// Phase shift (default `Some(0)`).
    pub phase_shift: Option<isize>,
}

impl Default for FromDualOptions {
    fn default() -> Self {
        FromDualOptions {
            fft_mode: FftMode::Onesided,
            mfft: None,
            scale_to: None,
            phase_shift: Some(0),
        }
    }
}

/// Keyword arguments of [`ShortTimeFft::stft`], [`ShortTimeFft::stft_detrend`] and the
/// spectrograms.
#[derive(Clone, Debug)]
pub struct ShortTimeFftStftOptions {
    /// First slice index (default `p_min`).
    pub p0: Option<isize>,
    /// End slice index (default `p_max(n)`).
    pub p1: Option<isize>,
    /// Sample offset of the signal (default 0).
    pub k_offset: isize,
    /// Padding beyond the signal (default zeros).
    pub padding: StftPadding,
    /// Axis of the signal (default -1).
    pub axis: isize,
    /// Per-slice detrending of the spectrograms (default None; `stft_detrend` takes its own).
    pub detr: Option<DetrendType>,
}

impl Default for ShortTimeFftStftOptions {
    fn default() -> Self {
        ShortTimeFftStftOptions {
            p0: None,
            p1: None,
            k_offset: 0,
            padding: StftPadding::Zeros,
            axis: -1,
            detr: None,
        }
    }
}

/// Keyword arguments of [`ShortTimeFft::istft`].
#[derive(Clone, Debug)]
pub struct ShortTimeFftIstftOptions {
    /// First sample of the output (default 0).
    pub k0: isize,
    /// End sample of the output (default `k_max`).
    pub k1: Option<isize>,
    /// Frequency axis of `S` (default -2).
    pub f_axis: isize,
    /// Time axis of `S` (default -1).
    pub t_axis: isize,
}

impl Default for ShortTimeFftIstftOptions {
    fn default() -> Self {
        ShortTimeFftIstftOptions {
            k0: 0,
            k1: None,
            f_axis: -2,
            t_axis: -1,
        }
    }
}

const OP: &str = "ShortTimeFFT";

/// The per-slice inverse FFT of `istft` (`irfft` or `ifft` at a length).
type Inverse<'a, O> = &'a dyn Fn(&Array<Complex64>, usize) -> Result<Array<O>>;

/// Python's floor division.
fn fdiv(a: isize, b: isize) -> isize {
    a.div_euclid(b)
}

/// `w2[s..]` with Python's slice semantics for a negative `s` (`s < 0`: the last `-s`).
fn tail_all_zero(w2: &[f64], s: isize) -> bool {
    let n = w2.len() as isize;
    let start = if s < 0 { (n + s).max(0) } else { s.min(n) };
    w2[start as usize..].iter().all(|v| *v == 0.0)
}

/// `w2[..s]` with Python's slice semantics.
fn head_all_zero(w2: &[f64], s: isize) -> bool {
    let n = w2.len() as isize;
    let end = if s < 0 { (n + s).max(0) } else { s.min(n) };
    w2[..end as usize].iter().all(|v| *v == 0.0)
}

/// `_calc_dual_canonical_window(win, hop)`.
fn dual_canonical(op: &'static str, win: &[f64], hop: usize) -> Result<Vec<f64>> {
    if hop > win.len() {
        return Err(invalid(
            op,
            format!(
                "hop: hop={hop} is larger than window length of {} => STFT not invertible!",
                win.len()
            ),
        ));
    }
    let w2: Vec<f64> = win.iter().map(|w| w * w).collect();
    let n = win.len();
    let mut dd = w2.clone();
    let mut k = hop;
    while k < n {
        for i in k..n {
            dd[i] += w2[i - k];
        }
        for i in 0..n - k {
            dd[i] += w2[i + k];
        }
        k += hop;
    }
    let mx = dd.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let res = 1e-15 * mx;
    if !dd.iter().all(|d| *d >= res) {
        return Err(invalid(
            op,
            "win: Short-time Fourier Transform not invertible!",
        ));
    }
    Ok(win.iter().zip(&dd).map(|(w, d)| w / d).collect())
}

/// Keyword arguments of [`closest_stft_dual_window`].
#[derive(Clone, Debug)]
pub struct ClosestStftDualWindowOptions {
    /// The desired dual window (default: rectangular, all ones).
    pub desired_dual: Option<Vec<f64>>,
    /// Scale the result for the closest scaled dual (default true).
    pub scaled: bool,
}

impl Default for ClosestStftDualWindowOptions {
    fn default() -> Self {
        ClosestStftDualWindowOptions {
            desired_dual: None,
            scaled: true,
        }
    }
}

/// Calculate the STFT dual window of a given window closest to a desired dual window.
///
/// Equivalent to `scipy.signal.closest_STFT_dual_window(win, hop, desired_dual=None, *,
/// scaled=True)` for real windows: returns the dual window and the scale factor `alpha`.
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) naming
/// `closest_STFT_dual_window` for windows of different lengths, non-finite entries, `hop` not
/// in `1..=len(win)`, a window without a dual, or an unstable scaling.
///
/// ```
/// use gsci_signal::{closest_stft_dual_window, ClosestStftDualWindowOptions};
/// let win = [0.0, 0.5, 1.0, 0.5];
/// let (d, alpha) = closest_stft_dual_window(&win, 2, &ClosestStftDualWindowOptions::default())?;
/// assert_eq!(d.len(), 4);
/// assert!((alpha - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn closest_stft_dual_window(
    win: &[f64],
    hop: usize,
    opts: &ClosestStftDualWindowOptions,
) -> Result<(Vec<f64>, f64)> {
    const OPC: &str = "closest_STFT_dual_window";
    let desired = opts
        .desired_dual
        .clone()
        .unwrap_or_else(|| vec![1.0; win.len()]);
    if win.is_empty() || desired.len() != win.len() {
        return Err(invalid(
            OPC,
            format!(
                "win: Parameters `win` and `desired_dual` are not 1d arrays of equal length ({} and {})!",
                win.len(),
                desired.len()
            ),
        ));
    }
    if !win.iter().all(|v| v.is_finite()) {
        return Err(invalid(OPC, "win: Parameter win must have finite entries!"));
    }
    if !desired.iter().all(|v| v.is_finite()) {
        return Err(invalid(
            OPC,
            "desired_dual: Parameter desired_dual must have finite entries!",
        ));
    }
    if hop < 1 || hop > win.len() {
        return Err(invalid(
            OPC,
            format!(
                "hop: Parameter hop={hop} is not an integer between 1 and len(win)={}!",
                win.len()
            ),
        ));
    }
    let w_d = dual_canonical(OPC, win, hop)?;
    let n = win.len();
    let wdd: Vec<f64> = win.iter().zip(&desired).map(|(w, d)| w * d).collect();
    let mut q_d = wdd.clone();
    let mut k = hop;
    while k < n {
        for i in k..n {
            q_d[i] += wdd[i - k];
        }
        for i in 0..n - k {
            q_d[i] += wdd[i + k];
        }
        k += hop;
    }
    let q_d: Vec<f64> = w_d.iter().zip(&q_d).map(|(a, b)| a * b).collect();
    if !opts.scaled {
        let r = w_d
            .iter()
            .zip(&desired)
            .zip(&q_d)
            .map(|((w, d), q)| w + d - q)
            .collect();
        return Ok((r, 1.0));
    }
    let num: f64 = q_d.iter().zip(&w_d).map(|(a, b)| a * b).sum();
    let den: f64 = q_d.iter().map(|a| a * a).sum();
    if !(num.abs() > 0.0 && den > 1e-15) {
        return Err(invalid(
            OPC,
            "scaled: Unable to calculate scaled closest dual window due to numerically unstable scaling factor! Try setting parameter `scaled` to False.",
        ));
    }
    let alpha = num / den;
    let r = w_d
        .iter()
        .zip(&desired)
        .zip(&q_d)
        .map(|((w, d), q)| w + alpha * (d - q))
        .collect();
    Ok((r, alpha))
}

/// A parametrized discrete short-time Fourier transform and its inverse (SciPy's
/// `ShortTimeFFT` class) for real windows.
#[derive(Clone, Debug)]
pub struct ShortTimeFft {
    win: Vec<f64>,
    hop: usize,
    fs: f64,
    fft_mode: FftMode,
    mfft: usize,
    dual_win: Option<Vec<f64>>,
    scaling: Option<StftScaleTo>,
    phase_shift: Option<isize>,
}

impl ShortTimeFft {
    /// Create a short-time Fourier transform of window `win`, hop `hop` and sampling
    /// frequency `fs`.
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT(win, hop, fs, *, fft_mode='onesided',
    /// mfft=None, dual_win=None, scale_to=None, phase_shift=0)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) naming `ShortTimeFFT` and
    /// the argument: an empty or non-finite `win`, `hop == 0`, `fs <= 0`, `mfft < len(win)`, a
    /// `dual_win` of another length or non-finite, `Onesided2X` without `scale_to`, a phase
    /// shift outside `-mfft < phase_shift < mfft`.
    ///
    /// ```
    /// use gsci_signal::{ShortTimeFft, ShortTimeFftOptions};
    /// let w = vec![0.0, 0.5, 1.0, 0.5];
    /// let sft = ShortTimeFft::new(&w, 2, 10.0, &ShortTimeFftOptions::default())?;
    /// assert_eq!((sft.m_num(), sft.f_pts(), sft.p_min()), (4, 3, 0));
    /// assert_eq!(sft.delta_t(), 0.2);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn new(win: &[f64], hop: usize, fs: f64, opts: &ShortTimeFftOptions) -> Result<Self> {
        if win.is_empty() {
            return Err(invalid(
                OP,
                "win: Parameter win must be 1d, but win.shape=(0,)!",
            ));
        }
        if !win.iter().all(|v| v.is_finite()) {
            return Err(invalid(OP, "win: Parameter win must have finite entries!"));
        }
        if hop < 1 {
            return Err(invalid(
                OP,
                format!("hop: Parameter hop={hop} is not an integer >= 1!"),
            ));
        }
        if fs.is_nan() || fs <= 0.0 {
            return Err(invalid(
                OP,
                format!("fs: Sampling frequency fs={fs} must be positive!"),
            ));
        }
        let mfft = opts.mfft.unwrap_or(win.len());
        if mfft < win.len() {
            return Err(invalid(
                OP,
                format!(
                    "mfft: Attribute mfft={mfft} needs to be at least the window length m_num={}!",
                    win.len()
                ),
            ));
        }
        if let Some(d) = &opts.dual_win {
            if d.len() != win.len() {
                return Err(invalid(
                    OP,
                    format!(
                        "dual_win: dual_win.shape=({},) must equal win.shape=({},)!",
                        d.len(),
                        win.len()
                    ),
                ));
            }
            if !d.iter().all(|v| v.is_finite()) {
                return Err(invalid(
                    OP,
                    "dual_win: Parameter dual_win must be a finite array!",
                ));
            }
        }
        let mut s = ShortTimeFft {
            win: win.to_vec(),
            hop,
            fs,
            fft_mode: FftMode::Onesided,
            mfft,
            dual_win: opts.dual_win.clone(),
            scaling: None,
            phase_shift: Some(0),
        };
        if let Some(sc) = opts.scale_to {
            s.scale_to(sc);
        }
        s.set_fft_mode(opts.fft_mode)?;
        s.set_phase_shift(opts.phase_shift)?;
        Ok(s)
    }

    /// Instantiate from a window given by name (`get_window`), segment length and overlap.
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.from_window(win_param, fs, nperseg, noverlap,
    /// *, symmetric_win=False, fft_mode='onesided', mfft=None, scale_to=None, phase_shift=0)`.
    ///
    /// # Errors
    /// As [`ShortTimeFft::new`]; `nperseg == 0` or `noverlap >= nperseg` (a hop of 0).
    ///
    /// ```
    /// use gsci_signal::{FromWindowOptions, ShortTimeFft};
    /// use gsci_signal::windows::Window;
    /// let sft = ShortTimeFft::from_window(&Window::Hann, 1.0, 8, 6, &FromWindowOptions::default())?;
    /// assert_eq!((sft.hop(), sft.m_num()), (2, 8));
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn from_window(
        win_param: &Window,
        fs: f64,
        nperseg: usize,
        noverlap: usize,
        opts: &FromWindowOptions,
    ) -> Result<Self> {
        if nperseg == 0 {
            return Err(invalid(OP, "nperseg: nperseg must be a positive integer"));
        }
        if noverlap >= nperseg {
            return Err(invalid(
                OP,
                format!(
                    "noverlap: Parameter hop={} is not an integer >= 1! (noverlap={noverlap} >= nperseg={nperseg})",
                    nperseg as isize - noverlap as isize
                ),
            ));
        }
        let win = get_window(
            win_param,
            nperseg,
            &GetWindowOptions {
                fftbins: !opts.symmetric_win,
            },
        )?
        .to_vec()?;
        ShortTimeFft::new(
            &win,
            nperseg - noverlap,
            fs,
            &ShortTimeFftOptions {
                fft_mode: opts.fft_mode,
                mfft: opts.mfft,
                dual_win: None,
                scale_to: opts.scale_to,
                phase_shift: opts.phase_shift,
            },
        )
    }

    /// Instantiate from a given dual window (the window is its canonical dual).
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.from_dual(dual_win, hop, fs, *,
    /// fft_mode='onesided', mfft=None, scale_to=None, phase_shift=0)`.
    ///
    /// # Errors
    /// As [`ShortTimeFft::new`]; a `dual_win` with no dual for `hop`.
    ///
    /// ```
    /// use gsci_signal::{FromDualOptions, ShortTimeFft};
    /// let sft = ShortTimeFft::from_dual(&[1.0, 1.0, 1.0, 1.0], 2, 1.0, &FromDualOptions::default())?;
    /// assert_eq!(sft.win(), &[0.5, 0.5, 0.5, 0.5]);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn from_dual(
        dual_win: &[f64],
        hop: usize,
        fs: f64,
        opts: &FromDualOptions,
    ) -> Result<Self> {
        if dual_win.is_empty() {
            return Err(invalid(
                OP,
                "dual_win: Parameter win must be 1d, but win.shape=(0,)!",
            ));
        }
        if hop < 1 {
            return Err(invalid(
                OP,
                format!("hop: Parameter hop={hop} is not an integer >= 1!"),
            ));
        }
        let win = dual_canonical(OP, dual_win, hop)?;
        ShortTimeFft::new(
            &win,
            hop,
            fs,
            &ShortTimeFftOptions {
                fft_mode: opts.fft_mode,
                mfft: opts.mfft,
                dual_win: Some(dual_win.to_vec()),
                scale_to: opts.scale_to,
                phase_shift: opts.phase_shift,
            },
        )
    }

    /// The window function.
    pub fn win(&self) -> &[f64] {
        &self.win
    }
    /// Time increment in samples between consecutive slices.
    pub fn hop(&self) -> usize {
        self.hop
    }
    /// Sampling frequency.
    pub fn fs(&self) -> f64 {
        self.fs
    }
    /// Sampling interval `1 / fs` (SciPy's `T`).
    pub fn t_sampling(&self) -> f64 {
        1.0 / self.fs
    }
    /// The FFT mode.
    pub fn fft_mode(&self) -> FftMode {
        self.fft_mode
    }
    /// Length of the FFT.
    pub fn mfft(&self) -> usize {
        self.mfft
    }
    /// The scaling the window was scaled to (None: unscaled).
    pub fn scaling(&self) -> Option<StftScaleTo> {
        self.scaling
    }
    /// Phase shift in samples.
    pub fn phase_shift(&self) -> Option<isize> {
        self.phase_shift
    }
    /// Number of window samples (`len(win)`).
    pub fn m_num(&self) -> usize {
        self.win.len()
    }
    /// Center index of the window (`m_num // 2`).
    pub fn m_num_mid(&self) -> usize {
        self.win.len() / 2
    }
    /// Time increment between slices (`T * hop`).
    pub fn delta_t(&self) -> f64 {
        self.t_sampling() * self.hop as f64
    }
    /// Frequency increment (`1 / (mfft * T)`).
    pub fn delta_f(&self) -> f64 {
        1.0 / (self.mfft as f64 * self.t_sampling())
    }
    /// Whether the FFT is one-sided (`Onesided`, `Onesided2X`).
    pub fn onesided_fft(&self) -> bool {
        matches!(self.fft_mode, FftMode::Onesided | FftMode::Onesided2X)
    }
    /// Number of frequency points (`mfft // 2 + 1` one-sided, else `mfft`).
    pub fn f_pts(&self) -> usize {
        if self.onesided_fft() {
            self.mfft / 2 + 1
        } else {
            self.mfft
        }
    }

    /// Set the sampling frequency (SciPy's `fs` setter).
    ///
    /// Equivalent to `ShortTimeFFT.fs = v`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) for `v <= 0`.
    pub fn set_fs(&mut self, v: f64) -> Result<()> {
        if v.is_nan() || v <= 0.0 {
            return Err(invalid(
                OP,
                format!("fs: Sampling frequency fs={v} must be positive!"),
            ));
        }
        self.fs = v;
        Ok(())
    }

    /// Set the FFT length (SciPy's `mfft` setter).
    ///
    /// Equivalent to `ShortTimeFFT.mfft = n`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) for `n < m_num`.
    pub fn set_mfft(&mut self, n: usize) -> Result<()> {
        if n < self.m_num() {
            return Err(invalid(
                OP,
                format!(
                    "mfft: Attribute mfft={n} needs to be at least the window length m_num={}!",
                    self.m_num()
                ),
            ));
        }
        self.mfft = n;
        Ok(())
    }

    /// Set the FFT mode (SciPy's `fft_mode` setter).
    ///
    /// Equivalent to `ShortTimeFFT.fft_mode = t`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) for `Onesided2X` on an
    /// unscaled window.
    pub fn set_fft_mode(&mut self, t: FftMode) -> Result<()> {
        if t == FftMode::Onesided2X && self.scaling.is_none() {
            return Err(invalid(
                OP,
                "fft_mode: For scaling is None, fft_mode='onesided2X' is invalid!Do scale_to('psd') or scale_to('magnitude')!",
            ));
        }
        self.fft_mode = t;
        Ok(())
    }

    /// Set the phase shift (SciPy's `phase_shift` setter).
    ///
    /// Equivalent to `ShortTimeFFT.phase_shift = v`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) unless
    /// `-mfft < v < mfft`.
    pub fn set_phase_shift(&mut self, v: Option<isize>) -> Result<()> {
        if let Some(v) = v {
            let m = self.mfft as isize;
            if !(-m < v && v < m) {
                return Err(invalid(
                    OP,
                    format!(
                        "phase_shift: -mfft < phase_shift < mfft does not hold for mfft={m}, phase_shift={v}!"
                    ),
                ));
            }
        }
        self.phase_shift = v;
        Ok(())
    }

    /// Factor to multiply the STFT by to scale it to magnitude (`1 / |sum(win)|`).
    pub fn fac_magnitude(&self) -> f64 {
        if self.scaling == Some(StftScaleTo::Magnitude) {
            return 1.0;
        }
        1.0 / self.win.iter().fold(0.0, |a, w| a + w).abs()
    }

    /// Factor to multiply the STFT by to scale it to a power spectral density.
    pub fn fac_psd(&self) -> f64 {
        if self.scaling == Some(StftScaleTo::Psd) {
            return 1.0;
        }
        let s = self.win.iter().fold(0.0, |a, w| a + (w * w + 0.0));
        1.0 / (s / self.t_sampling()).sqrt()
    }

    /// Scale the window (and the dual window) to `'magnitude'` or `'psd'`.
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.scale_to(scaling)`.
    pub fn scale_to(&mut self, scaling: StftScaleTo) {
        if self.scaling == Some(scaling) {
            return;
        }
        let f = match scaling {
            StftScaleTo::Psd => self.fac_psd(),
            StftScaleTo::Magnitude => self.fac_magnitude(),
        };
        self.win.iter_mut().for_each(|w| *w *= f);
        if let Some(d) = &mut self.dual_win {
            d.iter_mut().for_each(|w| *w /= f);
        }
        self.scaling = Some(scaling);
    }

    /// The dual window (canonical unless one was given).
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.dual_win`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when the STFT is not
    /// invertible (`hop > m_num` or a window whose overlapped squares vanish somewhere).
    pub fn dual_win(&self) -> Result<Vec<f64>> {
        match &self.dual_win {
            Some(d) => Ok(d.clone()),
            None => dual_canonical(OP, &self.win, self.hop),
        }
    }

    /// Whether the STFT is invertible (a dual window exists).
    pub fn invertible(&self) -> bool {
        self.dual_win().is_ok()
    }

    fn w2(&self) -> Vec<f64> {
        self.win.iter().map(|w| w * w + 0.0).collect()
    }

    /// `(k_min, p_min)`.
    fn pre_padding(&self) -> (isize, isize) {
        let w2 = self.w2();
        let (m, h) = (self.m_num() as isize, self.hop as isize);
        let n0 = -(self.m_num_mid() as isize);
        let mut p = 0;
        let mut n_ = n0;
        while n_ > n0 - m - 1 {
            let n_next = n_ - h;
            if n_next + m <= 0 || tail_all_zero(&w2, n_next) {
                return (n_, -p);
            }
            p += 1;
            n_ -= h;
        }
        // unreachable in SciPy ("should never run"); the loop always returns
        (n_, -p)
    }

    /// The smallest sample index of the STFT's support.
    pub fn k_min(&self) -> isize {
        self.pre_padding().0
    }

    /// The index of the first slice whose window touches the signal (`<= 0`).
    pub fn p_min(&self) -> isize {
        self.pre_padding().1
    }

    fn check_n(&self, arg: &str, n: usize) -> Result<()> {
        let m2p = self.m_num() - self.m_num_mid();
        if n < m2p {
            return Err(invalid(
                OP,
                format!("{arg}: Parameter n must be >= ceil(m_num/2) = {m2p}! (got {n})"),
            ));
        }
        Ok(())
    }

    fn post_padding(&self, n: usize) -> Result<(isize, isize)> {
        self.check_n("n", n)?;
        let w2 = self.w2();
        let (m, h, ni) = (self.m_num() as isize, self.hop as isize, n as isize);
        let q1 = fdiv(ni, h);
        let k1 = q1 * h - self.m_num_mid() as isize;
        let (mut q, mut k) = (q1, k1);
        while k < ni + m {
            let n_next = k + h;
            if n_next >= ni || head_all_zero(&w2, ni - n_next) {
                return Ok((k + m, q + 1));
            }
            q += 1;
            k += h;
        }
        Ok((k + m, q + 1))
    }

    /// First sample index after the signal's end not touched by a slice.
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.k_max(n)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) for
    /// `n < ceil(m_num / 2)`.
    pub fn k_max(&self, n: usize) -> Result<isize> {
        Ok(self.post_padding(n)?.0)
    }

    /// Index of the first non-overlapping upper time slice for an `n`-sample input.
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.p_max(n)`.
    ///
    /// # Errors
    /// As [`ShortTimeFft::k_max`].
    pub fn p_max(&self, n: usize) -> Result<isize> {
        Ok(self.post_padding(n)?.1)
    }

    /// Number of time slices for an `n`-sample input.
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.p_num(n)`.
    ///
    /// # Errors
    /// As [`ShortTimeFft::k_max`].
    pub fn p_num(&self, n: usize) -> Result<usize> {
        Ok((self.p_max(n)? - self.p_min()) as usize)
    }

    /// First signal index and first slice index unaffected by pre-padding.
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.lower_border_end`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) for an all-zero window
    /// (SciPy's `IndexError`).
    pub fn lower_border_end(&self) -> Result<(isize, isize)> {
        let w2 = self.w2();
        let m0 = w2
            .iter()
            .position(|v| *v != 0.0)
            .ok_or_else(|| invalid(OP, "win: the window has no nonzero entry"))?;
        let (m, h) = (self.m_num() as isize, self.hop as isize);
        let k0 = -(self.m_num_mid() as isize) + m0 as isize;
        let (mut q, mut k) = (0, k0);
        while k < h + 1 {
            if k + h >= 0 {
                return Ok((k + m, q + 1));
            }
            q += 1;
            k += h;
        }
        Ok((0, self.p_min().max(0)))
    }

    /// First signal index and first slice index affected by post-padding.
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.upper_border_begin(n)`.
    ///
    /// # Errors
    /// As [`ShortTimeFft::k_max`].
    pub fn upper_border_begin(&self, n: usize) -> Result<(isize, isize)> {
        self.check_n("n", n)?;
        let w2 = self.w2();
        let (m, h, ni) = (self.m_num() as isize, self.hop as isize, n as isize);
        let mid = self.m_num_mid() as isize;
        let q2 = fdiv(ni, h) + 1;
        let q1 = (fdiv(ni - m, h) - 1).max(-1);
        let mut q = q2;
        while q > q1 {
            let k = q * h + (m - mid);
            if k <= ni || tail_all_zero(&w2, ni - k) {
                return Ok(((q + 1) * h - mid, q + 1));
            }
            q -= 1;
        }
        Err(invalid(OP, "n: no upper border found"))
    }

    /// The slice range `(p0, p1)` with defaults `p_min` and `p_max(n)`, checked.
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.p_range(n, p0=None, p1=None)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) unless
    /// `p_min <= p0 < p1 <= p_max(n)`.
    pub fn p_range(
        &self,
        n: usize,
        p0: Option<isize>,
        p1: Option<isize>,
    ) -> Result<(isize, isize)> {
        let p_max = self.p_max(n)?;
        let p_min = self.p_min();
        let p0_ = p0.unwrap_or(p_min);
        let p1_ = p1.unwrap_or(p_max);
        if !(p_min <= p0_ && p0_ < p1_ && p1_ <= p_max) {
            return Err(invalid(
                OP,
                format!(
                    "p0: Invalid Parameter p0={p0:?}, p1={p1:?}, i.e., self.p_min={p_min} <= p0 < p1 <= p_max={p_max} does not hold for signal length n={n}!"
                ),
            ));
        }
        Ok((p0_, p1_))
    }

    /// Times of the STFT's slices for an `n`-sample signal (an array on `device`).
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.t(n, p0=None, p1=None, k_offset=0)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) for `n == 0` or a bad
    /// slice range.
    ///
    /// ```
    /// use gsci_signal::{Device, ShortTimeFft, ShortTimeFftOptions};
    /// let sft = ShortTimeFft::new(&[1.0; 4], 2, 2.0, &ShortTimeFftOptions::default())?;
    /// let t = sft.t(6, None, None, 0, &Device::cpu())?.to_vec()?;
    /// assert_eq!(t, vec![0.0, 1.0, 2.0, 3.0]);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn t(
        &self,
        n: usize,
        p0: Option<isize>,
        p1: Option<isize>,
        k_offset: isize,
        device: &Device,
    ) -> Result<Array<f64>> {
        if n == 0 {
            return Err(invalid(OP, "n: Parameter n=0 is not a positive integer!"));
        }
        let (p0, p1) = self.p_range(n, p0, p1)?;
        let (dt, tt) = (self.delta_t(), self.t_sampling());
        let v: Vec<f64> = (p0..p1)
            .map(|p| p as f64 * dt + k_offset as f64 * tt)
            .collect();
        let len = v.len();
        Array::from_vec(v, &[len], device)
    }

    /// Frequencies of the STFT (an array on `device`).
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.f`.
    ///
    /// # Errors
    /// [`Error::OutOfMemory`](gsci_core::Error::OutOfMemory).
    ///
    /// ```
    /// use gsci_signal::{Device, ShortTimeFft, ShortTimeFftOptions};
    /// let sft = ShortTimeFft::new(&[1.0; 4], 2, 8.0, &ShortTimeFftOptions::default())?;
    /// assert_eq!(sft.f(&Device::cpu())?.to_vec()?, vec![0.0, 2.0, 4.0]);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn f(&self, device: &Device) -> Result<Array<f64>> {
        let t = self.t_sampling();
        match self.fft_mode {
            FftMode::Onesided | FftMode::Onesided2X => gsci_fft::rfftfreq(self.mfft, t, device),
            FftMode::Twosided => gsci_fft::fftfreq(self.mfft, t, device),
            FftMode::Centered => {
                gsci_fft::fftshift(&gsci_fft::fftfreq(self.mfft, t, device)?, None)
            }
        }
    }

    /// The slice-aligned sample index nearest to `k` (left or right).
    pub fn nearest_k_p(&self, k: isize, left: bool) -> isize {
        let h = self.hop as isize;
        let (q, r) = (k.div_euclid(h), k.rem_euclid(h));
        if r == 0 {
            k
        } else if left {
            q * h
        } else {
            (q + 1) * h
        }
    }

    /// Minimum and maximum of time and frequency (for plotting).
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.extent(n, axes_seq='tf', center_bins=False)`
    /// (`axes_tf == false` is `'ft'`).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) for the two-sided mode
    /// and as [`ShortTimeFft::k_max`].
    pub fn extent(&self, n: usize, axes_tf: bool, center_bins: bool) -> Result<[f64; 4]> {
        let (q0, q1): (isize, isize) = if self.onesided_fft() {
            (0, self.f_pts() as isize)
        } else if self.fft_mode == FftMode::Centered {
            let m = self.mfft as isize;
            (-(m / 2), if m % 2 == 0 { m / 2 } else { m / 2 + 1 })
        } else {
            return Err(invalid(
                OP,
                "fft_mode: Attribute fft_mode=twosided must be in ['centered', 'onesided', 'onesided2X']",
            ));
        };
        let (p0, p1) = (self.p_min(), self.p_max(n)?);
        let (dt, df) = (self.delta_t(), self.delta_f());
        let (t0, t1, f0, f1) = if center_bins {
            (
                dt * (p0 as f64 - 0.5),
                dt * (p1 as f64 - 0.5),
                df * (q0 as f64 - 0.5),
                df * (q1 as f64 - 0.5),
            )
        } else {
            (
                dt * p0 as f64,
                dt * p1 as f64,
                df * q0 as f64,
                df * q1 as f64,
            )
        };
        Ok(if axes_tf {
            [t0, t1, f0, f1]
        } else {
            [f0, f1, t0, t1]
        })
    }

    fn fac_2x(&self) -> f64 {
        if self.scaling == Some(StftScaleTo::Psd) {
            std::f64::consts::SQRT_2
        } else {
            2.0
        }
    }

    /// The 2X factors per one-sided bin (1 at DC and, for even `mfft`, at Nyquist).
    fn factors_2x(&self) -> Vec<f64> {
        let fp = self.f_pts();
        let fac = self.fac_2x();
        let hi = if self.mfft % 2 == 0 { fp - 1 } else { fp };
        (0..fp)
            .map(|k| if k >= 1 && k < hi { fac } else { 1.0 })
            .collect()
    }

    fn p_s(&self) -> Option<usize> {
        self.phase_shift
            .map(|ps| (ps + self.m_num_mid() as isize).rem_euclid(self.m_num() as isize) as usize)
    }

    /// `[.., nseg, m_num]` windowed slices → `[.., nseg, f_pts]` spectra.
    fn fft_func<E: FilterElement<Complex = Complex64>>(
        &self,
        x: Array<E>,
    ) -> Result<Array<Complex64>> {
        let mut x = x;
        let m = x.shape()[x.ndim() - 1];
        if m < self.mfft {
            let mut s = x.shape().to_vec();
            *s.last_mut().unwrap() = self.mfft - m;
            let z = Array::<E>::zeros(&s, x.device())?;
            x = gsci_core::concatenate(&[&x, &z], -1)?;
        }
        if let Some(ps) = self.p_s() {
            if ps != 0 {
                x = gsci_core::roll(&x, -(ps as isize), Some(-1))?;
            }
        }
        match self.fft_mode {
            FftMode::Twosided => E::fft_axis(&x, self.mfft, -1),
            FftMode::Centered => gsci_fft::fftshift(&E::fft_axis(&x, self.mfft, -1)?, Some(&[-1])),
            FftMode::Onesided => E::rfft_axis(&x, -1),
            FftMode::Onesided2X => {
                let xf = E::rfft_axis(&x, -1)?;
                let f = Array::from_vec(self.factors_2x(), &[self.f_pts()], x.device())?;
                ufunc::multiply(&xf, &f)
            }
        }
    }

    /// Slices cut, padded and detrended in the input's dtype (as NumPy pads and SciPy
    /// detrends), then windowed and transformed in float64 / complex128.
    fn stft_impl<T: FilterElement>(
        &self,
        op: &'static str,
        x: &Array<T>,
        detr: Option<DetrendType>,
        opts: &ShortTimeFftStftOptions,
    ) -> Result<Array<Complex64>> {
        let nd = x.ndim();
        let ax = normalize_axis(opts.axis, nd)?;
        let n = x.shape()[ax];
        let m2p = self.m_num() - self.m_num_mid();
        if n < m2p {
            return Err(invalid(
                op,
                format!(
                    "x: the length {n} of axis {} of x must be >= ceil(m_num/2) = {m2p}!",
                    opts.axis
                ),
            ));
        }
        let xm = if nd > 1 {
            x.moveaxis(&[ax as isize], &[-1])?
        } else {
            x.clone()
        };
        let (p0, p1) = self.p_range(n, opts.p0, opts.p1)?;
        let (h, m, mid) = (
            self.hop as isize,
            self.m_num() as isize,
            self.m_num_mid() as isize,
        );
        let nseg = (p1 - p0) as usize;
        let n1 = (p1 - p0) * h;
        let k0 = p0 * h - mid + opts.k_offset;
        let k1 = k0 + n1 + m;
        let ni = n as isize;
        let (i0, i1) = (k0.max(0), k1.min(ni));
        let (left, right) = ((-k0).max(0) as usize, (k1 - ni).max(0) as usize);
        let (i0c, i1c) = (i0.min(ni), i1.max(i0.min(ni)));
        let cut = xm.slice_axis(-1, Some(i0c), Some(i1c), 1)?;
        let x1 = pad_last(op, &cut, left, right, opts.padding)?;
        let mut seg = frame(&x1, nseg, self.m_num(), self.hop)?;
        if let Some(t) = detr {
            seg = detrend(
                &seg,
                &DetrendOptions {
                    axis: -1,
                    type_: t,
                    ..Default::default()
                },
            )?;
        }
        let s = if T::IS_COMPLEX {
            self.window_fft::<Complex64>(seg.astype()?)?
        } else {
            self.window_fft::<f64>(seg.astype()?)?
        };
        // [.., nseg, f_pts] -> [.., f_pts, nseg], the frequency axis where the signal's was
        let k = s.ndim() as isize;
        let s = s.moveaxis(&[k - 1], &[k - 2])?;
        let s = if nd > 1 {
            s.moveaxis(&[-2], &[ax as isize])?
        } else {
            s
        };
        s.to_contiguous()
    }

    fn window_fft<E: FilterElement<Complex = Complex64>>(
        &self,
        seg: Array<E>,
    ) -> Result<Array<Complex64>> {
        let wv: Vec<E> = self.win.iter().map(|w| E::from_f64(*w)).collect();
        let wa = Array::from_vec(wv, &[self.m_num()], seg.device())?;
        let seg: Array<E> = ufunc::multiply(&seg, &wa)?;
        self.fft_func(seg)
    }

    fn stft_dispatch<T: FilterElement>(
        &self,
        op: &'static str,
        x: &Array<T>,
        detr: Option<DetrendType>,
        opts: &ShortTimeFftStftOptions,
    ) -> Result<Array<Complex64>> {
        if T::IS_COMPLEX && self.onesided_fft() {
            return Err(invalid(
                op,
                format!(
                    "x: Complex-valued `x` not allowed for self.fft_mode={:?}! Set property `fft_mode` to 'twosided' or 'centered'.",
                    self.fft_mode
                ),
            ));
        }
        self.stft_impl(op, x, detr, opts)
    }

    /// Perform the short-time Fourier transform along `opts.axis`.
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.stft(x, p0=None, p1=None, *, k_offset=0,
    /// padding='zeros', axis=-1)` (`opts.detr` is not used): complex128, the frequency axis at
    /// `axis` and the slices last.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) naming `ShortTimeFFT.stft`
    /// for complex `x` with a one-sided mode, a signal shorter than `ceil(m_num/2)`, a bad slice
    /// range; [`Error::AxisOutOfBounds`](gsci_core::Error::AxisOutOfBounds).
    ///
    /// ```
    /// use gsci_signal::{Array, Device, ShortTimeFft, ShortTimeFftOptions, ShortTimeFftStftOptions};
    /// let sft = ShortTimeFft::new(&[0.5, 1.0, 0.5, 0.0], 2, 1.0, &ShortTimeFftOptions::default())?;
    /// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 5.0, 6.0], &[6], &Device::cpu())?;
    /// let s = sft.stft(&x, &ShortTimeFftStftOptions::default())?;
    /// assert_eq!(s.shape(), &[3, sft.p_num(6)?]);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn stft<T: FilterElement>(
        &self,
        x: &Array<T>,
        opts: &ShortTimeFftStftOptions,
    ) -> Result<Array<Complex64>> {
        self.stft_dispatch("ShortTimeFFT.stft", x, None, opts)
    }

    /// Calculate the short-time Fourier transform with each slice detrended.
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.stft_detrend(x, detr, p0=None, p1=None, *,
    /// k_offset=0, padding='zeros', axis=-1)` with `detr` `'linear'`, `'constant'` or None
    /// (`opts.detr` is not used).
    ///
    /// # Errors
    /// As [`ShortTimeFft::stft`] (naming `ShortTimeFFT.stft_detrend`).
    ///
    /// ```
    /// use gsci_signal::{Array, DetrendType, Device, ShortTimeFft, ShortTimeFftOptions, ShortTimeFftStftOptions};
    /// let sft = ShortTimeFft::new(&[1.0; 4], 4, 1.0, &ShortTimeFftOptions::default())?;
    /// let x = Array::from_vec(vec![3.0f64; 8], &[8], &Device::cpu())?;
    /// let s = sft.stft_detrend(&x, Some(DetrendType::Constant), &ShortTimeFftStftOptions::default())?;
    /// // with a rectangular window the DC bin of every detrended slice vanishes
    /// let p = sft.p_num(8)?;
    /// assert!(s.to_vec()?[..p].iter().all(|v| v.norm() < 1e-14));
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn stft_detrend<T: FilterElement>(
        &self,
        x: &Array<T>,
        detr: Option<DetrendType>,
        opts: &ShortTimeFftStftOptions,
    ) -> Result<Array<Complex64>> {
        self.stft_dispatch("ShortTimeFFT.stft_detrend", x, detr, opts)
    }

    /// Calculate the spectrogram `|S|²` (float64).
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.spectrogram(x, y=None, detr=None, *, p0=None,
    /// p1=None, k_offset=0, padding='zeros', axis=-1)`.
    ///
    /// # Errors
    /// As [`ShortTimeFft::stft`] (naming `ShortTimeFFT.spectrogram`).
    ///
    /// ```
    /// use gsci_signal::{Array, Device, ShortTimeFft, ShortTimeFftOptions, ShortTimeFftStftOptions};
    /// let sft = ShortTimeFft::new(&[1.0; 2], 2, 1.0, &ShortTimeFftOptions::default())?;
    /// let x = Array::from_vec(vec![1.0f64, 1.0, 2.0, 2.0], &[4], &Device::cpu())?;
    /// let s = sft.spectrogram(&x, &ShortTimeFftStftOptions::default())?.to_vec()?;
    /// // slices [0, 1] (padded), [1, 2], [2, 0]: DC powers 1, 9, 4
    /// assert_eq!(&s[..3], &[1.0, 9.0, 4.0]);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn spectrogram<T: FilterElement>(
        &self,
        x: &Array<T>,
        opts: &ShortTimeFftStftOptions,
    ) -> Result<Array<f64>> {
        let s = self.stft_dispatch("ShortTimeFFT.spectrogram", x, opts.detr, opts)?;
        let re: Array<f64> = ufunc::real(&s)?;
        let im: Array<f64> = ufunc::imag(&s)?;
        let a: Array<f64> = ufunc::multiply(&re, &re)?;
        let b: Array<f64> = ufunc::multiply(&im, &im)?;
        ufunc::add(&a, &b)
    }

    /// Calculate the cross-spectrogram `Sx · conj(Sy)` (complex128).
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.spectrogram(x, y, detr=None, ...)` with a `y`.
    ///
    /// # Errors
    /// As [`ShortTimeFft::spectrogram`]; `x` and `y` on different devices.
    ///
    /// ```
    /// use gsci_signal::{Array, Device, ShortTimeFft, ShortTimeFftOptions, ShortTimeFftStftOptions};
    /// let sft = ShortTimeFft::new(&[1.0; 2], 2, 1.0, &ShortTimeFftOptions::default())?;
    /// let x = Array::from_vec(vec![1.0f64, 1.0, 2.0, 2.0], &[4], &Device::cpu())?;
    /// let s = sft.spectrogram_cross(&x, &x, &ShortTimeFftStftOptions::default())?.to_vec()?;
    /// assert_eq!(s[1].re, 9.0);
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn spectrogram_cross<T: FilterElement>(
        &self,
        x: &Array<T>,
        y: &Array<T>,
        opts: &ShortTimeFftStftOptions,
    ) -> Result<Array<Complex64>> {
        const OPS: &str = "ShortTimeFFT.spectrogram";
        if x.device() != y.device() {
            return Err(invalid(OPS, "y: x and y must be on the same device"));
        }
        let sx = self.stft_dispatch(OPS, x, opts.detr, opts)?;
        let sy = self.stft_dispatch(OPS, y, opts.detr, opts)?;
        let c: Array<Complex64> = ufunc::conj(&sy)?;
        ufunc::multiply(&sx, &c)
    }

    /// The slices' inverse transforms `[.., q, f_pts]` → `[.., q, m_num]`.
    fn ifft_func<O: FilterElement>(
        &self,
        x: &Array<Complex64>,
        inverse: Inverse<'_, O>,
    ) -> Result<Array<O>> {
        let y: Array<O> = match self.fft_mode {
            FftMode::Centered => inverse(&gsci_fft::ifftshift(x, Some(&[-1]))?, self.mfft)?,
            FftMode::Onesided2X => {
                let f = Array::from_vec(self.factors_2x(), &[self.f_pts()], x.device())?;
                let xc: Array<Complex64> = ufunc::divide(x, &f)?;
                inverse(&xc, self.mfft)?
            }
            _ => inverse(x, self.mfft)?,
        };
        let y = match self.p_s() {
            Some(ps) if ps != 0 => gsci_core::roll(&y, ps as isize, Some(-1))?,
            _ => y,
        };
        y.slice_axis(-1, Some(0), Some(self.m_num() as isize), 1)
    }

    fn istft_impl<C: SpectralComplex, O: FilterElement>(
        &self,
        s: &Array<C>,
        opts: &ShortTimeFftIstftOptions,
        inverse: Inverse<'_, O>,
    ) -> Result<Array<O>> {
        const OPI: &str = "ShortTimeFFT.istft";
        let nd = s.ndim();
        if nd < 2 {
            return Err(invalid(OPI, "S: S must have at least 2 dimensions"));
        }
        let fa = normalize_axis(opts.f_axis, nd)?;
        let ta = normalize_axis(opts.t_axis, nd)?;
        if fa == ta {
            return Err(invalid(
                OPI,
                format!(
                    "f_axis: f_axis={} may not be equal to t_axis={}!",
                    opts.f_axis, opts.t_axis
                ),
            ));
        }
        if s.shape()[fa] != self.f_pts() {
            return Err(invalid(
                OPI,
                format!(
                    "S: S.shape[f_axis]={} must be equal to self.f_pts={} (S.shape={:?})!",
                    s.shape()[fa],
                    self.f_pts(),
                    s.shape()
                ),
            ));
        }
        let n_min = self.m_num() - self.m_num_mid();
        let q_num = self.p_num(n_min)?;
        if s.shape()[ta] < q_num {
            return Err(invalid(
                OPI,
                format!(
                    "S: S.shape[t_axis]={} needs to have at least {q_num} slices (S.shape={:?})!",
                    s.shape()[ta],
                    s.shape()
                ),
            ));
        }
        // SciPy normalises both axes (its check compares the raw, negative defaults with
        // ndim - 1 and ndim - 2, so it always does for them).
        let (f_axis, t_axis) = (fa as isize, ta as isize);
        let sm = s.moveaxis(&[fa as isize, ta as isize], &[-2, -1])?;
        let (h, m, mid) = (
            self.hop as isize,
            self.m_num() as isize,
            self.m_num_mid() as isize,
        );
        let p_min = self.p_min();
        let q_max = sm.shape()[nd - 1] as isize + p_min;
        let k_max = (q_max - 1) * h + m - mid;
        let k0 = opts.k0;
        let k1 = opts.k1.unwrap_or(k_max);
        let k_min = self.k_min();
        if !(k_min <= k0 && k0 < k1 && k1 <= k_max) {
            return Err(invalid(
                OPI,
                format!(
                    "k0: (self.k_min={k_min}) <= (k0={k0}) < (k1={k1}) <= (k_max={k_max}) is false!"
                ),
            ));
        }
        let num_pts = k1 - k0;
        if num_pts < n_min as isize {
            return Err(invalid(
                OPI,
                format!(
                    "k1: (k1={k1}) - (k0={k0}) = {num_pts} has to be at least the half the window length {n_min}!"
                ),
            ));
        }
        let q0 = if k0 >= 0 {
            fdiv(k0, h) + p_min
        } else {
            fdiv(k0, h)
        };
        if k1 < n_min as isize {
            return Err(invalid(
                OPI,
                format!("k1: Parameter n must be >= ceil(m_num/2) = {n_min}! (k1={k1})"),
            ));
        }
        let q1 = self.p_max(k1 as usize)?.min(q_max);
        let (kq0, kq1) = (self.nearest_k_p(k0, true), self.nearest_k_p(k1, false));
        let n_pts = kq1 - kq0 + m - mid;
        let dev = s.device().clone();
        let outer: Vec<usize> = sm.shape()[..nd - 2].to_vec();
        let mut xshape = outer.clone();
        xshape.push(n_pts as usize + 1);
        let mut x = Array::<O>::zeros(&xshape, &dev)?;
        if q1 > q0 {
            let sc: Array<Complex64> = sm.astype()?;
            // S[..., q - p_min] with Python's indexing: a negative index (k0 < 0 with
            // p_min == 0 gives q0 = -1) takes a slice from the end, as SciPy does.
            let nt = sc.shape()[nd - 1] as isize;
            let mut ti: Vec<i64> = Vec::new();
            for q in q0..q1 {
                let i = q - p_min;
                if i < -nt {
                    return Err(invalid(
                        OPI,
                        format!("k0: slice index {i} is out of bounds for {nt} slices"),
                    ));
                }
                ti.push(if i < 0 { i + nt } else { i } as i64);
            }
            let ta = Array::from_vec(ti, &[(q1 - q0) as usize], &dev)?;
            let sel = sc.take(&ta, Some(-1))?;
            let k = sel.ndim() as isize;
            let sel = sel.moveaxis(&[k - 2], &[k - 1])?.to_contiguous()?;
            let xs = self.ifft_func(&sel, inverse)?;
            let dual = self.dual_win()?;
            let dv: Vec<O> = dual.iter().map(|w| O::from_f64(*w)).collect();
            let da = Array::from_vec(dv, &[self.m_num()], &dev)?;
            let xs: Array<O> = ufunc::multiply(&xs, &da)?;
            // Each slice's samples j go to x[i0 - k0 + j], or to the spare last entry when
            // they fall outside [k0, k0 + n_pts) (SciPy's crop).
            let nq = (q1 - q0) as usize;
            let mut idx: Vec<i64> = Vec::new();
            gsci_core::host::try_reserve_exact(&mut idx, nq * self.m_num())
                .map_err(|_| invalid(OPI, "S: too many slices to index"))?;
            for q in q0..q1 {
                let i0 = q * h - mid;
                let i1 = (i0 + m).min(n_pts + k0);
                for j in 0..m {
                    let pos = i0 + j;
                    let keep = pos >= k0 && pos < i1;
                    idx.push(if keep { pos - k0 } else { n_pts } as i64);
                }
            }
            let ia = Array::from_vec(idx, &[nq * self.m_num()], &dev)?;
            let mut vshape: Vec<isize> = outer.iter().map(|v| *v as isize).collect();
            vshape.push((nq * self.m_num()) as isize);
            let vals = xs.to_contiguous()?.reshape(&vshape)?;
            gsci_core::scatter_add(&mut x, &ia, &vals, Some(-1))?;
        }
        let x = x.slice_axis(-1, Some(0), Some(k1 - k0), 1)?;
        let xn = x.ndim();
        let x = if xn > 1 {
            let target = if f_axis < xn as isize { f_axis } else { t_axis };
            x.moveaxis(&[-1], &[target])?
        } else {
            x
        };
        x.to_contiguous()
    }

    /// Inverse short-time Fourier transform of a one-sided STFT (float64 result).
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.istft(S, k0=0, k1=None, *, f_axis=-2,
    /// t_axis=-1)` for the one-sided modes (SciPy's float result).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) naming
    /// `ShortTimeFFT.istft`: a two-sided mode (use [`ShortTimeFft::istft_complex`]), equal
    /// axes, `S.shape[f_axis] != f_pts`, too few slices, a bad `k0`/`k1`, no dual window.
    ///
    /// ```
    /// use gsci_signal::{Array, Device, ShortTimeFft, ShortTimeFftOptions, ShortTimeFftIstftOptions, ShortTimeFftStftOptions};
    /// use gsci_signal::windows::Window;
    /// let sft = ShortTimeFft::from_window(&Window::Hann, 1.0, 8, 4, &Default::default())?;
    /// let v: Vec<f64> = (0..20).map(|i| (i as f64 * 0.7).sin()).collect();
    /// let x = Array::from_vec(v.clone(), &[20], &Device::cpu())?;
    /// let s = sft.stft(&x, &ShortTimeFftStftOptions::default())?;
    /// let y = sft.istft(&s, &ShortTimeFftIstftOptions { k1: Some(20), ..Default::default() })?.to_vec()?;
    /// assert!(v.iter().zip(&y).all(|(a, b)| (a - b).abs() < 1e-14));
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn istft<C: SpectralComplex>(
        &self,
        s: &Array<C>,
        opts: &ShortTimeFftIstftOptions,
    ) -> Result<Array<f64>> {
        if !self.onesided_fft() {
            return Err(invalid(
                "ShortTimeFFT.istft",
                "fft_mode: a two-sided STFT inverts to complex values: call istft_complex",
            ));
        }
        self.istft_impl(s, opts, &|z: &Array<Complex64>, n: usize| {
            gsci_fft::irfft(
                z,
                &gsci_fft::FftOptions {
                    n: Some(n),
                    ..Default::default()
                },
            )
        })
    }

    /// Inverse short-time Fourier transform of a two-sided or centered STFT (complex128).
    ///
    /// Equivalent to `scipy.signal.ShortTimeFFT.istft(S, ...)` for `'twosided'` and
    /// `'centered'` (SciPy's complex result).
    ///
    /// # Errors
    /// As [`ShortTimeFft::istft`]; a one-sided mode (use [`ShortTimeFft::istft`]).
    ///
    /// ```
    /// use gsci_signal::{Array, Complex64, Device, FftMode, ShortTimeFft, ShortTimeFftOptions, ShortTimeFftIstftOptions, ShortTimeFftStftOptions};
    /// let o = ShortTimeFftOptions { fft_mode: FftMode::Centered, ..Default::default() };
    /// let sft = ShortTimeFft::new(&[0.5, 1.0, 1.0, 0.5], 2, 1.0, &o)?;
    /// let v: Vec<Complex64> = (0..9).map(|i| Complex64::new(i as f64, 1.0 - i as f64)).collect();
    /// let x = Array::from_vec(v.clone(), &[9], &Device::cpu())?;
    /// let s = sft.stft(&x, &ShortTimeFftStftOptions::default())?;
    /// let y = sft.istft_complex(&s, &ShortTimeFftIstftOptions { k1: Some(9), ..Default::default() })?.to_vec()?;
    /// assert!(v.iter().zip(&y).all(|(a, b)| (a - b).norm() < 1e-13));
    /// # Ok::<(), gsci_signal::Error>(())
    /// ```
    pub fn istft_complex<C: SpectralComplex>(
        &self,
        s: &Array<C>,
        opts: &ShortTimeFftIstftOptions,
    ) -> Result<Array<Complex64>> {
        if self.onesided_fft() {
            return Err(invalid(
                "ShortTimeFFT.istft",
                "fft_mode: a one-sided STFT inverts to real values: call istft",
            ));
        }
        self.istft_impl(s, opts, &|z: &Array<Complex64>, n: usize| {
            gsci_fft::ifft(
                z,
                &gsci_fft::FftOptions {
                    n: Some(n),
                    ..Default::default()
                },
            )
        })
    }
}

/// `np.pad(x, (left, right))` along the last axis with `padding`'s mode, as NumPy pads
/// (reflections iterated while the pad is longer than the signal).
fn pad_last<E: FilterElement>(
    op: &'static str,
    x: &Array<E>,
    left: usize,
    right: usize,
    mode: StftPadding,
) -> Result<Array<E>> {
    if left == 0 && right == 0 {
        return Ok(x.clone());
    }
    let nd = x.ndim();
    let n = x.shape()[nd - 1];
    let dev = x.device().clone();
    let idx = |v: Vec<i64>| -> Result<Array<i64>> {
        let l = v.len();
        Array::from_vec(v, &[l], &dev)
    };
    if mode == StftPadding::Zeros {
        let mut s = x.shape().to_vec();
        s[nd - 1] = left;
        let zl = Array::<E>::zeros(&s, &dev)?;
        s[nd - 1] = right;
        let zr = Array::<E>::zeros(&s, &dev)?;
        return gsci_core::concatenate(&[&zl, x, &zr], -1);
    }
    if n == 0 {
        return Err(invalid(
            op,
            "padding: can't extend empty axis using modes other than 'constant' or 'empty'",
        ));
    }
    if mode == StftPadding::Edge || n == 1 {
        let l = x.take(&idx(vec![0; left])?, Some(-1))?;
        let r = x.take(&idx(vec![n as i64 - 1; right])?, Some(-1))?;
        return gsci_core::concatenate(&[&l, x, &r], -1);
    }
    let odd = mode == StftPadding::Odd;
    let two = Array::from_vec(vec![E::from_f64(2.0)], &[1], &dev)?;
    let (mut lrem, mut rrem) = (left, right);
    let mut cur = x.clone();
    let period = n;
    while lrem > 0 || rrem > 0 {
        let len = cur.shape()[nd - 1];
        let old = ((len - 1) / (period - 1)) * (period - 1) + 1 - 1;
        let mut parts: Vec<Array<E>> = Vec::new();
        if lrem > 0 {
            let chunk = old.min(lrem);
            let ids: Vec<i64> = (1..=chunk as i64).rev().collect();
            let mut c = cur.take(&idx(ids)?, Some(-1))?;
            if odd {
                let e = cur.slice_axis(-1, Some(0), Some(1), 1)?;
                let e2: Array<E> = ufunc::multiply(&e, &two)?;
                c = ufunc::subtract(&e2, &c)?;
            }
            parts.push(c);
            lrem -= chunk;
        }
        parts.push(cur.clone());
        if rrem > 0 {
            let chunk = old.min(rrem);
            let ids: Vec<i64> = (0..chunk as i64).map(|j| len as i64 - 2 - j).collect();
            let mut c = cur.take(&idx(ids)?, Some(-1))?;
            if odd {
                let e = cur.slice_axis(-1, Some(len as isize - 1), Some(len as isize), 1)?;
                let e2: Array<E> = ufunc::multiply(&e, &two)?;
                c = ufunc::subtract(&e2, &c)?;
            }
            parts.push(c);
            rrem -= chunk;
        }
        let refs: Vec<&Array<E>> = parts.iter().collect();
        cur = gsci_core::concatenate(&refs, -1)?;
    }
    Ok(cur)
}
