#!/usr/bin/env python3
"""Writes the golden data of gsci-linalg's CPU tests (linalg/tests/golden/*.npz).

Run from the repository root with the pinned versions:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python linalg/tests/golden/generate.py

Inputs are seeded; the archives are uncompressed with fixed timestamps, so rerunning with the
same versions rewrites identical bytes. Each .npz holds inputs `<case>_a`, `<case>_b`, ... and
outputs `<case>_out`, ... named in the test that reads it (linalg/tests/golden.rs).
"""

import io
import sys
import zipfile
from pathlib import Path

import numpy as np
import scipy
import scipy.linalg as sl

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"
if np.__version__ != NUMPY_VERSION or scipy.__version__ != SCIPY_VERSION:
    sys.exit(
        f"generate.py needs numpy=={NUMPY_VERSION} and scipy=={SCIPY_VERSION}, found "
        f"numpy {np.__version__} and scipy {scipy.__version__}"
    )

OUT = Path(__file__).resolve().parent
rng = np.random.default_rng(20240611)


def real(*shape):
    return rng.standard_normal(shape)


def cplx(*shape):
    return rng.standard_normal(shape) + 1j * rng.standard_normal(shape)


def spd(n, complex_=False):
    x = cplx(n, n) if complex_ else real(n, n)
    return x @ x.conj().T + n * np.eye(n)


