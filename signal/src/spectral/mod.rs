//! Spectral analysis (`scipy.signal._spectral_py`): `periodogram`, `welch`, `csd`, `coherence`,
//! `spectrogram`, `stft`, `istft`, `check_COLA`, `check_NOLA`, `vectorstrength`, `lombscargle`.
//!
//! SciPy's legacy `_spectral_helper` on the device: the signal (axis moved last) is extended
//! (`boundary`, `padded`) and framed into `[.., nseg, nperseg]` by one gather (`take`), detrended
//! per segment (`crate::detrend`), windowed, and transformed by one batched (r)fft over all
//! segments; cross products, scaling and averaging are array operations on the same device.
//! Inputs are `f32`/`f64` or complex (`Complex32`/`Complex64`, [`SpectralInput`]): complex
//! input is framed and detrended as its real and imaginary parts and gives two-sided spectra,
//! as SciPy switches to them.

mod helper;
mod istft;
mod lombscargle;
mod vectorstrength;

pub use helper::*;
pub use istft::*;
pub use lombscargle::*;
pub use vectorstrength::*;
