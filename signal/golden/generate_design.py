#!/usr/bin/env python3
"""Writes the golden data of gsci-signal's design tests (signal/golden/data/design_*.npz).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python signal/golden/generate_design.py

The output is deterministic (fixed inputs, fixed zip timestamps): rerunning with the same versions
rewrites identical bytes. Every archive holds cases `c<NNNNN>.<function>.<part>`: `args` (float64
1-D: the scalar arguments, in the order the Rust test reads them), further inputs (`b`, `a`, `z`,
`p`, `w`, ...) and the outputs (`out`, `b_out`, `z_out`, ...). Complex arrays are stored as
float64 arrays with a trailing axis of 2 (real, imaginary): ndarray-npy, which the tests read
with, is built without complex support.
"""

import io
import sys
import warnings
import zipfile
from pathlib import Path

import numpy as np
import scipy
from scipy import signal
from scipy.signal import windows

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"

if np.__version__ != NUMPY_VERSION or scipy.__version__ != SCIPY_VERSION:
    sys.exit(
        f"generate_design.py needs numpy=={NUMPY_VERSION} and scipy=={SCIPY_VERSION}, found "
        f"numpy {np.__version__} and scipy {scipy.__version__}; see the command at the top"
    )

DATA = Path(__file__).resolve().parent / "data"
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


def cplx(x):
    x = np.asarray(x, dtype=np.complex128)
    return np.stack([x.real, x.imag], axis=-1)


class Cases:
    def __init__(self):
        self.arrays = {}
        self.n = 0

    def add(self, fname, args, **parts):
        key = f"c{self.n:05d}.{fname}"
        self.arrays[f"{key}.args"] = np.asarray(args, dtype=np.float64).reshape(-1)
        for k, v in parts.items():
            v = np.asarray(v)
            if np.iscomplexobj(v):
                v = cplx(v)
            elif v.dtype == np.bool_ or v.dtype.kind in "iu":
                v = v.astype(np.float64)
            self.arrays[f"{key}.{k}"] = v
        self.n += 1


LENGTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 16, 31, 32, 51, 64, 101]

# Window id -> (name, list of parameter tuples). The ids are the Rust test's.
WINDOWS = [
    ("boxcar", [()]),
    ("triang", [()]),
    ("parzen", [()]),
    ("bohman", [()]),
    ("blackman", [()]),
    ("nuttall", [()]),
    ("blackmanharris", [()]),
    ("flattop", [()]),
    ("bartlett", [()]),
    ("hann", [()]),
    ("hamming", [()]),
    ("barthann", [()]),
    ("cosine", [()]),
    ("lanczos", [()]),
    ("kaiser", [(0.0,), (2.5,), (8.6,), (14.0,)]),
    ("gaussian", [(0.5,), (1.0,), (7.0,)]),
    ("general_gaussian", [(1.0, 1.0), (1.5, 7.0), (0.5, 3.0)]),
    ("general_hamming", [(0.54,), (0.6,), (0.75,)]),
    ("chebwin", [(45.0,), (100.0,), (30.0,)]),
    ("tukey", [(0.0,), (0.25,), (0.5,), (0.9,), (1.0,)]),
    ("exponential", [(1.0,), (3.0,)]),  # tau (center None)
    ("taylor", [(4, 30.0, 1), (3, 40.0, 0), (6, 25.0, 1)]),
    ("general_cosine", [((0.5, 0.5),), ((0.42, 0.5, 0.08),), ((1.0, 1.942604, 1.340318, 0.440811, 0.043097),)]),
    ("kaiser_bessel_derived", [(1.0,), (4.0,)]),
    ("dpss", [(1.5,), (2.5,), (4.0,)]),
]


