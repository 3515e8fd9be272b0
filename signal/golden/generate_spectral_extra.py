#!/usr/bin/env python3
"""Golden data of gsci-signal's later spectral additions (signal/golden/data/spectral_extra.npz):
czt / zoom_fft / czt_points (scipy.signal._czt), the ShortTimeFFT class, and complex input of
the legacy spectral functions.

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1
    /tmp/venv/bin/python signal/golden/generate_spectral_extra.py

Deterministic: seeded inputs (numpy's default_rng(2718)), uncompressed .npz with fixed zip
timestamps; regenerating with the same versions rewrites identical bytes.

Keys
----
czt         z<k>_{x,out,p}: p = [kind (0 czt, 1 zoom_fft), m (-1: None), axis, w given,
            w.re, w.im, a.re, a.im, fs, endpoint, len(fn), f1, f2]; x float64, float32,
            complex128 or complex64; out complex128.
czt_points  q<k>_{out,p}: p = [m, w given, w.re, w.im, a.re, a.im].
ShortTimeFFT s<k>_{win,x,p,S,props,f,t,dual[,y,xi,spec,cross,dualin]}: p = [hop, fs, fft_mode
            (0 twosided, 1 centered, 2 onesided, 3 onesided2X), mfft (-1 None), scale_to (-1
            None, 0 magnitude, 1 psd), phase_shift (-999 None), from_dual (win is the dual),
            detr (-1 None, 0 linear, 1 constant), padding (0 zeros, 1 edge, 2 even, 3 odd),
            p0 (-999 None), p1 (-999 None), k_offset, axis, k0, k1 (-999 None), f_axis, t_axis];
            S = stft_detrend(x, ...); xi = istft(S, k0, k1) (when invertible); spec =
            spectrogram(x) and cross = spectrogram(x, y) with the same keywords; props = [k_min,
            p_min, k_max(n), p_max(n), p_num(n), lower_border_end (2), upper_border_begin(n)
            (2), delta_f, delta_t, m_num, m_num_mid, f_pts, invertible, n, fac_magnitude,
            fac_psd]; dual the dual window (empty if none).
closest_STFT_dual_window  d<k>_{win,desired,out,p}: p = [hop, scaled, alpha, desired given].
complex input  x<k>_{x,[y],f,[t],out,p}: p = [func (0 periodogram, 1 welch, 2 csd, 3 spectrogram
            psd, 4 spectrogram complex, 5 stft, 6 coherence, 7 istft(stft(x)) two-sided),
            nperseg, noverlap (-1 None), nfft (-1 None), detrend (0 False, 1 constant, 2
            linear), return_onesided, scaling (0 density/spectrum for stft, 1 spectrum/psd),
            axis, average (0 mean, 1 median), window (0 hann, 1 boxcar, 2 hamming)];
            x complex128 or complex64 (SciPy warns and returns two-sided spectra).
"""

import numpy as np
import scipy.signal as sig

from _common import DATA, check_versions, random_signal, write_npz  # noqa: E402

check_versions()
rng = np.random.default_rng(2718)
out = {}

