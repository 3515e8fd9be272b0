#!/usr/bin/env python3
"""Golden data of gsci-special's gamma/beta family (special/golden/data/gamma.npz).

Run with the pinned versions, from the repository root:

    python3 -m venv /tmp/venv && /tmp/venv/bin/pip install numpy==2.4.6 scipy==1.17.1 mpmath==1.3.0
    /tmp/venv/bin/python special/golden/generate_gamma.py

and, to print the polynomial and series tables of special/src/scalar/gamma.rs (fitted with
mpmath.chebyfit at 50 digits; paste them there):

    /tmp/venv/bin/python special/golden/generate_gamma.py --coefficients

and to print kernels/gamma.cuh's table block from gamma.rs's tables (paste it between the
BEGIN/END TABLES lines there; tests/gamma.rs checks that the two files agree):

    /tmp/venv/bin/python special/golden/generate_gamma.py --cuda-tables

The output is deterministic (seeded inputs, fixed zip timestamps, uncompressed .npz since the
workspace builds ndarray-npy without deflate): regenerating rewrites identical bytes.

Contents of gamma.npz, for each function NAME:
    NAME_in       float64 (n, k): the inputs (k arguments; complex inputs as (re, im) pairs).
    NAME_ref      float64 (n,) or (n, 2): mpmath's value (mp.dps = 40) rounded to float64.
    NAME_scipy    float64 (1,): SciPy 1.17.1's max error in ULP on the same grid (for the docs).
    NAME_sv_in    float64 (m, k): special-value inputs (poles, zeros, infinities, NaN, edges).
    NAME_sv_out   float64 (m,) or (m, 2): SciPy 1.17.1's results there, which gsci matches exactly.
Inputs whose reference over- or underflows float64 are left out of NAME_in.
"""

import io
import sys
import zipfile
from pathlib import Path

import mpmath as mp
import numpy as np
import scipy
import scipy.special as sc

NUMPY_VERSION = "2.4.6"
SCIPY_VERSION = "1.17.1"
MPMATH_VERSION = "1.3.0"
if (np.__version__, scipy.__version__, mp.__version__) != (NUMPY_VERSION, SCIPY_VERSION, MPMATH_VERSION):
    sys.exit(
        f"generate_gamma.py needs numpy=={NUMPY_VERSION}, scipy=={SCIPY_VERSION}, mpmath=={MPMATH_VERSION}"
    )

mp.mp.dps = 40
OUT = Path(__file__).resolve().parent / "data" / "gamma.npz"
rng = np.random.default_rng(20261202)
inf = np.inf
nan = np.nan


