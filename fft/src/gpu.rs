//! GPU building blocks: a transform is planned into a [`Schedule`] — gathers (crop, pad, cast,
//! scale, conjugate), cuFFT passes and small fix-up kernels over the input, the output and
//! temporaries — which then runs with nothing but launches (no host synchronisation).
//!
//! A cuFFT pass uses the advanced layout (`istride`/`idist`, `inembed`) so a transform along any
//! axes of a strided array runs in place in its layout: the transformed axes must nest (each
//! stride a multiple of the next one's), and the other axes must reduce to one batch stride
//! after merging. When they reduce to several, the pass loops over the smaller ones (at most
//! [`MAX_LOOPS`] executions); beyond that it copies the data to a layout with the batch axes
//! first (one gather), transforms there and copies back (a second gather). That choice is made
//! without measuring: a handful of extra launches costs less than two extra passes over memory.

use crate::cufft::{self, CufftPlan, PlanKey, PlanType};
use crate::kernels::{self, IndexType, MAX_KERNEL_DIMS};
use gsci_core::cuda::{CudaBackend, DeviceBuffer, KernelArgs, KernelFn, grid_1d};
use gsci_core::{DType, Error, Result, c_strides};
use std::sync::Arc;

/// Most cuFFT executions one pass may loop over before it copies instead.
pub(crate) const MAX_LOOPS: usize = 16;
const BLOCK: u32 = 256;

/// A buffer a schedule reads or writes: the input array, the output array, or a temporary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Buf {
    Input,
    Output,
    Temp(usize),
}

/// A strided view of a buffer: `offset` (elements, from the buffer's first element — for the
/// input, the array's first element) and per-axis `shape`/`strides` in elements of `dtype`.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct View {
    pub buf: Buf,
    pub offset: isize,
    pub shape: Vec<usize>,
    pub strides: Vec<isize>,
    pub dtype: DType,
    /// Whether the buffer's first element is 16-byte aligned (temporaries and outputs are;
    /// the input depends on its offset). cuFFT rejects real data not aligned like complex data.
    pub aligned: bool,
}

impl View {
    /// A C-ordered view of a whole buffer.
    pub(crate) fn c_order(buf: Buf, shape: &[usize], dtype: DType) -> View {
        View {
            buf,
            offset: 0,
            shape: shape.to_vec(),
            strides: c_strides(shape),
            dtype,
            aligned: true,
        }
    }
    fn permuted(&self, perm: &[usize]) -> View {
        View {
            buf: self.buf,
            offset: self.offset,
            shape: perm.iter().map(|&a| self.shape[a]).collect(),
            strides: perm.iter().map(|&a| self.strides[a]).collect(),
            dtype: self.dtype,
            aligned: self.aligned,
        }
    }
}

#[derive(Debug)]
enum Step {
    Gather {
        f: KernelFn,
        src: Buf,
        src_off: isize,
        src_item: usize,
        dst: Buf,
        n: usize,
        idx: IndexType,
        layout: Vec<i64>,
        scale: f64,
        conj: bool,
        zero_axis: i32,
        nyquist: i64,
    },
    Fft {
        plan: Arc<CufftPlan>,
        src: Buf,
        src_off: isize,
        src_item: usize,
        dst: Buf,
        dst_off: isize,
        dst_item: usize,
        loops: Vec<(isize, isize)>,
        direction: i32,
    },
    Scale {
        f: KernelFn,
        buf: Buf,
        n: usize,
        idx: IndexType,
        scale: f64,
        conj: bool,
    },
    ZeroImag {
        f: KernelFn,
        buf: Buf,
        outer: usize,
        m: usize,
        inner: usize,
        nyquist: i64,
    },
    Unpair {
        f: KernelFn,
        src: Buf,
        dst: Buf,
        dims: [usize; 4],
        scale: f64,
        conj: bool,
    },
    DctPre {
        f: KernelFn,
        src: Buf,
        src_off: isize,
        src_item: usize,
        dst: Buf,
        lanes_layout: Vec<i64>,
        lanes: usize,
        n: usize,
        m: usize,
        astride: isize,
        extent: usize,
        variant: i32,
        sine: bool,
        ortho: bool,
    },
    DctPost {
        f: KernelFn,
        src: Buf,
        dst: Buf,
        lanes: usize,
        inner: usize,
        n: usize,
        m: usize,
        variant: i32,
        sine: bool,
        ortho: bool,
        scale: f64,
    },
}

