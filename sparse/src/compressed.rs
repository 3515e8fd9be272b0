//! The storage shared by [`CsrMatrix`](crate::CsrMatrix) and [`CscMatrix`](crate::CscMatrix):
//! `data`, `indices` and `indptr` as [`Array`]s on one device, in compressed-row terms over
//! (major, minor).

use crate::cusparse::{CompressedPtrs, SpMat};
use crate::host::{Cs, validate};
use crate::scalar::{SparseIndex, SparseScalar, indices_to};
use gsci_core::cuda::CudaBackend;
use gsci_core::{Array, Device, Error, Result};
use std::sync::{Arc, Mutex};

/// Compressed storage: for CSR the major axis is the rows, for CSC the columns.
#[derive(Clone)]
pub(crate) struct Compressed<T: SparseScalar, I: SparseIndex> {
    pub data: Array<T>,
    pub indices: Array<I>,
    pub indptr: Array<I>,
    pub major: usize,
    pub minor: usize,
    /// cuSPARSE descriptors of these arrays (as CSR, as CSC), created on first GPU product.
    pub gpu: GpuCache,
}

/// Cached cuSPARSE descriptors, shared by clones of the storage (which share the arrays).
#[derive(Clone, Default)]
pub(crate) struct GpuCache(Arc<Mutex<[Option<SharedSpMat>; 2]>>);

/// A descriptor shared between the cache and the products using it.
type SharedSpMat = Arc<Mutex<SpMat>>;

fn to_usize_vec<I: SparseIndex>(a: &Array<I>) -> Result<Vec<usize>> {
    Ok(a.to_vec()?.into_iter().map(I::to_usize).collect())
}

fn one_dim<E: gsci_core::Element>(a: &Array<E>, op: &'static str, what: &str) -> Result<()> {
    if a.ndim() != 1 {
        return Err(Error::InvalidShape {
            op,
            shape: a.shape().to_vec(),
            reason: format!("{what} must be 1-D"),
        });
    }
    Ok(())
}

/// Checks that every array lives on `dev`.
pub(crate) fn same_device(op: &'static str, dev: &Device, other: &Device) -> Result<()> {
    if dev != other {
        return Err(Error::DeviceMismatch {
            op,
            left: format!("{dev:?}"),
            right: format!("{other:?}"),
        });
    }
    Ok(())
}

impl<T: SparseScalar, I: SparseIndex> Compressed<T, I> {
    /// Validated storage from raw arrays (all on one device).
    pub fn new(
        op: &'static str,
        data: Array<T>,
        indices: Array<I>,
        indptr: Array<I>,
        major: usize,
        minor: usize,
    ) -> Result<Self> {
        one_dim(&data, op, "data")?;
        one_dim(&indices, op, "indices")?;
        one_dim(&indptr, op, "indptr")?;
        same_device(op, data.device(), indices.device())?;
        same_device(op, data.device(), indptr.device())?;
        if major > I::MAX_USIZE || minor > I::MAX_USIZE {
            return Err(Error::InvalidArgument {
                op,
                reason: format!(
                    "shape ({major}, {minor}) does not fit the index type {}",
                    I::DTYPE
                ),
            });
        }
        let (p, ix) = (to_usize_vec(&indptr)?, to_usize_vec(&indices)?);
        if p.contains(&usize::MAX) {
            return Err(Error::InvalidArgument {
                op,
                reason: "index pointer values must be non-negative".into(),
            });
        }
        validate(op, major, minor, &p, &ix, data.len())?;
        Ok(Compressed {
            data: data.to_contiguous()?,
            indices: indices.to_contiguous()?,
            indptr: indptr.to_contiguous()?,
            major,
            minor,
            gpu: Default::default(),
        })
    }

    pub fn device(&self) -> &Device {
        self.data.device()
    }

    pub fn nnz(&self) -> usize {
        self.data.len()
    }

    /// The structure and values on the host (a copy; synchronises on a GPU).
    pub fn to_host(&self) -> Result<Cs<T>> {
        Ok(Cs {
            major: self.major,
            minor: self.minor,
            indptr: to_usize_vec(&self.indptr)?,
            indices: to_usize_vec(&self.indices)?,
            data: self.data.to_vec()?,
        })
    }

