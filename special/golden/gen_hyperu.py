"""Golden data for gsci-special's hyperu: special/golden/data/hyperu.npz.

- `hyperu_in` (n, 3) float64: (a, b, x) over a grid of a and b (negative, zero, integer,
  half-integer, non-integer, near integers, small and large) and x from 1e-300 to 1e10 (across
  the method boundaries of specfun's CHGU at x = 5, 10, 12.5), with SciPy's special points
  (x = 0, b = 1 with -0.25 < a < 0.3)
- `hyperu_ref` (n, 1) float64: mpmath's hyperu (50 digits) rounded once; NaN where mpmath fails
  or the value is not a finite double; at x = 0 (b <= 1), Gamma(c - a) / Gamma(c) with
  c = 1 - b + a rounded to a double, SciPy's formula poch(c, -a) evaluated exactly
- `hyperu_scipy` (n, 1) float64: SciPy 1.17.1's value at the same point
- `hyperu_sp_in` / `hyperu_sp_scipy`: special values (NaN, +-inf, x < 0, x = 0, huge and
  integer b beyond C's int) and SciPy's results there
- `hyperu_rand_in` / `hyperu_rand_scipy`: 6000 seeded random points (a, b in [-30, 60],
  continuous or snapped to integers and half-integers; x log-uniform in [1e-6, 1e3]) and SciPy's
  values
- `hyperu_f32_in` / `hyperu_f32_scipy`: float32 arguments and SciPy's float32 loop ('fff->f')

Deterministic: fixed grids, zip entries with fixed timestamps. Rerun from the repository root with
the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/gen_hyperu.py
"""

import itertools
import warnings
from pathlib import Path

import mpmath as mp
import numpy as np
import scipy
import scipy.special as sc
from _golden_io import write_npz

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__
assert mp.__version__ == "1.3.0", mp.__version__

mp.mp.dps = 50
OUT = Path(__file__).resolve().parent / "data"
warnings.simplefilter("ignore")
TINY = 2.2250738585072014e-308


def reference(a, b, x):
    if x == 0.0 and b > 1.0:
        return float("nan")
    try:
        with mp.workdps(50):
            if x == 0.0:
                # DLMF 13.2.14-15, 13.2.19-21: Gamma(1 - b) / Gamma(a - b + 1), as SciPy's
                # formula poch(c, -a) = Gamma(c - a) / Gamma(c) takes it: at c = 1 - b + a
                # rounded to a double (the rounding is the formula's, not poch's)
                c = mp.mpf(1.0 - b + a)
                v = mp.gammaprod([c - mp.mpf(a)], [c])
            else:
                v = mp.hyperu(mp.mpf(a), mp.mpf(b), mp.mpf(x))
    except (ValueError, ZeroDivisionError, mp.libmp.NoConvergence):
        return float("nan")
    if isinstance(v, mp.mpc):
        if abs(v.imag) > mp.mpf(10) ** -40 * max(1, abs(v.real)):
            return float("nan")
        v = v.real
    f = float(v)
    if not np.isfinite(f) or (f != 0.0 and abs(f) < TINY):
        return float("nan")
    return f


A = [-10.5, -5.0, -3.0, -2.5, -1.0, -0.5, -0.2, 0.0, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 3.0,
     4.5, 7.0, 10.0, 20.5, 50.0]
B = [-10.0, -5.5, -3.0, -2.0, -1.5, -1.0, -0.5, 0.0, 0.3, 0.5, 1.0 - 1e-9, 1.0, 1.0 + 1e-8,
     1.5, 2.0, 2.5, 3.0, 4.0, 5.0 + 1e-7, 5.5, 8.0, 12.0, 20.0, 50.5]
X = [1e-300, 1e-10, 1e-3, 0.1, 0.5, 0.9, 1.0, 2.0, 4.9, 5.5, 8.0, 11.0, 13.0, 20.0, 50.0,
     100.0, 1e4, 1e10]


