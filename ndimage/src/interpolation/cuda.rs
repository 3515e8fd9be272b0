//! GPU interpolation: the prefilter (pad, then one thread per line and axis, in place) and the
//! resampling kernel (one thread per output element), compiled per (input type, output type,
//! rank, order) through the kernel cache.

use super::{BoundaryCode, Mapping, Resample, cpu::poles};
use gsci_core::cuda::{CudaBackend, KernelArgs, KernelFn, grid_1d};
use gsci_core::kernel_cache::TYPES_HEADER;
use gsci_core::{Array, DType, Element, Error, Result};

const KERNELS_CU: &str = include_str!("kernels.cu");

/// The largest input rank (and affine/zoom output rank) the CUDA kernels take.
pub(crate) const MAX_RANK: usize = 8;

/// `GsciNiParams` in kernels.cu, field for field.
#[repr(C)]
#[derive(Clone, Copy)]
struct Params {
    idims: [i64; MAX_RANK],
    odims: [i64; MAX_RANK],
    matrix: [f64; MAX_RANK * MAX_RANK],
    shift: [f64; MAX_RANK],
    zoom: [f64; MAX_RANK],
    cval: f64,
    n_local: i64,
    batch: i64,
    orank: i32,
    kind: i32,
    mode: i32,
    npad: i32,
    grid_mode: i32,
    pad_: i32,
}

impl Params {
    fn new() -> Self {
        Params {
            idims: [1; MAX_RANK],
            odims: [1; MAX_RANK],
            matrix: [0.0; MAX_RANK * MAX_RANK],
            shift: [0.0; MAX_RANK],
            zoom: [1.0; MAX_RANK],
            cval: 0.0,
            n_local: 0,
            batch: 1,
            orank: 0,
            kind: 0,
            mode: 0,
            npad: 0,
            grid_mode: 0,
            pad_: 0,
        }
    }
}

/// The module of one (input type, output type, rank), holding the kernels of orders 0..=5.
fn resample_module(ti: DType, to: DType, rank: usize) -> String {
    format!("gsci_ni_resample_{}_{}_r{rank}", ti.short(), to.short())
}

fn resample_instance(ti: DType, to: DType, rank: usize) -> String {
    format!(
        "GSCI_NI_RESAMPLE({}, {}, {}, {rank})\n",
        resample_module(ti, to, rank),
        ti.cuda_type(),
        to.cuda_type()
    )
}

fn pad_name(ti: DType, c: DType) -> String {
    format!("gsci_ni_pad_{}_{}", ti.short(), c.short())
}

fn pad_instance(ti: DType, c: DType) -> String {
    format!(
        "GSCI_NI_PAD({}, {}, {})\n",
        pad_name(ti, c),
        ti.cuda_type(),
        c.cuda_type()
    )
}

/// One module with a representative set of instantiations, for the NVRTC compile test (the
/// run-time modules hold one instantiation each, from the same templates).
pub(crate) fn all_sources() -> String {
    use DType::*;
    let mut s = format!("{TYPES_HEADER}\n{KERNELS_CU}\n");
    // Rank 3 covers both footprint sums (unrolled up to order 3, a loop above).
    for (ti, to, rank) in [(F64, F64, 2), (F32, I64, 3), (U8, U8, 1)] {
        s += &resample_instance(ti, to, rank);
    }
    for (ti, c) in [(U8, F64), (F32, F32), (I32, F64), (F64, F64), (I8, F64)] {
        s += &pad_instance(ti, c);
    }
    s
}

fn resample_fn(
    cuda: &CudaBackend,
    ti: DType,
    to: DType,
    rank: usize,
    order: usize,
) -> Result<KernelFn> {
    let module = resample_module(ti, to, rank);
    let name = format!("{module}_o{order}");
    cuda.function(&format!("ndimage_interp|{name}"), || {
        (
            format!(
                "{TYPES_HEADER}\n{KERNELS_CU}\n{}",
                resample_instance(ti, to, rank)
            ),
            name.clone(),
        )
    })
}

fn pad_fn(cuda: &CudaBackend, ti: DType, c: DType) -> Result<KernelFn> {
    let name = pad_name(ti, c);
    cuda.function(&format!("ndimage_interp|{name}"), || {
        (
            format!("{TYPES_HEADER}\n{KERNELS_CU}\n{}", pad_instance(ti, c)),
            name.clone(),
        )
    })
}

