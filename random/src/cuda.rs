//! CUDA launches: one kernel per (distribution, output dtype), filling a fresh array; nothing
//! else is allocated on the device.

use crate::kernels;
use crate::sampler::{Dist, DrawCtx};
use gsci_core::cuda::{CudaBackend, KernelArgs, grid_1d};
use gsci_core::{Array, Element, Error, Result};

/// Same layout as `gsci_rnd_raw` in `kernels.cu`.
#[repr(C)]
#[derive(Clone, Copy)]
pub(crate) struct RawCtx {
    pub ctr: [u64; 4],
    pub key: [u64; 2],
    pub pre: [u64; 8],
    pub npre: u64,
    pub p: [f64; 2],
}

fn internal(op: &'static str) -> Error {
    Error::InvalidArgument {
        op,
        reason: "internal: buffer is not on the GPU".into(),
    }
}

const BLOCK: u32 = 256;

pub(crate) fn fill_dist<T: Element>(
    c: &CudaBackend,
    op: &'static str,
    d: Dist,
    ctx: &DrawCtx,
    out: &mut Array<T>,
) -> Result<()> {
    let n = out.len();
    if n == 0 {
        return Ok(());
    }
    if let Some(flat) = mt_flat_ctx(d, ctx) {
        return fill_mt_flat(c, op, d == Dist::Beta, &flat, out);
    }
    // `pe`: a thread per element; else a thread per shared 4-element block.
    let (code, pe, integral) = (d as u32, !d.block_shared(), d.integral());
    let key = format!("random_dist|{code}|{}", T::DTYPE.short());
    let f = c.function(&key, || {
        let (w, name) = kernels::dist_wrapper(code, pe, integral, T::DTYPE);
        (kernels::source(&w), name)
    })?;
    let optr = out.device_ptr_mut()?.ok_or_else(|| internal(op))?;
    let mut args = KernelArgs::new();
    args.push(optr).push(n as u64).push(*ctx);
    let items = if pe { n } else { n.div_ceil(4) };
    // SAFETY: arguments in the wrapper's order (out, n, ctx); `out` holds `n` elements and the
    // kernel writes only indices below `n`.
    unsafe {
        c.launch(
            f,
            (grid_1d(c, items, BLOCK), 1, 1),
            (BLOCK, 1, 1),
            0,
            &mut args,
        )?
    };
    Ok(())
}

/// Marsaglia and Tsang's `d = shape - 1/3` and `c = 1 / sqrt(9 d)`, with the operations of
/// `gsci_rnd_gamma_mt` (IEEE-rounded each, so the same values).
fn mt_consts(shape: f64) -> (f64, f64) {
    let d = shape - 1.0 / 3.0;
    (d, 1.0 / (9.0 * d).sqrt())
}

/// The context of the flat gamma / beta kernel (`gsci_rnd_mt_flat`) when every gamma of the
/// draw has shape >= 1 (gamma: `[scale, d, c, 0]`; beta: `[d_a, c_a, d_b, c_b]`), else `None`.
fn mt_flat_ctx(d: Dist, ctx: &DrawCtx) -> Option<DrawCtx> {
    let p = ctx.p;
    let mut flat = *ctx;
    match d {
        Dist::Gamma if p[0] >= 1.0 => {
            let (dd, c) = mt_consts(p[0]);
            flat.p = [p[1], dd, c, 0.0];
        }
        Dist::Beta if p[0] >= 1.0 && p[1] >= 1.0 && !(p[0] <= 1.0 && p[1] <= 1.0) => {
            let ((da, ca), (db, cb)) = (mt_consts(p[0]), mt_consts(p[1]));
            flat.p = [da, ca, db, cb];
        }
        _ => return None,
    }
    Some(flat)
}

fn fill_mt_flat<T: Element>(
    c: &CudaBackend,
    op: &'static str,
    beta: bool,
    ctx: &DrawCtx,
    out: &mut Array<T>,
) -> Result<()> {
    let n = out.len();
    let f = c.function(
        &format!("random_mtflat|{}|{}", beta as u8, T::DTYPE.short()),
        || {
            let (w, name) = kernels::mt_flat_wrapper(beta, T::DTYPE);
            (kernels::source(&w), name)
        },
    )?;
    let optr = out.device_ptr_mut()?.ok_or_else(|| internal(op))?;
    let mut args = KernelArgs::new();
    args.push(optr).push(n as u64).push(*ctx);
    // SAFETY: arguments in the wrapper's order (out, n, ctx); `out` holds `n` elements and the
    // kernel writes only indices below `n`.
    unsafe { c.launch(f, (grid_1d(c, n, BLOCK), 1, 1), (BLOCK, 1, 1), 0, &mut args) }
}

