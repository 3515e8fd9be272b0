//! `istft`, `check_COLA`, `check_NOLA`.

use super::helper::{SpectralComplex, SpectralFloat, SpectralWindow, StftScaling, invalid};
use crate::filtering::FilterElement;
use crate::windows::{GetWindowOptions, get_window};
use gsci_core::{Array, Result, normalize_axis, ufunc};

/// Keyword arguments of [`check_cola`] and [`check_nola`].
#[derive(Clone, Debug)]
pub struct CheckColaOptions {
    /// Tolerance (default 1e-10).
    pub tol: f64,
}

impl Default for CheckColaOptions {
    fn default() -> Self {
        CheckColaOptions { tol: 1e-10 }
    }
}

/// Keyword arguments of [`check_nola`] (the same as [`check_cola`]'s).
pub type CheckNolaOptions = CheckColaOptions;

fn window_values(
    op: &'static str,
    window: &SpectralWindow,
    nperseg: usize,
    noverlap: usize,
) -> Result<Vec<f64>> {
    if nperseg < 1 {
        return Err(invalid(op, "nperseg: nperseg must be a positive integer"));
    }
    if noverlap >= nperseg {
        return Err(invalid(
            op,
            format!("noverlap: noverlap must be less than nperseg ({noverlap} >= {nperseg})."),
        ));
    }
    match window {
        SpectralWindow::Name(w) => {
            get_window(w, nperseg, &GetWindowOptions { fftbins: true })?.to_vec()
        }
        SpectralWindow::Values(v) => {
            if v.len() != nperseg {
                return Err(invalid(
                    op,
                    format!(
                        "window: window must have length of nperseg ({} != {nperseg})",
                        v.len()
                    ),
                ));
            }
            Ok(v.clone())
        }
    }
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

fn binsums(win: &[f64], nperseg: usize, noverlap: usize, sq: bool) -> Vec<f64> {
    let step = nperseg - noverlap;
    let f = |w: f64| if sq { w * w } else { w };
    let mut b = vec![0.0; step];
    for ii in 0..nperseg / step {
        for (k, bk) in b.iter_mut().enumerate() {
            *bk += f(win[ii * step + k]);
        }
    }
    let r = nperseg % step;
    if r != 0 {
        for k in 0..r {
            b[k] += f(win[nperseg - r + k]);
        }
    }
    b
}

/// Check whether the Constant OverLap Add (COLA) constraint is met.
///
/// Equivalent to `scipy.signal.check_COLA(window, nperseg, noverlap, tol=1e-10)`; runs on the
/// host (the window is small) and returns a host `bool`.
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) for `nperseg == 0`,
/// `noverlap >= nperseg` or a window array whose length is not `nperseg`.
///
/// ```
/// use gsci_signal::{check_cola, CheckColaOptions, SpectralWindow};
/// use gsci_signal::windows::Window;
/// assert!(check_cola(&SpectralWindow::Name(Window::Hann), 256, 128, &CheckColaOptions::default())?);
/// assert!(!check_cola(&SpectralWindow::Name(Window::Hann), 256, 100, &CheckColaOptions::default())?);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn check_cola(
    window: &SpectralWindow,
    nperseg: usize,
    noverlap: usize,
    opts: &CheckColaOptions,
) -> Result<bool> {
    let win = window_values("check_COLA", window, nperseg, noverlap)?;
    let b = binsums(&win, nperseg, noverlap, false);
    let mut s = b.clone();
    s.sort_by(|a, b| a.total_cmp(b));
    let m = s.len();
    let med = if m % 2 == 1 {
        s[m / 2]
    } else {
        (s[m / 2 - 1] + s[m / 2]) / 2.0
    };
    let dev = b
        .iter()
        .map(|v| (v - med).abs())
        .fold(f64::NEG_INFINITY, f64::max);
    Ok(dev < opts.tol)
}

