//! SciPy's smoothing filters with mirror-symmetric boundaries: `sepfir2d`, `symiirorder1`,
//! `symiirorder2`.
//!
//! Each is composed of the crate's device primitives, so both backends run the same plan: the
//! separable FIR is two passes of the direct convolution kernel with the symmetric extension;
//! the IIR smoothers compute their mirror-symmetric initial conditions as weighted sums of the
//! first (last) samples (weights from SciPy's formulas, their count from SciPy's convergence
//! loop, both on the host in SciPy's precision) and then run [`lfilter`]/[`sosfilt`] forward and
//! backward (the parallel recurrence on the GPU).

use super::conv::direct;
use super::{FilterElement, invalid};
use super::{LfilterOptions, SosfiltOptions, lfilter, sosfilt};
use gsci_core::{Array, Complex64, DType, Result, concatenate};

/// Keyword arguments of [`symiirorder1`].
#[derive(Clone, Debug)]
pub struct Symiirorder1Options {
    /// Precision of the mirror-symmetric initial condition's sum (default -1.0: SciPy's, 1e-6
    /// for float32/complex64 and 1e-11 for float64/complex128; any value outside (0, 1] means
    /// the default).
    pub precision: f64,
}

impl Default for Symiirorder1Options {
    fn default() -> Self {
        Symiirorder1Options { precision: -1.0 }
    }
}

/// Keyword arguments of [`symiirorder2`].
#[derive(Clone, Debug)]
pub struct Symiirorder2Options {
    /// Precision of the mirror-symmetric initial conditions' sums (default -1.0: SciPy's, 1e-6
    /// for float32 and 1e-11 for float64; any value outside (0, 1] means the default).
    pub precision: f64,
}

impl Default for Symiirorder2Options {
    fn default() -> Self {
        Symiirorder2Options { precision: -1.0 }
    }
}

const NOT_CONVERGED: &str = "Sum to find symmetric boundary conditions did not converge.";

/// `v` rounded to the real precision of `T` (f32 or f64), as a float64.
fn rnd<T: FilterElement>(v: f64) -> f64 {
    T::Real::from_f64(v).to_c64().re
}

fn is_single<T: FilterElement>() -> bool {
    <T::Real as gsci_core::Element>::DTYPE == DType::F32
}

/// SciPy's precision: the given one in (0, 1], else 1e-6 (single) or 1e-11 (double), rounded
/// to `T`'s real precision.
fn precision<T: FilterElement>(p: f64) -> f64 {
    let p = if p <= 0.0 || p > 1.0 {
        if is_single::<T>() { 1e-6 } else { 1e-11 }
    } else {
        p
    };
    rnd::<T>(p)
}

/// The signal as rows `(M, N)` (a 1-D signal is one row).
fn as_rows<T: FilterElement>(op: &'static str, x: &Array<T>) -> Result<Array<T>> {
    match x.ndim() {
        1 => x.reshape(&[1, x.shape()[0] as isize])?.to_contiguous(),
        2 => x.to_contiguous(),
        d => Err(invalid(
            op,
            format!("input: Input must be 1D or 2D (got {d}-D)"),
        )),
    }
}

fn back<T: FilterElement>(y: Array<T>, one_d: bool) -> Result<Array<T>> {
    if one_d {
        let n = y.shape()[1] as isize;
        y.reshape(&[n])?.to_contiguous()
    } else {
        Ok(y)
    }
}

/// `sum_k w[k] x[r, lo + k]` for every row `r` of `x` (rows, N): shape (rows, 1), on x's device
/// (the direct convolution kernel, one output per row).
fn weighted_sum<T: FilterElement>(x: &Array<T>, lo: usize, w: &[T]) -> Result<Array<T>> {
    let rows = x.shape()[0];
    let k = w.len();
    let part = x
        .slice_axis(1, Some(lo as isize), Some((lo + k) as isize), 1)?
        .to_contiguous()?;
    // out = sum_i in2[i] part[k - 1 - i]: in2 is w reversed
    let rev: Vec<T> = w.iter().rev().copied().collect();
    let in2 = Array::from_vec(rev, &[1, k], x.device())?;
    direct(&part, &in2, &[rows, 1], &[0, k - 1], 0, T::zero())
}

