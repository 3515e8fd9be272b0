//! IIR designs: the analog prototypes (`buttap`, `cheb1ap`, `cheb2ap`, `ellipap`, `besselap`),
//! `iirfilter` and the named designs `butter`, `cheby1`, `cheby2`, `ellip`, `bessel`, and the
//! second-order designs `iirnotch`, `iirpeak`, `iircomb`.

use std::f64::consts::PI;

use num_complex::Complex64;

use super::conversions::{
    bilinear_zpk_v, lp2bp_zpk_v, lp2bs_zpk_v, lp2hp_zpk_v, lp2lp_zpk_v, zpk2sos_v, zpk2tf_v,
};
use super::{BType, Filter, FilterOutput, Zpk, arr, arr2, carr, invalid};
use crate::Result;
use gsci_special::scalar::elliptic::{ellipj, ellipk, ellipkm1};

fn c(re: f64) -> Complex64 {
    Complex64::new(re, 0.0)
}

fn prod(v: impl Iterator<Item = Complex64>) -> Complex64 {
    v.fold(c(1.0), |a, b| a * b)
}

/// `numpy.arange(-N+1, N, 2)` as floats.
fn odd_range(n: usize) -> Vec<f64> {
    (0..n).map(|i| -(n as f64) + 1.0 + 2.0 * i as f64).collect()
}

pub(crate) fn buttap_v(n: usize) -> Zpk {
    let p = odd_range(n)
        .iter()
        .map(|&m| -(Complex64::new(0.0, PI * m / (2.0 * n as f64))).exp())
        .collect();
    Zpk {
        z: Vec::new(),
        p,
        k: 1.0,
    }
}

pub(crate) fn cheb1ap_v(n: usize, rp: f64) -> Zpk {
    if n == 0 {
        return Zpk {
            z: Vec::new(),
            p: Vec::new(),
            k: 10f64.powf(-rp / 20.0),
        };
    }
    let eps = (10f64.powf(0.1 * rp) - 1.0).sqrt();
    let mu = 1.0 / n as f64 * (1.0 / eps).asinh();
    let p: Vec<Complex64> = odd_range(n)
        .iter()
        .map(|&m| -(Complex64::new(mu, PI * m / (2.0 * n as f64))).sinh())
        .collect();
    let mut k = prod(p.iter().map(|x| -x)).re;
    if n % 2 == 0 {
        k /= (1.0 + eps * eps).sqrt();
    }
    Zpk {
        z: Vec::new(),
        p,
        k,
    }
}

pub(crate) fn cheb2ap_v(n: usize, rs: f64) -> Zpk {
    if n == 0 {
        return Zpk {
            z: Vec::new(),
            p: Vec::new(),
            k: 1.0,
        };
    }
    let de = 1.0 / (10f64.powf(0.1 * rs) - 1.0).sqrt();
    let mu = (1.0 / de).asinh() / n as f64;
    let nf = n as f64;
    let m: Vec<f64> = if n % 2 == 1 {
        let mut v: Vec<f64> = (0..)
            .map(|i| -nf + 1.0 + 2.0 * i as f64)
            .take_while(|&x| x < 0.0)
            .collect();
        v.extend((1..).map(|i| 2.0 * i as f64).take_while(|&x| x < nf));
        v
    } else {
        odd_range(n)
    };
    let z: Vec<Complex64> = m
        .iter()
        .map(|&m| Complex64::new(0.0, 1.0) / (m * PI / (2.0 * nf)).sin())
        .collect();
    let p: Vec<Complex64> = odd_range(n)
        .iter()
        .map(|&m| c(-1.0) / Complex64::new(mu, PI * m / (2.0 * nf)).sinh())
        .collect();
    let k = (prod(p.iter().map(|x| -x)) / prod(z.iter().map(|x| -x))).re;
    Zpk { z, p, k }
}

fn pow10m1(x: f64) -> f64 {
    // SciPy's _pow10m1: expm1(ln(10) x).
    (std::f64::consts::LN_10 * x).exp_m1()
}

fn ellipdeg(n: usize, m1: f64) -> f64 {
    let k1 = ellipk(m1);
    let k1p = ellipkm1(m1);
    let q1 = (-PI * k1p / k1).exp();
    let q = q1.powf(1.0 / n as f64);
    let num: f64 = (0..=7).map(|m: i32| q.powf((m * (m + 1)) as f64)).sum();
    let den = 1.0 + 2.0 * (1..=8).map(|m: i32| q.powf((m * m) as f64)).sum::<f64>();
    16.0 * q * (num / den).powi(4)
}

