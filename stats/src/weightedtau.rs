//! `weightedtau`: Vigna's weighted Kendall tau (an `O(n log n)` merge sort that weighs each
//! exchange by the importance of the two elements exchanged).
//!
//! The statistic only depends on the order and the ties of the data, so both backends copy the
//! two samples to the host once, replace them with dense integer ranks (NaN the smallest, as
//! SciPy's `_toint64`), and run the merge sort there; the result is a 0-d array on the input's
//! device.

use crate::common::{StatsFloat, invalid};
use crate::hypothesis::TestResult;
use gsci_core::{Array, Error, Result};

/// A weigher of [`weightedtau`]: maps a rank (0 is the most important element) to a
/// nonnegative weight.
#[derive(Clone, Copy)]
pub struct Weigher<'a>(pub &'a dyn Fn(usize) -> f64);

impl std::fmt::Debug for Weigher<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Weigher(<fn>)")
    }
}

/// SciPy's `rank` of [`weightedtau`]: how the importance of each element is decided.
#[derive(Clone, Copy, Debug, Default)]
pub enum WeightedtauRank<'a> {
    /// The average of the taus by the decreasing lexicographic rank by `(x, y)` and by `(y, x)`
    /// (`rank=True`, the default).
    #[default]
    Both,
    /// The decreasing lexicographic rank by `(x, y)`: larger `x` first, `y` breaking ties
    /// (`rank=None`).
    Lexicographic,
    /// The element indices are the ranks (`rank=False`).
    Index,
    /// One rank per element (SciPy's array `rank`); as SciPy, only their order matters (they are
    /// replaced by their dense ranks from 0).
    Given(&'a Array<i64>),
}

/// Keyword arguments of [`weightedtau`].
#[derive(Clone, Copy, Debug)]
pub struct WeightedtauOptions<'a> {
    /// The ranks of importance.
    pub rank: WeightedtauRank<'a>,
    /// The weigher; `None` is SciPy's hyperbolic weigher `1 / (r + 1)`.
    pub weigher: Option<Weigher<'a>>,
    /// Whether the weight of an exchange is the sum (true, the default) or the product of the
    /// two weights.
    pub additive: bool,
}

impl Default for WeightedtauOptions<'_> {
    fn default() -> Self {
        WeightedtauOptions {
            rank: WeightedtauRank::Both,
            weigher: None,
            additive: true,
        }
    }
}

/// Dense ranks of `v` with NaN the smallest value (SciPy's `_toint64`): equal values share a
/// rank, `-0.0` equals `0.0`. When every value is NaN (and there are two or more), SciPy's
/// loop gives rank 1 to the first element of its sort and 0 to the others; that is the first
/// element here (NumPy's sort keeps the input order of up to 16 NaNs).
fn dense_ranks(v: &[f64]) -> Vec<i64> {
    let n = v.len();
    let mut idx: Vec<usize> = (0..n).filter(|&i| !v[i].is_nan()).collect();
    idx.sort_by(|&a, &b| v[a].total_cmp(&v[b]));
    let mut out = vec![0i64; n];
    if idx.is_empty() {
        if n > 1 {
            out[0] = 1;
        }
        return out;
    }
    let mut r = i64::from(idx.len() < n);
    for (k, &i) in idx.iter().enumerate() {
        if k > 0 && v[idx[k - 1]] != v[i] {
            r += 1;
        }
        out[i] = r;
    }
    out
}

/// SciPy's tie sums: `sum over groups of equal keys of s * (len - 1)` (additive) or
/// `(s^2 - sum w^2) / 2`, walking `perm`, and whether the keys are all equal.
fn tie_weight(
    perm: &[usize],
    w: &[f64],
    same: impl Fn(usize, usize) -> bool,
    add: bool,
) -> (f64, bool) {
    let n = perm.len();
    let close = |s: f64, sq: f64, len: usize| {
        if add {
            s * (len as f64 - 1.0)
        } else {
            (s * s - sq) / 2.0
        }
    };
    let mut first = 0usize;
    let mut acc = 0.0f64;
    let mut s = w[perm[0]];
    let mut sq = s * s;
    for i in 1..n {
        if !same(perm[first], perm[i]) {
            acc += close(s, sq, i - first);
            first = i;
            s = 0.0;
            sq = 0.0;
        }
        let wi = w[perm[i]];
        s += wi;
        sq += wi * wi;
    }
    acc += close(s, sq, n - first);
    (acc, first == 0)
}