/// `a * x` for a (rows, 1) column `x` and a host scalar `a` (the kernel with one tap).
fn scale<T: FilterElement>(x: &Array<T>, a: T) -> Result<Array<T>> {
    let rows = x.shape()[0];
    let in2 = Array::from_vec(vec![a], &[1, 1], x.device())?;
    direct(x, &in2, &[rows, 1], &[0, 0], 0, T::zero())
}

fn coefs<T: FilterElement>(v: &[T], like: &Array<T>) -> Result<Array<T>> {
    Array::from_vec(v.to_vec(), &[v.len()], like.device())
}

/// Smoothing IIR filter `c0 / ((1 - z1/z) (1 - z1 z))` with mirror-symmetric boundaries (a
/// forward and a backward first-order section).
///
/// Equivalent to `scipy.signal.symiirorder1(signal, c0, z1, precision=-1.0)`: a 1-D signal, or a
/// 2-D batch filtered along its last axis; the result has the input's shape and dtype (f32,
/// f64, complex64, complex128). The initial condition sums `x[0] + sum_k z1^(k+1) x[k]` for as
/// many terms as SciPy's loop takes (`|z1|^k` below `precision`); its weights are summed in
/// one pass, so results agree with SciPy to the type's rounding, not bit for bit.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when `|z1| >= 1` ("|z1| must be less than 1.0"), the
/// input is not 1-D or 2-D, or the signal is too short for the initial condition's sum to
/// converge (SciPy's "Sum to find symmetric boundary conditions did not converge.").
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{symiirorder1, Symiirorder1Options};
/// let d = Device::cpu();
/// let x = Array::from_vec((0..32).map(|i| (i as f64 * 0.4).sin()).collect(), &[32], &d)?;
/// let y = symiirorder1(&x, 0.5, 0.2, &Symiirorder1Options::default())?.to_vec()?;
/// // scipy.signal.symiirorder1(np.sin(0.4 * np.arange(32)), 0.5, 0.2)[:2]
/// assert!((y[0] - 0.07248222).abs() < 1e-8 && (y[1] - 0.30442534).abs() < 1e-8);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn symiirorder1<T: FilterElement>(
    signal: &Array<T>,
    c0: T,
    z1: T,
    opts: &Symiirorder1Options,
) -> Result<Array<T>> {
    const OP: &str = "symiirorder1";
    if z1.abs_f64() >= 1.0 {
        return Err(invalid(
            OP,
            format!(
                "z1: |z1| must be less than 1.0 (got |z1| = {})",
                z1.abs_f64()
            ),
        ));
    }
    let one_d = signal.ndim() == 1;
    let x = as_rows(OP, signal)?;
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    // SciPy's loop (_sym_iir1_initial): powz1 *= z1 until |powz1|^2 <= precision^2 or k == N
    let prec = precision::<T>(opts.precision);
    let prec2 = rnd::<T>(prec * prec);
    let mut w: Vec<T> = Vec::new();
    let mut powz1 = T::from_f64(1.0);
    loop {
        powz1 = powz1 * z1;
        w.push(powz1);
        let a = rnd::<T>(powz1.abs_f64());
        let err = rnd::<T>(a * a);
        if !(err > prec2 && w.len() < n) {
            break;
        }
    }
    if w.len() >= n {
        return Err(invalid(
            OP,
            format!(
                "signal: {NOT_CONVERGED} (length {n}, |z1| = {})",
                z1.abs_f64()
            ),
        ));
    }
    if rows == 0 {
        return back(x, one_d);
    }
    // y0 = x[0] + sum_k z1^(k+1) x[k]
    w[0] = w[0] + T::from_f64(1.0);
    let y0 = weighted_sum(&x, 0, &w)?;
    let a = coefs(&[T::from_f64(1.0), -z1], &x)?;
    let b = coefs(&[T::from_f64(1.0)], &x)?;
    let zi = scale(&y0, z1)?;
    let tail = x.slice_axis(1, Some(1), None, 1)?.to_contiguous()?;
    let lo = LfilterOptions {
        axis: -1,
        zi: Some(&zi),
    };
    let y1 = lfilter(&b, &a, &tail, &lo)?.y;
    let y1 = concatenate(&[&y0, &y1], 1)?;
    // the backward system c0 / (1 - z1 z), started at its mirror-symmetric steady state
    let k = T::from_c64(-c0.to_c64() / (z1.to_c64() - Complex64::new(1.0, 0.0)));
    let last = y1
        .slice_axis(1, Some(n as isize - 1), None, 1)?
        .to_contiguous()?;
    let out_last = scale(&last, k)?;
    let zi = scale(&out_last, z1)?;
    let rev = y1
        .slice_axis(1, Some(n as isize - 2), None, -1)?
        .to_contiguous()?;
    let b = coefs(&[c0], &x)?;
    let lo = LfilterOptions {
        axis: -1,
        zi: Some(&zi),
    };
    let out = lfilter(&b, &a, &rev, &lo)?.y;
    let out = out.flip(Some(&[1]))?.to_contiguous()?;
    back(concatenate(&[&out, &out_last], 1)?, one_d)
}