# ---------------------------------------------------------------- czt / zoom_fft
k = 0
for dtype, shape, kind, m, axis, w, a, fn, fs, endpoint in [
    (np.float64, (16,), 0, None, -1, None, 1 + 0j, None, 2, False),
    (np.float64, (16,), 0, 40, -1, None, 1 + 0j, None, 2, False),
    (np.float64, (33,), 0, 7, -1, None, 1 + 0j, None, 2, False),
    (np.float64, (127,), 0, None, -1, None, 1 + 0j, None, 2, False),
    (np.complex128, (50,), 0, 30, -1, np.exp(-0.05j), 1 + 0j, None, 2, False),
    (np.float64, (40,), 0, 25, -1, 0.995 * np.exp(-0.1j), 0.9 * np.exp(0.3j), None, 2, False),
    (np.float64, (9, 24), 0, 12, 0, 0.999 * np.exp(-0.2j), 0.8 + 0.1j, None, 2, False),
    (np.float64, (5, 24), 0, None, 1, None, 1.2 + 0j, None, 2, False),
    (np.float32, (3, 64), 0, 64, -1, None, 1 + 0j, None, 2, False),
    (np.complex64, (31,), 0, 17, -1, np.exp(-0.3j), 1 + 0j, None, 2, False),
    (np.float64, (1,), 0, None, -1, None, 1 + 0j, None, 2, False),
    (np.float64, (1,), 0, 5, -1, None, 1 + 0j, None, 2, False),
    (np.float64, (7,), 0, 1, -1, None, 1 + 0j, None, 2, False),
    (np.float64, (64,), 1, None, -1, None, None, [0.2], 2, False),
    (np.float64, (64,), 1, 100, -1, None, None, [0.1, 0.4], 2, True),
    (np.float64, (4, 101), 1, 30, -1, None, None, [5.0, 27.0], 1021.0, False),
    (np.complex128, (6, 48), 1, 20, 0, None, None, [-0.5, 0.5], 2, True),
    (np.float32, (80,), 1, 41, -1, None, None, [0.3, 0.35], 2, False),
    (np.float64, (3, 200), 1, 1, 1, None, None, [0.1, 0.2], 2, False),
]:
    x = random_signal(rng, shape, dtype)
    if kind == 0:
        y = sig.czt(x, m=m, w=w, a=a, axis=axis)
        fn_ = [0.0, 0.0]
        nfn = 0
    else:
        arg = fn[0] if len(fn) == 1 else fn
        y = sig.zoom_fft(x, arg, m=m, fs=fs, endpoint=endpoint, axis=axis)
        nfn = len(fn)
        fn_ = [0.0, fn[0]] if len(fn) == 1 else fn
    wg = w is not None
    wv = complex(w) if wg else 0j
    av = complex(a) if a is not None else 0j
    assert y.dtype == np.complex128, y.dtype
    out[f"z{k}_x"] = x
    out[f"z{k}_out"] = y
    out[f"z{k}_p"] = np.array(
        [kind, -1 if m is None else m, axis, wg, wv.real, wv.imag, av.real, av.imag, fs,
         endpoint, nfn, fn_[0], fn_[1]], dtype=np.float64)
    k += 1

for k, (m, w, a) in enumerate([(8, None, 1 + 0j), (5, 0.99 * np.exp(-0.4j), 0.9 + 0.2j),
                               (12, None, 0.5j)]):
    out[f"q{k}_out"] = sig.czt_points(m, w=w, a=a)
    wv = complex(w) if w is not None else 0j
    out[f"q{k}_p"] = np.array([m, w is not None, wv.real, wv.imag, a.real, a.imag])

# ---------------------------------------------------------------- ShortTimeFFT
from scipy.signal import ShortTimeFFT  # noqa: E402
from scipy.signal.windows import get_window  # noqa: E402

MODES = ["twosided", "centered", "onesided", "onesided2X"]
SCALE = [None, "magnitude", "psd"]
DETR = [None, "linear", "constant"]
PAD = ["zeros", "edge", "even", "odd"]
NONE = -999


def nn(v):
    return NONE if v is None else v


