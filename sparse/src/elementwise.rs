//! Entrywise methods of CSR and CSC matrices: min/max (over an axis or all entries, implicit zeros
//! included), power, abs, and products/sums with dense arrays. Run on the host; results live on
//! the matrix's device.

use crate::compressed::same_device;
use crate::host::Cs;
use crate::scalar::{SparseIndex, SparseScalar};
use crate::{CscMatrix, CsrMatrix};
use gsci_core::{Array, Device, Error, Result};

/// Minimum (`take_max = false`) or maximum of a compressed matrix, implicit zeros included.
/// `rows_major`: the storage's major axis is the rows (CSR).
pub(crate) fn min_max<T: SparseScalar>(
    op: &'static str,
    h: &Cs<T>,
    axis: Option<isize>,
    rows_major: bool,
    take_max: bool,
    device: &Device,
) -> Result<Array<T>> {
    if T::IS_COMPLEX {
        return Err(Error::Unsupported {
            what: format!(
                "{op} of {} values (complex numbers are not ordered)",
                T::DTYPE
            ),
            backend: device.to_string(),
        });
    }
    let mut h = h.clone();
    h.sum_duplicates();
    let better = |a: f64, b: f64| {
        if take_max {
            a > b || a.is_nan()
        } else {
            a < b || a.is_nan()
        }
    };
    let pick = |acc: Option<f64>, v: f64| match acc {
        Some(a) if !better(v, a) => Some(a),
        _ => Some(v),
    };
    let (major, minor) = (h.major, h.minor);
    let axis = axis.map(|a| gsci_core::normalize_axis(a, 2)).transpose()?;
    let (rows, cols) = if rows_major {
        (major, minor)
    } else {
        (minor, major)
    };
    let reduced_len = match axis {
        None => rows * cols,
        Some(0) => rows,
        _ => cols,
    };
    if reduced_len == 0 || (axis.is_none() && rows * cols == 0) {
        return Err(Error::InvalidArgument {
            op,
            reason: "zero-size array to reduction operation".into(),
        });
    }
    match axis {
        None => {
            let mut acc = None;
            for v in &h.data {
                acc = pick(acc, v.re_f64());
            }
            if h.nnz() < rows * cols {
                acc = pick(acc, 0.0);
            }
            Array::scalar(T::from_f64(acc.unwrap_or(0.0)), device)
        }
        Some(a) => {
            // Reducing over the major axis gives one value per minor index, and vice versa.
            let over_major = (a == 0) == rows_major;
            let out: Vec<T> = if over_major {
                let mut acc: Vec<Option<f64>> = vec![None; minor];
                let mut count = vec![0usize; minor];
                for (j, v) in h.indices.iter().zip(&h.data) {
                    acc[*j] = pick(acc[*j], v.re_f64());
                    count[*j] += 1;
                }
                (0..minor)
                    .map(|j| {
                        let a = if count[j] < major {
                            pick(acc[j], 0.0)
                        } else {
                            acc[j]
                        };
                        T::from_f64(a.unwrap_or(0.0))
                    })
                    .collect()
            } else {
                (0..major)
                    .map(|i| {
                        let (s, e) = (h.indptr[i], h.indptr[i + 1]);
                        let mut acc = None;
                        for v in &h.data[s..e] {
                            acc = pick(acc, v.re_f64());
                        }
                        if e - s < minor {
                            acc = pick(acc, 0.0);
                        }
                        T::from_f64(acc.unwrap_or(0.0))
                    })
                    .collect()
            };
            let n = out.len();
            Array::from_vec(out, &[n], device)
        }
    }
}

/// `v ** p` for a real exponent.
pub(crate) fn powf<T: SparseScalar>(v: T, p: f64) -> T {
    if T::IS_COMPLEX {
        let z = num_complex::Complex64::new(v.re_f64(), v.im_f64()).powf(p);
        T::from_parts(z.re, z.im)
    } else {
        T::from_f64(v.re_f64().powf(p))
    }
}

