//! Conversions between filter forms and the analog frequency transformations:
//! `tf2zpk`, `zpk2tf`, `zpk2sos`, `tf2sos`, `sos2tf`, `sos2zpk`, `normalize`, `bilinear`,
//! `bilinear_zpk`, `lp2lp`, `lp2hp`, `lp2bp`, `lp2bs` and their `_zpk` forms.

use num_complex::Complex64;

use super::poly::{convolve, poly_real, roots, trim_front};
use super::{Zpk, arr, arr2, carr, host_sos, host1, invalid};
use crate::{Array, Result};

const C0: Complex64 = Complex64 { re: 0.0, im: 0.0 };

fn c(re: f64) -> Complex64 {
    Complex64::new(re, 0.0)
}

// ------------------------------------------------------------------ normalize

pub(crate) fn normalize_v(op: &'static str, b: &[f64], a: &[f64]) -> Result<(Vec<f64>, Vec<f64>)> {
    if a.iter().all(|&v| v == 0.0) {
        return Err(invalid(
            op,
            "Denominator must have at least on nonzero element.",
        ));
    }
    let den = trim_front(a);
    let d0 = den[0];
    let mut num: Vec<f64> = b.iter().map(|v| v / d0).collect();
    let den: Vec<f64> = den.iter().map(|v| v / d0).collect();
    let mut lead = num.iter().take_while(|v| v.abs() <= 1e-14).count();
    if lead > 0 {
        if lead == num.len() {
            lead -= 1;
        }
        num.drain(..lead);
    }
    Ok((num, den))
}

/// Normalises the numerator and denominator of a transfer function so that `a[0] == 1`.
///
/// Equivalent to `scipy.signal.normalize` (1-D numerator; SciPy's `BadCoefficients` warning is
/// not raised, the leading near-zero numerator coefficients are dropped as SciPy does).
///
/// # Errors
/// `InvalidArgument` when `a` is all zeros or an input is not 1-D.
///
/// ```
/// use gsci_signal::{normalize, Array, Device};
/// let cpu = Device::cpu();
/// let (b, a) = normalize(&Array::from_slice_1d(&[2.0, 4.0], &cpu)?, &Array::from_slice_1d(&[2.0, 1.0], &cpu)?)?;
/// assert_eq!(b.to_vec()?, vec![1.0, 2.0]);
/// assert_eq!(a.to_vec()?, vec![1.0, 0.5]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn normalize(b: &Array<f64>, a: &Array<f64>) -> Result<(Array<f64>, Array<f64>)> {
    const OP: &str = "normalize";
    let (b, a) = normalize_v(OP, &host1(OP, "b", b)?, &host1(OP, "a", a)?)?;
    Ok((arr(b)?, arr(a)?))
}

// ------------------------------------------------------------------ tf <-> zpk

pub(crate) fn tf2zpk_v(op: &'static str, b: &[f64], a: &[f64]) -> Result<Zpk> {
    let (b, a) = normalize_v(op, b, a)?;
    let k = b[0];
    let bn: Vec<f64> = b.iter().map(|v| v / k).collect();
    let z = roots(op, &bn)?;
    let p = roots(op, &a)?;
    Ok(Zpk { z, p, k })
}

/// Zeros, poles and gain of a transfer function.
///
/// Equivalent to `scipy.signal.tf2zpk` (the roots are `numpy.roots`' companion-matrix
/// eigenvalues; their order may differ from LAPACK's).
///
/// # Errors
/// `InvalidArgument` when `a` is all zeros or an input is not 1-D.
///
/// ```
/// use gsci_signal::{tf2zpk, Array, Device};
/// let cpu = Device::cpu();
/// let (z, p, k) = tf2zpk(&Array::from_slice_1d(&[2.0, -2.0], &cpu)?, &Array::from_slice_1d(&[1.0, 0.5], &cpu)?)?;
/// assert!((z.to_vec()?[0].re - 1.0).abs() < 1e-15 && (p.to_vec()?[0].re + 0.5).abs() < 1e-15);
/// assert_eq!(k, 2.0);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn tf2zpk(b: &Array<f64>, a: &Array<f64>) -> Result<(Array<Complex64>, Array<Complex64>, f64)> {
    const OP: &str = "tf2zpk";
    let r = tf2zpk_v(OP, &host1(OP, "b", b)?, &host1(OP, "a", a)?)?;
    Ok((carr(r.z)?, carr(r.p)?, r.k))
}

pub(crate) fn zpk2tf_v(
    op: &'static str,
    z: &[Complex64],
    p: &[Complex64],
    k: f64,
) -> Result<(Vec<f64>, Vec<f64>)> {
    let bz = poly_real(z).ok_or_else(|| {
        invalid(op, "the zeros are not in complex-conjugate pairs: the numerator would be complex (unsupported)")
    })?;
    let a = poly_real(p).ok_or_else(|| {
        invalid(op, "the poles are not in complex-conjugate pairs: the denominator would be complex (unsupported)")
    })?;
    let b = bz.iter().map(|v| k * v).collect();
    Ok((b, a))
}

