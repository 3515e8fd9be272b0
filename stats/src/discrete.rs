//! Discrete distributions: `binom`, `poisson`, `geom`, `bernoulli`, `randint`, `nbinom`,
//! `hypergeom`, `zipf`, `betabinom`, `logser` with SciPy's
//! `rv_discrete` methods (`pmf`, `logpmf`, `cdf`, `logcdf`, `sf`, `logsf`, `ppf`, `isf`,
//! `stats`, `mean`, `var`, `std`, `median`, `interval`, `support`, `rvs`).
//!
//! `pmf`/`cdf`/`sf` are one fused kernel each (gsci-special's `bdtr`, `pdtr`, ... inside).
//! `ppf`/`isf` find the smallest integer `k` with `cdf(k) >= q` (`sf(k) <= q`) by a bisection
//! over arrays on the device (a bracket by doubling where the support is unbounded), the
//! definition SciPy's generic discrete `ppf` uses. The cdf/sf of `hypergeom` and `betabinom` are
//! finite sums, computed by gsci-stats' own device functions (`discrete/sums.rs` for the CPU,
//! `discrete/sums.cuh` for the GPU) fused into the same kernels.

mod sums;

/// The CUDA sources of gsci-stats' device functions as `(name, complete module source)`, for
/// the kernel compile test.
///
/// Equivalent to nothing in SciPy (a build check).
///
/// # Errors
/// None.
///
/// ```
/// let srcs = gsci_stats::generated_sources()?;
/// assert!(srcs.iter().any(|(n, _)| n.contains("hypergeom")));
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn generated_sources() -> Result<Vec<(String, String)>> {
    let mut v: Vec<(String, String)> = sums::all()
        .into_iter()
        .map(|f| gsci_core::ufunc::external::generated_sources(f))
        .collect();
    for t in ["float", "double"] {
        v.push((
            format!("stats_kde_eval_{t}"),
            crate::kde_cuda::module_source(t),
        ));
        v.push((
            format!("stats_rank_rows_{t}"),
            crate::rank_cuda::module_source(t),
        ));
        v.push((
            format!("stats_trim_mean_rows_{t}"),
            crate::rank_cuda::trim_source(t),
        ));
        v.push((
            format!("stats_spearman_finish_{t}"),
            crate::corr_cuda::module_source(t),
        ));
    }
    Ok(v)
}

use crate::common::invalid;
use crate::distributions::{device_of, run_op};
use gsci_core::fusion::{Expr, where_};
use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::ufunc::{self, Operand};
use gsci_core::{Array, Result};
use gsci_random::Generator;
use gsci_special::fusion as sp;

