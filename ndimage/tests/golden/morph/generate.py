"""SciPy reference data for gsci-ndimage morphology, measurements and distance transforms.

Run with the pinned versions (numpy 2.4.6, scipy 1.17.1):
    /tmp/venv/bin/python ndimage/tests/golden/morph/generate.py
Writes morph_golden.npz next to this file.
"""
import os
import numpy as np
import scipy
import scipy.ndimage as nd

if np.__version__ != "2.4.6" or scipy.__version__ != "1.17.1":
    raise SystemExit(f"need numpy 2.4.6 / scipy 1.17.1, got {np.__version__} / {scipy.__version__}")

rng = np.random.default_rng(20261129)
out = {}


def binimg(shape, p=0.6):
    return rng.random(shape) < p


# ---------------------------------------------------------------- binary morphology
shapes = {"1d": (37,), "2d": (23, 31), "3d": (7, 9, 11), "odd": (1, 13)}
for tag, sh in shapes.items():
    x = binimg(sh)
    out[f"bin_{tag}_in"] = x.astype(np.uint8)
    nd_ = len(sh)
    s1 = nd.generate_binary_structure(nd_, 1)
    sf = nd.generate_binary_structure(nd_, nd_)
    out[f"bin_{tag}_ero"] = nd.binary_erosion(x).astype(np.uint8)
    out[f"bin_{tag}_dil"] = nd.binary_dilation(x).astype(np.uint8)
    out[f"bin_{tag}_ero_full_b1"] = nd.binary_erosion(x, sf, border_value=1).astype(np.uint8)
    out[f"bin_{tag}_dil_full_it2"] = nd.binary_dilation(x, sf, iterations=2).astype(np.uint8)
    out[f"bin_{tag}_open"] = nd.binary_opening(x).astype(np.uint8)
    out[f"bin_{tag}_close"] = nd.binary_closing(x, sf).astype(np.uint8)
    out[f"bin_{tag}_ero_until"] = nd.binary_erosion(x, s1, iterations=0).astype(np.uint8)
    m = binimg(sh, 0.7)
    out[f"bin_{tag}_mask"] = m.astype(np.uint8)
    out[f"bin_{tag}_dil_mask_it3"] = nd.binary_dilation(x, s1, iterations=3, mask=m).astype(np.uint8)
    out[f"bin_{tag}_hom"] = nd.binary_hit_or_miss(x).astype(np.uint8)
    seed = np.zeros(sh, bool)
    seed.flat[len(seed.flat) // 2] = True
    out[f"bin_{tag}_prop"] = nd.binary_propagation(seed, mask=x).astype(np.uint8)
    out[f"bin_{tag}_fill"] = nd.binary_fill_holes(binimg(sh, 0.3) | False).astype(np.uint8)
    # fill_holes on a fresh image: store its input too
    y = binimg(sh, 0.7)
    out[f"bin_{tag}_fill_in"] = y.astype(np.uint8)
    out[f"bin_{tag}_fill"] = nd.binary_fill_holes(y).astype(np.uint8)

# even / asymmetric structures and origins (2-D)
x = binimg((19, 17))
out["bin_asym_in"] = x.astype(np.uint8)
s_even = np.array([[1, 1], [0, 1]], bool)
out["bin_asym_s"] = s_even.astype(np.uint8)
out["bin_asym_ero"] = nd.binary_erosion(x, s_even).astype(np.uint8)
out["bin_asym_dil"] = nd.binary_dilation(x, s_even).astype(np.uint8)
s3 = np.array([[0, 1, 1], [1, 1, 0], [0, 0, 1]], bool)
out["bin_asym_s3"] = s3.astype(np.uint8)
out["bin_asym_ero_o"] = nd.binary_erosion(x, s3, origin=(1, -1)).astype(np.uint8)
out["bin_asym_dil_o"] = nd.binary_dilation(x, s3, origin=(-1, 0)).astype(np.uint8)
out["bin_asym_hom"] = nd.binary_hit_or_miss(x, s3, origin1=(0, 1)).astype(np.uint8)
out["bin_iter_s"] = nd.iterate_structure(nd.generate_binary_structure(2, 1), 3).astype(np.uint8)
out["bin_iter_s3d"] = nd.iterate_structure(nd.generate_binary_structure(3, 2), 2).astype(np.uint8)

# ---------------------------------------------------------------- grey morphology
for tag, sh in {"1d": (41,), "2d": (17, 23), "3d": (6, 7, 9)}.items():
    a = rng.standard_normal(sh)
    u = rng.integers(0, 256, sh).astype(np.uint8)
    out[f"grey_{tag}_f64"] = a
    out[f"grey_{tag}_u8"] = u
    for mode in ["reflect", "constant", "nearest", "mirror", "wrap"]:
        out[f"grey_{tag}_ero_s3_{mode}"] = nd.grey_erosion(a, size=3, mode=mode, cval=0.5)
        out[f"grey_{tag}_dil_s4_{mode}"] = nd.grey_dilation(a, size=4, mode=mode, cval=-0.5)
    fp = rng.random((3,) * len(sh)) < 0.6
    fp.flat[0] = True
    st = rng.integers(0, 5, (3,) * len(sh)).astype(np.float64)
    out[f"grey_{tag}_fp"] = fp.astype(np.uint8)
    out[f"grey_{tag}_st"] = st
    out[f"grey_{tag}_ero_fp"] = nd.grey_erosion(a, footprint=fp)
    out[f"grey_{tag}_dil_fp_o"] = nd.grey_dilation(a, footprint=fp, origin=1 if len(sh) == 1 else 0)
    out[f"grey_{tag}_ero_st_u8"] = nd.grey_erosion(u, structure=st, mode="nearest")
    out[f"grey_{tag}_dil_st"] = nd.grey_dilation(a, structure=st)
    out[f"grey_{tag}_open"] = nd.grey_opening(a, size=3)
    out[f"grey_{tag}_close"] = nd.grey_closing(a, footprint=fp)
    out[f"grey_{tag}_grad_u8"] = nd.morphological_gradient(u, size=3)
    out[f"grey_{tag}_lap_u8"] = nd.morphological_laplace(u, size=3)
    out[f"grey_{tag}_lap"] = nd.morphological_laplace(a, size=2)
    out[f"grey_{tag}_white"] = nd.white_tophat(a, size=3)
    out[f"grey_{tag}_black_u8"] = nd.black_tophat(u, size=3)

# ---------------------------------------------------------------- label and measurements
for tag, sh in {"1d": (60,), "2d": (37, 41), "3d": (9, 10, 11), "odd": (1, 29)}.items():
    x = binimg(sh, 0.45)
    out[f"lab_{tag}_in"] = x.astype(np.uint8)
    l1, n1 = nd.label(x)
    out[f"lab_{tag}_l1"] = l1.astype(np.int32)
    out[f"lab_{tag}_n1"] = np.array(n1, np.int64)
    lf, nf = nd.label(x, nd.generate_binary_structure(len(sh), len(sh)))
    out[f"lab_{tag}_lf"] = lf.astype(np.int32)
    out[f"lab_{tag}_nf"] = np.array(nf, np.int64)
# a spiral-like shape where components merge late in raster order
s = np.zeros((16, 16), bool)
s[2:14, 2] = s[2, 2:14] = s[2:14, 13] = s[13, 5:14] = s[5:14, 5] = s[5, 5:11] = True
s[8:12, 10] = s[7:13, 7] = True
out["lab_spiral_in"] = s.astype(np.uint8)
l, n = nd.label(s)
out["lab_spiral_l"] = l.astype(np.int32)

a = rng.standard_normal((13, 17))
lab = rng.integers(0, 6, (13, 17)).astype(np.int32)
out["meas_in"] = a
out["meas_lab"] = lab
idx = [1, 2, 3, 5, 7]
out["meas_idx"] = np.array(idx, np.int64)
out["meas_sum"] = np.array(nd.sum_labels(a, lab, idx))
out["meas_mean"] = np.array(nd.mean(a, lab, idx))
out["meas_var"] = np.array(nd.variance(a, lab, idx[:4]))
out["meas_std"] = np.array(nd.standard_deviation(a, lab, idx[:4]))
out["meas_min"] = np.array(nd.minimum(a, lab, idx))
out["meas_max"] = np.array(nd.maximum(a, lab, idx))
out["meas_minpos"] = np.array(nd.minimum_position(a, lab, idx[:4]), np.int64)
out["meas_maxpos"] = np.array(nd.maximum_position(a, lab, idx[:4]), np.int64)
out["meas_median"] = np.array(nd.median(a, lab, idx[:4]))
out["meas_com"] = np.array(nd.center_of_mass(np.abs(a), lab, idx[:4]))
out["meas_hist"] = np.array(nd.histogram(a, -2.0, 2.0, 7, lab, idx[:4]).tolist(), np.int64)
out["meas_sum_all"] = np.array(nd.sum_labels(a, lab))
out["meas_mean_one"] = np.array(nd.mean(a, lab, 3))
out["meas_var_nolab"] = np.array(nd.variance(a))
objs = nd.find_objects(lab)
out["meas_objs"] = np.array([[s.start for s in o] + [s.stop for s in o] for o in objs], np.int64)

# ---------------------------------------------------------------- distance transforms
for tag, sh in {"1d": (50,), "2d": (29, 37), "3d": (8, 9, 10), "odd": (1, 23)}.items():
    x = binimg(sh, 0.85)
    x.flat[0] = False
    out[f"dt_{tag}_in"] = x.astype(np.uint8)
    out[f"dt_{tag}_edt"] = nd.distance_transform_edt(x)
    samp = [0.5, 1.5, 2.0][: len(sh)]
    out[f"dt_{tag}_samp"] = np.array(samp)
    out[f"dt_{tag}_edt_s"] = nd.distance_transform_edt(x, sampling=samp)
    out[f"dt_{tag}_cdt_cb"] = nd.distance_transform_cdt(x, metric="chessboard")
    out[f"dt_{tag}_cdt_tc"] = nd.distance_transform_cdt(x, metric="taxicab")
    d, i = nd.distance_transform_cdt(x, metric="taxicab", return_indices=True)
    out[f"dt_{tag}_cdt_tc_idx"] = i.astype(np.int32)
    out[f"dt_{tag}_bf"] = nd.distance_transform_bf(x)
    out[f"dt_{tag}_bf_tc"] = nd.distance_transform_bf(x, metric="taxicab").astype(np.float64)
    out[f"dt_{tag}_bf_cb"] = nd.distance_transform_bf(x, metric="chessboard").astype(np.float64)
    d, i = nd.distance_transform_bf(x, return_indices=True)
    out[f"dt_{tag}_bf_idx"] = i.astype(np.int32)

# ---------------------------------------------------------------- more dtypes / connectivities
gi = rng.integers(-1000, 1000, (13, 19)).astype(np.int32)
out["more_i32"] = gi
out["more_i32_ero"] = nd.grey_erosion(gi, size=(2, 3), mode="mirror")
fp2 = np.array([[1, 0, 1], [0, 1, 1]], bool)
out["more_fp2"] = fp2.astype(np.uint8)
out["more_i32_dil_fp"] = nd.grey_dilation(gi, footprint=fp2, mode="wrap")
gf = rng.standard_normal((11, 14)).astype(np.float32)
out["more_f32"] = gf
out["more_f32_dil"] = nd.grey_dilation(gf, size=3, mode="constant", cval=0.25)
out["more_f32_open_st"] = nd.grey_opening(gf, structure=np.array([[0.5, 0, 0.25]]))
x3 = binimg((9, 10, 11), 0.4)
out["more_lab3_in"] = x3.astype(np.uint8)
l3, _ = nd.label(x3, nd.generate_binary_structure(3, 2))
out["more_lab3_l2"] = l3.astype(np.int32)
out["more_edt_f32in"] = nd.distance_transform_edt(gf > -0.8, sampling=[1.25, 0.75])

path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "morph_golden.npz")
np.savez(path, **out)
print(path, os.path.getsize(path), "bytes,", len(out), "arrays")
