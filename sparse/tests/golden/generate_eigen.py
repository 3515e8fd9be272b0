"""Writes eigen_golden.npz: SciPy's eigsh, svds and lobpcg results for gsci-sparse's eigen tests.

Run with the pinned versions (python -m venv; pip install numpy==2.4.6 scipy==1.17.1):
    python sparse/tests/golden/generate_eigen.py
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


def put_csr(name, a):
    a = sp.csr_array(a)
    a.sort_indices()
    out[f"{name}_indptr"] = a.indptr.astype(np.int64)
    out[f"{name}_indices"] = a.indices.astype(np.int64)
    out[f"{name}_data"] = a.data
    out[f"{name}_shape"] = np.array(a.shape, dtype=np.int64)


def poisson1d(n):
    return sp.diags_array([-np.ones(n - 1), 2 * np.ones(n), -np.ones(n - 1)], offsets=[-1, 0, 1])


def poisson2d(mx, my):
    return sp.kronsum(poisson1d(mx), poisson1d(my))


sym = sp.random_array((120, 120), density=0.05, rng=rng)
sym = (sym + sym.T) * 0.5 + sp.diags_array(rng.standard_normal(120))
mats = {
    "p1": poisson1d(60),
    "p2": poisson2d(12, 15),
    "rs": sym,
}
K = 5
for name, a in mats.items():
    put_csr(name, a)
    for which in ["LM", "SM", "LA", "SA", "BE"]:
        w = spla.eigsh(a, k=K, which=which, return_eigenvectors=False)
        out[f"{name}_{which}_novec"] = w
        w2, _ = spla.eigsh(a, k=K, which=which)
        out[f"{name}_{which}"] = w2

# Complex Hermitian.
c = sp.random_array((80, 80), density=0.08, rng=rng) + 1j * sp.random_array((80, 80), density=0.08, rng=rng)
c = (c + c.conj().T) * 0.5 + sp.diags_array(rng.standard_normal(80))
put_csr("ch", c)
for which in ["LM", "SA", "LA"]:
    w = spla.eigsh(c, k=4, which=which, return_eigenvectors=False)
    out[f"ch_{which}"] = np.sort(w.real)

# Shift-invert reference (sigma = 0.5 on the 1-D Poisson matrix): eigenvalues nearest 0.5.
w = spla.eigsh(mats["p1"].tocsc(), k=4, sigma=0.5, which="LM")[0]
out["p1_sigma"] = w

# svds: tall and wide.
tall = sp.random_array((70, 45), density=0.1, rng=rng) + sp.eye_array(70, 45)
wide = sp.random_array((40, 65), density=0.1, rng=rng) + sp.eye_array(40, 65)
put_csr("tall", tall)
put_csr("wide", wide)
for name, a in [("tall", tall), ("wide", wide)]:
    for which in ["LM", "SM"]:
        s = spla.svds(a, k=4, which=which, return_singular_vectors=False, rng=1)
        out[f"svds_{name}_{which}"] = s

# lobpcg: 2-D Poisson 20 x 20, 3 vectors, tight tolerance, enough iterations to converge.
lp = poisson2d(20, 20)
put_csr("lp", lp)
x0 = rng.standard_normal((400, 3))
out["lp_x0"] = x0
for largest in [True, False]:
    w, _ = spla.lobpcg(lp, x0, tol=1e-7, maxiter=300, largest=largest)
    tag = "largest" if largest else "smallest"
    out[f"lp_{tag}"] = w
    ex = np.linalg.eigvalsh(lp.toarray())
    out[f"lp_{tag}_exact"] = ex[::-1][:3] if largest else ex[:3]

np.savez(os.path.join(HERE, "eigen_golden.npz"), **out)
print("wrote", len(out), "arrays")
