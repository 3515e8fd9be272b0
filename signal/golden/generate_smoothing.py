#!/usr/bin/env python3
"""Golden data of gsci-signal's smoothing filters (signal/golden/data/filtering_smoothing.npz).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python signal/golden/generate_smoothing.py

Deterministic: seeded inputs (numpy's default_rng(1817)), uncompressed .npz with fixed zip
timestamps; regenerating with the same versions rewrites identical bytes.

Keys
----
wiener        w<k>_{x,y,size,noise}: size has 1 (SciPy's scalar) or ndim entries (absent: None), noise is a
              1-element float64 (NaN: None); x float64 or float32, y float64 (SciPy's dtype).
sepfir2d      s<k>_{x,hrow,hcol,y}: float64, float32, complex128, complex64 (x, taps and y of one
              dtype); only filters SciPy evaluates inside its buffer (checked here against
              ndimage's `reflect` convolution).
symiirorder1  i<k>_{x,c0,z1,prec,y}: c0, z1 1-element arrays of x's dtype, prec float64.
symiirorder2  j<k>_{x,p,y}: p = [r, omega, precision] float64.
"""


import numpy as np
import scipy.ndimage as ndi
import scipy.signal as sig

from _common import DATA, check_versions, random_signal, write_npz  # noqa: E402

check_versions()
rng = np.random.default_rng(1817)


def signal(shape, dtype):
    return random_signal(rng, shape, dtype)


out = {}

# ---------------------------------------------------------------- wiener
k = 0
for dtype, shape, size, noise in [
    (np.float64, (40,), None, None),
    (np.float64, (12, 9), None, None),
    (np.float64, (12, 9), [5, 3], None),
    (np.float64, (12, 9), [4, 3], None),
    (np.float64, (6, 7, 5), 3, None),
    (np.float64, (10, 11), None, 0.5),
    (np.float64, (300,), 7, None),
    (np.float32, (12, 9), None, None),
    (np.float32, (9, 8), [3, 5], 0.2),
]:
    # a smooth image plus noise, so the local variance varies
    g = np.indices(shape).sum(axis=0).astype(np.float64)
    x = (np.sin(0.4 * g) + 0.3 * rng.standard_normal(shape)).astype(dtype)
    y = sig.wiener(x, size, noise)
    assert y.dtype == np.float64
    out[f"w{k}_x"], out[f"w{k}_y"] = x, y
    if size is not None:
        out[f"w{k}_size"] = np.atleast_1d(np.array(size, dtype=np.int64))
    out[f"w{k}_noise"] = np.array([np.nan if noise is None else noise])
    k += 1

# ---------------------------------------------------------------- sepfir2d
k = 0
for dtype, shape, nr, nc in [
    (np.float64, (12, 9), 3, 5),
    (np.float64, (7, 16), 7, 1),
    (np.float64, (9, 9), 9, 9),
    (np.float32, (8, 10), 5, 3),
    (np.complex128, (6, 7), 3, 5),
    (np.complex64, (5, 6), 5, 3),
]:
    x = signal(shape, dtype)
    hr = signal((nr,), dtype)
    hc = signal((nc,), dtype)
    y = sig.sepfir2d(x, hr, hc)
    assert y.dtype == x.dtype
    ref = ndi.convolve1d(ndi.convolve1d(x.astype(np.complex128), hr.astype(np.complex128), axis=1,
                                        mode="reflect"), hc.astype(np.complex128), axis=0, mode="reflect")
    assert np.abs(y - ref).max() <= 1e-5 * np.abs(ref).max(), "outside SciPy's buffer"
    out[f"s{k}_x"], out[f"s{k}_hrow"], out[f"s{k}_hcol"], out[f"s{k}_y"] = x, hr, hc, y
    k += 1

# ---------------------------------------------------------------- symiirorder1
k = 0
for dtype, shape, c0, z1, prec in [
    (np.float64, (200,), 0.8, 0.5, -1.0),
    (np.float64, (3, 150), 1.3, -0.7, -1.0),
    (np.float64, (600,), 0.05, 0.95, -1.0),
    (np.float64, (5000,), 0.5, 0.9, -1.0),
    (np.float64, (80,), 2.0, 0.3, 1e-4),
    (np.float32, (100,), 0.8, 0.3, -1.0),
    (np.float32, (2, 300), 0.6, -0.8, -1.0),
    (np.complex128, (120,), 0.7 - 0.2j, 0.4 + 0.3j, -1.0),
    (np.complex64, (2, 90), 0.7 + 0.1j, -0.2 + 0.5j, -1.0),
]:
    x = signal(shape, dtype)
    y = sig.symiirorder1(x, c0, z1, prec)
    assert y.dtype == x.dtype
    out[f"i{k}_x"], out[f"i{k}_y"] = x, y
    out[f"i{k}_c0"] = np.array([c0], dtype=dtype)
    out[f"i{k}_z1"] = np.array([z1], dtype=dtype)
    out[f"i{k}_prec"] = np.array([prec])
    k += 1

# ---------------------------------------------------------------- symiirorder2
k = 0
for dtype, shape, r, omega, prec in [
    (np.float64, (200,), 0.5, 0.3, -1.0),
    (np.float64, (150,), 0.6, 0.0, -1.0),
    (np.float64, (150,), 0.6, np.pi, -1.0),
    (np.float64, (3, 120), 0.8, 1.2, -1.0),
    (np.float64, (4000,), 0.9, 0.1, -1.0),
    (np.float64, (90,), 0.4, 2.0, 1e-3),
    (np.float32, (160,), 0.6, 0.7, -1.0),
    (np.float32, (2, 200), 0.7, 0.0, -1.0),
]:
    x = signal(shape, dtype)
    y = sig.symiirorder2(x, r, omega, prec)
    assert y.dtype == x.dtype
    out[f"j{k}_x"], out[f"j{k}_y"] = x, y
    out[f"j{k}_p"] = np.array([r, omega, prec])
    k += 1

write_npz(DATA / "filtering_smoothing.npz", out)
print("wrote filtering_smoothing.npz with", len(out), "arrays")
