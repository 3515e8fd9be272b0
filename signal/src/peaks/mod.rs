//! Peak finding (`scipy.signal._peak_finding`): `argrelmin`, `argrelmax`, `argrelextrema`
//! (on the device: shifted gathers, comparisons and `nonzero`), `find_peaks`,
//! `peak_prominences`, `peak_widths`. The local maxima (plateaus included) and the `height` /
//! `plateau_size` selections run on the device; `threshold`, `distance`, prominences and widths
//! run SciPy's sequential algorithms on the host over the signal copied there, in float64 as
//! SciPy. Results are returned on the input's device.

mod cuda;
mod cwt;
pub use cwt::*;

use gsci_core::{Array, Device, Element, Error, Result, normalize_axis, ufunc};

use crate::spectral::SpectralFloat;

fn invalid(op: &'static str, reason: impl Into<String>) -> Error {
    Error::InvalidArgument {
        op,
        reason: reason.into(),
    }
}

/// `comparator` of [`argrelextrema`] (SciPy takes a NumPy ufunc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comparator {
    /// `np.greater` (strict maxima).
    Greater,
    /// `np.less` (strict minima).
    Less,
    /// `np.greater_equal`.
    GreaterEqual,
    /// `np.less_equal`.
    LessEqual,
}

/// `mode` of [`argrelextrema`]: how the edges are treated.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ExtremaMode {
    /// `'clip'` (default): indices past the ends repeat the end values.
    #[default]
    Clip,
    /// `'wrap'`: the signal is periodic.
    Wrap,
}

/// Keyword arguments of [`argrelextrema`], [`argrelmin`], [`argrelmax`].
#[derive(Clone, Debug)]
pub struct ArgrelOptions {
    /// Axis (default 0).
    pub axis: isize,
    /// How many points on each side to compare (default 1).
    pub order: usize,
    /// Edge mode (default clip).
    pub mode: ExtremaMode,
}

impl Default for ArgrelOptions {
    fn default() -> Self {
        ArgrelOptions {
            axis: 0,
            order: 1,
            mode: ExtremaMode::Clip,
        }
    }
}

fn compare<T: Element>(c: Comparator, a: &Array<T>, b: &Array<T>) -> Result<Array<bool>> {
    match c {
        Comparator::Greater => ufunc::greater(a, b),
        Comparator::Less => ufunc::less(a, b),
        Comparator::GreaterEqual => ufunc::greater_equal(a, b),
        Comparator::LessEqual => ufunc::less_equal(a, b),
    }
}

fn idx(v: Vec<i64>, dev: &Device) -> Result<Array<i64>> {
    let n = v.len();
    Array::from_vec(v, &[n], dev)
}

/// Calculate the relative extrema of `data`.
///
/// Equivalent to `scipy.signal.argrelextrema(data, comparator, axis=0, order=1, mode='clip')`:
/// one index array per dimension (`np.nonzero` of `_boolrelextrema`), computed on `data`'s
/// device.
///
/// # Errors
/// [`Error::InvalidArgument`] when `order` is 0 ("Order must be an int >= 1") or `data` is 0-d;
/// [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{argrelextrema, ArgrelOptions, Comparator};
/// let x = Array::from_vec(vec![2.0f64, 1.0, 2.0, 3.0, 2.0, 0.0, 1.0, 0.0], &[8], &Device::cpu())?;
/// let r = argrelextrema(&x, Comparator::Greater, &ArgrelOptions::default())?;
/// assert_eq!(r[0].to_vec()?, vec![3, 6]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn argrelextrema<T: Element>(
    data: &Array<T>,
    comparator: Comparator,
    opts: &ArgrelOptions,
) -> Result<Vec<Array<i64>>> {
    const OP: &str = "argrelextrema";
    if opts.order < 1 {
        return Err(invalid(OP, "order: Order must be an int >= 1"));
    }
    if data.ndim() == 0 {
        return Err(invalid(OP, "data: data must be at least 1-D"));
    }
    let axis = normalize_axis(opts.axis, data.ndim())?;
    let n = data.shape()[axis] as i64;
    let dev = data.device().clone();
    let mut results = Array::<bool>::full(data.shape(), true, &dev)?;
    if n == 0 {
        return gsci_core::nonzero(&results);
    }
    let map = |i: i64| -> i64 {
        match opts.mode {
            ExtremaMode::Clip => i.clamp(0, n - 1),
            ExtremaMode::Wrap => i.rem_euclid(n),
        }
    };
    let ax = Some(axis as isize);
    for shift in 1..=opts.order as i64 {
        let plus = data.take(&idx((0..n).map(|i| map(i + shift)).collect(), &dev)?, ax)?;
        let minus = data.take(&idx((0..n).map(|i| map(i - shift)).collect(), &dev)?, ax)?;
        let a = compare(comparator, data, &plus)?;
        let b = compare(comparator, data, &minus)?;
        let ab: Array<bool> = ufunc::logical_and(&a, &b)?;
        results = ufunc::logical_and(&results, &ab)?;
        // SciPy stops early when nothing is left; the result is the same.
        if shift < opts.order as i64 && results.to_vec()?.iter().all(|v| !*v) {
            break;
        }
    }
    gsci_core::nonzero(&results)
}

