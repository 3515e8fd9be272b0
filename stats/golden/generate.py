#!/usr/bin/env python3
"""Writes the golden reference data of gsci-stats' tests (stats/golden/data/*.npz).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python stats/golden/generate.py

Deterministic: seeded inputs and fixed zip timestamps, so a rerun with the same versions writes
identical bytes. Files:

data/descriptive.npz  inputs `x` (40x6, float64, with ties), `xnan` (x with NaNs), `pos`
                      (positive), `one` (1x3), `p` (probabilities 7x4), `q`; outputs named
                      `<function>_<case>`.
data/dist.npz         for each distribution `<name>`: `<name>_x`, `<name>_q` and the methods
                      `<name>_<method>` over those grids, plus `<name>_mvsk`, `<name>_entropy`.
data/tests.npz        hypothesis tests: inputs `a`, `b`, `c` (columns are independent samples),
                      outputs `<test>_<alternative>_{statistic,pvalue}`.
"""

import io
import sys
import zipfile
import warnings
from pathlib import Path

import numpy as np
import scipy
from scipy import stats

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"
if np.__version__ != NUMPY_VERSION or scipy.__version__ != SCIPY_VERSION:
    sys.exit(f"needs numpy=={NUMPY_VERSION} and scipy=={SCIPY_VERSION}, found "
             f"{np.__version__} / {scipy.__version__}")

warnings.simplefilter("ignore")
DATA = Path(__file__).resolve().parent / "data"


