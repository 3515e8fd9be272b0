//! Distance transforms (`scipy.ndimage.distance_transform_*`).
//!
//! `distance_transform_edt` is exact (Felzenszwalb & Huttenlocher's separable algorithm) on both
//! backends. `distance_transform_cdt` is SciPy's sequential two-pass chamfer and
//! `distance_transform_bf` its brute force; for CUDA arrays those two run on the host and return
//! arrays on the input's device.

mod cpu;
mod cuda;

use crate::morphology::{as_bool, work_shape};
use gsci_core::{Array, Device, Element, Error, Result};

/// The CUDA modules of the distance transforms, as (name, full source), for the NVRTC compile test.
pub fn generated_sources() -> Vec<(String, String)> {
    vec![("ndimage_edt".to_string(), cuda::all_sources())]
}

/// Distances (if requested) and the indices of the nearest background element (if requested,
/// shape `(ndim, *input.shape)`).
pub type Transform<D> = (Option<Array<D>>, Option<Array<i32>>);

/// Keyword arguments of [`distance_transform_edt`] (SciPy's defaults).
#[derive(Clone, Debug)]
pub struct EdtOptions {
    /// Spacing along each axis (one value for all, or one per axis); `None` = 1.
    pub sampling: Option<Vec<f64>>,
    /// Compute the distances.
    pub return_distances: bool,
    /// Compute the indices of the nearest background element.
    pub return_indices: bool,
}

impl Default for EdtOptions {
    fn default() -> Self {
        EdtOptions {
            sampling: None,
            return_distances: true,
            return_indices: false,
        }
    }
}

fn sampling_for(sampling: &Option<Vec<f64>>, ndim: usize, op: &'static str) -> Result<Vec<f64>> {
    let s = match sampling {
        None => vec![1.0; ndim],
        Some(v) if v.len() == 1 => vec![v[0]; ndim],
        Some(v) if v.len() == ndim => v.clone(),
        Some(v) => {
            return Err(Error::InvalidArgument {
                op,
                reason: format!("sampling has {} entries for {ndim} dimensions", v.len()),
            });
        }
    };
    if s.iter().any(|&x| !(x > 0.0 && x.is_finite())) {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("sampling must be positive and finite, got {s:?}"),
        });
    }
    Ok(s)
}

fn check_returns(d: bool, i: bool, op: &'static str) -> Result<()> {
    if !d && !i {
        return Err(Error::InvalidArgument {
            op,
            reason: "at least one of return_distances/return_indices must be true".into(),
        });
    }
    Ok(())
}

/// `feat` (linear indices, -1 for none) as SciPy's index array `(ndim, *shape)`.
fn indices_array(
    feat: &[i64],
    shape: &[usize],
    out_shape: &[usize],
    device: &Device,
) -> Result<Array<i32>> {
    let n = feat.len();
    let nd = shape.len();
    let mut out = vec![0i32; nd * n];
    for (i, &f) in feat.iter().enumerate() {
        let mut f = f;
        for d in (0..nd).rev() {
            out[d * n + i] = if f < 0 {
                -1
            } else {
                (f % shape[d] as i64) as i32
            };
            if f >= 0 {
                f /= shape[d] as i64;
            }
        }
    }
    // SciPy's leading axis has one entry per axis (a 0-d input is handled as shape [1]).
    let mut s = vec![nd];
    s.extend_from_slice(out_shape);
    Array::from_vec(out, &s, device)
}

