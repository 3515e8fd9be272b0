"""Golden data for gsci-special's error-function family: special/golden/data/error.npz.

Rerun from the repository root with the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/generate_error.py

For each function F the file holds
- ``F_x``:  inputs on a grid with tails, huge and tiny arguments, subnormals and domain edges;
- ``F_ref``: the mpmath value at 60 digits rounded once to float64 (inverse functions are solved by
  Newton's method in mpmath on the logarithm of the forward function, so tiny probabilities keep
  their relative accuracy);
- ``F_sx`` / ``F_sy``: special-value inputs (NaN, ±inf, ±0, domain edges, outside the domain) and
  SciPy's results for them, which the tests require bit for bit (NaN matches NaN).

The output is deterministic (fixed grids, fixed zip timestamps): rerunning rewrites identical bytes.
"""

import io
import sys
import zipfile
from pathlib import Path

import mpmath
import numpy as np
import scipy
import scipy.special as sc
from mpmath import mp

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__
assert mpmath.__version__ == "1.3.0", mpmath.__version__

mp.dps = 60
DEBUG = False
OUT = Path(__file__).resolve().parent / "data" / "error.npz"

TINY = [5e-324, 1e-320, 2.2250738585072014e-308, 1e-300, 1e-200, 1e-100, 1e-30, 1e-17, 1e-10]


def save(path, arrays):
    path.parent.mkdir(parents=True, exist_ok=True)
    # Stored, not deflated: the workspace's ndarray-npy reads npz without its compression feature.
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def grid(*parts):
    x = np.concatenate([np.asarray(p, dtype=np.float64).ravel() for p in parts])
    x = x[np.isfinite(x)]
    return np.unique(x)


def sym(x):
    x = np.asarray(x, dtype=np.float64)
    return np.concatenate([x, -x])


def newton(logf, dlogf, target, x0):
    """Solve logf(x) = target in mpmath from the float guess x0."""
    x = mp.mpf(x0)
    for _ in range(200):
        print("N", target, x, file=sys.stderr) if DEBUG else None
        dx = (logf(x) - target) / dlogf(x)
        x -= dx
        if abs(dx) <= abs(x) * mp.mpf(10) ** (-50) + mp.mpf(10) ** (-400):
            break
    else:
        raise RuntimeError(f"Newton did not converge for target {target}")
    return x


def log_ncdf(x):
    return mp.log(mp.ncdf(x))


def dlog_ncdf(x):
    if x < -1e5:
        return -x / asym_series(1 / (x * x))
    return mp.exp(-x * x / 2 - mp.log(2 * mp.pi) / 2 - ref_log_ndtr(x))


def ref_ndtri(p):
    p = mp.mpf(p)
    if p > 0.5:
        return -ref_ndtri_q(1 - p)
    return newton(ref_log_ndtr, dlog_ncdf, mp.log(p), sc.ndtri_exp(float(mp.log(p))))


def ref_ndtri_q(q):
    # -ndtri(q) for small q = 1 - p (exact in mpmath).
    return newton(ref_log_ndtr, dlog_ncdf, mp.log(q), sc.ndtri_exp(float(mp.log(q))))


def ref_ndtri_exp(y):
    y = mp.mpf(y)
    if y < mp.log(0.5):
        return newton(ref_log_ndtr, dlog_ncdf, y, sc.ndtri_exp(float(y)))
    return -ref_ndtri_q(-mp.expm1(y))


def ref_erfcinv(y):
    # erfcinv(y) = -ndtri(y/2)/sqrt(2); y/2 is exact in mpmath.
    return -ref_ndtri(mp.mpf(y) / 2) / mp.sqrt(2)


def ref_erfinv(y):
    y = mp.mpf(y)
    if y < 0:
        return -ref_erfinv(-y)
    if y == 0:
        return mp.mpf(0)
    if y > 0.5:
        return ref_erfcinv(1 - y)
    return mp.erfinv(y)


def asym_series(t):
    # sum_k (-1)^k (2k-1)!! t^k, t = 1/(2x^2) small (|x| >= 1e5): 20 terms reach 1e-90.
    s, term = mp.mpf(0), mp.mpf(1)
    for k in range(20):
        s += term
        term *= -(2 * k + 1) * t
    return s


def ref_erfcx(x):
    if x > 1e5:
        return asym_series(1 / (2 * x * x)) / (x * mp.sqrt(mp.pi))
    return mp.exp(x * x) * mp.erfc(x)


