//! FFT-based and per-segment routines along an axis: `hilbert`, `hilbert2`, `resample`,
//! `detrend`.

use super::lfilter::{from_rows, to_rows};
use super::{FilterElement, invalid};
use gsci_core::{Array, Backend, Result, normalize_axis};

/// Keyword arguments of [`hilbert`].
#[derive(Clone, Debug)]
pub struct HilbertOptions {
    /// Number of Fourier components (`N`; default `x.shape[axis]`).
    pub n: Option<usize>,
    /// Axis along which to transform (default -1).
    pub axis: isize,
}

impl Default for HilbertOptions {
    fn default() -> Self {
        HilbertOptions { n: None, axis: -1 }
    }
}

/// Keyword arguments of [`hilbert2`].
#[derive(Clone, Debug)]
pub struct Hilbert2Options {
    /// Number of Fourier components per axis (`N`; default the lengths of `axes`).
    pub n: Option<[usize; 2]>,
    /// The two axes transformed (default `[-2, -1]`).
    pub axes: [isize; 2],
}

impl Default for Hilbert2Options {
    fn default() -> Self {
        Hilbert2Options {
            n: None,
            axes: [-2, -1],
        }
    }
}

/// hilbert2's multiplier along one axis: 1, then 2 up to (n + 1) / 2, then 0.
fn hilbert2_h(n: usize) -> Vec<f64> {
    let k = n.div_ceil(2);
    (0..n)
        .map(|i| {
            if i == 0 {
                1.0
            } else if i < k {
                2.0
            } else {
                0.0
            }
        })
        .collect()
}

/// SciPy's hilbert multiplier as runs for [`scale_runs`] (the values of [`hilbert_h`]).
fn hilbert_runs(n: usize) -> Vec<(usize, usize, f64)> {
    if n % 2 == 0 {
        vec![
            (0, 1, 1.0),
            (1, n / 2, 2.0),
            (n / 2, n / 2 + 1, 1.0),
            (n / 2 + 1, n, 0.0),
        ]
    } else {
        vec![
            (0, 1, 1.0),
            (1, n.div_ceil(2), 2.0),
            (n.div_ceil(2), n, 0.0),
        ]
    }
}

/// The analytic-signal multiplier `h` of length `n` (SciPy's hilbert), for the test of
/// [`hilbert_runs`].
#[cfg(test)]
fn hilbert_h(n: usize) -> Vec<f64> {
    let mut h = vec![0.0; n];
    h[0] = 1.0;
    if n % 2 == 0 {
        h[n / 2] = 1.0;
        h[1..n / 2].iter_mut().for_each(|v| *v = 2.0);
    } else {
        h[1..n.div_ceil(2)].iter_mut().for_each(|v| *v = 2.0);
    }
    h
}

/// `v` as an array of shape `[1, .., len, .., 1]` (length along `axis`).
fn along_axis<C: FilterElement>(
    v: Vec<C>,
    ndim: usize,
    axis: usize,
    x: &Array<impl FilterElement>,
) -> Result<Array<C>> {
    let mut shape = vec![1; ndim];
    shape[axis] = v.len();
    Array::from_vec(v, &shape, x.device())
}

/// `xf` times a piecewise-constant multiplier along `axis`, without building the multiplier on
/// the host: `runs` are `(start, end, factor)` covering `0..len` in order; a factor of 1 keeps
/// the slice, 0 gives zeros, any other value scales it on the device. One concatenation.
fn scale_runs<C: FilterElement>(
    xf: &Array<C>,
    axis: usize,
    runs: &[(usize, usize, f64)],
) -> Result<Array<C>> {
    let ax = axis as isize;
    let mut parts: Vec<Array<C>> = Vec::with_capacity(runs.len());
    for &(start, end, factor) in runs {
        if end <= start {
            continue;
        }
        let part = if factor == 0.0 {
            let mut shape = xf.shape().to_vec();
            shape[axis] = end - start;
            Array::zeros(&shape, xf.device())?
        } else {
            let v = xf.slice_axis(ax, Some(start as isize), Some(end as isize), 1)?;
            if factor == 1.0 {
                v
            } else {
                gsci_core::ufunc::multiply(&v, factor)?
            }
        };
        parts.push(part);
    }
    if parts.len() == 1 {
        return parts.pop().expect("one part").copy();
    }
    let refs: Vec<&Array<C>> = parts.iter().collect();
    gsci_core::concatenate(&refs, ax)
}

