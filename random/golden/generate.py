"""Golden data of gsci-random: NumPy's Philox streams and SeedSequence, and reference values of
the scalar math (mpmath).

Rerun (from the repository root) with the pinned versions:

    /tmp/venv/bin/python random/golden/generate.py   # numpy==2.4.6, scipy==1.17.1, mpmath==1.3.0

It writes random/golden/numpy_philox.npz, math_ref.npz and dist_ref.npz (SciPy's quantiles,
pmfs and moments for the goodness-of-fit tests) deterministically
(fixed seeds, fixed zip timestamps): regenerating gives the same bytes.
"""
import io
import sys
import zipfile
from pathlib import Path

import mpmath
import numpy as np
import scipy
from scipy import stats

NUMPY_VERSION = "2.4.6"
MPMATH_VERSION = "1.3.0"
SCIPY_VERSION = "1.17.1"
if (np.__version__, mpmath.__version__, scipy.__version__) != (NUMPY_VERSION, MPMATH_VERSION, SCIPY_VERSION):
    sys.exit(f"needs numpy=={NUMPY_VERSION}, mpmath=={MPMATH_VERSION} and scipy=={SCIPY_VERSION}")

OUT = Path(__file__).resolve().parent

# The seeds of the stream cases (u128 on the Rust side).
SEEDS = [0, 1, 42, 12345, 2**64 + 7, 2**100 + 3]


def write_npz(path, arrays):
    """np.savez without the wall-clock timestamps (so the bytes are reproducible)."""
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_STORED) as z:
        for key in sorted(arrays):
            buf = io.BytesIO()
            np.lib.format.write_array(buf, np.ascontiguousarray(arrays[key]), allow_pickle=False)
            z.writestr(zipfile.ZipInfo(f"{key}.npy", date_time=(1980, 1, 1, 0, 0, 0)), buf.getvalue())


def run_calls(g):
    """The call sequence the Rust test repeats: (f64 outputs, f32 outputs, raw outputs)."""
    f64, f32, raw = [], [], []
    f64.append(g.random(1))
    f64.append(g.random(3))
    f32.append(g.random(1, dtype=np.float32))
    f32.append(g.random(5, dtype=np.float32))
    f64.append(g.random(5))
    f32.append(g.random(3, dtype=np.float32))
    raw.append(g.bit_generator.random_raw(3))
    f64.append(g.random(1000))
    f32.append(g.random(1000, dtype=np.float32))
    f64.append(g.uniform(-2.0, 3.0, 7))
    f32.append(g.random(1, dtype=np.float32))
    f64.append(g.random(2))
    return np.concatenate(f64), np.concatenate(f32), np.concatenate(raw)


def state_arrays(prefix, bg):
    s = bg.state
    return {
        f"{prefix}_counter": np.asarray(s["state"]["counter"], dtype=np.uint64),
        f"{prefix}_key": np.asarray(s["state"]["key"], dtype=np.uint64),
        f"{prefix}_buffer": np.asarray(s["buffer"], dtype=np.uint64),
        f"{prefix}_misc": np.array([s["buffer_pos"], s["has_uint32"], s["uinteger"]], dtype=np.uint64),
    }