/// SciPy's `_hc`: the steady state of the two-pole filter for a step input, in `T`'s
/// precision (cs is already rounded to it).
fn hc<T: FilterElement>(k: i64, cs: f64, r: f64, omega: f64) -> f64 {
    if k < 0 {
        return 0.0;
    }
    let kf = k as f64;
    let v = if omega == 0.0 {
        cs * r.powf(kf) * (kf + 1.0)
    } else if omega == std::f64::consts::PI {
        cs * r.powf(kf) * (kf + 1.0) * (1 - 2 * (k % 2)) as f64
    } else {
        cs * r.powf(kf) * (omega * (kf + 1.0)).sin() / omega.sin()
    };
    rnd::<T>(v)
}

/// SciPy's `_hs`: the steady state of the two-pole filter run backwards, in `T`'s precision.
fn hs<T: FilterElement>(k: i64, cs: f64, rsq: f64, omega: f64) -> f64 {
    let cssq = rnd::<T>(cs * cs);
    let k = k.abs();
    let kf = k as f64;
    let rsupk = rsq.powf(kf / 2.0);
    let v = if omega == 0.0 || omega == std::f64::consts::PI {
        let c0 = rnd::<T>((1.0 + rsq) / ((1.0 - rsq) * (1.0 - rsq) * (1.0 - rsq)) * cssq);
        let mut gamma = (1.0 - rsq) / (1.0 + rsq);
        if omega != 0.0 {
            gamma *= (1 - 2 * (k % 2)) as f64;
        }
        c0 * rsupk * (1.0 + gamma * kf)
    } else {
        let c0 = rnd::<T>(
            cssq * (1.0 + rsq) / (1.0 - rsq) / (1.0 - 2.0 * rsq * (2.0 * omega).cos() + rsq * rsq),
        );
        let gamma = (1.0 - rsq) / (1.0 + rsq) / omega.tan();
        c0 * rsupk * ((omega * kf).cos() + gamma * (omega * kf).sin())
    };
    rnd::<T>(v)
}

/// SciPy's convergence loop: `diff(k)` for k = 0, 1, ... until `diff^2 <= prec` or k == n;
/// the terms, or the error when the sum did not converge.
fn terms<T: FilterElement>(n: usize, prec: f64, diff: impl Fn(i64) -> f64) -> Result<Vec<f64>> {
    let mut v = Vec::new();
    loop {
        let d = diff(v.len() as i64);
        v.push(d);
        let err = rnd::<T>(d * d);
        if !(err > prec && v.len() < n) {
            break;
        }
    }
    if v.len() >= n {
        return Err(invalid(
            "symiirorder2",
            format!("input: {NOT_CONVERGED} (length {n})"),
        ));
    }
    Ok(v)
}

