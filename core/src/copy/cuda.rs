//! CUDA side of the copy engine: generates and launches the kernels of `kernels/copy.cu`.

use super::{RawLayout, collapse_axes};
use crate::cuda::{CudaBackend, KernelArgs, grid_1d};
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::kernel_cache::TYPES_HEADER;

const COPY_CU: &str = include_str!("../kernels/copy.cu");
/// Most axes a generated strided kernel takes (after collapsing); NumPy allows 64.
pub(crate) const MAX_KERNEL_DIMS: usize = 32;
const BLOCK: u32 = 256;

/// The full source of a copy-family kernel: shared header, `copy.cu`, and one `extern "C"` wrapper.
pub(crate) fn source(wrapper: &str) -> String {
    let mut s = String::with_capacity(TYPES_HEADER.len() + COPY_CU.len() + wrapper.len() + 2);
    s.push_str(TYPES_HEADER);
    s.push('\n');
    s.push_str(COPY_CU);
    s.push('\n');
    s.push_str(wrapper);
    s
}

fn index_type(n: usize, max_offset: usize) -> (&'static str, &'static str) {
    if n < i32::MAX as usize && max_offset < i32::MAX as usize {
        ("unsigned int", "u32")
    } else {
        ("long long", "i64")
    }
}

/// The generated wrapper of the contiguous cast-copy kernel, as (source, name).
pub(crate) fn contig_kernel(s: DType, d: DType, idx: (&str, &str)) -> (String, String) {
    let name = format!("gsci_copy_contig_{}_{}_{}", s.short(), d.short(), idx.1);
    let w = format!(
        "extern \"C\" __global__ void {name}(const {st}* src, {dt}* dst, {it} n) {{ gsci_copy_contig_body<{st}, {dt}, {it}>(src, dst, n); }}\n",
        st = s.cuda_type(),
        dt = d.cuda_type(),
        it = idx.0
    );
    (source(&w), name)
}

/// The generated wrapper of the general strided cast-copy kernel for `ndim` axes.
pub(crate) fn strided_kernel(
    s: DType,
    d: DType,
    ndim: usize,
    idx: (&str, &str),
) -> (String, String) {
    let name = format!(
        "gsci_copy_strided_{}_{}_{}_{}",
        s.short(),
        d.short(),
        ndim,
        idx.1
    );
    let w = format!(
        "extern \"C\" __global__ void {name}(const {st}* src, {dt}* dst, {it} n, gsci_copy_layout<{ndim}> L) {{ gsci_copy_strided_body<{st}, {dt}, {ndim}, {it}>(src, dst, n, L); }}\n",
        st = s.cuda_type(),
        dt = d.cuda_type(),
        it = idx.0
    );
    (source(&w), name)
}

/// The generated wrapper of the tiled (transposing) cast-copy kernel.
pub(crate) fn tiled_kernel(s: DType, d: DType) -> (String, String) {
    let name = format!("gsci_copy_tiled_{}_{}", s.short(), d.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {st}* src, {dt}* dst, long long rows, long long cols, long long s_b, long long s_r, long long s_c, long long d_b, long long d_r, long long d_c) {{ gsci_copy_tiled_body<{st}, {dt}>(src, dst, rows, cols, s_b, s_r, s_c, d_b, d_r, d_c); }}\n",
        st = s.cuda_type(),
        dt = d.cuda_type()
    );
    (source(&w), name)
}

/// The generated wrapper of the strided fill kernel.
pub(crate) fn fill_kernel(d: DType, ndim: usize, idx: (&str, &str)) -> (String, String) {
    let name = format!("gsci_fill_{}_{}_{}", d.short(), ndim, idx.1);
    let w = format!(
        "extern \"C\" __global__ void {name}({dt}* dst, {dt} value, {it} n, gsci_copy_layout<{ndim}> L) {{ gsci_fill_strided_body<{dt}, {ndim}, {it}>(dst, value, n, L); }}\n",
        dt = d.cuda_type(),
        it = idx.0
    );
    (source(&w), name)
}