/// A planned GPU computation: steps over the input, the output and temporaries (allocated per
/// run from the stream-ordered pool, freed in order after the last step).
#[derive(Debug, Default)]
pub(crate) struct Schedule {
    steps: Vec<Step>,
    temps: Vec<usize>,
}

fn addr(base: u64, off_elems: isize, item: usize) -> u64 {
    (base as i64 + off_elems as i64 * item as i64) as u64
}

impl Schedule {
    /// Enqueues every step on `cuda`'s stream, with the input's first element at `input` and the
    /// output's at `output`.
    ///
    /// # Safety
    /// `input` must be the first element of an array laid out as the schedule was planned for,
    /// and `output` a C-ordered buffer of the planned output shape and dtype, both alive until
    /// the stream reaches the end of the schedule.
    pub(crate) unsafe fn run(&self, cuda: &CudaBackend, input: u64, output: u64) -> Result<()> {
        let temps = self
            .temps
            .iter()
            .map(|&b| DeviceBuffer::alloc(cuda, b))
            .collect::<Result<Vec<_>>>()?;
        let base = |b: Buf| match b {
            Buf::Input => input,
            Buf::Output => output,
            Buf::Temp(i) => temps[i].ptr(),
        };
        for step in &self.steps {
            match step {
                Step::Gather {
                    f,
                    src,
                    src_off,
                    src_item,
                    dst,
                    n,
                    idx,
                    layout,
                    scale,
                    conj,
                    zero_axis,
                    nyquist,
                } => {
                    let mut a = KernelArgs::new();
                    a.push(addr(base(*src), *src_off, *src_item))
                        .push(base(*dst));
                    push_index(&mut a, *n, *idx);
                    a.push_i64s(layout)
                        .push(*scale)
                        .push(*conj as i32)
                        .push(*zero_axis)
                        .push(*nyquist);
                    // SAFETY: the layout was built from views inside their buffers (caller's
                    // contract for the input; temporaries and the output are sized by the plan);
                    // the arguments match the generated wrapper.
                    unsafe { launch_1d(cuda, *f, *n, &mut a)? };
                }
                Step::Fft {
                    plan,
                    src,
                    src_off,
                    src_item,
                    dst,
                    dst_off,
                    dst_item,
                    loops,
                    direction,
                } => {
                    let s0 = addr(base(*src), *src_off, *src_item);
                    let d0 = addr(base(*dst), *dst_off, *dst_item);
                    if loops.is_empty() {
                        // SAFETY: the plan's layout was checked against both views.
                        unsafe { plan.exec(s0, d0, *direction)? };
                    }
                    for &(so, dof) in loops {
                        // SAFETY: as above; each offset is one batch of the looped axes.
                        unsafe {
                            plan.exec(
                                addr(s0, so, *src_item),
                                addr(d0, dof, *dst_item),
                                *direction,
                            )?
                        };
                    }
                }
                Step::Scale {
                    f,
                    buf,
                    n,
                    idx,
                    scale,
                    conj,
                } => {
                    let mut a = KernelArgs::new();
                    a.push(base(*buf));
                    push_index(&mut a, *n, *idx);
                    a.push(*scale).push(*conj as i32);
                    // SAFETY: `buf` holds n contiguous elements of the kernel's type.
                    unsafe { launch_1d(cuda, *f, *n, &mut a)? };
                }
                Step::ZeroImag {
                    f,
                    buf,
                    outer,
                    m,
                    inner,
                    nyquist,
                } => {
                    let mut a = KernelArgs::new();
                    a.push(base(*buf))
                        .push(*outer as i64)
                        .push(*m as i64)
                        .push(*inner as i64)
                        .push(*nyquist);
                    // SAFETY: `buf` holds outer * m * inner complex elements; nyquist < m.
                    unsafe { launch_1d(cuda, *f, outer * inner * 2, &mut a)? };
                }
                Step::Unpair {
                    f,
                    src,
                    dst,
                    dims,
                    scale,
                    conj,
                } => {
                    let [pre, n, mid, half] = *dims;
                    let mut a = KernelArgs::new();
                    a.push(base(*src))
                        .push(base(*dst))
                        .push(pre as i64)
                        .push(n as i64)
                        .push(mid as i64)
                        .push(half as i64)
                        .push(*scale)
                        .push(*conj as i32);
                    // SAFETY: `src` holds pre * n * mid * half complex values, `dst`
                    // pre * (n/2 + 1) * mid * 2 half.
                    unsafe { launch_1d(cuda, *f, pre * (n / 2 + 1) * mid * 2 * half, &mut a)? };
                }
                Step::DctPre {
                    f,
                    src,
                    src_off,
                    src_item,
                    dst,
                    lanes_layout,
                    lanes,
                    n,
                    m,
                    astride,
                    extent,
                    variant,
                    sine,
                    ortho,
                } => {
                    let mut a = KernelArgs::new();
                    a.push(addr(base(*src), *src_off, *src_item))
                        .push(base(*dst))
                        .push_i64s(lanes_layout)
                        .push(*lanes as i64)
                        .push(*n as i64)
                        .push(*m as i64)
                        .push(*astride as i64)
                        .push(*extent as i64)
                        .push(*variant)
                        .push(*sine as i32)
                        .push(*ortho as i32);
                    // SAFETY: the lane layout and axis extent stay inside the source view; the
                    // destination holds lanes * m values of the FFT input type.
                    unsafe { launch_1d(cuda, *f, lanes * m, &mut a)? };
                }
                Step::DctPost {
                    f,
                    src,
                    dst,
                    lanes,
                    inner,
                    n,
                    m,
                    variant,
                    sine,
                    ortho,
                    scale,
                } => {
                    let mut a = KernelArgs::new();
                    a.push(base(*src))
                        .push(base(*dst))
                        .push(*lanes as i64)
                        .push(*inner as i64)
                        .push(*n as i64)
                        .push(*m as i64)
                        .push(*variant)
                        .push(*sine as i32)
                        .push(*ortho as i32)
                        .push(*scale);
                    // SAFETY: `src` holds the FFT output rows, `dst` lanes * n reals.
                    unsafe { launch_1d(cuda, *f, lanes * n, &mut a)? };
                }
            }
        }
        // Temporaries drop here: their frees are ordered on the stream after the steps.
        drop(temps);
        Ok(())
    }
}