fn spline_fn(cuda: &CudaBackend, c: DType) -> Result<KernelFn> {
    let name = if c == DType::F32 {
        "gsci_ni_spline_f32"
    } else {
        "gsci_ni_spline_f64"
    };
    cuda.function(&format!("ndimage_interp|{name}"), || {
        (format!("{TYPES_HEADER}\n{KERNELS_CU}\n"), name.to_string())
    })
}

fn ptr<T: Element>(a: &Array<T>) -> u64 {
    a.device_ptr().unwrap_or(0)
}

fn too_many_dims(what: &str, n: usize) -> Error {
    Error::Unsupported {
        what: format!("ndimage interpolation with {what} of {n} dimensions (at most {MAX_RANK})"),
        backend: "cuda".into(),
    }
}

/// The spline filter of `order` along `axes` of the C-contiguous `coef`, in place.
fn spline_axes<C: Element>(
    cuda: &CudaBackend,
    coef: &mut Array<C>,
    axes: &[usize],
    order: usize,
    bc: BoundaryCode,
) -> Result<()> {
    let shape = coef.shape().to_vec();
    let total: usize = shape.iter().product();
    let ps = poles(order);
    let p = coef.device_ptr_mut()?.unwrap_or(0);
    for &axis in axes {
        let len = shape[axis];
        if len <= 1 || total == 0 {
            continue;
        }
        let inner: usize = shape[axis + 1..].iter().product();
        let lines = total / len;
        let mut a = KernelArgs::new();
        a.push(p)
            .push(len as i64)
            .push(inner as i64)
            .push(lines as i64)
            .push(ps.len() as i32)
            .push(ps[0])
            .push(*ps.get(1).unwrap_or(&0.5))
            .push(bc as i32);
        // SAFETY: coef holds `total` elements of C (float or double, as the kernel's name says);
        // each line of `len` elements `inner` apart lies inside it.
        unsafe {
            cuda.launch(
                spline_fn(cuda, C::DTYPE)?,
                (grid_1d(cuda, lines, 32), 1, 1),
                (32, 1, 1),
                0,
                &mut a,
            )?
        };
    }
    Ok(())
}

/// SciPy's `spline_filter1d`/`spline_filter` on the GPU, in `C` (f32 for f32 in and out, else
/// f64), converting to `O` after every axis as SciPy's repeated calls do.
pub(crate) fn spline_filter<T: Element, O: Element>(
    cuda: &CudaBackend,
    input: &Array<T>,
    axes: &[usize],
    order: usize,
    bc: BoundaryCode,
) -> Result<Array<O>> {
    if T::DTYPE == DType::F32 && O::DTYPE == DType::F32 {
        spline_filter_in::<T, f32, O>(cuda, input, axes, order, bc)
    } else {
        spline_filter_in::<T, f64, O>(cuda, input, axes, order, bc)
    }
}

fn spline_filter_in<T: Element, C: Element, O: Element>(
    cuda: &CudaBackend,
    input: &Array<T>,
    axes: &[usize],
    order: usize,
    bc: BoundaryCode,
) -> Result<Array<O>> {
    let mut coef = input.astype::<C>()?;
    for (i, &axis) in axes.iter().enumerate() {
        spline_axes(cuda, &mut coef, &[axis], order, bc)?;
        if O::DTYPE != C::DTYPE && i + 1 < axes.len() {
            coef = coef.astype::<O>()?.astype::<C>()?;
        }
    }
    coef.astype::<O>()
}

/// Prefilter (when asked) and resample the C-contiguous `input`, whose first `nbatch` axes are
/// independent planes.
#[allow(clippy::too_many_arguments)]
pub(crate) fn transform<T: Element, O: Element>(
    cuda: &CudaBackend,
    input: &Array<T>,
    nbatch: usize,
    plan: &Resample,
    coords: Option<&Array<f64>>,
    (npad, pad_value): (usize, f64),
    prefilter: bool,
    out_shape: &[usize],
) -> Result<Array<O>> {
    if input.ndim() - nbatch > MAX_RANK {
        return Err(too_many_dims("an input", input.ndim() - nbatch));
    }
    if !prefilter {
        return resample::<T, O>(cuda, input, nbatch, plan, coords, 0, out_shape);
    }
    if T::DTYPE == DType::F32 {
        let coef = prefiltered::<T, f32>(cuda, input, nbatch, plan, npad, pad_value)?;
        resample::<f32, O>(cuda, &coef, nbatch, plan, coords, npad, out_shape)
    } else {
        let coef = prefiltered::<T, f64>(cuda, input, nbatch, plan, npad, pad_value)?;
        resample::<f64, O>(cuda, &coef, nbatch, plan, coords, npad, out_shape)
    }
}

