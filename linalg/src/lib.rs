//! gsci-linalg: dense linear algebra (`numpy.linalg` and `scipy.linalg`) on cuBLAS and cuSOLVER,
//! with faer as the CPU backend and reference.
//!
//! Every routine takes [`gsci_core::Array`]s of f32, f64, Complex32 or Complex64 (products also
//! f16 and bf16), batched over leading dimensions like NumPy, and returns results on the input's
//! device.
//!
//! | area | SciPy / NumPy | here |
//! |---|---|---|
//! | products | `numpy.matmul`, `dot`, `vdot`, `inner`, `outer`, `kron`, `linalg.multi_dot`, `linalg.matrix_power`, `tensordot`, `einsum` | [`matmul`] (and [`matmul_with`] for TF32), [`dot`], [`vdot`], [`inner`], [`outer`], [`kron`], [`multi_dot`], [`matrix_power`], [`tensordot`], [`einsum`] |
//! | solving | `linalg.solve`, `inv`, `det`, `slogdet`, `lstsq`, `pinv`, `scipy.linalg.solve_triangular`, `solve_banded`, `tensorsolve`, `tensorinv` | [`solve`], [`inv`], [`det`], [`slogdet`], [`lstsq`], [`pinv`], [`solve_triangular`], [`solve_banded`], [`tensorsolve`], [`tensorinv`] |
//! | factorisations | `linalg.cholesky`, `qr`, `svd`, `scipy.linalg.lu`, `lu_factor`/`lu_solve`, `cho_factor`/`cho_solve` | [`cholesky`] (SciPy's upper default: [`scipy::cholesky`]), [`qr`], [`svd`], [`svdvals`], [`lu`], [`lu_factor`], [`lu_solve`], [`cho_factor`], [`cho_solve`] |
//! | eigenproblems | `linalg.eigh`, `eigvalsh`, `eig`, `eigvals`, `scipy.linalg.eigh(a, b)` | [`eigh`], [`eigvalsh`], [`eig`], [`eigvals`], [`eigh_generalized`], [`eigvalsh_generalized`] |
//! | matrix functions and norms | `scipy.linalg.expm`, `linalg.norm`, `cond`, `matrix_rank`, `trace` | [`expm`], [`norm`], [`matrix_norm`], [`vector_norm`], [`cond`], [`matrix_rank`], [`trace`] |
//! | special matrices | `scipy.linalg.toeplitz`, `circulant`, `hankel`, `hadamard`, `companion`, `block_diag`, `hilbert`, `leslie`, `dft`, `fiedler`, `convolution_matrix`, `khatri_rao` | [`toeplitz`], [`circulant`], [`hankel`], [`hadamard`], [`companion`], [`block_diag`], [`hilbert`], [`leslie`], [`dft`], [`fiedler`], [`convolution_matrix`], [`khatri_rao`] |
//!
//! GPU paths: products are one cuBLAS `GemmEx`/`GemmStridedBatchedEx` (row-major operands passed
//! as the column-major transposes they are in memory, f16/bf16 accumulated in f32, TF32 only on
//! request: [`MatmulOptions`], [`set_allow_tf32`]); factorisations use cuSOLVER's 64-bit generic
//! API (`Xgetrf`, `Xpotrf`, `Xsyevd`, `Xgesvd`, `Xgeqrf`), and stacks of small matrices go
//! through one launch: for n <= 16 our own kernel (one thread per matrix: LU with LAPACK's
//! pivoting then solve/inverse/det/slogdet, or Cholesky, in the same kernel), for 16 < n <= 32
//! one batched cuBLAS/cuSOLVER call (`getrfBatched`/`getrsBatched`/`getriBatched`,
//! `potrfBatched`). General eigenproblems ([`eig`]) use `Xgeev` (CUDA >= 12.6), generalized
//! Hermitian ones ([`eigh_generalized`]) the legacy `sygvd`/`hegvd`; [`expm`], [`einsum`],
//! [`tensordot`], [`solve_banded`], [`tensorsolve`] and [`tensorinv`] are built from the products
//! and solves above, so they run on either backend. Handles are created once per (device,
//! stream) and cached; `info` values are read back once, at the end of a routine, to raise
//! [`gsci_core::Error::Singular`] or [`gsci_core::Error::NotPositiveDefinite`]. The CPU backend
//! runs faer in parallel, except f64 matrix products on x86-64 CPUs with AVX2 and FMA, which run
//! our own blocked GEMM (faer's is 10-15 % slower than OpenBLAS there, and NumPy's matmul is
//! OpenBLAS).
//!
//! `examples/lstsq.rs` solves one least-squares problem three ways (`cargo run -p gsci-linalg
//! --example lstsq`).
//!
//! ```
//! use gsci_core::{Array, Device};
//! let dev = Device::cpu();
//! let a = Array::from_vec(vec![4.0f64, 1.0, 1.0, 3.0], &[2, 2], &dev)?;
//! let b = Array::from_vec(vec![1.0f64, 2.0], &[2], &dev)?;
//! let x = gsci_linalg::solve(&a, &b)?;
//! let r = gsci_linalg::matmul(&a, &x)?.to_vec()?;
//! assert!((r[0] - 1.0).abs() < 1e-12 && (r[1] - 2.0).abs() < 1e-12);
//! # Ok::<(), gsci_core::Error>(())
//! ```
#![deny(unsafe_op_in_unsafe_fn)]