/// Transfer-function coefficients from zeros, poles and gain.
///
/// Equivalent to `scipy.signal.zpk2tf` (1-D `z`; real results, so zeros and poles must come in
/// conjugate pairs).
///
/// # Errors
/// `InvalidArgument` when `z` or `p` is not closed under conjugation (SciPy would return
/// complex coefficients) or not 1-D.
///
/// ```
/// use gsci_signal::{zpk2tf, Array, Device, Complex64};
/// let cpu = Device::cpu();
/// let z = Array::from_slice_1d(&[Complex64::new(1.0, 0.0)], &cpu)?;
/// let p = Array::from_slice_1d(&[Complex64::new(-0.5, 0.0)], &cpu)?;
/// let (b, a) = zpk2tf(&z, &p, 2.0)?;
/// assert_eq!(b.to_vec()?, vec![2.0, -2.0]);
/// assert_eq!(a.to_vec()?, vec![1.0, 0.5]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn zpk2tf(
    z: &Array<Complex64>,
    p: &Array<Complex64>,
    k: f64,
) -> Result<(Array<f64>, Array<f64>)> {
    const OP: &str = "zpk2tf";
    let (b, a) = zpk2tf_v(OP, &host1(OP, "z", z)?, &host1(OP, "p", p)?, k)?;
    Ok((arr(b)?, arr(a)?))
}

// ------------------------------------------------------------------ sos

/// SciPy's `pairing` of `zpk2sos`/`tf2sos`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pairing {
    /// `'nearest'` (the digital default).
    Nearest,
    /// `'keep_odd'`.
    KeepOdd,
    /// `'minimal'` (the analog default, and the only analog choice).
    Minimal,
}

/// Keyword arguments of [`zpk2sos`].
#[derive(Clone, Debug, Default)]
pub struct Zpk2sosOptions {
    /// `None` (default): `Nearest` for digital, `Minimal` for analog filters.
    pub pairing: Option<Pairing>,
    /// An analog filter (default `false`).
    pub analog: bool,
}

/// Keyword arguments of [`tf2sos`] (the same as [`Zpk2sosOptions`]).
#[derive(Clone, Debug, Default)]
pub struct Tf2sosOptions {
    /// `None` (default): `Nearest` for digital, `Minimal` for analog filters.
    pub pairing: Option<Pairing>,
    /// An analog filter (default `false`).
    pub analog: bool,
}

/// SciPy's `_cplxreal`: complex roots (one of each conjugate pair, positive imaginary part)
/// and real roots, each sorted.
pub(crate) fn cplxreal(op: &'static str, z: &[Complex64]) -> Result<(Vec<Complex64>, Vec<f64>)> {
    if z.is_empty() {
        return Ok((Vec::new(), Vec::new()));
    }
    let tol = 100.0 * f64::EPSILON;
    let mut z = z.to_vec();
    z.sort_by(|a, b| {
        a.re.partial_cmp(&b.re)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then(
                a.im.abs()
                    .partial_cmp(&b.im.abs())
                    .unwrap_or(std::cmp::Ordering::Equal),
            )
    });
    let is_real = |x: &Complex64| x.im.abs() <= tol * x.norm();
    let zr: Vec<f64> = z.iter().filter(|x| is_real(x)).map(|x| x.re).collect();
    if zr.len() == z.len() {
        return Ok((Vec::new(), zr));
    }
    let zc: Vec<Complex64> = z.iter().filter(|x| !is_real(x)).copied().collect();
    let mut zp: Vec<Complex64> = zc.iter().filter(|x| x.im > 0.0).copied().collect();
    let mut zn: Vec<Complex64> = zc.iter().filter(|x| x.im < 0.0).copied().collect();
    let nomatch = || {
        invalid(
            op,
            "Array contains complex value with no matching conjugate.",
        )
    };
    if zp.len() != zn.len() {
        return Err(nomatch());
    }
    // Runs of equal real parts are sorted by |imag| (in zp and zn separately).
    let mut i = 0;
    while i < zp.len() {
        let mut j = i;
        while j + 1 < zp.len() && zp[j + 1].re - zp[j].re <= tol * zp[j].norm() {
            j += 1;
        }
        if j > i {
            zp[i..=j].sort_by(|a, b| {
                a.im.abs()
                    .partial_cmp(&b.im.abs())
                    .unwrap_or(std::cmp::Ordering::Equal)
            });
            zn[i..=j].sort_by(|a, b| {
                a.im.abs()
                    .partial_cmp(&b.im.abs())
                    .unwrap_or(std::cmp::Ordering::Equal)
            });
        }
        i = j + 1;
    }
    if zp
        .iter()
        .zip(&zn)
        .any(|(a, b)| (a - b.conj()).norm() > tol * b.norm())
    {
        return Err(nomatch());
    }
    let zc = zp
        .iter()
        .zip(&zn)
        .map(|(a, b)| (a + b.conj()) / 2.0)
        .collect();
    Ok((zc, zr))
}