/// Smoothing IIR filter of second order, `cs^2 / ((1 - a2/z - a3/z^2) (1 - a2 z - a3 z^2))`
/// with `a2 = 2 r cos(omega)`, `a3 = -r^2`, `cs = 1 - 2 r cos(omega) + r^2`, with
/// mirror-symmetric boundaries.
///
/// Equivalent to `scipy.signal.symiirorder2(input, r, omega, precision=-1.0)`: a 1-D signal or
/// a 2-D batch filtered along its last axis; real input (f32, f64) as SciPy's. As SciPy 1.17
/// does, the backward initial conditions are computed from the input (not from the forward
/// pass's output) and their convergence test compares the squared term with `precision`
/// itself. Weighted sums are summed in one pass, so results agree with SciPy to the type's
/// rounding.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when `r >= 1` ("r must be less than 1.0"), the input
/// is not 1-D or 2-D, or the signal is too short for the initial conditions' sums to converge;
/// [`gsci_core::Error::Unsupported`] for complex input (SciPy has no complex kernel either).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{symiirorder2, Symiirorder2Options};
/// let d = Device::cpu();
/// let x = Array::from_vec((0..40).map(|i| (i as f64 * 0.3).cos()).collect(), &[40], &d)?;
/// let y = symiirorder2(&x, 0.5, 0.3, &Symiirorder2Options::default())?.to_vec()?;
/// // scipy.signal.symiirorder2(np.cos(0.3 * np.arange(40)), 0.5, 0.3)[:2]
/// assert!((y[0] - 0.86579753).abs() < 1e-8 && (y[1] - 0.80600602).abs() < 1e-8);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn symiirorder2<T: FilterElement>(
    input: &Array<T>,
    r: f64,
    omega: f64,
    opts: &Symiirorder2Options,
) -> Result<Array<T>> {
    const OP: &str = "symiirorder2";
    if T::IS_COMPLEX {
        return Err(gsci_core::Error::Unsupported {
            what: format!("{OP} of {:?} input (real input only, as SciPy)", T::DTYPE),
            backend: format!("{:?}", input.device()),
        });
    }
    if r >= 1.0 {
        return Err(invalid(OP, format!("r: r must be less than 1.0 (got {r})")));
    }
    let one_d = input.ndim() == 1;
    let x = as_rows(OP, input)?;
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    let rsq = r * r;
    let a2 = 2.0 * r * omega.cos();
    let a3 = -rsq;
    let cs_py = 1.0 - 2.0 * r * omega.cos() + rsq;
    // the C code's `T cs = 1 - 2 * r * cos(omega) + r * r`
    let cs = rnd::<T>(cs_py);
    let prec = precision::<T>(opts.precision);
    // forward: yp0 = hc(0) x[0] + sum_k hc(k+1) x[k]; yp1 = hc(0) x[1] + hc(1) x[0] +
    // sum_k hc(k+2) x[k]; the loops compare diff^2 with precision^2
    let prec2 = rnd::<T>(prec * prec);
    let f0 = terms::<T>(n, prec2, |k| hc::<T>(k + 1, cs, r, omega))?;
    let f1 = terms::<T>(n, prec2, |k| hc::<T>(k + 2, cs, r, omega))?;
    // backward: yb0 = sum_k (hs(k) + hs(k+1)) x[n-1-k]; yb1 = sum_k (hs(k-1) + hs(k+2))
    // x[n-1-k]; SciPy compares diff^2 with precision (not squared)
    let b0 = terms::<T>(n, prec, |k| {
        rnd::<T>(hs::<T>(k, cs, rsq, omega) + hs::<T>(k + 1, cs, rsq, omega))
    })?;
    let b1 = terms::<T>(n, prec, |k| {
        rnd::<T>(hs::<T>(k - 1, cs, rsq, omega) + hs::<T>(k + 2, cs, rsq, omega))
    })?;
    if n < 3 {
        return Err(invalid(OP, format!("input: {NOT_CONVERGED} (length {n})")));
    }
    if rows == 0 {
        return back(x, one_d);
    }
    let t = |v: f64| T::from_f64(v);
    let h0 = hc::<T>(0, cs, r, omega);
    let h1 = hc::<T>(1, cs, r, omega);
    let mut w0: Vec<T> = f0.iter().map(|v| t(*v)).collect();
    w0[0] = w0[0] + t(h0);
    let mut w1: Vec<T> = vec![T::zero(); f1.len().max(2)];
    for (i, v) in f1.iter().enumerate() {
        w1[i] = t(*v);
    }
    w1[0] = w1[0] + t(h1);
    w1[1] = w1[1] + t(h0);
    let fwd0 = weighted_sum(&x, 0, &w0)?;
    let fwd1 = weighted_sum(&x, 0, &w1)?;
    // backward sums run from the last sample down: reverse the weights over x[n-k..n]
    let rev = |v: &[f64]| -> Vec<T> { v.iter().rev().map(|d| t(*d)).collect() };
    let bwd0 = weighted_sum(&x, n - b0.len(), &rev(&b0))?;
    let bwd1 = weighted_sum(&x, n - b1.len(), &rev(&b1))?;
    let sos = Array::from_vec(
        vec![t(cs_py), T::zero(), T::zero(), t(1.0), t(-a2), t(-a3)],
        &[1, 6],
        x.device(),
    )?;
    // zi = [[a3, a2], [0, a3]] @ ic, as sosfilt's (1, rows, 2) state
    let zi_of = |i0: &Array<T>, i1: &Array<T>| -> Result<Array<T>> {
        let ic = concatenate(&[i0, i1], 1)?;
        let coef = Array::from_vec(vec![t(a2), t(a3)], &[1, 2], x.device())?;
        let z0 = direct(&ic, &coef, &[rows, 1], &[0, 1], 0, T::zero())?;
        let z1 = scale(i1, t(a3))?;
        concatenate(&[&z0, &z1], 1)?
            .reshape(&[1, rows as isize, 2])?
            .to_contiguous()
    };
    let zi = zi_of(&fwd0, &fwd1)?;
    let tail = x.slice_axis(1, Some(2), None, 1)?.to_contiguous()?;
    let so = SosfiltOptions {
        axis: -1,
        zi: Some(&zi),
    };
    let yf = sosfilt(&sos, &tail, &so)?.y;
    let yf = concatenate(&[&fwd0, &fwd1, &yf], 1)?;
    let zi = zi_of(&bwd0, &bwd1)?;
    let rev_in = yf
        .slice_axis(1, Some(n as isize - 3), None, -1)?
        .to_contiguous()?;
    let so = SosfiltOptions {
        axis: -1,
        zi: Some(&zi),
    };
    let y = sosfilt(&sos, &rev_in, &so)?.y;
    let y = y.flip(Some(&[1]))?.to_contiguous()?;
    back(concatenate(&[&y, &bwd1, &bwd0], 1)?, one_d)
}

