//! Wavelet transforms as CuPy's `cupyx.scipy.signal` keeps them: `ricker`, `morlet2`, `cwt`;
//! and SciPy 1.14's filter-bank helpers `qmf`, `daub`, `cascade` (host float64 designs).
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

/// The quadrature mirror filter of a low-pass filter: `hk` reversed, every other tap negated.
///
/// Equivalent to `scipy.signal.qmf(hk)` (SciPy before 1.15; CuPy's `cupyx.scipy.signal.qmf`):
/// `g[k] = (-1)^k hk[N - k]`, float64 on the CPU.
///
/// # Errors
/// None beyond allocation (an empty `hk` gives an empty filter).
///
/// ```
/// let g = gsci_signal::qmf(&[1.0, 2.0, 3.0])?.to_vec()?;
/// assert_eq!(g, vec![3.0, -2.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn qmf(hk: &[f64]) -> Result<Array<f64>> {
    Array::from_vec(qmf_vec(hk), &[hk.len()], &Device::cpu())
}

fn qmf_vec(hk: &[f64]) -> Vec<f64> {
    hk.iter()
        .rev()
        .enumerate()
        .map(|(k, &v)| if k % 2 == 0 { v } else { -v })
        .collect()
}

/// `numpy.convolve` of two complex coefficient lists (polynomial product).
fn poly_mul(a: &[Complex64], b: &[Complex64]) -> Vec<Complex64> {
    let mut out = vec![Complex64::new(0.0, 0.0); a.len() + b.len() - 1];
    for (i, x) in a.iter().enumerate() {
        for (j, y) in b.iter().enumerate() {
            out[i + j] += x * y;
        }
    }
    out
}

/// The coefficients of the Daubechies wavelet's low-pass filter of order `p` (`2 p` taps).
///
/// Equivalent to `scipy.signal.daub(p)` (SciPy before 1.15, whose algorithm this follows):
/// closed forms for `p` 1 to 3; for `4 <= p <= 34` the roots of
/// `sum_k comb(p - 1 + k, k) y^k` (NumPy's companion-matrix roots) give the zeros
/// outside the unit circle, multiplied by `(1 + z)^p` and scaled to sum to `sqrt(2)`. Float64 on
/// the CPU.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] naming `daub` for `p < 1` and for `p >= 35` (SciPy's
/// `ValueError`s: the factorisation is not accurate beyond).
///
/// ```
/// let h = gsci_signal::daub(2)?.to_vec()?;
/// let s3 = 3f64.sqrt();
/// let f = 2f64.sqrt() / 8.0;
/// assert!((h[0] - f * (1.0 + s3)).abs() < 1e-16 && (h[3] - f * (1.0 - s3)).abs() < 1e-16);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn daub(p: usize) -> Result<Array<f64>> {
    const OP: &str = "daub";
    let sqrt = f64::sqrt;
    let v: Vec<f64> = match p {
        0 => return Err(invalid(OP, "p must be at least 1")),
        1 => {
            let c = 1.0 / sqrt(2.0);
            vec![c, c]
        }
        2 => {
            let f = sqrt(2.0) / 8.0;
            let c = sqrt(3.0);
            vec![f * (1.0 + c), f * (3.0 + c), f * (3.0 - c), f * (1.0 - c)]
        }
        3 => {
            let tmp = 12.0 * sqrt(10.0);
            let z1 = Complex64::new(
                1.5 + sqrt(15.0 + tmp) / 6.0,
                -(sqrt(15.0) + sqrt(tmp - 15.0)) / 6.0,
            );
            let z1c = z1.conj();
            let f = sqrt(2.0) / 8.0;
            let one = Complex64::new(1.0, 0.0);
            let d0 = ((one - z1) * (one - z1c)).re;
            let a0 = (z1 * z1c).re;
            let a1 = 2.0 * z1.re;
            [
                a0,
                3.0 * a0 - a1,
                3.0 * a0 - 3.0 * a1 + 1.0,
                a0 - 3.0 * a1 + 3.0,
                3.0 - a1,
                1.0,
            ]
            .iter()
            .map(|x| f / d0 * x)
            .collect()
        }
        4..=34 => {
            // P = [comb(p - 1 + k, k) for k in range(p)][::-1], exact integers then floats.
            let comb = |n: u128, k: u128| -> u128 {
                let mut c: u128 = 1;
                for i in 0..k {
                    c = c * (n - i) / (i + 1);
                }
                c
            };
            let pc: Vec<f64> = (0..p as u128)
                .rev()
                .map(|k| comb(p as u128 - 1 + k, k) as f64)
                .collect();
            let yj = crate::design::poly::roots(OP, &pc)?;
            let mut q = vec![Complex64::new(1.0, 0.0)];
            for &y in yj.iter().take(p - 1) {
                let part = 2.0 * (y * (y - 1.0)).sqrt();
                let cst = 1.0 - 2.0 * y;
                let mut z1 = cst + part;
                if z1.norm() < 1.0 {
                    z1 = cst - part;
                }
                q = poly_mul(&q, &[Complex64::new(1.0, 0.0), -z1]);
            }
            // c = poly1d([1, 1])**p; q = c * real(q).
            let mut c = vec![Complex64::new(1.0, 0.0)];
            for _ in 0..p {
                c = poly_mul(&c, &[Complex64::new(1.0, 0.0), Complex64::new(1.0, 0.0)]);
            }
            let qr: Vec<Complex64> = q.iter().map(|z| Complex64::new(z.re, 0.0)).collect();
            let q: Vec<f64> = poly_mul(&c, &qr).iter().map(|z| z.re).collect();
            let s: f64 = q.iter().sum();
            q.iter().rev().map(|x| x / s * sqrt(2.0)).collect()
        }
        _ => {
            return Err(invalid(
                OP,
                format!(
                    "polynomial factorization does not work well for p too large (p = {p}; at most 34)"
                ),
            ));
        }
    };
    let n = v.len();
    Array::from_vec(v, &[n], &Device::cpu())
}

