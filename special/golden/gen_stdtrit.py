#!/usr/bin/env python3
"""Golden data of `stdtrit` where its algorithm is hardest (special/golden/data/stdtrit.npz):
near p = 1/2 (the quantile is tiny and F(t) - p cancels), in the far tails (p down to 1e-280,
where the density is below the smallest double) and at large df (1e7 .. 1e15), for integer and
non-integer df. gamma.npz covers the ordinary range.

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1 mpmath==1.3.0
    /tmp/venv/bin/python special/golden/gen_stdtrit.py

Deterministic (no random inputs; fixed zip timestamps): regenerating rewrites identical bytes.

Contents:
    stdtrit_in     float64 (n, 2): (df, p).
    stdtrit_ref    float64 (n,): the root t of stdtr(df, t) = p, by mpmath (60 digits) on the
                   incomplete beta function, rounded to float64.
    stdtrit_scipy  float64 (n,): SciPy 1.17.1's stdtrit there (for the report: SciPy returns +inf
                   in the far tails of small df and loses digits near p = 1/2).
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
    sys.exit(f"gen_stdtrit.py needs numpy=={NUMPY_VERSION}, scipy=={SCIPY_VERSION}, mpmath=={MPMATH_VERSION}")

mp.mp.dps = 60
OUT = Path(__file__).resolve().parent / "data" / "stdtrit.npz"


def quantile(df, p):
    # F(-t) is formed as 1/2 - (a value near 1/2) where t^2 < df: carry -log10(p) more digits
    with mp.workdps(60 + max(0, int(-mp.log10(min(p, 1 - p))))):
        return quantile_at_precision(df, p)


def quantile_at_precision(df, p):
    """t with stdtr(df, t) = p: the root in s = ln|t| of the lower tail
    F(-e^s) - u, u = min(p, 1 - p); F through the hypergeometric form for t^2 < df, else through
    I_x(df/2, 1/2) / 2 with x = df / (df + t^2)."""
    df = mp.mpf(df)
    p = mp.mpf(p)
    half = mp.mpf(1) / 2
    a = df / 2
    u = p if p < half else 1 - p

    c = mp.exp(mp.loggamma((df + 1) / 2) - mp.loggamma(a)) / mp.sqrt(mp.pi * df)

    def f(s):
        t2 = mp.exp(2 * s)
        x = df / (df + t2)
        if t2 < df:
            # F(-t) = 1/2 - t c 2F1(1/2, (df+1)/2; 3/2; -t^2/df), Pfaff-transformed to
            # 1/2 - t c x^((df+1)/2) 2F1(1, (df+1)/2; 3/2; y), y = t^2 / (df + t^2): a series of
            # positive terms (the untransformed one alternates and cancels at large df)
            y = t2 / (df + t2)
            return (half - u) - mp.exp(s) * c * x ** ((df + 1) / 2) * mp.hyp2f1(1, (df + 1) / 2, 3 * half, y, maxterms=10**6)
        return half * mp.betainc(a, half, 0, x, regularized=True) - u

    # bracket: f(-45) > 0 (F(-tiny) ~ 1/2 > u); hi steps up (so that huge df never meets
    # t^2 >> df, where mpmath's series are slow) until f(hi) < 0, or t passes the doubles
    lo, hi = mp.mpf(-45), mp.mpf(0)
    assert f(lo) > 0, (df, p)
    while f(hi) > 0:
        lo, hi = hi, hi + 2
        if hi > 709:
            return None
    # bisection to a bracket 1e-8 wide, then Newton's method in s (the derivative of F(-e^s) is
    # -t times the density, c x^((df+1)/2)) until the step is below 1e-25
    while hi - lo > mp.mpf(10) ** -8:
        mid = (lo + hi) / 2
        if f(mid) > 0:
            lo = mid
        else:
            hi = mid
    s = (lo + hi) / 2
    for _ in range(30):
        t = mp.exp(s)
        x = df / (df + t * t)
        step = f(s) / (-t * c * x ** ((df + 1) / 2))
        s -= step
        if abs(step) < mp.mpf(10) ** -25:
            break
    else:
        raise RuntimeError(f"Newton did not converge at df = {df}, p = {p}")
    t = mp.exp(s)
    return float(-t if p < half else t)


def main():
    dfs = [1.0, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 7.5, 10.0, 20.5, 100.0, 1e4, 1e7, 1e9, 1e15, 0.5, 1.5, 0.1]
    ps = []
    for k in range(2, 16, 1):  # p = 1/2 -+ 10^-k
        ps += [0.5 - 10.0**-k, 0.5 + 10.0**-k]
    ps += [0.4, 0.3, 0.2, 0.1, 0.05, 0.6, 0.75, 0.9, 0.99]
    ps += [1e-3, 1e-6, 1e-10, 1e-20, 1e-50, 1e-100, 1e-200, 1e-280]
    ps += [1 - 1e-3, 1 - 1e-6, 1 - 1e-10, 1 - 1e-15]
    rows, refs = [], []
    for df in dfs:
        for p in ps:
            if df >= 1e7 and p < 1e-20:
                # mpmath's hypergeometric series take minutes there (hundreds of terms of a huge
                # parameter); the normal-like tail of large df is covered down to 1e-20
                continue
            t = quantile(df, p)
            if t is None or not np.isfinite(t) or t == 0.0:
                continue
            rows.append((df, p))
            refs.append(t)
    rows = np.array(rows, dtype=np.float64)
    refs = np.array(refs, dtype=np.float64)
    with np.errstate(all="ignore"):
        got = sc.stdtrit(rows[:, 0], rows[:, 1])
    write_npz(OUT, {"stdtrit_in": rows, "stdtrit_ref": refs, "stdtrit_scipy": got})
    err = np.abs(got - refs) / np.spacing(np.abs(refs))
    print(f"wrote {OUT}: {len(rows)} points; SciPy 1.17.1: {np.sum(~np.isfinite(got))} non-finite, "
          f"max {np.nanmax(np.where(np.isfinite(err), err, np.nan)):.3g} ULP among the finite")


if __name__ == "__main__":
    main()
