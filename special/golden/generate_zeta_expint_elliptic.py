"""Golden data for gsci-special's zeta, exponential-integral and elliptic families.

Writes special/golden/data/{zeta,expint,elliptic}.npz. For every function NAME:

- `NAME_in`  (n, nargs) float64: the grid (tails, poles, zeros, huge and tiny arguments, domain edges)
- `NAME_ref` (n, nout) float64: mpmath's value at mp.dps = 50, rounded once to float64
- `NAME_sp_in` / `NAME_sp_scipy`: special-value inputs and SciPy 1.17.1's results there (NaN, inf,
  +-0, poles, domain errors), which the tests require bit for bit (NaN equal to NaN)

Complex results (lambertw) are stored as two columns (re, im).

Deterministic: fixed grids and a seeded generator, zip entries with fixed timestamps. Rerun from the
repository root with the pinned versions (numpy 2.4.6, scipy 1.17.1, mpmath 1.3.0):

    /tmp/venv/bin/python special/golden/generate_zeta_expint_elliptic.py
"""

import io
import sys
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
INF = np.inf
NAN = np.nan


def write_npz(path, arrays):
    """np.savez without the wall-clock timestamps (so the bytes are reproducible)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            info = zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0))
            z.writestr(info, buf.getvalue())


def f64(v):
    """mpmath value to float64 (one rounding); complex values to (re, im)."""
    if isinstance(v, mp.mpc):
        return [float(v.real), float(v.imag)]
    return [float(v)]


def table(name, arrays, inputs, ref, keep_small=False):
    """Evaluate `ref` on each input tuple; drop points whose reference is not a normal float64
    (underflow and overflow are special-value cases, tested against SciPy instead)."""
    rows, outs = [], []
    for args in inputs:
        args = tuple(float(a) for a in args)
        v = ref(*[mp.mpf(a) for a in args])
        vals = v if isinstance(v, (tuple, list)) else (v,)
        flat = []
        for x in vals:
            flat += f64(x)
        ok = all(np.isfinite(flat)) and all(
            (x == 0.0 and keep_small) or 1e-300 < abs(x) < 1e300 for x in flat
        )
        if ok:
            rows.append(args)
            outs.append(flat)
    arrays[f"{name}_in"] = np.array(rows, dtype=np.float64)
    arrays[f"{name}_ref"] = np.array(outs, dtype=np.float64)
    print(f"  {name}: {len(rows)} points", file=sys.stderr)


def special(name, arrays, inputs, fn):
    """SciPy's values at special inputs (each output a column)."""
    inputs = np.array(inputs, dtype=np.float64)
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        out = fn(*[inputs[:, i] for i in range(inputs.shape[1])])
    if isinstance(out, tuple):
        cols = []
        for o in out:
            o = np.asarray(o)
            if np.iscomplexobj(o):
                cols += [o.real, o.imag]
            else:
                cols.append(o)
        out = np.stack(cols, axis=1)
    else:
        out = np.asarray(out)
        out = np.stack([out.real, out.imag], axis=1) if np.iscomplexobj(out) else out[:, None]
    arrays[f"{name}_sp_in"] = inputs
    arrays[f"{name}_sp_scipy"] = out.astype(np.float64)


def logspace_signed(lo, hi, n):
    return np.logspace(lo, hi, n)


# ---------------------------------------------------------------------------------------------
def hurwitz_ref(x, q):
    """Hurwitz zeta by direct summation plus an Euler-Maclaurin tail far out (mpmath's own
    mp.zeta(x, q) loses digits for large q and x at this precision: zeta(53.8, 1000) was wrong in
    the 10th digit at dps = 50)."""
    k = 40 + int(x)
    s = mp.fsum((q + i) ** -x for i in range(k))
    aa = q + k
    t = aa ** (1 - x) / (x - 1) + aa**-x / 2
    t += mp.fsum(
        mp.bernoulli(2 * j) / mp.factorial(2 * j) * mp.rf(x, 2 * j - 1) * aa ** (-x - 2 * j + 1)
        for j in range(1, 30)
    )
    return s + t


