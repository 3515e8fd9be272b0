//! Box-Cox and Yeo-Johnson transforms with the maximum-likelihood `lmbda` (SciPy's
//! `lmbda=None`): the log-likelihood is evaluated on the data's device ([`boxcox_llf`],
//! [`yeojohnson_llf`]) and maximised on the host by Brent's method (SciPy's `optimize.brent`
//! from the bracket (-2, 2) for Box-Cox; bounded to SciPy's overflow-safe interval, as its
//! `fminbound`, for Yeo-Johnson), to a tolerance 100 times finer than SciPy's 1.48e-8 so the
//! result is SciPy's optimum to its own accuracy.

use crate::common::{StatsFloat, invalid};
use crate::{boxcox_llf, yeojohnson_llf};
use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::{Array, Result, ufunc};

/// Keyword arguments of [`boxcox`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct BoxcoxOptions {
    /// The transform's parameter; `None` (SciPy's default) fits it by maximum likelihood.
    pub lmbda: Option<f64>,
}

/// The result of [`boxcox`] and [`yeojohnson_fit`]: the transformed data and the `lmbda` used
/// (the fitted one for `lmbda = None`).
#[derive(Clone, Debug)]
pub struct TransformResult<T: StatsFloat> {
    /// The transformed data (the input's shape and device).
    pub y: Array<T>,
    /// The parameter (SciPy's `maxlog` / `lmax`).
    pub lmbda: f64,
}

/// Minimises `f` near the bracket start `(a, b)`: SciPy's `bracket` (golden expansion with
/// parabolic steps) then Brent's method, relative tolerance `tol`.
fn brent_min(f: &dyn Fn(f64) -> f64, a: f64, b: f64, tol: f64) -> f64 {
    const GOLD: f64 = 1.618_033_988_749_895;
    const GLIMIT: f64 = 110.0;
    let (mut xa, mut xb) = (a, b);
    let (mut fa, mut fb) = (f(xa), f(xb));
    if fa < fb {
        std::mem::swap(&mut xa, &mut xb);
        std::mem::swap(&mut fa, &mut fb);
    }
    let mut xc = xb + GOLD * (xb - xa);
    let mut fc = f(xc);
    let mut iter = 0;
    while fc < fb && iter < 1000 {
        iter += 1;
        let tmp1 = (xb - xa) * (fb - fc);
        let tmp2 = (xb - xc) * (fb - fa);
        let val = tmp2 - tmp1;
        let denom = if val.abs() < 1e-21 { 2e-21 } else { 2.0 * val };
        let mut w = xb - ((xb - xc) * tmp2 - (xb - xa) * tmp1) / denom;
        let wlim = xb + GLIMIT * (xc - xb);
        let mut fw;
        if (w - xc) * (xb - w) > 0.0 {
            fw = f(w);
            if fw < fc {
                xa = xb;
                xb = w;
                break;
            } else if fw > fb {
                xc = w;
                break;
            }
            w = xc + GOLD * (xc - xb);
            fw = f(w);
        } else if (w - wlim) * (wlim - xc) >= 0.0 {
            w = wlim;
            fw = f(w);
        } else if (w - wlim) * (xc - w) > 0.0 {
            fw = f(w);
            if fw < fc {
                xb = xc;
                xc = w;
                w = xc + GOLD * (xc - xb);
                fb = fc;
                fc = fw;
                fw = f(w);
            }
        } else {
            w = xc + GOLD * (xc - xb);
            fw = f(w);
        }
        xa = xb;
        xb = xc;
        xc = w;
        fa = fb;
        fb = fc;
        fc = fw;
    }
    let (lo, hi) = if xa < xc { (xa, xc) } else { (xc, xa) };
    brent_bounded(f, lo, hi, xb, tol)
}

