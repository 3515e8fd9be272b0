//! `bootstrap`: confidence intervals of a statistic by resampling, all resamples in one batch
//! on the generator's device.

use crate::common::invalid;
use gsci_core::reduce::{self, VarOptions};
use gsci_core::{Array, Result};
use gsci_random::{Generator, IntegersOptions};

/// SciPy's `method` of [`bootstrap`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BootstrapMethod {
    /// Bias-corrected and accelerated (the default).
    #[default]
    Bca,
    /// The percentile interval.
    Percentile,
    /// The basic (reverse percentile) interval.
    Basic,
}

/// Keyword arguments of [`bootstrap`].
#[derive(Clone, Debug, PartialEq)]
pub struct BootstrapOptions {
    /// Number of resamples. Default 9999.
    pub n_resamples: usize,
    /// Confidence level of the interval. Default 0.95.
    pub confidence_level: f64,
    /// The interval method.
    pub method: BootstrapMethod,
    /// The alternative: two-sided, or a one-sided bound.
    pub alternative: crate::Alternative,
}

impl Default for BootstrapOptions {
    fn default() -> Self {
        BootstrapOptions {
            n_resamples: 9999,
            confidence_level: 0.95,
            method: BootstrapMethod::Bca,
            alternative: crate::Alternative::TwoSided,
        }
    }
}

/// The result of [`bootstrap`] (SciPy's `BootstrapResult`).
#[derive(Clone, Debug)]
pub struct BootstrapResult {
    /// The confidence interval `(low, high)`.
    pub confidence_interval: (f64, f64),
    /// The statistic of each resample.
    pub bootstrap_distribution: Array<f64>,
    /// The standard deviation (ddof 1) of the bootstrap distribution.
    pub standard_error: f64,
}

