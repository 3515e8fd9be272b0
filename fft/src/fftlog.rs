//! Fast Hankel transforms: `fht`, `ifht`, `fhtoffset` (scipy.fft), SciPy's FFTLog algorithm
//! (Hamilton 2000; `scipy/fft/_fftlog_backend.py`).
//!
//! The coefficient array needs log-gamma of complex arguments: it is computed on the host (in
//! f64, [`loggamma`]) and uploaded; the transform itself is `rfft`, a product with the
//! coefficients, `irfft` and a reversal, through this crate's transforms and gsci-core's ufuncs,
//! so it runs on either backend. Computation is in f64; the result has the input's dtype.

use crate::{FftFloat, FftOptions, irfft, rfft};
use gsci_core::{Array, Complex64, Error, Result, ufunc};
use std::f64::consts::{LN_2, PI};

/// Keyword arguments of [`fht`] and [`ifht`] (SciPy's defaults: 0, 0).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FhtOptions {
    /// Offset of the uniform logarithmic spacing of the output (`offset`).
    pub offset: f64,
    /// Exponent of the power-law bias (`bias`).
    pub bias: f64,
}

/// Keyword arguments of [`fhtoffset`] (SciPy's defaults: 0, 0).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct FhtoffsetOptions {
    /// Initial value for the offset (`initial`).
    pub initial: f64,
    /// Exponent of the power-law bias (`bias`).
    pub bias: f64,
}

/// The principal branch of log Γ(z) for complex z, analytic off the negative real axis
/// (`scipy.special.loggamma`'s branch: continuous from the positive real axis).
///
/// Upward recurrence log Γ(z) = log Γ(z + N) - Σ log(z + k) (principal logs, which keeps the
/// branch continuous in each half plane) to Re(z + N) >= 10, then Stirling's series.
pub(crate) fn loggamma(z: Complex64) -> Complex64 {
    if !(z.re.is_finite() && z.im.is_finite()) {
        return Complex64::new(f64::NAN, f64::NAN);
    }
    if z.im == 0.0 && z.re <= 0.0 && z.re == z.re.floor() {
        // A pole.
        return Complex64::new(f64::INFINITY, 0.0);
    }
    let mut w = z;
    let mut shift = Complex64::new(0.0, 0.0);
    while w.re < 10.0 {
        shift += w.ln();
        w.re += 1.0;
    }
    // Stirling: (w - 1/2) log w - w + log(2 pi)/2 + sum B_2k / (2k (2k - 1) w^(2k - 1)).
    const C: [f64; 8] = [
        1.0 / 12.0,
        -1.0 / 360.0,
        1.0 / 1260.0,
        -1.0 / 1680.0,
        1.0 / 1188.0,
        -691.0 / 360360.0,
        1.0 / 156.0,
        -3617.0 / 122400.0,
    ];
    let inv = w.inv();
    let inv2 = inv * inv;
    let mut series = Complex64::new(0.0, 0.0);
    for c in C.iter().rev() {
        series = series * inv2 + *c;
    }
    series *= inv;
    let half_ln_2pi = 0.5 * (2.0 * PI).ln();
    (w - 0.5) * w.ln() - w + half_ln_2pi + series - shift
}

/// Γ(a + m) / Γ(a) for real a, m (`scipy.special.poch`), for the coefficient at zero frequency
/// when log Γ is not finite there.
fn poch(a: f64, m: f64) -> f64 {
    let pole = |x: f64| x <= 0.0 && x == x.floor();
    match (pole(a), pole(a + m)) {
        // Γ(a+m)/Γ(a) = (-1)^m Γ(1-a)/Γ(1-a-m) by reflection (m an integer here).
        (true, true) => {
            let sign = if (m as i64) % 2 == 0 { 1.0 } else { -1.0 };
            let l =
                loggamma(Complex64::new(1.0 - a, 0.0)) - loggamma(Complex64::new(1.0 - a - m, 0.0));
            sign * l.re.exp() * l.im.cos()
        }
        (true, false) => 0.0,
        (false, true) => f64::INFINITY,
        (false, false) => {
            let l = loggamma(Complex64::new(a + m, 0.0)) - loggamma(Complex64::new(a, 0.0));
            l.re.exp() * l.im.cos()
        }
    }
}