fn push_index(a: &mut KernelArgs, n: usize, idx: IndexType) {
    match idx {
        IndexType::U32 => a.push(n as u32),
        IndexType::I64 => a.push(n as i64),
    };
}

/// # Safety
/// As [`CudaBackend::launch`].
unsafe fn launch_1d(
    cuda: &CudaBackend,
    f: KernelFn,
    n: usize,
    args: &mut KernelArgs,
) -> Result<()> {
    if n == 0 {
        return Ok(());
    }
    // SAFETY: forwarded to the caller.
    unsafe { cuda.launch(f, (grid_1d(cuda, n, BLOCK), 1, 1), (BLOCK, 1, 1), 0, args) }
}

/// The cuFFT plan type moving `src` to `dst` elements.
fn plan_type(src: DType, dst: DType) -> Result<PlanType> {
    Ok(match (src, dst) {
        (DType::C64, DType::C64) => PlanType::C2C,
        (DType::C128, DType::C128) => PlanType::Z2Z,
        (DType::F32, DType::C64) => PlanType::R2C,
        (DType::F64, DType::C128) => PlanType::D2Z,
        (DType::C64, DType::F32) => PlanType::C2R,
        (DType::C128, DType::F64) => PlanType::Z2D,
        _ => {
            return Err(Error::Unsupported {
                what: format!("an FFT from {src} to {dst}"),
                backend: "cuda".into(),
            });
        }
    })
}

