//! `_spectral_helper` and the functions built on it.

use crate::filtering::{DetrendOptions, DetrendType, FilterElement, detrend};
use crate::windows::{GetWindowOptions, Window, get_window};
use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::stats_ops::MedianOptions;
use gsci_core::{Array, Complex32, Complex64, Device, Error, Result, normalize_axis, ufunc};

pub(crate) fn invalid(op: &'static str, reason: impl Into<String>) -> Error {
    Error::InvalidArgument {
        op,
        reason: reason.into(),
    }
}

/// The real element types of the spectral functions: `f32` and `f64` (results keep the
/// precision: SciPy's `result_type(x, complex64)`).
pub trait SpectralFloat:
    FilterElement<Real = Self> + gsci_core::Float + SpectralInput<Float = Self>
{
    /// `rfft(x, n, axis)`.
    #[doc(hidden)]
    fn rfft_n(x: &Array<Self>, n: usize, axis: isize) -> Result<Array<Self::Complex>>;
    /// `irfft(x, n, axis)`.
    #[doc(hidden)]
    fn irfft_n(x: &Array<Self::Complex>, n: usize, axis: isize) -> Result<Array<Self>>;
    /// `ifft(x, n, axis)`.
    #[doc(hidden)]
    fn ifft_n(x: &Array<Self::Complex>, n: usize, axis: isize) -> Result<Array<Self::Complex>>;
    /// Mean along `axis`.
    #[doc(hidden)]
    fn mean_axis(a: &Array<Self>, axis: isize) -> Result<Array<Self>>;
    /// Complex mean along `axis`.
    #[doc(hidden)]
    fn cmean_axis(a: &Array<Self::Complex>, axis: isize) -> Result<Array<Self::Complex>>;
    /// Median along `axis`.
    #[doc(hidden)]
    fn median_axis(a: &Array<Self>, axis: isize) -> Result<Array<Self>>;
}

/// The complex element types of [`crate::istft`]'s input: `Complex32`, `Complex64`.
pub trait SpectralComplex: FilterElement {
    /// The real type of the same precision.
    type Float: SpectralFloat<Complex = Self>;
}
impl SpectralComplex for Complex32 {
    type Float = f32;
}
impl SpectralComplex for Complex64 {
    type Float = f64;
}

/// The element types of the legacy spectral functions' input: `f32`, `f64`, `Complex32` and
/// `Complex64` (complex input gives two-sided spectra, as SciPy switches to them).
pub trait SpectralInput: FilterElement {
    /// The real type of the same precision (the type of the results' real arrays).
    type Float: SpectralFloat;
    /// The input as real arrays of `Self::Float`: the array itself (`false`) or, for complex
    /// input, its real and imaginary parts stacked along a new first axis (`true`).
    #[doc(hidden)]
    fn parts(x: &Array<Self>) -> Result<(Array<Self::Float>, bool)>;
}

macro_rules! spectral_input {
    ($t:ty) => {
        impl SpectralInput for $t {
            type Float = $t;
            fn parts(x: &Array<$t>) -> Result<(Array<$t>, bool)> {
                Ok((x.clone(), false))
            }
        }
    };
    ($c:ty, $t:ty) => {
        impl SpectralInput for $c {
            type Float = $t;
            fn parts(x: &Array<$c>) -> Result<(Array<$t>, bool)> {
                let re: Array<$t> = ufunc::real(x)?;
                let im: Array<$t> = ufunc::imag(x)?;
                Ok((gsci_core::stack(&[&re, &im], 0)?, true))
            }
        }
    };
}
spectral_input!(f32);
spectral_input!(f64);
spectral_input!(Complex32, f32);
spectral_input!(Complex64, f64);

fn fft_opts(n: usize, axis: isize) -> gsci_fft::FftOptions {
    gsci_fft::FftOptions {
        n: Some(n),
        axis,
        ..Default::default()
    }
}

macro_rules! spectral_float {
    ($t:ty, $c:ty) => {
        impl SpectralFloat for $t {
            fn rfft_n(x: &Array<$t>, n: usize, axis: isize) -> Result<Array<$c>> {
                gsci_fft::rfft(x, &fft_opts(n, axis))
            }
            fn irfft_n(x: &Array<$c>, n: usize, axis: isize) -> Result<Array<$t>> {
                gsci_fft::irfft(x, &fft_opts(n, axis))
            }
            fn ifft_n(x: &Array<$c>, n: usize, axis: isize) -> Result<Array<$c>> {
                gsci_fft::ifft(x, &fft_opts(n, axis))
            }
            fn mean_axis(a: &Array<$t>, axis: isize) -> Result<Array<$t>> {
                reduce::mean(a, &ReduceOptions::axes(&[axis]))
            }
            fn cmean_axis(a: &Array<$c>, axis: isize) -> Result<Array<$c>> {
                reduce::mean(a, &ReduceOptions::axes(&[axis]))
            }
            fn median_axis(a: &Array<$t>, axis: isize) -> Result<Array<$t>> {
                gsci_core::median(
                    a,
                    &MedianOptions {
                        axis: Some(axis),
                        keepdims: false,
                    },
                )
            }
        }
    };
}
spectral_float!(f32, Complex32);
spectral_float!(f64, Complex64);

/// A window argument: a named window (SciPy's string or tuple) or explicit values.
#[derive(Clone, Debug, PartialEq)]
pub enum SpectralWindow {
    /// `get_window(window, nperseg)` (periodic).
    Name(Window),
    /// The window values themselves (`nperseg` defaults to their length).
    Values(Vec<f64>),
}

impl From<Window> for SpectralWindow {
    fn from(w: Window) -> Self {
        SpectralWindow::Name(w)
    }
}

/// `detrend` of the spectral functions: `False`, `'constant'` or `'linear'`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpectralDetrend {
    /// No detrending (`detrend=False`).
    False,
    /// Subtract each segment's mean (`'constant'`).
    Constant,
    /// Subtract each segment's least-squares line (`'linear'`).
    Linear,
}

/// `scaling`: power spectral density (V²/Hz) or power spectrum (V²).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Scaling {
    /// `'density'`.
    #[default]
    Density,
    /// `'spectrum'`.
    Spectrum,
}

/// `average` of [`welch`] and [`csd`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Average {
    /// `'mean'`.
    #[default]
    Mean,
    /// `'median'` (bias-corrected as SciPy).
    Median,
}

/// `mode` of [`spectrogram`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SpectrogramMode {
    /// `'psd'`.
    #[default]
    Psd,
    /// `'complex'` (use [`spectrogram_complex`]).
    Complex,
    /// `'magnitude'`.
    Magnitude,
    /// `'angle'`.
    Angle,
    /// `'phase'` (angle unwrapped along the frequency axis).
    Phase,
}

