//! Order selection (`buttord`, `cheb1ord`, `cheb2ord`, `ellipord`, `iirdesign`) and the
//! second-order designs `iirnotch`, `iirpeak`, `iircomb`.

use std::f64::consts::PI;

use super::conversions::check_fs;
use super::iir::{FilterType, filter_from_zpk, iirfilter_zpk};
use super::{BType, Filter, FilterOutput, arr, invalid};
use crate::{Array, Result};
use gsci_special::scalar::elliptic::{ellipk, ellipkm1};

/// Keyword arguments of [`buttord`], [`cheb1ord`], [`cheb2ord`] and [`ellipord`].
#[derive(Clone, Debug, Default)]
pub struct OrdOptions {
    /// Analog filter (default `false`).
    pub analog: bool,
    /// Sample rate; `None` (default): frequencies normalised to Nyquist = 1.
    pub fs: Option<f64>,
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Butter,
    Cheby,
    Ellip,
}

fn validate_gpass_gstop(op: &'static str, gpass: f64, gstop: f64) -> Result<()> {
    if gpass <= 0.0 || gpass.is_nan() {
        return Err(invalid(op, "gpass should be larger than 0.0"));
    }
    if gstop <= 0.0 || gstop.is_nan() {
        return Err(invalid(op, "gstop should be larger than 0.0"));
    }
    if gpass > gstop {
        return Err(invalid(op, "gpass should be smaller than gstop"));
    }
    Ok(())
}

fn band_stop_obj(
    wp: f64,
    ind: usize,
    passb: &[f64],
    stopb: &[f64],
    gpass: f64,
    gstop: f64,
    kind: Kind,
) -> f64 {
    let mut pc = passb.to_vec();
    pc[ind] = wp;
    let nat = stopb
        .iter()
        .map(|s| (s * (pc[0] - pc[1]) / (s * s - pc[0] * pc[1])).abs())
        .fold(f64::INFINITY, f64::min);
    match kind {
        Kind::Butter => {
            let gs = 10f64.powf(0.1 * gstop.abs());
            let gp = 10f64.powf(0.1 * gpass.abs());
            ((gs - 1.0) / (gp - 1.0)).log10() / (2.0 * nat.log10())
        }
        Kind::Cheby => {
            let gs = 10f64.powf(0.1 * gstop.abs());
            let gp = 10f64.powf(0.1 * gpass.abs());
            ((gs - 1.0) / (gp - 1.0)).sqrt().acosh() / nat.acosh()
        }
        Kind::Ellip => {
            let gs = 10f64.powf(0.1 * gstop);
            let gp = 10f64.powf(0.1 * gpass);
            let arg1 = ((gp - 1.0) / (gs - 1.0)).sqrt();
            let arg0 = 1.0 / nat;
            let d0 = (ellipk(arg0 * arg0), ellipk(1.0 - arg0 * arg0));
            let d1 = (ellipk(arg1 * arg1), ellipk(1.0 - arg1 * arg1));
            d0.0 * d1.1 / (d0.1 * d1.0)
        }
    }
}

