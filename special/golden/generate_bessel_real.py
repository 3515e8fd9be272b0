"""Golden data for gsci-special's modified Bessel functions of real order: special/golden/data/bessel_real.npz.

iv, ive, kv, kve, jv, yv, jve, yve. Rerun from the repository root with the pinned versions (numpy 2.4.6,
scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/generate_bessel_real.py

Keys: ``F_v``, ``F_x`` (order and argument on a grid: negative, small, half-integer, integer and
large orders; tiny, moderate, near the method switches x = 2 and x = 1000, and large arguments)
and ``F_ref`` (mpmath at 40 digits rounded once to float64, finite references only);
``F_sv``, ``F_sx``, ``F_sy``: special inputs and SciPy's results. Deterministic.
"""

import io
import sys
import zipfile
from pathlib import Path

import mpmath
import numpy as np
import scipy
import scipy.special as sc
from mpmath import mp

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__
assert mpmath.__version__ == "1.3.0", mpmath.__version__

mp.dps = 40
OUT = Path(__file__).resolve().parent / "data" / "bessel_real.npz"


def save(path, arrays):
    # Stored, not deflated: the workspace's ndarray-npy reads npz without its compression feature.
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            z.writestr(zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0)), buf.getvalue())


V = [-30.3, -2.5, -1.3, -1.0, -0.5, 0.0, 1e-10, 0.3, 0.5, 1.0, 1.7, 2.0, 2.7, 5.5, 10.2, 20.0, 50.5, 120.0]
# J and Y: also near their first zeros and large arguments for the asymptotic branch.
XJ = [1e-300, 1e-20, 1e-5, 0.01, 0.3, 1.0, 1.99, 2.0, 2.01, 2.404825557695773, 3.7, 5.0, 8.7, 10.0, 20.0, 55.0, 100.0, 400.0, 999.0, 1001.0, 3000.0, 1e4, 1e5, 1e7]
X = [1e-300, 1e-20, 1e-10, 1e-5, 0.01, 0.3, 1.0, 1.99, 2.0, 2.01, 3.7, 5.0, 10.0, 20.0, 55.0, 100.0, 400.0, 999.0, 1001.0, 3000.0, 1e4, 1e5, 1e7]


def refs(name, v, x):
    try:
        return refs_(name, v, x)
    except (mp.NoConvergence, ValueError):
        return mp.nan  # dropped below


def refs_(name, v, x):
    v, x = mp.mpf(v), mp.mpf(x)
    if name in ("jv", "jve"):
        return mp.besselj(v, x)
    if name in ("yv", "yve"):
        return mp.bessely(v, x)
    if name in ("iv", "ive"):
        r = mp.besseli(v, x)
        return r * mp.exp(-x) if name == "ive" else r
    r = mp.besselk(v, x)
    return r * mp.exp(x) if name == "kve" else r


def main():
    a = {}
    vv, xx = np.meshgrid(np.array(V), np.array(X))
    vv, xx = vv.ravel(), xx.ravel()
    sv = np.array([np.nan, 0.5, 0.5, 0.5, 0.5, -0.5, 2.0, 3.0, 0.0, 0.0, -2.0, 1.5, 1.5])
    sx = np.array([1.0, np.nan, 0.0, np.inf, -1.0, 0.0, -2.0, -2.0, 0.0, -0.0, 0.0, -np.inf, np.inf])
    jvv, jxx = np.meshgrid(np.array(V), np.array(XJ))
    jvv, jxx = jvv.ravel(), jxx.ravel()
    for name in ["iv", "ive", "kv", "kve", "jv", "yv", "jve", "yve"]:
        vv_, xx_ = (jvv, jxx) if name[0] in "jy" else (vv, xx)
        ref = np.array([float(refs(name, v, x)) for v, x in zip(vv_, xx_)])
        keep = np.isfinite(ref) & (ref != 0)
        a[f"{name}_v"], a[f"{name}_x"], a[f"{name}_ref"] = vv_[keep], xx_[keep], ref[keep]
        with np.errstate(all="ignore"):
            a[f"{name}_sv"], a[f"{name}_sx"], a[f"{name}_sy"] = sv, sx, getattr(sc, name)(sv, sx)
        print(name, keep.sum(), file=sys.stderr)
    save(OUT, a)
    print(OUT, OUT.stat().st_size, "bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