/// A cuFFT layout for transforming `group` (outermost first; for R2C/C2R the halved axis last)
/// of logical `lengths` from `src` to `dst`: the plan key and the (src, dst) element offsets of
/// each execution (empty: one execution at offset 0). `None` when the layout does not fit.
fn plan_layout(
    (stream, ordinal): (usize, usize),
    ty: PlanType,
    group: &[usize],
    lengths: &[usize],
    src: &View,
    dst: &View,
) -> Option<(PlanKey, Vec<(isize, isize)>)> {
    let rank = group.len();
    if rank == 0 || rank > 3 {
        return None;
    }
    // Per view: istride and inembed of the nested transform axes.
    let nest = |v: &View| -> Option<(i64, [i64; 3])> {
        let ext: Vec<usize> = group.iter().map(|&a| v.shape[a]).collect();
        let mut st: Vec<isize> = group.iter().map(|&a| v.strides[a]).collect();
        // Axes of extent 1 are never stepped along: give them the stride nesting expects.
        if ext[rank - 1] == 1 {
            st[rank - 1] = 1;
        }
        for i in (0..rank - 1).rev() {
            if ext[i] == 1 {
                st[i] = st[i + 1] * ext[i + 1] as isize;
            }
        }
        if st.iter().any(|&s| s <= 0) {
            return None;
        }
        let mut embed = [1i64; 3];
        embed[0] = ext[0] as i64;
        for i in 1..rank {
            if st[i - 1] % st[i] != 0 || ((st[i - 1] / st[i]) as usize) < ext[i] {
                return None;
            }
            embed[i] = (st[i - 1] / st[i]) as i64;
        }
        Some((st[rank - 1] as i64, embed))
    };
    let (istride, inembed) = nest(src)?;
    let (ostride, onembed) = nest(dst)?;

    // Batch axes: every other axis of extent > 1, merged where both layouts allow.
    let mut batch: Vec<(usize, isize, isize)> = Vec::new(); // (count, src stride, dst stride)
    for ax in 0..src.shape.len() {
        if group.contains(&ax) || src.shape[ax] == 1 {
            continue;
        }
        if src.shape[ax] != dst.shape[ax] {
            return None;
        }
        let (n, ss, ds) = (src.shape[ax], src.strides[ax], dst.strides[ax]);
        if ss <= 0 || ds <= 0 {
            return None;
        }
        if let Some(last) = batch.last_mut() {
            if last.1 == ss * n as isize && last.2 == ds * n as isize {
                *last = (last.0 * n, ss, ds);
                continue;
            }
        }
        batch.push((n, ss, ds));
    }
    let span = |embed: &[i64; 3], stride: i64| embed[..rank].iter().product::<i64>() * stride;
    let (count, idist, odist, loops) = match batch.len() {
        0 => (
            1,
            span(&inembed, istride),
            span(&onembed, ostride),
            Vec::new(),
        ),
        1 => (batch[0].0, batch[0].1 as i64, batch[0].2 as i64, Vec::new()),
        _ => {
            let main = (0..batch.len())
                .max_by_key(|&i| batch[i].0)
                .expect("non-empty");
            let rest: Vec<(usize, isize, isize)> = batch
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != main)
                .map(|(_, b)| *b)
                .collect();
            let total: usize = rest.iter().map(|b| b.0).product();
            if total > MAX_LOOPS {
                return None;
            }
            let mut loops = Vec::with_capacity(total);
            for mut k in 0..total {
                let (mut so, mut dof) = (0isize, 0isize);
                for &(n, ss, ds) in rest.iter().rev() {
                    let c = (k % n) as isize;
                    k /= n;
                    so += c * ss;
                    dof += c * ds;
                }
                loops.push((so, dof));
            }
            (
                batch[main].0,
                batch[main].1 as i64,
                batch[main].2 as i64,
                loops,
            )
        }
    };
    // Real data must start where complex data could: an even element offset of an aligned base,
    // for every execution.
    let real_ok = |v: &View, offs: Vec<isize>| {
        !v.dtype.is_float() || (v.aligned && v.offset % 2 == 0 && offs.iter().all(|o| o % 2 == 0))
    };
    if !real_ok(src, loops.iter().map(|l| l.0).collect())
        || !real_ok(dst, loops.iter().map(|l| l.1).collect())
    {
        return None;
    }
    let mut n = [1i64; 3];
    for (i, &l) in lengths.iter().enumerate() {
        n[i] = l as i64;
    }
    let key = PlanKey {
        ty,
        rank: rank as u8,
        n,
        inembed,
        istride,
        idist,
        onembed,
        ostride,
        odist,
        batch: count as i64,
        stream,
        ordinal,
    };
    Some((key, loops))
}

/// Builds a [`Schedule`] step by step, compiling kernels and fetching cuFFT plans as it goes.
pub(crate) struct Builder<'a> {
    cuda: &'a CudaBackend,
    schedule: Schedule,
    /// Plans made for this schedule alone (explicit plans), instead of the shared cache.
    private_plans: bool,
}

impl<'a> Builder<'a> {
    pub(crate) fn new(cuda: &'a CudaBackend, private_plans: bool) -> Self {
        Builder {
            cuda,
            schedule: Schedule::default(),
            private_plans,
        }
    }