/// SciPy's `_arc_jac_sn` at `w = i*x` (the only use, through `_arc_jac_sc1`), in complex.
fn arc_jac_sc1(op: &'static str, w: f64, m: f64) -> Result<f64> {
    let complement = |kx: Complex64| ((c(1.0) - kx) * (c(1.0) + kx)).sqrt();
    let k = m.sqrt();
    if k > 1.0 {
        return Ok(f64::NAN);
    }
    let wc = Complex64::new(0.0, w);
    let z = if k == 1.0 {
        wc.atanh()
    } else {
        let mut ks = vec![k];
        let mut niter = 0;
        while *ks.last().unwrap() != 0.0 {
            let k_ = *ks.last().unwrap();
            let kp = ((1.0 - k_) * (1.0 + k_)).sqrt();
            ks.push((1.0 - kp) / (1.0 + kp));
            niter += 1;
            if niter > 10 {
                return Err(invalid(op, "Landen transformation not converging"));
            }
        }
        let big_k = ks[1..].iter().map(|x| 1.0 + x).product::<f64>() * PI / 2.0;
        let mut wn = wc;
        for i in 0..ks.len() - 1 {
            let (kn, knext) = (ks[i], ks[i + 1]);
            wn = c(2.0) * wn / (c(1.0 + knext) * (c(1.0) + complement(c(kn) * wn)));
        }
        let u = c(2.0 / PI) * wn.asin();
        u * big_k
    };
    if z.re.abs() > 1e-14 {
        return Err(invalid(
            op,
            "Cannot design a filter with given rp and rs specifications.",
        ));
    }
    Ok(z.im)
}

pub(crate) fn ellipap_v(op: &'static str, n: usize, rp: f64, rs: f64) -> Result<Zpk> {
    const EPSILON: f64 = 2e-16;
    if n == 0 {
        return Ok(Zpk {
            z: Vec::new(),
            p: Vec::new(),
            k: 10f64.powf(-rp / 20.0),
        });
    }
    if n == 1 {
        let p = -(1.0 / pow10m1(0.1 * rp)).sqrt();
        return Ok(Zpk {
            z: Vec::new(),
            p: vec![c(p)],
            k: -p,
        });
    }
    let eps_sq = pow10m1(0.1 * rp);
    let eps = eps_sq.sqrt();
    let ck1_sq = eps_sq / pow10m1(0.1 * rs);
    if ck1_sq == 0.0 {
        return Err(invalid(
            op,
            "Cannot design a filter with given rp and rs specifications.",
        ));
    }
    let val0 = ellipk(ck1_sq);
    let m = ellipdeg(n, ck1_sq);
    let capk = ellipk(m);
    let js: Vec<f64> = ((1 - n % 2)..n).step_by(2).map(|j| j as f64).collect();
    let scd: Vec<(f64, f64, f64)> = js
        .iter()
        .map(|&j| {
            let (s, c, d, _) = ellipj(j * capk / n as f64, m);
            (s, c, d)
        })
        .collect();
    let mut z: Vec<Complex64> = scd
        .iter()
        .filter(|(s, _, _)| s.abs() > EPSILON)
        .map(|(s, _, _)| Complex64::new(0.0, 1.0 / (m.sqrt() * s)))
        .collect();
    let zc: Vec<Complex64> = z.iter().map(|x| x.conj()).collect();
    z.extend(zc);
    let r = arc_jac_sc1(op, 1.0 / eps, ck1_sq)?;
    let v0 = capk * r / (n as f64 * val0);
    let (sv, cv, dv, _) = ellipj(v0, 1.0 - m);
    let mut p: Vec<Complex64> = scd
        .iter()
        .map(|&(s, c, d)| -(Complex64::new(c * d * sv * cv, s * dv)) / (1.0 - (d * sv).powf(2.0)))
        .collect();
    if n % 2 == 1 {
        let nrm = p.iter().map(|x| (x * x.conj()).re).sum::<f64>().sqrt();
        let newp: Vec<Complex64> = p
            .iter()
            .filter(|x| x.im.abs() > EPSILON * nrm)
            .map(|x| x.conj())
            .collect();
        p.extend(newp);
    } else {
        let pc: Vec<Complex64> = p.iter().map(|x| x.conj()).collect();
        p.extend(pc);
    }
    let mut k = (prod(p.iter().map(|x| -x)) / prod(z.iter().map(|x| -x))).re;
    if n % 2 == 0 {
        k /= (1.0 + eps_sq).sqrt();
    }
    Ok(Zpk { z, p, k })
}

