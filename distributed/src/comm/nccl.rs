//! The NCCL backend: cudarc's NCCL bindings (libnccl loaded at run time) on gsci's device arrays
//! and the device's stream.
#![deny(unsafe_op_in_unsafe_fn)]

use crate::ReduceOp;
use crate::store::TcpStore;
use cudarc::nccl::result as nccl;
use cudarc::nccl::sys;
use gsci_core::cuda::CudaBackend;
use gsci_core::{Array, DType, Device, Element, Error, Result};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::time::{Duration, Instant};

/// One rank's NCCL communicator.
pub(crate) struct NcclComm {
    comm: Cell<sys::ncclComm_t>,
    pub rank: usize,
    pub size: usize,
    /// Arrays an enqueued operation reads or writes, kept alive until the stream is waited for.
    keep: RefCell<Vec<Box<dyn Any>>>,
}

// SAFETY: an NCCL communicator may be used from any one thread at a time; `NcclComm` is not
// `Sync`, so it is.
unsafe impl Send for NcclComm {}

fn nccl_err(call: &'static str, e: nccl::NcclError) -> Error {
    Error::Cuda {
        code: format!("{:?}", e.0),
        call,
    }
}

/// A communicator handed from the thread that created it.
struct SendComm(sys::ncclComm_t);

// SAFETY: a communicator is not tied to the thread that created it.
unsafe impl Send for SendComm {}

/// NCCL is loaded at run time; its absence is an error, never a panic.
fn ensure_lib(op: &'static str) -> Result<()> {
    // SAFETY: only tries to open the library.
    if unsafe { sys::is_culib_present() } {
        Ok(())
    } else {
        Err(Error::LibraryNotFound(format!(
            "{op}: libnccl (NCCL 2) was not found by the loader"
        )))
    }
}

fn cuda_of<'d>(op: &'static str, device: &'d Device) -> Result<&'d CudaBackend> {
    device.as_cuda().ok_or_else(|| Error::InvalidArgument {
        op,
        reason: format!("NCCL needs a CUDA device, got {device}"),
    })
}

fn stream_of(c: &CudaBackend) -> sys::cudaStream_t {
    c.cu_stream() as sys::cudaStream_t
}

pub(crate) fn group_start() -> Result<()> {
    ensure_lib("group")?;
    nccl::group_start()
        .map(|_| ())
        .map_err(|e| nccl_err("ncclGroupStart", e))
}

pub(crate) fn group_end() -> Result<()> {
    nccl::group_end()
        .map(|_| ())
        .map_err(|e| nccl_err("ncclGroupEnd", e))
}

/// The NCCL type, the element count factor and the op for a reduction of `dtype` by `op`.
fn reduce_type(
    opname: &'static str,
    dtype: DType,
    op: ReduceOp,
) -> Result<(sys::ncclDataType_t, usize, sys::ncclRedOp_t)> {
    use sys::ncclDataType_t as D;
    use sys::ncclRedOp_t as R;
    let rop = match op {
        ReduceOp::Sum => R::ncclSum,
        ReduceOp::Prod => R::ncclProd,
        ReduceOp::Min => R::ncclMin,
        ReduceOp::Max => R::ncclMax,
        ReduceOp::Avg => R::ncclAvg,
    };
    let unsupported = || Error::Unsupported {
        what: format!("{opname} with op={} on {dtype}", op.name()),
        backend: "nccl".into(),
    };
    Ok(match dtype {
        // bool as bytes: or is max, and is min.
        DType::Bool => (
            D::ncclUint8,
            1,
            match op {
                ReduceOp::Sum | ReduceOp::Max => R::ncclMax,
                ReduceOp::Prod | ReduceOp::Min => R::ncclMin,
                ReduceOp::Avg => return Err(unsupported()),
            },
        ),
        DType::I8 => (D::ncclInt8, 1, rop),
        DType::U8 => (D::ncclUint8, 1, rop),
        DType::I32 => (D::ncclInt32, 1, rop),
        DType::U32 => (D::ncclUint32, 1, rop),
        DType::I64 => (D::ncclInt64, 1, rop),
        DType::U64 => (D::ncclUint64, 1, rop),
        DType::F16 => (D::ncclFloat16, 1, rop),
        DType::BF16 => (D::ncclBfloat16, 1, rop),
        DType::F32 => (D::ncclFloat32, 1, rop),
        DType::F64 => (D::ncclFloat64, 1, rop),
        // Complex sums and averages are those of the real and imaginary parts.
        DType::C64 if matches!(op, ReduceOp::Sum | ReduceOp::Avg) => (D::ncclFloat32, 2, rop),
        DType::C128 if matches!(op, ReduceOp::Sum | ReduceOp::Avg) => (D::ncclFloat64, 2, rop),
        DType::I16 | DType::U16 | DType::C64 | DType::C128 => return Err(unsupported()),
    })
}