/// `numpy.linspace(0, stop, num)`.
fn linspace(stop: f64, num: usize) -> Vec<f64> {
    if num == 1 {
        return vec![0.0];
    }
    let step = stop / (num - 1) as f64;
    let mut y: Vec<f64> = (0..num).map(|k| k as f64 * step).collect();
    y[num - 1] = stop;
    y
}

/// SciPy's `fhtcoeff`: the `n / 2 + 1` coefficients of the transform.
fn fhtcoeff(n: usize, dln: f64, mu: f64, offset: f64, bias: f64, inverse: bool) -> Vec<Complex64> {
    let (lnkr, q) = (offset, bias);
    let xp = (mu + 1.0 + q) / 2.0;
    let xm = (mu + 1.0 - q) / 2.0;
    let m = n / 2 + 1;
    let y = linspace(PI * (n / 2) as f64 / (n as f64 * dln), m);
    let mut u: Vec<Complex64> = y
        .iter()
        .map(|&yk| {
            let v = loggamma(Complex64::new(xm, yk));
            let w = loggamma(Complex64::new(xp, yk));
            let re = w.re - v.re + LN_2 * q;
            let im = w.im + v.im + yk * (2.0 * (LN_2 - lnkr));
            Complex64::new(re, im).exp()
        })
        .collect();
    if n % 2 == 0 {
        u[m - 1].im = 0.0;
    }
    if !(u[0].re.is_finite() && u[0].im.is_finite()) {
        u[0] = Complex64::new(2f64.powf(q) * poch(xm, xp - xm), 0.0);
    }
    let inf = u[0].re.is_infinite() || u[0].im.is_infinite();
    if inf && !inverse {
        // SciPy warns "singular transform; consider changing the bias".
        u[0] = Complex64::new(0.0, 0.0);
    } else if u[0] == Complex64::new(0.0, 0.0) && inverse {
        // SciPy warns "singular inverse transform; consider changing the bias".
        u[0] = Complex64::new(f64::INFINITY, 0.0);
    }
    u
}

fn check_args(
    op: &'static str,
    shape: &[usize],
    dln: f64,
    mu: f64,
    o: &FhtOptions,
) -> Result<bool> {
    if shape.is_empty() {
        return Err(Error::InvalidShape {
            op,
            shape: shape.to_vec(),
            reason: "the input must be at least one-dimensional".into(),
        });
    }
    if shape[shape.len() - 1] == 0 {
        return Err(Error::InvalidShape {
            op,
            shape: shape.to_vec(),
            reason: "the last axis must not be empty".into(),
        });
    }
    // SciPy's arithmetic turns a NaN parameter (and an infinite mu, offset or bias) into an
    // all-NaN transform: the same here (`Ok(true)`). An infinite dln is refused (SciPy's
    // result, the input reversed, is an artefact of 0 * inf in its coefficients).
    if dln.is_infinite() {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("dln = {dln} is not finite"),
        });
    }
    Ok([dln, mu, o.offset, o.bias].iter().any(|v| !v.is_finite()))
}

/// The all-NaN result of a transform with a NaN parameter.
fn all_nan<T: FftFloat>(a: &Array<T>) -> Result<Array<T>> {
    Array::<f64>::full(a.shape(), f64::NAN, a.device())?.astype::<T>()
}

/// `exp(sign * bias * ((j - (n - 1) / 2) * dln + shift))` over the last axis, as an array.
fn bias_factor(
    a_dev: &gsci_core::Device,
    n: usize,
    dln: f64,
    bias: f64,
    shift: f64,
    sign: f64,
) -> Result<Array<f64>> {
    let jc = (n as f64 - 1.0) / 2.0;
    let v: Vec<f64> = (0..n)
        .map(|j| (sign * bias * ((j as f64 - jc) * dln + shift)).exp())
        .collect();
    Array::from_vec(v, &[n], a_dev)
}

