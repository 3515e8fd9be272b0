//! gsci-signal: `scipy.signal` on NVIDIA GPUs and the CPU: filter design, filtering and
//! convolution, spectral analysis, peaks, windows, waveforms.
//!
//! | area | `scipy.signal` | here |
//! |---|---|---|
//! | IIR design | `butter`, `cheby1`, `cheby2`, `ellip`, `bessel`, `iirfilter`, `iirdesign`, `*ord`, `iirnotch`, `iirpeak`, `iircomb`, `gammatone` | [`butter`], [`cheby1`], [`cheby2`], [`ellip`], [`bessel`], [`iirfilter`], [`iirdesign`], [`buttord`], [`cheb1ord`], [`cheb2ord`], [`ellipord`], [`iirnotch`], [`iirpeak`], [`iircomb`], [`gammatone`] |
//! | FIR design | `firwin`, `firwin2`, `firls`, `remez`, `minimum_phase`, `kaiserord`, `kaiser_beta`, `kaiser_atten` | [`firwin`], [`firwin2`], [`firls`], [`remez`], [`minimum_phase`], [`kaiserord`], [`kaiser_beta`], [`kaiser_atten`] |
//! | representations | `tf2zpk`, `zpk2tf`, `zpk2sos`, `sos2zpk`, `sos2tf`, `tf2sos`, `tf2ss`, `ss2tf`, `bilinear`, `lp2lp`, `lp2hp`, `lp2bp`, `lp2bs` | [`tf2zpk`], [`zpk2tf`], [`zpk2sos`], [`sos2zpk`], [`sos2tf`], [`tf2sos`], [`tf2ss`], [`ss2tf`], [`bilinear`], [`lp2lp`], [`lp2hp`], [`lp2bp`], [`lp2bs`] |
//! | frequency responses | `freqz`, `freqz_zpk`, `freqz_sos` (`sosfreqz`), `freqs`, `group_delay` | [`freqz`], [`freqz_zpk`], [`freqz_sos`], [`freqs`], [`group_delay`] |
//! | filtering | `lfilter`, `lfiltic`, `lfilter_zi`, `sosfilt`, `sosfilt_zi`, `filtfilt`, `sosfiltfilt`, `savgol_filter`, `medfilt`, `medfilt2d`, `order_filter`, `hilbert`, `hilbert2`, `detrend` | [`lfilter`], [`lfiltic`], [`lfilter_zi`], [`sosfilt`], [`sosfilt_zi`], [`filtfilt`], [`sosfiltfilt`], [`savgol_coeffs`], [`savgol_filter`], [`medfilt`], [`medfilt2d`], [`order_filter`], [`hilbert`], [`hilbert2`], [`detrend`] |
//! | convolution | `convolve`, `correlate`, `fftconvolve`, `oaconvolve`, `convolve2d`, `correlate2d`, `deconvolve` | [`convolve`], [`correlate`], [`fftconvolve`], [`oaconvolve`], [`convolve2d`], [`correlate2d`], [`deconvolve`] |
//! | resampling | `upfirdn`, `resample`, `resample_poly`, `decimate` | [`upfirdn`], [`resample`], [`resample_poly`], [`decimate`] |
//! | spectral analysis | `periodogram`, `welch`, `csd`, `coherence`, `spectrogram`, `stft`, `istft`, `check_COLA`, `check_NOLA`, `lombscargle`, `vectorstrength` | [`periodogram`], [`welch`], [`csd`], [`coherence`], [`spectrogram`], [`stft`], [`istft`], [`check_cola`], [`check_nola`], [`lombscargle`], [`vectorstrength`] |
//! | peaks | `find_peaks`, `peak_prominences`, `peak_widths`, `argrelmin`, `argrelmax`, `argrelextrema` | [`find_peaks`], [`peak_prominences`], [`peak_widths`], [`argrelmin`], [`argrelmax`], [`argrelextrema`] |
//! | windows | `scipy.signal.windows`, `get_window` | [`windows`], [`get_window`] |
//! | wavelets (as CuPy keeps them; SciPy removed them in 1.15) | `cwt`, `ricker`, `morlet2`, `find_peaks_cwt`, `qmf`, `daub`, `cascade` | `cwt`, `ricker`, `morlet2`, `find_peaks_cwt`, [`qmf`], [`daub`], [`cascade`] |
//!
//! Design functions run on the host in float64 (they are small), exact against SciPy; what they
//! return as arrays are `Array`s on the CPU, which `to_device` moves to where the signal is.
//! Filtering, convolution and spectral analysis run on the signal's device (CUDA kernels on a
//! GPU), batched along `axis`.
//!
//! `examples/filter.rs` low-passes a two-tone signal with IIR and FIR filters and checks each
//! output against the designed response (`cargo run -p gsci-signal --example filter`).
//!
//! ```
//! use gsci_signal::{Array, Device, FilterOutput, IirOptions, SosfiltfiltOptions, butter, sosfiltfilt};
//! let dev = Device::cpu(); // Device::default() takes the GPU when there is one
//! // A 4th-order Butterworth low-pass at 0.1 of Nyquist, as second-order sections.
//! let sos = butter(4, &[0.1], &IirOptions { output: FilterOutput::Sos, ..Default::default() })?
//!     .into_sos()?
//!     .to_device(&dev)?;
//! assert_eq!(sos.shape(), &[2, 6]);
//! // A constant passes unchanged through the zero-phase filter (unit gain at DC).
//! let x = Array::from_vec(vec![2.5f64; 64], &[64], &dev)?;
//! let y = sosfiltfilt(&sos, &x, &SosfiltfiltOptions::default())?.to_vec()?;
//! assert!(y.iter().all(|v| (v - 2.5).abs() < 1e-12));
//! # Ok::<(), gsci_signal::Error>(())
//! ```

/// What this crate's signatures will use, re-exported so that one dependency is enough (the API
/// grammar's rule 11 in CONTRIBUTING.md); `gsci_core` itself for everything else.
pub use gsci_core::{
    self, Array, Complex32, Complex64, DType, Device, Element, Error, Float, Result, bf16, f16,
};

mod czt;
mod design;
mod filtering;
mod peaks;
mod short_time_fft;
mod spectral;
mod wavelets;
pub mod windows;

pub use czt::*;
pub use design::*;
pub use filtering::*;
pub use peaks::*;
pub use short_time_fft::*;
pub use spectral::*;
pub use wavelets::*;

pub use windows::get_window;