/// Data movement without arithmetic works on bytes, for every dtype.
const BYTES: sys::ncclDataType_t = sys::ncclDataType_t::ncclUint8;

impl NcclComm {
    fn raw(&self, op: &'static str) -> Result<sys::ncclComm_t> {
        let c = self.comm.get();
        if c.is_null() {
            return Err(Error::InvalidArgument {
                op,
                reason: "the NCCL communicator was aborted after an earlier timeout".into(),
            });
        }
        Ok(c)
    }

    pub fn init_rank(
        device: &Device,
        rank: usize,
        size: usize,
        store: &TcpStore,
        key: &str,
        timeout: Duration,
    ) -> Result<NcclComm> {
        const OP: &str = "init_nccl";
        cuda_of(OP, device)?;
        if size == 0 || rank >= size || size > i32::MAX as usize {
            return Err(Error::InvalidArgument {
                op: OP,
                reason: format!("rank {rank} is out of range for size {size}"),
            });
        }
        ensure_lib(OP)?;
        let key = format!("gsci/nccl/{key}/unique_id");
        let id = if rank == 0 {
            let id = nccl::get_uniqueid().map_err(|e| nccl_err("ncclGetUniqueId", e))?;
            let bytes: Vec<u8> = id.internal.iter().map(|&c| c as u8).collect();
            store.set(&key, &bytes)?;
            id
        } else {
            let bytes = store.get(&key, timeout)?;
            if bytes.len() != 128 {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: format!(
                        "the store holds {} bytes under {key}, not an NCCL id",
                        bytes.len()
                    ),
                });
            }
            let mut internal = [0 as std::ffi::c_char; 128];
            internal
                .iter_mut()
                .zip(&bytes)
                .for_each(|(d, &s)| *d = s as std::ffi::c_char);
            sys::ncclUniqueId { internal }
        };
        // ncclCommInitRank waits for every rank without a timeout of its own: it runs on a
        // helper thread, and this one waits for it at most `timeout` (a rank that never comes
        // leaves the helper blocked in NCCL, and this call returns an error).
        let device = device.clone();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let res = (|| -> Result<SendComm> {
                cuda_of(OP, &device)?.bind()?;
                let mut comm = std::ptr::null_mut();
                // SAFETY: `comm` is a valid out-pointer; the id came from ncclGetUniqueId on
                // rank 0.
                unsafe { nccl::comm_init_rank(&mut comm, size as i32, id, rank as i32) }
                    .map_err(|e| nccl_err("ncclCommInitRank", e))?;
                Ok(SendComm(comm))
            })();
            let _ = tx.send(res);
        });
        let comm = match rx.recv_timeout(timeout) {
            Ok(res) => res?.0,
            Err(_) => {
                return Err(crate::comm::transport::timed_out(
                    "init_nccl",
                    timeout,
                    "every rank to join ncclCommInitRank",
                ));
            }
        };
        Ok(NcclComm {
            comm: Cell::new(comm),
            rank,
            size,
            keep: RefCell::new(Vec::new()),
        })
    }

    pub fn init_all(devices: &[Device]) -> Result<Vec<NcclComm>> {
        const OP: &str = "init_all";
        if devices.is_empty() {
            return Err(Error::InvalidArgument {
                op: OP,
                reason: "devices is empty".into(),
            });
        }
        let ordinals = devices
            .iter()
            .map(|d| cuda_of(OP, d).map(|c| c.device().ordinal() as i32))
            .collect::<Result<Vec<_>>>()?;
        ensure_lib(OP)?;
        let n = devices.len();
        let mut comms = vec![std::ptr::null_mut(); n];
        // SAFETY: `comms` has room for `n` communicators and `ordinals` holds `n` device ids.
        unsafe { nccl::comm_init_all(comms.as_mut_ptr(), n as i32, ordinals.as_ptr()) }
            .map_err(|e| nccl_err("ncclCommInitAll", e))?;
        Ok(comms
            .into_iter()
            .enumerate()
            .map(|(rank, comm)| NcclComm {
                comm: Cell::new(comm),
                rank,
                size: n,
                keep: RefCell::new(Vec::new()),
            })
            .collect())
    }

    /// `x`'s device address (C-contiguous; the array is kept alive until the next wait).
    fn src_ptr<T: Element>(&self, x: &Array<T>) -> Result<*const std::ffi::c_void> {
        let x = if x.is_c_contiguous() {
            x.clone()
        } else {
            x.to_contiguous()?
        };
        let p = x.device_ptr().unwrap_or(0);
        self.keep.borrow_mut().push(Box::new(x));
        Ok(p as usize as *const std::ffi::c_void)
    }

    fn dst_ptr<T: Element>(out: &mut Array<T>) -> Result<*mut std::ffi::c_void> {
        Ok(out.device_ptr_mut()?.unwrap_or(0) as usize as *mut std::ffi::c_void)
    }

    fn ctx<'d>(&self, op: &'static str, device: &'d Device) -> Result<&'d CudaBackend> {
        let c = cuda_of(op, device)?;
        c.bind()?;
        Ok(c)
    }

    pub fn all_reduce<T: Element>(
        &self,
        x: &Array<T>,
        out: &mut Array<T>,
        op: ReduceOp,
    ) -> Result<()> {
        let c = self.ctx("all_reduce", x.device())?;
        let (dt, k, rop) = reduce_type("all_reduce", T::DTYPE, op)?;
        let (s, d) = (self.src_ptr(x)?, Self::dst_ptr(out)?);
        // SAFETY: both buffers hold `x.size()` elements on this communicator's GPU.
        unsafe {
            nccl::all_reduce(
                s,
                d,
                x.size() * k,
                dt,
                rop,
                self.raw("all_reduce")?,
                stream_of(c),
            )
        }
        .map(|_| ())
        .map_err(|e| nccl_err("ncclAllReduce", e))
    }

    pub fn reduce<T: Element>(
        &self,
        x: &Array<T>,
        out: &mut Array<T>,
        root: usize,
        op: ReduceOp,
    ) -> Result<()> {
        let c = self.ctx("reduce", x.device())?;
        let (dt, k, rop) = reduce_type("reduce", T::DTYPE, op)?;
        let (s, d) = (self.src_ptr(x)?, Self::dst_ptr(out)?);
        // SAFETY: both buffers hold `x.size()` elements on this communicator's GPU.
        unsafe {
            nccl::reduce(
                s,
                d,
                x.size() * k,
                dt,
                rop,
                root as i32,
                self.raw("reduce")?,
                stream_of(c),
            )
        }
        .map(|_| ())
        .map_err(|e| nccl_err("ncclReduce", e))
    }

    pub fn broadcast<T: Element>(
        &self,
        x: &Array<T>,
        out: &mut Array<T>,
        root: usize,
    ) -> Result<()> {
        let c = self.ctx("broadcast", x.device())?;
        let (s, d) = (self.src_ptr(x)?, Self::dst_ptr(out)?);
        // SAFETY: both buffers hold `x.nbytes()` bytes on this communicator's GPU.
        unsafe {
            nccl::broadcast(
                s,
                d,
                x.nbytes(),
                BYTES,
                root as i32,
                self.raw("broadcast")?,
                stream_of(c),
            )
        }
        .map(|_| ())
        .map_err(|e| nccl_err("ncclBroadcast", e))
    }

    pub fn all_gather<T: Element>(&self, x: &Array<T>, out: &mut Array<T>) -> Result<()> {
        let c = self.ctx("all_gather", x.device())?;
        let (s, d) = (self.src_ptr(x)?, Self::dst_ptr(out)?);
        // SAFETY: `out` holds `size` times `x`'s bytes.
        unsafe {
            nccl::all_gather(
                s,
                d,
                x.nbytes(),
                BYTES,
                self.raw("all_gather")?,
                stream_of(c),
            )
        }
        .map(|_| ())
        .map_err(|e| nccl_err("ncclAllGather", e))
    }

    pub fn reduce_scatter<T: Element>(
        &self,
        x: &Array<T>,
        out: &mut Array<T>,
        op: ReduceOp,
    ) -> Result<()> {
        let c = self.ctx("reduce_scatter", x.device())?;
        let (dt, k, rop) = reduce_type("reduce_scatter", T::DTYPE, op)?;
        let (s, d) = (self.src_ptr(x)?, Self::dst_ptr(out)?);
        // SAFETY: `x` holds `size` times `out`'s elements.
        unsafe {
            nccl::reduce_scatter(
                s,
                d,
                out.size() * k,
                dt,
                rop,
                self.raw("reduce_scatter")?,
                stream_of(c),
            )
        }
        .map(|_| ())
        .map_err(|e| nccl_err("ncclReduceScatter", e))
    }

    fn send_raw(
        &self,
        c: &CudaBackend,
        p: *const std::ffi::c_void,
        bytes: usize,
        dst: usize,
    ) -> Result<()> {
        // SAFETY: `p` points at `bytes` bytes on this communicator's GPU.
        unsafe { nccl::send(p, bytes, BYTES, dst as i32, self.raw("send")?, stream_of(c)) }
            .map(|_| ())
            .map_err(|e| nccl_err("ncclSend", e))
    }

    fn recv_raw(
        &self,
        c: &CudaBackend,
        p: *mut std::ffi::c_void,
        bytes: usize,
        src: usize,
    ) -> Result<()> {
        // SAFETY: `p` points at `bytes` writable bytes on this communicator's GPU.
        unsafe { nccl::recv(p, bytes, BYTES, src as i32, self.raw("recv")?, stream_of(c)) }
            .map(|_| ())
            .map_err(|e| nccl_err("ncclRecv", e))
    }

    pub fn send<T: Element>(&self, x: &Array<T>, dst: usize) -> Result<()> {
        let c = self.ctx("send", x.device())?;
        let p = self.src_ptr(x)?;
        self.send_raw(c, p, x.nbytes(), dst)
    }

    pub fn recv<T: Element>(&self, out: &mut Array<T>, src: usize) -> Result<()> {
        let device = out.device().clone();
        let c = self.ctx("recv", &device)?;
        let p = Self::dst_ptr(out)?;
        self.recv_raw(c, p, out.nbytes(), src)
    }

    /// Grouped sends and receives of equal byte blocks between every pair of ranks.
    pub fn all_to_all<T: Element>(&self, x: &Array<T>, out: &mut Array<T>) -> Result<()> {
        let c = self.ctx("all_to_all", x.device())?;
        let s = self.src_ptr(x)? as usize;
        let d = Self::dst_ptr(out)? as usize;
        let block = x.nbytes() / self.size.max(1);
        group_start()?;
        let mut res = Ok(());
        for peer in 0..self.size {
            let r = self
                .send_raw(c, (s + peer * block) as *const _, block, peer)
                .and_then(|_| self.recv_raw(c, (d + peer * block) as *mut _, block, peer));
            if res.is_ok() {
                res = r;
            }
        }
        let end = group_end();
        res.and(end)
    }

    /// Gather as grouped sends to `root` and receives there.
    pub fn gather<T: Element>(
        &self,
        x: &Array<T>,
        root: usize,
        shape: &[usize],
    ) -> Result<Option<Array<T>>> {
        let c = self.ctx("gather", x.device())?;
        let s = self.src_ptr(x)?;
        let block = x.nbytes();
        let mut out = if self.rank == root {
            Some(Array::<T>::empty(shape, x.device())?)
        } else {
            None
        };
        group_start()?;
        let mut res = self.send_raw(c, s, block, root);
        if let Some(o) = out.as_mut() {
            let d = Self::dst_ptr(o)? as usize;
            for peer in 0..self.size {
                let r = self.recv_raw(c, (d + peer * block) as *mut _, block, peer);
                if res.is_ok() {
                    res = r;
                }
            }
        }
        let end = group_end();
        res.and(end)?;
        Ok(out)
    }

    /// Scatter: the root first broadcasts the part's shape (the other ranks do not know it),
    /// then sends part `j` to rank `j` in one group.
    pub fn scatter<T: Element>(
        &self,
        device: &Device,
        x: Option<&Array<T>>,
        root: usize,
        timeout: Duration,
    ) -> Result<Array<T>> {
        const OP: &str = "scatter";
        const MAX_NDIM: usize = 32;
        let c = self.ctx(OP, device)?;
        let mut header = vec![0i64; MAX_NDIM + 1];
        if let (Some(x), true) = (x, self.rank == root) {
            let part = &x.shape()[1..];
            if part.len() > MAX_NDIM {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: format!(
                        "x has {} dimensions, at most {} are supported",
                        x.ndim(),
                        MAX_NDIM + 1
                    ),
                });
            }
            header[0] = part.len() as i64;
            part.iter()
                .enumerate()
                .for_each(|(i, &d)| header[i + 1] = d as i64);
        }
        let h = Array::from_vec(header, &[MAX_NDIM + 1], device)?;
        let mut hb = Array::<i64>::empty(&[MAX_NDIM + 1], device)?;
        self.broadcast(&h, &mut hb, root)?;
        self.wait(OP, device, timeout)?;
        let hv = hb.to_vec()?;
        let ndim = (hv[0].max(0) as usize).min(MAX_NDIM);
        let shape: Vec<usize> = hv[1..=ndim].iter().map(|&d| d.max(0) as usize).collect();
        let mut out = Array::<T>::empty(&shape, device)?;
        let d = Self::dst_ptr(&mut out)?;
        group_start()?;
        let mut res = Ok(());
        if let (Some(x), true) = (x, self.rank == root) {
            let s = self.src_ptr(x)? as usize;
            let block = x.nbytes() / self.size.max(1);
            for peer in 0..self.size {
                let r = self.send_raw(c, (s + peer * block) as *const _, block, peer);
                if res.is_ok() {
                    res = r;
                }
            }
        }
        let r = self.recv_raw(c, d, out.nbytes(), root);
        let end = group_end();
        res.and(r).and(end)?;
        Ok(out)
    }

    pub fn barrier(&self, device: &Device) -> Result<()> {
        let one = Array::<u8>::from_vec(vec![1], &[1], device)?;
        let mut out = Array::<u8>::empty(&[1], device)?;
        self.all_reduce(&one, &mut out, ReduceOp::Max)
    }

    /// Variable-size exchange: grouped sends of host vectors (uploaded) and receives.
    pub fn exchange_v<T: Element>(
        &self,
        device: &Device,
        sends: &[(usize, Vec<T>)],
        recvs: &[(usize, usize)],
    ) -> Result<Vec<Array<T>>> {
        let c = self.ctx("halo", device)?;
        let up = sends
            .iter()
            .map(|(dst, v)| Ok((*dst, Array::from_slice(v, &[v.len()], device)?)))
            .collect::<Result<Vec<_>>>()?;
        let mut down = recvs
            .iter()
            .map(|&(_, len)| Array::<T>::empty(&[len], device))
            .collect::<Result<Vec<_>>>()?;
        group_start()?;
        let mut res = Ok(());
        for (dst, a) in &up {
            let p = self.src_ptr(a)?;
            let r = self.send_raw(c, p, a.nbytes(), *dst);
            if res.is_ok() {
                res = r;
            }
        }
        for (a, &(src, _)) in down.iter_mut().zip(recvs) {
            let p = Self::dst_ptr(a)?;
            let r = self.recv_raw(c, p, a.nbytes(), src);
            if res.is_ok() {
                res = r;
            }
        }
        let end = group_end();
        res.and(end)?;
        Ok(down)
    }

    /// Waits for the device's stream, polling, for at most `timeout`; on timeout aborts the
    /// communicator (a peer that never arrives would otherwise hang the stream forever).
    pub fn wait(&self, op: &'static str, device: &Device, timeout: Duration) -> Result<()> {
        let c = cuda_of(op, device)?;
        c.bind()?;
        let deadline = Instant::now() + timeout;
        let mut pause = Duration::from_micros(20);
        loop {
            // SAFETY: the stream belongs to the bound context.
            let r = unsafe { cudarc::driver::sys::cuStreamQuery(c.cu_stream()) };
            match r {
                cudarc::driver::sys::CUresult::CUDA_SUCCESS => break,
                cudarc::driver::sys::CUresult::CUDA_ERROR_NOT_READY => {}
                other => {
                    return Err(Error::Cuda {
                        code: format!("{other:?}"),
                        call: op,
                    });
                }
            }
            let mut async_err = sys::ncclResult_t::ncclSuccess;
            // SAFETY: a live communicator and a valid out-pointer.
            unsafe { sys::ncclCommGetAsyncError(self.raw(op)?, &mut async_err) };
            if async_err != sys::ncclResult_t::ncclSuccess {
                return Err(nccl_err(op, nccl::NcclError(async_err)));
            }
            if Instant::now() >= deadline {
                // SAFETY: the communicator is live; it is not used again after the abort.
                let _ = unsafe { nccl::comm_abort(self.comm.replace(std::ptr::null_mut())) };
                return Err(crate::comm::transport::timed_out(
                    op,
                    timeout,
                    "the NCCL peers",
                ));
            }
            std::thread::sleep(pause);
            pause = (pause * 2).min(Duration::from_millis(5));
        }
        self.keep.borrow_mut().clear();
        Ok(())
    }
}

impl Drop for NcclComm {
    fn drop(&mut self) {
        let c = self.comm.get();
        if !c.is_null() {
            // SAFETY: a live communicator, destroyed once; errors are ignored (no panic in drop).
            let _ = unsafe { nccl::comm_destroy(c) };
        }
    }
}
