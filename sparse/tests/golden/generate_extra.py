"""Writes sparse_extra.npz: SciPy's results for gsci-sparse's SpGEMM, slicing, constructors,
entrywise methods, norm, cgs, lsqr and lsmr tests (tests/golden_extra.rs).

Run with the pinned versions (python -m venv; pip install numpy==2.4.6 scipy==1.17.1):
    python sparse/tests/golden/generate_extra.py
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


def triplets(prefix, m, n, nnz, empty_row=None, dup=True, zero=True):
    row = rng.integers(0, m, nnz)
    if empty_row is not None:
        row[row == empty_row] = (empty_row + 1) % m
    col = rng.integers(0, n, nnz)
    val = rng.standard_normal(nnz)
    if dup:
        row, col, val = np.append(row, row[0]), np.append(col, col[0]), np.append(val, 0.5)
    if zero:
        r0 = (empty_row + 2) % m if empty_row is not None else 0
        row, col, val = np.append(row, r0), np.append(col, n - 1), np.append(val, 0.0)
    out[prefix + "_row"] = row.astype(np.int64)
    out[prefix + "_col"] = col.astype(np.int64)
    out[prefix + "_data"] = val
    out[prefix + "_shape"] = np.array([m, n], dtype=np.int64)
    return sp.coo_array((val, (row, col)), shape=(m, n)).tocsr()


A = triplets("a", 7, 9, 25, empty_row=3)
B = triplets("b", 9, 6, 20)
out["a_dense"] = A.toarray()
out["b_dense"] = B.toarray()

# --- SpGEMM
out["ab"] = (A @ B).toarray()
out["ab_nnz"] = np.array((A @ B).nnz)
out["aat"] = (A @ A.T).toarray()
P = sp.diags_array([-1.0, 2.0, -1.0], offsets=[-1, 0, 1], shape=(8, 8))
P2 = (sp.kron(sp.eye_array(8), P) + sp.kron(P, sp.eye_array(8))).tocsr()
out["poisson_sq"] = (P2 @ P2).toarray()

# --- slicing and selection
out["rows_1_6_2"] = A[1:6:2].toarray()
out["rows_rev"] = A[::-1].toarray()
out["rows_m2_0_m1"] = A[-2:0:-1].toarray()
out["rows_fancy"] = A[[4, -1, 0, 0]].toarray()
out["cols_2_8_3"] = A[:, 2:8:3].toarray()
out["cols_fancy"] = A[:, [8, 0, 0, -2]].toarray()
out["getrow_3"] = A[[3]].toarray()
out["getcol_m1"] = A[:, [-1]].toarray()

# --- constructors
r, c, v = sp.find(A)
out["find_row"], out["find_col"], out["find_val"] = r.astype(np.int64), c.astype(np.int64), v
out["bmat"] = sp.bmat([[A, None], [None, B]]).toarray()
out["bmat2"] = sp.bmat([[A, A @ B], [None, B.T @ B]]).toarray()
out["block_diag"] = sp.block_diag([A, B, A]).toarray()
S1 = sp.random_array((3, 3), density=0.6, random_state=rng, format="csr")
S2 = sp.random_array((4, 4), density=0.5, random_state=rng, format="csr")
out["s1_dense"], out["s2_dense"] = S1.toarray(), S2.toarray()
out["kronsum"] = sp.kronsum(S1, S2).toarray()
sd = rng.standard_normal((3, 5))
out["spdiags_data"] = sd
out["spdiags"] = sp.spdiags(sd, np.array([0, -2, 3]), 6, 5).toarray()

# --- entrywise
for ax in (0, 1):
    out[f"min_{ax}"] = A.min(axis=ax).toarray().ravel() if sp.issparse(A.min(axis=ax)) else np.asarray(A.min(axis=ax)).ravel()
    out[f"max_{ax}"] = A.max(axis=ax).toarray().ravel() if sp.issparse(A.max(axis=ax)) else np.asarray(A.max(axis=ax)).ravel()
out["min_all"] = np.array(A.min())
out["max_all"] = np.array(A.max())
out["power_3"] = A.power(3).toarray()
out["power_half_abs"] = abs(A).power(0.5).toarray()
D = rng.standard_normal((7, 9))
drow = rng.standard_normal(9)
dcol = rng.standard_normal((7, 1))
out["d"], out["drow"], out["dcol"] = D, drow, dcol
out["mul_d"] = np.asarray(A.multiply(D).toarray())
out["mul_drow"] = np.asarray(A.multiply(drow).toarray())
out["mul_dcol"] = np.asarray(A.multiply(dcol).toarray())
out["add_d"] = np.asarray(A + D)

# --- norm
out["norm_fro"] = np.array(spla.norm(A))
out["norm_1"] = np.array(spla.norm(A, 1))
out["norm_m1"] = np.array(spla.norm(A, -1))
out["norm_inf"] = np.array(spla.norm(A, np.inf))
out["norm_minf"] = np.array(spla.norm(A, -np.inf))
for ax in (0, 1):
    for name, o in (("none", None), ("inf", np.inf), ("minf", -np.inf), ("0", 0), ("1", 1), ("3", 3), ("m1", -1)):
        out[f"vnorm_{ax}_{name}"] = np.asarray(spla.norm(A, o, axis=ax), dtype=np.float64)

# --- cgs on a nonsymmetric, diagonally dominant system
N = 40
C = sp.random_array((N, N), density=0.1, random_state=rng, format="csr") + 4.0 * sp.eye_array(N)
C = C.tocsr()
bc = rng.standard_normal(N)
out["cgs_row"], out["cgs_col"] = [x.astype(np.int64) for x in C.tocoo().coords]
out["cgs_data"] = C.tocoo().data
out["cgs_b"] = bc
xc, info = spla.cgs(C, bc, rtol=1e-10)
out["cgs_x"], out["cgs_info"] = xc, np.array(info)
xc, info = spla.cgs(C, bc, rtol=1e-14, maxiter=3)
out["cgs_x_3"], out["cgs_info_3"] = xc, np.array(info)

# --- lsqr / lsmr on an overdetermined problem
M = sp.random_array((30, 12), density=0.3, random_state=rng, format="csr") + sp.eye_array(30, 12)
M = M.tocsr()
bm = rng.standard_normal(30)
out["ls_row"], out["ls_col"] = [x.astype(np.int64) for x in M.tocoo().coords]
out["ls_data"] = M.tocoo().data
out["ls_b"] = bm
r = spla.lsqr(M, bm, atol=1e-10, btol=1e-10, calc_var=True)
out["lsqr_x"] = r[0]
out["lsqr_scalars"] = np.array([r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]], dtype=np.float64)
out["lsqr_var"] = r[9]
r = spla.lsqr(M, bm, damp=0.7, atol=1e-10, btol=1e-10)
out["lsqr_damp_x"] = r[0]
out["lsqr_damp_scalars"] = np.array([r[1], r[2], r[3], r[4], r[5], r[6], r[7], r[8]], dtype=np.float64)
r = spla.lsmr(M, bm, atol=1e-10, btol=1e-10)
out["lsmr_x"] = r[0]
out["lsmr_scalars"] = np.array(r[1:], dtype=np.float64)
r = spla.lsmr(M, bm, damp=0.7, atol=1e-10, btol=1e-10, maxiter=5)
out["lsmr_damp5_x"] = r[0]
out["lsmr_damp5_scalars"] = np.array(r[1:], dtype=np.float64)

np.savez(os.path.join(HERE, "sparse_extra.npz"), **out)
print(f"wrote {len(out)} arrays")