/// Brent's minimisation on `[a, b]` from the interior point `x0` (golden sections with
/// parabolic steps), relative tolerance `tol`.
fn brent_bounded(f: &dyn Fn(f64) -> f64, a: f64, b: f64, x0: f64, tol: f64) -> f64 {
    const CG: f64 = 0.381_966_011_250_105;
    let (mut a, mut b) = (a, b);
    let (mut x, mut w, mut v) = (x0, x0, x0);
    let mut fx = f(x);
    let (mut fw, mut fv) = (fx, fx);
    let mut d: f64 = 0.0;
    let mut e: f64 = 0.0;
    for _ in 0..500 {
        let xm = 0.5 * (a + b);
        let tol1 = tol * x.abs() + 1e-13;
        let tol2 = 2.0 * tol1;
        if (x - xm).abs() <= tol2 - 0.5 * (b - a) {
            break;
        }
        let mut golden = true;
        if e.abs() > tol1 {
            let r = (x - w) * (fx - fv);
            let mut q = (x - v) * (fx - fw);
            let mut p = (x - v) * q - (x - w) * r;
            q = 2.0 * (q - r);
            if q > 0.0 {
                p = -p;
            }
            q = q.abs();
            let etemp = e;
            if p.abs() < (0.5 * q * etemp).abs() && p > q * (a - x) && p < q * (b - x) {
                e = d;
                d = p / q;
                let u = x + d;
                if u - a < tol2 || b - u < tol2 {
                    d = if xm - x >= 0.0 { tol1 } else { -tol1 };
                }
                golden = false;
            }
        }
        if golden {
            e = if x >= xm { a - x } else { b - x };
            d = CG * e;
        }
        let u = if d.abs() >= tol1 {
            x + d
        } else if d >= 0.0 {
            x + tol1
        } else {
            x - tol1
        };
        let fu = f(u);
        if fu <= fx {
            if u >= x {
                a = x;
            } else {
                b = x;
            }
            v = w;
            fv = fw;
            w = x;
            fw = fx;
            x = u;
            fx = fu;
        } else {
            if u < x {
                a = u;
            } else {
                b = u;
            }
            if fu <= fw || w == x {
                v = w;
                fv = fw;
                w = u;
                fw = fu;
            } else if fu <= fv || v == x || v == w {
                v = u;
                fv = fu;
            }
        }
    }
    x
}

fn all_finite<T: StatsFloat>(x: &Array<T>) -> Result<bool> {
    let fin: Array<bool> = ufunc::isfinite(x)?;
    reduce::all(&fin, &ReduceOptions::default())?.item()
}

/// The Box-Cox transform of positive data, with `lmbda` given or fitted by maximum likelihood.
///
/// Equivalent to `scipy.stats.boxcox(x, lmbda)`: with `lmbda = None`, SciPy's
/// `boxcox_normmax(x, method='mle')` (Brent's method on `-boxcox_llf` from the bracket
/// (-2, 2)) and the transform at it; SciPy returns `(y, lmbda)` then and `y` alone for a given
/// `lmbda`, gsci always both. The constraint SciPy applies when the transform at the optimum
/// would overflow (`ymax`) is not applied.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] (fitting) for data that are not 1-D, constant, not
/// positive or not finite.
///
/// ```
/// use gsci_stats::{boxcox, BoxcoxOptions, Array, Device};
/// let x = Array::from_vec(vec![0.8f64, 1.5, 2.2, 3.9, 7.1, 12.0], &[6], &Device::cpu())?;
/// let r = boxcox(&x, &BoxcoxOptions::default())?;
/// assert!(r.lmbda > -1.0 && r.lmbda < 1.0);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn boxcox<T: StatsFloat>(x: &Array<T>, opts: &BoxcoxOptions) -> Result<TransformResult<T>> {
    const OP: &str = "boxcox";
    if let Some(l) = opts.lmbda {
        let y: Array<T> = gsci_special::boxcox(x, l)?;
        return Ok(TransformResult { y, lmbda: l });
    }
    if x.ndim() != 1 {
        return Err(invalid(
            OP,
            format!("data must be 1-D to fit lmbda, got shape {:?}", x.shape()),
        ));
    }
    if x.is_empty() {
        return Ok(TransformResult {
            y: x.clone(),
            lmbda: f64::NAN,
        });
    }
    let mn = reduce::min(x, &ReduceOptions::default())?.item()?.as_f64();
    let mx = reduce::max(x, &ReduceOptions::default())?.item()?.as_f64();
    if !all_finite(x)? {
        return Err(invalid(OP, "data must be finite"));
    }
    if mn == mx {
        return Err(invalid(OP, "data must not be constant"));
    }
    if mn <= 0.0 {
        return Err(invalid(OP, format!("data must be positive, min is {mn}")));
    }
    let f = |l: f64| -> f64 {
        boxcox_llf(l, x, 0)
            .and_then(|v| v.item())
            .map(|v| -v.as_f64())
            .unwrap_or(f64::NAN)
    };
    let lmbda = brent_min(&f, -2.0, 2.0, 1.48e-10);
    let y: Array<T> = gsci_special::boxcox(x, lmbda)?;
    Ok(TransformResult { y, lmbda })
}

