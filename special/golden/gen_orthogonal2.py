"""Golden data for gsci-special's orthogonal polynomials beyond Hermite:
special/golden/data/orthogonal2.npz (Legendre and Chebyshev families) and
special/golden/data/orthogonal3.npz (Jacobi, Gegenbauer), special/golden/data/orthogonal4.npz
(Laguerre, lpmv, sph_harm_y).

For each function NAME and loop L (`l`: integer degree, SciPy's `ld->d`-type loop; `d`: real
degree, the `dd->d`-type loop):

- `NAME_L_in` (n, k) float64: (degree, parameters..., x): degrees 0..60 (integer loop) or real
  degrees (including integer-valued ones), x over the orthogonality interval (its ends, near 0,
  near the ends) and outside it
- `NAME_L_ref` (n, 3) float64: mpmath's value (50 digits) rounded once; the error scale (the
  largest magnitude the polynomial takes at the interval's ends, or for Laguerre the value with
  every term positive, L(n, a, -|x|); `|value|` outside the interval), in whose ULPs the tests
  measure errors near the zeros; and SciPy 1.17.1's value
- `NAME_sp_in` / `NAME_sp_scipy`: special inputs (NaN, +-inf, negative and non-integer degrees,
  parameters out of range, x beyond the interval), the first column 0 for the integer loop and
  1 for the real-degree loop, and SciPy's results

lpmv: `lpmv_in` (m, v, x), `lpmv_ref` (value, the largest |P_v^m| of its x row, SciPy).
sph_harm_y: `sph_harm_y_in` (n, m, theta, phi), `sph_harm_y_ref` (re, im, sqrt((2n+1)/(4 pi)),
SciPy re, SciPy im).

Deterministic: fixed grids, zip entries with fixed timestamps. Rerun from the repository root with
the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/gen_orthogonal2.py
"""

import io
import math
import warnings
import zipfile
from pathlib import Path

import mpmath as mp
import numpy as np
import scipy
import scipy.special as sc

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__
assert mp.__version__ == "1.3.0", mp.__version__

mp.mp.dps = 50
OUT = Path(__file__).resolve().parent / "data"
warnings.simplefilter("ignore")
TINY = 2.2250738585072014e-308


