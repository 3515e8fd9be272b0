"""Golden data for gsci-special's hyp2f1 of a complex argument: special/golden/data/hyp2f1_complex.npz.

- `h2c_in` (n, 5) float64: (a, b, c, Re z, Im z) over every region of xsf's algorithm: |z| < 0.9,
  the annulus 0.9 <= |z| < 1.1 on both sides of Re z = 0, |z| >= 1.1 up to 1e3, points near
  z = 1 and z = -1; parameters negative, integer, half-integer and non-integer, with the
  degenerate cases c - a - b an integer (DLMF 15.8.10), a - b an integer (DLMF 15.8.8, also with
  c - a an integer) and the terminating series (a, b, c - a or c - b a non-positive integer)
- `h2c_ref` (n, 2) float64: mpmath's hyp2f1 (50 digits) rounded once, NaN where mpmath fails
  (or takes over 5 s) or the value is not finite
- `h2c_scipy` (n, 2) float64: SciPy 1.17.1's value (its `dddD->D` loop)
- `h2c_sp_in` / `h2c_sp_scipy`: special values (poles, z = 0, z = 1, NaN, inf) and SciPy's results
- `h2c_f32_in` (n, 5) float32 / `h2c_f32_scipy` (n, 2) float32: SciPy's `fffF->F` loop

Deterministic: fixed grids and seed, zip entries with fixed timestamps. Rerun from the repository
root with the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/gen_hyp2f1_complex.py
"""

import signal
import warnings
from pathlib import Path

import mpmath as mp
import numpy as np
import scipy
import scipy.special as sc
from _golden_io import write_npz

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__
assert mp.__version__ == "1.3.0", mp.__version__

mp.mp.dps = 50
OUT = Path(__file__).resolve().parent / "data"
warnings.simplefilter("ignore")
TINY = 2.2250738585072014e-308


class Slow(Exception):
    pass


def _alarm(signum, frame):
    raise Slow()


def reference(a, b, c, zr, zi):
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(5)
    try:
        with mp.workdps(50):
            v = mp.hyp2f1(mp.mpf(a), mp.mpf(b), mp.mpf(c), mp.mpc(zr, zi))
    except (Slow, ValueError, ZeroDivisionError, mp.libmp.NoConvergence):
        return (float("nan"), float("nan"))
    finally:
        signal.alarm(0)
    v = mp.mpc(v)
    re, im = float(v.real), float(v.imag)
    if not (np.isfinite(re) and np.isfinite(im)):
        return (float("nan"), float("nan"))
    return (re, im)


PARAMS = [-3.5, -2.0, -1.25, -0.5, 0.25, 0.5, 1.0, 1.5, 2.0, 3.3, 4.0, 7.5]
RADII = [0.1, 0.5, 0.85, 0.95, 1.0, 1.05, 1.2, 2.0, 5.0, 30.0, 1e3]
ANGLES = [0.0, 20.0, 45.0, 80.0, 100.0, 135.0, 170.0, 180.0, -30.0, -90.0, -150.0]


def zs():
    out = []
    for r in RADII:
        for t in ANGLES:
            th = np.deg2rad(t)
            out.append((r * np.cos(th), r * np.sin(th)))
    out += [(0.999, 0.001), (1.001, -0.002), (0.5, 0.5), (-1.0, 1e-3), (-0.999, 0.0),
            (1.0, 0.3), (1.0, -0.05), (0.0, 1.0), (0.0, -1.05)]
    return out