def streams():
    arrays = {}
    for idx, seed in enumerate(SEEDS):
        ss = np.random.SeedSequence(seed)
        arrays[f"seed{idx}_pool"] = ss.pool.astype(np.uint32)
        g = np.random.Generator(np.random.Philox(seed))
        arrays[f"seed{idx}_key"] = np.asarray(g.bit_generator.state["state"]["key"], dtype=np.uint64)
        f64, f32, raw = run_calls(g)
        arrays[f"seed{idx}_f64"] = f64
        arrays[f"seed{idx}_f32"] = f32
        arrays[f"seed{idx}_raw"] = raw
        arrays.update(state_arrays(f"seed{idx}_end", g.bit_generator))
    # An explicit key and counter (near a carry), as Philox(counter=, key=).
    key = 0x0123456789ABCDEF_FEDCBA9876543210
    counter = 2**64 - 3
    g = np.random.Generator(np.random.Philox(counter=counter, key=key))
    f64, f32, raw = run_calls(g)
    arrays.update(keyed_f64=f64, keyed_f32=f32, keyed_raw=raw)
    arrays.update(state_arrays("keyed_end", g.bit_generator))
    # Spawned children and grandchildren of SeedSequence(42).
    root = np.random.SeedSequence(42)
    kids = root.spawn(3)
    grand = kids[1].spawn(2)
    for name, s in [("kid0", kids[0]), ("kid2", kids[2]), ("grand1", grand[1])]:
        arrays[f"{name}_pool"] = s.pool.astype(np.uint32)
        arrays[f"{name}_key"] = s.generate_state(2, np.uint64)
    # Generator.spawn, jumped and advance.
    g = np.random.Generator(np.random.Philox(7))
    g.random(3)
    arrays["spawn_key"] = np.asarray(g.spawn(2)[1].bit_generator.state["state"]["key"], dtype=np.uint64)
    j = g.bit_generator.jumped(3)
    arrays["jumped_raw"] = j.random_raw(6)
    arrays.update(state_arrays("jumped_end", j))
    bg = np.random.Philox(7)
    bg.random_raw(2)
    bg.advance(2**70 + 3)
    arrays["advanced_raw"] = bg.random_raw(6)
    return arrays


def math_ref():
    mpmath.mp.prec = 200
    rng = np.random.default_rng(20261202)
    logx = np.concatenate([
        np.exp(rng.uniform(-700, 700, 1000)), 1 + rng.uniform(-1e-3, 1e-3, 500),
        rng.uniform(0, 1, 500), np.array([5e-324, 2.2e-308, 0.5, 1.0, 2.0, np.sqrt(2), 1e300]),
    ])
    expx = np.concatenate([rng.uniform(-745, 709.7, 1000), rng.uniform(-1, 1, 500), rng.uniform(-1e-6, 1e-6, 200)])
    l1px = np.concatenate([rng.uniform(-0.999, 10, 800), np.exp(rng.uniform(-50, 0, 300)) * rng.choice([-1, 1], 300)])
    em1x = np.concatenate([rng.uniform(-40, 700, 800), rng.uniform(-1, 1, 300) * 1e-3])
    u = np.concatenate([rng.uniform(0, 1, 1000), np.arange(0, 257) / 256.0])
    gx = np.concatenate([rng.uniform(0.01, 7, 500), rng.uniform(7, 1e6, 500), np.arange(1, 60, dtype=float)])
    mpf = mpmath.mpf

    def f(fn, xs):
        return np.array([float(fn(mpf(float(x)))) for x in xs])

    return {
        "log_x": logx, "log_y": f(mpmath.log, logx),
        "exp_x": expx, "exp_y": f(mpmath.exp, expx),
        "log1p_x": l1px, "log1p_y": f(mpmath.log1p, l1px),
        "expm1_x": em1x, "expm1_y": f(mpmath.expm1, em1x),
        "sincos_u": u, "sin_y": f(lambda t: mpmath.sin(2 * mpmath.pi * t), u),
        "cos_y": f(lambda t: mpmath.cos(2 * mpmath.pi * t), u),
        "loggam_x": gx, "loggam_y": f(mpmath.loggamma, gx),
    }