/// `boundary` of [`stft`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StftBoundary {
    /// `'even'`.
    Even,
    /// `'odd'`.
    Odd,
    /// `'constant'`.
    Constant,
    /// `'zeros'` (default).
    #[default]
    Zeros,
    /// `None`.
    None,
}

/// Everything `_spectral_helper` takes.
#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub fs: f64,
    pub window: SpectralWindow,
    pub nperseg: Option<usize>,
    pub noverlap: Option<usize>,
    pub nfft: Option<usize>,
    pub detrend: SpectralDetrend,
    pub return_onesided: bool,
    pub scaling: Scaling,
    pub axis: isize,
    pub stft: bool,
    pub boundary: StftBoundary,
    pub padded: bool,
}

/// `_triage_segments`: the window values and nperseg.
pub(crate) fn triage_segments(
    op: &'static str,
    window: &SpectralWindow,
    nperseg: Option<usize>,
    input_length: usize,
    default: usize,
) -> Result<(Vec<f64>, usize)> {
    match window {
        SpectralWindow::Name(w) => {
            let mut n = nperseg.unwrap_or(default);
            if n == 0 {
                return Err(invalid(op, "nperseg: nperseg must be a positive integer"));
            }
            if n > input_length {
                // SciPy warns and uses the input length.
                n = input_length;
            }
            if n == 0 {
                return Err(invalid(op, "x: the input signal is empty"));
            }
            let v = get_window(w, n, &GetWindowOptions { fftbins: true })?.to_vec()?;
            Ok((v, n))
        }
        SpectralWindow::Values(v) => {
            if v.is_empty() {
                return Err(invalid(op, "window: window must be 1-D"));
            }
            if input_length < v.len() {
                return Err(invalid(
                    op,
                    format!(
                        "window: window is longer than input signal ({} > {input_length})",
                        v.len()
                    ),
                ));
            }
            match nperseg {
                Some(n) if n != v.len() => {
                    return Err(invalid(
                        op,
                        format!(
                            "nperseg: value specified for nperseg ({n}) is different from length of window ({})",
                            v.len()
                        ),
                    ));
                }
                _ => {}
            }
            Ok((v.clone(), v.len()))
        }
    }
}

/// What `_spectral_helper` returns: frequencies, segment times, the per-segment spectra
/// `[.., nseg, nfreq]` (the input's other axes first, in order; axis not yet moved back).
pub(crate) struct Helped<T: SpectralFloat> {
    pub freqs: Vec<f64>,
    pub t: Vec<f64>,
    pub result: Array<T::Complex>,
    /// The per-frequency scale still to apply (psd mode; `None`: applied, stft mode).
    pub scale: Option<Vec<f64>>,
}

impl<T: SpectralFloat> Helped<T> {
    /// `a` (frequency last) times the pending scale.
    fn scaled<E: FilterElement>(&self, a: Array<E>) -> Result<Array<E>> {
        match &self.scale {
            None => Ok(a),
            Some(s) => {
                let v: Vec<E> = s.iter().map(|f| E::from_f64(*f)).collect();
                ufunc::multiply(&a, &host_array(v, a.device())?)
            }
        }
    }
}

fn host_array<T: gsci_core::Element>(v: Vec<T>, dev: &Device) -> Result<Array<T>> {
    let n = v.len();
    Array::from_vec(v, &[n], dev)
}