    /// Host structure uploaded to `device`.
    pub fn from_host(op: &'static str, cs: Cs<T>, device: &Device) -> Result<Self> {
        if cs.major > I::MAX_USIZE || cs.minor > I::MAX_USIZE {
            return Err(Error::InvalidArgument {
                op,
                reason: format!(
                    "shape ({}, {}) does not fit the index type {}",
                    cs.major,
                    cs.minor,
                    I::DTYPE
                ),
            });
        }
        let nnz = cs.data.len();
        Ok(Compressed {
            indptr: Array::from_vec(indices_to::<I>(&cs.indptr, op)?, &[cs.major + 1], device)?,
            indices: Array::from_vec(indices_to::<I>(&cs.indices, op)?, &[nnz], device)?,
            data: Array::from_vec(cs.data, &[nnz], device)?,
            major: cs.major,
            minor: cs.minor,
            gpu: Default::default(),
        })
    }

    /// Applies a host transformation of the structure and values.
    pub fn map_host(&self, op: &'static str, f: impl FnOnce(Cs<T>) -> Cs<T>) -> Result<Self> {
        let cs = f(self.to_host()?);
        Self::from_host(op, cs, self.device())
    }

    /// Replaces `self` in place by a host transformation.
    pub fn update_host(&mut self, op: &'static str, f: impl FnOnce(&mut Cs<T>)) -> Result<()> {
        let mut cs = self.to_host()?;
        f(&mut cs);
        *self = Self::from_host(op, cs, self.device())?;
        Ok(())
    }

    /// The same storage with the values replaced (same structure).
    pub fn with_data(&self, data: Array<T>) -> Self {
        Compressed {
            data,
            indices: self.indices.clone(),
            indptr: self.indptr.clone(),
            major: self.major,
            minor: self.minor,
            gpu: Default::default(),
        }
    }

    /// The cached cuSPARSE descriptor of this storage read as CSR (`csc = false`: major = rows)
    /// or as CSC (`csc = true`: major = columns), created on first use.
    pub fn descriptor(&self, cuda: &CudaBackend, csc: bool) -> Result<Arc<Mutex<SpMat>>> {
        let mut slots = self.gpu.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(d) = &slots[csc as usize] {
            return Ok(d.clone());
        }
        let ptr = |p: Option<u64>| {
            p.ok_or_else(|| Error::InvalidArgument {
                op: "sparse descriptor",
                reason: "internal: storage is not on a GPU".into(),
            })
        };
        let (rows, cols) = if csc {
            (self.minor, self.major)
        } else {
            (self.major, self.minor)
        };
        let p = CompressedPtrs {
            rows,
            cols,
            nnz: self.nnz(),
            indptr: ptr(self.indptr.device_ptr())?,
            indices: ptr(self.indices.device_ptr())?,
            data: ptr(self.data.device_ptr())?,
            csc,
        };
        // SAFETY: the arrays are immutable and kept alive by `self`, whose cache owns the descriptor
        // (every change of structure or values builds a new storage with an empty cache).
        let d = Arc::new(Mutex::new(unsafe { SpMat::new::<T, I>(cuda, &p)? }));
        slots[csc as usize] = Some(d.clone());
        Ok(d)
    }

    /// The storage with another index type.
    pub fn cast_index<J: SparseIndex>(&self, op: &'static str) -> Result<Compressed<T, J>> {
        Compressed::<T, J>::from_host(op, self.to_host()?, self.device())
    }

    /// A copy on another device.
    pub fn to_device(&self, device: &Device) -> Result<Self> {
        Ok(Compressed {
            data: self.data.to_device(device)?,
            indices: self.indices.to_device(device)?,
            indptr: self.indptr.to_device(device)?,
            major: self.major,
            minor: self.minor,
            gpu: Default::default(),
        })
    }
}

