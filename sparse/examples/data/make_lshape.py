"""Writes lshape_poisson.mtx: the 5-point Laplacian of an L-shaped membrane, for examples/poisson.rs.

The domain is a 32x32 grid of interior points with its upper-right 16x16 quadrant removed (Dirichlet
boundary, u = 0, all around), so the matrix has 1024 - 256 = 768 unknowns, 4 on the diagonal and -1
for each neighbour inside the domain, numbered row by row. It is symmetric positive definite.
The file is our own (no third-party data): rerun from the repository root with

    /tmp/venv/bin/python sparse/examples/data/make_lshape.py

(numpy 2.4.6, scipy 1.17.1); the output is deterministic.
"""

import io
from pathlib import Path

import numpy as np
import scipy
import scipy.io
import scipy.sparse as sp

assert np.__version__ == "2.4.6" and scipy.__version__ == "1.17.1", (np.__version__, scipy.__version__)

N = 32
inside = np.ones((N, N), dtype=bool)
inside[: N // 2, N // 2 :] = False  # row 0 is the top: the upper-right quadrant is cut away
number = -np.ones((N, N), dtype=np.int64)
number[inside] = np.arange(inside.sum())
rows, cols, vals = [], [], []
for i in range(N):
    for j in range(N):
        k = number[i, j]
        if k < 0:
            continue
        rows.append(k)
        cols.append(k)
        vals.append(4.0)
        for di, dj in ((-1, 0), (1, 0), (0, -1), (0, 1)):
            p, q = i + di, j + dj
            if 0 <= p < N and 0 <= q < N and number[p, q] >= 0:
                rows.append(k)
                cols.append(number[p, q])
                vals.append(-1.0)
n = int(inside.sum())
a = sp.coo_array((vals, (rows, cols)), shape=(n, n)).tocsr()
assert (a != a.T).nnz == 0
buf = io.BytesIO()
scipy.io.mmwrite(
    buf,
    a,
    comment=" 5-point Laplacian of an L-shaped membrane: a 32x32 grid without its upper-right 16x16\n"
    " quadrant, numbered row by row; written by make_lshape.py (rerun it to regenerate)",
    field="integer",
    symmetry="symmetric",
)
out = Path(__file__).with_name("lshape_poisson.mtx")
out.write_bytes(buf.getvalue())
print(f"wrote {out}: {n}x{n}, {a.nnz} nonzeros")