/// What this crate's signatures use, re-exported so that one dependency is enough (the API
/// grammar's rule 11 in CONTRIBUTING.md); `gsci_core` itself for everything else.
pub use gsci_core::{
    self, Array, Complex32, Complex64, DType, Device, Element, Error, Float, Result, bf16, f16,
};

mod banded;
mod cholesky;
mod contract;
mod cuda;
mod decomp;
mod eig;
mod expm;
mod gen_eigh;
mod layout;
mod lstsq;
mod lu;
mod norms;
mod plu;
mod products;
mod scalar;
mod special_matrices;
mod tensor;
mod util;

pub use banded::solve_banded;
pub use cholesky::{
    ChoFactorOptions, CholeskyOptions, SolveTriangularOptions, cho_factor, cho_solve, cholesky,
    scipy, solve_triangular,
};
pub use contract::{TensordotAxes, einsum, tensordot};
pub use decomp::{
    EighOptions, Qr, QrMode, QrOptions, Svd, SvdOptions, Uplo, eigh, eigvalsh, qr, svd, svdvals,
};
pub use eig::{Eig, EigOptions, eig, eigvals};
pub use expm::expm;
pub use gen_eigh::{GeneralizedEighOptions, eigh_generalized, eigvalsh_generalized};
pub use lstsq::{Lstsq, PinvOptions, lstsq, pinv};
pub use lu::{LuSolveOptions, Trans, det, inv, lu_factor, lu_solve, slogdet, solve};
pub use norms::{
    MatrixRankOptions, NormOptions, NormOrd, cond, matrix_norm, matrix_rank, norm, trace,
    vector_norm,
};
pub use plu::{LuOptions, PLu, lu};
pub use products::{
    MatmulElement, MatmulOptions, allow_tf32, dot, gram, inner, kron, matmul, matmul_with,
    matrix_power, multi_dot, outer, set_allow_tf32, vdot,
};
pub use scalar::LinalgScalar;
pub use special_matrices::{
    ConvolveMode, DftScale, block_diag, circulant, companion, convolution_matrix, dft, fiedler,
    hadamard, hankel, hilbert, khatri_rao, leslie, toeplitz,
};
pub use tensor::{tensorinv, tensorsolve};

/// Every CUDA kernel source this crate generates, as `(module name, source)`, for the NVRTC
/// compile test.
#[doc(hidden)]
pub fn generated_kernel_sources() -> Vec<(String, String)> {
    let mut all = cuda::kernels::all_generated_sources();
    all.push(eig::generated_source());
    all.push(cuda::small::generated_source());
    all.extend(cuda::kernels::mirror_generated_sources());
    all
}
