//! CUDA launches of the filtering kernels (`kernels.cu`).

use super::FilterElement;
use super::kernels;
use super::rows::{Init, Tf};
use gsci_core::cuda::{CudaBackend, KernelArgs, KernelFn, grid_1d};
use gsci_core::{Array, Error, Result};

const BLOCK: u32 = 128;
/// Entries per superblock of the multi-level scan.
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
    let mut y = Array::<T>::empty(&[rows, n], x.device())?;
    if rows == 0 {
        let zf = Array::<T>::empty(&[rows, f.m], x.device())?;
        return Ok((y, zf));
    }
    let xp = dptr(x, "x")?;
    let yp = y.device_ptr_mut()?.ok_or_else(|| internal("y"))?;
    let zf = run_rows(c, xp, yp, x, f, init, reverse)?;
    Ok((y, zf))
}

/// [`filter_rows`] writing y over x (`xy`, `[rows, n]` contiguous, rows and n >= 1) for an IIR
/// filter of order at most MAX_GPU_ORDER: no output allocation. Each block's thread reads a
/// sample before writing its output there, and reads no other block's samples after the states
/// kernel (which only reads), so the passes are safe in place. Returns zf.
pub(crate) fn filter_rows_in_place<T: FilterElement>(
    c: &CudaBackend,
    xy: &mut Array<T>,
    f: &Tf<T>,
    init: &Init<'_, T>,
    reverse: bool,
) -> Result<Array<T>> {
    debug_assert!(!f.is_fir() && f.m > 0);
    let p = xy.device_ptr_mut()?.ok_or_else(|| internal("x"))?;
    run_rows(c, p, p, xy, f, init, reverse)
}

/// Samples per row of [`fir_rows_in_place`]'s windows (its scratch: rows times this, at most
/// 2^20 elements in all, at least four filter lengths per row).
fn fir_window_len(rows: usize, n: usize, m: usize) -> usize {
    ((1usize << 20) / rows.max(1))
        .max(4 * (m + 1))
        .min(n)
        .max(1)
}

/// [`filter_rows`] of a FIR filter with y written over `xy` (`[rows, n]`, rows and n >= 1):
/// zf first (it reads the run's last samples), then the run's windows from its end to its
/// start, each computed into a scratch window and copied over its samples. A window reads its
/// own samples and the `m` before it in the run, which later windows own: no sample is read
/// after it is overwritten. Returns zf.
pub(crate) fn fir_rows_in_place<T: FilterElement>(
    c: &CudaBackend,
    xy: &mut Array<T>,
    f: &Tf<T>,
    init: &Init<'_, T>,
    reverse: bool,
) -> Result<Array<T>> {
    let (rows, n) = (xy.shape()[0], xy.shape()[1]);
    let m = f.m;
    let dev = xy.device().clone();
    let mut zf = Array::<T>::empty(&[rows, m], &dev)?;
    let t = T::DTYPE;
    let (wname, cname) = kernels::fir_window_names(t);
    let kw = simple_fn::<T>(c, "fir_window", wname)?;
    let kc = simple_fn::<T>(c, "copy_window", cname)?;
    let taps = Array::from_vec(f.coef[..=m].to_vec(), &[m + 1], &dev)?;
    let bp = dptr(&taps, "b")?;
    let (mode, zi_p, base_p, scale_p, _keep) = init_args(init, xy)?;
    let xp = xy.device_ptr_mut()?.ok_or_else(|| internal("x"))?;
    let len = fir_window_len(rows, n, m);
    let mut tmp = Array::<T>::empty(&[rows, len], &dev)?;
    let tp = tmp.device_ptr_mut()?.ok_or_else(|| internal("window"))?;
    let window = |out: u64, t0: usize, cnt: usize| -> Result<()> {
        let mut args = KernelArgs::new();
        args.push(xp)
            .push(out)
            .push(bp)
            .push(rows as i64)
            .push(n as i64)
            .push(m as i32)
            .push(reverse as i32)
            .push(mode)
            .push(zi_p)
            .push(base_p)
            .push(scale_p)
            .push(t0 as i64)
            .push(cnt as i64);
        // SAFETY: gsf_fir_window's order; x holds rows * n, out rows * cnt, b m + 1, zi rows * m
        // (mode 1), base m and scale rows (mode 2); the kernel reads x only at run positions
        // t - j in [0, n) and writes out[0 .. rows * cnt).
        unsafe { launch_1d(c, kw, rows * cnt, 256, &mut args) }
    };
    if m > 0 {
        let zp = zf.device_ptr_mut()?.ok_or_else(|| internal("zf"))?;
        window(zp, n, m)?;
    }
    let chunks = n.div_ceil(len);
    for k in (0..chunks).rev() {
        let t0 = k * len;
        let cnt = len.min(n - t0);
        window(tp, t0, cnt)?;
        // the window's samples in memory order
        let a0 = if reverse { n - (t0 + cnt) } else { t0 };
        let mut args = KernelArgs::new();
        args.push(tp)
            .push(xp)
            .push(rows as i64)
            .push(n as i64)
            .push(a0 as i64)
            .push(cnt as i64);
        // SAFETY: gsf_copy_window's order; src holds rows * len >= rows * cnt, dst rows * n with
        // a0 + cnt <= n.
        unsafe { launch_1d(c, kc, rows * cnt, 256, &mut args)? };
    }
    // freed in stream order, after the launches that read them
    drop((tmp, taps));
    Ok(zf)
}

