//! CUDA side of the reduction engine: picks a kernel shape for a [`Plan`], generates the wrappers
//! of `kernels/reduce.cu` it needs (all of one reduction in one NVRTC module), and launches them.
//!
//! Shapes (see the `.cu` file): `block` (long contiguous or strided rows, split over several
//! blocks when there are few outputs, then a second pass), `warp` (rows of 32..1024), `thread`
//! (very short rows, or many outputs), `cols` (the kept innermost axis is contiguous: each thread
//! owns neighbouring outputs and walks the reduced elements, coalesced; split over blocks plus a
//! second pass when there are few columns). Splits are sized from the kernel's occupancy so the
//! first pass is one full wave. Nothing here synchronises the host.

use super::Plan;
use super::acc::Reducible;
use super::ops::Op;
use crate::array::Array;
use crate::copy::DstMut;
use crate::cuda::{CudaBackend, DeviceBuffer, KernelArgs, KernelFn, check, grid_1d};
use crate::error::{Error, Result};
use crate::kernel_cache::TYPES_HEADER;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

const REDUCE_CU: &str = include_str!("../kernels/reduce.cu");
/// Threads per block of every reduction kernel (the `.cu` file's shared arrays assume it).
const BLOCK: u32 = 256;
/// Bytes reserved per partial accumulator: the largest `acc_t` (argmin or ptp of complex128) is 32.
const ACC_BYTES: usize = 32;
/// Sizes and offsets below this use 32-bit indexing (with headroom for `i + 3 * stride`).
const INDEX32_LIMIT: usize = 1 << 30;
/// Most axes a kernel takes on either side (after collapsing).
const MAX_DIMS: usize = crate::copy::cuda::MAX_KERNEL_DIMS;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Shape {
    Block,
    Warp,
    Thread,
    Cols,
}

/// One generated kernel: a body of `reduce.cu` instantiated for an operator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Kernel {
    pub shape: Shape,
    /// Reads elements (true) or the accumulators of a previous pass.
    pub map: bool,
    /// Writes results (true) or accumulators for a next pass.
    pub finish: bool,
    /// Kept and reduced axes.
    pub k: usize,
    pub r: usize,
    pub idx64: bool,
    /// `CONTIG` (0/1) for block/warp/thread, `V` (outputs per thread) for cols.
    pub x: usize,
}

impl Kernel {
    pub(crate) fn name(&self, op: &str) -> String {
        let mut s = String::from("gsci_red_");
        let mut gap = false;
        for ch in op.strip_prefix("gsci_red_").unwrap_or(op).chars() {
            if ch.is_ascii_alphanumeric() {
                s.push(ch);
                gap = false;
            } else if !gap {
                s.push('_');
                gap = true;
            }
        }
        let shape = match self.shape {
            Shape::Block => "block",
            Shape::Warp => "warp",
            Shape::Thread => "thread",
            Shape::Cols => "cols",
        };
        format!(
            "{}_{shape}_m{}f{}_k{}r{}x{}_{}",
            s.trim_end_matches('_'),
            self.map as u8,
            self.finish as u8,
            self.k,
            self.r,
            self.x,
            if self.idx64 { "i64" } else { "i32" }
        )
    }

    /// The `extern "C"` wrapper instantiating this kernel for `op`.
    pub(crate) fn wrapper(&self, op: &str) -> String {
        let body = match self.shape {
            Shape::Block => "gsci_red_block_body",
            Shape::Warp => "gsci_red_warp_body",
            Shape::Thread => "gsci_red_thread_body",
            Shape::Cols => "gsci_red_cols_body",
        };
        let x = match self.shape {
            Shape::Cols => self.x.to_string(),
            _ => (self.x != 0).to_string(),
        };
        format!(
            "extern \"C\" __global__ void __launch_bounds__(256) {name}(GSCI_RED_PARAMS, gsci_red_layout<{k}, {r}> L) {{ {body}<{op}, {map}, {fin}, {k}, {r}, {idx}, {x}>(GSCI_RED_ARGS, L); }}\n",
            name = self.name(op),
            k = self.k,
            r = self.r,
            map = self.map,
            fin = self.finish,
            idx = if self.idx64 { "long long" } else { "int" },
        )
    }
}

