//! The CUDA ranks of rows of at most [`MAX_N`] elements: one block per row sorts (value, index)
//! pairs in shared memory (a bitonic network; the index breaks ties, so the order is the stable
//! argsort's), finds each element's tie group by binary search among the sorted values, and
//! writes its rank at its original position. One launch in place of the generic path's sort,
//! gathers, cumulative sums and scatters.
//!
//! Values are compared through an order-preserving map to unsigned integers: -0.0 is mapped as
//! 0.0 (they tie, as NumPy compares them) and every NaN after +inf (NumPy's sort order; their
//! ranks are replaced by NaN afterwards, as on the generic path).

use crate::common::StatsFloat;
use crate::rank::RankMethod;
use gsci_core::cuda::{CudaBackend, KernelArgs};
use gsci_core::{Array, DType, Error, Result};

/// The longest row ranked here (10 bytes of shared memory per element for float64: 40 KiB,
/// within the 48 KiB a block has without opting in; indices fit in 16 bits).
pub(crate) const MAX_N: usize = 4096;

/// The CUDA function `name` mapping a `t` value to an unsigned key of the same width whose
/// unsigned order is the values' order, every NaN last (all NaN one key, the largest); with
/// `zero_ties`, -0.0 maps as 0.0 (they tie, as NumPy compares them).
fn key_fn(t: &str, name: &str, zero_ties: bool) -> String {
    let (kt, bits, nan, sign) = if t == "float" {
        (
            "unsigned int",
            "__float_as_uint(v)",
            "0xFFFFFFFFu",
            "0x80000000u",
        )
    } else {
        (
            "unsigned long long",
            "(unsigned long long)__double_as_longlong(v)",
            "0xFFFFFFFFFFFFFFFFull",
            "0x8000000000000000ull",
        )
    };
    let zero = if zero_ties {
        "\n    if ((u << 1) == 0) u = 0;"
    } else {
        ""
    };
    format!(
        "__device__ __forceinline__ {kt} {name}({t} v) {{\n    if (v != v) return {nan};\n    {kt} u = {bits};{zero}\n    return (u & {sign}) ? ~u : (u | {sign});\n}}"
    )
}

/// The bitonic network sorting the `p` (a power of two) elements of shared memory ascending,
/// the block's threads sharing each stage; `cmpx` compare-exchanges positions `i < l` (into
/// ascending order where `up`, else descending).
fn bitonic(cmpx: &str) -> String {
    format!(
        r#"    for (int k = 2; k <= p; k <<= 1) {{
        for (int j = k >> 1; j > 0; j >>= 1) {{
            for (int t = threadIdx.x; t < (p >> 1); t += blockDim.x) {{
                int i = 2 * t - (t & (j - 1));
                int l = i + j;
                bool up = (i & k) == 0;
                {cmpx}
            }}
            __syncthreads();
        }}
    }}"#
    )
}

/// (grid, block, p) of a one-block-per-row launch over `b` rows of `n` elements: p the next
/// power of two >= n, p / 2 threads (32 to 1024).
fn row_launch(op: &'static str, b: usize, n: usize) -> Result<(u32, u32, usize)> {
    let grid = u32::try_from(b).map_err(|_| Error::Unsupported {
        what: format!("{op} of {b} rows on one launch"),
        backend: "cuda".into(),
    })?;
    let p = n.next_power_of_two();
    Ok((grid, (p / 2).clamp(32, 1024) as u32, p))
}