fn isreal(x: &Complex64) -> bool {
    x.im == 0.0
}

fn nearest_idx(op: &'static str, fro: &[Complex64], to: Complex64, which: u8) -> Result<usize> {
    let mut order: Vec<usize> = (0..fro.len()).collect();
    order.sort_by(|&i, &j| {
        (fro[i] - to)
            .norm()
            .partial_cmp(&(fro[j] - to).norm())
            .unwrap_or(std::cmp::Ordering::Equal)
    });
    let found = match which {
        b'a' => order.first().copied(),
        b'r' => order.iter().copied().find(|&i| isreal(&fro[i])),
        _ => order.iter().copied().find(|&i| !isreal(&fro[i])),
    };
    found.ok_or_else(|| {
        invalid(
            op,
            "no zero of the required kind is left to pair with a pole",
        )
    })
}

fn single_sos(op: &'static str, z: &[Complex64], p: &[Complex64]) -> Result<[f64; 6]> {
    let (b, a) = zpk2tf_v(op, z, p, 1.0)?;
    let mut s = [0.0; 6];
    s[3 - b.len()..3].copy_from_slice(&b);
    s[6 - a.len()..6].copy_from_slice(&a);
    Ok(s)
}

pub(crate) fn zpk2sos_v(
    op: &'static str,
    z: &[Complex64],
    p: &[Complex64],
    k: f64,
    pairing: Option<Pairing>,
    analog: bool,
) -> Result<Vec<[f64; 6]>> {
    let pairing = pairing.unwrap_or(if analog {
        Pairing::Minimal
    } else {
        Pairing::Nearest
    });
    if analog && pairing != Pairing::Minimal {
        return Err(invalid(
            op,
            "for analog zpk2sos conversion, pairing must be \"minimal\"",
        ));
    }
    if z.is_empty() && p.is_empty() {
        return Ok(vec![if analog {
            [0.0, 0.0, k, 0.0, 0.0, 1.0]
        } else {
            [k, 0.0, 0.0, 1.0, 0.0, 0.0]
        }]);
    }
    let mut z = z.to_vec();
    let mut p = p.to_vec();
    let n_sections;
    if pairing != Pairing::Minimal {
        let (lz, lp) = (z.len(), p.len());
        p.extend(std::iter::repeat_n(C0, lz.saturating_sub(lp)));
        z.extend(std::iter::repeat_n(C0, lp.saturating_sub(lz)));
        n_sections = p.len().max(z.len()).div_ceil(2);
        if p.len() % 2 == 1 && pairing == Pairing::Nearest {
            p.push(C0);
            z.push(C0);
        }
    } else {
        if p.len() < z.len() {
            return Err(invalid(
                op,
                "for analog zpk2sos conversion, must have len(p)>=len(z)",
            ));
        }
        n_sections = p.len().div_ceil(2);
    }
    let (zc, zr) = cplxreal(op, &z)?;
    let mut z: Vec<Complex64> = zc.into_iter().chain(zr.into_iter().map(c)).collect();
    let (pc, pr) = cplxreal(op, &p)?;
    let mut p: Vec<Complex64> = pc.into_iter().chain(pr.into_iter().map(c)).collect();
    let idx_worst = |p: &[Complex64]| -> usize {
        let key = |x: &Complex64| {
            if analog {
                x.re.abs()
            } else {
                (1.0 - x.norm()).abs()
            }
        };
        let mut best = 0;
        for i in 1..p.len() {
            if key(&p[i]) < key(&p[best]) {
                best = i;
            }
        }
        best
    };
    let mut sos = vec![[0.0; 6]; n_sections];
    for si in (0..n_sections).rev() {
        let p1_idx = idx_worst(&p);
        let p1 = p.remove(p1_idx);
        let n_real_p = p.iter().filter(|x| isreal(x)).count();
        if isreal(&p1) && n_real_p == 0 {
            if pairing != Pairing::Minimal {
                let zi = nearest_idx(op, &z, p1, b'r')?;
                let z1 = z.remove(zi);
                sos[si] = single_sos(op, &[z1, C0], &[p1, C0])?;
            } else if !z.is_empty() {
                let zi = nearest_idx(op, &z, p1, b'r')?;
                let z1 = z.remove(zi);
                sos[si] = single_sos(op, &[z1], &[p1])?;
            } else {
                sos[si] = single_sos(op, &[], &[p1])?;
            }
        } else if p.len() + 1 == z.len()
            && !isreal(&p1)
            && n_real_p == 1
            && z.iter().filter(|x| isreal(x)).count() == 1
        {
            let zi = nearest_idx(op, &z, p1, b'c')?;
            let z1 = z.remove(zi);
            sos[si] = single_sos(op, &[z1, z1.conj()], &[p1, p1.conj()])?;
        } else {
            let p2 = if isreal(&p1) {
                let real_idx: Vec<usize> = (0..p.len()).filter(|&i| isreal(&p[i])).collect();
                let sub: Vec<Complex64> = real_idx.iter().map(|&i| p[i]).collect();
                let p2_idx = real_idx[idx_worst(&sub)];
                p.remove(p2_idx)
            } else {
                p1.conj()
            };
            if !z.is_empty() {
                let zi = nearest_idx(op, &z, p1, b'a')?;
                let z1 = z.remove(zi);
                if !isreal(&z1) {
                    sos[si] = single_sos(op, &[z1, z1.conj()], &[p1, p2])?;
                } else if !z.is_empty() {
                    let zi2 = nearest_idx(op, &z, p1, b'r')?;
                    let z2 = z.remove(zi2);
                    sos[si] = single_sos(op, &[z1, z2], &[p1, p2])?;
                } else {
                    sos[si] = single_sos(op, &[z1], &[p1, p2])?;
                }
            } else {
                sos[si] = single_sos(op, &[], &[p1, p2])?;
            }
        }
    }
    for v in &mut sos[0][..3] {
        *v *= k;
    }
    Ok(sos)
}

