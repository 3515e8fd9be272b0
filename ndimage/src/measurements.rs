//! Labelling and per-label statistics (`scipy.ndimage` measurements).
//!
//! [`label`] runs on the array's device (a union-find kernel on the GPU), and so do
//! [`sum_labels`], [`mean`], [`variance`] and [`standard_deviation`] (per-label sums with atomics,
//! in `f64`). The other statistics (order statistics, positions, histograms, closures) read the
//! input and labels back to the host once and compute there.

mod cpu;
mod cuda;

use crate::morphology::{Footprint, GreyValue, Neighborhood, as_bool, work_shape};
use gsci_core::{Array, Device, Element, Error, Result, Scalar};
use std::ops::Range;

/// The CUDA modules of measurements, as (name, full source), for the NVRTC compile test.
pub fn generated_sources() -> Vec<(String, String)> {
    vec![("ndimage_label".to_string(), cuda::all_sources())]
}

/// Labels connected components of the non-zero elements; returns the labels (`int32`, 1..n in
/// raster order of first appearance) and `n`.
///
/// Equivalent to `scipy.ndimage.label`.
///
/// # Errors
/// [`Error::InvalidArgument`] when the structure is not of shape `(3,) * ndim`;
/// [`Error::Unsupported`] for 2^31 - 1 elements or more (labels are `int32`).
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![1u8, 1, 0, 1, 0, 1], &[6], &Device::cpu())?;
/// let (l, n) = gsci_ndimage::label(&a, None)?;
/// assert_eq!((l.to_vec()?, n), (vec![1, 1, 0, 2, 0, 3], 3));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn label<T: Element>(
    input: &Array<T>,
    structure: Option<&Array<bool>>,
) -> Result<(Array<i32>, usize)> {
    const OP: &str = "label";
    if T::DTYPE.is_complex() {
        // SciPy: TypeError("Complex type not supported").
        return Err(Error::Unsupported {
            what: format!(
                "label of {} input (SciPy: complex type not supported)",
                T::DTYPE
            ),
            backend: input.device().to_string(),
        });
    }
    let x = as_bool(input)?;
    let ndim = x.ndim();
    let fp = match structure {
        Some(s) => {
            if s.ndim() != ndim {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: format!(
                        "structure and input must have equal rank ({} vs {ndim})",
                        s.ndim()
                    ),
                });
            }
            if s.shape().iter().any(|&d| d != 3) {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: format!(
                        "structure dimensions must be equal to 3, got {:?}",
                        s.shape()
                    ),
                });
            }
            // SciPy asserts the structure is symmetric (connectivity must be mutual): a
            // one-sided structure would make the labels depend on the scan order.
            let v = s.to_vec()?;
            if v.iter().zip(v.iter().rev()).any(|(a, b)| a != b) {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: "the structuring element is not symmetric (it must equal itself \
                             reflected through its centre)"
                        .into(),
                });
            }
            Footprint::from_array(s, ndim, OP)?
        }
        None => {
            let s = crate::generate_binary_structure(ndim, 1, &Device::cpu())?;
            Footprint {
                shape: work_shape(s.shape()),
                data: s.to_vec()?,
            }
        }
    };
    let shape = work_shape(x.shape());
    let n: usize = shape.iter().product();
    if n >= i32::MAX as usize {
        return Err(Error::Unsupported {
            what: format!("{OP} of {n} elements (labels are int32)"),
            backend: x.device().to_string(),
        });
    }
    if n == 0 {
        return Ok((Array::zeros(x.shape(), x.device())?, 0));
    }
    // Only the neighbours that precede an element in raster order (the structure is symmetric
    // for connectivity, so the other half is the same edges seen from the other end).
    let half = Footprint {
        shape: fp.shape.clone(),
        data: fp
            .data
            .iter()
            .enumerate()
            .map(|(k, &on)| on && k < fp.data.len() / 2)
            .collect(),
    };
    let origin = vec![0isize; shape.len()];
    let before = Neighborhood::new(&half, None, &origin, OP)?;
    match x.device().as_cuda() {
        Some(c) => cuda::label(c, &x, &shape, &before),
        None => {
            let view = x.view_cpu();
            let (l, count) = match view.as_ref().and_then(|v| v.as_slice()) {
                Some(v) => cpu::label(v, &shape, &before),
                None => cpu::label(&x.to_vec()?, &shape, &before),
            };
            Ok((Array::from_vec(l, x.shape(), x.device())?, count))
        }
    }
}