/// Bootstrap confidence interval of `statistic` of the 1-D sample `data`.
///
/// Equivalent to `scipy.stats.bootstrap((data,), statistic, vectorized=True, ...)` for one
/// sample. `statistic` is vectorized like SciPy's: it receives a `(batch, n)` array and reduces
/// along the last axis to `(batch,)`. The `n_resamples x n` resample indices come from
/// `rng.integers` and all resamples go through `statistic` in one call; the jackknife of BCa is
/// one more batched call on the `(n, n - 1)` leave-one-out samples. Intervals use linear
/// quantiles of the bootstrap distribution, as SciPy; values differ from SciPy's by the random
/// stream only.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for data that is not 1-D of length >= 2, zero
/// resamples, a confidence level outside (0, 1), or a statistic returning the wrong shape.
///
/// ```
/// use gsci_stats::{bootstrap, BootstrapOptions, Array, Device};
/// use gsci_core::reduce::{mean, ReduceOptions};
/// let x = Array::from_vec((0..50).map(|i| (i % 7) as f64).collect(), &[50], &Device::cpu())?;
/// let mut rng = gsci_random::default_rng(1);
/// let o = BootstrapOptions { n_resamples: 999, ..Default::default() };
/// let r = bootstrap(&x, |s: &gsci_stats::Array<f64>| mean(s, &ReduceOptions::axes(&[-1])), &mut rng, &o)?;
/// assert!(r.confidence_interval.0 < 2.8 && 2.8 < r.confidence_interval.1);
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn bootstrap<F>(
    data: &Array<f64>,
    statistic: F,
    rng: &mut Generator,
    opts: &BootstrapOptions,
) -> Result<BootstrapResult>
where
    F: Fn(&Array<f64>) -> Result<Array<f64>>,
{
    const OP: &str = "bootstrap";
    let n = data.len();
    if data.ndim() != 1 || n < 2 {
        return Err(invalid(
            OP,
            format!(
                "data must be 1-D with at least 2 observations, got shape {:?}",
                data.shape()
            ),
        ));
    }
    if opts.n_resamples == 0 {
        return Err(invalid(OP, "n_resamples must be positive"));
    }
    let cl = opts.confidence_level;
    if !(cl > 0.0 && cl < 1.0) {
        return Err(invalid(
            OP,
            format!("confidence_level must be in (0, 1), got {cl}"),
        ));
    }
    let dev = rng.device().clone();
    let x = data.to_device(&dev)?;
    let b = opts.n_resamples;
    let idx: Array<i64> = rng.integers(0, n as i128, &[b, n], &IntegersOptions::default())?;
    let resamples = gsci_core::take(&x, &idx, None)?;
    let theta_b = statistic(&resamples)?;
    if theta_b.size() != b {
        return Err(invalid(
            OP,
            format!(
                "statistic must reduce (batch, n) to (batch,), got shape {:?}",
                theta_b.shape()
            ),
        ));
    }
    let theta_b = theta_b.reshape(&[-1])?;
    let theta_hat = statistic(&x.reshape(&[1, -1])?)?.reshape(&[-1])?.to_vec()?[0];
    let two = opts.alternative == crate::Alternative::TwoSided;
    let alpha = if two { (1.0 - cl) / 2.0 } else { 1.0 - cl };
    let (a1, a2) = match opts.method {
        BootstrapMethod::Bca => {
            // z0 from the 'mean' percentile of theta_hat in the bootstrap distribution
            let tb = theta_b.to_vec()?;
            let less = tb.iter().filter(|&&t| t < theta_hat).count() as f64;
            let leq = tb.iter().filter(|&&t| t <= theta_hat).count() as f64;
            let z0 = gsci_special::scalar::error::ndtri((less + leq) / (2.0 * b as f64));
            // jackknife: row i leaves out observation i
            let jk: Vec<i64> = (0..n)
                .flat_map(|i| (0..n).filter(move |&j| j != i).map(|j| j as i64))
                .collect();
            let jk = Array::from_vec(jk, &[n, n - 1], &dev)?;
            let theta_i = statistic(&gsci_core::take(&x, &jk, None)?)?.reshape(&[-1])?;
            let ti = theta_i.to_vec()?;
            let nf = n as f64;
            let dot = ti.iter().sum::<f64>() / nf;
            let u: Vec<f64> = ti.iter().map(|t| (nf - 1.0) * (dot - t)).collect();
            let num = u.iter().map(|v| v * v * v).sum::<f64>() / nf.powi(3);
            let den = u.iter().map(|v| v * v).sum::<f64>() / nf.powi(2);
            let a_hat = 1.0 / 6.0 * num / den.powf(1.5);
            let z_a = gsci_special::scalar::error::ndtri(alpha);
            let nd = gsci_special::scalar::error::ndtr;
            let n1 = z0 + z_a;
            let n2 = z0 - z_a;
            (
                nd(z0 + n1 / (1.0 - a_hat * n1)),
                nd(z0 + n2 / (1.0 - a_hat * n2)),
            )
        }
        _ => (alpha, 1.0 - alpha),
    };
    let q = |p: f64| -> Result<f64> {
        if p.is_nan() {
            return Ok(f64::NAN);
        }
        gsci_core::quantile::<f64, f64>(&theta_b, p, &Default::default())?.item()
    };
    let (mut lo, mut hi) = (q(a1)?, q(a2)?);
    if opts.method == BootstrapMethod::Basic {
        (lo, hi) = (2.0 * theta_hat - hi, 2.0 * theta_hat - lo);
    }
    match opts.alternative {
        crate::Alternative::Less => lo = f64::NEG_INFINITY,
        crate::Alternative::Greater => hi = f64::INFINITY,
        crate::Alternative::TwoSided => {}
    }
    let se = reduce::std(
        &theta_b,
        &VarOptions {
            axis: None,
            ddof: 1.0,
            keepdims: false,
        },
    )?
    .item()?;
    Ok(BootstrapResult {
        confidence_interval: (lo, hi),
        bootstrap_distribution: theta_b,
        standard_error: se,
    })
}