/// The signal extended as `stft`'s `boundary` asks, along the last axis (`[.., n]` in,
/// `[.., n + 2 * e]` out).
fn extend<T: SpectralFloat>(x: &Array<T>, e: usize, b: StftBoundary) -> Result<Array<T>> {
    let n = x.shape()[x.ndim() - 1];
    let dev = x.device().clone();
    if b == StftBoundary::Zeros {
        let mut s = x.shape().to_vec();
        *s.last_mut().unwrap() = e;
        let z = Array::<T>::zeros(&s, &dev)?;
        return gsci_core::concatenate(&[&z, x, &z], -1);
    }
    // Only the 2e edge samples are gathered (nperseg <= n here, so e <= n / 2): even reflects
    // without repeating the edge, constant repeats it, odd = 2 * edge - even.
    let ni = n as i64;
    let left: Vec<i64> = (0..e as i64).map(|k| e as i64 - k).collect();
    let right: Vec<i64> = (0..e as i64).map(|k| ni - 2 - k).collect();
    if left.iter().chain(&right).any(|i| *i < 0 || *i >= ni) {
        return Err(invalid(
            "stft",
            format!(
                "boundary: The extension length n ({e}) is too big. It must not exceed x.shape[axis]-1, which is {}.",
                n.saturating_sub(1)
            ),
        ));
    }
    let edge = |v: Vec<i64>| -> Result<Array<T>> { x.take(&host_array(v, &dev)?, Some(-1)) };
    let (l, r) = match b {
        StftBoundary::Even => (edge(left)?, edge(right)?),
        StftBoundary::Constant => (edge(vec![0; e])?, edge(vec![ni - 1; e])?),
        _ => {
            let two = host_array(vec![T::from_f64(2.0)], &dev)?;
            let odd = |refl: Vec<i64>, at: i64| -> Result<Array<T>> {
                let c: Array<T> = ufunc::multiply(&edge(vec![at; e])?, &two)?;
                ufunc::subtract(&c, &edge(refl)?)
            };
            (odd(left, 0)?, odd(right, ni - 1)?)
        }
    };
    gsci_core::concatenate(&[&l, x, &r], -1)
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// The `nseg` segments `[.., nseg, nperseg]` of `x` (`[.., n]`) starting every `step` samples,
/// gathered on `x`'s device. The signal is viewed as blocks of `g = gcd(step, nperseg)`
/// samples, so the index array has `nseg * nperseg / g` entries (for 50% overlap, 2 per
/// segment), not one per output sample.
pub(crate) fn frame<T: gsci_core::Element>(
    x: &Array<T>,
    nseg: usize,
    nperseg: usize,
    step: usize,
) -> Result<Array<T>> {
    let nd = x.ndim();
    let g = gcd(step, nperseg);
    let used = if nseg == 0 {
        0
    } else {
        (nseg - 1) * step + nperseg
    };
    let xu = x
        .slice_axis(-1, Some(0), Some(used as isize), 1)?
        .to_contiguous()?;
    let mut bshape: Vec<isize> = xu.shape()[..nd - 1].iter().map(|v| *v as isize).collect();
    bshape.push((used / g) as isize);
    bshape.push(g as isize);
    let blocks = xu.reshape(&bshape)?;
    let (bs, q) = (step / g, nperseg / g);
    let idx: Vec<i64> = (0..nseg)
        .flat_map(|s| (0..q).map(move |j| (s * bs + j) as i64))
        .collect();
    let idx = Array::from_vec(idx, &[nseg, q], x.device())?;
    // [.., nseg, q, g] -> [.., nseg, nperseg]
    let seg = blocks.take(&idx, Some(-2))?;
    let mut shape: Vec<isize> = seg.shape()[..nd - 1].iter().map(|v| *v as isize).collect();
    shape.push(nseg as isize);
    shape.push(nperseg as isize);
    seg.reshape(&shape)
}

/// Segments `[.., nseg, nperseg]` of `x` (`[.., n]`), detrended and windowed, transformed.
fn fft_helper<T: SpectralFloat>(
    x: &Array<T>,
    win: &Array<T>,
    detrend_: SpectralDetrend,
    nperseg: usize,
    noverlap: usize,
    nfft: usize,
    onesided: bool,
) -> Result<Array<T::Complex>> {
    let n = x.shape()[x.ndim() - 1];
    let step = nperseg - noverlap;
    let nseg = (n - noverlap) / step;
    let mut seg = frame(x, nseg, nperseg, step)?;
    if detrend_ != SpectralDetrend::False {
        seg = detrend(
            &seg,
            &DetrendOptions {
                axis: -1,
                type_: if detrend_ == SpectralDetrend::Linear {
                    DetrendType::Linear
                } else {
                    DetrendType::Constant
                },
                ..Default::default()
            },
        )?;
    }
    let seg: Array<T> = ufunc::multiply(&seg, win)?;
    if onesided {
        T::rfft_n(&seg, nfft, -1)
    } else {
        T::fft_axis(&seg, nfft, -1)
    }
}

/// `_spectral_helper(x, y, ...)` with mode `'psd'` (`stft == false`) or `'stft'`, for input of
/// any [`SpectralInput`] type: complex input is transformed as its real and imaginary parts
/// (every step before the FFT is linear with real coefficients), two-sided, as SciPy switches
/// complex input to `return_onesided=False`.
pub(crate) fn spectral_helper<I: SpectralInput>(
    op: &'static str,
    x: &Array<I>,
    y: Option<&Array<I>>,
    p: &Plan,
    default_nperseg: usize,
) -> Result<Helped<I::Float>> {
    let (xp, split) = I::parts(x)?;
    if !split {
        let yp = y.map(|y| I::parts(y).map(|v| v.0)).transpose()?;
        return spectral_helper_split(op, &xp, yp.as_ref(), p, default_nperseg, false);
    }
    let axis = normalize_axis(p.axis, x.ndim())?;
    let mut q = p.clone();
    q.axis = axis as isize + 1;
    q.return_onesided = false;
    let yp = match y {
        Some(y) => {
            if y.ndim() != x.ndim() {
                return Err(invalid(op, "y: x and y cannot be broadcast together"));
            }
            Some(I::parts(y)?.0)
        }
        None => None,
    };
    spectral_helper_split(op, &xp, yp.as_ref(), &q, default_nperseg, true)
}

/// `[2, .., nseg, nfreq]` spectra of the real and imaginary parts → the complex input's.
fn combine_parts<C: FilterElement>(r: &Array<C>) -> Result<Array<C>> {
    let re = r.slice_axis(0, Some(0), Some(1), 1)?;
    let im = r.slice_axis(0, Some(1), Some(2), 1)?;
    let j = host_array(vec![C::from_c64(Complex64::new(0.0, 1.0))], r.device())?;
    let ji: Array<C> = ufunc::multiply(&im, &j)?;
    let sum: Array<C> = ufunc::add(&re, &ji)?;
    let s: Vec<isize> = r.shape()[1..].iter().map(|v| *v as isize).collect();
    sum.reshape(&s)
}

fn spectral_helper_split<T: SpectralFloat>(
    op: &'static str,
    x: &Array<T>,
    y: Option<&Array<T>>,
    p: &Plan,
    default_nperseg: usize,
    split: bool,
) -> Result<Helped<T>> {
    let axis = normalize_axis(p.axis, x.ndim())?;
    let mut xm = x.moveaxis(&[axis as isize], &[-1])?;
    let mut ym = None;
    if let Some(y) = y {
        if y.device() != x.device() {
            return Err(invalid(op, "y: x and y must be on the same device"));
        }
        if y.ndim() != x.ndim() {
            return Err(invalid(op, "y: x and y cannot be broadcast together"));
        }
        let mut yv = y.moveaxis(&[axis as isize], &[-1])?;
        let (xs, ys) = (xm.shape().to_vec(), yv.shape().to_vec());
        let k = xs.len() - 1;
        if xs[..k] != ys[..k] {
            return Err(invalid(
                op,
                format!("y: x and y cannot be broadcast together ({xs:?} and {ys:?})"),
            ));
        }
        // The shorter signal is zero-padded at its end.
        if xs[k] != ys[k] {
            let (short, long) = if xs[k] < ys[k] {
                (&mut xm, ys[k])
            } else {
                (&mut yv, xs[k])
            };
            let mut s = short.shape().to_vec();
            s[k] = long - s[k];
            let z = Array::<T>::zeros(&s, x.device())?;
            *short = gsci_core::concatenate(&[&*short, &z], -1)?;
        }
        ym = Some(yv);
    }
    let n_in = xm.shape()[xm.ndim() - 1];
    if n_in == 0 {
        return Err(invalid(op, "x: the input signal is empty"));
    }
    if let Some(0) = p.nperseg {
        return Err(invalid(op, "nperseg: nperseg must be a positive integer"));
    }
    let (win, nperseg) = triage_segments(op, &p.window, p.nperseg, n_in, default_nperseg)?;
    let nfft = match p.nfft {
        None => nperseg,
        Some(n) if n < nperseg => {
            return Err(invalid(
                op,
                format!("nfft: nfft must be greater than or equal to nperseg ({n} < {nperseg})."),
            ));
        }
        Some(n) => n,
    };
    let noverlap = match p.noverlap {
        None => nperseg / 2,
        Some(v) if v >= nperseg => {
            return Err(invalid(
                op,
                format!("noverlap: noverlap must be less than nperseg ({v} >= {nperseg})."),
            ));
        }
        Some(v) => v,
    };
    if !p.fs.is_finite() || p.fs <= 0.0 {
        // SciPy divides by fs; a non-positive fs gives meaningless frequencies.
        return Err(invalid(
            op,
            format!("fs: fs must be positive (got {})", p.fs),
        ));
    }
    let step = nperseg - noverlap;
    let ext = |a: Array<T>| -> Result<Array<T>> {
        let mut a = a;
        if p.stft && p.boundary != StftBoundary::None {
            a = extend(&a, nperseg / 2, p.boundary)?;
        }
        if p.stft && p.padded {
            let len = a.shape()[a.ndim() - 1] as i64;
            let nadd = (nperseg as i64 - len).rem_euclid(step as i64) as usize % nperseg;
            if nadd > 0 {
                let mut s = a.shape().to_vec();
                *s.last_mut().unwrap() = nadd;
                let z = Array::<T>::zeros(&s, a.device())?;
                a = gsci_core::concatenate(&[&a, &z], -1)?;
            }
        }
        Ok(a)
    };
    let xm = ext(xm)?;
    let ym = ym.map(ext).transpose()?;
    let n = xm.shape()[xm.ndim() - 1];
    if n < nperseg {
        return Err(invalid(
            op,
            format!("nperseg: nperseg ({nperseg}) is greater than the signal length ({n})"),
        ));
    }
    let wsum: f64 = win.iter().sum();
    let wsq: f64 = win.iter().map(|w| w * w).sum();
    let mut scale = match p.scaling {
        Scaling::Density => 1.0 / (p.fs * wsq),
        Scaling::Spectrum => 1.0 / (wsum * wsum),
    };
    if p.stft {
        scale = scale.sqrt();
    }
    let onesided = p.return_onesided;
    let freqs: Vec<f64> = if onesided {
        (0..nfft / 2 + 1)
            .map(|k| k as f64 / (nfft as f64 / p.fs))
            .collect()
    } else {
        let half = nfft.div_ceil(2);
        (0..nfft)
            .map(|k| {
                let k = if k < half {
                    k as f64
                } else {
                    k as f64 - nfft as f64
                };
                k / (nfft as f64 / p.fs)
            })
            .collect()
    };
    let dev = x.device().clone();
    // stft's scale is one number: folded into the window (one pass fewer). The psd scale
    // (per frequency: one-sided bins doubled) is applied by the callers after averaging.
    let wscale = if p.stft { scale } else { 1.0 };
    let winv: Vec<T> = win.iter().map(|w| T::from_f64(*w * wscale)).collect();
    let wina = host_array(winv, &dev)?;
    let mut res = fft_helper(&xm, &wina, p.detrend, nperseg, noverlap, nfft, onesided)?;
    if split {
        res = combine_parts(&res)?;
    }
    let result: Array<T::Complex> = match &ym {
        Some(yv) => {
            let mut ry = fft_helper(yv, &wina, p.detrend, nperseg, noverlap, nfft, onesided)?;
            if split {
                ry = combine_parts(&ry)?;
            }
            let c: Array<T::Complex> = ufunc::conj(&res)?;
            ufunc::multiply(&c, &ry)?
        }
        None if !p.stft => {
            let c: Array<T::Complex> = ufunc::conj(&res)?;
            ufunc::multiply(&c, &res)?
        }
        None => res,
    };
    let nfreq = freqs.len();
    let sv: Option<Vec<f64>> = (!p.stft).then(|| {
        (0..nfreq)
            .map(|k| {
                let double = onesided && k >= 1 && (nfft % 2 == 1 || k + 1 < nfreq);
                if double { 2.0 * scale } else { scale }
            })
            .collect()
    });
    let nseg = result.shape()[result.ndim() - 2];
    let mut t: Vec<f64> = (0..nseg)
        .map(|s| (nperseg as f64 / 2.0 + (s * step) as f64) / p.fs)
        .collect();
    if p.stft && p.boundary != StftBoundary::None {
        let d = (nperseg as f64 / 2.0) / p.fs;
        t.iter_mut().for_each(|v| *v -= d);
    }
    Ok(Helped {
        freqs,
        t,
        result,
        scale: sv,
    })
}

/// `[.., nseg, nfreq]` → SciPy's layout: frequency at `axis`, segments last.
fn to_scipy_layout<E: gsci_core::Element>(r: &Array<E>, axis: usize) -> Result<Array<E>> {
    let nd = r.ndim();
    let m = r.moveaxis(&[nd as isize - 1], &[axis as isize])?;
    m.to_contiguous()
}

fn real_part<T: SpectralFloat>(a: &Array<T::Complex>) -> Result<Array<T>> {
    ufunc::real(a)
}

/// `_median_bias(n)`.
fn median_bias(n: usize) -> f64 {
    let m = (n.saturating_sub(1)) / 2;
    1.0 + (1..=m)
        .map(|i| {
            let ii = 2.0 * i as f64;
            1.0 / (ii + 1.0) - 1.0 / ii
        })
        .sum::<f64>()
}

/// Keyword arguments of [`csd`] (and [`welch`]).
#[derive(Clone, Debug)]
pub struct CsdOptions {
    /// Sampling frequency (default 1.0).
    pub fs: f64,
    /// Window (default `'hann'`).
    pub window: SpectralWindow,
    /// Segment length (default 256, or the window's length).
    pub nperseg: Option<usize>,
    /// Overlap (default `nperseg // 2`).
    pub noverlap: Option<usize>,
    /// FFT length (default `nperseg`).
    pub nfft: Option<usize>,
    /// Per-segment detrending (default `'constant'`).
    pub detrend: SpectralDetrend,
    /// One-sided spectrum for real data (default true).
    pub return_onesided: bool,
    /// Density or spectrum (default density).
    pub scaling: Scaling,
    /// Axis (default -1).
    pub axis: isize,
    /// Mean or median over segments (default mean).
    pub average: Average,
}

impl Default for CsdOptions {
    fn default() -> Self {
        CsdOptions {
            fs: 1.0,
            window: SpectralWindow::Name(Window::Hann),
            nperseg: None,
            noverlap: None,
            nfft: None,
            detrend: SpectralDetrend::Constant,
            return_onesided: true,
            scaling: Scaling::Density,
            axis: -1,
            average: Average::Mean,
        }
    }
}

/// Keyword arguments of [`welch`] (the same as [`csd`]'s).
pub type WelchOptions = CsdOptions;

/// `(f, Pxx)` of [`welch`] and [`periodogram`].
#[derive(Clone, Debug)]
pub struct WelchResult<T: SpectralFloat> {
    /// Sample frequencies (float64, as SciPy's `rfftfreq`).
    pub f: Array<f64>,
    /// Power spectral density or power spectrum (frequency at `axis`).
    pub pxx: Array<T>,
}

/// `(f, Pxy)` of [`csd`].
#[derive(Clone, Debug)]
pub struct CsdResult<T: SpectralFloat> {
    /// Sample frequencies.
    pub f: Array<f64>,
    /// Cross spectral density (complex; frequency at `axis`).
    pub pxy: Array<T::Complex>,
}

/// `(f, Cxy)` of [`coherence`].
#[derive(Clone, Debug)]
pub struct CoherenceResult<T: SpectralFloat> {
    /// Sample frequencies.
    pub f: Array<f64>,
    /// Magnitude-squared coherence.
    pub cxy: Array<T>,
}

fn plan_of(o: &CsdOptions) -> Plan {
    Plan {
        fs: o.fs,
        window: o.window.clone(),
        nperseg: o.nperseg,
        noverlap: o.noverlap,
        nfft: o.nfft,
        detrend: o.detrend,
        return_onesided: o.return_onesided,
        scaling: o.scaling,
        axis: o.axis,
        stft: false,
        boundary: StftBoundary::None,
        padded: false,
    }
}

/// Averaged segments `[.., nseg, nfreq]` → `[.., nfreq]` (complex).
fn average_c<T: SpectralFloat>(r: &Array<T::Complex>, avg: Average) -> Result<Array<T::Complex>> {
    let nd = r.ndim() as isize;
    let nseg = r.shape()[r.ndim() - 2];
    if nseg == 1 {
        let mut s: Vec<isize> = r.shape().iter().map(|v| *v as isize).collect();
        s.remove(s.len() - 2);
        return r.reshape(&s);
    }
    match avg {
        Average::Mean => T::cmean_axis(r, nd - 2),
        Average::Median => {
            let re: Array<T> = ufunc::real(r)?;
            let im: Array<T> = ufunc::imag(r)?;
            let b = T::from_f64(1.0 / median_bias(nseg));
            let bias = host_array(vec![b], r.device())?;
            let mr: Array<T> = ufunc::multiply(&T::median_axis(&re, nd - 2)?, &bias)?;
            let mi: Array<T> = ufunc::multiply(&T::median_axis(&im, nd - 2)?, &bias)?;
            let j = host_array(
                vec![T::Complex::from_c64(Complex64::new(0.0, 1.0))],
                r.device(),
            )?;
            let ji: Array<T::Complex> = ufunc::multiply(&mi, &j)?;
            ufunc::add(&mr, &ji)
        }
    }
}

fn average_r<T: SpectralFloat>(r: &Array<T>, avg: Average) -> Result<Array<T>> {
    let nd = r.ndim() as isize;
    let nseg = r.shape()[r.ndim() - 2];
    if nseg == 1 {
        let mut s: Vec<isize> = r.shape().iter().map(|v| *v as isize).collect();
        s.remove(s.len() - 2);
        return r.reshape(&s);
    }
    match avg {
        Average::Mean => T::mean_axis(r, nd - 2),
        Average::Median => {
            let b = T::from_f64(1.0 / median_bias(nseg));
            let bias = host_array(vec![b], r.device())?;
            ufunc::multiply(&T::median_axis(r, nd - 2)?, &bias)
        }
    }
}

fn freq_array(f: Vec<f64>, dev: &Device) -> Result<Array<f64>> {
    host_array(f, dev)
}

/// Estimate the cross power spectral density `Pxy` using Welch's method.
///
/// Equivalent to `scipy.signal.csd(x, y, fs=1.0, window='hann', nperseg=None, noverlap=None,
/// nfft=None, detrend='constant', return_onesided=True, scaling='density', axis=-1,
/// average='mean')`. `x` and `y` have the same shape except along `axis`; the shorter one is
/// zero-padded as SciPy does.
/// Complex input (`Complex32`/`Complex64`) gives two-sided spectra, as SciPy's (which warns
/// and switches `return_onesided` off).
///
/// # Errors
/// [`Error::InvalidArgument`] for `nperseg == 0`, `noverlap >= nperseg`, `nfft < nperseg`, a
/// window array of the wrong length, a non-positive `fs` or mismatched shapes (an empty signal
/// gives empty arrays of its shape, as SciPy);
/// [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{csd, CsdOptions};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 0.0, -1.0, 3.0, 1.0, 0.5, -2.0], &[8], &Device::cpu())?;
/// let r = csd(&x, &x, &CsdOptions { nperseg: Some(4), ..Default::default() })?;
/// let p: Vec<gsci_core::Complex64> = r.pxy.to_vec()?;
/// // scipy.signal.csd(x, x, nperseg=4)[1][0] = 0.9027777777777781
/// assert!((p[0].re - 0.9027777777777781).abs() < 1e-14 && p[0].im.abs() < 1e-15);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn csd<T: SpectralInput>(
    x: &Array<T>,
    y: &Array<T>,
    opts: &CsdOptions,
) -> Result<CsdResult<T::Float>> {
    if x.size() == 0 || y.size() == 0 {
        // SciPy returns empty arrays of x's shape.
        normalize_axis(opts.axis, x.ndim())?;
        return Ok(CsdResult {
            f: Array::zeros(x.shape(), x.device())?,
            pxy: Array::zeros(x.shape(), x.device())?,
        });
    }
    let h = spectral_helper("csd", x, Some(y), &plan_of(opts), 256)?;
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let avg = h.scaled(average_c::<T::Float>(&h.result, opts.average)?)?;
    let nd = avg.ndim();
    let pxy = avg
        .moveaxis(&[nd as isize - 1], &[axis as isize])?
        .to_contiguous()?;
    Ok(CsdResult {
        f: freq_array(h.freqs, x.device())?,
        pxy,
    })
}

