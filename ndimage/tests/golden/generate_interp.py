"""Writes the SciPy reference data of gsci-ndimage's interpolation golden tests:
interp_golden.npz (inputs, coordinates, matrices, outputs) and interp_cases.txt (one case a line,
read by tests/interp_golden.rs).

Pinned versions (refuses others, so the data only changes on purpose):
    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python ndimage/tests/golden/generate_interp.py

A case line is `name|function|input|mode|cval|order|key=value;...`; list values are
comma-separated. The output is `out_<name>` in the npz.
"""
import os
import sys
import warnings

import numpy as np
import scipy
import scipy.ndimage as ndi

NUMPY, SCIPY = "2.4.6", "1.17.1"
if np.__version__ != NUMPY or scipy.__version__ != SCIPY:
    sys.exit(f"need numpy=={NUMPY} and scipy=={SCIPY}, found {np.__version__} and {scipy.__version__}")
warnings.simplefilter("ignore")

rng = np.random.default_rng(20261129)
HERE = os.path.dirname(os.path.abspath(__file__))

SHAPES = {"1d": (17,), "2d": (9, 11), "3d": (4, 5, 6), "row": (1, 13), "one": (1,)}
MODES = ["reflect", "constant", "nearest", "mirror", "wrap", "grid-constant", "grid-mirror", "grid-wrap"]

data = {}
for sname, shape in SHAPES.items():
    base = rng.standard_normal(shape)
    data[f"in_{sname}_f64"] = base * 10
    data[f"in_{sname}_f32"] = (base * 10).astype(np.float32)
    data[f"in_{sname}_u8"] = rng.integers(0, 256, size=shape).astype(np.uint8)
    data[f"in_{sname}_i32"] = rng.integers(-1000, 1000, size=shape).astype(np.int32)
    data[f"in_{sname}_c128"] = base * 10 + 1j * rng.standard_normal(shape) * 5

cases = []


def add(name, func, inp, mode, cval, order, result, **params):
    assert name not in {c[0] for c in cases}, name
    data[f"out_{name}"] = np.asarray(result)
    p = ";".join(f"{k}={v}" for k, v in params.items())
    cases.append((name, func, inp, mode, repr(float(cval)), str(order), p))


def lst(v):
    return ",".join(repr(float(x)) if isinstance(x, float) else str(x) for x in v)


# ---- spline_filter1d / spline_filter
for order in range(0, 6):
    for mode in MODES:
        for sname in ["1d", "2d"]:
            if sname == "1d" and order in (0, 1):
                continue
            axis = 0 if (order + len(mode)) % 2 else -1
            x = data[f"in_{sname}_f64"]
            add(f"sf1d_{order}_{mode}_{sname}", "spline_filter1d", f"in_{sname}_f64", mode, 0, order,
                ndi.spline_filter1d(x, order, axis=axis, mode=mode), axis=axis, out="f64")
for order in range(2, 6):
    for mode in MODES:
        sname = "3d" if order % 2 else "2d"
        add(f"sf_{order}_{mode}_{sname}", "spline_filter", f"in_{sname}_f64", mode, 0, order,
            ndi.spline_filter(data[f"in_{sname}_f64"], order, mode=mode), out="f64")
for dt, out in [("u8", np.float64), ("f32", np.float32), ("i32", np.float32), ("f64", np.float32), ("c128", np.complex128)]:
    add(f"sf_dtype_{dt}_{np.dtype(out).name}", "spline_filter", f"in_2d_{dt}", "mirror", 0, 3,
        ndi.spline_filter(data[f"in_2d_{dt}"], 3, output=out), out=np.dtype(out).name)
add("sf1d_row", "spline_filter1d", "in_row_f64", "reflect", 0, 4,
    ndi.spline_filter1d(data["in_row_f64"], 4, axis=0, mode="reflect"), axis=0, out="f64")

DT = {"u8": "uint8", "i32": "int32", "f32": "float32", "f64": "float64", "c128": "complex128"}

# ---- map_coordinates: every order x every mode on 2-D, samples on 1-D / 3-D / dtypes
for sname in ["1d", "2d", "3d", "one"]:
    shape = SHAPES[sname]
    npts = (7, 5) if sname == "2d" else (11,)
    c = np.stack([rng.uniform(-3.5, n + 2.5, size=npts) for n in shape])
    # some exact integer and half-integer coordinates
    c.reshape(len(shape), -1)[:, :3] = np.array([[0.0, 0.5, n - 1.0] for n in shape])
    data[f"coords_{sname}"] = c
