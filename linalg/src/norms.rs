//! Norms and the scalars built on them: `norm`, `matrix_norm`, `vector_norm`, `cond`,
//! `matrix_rank`, `trace`.
//!
//! Every reduction accumulates in f64 on both backends (one block per matrix on the GPU, see
//! `cuda/reduce.cu`) and is cast to the real type of the input at the end.

use crate::cuda::kernels::{self, NormMode};
use crate::decomp::svdvals;
use crate::scalar::LinalgScalar;
use crate::util::{matrix_dims, square};
use gsci_core::{Array, Backend, Element, Error, Result};

/// A norm order, as NumPy's `ord`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NormOrd {
    /// Frobenius (matrices).
    Fro,
    /// Nuclear: the sum of singular values (matrices).
    Nuc,
    /// `inf`: max row sum (matrices) or max |x| (vectors).
    Inf,
    /// `-inf`: min row sum (matrices) or min |x| (vectors).
    NegInf,
    /// A number: for matrices 1, -1 (column sums), 2, -2 (singular values); for vectors any p
    /// (0 counts non-zeros).
    P(f64),
}

impl NormOrd {
    fn normalized(self) -> NormOrd {
        match self {
            NormOrd::P(p) if p == f64::INFINITY => NormOrd::Inf,
            NormOrd::P(p) if p == f64::NEG_INFINITY => NormOrd::NegInf,
            o => o,
        }
    }
}

/// One f64 per matrix of `x` `(batch..., rows, cols)` (any layout), shape `batch`.
fn reduce<T: LinalgScalar>(
    x: &Array<T>,
    rows: usize,
    cols: usize,
    mode: NormMode,
) -> Result<Array<f64>> {
    let batch_shape = x.shape()[..x.ndim() - 2].to_vec();
    let batch: usize = batch_shape.iter().product();
    let x = x.to_contiguous()?;
    match x.device().backend() {
        Backend::Cpu => {
            let v = x.to_vec()?;
            let out: Vec<f64> = (0..batch)
                .map(|b| reduce_one(&v[b * rows * cols..(b + 1) * rows * cols], rows, cols, mode))
                .collect();
            Array::from_vec(out, &batch_shape, x.device())
        }
        Backend::Cuda(c) => {
            let out = Array::<f64>::empty(&batch_shape, x.device())?;
            kernels::norm_reduce(
                c,
                T::DTYPE,
                x.device_ptr().expect("GPU array"),
                batch,
                rows,
                cols,
                mode,
                out.device_ptr().expect("GPU array"),
            )?;
            Ok(out)
        }
    }
}

fn nan_max(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else {
        a.max(b)
    }
}
fn nan_min(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else {
        a.min(b)
    }
}

/// The CPU twin of `gsci_la_norm_body` for one row-major matrix.
fn reduce_one<T: LinalgScalar>(m: &[T], rows: usize, cols: usize, mode: NormMode) -> f64 {
    let abs = |x: T| -> f64 { x.modulus().cast::<f64>() };
    let sums = |by_col: bool| -> Vec<f64> {
        let (outer, inner) = if by_col { (cols, rows) } else { (rows, cols) };
        (0..outer)
            .map(|j| {
                (0..inner)
                    .map(|i| {
                        abs(if by_col {
                            m[i * cols + j]
                        } else {
                            m[j * cols + i]
                        })
                    })
                    .sum()
            })
            .collect()
    };
    let hi = || m.iter().map(|&x| abs(x)).fold(f64::NEG_INFINITY, nan_max);
    let lo = || m.iter().map(|&x| abs(x)).fold(f64::INFINITY, nan_min);
    match mode {
        NormMode::Fro => m.iter().map(|&x| abs(x).powi(2)).sum::<f64>().sqrt(),
        NormMode::MaxColSum => sums(true).into_iter().fold(f64::NEG_INFINITY, nan_max),
        NormMode::MinColSum => sums(true).into_iter().fold(f64::INFINITY, nan_min),
        NormMode::MaxRowSum => sums(false).into_iter().fold(f64::NEG_INFINITY, nan_max),
        NormMode::MinRowSum => sums(false).into_iter().fold(f64::INFINITY, nan_min),
        NormMode::MaxAbs => hi(),
        NormMode::MinAbs => lo(),
        NormMode::CountNonzero => m.iter().filter(|&&x| abs(x) != 0.0).count() as f64,
        NormMode::PowerSum(p) => m.iter().map(|&x| abs(x).powf(p)).sum::<f64>().powf(1.0 / p),
        NormMode::MaxOverMin => hi() / lo(),
        NormMode::MinOverMax => lo() / hi(),
        NormMode::CountAboveRel(r) => {
            let t = r * hi();
            m.iter().filter(|&&x| abs(x) > t).count() as f64
        }
        NormMode::CountAbove(t) => m.iter().filter(|&&x| abs(x) > t).count() as f64,
    }
}

