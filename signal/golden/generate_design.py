#!/usr/bin/env python3
"""Writes the golden data of gsci-signal's design tests (signal/golden/data/design_*.npz).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python signal/golden/generate_design.py

The output is deterministic (fixed inputs, fixed zip timestamps): rerunning with the same versions
rewrites identical bytes. Every archive holds cases `c<NNNNN>.<function>.<part>`: `args` (float64
1-D: the scalar arguments, in the order the Rust test reads them), further inputs (`b`, `a`, `z`,
`p`, `w`, ...) and the outputs (`out`, `b_out`, `z_out`, ...). Complex arrays are stored as
float64 arrays with a trailing axis of 2 (real, imaginary): ndarray-npy, which the tests read
with, is built without complex support.
"""

import io
import sys
import warnings
import zipfile
from pathlib import Path

import numpy as np
import scipy
from scipy import signal
from scipy.signal import windows

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"

if np.__version__ != NUMPY_VERSION or scipy.__version__ != SCIPY_VERSION:
    sys.exit(
        f"generate_design.py needs numpy=={NUMPY_VERSION} and scipy=={SCIPY_VERSION}, found "
        f"numpy {np.__version__} and scipy {scipy.__version__}; see the command at the top"
    )

DATA = Path(__file__).resolve().parent / "data"
warnings.simplefilter("ignore")


def write_npz(path, arrays):
    """np.savez without the wall-clock timestamps (so the bytes are reproducible)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def cplx(x):
    x = np.asarray(x, dtype=np.complex128)
    return np.stack([x.real, x.imag], axis=-1)


class Cases:
    def __init__(self):
        self.arrays = {}
        self.n = 0

    def add(self, fname, args, **parts):
        key = f"c{self.n:05d}.{fname}"
        self.arrays[f"{key}.args"] = np.asarray(args, dtype=np.float64).reshape(-1)
        for k, v in parts.items():
            v = np.asarray(v)
            if np.iscomplexobj(v):
                v = cplx(v)
            elif v.dtype == np.bool_ or v.dtype.kind in "iu":
                v = v.astype(np.float64)
            self.arrays[f"{key}.{k}"] = v
        self.n += 1


LENGTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 16, 31, 32, 51, 64, 101]

# Window id -> (name, list of parameter tuples). The ids are the Rust test's.
WINDOWS = [
    ("boxcar", [()]),
    ("triang", [()]),
    ("parzen", [()]),
    ("bohman", [()]),
    ("blackman", [()]),
    ("nuttall", [()]),
    ("blackmanharris", [()]),
    ("flattop", [()]),
    ("bartlett", [()]),
    ("hann", [()]),
    ("hamming", [()]),
    ("barthann", [()]),
    ("cosine", [()]),
    ("lanczos", [()]),
    ("kaiser", [(0.0,), (2.5,), (8.6,), (14.0,)]),
    ("gaussian", [(0.5,), (1.0,), (7.0,)]),
    ("general_gaussian", [(1.0, 1.0), (1.5, 7.0), (0.5, 3.0)]),
    ("general_hamming", [(0.54,), (0.6,), (0.75,)]),
    ("chebwin", [(45.0,), (100.0,), (30.0,)]),
    ("tukey", [(0.0,), (0.25,), (0.5,), (0.9,), (1.0,)]),
    ("exponential", [(1.0,), (3.0,)]),  # tau (center None)
    ("taylor", [(4, 30.0, 1), (3, 40.0, 0), (6, 25.0, 1)]),
    ("general_cosine", [((0.5, 0.5),), ((0.42, 0.5, 0.08),), ((1.0, 1.942604, 1.340318, 0.440811, 0.043097),)]),
    ("kaiser_bessel_derived", [(1.0,), (4.0,)]),
    ("dpss", [(1.5,), (2.5,), (4.0,)]),
]


def window_cases():
    c = Cases()
    for wid, (name, plist) in enumerate(WINDOWS):
        for params in plist:
            for m in LENGTHS:
                for sym in (True, False):
                    if name == "kaiser_bessel_derived" and (not sym or m % 2 == 1):
                        continue
                    if name == "dpss" and (m > 1 and params[0] >= m / 2):
                        continue
                    if name == "general_cosine":
                        w = windows.general_cosine(m, np.array(params[0]), sym=sym)
                        flat = list(params[0])
                    elif name == "exponential":
                        w = windows.exponential(m, tau=params[0], sym=sym)
                        flat = list(params)
                    elif name == "taylor":
                        w = windows.taylor(m, nbar=params[0], sll=params[1], norm=bool(params[2]), sym=sym)
                        flat = list(params)
                    else:
                        w = getattr(windows, name)(m, *params, sym=sym)
                        flat = list(params)
                    c.add("window", [wid, m, int(sym)] + flat, out=w)
    # exponential with a centre (periodic only)
    for m in (5, 8, 13):
        for center in (0.0, 2.0, 4.5):
            w = windows.exponential(m, center=center, tau=2.0, sym=False)
            c.add("exponential_center", [m, center, 2.0], out=w)
    # dpss with Kmax and each norm
    for m in (8, 9, 16, 33):
        for nw in (1.5, 2.5):
            for kmax in (1, 3, 4):
                for norm_id, norm in enumerate((2, "approximate", "subsample")):
                    for sym in (True, False):
                        w = windows.dpss(m, nw, Kmax=kmax, sym=sym, norm=norm)
                        c.add("dpss_k", [m, nw, kmax, norm_id, int(sym)], out=w)
    # get_window by name (periodic default and symmetric)
    for name in ("hann", "hamming", "blackman", "triang", "boxcar", "tukey", "taylor",
                 "exponential", "flattop", "nuttall", "bartlett"):
        for n in (1, 7, 16):
            for fftbins in (True, False):
                c.add("get_window_" + name, [n, int(fftbins)],
                      out=signal.get_window(name, n, fftbins=fftbins))
    for beta in (0.5, 8.0):
        for n in (9, 10):
            c.add("get_window_kaiser", [n, beta], out=signal.get_window(("kaiser", beta), n))
    return c


def main():
    write_npz(DATA / "design_windows.npz", window_cases().arrays)


if __name__ == "__main__":
    main()