fn int_values<L: Element>(a: &Array<L>) -> Result<Vec<i64>> {
    Ok(a.to_vec()?
        .into_iter()
        .map(|v| match v.to_scalar() {
            Scalar::Int(i) => i,
            Scalar::UInt(u) => u as i64,
            Scalar::Bool(b) => b as i64,
            Scalar::Float(f) => f as i64,
            Scalar::Complex(re, _) => re as i64,
        })
        .collect())
}

/// The bounding box (one range per axis) of each label 1..=max of an integer label array;
/// `None` for labels that do not occur. `max_label == 0` means the largest label present.
///
/// Equivalent to `scipy.ndimage.find_objects`.
///
/// # Errors
/// Only when the labels cannot be read back from the device.
///
/// ```
/// use gsci_core::{Array, Device};
/// let l = Array::from_vec(vec![0i32, 1, 1, 0, 2], &[5], &Device::cpu())?;
/// let o = gsci_ndimage::find_objects(&l, 0)?;
/// assert_eq!(o, vec![Some(vec![1..3]), Some(vec![4..5])]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn find_objects<L: Element>(
    input: &Array<L>,
    max_label: usize,
) -> Result<Vec<Option<Vec<Range<usize>>>>> {
    let v = int_values(input)?;
    let shape = input.shape();
    let max = if max_label > 0 {
        max_label
    } else {
        v.iter().copied().max().unwrap_or(0).max(0) as usize
    };
    // max_label comes from the caller: SciPy's MemoryError, not an abort.
    let mut boxes: Vec<Option<Vec<Range<usize>>>> =
        gsci_core::host::try_with_capacity(max, "find_objects", "the object slices")?;
    boxes.resize(max, None);
    let nd = shape.len();
    let mut coords = vec![0usize; nd];
    for &l in &v {
        if l >= 1 && (l as usize) <= max {
            let b = boxes[l as usize - 1]
                .get_or_insert_with(|| coords.iter().map(|&c| c..c + 1).collect());
            for (r, &c) in b.iter_mut().zip(&coords) {
                r.start = r.start.min(c);
                r.end = r.end.max(c + 1);
            }
        }
        for d in (0..nd).rev() {
            coords[d] += 1;
            if coords[d] < shape[d] {
                break;
            }
            coords[d] = 0;
        }
    }
    Ok(boxes)
}

/// Which labels a statistic is computed over (SciPy's `index`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Index {
    /// `index=None`: every element with a label > 0 (every element without labels), one result.
    #[default]
    All,
    /// One label, one result.
    Label(i64),
    /// One result per label, in this order.
    Labels(Vec<i64>),
}

/// Linear positions of the elements of each group selected by `labels` and `index`.
fn groups<T: Element, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
    op: &'static str,
) -> Result<Vec<Vec<usize>>> {
    let n = input.len();
    let Some(labels) = labels else {
        return Ok(match index {
            Index::Labels(v) => vec![(0..n).collect(); v.len()],
            _ => vec![(0..n).collect()],
        });
    };
    if labels.shape() != input.shape() {
        return Err(Error::ShapeMismatch {
            op,
            left: input.shape().to_vec(),
            right: labels.shape().to_vec(),
        });
    }
    let l = int_values(labels)?;
    Ok(match index {
        Index::All => vec![(0..n).filter(|&i| l[i] > 0).collect()],
        Index::Label(k) => vec![(0..n).filter(|&i| l[i] == *k).collect()],
        Index::Labels(ks) => {
            let mut map = std::collections::HashMap::new();
            for (g, k) in ks.iter().enumerate() {
                map.entry(*k).or_insert_with(Vec::new).push(g);
            }
            let mut out = vec![Vec::new(); ks.len()];
            for (i, li) in l.iter().enumerate() {
                if let Some(gs) = map.get(li) {
                    for &g in gs {
                        out[g].push(i);
                    }
                }
            }
            out
        }
    })
}

