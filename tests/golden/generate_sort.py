#!/usr/bin/env python3
"""Writes the golden data of gsci's scans, sorting, searching, counting and quantiles
(tests/golden/data/sort/sort.npz), read by tests/tests/sort_golden.rs.

Run with the pinned versions, from the repository root:

    /tmp/venv/bin/python tests/golden/generate_sort.py

Deterministic (fixed seeds, fixed zip timestamps). For each NumPy dtype <dt> (bool, int8..uint64,
float16, float32, float64, complex64, complex128) the file holds `x_<dt>`, a (5, 37) input with
many repeated values (and NaN, +-inf, -0.0 for floats; NaN parts for complex), and:

  sort0_/sort1_/sortN_<dt>        np.sort along axis 0, -1 and None
  argsort1_/argsortN_<dt>         np.argsort(stable=True) along -1 and None
  cumsum1_/cumprod0_/cumsumN_<dt> np.cumsum(axis=1), np.cumprod(axis=0), np.cumsum(axis=None)
  diff2_<dt>                      np.diff(n=2, axis=1)
  uvals_/uidx_/uinv_/ucnt_<dt>    np.unique with return_index/inverse/counts (equal_nan=True)
  ssl_/ssr_<dt>                   np.searchsorted(sort(x.ravel()), x[0], side=left/right)
and for real non-bool dtypes:
  q_<method>_<dt>                 np.quantile(x, Q, axis=1, method=...) for Q below
  median0_<dt>                    np.median(x, axis=0)
  hist_<dt>, edges_<dt>           np.histogram(x, 7, range=(-3, 5)) (data range for integers)
  dig_/digr_<dt>                  np.digitize(x, BINS, right=False/True)
and for integer dtypes: bincount_<dt> = np.bincount(abs(x.ravel()) % 50 as int64).

float16 arrays are stored as uint16 bit patterns (ndarray-npy has no float16).
"""

import io
import sys
import zipfile
import zlib
from pathlib import Path

import numpy as np
import scipy

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"
if np.__version__ != NUMPY_VERSION or scipy.__version__ != SCIPY_VERSION:
    sys.exit(f"generate_sort.py needs numpy=={NUMPY_VERSION} and scipy=={SCIPY_VERSION}")

OUT = Path(__file__).resolve().parent / "data" / "sort" / "sort.npz"
DTYPES = ["bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
          "float16", "float32", "float64", "complex64", "complex128"]
Q = [0.0, 0.1, 0.5, 0.77, 1.0]
METHODS = ["linear", "lower", "higher", "nearest", "midpoint"]
BINS = [-2.0, -0.5, 0.0, 1.0, 3.5]
SHAPE = (5, 37)


def stored(a):
    a = np.asarray(a)
    return a.view(np.uint16) if a.dtype == np.float16 else a


def write_npz(path, arrays):
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(stored(arrays[key])), allow_pickle=False)
            z.writestr(zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0)), buf.getvalue())


def make_input(dt):
    rng = np.random.default_rng(zlib.crc32(dt.encode()))
    n = SHAPE[0] * SHAPE[1]
    d = np.dtype(dt)
    if dt == "bool":
        return rng.integers(0, 2, n).astype(bool).reshape(SHAPE)
    if d.kind in "iu":
        info = np.iinfo(d)
        lo = -20 if d.kind == "i" else 0
        v = rng.integers(lo, 20, n).astype(d)
        v[:3] = [info.min, info.max, info.max]
        rng.shuffle(v)
        return v.reshape(SHAPE)
    pool = np.array([-np.inf, -2.5, -1.0, -0.0, 0.0, 0.5, 1.0, 1e-3, 3.0, np.inf, np.nan])
    real = np.where(rng.random(n) < 0.5, rng.choice(pool, n), np.round(rng.standard_normal(n) * 2, 2))
    if d.kind == "c":
        imag = np.where(rng.random(n) < 0.6, rng.choice([0.0, 1.0, -1.0, np.nan], n),
                        np.round(rng.standard_normal(n), 2))
        return (real + 1j * imag).astype(d).reshape(SHAPE)
    return real.astype(d).reshape(SHAPE)


def main():
    out = {}
    for dt in DTYPES:
        x = make_input(dt)
        d = x.dtype
        out[f"x_{dt}"] = x
        out[f"sort0_{dt}"] = np.sort(x, axis=0)
        out[f"sort1_{dt}"] = np.sort(x, axis=-1)
        out[f"sortN_{dt}"] = np.sort(x, axis=None)
        out[f"argsort1_{dt}"] = np.argsort(x, axis=-1, stable=True)
        out[f"argsortN_{dt}"] = np.argsort(x, axis=None, stable=True)
        with np.errstate(all="ignore"):
            out[f"cumsum1_{dt}"] = np.cumsum(x, axis=1)
            out[f"cumprod0_{dt}"] = np.cumprod(x, axis=0)
            out[f"cumsumN_{dt}"] = np.cumsum(x, axis=None)
            out[f"diff2_{dt}"] = np.diff(x, n=2, axis=1)
        u, ui, uv, uc = np.unique(x, return_index=True, return_inverse=True, return_counts=True)
        out[f"uvals_{dt}"], out[f"uidx_{dt}"], out[f"uinv_{dt}"], out[f"ucnt_{dt}"] = u, ui, uv, uc
        a = np.sort(x.ravel())
        out[f"ssl_{dt}"] = np.searchsorted(a, x[0], side="left")
        out[f"ssr_{dt}"] = np.searchsorted(a, x[0], side="right")
        if d.kind in "iuf" and dt != "bool":
            with np.errstate(all="ignore"):
                for m in METHODS:
                    out[f"q_{m}_{dt}"] = np.quantile(x, Q, axis=1, method=m)
                out[f"median0_{dt}"] = np.median(x, axis=0)
            rng = None if d.kind in "iu" else (-3.0, 5.0)
            h, e = np.histogram(x, 7, range=rng)
            out[f"hist_{dt}"], out[f"edges_{dt}"] = h, e.astype(np.float64)
            out[f"dig_{dt}"] = np.digitize(x, BINS, right=False)
            out[f"digr_{dt}"] = np.digitize(x, BINS, right=True)
        if d.kind in "iu":
            out[f"bincount_{dt}"] = np.bincount(np.abs(x.ravel().astype(np.int64)) % 50)
    write_npz(OUT, out)
    print(f"wrote {OUT} ({OUT.stat().st_size} bytes, {len(out)} arrays)")


if __name__ == "__main__":
    main()
