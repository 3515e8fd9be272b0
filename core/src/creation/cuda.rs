//! CUDA side of array creation: generates and launches the kernels of `kernels/creation.cu`.

use super::{ArangeFill, LinspacePlan};
use crate::copy::collapse_axes;
use crate::copy::cuda::MAX_KERNEL_DIMS;
use crate::cuda::{CudaBackend, KernelArgs, grid_1d};
use crate::dtype::{DType, Element, Kind};
use crate::error::{Error, Result};
use crate::kernel_cache::TYPES_HEADER;

const CREATION_CU: &str = include_str!("../kernels/creation.cu");
const BLOCK: u32 = 256;

/// 32-bit indexing when `n` fits (offsets are computed in 64 bits either way).
const IDX32: (&str, &str) = ("unsigned int", "u32");
const IDX64: (&str, &str) = ("long long", "i64");

fn index_type(n: usize) -> (&'static str, &'static str) {
    if n < i32::MAX as usize { IDX32 } else { IDX64 }
}

fn push_index(args: &mut KernelArgs, idx: (&str, &str), n: usize) {
    if idx.1 == "u32" {
        args.push(n as u32);
    } else {
        args.push(n as i64);
    }
}

/// The full source of a creation kernel: shared header, `creation.cu`, and the wrappers.
fn source(wrappers: &str) -> String {
    let mut s = String::with_capacity(TYPES_HEADER.len() + CREATION_CU.len() + wrappers.len() + 2);
    s.push_str(TYPES_HEADER);
    s.push('\n');
    s.push_str(CREATION_CU);
    s.push('\n');
    s.push_str(wrappers);
    s
}

/// The CUDA type NumPy's arange fill computes in for a float or complex dtype.
fn compute_type(d: DType) -> &'static str {
    if super::single_precision(d) {
        "float"
    } else {
        "double"
    }
}

/// The `extern "C"` wrapper of the arange kernel for `d`, as (wrapper, name).
fn arange_wrapper(d: DType, idx: (&str, &str)) -> (String, String) {
    let (t, it) = (d.cuda_type(), idx.0);
    match d.kind() {
        Kind::Bool | Kind::Int | Kind::UInt => {
            let name = format!("gsci_arange_int_{}_{}", d.short(), idx.1);
            let w = format!(
                "extern \"C\" __global__ void {name}({t}* dst, {it} n, unsigned long long start, unsigned long long delta) {{ gsci_arange_int_body<{t}, {it}>(dst, n, start, delta); }}\n"
            );
            (w, name)
        }
        Kind::Float => {
            let c = compute_type(d);
            let name = format!("gsci_arange_real_{}_{}", d.short(), idx.1);
            let w = format!(
                "extern \"C\" __global__ void {name}({t}* dst, {it} n, {c} first, {c} second, {c} delta) {{ gsci_arange_real_body<{t}, {c}, {it}>(dst, n, first, second, delta); }}\n"
            );
            (w, name)
        }
        Kind::Complex => {
            let c = compute_type(d);
            let name = format!("gsci_arange_complex_{}_{}", d.short(), idx.1);
            let w = format!(
                "extern \"C\" __global__ void {name}({t}* dst, {it} n, {c} fr, {c} fi, {c} sr, {c} si, {c} dr, {c} di) {{ gsci_arange_complex_body<{t}, {c}, {it}>(dst, n, fr, fi, sr, si, dr, di); }}\n"
            );
            (w, name)
        }
    }
}

/// The `extern "C"` wrapper of the linspace/logspace kernel for `d`.
fn linspace_wrapper(d: DType, idx: (&str, &str)) -> (String, String) {
    let (t, it) = (d.cuda_type(), idx.0);
    let name = format!("gsci_linspace_{}_{}", d.short(), idx.1);
    let w = format!(
        "extern \"C\" __global__ void {name}({t}* dst, {it} n, double start, double stop, double step, double delta, double div, double base, int flags) {{ gsci_linspace_body<{t}, {it}>(dst, n, start, stop, step, delta, div, base, flags); }}\n"
    );
    (w, name)
}

/// The `extern "C"` wrapper of the triangular copy for `d` over `ndim` axes.
fn triangle_wrapper(d: DType, ndim: usize, idx: (&str, &str)) -> (String, String) {
    let (t, it) = (d.cuda_type(), idx.0);
    let name = format!("gsci_tri_copy_{}_{}_{}", d.short(), ndim, idx.1);
    let w = format!(
        "extern \"C\" __global__ void {name}(const {t}* src, {t}* dst, {it} n, gsci_tri_layout<{ndim}> L, long long k, int upper) {{ gsci_tri_copy_body<{t}, {ndim}, {it}>(src, dst, n, L, k, upper); }}\n"
    );
    (w, name)
}

/// A kernel's full source and name from its wrapper.
fn kernel((wrapper, name): (String, String)) -> (String, String) {
    (source(&wrapper), name)
}

/// The creation kernels the compile test checks, as `(module name, source)`: every dtype with
/// 32-bit indexing over 2 axes, and 64-bit indexing and a batch axis for one dtype of each
/// representation (the template bodies are shared, only the element type changes). One module,
/// to keep NVRTC time low.
pub(crate) fn all_generated_sources() -> Vec<(String, String)> {
    let mut w = String::new();
    for &d in DType::ALL.iter() {
        w += &arange_wrapper(d, IDX32).0;
        w += &linspace_wrapper(d, IDX32).0;
        w += &triangle_wrapper(d, 2, IDX32).0;
    }
    for d in [
        DType::Bool,
        DType::I8,
        DType::U64,
        DType::F16,
        DType::BF16,
        DType::F64,
        DType::C64,
    ] {
        w += &arange_wrapper(d, IDX64).0;
        w += &linspace_wrapper(d, IDX64).0;
        w += &triangle_wrapper(d, 3, IDX64).0;
    }
    vec![("creation".into(), source(&w))]
}