/// Calculate the relative minima of `data`.
///
/// Equivalent to `scipy.signal.argrelmin(data, axis=0, order=1, mode='clip')`.
///
/// # Errors
/// As [`argrelextrema`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{argrelmin, ArgrelOptions};
/// let x = Array::from_vec(vec![2.0f64, 1.0, 2.0, 3.0, 2.0, 0.0, 1.0, 0.0], &[8], &Device::cpu())?;
/// assert_eq!(argrelmin(&x, &ArgrelOptions::default())?[0].to_vec()?, vec![1, 5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn argrelmin<T: Element>(data: &Array<T>, opts: &ArgrelOptions) -> Result<Vec<Array<i64>>> {
    argrelextrema(data, Comparator::Less, opts)
}

/// Calculate the relative maxima of `data`.
///
/// Equivalent to `scipy.signal.argrelmax(data, axis=0, order=1, mode='clip')`.
///
/// # Errors
/// As [`argrelextrema`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{argrelmax, ArgrelOptions};
/// let x = Array::from_vec(vec![2.0f64, 1.0, 2.0, 3.0, 2.0, 0.0, 1.0, 0.0], &[8], &Device::cpu())?;
/// assert_eq!(argrelmax(&x, &ArgrelOptions::default())?[0].to_vec()?, vec![3, 6]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn argrelmax<T: Element>(data: &Array<T>, opts: &ArgrelOptions) -> Result<Vec<Array<i64>>> {
    argrelextrema(data, Comparator::Greater, opts)
}

/// An interval condition of [`find_peaks`]: `min <= value <= max`, either side optional
/// (SciPy's number or `(min, max)` tuple; array bounds are not provided).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Bound {
    /// Lower bound (`None`: open).
    pub min: Option<f64>,
    /// Upper bound (`None`: open).
    pub max: Option<f64>,
}

impl From<f64> for Bound {
    fn from(v: f64) -> Self {
        Bound {
            min: Some(v),
            max: None,
        }
    }
}

impl From<(f64, f64)> for Bound {
    fn from(v: (f64, f64)) -> Self {
        Bound {
            min: Some(v.0),
            max: Some(v.1),
        }
    }
}

/// Keyword arguments of [`find_peaks`].
#[derive(Clone, Debug)]
pub struct FindPeaksOptions {
    /// Required height.
    pub height: Option<Bound>,
    /// Required vertical distance to the neighbouring samples.
    pub threshold: Option<Bound>,
    /// Minimal horizontal distance (>= 1) between peaks.
    pub distance: Option<f64>,
    /// Required prominence.
    pub prominence: Option<Bound>,
    /// Required width.
    pub width: Option<Bound>,
    /// Window length for prominences (`None`: the whole signal).
    pub wlen: Option<f64>,
    /// Relative height at which widths are measured (default 0.5).
    pub rel_height: f64,
    /// Required flat-top size in samples.
    pub plateau_size: Option<Bound>,
}

impl Default for FindPeaksOptions {
    fn default() -> Self {
        FindPeaksOptions {
            height: None,
            threshold: None,
            distance: None,
            prominence: None,
            width: None,
            wlen: None,
            rel_height: 0.5,
            plateau_size: None,
        }
    }
}

/// The `properties` dict of [`find_peaks`]: the fields SciPy fills for the conditions given.
#[derive(Clone, Debug, Default)]
pub struct PeakProperties {
    /// With `plateau_size`.
    pub plateau_sizes: Option<Array<i64>>,
    /// With `plateau_size`.
    pub left_edges: Option<Array<i64>>,
    /// With `plateau_size`.
    pub right_edges: Option<Array<i64>>,
    /// With `height`.
    pub peak_heights: Option<Array<f64>>,
    /// With `threshold`.
    pub left_thresholds: Option<Array<f64>>,
    /// With `threshold`.
    pub right_thresholds: Option<Array<f64>>,
    /// With `prominence` or `width`.
    pub prominences: Option<Array<f64>>,
    /// With `prominence` or `width`.
    pub left_bases: Option<Array<i64>>,
    /// With `prominence` or `width`.
    pub right_bases: Option<Array<i64>>,
    /// With `width`.
    pub widths: Option<Array<f64>>,
    /// With `width`.
    pub width_heights: Option<Array<f64>>,
    /// With `width`.
    pub left_ips: Option<Array<f64>>,
    /// With `width`.
    pub right_ips: Option<Array<f64>>,
}

/// `(peaks, properties)` of [`find_peaks`].
#[derive(Clone, Debug)]
pub struct FindPeaksResult {
    /// Indices of the peaks.
    pub peaks: Array<i64>,
    /// Their properties.
    pub properties: PeakProperties,
}