/// `scipy.optimize.fminbound` (bounded Brent, xatol 1e-5, maxfun 500), step for step.
fn fminbound(f: impl Fn(f64) -> f64, x1: f64, x2: f64) -> f64 {
    let xatol = 1e-5;
    let sqrt_eps = 2.2e-16f64.sqrt();
    let golden_mean = 0.5 * (3.0 - 5f64.sqrt());
    let (mut a, mut b) = (x1, x2);
    let mut fulc = a + golden_mean * (b - a);
    let mut nfc = fulc;
    let mut xf = fulc;
    let mut rat = 0.0f64;
    let mut e = 0.0f64;
    let mut fx = f(xf);
    let mut num = 1;
    let mut ffulc = fx;
    let mut fnfc = fx;
    let mut xm = 0.5 * (a + b);
    let mut tol1 = sqrt_eps * xf.abs() + xatol / 3.0;
    let mut tol2 = 2.0 * tol1;
    let sign = |v: f64| {
        if v > 0.0 {
            1.0
        } else if v < 0.0 {
            -1.0
        } else {
            0.0
        }
    };
    while (xf - xm).abs() > tol2 - 0.5 * (b - a) {
        let mut golden = true;
        if e.abs() > tol1 {
            golden = false;
            let mut r = (xf - nfc) * (fx - ffulc);
            let mut q = (xf - fulc) * (fx - fnfc);
            let mut p = (xf - fulc) * q - (xf - nfc) * r;
            q = 2.0 * (q - r);
            if q > 0.0 {
                p = -p;
            }
            q = q.abs();
            r = e;
            e = rat;
            if p.abs() < (0.5 * q * r).abs() && p > q * (a - xf) && p < q * (b - xf) {
                rat = (p + 0.0) / q;
                let x = xf + rat;
                if (x - a) < tol2 || (b - x) < tol2 {
                    let si = sign(xm - xf) + if xm - xf == 0.0 { 1.0 } else { 0.0 };
                    rat = tol1 * si;
                }
            } else {
                golden = true;
            }
        }
        if golden {
            e = if xf >= xm { a - xf } else { b - xf };
            rat = golden_mean * e;
        }
        let si = sign(rat) + if rat == 0.0 { 1.0 } else { 0.0 };
        let x = xf + si * rat.abs().max(tol1);
        let fu = f(x);
        num += 1;
        if fu <= fx {
            if x >= xf {
                a = xf;
            } else {
                b = xf;
            }
            fulc = nfc;
            ffulc = fnfc;
            nfc = xf;
            fnfc = fx;
            xf = x;
            fx = fu;
        } else {
            if x < xf {
                a = x;
            } else {
                b = x;
            }
            if fu <= fnfc || nfc == xf {
                fulc = nfc;
                ffulc = fnfc;
                nfc = x;
                fnfc = fu;
            } else if fu <= ffulc || fulc == xf || fulc == nfc {
                fulc = x;
                ffulc = fu;
            }
        }
        xm = 0.5 * (a + b);
        tol1 = sqrt_eps * xf.abs() + xatol / 3.0;
        tol2 = 2.0 * tol1;
        if num >= 500 {
            break;
        }
    }
    xf
}

struct Prep {
    filter_type: u8,
    passb: Vec<f64>,
    stopb: Vec<f64>,
}

fn prepare(
    op: &'static str,
    wp: &[f64],
    ws: &[f64],
    gpass: f64,
    gstop: f64,
    opts: &OrdOptions,
) -> Result<Prep> {
    validate_gpass_gstop(op, gpass, gstop)?;
    if wp.len() != ws.len() || wp.is_empty() || wp.len() > 2 {
        return Err(invalid(
            op,
            format!(
                "wp and ws must have one or two elements each, and the same shape, got {} and {}",
                wp.len(),
                ws.len()
            ),
        ));
    }
    let (mut wp, mut ws) = (wp.to_vec(), ws.to_vec());
    if let Some(fs) = opts.fs {
        check_fs(op, fs)?;
        if opts.analog {
            return Err(invalid(op, "fs cannot be specified for an analog filter"));
        }
        wp.iter_mut().for_each(|w| *w = 2.0 * *w / fs);
        ws.iter_mut().for_each(|w| *w = 2.0 * *w / fs);
    }
    let mut filter_type = 2 * (wp.len() as u8 - 1) + 1;
    if wp[0] >= ws[0] {
        filter_type += 1;
    }
    let (passb, stopb) = if !opts.analog {
        (
            wp.iter().map(|w| (PI * w / 2.0).tan()).collect(),
            ws.iter().map(|w| (PI * w / 2.0).tan()).collect(),
        )
    } else {
        (wp, ws)
    };
    Ok(Prep {
        filter_type,
        passb,
        stopb,
    })
}

