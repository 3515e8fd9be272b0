#!/usr/bin/env python3
"""Golden data of gsci-signal's filtering tests (signal/golden/data/filtering_*.npz).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python signal/golden/generate_filtering.py

Deterministic: seeded inputs (numpy's default_rng(18)), uncompressed .npz with fixed zip
timestamps; regenerating with the same versions rewrites identical bytes.

Files
-----
filtering_lfilter.npz   cases c<k>_{b,a,x,y,axis} and, where a case has initial state,
                        c<k>_{zi,zf}; float64, float32 (b, a, x all float32, as SciPy then
                        computes in float32), complex128.
For float32 cases (lfilter, sosfilt, filtfilt, sosfiltfilt) `<case>_yref` also holds the float64
result of the same (float32) inputs: the tests compare float32 results to it, with a tolerance of
max(2e-5, 4 x SciPy's own float32 error against it) -- transfer functions of high order are
ill-conditioned in float32 (SciPy's float32 filtfilt of a 10th-order Chebyshev band-pass is off by
1e-4), and a fixed tolerance would either be meaningless for well-conditioned filters or fail an
implementation as accurate as SciPy's.
filtering_sos.npz       sosfilt / sosfiltfilt cases s<k>_{sos,x,y,axis[,zi,zf]} and
                        f<k>_{sos,x,y,axis,padtype,padlen} (padtype 0 odd, 1 even, 2 constant,
                        3 None; padlen -1 = default).
filtering_filtfilt.npz  filtfilt cases f<k>_{b,a,x,y,axis,padtype,padlen}; method="gust"
                        g<k>_{b,a,x,y,axis,irlen} (irlen -1 = None).
filtering_conv.npz      convolve/correlate v<k>_{in1,in2,out,op,mode,method} (op 0 convolve,
                        1 correlate, 2 fftconvolve; mode 0 full, 1 same, 2 valid; method 0
                        direct, 1 fft), fftconvolve with axes a<k>_{in1,in2,out,mode,axes},
                        convolve2d/correlate2d w<k>_{in1,in2,out,op,mode,boundary,fill}
                        (boundary 0 fill, 1 wrap, 2 symm), deconvolve d<k>_{sig,div,q,r}.
filtering_spectral.npz  hilbert h<k>_{x,y,axis,n}; hilbert2 g<k>_{x,y}; resample r<k>_{x,y,axis,num};
                        detrend t<k>_{x,y,axis,type,bp} (type 0 linear, 1 constant).
filtering_resample.npz  savgol_coeffs c<k>_{w,p,deriv,delta,pos,use,c}; savgol_filter
                        s<k>_{x,y,w,p,deriv,delta,axis,mode,cval} (mode 0 mirror, 1 constant,
                        2 nearest, 3 wrap, 4 interp); upfirdn u<k>_{h,x,y,up,down,axis};
                        resample_poly p<k>_{x,y,up,down,axis}; decimate (fir)
                        d<k>_{x,y,w} (w = q, n, axis, zero_phase; n -1 = default); decimate
                        (iir) e<k>_{x,y,w[,yref]}.
filtering_medfilt.npz   medfilt m<k>_{x,y,k}; medfilt2d n<k>_{x,y,k}; order_filter
                        o<k>_{x,dom,rank,y} (float64 then float32; 1-D references computed as
                        1 x n arrays: SciPy 1.17's 1-D rank_filter mishandles footprints with
                        zeros).
filtering_zi.npz        lfilter_zi z<k>_{b,a,zi}; sosfilt_zi q<k>_{sos,zi}; lfiltic
                        t<k>_{b,a,y,x,zi}.
"""

import io
import sys
import zipfile
from pathlib import Path

import numpy as np
import scipy
import scipy.signal as sig

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"
if np.__version__ != NUMPY_VERSION or scipy.__version__ != SCIPY_VERSION:
    sys.exit(
        f"needs numpy=={NUMPY_VERSION} and scipy=={SCIPY_VERSION}, found "
        f"numpy {np.__version__} and scipy {scipy.__version__}"
    )

