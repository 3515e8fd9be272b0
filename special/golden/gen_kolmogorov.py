"""Golden data for gsci-special's Kolmogorov-Smirnov family: special/golden/data/kolmogorov.npz.

For every function NAME (kolmogorov, kolmogc, kolmogi, smirnov, smirnovc, smirnovi):

- `NAME_in`  (n, nargs) float64: the grid (the far tails of both series, the switch at 0.82, the
  steps of smirnov at d = k/n, n from 1 to 1000)
- `NAME_ref` (n, 1) float64: mpmath's value at mp.dps = 50, rounded once to float64
- `NAME_sp_in` / `NAME_sp_scipy`: special values (NaN, +-inf, 0, 1, out of the domain, n < 1,
  float n truncated) and SciPy 1.17.1's results there, which the tests require bit for bit

References: K(x) = 1 - sqrt(2 pi)/x sum_k exp(-(2k-1)^2 pi^2 / (8 x^2)) = 2 sum_k (-1)^(k-1)
exp(-2 k^2 x^2) (the faster series for each x); Smirnov's exact finite sum
d sum_{j <= n(1-d)} C(n, j) (d + j/n)^(j-1) (1 - d - j/n)^(n-j) in 50-digit arithmetic; the
inverses by mpmath's root finder on those, checked to reproduce p.

Deterministic: fixed grids, zip entries with fixed timestamps. Rerun from the repository root with
the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/gen_kolmogorov.py
"""

import io
import warnings
import zipfile
from pathlib import Path

import mpmath as mp
import numpy as np
import scipy
import scipy.special as sc
import scipy.special._ufuncs as scu

assert np.__version__ == "2.4.6", np.__version__
assert scipy.__version__ == "1.17.1", scipy.__version__
assert mp.__version__ == "1.3.0", mp.__version__

mp.mp.dps = 50
OUT = Path(__file__).resolve().parent / "data"
NAN = np.nan
INF = np.inf
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


def k_cdf(x):
    x = mp.mpf(x)
    if x <= 0:
        return mp.mpf(0)
    if x < 1:
        s = mp.mpf(0)
        k = 1
        while True:
            t = mp.exp(-((2 * k - 1) ** 2) * mp.pi**2 / (8 * x * x))
            s += t
            if t < mp.mpf(10) ** -60 * s or k > 200:
                break
            k += 1
        return mp.sqrt(2 * mp.pi) / x * s
    return 1 - k_sf(x)


def k_sf(x):
    x = mp.mpf(x)
    if x < 1:
        return 1 - k_cdf(x)
    s = mp.mpf(0)
    k = 1
    while True:
        t = mp.exp(-2 * k * k * x * x)
        s += (-1) ** (k - 1) * t
        if t < mp.mpf(10) ** -60 * abs(s) or k > 200:
            break
        k += 1
    return 2 * s


def sm_sf(n, d):
    n = int(n)
    d = mp.mpf(d)
    if d >= 1:
        return mp.mpf(0)
    if d <= 0:
        return mp.mpf(1)
    s = mp.mpf(0)
    jmax = int(mp.floor(n * (1 - d)))
    # n (1 - d) an integer: the last term has 1 - d - j/n = 0 and is 0 (0^0 = 1 only at j = n).
    for j in range(jmax + 1):
        b = 1 - d - mp.mpf(j) / n
        if b == 0 and n - j > 0:
            continue
        s += mp.binomial(n, j) * (d + mp.mpf(j) / n) ** (j - 1) * b ** (n - j)
    return d * s


def table(name, arrays, inputs, ref):
    ins, outs = [], []
    for args in inputs:
        v = ref(*args)
        f = float(v)
        if f != 0.0 and abs(f) < 2.2250738585072014e-308:
            continue
        ins.append([float(a) for a in args])
        outs.append([f])
    arrays[f"{name}_in"] = np.array(ins, dtype=np.float64)
    arrays[f"{name}_ref"] = np.array(outs, dtype=np.float64)
    print(f"{name}: {len(ins)} points")


def special(name, arrays, inputs, f):
    ins = np.array(inputs, dtype=np.float64).reshape(len(inputs), -1)
    outs = np.array([[float(f(*a))] for a in inputs], dtype=np.float64)
    arrays[f"{name}_sp_in"] = ins
    arrays[f"{name}_sp_scipy"] = outs


