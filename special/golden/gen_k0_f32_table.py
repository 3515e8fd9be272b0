#!/usr/bin/env python3
"""Coefficient table of k0's float32 loop (special/src/scalar/bessel.rs `k0_f32`, twin in
special/src/kernels/bessel.cuh): K0 on (0, 104) as double polynomials of degree 16 whose error is
far below float32's half-ulp, so that the loop's float32 result is the rounded double k0,
SciPy's float32 value, at all but the inputs within about 1e-16 of a rounding boundary.

Pieces (every lane of a warp runs one Horner loop, K0(x) = P_k(v)):
    x < 2: x = m 2^e with m in [1, 2) and e = -149 .. 0 (float32's subnormals are normal
        doubles), two pieces per binade ([1, 3/2) and [3/2, 2)), v = m - c_k; piece
        k = 2 (e + 149) + (m >= 3/2), rows 0 .. 299
    2 <= x < 104: pieces [2 + j/2, 5/2 + j/2), v = x - (9/4 + j/2), row 300 + j (j = 0 .. 203);
        beyond 104 K0 rounds to 0 in float32 (K0(102) = 6.2e-46 is below half of 2^-149)
The table is coefficient-major with 512 rows (504 used, the rest zero): a coefficient's rows
288 .. 303 (x in [2^-6, 4)) fill one 128-byte line.

Each polynomial interpolates K0 (mpmath besselk, 40 digits) at Chebyshev nodes and is expanded
in powers of v, then rounded to double. Prints the largest relative error of the rounded
coefficients on a grid of each piece, and writes the Rust and CUDA table blocks to the files
named on the command line.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install mpmath==1.3.0 numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python special/golden/gen_k0_f32_table.py rust.txt cuda.txt
"""
import sys
from pathlib import Path

import mpmath as mp

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gen_erf_f32_table import cheb_monomial, horner  # noqa: E402

DEG = 16
BINADES = 150  # e = -149 .. 0
LARGE = 204  # [2 + j/2, 5/2 + j/2), j = 0 .. 203
ROWS = 512


def pieces():
    """(f, a, b, centre) per row; f the function of v's base variable."""
    out = []
    for j in range(BINADES):
        e = -149 + j
        for lo, hi in (("1", "1.5"), ("1.5", "2")):
            a, b = mp.mpf(lo), mp.mpf(hi)
            out.append((lambda t, e=e: mp.besselk(0, t * mp.mpf(2) ** e), a, b, (a + b) / 2))
    for j in range(LARGE):
        a = 2 + mp.mpf(j) / 2
        b = a + mp.mpf("0.5")
        out.append((lambda t: mp.besselk(0, t), a, b, (a + b) / 2))
    return out


def main():
    mp.mp.dps = 40
    tabs = []
    worst = 0
    for idx, (f, a, b, c) in enumerate(pieces()):
        cs = cheb_monomial(f, a, b, DEG, c)
        cd = [float(v) for v in cs]
        tabs.append(cd)
        for i in range(0, 33):
            t = a + (b - a) * i / 32
            want = f(t)
            got = horner([mp.mpf(v) for v in cd], t - c)
            worst = max(worst, abs(got / want - 1))
        if idx % 50 == 0:
            print(f"piece {idx}: worst so far {mp.nstr(worst, 3)}", file=sys.stderr)
    n = len(tabs)
    assert n == BINADES * 2 + LARGE
    tabs += [[0.0] * (DEG + 1)] * (ROWS - n)
    note = f"max relative error of the rounded coefficients {mp.nstr(worst, 3)}"
    print(note)
    flat = [tabs[k][i] for i in range(DEG + 1) for k in range(ROWS)]
    rows = ["    " + " ".join(f"{v!r}," for v in flat[i:i + 4]) for i in range(0, len(flat), 4)]
    body = "\n".join(rows)
    head = (f"// k0's float32 loop (k0_f32; special/golden/gen_k0_f32_table.py): {n} pieces of degree\n"
            f"// {DEG} in {ROWS} rows, coefficient i of row k at {ROWS} i + k; {note}.\n")
    with open(sys.argv[1], "w") as fh:
        fh.write(head)
        fh.write(f"#[rustfmt::skip]\n#[allow(clippy::large_const_arrays)] // a table, indexed in place\npub(crate) const K0_F32: [f64; {len(flat)}] = [\n{body}\n];\n")
    with open(sys.argv[2], "w") as fh:
        fh.write(head)
        fh.write(f"__device__ const double gsci_sp_K0_F32[{len(flat)}] __align__(128) = {{\n{body}\n}};\n")


if __name__ == "__main__":
    main()