fn find_nat_freq(p: &mut Prep, gpass: f64, gstop: f64, kind: Kind) -> f64 {
    let (passb, stopb) = (&p.passb, &p.stopb);
    let nat: Vec<f64> = match p.filter_type {
        1 => vec![stopb[0] / passb[0]],
        2 => vec![passb[0] / stopb[0]],
        3 => {
            let wp0 = fminbound(
                |w| band_stop_obj(w, 0, passb, stopb, gpass, gstop, kind),
                passb[0],
                stopb[0] - 1e-12,
            );
            let wp1 = fminbound(
                |w| band_stop_obj(w, 1, passb, stopb, gpass, gstop, kind),
                stopb[1] + 1e-12,
                passb[1],
            );
            let nb = vec![wp0, wp1];
            let nat = stopb
                .iter()
                .map(|s| (s * (nb[0] - nb[1])) / (s * s - nb[0] * nb[1]))
                .collect();
            p.passb = nb;
            nat
        }
        _ => stopb
            .iter()
            .map(|s| (s * s - passb[0] * passb[1]) / (s * (passb[0] - passb[1])))
            .collect(),
    };
    nat.iter().map(|v| v.abs()).fold(f64::INFINITY, f64::min)
}

fn postprocess(wn: &[f64], opts: &OrdOptions) -> Vec<f64> {
    wn.iter()
        .map(|&w| {
            let w = if opts.analog { w } else { w.atan() * 2.0 / PI };
            match opts.fs {
                Some(fs) => w * fs / 2.0,
                None => w,
            }
        })
        .collect()
}

fn sort_abs(mut v: Vec<f64>) -> Vec<f64> {
    v.iter_mut().for_each(|x| *x = x.abs());
    v.sort_by(|a, b| a.total_cmp(b));
    v
}

/// Lowest Butterworth order (and its natural frequency) meeting a specification.
///
/// Equivalent to `scipy.signal.buttord`; `wn` has one or two entries like `wp`.
///
/// # Errors
/// `InvalidArgument` for `gpass`/`gstop` not positive or `gpass > gstop`, `wp`/`ws` of
/// different or unsupported lengths, `fs` with `analog`.
///
/// ```
/// use gsci_signal::{buttord, OrdOptions};
/// let (n, wn) = buttord(&[0.2], &[0.3], 3.0, 40.0, &OrdOptions::default())?;
/// assert_eq!(n, 11);
/// assert!((wn[0] - 0.2008).abs() < 1e-3);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn buttord(
    wp: &[f64],
    ws: &[f64],
    gpass: f64,
    gstop: f64,
    opts: &OrdOptions,
) -> Result<(usize, Vec<f64>)> {
    const OP: &str = "buttord";
    let mut p = prepare(OP, wp, ws, gpass, gstop, opts)?;
    let nat = find_nat_freq(&mut p, gpass, gstop, Kind::Butter);
    let gs = 10f64.powf(0.1 * gstop.abs());
    let gp = 10f64.powf(0.1 * gpass.abs());
    let ordf = (((gs - 1.0) / (gp - 1.0)).log10() / (2.0 * nat.log10())).ceil();
    if !ordf.is_finite() || ordf < 0.0 {
        return Err(invalid(
            OP,
            format!("no valid order for this specification (got {ordf})"),
        ));
    }
    let ord = ordf as usize;
    let w0 = if ord == 0 {
        1.0
    } else {
        (gp - 1.0).powf(-1.0 / (2.0 * ord as f64))
    };
    let passb = &p.passb;
    let wn = match p.filter_type {
        1 => vec![w0 * passb[0]],
        2 => vec![passb[0] / w0],
        3 => {
            let discr =
                ((passb[1] - passb[0]).powf(2.0) + 4.0 * w0.powf(2.0) * passb[0] * passb[1]).sqrt();
            let a = ((passb[1] - passb[0]) + discr) / (2.0 * w0);
            let b = ((passb[1] - passb[0]) - discr) / (2.0 * w0);
            sort_abs(vec![a, b])
        }
        _ => {
            let v = [-w0, w0]
                .iter()
                .map(|&w| {
                    -w * (passb[1] - passb[0]) / 2.0
                        + (w.powf(2.0) / 4.0 * (passb[1] - passb[0]).powf(2.0)
                            + passb[0] * passb[1])
                            .sqrt()
                })
                .collect();
            sort_abs(v)
        }
    };
    Ok((ord, postprocess(&wn, opts)))
}