/// The maximum-likelihood Yeo-Johnson parameter of the data (all of it, flattened).
///
/// Equivalent to `scipy.stats.yeojohnson_normmax(x)`: `-yeojohnson_llf` minimised over SciPy's
/// interval that keeps the transform finite (1 for all-zero data).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for empty or non-finite data.
///
/// ```
/// use gsci_stats::{yeojohnson_normmax, Array, Device};
/// let x = Array::from_vec(vec![-1.5f64, 0.3, 0.9, 2.2, 4.1, 9.0], &[6], &Device::cpu())?;
/// assert!(yeojohnson_normmax(&x)?.is_finite());
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn yeojohnson_normmax<T: StatsFloat>(x: &Array<T>) -> Result<f64> {
    const OP: &str = "yeojohnson_normmax";
    if x.is_empty() {
        return Err(invalid(OP, "data must not be empty"));
    }
    if !all_finite(x)? {
        return Err(invalid(OP, "Yeo-Johnson input must be finite"));
    }
    let flat = x.reshape(&[-1])?;
    let absx = ufunc::absolute::<T>(&flat)?;
    let amax = reduce::max(&absx, &ReduceOptions::default())?
        .item()?
        .as_f64();
    if amax == 0.0 {
        return Ok(1.0);
    }
    let mn = reduce::min(&flat, &ReduceOptions::default())?
        .item()?
        .as_f64();
    let mx = reduce::max(&flat, &ReduceOptions::default())?
        .item()?
        .as_f64();
    let (eps, tiny, big) = if std::mem::size_of::<T>() == 4 {
        (
            f32::EPSILON as f64,
            f32::MIN_POSITIVE as f64,
            f32::MAX as f64,
        )
    } else {
        (f64::EPSILON, f64::MIN_POSITIVE, f64::MAX)
    };
    let log1p_max_x = (20.0 * amax).ln_1p();
    let log_eps = eps.ln();
    let log_tiny = (tiny.ln() - log_eps) / 2.0;
    let log_max = (big.ln() + log_eps) / 2.0;
    let (mut lb, mut ub) = (log_tiny / log1p_max_x, log_max / log1p_max_x);
    if mx < 0.0 {
        (lb, ub) = (2.0 - ub, 2.0 - lb);
    } else if mn < 0.0 {
        (lb, ub) = (lb.max(2.0 - ub), ub.min(2.0 - lb));
    }
    let f = |l: f64| -> f64 {
        let v = yeojohnson_llf(l, &flat, 0)
            .and_then(|v| v.item())
            .map(|v| v.as_f64())
            .unwrap_or(f64::NAN);
        if v.is_infinite() { f64::INFINITY } else { -v }
    };
    // SciPy's fminbound starts at the golden point of [lb, ub]
    let x0 = lb + 0.381_966_011_250_105 * (ub - lb);
    Ok(brent_bounded(&f, lb, ub, x0, 1.48e-10))
}

/// The Yeo-Johnson transform with `lmbda` fitted by maximum likelihood.
///
/// Equivalent to `scipy.stats.yeojohnson(x)` (`lmbda=None`): `(y, lmbda)` with
/// `lmbda = yeojohnson_normmax(x)`. For a given `lmbda`, [`yeojohnson`](crate::yeojohnson).
///
/// # Errors
/// As [`yeojohnson_normmax`].
///
/// ```
/// use gsci_stats::{yeojohnson_fit, Array, Device};
/// let x = Array::from_vec(vec![-1.5f64, 0.3, 0.9, 2.2, 4.1, 9.0], &[6], &Device::cpu())?;
/// let r = yeojohnson_fit(&x)?;
/// assert_eq!(r.y.shape(), &[6]);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn yeojohnson_fit<T: StatsFloat>(x: &Array<T>) -> Result<TransformResult<T>> {
    if x.is_empty() {
        return Ok(TransformResult {
            y: x.clone(),
            lmbda: f64::NAN,
        });
    }
    let lmbda = yeojohnson_normmax(x)?;
    let y = crate::yeojohnson(x, lmbda)?;
    Ok(TransformResult { y, lmbda })
}