/// Check whether the Nonzero Overlap Add (NOLA) constraint is met.
///
/// Equivalent to `scipy.signal.check_NOLA(window, nperseg, noverlap, tol=1e-10)`; host `bool`.
///
/// # Errors
/// As [`check_cola`].
///
/// ```
/// use gsci_signal::{check_nola, CheckColaOptions, SpectralWindow};
/// use gsci_signal::windows::Window;
/// assert!(check_nola(&SpectralWindow::Name(Window::Hann), 256, 128, &CheckColaOptions::default())?);
/// // a symmetric hann of length 4 with no overlap has zeros at both ends
/// let w = SpectralWindow::Values(vec![0.0, 0.75, 0.75, 0.0]);
/// assert!(!check_nola(&w, 4, 0, &CheckColaOptions::default())?);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn check_nola(
    window: &SpectralWindow,
    nperseg: usize,
    noverlap: usize,
    opts: &CheckNolaOptions,
) -> Result<bool> {
    let win = window_values("check_NOLA", window, nperseg, noverlap)?;
    let b = binsums(&win, nperseg, noverlap, true);
    Ok(b.iter().cloned().fold(f64::INFINITY, f64::min) > opts.tol)
}

/// Keyword arguments of [`istft`].
#[derive(Clone, Debug)]
pub struct IstftOptions {
    /// Sampling frequency (default 1.0).
    pub fs: f64,
    /// Window (default `'hann'`).
    pub window: SpectralWindow,
    /// Segment length (default `2 * (nfreq - 1)`).
    pub nperseg: Option<usize>,
    /// Overlap (default `nperseg // 2`).
    pub noverlap: Option<usize>,
    /// FFT length.
    pub nfft: Option<usize>,
    /// Remove the `nperseg // 2` extension at both ends (default true).
    pub boundary: bool,
    /// Time axis (default -1).
    pub time_axis: isize,
    /// Frequency axis (default -2).
    pub freq_axis: isize,
    /// Scaling (default `'spectrum'`).
    pub scaling: StftScaling,
}

impl Default for IstftOptions {
    fn default() -> Self {
        IstftOptions {
            fs: 1.0,
            window: SpectralWindow::Name(crate::windows::Window::Hann),
            nperseg: None,
            noverlap: None,
            nfft: None,
            boundary: true,
            time_axis: -1,
            freq_axis: -2,
            scaling: StftScaling::Spectrum,
        }
    }
}

/// `(t, x)` of [`istft`].
#[derive(Clone, Debug)]
pub struct IstftResult<T: SpectralFloat> {
    /// Output times.
    pub t: Array<f64>,
    /// The signal.
    pub x: Array<T>,
}

/// Perform the inverse Short Time Fourier transform (legacy function) of a one-sided STFT.
///
/// Equivalent to `scipy.signal.istft(Zxx, fs=1.0, window='hann', nperseg=None, noverlap=None,
/// nfft=None, input_onesided=True, boundary=True, time_axis=-1, freq_axis=-2,
/// scaling='spectrum')`: one batched irfft, then overlap-add by `scatter_add` on the device.
/// `input_onesided=False` (a complex result) is not provided.
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) for input of fewer than 2
/// dimensions, equal axes, `nperseg == 0`, `nfft < nperseg`, `noverlap >= nperseg`, a window
/// array of the wrong length.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{istft, stft, IstftOptions, StftOptions};
/// let v = vec![1.0f64, 2.0, 0.0, -1.0, 3.0, 1.0, 0.5, -2.0];
/// let x = Array::from_vec(v.clone(), &[8], &Device::cpu())?;
/// let z = stft(&x, &StftOptions { nperseg: 4, ..Default::default() })?;
/// let r = istft(&z.zxx, &IstftOptions::default())?;
/// let y = r.x.to_vec()?;
/// assert!(v.iter().zip(&y).all(|(a, b)| (a - b).abs() < 1e-14), "{y:?}");
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn istft<C: SpectralComplex>(
    zxx: &Array<C>,
    opts: &IstftOptions,
) -> Result<IstftResult<C::Float>> {
    let (t, x) = istft_impl::<C, C::Float>(zxx, opts, true, |z, n| {
        <C::Float as SpectralFloat>::irfft_n(z, n, -1)
    })?;
    Ok(IstftResult { t, x })
}