/// A vector norm over all elements of `x`, as a 0-d array.
fn vector_norm_flat<T: LinalgScalar>(x: &Array<T>, ord: NormOrd) -> Result<Array<f64>> {
    let n = x.len();
    let mode = vector_mode(ord)?;
    if n == 0 {
        if matches!(mode, NormMode::MaxAbs | NormMode::MinAbs) {
            return Err(Error::InvalidArgument {
                op: "norm",
                reason: "zero-size array to a max/min reduction".into(),
            });
        }
        return Array::zeros(&[], x.device());
    }
    let flat = x.reshape(&[1, n as isize])?;
    reduce(&flat, 1, n, mode)
}

/// Matrix norms over the last two axes, shape `batch`.
fn matrix_norms<T: LinalgScalar>(x: &Array<T>, ord: NormOrd) -> Result<Array<f64>> {
    let (_, rows, cols) = matrix_dims(x, "norm")?;
    let ord = ord.normalized();
    let mode = match ord {
        NormOrd::Fro => NormMode::Fro,
        NormOrd::Inf => NormMode::MaxRowSum,
        NormOrd::NegInf => NormMode::MinRowSum,
        NormOrd::P(1.0) => NormMode::MaxColSum,
        NormOrd::P(-1.0) => NormMode::MinColSum,
        NormOrd::Nuc | NormOrd::P(_) => {
            let sv_mode = match ord {
                NormOrd::Nuc => NormMode::PowerSum(1.0),
                NormOrd::P(2.0) => NormMode::MaxAbs,
                NormOrd::P(-2.0) => NormMode::MinAbs,
                _ => {
                    return Err(Error::InvalidArgument {
                        op: "norm",
                        reason: format!("invalid norm order {ord:?} for matrices"),
                    });
                }
            };
            let s = svdvals(x)?;
            let k = s.shape()[s.ndim() - 1];
            if k == 0 {
                return Err(Error::InvalidArgument {
                    op: "norm",
                    reason: "singular-value norms of empty matrices are undefined".into(),
                });
            }
            let s2 = s.expand_dims(&[-2])?;
            return reduce(&s2, 1, k, sv_mode);
        }
    };
    if rows * cols == 0 {
        if mode == NormMode::Fro {
            return Array::zeros(&x.shape()[..x.ndim() - 2], x.device());
        }
        return Err(Error::InvalidArgument {
            op: "norm",
            reason: "zero-size array to a max/min reduction".into(),
        });
    }
    reduce(x, rows, cols, mode)
}

/// Options of [`norm`] (NumPy's keyword arguments and defaults).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NormOptions {
    /// The order (`None`: the 2-norm of vectors, Frobenius of matrices, and with `axis: None`
    /// the 2-norm of the flattened array whatever its rank).
    pub ord: Option<NormOrd>,
    /// One axis (vector norms along it) or two (matrix norms over that pair of axes, rows
    /// first); `None`: the whole array (then a given `ord` needs a 1-D or 2-D array).
    pub axis: Option<Vec<isize>>,
    /// Keep the normed axes with length one.
    pub keepdims: bool,
}

