"""Golden data for the rest of gsci-special's error-function family: special/golden/data/error_extra.npz.

dawsn, erfi, fresnel and voigt_profile (real) and the complex wofz, erf, erfc, erfcx, erfi, dawsn.
Rerun from the repository root with the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/generate_error_complex.py

Keys: ``F_x`` (real inputs; ``voigt_x``, ``voigt_sigma``, ``voigt_gamma``; complex functions
``F_re``/``F_im`` of the argument) and ``F_ref`` (``fresnel_s_ref``/``fresnel_c_ref``; complex
``F_ref_re``/``F_ref_im``): mpmath at 40 digits rounded once to float64. ``F_sx``/``F_sy`` (complex:
``F_sre``, ``F_sim``, ``F_sy_re``, ``F_sy_im``): special inputs and SciPy 1.17.1's results.
Deterministic: fixed grids and zip timestamps.
"""

import io
import sys
import zipfile
from pathlib import Path

import mpmath
import numpy as np
import scipy
import scipy.special as sc
from mpmath import mp

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__
assert mpmath.__version__ == "1.3.0", mpmath.__version__

mp.dps = 40
OUT = Path(__file__).resolve().parent / "data" / "error_extra.npz"


def save(path, arrays):
    # Stored, not deflated: the workspace's ndarray-npy reads npz without its compression feature.
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            z.writestr(zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0)), buf.getvalue())


def ref_dawsn(x):
    if abs(x) > 1e4:
        return dawsn_asym(x)
    return mp.sqrt(mp.pi) / 2 * mp.exp(-x * x) * mp.erfi(x)


def dawsn_asym(x):
    # D(x) = 1/(2x) sum_k (2k-1)!! / (2x^2)^k (all terms positive).
    s, term, t = 0, mp.mpf(1), 1 / (2 * x * x)
    for k in range(14):
        s += term
        term *= (2 * k + 1) * t
    return s / (2 * x)


def ref_w(z):
    if abs(z) > 1e4 and z.imag >= 0:
        # w(z) = i/(sqrt(pi) z) sum_k (2k-1)!! / (2z^2)^k
        s, term, t = 0, mp.mpf(1), 1 / (2 * z * z)
        for k in range(14):
            s += term
            term *= (2 * k + 1) * t
        return 1j / (mp.sqrt(mp.pi) * z) * s
    return mp.exp(-z * z) * mp.erfc(-1j * z)


def fresnel_ref(x):
    # mpmath's fresnels/fresnelc use the same normalisation as SciPy (sin(pi t^2 / 2)).
    return mp.fresnels(x), mp.fresnelc(x)