/// The full source of a module holding `wrappers`.
pub(crate) fn source(wrappers: &str) -> String {
    let mut s = String::with_capacity(TYPES_HEADER.len() + REDUCE_CU.len() + wrappers.len() + 2);
    s.push_str(TYPES_HEADER);
    s.push('\n');
    s.push_str(REDUCE_CU);
    s.push('\n');
    s.push_str(wrappers);
    s
}

/// The kernels' layout argument: kept then reduced (shape, strides), one dummy entry for no axes.
fn layout_words(
    kshape: &[usize],
    kstrides: &[isize],
    rshape: &[usize],
    rstrides: &[isize],
) -> Vec<i64> {
    let mut w = Vec::with_capacity(2 * (kshape.len() + rshape.len()) + 4);
    let mut side = |shape: &[usize], strides: &[isize]| {
        if shape.is_empty() {
            w.extend([1, 0]);
        } else {
            w.extend(shape.iter().map(|&n| n as i64));
            w.extend(strides.iter().map(|&s| s as i64));
        }
    };
    side(kshape, kstrides);
    side(rshape, rstrides);
    w
}

/// Blocks of `threads` threads of `f` that fit on one multiprocessor (cached per kernel).
fn blocks_per_sm(c: &CudaBackend, f: KernelFn, threads: u32) -> Result<usize> {
    static CACHE: OnceLock<Mutex<HashMap<(usize, u32), usize>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let key = (f.0 as usize, threads);
    if let Some(&n) = cache.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return Ok(n);
    }
    c.bind()?;
    let mut n: std::ffi::c_int = 0;
    // SAFETY: the context is bound and `f` is a loaded kernel of it; `n` is valid for writes.
    check(
        unsafe {
            cudarc::driver::sys::cuOccupancyMaxActiveBlocksPerMultiprocessor(
                &mut n,
                f.0,
                threads as std::ffi::c_int,
                0,
            )
        },
        "cuOccupancyMaxActiveBlocksPerMultiprocessor",
    )?;
    let n = (n.max(1)) as usize;
    cache
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, n);
    Ok(n)
}

/// Scalar arguments of one launch (the kernels' common parameter list).
struct Launch {
    x: u64,
    out: u64,
    aux: u64,
    nout: usize,
    nloop: usize,
    ncount: usize,
    nsplit: usize,
    chunk: usize,
    inner: usize,
    p: f64,
    words: Vec<i64>,
    grid: usize,
    block: (u32, u32),
}

fn launch(c: &CudaBackend, f: KernelFn, l: &Launch) -> Result<()> {
    if l.grid > i32::MAX as usize {
        return Err(Error::unsupported(
            format!("a reduction needing {} blocks", l.grid),
            "cuda",
        ));
    }
    let mut args = KernelArgs::new();
    args.push(l.x).push(l.out).push(l.aux);
    for v in [l.nout, l.nloop, l.ncount, l.nsplit, l.chunk, l.inner] {
        args.push(v as i64);
    }
    args.push(l.p);
    args.push_i64s(&l.words);
    // SAFETY: the argument list matches GSCI_RED_PARAMS plus the layout struct; every offset the
    // kernel forms from the layout lies inside the input (planned from its shape and strides), the
    // output holds `nout` results (or `nout * nsplit` accumulators of at most ACC_BYTES), and the
    // aux array holds `nout` values when the operator reads it.
    unsafe {
        c.launch(
            f,
            (l.grid.max(1) as u32, 1, 1),
            (l.block.0, l.block.1, 1),
            0,
            &mut args,
        )
    }
}