/// The kernel module for `t` (`float` or `double`).
pub(crate) fn module_source(t: &str) -> String {
    // float: the key (32 bits) and the index packed in one u64; double: the 64-bit key and a
    // separate u16 index array (indices below 4096).
    let pack = t == "float";
    let key_t = if pack {
        "unsigned int"
    } else {
        "unsigned long long"
    };
    let key_of = key_fn(t, "gsci_rank_key", true);
    // Accessors of sorted position i: its key, its original index; the compare-exchange.
    let (decl, load, pad, key_at, idx_at, cmpx) = if pack {
        (
            "unsigned long long* s = (unsigned long long*)gsci_rank_smem;",
            "s[i] = ((unsigned long long)gsci_rank_key(x[base + i]) << 32) | (unsigned long long)i;",
            "s[i] = 0xFFFFFFFF00000000ull | (unsigned long long)i;",
            "((unsigned int)(s[i] >> 32))",
            "((long long)(s[i] & 0xFFFFFFFFull))",
            r#"unsigned long long a = s[i], b = s[l];
                if ((a > b) == up) { s[i] = b; s[l] = a; }"#,
        )
    } else {
        (
            "unsigned long long* s = (unsigned long long*)gsci_rank_smem; unsigned short* ix = (unsigned short*)(s + p);",
            "s[i] = gsci_rank_key(x[base + i]); ix[i] = (unsigned short)i;",
            "s[i] = 0xFFFFFFFFFFFFFFFFull; ix[i] = (unsigned short)i;",
            "(s[i])",
            "((long long)ix[i])",
            r#"unsigned long long a = s[i], b = s[l];
                unsigned short ia = ix[i], ib = ix[l];
                bool gt = a > b || (a == b && ia > ib);
                if (gt == up) { s[i] = b; s[l] = a; ix[i] = ib; ix[l] = ia; }"#,
        )
    };
    let key_at_j = key_at.replace("[i]", "[j]");
    let sort = bitonic(cmpx);
    format!(
        r#"{key_of}
// Ranks of row blockIdx.x (n elements, p = the next power of two >= n, blockDim.x threads, a
// multiple of 32): method 0 average, 1 min, 2 max, 3 dense, 4 ordinal.
extern "C" __global__ void gsci_rank_rows_{t}(const {t}* __restrict__ x, double* __restrict__ out,
                                           int n, int p, int method) {{
    extern __shared__ unsigned long long gsci_rank_smem[];
    __shared__ int warp_sum[32];
    {decl}
    long long base = (long long)blockIdx.x * n;
    for (int i = threadIdx.x; i < p; i += blockDim.x) {{
        if (i < n) {{ {load} }} else {{ {pad} }}
    }}
    __syncthreads();
{sort}
    // Each thread takes c consecutive sorted positions.
    int c = (p + blockDim.x - 1) / blockDim.x;
    int beg = threadIdx.x * c;
    int end = min(beg + c, n);
    // Dense ranks: an exclusive scan of the group heads over the threads' chunks.
    int heads = 0;
    if (method == 3) {{
        for (int i = beg; i < end; ++i) {{
            int j = i - 1;
            if (i == 0 || {key_at} != {key_at_j}) ++heads;
        }}
        int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
        int incl = heads;
        for (int o = 1; o < 32; o <<= 1) {{
            int v = __shfl_up_sync(0xFFFFFFFFu, incl, o);
            if (lane >= o) incl += v;
        }}
        if (lane == 31) warp_sum[warp] = incl;
        __syncthreads();
        if (warp == 0) {{
            int nw = blockDim.x >> 5;
            int w = lane < nw ? warp_sum[lane] : 0;
            for (int o = 1; o < 32; o <<= 1) {{
                int v = __shfl_up_sync(0xFFFFFFFFu, w, o);
                if (lane >= o) w += v;
            }}
            if (lane < nw) warp_sum[lane] = w;
        }}
        __syncthreads();
        heads = incl - heads + (warp > 0 ? warp_sum[warp - 1] : 0);
    }}
    for (int i = beg; i < end; ++i) {{
        {key_t} key = {key_at};
        double r;
        if (method == 4) {{
            r = (double)(i + 1);
        }} else if (method == 3) {{
            int j = i - 1;
            if (i == 0 || key != {key_at_j}) ++heads;
            r = (double)heads;
        }} else {{
            // The group [lo, hi] of equal keys around i.
            int lo = 0, hi = i;
            while (lo < hi) {{
                int j = (lo + hi) >> 1;
                if ({key_at_j} < key) lo = j + 1; else hi = j;
            }}
            int first = lo;
            lo = i; hi = n - 1;
            while (lo < hi) {{
                int j = (lo + hi + 1) >> 1;
                if ({key_at_j} > key) hi = j - 1; else lo = j;
            }}
            int last = lo;
            r = method == 0 ? 0.5 * (double)(first + last + 2)
                            : (double)((method == 1 ? first : last) + 1);
        }}
        out[base + {idx_at}] = r;
    }}
}}
"#
    )
}

