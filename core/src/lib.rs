//! gsci-core: devices, n-dimensional arrays on the CPU and CUDA GPUs, dtypes, memory, streams and
//! the NVRTC kernel cache, and NumPy's (and CuPy's) array routines on them. Every other gsci crate
//! builds on it.
//!
//! ```
//! use gsci_core::{Array, Device};
//! use gsci_core::reduce::{ReduceOptions, sum};
//! let dev = Device::default(); // GSCI_DEVICE, else the first GPU, else the CPU
//! let a = Array::<f32>::from_vec(vec![1.0, 2.0, 3.0, 4.0], &[2, 2], &dev)?;
//! let b = a.astype::<f64>()?;
//! assert_eq!(b.to_vec()?, vec![1.0, 2.0, 3.0, 4.0]);
//! let c = (&(&b * 2.0)? + &b.transpose()?)?; // ufuncs broadcast; transpose is a view
//! let col = sum(&c, &ReduceOptions::axes(&[0]))?;
//! assert_eq!(col.to_vec()?, vec![11.0, 19.0]);
//! # Ok::<(), gsci_core::Error>(())
//! ```
//!
//! # What is where
//!
//! | area | NumPy / CuPy | here |
//! |---|---|---|
//! | devices and streams | `cupy.cuda.Device`, `Stream`, `Event`, `cupy.show_config()` | [`Device`] (`cpu`, `cuda`, `default`, `new_stream`, `with_stream`, `synchronize`), [`info()`] |
//! | arrays and dtypes | `cupy.ndarray`, `numpy.dtype`, `asarray`/`asnumpy` | [`Array`], [`DType`], [`Element`]; `from_vec`, `from_ndarray`, `to_vec`, `to_ndarray`, `to_device`, `astype` |
//! | creation | `zeros`, `ones`, `full`, `arange`, `linspace`, `eye`, `diag`, `tri`, `meshgrid`, ... | methods of [`Array`] (`Array::zeros`, `Array::arange`, ...) |
//! | views and shapes | `reshape`, `transpose`, `swapaxes`, `broadcast_to`, slicing, `flip`, `split` | methods of [`Array`], [`SliceArg`], [`broadcast_shapes`] |
//! | array routines | `concatenate`, `stack`, `pad`, `roll`, `take`, `where`, `nonzero`, `clip`, ... | [`routines`], [`where_`] |
//! | ufuncs | `numpy.add`, `exp`, ... with NEP 50 promotion, `out=` | [`ufunc`] (`add::<O>`, `add_into`, `unary`/`binary`), `std::ops` on `&Array` |
//! | reductions | `sum`, `mean`, `var`, `min`, `argmax`, `nansum`, `logsumexp`, ... | [`reduce`] |
//! | scans, sorting, searching | `cumsum`, `diff`, `sort`, `argsort`, `partition`, `searchsorted`, `unique` | [`cumsum`], [`diff`], [`mod@sort`] ([`sort()`], [`argsort`], [`partition`], [`searchsorted`], [`unique`]) |
//! | counting and quantiles | `bincount`, `histogram`, `digitize`, `percentile`, `quantile`, `median` | [`stats_ops`] |
//! | fusion | `cupy.fuse` | [`fusion`] ([`fusion::fuse`]) |
//! | user kernels | `cupy.ElementwiseKernel`, `ReductionKernel`, `RawKernel`, `RawModule` | [`user_kernels`] |
//! | the kernel cache | CuPy's kernel cache (`CUPY_CACHE_DIR`) | [`kernel_cache`] (`GSCI_CACHE_DIR`) |
//!
//! # Layers
//!
//! The modules form layers, and a module uses only modules of its own layer or below:
//!
//! | layer | modules | may use |
//! |---|---|---|
//! | 1. values | `dtype`, `error` | nothing else (`error` names dtypes) |
//! | 2. compilation | `kernel_cache` (NVRTC, the disk cache) | 1 |
//! | 3. memory | `host` (host buffers), `cuda` (contexts, streams, device buffers, launches) | 1-2 |
//! | 4. devices | `device` | 1-3 |
//! | 5. arrays | `array`, `copy`, `slice`, `pinned` | 1-4 |
//! | 6. array routines | `creation`, `routines`, `views`, `display` | 1-5 |
//! | 7. engines | `ufunc` (and its extension point for functions outside core), `reduce`, `fusion`, `user_kernels` | 1-6 |
//! | 8. algorithms | `scan`, `sort`, `stats_ops` | 1-7 |
//! | 9. top | `info` (reports, `Device::info`), [`generated_sources`] (every kernel family, for the compile test) | all |
//!
//! Methods on [`Array`] that call a higher layer (`a.sum()`, `a.astype()`) are the one allowed way
//! up: they are the layer's public face, defined where their implementation lives. Registries
//! that must know every module (the kernel list of the compile test) live at the top, in this
//! file, never in a low layer.
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
pub mod interop;
pub mod kernel_cache;
mod par;
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
pub use interop::DlpackTensor;
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

/// Every kernel family the core generates, as `(module name, source)`: one module per source
/// dtype holding the wrappers for every destination dtype. For compile tests (CI compiles these
/// for sm_90 without a GPU); domain crates add their own. It lives here, at the top layer, so
/// that the kernel cache (below every module) does not depend on the modules it compiles for.
#[doc(hidden)]
pub fn generated_sources() -> Vec<(String, String)> {
    let mut sources = crate::copy::cuda::all_generated_sources();
    sources.extend(crate::creation::cuda::all_generated_sources());
    sources.extend(crate::routines::cuda::all_generated_sources());
    sources.extend(crate::ufunc::cuda::all_generated_sources());
    sources.extend(crate::reduce::cuda::all_generated_sources());
    sources.extend(crate::scan::cuda::all_generated_sources());
    sources.extend(crate::sort::cuda::all_generated_sources());
    sources.extend(crate::stats_ops::cuda::all_generated_sources());
    sources.extend(crate::fusion::cuda::all_generated_sources());
    sources.extend(crate::user_kernels::cuda::all_generated_sources());
    sources
}