# The goodness-of-fit cases: name -> SciPy distribution (the Rust test draws the same one).
CONTINUOUS = {
    "normal": stats.norm(1.5, 2.0),
    "standard_normal_f32": stats.norm(),
    "exponential": stats.expon(scale=2.0),
    "gamma_2_5": stats.gamma(2.5, scale=1.5),
    "gamma_0_3": stats.gamma(0.3),
    "standard_gamma_1": stats.gamma(1.0),
    "beta_2_5": stats.beta(2.0, 5.0),
    "beta_0_5_0_7": stats.beta(0.5, 0.7),
    "chisquare_3": stats.chi2(3.0),
    "f_5_12": stats.f(5.0, 12.0),
    "standard_t_6": stats.t(6.0),
    "lognormal": stats.lognorm(0.5, scale=np.exp(0.2)),
    "laplace": stats.laplace(1.0, 2.0),
    "logistic": stats.logistic(1.0, 2.0),
    "gumbel": stats.gumbel_r(1.0, 2.0),
    "rayleigh": stats.rayleigh(scale=2.0),
    "weibull": stats.weibull_min(1.5),
    "pareto": stats.lomax(5.0),
    "power": stats.powerlaw(3.0),
    "standard_cauchy": stats.cauchy(),
    "triangular": stats.triang(1.0 / 3.0, loc=0.0, scale=3.0),
    "wald": stats.invgauss(0.5, scale=2.0),
    "uniform": stats.uniform(-2.0, 5.0),
    "noncentral_chisquare_3_2": stats.ncx2(3.0, 2.0),
    "noncentral_chisquare_0_5_2": stats.ncx2(0.5, 2.0),
    "noncentral_f": stats.ncf(5.0, 12.0, 1.5),
}
DISCRETE = {
    "poisson_4": stats.poisson(4.0),
    "poisson_30": stats.poisson(30.0),
    "poisson_1000": stats.poisson(1000.0),
    "binomial_20_0_3": stats.binom(20, 0.3),
    "binomial_1000_0_4": stats.binom(1000, 0.4),
    "binomial_100_0_9": stats.binom(100, 0.9),
    "geometric": stats.geom(0.25),
    "negative_binomial": stats.nbinom(3.0, 0.4),
    "integers_10": stats.randint(0, 10),
    "integers_i8_endpoint": stats.randint(-128, 128),
    "logseries": stats.logser(0.6),
    "zipf": stats.zipf(3.5),
    "hypergeometric_small": stats.hypergeom(50, 20, 12),
    "hypergeometric_large": stats.hypergeom(500, 200, 400),
}
N_DRAWS = 100_000


def moments(d):
    m, v, k = (float(x) for x in d.stats(moments="mvk"))
    return np.array([m, v, k])


def dist_ref():
    out = {}
    for name, d in CONTINUOUS.items():
        out[f"{name}_edges"] = d.ppf(np.arange(1, 100) / 100.0)
        out[f"{name}_mvk"] = moments(d)
        out[f"{name}_crit"] = np.array([stats.chi2.isf(1e-6, 99)])
    for name, d in DISCRETE.items():
        a, b = int(d.ppf(1e-9)), int(d.ppf(1 - 1e-9))
        lo, acc = [a], 0.0
        for k in range(a, b + 1):
            acc += d.pmf(k)
            if acc * N_DRAWS >= 20 and k < b:
                lo.append(k + 1)
                acc = 0.0
        if len(lo) > 1 and d.sf(lo[-1] - 1) * N_DRAWS < 20:
            lo.pop()
        lo = np.array(lo, dtype=np.int64)
        p = np.array([d.cdf(lo[j + 1] - 1) - (d.cdf(lo[j] - 1) if j > 0 else 0.0) for j in range(len(lo) - 1)]
                     + [d.sf(lo[-1] - 1)])
        out[f"{name}_lo"] = lo
        out[f"{name}_p"] = p
        out[f"{name}_mvk"] = moments(d)
        out[f"{name}_crit"] = np.array([stats.chi2.isf(1e-6, len(lo) - 1)])
    return out


if __name__ == "__main__":
    write_npz(OUT / "dist_ref.npz", dist_ref())
    write_npz(OUT / "numpy_philox.npz", streams())
    write_npz(OUT / "math_ref.npz", math_ref())
    print("wrote", OUT / "numpy_philox.npz", OUT / "math_ref.npz")
