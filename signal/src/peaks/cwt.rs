//! `find_peaks_cwt`: peaks as ridge lines of a continuous wavelet transform.
//!
//! The transform runs on the vector's device ([`crate::cwt`]); the ridge-line tracking and the
//! noise floors are sequential decisions over the (widths x n) matrix and run on the host, as
//! SciPy's Python loops, in SciPy's order.

use crate::filtering::invalid;
use crate::wavelets::{Wavelet, cwt};
use gsci_core::{Array, Error, Result};

/// Keyword arguments of [`find_peaks_cwt`].
#[derive(Clone, Debug)]
pub struct FindPeaksCwtOptions {
    /// The wavelet (default: Ricker, SciPy's default; it must be real).
    pub wavelet: Wavelet,
    /// Per row, how far a ridge line may move to the next row (default `widths / 4`); at least
    /// as many entries as widths.
    pub max_distances: Option<Vec<f64>>,
    /// Rows a ridge line may skip before it ends (default `ceil(widths[0])`).
    pub gap_thresh: Option<f64>,
    /// Minimum length of a ridge line (default `ceil(len(widths) / 4)`).
    pub min_length: Option<f64>,
    /// Minimum signal-to-noise ratio (default 1).
    pub min_snr: f64,
    /// The percentile of the noise floor (default 10).
    pub noise_perc: f64,
    /// Window of the noise floor (default `ceil(len(vector) / 20)`).
    pub window_size: Option<f64>,
}

impl Default for FindPeaksCwtOptions {
    fn default() -> Self {
        FindPeaksCwtOptions {
            wavelet: Wavelet::Ricker,
            max_distances: None,
            gap_thresh: None,
            min_length: None,
            min_snr: 1.0,
            noise_perc: 10.0,
            window_size: None,
        }
    }
}

/// A ridge line: rows and columns (in the order found) and its gap count.
struct Line {
    rows: Vec<usize>,
    cols: Vec<usize>,
    gap: f64,
}

/// SciPy's `_identify_ridge_lines`: (rows, cols) of each line, sorted by row.
fn identify_ridge_lines(
    m: &[f64],
    nr: usize,
    nc: usize,
    max_distances: &[f64],
    gap_thresh: f64,
) -> Vec<(Vec<usize>, Vec<usize>)> {
    // _boolrelextrema(matr, greater, axis=1, order=1, mode='clip'): the edges compare with
    // themselves and are never maxima
    let relmax = |r: usize, c: usize| -> bool {
        let v = m[r * nc + c];
        let lo = m[r * nc + c.saturating_sub(1)];
        let hi = m[r * nc + (c + 1).min(nc - 1)];
        v > lo && v > hi
    };
    let maxima: Vec<Vec<usize>> = (0..nr)
        .map(|r| (0..nc).filter(|&c| relmax(r, c)).collect())
        .collect();
    let Some(start) = (0..nr).rev().find(|&r| !maxima[r].is_empty()) else {
        return Vec::new();
    };
    let mut lines: Vec<Line> = maxima[start]
        .iter()
        .map(|&c| Line {
            rows: vec![start],
            cols: vec![c],
            gap: 0.0,
        })
        .collect();
    let mut finals: Vec<Line> = Vec::new();
    for row in (0..start).rev() {
        for l in lines.iter_mut() {
            l.gap += 1.0;
        }
        let prev: Vec<usize> = lines.iter().map(|l| *l.cols.last().unwrap()).collect();
        for &col in &maxima[row] {
            let mut target = None;
            if !prev.is_empty() {
                // np.argmin: the first of the smallest distances
                let mut best = 0;
                for (i, p) in prev.iter().enumerate() {
                    if col.abs_diff(*p) < col.abs_diff(prev[best]) {
                        best = i;
                    }
                }
                if col.abs_diff(prev[best]) as f64 <= max_distances[row] {
                    target = Some(best);
                }
            }
            match target {
                Some(i) => {
                    lines[i].cols.push(col);
                    lines[i].rows.push(row);
                    lines[i].gap = 0.0;
                }
                None => lines.push(Line {
                    rows: vec![row],
                    cols: vec![col],
                    gap: 0.0,
                }),
            }
        }
        for i in (0..lines.len()).rev() {
            if lines[i].gap > gap_thresh {
                finals.push(lines.remove(i));
            }
        }
    }
    finals
        .into_iter()
        .chain(lines)
        .map(|l| {
            let mut idx: Vec<usize> = (0..l.rows.len()).collect();
            idx.sort_by_key(|&i| l.rows[i]);
            (
                idx.iter().map(|&i| l.rows[i]).collect(),
                idx.iter().map(|&i| l.cols[i]).collect(),
            )
        })
        .collect()
}

/// `scipy.stats.scoreatpercentile(a, per)` (interpolation 'fraction') of a short window.
fn score_at_percentile(a: &[f64], per: f64) -> f64 {
    let mut s = a.to_vec();
    s.sort_by(|x, y| x.total_cmp(y));
    let idx = per / 100.0 * (s.len() - 1) as f64;
    let i = idx as usize;
    if i as f64 == idx {
        return s[i];
    }
    let j = (i + 1) as f64;
    let (w0, w1) = (j - idx, idx - i as f64);
    (s[i] * w0 + s[i + 1] * w1) / (w0 + w1)
}

