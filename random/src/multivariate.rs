//! `Generator.multivariate_normal`: standard normals on the generator's device times a factor
//! of the covariance (SVD, eigh or Cholesky, computed on the host in float64 by gsci-linalg, as
//! NumPy factors it with LAPACK), plus the mean.

use crate::generator::Generator;
use gsci_core::{Array, Device, Error, Result};
use gsci_linalg::{CholeskyOptions, EighOptions, SvdOptions};

/// How `multivariate_normal` factors the covariance (NumPy's `method=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum MvnMethod {
    /// `cov = u diag(s) vh`, factor `u sqrt(s)` (NumPy's default).
    #[default]
    Svd,
    /// `cov = u diag(s) u^T`, factor `u sqrt(|s|)`.
    Eigh,
    /// The lower Cholesky factor (fails for a covariance that is not positive definite).
    Cholesky,
}

/// What `multivariate_normal` does with a covariance that is not positive semidefinite
/// (NumPy's `check_valid=`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CheckValid {
    /// NumPy warns and draws anyway; Rust has no warnings, so the draw goes ahead (as
    /// `Ignore`). NumPy's default.
    #[default]
    Warn,
    /// An error ("covariance is not symmetric positive-semidefinite").
    Raise,
    /// No check.
    Ignore,
}

/// Options of [`Generator::multivariate_normal`] (NumPy's keyword arguments and defaults).
#[derive(Clone, Debug, PartialEq)]
pub struct MultivariateNormalOptions {
    /// What to do with a covariance that is not positive semidefinite.
    pub check_valid: CheckValid,
    /// Tolerance of that check (NumPy's default 1e-8).
    pub tol: f64,
    /// The factorisation of the covariance.
    pub method: MvnMethod,
}

impl Default for MultivariateNormalOptions {
    fn default() -> Self {
        MultivariateNormalOptions {
            check_valid: CheckValid::Warn,
            tol: 1e-8,
            method: MvnMethod::Svd,
        }
    }
}

fn invalid(reason: impl Into<String>) -> Error {
    Error::InvalidArgument {
        op: "Generator.multivariate_normal",
        reason: reason.into(),
    }
}

/// `F` with `cov = F F^T` (n x n, row-major), NumPy's factor for `method`; checks
/// positive-semidefiniteness as `check_valid` says.
fn factor(cov: &[f64], n: usize, opts: &MultivariateNormalOptions) -> Result<Vec<f64>> {
    let cpu = Device::cpu();
    let c = Array::from_vec(cov.to_vec(), &[n, n], &cpu)?;
    let check = opts.check_valid != CheckValid::Ignore && opts.method != MvnMethod::Cholesky;
    let not_psd = || invalid("covariance is not symmetric positive-semidefinite.");
    let close = |a: f64, b: f64| (a - b).abs() <= opts.tol + opts.tol * b.abs();
    match opts.method {
        MvnMethod::Cholesky => {
            let l =
                gsci_linalg::cholesky(&c, &CholeskyOptions::default()).map_err(|e| match e {
                    Error::NotPositiveDefinite { .. } => {
                        invalid(format!("Cholesky factorisation of cov failed: {e}"))
                    }
                    other => other,
                })?;
            l.to_vec()
        }
        MvnMethod::Svd => {
            let d = gsci_linalg::svd(&c, &SvdOptions::default())?;
            let (u, s, vh) = match (d.u, d.vh) {
                (Some(u), Some(vh)) => (u.to_vec()?, d.s.to_vec()?, vh.to_vec()?),
                _ => return Err(invalid("internal: the SVD returned no vectors")),
            };
            if check && opts.check_valid == CheckValid::Raise {
                // allclose(vh.T * s @ vh, cov, rtol=tol, atol=tol)
                for i in 0..n {
                    for j in 0..n {
                        let r: f64 = (0..n).map(|k| vh[k * n + i] * s[k] * vh[k * n + j]).sum();
                        if !close(r, cov[i * n + j]) {
                            return Err(not_psd());
                        }
                    }
                }
            }
            Ok((0..n * n).map(|ij| u[ij] * s[ij % n].sqrt()).collect())
        }
        MvnMethod::Eigh => {
            let (w, v) = gsci_linalg::eigh(&c, &EighOptions::default())?;
            let (w, v) = (w.to_vec()?, v.to_vec()?);
            if check && opts.check_valid == CheckValid::Raise && w.iter().any(|&x| x < -opts.tol) {
                return Err(not_psd());
            }
            Ok((0..n * n)
                .map(|ij| v[ij] * w[ij % n].abs().sqrt())
                .collect())
        }
    }
}