fn cheb_ord(
    op: &'static str,
    wp: &[f64],
    ws: &[f64],
    gpass: f64,
    gstop: f64,
    opts: &OrdOptions,
) -> Result<(usize, f64, Prep)> {
    let mut p = prepare(op, wp, ws, gpass, gstop, opts)?;
    let nat = find_nat_freq(&mut p, gpass, gstop, Kind::Cheby);
    let gs = 10f64.powf(0.1 * gstop.abs());
    let gp = 10f64.powf(0.1 * gpass.abs());
    let v = ((gs - 1.0) / (gp - 1.0)).sqrt().acosh();
    let ordf = (v / nat.acosh()).ceil();
    if !ordf.is_finite() || ordf < 0.0 {
        return Err(invalid(
            op,
            format!("no valid order for this specification (got {ordf})"),
        ));
    }
    Ok((ordf as usize, v, p))
}

/// Lowest Chebyshev type I order (and its natural frequency) meeting a specification.
///
/// Equivalent to `scipy.signal.cheb1ord`.
///
/// # Errors
/// As [`buttord`].
///
/// ```
/// use gsci_signal::{cheb1ord, OrdOptions};
/// let (n, wn) = cheb1ord(&[0.2], &[0.3], 3.0, 40.0, &OrdOptions::default())?;
/// assert_eq!(n, 6);
/// assert!((wn[0] - 0.2).abs() < 1e-12);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn cheb1ord(
    wp: &[f64],
    ws: &[f64],
    gpass: f64,
    gstop: f64,
    opts: &OrdOptions,
) -> Result<(usize, Vec<f64>)> {
    let (ord, _, p) = cheb_ord("cheb1ord", wp, ws, gpass, gstop, opts)?;
    Ok((ord, postprocess(&p.passb, opts)))
}

/// Lowest Chebyshev type II order (and its natural frequency) meeting a specification.
///
/// Equivalent to `scipy.signal.cheb2ord`.
///
/// # Errors
/// As [`buttord`].
///
/// ```
/// use gsci_signal::{cheb2ord, OrdOptions};
/// let (n, _wn) = cheb2ord(&[0.2], &[0.3], 3.0, 40.0, &OrdOptions::default())?;
/// assert_eq!(n, 6);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn cheb2ord(
    wp: &[f64],
    ws: &[f64],
    gpass: f64,
    gstop: f64,
    opts: &OrdOptions,
) -> Result<(usize, Vec<f64>)> {
    let (ord, v, p) = cheb_ord("cheb2ord", wp, ws, gpass, gstop, opts)?;
    let nf = 1.0 / (1.0 / ord as f64 * v).cosh();
    let passb = &p.passb;
    let nat = match p.filter_type {
        1 => vec![passb[0] / nf],
        2 => vec![passb[0] * nf],
        3 => {
            let n0 = nf / 2.0 * (passb[0] - passb[1])
                + (nf.powf(2.0) * (passb[1] - passb[0]).powf(2.0) / 4.0 + passb[1] * passb[0])
                    .sqrt();
            vec![n0, passb[1] * passb[0] / n0]
        }
        _ => {
            let n0 = 1.0 / (2.0 * nf) * (passb[0] - passb[1])
                + ((passb[1] - passb[0]).powf(2.0) / (4.0 * nf.powf(2.0)) + passb[1] * passb[0])
                    .sqrt();
            vec![n0, passb[0] * passb[1] / n0]
        }
    };
    Ok((ord, postprocess(&nat, opts)))
}