/// `(t, x)` of [`istft_twosided`]: the signal is complex.
#[derive(Clone, Debug)]
pub struct IstftTwosidedResult<C: SpectralComplex> {
    /// Output times.
    pub t: Array<f64>,
    /// The (complex) signal.
    pub x: Array<C>,
}

/// Perform the inverse Short Time Fourier transform of a two-sided STFT
/// (`input_onesided=False`).
///
/// Equivalent to `scipy.signal.istft(Zxx, ..., input_onesided=False, ...)`: one batched ifft,
/// then overlap-add on the device; the result is complex, as SciPy's.
///
/// # Errors
/// As [`istft`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{istft_twosided, stft, IstftOptions, StftOptions};
/// let v = vec![1.0f64, 2.0, 0.0, -1.0, 3.0, 1.0, 0.5, -2.0];
/// let x = Array::from_vec(v.clone(), &[8], &Device::cpu())?;
/// let o = StftOptions { nperseg: 4, return_onesided: false, ..Default::default() };
/// let z = stft(&x, &o)?;
/// let y = istft_twosided(&z.zxx, &IstftOptions::default())?.x.to_vec()?;
/// assert!(v.iter().zip(&y).all(|(a, b)| (a - b.re).abs() < 1e-14 && b.im.abs() < 1e-14));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn istft_twosided<C: SpectralComplex>(
    zxx: &Array<C>,
    opts: &IstftOptions,
) -> Result<IstftTwosidedResult<C>> {
    let (t, x) = istft_impl::<C, C>(zxx, opts, false, |z, n| {
        <C::Float as SpectralFloat>::ifft_n(z, n, -1)
    })?;
    Ok(IstftTwosidedResult { t, x })
}