/// Exact Euclidean distance from each non-zero element to the nearest zero element, and/or that
/// element's indices. Without any zero element the distances are `inf` and the indices -1.
///
/// Equivalent to `scipy.ndimage.distance_transform_edt`.
///
/// # Errors
/// [`Error::InvalidArgument`] when neither output is requested or `sampling` is invalid.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{distance_transform_edt, EdtOptions};
/// let a = Array::from_vec(vec![0u8, 1, 1, 1, 0], &[5], &Device::cpu())?;
/// let (d, _) = distance_transform_edt(&a, &EdtOptions::default())?;
/// assert_eq!(d.unwrap().to_vec()?, [0.0, 1.0, 2.0, 1.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn distance_transform_edt<T: Element>(
    input: &Array<T>,
    opts: &EdtOptions,
) -> Result<Transform<f64>> {
    const OP: &str = "distance_transform_edt";
    check_returns(opts.return_distances, opts.return_indices, OP)?;
    let x = as_bool(input)?;
    let shape = work_shape(x.shape());
    let sampling = sampling_for(&opts.sampling, shape.len(), OP)?;
    let dev = x.device();
    if x.is_empty() {
        let d = opts
            .return_distances
            .then(|| Array::zeros(x.shape(), dev))
            .transpose()?;
        let mut s = vec![x.ndim()];
        s.extend_from_slice(x.shape());
        let i = opts
            .return_indices
            .then(|| Array::zeros(&s, dev))
            .transpose()?;
        return Ok((d, i));
    }
    if let Some(c) = dev.as_cuda() {
        return cuda::edt(
            c,
            &x,
            &shape,
            &sampling,
            opts.return_distances,
            opts.return_indices,
        );
    }
    let (f, feat) = cpu::edt(&x.to_vec()?, &shape, &sampling, opts.return_indices);
    let d = if opts.return_distances {
        let v = f
            .iter()
            .map(|&v| {
                if v >= cpu::INF {
                    f64::INFINITY
                } else {
                    v.sqrt()
                }
            })
            .collect();
        Some(Array::from_vec(v, x.shape(), dev)?)
    } else {
        None
    };
    let i = if opts.return_indices {
        Some(indices_array(&feat, &shape, x.shape(), dev)?)
    } else {
        None
    };
    Ok((d, i))
}

/// The metric of [`distance_transform_cdt`] and [`distance_transform_bf`].
#[derive(Clone, Debug, Default)]
pub enum Metric<'a> {
    /// L-infinity (`generate_binary_structure(ndim, ndim)` for cdt).
    #[default]
    Chessboard,
    /// L1 (`generate_binary_structure(ndim, 1)` for cdt); SciPy's "cityblock"/"manhattan".
    Taxicab,
    /// L2 (bf only).
    Euclidean,
    /// A `(3,) * ndim` structure (cdt only).
    Structure(&'a Array<bool>),
}

/// Keyword arguments of [`distance_transform_cdt`] (SciPy's defaults).
#[derive(Clone, Debug)]
pub struct CdtOptions<'a> {
    /// Chessboard (default), taxicab, or a structure.
    pub metric: Metric<'a>,
    /// Compute the distances.
    pub return_distances: bool,
    /// Compute the indices of the nearest background element.
    pub return_indices: bool,
}

impl Default for CdtOptions<'_> {
    fn default() -> Self {
        CdtOptions {
            metric: Metric::Chessboard,
            return_distances: true,
            return_indices: false,
        }
    }
}

/// Chamfer distance transform (`int32`, -1 where no zero element is reachable), and/or indices.
///
/// Equivalent to `scipy.ndimage.distance_transform_cdt`.
///
/// # Errors
/// [`Error::InvalidArgument`] for the euclidean metric, a structure that is not `(3,) * ndim`,
/// or when neither output is requested.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{distance_transform_cdt, CdtOptions};
/// let a = Array::from_vec(vec![0u8, 1, 1, 1, 1], &[5], &Device::cpu())?;
/// let (d, _) = distance_transform_cdt(&a, &CdtOptions::default())?;
/// assert_eq!(d.unwrap().to_vec()?, [0, 1, 2, 3, 4]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn distance_transform_cdt<T: Element>(
    input: &Array<T>,
    opts: &CdtOptions,
) -> Result<Transform<i32>> {
    const OP: &str = "distance_transform_cdt";
    check_returns(opts.return_distances, opts.return_indices, OP)?;
    let x = as_bool(input)?;
    let ndim = x.ndim();
    let structure = match &opts.metric {
        Metric::Chessboard => crate::generate_binary_structure(ndim, ndim.max(1), &Device::cpu())?,
        Metric::Taxicab => crate::generate_binary_structure(ndim, 1, &Device::cpu())?,
        Metric::Structure(s) => {
            if s.ndim() != ndim || s.shape().iter().any(|&d| d != 3) {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: format!("metric sizes must be equal to 3, got {:?}", s.shape()),
                });
            }
            (*s).clone()
        }
        Metric::Euclidean => {
            return Err(Error::InvalidArgument {
                op: OP,
                reason: "invalid metric provided (euclidean: use distance_transform_edt)".into(),
            });
        }
    };
    let shape = work_shape(x.shape());
    let sdata = structure.to_vec()?;
    let half = sdata.len() / 2;
    let fp = crate::morphology::Footprint {
        shape: work_shape(structure.shape()),
        data: sdata
            .iter()
            .enumerate()
            .map(|(k, &on)| on && k < half)
            .collect(),
    };
    let hood = crate::morphology::Neighborhood::new(&fp, None, &vec![0; shape.len()], OP)?;
    let lin = hood.linear(&shape);
    let offs: Vec<Vec<i64>> = hood
        .offsets
        .chunks(shape.len())
        .map(|c| c.to_vec())
        .collect();
    let fg = x.to_vec()?;
    let mut dt: Vec<i32> = fg.iter().map(|&b| if b { -1 } else { 0 }).collect();
    let mut ft: Option<Vec<i32>> = opts.return_indices.then(|| (0..dt.len() as i32).collect());
    cpu::chamfer_pass(&mut dt, ft.as_deref_mut(), &shape, &offs, &lin);
    dt.reverse();
    if let Some(f) = ft.as_mut() {
        f.reverse();
    }
    cpu::chamfer_pass(&mut dt, ft.as_deref_mut(), &shape, &offs, &lin);
    dt.reverse();
    if let Some(f) = ft.as_mut() {
        f.reverse();
    }
    let dev = x.device();
    let d = opts
        .return_distances
        .then(|| Array::from_vec(dt, x.shape(), dev))
        .transpose()?;
    let i = match ft {
        Some(f) => {
            let feat: Vec<i64> = f.into_iter().map(|v| v as i64).collect();
            Some(indices_array(&feat, &shape, x.shape(), dev)?)
        }
        None => None,
    };
    Ok((d, i))
}

