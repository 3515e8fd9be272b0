//! [`Communicator`]: rank, size, device and the collectives, over three backends: ranks as
//! threads of one process, ranks as processes joined by a TCP store, and NCCL on GPUs.

pub(crate) mod fold;
pub(crate) mod host;
pub(crate) mod nccl;
pub(crate) mod tcp;
pub(crate) mod threads;
pub(crate) mod transport;
pub(crate) mod wire;

use crate::store::TcpStore;
use gsci_core::{Array, Device, Element, Error, Result};
use host::HostComm;
use std::cell::Cell;
use std::time::Duration;
use wire::{ErrKind, Meta};

/// A reduction of [`Communicator::all_reduce`], [`Communicator::reduce`] and
/// [`Communicator::reduce_scatter`] (NCCL's `ncclRedOp_t`, torch.distributed's `ReduceOp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReduceOp {
    /// Elementwise sum (logical or for bool).
    Sum = 0,
    /// Elementwise product (logical and for bool).
    Prod = 1,
    /// Elementwise minimum (NaN wins; not for complex).
    Min = 2,
    /// Elementwise maximum (NaN wins; not for complex).
    Max = 3,
    /// The sum divided by the number of ranks (integers truncate; not for bool).
    Avg = 4,
}

impl ReduceOp {
    /// Every reduction.
    pub const ALL: [ReduceOp; 5] = [
        ReduceOp::Sum,
        ReduceOp::Prod,
        ReduceOp::Min,
        ReduceOp::Max,
        ReduceOp::Avg,
    ];

    /// The lower-case name (`"sum"`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ReduceOp::Sum => "sum",
            ReduceOp::Prod => "prod",
            ReduceOp::Min => "min",
            ReduceOp::Max => "max",
            ReduceOp::Avg => "avg",
        }
    }
}

/// Options of the communicator constructors.
#[derive(Clone, Debug)]
pub struct CommOptions {
    /// The longest any blocking wait (a collective waiting for the other ranks, a `recv`, a
    /// rendezvous, a GPU stream) may take before it returns an error; default 300 s.
    pub timeout: Duration,
}

impl Default for CommOptions {
    fn default() -> Self {
        CommOptions {
            timeout: Duration::from_secs(300),
        }
    }
}

pub(crate) enum Inner {
    Host(HostComm),
    Nccl(nccl::NcclComm),
}

/// One rank's handle on a group of ranks: its rank, the group's size, the device its arrays live
/// on (with the stream NCCL orders its work on), and the collectives.
///
/// Every rank must call the same collectives in the same order. On the host backends (threads
/// and TCP) every rank checks every other rank's arguments, so mismatched shapes, dtypes, roots
/// or ops are an error on every rank, and every wait ends after [`CommOptions::timeout`]. On NCCL
/// each rank checks its own arguments (NCCL itself cannot see a mismatch across ranks), and the
/// wait for the stream ends after the timeout by aborting the communicator.
///
/// Collectives that give one array per rank use the first axis for the ranks: `all_gather`
/// stacks the ranks' arrays along a new first axis, `scatter`, `reduce_scatter` and `all_to_all`
/// take an array whose first axis has one entry per rank.
pub struct Communicator {
    pub(crate) inner: Inner,
    device: Device,
    timeout: Duration,
    in_group: Cell<bool>,
}

/// Local argument errors as the error every backend returns.
fn local_error(meta: &Meta) -> Option<Error> {
    meta.error.as_ref().map(|(kind, msg)| match kind {
        ErrKind::Invalid => Error::InvalidArgument {
            op: meta.op,
            reason: msg.clone(),
        },
        ErrKind::Unsupported => Error::Unsupported {
            what: format!("{}: {msg}", meta.op),
            backend: "any".into(),
        },
    })
}

impl Communicator {
    fn from_inner(inner: Inner, device: Device, timeout: Duration) -> Communicator {
        Communicator {
            inner,
            device,
            timeout,
            in_group: Cell::new(false),
        }
    }

