"""CuPy side of fft_bench.rs: the same workloads, median of CUDA-event times after warm-up."""
import time

import numpy as np
import cupy as cp
import cupyx.scipy.fft as cf


def bench(name, f, repeats=20):
    for _ in range(3):
        f()
    times = []
    for _ in range(repeats):
        a, b = cp.cuda.Event(), cp.cuda.Event()
        a.record()
        f()
        b.record()
        b.synchronize()
        times.append(cp.cuda.get_elapsed_time(a, b))
    print(f"{name:44} {np.median(times):10.4f} ms", flush=True)


rng = np.random.default_rng(1)
x = cp.asarray((rng.random(1 << 24) - 0.5 + 1j * (rng.random(1 << 24) - 0.5)).astype(np.complex64))
bench("cupy c2c c64 2^24", lambda: cf.fft(x))
r = cp.asarray((rng.random((4096, 4096)) - 0.5).astype(np.float32))
bench("cupy rfft2 f32 4096^2", lambda: cf.rfft2(r))
bench("cupy rfft f32 4096^2 axis 0", lambda: cf.rfft(r, axis=0))
d = cp.asarray(rng.random((1024, 1024)) - 0.5)
bench("cupy dctn f64 1024^2", lambda: cf.dctn(d))
small = x[:1024].copy()
for _ in range(100):
    cf.fft(small)
cp.cuda.Device().synchronize()
t = time.perf_counter()
for _ in range(5000):
    cf.fft(small)
per = (time.perf_counter() - t) * 1e6 / 5000
cp.cuda.Device().synchronize()
print(f"{'cupy host overhead fft c64 1024':44} {per:10.2f} us/call")
