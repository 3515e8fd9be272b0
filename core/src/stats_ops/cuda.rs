//! CUDA side of the counting and order statistics: the kernels of `kernels/stats_ops.cu`.

use crate::array::Array;
use crate::copy::DstMut;
use crate::cuda::{CudaBackend, DeviceBuffer, KernelArgs, KernelFn, grid_1d};
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::kernel_cache::TYPES_HEADER;

const STATS_CU: &str = include_str!("../kernels/stats_ops.cu");
const BLOCK: u32 = 256;
/// Bins kept in shared memory (8 bytes each) when at most this many.
const SMEM_BINS: usize = 4096;

fn source(wrappers: &str) -> String {
    format!("{TYPES_HEADER}\n{STATS_CU}\n{wrappers}")
}

fn minmax_kernel(t: DType, mode: i32) -> (String, String) {
    let name = format!("gsci_st_minmax_{}_{mode}", t.short());
    let w = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const {ty}* x, long long n, unsigned long long* mm) {{ gsci_st_minmax_body<{ty}, {mode}>(x, n, mm); }}\n",
        ty = t.cuda_type()
    );
    (w, name)
}

fn bincount_kernel(weighted: bool) -> (String, String) {
    let w = weighted as i32;
    let name = format!("gsci_st_bincount_{w}");
    let s = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const long long* x, const double* w, long long n, void* out, long long len, int smem) {{ gsci_st_bincount_body<{w}>(x, w, n, out, len, smem); }}\n"
    );
    (s, name)
}

fn histogram_kernel(t: DType) -> (String, String) {
    let name = format!("gsci_st_histogram_{}", t.short());
    let w = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const {ty}* x, long long n, const double* edges, long long nb, unsigned long long* counts, int smem) {{ gsci_st_histogram_body<{ty}>(x, n, edges, nb, counts, smem); }}\n",
        ty = t.cuda_type()
    );
    (w, name)
}

fn digitize_kernel(t: DType) -> (String, String) {
    let name = format!("gsci_st_digitize_{}", t.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {ty}* x, long long n, const double* bins, long long nb, long long* out, int decreasing, int right) {{ gsci_st_digitize_body<{ty}>(x, n, bins, nb, out, decreasing, right); }}\n",
        ty = t.cuda_type()
    );
    (w, name)
}

/// The compute type of an interpolating quantile with output `o`.
fn compute_type(o: DType) -> &'static str {
    match o {
        DType::F32 | DType::F16 | DType::BF16 => "float",
        _ => "double",
    }
}

fn quantile_kernel(t: DType, o: DType) -> (String, String) {
    let name = format!("gsci_st_quantile_{}_{}", t.short(), o.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {ty}* sorted, long long batch, long long n, const double* q, long long nq, int method, {to}* out) {{ gsci_st_quantile_body<{ty}, {to}, {c}>(sorted, batch, n, q, nq, method, out); }}\n",
        ty = t.cuda_type(),
        to = o.cuda_type(),
        c = compute_type(o)
    );
    (w, name)
}

fn quantile_take_kernel(t: DType) -> (String, String) {
    let name = format!("gsci_st_quantile_take_{}", t.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {ty}* sorted, long long batch, long long n, const double* q, long long nq, int method, {ty}* out) {{ gsci_st_quantile_take_body<{ty}>(sorted, batch, n, q, nq, method, out); }}\n",
        ty = t.cuda_type()
    );
    (w, name)
}

/// Every kernel of the module for every dtype it takes (NVRTC compile test).
pub(crate) fn all_generated_sources() -> Vec<(String, String)> {
    let mut w = String::new();
    w += &minmax_kernel(DType::I64, 0).0;
    w += &bincount_kernel(false).0;
    w += &bincount_kernel(true).0;
    for &t in DType::ALL.iter().filter(|t| !t.is_complex()) {
        w += &minmax_kernel(t, 1).0;
        w += &histogram_kernel(t).0;
        w += &digitize_kernel(t).0;
        if t != DType::Bool {
            w += &quantile_take_kernel(t).0;
            let o = if t.is_float() { t } else { DType::F64 };
            w += &quantile_kernel(t, o).0;
            if o != DType::F64 {
                w += &quantile_kernel(t, DType::F64).0;
            }
        }
    }
    vec![("stats_ops".to_string(), source(&w))]
}

fn func(c: &CudaBackend, key: &str, make: impl FnOnce() -> (String, String)) -> Result<KernelFn> {
    c.function(key, || {
        let (w, name) = make();
        (source(&w), name)
    })
}

