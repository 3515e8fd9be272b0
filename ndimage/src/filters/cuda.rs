//! CUDA execution of the filter building blocks: launches of the kernels in `kernels.cu`.
//!
//! - Passes along one axis: a shared-memory tile per block with its halo loaded through the
//!   mode's index mapping (rows when the axis is the last, 32-column tiles otherwise, so loads
//!   stay coalesced); windows too large for the tiles use a per-output kernel.
//! - n-d correlation and rank filters: one output per thread, tap offsets staged in shared memory,
//!   flat offsets for points whose window lies inside, per-axis mapping only near the border;
//!   rank selection by compare-exchange in registers for windows of up to 32 points.

use super::FilterElement;
use super::kernels::{self, LineVariant, MAX_DIMS, RANK_CAPS, Types, acc_for};
use super::ops::{Combine, LineOp, Taps};
use crate::Mode;
use gsci_core::cuda::CudaBackend;
use gsci_core::cuda::{KernelArgs, grid_1d};
use gsci_core::{Array, DType, Element, Error, Result};

/// Static shared memory a block may use without opting in.
const SHARED_LIMIT: usize = 48 * 1024;
const ROW_TILE: usize = 1024;
const COL_TILE: usize = 64;
const COL_X: usize = 32;
const BLOCK: u32 = 256;

fn mode_code(mode: Mode) -> i32 {
    match mode.for_filter() {
        Mode::Reflect => 0,
        Mode::Constant => 1,
        Mode::Nearest => 2,
        Mode::Mirror => 3,
        _ => 4,
    }
}

fn unsupported(what: String) -> Error {
    Error::Unsupported {
        what,
        backend: "cuda".into(),
    }
}

fn internal(reason: &str) -> Error {
    Error::InvalidArgument {
        op: "ndimage filter",
        reason: reason.into(),
    }
}

fn fits_i32(v: usize, what: &str) -> Result<i32> {
    i32::try_from(v).map_err(|_| unsupported(format!("ndimage filters with {what} {v} >= 2^31")))
}

fn types<T: Element, O: Element>(total: usize) -> Types {
    Types {
        input: T::DTYPE,
        output: O::DTYPE,
        acc: acc_for(T::DTYPE, O::DTYPE),
        index32: total < i32::MAX as usize,
    }
}

fn push_cval(args: &mut KernelArgs, acc: DType, cval: f64) {
    if acc == DType::F32 {
        args.push(cval as f32);
    } else {
        args.push(cval);
    }
}

fn push_index(args: &mut KernelArgs, index32: bool, v: usize) {
    if index32 {
        args.push(v as u32);
    } else {
        args.push(v as i64);
    }
}

/// The input as a C-contiguous device array and a fresh output of the same shape.
fn prepare<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
) -> Result<(Array<T>, Array<O>, u64, u64)> {
    let src = input.to_contiguous()?;
    let mut out = Array::<O>::empty(input.shape(), input.device())?;
    let optr = out
        .device_ptr_mut()?
        .ok_or_else(|| internal("internal: output is not on the GPU"))?;
    let iptr = src
        .device_ptr()
        .ok_or_else(|| internal("internal: input is not on the GPU"))?;
    Ok((src, out, iptr, optr))
}

fn device_ptr<V: Element>(a: &Array<V>) -> Result<u64> {
    a.device_ptr()
        .ok_or_else(|| internal("internal: buffer is not on the GPU"))
}

