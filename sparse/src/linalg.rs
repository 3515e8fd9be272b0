//! `scipy.sparse.linalg`: linear operators, a Jacobi preconditioner and the iterative solvers
//! cg, bicgstab and gmres.

mod interface;
mod isolve;

pub use interface::{AsLinearOperator, LinearOperator, aslinearoperator, jacobi};
pub use isolve::{BicgstabOptions, CgOptions, GmresOptions, IterateCallback, bicgstab, cg, gmres};

#[doc(hidden)]
pub fn kernel_sources() -> Vec<(String, String)> {
    isolve::kernels::generated_sources()
}