/// Lowest elliptic order (and its natural frequency) meeting a specification.
///
/// Equivalent to `scipy.signal.ellipord`.
///
/// # Errors
/// As [`buttord`].
///
/// ```
/// use gsci_signal::{ellipord, OrdOptions};
/// let (n, _wn) = ellipord(&[0.2], &[0.3], 3.0, 40.0, &OrdOptions::default())?;
/// assert_eq!(n, 4);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn ellipord(
    wp: &[f64],
    ws: &[f64],
    gpass: f64,
    gstop: f64,
    opts: &OrdOptions,
) -> Result<(usize, Vec<f64>)> {
    const OP: &str = "ellipord";
    let mut p = prepare(OP, wp, ws, gpass, gstop, opts)?;
    let nat = find_nat_freq(&mut p, gpass, gstop, Kind::Ellip);
    let pow10m1 = |x: f64| (std::f64::consts::LN_10 * x).exp_m1();
    let arg1_sq = pow10m1(0.1 * gpass) / pow10m1(0.1 * gstop);
    let arg0 = 1.0 / nat;
    let d0 = (ellipk(arg0 * arg0), ellipkm1(arg0 * arg0));
    let d1 = (ellipk(arg1_sq), ellipkm1(arg1_sq));
    let ordf = (d0.0 * d1.1 / (d0.1 * d1.0)).ceil();
    if !ordf.is_finite() || ordf < 0.0 {
        return Err(invalid(
            OP,
            format!("no valid order for this specification (got {ordf})"),
        ));
    }
    Ok((ordf as usize, postprocess(&p.passb, opts)))
}

/// Keyword arguments of [`iirdesign`].
#[derive(Clone, Debug)]
pub struct IirdesignOptions {
    /// Analog filter (default `false`).
    pub analog: bool,
    /// Filter family (default `Ellip`; Bessel has no order selection).
    pub ftype: FilterType,
    /// Output form (default `Ba`).
    pub output: FilterOutput,
    /// Sample rate; `None` (default): frequencies normalised to Nyquist = 1.
    pub fs: Option<f64>,
}

impl Default for IirdesignOptions {
    fn default() -> Self {
        Self {
            analog: false,
            ftype: FilterType::Ellip,
            output: FilterOutput::Ba,
            fs: None,
        }
    }
}

/// Complete IIR design from passband and stopband edges and their losses.
///
/// Equivalent to `scipy.signal.iirdesign`.
///
/// # Errors
/// `InvalidArgument` with SciPy's messages (edges out of range, passband not strictly inside
/// the stopband or vice versa, Bessel asked for, and those of the order functions).
///
/// ```
/// use gsci_signal::{iirdesign, IirdesignOptions};
/// let (b, _a) = iirdesign(&[0.2], &[0.3], 1.0, 40.0, &IirdesignOptions::default())?.into_ba()?;
/// assert_eq!(b.len(), 5);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn iirdesign(
    wp: &[f64],
    ws: &[f64],
    gpass: f64,
    gstop: f64,
    opts: &IirdesignOptions,
) -> Result<Filter> {
    const OP: &str = "iirdesign";
    if let FilterType::Bessel(_) = opts.ftype {
        return Err(invalid(
            OP,
            "bessel does not have order selection. Use iirfilter function.",
        ));
    }
    validate_gpass_gstop(OP, gpass, gstop)?;
    if wp.len() != ws.len() || wp.is_empty() || wp.len() > 2 {
        return Err(invalid(
            OP,
            format!(
                "wp and ws must have one or two elements each, and the same shape, got {} and {}",
                wp.len(),
                ws.len()
            ),
        ));
    }
    if wp.iter().chain(ws).any(|&w| w <= 0.0) {
        return Err(invalid(OP, "Values for wp, ws must be greater than 0"));
    }
    if !opts.analog {
        match opts.fs {
            None => {
                if wp.iter().chain(ws).any(|&w| w >= 1.0) {
                    return Err(invalid(OP, "Values for wp, ws must be less than 1"));
                }
            }
            Some(fs) => {
                if wp.iter().chain(ws).any(|&w| w >= fs / 2.0) {
                    return Err(invalid(
                        OP,
                        format!(
                            "Values for wp, ws must be less than fs/2 (fs={fs} -> fs/2={})",
                            fs / 2.0
                        ),
                    ));
                }
            }
        }
    }
    if wp.len() == 2 && !((ws[0] < wp[0] && wp[1] < ws[1]) || (wp[0] < ws[0] && ws[1] < wp[1])) {
        return Err(invalid(
            OP,
            "Passband must lie strictly inside stopband or vice versa",
        ));
    }
    let mut band_type = 2 * (wp.len() - 1) + 1;
    if wp[0] >= ws[0] {
        band_type += 1;
    }
    let btype = [
        BType::Lowpass,
        BType::Highpass,
        BType::Bandstop,
        BType::Bandpass,
    ][band_type - 1];
    let o = OrdOptions {
        analog: opts.analog,
        fs: opts.fs,
    };
    let (n, wn) = match opts.ftype {
        FilterType::Butter => buttord(wp, ws, gpass, gstop, &o)?,
        FilterType::Cheby1 => cheb1ord(wp, ws, gpass, gstop, &o)?,
        FilterType::Cheby2 => cheb2ord(wp, ws, gpass, gstop, &o)?,
        _ => ellipord(wp, ws, gpass, gstop, &o)?,
    };
    let f = iirfilter_zpk(
        OP,
        n,
        &wn,
        Some(gpass),
        Some(gstop),
        btype,
        opts.analog,
        opts.ftype,
        opts.fs,
    )?;
    filter_from_zpk(OP, f, opts.output, opts.analog)
}

