//! gsci-fft: `scipy.fft` on cuFFT (with a per-device plan cache), with rustfft/realfft as the CPU
//! backend and reference.
//!
//! Not implemented yet: this crate is reserved for its issue. It exports nothing today.