    pub(crate) fn finish(self) -> Schedule {
        self.schedule
    }

    /// A new temporary of `len` elements of `dtype`.
    pub(crate) fn temp(&mut self, len: usize, dtype: DType) -> Buf {
        self.schedule.temps.push(len * dtype.itemsize());
        Buf::Temp(self.schedule.temps.len() - 1)
    }

    fn plan(&self, key: &PlanKey) -> Result<Arc<CufftPlan>> {
        if self.private_plans {
            Ok(Arc::new(CufftPlan::new(self.cuda, key)?))
        } else {
            cufft::cached_plan(self.cuda, key)
        }
    }

    /// `dst` (a C-ordered buffer of `dst_shape` and `dst_dtype`) <- `src` cropped or zero-padded
    /// to `dst_shape`, cast, times `scale`, conjugated when `conj`; `zero` = (axis, nyquist
    /// index or -1) clears imaginary parts at index 0 and nyquist along that axis.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn gather(
        &mut self,
        src: &View,
        dst: Buf,
        dst_shape: &[usize],
        dst_dtype: DType,
        scale: f64,
        conj: bool,
        zero: Option<(usize, i64)>,
    ) -> Result<()> {
        let n: usize = dst_shape.iter().product();
        if n == 0 {
            return Ok(());
        }
        // (shape, extent, stride, is the zero axis), merged where the inner axis is neither
        // cropped nor padded and the strides chain.
        let mut dims: Vec<(usize, usize, isize, bool)> = Vec::new();
        for (d, &len) in dst_shape.iter().enumerate() {
            let is_zero = zero.is_some_and(|(a, _)| a == d);
            let ext = src.shape[d].min(len);
            if len == 1 && ext == 1 && !is_zero {
                continue;
            }
            let cur = (len, ext, src.strides[d], is_zero);
            if let Some(last) = dims.last_mut() {
                if !last.3 && !cur.3 && cur.1 == cur.0 && last.2 == cur.2 * cur.0 as isize {
                    *last = (last.0 * cur.0, last.1 * cur.0, cur.2, false);
                    continue;
                }
            }
            dims.push(cur);
        }
        if dims.is_empty() {
            dims.push((1, 1, 1, false));
        }
        let ndim = dims.len();
        if ndim > MAX_KERNEL_DIMS {
            return Err(Error::Unsupported {
                what: format!("an FFT gather over {ndim} axes (at most {MAX_KERNEL_DIMS})"),
                backend: "cuda".into(),
            });
        }
        let mut layout = Vec::with_capacity(3 * ndim);
        layout.extend(dims.iter().map(|d| d.0 as i64));
        layout.extend(dims.iter().map(|d| d.1 as i64));
        layout.extend(dims.iter().map(|d| d.2 as i64));
        let zero_axis = dims.iter().position(|d| d.3).map_or(-1, |p| p as i32);
        let nyquist = zero.map_or(-1, |z| z.1);
        let idx = IndexType::for_len(n);
        let key = format!(
            "fft_gather|{}|{}|{ndim}|{}",
            src.dtype.short(),
            dst_dtype.short(),
            idx.tag()
        );
        let in_dtype = src.dtype;
        let f = self.cuda.function(&key, || {
            let (w, name) = kernels::gather_wrapper(in_dtype, dst_dtype, ndim, idx);
            (kernels::source(&w), name)
        })?;
        self.schedule.steps.push(Step::Gather {
            f,
            src: src.buf,
            src_off: src.offset,
            src_item: src.dtype.itemsize(),
            dst,
            n,
            idx,
            layout,
            scale,
            conj,
            zero_axis,
            nyquist,
        });
        Ok(())
    }

    /// In-place scaling (and conjugation) of a contiguous buffer of `n` elements.
    pub(crate) fn scale(
        &mut self,
        buf: Buf,
        n: usize,
        dtype: DType,
        scale: f64,
        conj: bool,
    ) -> Result<()> {
        if n == 0 || (scale == 1.0 && !conj) {
            return Ok(());
        }
        let idx = IndexType::for_len(n);
        let key = format!("fft_scale|{}|{}", dtype.short(), idx.tag());
        let f = self.cuda.function(&key, || {
            let (w, name) = kernels::scale_wrapper(dtype, idx);
            (kernels::source(&w), name)
        })?;
        self.schedule.steps.push(Step::Scale {
            f,
            buf,
            n,
            idx,
            scale,
            conj,
        });
        Ok(())
    }

    /// Clears the imaginary parts at index 0 and `nyquist` (or -1) along `axis` of the
    /// C-ordered complex buffer `buf` of `shape`.
    pub(crate) fn zero_imag(
        &mut self,
        buf: Buf,
        shape: &[usize],
        axis: usize,
        nyquist: i64,
        dtype: DType,
    ) -> Result<()> {
        let outer: usize = shape[..axis].iter().product();
        let inner: usize = shape[axis + 1..].iter().product();
        if outer * inner * shape[axis] == 0 {
            return Ok(());
        }
        let key = format!("fft_zero_imag|{}", dtype.short());
        let f = self.cuda.function(&key, || {
            let (w, name) = kernels::zero_imag_wrapper(dtype);
            (kernels::source(&w), name)
        })?;
        self.schedule.steps.push(Step::ZeroImag {
            f,
            buf,
            outer,
            m: shape[axis],
            inner,
            nyquist,
        });
        Ok(())
    }

    /// Two real FFTs from one complex FFT: `src` holds the FFT, C-ordered (pre, n, mid, half), of
    /// real columns paired as complex numbers; `dst` gets the C-ordered (pre, n/2+1, mid, 2 half)
    /// half spectra, scaled and conjugated when `conj`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn unpair(
        &mut self,
        src: Buf,
        dst: Buf,
        dims: [usize; 4],
        complex: DType,
        scale: f64,
        conj: bool,
    ) -> Result<()> {
        let key = format!("fft_unpair|{}", complex.short());
        let f = self.cuda.function(&key, || {
            let (w, name) = kernels::unpair_wrapper(complex);
            (kernels::source(&w), name)
        })?;
        self.schedule.steps.push(Step::Unpair {
            f,
            src,
            dst,
            dims,
            scale,
            conj,
        });
        Ok(())
    }

    /// Adds a cuFFT pass if `src`/`dst` fit one plan (with at most [`MAX_LOOPS`] executions);
    /// returns whether it did.
    pub(crate) fn try_fft(
        &mut self,
        group: &[usize],
        lengths: &[usize],
        src: &View,
        dst: &View,
        direction: i32,
    ) -> Result<bool> {
        let ty = plan_type(src.dtype, dst.dtype)?;
        let place = (self.cuda.cu_stream() as usize, self.cuda.device().ordinal());
        let Some((key, loops)) = plan_layout(place, ty, group, lengths, src, dst) else {
            return Ok(false);
        };
        let plan = self.plan(&key)?;
        self.schedule.steps.push(Step::Fft {
            plan,
            src: src.buf,
            src_off: src.offset,
            src_item: src.dtype.itemsize(),
            dst: dst.buf,
            dst_off: dst.offset,
            dst_item: dst.dtype.itemsize(),
            loops,
            direction,
        });
        Ok(true)
    }

    /// A cuFFT pass over `group` from `src` to the C-ordered `dst` (the same view for in-place
    /// C2C). When the layout does not fit one plan, the data goes through a temporary with the
    /// batch axes first (see the module docs).
    pub(crate) fn fft(
        &mut self,
        group: &[usize],
        lengths: &[usize],
        src: &View,
        dst: &View,
        direction: i32,
    ) -> Result<()> {
        if self.try_fft(group, lengths, src, dst, direction)? {
            return Ok(());
        }
        let ndim = src.shape.len();
        let mut perm: Vec<usize> = (0..ndim).filter(|a| !group.contains(a)).collect();
        perm.extend_from_slice(group);
        let pgroup: Vec<usize> = (ndim - group.len()..ndim).collect();
        let src_p = src.permuted(&perm);
        let dst_p = dst.permuted(&perm);
        let ta = self.temp(src_p.shape.iter().product(), src.dtype);
        let ta_view = View::c_order(ta, &src_p.shape, src.dtype);
        self.gather(&src_p, ta, &src_p.shape, src.dtype, 1.0, false, None)?;
        let in_place = src == dst;
        let tb_view = if in_place {
            ta_view.clone()
        } else {
            let tb = self.temp(dst_p.shape.iter().product(), dst.dtype);
            View::c_order(tb, &dst_p.shape, dst.dtype)
        };
        if !self.try_fft(&pgroup, lengths, &ta_view, &tb_view, direction)? {
            return Err(Error::InvalidArgument {
                op: "fft",
                reason: "internal: a C-ordered layout did not fit a cuFFT plan".into(),
            });
        }
        // Back to the original axis order: read tb with its strides un-permuted.
        let mut back_strides = vec![0isize; ndim];
        for (i, &a) in perm.iter().enumerate() {
            back_strides[a] = tb_view.strides[i];
        }
        let back = View {
            buf: tb_view.buf,
            offset: 0,
            shape: dst.shape.clone(),
            strides: back_strides,
            dtype: dst.dtype,
            aligned: true,
        };
        self.gather(&back, dst.buf, &dst.shape, dst.dtype, 1.0, false, None)
    }

    /// DCT/DST pre-processing: `src` (real values, any real dtype) along `axis` into the FFT
    /// input `dst` ((lanes, m) row-major, real or complex).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn dct_pre(
        &mut self,
        src: &View,
        axis: usize,
        n: usize,
        dst: Buf,
        m: usize,
        real: DType,
        complex_out: bool,
        variant: i32,
        sine: bool,
        ortho: bool,
    ) -> Result<()> {
        let lanes_axes: Vec<usize> = (0..src.shape.len()).filter(|&a| a != axis).collect();
        let mut dims: Vec<(usize, isize)> = Vec::new();
        for &a in &lanes_axes {
            let (len, st) = (src.shape[a], src.strides[a]);
            if len == 1 {
                continue;
            }
            if let Some(last) = dims.last_mut() {
                if last.1 == st * len as isize {
                    *last = (last.0 * len, st);
                    continue;
                }
            }
            dims.push((len, st));
        }
        if dims.is_empty() {
            dims.push((1, 0));
        }
        let ndim = dims.len();
        if ndim > MAX_KERNEL_DIMS {
            return Err(Error::Unsupported {
                what: format!("a DCT over {ndim} lane axes (at most {MAX_KERNEL_DIMS})"),
                backend: "cuda".into(),
            });
        }
        let lanes: usize = dims.iter().map(|d| d.0).product();
        let mut layout: Vec<i64> = dims.iter().map(|d| d.0 as i64).collect();
        layout.extend(dims.iter().map(|d| d.1 as i64));
        let in_dtype = src.dtype;
        let key = format!(
            "dct_pre|{}|{}|{ndim}|{complex_out}",
            in_dtype.short(),
            real.short()
        );
        let f = self.cuda.function(&key, || {
            let (w, name) = kernels::dct_pre_wrapper(in_dtype, real, ndim, complex_out);
            (kernels::source(&w), name)
        })?;
        self.schedule.steps.push(Step::DctPre {
            f,
            src: src.buf,
            src_off: src.offset,
            src_item: src.dtype.itemsize(),
            dst,
            lanes_layout: layout,
            lanes,
            n,
            m,
            astride: src.strides[axis],
            extent: src.shape[axis],
            variant,
            sine,
            ortho,
        });
        Ok(())
    }

    /// DCT/DST post-processing: FFT output `src` into the C-ordered real `dst` of `shape`
    /// (whose `axis` has length `n`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn dct_post(
        &mut self,
        src: Buf,
        dst: Buf,
        shape: &[usize],
        axis: usize,
        m: usize,
        real: DType,
        variant: i32,
        sine: bool,
        ortho: bool,
        scale: f64,
    ) -> Result<()> {
        let n = shape[axis];
        let inner: usize = shape[axis + 1..].iter().product();
        let lanes: usize = shape.iter().product::<usize>() / n.max(1);
        let key = format!("dct_post|{}", real.short());
        let f = self.cuda.function(&key, || {
            let (w, name) = kernels::dct_post_wrapper(real);
            (kernels::source(&w), name)
        })?;
        self.schedule.steps.push(Step::DctPost {
            f,
            src,
            dst,
            lanes,
            inner: inner.max(1),
            n,
            m,
            variant,
            sine,
            ortho,
            scale,
        });
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view(shape: &[usize], strides: &[isize], dtype: DType) -> View {
        View {
            buf: Buf::Input,
            offset: 0,
            shape: shape.to_vec(),
            strides: strides.to_vec(),
            dtype,
            aligned: true,
        }
    }

    #[test]
    fn contiguous_axis_zero_batches_columns_without_copy() {
        // rfft of a C-ordered (4096, 4096) f32 along axis 0: columns, istride 4096, idist 1.
        let src = view(&[8, 6], &[6, 1], DType::F32);
        let dst = View::c_order(Buf::Output, &[5, 6], DType::C64);
        let (k, loops) = plan_layout((0, 0), PlanType::R2C, &[0], &[8], &src, &dst).unwrap();
        assert!(loops.is_empty());
        assert_eq!(
            (k.istride, k.idist, k.ostride, k.odist, k.batch),
            (6, 1, 6, 1, 6)
        );
        assert_eq!(k.n, [8, 1, 1]);
    }

    #[test]
    fn last_two_axes_nest_with_leading_batch() {
        let src = view(&[3, 4, 5], &[20, 5, 1], DType::C128);
        let (k, loops) = plan_layout((0, 0), PlanType::Z2Z, &[1, 2], &[4, 5], &src, &src).unwrap();
        assert!(loops.is_empty());
        assert_eq!(
            (k.rank, k.inembed, k.istride, k.idist, k.batch),
            (2, [4, 5, 1], 1, 20, 3)
        );
    }

    #[test]
    fn middle_axis_loops_over_the_smaller_batch() {
        let src = view(&[2, 7, 9], &[63, 9, 1], DType::C64);
        let (k, loops) = plan_layout((0, 0), PlanType::C2C, &[1], &[7], &src, &src).unwrap();
        assert_eq!((k.istride, k.idist, k.batch), (9, 1, 9));
        assert_eq!(loops, vec![(0, 0), (63, 63)]);
        let big = view(&[20, 7, 30], &[210, 30, 1], DType::C64);
        assert!(plan_layout((0, 0), PlanType::C2C, &[1], &[7], &big, &big).is_none());
    }

    #[test]
    fn real_data_must_start_complex_aligned() {
        // Looping over the outer batch of a middle-axis R2C: an odd offset (63 floats) is
        // refused, an even one (70) accepted.
        let odd = view(&[2, 7, 9], &[63, 9, 1], DType::F32);
        let odd_out = View::c_order(Buf::Output, &[2, 4, 9], DType::C64);
        assert!(plan_layout((0, 0), PlanType::R2C, &[1], &[7], &odd, &odd_out).is_none());
        let even = view(&[2, 7, 10], &[70, 10, 1], DType::F32);
        let even_out = View::c_order(Buf::Output, &[2, 4, 10], DType::C64);
        let (_, loops) = plan_layout((0, 0), PlanType::R2C, &[1], &[7], &even, &even_out).unwrap();
        assert_eq!(loops, vec![(0, 0), (70, 40)]);
        let unaligned = View {
            aligned: false,
            ..view(&[8], &[1], DType::F64)
        };
        let out = View::c_order(Buf::Output, &[5], DType::C128);
        assert!(plan_layout((0, 0), PlanType::D2Z, &[0], &[8], &unaligned, &out).is_none());
    }

    #[test]
    fn transposed_and_flipped_inputs() {
        // A transposed (5, 4) view of a C-ordered (4, 5): axis 1 has stride 5.
        let src = view(&[5, 4], &[1, 5], DType::C64);
        let dst = View::c_order(Buf::Output, &[5, 4], DType::C64);
        let (k, _) = plan_layout((0, 0), PlanType::C2C, &[1], &[4], &src, &dst).unwrap();
        assert_eq!(
            (k.istride, k.idist, k.ostride, k.odist, k.batch),
            (5, 1, 1, 4, 5)
        );
        // Both axes at once do not nest in the same order in both views.
        assert!(plan_layout((0, 0), PlanType::C2C, &[0, 1], &[5, 4], &src, &dst).is_none());
        let flipped = view(&[4], &[-1], DType::C64);
        let out = View::c_order(Buf::Output, &[4], DType::C64);
        assert!(plan_layout((0, 0), PlanType::C2C, &[0], &[4], &flipped, &out).is_none());
    }

    #[test]
    fn permuted_views_follow_the_permutation() {
        let v = view(&[2, 3, 4], &[12, 4, 1], DType::F32);
        let p = v.permuted(&[2, 0, 1]);
        assert_eq!(p.shape, vec![4, 2, 3]);
        assert_eq!(p.strides, vec![1, 12, 4]);
    }
}
