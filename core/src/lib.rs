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
#[allow(dead_code)] // parts are used by routines landing next
pub(crate) mod copy;
pub mod cuda;
mod device;
pub mod dtype;
mod error;
pub mod info;
pub mod kernel_cache;
mod pinned;
pub mod reduce;

pub use array::{c_strides, normalize_axis, Array};
pub use device::{Backend, Device};
pub use dtype::{ComplexFloat, DType, Element, Float, Kind, Scalar};
pub use error::{Error, Result};
pub use info::info;
pub use pinned::PinnedBuffer;
pub use reduce::Reducible;

pub use half::{bf16, f16};
pub use num_complex::{Complex32, Complex64};