fn sos_array(s: Vec<[f64; 6]>) -> Result<Array<f64>> {
    let n = s.len();
    arr2(s.into_iter().flatten().collect(), n, 6)
}

/// Second-order sections from zeros, poles and gain.
///
/// Equivalent to `scipy.signal.zpk2sos` (pairing `nearest`, `keep_odd`, `minimal` as SciPy).
///
/// # Errors
/// `InvalidArgument` for a non-minimal pairing of an analog filter, more zeros than poles with
/// `minimal`, or roots without their conjugates.
///
/// ```
/// use gsci_signal::{zpk2sos, Zpk2sosOptions, Array, Device, Complex64};
/// let cpu = Device::cpu();
/// let z = Array::from_slice_1d(&[Complex64::new(-1.0, 0.0); 2], &cpu)?;
/// let p = Array::from_slice_1d(&[Complex64::new(0.5, 0.5), Complex64::new(0.5, -0.5)], &cpu)?;
/// let sos = zpk2sos(&z, &p, 0.25, &Zpk2sosOptions::default())?;
/// assert_eq!(sos.to_vec()?, vec![0.25, 0.5, 0.25, 1.0, -1.0, 0.5]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn zpk2sos(
    z: &Array<Complex64>,
    p: &Array<Complex64>,
    k: f64,
    opts: &Zpk2sosOptions,
) -> Result<Array<f64>> {
    const OP: &str = "zpk2sos";
    sos_array(zpk2sos_v(
        OP,
        &host1(OP, "z", z)?,
        &host1(OP, "p", p)?,
        k,
        opts.pairing,
        opts.analog,
    )?)
}

/// Second-order sections from transfer-function coefficients.
///
/// Equivalent to `scipy.signal.tf2sos`.
///
/// # Errors
/// As [`tf2zpk`] and [`zpk2sos`].
///
/// ```
/// use gsci_signal::{tf2sos, Tf2sosOptions, Array, Device};
/// let cpu = Device::cpu();
/// let sos = tf2sos(&Array::from_slice_1d(&[1.0, 2.0, 1.0], &cpu)?, &Array::from_slice_1d(&[1.0, -1.0, 0.5], &cpu)?, &Tf2sosOptions::default())?;
/// assert_eq!(sos.shape(), &[1, 6]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn tf2sos(b: &Array<f64>, a: &Array<f64>, opts: &Tf2sosOptions) -> Result<Array<f64>> {
    const OP: &str = "tf2sos";
    let r = tf2zpk_v(OP, &host1(OP, "b", b)?, &host1(OP, "a", a)?)?;
    sos_array(zpk2sos_v(OP, &r.z, &r.p, r.k, opts.pairing, opts.analog)?)
}

pub(crate) fn sos2tf_v(sos: &[[f64; 6]]) -> (Vec<f64>, Vec<f64>) {
    let mut b = vec![1.0];
    let mut a = vec![1.0];
    // numpy.polymul trims leading zeros of both factors (an all-zero factor is [0]).
    let trim = |v: &[f64]| {
        let t = trim_front(v);
        if t.is_empty() { vec![0.0] } else { t }
    };
    for s in sos {
        b = convolve(&trim(&b), &trim(&s[..3]));
        a = convolve(&trim(&a), &trim(&s[3..]));
    }
    (b, a)
}

/// Transfer-function coefficients of second-order sections.
///
/// Equivalent to `scipy.signal.sos2tf`.
///
/// # Errors
/// `InvalidArgument` when `sos` is not `(n, 6)`.
///
/// ```
/// use gsci_signal::{sos2tf, Array, Device};
/// let sos = Array::from_slice(&[1.0, 1.0, 0.0, 1.0, 0.5, 0.0], &[1, 6], &Device::cpu())?;
/// let (b, a) = sos2tf(&sos)?;
/// assert_eq!(b.to_vec()?, vec![1.0, 1.0, 0.0]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn sos2tf(sos: &Array<f64>) -> Result<(Array<f64>, Array<f64>)> {
    let (b, a) = sos2tf_v(&host_sos("sos2tf", sos)?);
    Ok((arr(b)?, arr(a)?))
}