/// The standardised pieces of a discrete distribution (SciPy's `rv_discrete` private methods).
#[doc(hidden)]
pub trait DiscreteSpec {
    /// SciPy's name.
    fn name(&self) -> &'static str;
    /// Shape parameters in SciPy's order.
    fn shapes(&self) -> Vec<&Operand>;
    /// `loc`.
    fn loc(&self) -> &Operand;
    /// Support `(a, b)` of the standard form (`one` is an array expression equal to 1).
    fn support_std(&self, one: &Expr, s: &[Expr]) -> (Expr, Expr);
    /// Whether the shapes are valid.
    fn argcheck(&self, s: &[Expr]) -> Expr;
    /// log pmf at integer `k` inside the support.
    fn logpmf_std(&self, k: Expr, s: &[Expr]) -> Expr;
    /// pmf at integer `k` inside the support.
    fn pmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        self.logpmf_std(k, s).exp()
    }
    /// cdf at integer `k` inside the support.
    fn cdf_std(&self, k: Expr, s: &[Expr]) -> Expr;
    /// sf at integer `k` inside the support.
    fn sf_std(&self, k: Expr, s: &[Expr]) -> Expr;
    /// log cdf at integer `k` inside the support.
    fn logcdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        self.cdf_std(k, s).log()
    }
    /// log sf at integer `k` inside the support.
    fn logsf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        self.sf_std(k, s).log()
    }
    /// Mean, variance, skewness, excess kurtosis.
    fn stats_std(&self, one: &Expr, s: &[Expr]) -> [Expr; 4];
    /// Whether `cdf`/`sf` are NaN at non-integers inside the support (SciPy's Boost-backed
    /// `hypergeom`); other distributions take the floor.
    fn cdf_needs_integer(&self) -> bool {
        false
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Dm {
    Pmf,
    LogPmf,
    Cdf,
    LogCdf,
    Sf,
    LogSf,
}

fn isint(e: Expr) -> Expr {
    e.clone().equal(e.floor())
}

fn kernel<D: DiscreteSpec + ?Sized>(d: &D, m: Dm) -> Expr {
    let n = d.shapes().len();
    let x = Expr::input(0);
    let loc = Expr::input(1);
    let s: Vec<Expr> = (0..n).map(|i| Expr::input(2 + i)).collect();
    let one = x.clone() * 0.0 + 1.0;
    let valid = d.argcheck(&s);
    let (a, b) = d.support_std(&one, &s);
    let k = x - loc;
    let bad = valid.logical_not().logical_or(k.clone().isnan());
    let v = match m {
        Dm::Pmf | Dm::LogPmf => {
            let ok = k
                .clone()
                .greater_equal(a)
                .logical_and(k.clone().less_equal(b))
                .logical_and(isint(k.clone()));
            if m == Dm::Pmf {
                where_(ok, d.pmf_std(k.clone(), &s), 0.0)
            } else {
                where_(ok, d.logpmf_std(k.clone(), &s), f64::NEG_INFINITY)
            }
        }
        _ => {
            let kf = k.clone().floor();
            let inside = kf
                .clone()
                .greater_equal(a.clone())
                .logical_and(kf.clone().less(b.clone()));
            let (val, above, below) = match m {
                Dm::Cdf => (d.cdf_std(kf.clone(), &s), 1.0, 0.0),
                Dm::LogCdf => (d.logcdf_std(kf.clone(), &s), 0.0, f64::NEG_INFINITY),
                Dm::Sf => (d.sf_std(kf.clone(), &s), 0.0, 1.0),
                _ => (d.logsf_std(kf.clone(), &s), f64::NEG_INFINITY, 0.0),
            };
            let val = if d.cdf_needs_integer() && matches!(m, Dm::Cdf | Dm::Sf) {
                where_(isint(k.clone()), val, f64::NAN)
            } else {
                val
            };
            let lo = one.clone() * below;
            where_(inside, val, where_(kf.greater_equal(b), one * above, lo))
        }
    };
    where_(bad, f64::NAN, v)
}

/// One elementwise method `m` at `k`: its fused kernel over `k, loc, shapes...`.
fn eval_d<D: DiscreteSpec + ?Sized>(d: &D, m: Dm, k: Operand) -> Result<Array<f64>> {
    run_op(kernel(d, m), &ops_of(d, &k))?.into_typed()
}

fn ops_of<'a, D: DiscreteSpec + ?Sized>(d: &'a D, x: &'a Operand) -> Vec<&'a Operand> {
    let mut ops = vec![x, d.loc()];
    ops.extend(d.shapes());
    ops
}

/// Smallest integer `k` of the standard form with `cdf(k) >= q` (`sf(k) <= q` for `isf`), for
/// `q` strictly inside (0, 1); the inputs are arrays of the output's shape.
fn search<D: DiscreteSpec + ?Sized>(d: &D, q: &Array<f64>, isf: bool) -> Result<Array<f64>> {
    let n = d.shapes().len();
    let k = Expr::input(0);
    let qe = Expr::input(1);
    let s: Vec<Expr> = (0..n).map(|i| Expr::input(2 + i)).collect();
    let one = k.clone() * 0.0 + 1.0;
    let (a, b) = d.support_std(&one, &s);
    // reached(k) is monotone: false below the answer, true from it on.
    let reached = if isf {
        where_(
            k.clone().less(a.clone()),
            false,
            where_(
                k.clone().greater_equal(b.clone()),
                true,
                d.sf_std(k.clone(), &s).less_equal(qe.clone()),
            ),
        )
    } else {
        where_(
            k.clone().less(a.clone()),
            false,
            where_(
                k.clone().greater_equal(b.clone()),
                true,
                d.cdf_std(k.clone(), &s).greater_equal(qe.clone()),
            ),
        )
    };
    let q_op = Operand::from(q);
    let sh = d.shapes();
    let eval_reached = |kk: &Array<f64>| -> Result<Array<bool>> {
        let k_op = Operand::from(kk);
        let mut ops: Vec<&Operand> = vec![&k_op, &q_op];
        ops.extend(sh.iter().copied());
        let r = run_op(reached.clone(), &ops)?;
        r.into_typed::<bool>()
    };
    let bounds = |e: Expr| -> Result<Array<f64>> {
        let k_op = Operand::from(q);
        let mut ops: Vec<&Operand> = vec![&k_op, &q_op];
        ops.extend(sh.iter().copied());
        run_op(e, &ops)?.into_typed::<f64>()
    };
    let mut lo = bounds(a.clone() - 1.0)?;
    let bb = bounds(b)?;
    let aa = bounds(a)?;
    // hi: b where finite, else grow from max(a, 1) by doubling until reached
    let finite: Array<bool> = ufunc::isfinite(&bb)?;
    let start = ufunc::maximum::<f64>(&aa, 1.0)?;
    let mut hi = crate::common::select(&finite, &bb, &start)?;
    for _ in 0..1100 {
        let r = eval_reached(&hi)?;
        if reduce::all(&r, &ReduceOptions::default())?.item()? {
            break;
        }
        let grown = (&(&hi * 2.0)? + 1.0)?;
        lo = crate::common::select(&r, &lo, &hi)?;
        hi = crate::common::select(&r, &hi, &grown)?;
    }
    loop {
        let gap = (&hi - &lo)?;
        let open: Array<bool> = ufunc::greater(&gap, 1.0)?;
        if !reduce::any(&open, &ReduceOptions::default())?.item()? {
            break;
        }
        let mid = ufunc::floor::<f64>(&(&(&lo + &hi)? * 0.5)?)?;
        let mid = crate::common::select(&open, &mid, &hi)?;
        let r = eval_reached(&mid)?;
        let take_hi: Array<bool> = ufunc::logical_and(&r, &open)?;
        let take_lo: Array<bool> = ufunc::logical_and(&ufunc::logical_not::<bool>(&r)?, &open)?;
        hi = crate::common::select(&take_hi, &mid, &hi)?;
        lo = crate::common::select(&take_lo, &mid, &lo)?;
    }
    Ok(hi)
}

fn quantile<D: DiscreteSpec + ?Sized>(d: &D, q: Operand, isf: bool) -> Result<Array<f64>> {
    let dev = {
        let mut all: Vec<&Operand> = vec![&q, d.loc()];
        all.extend(d.shapes());
        device_of(&all)
    };
    // broadcast q and the parameters to one float64 shape
    let shape_k = {
        let n = d.shapes().len();
        let x = Expr::input(0);
        let loc = Expr::input(1);
        let mut e = x * 1.0 + loc * 0.0;
        for i in 0..n {
            e = e + Expr::input(2 + i) * 0.0;
        }
        e
    };
    let qa = run_op(shape_k, &ops_of(d, &q))?.into_typed::<f64>()?;
    let qa = if qa.device() == &dev {
        qa
    } else {
        qa.to_device(&dev)?
    };
    let inner_mask: Array<bool> = ufunc::logical_and(
        &ufunc::greater::<bool>(&qa, 0.0)?,
        &ufunc::less::<bool>(&qa, 1.0)?,
    )?;
    let half = Array::scalar(0.5, &dev)?;
    let qs = crate::common::select(&inner_mask, &qa, &half)?;
    let k = search(d, &qs, isf)?;
    // assemble: invalid -> NaN; q == 0 / 1 -> the support's ends; outside [0, 1] -> NaN
    let n = d.shapes().len();
    let qe = Expr::input(0);
    let loc = Expr::input(1);
    let ke = Expr::input(2);
    let s: Vec<Expr> = (0..n).map(|i| Expr::input(3 + i)).collect();
    let one = qe.clone() * 0.0 + 1.0;
    let (a, b) = d.support_std(&one, &s);
    let valid = d.argcheck(&s);
    let (at0, at1) = if isf {
        (b + loc.clone(), a - 1.0 + loc.clone())
    } else {
        (a - 1.0 + loc.clone(), b + loc.clone())
    };
    let inner = qe.clone().greater(0.0).logical_and(qe.clone().less(1.0));
    let e = where_(
        valid.logical_not().logical_or(loc.clone().isnan()),
        f64::NAN,
        where_(
            inner,
            ke + loc,
            where_(
                qe.clone().equal(0.0),
                at0,
                where_(qe.equal(1.0), at1, f64::NAN),
            ),
        ),
    );
    let k_op = Operand::from(&k);
    let mut ops: Vec<&Operand> = vec![&q, d.loc(), &k_op];
    ops.extend(d.shapes());
    run_op(e, &ops)?.into_typed::<f64>()
}

/// The methods every discrete distribution has (SciPy's `rv_discrete` public methods).
pub trait DiscreteDistribution: DiscreteSpec {
    /// The probability mass function at `k` (0 off the integers and outside the support).
    ///
    /// Equivalent to `scipy.stats.<dist>.pmf`.
    ///
    /// # Errors
    /// [`gsci_core::Error::ShapeMismatch`] when `k` and the parameters do not broadcast.
    ///
    /// ```
    /// use gsci_stats::{DiscreteDistribution, Poisson};
    /// let p = Poisson::new(2.0, 0.0).pmf(0.0)?.item()?;
    /// assert!((p - (-2.0f64).exp()).abs() < 1e-16);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    fn pmf(&self, k: impl Into<Operand>) -> Result<Array<f64>> {
        eval_d(self, Dm::Pmf, k.into())
    }
    /// The log of the pmf. Equivalent to `scipy.stats.<dist>.logpmf`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn logpmf(&self, k: impl Into<Operand>) -> Result<Array<f64>> {
        eval_d(self, Dm::LogPmf, k.into())
    }
    /// The cumulative distribution function. Equivalent to `scipy.stats.<dist>.cdf`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn cdf(&self, k: impl Into<Operand>) -> Result<Array<f64>> {
        eval_d(self, Dm::Cdf, k.into())
    }
    /// The log of the cdf. Equivalent to `scipy.stats.<dist>.logcdf`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn logcdf(&self, k: impl Into<Operand>) -> Result<Array<f64>> {
        eval_d(self, Dm::LogCdf, k.into())
    }
    /// The survival function, computed directly. Equivalent to `scipy.stats.<dist>.sf`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn sf(&self, k: impl Into<Operand>) -> Result<Array<f64>> {
        eval_d(self, Dm::Sf, k.into())
    }
    /// The log of the survival function. Equivalent to `scipy.stats.<dist>.logsf`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn logsf(&self, k: impl Into<Operand>) -> Result<Array<f64>> {
        eval_d(self, Dm::LogSf, k.into())
    }
    /// The percent point function: the smallest `k` with `cdf(k) >= q`.
    /// Equivalent to `scipy.stats.<dist>.ppf`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn ppf(&self, q: impl Into<Operand>) -> Result<Array<f64>> {
        quantile(self, q.into(), false)
    }
    /// The inverse survival function: the smallest `k` with `sf(k) <= q`.
    /// Equivalent to `scipy.stats.<dist>.isf`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn isf(&self, q: impl Into<Operand>) -> Result<Array<f64>> {
        quantile(self, q.into(), true)
    }
    /// Mean, variance, skewness and excess kurtosis. Equivalent to
    /// `scipy.stats.<dist>.stats(moments='mvsk')`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn stats(&self) -> Result<[Array<f64>; 4]> {
        let n = self.shapes().len();
        let loc = Expr::input(0);
        let s: Vec<Expr> = (0..n).map(|i| Expr::input(1 + i)).collect();
        let one = loc.clone() * 0.0 + 1.0;
        let valid = self.argcheck(&s);
        let [m, v, g1, g2] = self.stats_std(&one, &s);
        let mut ops: Vec<&Operand> = vec![self.loc()];
        ops.extend(self.shapes());
        let mut out = Vec::with_capacity(4);
        for e in [
            m + loc,
            v + one.clone() * 0.0,
            g1 + one.clone() * 0.0,
            g2 + one.clone() * 0.0,
        ] {
            out.push(run_op(where_(valid.clone().logical_not(), f64::NAN, e), &ops)?.into_typed()?);
        }
        Ok([out.remove(0), out.remove(0), out.remove(0), out.remove(0)])
    }
    /// The mean. Equivalent to `scipy.stats.<dist>.mean`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn mean(&self) -> Result<Array<f64>> {
        Ok(self.stats()?[0].clone())
    }
    /// The variance. Equivalent to `scipy.stats.<dist>.var`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn var(&self) -> Result<Array<f64>> {
        Ok(self.stats()?[1].clone())
    }
    /// The standard deviation. Equivalent to `scipy.stats.<dist>.std`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn std(&self) -> Result<Array<f64>> {
        ufunc::sqrt(&self.stats()?[1])
    }
    /// The median, `ppf(0.5)`. Equivalent to `scipy.stats.<dist>.median`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn median(&self) -> Result<Array<f64>> {
        self.ppf(0.5)
    }
    /// `(ppf((1 - c) / 2), ppf((1 + c) / 2))`. Equivalent to `scipy.stats.<dist>.interval`.
    ///
    /// # Errors
    /// [`gsci_core::Error::InvalidArgument`] for a confidence outside `[0, 1]`.
    fn interval(&self, confidence: f64) -> Result<(Array<f64>, Array<f64>)> {
        if !(0.0..=1.0).contains(&confidence) {
            return Err(invalid(
                "interval",
                format!("confidence must be in [0, 1], got {confidence}"),
            ));
        }
        Ok((
            self.ppf((1.0 - confidence) / 2.0)?,
            self.ppf((1.0 + confidence) / 2.0)?,
        ))
    }
    /// The support `(a + loc, b + loc)`. Equivalent to `scipy.stats.<dist>.support`.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn support(&self) -> Result<(Array<f64>, Array<f64>)> {
        let n = self.shapes().len();
        let loc = Expr::input(0);
        let s: Vec<Expr> = (0..n).map(|i| Expr::input(1 + i)).collect();
        let one = loc.clone() * 0.0 + 1.0;
        let (a, b) = self.support_std(&one, &s);
        let valid = self.argcheck(&s);
        let mut ops: Vec<&Operand> = vec![self.loc()];
        ops.extend(self.shapes());
        let lo = run_op(
            where_(valid.clone().logical_not(), f64::NAN, a + loc.clone()),
            &ops,
        )?;
        let hi = run_op(where_(valid.logical_not(), f64::NAN, b + loc), &ops)?;
        Ok((lo.into_typed()?, hi.into_typed()?))
    }
    /// Random variates of the given `size` (inverse transform of `rng.random`).
    ///
    /// Equivalent to `scipy.stats.<dist>.rvs(size=size)` in distribution; the stream differs
    /// from NumPy's.
    ///
    /// # Errors
    /// As [`DiscreteDistribution::pmf`].
    fn rvs(&self, size: &[usize], rng: &mut Generator) -> Result<Array<f64>> {
        let u: Array<f64> = rng.random(size)?;
        self.ppf(&u)
    }
}