/// The merge sort of `perm` by `y` that sums the weights of the exchanges.
struct Merge<'s> {
    y: &'s [i64],
    w: &'s [f64],
    perm: Vec<usize>,
    temp: Vec<usize>,
    exchanges: f64,
    additive: bool,
}

impl Merge<'_> {
    /// Sorts `perm[offset..offset + length]` by `y` and returns the section's total weight.
    fn weigh(&mut self, offset: usize, length: usize) -> f64 {
        if length == 1 {
            return self.w[self.perm[offset]];
        }
        let l0 = length / 2;
        let l1 = length - l0;
        let middle = offset + l0;
        let mut residual = self.weigh(offset, l0);
        let weight = self.weigh(middle, l1) + residual;
        let (y, w) = (self.y, self.w);
        if y[self.perm[middle - 1]] < y[self.perm[middle]] {
            return weight;
        }
        let (mut i, mut j, mut k) = (0usize, 0usize, 0usize);
        while j < l0 && k < l1 {
            let left = self.perm[offset + j];
            let right = self.perm[middle + k];
            if y[left] <= y[right] {
                self.temp[i] = left;
                residual -= w[left];
                j += 1;
            } else {
                self.temp[i] = right;
                let wr = w[right];
                self.exchanges += if self.additive {
                    wr * (l0 - j) as f64 + residual
                } else {
                    wr * residual
                };
                k += 1;
            }
            i += 1;
        }
        self.perm.copy_within(offset + j..offset + l0, offset + i);
        self.perm[offset..offset + i].copy_from_slice(&self.temp[..i]);
        weight
    }
}

/// SciPy's `_weightedrankedtau(x, y, rank, weigher, additive)` on dense ranks; `rank: None`
/// is the decreasing lexicographic rank by `(x, y)`.
fn ranked_tau(
    x: &[i64],
    y: &[i64],
    rank: Option<&[usize]>,
    weigher: &dyn Fn(usize) -> f64,
    additive: bool,
) -> f64 {
    let n = x.len();
    // sort on x and, for ties, on y (stable: NumPy's lexsort)
    let mut perm: Vec<usize> = (0..n).collect();
    perm.sort_by(|&a, &b| x[a].cmp(&x[b]).then(y[a].cmp(&y[b])));
    let w: Vec<f64> = match rank {
        Some(r) => r.iter().map(|&r| weigher(r)).collect(),
        None => {
            let mut w = vec![0.0; n];
            for (i, &p) in perm.iter().enumerate() {
                w[p] = weigher(n - 1 - i);
            }
            w
        }
    };
    let (t, _) = tie_weight(&perm, &w, |a, b| x[a] == x[b] && y[a] == y[b], additive);
    let (u, x_const) = tie_weight(&perm, &w, |a, b| x[a] == x[b], additive);
    if x_const {
        return f64::NAN;
    }
    let mut m = Merge {
        y,
        w: &w,
        perm,
        temp: vec![0; n],
        exchanges: 0.0,
        additive,
    };
    m.weigh(0, n);
    let (exchanges, perm) = (m.exchanges, m.perm);
    let (v, y_const) = tie_weight(&perm, &w, |a, b| y[a] == y[b], additive);
    if y_const {
        return f64::NAN;
    }
    let (mut s, mut sq) = (0.0f64, 0.0f64);
    for &p in &perm {
        s += w[p];
        sq += w[p] * w[p];
    }
    let tot = if additive {
        s * (n as f64 - 1.0)
    } else {
        (s * s - sq) / 2.0
    };
    let tau = ((tot - (v + u - t)) - 2.0 * exchanges) / (tot - u).sqrt() / (tot - v).sqrt();
    // Python's min(1., max(-1., tau)): a NaN tau (zero weights) becomes -1
    let lo = if tau > -1.0 { tau } else { -1.0 };
    if lo < 1.0 { lo } else { 1.0 }
}

/// Dense ranks from 0 of the given ranks (SciPy's `_toint64(rank)`).
fn given_ranks(raw: &[i64]) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..raw.len()).collect();
    idx.sort_by_key(|&i| raw[i]);
    let mut out = vec![0usize; raw.len()];
    let mut k = 0usize;
    for (j, &i) in idx.iter().enumerate() {
        if j > 0 && raw[idx[j - 1]] != raw[i] {
            k += 1;
        }
        out[i] = k;
    }
    out
}

