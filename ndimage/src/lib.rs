//! gsci-ndimage: `scipy.ndimage` (filters, morphology, interpolation, measurements) on
//! hand-written CUDA kernels, with a rayon CPU backend. Results match SciPy's for every boundary
//! mode ([`Mode`], SciPy's `mode=` strings); the filters bit for bit.
//!
//! | area | `scipy.ndimage` | here |
//! |---|---|---|
//! | linear filters | `correlate`, `convolve`, `correlate1d`, `convolve1d`, `gaussian_filter`, `gaussian_filter1d`, `uniform_filter`, `uniform_filter1d` | [`correlate`], [`convolve`], [`correlate1d`], [`convolve1d`], [`gaussian_filter`], [`gaussian_filter1d`], [`uniform_filter`], [`uniform_filter1d`] (each with an `_into` form) |
//! | derivatives | `prewitt`, `sobel`, `laplace`, `gaussian_laplace`, `gaussian_gradient_magnitude`, `generic_laplace`, `generic_gradient_magnitude` | [`prewitt`], [`sobel`], [`laplace`], [`gaussian_laplace`], [`gaussian_gradient_magnitude`], [`generic_laplace`], [`generic_gradient_magnitude`] |
//! | rank filters | `minimum_filter`, `maximum_filter`, `median_filter`, `rank_filter`, `percentile_filter` | [`minimum_filter`], [`maximum_filter`], [`minimum_filter1d`], [`maximum_filter1d`], [`median_filter`], [`rank_filter`], [`percentile_filter`] |
//! | user filters | `generic_filter`, `generic_filter1d` | [`generic_filter`], [`generic_filter1d`]: Rust closures on the CPU, CUDA bodies on the GPU |
//! | Fourier filters | `fourier_gaussian`, `fourier_uniform`, `fourier_ellipsoid`, `fourier_shift` | [`fourier_gaussian`], [`fourier_uniform`], [`fourier_ellipsoid`], [`fourier_shift`] |
//! | interpolation | `spline_filter1d`, `spline_filter`, `map_coordinates`, `affine_transform`, `shift`, `zoom`, `rotate` | [`spline_filter1d`], [`spline_filter`], [`map_coordinates`], [`affine_transform`], [`shift`], [`zoom`], [`rotate`] (spline orders 0-5) |
//! | morphology | `binary_erosion`, `binary_dilation`, `binary_opening`, `binary_closing`, `binary_hit_or_miss`, `binary_propagation`, `binary_fill_holes`, `grey_*`, `morphological_*`, `white_tophat`, `black_tophat` | [`binary_erosion`], [`binary_dilation`], [`binary_opening`], [`binary_closing`], [`binary_hit_or_miss`], [`binary_propagation`], [`binary_fill_holes`], [`grey_erosion`], [`grey_dilation`], [`grey_opening`], [`grey_closing`], [`morphological_gradient`], [`morphological_laplace`], [`white_tophat`], [`black_tophat`], [`generate_binary_structure`], [`iterate_structure`] |
//! | measurements | `label`, `sum_labels`, `mean`, `variance`, `standard_deviation`, `minimum`, `maximum`, `median`, `extrema`, `find_objects`, `center_of_mass`, `histogram`, `value_indices`, `labeled_comprehension` | [`label`], [`sum_labels`], [`mean`], [`variance`], [`standard_deviation`], [`minimum`], [`maximum`], [`median`], [`extrema`], [`find_objects`], [`center_of_mass`], [`histogram`], [`value_indices`], [`labeled_comprehension`] |
//! | distance transforms | `distance_transform_edt`, `distance_transform_cdt`, `distance_transform_bf` | [`distance_transform_edt`], [`distance_transform_cdt`], [`distance_transform_bf`] |
//!
//! `examples/denoise.rs` removes salt-and-pepper and Gaussian noise and measures the objects
//! left (`cargo run -p gsci-ndimage --example denoise`).
//!
//! ```
//! use gsci_ndimage::{Array, Device, GaussianFilterOptions, Index, gaussian_filter, label, mean};
//! use gsci_ndimage::gsci_core::ufunc;
//! let dev = Device::cpu(); // Device::default() takes the GPU when there is one
//! // Two bright squares on a dark 8x8 picture.
//! let mut img = vec![0.0f64; 64];
//! for (r, c) in [(1, 1), (1, 2), (2, 1), (2, 2), (5, 5), (5, 6), (6, 5), (6, 6)] {
//!     img[r * 8 + c] = 1.0;
//! }
//! let img = Array::from_vec(img, &[8, 8], &dev)?;
//! let smooth = gaussian_filter(&img, &[0.5], &GaussianFilterOptions::default())?;
//! let mask: Array<bool> = ufunc::greater(&smooth, 0.3)?;
//! let (labels, n) = label(&mask, None)?;
//! assert_eq!(n, 2);
//! // The mask is exactly the squares: the picture's mean over each object is 1.
//! let m = mean(&img, Some(&labels), &Index::Labels(vec![1, 2]))?.to_vec()?;
//! assert_eq!(m, vec![1.0, 1.0]);
//! # Ok::<(), gsci_ndimage::Error>(())
//! ```
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
