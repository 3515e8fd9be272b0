//! A planned GPU computation and its runner: the steps only enqueue launches and cuFFT
//! executions on the stream.

use super::Buf;
use crate::cufft::CufftPlan;
use crate::kernels::IndexType;
use gsci_core::Result;
use gsci_core::cuda::{CudaBackend, DeviceBuffer, KernelArgs, KernelFn, grid_1d};
use std::sync::Arc;

const BLOCK: u32 = 256;

#[derive(Debug)]
pub(super) enum Step {
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
    pub(super) steps: Vec<Step>,
    pub(super) temps: Vec<usize>,
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