impl<D: DiscreteSpec> DiscreteDistribution for D {}

macro_rules! discrete_struct {
    ($(#[$doc:meta])* $name:ident, $sname:literal, [$($shape:ident),*]) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name {
            $(
                #[doc = concat!("Shape parameter `", stringify!($shape), "`.")]
                pub $shape: Operand,
            )*
            /// Location (an integer shift).
            pub loc: Operand,
        }
        impl $name {
            #[doc = concat!("The frozen `scipy.stats.", $sname, "(", $(stringify!($shape), ", ",)* "loc)`.")]
            pub fn new($($shape: impl Into<Operand>,)* loc: impl Into<Operand>) -> Self {
                $name { $($shape: $shape.into(),)* loc: loc.into() }
            }
        }
        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}", $sname)
            }
        }
    };
}

macro_rules! discrete_common {
    ($sname:literal, [$($shape:ident),*]) => {
        fn name(&self) -> &'static str {
            $sname
        }
        fn shapes(&self) -> Vec<&Operand> {
            vec![$(&self.$shape),*]
        }
        fn loc(&self) -> &Operand {
            &self.loc
        }
    };
}

discrete_struct!(
    /// The binomial distribution (`scipy.stats.binom`).
    ///
    /// ```
    /// use gsci_stats::{DiscreteDistribution, Binom};
    /// assert!((Binom::new(4.0, 0.5, 0.0).pmf(2.0)?.item()? - 0.375).abs() < 1e-15);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Binom, "binom", [n, p]
);
impl DiscreteSpec for Binom {
    discrete_common!("binom", [n, p]);
    fn support_std(&self, one: &Expr, s: &[Expr]) -> (Expr, Expr) {
        (one.clone() * 0.0, s[0].clone() + one.clone() * 0.0)
    }
    fn argcheck(&self, s: &[Expr]) -> Expr {
        let (n, p) = (s[0].clone(), s[1].clone());
        n.clone()
            .greater_equal(0.0)
            .logical_and(isint(n))
            .logical_and(p.clone().greater_equal(0.0))
            .logical_and(p.less_equal(1.0))
    }
    fn logpmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        let (n, p) = (s[0].clone(), s[1].clone());
        let combiln = sp::gammaln(n.clone() + 1.0)
            - (sp::gammaln(k.clone() + 1.0) + sp::gammaln(n.clone() - k.clone() + 1.0));
        combiln + sp::xlogy(k.clone(), p.clone()) + sp::xlog1py(n - k, -p)
    }
    fn cdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        sp::bdtr(k, s[0].clone(), s[1].clone())
    }
    fn sf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        sp::bdtrc(k, s[0].clone(), s[1].clone())
    }
    fn stats_std(&self, _one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let (n, p) = (s[0].clone(), s[1].clone());
        let q = 1.0 - p.clone();
        let mu = n.clone() * p.clone();
        let var = n * p.clone() * q.clone();
        let g1 = (q.clone() - p.clone()) / var.clone().sqrt();
        let g2 = (1.0 - 6.0 * p * q) / var.clone();
        [mu, var, g1, g2]
    }
}

