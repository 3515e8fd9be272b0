#!/usr/bin/env python3
"""Coefficient table of ndtri's float32 loop (special/src/scalar/error.rs `ndtri_f32`, twin in
special/src/kernels/error.cuh): ndtri on (0, 1) as double polynomials whose error is far below
float32's half-ulp, so that the loop's float32 result is the rounded double ndtri, SciPy's
float32 value, at all but the inputs within about 1e-16 of a rounding boundary.

With u = p - 1/2 (exact for a float32 p) and a = |u|, every piece is one polynomial P_k of
degree 16 (one Horner loop for all lanes of a warp), and ndtri(p) = sign(u) * mult * P_k(v):

    a <= 3/8 (central, 4 pieces: [0, 1/8), [1/8, 1/4), [1/4, 5/16), [5/16, 3/8]):
        mult = a, v = a - c_k, P_k ~ ndtri(1/2 + a) / a (even in a, smooth up to a = 1/2)
    a > 3/8 (tails, q = min(p, 1 - p) < 1/8, exact): q = m 2^e with m in [1, 2) and
        e = -4 .. -149 (float32's subnormals are normal doubles), two pieces per binade
        ([1, 3/2) and [3/2, 2)):  mult = 1, v = m - c_k, P_k ~ -ndtri(m 2^e)

Each polynomial interpolates at Chebyshev nodes (mpmath, 50 digits; ndtri by Newton's method
on mpmath's ncdf from SciPy's double) and is expanded in powers of v, then rounded to double.
Prints the largest relative error of the rounded coefficients on a grid of each piece, and
writes the Rust and CUDA table blocks (for scalar/error.rs and kernels/error.cuh, between
their table markers) to the files named on the command line.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install mpmath==1.3.0 numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python special/golden/gen_ndtri_f32_table.py rust.txt cuda.txt
"""
import sys
from pathlib import Path

import mpmath as mp
from scipy.special import ndtri as sp_ndtri

sys.path.insert(0, str(Path(__file__).resolve().parent))
from gen_erf_f32_table import cheb_monomial, horner  # noqa: E402

DEG = 16
CENTRAL = [("0", "0.125"), ("0.125", "0.25"), ("0.25", "0.3125"), ("0.3125", "0.375")]
BINADES = 146  # e = -4 .. -149


def ndtri_mp(p):
    p = mp.mpf(p)
    x = mp.mpf(float(sp_ndtri(float(p)))) if float(p) > 0 else -mp.sqrt(-2 * mp.log(p))
    for _ in range(4):
        x -= (mp.ncdf(x) - p) / mp.npdf(x)
    return x


def pieces():
    """(f, a, b, centre, mult) per piece; f the function of v's base variable."""
    out = []
    for lo, hi in CENTRAL:
        a, b = mp.mpf(lo), mp.mpf(hi)
        f = (lambda t: ndtri_mp(mp.mpf("0.5") + t) / t if t != 0 else mp.sqrt(2 * mp.pi))
        out.append((f, a, b, (a + b) / 2, True))
    for j in range(BINADES):
        e = -4 - j
        for lo, hi in (("1", "1.5"), ("1.5", "2")):
            a, b = mp.mpf(lo), mp.mpf(hi)
            f = (lambda t, e=e: -ndtri_mp(t * mp.mpf(2) ** e))
            out.append((f, a, b, (a + b) / 2, False))
    return out


def main():
    mp.mp.dps = 50
    tabs = []
    worst_c, worst_t = 0, 0
    for idx, (f, a, b, c, central) in enumerate(pieces()):
        cs = cheb_monomial(f, a, b, DEG, c)
        cd = [float(v) for v in cs]
        tabs.append(cd)
        for i in range(0, 65):
            t = a + (b - a) * i / 64
            want = f(t)
            got = horner([mp.mpf(v) for v in cd], t - c)
            err = abs(got / want - 1)
            if central:
                worst_c = max(worst_c, err)
            else:
                worst_t = max(worst_t, err)
        if idx % 40 == 0:
            print(f"piece {idx}: worst so far central {mp.nstr(worst_c, 3)} tail {mp.nstr(worst_t, 3)}",
                  file=sys.stderr)
    n = len(tabs)
    note = (f"max relative error of the rounded coefficients: central {mp.nstr(worst_c, 3)}, "
            f"tails {mp.nstr(worst_t, 3)}")
    print(note)
    # coefficient-major: coefficient i of every piece together
    flat = [tabs[k][i] for i in range(DEG + 1) for k in range(n)]
    rows = ["    " + " ".join(f"{v!r}," for v in flat[i:i + 4]) for i in range(0, len(flat), 4)]
    body = "\n".join(rows)
    with open(sys.argv[1], "w") as fh:
        fh.write(f"// ndtri's float32 loop (ndtri_f32; special/golden/gen_ndtri_f32_table.py): {n} pieces of\n"
                 f"// degree {DEG}, coefficient i of piece k at {n} i + k; {note}.\n")
        fh.write(f"#[rustfmt::skip]\n#[allow(clippy::large_const_arrays)] // a table, indexed in place\npub(crate) const NDTRI_F32: [f64; {len(flat)}] = [\n{body}\n];\n")
    with open(sys.argv[2], "w") as fh:
        fh.write(f"// ndtri's float32 loop (gen_ndtri_f32_table.py): {n} pieces of degree {DEG},\n"
                 f"// coefficient i of piece k at {n} i + k; {note}.\n")
        fh.write(f"__device__ const double gsci_sp_NDTRI_F32[{len(flat)}] = {{\n{body}\n}};\n")

if __name__ == "__main__":
    main()
