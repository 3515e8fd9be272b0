"""Golden data for gsci-special's spherical Bessel functions and the jv family's edges:
special/golden/data/bessel2.npz.

Rerun from the repository root with the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/gen_bessel2.py

Keys, for F in sjn, syn, sin, skn (spherical_jn/yn/in/kn) and their derivatives sjnd, synd,
sind, sknd:
- ``F_n``, ``F_x``, ``F_ref``: order (stored as float64), argument and mpmath at 40 digits rounded once to float64
  (j_n = sqrt(pi/(2x)) J_{n+1/2}(x), likewise y, i, k; derivatives f_{n-1} - (n+1) f_n / x,
  -k_{n-1} - (n+1) k_n / x, -f_1 (i: i_1) at n = 0), finite nonzero references only, on a grid
  of orders 0..150 and arguments from 1e-8 to 1e4 of both signs.
- ``F_sn``, ``F_sx``, ``F_sy``: special inputs (0, -0, +-inf, NaN, negative orders, overflow and
  underflow) and SciPy's results.
For airy and airye (outputs k = 0..3: Ai, Ai', Bi, Bi'): ``airy{k}_x``/``airy{k}_ref`` and
``airye{k}_x``/``airye{k}_ref`` (mpmath), ``airy_sx`` with ``airy{k}_sy`` (SciPy's values at edges:
NaN, +-inf, AMOS's argument limit (2^30 - 1)^(2/3), the underflow of Ai and overflow of Bi past
103.09 / 103.28), likewise for airye.
For jv, yv, jve, yve: ``E_sv``, ``E_sx``, ``E_sy``: SciPy's results on a grid of edge inputs
(zero, subnormal, negative and infinite orders and arguments, huge orders), where SciPy's values
are correct (arguments up to 1e6; SciPy's Cephes fallback loses the phase past ~1e9).
Deterministic: fixed grids, stored (not deflated) zip members with fixed timestamps.
"""

import io
import itertools
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
OUT = Path(__file__).resolve().parent / "data" / "bessel2.npz"


def save(path, arrays):
    # Stored, not deflated: the workspace's ndarray-npy reads npz without its compression feature.
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            z.writestr(zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0)), buf.getvalue())


def sph(kind, n, x):
    """The spherical function of `kind` (j, y, i, k) at real x (negative x on the principal
    branch's real part, as SciPy)."""
    x = mp.mpf(x)
    nu = mp.mpf(n) + mp.mpf(1) / 2
    pre = mp.sqrt(mp.pi / 2) / mp.sqrt(mp.mpc(x))  # sqrt(-x + 0j) = i sqrt(x): the principal branch
    f = {"j": mp.besselj, "y": mp.bessely, "i": mp.besseli, "k": mp.besselk}[kind]
    return mp.re(pre * f(nu, mp.mpc(x)))


def sph_d(kind, n, x):
    x = mp.mpf(x)
    if n == 0:
        return sph("i", 1, x) if kind == "i" else -sph(kind, 1, x)
    if kind == "k":
        return -sph("k", n - 1, x) - (n + 1) * sph("k", n, x) / x
    return sph(kind, n - 1, x) - (n + 1) * sph(kind, n, x) / x


N = [0, 1, 2, 3, 4, 7, 10, 20, 35, 50, 100, 150]
X = [1e-8, 1e-3, 0.1, 0.5, 1.0, 1.7, 2.5, 3.9, 5.0, 7.3, 10.0, 14.1, 20.0, 33.0, 50.0, 77.7, 100.0, 151.0, 300.0, 1e3, 1e4]
XNEG = [-0.5, -3.0, -12.5, -60.0]
SPECIAL_N = [-3, -1, 0, 1, 2, 5, 30, 200]
SPECIAL_X = [np.nan, -np.inf, -800.0, -697.0, -1.0, -1e-300, -0.0, 0.0, 1e-300, 1e-5, 1.0, 150.0, 720.0, 1e10, np.inf]