    /// `n` ranks as threads of this process, on the CPU: hand one to each thread.
    ///
    /// Equivalent to `torch.distributed.init_process_group` with every rank in this process
    /// (a shared-memory backend; reductions run in rank order, so results are reproducible).
    ///
    /// # Errors
    /// `InvalidArgument` if `n` is 0.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device, ReduceOp};
    /// let comms = Communicator::init_threads(2)?;
    /// let sums = std::thread::scope(|s| {
    ///     let handles: Vec<_> = comms.into_iter().map(|c| s.spawn(move || {
    ///         let x = Array::from_vec(vec![c.rank() as f64 + 1.0; 3], &[3], &Device::cpu())?;
    ///         c.all_reduce(&x, ReduceOp::Sum)?.to_vec()
    ///     })).collect();
    ///     handles.into_iter().map(|h| h.join().unwrap()).collect::<Result<Vec<_>, _>>()
    /// })?;
    /// assert_eq!(sums, vec![vec![3.0; 3], vec![3.0; 3]]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn init_threads(n: usize) -> Result<Vec<Communicator>> {
        Self::init_threads_with(n, &CommOptions::default())
    }

    /// [`Communicator::init_threads`] with options (the timeout).
    ///
    /// Equivalent to `torch.distributed.init_process_group(timeout=...)`.
    ///
    /// # Errors
    /// `InvalidArgument` if `n` is 0.
    ///
    /// ```
    /// use gsci_distributed::{CommOptions, Communicator};
    /// let opts = CommOptions { timeout: std::time::Duration::from_secs(5) };
    /// let comms = Communicator::init_threads_with(3, &opts)?;
    /// assert_eq!((comms[2].rank(), comms[2].size()), (2, 3));
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn init_threads_with(n: usize, opts: &CommOptions) -> Result<Vec<Communicator>> {
        if n == 0 {
            return Err(Error::InvalidArgument {
                op: "init_threads",
                reason: "n must be at least 1, got 0".into(),
            });
        }
        let hub = threads::Hub::new(n);
        Ok((0..n)
            .map(|rank| {
                let t = threads::ThreadTransport {
                    hub: hub.clone(),
                    rank,
                };
                Communicator::from_inner(
                    Inner::Host(HostComm {
                        transport: Box::new(t),
                        timeout: opts.timeout,
                    }),
                    Device::cpu(),
                    opts.timeout,
                )
            })
            .collect())
    }

    /// Runs `f` on `n` thread ranks (one scoped thread each) and returns their results in rank
    /// order.
    ///
    /// Equivalent to `torch.multiprocessing.spawn(f, nprocs=n)` with threads.
    ///
    /// # Errors
    /// `InvalidArgument` if `n` is 0 or a rank panicked (naming it).
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device};
    /// let gathered = Communicator::spawn_ranks(3, |c| {
    ///     let x = Array::from_vec(vec![c.rank() as i32], &[1], &Device::cpu())?;
    ///     c.all_gather(&x)?.to_vec()
    /// })?;
    /// assert!(gathered.iter().all(|g| g.as_ref().unwrap() == &vec![0, 1, 2]));
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn spawn_ranks<R: Send>(n: usize, f: impl Fn(Communicator) -> R + Sync) -> Result<Vec<R>> {
        Self::spawn_ranks_with(n, &CommOptions::default(), f)
    }

    /// [`Communicator::spawn_ranks`] with options.
    ///
    /// Equivalent to `torch.multiprocessing.spawn` with threads and a timeout.
    ///
    /// # Errors
    /// As [`Communicator::spawn_ranks`].
    ///
    /// ```
    /// use gsci_distributed::{CommOptions, Communicator};
    /// let ranks = Communicator::spawn_ranks_with(2, &CommOptions::default(), |c| c.rank())?;
    /// assert_eq!(ranks, vec![0, 1]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn spawn_ranks_with<R: Send>(
        n: usize,
        opts: &CommOptions,
        f: impl Fn(Communicator) -> R + Sync,
    ) -> Result<Vec<R>> {
        let comms = Self::init_threads_with(n, opts)?;
        let f = &f;
        std::thread::scope(|s| {
            let handles: Vec<_> = comms.into_iter().map(|c| s.spawn(move || f(c))).collect();
            handles
                .into_iter()
                .enumerate()
                .map(|(rank, h)| {
                    h.join().map_err(|_| Error::InvalidArgument {
                        op: "spawn_ranks",
                        reason: format!("rank {rank} panicked"),
                    })
                })
                .collect()
        })
    }

    /// Rank `rank` of `size` CPU ranks in separate processes (or hosts), joined through the TCP
    /// store at `store` (rank 0 serves it; see [`TcpStore`]).
    ///
    /// Equivalent to `torch.distributed.init_process_group("gloo", store=TCPStore(...))`.
    ///
    /// # Errors
    /// `InvalidArgument` if `rank >= size`; `Io` if the store cannot be reached in time.
    ///
    /// ```
    /// use gsci_distributed::{Array, CommOptions, Communicator, Device, ReduceOp, TcpStore};
    /// let server = TcpStore::serve("127.0.0.1:0")?; // normally rank 0's job
    /// let addr = server.addr().to_string();
    /// let out = std::thread::scope(|s| {
    ///     let h: Vec<_> = (0..2).map(|rank| {
    ///         let addr = addr.clone();
    ///         s.spawn(move || {
    ///             let store = TcpStore::connect(&addr, &CommOptions::default())?;
    ///             let c = Communicator::init_tcp(store, rank, 2, &CommOptions::default())?;
    ///             let x = Array::from_vec(vec![rank as f32 + 1.0], &[1], &Device::cpu())?;
    ///             c.all_reduce(&x, ReduceOp::Prod)?.to_vec()
    ///         })
    ///     }).collect();
    ///     h.into_iter().map(|h| h.join().unwrap()).collect::<Result<Vec<_>, _>>()
    /// })?;
    /// assert_eq!(out, vec![vec![2.0], vec![2.0]]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn init_tcp(
        store: TcpStore,
        rank: usize,
        size: usize,
        opts: &CommOptions,
    ) -> Result<Communicator> {
        if size == 0 || rank >= size {
            return Err(Error::InvalidArgument {
                op: "init_tcp",
                reason: format!("rank {rank} is out of range for size {size}"),
            });
        }
        let t = tcp::TcpTransport::new(store, rank, size, opts.timeout)?;
        Ok(Communicator::from_inner(
            Inner::Host(HostComm {
                transport: Box::new(t),
                timeout: opts.timeout,
            }),
            Device::cpu(),
            opts.timeout,
        ))
    }

    /// Rank `rank` of `size` NCCL ranks, one per process, on `device` (a GPU, with the stream
    /// NCCL will order its work on). Rank 0 creates NCCL's unique id and hands it to the others
    /// through `store` under `key`.
    ///
    /// Equivalent to `cupyx.distributed.init_process_group(size, rank, backend="nccl")`
    /// (`ncclGetUniqueId` + `ncclCommInitRank`).
    ///
    /// # Errors
    /// `InvalidArgument` for a CPU device or `rank >= size`; `LibraryNotFound` without libnccl;
    /// `Cuda` for NCCL errors; `Io` (timed out) when the store does not deliver the id, or the
    /// other ranks do not join `ncclCommInitRank`, within `opts.timeout`.
    ///
    /// ```
    /// use gsci_distributed::{CommOptions, Communicator, Device, TcpStore};
    /// let server = TcpStore::serve("127.0.0.1:0")?;
    /// let store = TcpStore::connect(&server.addr().to_string(), &CommOptions::default())?;
    /// // NCCL needs a GPU: on the CPU this is an error naming init_nccl.
    /// let err = Communicator::init_nccl(&Device::cpu(), 0, 1, &store, "job", &CommOptions::default());
    /// assert!(err.is_err());
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn init_nccl(
        device: &Device,
        rank: usize,
        size: usize,
        store: &TcpStore,
        key: &str,
        opts: &CommOptions,
    ) -> Result<Communicator> {
        let comm = nccl::NcclComm::init_rank(device, rank, size, store, key, opts.timeout)?;
        Ok(Communicator::from_inner(
            Inner::Nccl(comm),
            device.clone(),
            opts.timeout,
        ))
    }

    /// One NCCL communicator per GPU of `devices`, all driven by this process (rank `i` on
    /// `devices[i]`).
    ///
    /// Equivalent to `ncclCommInitAll` (CuPy's `cupy.cuda.nccl.NcclCommunicator.initAll`).
    ///
    /// # Errors
    /// `InvalidArgument` for an empty list or a CPU device; `LibraryNotFound` without libnccl;
    /// `Cuda` for NCCL errors.
    ///
    /// ```
    /// use gsci_distributed::{Communicator, Device};
    /// assert!(Communicator::init_all(&[Device::cpu()]).is_err()); // NCCL needs GPUs
    /// ```
    pub fn init_all(devices: &[Device]) -> Result<Vec<Communicator>> {
        let comms = nccl::NcclComm::init_all(devices)?;
        let timeout = CommOptions::default().timeout;
        Ok(comms
            .into_iter()
            .zip(devices)
            .map(|(c, d)| Communicator::from_inner(Inner::Nccl(c), d.clone(), timeout))
            .collect())
    }

    /// This process's rank, `0..size`.
    pub fn rank(&self) -> usize {
        match &self.inner {
            Inner::Host(h) => h.rank(),
            Inner::Nccl(n) => n.rank,
        }
    }

    /// The number of ranks.
    pub fn size(&self) -> usize {
        match &self.inner {
            Inner::Host(h) => h.size(),
            Inner::Nccl(n) => n.size,
        }
    }

    /// The device this rank's arrays live on; on a GPU its stream is the one the collectives are
    /// ordered on.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// The timeout of every blocking wait.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// Which backend this is: `"threads"`, `"tcp"` or `"nccl"`.
    pub fn backend(&self) -> &'static str {
        match &self.inner {
            Inner::Host(h) => h.transport.name(),
            Inner::Nccl(_) => "nccl",
        }
    }

    /// The description of a call with array `x` (dtype, shape, and a device check).
    fn meta<T: Element>(&self, op: &'static str, x: Option<&Array<T>>) -> Meta {
        let mut m = Meta::new(op);
        m.dtype = Some(T::DTYPE);
        if let Some(x) = x {
            m.shape = x.shape().to_vec();
            if x.device() != &self.device {
                m.fail(
                    ErrKind::Invalid,
                    format!(
                        "x lives on {}, the communicator on {}",
                        x.device(),
                        self.device
                    ),
                );
            }
        }
        m
    }

    fn check_root(&self, m: &mut Meta, root: usize) {
        m.root = Some(root);
        if root >= self.size() {
            m.fail(
                ErrKind::Invalid,
                format!("root {root} is out of range for {} ranks", self.size()),
            );
        }
    }

    fn check_reduce<T: Element>(m: &mut Meta, op: ReduceOp) {
        m.reduce = Some(op);
        if let Some(msg) = fold::unsupported(op, T::DTYPE) {
            m.fail(ErrKind::Unsupported, msg);
        }
    }

    /// The first axis must have one entry per rank.
    fn check_per_rank(&self, m: &mut Meta, shape: &[usize]) {
        if shape.first() != Some(&self.size()) {
            m.fail(
                ErrKind::Invalid,
                format!(
                    "x's first axis must have one entry per rank ({}), got shape {shape:?}",
                    self.size()
                ),
            );
        }
    }

    fn check_out<T: Element>(&self, m: &mut Meta, out: &Array<T>, want: &[usize]) {
        if out.shape() != want {
            m.fail(
                ErrKind::Invalid,
                format!("out has shape {:?}, expected {want:?}", out.shape()),
            );
        } else if out.device() != &self.device {
            m.fail(
                ErrKind::Invalid,
                format!(
                    "out lives on {}, the communicator on {}",
                    out.device(),
                    self.device
                ),
            );
        }
    }

    fn nccl_local(m: &Meta) -> Result<()> {
        match local_error(m) {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    fn host_array<T: Element>(&self, v: Vec<T>, shape: &[usize]) -> Result<Array<T>> {
        Array::from_vec(v, shape, &self.device)
    }

    /// Reduces `x` elementwise over every rank; every rank gets the result.
    ///
    /// Equivalent to `torch.distributed.all_reduce(x, op)` / `cupyx.distributed`'s
    /// `NCCLBackend.all_reduce` (`ncclAllReduce`).
    ///
    /// # Errors
    /// On every rank: `ShapeMismatch`/`DTypeMismatch` when the ranks' arrays differ,
    /// `InvalidArgument` when the ops differ or an array lives on another device,
    /// `Unsupported` for min/max of complex or avg of bool; `Io` (timed out) when a rank does
    /// not arrive within the timeout.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device, ReduceOp};
    /// let out = Communicator::spawn_ranks(3, |c| {
    ///     let x = Array::from_vec(vec![c.rank() as i64, 10], &[2], &Device::cpu())?;
    ///     c.all_reduce(&x, ReduceOp::Max)?.to_vec()
    /// })?;
    /// assert_eq!(out[1].as_ref().unwrap(), &vec![2, 10]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn all_reduce<T: Element>(&self, x: &Array<T>, op: ReduceOp) -> Result<Array<T>> {
        match &self.inner {
            Inner::Host(h) => {
                let mut m = self.meta("all_reduce", Some(x));
                Self::check_reduce::<T>(&mut m, op);
                let v = h.all_reduce(m, &x.to_vec()?)?;
                self.host_array(v, x.shape())
            }
            Inner::Nccl(_) => {
                let mut out = Array::<T>::empty(x.shape(), &self.device)?;
                self.all_reduce_into(x, &mut out, op)?;
                Ok(out)
            }
        }
    }

    /// [`Communicator::all_reduce`] into `out` (of `x`'s shape).
    ///
    /// Equivalent to `torch.distributed.all_reduce` / `ncclAllReduce` with a separate receive
    /// buffer.
    ///
    /// # Errors
    /// As [`Communicator::all_reduce`], and `InvalidArgument` when `out`'s shape differs.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device, ReduceOp};
    /// let out = Communicator::spawn_ranks(2, |c| {
    ///     let x = Array::from_vec(vec![2.0f32], &[1], &Device::cpu())?;
    ///     let mut out = Array::<f32>::zeros(&[1], &Device::cpu())?;
    ///     c.all_reduce_into(&x, &mut out, ReduceOp::Avg)?;
    ///     out.to_vec()
    /// })?;
    /// assert_eq!(out[0].as_ref().unwrap(), &vec![2.0]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn all_reduce_into<T: Element>(
        &self,
        x: &Array<T>,
        out: &mut Array<T>,
        op: ReduceOp,
    ) -> Result<()> {
        let mut m = self.meta("all_reduce", Some(x));
        Self::check_reduce::<T>(&mut m, op);
        self.check_out(&mut m, out, x.shape());
        match &self.inner {
            Inner::Host(h) => {
                let v = h.all_reduce(m, &x.to_vec()?)?;
                write_host(out, &v)
            }
            Inner::Nccl(n) => {
                Self::nccl_local(&m)?;
                n.all_reduce(x, out, op)?;
                self.wait("all_reduce")
            }
        }
    }

    /// Reduces `x` over every rank onto `root`: `Some(result)` there, `None` elsewhere.
    ///
    /// Equivalent to `torch.distributed.reduce(x, dst=root, op)` (`ncclReduce`).
    ///
    /// # Errors
    /// As [`Communicator::all_reduce`], and `InvalidArgument` on every rank when `root` is out
    /// of range or differs across ranks.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device, ReduceOp};
    /// let out = Communicator::spawn_ranks(2, |c| {
    ///     let x = Array::from_vec(vec![c.rank() as f64 + 2.0], &[1], &Device::cpu())?;
    ///     c.reduce(&x, 1, ReduceOp::Prod).map(|r| r.map(|a| a.to_vec().unwrap()))
    /// })?;
    /// assert_eq!(out[0].as_ref().unwrap(), &None);
    /// assert_eq!(out[1].as_ref().unwrap(), &Some(vec![6.0]));
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn reduce<T: Element>(
        &self,
        x: &Array<T>,
        root: usize,
        op: ReduceOp,
    ) -> Result<Option<Array<T>>> {
        let mut m = self.meta("reduce", Some(x));
        Self::check_reduce::<T>(&mut m, op);
        self.check_root(&mut m, root);
        match &self.inner {
            Inner::Host(h) => match h.reduce(m, &x.to_vec()?)? {
                Some(v) => Ok(Some(self.host_array(v, x.shape())?)),
                None => Ok(None),
            },
            Inner::Nccl(n) => {
                Self::nccl_local(&m)?;
                let mut out = Array::<T>::empty(x.shape(), &self.device)?;
                n.reduce(x, &mut out, root, op)?;
                self.wait("reduce")?;
                Ok((root == n.rank).then_some(out))
            }
        }
    }

    /// `root`'s `x` on every rank (the other ranks' `x` gives the shape and dtype; its values are
    /// not read).
    ///
    /// Equivalent to `torch.distributed.broadcast(x, src=root)` (`ncclBroadcast`).
    ///
    /// # Errors
    /// On every rank: `ShapeMismatch`/`DTypeMismatch` when the ranks' arrays differ,
    /// `InvalidArgument` for a bad or differing `root`; `Io` on timeout.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device};
    /// let out = Communicator::spawn_ranks(3, |c| {
    ///     let x = Array::from_vec(vec![c.rank() as u8; 2], &[2], &Device::cpu())?;
    ///     c.broadcast(&x, 2)?.to_vec()
    /// })?;
    /// assert!(out.iter().all(|v| v.as_ref().unwrap() == &vec![2, 2]));
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn broadcast<T: Element>(&self, x: &Array<T>, root: usize) -> Result<Array<T>> {
        let mut m = self.meta("broadcast", Some(x));
        self.check_root(&mut m, root);
        match &self.inner {
            Inner::Host(h) => {
                let data = if root == self.rank() {
                    x.to_vec()?
                } else {
                    Vec::new()
                };
                let v = h.broadcast(m, &data)?;
                self.host_array(v, x.shape())
            }
            Inner::Nccl(n) => {
                Self::nccl_local(&m)?;
                let mut out = Array::<T>::empty(x.shape(), &self.device)?;
                n.broadcast(x, &mut out, root)?;
                self.wait("broadcast")?;
                Ok(out)
            }
        }
    }

    /// Every rank's `x`, stacked along a new first axis (shape `[size, ...x.shape]`).
    ///
    /// Equivalent to `torch.distributed.all_gather_into_tensor` of `x[None]` (`ncclAllGather`).
    ///
    /// # Errors
    /// On every rank: `ShapeMismatch`/`DTypeMismatch` when the ranks' arrays differ; `Io` on
    /// timeout.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device};
    /// let out = Communicator::spawn_ranks(2, |c| {
    ///     let x = Array::from_vec(vec![c.rank() as f64; 2], &[2], &Device::cpu())?;
    ///     let g = c.all_gather(&x)?;
    ///     Ok::<_, gsci_distributed::Error>((g.shape().to_vec(), g.to_vec()?))
    /// })?;
    /// assert_eq!(out[0].as_ref().unwrap(), &(vec![2, 2], vec![0.0, 0.0, 1.0, 1.0]));
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn all_gather<T: Element>(&self, x: &Array<T>) -> Result<Array<T>> {
        let m = self.meta("all_gather", Some(x));
        let shape = stacked(self.size(), x.shape());
        match &self.inner {
            Inner::Host(h) => {
                let v = h.all_gather(m, &x.to_vec()?)?;
                self.host_array(v, &shape)
            }
            Inner::Nccl(n) => {
                Self::nccl_local(&m)?;
                let mut out = Array::<T>::empty(&shape, &self.device)?;
                n.all_gather(x, &mut out)?;
                self.wait("all_gather")?;
                Ok(out)
            }
        }
    }

    /// Every rank's `x` stacked along a new first axis on `root` (`None` elsewhere).
    ///
    /// Equivalent to `torch.distributed.gather(x, gather_list, dst=root)`.
    ///
    /// # Errors
    /// As [`Communicator::all_gather`], and `InvalidArgument` for a bad or differing `root`.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device};
    /// let out = Communicator::spawn_ranks(3, |c| {
    ///     let x = Array::from_vec(vec![c.rank() as i16], &[1], &Device::cpu())?;
    ///     c.gather(&x, 0).map(|g| g.map(|g| g.to_vec().unwrap()))
    /// })?;
    /// assert_eq!(out[0].as_ref().unwrap(), &Some(vec![0, 1, 2]));
    /// assert_eq!(out[2].as_ref().unwrap(), &None);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn gather<T: Element>(&self, x: &Array<T>, root: usize) -> Result<Option<Array<T>>> {
        let mut m = self.meta("gather", Some(x));
        self.check_root(&mut m, root);
        let shape = stacked(self.size(), x.shape());
        match &self.inner {
            Inner::Host(h) => match h.gather(m, &x.to_vec()?)? {
                Some(v) => Ok(Some(self.host_array(v, &shape)?)),
                None => Ok(None),
            },
            Inner::Nccl(n) => {
                Self::nccl_local(&m)?;
                let out = n.gather(x, root, &shape)?;
                self.wait("gather")?;
                Ok(out)
            }
        }
    }

    /// `root`'s `x[rank]` on each rank: `root` passes `Some(x)` with one entry per rank along the
    /// first axis; the other ranks pass `None` (a `Some` there is ignored).
    ///
    /// Equivalent to `torch.distributed.scatter(out, scatter_list, src=root)`.
    ///
    /// # Errors
    /// On every rank: `InvalidArgument` when `root` is out of range or differs, or when `root`
    /// passes `None` or an array whose first axis is not the rank count; `DTypeMismatch` when
    /// the ranks' `T` differ; `Io` on timeout.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device};
    /// let out = Communicator::spawn_ranks(2, |c| {
    ///     let x = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
    ///     let mine = if c.rank() == 0 { Some(&x) } else { None };
    ///     c.scatter(mine, 0)?.to_vec()
    /// })?;
    /// assert_eq!(out[1].as_ref().unwrap(), &vec![3.0, 4.0]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn scatter<T: Element>(&self, x: Option<&Array<T>>, root: usize) -> Result<Array<T>> {
        let is_root = root == self.rank();
        let x = if is_root { x } else { None };
        let mut m = self.meta("scatter", x);
        self.check_root(&mut m, root);
        if is_root {
            match x {
                None => m.fail(ErrKind::Invalid, "the root passed no array (x is None)"),
                Some(x) => self.check_per_rank(&mut m, x.shape()),
            }
        }
        match &self.inner {
            Inner::Host(h) => {
                let data = match x {
                    Some(x) => Some(x.to_vec()?),
                    None => None,
                };
                let (v, shape) = h.scatter(m, data.as_deref())?;
                self.host_array(v, &shape)
            }
            Inner::Nccl(n) => {
                Self::nccl_local(&m)?;
                let out = n.scatter(&self.device, x, root, self.timeout)?;
                self.wait("scatter")?;
                Ok(out)
            }
        }
    }

    /// Reduces `x` over every rank and gives rank `r` the entry `r` of the result's first axis
    /// (`x`'s first axis has one entry per rank).
    ///
    /// Equivalent to `torch.distributed.reduce_scatter_tensor` (`ncclReduceScatter`).
    ///
    /// # Errors
    /// As [`Communicator::all_reduce`], and `InvalidArgument` when `x`'s first axis is not the
    /// rank count.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device, ReduceOp};
    /// let out = Communicator::spawn_ranks(2, |c| {
    ///     let x = Array::from_vec(vec![1, 2, 3, 4], &[2, 2], &Device::cpu())?;
    ///     c.reduce_scatter(&x, ReduceOp::Sum)?.to_vec()
    /// })?;
    /// assert_eq!(out[1].as_ref().unwrap(), &vec![6, 8]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn reduce_scatter<T: Element>(&self, x: &Array<T>, op: ReduceOp) -> Result<Array<T>> {
        let mut m = self.meta("reduce_scatter", Some(x));
        Self::check_reduce::<T>(&mut m, op);
        self.check_per_rank(&mut m, x.shape());
        let shape = x.shape().get(1..).unwrap_or(&[]).to_vec();
        match &self.inner {
            Inner::Host(h) => {
                let v = h.reduce_scatter(m, &x.to_vec()?)?;
                self.host_array(v, &shape)
            }
            Inner::Nccl(n) => {
                Self::nccl_local(&m)?;
                let mut out = Array::<T>::empty(&shape, &self.device)?;
                n.reduce_scatter(x, &mut out, op)?;
                self.wait("reduce_scatter")?;
                Ok(out)
            }
        }
    }

    /// Rank `r` gets `[x_0[r], x_1[r], ...]`: entry `j` of the result is rank `j`'s `x[r]` (`x`'s
    /// first axis has one entry per rank).
    ///
    /// Equivalent to `torch.distributed.all_to_all_single` (NCCL: grouped `ncclSend`/`ncclRecv`).
    ///
    /// # Errors
    /// On every rank: `ShapeMismatch`/`DTypeMismatch` when the ranks' arrays differ,
    /// `InvalidArgument` when the first axis is not the rank count; `Io` on timeout.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device};
    /// let out = Communicator::spawn_ranks(2, |c| {
    ///     let r = c.rank() as i32 * 10;
    ///     let x = Array::from_vec(vec![r, r + 1], &[2], &Device::cpu())?;
    ///     c.all_to_all(&x)?.to_vec()
    /// })?;
    /// assert_eq!(out[0].as_ref().unwrap(), &vec![0, 10]);
    /// assert_eq!(out[1].as_ref().unwrap(), &vec![1, 11]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn all_to_all<T: Element>(&self, x: &Array<T>) -> Result<Array<T>> {
        let mut m = self.meta("all_to_all", Some(x));
        self.check_per_rank(&mut m, x.shape());
        match &self.inner {
            Inner::Host(h) => {
                let v = h.all_to_all(m, &x.to_vec()?)?;
                self.host_array(v, x.shape())
            }
            Inner::Nccl(n) => {
                Self::nccl_local(&m)?;
                let mut out = Array::<T>::empty(x.shape(), &self.device)?;
                n.all_to_all(x, &mut out)?;
                self.wait("all_to_all")?;
                Ok(out)
            }
        }
    }

    /// Waits until every rank has arrived.
    ///
    /// Equivalent to `torch.distributed.barrier()` (NCCL: an all-reduce of one byte).
    ///
    /// # Errors
    /// `InvalidArgument` on every rank when another rank called a different collective; `Io` on
    /// timeout.
    ///
    /// ```
    /// use gsci_distributed::Communicator;
    /// let ok = Communicator::spawn_ranks(4, |c| c.barrier().is_ok())?;
    /// assert!(ok.iter().all(|&b| b));
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn barrier(&self) -> Result<()> {
        match &self.inner {
            Inner::Host(h) => h.barrier(Meta::new("barrier")),
            Inner::Nccl(n) => {
                n.barrier(&self.device)?;
                self.wait("barrier")
            }
        }
    }

    fn check_peer(&self, m: &mut Meta, peer: usize, what: &str) {
        if peer >= self.size() {
            m.fail(
                ErrKind::Invalid,
                format!("{what} {peer} is out of range for {} ranks", self.size()),
            );
        }
    }

    /// Sends `x` to rank `dst` and waits until `dst`'s [`Communicator::recv`] has taken it (use
    /// [`Communicator::group`] to send and receive at once).
    ///
    /// Equivalent to `torch.distributed.send(x, dst)` (`ncclSend`).
    ///
    /// # Errors
    /// `InvalidArgument` for `dst` out of range or equal to this rank (outside a group), or when
    /// the receiver's buffer has another shape or dtype (reported on both ranks); `Io` on timeout.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device};
    /// let out = Communicator::spawn_ranks(2, |c| {
    ///     if c.rank() == 0 {
    ///         c.send(&Array::from_vec(vec![7u64, 8], &[2], &Device::cpu())?, 1)?;
    ///         Ok(vec![])
    ///     } else {
    ///         c.recv::<u64>(&[2], 0)?.to_vec()
    ///     }
    /// })?;
    /// assert_eq!(out[1].as_ref().unwrap(), &vec![7, 8]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn send<T: Element>(&self, x: &Array<T>, dst: usize) -> Result<()> {
        let mut m = self.meta("send", Some(x));
        self.check_peer(&mut m, dst, "dst");
        if dst == self.rank() && !self.in_group.get() {
            m.fail(
                ErrKind::Invalid,
                "dst is this rank: a send to itself outside a group would wait forever",
            );
        }
        if let Some(e) = local_error(&m) {
            return Err(e);
        }
        match &self.inner {
            Inner::Host(h) => {
                h.send_post(m, dst, &x.to_vec()?)?;
                h.send_ack(dst)
            }
            Inner::Nccl(n) => {
                n.send(x, dst)?;
                self.wait("send")
            }
        }
    }

    /// Receives an array of `shape` from rank `src`.
    ///
    /// Equivalent to `torch.distributed.recv(x, src)` (`ncclRecv`).
    ///
    /// # Errors
    /// `InvalidArgument` for `src` out of range; `ShapeMismatch`/`DTypeMismatch` when the sent
    /// array differs (reported on both ranks); `Io` on timeout.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device};
    /// let out = Communicator::spawn_ranks(2, |c| {
    ///     if c.rank() == 1 {
    ///         c.send(&Array::from_vec(vec![1.5f32], &[1], &Device::cpu())?, 0)?;
    ///         Ok(vec![])
    ///     } else {
    ///         c.recv::<f32>(&[1], 1)?.to_vec()
    ///     }
    /// })?;
    /// assert_eq!(out[0].as_ref().unwrap(), &vec![1.5]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn recv<T: Element>(&self, shape: &[usize], src: usize) -> Result<Array<T>> {
        let mut out = Array::<T>::empty(shape, &self.device)?;
        self.recv_into(&mut out, src)?;
        Ok(out)
    }

    /// [`Communicator::recv`] into `out` (its shape and dtype must match the sent array's).
    ///
    /// Equivalent to `torch.distributed.recv(out, src)`.
    ///
    /// # Errors
    /// As [`Communicator::recv`].
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device};
    /// let out = Communicator::spawn_ranks(2, |c| {
    ///     let mut buf = Array::<i8>::zeros(&[2], &Device::cpu())?;
    ///     if c.rank() == 0 {
    ///         c.send(&Array::from_vec(vec![-1i8, 1], &[2], &Device::cpu())?, 1)?;
    ///     } else {
    ///         c.recv_into(&mut buf, 0)?;
    ///     }
    ///     buf.to_vec()
    /// })?;
    /// assert_eq!(out[1].as_ref().unwrap(), &vec![-1, 1]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn recv_into<T: Element>(&self, out: &mut Array<T>, src: usize) -> Result<()> {
        let mut m = self.meta("recv", Some(&*out));
        self.check_peer(&mut m, src, "src");
        if let Some(e) = local_error(&m) {
            return Err(e);
        }
        match &self.inner {
            Inner::Host(h) => {
                let v = h.recv::<T>(src, out.shape())?;
                write_host(out, &v)
            }
            Inner::Nccl(n) => {
                n.recv(out, src)?;
                self.wait("recv")
            }
        }
    }

    /// Runs the point-to-point operations and collectives that `f` records on a [`Group`] as one
    /// group: sends and receives between the same ranks cannot wait for each other.
    ///
    /// Equivalent to `ncclGroupStart()` ... `ncclGroupEnd()` (`torch.distributed.batch_isend_irecv`).
    ///
    /// # Errors
    /// The first error of `f` or of a recorded operation (all recorded operations still run, so
    /// the peers do not wait for nothing).
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device};
    /// // A ring shift: every rank sends to the next and receives from the previous.
    /// let out = Communicator::spawn_ranks(3, |c| {
    ///     let (n, r) = (c.size(), c.rank());
    ///     let x = Array::from_vec(vec![r as f64], &[1], &Device::cpu())?;
    ///     let mut y = Array::<f64>::zeros(&[1], &Device::cpu())?;
    ///     c.group(|g| {
    ///         g.send(&x, (r + 1) % n)?;
    ///         g.recv_into(&mut y, (r + n - 1) % n)
    ///     })?;
    ///     y.to_vec()
    /// })?;
    /// assert_eq!(out[0].as_ref().unwrap(), &vec![2.0]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn group<'a>(&'a self, f: impl FnOnce(&mut Group<'a>) -> Result<()>) -> Result<()> {
        let mut g = Group {
            comm: self,
            deferred: Vec::new(),
            acks: Vec::new(),
            error: None,
        };
        let first = f(&mut g);
        let rest = g.end();
        first.and(rest)
    }

    /// Waits for the NCCL stream (with the timeout), unless inside a group.
    fn wait(&self, op: &'static str) -> Result<()> {
        match &self.inner {
            Inner::Nccl(n) if !self.in_group.get() => n.wait(op, &self.device, self.timeout),
            _ => Ok(()),
        }
    }

    /// Internal point-to-point exchange of host vectors (halo values, transposes): posts
    /// `sends`, then, after `between` ran (the overlap), takes one message from each source of
    /// `recvs` (`(src, len)`).
    pub(crate) fn exchange_v<T: Element, R>(
        &self,
        sends: &[(usize, Vec<T>)],
        recvs: &[(usize, usize)],
        between: impl FnOnce() -> Result<R>,
    ) -> Result<(Vec<Vec<T>>, R)> {
        match &self.inner {
            Inner::Host(h) => {
                h.post_internal(sends)?;
                let r = between();
                let got = h.take_internal(recvs)?;
                Ok((got, r?))
            }
            Inner::Nccl(n) => {
                let got = n.exchange_v(&self.device, sends, recvs)?;
                n.wait("halo", &self.device, self.timeout)?;
                let got = got
                    .into_iter()
                    .map(|a| a.to_vec())
                    .collect::<Result<Vec<_>>>()?;
                Ok((got, between()?))
            }
        }
    }
}

