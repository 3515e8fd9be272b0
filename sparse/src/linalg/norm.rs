//! `scipy.sparse.linalg.norm`: matrix norms (Frobenius, 1, -1, inf, -inf) and vector norms along
//! an axis, computed on the host from the matrix's stored values.

use crate::CsrMatrix;
use crate::scalar::{SparseIndex, SparseScalar};
use gsci_core::{Array, Error, Result};

/// The `ord` argument of [`norm`]; `Default` is SciPy's `None` (Frobenius for a matrix, 2 for
/// vectors).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub enum NormOrd {
    /// `None` / `'fro'`.
    #[default]
    Fro,
    /// `np.inf`.
    Inf,
    /// `-np.inf`.
    NegInf,
    /// A number: 1 or -1 for matrices; any non-zero p, or 0 (count of nonzeros), for vectors.
    P(f64),
}

/// A matrix norm (`axis = None`) or the vector norms of every column (`axis = 0`) or row
/// (`axis = 1`). The result is real (0-d for a matrix norm, 1-D along an axis).
///
/// Equivalent to `scipy.sparse.linalg.norm(x, ord, axis)`. As in SciPy, vector norms with a
/// negative `p` only see the stored entries, and the matrix 2-norm and nuclear norm are not
/// provided.
///
/// # Errors
/// `InvalidArgument` for an order SciPy does not accept (matrix `P(p)` other than ±1, vector
/// `P(NaN)`); `Unsupported` for the matrix 2-norm; `AxisOutOfBounds`.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CsrMatrix, linalg::{norm, NormOrd}};
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 1, 1], &[0, 0, 1], &[3.0, -4.0, 1.0], (2, 2), &Device::cpu())?;
/// assert_eq!(norm(&a, NormOrd::Fro, None)?.item()?, 26f64.sqrt());
/// assert_eq!(norm(&a, NormOrd::P(1.0), None)?.item()?, 7.0);
/// assert_eq!(norm(&a, NormOrd::Inf, Some(1))?.to_vec()?, vec![3.0, 4.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn norm<T: SparseScalar, I: SparseIndex>(
    x: &CsrMatrix<T, I>,
    ord: NormOrd,
    axis: Option<isize>,
) -> Result<Array<T::Real>> {
    let op = "norm";
    let mut h = x.cs.to_host()?;
    h.sum_duplicates();
    let (m, n) = x.shape();
    let dev = x.device();
    let real = |v: f64| <T::Real as SparseScalar>::from_f64(v);
    // |a| of each stored entry, with its row and column.
    let abs: Vec<f64> = h.data.iter().map(|v| v.abs_f64()).collect();
    let rows = h.expand_major();
    let line_sums = |by_row: bool| -> Vec<f64> {
        let mut s = vec![0.0; if by_row { m } else { n }];
        for (k, a) in abs.iter().enumerate() {
            s[if by_row { rows[k] } else { h.indices[k] }] += a;
        }
        s
    };
    let extreme = |v: Vec<f64>, max: bool| -> Result<f64> {
        let r = if max {
            v.into_iter().fold(f64::NEG_INFINITY, f64::max)
        } else {
            v.into_iter().fold(f64::INFINITY, f64::min)
        };
        if r.is_infinite() {
            return Err(Error::InvalidArgument {
                op,
                reason: "zero-size array to reduction operation".into(),
            });
        }
        Ok(r)
    };
    match axis {
        None => {
            let v = match ord {
                NormOrd::Fro => abs.iter().map(|a| a * a).sum::<f64>().sqrt(),
                NormOrd::Inf => extreme(line_sums(true), true)?,
                NormOrd::NegInf => extreme(line_sums(true), false)?,
                NormOrd::P(1.0) => extreme(line_sums(false), true)?,
                NormOrd::P(-1.0) => extreme(line_sums(false), false)?,
                NormOrd::P(p) if p == 2.0 || p == -2.0 => {
                    return Err(Error::Unsupported {
                        what: "the matrix 2-norm of a sparse matrix (SciPy: use svds)".into(),
                        backend: dev.to_string(),
                    });
                }
                NormOrd::P(p) => {
                    return Err(Error::InvalidArgument {
                        op,
                        reason: format!("invalid norm order {p} for matrices"),
                    });
                }
            };
            Array::scalar(real(v), dev)
        }
        Some(a) => {
            let a = gsci_core::normalize_axis(a, 2)?;
            // axis 0 reduces over rows: one value per column.
            let per_col = a == 0;
            let len = if per_col { n } else { m };
            let other = if per_col { m } else { n };
            let key = |k: usize| if per_col { h.indices[k] } else { rows[k] };
            let mut count = vec![0usize; len];
            for k in 0..abs.len() {
                count[key(k)] += 1;
            }
            let fold = |init: f64, f: &dyn Fn(f64, f64) -> f64| {
                let mut acc = vec![init; len];
                for (k, v) in abs.iter().enumerate() {
                    acc[key(k)] = f(acc[key(k)], *v);
                }
                acc
            };
            let out: Vec<f64> = match ord {
                NormOrd::Inf => fold(0.0, &f64::max),
                NormOrd::NegInf => {
                    if other == 0 {
                        return Err(Error::InvalidArgument {
                            op,
                            reason: "zero-size array to reduction operation".into(),
                        });
                    }
                    fold(f64::INFINITY, &f64::min)
                        .into_iter()
                        .zip(&count)
                        .map(|(v, c)| if *c < other { v.min(0.0) } else { v })
                        .collect()
                }
                NormOrd::P(0.0) => {
                    let mut c = vec![0.0; len];
                    for (k, v) in abs.iter().enumerate() {
                        if *v != 0.0 {
                            c[key(k)] += 1.0;
                        }
                    }
                    c
                }
                NormOrd::P(1.0) => fold(0.0, &|a, b| a + b),
                NormOrd::Fro => fold(0.0, &|a, b| a + b * b)
                    .into_iter()
                    .map(f64::sqrt)
                    .collect(),
                NormOrd::P(2.0) => fold(0.0, &|a, b| a + b * b)
                    .into_iter()
                    .map(f64::sqrt)
                    .collect(),
                NormOrd::P(p) if p.is_nan() => {
                    return Err(Error::InvalidArgument {
                        op,
                        reason: "invalid norm order NaN for vectors".into(),
                    });
                }
                NormOrd::P(p) => fold(0.0, &|a, b| a + b.powf(p))
                    .into_iter()
                    .map(|s| s.powf(1.0 / p))
                    .collect(),
            };
            let out: Vec<T::Real> = out.into_iter().map(real).collect();
            Array::from_vec(out, &[len], dev)
        }
    }
}