/// Matrix or vector norm, of the whole array or along one or two axes.
///
/// Equivalent to `numpy.linalg.norm(x, ord=None, axis=None, keepdims=False)`.
///
/// The result is real (the real type of complex input).
///
/// # Errors
/// [`Error::InvalidArgument`] for an order that does not apply (a matrix order with one axis, a
/// vector order with two), a given order with `axis: None` on an array of more than two
/// dimensions, more than two axes, or the same axis twice; [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{NormOptions, NormOrd, norm};
/// let a = Array::from_vec(vec![3.0f64, -4.0], &[2], &Device::cpu())?;
/// assert_eq!(norm(&a, &NormOptions::default())?.item()?, 5.0);
/// let inf = NormOptions { ord: Some(NormOrd::Inf), ..Default::default() };
/// assert_eq!(norm(&a, &inf)?.item()?, 4.0);
/// // Vector norms of the rows, and the Frobenius norm over the last two axes of a stack:
/// let m = Array::from_vec(vec![3.0f64, 4.0, 6.0, 8.0], &[1, 2, 2], &Device::cpu())?;
/// let rows = NormOptions { axis: Some(vec![-1]), ..Default::default() };
/// assert_eq!(norm(&m, &rows)?.to_vec()?, vec![5.0, 10.0]);
/// let fro = NormOptions { axis: Some(vec![1, 2]), keepdims: true, ..Default::default() };
/// let f = norm(&m, &fro)?;
/// assert_eq!((f.shape(), f.item()?), (&[1usize, 1, 1][..], 125f64.sqrt()));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn norm<T: LinalgScalar>(x: &Array<T>, opts: &NormOptions) -> Result<Array<T::Re>> {
    const OP: &str = "norm";
    let nd = x.ndim();
    let (r, normed): (Array<f64>, Vec<usize>) = match (opts.axis.as_deref(), opts.ord) {
        (None, None) => (vector_norm_flat(x, NormOrd::P(2.0))?, (0..nd).collect()),
        (None, Some(o)) => match nd {
            1 => (vector_norm_flat(x, o)?, vec![0]),
            2 => (matrix_norms(x, o)?, vec![0, 1]),
            _ => {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: format!("improper number of dimensions to norm ({nd}) with an order"),
                });
            }
        },
        (Some([a]), ord) => {
            let a = gsci_core::normalize_axis(*a, nd)?;
            let moved = x.moveaxis(&[a as isize], &[-1])?;
            (
                vector_norms_last(&moved, ord.unwrap_or(NormOrd::P(2.0)))?,
                vec![a],
            )
        }
        (Some([a, b]), ord) => {
            let (a, b) = (
                gsci_core::normalize_axis(*a, nd)?,
                gsci_core::normalize_axis(*b, nd)?,
            );
            if a == b {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: format!("duplicate axes given: axis = [{a}, {b}]"),
                });
            }
            let mut perm: Vec<isize> = (0..nd)
                .filter(|&d| d != a && d != b)
                .map(|d| d as isize)
                .collect();
            perm.extend([a as isize, b as isize]);
            let moved = x.permute_axes(&perm)?;
            let mut normed = vec![a, b];
            normed.sort_unstable();
            (matrix_norms(&moved, ord.unwrap_or(NormOrd::Fro))?, normed)
        }
        (Some(axes), _) => {
            return Err(Error::InvalidArgument {
                op: OP,
                reason: format!("improper number of axes to norm: {axes:?} (one or two)"),
            });
        }
    };
    let r = if opts.keepdims {
        let shape: Vec<isize> = (0..nd)
            .map(|d| {
                if normed.contains(&d) {
                    1
                } else {
                    x.shape()[d] as isize
                }
            })
            .collect();
        r.reshape(&shape)?
    } else {
        r
    };
    r.astype()
}

/// Vector norms along the last axis, shape `x.shape()[..ndim - 1]`.
fn vector_norms_last<T: LinalgScalar>(x: &Array<T>, ord: NormOrd) -> Result<Array<f64>> {
    let nd = x.ndim();
    if nd == 1 {
        return vector_norm_flat(x, ord);
    }
    let n = x.shape()[nd - 1];
    let batch = &x.shape()[..nd - 1];
    let mode = vector_mode(ord)?;
    if n == 0 || batch.contains(&0) {
        if n == 0 && matches!(mode, NormMode::MaxAbs | NormMode::MinAbs) {
            return Err(Error::InvalidArgument {
                op: "norm",
                reason: "zero-size array to a max/min reduction".into(),
            });
        }
        return Array::zeros(batch, x.device());
    }
    reduce(&x.expand_dims(&[-2])?, 1, n, mode)
}

