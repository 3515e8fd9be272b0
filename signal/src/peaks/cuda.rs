//! The local maxima of `find_peaks` on the GPU: one kernel flags the left edges of the maxima
//! (SciPy's `_local_maxima_1d` test, made per element: `x[i-1] < x[i]`, and the first later
//! value that differs from `x[i]` is smaller), `nonzero` compacts them in order, and a second
//! kernel finds each one's right edge and midpoint. Three launches in place of about fifteen
//! array operations.

use gsci_core::cuda::{CudaBackend, KernelArgs, grid_1d};
use gsci_core::{Array, DType, Error, Result};

/// The module for `t` (`float` or `double`).
pub(crate) fn source(t: &str) -> String {
    format!(
        r#"// flag[i] = 1 where i in [1, n - 2] starts a local maximum (a plateau of equal values whose
// neighbours on both sides are smaller); NaN compares false, as in SciPy's loop.
extern "C" __global__ void gsci_peak_flags_{t}(const {t}* __restrict__ x, bool* __restrict__ flag,
                                            long long n) {{
    for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < n;
         i += (long long)gridDim.x * blockDim.x) {{
        bool f = false;
        if (i >= 1 && i < n - 1) {{
            {t} v = x[i];
            if (x[i - 1] < v) {{
                long long a = i + 1;
                while (a < n - 1 && x[a] == v) ++a;
                f = x[a] < v;
            }}
        }}
        flag[i] = f;
    }}
}}
// For each left edge l[k]: the right edge (the plateau's last index) and the midpoint.
extern "C" __global__ void gsci_peak_edges_{t}(const {t}* __restrict__ x, const long long* __restrict__ l,
                                            long long* __restrict__ mid, long long* __restrict__ re,
                                            long long m, long long n) {{
    for (long long k = (long long)blockIdx.x * blockDim.x + threadIdx.x; k < m;
         k += (long long)gridDim.x * blockDim.x) {{
        long long i = l[k];
        {t} v = x[i];
        long long a = i + 1;
        while (a < n - 1 && x[a] == v) ++a;
        re[k] = a - 1;
        mid[k] = (i + a - 1) / 2;
    }}
}}
"#
    )
}

/// The midpoints, left and right edges (int64) of the local maxima of the contiguous 1-D `x`
/// (`n >= 3`) on the GPU, in order.
pub(crate) fn local_maxima<T: gsci_core::Float>(
    c: &CudaBackend,
    x: &Array<T>,
) -> Result<(Array<i64>, Array<i64>, Array<i64>)> {
    let n = x.shape()[0];
    debug_assert!(n >= 3 && x.is_c_contiguous());
    let dev = x.device();
    let t = match T::DTYPE {
        DType::F32 => "float",
        _ => "double",
    };
    let internal = || Error::InvalidArgument {
        op: "find_peaks",
        reason: "internal: buffer is not on the GPU".into(),
    };
    let mut flag = Array::<bool>::empty(&[n], dev)?;
    let flags = c.function(&format!("signal_peak_flags|{t}"), || {
        (source(t), format!("gsci_peak_flags_{t}"))
    })?;
    let xp = x.device_ptr().ok_or_else(internal)?;
    let fp = flag.device_ptr_mut()?.ok_or_else(internal)?;
    let mut args = KernelArgs::new();
    args.push(xp).push(fp).push(n as i64);
    // SAFETY: x holds n elements and flag n bools (one byte each); thread i reads x within
    // [0, n) (the scan ahead stops at n - 1) and writes flag[i]. The buffers live past the
    // launch (freed in stream order).
    unsafe { c.launch(flags, (grid_1d(c, n, 256), 1, 1), (256, 1, 1), 0, &mut args)? };
    let le = gsci_core::nonzero(&flag)?.remove(0);
    let m = le.shape()[0];
    let mut mid = Array::<i64>::empty(&[m], dev)?;
    let mut re = Array::<i64>::empty(&[m], dev)?;
    if m > 0 {
        let edges = c.function(&format!("signal_peak_edges|{t}"), || {
            (source(t), format!("gsci_peak_edges_{t}"))
        })?;
        let le = le.to_contiguous()?;
        let lp = le.device_ptr().ok_or_else(internal)?;
        let mp = mid.device_ptr_mut()?.ok_or_else(internal)?;
        let rp = re.device_ptr_mut()?.ok_or_else(internal)?;
        let mut args = KernelArgs::new();
        args.push(xp)
            .push(lp)
            .push(mp)
            .push(rp)
            .push(m as i64)
            .push(n as i64);
        // SAFETY: l holds m indices in [1, n - 2], mid and re m each; thread k reads x within
        // [0, n) and writes mid[k], re[k]. The buffers live past the launch.
        unsafe { c.launch(edges, (grid_1d(c, m, 256), 1, 1), (256, 1, 1), 0, &mut args)? };
        return Ok((mid, le, re));
    }
    Ok((mid, le, re))
}