/// Every copy-engine kernel, grouped into one module per source dtype: `(module name, source)`.
pub(crate) fn all_generated_sources() -> Vec<(String, String)> {
    let wrapper = |(src, _name): (String, String)| {
        src[src.rfind("extern \"C\"").expect("wrapper")..].to_string()
    };
    DType::ALL
        .iter()
        .map(|&s| {
            let mut w = String::new();
            for &d in DType::ALL.iter() {
                w += &wrapper(contig_kernel(s, d, ("unsigned int", "u32")));
                w += &wrapper(contig_kernel(s, d, ("long long", "i64")));
                w += &wrapper(strided_kernel(s, d, 3, ("unsigned int", "u32")));
                w += &wrapper(strided_kernel(s, d, 1, ("long long", "i64")));
                w += &wrapper(tiled_kernel(s, d));
            }
            w += &wrapper(fill_kernel(s, 1, ("unsigned int", "u32")));
            w += &wrapper(fill_kernel(s, 4, ("long long", "i64")));
            (format!("copy_from_{}", s.short()), source(&w))
        })
        .collect()
}

/// Lowest element offset (possibly negative relative to `offset`) and span of a layout.
fn span(shape: &[usize], strides: &[isize]) -> (isize, isize) {
    let (mut lo, mut hi) = (0isize, 0isize);
    for (&n, &s) in shape.iter().zip(strides) {
        let d = (n as isize - 1) * s;
        if d < 0 { lo += d } else { hi += d }
    }
    (lo, hi)
}

fn layout_words(shape: &[usize], a: &[isize], b: &[isize]) -> Vec<i64> {
    let mut w = Vec::with_capacity(shape.len() * 3);
    w.extend(shape.iter().map(|&n| n as i64));
    w.extend(a.iter().map(|&s| s as i64));
    w.extend(b.iter().map(|&s| s as i64));
    w
}

/// `dst[dst_layout] = cast(src[src_layout])` on the GPU. `src_base`/`dst_base` are buffer base
/// addresses; layouts carry element offsets.
pub(crate) fn copy_cast<S: Element, D: Element>(
    cuda: &CudaBackend,
    src_base: u64,
    src_layout: &RawLayout,
    dst_base: u64,
    dst_layout: &RawLayout,
) -> Result<()> {
    let n: usize = src_layout.shape.iter().product();
    if n == 0 {
        return Ok(());
    }
    let (sd, dd) = (S::DTYPE, D::DTYPE);
    let src0 = src_base + (src_layout.offset * sd.itemsize()) as u64;
    let dst0 = dst_base + (dst_layout.offset * dd.itemsize()) as u64;
    let (shape, strides) = collapse_axes(
        &src_layout.shape,
        &[&src_layout.strides, &dst_layout.strides],
    );
    let (ss, ds) = (&strides[0], &strides[1]);
    let rank = shape.len();

    // Rank 0 after collapsing means a single element (all axes of extent 1).
    if rank == 0 || (rank == 1 && ss[0] == 1 && ds[0] == 1) {
        if sd == dd {
            return cuda.copy_dtod_bytes(src0, dst0, n * sd.itemsize());
        }
        let idx = index_type(n, n);
        let key = format!("copy_contig|{}|{}|{}", sd.short(), dd.short(), idx.1);
        let f = cuda.function(&key, || contig_kernel(sd, dd, idx))?;
        let mut args = KernelArgs::new();
        args.push(src0).push(dst0);
        if idx.1 == "u32" {
            args.push(n as u32);
        } else {
            args.push(n as i64);
        }
        // SAFETY: src0/dst0 hold n contiguous elements of their dtypes (layouts were checked
        // against their buffers by the callers); the argument list matches the wrapper.
        return unsafe {
            cuda.launch(
                f,
                (grid_1d(cuda, n, BLOCK), 1, 1),
                (BLOCK, 1, 1),
                0,
                &mut args,
            )
        };
    }

    // Transposing copies: the source is unit-stride along one axis, the destination along another.
    if (rank == 2 || rank == 3) && ds[rank - 1] == 1 && ss[rank - 1] != 1 {
        if let Some(r_axis) = (0..rank - 1).rev().find(|&a| ss[a] == 1) {
            let b_axis = (0..rank - 1).find(|&a| a != r_axis);
            let rows = shape[r_axis];
            let cols = shape[rank - 1];
            let batch = b_axis.map(|a| shape[a]).unwrap_or(1);
            if rows.div_ceil(32) <= 65535 && batch <= 65535 {
                let key = format!("copy_tiled|{}|{}", sd.short(), dd.short());
                let f = cuda.function(&key, || tiled_kernel(sd, dd))?;
                let (sb, db) = b_axis.map(|a| (ss[a], ds[a])).unwrap_or((0, 0));
                let mut args = KernelArgs::new();
                args.push(src0)
                    .push(dst0)
                    .push(rows as i64)
                    .push(cols as i64);
                args.push(sb as i64)
                    .push(ss[r_axis] as i64)
                    .push(ss[rank - 1] as i64);
                args.push(db as i64)
                    .push(ds[r_axis] as i64)
                    .push(ds[rank - 1] as i64);
                let grid = (
                    cols.div_ceil(32) as u32,
                    rows.div_ceil(32) as u32,
                    batch as u32,
                );
                // SAFETY: every (b, r, c) inside the shape maps inside both layouts; arguments match.
                return unsafe { cuda.launch(f, grid, (32, 8, 1), 0, &mut args) };
            }
        }
    }

    if rank > MAX_KERNEL_DIMS {
        return Err(Error::unsupported(
            format!("a copy over {rank} non-mergeable axes (at most {MAX_KERNEL_DIMS})"),
            "cuda",
        ));
    }
    let (slo, shi) = span(&shape, ss);
    let (dlo, dhi) = span(&shape, ds);
    let max_off = (shi - slo).max(dhi - dlo) as usize;
    let idx = index_type(n, max_off);
    let key = format!(
        "copy_strided|{}|{}|{}|{}",
        sd.short(),
        dd.short(),
        rank,
        idx.1
    );
    let f = cuda.function(&key, || strided_kernel(sd, dd, rank, idx))?;
    let mut args = KernelArgs::new();
    args.push(src0).push(dst0);
    if idx.1 == "u32" {
        args.push(n as u32);
    } else {
        args.push(n as i64);
    }
    args.push_i64s(&layout_words(&shape, ss, ds));
    // SAFETY: offsets computed by the kernel stay inside both layouts; arguments match.
    unsafe {
        cuda.launch(
            f,
            (grid_1d(cuda, n, BLOCK), 1, 1),
            (BLOCK, 1, 1),
            0,
            &mut args,
        )
    }
}

