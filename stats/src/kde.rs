//! `gaussian_kde`: kernel density estimation with Gaussian kernels.
//!
//! The bandwidth (Scott's or Silverman's factor times the data covariance) is planned on the
//! host: the `d x d` covariance comes from device reductions, its Cholesky factor `C` is
//! computed on the host, and data and points are whitened by `C^-1` on the device. Evaluating
//! `m` points against `n` data points is then one fused kernel that broadcasts points `(m, 1)`
//! against data `(1, n)` and reduces along the data axis, so no `m x n` matrix is ever
//! stored: the kernel streams `m n d` squared distances through `exp` into per-point sums.

use crate::common::{StatsFloat, invalid};
use gsci_core::fusion::{Expr, Fused, ReduceKind, reduce};
use gsci_core::reduce::{self as red, ReduceOptions};
use gsci_core::{Array, Result};
use gsci_random::Generator;

/// SciPy's `bw_method` of [`GaussianKde`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum BwMethod {
    /// Scott's rule, `neff^(-1/(d+4))` (the default).
    #[default]
    Scott,
    /// Silverman's rule, `(neff (d+2) / 4)^(-1/(d+4))`.
    Silverman,
    /// A fixed factor.
    Scalar(f64),
}

/// Keyword arguments of [`GaussianKde::new`].
#[derive(Clone, Debug, Default)]
pub struct GaussianKdeOptions<'a, T: StatsFloat> {
    /// The bandwidth rule.
    pub bw_method: BwMethod,
    /// Weights of the data points (normalised to sum 1); `None` weighs them equally.
    pub weights: Option<&'a Array<T>>,
}

/// A Gaussian kernel density estimate of a `d`-dimensional dataset (SciPy's `gaussian_kde`).
#[derive(Clone, Debug)]
pub struct GaussianKde<T: StatsFloat> {
    /// The dataset, `(d, n)`.
    pub dataset: Array<T>,
    /// Number of dimensions.
    pub d: usize,
    /// Number of data points.
    pub n: usize,
    /// Normalised weights, `(n,)`.
    pub weights: Array<T>,
    /// Effective number of points, `1 / sum(w^2)`.
    pub neff: f64,
    /// The bandwidth factor.
    pub factor: f64,
    /// The kernel covariance (`factor^2` times the weighted data covariance), row-major `d x d`.
    pub covariance: Vec<f64>,
    /// Lower Cholesky factor of `covariance`, row-major.
    cho: Vec<f64>,
    /// Whitened data rows `C^-1 x`, each `(1, n)`.
    white: Vec<Array<T>>,
    /// `(2 pi)^(d/2) prod(diag(C))`.
    norm: f64,
}

fn cholesky(a: &[f64], d: usize) -> Option<Vec<f64>> {
    let mut l = vec![0.0; d * d];
    for i in 0..d {
        for j in 0..=i {
            let mut s = a[i * d + j];
            for k in 0..j {
                s -= l[i * d + k] * l[j * d + k];
            }
            if i == j {
                if s.is_nan() || s <= 0.0 || !s.is_finite() {
                    return None;
                }
                l[i * d + i] = s.sqrt();
            } else {
                l[i * d + j] = s / l[j * d + j];
            }
        }
    }
    Some(l)
}

/// `C^-1` applied to the rows of `x` (`d` arrays of one shape): forward substitution.
fn whiten<T: StatsFloat>(cho: &[f64], d: usize, x: &[Array<T>]) -> Result<Vec<Array<T>>> {
    let mut out: Vec<Array<T>> = Vec::with_capacity(d);
    for i in 0..d {
        let mut s = x[i].clone();
        for (k, yk) in out.iter().enumerate() {
            s = (&s - &(yk * cho[i * d + k])?)?;
        }
        out.push((&s / cho[i * d + i])?);
    }
    Ok(out)
}

