//! Continuous distributions whose methods need series, quadratures or root finding:
//! `truncnorm`, `vonmises`, `skewnorm`, `rice` and `invgauss`, with SciPy's `rv_continuous`
//! methods through [`ContinuousDistribution`].
//!
//! Their standardised functions are gsci-stats' own scalar device functions
//! (`continuous/scalar.rs` for the CPU, `continuous/scalar.cuh` for the GPU) fused into the
//! same kernels as the generic wrapper (loc/scale, invalid parameters, support ends):
//!
//! - `truncnorm`: SciPy 1.17's log-space algorithms (`_log_gauss_mass`, the log-cdf/log-sf
//!   with the `> -0.1` complement switch, `ndtri_exp` quantiles); the isf mirrors the ppf
//!   (a log-sum where SciPy's `_isf` takes a log-difference that cancels for small `q`);
//! - `vonmises`: SciPy's `von_mises_cdf` (the backward-recurrence series below `kappa = 50`,
//!   the normal approximation above), periodic with the number of whole turns added as SciPy
//!   (support the real line); `ppf` by a safeguarded Newton iteration in `[-pi, pi]`; variance
//!   and kurtosis by the Fourier series of `x^2`, `x^4` (SciPy integrates numerically with
//!   `quad`, 2.7e-5 off at `kappa = 60`);
//! - `skewnorm`: `Phi(x) - 2 T(x, a)` with Owen's T, and the density's integral where that
//!   difference cancels (SciPy: its generic integration below 1e-6), in log form for the
//!   log-cdf (finite where the cdf underflows; SciPy's is `log(cdf)`); `sf(x, a) = cdf(-x, -a)`;
//!   quantiles by Newton iteration; entropy by Gauss-Legendre quadrature;
//! - `rice`: the cdf and sf as Poisson mixtures of regularised incomplete gamma functions
//!   (SciPy: `chndtr`, and `1 - cdf` for the sf: gsci's sf keeps its accuracy where the cdf
//!   rounds to 1); raw moments by Laguerre functions; entropy by quadrature;
//! - `invgauss`: SciPy's log-cdf/log-sf; quantiles by Newton iteration (SciPy: Boost).

mod scalar;

use super::{ContinuousDistribution, ContinuousSpec, konst, run};
use gsci_core::fusion::{Expr, where_};
use gsci_core::ufunc::Operand;
use gsci_core::{Array, Result};
use gsci_random::Generator;
use std::f64::consts::PI;

/// The CUDA sources of gsci-stats' continuous-distribution device functions as `(name,
/// complete module source)`, for the kernel compile test.
///
/// Equivalent to nothing in SciPy (a build check).
///
/// # Errors
/// None.
///
/// ```
/// let srcs = gsci_stats::continuous_generated_sources()?;
/// assert!(srcs.iter().any(|(n, _)| n.contains("truncnorm")));
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn continuous_generated_sources() -> Result<Vec<(String, String)>> {
    Ok(scalar::all()
        .into_iter()
        .map(|f| gsci_core::ufunc::external::generated_sources(f))
        .collect())
}

fn ext(
    f: &'static std::sync::Arc<gsci_core::ufunc::external::ElementwiseFn>,
    args: Vec<Expr>,
) -> Expr {
    Expr::external(f, args, 0)
}

// ------------------------------------------------------------------------------ truncnorm