/// `_local_maxima_1d` on `x`'s device: (midpoints, left edges, right edges).
///
/// A maximum is a run of equal samples `[l, r]` with `1 <= l`, `r <= n - 2`,
/// `x[l - 1] < x[l]` and `x[r] > x[r + 1]` (SciPy's loop finds exactly these; NaN is a run of its
/// own and never a maximum). Run ends are `nonzero(x[:-1] != x[1:])`; consecutive ends bound a
/// run.
/// The device module of the local maxima (for the kernel compile test).
pub(crate) fn cuda_source(t: &str) -> String {
    cuda::source(t)
}

fn local_maxima_device<T: SpectralFloat>(
    x: &Array<T>,
) -> Result<(Array<i64>, Array<i64>, Array<i64>)> {
    let n = x.shape()[0];
    let dev = x.device();
    let empty = || Array::<i64>::zeros(&[0], dev);
    if n < 3 {
        return Ok((empty()?, empty()?, empty()?));
    }
    if let gsci_core::Backend::Cuda(c) = dev.backend() {
        return cuda::local_maxima(c, &x.to_contiguous()?);
    }
    let a = x.slice_axis(0, Some(0), Some(n as isize - 1), 1)?;
    let b = x.slice_axis(0, Some(1), None, 1)?;
    let neq: Array<bool> = ufunc::not_equal(&a, &b)?;
    let ends = gsci_core::nonzero(&neq)?.remove(0);
    let m = ends.shape()[0];
    if m < 2 {
        return Ok((empty()?, empty()?, empty()?));
    }
    let prev = ends.slice_axis(0, Some(0), Some(m as isize - 1), 1)?;
    let r = ends.slice_axis(0, Some(1), None, 1)?;
    let l: Array<i64> = ufunc::add(&prev, 1i64)?;
    let r1: Array<i64> = ufunc::add(&r, 1i64)?;
    let rise: Array<bool> = ufunc::less(&x.take(&prev, Some(0))?, &x.take(&l, Some(0))?)?;
    let fall: Array<bool> = ufunc::greater(&x.take(&r, Some(0))?, &x.take(&r1, Some(0))?)?;
    let keep: Array<bool> = ufunc::logical_and(&rise, &fall)?;
    let le = gsci_core::compress(&keep, &l, Some(0))?;
    let re = gsci_core::compress(&keep, &r, Some(0))?;
    let sum: Array<i64> = ufunc::add(&le, &re)?;
    let mid: Array<i64> = ufunc::floor_divide(&sum, 2i64)?;
    Ok((mid, le, re))
}

/// SciPy's `_local_maxima_1d`: the midpoints, left and right edges of the local maxima
/// (plateaus included) in one pass over `x` (a CPU array's data, read in place).
fn local_maxima_host<T: SpectralFloat>(
    op: &'static str,
    x: &[T],
) -> Result<(Vec<i64>, Vec<i64>, Vec<i64>)> {
    let (mut mid, mut left, mut right) = (Vec::new(), Vec::new(), Vec::new());
    let n = x.len();
    if n < 3 {
        return Ok((mid, left, right));
    }
    // At most (n - 1) / 2 maxima (SciPy allocates n // 2).
    for v in [&mut mid, &mut left, &mut right] {
        gsci_core::host::try_reserve_exact(v, (n - 1) / 2).map_err(|_| {
            gsci_core::Error::HostOutOfMemory {
                op,
                what: "the local maxima of x".into(),
                requested: (n / 2).saturating_mul(8),
            }
        })?;
    }
    // SciPy's scan (`_local_maxima_1d`) block by block: a block whose samples (and the next
    // one) hold no two equal neighbours has no plateau, so its maxima are exactly the strict
    // ones, x[i - 1] < x[i] > x[i + 1] (NaN compares false both ways, as in the scan), found
    // without branches; a block with a plateau runs the scan itself, which may end past the
    // block (a plateau running on), and the next block starts where it stopped. A maximum's
    // neighbour, which the scan skips, is never a maximum, so the blocks meet exactly.
    const BLOCK: usize = 1024;
    let i_max = n - 1;
    let mut i = 1;
    let mut buf = [0usize; BLOCK];
    while i < i_max {
        let stop = (i + BLOCK).min(i_max);
        let mut equal = false;
        for w in x[i - 1..=stop].windows(2) {
            equal |= w[0] == w[1];
        }
        if equal {
            i = scan_maxima(x, i, stop, &mut mid, &mut left, &mut right);
            continue;
        }
        let mut cnt = 0;
        for j in i..stop {
            buf[cnt] = j;
            cnt += usize::from((x[j - 1] < x[j]) & (x[j + 1] < x[j]));
        }
        for &j in &buf[..cnt] {
            mid.push(j as i64);
        }
        left.extend_from_slice(&mid[mid.len() - cnt..]);
        right.extend_from_slice(&mid[mid.len() - cnt..]);
        i = stop;
    }
    Ok((mid, left, right))
}

