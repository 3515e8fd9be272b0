#!/usr/bin/env python3
"""Golden data of gsci-signal's later spectral additions (signal/golden/data/spectral_extra.npz):
czt / zoom_fft / czt_points (scipy.signal._czt), the ShortTimeFFT class, and complex input of
the legacy spectral functions.

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python signal/golden/generate_spectral_extra.py

Deterministic: seeded inputs (numpy's default_rng(2718)), uncompressed .npz with fixed zip
timestamps; regenerating with the same versions rewrites identical bytes.

Keys
----
czt         z<k>_{x,out,p}: p = [kind (0 czt, 1 zoom_fft), m (-1: None), axis, w given,
            w.re, w.im, a.re, a.im, fs, endpoint, len(fn), f1, f2]; x float64, float32,
            complex128 or complex64; out complex128.
czt_points  q<k>_{out,p}: p = [m, w given, w.re, w.im, a.re, a.im].
"""

import numpy as np
import scipy.signal as sig

from _common import DATA, check_versions, random_signal, write_npz  # noqa: E402

check_versions()
rng = np.random.default_rng(2718)
out = {}

# ---------------------------------------------------------------- czt / zoom_fft
k = 0
for dtype, shape, kind, m, axis, w, a, fn, fs, endpoint in [
    (np.float64, (16,), 0, None, -1, None, 1 + 0j, None, 2, False),
    (np.float64, (16,), 0, 40, -1, None, 1 + 0j, None, 2, False),
    (np.float64, (33,), 0, 7, -1, None, 1 + 0j, None, 2, False),
    (np.float64, (127,), 0, None, -1, None, 1 + 0j, None, 2, False),
    (np.complex128, (50,), 0, 30, -1, np.exp(-0.05j), 1 + 0j, None, 2, False),
    (np.float64, (40,), 0, 25, -1, 0.995 * np.exp(-0.1j), 0.9 * np.exp(0.3j), None, 2, False),
    (np.float64, (9, 24), 0, 12, 0, 0.999 * np.exp(-0.2j), 0.8 + 0.1j, None, 2, False),
    (np.float64, (5, 24), 0, None, 1, None, 1.2 + 0j, None, 2, False),
    (np.float32, (3, 64), 0, 64, -1, None, 1 + 0j, None, 2, False),
    (np.complex64, (31,), 0, 17, -1, np.exp(-0.3j), 1 + 0j, None, 2, False),
    (np.float64, (1,), 0, None, -1, None, 1 + 0j, None, 2, False),
    (np.float64, (1,), 0, 5, -1, None, 1 + 0j, None, 2, False),
    (np.float64, (7,), 0, 1, -1, None, 1 + 0j, None, 2, False),
    (np.float64, (64,), 1, None, -1, None, None, [0.2], 2, False),
    (np.float64, (64,), 1, 100, -1, None, None, [0.1, 0.4], 2, True),
    (np.float64, (4, 101), 1, 30, -1, None, None, [5.0, 27.0], 1021.0, False),
    (np.complex128, (6, 48), 1, 20, 0, None, None, [-0.5, 0.5], 2, True),
    (np.float32, (80,), 1, 41, -1, None, None, [0.3, 0.35], 2, False),
    (np.float64, (3, 200), 1, 1, 1, None, None, [0.1, 0.2], 2, False),
]:
    x = random_signal(rng, shape, dtype)
    if kind == 0:
        y = sig.czt(x, m=m, w=w, a=a, axis=axis)
        fn_ = [0.0, 0.0]
        nfn = 0
    else:
        arg = fn[0] if len(fn) == 1 else fn
        y = sig.zoom_fft(x, arg, m=m, fs=fs, endpoint=endpoint, axis=axis)
        nfn = len(fn)
        fn_ = [0.0, fn[0]] if len(fn) == 1 else fn
    wg = w is not None
    wv = complex(w) if wg else 0j
    av = complex(a) if a is not None else 0j
    assert y.dtype == np.complex128, y.dtype
    out[f"z{k}_x"] = x
    out[f"z{k}_out"] = y
    out[f"z{k}_p"] = np.array(
        [kind, -1 if m is None else m, axis, wg, wv.real, wv.imag, av.real, av.imag, fs,
         endpoint, nfn, fn_[0], fn_[1]], dtype=np.float64)
    k += 1

for k, (m, w, a) in enumerate([(8, None, 1 + 0j), (5, 0.99 * np.exp(-0.4j), 0.9 + 0.2j),
                               (12, None, 0.5j)]):
    out[f"q{k}_out"] = sig.czt_points(m, w=w, a=a)
    wv = complex(w) if w is not None else 0j
    out[f"q{k}_p"] = np.array([m, w is not None, wv.real, wv.imag, a.real, a.imag])

write_npz(DATA / "spectral_extra.npz", out)
print(f"wrote {DATA / 'spectral_extra.npz'}: {len(out)} arrays")
