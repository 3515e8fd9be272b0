//! CUDA side of the array routines: generates and launches the kernels of `kernels/routines.cu`.
//!
//! Every launch walks a [`StridedLoop`] (collapsed on the host, at most
//! [`MAX_KERNEL_DIMS`] axes) whose shape and stride sets travel by value as one
//! `gsci_rt_layout<NDIM, NS>` parameter. Data-dependent sizes (nonzero and friends) and index
//! validation each cost one small device-to-host read.

use super::{IndexPlan, Positions, StridedLoop};
use crate::array::Array;
use crate::copy::DstMut;
use crate::copy::cuda::MAX_KERNEL_DIMS;
use crate::cuda::{CudaBackend, DeviceBuffer, KernelArgs, KernelFn, grid_1d};
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::kernel_cache::TYPES_HEADER;

const ROUTINES_CU: &str = include_str!("../kernels/routines.cu");
/// Threads per block of the grid-stride kernels.
const BLOCK: u32 = 256;
/// Threads per block and elements per tile of the nonzero kernels (`GSCI_RT_NZ_*`).
const NZ_BLOCK: u32 = 256;
const NZ_TILE: usize = 256 * 8;
/// Threads of the single block scanning the tile counts.
const SCAN_BLOCK: u32 = 1024;

/// The full source of a routines kernel: shared header, `routines.cu`, and the wrappers.
fn source(wrappers: &str) -> String {
    let mut s = String::with_capacity(TYPES_HEADER.len() + ROUTINES_CU.len() + wrappers.len() + 2);
    s.push_str(TYPES_HEADER);
    s.push('\n');
    s.push_str(ROUTINES_CU);
    s.push('\n');
    s.push_str(wrappers);
    s
}

/// The integer type of a kernel's flat index: 32-bit while the loop has fewer than 2^31
/// iterations (offsets are always 64-bit in the kernels).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Index {
    U32,
    I64,
}

impl Index {
    fn of(n: usize) -> Self {
        if n < i32::MAX as usize {
            Index::U32
        } else {
            Index::I64
        }
    }
    fn c_type(self) -> &'static str {
        match self {
            Index::U32 => "unsigned int",
            Index::I64 => "long long",
        }
    }
    fn tag(self) -> &'static str {
        match self {
            Index::U32 => "u32",
            Index::I64 => "i64",
        }
    }
    fn push(self, args: &mut KernelArgs, n: usize) {
        match self {
            Index::U32 => args.push(n as u32),
            Index::I64 => args.push(n as i64),
        };
    }
}

fn layout(ndim: usize, sets: usize) -> String {
    format!("gsci_rt_layout<{ndim}, {sets}>")
}

// ---------------------------------------------------------------- generated wrappers

pub(crate) fn index_check_kernel(ndim: usize, ix: Index) -> (String, String) {
    let name = format!("gsci_rt_index_check_{ndim}_{}", ix.tag());
    let w = format!(
        "extern \"C\" __global__ void {name}(const long long* ind, {it} n, {l} L, long long bound, unsigned long long* first_bad) {{ gsci_rt_index_check_body<{ndim}, {it}>(ind, n, L, bound, first_bad); }}\n",
        it = ix.c_type(),
        l = layout(ndim, 1)
    );
    (source(&w), name)
}

pub(crate) fn gather_kernel(t: DType, ndim: usize, ix: Index) -> (String, String) {
    let name = format!("gsci_rt_gather_{}_{ndim}_{}", t.short(), ix.tag());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {ty}* src, const long long* ind, {ty}* out, {it} n, {l} L, long long axis_len, long long axis_stride) {{ gsci_rt_gather_body<{ty}, {ndim}, {it}>(src, ind, out, n, L, axis_len, axis_stride); }}\n",
        ty = t.cuda_type(),
        it = ix.c_type(),
        l = layout(ndim, 2)
    );
    (source(&w), name)
}