def window_cases():
    c = Cases()
    for wid, (name, plist) in enumerate(WINDOWS):
        for params in plist:
            for m in LENGTHS:
                for sym in (True, False):
                    if name == "kaiser_bessel_derived" and (not sym or m % 2 == 1):
                        continue
                    if name == "dpss" and (m > 1 and params[0] >= m / 2):
                        continue
                    if name == "general_cosine":
                        w = windows.general_cosine(m, np.array(params[0]), sym=sym)
                        flat = list(params[0])
                    elif name == "exponential":
                        w = windows.exponential(m, tau=params[0], sym=sym)
                        flat = list(params)
                    elif name == "taylor":
                        w = windows.taylor(m, nbar=params[0], sll=params[1], norm=bool(params[2]), sym=sym)
                        flat = list(params)
                    else:
                        w = getattr(windows, name)(m, *params, sym=sym)
                        flat = list(params)
                    c.add("window", [wid, m, int(sym)] + flat, out=w)
    # exponential with a centre (periodic only)
    for m in (5, 8, 13):
        for center in (0.0, 2.0, 4.5):
            w = windows.exponential(m, center=center, tau=2.0, sym=False)
            c.add("exponential_center", [m, center, 2.0], out=w)
    # dpss with Kmax and each norm
    for m in (8, 9, 16, 33):
        for nw in (1.5, 2.5):
            for kmax in (1, 3, 4):
                for norm_id, norm in enumerate((2, "approximate", "subsample")):
                    for sym in (True, False):
                        w = windows.dpss(m, nw, Kmax=kmax, sym=sym, norm=norm)
                        c.add("dpss_k", [m, nw, kmax, norm_id, int(sym)], out=w)
    # get_window by name (periodic default and symmetric)
    for name in ("hann", "hamming", "blackman", "triang", "boxcar", "tukey", "taylor",
                 "exponential", "flattop", "nuttall", "bartlett"):
        for n in (1, 7, 16):
            for fftbins in (True, False):
                c.add("get_window_" + name, [n, int(fftbins)],
                      out=signal.get_window(name, n, fftbins=fftbins))
    for beta in (0.5, 8.0):
        for n in (9, 10):
            c.add("get_window_kaiser", [n, beta], out=signal.get_window(("kaiser", beta), n))
    return c


FTYPES = ["butter", "cheby1", "cheby2", "ellip", "bessel"]
NORMS = ["phase", "delay", "mag"]
BTYPES = ["lowpass", "highpass", "bandpass", "bandstop"]
NAN = float("nan")


def iir_cases():
    c = Cases()
    specs = []
    for ftype in FTYPES:
        norms = NORMS if ftype == "bessel" else ["phase"]
        ripples = {"butter": [(NAN, NAN)], "cheby1": [(1.0, NAN), (0.1, NAN)],
                   "cheby2": [(NAN, 40.0), (NAN, 60.0)], "ellip": [(1.0, 40.0), (0.5, 70.0)],
                   "bessel": [(NAN, NAN)]}[ftype]
        for norm in norms:
            for rp, rs in ripples:
                for btype in BTYPES:
                    orders = range(0, 11) if btype in ("lowpass", "highpass") else range(1, 7)
                    for n in orders:
                        if ftype == "bessel" and n == 0:
                            continue
                        for analog in (False, True):
                            if btype in ("lowpass", "highpass"):
                                wns = [[0.2], [0.7]] if not analog else [[1.0], [3.5]]
                            else:
                                wns = [[0.2, 0.5]] if not analog else [[0.5, 2.0]]
                            for wn in wns:
                                specs.append((ftype, norm, rp, rs, btype, n, analog, wn, None))
                    if btype in ("lowpass", "bandstop"):
                        wn = [10.0] if btype == "lowpass" else [10.0, 30.0]
                        specs.append((ftype, norm, rp, rs, btype, 4, False, wn, 100.0))
    for ftype, norm, rp, rs, btype, n, analog, wn, fs in specs:
        kw = dict(btype=btype, analog=analog, fs=fs)
        if ftype == "butter":
            f = lambda output: signal.butter(n, wn if len(wn) > 1 else wn[0], output=output, **kw)
        elif ftype == "cheby1":
            f = lambda output: signal.cheby1(n, rp, wn if len(wn) > 1 else wn[0], output=output, **kw)
        elif ftype == "cheby2":
            f = lambda output: signal.cheby2(n, rs, wn if len(wn) > 1 else wn[0], output=output, **kw)
        elif ftype == "ellip":
            f = lambda output: signal.ellip(n, rp, rs, wn if len(wn) > 1 else wn[0], output=output, **kw)
        else:
            f = lambda output: signal.bessel(n, wn if len(wn) > 1 else wn[0], output=output, norm=norm, **kw)
        b, a = f("ba")
        z, p, k = f("zpk")
        try:
            sos = {"sos": f("sos")}
        except IndexError:  # SciPy's zpk2sos fails on some analog Chebyshev II designs
            sos = {}
        args = [FTYPES.index(ftype), NORMS.index(norm), n, BTYPES.index(btype), int(analog),
                NAN if fs is None else fs, rp, rs, wn[0], wn[1] if len(wn) > 1 else NAN]
        c.add("iir", args, b=np.atleast_1d(b), a=np.atleast_1d(a), z=np.asarray(z, complex),
              p=np.asarray(p, complex), k=[k], **sos)
    # Prototypes alone, Bessel to high orders.
    for n in (1, 2, 5, 12, 15, 20, 25, 30):
        for ni, norm in enumerate(NORMS):
            z, p, k = signal.besselap(n, norm)
            c.add("besselap", [n, ni], p=np.asarray(p, complex), k=[k])
    for n in (1, 4, 9):
        z, p, k = signal.buttap(n)
        c.add("buttap", [n], z=np.asarray(z, complex), p=np.asarray(p, complex), k=[k])
        z, p, k = signal.cheb1ap(n, 0.7)
        c.add("cheb1ap", [n, 0.7], z=np.asarray(z, complex), p=np.asarray(p, complex), k=[k])
        z, p, k = signal.cheb2ap(n, 35.0)
        c.add("cheb2ap", [n, 35.0], z=np.asarray(z, complex), p=np.asarray(p, complex), k=[k])
        z, p, k = signal.ellipap(n, 0.7, 35.0)
        c.add("ellipap", [n, 0.7, 35.0], z=np.asarray(z, complex), p=np.asarray(p, complex), k=[k])
    return c