/// The methods CSR and CSC share word for word (storage accessors, canonical form, entrywise
/// arithmetic). `$name` is the type, `$ctor` a doctest expression building a 2 × 3 matrix
/// `[[1, 0, 2], [0, 0, 3]]` of it.
macro_rules! compressed_common {
    ($name:ident, $sci:literal, $ctor:literal) => {
        impl<T: SparseScalar, I: SparseIndex> $name<T, I> {
            /// The stored values (1-D, `nnz` long).
            pub fn data(&self) -> &Array<T> {
                &self.cs.data
            }
            /// The minor-axis index of each stored value.
            pub fn indices(&self) -> &Array<I> {
                &self.cs.indices
            }
            /// The index pointer array (major dimension + 1 long).
            pub fn indptr(&self) -> &Array<I> {
                &self.cs.indptr
            }
            /// The device the storage lives on.
            pub fn device(&self) -> &Device {
                self.cs.device()
            }

            #[doc = concat!("The number of stored values, explicit zeros and duplicates included.\n\nEquivalent to `scipy.sparse.", $sci, ".nnz`.\n\n# Errors\nNone.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.nnz(), 3);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn nnz(&self) -> usize {
                self.cs.nnz()
            }

            #[doc = concat!("Whether indices are sorted and free of duplicates.\n\nEquivalent to `scipy.sparse.", $sci, ".has_canonical_format`.\n\n# Errors\nOnly if a GPU matrix cannot be read back.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert!(a.has_canonical_format()?);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn has_canonical_format(&self) -> Result<bool> {
                Ok(self.cs.to_host()?.has_canonical_format())
            }

            #[doc = concat!("Whether the indices of each major slice are sorted.\n\nEquivalent to `scipy.sparse.", $sci, ".has_sorted_indices`.\n\n# Errors\nOnly if a GPU matrix cannot be read back.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert!(a.has_sorted_indices()?);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn has_sorted_indices(&self) -> Result<bool> {
                Ok(self.cs.to_host()?.has_sorted_indices())
            }

            #[doc = concat!("Sums duplicate entries and sorts the indices, in place.\n\nEquivalent to `scipy.sparse.", $sci, ".sum_duplicates`. Runs on the host (a GPU matrix is read back and uploaded again).\n\n# Errors\nOnly on device transfer failures.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet mut a = ", $ctor, ";\na.sum_duplicates()?;\nassert_eq!(a.nnz(), 3);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn sum_duplicates(&mut self) -> Result<()> {
                self.cs.update_host("sum_duplicates", |c| c.sum_duplicates())
            }

            #[doc = concat!("Sorts the indices of each major slice, in place (duplicates are kept).\n\nEquivalent to `scipy.sparse.", $sci, ".sort_indices`. Runs on the host.\n\n# Errors\nOnly on device transfer failures.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet mut a = ", $ctor, ";\na.sort_indices()?;\nassert!(a.has_sorted_indices()?);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn sort_indices(&mut self) -> Result<()> {
                self.cs.update_host("sort_indices", |c| c.sort_indices())
            }

            #[doc = concat!("Removes explicitly stored zeros, in place.\n\nEquivalent to `scipy.sparse.", $sci, ".eliminate_zeros`. Runs on the host.\n\n# Errors\nOnly on device transfer failures.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet mut a = ", $ctor, ";\na.eliminate_zeros()?;\nassert_eq!(a.nnz(), 3);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn eliminate_zeros(&mut self) -> Result<()> {
                self.cs.update_host("eliminate_zeros", |c| c.eliminate_zeros())
            }

            #[doc = concat!("The complex conjugate (a copy for real types).\n\nEquivalent to `scipy.sparse.", $sci, ".conj`.\n\n# Errors\nOnly on allocation failures.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.conj()?.toarray()?.to_vec()?, a.toarray()?.to_vec()?);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn conj(&self) -> Result<Self> {
                let data = if T::IS_COMPLEX {
                    let v: Vec<T> = self.cs.data.to_vec()?.into_iter().map(|x| x.conj()).collect();
                    Array::from_vec(v, &[self.nnz()], self.device())?
                } else {
                    self.cs.data.copy()?
                };
                Ok($name { cs: self.cs.with_data(data) })
            }

            #[doc = concat!("A deep copy.\n\nEquivalent to `scipy.sparse.", $sci, ".copy`.\n\n# Errors\nOnly on allocation failures.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.copy()?.nnz(), 3);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn copy(&self) -> Result<Self> {
                Ok($name {
                    cs: Compressed {
                        data: self.cs.data.copy()?,
                        indices: self.cs.indices.copy()?,
                        indptr: self.cs.indptr.copy()?,
                        major: self.cs.major,
                        minor: self.cs.minor,
gpu: Default::default(),
                    },
                })
            }

            #[doc = concat!("Every stored value multiplied by `s`.\n\nEquivalent to `scipy.sparse.", $sci, ".multiply` with a scalar (`A * s`).\n\n# Errors\nOnly on allocation failures.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.multiply_scalar(2.0)?.toarray()?.to_vec()?, vec![2.0, 0.0, 4.0, 0.0, 0.0, 6.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn multiply_scalar(&self, s: T) -> Result<Self> {
                let v: Vec<T> = self.cs.data.to_vec()?.into_iter().map(|x| x * s).collect();
                let data = Array::from_vec(v, &[self.nnz()], self.device())?;
                Ok($name { cs: self.cs.with_data(data) })
            }

            #[doc = concat!("The entrywise sum `self + other` (canonical result, exact zeros dropped).\n\nEquivalent to `scipy.sparse.", $sci, ".__add__`. Runs on the host.\n\n# Errors\n`ShapeMismatch` for different shapes, `DeviceMismatch` for different devices.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.add(&a)?.toarray()?.to_vec()?, vec![2.0, 0.0, 4.0, 0.0, 0.0, 6.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn add(&self, other: &Self) -> Result<Self> {
                self.binop("add", other, |a, b| a + b)
            }

            #[doc = concat!("The entrywise difference `self - other` (canonical result, exact zeros dropped).\n\nEquivalent to `scipy.sparse.", $sci, ".__sub__`. Runs on the host.\n\n# Errors\n`ShapeMismatch` for different shapes, `DeviceMismatch` for different devices.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.subtract(&a)?.nnz(), 0);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn subtract(&self, other: &Self) -> Result<Self> {
                self.binop("subtract", other, |a, b| a - b)
            }

            #[doc = concat!("The entrywise (Hadamard) product with another sparse matrix of the same shape.\n\nEquivalent to `scipy.sparse.", $sci, ".multiply` with a sparse argument. Runs on the host.\n\n# Errors\n`ShapeMismatch` for different shapes, `DeviceMismatch` for different devices.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.multiply(&a)?.toarray()?.to_vec()?, vec![1.0, 0.0, 4.0, 0.0, 0.0, 9.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn multiply(&self, other: &Self) -> Result<Self> {
                self.binop("multiply", other, |a, b| a * b)
            }

            fn binop(&self, op: &'static str, other: &Self, f: impl Fn(T, T) -> T) -> Result<Self> {
                if self.shape() != other.shape() {
                    return Err(Error::ShapeMismatch {
                        op,
                        left: vec![self.shape().0, self.shape().1],
                        right: vec![other.shape().0, other.shape().1],
                    });
                }
                same_device(op, self.device(), other.device())?;
                let b = other.cs.to_host()?;
                Ok($name { cs: self.cs.map_host(op, |a| a.binop(&b, f))? })
            }

            #[doc = concat!("A copy with another index type.\n\nEquivalent to SciPy's index dtype changes (`indices.astype`).\n\n# Errors\n`InvalidArgument` if an index does not fit the new type.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nlet b = a.with_index_type::<i64>()?;\nassert_eq!(b.indptr().to_vec()?.len(), a.indptr().len());\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn with_index_type<J: SparseIndex>(&self) -> Result<$name<T, J>> {
                Ok($name { cs: self.cs.cast_index("with_index_type")? })
            }

            #[doc = concat!("A copy with another value type (NumPy `astype` casting).\n\nEquivalent to `scipy.sparse.", $sci, ".astype`.\n\n# Errors\nOnly on allocation failures.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.astype::<f32>()?.toarray()?.to_vec()?, vec![1.0f32, 0.0, 2.0, 0.0, 0.0, 3.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn astype<U: SparseScalar>(&self) -> Result<$name<U, I>> {
                Ok($name {
                    cs: Compressed {
                        data: self.cs.data.astype::<U>()?,
                        indices: self.cs.indices.copy()?,
                        indptr: self.cs.indptr.copy()?,
                        major: self.cs.major,
                        minor: self.cs.minor,
gpu: Default::default(),
                    },
                })
            }

            #[doc = concat!("A copy on another device.\n\nEquivalent to CuPy's `cupyx.scipy.sparse.", $sci, "` / `.get()` transfers.\n\n# Errors\nOnly on transfer failures.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.to_device(&Device::cpu())?.nnz(), 3);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn to_device(&self, device: &Device) -> Result<Self> {
                Ok($name { cs: self.cs.to_device(device)? })
            }
        }

        impl<T: SparseScalar, I: SparseIndex> std::fmt::Debug for $name<T, I> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(
                    f,
                    "<{}x{} {} of {} with {} stored elements on {:?}>",
                    self.shape().0,
                    self.shape().1,
                    stringify!($name),
                    T::DTYPE,
                    self.nnz(),
                    self.device()
                )
            }
        }
    };
}
pub(crate) use compressed_common;