discrete_struct!(
    /// The Poisson distribution (`scipy.stats.poisson`).
    ///
    /// ```
    /// use gsci_stats::{DiscreteDistribution, Poisson};
    /// assert_eq!(Poisson::new(3.0, 0.0).mean()?.item()?, 3.0);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Poisson, "poisson", [mu]
);
impl DiscreteSpec for Poisson {
    discrete_common!("poisson", [mu]);
    fn support_std(&self, one: &Expr, _s: &[Expr]) -> (Expr, Expr) {
        (one.clone() * 0.0, one.clone() * f64::INFINITY)
    }
    fn argcheck(&self, s: &[Expr]) -> Expr {
        s[0].clone().greater_equal(0.0)
    }
    fn logpmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        sp::xlogy(k.clone(), s[0].clone()) - sp::gammaln(k + 1.0) - s[0].clone()
    }
    fn cdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        sp::pdtr(k, s[0].clone())
    }
    fn sf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        sp::pdtrc(k, s[0].clone())
    }
    fn stats_std(&self, _one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let mu = s[0].clone();
        [mu.clone(), mu.clone(), 1.0 / mu.clone().sqrt(), 1.0 / mu]
    }
}

discrete_struct!(
    /// The geometric distribution on `1, 2, ...` (`scipy.stats.geom`).
    ///
    /// ```
    /// use gsci_stats::{DiscreteDistribution, Geom};
    /// assert_eq!(Geom::new(0.5, 0.0).pmf(2.0)?.item()?, 0.25);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Geom, "geom", [p]
);
impl DiscreteSpec for Geom {
    discrete_common!("geom", [p]);
    fn support_std(&self, one: &Expr, _s: &[Expr]) -> (Expr, Expr) {
        (one.clone(), one.clone() * f64::INFINITY)
    }
    fn argcheck(&self, s: &[Expr]) -> Expr {
        s[0].clone()
            .greater(0.0)
            .logical_and(s[0].clone().less_equal(1.0))
    }
    fn pmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        let p = s[0].clone();
        (1.0 - p.clone()).pow(k - 1.0) * p
    }
    fn logpmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        let p = s[0].clone();
        sp::xlog1py(k - 1.0, -p.clone()) + p.log()
    }
    fn cdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        -((((-s[0].clone()).log1p()) * k).expm1())
    }
    fn sf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        (k * (-s[0].clone()).log1p()).exp()
    }
    fn stats_std(&self, _one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let p = s[0].clone();
        let mu = 1.0 / p.clone();
        let qr = 1.0 - p.clone();
        let var = qr.clone() / p.clone() / p.clone();
        let g1 = (2.0 - p.clone()) / qr.clone().sqrt();
        // np.polyval([1, -6, 6], p) / (1 - p)
        let g2 = ((p.clone() - 6.0) * p + 6.0) / qr;
        [mu, var, g1, g2]
    }
}