/// Estimate power spectral density using Welch's method.
///
/// Equivalent to `scipy.signal.welch(x, fs=1.0, window='hann', nperseg=None, noverlap=None,
/// nfft=None, detrend='constant', return_onesided=True, scaling='density', axis=-1,
/// average='mean')`.
/// Complex input (`Complex32`/`Complex64`) gives two-sided spectra, as SciPy's (which warns
/// and switches `return_onesided` off).
///
/// # Errors
/// As [`csd`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{welch, WelchOptions};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 0.0, -1.0, 3.0, 1.0, 0.5, -2.0], &[8], &Device::cpu())?;
/// let r = welch(&x, &WelchOptions { nperseg: Some(4), ..Default::default() })?;
/// assert_eq!(r.f.to_vec()?, vec![0.0, 0.25, 0.5]);
/// // scipy.signal.welch(x, nperseg=4)[1] = [0.90277778, 4.8125, 2.27777778]
/// assert!((r.pxx.to_vec()?[1] - 4.8125).abs() < 1e-14);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn welch<T: SpectralInput>(x: &Array<T>, opts: &WelchOptions) -> Result<WelchResult<T::Float>> {
    welch_op("welch", x, opts)
}

fn welch_op<T: SpectralInput>(
    op: &'static str,
    x: &Array<T>,
    opts: &CsdOptions,
) -> Result<WelchResult<T::Float>> {
    if x.size() == 0 {
        // SciPy returns empty arrays of x's shape.
        normalize_axis(opts.axis, x.ndim())?;
        return Ok(WelchResult {
            f: Array::zeros(x.shape(), x.device())?,
            pxx: Array::zeros(x.shape(), x.device())?,
        });
    }
    let h = spectral_helper(op, x, None, &plan_of(opts), 256)?;
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let r = real_part::<T::Float>(&h.result)?;
    let avg = h.scaled(average_r::<T::Float>(&r, opts.average)?)?;
    let nd = avg.ndim();
    let pxx = avg
        .moveaxis(&[nd as isize - 1], &[axis as isize])?
        .to_contiguous()?;
    Ok(WelchResult {
        f: freq_array(h.freqs, x.device())?,
        pxx,
    })
}