fn f64_values<T: GreyValue>(a: &Array<T>) -> Result<Vec<f64>> {
    Ok(a.to_vec()?.into_iter().map(|v| v.to_f64()).collect())
}

/// Per group of `index`: (sum, count, sum of squared deviations from the group mean when
/// `centered`), on the GPU when the input and labels live there; `None` where the host path
/// applies (CPU arrays, labels elsewhere, or a label range too wide for the slot table).
fn gpu_moments<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
    centered: bool,
    op: &'static str,
) -> Result<Option<Vec<(f64, u64, f64)>>> {
    let Some(c) = input.device().as_cuda() else {
        return Ok(None);
    };
    if let Some(l) = labels {
        if l.device() != input.device() {
            return Ok(None);
        }
        if l.shape() != input.shape() {
            return Err(Error::ShapeMismatch {
                op,
                left: input.shape().to_vec(),
                right: l.shape().to_vec(),
            });
        }
    }
    let (slots, nslots, group_slot): (cuda::Slots, usize, Vec<usize>) = match (labels, index) {
        (None, Index::Labels(ks)) => (cuda::Slots::Every, 1, vec![0; ks.len()]),
        (None, _) => (cuda::Slots::Every, 1, vec![0]),
        (Some(_), Index::All) => (cuda::Slots::Positive, 1, vec![0]),
        (Some(_), Index::Label(k)) => (
            cuda::Slots::Table {
                lo: *k,
                table: vec![0],
            },
            1,
            vec![0],
        ),
        (Some(_), Index::Labels(ks)) => {
            let mut uniq = ks.clone();
            uniq.sort_unstable();
            uniq.dedup();
            let (Some(&lo), Some(&hi)) = (uniq.first(), uniq.last()) else {
                return Ok(Some(Vec::new()));
            };
            let span = hi.checked_sub(lo).map(|s| s as u64 + 1).unwrap_or(u64::MAX);
            if span > 1 << 24 {
                return Ok(None);
            }
            let mut table = vec![-1i32; span as usize];
            for (slot, k) in uniq.iter().enumerate() {
                table[(k - lo) as usize] = slot as i32;
            }
            let groups = ks
                .iter()
                .map(|k| uniq.binary_search(k).unwrap_or(0))
                .collect();
            (cuda::Slots::Table { lo, table }, uniq.len(), groups)
        }
    };
    let values = crate::morphology::contiguous(input)?;
    let labs = labels
        .map(|l| l.astype::<i64>()?.to_contiguous())
        .transpose()?;
    let (sums, counts) = cuda::labeled_sums(c, &values, labs.as_ref(), &slots, nslots, None)?;
    let ssd = if centered {
        let means: Vec<f64> = sums
            .iter()
            .zip(&counts)
            .map(|(s, &n)| s / n as f64)
            .collect();
        cuda::labeled_sums(c, &values, labs.as_ref(), &slots, nslots, Some(&means))?.0
    } else {
        vec![0.0; nslots]
    };
    Ok(Some(
        group_slot
            .into_iter()
            .map(|g| (sums[g], counts[g], ssd[g]))
            .collect(),
    ))
}

/// Sum of the input over each selected label.
///
/// Equivalent to `scipy.ndimage.sum_labels`.
///
/// # Errors
/// [`Error::ShapeMismatch`] when `labels` has another shape than `input`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{sum_labels, Index};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let l = Array::from_vec(vec![1i32, 1, 2, 0], &[4], &Device::cpu())?;
/// let s = sum_labels(&a, Some(&l), &Index::Labels(vec![1, 2]))?; // an array, one value per label
/// assert_eq!((s.shape(), s.to_vec()?), (&[2usize][..], vec![3.0, 3.0]));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn sum_labels<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
) -> Result<Array<f64>> {
    if let Some(m) = gpu_moments(input, labels, index, false, "sum_labels")? {
        return per_label(m.into_iter().map(|m| m.0).collect(), index, input.device());
    }
    let v = f64_values(input)?;
    let g = groups(input, labels, index, "sum_labels")?;
    per_label(
        g.iter().map(|g| g.iter().map(|&i| v[i]).sum()).collect(),
        index,
        input.device(),
    )
}