/// Zeros, poles and gain of second-order sections (two of each per section, zeros padded).
///
/// Equivalent to `scipy.signal.sos2zpk`.
///
/// # Errors
/// `InvalidArgument` when `sos` is not `(n, 6)` or a section's denominator is zero.
///
/// ```
/// use gsci_signal::{sos2zpk, Array, Device};
/// let sos = Array::from_slice(&[2.0, -2.0, 0.0, 1.0, 0.5, 0.0], &[1, 6], &Device::cpu())?;
/// let (z, p, k) = sos2zpk(&sos)?;
/// assert_eq!(k, 2.0);
/// assert_eq!(z.shape(), &[2]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn sos2zpk(sos: &Array<f64>) -> Result<(Array<Complex64>, Array<Complex64>, f64)> {
    const OP: &str = "sos2zpk";
    let s = host_sos(OP, sos)?;
    let n = s.len();
    let mut z = vec![C0; 2 * n];
    let mut p = vec![C0; 2 * n];
    let mut k = 1.0;
    for (i, sec) in s.iter().enumerate() {
        let r = tf2zpk_v(OP, &sec[..3], &sec[3..])?;
        for (j, v) in r.z.iter().take(2).enumerate() {
            z[2 * i + j] = *v;
        }
        for (j, v) in r.p.iter().take(2).enumerate() {
            p[2 * i + j] = *v;
        }
        k *= r.k;
    }
    Ok((carr(z)?, carr(p)?, k))
}

// ------------------------------------------------------------------ analog transformations

/// The `wo` (and `bw`) keywords of the `lp2*` transformations.
#[derive(Clone, Debug)]
pub struct Lp2Options {
    /// Desired cutoff (lp2lp, lp2hp) or centre (lp2bp, lp2bs) frequency (default 1).
    pub wo: f64,
    /// Bandwidth, used by `lp2bp`/`lp2bs` and their `_zpk` forms (default 1).
    pub bw: f64,
}

impl Default for Lp2Options {
    fn default() -> Self {
        Self { wo: 1.0, bw: 1.0 }
    }
}

fn relative_degree(op: &'static str, z: &[Complex64], p: &[Complex64]) -> Result<usize> {
    if p.len() < z.len() {
        return Err(invalid(
            op,
            "Improper transfer function. Must have at least as many poles as zeros.",
        ));
    }
    Ok(p.len() - z.len())
}

fn prod(v: impl Iterator<Item = Complex64>) -> Complex64 {
    v.fold(c(1.0), |a, b| a * b)
}

pub(crate) fn lp2lp_zpk_v(op: &'static str, f: Zpk, wo: f64) -> Result<Zpk> {
    let degree = relative_degree(op, &f.z, &f.p)?;
    Ok(Zpk {
        z: f.z.iter().map(|x| x * wo).collect(),
        p: f.p.iter().map(|x| x * wo).collect(),
        k: f.k * wo.powf(degree as f64),
    })
}

pub(crate) fn lp2hp_zpk_v(op: &'static str, f: Zpk, wo: f64) -> Result<Zpk> {
    let degree = relative_degree(op, &f.z, &f.p)?;
    let mut z: Vec<Complex64> = f.z.iter().map(|x| c(wo) / x).collect();
    z.extend(std::iter::repeat_n(C0, degree));
    let p = f.p.iter().map(|x| c(wo) / x).collect();
    let k = f.k * (prod(f.z.iter().map(|x| -x)) / prod(f.p.iter().map(|x| -x))).re;
    Ok(Zpk { z, p, k })
}

fn band_split(v: &[Complex64], wo: f64) -> Vec<Complex64> {
    let mut out: Vec<Complex64> = v.iter().map(|x| x + (x * x - wo * wo).sqrt()).collect();
    out.extend(v.iter().map(|x| x - (x * x - wo * wo).sqrt()));
    out
}

pub(crate) fn lp2bp_zpk_v(op: &'static str, f: Zpk, wo: f64, bw: f64) -> Result<Zpk> {
    let degree = relative_degree(op, &f.z, &f.p)?;
    let zl: Vec<Complex64> = f.z.iter().map(|x| x * bw / 2.0).collect();
    let pl: Vec<Complex64> = f.p.iter().map(|x| x * bw / 2.0).collect();
    let mut z = band_split(&zl, wo);
    z.extend(std::iter::repeat_n(C0, degree));
    Ok(Zpk {
        z,
        p: band_split(&pl, wo),
        k: f.k * bw.powf(degree as f64),
    })
}

pub(crate) fn lp2bs_zpk_v(op: &'static str, f: Zpk, wo: f64, bw: f64) -> Result<Zpk> {
    let degree = relative_degree(op, &f.z, &f.p)?;
    let zh: Vec<Complex64> = f.z.iter().map(|x| c(bw / 2.0) / x).collect();
    let ph: Vec<Complex64> = f.p.iter().map(|x| c(bw / 2.0) / x).collect();
    let mut z = band_split(&zh, wo);
    z.extend(std::iter::repeat_n(Complex64::new(0.0, wo), degree));
    z.extend(std::iter::repeat_n(Complex64::new(0.0, -wo), degree));
    let k = f.k * (prod(f.z.iter().map(|x| -x)) / prod(f.p.iter().map(|x| -x))).re;
    Ok(Zpk {
        z,
        p: band_split(&ph, wo),
        k,
    })
}

