"""Golden data for gsci-special's orthogonal polynomials: special/golden/data/orthogonal.npz.

For eval_hermite and eval_hermitenorm:

- `NAME_in` (n, 2) float64: (degree, x) over degrees 0..60 and x from 1e-3 to 40 of both signs
  (points whose value overflows are left to the special values)
- `NAME_ref` (n, 1) float64: mpmath's value (mp.hermite, 50 digits; He_n(x) = 2^(-n/2)
  H_n(x / sqrt(2))), rounded once
- `NAME_sp_in` / `NAME_sp_scipy`: special values (NaN, +-inf, n < 0, overflow) and SciPy 1.17.1's
  results there, which the tests require bit for bit

Deterministic: fixed grids, zip entries with fixed timestamps. Rerun from the repository root with
the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/gen_orthogonal.py
"""

import io
import warnings
import zipfile
from pathlib import Path

import mpmath as mp
import numpy as np
import scipy
import scipy.special as sc

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__
assert mp.__version__ == "1.3.0", mp.__version__

mp.mp.dps = 50
OUT = Path(__file__).resolve().parent / "data"
warnings.simplefilter("ignore")


def write_npz(path, arrays):
    """np.savez without the wall-clock timestamps (so the bytes are reproducible)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def table(name, arrays, inputs, ref):
    ins, outs = [], []
    for args in inputs:
        f = float(ref(*args))
        if not np.isfinite(f) or (f != 0.0 and abs(f) < 2.2250738585072014e-308):
            continue
        ins.append([float(a) for a in args])
        outs.append([f])
    arrays[f"{name}_in"] = np.array(ins, dtype=np.float64)
    arrays[f"{name}_ref"] = np.array(outs, dtype=np.float64)
    print(f"{name}: {len(ins)} points")


def special(name, arrays, inputs, f):
    arrays[f"{name}_sp_in"] = np.array(inputs, dtype=np.float64)
    arrays[f"{name}_sp_scipy"] = np.array([[float(f(*a))] for a in inputs], dtype=np.float64)


def main():
    a = {}
    xs = sorted(set([float(v) for v in np.geomspace(1e-3, 40.0, 41)] + [0.0, 0.5, 1.0, 2.5]))
    xs = sorted(set(xs + [-v for v in xs]))
    grid = [(n, x) for n in list(range(0, 21)) + [25, 30, 40, 50, 60] for x in xs]
    table("eval_hermite", a, grid, lambda n, x: mp.hermite(n, mp.mpf(x)))
    table("eval_hermitenorm", a, grid,
          lambda n, x: mp.mpf(2) ** (-mp.mpf(n) / 2) * mp.hermite(n, mp.mpf(x) / mp.sqrt(2)))
    sp = [(n, x) for n in [-3, -1, 0, 1, 2, 5, 200, 1000] for x in [np.nan, -np.inf, np.inf, 0.0, -0.0, 30.0, 1e200]]
    special("eval_hermite", a, sp, lambda n, x: sc.eval_hermite(int(n), x))
    special("eval_hermitenorm", a, sp, lambda n, x: sc.eval_hermitenorm(int(n), x))
    write_npz(OUT / "orthogonal.npz", a)


if __name__ == "__main__":
    main()