def conversion_cases():
    c = Cases()
    rng = np.random.default_rng(1234)
    # tf2zpk / zpk2tf on well-separated roots.
    for n in range(1, 9):
        zr = np.sort(rng.uniform(-0.9, 0.9, n)) + np.arange(n) * 0.05
        pr = rng.uniform(0.2, 0.8, n // 2) * np.exp(1j * rng.uniform(0.3, 2.8, n // 2))
        p = np.concatenate([pr, pr.conj()] + ([[0.3]] if n % 2 else []))
        b, a = signal.zpk2tf(zr, p, 2.5)
        c.add("zpk2tf", [2.5], z=zr.astype(complex), p=p, b=b, a=np.real(a))
        z2, p2, k2 = signal.tf2zpk(b, a)
        c.add("tf2zpk", [], b=b, a=np.real(a), z=np.asarray(z2, complex), p=np.asarray(p2, complex), k=[k2])
    # zpk2sos with every pairing, from designed filters and from odd mixtures.
    sets = []
    for n in (1, 2, 3, 4, 5, 7, 8):
        for design in (signal.butter, signal.cheby1, signal.ellip):
            args = {signal.butter: (n,), signal.cheby1: (n, 1.0), signal.ellip: (n, 1.0, 50.0)}[design]
            z, p, k = design(*args, 0.3, output="zpk")
            sets.append((z, p, k, False))
            z, p, k = design(*args, [0.2, 0.4], btype="band", output="zpk")
            sets.append((z, p, k, False))
            z, p, k = design(*args, 1.0, analog=True, output="zpk")
            sets.append((z, p, k, True))
    sets.append((np.array([0.5, -0.5, 0.2]), np.array([0.9j, -0.9j, 0.3, 0.1]), 3.0, False))
    sets.append((np.array([1j, -1j]), np.array([0.5 + 0.5j, 0.5 - 0.5j, 0.2]), 1.5, False))
    sets.append((np.array([], complex), np.array([], complex), 2.0, False))
    for z, p, k, analog in sets:
        pairings = ["minimal"] if analog else ["nearest", "keep_odd", "minimal"]
        for pi, pairing in enumerate(["nearest", "keep_odd", "minimal"]):
            if pairing not in pairings:
                continue
            if pairing == "minimal" and not analog and len(z) > len(p):
                continue
            sos = signal.zpk2sos(z, p, k, pairing=pairing, analog=analog)
            c.add("zpk2sos", [k, pi, int(analog)], z=np.asarray(z, complex), p=np.asarray(p, complex), sos=sos)
            b2, a2 = signal.sos2tf(sos)
            c.add("sos2tf", [], sos=sos, b=b2, a=a2)
            z3, p3, k3 = signal.sos2zpk(sos)
            c.add("sos2zpk", [], sos=sos, z=np.asarray(z3, complex), p=np.asarray(p3, complex), k=[k3])
    for b, a in [([1.0, 3.0, 2.0], [1.0, 0.4, 0.3]), ([2.0, 1.0], [4.0, 2.0, 1.0]),
                 ([0.5, 0.25, 0.125, 0.0625], [1.0, -0.6, 0.2, 0.05])]:
        sos = signal.tf2sos(b, a)
        c.add("tf2sos", [], b=b, a=a, sos=sos)
    for b, a in [([0.0, 0.0, 2.0, 4.0], [2.0, 1.0]), ([3.0, 1.0], [0.0, 4.0, 2.0]), ([1e-15, 1.0, 2.0], [2.0, 3.0])]:
        bn, an = signal.normalize(b, a)
        c.add("normalize", [], b=b, a=a, b_out=bn, a_out=an)
    # analog transformations, ba and zpk.
    for b, a in [([1.0], [1.0, 1.0]), ([1.0, 0.5], [1.0, 1.4142135623730951, 1.0]),
                 ([0.3, 1.0, 2.0], [1.0, 2.0, 2.0, 1.0]), ([1.0, 0.0, 2.0, 1.0], [1.0, 0.7, 3.0])]:
        for wo, bw in [(1.0, 1.0), (2.5, 0.5), (0.3, 3.0)]:
            for name in ("lp2lp", "lp2hp", "lp2bp", "lp2bs"):
                fn = getattr(signal, name)
                if name in ("lp2lp", "lp2hp"):
                    b2, a2 = fn(b, a, wo=wo)
                else:
                    b2, a2 = fn(b, a, wo=wo, bw=bw)
                c.add(name, [wo, bw], b=b, a=a, b_out=b2, a_out=a2)
        for fs in (1.0, 2.0, 44.1):
            b2, a2 = signal.bilinear(b, a, fs=fs)
            c.add("bilinear", [fs], b=b, a=a, b_out=b2, a_out=a2)
    for z, p, k in [([], [-1.0], 1.0), ([-2.0], [-1 + 1j, -1 - 1j, -0.5], 2.0),
                    (signal.cheb2ap(4, 40)), (signal.ellipap(5, 1, 40))]:
        z = np.asarray(z, complex)
        p = np.asarray(p, complex)
        for wo, bw in [(1.0, 1.0), (2.5, 0.5)]:
            for name in ("lp2lp_zpk", "lp2hp_zpk", "lp2bp_zpk", "lp2bs_zpk"):
                fn = getattr(signal, name)
                r = fn(z, p, k, wo=wo) if name in ("lp2lp_zpk", "lp2hp_zpk") else fn(z, p, k, wo=wo, bw=bw)
                c.add(name, [k, wo, bw], z=z, p=p, z_out=np.asarray(r[0], complex), p_out=np.asarray(r[1], complex), k_out=[r[2]])
        for fs in (1.0, 10.0):
            r = signal.bilinear_zpk(z, p, k, fs)
            c.add("bilinear_zpk", [k, fs], z=z, p=p, z_out=np.asarray(r[0], complex), p_out=np.asarray(r[1], complex), k_out=[r[2]])
    return c


WIN_IDS = {"hamming": 10, "hann": 9, "blackman": 4, "boxcar": 0, "nuttall": 5}


def fir_cases():
    c = Cases()
    for numtaps in (1, 3, 4, 11, 24, 51, 100):
        for cutoff in ([0.3], [0.2, 0.5], [0.1, 0.3, 0.6], [0.1, 0.25, 0.5, 0.8]):
            for pass_zero in (True, False):
                for window in ("hamming", "hann", "blackman", "boxcar"):
                    for scale in (True, False):
                        try:
                            h = signal.firwin(numtaps, cutoff, window=window, pass_zero=pass_zero, scale=scale)
                        except ValueError:
                            continue
                        c.add("firwin", [numtaps, int(pass_zero), WIN_IDS[window], int(scale), NAN, NAN] + cutoff, out=h)
    for numtaps in (31, 64, 65):
        for width in (0.05, 0.2):
            h = signal.firwin(numtaps if numtaps % 2 else numtaps + 1, [0.3], width=width)
            c.add("firwin", [numtaps if numtaps % 2 else numtaps + 1, 1, 10, 1, width, NAN, 0.3], out=h)
        h = signal.firwin(numtaps | 1, [100.0, 300.0], fs=1000.0, pass_zero=False)
        c.add("firwin", [numtaps | 1, 0, 10, 1, NAN, 1000.0, 100.0, 300.0], out=h)
        h = signal.firwin(numtaps, 200.0, window=("kaiser", 5.0), fs=1000.0)
        c.add("firwin_kaiser", [numtaps, 5.0, 1000.0, 200.0], out=h)
    for a in (10.0, 21.0, 30.0, 50.0, 65.0, 120.0):
        for width in (0.01, 0.1):
            n, beta = signal.kaiserord(a, width)
            c.add("kaiserord", [a, width], out=[n, beta, signal.kaiser_beta(a), signal.kaiser_atten(n, width)])
    # firwin2: every filter type, repeated frequencies, nfreqs, windows, fs.
    f2 = [
        (15, [0.0, 0.5, 1.0], [1.0, 1.0, 0.0], False, None, "hamming", None),
        (16, [0.0, 0.5, 1.0], [1.0, 1.0, 0.0], False, None, "hamming", None),
        (31, [0.0, 0.3, 0.3, 1.0], [1.0, 1.0, 0.0, 0.0], False, None, "hann", None),
        (21, [0.0, 0.2, 0.6, 1.0], [0.0, 1.0, 1.0, 0.0], True, None, "hamming", None),
        (20, [0.0, 0.4, 1.0], [0.0, 0.5, 1.0], True, None, None, None),
        (33, [0.0, 100.0, 250.0, 500.0], [1.0, 0.8, 0.2, 0.0], False, 100, "blackman", 1000.0),
        (7, [0.0, 0.5, 1.0], [0.5, 1.0, 0.0], False, None, "boxcar", None),
    ]
    wid = {"hamming": 10, "hann": 9, "blackman": 4, "boxcar": 0, None: -1}
    for numtaps, freq, gain, anti, nfreqs, window, fs in f2:
        h = signal.firwin2(numtaps, freq, gain, nfreqs=nfreqs, window=window, antisymmetric=anti, fs=fs)
        c.add("firwin2", [numtaps, int(anti), NAN if nfreqs is None else nfreqs, wid[window], NAN if fs is None else fs],
              freq=freq, gain=gain, out=h)
    for numtaps, bands, desired, weight, fs in [
        (11, [0, 0.3, 0.5, 1.0], [1, 1, 0, 0], None, None),
        (31, [0, 0.2, 0.3, 0.6, 0.7, 1.0], [0, 0, 1, 1, 0, 0], [1.0, 2.0, 1.0], None),
        (51, [0, 100, 150, 500], [1, 1, 0, 0], [1.0, 10.0], 1000.0),
        (3, [0, 0.5, 0.5, 1.0], [1, 0.5, 0.5, 0.0], None, None),
        (25, [0, 0.4, 0.5, 1.0], [0, 1, 1, 0.5], None, None),
    ]:
        h = signal.firls(numtaps, bands, desired, weight=weight, fs=fs)
        c.add("firls", [numtaps, NAN if fs is None else fs], bands=bands, desired=desired,
              weight=np.ones(len(bands) // 2) if weight is None else weight, out=h)
    for numtaps, bands, desired, weight, rtype, fs in [
        (5, [0, 0.1, 0.2, 0.5], [1, 0], None, "bandpass", None),
        (31, [0, 0.1, 0.2, 0.5], [1, 0], None, "bandpass", None),
        (32, [0, 0.1, 0.2, 0.5], [1, 0], [1, 10], "bandpass", None),
        (45, [0, 0.08, 0.12, 0.25, 0.3, 0.5], [0, 1, 0], [10, 1, 10], "bandpass", None),
        (72, [0, 1000, 1500, 3000, 3500, 11025], [1, 0, 1], None, "bandpass", 22050.0),
        (21, [0, 0.4], [1], None, "differentiator", None),
        (20, [0.02, 0.48], [1], None, "differentiator", None),
        (31, [0.05, 0.45], [1], None, "hilbert", None),
        (30, [0.05, 0.5], [1], None, "hilbert", None),
        (63, [0, 0.2, 0.25, 0.5], [0, 1], [1, 1], "bandpass", None),
    ]:
        h = signal.remez(numtaps, bands, desired, weight=weight, type=rtype, fs=fs)
        c.add("remez", [numtaps, ["bandpass", "differentiator", "hilbert"].index(rtype), NAN if fs is None else fs],
              bands=bands, desired=desired, weight=np.ones(len(desired)) if weight is None else weight, out=h)
    for hsize in ((5, 7), (9, 9), (4, 11)):
        for fc in ([0.4], [0.2, 0.6]):
            try:
                h = signal.firwin_2d(hsize, ("hamming", "hann"), fc=fc)
                c.add("firwin_2d", [hsize[0], hsize[1], 0] + fc, out=h)
            except ValueError:
                pass
            try:
                h = signal.firwin_2d(hsize, "hamming", fc=fc, circular=True)
                c.add("firwin_2d", [hsize[0], hsize[1], 1] + fc, out=h)
            except ValueError:  # an even-length 1-D design passing Nyquist
                pass
    for numtaps in (5, 21, 40):
        h = signal.firwin(numtaps | 1, 0.3)
        for mi, method in enumerate(("homomorphic", "hilbert")):
            for half in (True, False):
                if method == "hilbert" and (not half or numtaps > 21):
                    # The Hilbert method is ill-conditioned for long filters (SciPy's own result
                    # moves by 1e-3 when numpy.fft replaces scipy.fft): only short ones here.
                    continue
                for n_fft in ((None,) if method == "hilbert" else (None, 1024)):
                    hm = signal.minimum_phase(h, method=method, n_fft=n_fft, half=half)
                    c.add("minimum_phase", [mi, int(half), NAN if n_fft is None else n_fft], h=h, out=hm)
    return c


def freq_cases():
    c = Cases()
    b8, a8 = signal.butter(4, 0.3)
    e_b, e_a = signal.ellip(3, 1, 40, [0.2, 0.5], btype="band")
    fir = signal.firwin(21, 0.4)
    systems = [(b8, a8), (e_b, e_a), (fir, np.array([1.0])), (np.array([0.5, 0.25]), np.array([2.0]))]
    for si, (b, a) in enumerate(systems):
        for worn in (1, 8, 64, 511):
            for whole in (False, True):
                for incl in (False, True):
                    for fs in (2 * np.pi, 1000.0):
                        w, h = signal.freqz(b, a, worN=worn, whole=whole, fs=fs, include_nyquist=incl)
                        c.add("freqz", [worn, int(whole), int(incl), fs], b=b, a=a, w=w, h=h)
        freqs = np.array([0.0, 0.1, 0.25, 0.5, 0.9])
        w, h = signal.freqz(b, a, worN=freqs * 1000, fs=1000.0)
        c.add("freqz_f", [1000.0], b=b, a=a, f=freqs * 1000, w=w, h=h)
        for worn in (16, 100):
            for whole in (False, True):
                w, gd = signal.group_delay((b, a), w=worn, whole=whole)
                c.add("group_delay", [worn, int(whole), 2 * np.pi], b=b, a=a, w=w, gd=gd)
    for n in (2, 5, 8):
        z, p, k = signal.cheby1(n, 1, 0.3, output="zpk")
        sos = signal.cheby1(n, 1, 0.3, output="sos")
        for worn in (8, 100):
            for whole in (False, True):
                w, h = signal.freqz_zpk(z, p, k, worN=worn, whole=whole, fs=100.0)
                c.add("freqz_zpk", [worn, int(whole), 100.0, k], z=np.asarray(z, complex), p=np.asarray(p, complex), w=w, h=h)
                w, h = signal.freqz_sos(sos, worN=worn, whole=whole)
                c.add("freqz_sos", [worn, int(whole), 2 * np.pi], sos=sos, w=w, h=h)
        za, pa, ka = signal.butter(n, 2.0, analog=True, output="zpk")
        ba, aa = signal.cheby2(n, 40, 3.0, analog=True)
        for worn in (10, 200):
            w, h = signal.freqs(ba, aa, worN=worn)
            c.add("freqs", [worn], b=ba, a=aa, w=w, h=h)
            w, h = signal.freqs_zpk(za, pa, ka, worN=worn)
            c.add("freqs_zpk", [worn, ka], z=np.asarray(za, complex), p=np.asarray(pa, complex), w=w, h=h)
        w, h = signal.freqs(ba, aa, worN=[0.5, 1.0, 4.0])
        c.add("freqs_f", [], b=ba, a=aa, f=[0.5, 1.0, 4.0], w=w, h=h)
    return c


def order_cases():
    c = Cases()
    specs = [([0.2], [0.3]), ([0.3], [0.2]), ([0.2, 0.5], [0.1, 0.6]), ([0.1, 0.6], [0.2, 0.5]),
             ([0.45], [0.5]), ([0.2, 0.3], [0.15, 0.4])]
    for wp, ws in specs:
        for gpass, gstop in ((1.0, 40.0), (3.0, 60.0), (0.5, 25.0)):
            for analog in (False, True):
                for fi, fn in enumerate((signal.buttord, signal.cheb1ord, signal.cheb2ord, signal.ellipord)):
                    wpa = np.array(wp) * (10 if analog else 1)
                    wsa = np.array(ws) * (10 if analog else 1)
                    n, wn = fn(wpa, wsa, gpass, gstop, analog=analog)
                    c.add("ord", [fi, gpass, gstop, int(analog), NAN] + list(wpa) + list(wsa), out=np.r_[n, np.atleast_1d(wn)])
                    if not analog:
                        n, wn = fn(np.array(wp) * 500, np.array(ws) * 500, gpass, gstop, fs=1000.0)
                        c.add("ord", [fi, gpass, gstop, 0, 1000.0] + list(np.array(wp) * 500) + list(np.array(ws) * 500), out=np.r_[n, np.atleast_1d(wn)])
            for fi, ftype in enumerate(("butter", "cheby1", "cheby2", "ellip")):
                sos = signal.iirdesign(wp, ws, gpass, gstop, ftype=ftype, output="sos")
                c.add("iirdesign", [fi, gpass, gstop] + list(wp) + list(ws), sos=sos)
    for w0, q, fs in ((0.3, 30.0, 2.0), (60.0, 10.0, 200.0), (0.9, 2.0, 2.0)):
        b, a = signal.iirnotch(w0, q, fs=fs)
        c.add("iirnotch", [w0, q, fs], b=b, a=a)
        b, a = signal.iirpeak(w0, q, fs=fs)
        c.add("iirpeak", [w0, q, fs], b=b, a=a)
    for w0, q, fs in ((20.0, 30.0, 1000.0), (50.0, 5.0, 1000.0), (0.25, 2.0, 2.0)):
        for ft in ("notch", "peak"):
            for pz in (False, True):
                b, a = signal.iircomb(w0, q, ftype=ft, fs=fs, pass_zero=pz)
                c.add("iircomb", [w0, q, fs, int(ft == "peak"), int(pz)], b=b, a=a)
    for freq, fs in ((440.0, 16000.0), (1000.0, 44100.0), (0.3, None)):
        b, a = signal.gammatone(freq, "iir", fs=fs)
        c.add("gammatone", [freq, 1, NAN if fs is None else fs, NAN, NAN], b=b, a=a)
        for order, numtaps in ((None, None), (2, 40), (6, None)):
            b, a = signal.gammatone(freq, "fir", order=order, numtaps=numtaps, fs=fs)
            c.add("gammatone", [freq, 0, NAN if fs is None else fs, NAN if order is None else order,
                                NAN if numtaps is None else numtaps], b=b, a=a)
    return c


def waveform_cases():
    c = Cases()
    t = np.linspace(-7.0, 13.0, 201)
    for width in (0.0, 0.3, 0.5, 1.0, 1.5):
        c.add("sawtooth", [width], t=t, out=signal.sawtooth(t, width))
    for duty in (0.0, 0.25, 0.5, 1.0, -0.1):
        c.add("square", [duty], t=t, out=signal.square(t, duty))
    tt = np.linspace(0, 2.0, 101)
    for mi, method in enumerate(("linear", "quadratic", "logarithmic", "hyperbolic")):
        for f0, f1 in ((1.0, 6.0), (8.0, 2.0)):
            for vz in (True, False):
                for phi in (0.0, 45.0):
                    c.add("chirp", [f0, 2.0, f1, mi, phi, int(vz)], t=tt, out=signal.chirp(tt, f0, 2.0, f1, method=method, phi=phi, vertex_zero=vz))
    tg = np.linspace(-1e-3, 1e-3, 101)
    for fc, bw, bwr in ((1000.0, 0.5, -6.0), (5000.0, 0.2, -3.0)):
        yi, yq, ye = signal.gausspulse(tg, fc=fc, bw=bw, bwr=bwr, retquad=True, retenv=True)
        cut = signal.gausspulse("cutoff", fc=fc, bw=bw, bwr=bwr, tpr=-40.0)
        c.add("gausspulse", [fc, bw, bwr, -40.0], t=tg, yi=yi, yq=yq, yenv=ye, cutoff=[cut])
    for poly, phi in (([1.0], 0.0), ([0.025, -0.36, 1.25, 2.0], 30.0), ([2.0, 0.0, 1.0], -90.0)):
        c.add("sweep_poly", [phi], t=tt, poly=poly, out=signal.sweep_poly(tt, poly, phi))
    return c


def ss_cases():
    c = Cases()
    tfs = [([1.0, 3.0, 3.0], [1.0, 2.0, 1.0]), ([1.0], [1.0, 1.0]), ([0.5, 0.2], [2.0, 1.0, 3.0, 0.5]),
           ([2.0], [4.0]), list(signal.cheby1(4, 1, 0.3))]
    for b, a in tfs:
        A, B, C, D = signal.tf2ss(b, a)
        c.add("tf2ss", [], b=b, a=a, A=A, B=B, C=C, D=D)
        num, den = signal.ss2tf(A, B, C, D)
        c.add("ss2tf", [0], A=A, B=B, C=C, D=D, num=num, den=np.atleast_1d(den))
    A = np.array([[-1.0, 0.5, 0.0], [0.2, -2.0, 1.0], [0.0, -0.3, -0.5]])
    B = np.array([[1.0, 0.0], [0.0, 2.0], [0.5, 1.0]])
    C = np.array([[1.0, 0.0, 1.0], [0.0, 1.0, -1.0]])
    D = np.array([[0.0, 0.1], [0.2, 0.0]])
    for inp in (0, 1):
        num, den = signal.ss2tf(A, B, C, D, input=inp)
        c.add("ss2tf", [inp], A=A, B=B, C=C, D=D, num=num, den=den)
    for z, p, k in [([], [-1.0, -2.0], 3.0), ([-0.5], [-1 + 1j, -1 - 1j, -3.0], 2.0)]:
        A2, B2, C2, D2 = signal.zpk2ss(z, p, k)
        c.add("zpk2ss", [k], z=np.asarray(z, complex), p=np.asarray(p, complex), A=A2, B=B2, C=C2, D=D2)
    systems = [signal.tf2ss([1.0, 0.5], [1.0, 1.5, 2.0]), (A, B, C, D), (A, B, C, np.zeros((2, 2)))]
    methods = ["zoh", "foh", "bilinear", "euler", "backward_diff", "gbt", "impulse"]
    for si, (A3, B3, C3, D3) in enumerate(systems):
        for mi, method in enumerate(methods):
            for dt in (0.05, 0.5):
                if method == "impulse" and np.any(D3 != 0):
                    continue
                kw = {"alpha": 0.3} if method == "gbt" else {}
                ad, bd, cd, dd, _ = signal.cont2discrete((A3, B3, C3, D3), dt, method=method, **kw)
                c.add("cont2discrete", [mi, dt], A=A3, B=B3, C=C3, D=D3, Ad=ad, Bd=bd, Cd=cd, Dd=dd)
    return c


def main():
    write_npz(DATA / "design_windows.npz", window_cases().arrays)
    write_npz(DATA / "design_iir.npz", iir_cases().arrays)
    write_npz(DATA / "design_conversions.npz", conversion_cases().arrays)
    write_npz(DATA / "design_fir.npz", fir_cases().arrays)
    write_npz(DATA / "design_freq.npz", freq_cases().arrays)
    write_npz(DATA / "design_order.npz", order_cases().arrays)
    write_npz(DATA / "design_waveforms.npz", waveform_cases().arrays)
    write_npz(DATA / "design_ss.npz", ss_cases().arrays)


if __name__ == "__main__":
    main()