def write_npz(path, arrays):
    """np.savez without the wall-clock timestamps (so the bytes are reproducible)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def fin(v):
    try:
        f = float(v)
    except (TypeError, ValueError):
        return None
    if not math.isfinite(f) or (f != 0.0 and abs(f) < TINY):
        return None
    return f


# Each family: mpmath reference f(n, *params, x), the orthogonality interval, SciPy's function,
# the parameter sets (cycled along the grid), the x grid.
M = mp.mpf


def hyp_legendre(n, x):
    return mp.legendre(n, x) if n == int(n) and n >= 0 else mp.hyp2f1(-n, n + 1, 1, (1 - x) / 2)


def chebyt(n, x):
    return mp.chebyt(int(n), x) if n == int(n) and n >= 0 else mp.hyp2f1(-n, n, M(1) / 2, (1 - x) / 2)


def chebyu(n, x):
    return mp.chebyu(int(n), x) if n == int(n) and n >= 0 else (n + 1) * mp.hyp2f1(-n, n + 2, M(3) / 2, (1 - x) / 2)


def jacobi(n, a, b, x):
    return mp.jacobi(n, a, b, x)


def gegenbauer(n, a, x):
    return mp.gegenbauer(n, a, x)


def genlaguerre(n, a, x):
    return mp.laguerre(n, a, x)


FAMILIES = {
    "eval_legendre": (lambda n, x: hyp_legendre(n, x), (-1, 1), [()]),
    "eval_chebyt": (lambda n, x: chebyt(n, x), (-1, 1), [()]),
    "eval_chebyu": (lambda n, x: chebyu(n, x), (-1, 1), [()]),
    "eval_chebyc": (lambda n, x: 2 * chebyt(n, x / 2), (-2, 2), [()]),
    "eval_chebys": (lambda n, x: chebyu(n, x / 2), (-2, 2), [()]),
    "eval_sh_legendre": (lambda n, x: hyp_legendre(n, 2 * x - 1), (0, 1), [()]),
    "eval_sh_chebyt": (lambda n, x: chebyt(n, 2 * x - 1), (0, 1), [()]),
    "eval_sh_chebyu": (lambda n, x: chebyu(n, 2 * x - 1), (0, 1), [()]),
    "eval_jacobi": (jacobi, (-1, 1), [(0.5, 1.5), (-0.5, -0.5), (2.0, 3.0), (-0.7, 0.4), (0.0, 0.0), (1.5, -0.25)]),
    "eval_sh_jacobi": (lambda n, p, q, x: jacobi(n, p - q, q - 1, 2 * x - 1) / mp.binomial(2 * n + p - 1, n), (0, 1),
                       [(2.5, 1.5), (1.0, 1.0), (3.0, 2.0), (4.5, 0.5)]),
    "eval_gegenbauer": (gegenbauer, (-1, 1), [(0.7,), (0.5,), (1.0,), (2.5,), (-0.3,), (0.1,)]),
    "eval_laguerre": (lambda n, x: genlaguerre(n, 0, x), None, [()]),
    "eval_genlaguerre": (genlaguerre, None, [(0.5,), (0.0,), (1.0,), (3.5,), (-0.5,), (10.0,)]),
}

INT_DEGREES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60]
REAL_DEGREES = [0.5, 1.25, 2.7, 5.5, 10.3, 25.5, -0.3, -1.5, 0.0, 1.0, 2.0, 5.0, 11.0, 30.0]
UNIT_X = [-1.0, -0.9999, -0.95, -0.7, -0.4, -0.1, -3e-6, 0.0, 1e-6, 0.05, 0.3, 0.6, 0.85, 0.999, 1.0,
          1.5, -2.5, 10.0]
LAG_X = [0.0, 0.01, 0.1, 0.5, 1.0, 2.0, 3.5, 5.0, 10.0, 20.0, 50.0, 100.0, -0.5, -1.0, -10.0, -30.0]


def xgrid(interval):
    if interval is None:
        return LAG_X
    lo, hi = interval
    return [lo + (hi - lo) * (x + 1) / 2 if abs(x) <= 1 else lo + (hi - lo) * (x + 1) / 2 for x in UNIT_X]


def scale_of(name, ref, n, params, x, interval, value):
    if interval is None:
        return abs(ref(M(n), *[M(p) for p in params], -abs(M(x))))
    lo, hi = interval
    if lo <= x <= hi:
        ends = []
        for e in (lo, hi):
            try:
                v = ref(M(n), *[M(p) for p in params], M(e))
                if mp.isfinite(v):
                    ends.append(abs(v))
            except (ZeroDivisionError, ValueError):
                pass
        return max([abs(value)] + ends)
    return abs(value)


def family_tables(a, name):
    ref, interval, params = FAMILIES[name]
    f = getattr(sc, name)
    xs = xgrid(interval)
    for loop, degrees in (("l", INT_DEGREES), ("d", REAL_DEGREES)):
        ins, outs = [], []
        i = 0
        for n in degrees:
            for x in xs:
                p = params[i % len(params)]
                i += 1
                if loop == "d" and interval is not None and n != int(n):
                    # A real degree: the series converges for (1 - t)/2 in [0, 1), t the
                    # argument mapped to [-1, 1]: left end excluded.
                    lo, hi = interval
                    t = -1 + 2 * (x - lo) / (hi - lo)
                    if t <= -1:
                        continue
                try:
                    v = ref(M(n), *[M(q) for q in p], M(x))
                except (ZeroDivisionError, ValueError):
                    continue
                fv = fin(v)
                if fv is None:
                    continue
                s = fin(scale_of(name, ref, n, p, x, interval, v))
                if s is None:
                    continue
                nn = int(n) if loop == "l" else float(n)
                sp = float(f(nn, *p, x))
                ins.append([float(n), *p, float(x)])
                outs.append([fv, s, sp])
        a[f"{name}_{loop}_in"] = np.array(ins, dtype=np.float64)
        a[f"{name}_{loop}_ref"] = np.array(outs, dtype=np.float64)
        print(f"{name}_{loop}: {len(ins)} points")
    # Special values.
    sp_in, sp_out = [], []
    nparam = len(params[0])
    pvals = [params[0], *([(-1.0,) * nparam, (-2.5,) * nparam, (np.nan,) * nparam] if nparam else [])]
    for loop in (0, 1):
        for n in [-3, -2, -1, 0, 1, 2, 7, 1000] + ([2.5, -0.5, np.nan, np.inf, 1e300] if loop else []):
            for p in pvals:
                for x in [np.nan, np.inf, -np.inf, 0.0, -0.0, -1.0, 1.0, -2.5, 3.0, 1e-300]:
                    nn = int(n) if loop == 0 else float(n)
                    sp_in.append([float(loop), float(n), *p, x])
                    sp_out.append([float(f(nn, *p, x))])
    a[f"{name}_sp_in"] = np.array(sp_in, dtype=np.float64)
    a[f"{name}_sp_scipy"] = np.array(sp_out, dtype=np.float64)


def lpmv_tables(a):
    ins, outs = [], []
    for m in [-3, -2, -1, 0, 1, 2, 3, 5]:
        for v in [0.0, 0.5, 1.0, 2.0, 2.5, 3.0, 5.0, 7.3, 10.0, 20.5, 30.0, -1.5, -4.0]:
            row = []
            for x in [-0.99, -0.7, -0.36, -0.2, 0.0, 0.3, 0.7, 0.95, 0.999]:
                try:
                    val = mp.legenp(M(v), m, M(x), type=2)
                except (ZeroDivisionError, ValueError):
                    continue
                row.append((x, val))
            finite = [abs(vv) for _, vv in row if mp.isfinite(vv)]
            if not finite:
                continue
            env = max(finite)
            for x, val in row:
                fv = fin(val)
                sp = float(sc.lpmv(m, v, x))
                if fv is None or not math.isfinite(sp):
                    continue
                ins.append([float(m), v, x])
                outs.append([fv, float(env), sp])
    a["lpmv_in"] = np.array(ins, dtype=np.float64)
    a["lpmv_ref"] = np.array(outs, dtype=np.float64)
    print(f"lpmv: {len(ins)} points")
    sp_in = [[m, v, x] for m in [0.0, 1.0, -1.0, 2.0, 0.5, np.nan, -5.0]
             for v in [2.5, 3.0, -0.5, -3.0, np.nan, 0.0]
             for x in [-1.0, 1.0, 1.5, -1.5, np.nan, 0.2]]
    a["lpmv_sp_in"] = np.array(sp_in, dtype=np.float64)
    a["lpmv_sp_scipy"] = np.array([[float(sc.lpmv(*r))] for r in sp_in], dtype=np.float64)


def sph_tables(a):
    ins, outs = [], []
    thetas = [0.0, 1e-8, 0.3, 1.0, 1.5, np.pi / 2, 2.2, 3.0, np.pi, -0.5, 4.0]
    k = 0
    for n in [0, 1, 2, 3, 5, 8, 13, 20, 30, 45, 60]:
        for m in sorted(set([-n, -1, 0, 1, n // 2, n, -(n // 3)])):
            if abs(m) > n:
                continue
            for th in thetas:
                phi = [0.0, 0.7, 2.5, 5.9][k % 4]
                k += 1
                y = mp.spherharm(n, m, M(th), M(phi))
                s = complex(sc.sph_harm_y(n, m, th, phi))
                ins.append([float(n), float(m), th, phi])
                outs.append([float(y.real), float(y.imag), math.sqrt((2 * n + 1) / (4 * math.pi)), s.real, s.imag])
    a["sph_harm_y_in"] = np.array(ins, dtype=np.float64)
    a["sph_harm_y_ref"] = np.array(outs, dtype=np.float64)
    print(f"sph_harm_y: {len(ins)} points")
    sp_in = [[n, m, th, ph] for n in [-1, 0, 2, 3] for m in [-4, -2, 0, 2, 4]
             for th in [np.nan, 0.0, np.pi, 1.0] for ph in [np.nan, 0.5]]
    a["sph_harm_y_sp_in"] = np.array(sp_in, dtype=np.float64)
    vals = [complex(sc.sph_harm_y(int(r[0]), int(r[1]), r[2], r[3])) for r in sp_in]
    a["sph_harm_y_sp_scipy"] = np.array([[v.real, v.imag] for v in vals], dtype=np.float64)


def main():
    a = {}
    for name in ["eval_legendre", "eval_chebyt", "eval_chebyu", "eval_chebyc", "eval_chebys",
                 "eval_sh_legendre", "eval_sh_chebyt", "eval_sh_chebyu"]:
        family_tables(a, name)
    write_npz(OUT / "orthogonal2.npz", a)
    a = {}
    for name in ["eval_jacobi", "eval_sh_jacobi", "eval_gegenbauer"]:
        family_tables(a, name)
    write_npz(OUT / "orthogonal3.npz", a)
    a = {}
    for name in ["eval_laguerre", "eval_genlaguerre"]:
        family_tables(a, name)
    lpmv_tables(a)
    sph_tables(a)
    write_npz(OUT / "orthogonal4.npz", a)


if __name__ == "__main__":
    main()