/// Keyword arguments of [`periodogram`].
#[derive(Clone, Debug)]
pub struct PeriodogramOptions {
    /// Sampling frequency (default 1.0).
    pub fs: f64,
    /// Window (default `'boxcar'`).
    pub window: SpectralWindow,
    /// FFT length (default the signal length; shorter truncates the signal).
    pub nfft: Option<usize>,
    /// Detrending (default `'constant'`).
    pub detrend: SpectralDetrend,
    /// One-sided spectrum (default true).
    pub return_onesided: bool,
    /// Density or spectrum (default density).
    pub scaling: Scaling,
    /// Axis (default -1).
    pub axis: isize,
}

impl Default for PeriodogramOptions {
    fn default() -> Self {
        PeriodogramOptions {
            fs: 1.0,
            window: SpectralWindow::Name(Window::Boxcar),
            nfft: None,
            detrend: SpectralDetrend::Constant,
            return_onesided: true,
            scaling: Scaling::Density,
            axis: -1,
        }
    }
}

/// Estimate power spectral density using a periodogram.
///
/// Equivalent to `scipy.signal.periodogram(x, fs=1.0, window='boxcar', nfft=None,
/// detrend='constant', return_onesided=True, scaling='density', axis=-1)`.
/// Complex input (`Complex32`/`Complex64`) gives two-sided spectra, as SciPy's (which warns
/// and switches `return_onesided` off).
///
/// # Errors
/// As [`welch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{periodogram, PeriodogramOptions};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 0.0, -1.0], &[4], &Device::cpu())?;
/// let r = periodogram(&x, &PeriodogramOptions::default())?;
/// // scipy.signal.periodogram([1, 2, 0, -1]) = ([0, .25, .5], [0, 5, 0])
/// let p = r.pxx.to_vec()?;
/// assert!(p[0].abs() < 1e-15 && (p[1] - 5.0).abs() < 1e-14 && p[2].abs() < 1e-15);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn periodogram<T: SpectralInput>(
    x: &Array<T>,
    opts: &PeriodogramOptions,
) -> Result<WelchResult<T::Float>> {
    const OP: &str = "periodogram";
    let axis = normalize_axis(opts.axis, x.ndim())?;
    if x.size() == 0 {
        return Ok(WelchResult {
            f: Array::zeros(x.shape(), x.device())?,
            pxx: Array::zeros(x.shape(), x.device())?,
        });
    }
    let len = x.shape()[axis];
    let (xx, nperseg) = match opts.nfft {
        None => (x.clone(), len),
        Some(n) if n >= len => (x.clone(), len),
        Some(0) => return Err(invalid(OP, "nfft: nfft must be a positive integer")),
        Some(n) => (
            x.slice_axis(axis as isize, Some(0), Some(n as isize), 1)?,
            n,
        ),
    };
    let w = CsdOptions {
        fs: opts.fs,
        window: opts.window.clone(),
        nperseg: Some(nperseg),
        noverlap: Some(0),
        nfft: opts.nfft,
        detrend: opts.detrend,
        return_onesided: opts.return_onesided,
        scaling: opts.scaling,
        axis: opts.axis,
        average: Average::Mean,
    };
    welch_op(OP, &xx, &w)
}

