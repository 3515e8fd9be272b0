//! CUDA launches of the filtering kernels (`kernels.cu`).

use super::FilterElement;
use super::kernels;
use super::rows::{Init, Tf, lfilter_block_len};
use gsci_core::cuda::{CudaBackend, KernelArgs, KernelFn, grid_1d};
use gsci_core::{Array, Error, Result};

const BLOCK: u32 = 128;
/// Blocks per superblock of the two-level scan.
const SUPER: usize = 64;

/// Launches the grid-stride kernel `f` over `n` threads in blocks of `block`.
///
/// # Safety
/// `args` match `f`'s parameter list, and every access the kernel makes for thread indices
/// below `n` lies inside the buffers passed (each call site says why).
unsafe fn launch_1d(
    c: &CudaBackend,
    f: KernelFn,
    n: usize,
    block: u32,
    args: &mut KernelArgs,
) -> Result<()> {
    // SAFETY: forwarded from the caller.
    unsafe { c.launch(f, (grid_1d(c, n, block), 1, 1), (block, 1, 1), 0, args) }
}

/// The kernel `name` of the FIR / pad / detrend / upfirdn module of `T` (`what` keys the cache).
fn simple_fn<T: FilterElement>(c: &CudaBackend, what: &str, name: String) -> Result<KernelFn> {
    let t = T::DTYPE;
    c.function(&format!("signal|{what}|{}", t.short()), || {
        (kernels::simple_source(t), name)
    })
}

fn internal(what: &str) -> Error {
    super::invalid("lfilter", format!("internal: {what} is not on the GPU"))
}

fn dptr<T: FilterElement>(a: &Array<T>, what: &str) -> Result<u64> {
    a.device_ptr().ok_or_else(|| internal(what))
}

/// The kernel arguments of an initial state: (init_mode, zi, base, scale) and the array that
/// must outlive the launch.
type InitArgs<T> = (i32, u64, u64, u64, Option<Array<T>>);

fn init_args<T: FilterElement>(init: &Init<'_, T>, x: &Array<T>) -> Result<InitArgs<T>> {
    Ok(match init {
        Init::Zero => (0, 0, 0, 0, None),
        Init::Given(z) => (1, dptr(z, "zi")?, 0, 0, None),
        Init::Scaled(base, scale) => {
            let b = Array::from_vec(base.to_vec(), &[base.len()], x.device())?;
            let bp = dptr(&b, "zi")?;
            (2, 0, bp, dptr(scale, "scale")?, Some(b))
        }
    })
}

