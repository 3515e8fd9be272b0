#!/usr/bin/env python3
"""Golden data of gsci-signal's spectral and peak-finding tests (signal/golden/data/spectral_*.npz).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python signal/golden/generate_spectral.py

Deterministic: seeded inputs (numpy's default_rng(1817)), uncompressed .npz with fixed zip
timestamps; regenerating with the same versions rewrites identical bytes.

Files
-----
spectral_cases.npz  cases c<k>_{x[,y][,win],p,f[,t],out}. p (float64) encodes the call:
                    [func, nperseg, noverlap, nfft, detrend, onesided, scaling, axis, average,
                     mode, boundary, padded, fs, window, f32]
                    func 0 periodogram, 1 welch, 2 csd, 3 coherence, 4 spectrogram, 5 stft,
                    6 istft (x is then Zxx, out the signal, t the times; onesided 0 =
                    input_onesided=False, a complex signal); -1 = None;
                    detrend 0 False, 1 constant, 2 linear; scaling 0 density/spectrum-stft,
                    1 spectrum/psd-stft (stft/istft: 0 'spectrum', 1 'psd');
                    average 0 mean, 1 median; mode 0 psd, 1 complex, 2 magnitude, 3 angle,
                    4 phase; boundary 0 even, 1 odd, 2 constant, 3 zeros, 4 None;
                    window 0 hann, 1 boxcar, 2 ('tukey', .25), 3 hamming, 4 array `win`,
                    5 ('kaiser', 8.0); f32 1 = x (and y) are float32 (SciPy computes in
                    float32; `out` is then SciPy's float32 result).
spectral_peaks.npz  argrelmax/argrelmin/argrelextrema a<k>_{x,p,out} (p = [func, axis, order,
                    mode]; func 0 argrelmin, 1 argrelmax; mode 0 clip, 1 wrap; out the index
                    arrays stacked as rows); find_peaks f<k>_{x,p,peaks,<property>...}
                    (p = [height_lo, height_hi, thr_lo, thr_hi, distance, prom_lo, prom_hi,
                    width_lo, width_hi, wlen, rel_height, plat_lo, plat_hi]; NaN = None);
                    peak_prominences r<k>_{x,peaks,wlen,prominences,left_bases,right_bases};
                    peak_widths w<k>_{x,peaks,rel_height,widths,width_heights,left_ips,right_ips}.
spectral_vectorstrength.npz  v<k>_{events,period,strength,phase}.
spectral_lombscargle.npz  l<k>_{x,y,freqs[,weights],p,out} (p = [normalize 0 power, 1 normalize,
                    2 amplitude; floating_mean]).
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
rng = np.random.default_rng(1817)


def write_npz(path, arrays):
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


WINDOWS = {0: "hann", 1: "boxcar", 2: ("tukey", 0.25), 3: "hamming", 5: ("kaiser", 8.0)}
DETREND = {0: False, 1: "constant", 2: "linear"}
MODES = {0: "psd", 1: "complex", 2: "magnitude", 3: "angle", 4: "phase"}
BOUNDARY = {0: "even", 1: "odd", 2: "constant", 3: "zeros", 4: None}

cases = {}
k = 0


def none(v):
    return -1 if v is None else v


def add(func, shape, *, nperseg=None, noverlap=None, nfft=None, detrend=1, onesided=True,
        scaling=0, axis=-1, average=0, mode=0, boundary=3, padded=True, fs=1.0, window=0,
        f32=False, yshape=None):
    global k
    dt = np.float32 if f32 else np.float64
    x = (rng.standard_normal(shape) + 0.3 * np.sin(np.arange(shape[axis]) * 0.37).reshape(
        [-1 if i == (axis % len(shape)) else 1 for i in range(len(shape))])).astype(dt)
    if window == 4:
        m = nperseg if nperseg is not None else 64
        win = 0.5 + rng.random(m)
        w = win
    else:
        win = None
        w = WINDOWS[window]
    d = {"x": x}
    if win is not None:
        d["win"] = win
    kw = dict(fs=fs, window=w)
    if func == 0:
        f, out = sig.periodogram(x, nfft=nfft, detrend=DETREND[detrend], return_onesided=onesided,
                                 scaling=["density", "spectrum"][scaling], axis=axis, **kw)
    elif func in (1, 2, 3):
        common = dict(nperseg=nperseg, noverlap=noverlap, nfft=nfft, detrend=DETREND[detrend],
                      axis=axis, **kw)
        if func == 1:
            f, out = sig.welch(x, return_onesided=onesided, scaling=["density", "spectrum"][scaling],
                               average=["mean", "median"][average], **common)
        else:
            y = (rng.standard_normal(yshape or shape) + 0.5 * x[..., : (yshape or shape)[-1]]
                 if yshape is not None else rng.standard_normal(shape) + 0.5 * x).astype(dt)
            d["y"] = y
            if func == 2:
                f, out = sig.csd(x, y, return_onesided=onesided,
                                 scaling=["density", "spectrum"][scaling],
                                 average=["mean", "median"][average], **common)
            else:
                f, out = sig.coherence(x, y, **common)
    elif func == 4:
        f, t, out = sig.spectrogram(x, nperseg=nperseg, noverlap=noverlap, nfft=nfft,
                                    detrend=DETREND[detrend], return_onesided=onesided,
                                    scaling=["density", "spectrum"][scaling], axis=axis,
                                    mode=MODES[mode], **kw)
        d["t"] = t
    elif func == 5:
        f, t, out = sig.stft(x, nperseg=nperseg if nperseg is not None else 256,
                             noverlap=noverlap, nfft=nfft, detrend=DETREND[detrend],
                             return_onesided=onesided, boundary=BOUNDARY[boundary],
                             padded=padded, axis=axis, scaling=["spectrum", "psd"][scaling], **kw)
        d["t"] = t
    elif func == 6:
        # istft of the stft of x (boundary zeros, padded) plus a perturbation.
        _, _, z = sig.stft(x, nperseg=nperseg, noverlap=noverlap, nfft=nfft, axis=axis,
                           return_onesided=onesided, scaling=["spectrum", "psd"][scaling], **kw)
        z = z + 0.01 * (rng.standard_normal(z.shape) + 1j * rng.standard_normal(z.shape)).astype(
            z.dtype)
        d["x"] = z
        t, out = sig.istft(z, nperseg=nperseg, noverlap=noverlap, nfft=nfft,
                           input_onesided=onesided, boundary=boundary != 4,
                           scaling=["spectrum", "psd"][scaling], **kw)
        f = np.zeros(0)
        d["t"] = t
    d["f"] = f
    d["out"] = out
    d["p"] = np.array([func, none(nperseg), none(noverlap), none(nfft), detrend, int(onesided),
                       scaling, axis, average, mode, boundary, int(padded), fs, window, int(f32)],
                      dtype=np.float64)
    for key, v in d.items():
        cases[f"c{k}_{key}"] = v
    k += 1


# periodogram
add(0, (100,))
add(0, (101,), nfft=128, scaling=1, window=3)
add(0, (120,), nfft=64, detrend=2, fs=10.0)
add(0, (3, 50), axis=0, onesided=False, detrend=0)
add(0, (4, 33), window=5)
add(0, (200,), f32=True)
# welch
add(1, (1000,))
add(1, (1000,), nperseg=100, noverlap=30, nfft=128, window=3, fs=48.0)
add(1, (999,), nperseg=64, detrend=2, scaling=1, average=1)
add(1, (4, 300), nperseg=50, average=1, onesided=False)
add(1, (300, 3), nperseg=64, axis=0, window=4)
add(1, (2, 3, 130), nperseg=31, noverlap=7, detrend=0)
add(1, (50,))  # nperseg > len: SciPy uses len
add(1, (2000,), nperseg=128, f32=True)
add(1, (2000,), nperseg=128, average=1, f32=True)
# csd
add(2, (1000,), nperseg=100)
add(2, (3, 500), nperseg=64, average=1, window=3)
add(2, (500,), nperseg=64, onesided=False, scaling=1, detrend=2)
add(2, (1000,), nperseg=128, f32=True)
# coherence
add(3, (1000,), nperseg=64)
add(3, (2, 400), nperseg=50, noverlap=10, window=5)
# spectrogram
add(4, (1000,))
add(4, (1000,), nperseg=64, mode=2)
add(4, (1000,), nperseg=64, noverlap=16, mode=3, window=0)
add(4, (3, 500), nperseg=40, mode=4, nfft=64)
add(4, (500, 2), nperseg=32, axis=0, mode=1, scaling=1)
add(4, (777,), nperseg=50, onesided=False, detrend=2)
add(4, (4000,), nperseg=512, f32=True)
# stft
add(5, (1000,), nperseg=64, detrend=0)
add(5, (999,), nperseg=50, noverlap=20, boundary=0, detrend=0)
add(5, (500,), nperseg=64, boundary=1, scaling=1, detrend=0, window=3)
add(5, (500,), nperseg=64, boundary=2, padded=False, detrend=1)
add(5, (2, 300), nperseg=32, boundary=4, nfft=40, detrend=0)
add(5, (300, 2), nperseg=33, axis=0, onesided=False, detrend=2, fs=8.0)
add(5, (4096,), nperseg=256, f32=True, detrend=0)
# istft
add(6, (1000,), nperseg=64)
add(6, (999,), nperseg=50, noverlap=30, window=3, scaling=1)
add(6, (3, 400), nperseg=64, boundary=4, nfft=80)
add(6, (1000,), nperseg=63)
add(6, (2048,), nperseg=128, f32=True)
add(6, (500,), nperseg=64, onesided=False)
add(6, (2, 301), nperseg=33, noverlap=11, onesided=False, window=3, scaling=1)
# csd / coherence with a shorter y (SciPy zero-pads it)
add(2, (600,), nperseg=64, yshape=(450,))
add(3, (2, 300), nperseg=32, yshape=(2, 250))

write_npz(DATA / "spectral_cases.npz", cases)

# ---------------------------------------------------------------- peaks
peaks = {}


def noisy(n, f32=False):
    t = np.arange(n)
    x = np.sin(t * 0.21) + 0.6 * np.sin(t * 0.053) + 0.4 * rng.standard_normal(n)
    # plateaus and a few exact ties
    x[40:44] = x[40:44].max() + 1.0
    x[100:102] = 3.0
    return x.astype(np.float32 if f32 else np.float64)


a = 0
for func in (0, 1):
    for order, mode in ((1, 0), (3, 0), (2, 1)):
        for shape, axis in (((300,), 0), ((4, 90), 1), ((80, 3), 0)):
            x = np.round(rng.standard_normal(shape) * 3)  # ties matter
            f = sig.argrelmin if func == 0 else sig.argrelmax
            out = f(x, axis=axis, order=order, mode=["clip", "wrap"][mode])
            peaks[f"a{a}_x"] = x
            peaks[f"a{a}_p"] = np.array([func, axis, order, mode], dtype=np.float64)
            peaks[f"a{a}_out"] = np.array(out, dtype=np.int64).reshape(len(out), -1)
            a += 1

NAN = np.nan
fcases = [
    dict(),
    dict(height=0.5),
    dict(height=(0.0, 1.5)),
    dict(threshold=0.1),
    dict(threshold=(0.05, 1.0)),
    dict(distance=10),
    dict(distance=3.5, height=0.2),
    dict(prominence=0.5),
    dict(prominence=(0.3, 2.0), wlen=31),
    dict(width=3),
    dict(width=(2, 20), rel_height=0.7),
    dict(plateau_size=2),
    dict(plateau_size=(1, 3), prominence=0.2, width=1, distance=5),
    dict(height=0.1, threshold=0.0, distance=2, prominence=0.1, width=0.5, wlen=21,
         rel_height=0.3, plateau_size=1),
]


def lohi(v):
    if v is None:
        return NAN, NAN
    if isinstance(v, tuple):
        return (NAN if v[0] is None else v[0]), (NAN if v[1] is None else v[1])
    return v, NAN


for i, kw in enumerate(fcases):
    x = noisy(500)
    pk, props = sig.find_peaks(x, **kw)
    hl, hh = lohi(kw.get("height"))
    tl, th = lohi(kw.get("threshold"))
    pl, ph = lohi(kw.get("prominence"))
    wl, wh = lohi(kw.get("width"))
    sl, sh = lohi(kw.get("plateau_size"))
    peaks[f"f{i}_x"] = x
    peaks[f"f{i}_p"] = np.array([hl, hh, tl, th, kw.get("distance", NAN), pl, ph, wl, wh,
                                 kw.get("wlen", NAN), kw.get("rel_height", 0.5), sl, sh])
    peaks[f"f{i}_peaks"] = pk.astype(np.int64)
    for name, v in props.items():
        peaks[f"f{i}_{name}"] = np.asarray(v)

for i, wlen in enumerate([None, 15, 40.5]):
    x = noisy(400)
    pk, _ = sig.find_peaks(x)
    prom, lb, rb = sig.peak_prominences(x, pk, wlen=wlen)
    peaks[f"r{i}_x"] = x
    peaks[f"r{i}_peaks"] = pk.astype(np.int64)
    peaks[f"r{i}_wlen"] = np.array([NAN if wlen is None else wlen], dtype=np.float64)
    peaks[f"r{i}_prominences"] = prom
    peaks[f"r{i}_left_bases"] = lb.astype(np.int64)
    peaks[f"r{i}_right_bases"] = rb.astype(np.int64)

for i, rh in enumerate([0.5, 1.0, 0.25]):
    x = noisy(400)
    pk, _ = sig.find_peaks(x)
    w, wh, li, ri = sig.peak_widths(x, pk, rel_height=rh)
    peaks[f"w{i}_x"] = x
    peaks[f"w{i}_peaks"] = pk.astype(np.int64)
    peaks[f"w{i}_rel_height"] = np.array([rh])
    peaks[f"w{i}_widths"] = w
    peaks[f"w{i}_width_heights"] = wh
    peaks[f"w{i}_left_ips"] = li
    peaks[f"w{i}_right_ips"] = ri

write_npz(DATA / "spectral_peaks.npz", peaks)
print(f"wrote {k} spectral cases, {len(peaks)} peak arrays")

# ---------------------------------------------------------------- vectorstrength
vs = {}
for i, (ne, periods) in enumerate([(50, [1.0, 0.5, 0.3, 2.7]), (500, [0.01, 0.123, 5.0]),
                                   (1, [1.5])]):
    ev = np.sort(rng.random(ne) * 10.0)
    st, ph = sig.vectorstrength(ev, np.array(periods))
    vs[f"v{i}_events"] = ev
    vs[f"v{i}_period"] = np.array(periods)
    vs[f"v{i}_strength"] = st
    vs[f"v{i}_phase"] = ph
write_npz(DATA / "spectral_vectorstrength.npz", vs)

# ---------------------------------------------------------------- lombscargle
ls = {}
for i, (n, nf, norm, fm, weighted) in enumerate([
        (100, 64, "power", False, False), (100, 64, "normalize", True, False),
        (257, 33, "amplitude", False, True), (257, 33, "amplitude", True, False),
        (50, 200, "power", True, True), (50, 7, "normalize", False, True)]):
    x = np.sort(rng.uniform(0, 30, n))
    y = 1.5 * np.cos(0.8 * x + 0.3) + 0.7 + 0.3 * rng.standard_normal(n)
    fr = np.linspace(0.05, 3.0, nf)
    w = rng.uniform(0.2, 2.0, n) if weighted else None
    out = sig.lombscargle(x, y, fr, normalize=norm, weights=w, floating_mean=fm)
    ls[f"l{i}_x"] = x
    ls[f"l{i}_y"] = y
    ls[f"l{i}_freqs"] = fr
    if weighted:
        ls[f"l{i}_weights"] = w
    ls[f"l{i}_p"] = np.array([["power", "normalize", "amplitude"].index(norm), int(fm)],
                             dtype=np.float64)
    ls[f"l{i}_out"] = out
write_npz(DATA / "spectral_lombscargle.npz", ls)