DATA = Path(__file__).resolve().parent / "data"
rng = np.random.default_rng(18)


def write_npz(path, arrays):
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def signal(shape, dtype):
    x = rng.standard_normal(shape)
    if np.dtype(dtype).kind == "c":
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


# ---------------------------------------------------------------- lfilter
filters = []
for order in [1, 2, 3, 4, 6, 8, 12, 16]:
    b, a = sig.butter(order, 0.2 + 0.03 * order)
    filters.append((b, a))
b, a = sig.cheby1(5, 1.0, [0.2, 0.5], btype="band")
filters.append((b, a))
# unstable but finite over the signal: a pole at 1.0004 (|y| grows about 2.2x over 2000 samples)
filters.append((np.array([0.5, -0.2, 0.1]), np.array([1.0, -1.0004 - 0.3, 1.0004 * 0.3])))
# FIR, 31 taps; a[0] != 1 normalisation
filters.append((sig.firwin(31, 0.3), np.array([1.0])))
filters.append((np.array([2.0, 1.0, -0.5]), np.array([4.0, -1.0, 0.5])))
# order from b longer than a, and a longer than b
filters.append((np.array([1.0, 0.5, 0.25, 0.125, 0.0625]), np.array([1.0, -0.6])))
filters.append((np.array([0.3]), np.array([1.0, -0.5, 0.2, -0.1])))

lf = {}
k = 0
for dtype in [np.float64, np.float32, np.complex128]:
    for i, (b, a) in enumerate(filters):
        shape, axis = [(2000,), -1], None
        shape, axis = [((2000,), -1), ((3, 700), -1), ((700, 3), 0), ((2, 400, 3), 1)][i % 4]
        x = signal(shape, dtype)
        bb, aa = b.astype(dtype), a.astype(dtype)
        if np.dtype(dtype).kind == "c" and i % 2 == 0:
            bb = bb * np.exp(0.3j)
        m = max(len(a), len(b)) - 1
        with_zi = i % 3 == 0
        lf[f"c{k}_b"], lf[f"c{k}_a"], lf[f"c{k}_x"] = bb, aa, x
        lf[f"c{k}_axis"] = np.array([axis], dtype=np.int64)
        if with_zi:
            zshape = list(shape)
            zshape[axis] = m
            zi = signal(tuple(zshape), dtype)
            y, zf = sig.lfilter(bb, aa, x, axis=axis, zi=zi)
            lf[f"c{k}_zi"], lf[f"c{k}_zf"] = zi, zf
        else:
            y = sig.lfilter(bb, aa, x, axis=axis)
        assert y.dtype == np.dtype(dtype), (y.dtype, dtype)
        lf[f"c{k}_y"] = y
        if dtype == np.float32:
            w = [v.astype(np.float64) for v in (bb, aa, x)]
            if with_zi:
                lf[f"c{k}_yref"] = sig.lfilter(*w, axis=axis, zi=zi.astype(np.float64))[0]
            else:
                lf[f"c{k}_yref"] = sig.lfilter(*w, axis=axis)
        k += 1
write_npz(DATA / "filtering_lfilter.npz", lf)

