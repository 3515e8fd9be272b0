//! `cg` fully on the GPU for a CSR matrix with real f32/f64 values: three fused kernels per
//! iteration (SpMV with the p·Ap dot; the x/r update with the r·z and r·r dots; the p update),
//! scalars kept in device memory, three iterations captured into a CUDA graph and replayed, and
//! the residual norm read back every [`CHECK_EVERY`] iterations.

use super::{IterateCallback, kernels};
use crate::linalg::interface::CsrRaw;
use crate::scalar::SparseScalar;
use cudarc::driver::sys::{CUgraphInstantiate_flags, CUstreamCaptureMode};
use gsci_core::cuda::{CudaBackend, KernelArgs, KernelFn, grid_1d};
use gsci_core::{Array, Device, Error, Result};

/// Iterations between two reads of the residual norm (a multiple of the graph's 3).
pub(crate) const CHECK_EVERY: usize = 30;
const BLOCK: u32 = 256;

struct Kernels {
    residual: KernelFn,
    spmv_pq: KernelFn,
    start: KernelFn,
    update: KernelFn,
    direction: KernelFn,
}

/// Average entries per row above which a warp shares each row (thread-per-row below).
const WARP_ROW_THRESHOLD: usize = 12;

fn kernels(
    cuda: &CudaBackend,
    t: &'static str,
    i64_index: bool,
    warp_rows: bool,
) -> Result<Kernels> {
    let f = |k: &str, idx: Option<bool>| {
        let name = kernels::name(k, t, idx);
        cuda.function(&name, || (kernels::source(), name.clone()))
    };
    let (residual, spmv_pq) = if warp_rows {
        ("residual_warp", "spmv_pq_warp")
    } else {
        ("residual", "spmv_pq")
    };
    Ok(Kernels {
        residual: f(residual, Some(i64_index))?,
        spmv_pq: f(spmv_pq, Some(i64_index))?,
        start: f("start", None)?,
        update: f("update", None)?,
        direction: f("direction", None)?,
    })
}

fn device_ptr<T: gsci_core::Element>(a: &mut Array<T>) -> Result<u64> {
    a.device_ptr_mut()?.ok_or_else(|| Error::InvalidArgument {
        op: "cg",
        reason: "internal: vector is not on the GPU".into(),
    })
}

/// Device pointers of the iteration's vectors.
struct State {
    n: i64,
    x: u64,
    r: u64,
    p: u64,
    q: u64,
    z: u64,
    dinv: u64,
    s: u64,
    grid: u32,
}

/// Queues one iteration (`slot` = iteration mod 3) on `cuda`'s stream.
fn iteration(cuda: &CudaBackend, k: &Kernels, a: &CsrRaw, st: &State, slot: i32) -> Result<()> {
    let g = (st.grid, 1, 1);
    let b = (BLOCK, 1, 1);
    let mut args = KernelArgs::new();
    args.push(st.n)
        .push(a.indptr)
        .push(a.indices)
        .push(a.data)
        .push(st.p)
        .push(st.q)
        .push(st.s)
        .push(slot);
    // SAFETY: the arguments match cg_spmv_pq's parameters; every vector holds n values, the CSR
    // arrays belong to the live operator, `s` holds 9 doubles.
    unsafe { cuda.launch(k.spmv_pq, g, b, 0, &mut args)? };
    let mut args = KernelArgs::new();
    args.push(st.n)
        .push(st.x)
        .push(st.r)
        .push(st.p)
        .push(st.q)
        .push(st.dinv)
        .push(st.z)
        .push(st.s)
        .push(slot);
    // SAFETY: as above, for cg_update (dinv may be null: then z aliases r and is not written).
    unsafe { cuda.launch(k.update, g, b, 0, &mut args)? };
    let mut args = KernelArgs::new();
    args.push(st.n).push(st.p).push(st.z).push(st.s).push(slot);
    // SAFETY: as above, for cg_direction.
    unsafe { cuda.launch(k.direction, g, b, 0, &mut args) }
}

/// Reads the 9 device scalars (synchronises the stream).
fn read_scalars(cuda: &CudaBackend, s: u64) -> Result<[f64; 9]> {
    let mut bytes = [0u8; 72];
    cuda.copy_dtoh_bytes(s, &mut bytes)?;
    let mut out = [0f64; 9];
    for (o, c) in out.iter_mut().zip(bytes.chunks_exact(8)) {
        *o = f64::from_ne_bytes(c.try_into().expect("8-byte chunk"));
    }
    Ok(out)
}

/// Captures the launches `queue` makes on `cuda`'s stream into a graph; `None` if the stream
/// cannot capture (e.g. the legacy default stream) or the capture fails, in which case the caller
/// uses plain launches.
pub(super) fn capture_graph(
    cuda: &CudaBackend,
    queue: impl FnOnce() -> Result<()>,
) -> Option<cudarc::driver::CudaGraph> {
    let stream = cuda.stream();
    if stream.cu_stream().is_null() {
        return None;
    }
    stream
        .begin_capture(CUstreamCaptureMode::CU_STREAM_CAPTURE_MODE_THREAD_LOCAL)
        .ok()?;
    let queued = queue();
    let graph = stream.end_capture(CUgraphInstantiate_flags(0));
    match (queued, graph) {
        (Ok(()), Ok(Some(g))) => Some(g),
        _ => None,
    }
}