/// Runs `op` over `x` on the GPU as `plan` says. The result stays on the device.
pub(crate) fn reduce<T: Reducible, O: Op<T>>(
    c: &CudaBackend,
    x: &Array<T>,
    plan: &Plan,
    op: &O,
    aux: Option<&Array<O::Aux>>,
) -> Result<Array<O::Out>> {
    let mut out = Array::<O::Out>::empty(&plan.out_shape, x.device())?;
    if plan.nout == 0 {
        return Ok(out);
    }
    let (k, r) = (plan.kshape.len(), plan.rshape.len());
    if k > MAX_DIMS || r > MAX_DIMS {
        return Err(Error::unsupported(
            format!(
                "a reduction over {k} kept and {r} reduced non-mergeable axes (at most {MAX_DIMS} each)"
            ),
            "cuda",
        ));
    }
    let out_ptr = match out.storage_mut()? {
        DstMut::Cuda(p) => p,
        DstMut::Host(_) => return Err(Error::invalid("reduce", "internal: result not on the GPU")),
    };
    let x_ptr = x
        .device_ptr()
        .ok_or_else(|| Error::invalid("reduce", "internal: input not on the GPU"))?;
    let aux_arr = aux.map(|a| a.to_contiguous()).transpose()?;
    let aux_ptr = aux_arr.as_ref().and_then(|a| a.device_ptr()).unwrap_or(0);
    let exec = Exec {
        x: x_ptr,
        out: out_ptr,
        aux: aux_ptr,
        op: op.cuda_op(),
        p: op.cuda_param(),
        elem: std::mem::size_of::<T>(),
    };
    execute(c, plan, &exec)?;
    Ok(out)
}

/// The addresses and operator of one reduction.
struct Exec {
    x: u64,
    out: u64,
    aux: u64,
    op: String,
    p: f64,
    elem: usize,
}

