#!/usr/bin/env python3
"""SciPy's float32 loops (`f->f`) of erf, i0, ndtri, k0 and digamma on float32 points, and erfinv's reference
(special/golden/data/f32_loops.npz): <fn>_x (float32) and <fn>_y = scipy.special.<fn>(x)
(float32), for the float32 paths of gsci's erf_f32, i0_f32 and ndtri_f32.

erf: 30000 float32 bit patterns spread evenly over [0, 4.5) and their negatives, every piece
boundary of erf_f32 (|x| = 0.5, 0.75, ..., 4) with its float32 neighbours, erf's float32
rounding edge near 3.83, special values (+-0, subnormals, +-inf, NaN).
i0: 30000 bit patterns over [0, 10) and their negatives (the Taylor path to 8, the double path
beyond), 8 with its neighbours, large arguments to the overflow near 91.9, special values.
ndtri: 30000 bit patterns over (0, 1] and 29999 evenly spaced values in (0, 1), every piece
boundary of ndtri_f32 (p = 1/2 +- 1/8, 1/4, 5/16, 3/8; the binades and half-binades of p and
of 1 - p) with their float32 neighbours, special values (+-0, 1, outside [0, 1], +-inf, NaN).

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python special/golden/gen_f32_loops.py
"""
import sys
from pathlib import Path

import numpy as np
import scipy
import scipy.special as sc

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _golden_io import write_npz  # noqa: E402

if np.__version__ != "2.4.6" or scipy.__version__ != "1.17.1":
    sys.exit(f"needs numpy 2.4.6 and scipy 1.17.1, found {np.__version__} / {scipy.__version__}")

SPECIAL = [0.0, 1e-45, 1e-40, 1.1754944e-38, 1e-30, 1e-8, np.inf, np.nan]


def spread(top, edges, extra=()):
    hi = int(np.float32(top).view(np.uint32))
    x = np.linspace(0, hi, 30000, dtype=np.uint64).astype(np.uint32).view(np.float32)
    near = []
    for e in edges:
        e = np.float32(e)
        near += [np.nextafter(e, np.float32(0)), e, np.nextafter(e, np.float32(1e9))]
    x = np.concatenate([x, np.array(near + list(extra) + SPECIAL, np.float32)])
    return np.concatenate([x, -x]).astype(np.float32)


out = {}
x = spread(4.5, [0.5 + k / 4 for k in range(15)] + [3.8323, 3.83])
out["erf_x"], out["erf_y"] = x, sc.erf(x)
x = spread(10.0, [8.0], [20.0, 50.0, 88.0, 91.9, 92.0, 100.0])
out["i0_x"], out["i0_y"] = x, sc.i0(x)
hi = int(np.float32(1.0).view(np.uint32))
x = np.linspace(1, hi, 30000, dtype=np.uint64).astype(np.uint32).view(np.float32)
even = np.linspace(0.0, 1.0, 30001)[1:-1].astype(np.float32)
edges = [0.5 + s * a for a in (0.125, 0.25, 0.3125, 0.375) for s in (-1, 1)]
edges += [2.0 ** -k for k in range(3, 150)] + [1.5 * 2.0 ** -k for k in range(3, 149)]
edges += [1 - 2.0 ** -k for k in range(3, 25)] + [1 - 1.5 * 2.0 ** -k for k in range(3, 24)]
near = []
for e in edges:
    e = np.float32(e)
    near += [np.nextafter(e, np.float32(0)), e, np.nextafter(e, np.float32(1))]
odd = [0.0, -0.0, 0.5, 1.0, -1e-30, -1.0, 1.0000001, 2.0, np.inf, -np.inf, np.nan]
x = np.concatenate([x, even, np.array(near + odd, np.float32)]).astype(np.float32)
out["ndtri_x"], out["ndtri_y"] = x, sc.ndtri(x)
# erfinv: the float64 erfinv rounded to float32 (SciPy 1.17.1's float32 loop, Boost's float
# algorithm, is up to 3 ulp from it: gsci's float32 loop keeps the rounded float64 value);
# 30000 bit patterns over [0, 1) and 29999 evenly spaced values, every piece boundary of
# erfinv_f32 (|y| = 1/4, 1/2, 5/8, 3/4; the binades and half-binades of 1 - |y|) with their
# float32 neighbours, special values; and their negatives.
x = np.linspace(0, hi - 1, 30000, dtype=np.uint64).astype(np.uint32).view(np.float32)
even = np.linspace(0.0, 1.0, 30001)[:-1].astype(np.float32)
edges = [0.25, 0.5, 0.625, 0.75] + [1 - 2.0 ** -k for k in range(2, 25)]
edges += [1 - 1.5 * 2.0 ** -k for k in range(2, 24)]
near = []
for e in edges:
    e = np.float32(e)
    near += [np.nextafter(e, np.float32(0)), e, np.nextafter(e, np.float32(2))]
odd = [1e-45, 1e-40, 1.1754944e-38, 1e-30, 2.6756385e-07, 1.0, 1.0000001, 2.0, np.inf, np.nan]
x = np.concatenate([x, even, np.array(near + odd, np.float32)]).astype(np.float32)
x = np.concatenate([x, -x]).astype(np.float32)
out["erfinv_x"] = x
out["erfinv_y"] = sc.erfinv(x.astype(np.float64)).astype(np.float32)
# k0: 30000 bit patterns over (0, 104] and their negatives, every piece boundary of k0_f32
# (the binades and half-binades below 2, 2 + j/2 up to 104) with their float32 neighbours,
# the underflow near 101.6, special values.
edges = [2.0 ** e for e in range(-20, 1)] + [1.5 * 2.0 ** e for e in range(-20, 1)]
edges += [2 + j / 2 for j in range(205)]
x = spread(104.0, edges, [1e-38, 1e-45, 101.5, 101.6, 101.7, 102.0, 103.0, 200.0])
out["k0_x"], out["k0_y"] = x, sc.k0(x)
# digamma: 30000 bit patterns over (0, 3.4e38] and their negatives (the float64 path), every
# half-binade boundary from 2^-20 to 2^20 with its float32 neighbours, the root 1.4616 and its
# neighbours, special values.
edges = [2.0 ** e for e in range(-20, 21)] + [1.5 * 2.0 ** e for e in range(-20, 21)]
edges += [1.4616321449683622]
x = spread(3.4e38, edges, [1e-38, 1e-45, 1e-40, -0.5, -1.5, -2.0, -100.25, 1e30])
out["digamma_x"], out["digamma_y"] = x, sc.digamma(x)
for k in ("erf_y", "i0_y", "ndtri_y", "erfinv_y", "k0_y", "digamma_y"):
    assert out[k].dtype == np.float32, k
write_npz(Path(__file__).resolve().parent / "data" / "f32_loops.npz", out)
print(f"wrote f32_loops.npz ({len(out['erf_x'])} erf, {len(out['i0_x'])} i0, "
      f"{len(out['ndtri_x'])} ndtri, {len(out['erfinv_x'])} erfinv, {len(out['k0_x'])} k0 and "
      f"{len(out['digamma_x'])} digamma points)")