pub(crate) fn filter_rows<T: FilterElement>(
    c: &CudaBackend,
    x: &Array<T>,
    f: &Tf<T>,
    init: &Init<'_, T>,
    reverse: bool,
) -> Result<(Array<T>, Array<T>)> {
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    let m = f.m;
    let dev = x.device();
    let mut y = Array::<T>::empty(&[rows, n], dev)?;
    let mut zf = Array::<T>::empty(&[rows, m], dev)?;
    if rows == 0 {
        return Ok((y, zf));
    }
    let (mode, zi_p, base_p, scale_p, _keep) = init_args(init, x)?;
    let xp = dptr(x, "x")?;
    let yp = y.device_ptr_mut()?.ok_or_else(|| internal("y"))?;
    let zfp = if m > 0 {
        zf.device_ptr_mut()?.ok_or_else(|| internal("zf"))?
    } else {
        0
    };
    let t = T::DTYPE;
    if f.is_fir() || m == 0 || n == 0 {
        // out_full has n + m columns: y, then zf (also when n == 0: zf = zi).
        let taps = Array::from_vec(f.coef[..=m].to_vec(), &[m + 1], dev)?;
        let bp = dptr(&taps, "b")?;
        let func = simple_fn::<T>(c, "fir", kernels::fir_name(t))?;
        let width = n + if zfp != 0 { m } else { 0 };
        let total = rows * width;
        if total == 0 {
            return Ok((y, zf));
        }
        let mut args = KernelArgs::new();
        args.push(xp)
            .push(yp)
            .push(zfp)
            .push(bp)
            .push(rows as i64)
            .push(n as i64)
            .push(m as i32)
            .push(reverse as i32)
            .push(mode)
            .push(zi_p)
            .push(base_p)
            .push(scale_p);
        // SAFETY: arguments in gsf_fir's order; x and y hold rows * n elements, zf rows * m (or
        // is null, then width = n), b m + 1, zi rows * m, base m, scale rows; the kernel touches
        // indices below those bounds only (t < n + m, j <= m, t - j in [0, n)).
        unsafe { launch_1d(c, func, total, 256, &mut args)? };
        return Ok((y, zf));
    }
    let mut l = lfilter_block_len(rows, n);
    if l < n && !f.scan_is_stable(l) {
        // The block transition amplifies rounding (Tf::scan_is_stable): one block per row, a
        // sequential recurrence per signal, as the CPU's.
        l = n;
    }
    let nb = n.div_ceil(l);
    let coef = Array::from_vec(f.coef.clone(), &[f.coef.len()], dev)?;
    let cp = dptr(&coef, "coef")?;
    let p: Vec<T> = f.transition_power(l).into_iter().map(T::from_c64).collect();
    let pmat = Array::from_vec(p, &[m * m], dev)?;
    let pp = dptr(&pmat, "P")?;
    let mut st = Array::<T>::empty(&[rows * nb, m], dev)?;
    let sp = st.device_ptr_mut()?.ok_or_else(|| internal("states"))?;
    let key = format!("signal|rec|{}|{m}|{}", t.short(), f.sos);
    let names = kernels::recurrence_names(t, m, f.sos);
    let src = || kernels::recurrence_source(t, m, f.sos);
    let kst = c.function(&format!("{key}|0"), || (src(), names[0].clone()))?;
    let ksc = c.function(&format!("{key}|1"), || (src(), names[1].clone()))?;
    let kap = c.function(&format!("{key}|2"), || (src(), names[2].clone()))?;
    let blocks = rows * nb;
    if nb > 1 {
        let mut args = KernelArgs::new();
        args.push(xp)
            .push(sp)
            .push(cp)
            .push(rows as i64)
            .push(n as i64)
            .push(l as i64)
            .push(nb as i64)
            .push(reverse as i32);
        // SAFETY: gsf_states's order; x holds rows * n, st rows * nb * m, coef 2 (m + 1); block
        // g < rows * nb reads x[r n + t] with t < n and writes st[g m .. g m + m].
        unsafe { launch_1d(c, kst, blocks, BLOCK, &mut args)? };
    }
    // the initial state of every block: one sequential scan per row over its blocks, or, with
    // many blocks, the two-level scan over superblocks of SUPER blocks
    let scan = |target: u64, nblocks: usize, mat: u64| -> Result<()> {
        let mut args = KernelArgs::new();
        args.push(target)
            .push(mat)
            .push(rows as i64)
            .push(nblocks as i64)
            .push(mode)
            .push(zi_p)
            .push(base_p)
            .push(scale_p);
        // SAFETY: gsf_scan's order; target holds rows * nblocks * m, mat m * m, zi rows * m
        // (mode 1), base m and scale rows (mode 2); thread r touches row r's entries only.
        unsafe { launch_1d(c, ksc, rows, BLOCK, &mut args) }
    };
    let mut keep_sup = None;
    if nb > 4 * SUPER {
        let nsb = nb.div_ceil(SUPER);
        let q: Vec<T> = f
            .transition_power(l * SUPER)
            .into_iter()
            .map(T::from_c64)
            .collect();
        let qmat = Array::from_vec(q, &[m * m], dev)?;
        let qp = dptr(&qmat, "P^G")?;
        let mut sup = Array::<T>::empty(&[rows * nsb, m], dev)?;
        let supp = sup
            .device_ptr_mut()?
            .ok_or_else(|| internal("superblock states"))?;
        let kss = c.function(&format!("{key}|3"), || (src(), names[3].clone()))?;
        let ksa = c.function(&format!("{key}|4"), || (src(), names[4].clone()))?;
        let launch_sup = |k, a: u64, b: u64| -> Result<()> {
            let mut args = KernelArgs::new();
            args.push(a)
                .push(b)
                .push(pp)
                .push(rows as i64)
                .push(nb as i64)
                .push(SUPER as i64)
                .push(nsb as i64);
            // SAFETY: gsf_sup_states / gsf_sup_apply order (st, sup, P, rows, nb, G, nsb); st
            // holds rows * nb * m, sup rows * nsb * m, P m * m; superblock j of row r touches
            // blocks [j G, min((j + 1) G, nb)) of row r only.
            unsafe { launch_1d(c, k, rows * nsb, BLOCK, &mut args) }
        };
        launch_sup(kss, sp, supp)?;
        scan(supp, nsb, qp)?;
        launch_sup(ksa, sp, supp)?;
        keep_sup = Some((sup, qmat));
    } else {
        scan(sp, nb, pp)?;
    }
    let mut args = KernelArgs::new();
    args.push(xp)
        .push(yp)
        .push(sp)
        .push(zfp)
        .push(cp)
        .push(rows as i64)
        .push(n as i64)
        .push(l as i64)
        .push(nb as i64)
        .push(reverse as i32);
    // SAFETY: gsf_apply's order; as gsf_states, plus y (rows * n, written where x is read) and
    // zf (rows * m, written by the last block of each row).
    unsafe { launch_1d(c, kap, blocks, BLOCK, &mut args)? };
    drop((coef, pmat, st, keep_sup));
    Ok((y, zf))
}