def write_npz(path, arrays):
    """np.savez without the wall-clock timestamps (so the bytes are reproducible)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def coefficients():
    """Prints the coefficient tables of special/src/scalar/gamma.rs."""
    mp.mp.dps = 50

    def fit(name, doc, f, c, h, n):
        p, err = mp.chebyfit(lambda t: f(c + t), [-h, h], n, error=True)
        print(f"/// {doc} (degree {n - 1} in t, fit error {mp.nstr(err, 3)}.)")
        print(f"pub(crate) const {name}: [f64; {n}] = [")
        for v in p[::-1]:
            print(f"    {float(v)!r},")
        print("];")

    tiny = mp.mpf(10) ** -40
    x0 = mp.findroot(mp.digamma, 1.46)

    def lg(x):
        d = (x - 1) * (x - 2)
        if abs(x - 1) < tiny:
            return -mp.euler / (x - 2)
        if abs(x - 2) < tiny:
            return 1 - mp.euler
        return mp.loggamma(x) / d

    fit("RGAMMA_1_2", "1 / Gamma(1.5 + t), |t| <= 0.5", mp.rgamma, mp.mpf(1.5), mp.mpf(0.5), 17)
    fit("LGAMMA_1_2", "ln Gamma(x) / ((x - 1)(x - 2)), x = 1.5 + t", lg, mp.mpf(1.5), mp.mpf(0.5), 24)
    fit("LGAMMA_2_3", "ln Gamma(x) / ((x - 1)(x - 2)), x = 2.5 + t", lg, mp.mpf(2.5), mp.mpf(0.5), 18)
    fit(
        "DIGAMMA_1_2",
        "psi(x) / (x - x0), x = 1.5 + t, x0 the positive root of psi",
        lambda x: mp.digamma(x) / (x - x0) if abs(x - x0) > tiny else mp.polygamma(1, x0),
        mp.mpf(1.5),
        mp.mpf(0.5),
        25,
    )
    fit(
        "RGAMMA1PM1_0_1",
        "(1 / Gamma(1 + a) - 1) / a, a = 0.5 + t",
        lambda a: (mp.rgamma(1 + a) - 1) / a if a != 0 else mp.euler,
        mp.mpf(0.5),
        mp.mpf(0.5),
        18,
    )
    hi = float(x0)
    print(f"pub(crate) const DIGAMMA_ROOT_HI: f64 = {hi!r};")
    print(f"pub(crate) const DIGAMMA_ROOT_LO: f64 = {float(x0 - hi)!r};")
    print("/// B_2k / (2k (2k - 1)), k = 1..10: Stirling's series of ln Gamma.")
    print("pub(crate) const STIRLING_LGAMMA: [f64; 10] = [")
    for k in range(1, 11):
        print(f"    {float(mp.bernoulli(2 * k) / (2 * k * (2 * k - 1)))!r},")
    print("];")
    print("/// B_2k / (2k), k = 1..10: the asymptotic series of digamma.")
    print("pub(crate) const DIGAMMA_ASYMP: [f64; 10] = [")
    for k in range(1, 11):
        print(f"    {float(mp.bernoulli(2 * k) / (2 * k))!r},")
    print("];")
    print("/// (2k)! / B_2k, k = 1..12: Euler-Maclaurin tail of the Hurwitz zeta.")
    print("pub(crate) const ZETA_EM: [f64; 12] = [")
    for k in range(1, 13):
        print(f"    {float(mp.factorial(2 * k) / mp.bernoulli(2 * k))!r},")
    print("];")
    print("/// Taylor coefficients of ln Gamma(1 + t) / t: -euler, zeta(2)/2, -zeta(3)/3, ... (|t| <= 0.2).")
    print("pub(crate) const LOGGAMMA_TAYLOR_1: [f64; 24] = [")
    print(f"    {float(-mp.euler)!r},")
    for k in range(2, 25):
        print(f"    {float((-1) ** k * mp.zeta(k) / k)!r},")
    print("];")


# ----------------------------------------------------------------------------------------------
# Grids
# ----------------------------------------------------------------------------------------------


def logu(lo, hi, n):
    return np.exp(rng.uniform(np.log(lo), np.log(hi), n))


def uni(lo, hi, n):
    return rng.uniform(lo, hi, n)


def near(points, rel, n_each):
    out = []
    for p in points:
        for e in rel[:n_each]:
            out += [p * (1 + e) if p != 0 else e, p * (1 - e) if p != 0 else -e]
    return np.array(out)


def noninteger(x):
    return x[x != np.floor(x)]


EPS_STEPS = [1e-15, 1e-12, 1e-9, 1e-6, 1e-3, 0.1]

ULP_SCIPY = {}


def ulp_err(got, ref):
    got = np.asarray(got, dtype=np.float64)
    ref = np.asarray(ref, dtype=np.float64)
    with np.errstate(all="ignore"):
        sp = np.spacing(np.abs(ref))
        e = np.abs(got - ref) / sp
    e[(got == ref) | (np.isnan(got) & np.isnan(ref))] = 0.0
    e[np.isnan(e)] = np.inf
    return e


def finite_ref(f):
    """f's value as a float64, or None when it is not finite or not a normal-range number."""
    try:
        v = f()
    except (ZeroDivisionError, ValueError, mp.libmp.NoConvergence):
        return None
    if isinstance(v, mp.mpc):
        re, im = float(v.real), float(v.imag)
        if not (np.isfinite(re) and np.isfinite(im)):
            return None
        return (re, im)
    v = float(v)
    if not np.isfinite(v) or (v != 0 and abs(v) < 2.3e-308):
        return None
    return v


