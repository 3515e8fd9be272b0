"""Writes the SciPy reference data of gsci-fft's golden tests (fft_golden.npz beside this file).

Pinned versions (refuses others, so the data only changes on purpose):
    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python fft/tests/golden/generate.py
"""
import os
import sys

import numpy as np
import scipy
import scipy.fft as sf

NUMPY, SCIPY = "2.4.6", "1.17.1"
if np.__version__ != NUMPY or scipy.__version__ != SCIPY:
    sys.exit(f"need numpy=={NUMPY} and scipy=={SCIPY}, found {np.__version__} and {scipy.__version__}")

rng = np.random.default_rng(20261129)
out = {}

# fft with n padding along axis 0, ortho.
x = rng.standard_normal((5, 7))
out["fft_pad_in"] = x
out["fft_pad_out"] = sf.fft(x, n=10, axis=0, norm="ortho")

# rfft2 of float32 (computes in complex64).
x = rng.standard_normal((6, 9)).astype(np.float32)
out["rfft2_in"] = x
out["rfft2_out"] = sf.rfft2(x)

# irfftn with s over two of three axes, of a non-Hermitian input (checks the order of the passes).
x = rng.standard_normal((3, 4, 5)) + 1j * rng.standard_normal((3, 4, 5))
out["irfftn_in"] = x
out["irfftn_out"] = sf.irfftn(x, s=[5, 7], axes=[1, 2], norm="forward")

# hfft / ihfft.
x = rng.standard_normal(6) + 1j * rng.standard_normal(6)
out["hfft_in"] = x
out["hfft_out"] = sf.hfft(x, n=9)
x = rng.standard_normal(9)
out["ihfft_in"] = x
out["ihfft_out"] = sf.ihfft(x, norm="ortho")

# dct / dst, every type and norm (orthogonalize defaults to norm == "ortho").
x = rng.standard_normal(8)
out["dct_in"] = x
for kind, fn in (("dct", sf.dct), ("dst", sf.dst)):
    for t in (1, 2, 3, 4):
        for norm in ("backward", "ortho", "forward"):
            out[f"{kind}_{t}_{norm}"] = fn(x, type=t, norm=norm)
        out[f"{kind}_{t}_ortho_noorth"] = fn(x, type=t, norm="ortho", orthogonalize=False)
        out[f"{kind}_{t}_backward_orth"] = fn(x, type=t, orthogonalize=True)

# dctn / idstn with s, and a complex dct.
x = rng.standard_normal((4, 6))
out["dctn_in"] = x
out["dctn_out"] = sf.dctn(x, type=2, s=[5, 4], norm="ortho")
out["idstn_out"] = sf.idstn(x, type=3, axes=[0])
z = rng.standard_normal(5) + 1j * rng.standard_normal(5)
out["dct_complex_in"] = z
out["dct_complex_out"] = sf.dct(z, type=4)

# helpers
out["fftfreq_9_0.1"] = sf.fftfreq(9, 0.1)
out["rfftfreq_10_2.5"] = sf.rfftfreq(10, 2.5)
out["fftshift_in"] = np.arange(15).reshape(3, 5)
out["fftshift_out"] = sf.fftshift(out["fftshift_in"])
out["ifftshift_out_ax1"] = sf.ifftshift(out["fftshift_in"], axes=1)

# Fast Hankel transforms (FFTLog): even and odd lengths, a bias, an offset, mu = -1 (the pole of
# loggamma at zero frequency), a 2-D input (over the last axis), and fhtoffset.
r = np.logspace(-3, 3, 64)
x = r**1.5 * np.exp(-r**2 / 2)
out["fht_in"] = x
out["fht_0.5"] = sf.fht(x, dln=np.log(r[1] / r[0]), mu=0.5)
out["fht_2_offset_bias"] = sf.fht(x, dln=0.2, mu=2.0, offset=0.3, bias=0.7)
out["ifht_0_offset_bias"] = sf.ifht(x, dln=0.2, mu=0.0, offset=-0.2, bias=-0.4)
out["fht_m1"] = sf.fht(x, dln=0.1, mu=-1.0)
x = rng.standard_normal((3, 37))
out["fht2d_in"] = x
out["fht2d_out"] = sf.fht(x, dln=0.05, mu=1.5, offset=sf.fhtoffset(0.05, 1.5))
out["ifht2d_out"] = sf.ifht(x, dln=0.05, mu=1.5, offset=0.1, bias=0.2)
out["fhtoffset"] = np.array([
    sf.fhtoffset(0.1, 2.0, initial=0.5),
    sf.fhtoffset(0.05, 1.5),
    sf.fhtoffset(0.2, 0.0, initial=-0.3, bias=0.4),
    sf.fhtoffset(0.01, -0.5, initial=1.0, bias=-0.2),
])

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fft_golden.npz")
np.savez(path, **out)
print(f"wrote {len(out)} arrays, {os.path.getsize(path)} bytes to {path}")
