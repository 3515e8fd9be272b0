//! `scipy.sparse.linalg`: linear operators, a Jacobi preconditioner and the iterative solvers
//! cg, cgs, bicgstab, gmres and minres, the least-squares solvers lsqr and lsmr, and norm.

pub(crate) mod interface;
mod isolve;
#[doc(hidden)]
pub mod krylov;
mod lsq;
mod norm;

pub use crate::direct::{
    DirectInput, PermcSpec, Solve, SpiluOptions, SpluOptions, SpsolveTriangularOptions, SuperLU,
    Trans, cudss_info, factorized, ic0, ilu0, spilu, splu, spsolve, spsolve_triangular,
};

pub use crate::eigen::AsOperator;
pub use interface::{AsLinearOperator, LinearOperator, aslinearoperator, jacobi};
pub use isolve::{
    BicgstabOptions, CgOptions, CgsOptions, GmresOptions, IterateCallback, MinresOptions, bicgstab,
    cg, cgs, gmres, minres,
};
pub use lsq::{LsmrOptions, LsmrResult, LsqrOptions, LsqrResult, lsmr, lsqr};
pub use norm::{NormOrd, norm};

#[doc(hidden)]
pub fn kernel_sources() -> Vec<(String, String)> {
    isolve::kernels::generated_sources()
}
