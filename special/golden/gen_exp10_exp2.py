"""Golden data for gsci-special's exp10 and exp2: special/golden/data/exp10_exp2.npz.

SciPy 1.17.1 computes both with Cephes (xsf's `exp10.h` / `exp2.h`: 2^n times a Pade form), not
with `pow`: 16 % of `exp10` values and 13 % of `exp2` values differ from `10.0**x` / `np.exp2(x)`
in the last bit. gsci ports the same algorithm; these are SciPy's values, which the CPU must
reproduce bit for bit (tests/convenience.rs).

- `x10`, `exp10` (n,) float64: a dense grid over [-320, 320], every integer and half integer
  there, seeded random points, and the edges (+-MAXL10 = 308.2547155599167, NaN, +-inf, +-0)
- `x2`, `exp2` (n,) float64: the same over [-1100, 1100] (the subnormal range included)

Deterministic: fixed grids and seed, zip entries with fixed timestamps. Rerun from the repository
root with the pinned versions (numpy 2.4.6, scipy 1.17.1):

    /tmp/venv/bin/python special/golden/gen_exp10_exp2.py
"""

import warnings
from pathlib import Path

import numpy as np
import scipy
import scipy.special as sc
from _golden_io import write_npz

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__

OUT = Path(__file__).resolve().parent / "data"
warnings.simplefilter("ignore")
edges = [np.nan, np.inf, -np.inf, 0.0, -0.0, 5e-324, 1e-300, -1e-17]


def points(lim, maxl, seed):
    rng = np.random.default_rng(seed)
    return np.concatenate(
        [
            np.linspace(-lim, lim, 8001),
            np.arange(-lim, lim + 1.0),
            np.arange(-lim, lim) + 0.5,
            rng.uniform(-lim, lim, 4000),
            rng.uniform(-2, 2, 2000),
            [maxl, -maxl, np.nextafter(maxl, np.inf), np.nextafter(-maxl, -np.inf)],
            edges,
        ]
    )


x10 = points(320.0, 308.2547155599167, 10)
x2 = points(1100.0, 1024.0, 2)
write_npz(OUT / "exp10_exp2.npz", {"x10": x10, "exp10": sc.exp10(x10), "x2": x2, "exp2": sc.exp2(x2)})