/// Keyword arguments of [`coherence`].
#[derive(Clone, Debug)]
pub struct CoherenceOptions {
    /// Sampling frequency (default 1.0).
    pub fs: f64,
    /// Window (default `'hann'`).
    pub window: SpectralWindow,
    /// Segment length (default 256).
    pub nperseg: Option<usize>,
    /// Overlap (default `nperseg // 2`).
    pub noverlap: Option<usize>,
    /// FFT length (default `nperseg`).
    pub nfft: Option<usize>,
    /// Detrending (default `'constant'`).
    pub detrend: SpectralDetrend,
    /// Axis (default -1).
    pub axis: isize,
}

impl Default for CoherenceOptions {
    fn default() -> Self {
        CoherenceOptions {
            fs: 1.0,
            window: SpectralWindow::Name(Window::Hann),
            nperseg: None,
            noverlap: None,
            nfft: None,
            detrend: SpectralDetrend::Constant,
            axis: -1,
        }
    }
}

/// Estimate the magnitude squared coherence estimate `Cxy` of `x` and `y` using Welch's method.
///
/// Equivalent to `scipy.signal.coherence(x, y, fs=1.0, window='hann', nperseg=None,
/// noverlap=None, nfft=None, detrend='constant', axis=-1)`: `|Pxy|² / Pxx / Pyy`.
/// Complex input (`Complex32`/`Complex64`) gives two-sided spectra, as SciPy's (which warns
/// and switches `return_onesided` off).
///
/// # Errors
/// As [`csd`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{coherence, CoherenceOptions};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 0.0, -1.0, 3.0, 1.0, 0.5, -2.0], &[8], &Device::cpu())?;
/// let r = coherence(&x, &x, &CoherenceOptions { nperseg: Some(4), ..Default::default() })?;
/// // scipy.signal.coherence(x, x, nperseg=4)[1] = [1, 1, 1]
/// let c = r.cxy.to_vec()?;
/// assert!(c.iter().all(|c| (c - 1.0).abs() < 1e-14), "{c:?}");
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn coherence<T: SpectralInput>(
    x: &Array<T>,
    y: &Array<T>,
    opts: &CoherenceOptions,
) -> Result<CoherenceResult<T::Float>> {
    const OP: &str = "coherence";
    let w = CsdOptions {
        fs: opts.fs,
        window: opts.window.clone(),
        nperseg: opts.nperseg,
        noverlap: opts.noverlap,
        nfft: opts.nfft,
        detrend: opts.detrend,
        axis: opts.axis,
        ..Default::default()
    };
    if x.size() == 0 || y.size() == 0 {
        normalize_axis(opts.axis, x.ndim())?;
        return Ok(CoherenceResult {
            f: Array::zeros(x.shape(), x.device())?,
            cxy: Array::zeros(x.shape(), x.device())?,
        });
    }
    let pxx = welch_op(OP, x, &w)?;
    let pyy = welch_op(OP, y, &w)?;
    let h = spectral_helper(OP, x, Some(y), &plan_of(&w), 256)?;
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let avg = h.scaled(average_c::<T::Float>(&h.result, Average::Mean)?)?;
    let nd = avg.ndim();
    let pxy = avg.moveaxis(&[nd as isize - 1], &[axis as isize])?;
    let a: Array<T::Float> = ufunc::absolute(&pxy)?;
    let a2: Array<T::Float> = ufunc::multiply(&a, &a)?;
    let c: Array<T::Float> = ufunc::divide(&a2, &pxx.pxx)?;
    let cxy: Array<T::Float> = ufunc::divide(&c, &pyy.pxx)?;
    Ok(CoherenceResult { f: pxx.f, cxy })
}