def ref_log_ndtr(a):
    if a < -1e5:
        # ncdf(a) = npdf(a)/|a| * sum_k (-1)^k (2k-1)!! / a^(2k).
        return -a * a / 2 - mp.log(-a) - mp.log(2 * mp.pi) / 2 + mp.log(asym_series(1 / (a * a)))
    if a > 5:
        return mp.log1p(-mp.exp(ref_log_ndtr(-a)))
    return log_ncdf(a)


REF = {
    "erf": mp.erf,
    "erfc": mp.erfc,
    "erfcx": ref_erfcx,
    "ndtr": mp.ncdf,
    "log_ndtr": ref_log_ndtr,
    "ndtri": ref_ndtri,
    "ndtri_exp": ref_ndtri_exp,
    "erfinv": ref_erfinv,
    "erfcinv": ref_erfcinv,
}

lin = np.linspace
logs = np.logspace
GRIDS = {
    "erf": grid(lin(-6.5, 6.5, 521), sym(TINY), sym(logs(-8, 0.8, 120)), sym([0.5, 0.9999999, 1.0, 1.0000001, 5.9, 6.0])),
    "erfc": grid(lin(-6.5, 27.2, 700), sym(TINY), logs(-8, 1.43, 200), lin(26.0, 27.3, 40), [0.9999999, 1.0, 1.0000001, 8.0]),
    "erfcx": grid(lin(-26.6, 0, 300), lin(0, 30, 300), logs(-10, 300, 200), sym(TINY), [1.0, 8.0, 999.0, 1000.0, 1001.0, 1e307, 1.7e308]),
    "ndtr": grid(lin(-38.4, 9, 700), sym(TINY), -logs(-3, 1.58, 120), lin(-38.5, -37, 30), sym([1.41, 1.4142135, 1.4142136, 1.5])),
    "log_ndtr": grid(lin(-40, 10, 500), -logs(0, 200, 200), logs(-3, 1.6, 100), sym(TINY), [-1.4142135, -1.4142136, -1e8, -1.42e8, -1e154, -1.8e154]),
    "ndtri": grid(logs(-323, -0.31, 400), 1 - logs(-16, -0.31, 150), lin(0.001, 0.999, 300), [5e-324, 0.13533528323661269, 0.8646647167633873, 0.5, 0.25, 0.75]),
    "ndtri_exp": grid(-logs(-20, 300, 500), -logs(-2, 0.6, 200), [-2.0, -1.9999999, -0.14541345786885906, -0.145413457, -5e-324, -1e-300, -1.7e308]),
    "erfinv": grid(lin(-0.999, 0.999, 500), sym(TINY), sym(1 - logs(-16, -0.5, 150)), sym(logs(-8, -0.01, 120)), sym([0.7293294335267746, 0.72932943, 0.7293295])),
    "erfcinv": grid(logs(-323, 0.3, 400), 2 - logs(-16, -0.01, 150), lin(0.002, 1.998, 300), [5e-324, 0.2706705664732254, 1.7293294335267746, 1.0]),
}

# Open domains of the inverse functions (their edges are special values).
DOMAIN = {"ndtri": (0.0, 1.0), "erfinv": (-1.0, 1.0), "erfcinv": (0.0, 2.0), "ndtri_exp": (-np.inf, 0.0)}

SPECIAL_X = np.array([np.nan, -np.inf, np.inf, -0.0, 0.0, -1.0, 1.0, 2.0, -2.0, 5e-324, -800.0, 800.0, -1e308, 1e308, 0.5])


def main():
    arrays = {}
    for name, x in GRIDS.items():
        lo, hi = DOMAIN.get(name, (-np.inf, np.inf))
        x = x[(x > lo) & (x < hi)]
        f = REF[name]
        ref = np.array([float(f(mp.mpf(float(v)))) for v in x], dtype=np.float64)
        arrays[f"{name}_x"] = x
        arrays[f"{name}_ref"] = ref
        arrays[f"{name}_sx"] = SPECIAL_X
        with np.errstate(all="ignore"):
            arrays[f"{name}_sy"] = getattr(sc, name)(SPECIAL_X)
        print(name, len(x), file=sys.stderr)
    save(OUT, arrays)
    print(OUT, OUT.stat().st_size, "bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