dist_struct!(
    /// The truncated normal distribution (`scipy.stats.truncnorm`): the standard normal
    /// truncated to `[a, b]` (in standard units), then shifted by `loc` and scaled by `scale`.
    ///
    /// ```
    /// use gsci_stats::{ContinuousDistribution, Truncnorm};
    /// let d = Truncnorm::new(-1.0, 2.0, 0.0, 1.0);
    /// let c = d.cdf(0.5)?.item()?;
    /// assert!((c - 0.6508804213366272).abs() < 1e-15);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Truncnorm, "truncnorm", [a, b], "The frozen `scipy.stats.truncnorm(a, b, loc, scale)`."
);
impl ContinuousSpec for Truncnorm {
    spec_common!("truncnorm", [a, b]);
    fn support_expr(&self, one: &Expr, s: &[Expr]) -> (Expr, Expr) {
        (
            s[0].clone() + one.clone() * 0.0,
            s[1].clone() + one.clone() * 0.0,
        )
    }
    fn argcheck(&self, s: &[Expr]) -> Option<Expr> {
        Some(s[0].clone().less(s[1].clone()))
    }
    fn logpdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(
            scalar::truncnorm_logpdf(),
            vec![z, s[0].clone(), s[1].clone()],
        )
    }
    fn pdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::truncnorm_pdf(), vec![z, s[0].clone(), s[1].clone()])
    }
    fn cdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::truncnorm_cdf(), vec![z, s[0].clone(), s[1].clone()])
    }
    fn sf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::truncnorm_sf(), vec![z, s[0].clone(), s[1].clone()])
    }
    fn logcdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(
            scalar::truncnorm_logcdf(),
            vec![z, s[0].clone(), s[1].clone()],
        )
    }
    fn logsf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(
            scalar::truncnorm_logsf(),
            vec![z, s[0].clone(), s[1].clone()],
        )
    }
    fn ppf_std(&self, q: Expr, s: &[Expr]) -> Expr {
        ext(scalar::truncnorm_ppf(), vec![q, s[0].clone(), s[1].clone()])
    }
    fn isf_std(&self, q: Expr, s: &[Expr]) -> Expr {
        ext(scalar::truncnorm_isf(), vec![q, s[0].clone(), s[1].clone()])
    }
    fn stats_std(&self, one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let f = |k: f64| {
            ext(
                scalar::truncnorm_stat(),
                vec![konst(one, k), s[0].clone(), s[1].clone()],
            )
        };
        [f(0.0), f(1.0), f(2.0), f(3.0)]
    }
    fn entropy_std(&self, one: &Expr, s: &[Expr]) -> Expr {
        ext(
            scalar::truncnorm_stat(),
            vec![konst(one, 4.0), s[0].clone(), s[1].clone()],
        )
    }
}

// ------------------------------------------------------------------------------ vonmises

dist_struct!(
    /// The von Mises distribution (`scipy.stats.vonmises`) with concentration `kappa`.
    ///
    /// As SciPy's, the density is periodic and the support is the real line: the cdf adds the
    /// number of whole turns (`cdf(x + 2 pi) = cdf(x) + 1`), and `ppf(q)` lies in
    /// `[loc - pi, loc + pi]` (times `scale`).
    ///
    /// ```
    /// use gsci_stats::{ContinuousDistribution, Vonmises};
    /// let d = Vonmises::new(2.0, 0.0, 1.0);
    /// assert_eq!(d.cdf(0.0)?.item()?, 0.5);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Vonmises, "vonmises", [kappa], "The frozen `scipy.stats.vonmises(kappa, loc, scale)`."
);
impl Vonmises {
    /// Random variates of the given `size`, wrapped into `[-pi, pi)` after `loc` and `scale`
    /// as SciPy's `vonmises.rvs` (`mod(x + pi, 2 pi) - pi`), on the generator's device.
    ///
    /// Equivalent to `scipy.stats.vonmises.rvs(kappa, loc, scale, size=size,
    /// random_state=rng)` in distribution; the stream differs from NumPy's.
    ///
    /// # Errors
    /// As [`ContinuousDistribution::pdf`].
    ///
    /// ```
    /// use gsci_stats::Vonmises;
    /// let mut rng = gsci_random::default_rng(3);
    /// let r = Vonmises::new(1.0, 3.0, 1.0).rvs(&[100], &mut rng)?.to_vec()?;
    /// assert!(r.iter().all(|&x| (-std::f64::consts::PI..std::f64::consts::PI).contains(&x)));
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    pub fn rvs(&self, size: &[usize], rng: &mut Generator) -> Result<Array<f64>> {
        let u: Array<f64> = rng.random(size)?;
        let std = ContinuousDistribution::ppf(&Vonmises::new(self.kappa.clone(), 0.0, 1.0), &u)?;
        let y = Expr::input(0) * Expr::input(2) + Expr::input(1) + PI;
        let e = y.remainder(2.0 * PI) - PI;
        let su = Operand::from(&std);
        run(e, &[&su, &self.loc, &self.scale])
    }
}
impl ContinuousSpec for Vonmises {
    spec_common!("vonmises", [kappa]);
    fn argcheck(&self, s: &[Expr]) -> Option<Expr> {
        Some(s[0].clone().greater_equal(0.0))
    }
    fn logpdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::vonmises_logpdf(), vec![z, s[0].clone()])
    }
    fn pdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::vonmises_pdf(), vec![z, s[0].clone()])
    }
    fn cdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::vonmises_cdf(), vec![z, s[0].clone()])
    }
    fn ppf_std(&self, q: Expr, s: &[Expr]) -> Expr {
        ext(scalar::vonmises_ppf(), vec![q, s[0].clone()])
    }
    fn stats_std(&self, one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let f = |k: f64| ext(scalar::vonmises_stat(), vec![konst(one, k), s[0].clone()]);
        [f(0.0), f(1.0), f(2.0), f(3.0)]
    }
    fn entropy_std(&self, one: &Expr, s: &[Expr]) -> Expr {
        ext(scalar::vonmises_stat(), vec![konst(one, 4.0), s[0].clone()])
    }
}

