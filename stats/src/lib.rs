//! gsci-stats: `scipy.stats` on NVIDIA GPUs and the CPU: descriptive statistics, ranks,
//! probability distributions and hypothesis tests, batched along an axis.
//!
//! Every routine is composed of gsci-core's array operations (reductions, sorts, ufuncs and fused
//! kernels) and gsci-special's functions, so one implementation runs on both backends and the
//! result lives on the input's device. Names, argument order and defaults are SciPy 1.17's;
//! keyword arguments are `*Options` structs whose `Default` is SciPy's; `nan_policy` is
//! [`NanPolicy`] (`Omit` where feasible, else [`Error::Unsupported`] naming the function) and
//! `alternative` is [`Alternative`]. Data are float32 or float64 ([`StatsFloat`]): convert
//! integers with `astype::<f64>()` (SciPy promotes them to float64); float32 stays float32
//! where SciPy keeps it. Distribution methods return float64 like SciPy's.
//!
//! | area | functions |
//! |---|---|
//! | descriptive | [`describe`], [`moment`], [`skew`], [`kurtosis`], [`zscore`], [`zmap`], [`gzscore`], [`sem`], [`variation`], [`gmean`], [`hmean`], [`pmean`], [`iqr`], [`median_abs_deviation`], [`entropy`], [`differential_entropy`], [`tmean`], [`tvar`], [`tstd`], [`tsem`], [`tmin`], [`tmax`], [`trim_mean`], [`trimboth`], [`trim1`], [`gstd`], [`kstat`], [`kstatvar`] |
//! | ranks | [`rankdata`], [`mode`], [`percentileofscore`], [`scoreatpercentile`] |
//! | continuous distributions ([`ContinuousDistribution`]) | [`Norm`], [`T`], [`Chi2`], [`F`], [`Gamma`], [`Beta`], [`Expon`], [`Uniform`], [`Lognorm`], [`Cauchy`], [`Laplace`], [`Logistic`], [`WeibullMin`], [`WeibullMax`], [`Pareto`], [`Rayleigh`], [`GumbelR`], [`GumbelL`], [`Nakagami`], [`Loggamma`], [`Genpareto`], [`Genextreme`] |
//! | discrete distributions ([`DiscreteDistribution`]) | [`Binom`], [`Poisson`], [`Geom`], [`Bernoulli`], [`Randint`], [`Nbinom`], [`Hypergeom`], [`Zipf`], [`Betabinom`], [`Logser`] |
//! | tests | [`ttest_1samp`], [`ttest_ind`], [`ttest_rel`], [`pearsonr`], [`spearmanr`], [`spearmanr_matrix`], [`kendalltau`], [`weightedtau`], [`pointbiserialr`], [`linregress`], [`skewtest`], [`kurtosistest`], [`normaltest`], [`jarque_bera`], [`f_oneway`], [`kruskal`], [`friedmanchisquare`], [`mannwhitneyu`], [`wilcoxon`], [`brunnermunzel`], [`levene`], [`bartlett`], [`fligner`], [`chisquare`], [`power_divergence`], [`chi2_contingency`], [`fisher_exact`], [`binomtest`], [`ks_1samp`], [`kstest`], [`ks_2samp`], [`anderson`], [`theilslopes`], [`siegelslopes`] |
//! | circular and distances | [`circmean`], [`circvar`], [`circstd`], [`wasserstein_distance`], [`energy_distance`] |
//! | resampling and helpers | [`bootstrap`], [`sigmaclip`], [`tiecorrect`], [`cumfreq`], [`relfreq`] |
//! | density and fitting | [`GaussianKde`], [`MultivariateNormal`], [`binned_statistic`], [`binned_statistic_2d`], [`binned_statistic_dd`], [`ecdf`], [`boxcox`], [`boxcox_llf`], [`yeojohnson`], [`yeojohnson_fit`], [`yeojohnson_normmax`], [`yeojohnson_llf`], [`norm_fit`], [`expon_fit`], [`gamma_fit`], [`lognorm_fit`], [`weibull_min_fit`] |
//!
//! ```
//! use gsci_stats::{zscore, ZscoreOptions, Array, Device};
//! let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
//! let z = zscore(&a, &ZscoreOptions::default())?;
//! assert!((z.to_vec()?[0] + 1.3416407864998738).abs() < 1e-15);
//! # Ok::<(), gsci_stats::Error>(())
//! ```

mod common;
mod corr_cuda;
mod descriptive;
mod discrete;
mod distributions;
mod fit;
mod hypothesis;
mod kde;
mod kde_cuda;
mod ks;
mod ksdist;
mod more;
mod rank;
mod rank_cuda;
mod resampling;
mod shapiro;
mod transforms;
mod weightedtau;

pub use common::{Alternative, NanPolicy, StatsFloat};
pub use descriptive::*;
pub use discrete::*;
pub use distributions::*;
pub use fit::*;
pub use hypothesis::*;
pub use kde::*;
pub use ks::*;
pub use more::*;
pub use rank::*;
pub use resampling::*;
pub use shapiro::*;
pub use transforms::*;
pub use weightedtau::*;

/// What this crate's signatures use, re-exported so that one dependency is enough (the API
/// grammar's rule 11 in CONTRIBUTING.md); `gsci_core` itself for everything else.
pub use gsci_core::{
    self, Array, Complex32, Complex64, DType, Device, Element, Error, Float, Result, bf16, f16,
};