/// [`cascade`]'s result: the dyadic points and the scaling and wavelet functions there.
#[derive(Clone, Debug)]
pub struct CascadeResult {
    /// The dyadic points `k / 2^J`, `0 <= k < N 2^J`.
    pub x: Array<f64>,
    /// The scaling function `phi(x)`.
    pub phi: Array<f64>,
    /// The wavelet function `psi(x)`.
    pub psi: Array<f64>,
}

/// The scaling and wavelet functions of a filter at dyadic points, by the cascade algorithm.
///
/// Equivalent to `scipy.signal.cascade(hk, J=7)` (SciPy before 1.15, whose algorithm this
/// follows): the eigenvector of eigenvalue 1 of the `N x N` two-scale matrix (normalised to
/// sum 1) gives `phi` at the integers, then each level halves the spacing. Float64 on the CPU.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] naming `cascade` for `J < 1` ("too few levels"),
/// `J > 30 - log2(N + 1)` ("too many levels"), fewer than 2 taps, or non-finite taps.
///
/// ```
/// let hk = gsci_signal::daub(2)?.to_vec()?;
/// let r = gsci_signal::cascade(&hk, 4)?;
/// assert_eq!(r.x.shape(), &[3 * 16]);
/// // phi integrates to 1: the sum over the grid times the spacing.
/// let s: f64 = r.phi.to_vec()?.iter().sum::<f64>() / 16.0;
/// assert!((s - 1.0).abs() < 1e-12);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cascade(hk: &[f64], j: usize) -> Result<CascadeResult> {
    const OP: &str = "cascade";
    if hk.len() < 2 {
        return Err(invalid(
            OP,
            format!("hk needs at least 2 taps, got {}", hk.len()),
        ));
    }
    if hk.iter().any(|v| !v.is_finite()) {
        return Err(invalid(OP, "hk must be finite"));
    }
    let n = hk.len() - 1;
    if (j as f64) > 30.0 - ((n + 1) as f64).log2() {
        return Err(invalid(OP, format!("too many levels (J = {j})")));
    }
    if j < 1 {
        return Err(invalid(OP, "too few levels (J = 0)"));
    }
    let s2 = 2f64.sqrt();
    let gk = qmf_vec(hk);
    let tap = |h: &[f64], i: isize| -> f64 {
        if i >= 0 && (i as usize) <= n {
            h[i as usize]
        } else {
            0.0
        }
    };
    // m[a][b] (N x N, row-major): m[a][b][r][c] = sqrt(2) * (h or g)[2 r - c + b].
    let build = |h: &[f64], b: isize| -> Vec<f64> {
        let mut m = vec![0.0; n * n];
        for r in 0..n {
            for c in 0..n {
                m[r * n + c] = tap(h, 2 * r as isize - c as isize + b) * s2;
            }
        }
        m
    };
    let m = [[build(hk, 0), build(hk, 1)], [build(&gk, 0), build(&gk, 1)]];
    let dot = |a: &[f64], v: &[f64]| -> Vec<f64> {
        (0..n)
            .map(|r| (0..n).map(|c| a[r * n + c] * v[c]).sum())
            .collect()
    };
    let step = 1usize << j;
    let len = n * step;
    let x: Vec<f64> = (0..len).map(|k| k as f64 / step as f64).collect();
    let mut phi = vec![0.0; len];
    let mut psi = vec![0.0; len];
    let m00 = Array::from_vec(m[0][0].clone(), &[n, n], &Device::cpu())?;
    let e = gsci_linalg::eig(&m00, &gsci_linalg::EigOptions::default())?;
    let lam = e.w.to_vec()?;
    let vr =
        e.vr.ok_or_else(|| invalid(OP, "the eigenvectors were not computed"))?
            .to_vec()?;
    let mut ind = 0;
    for (i, l) in lam.iter().enumerate() {
        if (l - 1.0).norm() < (lam[ind] - 1.0).norm() {
            ind = i;
        }
    }
    let mut v: Vec<f64> = (0..n).map(|r| vr[r * n + ind].re).collect();
    let mut sm: f64 = v.iter().sum();
    if sm < 0.0 {
        v.iter_mut().for_each(|e| *e = -*e);
        sm = -sm;
    }
    let mut bitdic: std::collections::HashMap<String, Vec<f64>> = Default::default();
    let v0: Vec<f64> = v.iter().map(|e| e / sm).collect();
    let v1 = dot(&m[0][1], &v0);
    let put = |dst: &mut [f64], start: usize, vals: &[f64]| {
        for (k, val) in vals.iter().enumerate() {
            dst[start + k * step] = *val;
        }
    };
    put(&mut phi, 0, &v0);
    put(&mut phi, 1 << (j - 1), &v1);
    put(&mut psi, 0, &dot(&m[1][0], &v0));
    put(&mut psi, 1 << (j - 1), &dot(&m[1][1], &v0));
    bitdic.insert("0".into(), v0);
    bitdic.insert("1".into(), v1);
    let mut prevkeys = vec!["1".to_string()];
    for level in 2..=j {
        let newkeys: Vec<String> = ["0", "1"]
            .iter()
            .flat_map(|xx| prevkeys.iter().map(move |yy| format!("{xx}{yy}")))
            .collect();
        let fac = 1usize << (j - level);
        for key in &newkeys {
            let num = key
                .bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'1')
                .map(|(pos, _)| 1usize << (level - 1 - pos))
                .sum::<usize>();
            let past = bitdic[&key[1..]].clone();
            let ii = usize::from(key.as_bytes()[0] == b'1');
            let temp = dot(&m[0][ii], &past);
            put(&mut phi, num * fac, &temp);
            put(&mut psi, num * fac, &dot(&m[1][ii], &past));
            bitdic.insert(key.clone(), temp);
        }
        prevkeys = newkeys;
    }
    let cpu = Device::cpu();
    Ok(CascadeResult {
        x: Array::from_vec(x, &[len], &cpu)?,
        phi: Array::from_vec(phi, &[len], &cpu)?,
        psi: Array::from_vec(psi, &[len], &cpu)?,
    })
}
