"""Golden data for gsci-special's Bessel functions of complex argument (AMOS).

Writes special/golden/data/amos.npz. For each of jv, jve, yv, yve, iv, ive, kv, kve, hankel1,
hankel1e, hankel2, hankel2e (NAME):

- `NAME_in` (n, 3) float64: order v, Re z, Im z on a grid of orders (negative, integer,
  half-integer, large ~100) times complex z (all four quadrants, both axes, tiny |z|, |z| ~ 1e3,
  next to the negative real axis, the over/underflow regions) and special values (0, inf, NaN)
- `NAME_scipy` (n, 2) float64: SciPy 1.17.1's value (re, im) at every point (the CPU must match
  it within a few ULP: same algorithm)
- `NAME_ref_in` (m, 3), `NAME_ref` (m, 2): mpmath's value (30 digits plus 0.87 |z| for the
  cancellation between the terms, rounded once) at a
  deterministic subsample of finite, representable points with |z| <= 200 and |v| <= 60 (the
  accuracy check, stated against SciPy's own error there)

Deterministic: fixed grids and seeds, zip entries with fixed timestamps. Rerun from the repository
root with the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/gen_amos.py
"""

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

OUT = Path(__file__).resolve().parent / "data"
warnings.simplefilter("ignore")


ORDERS = [-100.5, -60.0, -10.3, -3.0, -2.5, -1.0, -0.5, -0.3, 0.0, 1e-9, 0.3, 0.5, 1.0,
          1.5, 2.0, 2.5, 3.7, 5.0, 10.0, 12.5, 20.3, 45.5, 60.0, 99.5, 100.0, 150.2]
RADII = [1e-300, 1e-30, 1e-9, 1e-3, 0.1, 0.5, 1.0, 2.0, 3.5, 5.0, 10.0, 17.0, 25.0, 50.0,
         80.0, 100.0, 200.0, 500.0, 1000.0]
ANGLES = [0.0, np.pi / 6, np.pi / 4, np.pi / 3, 1.2, np.pi / 2, 2.0, 2 * np.pi / 3,
          3 * np.pi / 4, 5 * np.pi / 6, np.pi - 1e-8, np.pi, -np.pi + 1e-8, -5 * np.pi / 6,
          -2.0, -np.pi / 2, -1.0, -np.pi / 4, -0.1]


def grid():
    pts = []
    for v in ORDERS:
        for r in RADII:
            for a in ANGLES:
                z = complex(r * np.cos(a), r * np.sin(a))
                if a == 0.0:
                    z = complex(r, 0.0)
                elif a == np.pi:
                    z = complex(-r, 0.0)
                elif a == np.pi / 2:
                    z = complex(0.0, r)
                elif a == -np.pi / 2:
                    z = complex(0.0, -r)
                pts.append((v, z.real, z.imag))
        # Overflow and underflow regions (real and imaginary axes, large |z|).
        for z in [700.0, 710.0, 720.0, 1e4, -700.0, -720.0, 700j, 720j, -720j, 1e4j,
                  (500 + 500j), (-500 + 500j), (-500 - 500j), complex(-3.0, -0.0),
                  complex(-3.0, 1e-300), complex(0.0, -0.0), 0.0]:
            z = complex(z)
            pts.append((v, z.real, z.imag))
    specials = [(0.0, 0.0, 0.0), (1.0, 0.0, 0.0), (-1.0, 0.0, 0.0), (0.5, 0.0, 0.0),
                (-0.5, 0.0, 0.0), (np.nan, 1.0, 1.0), (1.0, np.nan, 0.0), (1.0, 0.0, np.nan),
                (np.inf, 1.0, 1.0), (-np.inf, 1.0, 0.5), (1.0, np.inf, 0.0),
                (1.0, -np.inf, 0.0), (1.0, 0.0, np.inf), (1.0, np.inf, np.inf),
                (2.0, 1e308, 0.0), (2.0, 0.0, 1e308), (1e10, 1.0, 1.0), (3e9, 2.0, 0.0),
                (-1e10, 1.0, 1.0), (1e16, 1.0, 0.0), (3.0, 1e16, 1.0), (0.0, 1e-310, 0.0),
                (5.0, 1e-310, 1e-310), (-2.0, 1e-200, 0.0), (-2.5, 1e-200, 0.0)]
    pts.extend(specials)
    return pts


FUNCS = {
    "jv": (sc.jv, lambda v, z: mp.besselj(v, z)),
    "jve": (sc.jve, lambda v, z: mp.besselj(v, z) * mp.exp(-abs(mp.im(z)))),
    "yv": (sc.yv, lambda v, z: mp.bessely(v, z)),
    "yve": (sc.yve, lambda v, z: mp.bessely(v, z) * mp.exp(-abs(mp.im(z)))),
    "iv": (sc.iv, lambda v, z: mp.besseli(v, z)),
    "ive": (sc.ive, lambda v, z: mp.besseli(v, z) * mp.exp(-abs(mp.re(z)))),
    "kv": (sc.kv, lambda v, z: mp.besselk(v, z)),
    "kve": (sc.kve, lambda v, z: mp.besselk(v, z) * mp.exp(z)),
    "hankel1": (sc.hankel1, lambda v, z: mp.hankel1(v, z)),
    "hankel1e": (sc.hankel1e, lambda v, z: mp.hankel1(v, z) * mp.exp(-1j * z)),
    "hankel2": (sc.hankel2, lambda v, z: mp.hankel2(v, z)),
    "hankel2e": (sc.hankel2e, lambda v, z: mp.hankel2(v, z) * mp.exp(1j * z)),
}


def ref_points(pts, seed, limit):
    """A deterministic subsample where mpmath is quick and the value is representable."""
    ok = [p for p in pts if np.isfinite(p).all() and abs(p[0]) <= 60
          and 1e-3 <= abs(complex(p[1], p[2])) <= 200 and p[2] != 0.0]
    rng = np.random.default_rng(seed)
    idx = sorted(rng.choice(len(ok), size=min(limit, len(ok)), replace=False))
    return [ok[i] for i in idx]


def main():
    pts = grid()
    ins = np.array(pts, dtype=np.float64)
    z = ins[:, 1] + 1j * ins[:, 2]
    arrays = {}
    mp.mp.dps = 30
    for k, (name, (sf, mf)) in enumerate(FUNCS.items()):
        out = sf(ins[:, 0], z)
        arrays[f"{name}_in"] = ins
        arrays[f"{name}_scipy"] = np.stack([out.real, out.imag], axis=1)
        rin, rout = [], []
        for v, x, y in ref_points(pts, 1000 + k, 400):
            # Extra digits for the cancellation of J + iY (Hankel) and I, K off the axes: up to
            # exp(2 |z|) between the terms.
            extra = int(0.87 * (abs(x) + abs(y))) + 10
            try:
                with mp.workdps(30 + extra):
                    w = mf(mp.mpf(v), mp.mpc(x, y))
            except (ValueError, ZeroDivisionError, mp.libmp.NoConvergence):
                continue
            w = complex(w)
            if not (np.isfinite(w.real) and np.isfinite(w.imag)):
                continue
            if abs(w) < 1e-290 or abs(w) > 1e290:
                continue
            rin.append((v, x, y))
            rout.append((w.real, w.imag))
        arrays[f"{name}_ref_in"] = np.array(rin, dtype=np.float64)
        arrays[f"{name}_ref"] = np.array(rout, dtype=np.float64)
        print(name, len(pts), "points,", len(rin), "mpmath references")
    write_npz(OUT / "amos.npz", arrays)


if __name__ == "__main__":
    main()