for order in range(6):
    for mode in MODES:
        for sname in ["2d", "1d", "3d", "one"]:
            if sname == "1d" and order % 2 == 1:
                continue
            if sname == "3d" and (order not in (1, 3) or mode not in ("reflect", "constant", "grid-wrap", "nearest")):
                continue
            if sname == "one" and order != 3:
                continue
            dt = ["f64", "f32", "u8", "i32"][(order + len(mode)) % 4] if sname == "2d" else "f64"
            x = data[f"in_{sname}_{dt}"]
            cval = 1.5 if mode in ("constant", "grid-constant") else 0.0
            add(f"mc_{order}_{mode}_{sname}_{dt}", "map_coordinates", f"in_{sname}_{dt}", mode, cval, order,
                ndi.map_coordinates(x, data[f"coords_{sname}"], order=order, mode=mode, cval=cval),
                coords=f"coords_{sname}", out=DT[dt])
for order in (2, 3, 5):
    add(f"mc_noprefilter_{order}", "map_coordinates", "in_2d_f64", "mirror", 0, order,
        ndi.map_coordinates(data["in_2d_f64"], data["coords_2d"], order=order, mode="mirror", prefilter=False),
        coords="coords_2d", prefilter="false", out="float64")
for cval in (np.nan, np.inf, -np.inf):
    add(f"mc_cval_{cval}", "map_coordinates", "in_2d_f64", "constant", cval, 1,
        ndi.map_coordinates(data["in_2d_f64"], data["coords_2d"], order=1, mode="constant", cval=cval),
        coords="coords_2d", out="float64")
add("mc_complex", "map_coordinates", "in_2d_c128", "grid-wrap", 0, 3,
    ndi.map_coordinates(data["in_2d_c128"], data["coords_2d"], order=3, mode="grid-wrap"),
    coords="coords_2d", out="complex128")
data["in_2d_f64b"] = data["in_2d_f64"] * 10 + 100
data["in_2d_f64c"] = data["in_2d_f64"] * 1000
add("mc_f64_to_u8", "map_coordinates", "in_2d_f64b", "nearest", 0, 3,
    ndi.map_coordinates(data["in_2d_f64b"], data["coords_2d"], output=np.uint8, order=3, mode="nearest"),
    coords="coords_2d", out="uint8")
add("mc_f64_to_i32", "map_coordinates", "in_2d_f64c", "reflect", 0, 2,
    ndi.map_coordinates(data["in_2d_f64c"], data["coords_2d"], output=np.int32, order=2, mode="reflect"),
    coords="coords_2d", out="int32")

# ---- affine_transform
mats = {
    "rot": np.array([[0.9, -0.3], [0.35, 1.1]]),
    "homog": np.array([[1.1, 0.2, -1.5], [-0.25, 0.9, 2.0], [0.0, 0.0, 1.0]]),
    "nd1": np.array([[0.8, 0.1, 0.7], [0.05, 1.3, -0.4]]),
    "diag": np.array([0.7, 1.6]),
    "wide": np.array([[0.5, 0.7, -0.3]]),
}
for k, m in mats.items():
    data[f"mat_{k}"] = m
for order in range(6):
    for mode in MODES:
        mk = list(mats)[(order * 3 + len(mode)) % 4]
        dt = ["f64", "f32", "u8", "i32"][(order + len(mode)) % 4]
        x = data[f"in_2d_{dt}"]
        cval = -2.0 if "constant" in mode else 0.0
        kw = dict(offset=(0.5, -1.25)) if mk in ("rot", "diag") else {}
        out = ndi.affine_transform(x, mats[mk], order=order, mode=mode, cval=cval, output_shape=(8, 12), **kw)
        add(f"aff_{order}_{mode}_{mk}_{dt}", "affine_transform", f"in_2d_{dt}", mode, cval, order, out,
            matrix=f"mat_{mk}", output_shape="8,12", out=DT[dt], **({"offset": "0.5,-1.25"} if kw else {}))
add("aff_wide", "affine_transform", "in_1d_f64", "reflect", 0, 3,
    ndi.affine_transform(data["in_1d_f64"], mats["wide"], output_shape=(4, 5, 3), mode="reflect"),
    matrix="mat_wide", output_shape="4,5,3", out="float64")
data["mat_3d"] = np.array([[0.9, 0.1, 0.0], [-0.1, 1.05, 0.2], [0.0, 0.15, 0.95]])
for order in (1, 3, 4):
    add(f"aff_3d_{order}", "affine_transform", "in_3d_f64", "mirror", 0, order,
        ndi.affine_transform(data["in_3d_f64"], data["mat_3d"], offset=0.3, order=order, mode="mirror"),
        matrix="mat_3d", offset="0.3", out="float64")