/// The values of `dense` (shape `(m, n)`, `(1, n)`, `(n,)` or `(m, 1)`) at every stored entry.
fn dense_at<T: SparseScalar>(
    op: &'static str,
    dense: &Array<T>,
    shape: (usize, usize),
) -> Result<impl Fn(usize, usize) -> T> {
    let (m, n) = shape;
    let s = dense.shape().to_vec();
    let (dm, dn) = match s.as_slice() {
        [k] => (1, *k),
        [a, b] => (*a, *b),
        _ => (0, 0),
    };
    let ok = (dm == m || dm == 1) && (dn == n || dn == 1) && !s.is_empty() && s.len() <= 2;
    if !ok {
        return Err(Error::ShapeMismatch {
            op,
            left: vec![m, n],
            right: s,
        });
    }
    let v = dense.to_vec()?;
    Ok(move |i: usize, j: usize| {
        let (i, j) = (if dm == 1 { 0 } else { i }, if dn == 1 { 0 } else { j });
        v[i * dn + j]
    })
}

macro_rules! entrywise {
    ($name:ident, $sci:literal, $rows_major:expr, $ctor:literal) => {
        impl<T: SparseScalar, I: SparseIndex> $name<T, I> {
            #[doc = concat!("The smallest entry (`axis = None`, a 0-d array) or the smallest of each column (`axis = 0`) or row (`axis = 1`), implicit zeros included.\n\nEquivalent to `scipy.sparse.", $sci, ".min(axis)`.\n\n# Errors\n`Unsupported` for complex values; `AxisOutOfBounds`; `InvalidArgument` for a zero-size reduction.\n\n```\nuse gsci_core::Device;\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.min(Some(1))?.to_vec()?, vec![-1.0, 0.0]);\nassert_eq!(a.min(None)?.item()?, -1.0);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn min(&self, axis: Option<isize>) -> Result<Array<T>> {
                min_max("min", &self.cs.to_host()?, axis, $rows_major, false, self.device())
            }

            #[doc = concat!("The largest entry (`axis = None`) or the largest of each column (`axis = 0`) or row (`axis = 1`), implicit zeros included.\n\nEquivalent to `scipy.sparse.", $sci, ".max(axis)`.\n\n# Errors\n`Unsupported` for complex values; `AxisOutOfBounds`; `InvalidArgument` for a zero-size reduction.\n\n```\nuse gsci_core::Device;\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.max(Some(0))?.to_vec()?, vec![0.0, 0.0, 3.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn max(&self, axis: Option<isize>) -> Result<Array<T>> {
                min_max("max", &self.cs.to_host()?, axis, $rows_major, true, self.device())
            }

            #[doc = concat!("Every stored value raised to the power `n` (same structure).\n\nEquivalent to `scipy.sparse.", $sci, ".power(n)`.\n\n# Errors\n`InvalidArgument` for `n == 0` (it would fill the matrix; SciPy refuses too) or a non-finite `n`.\n\n```\nuse gsci_core::Device;\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.power(2.0)?.toarray()?.to_vec()?, vec![1.0, 0.0, 0.0, 0.0, 0.0, 9.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn power(&self, n: f64) -> Result<Self> {
                if n == 0.0 || !n.is_finite() {
                    return Err(Error::InvalidArgument {
                        op: "power",
                        reason: format!("exponent {n}: zero power is not supported as it would densify the matrix"),
                    });
                }
                let v: Vec<T> = self.cs.data.to_vec()?.into_iter().map(|x| powf(x, n)).collect();
                let data = Array::from_vec(v, &[self.nnz()], self.device())?;
                Ok($name { cs: self.cs.with_data(data) })
            }

            #[doc = concat!("The entrywise absolute value (modulus for complex values, as a real matrix).\n\nEquivalent to `abs(A)` for a `scipy.sparse.", $sci, "`.\n\n# Errors\nOnly on transfer failures.\n\n```\nuse gsci_core::Device;\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nassert_eq!(a.abs()?.toarray()?.to_vec()?, vec![1.0, 0.0, 0.0, 0.0, 0.0, 3.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn abs(&self) -> Result<$name<T::Real, I>> {
                let v: Vec<T::Real> = self
                    .cs
                    .data
                    .to_vec()?
                    .into_iter()
                    .map(|x| <T::Real as SparseScalar>::from_f64(x.abs_f64()))
                    .collect();
                let data = Array::from_vec(v, &[self.nnz()], self.device())?;
                Ok($name {
                    cs: crate::compressed::Compressed {
                        data,
                        indices: self.cs.indices.clone(),
                        indptr: self.cs.indptr.clone(),
                        major: self.cs.major,
                        minor: self.cs.minor,
                        gpu: Default::default(),
                    },
                })
            }

            #[doc = concat!("The entrywise product with a dense array (shape `(m, n)`, or broadcast from `(1, n)`, `(n,)` or `(m, 1)`), as a sparse matrix with this matrix's structure.\n\nEquivalent to `scipy.sparse.", $sci, ".multiply(dense)`.\n\n# Errors\n`ShapeMismatch` for a shape that does not broadcast; `DeviceMismatch`.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nlet d = Array::from_vec(vec![2.0, 1.0, 10.0], &[3], &dev)?;\nassert_eq!(a.multiply_dense(&d)?.toarray()?.to_vec()?, vec![-2.0, 0.0, 0.0, 0.0, 0.0, 30.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn multiply_dense(&self, dense: &Array<T>) -> Result<Self> {
                same_device("multiply", self.device(), dense.device())?;
                let at = dense_at("multiply", dense, self.shape())?;
                let h = self.cs.to_host()?;
                let mut data = h.data.clone();
                for i in 0..h.major {
                    for k in h.indptr[i]..h.indptr[i + 1] {
                        let j = h.indices[k];
                        let (r, c) = if $rows_major { (i, j) } else { (j, i) };
                        data[k] *= at(r, c);
                    }
                }
                let data = Array::from_vec(data, &[self.nnz()], self.device())?;
                Ok($name { cs: self.cs.with_data(data) })
            }

            #[doc = concat!("The dense sum `self + dense` (dense of the matrix's shape, or broadcast from `(1, n)`, `(n,)` or `(m, 1)`).\n\nEquivalent to `scipy.sparse.", $sci, ".__add__` with a dense operand (a dense result).\n\n# Errors\n`ShapeMismatch` for a shape that does not broadcast; `DeviceMismatch`.\n\n```\nuse gsci_core::{Array, Device};\nuse gsci_sparse::*;\nlet dev = Device::cpu();\nlet a = ", $ctor, ";\nlet d = Array::from_vec(vec![1.0; 6], &[2, 3], &dev)?;\nassert_eq!(a.add_dense(&d)?.to_vec()?, vec![0.0, 1.0, 1.0, 1.0, 1.0, 4.0]);\n# Ok::<(), gsci_core::Error>(())\n```")]
            pub fn add_dense(&self, dense: &Array<T>) -> Result<Array<T>> {
                same_device("add", self.device(), dense.device())?;
                let (m, n) = self.shape();
                let at = dense_at("add", dense, (m, n))?;
                let mut out: Vec<T> = (0..m * n).map(|p| at(p / n.max(1), p % n.max(1))).collect();
                let h = self.cs.to_host()?;
                for i in 0..h.major {
                    for k in h.indptr[i]..h.indptr[i + 1] {
                        let j = h.indices[k];
                        let (r, c) = if $rows_major { (i, j) } else { (j, i) };
                        out[r * n + c] += h.data[k];
                    }
                }
                Array::from_vec(out, &[m, n], self.device())
            }
        }
    };
}

entrywise!(
    CsrMatrix,
    "csr_array",
    true,
    "CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 2], &[-1.0, 3.0], (2, 3), &dev)?"
);
entrywise!(
    CscMatrix,
    "csc_array",
    false,
    "CscMatrix::<f64>::from_triplets(&[0, 1], &[0, 2], &[-1.0, 3.0], (2, 3), &dev)?"
);