/// SciPy's `besselap` normalisations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum BesselNorm {
    /// Phase-matched to the Butterworth response at high frequency (`'phase'`, default).
    #[default]
    Phase,
    /// Group delay 1/Wn at low frequency (`'delay'`).
    Delay,
    /// -3 dB at Wn (`'mag'`).
    Mag,
}

fn falling_factorial(x: u64, n: u64) -> f64 {
    ((x - n + 1)..=x).fold(1.0f64, |v, k| v * k as f64)
}

fn secant(f: impl Fn(f64) -> f64, x0: f64) -> f64 {
    let tol = 1.48e-8;
    let mut p0 = x0;
    let mut p1 = x0 * (1.0 + 1e-4);
    p1 += if p1 >= 0.0 { 1e-4 } else { -1e-4 };
    let mut q0 = f(p0);
    let mut q1 = f(p1);
    if q1.abs() < q0.abs() {
        std::mem::swap(&mut p0, &mut p1);
        std::mem::swap(&mut q0, &mut q1);
    }
    let mut p = p1;
    for _ in 0..50 {
        if q1 == q0 {
            return (p1 + p0) / 2.0;
        }
        p = if q1.abs() > q0.abs() {
            (-q0 / q1 * p1 + p0) / (1.0 - q0 / q1)
        } else {
            (-q1 / q0 * p0 + p1) / (1.0 - q1 / q0)
        };
        if (p - p1).abs() <= tol {
            return p;
        }
        p0 = p1;
        q0 = q1;
        p1 = p;
        q1 = f(p1);
    }
    p
}

/// The poles of the (delay-normalised) Bessel prototype: SciPy finds the zeros of the Bessel
/// polynomial y_n (through `kve(n + 1/2, 1/x)`, which is `sqrt(pi x / 2) y_n(x)`) from Campos
/// and Calderon's initial guesses by Aberth-Ehrlich iteration and a Newton polish, makes them
/// conjugate-symmetric and inverts them. Here y_n and its derivative are evaluated by the
/// three-term recurrence `y_k = (2k - 1) x y_{k-1} + y_{k-2}` (the forward recurrence of
/// K_{k+1/2}) in double-double arithmetic, not from the huge polynomial coefficients.
fn bessel_poles(op: &'static str, n: usize) -> Result<Vec<Complex64>> {
    let nf = n as f64;
    let polyval = |x: f64, cs: &[f64]| cs.iter().rev().fold(0.0, |acc, &v| acc * x + v);
    let mut x: Vec<Complex64> = if n == 1 {
        vec![c(-1.0)]
    } else {
        let s = polyval(nf, &[0.0, 0.0, 2.0, 0.0, -3.0, 1.0]);
        let b3 = polyval(nf, &[16.0, -8.0]) / s;
        let b2 = polyval(nf, &[-24.0, -12.0, 12.0]) / s;
        let b1 = polyval(nf, &[8.0, 24.0, -12.0, -2.0]) / s;
        let b0 = polyval(nf, &[0.0, -6.0, 0.0, 5.0, -1.0]) / s;
        let r = polyval(nf, &[0.0, 0.0, 2.0, 1.0]);
        let a1 = polyval(nf, &[-6.0, -6.0]) / r;
        let a2 = 6.0 / r;
        (1..=n)
            .map(|k| {
                let kf = k as f64;
                Complex64::new(polyval(kf, &[0.0, a1, a2]), polyval(kf, &[b0, b1, b2, b3]))
            })
            .collect()
    };
    for _ in 0..50 {
        let alpha: Vec<Complex64> = x
            .iter()
            .map(|&v| {
                let (y, dy) = dd::bessel_poly(n, v);
                -y / dy
            })
            .collect();
        for k in 0..n {
            let beta: Complex64 = (k + 1..n)
                .map(|j| c(1.0) / (x[k] - x[j]))
                .sum::<Complex64>()
                + (0..k).map(|j| c(1.0) / (x[k] - x[j])).sum::<Complex64>();
            x[k] += alpha[k] / (c(1.0) + alpha[k] * beta);
        }
        if x.iter().any(|v| !v.re.is_finite() || !v.im.is_finite()) {
            return Err(invalid(op, "Root-finding calculation failed"));
        }
        // SciPy stops at |alpha| <= 1e-15; near the zeros our evaluation's rounding noise
        // can keep a few steps above that, so the loop also ends when the steps stall.
        if alpha
            .iter()
            .all(|a| a.norm() <= 1e-15 * (1.0 + x.iter().fold(0.0f64, |m, v| m.max(v.norm()))))
        {
            break;
        }
    }
    // Newton polish with y_n and y_n' evaluated in double-double arithmetic: near a zero the
    // recurrence cancels large terms, so plain doubles leave the zeros of high orders
    // inaccurate (SciPy's AMOS evaluation of kve does not have that problem).
    for v in x.iter_mut() {
        for _ in 0..8 {
            let (y, dy) = dd::bessel_poly(n, *v);
            if dy.norm() == 0.0 {
                break;
            }
            let step = y / dy;
            *v -= step;
            if step.norm() <= 1e-17 * v.norm() {
                break;
            }
        }
    }
    let xs: Vec<Complex64> = (0..n).map(|i| (x[i] + x[n - 1 - i].conj()) / 2.0).collect();
    Ok(xs.iter().map(|v| c(1.0) / v).collect())
}