/// A per-label statistic shaped as SciPy returns it, on the input's device: 0-d for
/// [`Index::All`] and [`Index::Label`] (SciPy's scalar), 1-D with one value per label for
/// [`Index::Labels`] (SciPy's array). The API grammar's rule 7: array results are arrays.
fn per_label<U: Element>(values: Vec<U>, index: &Index, device: &Device) -> Result<Array<U>> {
    let shape: Vec<usize> = match index {
        Index::Labels(l) => vec![l.len()],
        Index::All | Index::Label(_) => Vec::new(),
    };
    Array::from_vec(values, &shape, device)
}

fn mean_of(v: &[f64], g: &[usize]) -> f64 {
    g.iter().map(|&i| v[i]).sum::<f64>() / g.len() as f64
}

/// Mean of the input over each selected label (`NaN` for empty labels).
///
/// Equivalent to `scipy.ndimage.mean`.
///
/// # Errors
/// As [`sum_labels`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{mean, Index};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// assert_eq!(mean(&a, None::<&Array<i32>>, &Index::All)?.item()?, 2.5); // 0-d, as SciPy's scalar
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn mean<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
) -> Result<Array<f64>> {
    if let Some(m) = gpu_moments(input, labels, index, false, "mean")? {
        return per_label(
            m.into_iter().map(|m| m.0 / m.1 as f64).collect(),
            index,
            input.device(),
        );
    }
    let v = f64_values(input)?;
    let g = groups(input, labels, index, "mean")?;
    per_label(
        g.iter().map(|g| mean_of(&v, g)).collect(),
        index,
        input.device(),
    )
}

/// Population variance of the input over each selected label.
///
/// Equivalent to `scipy.ndimage.variance`.
///
/// # Errors
/// As [`sum_labels`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{variance, Index};
/// let a = Array::from_vec(vec![1.0f64, 3.0], &[2], &Device::cpu())?;
/// assert_eq!(variance(&a, None::<&Array<i32>>, &Index::All)?.item()?, 1.0); // 0-d, as SciPy's scalar
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn variance<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
) -> Result<Array<f64>> {
    if let Some(m) = gpu_moments(input, labels, index, true, "variance")? {
        return per_label(
            m.into_iter().map(|m| m.2 / m.1 as f64).collect(),
            index,
            input.device(),
        );
    }
    let v = f64_values(input)?;
    let g = groups(input, labels, index, "variance")?;
    per_label(
        g.iter()
            .map(|g| {
                let m = mean_of(&v, g);
                g.iter().map(|&i| (v[i] - m) * (v[i] - m)).sum::<f64>() / g.len() as f64
            })
            .collect(),
        index,
        input.device(),
    )
}

/// Population standard deviation of the input over each selected label.
///
/// Equivalent to `scipy.ndimage.standard_deviation`.
///
/// # Errors
/// As [`sum_labels`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{standard_deviation, Index};
/// let a = Array::from_vec(vec![1.0f64, 3.0], &[2], &Device::cpu())?;
/// assert_eq!(standard_deviation(&a, None::<&Array<i32>>, &Index::All)?.item()?, 1.0); // 0-d, as SciPy's scalar
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn standard_deviation<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
) -> Result<Array<f64>> {
    let v = variance(input, labels, index)?;
    let sd: Vec<f64> = v.to_vec()?.into_iter().map(f64::sqrt).collect();
    per_label(sd, index, input.device())
}

