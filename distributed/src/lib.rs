//! gsci-distributed: collectives over several ranks (threads of one process, processes joined by
//! a TCP store, or NCCL on GPUs), a row-partitioned CSR matrix with distributed SpMV and Krylov
//! solvers, and a slab-decomposed distributed FFT.
//!
//! | what | cupyx.distributed / torch.distributed / NCCL | here |
//! |---|---|---|
//! | a communicator | `cupyx.distributed.init_process_group`, `torch.distributed.init_process_group`, `ncclCommInitRank`, `ncclCommInitAll` | [`Communicator`]: [`Communicator::init_threads`] / [`Communicator::spawn_ranks`] (CPU ranks as threads), [`Communicator::init_tcp`] (CPU ranks as processes), [`Communicator::init_nccl`] (one GPU per process), [`Communicator::init_all`] (one process, several GPUs) |
//! | rendezvous | `torch.distributed.TCPStore` | [`TcpStore`] (`serve`, `connect`, `set`, `get`, `add`, `delete_key`) |
//! | reductions | `all_reduce`, `reduce`, `reduce_scatter` with `ReduceOp` (`ncclAllReduce`, `ncclReduce`, `ncclReduceScatter`) | [`Communicator::all_reduce`], [`Communicator::all_reduce_into`], [`Communicator::reduce`], [`Communicator::reduce_scatter`], [`ReduceOp`] (sum, prod, min, max, avg) |
//! | data movement | `broadcast`, `all_gather`, `gather`, `scatter`, `all_to_all` (`ncclBroadcast`, `ncclAllGather`, grouped `ncclSend`/`ncclRecv`) | [`Communicator::broadcast`], [`Communicator::all_gather`], [`Communicator::gather`], [`Communicator::scatter`], [`Communicator::all_to_all`] |
//! | point to point | `send`, `recv` (`ncclSend`, `ncclRecv`) | [`Communicator::send`], [`Communicator::recv`], [`Communicator::recv_into`] |
//! | synchronisation, groups | `barrier`, `ncclGroupStart`/`ncclGroupEnd`, `batch_isend_irecv` | [`Communicator::barrier`], [`Communicator::group`] ([`Group`]) |
//! | distributed sparse | PETSc's `MPIAIJ` matrices and `KSP` solvers (cupyx.distributed has none) | [`DistCsrMatrix`] ([`DistCsrMatrix::from_global`], [`DistCsrMatrix::from_local_rows`], [`DistCsrMatrix::dot`], [`even_partition`]); [`linalg::cg`], [`linalg::gmres`], [`linalg::bicgstab`] with `gsci_sparse::linalg`'s options |
//! | distributed FFT | slab-decomposed FFTs (FFTW-MPI, cuFFTMp) | [`fft::fft2`], [`fft::ifft2`], [`fft::fftn`], [`fft::ifftn`] of 2-D/3-D arrays split along the first axis |
//!
//! Every rank must call the same collectives in the same order. On the host backends every rank
//! checks every other rank's arguments, so a mismatch (shapes, dtypes, roots, ops) is an error on
//! every rank, and every blocking wait ends with an error after [`CommOptions::timeout`]
//! (default 300 s) instead of hanging. Reductions on the host run in rank order, so results are
//! the same on every rank and from run to run.
//!
//! ```
//! use gsci_distributed::{Array, Communicator, Device, ReduceOp};
//! let results = Communicator::spawn_ranks(4, |c| {
//!     let dev = Device::cpu();
//!     let x = Array::from_vec(vec![c.rank() as f64; 2], &[2], &dev)?;
//!     let total = c.all_reduce(&x, ReduceOp::Sum)?; // 0 + 1 + 2 + 3 on every rank
//!     let everyone = c.all_gather(&x)?; // shape [4, 2]
//!     Ok::<_, gsci_distributed::Error>((total.to_vec()?, everyone.shape().to_vec()))
//! })?;
//! for r in results {
//!     assert_eq!(r?, (vec![6.0, 6.0], vec![4, 2]));
//! }
//! # Ok::<(), gsci_distributed::Error>(())
//! ```
//!
//! A sparse system split by rows over three ranks, solved by conjugate gradients (each rank
//! holds its rows of `A`, `b` and `x`; the dot products are all-reduces):
//!
//! ```
//! use gsci_distributed::{Array, Communicator, Device, DistCsrMatrix, even_partition, linalg};
//! use gsci_sparse::{CsrMatrix, linalg::CgOptions};
//! let n: usize = 10; // the 1-D Laplacian: 2 on the diagonal, -1 beside it
//! let (mut r, mut c, mut v) = (vec![], vec![], vec![]);
//! for i in 0..n {
//!     for (j, a) in [(i.wrapping_sub(1), -1.0), (i, 2.0), (i + 1, -1.0)] {
//!         if j < n { r.push(i); c.push(j); v.push(a); }
//!     }
//! }
//! let a = CsrMatrix::<f64>::from_triplets(&r, &c, &v, (n, n), &Device::cpu())?;
//! let parts = even_partition(n, 3)?; // rows [0, 4), [4, 7), [7, 10)
//! let x = Communicator::spawn_ranks(3, |comm| {
//!     let d = DistCsrMatrix::from_global(&comm, &a, &parts)?;
//!     let b = Array::<f64>::ones(&[d.local_rows()], &Device::cpu())?;
//!     let (x, info) = linalg::cg(&comm, &d, &b, CgOptions { rtol: 1e-12, ..Default::default() })?;
//!     assert_eq!(info, 0);
//!     x.to_vec()
//! })?;
//! let x: Vec<f64> = x.into_iter().map(|p| p.unwrap()).flatten().collect();
//! // The exact solution is x_i = (i + 1)(n - i) / 2.
//! assert!(x.iter().enumerate().all(|(i, v)| (v - ((i + 1) * (n - i)) as f64 / 2.0).abs() < 1e-9));
//! # Ok::<(), gsci_distributed::Error>(())
//! ```
//!
//! The NCCL backend needs libnccl (loaded at run time) and GPUs; NCCL itself cannot see
//! mismatched arguments across ranks, so there each rank checks only its own, and a wait for
//! the stream that outlives the timeout aborts the communicator; `init_nccl` gives up waiting
//! for the other ranks after the timeout too.
#![deny(unsafe_op_in_unsafe_fn)]

/// What this crate's signatures use, re-exported so that one dependency is enough (the API
/// grammar's rule 11 in CONTRIBUTING.md).
pub use gsci_core::{
    self, Array, Complex32, Complex64, DType, Device, Element, Error, Result, bf16, f16,
};

mod comm;
pub mod fft;
pub mod linalg;
mod sparse;
mod store;

pub use comm::{CommOptions, Communicator, Group, ReduceOp};
pub use sparse::{DistCsrMatrix, even_partition};
pub use store::{TcpStore, TcpStoreServer};