fn execute(c: &CudaBackend, plan: &Plan, e: &Exec) -> Result<()> {
    let (x_ptr, op_inst, elem) = (e.x, &e.op, e.elem);
    let (k, r) = (plan.kshape.len(), plan.rshape.len());
    let (nout, nloop) = (plan.nout, plan.nred);

    // 32-bit indexing when every size and offset fits.
    let span: usize = plan
        .kshape
        .iter()
        .zip(&plan.kstrides)
        .chain(plan.rshape.iter().zip(&plan.rstrides))
        .map(|(&n, &s)| n.saturating_sub(1).saturating_mul(s.unsigned_abs()))
        .fold(0usize, |a, b| a.saturating_add(b));
    let idx64 = span >= INDEX32_LIMIT || nout >= INDEX32_LIMIT || nloop >= INDEX32_LIMIT;

    let contig = r == 1 && (plan.rstrides[0] == 1 || plan.rshape[0] <= 1);
    let inner_contig = k >= 1 && plan.kstrides[k - 1] == 1;
    let sm = c.device().sm_count as usize;
    let shape = if nloop <= 1 {
        Shape::Thread
    } else if contig {
        if nloop >= 1024 {
            Shape::Block
        } else if nloop >= 32 {
            Shape::Warp
        } else {
            Shape::Thread
        }
    } else if inner_contig {
        Shape::Cols
    } else if nloop < 32 || nout >= sm * 2048 {
        Shape::Thread
    } else if nloop < 1024 || nout >= sm * 8 {
        Shape::Warp
    } else {
        Shape::Block
    };
    let words = layout_words(&plan.kshape, &plan.kstrides, &plan.rshape, &plan.rstrides);
    let base = Launch {
        x: x_ptr,
        out: e.out,
        aux: e.aux,
        nout,
        nloop,
        ncount: nloop,
        nsplit: 1,
        chunk: nloop,
        inner: 0,
        p: e.p,
        words,
        grid: 0,
        block: (BLOCK, 1),
    };

    match shape {
        Shape::Thread | Shape::Warp => {
            let kern = Kernel {
                shape,
                map: true,
                finish: true,
                k,
                r,
                idx64,
                x: contig as usize,
            };
            let name = kern.name(op_inst);
            let f = c.function(&name, || (source(&kern.wrapper(op_inst)), name.clone()))?;
            let grid = if shape == Shape::Warp {
                nout.div_ceil((BLOCK / 32) as usize)
            } else {
                grid_1d(c, nout, BLOCK) as usize
            };
            launch(c, f, &Launch { grid, ..base })
        }
        Shape::Block => {
            let k2 = (nout > 1) as usize;
            let kernels = [
                Kernel {
                    shape,
                    map: true,
                    finish: true,
                    k,
                    r,
                    idx64,
                    x: contig as usize,
                },
                Kernel {
                    shape,
                    map: true,
                    finish: false,
                    k,
                    r,
                    idx64,
                    x: contig as usize,
                },
                Kernel {
                    shape,
                    map: false,
                    finish: true,
                    k: k2,
                    r: 1,
                    idx64,
                    x: 1,
                },
            ];
            let funcs = functions(c, op_inst, &kernels)?;
            let target = sm * blocks_per_sm(c, funcs[0], BLOCK)?;
            let nsplit = if nout >= target {
                1
            } else {
                target
                    .div_ceil(nout)
                    .min(nloop.div_ceil(BLOCK as usize * 16))
                    .max(1)
            };
            let chunk = nloop.div_ceil(nsplit).next_multiple_of(64);
            let nsplit = nloop.div_ceil(chunk);
            if nsplit == 1 {
                return launch(c, funcs[0], &Launch { grid: nout, ..base });
            }
            let partials = DeviceBuffer::alloc(c, nout * nsplit * ACC_BYTES)?;
            launch(
                c,
                funcs[1],
                &Launch {
                    out: partials.ptr(),
                    nsplit,
                    chunk,
                    grid: nout * nsplit,
                    ..base
                },
            )?;
            // Pass 2: each output's `nsplit` accumulators are one contiguous row.
            launch(
                c,
                funcs[2],
                &Launch {
                    x: partials.ptr(),
                    nloop: nsplit,
                    chunk: nsplit,
                    words: layout_words(&[nout][..k2], &[nsplit as isize][..k2], &[nsplit], &[1]),
                    grid: nout,
                    ..base
                },
            )
        }
        Shape::Cols => {
            let inner = plan.kshape[k - 1];
            let v = cols_vector_width(plan, x_ptr, elem);
            let kernels = [
                Kernel {
                    shape,
                    map: true,
                    finish: true,
                    k,
                    r,
                    idx64,
                    x: v,
                },
                Kernel {
                    shape,
                    map: true,
                    finish: false,
                    k,
                    r,
                    idx64,
                    x: v,
                },
                Kernel {
                    shape,
                    map: false,
                    finish: true,
                    k: 1,
                    r: 1,
                    idx64,
                    x: 1,
                },
            ];
            let funcs = functions(c, op_inst, &kernels)?;
            let (bx, by) = cols_block(inner, v);
            let tiles = inner.div_ceil(bx as usize * v);
            let base_blocks = (nout / inner) * tiles;
            let target = sm * blocks_per_sm(c, funcs[0], BLOCK)?;
            let nsplit = if base_blocks >= target {
                1
            } else {
                target
                    .div_ceil(base_blocks)
                    .min(nloop.div_ceil(by as usize * 4))
                    .max(1)
            };
            let chunk = nloop.div_ceil(nsplit);
            let nsplit = nloop.div_ceil(chunk);
            let first = Launch {
                inner,
                grid: base_blocks * nsplit,
                block: (bx, by),
                ..base
            };
            if nsplit == 1 {
                return launch(c, funcs[0], &first);
            }
            let partials = DeviceBuffer::alloc(c, nout * nsplit * ACC_BYTES)?;
            launch(
                c,
                funcs[1],
                &Launch {
                    out: partials.ptr(),
                    nsplit,
                    chunk,
                    ..first
                },
            )?;
            // Pass 2: accumulators [nsplit][nout], reduced down the columns.
            let (bx2, by2) = cols_block(nout, 1);
            launch(
                c,
                funcs[2],
                &Launch {
                    x: partials.ptr(),
                    nloop: nsplit,
                    chunk: nsplit,
                    inner: nout,
                    words: layout_words(&[nout], &[1], &[nsplit], &[nout as isize]),
                    grid: nout.div_ceil(bx2 as usize),
                    block: (bx2, by2),
                    ..base
                },
            )
        }
    }
}

