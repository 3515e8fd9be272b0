//! gsci-core: devices, n-dimensional arrays on the CPU and CUDA GPUs, dtypes, memory, streams and
//! the NVRTC kernel cache. Every other gsci crate builds on it.
//!
//! ```
//! use gsci_core::{Array, Device};
//! let dev = Device::default(); // GSCI_DEVICE, else the first GPU, else the CPU
//! let a = Array::<f32>::from_vec(vec![1.0, 2.0, 3.0], &[3], &dev)?;
//! let b = a.astype::<f64>()?;
//! assert_eq!(b.to_vec()?, vec![1.0, 2.0, 3.0]);
//! # Ok::<(), gsci_core::Error>(())
//! ```
#![deny(unsafe_op_in_unsafe_fn)]

mod array;
pub(crate) mod copy;
mod creation;
pub mod cuda;
mod device;
mod display;
pub mod dtype;
mod error;
pub mod fusion;
pub mod host;
pub mod info;
pub mod kernel_cache;
mod pinned;
pub mod reduce;
pub mod routines;
pub mod scan;
mod slice;
pub mod sort;
pub mod stats_ops;
pub mod ufunc;
pub mod user_kernels;
mod views;

pub use array::{Array, c_strides, normalize_axis};
pub use creation::Indexing;
pub use device::{Backend, Device};
pub use dtype::{ComplexFloat, DType, Element, Float, Kind, Scalar};
pub use error::{Error, Result};
pub use info::info;
pub use pinned::PinnedBuffer;
pub use reduce::Reducible;
pub use routines::{
    PadMode, Repeats, argwhere, boolean_mask, clip, compress, concatenate, dstack, hstack, nonzero,
    pad, put, repeat, roll, scatter_add, stack, take, take_along_axis, tile, vstack, where_,
};
pub use scan::{cumprod, cumprod_dyn, cumsum, cumsum_dyn, diff};
pub use slice::{Sections, SliceArg, SliceRange};
pub use sort::{argpartition, argsort, lexsort, partition, searchsorted, sort, unique};
pub use stats_ops::{
    bincount, digitize, histogram, median, median_dyn, percentile, percentile_dyn, quantile,
    quantile_dyn,
};
pub use views::{broadcast_arrays, broadcast_shapes};

pub use half::{bf16, f16};
pub use num_complex::{Complex32, Complex64};
