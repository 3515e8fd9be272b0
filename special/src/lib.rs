//! gsci-special: `scipy.special` functions as CUDA device functions with CPU twins.
//!
//! Not implemented yet: this crate is reserved for its issue. It exports nothing today.
