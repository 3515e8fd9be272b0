//! Minimum, maximum, median, rank and percentile filters.

use super::args::{axis_of, check_axes, check_origin, origins_i64, per_axis};
use super::ops::{self, LineOp, Taps};
use super::{
    FilterElement, UniformFilter1dOptions, check_size, expand_footprint, sequential_passes,
};
use crate::Mode;
use gsci_core::{Array, Error, Result};

/// Options of the footprint filters: [`minimum_filter`], [`maximum_filter`], [`median_filter`],
/// [`rank_filter`], [`percentile_filter`]. Give `size` or `footprint` (the footprint wins).
#[derive(Clone, Debug, Default)]
pub struct RankFilterOptions<'a> {
    /// One size for every axis, or one per filtered axis.
    pub size: Option<Vec<usize>>,
    /// The window's shape as booleans (rank `ndim`, or `len(axes)`).
    pub footprint: Option<&'a Array<bool>>,
    pub mode: Mode,
    pub cval: f64,
    /// One origin for every axis, or one per filtered axis (empty: 0).
    pub origin: Vec<isize>,
    pub axes: Option<Vec<isize>>,
}

fn origins_or_zero(origin: &[isize]) -> Vec<i64> {
    if origin.is_empty() {
        vec![0]
    } else {
        origins_i64(origin)
    }
}

fn run_minmax1d<T: FilterElement>(
    input: &Array<T>,
    size: usize,
    opts: &UniformFilter1dOptions,
    minimum: bool,
    op: &'static str,
) -> Result<Array<T>> {
    let axis = axis_of(input, opts.axis)?;
    check_size(size, op)?;
    check_origin(opts.origin as i64, size, op)?;
    let lop = if minimum {
        LineOp::Minimum(size)
    } else {
        LineOp::Maximum(size)
    };
    ops::line_pass(input, axis, &lop, opts.mode, opts.cval, opts.origin as i64)
}

/// One-dimensional minimum filter of `size` points.
///
/// Equivalent to `scipy.ndimage.minimum_filter1d`.
///
/// # Errors
/// [`Error::InvalidArgument`] for `size == 0` or an origin outside the filter;
/// [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{minimum_filter1d, UniformFilter1dOptions};
/// let a = Array::from_vec(vec![2, 8, 0, 4, 1, 9, 9, 0], &[8], &Device::cpu())?;
/// let r = minimum_filter1d(&a, 3, &UniformFilter1dOptions::default())?;
/// assert_eq!(r.to_vec()?, vec![2, 0, 0, 0, 1, 1, 0, 0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn minimum_filter1d<T: FilterElement>(
    input: &Array<T>,
    size: usize,
    opts: &UniformFilter1dOptions,
) -> Result<Array<T>> {
    run_minmax1d(input, size, opts, true, "minimum_filter1d")
}

/// One-dimensional maximum filter of `size` points.
///
/// Equivalent to `scipy.ndimage.maximum_filter1d`.
///
/// # Errors
/// As [`minimum_filter1d`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{maximum_filter1d, UniformFilter1dOptions};
/// let a = Array::from_vec(vec![2, 8, 0, 4, 1, 9, 9, 0], &[8], &Device::cpu())?;
/// let r = maximum_filter1d(&a, 3, &UniformFilter1dOptions::default())?;
/// assert_eq!(r.to_vec()?, vec![8, 8, 8, 4, 9, 9, 9, 9]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn maximum_filter1d<T: FilterElement>(
    input: &Array<T>,
    size: usize,
    opts: &UniformFilter1dOptions,
) -> Result<Array<T>> {
    run_minmax1d(input, size, opts, false, "maximum_filter1d")
}

/// The window of a footprint filter: full-rank shape, origins and the footprint's values.
pub(super) struct Window {
    pub(super) shape: Vec<usize>,
    pub(super) origins: Vec<i64>,
    pub(super) mask: Vec<f64>,
}