/// Per group: (min value, its position, max value, its position); first occurrence in raster
/// order on ties; zeros and position 0 for empty groups.
fn extrema_raw<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
    op: &'static str,
) -> Result<Vec<(T, usize, T, usize)>> {
    let v = input.to_vec()?;
    let g = groups(input, labels, index, op)?;
    Ok(g.iter()
        .map(|g| {
            let Some(&first) = g.first() else {
                return (T::default(), 0, T::default(), 0);
            };
            let (mut lo, mut hi) = (first, first);
            for &i in g {
                if v[i] < v[lo] {
                    lo = i;
                }
                if v[i] > v[hi] {
                    hi = i;
                }
            }
            (v[lo], lo, v[hi], hi)
        })
        .collect())
}

fn unravel(mut i: usize, shape: &[usize]) -> Vec<usize> {
    let mut c = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        c[d] = i % shape[d];
        i /= shape[d];
    }
    c
}

/// Minimum of the input over each selected label.
///
/// Equivalent to `scipy.ndimage.minimum`.
///
/// # Errors
/// As [`sum_labels`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{minimum, Index};
/// let a = Array::from_vec(vec![4i32, 2, 3], &[3], &Device::cpu())?;
/// assert_eq!(minimum(&a, None::<&Array<i32>>, &Index::All)?.item()?, 2); // 0-d, as SciPy's scalar
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn minimum<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
) -> Result<Array<T>> {
    let values = extrema_raw(input, labels, index, "minimum")?
        .into_iter()
        .map(|e| e.0)
        .collect();
    per_label(values, index, input.device())
}

/// Maximum of the input over each selected label.
///
/// Equivalent to `scipy.ndimage.maximum`.
///
/// # Errors
/// As [`sum_labels`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{maximum, Index};
/// let a = Array::from_vec(vec![4i32, 2, 3], &[3], &Device::cpu())?;
/// assert_eq!(maximum(&a, None::<&Array<i32>>, &Index::All)?.item()?, 4); // 0-d, as SciPy's scalar
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn maximum<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
) -> Result<Array<T>> {
    let values = extrema_raw(input, labels, index, "maximum")?
        .into_iter()
        .map(|e| e.2)
        .collect();
    per_label(values, index, input.device())
}

/// Coordinates of the minimum over each selected label.
///
/// Equivalent to `scipy.ndimage.minimum_position`.
///
/// # Errors
/// As [`sum_labels`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{minimum_position, Index};
/// let a = Array::from_vec(vec![4i32, 2, 3, 5], &[2, 2], &Device::cpu())?;
/// assert_eq!(minimum_position(&a, None::<&Array<i32>>, &Index::All)?, [vec![0, 1]]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn minimum_position<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
) -> Result<Vec<Vec<usize>>> {
    let e = extrema_raw(input, labels, index, "minimum_position")?;
    Ok(e.into_iter().map(|e| unravel(e.1, input.shape())).collect())
}

/// Coordinates of the maximum over each selected label.
///
/// Equivalent to `scipy.ndimage.maximum_position`.
///
/// # Errors
/// As [`sum_labels`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{maximum_position, Index};
/// let a = Array::from_vec(vec![4i32, 2, 3, 5], &[2, 2], &Device::cpu())?;
/// assert_eq!(maximum_position(&a, None::<&Array<i32>>, &Index::All)?, [vec![1, 1]]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn maximum_position<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
) -> Result<Vec<Vec<usize>>> {
    let e = extrema_raw(input, labels, index, "maximum_position")?;
    Ok(e.into_iter().map(|e| unravel(e.3, input.shape())).collect())
}

/// Minimum, maximum and their positions per selected label.
pub type Extrema<T> = (Array<T>, Array<T>, Vec<Vec<usize>>, Vec<Vec<usize>>);

