"""Writes the SciPy reference data of gsci-ndimage's Fourier filter tests: fourier_golden.npz
(inputs and outputs, complex values as separate real and imaginary arrays) and
fourier_cases.txt (one case a line, read by tests/fourier.rs).

Pinned versions (refuses others, so the data only changes on purpose):
    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python ndimage/tests/golden/fourier/generate.py

A case line is `name|function|input|n|axis|params` (params comma-separated, one per axis).
"""
import os
import sys

import numpy as np
import scipy
import scipy.ndimage as ndi

NUMPY, SCIPY = "2.4.6", "1.17.1"
if np.__version__ != NUMPY or scipy.__version__ != SCIPY:
    sys.exit(f"need numpy=={NUMPY} and scipy=={SCIPY}, found {np.__version__} and {scipy.__version__}")

rng = np.random.default_rng(20261130)
HERE = os.path.dirname(os.path.abspath(__file__))

SHAPES = {"1e": (8,), "1o": (7,), "2d": (6, 5), "3d": (3, 4, 5), "row": (1, 6), "unit": (4, 1, 3)}
DTYPES = ["u8", "i32", "f32", "f64", "c64", "c128"]
FUNCS = {"gaussian": ndi.fourier_gaussian, "uniform": ndi.fourier_uniform,
         "ellipsoid": ndi.fourier_ellipsoid, "shift": ndi.fourier_shift}

arrays = {}
cases = []


def put(key, a):
    if np.iscomplexobj(a):
        arrays[key + "_re"] = np.ascontiguousarray(a.real)
        arrays[key + "_im"] = np.ascontiguousarray(a.imag)
    else:
        arrays[key] = a


for sname, shape in SHAPES.items():
    for d in DTYPES:
        if d == "u8":
            x = rng.integers(0, 256, size=shape).astype(np.uint8)
        elif d == "i32":
            x = rng.integers(-1000, 1000, size=shape).astype(np.int32)
        elif d in ("f32", "f64"):
            x = (rng.standard_normal(shape) * 10).astype(np.float32 if d == "f32" else np.float64)
        else:
            x = rng.standard_normal(shape) + 1j * rng.standard_normal(shape)
            x = (x * 10).astype(np.complex64 if d == "c64" else np.complex128)
        put(f"in_{sname}_{d}", x)
        for fname, f in FUNCS.items():
            nd = len(shape)
            variants = [(-1, -1), (2 * shape[-1] - 1, -1), (2 * shape[0] - 2, 0)]
            for vi, (n, axis) in enumerate(variants):
                if d not in ("f64", "c128") and vi == 2:
                    continue
                lo, hi = (0.3, 3.0) if fname != "shift" else (-4.0, 4.0)
                params = [float(v) for v in np.round(rng.uniform(lo, hi, nd), 3)]
                if vi == 1 and fname != "shift":
                    params = params[:1]
                res = f(x, params if len(params) > 1 else params[0], n=n, axis=axis)
                name = f"{fname}_{sname}_{d}_{vi}"
                put(f"out_{name}", res)
                cases.append(f"{name}|{fname}|in_{sname}_{d}|{n}|{axis}|{','.join(repr(p) for p in params)}")

# Large sigma (entries below exp(-50) become exactly 0) and zero sizes.
x = arrays["in_2d_f64"]
for fname, p in [("gaussian", [9.0, 0.5]), ("uniform", [0.0, 2.0]), ("ellipsoid", [0.0, 3.0])]:
    name = f"{fname}_edge"
    put(f"out_{name}", FUNCS[fname](x, p))
    cases.append(f"{name}|{fname}|in_2d_f64|-1|-1|{','.join(repr(v) for v in p)}")

np.savez(os.path.join(HERE, "fourier_golden.npz"), **arrays)
with open(os.path.join(HERE, "fourier_cases.txt"), "w") as fh:
    fh.write("\n".join(cases) + "\n")
print(len(cases), "cases,", os.path.getsize(os.path.join(HERE, "fourier_golden.npz")), "bytes")
