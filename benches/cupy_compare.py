#!/usr/bin/env python3
"""Times gsci-bench's workloads in CuPy, under the same names and sizes, and writes JSON.

Usage: python3 benches/cupy_compare.py OUT.json

Run it on the same GPU, in the same call, as `gsci-bench --json ...`; then `benches/combine.py`
joins the two files into one table with the ratio gsci/CuPy per workload. Device times are the
median of cupyx.profiler.benchmark's GPU times (CUDA events around each call, after warm-up), as
gsci-bench measures them; inputs are random, never zero, and 1 GiB (20x the H200's L2). The JSON has
the shape gsci-bench writes (see benches/src/report.rs).
"""
import json
import os
import sys
import time

import numpy as np
import cupy as cp
from cupyx.profiler import benchmark

REPEATS = 20  # timed repeats of device-side workloads (gsci-bench's default)
TRANSFER_REPEATS = 10  # timed repeats of the 1 GiB host<->device copies
N = 1 << 28  # f32 elements of the large arrays: 1 GiB
SIDE = 8192  # square f32 matrix transposed
SMALL = 1024  # elements of the small arrays whose per-call host overhead is measured
OPS_PER_BATCH = 2000  # calls per timed batch of small operations

records = []

# GSCI_CUPY_ONLY: comma-separated substrings; only workloads whose name holds one of them run
# (like gsci-bench --only). Unset: every workload.
ONLY = [w.strip().lower() for w in os.environ.get("GSCI_CUPY_ONLY", "").split(",") if w.strip()]


def wanted(name):
    return not ONLY or any(w in name.lower() for w in ONLY)


def add(name, bytes_, clock, times_ms, host_ms, note=None):
    med = float(np.median(times_ms))
    rec = {
        "name": name,
        "bytes": bytes_,
        "clock": clock,
        "median_ms": med,
        "min_ms": float(np.min(times_ms)),
        "host_median_ms": float(np.median(host_ms)),
        "repeats": len(times_ms),
        "times_ms": [float(t) for t in times_ms],
        "gb_per_s": (bytes_ / med / 1e6) if bytes_ and med > 0 else None,
        "valid": True,
    }
    if note:
        rec["note"] = note
    records.append(rec)
    gbs = f"{rec['gb_per_s']:10.1f}" if rec["gb_per_s"] else f"{'-':>10}"
    print(f"{name:46s} {med:12.4f} {rec['min_ms']:12.4f} {rec['host_median_ms']:12.4f} {gbs}", flush=True)


def failed(name, bytes_, e):
    records.append({"name": name, "bytes": bytes_, "median_ms": None, "gb_per_s": None,
                    "valid": False, "error": f"{type(e).__name__}: {e}"})
    print(f"{name:46s} FAILED: {type(e).__name__}: {e}", flush=True)


def absent(name, why):
    """A gsci workload CuPy has no function for: recorded without a time, with the reason."""
    if not wanted(name):
        return
    records.append({"name": name, "bytes": None, "median_ms": None, "gb_per_s": None,
                    "valid": False, "error": f"no CuPy twin: {why}"})
    print(f"{name:46s} (no CuPy twin: {why})", flush=True)


def bench(name, f, bytes_, n_repeat=REPEATS, n_warmup=3, note=None):
    """Median GPU time of f() over n_repeat calls after n_warmup untimed ones."""
    if not wanted(name):
        return
    try:
        r = benchmark(f, n_repeat=n_repeat, n_warmup=n_warmup)
        add(name, bytes_, "gpu_events", np.asarray(r.gpu_times[0]) * 1e3,
            np.asarray(r.cpu_times) * 1e3, note)
    except Exception as e:  # keep going: one failed row must not lose the others
        failed(name, bytes_, e)


