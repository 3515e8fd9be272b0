#!/usr/bin/env python3
"""Golden data of gsci-signal's qmf, daub and cascade (signal/golden/data/wavelets_daub.npz).

Run with the pinned versions, from the repository root:

    /tmp/venv/bin/python signal/golden/generate_daub.py

SciPy removed qmf, daub and cascade in 1.15 (with cwt); gsci keeps them with SciPy 1.14's
algorithms, which are written out below (NumPy's roots and poly1d products, SciPy's eig) and
evaluated with the pinned NumPy/SciPy.

Keys
----
qmf      q<k>_{h,y}
daub     d<p>_y for p = 1..34
cascade  c<k>_{h,j,x,phi,psi}: h from daub(p) or a short custom filter, j = [J]
"""

import io
import sys
import zipfile
from math import comb
from pathlib import Path

import numpy as np
import scipy
import scipy.linalg

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"
if np.__version__ != NUMPY_VERSION or scipy.__version__ != SCIPY_VERSION:
    sys.exit(f"needs numpy=={NUMPY_VERSION} and scipy=={SCIPY_VERSION}")

DATA = Path(__file__).resolve().parent / "data"


def write_npz(path, arrays):
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def qmf(hk):
    hk = np.asarray(hk, dtype=float)
    sign = np.array([1.0 if k % 2 == 0 else -1.0 for k in range(len(hk))])
    return hk[::-1] * sign


def daub(p):
    r2 = np.sqrt(2)
    if p == 1:
        c = 1 / r2
        return np.array([c, c])
    if p == 2:
        f, c = r2 / 8, np.sqrt(3)
        return f * np.array([1 + c, 3 + c, 3 - c, 1 - c])
    if p == 3:
        tmp = 12 * np.sqrt(10)
        z1 = 1.5 + np.sqrt(15 + tmp) / 6 - 1j * (np.sqrt(15) + np.sqrt(tmp - 15)) / 6
        z1c = np.conj(z1)
        f = r2 / 8
        d0 = np.real((1 - z1) * (1 - z1c))
        a0 = np.real(z1 * z1c)
        a1 = 2 * np.real(z1)
        return f / d0 * np.array([a0, 3 * a0 - a1, 3 * a0 - 3 * a1 + 1, a0 - 3 * a1 + 3, 3 - a1, 1])
    P = [comb(p - 1 + k, k) for k in range(p)][::-1]
    yj = np.roots(P)
    q = np.poly1d([1])
    for k in range(p - 1):
        y = yj[k]
        part = 2 * np.sqrt(y * (y - 1))
        const = 1 - 2 * y
        z1 = const + part
        if abs(z1) < 1:
            z1 = const - part
        q = q * [1, -z1]
    q = np.poly1d([1, 1]) ** p * np.real(q)
    q = q / np.sum(q) * r2
    return q.c[::-1]


def cascade(hk, J):
    N = len(hk) - 1
    nn, kk = np.ogrid[:N, :N]
    s2 = np.sqrt(2)
    thk = np.r_[hk, 0]
    tgk = np.r_[qmf(hk), 0]
    i1 = np.clip(2 * nn - kk, -1, N + 1)
    i2 = np.clip(2 * nn - kk + 1, -1, N + 1)
    m = np.empty((2, 2, N, N))
    m[0, 0] = np.take(thk, i1, 0)
    m[0, 1] = np.take(thk, i2, 0)
    m[1, 0] = np.take(tgk, i1, 0)
    m[1, 1] = np.take(tgk, i2, 0)
    m *= s2
    x = np.arange(0, N * (1 << J), dtype=float) / (1 << J)
    phi = 0 * x
    psi = 0 * x
    lam, v = scipy.linalg.eig(m[0, 0])
    ind = np.argmin(np.absolute(lam - 1))
    v = np.real(v[:, ind])
    sm = np.sum(v)
    if sm < 0:
        v, sm = -v, -sm
    bit = {"0": v / sm}
    bit["1"] = np.dot(m[0, 1], bit["0"])
    step = 1 << J
    phi[::step] = bit["0"]
    phi[(1 << (J - 1))::step] = bit["1"]
    psi[::step] = np.dot(m[1, 0], bit["0"])
    psi[(1 << (J - 1))::step] = np.dot(m[1, 1], bit["0"])
    prev = ["1"]
    for level in range(2, J + 1):
        new = [f"{a}{b}" for a in "01" for b in prev]
        fac = 1 << (J - level)
        for key in new:
            num = sum(1 << (level - 1 - pos) for pos in range(level) if key[pos] == "1")
            past = bit[key[1:]]
            ii = int(key[0])
            temp = np.dot(m[0, ii], past)
            bit[key] = temp
            phi[num * fac::step] = temp
            psi[num * fac::step] = np.dot(m[1, ii], past)
        prev = new
    return x, phi, psi


def main():
    a = {}
    for k, h in enumerate([[1.0, 2.0, 3.0], [0.5, -0.25, 0.125, 2.0], [4.0]]):
        a[f"q{k}_h"] = np.array(h)
        a[f"q{k}_y"] = qmf(h)
    for p in range(1, 35):
        a[f"d{p}_y"] = daub(p)
    cases = [(daub(2), 7), (daub(3), 5), (daub(4), 6), (daub(8), 3), (daub(1), 2),
             (np.array([0.5, 1.0, 0.5]) / np.sqrt(2) * np.sqrt(2) * (np.sqrt(2) / 2), 4)]
    for k, (h, j) in enumerate(cases):
        x, phi, psi = cascade(np.asarray(h), j)
        a[f"c{k}_h"], a[f"c{k}_j"] = np.asarray(h), np.array([j])
        a[f"c{k}_x"], a[f"c{k}_phi"], a[f"c{k}_psi"] = x, phi, psi
    write_npz(DATA / "wavelets_daub.npz", a)
    print(len(a), "arrays")


if __name__ == "__main__":
    main()
