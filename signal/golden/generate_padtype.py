#!/usr/bin/env python3
"""Golden data of resample_poly's `padtype` / `cval` (signal/golden/data/filtering_padtype.npz).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python signal/golden/generate_padtype.py

Deterministic: seeded inputs (numpy's default_rng(1820)), uncompressed .npz with fixed zip
timestamps; regenerating with the same versions rewrites identical bytes.

Keys
----
q<k>_{x,y,w,cval}: y = resample_poly(x, up, down, axis=axis, padtype=PADTYPES[p], cval=cval),
w = [up, down, axis, p, cval given (0/1)], cval a 1-element float64 (0 when not given). Every
padtype for float64 and float32, and for complex128 all but median/minimum/maximum (gsci has no
order of complex values); signals offset from zero so that the background matters.
"""

import numpy as np
import scipy.signal as sig

from _common import DATA, check_versions, random_signal, write_npz

PADTYPES = ["constant", "symmetric", "reflect", "edge", "wrap", "smooth", "antisymmetric",
            "antireflect", "line", "mean", "median", "minimum", "maximum"]


def main():
    check_versions()
    rng = np.random.default_rng(1820)
    out = {}
    k = 0
    for dtype in [np.float64, np.float32, np.complex128]:
        for i, pad in enumerate(PADTYPES):
            if np.dtype(dtype).kind == "c" and pad in ("median", "minimum", "maximum"):
                continue
            shape, axis, up, down = [((60,), 0, 3, 2), ((7, 33), 1, 2, 5), ((29, 2), 0, 5, 3)][i % 3]
            x = (random_signal(rng, shape, dtype) + (2.0 if i % 2 else -1.0)).astype(dtype)
            cval = 1.5 if pad == "constant" and dtype == np.float64 else None
            y = sig.resample_poly(x, up, down, axis=axis, padtype=pad, cval=cval)
            assert y.dtype == np.dtype(dtype), (pad, y.dtype, dtype)
            out[f"q{k}_x"], out[f"q{k}_y"] = x, y
            out[f"q{k}_w"] = np.array([up, down, axis, i, cval is not None], dtype=np.int64)
            out[f"q{k}_cval"] = np.array([0.0 if cval is None else cval])
            k += 1
    write_npz(DATA / "filtering_padtype.npz", out)
    print(f"wrote filtering_padtype.npz ({k} cases)")


if __name__ == "__main__":
    main()
