"""Writes the SciPy reference data of gsci-ndimage's filter golden tests: filters_golden.npz
(inputs and outputs) and filters_cases.txt (one case a line, read by tests/golden.rs).

Pinned versions (refuses others, so the data only changes on purpose):
    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python ndimage/tests/golden/generate.py

A case line is `name|function|input|mode|cval|key=value;...`; list values are comma-separated.
"""
import os
import sys

import numpy as np
import scipy
import scipy.ndimage as ndi

NUMPY, SCIPY = "2.4.6", "1.17.1"
if np.__version__ != NUMPY or scipy.__version__ != SCIPY:
    sys.exit(f"need numpy=={NUMPY} and scipy=={SCIPY}, found {np.__version__} and {scipy.__version__}")

rng = np.random.default_rng(20261129)
HERE = os.path.dirname(os.path.abspath(__file__))

SHAPES = {"1d": (23,), "2d": (9, 11), "3d": (4, 5, 6), "row": (1, 13), "odd": (2, 1, 7)}
DTYPES = {"u8": np.uint8, "i32": np.int32, "f32": np.float32, "f64": np.float64}
MODES = ["reflect", "constant", "nearest", "mirror", "wrap", "grid-constant", "grid-mirror", "grid-wrap"]

arrays = {}
for sname, shape in SHAPES.items():
    base = rng.standard_normal(shape)
    for dname, dt in DTYPES.items():
        if dname == "u8":
            x = rng.integers(0, 256, size=shape).astype(dt)
        elif dname == "i32":
            x = rng.integers(-1000, 1000, size=shape).astype(dt)
        else:
            x = (base * 10).astype(dt)
        arrays[f"in_{sname}_{dname}"] = x

# Weights: dyadic values so integer outputs do not depend on the order of the sums.
W1_ODD = [1.0, -2.0, 3.5]
W1_EVEN = [0.5, 1.5, -1.0, 2.0]
WND = {1: np.array([0.5, -1.0, 2.25]),
       2: np.array([[1.0, 0.0, -0.5], [2.0, 0.25, 0.0]]),
       3: np.array([[[1.0, -1.0], [0.5, 0.0]], [[0.0, 2.0], [-0.25, 1.0]]])}
FOOT = {1: np.array([1, 0, 1, 1], bool),
        2: np.array([[1, 0, 1], [0, 1, 1], [1, 1, 0]], bool),
        3: np.array([[[1, 0], [1, 1]], [[0, 1], [1, 0]]], bool)}
for nd, w in WND.items():
    arrays[f"weights_{nd}"] = w
for nd, f in FOOT.items():
    arrays[f"footprint_{nd}"] = f

cases = []


def fmt(v):
    if isinstance(v, (list, tuple, np.ndarray)):
        return ",".join(fmt(x) for x in v)
    if isinstance(v, float):
        return repr(v)
    return str(v)


def add(name, func, inp, mode, cval, result, **kw):
    arrays[f"out_{name}"] = result
    params = ";".join(f"{k}={fmt(v)}" for k, v in kw.items())
    cases.append(f"{name}|{func}|{inp}|{mode}|{fmt(float(cval))}|{params}")


def combos():
    """(shape name, dtype name, mode): every mode for f64 on 1-3 d, two modes for the others,
    reflect and constant on the odd shapes."""
    for s in ["1d", "2d", "3d"]:
        for m in MODES:
            yield s, "f64", m
        for d in ["u8", "i32", "f32"]:
            for m in ["reflect", "constant"] if d != "f32" else ["mirror", "wrap", "nearest"]:
                yield s, d, m
    for s in ["row", "odd"]:
        for d in ["u8", "f64"]:
            for m in ["reflect", "constant"]:
                yield s, d, m