/// The reduction of a vector order.
fn vector_mode(ord: NormOrd) -> Result<NormMode> {
    Ok(match ord.normalized() {
        NormOrd::P(2.0) => NormMode::Fro,
        NormOrd::P(0.0) => NormMode::CountNonzero,
        NormOrd::P(p) => NormMode::PowerSum(p),
        NormOrd::Inf => NormMode::MaxAbs,
        NormOrd::NegInf => NormMode::MinAbs,
        NormOrd::Fro | NormOrd::Nuc => {
            return Err(Error::InvalidArgument {
                op: "norm",
                reason: format!("invalid norm order {ord:?} for vectors"),
            });
        }
    })
}

/// Matrix norms over the last two axes, batched (default order: Frobenius).
///
/// Equivalent to `numpy.linalg.matrix_norm`.
///
/// # Errors
/// [`Error::InvalidShape`] below two dimensions; [`Error::InvalidArgument`] for a vector order.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{NormOrd, matrix_norm};
/// let a = Array::from_vec(vec![1.0f64, -2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
/// assert_eq!(matrix_norm(&a, NormOrd::P(1.0))?.item()?, 6.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn matrix_norm<T: LinalgScalar>(x: &Array<T>, ord: NormOrd) -> Result<Array<T::Re>> {
    matrix_norms(x, ord)?.astype()
}

/// Vector norm of the flattened array (default order 2).
///
/// Equivalent to `numpy.linalg.vector_norm` (with `axis=None`).
///
/// # Errors
/// [`Error::InvalidArgument`] for a matrix order.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{NormOrd, vector_norm};
/// let a = Array::from_vec(vec![1.0f64, 0.0, -2.0, 0.0], &[2, 2], &Device::cpu())?;
/// assert_eq!(vector_norm(&a, NormOrd::P(0.0))?.item()?, 2.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn vector_norm<T: LinalgScalar>(x: &Array<T>, ord: NormOrd) -> Result<Array<T::Re>> {
    vector_norm_flat(x, ord)?.astype()
}

/// Condition number, batched (`p = None`: the 2-norm one, from singular values).
///
/// Equivalent to `numpy.linalg.cond`.
///
/// For `p` other than None/2/-2 it is `norm(x, p) * norm(inv(x), p)`; a singular matrix gives
/// infinity, as NumPy.
///
/// # Errors
/// [`Error::InvalidArgument`] for empty matrices (NumPy: "cond is not defined on empty arrays")
/// or an invalid order; [`Error::InvalidShape`] below two dimensions or, for the inverse-based
/// orders, non-square input.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![2.0f64, 0.0, 0.0, 0.5], &[2, 2], &Device::cpu())?;
/// assert_eq!(gsci_linalg::cond(&a, None)?.item()?, 4.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cond<T: LinalgScalar>(x: &Array<T>, p: Option<NormOrd>) -> Result<Array<T::Re>> {
    const OP: &str = "cond";
    let (_, rows, cols) = matrix_dims(x, OP)?;
    if rows * cols == 0 {
        return Err(Error::InvalidArgument {
            op: OP,
            reason: "cond is not defined on empty arrays".into(),
        });
    }
    let mode = match p.map(NormOrd::normalized) {
        None => Some(NormMode::MaxOverMin),
        Some(NormOrd::P(2.0)) => Some(NormMode::MaxOverMin),
        Some(NormOrd::P(-2.0)) => Some(NormMode::MinOverMax),
        _ => None,
    };
    if let Some(mode) = mode {
        let s = svdvals(x)?;
        let k = s.shape()[s.ndim() - 1];
        return reduce(&s.expand_dims(&[-2])?, 1, k, mode)?.astype();
    }
    let p = p.expect("None handled above");
    square(x, OP)?;
    let nx = matrix_norms(x, p)?;
    let inv_norm = match crate::lu::inv(x) {
        Ok(xi) => matrix_norms(&xi, p)?,
        Err(Error::Singular { .. }) => {
            // Per matrix: a singular one has an infinite condition number.
            let batch = x.shape()[..x.ndim() - 2].to_vec();
            let flat = x.reshape(&[-1, rows as isize, cols as isize])?;
            let mut vals = Vec::with_capacity(flat.shape()[0]);
            for i in 0..flat.shape()[0] {
                let xi = flat.index_axis(0, i as isize)?;
                vals.push(match crate::lu::inv(&xi) {
                    Ok(v) => matrix_norms(&v, p)?.item()?,
                    Err(Error::Singular { .. }) => f64::INFINITY,
                    Err(e) => return Err(e),
                });
            }
            Array::from_vec(vals, &batch, x.device())?
        }
        Err(e) => return Err(e),
    };
    let out = match x.device().backend() {
        Backend::Cpu => {
            let (a, b) = (nx.to_vec()?, inv_norm.to_vec()?);
            let v = a.iter().zip(&b).map(|(p, q)| p * q).collect();
            Array::from_vec(v, nx.shape(), x.device())?
        }
        Backend::Cuda(c) => {
            let out = Array::<f64>::empty(nx.shape(), x.device())?;
            let (nx, inv_norm) = (nx.to_contiguous()?, inv_norm.to_contiguous()?);
            kernels::mul_f64(
                c,
                nx.device_ptr().expect("GPU array"),
                inv_norm.device_ptr().expect("GPU array"),
                out.device_ptr().expect("GPU array"),
                out.len(),
            )?;
            out
        }
    };
    out.astype()
}