def add(arrays, name, inputs, mpfun, scipyfun, sv_inputs):
    """Evaluates mpmath's reference on inputs (rows), and SciPy on the special values."""
    inputs = np.asarray(inputs, dtype=np.float64)
    if inputs.ndim == 1:
        inputs = inputs[:, None]
    rows, refs = [], []
    for row in inputs:
        r = finite_ref(lambda: mpfun(*[mp.mpf(float(v)) for v in row]))
        if r is None:
            continue
        rows.append(row)
        refs.append(r)
    rows = np.array(rows, dtype=np.float64)
    refs = np.array(refs, dtype=np.float64)
    arrays[f"{name}_in"] = rows
    arrays[f"{name}_ref"] = refs
    with np.errstate(all="ignore"):
        got = scipyfun(*[rows[:, i] for i in range(rows.shape[1])])
    if refs.ndim == 2:
        # complex results: |got - ref| in ULP of |ref| (norm-wise, as the Rust tests measure)
        got = np.asarray(got, dtype=np.complex128)
        with np.errstate(all="ignore"):
            e = np.abs(got - (refs[:, 0] + 1j * refs[:, 1])) / np.spacing(np.hypot(refs[:, 0], refs[:, 1]))
        e[np.isnan(e)] = np.inf
    else:
        e = ulp_err(got, refs)
    arrays[f"{name}_scipy"] = np.array([e.max()])
    ULP_SCIPY[name] = (e.max(), len(rows))
    sv = np.asarray(sv_inputs, dtype=np.float64)
    if sv.ndim == 1:
        sv = sv[:, None]
    with np.errstate(all="ignore"):
        out = scipyfun(*[sv[:, i] for i in range(sv.shape[1])])
    out = np.asarray(out)
    if np.iscomplexobj(out):
        out = np.stack([out.real, out.imag], axis=1)
    arrays[f"{name}_sv_in"] = sv
    arrays[f"{name}_sv_out"] = np.asarray(out, dtype=np.float64)


def pairs(*cols):
    return np.stack([np.asarray(c, dtype=np.float64) for c in np.broadcast_arrays(*cols)], axis=1)


def cpx(f):
    """A SciPy complex function applied to (re, im) columns."""
    return lambda re, im: f(re + 1j * im)


