//! The CUDA evaluation of [`crate::GaussianKde`]: one thread per point, the whitened data and
//! weights streamed through shared memory in tiles, each point's sum accumulated in data order
//! (SciPy's `gaussian_kernel_estimate` order) in the data's dtype.

use crate::common::StatsFloat;
use gsci_core::cuda::{CudaBackend, KernelArgs};
use gsci_core::{Array, DType, Error, Result};

/// The most dimensions the tiled kernel keeps in registers; larger `d` takes the fused path.
pub(crate) const MAX_D: usize = 8;
const BLOCK: u32 = 128;

#[repr(C)]
#[derive(Clone, Copy)]
struct Rows {
    p: [u64; MAX_D],
    x: [u64; MAX_D],
}

/// The kernel module for `t` (`float` or `double`): the struct of row pointers and the kernel.
pub(crate) fn module_source(t: &str) -> String {
    format!(
        r#"struct Rows {{ const {t}* p[{maxd}]; const {t}* x[{maxd}]; }};
extern "C" __global__ void gsci_kde_eval_{t}(Rows rows, const {t}* __restrict__ w, {t}* __restrict__ out,
                                          long long m, long long n, int d, double norm) {{
    extern __shared__ unsigned char gsci_kde_smem[];
    {t}* sx = ({t}*)gsci_kde_smem;
    {t}* sw = sx + d * {block};
    long long i = (long long)blockIdx.x * {block} + threadIdx.x;
    {t} p[{maxd}];
#pragma unroll
    for (int k = 0; k < {maxd}; ++k) p[k] = (k < d && i < m) ? rows.p[k][i] : ({t})0;
    {t} s = 0;
    for (long long j0 = 0; j0 < n; j0 += {block}) {{
        int tile = (n - j0 < {block}) ? (int)(n - j0) : {block};
        __syncthreads();
        if (threadIdx.x < tile) {{
            for (int k = 0; k < d; ++k) sx[k * {block} + threadIdx.x] = rows.x[k][j0 + threadIdx.x];
            sw[threadIdx.x] = w[j0 + threadIdx.x];
        }}
        __syncthreads();
        for (int jj = 0; jj < tile; ++jj) {{
            {t} q = 0;
#pragma unroll
            for (int k = 0; k < {maxd}; ++k) {{
                if (k < d) {{
                    {t} r = p[k] - sx[k * {block} + jj];
                    q += r * r;
                }}
            }}
            s += sw[jj] * exp(-q / ({t})2);
        }}
    }}
    if (i < m) out[i] = ({t})((double)s / norm);
}}
"#,
        block = BLOCK,
        maxd = MAX_D,
    )
}

/// `sum_j w_j exp(-|p_i - x_j|^2 / 2) / norm` for the whitened points `p` (`d` arrays of `m`)
/// and data `x` (`d` arrays of `n`), on the GPU.
pub(crate) fn evaluate<T: StatsFloat>(
    c: &CudaBackend,
    p: &[Array<T>],
    x: &[Array<T>],
    w: &Array<T>,
    norm: f64,
) -> Result<Array<T>> {
    let d = p.len();
    debug_assert!(d <= MAX_D && x.len() == d);
    let m = p.first().map_or(0, |a| a.len());
    let n = w.len();
    let dev = w.device();
    let mut out = Array::<T>::empty(&[m], dev)?;
    if m == 0 {
        return Ok(out);
    }
    let t = match T::DTYPE {
        DType::F32 => "float",
        _ => "double",
    };
    let internal = || Error::InvalidArgument {
        op: "gaussian_kde.evaluate",
        reason: "internal: buffer is not on the GPU".into(),
    };
    let pc: Vec<Array<T>> = p.iter().map(|a| a.to_contiguous()).collect::<Result<_>>()?;
    let xc: Vec<Array<T>> = x.iter().map(|a| a.to_contiguous()).collect::<Result<_>>()?;
    let wc = w.to_contiguous()?;
    let mut rows = Rows {
        p: [0; MAX_D],
        x: [0; MAX_D],
    };
    for k in 0..d {
        rows.p[k] = pc[k].device_ptr().ok_or_else(internal)?;
        rows.x[k] = xc[k].device_ptr().ok_or_else(internal)?;
    }
    let f = c.function(&format!("stats_kde_eval|{t}"), || {
        (module_source(t), format!("gsci_kde_eval_{t}"))
    })?;
    let optr = out.device_ptr_mut()?.ok_or_else(internal)?;
    let wptr = wc.device_ptr().ok_or_else(internal)?;
    let mut args = KernelArgs::new();
    args.push(rows)
        .push(wptr)
        .push(optr)
        .push(m as i64)
        .push(n as i64)
        .push(d as i32)
        .push(norm);
    let grid = u32::try_from(m.div_ceil(BLOCK as usize)).map_err(|_| Error::Unsupported {
        what: format!("gaussian_kde.evaluate at {m} points"),
        backend: "cuda".into(),
    })?;
    let shared = (d + 1) * BLOCK as usize * std::mem::size_of::<T>();
    // SAFETY: the arguments follow the kernel's parameter list (a struct of 2 x MAX_D device
    // pointers, laid out as `Rows`, then w, out, m, n, d, norm); the first `d` row pointers
    // address `m` (points) and `n` (data) elements, `w` holds `n` and `out` `m`; every thread
    // reads rows only below `d` and indices below `m` / `n`. The buffers live past the launch
    // (freed in stream order).
    unsafe { c.launch(f, (grid, 1, 1), (BLOCK, 1, 1), shared as u32, &mut args)? };
    drop((pc, xc, wc));
    Ok(out)
}
