#!/usr/bin/env python3
"""Golden data of gsci-signal's later filtering additions (signal/golden/data/filtering_extra.npz):
oaconvolve's overlap-add, upfirdn's `mode`/`cval`, resample's `window`/`domain`.

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python signal/golden/generate_extra.py

Deterministic: seeded inputs (numpy's default_rng(1819)), uncompressed .npz with fixed zip
timestamps; regenerating with the same versions rewrites identical bytes.

Keys
----
oaconvolve  o<k>_{in1,in2,out,mode,axes}: mode 0 full, 1 same, 2 valid; axes (absent: None);
            float64, float32, complex128 cases, each with s1/s2 that make SciPy cut blocks.
upfirdn     u<k>_{h,x,y,w,cval}: w = [up, down, axis, mode] with mode SciPy's MODE enum (0
            constant, 1 symmetric, 2 edge, 3 smooth, 4 wrap, 5 reflect, 6 antisymmetric,
            7 antireflect, 8 line); cval a 1-element float64; every mode with short signals
            (several reflections) and long filters, float64, float32, complex128.
resample    r<k>_{x,y,num,axis,win,dom}: win = [] (None), [0] plus values (an array window),
            or [1, name code] (a named window: 1 hann, 2 hamming, 3 blackman; 4 kaiser with
            beta 6, fftshifted by SciPy); dom 0 time, 1 freq (x complex128).
"""


import numpy as np
import scipy.signal as sig
from scipy.signal._signaltools import _calc_oa_lens

from _common import DATA, check_versions, random_signal, write_npz  # noqa: E402

check_versions()
rng = np.random.default_rng(1819)


def signal(shape, dtype):
    return random_signal(rng, shape, dtype)


out = {}
MODES = ["full", "same", "valid"]
k = 0
for dtype, s1, s2, mode, axes in [
    (np.float64, (1000,), (31,), 0, None),
    (np.float64, (31,), (1000,), 0, None),
    (np.float64, (1000,), (31,), 1, None),
    (np.float64, (1000,), (31,), 2, None),
    (np.float64, (31,), (1000,), 2, None),
    (np.float64, (4096,), (2,), 0, None),
    (np.float64, (3000,), (127,), 1, None),
    (np.float64, (120, 90), (9, 7), 0, None),
    (np.float64, (120, 90), (9, 90), 1, None),
    (np.float64, (4, 700), (1, 25), 0, [1]),
    (np.float64, (3, 700), (3, 25), 2, [-1]),
    (np.float32, (2000,), (40,), 0, None),
    (np.complex128, (800,), (21,), 1, None),
    (np.complex128, (60, 200), (5, 11), 0, None),
]:
    a, b = signal(s1, dtype), signal(s2, dtype)
    o = sig.oaconvolve(a, b, mode=MODES[mode], axes=axes)
    assert o.dtype == a.dtype
    ax = range(len(s1)) if axes is None else [x % len(s1) for x in axes]
    assert any(_calc_oa_lens(s1[i], s2[i])[1] is not None for i in ax), "no blocks"
    out[f"o{k}_in1"], out[f"o{k}_in2"], out[f"o{k}_out"] = a, b, o
    out[f"o{k}_mode"] = np.array([mode], dtype=np.int64)
    if axes is not None:
        out[f"o{k}_axes"] = np.array(axes, dtype=np.int64)
    k += 1

UMODES = ["constant", "symmetric", "edge", "smooth", "wrap", "reflect", "antisymmetric",
          "antireflect", "line"]
k = 0
for mi, mode in enumerate(UMODES):
    for dtype, nh, shape, up, down, axis, cval in [
        (np.float64, 7, (20,), 1, 1, -1, 0.0),
        (np.float64, 15, (3,), 2, 1, -1, 1.5),
        (np.float64, 30, (4, 5), 3, 2, 1, -0.5),
        (np.float64, 9, (6, 2), 1, 3, 0, 2.0),
        (np.float32, 12, (2, 40), 2, 3, -1, 0.25),
        (np.complex128, 11, (17,), 3, 2, 0, 0.75),
    ]:
        h = signal((nh,), dtype)
        x = signal(shape, dtype)
        y = sig.upfirdn(h, x, up, down, axis=axis, mode=mode, cval=cval)
        assert y.dtype == x.dtype
        out[f"u{k}_h"], out[f"u{k}_x"], out[f"u{k}_y"] = h, x, y
        out[f"u{k}_w"] = np.array([up, down, axis, mi], dtype=np.int64)
        out[f"u{k}_cval"] = np.array([cval])
        k += 1

NAMED = {1: "hann", 2: "hamming", 3: "blackman", 4: ("kaiser", 6.0)}
k = 0
for dtype, shape, num, axis, win, dom in [
    (np.float64, (32,), 20, 0, (1,), 0),
    (np.float64, (31,), 50, 0, (2,), 0),
    (np.float64, (6, 40), 64, 1, (4,), 0),
    (np.float64, (24,), 24, 0, (3,), 0),
    (np.float64, (30,), 17, 0, "array", 0),
    (np.float32, (40, 3), 25, 0, (1,), 0),
    (np.complex128, (32,), 48, 0, (2,), 0),
    (np.complex128, (33,), 20, 0, "array", 0),
    (np.complex128, (32,), 20, 0, None, 1),
    (np.complex128, (4, 21), 40, 1, (1,), 1),
    (np.complex128, (16,), 16, 0, None, 1),
]:
    x = signal(shape, dtype)
    n_x = shape[axis]
    if win is None:
        w, wcode = None, np.zeros(0)
    elif win == "array":
        w = rng.uniform(0.2, 1.0, n_x)
        wcode = np.concatenate([[0.0], w])
    else:
        w = NAMED[win[0]]
        wcode = np.array([1.0, win[0]])
    y = sig.resample(x, num, axis=axis, window=w, domain=["time", "freq"][dom])
    out[f"r{k}_x"], out[f"r{k}_y"] = x, y
    out[f"r{k}_num"] = np.array([num], dtype=np.int64)
    out[f"r{k}_axis"] = np.array([axis], dtype=np.int64)
    out[f"r{k}_win"] = wcode
    out[f"r{k}_dom"] = np.array([dom], dtype=np.int64)
    k += 1

write_npz(DATA / "filtering_extra.npz", out)
print("wrote filtering_extra.npz with", len(out), "arrays")