/// Keyword arguments of [`spectrogram`].
#[derive(Clone, Debug)]
pub struct SpectrogramOptions {
    /// Sampling frequency (default 1.0).
    pub fs: f64,
    /// Window (default `('tukey', 0.25)`).
    pub window: SpectralWindow,
    /// Segment length (default 256).
    pub nperseg: Option<usize>,
    /// Overlap (default `nperseg // 8`).
    pub noverlap: Option<usize>,
    /// FFT length (default `nperseg`).
    pub nfft: Option<usize>,
    /// Detrending (default `'constant'`).
    pub detrend: SpectralDetrend,
    /// One-sided (default true).
    pub return_onesided: bool,
    /// Density or spectrum (default density).
    pub scaling: Scaling,
    /// Axis (default -1).
    pub axis: isize,
    /// Mode (default psd; `Complex` is [`spectrogram_complex`]).
    pub mode: SpectrogramMode,
}

impl Default for SpectrogramOptions {
    fn default() -> Self {
        SpectrogramOptions {
            fs: 1.0,
            window: SpectralWindow::Name(Window::Tukey { alpha: 0.25 }),
            nperseg: None,
            noverlap: None,
            nfft: None,
            detrend: SpectralDetrend::Constant,
            return_onesided: true,
            scaling: Scaling::Density,
            axis: -1,
            mode: SpectrogramMode::Psd,
        }
    }
}

/// `(f, t, Sxx)` of [`spectrogram`] (real modes).
#[derive(Clone, Debug)]
pub struct SpectrogramResult<S: gsci_core::Element> {
    /// Sample frequencies.
    pub f: Array<f64>,
    /// Segment times.
    pub t: Array<f64>,
    /// The spectrogram: frequency at `axis`, segment time last.
    pub sxx: Array<S>,
}

fn spectrogram_helper<T: SpectralInput>(
    op: &'static str,
    x: &Array<T>,
    opts: &SpectrogramOptions,
) -> Result<(Helped<T::Float>, usize)> {
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let input_length = x.shape()[axis];
    if input_length == 0 {
        return Err(invalid(op, "x: the input signal is empty"));
    }
    let (win, nperseg) = triage_segments(op, &opts.window, opts.nperseg, input_length, 256)?;
    let noverlap = opts.noverlap.unwrap_or(nperseg / 8);
    let plan = Plan {
        fs: opts.fs,
        window: SpectralWindow::Values(win),
        nperseg: Some(nperseg),
        noverlap: Some(noverlap),
        nfft: opts.nfft,
        detrend: opts.detrend,
        return_onesided: opts.return_onesided,
        scaling: opts.scaling,
        axis: opts.axis,
        stft: opts.mode != SpectrogramMode::Psd,
        boundary: StftBoundary::None,
        padded: false,
    };
    Ok((spectral_helper(op, x, None, &plan, 256)?, axis))
}

/// Compute a spectrogram with consecutive Fourier transforms (real modes: psd, magnitude,
/// angle, phase).
///
/// Equivalent to `scipy.signal.spectrogram(x, fs=1.0, window=('tukey', .25), nperseg=None,
/// noverlap=None, nfft=None, detrend='constant', return_onesided=True, scaling='density',
/// axis=-1, mode='psd')`. Mode `'phase'` unwraps along the frequency axis on the host.
/// Complex input (`Complex32`/`Complex64`) gives two-sided spectra, as SciPy's (which warns
/// and switches `return_onesided` off).
///
/// # Errors
/// As [`welch`]; `mode == Complex` (use [`spectrogram_complex`]).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{spectrogram, SpectrogramOptions};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 0.0, -1.0, 3.0, 1.0, 0.5, -2.0], &[8], &Device::cpu())?;
/// let r = spectrogram(&x, &SpectrogramOptions { nperseg: Some(4), ..Default::default() })?;
/// assert_eq!(r.sxx.shape(), &[3, 2]);
/// assert_eq!(r.t.to_vec()?, vec![2.0, 6.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn spectrogram<T: SpectralInput>(
    x: &Array<T>,
    opts: &SpectrogramOptions,
) -> Result<SpectrogramResult<T::Float>> {
    const OP: &str = "spectrogram";
    if opts.mode == SpectrogramMode::Complex {
        return Err(invalid(
            OP,
            "mode: mode 'complex' returns complex values: call spectrogram_complex",
        ));
    }
    let (h, axis) = spectrogram_helper(OP, x, opts)?;
    let r: Array<T::Float> = match opts.mode {
        SpectrogramMode::Psd => h.scaled(real_part::<T::Float>(&h.result)?)?,
        SpectrogramMode::Magnitude => ufunc::absolute(&h.result)?,
        _ => ufunc::angle(&h.result, false)?,
    };
    let mut sxx = to_scipy_layout(&r, axis)?;
    if opts.mode == SpectrogramMode::Phase {
        sxx = unwrap_axis(&sxx, axis)?;
    }
    Ok(SpectrogramResult {
        f: freq_array(h.freqs, x.device())?,
        t: freq_array(h.t, x.device())?,
        sxx,
    })
}