fn host_f64<T: StatsFloat>(a: &Array<T>) -> Result<Vec<f64>> {
    Ok(a.to_vec()?.into_iter().map(StatsFloat::as_f64).collect())
}

/// Weighted Kendall tau of two samples (Vigna's additive hyperbolic tau by default).
///
/// Equivalent to `scipy.stats.weightedtau(x, y, rank, weigher, additive)`. The samples are
/// flattened; NaN is the smallest value. The statistic is float64 (SciPy's) and the p-value
/// NaN (SciPy computes none); empty samples, a constant sample and `n = 1` give NaN. Computed
/// on the host (one copy of each sample), the result lives on `x`'s device. A sample that is
/// all NaN is not constant in SciPy (its `_toint64` ranks one NaN above the others): gsci ranks
/// the first one higher, which is SciPy's choice for up to 16 values (beyond that it depends on
/// NumPy's unstable sort).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] when `x` and `y` (or a given `rank`) differ in size;
/// [`gsci_core::Error::DeviceMismatch`] when they live on different devices.
///
/// ```
/// use gsci_stats::{weightedtau, WeightedtauOptions, Array, Device};
/// let x = Array::from_vec(vec![12.0f64, 2.0, 1.0, 12.0, 2.0], &[5], &Device::cpu())?;
/// let y = Array::from_vec(vec![1.0f64, 4.0, 7.0, 1.0, 0.0], &[5], &Device::cpu())?;
/// let r = weightedtau(&x, &y, &WeightedtauOptions::default())?;
/// assert!((r.statistic.item()? + 0.5669496815368272).abs() < 1e-15);
/// assert!(r.pvalue.item()?.is_nan());
/// # Ok::<(), gsci_stats::Error>(())
/// ```
pub fn weightedtau<T: StatsFloat>(
    x: &Array<T>,
    y: &Array<T>,
    opts: &WeightedtauOptions<'_>,
) -> Result<TestResult<f64>> {
    const OP: &str = "weightedtau";
    if x.size() != y.size() {
        return Err(invalid(
            OP,
            format!(
                "x and y must have one size, got {:?} and {:?}",
                x.shape(),
                y.shape()
            ),
        ));
    }
    for other in [y.device()].into_iter().chain(match opts.rank {
        WeightedtauRank::Given(r) => Some(r.device()),
        _ => None,
    }) {
        if other != x.device() {
            return Err(Error::DeviceMismatch {
                op: OP,
                left: x.device().to_string(),
                right: other.to_string(),
            });
        }
    }
    let n = x.size();
    let dev = x.device();
    let tau = if n == 0 {
        f64::NAN
    } else {
        let xr = dense_ranks(&host_f64(x)?);
        let yr = dense_ranks(&host_f64(y)?);
        let hyperbolic = |r: usize| 1.0 / (1.0 + r as f64);
        let weigher: &dyn Fn(usize) -> f64 = match &opts.weigher {
            Some(w) => w.0,
            None => &hyperbolic,
        };
        let add = opts.additive;
        match opts.rank {
            WeightedtauRank::Both => {
                (ranked_tau(&xr, &yr, None, weigher, add)
                    + ranked_tau(&yr, &xr, None, weigher, add))
                    / 2.0
            }
            WeightedtauRank::Lexicographic => ranked_tau(&xr, &yr, None, weigher, add),
            WeightedtauRank::Index => {
                let r: Vec<usize> = (0..n).collect();
                ranked_tau(&xr, &yr, Some(&r), weigher, add)
            }
            WeightedtauRank::Given(r) => {
                if r.size() != n {
                    return Err(invalid(
                        OP,
                        format!(
                            "rank must have the size of x, found x-size {n} and rank-size {}",
                            r.size()
                        ),
                    ));
                }
                let given = given_ranks(&r.to_vec()?);
                ranked_tau(&xr, &yr, Some(&given), weigher, add)
            }
        }
    };
    Ok(TestResult {
        statistic: Array::scalar(tau, dev)?,
        pvalue: Array::scalar(f64::NAN, dev)?,
    })
}
