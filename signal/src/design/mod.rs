//! Filter design, run on the host in float64 with SciPy's formulas (`scipy.signal`'s design
//! functions, frequency responses and waveforms).
//!
//! # The shape of the API
//! - Coefficient inputs (`b`, `a`, `z`, `p`, `sos`) are `&Array`s on any device (they are read
//!   back to the host; they are small). Results are `Array`s on the CPU (`Device::cpu()`): move
//!   them with [`Array::to_device`] where a device computation wants them; the filtering
//!   functions accept coefficients on any device.
//! - IIR designs (`butter`, `cheby1`, `cheby2`, `ellip`, `bessel`, `iirfilter`, `iirdesign`)
//!   take SciPy's `output=` as [`FilterOutput`] in their options and return a [`Filter`]: one of
//!   `Filter::Ba { b, a }`, `Filter::Zpk { z, p, k }` (complex128 zeros and poles, real gain)
//!   or `Filter::Sos(sos)` (`(n_sections, 6)`). [`Filter::ba`], [`Filter::zpk`] and
//!   [`Filter::sos`] borrow the expected form (an error names the form held otherwise):
//!   `let (b, a) = butter(4, &[0.2], &IirOptions::default())?.into_ba()?;`.
//! - Critical frequencies `Wn` are `&[f64]` of one (lowpass/highpass) or two (bandpass/bandstop)
//!   values; `btype` is [`BType`]; `fs: Option<f64>` as SciPy's `fs=None`.
//! - Bad input is `Error::InvalidArgument` with SciPy's message, never a panic.

use num_complex::Complex64;

use crate::{Array, Device, Error, Result};

mod conversions;
mod fir;
mod freq;
mod iir;
mod order;
pub(crate) mod poly;
mod remez;
mod ss;
mod waveforms;

pub use conversions::*;
pub use fir::*;
pub use freq::*;
pub use iir::*;
pub use order::*;
pub use remez::*;
pub use ss::*;
pub use waveforms::*;

/// SciPy's `btype`: the band type of an IIR design.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum BType {
    /// `'lowpass'` (`'low'`), the default of `butter` and the other named designs.
    #[default]
    Lowpass,
    /// `'highpass'` (`'high'`).
    Highpass,
    /// `'bandpass'` (`'band'`, `'pass'`, `'bp'`).
    Bandpass,
    /// `'bandstop'` (`'stop'`, `'bs'`).
    Bandstop,
}

/// SciPy's `output=` of the IIR designs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FilterOutput {
    /// Numerator/denominator (`'ba'`, the default).
    #[default]
    Ba,
    /// Zeros, poles, gain (`'zpk'`).
    Zpk,
    /// Second-order sections (`'sos'`).
    Sos,
}

/// An IIR design in the form asked for with [`FilterOutput`].
#[derive(Clone, Debug)]
pub enum Filter {
    /// Transfer-function coefficients, highest power first.
    Ba { b: Array<f64>, a: Array<f64> },
    /// Zeros and poles (complex128) and the gain.
    Zpk {
        z: Array<Complex64>,
        p: Array<Complex64>,
        k: f64,
    },
    /// Second-order sections, `(n_sections, 6)`: `b0 b1 b2 a0 a1 a2` per row.
    Sos(Array<f64>),
}

fn wrong_form(want: &str, got: &Filter) -> Error {
    let held = match got {
        Filter::Ba { .. } => "ba",
        Filter::Zpk { .. } => "zpk",
        Filter::Sos(_) => "sos",
    };
    Error::InvalidArgument {
        op: "Filter",
        reason: format!("the filter is in '{held}' form, not '{want}' (set output accordingly)"),
    }
}

impl Filter {
    /// `(b, a)` of a `Ba` filter.
    ///
    /// # Errors
    /// `InvalidArgument` when the filter holds another form.
    pub fn ba(&self) -> Result<(&Array<f64>, &Array<f64>)> {
        match self {
            Filter::Ba { b, a } => Ok((b, a)),
            f => Err(wrong_form("ba", f)),
        }
    }
    /// `(z, p, k)` of a `Zpk` filter.
    ///
    /// # Errors
    /// `InvalidArgument` when the filter holds another form.
    pub fn zpk(&self) -> Result<(&Array<Complex64>, &Array<Complex64>, f64)> {
        match self {
            Filter::Zpk { z, p, k } => Ok((z, p, *k)),
            f => Err(wrong_form("zpk", f)),
        }
    }
    /// The sections of a `Sos` filter.
    ///
    /// # Errors
    /// `InvalidArgument` when the filter holds another form.
    pub fn sos(&self) -> Result<&Array<f64>> {
        match self {
            Filter::Sos(s) => Ok(s),
            f => Err(wrong_form("sos", f)),
        }
    }
    /// `(b, a)`, by value.
    ///
    /// # Errors
    /// `InvalidArgument` when the filter holds another form.
    pub fn into_ba(self) -> Result<(Array<f64>, Array<f64>)> {
        match self {
            Filter::Ba { b, a } => Ok((b, a)),
            f => Err(wrong_form("ba", &f)),
        }
    }
    /// `(z, p, k)`, by value.
    ///
    /// # Errors
    /// `InvalidArgument` when the filter holds another form.
    pub fn into_zpk(self) -> Result<(Array<Complex64>, Array<Complex64>, f64)> {
        match self {
            Filter::Zpk { z, p, k } => Ok((z, p, k)),
            f => Err(wrong_form("zpk", &f)),
        }
    }
    /// The sections, by value.
    ///
    /// # Errors
    /// `InvalidArgument` when the filter holds another form.
    pub fn into_sos(self) -> Result<Array<f64>> {
        match self {
            Filter::Sos(s) => Ok(s),
            f => Err(wrong_form("sos", &f)),
        }
    }
}