def main():
    a = {}
    pts = [(n, x) for n in N for x in X + XNEG]
    for kind in "jyik":
        for d in (False, True):
            key = f"s{kind}n" + ("d" if d else "")
            ns, xs, refs = [], [], []
            for n, x in pts:
                try:
                    r = float(sph_d(kind, n, x) if d else sph(kind, n, x))
                except (mp.NoConvergence, ValueError, ZeroDivisionError):
                    continue
                if np.isfinite(r) and r != 0:
                    ns.append(n)
                    xs.append(x)
                    refs.append(r)
            a[f"{key}_n"] = np.array(ns, dtype=np.float64)
            a[f"{key}_x"] = np.array(xs)
            a[f"{key}_ref"] = np.array(refs)
            f = getattr(sc, f"spherical_{kind}n")
            sp = list(itertools.product(SPECIAL_N, SPECIAL_X))
            sn = np.array([p[0] for p in sp], dtype=np.float64)
            sx = np.array([p[1] for p in sp])
            with np.errstate(all="ignore"):
                a[f"{key}_sn"], a[f"{key}_sx"], a[f"{key}_sy"] = sn, sx, f(sn.astype(np.int64), sx, derivative=d)
            print(key, len(refs), file=sys.stderr)
    V = [np.nan, -np.inf, -300.5, -3.0, -2.5, -2.0, -1.5, -1.0, -0.7, -0.5, -1e-300, -0.0, 0.0, 1e-300, 0.5, 1.0, 2.0, 2.5, 3.0, 50.0, 300.5, 1e4, 1e9, np.inf]
    XE = [np.nan, -np.inf, -5.0, -2.0, -0.5, -1e-300, -0.0, 0.0, 5e-324, 1e-300, 1e-10, 0.5, 1.9, 2.0, 5.0, 30.0, 1e3, 1e6, np.inf]
    ev = np.array([p[0] for p in itertools.product(V, XE)])
    ex = np.array([p[1] for p in itertools.product(V, XE)])
    for name in ["jv", "yv", "jve", "yve"]:
        with np.errstate(all="ignore"):
            a[f"{name}_ev"], a[f"{name}_ex"], a[f"{name}_ey"] = ev, ex, getattr(sc, name)(ev, ex)
    # Airy functions: mpmath (at 40 digits) for Ai, Ai', Bi, Bi' and the scaled forms (airye: e^{z} Ai,
    # e^{z} Ai', e^{-z} Bi, e^{-z} Bi' with z = 2/3 x^1.5 for x >= 0; Bi, Bi' unscaled for x < 0).
    ax = np.concatenate([np.linspace(-30, 30, 241), -np.logspace(0, 3, 31), np.logspace(-8, 2, 41), [2.09, -2.09, 8.32, 8.33, 10.0, -10.0, 103.0]])
    for scaled in (False, True):
        for k in range(4):
            key = ("airye" if scaled else "airy") + str(k)
            xs, refs = [], []
            for x in ax:
                if scaled and x < 0 and k < 2:
                    continue
                xm = mp.mpf(float(x))
                f = mp.airyai if k < 2 else mp.airybi
                r = f(xm, derivative=k % 2)
                if scaled and x >= 0:
                    z = mp.mpf(2) / 3 * xm * mp.sqrt(xm)
                    r = r * mp.exp(z if k < 2 else -z)
                r = float(r)
                if np.isfinite(r) and r != 0:
                    xs.append(float(x))
                    refs.append(r)
            a[f"{key}_x"], a[f"{key}_ref"] = np.array(xs), np.array(refs)
    sx = np.array([np.nan, -np.inf, np.inf, -2e6, -1048576.0, -1e5, -0.0, 0.0, 1e-300, 103.0, 103.0968, 103.1, 103.2, 103.3, 105.0, 1048575.0, 1048576.0, 2e6])
    for name in ("airy", "airye"):
        with np.errstate(all="ignore"):
            r = getattr(sc, name)(sx)
        a[f"{name}_sx"] = sx
        for k in range(4):
            a[f"{name}{k}_sy"] = r[k]
    save(OUT, a)
    print(OUT, OUT.stat().st_size, "bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
