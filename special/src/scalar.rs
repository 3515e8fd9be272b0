//! The scalar functions behind every ufunc of this crate: plain `f64` (and `Complex64`) functions,
//! the CPU twins of the CUDA device functions in `kernels/*.cuh` (one algorithm, written twice,
//! with the same coefficient tables). Float32 results are computed in float64 and rounded once,
//! as SciPy's own float32 loops do.

pub mod amos;
pub mod bessel;
pub mod bessel2;
pub mod convenience;
pub mod elliptic;
pub mod error;
pub mod expint;
pub mod gamma;
pub mod hyp2f1_complex;
pub mod hyp_complex;
pub mod hyper;
pub mod hyperu;
pub mod kolmogorov;
pub mod orthogonal;
pub mod orthogonal_complex;
pub mod struve;
pub mod zeta;
