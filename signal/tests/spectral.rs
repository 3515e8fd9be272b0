//! Spectral analysis and peak finding against SciPy golden data, GPU vs CPU (being written).