/// SciPy's scan for local maxima (flat ones included) from sample `i` while it is below `stop`:
/// returns where the scan goes on (past `stop` when a plateau runs on).
fn scan_maxima<T: SpectralFloat>(
    x: &[T],
    mut i: usize,
    stop: usize,
    mid: &mut Vec<i64>,
    left: &mut Vec<i64>,
    right: &mut Vec<i64>,
) -> usize {
    let i_max = x.len() - 1;
    while i < stop {
        if x[i - 1] < x[i] {
            let mut ahead = i + 1;
            while ahead < i_max && x[ahead] == x[i] {
                ahead += 1;
            }
            if x[ahead] < x[i] {
                left.push(i as i64);
                right.push(ahead as i64 - 1);
                mid.push(((i + ahead - 1) / 2) as i64);
                i = ahead;
            }
        }
        i += 1;
    }
    i
}

/// `min <= v <= max` on the device.
fn select_device(v: &Array<f64>, b: &Bound) -> Result<Array<bool>> {
    let mut keep = Array::<bool>::full(v.shape(), true, v.device())?;
    if let Some(m) = b.min {
        let k: Array<bool> = ufunc::greater_equal(v, m)?;
        keep = ufunc::logical_and(&keep, &k)?;
    }
    if let Some(m) = b.max {
        let k: Array<bool> = ufunc::less_equal(v, m)?;
        keep = ufunc::logical_and(&keep, &k)?;
    }
    Ok(keep)
}

/// find_peaks with only `height` and `plateau_size` conditions: everything on the device.
fn find_peaks_device<T: SpectralFloat>(
    x: &Array<T>,
    opts: &FindPeaksOptions,
    (mut peaks, mut le, mut re): (Array<i64>, Array<i64>, Array<i64>),
) -> Result<FindPeaksResult> {
    let mut props = PeakProperties::default();
    if let Some(b) = &opts.plateau_size {
        let d: Array<i64> = ufunc::subtract(&re, &le)?;
        let sizes: Array<i64> = ufunc::add(&d, 1i64)?;
        let keep = select_device(&sizes.astype::<f64>()?, b)?;
        let c = |a: &Array<i64>| gsci_core::compress(&keep, a, Some(0));
        peaks = c(&peaks)?;
        props.plateau_sizes = Some(c(&sizes)?);
        le = c(&le)?;
        re = c(&re)?;
        props.left_edges = Some(le.clone());
        props.right_edges = Some(re.clone());
    }
    if let Some(b) = &opts.height {
        let h: Array<f64> = x.take(&peaks, Some(0))?.astype::<f64>()?;
        let keep = select_device(&h, b)?;
        let c = |a: &Array<i64>| gsci_core::compress(&keep, a, Some(0));
        peaks = c(&peaks)?;
        props.plateau_sizes = props.plateau_sizes.as_ref().map(c).transpose()?;
        props.left_edges = props.left_edges.as_ref().map(c).transpose()?;
        props.right_edges = props.right_edges.as_ref().map(c).transpose()?;
        props.peak_heights = Some(gsci_core::compress(&keep, &h, Some(0))?);
    }
    Ok(FindPeaksResult {
        peaks,
        properties: props,
    })
}

fn select_by_property(v: &[f64], b: &Bound) -> Vec<bool> {
    v.iter()
        .map(|p| b.min.is_none_or(|m| m <= *p) && b.max.is_none_or(|m| *p <= m))
        .collect()
}

fn select_by_peak_distance(peaks: &[usize], priority: &[f64], distance: f64) -> Vec<bool> {
    let n = peaks.len();
    let d = distance.ceil() as usize;
    let mut keep = vec![true; n];
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|a, b| priority[*a].total_cmp(&priority[*b]));
    for &j in order.iter().rev() {
        if !keep[j] {
            continue;
        }
        let mut k = j;
        while k > 0 && peaks[j] - peaks[k - 1] < d {
            keep[k - 1] = false;
            k -= 1;
        }
        let mut k = j + 1;
        while k < n && peaks[k] - peaks[j] < d {
            keep[k] = false;
            k += 1;
        }
    }
    keep
}

/// `_arg_wlen_as_expected`: -1 for None, else ceil(wlen) (> 1).
fn wlen_arg(op: &'static str, wlen: Option<f64>) -> Result<i64> {
    match wlen {
        None => Ok(-1),
        Some(w) if w > 1.0 => Ok(w.ceil() as i64),
        Some(w) => Err(invalid(
            op,
            format!("wlen: `wlen` must be larger than 1, was {w}"),
        )),
    }
}

type Prominences = (Vec<f64>, Vec<usize>, Vec<usize>);

fn prominences_host(op: &'static str, x: &[f64], peaks: &[i64], wlen: i64) -> Result<Prominences> {
    let n = peaks.len();
    let (mut pr, mut lb, mut rb) = (vec![0.0; n], vec![0usize; n], vec![0usize; n]);
    for (p, &peak) in peaks.iter().enumerate() {
        if peak < 0 || peak as usize >= x.len() {
            return Err(invalid(
                op,
                format!("peaks: peak {peak} is not a valid index for `x`"),
            ));
        }
        let peak = peak as usize;
        let (mut i_min, mut i_max) = (0usize, x.len() - 1);
        if wlen >= 2 {
            let h = (wlen / 2) as usize;
            i_min = peak.saturating_sub(h).max(i_min);
            i_max = (peak + h).min(i_max);
        }
        lb[p] = peak;
        let mut left_min = x[peak];
        let mut i = peak as isize;
        while i_min as isize <= i && x[i as usize] <= x[peak] {
            if x[i as usize] < left_min {
                left_min = x[i as usize];
                lb[p] = i as usize;
            }
            i -= 1;
        }
        rb[p] = peak;
        let mut right_min = x[peak];
        let mut i = peak;
        while i <= i_max && x[i] <= x[peak] {
            if x[i] < right_min {
                right_min = x[i];
                rb[p] = i;
            }
            i += 1;
        }
        pr[p] = x[peak] - left_min.max(right_min);
    }
    Ok((pr, lb, rb))
}

