//! GPU morphology: kernel sources (`kernels.cu` plus generated per-dtype wrappers) and launches.

use super::{BinaryPlan, Combine, GreyPlan, GreyValue, KERNELS_CU};
use crate::Mode;
use gsci_core::cuda::{CudaBackend, KernelArgs, grid_1d};
use gsci_core::kernel_cache::TYPES_HEADER;
use gsci_core::{Array, DType, Element, Error, Result};

/// Most axes the generic kernels take.
pub(crate) const MAX_DIMS: usize = 8;
/// Largest offset the 2-D shared-memory erosion kernel reaches (`GSCI_ND_HALO`).
const HALO: i64 = 4;

const GREY_DTYPES: [DType; 10] = [
    DType::I8,
    DType::I16,
    DType::I32,
    DType::I64,
    DType::U8,
    DType::U16,
    DType::U32,
    DType::U64,
    DType::F32,
    DType::F64,
];

fn source(wrappers: &str) -> String {
    format!("{TYPES_HEADER}\n{KERNELS_CU}\n{wrappers}")
}

fn grey_wrapper(d: DType) -> (String, String) {
    let name = format!("gsci_nd_grey_{}", d.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {t}* in, {t}* out, gsci_nd_dims shape, int ndim, long long rows, const long long* offs, const double* sval, int nnz, int mode, double cval, int minimum) {{ gsci_nd_grey_body<{t}>(in, out, shape, ndim, rows, offs, sval, nnz, mode, cval, minimum); }}\n",
        t = d.cuda_type()
    );
    (w, name)
}

fn combine_wrapper(d: DType) -> (String, String) {
    let name = format!("gsci_nd_combine_{}", d.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {t}* a, const {t}* b, const {t}* c, {t}* out, long long n, int laplace) {{ gsci_nd_combine_body<{t}>(a, b, c, out, n, laplace); }}\n",
        t = d.cuda_type()
    );
    (w, name)
}

/// Every kernel of this module in one source (for the NVRTC compile test).
pub(crate) fn all_sources() -> String {
    let mut w = String::new();
    for d in GREY_DTYPES {
        w += &grey_wrapper(d).0;
        w += &combine_wrapper(d).0;
    }
    source(&w)
}

fn plain(cuda: &CudaBackend, name: &'static str) -> Result<gsci_core::cuda::KernelFn> {
    cuda.function(&format!("ndimage_morph|{name}"), || {
        (source(""), name.to_string())
    })
}

/// `shape` padded to the kernels' fixed-size dims struct.
pub(crate) fn dims(shape: &[usize], op: &'static str) -> Result<[i64; MAX_DIMS]> {
    if shape.len() > MAX_DIMS {
        return Err(Error::Unsupported {
            what: format!(
                "{op} on arrays of {} dimensions (at most {MAX_DIMS})",
                shape.len()
            ),
            backend: "cuda".into(),
        });
    }
    let mut d = [1i64; MAX_DIMS];
    for (a, &b) in d.iter_mut().zip(shape) {
        *a = b as i64;
    }
    Ok(d)
}

pub(crate) fn ptr<T: Element>(a: &Array<T>) -> Result<u64> {
    a.device_ptr().ok_or_else(|| Error::InvalidArgument {
        op: "ndimage",
        reason: "expected a CUDA array".into(),
    })
}

fn rows_grid(rows: usize, last: usize, block: u32) -> (u32, u32, u32) {
    let gx = last.div_ceil(block as usize).clamp(1, 65535) as u32;
    let gy = rows.clamp(1, 65535) as u32;
    (gx, gy, 1)
}

fn mode_code(m: Mode) -> i32 {
    match m.for_filter() {
        Mode::Constant => 1,
        Mode::Nearest => 2,
        Mode::Mirror => 3,
        Mode::Wrap => 4,
        _ => 0,
    }
}

