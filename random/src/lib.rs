//! gsci-random: counter-based random generators giving identical streams on the CPU and GPU.
//!
//! Not implemented yet: this crate is reserved for its issue. It exports nothing today.