def main():
    a = {}
    xs = sorted(
        set(
            [float(v) for v in np.linspace(0.045, 0.8, 60)]
            + [float(v) for v in np.linspace(0.8, 0.84, 21)]
            + [float(v) for v in np.linspace(0.84, 6.0, 80)]
            + [float(v) for v in np.geomspace(6.0, 26.0, 30)]
            + [0.0407, 0.041, 0.05, 0.1, 0.2, 0.5, 0.82, 1.0, 1.3581015157, 2.0, 3.0]
        )
    )
    table("kolmogorov", a, [(x,) for x in xs], k_sf)
    table("kolmogc", a, [(x,) for x in xs if x < 6.0], k_cdf)
    ps = sorted(
        set(
            [float(v) for v in np.linspace(0.01, 0.99, 50)]
            + [float(10.0**-e) for e in np.arange(1, 300, 6)]
            + [1 - float(10.0**-e) for e in range(2, 16, 2)]
            + [0.5, 0.05, 0.001]
        )
    )

    def kinv(p):
        p = mp.mpf(p)
        x0 = mp.mpf(sc.kolmogi(float(p)))
        return mp.findroot(lambda x: k_sf(x) - p, x0, tol=mp.mpf(10) ** -45)

    table("kolmogi", a, [(p,) for p in ps], kinv)

    sm = []
    for n in [1, 2, 3, 4, 5, 7, 10, 11, 15, 20, 31, 50, 64, 100, 150, 200, 333, 500, 1000]:
        ds = set(float(v) for v in np.linspace(0.0, 1.0, 23)[1:-1])
        ds |= {1.0 / n, 0.5 / n, 2.0 / n, 1 - 1.0 / n, 1 - 0.5 / n, 0.5 / np.sqrt(n), 1e-7, 1e-3,
               1.0 / np.sqrt(n), 3.0 / np.sqrt(n), 1 / n + 1e-9}
        for d in sorted(ds):
            if 0 < d < 1:
                sm.append((n, d))
    table("smirnov", a, sm, sm_sf)
    table("smirnovc", a, [(n, d) for (n, d) in sm if d < 0.5], lambda n, d: 1 - sm_sf(n, d))

    smi = []
    for n in [1, 2, 3, 5, 10, 20, 50, 100, 149, 150, 500, 1000]:
        for p in [1e-200, 1e-50, 1e-12, 1e-6, 0.001, 0.05, 0.2, 0.5, 0.8, 0.95, 0.999, 1 - 1e-9]:
            smi.append((n, p))

    def sminv(n, p):
        p = mp.mpf(p)
        x0 = mp.mpf(sc.smirnovi(int(n), float(p)))
        # The sum is piecewise in d (its number of terms changes at d = k/n): bisect within the
        # bracket of SciPy's estimate, then polish with the secant method.
        lo, hi = x0 * (1 - mp.mpf(10) ** -6), x0 * (1 + mp.mpf(10) ** -6)
        hi = min(hi, mp.mpf(1))
        f = lambda x: sm_sf(n, x) - p
        for _ in range(200):
            mid = (lo + hi) / 2
            if f(mid) > 0:
                lo = mid
            else:
                hi = mid
            if hi - lo < mp.mpf(10) ** -40 * hi:
                break
        return (lo + hi) / 2

    table("smirnovi", a, smi, sminv)

    special("kolmogorov", a, [(v,) for v in [NAN, -INF, -1.0, -0.0, 0.0, 0.01, 0.0406, 30.0, 40.0, INF]], sc.kolmogorov)
    special("kolmogc", a, [(v,) for v in [NAN, -INF, -1.0, 0.0, 0.01, 30.0, INF]], scu._kolmogc)
    special("kolmogp", a, [(v,) for v in [NAN, -INF, -1.0, 0.0, 0.01, 0.5, 1.0, 30.0, INF]], scu._kolmogp)
    special("kolmogi", a, [(v,) for v in [NAN, -INF, -0.1, 0.0, 1.0, 1.1, INF, 5e-324]], sc.kolmogi)
    special("kolmogci", a, [(v,) for v in [NAN, -0.1, 0.0, 1.0, 1.1]], scu._kolmogci)
    sp_sm = [(n, d) for n in [-1, 0, 1, 2, 5] for d in [NAN, -INF, -0.1, 0.0, 0.3, 1.0, 1.1, INF]]
    special("smirnov", a, sp_sm, lambda n, d: sc.smirnov(int(n), d))
    special("smirnovc", a, sp_sm, lambda n, d: scu._smirnovc(int(n), d))
    special("smirnovp", a, sp_sm, lambda n, d: scu._smirnovp(int(n), d))
    sp_smi = [(n, p) for n in [-1, 0, 1, 2, 5] for p in [NAN, -INF, -0.1, 0.0, 0.3, 1.0, 1.1, INF]]
    special("smirnovi", a, sp_smi, lambda n, p: sc.smirnovi(int(n), p))
    special("smirnovci", a, sp_smi, lambda n, p: scu._smirnovci(int(n), p))
    # Float n (SciPy's dd->d loop truncates; NaN n gives NaN, n past C int's range too).
    sp_f = [(n, d) for n in [NAN, 2.7, 5.5, -0.5, 1e10, -1e10, INF] for d in [0.3, 0.7]]
    special("smirnov_d", a, sp_f, lambda n, d: sc.smirnov(float(n), d))
    special("smirnovi_d", a, sp_f, lambda n, d: sc.smirnovi(float(n), d))
    write_npz(OUT / "kolmogorov.npz", a)


if __name__ == "__main__":
    main()
