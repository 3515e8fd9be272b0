//! Waveforms: `chirp`, `gausspulse`, `sawtooth`, `square`, `sweep_poly`, `unit_impulse`.
//!
//! The time arrays are read to the host, evaluated there in float64 with NumPy's formulas,
//! and the result is put on the input's device with its shape.

use std::f64::consts::PI;

use super::invalid;
use crate::{Array, Device, Result};

fn map_t(t: &Array<f64>, f: impl Fn(f64) -> f64) -> Result<Array<f64>> {
    let v: Vec<f64> = t.to_vec()?.into_iter().map(f).collect();
    Array::from_vec(v, t.shape(), t.device())
}

/// `numpy.mod` for floats (the sign of the divisor).
fn np_mod(a: f64, b: f64) -> f64 {
    let m = a % b;
    if m != 0.0 {
        if (b < 0.0) != (m < 0.0) { m + b } else { m }
    } else {
        0.0f64.copysign(b)
    }
}

/// Keyword arguments of [`sawtooth`].
#[derive(Clone, Debug)]
pub struct SawtoothOptions {
    /// Width of the rising ramp as a fraction of the period (default 1).
    pub width: f64,
}

impl Default for SawtoothOptions {
    fn default() -> Self {
        Self { width: 1.0 }
    }
}

/// Periodic sawtooth or triangle wave of period 2π.
///
/// Equivalent to `scipy.signal.sawtooth` (scalar `width`; NaN where width is outside [0, 1]).
///
/// # Errors
/// Only transfer and allocation failures.
///
/// ```
/// use gsci_signal::{sawtooth, SawtoothOptions, Array, Device};
/// let t = Array::from_slice_1d(&[0.0, std::f64::consts::PI], &Device::cpu())?;
/// assert_eq!(sawtooth(&t, &SawtoothOptions::default())?.to_vec()?, vec![-1.0, 0.0]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn sawtooth(t: &Array<f64>, opts: &SawtoothOptions) -> Result<Array<f64>> {
    let w = opts.width;
    map_t(t, |t| {
        if !(0.0..=1.0).contains(&w) {
            return f64::NAN;
        }
        let tm = np_mod(t, 2.0 * PI);
        if tm < w * 2.0 * PI {
            tm / (PI * w) - 1.0
        } else {
            (PI * (w + 1.0) - tm) / (PI * (1.0 - w))
        }
    })
}

/// Keyword arguments of [`square`].
#[derive(Clone, Debug)]
pub struct SquareOptions {
    /// Duty cycle (default 0.5).
    pub duty: f64,
}

impl Default for SquareOptions {
    fn default() -> Self {
        Self { duty: 0.5 }
    }
}

/// Periodic square wave of period 2π.
///
/// Equivalent to `scipy.signal.square` (scalar `duty`; NaN where duty is outside [0, 1]).
///
/// # Errors
/// Only transfer and allocation failures.
///
/// ```
/// use gsci_signal::{square, SquareOptions, Array, Device};
/// let t = Array::from_slice_1d(&[0.5, 4.0], &Device::cpu())?;
/// assert_eq!(square(&t, &SquareOptions::default())?.to_vec()?, vec![1.0, -1.0]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn square(t: &Array<f64>, opts: &SquareOptions) -> Result<Array<f64>> {
    let w = opts.duty;
    map_t(t, |t| {
        if !(0.0..=1.0).contains(&w) {
            return f64::NAN;
        }
        if np_mod(t, 2.0 * PI) < w * 2.0 * PI {
            1.0
        } else {
            -1.0
        }
    })
}

/// Keyword arguments of [`gausspulse`].
#[derive(Clone, Debug)]
pub struct GausspulseOptions {
    /// Centre frequency in Hz (default 1000).
    pub fc: f64,
    /// Fractional bandwidth (default 0.5).
    pub bw: f64,
    /// Reference level of the bandwidth in dB (default -6).
    pub bwr: f64,
    /// Reference level of the time cutoff in dB (default -60), for [`gausspulse_cutoff`].
    pub tpr: f64,
}

impl Default for GausspulseOptions {
    fn default() -> Self {
        Self {
            fc: 1000.0,
            bw: 0.5,
            bwr: -6.0,
            tpr: -60.0,
        }
    }
}

/// The three outputs of [`gausspulse`] (SciPy's `retquad`/`retenv` select among them).
#[derive(Clone, Debug)]
pub struct Gausspulse {
    /// The real (in-phase) part.
    pub yi: Array<f64>,
    /// The quadrature part.
    pub yq: Array<f64>,
    /// The envelope.
    pub yenv: Array<f64>,
}