fn ptr<T: Element>(a: &Array<T>) -> Result<u64> {
    a.device_ptr().ok_or_else(|| {
        Error::invalid(
            "stats_ops",
            "internal: a CPU array reached the CUDA backend",
        )
    })
}

fn out_ptr<T: Element>(out: &mut Array<T>) -> Result<u64> {
    match out.storage_mut()? {
        DstMut::Cuda(p) => Ok(p),
        DstMut::Host(_) => Err(Error::invalid(
            "stats_ops",
            "internal: a CPU output on CUDA",
        )),
    }
}

/// # Safety
/// `args` must match `f` and its pointers be valid for `n` grid-stride items.
unsafe fn launch_1d(
    c: &CudaBackend,
    f: KernelFn,
    n: usize,
    shared: u32,
    args: &mut KernelArgs,
) -> Result<()> {
    // SAFETY: forwarded from the caller.
    unsafe { c.launch(f, (grid_1d(c, n, BLOCK), 1, 1), (BLOCK, 1, 1), shared, args) }
}

/// The [min, max] keys of `x` (one 16-byte read-back).
fn minmax_keys<T: Element>(c: &CudaBackend, x: &Array<T>, mode: i32) -> Result<(u64, u64)> {
    let t = T::DTYPE;
    let f = func(c, &format!("st_minmax|{}|{mode}", t.short()), || {
        minmax_kernel(t, mode)
    })?;
    let mm = DeviceBuffer::alloc(c, 16)?;
    c.memset_bytes(mm.ptr(), 0xFF, 8)?;
    c.memset_bytes(mm.ptr() + 8, 0, 8)?;
    let mut args = KernelArgs::new();
    args.push(ptr(x)?).push(x.len() as i64).push(mm.ptr());
    // SAFETY: x holds len elements (contiguous); mm holds two u64.
    unsafe { launch_1d(c, f, x.len(), 0, &mut args)? };
    let mut b = [0u8; 16];
    c.copy_dtoh_bytes(mm.ptr(), &mut b)?;
    Ok((
        u64::from_ne_bytes(b[..8].try_into().expect("8 bytes")),
        u64::from_ne_bytes(b[8..].try_into().expect("8 bytes")),
    ))
}

/// Smallest and largest value of a non-empty contiguous int64 array.
pub(crate) fn minmax_i64(c: &CudaBackend, x: &Array<i64>) -> Result<(i64, i64)> {
    let (lo, hi) = minmax_keys(c, x, 0)?;
    Ok(((lo ^ (1 << 63)) as i64, (hi ^ (1 << 63)) as i64))
}

/// Smallest and largest value as f64 (NaN when the data holds a NaN).
pub(crate) fn minmax_f64<T: Element>(c: &CudaBackend, x: &Array<T>) -> Result<(f64, f64)> {
    let (lo, hi) = minmax_keys(c, x, 1)?;
    if hi == u64::MAX {
        return Ok((f64::NAN, f64::NAN));
    }
    let dec = crate::sort::keys::decode_real::<f64>;
    Ok((dec(lo), dec(hi)))
}

fn bincount_launch(c: &CudaBackend, x: &Array<i64>, w: u64, out: u64, len: usize) -> Result<()> {
    c.memset_bytes(out, 0, len * 8)?;
    if x.is_empty() {
        return Ok(());
    }
    let weighted = w != 0;
    let f = func(c, &format!("st_bincount|{}", weighted as i32), || {
        bincount_kernel(weighted)
    })?;
    let smem = len <= SMEM_BINS;
    let mut args = KernelArgs::new();
    args.push(ptr(x)?)
        .push(w)
        .push(x.len() as i64)
        .push(out)
        .push(len as i64)
        .push(smem as i32);
    let shared = if smem { (len * 8) as u32 } else { 0 };
    // SAFETY: x holds validated values in [0, len); out holds len slots; w (when given) x.len().
    unsafe { launch_1d(c, f, x.len(), shared, &mut args) }
}

/// Counts of each value of `x` (validated to lie in `[0, len)`).
pub(crate) fn bincount(c: &CudaBackend, x: &Array<i64>, len: usize) -> Result<Array<i64>> {
    let mut out = Array::<i64>::empty(&[len], x.device())?;
    if len > 0 {
        let dst = out_ptr(&mut out)?;
        bincount_launch(c, x, 0, dst, len)?;
    }
    Ok(out)
}