/// Minimum, maximum, and their positions over each selected label.
///
/// Equivalent to `scipy.ndimage.extrema`.
///
/// # Errors
/// As [`sum_labels`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{extrema, Index};
/// let a = Array::from_vec(vec![4i32, 2, 3], &[3], &Device::cpu())?;
/// let (lo, hi, lp, hp) = extrema(&a, None::<&Array<i32>>, &Index::All)?;
/// assert_eq!((lo.item()?, hi.item()?), (2, 4));
/// assert_eq!((lp, hp), (vec![vec![1]], vec![vec![0]]));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn extrema<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
) -> Result<Extrema<T>> {
    let e = extrema_raw(input, labels, index, "extrema")?;
    let s = input.shape();
    Ok((
        per_label(e.iter().map(|e| e.0).collect(), index, input.device())?,
        per_label(e.iter().map(|e| e.2).collect(), index, input.device())?,
        e.iter().map(|e| unravel(e.1, s)).collect(),
        e.iter().map(|e| unravel(e.3, s)).collect(),
    ))
}

/// Median of the input over each selected label (mean of the two middle values for even counts).
///
/// Equivalent to `scipy.ndimage.median`.
///
/// # Errors
/// As [`sum_labels`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{median, Index};
/// let a = Array::from_vec(vec![4i32, 1, 3, 2], &[4], &Device::cpu())?;
/// assert_eq!(median(&a, None::<&Array<i32>>, &Index::All)?.item()?, 2.5); // 0-d, as SciPy's scalar
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn median<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
) -> Result<Array<f64>> {
    let v = f64_values(input)?;
    let g = groups(input, labels, index, "median")?;
    let values = g
        .iter()
        .map(|g| {
            let mut s: Vec<f64> = g.iter().map(|&i| v[i]).collect();
            if s.is_empty() {
                return f64::NAN;
            }
            s.sort_by(|a, b| a.total_cmp(b));
            let m = s.len() / 2;
            if s.len() % 2 == 1 {
                s[m]
            } else {
                (s[m - 1] + s[m]) / 2.0
            }
        })
        .collect();
    per_label(values, index, input.device())
}

/// Centre of mass (input-weighted mean coordinates) over each selected label.
///
/// Equivalent to `scipy.ndimage.center_of_mass`.
///
/// # Errors
/// As [`sum_labels`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{center_of_mass, Index};
/// let a = Array::from_vec(vec![0.0f64, 1.0, 0.0, 1.0], &[2, 2], &Device::cpu())?;
/// assert_eq!(center_of_mass(&a, None::<&Array<i32>>, &Index::All)?, [vec![0.5, 1.0]]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn center_of_mass<T: GreyValue, L: Element>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
) -> Result<Vec<Vec<f64>>> {
    let v = f64_values(input)?;
    let g = groups(input, labels, index, "center_of_mass")?;
    let shape = input.shape();
    Ok(g.iter()
        .map(|g| {
            let total: f64 = g.iter().map(|&i| v[i]).sum();
            let mut c = vec![0.0; shape.len()];
            for &i in g {
                for (cd, p) in c.iter_mut().zip(unravel(i, shape)) {
                    *cd += v[i] * p as f64;
                }
            }
            c.iter().map(|x| x / total).collect()
        })
        .collect())
}

/// Histogram (`bins` equal bins over `[min, max]`, NumPy's edges) over each selected label.
///
/// Equivalent to `scipy.ndimage.histogram`.
///
/// # Errors
/// As [`sum_labels`]; [`Error::InvalidArgument`] for `bins == 0`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{histogram, Index};
/// let a = Array::from_vec(vec![0.0f64, 0.5, 1.0, 2.0], &[4], &Device::cpu())?;
/// assert_eq!(histogram(&a, 0.0, 1.0, 2, None::<&Array<i32>>, &Index::All)?, [vec![1, 2]]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn histogram<T: GreyValue, L: Element>(
    input: &Array<T>,
    min: f64,
    max: f64,
    bins: usize,
    labels: Option<&Array<L>>,
    index: &Index,
) -> Result<Vec<Vec<i64>>> {
    if bins == 0 {
        return Err(Error::InvalidArgument {
            op: "histogram",
            reason: "bins must be >= 1".into(),
        });
    }
    let v = f64_values(input)?;
    let g = groups(input, labels, index, "histogram")?;
    // The bin count comes from the user: the edges and each group's counts are allocated
    // fallibly (2^61 bins is an error naming histogram, not an abort).
    let mut edges: Vec<f64> =
        gsci_core::host::try_with_capacity(bins.saturating_add(1), "histogram", "the bin edges")?;
    edges.extend((0..=bins).map(|k| {
        if k == bins {
            max
        } else {
            min + (max - min) * k as f64 / bins as f64
        }
    }));
    let norm = bins as f64 / (max - min);
    g.iter()
        .map(|g| {
            let mut h: Vec<i64> =
                gsci_core::host::try_with_capacity(bins, "histogram", "the bins")?;
            h.resize(bins, 0);
            for &i in g {
                let x = v[i];
                if !(x >= min && x <= max) {
                    continue;
                }
                let mut b = ((x - min) * norm) as usize;
                if b >= bins {
                    b = bins - 1;
                }
                if x < edges[b] {
                    b = b.saturating_sub(1);
                } else if b + 1 < bins && x >= edges[b + 1] {
                    b += 1;
                }
                h[b] += 1;
            }
            Ok(h)
        })
        .collect()
}