type Widths = (Vec<f64>, Vec<f64>, Vec<f64>, Vec<f64>);

fn widths_host(
    op: &'static str,
    x: &[f64],
    peaks: &[i64],
    rel_height: f64,
    prom: &[f64],
    lb: &[i64],
    rb: &[i64],
) -> Result<Widths> {
    // NaN compares false: SciPy's `rel_height < 0` lets NaN through too.
    if rel_height < 0.0 {
        return Err(invalid(
            op,
            "rel_height: `rel_height` must be greater or equal to 0.0",
        ));
    }
    let n = peaks.len();
    if prom.len() != n || lb.len() != n || rb.len() != n {
        return Err(invalid(
            op,
            "prominence_data: arrays in `prominence_data` must have the same shape as `peaks`",
        ));
    }
    let (mut w, mut wh, mut li, mut ri) = (vec![0.0; n], vec![0.0; n], vec![0.0; n], vec![0.0; n]);
    for p in 0..n {
        let (i_min, i_max, peak) = (lb[p], rb[p], peaks[p]);
        if !(0 <= i_min && i_min <= peak && peak <= i_max && (i_max as usize) < x.len()) {
            return Err(invalid(
                op,
                format!("prominence_data: prominence data is invalid for peak {peak}"),
            ));
        }
        let (i_min, i_max, peak) = (i_min as usize, i_max as usize, peak as usize);
        let height = x[peak] - prom[p] * rel_height;
        wh[p] = height;
        let mut i = peak;
        while i_min < i && height < x[i] {
            i -= 1;
        }
        let mut left = i as f64;
        if x[i] < height {
            left += (height - x[i]) / (x[i + 1] - x[i]);
        }
        let mut i = peak;
        while i < i_max && height < x[i] {
            i += 1;
        }
        let mut right = i as f64;
        if x[i] < height {
            right -= (height - x[i]) / (x[i - 1] - x[i]);
        }
        w[p] = right - left;
        li[p] = left;
        ri[p] = right;
    }
    Ok((w, wh, li, ri))
}

fn x_host<T: SpectralFloat>(op: &'static str, x: &Array<T>) -> Result<Vec<f64>> {
    if x.ndim() != 1 {
        return Err(invalid(
            op,
            format!("x: `x` must be a 1-D array (got {} dims)", x.ndim()),
        ));
    }
    Ok(x.to_vec()?.into_iter().map(|v| v.to_c64().re).collect())
}

fn peaks_host(op: &'static str, peaks: &Array<i64>) -> Result<Vec<i64>> {
    if peaks.ndim() != 1 {
        return Err(invalid(op, "peaks: `peaks` must be a 1-D array"));
    }
    peaks.to_vec()
}

fn f64s(v: Vec<f64>, dev: &Device) -> Result<Array<f64>> {
    let n = v.len();
    Array::from_vec(v, &[n], dev)
}

fn i64s(v: impl IntoIterator<Item = usize>, dev: &Device) -> Result<Array<i64>> {
    let v: Vec<i64> = v.into_iter().map(|u| u as i64).collect();
    let n = v.len();
    Array::from_vec(v, &[n], dev)
}

fn filt<V: Copy>(v: &[V], keep: &[bool]) -> Vec<V> {
    v.iter()
        .zip(keep)
        .filter(|(_, k)| **k)
        .map(|(a, _)| *a)
        .collect()
}