pub(crate) fn bilinear_zpk_v(op: &'static str, f: Zpk, fs: f64) -> Result<Zpk> {
    let degree = relative_degree(op, &f.z, &f.p)?;
    let fs2 = c(2.0 * fs);
    let mut z: Vec<Complex64> = f.z.iter().map(|x| (fs2 + x) / (fs2 - x)).collect();
    z.extend(std::iter::repeat_n(c(-1.0), degree));
    let p = f.p.iter().map(|x| (fs2 + x) / (fs2 - x)).collect();
    let k = f.k * (prod(f.z.iter().map(|x| fs2 - x)) / prod(f.p.iter().map(|x| fs2 - x))).re;
    Ok(Zpk { z, p, k })
}

type ZpkArrays = (Array<Complex64>, Array<Complex64>, f64);

fn zpk_in(op: &'static str, z: &Array<Complex64>, p: &Array<Complex64>, k: f64) -> Result<Zpk> {
    Ok(Zpk {
        z: host1(op, "z", z)?,
        p: host1(op, "p", p)?,
        k,
    })
}

fn zpk_out(f: Zpk) -> Result<ZpkArrays> {
    Ok((carr(f.z)?, carr(f.p)?, f.k))
}

macro_rules! zpk_transform {
    ($name:ident, $scipy:literal, $doc:literal, |$f:ident, $o:ident| $body:expr) => {
        #[doc = $doc]
        ///
        #[doc = concat!("Equivalent to `scipy.signal.", $scipy, "`.")]
        ///
        /// # Errors
        /// `InvalidArgument` when there are more zeros than poles or an input is not 1-D.
        ///
        /// ```
        #[doc = concat!("use gsci_signal::{", $scipy, ", Lp2Options, Array, Device, Complex64};")]
        /// let cpu = Device::cpu();
        /// let z = Array::<Complex64>::from_slice_1d(&[], &cpu)?;
        /// let p = Array::from_slice_1d(&[Complex64::new(-1.0, 0.0)], &cpu)?;
        #[doc = concat!("let (_z, p2, _k) = ", $scipy, "(&z, &p, 1.0, &Lp2Options { wo: 2.0, bw: 1.0 })?;")]
        /// assert!(!p2.is_empty());
        /// # Ok::<(), gsci_signal::Error>(())
        /// ```
        pub fn $name(z: &Array<Complex64>, p: &Array<Complex64>, k: f64, opts: &Lp2Options) -> Result<ZpkArrays> {
            const OP: &str = $scipy;
            let $f = zpk_in(OP, z, p, k)?;
            let $o = opts;
            zpk_out($body?)
        }
    };
}

zpk_transform!(
    lp2lp_zpk,
    "lp2lp_zpk",
    "A lowpass prototype (zpk) moved to cutoff `wo`.",
    |f, o| lp2lp_zpk_v(OP, f, o.wo)
);
zpk_transform!(
    lp2hp_zpk,
    "lp2hp_zpk",
    "A lowpass prototype (zpk) turned into a highpass with cutoff `wo`.",
    |f, o| lp2hp_zpk_v(OP, f, o.wo)
);
zpk_transform!(
    lp2bp_zpk,
    "lp2bp_zpk",
    "A lowpass prototype (zpk) turned into a bandpass at `wo` of width `bw`.",
    |f, o| lp2bp_zpk_v(OP, f, o.wo, o.bw)
);
zpk_transform!(
    lp2bs_zpk,
    "lp2bs_zpk",
    "A lowpass prototype (zpk) turned into a bandstop at `wo` of width `bw`.",
    |f, o| lp2bs_zpk_v(OP, f, o.wo, o.bw)
);

/// A continuous zpk filter mapped to the z-plane by the bilinear transform.
///
/// Equivalent to `scipy.signal.bilinear_zpk`.
///
/// # Errors
/// `InvalidArgument` when there are more zeros than poles or `fs` is not positive and finite.
///
/// ```
/// use gsci_signal::{bilinear_zpk, Array, Device, Complex64};
/// let cpu = Device::cpu();
/// let z = Array::<Complex64>::from_slice_1d(&[], &cpu)?;
/// let p = Array::from_slice_1d(&[Complex64::new(-1.0, 0.0)], &cpu)?;
/// let (z2, _p2, _k) = bilinear_zpk(&z, &p, 1.0, 2.0)?;
/// assert_eq!(z2.to_vec()?, vec![Complex64::new(-1.0, 0.0)]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn bilinear_zpk(
    z: &Array<Complex64>,
    p: &Array<Complex64>,
    k: f64,
    fs: f64,
) -> Result<ZpkArrays> {
    const OP: &str = "bilinear_zpk";
    check_fs(OP, fs)?;
    zpk_out(bilinear_zpk_v(OP, zpk_in(OP, z, p, k)?, fs)?)
}

