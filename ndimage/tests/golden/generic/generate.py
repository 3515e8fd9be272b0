"""Writes the SciPy reference data of gsci-ndimage's generic_filter / generic_filter1d tests:
generic_golden.npz and generic_cases.txt (one case a line, read by tests/generic.rs).

Pinned versions (refuses others, so the data only changes on purpose):
    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python ndimage/tests/golden/generic/generate.py

A case line is `name|function|input|mode|cval|key=value;...`. Functions (the tests have the
same ones as Rust closures and CUDA bodies):
    wsum:  sum((i + 1) * x[i]) / n          (depends on the order of the window's values)
    range: max(x) - min(x)
    diff1d (1-d): out[i] = in[i + size - 1] - 0.5 * in[i]
    run1d  (1-d): out[i] = in[i] + in[i + 1] + ... + in[i + size - 1], summed left to right
"""
import os
import sys

import numpy as np
import scipy
import scipy.ndimage as ndi

NUMPY, SCIPY = "2.4.6", "1.17.1"
if np.__version__ != NUMPY or scipy.__version__ != SCIPY:
    sys.exit(f"need numpy=={NUMPY} and scipy=={SCIPY}, found {np.__version__} and {scipy.__version__}")

rng = np.random.default_rng(20261131)
HERE = os.path.dirname(os.path.abspath(__file__))
SHAPES = {"1d": (13,), "2d": (7, 9), "3d": (3, 4, 5)}
MODES = ["reflect", "constant", "nearest", "mirror", "wrap", "grid-constant", "grid-mirror", "grid-wrap"]


def wsum(x):
    s = 0.0
    for i, v in enumerate(x):
        s += (i + 1) * v
    return s / len(x)


def vrange(x):
    return x.max() - x.min()


def diff1d(a, b):
    size = len(a) - len(b) + 1
    for i in range(len(b)):
        b[i] = a[i + size - 1] - 0.5 * a[i]


def run1d(a, b):
    size = len(a) - len(b) + 1
    for i in range(len(b)):
        s = 0.0
        for k in range(size):
            s += a[i + k]
        b[i] = s


arrays = {}
cases = []
for sname, shape in SHAPES.items():
    for d, dt in [("u8", np.uint8), ("i32", np.int32), ("f32", np.float32), ("f64", np.float64)]:
        if d == "u8":
            x = rng.integers(0, 256, size=shape).astype(dt)
        elif d == "i32":
            x = rng.integers(-1000, 1000, size=shape).astype(dt)
        else:
            x = (rng.standard_normal(shape) * 10).astype(dt)
        arrays[f"in_{sname}_{d}"] = x

FOOT = {1: np.array([1, 0, 1, 1], bool),
        2: np.array([[1, 0, 1], [0, 1, 1], [1, 1, 0]], bool),
        3: np.array([[[1, 0], [1, 1]], [[0, 1], [1, 0]]], bool)}
for nd, f in FOOT.items():
    arrays[f"footprint_{nd}"] = f


def add(name, func, inp, mode, cval, result, **kw):
    arrays[f"out_{name}"] = result
    params = ";".join(f"{k}={','.join(map(str, v)) if isinstance(v, (list, tuple)) else v}" for k, v in kw.items())
    cases.append(f"{name}|{func}|{inp}|{mode}|{cval!r}|{params}")


k = 0
for sname, shape in SHAPES.items():
    nd = len(shape)
    for d in ["u8", "i32", "f32", "f64"]:
        modes = MODES if d == "f64" else ["reflect", "constant"]
        for mode in modes:
            x = arrays[f"in_{sname}_{d}"]
            cval = -1.5 if mode in ("constant", "grid-constant") else 0.0
            size = [3, 2, 4][:nd]
            add(f"g{k}", "wsum", f"in_{sname}_{d}", mode, cval,
                ndi.generic_filter(x, wsum, size=size, mode=mode, cval=cval), size=size)
            k += 1
            add(f"g{k}", "range", f"in_{sname}_{d}", mode, cval,
                ndi.generic_filter(x, vrange, footprint=FOOT[nd], mode=mode, cval=cval,
                                   origin=-1 if nd == 1 else 0),
                footprint=nd, origin=-1 if nd == 1 else 0)
            k += 1
            for fname, fn, fs, org in [("diff1d", diff1d, 3, 0), ("run1d", run1d, 4, -1)]:
                for axis in range(nd):
                    if d != "f64" and axis != nd - 1:
                        continue
                    add(f"g{k}", fname, f"in_{sname}_{d}", mode, cval,
                        ndi.generic_filter1d(x, fn, fs, axis=axis, mode=mode, cval=cval, origin=org),
                        size=fs, axis=axis, origin=org)
                    k += 1
    # axes and cval nan
    x = arrays[f"in_{sname}_f64"]
    add(f"g{k}", "wsum", f"in_{sname}_f64", "constant", float("nan"),
        ndi.generic_filter(x, wsum, size=2, mode="constant", cval=float("nan")), size=[2])
    k += 1
    if nd > 1:
        add(f"g{k}", "wsum", f"in_{sname}_f64", "wrap", 0.0,
            ndi.generic_filter(x, wsum, size=3, mode="wrap", axes=(0,)), size=[3], axes=[0])
        k += 1

np.savez(os.path.join(HERE, "generic_golden.npz"), **arrays)
with open(os.path.join(HERE, "generic_cases.txt"), "w") as fh:
    fh.write("\n".join(cases) + "\n")
print(len(cases), "cases,", os.path.getsize(os.path.join(HERE, "generic_golden.npz")), "bytes")
