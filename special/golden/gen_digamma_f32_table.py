#!/usr/bin/env python3
"""Coefficient table of digamma's float32 loop (special/src/scalar/gamma.rs `digamma_f32`, twin
in special/src/kernels/gamma.cuh): psi on (0, inf) as double polynomials of degree 16 whose error
is far below float32's half-ulp, so that the loop's float32 result is the rounded double
digamma, SciPy's float32 value, at all but the inputs within about 1e-16 of a rounding boundary.

Pieces: x = m 2^e with m in [1, 2) and e = -149 .. 127 (float32's subnormals are normal
doubles), two pieces per binade ([1, 3/2) and [3/2, 2)), v = m - c_k, row k = 2 (e + 149) +
(m >= 3/2), 554 rows, padded with zero rows to 560 (a multiple of 16: every coefficient's rows
start a 128-byte line). psi(x) = mult * P_k(v): mult = 1, except in binade e = 0 (x in [1, 2),
around psi's root x0 = 1.4616...), where P_k ~ psi(x) / (x - x0) and mult = (x - x0_hi) - x0_lo
(exact to a rounding), so that psi keeps its relative accuracy near its root.

Each polynomial interpolates psi (mpmath, 40 digits) at Chebyshev nodes and is expanded in
powers of v, then rounded to double. Prints the largest relative error of the rounded
coefficients on a grid of each piece, and writes the Rust and CUDA table blocks to the files
named on the command line.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install mpmath==1.3.0 numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python special/golden/gen_digamma_f32_table.py rust.txt cuda.txt
"""
import sys
from pathlib import Path

import mpmath as mp

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gen_erf_f32_table import cheb_monomial, horner  # noqa: E402

DEG = 16
BINADES = 277  # e = -149 .. 127
ROWS = 560
X0 = None


def pieces():
    """(f, a, b, centre, root) per row; f the function of v's base variable."""
    out = []
    for j in range(BINADES):
        e = -149 + j
        for lo, hi in (("1", "1.5"), ("1.5", "2")):
            a, b = mp.mpf(lo), mp.mpf(hi)
            if e == 0:
                f = (lambda t: mp.digamma(t) / (t - X0) if t != X0 else mp.psi(1, X0))
            else:
                f = (lambda t, e=e: mp.digamma(t * mp.mpf(2) ** e))
            out.append((f, a, b, (a + b) / 2, e == 0))
    return out


def main():
    global X0
    mp.mp.dps = 40
    X0 = mp.findroot(mp.digamma, mp.mpf("1.4616321449683622"))
    hi = float(X0)
    lo = float(X0 - mp.mpf(hi))
    print(f"root: hi {hi!r} lo {lo!r}")
    tabs = []
    worst = 0
    for idx, (f, a, b, c, root) in enumerate(pieces()):
        cs = cheb_monomial(f, a, b, DEG, c)
        cd = [float(v) for v in cs]
        tabs.append(cd)
        for i in range(0, 33):
            t = a + (b - a) * i / 32
            want = f(t)
            got = horner([mp.mpf(v) for v in cd], t - c)
            if root:
                # the loop's product (x - x0) P(v), against psi, away from the root itself
                if abs(t - X0) > mp.mpf("1e-3"):
                    got, want = got * (t - X0), mp.digamma(t)
            worst = max(worst, abs(got / want - 1))
        if idx % 50 == 0:
            print(f"piece {idx}: worst so far {mp.nstr(worst, 3)}", file=sys.stderr)
    n = len(tabs)
    assert n == BINADES * 2
    tabs += [[0.0] * (DEG + 1)] * (ROWS - n)
    note = f"max relative error of the rounded coefficients {mp.nstr(worst, 3)}"
    print(note)
    flat = [tabs[k][i] for i in range(DEG + 1) for k in range(ROWS)]
    rows = ["    " + " ".join(f"{v!r}," for v in flat[i:i + 4]) for i in range(0, len(flat), 4)]
    body = "\n".join(rows)
    head = (f"// digamma's float32 loop (digamma_f32; special/golden/gen_digamma_f32_table.py): {n} pieces of degree\n"
            f"// {DEG} in {ROWS} rows, coefficient i of row k at {ROWS} i + k; {note}.\n")
    with open(sys.argv[1], "w") as fh:
        fh.write(head)
        fh.write(f"#[rustfmt::skip]\n#[allow(clippy::large_const_arrays)] // a table, indexed in place\npub(crate) static DIGAMMA_F32: [f64; {len(flat)}] = [\n{body}\n];\n")
    with open(sys.argv[2], "w") as fh:
        fh.write(head)
        fh.write(f"__device__ const double gsci_sp_gam_DIGAMMA_F32[{len(flat)}] __align__(128) = {{\n{body}\n}};\n")


if __name__ == "__main__":
    main()