def write_npz(path, arrays):
    """np.savez without wall-clock timestamps, uncompressed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.save(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def f64(v):
    return np.asarray(v, dtype=np.float64)


def descriptive():
    rng = np.random.default_rng(19)
    x = rng.normal(size=(40, 6)) * 3 + 1
    x[:10, 1] = np.round(x[:10, 1])  # ties
    x[:, 2] = np.round(x[:, 2])  # many ties
    xnan = x.copy()
    xnan[[3, 17], 0] = np.nan
    xnan[5, 4] = np.nan
    pos = rng.gamma(2.0, 2.0, size=(40, 6)) + 0.1
    one = f64([[1.5, -2.0, 3.0]])
    p = rng.random((7, 4))
    q = rng.random((7, 4))
    o = {"x": x, "xnan": xnan, "pos": pos, "one": one, "p": p, "q": q}
    d = stats.describe(x)
    o.update(describe_nobs=f64(d.nobs), describe_min=d.minmax[0], describe_max=d.minmax[1],
             describe_mean=d.mean, describe_variance=d.variance,
             describe_skewness=d.skewness, describe_kurtosis=d.kurtosis)
    d = stats.describe(xnan, nan_policy="omit", bias=False, ddof=0)
    o.update(describe_omit_nobs=f64(d.nobs), describe_omit_mean=f64(d.mean),
             describe_omit_variance=f64(d.variance), describe_omit_skewness=f64(d.skewness),
             describe_omit_kurtosis=f64(d.kurtosis), describe_omit_min=f64(d.minmax[0]))
    for k in (0, 1, 2, 3, 4, 5):
        o[f"moment_{k}"] = stats.moment(x, order=k)
    o["moment_3_center"] = stats.moment(x, order=3, center=0.5)
    o["moment_2_axis1"] = stats.moment(x, order=2, axis=1)
    o["moment_4_none"] = f64(stats.moment(x, order=4, axis=None))
    o["skew"] = stats.skew(x)
    o["skew_unbiased"] = stats.skew(x, bias=False)
    o["skew_nan"] = stats.skew(xnan)
    o["skew_omit"] = f64(stats.skew(xnan, nan_policy="omit"))
    o["kurtosis"] = stats.kurtosis(x)
    o["kurtosis_pearson_unbiased"] = stats.kurtosis(x, fisher=False, bias=False)
    o["kurtosis_omit"] = f64(stats.kurtosis(xnan, nan_policy="omit"))
    o["zscore"] = stats.zscore(x)
    o["zscore_axis1_ddof1"] = stats.zscore(x, axis=1, ddof=1)
    o["zscore_none"] = stats.zscore(x, axis=None)
    o["zscore_nan"] = stats.zscore(xnan)
    o["zscore_omit"] = stats.zscore(xnan, nan_policy="omit")
    o["zscore_one"] = stats.zscore(one)
    o["zmap"] = stats.zmap(x[:5], x[5:])
    o["gzscore"] = stats.gzscore(pos)
    o["sem"] = stats.sem(x)
    o["sem_ddof0_axis1"] = stats.sem(x, axis=1, ddof=0)
    o["sem_omit"] = f64(stats.sem(xnan, nan_policy="omit"))
    o["variation"] = stats.variation(pos)
    o["variation_ddof1"] = stats.variation(pos, ddof=1)
    o["gmean"] = stats.gmean(pos)
    o["gmean_axis1"] = stats.gmean(pos, axis=1)
    o["hmean"] = stats.hmean(pos)
    o["pmean_2_5"] = stats.pmean(pos, 2.5)
    o["pmean_m1_5"] = stats.pmean(pos, -1.5)
    o["iqr"] = f64(stats.iqr(x))
    o["iqr_axis0"] = stats.iqr(x, axis=0)
    o["iqr_rng_normal"] = stats.iqr(x, axis=0, rng=(10, 80), scale="normal")
    o["gstd"] = stats.gstd(pos)
    o["gstd_axis1_ddof0"] = stats.gstd(pos, axis=1, ddof=0)
    for k in (1, 2, 3, 4):
        o[f"kstat_{k}"] = stats.kstat(x, k, axis=0)
    o["kstat_4_none"] = f64(stats.kstat(x, 4))
    o["kstatvar_1"] = stats.kstatvar(x, 1, axis=0)
    o["kstatvar_2"] = stats.kstatvar(x, 2, axis=0)
    o["mad"] = stats.median_abs_deviation(x)
    o["iqr_omit"] = stats.iqr(xnan, axis=0, nan_policy="omit")
    o["iqr_omit_none"] = f64(stats.iqr(xnan, nan_policy="omit", rng=(10, 70)))
    o["mad_omit"] = stats.median_abs_deviation(xnan, nan_policy="omit")
    o["mad_omit_axis1"] = stats.median_abs_deviation(xnan, axis=1, nan_policy="omit")
    o["mad_normal_axis1"] = stats.median_abs_deviation(x, axis=1, scale="normal")
    o["entropy"] = stats.entropy(p)
    o["entropy_base2_axis1"] = stats.entropy(p, base=2, axis=1)
    o["entropy_rel"] = stats.entropy(p, q)
    o["tmean"] = f64(stats.tmean(x, (-2, 4)))
    o["tmean_axis0_excl"] = stats.tmean(x, (-2, 4), (False, False), axis=0)
    o["tvar"] = stats.tvar(x, (-2, 4))
    o["tvar_none"] = stats.tvar(x)
    o["tstd"] = stats.tstd(x, (-2, 4), (True, False))
    o["tsem"] = stats.tsem(x, (-2, 4))
    o["tmin"] = stats.tmin(x, 0.5)
    o["tmin_excl"] = stats.tmin(x, 1.0, inclusive=False)
    o["tmax"] = stats.tmax(x, 2.0)
    o["tmin_none"] = stats.tmin(x)
    o["trim_mean"] = stats.trim_mean(x, 0.1)
    o["trim_mean_axis1"] = stats.trim_mean(x, 0.25, axis=1)
    o["trimboth"] = np.sort(stats.trimboth(x, 0.1), axis=0)
    o["trim1_left"] = np.sort(stats.trim1(x, 0.2, tail="left"), axis=0)
    o["trim1_right"] = np.sort(stats.trim1(x, 0.2), axis=0)
    m = stats.mode(x)
    o["mode_mode"], o["mode_count"] = m.mode, f64(m.count)
    m = stats.mode(x, axis=1)
    o["mode_axis1_mode"], o["mode_axis1_count"] = m.mode, f64(m.count)
    for method in ("average", "min", "max", "dense", "ordinal"):
        o[f"rankdata_{method}"] = f64(stats.rankdata(x, method=method, axis=0))
    o["rankdata_none"] = f64(stats.rankdata(x))
    o["rankdata_nan"] = stats.rankdata(xnan, axis=0)
    o["rankdata_omit"] = stats.rankdata(xnan, axis=0, nan_policy="omit")
    scores = f64([-3.0, 0.0, 1.0, x[4, 2], 2.5, 10.0])
    o["pos_scores"] = scores
    for kind in ("rank", "weak", "strict", "mean"):
        o[f"percentileofscore_{kind}"] = f64(stats.percentileofscore(x[:, 2], scores, kind=kind))
    o["scoreatpercentile"] = f64(stats.scoreatpercentile(x[:, 0], [0, 12.5, 50, 97.0, 100]))
    o["scoreatpercentile_axis0"] = stats.scoreatpercentile(x, 33.3, axis=0)
    for m in ("vasicek", "van es", "ebrahimi", "correa"):
        o[f"diffent_{m.replace(' ', '_')}"] = stats.differential_entropy(x, method=m)
    o["diffent_auto"] = stats.differential_entropy(x)
    return o


DISTS = {
    # name: (frozen, x grid, extra x points in the tails)
    "norm": (stats.norm(0.5, 2.0), [-40, -9, -1, 0, 0.5, 2, 7, 40]),
    "t": (stats.t(4.5, 0.2, 1.5), [-1e3, -20, -2, 0, 0.2, 1, 3, 50, 1e4]),
    "chi2": (stats.chi2(3.5), [-1, 0, 1e-3, 0.5, 2, 3.5, 10, 80]),
    "f": (stats.f(5, 7.5), [-1, 0, 1e-3, 0.3, 1, 2, 6, 200]),
    "gamma": (stats.gamma(2.5, 0.0, 1.7), [-1, 0, 1e-3, 0.5, 2, 4, 15, 90]),
    "beta": (stats.beta(2.5, 0.7), [-0.5, 0, 1e-4, 0.1, 0.5, 0.9, 0.999, 1, 1.5]),
    "expon": (stats.expon(0.3, 2.0), [-1, 0.3, 0.5, 1, 3, 10, 100]),
    "uniform": (stats.uniform(-1.0, 3.0), [-2, -1, 0, 1.5, 2, 3]),
    "lognorm": (stats.lognorm(0.8, 0.0, 2.0), [-1, 0, 1e-3, 0.5, 2, 5, 50]),
    "cauchy": (stats.cauchy(1.0, 0.5), [-1e4, -3, 0, 1, 2.5, 1e5]),
    "laplace": (stats.laplace(-1.0, 2.0), [-60, -5, -1, 0, 2, 60]),
    "logistic": (stats.logistic(0.5, 1.5), [-80, -4, 0, 0.5, 3, 80]),
    "weibull_min": (stats.weibull_min(1.7, 0.0, 2.0), [-1, 0, 1e-3, 0.5, 2, 5, 12]),
    "pareto": (stats.pareto(2.5, 0.0, 1.5), [0, 1.5, 1.6, 3, 10, 1e3]),
    "rayleigh": (stats.rayleigh(0.0, 2.0), [-1, 0, 0.5, 2, 5, 20]),
    "gumbel_r": (stats.gumbel_r(0.5, 2.0), [-20, -2, 0, 0.5, 3, 40, 80]),
    "gumbel_l": (stats.gumbel_l(0.5, 2.0), [-80, -40, -3, 0, 0.5, 2, 20]),
    "weibull_max": (stats.weibull_max(2.3, 1.0, 1.5), [-10, -2, 0, 0.5, 0.999, 1, 2]),
    "nakagami": (stats.nakagami(1.7, 0.0, 1.2), [-1, 0, 0.01, 0.5, 1, 2, 6]),
    "loggamma": (stats.loggamma(2.5, 0.3, 1.5), [-800, -20, -2, 0, 1, 2.5, 4]),
    "genextreme": (stats.genextreme(0.2, 0.5, 1.5), [-20, -3, 0, 0.5, 2, 7.9, 8, 9]),
    "genextreme_neg": (stats.genextreme(-0.3, 0.0, 1.0), [-4, -3.33, -1, 0, 2, 10, 1e3]),
    "genextreme_zero": (stats.genextreme(0.0, 0.0, 1.0), [-5, -1, 0, 1, 5, 40]),
    "genpareto": (stats.genpareto(0.3, 0.0, 1.2), [-1, 0, 0.1, 1, 5, 60, 1e4]),
    "genpareto_neg": (stats.genpareto(-0.4, 0.5, 2.0), [0, 0.5, 1, 3, 5.4, 5.5, 6]),
}
QS = [0.0, 1e-12, 1e-5, 0.01, 0.25, 0.5, 0.9, 0.999, 1.0]

DISCRETE = {
    "binom": (stats.binom(12, 0.35), [-1, 0, 1, 3, 4.5, 7, 12, 13]),
    "poisson": (stats.poisson(3.7), [-1, 0, 1, 3, 4.5, 10, 30]),
    "geom": (stats.geom(0.3), [0, 1, 2, 5, 7.5, 40]),
    "bernoulli": (stats.bernoulli(0.3), [-1, 0, 0.5, 1, 2]),
    "randint": (stats.randint(-2, 5), [-3, -2, 0, 1.5, 4, 5]),
    "nbinom": (stats.nbinom(3.5, 0.4), [-1, 0, 1, 4, 6.5, 20, 80]),
}


def dist():
    o = {}
    for name, (d, xs) in DISTS.items():
        x = f64(xs)
        q = f64(QS)
        o[f"{name}_x"] = x
        o[f"{name}_q"] = q
        for m in ("pdf", "logpdf", "cdf", "logcdf", "sf", "logsf"):
            o[f"{name}_{m}"] = f64(getattr(d, m)(x))
        o[f"{name}_ppf"] = f64(d.ppf(q))
        o[f"{name}_isf"] = f64(d.isf(q))
        o[f"{name}_mvsk"] = f64(d.stats("mvsk"))
        o[f"{name}_entropy"] = f64(d.entropy())
        o[f"{name}_median"] = f64(d.median())
        o[f"{name}_interval"] = f64(d.interval(0.9))
        o[f"{name}_support"] = f64(d.support())
    for name, (d, xs) in DISCRETE.items():
        x = f64(xs)
        q = f64(QS)
        o[f"{name}_x"] = x
        o[f"{name}_q"] = q
        for m in ("pmf", "logpmf", "cdf", "logcdf", "sf", "logsf"):
            o[f"{name}_{m}"] = f64(getattr(d, m)(x))
        o[f"{name}_ppf"] = f64(d.ppf(q))
        o[f"{name}_isf"] = f64(d.isf(q))
        o[f"{name}_mvsk"] = f64(d.stats("mvsk"))
    # broadcasting parameters
    xs = f64([0.1, 1.0, 2.5])[:, None]
    df = f64([1.0, 3.0, 30.0])
    o["bc_x"] = xs
    o["bc_df"] = df
    o["bc_t_cdf"] = stats.t.cdf(xs, df)
    o["bc_chi2_sf"] = stats.chi2.sf(xs, df)
    o["bc_gamma_ppf"] = stats.gamma.ppf(f64([0.1, 0.5, 0.9])[:, None], df)
    o["bc_norm_logpdf"] = stats.norm.logpdf(xs, loc=df, scale=f64([0.5, 1.0, -1.0]))
    return o


def tests():
    rng = np.random.default_rng(1919)
    a = rng.normal(size=(30, 5))
    b = rng.normal(0.4, 1.3, size=(30, 5))
    c = rng.normal(-0.2, 0.8, size=(22, 5))
    a[:6, 3] = np.round(a[:6, 3])
    b[:6, 3] = np.round(b[:6, 3])
    o = {"a": a, "b": b, "c": c}

    def put(name, r):
        o[f"{name}_statistic"] = f64(r.statistic)
        o[f"{name}_pvalue"] = f64(r.pvalue)
        if hasattr(r, "df"):
            o[f"{name}_df"] = f64(r.df)

    for alt in ("two-sided", "less", "greater"):
        s = alt.replace("-", "_")
        put(f"ttest_1samp_{s}", stats.ttest_1samp(a, 0.3, alternative=alt))
        put(f"ttest_ind_{s}", stats.ttest_ind(a, c, alternative=alt))
        put(f"ttest_welch_{s}", stats.ttest_ind(a, c, equal_var=False, alternative=alt))
        put(f"ttest_rel_{s}", stats.ttest_rel(a, b, alternative=alt))
        put(f"ttest_trim_{s}", stats.ttest_ind(a, c, trim=0.2, alternative=alt))
        put(f"ttest_trim_welch_{s}", stats.ttest_ind(a, c, trim=0.1, equal_var=False,
                                                      alternative=alt))
        put(f"pearsonr_{s}", stats.pearsonr(a, b, alternative=alt))
        put(f"spearmanr_{s}", stats.spearmanr(a[:, 0], b[:, 0], alternative=alt))
        put(f"skewtest_{s}", stats.skewtest(a, alternative=alt))
        put(f"kurtosistest_{s}", stats.kurtosistest(a, alternative=alt))
        put(f"mannwhitneyu_{s}", stats.mannwhitneyu(a, c, alternative=alt, method="asymptotic"))
        put(f"binomtest_{s}", stats.binomtest(7, 20, 0.3, alternative=alt))
        put(f"mwu_exact_{s}", stats.mannwhitneyu(a[:7, :3], c[:11, :3], alternative=alt))
        put(f"mwu_ties_{s}", stats.mannwhitneyu(a[:7], c[:11], alternative=alt))
        put(f"ks_2samp_{s}", stats.ks_2samp(a[:, 0], c[:, 0], alternative=alt))
        put(f"ks_2samp_eq_{s}", stats.ks_2samp(a[:, 0], b[:, 0], alternative=alt))
        put(f"ks_1samp_{s}", stats.ks_1samp(a[:, 0], stats.norm.cdf, alternative=alt))
        put(f"wilcoxon_{s}", stats.wilcoxon(a[:, 0], b[:, 0], alternative=alt))
        put(f"fisher_exact_{s}", stats.fisher_exact([[8, 2], [1, 5]], alternative=alt))
        put(f"fisher_exact2_{s}", stats.fisher_exact([[3, 17], [12, 9]], alternative=alt))
        put(f"fisher_exact3_{s}", stats.fisher_exact([[40, 31], [25, 60]], alternative=alt))
    put("ttest_1samp_nan", stats.ttest_1samp(f64([1.0, np.nan, 2.0, 4.0]), 0.5))
    put("ttest_1samp_omit", stats.ttest_1samp(f64([1.0, np.nan, 2.0, 4.0]), 0.5, nan_policy="omit"))
    put("normaltest", stats.normaltest(a))
    put("jarque_bera", stats.jarque_bera(a, axis=0))
    put("f_oneway", stats.f_oneway(a, b, c))
    for dist in ("norm", "expon"):
        xx = a[:, 0] if dist == "norm" else np.abs(a[:, 0]) + 0.05
        r = stats.anderson(xx, dist)
        o[f"anderson_{dist}"] = f64([r.statistic, *r.critical_values, *r.fit_result.params])
    r = stats.siegelslopes(b[:, 0], a[:, 0])
    o["siegelslopes"] = f64([r.slope, r.intercept])
    r = stats.siegelslopes(b[:, 1], np.round(a[:, 1]), method="separate")
    o["siegelslopes_sep"] = f64([r.slope, r.intercept])
    r = stats.theilslopes(b[:, 0], a[:, 0])
    o["theilslopes"] = f64([r.slope, r.intercept, r.low_slope, r.high_slope])
    r = stats.theilslopes(np.round(b[:, 3]), None, alpha=0.9, method="joint")
    o["theilslopes_joint"] = f64([r.slope, r.intercept, r.low_slope, r.high_slope])
    put("friedman", stats.friedmanchisquare(a[:, 3], b[:, 3], a[:, 4]))
    for alt in ("two-sided", "less", "greater"):
        s = alt.replace("-", "_")
        put(f"kendalltau_exact_{s}", stats.kendalltau(a[:, 0], b[:, 0], alternative=alt))
        put(f"kendalltau_ties_{s}", stats.kendalltau(a[:, 3], b[:, 3], alternative=alt))
        put(f"kendalltau_asym_{s}", stats.kendalltau(a[:, 1], b[:, 1], alternative=alt,
                                                     method="asymptotic"))
    for alt in ("two-sided", "less", "greater"):
        put(f"brunnermunzel_{alt.replace('-', '_')}", stats.brunnermunzel(a, c, alternative=alt))
    put("brunnermunzel_normal", stats.brunnermunzel(a, c, distribution="normal"))
    put("pointbiserialr", stats.pointbiserialr((a[:, 0] > 0).astype(float), b[:, 0]))
    tab = f64([[12, 5, 7], [3, 9, 11]])
    o["tab"] = tab
    r = stats.chi2_contingency(tab)
    put("chi2_contingency", r)
    o["chi2_contingency_expected"] = r.expected_freq
    tab2 = f64([[12, 5], [3, 9]])
    o["tab2"] = tab2
    put("chi2_contingency_yates", stats.chi2_contingency(tab2))
    put("chi2_contingency_g", stats.chi2_contingency(tab, lambda_="log-likelihood"))
    put("kruskal", stats.kruskal(a, b, c))
    put("levene", stats.levene(a[:, 0], b[:, 0], c[:, 0]))
    put("levene_mean", stats.levene(a[:, 0], b[:, 0], c[:, 0], center="mean"))
    put("bartlett", stats.bartlett(a[:, 0], b[:, 0], c[:, 0]))
    put("fligner", stats.fligner(a, b, c))
    put("fligner_mean", stats.fligner(a[:, 1], b[:, 1], center="mean"))
    obs = f64([[16, 18, 16, 14, 12, 12], [10, 20, 30, 5, 15, 20]]).T
    o["obs"] = obs
    put("chisquare", stats.chisquare(obs))
    put("chisquare_ddof", stats.chisquare(obs, ddof=1))
    exp = f64([15, 15, 15, 15, 14, 14])
    o["exp"] = exp
    put("chisquare_exp", stats.chisquare(obs[:, 0], exp))
    for lam in ("log-likelihood", "freeman-tukey", "mod-log-likelihood", "neyman", "cressie-read"):
        put(f"power_divergence_{lam.replace('-', '_')}", stats.power_divergence(obs, lambda_=lam))
    r = stats.linregress(a[:, 0], b[:, 0])
    o.update(linregress=f64([r.slope, r.intercept, r.rvalue, r.pvalue, r.stderr,
                              r.intercept_stderr]))
    for alt in ("two-sided", "less", "greater"):
        r = stats.pearsonr(a[:, 1], b[:, 1], alternative=alt)
        o[f"pearsonr1_{alt.replace('-', '_')}"] = f64([r.statistic, r.pvalue])
    r = stats.spearmanr(a)
    o["spearmanr_matrix_statistic"], o["spearmanr_matrix_pvalue"] = r.statistic, r.pvalue
    r = stats.spearmanr(a[:, :4].T, axis=1, alternative="greater")
    o["spearmanr_matrix1_statistic"], o["spearmanr_matrix1_pvalue"] = r.statistic, r.pvalue
    put("ks_2samp_asymp", stats.ks_2samp(a[:, 0], c[:, 0], method="asymp"))
    x = np.abs(a[:, 2]) + 0.2
    o["bc"] = x
    o["boxcox_llf"] = f64([stats.boxcox_llf(l, x) for l in (-2.0, -0.5, 0.0, 0.7, 3.0)])
    o["yj"] = f64([stats.yeojohnson(a[:, 0], l) for l in (-1.5, 0.0, 0.7, 2.0, 3.1)])
    o["yj_llf"] = f64([stats.yeojohnson_llf(l, a, axis=0) for l in (-1.5, 0.0, 0.7, 2.0)])
    e = stats.ecdf(np.round(a[:, 3], 1))
    o["ecdf_in"] = np.round(a[:, 3], 1)
    o["ecdf_q"], o["ecdf_cdf"], o["ecdf_sf"] = e.cdf.quantiles, e.cdf.probabilities, e.sf.probabilities
    o["norm_fit"] = f64(stats.norm.fit(a[:, 0]))
    o["expon_fit"] = f64(stats.expon.fit(x))
    # gaussian_kde: 1-D (Scott), 2-D weighted (Silverman), far-tail logpdf, box integral
    grid = np.linspace(-4, 4, 17)
    o["kde_grid"] = grid
    k1 = stats.gaussian_kde(a[:, 0])
    o["kde1_pdf"] = k1(grid)
    o["kde1_logpdf"] = k1.logpdf(f64([-60.0, -3.0, 0.0, 45.0]))
    o["kde1_box"] = f64(k1.integrate_box_1d(-0.5, 1.2))
    w = np.abs(c[:, 1]) + 0.1
    o["kde_w"] = w
    data2 = np.vstack([c[:, 0], c[:, 2]])
    o["kde2_data"] = data2
    pts = np.vstack([grid, grid[::-1] * 0.5])
    o["kde2_pts"] = pts
    k2 = stats.gaussian_kde(data2, bw_method="silverman", weights=w)
    o["kde2_pdf"] = k2(pts)
    o["kde2_logpdf"] = k2.logpdf(pts)
    ang = np.mod(a * 2.0, 2 * np.pi)
    o["ang"] = ang
    o["circmean"] = f64(stats.circmean(ang))
    o["circmean_axis0"] = stats.circmean(ang, axis=0)
    o["circmean_hl"] = stats.circmean(a, high=3.0, low=-2.0, axis=0)
    o["circvar_axis0"] = stats.circvar(ang, axis=0)
    o["circstd_axis0"] = stats.circstd(ang, axis=0)
    o["circstd_norm"] = f64(stats.circstd(ang, normalize=True))
    o["wasserstein"] = f64(stats.wasserstein_distance(a[:, 0], c[:, 0]))
    o["energy"] = f64(stats.energy_distance(a[:, 0], c[:, 0]))
    for m in ("BCa", "percentile", "basic"):
        r = stats.bootstrap((a[:, 0],), np.mean, n_resamples=20000, method=m, rng=7)
        o[f"bootstrap_{m.lower()}"] = f64([r.confidence_interval.low, r.confidence_interval.high,
                                           r.standard_error])
    sc = np.concatenate([a[:, 0], [9.0, -7.5, 12.0]])
    o["sc_in"] = sc
    r = stats.sigmaclip(sc, 2.5, 2.0)
    o["sigmaclip"] = np.sort(r.clipped)
    o["sigmaclip_lims"] = f64([r.lower, r.upper])
    o["tiecorrect"] = f64(stats.tiecorrect(stats.rankdata(np.round(a[:, 1]))))
    r = stats.cumfreq(a[:, 2], numbins=8)
    o["cumfreq"] = r.cumcount
    o["cumfreq_meta"] = f64([r.lowerlimit, r.binsize, r.extrapoints])
    r = stats.relfreq(a[:, 2], numbins=5, defaultreallimits=(-1.0, 1.5))
    o["relfreq"] = r.frequency
    o["relfreq_meta"] = f64([r.lowerlimit, r.binsize, r.extrapoints])
    mvn_mean = f64([0.5, -1.0, 2.0])
    mvn_cov = f64([[2.0, 0.3, -0.4], [0.3, 1.0, 0.2], [-0.4, 0.2, 0.5]])
    o["mvn_x"] = np.stack([a[:8, 0], b[:8, 0], c[:8, 0] + 2], axis=1)
    mvn = stats.multivariate_normal(mvn_mean, mvn_cov)
    o["mvn_logpdf"] = mvn.logpdf(o["mvn_x"])
    o["mvn_pdf"] = mvn.pdf(o["mvn_x"])
    o["mvn_entropy"] = f64(mvn.entropy())
    bx = np.concatenate([a[:, 1], [a[:, 1].max()]])
    bv = np.concatenate([b[:, 1], [2.0]])
    o["bs_x"], o["bs_v"] = bx, bv
    for stat in ("mean", "std", "count", "sum"):
        r = stats.binned_statistic(bx, bv, statistic=stat, bins=7)
        o[f"bs_{stat}"] = r.statistic
    o["bs_edges"] = r.bin_edges
    o["bs_binnumber"] = f64(r.binnumber)
    by = np.concatenate([c[:, 1], c[:8, 2], [0.0]])
    o["bs_y"] = by
    for stat in ("mean", "std", "count", "sum"):
        r2 = stats.binned_statistic_2d(bx, by, bv, statistic=stat, bins=[4, [-2.0, -0.5, 0.0, 1.0, 2.5]])
        o[f"bs2_{stat}"] = r2.statistic
    o["bs2_binnumber"] = f64(r2.binnumber)
    r = stats.binned_statistic(bx, bv, bins=[-1.0, 0.0, 0.5, 3.0], statistic="mean")
    o["bs_mean_edges"], o["bs_mean_edges_binnumber"] = r.statistic, f64(r.binnumber)
    return o


write_npz(DATA / "descriptive.npz", descriptive())
write_npz(DATA / "dist.npz", dist())
write_npz(DATA / "tests.npz", tests())
print("wrote", sorted(p.name for p in DATA.glob("*.npz")))
