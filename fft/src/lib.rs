//! gsci-fft: `scipy.fft` on NVIDIA GPUs (cuFFT, with a per-device plan cache) and on the CPU
//! (rustfft and realfft, parallel with rayon), with SciPy's names, defaults, dtypes and errors.
//!
//! | area | `scipy.fft` | here |
//! |---|---|---|
//! | complex transforms | `fft`, `ifft`, `fft2`, `ifft2`, `fftn`, `ifftn` | [`fft`], [`ifft`], [`fft2`], [`ifft2`], [`fftn`], [`ifftn`]; options [`FftOptions`] / [`FftnOptions`] |
//! | real input | `rfft`, `irfft`, `rfft2`, `irfft2`, `rfftn`, `irfftn` | [`rfft`], [`irfft`], [`rfft2`], [`irfft2`], [`rfftn`], [`irfftn`] |
//! | Hermitian input | `hfft`, `ihfft`, `hfft2`, `ihfft2`, `hfftn`, `ihfftn` | [`hfft`], [`ihfft`], [`hfft2`], [`ihfft2`], [`hfftn`], [`ihfftn`] |
//! | real-to-real (types 1–4) | `dct`, `idct`, `dst`, `idst`, `dctn`, `idctn`, `dstn`, `idstn` | [`dct`], [`idct`], [`dst`], [`idst`], [`dctn`], [`idctn`], [`dstn`], [`idstn`]; options [`DctOptions`] / [`DctnOptions`] |
//! | fast Hankel transform (FFTLog) | `fht`, `ifht`, `fhtoffset` | [`fht`], [`ifht`], [`fhtoffset`]; options [`FhtOptions`] / [`FhtoffsetOptions`] |
//! | helpers | `fftfreq`, `rfftfreq`, `fftshift`, `ifftshift`, `next_fast_len`, `prev_fast_len` | [`fftfreq`], [`rfftfreq`], [`fftshift`], [`ifftshift`], [`next_fast_len`], [`prev_fast_len`] |
//! | plans | CuPy's `cupyx.scipy.fftpack.get_fft_plan` and plan cache | [`FftPlan`] (plan once, execute many times), [`get_plan_cache`] |
//!
//! Dtypes follow SciPy: float16 computes in float32, integers and bool in float64; `f32` and
//! `Complex32` stay in single precision. `examples/spectrum.rs` finds the tones of a signal
//! (`cargo run -p gsci-fft --example spectrum`).
//!
//! ```
//! use gsci_core::{Array, Device};
//! use gsci_fft::{irfft, rfft, FftOptions, Norm};
//! let dev = Device::cpu(); // or Device::cuda(0)?: the same calls run on cuFFT
//! let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &dev)?;
//! let opts = FftOptions { norm: Norm::Ortho, ..Default::default() };
//! let spectrum = rfft(&x, &opts)?;
//! let back = irfft(&spectrum, &opts)?;
//! assert!(back.to_vec()?.iter().zip([1.0, 2.0, 3.0, 4.0]).all(|(a, b)| (a - b).abs() < 1e-14));
//! # Ok::<(), gsci_core::Error>(())
//! ```
#![deny(unsafe_op_in_unsafe_fn)]

/// What this crate's signatures use, re-exported so that one dependency is enough (the API
/// grammar's rule 11 in CONTRIBUTING.md); `gsci_core` itself for everything else.
pub use gsci_core::{
    self, Array, Complex32, Complex64, DType, Device, Element, Error, Float, Result, bf16, f16,
};

mod basic;
mod cpu;
mod cufft;
mod desc;
mod dtypes;
mod fftlog;
mod gpu;
mod helper;
#[doc(hidden)]
pub mod kernels;
mod options;
mod plan;
mod realtransforms;

pub use basic::{
    fft, fft2, fftn, hfft, hfft2, hfftn, ifft, ifft2, ifftn, ihfft, ihfft2, ihfftn, irfft, irfft2,
    irfftn, rfft, rfft2, rfftn,
};
pub use cufft::{PlanCache, cufft_available, get_plan_cache};
pub use dtypes::{ComplexOf, FftFloat, FftInput, RealFftInput, RealOf};
pub use fftlog::{FhtOptions, FhtoffsetOptions, fht, fhtoffset, ifht};
pub use helper::{
    FastLenOptions, fftfreq, fftshift, ifftshift, next_fast_len, prev_fast_len, rfftfreq,
};
pub use options::{DctOptions, DctType, DctnOptions, FftOptions, FftnOptions, Norm};
pub use plan::FftPlan;
pub use realtransforms::{dct, dctn, dst, dstn, idct, idctn, idst, idstn};