def checked(fn, dps=50):
    """fn evaluated at `dps` and again at dps + 30; the two must agree to 1e-20 (relative; far
    below float64 rounding)."""

    def wrapped(*args):
        with mp.workdps(dps):
            v = fn(*args)
        with mp.workdps(dps + 30):
            w = fn(*args)
        for vi, wi in zip(v, w) if isinstance(v, tuple) else [(v, w)]:
            assert abs(vi - wi) <= 1e-20 * abs(wi), (fn, args, vi, wi)
        return v

    return wrapped


def zeta_family():
    a = {}
    rng = np.random.default_rng(16_01)
    xs = np.concatenate(
        [
            1.0 + np.logspace(-12, 0, 25),
            [1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 7.5, 10.0, 15.0, 20.0, 30.0, 50.0, 80.0, 120.0, 300.0],
            rng.uniform(1.0, 60.0, 20),
        ]
    )
    qs = np.concatenate(
        [
            [1e-200, 1e-20, 1e-5, 0.01, 0.1, 0.25, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0, 7.5, 10.0],
            [33.0, 100.0, 1e3, 1e5, 1e8, 1e12],
            rng.uniform(0.0, 5.0, 6),
        ]
    )
    pts = [(x, q) for x in xs for q in qs]
    # negative non-integer q with integer x (SciPy accepts these)
    pts += [(x, q) for x in [2.0, 3.0, 4.0, 7.0, 12.0] for q in [-0.5, -1.5, -2.25, -7.75, -30.1]]
    table("zeta", a, pts, checked(hurwitz_ref))
    special(
        "zeta",
        a,
        [
            (1.0, 1.0), (1.0, 2.0), (0.5, 2.0), (-1.5, 2.0), (0.0, 1.0), (-2.0, 2.0),
            (2.0, 0.0), (2.0, -0.0), (2.0, -1.0), (2.0, -3.0), (2.5, -1.5),
            (INF, 2.0), (INF, 1.0), (INF, 0.5), (2.0, INF), (NAN, 1.0), (2.0, NAN),
            (1e10, 1.5), (1e300, 0.5), (400.0, 10.0), (2.0, 1e300), (2.0, 1e-300),
            (-INF, 1.0), (1.0, -0.5),
        ],
        scu._zeta,
    )
    xr = np.concatenate(
        [
            -np.logspace(-20, np.log10(250.0), 80),
            np.linspace(-30.0, -0.05, 67),
            [-2.0 - 1e-9, -4.0 + 1e-7, -1.0, -0.5, 0.0, 0.25, 0.5, 0.75, 0.999, 0.999999],
            1.0 - np.logspace(-14, -1, 12),
            1.0 + np.logspace(-14, 2.3, 40),
            rng.uniform(-60.0, 1.0, 30),
        ]
    )
    table("riemann_zeta", a, [(x,) for x in xr], checked(lambda x: mp.zeta(x)))
    special(
        "riemann_zeta",
        a,
        [(v,) for v in [1.0, 0.0, -0.0, -2.0, -200.0, -300.0, -301.0, -260.5, INF, -INF, NAN,
                        1e-320, -1e-320, 2000.0, -1e10, -1e10 - 2.0, -1e17, 1e17]],
        sc.zeta,
    )
    xc = np.concatenate(
        [xr, 1.0 + np.logspace(-14, 2.9, 40), [100.0, 300.0, 600.0, 900.0]]
    )

    def zetac_ref(x):
        if x > 1:
            return hurwitz_ref(x, mp.mpf(2))
        return mp.zeta(x) - 1

    table("zetac", a, [(x,) for x in xc], checked(zetac_ref))
    special(
        "zetac",
        a,
        [(v,) for v in [1.0, 0.0, -2.0, INF, -INF, NAN, 2000.0, -300.0, -301.0, 1100.0]],
        sc.zetac,
    )
    return a


def expn_ref(n, x):
    """E_n(x): mpmath's expint for x <= 1; for x > 1 (where mp.expint lost digits: E_300(349)
    differed in the 12th digit between dps 150 and 180) the integral
    e^-x / x * int_0^inf e^-s (1 + s/x)^-n ds by mpmath's quadrature."""
    if x <= 1:
        return mp.expint(int(n), x)
    return mp.exp(-x) / x * mp.quad(lambda t: mp.exp(-t) * (1 + t / x) ** (-n), [0, 1, 10, mp.inf])