// ------------------------------------------------------------------ host helpers

pub(crate) fn invalid(op: &'static str, reason: impl Into<String>) -> Error {
    Error::InvalidArgument {
        op,
        reason: reason.into(),
    }
}

pub(crate) fn arr(v: Vec<f64>) -> Result<Array<f64>> {
    let n = v.len();
    Array::from_vec(v, &[n], &Device::cpu())
}

pub(crate) fn carr(v: Vec<Complex64>) -> Result<Array<Complex64>> {
    let n = v.len();
    Array::from_vec(v, &[n], &Device::cpu())
}

pub(crate) fn arr2(v: Vec<f64>, rows: usize, cols: usize) -> Result<Array<f64>> {
    Array::from_vec(v, &[rows, cols], &Device::cpu())
}

/// The elements of a 1-D (or 0-D) coefficient array, on the host.
pub(crate) fn host1<T: crate::Element>(
    op: &'static str,
    name: &str,
    x: &Array<T>,
) -> Result<Vec<T>> {
    if x.ndim() > 1 {
        return Err(invalid(
            op,
            format!("{name} must be 1-D, got shape {:?}", x.shape()),
        ));
    }
    x.to_vec()
}

/// Rows of an `(n, 6)` sos array.
pub(crate) fn host_sos(op: &'static str, sos: &Array<f64>) -> Result<Vec<[f64; 6]>> {
    if sos.ndim() != 2 || sos.shape()[1] != 6 {
        return Err(invalid(
            op,
            format!(
                "sos array must be shape (n_sections, 6), got {:?}",
                sos.shape()
            ),
        ));
    }
    let v = sos.to_vec()?;
    Ok(v.chunks(6)
        .map(|c| [c[0], c[1], c[2], c[3], c[4], c[5]])
        .collect())
}

/// A host zpk triple.
#[derive(Clone, Debug)]
pub(crate) struct Zpk {
    pub z: Vec<Complex64>,
    pub p: Vec<Complex64>,
    pub k: f64,
}

impl std::str::FromStr for BType {
    type Err = Error;

    /// SciPy's `btype` strings and aliases (`'low'`, `'lowpass'`, `'lp'`, `'l'`, `'band'`,
    /// `'bp'`, `'pass'`, `'stop'`, `'bs'`, `'bands'`, ...).
    fn from_str(s: &str) -> Result<Self> {
        Ok(match s.to_lowercase().as_str() {
            "l" | "low" | "lowpass" | "lp" => BType::Lowpass,
            "h" | "high" | "highpass" | "hp" => BType::Highpass,
            "band" | "bandpass" | "pass" | "bp" => BType::Bandpass,
            "bs" | "bandstop" | "bands" | "stop" => BType::Bandstop,
            _ => {
                return Err(invalid(
                    "iirfilter",
                    format!("'{s}' is an invalid bandtype for filter."),
                ));
            }
        })
    }
}

impl std::str::FromStr for FilterOutput {
    type Err = Error;

    /// `'ba'`, `'zpk'` or `'sos'`.
    fn from_str(s: &str) -> Result<Self> {
        Ok(match s.to_lowercase().as_str() {
            "ba" => FilterOutput::Ba,
            "zpk" => FilterOutput::Zpk,
            "sos" => FilterOutput::Sos,
            _ => {
                return Err(invalid(
                    "iirfilter",
                    format!("'{s}' is not a valid output form."),
                ));
            }
        })
    }
}

impl std::str::FromStr for FilterType {
    type Err = Error;

    /// SciPy's `ftype` names (`'butter'`, `'butterworth'`, `'cheby1'`, `'chebyshev1'`,
    /// `'chebyshevi'`, `'cheby2'`, ..., `'ellip'`, `'elliptic'`, `'cauer'`, `'bessel'`,
    /// `'bessel_phase'`, `'bessel_delay'`, `'bessel_mag'`).
    fn from_str(s: &str) -> Result<Self> {
        Ok(match s.to_lowercase().as_str() {
            "butter" | "butterworth" => FilterType::Butter,
            "cheby1" | "chebyshev1" | "chebyshevi" => FilterType::Cheby1,
            "cheby2" | "chebyshev2" | "chebyshevii" => FilterType::Cheby2,
            "ellip" | "elliptic" | "cauer" => FilterType::Ellip,
            "bessel" | "bessel_phase" => FilterType::Bessel(BesselNorm::Phase),
            "bessel_delay" => FilterType::Bessel(BesselNorm::Delay),
            "bessel_mag" => FilterType::Bessel(BesselNorm::Mag),
            _ => {
                return Err(invalid(
                    "iirfilter",
                    format!("'{s}' is not a valid basic IIR filter."),
                ));
            }
        })
    }
}
