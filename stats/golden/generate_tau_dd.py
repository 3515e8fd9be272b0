#!/usr/bin/env python3
"""Writes golden data of `weightedtau` and `binned_statistic_dd` (stats/golden/data/tau_dd.npz).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1 mpmath==1.3.0
    /tmp/venv/bin/python stats/golden/generate_tau_dd.py

Deterministic (seeded inputs, fixed zip timestamps): a rerun with the same versions writes
identical bytes. Keys:

- `wt_<case>_x`, `wt_<case>_y` (float64, NaN allowed), `wt_<case>_rank` (integers as float64)
  and `wt_<case>_<variant>`: the statistic (1 element) of `weightedtau` with
  `default` (rank=True), `lex` (rank=None), `index` (rank=False), `given` (rank=the array),
  `mult` (additive=False), `w2` (weigher 1/(r+1)^2), `w2mult` (that, multiplicative),
  `one` (weigher 1: Kendall's tau), `zero` (weigher 0: NaN clamped to -1 by SciPy),
  `w2lexmult` (1/(r+1)^2, rank=None, additive=False), `indexmult`, `givenmult`;
  `wt_<case>_f32` is the default on the data as float32;
- `dd<k>_sample`, `dd<k>_values`, `dd<k>_<statistic>` (mean, std, median, count, sum, min, max),
  `dd<k>_edges<i>`, `dd<k>_binnumber` and `dd<k>_binnumber_expanded` (each case's bins and
  range are in CASES below and in tests/tau_dd.rs).
"""

import io
import sys
import warnings
import zipfile
from pathlib import Path

import numpy as np
import scipy
from scipy import stats

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"
if (np.__version__, scipy.__version__) != (NUMPY_VERSION, SCIPY_VERSION):
    sys.exit(f"needs numpy=={NUMPY_VERSION}, scipy=={SCIPY_VERSION}, "
             f"found {np.__version__} / {scipy.__version__}")

warnings.simplefilter("ignore")
DATA = Path(__file__).resolve().parent / "data"