pub(crate) fn fill_raw<T: Element>(
    c: &CudaBackend,
    op: &'static str,
    kind: u32,
    raw: &RawCtx,
    out: &mut Array<T>,
) -> Result<()> {
    let n = out.len();
    if n == 0 {
        return Ok(());
    }
    let key = format!("random_raw|{kind}|{}", T::DTYPE.short());
    let f = c.function(&key, || {
        let (w, name) = kernels::raw_wrapper(kind, T::DTYPE);
        (kernels::source(&w), name)
    })?;
    let optr = out.device_ptr_mut()?.ok_or_else(|| internal(op))?;
    let per = if kind == 3 { 8 } else { 4 };
    let blocks = (n as u64).saturating_sub(raw.npre).div_ceil(per) as usize;
    let mut args = KernelArgs::new();
    args.push(optr).push(n as u64).push(*raw);
    // SAFETY: arguments in the wrapper's order (out, n, raw); `out` holds `n` elements and the
    // kernel writes only indices below `n`.
    unsafe {
        c.launch(
            f,
            (grid_1d(c, blocks.max(1), BLOCK), 1, 1),
            (BLOCK, 1, 1),
            0,
            &mut args,
        )?
    };
    Ok(())
}

/// Row kernel of a vector-valued draw: `out` has `rows * v.len()` elements.
pub(crate) fn fill_rows<T: Element>(
    c: &CudaBackend,
    op: &'static str,
    d: Dist,
    ctx: &DrawCtx,
    v: &Array<f64>,
    out: &mut Array<T>,
) -> Result<()> {
    let k = v.len();
    let rows = out.len().checked_div(k).unwrap_or(0);
    if rows == 0 {
        return Ok(());
    }
    let code = d as u32;
    let f = c.function(&format!("random_rows|{code}"), || {
        let (w, name) = kernels::rows_wrapper(code);
        (kernels::source(&w), name)
    })?;
    let optr = out.device_ptr_mut()?.ok_or_else(|| internal(op))?;
    let vptr = v.device_ptr().ok_or_else(|| internal(op))?;
    let mut args = KernelArgs::new();
    args.push(optr)
        .push(rows as u64)
        .push(k as u64)
        .push(vptr)
        .push(*ctx);
    // SAFETY: arguments in the wrapper's order (out, rows, k, v, ctx); `out` holds rows * k
    // elements, `v` k; the kernel touches only those.
    unsafe { c.launch(f, (grid_1d(c, rows, 128), 1, 1), (128, 1, 1), 0, &mut args)? };
    Ok(())
}

/// What a cuRAND host-API call makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CurandOut {
    /// `curandGenerate`: 32-bit words.
    Bits,
    /// `curandGenerateUniform`: floats in (0, 1].
    UniformF32,
    /// `curandGenerateUniformDouble`: doubles in (0, 1].
    UniformF64,
}

/// A cuRAND generator handle, destroyed on drop (after its stream has finished with it).
struct CurandHandle(cudarc::curand::sys::curandGenerator_t);

impl Drop for CurandHandle {
    fn drop(&mut self) {
        // SAFETY: a live handle made by curandCreateGenerator; the caller synchronized the
        // stream before letting it drop. A failure here has nowhere to go but is harmless.
        unsafe {
            cudarc::curand::sys::curandDestroyGenerator(self.0);
        }
    }
}

fn curand_check(s: cudarc::curand::sys::curandStatus_t, call: &'static str) -> Result<()> {
    if s == cudarc::curand::sys::curandStatus_t::CURAND_STATUS_SUCCESS {
        Ok(())
    } else {
        Err(Error::Cuda {
            code: format!("{s:?}"),
            call,
        })
    }
}