impl Generator {
    /// Draws from a multivariate normal distribution: `size + [n]` float64 values on the
    /// generator's device, `n = mean.len()`, `cov` the `n x n` covariance in row-major order.
    ///
    /// Equivalent to `numpy.random.Generator.multivariate_normal` (the same factorisations;
    /// the standard normals are gsci's, so the values differ from NumPy's).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `mean` is empty, `cov` is not `n x n`, an entry is not
    /// finite, `tol` is negative, the covariance is not positive semidefinite with
    /// `CheckValid::Raise` (or not positive definite with `MvnMethod::Cholesky`), or `size`
    /// overflows.
    ///
    /// ```
    /// use gsci_random::MultivariateNormalOptions;
    /// let mut g = gsci_random::default_rng_on(7, &gsci_random::Device::cpu());
    /// let x = g.multivariate_normal(&[1.0, -1.0], &[1.0, 0.5, 0.5, 2.0], &[1000],
    ///                               &MultivariateNormalOptions::default())?;
    /// assert_eq!(x.shape(), &[1000, 2]);
    /// let v = x.to_vec()?;
    /// let m0 = v.iter().step_by(2).sum::<f64>() / 1000.0;
    /// assert!((m0 - 1.0).abs() < 0.15);
    /// # Ok::<(), gsci_random::Error>(())
    /// ```
    pub fn multivariate_normal(
        &mut self,
        mean: &[f64],
        cov: &[f64],
        size: &[usize],
        opts: &MultivariateNormalOptions,
    ) -> Result<Array<f64>> {
        let n = mean.len();
        if n == 0 {
            return Err(invalid(
                "mean must be 1 dimensional with at least one entry",
            ));
        }
        if Some(cov.len()) != n.checked_mul(n) {
            return Err(invalid(format!(
                "mean and cov must have same length: cov has {} entries, mean {n} (cov must be {n} x {n})",
                cov.len()
            )));
        }
        if mean.iter().chain(cov).any(|v| !v.is_finite()) {
            return Err(invalid("mean and cov must be finite"));
        }
        if opts.tol.is_nan() || opts.tol < 0.0 {
            return Err(invalid(format!("tol must be >= 0, got {}", opts.tol)));
        }
        let f = factor(cov, n, opts)?;
        let mut shape = size.to_vec();
        shape.push(n);
        let rows = shape[..shape.len() - 1]
            .iter()
            .try_fold(1usize, |a, &b| a.checked_mul(b))
            .ok_or_else(|| invalid(format!("size {size:?} overflows")))?;
        let x: Array<f64> = self.standard_normal(&shape)?;
        let dev = self.device().clone();
        // x @ F^T + mean on the generator's device.
        let mut ft = vec![0.0; n * n];
        for i in 0..n {
            for j in 0..n {
                ft[j * n + i] = f[i * n + j];
            }
        }
        let ft = Array::from_vec(ft, &[n, n], &dev)?;
        let m = Array::from_vec(mean.to_vec(), &[n], &dev)?;
        if rows == 0 {
            return Ok(x);
        }
        let y = gsci_linalg::matmul(&x.reshape(&[rows as isize, n as isize])?, &ft)?;
        let y: Array<f64> = gsci_core::ufunc::add(&y, &m)?;
        let shape: Vec<isize> = shape.iter().map(|&s| s as isize).collect();
        y.reshape(&shape)
    }
}