/// The launches of [`filter_rows`]: x at `xp`, y at `yp` (possibly `xp`: the FIR path is then
/// never taken, see [`filter_rows_in_place`]), `x` for the shape and device. Returns zf.
fn run_rows<T: FilterElement>(
    c: &CudaBackend,
    xp: u64,
    yp: u64,
    x: &Array<T>,
    f: &Tf<T>,
    init: &Init<'_, T>,
    reverse: bool,
) -> Result<Array<T>> {
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    let m = f.m;
    let dev = x.device();
    let mut zf = Array::<T>::empty(&[rows, m], dev)?;
    let zfp = if m > 0 {
        zf.device_ptr_mut()?.ok_or_else(|| internal("zf"))?
    } else {
        0
    };
    let t = T::DTYPE;
    if f.is_fir() || m == 0 || n == 0 {
        // out_full has n + m columns: y, then zf (also when n == 0: zf = zi).
        let (mode, zi_p, base_p, scale_p, _keep) = init_args(init, x)?;
        let taps = Array::from_vec(f.coef[..=m].to_vec(), &[m + 1], dev)?;
        let bp = dptr(&taps, "b")?;
        let func = simple_fn::<T>(c, "fir", kernels::fir_name(t))?;
        let width = n + if zfp != 0 { m } else { 0 };
        let total = rows * width;
        if total == 0 {
            return Ok(zf);
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
        return Ok(zf);
    }
    // Block length and transition (Tf::gpu_block: n, one block per row, when the blocked
    // scan would amplify rounding at every length tried).
    let (l, p) = f.gpu_block(rows, n);
    let plan = RecPlan::new(dev, f, rows, n, l, p, init)?;
    let nb = plan.nb;
    let (mode, zi_p, base_p, scale_p) = plan.init_args(init)?;
    let mut st = Array::<T>::empty(&[rows * nb, m], dev)?;
    let sp = st.device_ptr_mut()?.ok_or_else(|| internal("states"))?;
    plan.states(c, xp, sp, reverse)?;
    plan.scan(c, sp, (mode, zi_p, base_p, scale_p))?;
    let mut args = KernelArgs::new();
    args.push(xp)
        .push(yp)
        .push(sp)
        .push(zfp)
        .push(plan.coef())
        .push(rows as i64)
        .push(n as i64)
        .push(l as i64)
        .push(nb as i64)
        .push(reverse as i32);
    let kap = plan.kernel(c, 2)?;
    // SAFETY: gsf_apply's order; as gsf_states, plus y (rows * n, written where x is read) and
    // zf (rows * m, written by the last block of each row).
    unsafe { launch_1d(c, kap, rows * nb, BLOCK, &mut args)? };
    // freed in stream order, after the launches that read them
    drop((plan, st));
    Ok(zf)
}

/// One blocked recurrence of an IIR filter of order `m` over `rows` rows of `n` samples in
/// blocks of `l` ([`run_rows`]): the constants on the device (the coefficients, the block
/// transition of every scan level, a scaled initial state's base: one upload) and the levels.
struct RecPlan<T: FilterElement> {
    rows: usize,
    n: usize,
    m: usize,
    l: usize,
    nb: usize,
    /// Entries per row at each level of the scan: level 0 holds the nb blocks' states; while a
    /// level has more than 4 SUPER entries, its superblocks of SUPER entries form the next level
    /// (gsf_sup_states); the top level is scanned sequentially per row (gsf_scan) and every
    /// level below is then expanded from the one above (gsf_sup_apply). Level k's transition is
    /// A^(l SUPER^k).
    counts: Vec<usize>,
    cbuf: Array<T>,
    /// `cbuf`'s address.
    c0: u64,
    mat_off: usize,
    base_off: usize,
    key: String,
    names: [String; 7],
    sos: bool,
}

impl<T: FilterElement> RecPlan<T> {
    #[allow(clippy::too_many_arguments)]
    fn new(
        dev: &gsci_core::Device,
        f: &Tf<T>,
        rows: usize,
        n: usize,
        l: usize,
        p: Option<Vec<gsci_core::Complex64>>,
        init: &Init<'_, T>,
    ) -> Result<Self> {
        let m = f.m;
        let nb = n.div_ceil(l);
        let mut counts = vec![nb];
        while counts[counts.len() - 1] > 4 * SUPER {
            let last = counts[counts.len() - 1];
            counts.push(last.div_ceil(SUPER));
        }
        // none for a single block: gsf_scan reads no matrix then
        let mut consts: Vec<T> = f.coef.clone();
        let mat_off = consts.len();
        if nb > 1 {
            let mut q = match p {
                Some(p) => p,
                None => f.transition_power(l),
            };
            for k in 0..counts.len() {
                if k > 0 {
                    for _ in 0..SUPER.trailing_zeros() {
                        q = super::rows::mat_mul(m, &q, &q);
                    }
                }
                consts.extend(q.iter().map(|v| T::from_c64(*v)));
            }
        }
        let base_off = consts.len();
        if let Init::Scaled(base, _) = init {
            consts.extend_from_slice(base);
        }
        let total = consts.len();
        let cbuf = Array::from_vec(consts, &[total], dev)?;
        let c0 = dptr(&cbuf, "coef")?;
        let t = T::DTYPE;
        Ok(RecPlan {
            rows,
            n,
            m,
            l,
            nb,
            counts,
            cbuf,
            c0,
            mat_off,
            base_off,
            key: format!("signal|rec|{}|{m}|{}", t.short(), f.sos),
            names: kernels::recurrence_names(t, m, f.sos),
            sos: f.sos,
        })
    }

    fn at(&self, off: usize) -> u64 {
        self.c0 + (off * std::mem::size_of::<T>()) as u64
    }

    /// The coefficients' address.
    fn coef(&self) -> u64 {
        self.at(0)
    }

    /// Level k's matrix (the coefficients' address when there is none: never read, nb == 1).
    fn mat(&self, k: usize) -> u64 {
        if self.nb > 1 {
            self.at(self.mat_off + k * self.m * self.m)
        } else {
            self.coef()
        }
    }

    /// Kernel `i` of [`kernels::recurrence_names`].
    fn kernel(&self, c: &CudaBackend, i: usize) -> Result<KernelFn> {
        let t = T::DTYPE;
        let (m, sos) = (self.m, self.sos);
        c.function(&format!("{}|{i}", self.key), || {
            (kernels::recurrence_source(t, m, sos), self.names[i].clone())
        })
    }

    /// gsf_scan's (init_mode, zi, base, scale).
    fn init_args(&self, init: &Init<'_, T>) -> Result<(i32, u64, u64, u64)> {
        Ok(match init {
            Init::Zero => (0, 0, 0, 0),
            Init::Given(z) => (1, dptr(*z, "zi")?, 0, 0),
            Init::Scaled(_, scale) => (2, 0, self.at(self.base_off), dptr(*scale, "scale")?),
        })
    }

    /// gsf_states over x at `xp` into the states at `sp` (`rows * nb * m`); nothing for one
    /// block per row.
    fn states(&self, c: &CudaBackend, xp: u64, sp: u64, reverse: bool) -> Result<()> {
        if self.nb < 2 {
            return Ok(());
        }
        let kst = self.kernel(c, 0)?;
        let mut args = KernelArgs::new();
        args.push(xp)
            .push(sp)
            .push(self.coef())
            .push(self.rows as i64)
            .push(self.n as i64)
            .push(self.l as i64)
            .push(self.nb as i64)
            .push(reverse as i32);
        // SAFETY: gsf_states's order; x holds rows * n, st rows * nb * m, coef 2 (m + 1) (or
        // 3 m for a cascade); block g < rows * nb reads x[r n + t] with t < n and writes
        // st[g m .. g m + m].
        unsafe { launch_1d(c, kst, self.rows * self.nb, BLOCK, &mut args) }
    }

    /// The scan over the block states at `sp` (`rows * nb * m`): each block's end state from
    /// zero state in, each block's initial state out (the first block's from `init`).
    fn scan(&self, c: &CudaBackend, sp: u64, init: (i32, u64, u64, u64)) -> Result<()> {
        let (rows, m, counts) = (self.rows, self.m, &self.counts);
        let dev = self.cbuf.device();
        // the levels' state buffers: level 0 is st, level k > 0 a superblock array
        let mut sups: Vec<Array<T>> = Vec::with_capacity(counts.len() - 1);
        let mut ptrs = vec![sp];
        let launch_sup = |k, a: u64, b: u64, p: u64, cnt: usize, nsb: usize| -> Result<()> {
            let mut args = KernelArgs::new();
            args.push(a)
                .push(b)
                .push(p)
                .push(rows as i64)
                .push(cnt as i64)
                .push(SUPER as i64)
                .push(nsb as i64);
            // SAFETY: gsf_sup_states / gsf_sup_apply order (st, sup, P, rows, nb, G, nsb); a
            // holds rows * cnt * m, b rows * nsb * m with nsb = ceil(cnt / G), P m * m;
            // superblock j of row r touches entries [j G, min((j + 1) G, cnt)) of row r only.
            unsafe { launch_1d(c, k, rows * nsb, BLOCK, &mut args) }
        };
        if counts.len() > 1 {
            let kss = self.kernel(c, 3)?;
            for k in 0..counts.len() - 1 {
                let mut sup = Array::<T>::empty(&[rows * counts[k + 1], m], dev)?;
                let supp = sup
                    .device_ptr_mut()?
                    .ok_or_else(|| internal("superblock states"))?;
                launch_sup(kss, ptrs[k], supp, self.mat(k), counts[k], counts[k + 1])?;
                sups.push(sup);
                ptrs.push(supp);
            }
        }
        // the top level: one sequential scan per row from the initial state
        let top = counts.len() - 1;
        let (mode, zi_p, base_p, scale_p) = init;
        let ksc = self.kernel(c, 1)?;
        let mut args = KernelArgs::new();
        args.push(ptrs[top])
            .push(self.mat(top))
            .push(rows as i64)
            .push(counts[top] as i64)
            .push(mode)
            .push(zi_p)
            .push(base_p)
            .push(scale_p);
        // SAFETY: gsf_scan's order; the top level holds rows * counts[top] * m, its matrix
        // m * m (not read when nb == 1), zi rows * m (mode 1), base m and scale rows (mode 2);
        // thread r touches row r's entries only.
        unsafe { launch_1d(c, ksc, rows, BLOCK, &mut args)? };
        if top > 0 {
            let ksa = self.kernel(c, 4)?;
            for k in (0..top).rev() {
                launch_sup(
                    ksa,
                    ptrs[k],
                    ptrs[k + 1],
                    self.mat(k),
                    counts[k],
                    counts[k + 1],
                )?;
            }
        }
        // freed in stream order, after the launches that read them
        drop(sups);
        Ok(())
    }
}

/// The forward pass of a filtfilt over the rows of `x` (`[rows, n]` contiguous, on the GPU)
/// from `init`, stopped at its blocks' initial states: (the plan, the states `[rows, nb, m]`).
/// `None` when the recurrence would not run blocked (fewer than two blocks per row, a FIR
/// filter, an order above MAX_GPU_ORDER).
pub(crate) fn forward_block_states<T: FilterElement>(
    c: &CudaBackend,
    x: &Array<T>,
    f: &Tf<T>,
    init: &Init<'_, T>,
) -> Result<Option<(FbPlan<T>, Array<T>)>> {
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    let m = f.m;
    if rows == 0 || f.is_fir() || m == 0 || m > kernels::MAX_GPU_ORDER {
        return Ok(None);
    }
    let (l, p) = f.gpu_block(rows, n);
    if n.div_ceil(l) < 2 {
        return Ok(None);
    }
    // the checkpointed chunks of gsf_fb_block: about sqrt(l m) samples, a power of two
    let mut chunk = 1usize;
    while chunk * chunk < l * m {
        chunk *= 2;
    }
    let chunk = chunk.min(l);
    // shared memory per thread: the checkpoints and the stash
    let per_thread = (l.div_ceil(chunk) * m + chunk) * std::mem::size_of::<T>();
    let threads = (FB_SHARED / per_thread).min(BLOCK as usize);
    if threads == 0 {
        return Ok(None);
    }
    let plan = RecPlan::new(x.device(), f, rows, n, l, p, init)?;
    let mut st = Array::<T>::empty(&[rows, plan.nb, m], x.device())?;
    let sp = st.device_ptr_mut()?.ok_or_else(|| internal("states"))?;
    let xp = dptr(x, "x")?;
    plan.states(c, xp, sp, false)?;
    plan.scan(c, sp, plan.init_args(init)?)?;
    Ok(Some((
        FbPlan {
            rec: plan,
            chunk,
            threads,
            shared: per_thread * threads,
        },
        st,
    )))
}

/// Dynamic shared memory of one block of [`filtfilt_every`]'s kernels (the default limit).
const FB_SHARED: usize = 48 * 1024;

/// [`forward_block_states`]'s plan, for [`filtfilt_every`].
pub(crate) struct FbPlan<T: FilterElement> {
    rec: RecPlan<T>,
    chunk: usize,
    threads: usize,
    /// Dynamic shared memory per block of `threads` threads (bytes).
    shared: usize,
}

impl<T: FilterElement> FbPlan<T> {
    /// The block length.
    pub(crate) fn block_len(&self) -> usize {
        self.rec.l
    }
}

/// The backward pass of a filtfilt over the rows of `x` whose forward pass stopped at the block
/// states `stf` ([`forward_block_states`]), from `zb` (`[rows, m]`: the backward state entering
/// x from the right), keeping every q-th sample: `[rows, ceil(n / q)]`. Scratch: the
/// backward block states (`rows * nb * m`).
pub(crate) fn filtfilt_every<T: FilterElement>(
    c: &CudaBackend,
    x: &Array<T>,
    plan: &FbPlan<T>,
    stf: &Array<T>,
    zb: &Array<T>,
    q: usize,
) -> Result<Array<T>> {
    let r = &plan.rec;
    let (rows, n, m, nb) = (r.rows, r.n, r.m, r.nb);
    let dev = x.device();
    let nout = n.div_ceil(q);
    let mut out = Array::<T>::empty(&[rows, nout], dev)?;
    let mut stb = Array::<T>::empty(&[rows * nb, m], dev)?;
    let bp = stb
        .device_ptr_mut()?
        .ok_or_else(|| internal("backward states"))?;
    let op = out.device_ptr_mut()?.ok_or_else(|| internal("output"))?;
    let (xp, fp, zp) = (dptr(x, "x")?, dptr(stf, "states")?, dptr(zb, "zb")?);
    let (tb, shared) = (plan.threads, plan.shared);
    let launch = |k: KernelFn| -> Result<()> {
        let mut args = KernelArgs::new();
        args.push(xp)
            .push(fp)
            .push(bp)
            .push(zp)
            .push(op)
            .push(r.coef())
            .push(rows as i64)
            .push(n as i64)
            .push(r.l as i64)
            .push(nb as i64)
            .push(plan.chunk as i64)
            .push(q as i64)
            .push(nout as i64);
        let grid = grid_1d(c, rows * nb, tb as u32);
        // SAFETY: gsf_fb_block's order; x holds rows * n, stf and stb rows * nb * m, zb rows * m,
        // out rows * nout (written at a / q < nout for a < n), coef 3 m / 2 (m + 1); thread g
        // touches block g's samples and entries and its own shared slots (shared holds
        // (ceil(l / chunk) m + chunk) elements per thread of the block).
        unsafe { c.launch(k, (grid, 1, 1), (tb as u32, 1, 1), shared as u32, &mut args) }
    };
    launch(r.kernel(c, 5)?)?;
    r.scan(c, bp, (0, 0, 0, 0))?;
    launch(r.kernel(c, 6)?)?;
    drop(stb);
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
    (skip, nout): (usize, usize),
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
        .push((ext.0 == 0 && ext.1 == T::zero()) as i32)
        .push(skip as i64);
    // SAFETY: gsf_upfirdn's order; the outputs skip .. skip + nout of the full output (the
    // caller keeps them inside it); x holds rows * n (n >= 1; n >= 2 for the modes whose
    // extension reads x[1] or x[n - 2], checked by the caller), out rows * nout, h nh >= 1; the
    // kernel reads x[m] only for m in [0, n) (gsf_extend maps other m into [0, n)) and
    // h[p - m up] within [0, nh).
    unsafe { launch_1d(c, func, rows * nout, 256, &mut args)? };
    drop(ha);
    Ok(out)
}