def main():
    rng = np.random.default_rng(20261202)
    arrays = {}
    z_list = zs()
    pts = []
    # Random combinations of the parameter grid with every z.
    for (zr, zi) in z_list:
        for _ in range(12):
            a, b, c = rng.choice(PARAMS, 3)
            pts.append((a, b, c, zr, zi))
    # Degenerate cases: c - a - b integer, a - b integer (with c - a integer or not),
    # terminating series, Kummer's z = -1.
    for (zr, zi) in z_list:
        a = float(rng.choice([0.3, 1.25, -0.7, 2.5]))
        b = float(rng.choice([0.6, 1.75, -1.3]))
        for m in [0, 1, 2, -1]:
            pts.append((a, b, a + b + m, zr, zi))
        for m in [0, 1, 3]:
            pts.append((b + m, b, 2.2, zr, zi))
            pts.append((b + m, b, b + m + 2.0, zr, zi))
        pts.append((-3.0, b, 1.5, zr, zi))
        pts.append((a, b, a - 2.0, zr, zi))
    pts.append((1.0, 0.5, 1.5, -1.0, 0.0))
    pts.append((2.0, 0.25, 2.75, -1.0, 0.0))
    ins, ref, sp = [], [], []
    for p in pts:
        a, b, c, zr, zi = (float(v) for v in p)
        ins.append([a, b, c, zr, zi])
        ref.append(list(reference(a, b, c, zr, zi)))
        v = complex(sc.hyp2f1(a, b, c, complex(zr, zi)))
        sp.append([v.real, v.imag])
    arrays["h2c_in"] = np.array(ins, dtype=np.float64)
    arrays["h2c_ref"] = np.array(ref, dtype=np.float64)
    arrays["h2c_scipy"] = np.array(sp, dtype=np.float64)
    print(f"h2c: {len(ins)} points, {int(np.isfinite(arrays['h2c_ref'][:, 0]).sum())} with a reference")

    nan, inf = float("nan"), float("inf")
    special = [(1.0, 1.0, -2.0, 0.5, 0.5), (1.0, 1.0, 0.0, 0.0, 0.0), (1.0, 1.0, 2.0, 0.0, 0.0),
               (0.0, 1.0, 2.0, 3.0, 4.0), (1.0, 0.0, -2.0, 3.0, 4.0), (1.0, 1.0, 1.5, 1.0, 0.0),
               (0.5, 0.25, 2.0, 1.0, 0.0), (-2.0, 1.0, -3.0, 0.5, 0.5), (nan, 1.0, 2.0, 0.5, 0.5),
               (1.0, 1.0, 2.0, nan, 0.0), (1.0, 1.0, 2.0, inf, 0.0), (1.0, 1.0, 2.0, 0.0, inf),
               (1.0, 2.0, -1e20, 0.5, 0.1), (-4.0, 1.5, 2.5, 3.0, -2.0),
               (-1e5, 1.0, 2.0, 0.5, 0.1), (-1e5, 1.0, 2.0, -0.5, 0.0), (-1e5, 0.5, 2.0, 1e-9, 0.0),
               (-40.0, 1.5, 2.5, 3.0, 0.5), (1.5, 2.5, 2.5 - 1e5, 0.3, 0.2)]
    arrays["h2c_sp_in"] = np.array(special, dtype=np.float64)
    spv = [complex(sc.hyp2f1(a, b, c, complex(zr, zi))) for (a, b, c, zr, zi) in special]
    arrays["h2c_sp_scipy"] = np.array([[v.real, v.imag] for v in spv], dtype=np.float64)

    f32 = []
    for (zr, zi) in z_list[::3]:
        a, b, c = rng.choice(PARAMS, 3)
        f32.append((a, b, c, zr, zi))
    f32 = np.array(f32, dtype=np.float32)
    arrays["h2c_f32_in"] = f32
    vals = sc.hyp2f1(f32[:, 0], f32[:, 1], f32[:, 2], (f32[:, 3] + 1j * f32[:, 4]).astype(np.complex64))
    assert vals.dtype == np.complex64, vals.dtype
    arrays["h2c_f32_scipy"] = np.column_stack([vals.real, vals.imag]).astype(np.float32)
    write_npz(OUT / "hyp2f1_complex.npz", arrays)


if __name__ == "__main__":
    main()
