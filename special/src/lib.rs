//! gsci-special: `scipy.special` functions as CUDA device functions with CPU twins.

pub mod scalar;