pub(super) fn window<T: FilterElement>(
    input: &Array<T>,
    opts: &RankFilterOptions,
    axes: &[usize],
    op: &'static str,
) -> Result<Window> {
    let origin = origins_or_zero(&opts.origin);
    let (fshape, mask): (Vec<usize>, Vec<f64>) = match &opts.footprint {
        Some(f) => (
            f.shape().to_vec(),
            f.to_vec()?.into_iter().map(|b| b as u8 as f64).collect(),
        ),
        None => {
            let Some(size) = &opts.size else {
                return Err(Error::InvalidArgument {
                    op,
                    reason: "no footprint or filter size provided".into(),
                });
            };
            let sizes = per_axis(size, axes.len(), "size", op)?;
            let n: usize = sizes.iter().product();
            (sizes, vec![1.0; n])
        }
    };
    let (shape, origins) = expand_footprint(input.ndim(), axes, &fshape, &origin, op, "footprint")?;
    for (&o, &n) in origins.iter().zip(&shape) {
        check_origin(o, n, op)?;
    }
    Ok(Window {
        shape,
        origins,
        mask,
    })
}

fn run_min_or_max<T: FilterElement>(
    input: &Array<T>,
    opts: &RankFilterOptions,
    minimum: bool,
    op: &'static str,
) -> Result<Array<T>> {
    let axes = check_axes(opts.axes.as_deref(), input.ndim(), op)?;
    // SciPy: a full footprint (or a size) is separable into 1-D passes.
    let sizes: Option<Vec<usize>> = match &opts.footprint {
        None => match &opts.size {
            Some(s) => {
                let s = per_axis(s, axes.len(), "size", op)?;
                for &v in &s {
                    check_size(v, op)?;
                }
                Some(s)
            }
            None => {
                return Err(Error::InvalidArgument {
                    op,
                    reason: "no footprint or filter size provided".into(),
                });
            }
        },
        Some(f) => {
            let v = f.to_vec()?;
            if !v.iter().any(|&b| b) {
                return Err(Error::InvalidArgument {
                    op,
                    reason: "All-zero footprint is not supported.".into(),
                });
            }
            v.iter().all(|&b| b).then(|| f.shape().to_vec())
        }
    };
    if let Some(sizes) = sizes {
        let n = axes.len();
        if sizes.len() != n {
            return Err(Error::InvalidShape {
                op,
                shape: sizes,
                reason: format!("footprint.ndim must match len(axes) ({n})"),
            });
        }
        let origins = per_axis(&origins_or_zero(&opts.origin), n, "origin", op)?;
        let mut passes = Vec::new();
        for k in 0..n {
            if sizes[k] > 1 {
                check_origin(origins[k], sizes[k], op)?;
                let lop = if minimum {
                    LineOp::Minimum(sizes[k])
                } else {
                    LineOp::Maximum(sizes[k])
                };
                passes.push((axes[k], lop, opts.mode, origins[k]));
            }
        }
        return sequential_passes(input, &passes, opts.cval);
    }
    let w = window(input, opts, &axes, op)?;
    let taps = Taps::from_footprint(&w.shape, &w.origins, &w.mask, |v| v != 0.0);
    let rank = if minimum { 0 } else { taps.len() - 1 };
    ops::rank_nd(input, &taps, rank, opts.mode, cval_as_input::<T>(opts.cval))
}

/// Multidimensional minimum filter over `size` or `footprint`.
///
/// Equivalent to `scipy.ndimage.minimum_filter`.
///
/// # Errors
/// [`Error::InvalidArgument`] without size and footprint, for an all-false footprint, a size of 0
/// or an origin outside the window; [`Error::InvalidShape`] for a footprint of the wrong rank.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{minimum_filter, RankFilterOptions};
/// let a = Array::from_vec(vec![5, 3, 8, 1, 9, 2, 7, 4, 6], &[3, 3], &Device::cpu())?;
/// let opts = RankFilterOptions { size: Some(vec![2]), ..Default::default() };
/// assert_eq!(minimum_filter(&a, &opts)?.to_vec()?, vec![5, 3, 3, 1, 1, 2, 1, 1, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn minimum_filter<T: FilterElement>(
    input: &Array<T>,
    opts: &RankFilterOptions,
) -> Result<Array<T>> {
    run_min_or_max(input, opts, true, "minimum_filter")
}