// ------------------------------------------------------------------------------ skewnorm

dist_struct!(
    /// The skew-normal distribution (`scipy.stats.skewnorm`) with shape `a`.
    ///
    /// ```
    /// use gsci_stats::{ContinuousDistribution, Skewnorm};
    /// // skewnorm with a = 1 has cdf Phi(x)^2
    /// let c = Skewnorm::new(1.0, 0.0, 1.0).cdf(0.0)?.item()?;
    /// assert!((c - 0.25).abs() < 1e-16);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Skewnorm, "skewnorm", [a], "The frozen `scipy.stats.skewnorm(a, loc, scale)`."
);
impl ContinuousSpec for Skewnorm {
    spec_common!("skewnorm", [a]);
    fn argcheck(&self, s: &[Expr]) -> Option<Expr> {
        Some(s[0].clone().isfinite())
    }
    fn logpdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::skewnorm_logpdf(), vec![z, s[0].clone()])
    }
    fn pdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::skewnorm_pdf(), vec![z, s[0].clone()])
    }
    fn cdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::skewnorm_cdf(), vec![z, s[0].clone()])
    }
    fn sf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::skewnorm_cdf(), vec![-z, -s[0].clone()])
    }
    fn logcdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::skewnorm_logcdf(), vec![z, s[0].clone()])
    }
    fn logsf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::skewnorm_logcdf(), vec![-z, -s[0].clone()])
    }
    fn ppf_std(&self, q: Expr, s: &[Expr]) -> Expr {
        ext(scalar::skewnorm_ppf(), vec![q, s[0].clone()])
    }
    fn isf_std(&self, q: Expr, s: &[Expr]) -> Expr {
        ext(scalar::skewnorm_isf(), vec![q, s[0].clone()])
    }
    fn stats_std(&self, _one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let a = s[0].clone();
        let c = (2.0 / PI).sqrt() * a.clone() / (1.0 + a.clone() * a).sqrt();
        let v = 1.0 - c.clone() * c.clone();
        let g1 = (4.0 - PI) / 2.0 * (c.clone() / v.clone().sqrt()).pow(3.0);
        let g2 = 2.0 * (PI - 3.0) * (c.clone().pow(4.0) / v.clone().pow(2.0));
        [c, v, g1, g2]
    }
    fn entropy_std(&self, _one: &Expr, s: &[Expr]) -> Expr {
        ext(scalar::skewnorm_entropy(), vec![s[0].clone()])
    }
}

// ------------------------------------------------------------------------------ rice