/// Runs CG on the device. `None` when this path does not apply (complex values), so the caller
/// falls back to the host-vector solver. Returns the solution on `cuda`'s device and SciPy's info.
#[allow(clippy::too_many_arguments)]
pub(crate) fn cg_fused<T: SparseScalar>(
    dev: &Device,
    cuda: &CudaBackend,
    a: &CsrRaw,
    b: &[T],
    x0: &[T],
    dinv: Option<&Array<T>>,
    atol: f64,
    maxiter: usize,
    callback: &mut Option<IterateCallback<'_, T>>,
) -> Result<Option<(Array<T>, isize)>> {
    let Some(t) = kernels::value_c(T::DTYPE) else {
        return Ok(None);
    };
    let n = b.len();
    if a.rows != n {
        return Err(Error::ShapeMismatch {
            op: "cg",
            left: vec![a.rows],
            right: vec![n],
        });
    }
    let warp_rows = a.nnz > WARP_ROW_THRESHOLD * n.max(1);
    let k = kernels(cuda, t, a.index_i64, warp_rows)?;
    let mut x = Array::from_slice(x0, &[n], dev)?;
    let mut bv = Array::from_slice(b, &[n], dev)?;
    let mut r = Array::<T>::zeros(&[n], dev)?;
    let mut p = Array::<T>::zeros(&[n], dev)?;
    let mut q = Array::<T>::zeros(&[n], dev)?;
    let mut s = Array::<f64>::zeros(&[9], dev)?;
    let mut z = if dinv.is_some() {
        Some(Array::<T>::zeros(&[n], dev)?)
    } else {
        None
    };
    // Read only: its address is enough (no copy-on-write of the preconditioner's storage).
    let dinv_arr = dinv.map(|d| d.to_contiguous()).transpose()?;
    let rp = device_ptr(&mut r)?;
    let st = State {
        n: n as i64,
        x: device_ptr(&mut x)?,
        r: rp,
        p: device_ptr(&mut p)?,
        q: device_ptr(&mut q)?,
        z: match z.as_mut() {
            Some(z) => device_ptr(z)?,
            None => rp,
        },
        dinv: match dinv_arr.as_ref() {
            Some(d) => d.device_ptr().ok_or_else(|| Error::InvalidArgument {
                op: "cg",
                reason: "internal: preconditioner is not on the GPU".into(),
            })?,
            None => 0,
        },
        s: device_ptr(&mut s)?,
        // SpMV kernels walk rows (thread per row) or 8 rows per block (warp per row); the
        // vector kernels' grid-stride loops cover n either way.
        grid: grid_1d(
            cuda,
            if warp_rows { n.saturating_mul(32) } else { n },
            BLOCK,
        ),
    };
    let bp = device_ptr(&mut bv)?;
    // The vectors were written on the caller's stream; the iteration runs on a private stream
    // (capturable into a graph), so order the two once here.
    cuda.synchronize()?;
    let own = dev.new_stream()?;
    let dev2 = dev.with_stream(&own)?;
    let c2 = dev2.as_cuda().ok_or_else(|| Error::InvalidArgument {
        op: "cg",
        reason: "internal: private stream is not a GPU stream".into(),
    })?;
    let g = (st.grid, 1, 1);
    let blk = (BLOCK, 1, 1);
    let mut args = KernelArgs::new();
    args.push(st.n)
        .push(a.indptr)
        .push(a.indices)
        .push(a.data)
        .push(st.x)
        .push(bp)
        .push(st.r);
    // SAFETY: arguments match cg_residual; all vectors hold n values on this device.
    unsafe { c2.launch(k.residual, g, blk, 0, &mut args)? };
    let mut args = KernelArgs::new();
    args.push(st.n)
        .push(st.r)
        .push(st.dinv)
        .push(st.z)
        .push(st.p)
        .push(st.s);
    // SAFETY: arguments match cg_start; `s` is zeroed above.
    unsafe { c2.launch(k.start, g, blk, 0, &mut args)? };

    let graph = if callback.is_none() && maxiter >= CHECK_EVERY {
        // Three iterations (slots 0, 1, 2) per replay.
        capture_graph(c2, || {
            (0..3).try_for_each(|slot| iteration(c2, &k, a, &st, slot))
        })
    } else {
        None
    };
    let mut it = 0usize;
    let info = loop {
        if it >= maxiter {
            break maxiter as isize;
        }
        let sc = read_scalars(c2, st.s)?;
        if sc[6 + it % 3].max(0.0).sqrt() < atol {
            break 0;
        }
        let chunk = if callback.is_some() {
            1
        } else {
            CHECK_EVERY.min(maxiter - it)
        };
        let mut done = 0;
        if let Some(gr) = &graph {
            while chunk - done >= 3 {
                gr.launch().map_err(|e| Error::Cuda {
                    code: format!("{e:?}"),
                    call: "cuGraphLaunch",
                })?;
                done += 3;
            }
        }
        while done < chunk {
            iteration(c2, &k, a, &st, ((it + done) % 3) as i32)?;
            done += 1;
        }
        it += chunk;
        if let Some(cb) = callback.as_mut() {
            c2.synchronize()?;
            cb(&x.to_vec()?);
        }
    };
    c2.synchronize()?;
    drop(graph);
    Ok(Some((x, info)))
}
