//! Filtering and convolution against SciPy golden data, GPU vs CPU (being written).