/// Options of [`matrix_rank`].
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MatrixRankOptions {
    /// Absolute threshold on singular values (NumPy's `tol`).
    pub tol: Option<f64>,
    /// Relative threshold (times the largest singular value); default `max(M, N) * eps`.
    pub rtol: Option<f64>,
}

/// Rank of matrices by SVD: the number of singular values above the threshold, batched (int64).
///
/// Equivalent to `numpy.linalg.matrix_rank`.
///
/// A 1-D or 0-d input has rank 1 unless all its elements are zero.
///
/// # Errors
/// [`Error::InvalidArgument`] when both `tol` and `rtol` are given.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{MatrixRankOptions, matrix_rank};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 2.0, 4.0], &[2, 2], &Device::cpu())?;
/// assert_eq!(matrix_rank(&a, &MatrixRankOptions::default())?.item()?, 1);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn matrix_rank<T: LinalgScalar>(a: &Array<T>, opts: &MatrixRankOptions) -> Result<Array<i64>> {
    const OP: &str = "matrix_rank";
    if opts.tol.is_some() && opts.rtol.is_some() {
        return Err(Error::InvalidArgument {
            op: OP,
            reason: "tol and rtol can't be both set".into(),
        });
    }
    if a.ndim() < 2 {
        let nz = if a.is_empty() {
            0.0
        } else {
            vector_norm_flat(a, NormOrd::P(0.0))?.item()?
        };
        return Array::scalar((nz > 0.0) as i64, a.device());
    }
    let (_, m, n) = matrix_dims(a, OP)?;
    let s = svdvals(a).map_err(|e| crate::util::as_raised_by(e, "matrix_rank"))?;
    let k = s.shape()[s.ndim() - 1];
    if k == 0 {
        return Array::zeros(&a.shape()[..a.ndim() - 2], a.device());
    }
    let eps = <T::Re as num_traits::Float>::epsilon().cast::<f64>();
    let mode = match opts.tol {
        Some(t) => NormMode::CountAbove(t),
        None => NormMode::CountAboveRel(opts.rtol.unwrap_or(m.max(n) as f64 * eps)),
    };
    reduce(&s.expand_dims(&[-2])?, 1, k, mode)?.astype()
}

/// Sum of the diagonal over the last two axes, batched.
///
/// Equivalent to `numpy.linalg.trace` (offset 0).
///
/// # Errors
/// [`Error::InvalidShape`] below two dimensions.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
/// assert_eq!(gsci_linalg::trace(&a)?.item()?, 5.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn trace<T: LinalgScalar>(a: &Array<T>) -> Result<Array<T>> {
    matrix_dims(a, "trace")?;
    let d = a.diagonal(0, -2, -1)?;
    let k = d.shape()[d.ndim() - 1];
    if k == 0 {
        return Array::zeros(&a.shape()[..a.ndim() - 2], a.device());
    }
    let ones = Array::<T>::ones(&[k], a.device())?;
    crate::products::matmul(&d, &ones)
}