/// Keyword arguments of [`iirnotch`] and [`iirpeak`].
#[derive(Clone, Debug)]
pub struct IirnotchOptions {
    /// Sample rate (default 2.0).
    pub fs: f64,
}

impl Default for IirnotchOptions {
    fn default() -> Self {
        Self { fs: 2.0 }
    }
}

fn notch_peak(
    op: &'static str,
    w0: f64,
    q: f64,
    notch: bool,
    fs: f64,
) -> Result<(Array<f64>, Array<f64>)> {
    check_fs(op, fs)?;
    let w0 = 2.0 * w0 / fs;
    if !(0.0..=1.0).contains(&w0) {
        return Err(invalid(
            op,
            format!("w0 should be such that 0 < w0 < 1, got {w0}"),
        ));
    }
    let bw = w0 / q * PI;
    let w0 = w0 * PI;
    let beta = (bw / 2.0).tan();
    let gain = 1.0 / (1.0 + beta);
    let b = if notch {
        vec![gain * 1.0, gain * (-2.0 * w0.cos()), gain * 1.0]
    } else {
        vec![(1.0 - gain) * 1.0, (1.0 - gain) * 0.0, -(1.0 - gain)]
    };
    let a = vec![1.0, -2.0 * gain * w0.cos(), 2.0 * gain - 1.0];
    Ok((arr(b)?, arr(a)?))
}

/// Second-order IIR notch filter at `w0` with quality factor `q`.
///
/// Equivalent to `scipy.signal.iirnotch`.
///
/// # Errors
/// `InvalidArgument` when `w0` is outside [0, fs/2] or `fs` is not positive.
///
/// ```
/// use gsci_signal::{iirnotch, IirnotchOptions};
/// let (b, a) = iirnotch(60.0, 30.0, &IirnotchOptions { fs: 200.0 })?;
/// assert_eq!((b.len(), a.len()), (3, 3));
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn iirnotch(w0: f64, q: f64, opts: &IirnotchOptions) -> Result<(Array<f64>, Array<f64>)> {
    notch_peak("iirnotch", w0, q, true, opts.fs)
}

/// Second-order IIR peak (resonator) filter at `w0` with quality factor `q`.
///
/// Equivalent to `scipy.signal.iirpeak`.
///
/// # Errors
/// `InvalidArgument` when `w0` is outside [0, fs/2] or `fs` is not positive.
///
/// ```
/// use gsci_signal::{iirpeak, IirnotchOptions};
/// let (b, _a) = iirpeak(60.0, 30.0, &IirnotchOptions { fs: 200.0 })?;
/// assert_eq!(b.to_vec()?[1], 0.0);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn iirpeak(w0: f64, q: f64, opts: &IirnotchOptions) -> Result<(Array<f64>, Array<f64>)> {
    notch_peak("iirpeak", w0, q, false, opts.fs)
}

/// SciPy's `ftype` of [`iircomb`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum CombType {
    /// `'notch'` (default).
    #[default]
    Notch,
    /// `'peak'`.
    Peak,
}