/// Runs of equal values of a host multiplier, for [`scale_runs`].
fn runs_of(h: &[f64]) -> Vec<(usize, usize, f64)> {
    let mut runs: Vec<(usize, usize, f64)> = Vec::new();
    for (i, &v) in h.iter().enumerate() {
        match runs.last_mut() {
            Some(r) if r.2 == v => r.1 = i + 1,
            _ => runs.push((i, i + 1, v)),
        }
    }
    runs
}

/// Compute the analytic signal, using the Hilbert transform.
///
/// Equivalent to `scipy.signal.hilbert(x, N=None, axis=-1)`: `ifft(fft(x, N) * h)` with
/// gsci-fft on `x`'s device; the result is complex (`Complex32` for `f32`).
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when `x` is complex ("x must be
/// real.") or `N` is 0; [`Error::AxisOutOfBounds`](gsci_core::Error::AxisOutOfBounds).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{hilbert, HilbertOptions};
/// let x = Array::from_vec(vec![1.0, 0.0, -1.0, 0.0], &[4], &Device::cpu())?;
/// let a: Vec<gsci_core::Complex64> = hilbert(&x, &HilbertOptions::default())?.to_vec()?;
/// // scipy.signal.hilbert([1, 0, -1, 0]) = [1, 1j, -1, -1j]
/// assert!((a[1].im - 1.0).abs() < 1e-15 && (a[3].im + 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn hilbert<T: FilterElement>(x: &Array<T>, opts: &HilbertOptions) -> Result<Array<T::Complex>> {
    const OP: &str = "hilbert";
    if T::IS_COMPLEX {
        return Err(invalid(OP, "x: x must be real."));
    }
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let n = opts.n.unwrap_or(x.shape()[axis]);
    if n == 0 {
        return Err(invalid(OP, "N: N must be positive."));
    }
    let xf = T::fft_axis(x, n, axis as isize)?;
    let p = scale_runs(&xf, axis, &hilbert_runs(n))?;
    T::ifft_axis(&p, axis as isize)
}

/// Compute the 2-D analytic signal of `x`.
///
/// Equivalent to `scipy.signal.hilbert2(x, N=None, axes=(-2, -1))` (SciPy 1.17's multiplier:
/// 1 at frequency 0, 2 for positive frequencies below `(N + 1) // 2`, 0 above).
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when `x` is complex or not 2-D,
/// or a size in `N` is 0.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{hilbert2, Hilbert2Options};
/// let x = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
/// let a: Vec<gsci_core::Complex64> = hilbert2(&x, &Hilbert2Options::default())?.to_vec()?;
/// // scipy.signal.hilbert2([[1, 2], [3, 4]]) = [[2.5, 2.5], [2.5, 2.5]]
/// assert!(a.iter().all(|v| (v.re - 2.5).abs() < 1e-15 && v.im.abs() < 1e-15));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn hilbert2<T: FilterElement>(
    x: &Array<T>,
    opts: &Hilbert2Options,
) -> Result<Array<T::Complex>> {
    const OP: &str = "hilbert2";
    if x.ndim() < 2 {
        return Err(invalid(
            OP,
            format!("x: x must be at least 2-D, got {} dimensions", x.ndim()),
        ));
    }
    if T::IS_COMPLEX {
        return Err(invalid(OP, "x: x must be real."));
    }
    let a0 = normalize_axis(opts.axes[0], x.ndim())?;
    let a1 = normalize_axis(opts.axes[1], x.ndim())?;
    if a0 == a1 {
        return Err(invalid(OP, "axes: axes must contain 2 distinct axes"));
    }
    let n = opts.n.unwrap_or([x.shape()[a0], x.shape()[a1]]);
    if n[0] == 0 || n[1] == 0 {
        return Err(invalid(
            OP,
            "N: When given as a tuple, N must hold exactly two positive integers",
        ));
    }
    let f0 = T::fft_axis(x, n[0], a0 as isize)?;
    let f = <T::Complex as FilterElement>::fft_axis(&f0, n[1], a1 as isize)?;
    let p = scale_runs(&f, a0, &runs_of(&hilbert2_h(n[0])))?;
    let p = scale_runs(&p, a1, &runs_of(&hilbert2_h(n[1])))?;
    let i0 = T::ifft_axis(&p, a0 as isize)?;
    T::ifft_axis(&i0, a1 as isize)
}

