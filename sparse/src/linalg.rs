//! `scipy.sparse.linalg`: linear operators, a Jacobi preconditioner and the iterative solvers
//! cg, bicgstab, gmres and minres.

mod interface;
mod isolve;

pub use crate::direct::{
    DirectInput, PermcSpec, Solve, SpiluOptions, SpluOptions, SpsolveTriangularOptions, SuperLU,
    Trans, factorized, ic0, ilu0, spilu, splu, spsolve, spsolve_triangular,
};

pub use interface::{AsLinearOperator, LinearOperator, aslinearoperator, jacobi};
pub use isolve::{
    BicgstabOptions, CgOptions, GmresOptions, IterateCallback, MinresOptions, bicgstab, cg, gmres,
    minres,
};

#[doc(hidden)]
pub fn kernel_sources() -> Vec<(String, String)> {
    isolve::kernels::generated_sources()
}