discrete_struct!(
    /// The Bernoulli distribution (`scipy.stats.bernoulli`).
    ///
    /// ```
    /// use gsci_stats::{DiscreteDistribution, Bernoulli};
    /// assert_eq!(Bernoulli::new(0.3, 0.0).pmf(1.0)?.item()?, 0.3);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Bernoulli, "bernoulli", [p]
);
impl DiscreteSpec for Bernoulli {
    discrete_common!("bernoulli", [p]);
    fn support_std(&self, one: &Expr, _s: &[Expr]) -> (Expr, Expr) {
        (one.clone() * 0.0, one.clone())
    }
    fn argcheck(&self, s: &[Expr]) -> Expr {
        s[0].clone()
            .greater_equal(0.0)
            .logical_and(s[0].clone().less_equal(1.0))
    }
    fn logpmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        let p = s[0].clone();
        let combiln = sp::gammaln(k.clone() * 0.0 + 2.0)
            - (sp::gammaln(k.clone() + 1.0) + sp::gammaln(2.0 - k.clone()));
        combiln + sp::xlogy(k.clone(), p.clone()) + sp::xlog1py(1.0 - k, -p)
    }
    fn cdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        sp::bdtr(k, 1.0, s[0].clone())
    }
    fn sf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        sp::bdtrc(k, 1.0, s[0].clone())
    }
    fn stats_std(&self, _one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let p = s[0].clone();
        let q = 1.0 - p.clone();
        let var = p.clone() * q.clone();
        let g1 = (q.clone() - p.clone()) / var.clone().sqrt();
        let g2 = (1.0 - 6.0 * p.clone() * q) / var.clone();
        [p, var, g1, g2]
    }
}

