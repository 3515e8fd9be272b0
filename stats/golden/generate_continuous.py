#!/usr/bin/env python3
"""Writes golden data of gsci-stats' truncnorm, vonmises, skewnorm, rice, invgauss and shapiro
(stats/golden/data/continuous.npz).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1 mpmath==1.3.0
    /tmp/venv/bin/python stats/golden/generate_continuous.py

Deterministic (seeded inputs, fixed zip timestamps): a rerun with the same versions writes
identical bytes. Keys, as in dist.npz: for each case `<name>`, `<name>_x`, `<name>_q` and
`<name>_<method>` over those grids (pdf, logpdf, cdf, logcdf, sf, logsf on x; ppf, isf on q),
`<name>_mvsk`, `<name>_entropy`, `<name>_median`, `<name>_interval` (0.9), `<name>_support`.

SciPy 1.17.1's values throughout, except where SciPy's own algorithm loses the digits that
gsci keeps; those keys are computed with mpmath at 30 digits instead (the same definitions):

- skewnorm cdf/logcdf/sf/logsf: SciPy integrates the density with `quad`'s default
  tolerances where its Owen's-T cdf is below 1e-6 (absolute error ~1e-8 of a tiny value), and
  its quantiles invert that cdf (their grid stops at 0.01 and 0.99 here);
- truncnorm isf: SciPy's `_isf` computes `Phi(-a) - (1 - q) mass`, which cancels for small `q`
  with `a > 0` (1.6e-13 off at truncnorm(8, 9).isf(1e-12)); mpmath's root of the same sum,
  `Phi(-x) = Phi(-b) + q mass` (`Phi(x) = Phi(a) + (1 - q) mass` for `q > 1/2`);
- vonmises mvsk: SciPy integrates x^2 and x^4 times the density with `quad` (2.7e-5 off at
  kappa = 60); mpmath's quadrature of the same integrals (mean and skewness 0);
- rice sf/logsf: SciPy's sf is `1 - chndtr` (0 where the cdf rounds to 1), its isf is
  `ppf(1 - q)` (the grid stops at 0.01 here).

`shapiro_*`: samples (columns of `sw_x`, lengths 3..60 in `sw_<n>`) with SciPy's W and p.
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
mp.mp.dps = 30


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


QS = [0.0, 1e-12, 1e-5, 0.01, 0.25, 0.5, 0.9, 0.999, 1 - 1e-9, 1.0]
# skewnorm, rice: SciPy's quantiles invert its cancelling cdf (skewnorm) or compute isf as
# ppf(1 - q) (rice); their tails are checked in the tests by cdf(ppf(q)) = q against mpmath.
QS_SCIPY = [0.0, 0.01, 0.25, 0.5, 0.9, 0.99, 1.0]
# vonmises: SciPy's ppf solves cdf(x) = q with brentq on the cdf (its isf: ppf(1 - q)), whose
# flatness near 1 limits it to ~1e-6 at q = 1 - 1e-12 and ~1e-9 at 1 - 1e-9: left out.
QS_VM = [0.0, 1e-5, 0.01, 0.25, 0.5, 0.9, 0.999, 1.0]

CASES = {
    # name: (frozen, x grid)
    "truncnorm": (stats.truncnorm(-1.0, 2.0, 0.5, 1.5), [-2, -1, -0.99, 0, 0.5, 2, 3.4, 3.5, 4]),
    "truncnorm_right": (stats.truncnorm(8.0, 9.0), [7, 8, 8.0001, 8.3, 8.5, 8.99, 9, 10]),
    "truncnorm_left": (stats.truncnorm(-30.0, -20.0), [-31, -30, -25, -21, -20.01, -20]),
    "truncnorm_wide": (stats.truncnorm(-40.0, 40.0, 1.0, 2.0), [-90, -30, -5, 0, 1, 9, 40, 81]),
    "truncnorm_halfinf": (stats.truncnorm(-np.inf, 0.5), [-40, -10, -1, 0, 0.4, 0.5, 1]),
    "vonmises": (stats.vonmises(2.0, 0.5), [-9, -4, -2.6, -1, 0, 0.5, 2, 3.6, 3.7, 10]),
    "vonmises_large": (stats.vonmises(60.0), [-4, -3, -0.5, -0.1, 0, 0.2, 0.6, 3.1, 7]),
    "vonmises_zero": (stats.vonmises(0.0, 0.0, 2.0), [-7, -6, -1, 0, 2, 6.3, 7]),
    "skewnorm": (stats.skewnorm(4.0, 0.3, 1.2), [-12, -6, -1.5, -0.5, 0, 0.3, 1, 3, 6, 9]),
    "skewnorm_neg": (stats.skewnorm(-3.0), [-9, -3, -1, 0, 0.5, 1, 2, 4]),
    "skewnorm_small": (stats.skewnorm(0.5), [-8, -3, -1, 0, 1, 3, 8]),
    "rice": (stats.rice(1.5, 0.0, 1.2), [-1, 0, 0.01, 0.5, 2, 5, 9, 14]),
    "rice_zero": (stats.rice(0.0), [0, 0.3, 1, 4, 9]),
    "rice_large": (stats.rice(20.0), [0, 12, 18, 20, 23, 27]),
    "invgauss": (stats.invgauss(0.5, 0.0, 2.0), [-1, 0, 0.01, 0.2, 1, 3, 10, 40]),
    "invgauss_small": (stats.invgauss(0.05), [0, 0.005, 0.02, 0.05, 0.2, 1]),
    "invgauss_large": (stats.invgauss(20.0), [0, 0.1, 1, 20, 200, 2000]),
}


def npdf(t):
    return mp.exp(-t * t / 2) / mp.sqrt(2 * mp.pi)


def ncdf(t):
    return mp.ncdf(t)


def sn_cdf(x, a):
    """2 int_{-inf}^x phi(t) Phi(a t) dt, on pieces of [x - 8, x] halving towards x (mpmath's
    quadrature of a sharply decaying integrand over a few long intervals is not accurate), as
    1 - sf above 0."""
    f = lambda t: 2 * npdf(t) * ncdf(a * t)
    if x > 0:
        return 1 - sn_sf(x, a)
    return mp.quad(f, [-mp.inf] + [x - mp.mpf(8) / 2**k for k in range(20)] + [x])


def sn_sf(x, a):
    f = lambda t: 2 * npdf(-t) * ncdf(-a * t)
    return mp.quad(f, [-mp.inf] + [-x - mp.mpf(8) / 2**k for k in range(20)] + [-x])


def rice_pdf(t, b):
    return t * mp.exp(-(t * t + b * b) / 2) * mp.besseli(0, b * t)


def rice_sf(x, b):
    pts = sorted({mp.mpf(x), mp.mpf(x) + 1, mp.mpf(max(x, b)) + 10})
    return mp.quad(lambda t: rice_pdf(t, b), pts + [mp.inf])


def exact(name, d, x, q):
    """mpmath overrides: dict method -> values (standardised at loc, scale)."""
    shapes, loc, scale = d.args, d.kwds.get("loc", 0.0), d.kwds.get("scale", 1.0)
    if len(d.args) > 1:
        loc = d.args[1]
    if len(d.args) > 2:
        scale = d.args[2]
    z = [(mp.mpf(float(v)) - loc) / scale for v in x]
    o = {}
    if name.startswith("skewnorm"):
        a = mp.mpf(shapes[0])
        cdf = [sn_cdf(t, a) for t in z]
        sf = [sn_sf(t, a) for t in z]
        o["cdf"] = [float(v) for v in cdf]
        o["sf"] = [float(v) for v in sf]
        o["logcdf"] = [float(mp.log(v)) if v > 0 else -np.inf for v in cdf]
        o["logsf"] = [float(mp.log(v)) if v > 0 else -np.inf for v in sf]
    if name.startswith("truncnorm"):
        a, b = (mp.mpf(float(v)) for v in shapes[:2])
        loc = float(d.args[2]) if len(d.args) > 2 else 0.0
        scale = float(d.args[3]) if len(d.args) > 3 else 1.0
        mass = mp.ncdf(b) - mp.ncdf(a)

        def ninv(p, x0):
            return mp.findroot(lambda t: mp.log(mp.ncdf(t) / p), mp.mpf(x0), verify=False)

        isf = []
        for v in q:
            s0 = float(d.isf(v))
            if v in (0.0, 1.0):
                isf.append(s0)
                continue
            z0 = (s0 - loc) / scale
            if v > 0.5:  # each side's root where its probability is small (well conditioned)
                r = ninv(mp.ncdf(a) + (1 - mp.mpf(v)) * mass, z0)
            else:
                r = -ninv(mp.ncdf(-b) + mp.mpf(v) * mass, -z0)
            isf.append(float(r * scale + loc))
        o["isf"] = isf
    if name.startswith("vonmises"):
        k = mp.mpf(shapes[0])
        pts = [-mp.pi, -1, -0.3, 0, 0.3, 1, mp.pi]
        zz = mp.quad(lambda t: mp.exp(k * (mp.cos(t) - 1)), pts)
        m2 = mp.quad(lambda t: t**2 * mp.exp(k * (mp.cos(t) - 1)), pts) / zz
        m4 = mp.quad(lambda t: t**4 * mp.exp(k * (mp.cos(t) - 1)), pts) / zz
        o["mvsk"] = [float(loc), float(m2 * scale**2), 0.0, float(m4 / m2**2 - 3)]
    if name.startswith("rice"):
        b = mp.mpf(shapes[0])
        sf = [rice_sf(t, b) if t > 0 else mp.mpf(1) for t in z]
        o["sf"] = [float(v) for v in sf]
        o["logsf"] = [float(mp.log(v)) if v > 0 else -np.inf for v in sf]
    return o


def dists():
    o = {}
    for name, (d, xs) in CASES.items():
        x = f64(xs)
        q = f64(QS_SCIPY if name.startswith(("skewnorm", "rice"))
                else QS_VM if name.startswith("vonmises") else QS)
        o[f"{name}_x"] = x
        o[f"{name}_q"] = q
        for m in ("pdf", "logpdf", "cdf", "logcdf", "sf", "logsf"):
            o[f"{name}_{m}"] = f64(getattr(d, m)(x))
        o[f"{name}_ppf"] = f64(d.ppf(q))
        o[f"{name}_isf"] = f64(d.isf(q))
        o[f"{name}_mvsk"] = f64(d.stats("mvsk"))
        for m, v in exact(name, d, xs, QS).items():
            o[f"{name}_{m}"] = f64(v)
        o[f"{name}_entropy"] = f64(d.entropy())
        o[f"{name}_median"] = f64(d.median())
        o[f"{name}_interval"] = f64(d.interval(0.9))
        o[f"{name}_support"] = f64(d.support())
    # broadcasting parameters
    xs = f64([-0.5, 0.2, 1.5])[:, None]
    a = f64([-1.0, 0.0, 0.5])
    o["bc_x"] = xs
    o["bc_a"] = a
    o["bc_truncnorm_cdf"] = stats.truncnorm.cdf(xs, a - 1.5, a + 1.0)
    o["bc_skewnorm_pdf"] = stats.skewnorm.pdf(xs, a)
    o["bc_vonmises_cdf"] = stats.vonmises.cdf(xs, a + 1.0)
    o["bc_invgauss_logcdf"] = stats.invgauss.logcdf(xs + 1.0, a + 1.5)
    o["bc_rice_cdf"] = stats.rice.cdf(xs + 1.0, a + 1.0)
    return o


def shapiro():
    rng = np.random.default_rng(94)
    o = {}
    sizes = [3, 4, 5, 6, 7, 11, 12, 20, 33, 60]
    for n in sizes:
        x = rng.normal(2.0, 3.0, size=n)
        if n == 33:
            x = rng.exponential(size=n)  # far from normal: a small p-value
        o[f"sw_{n}"] = x
        r = stats.shapiro(x)
        o[f"sw_{n}_res"] = f64([r.statistic, r.pvalue])
    big = rng.uniform(size=(25, 4))
    o["sw_axis_x"] = big
    r = stats.shapiro(big, axis=0)
    o["sw_axis_res"] = f64([r.statistic, r.pvalue])
    r = stats.shapiro(big)  # axis=None: flattened
    o["sw_flat_res"] = f64([r.statistic, r.pvalue])
    r = stats.shapiro(big, axis=1)
    o["sw_axis1_res"] = f64([r.statistic, r.pvalue])
    xn = big[:, 0].copy()
    xn[[2, 9]] = np.nan
    o["sw_nan_x"] = xn
    r = stats.shapiro(xn, nan_policy="omit")
    o["sw_omit_res"] = f64([r.statistic, r.pvalue])
    x3 = f64([1.0, 2.0, 4.0])
    r = stats.shapiro(x3)
    o["sw_three_res"] = f64([r.statistic, r.pvalue])
    return o


def main():
    o = dists()
    o.update(shapiro())
    write_npz(DATA / "continuous.npz", o)


if __name__ == "__main__":
    main()