/// Double-double complex arithmetic for the Bessel-polynomial recurrence.
mod dd {
    use num_complex::Complex64;

    #[derive(Clone, Copy)]
    struct D(f64, f64);

    fn two_sum(a: f64, b: f64) -> D {
        let s = a + b;
        let bb = s - a;
        D(s, (a - (s - bb)) + (b - bb))
    }
    fn add(a: D, b: D) -> D {
        let s = two_sum(a.0, b.0);
        let t = s.1 + a.1 + b.1;
        let r = two_sum(s.0, t);
        D(r.0, r.1)
    }
    fn neg(a: D) -> D {
        D(-a.0, -a.1)
    }
    fn mul(a: D, b: D) -> D {
        let p = a.0 * b.0;
        let e = a.0.mul_add(b.0, -p);
        let e = e + a.0 * b.1 + a.1 * b.0;
        let r = two_sum(p, e);
        D(r.0, r.1)
    }
    #[derive(Clone, Copy)]
    struct C(D, D);
    fn cadd(a: C, b: C) -> C {
        C(add(a.0, b.0), add(a.1, b.1))
    }
    fn cmul(a: C, b: C) -> C {
        C(
            add(mul(a.0, b.0), neg(mul(a.1, b.1))),
            add(mul(a.0, b.1), mul(a.1, b.0)),
        )
    }
    fn cscale(a: C, m: f64) -> C {
        C(mul(a.0, D(m, 0.0)), mul(a.1, D(m, 0.0)))
    }
    fn out(a: C) -> Complex64 {
        Complex64::new(a.0.0 + a.0.1, a.1.0 + a.1.1)
    }

    /// y_n(x) and y_n'(x) by the three-term recurrence, in double-double.
    pub(super) fn bessel_poly(n: usize, x: Complex64) -> (Complex64, Complex64) {
        let xd = C(D(x.re, 0.0), D(x.im, 0.0));
        let one = C(D(1.0, 0.0), D(0.0, 0.0));
        let zero = C(D(0.0, 0.0), D(0.0, 0.0));
        let (mut y0, mut y1) = (one, cadd(one, xd));
        let (mut d0, mut d1) = (zero, one);
        if n == 0 {
            return (out(y0), out(d0));
        }
        for k in 2..=n {
            let m = (2 * k - 1) as f64;
            let y2 = cadd(cscale(cmul(xd, y1), m), y0);
            let d2 = cadd(cscale(cadd(y1, cmul(xd, d1)), m), d0);
            y0 = y1;
            y1 = y2;
            d0 = d1;
            d1 = d2;
        }
        (out(y1), out(d1))
    }
}

