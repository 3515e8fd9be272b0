//! Distribution parameters that are scalars or arrays broadcasting like NumPy's.

use gsci_core::{Array, Error, Result};

/// A distribution parameter: a scalar or an array of float64 that broadcasts against the
/// other parameters and `size` (NumPy's array_like parameters).
///
/// `f64` and `&Array<f64>` convert into it, so `g.normal(0.0, 1.0, &[n])` and
/// `g.normal(&loc, 2.0, &[])` both work. With an array parameter, an empty `size` means NumPy's
/// `size=None` (the result has the parameters' broadcast shape); a non-empty `size` must be
/// a shape the parameters broadcast to.
#[derive(Clone, Copy, Debug)]
pub enum Param<'a> {
    /// One value for every element.
    Scalar(f64),
    /// Per-element values, broadcast.
    Array(&'a Array<f64>),
}

impl From<f64> for Param<'_> {
    fn from(x: f64) -> Self {
        Param::Scalar(x)
    }
}

impl<'a> From<&'a Array<f64>> for Param<'a> {
    fn from(a: &'a Array<f64>) -> Self {
        Param::Array(a)
    }
}

impl Param<'_> {
    fn shape(&self) -> &[usize] {
        match self {
            Param::Scalar(_) => &[],
            Param::Array(a) => a.shape(),
        }
    }
    pub(crate) fn scalar(&self) -> Option<f64> {
        match self {
            Param::Scalar(x) => Some(*x),
            Param::Array(_) => None,
        }
    }
}

fn shape_str(s: &[usize]) -> String {
    match s.len() {
        1 => format!("({},)", s[0]),
        _ => format!(
            "({})",
            s.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ),
    }
}

/// NumPy's broadcast of two shapes, `None` when they do not broadcast.
fn broadcast2(a: &[usize], b: &[usize]) -> Option<Vec<usize>> {
    let n = a.len().max(b.len());
    let mut out = vec![0; n];
    for (k, o) in out.iter_mut().enumerate() {
        let da = if k + a.len() >= n {
            a[k + a.len() - n]
        } else {
            1
        };
        let db = if k + b.len() >= n {
            b[k + b.len() - n]
        } else {
            1
        };
        *o = if da == db || db == 1 {
            da
        } else if da == 1 {
            db
        } else {
            return None;
        };
    }
    Some(out)
}

/// The result shape and each element's parameter values (`params.len()` per element, element
/// after element), with NumPy's errors for shapes that do not broadcast.
pub(crate) fn broadcast(
    op: &'static str,
    params: &[Param],
    size: &[usize],
) -> Result<(Vec<usize>, Vec<f64>)> {
    let mut shape: Vec<usize> = Vec::new();
    let mut first: Option<usize> = None;
    for (k, p) in params.iter().enumerate() {
        match broadcast2(&shape, p.shape()) {
            Some(s) => shape = s,
            None => {
                let j = first.unwrap_or(0);
                return Err(Error::InvalidArgument {
                    op,
                    reason: format!(
                        "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between arg {j} with shape {} and arg {k} with shape {}.",
                        shape_str(params[j].shape()),
                        shape_str(p.shape())
                    ),
                });
            }
        }
        if first.is_none() && !p.shape().is_empty() {
            first = Some(k);
        }
    }
    if !size.is_empty() {
        if broadcast2(&shape, size).as_deref() != Some(size) {
            return Err(Error::InvalidArgument {
                op,
                reason: format!(
                    "Output size {} is not compatible with broadcast dimensions of inputs {}.",
                    shape_str(size),
                    shape_str(&shape)
                ),
            });
        }
        shape = size.to_vec();
    }
    let n = shape
        .iter()
        .try_fold(1usize, |a, &b| a.checked_mul(b))
        .filter(|&n| {
            n.checked_mul(params.len() * 8)
                .is_some_and(|b| b <= isize::MAX as usize)
        })
        .ok_or_else(|| Error::InvalidArgument {
            op,
            reason: format!("size {shape:?} is too large"),
        })?;
    let host: Vec<Option<Vec<f64>>> = params
        .iter()
        .map(|p| match p {
            Param::Scalar(_) => Ok(None),
            Param::Array(a) => a.to_vec().map(Some),
        })
        .collect::<Result<_>>()?;
    let nd = shape.len();
    // Per parameter: the element stride of each result dimension (0 where broadcast).
    let strides: Vec<Vec<usize>> = params
        .iter()
        .map(|p| {
            let ps = p.shape();
            let mut st = vec![0usize; nd];
            let mut acc = 1usize;
            for k in (0..ps.len()).rev() {
                let d = nd - ps.len() + k;
                st[d] = if ps[k] == 1 { 0 } else { acc };
                acc *= ps[k];
            }
            st
        })
        .collect();
    let k = params.len();
    let mut vals = Vec::new();
    gsci_core::host::try_reserve_exact(&mut vals, n * k).map_err(|_| Error::HostOutOfMemory {
        op,
        what: "broadcast parameters".into(),
        requested: n * k * 8,
    })?;
    let mut idx = vec![0usize; nd];
    for _ in 0..n {
        for (j, p) in params.iter().enumerate() {
            vals.push(match (p, &host[j]) {
                (Param::Scalar(x), _) => *x,
                (Param::Array(_), Some(h)) => {
                    h[idx
                        .iter()
                        .zip(&strides[j])
                        .map(|(a, b)| a * b)
                        .sum::<usize>()]
                }
                (Param::Array(_), None) => f64::NAN,
            });
        }
        for d in (0..nd).rev() {
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    Ok((shape, vals))
}