# ---------------------------------------------------------------- sosfilt / sosfiltfilt
sos_list = [
    sig.butter(8, 0.15, output="sos"),
    sig.cheby1(6, 0.5, [0.1, 0.3], btype="band", output="sos"),
    sig.butter(3, 0.4, btype="high", output="sos"),
    sig.ellip(4, 0.1, 60, 0.25, output="sos"),
]
so = {}
k = 0
for dtype in [np.float64, np.float32, np.complex128]:
    for i, sos in enumerate(sos_list):
        shape, axis = [((3000,), -1), ((4, 600), 1), ((600, 4), 0), ((2, 300, 3), -2)][i]
        x = signal(shape, dtype)
        s = sos.astype(dtype)
        so[f"s{k}_sos"], so[f"s{k}_x"] = s, x
        so[f"s{k}_axis"] = np.array([axis], dtype=np.int64)
        if i % 2 == 0:
            zshape = [len(sos)] + list(shape)
            zshape[1 + (axis % len(shape))] = 2
            zi = signal(tuple(zshape), dtype)
            y, zf = sig.sosfilt(s, x, axis=axis, zi=zi)
            so[f"s{k}_zi"], so[f"s{k}_zf"] = zi, zf
        else:
            y = sig.sosfilt(s, x, axis=axis)
        assert y.dtype == np.dtype(dtype)
        so[f"s{k}_y"] = y
        if dtype == np.float32:
            w = [v.astype(np.float64) for v in (s, x)]
            if i % 2 == 0:
                so[f"s{k}_yref"] = sig.sosfilt(*w, axis=axis, zi=zi.astype(np.float64))[0]
            else:
                so[f"s{k}_yref"] = sig.sosfilt(*w, axis=axis)
        k += 1
PADS = ["odd", "even", "constant", None]
k = 0
for dtype in [np.float64, np.float32]:
    for i, sos in enumerate(sos_list):
        for p, padtype in enumerate(PADS):
            padlen = [-1, 40, 0, -1][(i + p) % 4]
            shape, axis = [((500,), -1), ((3, 200), -1), ((200, 3), 0)][(i + p) % 3]
            x = signal(shape, dtype)
            s = sos.astype(dtype)
            kw = {} if padlen < 0 else {"padlen": padlen}
            y = sig.sosfiltfilt(s, x, axis=axis, padtype=padtype, **kw)
            assert y.dtype == np.dtype(dtype)
            so[f"f{k}_sos"], so[f"f{k}_x"], so[f"f{k}_y"] = s, x, y
            if dtype == np.float32:
                so[f"f{k}_yref"] = sig.sosfiltfilt(
                    s.astype(np.float64), x.astype(np.float64), axis=axis, padtype=padtype, **kw
                )
            so[f"f{k}_axis"] = np.array([axis], dtype=np.int64)
            so[f"f{k}_padtype"] = np.array([p], dtype=np.int64)
            so[f"f{k}_padlen"] = np.array([padlen], dtype=np.int64)
            k += 1
write_npz(DATA / "filtering_sos.npz", so)

# ---------------------------------------------------------------- filtfilt
ff = {}
k = 0
for dtype in [np.float64, np.float32, np.complex128]:
    for i, (b, a) in enumerate(filters[:4] + filters[8:9] + filters[10:13]):
        p = (i + k) % 4
        padlen = [-1, 25, 0, -1][i % 4]
        shape, axis = [((400,), -1), ((3, 150), -1), ((150, 3), 0)][i % 3]
        x = signal(shape, dtype)
        bb, aa = b.astype(dtype), a.astype(dtype)
        kw = {} if padlen < 0 else {"padlen": padlen}
        y = sig.filtfilt(bb, aa, x, axis=axis, padtype=PADS[p], **kw)
        assert y.dtype == np.dtype(dtype)
        ff[f"f{k}_b"], ff[f"f{k}_a"], ff[f"f{k}_x"], ff[f"f{k}_y"] = bb, aa, x, y
        if dtype == np.float32:
            w = [v.astype(np.float64) for v in (bb, aa, x)]
            ff[f"f{k}_yref"] = sig.filtfilt(*w, axis=axis, padtype=PADS[p], **kw)
        ff[f"f{k}_axis"] = np.array([axis], dtype=np.int64)
        ff[f"f{k}_padtype"] = np.array([p], dtype=np.int64)
        ff[f"f{k}_padlen"] = np.array([padlen], dtype=np.int64)
        k += 1