def expint_family():
    a = {}
    rng = np.random.default_rng(16_02)
    pos = np.concatenate(
        [
            np.logspace(-300, -20, 15),
            np.logspace(-20, 0, 40),
            np.linspace(0.02, 10.0, 120),
            np.linspace(0.3, 0.45, 25),
            np.linspace(0.45, 0.6, 25),
            np.logspace(1, np.log10(740.0), 60),
            [0.25, 0.5, 0.55, 1.0, 2.0, 4.0, 6.0, 8.0, 40.0, 700.0, 709.0, 716.0],
            rng.uniform(0.0, 50.0, 40),
        ]
    )
    table("exp1", a, [(x,) for x in pos], checked(lambda x: mp.e1(x)))
    special("exp1", a, [(v,) for v in [0.0, -0.0, -1.0, INF, -INF, NAN, 800.0, 1e-320]], sc.exp1)
    xs = np.concatenate([pos, -pos])
    table("expi", a, [(x,) for x in xs], checked(lambda x: mp.ei(x)))
    special("expi", a, [(v,) for v in [0.0, -0.0, INF, -INF, NAN, 720.0, -800.0, 1e-320]], sc.expi)
    pts = [
        (n, x)
        for n in [0, 1, 2, 3, 4, 5, 7, 10, 20, 30, 50, 51, 60, 100, 300, 1000, 10**6]
        for x in np.concatenate(
            [[1e-300, 1e-20, 1e-8, 1e-3, 0.1, 0.5, 0.9, 1.0, 1.1, 2.0, 5.0], np.logspace(1, 2.8, 8)]
        )
    ]
    table("expn", a, pts, checked(expn_ref))
    special(
        "expn",
        a,
        [(0, 0.0), (1, 0.0), (2, 0.0), (5, 0.0), (-1, 1.0), (1, -1.0), (3, INF), (0, INF),
         (1, NAN), (1, 800.0), (100, 0.0), (60, 720.0)],
        lambda n, x: sc.expn(n.astype(np.int64), x),
    )
    xsi = np.concatenate(
        [np.logspace(-300, -1, 30), np.linspace(0.05, 20.0, 150), np.logspace(1.3, 300, 40),
         [0.6165, 3.3842, 4.0, 6.4271, 9.5, 1e5 + 0.5]]
    )
    xsi = np.concatenate([xsi, -xsi[::7]])
    table("sici", a, [(x,) for x in xsi], checked(lambda x: (mp.si(x), mp.ci(abs(x)))))
    special("sici", a, [(v,) for v in [0.0, -0.0, INF, -INF, NAN]], sc.sici)
    xsh = np.concatenate(
        [np.logspace(-300, -1, 30), np.linspace(0.05, 12.0, 150), np.linspace(0.45, 0.6, 20),
         np.logspace(1.1, np.log10(700.0), 30)]
    )
    xsh = np.concatenate([xsh, -xsh[::7]])
    table("shichi", a, [(x,) for x in xsh], checked(lambda x: (mp.shi(x), mp.chi(abs(x)))))
    special("shichi", a, [(v,) for v in [0.0, -0.0, INF, -INF, NAN, 1000.0, -1000.0]], sc.shichi)
    xsp = np.concatenate(
        [[0.0, 1e-300, 1e-20, 1e-5, 0.1, 0.25, 0.5, 0.75, 0.999, 1.0 - 2**-40, 1.0 + 2**-40, 1.001,
          1.5, 2.0, 2.5, 10.0, 1e5, 1e20, 1e300],
         np.linspace(0.01, 5.0, 100), rng.uniform(0.0, 30.0, 30)]
    )
    table("spence", a, [(x,) for x in xsp], checked(lambda x: mp.polylog(2, 1 - x)), keep_small=True)
    special("spence", a, [(v,) for v in [0.0, -0.0, 1.0, -1.0, INF, -INF, NAN, 1e300, 1e308]], sc.spence)
    return a