/// `numpy.unwrap(a, axis=axis)` (period 2π) on the host.
fn unwrap_axis<T: SpectralFloat>(a: &Array<T>, axis: usize) -> Result<Array<T>> {
    let shape = a.shape().to_vec();
    let n = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    let outer: usize = shape[..axis].iter().product();
    let mut v: Vec<f64> = a.to_vec()?.iter().map(|x| x.to_c64().re).collect();
    let pi = std::f64::consts::PI;
    for o in 0..outer {
        for i in 0..inner {
            let at = |k: usize| o * n * inner + k * inner + i;
            let mut corr = 0.0;
            let mut prev = if n > 0 { v[at(0)] } else { 0.0 };
            for k in 1..n {
                let cur = v[at(k)];
                let dd = cur - prev;
                let mut ddmod = (dd + pi).rem_euclid(2.0 * pi) - pi;
                if ddmod == -pi && dd > 0.0 {
                    ddmod = pi;
                }
                let mut c = ddmod - dd;
                if dd.abs() < pi {
                    c = 0.0;
                }
                corr += c;
                prev = cur;
                v[at(k)] = cur + corr;
            }
        }
    }
    let out: Vec<T> = v.into_iter().map(T::from_f64).collect();
    Array::from_vec(out, &shape, a.device())
}

/// Compute a complex spectrogram (`mode='complex'`).
///
/// Equivalent to `scipy.signal.spectrogram(x, ..., mode='complex')` (`opts.mode` is ignored).
///
/// # Errors
/// As [`welch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{spectrogram_complex, SpectrogramOptions};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 0.0, -1.0, 3.0, 1.0, 0.5, -2.0], &[8], &Device::cpu())?;
/// let r = spectrogram_complex(&x, &SpectrogramOptions { nperseg: Some(4), ..Default::default() })?;
/// assert_eq!(r.sxx.shape(), &[3, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn spectrogram_complex<T: SpectralInput>(
    x: &Array<T>,
    opts: &SpectrogramOptions,
) -> Result<SpectrogramResult<<T::Float as FilterElement>::Complex>> {
    let o = SpectrogramOptions {
        mode: SpectrogramMode::Complex,
        ..opts.clone()
    };
    let (h, axis) = spectrogram_helper("spectrogram", x, &o)?;
    Ok(SpectrogramResult {
        f: freq_array(h.freqs, x.device())?,
        t: freq_array(h.t, x.device())?,
        sxx: to_scipy_layout(&h.result, axis)?,
    })
}

/// `scaling` of [`crate::stft`] and [`crate::istft`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum StftScaling {
    /// `'spectrum'` (default).
    #[default]
    Spectrum,
    /// `'psd'`.
    Psd,
}

/// Keyword arguments of [`stft`].
#[derive(Clone, Debug)]
pub struct StftOptions {
    /// Sampling frequency (default 1.0).
    pub fs: f64,
    /// Window (default `'hann'`).
    pub window: SpectralWindow,
    /// Segment length (default 256).
    pub nperseg: usize,
    /// Overlap (default `nperseg // 2`).
    pub noverlap: Option<usize>,
    /// FFT length (default `nperseg`).
    pub nfft: Option<usize>,
    /// Detrending (default `False`).
    pub detrend: SpectralDetrend,
    /// One-sided (default true).
    pub return_onesided: bool,
    /// Extension at both ends (default `'zeros'`).
    pub boundary: StftBoundary,
    /// Zero-pad to a whole number of segments (default true).
    pub padded: bool,
    /// Axis (default -1).
    pub axis: isize,
    /// Scaling (default `'spectrum'`).
    pub scaling: StftScaling,
}

impl Default for StftOptions {
    fn default() -> Self {
        StftOptions {
            fs: 1.0,
            window: SpectralWindow::Name(Window::Hann),
            nperseg: 256,
            noverlap: None,
            nfft: None,
            detrend: SpectralDetrend::False,
            return_onesided: true,
            boundary: StftBoundary::Zeros,
            padded: true,
            axis: -1,
            scaling: StftScaling::Spectrum,
        }
    }
}

/// `(f, t, Zxx)` of [`stft`].
#[derive(Clone, Debug)]
pub struct StftResult<T: SpectralFloat> {
    /// Sample frequencies.
    pub f: Array<f64>,
    /// Segment times.
    pub t: Array<f64>,
    /// The STFT: frequency at `axis`, segment time last.
    pub zxx: Array<T::Complex>,
}

/// Compute the Short Time Fourier Transform (legacy function).
///
/// Equivalent to `scipy.signal.stft(x, fs=1.0, window='hann', nperseg=256, noverlap=None,
/// nfft=None, detrend=False, return_onesided=True, boundary='zeros', padded=True, axis=-1,
/// scaling='spectrum')`.
/// Complex input (`Complex32`/`Complex64`) gives two-sided spectra, as SciPy's (which warns
/// and switches `return_onesided` off).
///
/// # Errors
/// As [`welch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{stft, StftOptions};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 0.0, -1.0, 3.0, 1.0, 0.5, -2.0], &[8], &Device::cpu())?;
/// let r = stft(&x, &StftOptions { nperseg: 4, ..Default::default() })?;
/// assert_eq!(r.zxx.shape(), &[3, 5]);
/// assert_eq!(r.t.to_vec()?, vec![0.0, 2.0, 4.0, 6.0, 8.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn stft<T: SpectralInput>(x: &Array<T>, opts: &StftOptions) -> Result<StftResult<T::Float>> {
    const OP: &str = "stft";
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let plan = Plan {
        fs: opts.fs,
        window: opts.window.clone(),
        nperseg: Some(opts.nperseg),
        noverlap: opts.noverlap,
        nfft: opts.nfft,
        detrend: opts.detrend,
        return_onesided: opts.return_onesided,
        scaling: match opts.scaling {
            StftScaling::Spectrum => Scaling::Spectrum,
            StftScaling::Psd => Scaling::Density,
        },
        axis: opts.axis,
        stft: true,
        boundary: opts.boundary,
        padded: opts.padded,
    };
    if x.size() == 0 {
        // SciPy returns empty arrays of x's shape.
        return Ok(StftResult {
            f: Array::zeros(x.shape(), x.device())?,
            t: Array::zeros(x.shape(), x.device())?,
            zxx: Array::zeros(x.shape(), x.device())?,
        });
    }
    let h = spectral_helper(OP, x, None, &plan, 256)?;
    Ok(StftResult {
        f: freq_array(h.freqs, x.device())?,
        t: freq_array(h.t, x.device())?,
        zxx: to_scipy_layout(&h.result, axis)?,
    })
}
