"""Golden data for gsci-special's hypergeometric and Struve functions.

Writes special/golden/data/hyper.npz (hyp0f1, hyp1f1, hyp2f1) and special/golden/data/struve.npz
(struve, modstruve). For each function NAME:

- `NAME_in` (n, k) float64: the arguments, drawn deterministically from grids with tails,
  near-poles, integer parameters, z near 1 (hyp2f1), large arguments and sign changes
- `NAME_ref` (n, 1) float64: mpmath's value (50 digits), rounded once
- `NAME_scipy` (n, 1) float64: SciPy 1.17.1's value at the same point (the tests state which one
  they match, and where SciPy itself is inaccurate)
- `NAME_sp_in` / `NAME_sp_scipy`: special values (NaN, inf, poles, x = 1, negative x) and SciPy's
  results there, which the tests require bit for bit

Deterministic: fixed grids and seeds, zip entries with fixed timestamps. Rerun from the repository
root with the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/gen_hyper.py
"""

import io
import itertools
import warnings
import zipfile
from pathlib import Path

import mpmath as mp
import numpy as np
import scipy
import scipy.special as sc

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__
assert mp.__version__ == "1.3.0", mp.__version__

mp.mp.dps = 50
OUT = Path(__file__).resolve().parent / "data"
warnings.simplefilter("ignore")
TINY = 2.2250738585072014e-308


def write_npz(path, arrays):
    """np.savez without the wall-clock timestamps (so the bytes are reproducible)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def mpval(f, args):
    try:
        with mp.workdps(50):
            v = f(*[mp.mpf(a) for a in args])
    except (ValueError, ZeroDivisionError, mp.libmp.NoConvergence):
        return None
    if isinstance(v, mp.mpc):
        if abs(v.imag) > mp.mpf(10) ** -40 * max(1, abs(v.real)):
            return None
        v = v.real
    f = float(v)
    if not np.isfinite(f) or (f != 0.0 and abs(f) < TINY):
        return None
    return f


def table(name, arrays, points, ref, scipy_f, limit):
    rng = np.random.default_rng(len(name) * 7919)
    points = list(points)
    if len(points) > limit:
        idx = sorted(rng.choice(len(points), size=limit, replace=False))
        points = [points[i] for i in idx]
    ins, outs, sps = [], [], []
    for args in points:
        f = mpval(ref, args)
        if f is None:
            continue
        ins.append([float(a) for a in args])
        outs.append([f])
        sps.append([float(scipy_f(*args))])
    arrays[f"{name}_in"] = np.array(ins, dtype=np.float64)
    arrays[f"{name}_ref"] = np.array(outs, dtype=np.float64)
    arrays[f"{name}_scipy"] = np.array(sps, dtype=np.float64)
    print(f"{name}: {len(ins)} points")


def special(name, arrays, inputs, f):
    arrays[f"{name}_sp_in"] = np.array(inputs, dtype=np.float64)
    arrays[f"{name}_sp_scipy"] = np.array([[float(f(*a))] for a in inputs], dtype=np.float64)


NAN, INF = np.nan, np.inf


def hyper():
    a = {}
    # hyp2f1: parameters with integers, half-integers, negative values; z over (-inf, 1].
    pa = [-10.5, -6, -3, -2.5, -1, -0.5, 0.25, 0.5, 1, 1.5, 2, 3.3, 5, 10, 20.5]
    pc = [-7.5, -2.5, -0.5, 0.5, 1, 1.5, 2, 2.5, 4, 7.5, 10, 30.25]
    pz = [-50, -20, -5, -2.5, -1.5, -1, -0.9, -0.6, -0.5, -0.1, 1e-5, 0.1, 0.3, 0.5, 0.7,
          0.9, 0.95, 0.99, 0.999, 1.0]
    pts = [p for p in itertools.product(pa, pa, pc, pz)]
    table("hyp2f1", a, pts, mp.hyp2f1, sc.hyp2f1, 2700)
    sp = [(a_, b_, c_, z_) for a_, b_, c_, z_ in itertools.product(
        [NAN, 0.0, -1.0, -2.0, 1.0, 0.5], [1.0, -3.0, 2.5], [NAN, -2.0, -1.0, 0.0, 1.0, 3.5, 4.0],
        [NAN, -INF, -1.0, 0.0, 0.5, 1.0, 1.5, INF])]
    special("hyp2f1", a, sp, sc.hyp2f1)
    # hyp1f1.
    qa = [-30.5, -10, -7.5, -3, -1.5, -0.5, 1e-3, 0.5, 1, 2, 3.7, 10, 25.5, 60]
    qb = [-12.5, -4.5, -0.5, 0.25, 0.5, 1, 1.5, 3, 6.5, 12, 40, 100.5]
    qx = [-700, -200, -60, -25, -10, -3, -1, -0.2, -1e-4, 1e-6, 0.1, 0.7, 2, 5, 12, 30, 75, 250,
          690]
    table("hyp1f1", a, itertools.product(qa, qb, qx), mp.hyp1f1, sc.hyp1f1, 2200)
    sp = [(a_, b_, x_) for a_, b_, x_ in itertools.product(
        [NAN, 0.0, -1.0, -2.0, -3.0, 1.0, 2.5], [NAN, -2.0, -1.0, 0.0, 1.0, 2.5],
        [NAN, -1.0, 0.0, 1.0, 2.5])]
    special("hyp1f1", a, sp, sc.hyp1f1)
    # hyp0f1.
    va = [-20.5, -5.5, -2.5, -0.5, 1e-3, 0.25, 0.5, 1, 1.5, 2, 3, 7.5, 20, 55.5, 150, 400]
    vz = [-1e4, -900, -100, -30, -5, -1, -0.1, -1e-7, 1e-7, 1e-3, 0.1, 1, 4, 30, 100, 900,
          1e4, 1e5]
    table("hyp0f1", a, itertools.product(va, vz), mp.hyp0f1, sc.hyp0f1, 2000)
    sp = [(v, z) for v, z in itertools.product([NAN, -2.0, -1.0, 0.0, 0.5, 1.0, 3.0],
                                                [NAN, -INF, -1.0, -0.0, 0.0, 1.0, INF])]
    special("hyp0f1", a, sp, sc.hyp0f1)
    write_npz(OUT / "hyper.npz", a)


def struve_data():
    a = {}
    sv = [-30.5, -20.25, -10, -5.5, -3.7, -2, -1.5, -1, -0.5, 0, 0.3, 0.5, 1, 1.5, 2, 3.25, 5,
          10, 17.5, 30, 60.5]
    sx = [1e-6, 1e-3, 0.1, 0.5, 1, 2.5, 5, 7.5, 10, 13, 17, 22, 30, 45, 60, 100, 250, 1000]
    pts = [(v, x) for v in sv for x in sx] + [(v, -x) for v in [-3, -2, -1, 0, 1, 2, 5] for x in
                                              [0.5, 3, 20]]
    table("struve", a, pts, mp.struveh, sc.struve, 2000)
    table("modstruve", a, [p for p in pts if abs(p[1]) <= 250], mp.struvel, sc.modstruve, 2000)
    sp = [(v, x) for v, x in itertools.product([NAN, -3.0, -2.5, -1.0, -0.5, 0.0, 1.0, 2.5],
                                                [NAN, -INF, -2.0, -0.0, 0.0, 1.0, INF])]
    special("struve", a, sp, sc.struve)
    special("modstruve", a, sp, sc.modstruve)
    write_npz(OUT / "struve.npz", a)


if __name__ == "__main__":
    hyper()
    struve_data()