discrete_struct!(
    /// The uniform distribution on the integers `low, ..., high - 1` (`scipy.stats.randint`).
    ///
    /// ```
    /// use gsci_stats::{DiscreteDistribution, Randint};
    /// assert_eq!(Randint::new(0.0, 4.0, 0.0).pmf(3.0)?.item()?, 0.25);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Randint, "randint", [low, high]
);
impl DiscreteSpec for Randint {
    discrete_common!("randint", [low, high]);
    fn support_std(&self, one: &Expr, s: &[Expr]) -> (Expr, Expr) {
        (
            s[0].clone() + one.clone() * 0.0,
            s[1].clone() - 1.0 + one.clone() * 0.0,
        )
    }
    fn argcheck(&self, s: &[Expr]) -> Expr {
        s[1].clone().greater(s[0].clone())
    }
    fn pmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        k * 0.0 + 1.0 / (s[1].clone() - s[0].clone())
    }
    fn logpmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        k * 0.0 - (s[1].clone() - s[0].clone()).log()
    }
    fn cdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        (k - s[0].clone() + 1.0) / (s[1].clone() - s[0].clone())
    }
    fn sf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        1.0 - self.cdf_std(k, s)
    }
    fn stats_std(&self, _one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let (low, high) = (s[0].clone(), s[1].clone());
        let m2 = high.clone() + low.clone() - 1.0;
        let d = high - low;
        let mu = m2 / 2.0;
        let var = (d.clone() * d.clone() - 1.0) / 12.0;
        let g1 = d.clone() * 0.0;
        let g2 = -6.0 / 5.0 * (d.clone() * d.clone() + 1.0) / (d.clone() * d - 1.0);
        [mu, var, g1, g2]
    }
}

discrete_struct!(
    /// The negative binomial distribution (`scipy.stats.nbinom`): failures before the `n`-th
    /// success.
    ///
    /// ```
    /// use gsci_stats::{DiscreteDistribution, Nbinom};
    /// assert_eq!(Nbinom::new(1.0, 0.5, 0.0).pmf(0.0)?.item()?, 0.5);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Nbinom, "nbinom", [n, p]
);
impl DiscreteSpec for Nbinom {
    discrete_common!("nbinom", [n, p]);
    fn support_std(&self, one: &Expr, _s: &[Expr]) -> (Expr, Expr) {
        (one.clone() * 0.0, one.clone() * f64::INFINITY)
    }
    fn argcheck(&self, s: &[Expr]) -> Expr {
        let (n, p) = (s[0].clone(), s[1].clone());
        n.greater(0.0)
            .logical_and(p.clone().greater(0.0))
            .logical_and(p.less_equal(1.0))
    }
    fn logpmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        let (n, p) = (s[0].clone(), s[1].clone());
        let coeff = sp::gammaln(n.clone() + k.clone())
            - sp::gammaln(k.clone() + 1.0)
            - sp::gammaln(n.clone());
        coeff + n * p.clone().log() + sp::xlog1py(k, -p)
    }
    fn cdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        sp::betainc(s[0].clone(), k + 1.0, s[1].clone())
    }
    fn sf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        sp::betaincc(s[0].clone(), k + 1.0, s[1].clone())
    }
    fn stats_std(&self, _one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let (n, p) = (s[0].clone(), s[1].clone());
        let q = 1.0 - p.clone();
        let mu = n.clone() * q.clone() / p.clone();
        let var = n.clone() * q.clone() / (p.clone() * p.clone());
        let g1 = (2.0 - p.clone()) / (n.clone() * q.clone()).sqrt();
        let g2 = 6.0 / n.clone() + p.clone() * p / (n * q);
        [mu, var, g1, g2]
    }
}

discrete_struct!(
    /// The hypergeometric distribution (`scipy.stats.hypergeom`): successes in `N` draws without
    /// replacement from `M` objects of which `n` are successes.
    ///
    /// ```
    /// use gsci_stats::{DiscreteDistribution, Hypergeom};
    /// let p = Hypergeom::new(20.0, 7.0, 12.0, 0.0).pmf(3.0)?.item()?;
    /// assert!((p - 0.19865841073271417).abs() < 1e-15);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Hypergeom, "hypergeom", [m, n, nn]
);
impl DiscreteSpec for Hypergeom {
    discrete_common!("hypergeom", [m, n, nn]);
    fn support_std(&self, one: &Expr, s: &[Expr]) -> (Expr, Expr) {
        let (m, n, nn) = (s[0].clone(), s[1].clone(), s[2].clone());
        let lo = (nn.clone() - (m - n.clone())).maximum(0.0) + one.clone() * 0.0;
        (lo, n.minimum(nn) + one.clone() * 0.0)
    }
    fn argcheck(&self, s: &[Expr]) -> Expr {
        let (m, n, nn) = (s[0].clone(), s[1].clone(), s[2].clone());
        m.clone()
            .greater(0.0)
            .logical_and(n.clone().greater_equal(0.0))
            .logical_and(nn.clone().greater_equal(0.0))
            .logical_and(n.clone().less_equal(m.clone()))
            .logical_and(nn.clone().less_equal(m.clone()))
            .logical_and(isint(m))
            .logical_and(isint(n))
            .logical_and(isint(nn))
    }
    fn logpmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        let (tot, good, nn) = (s[0].clone(), s[1].clone(), s[2].clone());
        let bad = tot.clone() - good.clone();
        sp::betaln(good.clone() + 1.0, 1.0)
            + sp::betaln(bad.clone() + 1.0, 1.0)
            + sp::betaln(tot.clone() - nn.clone() + 1.0, nn.clone() + 1.0)
            - sp::betaln(k.clone() + 1.0, good - k.clone() + 1.0)
            - sp::betaln(nn.clone() - k.clone() + 1.0, bad - nn + k + 1.0)
            - sp::betaln(tot + 1.0, 1.0)
    }
    fn pmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        Expr::external(
            sums::hypergeom_pmf(),
            vec![k, s[0].clone(), s[1].clone(), s[2].clone()],
            0,
        )
    }
    fn cdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        Expr::external(
            sums::hypergeom_cdf(),
            vec![k, s[0].clone(), s[1].clone(), s[2].clone()],
            0,
        )
    }
    fn sf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        Expr::external(
            sums::hypergeom_sf(),
            vec![k, s[0].clone(), s[1].clone(), s[2].clone()],
            0,
        )
    }
    fn cdf_needs_integer(&self) -> bool {
        true
    }
    fn stats_std(&self, _one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let (mm, n, nn) = (s[0].clone(), s[1].clone(), s[2].clone());
        let m = mm.clone() - n.clone();
        let mean = nn.clone() * n.clone() / mm.clone();
        let var = nn.clone() * n.clone() * m.clone() * (mm.clone() - nn.clone())
            / (mm.clone() * mm.clone() * (mm.clone() - 1.0));
        let skew = (mm.clone() - 2.0 * n.clone())
            * (mm.clone() - 1.0).sqrt()
            * (mm.clone() - 2.0 * nn.clone())
            / ((nn.clone() * n.clone() * m.clone() * (mm.clone() - nn.clone())).sqrt()
                * (mm.clone() - 2.0));
        let mut g2 = mm.clone() * (mm.clone() + 1.0)
            - 6.0 * nn.clone() * (mm.clone() - nn.clone())
            - 6.0 * n.clone() * m.clone();
        g2 = g2 * ((mm.clone() - 1.0) * mm.clone() * mm.clone());
        g2 = g2
            + 6.0
                * n.clone()
                * nn.clone()
                * (mm.clone() - nn.clone())
                * m.clone()
                * (5.0 * mm.clone() - 6.0);
        g2 = g2 / (n * nn.clone() * (mm.clone() - nn) * m * (mm.clone() - 2.0) * (mm - 3.0));
        [mean, var, skew, g2]
    }
}