pub(crate) fn besselap_v(op: &'static str, n: usize, norm: BesselNorm) -> Result<Zpk> {
    if n == 0 {
        return Ok(Zpk {
            z: Vec::new(),
            p: Vec::new(),
            k: 1.0,
        });
    }
    let mut p = bessel_poles(op, n)?;
    let a_last = falling_factorial(2 * n as u64, n as u64) / 2f64.powi(n as i32);
    let k = match norm {
        BesselNorm::Delay => a_last,
        BesselNorm::Mag => {
            let pc = p.clone();
            let g = |w: f64| {
                (c(a_last) / prod(pc.iter().map(|pp| Complex64::new(0.0, w) - pp))).norm()
                    - 1.0 / 2f64.sqrt()
            };
            let nf = secant(g, 1.5);
            for v in p.iter_mut() {
                *v /= nf;
            }
            nf.powf(-(n as f64)) * a_last
        }
        BesselNorm::Phase => {
            let f = 10f64.powf(-a_last.log10() / n as f64);
            for v in p.iter_mut() {
                *v *= f;
            }
            1.0
        }
    };
    Ok(Zpk {
        z: Vec::new(),
        p,
        k,
    })
}

/// SciPy's `ftype` of [`iirfilter`] and [`crate::iirdesign`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FilterType {
    /// Butterworth (`'butter'`, default).
    #[default]
    Butter,
    /// Chebyshev I (`'cheby1'`), needs `rp`.
    Cheby1,
    /// Chebyshev II (`'cheby2'`), needs `rs`.
    Cheby2,
    /// Elliptic (`'ellip'`), needs `rp` and `rs`.
    Ellip,
    /// Bessel/Thomson (`'bessel'` = `'bessel_phase'`, `'bessel_delay'`, `'bessel_mag'`).
    Bessel(BesselNorm),
}

/// Keyword arguments of [`iirfilter`].
#[derive(Clone, Debug)]
pub struct IirfilterOptions {
    /// Passband ripple in dB (Chebyshev I and elliptic).
    pub rp: Option<f64>,
    /// Stopband attenuation in dB (Chebyshev II and elliptic).
    pub rs: Option<f64>,
    /// Band type (default `Bandpass`, SciPy's `'band'`).
    pub btype: BType,
    /// Analog filter (default `false`).
    pub analog: bool,
    /// Filter family (default `Butter`).
    pub ftype: FilterType,
    /// Output form (default `Ba`).
    pub output: FilterOutput,
    /// Sample rate of the system; `None` (default) means Wn is normalised to Nyquist.
    pub fs: Option<f64>,
}

impl Default for IirfilterOptions {
    fn default() -> Self {
        Self {
            rp: None,
            rs: None,
            btype: BType::Bandpass,
            analog: false,
            ftype: FilterType::Butter,
            output: FilterOutput::Ba,
            fs: None,
        }
    }
}

/// Keyword arguments of [`butter`], [`cheby1`], [`cheby2`] and [`ellip`].
#[derive(Clone, Debug, Default)]
pub struct IirOptions {
    /// Band type (default `Lowpass`).
    pub btype: BType,
    /// Analog filter (default `false`).
    pub analog: bool,
    /// Output form (default `Ba`).
    pub output: FilterOutput,
    /// Sample rate; `None` (default) means Wn is normalised to Nyquist.
    pub fs: Option<f64>,
}

/// Keyword arguments of [`bessel`].
#[derive(Clone, Debug, Default)]
pub struct BesselOptions {
    /// Band type (default `Lowpass`).
    pub btype: BType,
    /// Analog filter (default `false`).
    pub analog: bool,
    /// Output form (default `Ba`).
    pub output: FilterOutput,
    /// Normalisation (default `Phase`).
    pub norm: BesselNorm,
    /// Sample rate; `None` (default) means Wn is normalised to Nyquist.
    pub fs: Option<f64>,
}

pub(crate) fn filter_from_zpk(
    op: &'static str,
    f: Zpk,
    output: FilterOutput,
    analog: bool,
) -> Result<Filter> {
    Ok(match output {
        FilterOutput::Zpk => Filter::Zpk {
            z: carr(f.z)?,
            p: carr(f.p)?,
            k: f.k,
        },
        FilterOutput::Ba => {
            let (b, a) = zpk2tf_v(op, &f.z, &f.p, f.k)?;
            Filter::Ba {
                b: arr(b)?,
                a: arr(a)?,
            }
        }
        FilterOutput::Sos => {
            let s = zpk2sos_v(op, &f.z, &f.p, f.k, None, analog)?;
            let n = s.len();
            Filter::Sos(arr2(s.into_iter().flatten().collect(), n, 6)?)
        }
    })
}