/// The biased transform `_fhtq`: rfft, product with `coeff`, irfft of length n, reversed.
fn fhtq(a: &Array<f64>, coeff: Vec<Complex64>) -> Result<Array<f64>> {
    let n = a.shape()[a.ndim() - 1];
    let u = Array::from_vec(coeff, &[n / 2 + 1], a.device())?;
    let spec = rfft(a, &FftOptions::default())?;
    let prod: Array<Complex64> = ufunc::multiply(&spec, &u)?;
    let back = irfft(
        &prod,
        &FftOptions {
            n: Some(n),
            ..Default::default()
        },
    )?;
    back.flip(Some(&[-1]))
}

/// Fast Hankel transform of a logarithmically spaced periodic sequence, over the last axis.
///
/// Equivalent to `scipy.fft.fht`.
///
/// `a` holds values at `r_j = r_c exp((j - j_c) dln)`; `mu` is the order of the Bessel
/// function. Computes in f64; the result has `a`'s dtype and shape.
///
/// # Errors
/// [`Error::InvalidShape`] for a 0-d input or an empty last axis; [`Error::InvalidArgument`]
/// for an infinite `dln`. A NaN parameter (or an infinite `mu`, `offset` or `bias`) gives an
/// all-NaN result, as SciPy's.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{FhtOptions, fht, ifht};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 2.0, 1.0, 0.5], &[6], &Device::cpu())?;
/// let opts = FhtOptions::default();
/// let back = ifht(&fht(&a, 0.1, 0.5, &opts)?, 0.1, 0.5, &opts)?;
/// let (x, y) = (a.to_vec()?, back.to_vec()?);
/// assert!(x.iter().zip(&y).all(|(p, q)| (p - q).abs() < 1e-12));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fht<T: FftFloat>(a: &Array<T>, dln: f64, mu: f64, opts: &FhtOptions) -> Result<Array<T>> {
    if check_args("fht", a.shape(), dln, mu, opts)? {
        return all_nan(a);
    }
    let n = a.shape()[a.ndim() - 1];
    let mut x = a.astype::<f64>()?;
    if opts.bias != 0.0 {
        let f = bias_factor(a.device(), n, dln, opts.bias, 0.0, -1.0)?;
        x = ufunc::multiply(&x, &f)?;
    }
    let u = fhtcoeff(n, dln, mu, opts.offset, opts.bias, false);
    let mut out = fhtq(&x, u)?;
    if opts.bias != 0.0 {
        let f = bias_factor(a.device(), n, dln, opts.bias, opts.offset, -1.0)?;
        out = ufunc::multiply(&out, &f)?;
    }
    out.astype::<T>()
}

/// Inverse of [`fht`], over the last axis.
///
/// Equivalent to `scipy.fft.ifht`.
///
/// # Errors
/// As [`fht`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{FhtOptions, ifht};
/// let a = Array::from_vec(vec![1.0f64, 0.5, 0.25, 0.125], &[4], &Device::cpu())?;
/// let r = ifht(&a, 0.2, 0.0, &FhtOptions { offset: 0.1, bias: 0.0 })?;
/// assert_eq!(r.shape(), &[4]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn ifht<T: FftFloat>(a: &Array<T>, dln: f64, mu: f64, opts: &FhtOptions) -> Result<Array<T>> {
    if check_args("ifht", a.shape(), dln, mu, opts)? {
        return all_nan(a);
    }
    let n = a.shape()[a.ndim() - 1];
    let mut x = a.astype::<f64>()?;
    if opts.bias != 0.0 {
        let f = bias_factor(a.device(), n, dln, opts.bias, opts.offset, 1.0)?;
        x = ufunc::multiply(&x, &f)?;
    }
    // A / conj(u) as a product with 1 / conj(u) (0 where u is infinite, as the division gives).
    let w: Vec<Complex64> = fhtcoeff(n, dln, mu, opts.offset, opts.bias, true)
        .into_iter()
        .map(|u| {
            if u.re.is_infinite() || u.im.is_infinite() {
                Complex64::new(0.0, 0.0)
            } else {
                Complex64::new(1.0, 0.0) / u.conj()
            }
        })
        .collect();
    let mut out = fhtq(&x, w)?;
    if opts.bias != 0.0 {
        // a /= exp(-bias (j - j_c) dln)
        let f = bias_factor(a.device(), n, dln, opts.bias, 0.0, 1.0)?;
        out = ufunc::multiply(&out, &f)?;
    }
    out.astype::<T>()
}

