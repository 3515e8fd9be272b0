"""NumPy/SciPy twins of the criterion CPU benches (benches/benches/cpu.rs), and the ratio table.

Run on the same machine, one after the other (these 2-core machines are noisy):
    cargo bench -p gsci-benches --bench cpu          (and --bench cpu_domains: ids d_*)
    python3 benches/cpu_compare.py [OUT.json] [--only ID,ID...|--only 'd_*']
(benches/cpu_interleave.sh alternates criterion and the twin per workload, which is steadier.)
It times each twin (median of 5 after a warm-up), reads criterion's median for the same workload from
target/criterion/<id>/new/estimates.json, and prints gsci/SciPy per workload (< 1: gsci is faster).
Pinned: numpy 2.4.6, scipy 1.17.1 (the versions the issues' figures were measured with).
"""
import itertools, json, os, sys, time
import numpy as np, scipy
import scipy.fft as sfft, scipy.ndimage as ndi, scipy.sparse as ssp, scipy.sparse.linalg as spla

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
CRIT = os.environ.get("CRITERION_DIR", os.path.join(ROOT, "target", "criterion"))


def med(f, n=5):
    f()
    ts = []
    for _ in range(n):
        t = time.perf_counter(); f(); ts.append(time.perf_counter() - t)
    return float(np.median(ts))


def poisson2d(m):
    e = np.ones(m)
    t = ssp.diags([-e[:-1], 2 * e, -e[:-1]], [-1, 0, 1])
    i = ssp.eye(m)
    return (ssp.kron(i, t) + ssp.kron(t, i)).tocsr()


def twins():
    rng = np.random.default_rng(0)
    x = rng.standard_normal(1 << 24).astype(np.float32); y = rng.standard_normal(1 << 24).astype(np.float32)
    yield "xy1_f32_2p24", "x*y+1 f32 2^24", lambda: x * y + 1
    yield "sum_f32_2p24", "sum f32 2^24", lambda: x.sum()
    yield "sort_f32_2p22", "sort f32 2^22", lambda: np.sort(x[: 1 << 22])
    a = rng.standard_normal((2048, 2048)); s = a @ a.T + 2048 * np.eye(2048)
    yield "matmul_f64_2048", "matmul f64 2048", lambda: a @ a
    yield "solve_f64_2048x16", "solve f64 2048 x16", lambda: np.linalg.solve(s, a[:, :16])
    yield "cholesky_f64_2048", "cholesky f64 2048", lambda: np.linalg.cholesky(s)
    yield "eigh_f64_1024", "eigh f64 1024", lambda: np.linalg.eigh(s[:1024, :1024])
    yield "svd_f64_1024", "svd f64 1024", lambda: np.linalg.svd(a[:1024, :1024])
    z = (rng.standard_normal(1 << 20) + 1j * rng.standard_normal(1 << 20)).astype(np.complex64)
    yield "fft_c2c_c64_2p20", "fft c2c c64 2^20", lambda: sfft.fft(z)
    img = rng.standard_normal((2048, 2048)).astype(np.float32)
    yield "rfft2_f32_2048", "rfft2 f32 2048^2", lambda: sfft.rfft2(img)
    yield "gaussian_filter_f32_2048_s4", "gaussian_filter f32 2048^2 s=4", lambda: ndi.gaussian_filter(img, 4.0)
    yield "median_filter_f32_2048_3x3", "median_filter f32 2048^2 3x3", lambda: ndi.median_filter(img, 3)
    yield "uniform_filter_f32_2048_9", "uniform_filter f32 2048^2 9", lambda: ndi.uniform_filter(img, 9)
    yield "label_2048", "label 2048^2", lambda: ndi.label(img > 0.5)
    yield "zoom_f32_2048_x0.5_o3", "zoom f32 2048^2 x0.5 o3", lambda: ndi.zoom(img, 0.5, order=3)
    p = poisson2d(1024); v = rng.standard_normal(p.shape[0])
    yield "spmv_f64_poisson_1024", "spmv f64 Poisson 1024^2", lambda: p @ v
    p2 = poisson2d(256); b2 = rng.standard_normal(p2.shape[0])
    yield "cg_poisson_256_rtol1e-8", "cg Poisson 256^2 rtol 1e-8", lambda: spla.cg(p2, b2, rtol=1e-8, maxiter=5000)
    yield "spsolve_poisson_256", "spsolve Poisson 256^2", lambda: spla.spsolve(p2.tocsc(), b2)
    p3 = poisson2d(128)
    yield "eigsh_k6_poisson_128", "eigsh k=6 Poisson 128^2", lambda: spla.eigsh(p3, k=6)


def bench_input(n, seed, f=lambda v: v):
    """benches/src/inputs.rs's random_f32 values are not reproduced here; the twins use values
    of the same range (+-[0.5, 1.5), f32) through the same map `f`."""
    rng = np.random.default_rng(seed)
    v = (0.5 + rng.random(n, dtype=np.float32)) * np.where(rng.random(n) < 0.5, -1, 1).astype(np.float32)
    return f(v)


