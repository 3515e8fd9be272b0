#!/usr/bin/env python3
"""Checks ndtri's float32 loop (special/src/scalar/error.rs `ndtri_f32`) against SciPy's float32
ndtri on float32 inputs in (0, 1), by a numpy emulation of the CPU loop (the same piece choice,
the table NDTRI_F32 parsed from error.rs, Horner's rule with separate multiplies and adds in
float64, one rounding to float32). Prints the number of inputs checked and of mismatches.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python special/golden/check_ndtri_f32.py [STEP]

STEP (default 1: every float32 in (0, 1), 1,065,353,215 inputs, a few minutes) checks every
STEP-th bit pattern. At the table of session 26: 0 mismatches at STEP 1.
"""
import re
import sys
from pathlib import Path

import numpy as np
from scipy.special import ndtri

SRC = Path(__file__).resolve().parents[1] / "src" / "scalar" / "error.rs"


def table():
    txt = SRC.read_text()
    body = txt.split("pub(crate) const NDTRI_F32: [f64; ")[1]
    size = int(body.split("]")[0])
    vals = np.array([float(v) for v in re.findall(r"(-?\d[\d.e+-]*),", body.split("= [", 1)[1].split("];")[0])])
    assert len(vals) == size, (len(vals), size)
    deg = 16
    return vals.reshape(deg + 1, size // (deg + 1))


def emulate(p, t):
    deg, n = t.shape[0] - 1, t.shape[1]
    pd = p.astype(np.float64)
    u = pd - 0.5
    a = np.abs(u)
    central = a <= 0.375
    k = np.where(a < 0.25, np.floor(a * 8), 2 + np.minimum(np.floor((a - 0.25) * 16), 1)).astype(np.int64)
    v = a - np.array([0.0625, 0.1875, 0.28125, 0.34375])[np.clip(k, 0, 3)]
    mult = a.copy()
    q = np.where(u < 0, pd, 1.0 - pd)
    m, e = np.frexp(q)  # q = m 2^e, m in [1/2, 1)
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
    return (np.sign(u) * (mult * r)).astype(np.float32)


def main():
    step = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    t = table()
    lo = int(np.float32(0).view(np.uint32)) + 1
    hi = int(np.float32(1).view(np.uint32))
    bad = total = 0
    for s in range(lo, hi, 1 << 24):
        bits = np.arange(s, min(s + (1 << 24), hi), step, dtype=np.uint32)
        p = bits.view(np.float32)
        want = ndtri(p)  # SciPy's float32 loop
        got = emulate(p, t)
        diff = got != want
        bad += int(diff.sum())
        total += len(p)
        if diff.any():
            i = np.nonzero(diff)[0][:3]
            print("differ at", p[i], got[i], want[i], flush=True)
    print(f"checked {total} float32 inputs, {bad} mismatches")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