/// `[n, ...shape]`.
fn stacked(n: usize, shape: &[usize]) -> Vec<usize> {
    let mut s = Vec::with_capacity(shape.len() + 1);
    s.push(n);
    s.extend_from_slice(shape);
    s
}

/// Writes host values into a CPU array (copy-on-write first).
fn write_host<T: Element>(out: &mut Array<T>, v: &[T]) -> Result<()> {
    match out.as_mut_slice()? {
        Some(s) if s.len() == v.len() => {
            s.copy_from_slice(v);
            Ok(())
        }
        _ => {
            *out = Array::from_slice(v, out.shape(), out.device())?;
            Ok(())
        }
    }
}

type Deferred<'a> = Box<dyn FnOnce(&Communicator) -> Result<()> + 'a>;

/// The operations of one [`Communicator::group`] call, run together when the closure returns.
pub struct Group<'a> {
    comm: &'a Communicator,
    deferred: Vec<Deferred<'a>>,
    acks: Vec<usize>,
    error: Option<Error>,
}

impl<'a> Group<'a> {
    /// The communicator of this group.
    pub fn comm(&self) -> &'a Communicator {
        self.comm
    }

    /// Records a send of `x` to `dst` (see [`Communicator::send`]).
    ///
    /// Equivalent to `ncclSend` inside `ncclGroupStart`/`ncclGroupEnd`.
    ///
    /// # Errors
    /// `InvalidArgument` for a `dst` out of range or an array on another device.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device};
    /// let out = Communicator::spawn_ranks(1, |c| {
    ///     let x = Array::from_vec(vec![5u32], &[1], &Device::cpu())?;
    ///     let mut y = Array::<u32>::zeros(&[1], &Device::cpu())?;
    ///     c.group(|g| { g.send(&x, 0)?; g.recv_into(&mut y, 0) })?; // to itself
    ///     y.to_vec()
    /// })?;
    /// assert_eq!(out[0].as_ref().unwrap(), &vec![5]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn send<T: Element>(&mut self, x: &'a Array<T>, dst: usize) -> Result<()> {
        let c = self.comm;
        let mut m = c.meta("send", Some(x));
        c.check_peer(&mut m, dst, "dst");
        if let Some(e) = local_error(&m) {
            return Err(e);
        }
        match &c.inner {
            Inner::Host(h) => {
                h.send_post(m, dst, &x.to_vec()?)?;
                self.acks.push(dst);
            }
            Inner::Nccl(_) => self.deferred.push(Box::new(move |c| c.send(x, dst))),
        }
        Ok(())
    }

    /// Records a receive into `out` from `src` (see [`Communicator::recv_into`]).
    ///
    /// Equivalent to `ncclRecv` inside `ncclGroupStart`/`ncclGroupEnd`.
    ///
    /// # Errors
    /// Those of [`Communicator::recv_into`], reported when the group ends.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device};
    /// let out = Communicator::spawn_ranks(2, |c| {
    ///     let x = Array::from_vec(vec![c.rank() as i64], &[1], &Device::cpu())?;
    ///     let mut y = Array::<i64>::zeros(&[1], &Device::cpu())?;
    ///     let peer = 1 - c.rank();
    ///     c.group(|g| { g.recv_into(&mut y, peer)?; g.send(&x, peer) })?;
    ///     y.to_vec()
    /// })?;
    /// assert_eq!(out[0].as_ref().unwrap(), &vec![1]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn recv_into<T: Element>(&mut self, out: &'a mut Array<T>, src: usize) -> Result<()> {
        self.deferred
            .push(Box::new(move |c: &Communicator| c.recv_into(out, src)));
        Ok(())
    }

    /// Records an [`Communicator::all_reduce_into`].
    ///
    /// Equivalent to `ncclAllReduce` inside `ncclGroupStart`/`ncclGroupEnd`.
    ///
    /// # Errors
    /// Those of [`Communicator::all_reduce_into`], reported when the group ends.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device, ReduceOp};
    /// let out = Communicator::spawn_ranks(2, |c| {
    ///     let x = Array::from_vec(vec![1.0f64, 2.0], &[2], &Device::cpu())?;
    ///     let (mut a, mut b) = (x.clone(), x.clone());
    ///     c.group(|g| {
    ///         g.all_reduce_into(&x, &mut a, ReduceOp::Sum)?;
    ///         g.all_reduce_into(&x, &mut b, ReduceOp::Max)
    ///     })?;
    ///     Ok::<_, gsci_distributed::Error>((a.to_vec()?, b.to_vec()?))
    /// })?;
    /// assert_eq!(out[1].as_ref().unwrap(), &(vec![2.0, 4.0], vec![1.0, 2.0]));
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn all_reduce_into<T: Element>(
        &mut self,
        x: &'a Array<T>,
        out: &'a mut Array<T>,
        op: ReduceOp,
    ) -> Result<()> {
        self.deferred.push(Box::new(move |c: &Communicator| {
            c.all_reduce_into(x, out, op)
        }));
        Ok(())
    }

    fn end(mut self) -> Result<()> {
        let c = self.comm;
        let nccl = matches!(c.inner, Inner::Nccl(_));
        if nccl {
            nccl::group_start()?;
        }
        c.in_group.set(true);
        for op in std::mem::take(&mut self.deferred) {
            if let Err(e) = op(c) {
                self.error.get_or_insert(e);
            }
        }
        c.in_group.set(false);
        if nccl {
            if let Err(e) = nccl::group_end() {
                self.error.get_or_insert(e);
            }
            if let Err(e) = c.wait("group") {
                self.error.get_or_insert(e);
            }
        }
        if let Inner::Host(h) = &c.inner {
            for &dst in &self.acks {
                if let Err(e) = h.send_ack(dst) {
                    self.error.get_or_insert(e);
                }
            }
        }
        match self.error {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }
}
