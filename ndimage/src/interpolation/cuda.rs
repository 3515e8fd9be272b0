//! GPU interpolation: the prefilter (pad, then per axis and pole a causal and an anti-causal
//! pass, one thread per chunk of a line) and the resampling kernel (one thread per output element), compiled per (input type, output type,
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

fn spline_fn(cuda: &CudaBackend, c: DType, causal: bool) -> Result<KernelFn> {
    let name = format!(
        "gsci_ni_spline_{}_{}",
        if causal { "causal" } else { "anticausal" },
        if c == DType::F32 { "f32" } else { "f64" }
    );
    cuda.function(&format!("ndimage_interp|{name}"), || {
        (format!("{TYPES_HEADER}\n{KERNELS_CU}\n"), name.clone())
    })
}

/// The warm-up of pole `z`: the fewest steps after which |z|^steps < 1e-20, so that a recursion
/// started from 0 that far ahead has forgotten its start to far below double rounding.
pub(crate) fn warm_up(z: f64) -> usize {
    ((1e-20f64).ln() / z.abs().ln()).ceil() as usize
}

/// The chunk length of the prefilter of a `len`-element axis of a `total`-element array: about
/// 2^17 threads per pass (every SM of a large GPU full), at least twice the longest warm-up so
/// that warm-ups cost at most half the reads, and one chunk for lines no longer than that.
fn chunk_len(len: usize, total: usize, warm: usize) -> usize {
    const THREADS: usize = 1 << 17;
    total
        .div_ceil(THREADS)
        .max(2 * warm)
        .max(32)
        .min(len.max(1))
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

/// The spline filter of `order` along `axes` of the C-contiguous `coef`, in place (through one
/// temporary of the same size: every pole is a causal pass coef -> tmp and an anti-causal pass
/// tmp -> coef, each thread one chunk of a line, see kernels.cu).
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
    if total == 0 || ps.is_empty() || axes.iter().all(|&a| shape[a] <= 1) {
        return Ok(());
    }
    let gain: f64 = ps.iter().map(|&z| (1.0 - z) * (1.0 - 1.0 / z)).product();
    let warm_max = ps.iter().map(|&z| warm_up(z)).max().unwrap_or(1);
    let mut tmp = Array::<C>::empty(&shape, coef.device())?;
    let p = coef.device_ptr_mut()?.unwrap_or(0);
    let q = tmp.device_ptr_mut()?.unwrap_or(0);
    for &axis in axes {
        let len = shape[axis];
        if len <= 1 {
            continue;
        }
        let inner: usize = shape[axis + 1..].iter().product();
        let outer = total / (len * inner);
        let chunk = chunk_len(len, total, warm_max);
        let nchunks = len.div_ceil(chunk);
        let threads = outer * nchunks * inner;
        for (k, &z) in ps.iter().enumerate() {
            let warm = warm_up(z);
            for causal in [true, false] {
                let (src, dst) = if causal { (p, q) } else { (q, p) };
                let mut a = KernelArgs::new();
                a.push(src)
                    .push(dst)
                    .push(len as i64)
                    .push(inner as i64)
                    .push(outer as i64)
                    .push(chunk as i64)
                    .push(nchunks as i64)
                    .push(warm as i64)
                    .push(z);
                if causal {
                    a.push(if k == 0 { gain } else { 1.0 });
                }
                a.push(bc as i32);
                // SAFETY: coef and tmp each hold `total` elements of C (float or double, as the
                // kernel's name says) and are distinct; every line of `len` elements `inner`
                // apart lies inside both; matches GSCI_NI_SPLINE.
                unsafe {
                    cuda.launch(
                        spline_fn(cuda, C::DTYPE, causal)?,
                        (grid_1d(cuda, threads, 256), 1, 1),
                        (256, 1, 1),
                        0,
                        &mut a,
                    )?
                };
            }
        }
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

/// A CPU mirror of the chunked prefilter kernels of kernels.cu (same chunks, warm-ups,
/// initialisations and per-step rounding, loop for loop), checked against the sequential CPU
/// prefilter: this validates the kernels' index arithmetic without a GPU.
#[cfg(test)]
mod chunk_mirror {
    use super::super::{BoundaryCode, cpu};
    use super::{chunk_len, poles, warm_up};

    /// The rounding to C: f32 or f64.
    fn to_c(v: f64, single: bool) -> f64 {
        if single { v as f32 as f64 } else { v }
    }

    fn ld(x: &[f64], i: i64, gain: f64, single: bool) -> f64 {
        to_c(x[i as usize] * gain, single)
    }

    #[allow(clippy::too_many_arguments)]
    fn causal_init(
        x: &[f64],
        n: i64,
        s: i64,
        z: f64,
        bc: i32,
        gain: f64,
        warm: i64,
        single: bool,
    ) -> f64 {
        let r;
        if bc == 0 {
            let mut z_i = z;
            let z_n_1 = z.powf((n - 1) as f64);
            let mut c0 = ld(x, 0, gain, single) + z_n_1 * ld(x, (n - 1) * s, gain, single);
            let m = if n - 1 < warm { n - 1 } else { warm };
            let mut i = 1;
            while i < m {
                c0 += z_i
                    * (ld(x, i * s, gain, single) + z_n_1 * ld(x, (n - 1 - i) * s, gain, single));
                z_i *= z;
                i += 1;
            }
            r = c0 / (1.0 - z_n_1 * z_n_1);
        } else if bc == 1 {
            let mut z_i = z;
            let mut c0 = ld(x, 0, gain, single);
            let m = if n < warm { n } else { warm };
            let mut i = 1;
            while i < m {
                c0 += z_i * ld(x, (n - i) * s, gain, single);
                z_i *= z;
                i += 1;
            }
            let z_n = if n <= warm { z_i } else { z.powf(n as f64) };
            r = c0 / (1.0 - z_n);
        } else {
            let mut z_i = z;
            let z_n = z.powf(n as f64);
            let c0 = ld(x, 0, gain, single);
            let mut acc = c0 + z_n * ld(x, (n - 1) * s, gain, single);
            let m = if n < warm { n } else { warm };
            let mut i = 1;
            while i < m {
                let mirrored = if i == n - 1 {
                    acc
                } else {
                    ld(x, (n - 1 - i) * s, gain, single)
                };
                acc += z_i * (ld(x, i * s, gain, single) + z_n * mirrored);
                z_i *= z;
                i += 1;
            }
            r = acc * (z / (1.0 - z_n * z_n)) + c0;
        }
        to_c(r, single)
    }

    fn anticausal_init(y: &[f64], n: i64, s: i64, z: f64, bc: i32, warm: i64, single: bool) -> f64 {
        let last = ((n - 1) * s) as usize;
        let r;
        if bc == 0 {
            r = (z * y[last - s as usize] + y[last]) * z / (z * z - 1.0);
        } else if bc == 1 {
            let mut z_i = z;
            let mut cl = y[last];
            let m = if n - 1 < warm { n - 1 } else { warm };
            let mut i = 0;
            while i < m {
                cl += z_i * y[(i * s) as usize];
                z_i *= z;
                i += 1;
            }
            let z_n = if n - 1 <= warm { z_i } else { z.powf(n as f64) };
            r = cl * (z / (z_n - 1.0));
        } else {
            r = y[last] * (z / (z - 1.0));
        }
        to_c(r, single)
    }

    /// Geometry of one pass: (len, inner, outer, chunk, nchunks, warm).
    type Geo = (i64, i64, i64, i64, i64, i64);

    fn causal_chunks(
        inp: &[f64],
        out: &mut [f64],
        g: Geo,
        z: f64,
        gain: f64,
        bc: i32,
        single: bool,
    ) {
        let (len, inner, outer, chunk, nchunks, warm) = g;
        let total = outer * nchunks * inner;
        for t in 0..total {
            let j = t % inner;
            let r = t / inner;
            let k = r % nchunks;
            let o = r / nchunks;
            let s = inner;
            let base = (o * len * inner + j) as usize;
            let x = &inp[base..];
            let y = &mut out[base..];
            let begin = k * chunk;
            let end = if begin + chunk < len {
                begin + chunk
            } else {
                len
            };
            let mut prev;
            let mut i;
            if begin <= warm {
                prev = causal_init(x, len, s, z, bc, gain, warm, single);
                if begin == 0 {
                    y[0] = prev;
                }
                i = 1;
            } else {
                prev = 0.0;
                i = begin - warm;
            }
            while i < begin {
                prev = to_c(ld(x, i * s, gain, single) + z * prev, single);
                i += 1;
            }
            while i < end {
                let v = ld(x, i * s, gain, single) + z * prev;
                y[(i * s) as usize] = to_c(v, single);
                prev = to_c(v, single);
                i += 1;
            }
        }
    }

    fn anticausal_chunks(inp: &[f64], out: &mut [f64], g: Geo, z: f64, bc: i32, single: bool) {
        let (len, inner, outer, chunk, nchunks, warm) = g;
        let total = outer * nchunks * inner;
        for t in 0..total {
            let j = t % inner;
            let r = t / inner;
            let k = r % nchunks;
            let o = r / nchunks;
            let s = inner;
            let base = (o * len * inner + j) as usize;
            let y = &inp[base..];
            let c = &mut out[base..];
            let begin = k * chunk;
            let end = if begin + chunk < len {
                begin + chunk
            } else {
                len
            };
            let mut next;
            let mut i;
            if end + warm >= len {
                next = anticausal_init(y, len, s, z, bc, warm, single);
                if end == len {
                    c[((len - 1) * s) as usize] = next;
                }
                i = len - 2;
            } else {
                next = 0.0;
                i = end - 1 + warm;
            }
            while i >= end {
                next = to_c(z * (next - y[(i * s) as usize]), single);
                i -= 1;
            }
            while i >= begin {
                let v = z * (next - y[(i * s) as usize]);
                c[(i * s) as usize] = to_c(v, single);
                next = to_c(v, single);
                i -= 1;
            }
        }
    }

    /// `spline_axes` of cuda.rs on the CPU: `chunk` None = the launcher's choice; `exact` = one
    /// chunk per line and untruncated initial sums (the former one-thread-per-line kernel).
    #[allow(clippy::too_many_arguments)]
    fn mirror_axis(
        data: &mut [f64],
        shape: &[usize],
        axis: usize,
        order: usize,
        bc: BoundaryCode,
        chunk: Option<usize>,
        exact: bool,
        single: bool,
    ) {
        let total: usize = shape.iter().product();
        let ps = poles(order);
        let len = shape[axis];
        if len <= 1 || total == 0 {
            return;
        }
        let gain: f64 = ps.iter().map(|&z| (1.0 - z) * (1.0 - 1.0 / z)).product();
        let warm_max = ps.iter().map(|&z| warm_up(z)).max().unwrap();
        let inner: usize = shape[axis + 1..].iter().product();
        let outer = total / (len * inner);
        let chunk = if exact {
            len
        } else {
            chunk.unwrap_or_else(|| chunk_len(len, total, warm_max))
        };
        let nchunks = len.div_ceil(chunk);
        let mut tmp = vec![f64::NAN; total];
        for (k, &z) in ps.iter().enumerate() {
            let warm = if exact { 1 << 40 } else { warm_up(z) as i64 };
            let g = (
                len as i64,
                inner as i64,
                outer as i64,
                chunk as i64,
                nchunks as i64,
                warm,
            );
            let gk = if k == 0 { gain } else { 1.0 };
            causal_chunks(data, &mut tmp, g, z, gk, bc as i32, single);
            anticausal_chunks(&tmp, data, g, z, bc as i32, single);
        }
    }

    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> f64 {
            self.0 = self
                .0
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (self.0 >> 11) as f64 / (1u64 << 53) as f64 * 10.0 - 3.0
        }
    }

    fn max_err(a: &[f64], b: &[f64]) -> (f64, f64) {
        let scale = b.iter().fold(0.0f64, |m, v| m.max(v.abs())).max(1e-300);
        let err = a.iter().zip(b).fold(0.0f64, |m, (x, y)| {
            if x.is_nan() || y.is_nan() {
                f64::INFINITY
            } else {
                m.max((x - y).abs())
            }
        });
        (err, scale)
    }

    fn check(shape: &[usize], axis: usize, chunk: Option<usize>, seed: u64) {
        for order in 2..=5 {
            for bc in [
                BoundaryCode::Mirror,
                BoundaryCode::GridWrap,
                BoundaryCode::Reflect,
            ] {
                for single in [false, true] {
                    let total: usize = shape.iter().product();
                    let mut r = Rng(seed + order as u64);
                    let x: Vec<f64> = (0..total).map(|_| to_c(r.next(), single)).collect();
                    let what = format!(
                        "{shape:?} axis {axis} chunk {chunk:?} order {order} {bc:?} f32 {single}"
                    );
                    // The sequential CPU prefilter (f64, rounded at the end).
                    let mut reference = x.clone();
                    cpu::spline_filter_axis(&mut reference, shape, axis, order, bc, &|v| {
                        to_c(v, single)
                    });
                    let mut chunked = x.clone();
                    mirror_axis(&mut chunked, shape, axis, order, bc, chunk, false, single);
                    let (err, scale) = max_err(&chunked, &reference);
                    let tol = if single { 2e-6 } else { 1e-14 };
                    assert!(
                        err <= tol * scale,
                        "{what}: chunked vs cpu {err} (scale {scale})"
                    );
                    // The former one-thread-per-line kernel, rounding every step as the chunks do.
                    let mut seq = x.clone();
                    mirror_axis(&mut seq, shape, axis, order, bc, None, true, single);
                    let (err, scale) = max_err(&chunked, &seq);
                    let tol = if single { 5e-7 } else { 1e-14 };
                    assert!(
                        err <= tol * scale,
                        "{what}: chunked vs sequential {err} (scale {scale})"
                    );
                }
            }
        }
    }

    /// 1..3, W - 1..=W + 1 of every pole (W = 11, 15, 27, 35, 46, 55), around the chunk, long.
    fn lengths(chunk: usize) -> Vec<usize> {
        let mut v = vec![
            1, 2, 3, 10, 11, 12, 14, 15, 16, 26, 27, 28, 34, 35, 36, 45, 46, 47, 54, 55, 56,
        ];
        v.extend([chunk - 1, chunk, chunk + 1, 3 * chunk + 7, 1000]);
        v
    }

    #[test]
    fn warm_ups() {
        assert_eq!(warm_up(poles(3)[0]), 35);
        for order in 2..=5 {
            for &z in poles(order) {
                let w = warm_up(z) as i32;
                assert!(z.abs().powi(w) < 1e-20 && z.abs().powi(w - 1) >= 1e-20);
            }
        }
        // 4096^2: 2^17 threads of 128 elements; short lines: one chunk.
        assert_eq!(chunk_len(4096, 4096 * 4096, 35), 128);
        assert_eq!(chunk_len(50, 50 * 50, 35), 50);
        assert_eq!(chunk_len(1000, 1000 * 10, 55), 110);
    }

    #[test]
    fn chunked_prefilter_last_axis() {
        for chunk in [64usize, 20] {
            for (i, len) in lengths(chunk).into_iter().enumerate() {
                check(&[2, len], 1, Some(chunk), 100 + i as u64);
            }
        }
        check(&[3, 700], 1, None, 7);
    }

    #[test]
    fn chunked_prefilter_inner_axes() {
        for chunk in [64usize, 20] {
            for (i, len) in lengths(chunk).into_iter().enumerate() {
                check(&[len, 3], 0, Some(chunk), 200 + i as u64);
                check(&[2, len, 2], 1, Some(chunk), 300 + i as u64);
            }
        }
        check(&[700, 3], 0, None, 8);
    }
}