/// Binary erosion (`plan.invert`: dilation) repeated `plan.iterations` times (`< 1`: until
/// nothing changes), ping-ponging between two device buffers.
pub(crate) fn binary_erosion(
    cuda: &CudaBackend,
    input: &Array<bool>,
    mask: Option<&Array<bool>>,
    plan: &BinaryPlan,
) -> Result<Array<bool>> {
    const OP: &str = "binary_erosion";
    let dev = input.device();
    let shape = &plan.shape;
    let nd = shape.len();
    let n: usize = shape.iter().product();
    let last = shape[nd - 1];
    let rows = n / last;
    let nnz = plan.hood.len();
    let small_2d = nd == 2
        && shape[0].div_ceil(16) <= 65535
        && plan.hood.offsets.iter().all(|o| o.abs() <= HALO);
    // One small upload: 32-bit (dy, dx) pairs for the tiled 2-D kernel, else the per-axis and
    // linear offsets of the generic kernel.
    let (offs32, offs64, lin) = if small_2d {
        let o: Vec<i32> = plan.hood.offsets.iter().map(|&o| o as i32).collect();
        (Some(super::cuda_upload(&o, dev)?), None, None)
    } else {
        (
            None,
            Some(super::cuda_upload(&plan.hood.offsets, dev)?),
            Some(super::cuda_upload(&plan.hood.linear(shape), dev)?),
        )
    };
    let d = dims(shape, OP)?;
    let mask_ptr = match mask {
        Some(m) => ptr(m)?,
        None => 0,
    };
    let f = if small_2d {
        plain(cuda, "gsci_nd_binary_erode_2d")?
    } else {
        plain(cuda, "gsci_nd_binary_erode")?
    };
    let until_stable = plan.iterations < 1;
    let mut src = input.clone();
    let mut done = 0i64;
    loop {
        let mut dst = Array::<bool>::empty(input.shape(), dev)?;
        let flag = if until_stable {
            Some(Array::<i32>::zeros(&[1], dev)?)
        } else {
            None
        };
        let flag_ptr = match &flag {
            Some(f) => ptr(f)?,
            None => 0,
        };
        let dst_ptr = dst.device_ptr_mut()?.unwrap_or(0);
        let mut args = KernelArgs::new();
        if small_2d {
            args.push(ptr(&src)?)
                .push(mask_ptr)
                .push(dst_ptr)
                .push(shape[0] as i64)
                .push(shape[1] as i64)
                .push(offs32.as_ref().map_or(Ok(0), ptr)?)
                .push(nnz as i32)
                .push(plan.border as i32)
                .push(plan.invert as i32)
                .push(flag_ptr);
            let grid = (
                shape[1].div_ceil(64) as u32,
                shape[0].div_ceil(16).min(65535) as u32,
                1,
            );
            // SAFETY: src/dst hold h*w bytes, mask (or null) too, offs 2*nnz ints within the halo;
            // arguments match gsci_nd_binary_erode_2d.
            unsafe { cuda.launch(f, grid, (32, 8, 1), 0, &mut args)? };
        } else {
            args.push(ptr(&src)?)
                .push(mask_ptr)
                .push(dst_ptr)
                .push_i64s(&d)
                .push(nd as i32)
                .push(rows as i64)
                .push(offs64.as_ref().map_or(Ok(0), ptr)?)
                .push(lin.as_ref().map_or(Ok(0), ptr)?)
                .push(nnz as i32)
                .push(plan.border as i32)
                .push(plan.invert as i32)
                .push(flag_ptr);
            // SAFETY: src/dst hold n bytes, mask (or null) too, offs nnz*nd and lin nnz longs;
            // arguments match gsci_nd_binary_erode.
            unsafe { cuda.launch(f, rows_grid(rows, last, 256), (256, 1, 1), 0, &mut args)? };
        }
        src = dst;
        done += 1;
        if let Some(f) = flag {
            if f.to_vec()?[0] == 0 {
                break;
            }
        } else if done >= plan.iterations {
            break;
        }
    }
    Ok(src)
}