discrete_struct!(
    /// The Zipf (zeta) distribution on `1, 2, ...` (`scipy.stats.zipf`), `pmf(k) = k^-a /
    /// zeta(a)`; the cdf and sf through the Hurwitz zeta function, `sf(k) = zeta(a, k + 1) /
    /// zeta(a)`.
    ///
    /// ```
    /// use gsci_stats::{DiscreteDistribution, Zipf};
    /// let p = Zipf::new(2.0, 0.0).pmf(1.0)?.item()?;
    /// assert!((p - 6.0 / std::f64::consts::PI.powi(2)).abs() < 1e-15);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Zipf, "zipf", [a]
);
impl DiscreteSpec for Zipf {
    discrete_common!("zipf", [a]);
    fn support_std(&self, one: &Expr, _s: &[Expr]) -> (Expr, Expr) {
        (one.clone(), one.clone() * f64::INFINITY)
    }
    fn argcheck(&self, s: &[Expr]) -> Expr {
        s[0].clone().greater(1.0)
    }
    fn pmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        let a = s[0].clone();
        1.0 / sp::zeta(a.clone(), 1.0) * k.pow(-a)
    }
    fn logpmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        self.pmf_std(k, s).log()
    }
    fn cdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        1.0 - self.sf_std(k, s)
    }
    fn sf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        let a = s[0].clone();
        sp::zeta(a.clone(), k + 1.0) / sp::zeta(a, 1.0)
    }
    fn logcdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        (-self.sf_std(k, s)).log1p()
    }
    fn stats_std(&self, one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let a = s[0].clone();
        let z = sp::zeta(a.clone(), 1.0);
        let munp = |n: f64| {
            where_(
                a.clone().greater(n + 1.0),
                sp::zeta(a.clone() - n, 1.0) / z.clone(),
                one.clone() * f64::INFINITY,
            )
        };
        let mu = munp(1.0);
        let mu2 = where_(
            mu.clone().isinf(),
            f64::INFINITY,
            munp(2.0) - mu.clone() * mu.clone(),
        );
        let mu3 = (-(mu.clone() * mu.clone()) - 3.0 * mu2.clone()) * mu.clone() + munp(3.0);
        let g1 = mu3.clone() / mu2.clone().pow(1.5);
        let mu4 = ((-(mu.clone() * mu.clone()) - 6.0 * mu2.clone()) * mu.clone() - 4.0 * mu3)
            * mu.clone()
            + munp(4.0);
        let g2 = mu4 / (mu2.clone() * mu2.clone()) - 3.0;
        [mu, mu2, g1, g2]
    }
}