def ellipj_ref(u, m):
    """(sn, cn, dn, ph): ph = am(u | m), the continuous amplitude, from atan2(sn, cn) and the
    branch nearest pi u / (2 K(m))."""
    sn = mp.ellipfun("sn", u, m=m)
    cn = mp.ellipfun("cn", u, m=m)
    dn = mp.ellipfun("dn", u, m=m)
    base = mp.atan2(sn, cn)
    lin = mp.pi * u / (2 * mp.ellipk(m)) if m < 1 else mp.atan(mp.sinh(u))
    k = mp.nint((lin - base) / (2 * mp.pi))
    return (sn, cn, dn, base + 2 * mp.pi * k)


def elliptic_family():
    a = {}
    rng = np.random.default_rng(16_03)
    mk = np.concatenate(
        [
            -np.logspace(300, -300, 40),
            [0.0, 1e-300, 1e-20, 1e-8, 0.1, 0.5, 0.9, 0.99],
            1.0 - 2.0 ** -np.arange(1.0, 53.0, 2.0),
            rng.uniform(-5.0, 1.0, 30),
        ]
    )
    table("ellipk", a, [(m,) for m in mk], checked(lambda m: mp.ellipk(m)))
    special("ellipk", a, [(v,) for v in [1.0, 1.5, -INF, INF, NAN, 0.0, -0.0]], sc.ellipk)
    pk = np.concatenate([np.logspace(-300, 300, 60), rng.uniform(0.0, 3.0, 30)])
    table("ellipkm1", a, [(p,) for p in pk], checked(lambda p: mp.pi / (2 * mp.agm(1, mp.sqrt(p)))))
    special("ellipkm1", a, [(v,) for v in [0.0, -0.5, INF, NAN, 1.0]], sc.ellipkm1)
    table("ellipe", a, [(m,) for m in mk], checked(lambda m: mp.ellipe(m)))
    special("ellipe", a, [(v,) for v in [1.0, 1.5, -INF, INF, NAN, 0.0, -0.0]], sc.ellipe)
    phis = [1e-300, 1e-8, 0.1, 0.5, 1.0, 1.5, np.pi / 2 - 1e-9, 1.5708, 2.0, 3.0, 5.0, 10.0, 100.0,
            -0.7, -3.0, -20.0]
    ms = [-1e6, -100.0, -10.0, -1.0, -1e-10, 1e-10, 0.1, 0.5, 0.9, 0.99, 0.999999, 1.0 - 2**-40]
    pts = [(p, m) for p in phis for m in ms] + [(p, 1.0) for p in [0.1, 0.5, 1.0, 1.5, -1.2]]
    table("ellipkinc", a, pts, checked(lambda p, m: mp.ellipf(p, m)))
    special(
        "ellipkinc",
        a,
        [(1.0, 1.0), (np.pi / 2, 1.0), (2.0, 1.0), (1.0, 2.0), (0.5, 2.0), (INF, 0.5), (1.0, -INF),
         (10.0, 0.0), (NAN, 0.5), (0.5, NAN), (-INF, 0.5), (0.0, 0.5), (-0.0, 0.5), (-2.0, 1.0),
         (-0.0, 0.0), (-0.0, -2.0), (-0.0, 1.0)],
        sc.ellipkinc,
    )
    table("ellipeinc", a, pts, checked(lambda p, m: mp.ellipe(p, m)))
    special(
        "ellipeinc",
        a,
        [(1.0, 1.0), (1.0, 2.0), (0.5, 2.0), (INF, 0.5), (1.0, -INF), (10.0, 0.0),
         (NAN, 0.5), (0.5, NAN), (-INF, 0.5), (0.0, 0.5), (-0.0, 0.5), (-0.0, 0.0), (-0.0, 1.0),
         (-0.0, -2.0)],
        sc.ellipeinc,
    )
    us = [1e-300, 1e-5, 0.1, 0.5, 1.0, 1.7, 2.5, 4.0, 7.0, 20.0, -1.3, -6.0]
    mj = [0.0, 1e-12, 1e-6, 0.1, 0.3, 0.5, 0.7, 0.9, 0.99, 0.999999, 1.0 - 1e-11, 1.0]
    table("ellipj", a, [(u, m) for u in us for m in mj], checked(ellipj_ref, dps=40))
    special(
        "ellipj",
        a,
        [(1.0, -0.5), (1.0, 1.5), (INF, 0.5), (NAN, 0.5), (1.0, NAN), (0.0, 0.5), (0.0, 0.0)],
        sc.ellipj,
    )
    lg = lambda n: np.exp(rng.uniform(np.log(1e-6), np.log(1e6), n))  # noqa: E731
    trip = [tuple(lg(3)) for _ in range(150)] + [tuple(rng.uniform(0.0, 3.0, 3)) for _ in range(60)]
    trip += [(0.0, 1.0, 2.0), (0.0, 1e-10, 1.0), (1.0, 1.0, 1.0), (1e-300, 1.0, 1.0),
             (1e100, 1e-100, 1.0), (0.0, 1e5, 1e-5), (2.0, 2.0, 2.0 + 1e-12)]
    table("elliprf", a, trip, checked(lambda x, y, z: mp.elliprf(x, y, z)))
    special("elliprf", a, [(0.0, 0.0, 1.0), (-1.0, 1.0, 1.0), (0.0, 0.0, 0.0),
                           (INF, 1.0, 1.0), (INF, INF, 1.0), (NAN, 1.0, 1.0)], sc.elliprf)
    trd = [t for t in trip if t[2] > 0]
    table("elliprd", a, trd, checked(lambda x, y, z: mp.elliprd(x, y, z)))
    special("elliprd", a, [(1.0, 1.0, 0.0), (0.0, 0.0, 1.0), (1.0, 1.0, -1.0), (INF, 1.0, 1.0),
                           (1.0, 1.0, INF), (NAN, 1.0, 1.0)], sc.elliprd)
    table("elliprg", a, trip, checked(lambda x, y, z: mp.elliprg(x, y, z)))
    special("elliprg", a, [(-1.0, 1.0, 1.0), (0.0, 0.0, INF), (0.0, 0.0, 0.0),
                           (0.0, 0.0, 4.0), (INF, 1.0, 1.0), (NAN, 1.0, 1.0)], sc.elliprg)
    pairs = [tuple(lg(2)) for _ in range(120)] + [(x, -y) for x, y in (tuple(lg(2)) for _ in range(50))]
    pairs += [(0.0, 1.0), (0.0, 1e-5), (1.0, 1.0), (1.0, 1.0 + 1e-12), (1.0, 1.0 - 1e-12),
              (1e-300, 1.0), (1.0, 1e-300), (2.0, -3.0), (0.0, 5.0)]
    table("elliprc", a, pairs, checked(lambda x, y: mp.elliprc(x, y)))
    special("elliprc", a, [(1.0, 0.0), (0.0, 0.0), (-1.0, 1.0), (INF, 1.0), (1.0, INF),
                           (0.0, -1.0), (NAN, 1.0)], sc.elliprc)
    quads = [tuple(lg(4)) for _ in range(150)]
    quads += [(x, y, z, -p) for x, y, z, p in (tuple(lg(4)) for _ in range(50))]
    quads += [(0.0, 1.0, 2.0, 3.0), (2.0, 3.0, 4.0, 5.0), (1.0, 1.0, 1.0, 1.0), (0.0, 1.0, 2.0, 1e-5),
              (2.0, 3.0, 4.0, -0.5), (1.0, 2.0, 3.0, -1.0)]
    table("elliprj", a, quads, checked(lambda x, y, z, p: mp.re(mp.elliprj(x, y, z, p))))
    special("elliprj", a, [(1.0, 1.0, 1.0, 0.0), (0.0, 0.0, 1.0, 1.0), (0.0, 0.0, 1.0, -1.0),
                           (INF, 1.0, 1.0, 1.0), (1.0, 1.0, 1.0, INF), (NAN, 1.0, 1.0, 1.0),
                           (-1.0, 1.0, 1.0, 1.0)], sc.elliprj)
    return a


