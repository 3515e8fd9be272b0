//! `vectorstrength`.

use super::helper::invalid;
use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::{Array, Result, ufunc};

/// `(strength, phase)` of [`vectorstrength`], one value per period.
#[derive(Clone, Debug)]
pub struct VectorstrengthResult {
    /// The vector strength at each period.
    pub strength: Array<f64>,
    /// The phase (radians) at each period.
    pub phase: Array<f64>,
}

/// Determine the vector strength of the events corresponding to the given periods.
///
/// Equivalent to `scipy.signal.vectorstrength(events, period)` with `period` a 1-D sequence
/// (a scalar period is a one-element slice here; SciPy then returns scalars): the mean of
/// `exp(2πi · events / period)` over the events, on `events`' device, as float64 (SciPy computes
/// in complex128).
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when `events` has more than 1
/// dimension or a period is not positive.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::vectorstrength;
/// let ev = Array::from_vec(vec![0.0f64, 1.0, 2.0, 3.25], &[4], &Device::cpu())?;
/// let r = vectorstrength(&ev, &[1.0, 0.5])?;
/// // scipy.signal.vectorstrength([0, 1, 2, 3.25], [1, .5]) = ([0.79056942, 0.5], [0.32175055, 0])
/// let s = r.strength.to_vec()?;
/// assert!((s[0] - 0.7905694150420949).abs() < 1e-15 && (s[1] - 0.5).abs() < 1e-15);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn vectorstrength(events: &Array<f64>, period: &[f64]) -> Result<VectorstrengthResult> {
    const OP: &str = "vectorstrength";
    if events.ndim() > 1 {
        return Err(invalid(
            OP,
            "events: events cannot have dimensions more than 1",
        ));
    }
    if let Some(p) = period.iter().find(|p| **p <= 0.0) {
        return Err(invalid(
            OP,
            format!("period: periods must be positive (got {p})"),
        ));
    }
    let dev = events.device();
    let e = events.reshape(&[1, -1])?;
    let w: Vec<f64> = period
        .iter()
        .map(|p| 2.0 * std::f64::consts::PI / p)
        .collect();
    let w = Array::from_vec(w, &[period.len(), 1], dev)?;
    let theta: Array<f64> = ufunc::multiply(&w, &e)?;
    let c: Array<f64> = ufunc::cos(&theta)?;
    let s: Array<f64> = ufunc::sin(&theta)?;
    let re = reduce::mean(&c, &ReduceOptions::axes(&[1]))?;
    let im = reduce::mean(&s, &ReduceOptions::axes(&[1]))?;
    Ok(VectorstrengthResult {
        strength: ufunc::hypot(&re, &im)?,
        phase: ufunc::arctan2(&im, &re)?,
    })
}
