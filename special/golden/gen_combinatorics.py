"""Golden data for gsci-special's combinatorics: special/golden/data/combinatorics.npz.

SciPy 1.17.1's own values (`scipy.special.factorial`, `factorial2`, `factorialk`, `comb`, `perm`,
array inputs, `exact=False`, and the exact integers where they fit in int64):

- `factorial_in` (n,) float64 (integers and floats, NaN, negatives), `factorial_out` SciPy's
  float64 results; `factorial_int_in` (n,) int64, `factorial_int_out` (exact=False) and
  `factorial_int_exact` (exact=True, int64)
- `factorial2_*`, `factorialk_*` likewise (integer input only; k = 3 and 5 for factorialk)
- `comb_in` (n, 2) (N, k) float64, `comb_out` (exact=False), `comb_rep_out` (repetition=True);
  `comb_int_in` (n, 2) int64 and `comb_int_exact`, `comb_int_rep_exact` (exact=True, int64)
- `perm_in`, `perm_out`, `perm_int_in`, `perm_int_exact` likewise

Rerun from the repository root with the pinned versions (numpy 2.4.6, scipy 1.17.1):

    /tmp/venv/bin/python special/golden/gen_combinatorics.py
"""

import io
import warnings
import zipfile
from pathlib import Path

import numpy as np
import scipy
import scipy.special as sc

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__

OUT = Path(__file__).resolve().parent / "data"
warnings.simplefilter("ignore")
I64_MAX = 2**63 - 1


def write_npz(path, arrays):
    """np.savez without the wall-clock timestamps (so the bytes are reproducible)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def main():
    a = {}
    nf = np.array([0, 1, 2, 3, 4.5, 5, 10, 17.25, 20, 21, 25.5, 100, 170, 171, 200, -1, -0.5, -3, np.nan,
                   0.5, 1e-3, 3.0000001], dtype=np.float64)
    a["factorial_in"] = nf
    a["factorial_out"] = sc.factorial(nf).astype(np.float64)
    ni = np.array([0, 1, 2, 3, 5, 10, 15, 19, 20, -1, -7, 30, 170, 171], dtype=np.int64)
    a["factorial_int_in"] = ni
    a["factorial_int_out"] = sc.factorial(ni)
    small = ni[ni <= 20]
    a["factorial_int_exact_in"] = small
    a["factorial_int_exact"] = np.array([int(v) for v in sc.factorial(small, exact=True)], dtype=np.int64)
    n2 = np.array([0, 1, 2, 3, 4, 5, 6, 7, 10, 11, 20, 25, 30, 33, -1, -4, 100, 301, 302], dtype=np.int64)
    a["factorial2_in"] = n2
    a["factorial2_out"] = sc.factorial2(n2)
    ex = [int(v) for v in sc.factorial2(n2, exact=True)]
    keep = np.array([v <= I64_MAX for v in ex])
    a["factorial2_exact_in"] = n2[keep]
    a["factorial2_exact"] = np.array([v for v, k in zip(ex, keep) if k], dtype=np.int64)
    for k in (3, 5):
        nk = np.array([0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 13, 20, 27, 40, -1, -6, 100, 200], dtype=np.int64)
        a[f"factorialk{k}_in"] = nk
        a[f"factorialk{k}_out"] = sc.factorialk(nk, k)
        ex = [int(v) for v in sc.factorialk(nk, k, exact=True)]
        keep = np.array([v <= I64_MAX for v in ex])
        a[f"factorialk{k}_exact_in"] = nk[keep]
        a[f"factorialk{k}_exact"] = np.array([v for v, kk in zip(ex, keep) if kk], dtype=np.int64)
    pairs = [(n, k) for n in [0, 1, 2, 5, 10, 10.5, 30, 60, 100, 1000, -1, -2.5, np.nan, 3]
             for k in [0, 1, 2, 3, 4.5, 5, 10, 29, 40, -1, np.nan, 1000]]
    ck = np.array(pairs, dtype=np.float64)
    a["comb_in"] = ck
    a["comb_out"] = sc.comb(ck[:, 0], ck[:, 1])
    a["comb_rep_out"] = sc.comb(ck[:, 0], ck[:, 1], repetition=True)
    a["perm_out"] = sc.perm(ck[:, 0], ck[:, 1])
    ipairs = [(n, k) for n in [0, 1, 2, 5, 10, 30, 60, 66, 67, 100, -1, -3] for k in [0, 1, 2, 3, 5, 10, 15, 33, -1]]
    cex, crex, pex, kc, kcr, kp = [], [], [], [], [], []
    for n, k in ipairs:
        c = int(sc.comb(n, k, exact=True))
        cr = int(sc.comb(n, k, exact=True, repetition=True))
        p = int(sc.perm(n, k, exact=True))
        if c <= I64_MAX:
            kc.append((n, k)); cex.append(c)
        if cr <= I64_MAX:
            kcr.append((n, k)); crex.append(cr)
        if p <= I64_MAX:
            kp.append((n, k)); pex.append(p)
    a["comb_int_in"] = np.array(kc, dtype=np.int64)
    a["comb_int_exact"] = np.array(cex, dtype=np.int64)
    a["comb_rep_int_in"] = np.array(kcr, dtype=np.int64)
    a["comb_rep_int_exact"] = np.array(crex, dtype=np.int64)
    a["perm_int_in"] = np.array(kp, dtype=np.int64)
    a["perm_int_exact"] = np.array(pex, dtype=np.int64)
    write_npz(OUT / "combinatorics.npz", a)
    print({k: v.shape for k, v in a.items()})


if __name__ == "__main__":
    main()
