"""Golden data for gsci-special's integrals of the order-0 Struve functions: itstruve0,
it2struve0, itmodstruve0 -> special/golden/data/struve_int.npz.

- `NAME_sp_in` (k, 1) float64: x over negative and positive values, both sides of the
  algorithms' switch points (30 for itstruve0, 24.5 for it2struve0, 20 for itmodstruve0), tiny,
  huge (overflow of itmodstruve0), +-0, +-inf, NaN
- `NAME_sp_scipy` (k, 1): SciPy 1.17.1's value
- `NAME_in` (j, 1), `NAME_ref` (j, 1): x in (0, 60] with mpmath's value (30 digits: quad of
  struveh / struvel), to measure the algorithms' own error (Zhang and Jin's asymptotic
  expansions beyond the switch points carry 6-7 digits)

Deterministic. Rerun from the repository root with the pinned versions (numpy 2.4.6,
scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/gen_struve_int.py
"""

from pathlib import Path

import mpmath as mp
import numpy as np
import scipy
import scipy.special as sc
from _golden_io import write_npz

assert scipy.__version__ == "1.17.1" and np.__version__ == "2.4.6" and mp.__version__ == "1.3.0"
mp.mp.dps = 30
OUT = Path(__file__).resolve().parent / "data"


def refs(name, x):
    x = mp.mpf(x)
    if name == "itstruve0":
        return mp.quad(lambda t: mp.struveh(0, t), mp.linspace(0, x, 8))
    if name == "itmodstruve0":
        return mp.quad(lambda t: mp.struvel(0, t), mp.linspace(0, x, 8))
    # int_x^inf H0(t)/t dt = pi/2 - int_0^x H0(t)/t dt (the integral over (0, inf) is pi/2).
    return mp.pi / 2 - mp.quad(lambda t: mp.struveh(0, t) / t, mp.linspace(0, x, 8))


def main():
    a = {}
    xs = sorted(set([0.0, -0.0, 1e-300, 1e-20, 1e-8, 0.1, 0.5, 1.0, 2.5, 7.0, 15.0, 19.9, 20.0,
                     20.1, 24.4, 24.5, 24.6, 29.9, 30.0, 30.1, 45.0, 100.0, 700.0, 709.0, 720.0,
                     1e4, 1e10, 1e200, np.inf]))
    xs = xs + [-v for v in xs if v != 0.0] + [np.nan]
    for name, f in [("itstruve0", sc.itstruve0), ("it2struve0", sc.it2struve0),
                    ("itmodstruve0", sc.itmodstruve0)]:
        a[f"{name}_sp_in"] = np.array([[v] for v in xs], dtype=np.float64)
        a[f"{name}_sp_scipy"] = np.array([[float(f(v))] for v in xs], dtype=np.float64)
        grid = [0.01, 0.3, 1.0, 2.0, 5.0, 9.5, 14.0, 19.5, 22.0, 26.0, 33.0, 41.0, 60.0]
        a[f"{name}_in"] = np.array([[v] for v in grid], dtype=np.float64)
        a[f"{name}_ref"] = np.array([[float(refs(name, v))] for v in grid], dtype=np.float64)
        print(name, len(xs), len(grid))
    write_npz(OUT / "struve_int.npz", a)


if __name__ == "__main__":
    main()