/// Keyword arguments of [`iircomb`].
#[derive(Clone, Debug)]
pub struct IircombOptions {
    /// Notch or peak comb (default `Notch`).
    pub ftype: CombType,
    /// Sample rate (default 2.0).
    pub fs: f64,
    /// Pass (peak at) zero frequency (default `false`).
    pub pass_zero: bool,
}

impl Default for IircombOptions {
    fn default() -> Self {
        Self {
            ftype: CombType::Notch,
            fs: 2.0,
            pass_zero: false,
        }
    }
}

/// IIR notching or peaking comb filter at `w0` and its harmonics.
///
/// Equivalent to `scipy.signal.iircomb`.
///
/// # Errors
/// `InvalidArgument` when `w0` is not in (0, fs/2) or `fs` is not a multiple of `w0`.
///
/// ```
/// use gsci_signal::{iircomb, IircombOptions};
/// let (b, a) = iircomb(20.0, 30.0, &IircombOptions { fs: 1000.0, ..Default::default() })?;
/// assert_eq!((b.len(), a.len()), (51, 51));
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn iircomb(w0: f64, q: f64, opts: &IircombOptions) -> Result<(Array<f64>, Array<f64>)> {
    const OP: &str = "iircomb";
    let fs = opts.fs;
    check_fs(OP, fs)?;
    if !(0.0 < w0 && w0 < fs / 2.0) {
        return Err(invalid(
            OP,
            format!(
                "w0 must be between 0 and {} (Nyquist), but given {w0}.",
                fs / 2.0
            ),
        ));
    }
    let n = (fs / w0).round_ties_even() as usize;
    crate::windows::alloc_check(OP, n, 2)?;
    if ((w0 - fs / n as f64) / fs).abs() > 1e-14 {
        return Err(invalid(OP, "fs must be divisible by w0."));
    }
    let w0 = (2.0 * PI * w0) / fs;
    let w_delta = w0 / q;
    let (g0, g) = match opts.ftype {
        CombType::Notch => (1.0, 0.0),
        CombType::Peak => (0.0, 1.0),
    };
    let beta = (n as f64 * w_delta / 4.0).tan();
    let ax = (1.0 - beta) / (1.0 + beta);
    let bx = (g0 + g * beta) / (1.0 + beta);
    let cx = (g0 - g * beta) / (1.0 + beta);
    let negative = (opts.ftype == CombType::Peak && opts.pass_zero)
        || (opts.ftype == CombType::Notch && !opts.pass_zero);
    let sgn = if negative { -1.0 } else { 1.0 };
    let mut b = vec![0.0; n + 1];
    b[0] = bx;
    b[n] = sgn * cx;
    let mut a = vec![0.0; n + 1];
    a[0] = 1.0;
    a[n] = sgn * ax;
    Ok((arr(b)?, arr(a)?))
}

/// SciPy's `ftype` of [`gammatone`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum GammatoneType {
    /// `'fir'`: a truncated gammatone impulse response.
    Fir,
    /// `'iir'` (Slaney's fourth-order IIR approximation).
    #[default]
    Iir,
}

/// Keyword arguments of [`gammatone`].
#[derive(Clone, Debug, Default)]
pub struct GammatoneOptions {
    /// FIR order (default `None`: 4); not used by the IIR design.
    pub order: Option<usize>,
    /// FIR length (default `None`: `max(int(fs * 0.015), 15)`); not used by the IIR design.
    pub numtaps: Option<usize>,
    /// Sample rate (default `None`: 2).
    pub fs: Option<f64>,
}