/// `window` of [`resample`]: a spectral weighting of the FFT bins.
#[derive(Clone, Debug, PartialEq)]
pub enum ResampleSpectralWindow {
    /// A window by name (`get_window(window, n_x)`, periodic), applied `fftshift`ed: its centre
    /// on the zero frequency.
    Named(crate::windows::Window),
    /// The weights of the `n_x` FFT bins, in FFT order (SciPy's array `window`).
    Values(Vec<f64>),
}

/// `domain` of [`resample`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ResampleDomain {
    /// `x` is a signal (default).
    #[default]
    Time,
    /// `x` is already a (two-sided) spectrum, `fft(x)`; the result is complex.
    Freq,
}

/// Keyword arguments of [`resample`].
#[derive(Clone, Debug, Default)]
pub struct ResampleOptions {
    /// The axis that is resampled (default 0, as SciPy).
    pub axis: isize,
    /// Spectral window applied to the FFT bins (default None).
    pub window: Option<ResampleSpectralWindow>,
    /// Whether `x` is a signal or its spectrum (default time).
    pub domain: ResampleDomain,
}

/// Resample `x` to `num` samples using the Fourier method along the given axis.
///
/// Equivalent to `scipy.signal.resample(x, num, t=None, axis=0, window=None, domain='time')`
/// (SciPy 1.17's handling of the unpaired Nyquist bin, its spectral `window`: a named window
/// `fftshift(get_window(window, n_x))` or `n_x` bin weights, folded onto the one-sided
/// spectrum of a real signal; `domain='freq'` takes `x` as the FFT of the signal). `t` (the
/// resampled time stamps, `t[0] + (t[1] - t[0]) n_x / num * arange(num)`) is left to the
/// caller.
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when `num` is 0 or the axis is
/// empty, window values are not `n_x` long, or `domain` is `Freq` with a real `x` (SciPy then
/// returns complex values; pass the spectrum as a complex array);
/// [`Error::AxisOutOfBounds`](gsci_core::Error::AxisOutOfBounds).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{resample, ResampleOptions};
/// let x = Array::from_vec(vec![1.0, 2.0, 1.0, 0.0], &[4], &Device::cpu())?;
/// let y: Vec<f64> = resample(&x, 8, &ResampleOptions::default())?.to_vec()?;
/// assert!((y[2] - 2.0).abs() < 1e-14 && (y[0] - 1.0).abs() < 1e-14);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn resample<T: FilterElement>(
    x: &Array<T>,
    num: usize,
    opts: &ResampleOptions,
) -> Result<Array<T>> {
    const OP: &str = "resample";
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let nx = x.shape()[axis];
    if num == 0 || nx == 0 {
        return Err(invalid(
            OP,
            format!("num, x: need num >= 1 and a non-empty axis (num={num}, x.shape[axis]={nx})"),
        ));
    }
    let s_fac = nx as f64 / num as f64;
    let m = num.min(nx);
    let m2 = m / 2 + 1;
    let ax = axis as isize;
    let freq = opts.domain == ResampleDomain::Freq;
    if freq && !T::IS_COMPLEX {
        return Err(invalid(
            OP,
            "domain: Freq needs the spectrum as a complex array (SciPy returns complex values)",
        ));
    }
    let win: Option<Vec<f64>> = match &opts.window {
        None => None,
        Some(ResampleSpectralWindow::Values(v)) => {
            if v.len() != nx {
                return Err(invalid(
                    OP,
                    format!(
                        "window: window.shape=({},) != ({nx},), i.e., window length is not equal \
                         to number of frequency bins!",
                        v.len()
                    ),
                ));
            }
            Some(v.clone())
        }
        Some(ResampleSpectralWindow::Named(w)) => {
            let g = crate::windows::get_window(w, nx, &Default::default())?.to_vec()?;
            // fftshift
            let h = nx / 2;
            Some(g[nx - h..].iter().chain(&g[..nx - h]).copied().collect())
        }
    };
    if !T::IS_COMPLEX {
        let mut xf = T::rfft_axis(x, ax)?;
        if let Some(mut w) = win {
            // fold the window onto the one-sided spectrum: W1[l] = (W[l] + W[-l]) / 2
            let nf = xf.shape()[axis];
            for l in 1..nf {
                w[l] = (w[l] + w[nx - l]) / 2.0;
            }
            let wv: Vec<T::Complex> = w[..nf].iter().map(|v| T::Complex::from_f64(*v)).collect();
            let wa = along_axis(wv, x.ndim(), axis, x)?;
            xf = gsci_core::ufunc::multiply(&xf, &wa)?;
        }
        let xf = xf.slice_axis(ax, Some(0), Some(m2.min(xf.shape()[axis]) as isize), 1)?;
        let len = xf.shape()[axis];
        let mut w = vec![(0, len, 1.0 / s_fac)];
        if m % 2 == 0 && num != nx && m / 2 < len {
            let edge = (1.0 / s_fac) * if num < nx { 2.0 } else { 0.5 };
            w = vec![
                (0, m / 2, 1.0 / s_fac),
                (m / 2, m / 2 + 1, edge),
                (m / 2 + 1, len, 1.0 / s_fac),
            ];
        }
        let p = scale_runs(&xf, axis, &w)?;
        let r = T::irfft_axis(&p, num, ax)?;
        // T is real here, so T::Real is T
        return r.astype::<T>();
    }
    // complex: Y[j] = sum of up to two weighted bins of X
    let mut xf = if freq {
        x.astype::<T::Complex>()?
    } else {
        T::fft_axis(x, nx, ax)?
    };
    if let Some(w) = win {
        let wv: Vec<T::Complex> = w.iter().map(|v| T::Complex::from_f64(*v)).collect();
        let wa = along_axis(wv, x.ndim(), axis, x)?;
        xf = gsci_core::ufunc::multiply(&xf, &wa)?;
    }
    let mut i1 = vec![0i64; num];
    let mut w1 = vec![0.0f64; num];
    let mut i2 = vec![0i64; num];
    let mut w2 = vec![0.0f64; num];
    for j in 0..m2.min(num) {
        i1[j] = j as i64;
        w1[j] = 1.0;
    }
    if m2 < m {
        let k = m - m2;
        for q in 0..k {
            i1[num - k + q] = (nx - k + q) as i64;
            w1[num - k + q] = 1.0;
        }
    }
    if m % 2 == 0 {
        if num < nx {
            let j = num - m / 2;
            i2[j] = (nx - m / 2) as i64;
            w2[j] = 1.0;
        } else if nx < num {
            w1[m / 2] = 0.5;
            i1[num - m / 2] = (m / 2) as i64;
            w1[num - m / 2] = 0.5;
        }
    }
    let dev = x.device();
    let take = |idx: Vec<i64>, w: Vec<f64>| -> Result<Array<T::Complex>> {
        let ia = Array::from_vec(idx, &[num], dev)?;
        let g = gsci_core::take(&xf, &ia, Some(ax))?;
        let wv: Vec<T::Complex> = w
            .into_iter()
            .map(|v| T::Complex::from_f64(v / s_fac))
            .collect();
        let wa = along_axis(wv, x.ndim(), axis, x)?;
        gsci_core::ufunc::multiply(&g, &wa)
    };
    let mut y = take(i1, w1)?;
    if w2.iter().any(|v| *v != 0.0) {
        let y2 = take(i2, w2)?;
        y = gsci_core::ufunc::add(&y, &y2)?;
    }
    let r = T::ifft_axis(&y, ax)?;
    r.astype::<T>()
}