pub(crate) fn put_kernel(t: DType, ndim: usize, ix: Index) -> (String, String) {
    let name = format!("gsci_rt_put_{}_{ndim}_{}", t.short(), ix.tag());
    let w = format!(
        "extern \"C\" __global__ void {name}({ty}* dst, const long long* ind, const {ty}* vals, {it} n, {l} L, long long nv, long long bound) {{ gsci_rt_put_body<{ty}, {ndim}, {it}>(dst, ind, vals, n, L, nv, bound); }}\n",
        ty = t.cuda_type(),
        it = ix.c_type(),
        l = layout(ndim, 1)
    );
    (source(&w), name)
}

pub(crate) fn scatter_add_kernel(t: DType, ndim: usize, ix: Index) -> (String, String) {
    let name = format!("gsci_rt_scatter_add_{}_{ndim}_{}", t.short(), ix.tag());
    let w = format!(
        "extern \"C\" __global__ void {name}({ty}* dst, const long long* ind, const {ty}* vals, {it} n, {l} L, long long axis_len, long long axis_stride) {{ gsci_rt_scatter_add_body<{ty}, {ndim}, {it}>(dst, ind, vals, n, L, axis_len, axis_stride); }}\n",
        ty = t.cuda_type(),
        it = ix.c_type(),
        l = layout(ndim, 3)
    );
    (source(&w), name)
}

pub(crate) fn where_kernel(t: DType, ndim: usize, ix: Index) -> (String, String) {
    let name = format!("gsci_rt_where_{}_{ndim}_{}", t.short(), ix.tag());
    let w = format!(
        "extern \"C\" __global__ void {name}(const bool* cond, const {ty}* x, const {ty}* y, {ty}* out, {it} n, {l} L) {{ gsci_rt_where_body<{ty}, {ndim}, {it}>(cond, x, y, out, n, L); }}\n",
        ty = t.cuda_type(),
        it = ix.c_type(),
        l = layout(ndim, 3)
    );
    (source(&w), name)
}

pub(crate) fn clip_kernel(t: DType, ndim: usize, ix: Index) -> (String, String) {
    let name = format!("gsci_rt_clip_{}_{ndim}_{}", t.short(), ix.tag());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {ty}* src, {ty}* out, {it} n, {l} L, {ty} lo, {ty} hi, int has_lo, int has_hi) {{ gsci_rt_clip_body<{ty}, {ndim}, {it}>(src, out, n, L, lo, hi, has_lo, has_hi); }}\n",
        ty = t.cuda_type(),
        it = ix.c_type(),
        l = layout(ndim, 1)
    );
    (source(&w), name)
}

pub(crate) fn nz_count_kernel(t: DType, ndim: usize, ix: Index) -> (String, String) {
    let name = format!("gsci_rt_nz_count_{}_{ndim}_{}", t.short(), ix.tag());
    let w = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const {ty}* src, {it} n, {l} L, unsigned long long* tile_counts) {{ gsci_rt_nz_count_body<{ty}, {ndim}, {it}>(src, n, L, tile_counts); }}\n",
        ty = t.cuda_type(),
        it = ix.c_type(),
        l = layout(ndim, 1)
    );
    (source(&w), name)
}

pub(crate) fn nz_scan_kernel() -> (String, String) {
    let name = "gsci_rt_nz_scan".to_string();
    let w = format!(
        "extern \"C\" __global__ void __launch_bounds__(1024) {name}(unsigned long long* counts, long long ntiles, unsigned long long* total) {{ gsci_rt_nz_scan_body(counts, ntiles, total); }}\n"
    );
    (source(&w), name)
}

/// `coords`: write coordinates (MODE 0) rather than flat positions (MODE 1).
pub(crate) fn nz_write_kernel(t: DType, ndim: usize, ix: Index, coords: bool) -> (String, String) {
    let mode = if coords { 0 } else { 1 };
    let name = format!("gsci_rt_nz_write{mode}_{}_{ndim}_{}", t.short(), ix.tag());
    let w = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const {ty}* src, {it} n, {l} L, const unsigned long long* tile_offsets, long long* out, long long row_stride, long long col_stride) {{ gsci_rt_nz_write_body<{ty}, {ndim}, {it}, {mode}>(src, n, L, tile_offsets, out, row_stride, col_stride); }}\n",
        ty = t.cuda_type(),
        it = ix.c_type(),
        l = layout(ndim, 1)
    );
    (source(&w), name)
}