def lambertw_family():
    """lambertw(z, k): inputs (re z, im z, k), references (re w, im w)."""
    a = {}
    rng = np.random.default_rng(16_04)
    pts = []
    reals = np.concatenate(
        [np.logspace(-300, 300, 40), -np.logspace(-300, np.log10(0.36), 25),
         [-0.3678794411714423, -0.36787944, -0.3678, -0.36, -0.2, -0.5, -1.0, -10.0, -1e10],
         rng.uniform(-0.36, 5.0, 20)]
    )
    for k in [0, -1, 1, 2, -3]:
        pts += [(x, 0.0, k) for x in reals]
        pts += [(x, y, k) for x, y in zip(rng.normal(0, 3, 25), rng.normal(0, 3, 25))]
        pts += [(x, y, k) for x, y in zip(rng.normal(-0.37, 0.05, 10), rng.normal(0, 0.05, 10))]
    pts += [(x, y, 0) for x, y in [(1e200, 1e200), (-1e-200, 1e-200), (0.0, 1.0), (0.0, -1.0)]]

    def ref(x, y, k):
        return mp.lambertw(mp.mpc(x, y), int(k))

    table("lambertw", a, pts, checked(ref), keep_small=True)
    special(
        "lambertw",
        a,
        [(0.0, 0.0, 0), (0.0, 0.0, 1), (0.0, 0.0, -1), (INF, 0.0, 0), (INF, 0.0, 1),
         (-INF, 0.0, 0), (-INF, 0.0, -1), (INF, 1.0, 0), (NAN, 0.0, 0), (1e-300, 0.0, 0),
         (1e300, 0.0, 0), (-1e-300, 0.0, -1)],
        lambda x, y, k: sc.lambertw(cplx(x, y), k.astype(np.int64)),
    )
    return a


