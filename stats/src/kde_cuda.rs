//! The CUDA evaluation of [`crate::GaussianKde`]: one thread per point and data chunk, the
//! whitened data and weights streamed through shared memory in tiles, each point's sum over a
//! chunk accumulated in data order (SciPy's `gaussian_kernel_estimate` order) in the data's
//! dtype; the chunks' partial sums then added in chunk order (deterministic). Splitting the data
//! into chunks gives the GPU several times more threads than points (10^5 points alone fill a
//! third of an H200's thread slots, too few to hide the latency of `exp`).

use crate::common::StatsFloat;
use gsci_core::cuda::{CudaBackend, KernelArgs};
use gsci_core::{Array, DType, Error, Result};

/// The most dimensions the tiled kernel keeps in registers; larger `d` takes the fused path.
pub(crate) const MAX_D: usize = 8;
const BLOCK: u32 = 128;
/// Blocks a launch aims for (about 12 resident blocks on each of 132 SMs, three waves).
const TARGET_BLOCKS: usize = 4096;
/// The fewest data points in a chunk, and the most chunks.
const MIN_CHUNK: usize = 1024;
const MAX_CHUNKS: usize = 64;

#[repr(C)]
#[derive(Clone, Copy)]
struct Rows {
    p: [u64; MAX_D],
    x: [u64; MAX_D],
}