/// A representative set of every routines kernel, for the NVRTC compile test: every dtype of
/// every family, both index types, several ranks. `(module name, source)`.
pub(crate) fn all_generated_sources() -> Vec<(String, String)> {
    let wrapper = |(src, _name): (String, String)| {
        src[src.find(ROUTINES_CU).expect("routines source") + ROUTINES_CU.len()..].to_string()
    };
    let (u, l) = (Index::U32, Index::I64);
    let mut indexing = String::new();
    indexing += &wrapper(index_check_kernel(1, u));
    indexing += &wrapper(index_check_kernel(3, l));
    for &t in DType::ALL.iter() {
        indexing += &wrapper(gather_kernel(t, 2, u));
        indexing += &wrapper(put_kernel(t, 1, u));
        indexing += &wrapper(scatter_add_kernel(t, 2, u));
    }
    indexing += &wrapper(gather_kernel(DType::F64, 1, l));
    indexing += &wrapper(put_kernel(DType::F16, 2, l));
    indexing += &wrapper(scatter_add_kernel(DType::I8, 3, l));

    let mut select = wrapper(nz_scan_kernel());
    for &t in DType::ALL.iter() {
        select += &wrapper(where_kernel(t, 2, u));
        if !t.is_complex() {
            select += &wrapper(clip_kernel(t, 1, u));
        }
        select += &wrapper(nz_count_kernel(t, 2, u));
    }
    // The write pass differs from the count pass only in what it stores: a few dtypes suffice.
    for t in [
        DType::Bool,
        DType::I8,
        DType::F16,
        DType::BF16,
        DType::F64,
        DType::C64,
    ] {
        select += &wrapper(nz_write_kernel(t, 2, u, true));
        select += &wrapper(nz_write_kernel(t, 1, u, false));
    }
    select += &wrapper(where_kernel(DType::C128, 4, l));
    select += &wrapper(clip_kernel(DType::BF16, 3, l));
    select += &wrapper(nz_count_kernel(DType::Bool, 1, l));
    select += &wrapper(nz_write_kernel(DType::Bool, 3, l, true));
    vec![
        ("routines_indexing".to_string(), source(&indexing)),
        ("routines_select".to_string(), source(&select)),
    ]
}

// ---------------------------------------------------------------- launch helpers

fn check_rank(lp: &StridedLoop, op: &str) -> Result<()> {
    if lp.ndim() > MAX_KERNEL_DIMS {
        return Err(Error::unsupported(
            format!(
                "{op} over {} non-mergeable axes (at most {MAX_KERNEL_DIMS})",
                lp.ndim()
            ),
            "cuda",
        ));
    }
    Ok(())
}

fn ptr<T: Element>(a: &Array<T>) -> Result<u64> {
    a.device_ptr()
        .ok_or_else(|| Error::invalid("routines", "internal: a CPU array reached the CUDA backend"))
}

fn out_ptr<T: Element>(out: &mut Array<T>) -> Result<u64> {
    match out.storage_mut()? {
        DstMut::Cuda(p) => Ok(p),
        DstMut::Host(_) => Err(Error::invalid(
            "routines",
            "internal: a CPU output on the CUDA backend",
        )),
    }
}

/// Launches a grid-stride kernel over `n` items.
///
/// # Safety
/// `args` must match `f`'s parameters and every pointer in them must be valid for the accesses
/// the kernel makes over `n` items.
unsafe fn launch_1d(c: &CudaBackend, f: KernelFn, n: usize, args: &mut KernelArgs) -> Result<()> {
    // SAFETY: forwarded from the caller.
    unsafe { c.launch(f, (grid_1d(c, n, BLOCK), 1, 1), (BLOCK, 1, 1), 0, args) }
}

