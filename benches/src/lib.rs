//! gsci-benches: the GPU bench runner and its harness.
//!
//! The `gsci-bench` binary times the workloads of [`workloads`] on a CUDA device with CUDA events
//! (warm-up, then the median of at least 10 repeats, inputs far larger than the H200's 50 MB L2,
//! random inputs that are never zero), prints a table and writes JSON. `benches/cupy_compare.py`
//! times the same workloads, under the same names, in CuPy, and `benches/combine.py` joins the two
//! JSON files into one table with the ratio gsci/CuPy per workload. CONTRIBUTING.md says how to run
//! them on the lent GPU.
//!
//! The harness also runs on the CPU (timed with the host clock), which is how its own tests check
//! it on machines without a GPU.

pub mod harness;
pub mod inputs;
pub mod report;
pub mod workloads;

pub use harness::{Clock, Repeats, Timings, median, time_op, time_per_op};
pub use inputs::random_f32;
pub use report::{Outcome, Record};
pub use workloads::{Options, first_use_ms, run_all, workload_names};