for i, (s, d, m) in enumerate(combos()):
    inp = f"in_{s}_{d}"
    x = arrays[inp]
    nd = x.ndim
    cval = [0.0, 2.5, -3.0][i % 3] if m in ("constant", "grid-constant") else 0.0
    axis = [-1, 0][i % 2]
    tag = f"{s}_{d}_{m}_{i}"

    w = W1_ODD if i % 2 == 0 else W1_EVEN
    origin = [0, -1, 1][i % 3] if len(w) > 2 else 0
    add(f"correlate1d_{tag}", "correlate1d", inp, m, cval,
        ndi.correlate1d(x, w, axis=axis, mode=m, cval=cval, origin=origin), weights=w, axis=axis, origin=origin)
    add(f"convolve1d_{tag}", "convolve1d", inp, m, cval,
        ndi.convolve1d(x, w, axis=axis, mode=m, cval=cval, origin=-origin), weights=w, axis=axis, origin=-origin)

    if nd <= 3 and x.shape[0] > 1 or nd == 1:
        wn = WND[nd]
        org = [0, -1][i % 2] if min(wn.shape) > 1 else 0
        add(f"correlate_{tag}", "correlate", inp, m, cval,
            ndi.correlate(x, wn, mode=m, cval=cval, origin=org), weights=f"weights_{nd}", origin=org)
        add(f"convolve_{tag}", "convolve", inp, m, cval,
            ndi.convolve(x, wn, mode=m, cval=cval, origin=org), weights=f"weights_{nd}", origin=org)

    order = i % 4
    add(f"gaussian_filter1d_{tag}", "gaussian_filter1d", inp, m, cval,
        ndi.gaussian_filter1d(x, 1.5, axis=axis, order=order, mode=m, cval=cval), sigma=1.5, axis=axis, order=order)
    sig = [1.0, 0.7, 1.3][:nd]
    orders = [(i + k) % 3 for k in range(nd)]
    add(f"gaussian_filter_{tag}", "gaussian_filter", inp, m, cval,
        ndi.gaussian_filter(x, sig, order=orders, mode=m, cval=cval), sigma=sig, order=orders)

    size = [3, 4][i % 2]
    origin = [0, -1, 1][i % 3] if size == 3 else [0, -2, 1][i % 3]
    add(f"uniform_filter1d_{tag}", "uniform_filter1d", inp, m, cval,
        ndi.uniform_filter1d(x, size, axis=axis, mode=m, cval=cval, origin=origin), size=size, axis=axis, origin=origin)
    sizes = [3, 2, 4][:nd]
    add(f"uniform_filter_{tag}", "uniform_filter", inp, m, cval,
        ndi.uniform_filter(x, sizes, mode=m, cval=cval), size=sizes)
    add(f"minimum_filter1d_{tag}", "minimum_filter1d", inp, m, cval,
        ndi.minimum_filter1d(x, size, axis=axis, mode=m, cval=cval, origin=origin), size=size, axis=axis, origin=origin)
    add(f"maximum_filter1d_{tag}", "maximum_filter1d", inp, m, cval,
        ndi.maximum_filter1d(x, size, axis=axis, mode=m, cval=cval, origin=origin), size=size, axis=axis, origin=origin)
    add(f"minimum_filter_{tag}", "minimum_filter", inp, m, cval,
        ndi.minimum_filter(x, size=sizes, mode=m, cval=cval), size=sizes)
    if x.shape[0] > 1 or nd == 1:
        add(f"maximum_filter_{tag}", "maximum_filter", inp, m, cval,
            ndi.maximum_filter(x, footprint=FOOT[nd], mode=m, cval=cval), footprint=f"footprint_{nd}")
        add(f"rank_filter_{tag}", "rank_filter", inp, m, cval,
            ndi.rank_filter(x, -2, footprint=FOOT[nd], mode=m, cval=cval), footprint=f"footprint_{nd}", rank=-2)
    add(f"median_filter_{tag}", "median_filter", inp, m, cval,
        ndi.median_filter(x, size=3, mode=m, cval=cval), size=3)
    add(f"percentile_filter_{tag}", "percentile_filter", inp, m, cval,
        ndi.percentile_filter(x, 30.0, size=[3, 2, 2][:nd], mode=m, cval=cval), size=[3, 2, 2][:nd], percentile=30.0)
    add(f"prewitt_{tag}", "prewitt", inp, m, cval, ndi.prewitt(x, axis=axis, mode=m, cval=cval), axis=axis)
    add(f"sobel_{tag}", "sobel", inp, m, cval, ndi.sobel(x, axis=axis, mode=m, cval=cval), axis=axis)
    add(f"laplace_{tag}", "laplace", inp, m, cval, ndi.laplace(x, mode=m, cval=cval))
    add(f"gaussian_laplace_{tag}", "gaussian_laplace", inp, m, cval,
        ndi.gaussian_laplace(x, 1.2, mode=m, cval=cval), sigma=1.2)
    add(f"gaussian_gradient_magnitude_{tag}", "gaussian_gradient_magnitude", inp, m, cval,
        ndi.gaussian_gradient_magnitude(x, 0.9, mode=m, cval=cval), sigma=0.9)