k = 0
for (win, hop, fs, mode, mfft, scale, ps, dual, detr, pad, p0, p1, koff, shape, axis, dtype,
     k0, k1, cross) in [
    (get_window("hann", 16), 4, 1.0, 2, None, None, 0, False, None, 0, None, None, 0, (100,), -1,
     np.float64, 0, None, True),
    (get_window("hann", 16), 8, 10.0, 2, 20, "psd", 0, False, None, 0, None, None, 0, (3, 60),
     -1, np.float64, 0, 60, False),
    (get_window(("kaiser", 6.0), 15), 5, 2.0, 3, None, "magnitude", 3, False, "linear", 1, None,
     None, 0, (57,), -1, np.float64, 0, None, True),
    (get_window("hamming", 12), 3, 1.0, 3, 16, "psd", None, False, "constant", 2, None, None, 0,
     (40, 2), 0, np.float64, 0, None, False),
    (get_window("hann", 10), 5, 4.0, 0, None, None, -4, False, None, 3, None, None, 0, (33,), -1,
     np.complex128, 2, 30, True),
    (get_window("blackman", 9), 2, 1.0, 1, None, "magnitude", 0, False, None, 2, None, None, 0,
     (2, 20, 3), 1, np.complex128, 0, None, False),
    (get_window("tukey", 20, fftbins=False), 6, 1.0, 2, None, None, 7, False, None, 3, -1, 4, 3,
     (50,), -1, np.float32, 0, None, False),
    (np.ones(8), 8, 1.0, 2, None, None, 0, True, None, 0, None, None, 0, (30,), -1, np.float64, 0,
     None, False),
    (get_window("hann", 32), 16, 1.0, 2, None, "magnitude", 0, False, None, 2, None, None, 0,
     (20,), -1, np.float64, 0, None, False),
    (get_window("hann", 7), 2, 3.0, 0, 9, None, 0, False, None, 1, 0, 3, -2, (12,), -1,
     np.complex64, 0, None, False),
    (get_window("triang", 6), 3, 1.0, 2, None, None, 0, False, "linear", 0, None, None, 0,
     (5, 25, 4), -2, np.float64, -3, 20, False),
    (np.array([0.0, 0.0, 1.0, 2.0, 1.0, 0.0]), 2, 1.0, 2, 8, None, 0, False, None, 3, None,
     None, 0, (3,), -1, np.float64, 0, None, False),
]:
    win = np.asarray(win, dtype=np.float64)
    kw = dict(fft_mode=MODES[mode], mfft=mfft, scale_to=scale, phase_shift=ps)
    SFT = ShortTimeFFT.from_dual(win, hop, fs, **kw) if dual else ShortTimeFFT(win, hop, fs, **kw)
    x = random_signal(rng, shape, dtype)
    n = x.shape[axis]
    skw = dict(p0=p0, p1=p1, k_offset=koff, padding=PAD[pad], axis=axis)
    S = SFT.stft_detrend(x, DETR[0 if detr is None else DETR.index(detr)], **skw)
    out[f"s{k}_win"] = win
    out[f"s{k}_x"] = x
    out[f"s{k}_S"] = S
    out[f"s{k}_spec"] = SFT.spectrogram(x, detr=detr, **skw)
    if cross:
        y = random_signal(rng, shape, dtype)
        out[f"s{k}_y"] = y
        out[f"s{k}_cross"] = SFT.spectrogram(x, y, detr=detr, **skw)
    inv = SFT.invertible
    f_axis, t_axis = -2, -1
    if x.ndim > 1 and axis not in (-1, x.ndim - 1):
        ax = axis % x.ndim
        f_axis, t_axis = ax, -1
    if inv and p0 is None and p1 is None:
        out[f"s{k}_xi"] = SFT.istft(S, k0, k1, f_axis=f_axis, t_axis=t_axis)
    out[f"s{k}_dual"] = SFT.dual_win if inv else np.zeros(0)
    lbe = SFT.lower_border_end
    ubb = SFT.upper_border_begin(n)
    out[f"s{k}_props"] = np.array(
        [SFT.k_min, SFT.p_min, SFT.k_max(n), SFT.p_max(n), SFT.p_num(n), lbe[0], lbe[1], ubb[0],
         ubb[1], SFT.delta_f, SFT.delta_t, SFT.m_num, SFT.m_num_mid, SFT.f_pts, inv, n,
         SFT.fac_magnitude, SFT.fac_psd], dtype=np.float64)
    out[f"s{k}_f"] = SFT.f
    out[f"s{k}_t"] = SFT.t(n, p0, p1, koff)
    out[f"s{k}_p"] = np.array(
        [hop, fs, mode, nn(mfft) if mfft is not None else -1, SCALE.index(scale) - 1, nn(ps),
         dual, -1 if detr is None else DETR.index(detr) - 1, pad, nn(p0), nn(p1), koff, axis,
         k0, nn(k1), f_axis, t_axis], dtype=np.float64)
    k += 1

from scipy.signal import closest_STFT_dual_window  # noqa: E402