def save(name, arrays):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            arr = np.array(arrays[key], order="C")
            b = io.BytesIO()
            np.lib.format.write_array(b, arr, allow_pickle=False)
            info = zipfile.ZipInfo(key + ".npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, b.getvalue())
    (OUT / f"{name}.npz").write_bytes(buf.getvalue())


def products():
    d = {}
    d["mm_a"], d["mm_b"] = real(3, 4, 5), real(5, 2)
    d["mm_out"] = d["mm_a"] @ d["mm_b"]
    d["mmb_a"], d["mmb_b"] = real(2, 1, 3, 4), real(5, 4, 2)
    d["mmb_out"] = np.matmul(d["mmb_a"], d["mmb_b"])
    d["mmc_a"], d["mmc_b"] = cplx(2, 3, 4), cplx(4, 3)
    d["mmc_out"] = d["mmc_a"] @ d["mmc_b"]
    d["mv_a"], d["mv_b"] = real(2, 3, 4), real(4)
    d["mv_out"] = d["mv_a"] @ d["mv_b"]
    d["vm_a"], d["vm_b"] = real(4), real(2, 4, 3)
    d["vm_out"] = d["vm_a"] @ d["vm_b"]
    d["dot_a"], d["dot_b"] = real(2, 3, 4), real(5, 4, 3)
    d["dot_out"] = np.dot(d["dot_a"], d["dot_b"])
    d["inner_a"], d["inner_b"] = real(2, 3), real(4, 3)
    d["inner_out"] = np.inner(d["inner_a"], d["inner_b"])
    d["outer_a"], d["outer_b"] = real(2, 2), cplx(3).real
    d["outer_out"] = np.outer(d["outer_a"], d["outer_b"])
    d["vdot_a"], d["vdot_b"] = cplx(2, 3), cplx(3, 2)
    d["vdot_out"] = np.array(np.vdot(d["vdot_a"], d["vdot_b"]))
    d["kron_a"], d["kron_b"] = real(2, 3), real(3, 2)
    d["kron_out"] = np.kron(d["kron_a"], d["kron_b"])
    d["mpow_a"] = real(4, 4) / 2
    for p in (0, 1, 2, 5, -1, -3):
        d[f"mpow_out_{p}".replace("-", "m")] = np.linalg.matrix_power(d["mpow_a"], p)
    d["mdot_a"], d["mdot_b"], d["mdot_c"], d["mdot_d"] = real(3), real(3, 6), real(6, 2), real(2)
    d["mdot_out"] = np.array(np.linalg.multi_dot([d["mdot_a"], d["mdot_b"], d["mdot_c"], d["mdot_d"]]))
    save("products", d)


def products_blocked():
    """f64 products large enough for the CPU backend's own blocked kernel (at least 2^15
    multiply-adds): past its row block (96) and depth block (256), with partial 6 x 8 tiles at
    both edges, a batch and a short, wide product (columns split over threads). Its own
    generator, so the other archives keep their bytes."""
    g = np.random.default_rng(20261130)
    d = {}
    d["big_a"], d["big_b"] = g.standard_normal((103, 263)), g.standard_normal((263, 45))
    d["big_out"] = d["big_a"] @ d["big_b"]
    d["batch_a"], d["batch_b"] = g.standard_normal((2, 20, 263)), g.standard_normal((263, 30))
    d["batch_out"] = d["batch_a"] @ d["batch_b"]
    d["wide_a"], d["wide_b"] = g.standard_normal((5, 40)), g.standard_normal((40, 300))
    d["wide_out"] = d["wide_a"] @ d["wide_b"]
    save("products_blocked", d)


def solves():
    d = {}
    d["solve_a"], d["solve_b"] = real(5, 5), real(5)
    d["solve_out"] = np.linalg.solve(d["solve_a"], d["solve_b"])
    d["solvem_a"], d["solvem_b"] = real(6, 6), real(6, 3)
    d["solvem_out"] = np.linalg.solve(d["solvem_a"], d["solvem_b"])
    # NumPy 2: b is a vector only when 1-D (broadcast over a's batch); else a stack of (M, K).
    d["solveb_a"], d["solveb_b"] = real(4, 3, 3), real(3)
    d["solveb_out"] = np.linalg.solve(d["solveb_a"], d["solveb_b"])
    d["solveb2_b"] = real(2, 1, 3, 2)
    d["solveb2_out"] = np.linalg.solve(d["solveb_a"], d["solveb2_b"])
    d["solvec_a"], d["solvec_b"] = cplx(4, 4), cplx(4, 2)
    d["solvec_out"] = np.linalg.solve(d["solvec_a"], d["solvec_b"])
    d["inv_a"] = real(2, 5, 5)
    d["inv_out"] = np.linalg.inv(d["inv_a"])
    d["invc_a"] = cplx(3, 3)
    d["invc_out"] = np.linalg.inv(d["invc_a"])
    d["det_a"] = real(3, 4, 4)
    d["det_out"] = np.linalg.det(d["det_a"])
    d["detc_a"] = cplx(5, 5)
    d["detc_out"] = np.array(np.linalg.det(d["detc_a"]))
    s, l = np.linalg.slogdet(d["det_a"])
    d["slogdet_sign"], d["slogdet_log"] = s, l
    s, l = np.linalg.slogdet(d["detc_a"])
    d["slogdetc_sign"], d["slogdetc_log"] = np.array(s), np.array(l)
    d["chol_a"] = spd(6)
    d["chol_out"] = np.linalg.cholesky(d["chol_a"])
    d["cholu_out"] = sl.cholesky(d["chol_a"], lower=False)
    d["cholc_a"] = spd(4, True)
    d["cholc_out"] = np.linalg.cholesky(d["cholc_a"])
    d["lu_a"] = real(5, 5)
    lu, piv = sl.lu_factor(d["lu_a"])
    d["lu_lu"], d["lu_piv"] = lu, piv.astype(np.int64)
    d["lu_b"] = real(5, 2)
    d["lu_x"] = sl.lu_solve((lu, piv), d["lu_b"])
    d["lu_xt"] = sl.lu_solve((lu, piv), d["lu_b"], trans=1)
    p, l_, u = sl.lu(d["lu_a"])
    d["lu_p"], d["lu_l"], d["lu_u"] = p, l_, u
    d["tri_a"] = np.tril(real(5, 5)) + 4 * np.eye(5)
    d["tri_b"] = real(5, 3)
    d["tri_out"] = sl.solve_triangular(d["tri_a"], d["tri_b"], lower=True)
    d["tri_out_t"] = sl.solve_triangular(d["tri_a"], d["tri_b"], lower=True, trans=1)
    d["tri_out_unit"] = sl.solve_triangular(d["tri_a"], d["tri_b"], lower=True, unit_diagonal=True)
    d["triu_a"] = np.triu(cplx(4, 4)) + 4 * np.eye(4)
    d["triu_b"] = cplx(4)
    d["triu_out_c"] = sl.solve_triangular(d["triu_a"], d["triu_b"], lower=False, trans=2)
    d["cho_b"] = real(6, 2)
    d["cho_x"] = sl.cho_solve(sl.cho_factor(d["chol_a"], lower=True), d["cho_b"])
    save("solves", d)


def decompositions():
    d = {}
    d["qr_a"] = real(6, 4)
    q, r = np.linalg.qr(d["qr_a"])
    d["qr_q"], d["qr_r"] = q, r
    d["qrw_a"] = cplx(3, 5)
    q, r = np.linalg.qr(d["qrw_a"], mode="complete")
    d["qrw_q"], d["qrw_r"] = q, r
    d["eigh_a"] = spd(5) - 6 * np.eye(5)
    w, v = np.linalg.eigh(d["eigh_a"])
    d["eigh_w"], d["eigh_v"] = w, v
    d["eighc_a"] = spd(4, True)
    d["eighc_w"] = np.linalg.eigvalsh(d["eighc_a"], UPLO="U")
    d["svd_a"] = real(6, 4)
    d["svd_s"] = np.linalg.svd(d["svd_a"], compute_uv=False)
    d["svdc_a"] = cplx(3, 5)
    d["svdc_s"] = np.linalg.svd(d["svdc_a"], compute_uv=False)
    d["pinv_a"] = real(5, 3)
    d["pinv_out"] = np.linalg.pinv(d["pinv_a"])
    d["lstsq_a"], d["lstsq_b"] = real(7, 3), real(7, 2)
    x, res, rank, sv = np.linalg.lstsq(d["lstsq_a"], d["lstsq_b"])
    d["lstsq_x"], d["lstsq_res"], d["lstsq_rank"], d["lstsq_sv"] = x, res, np.array(rank), sv
    d["norm_a"] = real(4, 5)
    for o in ("fro", "nuc", 1, -1, 2, -2, "inf", "-inf"):
        ord_ = {"inf": np.inf, "-inf": -np.inf}.get(o, o)
        d[f"norm_m_{o}".replace("-", "m")] = np.array(np.linalg.norm(d["norm_a"], ord_))
    d["norm_v"] = real(7)
    for o in ("none", 0, 1, 2, 3, "inf", "-inf", -1):
        ord_ = {"inf": np.inf, "-inf": -np.inf, "none": None}.get(o, o)
        d[f"norm_v_{o}".replace("-", "m")] = np.array(np.linalg.norm(d["norm_v"], ord_))
    d["cond_a"] = real(4, 4)
    d["cond_2"] = np.array(np.linalg.cond(d["cond_a"]))
    d["cond_fro"] = np.array(np.linalg.cond(d["cond_a"], "fro"))
    d["rank_a"] = real(6, 2) @ real(2, 5)
    d["rank_out"] = np.array(np.linalg.matrix_rank(d["rank_a"]))
    save("decompositions", d)


def constructors():
    d = {}
    c, r = real(4), real(3)
    d["c"], d["r"] = c, r
    d["toeplitz"] = sl.toeplitz(c, r)
    d["toeplitz1"] = sl.toeplitz(c)
    d["circulant"] = sl.circulant(c)
    d["hankel"] = sl.hankel(c, r)
    d["hankel1"] = sl.hankel(c)
    d["hadamard8"] = sl.hadamard(8).astype(np.float64)
    d["companion"] = sl.companion(np.array([2.0, -3.0, 1.0, 5.0]))
    d["hilbert"] = sl.hilbert(5)
    d["leslie_f"], d["leslie_s"] = np.array([0.1, 2.0, 1.0, 0.1]), np.array([0.2, 0.8, 0.7])
    d["leslie"] = sl.leslie(d["leslie_f"], d["leslie_s"])
    d["dft4"] = sl.dft(4)
    d["dft3_sqrtn"] = sl.dft(3, scale="sqrtn")
    d["fiedler"] = sl.fiedler(np.array([1.0, 4.0, 12.0, 45.0]))
    d["conv_a"] = np.array([1.0, 2.0, -1.0])
    d["conv_full"] = sl.convolution_matrix(d["conv_a"], 5)
    d["conv_same"] = sl.convolution_matrix(d["conv_a"], 5, "same")
    d["conv_valid"] = sl.convolution_matrix(d["conv_a"], 5, "valid")
    d["kr_a"], d["kr_b"] = real(2, 3), real(4, 3)
    d["khatri_rao"] = sl.khatri_rao(d["kr_a"], d["kr_b"])
    d["bd_a"], d["bd_b"] = real(2, 2), real(1, 3)
    d["block_diag"] = sl.block_diag(d["bd_a"], d["bd_b"])
    save("constructors", d)


def functions():
    """scipy.linalg.lu/eig/eigh(a, b)/expm/solve_banded and numpy's tensor routines
    (linalg/tests/functions.rs). Its own generator, so the archives above keep their bytes."""
    g = np.random.default_rng(20261129)

    def r(*shape):
        return g.standard_normal(shape)

    def c(*shape):
        return g.standard_normal(shape) + 1j * g.standard_normal(shape)

    def hpd(n, cplx_=False):
        x = c(n, n) if cplx_ else r(n, n)
        return x @ x.conj().T + n * np.eye(n)

    d = {}
    # lu: tall, wide, square batched, complex
    for key, a in [("tall", r(5, 3)), ("wide", r(3, 5)), ("batch", r(2, 4, 4)), ("cplx", c(4, 3))]:
        d[f"lu_{key}_a"] = a
        p, l, u = sl.lu(a)
        d[f"lu_{key}_p"], d[f"lu_{key}_l"], d[f"lu_{key}_u"] = p, l, u
        d[f"lu_{key}_perm"] = sl.lu(a, p_indices=True)[0].astype(np.int32)
        d[f"lu_{key}_pl"] = sl.lu(a, permute_l=True)[0]
    # eig: real with complex pairs, complex, batched real
    for key, a in [("real", r(6, 6)), ("cplx", c(5, 5)), ("batch", r(3, 4, 4))]:
        d[f"eig_{key}_a"] = a
        w, vl, vr = sl.eig(a, left=True, right=True)
        d[f"eig_{key}_w"] = w.astype(np.complex128)
        d[f"eig_{key}_vl"] = vl.astype(np.complex128)
        d[f"eig_{key}_vr"] = vr.astype(np.complex128)
    # generalized eigh: every type and triangle, real and complex
    for key, cp in [("real", False), ("cplx", True)]:
        a = hpd(5, cp) - 7 * np.eye(5)
        b = hpd(5, cp)
        d[f"geh_{key}_a"], d[f"geh_{key}_b"] = a, b
        for t in (1, 2, 3):
            for lower in (True, False):
                w, v = sl.eigh(a, b, lower=lower, type=t)
                tag = f"geh_{key}_t{t}_{'l' if lower else 'u'}"
                d[tag + "_w"], d[tag + "_v"] = w, v
    d["geh_notpd_b"] = np.diag([1.0, -1.0, 2.0])
    # expm: 1-norms spanning every Pade order and scaling, complex, batched
    base = r(6, 6)
    for i, s in enumerate([0.005, 0.1, 0.5, 1.5, 12.0]):
        a = base * (s / np.abs(base).sum(axis=0).max())
        d[f"expm_{i}_a"], d[f"expm_{i}_out"] = a, sl.expm(a)
    a = c(4, 4) * 0.7
    d["expm_cplx_a"], d["expm_cplx_out"] = a, sl.expm(a)
    a = r(2, 3, 3)
    d["expm_batch_a"], d["expm_batch_out"] = a, sl.expm(a)
    a = np.array([[1.0, 1e3], [0.0, 1.0]])
    d["expm_nonnormal_a"], d["expm_nonnormal_out"] = a, sl.expm(a)
    # solve_banded (l, u) = (1, 2), real and complex, vector and matrix right-hand sides
    ab = r(4, 7)
    ab[0, :2] = 0.0
    ab[3, -1] = 0.0
    ab[2] += 4.0
    d["banded_ab"], d["banded_b1"], d["banded_b2"] = ab, r(7), r(7, 2)
    d["banded_x1"] = sl.solve_banded((1, 2), ab, d["banded_b1"])
    d["banded_x2"] = sl.solve_banded((1, 2), ab, d["banded_b2"])
    abc = c(3, 5)
    abc[1] += 4.0
    d["banded_c_ab"], d["banded_c_b"] = abc, c(5)
    d["banded_c_x"] = sl.solve_banded((1, 1), abc, d["banded_c_b"])
    # tensordot / einsum
    t1, t2 = r(3, 4, 5), r(4, 3, 2)
    d["td_a"], d["td_b"] = t1, t2
    d["td_pairs"] = np.tensordot(t1, t2, axes=([1, 0], [0, 1]))
    m1, m2, bt1, bt2, v1 = r(3, 4), r(4, 5), r(2, 3,4), r(2, 4, 5), r(4)
    d["es_m1"], d["es_m2"], d["es_b1"], d["es_b2"], d["es_v"] = m1, m2, bt1, bt2, v1
    d["es_mm"] = np.einsum("ij,jk->ik", m1, m2)
    d["es_bmm"] = np.einsum("bij,bjk->bik", bt1, bt2)
    d["es_trace"] = np.einsum("ii->", m1[:, :3])
    d["es_transpose"] = np.einsum("ij->ji", m1)
    d["es_dot"] = np.einsum("i,i->", v1, v1)
    d["es_mv"] = np.einsum("ij,j->i", m1, v1)
    d["es_frob"] = np.einsum("ij,ij->", m1, m1)
    d["es_outer"] = np.einsum("i,j->ij", v1, m1[:, 0])
    d["es_implicit"] = np.einsum("ij,jk", m1, m2)
    d["es_chain"] = np.einsum("ij,jk,kl->il", m1, m2, d.setdefault("es_m3", r(5, 2)))
    d["es_sum"] = np.einsum("bij->bj", bt1)
    d["es_diag"] = np.einsum("ii->i", m1[:, :3])
    # tensorsolve / tensorinv
    ta = r(6, 2, 3)
    d["ts_a"], d["ts_b"] = ta, r(6)
    d["ts_x"] = np.linalg.tensorsolve(ta, d["ts_b"])
    ti = r(4, 6, 8, 3)
    d["ti_a"], d["ti_out"] = ti, np.linalg.tensorinv(ti, ind=2)
    save("functions", d)


products()
products_blocked()
solves()
decompositions()
constructors()
functions()
print("wrote", sorted(p.name for p in OUT.glob("*.npz")))