k = 0
for dtype in [np.float64, np.float32]:
    for i, (b, a) in enumerate([filters[1], filters[3], filters[8], filters[12], filters[0]]):
        shape, axis = [((300,), -1), ((3, 120), -1), ((120, 3), 0), ((200,), -1), ((50,), -1)][i]
        irlen = [None, None, None, 40, 10][i]
        x = signal(shape, dtype)
        bb, aa = b.astype(dtype), a.astype(dtype)
        y = sig.filtfilt(bb, aa, x, axis=axis, method="gust", irlen=irlen)
        ff[f"g{k}_b"], ff[f"g{k}_a"], ff[f"g{k}_x"], ff[f"g{k}_y"] = bb, aa, x, y
        ff[f"g{k}_axis"] = np.array([axis], dtype=np.int64)
        ff[f"g{k}_irlen"] = np.array([-1 if irlen is None else irlen], dtype=np.int64)
        if dtype == np.float32:
            w = [v.astype(np.float64) for v in (bb, aa, x)]
            ff[f"g{k}_yref"] = sig.filtfilt(*w, axis=axis, method="gust", irlen=irlen)
        k += 1
write_npz(DATA / "filtering_filtfilt.npz", ff)

# ---------------------------------------------------------------- zi helpers
zz = {}
for k, (b, a) in enumerate(filters[:10] + filters[11:]):
    zz[f"z{k}_b"], zz[f"z{k}_a"] = b, a
    zz[f"z{k}_zi"] = sig.lfilter_zi(b, a)
for k, sos in enumerate(sos_list):
    zz[f"q{k}_sos"], zz[f"q{k}_zi"] = sos, sig.sosfilt_zi(sos)
for k, (b, a) in enumerate(filters[:6] + filters[11:]):
    y = rng.standard_normal(max(1, len(a) - 1 - k % 2))
    x = rng.standard_normal(max(1, len(b) - 1 - (k + 1) % 2))
    zz[f"t{k}_b"], zz[f"t{k}_a"], zz[f"t{k}_y"], zz[f"t{k}_x"] = b, a, y, x
    zz[f"t{k}_zi"] = sig.lfiltic(b, a, y, x)
write_npz(DATA / "filtering_zi.npz", zz)
# ---------------------------------------------------------------- convolution
MODES = ["full", "same", "valid"]
cv = {}
k = 0
shapes = [((50,), (7,)), ((64,), (8,)), ((9,), (30,)), ((200,), (1,)), ((12, 11), (4, 3)),
          ((5, 6), (7, 2)), ((6, 5, 4), (3, 2, 3)), ((40,), (40,))]
for dtype in [np.float64, np.float32, np.complex128]:
    for (s1, s2) in shapes:
        for op in range(3):
            for mode in MODES:
                for method in ["direct", "fft"]:
                    if op == 2 and method == "direct":
                        continue
                    a, b = signal(s1, dtype), signal(s2, dtype)
                    try:
                        if op == 0:
                            out = sig.convolve(a, b, mode=mode, method=method)
                        elif op == 1:
                            out = sig.correlate(a, b, mode=mode, method=method)
                        else:
                            out = sig.fftconvolve(a, b, mode=mode)
                    except ValueError:
                        continue
                    assert out.dtype == np.dtype(dtype), (out.dtype, dtype)
                    cv[f"v{k}_in1"], cv[f"v{k}_in2"], cv[f"v{k}_out"] = a, b, out
                    cv[f"v{k}_op"] = np.array([op], dtype=np.int64)
                    cv[f"v{k}_mode"] = np.array([MODES.index(mode)], dtype=np.int64)
                    cv[f"v{k}_method"] = np.array([method == "fft"], dtype=np.int64)
                    k += 1
k = 0
for dtype in [np.float64, np.complex128]:
    for (s1, s2, axes) in [((4, 30), (4, 5), [1]), ((30, 3), (6, 1), [0]), ((3, 20, 5), (1, 4, 5), [1])]:
        for mode in MODES:
            a, b = signal(s1, dtype), signal(s2, dtype)
            out = sig.fftconvolve(a, b, mode=mode, axes=axes)
            cv[f"a{k}_in1"], cv[f"a{k}_in2"], cv[f"a{k}_out"] = a, b, out
            cv[f"a{k}_mode"] = np.array([MODES.index(mode)], dtype=np.int64)
            cv[f"a{k}_axes"] = np.array(axes, dtype=np.int64)
            k += 1