pub(crate) fn line_pass<T: FilterElement, O: FilterElement>(
    c: &CudaBackend,
    input: &Array<T>,
    axis: usize,
    op: &LineOp,
    mode: Mode,
    cval: f64,
    origin: i64,
) -> Result<Array<O>> {
    let shape = input.shape().to_vec();
    let total = input.len();
    if total == 0 {
        return Array::empty(&shape, input.device());
    }
    let (src, out, iptr, optr) = prepare::<T, O>(input)?;
    let n = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    let outer = total / (n * inner);
    let size = op.size();
    let (code, weights) = match op {
        LineOp::Correlate(w) => (0u32, w.clone()),
        LineOp::Minimum(_) => (1, vec![0.0]),
        LineOp::Maximum(_) => (2, vec![0.0]),
        LineOp::Uniform(_) => (3, vec![0.0]),
    };
    let (n32, inner32, outer32, size32) = (
        fits_i32(n, "axis length")?,
        fits_i32(inner, "inner extent")?,
        fits_i32(outer, "outer extent")?,
        fits_i32(size, "filter size")?,
    );
    let before = i32::try_from(size as i64 / 2 + origin)
        .map_err(|_| unsupported(format!("ndimage filters with origin {origin}")))?;
    let wdev = Array::from_vec(weights, &[op_len(op)], input.device())?;
    let t = types::<T, O>(total);
    let asz = t.acc.itemsize();
    // float32 data is staged as floats (half the shared-memory traffic) when cval is a float
    // too: the buffer then holds exactly the values a double buffer would.
    let cval_is_float = mode != Mode::Constant || cval.is_nan() || (cval as f32) as f64 == cval;
    let buf = if T::DTYPE == DType::F32 && cval_is_float {
        DType::F32
    } else {
        t.acc
    };
    let bsz = buf.itemsize();
    let rows_shared = size * asz + (ROW_TILE + size - 1) * bsz;
    let cols_shared = size * asz + (COL_TILE + size - 1) * COL_X * bsz;
    let variant = if inner == 1 && rows_shared <= SHARED_LIMIT {
        LineVariant::Rows
    } else if inner > 1 && cols_shared <= SHARED_LIMIT && n.div_ceil(COL_TILE) <= 65535 {
        LineVariant::Cols
    } else {
        LineVariant::Direct
    };
    // SciPy's running mean: non-finite values poison the rest of the line (inf - inf). The fast
    // kernels sum each window directly; they flag the lines holding a non-finite input value,
    // which the running-mean kernel then recomputes. A non-finite cval reaches every line.
    let uniform = matches!(op, LineOp::Uniform(_));
    let float_input = matches!(T::DTYPE, DType::F32 | DType::F64);
    let cval_poisons = uniform && mode == Mode::Constant && !cval.is_finite();
    if cval_poisons {
        drop((src, wdev));
        return uniform_lines::<T, O>(c, input, out, None, (n, inner, size, before), mode, cval);
    }
    let flags = if uniform && float_input {
        Some(Array::<u8>::zeros(&[outer * inner], input.device())?)
    } else {
        None
    };
    let flags_ptr = match &flags {
        Some(f) => device_ptr(f)?,
        None => 0u64,
    };
    let key = format!(
        "ndimage_line|{variant:?}|{code}|{}|{}|{}|{}|{}",
        buf.short(),
        t.input.short(),
        t.output.short(),
        t.acc.short(),
        t.index32
    );
    let f = c.function(&key, || {
        let (w, name) = kernels::line_wrapper(variant, code, t, buf);
        (kernels::source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(iptr).push(optr).push(device_ptr(&wdev)?);
    let mode_enum = mode;
    let mode = mode_code(mode);
    let (grid, block, shared) = match variant {
        LineVariant::Rows => {
            args.push(n32)
                .push(outer32)
                .push(size32)
                .push(before)
                .push(mode);
            let gx = n.div_ceil(ROW_TILE) as u32;
            ((gx, outer.min(65535) as u32, 1), (BLOCK, 1, 1), rows_shared)
        }
        LineVariant::Cols => {
            args.push(outer32)
                .push(n32)
                .push(inner32)
                .push(size32)
                .push(before)
                .push(mode);
            let gx = inner.div_ceil(COL_X) as u32;
            let gy = n.div_ceil(COL_TILE) as u32;
            (
                (gx, gy, outer.min(65535) as u32),
                (COL_X as u32, 8, 1),
                cols_shared,
            )
        }
        LineVariant::Direct => {
            push_index(&mut args, t.index32, total);
            args.push(n32)
                .push(inner32)
                .push(size32)
                .push(before)
                .push(mode);
            ((grid_1d(c, total, BLOCK), 1, 1), (BLOCK, 1, 1), 0)
        }
    };
    push_cval(&mut args, t.acc, cval);
    args.push(flags_ptr);
    // SAFETY: the arguments follow the wrapper's parameter list; `src` holds `total` inputs,
    // `out` `total` outputs, `wdev` the `size` weights the correlation reads, `flags` (or null)
    // one byte per line; all stay alive until the end of this function and are freed in stream
    // order after the kernel.
    unsafe { c.launch(f, grid, block, shared as u32, &mut args)? };
    drop((src, wdev));
    match flags {
        Some(flags) => uniform_lines::<T, O>(
            c,
            input,
            out,
            Some(flags),
            (n, inner, size, before),
            mode_enum,
            cval,
        ),
        None => Ok(out),
    }
}

/// SciPy's running mean along the lines flagged in `flags` (every line for `None`), written
/// over `out`.
fn uniform_lines<T: FilterElement, O: FilterElement>(
    c: &CudaBackend,
    input: &Array<T>,
    mut out: Array<O>,
    flags: Option<Array<u8>>,
    (n, inner, size, before): (usize, usize, usize, i32),
    mode: Mode,
    cval: f64,
) -> Result<Array<O>> {
    let total = input.len();
    let lines = total / n;
    let src = input.to_contiguous()?;
    let iptr = device_ptr(&src)?;
    let optr = out
        .device_ptr_mut()?
        .ok_or_else(|| internal("internal: output is not on the GPU"))?;
    let fptr = match &flags {
        Some(f) => device_ptr(f)?,
        None => 0u64,
    };
    let t = types::<T, O>(total);
    let key = format!(
        "ndimage_uniform_lines|{}|{}|{}",
        t.input.short(),
        t.output.short(),
        t.index32
    );
    let f = c.function(&key, || {
        let (w, name) = kernels::uniform_lines_wrapper(t);
        (kernels::source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(iptr).push(optr).push(fptr);
    push_index(&mut args, t.index32, lines);
    args.push(fits_i32(n, "axis length")?)
        .push(fits_i32(inner, "inner extent")?)
        .push(fits_i32(size, "filter size")?)
        .push(before)
        .push(mode_code(mode))
        .push(cval);
    // SAFETY: arguments in the wrapper's order; `src`/`out` hold `total` elements, `flags` (or
    // null) `lines` bytes; all alive until after the launch (freed in stream order).
    unsafe { c.launch(f, (grid_1d(c, lines, 128), 1, 1), (128, 1, 1), 0, &mut args)? };
    drop((src, flags));
    Ok(out)
}

fn op_len(op: &LineOp) -> usize {
    match op {
        LineOp::Correlate(w) => w.len(),
        _ => 1,
    }
}

/// The kernels' view of the array's shape and the interior of the window.
#[repr(C)]
#[derive(Clone, Copy)]
struct Geom {
    shape: [i32; MAX_DIMS],
    lo: [i32; MAX_DIMS],
    hi: [i32; MAX_DIMS],
}

/// Geometry and device copies of the taps (per-axis offsets, flat offsets).
fn stage_taps<T: FilterElement>(
    input: &Array<T>,
    taps: &Taps,
    what: &str,
) -> Result<(Geom, Array<i32>, Array<i64>)> {
    let shape = input.shape();
    let nd = shape.len();
    if nd > MAX_DIMS {
        return Err(unsupported(format!(
            "{what} on arrays of more than {MAX_DIMS} dimensions"
        )));
    }
    let mut g = Geom {
        shape: [1; MAX_DIMS],
        lo: [0; MAX_DIMS],
        hi: [0; MAX_DIMS],
    };
    let mut strides = vec![1i64; nd];
    for a in (0..nd.saturating_sub(1)).rev() {
        strides[a] = strides[a + 1] * shape[a + 1] as i64;
    }
    for (a, &len) in shape.iter().enumerate() {
        let (mn, mx) = taps.extent(a);
        g.shape[a] = fits_i32(len, "axis length")?;
        g.lo[a] =
            i32::try_from(-mn).map_err(|_| unsupported(format!("{what} window offset {mn}")))?;
        g.hi[a] = i32::try_from(len as i64 - 1 - mx)
            .map_err(|_| unsupported(format!("{what} window offset {mx}")))?;
    }
    let mut offsets = Vec::with_capacity(taps.offsets.len().max(1));
    for &o in &taps.offsets {
        offsets
            .push(i32::try_from(o).map_err(|_| unsupported(format!("{what} window offset {o}")))?);
    }
    let flat: Vec<i64> = (0..taps.len())
        .map(|t| (0..nd).map(|a| taps.offsets[t * nd + a] * strides[a]).sum())
        .collect();
    let (no, nf) = (offsets.len().max(1), flat.len().max(1));
    offsets.resize(no, 0);
    let mut flat = flat;
    flat.resize(nf, 0);
    Ok((
        g,
        Array::from_vec(offsets, &[no], input.device())?,
        Array::from_vec(flat, &[nf], input.device())?,
    ))
}

/// 0-d inputs: the window is the one point (or cval outside), computed on the host.
fn scalar_case<T: FilterElement, O: FilterElement>(
    input: &Array<T>,
    value: impl Fn(f64) -> f64,
) -> Result<Array<O>> {
    let v: Vec<O> = input
        .to_vec()?
        .into_iter()
        .map(|x| O::from_f64(value(x.to_f64())))
        .collect();
    Array::from_vec(v, input.shape(), input.device())
}

pub(crate) fn correlate_nd<T: FilterElement, O: FilterElement>(
    c: &CudaBackend,
    input: &Array<T>,
    taps: &Taps,
    mode: Mode,
    cval: f64,
) -> Result<Array<O>> {
    let total = input.len();
    if total == 0 {
        return Array::empty(input.shape(), input.device());
    }
    if input.ndim() == 0 {
        let s: f64 = taps.weights.iter().sum();
        return scalar_case(input, |x| x * s);
    }
    let nd = input.ndim();
    let t = types::<T, O>(total);
    let ntaps = taps.len();
    let shared = ntaps * (8 + t.acc.itemsize() + 4 * nd);
    if shared > SHARED_LIMIT {
        return Err(unsupported(format!(
            "correlate with {ntaps} non-zero weights on {nd} axes (at most {} on the GPU)",
            SHARED_LIMIT / (8 + t.acc.itemsize() + 4 * nd)
        )));
    }
    if let Some(r) = correlate_tiled_2d::<T, O>(c, input, taps, mode, cval)? {
        return Ok(r);
    }
    let (g, offsets, flat) = stage_taps(input, taps, "correlate")?;
    let mut w = taps.weights.clone();
    w.resize(ntaps.max(1), 0.0);
    let wdev = Array::from_vec(w, &[ntaps.max(1)], input.device())?;
    let (src, out, iptr, optr) = prepare::<T, O>(input)?;
    let key = format!(
        "ndimage_correlate|{nd}|{}|{}|{}|{}",
        t.input.short(),
        t.output.short(),
        t.acc.short(),
        t.index32
    );
    let f = c.function(&key, || {
        let (w, name) = kernels::correlate_wrapper(nd, t);
        (kernels::source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(iptr).push(optr);
    push_index(&mut args, t.index32, total);
    args.push(g)
        .push(device_ptr(&offsets)?)
        .push(device_ptr(&flat)?)
        .push(device_ptr(&wdev)?)
        .push(ntaps as i32)
        .push(mode_code(mode));
    push_cval(&mut args, t.acc, cval);
    // SAFETY: arguments in the wrapper's order; `src`/`out` hold `total` elements, the tap arrays
    // `ntaps` (times ndim) entries; all alive until after the launch (freed in stream order).
    unsafe {
        c.launch(
            f,
            (grid_1d(c, total, BLOCK), 1, 1),
            (BLOCK, 1, 1),
            shared as u32,
            &mut args,
        )?
    };
    drop((src, offsets, flat, wdev));
    Ok(out)
}

/// Largest window side of the tiled 2-D correlation.
const TILE2_MAX_WINDOW: usize = 31;
const TILE2: usize = 32;

/// The tiled kernel for weights over the last two axes (at most 31 x 31): `None` when the taps
/// reach other axes or the window is larger.
fn correlate_tiled_2d<T: FilterElement, O: FilterElement>(
    c: &CudaBackend,
    input: &Array<T>,
    taps: &Taps,
    mode: Mode,
    cval: f64,
) -> Result<Option<Array<O>>> {
    let shape = input.shape();
    let nd = shape.len();
    if nd < 2 || taps.len() == 0 {
        return Ok(None);
    }
    if (0..nd - 2).any(|a| taps.extent(a) != (0, 0)) {
        return Ok(None);
    }
    let (mny, mxy) = taps.extent(nd - 2);
    let (mnx, mxx) = taps.extent(nd - 1);
    let kh = (mxy - mny + 1) as usize;
    let kw = (mxx - mnx + 1) as usize;
    let (h, w) = (shape[nd - 2], shape[nd - 1]);
    if kh > TILE2_MAX_WINDOW || kw > TILE2_MAX_WINDOW || h.div_ceil(TILE2) > 65535 {
        return Ok(None);
    }
    let total = input.len();
    let batch = total / (h * w);
    let t = types::<T, O>(total);
    let mut dense = vec![0.0; kh * kw];
    for k in 0..taps.len() {
        let dy = (taps.offsets[k * nd + nd - 2] - mny) as usize;
        let dx = (taps.offsets[k * nd + nd - 1] - mnx) as usize;
        dense[dy * kw + dx] = taps.weights[k];
    }
    let wdev = Array::from_vec(dense, &[kh * kw], input.device())?;
    let (src, out, iptr, optr) = prepare::<T, O>(input)?;
    let key = format!(
        "ndimage_correlate2d|{}|{}|{}|{}",
        t.input.short(),
        t.output.short(),
        t.acc.short(),
        t.index32
    );
    let f = c.function(&key, || {
        let (w, name) = kernels::correlate2d_wrapper(t);
        (kernels::source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(iptr)
        .push(optr)
        .push(device_ptr(&wdev)?)
        .push(fits_i32(batch, "batch")?)
        .push(fits_i32(h, "axis length")?)
        .push(fits_i32(w, "axis length")?)
        .push(kh as i32)
        .push(kw as i32)
        .push(mny as i32)
        .push(mnx as i32)
        .push(mode_code(mode));
    push_cval(&mut args, t.acc, cval);
    let shared = (kh * kw + (TILE2 + kh - 1) * (TILE2 + kw - 1)) * t.acc.itemsize();
    let grid = (
        w.div_ceil(TILE2) as u32,
        h.div_ceil(TILE2) as u32,
        batch.min(65535) as u32,
    );
    // SAFETY: arguments in the wrapper's order; `src`/`out` hold `total` elements, `wdev` the
    // kh * kw weights; the shared tile fits the 48 KiB default (31 x 31 windows, f64 at most
    // (961 + 62 * 62) * 8 bytes); all buffers outlive the launch (freed in stream order).
    unsafe { c.launch(f, grid, (TILE2 as u32, 8, 1), shared as u32, &mut args)? };
    drop((src, wdev));
    Ok(Some(out))
}

pub(crate) fn rank_nd<T: FilterElement, O: FilterElement>(
    c: &CudaBackend,
    input: &Array<T>,
    taps: &Taps,
    rank: usize,
    mode: Mode,
    cval: f64,
) -> Result<Array<O>> {
    let total = input.len();
    if total == 0 {
        return Array::empty(input.shape(), input.device());
    }
    if input.ndim() == 0 {
        return scalar_case(input, |x| x);
    }
    let nd = input.ndim();
    let ntaps = taps.len();
    let Some(&cap) = RANK_CAPS.iter().find(|&&cap| cap >= ntaps) else {
        return Err(unsupported(format!(
            "rank filters over footprints of {ntaps} points (at most {} on the GPU)",
            RANK_CAPS[RANK_CAPS.len() - 1]
        )));
    };
    if let Some(r) = rank_tiled_2d::<T, O>(c, input, taps, rank, mode, cval)? {
        return Ok(r);
    }
    let t = types::<T, O>(total);
    let (g, offsets, flat) = stage_taps(input, taps, "rank_filter")?;
    let (src, out, iptr, optr) = prepare::<T, O>(input)?;
    let key = format!(
        "ndimage_rank|{nd}|{cap}|{}|{}|{}|{}",
        t.input.short(),
        t.output.short(),
        t.acc.short(),
        t.index32
    );
    let f = c.function(&key, || {
        let (w, name) = kernels::rank_wrapper(nd, cap, t);
        (kernels::source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(iptr).push(optr);
    push_index(&mut args, t.index32, total);
    args.push(g)
        .push(device_ptr(&offsets)?)
        .push(device_ptr(&flat)?)
        .push(ntaps as i32)
        .push(rank as i32)
        .push(mode_code(mode));
    push_cval(&mut args, t.acc, cval);
    let shared = ntaps * (8 + 4 * nd);
    // SAFETY: arguments in the wrapper's order; buffers sized as above and alive until after the
    // launch.
    unsafe {
        c.launch(
            f,
            (grid_1d(c, total, BLOCK), 1, 1),
            (BLOCK, 1, 1),
            shared as u32,
            &mut args,
        )?
    };
    drop((src, offsets, flat));
    Ok(out)
}

/// The tiled rank kernel for windows over the last two axes (at most 31 x 31, at most 32 taps):
/// `None` when the taps reach other axes or the window is larger.
fn rank_tiled_2d<T: FilterElement, O: FilterElement>(
    c: &CudaBackend,
    input: &Array<T>,
    taps: &Taps,
    rank: usize,
    mode: Mode,
    cval: f64,
) -> Result<Option<Array<O>>> {
    let shape = input.shape();
    let nd = shape.len();
    let ntaps = taps.len();
    if nd < 2 || ntaps == 0 || ntaps > 32 {
        return Ok(None);
    }
    if (0..nd - 2).any(|a| taps.extent(a) != (0, 0)) {
        return Ok(None);
    }
    let Some(&cap) = RANK_CAPS.iter().find(|&&cap| cap >= ntaps) else {
        return Ok(None);
    };
    let (mny, mxy) = taps.extent(nd - 2);
    let (mnx, mxx) = taps.extent(nd - 1);
    let kh = (mxy - mny + 1) as usize;
    let kw = (mxx - mnx + 1) as usize;
    let (h, w) = (shape[nd - 2], shape[nd - 1]);
    if kh > TILE2_MAX_WINDOW || kw > TILE2_MAX_WINDOW || h.div_ceil(TILE2) > 65535 {
        return Ok(None);
    }
    let total = input.len();
    let batch = total / (h * w);
    let t = types::<T, O>(total);
    // float32 data selects in float (the same order as in double: the values are floats).
    let sel = if T::DTYPE == DType::F32 {
        DType::F32
    } else {
        t.acc
    };
    let mut rel = Vec::with_capacity(2 * ntaps);
    for k in 0..ntaps {
        rel.push((taps.offsets[k * nd + nd - 2] - mny) as i32);
        rel.push((taps.offsets[k * nd + nd - 1] - mnx) as i32);
    }
    let tdev = Array::from_vec(rel, &[2 * ntaps], input.device())?;
    let (src, out, iptr, optr) = prepare::<T, O>(input)?;
    let key = format!(
        "ndimage_rank2d|{cap}|{}|{}|{}|{}|{}",
        t.input.short(),
        t.output.short(),
        t.acc.short(),
        sel.short(),
        t.index32
    );
    let f = c.function(&key, || {
        let (w, name) = kernels::rank2d_wrapper(cap, t, sel);
        (kernels::source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(iptr)
        .push(optr)
        .push(device_ptr(&tdev)?)
        .push(ntaps as i32)
        .push(rank as i32)
        .push(fits_i32(batch, "batch")?)
        .push(fits_i32(h, "axis length")?)
        .push(fits_i32(w, "axis length")?)
        .push(kh as i32)
        .push(kw as i32)
        .push(mny as i32)
        .push(mnx as i32)
        .push(mode_code(mode));
    push_cval(&mut args, sel, cval);
    let shared = (TILE2 + kh - 1) * (TILE2 + kw - 1) * sel.itemsize() + ntaps * 4;
    let grid = (
        w.div_ceil(TILE2) as u32,
        h.div_ceil(TILE2) as u32,
        batch.min(65535) as u32,
    );
    // SAFETY: arguments in the wrapper's order; `src`/`out` hold `total` elements, `tdev` the
    // 2 * ntaps tap offsets; the shared tile fits 48 KiB (62 x 62 doubles plus 32 offsets); all
    // buffers outlive the launch (freed in stream order).
    unsafe { c.launch(f, grid, (TILE2 as u32, 8, 1), shared as u32, &mut args)? };
    drop((src, tdev));
    Ok(Some(out))
}

pub(crate) fn combine<O: FilterElement>(
    c: &CudaBackend,
    out: Array<O>,
    other: Option<&Array<O>>,
    op: Combine,
) -> Result<Array<O>> {
    let total = out.len();
    let mut out = out.to_contiguous()?;
    if total == 0 {
        return Ok(out);
    }
    let optr = out
        .device_ptr_mut()?
        .ok_or_else(|| internal("internal: output is not on the GPU"))?;
    let other = match other {
        Some(o) => Some(o.to_contiguous()?),
        None => None,
    };
    let other_ptr = match &other {
        Some(o) => device_ptr(o)?,
        None => optr,
    };
    let index32 = total < i32::MAX as usize;
    let key = format!("ndimage_combine|{}|{index32}", O::DTYPE.short());
    let f = c.function(&key, || {
        let (w, name) = kernels::combine_wrapper(O::DTYPE, index32);
        (kernels::source(&w), name)
    })?;
    let code: i32 = match op {
        Combine::Add => 0,
        Combine::Square => 1,
        Combine::AddSquare => 2,
        Combine::Sqrt => 3,
    };
    let mut args = KernelArgs::new();
    args.push(optr).push(other_ptr);
    push_index(&mut args, index32, total);
    args.push(code);
    // SAFETY: both buffers hold `total` elements of O and stay alive until after the launch.
    unsafe {
        c.launch(
            f,
            (grid_1d(c, total, BLOCK), 1, 1),
            (BLOCK, 1, 1),
            0,
            &mut args,
        )?
    };
    drop(other);
    Ok(out)
}

/// The kernel-cache key of user code: the code itself (two bodies share a kernel only when
/// they are the same text).
fn user_key(preamble: &str, body: &str) -> String {
    format!("{}|{preamble}|{}|{body}", preamble.len(), body.len())
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn generic_nd<T: FilterElement>(
    c: &CudaBackend,
    input: &Array<T>,
    taps: &Taps,
    mode: Mode,
    cval: f64,
    preamble: &str,
    body: &str,
) -> Result<Array<T>> {
    let total = input.len();
    if total == 0 {
        return Array::empty(input.shape(), input.device());
    }
    let nd = input.ndim();
    if nd == 0 {
        return Err(unsupported(
            "generic_filter of a 0-d array on the GPU (use the CPU)".into(),
        ));
    }
    let ntaps = taps.len();
    let Some(&cap) = RANK_CAPS.iter().find(|&&cap| cap >= ntaps) else {
        return Err(unsupported(format!(
            "generic_filter over footprints of {ntaps} points (at most {} on the GPU)",
            RANK_CAPS[RANK_CAPS.len() - 1]
        )));
    };
    let t = Types {
        input: T::DTYPE,
        output: T::DTYPE,
        acc: DType::F64,
        index32: total < i32::MAX as usize,
    };
    let (g, offsets, flat) = stage_taps(input, taps, "generic_filter")?;
    let (src, out, iptr, optr) = prepare::<T, T>(input)?;
    let key = format!(
        "ndimage_generic|{nd}|{cap}|{}|{}|{}",
        t.input.short(),
        t.index32,
        user_key(preamble, body)
    );
    let f = c.function(&key, || {
        let (w, name) = kernels::generic_wrapper(nd, cap, t, preamble, body);
        (kernels::source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(iptr).push(optr);
    push_index(&mut args, t.index32, total);
    args.push(g)
        .push(device_ptr(&offsets)?)
        .push(device_ptr(&flat)?)
        .push(ntaps as i32)
        .push(mode_code(mode))
        .push(cval);
    let shared = ntaps * (8 + 4 * nd);
    // SAFETY: arguments in the wrapper's order; buffers sized as above and alive until after the
    // launch. The user's function reads the `ntaps` values it is given.
    unsafe {
        c.launch(
            f,
            (grid_1d(c, total, 128), 1, 1),
            (128, 1, 1),
            shared as u32,
            &mut args,
        )?
    };
    drop((src, offsets, flat));
    Ok(out)
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn generic_line<T: FilterElement>(
    c: &CudaBackend,
    input: &Array<T>,
    axis: usize,
    size: usize,
    before: i64,
    mode: Mode,
    cval: f64,
    preamble: &str,
    body: &str,
) -> Result<Array<T>> {
    let shape = input.shape().to_vec();
    let total = input.len();
    if total == 0 {
        return Array::empty(&shape, input.device());
    }
    let n = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    let lines = total / n;
    let (n32, inner32, size32) = (
        fits_i32(n, "axis length")?,
        fits_i32(inner, "inner extent")?,
        fits_i32(size, "filter size")?,
    );
    fits_i32(n + size - 1, "extended line length")?;
    let before = i32::try_from(before)
        .map_err(|_| unsupported(format!("generic_filter1d with offset {before}")))?;
    let t = Types {
        input: T::DTYPE,
        output: T::DTYPE,
        acc: DType::F64,
        index32: total < i32::MAX as usize,
    };
    let scratch_in = Array::<f64>::empty(&[lines * (n + size - 1)], input.device())?;
    let scratch_out = Array::<f64>::empty(&[total], input.device())?;
    let (src, out, iptr, optr) = prepare::<T, T>(input)?;
    let key = format!(
        "ndimage_generic_line|{}|{}|{}",
        t.input.short(),
        t.index32,
        user_key(preamble, body)
    );
    let f = c.function(&key, || {
        let (w, name) = kernels::generic_line_wrapper(t, preamble, body);
        (kernels::source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(iptr)
        .push(optr)
        .push(device_ptr(&scratch_in)?)
        .push(device_ptr(&scratch_out)?);
    push_index(&mut args, t.index32, lines);
    args.push(n32)
        .push(inner32)
        .push(size32)
        .push(before)
        .push(mode_code(mode))
        .push(cval);
    // SAFETY: arguments in the wrapper's order; the scratch buffers hold `lines` extended lines
    // and `lines` output lines; all buffers alive until after the launch.
    unsafe { c.launch(f, (grid_1d(c, lines, 64), 1, 1), (64, 1, 1), 0, &mut args)? };
    drop((src, scratch_in, scratch_out));
    Ok(out)
}
