#!/usr/bin/env python3
"""Writes golden data of gsci-stats' later additions (stats/golden/data/extra.npz).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1 mpmath==1.3.0
    /tmp/venv/bin/python stats/golden/generate_extra.py

Deterministic (seeded inputs, fixed zip timestamps): a rerun with the same versions writes
identical bytes. Keys:

- discrete distributions `<name>_{x,q,pmf,logpmf,cdf,logcdf,sf,logsf,ppf,isf,mvsk}` as in
  dist.npz (hypergeom, zipf, zipf_heavy, betabinom, logser, logser_near1). The grids of
  hypergeom and logser hold integers only: SciPy 1.17 evaluates hypergeom's logcdf/logsf at
  `k + 1` and logser's sf between the integers at non-integer `k` (gsci takes the floor, as
  every other discrete distribution and the definition do); hypergeom's cdf/sf are NaN there
  in SciPy and in gsci (tests/extra.rs checks that);
- `ks_*`: kstwo's cdf/sf grid, ks_1samp/kstest (one- and two-sample, every method and
  alternative) statistics and p-values;
- `fit_*`: maximum-likelihood fits of gamma, lognorm, weibull_min (free and fixed loc);
- `boxcox_*`, `yeojohnson_*`: the transformed data and the maximum-likelihood lambda.
"""

import io
import sys
import warnings
import zipfile
from pathlib import Path

import mpmath as mp
import numpy as np
import scipy
from scipy import stats

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"
MPMATH_VERSION = "1.3.0"
if (np.__version__, scipy.__version__, mp.__version__) != (NUMPY_VERSION, SCIPY_VERSION,
                                                          MPMATH_VERSION):
    sys.exit(f"needs numpy=={NUMPY_VERSION}, scipy=={SCIPY_VERSION}, mpmath=={MPMATH_VERSION}, "
             f"found {np.__version__} / {scipy.__version__} / {mp.__version__}")

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


QS = [0.0, 1e-12, 1e-5, 0.01, 0.25, 0.5, 0.9, 0.999, 1.0]

DISCRETE = {
    "hypergeom": (stats.hypergeom(50, 20, 12), [-1, 0, 1, 3, 4, 5, 8, 11, 12, 13]),
    "hypergeom_big": (stats.hypergeom(2000, 700, 900),
                      [200, 280, 300, 315, 330, 360, 420, 600, 700, 701]),
    "zipf": (stats.zipf(6.5), [0, 1, 2, 3.5, 10, 100]),
    "zipf_heavy": (stats.zipf(2.5), [0, 1, 2, 7, 50, 1000]),
    "betabinom": (stats.betabinom(15, 2.5, 1.5), [-1, 0, 1, 4.5, 9, 14, 15, 16]),
    "logser": (stats.logser(0.6), [0, 1, 2, 5, 12, 40]),
    "logser_near1": (stats.logser(0.999), [1, 3, 50, 1000, 5000]),
}


def discrete(o):
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
    # zipf's tail and quantiles from mpmath: SciPy sums the pmf and forms 1 - cdf (loses the
    # tail; its isf(1e-12) of zipf(2.5) is 62750786, the exact one 62740522)
    mp.mp.dps = 40
    for name in ("zipf", "zipf_heavy"):
        a = mp.mpf(DISCRETE[name][0].args[0])
        z = mp.zeta(a)
        sf, cdf = [], []
        for k in o[f"{name}_x"]:
            k = np.floor(k)
            s = mp.mpf(1) if k < 1 else mp.zeta(a, k + 1) / z
            sf.append(s)
            cdf.append(1 - s)
        o[f"{name}_sf"] = f64([float(v) for v in sf])
        o[f"{name}_cdf"] = f64([float(v) for v in cdf])
        o[f"{name}_logsf"] = f64([float(mp.log(v)) if v > 0 else -np.inf for v in sf])
        o[f"{name}_logcdf"] = f64([float(mp.log(v)) if v > 0 else -np.inf for v in cdf])

        def sfk(k):
            return mp.zeta(a, k + 1) / z

        def smallest(pred, hi):
            lo = 0  # pred(0) is false, pred(hi) true
            while hi - lo > 1:
                mid = (lo + hi) // 2
                if pred(mid):
                    hi = mid
                else:
                    lo = mid
            return hi

        ppf, isf = [], []
        for q, sp_ppf, sp_isf in zip(QS, o[f"{name}_ppf"], o[f"{name}_isf"]):
            if q in (0.0, 1.0):
                ppf.append(sp_ppf)
                isf.append(sp_isf)
                continue
            qm = mp.mpf(q)
            hi = int(2 * max(sp_ppf, sp_isf)) + 10
            ppf.append(smallest(lambda k: 1 - sfk(k) >= qm, hi))
            isf.append(smallest(lambda k: sfk(k) <= qm, hi))
        o[f"{name}_ppf"] = f64(ppf)
        o[f"{name}_isf"] = f64(isf)