k = 0
BOUNDS = ["fill", "wrap", "symm"]
for dtype in [np.float64, np.complex128]:
    for (s1, s2) in [((9, 8), (3, 4)), ((6, 7), (5, 5)), ((4, 4), (6, 5)), ((10, 3), (2, 3))]:
        for op in range(2):
            for mode in MODES:
                for bd in BOUNDS:
                    a, b = signal(s1, dtype), signal(s2, dtype)
                    fill = 0.5 if bd == "fill" and op == 0 else 0.0
                    f = sig.convolve2d if op == 0 else sig.correlate2d
                    try:
                        out = f(a, b, mode=mode, boundary=bd, fillvalue=fill)
                    except ValueError:
                        continue
                    cv[f"w{k}_in1"], cv[f"w{k}_in2"], cv[f"w{k}_out"] = a, b, out
                    cv[f"w{k}_op"] = np.array([op], dtype=np.int64)
                    cv[f"w{k}_mode"] = np.array([MODES.index(mode)], dtype=np.int64)
                    cv[f"w{k}_boundary"] = np.array([BOUNDS.index(bd)], dtype=np.int64)
                    cv[f"w{k}_fill"] = np.array([fill])
                    k += 1
for k, (n, d) in enumerate([(20, 3), (9, 9), (50, 11)]):
    sg = rng.standard_normal(n)
    dv = rng.standard_normal(d)
    dv[0] = 2.0 + abs(dv[0])
    q, r = sig.deconvolve(sg, dv)
    cv[f"d{k}_sig"], cv[f"d{k}_div"], cv[f"d{k}_q"], cv[f"d{k}_r"] = sg, dv, q, r
write_npz(DATA / "filtering_conv.npz", cv)

# ---------------------------------------------------------------- hilbert, resample, detrend
sp = {}
k = 0
for dtype in [np.float64, np.float32]:
    for shape, axis, n in [((64,), -1, -1), ((63,), -1, -1), ((5, 40), 1, 50), ((41, 3), 0, 33), ((2, 17, 3), 1, -1)]:
        x = signal(shape, dtype)
        y = sig.hilbert(x, N=None if n < 0 else n, axis=axis)
        sp[f"h{k}_x"], sp[f"h{k}_y"] = x, y
        sp[f"h{k}_axis"] = np.array([axis], dtype=np.int64)
        sp[f"h{k}_n"] = np.array([n], dtype=np.int64)
        k += 1
for k, shape in enumerate([(8, 10), (7, 9)]):
    x = signal(shape, np.float64)
    sp[f"g{k}_x"], sp[f"g{k}_y"] = x, sig.hilbert2(x)
k = 0
for dtype in [np.float64, np.complex128, np.float32]:
    for shape, axis, num in [((64,), 0, 100), ((64,), 0, 40), ((63,), 0, 128), ((63,), 0, 21),
                             ((5, 30), 1, 45), ((30, 4), 0, 16), ((10,), 0, 10)]:
        x = signal(shape, dtype)
        y = sig.resample(x, num, axis=axis)
        sp[f"r{k}_x"], sp[f"r{k}_y"] = x, y
        sp[f"r{k}_axis"] = np.array([axis], dtype=np.int64)
        sp[f"r{k}_num"] = np.array([num], dtype=np.int64)
        k += 1
