//! Discrete prolate spheroidal (Slepian) sequences: the largest eigenvectors of SciPy's symmetric
//! tridiagonal matrix, by Sturm-sequence bisection for the eigenvalues and inverse iteration for
//! the eigenvectors (SciPy calls LAPACK's `stebz`/`stein` through `eigh_tridiagonal`, the same
//! two algorithms).

use std::f64::consts::PI;

use super::{extend, invalid};
use crate::{Array, Device, Result};

/// The `norm` keyword of [`dpss`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum DpssNorm {
    /// SciPy's default: `Approximate` when `kmax` is `None`, `L2` otherwise.
    Default,
    /// Unit energy (SciPy's `norm=2`).
    L2,
    /// Maximum 1, with the approximate even-length correction `M²/(M²+NW)`.
    Approximate,
    /// Maximum 1, with the subsample-shift even-length correction.
    Subsample,
}

/// Keyword arguments of [`dpss`].
#[derive(Clone, Debug)]
pub struct DpssOptions {
    /// Number of sequences; `None` (default) returns the first one as a 1-D array, `Some(k)` a
    /// `(k, M)` array.
    pub kmax: Option<usize>,
    /// Symmetric (default `true`) or periodic.
    pub sym: bool,
    /// Normalisation (default: SciPy's `None`).
    pub norm: DpssNorm,
}

impl Default for DpssOptions {
    fn default() -> Self {
        Self {
            kmax: None,
            sym: true,
            norm: DpssNorm::Default,
        }
    }
}

/// Number of eigenvalues of the symmetric tridiagonal (d, e) that are < x.
fn sturm_count(d: &[f64], e: &[f64], x: f64) -> usize {
    let mut count = 0;
    let mut q = d[0] - x;
    if q < 0.0 {
        count += 1;
    }
    for i in 1..d.len() {
        let qq = if q == 0.0 {
            f64::EPSILON * e[i - 1].abs().max(1e-300)
        } else {
            q
        };
        q = d[i] - x - e[i - 1] * e[i - 1] / qq;
        if q < 0.0 {
            count += 1;
        }
    }
    count
}