pub(crate) fn check_fs(op: &'static str, fs: f64) -> Result<()> {
    if !(fs.is_finite() && fs > 0.0) {
        return Err(invalid(
            op,
            format!("Sampling frequency fs must be a single scalar > 0, got {fs}"),
        ));
    }
    Ok(())
}

fn lp2lp_v(op: &'static str, b: &[f64], a: &[f64], wo: f64) -> Result<(Vec<f64>, Vec<f64>)> {
    let (d, n) = (a.len(), b.len());
    let m = d.max(n);
    let pwo: Vec<f64> = (0..m).map(|i| wo.powf((m - 1 - i) as f64)).collect();
    let start1 = n.saturating_sub(d);
    let start2 = d.saturating_sub(n);
    let b2: Vec<f64> = b
        .iter()
        .zip(&pwo[start2..])
        .map(|(x, w)| x * pwo[start1] / w)
        .collect();
    let a2: Vec<f64> = a
        .iter()
        .zip(&pwo[start1..])
        .map(|(x, w)| x * pwo[start1] / w)
        .collect();
    normalize_v(op, &b2, &a2)
}

fn lp2hp_v(op: &'static str, b: &[f64], a: &[f64], wo: f64) -> Result<(Vec<f64>, Vec<f64>)> {
    let (d, n) = (a.len(), b.len());
    let m = d.max(n);
    let pwo: Vec<f64> = (0..m)
        .map(|i| if wo != 1.0 { wo.powf(i as f64) } else { 1.0 })
        .collect();
    let flip = |v: &[f64], len: usize| -> Vec<f64> {
        let mut o = vec![0.0; len];
        for (i, x) in v.iter().rev().enumerate() {
            o[i] = x * pwo[i];
        }
        o
    };
    let (outb, outa) = if d >= n {
        (flip(b, d), flip(a, d))
    } else {
        (flip(b, n), flip(a, n))
    };
    normalize_v(op, &outb, &outa)
}

fn comb(n: usize, k: usize) -> f64 {
    let mut r = 1.0f64;
    for i in 0..k {
        r = r * (n - i) as f64 / (i + 1) as f64;
    }
    r.round()
}

fn lp2bp_v(
    op: &'static str,
    b: &[f64],
    a: &[f64],
    wo: f64,
    bw: f64,
) -> Result<(Vec<f64>, Vec<f64>)> {
    let (d, n) = (a.len() - 1, b.len() - 1);
    let ma = n.max(d);
    let wosq = wo * wo;
    let build = |c: &[f64], nn: usize| -> Vec<f64> {
        let np = nn + ma;
        let mut out = vec![0.0; np + 1];
        for j in 0..=np {
            let mut val = 0.0;
            for i in 0..=nn {
                for k in 0..=i {
                    if ma + 2 * k == j + i {
                        val +=
                            comb(i, k) * c[nn - i] * wosq.powf((i - k) as f64) / bw.powf(i as f64);
                    }
                }
            }
            out[np - j] = val;
        }
        out
    };
    normalize_v(op, &build(b, n), &build(a, d))
}

fn lp2bs_v(
    op: &'static str,
    b: &[f64],
    a: &[f64],
    wo: f64,
    bw: f64,
) -> Result<(Vec<f64>, Vec<f64>)> {
    let (d, n) = (a.len() - 1, b.len() - 1);
    let m = n.max(d);
    let wosq = wo * wo;
    let build = |c: &[f64], nn: usize| -> Vec<f64> {
        let np = 2 * m;
        let mut out = vec![0.0; np + 1];
        for j in 0..=np {
            let mut val = 0.0;
            for i in 0..=nn {
                for k in 0..=(m - i) {
                    if i + 2 * k == j {
                        val += comb(m - i, k)
                            * c[nn - i]
                            * wosq.powf((m - i - k) as f64)
                            * bw.powf(i as f64);
                    }
                }
            }
            out[np - j] = val;
        }
        out
    };
    normalize_v(op, &build(b, n), &build(a, d))
}

macro_rules! ba_transform {
    ($name:ident, $scipy:literal, $doc:literal, |$b:ident, $a:ident, $o:ident| $body:expr) => {
        #[doc = $doc]
        ///
        #[doc = concat!("Equivalent to `scipy.signal.", $scipy, "`.")]
        ///
        /// # Errors
        /// `InvalidArgument` when `a` is empty or all zeros, or an input is not 1-D.
        ///
        /// ```
        #[doc = concat!("use gsci_signal::{", $scipy, ", Lp2Options, Array, Device};")]
        /// let cpu = Device::cpu();
        /// let (b, a) = (Array::from_slice_1d(&[1.0], &cpu)?, Array::from_slice_1d(&[1.0, 1.0], &cpu)?);
        #[doc = concat!("let (_b2, a2) = ", $scipy, "(&b, &a, &Lp2Options { wo: 2.0, bw: 1.0 })?;")]
        /// assert_eq!(a2.to_vec()?[0], 1.0);
        /// # Ok::<(), gsci_signal::Error>(())
        /// ```
        pub fn $name(
            b: &Array<f64>,
            a: &Array<f64>,
            opts: &Lp2Options,
        ) -> Result<(Array<f64>, Array<f64>)> {
            const OP: &str = $scipy;
            let $b = host1(OP, "b", b)?;
            let $a = host1(OP, "a", a)?;
            if $a.is_empty() || $b.is_empty() {
                return Err(invalid(OP, "b and a must not be empty"));
            }
            let $o = opts;
            let (b, a) = $body?;
            Ok((arr(b)?, arr(a)?))
        }
    };
}