k = 0
for dtype in [np.float64, np.complex128]:
    for shape, axis, typ, bp in [((100,), -1, 0, []), ((100,), -1, 1, []), ((4, 50), 1, 0, [10, 33]),
                                 ((50, 3), 0, 0, [25, 1]), ((3, 20, 2), 1, 1, [])]:
        x = signal(shape, dtype) + np.linspace(0, 5, shape[axis]).reshape(
            [-1 if i == (axis % len(shape)) else 1 for i in range(len(shape))])
        y = sig.detrend(x, axis=axis, type=["linear", "constant"][typ], bp=bp if bp else 0)
        sp[f"t{k}_x"], sp[f"t{k}_y"] = x, y
        sp[f"t{k}_axis"] = np.array([axis], dtype=np.int64)
        sp[f"t{k}_type"] = np.array([typ], dtype=np.int64)
        sp[f"t{k}_bp"] = np.array(bp if bp else [0], dtype=np.int64)
        k += 1
write_npz(DATA / "filtering_spectral.npz", sp)

# ---------------------------------------------------------------- savgol, upfirdn, resampling
rs = {}
k = 0
for w, p, deriv, delta, pos, use in [(5, 2, 0, 1.0, None, "conv"), (31, 3, 0, 1.0, None, "conv"),
                                     (11, 4, 1, 0.5, None, "conv"), (8, 3, 2, 1.0, None, "dot"),
                                     (9, 2, 0, 1.0, 2.0, "dot"), (25, 6, 3, 0.1, None, "conv"),
                                     (6, 2, 3, 1.0, None, "conv")]:
    c = sig.savgol_coeffs(w, p, deriv=deriv, delta=delta, pos=pos, use=use)
    rs[f"c{k}_c"] = c
    rs[f"c{k}_w"] = np.array([w, p, deriv], dtype=np.int64)
    rs[f"c{k}_delta"] = np.array([delta, -1.0 if pos is None else pos])
    rs[f"c{k}_use"] = np.array([use == "dot"], dtype=np.int64)
    k += 1
SGM = ["mirror", "constant", "nearest", "wrap", "interp"]
k = 0
for dtype in [np.float64, np.float32]:
    for i, (shape, axis, w, p, deriv, delta) in enumerate([
            ((200,), -1, 31, 3, 0, 1.0), ((3, 50), 1, 7, 2, 1, 0.5), ((40, 3), 0, 10, 3, 0, 1.0),
            ((2, 30, 3), 1, 5, 4, 2, 2.0), ((31,), -1, 31, 3, 0, 1.0)]):
        for mode in SGM:
            x = signal(shape, dtype)
            y = sig.savgol_filter(x, w, p, deriv=deriv, delta=delta, axis=axis, mode=mode, cval=0.25)
            rs[f"s{k}_x"], rs[f"s{k}_y"] = x, y
            rs[f"s{k}_w"] = np.array([w, p, deriv, axis, SGM.index(mode)], dtype=np.int64)
            rs[f"s{k}_delta"] = np.array([delta, 0.25])
            k += 1
k = 0
for dtype in [np.float64, np.complex128, np.float32]:
    for hl, shape, axis, up, down in [(5, (30,), -1, 1, 1), (7, (30,), -1, 3, 1), (8, (31,), -1, 1, 4),
                                      (12, (4, 25), 1, 3, 2), (3, (25, 3), 0, 2, 5), (1, (10,), -1, 2, 3)]:
        h, x = signal((hl,), dtype), signal(shape, dtype)
        y = sig.upfirdn(h, x, up, down, axis=axis)
        rs[f"u{k}_h"], rs[f"u{k}_x"], rs[f"u{k}_y"] = h, x, y
        rs[f"u{k}_w"] = np.array([up, down, axis], dtype=np.int64)
        k += 1
k = 0
for dtype in [np.float64, np.complex128, np.float32]:
    for shape, axis, up, down in [((100,), 0, 3, 2), ((100,), 0, 1, 4), ((5, 40), 1, 2, 1),
                                  ((41, 3), 0, 7, 3), ((64,), 0, 4, 6)]:
        x = signal(shape, dtype)
        y = sig.resample_poly(x, up, down, axis=axis)
        rs[f"p{k}_x"], rs[f"p{k}_y"] = x, y
        rs[f"p{k}_w"] = np.array([up, down, axis], dtype=np.int64)
        k += 1