fn istft_impl<C: SpectralComplex, E: FilterElement>(
    zxx: &Array<C>,
    opts: &IstftOptions,
    onesided: bool,
    inverse: impl Fn(&Array<C>, usize) -> Result<Array<E>>,
) -> Result<(Array<f64>, Array<E>)> {
    const OP: &str = "istft";
    let nd = zxx.ndim();
    if nd < 2 {
        return Err(invalid(OP, "Zxx: Input stft must be at least 2d!"));
    }
    let fa = normalize_axis(opts.freq_axis, nd)?;
    let ta = normalize_axis(opts.time_axis, nd)?;
    if fa == ta {
        return Err(invalid(
            OP,
            "freq_axis: Must specify differing time and frequency axes!",
        ));
    }
    let nseg = zxx.shape()[ta];
    let nfreq = zxx.shape()[fa];
    let n_default = if onesided {
        2 * nfreq.saturating_sub(1)
    } else {
        nfreq
    };
    let nperseg = match opts.nperseg {
        None => n_default,
        Some(0) => return Err(invalid(OP, "nperseg: nperseg must be a positive integer")),
        Some(n) => n,
    };
    if nperseg == 0 {
        return Err(invalid(OP, "nperseg: nperseg must be a positive integer"));
    }
    let nfft = match opts.nfft {
        None if onesided && nperseg == n_default + 1 => nperseg,
        None => n_default,
        Some(n) if n < nperseg => {
            return Err(invalid(
                OP,
                format!("nfft: nfft must be greater than or equal to nperseg ({n} < {nperseg})."),
            ));
        }
        Some(n) => n,
    };
    if nfft < nperseg {
        return Err(invalid(
            OP,
            format!("nfft: nfft must be greater than or equal to nperseg ({nfft} < {nperseg})."),
        ));
    }
    let noverlap = opts.noverlap.unwrap_or(nperseg / 2);
    if noverlap >= nperseg {
        return Err(invalid(
            OP,
            format!("noverlap: noverlap must be less than nperseg ({noverlap} >= {nperseg})."),
        ));
    }
    if !opts.fs.is_finite() || opts.fs <= 0.0 {
        return Err(invalid(
            OP,
            format!("fs: fs must be positive (got {})", opts.fs),
        ));
    }
    let nstep = nperseg - noverlap;
    let win = match &opts.window {
        SpectralWindow::Name(w) => {
            get_window(w, nperseg, &GetWindowOptions { fftbins: true })?.to_vec()?
        }
        SpectralWindow::Values(v) => {
            if v.len() != nperseg {
                return Err(invalid(
                    OP,
                    format!(
                        "window: window must have length of {nperseg} (got {})",
                        v.len()
                    ),
                ));
            }
            v.clone()
        }
    };
    // [.., nseg, nfreq]: outer axes in order, then time, then frequency.
    let z = zxx.moveaxis(&[ta as isize, fa as isize], &[-2, -1])?;
    let xs: Array<E> = inverse(&z, nfft)?;
    let xs = if nfft > nperseg {
        xs.slice_axis(-1, Some(0), Some(nperseg as isize), 1)?
    } else {
        xs
    };
    let scale = match opts.scaling {
        StftScaling::Spectrum => win.iter().sum::<f64>(),
        StftScaling::Psd => (opts.fs * win.iter().map(|w| w * w).sum::<f64>()).sqrt(),
    };
    let dev = zxx.device().clone();
    let wv: Vec<E> = win.iter().map(|w| E::from_f64(w * scale)).collect();
    let wa = Array::from_vec(wv, &[nperseg], &dev)?;
    let seg: Array<E> = ufunc::multiply(&xs, &wa)?;
    let outer: Vec<usize> = seg.shape()[..seg.ndim() - 2].to_vec();
    let outlen = nperseg + nseg.saturating_sub(1) * nstep;
    // Overlap-add in blocks of g = gcd(nstep, nperseg) samples: block j of segment s adds into
    // output block s * nstep / g + j (an index array of nseg * nperseg / g entries).
    let g = gcd(nstep, nperseg);
    let (bs, q) = (nstep / g, nperseg / g);
    let mut flat_shape: Vec<isize> = outer.iter().map(|v| *v as isize).collect();
    flat_shape.push((nseg * q) as isize);
    flat_shape.push(g as isize);
    let vals = seg.to_contiguous()?.reshape(&flat_shape)?;
    let idx: Vec<i64> = (0..nseg)
        .flat_map(|s| (0..q).map(move |j| (s * bs + j) as i64))
        .collect();
    let idx = Array::from_vec(idx, &[nseg * q], &dev)?;
    let mut oshape = outer.clone();
    oshape.push(outlen / g);
    oshape.push(g);
    let mut x = Array::<E>::zeros(&oshape, &dev)?;
    if nseg > 0 {
        gsci_core::scatter_add(&mut x, &idx, &vals, Some(-2))?;
    }
    let mut flat_out: Vec<isize> = outer.iter().map(|v| *v as isize).collect();
    flat_out.push(outlen as isize);
    let x = x.reshape(&flat_out)?;
    // The normalisation sum of squared windows (host; a vector of the output length).
    let mut norm = vec![0.0f64; outlen];
    for s in 0..nseg {
        for k in 0..nperseg {
            norm[s * nstep + k] += win[k] * win[k];
        }
    }
    let (lo, hi) = if opts.boundary {
        let e = nperseg / 2;
        (e, outlen.saturating_sub(e).max(e))
    } else {
        (0, outlen)
    };
    let x = x.slice_axis(-1, Some(lo as isize), Some(hi as isize), 1)?;
    let inv: Vec<E> = norm[lo..hi]
        .iter()
        .map(|n| {
            // SciPy divides in the output dtype.
            let nt = E::from_f64(*n).to_c64().re;
            E::from_f64(if nt > 1e-10 { nt } else { 1.0 })
        })
        .collect();
    let inv = Array::from_vec(inv, &[hi - lo], &dev)?;
    let mut x: Array<E> = ufunc::divide(&x, &inv)?;
    // Back: the time axis where it was (SciPy moves it only for inputs of more than 2 dims).
    if x.ndim() > 1 && ta != nd - 1 {
        let t = if fa < ta { ta - 1 } else { ta };
        x = x.moveaxis(&[-1], &[t as isize])?.to_contiguous()?;
    }
    // SciPy's time vector has x.shape[0] entries.
    let tl = x.shape()[0];
    let t: Vec<f64> = (0..tl).map(|i| i as f64 / opts.fs).collect();
    Ok((Array::from_vec(t, &[tl], &dev)?, x))
}
