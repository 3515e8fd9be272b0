#!/usr/bin/env python3
"""Checks erfinv's float32 loop (special/src/scalar/error.rs `erfinv_f32`: ndtri_f32's table at
a = |y|/2, erfinv(y) = ndtri(1/2 + a)/sqrt(2)) by a numpy emulation of the CPU loop against the
float64 erfinv rounded to float32, on float32 inputs y in [0, 1) (erfinv is odd). SciPy 1.17.1's
own float32 loop (Boost's float algorithm) is up to 3 ulp from that rounded value (near
y = 2.7e-7), so gsci's float32 loop keeps the rounded float64 value as its reference. Prints the
inputs checked, the mismatches and the largest distance in ulp.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python special/golden/check_erfinv_f32.py [STEP]

STEP (default 1: every float32 in [0, 1), 1,065,353,216 inputs, a few minutes) checks every
STEP-th bit pattern. At a686b9d: 1 mismatch at STEP 1 (y = 0.16482602: 0.14712802 against
0.147128, 1 ulp), none at STEP 97.
"""
import sys
from pathlib import Path

import numpy as np
from scipy.special import erfinv

sys.path.insert(0, str(Path(__file__).resolve().parent))
from check_ndtri_f32 import table  # noqa: E402


def emulate(y, t):
    deg, n = t.shape[0] - 1, t.shape[1]
    yd = y.astype(np.float64)
    a = np.abs(yd) * 0.5
    central = a <= 0.375
    k = np.where(a < 0.25, np.floor(a * 8), 2 + np.minimum(np.floor((a - 0.25) * 16), 1)).astype(np.int64)
    v = a - np.array([0.0625, 0.1875, 0.28125, 0.34375])[np.clip(k, 0, 3)]
    mult = a.copy()
    q = 0.5 - a
    m, e = np.frexp(np.where(central, 0.0625, q))
    m, e = m * 2, e - 1
    half = (m >= 1.5).astype(np.int64)
    kt = 4 + 2 * (-4 - e) + half
    vt = m - np.where(half == 1, 1.75, 1.25)
    k = np.clip(np.where(central, k, kt), 0, n - 1)
    v = np.where(central, v, vt)
    mult = np.where(central, mult, 1.0)
    r = t[deg][k]
    for i in range(deg - 1, -1, -1):
        r = r * v + t[i][k]
    return (np.sign(yd) * ((mult * r) * np.sqrt(0.5))).astype(np.float32)


def main():
    step = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    t = table()
    hi = int(np.float32(1).view(np.uint32))
    bad = total = worst = 0
    for s in range(0, hi, 1 << 24):
        bits = np.arange(s, min(s + (1 << 24), hi), step, dtype=np.uint32)
        y = bits.view(np.float32)
        want = erfinv(y.astype(np.float64)).astype(np.float32)
        got = emulate(y, t)
        d = np.abs(got.view(np.int32).astype(np.int64) - want.view(np.int32).astype(np.int64))
        bad += int((d > 0).sum())
        worst = max(worst, int(d.max()))
        total += len(y)
        if (d > 0).any():
            i = np.nonzero(d)[0][:3]
            print("differ at", y[i], got[i], want[i], flush=True)
    print(f"checked {total} float32 inputs, {bad} mismatches, worst {worst} ulp")
    sys.exit(1 if worst > 1 else 0)


if __name__ == "__main__":
    main()
