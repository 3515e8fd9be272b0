//! What every area of the crate shares: the float types it computes in, `nan_policy`,
//! `alternative`, and a sample viewed along one axis (counts, sums and central moments that skip
//! NaNs under `nan_policy='omit'`).

use gsci_core::fusion::{Expr, ReduceKind};
use gsci_core::reduce::{self, ReduceOptions, Reducible};
use gsci_core::ufunc;
use gsci_core::{Array, Element, Error, Float, Result};

/// The floating-point types the statistics compute in (float32 and float64, as SciPy's results).
///
/// Integer data is converted by the caller (`a.astype::<f64>()?`), which is what SciPy does
/// (integers promote to float64).
pub trait StatsFloat:
    Float
    + Reducible<Sum = Self, Mean = Self, Real = Self>
    + Element
    + gsci_linalg::MatmulElement
    + Send
    + Sync
{
    /// Machine epsilon (`numpy.finfo(T).eps`).
    const EPS: f64;
    /// `value` rounded to `Self`.
    fn of(value: f64) -> Self;
    /// `self` as float64.
    fn as_f64(self) -> f64;
}

impl StatsFloat for f32 {
    const EPS: f64 = f32::EPSILON as f64;
    fn of(value: f64) -> Self {
        value as f32
    }
    fn as_f64(self) -> f64 {
        self as f64
    }
}

impl StatsFloat for f64 {
    const EPS: f64 = f64::EPSILON;
    fn of(value: f64) -> Self {
        value
    }
    fn as_f64(self) -> f64 {
        self
    }
}

/// SciPy's `nan_policy`: what to do with NaN in the input.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NanPolicy {
    /// NaN in a slice gives NaN for that slice (`'propagate'`, the default).
    #[default]
    Propagate,
    /// NaN in the input is an error (`'raise'`).
    Raise,
    /// NaNs are left out of each slice (`'omit'`).
    Omit,
}

/// SciPy's `alternative` of a hypothesis test.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Alternative {
    /// `'two-sided'` (the default).
    #[default]
    TwoSided,
    /// `'less'`.
    Less,
    /// `'greater'`.
    Greater,
}

pub(crate) fn invalid(op: &'static str, reason: impl Into<String>) -> Error {
    Error::InvalidArgument {
        op,
        reason: reason.into(),
    }
}

pub(crate) fn unsupported(what: impl Into<String>) -> Error {
    Error::Unsupported {
        what: what.into(),
        backend: "any".into(),
    }
}

/// Whether `a` holds a NaN (one host synchronisation).
pub(crate) fn has_nan<T: StatsFloat>(a: &Array<T>) -> Result<bool> {
    if a.is_empty() {
        return Ok(false);
    }
    let m: Array<bool> = ufunc::isnan(a)?;
    reduce::any(&m, &ReduceOptions::default())?.item()
}

/// Applies `nan_policy`: `Ok(true)` when NaNs must be omitted (`Omit` and the input has one),
/// an error for `Raise` with a NaN.
pub(crate) fn nan_mode<T: StatsFloat>(
    op: &'static str,
    a: &Array<T>,
    p: NanPolicy,
) -> Result<bool> {
    match p {
        NanPolicy::Propagate => Ok(false),
        NanPolicy::Raise => {
            if has_nan(a)? {
                Err(invalid(
                    op,
                    "the input contains NaN and nan_policy is Raise",
                ))
            } else {
                Ok(false)
            }
        }
        NanPolicy::Omit => has_nan(a),
    }
}

/// `a` flattened for `axis=None`, and the axis as an index.
pub(crate) fn along<T: Element>(
    op: &'static str,
    a: &Array<T>,
    axis: Option<isize>,
) -> Result<(Array<T>, isize)> {
    match axis {
        None => Ok((a.reshape(&[-1])?, 0)),
        Some(ax) => {
            let nd = a.ndim() as isize;
            if nd == 0 {
                return Ok((a.reshape(&[1])?, 0));
            }
            if ax < -nd || ax >= nd {
                return Err(invalid(
                    op,
                    format!("axis {ax} is out of bounds for an array of {nd} dimensions"),
                ));
            }
            Ok((a.clone(), if ax < 0 { ax + nd } else { ax }))
        }
    }
}

/// A sample: the data and the axis its observations lie along; `omit` skips NaNs.
pub(crate) struct Sample<T: StatsFloat> {
    pub a: Array<T>,
    pub axis: isize,
    pub omit: bool,
}

impl<T: StatsFloat> Sample<T> {
    pub fn new(
        op: &'static str,
        a: &Array<T>,
        axis: Option<isize>,
        policy: NanPolicy,
    ) -> Result<Self> {
        let (a, axis) = along(op, a, axis)?;
        let omit = nan_mode(op, &a, policy)?;
        Ok(Sample { a, axis, omit })
    }

    /// Number of observations along the axis.
    pub fn len(&self) -> usize {
        self.a.shape()[self.axis as usize]
    }