dist_struct!(
    /// The Rice distribution (`scipy.stats.rice`) with shape `b`.
    ///
    /// ```
    /// use gsci_stats::{ContinuousDistribution, Rice};
    /// // b = 0 is the Rayleigh distribution
    /// let s = Rice::new(0.0, 0.0, 1.0).sf(2.0)?.item()?;
    /// assert!((s - (-2.0f64).exp()).abs() < 1e-16);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Rice, "rice", [b], "The frozen `scipy.stats.rice(b, loc, scale)`."
);
impl ContinuousSpec for Rice {
    spec_common!("rice", [b]);
    fn support_std(&self) -> (f64, f64) {
        (0.0, f64::INFINITY)
    }
    fn argcheck(&self, s: &[Expr]) -> Option<Expr> {
        Some(s[0].clone().greater_equal(0.0))
    }
    fn pdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::rice_pdf(), vec![z, s[0].clone()])
    }
    fn cdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::rice_cdf(), vec![z, s[0].clone()])
    }
    fn sf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::rice_sf(), vec![z, s[0].clone()])
    }
    fn ppf_std(&self, q: Expr, s: &[Expr]) -> Expr {
        ext(scalar::rice_ppf(), vec![q, s[0].clone()])
    }
    fn isf_std(&self, q: Expr, s: &[Expr]) -> Expr {
        ext(scalar::rice_isf(), vec![q, s[0].clone()])
    }
    fn stats_std(&self, one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let f = |k: f64| ext(scalar::rice_stat(), vec![konst(one, k), s[0].clone()]);
        [f(0.0), f(1.0), f(2.0), f(3.0)]
    }
    fn entropy_std(&self, one: &Expr, s: &[Expr]) -> Expr {
        ext(scalar::rice_stat(), vec![konst(one, 4.0), s[0].clone()])
    }
}

// ------------------------------------------------------------------------------ invgauss

dist_struct!(
    /// The inverse Gaussian distribution (`scipy.stats.invgauss`) with shape `mu`.
    ///
    /// ```
    /// use gsci_stats::{ContinuousDistribution, Invgauss};
    /// let m = Invgauss::new(0.5, 0.0, 2.0).mean()?.item()?;
    /// assert_eq!(m, 1.0);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Invgauss, "invgauss", [mu], "The frozen `scipy.stats.invgauss(mu, loc, scale)`."
);
impl ContinuousSpec for Invgauss {
    spec_common!("invgauss", [mu]);
    fn support_std(&self) -> (f64, f64) {
        (0.0, f64::INFINITY)
    }
    fn argcheck(&self, s: &[Expr]) -> Option<Expr> {
        Some(s[0].clone().greater(0.0))
    }
    fn pdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        // SciPy's density is 0 at x = 0 (its formula is inf * 0 there)
        let mu = s[0].clone();
        let p = 1.0 / (2.0 * PI * z.clone().pow(3.0)).sqrt()
            * (-1.0 / (2.0 * z.clone()) * (z.clone() / mu - 1.0).pow(2.0)).exp();
        where_(z.greater(0.0), p, 0.0)
    }
    fn logpdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        let mu = s[0].clone();
        let l = -0.5 * (2.0 * PI).ln()
            - 1.5 * z.clone().log()
            - (z.clone() / mu - 1.0).pow(2.0) / (2.0 * z.clone());
        where_(z.greater(0.0), l, f64::NEG_INFINITY)
    }
    fn logcdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::invgauss_logcdf(), vec![z, s[0].clone()])
    }
    fn logsf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        ext(scalar::invgauss_logsf(), vec![z, s[0].clone()])
    }
    fn cdf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        self.logcdf_std(z, s).exp()
    }
    fn sf_std(&self, z: Expr, s: &[Expr]) -> Expr {
        self.logsf_std(z, s).exp()
    }
    fn ppf_std(&self, q: Expr, s: &[Expr]) -> Expr {
        ext(scalar::invgauss_ppf(), vec![q, s[0].clone()])
    }
    fn isf_std(&self, q: Expr, s: &[Expr]) -> Expr {
        ext(scalar::invgauss_isf(), vec![q, s[0].clone()])
    }
    fn stats_std(&self, _one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let mu = s[0].clone();
        [
            mu.clone(),
            mu.clone().pow(3.0),
            3.0 * mu.clone().sqrt(),
            15.0 * mu,
        ]
    }
    fn entropy_std(&self, _one: &Expr, s: &[Expr]) -> Expr {
        ext(scalar::invgauss_entropy(), vec![s[0].clone()])
    }
}
