//! gsci-sparse: `scipy.sparse` formats (CSR/CSC/COO/DIA) on cuSPARSE and `scipy.sparse.linalg`
//! solvers (iterative and direct), with our own CSR kernels as the CPU backend.
//!
//! Not implemented yet: this crate is reserved for its issue. It exports nothing today.