/// `func(values, positions)` over each selected label (positions are linear C-order indices),
/// `default` for labels with no elements.
///
/// Equivalent to `scipy.ndimage.labeled_comprehension` (with `pass_positions=True`; ignore the
/// second argument otherwise).
///
/// # Errors
/// As [`sum_labels`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_ndimage::{labeled_comprehension, Index};
/// let a = Array::from_vec(vec![1i32, 2, 3, 4], &[4], &Device::cpu())?;
/// let l = Array::from_vec(vec![1i32, 1, 2, 2], &[4], &Device::cpu())?;
/// let r = labeled_comprehension(&a, Some(&l), &Index::Labels(vec![1, 2, 3]), |v, _| v.len(), 0)?;
/// assert_eq!(r, [2, 2, 0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn labeled_comprehension<T: Element, L: Element, R: Clone>(
    input: &Array<T>,
    labels: Option<&Array<L>>,
    index: &Index,
    func: impl Fn(&[T], &[usize]) -> R,
    default: R,
) -> Result<Vec<R>> {
    let v = input.to_vec()?;
    let g = groups(input, labels, index, "labeled_comprehension")?;
    Ok(g.iter()
        .map(|g| {
            if g.is_empty() {
                return default.clone();
            }
            let vals: Vec<T> = g.iter().map(|&i| v[i]).collect();
            func(&vals, g)
        })
        .collect())
}

/// For each distinct value of an integer array (in increasing order, `ignore_value` left out),
/// the coordinates of its elements: one index vector per axis, in C order.
///
/// Equivalent to `scipy.ndimage.value_indices`.
///
/// # Errors
/// [`Error::InvalidArgument`] for a non-integer array.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![0i32, 1, 0, 1], &[2, 2], &Device::cpu())?;
/// let v = gsci_ndimage::value_indices(&a, Some(0))?;
/// assert_eq!(v, [(1, vec![vec![0, 1], vec![1, 1]])]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn value_indices<T: Element>(
    arr: &Array<T>,
    ignore_value: Option<i64>,
) -> Result<Vec<(i64, Vec<Vec<usize>>)>> {
    if !matches!(
        T::DTYPE.kind(),
        gsci_core::Kind::Int | gsci_core::Kind::UInt
    ) {
        return Err(Error::InvalidArgument {
            op: "value_indices",
            reason: format!("arr must be of integer type, got {}", T::DTYPE),
        });
    }
    let v = int_values(arr)?;
    let shape = arr.shape();
    let mut map: std::collections::BTreeMap<i64, Vec<Vec<usize>>> = Default::default();
    for (i, &x) in v.iter().enumerate() {
        if Some(x) == ignore_value {
            continue;
        }
        let e = map
            .entry(x)
            .or_insert_with(|| vec![Vec::new(); shape.len()]);
        for (d, c) in unravel(i, shape).into_iter().enumerate() {
            e[d].push(c);
        }
    }
    Ok(map.into_iter().collect())
}