for k, (win, hop, desired, scaled) in enumerate([
    (get_window("hann", 16), 4, None, True),
    (get_window("hamming", 12), 3, get_window("hann", 12), True),
    (get_window(("kaiser", 4.0), 10), 5, np.linspace(0.5, 1.5, 10), False),
]):
    d, alpha = closest_STFT_dual_window(win, hop, desired, scaled=scaled)
    out[f"d{k}_win"] = win
    out[f"d{k}_desired"] = np.ones(0) if desired is None else desired
    out[f"d{k}_out"] = d
    out[f"d{k}_p"] = np.array([hop, scaled, alpha, desired is not None], dtype=np.float64)

import warnings  # noqa: E402

WIN = ["hann", "boxcar", "hamming"]
DET = [False, "constant", "linear"]
for k, (func, shape, dtype, nperseg, nov, nfft, det, ones, scal, axis, avg, win) in enumerate([
    (0, (64,), np.complex128, -1, -1, -1, 1, 1, 0, -1, 0, 1),
    (0, (3, 50), np.complex128, -1, -1, 64, 2, 0, 1, -1, 0, 2),
    (1, (200,), np.complex128, 64, -1, -1, 1, 1, 0, -1, 0, 0),
    (1, (40, 2), np.complex128, 16, 10, 20, 2, 1, 1, 0, 1, 2),
    (1, (129,), np.complex64, 32, -1, -1, 0, 1, 0, -1, 0, 0),
    (2, (2, 120), np.complex128, 50, 20, -1, 1, 1, 0, -1, 0, 0),
    (2, (2, 151), np.complex128, 32, -1, 40, 2, 0, 1, -1, 1, 2),
    (3, (150,), np.complex128, 40, -1, -1, 1, 1, 0, -1, 0, 0),
    (4, (2, 120), np.complex128, 30, 5, 32, 0, 1, 1, -1, 0, 2),
    (5, (100,), np.complex128, 16, -1, -1, 0, 1, 0, -1, 0, 0),
    (5, (40, 3), np.complex128, 20, 15, 24, 2, 1, 1, 0, 0, 2),
    (6, (160,), np.complex128, 32, -1, -1, 1, 1, 0, -1, 0, 0),
    (7, (90,), np.complex128, 16, -1, -1, 0, 0, 0, -1, 0, 0),
]):
    x = random_signal(rng, shape, dtype)
    kw = dict(window=WIN[win], nfft=None if nfft < 0 else nfft, detrend=DET[det],
              return_onesided=bool(ones), axis=axis)
    swk = dict(nperseg=nperseg, noverlap=None if nov < 0 else nov)
    sc = ["density", "spectrum"][scal]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        if func == 0:
            f, r = sig.periodogram(x, scaling=sc, **kw)
        elif func == 1:
            f, r = sig.welch(x, scaling=sc, average=["mean", "median"][avg], **swk, **kw)
        elif func in (2, 6):
            y = random_signal(rng, shape, dtype)
            out[f"x{k}_y"] = y
            if func == 2:
                f, r = sig.csd(x, y, scaling=sc, average=["mean", "median"][avg], **swk, **kw)
            else:
                kw.pop("return_onesided")
                f, r = sig.coherence(x, y, **swk, **kw)
        elif func in (3, 4):
            f, t, r = sig.spectrogram(x, scaling=sc, mode=["psd", "complex"][func - 3], **swk,
                                      **kw)
            out[f"x{k}_t"] = t
        elif func == 5:
            f, t, r = sig.stft(x, scaling=["spectrum", "psd"][scal], **swk, **kw)
            out[f"x{k}_t"] = t
        else:
            f, t, z = sig.stft(x, return_onesided=False, nperseg=nperseg)
            t, r = sig.istft(z, input_onesided=False, nperseg=nperseg)
            out[f"x{k}_t"] = t
    out[f"x{k}_x"] = x
    out[f"x{k}_f"] = f
    out[f"x{k}_out"] = r
    out[f"x{k}_p"] = np.array([func, nperseg, nov, nfft, det, ones, scal, axis, avg, win],
                              dtype=np.float64)

write_npz(DATA / "spectral_extra.npz", out)
print(f"wrote {DATA / 'spectral_extra.npz'}: {len(out)} arrays")