# ---- shift
for order in range(6):
    for mode in MODES:
        sname = ["1d", "2d", "3d"][(order + len(mode)) % 3]
        dt = ["f64", "f32", "u8", "i32"][(order * 2 + len(mode)) % 4]
        s = [1.3, -2.6, 0.5][: len(SHAPES[sname])]
        cval = 3.0 if "constant" in mode else 0.0
        add(f"shift_{order}_{mode}_{sname}_{dt}", "shift", f"in_{sname}_{dt}", mode, cval, order,
            ndi.shift(data[f"in_{sname}_{dt}"], s, order=order, mode=mode, cval=cval), shift=lst(s), out=DT[dt])
add("shift_big", "shift", "in_1d_f64", "grid-wrap", 0, 3,
    ndi.shift(data["in_1d_f64"], 40.25, order=3, mode="grid-wrap"), shift="40.25", out="float64")
add("shift_big_mirror", "shift", "in_1d_f64", "mirror", 0, 3,
    ndi.shift(data["in_1d_f64"], -37.75, order=3, mode="mirror"), shift="-37.75", out="float64")
add("shift_big_reflect", "shift", "in_1d_f64", "reflect", 0, 2,
    ndi.shift(data["in_1d_f64"], -35.5, order=2, mode="reflect"), shift="-35.5", out="float64")
add("shift_big_wrap", "shift", "in_1d_f64", "wrap", 0, 1,
    ndi.shift(data["in_1d_f64"], 30.5, order=1, mode="wrap"), shift="30.5", out="float64")
add("shift_row", "shift", "in_row_f64", "nearest", 0, 3,
    ndi.shift(data["in_row_f64"], (0.5, 1.5), order=3, mode="nearest"), shift="0.5,1.5", out="float64")

# ---- zoom
for order in range(6):
    for mode in MODES:
        for grid in (False, True):
            if grid and (order % 2 == 0):
                continue
            sname = ["2d", "3d", "1d"][(order + len(mode)) % 3]
            dt = ["f64", "f32", "u8", "i32"][(order + len(mode) + grid) % 4]
            z = [0.5, 1.7, 1.3][: len(SHAPES[sname])]
            add(f"zoom_{order}_{mode}_{sname}_{dt}_{int(grid)}", "zoom", f"in_{sname}_{dt}", mode, 0.0, order,
                ndi.zoom(data[f"in_{sname}_{dt}"], z, order=order, mode=mode, grid_mode=grid),
                zoom=lst(z), grid_mode=str(grid).lower(), out=DT[dt])
add("zoom_half", "zoom", "in_2d_f32", "constant", 0, 3,
    ndi.zoom(data["in_2d_f32"], 0.5), zoom="0.5", out="float32")
add("zoom_one", "zoom", "in_2d_f64", "constant", 0, 3,
    ndi.zoom(data["in_2d_f64"], 1.0), zoom="1.0", out="float64")
add("zoom_complex", "zoom", "in_1d_c128", "reflect", 0, 3,
    ndi.zoom(data["in_1d_c128"], 1.5, mode="reflect"), zoom="1.5", out="complex128")
add("zoom_row", "zoom", "in_row_f64", "constant", 0, 3,
    ndi.zoom(data["in_row_f64"], (3.0, 0.5)), zoom="3.0,0.5", out="float64")

# ---- rotate
for order in range(6):
    for mode in MODES:
        angle = [30.0, 90.0, -17.5, 135.0, 200.0][(order + len(mode)) % 5]
        reshape = (order + len(mode)) % 2 == 0
        dt = ["f64", "f32", "u8", "i32"][(order * 3 + len(mode)) % 4]
        cval = 0.5 if "constant" in mode else 0.0
        add(f"rot_{order}_{mode}_{dt}", "rotate", f"in_2d_{dt}", mode, cval, order,
            ndi.rotate(data[f"in_2d_{dt}"], angle, order=order, mode=mode, cval=cval, reshape=reshape),
            angle=repr(angle), reshape=str(reshape).lower(), axes="1,0", out=DT[dt])
for axes, angle, order in [((0, 2), 25.0, 1), ((2, 1), -60.0, 3), ((1, 0), 90.0, 0)]:
    add(f"rot3d_{axes[0]}{axes[1]}_{order}", "rotate", "in_3d_f64", "nearest", 0, order,
        ndi.rotate(data["in_3d_f64"], angle, axes=axes, order=order, mode="nearest"),
        angle=repr(angle), reshape="true", axes=lst(axes), out="float64")

np.savez(os.path.join(HERE, "interp_golden.npz"), **data)
with open(os.path.join(HERE, "interp_cases.txt"), "w") as f:
    for c in cases:
        f.write("|".join(c) + "\n")
print(len(cases), "cases", os.path.getsize(os.path.join(HERE, "interp_golden.npz")), "bytes")
