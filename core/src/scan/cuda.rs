//! CUDA side of the scans: generates and launches the scans of `kernels/scan.cu` (sums: one pass
//! with decoupled look-back; products: the three-phase reduce / scan-of-totals / apply scan).

use crate::array::Array;
use crate::copy::DstMut;
use crate::cuda::{CudaBackend, DeviceBuffer, KernelArgs};
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::kernel_cache::TYPES_HEADER;

pub(crate) const SCAN_CU: &str = include_str!("../kernels/scan.cu");
const BLOCK: u32 = 256;
const TILE: usize = 2048;

/// Which operation a scan applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ScanOp {
    Sum,
    Prod,
}

impl ScanOp {
    fn code(self) -> i32 {
        match self {
            ScanOp::Sum => 0,
            ScanOp::Prod => 1,
        }
    }
}

/// The type a scan with output `t` computes in, and its size in bytes.
fn work_type(t: DType) -> (&'static str, usize) {
    match t {
        DType::Bool | DType::U8 | DType::U16 | DType::U32 | DType::U64 => ("unsigned long long", 8),
        DType::I8 | DType::I16 | DType::I32 | DType::I64 => ("long long", 8),
        DType::F16 | DType::BF16 | DType::F32 => ("float", 4),
        DType::F64 => ("double", 8),
        DType::C64 => ("gsci_c64", 8),
        DType::C128 => ("gsci_c128", 16),
    }
}

fn source(wrappers: &str) -> String {
    format!("{TYPES_HEADER}\n{SCAN_CU}\n{wrappers}")
}

fn tag(tin: DType, tout: DType, op: ScanOp) -> String {
    format!("{}_{}_{}", tin.short(), tout.short(), op.code())
}

fn reduce_wrapper(tin: DType, tout: DType, op: ScanOp) -> (String, String) {
    let name = format!("gsci_scan_reduce_{}", tag(tin, tout, op));
    let (w, _) = work_type(tout);
    let s = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const {ti}* in, {w}* agg, long long n, long long tpr) {{ gsci_scan_reduce_body<{ti}, {to}, {w}, {op}>(in, agg, n, tpr); }}\n",
        ti = tin.cuda_type(),
        to = tout.cuda_type(),
        op = op.code()
    );
    (s, name)
}

fn tiles_wrapper(tout: DType, op: ScanOp) -> (String, String) {
    let (w, _) = work_type(tout);
    let name = format!("gsci_scan_tiles_{}_{}", w.replace(' ', "_"), op.code());
    let s = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}({w}* agg, long long tpr) {{ gsci_scan_tiles_body<{w}, {op}>(agg, tpr); }}\n",
        op = op.code()
    );
    (s, name)
}

fn apply_wrapper(tin: DType, tout: DType, op: ScanOp, excl: bool) -> (String, String) {
    let name = format!("gsci_scan_apply_{}_{}", tag(tin, tout, op), excl as i32);
    let (w, _) = work_type(tout);
    let s = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const {ti}* in, {to}* out, const {w}* agg, long long n, long long tpr) {{ gsci_scan_apply_body<{ti}, {to}, {w}, {op}, {e}>(in, out, agg, n, tpr); }}\n",
        ti = tin.cuda_type(),
        to = tout.cuda_type(),
        op = op.code(),
        e = excl as i32
    );
    (s, name)
}

fn lb_wrapper(tin: DType, tout: DType, excl: bool) -> (String, String) {
    let name = format!(
        "gsci_scan_lb_{}_{}",
        tag(tin, tout, ScanOp::Sum),
        excl as i32
    );
    let (w, _) = work_type(tout);
    let s = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const {ti}* in, {to}* out, long long n, long long tpr, unsigned int* flags, {w}* agg, {w}* inc, unsigned int* counter) {{ gsci_scan_lb_body<{ti}, {to}, {w}, {e}>(in, out, n, tpr, flags, agg, inc, counter); }}\n",
        ti = tin.cuda_type(),
        to = tout.cuda_type(),
        e = excl as i32
    );
    (s, name)
}