def domain_twins():
    """Twins of benches/benches/cpu_domains.rs (special, random, signal, stats)."""
    import scipy.signal as ss, scipy.special as sp, scipy.stats as st
    x = bench_input(1 << 24, 1)
    yield "d_erf_f32_2p24", "erf f32 2^24", lambda: sp.erf(x)
    g = bench_input(1 << 22, 2, lambda v: 4.0 * np.abs(v).astype(np.float64))
    yield "d_gammainc_f64_2p22_a2.5", "gammainc(2.5, x) f64 2^22", lambda: sp.gammainc(2.5, g)
    j = bench_input(1 << 20, 3, lambda v: 20.0 * np.abs(v).astype(np.float64))
    yield "d_jv_f64_2p20_v2.5", "jv(2.5, x) f64 2^20", lambda: sp.jv(2.5, j)
    rng = np.random.default_rng(7)
    yield "d_standard_normal_f64_2p24", "standard_normal f64 2^24", lambda: rng.standard_normal(1 << 24)
    x64 = bench_input(1 << 22, 4, lambda v: v.astype(np.float64))
    x32 = bench_input(1 << 22, 5)
    sos = ss.butter(8, 0.1, output="sos")
    yield "d_sosfilt_f64_2p22_butter8", "sosfilt butter 8 f64 2^22", lambda: ss.sosfilt(sos, x64)
    taps = ss.firwin(127, 0.1).astype(np.float32)
    yield "d_lfilter_fir127_f32_2p22", "lfilter FIR 127 f32 2^22", lambda: ss.lfilter(taps, np.float32(1.0), x32)
    k = bench_input(1024, 6)
    yield "d_fftconvolve_f32_2p22_k1024", "fftconvolve f32 2^22 x 1024", lambda: ss.fftconvolve(x32, k)
    yield "d_welch_f32_2p22_nperseg1024", "welch f32 2^22 nperseg 1024", lambda: ss.welch(x32, nperseg=1024)
    yield "d_resample_poly_f32_2p22_3_2", "resample_poly f32 2^22 3/2", lambda: ss.resample_poly(x32, 3, 2)
    yield "d_find_peaks_f32_2p22", "find_peaks f32 2^22", lambda: ss.find_peaks(x32)
    m = bench_input(2048 * 2048, 8, lambda v: v.astype(np.float64)).reshape(2048, 2048)
    yield "d_describe_f64_2048x2048_axis0", "describe f64 2048^2 axis 0", lambda: st.describe(m)
    yield "d_zscore_f64_2048x2048_axis0", "zscore f64 2048^2 axis 0", lambda: st.zscore(m)
    ta, tb = m[:1024].copy(), m[1024:].copy()
    yield "d_ttest_ind_f64_1024x2048_axis0", "ttest_ind 2048 columns of 1024", lambda: st.ttest_ind(ta, tb)
    r = bench_input(1 << 20, 9, lambda v: v.astype(np.float64))
    yield "d_rankdata_f64_2p20", "rankdata f64 2^20", lambda: st.rankdata(r)
    z = bench_input(1 << 24, 10, lambda v: v.astype(np.float64))
    yield "d_norm_cdf_f64_2p24", "norm.cdf f64 2^24", lambda: st.norm.cdf(z)


def criterion_ms(bench_id):
    path = os.path.join(CRIT, bench_id, "new", "estimates.json")
    if not os.path.exists(path):
        return None
    with open(path) as f:
        return json.load(f)["median"]["point_estimate"] / 1e6


def main():
    if (np.__version__, scipy.__version__) != ("2.4.6", "1.17.1"):
        print(f"warning: numpy {np.__version__} / scipy {scipy.__version__}, pinned 2.4.6 / 1.17.1", file=sys.stderr)
    args = sys.argv[1:]
    only = None
    if "--only" in args:
        i = args.index("--only")
        only = set(args[i + 1].split(","))
        del args[i : i + 2]
    rows = []
    print(f"{'workload':34s} {'gsci ms':>10s} {'SciPy ms':>10s} {'ratio':>7s}")
    prefixes = tuple(o[:-1] for o in only if o.endswith("*")) if only else ()
    for bench_id, label, f in itertools.chain(domain_twins(), twins()):
        if only is not None and bench_id not in only and not (prefixes and bench_id.startswith(prefixes)):
            continue
        ours = criterion_ms(bench_id)
        theirs = med(f, 3 if "eig" in bench_id or "svd" in bench_id or "cg" in bench_id else 5) * 1e3
        ratio = ours / theirs if ours is not None else None
        rows.append({"id": bench_id, "workload": label, "gsci_ms": ours, "scipy_ms": theirs, "ratio": ratio})
        o = f"{ours:10.2f}" if ours is not None else f"{'-':>10s}"
        r = f"{ratio:7.2f}" if ratio is not None else f"{'-':>7s}"
        print(f"{label:34s} {o} {theirs:10.2f} {r}", flush=True)
        if only is not None and not prefixes and only <= {r["id"] for r in rows}:
            break
    if args:
        with open(args[0], "w") as f:
            json.dump({"numpy": np.__version__, "scipy": scipy.__version__, "rows": rows}, f, indent=1)


if __name__ == "__main__":
    main()