/// Loads `kernels` (all compiled in one module: the first miss compiles it, the others are found in
/// the kernel cache's disk copy of the same source).
fn functions(c: &CudaBackend, op: &str, kernels: &[Kernel]) -> Result<Vec<KernelFn>> {
    let mut src: Option<String> = None;
    kernels
        .iter()
        .map(|k| {
            let name = k.name(op);
            c.function(&name, || {
                let s = src.get_or_insert_with(|| {
                    source(&kernels.iter().map(|k| k.wrapper(op)).collect::<String>())
                });
                (s.clone(), name.clone())
            })
        })
        .collect()
}

/// Outputs per thread in the cols kernel: a 16-byte (or narrower) vector when the base address,
/// the column count and every other stride keep it aligned.
fn cols_vector_width(plan: &Plan, x_ptr: u64, elem: usize) -> usize {
    let k = plan.kshape.len();
    let v = match elem {
        1 | 2 | 4 => 4,
        8 => 2,
        _ => 1,
    };
    let aligned = plan.kshape[k - 1] % v == 0
        && x_ptr % (v * elem) as u64 == 0
        && plan.kstrides[..k - 1].iter().all(|s| s % v as isize == 0)
        && plan.rstrides.iter().all(|s| s % v as isize == 0);
    if aligned { v } else { 1 }
}

/// The cols block: as many threads across as the columns need (a power of two up to 32), the
/// rest of the 256 down the rows.
fn cols_block(inner: usize, v: usize) -> (u32, u32) {
    let bx = inner.div_ceil(v).next_power_of_two().min(32) as u32;
    (bx, BLOCK / bx)
}