/// Find peaks in a 1-D array with wavelet transformation.
///
/// Equivalent to `scipy.signal.find_peaks_cwt(vector, widths, wavelet=None,
/// max_distances=None, gap_thresh=None, min_length=None, min_snr=1, noise_perc=10,
/// window_size=None)`: the CWT (Ricker by default) on the vector's device, then SciPy's
/// ridge-line identification and SNR filter on the host. Returns the sorted peak indices
/// (int64) on the vector's device.
///
/// # Errors
/// [`Error::InvalidArgument`] when `vector` is not 1-D or is empty, `widths` is empty or holds
/// a width that is not finite and positive, `max_distances` has fewer entries than `widths`
/// (SciPy: "Max_distances must have at least as many rows as matr"), or `noise_perc` is outside
/// [0, 100]; [`Error::Unsupported`] for a complex wavelet (SciPy cannot order complex values).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{find_peaks_cwt, FindPeaksCwtOptions};
/// let x: Vec<f64> = (0..200).map(|i| (-((i as f64 - 60.3) / 6.0).powi(2)).exp()
///     + 0.6 * (-((i as f64 - 140.7) / 6.0).powi(2)).exp()).collect();
/// let v = Array::from_vec(x, &[200], &Device::cpu())?;
/// let widths: Vec<f64> = (1..20).map(|w| w as f64).collect();
/// let p = find_peaks_cwt(&v, &widths, &FindPeaksCwtOptions::default())?.to_vec()?;
/// assert_eq!(p, vec![61, 141]); // scipy.signal.find_peaks_cwt(x, np.arange(1, 20))
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn find_peaks_cwt(
    vector: &Array<f64>,
    widths: &[f64],
    opts: &FindPeaksCwtOptions,
) -> Result<Array<i64>> {
    const OP: &str = "find_peaks_cwt";
    if opts.wavelet.is_complex() {
        return Err(Error::Unsupported {
            what: format!("{OP} with the complex wavelet {:?}", opts.wavelet),
            backend: format!("{:?}", vector.device()),
        });
    }
    if vector.ndim() != 1 || vector.is_empty() {
        return Err(invalid(
            OP,
            format!(
                "vector: must be a non-empty 1-D array (shape {:?})",
                vector.shape()
            ),
        ));
    }
    if !(0.0..=100.0).contains(&opts.noise_perc) {
        return Err(invalid(
            OP,
            format!(
                "noise_perc: percentile must be in the range [0, 100], got {}",
                opts.noise_perc
            ),
        ));
    }
    if widths.is_empty() {
        return Err(invalid(OP, "widths: is empty"));
    }
    let gap_thresh = opts.gap_thresh.unwrap_or(widths[0].ceil());
    let max_distances: Vec<f64> = match &opts.max_distances {
        Some(v) => v.clone(),
        None => widths.iter().map(|w| w / 4.0).collect(),
    };
    if max_distances.len() < widths.len() {
        return Err(invalid(
            OP,
            format!(
                "max_distances: Max_distances must have at least as many rows as matr ({} < {})",
                max_distances.len(),
                widths.len()
            ),
        ));
    }
    let dat = cwt::<f64>(vector, &opts.wavelet, widths).map_err(|e| match e {
        Error::InvalidArgument { reason, .. } => invalid(OP, reason),
        e => e,
    })?;
    let m = dat.to_vec()?;
    let (nr, nc) = (widths.len(), vector.len());
    let lines = identify_ridge_lines(&m, nr, nc, &max_distances, gap_thresh);
    // _filter_ridge_lines
    let min_length = opts.min_length.unwrap_or((nr as f64 / 4.0).ceil());
    let window = opts.window_size.unwrap_or((nc as f64 / 20.0).ceil()) as i64;
    let (hf, odd) = (window.div_euclid(2), window.rem_euclid(2));
    let row0 = &m[..nc];
    let noises: Vec<f64> = (0..nc as i64)
        .map(|i| {
            let s = (i - hf).max(0) as usize;
            let e = (i + hf + odd).min(nc as i64).max(0) as usize;
            if s >= e {
                f64::NAN
            } else {
                score_at_percentile(&row0[s..e], opts.noise_perc)
            }
        })
        .collect();
    let mut locs: Vec<i64> = lines
        .iter()
        .filter(|(rows, cols)| {
            if (rows.len() as f64) < min_length {
                return false;
            }
            let snr = (m[rows[0] * nc + cols[0]] / noises[cols[0]]).abs();
            // `snr < min_snr` rejects; NaN passes, as in SciPy
            snr.partial_cmp(&opts.min_snr) != Some(std::cmp::Ordering::Less)
        })
        .map(|(_, cols)| cols[0] as i64)
        .collect();
    locs.sort_unstable();
    Array::from_vec(locs.clone(), &[locs.len()], vector.device())
}
