#!/usr/bin/env python3
"""Golden data of `stdtrit` at integer df from 3 to 64 (special/golden/data/stdtrit_int.npz), where
gamma.rs takes the finite series of the t distribution (A&S 26.7.3-4) in the body and the
incomplete beta function's continued fraction in the tails: probabilities over (0, 1), near 1/2,
and down to 1e-280 in both tails. Also prints B(df/2, 1/2) for df = 3 .. 64 (gamma.rs's
STDTRIT_BETA_HALF, gamma.cuh's twin).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1 mpmath==1.3.0
    /tmp/venv/bin/python special/golden/gen_stdtrit_int.py

Deterministic (fixed grids; fixed zip timestamps): regenerating rewrites identical bytes.

Contents:
    stdtrit_in     float64 (n, 2): (df, p).
    stdtrit_ref    float64 (n,): the root t of stdtr(df, t) = p by mpmath (gen_stdtrit.py's
                   `quantile`), rounded to float64.
    stdtrit_scipy  float64 (n,): SciPy 1.17.1's stdtrit there (for the report).
    stdtr_in       float64 (m, 2): (df, t), the same df, t from -1e12 to 1e12.
    stdtr_ref      float64 (m,): stdtr(df, t) by mpmath (50 digits; I_x(df/2, 1/2) / 2 with
                   x = df / (df + t^2) for the lower tail, one minus it above), rounded.
    stdtr_scipy    float64 (m,): SciPy 1.17.1's stdtr there.
"""

from pathlib import Path

import mpmath as mp
import numpy as np
import scipy.special as sc
from _golden_io import write_npz
from gen_stdtrit import quantile  # checks the pinned versions

OUT = Path(__file__).resolve().parent / "data" / "stdtrit_int.npz"


def beta_half():
    """B(df/2, 1/2) for df = 3 .. 64, rounded to float64."""
    with mp.workdps(50):
        return [float(mp.beta(mp.mpf(df) / 2, mp.mpf(1) / 2)) for df in range(3, 65)]


def stdtr_ref(df, t):
    with mp.workdps(50):
        df = mp.mpf(df)
        t = mp.mpf(t)
        x = df / (df + t * t)
        low = mp.betainc(df / 2, mp.mpf(1) / 2, 0, x, regularized=True) / 2
        return float(low if t < 0 else 1 - low)


def main():
    print("STDTRIT_BETA_HALF:", ", ".join(repr(v) for v in beta_half()))
    dfs = [float(d) for d in list(range(3, 17)) + [20, 24, 31, 32, 33, 47, 48, 63, 64]]
    ps = [0.01 + 0.04 * k for k in range(25)]
    for k in (2, 4, 6, 8, 10, 13):
        ps += [0.5 - 10.0**-k, 0.5 + 10.0**-k]
    ps += [1e-3, 1e-5, 1e-8, 1e-12, 1e-20, 1e-50, 1e-100, 1e-200, 1e-280]
    ps += [1 - 1e-3, 1 - 1e-6, 1 - 1e-10, 0.17, 0.83, 0.2, 0.15, 0.12]
    rows, refs = [], []
    for df in dfs:
        for p in ps:
            t = quantile(df, p)
            if t is None or not np.isfinite(t) or t == 0.0:
                continue
            rows.append((df, p))
            refs.append(t)
    rows = np.array(rows, dtype=np.float64)
    refs = np.array(refs, dtype=np.float64)
    got = sc.stdtrit(rows[:, 0], rows[:, 1])
    ts = [0.01, 0.1, 0.3, 0.5, 0.8, 1.0, 1.2, 1.4, 1.6, 1.8, 2.0, 2.5, 3.0, 4.0, 6.0, 10.0, 30.0,
          100.0, 1e3, 1e5, 1e8, 1e12]
    trows = [(df, sign * t) for df in dfs for t in ts for sign in (-1.0, 1.0)]
    trows = np.array(trows, dtype=np.float64)
    trefs = np.array([stdtr_ref(df, t) for df, t in trows], dtype=np.float64)
    tgot = sc.stdtr(trows[:, 0], trows[:, 1])
    write_npz(OUT, {"stdtrit_in": rows, "stdtrit_ref": refs, "stdtrit_scipy": got,
                    "stdtr_in": trows, "stdtr_ref": trefs, "stdtr_scipy": tgot})
    terr = np.abs(tgot - trefs) / np.spacing(np.abs(trefs))
    print(f"stdtr: {len(trows)} points; SciPy 1.17.1 max {np.nanmax(terr):.3g} ULP")
    err = np.abs(got - refs) / np.spacing(np.abs(refs))
    print(f"wrote {OUT}: {len(rows)} points; SciPy 1.17.1 max {np.nanmax(err):.3g} ULP")


if __name__ == "__main__":
    main()