/// The ranks (float64) of each row of the C-contiguous `(b, n)` `rows`, `1 <= n <=` [`MAX_N`],
/// on the GPU; NaN values get ranks after every number (replaced by the caller).
pub(crate) fn rank_rows<T: StatsFloat>(
    c: &CudaBackend,
    rows: &Array<T>,
    method: RankMethod,
) -> Result<Array<f64>> {
    let (b, n) = (rows.shape()[0], rows.shape()[1]);
    debug_assert!((1..=MAX_N).contains(&n) && rows.is_c_contiguous());
    let dev = rows.device();
    let mut out = Array::<f64>::empty(&[b, n], dev)?;
    if b == 0 {
        return Ok(out);
    }
    let t = match T::DTYPE {
        DType::F32 => "float",
        _ => "double",
    };
    let internal = || Error::InvalidArgument {
        op: "rankdata",
        reason: "internal: buffer is not on the GPU".into(),
    };
    let (grid, threads, p) = row_launch("rankdata", b, n)?;
    let shared = p * if t == "float" { 8 } else { 10 };
    let f = c.function(&format!("stats_rank_rows|{t}"), || {
        (module_source(t), format!("gsci_rank_rows_{t}"))
    })?;
    let code = match method {
        RankMethod::Average => 0i32,
        RankMethod::Min => 1,
        RankMethod::Max => 2,
        RankMethod::Dense => 3,
        RankMethod::Ordinal => 4,
    };
    let xptr = rows.device_ptr().ok_or_else(internal)?;
    let optr = out.device_ptr_mut()?.ok_or_else(internal)?;
    let mut args = KernelArgs::new();
    args.push(xptr)
        .push(optr)
        .push(n as i32)
        .push(p as i32)
        .push(code);
    // SAFETY: the arguments follow the kernel's parameter list (x, out, n, p, method); `x` and
    // `out` hold `b * n` elements (C-contiguous rows), block `r` reads and writes row `r` only,
    // at positions below `n` (the sorted indices are a permutation of 0..n: the padding sorts
    // after them); the dynamic shared memory holds `p` keys (and `p` indices for double), p <=
    // 4096 (40 KiB at most, and 128 bytes of static shared memory). The buffers live past the
    // launch (freed in stream order).
    unsafe { c.launch(f, (grid, 1, 1), (threads, 1, 1), shared as u32, &mut args)? };
    Ok(out)
}

/// The longest row [`trim_mean_rows`] sorts in shared memory (4 bytes per float32 key, 8 per
/// float64: 32 KiB).
pub(crate) fn trim_max_n(t: DType) -> usize {
    if t == DType::F32 { 8192 } else { 4096 }
}

