#!/usr/bin/env python3
"""Golden data of the incomplete beta function with one parameter 1/2 and the other large
(special/golden/data/bgrat.npz): I_x(a, 1/2) with a >= 15 and a (1 - x) from 0.3 to 80 (and the
mirrored (1/2, a, 1 - x)), where gamma.rs takes DiDonato and Morris's asymptotic expansion
BGRAT; and stdtr(df, t) for df from 30 to 1e7 (a p-value of a t statistic with many degrees of
freedom, e.g. spearmanr's over 4096 observations). gamma.npz covers the ordinary range. Also
prints BGRAT's coefficients d_n at b = 1/2 (gamma.rs's BGRAT_D_HALF, gamma.cuh's twin).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1 mpmath==1.3.0
    /tmp/venv/bin/python special/golden/gen_bgrat.py

Deterministic (fixed grids; fixed zip timestamps): regenerating rewrites identical bytes.

Contents:
    betainc_in     float64 (n, 3): (a, b, x).
    betainc_ref    float64 (n,): I_x(a, b) by mpmath (50 digits), rounded to float64.
    betainc_scipy  float64 (n,): SciPy 1.17.1's betainc there (for the report).
    stdtr_in       float64 (m, 2): (df, t).
    stdtr_ref      float64 (m,): the t distribution's cdf by mpmath (I_x(df/2, 1/2) / 2 with
                   x = df / (df + t^2), from the tail that does not cancel).
    stdtr_scipy    float64 (m,): SciPy 1.17.1's stdtr there.
"""

import sys
from pathlib import Path

import mpmath as mp
import numpy as np
import scipy
import scipy.special as sc
from _golden_io import write_npz

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"
MPMATH_VERSION = "1.3.0"
if (np.__version__, scipy.__version__, mp.__version__) != (NUMPY_VERSION, SCIPY_VERSION, MPMATH_VERSION):
    sys.exit(f"gen_bgrat.py needs numpy=={NUMPY_VERSION}, scipy=={SCIPY_VERSION}, mpmath=={MPMATH_VERSION}")

mp.mp.dps = 50
OUT = Path(__file__).resolve().parent / "data" / "bgrat.npz"


def bgrat_d_half():
    """d_n, n = 1..30, of TOMS 708's BGRAT at b = 1/2: d_n = (b - 1) c_n + sum_{i<n} (b i - n)
    c_i d_{n-i} / n with c_n = 1/(2n+1)!, at 50 digits."""
    b = mp.mpf(1) / 2
    c, d = [], []
    cn, n2 = mp.mpf(1), mp.mpf(0)
    for n in range(1, 31):
        n2 += 2
        cn /= n2 * (n2 + 1)
        c.append(cn)
        s, coef = mp.mpf(0), b - n
        for i in range(1, n):
            s += coef * c[i - 1] * d[n - i - 1]
            coef += b
        d.append((b - 1) * cn + s / n)
    return [float(v) for v in d]


def main():
    print("BGRAT_D_HALF:", ", ".join(repr(v) for v in bgrat_d_half()))
    rows, refs = [], []
    for a in [15.0, 15.5, 20.0, 47.5, 100.0, 1000.5, 2047.0, 5e4, 1e6, 1e9]:
        b = 0.5
        for ay in np.geomspace(0.3, 80.0, 15):
            y = min(float(ay) / a, 0.3)
            x = 1.0 - y
            y = 1.0 - x  # exact: x is what the function sees
            for (p, q, v) in ((a, b, x), (b, a, y)):
                ref = mp.betainc(mp.mpf(p), mp.mpf(q), 0, mp.mpf(v), regularized=True)
                if not (1e-300 < ref):
                    continue
                rows.append((p, q, v))
                refs.append(float(ref))
    bin_ = np.array(rows, dtype=np.float64)
    bref = np.array(refs, dtype=np.float64)
    bsci = sc.betainc(bin_[:, 0], bin_[:, 1], bin_[:, 2])

    rows, refs = [], []
    half = mp.mpf(1) / 2
    for df in [30.0, 31.0, 45.5, 100.0, 1000.0, 4094.0, 1e5, 1e7]:
        for t in np.concatenate([-np.geomspace(0.05, 40.0, 17), np.geomspace(0.05, 40.0, 17)]):
            t = float(t)
            d = mp.mpf(df)
            tt = mp.mpf(t)
            x = d / (d + tt * tt)
            lower = half * mp.betainc(d / 2, half, 0, x, regularized=True)  # F(-|t|)
            ref = lower if t < 0 else 1 - lower
            if not (1e-300 < ref):
                continue
            rows.append((df, t))
            refs.append(float(ref))
    sin_ = np.array(rows, dtype=np.float64)
    sref = np.array(refs, dtype=np.float64)
    ssci = sc.stdtr(sin_[:, 0], sin_[:, 1])
    write_npz(OUT, {
        "betainc_in": bin_, "betainc_ref": bref, "betainc_scipy": bsci,
        "stdtr_in": sin_, "stdtr_ref": sref, "stdtr_scipy": ssci,
    })
    print(f"wrote {OUT}: {len(bref)} betainc and {len(sref)} stdtr points")


if __name__ == "__main__":
    main()