/// The zpk of `iirfilter` (host), shared by the named designs and `iirdesign`.
#[allow(clippy::too_many_arguments)]
pub(crate) fn iirfilter_zpk(
    op: &'static str,
    n: usize,
    wn: &[f64],
    rp: Option<f64>,
    rs: Option<f64>,
    btype: BType,
    analog: bool,
    ftype: FilterType,
    fs: Option<f64>,
) -> Result<Zpk> {
    crate::windows::alloc_check(op, n, 16)?;
    if wn.is_empty() || wn.len() > 2 {
        return Err(invalid(
            op,
            format!("Wn must hold 1 or 2 frequencies, got {}", wn.len()),
        ));
    }
    let mut wn = wn.to_vec();
    if let Some(fs) = fs {
        super::conversions::check_fs(op, fs)?;
        if analog {
            return Err(invalid(op, "fs cannot be specified for an analog filter"));
        }
        for w in wn.iter_mut() {
            *w /= fs / 2.0;
        }
    }
    if wn.iter().any(|&w| w <= 0.0 || w.is_nan()) {
        return Err(invalid(
            op,
            format!("filter critical frequencies must be greater than 0, got Wn={wn:?}"),
        ));
    }
    if wn.len() > 1 && (wn[0] >= wn[1] || wn[0].is_nan() || wn[1].is_nan()) {
        return Err(invalid(op, "Wn[0] must be less than Wn[1]"));
    }
    if rp.is_some_and(|r| r < 0.0) {
        return Err(invalid(op, "passband ripple (rp) must be positive"));
    }
    if rs.is_some_and(|r| r < 0.0) {
        return Err(invalid(op, "stopband attenuation (rs) must be positive"));
    }
    let proto = match ftype {
        FilterType::Butter => buttap_v(n),
        FilterType::Bessel(norm) => besselap_v(op, n, norm)?,
        FilterType::Cheby1 => {
            let rp = rp.ok_or_else(|| {
                invalid(
                    op,
                    "passband ripple (rp) must be provided to design a Chebyshev I filter.",
                )
            })?;
            cheb1ap_v(n, rp)
        }
        FilterType::Cheby2 => {
            let rs = rs.ok_or_else(|| {
                invalid(
                    op,
                    "stopband attenuation (rs) must be provided to design an Chebyshev II filter.",
                )
            })?;
            cheb2ap_v(n, rs)
        }
        FilterType::Ellip => match (rp, rs) {
            (Some(rp), Some(rs)) => ellipap_v(op, n, rp, rs)?,
            _ => {
                return Err(invalid(
                    op,
                    "Both rp and rs must be provided to design an elliptic filter.",
                ));
            }
        },
    };
    let warped: Vec<f64> = if !analog {
        if wn.iter().any(|&w| w <= 0.0 || w >= 1.0) {
            if let Some(fs) = fs {
                return Err(invalid(
                    op,
                    format!(
                        "Digital filter critical frequencies must be 0 < Wn < fs/2 (fs={fs} -> fs/2={})",
                        fs / 2.0
                    ),
                ));
            }
            return Err(invalid(
                op,
                format!("Digital filter critical frequencies must be 0 < Wn < 1, got Wn={wn:?}"),
            ));
        }
        wn.iter()
            .map(|&w| 2.0 * 2.0 * (PI * w / 2.0).tan())
            .collect()
    } else {
        wn.clone()
    };
    let f = match btype {
        BType::Lowpass | BType::Highpass => {
            if wn.len() != 1 {
                return Err(invalid(
                    op,
                    "Must specify a single critical frequency Wn for lowpass or highpass filter",
                ));
            }
            if btype == BType::Lowpass {
                lp2lp_zpk_v(op, proto, warped[0])?
            } else {
                lp2hp_zpk_v(op, proto, warped[0])?
            }
        }
        BType::Bandpass | BType::Bandstop => {
            if wn.len() != 2 {
                return Err(invalid(
                    op,
                    "Wn must specify start and stop frequencies for bandpass or bandstop filter",
                ));
            }
            let bw = warped[1] - warped[0];
            let wo = (warped[0] * warped[1]).sqrt();
            if btype == BType::Bandpass {
                lp2bp_zpk_v(op, proto, wo, bw)?
            } else {
                lp2bs_zpk_v(op, proto, wo, bw)?
            }
        }
    };
    if !analog {
        bilinear_zpk_v(op, f, 2.0)
    } else {
        Ok(f)
    }
}

