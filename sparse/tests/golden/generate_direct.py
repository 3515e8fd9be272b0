"""Writes direct_golden.npz next to it: SciPy's sparse direct solvers for gsci-sparse's tests
(tests/direct.rs).

Run with the pinned versions (python -m venv; pip install numpy==2.4.6 scipy==1.17.1):
    python sparse/tests/golden/generate_direct.py
"""
import os
import numpy as np
import scipy
import scipy.sparse as sp
import scipy.sparse.linalg as spla

assert np.__version__ == "2.4.6", f"numpy {np.__version__}: the golden data pins 2.4.6"
assert scipy.__version__ == "1.17.1", f"scipy {scipy.__version__}: the golden data pins 1.17.1"

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(20261130)
out = {}


def put(name, m):
    """A CSR matrix as its canonical arrays (int64 indices)."""
    m = sp.csr_array(m)
    m.sum_duplicates()
    out[name + "_indptr"] = m.indptr.astype(np.int64)
    out[name + "_indices"] = m.indices.astype(np.int64)
    out[name + "_data"] = m.data
    out[name + "_shape"] = np.array(m.shape, dtype=np.int64)


# Poisson 2-D (5-point) on a 12 x 12 grid: SPD, n = 144.
g = 12
t = sp.diags_array([-np.ones(g - 1), 2 * np.ones(g), -np.ones(g - 1)], offsets=[-1, 0, 1])
poisson = (sp.kronsum(t, t)).tocsr()
put("poisson", poisson)
b = rng.standard_normal(poisson.shape[0])
out["poisson_b"] = b
out["poisson_x"] = spla.spsolve(poisson.tocsc(), b)
B = rng.standard_normal((poisson.shape[0], 3))
out["poisson_B"] = B
out["poisson_X"] = spla.spsolve(poisson.tocsc(), B)

# Random nonsymmetric, diagonally weighted so that it is comfortably nonsingular: n = 60.
n = 60
r = sp.random_array((n, n), density=0.08, rng=rng) + sp.diags_array(rng.uniform(0.5, 2.0, n))
r = sp.csr_array(r)
put("nonsym", r)
b = rng.standard_normal(n)
out["nonsym_b"] = b
out["nonsym_x"] = spla.spsolve(r.tocsc(), b)
lu = spla.splu(r.tocsc())
out["nonsym_xt"] = lu.solve(b, trans="T")

# Complex nonsymmetric: n = 40.
n = 40
c = (sp.random_array((n, n), density=0.1, rng=rng)
     + 1j * sp.random_array((n, n), density=0.1, rng=rng)
     + sp.diags_array(rng.uniform(1.0, 2.0, n) + 1j * rng.uniform(-1, 1, n)))
c = sp.csr_array(c)
put("cplx", c)
b = rng.standard_normal(n) + 1j * rng.standard_normal(n)
out["cplx_b"] = b
out["cplx_x"] = spla.spsolve(c.tocsc(), b)
lu = spla.splu(c.tocsc())
out["cplx_xt"] = lu.solve(b, trans="T")
out["cplx_xh"] = lu.solve(b, trans="H")

# Triangular solves: lower and upper parts of the nonsymmetric matrix, matrix right-hand side.
low = sp.tril(r, format="csr")
up = sp.triu(r, format="csr")
B = rng.standard_normal((r.shape[0], 2))
out["tri_B"] = B
out["tri_lower_X"] = spla.spsolve_triangular(low, B, lower=True)
out["tri_upper_X"] = spla.spsolve_triangular(up, B, lower=False)
out["tri_unit_X"] = spla.spsolve_triangular(low, B, lower=True, unit_diagonal=True)

np.savez(os.path.join(HERE, "direct_golden.npz"), **out)
print({k: v.shape for k, v in out.items()})