fn read_u64(c: &CudaBackend, ptr: u64) -> Result<u64> {
    let mut bytes = [0u8; 8];
    c.copy_dtoh_bytes(ptr, &mut bytes)?;
    Ok(u64::from_ne_bytes(bytes))
}

// ---------------------------------------------------------------- operations

/// The flat C-order position of the first index outside `[-bound, bound)` (one 8-byte read).
pub(crate) fn first_bad_index(
    c: &CudaBackend,
    ind: &Array<i64>,
    bound: usize,
) -> Result<Option<usize>> {
    let n = ind.len();
    if n == 0 {
        return Ok(None);
    }
    let lp = StridedLoop::new(ind.shape(), &[ind.strides()]);
    check_rank(&lp, "index validation")?;
    let (nd, ix) = (lp.ndim(), Index::of(n));
    let key = format!("rt_index_check|{nd}|{}", ix.tag());
    let f = c.function(&key, || index_check_kernel(nd, ix))?;
    let flag = DeviceBuffer::alloc(c, 8)?;
    c.memset_bytes(flag.ptr(), 0xFF, 8)?;
    let mut args = KernelArgs::new();
    args.push(ptr(ind)?);
    ix.push(&mut args, n);
    args.push_i64s(&lp.words())
        .push(bound as i64)
        .push(flag.ptr());
    // SAFETY: `ind` holds its layout's elements; the flag is 8 bytes; arguments match the wrapper.
    unsafe { launch_1d(c, f, n, &mut args)? };
    let first = read_u64(c, flag.ptr())?;
    Ok((first != u64::MAX).then_some(first as usize))
}

pub(crate) fn gather<T: Element>(
    c: &CudaBackend,
    src: &Array<T>,
    ind: &Array<i64>,
    plan: &IndexPlan,
) -> Result<Array<T>> {
    let mut out = Array::<T>::empty(&plan.shape, src.device())?;
    let n = out.len();
    if n == 0 {
        return Ok(out);
    }
    let lp = StridedLoop::new(&plan.shape, &[&plan.base_strides, &plan.index_strides]);
    check_rank(&lp, "take")?;
    let (t, nd, ix) = (T::DTYPE, lp.ndim(), Index::of(n));
    let key = format!("rt_gather|{}|{nd}|{}", t.short(), ix.tag());
    let f = c.function(&key, || gather_kernel(t, nd, ix))?;
    let mut args = KernelArgs::new();
    args.push(ptr(src)?)
        .push(ptr(ind)?)
        .push(out_ptr(&mut out)?);
    ix.push(&mut args, n);
    args.push_i64s(&lp.words())
        .push(plan.axis_len as i64)
        .push(plan.axis_stride as i64);
    // SAFETY: offsets stay inside `src` and `ind` (plan built from their layouts; invalid indices
    // are skipped by the kernel); `out` is fresh with n elements; arguments match the wrapper.
    unsafe { launch_1d(c, f, n, &mut args)? };
    Ok(out)
}

/// `dst[wrap(ind[i])] = vals[i % vals.len()]`; `dst` is the base of a contiguous buffer of `bound`
/// elements, `vals` C-contiguous and non-empty.
pub(crate) fn put<T: Element>(
    c: &CudaBackend,
    dst: u64,
    bound: usize,
    ind: &Array<i64>,
    vals: &Array<T>,
) -> Result<()> {
    let n = ind.len();
    if n == 0 || vals.is_empty() {
        return Ok(());
    }
    let lp = StridedLoop::new(ind.shape(), &[ind.strides()]);
    check_rank(&lp, "put")?;
    let (t, nd, ix) = (T::DTYPE, lp.ndim(), Index::of(n));
    let key = format!("rt_put|{}|{nd}|{}", t.short(), ix.tag());
    let f = c.function(&key, || put_kernel(t, nd, ix))?;
    let mut args = KernelArgs::new();
    args.push(dst).push(ptr(ind)?).push(ptr(vals)?);
    ix.push(&mut args, n);
    args.push_i64s(&lp.words())
        .push(vals.len() as i64)
        .push(bound as i64);
    // SAFETY: the kernel writes only dst[0..bound) (out-of-range indices are skipped) and reads
    // vals[0..nv); arguments match the wrapper.
    unsafe { launch_1d(c, f, n, &mut args) }
}