/// `dst[layout] = value` on the GPU.
pub(crate) fn fill<D: Element>(
    cuda: &CudaBackend,
    dst_base: u64,
    layout: &RawLayout,
    value: D,
) -> Result<()> {
    let n: usize = layout.shape.iter().product();
    if n == 0 {
        return Ok(());
    }
    let dd = D::DTYPE;
    let dst0 = dst_base + (layout.offset * dd.itemsize()) as u64;
    let (mut shape, strides) = collapse_axes(&layout.shape, &[&layout.strides]);
    let mut ds = strides.into_iter().next().expect("one stride set");
    if shape.is_empty() {
        shape.push(1);
        ds.push(1);
    }
    // All-zero bytes (zeros of every dtype, false) over contiguous memory: a memset.
    let bytes_of_value = crate::array::as_bytes(std::slice::from_ref(&value));
    if shape.len() == 1 && ds[0] == 1 && bytes_of_value.iter().all(|&b| b == 0) {
        return cuda.memset_bytes(dst0, 0, n * dd.itemsize());
    }
    if shape.len() > MAX_KERNEL_DIMS {
        return Err(Error::unsupported(
            format!("a fill over {} axes", shape.len()),
            "cuda",
        ));
    }
    let rank = shape.len();
    let (lo, hi) = span(&shape, &ds);
    let idx = index_type(n, (hi - lo) as usize);
    let key = format!("fill|{}|{}|{}", dd.short(), rank, idx.1);
    let f = cuda.function(&key, || fill_kernel(dd, rank, idx))?;
    let mut args = KernelArgs::new();
    args.push(dst0).push(value);
    if idx.1 == "u32" {
        args.push(n as u32);
    } else {
        args.push(n as i64);
    }
    args.push_i64s(&layout_words(&shape, &ds, &ds));
    // SAFETY: offsets stay inside the layout; `value` has the element's layout; arguments match.
    unsafe {
        cuda.launch(
            f,
            (grid_1d(cuda, n, BLOCK), 1, 1),
            (BLOCK, 1, 1),
            0,
            &mut args,
        )
    }
}