ba_transform!(
    lp2lp,
    "lp2lp",
    "A lowpass prototype (ba) moved to cutoff `wo`.",
    |b, a, o| lp2lp_v(OP, &b, &a, o.wo)
);
ba_transform!(
    lp2hp,
    "lp2hp",
    "A lowpass prototype (ba) turned into a highpass with cutoff `wo`.",
    |b, a, o| lp2hp_v(OP, &b, &a, o.wo)
);
ba_transform!(
    lp2bp,
    "lp2bp",
    "A lowpass prototype (ba) turned into a bandpass at `wo` of width `bw`.",
    |b, a, o| lp2bp_v(OP, &b, &a, o.wo, o.bw)
);
ba_transform!(
    lp2bs,
    "lp2bs",
    "A lowpass prototype (ba) turned into a bandstop at `wo` of width `bw`.",
    |b, a, o| lp2bs_v(OP, &b, &a, o.wo, o.bw)
);

/// Keyword arguments of [`bilinear`].
#[derive(Clone, Debug)]
pub struct BilinearOptions {
    /// Sample rate (default 1.0).
    pub fs: f64,
}

impl Default for BilinearOptions {
    fn default() -> Self {
        Self { fs: 1.0 }
    }
}

fn trimseq(mut v: Vec<f64>) -> Vec<f64> {
    while v.len() > 1 && v[v.len() - 1] == 0.0 {
        v.pop();
    }
    v
}

fn poly_pow(p: &[f64], n: usize) -> Vec<f64> {
    match n {
        0 => vec![1.0],
        1 => p.to_vec(),
        _ => {
            let mut prd = p.to_vec();
            for _ in 2..=n {
                prd = convolve(&prd, p);
            }
            prd
        }
    }
}

fn poly_add(a: &[f64], b: &[f64]) -> Vec<f64> {
    let n = a.len().max(b.len());
    let mut out = vec![0.0; n];
    for (i, v) in a.iter().enumerate() {
        out[i] += v;
    }
    for (i, v) in b.iter().enumerate() {
        out[i] += v;
    }
    trimseq(out)
}

pub(crate) fn bilinear_v(
    op: &'static str,
    b: &[f64],
    a: &[f64],
    fs: f64,
) -> Result<(Vec<f64>, Vec<f64>)> {
    check_fs(op, fs)?;
    let b = trim_front(b);
    let a = trim_front(a);
    let fac = (fs * 2.0).sqrt();
    // numpy.polynomial coefficients, lowest power first.
    let zp1 = [1.0 / fac, 1.0 / fac];
    let zm1 = [-fac, fac];
    let n = a.len().max(b.len()).saturating_sub(1);
    let side = |c: &[f64]| -> Vec<f64> {
        let mut acc = vec![0.0];
        for (q, &cq) in c.iter().rev().enumerate() {
            let left: Vec<f64> = trimseq(poly_pow(&zp1, n - q).iter().map(|x| cq * x).collect());
            let term = trimseq(convolve(&left, &poly_pow(&zm1, q)));
            acc = poly_add(&acc, &term);
        }
        acc.reverse();
        acc
    };
    normalize_v(op, &side(&b), &side(&a))
}

/// A continuous transfer function mapped to the z-plane by the bilinear transform.
///
/// Equivalent to `scipy.signal.bilinear`.
///
/// # Errors
/// `InvalidArgument` when `a` is all zeros or `fs` is not positive.
///
/// ```
/// use gsci_signal::{bilinear, BilinearOptions, Array, Device};
/// let cpu = Device::cpu();
/// let (b, a) = bilinear(&Array::from_slice_1d(&[1.0], &cpu)?, &Array::from_slice_1d(&[1.0, 1.0], &cpu)?, &BilinearOptions::default())?;
/// assert!((b.to_vec()?[0] - 1.0 / 3.0).abs() < 1e-15);
/// assert!((a.to_vec()?[1] + 1.0 / 3.0).abs() < 1e-15);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn bilinear(
    b: &Array<f64>,
    a: &Array<f64>,
    opts: &BilinearOptions,
) -> Result<(Array<f64>, Array<f64>)> {
    const OP: &str = "bilinear";
    let (b, a) = bilinear_v(OP, &host1(OP, "b", b)?, &host1(OP, "a", a)?, opts.fs)?;
    Ok((arr(b)?, arr(a)?))
}
