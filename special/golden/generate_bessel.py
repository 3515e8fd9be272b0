"""Golden data for gsci-special's Bessel family of integer order: special/golden/data/bessel.npz.

Rerun from the repository root with the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/generate_bessel.py

For each function F the file holds
- ``F_x`` (and ``F_n``, the integer order, for jn, yn, kn): inputs on grids with tiny and
  subnormal arguments, the first zeros of J and Y, the ends of each approximation's interval, and
  large arguments up to where the function under- or overflows;
- ``F_ref``: mpmath's value (50 digits) rounded once to float64;
- ``F_sx`` (``F_sn``) / ``F_sy``: special-value inputs (NaN, ±inf, ±0, negative arguments, negative
  orders) and SciPy's results for them, which the tests require bit for bit (NaN matches NaN).

The output is deterministic (fixed grids, fixed zip timestamps): rerunning rewrites identical bytes.
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

mp.dps = 50
OUT = Path(__file__).resolve().parent / "data" / "bessel.npz"
TINY = [5e-324, 1e-320, 2.2250738585072014e-308, 1e-300, 1e-100, 1e-20, 1e-10, 1e-5]


def save(path, arrays):
    # Stored, not deflated: the workspace's ndarray-npy reads npz without its compression feature.
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def grid(*parts):
    x = np.concatenate([np.asarray(p, dtype=np.float64).ravel() for p in parts])
    return np.unique(x[np.isfinite(x)])


def near(points, rel=(1e-15, 1e-12, 1e-9, 1e-6, 1e-3)):
    """Doubles around each point: the point itself and relative offsets on both sides."""
    out = []
    for p in points:
        out.append(p)
        for r in rel:
            out += [p * (1 - r), p * (1 + r)]
    return out


def zeros(f, orders, count):
    return [float(f(v, k)) for v in orders for k in range(1, count + 1)]


J_ZEROS = zeros(mp.besseljzero, [0, 1], 6)
Y_ZEROS = zeros(mp.besselyzero, [0, 1], 6)
lin, logs = np.linspace, np.logspace

I_GRID = grid(lin(0, 30, 301), logs(-320, 2.85, 250), TINY, [7.999, 8.0, 8.001, 709.0, 709.78, 709.8, 713.9, 714.0])
K_GRID = grid(lin(0.01, 30, 300), logs(-320, 2.87, 250), TINY, [1.999, 2.0, 2.001, 700.0, 705.0, 740.0, 745.0])
ORDER0_GRID = grid(lin(0, 40, 401), logs(-320, 0, 60), logs(0, 8, 120), logs(8, 300, 25), [800.0], TINY, near(J_ZEROS), near(Y_ZEROS), [4.999, 5.0, 5.001, 9.999, 10.0, 10.001])

GRIDS = {
    "i0": grid(I_GRID, -I_GRID[::7]),
    "i0e": grid(I_GRID, -I_GRID[::7], logs(3, 300, 40)),
    "i1": grid(I_GRID, -I_GRID[::7]),
    "i1e": grid(I_GRID, -I_GRID[::7], logs(3, 300, 40)),
    "k0": K_GRID,
    "k0e": grid(K_GRID, logs(3, 300, 40)),
    "k1": K_GRID,
    "k1e": grid(K_GRID, logs(3, 300, 40)),
    "j0": grid(ORDER0_GRID, -ORDER0_GRID[::9]),
    "j1": grid(ORDER0_GRID, -ORDER0_GRID[::9]),
    "y0": ORDER0_GRID[ORDER0_GRID > 0],
    "y1": ORDER0_GRID[ORDER0_GRID > 0],
}


def ref1(name, x):
    x = mp.mpf(x)
    kind, order = name[0], int(name[1])
    scaled = name.endswith("e")
    if kind == "i":
        v = mp.besseli(order, x)
        return v * mp.exp(-abs(x)) if scaled else v
    if kind == "k":
        v = mp.besselk(order, x)
        return v * mp.exp(x) if scaled else v
    if kind == "j":
        return mp.besselj(order, x)
    return mp.bessely(order, x)


def int_order_cases():
    """(n, x) pairs for jn, yn, kn: small and large orders against small, near and large x."""
    ns = [2, 3, 5, 10, 20, 50, 100, 300, -2, -3, -7]
    xs = [1e-300, 1e-10, 1e-3, 0.1, 0.5, 1.0, 2.0, 3.7, 5.0, 7.5, 10.0, 19.0, 20.0, 21.0, 30.0, 49.5, 50.5, 75.0, 100.0, 150.0, 299.0, 301.0, 500.0, 1e3, 1e4, 1e6]
    n, x = np.meshgrid(np.array(ns, dtype=np.int64), np.array(xs))
    return n.ravel(), x.ravel()


def main():
    arrays = {}
    special = np.array([np.nan, -np.inf, np.inf, -0.0, 0.0, -1.0, 1.0, 5e-324, -800.0, 800.0, 1e300, -1e300])
    for name, x in GRIDS.items():
        ref = np.array([float(ref1(name, v)) for v in x])
        arrays[f"{name}_x"] = x
        arrays[f"{name}_ref"] = ref
        arrays[f"{name}_sx"] = special
        with np.errstate(all="ignore"):
            arrays[f"{name}_sy"] = getattr(sc, name)(special)
        print(name, len(x), file=sys.stderr)
    n, x = int_order_cases()
    sn = np.array([3, -3, 2, 0, 1, -1, 4, 40], dtype=np.int64)
    sx = special
    sn2, sx2 = np.meshgrid(sn, sx)
    sn2, sx2 = sn2.ravel(), sx2.ravel()
    for name, f in [("jn", mp.besselj), ("yn", mp.bessely), ("kn", mp.besselk)]:
        keep = x > 0 if name != "jn" else np.ones_like(x, dtype=bool)
        nn, xx = n[keep], x[keep]
        if name == "jn":
            nn, xx = np.concatenate([nn, nn[::3]]), np.concatenate([xx, -xx[::3]])
        ref = np.array([float(f(int(a), mp.mpf(b))) for a, b in zip(nn, xx)])
        arrays[f"{name}_n"], arrays[f"{name}_x"], arrays[f"{name}_ref"] = nn, xx, ref
        arrays[f"{name}_sn"], arrays[f"{name}_sx"] = sn2, sx2
        with np.errstate(all="ignore"):
            arrays[f"{name}_sy"] = getattr(sc, name)(sn2, sx2)
        print(name, len(xx), file=sys.stderr)
    save(OUT, arrays)
    print(OUT, OUT.stat().st_size, "bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
