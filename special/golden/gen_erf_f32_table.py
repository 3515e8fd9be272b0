#!/usr/bin/env python3
"""Coefficient tables of erf's float32 loop (special/src/scalar/error.rs `erf_f32`, twin in
special/src/kernels/error.cuh): erf on |x| < 4 as double polynomials whose error is far below
float32's half-ulp, so that the loop's float32 result is the rounded double erf, SciPy's float32
value, at all but about 1e-9 of the inputs (those within 1e-16 of a rounding boundary).

    |x| < 0.5:        erf(x) = x * P(x^2),  P of degree 9 in s = x^2 on [0, 0.25]
    0.5 <= |x| < 4:   erf(|x|) = Q_k(|x| - c_k) on [0.5 + k/4, 0.75 + k/4), c_k = 0.625 + k/4,
                      k = 0 .. 13, Q_k of degree 12
    |x| >= 4:         +-1 (erfc(4) = 1.5e-8 < 2^-25, half of float32's ulp below 1)

Each polynomial interpolates at Chebyshev nodes in mpmath (60 digits) and is expanded in
powers of its variable, then rounded to double. Prints the Rust and CUDA tables and the largest
error of the rounded coefficients (exact arithmetic) on a dense grid.

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install mpmath==1.3.0
    /tmp/venv/bin/python special/golden/gen_erf_f32_table.py
"""
import mpmath as mp

mp.mp.dps = 60
SMALL_DEG = 9
MID_DEG = 12
MID_N = 14


def cheb_monomial(f, a, b, deg, centre):
    """Coefficients (ascending) in powers of (t - centre) of f's interpolant at deg + 1
    Chebyshev nodes of [a, b]."""
    nodes = [(a + b) / 2 + (b - a) / 2 * mp.cos(mp.pi * (2 * i + 1) / (2 * (deg + 1)))
             for i in range(deg + 1)]
    vals = [f(t) for t in nodes]
    # Newton's divided differences in the variable u = t - centre, then expand.
    us = [t - centre for t in nodes]
    coef = list(vals)
    for j in range(1, deg + 1):
        for i in range(deg, j - 1, -1):
            coef[i] = (coef[i] - coef[i - 1]) / (us[i] - us[i - j])
    poly = [mp.mpf(0)] * (deg + 1)
    for i in range(deg, -1, -1):
        # poly = poly * (u - us[i]) + coef[i]
        new = [mp.mpf(0)] * (deg + 1)
        for k in range(deg):
            new[k + 1] += poly[k]
            new[k] -= poly[k] * us[i]
        new[0] += coef[i]
        poly = new
    return poly


def horner(cs, u):
    r = mp.mpf(0)
    for c in reversed(cs):
        r = r * u + c
    return r


def main():
    small_f = lambda s: mp.erf(mp.sqrt(s)) / mp.sqrt(s) if s > 0 else 2 / mp.sqrt(mp.pi)
    small = cheb_monomial(small_f, mp.mpf(0), mp.mpf("0.25"), SMALL_DEG, mp.mpf(0))
    small_d = [float(c) for c in small]
    worst = 0
    for i in range(1, 2001):
        x = mp.mpf(i) / 4000
        got = x * horner([mp.mpf(c) for c in small_d], x * x)
        worst = max(worst, abs(got / mp.erf(x) - 1))
    print(f"// small: max relative error {mp.nstr(worst, 3)}")
    mids = []
    worst = 0
    for k in range(MID_N):
        a = mp.mpf("0.5") + mp.mpf(k) / 4
        c = a + mp.mpf("0.125")
        cs = cheb_monomial(mp.erf, a, a + mp.mpf("0.25"), MID_DEG, c)
        cd = [float(v) for v in cs]
        mids.append(cd)
        for i in range(401):
            x = a + mp.mpf(i) / 1600
            got = horner([mp.mpf(v) for v in cd], x - c)
            worst = max(worst, abs(got / mp.erf(x) - 1))
    print(f"// mid: max relative error {mp.nstr(worst, 3)}")
    # coefficient-major (coefficient i of every piece together): the lanes of a warp, in
    # different pieces, read one cache line per coefficient on the GPU
    flat = [mids[k][i] for i in range(MID_DEG + 1) for k in range(MID_N)]
    n_mid = MID_N * (MID_DEG + 1)
    print("// Rust (scalar/error.rs, between its table markers)")
    print(f"pub(crate) const ERF_F32_SMALL: [f64; {SMALL_DEG + 1}] = [")
    print("".join(f"    {v!r},\n" for v in small_d) + "];")
    print(f"pub(crate) const ERF_F32_MID: [f64; {n_mid}] = [")
    print("".join(f"    {v!r},\n" for v in flat) + "];")
    print("// CUDA (kernels/error.cuh, between its table markers)")
    print(f"__constant__ double gsci_sp_ERF_F32_SMALL[{SMALL_DEG + 1}] = {{")
    print("".join(f"    {v!r},\n" for v in small_d) + "};")
    print(f"__device__ const double gsci_sp_ERF_F32_MID[{n_mid}] = {{")
    print("".join(f"    {v!r},\n" for v in flat) + "};")


if __name__ == "__main__":
    main()