/// The `idx`-th smallest eigenvalue (0-based) by bisection.
fn eigenvalue(d: &[f64], e: &[f64], idx: usize) -> f64 {
    let n = d.len();
    let mut lo = f64::INFINITY;
    let mut hi = f64::NEG_INFINITY;
    for i in 0..n {
        let r = if i > 0 { e[i - 1].abs() } else { 0.0 } + if i + 1 < n { e[i].abs() } else { 0.0 };
        lo = lo.min(d[i] - r);
        hi = hi.max(d[i] + r);
    }
    for _ in 0..200 {
        let mid = 0.5 * (lo + hi);
        if mid <= lo || mid >= hi {
            break;
        }
        if sturm_count(d, e, mid) > idx {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    0.5 * (lo + hi)
}

/// Solves (T - lambda I) x = b for tridiagonal T by Gaussian elimination with partial pivoting.
fn tridiag_solve(d: &[f64], e: &[f64], lambda: f64, b: &mut [f64]) {
    let n = d.len();
    // Rows stored as (sub, diag, sup, sup2) after pivoting.
    let mut diag: Vec<f64> = d.iter().map(|v| v - lambda).collect();
    let mut sup: Vec<f64> = e.to_vec();
    sup.push(0.0);
    let mut sup2 = vec![0.0; n];
    let mut sub: Vec<f64> = e.to_vec();
    let tiny = f64::EPSILON
        * d.iter()
            .chain(e)
            .fold(0.0f64, |a, v| a.max(v.abs()))
            .max(1e-300);
    for i in 0..n.saturating_sub(1) {
        if sub[i].abs() > diag[i].abs() {
            // swap rows i and i+1
            let (a0, a1, a2) = (diag[i], sup[i], sup2[i]);
            diag[i] = sub[i];
            sup[i] = diag[i + 1];
            sup2[i] = sup[i + 1];
            let f = a0 / diag[i];
            diag[i + 1] = a1 - f * sup[i];
            sup[i + 1] = a2 - f * sup2[i];
            b.swap(i, i + 1);
            b[i + 1] -= f * b[i];
        } else {
            if diag[i] == 0.0 {
                diag[i] = tiny;
            }
            let f = sub[i] / diag[i];
            diag[i + 1] -= f * sup[i];
            sup[i + 1] -= f * sup2[i];
            b[i + 1] -= f * b[i];
        }
        sub[i] = 0.0;
    }
    if diag[n - 1] == 0.0 {
        diag[n - 1] = tiny;
    }
    for i in (0..n).rev() {
        let mut s = b[i];
        if i + 1 < n {
            s -= sup[i] * b[i + 1];
        }
        if i + 2 < n {
            s -= sup2[i] * b[i + 2];
        }
        b[i] = s / diag[i];
    }
}

fn normalize(v: &mut [f64]) {
    let nrm = v.iter().map(|x| x * x).sum::<f64>().sqrt();
    for x in v {
        *x /= nrm;
    }
}

/// Discrete prolate spheroidal sequences (Slepian windows).
///
/// Equivalent to `scipy.signal.windows.dpss` (without `return_ratios`). With `kmax: None` the
/// result is the first sequence, 1-D of length `m`; with `Some(k)` it is `(k, m)`.
///
/// # Errors
/// `InvalidArgument` when `kmax` is 0 or above `m`, `nw >= m/2` or `nw <= 0`, as SciPy.
///
/// ```
/// use gsci_signal::windows::{dpss, DpssOptions};
/// let w = dpss(8, 2.0, &DpssOptions::default())?.to_vec()?;
/// assert!((w[0] - w[7]).abs() < 1e-12);
/// # Ok::<(), gsci_signal::Error>(())
/// ```
pub fn dpss(m: usize, nw: f64, opts: &DpssOptions) -> Result<Array<f64>> {
    const OP: &str = "dpss";
    super::alloc_check(OP, m, 4 + opts.kmax.unwrap_or(1))?;
    let norm = match opts.norm {
        DpssNorm::Default => {
            if opts.kmax.is_none() {
                DpssNorm::Approximate
            } else {
                DpssNorm::L2
            }
        }
        n => n,
    };
    let singleton = opts.kmax.is_none();
    let kmax = opts.kmax.unwrap_or(1);
    let shape_of = |k: usize, len: usize| if singleton { vec![len] } else { vec![k, len] };
    if m <= 1 {
        let v = vec![1.0; m];
        return Array::from_vec(v, &[m], &Device::cpu());
    }
    if !(kmax > 0 && kmax <= m) {
        return Err(invalid(
            OP,
            format!("Kmax must be greater than 0 and less than M, got Kmax={kmax}, M={m}"),
        ));
    }
    if nw >= m as f64 / 2.0 {
        return Err(invalid(
            OP,
            format!("NW must be less than M/2., got NW={nw}, M={m}"),
        ));
    }
    if nw <= 0.0 || nw.is_nan() {
        return Err(invalid(OP, format!("NW must be positive, got {nw}")));
    }
    let m_out = m;
    let (m, trunc) = extend(m, opts.sym);
    let mf = m as f64;
    let w = nw / mf;
    let c = (2.0 * PI * w).cos();
    let d: Vec<f64> = (0..m)
        .map(|i| {
            let t = (mf - 1.0 - 2.0 * i as f64) / 2.0;
            t * t * c
        })
        .collect();
    let e: Vec<f64> = (1..m).map(|i| i as f64 * (mf - i as f64) / 2.0).collect();
    let mut wins: Vec<Vec<f64>> = Vec::with_capacity(kmax);
    for k in 0..kmax {
        let idx = m - 1 - k;
        let lambda = eigenvalue(&d, &e, idx);
        // Inverse iteration from a generic start, orthogonalised against earlier vectors.
        let mut v: Vec<f64> = (0..m)
            .map(|i| 1.0 + 0.1 * ((i * 7 + k * 3) % 11) as f64)
            .collect();
        for _ in 0..4 {
            for u in &wins {
                let dot: f64 = u.iter().zip(&v).map(|(a, b)| a * b).sum();
                for (vi, ui) in v.iter_mut().zip(u) {
                    *vi -= dot * ui;
                }
            }
            normalize(&mut v);
            tridiag_solve(&d, &e, lambda, &mut v);
            normalize(&mut v);
        }
        wins.push(v);
    }
    // Sign conventions (Percival and Walden): symmetric tapers have a positive sum,
    // antisymmetric tapers begin with a positive lobe.
    let thresh = (1.0 / mf).max(1e-7);
    for (k, v) in wins.iter_mut().enumerate() {
        let flip = if k % 2 == 0 {
            v.iter().sum::<f64>() < 0.0
        } else {
            v.iter()
                .find(|x| *x * *x > thresh)
                .is_some_and(|x| *x < 0.0)
        };
        if flip {
            for x in v.iter_mut() {
                *x = -*x;
            }
        }
    }
    if norm != DpssNorm::L2 {
        let mx = wins
            .iter()
            .flatten()
            .copied()
            .fold(f64::NEG_INFINITY, f64::max);
        for v in wins.iter_mut() {
            for x in v.iter_mut() {
                *x /= mx;
            }
        }
        if m % 2 == 0 {
            let correction = if norm == DpssNorm::Approximate {
                mf * mf / (mf * mf + nw)
            } else {
                let w0 = &wins[0];
                let mut total = w0.iter().sum::<f64>();
                for k in 1..=m / 2 {
                    let (mut re, mut im) = (0.0, 0.0);
                    for (n, x) in w0.iter().enumerate() {
                        let ang = -2.0 * PI * ((k * n) % m) as f64 / mf;
                        re += x * ang.cos();
                        im += x * ang.sin();
                    }
                    let shift = -(1.0 - 1.0 / mf) * k as f64;
                    let a = -PI * shift;
                    total += 2.0 * (re * a.cos() - im * a.sin());
                }
                mf / total
            };
            for v in wins.iter_mut() {
                for x in v.iter_mut() {
                    *x *= correction;
                }
            }
        }
    }
    let mut data = Vec::with_capacity(kmax * m_out);
    for v in &wins {
        data.extend_from_slice(&v[..if trunc { m - 1 } else { m }]);
    }
    Array::from_vec(data, &shape_of(kmax, m_out), &Device::cpu())
}
