#!/usr/bin/env python3
"""Golden data of gsci-signal's wavelet functions (signal/golden/data/filtering_wavelets.npz).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python signal/golden/generate_wavelets.py

SciPy removed cwt, ricker and morlet2 in 1.15; gsci follows CuPy's cupyx.scipy.signal versions
(SciPy 1.14's formulas). SciPy 1.17 still carries `_ricker` and `_cwt` privately (for
find_peaks_cwt), which are used here; `morlet2` is CuPy's formula written out below.

Deterministic: seeded inputs (numpy's default_rng(1815)), uncompressed .npz with fixed zip
timestamps; regenerating with the same versions rewrites identical bytes.

Keys
----
ricker          r<k>_{p,y}: p = [points, a].
morlet2         m<k>_{p,y}: p = [M, s, w], y complex128.
cwt             c<k>_{x,widths,w,y}: w = [-1] for ricker, [omega0] for morlet2 (then y is
                complex128); x float64.
find_peaks_cwt  f<k>_{x,widths,o,y}: o = [gap_thresh, min_length, min_snr, noise_perc,
                window_size] (NaN = None), y int64 peak indices.
"""

import io
import sys
import zipfile
from pathlib import Path

import numpy as np
import scipy
import scipy.signal as sig
from scipy.signal._wavelets import _cwt, _ricker

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"
if np.__version__ != NUMPY_VERSION or scipy.__version__ != SCIPY_VERSION:
    sys.exit(
        f"needs numpy=={NUMPY_VERSION} and scipy=={SCIPY_VERSION}, found "
        f"numpy {np.__version__} and scipy {scipy.__version__}"
    )

DATA = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(1815)


def write_npz(path, arrays):
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def morlet2(M, s, w=5):
    # cupyx.scipy.signal.morlet2 (= scipy.signal.morlet2 of SciPy 1.14)
    x = np.arange(0, M) - (M - 1.0) / 2
    x = x / s
    wavelet = np.exp(1j * w * x) * np.exp(-0.5 * x**2) * np.pi**(-0.25)
    output = np.sqrt(1 / s) * wavelet
    return output


out = {}
for k, (points, a) in enumerate([(1, 1.0), (10, 4.0), (33, 2.5), (100, 7.3)]):
    out[f"r{k}_p"] = np.array([points, a], dtype=np.float64)
    out[f"r{k}_y"] = _ricker(points, a)
for k, (M, s, w) in enumerate([(1, 1.0, 5.0), (16, 3.0, 5.0), (41, 5.5, 6.0)]):
    out[f"m{k}_p"] = np.array([M, s, w], dtype=np.float64)
    out[f"m{k}_y"] = morlet2(M, s, w)

k = 0
for n, widths, w in [
    (64, [1.0, 2.0, 3.0], None),
    (200, [1.5, 2.25, 4.0, 8.0, 25.0], None),
    (30, [0.5, 1.0, 5.0], None),
    (128, [1.0, 3.5, 9.0], 5.0),
    (90, [2.0, 4.0, 12.0], 6.5),
]:
    x = np.cumsum(rng.standard_normal(n)) + np.sin(np.arange(n) * 0.3)
    if w is None:
        y = _cwt(x, _ricker, widths)
    else:
        y = _cwt(x, morlet2, widths, w=w)
    out[f"c{k}_x"], out[f"c{k}_widths"], out[f"c{k}_y"] = x, np.array(widths), y
    out[f"c{k}_w"] = np.array([-1.0 if w is None else w])
    k += 1

k = 0
nan = np.nan
t = np.arange(400, dtype=np.float64)
for x, widths, opts in [
    (np.exp(-((t - 100) / 8) ** 2) + 0.6 * np.exp(-((t - 260) / 5) ** 2)
     + 0.05 * rng.standard_normal(400), np.arange(1, 30), {}),
    (np.sin(t / 15) + 0.2 * rng.standard_normal(400), np.arange(2, 40, 2.0), {}),
    (np.sin(t / 15) + 0.2 * rng.standard_normal(400), np.arange(2, 40, 2.0),
     {"gap_thresh": 4, "min_length": 3, "min_snr": 1.5, "noise_perc": 20, "window_size": 30}),
    (rng.standard_normal(300), np.arange(1, 11), {"min_snr": 0.5}),
    (np.abs(np.sin(t[:250] / 7)) ** 3, np.array([2.0, 3.0, 5.0, 8.0]), {"noise_perc": 0}),
]:
    y = np.asarray(sig.find_peaks_cwt(x, widths, **opts), dtype=np.int64)
    out[f"f{k}_x"], out[f"f{k}_widths"], out[f"f{k}_y"] = x, np.asarray(widths, float), y
    out[f"f{k}_o"] = np.array([opts.get(key, nan) for key in
                               ["gap_thresh", "min_length", "min_snr", "noise_perc", "window_size"]],
                              dtype=np.float64)
    assert len(y) > 0
    k += 1

write_npz(DATA / "filtering_wavelets.npz", out)
print("wrote filtering_wavelets.npz with", len(out), "arrays")
