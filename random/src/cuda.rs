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
    let (code, pe, integral) = (d as u32, d.per_element(), d.integral());
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