/// `detrend`'s `type`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DetrendType {
    /// Subtract the least-squares line of each segment (default).
    #[default]
    Linear,
    /// Subtract the mean.
    Constant,
}

/// Keyword arguments of [`detrend`].
#[derive(Clone, Debug)]
pub struct DetrendOptions {
    /// The axis along which to detrend (default -1).
    pub axis: isize,
    /// `type` (default linear).
    pub type_: DetrendType,
    /// Breakpoints of the piecewise-linear fit (linear only).
    pub bp: Vec<usize>,
    /// SciPy's `overwrite_data`: inputs are never modified here (signature parity only).
    pub overwrite_data: bool,
}

impl Default for DetrendOptions {
    fn default() -> Self {
        DetrendOptions {
            axis: -1,
            type_: DetrendType::Linear,
            bp: Vec::new(),
            overwrite_data: false,
        }
    }
}

/// Remove a linear trend (or the mean) along an axis from data.
///
/// Equivalent to `scipy.signal.detrend(data, axis=-1, type='linear', bp=0,
/// overwrite_data=False)`; one GPU block per (signal, segment) with a reduction in shared
/// memory.
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when a breakpoint exceeds the
/// length; [`Error::AxisOutOfBounds`](gsci_core::Error::AxisOutOfBounds).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{detrend, DetrendOptions};
/// let x = Array::from_vec(vec![1.0, 3.0, 5.0, 8.0], &[4], &Device::cpu())?;
/// let y: Vec<f64> = detrend(&x, &DetrendOptions::default())?.to_vec()?;
/// // scipy.signal.detrend([1, 3, 5, 8]) = [0.2, -0.1, -0.4, 0.3]
/// assert!(y.iter().zip([0.2, -0.1, -0.4, 0.3]).all(|(a, b)| (a - b).abs() < 1e-14));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn detrend<T: FilterElement>(data: &Array<T>, opts: &DetrendOptions) -> Result<Array<T>> {
    const OP: &str = "detrend";
    let axis = normalize_axis(opts.axis, data.ndim())?;
    let n = data.shape()[axis];
    let bp: Vec<usize> = match opts.type_ {
        DetrendType::Constant => vec![0, n],
        DetrendType::Linear => {
            if let Some(b) = opts.bp.iter().find(|b| **b > n) {
                return Err(invalid(
                    OP,
                    format!(
                        "bp: Breakpoints must be less than length of data along given axis (got {b} > {n})."
                    ),
                ));
            }
            let mut v = vec![0, n];
            v.extend_from_slice(&opts.bp);
            v.sort_unstable();
            v.dedup();
            v
        }
    };
    let kind = if opts.type_ == DetrendType::Linear {
        1
    } else {
        0
    };
    let shape = data.shape().to_vec();
    let xr = to_rows(data, axis)?;
    let y = match data.device().backend() {
        Backend::Cuda(c) => super::cuda::detrend_rows(c, &xr, &bp, kind)?,
        Backend::Cpu => {
            let rows = xr.shape()[0];
            let xs = xr.to_vec()?;
            let mut out = xs.clone();
            use rayon::prelude::*;
            out.par_chunks_mut(n.max(1)).enumerate().for_each(|(r, o)| {
                let xrow = &xs[r * n..(r + 1) * n];
                for w in bp.windows(2) {
                    let (lo, hi) = (w[0], w[1]);
                    let m = (hi - lo) as f64;
                    let seg = &xrow[lo..hi];
                    let mut s0 = T::zero();
                    let mut s1 = T::zero();
                    let tmean = 0.5 * (m + 1.0) / m;
                    for (i, v) in seg.iter().enumerate() {
                        s0 = s0 + *v;
                        s1 = s1 + T::from_f64((i + 1) as f64 / m - tmean) * *v;
                    }
                    let mean = s0 * T::from_f64(1.0 / m);
                    let stt = (m * m - 1.0) / (12.0 * m);
                    let slope = if kind == 1 && stt > 0.0 {
                        s1 * T::from_f64(1.0 / stt)
                    } else {
                        T::zero()
                    };
                    for (i, v) in seg.iter().enumerate() {
                        let mut d = *v - mean;
                        if kind == 1 {
                            d = d - slope * T::from_f64((i + 1) as f64 / m - tmean);
                        }
                        o[lo + i] = d;
                    }
                }
            });
            Array::from_vec(out, &[rows, n], data.device())?
        }
    };
    from_rows(&y, &shape, axis)
}

#[cfg(test)]
mod multiplier_tests {
    use super::*;

    fn expand(runs: &[(usize, usize, f64)], n: usize) -> Vec<f64> {
        let mut h = vec![f64::NAN; n];
        for &(a, b, v) in runs {
            h[a..b].iter_mut().for_each(|x| *x = v);
        }
        h
    }

    #[test]
    fn hilbert_runs_are_scipys_multiplier() {
        for n in 1..40 {
            assert_eq!(expand(&hilbert_runs(n), n), hilbert_h(n), "n = {n}");
            let h2 = hilbert2_h(n);
            assert_eq!(expand(&runs_of(&h2), n), h2, "n = {n}");
        }
    }
}