discrete_struct!(
    /// The beta-binomial distribution (`scipy.stats.betabinom`): binomial with `n` trials and a
    /// beta(`a`, `b`) success probability.
    ///
    /// ```
    /// use gsci_stats::{DiscreteDistribution, Betabinom};
    /// let c = Betabinom::new(4.0, 1.0, 1.0, 0.0).cdf(1.0)?.item()?;
    /// assert!((c - 0.4).abs() < 1e-15);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Betabinom, "betabinom", [n, a, b]
);
impl DiscreteSpec for Betabinom {
    discrete_common!("betabinom", [n, a, b]);
    fn support_std(&self, one: &Expr, s: &[Expr]) -> (Expr, Expr) {
        (one.clone() * 0.0, s[0].clone() + one.clone() * 0.0)
    }
    fn argcheck(&self, s: &[Expr]) -> Expr {
        let (n, a, b) = (s[0].clone(), s[1].clone(), s[2].clone());
        n.clone()
            .greater_equal(0.0)
            .logical_and(isint(n))
            .logical_and(a.greater(0.0))
            .logical_and(b.greater(0.0))
    }
    fn logpmf_std(&self, x: Expr, s: &[Expr]) -> Expr {
        let (n, a, b) = (s[0].clone(), s[1].clone(), s[2].clone());
        let k = x.floor();
        let combiln =
            -(n.clone() + 1.0).log() - sp::betaln(n.clone() - k.clone() + 1.0, k.clone() + 1.0);
        combiln + sp::betaln(k.clone() + a.clone(), n - k + b.clone()) - sp::betaln(a, b)
    }
    fn cdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        Expr::external(
            sums::betabinom_cdf(),
            vec![k, s[0].clone(), s[1].clone(), s[2].clone()],
            0,
        )
    }
    fn sf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        Expr::external(
            sums::betabinom_sf(),
            vec![k, s[0].clone(), s[1].clone(), s[2].clone()],
            0,
        )
    }
    fn stats_std(&self, _one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let (n, a, b) = (s[0].clone(), s[1].clone(), s[2].clone());
        let ab = a.clone() + b.clone();
        let e_p = a.clone() / ab.clone();
        let e_q = 1.0 - e_p.clone();
        let mu = n.clone() * e_p.clone();
        let var =
            n.clone() * (ab.clone() + n.clone()) * e_p.clone() * e_q.clone() / (ab.clone() + 1.0);
        let g1 =
            1.0 / var.clone().sqrt() * (ab.clone() + 2.0 * n.clone()) * (b.clone() - a.clone())
                / ((ab.clone() + 2.0) * ab.clone());
        let mut g2 = ab.clone() * (ab.clone() - 1.0 + 6.0 * n.clone());
        g2 = g2 + 3.0 * a.clone() * b.clone() * (n.clone() - 2.0);
        g2 = g2 + 6.0 * n.clone() * n.clone();
        g2 = g2 - 3.0 * e_p.clone() * b.clone() * n.clone() * (6.0 - n.clone());
        g2 = g2 - 18.0 * e_p * e_q * n.clone() * n.clone();
        g2 = g2 * (ab.clone() * ab.clone() * (1.0 + ab.clone()));
        g2 = g2 / (n.clone() * a * b * (ab.clone() + 2.0) * (ab.clone() + 3.0) * (ab + n));
        g2 = g2 - 3.0;
        [mu, var, g1, g2]
    }
}

discrete_struct!(
    /// The logarithmic (log-series) distribution on `1, 2, ...` (`scipy.stats.logser`). The sf
    /// sums the tail `sum_{j > k} p^j / j` (SciPy's `betainc(k + 1, 1e-100, p)` trick loses
    /// everything as `p -> 1`); `sf` at a non-integer `k` is that at `floor(k)` (SciPy 1.17
    /// interpolates there).
    ///
    /// ```
    /// use gsci_stats::{DiscreteDistribution, Logser};
    /// let p = Logser::new(0.5, 0.0).pmf(1.0)?.item()?;
    /// assert!((p - 0.5 / std::f64::consts::LN_2).abs() < 1e-15);
    /// # Ok::<(), gsci_stats::Error>(())
    /// ```
    Logser, "logser", [p]
);
impl DiscreteSpec for Logser {
    discrete_common!("logser", [p]);
    fn support_std(&self, one: &Expr, _s: &[Expr]) -> (Expr, Expr) {
        (one.clone(), one.clone() * f64::INFINITY)
    }
    fn argcheck(&self, s: &[Expr]) -> Expr {
        s[0].clone()
            .greater(0.0)
            .logical_and(s[0].clone().less(1.0))
    }
    fn pmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        let p = s[0].clone();
        -(p.clone().pow(k.clone())) * 1.0 / k / (-p).log1p()
    }
    fn logpmf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        self.pmf_std(k, s).log()
    }
    fn cdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        1.0 - self.sf_std(k, s)
    }
    fn sf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        Expr::external(sums::logser_sf_def(), vec![k, s[0].clone()], 0)
    }
    fn logcdf_std(&self, k: Expr, s: &[Expr]) -> Expr {
        (-self.sf_std(k, s)).log1p()
    }
    fn stats_std(&self, _one: &Expr, s: &[Expr]) -> [Expr; 4] {
        let p = s[0].clone();
        let r = (-p.clone()).log1p();
        let pm1 = p.clone() - 1.0;
        let mu = p.clone() / pm1.clone() / r.clone();
        let mu2p = -p.clone() / r.clone() / pm1.clone().pow(2.0);
        let var = mu2p.clone() - mu.clone() * mu.clone();
        let mu3p = -p.clone() / r.clone() * (1.0 + p.clone()) / (1.0 - p.clone()).pow(3.0);
        let mu3 = mu3p.clone() - 3.0 * mu.clone() * mu2p.clone() + 2.0 * mu.clone().pow(3.0);
        let g1 = mu3 / var.clone().pow(1.5);
        let mu4p = -p.clone() / r
            * (1.0 / pm1.clone().pow(2.0) - 6.0 * p.clone() / pm1.clone().pow(3.0)
                + 6.0 * p.clone() * p / pm1.pow(4.0));
        let mu4 = mu4p - 4.0 * mu3p * mu.clone() + 6.0 * mu2p * mu.clone() * mu.clone()
            - 3.0 * mu.clone().pow(4.0);
        let g2 = mu4 / var.clone().pow(2.0) - 3.0;
        [mu, var, g1, g2]
    }
}