/// Fills `n` values at device address `ptr` (of the type `what` makes) by a fresh cuRAND
/// generator of `kind` with `seed`, `offset` and legacy ordering, on the backend's stream.
pub(crate) fn curand_generate(
    c: &CudaBackend,
    kind: crate::curand::CurandKind,
    seed: u64,
    offset: u64,
    what: CurandOut,
    ptr: u64,
    n: usize,
) -> Result<()> {
    use cudarc::curand::sys;
    if n == 0 {
        return Ok(());
    }
    // SAFETY: is_culib_present only tries to dlopen libcurand; it calls nothing in it.
    if !unsafe { sys::is_culib_present() } {
        return Err(Error::LibraryNotFound("cuRAND (libcurand)".into()));
    }
    c.bind()?;
    let rng = match kind {
        crate::curand::CurandKind::Xorwow => sys::curandRngType_t::CURAND_RNG_PSEUDO_XORWOW,
        crate::curand::CurandKind::Mrg32k3a => sys::curandRngType_t::CURAND_RNG_PSEUDO_MRG32K3A,
    };
    let mut g: sys::curandGenerator_t = std::ptr::null_mut();
    // SAFETY: `g` is a valid out-pointer; the context is current (bind).
    curand_check(
        unsafe { sys::curandCreateGenerator(&mut g, rng) },
        "curandCreateGenerator",
    )?;
    let h = CurandHandle(g);
    // SAFETY (all calls below): `h.0` is a live generator; the stream outlives the call (it
    // belongs to `c`); `ptr` holds `n` values of the generated type (the caller's array).
    unsafe {
        curand_check(
            sys::curandSetStream(h.0, c.cu_stream() as sys::cudaStream_t),
            "curandSetStream",
        )?;
        curand_check(
            sys::curandSetPseudoRandomGeneratorSeed(h.0, seed),
            "curandSetPseudoRandomGeneratorSeed",
        )?;
        curand_check(
            sys::curandSetGeneratorOffset(h.0, offset),
            "curandSetGeneratorOffset",
        )?;
        curand_check(
            sys::curandSetGeneratorOrdering(
                h.0,
                sys::curandOrdering_t::CURAND_ORDERING_PSEUDO_LEGACY,
            ),
            "curandSetGeneratorOrdering",
        )?;
        match what {
            CurandOut::Bits => curand_check(
                sys::curandGenerate(h.0, ptr as *mut u32, n),
                "curandGenerate",
            )?,
            CurandOut::UniformF32 => curand_check(
                sys::curandGenerateUniform(h.0, ptr as *mut f32, n),
                "curandGenerateUniform",
            )?,
            CurandOut::UniformF64 => curand_check(
                sys::curandGenerateUniformDouble(h.0, ptr as *mut f64, n),
                "curandGenerateUniformDouble",
            )?,
        }
    }
    // The generator's state buffers must outlive the queued kernels.
    let done = c.synchronize();
    drop(h);
    done
}

/// Box-Muller normals `loc + scale * z` (or `exp` of them, `lognormal`) from cuRAND's 32-bit
/// words `w` (two per pair), into `out` (`n` elements; `w` holds `2 * ceil(n / 2)` words).
pub(crate) fn fill_bm_words<T: Element>(
    c: &CudaBackend,
    op: &'static str,
    lognormal: bool,
    loc: f64,
    scale: f64,
    w: &Array<u32>,
    out: &mut Array<T>,
) -> Result<()> {
    let n = out.len();
    if n == 0 {
        return Ok(());
    }
    let f = c.function(
        &format!("random_bmw|{}|{}", lognormal as u8, T::DTYPE.short()),
        || {
            let (w, name) = kernels::bm_words_wrapper(lognormal, T::DTYPE);
            (kernels::source(&w), name)
        },
    )?;
    let optr = out.device_ptr_mut()?.ok_or_else(|| internal(op))?;
    let wptr = w.device_ptr().ok_or_else(|| internal(op))?;
    let mut args = KernelArgs::new();
    args.push(optr)
        .push(n as u64)
        .push(wptr)
        .push(loc)
        .push(scale);
    let pairs = n.div_ceil(2);
    // SAFETY: arguments in the wrapper's order (out, n, w, loc, scale); `out` holds `n`
    // elements and `w` 2 * ceil(n / 2) words; the kernel touches only those.
    unsafe {
        c.launch(
            f,
            (grid_1d(c, pairs, BLOCK), 1, 1),
            (BLOCK, 1, 1),
            0,
            &mut args,
        )?
    };
    Ok(())
}

/// [`fill_dist`] with per-element parameters `p` (4 reals per element) and `ip` (2 integers).
pub(crate) fn fill_dist_params<T: Element>(
    c: &CudaBackend,
    op: &'static str,
    d: Dist,
    ctx: &DrawCtx,
    p: &Array<f64>,
    ip: &Array<u64>,
    out: &mut Array<T>,
) -> Result<()> {
    let n = out.len();
    if n == 0 {
        return Ok(());
    }
    // `pe`: a thread per element; else a thread per shared 4-element block.
    let (code, pe, integral) = (d as u32, !d.block_shared(), d.integral());
    let key = format!("random_dist_p|{code}|{}", T::DTYPE.short());
    let f = c.function(&key, || {
        let (w, name) = kernels::dist_p_wrapper(code, pe, integral, T::DTYPE);
        (kernels::source(&w), name)
    })?;
    let optr = out.device_ptr_mut()?.ok_or_else(|| internal(op))?;
    let pptr = p.device_ptr().ok_or_else(|| internal(op))?;
    let iptr = ip.device_ptr().ok_or_else(|| internal(op))?;
    let mut args = KernelArgs::new();
    args.push(optr)
        .push(n as u64)
        .push(*ctx)
        .push(pptr)
        .push(iptr);
    let items = if pe { n } else { n.div_ceil(4) };
    // SAFETY: arguments in the wrapper's order (out, n, ctx, P, IP); `out` holds `n` elements,
    // `P` 4n and `IP` 2n; the kernel reads and writes only indices below those.
    unsafe {
        c.launch(
            f,
            (grid_1d(c, items, BLOCK), 1, 1),
            (BLOCK, 1, 1),
            0,
            &mut args,
        )?
    };
    Ok(())
}