def cplx(x, y):
    """Complex array with these parts exactly (x + 1j * y would turn 0 * inf into NaN and lose
    signed zeros)."""
    z = np.empty(x.shape, dtype=np.complex128)
    z.real = x
    z.imag = y
    return z


def expint_complex_family():
    """exp1 and expi of complex z: inputs (re z, im z), references (re, im); rays of every
    direction at radii from 1e-300 to 700 (the real axis, where SciPy's sign-of-zero branch rule
    applies, is in the special values)."""
    a = {}
    pts = []
    for r in [1e-300, 1e-10, 0.01, 0.5, 0.99, 1.01, 2.0, 4.9, 5.1, 8.0, 15.0, 39.0, 41.0, 100.0,
              300.0, 700.0]:
        for ang in np.linspace(-np.pi * 0.999, np.pi * 0.999, 24):
            pts.append((r * np.cos(ang), r * np.sin(ang)))
    pts += [(x, y) for x, y in [(0.0, 1.0), (0.0, -3.0), (0.0, 30.0), (-3.0, 1e-10), (-3.0, -1e-10)]]
    table("exp1_c", a, pts, checked(lambda x, y: mp.e1(mp.mpc(x, y))), keep_small=True)
    table("expi_c", a, pts, checked(lambda x, y: mp.ei(mp.mpc(x, y))), keep_small=True)
    sp = [(0.0, 0.0), (-0.0, 0.0), (INF, 0.0), (-INF, 0.0), (0.0, INF), (NAN, 0.0), (0.0, NAN)]
    # The branch cut: the sign of the imaginary part (SciPy follows the sign of a zero imaginary
    # part for |z| < 40 and gives -i pi beyond); compared on the imaginary part only.
    cut = [(-1.0, 0.0), (-1.0, -0.0), (-50.0, 0.0), (-50.0, -0.0), (1.0, -0.0), (50.0, 0.0)]
    special("exp1_c", a, sp, lambda x, y: sc.exp1(cplx(x, y)))
    special("exp1_cut", a, cut, lambda x, y: sc.exp1(cplx(x, y)).imag)
    special("expi_c", a, sp, lambda x, y: sc.expi(cplx(x, y)))
    special("expi_cut", a, [(-1.0, 0.0), (-1.0, -0.0), (1.0, 0.0), (1.0, -0.0), (-50.0, 0.0),
                            (-50.0, -0.0)],
            lambda x, y: sc.expi(cplx(x, y)).imag)
    return a


FAMILIES = {
    "expint_complex": expint_complex_family,
    "zeta": zeta_family,
    "expint": expint_family,
    "elliptic": elliptic_family,
    "expint_lambertw": lambertw_family,
}

if __name__ == "__main__":
    names = sys.argv[1:] or list(FAMILIES)
    for fam in names:
        print(fam, file=sys.stderr)
        arrays = FAMILIES[fam]()
        write_npz(OUT / f"{fam}.npz", arrays)
        print(f"  wrote {OUT / f'{fam}.npz'} ({(OUT / f'{fam}.npz').stat().st_size} bytes)", file=sys.stderr)