/// Gammatone filter centred at `freq` (FIR or IIR), as `(b, a)`.
///
/// Equivalent to `scipy.signal.gammatone` (SciPy's warnings for unused `order`/`numtaps` with
/// IIR are not raised).
///
/// # Errors
/// `InvalidArgument` when `freq` is not in (0, fs/2) or the FIR order is not in 1..=24.
///
/// ```
/// use gsci_signal::{gammatone, GammatoneOptions, GammatoneType};
/// let (b, a) = gammatone(440.0, GammatoneType::Iir, &GammatoneOptions { fs: Some(16000.0), ..Default::default() })?;
/// assert_eq!((b.len(), a.len()), (5, 9));
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn gammatone(
    freq: f64,
    ftype: GammatoneType,
    opts: &GammatoneOptions,
) -> Result<(Array<f64>, Array<f64>)> {
    const OP: &str = "gammatone";
    let fs = opts.fs.unwrap_or(2.0);
    check_fs(OP, fs)?;
    if !(0.0 < freq && freq < fs / 2.0) {
        return Err(invalid(
            OP,
            format!(
                "The frequency must be between 0 and {} (Nyquist), but given {freq}.",
                fs / 2.0
            ),
        ));
    }
    let erb = |hz: f64| hz / 9.26449 + 24.7;
    match ftype {
        GammatoneType::Fir => {
            let order = opts.order.unwrap_or(4);
            let numtaps = opts
                .numtaps
                .unwrap_or_else(|| ((fs * 0.015) as usize).max(15));
            crate::windows::alloc_check(OP, numtaps, 1)?;
            if !(1..=24).contains(&order) {
                return Err(invalid(
                    OP,
                    format!("Invalid order: order must be > 0 and <= 24, got {order}."),
                ));
            }
            let bw = 1.019 * erb(freq);
            let fact: f64 = (1..order).map(|k| k as f64).product();
            let mut scale = 2.0 * (2.0 * PI * bw).powf(order as f64);
            scale /= fact;
            scale /= fs;
            let b = (0..numtaps)
                .map(|i| {
                    let t = i as f64 / fs;
                    let v = t.powf(order as f64 - 1.0) * (-2.0 * PI * bw * t).exp();
                    v * (2.0 * PI * freq * t).cos() * scale
                })
                .collect();
            Ok((arr(b)?, arr(vec![1.0])?))
        }
        GammatoneType::Iir => {
            use num_complex::Complex64 as C;
            let t = 1.0 / fs;
            let bw = 2.0 * PI * 1.019 * erb(freq);
            let fr = 2.0 * freq * PI * t;
            let bwt = bw * t;
            let g1 = -2.0 * C::new(0.0, 2.0 * fr).exp() * t;
            let g2 = 2.0 * C::new(-bwt, fr).exp() * t;
            let s32 = 2f64.powf(1.5);
            let g3 = (3.0 + s32).sqrt() * fr.sin();
            let g4 = (3.0 - s32).sqrt() * fr.sin();
            let g5 = C::new(0.0, 2.0 * fr).exp();
            let mut g = g1 + g2 * (fr.cos() - g4);
            g *= g1 + g2 * (fr.cos() + g4);
            g *= g1 + g2 * (fr.cos() - g3);
            g *= g1 + g2 * (fr.cos() + g3);
            let den = -2.0 / (2.0 * bwt).exp() - 2.0 * g5 + 2.0 * (1.0 + g5) / bwt.exp();
            // Python's complex ** 4 squares twice.
            let d2 = den * den;
            g /= d2 * d2;
            let g = g.re.hypot(g.im);
            let t4 = t.powf(4.0);
            let e = |k: f64| (k * bw * t).exp();
            let b = vec![
                t4 / g,
                -4.0 * t4 * fr.cos() / e(1.0) / g,
                6.0 * t4 * (2.0 * fr).cos() / e(2.0) / g,
                -4.0 * t4 * (3.0 * fr).cos() / e(3.0) / g,
                t4 * (4.0 * fr).cos() / e(4.0) / g,
            ];
            let a = vec![
                1.0,
                -8.0 * fr.cos() / e(1.0),
                4.0 * (4.0 + 3.0 * (2.0 * fr).cos()) / e(2.0),
                -8.0 * (6.0 * fr.cos() + (3.0 * fr).cos()) / e(3.0),
                2.0 * (18.0 + 16.0 * (2.0 * fr).cos() + (4.0 * fr).cos()) / e(4.0),
                -8.0 * (6.0 * fr.cos() + (3.0 * fr).cos()) / e(5.0),
                4.0 * (4.0 + 3.0 * (2.0 * fr).cos()) / e(6.0),
                -8.0 * fr.cos() / e(7.0),
                (-8.0 * bw * t).exp(),
            ];
            Ok((arr(b)?, arr(a)?))
        }
    }
}