/// Every scan kernel family for a representative set of dtype pairs (NVRTC compile test).
pub(crate) fn all_generated_sources() -> Vec<(String, String)> {
    let mut w = String::new();
    for &t in DType::ALL.iter() {
        let out = crate::scan::cumulative_dtype(t);
        for op in [ScanOp::Sum, ScanOp::Prod] {
            w += &reduce_wrapper(t, out, op).0;
            w += &apply_wrapper(t, out, op, false).0;
        }
    }
    for &t in DType::ALL.iter() {
        for op in [ScanOp::Sum, ScanOp::Prod] {
            let s = tiles_wrapper(t, op).0;
            if !w.contains(&s) {
                w += &s;
            }
        }
    }
    for &t in DType::ALL.iter() {
        w += &lb_wrapper(t, crate::scan::cumulative_dtype(t), false).0;
    }
    w += &lb_wrapper(DType::U32, DType::U32, true).0;
    w += &lb_wrapper(DType::U32, DType::U32, false).0;
    w += &lb_wrapper(DType::F32, DType::F16, false).0;
    w += &apply_wrapper(DType::U32, DType::U32, ScanOp::Sum, true).0;
    w += &reduce_wrapper(DType::U32, DType::U32, ScanOp::Sum).0;
    w += &apply_wrapper(DType::F32, DType::F16, ScanOp::Sum, false).0;
    w += &apply_wrapper(DType::F64, DType::I8, ScanOp::Prod, false).0;
    for t in [DType::C64, DType::C128] {
        w += &seq_prod_wrapper(t, t).0;
    }
    vec![("scan".to_string(), source(&w))]
}

fn seq_prod_wrapper(tin: DType, tout: DType) -> (String, String) {
    let name = format!("gsci_scan_seq_prod_{}_{}", tin.short(), tout.short());
    let (w, _) = work_type(tout);
    let s = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const {ti}* in, {to}* out, long long rows, long long n) {{ gsci_scan_seq_prod_body<{ti}, {to}, {w}>(in, out, rows, n); }}\n",
        ti = tin.cuda_type(),
        to = tout.cuda_type(),
    );
    (s, name)
}

/// Scans `rows` C-contiguous rows of `n` elements from `inp` (dtype `tin`) into `out` (dtype
/// `tout`), both device addresses of C-contiguous buffers. Ordered on the stream; no sync.
#[allow(clippy::too_many_arguments)]
pub(crate) fn scan_raw(
    c: &CudaBackend,
    inp: u64,
    out: u64,
    tin: DType,
    tout: DType,
    rows: usize,
    n: usize,
    op: ScanOp,
    exclusive: bool,
) -> Result<()> {
    if rows == 0 || n == 0 {
        return Ok(());
    }
    if op == ScanOp::Prod && tout.is_complex() && !exclusive {
        // NumPy's sequential order (see gsci_scan_seq_prod_body): one thread per row.
        let f = c.function(
            &format!("scan_seq_prod|{}|{}", tin.short(), tout.short()),
            || {
                let (w, name) = seq_prod_wrapper(tin, tout);
                (source(&w), name)
            },
        )?;
        let mut args = KernelArgs::new();
        args.push(inp).push(out).push(rows as i64).push(n as i64);
        let grid = rows.div_ceil(BLOCK as usize).min(65535) as u32;
        // SAFETY: `inp` holds rows * n elements of tin, `out` rows * n of tout.
        return unsafe { c.launch(f, (grid, 1, 1), (BLOCK, 1, 1), 0, &mut args) };
    }
    let tpr = n.div_ceil(TILE);
    let blocks = rows
        .checked_mul(tpr)
        .filter(|&b| b <= i32::MAX as usize)
        .ok_or_else(|| Error::unsupported(format!("a scan of {rows} x {n} elements"), "cuda"))?;
    let (_, wsize) = work_type(tout);
    if op == ScanOp::Sum {
        let tpr = n.div_ceil(lb_tile(wsize));
        let blocks = rows
            .checked_mul(tpr)
            .filter(|&b| b <= i32::MAX as usize)
            .ok_or_else(|| {
                Error::unsupported(format!("a scan of {rows} x {n} elements"), "cuda")
            })?;
        return scan_lookback(c, inp, out, tin, tout, n, tpr, blocks, exclusive);
    }
    let agg = if tpr > 1 {
        Some(DeviceBuffer::alloc(c, blocks * wsize)?)
    } else {
        None
    };
    let agg_ptr = agg.as_ref().map_or(0, |b| b.ptr());
    if tpr > 1 {
        let f = c.function(&format!("scan_reduce|{}", tag(tin, tout, op)), || {
            let (w, name) = reduce_wrapper(tin, tout, op);
            (source(&w), name)
        })?;
        let mut args = KernelArgs::new();
        args.push(inp).push(agg_ptr).push(n as i64).push(tpr as i64);
        // SAFETY: `inp` holds rows * n elements of tin; agg holds `blocks` work values; the
        // arguments match the wrapper.
        unsafe { c.launch(f, (blocks as u32, 1, 1), (BLOCK, 1, 1), 0, &mut args)? };
        let (w, _) = work_type(tout);
        let f = c.function(&format!("scan_tiles|{w}|{}", op.code()), || {
            let (s, name) = tiles_wrapper(tout, op);
            (source(&s), name)
        })?;
        let mut args = KernelArgs::new();
        args.push(agg_ptr).push(tpr as i64);
        // SAFETY: agg holds rows * tpr values; one block per row.
        unsafe { c.launch(f, (rows as u32, 1, 1), (BLOCK, 1, 1), 0, &mut args)? };
    }
    let f = c.function(
        &format!("scan_apply|{}|{}", tag(tin, tout, op), exclusive as i32),
        || {
            let (w, name) = apply_wrapper(tin, tout, op, exclusive);
            (source(&w), name)
        },
    )?;
    let mut args = KernelArgs::new();
    args.push(inp)
        .push(out)
        .push(agg_ptr)
        .push(n as i64)
        .push(tpr as i64);
    // SAFETY: as above; `out` holds rows * n elements of tout; agg is read only when tpr > 1.
    unsafe { c.launch(f, (blocks as u32, 1, 1), (BLOCK, 1, 1), 0, &mut args) }
}