    fn opts(&self, keepdims: bool) -> ReduceOptions<'_> {
        ReduceOptions {
            axis: Some(std::slice::from_ref(&self.axis)),
            keepdims,
        }
    }

    /// Sum of `x` (shaped like the data) along the axis, skipping NaN when omitting.
    pub fn sum(&self, x: &Array<T>, keepdims: bool) -> Result<Array<T>> {
        if self.omit {
            reduce::nansum(x, &self.opts(keepdims))
        } else {
            reduce::sum(x, &self.opts(keepdims))
        }
    }

    /// Number of (non-NaN when omitting) observations, as `T` (broadcastable to the reduced shape).
    pub fn count(&self, keepdims: bool) -> Result<Array<T>> {
        if self.omit {
            let notnan: Array<bool> = ufunc::logical_not(ufunc::isnan::<bool>(&self.a)?)?;
            let n = reduce::sum(&notnan, &self.opts(keepdims))?;
            n.astype::<T>()
        } else {
            Array::scalar(T::of(self.len() as f64), self.a.device())
        }
    }

    /// Mean along the axis: `sum / n`.
    pub fn mean(&self, keepdims: bool) -> Result<Array<T>> {
        if self.omit {
            let s = self.sum(&self.a, keepdims)?;
            s / self.count(keepdims)?
        } else {
            reduce::mean(&self.a, &self.opts(keepdims))
        }
    }

    /// `mean((a - center)^k)` along the axis, with SciPy's exponentiation by squares; `center`
    /// keeps the reduced axis.
    ///
    /// One fused kernel: the centring, the power and the sum along the axis in one pass (NaN
    /// terms count as 0 when omitting, as `nansum`).
    pub fn moment_about(&self, k: u32, center: &Array<T>, keepdims: bool) -> Result<Array<T>> {
        if k == 0 || self.a.is_empty() {
            let d = (&self.a - center)?;
            let p = int_pow(&d, k)?;
            let s = self.sum(&p, keepdims)?;
            return s / self.count(keepdims)?;
        }
        let ax = [self.axis];
        let omit = self.omit;
        let f = gsci_core::fusion::fuse(move |x: Expr, c: Expr| {
            let p = int_pow_expr(x - c, k);
            let p = if omit {
                gsci_core::fusion::where_(p.clone().isnan(), 0.0, p)
            } else {
                p
            };
            gsci_core::fusion::reduce(ReduceKind::Sum, p, Some(&ax), keepdims)
        });
        let s = f.call_typed::<T>(&[&self.a, center])?;
        s / self.count(keepdims)?
    }

    /// [`Sample::var`] about a known mean (with the reduced axis kept).
    pub fn var_about(&self, mean: &Array<T>, ddof: f64, keepdims: bool) -> Result<Array<T>> {
        let v = self.moment_about(2, mean, keepdims)?;
        self.var_from_m2(&v, ddof, keepdims)
    }

    /// The variance with `ddof` from the second central moment `m2` (`m2 * n / (n - ddof)`,
    /// NaN where `n - ddof <= 0`); `keepdims` as `m2` was computed.
    pub fn var_from_m2(&self, m2: &Array<T>, ddof: f64, keepdims: bool) -> Result<Array<T>> {
        let v = m2.clone();
        if ddof == 0.0 {
            return Ok(v);
        }
        let n = self.count(keepdims)?;
        let nc = (&n - ddof)?;
        let pos: Array<bool> = ufunc::greater(&nc, 0.0)?;
        let f = (&n / &nc)?;
        let nan = Array::scalar(T::nan(), self.a.device())?;
        let f = gsci_core::where_(
            &pos,
            &f.broadcast_to(pos.shape())?,
            &nan.broadcast_to(pos.shape())?,
        )?;
        &v * &f
    }

    /// The variance with `ddof`: SciPy's `_xp_var` (`mean((a - mean)^2) * n / (n - ddof)`, NaN
    /// where `n - ddof <= 0`).
    pub fn var(&self, ddof: f64, keepdims: bool) -> Result<Array<T>> {
        let m = self.mean(true)?;
        self.var_about(&m, ddof, keepdims)
    }
}

/// `d^k` as an expression, by SciPy's exponentiation by squares.
pub(crate) fn int_pow_expr(d: Expr, k: u32) -> Expr {
    let mut list = vec![k];
    let mut cur = k;
    while cur > 2 {
        cur = if cur % 2 == 1 { (cur - 1) / 2 } else { cur / 2 };
        list.push(cur);
    }
    let mut s = if *list.last().unwrap_or(&1) == 1 {
        d.clone()
    } else {
        d.clone() * d.clone()
    };
    for &n in list[..list.len() - 1].iter().rev() {
        s = s.clone() * s;
        if n % 2 == 1 {
            s = s * d.clone();
        }
    }
    s
}

/// `d^k` by SciPy's exponentiation by squares (`_moment`), so the rounding matches.
pub(crate) fn int_pow<T: StatsFloat>(d: &Array<T>, k: u32) -> Result<Array<T>> {
    if k == 0 {
        return Array::ones(d.shape(), d.device());
    }
    let mut list = vec![k];
    let mut cur = k;
    while cur > 2 {
        cur = if cur % 2 == 1 { (cur - 1) / 2 } else { cur / 2 };
        list.push(cur);
    }
    let mut s = if *list.last().unwrap() == 1 {
        d.clone()
    } else {
        (d * d)?
    };
    for &n in list[..list.len() - 1].iter().rev() {
        s = (&s * &s)?;
        if n % 2 == 1 {
            s = (&s * d)?;
        }
    }
    Ok(s)
}

/// `where_(cond, a, b)` broadcasting all three.
pub(crate) fn select<T: Element>(
    cond: &Array<bool>,
    a: &Array<T>,
    b: &Array<T>,
) -> Result<Array<T>> {
    let shape = gsci_core::broadcast_shapes(&[cond.shape(), a.shape(), b.shape()])?;
    gsci_core::where_(
        &cond.broadcast_to(&shape)?,
        &a.broadcast_to(&shape)?,
        &b.broadcast_to(&shape)?,
    )
}

/// A 0-d array of `v` on `a`'s device.
pub(crate) fn full0<T: StatsFloat>(v: f64, like: &Array<T>) -> Result<Array<T>> {
    Array::scalar(T::of(v), like.device())
}