fn gauss_a(op: &'static str, o: &GausspulseOptions) -> Result<f64> {
    if o.fc < 0.0 {
        return Err(invalid(
            op,
            format!("Center frequency (fc={:.2}) must be >=0.", o.fc),
        ));
    }
    if o.bw <= 0.0 || o.bw.is_nan() {
        return Err(invalid(
            op,
            format!("Fractional bandwidth (bw={:.2}) must be > 0.", o.bw),
        ));
    }
    if o.bwr >= 0.0 || o.bwr.is_nan() {
        return Err(invalid(
            op,
            format!(
                "Reference level for bandwidth (bwr={:.2}) must be < 0 dB",
                o.bwr
            ),
        ));
    }
    let r = 10f64.powf(o.bwr / 20.0);
    Ok(-(PI * o.fc * o.bw).powf(2.0) / (4.0 * r.ln()))
}

/// Gaussian-modulated sinusoid: in-phase, quadrature and envelope.
///
/// Equivalent to `scipy.signal.gausspulse(t, ..., retquad=True, retenv=True)`.
///
/// # Errors
/// `InvalidArgument` for `fc < 0`, `bw <= 0` or `bwr >= 0`, as SciPy.
///
/// ```
/// use gsci_signal::{gausspulse, GausspulseOptions, Array, Device};
/// let t = Array::from_slice_1d(&[0.0], &Device::cpu())?;
/// assert_eq!(gausspulse(&t, &GausspulseOptions::default())?.yi.to_vec()?, vec![1.0]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn gausspulse(t: &Array<f64>, opts: &GausspulseOptions) -> Result<Gausspulse> {
    let a = gauss_a("gausspulse", opts)?;
    let fc = opts.fc;
    let yenv = map_t(t, |t| (-a * t * t).exp())?;
    let yi = map_t(t, |t| (-a * t * t).exp() * (2.0 * PI * fc * t).cos())?;
    let yq = map_t(t, |t| (-a * t * t).exp() * (2.0 * PI * fc * t).sin())?;
    Ok(Gausspulse { yi, yq, yenv })
}

/// The time at which the pulse envelope falls to `tpr` dB.
///
/// Equivalent to `scipy.signal.gausspulse('cutoff', ...)`.
///
/// # Errors
/// As [`gausspulse`], and `tpr >= 0`.
///
/// ```
/// use gsci_signal::{gausspulse_cutoff, GausspulseOptions};
/// assert!(gausspulse_cutoff(&GausspulseOptions::default())? > 0.0);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn gausspulse_cutoff(opts: &GausspulseOptions) -> Result<f64> {
    const OP: &str = "gausspulse";
    let a = gauss_a(OP, opts)?;
    if opts.tpr >= 0.0 || opts.tpr.is_nan() {
        return Err(invalid(
            OP,
            "Reference level for time cutoff must be < 0 dB",
        ));
    }
    let tref = 10f64.powf(opts.tpr / 20.0);
    Ok((-tref.ln() / a).sqrt())
}

/// SciPy's `method` of [`chirp`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ChirpMethod {
    /// `'linear'` (default).
    #[default]
    Linear,
    /// `'quadratic'`.
    Quadratic,
    /// `'logarithmic'`.
    Logarithmic,
    /// `'hyperbolic'`.
    Hyperbolic,
}

/// Keyword arguments of [`chirp`].
#[derive(Clone, Debug)]
pub struct ChirpOptions {
    /// Frequency sweep law (default `Linear`).
    pub method: ChirpMethod,
    /// Phase offset in degrees (default 0).
    pub phi: f64,
    /// Quadratic sweeps: vertex of the parabola at t = 0 (default `true`) or at t1.
    pub vertex_zero: bool,
}

impl Default for ChirpOptions {
    fn default() -> Self {
        Self {
            method: ChirpMethod::Linear,
            phi: 0.0,
            vertex_zero: true,
        }
    }
}

/// Frequency-swept cosine from `f0` at t = 0 to `f1` at `t1`.
///
/// Equivalent to `scipy.signal.chirp` (real output; `complex=True` is not offered).
///
/// # Errors
/// `InvalidArgument` for a logarithmic sweep with `f0 * f1 <= 0` or a hyperbolic one with a
/// zero frequency.
///
/// ```
/// use gsci_signal::{chirp, ChirpOptions, Array, Device};
/// let t = Array::from_slice_1d(&[0.0, 0.5], &Device::cpu())?;
/// let y = chirp(&t, 1.0, 1.0, 3.0, &ChirpOptions::default())?.to_vec()?;
/// assert_eq!(y[0], 1.0);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn chirp(t: &Array<f64>, f0: f64, t1: f64, f1: f64, opts: &ChirpOptions) -> Result<Array<f64>> {
    const OP: &str = "chirp";
    let phi = opts.phi * (PI / 180.0);
    match opts.method {
        ChirpMethod::Logarithmic if f0 * f1 <= 0.0 => {
            return Err(invalid(
                OP,
                "For a logarithmic chirp, f0 and f1 must be nonzero and have the same sign.",
            ));
        }
        ChirpMethod::Hyperbolic if f0 == 0.0 || f1 == 0.0 => {
            return Err(invalid(
                OP,
                "For a hyperbolic chirp, f0 and f1 must be nonzero.",
            ));
        }
        _ => {}
    }
    let (method, vz) = (opts.method, opts.vertex_zero);
    map_t(t, |t| {
        let phase = match method {
            ChirpMethod::Linear => {
                let beta = (f1 - f0) / t1;
                2.0 * PI * (f0 * t + 0.5 * beta * t * t)
            }
            ChirpMethod::Quadratic => {
                let beta = (f1 - f0) / t1.powf(2.0);
                if vz {
                    2.0 * PI * (f0 * t + beta * t.powf(3.0) / 3.0)
                } else {
                    2.0 * PI * (f1 * t + beta * ((t1 - t).powf(3.0) - t1.powf(3.0)) / 3.0)
                }
            }
            ChirpMethod::Logarithmic => {
                if f0 == f1 {
                    2.0 * PI * f0 * t
                } else {
                    let beta = t1 / (f1 / f0).ln();
                    2.0 * PI * beta * f0 * ((f1 / f0).powf(t / t1) - 1.0)
                }
            }
            ChirpMethod::Hyperbolic => {
                if f0 == f1 {
                    2.0 * PI * f0 * t
                } else {
                    let sing = -f1 * t1 / (f0 - f1);
                    2.0 * PI * (-sing * f0) * (1.0 - t / sing).abs().ln()
                }
            }
        };
        (phase + phi).cos()
    })
}