/// The trimmed-mean module for `t` (`float` or `double`): each block sorts its row's keys (the
/// rank kernels' order-preserving map; NaN last, as NumPy sorts) and averages the sorted
/// positions [lo, hi) in double.
pub(crate) fn trim_source(t: &str) -> String {
    let (key_t, back, val) = if t == "float" {
        (
            "unsigned int",
            "0xFFFFFFFFu",
            r#"__device__ __forceinline__ float gsci_trim_val(unsigned int k) {
    return __uint_as_float((k & 0x80000000u) ? (k ^ 0x80000000u) : ~k);
}"#,
        )
    } else {
        (
            "unsigned long long",
            "0xFFFFFFFFFFFFFFFFull",
            r#"__device__ __forceinline__ double gsci_trim_val(unsigned long long k) {
    return __longlong_as_double((long long)((k & 0x8000000000000000ull) ? (k ^ 0x8000000000000000ull) : ~k));
}"#,
        )
    };
    let key_of = key_fn(t, "gsci_trim_key", false);
    let sort = bitonic(
        r#"{key_t} a = s[i], b = s[l];
                if ((a > b) == up) { s[i] = b; s[l] = a; }"#,
    )
    .replace("{key_t}", key_t);
    format!(
        r#"{key_of}
{val}
// The mean of the sorted positions [lo, hi) of row blockIdx.x (n elements, p = the next power
// of two >= n, blockDim.x a multiple of 32).
extern "C" __global__ void gsci_trim_mean_rows_{t}(const {t}* __restrict__ x, {t}* __restrict__ out,
                                                int n, int p, int lo, int hi) {{
    extern __shared__ unsigned long long gsci_trim_smem[];
    __shared__ double warp_sum[32];
    {key_t}* s = ({key_t}*)gsci_trim_smem;
    long long base = (long long)blockIdx.x * n;
    for (int i = threadIdx.x; i < p; i += blockDim.x) s[i] = i < n ? gsci_trim_key(x[base + i]) : {back};
    __syncthreads();
{sort}
    double acc = 0.0;
    for (int i = lo + threadIdx.x; i < hi; i += blockDim.x) acc += (double)gsci_trim_val(s[i]);
    for (int o = 16; o > 0; o >>= 1) acc += __shfl_down_sync(0xFFFFFFFFu, acc, o);
    int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    if (lane == 0) warp_sum[warp] = acc;
    __syncthreads();
    if (threadIdx.x == 0) {{
        double total = 0.0;
        for (int w = 0; w < (int)(blockDim.x >> 5); ++w) total += warp_sum[w];
        out[blockIdx.x] = ({t})(total / (double)(hi - lo));
    }}
}}
"#
    )
}

/// The mean of the sorted positions `[lo, hi)` of each row of the C-contiguous `(b, n)` `rows`,
/// `1 <= n <=` [`trim_max_n`], on the GPU (NaN sorted last; `lo == hi` gives NaN).
pub(crate) fn trim_mean_rows<T: StatsFloat>(
    c: &CudaBackend,
    rows: &Array<T>,
    lo: usize,
    hi: usize,
) -> Result<Array<T>> {
    let (b, n) = (rows.shape()[0], rows.shape()[1]);
    debug_assert!((1..=trim_max_n(T::DTYPE)).contains(&n) && lo <= hi && hi <= n);
    let dev = rows.device();
    let mut out = Array::<T>::empty(&[b], dev)?;
    if b == 0 {
        return Ok(out);
    }
    let t = match T::DTYPE {
        DType::F32 => "float",
        _ => "double",
    };
    let internal = || Error::InvalidArgument {
        op: "trim_mean",
        reason: "internal: buffer is not on the GPU".into(),
    };
    let (grid, threads, p) = row_launch("trim_mean", b, n)?;
    let shared = p * T::DTYPE.itemsize();
    let f = c.function(&format!("stats_trim_mean_rows|{t}"), || {
        (trim_source(t), format!("gsci_trim_mean_rows_{t}"))
    })?;
    let xptr = rows.device_ptr().ok_or_else(internal)?;
    let optr = out.device_ptr_mut()?.ok_or_else(internal)?;
    let mut args = KernelArgs::new();
    args.push(xptr)
        .push(optr)
        .push(n as i32)
        .push(p as i32)
        .push(lo as i32)
        .push(hi as i32);
    // SAFETY: the arguments follow the kernel's parameter list (x, out, n, p, lo, hi); `x` holds
    // `b * n` elements (C-contiguous rows) and `out` `b`; block `r` reads row `r` and writes
    // out[r]; the dynamic shared memory holds `p` keys (32 KiB at most), the static 256 bytes.
    // The buffers live past the launch (freed in stream order).
    unsafe { c.launch(f, (grid, 1, 1), (threads, 1, 1), shared as u32, &mut args)? };
    Ok(out)
}