ALTS = ("two-sided", "less", "greater")


def ks(o):
    rng = np.random.default_rng(1917)
    x = rng.normal(0.2, 1.3, size=(30, 4))
    x[:, 3] = np.round(x[:, 3], 1)  # ties
    o["ks_x"] = x
    xn = x.copy()
    xn[[2, 7], 1] = np.nan
    o["ks_xnan"] = xn
    big = rng.standard_t(5, size=(700, 2))
    o["ks_big"] = big
    d = stats.norm(0.3, 1.2)
    for alt in ALTS:
        for method in ("auto", "exact", "approx", "asymp"):
            if alt != "two-sided" and method != "auto":
                continue
            r = stats.ks_1samp(x, d.cdf, alternative=alt, method=method)
            key = f"ks1_{alt}_{method}"
            o[f"{key}_statistic"] = f64(r.statistic)
            o[f"{key}_pvalue"] = f64(r.pvalue)
            o[f"{key}_location"] = f64(r.statistic_location)
            o[f"{key}_sign"] = f64(r.statistic_sign)
        r = stats.ks_1samp(xn, d.cdf, alternative=alt, nan_policy="omit")
        o[f"ks1_omit_{alt}_statistic"] = f64(r.statistic)
        o[f"ks1_omit_{alt}_pvalue"] = f64(r.pvalue)
        r = stats.ks_1samp(big, stats.t(5).cdf, alternative=alt)
        o[f"ks1_big_{alt}_statistic"] = f64(r.statistic)
        o[f"ks1_big_{alt}_pvalue"] = f64(r.pvalue)
        r = stats.ks_1samp(x.T, d.cdf, alternative=alt, axis=1)
        o[f"ks1_axis1_{alt}_pvalue"] = f64(r.pvalue)
        r = stats.kstest(x[:, 0], x[:17, 2], alternative=alt, method="asymp")
        o[f"ks2_asymp_{alt}_statistic"] = f64(r.statistic)
        o[f"ks2_asymp_{alt}_pvalue"] = f64(r.pvalue)


def fit(o):
    rng = np.random.default_rng(2024)
    g = stats.gamma(2.3, 0.5, 1.7).rvs(60, random_state=rng)
    ln = stats.lognorm(0.6, 1.0, 2.0).rvs(80, random_state=rng)
    w = stats.weibull_min(1.8, 0.3, 1.4).rvs(70, random_state=rng)
    o["fit_gamma_x"], o["fit_lognorm_x"], o["fit_weibull_x"] = g, ln, w
    o["fit_gamma_floc0"] = f64(stats.gamma.fit(g, floc=0))
    o["fit_gamma_free"] = f64(stats.gamma.fit(g))
    o["fit_gamma_fscale"] = f64(stats.gamma.fit(g, floc=0.2, fscale=1.5))
    o["fit_gamma_f0"] = f64(stats.gamma.fit(g, 3.0, floc=0.1, f0=3.0))
    o["fit_lognorm_floc0"] = f64(stats.lognorm.fit(ln, floc=0))
    o["fit_lognorm_free"] = f64(stats.lognorm.fit(ln))
    o["fit_weibull_free"] = f64(stats.weibull_min.fit(w))
    o["fit_weibull_floc0"] = f64(stats.weibull_min.fit(w, floc=0))


def transforms(o):
    rng = np.random.default_rng(77)
    x = rng.lognormal(0.4, 0.7, size=50)
    o["bc_x"] = x
    y, lm = stats.boxcox(x)
    o["boxcox_y"], o["boxcox_lmbda"] = y, f64([lm])
    xl = 1.0 / x  # a second, right-skewed sample on another scale
    y, lm = stats.boxcox(xl * 100)
    o["bc_x2"] = xl * 100
    o["boxcox2_y"], o["boxcox2_lmbda"] = y, f64([lm])
    z = rng.normal(0.5, 2.0, size=40) ** 3 / 10
    o["yj_x"] = z
    y, lm = stats.yeojohnson(z)
    o["yeojohnson_y"], o["yeojohnson_lmbda"] = y, f64([lm])
    zn = -np.abs(z) - 0.1
    o["yj_neg"] = zn
    o["yeojohnson_neg_lmbda"] = f64([stats.yeojohnson_normmax(zn)])


def main():
    o = {}
    discrete(o)
    ks(o)
    fit(o)
    transforms(o)
    write_npz(DATA / "extra.npz", o)


if __name__ == "__main__":
    main()