/// `dst[off + wrap(ind) * axis_stride] += vals[off_vals]` atomically over `plan`; `dst` is the base
/// of the (unique, C-contiguous) target buffer.
pub(crate) fn scatter_add<T: Element>(
    c: &CudaBackend,
    dst: u64,
    plan: &IndexPlan,
    ind: &Array<i64>,
    vals: &Array<T>,
    vals_strides: &[isize],
) -> Result<()> {
    let n = plan.len();
    if n == 0 {
        return Ok(());
    }
    let lp = StridedLoop::new(
        &plan.shape,
        &[&plan.base_strides, &plan.index_strides, vals_strides],
    );
    check_rank(&lp, "scatter_add")?;
    let (t, nd, ix) = (T::DTYPE, lp.ndim(), Index::of(n));
    let key = format!("rt_scatter_add|{}|{nd}|{}", t.short(), ix.tag());
    let f = c.function(&key, || scatter_add_kernel(t, nd, ix))?;
    let mut args = KernelArgs::new();
    args.push(dst).push(ptr(ind)?).push(ptr(vals)?);
    ix.push(&mut args, n);
    args.push_i64s(&lp.words())
        .push(plan.axis_len as i64)
        .push(plan.axis_stride as i64);
    // SAFETY: target offsets stay inside dst (plan built from its layout, invalid indices
    // skipped); vals offsets inside its broadcast layout; arguments match the wrapper.
    unsafe { launch_1d(c, f, n, &mut args) }
}

pub(crate) fn where_<T: Element>(
    c: &CudaBackend,
    cond: &Array<bool>,
    x: &Array<T>,
    y: &Array<T>,
    shape: &[usize],
    strides: [&[isize]; 3],
) -> Result<Array<T>> {
    let mut out = Array::<T>::empty(shape, x.device())?;
    let n = out.len();
    if n == 0 {
        return Ok(out);
    }
    let lp = StridedLoop::new(shape, &strides);
    check_rank(&lp, "where")?;
    let (t, nd, ix) = (T::DTYPE, lp.ndim(), Index::of(n));
    let key = format!("rt_where|{}|{nd}|{}", t.short(), ix.tag());
    let f = c.function(&key, || where_kernel(t, nd, ix))?;
    let mut args = KernelArgs::new();
    args.push(ptr(cond)?)
        .push(ptr(x)?)
        .push(ptr(y)?)
        .push(out_ptr(&mut out)?);
    ix.push(&mut args, n);
    args.push_i64s(&lp.words());
    // SAFETY: broadcast strides keep every read inside its operand; out is fresh with n elements.
    unsafe { launch_1d(c, f, n, &mut args)? };
    Ok(out)
}

pub(crate) fn clip<T: Element>(
    c: &CudaBackend,
    a: &Array<T>,
    lo: Option<T>,
    hi: Option<T>,
) -> Result<Array<T>> {
    let mut out = Array::<T>::empty(a.shape(), a.device())?;
    let n = out.len();
    if n == 0 {
        return Ok(out);
    }
    let lp = StridedLoop::new(a.shape(), &[a.strides()]);
    check_rank(&lp, "clip")?;
    let (t, nd, ix) = (T::DTYPE, lp.ndim(), Index::of(n));
    let key = format!("rt_clip|{}|{nd}|{}", t.short(), ix.tag());
    let f = c.function(&key, || clip_kernel(t, nd, ix))?;
    let mut args = KernelArgs::new();
    args.push(ptr(a)?).push(out_ptr(&mut out)?);
    ix.push(&mut args, n);
    args.push_i64s(&lp.words())
        .push(lo.unwrap_or_default())
        .push(hi.unwrap_or_default())
        .push(lo.is_some() as i32)
        .push(hi.is_some() as i32);
    // SAFETY: reads stay inside `a`'s layout, out is fresh with n elements; T has the layout of
    // the kernel's element type; arguments match the wrapper.
    unsafe { launch_1d(c, f, n, &mut args)? };
    Ok(out)
}