/// Elements per tile of the look-back scan for a work type of `wsize` bytes
/// (`GSCI_SCAN_BLOCK * gsci_sc_lb_items<W>`).
fn lb_tile(wsize: usize) -> usize {
    BLOCK as usize
        * match wsize {
            0..=4 => 16,
            5..=8 => 8,
            _ => 4,
        }
}

/// A sum scan in one pass (decoupled look-back, `gsci_scan_lb_body`): `blocks = rows * tpr`
/// tiles.
#[allow(clippy::too_many_arguments)]
fn scan_lookback(
    c: &CudaBackend,
    inp: u64,
    out: u64,
    tin: DType,
    tout: DType,
    n: usize,
    tpr: usize,
    blocks: usize,
    exclusive: bool,
) -> Result<()> {
    let (_, wsize) = work_type(tout);
    // Flags (one per tile) and the tile counter, zeroed; aggregates and inclusive prefixes.
    let flags = DeviceBuffer::alloc(c, (blocks + 1) * 4)?;
    c.memset_bytes(flags.ptr(), 0, (blocks + 1) * 4)?;
    let vals = DeviceBuffer::alloc(c, 2 * blocks * wsize)?;
    let f = c.function(
        &format!(
            "scan_lb|{}|{}",
            tag(tin, tout, ScanOp::Sum),
            exclusive as i32
        ),
        || {
            let (w, name) = lb_wrapper(tin, tout, exclusive);
            (source(&w), name)
        },
    )?;
    let mut args = KernelArgs::new();
    args.push(inp)
        .push(out)
        .push(n as i64)
        .push(tpr as i64)
        .push(flags.ptr())
        .push(vals.ptr())
        .push(vals.ptr() + (blocks * wsize) as u64)
        .push(flags.ptr() + (blocks * 4) as u64);
    // SAFETY: `inp` holds blocks / tpr rows of n elements of tin, `out` as many of tout; flags
    // holds `blocks` flags and the counter, vals 2 * blocks work values; one block per tile.
    unsafe { c.launch(f, (blocks as u32, 1, 1), (BLOCK, 1, 1), 0, &mut args) }
}

/// Scans each row of the C-contiguous `(.., n)` array `data` into a new array of `O`.
pub(crate) fn scan_rows<T: Element, O: Element>(
    c: &CudaBackend,
    data: &Array<T>,
    n: usize,
    op: ScanOp,
) -> Result<Array<O>> {
    let mut out = Array::<O>::empty(data.shape(), data.device())?;
    let rows = data.len().checked_div(n).unwrap_or(0);
    let inp = data
        .device_ptr()
        .ok_or_else(|| Error::invalid("scan", "internal: a CPU array reached the CUDA backend"))?;
    let DstMut::Cuda(dst) = out.storage_mut()? else {
        return Err(Error::invalid("scan", "internal: a CPU output on CUDA"));
    };
    scan_raw(c, inp, dst, T::DTYPE, O::DTYPE, rows, n, op, false)?;
    Ok(out)
}