/// Multidimensional maximum filter over `size` or `footprint`.
///
/// Equivalent to `scipy.ndimage.maximum_filter`.
///
/// # Errors
/// As [`minimum_filter`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{maximum_filter, RankFilterOptions};
/// let a = Array::from_vec(vec![5, 3, 8, 1, 9, 2, 7, 4, 6], &[3, 3], &Device::cpu())?;
/// let opts = RankFilterOptions { size: Some(vec![2]), ..Default::default() };
/// assert_eq!(maximum_filter(&a, &opts)?.to_vec()?, vec![5, 5, 8, 5, 9, 9, 7, 9, 9]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn maximum_filter<T: FilterElement>(
    input: &Array<T>,
    opts: &RankFilterOptions,
) -> Result<Array<T>> {
    run_min_or_max(input, opts, false, "maximum_filter")
}

/// What selects the rank in SciPy's `_rank_filter`.
enum RankOf {
    Rank(i64),
    Median,
    Percentile(f64),
}

fn run_rank<T: FilterElement>(
    input: &Array<T>,
    which: RankOf,
    opts: &RankFilterOptions,
    op: &'static str,
) -> Result<Array<T>> {
    let axes = check_axes(opts.axes.as_deref(), input.ndim(), op)?;
    let w = window(input, opts, &axes, op)?;
    let taps = Taps::from_footprint(&w.shape, &w.origins, &w.mask, |v| v != 0.0);
    let filter_size = taps.len() as i64;
    let mut rank = match which {
        RankOf::Rank(r) => r,
        RankOf::Median => filter_size / 2,
        RankOf::Percentile(p) => {
            let p = if p < 0.0 { p + 100.0 } else { p };
            if !(0.0..=100.0).contains(&p) {
                return Err(Error::InvalidArgument {
                    op,
                    reason: "invalid percentile".into(),
                });
            }
            if p == 100.0 {
                filter_size - 1
            } else {
                (filter_size as f64 * p / 100.0) as i64
            }
        }
    };
    if rank < 0 {
        rank += filter_size;
    }
    if rank < 0 || rank >= filter_size {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("rank not within filter footprint size ({filter_size})"),
        });
    }
    // SciPy hands rank 0 and the last rank to the min/max filters with the full-rank footprint.
    let full = Array::from_vec(
        w.mask.iter().map(|&v| v != 0.0).collect(),
        &w.shape,
        &gsci_core::Device::cpu(),
    )?;
    let minmax = RankFilterOptions {
        footprint: Some(&full),
        size: None,
        origin: w.origins.iter().map(|&o| o as isize).collect(),
        axes: None,
        ..opts.clone()
    };
    finish_rank(input, &taps, rank, filter_size, &minmax, op)
}

