"""Golden data for gsci-special's gammaincinv and gammainccinv: special/golden/data/igami.npz.

SciPy 1.17.1 computes both with xsf's Cephes `igami.h` (DiDonato & Morris' starting point, then
three Halley steps on xsf's `igam`/`igamc`); gsci ports that algorithm, so these are SciPy's own
values, which the CPU must reproduce to within 2 ULP (tests/igami.rs).

- `igami_grid_in` (n, 2) float64: (a, p) on a dense grid: a log-spaced over [1e-3, 1e4] (with
  a < 1, a = 1, the DiDonato & Morris branch points 0.3 and 500, and huge a up to 1e300), p
  log-spaced over [1e-300, 0.5] and 1 - p over [1e-16, 0.5] (both tails), and the edges
  p = 0, 1, 0.9 (the igami/igamci switch), NaN, p outside [0, 1]; a = 0, negative a, a = inf,
  NaN, subnormal and tiny a
- `igami_rand_in` (m, 2) float64: seeded random points (a log-uniform in [1e-3, 1e4], p
  log-uniform in [1e-300, 1] or 1 - p log-uniform in [1e-16, 1])
- `gammaincinv_grid` / `gammainccinv_grid` / `gammaincinv_rand` / `gammainccinv_rand` (n,)
  float64: SciPy 1.17.1's gammaincinv(a, p) and gammainccinv(a, p) at those points

Deterministic: fixed grids and seed, zip entries with fixed timestamps. Rerun from the repository
root with the pinned versions (numpy 2.4.6, scipy 1.17.1):

    /tmp/venv/bin/python special/golden/gen_igami.py
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
nan, inf = float("nan"), float("inf")


def grid():
    a = np.concatenate(
        [
            np.logspace(-3, 4, 71),
            [0.3 - 2**-54, 0.3, 0.3 + 2**-52, 1 - 2**-53, 1.0, 1 + 2**-52, 499.9999, 500.0, 500.0001],
            [0.5, 1.5, 2.0, 2.5, 3.0, 10.0, 19.99, 20.01, 199.9, 200.1],
            [3e4, 1e5, 1e6, 1e8, 1e10, 1e15, 1e20, 1e50, 1e100, 1e300],
            [0.0, 5e-324, 1e-300, 1e-100, 1e-20, 1e-10, 1e-5, -0.0, -1e-300, -1e-5, -0.5, -1.0, -3.5, -40.5, -1e10],
            [inf, -inf, nan],
        ]
    )
    lo = np.logspace(-300, np.log10(0.5), 61)
    hi = 1.0 - np.logspace(-16, np.log10(0.5), 25)
    p = np.concatenate(
        [
            lo,
            hi,
            [0.0, 5e-324, 1e-310, 0.9 - 2**-53, 0.9, 0.9 + 2**-53, 0.1, 0.1 + 2**-56, 1 - 2**-53, 1.0],
            [nan, -0.0, -1e-300, -0.1, 1.0 + 2**-52, 1.1, inf, -inf],
        ]
    )
    aa, pp = np.meshgrid(a, p, indexing="ij")
    return np.stack([aa.ravel(), pp.ravel()], axis=1)


def random_points(n):
    rng = np.random.default_rng(20261202)
    a = 10.0 ** rng.uniform(-3, 4, n)
    lower = 10.0 ** rng.uniform(-300, 0, n)
    upper = 1.0 - 10.0 ** rng.uniform(-16, 0, n)
    p = np.where(rng.uniform(size=n) < 0.5, lower, upper)
    return np.stack([a, p], axis=1)


def main():
    arrays = {}
    for key, pts in [("grid", grid()), ("rand", random_points(4000))]:
        arrays[f"igami_{key}_in"] = pts
        arrays[f"gammaincinv_{key}"] = sc.gammaincinv(pts[:, 0], pts[:, 1])
        arrays[f"gammainccinv_{key}"] = sc.gammainccinv(pts[:, 0], pts[:, 1])
    path = OUT / "igami.npz"
    write_npz(path, arrays)
    print(f"wrote {path}: {len(arrays['igami_grid_in'])} grid points, {len(arrays['igami_rand_in'])} random points")


if __name__ == "__main__":
    main()