def main():
    a = {}
    lin, logs = np.linspace, np.logspace
    xs = np.unique(np.concatenate([lin(-30, 30, 601), logs(-320, 2, 120), -logs(-5, 8, 60), logs(2, 300, 40)]))
    a["dawsn_x"] = xs
    a["dawsn_ref"] = np.array([float(ref_dawsn(mp.mpf(v))) for v in xs])
    xe = np.unique(np.concatenate([xs[np.abs(xs) < 26.6], [26.6, 26.65, 26.7, -26.7]]))
    a["erfi_x"] = xe
    a["erfi_ref"] = np.array([float(mp.erfi(mp.mpf(v))) for v in xe])
    xf = np.unique(np.concatenate([lin(-10, 10, 401), logs(-320, 0.2, 80), [1.6, 1.6007810593582121, 1.601, 36973.0, 36975.0, 1e5, 1e10, 1e300], logs(0.3, 8, 80)]))
    fr = [fresnel_ref(mp.mpf(v)) for v in xf]
    a["fresnel_x"] = xf
    a["fresnel_s_ref"] = np.array([float(s) for s, _ in fr])
    a["fresnel_c_ref"] = np.array([float(c) for _, c in fr])
    g = np.array([1e-3, 0.1, 1.0, 3.0, 30.0])
    X, S, G = np.meshgrid(lin(-20, 20, 41), g, g)
    X, S, G = X.ravel(), S.ravel(), G.ravel()
    a["voigt_x"], a["voigt_sigma"], a["voigt_gamma"] = X, S, G
    a["voigt_ref"] = np.array([float(ref_w(mp.mpc(x, gg) / (s * mp.sqrt(2))).real / (s * mp.sqrt(2 * mp.pi))) for x, s, gg in zip(X, S, G)])
    # Complex grid: both half planes, near the axes, the region boundaries, large |z|.
    v = np.concatenate([-lin(-12, 12, 19), [-1e-10, 1e-10, 0.3, -0.3, 4.4, 6.3, -6.3, 40.0, -40.0]])
    R, I = np.meshgrid(v, v)
    R = np.concatenate([R.ravel(), [1e8, -1e8, 1e5, 3.0], ])
    I = np.concatenate([I.ravel(), [1e8, 1.0, -2e5, 1e9]])
    z = [mp.mpc(r, i) for r, i in zip(R, I)]
    refs = {
        "wofz": ref_w,
        "erf_c": mp.erf,
        "erfc_c": mp.erfc,
        "erfcx_c": lambda q: ref_w(1j * q),
        "erfi_c": mp.erfi,
        "dawsn_c": lambda q: mp.sqrt(mp.pi) / 2 * 1j * (mp.exp(-q * q) - ref_w(q)),
    }
    for name, f in refs.items():
        # Keep arguments where the value is finite in float64 and mpmath is quick.
        keep = []
        vals = []
        for k, q in enumerate(z):
            big = abs(q) > 1e4
            if name != "wofz" and big:
                continue
            if name == "wofz" and big and q.imag < 0:
                continue
            val = complex(f(q))
            if not (np.isfinite(val.real) and np.isfinite(val.imag)):
                continue
            keep.append(k)
            vals.append(val)
        vals = np.array(vals)
        a[f"{name}_re"], a[f"{name}_im"] = R[keep], I[keep]
        a[f"{name}_ref_re"], a[f"{name}_ref_im"] = vals.real.copy(), vals.imag.copy()
        print(name, len(keep), file=sys.stderr)
    sx = np.array([np.nan, -np.inf, np.inf, -0.0, 0.0, 1e-320, -1.0, 1.0])
    with np.errstate(all="ignore"):
        for name in ["dawsn", "erfi"]:
            a[f"{name}_sx"], a[f"{name}_sy"] = sx, getattr(sc, name)(sx)
        s_, c_ = sc.fresnel(sx)
        a["fresnel_sx"], a["fresnel_s_sy"], a["fresnel_c_sy"] = sx, s_, c_
        vs = np.array([[0.0, 0.0, 0.0], [1.0, 0.0, 0.0], [np.nan, 0.0, 0.0], [1.0, 0.0, 2.0], [1.0, 2.0, 0.0], [np.nan, 1.0, 1.0], [np.inf, 1.0, 1.0]])
        a["voigt_sx"], a["voigt_ssigma"], a["voigt_sgamma"] = vs[:, 0].copy(), vs[:, 1].copy(), vs[:, 2].copy()
        a["voigt_sy"] = sc.voigt_profile(vs[:, 0], vs[:, 1], vs[:, 2])
        cs = np.array([complex(np.nan, 0), complex(np.inf, 0), complex(-np.inf, 0), complex(0, np.inf), complex(0, -np.inf), 0j, complex(-0.0, 0.0), complex(0.0, -0.0), complex(1.0, 0.0)])
        for name, f in [("wofz", sc.wofz), ("erf_c", sc.erf), ("erfc_c", sc.erfc), ("erfcx_c", sc.erfcx), ("erfi_c", sc.erfi), ("dawsn_c", sc.dawsn)]:
            r = f(cs)
            a[f"{name}_sre"], a[f"{name}_sim"] = cs.real.copy(), cs.imag.copy()
            a[f"{name}_sy_re"], a[f"{name}_sy_im"] = r.real.copy(), r.imag.copy()
    save(OUT, a)
    print(OUT, OUT.stat().st_size, "bytes", file=sys.stderr)


if __name__ == "__main__":
    main()