pub(crate) fn pad_rows<T: FilterElement>(
    c: &CudaBackend,
    x: &Array<T>,
    edge: usize,
    kind: u8,
) -> Result<Array<T>> {
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    let w = n + 2 * edge;
    let mut out = Array::<T>::empty(&[rows, w], x.device())?;
    if rows * w == 0 {
        return Ok(out);
    }
    let t = T::DTYPE;
    let func = simple_fn::<T>(c, "pad", kernels::pad_name(t))?;
    let xp = dptr(x, "x")?;
    let op = out.device_ptr_mut()?.ok_or_else(|| internal("output"))?;
    let mut args = KernelArgs::new();
    args.push(xp)
        .push(op)
        .push(rows as i64)
        .push(n as i64)
        .push(edge as i64)
        .push(kind as i32);
    // SAFETY: gsf_pad's order; x holds rows * n, out rows * (n + 2 edge); edge < n for the odd
    // and even kinds (checked by the caller), so every mirrored index lies in [0, n).
    unsafe { launch_1d(c, func, rows * w, 256, &mut args)? };
    Ok(out)
}

pub(crate) fn detrend_rows<T: FilterElement>(
    c: &CudaBackend,
    x: &Array<T>,
    bp: &[usize],
    kind: i32,
) -> Result<Array<T>> {
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    let mut out = Array::<T>::empty(&[rows, n], x.device())?;
    let nseg = bp.len() - 1;
    if rows * n == 0 || nseg == 0 {
        return Ok(out);
    }
    let t = T::DTYPE;
    let func = simple_fn::<T>(c, "detrend", kernels::detrend_name(t))?;
    let bpa = Array::from_vec(
        bp.iter().map(|v| *v as i64).collect(),
        &[bp.len()],
        x.device(),
    )?;
    let bpp = bpa.device_ptr().ok_or_else(|| internal("breakpoints"))?;
    let xp = dptr(x, "x")?;
    let op = out.device_ptr_mut()?.ok_or_else(|| internal("output"))?;
    let mut args = KernelArgs::new();
    args.push(xp)
        .push(op)
        .push(rows as i64)
        .push(n as i64)
        .push(bpp)
        .push(nseg as i64)
        .push(kind);
    let grid = (rows * nseg).min(1 << 20) as u32;
    // SAFETY: gsf_detrend's order; x and out hold rows * n, bp nseg + 1 increasing offsets in
    // [0, n] (checked by the caller); block size 256 matches the kernel's shared arrays.
    unsafe { c.launch(func, (grid, 1, 1), (256, 1, 1), 0, &mut args)? };
    drop(bpa);
    Ok(out)
}

#[allow(clippy::too_many_arguments)]
pub(crate) fn upfirdn_rows<T: FilterElement>(
    c: &CudaBackend,
    x: &Array<T>,
    h: &[T],
    h_dev: Option<&Array<T>>,
    up: usize,
    down: usize,
    nout: usize,
    ext: (i32, T),
) -> Result<Array<T>> {
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    let mut out = Array::<T>::empty(&[rows, nout], x.device())?;
    if rows * nout == 0 {
        return Ok(out);
    }
    let t = T::DTYPE;
    let func = simple_fn::<T>(c, "upfirdn", kernels::upfirdn_name(t))?;
    // The taps on the device (contiguous, on x's device), else uploaded.
    let ha = match h_dev {
        Some(a) => a.clone(),
        None => Array::from_vec(h.to_vec(), &[h.len()], x.device())?,
    };
    let nh = ha.len();
    let hp = dptr(&ha, "h")?;
    let xp = dptr(x, "x")?;
    let op = out.device_ptr_mut()?.ok_or_else(|| internal("output"))?;
    let mut args = KernelArgs::new();
    args.push(xp)
        .push(op)
        .push(hp)
        .push(rows as i64)
        .push(n as i64)
        .push(nout as i64)
        .push(nh as i64)
        .push(up as i64)
        .push(down as i64)
        .push(ext.0)
        .push(ext.1)
        .push((ext.0 == 0 && ext.1 == T::zero()) as i32);
    // SAFETY: gsf_upfirdn's order; x holds rows * n (n >= 1; n >= 2 for the modes whose
    // extension reads x[1] or x[n - 2], checked by the caller), out rows * nout, h nh >= 1; the
    // kernel reads x[m] only for m in [0, n) (gsf_extend maps other m into [0, n)) and
    // h[p - m up] within [0, nh).
    unsafe { launch_1d(c, func, rows * nout, 256, &mut args)? };
    drop(ha);
    Ok(out)
}
