"""Golden data for gsci-special's hyp1f1 and hyp0f1 of a complex argument:
special/golden/data/hyp_complex.npz.

- `h1c_in` (n, 4) float64: (a, b, Re z, Im z) over every branch of xsf's `cchg` (Zhang & Jin's
  CHGM): the closed forms (a = 0, -1, a = b, a = b + 1, (a, b) = (1, 2)), the terminating
  series (a a negative integer), the power series (|z| < 20 + |b| or a < 0) and the asymptotic
  expansion, Kummer's transformation (Re z < 0), the recurrence in a (a >= 2); poles
  (b = 0, -1, ...), z = 0 and signed zeros, |z| from 1e-3 to 300 in all four quadrants and on
  the axes
- `h1c_ref` (n, 2) float64: mpmath's hyp1f1 (50 digits) rounded once, NaN where mpmath fails
  (or takes over 5 s) or the value is not finite
- `h1c_scipy` (n, 2) float64: SciPy 1.17.1's value (its `ddD->D` loop)
- `h0c_in` (n, 3) / `h0c_ref` / `h0c_scipy`: the same for hyp0f1 (v, Re z, Im z) (its `dD->D`
  loop): poles v = 0, -1, ..., z = 0, the Taylor branch |z| < 1e-6 (1 + |v|), the I (Re z > 0)
  and J (Re z <= 0) branches, |z| up to 1e5, integer and non-integer v of both signs
- `h1c_sp_in` / `h1c_sp_scipy`, `h0c_sp_in` / `h0c_sp_scipy`: special values (NaN, inf, huge
  parameters) and SciPy's results
- `h1c_f32_in` (n, 4) float32 / `h1c_f32_scipy` (n, 2) float32: SciPy's `ffF->F` loop; `h0c_f32_*`
  its `fF->F` loop of hyp0f1

Deterministic: fixed grids, zip entries with fixed timestamps. Rerun from the repository root
with the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/gen_hyp_complex.py
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
np.seterr(all="ignore")


class Slow(Exception):
    pass


def _alarm(signum, frame):
    raise Slow()


def reference(fn, *args):
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(5)
    try:
        with mp.workdps(50):
            *params, zr, zi = args
            v = fn(*[mp.mpf(p) for p in params], mp.mpc(zr, zi))
    except (Slow, ValueError, ZeroDivisionError, mp.libmp.NoConvergence):
        return (float("nan"), float("nan"))
    finally:
        signal.alarm(0)
    v = mp.mpc(v)
    re, im = float(v.real), float(v.imag)
    if not (np.isfinite(re) and np.isfinite(im)):
        return (float("nan"), float("nan"))
    return (re, im)


def cplx(re, im):
    """The complex64 array (re, im), exactly (re + 1j * im would turn -0 into +0)."""
    z = np.empty(len(re), dtype=np.complex64)
    z.real = re
    z.imag = im
    return z


ANGLES = [0.0, 30.0, 60.0, 90.0, 120.0, 150.0, 180.0, 210.0, 240.0, 270.0, 300.0, 330.0]


def circle(radii, angles=ANGLES):
    out = []
    for r in radii:
        for t in angles:
            th = np.deg2rad(t)
            x, y = r * np.cos(th), r * np.sin(th)
            # exact axes
            if t in (90.0, 270.0):
                x = 0.0
            if t in (0.0, 180.0):
                y = 0.0
            out.append((float(x), float(y)))
    return out


H1_A = [-3.0, -2.5, -1.0, -0.5, 0.0, 0.3, 1.0, 1.5, 2.0, 2.7, 4.0, 6.25, 12.5]
H1_B = [-4.0, -2.5, -1.0, 0.0, 0.5, 1.0, 2.0, 3.3, 7.0, 15.5]
H1_R = [1e-3, 0.3, 2.0, 8.0, 18.0, 27.0, 45.0, 120.0]


def h1_points():
    pts = []
    zs = circle(H1_R) + [(0.0, 0.0), (-0.0, 0.0), (0.0, -0.0), (1.0, 1e-300), (-5.0, 1e-12)]
    for a in H1_A:
        for b in H1_B:
            for z in zs:
                pts.append((a, b) + z)
    # Closed forms and their neighbours.
    for z in circle([0.7, 6.0, 40.0], [15.0, 100.0, 200.0, 290.0]):
        for a, b in [(2.5, 2.5), (3.5, 2.5), (1.0, 2.0), (-1.0, 0.5), (1.0, 2.0000001),
                     (-7.0, 1.5), (-12.0, -20.5), (9.9, 0.25), (0.5, 30.0)]:
            pts.append((a, b) + z)
    return pts


H0_V = [-3.0, -2.5, -1.0, -0.5, 0.0, 0.25, 0.5, 1.0, 1.5, 2.0, 3.7, 10.0, 50.5, 150.0]
H0_R = [1e-9, 1e-6, 1e-3, 0.5, 3.0, 20.0, 150.0, 700.0, 1e4]


def h0_points():
    pts = []
    zs = circle(H0_R) + [(0.0, 0.0), (-0.0, -0.0), (1e-7, 1e-7)]
    for v in H0_V:
        for z in zs:
            pts.append((v,) + z)
    return pts


def main():
    arrays = {}
    nan, inf = float("nan"), float("inf")

    pts = h1_points()
    ins, ref, sp = [], [], []
    for a, b, zr, zi in pts:
        ins.append([a, b, zr, zi])
        ref.append(list(reference(mp.hyp1f1, a, b, zr, zi)))
        v = complex(sc.hyp1f1(a, b, complex(zr, zi)))
        sp.append([v.real, v.imag])
    arrays["h1c_in"] = np.array(ins, dtype=np.float64)
    arrays["h1c_ref"] = np.array(ref, dtype=np.float64)
    arrays["h1c_scipy"] = np.array(sp, dtype=np.float64)
    print(f"h1c: {len(ins)} points, {int(np.isfinite(arrays['h1c_ref'][:, 0]).sum())} with a reference")

    pts = h0_points()
    ins, ref, sp = [], [], []
    for v, zr, zi in pts:
        ins.append([v, zr, zi])
        ref.append(list(reference(mp.hyp0f1, v, zr, zi)))
        w = complex(sc.hyp0f1(v, complex(zr, zi)))
        sp.append([w.real, w.imag])
    arrays["h0c_in"] = np.array(ins, dtype=np.float64)
    arrays["h0c_ref"] = np.array(ref, dtype=np.float64)
    arrays["h0c_scipy"] = np.array(sp, dtype=np.float64)
    print(f"h0c: {len(ins)} points, {int(np.isfinite(arrays['h0c_ref'][:, 0]).sum())} with a reference")

    special1 = [(nan, 1.0, 0.5, 0.5), (1.0, nan, 0.5, 0.5), (1.0, 1.5, nan, 0.0),
                (1.0, 1.5, 0.0, nan), (1.0, 1.5, inf, 0.0), (1.0, 1.5, -inf, 0.0),
                (1.0, 1.5, 0.0, inf), (0.5, 1.5, inf, inf), (inf, 1.5, 1.0, 1.0),
                (0.5, inf, 1.0, 1.0), (-inf, 1.5, 1.0, 1.0), (0.5, -inf, 1.0, 1.0),
                (1e10, 1.5, 0.5, 0.5), (0.5, 1e10, 0.5, 0.5), (3e9, 2.5, 0.5, 0.5),
                (-3e9, 2.5, 0.5, 0.5), (0.5, -3e9, 0.5, 0.5), (0.5, -2147483648.0, 0.5, 0.5),
                (-2147483648.5, 2.5, 0.5, 0.5), (1.0, -2.0, 0.0, 0.0), (-2.0, -2.0, 1.0, 1.0),
                (0.5, 1.5, 800.0, 0.0), (0.5, 1.5, 800.0, 1.0), (0.5, 1.5, -800.0, 1.0),
                (0.5, 1.5, 1e300, 1e300), (0.5, 1.5, 5e-324, 0.0), (1.0, 2.0, 1e-300, 0.0),
                (0.5, 1.5, 0.0, 30.0), (0.5, 1.5, 0.0, -30.0), (0.5, 1.5, 1e-20, -30.0),
                (0.5, 1.5, -0.0, -30.0)]
    arrays["h1c_sp_in"] = np.array(special1, dtype=np.float64)
    spv = [complex(sc.hyp1f1(a, b, complex(zr, zi))) for (a, b, zr, zi) in special1]
    arrays["h1c_sp_scipy"] = np.array([[v.real, v.imag] for v in spv], dtype=np.float64)

    special0 = [(nan, 0.5, 0.5), (1.5, nan, 0.0), (1.5, 0.0, nan), (1.5, inf, 0.0),
                (1.5, -inf, 0.0), (1.5, 0.0, inf), (1.5, 0.0, -inf), (1.5, inf, inf),
                (inf, 1.0, 1.0), (-inf, 1.0, 1.0), (0.0, 0.0, 0.0), (-1.0, 0.0, 0.0),
                (1e300, 1.0, 1.0), (1.5, 1e300, 1.0), (1.5, -1e300, 1.0), (1.5, 1e300, 1e300),
                (0.5, 5e-324, 0.0), (0.5, 0.0, 5e-324), (0.5, -5e-324, -5e-324),
                (1e-300, 1.0, 1.0), (-1e-300, 1.0, 1.0), (2.0, 1e6, 1e6), (2.0, -1e6, 1.0),
                (7.0, 0.0, 1e5), (7.0, -0.0, -1e5), (2.0, -4.0, 0.0), (2.0, -4.0, -0.0)]
    arrays["h0c_sp_in"] = np.array(special0, dtype=np.float64)
    spv = [complex(sc.hyp0f1(v, complex(zr, zi))) for (v, zr, zi) in special0]
    arrays["h0c_sp_scipy"] = np.array([[w.real, w.imag] for w in spv], dtype=np.float64)

    f1 = np.array(h1_points()[::37], dtype=np.float32)
    arrays["h1c_f32_in"] = f1
    vals = sc.hyp1f1(f1[:, 0], f1[:, 1], cplx(f1[:, 2], f1[:, 3]))
    assert vals.dtype == np.complex64, vals.dtype
    arrays["h1c_f32_scipy"] = np.column_stack([vals.real, vals.imag]).astype(np.float32)
    f0 = np.array(h0_points()[::11], dtype=np.float32)
    arrays["h0c_f32_in"] = f0
    vals = sc.hyp0f1(f0[:, 0], cplx(f0[:, 1], f0[:, 2]))
    assert vals.dtype == np.complex64, vals.dtype
    arrays["h0c_f32_scipy"] = np.column_stack([vals.real, vals.imag]).astype(np.float32)
    write_npz(OUT / "hyp_complex.npz", arrays)


if __name__ == "__main__":
    main()