/// Sums of `w` by the value of `x` (validated to lie in `[0, len)`).
pub(crate) fn bincount_weighted(
    c: &CudaBackend,
    x: &Array<i64>,
    w: &Array<f64>,
    len: usize,
) -> Result<Array<f64>> {
    let mut out = Array::<f64>::empty(&[len], x.device())?;
    if len > 0 {
        let dst = out_ptr(&mut out)?;
        let wp = if w.is_empty() { 0 } else { ptr(w)? };
        bincount_launch(c, x, wp, dst, len)?;
    }
    Ok(out)
}

fn upload(v: &[f64], dev: &crate::Device) -> Result<Array<f64>> {
    Array::from_slice(v, &[v.len()], dev)
}

/// Histogram counts of a flat contiguous array over `edges` (increasing, at least one).
pub(crate) fn histogram<T: Element>(
    c: &CudaBackend,
    flat: &Array<T>,
    edges: &[f64],
) -> Result<Array<i64>> {
    let nb = edges.len() - 1;
    let mut out = Array::<i64>::empty(&[nb], flat.device())?;
    if nb == 0 {
        return Ok(out);
    }
    let dst = out_ptr(&mut out)?;
    c.memset_bytes(dst, 0, nb * 8)?;
    if flat.is_empty() {
        return Ok(out);
    }
    let e = upload(edges, flat.device())?;
    let t = T::DTYPE;
    let f = func(c, &format!("st_histogram|{}", t.short()), || {
        histogram_kernel(t)
    })?;
    let smem = nb <= SMEM_BINS;
    let mut args = KernelArgs::new();
    args.push(ptr(flat)?)
        .push(flat.len() as i64)
        .push(ptr(&e)?)
        .push(nb as i64)
        .push(dst)
        .push(smem as i32);
    let shared = if smem { (nb * 8) as u32 } else { 0 };
    // SAFETY: flat holds len elements; edges nb + 1; out nb counts.
    unsafe { launch_1d(c, f, flat.len(), shared, &mut args)? };
    Ok(out)
}

/// `digitize` of a contiguous array over `bins` (reversed when decreasing), flat.
pub(crate) fn digitize<T: Element>(
    c: &CudaBackend,
    x: &Array<T>,
    bins: &[f64],
    decreasing: bool,
    right: bool,
) -> Result<Array<i64>> {
    let mut out = Array::<i64>::empty(&[x.len()], x.device())?;
    if x.is_empty() {
        return Ok(out);
    }
    let b = upload(bins, x.device())?;
    let bp = if bins.is_empty() { 0 } else { ptr(&b)? };
    let t = T::DTYPE;
    let f = func(c, &format!("st_digitize|{}", t.short()), || {
        digitize_kernel(t)
    })?;
    let mut args = KernelArgs::new();
    args.push(ptr(x)?)
        .push(x.len() as i64)
        .push(bp)
        .push(bins.len() as i64)
        .push(out_ptr(&mut out)?)
        .push(decreasing as i32)
        .push(right as i32);
    // SAFETY: x and out hold len elements; bins nb doubles.
    unsafe { launch_1d(c, f, x.len(), 0, &mut args)? };
    Ok(out)
}

/// Quantiles of each sorted row (`batch` rows of `n > 0`): `out[qi * batch + r]`, flat. Method
/// codes as `stats_ops.rs` (5 = median, `qs` unused).
pub(crate) fn quantiles<T: Element, O: Element>(
    c: &CudaBackend,
    sorted: &Array<T>,
    batch: usize,
    n: usize,
    qs: &[f64],
    method: i32,
) -> Result<Array<O>> {
    let nq = qs.len().max(1);
    let total = nq * batch;
    let mut out = Array::<O>::empty(&[total], sorted.device())?;
    let q = upload(if qs.is_empty() { &[0.0] } else { qs }, sorted.device())?;
    let (t, o) = (T::DTYPE, O::DTYPE);
    let f = if (1..=3).contains(&method) {
        if t != o {
            return Err(Error::invalid(
                "quantile",
                "internal: lower/higher/nearest keep the dtype",
            ));
        }
        func(c, &format!("st_quantile_take|{}", t.short()), || {
            quantile_take_kernel(t)
        })?
    } else {
        func(
            c,
            &format!("st_quantile|{}|{}", t.short(), o.short()),
            || quantile_kernel(t, o),
        )?
    };
    let mut args = KernelArgs::new();
    args.push(ptr(sorted)?)
        .push(batch as i64)
        .push(n as i64)
        .push(ptr(&q)?)
        .push(nq as i64)
        .push(method)
        .push(out_ptr(&mut out)?);
    // SAFETY: sorted holds batch * n elements, q nq doubles, out nq * batch outputs.
    unsafe { launch_1d(c, f, total, 0, &mut args)? };
    Ok(out)
}