/// Keyword arguments of [`sweep_poly`].
#[derive(Clone, Debug, Default)]
pub struct SweepPolyOptions {
    /// Phase offset in degrees (default 0).
    pub phi: f64,
}

/// Cosine whose instantaneous frequency is the polynomial `poly` (highest power first).
///
/// Equivalent to `scipy.signal.sweep_poly`.
///
/// # Errors
/// Only transfer and allocation failures.
///
/// ```
/// use gsci_signal::{sweep_poly, SweepPolyOptions, Array, Device};
/// let t = Array::from_slice_1d(&[0.0], &Device::cpu())?;
/// assert_eq!(sweep_poly(&t, &[1.0, 2.0], &SweepPolyOptions::default())?.to_vec()?, vec![1.0]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn sweep_poly(t: &Array<f64>, poly: &[f64], opts: &SweepPolyOptions) -> Result<Array<f64>> {
    let n = poly.len();
    let mut ip: Vec<f64> = poly
        .iter()
        .enumerate()
        .map(|(i, p)| p / (n - i) as f64)
        .collect();
    ip.push(0.0);
    let phi = opts.phi * (PI / 180.0);
    map_t(t, |t| {
        let v = ip.iter().fold(0.0, |y, &c| y * t + c);
        (2.0 * PI * v + phi).cos()
    })
}

/// Where [`unit_impulse`] puts its 1.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum ImpulseIdx {
    /// At index 0 of every axis (SciPy's `idx=None`, default).
    #[default]
    First,
    /// At `shape // 2` (SciPy's `'mid'`).
    Mid,
    /// At this index (one per axis, or one value for every axis).
    At(Vec<usize>),
}

/// Keyword arguments of [`unit_impulse`].
#[derive(Clone, Debug, Default)]
pub struct UnitImpulseOptions {
    /// Position of the impulse (default index 0).
    pub idx: ImpulseIdx,
    /// Device of the result (default the CPU).
    pub device: Option<Device>,
}

/// Unit impulse (discrete delta) of `shape`.
///
/// Equivalent to `scipy.signal.unit_impulse` (float64).
///
/// # Errors
/// `InvalidArgument` when the index is outside the shape or has the wrong length.
///
/// ```
/// use gsci_signal::{unit_impulse, UnitImpulseOptions, ImpulseIdx};
/// let d = unit_impulse(&[5], &UnitImpulseOptions { idx: ImpulseIdx::Mid, ..Default::default() })?;
/// assert_eq!(d.to_vec()?, vec![0.0, 0.0, 1.0, 0.0, 0.0]);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn unit_impulse(shape: &[usize], opts: &UnitImpulseOptions) -> Result<Array<f64>> {
    const OP: &str = "unit_impulse";
    let idx: Vec<usize> = match &opts.idx {
        ImpulseIdx::First => vec![0; shape.len()],
        ImpulseIdx::Mid => shape.iter().map(|s| s / 2).collect(),
        ImpulseIdx::At(v) if v.len() == 1 => vec![v[0]; shape.len()],
        ImpulseIdx::At(v) => v.clone(),
    };
    if idx.len() != shape.len() || idx.iter().zip(shape).any(|(i, s)| i >= s) {
        return Err(invalid(
            OP,
            format!("index {idx:?} is out of bounds for shape {shape:?}"),
        ));
    }
    let len = shape
        .iter()
        .try_fold(1usize, |a, &s| a.checked_mul(s))
        .ok_or_else(|| invalid(OP, format!("shape {shape:?} is too large")))?;
    crate::windows::alloc_check(OP, len, 1)?;
    let mut v = vec![0.0; len];
    let mut flat = 0;
    for (i, s) in idx.iter().zip(shape) {
        flat = flat * s + i;
    }
    v[flat] = 1.0;
    Array::from_vec(v, shape, opts.device.as_ref().unwrap_or(&Device::cpu()))
}
