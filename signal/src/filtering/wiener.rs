//! `wiener`: the adaptive noise-removal filter (local mean and variance over a box).

use super::conv::direct;
use super::{FilterElement, invalid};
use gsci_core::fusion::{Expr, Fused, fuse, where_};
use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::{Array, Error, Result, ufunc};
use std::sync::OnceLock;

/// Keyword arguments of [`wiener`].
#[derive(Clone, Debug, Default)]
pub struct WienerOptions {
    /// The window size per axis (odd sizes are SciPy's advice): None is 3 along every axis,
    /// one value is used for every axis (SciPy's scalar `mysize`).
    pub mysize: Option<Vec<usize>>,
    /// The noise power; None estimates it as the mean of the local variance.
    pub noise: Option<f64>,
}

/// `where(lvar < noise, lmean, (im - lmean) * (1 - noise / lvar) + lmean)`, in SciPy's order.
fn tail() -> &'static Fused {
    static F: OnceLock<Fused> = OnceLock::new();
    F.get_or_init(|| {
        fuse(|im: Expr, lmean: Expr, lvar: Expr, noise: Expr| {
            let res = (im - lmean.clone()) * (1.0 - noise.clone() / lvar.clone()) + lmean.clone();
            where_(lvar.less(noise), lmean, res)
        })
    })
}

/// Perform a Wiener filter on an N-dimensional array.
///
/// Equivalent to `scipy.signal.wiener(im, mysize=None, noise=None)`: the local mean `m` and
/// variance `v` over a `mysize` box (zero-padded, centred as SciPy's `correlate(.., 'same')`)
/// give `m + (1 - noise / v) (im - m)`, or `m` where `v < noise`. The result is float64, as
/// SciPy's (`im` and `im**2` in their own dtype, then correlated with float64 ones); the box
/// sums are direct sums (SciPy's `correlate` may pick FFTs for large windows, which differ by
/// rounding).
///
/// # Errors
/// [`Error::InvalidArgument`] when `mysize` has neither one nor `im.ndim()` entries, an entry is
/// 0, `noise` is NaN, or `im` is 0-D; [`Error::Unsupported`] for complex input.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{wiener, WienerOptions};
/// let d = Device::cpu();
/// let im = Array::from_vec(vec![1.0, 2.0, 4.0, 3.0, 0.0, 5.0, 1.0, 2.0, 3.0, 1.0, 1.0, 0.0], &[3, 4], &d)?;
/// let y = wiener(&im, &WienerOptions::default())?.to_vec()?;
/// // scipy.signal.wiener([[1, 2, 4, 3], [0, 5, 1, 2], [3, 1, 1, 0]])[0, :2]
/// assert!((y[0] - 0.89644013).abs() < 1e-8 && (y[1] - 1.58005249).abs() < 1e-8);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn wiener<T: FilterElement>(im: &Array<T>, opts: &WienerOptions) -> Result<Array<f64>> {
    const OP: &str = "wiener";
    if T::IS_COMPLEX {
        return Err(Error::Unsupported {
            what: format!("{OP} of {:?} input (real input only)", T::DTYPE),
            backend: format!("{:?}", im.device()),
        });
    }
    let nd = im.ndim();
    if nd == 0 {
        return Err(invalid(OP, "im: a 0-D array has no window to filter over"));
    }
    let size: Vec<usize> = match &opts.mysize {
        None => vec![3; nd],
        Some(v) if v.len() == 1 => vec![v[0]; nd],
        Some(v) if v.len() == nd => v.clone(),
        Some(v) => {
            return Err(invalid(
                OP,
                format!(
                    "mysize: needs 1 or {nd} entries for a {nd}-D input, got {}",
                    v.len()
                ),
            ));
        }
    };
    if size.contains(&0) {
        return Err(invalid(
            OP,
            format!("mysize: window sizes must be >= 1, got {size:?}"),
        ));
    }
    if let Some(n) = opts.noise
        && n.is_nan()
    {
        return Err(invalid(OP, "noise: must not be NaN"));
    }
    let dev = im.device();
    let shape = im.shape().to_vec();
    let x = im.to_contiguous()?;
    let x64: Array<f64> = x.astype()?;
    let sq: Array<T> = ufunc::multiply(&x, &x)?;
    let sq64: Array<f64> = sq.astype()?;
    if x.is_empty() {
        return Ok(x64);
    }
    let count: usize = size.iter().product();
    let ones = Array::from_vec(vec![1.0f64; count], &size, dev)?;
    let start: Vec<usize> = size.iter().map(|k| (k - 1) / 2).collect();
    let s1 = direct(&x64, &ones, &shape, &start, 0, 0.0)?;
    let s2 = direct(&sq64, &ones, &shape, &start, 0, 0.0)?;
    let lsize = count as f64;
    let lmean: Array<f64> = ufunc::divide(&s1, lsize)?;
    let m2: Array<f64> = ufunc::multiply(&lmean, &lmean)?;
    let e2: Array<f64> = ufunc::divide(&s2, lsize)?;
    let lvar: Array<f64> = ufunc::subtract(&e2, &m2)?;
    let noise: Array<f64> = match opts.noise {
        Some(n) => Array::scalar(n, dev)?,
        None => reduce::mean(&lvar, &ReduceOptions::default())?,
    };
    tail().call_typed::<f64>(&[&x64, &lmean, &lvar, &noise])
}
