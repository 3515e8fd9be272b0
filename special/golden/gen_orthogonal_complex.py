"""Golden data for gsci-special's orthogonal polynomials at a complex argument (the complex loops
of the eval_* functions): special/golden/data/orthogonal_complex.npz.

For each function `f` of SciPy's `orthogonal_eval.pxd` with a complex loop:

- `f_in` (n, k + 2) float64: (degree, parameters..., Re x, Im x): integer, negative and
  non-integer degrees; parameters negative, integer and non-integer (alpha <= -1 for
  genlaguerre, alpha = 0 for gegenbauer); x of modulus 1e-3 to 50 in all four quadrants, on the
  axes, at the points 0, 1, -1, and infinite and NaN components
- `f_scipy` (n, 2) float64: SciPy 1.17.1's value (its `...D->D` loop)
- `f_f32_in` / `f_f32_scipy`: a subset in float32 and SciPy's `...F->F` loop

Deterministic: fixed grids, zip entries with fixed timestamps. Rerun from the repository root
with the pinned versions (numpy 2.4.6, scipy 1.17.1):

    /tmp/venv/bin/python special/golden/gen_orthogonal_complex.py
"""

import itertools
import warnings
from pathlib import Path

import numpy as np
import scipy
import scipy.special as sc
from _golden_io import write_npz

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__

OUT = Path(__file__).resolve().parent / "data"
warnings.simplefilter("ignore")
np.seterr(all="ignore")

DEGREES = [-2.5, -1.0, 0.0, 0.5, 1.0, 2.0, 3.0, 4.5, 7.0, 12.0, 25.3]
PARAMS = [-1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 2.5]
ANGLES = [0.0, 45.0, 90.0, 135.0, 180.0, 225.0, 270.0, 315.0]
RADII = [1e-3, 0.4, 1.0, 2.5, 50.0]
inf, nan = float("inf"), float("nan")


def cplx(re, im, dtype):
    """The complex array (re, im), exactly (re + 1j * im would turn 0 + inf i into NaN + inf i
    and -0 into +0)."""
    z = np.empty(len(re), dtype=dtype)
    z.real = re
    z.imag = im
    return z


def xs():
    out = []
    for r in RADII:
        for t in ANGLES:
            th = np.deg2rad(t)
            x, y = r * np.cos(th), r * np.sin(th)
            if t in (90.0, 270.0):
                x = 0.0
            if t in (0.0, 180.0):
                y = 0.0
            out.append((float(x), float(y)))
    out += [(0.0, 0.0), (1.0, 0.0), (-1.0, 0.0), (0.5, 0.0), (inf, 0.0), (0.0, inf), (nan, 0.0),
            (1.0, nan)]
    return out


# name: number of real parameters besides the degree
FUNCS = {
    "eval_jacobi": 2, "eval_sh_jacobi": 2, "eval_gegenbauer": 1, "eval_genlaguerre": 1,
    "eval_chebyt": 0, "eval_chebyu": 0, "eval_chebys": 0, "eval_chebyc": 0,
    "eval_sh_chebyt": 0, "eval_sh_chebyu": 0, "eval_legendre": 0, "eval_sh_legendre": 0,
    "eval_laguerre": 0,
}


def main():
    arrays = {}
    x_list = xs()
    for name, k in FUNCS.items():
        f = getattr(sc, name)
        rows = []
        if k == 0:
            for n in DEGREES:
                for x in x_list:
                    rows.append((n,) + x)
        else:
            # every parameter tuple with a third of the degrees (rotating), every x
            for i, ps in enumerate(itertools.product(PARAMS, repeat=k)):
                for n in DEGREES[i % 3::3]:
                    for x in x_list[(i % 2)::2] if k == 2 else x_list:
                        rows.append((n,) + ps + x)
        ins = np.array(rows, dtype=np.float64)
        args = [ins[:, j] for j in range(k + 1)] + [cplx(ins[:, k + 1], ins[:, k + 2], np.complex128)]
        v = f(*args)
        assert v.dtype == np.complex128, (name, v.dtype)
        arrays[f"{name}_in"] = ins
        arrays[f"{name}_scipy"] = np.column_stack([v.real, v.imag])
        f32 = ins[::7].astype(np.float32)
        args = [f32[:, j] for j in range(k + 1)] + [cplx(f32[:, k + 1], f32[:, k + 2], np.complex64)]
        v = f(*args)
        assert v.dtype == np.complex64, (name, v.dtype)
        arrays[f"{name}_f32_in"] = f32
        arrays[f"{name}_f32_scipy"] = np.column_stack([v.real, v.imag]).astype(np.float32)
        print(f"{name}: {len(ins)} points, {len(f32)} float32")
    write_npz(OUT / "orthogonal_complex.npz", arrays)


if __name__ == "__main__":
    main()