/// Launches a grid-stride kernel over `n` elements.
///
/// # Safety
/// `args` must match the kernel's parameters, and every pointer among them must be valid for the
/// elements the kernel touches for indices below `n`.
unsafe fn launch_1d(
    cuda: &CudaBackend,
    f: crate::cuda::KernelFn,
    n: usize,
    args: &mut KernelArgs,
) -> Result<()> {
    // SAFETY: forwarded from the caller.
    unsafe { cuda.launch(f, (grid_1d(cuda, n, BLOCK), 1, 1), (BLOCK, 1, 1), 0, args) }
}

/// Writes `arange` element `i` of dtype `T` to `dst[i]` for `i < n`.
pub(crate) fn arange<T: Element>(
    cuda: &CudaBackend,
    dst: u64,
    n: usize,
    fill: &ArangeFill,
) -> Result<()> {
    let d = T::DTYPE;
    let idx = index_type(n);
    let key = format!("arange|{}|{}", d.short(), idx.1);
    let f = cuda.function(&key, || kernel(arange_wrapper(d, idx)))?;
    let single = super::single_precision(d);
    let mut args = KernelArgs::new();
    args.push(dst);
    push_index(&mut args, idx, n);
    // Real and complex constants are exact in the compute type (the host rounded them to it).
    let mut push_c = |x: f64| {
        if single {
            args.push(x as f32);
        } else {
            args.push(x);
        }
    };
    match (*fill, d.kind()) {
        (ArangeFill::Int { start, delta }, Kind::Bool | Kind::Int | Kind::UInt) => {
            args.push(start).push(delta);
        }
        (
            ArangeFill::Real {
                first,
                second,
                delta,
            },
            Kind::Float,
        ) => {
            push_c(first);
            push_c(second);
            push_c(delta);
        }
        (
            ArangeFill::Complex {
                first,
                second,
                delta,
            },
            Kind::Complex,
        ) => {
            for x in [first.0, first.1, second.0, second.1, delta.0, delta.1] {
                push_c(x);
            }
        }
        _ => {
            return Err(Error::invalid(
                "arange",
                format!("internal: fill {fill:?} does not match dtype {d}"),
            ));
        }
    }
    // SAFETY: the arguments match the wrapper for `d`; `dst` holds `n` elements of `T`.
    unsafe { launch_1d(cuda, f, n, &mut args) }
}

/// Writes the `plan.num` elements of a linspace/logspace of dtype `T` to `dst`.
pub(crate) fn linspace<T: Element>(
    cuda: &CudaBackend,
    dst: u64,
    plan: &LinspacePlan,
) -> Result<()> {
    let d = T::DTYPE;
    let n = plan.num;
    let idx = index_type(n);
    let key = format!("linspace|{}|{}", d.short(), idx.1);
    let f = cuda.function(&key, || kernel(linspace_wrapper(d, idx)))?;
    let flags = (plan.step_zero as i32)
        | (plan.set_last as i32) << 1
        | (plan.floor as i32) << 2
        | (plan.base.is_some() as i32) << 3;
    let mut args = KernelArgs::new();
    args.push(dst);
    push_index(&mut args, idx, n);
    args.push(plan.start)
        .push(plan.stop)
        .push(plan.step)
        .push(plan.delta)
        .push(plan.div)
        .push(plan.base.unwrap_or(1.0))
        .push(flags);
    // SAFETY: the arguments match the wrapper for `d`; `dst` holds `n` elements of `T`.
    unsafe { launch_1d(cuda, f, n, &mut args) }
}

/// `dst` (C-contiguous, `shape`) = the source (first element at `src`, element `strides`) where
/// `col - row <= k` (lower) or `>= k` (upper) over the last two axes, zero elsewhere.
pub(crate) fn triangle<T: Element>(
    cuda: &CudaBackend,
    src: u64,
    shape: &[usize],
    strides: &[isize],
    dst: u64,
    k: isize,
    upper: bool,
) -> Result<()> {
    let n: usize = shape.iter().product();
    if n == 0 {
        return Ok(());
    }
    let nd = shape.len();
    // Merge the batch axes; the (row, col) axes stay as they are.
    let (mut kshape, kstrides) = collapse_axes(&shape[..nd - 2], &[&strides[..nd - 2]]);
    let mut kstrides = kstrides.into_iter().next().expect("one stride set");
    kshape.extend_from_slice(&shape[nd - 2..]);
    kstrides.extend_from_slice(&strides[nd - 2..]);
    let rank = kshape.len();
    if rank > MAX_KERNEL_DIMS {
        return Err(Error::unsupported(
            format!("a triangular copy over {rank} non-mergeable axes (at most {MAX_KERNEL_DIMS})"),
            "cuda",
        ));
    }
    let d = T::DTYPE;
    let idx = index_type(n);
    let key = format!("tri_copy|{}|{}|{}", d.short(), rank, idx.1);
    let f = cuda.function(&key, || kernel(triangle_wrapper(d, rank, idx)))?;
    let mut words: Vec<i64> = kshape.iter().map(|&s| s as i64).collect();
    words.extend(kstrides.iter().map(|&s| s as i64));
    let mut args = KernelArgs::new();
    args.push(src).push(dst);
    push_index(&mut args, idx, n);
    args.push_i64s(&words).push(k as i64).push(upper as i32);
    // SAFETY: the source offsets are those of a valid view of its buffer (every index inside
    // `shape`); the destination holds `n` elements; the arguments match the wrapper.
    unsafe { launch_1d(cuda, f, n, &mut args) }
}