/// The offset closest to `initial` that fulfils FFTLog's low-ringing condition for [`fht`] with
/// spacing `dln`, order `mu` and bias `bias`.
///
/// Equivalent to `scipy.fft.fhtoffset`.
///
/// # Errors
/// [`Error::InvalidArgument`] for non-finite arguments or `dln == 0`.
///
/// ```
/// use gsci_fft::{FhtoffsetOptions, fhtoffset};
/// let o = fhtoffset(0.1, 2.0, &FhtoffsetOptions { initial: 0.5, bias: 0.0 })?;
/// assert!((o - 0.5454581477676637).abs() < 1e-13);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fhtoffset(dln: f64, mu: f64, opts: &FhtoffsetOptions) -> Result<f64> {
    for (name, v) in [
        ("dln", dln),
        ("mu", mu),
        ("initial", opts.initial),
        ("bias", opts.bias),
    ] {
        if !v.is_finite() {
            return Err(Error::InvalidArgument {
                op: "fhtoffset",
                reason: format!("{name} = {v} is not finite"),
            });
        }
    }
    if dln == 0.0 {
        return Err(Error::InvalidArgument {
            op: "fhtoffset",
            reason: "dln must not be 0".into(),
        });
    }
    let (lnkr, q) = (opts.initial, opts.bias);
    let xp = (mu + 1.0 + q) / 2.0;
    let xm = (mu + 1.0 - q) / 2.0;
    let y = PI / (2.0 * dln);
    let zp = loggamma(Complex64::new(xp, y));
    let zm = loggamma(Complex64::new(xm, y));
    let arg = (LN_2 - lnkr) / dln + (zp.im + zm.im) / PI;
    Ok(lnkr + (arg - arg.round_ties_even()) * dln)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loggamma_matches_known_values() {
        // log Γ(1) = log Γ(2) = 0; Γ(1/2) = sqrt(pi); Γ(5) = 24.
        for (x, want) in [
            (1.0, 0.0),
            (2.0, 0.0),
            (0.5, 0.5 * PI.ln()),
            (5.0, 24f64.ln()),
        ] {
            let g = loggamma(Complex64::new(x, 0.0));
            assert!(
                (g.re - want).abs() < 1e-14 && g.im.abs() < 1e-15,
                "{x}: {g}"
            );
        }
        // |Γ(iy)|^2 = pi / (y sinh(pi y)).
        for y in [0.3, 1.0, 7.5, 40.0] {
            let g = loggamma(Complex64::new(0.0, y));
            let want = 0.5 * (PI / (y * (PI * y).sinh())).ln();
            assert!(
                (g.re - want).abs() < 1e-13 * want.abs().max(1.0),
                "iy {y}: {g}"
            );
        }
        // Conjugate symmetry and the recurrence log Γ(z + 1) = log Γ(z) + log z (upper half
        // plane, no branch crossing).
        let z = Complex64::new(-2.3, 0.7);
        let a = loggamma(z);
        assert!((loggamma(z.conj()) - a.conj()).norm() < 1e-13);
        assert!((loggamma(z + 1.0) - (a + z.ln())).norm() < 1e-13);
    }

    #[test]
    fn poch_special_cases() {
        assert_eq!(poch(0.0, 0.0), 1.0);
        assert_eq!(poch(-1.0, 0.5), 0.0);
        assert!((poch(3.0, 2.0) - 12.0).abs() < 1e-12);
        // poch(a, 1) = a, also at a pole.
        assert!((poch(-2.0, 1.0) + 2.0).abs() < 1e-12);
    }
}
