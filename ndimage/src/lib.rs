//! gsci-ndimage: `scipy.ndimage` (filters, morphology, interpolation, measurements) on
//! hand-written CUDA kernels, with a rayon CPU backend.
//!
//! - Boundary modes: [`Mode`] (SciPy's `mode=` strings).
//! - Filters: [`correlate`], [`convolve`], [`gaussian_filter`], [`uniform_filter`],
//!   [`median_filter`], [`sobel`], ... (see the `filters` functions below);
//!   [`generic_filter`] / [`generic_filter1d`] with Rust closures (CPU) or CUDA bodies (GPU).
//! - Fourier filters: [`fourier_gaussian`], [`fourier_uniform`], [`fourier_ellipsoid`],
//!   [`fourier_shift`].
//! - Interpolation: [`spline_filter1d`], [`spline_filter`], [`map_coordinates`],
//!   [`affine_transform`], [`shift`], [`zoom`], [`rotate`] (spline orders 0-5).
#![deny(unsafe_op_in_unsafe_fn)]

/// What this crate's signatures use, re-exported so that one dependency is enough (the API
/// grammar's rule 11 in CONTRIBUTING.md); `gsci_core` itself for everything else.
pub use gsci_core::{
    self, Array, Complex32, Complex64, DType, Device, Element, Error, Float, Result, bf16, f16,
};

mod filters;
mod fourier;
mod modes;
mod morphology;

pub use filters::*;
pub use fourier::{
    FourierElement, FourierOptions, FourierOutput, fourier_ellipsoid, fourier_ellipsoid_into,
    fourier_gaussian, fourier_gaussian_into, fourier_shift, fourier_shift_into, fourier_uniform,
    fourier_uniform_into, generated_sources as fourier_generated_sources,
};
pub use modes::Mode;
pub use morphology::{
    BinaryErosionOptions, BinaryPropagationOptions, FillHolesOptions, GreyOptions, GreyValue,
    HitOrMissOptions, binary_closing, binary_dilation, binary_erosion, binary_fill_holes,
    binary_hit_or_miss, binary_opening, binary_propagation, black_tophat,
    generate_binary_structure, generated_sources as morphology_generated_sources, grey_closing,
    grey_dilation, grey_erosion, grey_opening, iterate_structure, morphological_gradient,
    morphological_laplace, white_tophat,
};

mod measurements;

pub use measurements::{
    Extrema, Index, center_of_mass, extrema, find_objects,
    generated_sources as measurements_generated_sources, histogram, label, labeled_comprehension,
    maximum, maximum_position, mean, median, minimum, minimum_position, standard_deviation,
    sum_labels, value_indices, variance,
};

mod distance;

pub use distance::{
    BfOptions, CdtOptions, EdtOptions, Metric, Transform as DistanceTransform,
    distance_transform_bf, distance_transform_cdt, distance_transform_edt,
    generated_sources as distance_generated_sources,
};

/// Every filter kernel module as (name, full CUDA source), for the NVRTC compile test.
pub fn filter_kernel_sources() -> Vec<(String, String)> {
    filters::kernels::generated_sources()
}

mod interpolation;

pub use interpolation::{
    AffineTransformOptions, MapCoordinatesOptions, RotateOptions, ShiftOptions,
    SplineFilter1dOptions, SplineFilterOptions, ZoomOptions, affine_transform,
    affine_transform_into, generated_sources as interpolation_generated_sources, map_coordinates,
    map_coordinates_into, rotate, rotate_into, shift, shift_into, spline_filter, spline_filter1d,
    zoom, zoom_into, zoom_output_shape,
};
