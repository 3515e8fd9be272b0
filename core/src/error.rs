//! The one error type of gsci, shared by every crate.

use crate::dtype::DType;

/// Result alias used by every public gsci function.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Everything that can go wrong in gsci. Each variant carries the values that explain it.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum Error {
    /// Two shapes that had to agree (or broadcast) did not.
    #[error("shape mismatch in {op}: {left:?} vs {right:?}")]
    ShapeMismatch {
        op: &'static str,
        left: Vec<usize>,
        right: Vec<usize>,
    },
    /// A shape is invalid for the operation (wrong rank, wrong size, ...).
    #[error("invalid shape in {op}: {shape:?}: {reason}")]
    InvalidShape {
        op: &'static str,
        shape: Vec<usize>,
        reason: String,
    },
    /// Two dtypes that had to agree did not.
    #[error("dtype mismatch in {op}: {left} vs {right}")]
    DTypeMismatch {
        op: &'static str,
        left: DType,
        right: DType,
    },
    /// Arrays live on different devices.
    #[error("device mismatch in {op}: {left} vs {right}")]
    DeviceMismatch {
        op: &'static str,
        left: String,
        right: String,
    },
    /// An axis is out of range for an array of the given rank.
    #[error("axis {axis} is out of bounds for an array of dimension {ndim}")]
    AxisOutOfBounds { axis: isize, ndim: usize },
    /// An index is out of range for an axis.
    #[error("index {index} is out of bounds for axis {axis} with size {size}")]
    IndexOutOfBounds {
        index: i64,
        axis: usize,
        size: usize,
    },
    /// Any other invalid argument.
    #[error("invalid argument to {op}: {reason}")]
    InvalidArgument { op: &'static str, reason: String },
    /// The matrix is singular (or exactly singular to working precision).
    #[error("singular matrix in {op}")]
    Singular { op: &'static str },
    /// The matrix is not positive definite: the leading minor of order `order` is not positive.
    #[error("matrix not positive definite in {op} (leading minor of order {order})")]
    NotPositiveDefinite { op: &'static str, order: usize },
    /// A device allocation failed even after trimming the memory pool.
    #[error("out of memory in {op} on {device}: requested {requested} bytes{}", free_of(.free, .total))]
    OutOfMemory {
        /// The public function that asked for the memory (`"allocation"` when the allocator
        /// was called directly).
        op: &'static str,
        device: String,
        requested: usize,
        free: usize,
        total: usize,
    },
    /// A CUDA call failed.
    #[error("CUDA error {code} in {call}")]
    Cuda { code: String, call: &'static str },
    /// A kernel launch faulted; the CUDA context can no longer be used.
    #[error(
        "CUDA kernel fault ({code}) after {call}: the device context is unusable; restart the process"
    )]
    KernelFault { code: String, call: &'static str },
    /// NVRTC could not compile a kernel.
    #[error("NVRTC compile error for {name}:\n{log}\n--- source excerpt ---\n{source_excerpt}")]
    Compile {
        name: String,
        log: String,
        source_excerpt: String,
    },
    /// The operation is not supported for this dtype or backend.
    #[error("unsupported: {what}{}", on_backend(.backend))]
    Unsupported { what: String, backend: String },
    /// A required library (CUDA driver, NVRTC, cuBLAS, ...) could not be loaded.
    #[error("library not available: {0}")]
    LibraryNotFound(String),
    /// No such device.
    #[error("no such device: {0}")]
    NoDevice(String),
    /// A file could not be read or written.
    #[error("I/O error: {0}")]
    Io(#[from] std::io::Error),
    /// Host memory for a buffer whose size comes from the caller (or a file) could not be
    /// reserved: NumPy's `MemoryError`, never an abort.
    #[error("{op}: cannot allocate {what} on the host ({requested} bytes)")]
    HostOutOfMemory {
        op: &'static str,
        what: String,
        /// Bytes asked for (`usize::MAX` when the size itself overflows).
        requested: usize,
    },
}

impl Error {
    /// This error with `op` as the function it names, where it is a size or allocation error
    /// raised by an inner helper (`empty`, `eye`, `linspace`, ...) on behalf of the public
    /// function `op`; any other error is returned unchanged.
    pub(crate) fn in_op(self, op: &'static str) -> Error {
        match self {
            Error::InvalidShape { shape, reason, .. } => Error::InvalidShape { op, shape, reason },
            Error::HostOutOfMemory {
                what, requested, ..
            } => Error::HostOutOfMemory {
                op,
                what,
                requested,
            },
            Error::OutOfMemory {
                device,
                requested,
                free,
                total,
                ..
            } => Error::OutOfMemory {
                op,
                device,
                requested,
                free,
                total,
            },
            e => e,
        }
    }
}

/// ", F free of T" when the device reports its memory (the host does not: total 0).
fn free_of(free: &usize, total: &usize) -> String {
    if *total == 0 {
        String::new()
    } else {
        format!(", {free} free of {total}")
    }
}

/// " on the cuda backend", or nothing when the limit holds on every backend ("any").
fn on_backend(backend: &str) -> String {
    let b = backend.trim_end_matches(" backend");
    if b.is_empty() || b == "any" {
        " (on every backend)".into()
    } else {
        format!(" on the {b} backend")
    }
}

impl Error {
    pub(crate) fn invalid(op: &'static str, reason: impl Into<String>) -> Self {
        Error::InvalidArgument {
            op,
            reason: reason.into(),
        }
    }

    pub(crate) fn unsupported(what: impl Into<String>, backend: impl Into<String>) -> Self {
        Error::Unsupported {
            what: what.into(),
            backend: backend.into(),
        }
    }
}