def write_npz(path, arrays):
    """np.savez without wall-clock timestamps, uncompressed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.save(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def f64(v):
    return np.asarray(v, dtype=np.float64)


def w2(r):
    return 1.0 / (r + 1) ** 2


def tau_cases(rng):
    nan = np.nan
    c = {}
    c["doc"] = ([12, 2, 1, 12, 2], [1, 4, 7, 1, 0])
    c["docnan"] = ([12, 2, 1, 12, 2], [1, 4, 7, 1, nan])
    c["n1"] = ([3.0], [4.0])
    c["n2"] = ([1.0, 2.0], [5.0, 3.0])
    c["n2tie"] = ([1.0, 1.0], [5.0, 3.0])
    c["ytie"] = ([1.0, 2.0, 3.0, 4.0], [2.0, 2.0, 2.0, 2.0])
    c["rand50"] = (rng.standard_normal(50), rng.standard_normal(50))
    x = rng.integers(0, 10, 200).astype(float)
    c["ties200"] = (x, x + rng.integers(-3, 4, 200))
    x = rng.standard_normal(30)
    y = x + rng.standard_normal(30)
    x[[2, 7, 19]] = nan
    y[[7, 11]] = nan
    c["nan30"] = (x, y)
    c["allnan"] = ([nan] * 5, [1.0, 3.0, 2.0, 5.0, 4.0])
    c["signed0"] = ([0.0, -0.0, 1.0, -1.0, 0.0, 2.0], [3.0, 1.0, 2.0, 2.0, -0.0, 0.0])
    c["inf"] = ([np.inf, -np.inf, 1.0, 2.0, np.inf, 0.0], [1.0, 2.0, 3.0, 0.0, 5.0, 4.0])
    x = rng.standard_normal(1500)
    c["big"] = (x, 0.5 * x + rng.standard_normal(1500))
    x = rng.integers(0, 40, 1000).astype(float)
    c["bigties"] = (x, rng.integers(0, 40, 1000).astype(float) - 0.3 * x)
    return c


def taus(o, rng):
    for name, (x, y) in tau_cases(rng).items():
        x, y = f64(x), f64(y)
        rank = rng.integers(-5, max(len(x) // 2, 2), len(x))
        k = f"wt_{name}"
        o[k + "_x"], o[k + "_y"], o[k + "_rank"] = x, y, f64(rank)
        variants = {
            "default": {},
            "lex": {"rank": None},
            "index": {"rank": False},
            "given": {"rank": rank},
            "mult": {"additive": False},
            "w2": {"weigher": w2},
            "w2mult": {"weigher": w2, "additive": False},
            "one": {"weigher": lambda r: 1.0},
            "zero": {"weigher": lambda r: 0.0},
            "w2lexmult": {"weigher": w2, "rank": None, "additive": False},
            "indexmult": {"rank": False, "additive": False},
            "givenmult": {"rank": rank, "additive": False},
        }
        for v, kw in variants.items():
            o[f"{k}_{v}"] = f64([stats.weightedtau(x, y, **kw).statistic])
        o[f"{k}_f32"] = f64([stats.weightedtau(x.astype(np.float32),
                                                y.astype(np.float32)).statistic])


STATS = ["mean", "std", "median", "count", "sum", "min", "max"]


def dd_cases(rng):
    """(sample, values, bins, range) of each case; the same bins and ranges are in
    tests/tau_dd.rs."""
    c = {}
    # 1-D, integer data on the edges (the rightmost edge included), ties in the values
    s = rng.integers(0, 13, 60).astype(float)
    c[1] = (s, np.round(rng.standard_normal(60), 1), 6, None)
    # 2-D, a count with a range (outliers on both sides) and explicit edges
    s = np.column_stack([rng.uniform(-1.5, 4.5, 80), np.round(rng.standard_normal(80), 1)])
    c[2] = (s, rng.standard_normal(80),
            [5, np.array([-2.0, -0.5, 0.0, 0.25, 1.0, 2.5])], [(0.0, 3.0), (-9.0, 9.0)])
    # 3-D, one count for all dimensions
    s = rng.integers(0, 5, (120, 3)).astype(float) + 0.5 * rng.integers(0, 2, (120, 3))
    c[3] = (s, rng.standard_normal(120), 3, None)
    # 2-D, NaN values (median/min/max as SciPy's sort puts NaN last), NaN sample with a range
    s = np.column_stack([rng.integers(0, 4, 50).astype(float), rng.uniform(0, 1, 50)])
    v = np.round(rng.standard_normal(50), 1)
    v[[0, 5, 9, 13]] = np.nan
    s[3, 0] = np.nan
    c[4] = (s, v, [4, 2], [(0.0, 4.0), (0.0, 1.0)])
    # 2-D, two sets of values, per-dimension counts without a range
    s = rng.standard_normal((40, 2))
    c[5] = (s, rng.standard_normal((2, 40)), [3, 4], None)
    # 3-D, an explicit range and mixed bins
    s = rng.uniform(-1, 1, (90, 3))
    c[6] = (s, rng.standard_normal(90),
            [2, np.array([-1.0, -0.2, 0.3, 1.0]), 3], [(-0.5, 0.5), (0.0, 1.0), (-1.0, 1.0)])
    # 1-D, a constant sample (the range widened by 0.5 on both sides)
    c[7] = (np.full(7, 2.0), rng.standard_normal(7), 4, None)
    return c


def dds(o):
    rng = np.random.default_rng(20260706)
    for k, (s, v, bins, rng_) in dd_cases(rng).items():
        key = f"dd{k}"
        o[key + "_sample"], o[key + "_values"] = f64(s), f64(v)
        for st in STATS:
            r = stats.binned_statistic_dd(s, v, statistic=st, bins=bins, range=rng_)
            o[f"{key}_{st}"] = f64(r.statistic)
        for i, e in enumerate(r.bin_edges):
            o[f"{key}_edges{i}"] = f64(e)
        o[key + "_binnumber"] = f64(r.binnumber)
        r = stats.binned_statistic_dd(s, v, bins=bins, range=rng_, expand_binnumbers=True)
        o[key + "_binnumber_expanded"] = f64(r.binnumber)
    # float32 sample: the edges keep float32 precision
    s = (rng.standard_normal((64, 2)) * 3).astype(np.float32)
    v = rng.standard_normal(64).astype(np.float32)
    r = stats.binned_statistic_dd(s, v, statistic="mean", bins=7)
    o["dd32_sample"], o["dd32_values"], o["dd32_mean"] = f64(s), f64(v), f64(r.statistic)
    o["dd32_edges0"], o["dd32_edges1"] = f64(r.bin_edges[0]), f64(r.bin_edges[1])
    o["dd32_binnumber"] = f64(r.binnumber)
    # an empty sample with a range
    r = stats.binned_statistic_dd(np.zeros((0, 2)), np.zeros(0), statistic="median",
                                  bins=[2, 3], range=[(0, 1), (0, 1)])
    o["ddempty_median"], o["ddempty_binnumber"] = f64(r.statistic), f64(r.binnumber)


def main():
    o = {}
    taus(o, np.random.default_rng(20260705))
    dds(o)
    write_npz(DATA / "tau_dd.npz", o)


if __name__ == "__main__":
    main()