impl<T: StatsFloat> GaussianKde<T> {
    /// Builds the estimate from a dataset of shape `(d, n)` (or `(n,)` for one dimension).
    ///
    /// Equivalent to `scipy.stats.gaussian_kde(dataset, bw_method, weights)`.
    ///
    /// # Errors
    /// [`gsci_core::Error::InvalidArgument`] for fewer points than dimensions + 1, weights of
    /// the wrong length, a non-positive scalar bandwidth, or a singular data covariance.
    ///
    /// ```
    /// use gsci_stats::{GaussianKde, GaussianKdeOptions, Array, Device};
    /// let x = Array::from_vec(vec![-1.0f64, 0.0, 0.5, 2.0], &[4], &Device::cpu())?;
    /// let kde = GaussianKde::new(&x, &GaussianKdeOptions::default())?;
    /// let p = kde.evaluate(&Array::from_vec(vec![0.0f64], &[1], &Device::cpu())?)?;
    /// assert!(p.item()? > 0.1);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    pub fn new(dataset: &Array<T>, opts: &GaussianKdeOptions<'_, T>) -> Result<Self> {
        const OP: &str = "gaussian_kde";
        let ds = match dataset.ndim() {
            1 => dataset.reshape(&[1, -1])?,
            2 => dataset.clone(),
            _ => {
                return Err(invalid(
                    OP,
                    format!(
                        "dataset must be 1-D or 2-D, got shape {:?}",
                        dataset.shape()
                    ),
                ));
            }
        };
        let (d, n) = (ds.shape()[0], ds.shape()[1]);
        if n <= d {
            return Err(invalid(
                OP,
                format!("the number of points ({n}) must exceed the number of dimensions ({d})"),
            ));
        }
        let dev = ds.device().clone();
        let w = match opts.weights {
            Some(w) => {
                if w.ndim() != 1 || w.len() != n {
                    return Err(invalid(
                        OP,
                        format!("weights must be 1-D of length {n}, got {:?}", w.shape()),
                    ));
                }
                let s = red::sum(w, &ReduceOptions::default())?;
                (w / &s)?
            }
            None => Array::full(&[n], T::of(1.0 / n as f64), &dev)?,
        };
        let all = ReduceOptions::default();
        let neff = 1.0 / red::sum(&(&w * &w)?, &all)?.item()?.as_f64();
        let factor = match opts.bw_method {
            BwMethod::Scott => neff.powf(-1.0 / (d as f64 + 4.0)),
            BwMethod::Silverman => (neff * (d as f64 + 2.0) / 4.0).powf(-1.0 / (d as f64 + 4.0)),
            BwMethod::Scalar(f) => {
                if !(f > 0.0 && f.is_finite()) {
                    return Err(invalid(
                        OP,
                        format!("bw_method must be a positive finite factor, got {f}"),
                    ));
                }
                f
            }
        };
        // numpy.cov(dataset, aweights=w, bias=False): (x - avg) w (x - avg)^T / (v1 - v2 / v1)
        let v1 = 1.0;
        let v2 = 1.0 / neff;
        let fact = v1 - v2 / v1;
        let rows: Vec<Array<T>> = (0..d)
            .map(|i| ds.slice_axis(0, Some(i as isize), Some(i as isize + 1), 1))
            .collect::<Result<_>>()?;
        let wrow = w.reshape(&[1, -1])?;
        let mut centred = Vec::with_capacity(d);
        for r in &rows {
            let avg = red::sum(&(r * &wrow)?, &all)?;
            centred.push((r - &avg)?);
        }
        let mut cov = vec![0.0; d * d];
        for i in 0..d {
            for j in 0..=i {
                let c = red::sum(&(&(&centred[i] * &centred[j])? * &wrow)?, &all)?
                    .item()?
                    .as_f64()
                    / fact;
                cov[i * d + j] = c * factor * factor;
                cov[j * d + i] = c * factor * factor;
            }
        }
        let cho = cholesky(&cov, d).ok_or_else(|| {
            invalid(
                OP,
                "the data covariance is singular (the data lie in a subspace)",
            )
        })?;
        let white = whiten(&cho, d, &rows)?;
        let diag: f64 = (0..d).map(|i| cho[i * d + i]).product();
        let norm = (2.0 * std::f64::consts::PI).powf(d as f64 / 2.0) * diag;
        Ok(GaussianKde {
            dataset: ds,
            d,
            n,
            weights: w,
            neff,
            factor,
            covariance: cov,
            cho,
            white,
            norm,
        })
    }

    fn points(&self, op: &'static str, points: &Array<T>) -> Result<Vec<Array<T>>> {
        let p = match points.ndim() {
            0 | 1 if self.d == 1 => points.reshape(&[1, -1])?,
            1 if points.len() == self.d => points.reshape(&[-1, 1])?,
            2 if points.shape()[0] == self.d => points.clone(),
            _ => {
                return Err(invalid(
                    op,
                    format!(
                        "points have shape {:?}, the dataset has dimension {}",
                        points.shape(),
                        self.d
                    ),
                ));
            }
        };
        let rows: Vec<Array<T>> = (0..self.d)
            .map(|i| p.index_axis(0, i as isize)?.reshape(&[-1, 1]))
            .collect::<Result<_>>()?;
        whiten(&self.cho, self.d, &rows)
    }

    /// The squared whitened distance of points `(m, 1)` to data `(1, n)` as an expression over
    /// inputs `0..d` (points) and `d..2d` (data).
    fn q_expr(&self) -> Expr {
        let d = self.d;
        let mut q: Option<Expr> = None;
        for j in 0..d {
            let diff = Expr::input(j) - Expr::input(d + j);
            let t = diff.clone() * diff;
            q = Some(match q {
                None => t,
                Some(a) => a + t,
            });
        }
        q.unwrap_or_else(|| Expr::input(0) * 0.0)
    }

    /// Evaluates the estimated pdf at `points` (`(d, m)`, or `(m,)` for one dimension).
    ///
    /// Equivalent to `scipy.stats.gaussian_kde.evaluate` (and `pdf`, `__call__`).
    ///
    /// # Errors
    /// [`gsci_core::Error::InvalidArgument`] when the points' dimension differs from the data's.
    pub fn evaluate(&self, points: &Array<T>) -> Result<Array<T>> {
        let p = self.points("gaussian_kde.evaluate", points)?;
        let d = self.d;
        if let gsci_core::Backend::Cuda(c) = self.weights.device().backend()
            && d <= crate::kde_cuda::MAX_D
        {
            // One thread per point over tiles of the data: no broadcast indexing per pair.
            return crate::kde_cuda::evaluate(c, &p, &self.white, &self.weights, self.norm);
        }
        let e = reduce(
            ReduceKind::Sum,
            (self.q_expr() * -0.5).exp() * Expr::input(2 * d),
            Some(&[1]),
            false,
        );
        let wrow = self.weights.reshape(&[1, -1])?;
        let mut args: Vec<&dyn gsci_core::fusion::FuseArg> = Vec::new();
        for a in &p {
            args.push(a);
        }
        for a in &self.white {
            args.push(a);
        }
        args.push(&wrow);
        let s = Fused::from_expr(e, 2 * d + 1).call_typed::<T>(&args)?;
        &s / self.norm
    }

    /// [`GaussianKde::evaluate`]. Equivalent to `scipy.stats.gaussian_kde.pdf`.
    ///
    /// # Errors
    /// As [`GaussianKde::evaluate`].
    pub fn pdf(&self, points: &Array<T>) -> Result<Array<T>> {
        self.evaluate(points)
    }

    /// The log of the estimated pdf, accurate far in the tails (log-sum-exp over the data).
    ///
    /// Equivalent to `scipy.stats.gaussian_kde.logpdf`.
    ///
    /// # Errors
    /// As [`GaussianKde::evaluate`].
    pub fn logpdf(&self, points: &Array<T>) -> Result<Array<T>> {
        let p = self.points("gaussian_kde.logpdf", points)?;
        let d = self.d;
        let mut args: Vec<&dyn gsci_core::fusion::FuseArg> = Vec::new();
        for a in &p {
            args.push(a);
        }
        for a in &self.white {
            args.push(a);
        }
        let qmin = Fused::from_expr(
            reduce(ReduceKind::Min, self.q_expr(), Some(&[1]), true),
            2 * d,
        )
        .call_typed::<T>(&args)?;
        let wrow = self.weights.reshape(&[1, -1])?;
        args.push(&wrow);
        args.push(&qmin);
        let e = reduce(
            ReduceKind::Sum,
            ((self.q_expr() - Expr::input(2 * d + 1)) * -0.5).exp() * Expr::input(2 * d),
            Some(&[1]),
            false,
        );
        let s = Fused::from_expr(e, 2 * d + 2).call_typed::<T>(&args)?;
        let qm = qmin.reshape(&[-1])?;
        let l = gsci_core::ufunc::log::<T>(&s)?;
        &(&l - &(&qm * 0.5)?)? - self.norm.ln()
    }

    /// The integral of the 1-D estimate between `low` and `high`.
    ///
    /// Equivalent to `scipy.stats.gaussian_kde.integrate_box_1d`.
    ///
    /// # Errors
    /// [`gsci_core::Error::InvalidArgument`] for a dataset of more than one dimension.
    pub fn integrate_box_1d(&self, low: f64, high: f64) -> Result<f64> {
        if self.d != 1 {
            return Err(invalid(
                "gaussian_kde.integrate_box_1d",
                "integrate_box_1d() only handles 1D pdfs",
            ));
        }
        let sd = self.covariance[0].sqrt();
        let x = self.dataset.reshape(&[-1])?;
        let lo = (&(low - &x)? / sd)?;
        let hi = (&(high - &x)? / sd)?;
        let v = (&gsci_special::ndtr::<T>(&hi)? - &gsci_special::ndtr::<T>(&lo)?)?;
        Ok(red::sum(&(&v * &self.weights)?, &ReduceOptions::default())?
            .item()?
            .as_f64())
    }

    /// Draws `size` points from the estimate (data points chosen by weight plus Gaussian noise
    /// with the kernel covariance), `(d, size)` on the generator's device.
    ///
    /// Equivalent to `scipy.stats.gaussian_kde.resample` in distribution (the stream differs).
    ///
    /// # Errors
    /// As the generator's draws.
    pub fn resample(&self, size: usize, rng: &mut Generator) -> Result<Array<T>> {
        let dev = rng.device().clone();
        // indices by inverse transform of the cumulative weights
        let cw: Array<T> = gsci_core::cumsum(
            &self.weights.to_device(&dev)?,
            &gsci_core::scan::CumulativeOptions { axis: None },
        )?;
        let u: Array<f64> = rng.random(&[size])?;
        let u = u.astype::<T>()?;
        let idx = gsci_core::searchsorted(
            &cw,
            &u,
            &gsci_core::sort::SearchsortedOptions {
                side: gsci_core::sort::Side::Right,
                sorter: None,
            },
        )?;
        let idx = gsci_core::clip(&idx, Some(0), Some(self.n as i64 - 1))?;
        let means = gsci_core::take(&self.dataset.to_device(&dev)?, &idx, Some(1))?;
        let z: Array<f64> = rng.standard_normal(&[self.d, size])?;
        // noise = C z
        let d = self.d;
        let mut rows = Vec::with_capacity(d);
        for i in 0..d {
            let mut acc: Option<Array<f64>> = None;
            for k in 0..=i {
                let t = (&z.index_axis(0, k as isize)? * self.cho[i * d + k])?;
                acc = Some(match acc {
                    None => t,
                    Some(a) => (&a + &t)?,
                });
            }
            rows.push(acc.unwrap_or(Array::zeros(&[size], &dev)?).astype::<T>()?);
        }
        let refs: Vec<&Array<T>> = rows.iter().collect();
        let noise = gsci_core::stack(&refs, 0)?;
        &means + &noise
    }
}