/// Representative reduction kernels, a few NVRTC modules, for the compile test.
pub(crate) fn all_generated_sources() -> Vec<(String, String)> {
    use super::ops::*;
    use crate::{Complex32, Complex64, bf16, f16};
    use std::marker::PhantomData;

    fn ops<T: Reducible>() -> Vec<String> {
        vec![
            Op::<T>::cuda_op(&SumOp::<false, false>),
            Op::<T>::cuda_op(&SumOp::<true, true>),
            Op::<T>::cuda_op(&MeanOp::<T::Mean>(PhantomData)),
            Op::<T>::cuda_op(&NanMeanOp::<T::MeanAcc>(PhantomData)),
            Op::<T>::cuda_op(&VarOp {
                ddof: 0.0,
                sqrt: true,
            }),
            Op::<T>::cuda_op(&NanVarOp {
                ddof: 0.0,
                sqrt: false,
            }),
            Op::<T>::cuda_op(&MinMaxOp::<false, false>),
            Op::<T>::cuda_op(&MinMaxOp::<true, true>),
            Op::<T>::cuda_op(&ArgOp::<false, false>),
            Op::<T>::cuda_op(&ArgOp::<true, true>),
            Op::<T>::cuda_op(&AnyAllOp::<true>),
            Op::<T>::cuda_op(&CountNonzeroOp),
            Op::<T>::cuda_op(&NormOp::<NORM_L2> { p: 2.0 }),
            Op::<T>::cuda_op(&NormOp::<NORM_P> { p: 3.0 }),
            Op::<T>::cuda_op(&NormOp::<NORM_INF> { p: 0.0 }),
        ]
    }
    fn real_ops<T: Reducible>() -> Vec<String> {
        vec![
            Op::<T>::cuda_op(&PtpOp),
            Op::<T>::cuda_op(&LseMaxOp),
            Op::<T>::cuda_op(&LseOp),
        ]
    }
    let k = |shape, map, finish, k, r, idx64, x| Kernel {
        shape,
        map,
        finish,
        k,
        r,
        idx64,
        x,
    };
    // Every shape once per operator, alternating the template arguments.
    let variants = [
        k(Shape::Block, true, true, 0, 1, false, 1),
        k(Shape::Block, true, false, 2, 2, true, 0),
        k(Shape::Block, false, true, 1, 1, false, 1),
        k(Shape::Warp, true, true, 1, 1, false, 1),
        k(Shape::Thread, true, true, 3, 2, false, 0),
        k(Shape::Cols, true, false, 2, 1, false, 4),
        k(Shape::Cols, false, true, 1, 1, true, 1),
    ];
    let module = |name: &str, ops: Vec<String>| {
        let mut w = String::new();
        for (i, op) in ops.iter().enumerate() {
            // Rotate through the shapes so each module covers all of them for several operators.
            w += &variants[i % variants.len()].wrapper(op);
            w += &variants[(i + 3) % variants.len()].wrapper(op);
        }
        (format!("reduce_{name}"), source(&w))
    };
    let mut f32_ops = ops::<f32>();
    f32_ops.extend(real_ops::<f32>());
    let mut half_ops = ops::<f16>();
    half_ops.extend(real_ops::<bf16>());
    let mut int_ops = ops::<i8>();
    int_ops.extend(ops::<bool>());
    int_ops.extend(real_ops::<u64>());
    int_ops.extend(real_ops::<i32>());
    let mut wide_ops = ops::<Complex32>();
    wide_ops.extend(ops::<Complex64>());
    wide_ops.extend(real_ops::<f64>());
    vec![
        module("f32", f32_ops),
        module("half", half_ops),
        module("int_bool", int_ops),
        module("f64_complex", wide_ops),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kernel_names_are_identifiers() {
        let k = Kernel {
            shape: Shape::Cols,
            map: true,
            finish: false,
            k: 2,
            r: 1,
            idx64: false,
            x: 4,
        };
        let n = k.name("gsci_red_sum<unsigned char, unsigned long long, unsigned long long, 0, 0>");
        assert_eq!(
            n,
            "gsci_red_sum_unsigned_char_unsigned_long_long_unsigned_long_long_0_0_cols_m1f0_k2r1x4_i32"
        );
        assert!(n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
    }

    #[test]
    fn layout_words_pad_empty_sides() {
        assert_eq!(layout_words(&[], &[], &[5], &[1]), vec![1, 0, 5, 1]);
        assert_eq!(
            layout_words(&[2, 3], &[3, 1], &[4], &[6]),
            vec![2, 3, 3, 1, 4, 6]
        );
    }

    #[test]
    fn cols_blocks_cover_256_threads() {
        assert_eq!(cols_block(8192, 4), (32, 8));
        assert_eq!(cols_block(3, 1), (4, 64));
        assert_eq!(cols_block(1, 1), (1, 256));
    }

    /// Every operator for every dtype compiles (slow: run with `--ignored` after changing
    /// `reduce.cu`; needs NVRTC).
    #[test]
    #[ignore]
    fn every_operator_and_dtype_compiles() {
        use super::super::ops::*;
        use crate::kernel_cache::{DEFAULT_OPTIONS, compile_cubin, nvrtc_available};
        use crate::{Complex32, Complex64, bf16, f16};
        use std::marker::PhantomData;
        if !nvrtc_available() {
            eprintln!("skipped: no NVRTC");
            return;
        }
        fn all<T: Reducible>(real: bool) -> Vec<String> {
            let mut v = vec![
                Op::<T>::cuda_op(&SumOp::<false, false>),
                Op::<T>::cuda_op(&SumOp::<true, false>),
                Op::<T>::cuda_op(&SumOp::<false, true>),
                Op::<T>::cuda_op(&SumOp::<true, true>),
                Op::<T>::cuda_op(&MeanOp::<T::Mean>(PhantomData)),
                Op::<T>::cuda_op(&MeanOp::<T::MeanAcc>(PhantomData)),
                Op::<T>::cuda_op(&NanMeanOp::<T::Mean>(PhantomData)),
                Op::<T>::cuda_op(&NanMeanOp::<T::MeanAcc>(PhantomData)),
                Op::<T>::cuda_op(&VarOp {
                    ddof: 0.0,
                    sqrt: false,
                }),
                Op::<T>::cuda_op(&VarOp {
                    ddof: 0.0,
                    sqrt: true,
                }),
                Op::<T>::cuda_op(&NanVarOp {
                    ddof: 0.0,
                    sqrt: true,
                }),
                Op::<T>::cuda_op(&MinMaxOp::<false, false>),
                Op::<T>::cuda_op(&MinMaxOp::<true, false>),
                Op::<T>::cuda_op(&MinMaxOp::<false, true>),
                Op::<T>::cuda_op(&MinMaxOp::<true, true>),
                Op::<T>::cuda_op(&ArgOp::<false, false>),
                Op::<T>::cuda_op(&ArgOp::<true, false>),
                Op::<T>::cuda_op(&ArgOp::<false, true>),
                Op::<T>::cuda_op(&ArgOp::<true, true>),
                Op::<T>::cuda_op(&AnyAllOp::<false>),
                Op::<T>::cuda_op(&AnyAllOp::<true>),
                Op::<T>::cuda_op(&CountNonzeroOp),
                Op::<T>::cuda_op(&NormOp::<NORM_L2> { p: 0.0 }),
                Op::<T>::cuda_op(&NormOp::<NORM_L1> { p: 0.0 }),
                Op::<T>::cuda_op(&NormOp::<NORM_ZERO> { p: 0.0 }),
                Op::<T>::cuda_op(&NormOp::<NORM_P> { p: 0.0 }),
                Op::<T>::cuda_op(&NormOp::<NORM_INF> { p: 0.0 }),
                Op::<T>::cuda_op(&NormOp::<NORM_NEG_INF> { p: 0.0 }),
            ];
            if T::DTYPE != crate::DType::Bool {
                v.push(Op::<T>::cuda_op(&PtpOp));
            }
            if real {
                v.push(Op::<T>::cuda_op(&LseMaxOp));
                v.push(Op::<T>::cuda_op(&LseOp));
            }
            v
        }
        let sets: Vec<(&str, Vec<String>)> = vec![
            ("bool", all::<bool>(true)),
            ("i8", all::<i8>(true)),
            ("i16", all::<i16>(true)),
            ("i32", all::<i32>(true)),
            ("i64", all::<i64>(true)),
            ("u8", all::<u8>(true)),
            ("u16", all::<u16>(true)),
            ("u32", all::<u32>(true)),
            ("u64", all::<u64>(true)),
            ("f16", all::<f16>(true)),
            ("bf16", all::<bf16>(true)),
            ("f32", all::<f32>(true)),
            ("f64", all::<f64>(true)),
            ("c64", all::<Complex32>(false)),
            ("c128", all::<Complex64>(false)),
        ];
        let kern = Kernel {
            shape: Shape::Block,
            map: true,
            finish: true,
            k: 1,
            r: 1,
            idx64: false,
            x: 1,
        };
        let cols = Kernel {
            shape: Shape::Cols,
            map: false,
            finish: true,
            k: 1,
            r: 1,
            idx64: false,
            x: 1,
        };
        for (name, mut ops) in sets {
            ops.sort();
            ops.dedup();
            let w: String = ops
                .iter()
                .map(|op| kern.wrapper(op) + &cols.wrapper(op))
                .collect();
            compile_cubin(&source(&w), name, "sm_90", DEFAULT_OPTIONS)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }
}