/// Convolve with a 2-D separable FIR filter, with mirror-symmetric boundaries.
///
/// Equivalent to `scipy.signal.sepfir2d(input, hrow, hcol)`: `hrow` filters along each row
/// (axis 1), then `hcol` along each column (axis 0), both centred (odd lengths) and summed in
/// SciPy's order; the result has the input's shape and dtype. The boundary is the
/// half-sample symmetric extension (`x[-1] = x[0]`, ndimage's `reflect`), SciPy's; where a
/// filter is longer than twice the signal SciPy reads outside its buffer, this extends the
/// reflection periodically instead.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when the input is not 2-D or a filter's length is even
/// (SciPy: "hrow and hcol must be odd length").
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::sepfir2d;
/// let d = Device::cpu();
/// let x = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3], &d)?;
/// let y = sepfir2d(&x, &[1.0, 2.0, 1.0], &[0.0, 1.0, 0.0])?.to_vec()?;
/// assert_eq!(y, vec![5.0, 8.0, 11.0, 17.0, 20.0, 23.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn sepfir2d<T: FilterElement>(input: &Array<T>, hrow: &[T], hcol: &[T]) -> Result<Array<T>> {
    const OP: &str = "sepfir2d";
    if input.ndim() != 2 {
        return Err(invalid(
            OP,
            format!("input: must be 2-D (got {}-D)", input.ndim()),
        ));
    }
    if hrow.len() % 2 == 0 || hcol.len() % 2 == 0 {
        return Err(invalid(
            OP,
            format!(
                "hrow, hcol: hrow and hcol must be odd length (got {} and {})",
                hrow.len(),
                hcol.len()
            ),
        ));
    }
    let shape = input.shape().to_vec();
    let x = input.to_contiguous()?;
    if x.is_empty() {
        return Ok(x);
    }
    let hr = Array::from_vec(hrow.to_vec(), &[1, hrow.len()], x.device())?;
    let hc = Array::from_vec(hcol.to_vec(), &[hcol.len(), 1], x.device())?;
    // out[m, n] = sum_j h[j] x_ext[m, n + len/2 - j], mode 2: the symmetric extension
    let tmp = direct(&x, &hr, &shape, &[0, hrow.len() / 2], 2, T::zero())?;
    direct(&tmp, &hc, &shape, &[hcol.len() / 2, 0], 2, T::zero())
}