/// Grey erosion/dilation of a C-contiguous array.
pub(crate) fn grey<T: GreyValue>(
    cuda: &CudaBackend,
    x: &Array<T>,
    plan: &GreyPlan,
) -> Result<Array<T>> {
    const OP: &str = "grey morphology";
    let dt = T::DTYPE;
    let dev = x.device();
    let shape = &plan.shape;
    let nd = shape.len();
    let n: usize = shape.iter().product();
    let last = shape[nd - 1];
    let rows = n / last;
    let d = dims(shape, OP)?;
    let offs = super::cuda_upload(&plan.hood.offsets, dev)?;
    let vals = plan
        .hood
        .values
        .as_ref()
        .map(|v| super::cuda_upload(v, dev))
        .transpose()?;
    let key = format!("ndimage_morph|grey|{}", dt.short());
    let f = cuda.function(&key, || {
        let (w, name) = grey_wrapper(dt);
        (source(&w), name)
    })?;
    let mut out = Array::<T>::empty(x.shape(), dev)?;
    let mut args = KernelArgs::new();
    args.push(ptr(x)?)
        .push(out.device_ptr_mut()?.unwrap_or(0))
        .push_i64s(&d)
        .push(nd as i32)
        .push(rows as i64)
        .push(ptr(&offs)?)
        .push(match &vals {
            Some(v) => ptr(v)?,
            None => 0u64,
        })
        .push(plan.hood.len() as i32)
        .push(mode_code(plan.mode))
        .push(plan.cval)
        .push(plan.minimum as i32);
    // SAFETY: x and out hold n elements of T, offs nnz*nd longs, vals nnz doubles or null;
    // arguments match the generated wrapper.
    unsafe { cuda.launch(f, rows_grid(rows, last, 256), (256, 1, 1), 0, &mut args)? };
    Ok(out)
}

/// `a & !b` for C-contiguous boolean arrays of one shape.
pub(crate) fn and_not(cuda: &CudaBackend, a: &Array<bool>, b: &Array<bool>) -> Result<Array<bool>> {
    let n = a.len();
    let mut out = Array::<bool>::empty(a.shape(), a.device())?;
    if n == 0 {
        return Ok(out);
    }
    let f = plain(cuda, "gsci_nd_and_not")?;
    let mut args = KernelArgs::new();
    args.push(ptr(a)?)
        .push(ptr(b)?)
        .push(out.device_ptr_mut()?.unwrap_or(0))
        .push(n as i64);
    // SAFETY: a, b, out hold n bytes; arguments match gsci_nd_and_not.
    unsafe { cuda.launch(f, (grid_1d(cuda, n, 256), 1, 1), (256, 1, 1), 0, &mut args)? };
    Ok(out)
}

/// `!a` for a C-contiguous boolean array.
pub(crate) fn not(cuda: &CudaBackend, a: &Array<bool>) -> Result<Array<bool>> {
    let n = a.len();
    let mut out = Array::<bool>::empty(a.shape(), a.device())?;
    if n == 0 {
        return Ok(out);
    }
    let f = plain(cuda, "gsci_nd_not")?;
    let mut args = KernelArgs::new();
    args.push(ptr(a)?)
        .push(out.device_ptr_mut()?.unwrap_or(0))
        .push(n as i64);
    // SAFETY: a and out hold n bytes; arguments match gsci_nd_not.
    unsafe { cuda.launch(f, (grid_1d(cuda, n, 256), 1, 1), (256, 1, 1), 0, &mut args)? };
    Ok(out)
}

/// `a - b` or `a + b - 2c` in T (wrapping for integers) for C-contiguous arrays of one shape.
pub(crate) fn combine<T: GreyValue>(
    cuda: &CudaBackend,
    k: Combine,
    a: &Array<T>,
    b: &Array<T>,
    c: Option<&Array<T>>,
) -> Result<Array<T>> {
    let dt = T::DTYPE;
    let n = a.len();
    let mut out = Array::<T>::empty(a.shape(), a.device())?;
    if n == 0 {
        return Ok(out);
    }
    let key = format!("ndimage_morph|combine|{}", dt.short());
    let f = cuda.function(&key, || {
        let (w, name) = combine_wrapper(dt);
        (source(&w), name)
    })?;
    let a = super::contiguous(a)?;
    let b = super::contiguous(b)?;
    let c = c.map(super::contiguous).transpose()?;
    let mut args = KernelArgs::new();
    args.push(ptr(&a)?)
        .push(ptr(&b)?)
        .push(match &c {
            Some(c) => ptr(c)?,
            None => ptr(&a)?,
        })
        .push(out.device_ptr_mut()?.unwrap_or(0))
        .push(n as i64)
        .push((k == Combine::Laplace) as i32);
    // SAFETY: a, b, c, out hold n elements of T; arguments match the generated wrapper.
    unsafe { cuda.launch(f, (grid_1d(cuda, n, 256), 1, 1), (256, 1, 1), 0, &mut args)? };
    Ok(out)
}