# cval NaN and infinities (constant mode), axes subsets, truncate/radius, origins per axis.
x = arrays["in_2d_f64"]
for cv in [np.nan, np.inf, -np.inf]:
    t = {np.nan: "nan", np.inf: "inf", -np.inf: "minf"}[cv]
    add(f"correlate1d_cval_{t}", "correlate1d", "in_2d_f64", "constant", cv,
        ndi.correlate1d(x, W1_ODD, mode="constant", cval=cv), weights=W1_ODD, axis=-1, origin=0)
    add(f"gaussian_filter_cval_{t}", "gaussian_filter", "in_2d_f64", "constant", cv,
        ndi.gaussian_filter(x, 1.0, mode="constant", cval=cv), sigma=[1.0], order=[0])
    add(f"uniform_filter_cval_{t}", "uniform_filter", "in_2d_f64", "constant", cv,
        ndi.uniform_filter(x, 3, mode="constant", cval=cv), size=[3])
x3 = arrays["in_3d_f32"]
add("gaussian_filter_axes", "gaussian_filter", "in_3d_f32", "reflect", 0.0,
    ndi.gaussian_filter(x3, [0.8, 1.6], axes=[2, 0], truncate=2.0), sigma=[0.8, 1.6], order=[0], axes=[2, 0], truncate=2.0)
add("gaussian_filter_radius", "gaussian_filter", "in_3d_f32", "mirror", 0.0,
    ndi.gaussian_filter(x3, 2.0, mode="mirror", radius=[1, 2, 3]), sigma=[2.0], order=[0], radius=[1, 2, 3])
add("uniform_filter_axes_origin", "uniform_filter", "in_3d_f64", "wrap", 0.0,
    ndi.uniform_filter(arrays["in_3d_f64"], [4, 3], mode="wrap", origin=[-2, 1], axes=[1, 2]),
    size=[4, 3], origin=[-2, 1], axes=[1, 2])
add("correlate_axes", "correlate", "in_3d_f64", "nearest", 0.0,
    ndi.correlate(arrays["in_3d_f64"], WND[2], mode="nearest", origin=[0, -1], axes=[0, 2]),
    weights="weights_2", origin=[0, -1], axes=[0, 2])
add("median_filter_axes", "median_filter", "in_3d_i32", "reflect", 0.0,
    ndi.median_filter(arrays["in_3d_i32"], size=[3, 2], axes=[0, -1]), size=[3, 2], axes=[0, -1])
add("laplace_axes", "laplace", "in_3d_f64", "reflect", 0.0,
    ndi.laplace(arrays["in_3d_f64"], axes=[1]), axes=[1])
add("gaussian_filter1d_radius", "gaussian_filter1d", "in_1d_f64", "reflect", 0.0,
    ndi.gaussian_filter1d(arrays["in_1d_f64"], 3.0, radius=5, order=3), sigma=3.0, axis=-1, order=3, radius=5)

# Complex inputs (filtered as real and imaginary parts with real weights; cval applies to the
# real part).
z = (rng.standard_normal((9, 11)) + 1j * rng.standard_normal((9, 11))) * 5
arrays["in_2d_c128"] = z
arrays["in_1d_c64"] = (rng.standard_normal(23) + 1j * rng.standard_normal(23)).astype(np.complex64)
for m in ["reflect", "constant", "wrap"]:
    cv = 1.5 if m == "constant" else 0.0
    add(f"correlate1d_c128_{m}", "correlate1d", "in_2d_c128", m, cv,
        ndi.correlate1d(z, W1_EVEN, axis=0, mode=m, cval=cv, origin=-1), weights=W1_EVEN, axis=0, origin=-1)
    add(f"convolve_c128_{m}", "convolve", "in_2d_c128", m, cv,
        ndi.convolve(z, WND[2], mode=m, cval=cv), weights="weights_2", origin=0)
    add(f"gaussian_filter_c128_{m}", "gaussian_filter", "in_2d_c128", m, cv,
        ndi.gaussian_filter(z, [1.2, 0.8], order=[1, 0], mode=m, cval=cv), sigma=[1.2, 0.8], order=[1, 0])
    add(f"uniform_filter1d_c64_{m}", "uniform_filter1d", "in_1d_c64", m, cv,
        ndi.uniform_filter1d(arrays["in_1d_c64"], 4, mode=m, cval=cv), size=4, axis=-1, origin=0)
    add(f"gaussian_filter1d_c64_{m}", "gaussian_filter1d", "in_1d_c64", m, cv,
        ndi.gaussian_filter1d(arrays["in_1d_c64"], 2.0, mode=m, cval=cv), sigma=2.0, axis=-1, order=0)

np.savez(os.path.join(HERE, "filters_golden.npz"), **arrays)
with open(os.path.join(HERE, "filters_cases.txt"), "w") as f:
    f.write("\n".join(cases) + "\n")
print(f"{len(cases)} cases, {os.path.getsize(os.path.join(HERE, 'filters_golden.npz'))} bytes")