/// Find peaks inside a signal based on peak properties.
///
/// Equivalent to `scipy.signal.find_peaks(x, height=None, threshold=None, distance=None,
/// prominence=None, wlen=None, width=None, rel_height=0.5, plateau_size=None)`. The local
/// maxima and the `height`/`plateau_size` selections run on `x`'s device (with only those
/// conditions nothing else is done); `threshold`, `distance`, `prominence` and `width` run
/// SciPy's algorithm on the host in float64 (the signal is copied there); `peaks` and the
/// properties come back on `x`'s device. Peaks of equal height are ranked for `distance` by a stable sort
/// (NumPy's quicksort order of ties is unspecified).
///
/// # Errors
/// [`Error::InvalidArgument`] when `x` is not 1-D, `distance < 1`, `wlen <= 1` or
/// `rel_height < 0`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{find_peaks, FindPeaksOptions};
/// let x = Array::from_vec(vec![0.0f64, 2.0, 1.0, 3.0, 3.0, 0.0, 1.5, 0.0], &[8], &Device::cpu())?;
/// let r = find_peaks(&x, &FindPeaksOptions { height: Some(1.8.into()), ..Default::default() })?;
/// assert_eq!(r.peaks.to_vec()?, vec![1, 3]);
/// assert_eq!(r.properties.peak_heights.unwrap().to_vec()?, vec![2.0, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn find_peaks<T: SpectralFloat>(
    x: &Array<T>,
    opts: &FindPeaksOptions,
) -> Result<FindPeaksResult> {
    const OP: &str = "find_peaks";
    if x.ndim() != 1 {
        return Err(invalid(
            OP,
            format!("x: `x` must be a 1-D array (got {} dims)", x.ndim()),
        ));
    }
    if let Some(d) = opts.distance.filter(|d| d.is_nan() || *d < 1.0) {
        return Err(invalid(
            OP,
            format!("distance: `distance` must be greater or equal to 1 (got {d})"),
        ));
    }
    let wlen = wlen_arg(OP, opts.wlen)?;
    if opts.width.is_some() && opts.rel_height < 0.0 {
        return Err(invalid(
            OP,
            "rel_height: `rel_height` must be greater or equal to 0.0",
        ));
    }
    let dev = x.device();
    let device_only = opts.threshold.is_none()
        && opts.distance.is_none()
        && opts.prominence.is_none()
        && opts.width.is_none();
    // On the CPU the maxima come from SciPy's one pass (`_local_maxima_1d`); on a GPU from
    // array operations (the same peaks and edges).
    let to_usize = |v: Vec<i64>| -> Vec<usize> { v.into_iter().map(|v| v as usize).collect() };
    let cpu_view = x.view_cpu();
    let (mut peaks, le, re) = match cpu_view.as_ref().and_then(|v| v.as_slice()) {
        Some(sl) => {
            let (m, l, r) = local_maxima_host(OP, sl)?;
            if device_only {
                let (nm, nl, nr) = (m.len(), l.len(), r.len());
                let maxima = (
                    Array::from_vec(m, &[nm], dev)?,
                    Array::from_vec(l, &[nl], dev)?,
                    Array::from_vec(r, &[nr], dev)?,
                );
                return find_peaks_device(x, opts, maxima);
            }
            (to_usize(m), to_usize(l), to_usize(r))
        }
        None => {
            let maxima = local_maxima_device(x)?;
            if device_only {
                return find_peaks_device(x, opts, maxima);
            }
            (
                to_usize(maxima.0.to_vec()?),
                to_usize(maxima.1.to_vec()?),
                to_usize(maxima.2.to_vec()?),
            )
        }
    };
    let xs = x_host(OP, x)?;
    // Host properties, filtered together with the peaks.
    let mut fprops: Vec<(&'static str, Vec<f64>)> = Vec::new();
    let mut iprops: Vec<(&'static str, Vec<usize>)> = Vec::new();
    let apply = |keep: &[bool],
                 peaks: &mut Vec<usize>,
                 fprops: &mut Vec<(&'static str, Vec<f64>)>,
                 iprops: &mut Vec<(&'static str, Vec<usize>)>| {
        *peaks = filt(peaks, keep);
        fprops.iter_mut().for_each(|(_, v)| *v = filt(v, keep));
        iprops.iter_mut().for_each(|(_, v)| *v = filt(v, keep));
    };
    if let Some(b) = &opts.plateau_size {
        let sizes: Vec<f64> = le
            .iter()
            .zip(&re)
            .map(|(l, r)| (r - l + 1) as f64)
            .collect();
        let keep = select_by_property(&sizes, b);
        iprops.push((
            "plateau_sizes",
            le.iter().zip(&re).map(|(l, r)| r - l + 1).collect(),
        ));
        iprops.push(("left_edges", le.clone()));
        iprops.push(("right_edges", re.clone()));
        apply(&keep, &mut peaks, &mut fprops, &mut iprops);
    }
    if let Some(b) = &opts.height {
        let h: Vec<f64> = peaks.iter().map(|p| xs[*p]).collect();
        let keep = select_by_property(&h, b);
        fprops.push(("peak_heights", h));
        apply(&keep, &mut peaks, &mut fprops, &mut iprops);
    }
    if let Some(b) = &opts.threshold {
        let l: Vec<f64> = peaks.iter().map(|p| xs[*p] - xs[p - 1]).collect();
        let r: Vec<f64> = peaks.iter().map(|p| xs[*p] - xs[p + 1]).collect();
        let keep: Vec<bool> = l
            .iter()
            .zip(&r)
            .map(|(a, c)| {
                b.min.is_none_or(|m| m <= a.min(*c)) && b.max.is_none_or(|m| a.max(*c) <= m)
            })
            .collect();
        fprops.push(("left_thresholds", l));
        fprops.push(("right_thresholds", r));
        apply(&keep, &mut peaks, &mut fprops, &mut iprops);
    }
    if let Some(d) = opts.distance {
        let pri: Vec<f64> = peaks.iter().map(|p| xs[*p]).collect();
        let keep = select_by_peak_distance(&peaks, &pri, d);
        apply(&keep, &mut peaks, &mut fprops, &mut iprops);
    }
    if opts.prominence.is_some() || opts.width.is_some() {
        let pk: Vec<i64> = peaks.iter().map(|p| *p as i64).collect();
        let (pr, lb, rb) = prominences_host(OP, &xs, &pk, wlen)?;
        fprops.push(("prominences", pr));
        iprops.push(("left_bases", lb));
        iprops.push(("right_bases", rb));
    }
    let get_f = |fp: &Vec<(&'static str, Vec<f64>)>, k: &str| -> Vec<f64> {
        fp.iter()
            .find(|(n, _)| *n == k)
            .map(|(_, v)| v.clone())
            .unwrap_or_default()
    };
    let get_i = |ip: &Vec<(&'static str, Vec<usize>)>, k: &str| -> Vec<i64> {
        ip.iter()
            .find(|(n, _)| *n == k)
            .map(|(_, v)| v.iter().map(|u| *u as i64).collect())
            .unwrap_or_default()
    };
    if let Some(b) = &opts.prominence {
        let keep = select_by_property(&get_f(&fprops, "prominences"), b);
        apply(&keep, &mut peaks, &mut fprops, &mut iprops);
    }
    if let Some(b) = &opts.width {
        let pk: Vec<i64> = peaks.iter().map(|p| *p as i64).collect();
        let (w, wh, li, ri) = widths_host(
            OP,
            &xs,
            &pk,
            opts.rel_height,
            &get_f(&fprops, "prominences"),
            &get_i(&iprops, "left_bases"),
            &get_i(&iprops, "right_bases"),
        )?;
        let keep = select_by_property(&w, b);
        fprops.push(("widths", w));
        fprops.push(("width_heights", wh));
        fprops.push(("left_ips", li));
        fprops.push(("right_ips", ri));
        apply(&keep, &mut peaks, &mut fprops, &mut iprops);
    }
    let mut props = PeakProperties::default();
    for (name, v) in fprops {
        let a = Some(f64s(v, dev)?);
        match name {
            "peak_heights" => props.peak_heights = a,
            "left_thresholds" => props.left_thresholds = a,
            "right_thresholds" => props.right_thresholds = a,
            "prominences" => props.prominences = a,
            "widths" => props.widths = a,
            "width_heights" => props.width_heights = a,
            "left_ips" => props.left_ips = a,
            _ => props.right_ips = a,
        }
    }
    for (name, v) in iprops {
        let a = Some(i64s(v, dev)?);
        match name {
            "plateau_sizes" => props.plateau_sizes = a,
            "left_edges" => props.left_edges = a,
            "right_edges" => props.right_edges = a,
            "left_bases" => props.left_bases = a,
            _ => props.right_bases = a,
        }
    }
    Ok(FindPeaksResult {
        peaks: i64s(peaks, dev)?,
        properties: props,
    })
}

/// Keyword arguments of [`peak_prominences`].
#[derive(Clone, Debug, Default)]
pub struct PeakProminencesOptions {
    /// Window length in samples (`None`: the whole signal).
    pub wlen: Option<f64>,
}

/// `(prominences, left_bases, right_bases)` of [`peak_prominences`].
#[derive(Clone, Debug)]
pub struct PeakProminencesResult {
    /// The prominences.
    pub prominences: Array<f64>,
    /// Left bases.
    pub left_bases: Array<i64>,
    /// Right bases.
    pub right_bases: Array<i64>,
}

/// Calculate the prominence of each peak in a signal.
///
/// Equivalent to `scipy.signal.peak_prominences(x, peaks, wlen=None)` (host, float64).
///
/// # Errors
/// [`Error::InvalidArgument`] when `x` or `peaks` is not 1-D, a peak is out of range or
/// `wlen <= 1`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{peak_prominences, PeakProminencesOptions};
/// let dev = Device::cpu();
/// let x = Array::from_vec(vec![0.0f64, 2.0, 1.0, 3.0, 3.0, 0.0, 1.5, 0.0], &[8], &dev)?;
/// let p = Array::from_vec(vec![1i64, 6], &[2], &dev)?;
/// let r = peak_prominences(&x, &p, &PeakProminencesOptions::default())?;
/// assert_eq!(r.prominences.to_vec()?, vec![1.0, 1.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn peak_prominences<T: SpectralFloat>(
    x: &Array<T>,
    peaks: &Array<i64>,
    opts: &PeakProminencesOptions,
) -> Result<PeakProminencesResult> {
    const OP: &str = "peak_prominences";
    let xs = x_host(OP, x)?;
    let pk = peaks_host(OP, peaks)?;
    let wlen = wlen_arg(OP, opts.wlen)?;
    let (pr, lb, rb) = prominences_host(OP, &xs, &pk, wlen)?;
    let dev = x.device();
    Ok(PeakProminencesResult {
        prominences: f64s(pr, dev)?,
        left_bases: i64s(lb, dev)?,
        right_bases: i64s(rb, dev)?,
    })
}

/// Keyword arguments of [`peak_widths`].
#[derive(Clone, Debug)]
pub struct PeakWidthsOptions {
    /// Relative height (default 0.5).
    pub rel_height: f64,
    /// `(prominences, left_bases, right_bases)` as [`peak_prominences`] returns (default:
    /// computed).
    pub prominence_data: Option<PeakProminencesResult>,
    /// Window length for the prominences computed here.
    pub wlen: Option<f64>,
}

impl Default for PeakWidthsOptions {
    fn default() -> Self {
        PeakWidthsOptions {
            rel_height: 0.5,
            prominence_data: None,
            wlen: None,
        }
    }
}

/// `(widths, width_heights, left_ips, right_ips)` of [`peak_widths`].
#[derive(Clone, Debug)]
pub struct PeakWidthsResult {
    /// Widths in samples.
    pub widths: Array<f64>,
    /// Heights of the contour lines.
    pub width_heights: Array<f64>,
    /// Interpolated left intersection points.
    pub left_ips: Array<f64>,
    /// Interpolated right intersection points.
    pub right_ips: Array<f64>,
}

/// Calculate the width of each peak in a signal.
///
/// Equivalent to `scipy.signal.peak_widths(x, peaks, rel_height=0.5, prominence_data=None,
/// wlen=None)` (host, float64).
///
/// # Errors
/// [`Error::InvalidArgument`] when `x` or `peaks` is not 1-D, `rel_height < 0`, prominence
/// data of the wrong length or invalid for a peak, `wlen <= 1`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{peak_widths, PeakWidthsOptions};
/// let dev = Device::cpu();
/// let x = Array::from_vec(vec![0.0f64, 1.0, 2.0, 1.0, 0.0], &[5], &dev)?;
/// let p = Array::from_vec(vec![2i64], &[1], &dev)?;
/// let r = peak_widths(&x, &p, &PeakWidthsOptions::default())?;
/// assert_eq!(r.widths.to_vec()?, vec![2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn peak_widths<T: SpectralFloat>(
    x: &Array<T>,
    peaks: &Array<i64>,
    opts: &PeakWidthsOptions,
) -> Result<PeakWidthsResult> {
    const OP: &str = "peak_widths";
    let xs = x_host(OP, x)?;
    let pk = peaks_host(OP, peaks)?;
    let (pr, lb, rb) = match &opts.prominence_data {
        Some(d) => (
            d.prominences.to_vec()?,
            d.left_bases.to_vec()?,
            d.right_bases.to_vec()?,
        ),
        None => {
            let wlen = wlen_arg(OP, opts.wlen)?;
            let (pr, lb, rb) = prominences_host(OP, &xs, &pk, wlen)?;
            (
                pr,
                lb.into_iter().map(|v| v as i64).collect(),
                rb.into_iter().map(|v| v as i64).collect(),
            )
        }
    };
    let (w, wh, li, ri) = widths_host(OP, &xs, &pk, opts.rel_height, &pr, &lb, &rb)?;
    let dev = x.device();
    Ok(PeakWidthsResult {
        widths: f64s(w, dev)?,
        width_heights: f64s(wh, dev)?,
        left_ips: f64s(li, dev)?,
        right_ips: f64s(ri, dev)?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The blocked scan gives SciPy's scan's maxima on data mixing runs without ties, plateaus
    /// (a few levels, so runs of equal samples), plateaus across block ends, NaN and ±inf.
    #[test]
    fn blocked_local_maxima_are_the_scans() {
        let mut s = 0x9E37_79B9_7F4A_7C15u64;
        let mut next = || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        for n in [3usize, 4, 1023, 1024, 1025, 1026, 2049, 5000, 20_000] {
            for mode in 0..5 {
                let x: Vec<f64> = (0..n)
                    .map(|i| {
                        let r = next();
                        match mode {
                            0 => (r >> 11) as f64,
                            1 => (r % 3) as f64,
                            // ties only in some blocks
                            2 if (i / 700) % 2 == 0 => (r % 4) as f64,
                            3 if r % 97 == 0 => f64::NAN,
                            3 if r % 89 == 0 => f64::INFINITY,
                            // long plateaus across the block ends
                            4 if (1000..1100).contains(&(i % 1024)) => 7.0,
                            _ => (r >> 40) as f64,
                        }
                    })
                    .collect();
                let got = local_maxima_host("find_peaks", &x).unwrap();
                let (mut m, mut l, mut r) = (Vec::new(), Vec::new(), Vec::new());
                if n >= 3 {
                    scan_maxima(&x, 1, n - 1, &mut m, &mut l, &mut r);
                }
                assert_eq!(got, (m, l, r), "n {n} mode {mode}");
                let x32: Vec<f32> = x.iter().map(|&v| v as f32).collect();
                let got = local_maxima_host("find_peaks", &x32).unwrap();
                let (mut m, mut l, mut r) = (Vec::new(), Vec::new(), Vec::new());
                if n >= 3 {
                    scan_maxima(&x32, 1, n - 1, &mut m, &mut l, &mut r);
                }
                assert_eq!(got, (m, l, r), "f32 n {n} mode {mode}");
            }
        }
    }
}