/// IIR digital or analog filter of order `n` from critical frequencies `wn`.
///
/// Equivalent to `scipy.signal.iirfilter`.
///
/// # Errors
/// `InvalidArgument` with SciPy's messages: Wn not in (0, 1) (or (0, fs/2)) for digital
/// filters, `Wn[0] >= Wn[1]`, one Wn for a band filter or two for low/highpass, a missing or
/// negative `rp`/`rs`, `fs` with `analog`.
///
/// ```
/// use gsci_signal::{iirfilter, IirfilterOptions, FilterType, BType};
/// let f = iirfilter(4, &[0.2], &IirfilterOptions { btype: BType::Lowpass, ftype: FilterType::Butter, ..Default::default() })?;
/// let (b, a) = f.ba()?;
/// assert_eq!((b.len(), a.len()), (5, 5));
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn iirfilter(n: usize, wn: &[f64], opts: &IirfilterOptions) -> Result<Filter> {
    const OP: &str = "iirfilter";
    let f = iirfilter_zpk(
        OP,
        n,
        wn,
        opts.rp,
        opts.rs,
        opts.btype,
        opts.analog,
        opts.ftype,
        opts.fs,
    )?;
    filter_from_zpk(OP, f, opts.output, opts.analog)
}

/// Butterworth digital or analog filter.
///
/// Equivalent to `scipy.signal.butter`.
///
/// # Errors
/// As [`iirfilter`].
///
/// ```
/// use gsci_signal::{butter, IirOptions};
/// let (b, a) = butter(2, &[0.5], &IirOptions::default())?.into_ba()?;
/// assert!((b.to_vec()?[0] - 0.2928932188134524).abs() < 1e-15);
/// assert_eq!(a.to_vec()?[0], 1.0);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn butter(n: usize, wn: &[f64], opts: &IirOptions) -> Result<Filter> {
    const OP: &str = "butter";
    let f = iirfilter_zpk(
        OP,
        n,
        wn,
        None,
        None,
        opts.btype,
        opts.analog,
        FilterType::Butter,
        opts.fs,
    )?;
    filter_from_zpk(OP, f, opts.output, opts.analog)
}

/// Chebyshev type I digital or analog filter with `rp` dB passband ripple.
///
/// Equivalent to `scipy.signal.cheby1`.
///
/// # Errors
/// As [`iirfilter`].
///
/// ```
/// use gsci_signal::{cheby1, IirOptions, FilterOutput};
/// let sos = cheby1(4, 1.0, &[0.3], &IirOptions { output: FilterOutput::Sos, ..Default::default() })?.into_sos()?;
/// assert_eq!(sos.shape(), &[2, 6]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn cheby1(n: usize, rp: f64, wn: &[f64], opts: &IirOptions) -> Result<Filter> {
    const OP: &str = "cheby1";
    let f = iirfilter_zpk(
        OP,
        n,
        wn,
        Some(rp),
        None,
        opts.btype,
        opts.analog,
        FilterType::Cheby1,
        opts.fs,
    )?;
    filter_from_zpk(OP, f, opts.output, opts.analog)
}

/// Chebyshev type II digital or analog filter with `rs` dB stopband attenuation.
///
/// Equivalent to `scipy.signal.cheby2`.
///
/// # Errors
/// As [`iirfilter`].
///
/// ```
/// use gsci_signal::{cheby2, IirOptions, FilterOutput};
/// let (z, p, _k) = cheby2(4, 40.0, &[0.3], &IirOptions { output: FilterOutput::Zpk, ..Default::default() })?.into_zpk()?;
/// assert_eq!((z.len(), p.len()), (4, 4));
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn cheby2(n: usize, rs: f64, wn: &[f64], opts: &IirOptions) -> Result<Filter> {
    const OP: &str = "cheby2";
    let f = iirfilter_zpk(
        OP,
        n,
        wn,
        None,
        Some(rs),
        opts.btype,
        opts.analog,
        FilterType::Cheby2,
        opts.fs,
    )?;
    filter_from_zpk(OP, f, opts.output, opts.analog)
}

/// Elliptic (Cauer) digital or analog filter.
///
/// Equivalent to `scipy.signal.ellip`.
///
/// # Errors
/// As [`iirfilter`].
///
/// ```
/// use gsci_signal::{ellip, IirOptions};
/// let (b, a) = ellip(4, 1.0, 40.0, &[0.3], &IirOptions::default())?.into_ba()?;
/// assert_eq!((b.len(), a.len()), (5, 5));
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn ellip(n: usize, rp: f64, rs: f64, wn: &[f64], opts: &IirOptions) -> Result<Filter> {
    const OP: &str = "ellip";
    let f = iirfilter_zpk(
        OP,
        n,
        wn,
        Some(rp),
        Some(rs),
        opts.btype,
        opts.analog,
        FilterType::Ellip,
        opts.fs,
    )?;
    filter_from_zpk(OP, f, opts.output, opts.analog)
}

