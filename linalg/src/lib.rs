//! gsci-linalg: dense linear algebra (`numpy.linalg` and `scipy.linalg`) on cuBLAS and cuSOLVER,
//! with faer as the CPU backend and reference.
//!
//! Not implemented yet: this crate is reserved for its issue (products, solves, factorisations,
//! batched small-matrix routines). It exports nothing today.