def main():
    a = {}
    neg_int = [0.0, -0.0, -1.0, -2.0, -100.0]
    common_sv = [nan, inf, -inf] + neg_int + [0.5, 1.0, 2.0, 1e-320, 171.7, -171.5, -190.5]

    # ---- one-argument functions ----
    x_gamma = np.concatenate(
        [
            uni(0, 10, 80),
            logu(1e-300, 1e-1, 12),
            uni(10, 171.6, 50),
            noninteger(uni(-170, 0, 50)),
            near([-1.0, -2.0, -5.0, -20.0], EPS_STEPS, 4),
            near([1.0, 2.0, 3.0], EPS_STEPS, 6),
        ]
    )
    add(a, "gamma", x_gamma, mp.gamma, sc.gamma, common_sv)
    add(a, "rgamma", np.concatenate([x_gamma, uni(171.7, 178, 10)]), mp.rgamma, sc.rgamma, common_sv)
    x_lg = np.concatenate(
        [
            uni(0, 10, 80),
            logu(1e-300, 1e-1, 12),
            logu(10, 1e300, 40),
            noninteger(uni(-100, 0, 50)),
            near([1.0, 2.0], [1e-15, 1e-12, 1e-9, 1e-6, 1e-3, 1e-2, 0.1, 0.3], 8),
            near([-1.0, -3.0], EPS_STEPS, 4),
        ]
    )
    add(a, "gammaln", x_lg, lambda x: mp.re(mp.loggamma(x)), sc.gammaln, common_sv)
    add(a, "loggamma", x_lg[x_lg >= 0], mp.loggamma, sc.loggamma, common_sv)
    x0 = 1.4616321449683622
    x_psi = np.concatenate(
        [
            uni(0, 10, 80),
            logu(1e-300, 1e-1, 10),
            logu(10, 1e300, 30),
            noninteger(uni(-100, 0, 50)),
            near([x0], [1e-15, 1e-12, 1e-9, 1e-6, 1e-3, 1e-2, 0.1], 7),
            near([-1.0, -3.0], EPS_STEPS, 4),
        ]
    )
    add(a, "digamma", x_psi, mp.digamma, sc.digamma, common_sv)
    add(a, "gammasgn", np.concatenate([uni(-50, 50, 60)]), lambda x: mp.sign(mp.gamma(x)), sc.gammasgn, common_sv)

    # ---- complex log Gamma, Gamma, 1/Gamma ----
    z = np.concatenate(
        [
            pairs(uni(-20, 20, 150), uni(-20, 20, 150)),
            pairs(uni(-10, 10, 30), logu(1e-10, 1, 30) * rng.choice([-1, 1], 30)),
            pairs(uni(0.85, 1.15, 20), uni(-0.15, 0.15, 20)),
            pairs(uni(1.85, 2.15, 20), uni(-0.15, 0.15, 20)),
            pairs(logu(10, 1e6, 20), logu(10, 1e6, 20) * rng.choice([-1, 1], 20)),
        ]
    )
    zsv = pairs([nan, 0.0, -1.0, -2.0, 1.0, 2.0, 0.5, -0.5, inf, 1.0], [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, nan])
    add(a, "loggamma_c", z, lambda re, im: mp.loggamma(mp.mpc(re, im)), cpx(sc.loggamma), zsv)
    zg = z[(np.abs(z[:, 0]) < 60) & (np.abs(z[:, 1]) < 60)]
    add(a, "gamma_c", zg, lambda re, im: mp.gamma(mp.mpc(re, im)), cpx(sc.gamma), zsv[:-2])
    add(a, "rgamma_c", zg, lambda re, im: mp.rgamma(mp.mpc(re, im)), cpx(sc.rgamma), zsv[:-2])

    # ---- beta family ----
    ab = pairs(logu(1e-3, 1e3, 150), logu(1e-3, 1e3, 150))
    ab = np.concatenate(
        [
            ab,
            pairs(logu(1e3, 1e6, 20), logu(1e-2, 1e6, 20)),
            pairs(noninteger(uni(-20, 0, 30))[:25], uni(0.1, 20, 25)),
            pairs(noninteger(uni(-20, 0, 30))[:25], noninteger(uni(-20, 0, 30))[:25]),
        ]
    )
    beta_sv = pairs([0, 1, 0, -1, -1.5, -1, 1, inf, -2, 0, 1e300, -0.5, nan, 2, -3, -1.5], [1, 0, 0, 2, 2, -1, -2.5, 1, 3.5, 0, 1e-300, -0.5, 1, nan, 2, -0.5])
    add(a, "beta", ab, mp.beta, sc.beta, beta_sv)
    add(a, "betaln", ab, lambda x, y: mp.log(abs(mp.beta(x, y))), sc.betaln, beta_sv)
    pm = np.concatenate(
        [
            pairs(uni(0, 100, 100), uni(-10, 10, 100)),
            pairs(logu(1e4, 1e8, 15), uni(-1, 1, 15)),
            pairs(noninteger(uni(-20, 0, 40))[:30], uni(-5, 5, 30)),
            pairs(uni(0, 30, 20), np.floor(uni(0, 30, 20))),
        ]
    )
    poch_sv = pairs([1, 0, -1, -2, 3, nan, 1, -3, 0.5, 2], [0, 1, 1, 3, -3, 1, nan, 0, -0.5, -2])
    add(a, "poch", pm, mp.rf, sc.poch, poch_sv)
    nk = np.concatenate(
        [
            pairs(uni(-10, 100, 80), np.floor(uni(0, 50, 80))),
            pairs(np.floor(uni(0, 200, 40)), np.floor(uni(0, 200, 40))),
            pairs(uni(-10, 100, 60), uni(-10, 50, 60)),
            pairs(logu(1e10, 1e15, 10), uni(0.5, 5, 10)),
        ]
    )
    binom_sv = pairs([-1, -2, 5, 5, 0, 0, nan, 1e-9, 10, 3.5], [1, 2, 0, 6, 0, 1, 1, 2, -1, 7])
    add(a, "binom", nk, mp.binomial, sc.binom, binom_sv)
    nx = np.concatenate(
        [
            pairs(rng.choice([1, 2, 3, 4, 6, 10], 120).astype(float), uni(0.01, 50, 120)),
            pairs(rng.choice([1, 2, 3], 40).astype(float), noninteger(uni(-10, 0, 50))[:40]),
            pairs(rng.choice([1, 2, 5], 20).astype(float), logu(50, 1e8, 20)),
        ]
    )
    pg_sv = pairs([0, 1, 1, 1, 2, 0.5, -1, 3, 1, 0, nan, 1], [0.0, 0.0, -1.0, -1.5, 1.0, 1.0, 1.0, inf, inf, -0.5, 1, nan])
    add(a, "polygamma", nx, lambda n, x: mp.polygamma(int(n), x), sc.polygamma, pg_sv)
    ad = pairs(uni(5.01, 100, 60), rng.integers(1, 10, 60).astype(float))
    add(
        a,
        "multigammaln",
        ad,
        lambda x, d: (d * (d - 1) / 4) * mp.log(mp.pi) + mp.fsum(mp.loggamma(x - mp.mpf(j - 1) / 2) for j in range(1, int(d) + 1)),
        lambda x, d: np.array([sc.multigammaln(xi, int(di)) for xi, di in zip(x, d)]),
        pairs([3.0, 10.0], [2.0, 1.0]),
    )

    # ---- incomplete gamma ----
    aa = logu(1e-3, 1e4, 200)
    xx = aa * np.exp(rng.normal(0, 1, 200) * np.where(aa > 10, 1 / np.sqrt(aa) * 3, 1.5))
    ax = np.concatenate(
        [
            pairs(aa, xx),
            pairs(logu(1e-3, 1, 30), logu(1e-3, 1.5, 30)),
            pairs(np.full(30, 2.5), logu(1e-3, 100, 30)),
            pairs(logu(1e4, 1e6, 15), 0.0),
        ]
    )
    big = ax[:, 0] >= 1e4
    ax[big, 1] = ax[big, 0] * (1 + rng.normal(0, 1, big.sum()) * 2 / np.sqrt(ax[big, 0]))
    ginc_sv = pairs([0, 0, 0, 1, 1, inf, inf, -1, 1, 2, 1e-300, nan, 1], [0, 1, inf, 0, inf, 1, inf, 1, -1, 0, 1, 1, nan])
    add(a, "gammainc", ax, lambda s, x: mp.gammainc(s, 0, x, regularized=True), sc.gammainc, ginc_sv)
    add(a, "gammaincc", ax, lambda s, x: mp.gammainc(s, x, mp.inf, regularized=True), sc.gammaincc, ginc_sv)

    def inv_ref(fwd, dfwd, x0, target, lo=None, hi=None):
        """Newton's refinement at 40 digits of fwd(x) = target from SciPy's root x0."""
        x = mp.mpf(x0)
        for _ in range(60):
            f = fwd(x) - target
            d = dfwd(x)
            if d == 0:
                break
            step = f / d
            xn = x - step
            if lo is not None and xn <= lo:
                xn = (x + lo) / 2
            if hi is not None and xn >= hi:
                xn = (x + hi) / 2
            if abs(xn - x) < abs(x) * mp.mpf(10) ** -35:
                x = xn
                break
            x = xn
        return x

    ap = np.concatenate(
        [
            pairs(logu(1e-2, 1e3, 120), logu(1e-30, 0.5, 120)),
            pairs(logu(1e-2, 1e3, 60), 1 - logu(1e-15, 0.5, 60)),
            pairs(np.full(20, 2.5), uni(0.01, 0.99, 20)),
        ]
    )
    ginv_sv = pairs([0, 0, 1, 1, inf, -1, 1, 2.5, nan, 1, 2], [0, 1, 0, 1, 0.5, 0.5, -0.5, 1.5, 0.5, nan, 0.3])
    add(
        a,
        "gammaincinv",
        ap,
        lambda s, p: inv_ref(
            lambda x: mp.gammainc(s, 0, x, regularized=True), lambda x: x ** (s - 1) * mp.exp(-x) / mp.gamma(s), sc.gammaincinv(float(s), float(p)), p, lo=0
        ),
        sc.gammaincinv,
        ginv_sv,
    )
    add(
        a,
        "gammainccinv",
        ap,
        lambda s, q: inv_ref(
            lambda x: -mp.gammainc(s, x, mp.inf, regularized=True), lambda x: x ** (s - 1) * mp.exp(-x) / mp.gamma(s), sc.gammainccinv(float(s), float(q)), -q, lo=0
        ),
        sc.gammainccinv,
        ginv_sv,
    )

    # ---- incomplete beta ----
    A = logu(1e-2, 1e4, 180)
    B = logu(1e-2, 1e4, 180)
    mean = A / (A + B)
    sd = np.sqrt(A * B / ((A + B) ** 2 * (A + B + 1)))
    X = np.clip(mean + sd * rng.normal(0, 2, 180), 1e-300, 1 - 1e-16)
    abx = np.concatenate(
        [
            pairs(A, B, X),
            pairs(logu(1e-2, 1e2, 40), logu(1e-2, 1e2, 40), uni(0, 1, 40)),
            pairs(2.0, 3.0, uni(0, 1, 20)),
            pairs(logu(1, 50, 15), logu(1, 50, 15), logu(1e-200, 1e-5, 15)),
        ]
    )
    binc_sv = pairs(
        [0, 1, 0, 0, 1, 0, 1, 1, -1, 1, inf, 1, inf, 2, 0, nan, 1, 1],
        [1, 0, 0, 1, 0, 0, 1, 1, 1, 1, 1, inf, inf, 3, 0, 1, nan, 1],
        [0.5, 0.5, 0.5, 0, 1, 0, 0, 1, 0.5, 1.5, 0.5, 0.5, 0.5, 0, 1, 0.5, 0.5, nan],
    )
    add(a, "betainc", abx, lambda p, q, x: mp.betainc(p, q, 0, x, regularized=True), sc.betainc, binc_sv)
    # the complement as I_{1-x}(b, a) above x = 1/2, 1 - x exact at 40 digits (mpmath's x..1
    # integral loses the digits near 1)
    add(
        a,
        "betaincc",
        abx,
        lambda p, q, x: 1 - mp.betainc(p, q, 0, x, regularized=True) if x < 0.5 else mp.betainc(q, p, 0, 1 - x, regularized=True),
        sc.betaincc,
        binc_sv,
    )
    aby = np.concatenate(
        [
            pairs(logu(0.05, 1e3, 100), logu(0.05, 1e3, 100), logu(1e-20, 0.5, 100)),
            pairs(logu(0.05, 1e3, 50), logu(0.05, 1e3, 50), 1 - logu(1e-12, 0.5, 50)),
            pairs(2.0, 3.0, uni(0.01, 0.99, 20)),
        ]
    )

    def binv(p, q, y):
        x0 = sc.betaincinv(float(p), float(q), float(y))
        return inv_ref(
            lambda x: mp.betainc(p, q, 0, x, regularized=True),
            lambda x: x ** (p - 1) * (1 - x) ** (q - 1) / mp.beta(p, q),
            x0,
            y,
            lo=0,
            hi=1,
        )

    add(a, "betaincinv", aby, binv, sc.betaincinv, binc_sv)

    # ---- distribution functions ----
    def mpbetainc(p, q, x):
        return mp.betainc(p, q, 0, x, regularized=True)

    k = np.floor(uni(0, 40, 80))
    n = k + np.floor(uni(1, 60, 80))
    p = uni(0.001, 0.999, 80)
    knp = pairs(k, n, p)
    d_sv3 = pairs([nan, 3, 3, -1, 11, 10, 3, 3.5, 3, 0, 0, 3], [10, 10, 10, 10, 10, 10, 10.5, 10.9, 10, 10, 10, nan], [0.3, -0.1, 1.1, 0.3, 0.3, 0.3, 0.3, 0.3, 0, 0.5, 1, 0.3])
    add(a, "bdtr", knp, lambda k, n, p: mpbetainc(n - k, k + 1, 1 - p) if k < n else mp.mpf(1), sc.bdtr, d_sv3)
    add(a, "bdtrc", knp, lambda k, n, p: mpbetainc(k + 1, n - k, p) if k < n else mp.mpf(0), sc.bdtrc, d_sv3)

    def bdtri_ref(k, n, y):
        x0 = sc.bdtri(float(k), float(n), float(y))
        return inv_ref(lambda p: mpbetainc(n - k, k + 1, 1 - p), lambda p: -((1 - p) ** (n - k - 1)) * p**k / mp.beta(n - k, k + 1), x0, y, lo=0, hi=1)

    kny = pairs(k[:60], n[:60] + 1, uni(0.01, 0.99, 60))
    add(a, "bdtri", kny, bdtri_ref, sc.bdtri, d_sv3)
    add(a, "nbdtr", knp, lambda k, n, p: mpbetainc(n, k + 1, p), sc.nbdtr, d_sv3)
    add(a, "nbdtrc", knp, lambda k, n, p: mpbetainc(k + 1, n, 1 - p), sc.nbdtrc, d_sv3)

    def nbdtri_ref(k, n, y):
        x0 = sc.nbdtri(float(k), float(n), float(y))
        return inv_ref(lambda p: mpbetainc(n, k + 1, p), lambda p: p ** (n - 1) * (1 - p) ** k / mp.beta(n, k + 1), x0, y, lo=0, hi=1)

    add(a, "nbdtri", kny, nbdtri_ref, sc.nbdtri, d_sv3)
    vx = pairs(logu(0.1, 200, 80), logu(0.01, 400, 80))
    d_sv2 = pairs([nan, 1, 0, 2, 2, -1, 3, 3, 3.5, 2], [1, nan, 1, 0, -1, 1, 0, 1, 0.5, inf])
    add(a, "chdtr", vx, lambda v, x: mp.gammainc(v / 2, 0, x / 2, regularized=True), sc.chdtr, d_sv2)
    add(a, "chdtrc", vx, lambda v, x: mp.gammainc(v / 2, x / 2, mp.inf, regularized=True), sc.chdtrc, d_sv2)
    vy = pairs(logu(0.1, 200, 60), logu(1e-20, 0.999, 60))

    def chdtri_ref(v, y):
        x0 = sc.chdtri(float(v), float(y))
        return inv_ref(lambda x: -mp.gammainc(v / 2, x / 2, mp.inf, regularized=True), lambda x: (x / 2) ** (v / 2 - 1) * mp.exp(-x / 2) / mp.gamma(v / 2) / 2, x0, -y, lo=0)

    add(a, "chdtri", vy, chdtri_ref, sc.chdtri, d_sv2)
    fx = pairs(logu(0.1, 200, 80), logu(0.1, 200, 80), logu(1e-3, 100, 80))

    def fref(m, n_, x, upper=False):
        w = m * x / (n_ + m * x)
        return mp.betainc(m / 2, n_ / 2, w, 1, regularized=True) if upper else mpbetainc(m / 2, n_ / 2, w)

    add(a, "fdtr", fx, fref, sc.fdtr, d_sv3)
    add(a, "fdtrc", fx, lambda m, n_, x: fref(m, n_, x, True), sc.fdtrc, d_sv3)

    def fdtri_ref(m, n_, p):
        x0 = sc.fdtri(float(m), float(n_), float(p))
        return inv_ref(
            lambda x: fref(m, n_, x),
            lambda x: (m / n_) ** (m / 2) * x ** (m / 2 - 1) * (1 + m * x / n_) ** (-(m + n_) / 2) / mp.beta(m / 2, n_ / 2),
            x0,
            p,
            lo=0,
        )

    fp = pairs(logu(0.5, 100, 50), logu(0.5, 100, 50), uni(0.01, 0.99, 50))
    add(a, "fdtri", fp, fdtri_ref, sc.fdtri, d_sv3)
    gx = pairs(logu(0.1, 10, 80), logu(0.1, 100, 80), logu(0.01, 100, 80))
    add(a, "gdtr", gx, lambda r, s, x: mp.gammainc(s, 0, r * x, regularized=True), sc.gdtr, d_sv3)
    add(a, "gdtrc", gx, lambda r, s, x: mp.gammainc(s, r * x, mp.inf, regularized=True), sc.gdtrc, d_sv3)
    km = pairs(np.floor(uni(0, 60, 80)), logu(0.01, 100, 80))
    add(a, "pdtr", km, lambda k, m: mp.gammainc(k + 1, m, mp.inf, regularized=True), sc.pdtr, d_sv2)
    add(a, "pdtrc", km, lambda k, m: mp.gammainc(k + 1, 0, m, regularized=True), sc.pdtrc, d_sv2)

    def pdtri_ref(k, y):
        x0 = sc.pdtri(float(k), float(y))
        return inv_ref(lambda m: -mp.gammainc(k + 1, m, mp.inf, regularized=True), lambda m: m**k * mp.exp(-m) / mp.factorial(k), x0, -y, lo=0)

    add(a, "pdtri", pairs(np.floor(uni(0, 60, 60)), uni(0.01, 0.99, 60)), pdtri_ref, sc.pdtri, d_sv2)

    def stdtr_ref(df, t):
        x = df / (df + t * t)
        tail = mpbetainc(df / 2, mp.mpf(1) / 2, x) / 2
        return tail if t < 0 else 1 - tail

    dt = np.concatenate([pairs(logu(0.1, 1e3, 80), uni(-10, 10, 80)), pairs(logu(0.5, 50, 20), logu(10, 1e6, 20) * -1)])
    st_sv = pairs([nan, 1, 0, -1, 3, 3, inf, 3, 3, inf], [1, nan, 1, 1, inf, -inf, 1.0, 0.0, 0.5, -2.0])
    add(a, "stdtr", dt, stdtr_ref, sc.stdtr, st_sv)

    def stdtrit_ref(df, p):
        x0 = sc.stdtrit(float(df), float(p))
        dens = lambda t: mp.gamma((df + 1) / 2) / (mp.sqrt(df * mp.pi) * mp.gamma(df / 2)) * (1 + t * t / df) ** (-(df + 1) / 2)
        return inv_ref(lambda t: stdtr_ref(df, t), dens, x0, p)

    dp = pairs(logu(0.5, 200, 60), uni(0.01, 0.99, 60))
    stit_sv = pairs([nan, 1, 0, -1, 3, 3, inf, 3, 3, 3], [0.5, nan, 0.5, 0.5, 0.0, 1.0, 0.3, 0.5, -0.1, 1.1])
    add(a, "stdtrit", dp, stdtrit_ref, sc.stdtrit, stit_sv)

    write_npz(OUT, a)
    total = sum(v.nbytes for v in a.values())
    print(f"wrote {OUT} ({total} bytes of arrays)")
    for name, (e, n_) in ULP_SCIPY.items():
        print(f"  {name:14s} {n_:5d} points, SciPy 1.17.1 max error {e:.3g} ULP")


def cuda_tables():
    """Prints kernels/gamma.cuh's table block, generated from gamma.rs's tables (same names,
    lower-case with the gsci_sp_gam_ prefix, the values as Rust prints them)."""
    import re

    src = (Path(__file__).resolve().parent.parent / "src" / "scalar" / "gamma.rs").read_text()
    print("// ---- BEGIN TABLES generated by golden/generate_gamma.py --cuda-tables from scalar/gamma.rs ----")
    for name, n, body in re.findall(r"pub\(crate\) const (\w+): \[f64; (\d+)\] = \[(.*?)\];", src, re.S):
        vals = [v.strip() for v in body.split(",") if v.strip()]
        assert len(vals) == int(n), name
        print(f"__constant__ double gsci_sp_gam_{name.lower()}[{n}] = {{")
        for v in vals:
            print(f"    {v},")
        print("};")
    for name, val in re.findall(r"pub\(crate\) const (\w+): f64 = ([^;]+);", src):
        print(f"#define GSCI_SP_GAM_{name} {val.strip()}")
    print("// ---- END TABLES ----")


if __name__ == "__main__":
    if "--coefficients" in sys.argv:
        coefficients()
    elif "--cuda-tables" in sys.argv:
        cuda_tables()
    else:
        main()