def main():
    arrays = {}
    pts = list(itertools.product(A, B, X))
    # x = 0 (DLMF 13.2.14-21) and SciPy's b = 1 recurrence (DLMF 13.3.7).
    pts += [(a, b, 0.0) for a in A for b in B]
    pts += [(a, 1.0, x) for a in [-0.24, -0.1, 0.0, 0.05, 0.2, 0.29] for x in [1e-8, 0.01, 0.3, 0.99]]
    ins, ref, sp = [], [], []
    for (a, b, x) in pts:
        ins.append([a, b, x])
        ref.append([reference(a, b, x)])
        sp.append([float(sc.hyperu(a, b, x))])
    arrays["hyperu_in"] = np.array(ins, dtype=np.float64)
    arrays["hyperu_ref"] = np.array(ref, dtype=np.float64)
    arrays["hyperu_scipy"] = np.array(sp, dtype=np.float64)
    print(f"hyperu: {len(ins)} points, {sum(np.isfinite(r[0]) for r in ref)} with a reference")

    nan, inf = float("nan"), float("inf")
    special = [(nan, 1.0, 1.0), (1.0, nan, 1.0), (1.0, 1.0, nan), (1.0, 1.0, -1.0),
               (1.0, 2.0, -0.0), (1.0, 0.5, -0.0), (0.0, 3.0, 2.0), (0.0, -3.0, 1e-5),
               (inf, 1.0, 1.0), (-inf, 1.0, 1.0), (1.0, inf, 1.0), (1.0, -inf, 1.0),
               (1.0, 1.0, inf), (2.0, 3.0, inf), (-2.0, 3.0, inf), (0.5, 1.5, inf),
               (1.0, 1e10, 1.0), (2.0, 3e9, 0.5), (1.5, 1e6, 0.5), (2.0, 1e5, 3.0),
               (0.5, 1e4, 100.0), (1.0, -1e5, 2.0), (1e300, 1.0, 1.0), (-1e300, 1.0, 1.0),
               (1.0, 1e300, 1.0), (1.0, -1e300, 1.0), (1.0, 2.0, 1e300), (1.0, 2.0, 5e-324),
               (0.5, 0.5, 5e-324), (-3.0, -2.0, 0.0), (-3.0, 2.0, 0.0), (2.5, 1.0, 0.0),
               (-2147483648.0, 1.0, 1.0), (-2147483647.0, 0.5, 1e300), (-1e10, 1.0, 1.0), (-1e10, 0.5, 2.0), (1.0, -2147483648.0, 1.0), (1.0, -2147483647.0, 1.0),
               (3.0, 2147483648.0, 1.0), (1e7, 2.0, 1.0), (-1e7, 2.0, 1.0), (0.5, 2147483648.0, 1.0), (200.0, 3.0, 0.5),
               (200.5, 3.5, 0.5), (-200.5, 3.5, 0.5)]
    arrays["hyperu_sp_in"] = np.array(special, dtype=np.float64)
    arrays["hyperu_sp_scipy"] = np.array([[float(sc.hyperu(*p))] for p in special],
                                         dtype=np.float64)

    # Random points (SciPy's values only): a, b continuous or snapped to integers and
    # half-integers, x log-uniform.
    rng = np.random.default_rng(20261202)
    n = 6000
    ab = rng.uniform(-30.0, 60.0, size=(n, 2))
    snap = rng.integers(0, 3, size=(n, 2))
    ab = np.where(snap == 1, np.round(ab), np.where(snap == 2, np.round(2 * ab) / 2, ab))
    xr = 10.0 ** rng.uniform(-6.0, 3.0, size=n)
    rand = np.column_stack([ab, xr])
    arrays["hyperu_rand_in"] = rand
    arrays["hyperu_rand_scipy"] = sc.hyperu(rand[:, 0], rand[:, 1], rand[:, 2]).reshape(n, 1)
    print(f"hyperu_rand: {n} points, {int(np.isnan(arrays['hyperu_rand_scipy']).sum())} NaN")

    f32 = [(np.float32(a), np.float32(b), np.float32(x))
           for a in [-2.5, -1.0, 0.0, 0.2, 1.0, 2.5, 7.0]
           for b in [-1.5, 0.0, 1.0, 1.5, 3.0, 4.25]
           for x in [0.0, 1e-3, 0.5, 3.0, 11.0, 40.0]]
    arrays["hyperu_f32_in"] = np.array(f32, dtype=np.float32)
    arrays["hyperu_f32_scipy"] = np.array(
        [[sc.hyperu(*p)] for p in f32], dtype=np.float32)
    assert arrays["hyperu_f32_scipy"].dtype == np.float32
    assert sc.hyperu(*f32[0]).dtype == np.float32
    write_npz(OUT / "hyperu.npz", arrays)


if __name__ == "__main__":
    main()