fn finish_rank<T: FilterElement>(
    input: &Array<T>,
    taps: &Taps,
    rank: i64,
    filter_size: i64,
    minmax: &RankFilterOptions,
    op: &'static str,
) -> Result<Array<T>> {
    if rank == 0 {
        return run_min_or_max(input, minmax, true, op);
    }
    if rank == filter_size - 1 {
        return run_min_or_max(input, minmax, false, op);
    }
    // SciPy 1.17 sends 1-D inputs (unless the window overhangs the whole input) to its fast
    // 1-D rank filter, which slides a full window of the footprint's length (holes included)
    // and converts cval to int64 (integer inputs) or the input's float type.
    let fsize = minmax.footprint.as_ref().map_or(1, |f| f.len());
    let origin = minmax.origin.first().copied().unwrap_or(0) as i64;
    let lim2 = input.len() as i64 - ((fsize as i64 - 1) / 2 - origin);
    if input.ndim() == 1 && (lim2 >= 0 || input.len() == 1) {
        let cval = if T::DTYPE.is_integer() {
            i64::from_f64(minmax.cval) as f64
        } else {
            T::from_f64(minmax.cval).to_f64()
        };
        let full = Taps::from_footprint(&[fsize], &[origin], &vec![1.0; fsize], |_| true);
        return ops::rank_nd(input, &full, rank as usize, minmax.mode, cval);
    }
    ops::rank_nd(
        input,
        taps,
        rank as usize,
        minmax.mode,
        cval_as_input::<T>(minmax.cval),
    )
}

/// SciPy's n-d rank and min/max filters read cval converted to the input type.
fn cval_as_input<T: FilterElement>(cval: f64) -> f64 {
    T::from_f64(cval).to_f64()
}

/// Multidimensional median filter over `size` or `footprint`.
///
/// Equivalent to `scipy.ndimage.median_filter`.
///
/// # Errors
/// As [`rank_filter`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{median_filter, RankFilterOptions};
/// let a = Array::from_vec(vec![1.0, 9.0, 2.0, 8.0, 3.0], &[5], &Device::cpu())?;
/// let opts = RankFilterOptions { size: Some(vec![3]), ..Default::default() };
/// assert_eq!(median_filter(&a, &opts)?.to_vec()?, vec![1.0, 2.0, 8.0, 3.0, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn median_filter<T: FilterElement>(
    input: &Array<T>,
    opts: &RankFilterOptions,
) -> Result<Array<T>> {
    run_rank(input, RankOf::Median, opts, "median_filter")
}

/// Multidimensional rank filter: the `rank`-th smallest value in the window (negative counts
/// from the largest).
///
/// Equivalent to `scipy.ndimage.rank_filter`.
///
/// # Errors
/// [`Error::InvalidArgument`] for a rank outside the footprint, no size or footprint, or an origin
/// outside the window; [`Error::InvalidShape`] for a footprint of the wrong rank.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{rank_filter, RankFilterOptions};
/// let a = Array::from_vec(vec![1.0, 9.0, 2.0, 8.0, 3.0], &[5], &Device::cpu())?;
/// let opts = RankFilterOptions { size: Some(vec![3]), ..Default::default() };
/// assert_eq!(rank_filter(&a, -1, &opts)?.to_vec()?, vec![9.0, 9.0, 9.0, 8.0, 8.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn rank_filter<T: FilterElement>(
    input: &Array<T>,
    rank: i64,
    opts: &RankFilterOptions,
) -> Result<Array<T>> {
    run_rank(input, RankOf::Rank(rank), opts, "rank_filter")
}

/// Multidimensional percentile filter (`percentile` in \[-100, 100\]).
///
/// Equivalent to `scipy.ndimage.percentile_filter`.
///
/// # Errors
/// As [`rank_filter`], and [`Error::InvalidArgument`] for a percentile outside \[-100, 100\].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{percentile_filter, RankFilterOptions};
/// let a = Array::from_vec(vec![1.0, 9.0, 2.0, 8.0, 3.0], &[5], &Device::cpu())?;
/// let opts = RankFilterOptions { size: Some(vec![3]), ..Default::default() };
/// assert_eq!(percentile_filter(&a, 20.0, &opts)?.to_vec()?, vec![1.0, 1.0, 2.0, 2.0, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn percentile_filter<T: FilterElement>(
    input: &Array<T>,
    percentile: f64,
    opts: &RankFilterOptions,
) -> Result<Array<T>> {
    run_rank(
        input,
        RankOf::Percentile(percentile),
        opts,
        "percentile_filter",
    )
}
