//! `scipy.sparse.linalg`: linear operators, a Jacobi preconditioner and the iterative solvers
//! cg, bicgstab, gmres and minres.

mod interface;
mod isolve;
mod norm;

pub use interface::{AsLinearOperator, LinearOperator, aslinearoperator, jacobi};
pub use isolve::{
    BicgstabOptions, CgOptions, CgsOptions, GmresOptions, IterateCallback, MinresOptions, bicgstab,
    cg, cgs, gmres, minres,
};
pub use norm::{NormOrd, norm};

#[doc(hidden)]
pub fn kernel_sources() -> Vec<(String, String)> {
    isolve::kernels::generated_sources()
}