k = 0
for dtype in [np.float64, np.float32]:
    for shape, axis, q, n, zp in [((400,), -1, 4, -1, True), ((400,), -1, 8, -1, False),
                                  ((3, 300), 1, 3, 30, True), ((301, 2), 0, 5, -1, True)]:
        x = signal(shape, dtype)
        y = sig.decimate(x, q, n=None if n < 0 else n, ftype="fir", axis=axis, zero_phase=zp)
        rs[f"d{k}_x"], rs[f"d{k}_y"] = x, y
        rs[f"d{k}_w"] = np.array([q, n, axis, zp], dtype=np.int64)
        k += 1
k = 0
for dtype in [np.float64, np.float32]:
    for shape, axis, q, n, zp in [((400,), -1, 4, -1, True), ((400,), -1, 8, -1, False),
                                  ((3, 300), 1, 3, 6, True), ((301, 2), 0, 5, -1, True)]:
        x = signal(shape, dtype)
        y = sig.decimate(x, q, n=None if n < 0 else n, ftype="iir", axis=axis, zero_phase=zp)
        rs[f"e{k}_x"], rs[f"e{k}_y"] = x, y
        rs[f"e{k}_w"] = np.array([q, n, axis, zp], dtype=np.int64)
        if dtype == np.float32:
            rs[f"e{k}_yref"] = sig.decimate(x.astype(np.float64), q, n=None if n < 0 else n,
                                            ftype="iir", axis=axis, zero_phase=zp)
        k += 1
write_npz(DATA / "filtering_resample.npz", rs)

# ---------------------------------------------------------------- medfilt
md = {}
k = 0
for dtype in [np.float64, np.float32]:
    for shape, ks in [((50,), [3]), ((51,), [7]), ((9, 11), [3, 5]), ((6, 5, 7), [3, 1, 3]),
                      ((4,), [7]), ((20, 20), [15, 15])]:
        x = signal(shape, dtype)
        with np.errstate(all="ignore"):
            import warnings
            with warnings.catch_warnings():
                warnings.simplefilter("ignore")
                y = sig.medfilt(x, ks)
        md[f"m{k}_x"], md[f"m{k}_y"] = x, y
        md[f"m{k}_k"] = np.array(ks, dtype=np.int64)
        k += 1
k = 0
for dtype in [np.float64, np.float32]:
    for shape, ks in [((12, 9), [3, 3]), ((7, 8), [5, 3]), ((5, 5), [1, 5])]:
        x = signal(shape, dtype)
        y = sig.medfilt2d(x, ks)
        md[f"n{k}_x"], md[f"n{k}_y"] = x, y
        md[f"n{k}_k"] = np.array(ks, dtype=np.int64)
        k += 1
k = 0
for dtype in [np.float64, np.float32]:
    for shape, dom, rank in [((30,), [1, 0, 1, 1, 1], 2), ((8, 9), [[1, 1, 1], [0, 1, 0], [1, 1, 1]], 0),
                             ((8, 9), [[1, 1, 1], [1, 1, 1], [1, 1, 1]], 8), ((4, 5, 6), np.ones((3, 1, 3)), 4)]:
        x = signal(shape, dtype)
        d = np.asarray(dom, dtype=dtype)
        md[f"o{k}_x"], md[f"o{k}_dom"] = x, d
        if x.ndim == 1:
            # SciPy 1.17's 1-D rank_filter mishandles footprints with zeros (it disagrees with
            # the same filter computed in 2-D); the reference is the 2-D computation
            md[f"o{k}_y"] = sig.order_filter(x[None, :], d[None, :], rank)[0]
        else:
            md[f"o{k}_y"] = sig.order_filter(x, d, rank)
        md[f"o{k}_rank"] = np.array([rank], dtype=np.int64)
        k += 1
write_npz(DATA / "filtering_medfilt.npz", md)

print("wrote", sorted(p.name for p in DATA.glob("filtering_*.npz")))
