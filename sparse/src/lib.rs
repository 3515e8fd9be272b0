//! gsci-sparse: `scipy.sparse` formats (CSR, CSC, COO, DIA) stored on a [`gsci_core::Device`], their
//! products on cuSPARSE (GPU) or our own rayon kernels (CPU), Matrix Market IO, and
//! `scipy.sparse.linalg`'s iterative and direct solvers and eigensolvers.
//!
//! | area | `scipy.sparse` | here |
//! |---|---|---|
//! | formats | `csr_array`, `csc_array`, `coo_array`, `dia_array` | [`CsrMatrix`], [`CscMatrix`], [`CooMatrix`], [`DiaMatrix`] over f32, f64, Complex32, Complex64 values ([`SparseScalar`]) and i32 or i64 indices ([`SparseIndex`]) |
//! | construction | `eye`, `identity`, `diags`, `spdiags`, `kron`, `kronsum`, `random`, `hstack`, `vstack`, `bmat`, `block_diag`, `tril`, `triu`, `find` | [`eye`], [`identity`], [`diags`], [`spdiags`], [`kron`], [`kronsum`], [`random`], [`hstack`], [`vstack`], [`bmat`], [`block_diag`], [`tril`], [`triu`], [`find`] |
//! | products | `A @ x`, `A @ B` | `dot` (SpMV/SpMM), `matmul` (SpGEMM) |
//! | selection and entrywise | slicing, `A[rows]`, `min`/`max`, `power`, `abs`, `multiply` | `row_slice`, `col_slice`, `select_rows`, `select_cols`, `getrow`, `getcol`; `min`/`max` (axis), `power`, `abs`, `multiply_dense`, `add_dense` |
//! | Matrix Market (`scipy.io`) | `mmread`, `mmwrite` | [`mmread`], [`mmwrite`] |
//! | iterative solvers (`scipy.sparse.linalg`) | `cg`, `cgs`, `bicgstab`, `gmres`, `minres`, `lsqr`, `lsmr`, `LinearOperator`, `aslinearoperator` | [`linalg::cg`], [`linalg::cgs`], [`linalg::bicgstab`], [`linalg::gmres`], [`linalg::minres`], [`linalg::lsqr`], [`linalg::lsmr`], [`linalg::LinearOperator`], [`linalg::aslinearoperator`], [`linalg::jacobi`] (a preconditioner) |
//! | direct solvers | `spsolve`, `splu`, `factorized`, `spsolve_triangular`, `spilu` | [`linalg::spsolve`], [`linalg::splu`], [`linalg::factorized`], [`linalg::spsolve_triangular`], [`linalg::spilu`], [`linalg::ilu0`], [`linalg::ic0`] |
//! | eigensolvers | `eigsh`, `svds`, `lobpcg` | [`eigen::eigsh`], [`eigen::svds`], [`eigen::lobpcg`] |
//! | norms | `scipy.sparse.linalg.norm` | [`linalg::norm`] |
//!
//! Every solver and eigensolver accepts what SciPy accepts as `A` (a sparse matrix of any format,
//! a dense 2-D `Array`, or a `LinearOperator`) through [`linalg::AsOperator`], and takes SciPy's
//! `callback` for progress.
//!
//! Construction-type operations (conversions, canonical form, sums, stacking) run on the host:
//! for a matrix on a GPU they read the arrays back and upload the result. Products run on the
//! matrix's device (cuSPARSE's generic SpMV/SpMM on a GPU). `linalg::cg` with a CSR matrix on a
//! GPU runs entirely on the device (fused kernels, device-resident scalars, a CUDA graph), and so
//! does `linalg::gmres` (batched Gram-Schmidt, rotations on the device, one restart cycle per
//! graph launch); the other solvers keep their Krylov vectors on the host and apply the operators
//! on the device. Sparse × sparse products use cuSPARSE's SpGEMM on a GPU.
//!
//! `examples/poisson.rs` reads a Matrix Market file and solves it with `cg` (a progress callback)
//! and `spsolve` (`cargo run -p gsci-sparse --example poisson`).
//!
//! ```
//! use gsci_core::{Array, Device};
//! use gsci_sparse::CsrMatrix;
//! use gsci_sparse::linalg::{CgOptions, cg};
//! let dev = Device::cpu();
//! let a = CsrMatrix::<f64>::from_triplets(&[0, 1, 1], &[0, 0, 1], &[2.0, 1.0, 3.0], (2, 2), &dev)?;
//! assert_eq!(a.toarray()?.to_vec()?, vec![2.0, 0.0, 1.0, 3.0]);
//! // A symmetric positive definite system, solved by conjugate gradients.
//! let s = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1], &[0, 1, 0, 1], &[4.0, 1.0, 1.0, 3.0], (2, 2), &dev)?;
//! let b = Array::from_vec(vec![1.0, 2.0], &[2], &dev)?;
//! let (x, info) = cg(&s, &b, CgOptions { rtol: 1e-12, ..Default::default() })?;
//! let x = x.to_vec()?;
//! assert!(info == 0 && (x[0] - 1.0 / 11.0).abs() < 1e-12 && (x[1] - 7.0 / 11.0).abs() < 1e-12);
//! # Ok::<(), gsci_core::Error>(())
//! ```
#![deny(unsafe_op_in_unsafe_fn)]

/// What this crate's signatures use, re-exported so that one dependency is enough (the API
/// grammar's rule 11 in CONTRIBUTING.md); `gsci_core` itself for everything else.
pub use gsci_core::{
    self, Array, Complex32, Complex64, DType, Device, Element, Error, Float, Result, bf16, f16,
};

mod compressed;
mod construct;
mod construct_extra;
mod coo;
mod csc;
mod csr;
mod cusparse;
mod dia;
mod direct;
pub mod eigen;
mod elementwise;
mod host;
pub mod linalg;
mod mmio;
mod products;
mod scalar;
mod slicing;
mod spgemm;

pub use construct::{diags, eye, hstack, identity, kron, random, tril, triu, vstack};
pub use construct_extra::{block_diag, bmat, find, kronsum, spdiags};
pub use coo::CooMatrix;
pub use csc::CscMatrix;
pub use csr::CsrMatrix;
pub use dia::DiaMatrix;
pub use mmio::{MmwriteOptions, Symmetry, mmread, mmwrite};
pub use scalar::{SparseIndex, SparseScalar};

/// Every CUDA kernel module of this crate as `(name, source)`, for the NVRTC compile test.
#[doc(hidden)]
pub fn generated_sources() -> Vec<(String, String)> {
    let mut all = linalg::kernel_sources();
    all.extend(eigen::kernel_sources());
    all
}
