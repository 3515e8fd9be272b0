"""Writes sparse_golden.npz and the .mtx files next to it: SciPy's results for gsci-sparse's tests.

Run with the pinned versions (python -m venv; pip install numpy==2.4.6 scipy==1.17.1):
    python sparse/tests/golden/generate.py
"""
import os
import numpy as np
import scipy
import scipy.io
import scipy.sparse as sp
import scipy.sparse.linalg as spla

assert np.__version__ == "2.4.6", f"numpy {np.__version__}: the golden data pins 2.4.6"
assert scipy.__version__ == "1.17.1", f"scipy {scipy.__version__}: the golden data pins 1.17.1"

HERE = os.path.dirname(os.path.abspath(__file__))
rng = np.random.default_rng(20261129)
out = {}

# --- formats: COO triplets with duplicates, unsorted order, an explicit zero, an empty row
m, n = 7, 9
nnz = 30
row = rng.integers(0, m, nnz)
row[row == 3] = 4  # row 3 stays empty
col = rng.integers(0, n, nnz)
row = np.concatenate([row, [row[0], 2]])  # one exact duplicate position, one explicit zero
col = np.concatenate([col, [col[0], 5]])
val = rng.standard_normal(nnz + 2)
val[-1] = 0.0
coo = sp.coo_array((val, (row, col)), shape=(m, n))
out["coo_row"] = row.astype(np.int64)
out["coo_col"] = col.astype(np.int64)
out["coo_data"] = val
out["dense"] = coo.toarray()
csr = coo.tocsr()
out["csr_indptr"] = csr.indptr.astype(np.int64)
out["csr_indices"] = csr.indices.astype(np.int64)
out["csr_data"] = csr.data
csc = coo.tocsc()
out["csc_indptr"] = csc.indptr.astype(np.int64)
out["csc_indices"] = csc.indices.astype(np.int64)
out["csc_data"] = csc.data
out["sum_axis0"] = csr.sum(axis=0)
out["sum_axis1"] = csr.sum(axis=1)
out["sum_all"] = np.array(csr.sum())
for k in (-2, 0, 3):
    out[f"diagonal_{k}".replace("-", "m")] = csr.diagonal(k)
out["trace_1"] = np.array(csr.trace(1))
csr_nz = csr.copy()
csr_nz.eliminate_zeros()
out["nnz_after_eliminate"] = np.array(csr_nz.nnz)
dia = coo.todia()
out["dia_offsets"] = dia.offsets.astype(np.int64)
out["dia_data"] = dia.data
out["dia_nnz"] = np.array(dia.nnz)

# --- products
x = rng.standard_normal(n)
X = rng.standard_normal((n, 3))
y = rng.standard_normal(m)
out["x"], out["X"], out["y"] = x, X, y
out["Ax"] = csr @ x
out["AX"] = csr @ X
out["ATy"] = csr.T @ y
b2 = sp.random_array((m, n), density=0.3, random_state=rng, format="csr")
out["b2_dense"] = b2.toarray()
out["sum_ab"] = (csr + b2).toarray()
out["diff_ab"] = (csr - b2).toarray()

# complex
cval = rng.standard_normal(nnz + 2) + 1j * rng.standard_normal(nnz + 2)
ccsr = sp.coo_array((cval, (row, col)), shape=(m, n)).tocsr()
xc = rng.standard_normal(n) + 1j * rng.standard_normal(n)
out["c_data"] = cval
out["c_x"] = xc
out["c_Ax"] = ccsr @ xc
out["c_dense_conj"] = ccsr.conj().toarray()

# --- constructors
out["eye_3_4_k1"] = sp.eye_array(3, 4, k=1).toarray()
out["diags"] = sp.diags_array([[1.0, 2.0, 3.0], [4.0, 5.0], [6.0]], offsets=[0, 1, -2], shape=(3, 3)).toarray()
ka = sp.csr_array(np.array([[1.0, 0.0], [2.0, 3.0]]))
kb = sp.csr_array(np.array([[0.0, 4.0, 5.0]]))
out["kron"] = sp.kron(ka, kb).toarray()
out["tril_m1"] = sp.tril(csr, -1).toarray()
out["triu_2"] = sp.triu(csr, 2).toarray()
out["hstack"] = sp.hstack([csr, b2]).toarray()
out["vstack"] = sp.vstack([csr, b2]).toarray()

# --- solvers on the 2-D Poisson matrix (16 x 16 grid)
g = 16
t = sp.diags_array([[-1.0] * (g - 1), [2.0] * g, [-1.0] * (g - 1)], offsets=[-1, 0, 1])
poisson = (sp.kron(sp.eye_array(g), t) + sp.kron(t, sp.eye_array(g))).tocsr()
out["poisson_indptr"] = poisson.indptr.astype(np.int64)
out["poisson_indices"] = poisson.indices.astype(np.int64)
out["poisson_data"] = poisson.data
bp = rng.standard_normal(g * g)
out["poisson_b"] = bp
xs, info = spla.cg(poisson, bp, rtol=1e-8)
assert info == 0
out["cg_x"] = xs
xs, info = spla.bicgstab(poisson, bp, rtol=1e-8)
assert info == 0
out["bicgstab_x"] = xs
xs, info = spla.gmres(poisson, bp, rtol=1e-8, restart=20)
assert info == 0
out["gmres_x"] = xs
d = poisson.diagonal()
M = spla.LinearOperator(poisson.shape, matvec=lambda v: v / d)
xs, info = spla.cg(poisson, bp, rtol=1e-8, M=M)
assert info == 0
out["cg_jacobi_x"] = xs
xs, info = spla.minres(poisson, bp, rtol=1e-10)
assert info == 0
out["minres_x"] = xs
xs, info = spla.minres(poisson, bp, rtol=1e-8, shift=2.0)  # symmetric indefinite
assert info == 0
out["minres_shift_x"] = xs
xs, info = spla.minres(poisson, bp, rtol=1e-12, maxiter=7)
out["minres_maxiter7_x"] = xs
out["minres_maxiter7_info"] = np.array(info)
# non-convergence: 5 iterations
xs, info = spla.cg(poisson, bp, rtol=1e-12, maxiter=5)
out["cg_maxiter5_x"] = xs
out["cg_maxiter5_info"] = np.array(info)

# --- Matrix Market files written by SciPy
sym = sp.random_array((6, 6), density=0.4, random_state=rng)
sym = (sym + sym.T).tocoo()
scipy.io.mmwrite(os.path.join(HERE, "symmetric.mtx"), sym, symmetry="symmetric")
out["mtx_symmetric"] = sym.toarray()
cm = sp.random_array((4, 5), density=0.5, random_state=rng, dtype=np.complex128).tocoo()
scipy.io.mmwrite(os.path.join(HERE, "complex.mtx"), cm)
out["mtx_complex"] = cm.toarray()
sk = sp.random_array((5, 5), density=0.4, random_state=rng)
sk = (sk - sk.T).tocoo()
scipy.io.mmwrite(os.path.join(HERE, "skew.mtx"), sk, symmetry="skew-symmetric")
out["mtx_skew"] = sk.toarray()

np.savez(os.path.join(HERE, "sparse_golden.npz"), **out)
print("wrote", len(out), "arrays")