// ------------------------------------------------------------------------------ multivariate_normal

/// The multivariate normal distribution (`scipy.stats.multivariate_normal(mean, cov)`), its
/// small parameters on the host, the data `(..., d)` on any device.
///
/// The covariance's Cholesky factor is computed once on the host; `logpdf` whitens the data
/// with it on the device (`d` passes of fused elementwise work) and sums the squares.
#[derive(Clone, Debug)]
pub struct MultivariateNormal {
    /// The mean, length `d`.
    pub mean: Vec<f64>,
    /// The covariance, row-major `d x d`.
    pub cov: Vec<f64>,
    d: usize,
    cho: Vec<f64>,
    log_det: f64,
}

impl MultivariateNormal {
    /// The frozen distribution with `mean` (length `d`) and a symmetric positive definite
    /// `cov` (row-major `d x d`).
    ///
    /// Equivalent to `scipy.stats.multivariate_normal(mean, cov)`.
    ///
    /// # Errors
    /// [`gsci_core::Error::InvalidArgument`] when `cov` is not `d x d` or not positive
    /// definite.
    ///
    /// ```
    /// use gsci_stats::{MultivariateNormal, Array, Device};
    /// let mvn = MultivariateNormal::new(vec![0.0, 0.0], vec![1.0, 0.0, 0.0, 1.0])?;
    /// let x = Array::from_vec(vec![0.0f64, 0.0], &[1, 2], &Device::cpu())?;
    /// let p = mvn.pdf(&x)?.item()?;
    /// assert!((p - 1.0 / (2.0 * std::f64::consts::PI)).abs() < 1e-16);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    pub fn new(mean: Vec<f64>, cov: Vec<f64>) -> Result<Self> {
        const OP: &str = "multivariate_normal";
        let d = mean.len();
        if d == 0 || cov.len() != d * d {
            return Err(invalid(
                OP,
                format!(
                    "cov must be {d} x {d} for a mean of length {d}, got {} values",
                    cov.len()
                ),
            ));
        }
        let cho = cholesky(&cov, d).ok_or_else(|| {
            invalid(
                OP,
                "the covariance matrix must be symmetric positive definite",
            )
        })?;
        let log_det = 2.0 * (0..d).map(|i| cho[i * d + i].ln()).sum::<f64>();
        Ok(MultivariateNormal {
            mean,
            cov,
            d,
            cho,
            log_det,
        })
    }

    /// The log of the density at the points `x`, shape `(..., d)` (or `(d,)`); the result has
    /// the leading shape.
    ///
    /// Equivalent to `scipy.stats.multivariate_normal.logpdf`.
    ///
    /// # Errors
    /// [`gsci_core::Error::InvalidArgument`] when the last axis of `x` is not `d` long.
    pub fn logpdf<T: StatsFloat>(&self, x: &Array<T>) -> Result<Array<T>> {
        const OP: &str = "multivariate_normal.logpdf";
        let d = self.d;
        if x.ndim() == 0 || *x.shape().last().unwrap_or(&0) != d {
            return Err(invalid(
                OP,
                format!(
                    "x must have a last axis of length {d}, got shape {:?}",
                    x.shape()
                ),
            ));
        }
        let cols: Vec<Array<T>> = (0..d)
            .map(|i| &x.index_axis(-1, i as isize)? - self.mean[i])
            .collect::<Result<_>>()?;
        let y = whiten(&self.cho, d, &cols)?;
        let mut maha: Option<Array<T>> = None;
        for yi in &y {
            let t = (yi * yi)?;
            maha = Some(match maha {
                None => t,
                Some(a) => (&a + &t)?,
            });
        }
        let c = -0.5 * (d as f64 * (2.0 * std::f64::consts::PI).ln() + self.log_det);
        &(&maha.unwrap_or(Array::zeros(&[], x.device())?) * -0.5)? + c
    }

    /// The density at the points `x`. Equivalent to `scipy.stats.multivariate_normal.pdf`.
    ///
    /// # Errors
    /// As [`MultivariateNormal::logpdf`].
    pub fn pdf<T: StatsFloat>(&self, x: &Array<T>) -> Result<Array<T>> {
        gsci_core::ufunc::exp(&self.logpdf(x)?)
    }

    /// The differential entropy, `(d (1 + log 2 pi) + log det cov) / 2`.
    /// Equivalent to `scipy.stats.multivariate_normal.entropy`.
    ///
    /// # Errors
    /// None (the distribution was validated when built).
    pub fn entropy(&self) -> Result<f64> {
        Ok(0.5 * (self.d as f64 * (1.0 + (2.0 * std::f64::consts::PI).ln()) + self.log_det))
    }

    /// `size` draws, shape `(size, d)`, on the generator's device: `mean + L z`.
    ///
    /// Equivalent to `scipy.stats.multivariate_normal.rvs` in distribution (the stream differs).
    ///
    /// # Errors
    /// As the generator's draws.
    pub fn rvs(&self, size: usize, rng: &mut Generator) -> Result<Array<f64>> {
        let d = self.d;
        let z: Array<f64> = rng.standard_normal(&[size, d])?;
        let mut cols = Vec::with_capacity(d);
        for i in 0..d {
            let mut acc = Array::full(&[size], self.mean[i], rng.device())?;
            for k in 0..=i {
                acc = (&acc + &(&z.index_axis(1, k as isize)? * self.cho[i * d + k])?)?;
            }
            cols.push(acc);
        }
        let refs: Vec<&Array<f64>> = cols.iter().collect();
        gsci_core::stack(&refs, 1)
    }
}
