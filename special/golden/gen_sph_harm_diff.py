"""Golden data for gsci-special's `sph_harm_y_diff` (SciPy's `sph_harm_y(..., diff_n=1, 2)`):
special/golden/data/sph_harm_diff.npz.

- `sph_diff_sp_in` (k, 4) float64: (n, m, theta, phi) over degrees 0..40, every order sign,
  |m| > n, theta at 0, pi, negative and beyond pi, tiny theta, NaN angles
- `sph_diff_sp_scipy` (k, 14) float64: SciPy 1.17.1's y (re, im), its gradient (d/dtheta re, im,
  d/dphi re, im) and Hessian (tt, tp, pt, pp; re, im each) of `sph_harm_y(n, m, theta, phi,
  diff_n=2)`
- `sph_diff_in` (j, 4), `sph_diff_ref` (j, 6): interior points (no theta at 0 or pi, where
  SciPy's |sin theta| has a kink) with mpmath's d/dtheta and d2/dtheta2 of `spherharm`
  (50 digits, mpmath.diff), as (y re, im, dy re, im, ddy re, im)

Deterministic: fixed grids, zip entries with fixed timestamps. Rerun from the repository root with
the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/gen_sph_harm_diff.py
"""

from pathlib import Path

import mpmath as mp
import numpy as np
import scipy
import scipy.special as sc
from _golden_io import write_npz

assert scipy.__version__ == "1.17.1" and np.__version__ == "2.4.6" and mp.__version__ == "1.3.0"
mp.mp.dps = 50
OUT = Path(__file__).resolve().parent / "data"


def main():
    a = {}
    thetas = [0.0, 1e-9, 0.3, 1.0, np.pi / 2, 2.2, 3.0, np.pi, -0.5, 4.0, np.nan]
    phis = [0.0, 0.7, 2.5, -1.3]
    ins, outs = [], []
    k = 0
    for n in [-1, 0, 1, 2, 3, 5, 8, 13, 21, 40]:
        for m in sorted({-n - 1, -n, -1, 0, 1, n // 2, n, n + 2, -(n // 3)}):
            for th in thetas:
                ph = phis[k % 4] if k % 13 else np.nan
                k += 1
                y, jac, hess = sc.sph_harm_y(n, m, th, ph, diff_n=2)
                y, jac, hess = complex(y), np.asarray(jac), np.asarray(hess)
                ins.append([float(n), float(m), th, ph])
                row = [y.real, y.imag]
                for v in jac:
                    row += [v.real, v.imag]
                for v in hess.reshape(-1):
                    row += [v.real, v.imag]
                outs.append(row)
    a["sph_diff_sp_in"] = np.array(ins, dtype=np.float64)
    a["sph_diff_sp_scipy"] = np.array(outs, dtype=np.float64)
    print(f"sph_harm_y diff_n=2: {len(ins)} points")
    ins, outs = [], []
    for n in [1, 2, 4, 7, 12]:
        for m in sorted({-n, -1, 0, 1, n}):
            for th in [0.3, 1.1, 2.0, 2.9]:
                ph = 0.4
                f = lambda t: mp.spherharm(n, m, t, mp.mpf(ph))
                t = mp.mpf(th)
                y, d1, d2 = f(t), mp.diff(f, t, 1), mp.diff(f, t, 2)
                ins.append([float(n), float(m), th, ph])
                outs.append([float(mp.re(y)), float(mp.im(y)), float(mp.re(d1)), float(mp.im(d1)),
                             float(mp.re(d2)), float(mp.im(d2))])
    a["sph_diff_in"] = np.array(ins, dtype=np.float64)
    a["sph_diff_ref"] = np.array(outs, dtype=np.float64)
    print(f"mpmath: {len(ins)} points")
    write_npz(OUT / "sph_harm_diff.npz", a)


if __name__ == "__main__":
    main()