def per_op(name, f):
    """Host wall time per call over batches of OPS_PER_BATCH calls and one final synchronize."""
    if not wanted(name):
        return
    try:
        dev = cp.cuda.Device()
        for _ in range(OPS_PER_BATCH):
            f()
        dev.synchronize()
        times, issue = [], []
        for _ in range(REPEATS):
            dev.synchronize()
            t0 = time.perf_counter()
            for _ in range(OPS_PER_BATCH):
                f()
            t1 = time.perf_counter()
            dev.synchronize()
            t2 = time.perf_counter()
            times.append((t2 - t0) / OPS_PER_BATCH * 1e3)
            issue.append((t1 - t0) / OPS_PER_BATCH * 1e3)
        add(name, None, "host_wall_per_op", times, issue)
    except Exception as e:
        failed(name, None, e)


def engine(x):
    """Issue 3: ufuncs (unfused, one call per operation, as gsci-bench times them) and reductions."""
    y = x[::-1].copy()
    bench("x*y+1 f32 2^28 (two ufunc calls)", lambda: x * y + 1, 20 * N)
    xs = x[: N // 4]
    bench("exp(sin(x))*2 f32 2^26 (three ufunc calls)", lambda: cp.exp(cp.sin(xs)) * 2, 6 * N)
    # cupy.fuse names the kernel after the function: a lambda ("<lambda>") does not compile.
    def fxy(a, b):
        return a * b + 1

    def fdot(a, b):
        return cp.sum(a * b)

    def fes(a):
        return cp.exp(cp.sin(a)) * 2

    fxy, fdot, fes = cp.fuse(fxy), cp.fuse(fdot), cp.fuse(fes)
    bench("fused x*y+1 f32 2^28", lambda: fxy(x, y), 12 * N)
    bench("fused sum(x*y) f32 2^28", lambda: fdot(x, y), 8 * N, 5, 1)
    bench("fused exp(sin(x))*2 f32 2^26", lambda: fes(xs), 2 * N)
    del y
    first_use()
    bench("sum f32 2^28", lambda: x.sum(), 4 * N)
    m = x[: SIDE * SIDE].reshape(SIDE, SIDE)
    bench("sum axis0 f32 8192^2", lambda: m.sum(axis=0), 4 * SIDE * SIDE)
    bench("sum axis1 f32 8192^2", lambda: m.sum(axis=1), 4 * SIDE * SIDE)
    small = x[:SMALL].copy()
    per_op("small op 1k f32 x+1, host wall per op", lambda: small + 1)
    per_op("small sum 1k f32, host wall per op", lambda: small.sum())


FIRST_USE = ("import time, cupy as cp; a = cp.arange(10, dtype=cp.float32); cp.cuda.Device().synchronize(); "
             "t = time.perf_counter(); (cp.sinh(a) * 3 + cp.arctan2(a, a)).sum().item(); "
             "print(f'{(time.perf_counter() - t) * 1e3:.3f}')")


def first_use():
    """Host wall time of the first use of 4 new kernels in a fresh process (the anchor's code):
    five runs each with an empty CUPY_CACHE_DIR, then five runs sharing one warm directory."""
    import subprocess, tempfile
    if not wanted("first use of 4 new kernels"):
        return
    try:
        def child(d):
            env = dict(os.environ, CUPY_CACHE_DIR=d)
            o = subprocess.run([sys.executable, "-c", FIRST_USE], env=env, capture_output=True, text=True)
            return float(o.stdout.strip())
        cold = []
        for _ in range(5):
            with tempfile.TemporaryDirectory() as d:
                cold.append(child(d))
        with tempfile.TemporaryDirectory() as d:
            child(d)
            warm = [child(d) for _ in range(5)]
        add("first use of 4 new kernels, fresh process, empty disk cache", None, "host_wall", cold, cold)
        add("first use of 4 new kernels, fresh process, warm disk cache", None, "host_wall", warm, warm)
    except Exception as e:
        failed("first use of 4 new kernels, fresh process, empty disk cache", None, e)


def spd(rng, n):
    r = rng.random((n, n)) * 3 - 1.5
    return 0.5 * (r + r.T) + 2 * n * cp.eye(n)


def linalg():
    """Issue 4: dense linear algebra (few repeats for the long factorisations)."""
    rng = cp.random.default_rng(3)
    for name, dt in (("matmul f32 8192", cp.float32), ("matmul f64 8192", cp.float64)):
        a = (rng.random((8192, 8192)) * 3 - 1.5).astype(dt)
        b = (rng.random((8192, 8192)) * 3 - 1.5).astype(dt)
        bench(name, lambda: a @ b, None, 5, 1)
        del a, b
    n = 4096
    A = spd(rng, n)
    B = rng.random((n, 16))
    bench("solve f64 4096 x 16 rhs", lambda: cp.linalg.solve(A, B), None, 5, 1)
    bench("cholesky f64 4096", lambda: cp.linalg.cholesky(A), None, 5, 1)
    R = rng.random((n, n)) * 3 - 1.5
    bench("qr f64 4096", lambda: cp.linalg.qr(R), None, 5, 1)
    bench("inv f64 4096", lambda: cp.linalg.inv(A), None, 5, 1)
    bench("eigh f64 4096", lambda: cp.linalg.eigh(A), None, 5, 1)
    S = R[:2048, :2048].copy()
    bench("svd f64 2048", lambda: cp.linalg.svd(S), None, 5, 1)
    E = R[:1024, :1024].copy()
    bench("eig (general) f64 1024", lambda: cp.linalg.eig(E), None, 3, 1)
    del A, B, R, S, E
    small = rng.random((10000, 4, 4)) + 8 * cp.eye(4)
    rhs = rng.random((10000, 4, 1))
    bench("batched solve 10000 x 4x4 f64", lambda: cp.linalg.solve(small, rhs), None)
    bench("batched inv 10000 x 4x4 f64", lambda: cp.linalg.inv(small), None)


def fft():
    """Issue 5: cuFFT through cupyx.scipy.fft (plan cache on, as in gsci)."""
    import cupyx.scipy.fft as cfft
    rng = cp.random.default_rng(5)
    n = 1 << 24
    z = (rng.random(n, dtype=cp.float32) + 1j * rng.random(n, dtype=cp.float32)).astype(cp.complex64)
    bench("fft c2c c64 2^24", lambda: cfft.fft(z), 16 * n)
    del z
    img = rng.random((4096, 4096), dtype=cp.float32)
    rbytes = 4096 * 4096 * 4 + 4096 * 2049 * 8
    bench("rfft2 f32 4096^2", lambda: cfft.rfft2(img), rbytes)
    bench("rfft axis0 f32 4096^2 (non-contiguous)", lambda: cfft.rfft(img, axis=0), rbytes)
    d = rng.random((1024, 1024))
    bench("dctn f64 1024^2", lambda: cfft.dctn(d), 1024 * 1024 * 16)
    small = (rng.random(1024, dtype=cp.float32) * (1 - 1j)).astype(cp.complex64)
    per_op("fft c64 2^10 cached plan, host wall per op", lambda: cfft.fft(small))


def ndimage():
    """Issue 7: cupyx.scipy.ndimage on 4096^2 images."""
    import cupyx.scipy.ndimage as ndi
    rng = cp.random.default_rng(7)
    binimg = rng.random((4096, 4096), dtype=cp.float32) < 0.31
    bench("ndimage binary_erosion 3x3 bool 4096^2", lambda: ndi.binary_erosion(binimg), 2 * 4096 * 4096)
    bench("ndimage label bool 4096^2", lambda: ndi.label(binimg), None)
    img = rng.random((4096, 4096), dtype=cp.float32)
    ib = 2 * 4096 * 4096 * 4
    bench("ndimage gaussian_filter f32 4096^2 sigma 4", lambda: ndi.gaussian_filter(img, 4.0), ib)
    bench("ndimage uniform_filter f32 4096^2 size 9", lambda: ndi.uniform_filter(img, 9), ib)
    bench("ndimage median_filter f32 4096^2 3x3", lambda: ndi.median_filter(img, 3), ib)
    k7 = rng.random((7, 7), dtype=cp.float32)
    bench("ndimage convolve f32 4096^2 7x7", lambda: ndi.convolve(img, k7), ib)
    bench("ndimage sobel f32 4096^2", lambda: ndi.sobel(img), ib)
    bench("ndimage zoom f32 4096^2 x0.5 order 3", lambda: ndi.zoom(img, 0.5, order=3), None)
    bench("ndimage rotate f32 4096^2 30 deg order 1",
          lambda: ndi.rotate(img, 30, order=1, reshape=False), None)
    del img
    vol = rng.random((512, 512, 512), dtype=cp.float32)
    bench("ndimage gaussian_filter f32 512^3 sigma 2", lambda: ndi.gaussian_filter(vol, 2.0),
          2 * 512 ** 3 * 4, 10, 1)


def sorting(x):
    """Issue 3: sort, argsort, unique, cumsum on 2^26 f32."""
    xs = x[: N // 4].copy()
    bench("sort f32 2^26", lambda: cp.sort(xs), None)
    bench("argsort f32 2^26", lambda: cp.argsort(xs), None)
    xr = cp.around(xs, 3)
    bench("unique f32 2^26 (3 decimals)", lambda: cp.unique(xr), None)
    bench("cumsum f32 2^26", lambda: cp.cumsum(xs), 8 * (N // 4))


def poisson2d(m):
    import cupyx.scipy.sparse as sp
    e = cp.ones(m)
    t = sp.diags([-e[:-1], 2 * e, -e[:-1]], [-1, 0, 1], format="csr")
    i = sp.identity(m, format="csr")
    return (sp.kron(i, t) + sp.kron(t, i)).tocsr()


def sparse():
    """Issue 6: SpMV and Krylov solvers on the 2-D Poisson matrix."""
    import cupyx.scipy.sparse.linalg as spla
    rng = cp.random.default_rng(11)
    a = poisson2d(2048)
    v = rng.random(a.shape[0])
    bench("sparse spmv f64 poisson 2048^2", lambda: a @ v, 5 * 2048 * 2048 * 12 + 2048 * 2048 * 20)
    del a, v
    a = poisson2d(512)
    b = rng.random(a.shape[0])
    bench("sparse cg f64 poisson 512^2 rtol 1e-8",
          lambda: spla.cg(a, b, rtol=1e-8, maxiter=20 * a.shape[0]), None, 5, 1)
    a = poisson2d(1024)
    b = rng.random(a.shape[0])
    bench("sparse cg f64 poisson 1024^2 rtol 1e-8",
          lambda: spla.cg(a, b, rtol=1e-8, maxiter=20 * a.shape[0]), None, 3, 1)
    a = poisson2d(256)
    b = rng.random(a.shape[0])
    c = poisson2d(1024)
    bench("sparse spgemm f64 poisson 1024^2 A@A", lambda: c @ c, None, 5, 1)
    del c
    d = poisson2d(256)
    bd = rng.random(d.shape[0])
    bench("sparse spsolve f64 poisson 256^2", lambda: spla.spsolve(d, bd), None, 3, 1)
    del d
    e = poisson2d(256)
    bench("sparse eigsh k=6 LM f64 poisson 256^2", lambda: spla.eigsh(e, k=6, which="LM"), None, 3, 1)
    # CuPy's maxiter counts inner iterations (iters += restart): 200 = 4 restart cycles.
    bench("sparse gmres(50) f64 poisson 256^2, 200 inner iterations",
          lambda: spla.gmres(a, b, rtol=1e-8, restart=50, maxiter=200), None, 5, 1)


def poisson3d(m):
    import cupyx.scipy.sparse as sp
    e = cp.ones(m)
    t = sp.diags([-e[:-1], 2 * e, -e[:-1]], [-1, 0, 1], format="csr")
    i = sp.identity(m, format="csr")
    ii = sp.kron(i, i)
    return (sp.kron(ii, t) + sp.kron(sp.kron(i, t), i) + sp.kron(t, ii)).tocsr()


def convdiff(m):
    """-Laplace u + c du/dx, central differences, c h / 2 = 0.5 (nonsymmetric)."""
    import cupyx.scipy.sparse as sp
    e = cp.ones(m)
    tx = sp.diags([-1.5 * e[:-1], 2 * e, -0.5 * e[:-1]], [-1, 0, 1], format="csr")
    t = sp.diags([-e[:-1], 2 * e, -e[:-1]], [-1, 0, 1], format="csr")
    i = sp.identity(m, format="csr")
    return (sp.kron(i, tx) + sp.kron(t, i)).tocsr()


def sparse_direct():
    """Issue 25: spsolve, splu refactor+solve (CuPy has no refactor: a fresh splu of the new
    values, which cupyx runs on the host with SciPy's SuperLU) and solves with a kept factor."""
    import cupyx.scipy.sparse as sp
    import cupyx.scipy.sparse.linalg as spla
    rng = cp.random.default_rng(25)
    # CuPy's spsolve (cuSOLVER's csrlsvqr, 2.2 s at 256^2) and splu (SciPy's SuperLU on the host)
    # take minutes at 1024^2 and 64^3: recorded absent with the reason, to keep device time.
    slow = ("CuPy's spsolve is cuSOLVER's csrlsvqr (2.2 s at 256^2): minutes at this size, "
            "not run to save device time")
    absent("sparse spsolve f64 poisson 1024^2", slow)
    absent("sparse spsolve f64 poisson3d 64^3", slow)
    slow_lu = ("cupyx's splu is SciPy's SuperLU on the host: tens of seconds per factorisation at "
               "this size, not run to save device time")
    absent("sparse splu refactor+solve f64 poisson 1024^2", slow_lu)
    absent("sparse splu refactor+solve f64 poisson3d 64^3", slow_lu)
    a = convdiff(256)
    b = rng.random(a.shape[0])
    # one timed call, no warm-up
    bench("sparse spsolve f64 convdiff 256^2", lambda: spla.spsolve(a, b), None, 1, 0)
    for name, a in [("sparse splu refactor+solve f64 poisson 256^2", poisson2d(256)),
                    ("sparse splu refactor+solve f64 convdiff 256^2", convdiff(256))]:
        a2 = (1.5 * a + 0.5 * sp.identity(a.shape[0], format="csr")).tocsr()
        b = rng.random(a.shape[0])
        bench(name, lambda a2=a2, b=b: spla.splu(a2).solve(b), None, 3, 1)
    a = poisson2d(256)
    lu = spla.splu(a)
    b = rng.random(a.shape[0])
    bench("sparse splu solve f64 poisson 256^2", lambda: lu.solve(b), None)


def random_workloads():
    """gsci-random's twins (issue 17): CuPy's Generator (cuRAND), the legacy permutation."""
    rs = cp.random.default_rng(17)
    n = 1 << 28
    bench("random.random f32 2^28", lambda: rs.random(n, dtype=cp.float32), 4 * n)
    bench("random.standard_normal f64 2^27", lambda: rs.standard_normal(1 << 27), 8 << 27)
    bench("random.integers i64 [0,1000) 2^27", lambda: rs.integers(0, 1000, 1 << 27), 8 << 27)
    bench("random.gamma(2.5) f64 2^26", lambda: rs.gamma(2.5, size=1 << 26), None)
    bench("random.poisson(4.0) 2^26", lambda: rs.poisson(4.0, size=1 << 26), None)
    bench("random.binomial(20,0.3) 2^26", lambda: rs.binomial(20, 0.3, size=1 << 26), None)
    bench("random.beta(2,5) f64 2^26", lambda: rs.beta(2.0, 5.0, size=1 << 26), None)
    bench("random.permutation 2^24", lambda: cp.random.permutation(1 << 24), None, n_repeat=5)


def special_workloads():
    """gsci-special's twins (issue 16): cupyx.scipy.special on the anchor set's inputs."""
    import cupyx.scipy.special as sp
    rs = cp.random.default_rng(2)
    m = 1 << 26
    u = cp.abs(rs.standard_normal(m, dtype=cp.float32)) + 0.1
    u64 = u.astype(cp.float64)
    p = cp.clip(rs.random(m, dtype=cp.float32), 0.01, 0.99)
    bench("special.erf f32 2^26", lambda: sp.erf(u), None)
    bench("special.erfinv f32 2^26", lambda: sp.erfinv(p * 2 - 1), None)
    bench("special.ndtri f32 2^26", lambda: sp.ndtri(p), None)
    bench("special.digamma f32 2^26", lambda: sp.digamma(u), None)
    bench("special.gammainc f32 (a=2.5) 2^26", lambda: sp.gammainc(2.5, u), None)
    bench("special.betainc f32 (2,3) 2^26", lambda: sp.betainc(2.0, 3.0, p), None)
    bench("special.gammaln f64 2^26", lambda: sp.gammaln(u64), None)
    bench("special.i0 f32 2^26", lambda: sp.i0(u), None)
    bench("special.k0 f32 2^26", lambda: sp.k0(u), None)
    bench("special.y1 f32 2^26", lambda: sp.y1(u), None)
    bench("special.expit f32 2^26", lambda: sp.expit(u), None)
    bench("special.zeta f64 (x, 1.5) 2^26", lambda: sp.zeta(u64 + 1.1, 1.5), None)
    bench("special.erfcx f64 2^26", lambda: sp.erfcx(u64), None)
    bench("special.log_ndtr f64 2^26", lambda: sp.log_ndtr(u64 - 3), None)
    bench("special.ellipk f64 2^26", lambda: sp.ellipk(p.astype(cp.float64)), None)
    absent("special.kv f64 (v=2.5) 2^26", "cupyx.scipy.special has no kv of real order")
    y = rs.standard_normal(m, dtype=cp.float32)
    # cupy.fuse names its kernel after the function: a lambda gives `<lambda>`, which NVRTC
    # rejects, so the twin is a named function.
    def sum_erf_times(x, y):
        return cp.sum(sp.erf(x) * y)

    fused = cp.fuse(sum_erf_times)
    bench("special.fused sum(erf(x)*y) f32 2^26", lambda: fused(u, y), None)
    a = u[: 1 << 26].reshape(8192, 8192)
    bench("special.logsumexp f32 8192x8192 axis1", lambda: sp.logsumexp(a, axis=1), None)
    bench("special.softmax f32 8192x8192 axis1", lambda: sp.softmax(a, axis=1), None)


def signal_workloads():
    """gsci-signal's twins (issue 18): cupyx.scipy.signal on a 2^22 float32 signal (the anchor set's)."""
    import cupyx.scipy.signal as sig
    rs = cp.random.default_rng(2)
    n = 1 << 22
    s = rs.standard_normal(n, dtype=cp.float32)
    one = cp.asarray([1.0], dtype=cp.float32)
    bench("signal.lfilter fir 127 taps 2^22 f32", lambda: sig.lfilter(s[:127], one, s), None, 5)
    b, a = sig.butter(4, 0.1)
    b, a = cp.asarray(b, cp.float32), cp.asarray(a, cp.float32)
    bench("signal.lfilter iir order 4 2^22 f32", lambda: sig.lfilter(b, a, s), None, 5)
    sos = sig.butter(8, 0.2, output="sos")
    s64 = s.astype(cp.float64)
    bench("signal.sosfilt 4 sections 2^22 f64", lambda: sig.sosfilt(sos, s64), None, 5)
    sos32 = cp.asarray(sos, cp.float32)
    bench("signal.sosfiltfilt butter8 2^22 f32", lambda: sig.sosfiltfilt(sos32, s), None, 5)
    box = cp.ones(63, dtype=cp.float32) / 63
    bench("signal.filtfilt fir 63 2^22", lambda: sig.filtfilt(box, one, s), None, 5)
    bench("signal.correlate 2^22 x 1024 (auto)", lambda: sig.correlate(s, s[:1024]), None)
    bench("signal.convolve direct 2^22 x 31", lambda: sig.convolve(s, s[:31], method="direct"), None)
    bench("signal.hilbert 2^22", lambda: sig.hilbert(s), None)
    bench("signal.resample 2^22 -> 3*2^20", lambda: sig.resample(s, 3 << 20), None, 5)
    h64 = cp.ones(64, dtype=cp.float32)
    bench("signal.upfirdn up2 down3 h=64 2^22", lambda: sig.upfirdn(h64, s, 2, 3), None, 5)
    bench("signal.savgol_filter 2^22 w=31 p=3", lambda: sig.savgol_filter(s, 31, 3), None, 5)
    bench("signal.decimate q=8 2^22", lambda: sig.decimate(s, 8), None, 5)
    bench("signal.resample_poly up3 down2 2^22", lambda: sig.resample_poly(s, 3, 2), None, 5)
    bench("signal.stft 2^22 nperseg=1024", lambda: sig.stft(s, nperseg=1024), None, 5)
    bench("signal.spectrogram 2^22 nperseg=512", lambda: sig.spectrogram(s, nperseg=512), None, 5)
    rev = s[::-1].copy()
    bench("signal.csd 2^22 nperseg=1024", lambda: sig.csd(s, rev, nperseg=1024), None, 5)
    bench("signal.find_peaks 2^22", lambda: sig.find_peaks(s, height=1.0), None, 5)
    widths = cp.arange(1, 33)
    s18 = s[: 1 << 18]
    bench("signal.cwt ricker 2^18 x 32 widths", lambda: sig.cwt(s18, sig.ricker, widths), None, 3)
    t16 = cp.sort(rs.random(1 << 16))
    y16 = rs.standard_normal(1 << 16)
    f1024 = cp.linspace(0.1, 10, 1024)
    bench("signal.lombscargle 2^16 x 1024 freqs", lambda: sig.lombscargle(t16, y16, f1024), None, 3)


def stats_workloads():
    """gsci-stats's twins (issue 19): cupyx.scipy.stats where it has the function, else the
    same formula in CuPy (norm.cdf = ndtr, t.ppf = stdtrit, ttest_ind and describe's kurtosis
    written out; marked "CuPy expression")."""
    import cupyx.scipy.special as sp
    import cupyx.scipy.stats as st
    rs = cp.random.default_rng(2)
    x2 = rs.standard_normal((4096, 4096), dtype=cp.float32)
    bench("stats.zscore f32 4096^2 axis0", lambda: st.zscore(x2, axis=0), None)
    pos = cp.abs(x2) + 0.01
    bench("stats.entropy f32 4096^2 axis1", lambda: st.entropy(pos, axis=1), None)
    bench("stats.trim_mean 0.1 f32 4096^2 axis0", lambda: st.trim_mean(x2, 0.1, axis=0), None, 5)

    def kurtosis(x):
        d = x - x.mean(axis=0)
        m2 = (d * d).mean(axis=0)
        return (d ** 4).mean(axis=0) / (m2 * m2) - 3.0

    bench("stats.describe f32 4096^2 axis0", lambda: kurtosis(x2), None,
          note="CuPy expression: the kurtosis row only")
    a, b = x2[:2048], x2[2048:]

    def ttest(a, b):
        n1, n2 = a.shape[0], b.shape[0]
        v1, v2 = a.var(axis=0, ddof=1), b.var(axis=0, ddof=1)
        df = n1 + n2 - 2
        sp2 = ((n1 - 1) * v1 + (n2 - 1) * v2) / df
        t = (a.mean(axis=0) - b.mean(axis=0)) / cp.sqrt(sp2 * (1.0 / n1 + 1.0 / n2))
        return 2 * sp.stdtr(df, -cp.abs(t))

    bench("stats.ttest_ind f32 4096 columns of 4096", lambda: ttest(a, b), None,
          note="CuPy expression (cupyx.scipy.stats has no ttest_ind)")
    m = 1 << 26
    u = rs.standard_normal(m, dtype=cp.float32)
    bench("stats.norm.cdf f32 2^26", lambda: sp.ndtr(u.astype(cp.float64)), None,
          note="CuPy expression: ndtr in float64, SciPy's result dtype")
    p = cp.clip(rs.random(m, dtype=cp.float32), 0.01, 0.99)
    bench("stats.t.ppf (df=5) f32 2^26", lambda: sp.stdtrit(5.0, p.astype(cp.float64)), None,
          note="CuPy expression: stdtrit in float64, SciPy's result dtype")
    absent("stats.rankdata f32 4096^2 axis0", "cupyx.scipy.stats has no rankdata")

    def spearman(x):
        # Ranks by a double argsort (no ties in continuous data), then the correlation matrix.
        r = cp.argsort(cp.argsort(x, axis=0), axis=0).astype(cp.float64)
        return cp.corrcoef(r, rowvar=False)

    bench("stats.spearmanr f32 4096^2 (matrix)", lambda: spearman(x2), None, 5,
          note="CuPy expression (cupyx.scipy.stats has no spearmanr): double argsort + corrcoef")
    absent("stats.gaussian_kde f64 100000 points at 100000 positions",
           "cupyx.scipy.stats has no gaussian_kde")


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else "cupy_bench.json"
    props = cp.cuda.runtime.getDeviceProperties(cp.cuda.Device().id)
    device_name = props["name"].decode() if isinstance(props["name"], bytes) else str(props["name"])
    print(f"CuPy {cp.__version__} on {device_name}")
    print(f"{'workload':46s} {'median ms':>12} {'min ms':>12} {'host ms':>12} {'GB/s':>10}")
    print("-" * 96)

    rng = cp.random.default_rng(1)
    # magnitudes in [0.5, 1.5), random signs: never zero
    x = rng.random(N, dtype=cp.float32) + cp.float32(0.5)
    x *= cp.where(rng.random(N, dtype=cp.float32) < 0.5, cp.float32(-1), cp.float32(1))
    h = cp.asnumpy(x)  # pageable host copy
    pinned = cp.cuda.alloc_pinned_memory(N * 4)
    hp = np.frombuffer(pinned, np.float32, N)
    hp[:] = h
    gib = N * 4

    bench("H2D 1 GiB pageable", lambda: cp.asarray(h), gib, TRANSFER_REPEATS, 2)
    bench("H2D 1 GiB pinned", lambda: x.set(hp), gib, TRANSFER_REPEATS, 2,
          note="CuPy: x.set(pinned) into an existing array; gsci: Array::from_pinned allocates too")
    bench("D2H 1 GiB pageable", lambda: x.get(), gib, TRANSFER_REPEATS, 2)
    hx = np.ones(N, np.float32)  # already mapped pageable memory
    bench("D2H 1 GiB pageable into an existing buffer", lambda: x.get(out=hx), gib, TRANSFER_REPEATS, 2)
    del hx
    bench("D2H 1 GiB pinned", lambda: x.get(out=hp), gib, TRANSFER_REPEATS, 2)
    del hp, pinned, h

    bench("D2D copy f32 2^28", lambda: x.copy(), 8 * N)
    bench("astype f32->f64 2^28", lambda: x.astype(cp.float64), 12 * N)
    m = x[: SIDE * SIDE].reshape(SIDE, SIDE)
    bench("transpose copy f32 8192^2", lambda: cp.ascontiguousarray(m.T), 8 * SIDE * SIDE)
    a, b = x[: N // 2], x[N // 2:]
    bench("concatenate 2 x f32 2^27", lambda: cp.concatenate([a, b]), 8 * N)

    small = x[:SMALL].copy()
    per_op("small op 1k f32 copy, host wall per op", lambda: small.copy())
    per_op("small op 1k f32->f64 astype, host wall per op", lambda: small.astype(cp.float64))

    del small, a, b, m
    engine(x)
    sorting(x)
    del x
    linalg()
    fft()
    ndimage()
    sparse()
    sparse_direct()
    random_workloads()
    special_workloads()
    signal_workloads()
    stats_workloads()

    report = {
        "tool": "cupy",
        "version": cp.__version__,
        "device": f"cuda:{cp.cuda.Device().id}",
        "device_name": device_name,
        "commit": None,
        "workloads": records,
    }
    with open(out_path, "w") as f:
        json.dump(report, f, indent=2)
        f.write("\n")
    print(f"\nwrote {out_path}")
    return 1 if any(not r.get("valid", False) for r in records) else 0


if __name__ == "__main__":
    sys.exit(main())