/// Bessel/Thomson digital or analog filter.
///
/// Equivalent to `scipy.signal.bessel`.
///
/// # Errors
/// As [`iirfilter`].
///
/// ```
/// use gsci_signal::{bessel, BesselOptions};
/// let (b, a) = bessel(3, &[0.2], &BesselOptions::default())?.into_ba()?;
/// assert_eq!((b.len(), a.len()), (4, 4));
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn bessel(n: usize, wn: &[f64], opts: &BesselOptions) -> Result<Filter> {
    const OP: &str = "bessel";
    let f = iirfilter_zpk(
        OP,
        n,
        wn,
        None,
        None,
        opts.btype,
        opts.analog,
        FilterType::Bessel(opts.norm),
        opts.fs,
    )?;
    filter_from_zpk(OP, f, opts.output, opts.analog)
}

fn proto_out(f: Zpk) -> Result<(crate::Array<Complex64>, crate::Array<Complex64>, f64)> {
    Ok((carr(f.z)?, carr(f.p)?, f.k))
}

/// Analog Butterworth lowpass prototype (zeros, poles, gain).
///
/// Equivalent to `scipy.signal.buttap`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// let (_z, p, k) = gsci_signal::buttap(3)?;
/// assert_eq!((p.len(), k), (3, 1.0));
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn buttap(n: usize) -> Result<(crate::Array<Complex64>, crate::Array<Complex64>, f64)> {
    crate::windows::alloc_check("buttap", n, 2)?;
    proto_out(buttap_v(n))
}

/// Analog Chebyshev type I lowpass prototype.
///
/// Equivalent to `scipy.signal.cheb1ap`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// let (_z, p, _k) = gsci_signal::cheb1ap(3, 1.0)?;
/// assert_eq!(p.len(), 3);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn cheb1ap(
    n: usize,
    rp: f64,
) -> Result<(crate::Array<Complex64>, crate::Array<Complex64>, f64)> {
    crate::windows::alloc_check("cheb1ap", n, 2)?;
    proto_out(cheb1ap_v(n, rp))
}

/// Analog Chebyshev type II lowpass prototype.
///
/// Equivalent to `scipy.signal.cheb2ap`.
///
/// # Errors
/// Only allocation failures.
///
/// ```
/// let (z, _p, _k) = gsci_signal::cheb2ap(3, 40.0)?;
/// assert_eq!(z.len(), 2);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn cheb2ap(
    n: usize,
    rs: f64,
) -> Result<(crate::Array<Complex64>, crate::Array<Complex64>, f64)> {
    crate::windows::alloc_check("cheb2ap", n, 2)?;
    proto_out(cheb2ap_v(n, rs))
}

/// Analog elliptic lowpass prototype.
///
/// Equivalent to `scipy.signal.ellipap`.
///
/// # Errors
/// `InvalidArgument` when `rp`/`rs` admit no design.
///
/// ```
/// let (z, p, _k) = gsci_signal::ellipap(4, 1.0, 40.0)?;
/// assert_eq!((z.len(), p.len()), (4, 4));
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn ellipap(
    n: usize,
    rp: f64,
    rs: f64,
) -> Result<(crate::Array<Complex64>, crate::Array<Complex64>, f64)> {
    crate::windows::alloc_check("ellipap", n, 2)?;
    proto_out(ellipap_v("ellipap", n, rp, rs)?)
}

/// Analog Bessel lowpass prototype.
///
/// Equivalent to `scipy.signal.besselap`.
///
/// # Errors
/// `InvalidArgument` when the root finding fails (very large orders).
///
/// ```
/// use gsci_signal::{besselap, BesselNorm};
/// let (_z, p, k) = besselap(3, BesselNorm::Phase)?;
/// assert_eq!((p.len(), k), (3, 1.0));
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn besselap(
    n: usize,
    norm: BesselNorm,
) -> Result<(crate::Array<Complex64>, crate::Array<Complex64>, f64)> {
    crate::windows::alloc_check("besselap", n, 2)?;
    proto_out(besselap_v("besselap", n, norm)?)
}