/// Keyword arguments of [`distance_transform_bf`] (SciPy's defaults).
#[derive(Clone, Debug)]
pub struct BfOptions<'a> {
    /// Euclidean (default), taxicab or chessboard.
    pub metric: Metric<'a>,
    /// Spacing along each axis (euclidean); `None` = 1.
    pub sampling: Option<Vec<f64>>,
    /// Compute the distances.
    pub return_distances: bool,
    /// Compute the indices of the nearest background element.
    pub return_indices: bool,
}

impl Default for BfOptions<'_> {
    fn default() -> Self {
        BfOptions {
            metric: Metric::Euclidean,
            sampling: None,
            return_distances: true,
            return_indices: false,
        }
    }
}

/// Brute-force distance transform. Distances are `f64` for every metric (SciPy returns
/// `uint32` for taxicab and chessboard; the values are the same integers).
///
/// Equivalent to `scipy.ndimage.distance_transform_bf`.
///
/// # Errors
/// [`Error::InvalidArgument`] for a structure metric, an invalid `sampling`, or when neither
/// output is requested.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{distance_transform_bf, BfOptions};
/// let a = Array::from_vec(vec![0u8, 1, 1, 1, 0], &[5], &Device::cpu())?;
/// let (d, _) = distance_transform_bf(&a, &BfOptions::default())?;
/// assert_eq!(d.unwrap().to_vec()?, [0.0, 1.0, 2.0, 1.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn distance_transform_bf<T: Element>(
    input: &Array<T>,
    opts: &BfOptions,
) -> Result<Transform<f64>> {
    const OP: &str = "distance_transform_bf";
    check_returns(opts.return_distances, opts.return_indices, OP)?;
    let metric = match opts.metric {
        Metric::Euclidean => 1u8,
        Metric::Taxicab => 2,
        Metric::Chessboard => 3,
        Metric::Structure(_) => {
            return Err(Error::InvalidArgument {
                op: OP,
                reason: "distance_transform_bf takes euclidean, taxicab or chessboard".into(),
            });
        }
    };
    let x = as_bool(input)?;
    let shape = work_shape(x.shape());
    let sampling = sampling_for(&opts.sampling, shape.len(), OP)?;
    // SciPy's classes: 1 foreground, -1 background touching the foreground (full connectivity),
    // 0 other background.
    let full = crate::generate_binary_structure(x.ndim(), x.ndim().max(1), x.device())?;
    let dil = crate::binary_dilation(
        &x,
        &crate::BinaryErosionOptions {
            structure: Some(&full),
            ..Default::default()
        },
    )?;
    let (fg, dv) = (x.to_vec()?, dil.to_vec()?);
    let class: Vec<i8> = fg
        .iter()
        .zip(&dv)
        .map(|(&f, &d)| {
            if f {
                1
            } else if d {
                -1
            } else {
                0
            }
        })
        .collect();
    let (dist, feat) = cpu::brute_force(&class, &shape, metric, &sampling);
    let dev = x.device();
    let d = opts
        .return_distances
        .then(|| Array::from_vec(dist, x.shape(), dev))
        .transpose()?;
    let i = opts
        .return_indices
        .then(|| indices_array(&feat, &shape, x.shape(), dev))
        .transpose()?;
    Ok((d, i))
}
