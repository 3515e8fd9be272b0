#!/usr/bin/env python3
"""The coefficient table of i0's float32 loop on |x| <= 8 (special/src/scalar/bessel.rs
`i0_f32`, twin in special/src/kernels/bessel.cuh): I0(x) = sum_k (x^2/4)^k / (k!)^2, its first
23 terms (the next is below 6e-19 of I0 on |x| <= 8) as doubles in ascending powers of s = x^2.
All terms are positive, so Horner's rule in double stays within a few ulp of I0, far below
float32's half-ulp: the loop's float32 result is the rounded double i0 (SciPy's float32 value)
at all but about 1e-8 of the inputs. Prints the Rust and CUDA tables.

    /tmp/venv/bin/python special/golden/gen_i0_f32_table.py      (mpmath==1.3.0)
"""
import mpmath as mp

mp.mp.dps = 50
N = 23


def main():
    cs = [float(mp.mpf(1) / (mp.mpf(4) ** k * mp.factorial(k) ** 2)) for k in range(N)]
    tail = max(mp.mpf(64) ** N / (mp.mpf(4) ** N * mp.factorial(N) ** 2) / mp.besseli(0, 8), 0)
    print(f"// first omitted term at |x| = 8 over I0(8): {mp.nstr(tail, 3)}")
    print("// Rust (scalar/bessel.rs, between its table markers)")
    print(f"pub(crate) const I0_F32_TAYLOR: [f64; {N}] = [")
    print("".join(f"    {v!r},\n" for v in cs) + "];")
    print("// CUDA (kernels/bessel.cuh, between its table markers)")
    print(f"__constant__ double gsci_sp_I0_F32_TAYLOR[{N}] = {{")
    print("".join(f"    {v!r},\n" for v in cs) + "};")


if __name__ == "__main__":
    main()