/// Count, scan, compact: the positions of `a`'s truthy elements in C order.
pub(crate) fn positions<T: Element>(
    c: &CudaBackend,
    a: &Array<T>,
    mode: Positions,
) -> Result<Array<i64>> {
    let ndim = a.ndim();
    let shape_for = |count: usize| match mode {
        Positions::Flat => vec![count],
        Positions::AxisMajor => vec![ndim, count],
        Positions::PointMajor => vec![count, ndim],
    };
    let n = a.len();
    if n == 0 {
        return Array::empty(&shape_for(0), a.device());
    }
    let coords = mode != Positions::Flat;
    let lp = if coords {
        StridedLoop::uncollapsed(a.shape(), &[a.strides()])
    } else {
        StridedLoop::new(a.shape(), &[a.strides()])
    };
    check_rank(&lp, "nonzero")?;
    let ntiles = n.div_ceil(NZ_TILE);
    if ntiles > i32::MAX as usize {
        return Err(Error::unsupported(
            format!("nonzero over {n} elements"),
            "cuda",
        ));
    }
    let (t, nd, ix) = (T::DTYPE, lp.ndim(), Index::of(n));
    let count_f = c.function(
        &format!("rt_nz_count|{}|{nd}|{}", t.short(), ix.tag()),
        || nz_count_kernel(t, nd, ix),
    )?;
    let scan_f = c.function("rt_nz_scan", nz_scan_kernel)?;
    let write_f = c.function(
        &format!("rt_nz_write|{}|{nd}|{}|{coords}", t.short(), ix.tag()),
        || nz_write_kernel(t, nd, ix, coords),
    )?;
    let tiles = DeviceBuffer::alloc(c, ntiles * 8)?;
    let total = DeviceBuffer::alloc(c, 8)?;
    let src = ptr(a)?;
    let words = lp.words();

    let mut args = KernelArgs::new();
    args.push(src);
    ix.push(&mut args, n);
    args.push_i64s(&words).push(tiles.ptr());
    // SAFETY: one block per tile, each reading only positions < n of `a`'s layout and writing its
    // own tile count; arguments match the wrapper.
    unsafe {
        c.launch(
            count_f,
            (ntiles as u32, 1, 1),
            (NZ_BLOCK, 1, 1),
            0,
            &mut args,
        )?
    };
    let mut args = KernelArgs::new();
    args.push(tiles.ptr()).push(ntiles as i64).push(total.ptr());
    // SAFETY: one block scans the ntiles counts in place and writes the 8-byte total.
    unsafe { c.launch(scan_f, (1, 1, 1), (SCAN_BLOCK, 1, 1), 0, &mut args)? };
    let count = read_u64(c, total.ptr())? as usize;

    let mut out = Array::<i64>::empty(&shape_for(count), a.device())?;
    if count == 0 || out.is_empty() {
        return Ok(out);
    }
    let (row_stride, col_stride) = match mode {
        Positions::Flat => (1i64, 0i64),
        Positions::AxisMajor => (1, count as i64),
        Positions::PointMajor => (ndim as i64, 1),
    };
    let mut args = KernelArgs::new();
    args.push(src);
    ix.push(&mut args, n);
    args.push_i64s(&words)
        .push(tiles.ptr())
        .push(out_ptr(&mut out)?)
        .push(row_stride)
        .push(col_stride);
    // SAFETY: the tiles recount exactly what pass 1 counted, so positions stay below `count`, the
    // output's length along its position axis; arguments match the wrapper.
    unsafe {
        c.launch(
            write_f,
            (ntiles as u32, 1, 1),
            (NZ_BLOCK, 1, 1),
            0,
            &mut args,
        )?
    };
    Ok(out)
}