/// The kernel module for `t` (`float` or `double`): the struct of row pointers, the tiled
/// kernel over one data chunk per `blockIdx.y`, and the kernel adding the chunks' partial sums.
pub(crate) fn module_source(t: &str) -> String {
    format!(
        r#"struct Rows {{ const {t}* p[{maxd}]; const {t}* x[{maxd}]; }};
extern "C" __global__ void gsci_kde_eval_{t}(Rows rows, const {t}* __restrict__ w, {t}* __restrict__ out,
                                          {t}* __restrict__ part, long long m, long long n,
                                          long long per, int d, double norm) {{
    extern __shared__ unsigned char gsci_kde_smem[];
    {t}* sx = ({t}*)gsci_kde_smem;
    {t}* sw = sx + d * {block};
    long long i = (long long)blockIdx.x * {block} + threadIdx.x;
    {t} p[{maxd}];
#pragma unroll
    for (int k = 0; k < {maxd}; ++k) p[k] = (k < d && i < m) ? rows.p[k][i] : ({t})0;
    {t} s = 0;
    long long jbeg = (long long)blockIdx.y * per;
    long long jend = (n - jbeg < per) ? n : jbeg + per;
    for (long long j0 = jbeg; j0 < jend; j0 += {block}) {{
        int tile = (jend - j0 < {block}) ? (int)(jend - j0) : {block};
        __syncthreads();
        if (threadIdx.x < tile) {{
            for (int k = 0; k < d; ++k) sx[k * {block} + threadIdx.x] = rows.x[k][j0 + threadIdx.x];
            sw[threadIdx.x] = w[j0 + threadIdx.x];
        }}
        __syncthreads();
        // unrolled so that several exp evaluations are in flight (the sum stays in data order)
#pragma unroll 4
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
    if (i < m) {{
        if (gridDim.y == 1) out[i] = ({t})((double)s / norm);
        else part[(long long)blockIdx.y * m + i] = s;
    }}
}}
extern "C" __global__ void gsci_kde_sum_{t}(const {t}* __restrict__ part, {t}* __restrict__ out,
                                         long long m, int chunks, double norm) {{
    long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= m) return;
    {t} s = 0;
    for (int c = 0; c < chunks; ++c) s += part[(long long)c * m + i];
    out[i] = ({t})((double)s / norm);
}}
"#,
        block = BLOCK,
        maxd = MAX_D,
    )
}

/// (chunk length, chunks) splitting `n` data points for `m` points: enough blocks in all for
/// [`TARGET_BLOCKS`], chunks of at least [`MIN_CHUNK`] points (a multiple of the tile), at most
/// [`MAX_CHUNKS`].
fn chunking(m: usize, n: usize) -> (usize, usize) {
    let blocks_m = m.div_ceil(BLOCK as usize).max(1);
    let want = TARGET_BLOCKS
        .div_ceil(blocks_m)
        .min(n / MIN_CHUNK)
        .clamp(1, MAX_CHUNKS);
    let per = n.div_ceil(want).div_ceil(BLOCK as usize) * BLOCK as usize;
    let per = per.max(BLOCK as usize);
    (per, n.div_ceil(per).max(1))
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
    let (per, chunks) = chunking(m, n);
    let mut part = if chunks > 1 {
        let len = chunks.checked_mul(m).ok_or_else(|| Error::Unsupported {
            what: format!("gaussian_kde.evaluate at {m} points"),
            backend: "cuda".into(),
        })?;
        Some(Array::<T>::empty(&[len], dev)?)
    } else {
        None
    };
    let optr = out.device_ptr_mut()?.ok_or_else(internal)?;
    let pptr = match part.as_mut() {
        Some(a) => a.device_ptr_mut()?.ok_or_else(internal)?,
        None => 0,
    };
    let wptr = wc.device_ptr().ok_or_else(internal)?;
    let mut args = KernelArgs::new();
    args.push(rows)
        .push(wptr)
        .push(optr)
        .push(pptr)
        .push(m as i64)
        .push(n as i64)
        .push(per as i64)
        .push(d as i32)
        .push(norm);
    let grid = u32::try_from(m.div_ceil(BLOCK as usize)).map_err(|_| Error::Unsupported {
        what: format!("gaussian_kde.evaluate at {m} points"),
        backend: "cuda".into(),
    })?;
    let shared = (d + 1) * BLOCK as usize * std::mem::size_of::<T>();
    // SAFETY: the arguments follow the kernel's parameter list (a struct of 2 x MAX_D device
    // pointers, laid out as `Rows`, then w, out, part, m, n, per, d, norm); the first `d` row
    // pointers address `m` (points) and `n` (data) elements, `w` holds `n` and `out` `m`, `part`
    // (read only when the grid has more than one row of blocks) `chunks * m`; block row y reads
    // data [y per, min(n, (y + 1) per)), and every thread reads rows only below `d` and indices
    // below `m` / `n`. The buffers live past the launch (freed in stream order).
    unsafe {
        c.launch(
            f,
            (grid, chunks as u32, 1),
            (BLOCK, 1, 1),
            shared as u32,
            &mut args,
        )?
    };
    if chunks > 1 {
        let g = c.function(&format!("stats_kde_sum|{t}"), || {
            (module_source(t), format!("gsci_kde_sum_{t}"))
        })?;
        let mut args = KernelArgs::new();
        args.push(pptr)
            .push(optr)
            .push(m as i64)
            .push(chunks as i32)
            .push(norm);
        // SAFETY: `part` holds `chunks * m` partial sums written by the launch before (same
        // stream), `out` holds `m`; threads at or past `m` return at once.
        unsafe { c.launch(g, (grid, 1, 1), (BLOCK, 1, 1), 0, &mut args)? };
    }
    drop((pc, xc, wc, part));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_cover_the_data_once_in_whole_tiles() {
        for &(m, n) in &[
            (100_000, 100_000),
            (1, 1),
            (1, 5000),
            (7, 1_000_000),
            (1_000_000, 3000),
            (5000, 1023),
            (100_000, 0),
        ] {
            let (per, chunks) = chunking(m, n);
            assert_eq!(per % BLOCK as usize, 0, "{m} {n}");
            assert!((1..=MAX_CHUNKS).contains(&chunks), "{m} {n}: {chunks}");
            assert!(per * chunks >= n, "{m} {n}: {per} x {chunks}");
            assert!(
                chunks == 1 || per * (chunks - 1) < n,
                "{m} {n}: an empty chunk"
            );
            assert!(
                chunks == 1 || per >= MIN_CHUNK.min(n),
                "{m} {n}: chunk of {per}"
            );
        }
        // 10^5 points at 10^5 data: several chunks, thousands of blocks
        let (_, chunks) = chunking(100_000, 100_000);
        assert!(chunks >= 4 && 100_000usize.div_ceil(BLOCK as usize) * chunks >= 3000);
    }
}