fn prefiltered<T: Element, C: Element>(
    cuda: &CudaBackend,
    input: &Array<T>,
    nbatch: usize,
    plan: &Resample,
    npad: usize,
    pad_value: f64,
) -> Result<Array<C>> {
    let shape = input.shape();
    let nd = shape.len();
    let mut coef = if npad == 0 {
        input.astype::<C>()?
    } else {
        if nd > MAX_RANK {
            return Err(too_many_dims("a padded input", nd));
        }
        let pshape: Vec<usize> = shape
            .iter()
            .enumerate()
            .map(|(d, &n)| if d >= nbatch { n + 2 * npad } else { n })
            .collect();
        let n_out: usize = pshape.iter().product();
        let mut out = Array::<C>::empty(&pshape, input.device())?;
        let mut p = Params::new();
        for d in 0..nd {
            p.idims[d] = shape[d] as i64;
            p.odims[d] = pshape[d] as i64;
        }
        p.npad = npad as i32;
        p.cval = pad_value;
        let mut a = KernelArgs::new();
        a.push(ptr(input))
            .push(out.device_ptr_mut()?.unwrap_or(0))
            .push(p)
            .push(nd as i32)
            .push(n_out as i64)
            .push(i32::from(plan.mode == crate::Mode::GridConstant));
        // SAFETY: input holds prod(shape) elements of T, out n_out of C; matches GSCI_NI_PAD.
        unsafe {
            cuda.launch(
                pad_fn(cuda, T::DTYPE, C::DTYPE)?,
                (grid_1d(cuda, n_out, 256), 1, 1),
                (256, 1, 1),
                0,
                &mut a,
            )?
        };
        out
    };
    let axes: Vec<usize> = (nbatch..nd).collect();
    spline_axes(cuda, &mut coef, &axes, plan.order, plan.boundary())?;
    Ok(coef)
}

fn resample<TI: Element, O: Element>(
    cuda: &CudaBackend,
    coef: &Array<TI>,
    nbatch: usize,
    plan: &Resample,
    coords: Option<&Array<f64>>,
    npad: usize,
    out_shape: &[usize],
) -> Result<Array<O>> {
    let shape = coef.shape();
    let rank = shape.len() - nbatch;
    let batch: usize = shape[..nbatch].iter().product();
    let n_local: usize = plan.out_shape.iter().product();
    let orank = plan.out_shape.len();
    let mut p = Params::new();
    for h in 0..rank {
        p.idims[h] = shape[nbatch + h] as i64;
    }
    p.cval = plan.cval;
    p.n_local = n_local as i64;
    p.batch = batch as i64;
    p.mode = plan.mode_code();
    p.npad = npad as i32;
    match &plan.mapping {
        Mapping::Coordinates => p.kind = 0,
        Mapping::Affine { matrix, offset } => {
            if orank > MAX_RANK {
                return Err(too_many_dims("an output", orank));
            }
            p.kind = 1;
            p.matrix[..matrix.len()].copy_from_slice(matrix);
            p.shift[..rank].copy_from_slice(offset);
        }
        Mapping::ZoomShift { zoom, shift, grid } => {
            p.kind = 2;
            p.zoom[..rank].copy_from_slice(zoom);
            p.shift[..rank].copy_from_slice(shift);
            p.grid_mode = i32::from(*grid);
        }
    }
    if p.kind != 0 {
        p.orank = orank as i32;
        for d in 0..orank {
            p.odims[d] = plan.out_shape[d] as i64;
        }
    }
    let mut out = Array::<O>::empty(out_shape, coef.device())?;
    let total = n_local * batch;
    let mut a = KernelArgs::new();
    a.push(ptr(coef))
        .push(out.device_ptr_mut()?.unwrap_or(0))
        .push(coords.map(ptr).unwrap_or(0))
        .push(p);
    // SAFETY: coef holds batch * prod(idims) elements of TI, out `total` of O, coords (kind 0)
    // rank * n_local doubles; the kernel reads coef only at boundary-mapped offsets inside a
    // plane; matches GSCI_NI_RESAMPLE.
    unsafe {
        cuda.launch(
            resample_fn(cuda, TI::DTYPE, O::DTYPE, rank, plan.order)?,
            (grid_1d(cuda, total, 256), 1, 1),
            (256, 1, 1),
            0,
            &mut a,
        )?
    };
    Ok(out)
}
