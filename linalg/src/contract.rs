//! Tensor contractions: `tensordot` and `einsum`, both reduced to axis permutations, reshapes and
//! one (batched) matrix product, so they run on cuBLAS on the GPU and on faer on the CPU.

use crate::products::{MatmulElement, matmul};
use crate::util::reshaped;
use gsci_core::{Array, Element, Error, Result};

/// Which axes [`tensordot`] sums over (NumPy's `axes` argument).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TensordotAxes {
    /// The last `n` axes of `a` with the first `n` axes of `b` (NumPy's integer form, default 2).
    Count(usize),
    /// Axis `a_axes[i]` of `a` with axis `b_axes[i]` of `b` (negative counts from the end).
    Pairs(Vec<isize>, Vec<isize>),
}

impl Default for TensordotAxes {
    fn default() -> Self {
        TensordotAxes::Count(2)
    }
}

fn axis(ax: isize, nd: usize, op: &'static str) -> Result<usize> {
    let a = if ax < 0 { ax + nd as isize } else { ax };
    if a < 0 || a >= nd as isize {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("axis {ax} is out of bounds for an array of dimension {nd}"),
        });
    }
    Ok(a as usize)
}

/// Sum of products over the given axes of two arrays.
///
/// Equivalent to `numpy.tensordot`.
///
/// The result has the free axes of `a` followed by the free axes of `b`; it is computed as one
/// matrix product of the two arrays permuted and reshaped to matrices.
///
/// # Errors
/// [`Error::InvalidArgument`] for out-of-range, repeated or unequal numbers of axes;
/// [`Error::ShapeMismatch`] when paired axes differ in length; [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{TensordotAxes, tensordot};
/// let dev = Device::cpu();
/// let a = Array::from_vec((0..6).map(f64::from).collect(), &[2, 3], &dev)?;
/// let b = Array::from_vec(vec![1.0f64, 1.0, 1.0], &[3], &dev)?;
/// let c = tensordot(&a, &b, &TensordotAxes::Count(1))?;
/// assert_eq!(c.to_vec()?, vec![3.0, 12.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn tensordot<T: MatmulElement>(
    a: &Array<T>,
    b: &Array<T>,
    axes: &TensordotAxes,
) -> Result<Array<T>> {
    const OP: &str = "tensordot";
    crate::util::same_device(a, b, OP)?;
    let (na, nb) = (a.ndim(), b.ndim());
    let (ax_a, ax_b): (Vec<usize>, Vec<usize>) = match axes {
        TensordotAxes::Count(n) => {
            let n = *n;
            if n > na || n > nb {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: format!(
                        "axes = {n} exceeds the dimensions of the operands ({na} and {nb})"
                    ),
                });
            }
            ((na - n..na).collect(), (0..n).collect())
        }
        TensordotAxes::Pairs(x, y) => {
            if x.len() != y.len() {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: format!(
                        "shape-mismatch for sum: {} axes of a paired with {} axes of b",
                        x.len(),
                        y.len()
                    ),
                });
            }
            (
                x.iter().map(|&v| axis(v, na, OP)).collect::<Result<_>>()?,
                y.iter().map(|&v| axis(v, nb, OP)).collect::<Result<_>>()?,
            )
        }
    };
    for (list, nd) in [(&ax_a, na), (&ax_b, nb)] {
        let mut seen = vec![false; nd];
        for &x in list.iter() {
            if std::mem::replace(&mut seen[x], true) {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: format!("repeated axis {x}"),
                });
            }
        }
    }
    for (&x, &y) in ax_a.iter().zip(&ax_b) {
        if a.shape()[x] != b.shape()[y] {
            return Err(Error::ShapeMismatch {
                op: OP,
                left: a.shape().to_vec(),
                right: b.shape().to_vec(),
            });
        }
    }
    let free_a: Vec<usize> = (0..na).filter(|d| !ax_a.contains(d)).collect();
    let free_b: Vec<usize> = (0..nb).filter(|d| !ax_b.contains(d)).collect();
    let k: usize = ax_a.iter().map(|&d| a.shape()[d]).product();
    let m: usize = free_a.iter().map(|&d| a.shape()[d]).product();
    let n: usize = free_b.iter().map(|&d| b.shape()[d]).product();
    let perm_a: Vec<isize> = free_a.iter().chain(&ax_a).map(|&d| d as isize).collect();
    let perm_b: Vec<isize> = ax_b.iter().chain(&free_b).map(|&d| d as isize).collect();
    let am = reshaped(&a.permute_axes(&perm_a)?, &[m, k])?;
    let bm = reshaped(&b.permute_axes(&perm_b)?, &[k, n])?;
    let c = matmul(&am, &bm)?;
    let out: Vec<usize> = free_a
        .iter()
        .map(|&d| a.shape()[d])
        .chain(free_b.iter().map(|&d| b.shape()[d]))
        .collect();
    reshaped(&c, &out)
}

/// One operand of an einsum: its array and one label per axis.
struct Term<T: Element> {
    arr: Array<T>,
    labels: Vec<char>,
}

fn parse_labels(s: &str, op: &'static str) -> Result<Vec<char>> {
    s.chars()
        .map(|c| {
            if c.is_ascii_alphabetic() {
                Ok(c)
            } else if c == '.' {
                Err(Error::Unsupported {
                    what: "einsum with an ellipsis ('...')".into(),
                    backend: "any".into(),
                })
            } else {
                Err(Error::InvalidArgument {
                    op,
                    reason: format!("invalid subscript '{c}' (labels are ASCII letters)"),
                })
            }
        })
        .collect()
}

/// Sums a term over the axes whose labels are not in `keep` (a product with a vector of ones).
fn sum_out<T: MatmulElement>(t: Term<T>, keep: &[char]) -> Result<Term<T>> {
    let gone: Vec<usize> = (0..t.labels.len())
        .filter(|&d| !keep.contains(&t.labels[d]))
        .collect();
    if gone.is_empty() {
        return Ok(t);
    }
    let kept: Vec<usize> = (0..t.labels.len()).filter(|d| !gone.contains(d)).collect();
    let k: usize = gone.iter().map(|&d| t.arr.shape()[d]).product();
    let kept_shape: Vec<usize> = kept.iter().map(|&d| t.arr.shape()[d]).collect();
    let m: usize = kept_shape.iter().product();
    let perm: Vec<isize> = kept.iter().chain(&gone).map(|&d| d as isize).collect();
    let x = reshaped(&t.arr.permute_axes(&perm)?, &[m, k])?;
    let ones = Array::<T>::full(&[k], T::one(), t.arr.device())?;
    let s = matmul(&x, &ones)?;
    Ok(Term {
        arr: reshaped(&s, &kept_shape)?,
        labels: kept.iter().map(|&d| t.labels[d]).collect(),
    })
}

/// Replaces a label repeated within one term by its diagonal (`"ii"` reads `a[i, i]`).
fn take_diagonals<T: MatmulElement>(mut t: Term<T>, op: &'static str) -> Result<Term<T>> {
    loop {
        let rep = (0..t.labels.len()).find_map(|i| {
            (i + 1..t.labels.len())
                .find(|&j| t.labels[j] == t.labels[i])
                .map(|j| (i, j))
        });
        let Some((i, j)) = rep else {
            return Ok(t);
        };
        if t.arr.shape()[i] != t.arr.shape()[j] {
            return Err(Error::InvalidArgument {
                op,
                reason: format!(
                    "label '{}' is repeated over axes of lengths {} and {}",
                    t.labels[i],
                    t.arr.shape()[i],
                    t.arr.shape()[j]
                ),
            });
        }
        let c = t.labels[i];
        t.arr = t.arr.diagonal(0, i as isize, j as isize)?;
        t.labels.remove(j);
        t.labels.remove(i);
        t.labels.push(c);
    }
}

/// Contracts two terms, keeping the labels in `keep`, as one batched matrix product.
fn contract_pair<T: MatmulElement>(
    a: Term<T>,
    b: Term<T>,
    keep: &[char],
    op: &'static str,
) -> Result<Term<T>> {
    // Labels summed inside one operand only go first (they need no partner).
    let a_keep: Vec<char> = keep.iter().chain(&b.labels).copied().collect();
    let b_keep: Vec<char> = keep.iter().chain(&a.labels).copied().collect();
    let a = sum_out(a, &a_keep)?;
    let b = sum_out(b, &b_keep)?;
    let len = |t: &Term<T>, c: char| t.arr.shape()[t.labels.iter().position(|&x| x == c).unwrap()];
    let pos = |t: &Term<T>, c: char| t.labels.iter().position(|&x| x == c).unwrap() as isize;
    let batch: Vec<char> = a
        .labels
        .iter()
        .filter(|c| b.labels.contains(c) && keep.contains(c))
        .copied()
        .collect();
    let contracted: Vec<char> = a
        .labels
        .iter()
        .filter(|c| b.labels.contains(c) && !keep.contains(c))
        .copied()
        .collect();
    let free_a: Vec<char> = a
        .labels
        .iter()
        .filter(|c| !b.labels.contains(c))
        .copied()
        .collect();
    let free_b: Vec<char> = b
        .labels
        .iter()
        .filter(|c| !a.labels.contains(c))
        .copied()
        .collect();
    for &c in batch.iter().chain(&contracted) {
        if len(&a, c) != len(&b, c) {
            return Err(Error::ShapeMismatch {
                op,
                left: a.arr.shape().to_vec(),
                right: b.arr.shape().to_vec(),
            });
        }
    }
    let size = |t: &Term<T>, ls: &[char]| ls.iter().map(|&c| len(t, c)).product::<usize>();
    let (nb, nk, nm, nn) = (
        size(&a, &batch),
        size(&a, &contracted),
        size(&a, &free_a),
        size(&b, &free_b),
    );
    let perm_a: Vec<isize> = batch
        .iter()
        .chain(&free_a)
        .chain(&contracted)
        .map(|&c| pos(&a, c))
        .collect();
    let perm_b: Vec<isize> = batch
        .iter()
        .chain(&contracted)
        .chain(&free_b)
        .map(|&c| pos(&b, c))
        .collect();
    let am = reshaped(&a.arr.permute_axes(&perm_a)?, &[nb, nm, nk])?;
    let bm = reshaped(&b.arr.permute_axes(&perm_b)?, &[nb, nk, nn])?;
    let c = matmul(&am, &bm)?;
    let labels: Vec<char> = batch
        .iter()
        .chain(&free_a)
        .chain(&free_b)
        .copied()
        .collect();
    let shape: Vec<usize> = batch
        .iter()
        .chain(&free_a)
        .map(|&c| len(&a, c))
        .chain(free_b.iter().map(|&c| len(&b, c)))
        .collect();
    Ok(Term {
        arr: reshaped(&c, &shape)?,
        labels,
    })
}

/// Evaluates an Einstein summation over one or more operands.
///
/// Equivalent to `numpy.einsum`.
///
/// Supported: explicit (`"ij,jk->ik"`) and implicit (`"ij,jk"`: the labels that appear once, in
/// alphabetical order) output, any number of operands (contracted left to right), labels repeated
/// inside one operand (diagonals, `"ii->i"`, `"ii->"`), sums (`"ij->i"`), transposes
/// (`"ij->ji"`), batched products (`"bij,bjk->bik"`), inner and outer products. Each pairwise
/// contraction is one batched matrix product (cuBLAS on the GPU).
///
/// # Errors
/// [`Error::Unsupported`] for an ellipsis (`...`); [`Error::InvalidArgument`] for malformed
/// subscripts (wrong number of terms or labels, a label in the output missing from the inputs or
/// repeated there); [`Error::ShapeMismatch`] when a label has different lengths.
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2], &dev)?;
/// let b = Array::from_vec(vec![1.0f64, 0.0, 0.0, 1.0], &[2, 2], &dev)?;
/// assert_eq!(gsci_linalg::einsum("ij,jk->ik", &[&a, &b])?.to_vec()?, vec![1.0, 2.0, 3.0, 4.0]);
/// assert_eq!(gsci_linalg::einsum("ii->", &[&a])?.item()?, 5.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn einsum<T: MatmulElement>(subscripts: &str, operands: &[&Array<T>]) -> Result<Array<T>> {
    const OP: &str = "einsum";
    let spec: String = subscripts.chars().filter(|c| !c.is_whitespace()).collect();
    let (lhs, rhs) = match spec.split_once("->") {
        Some((l, r)) => (l.to_string(), Some(r.to_string())),
        None => (spec.clone(), None),
    };
    let terms: Vec<&str> = lhs.split(',').collect();
    if terms.len() != operands.len() {
        return Err(Error::InvalidArgument {
            op: OP,
            reason: format!(
                "{} terms in '{subscripts}' for {} operands",
                terms.len(),
                operands.len()
            ),
        });
    }
    if operands.is_empty() {
        return Err(Error::InvalidArgument {
            op: OP,
            reason: "at least one operand is needed".into(),
        });
    }
    let mut parsed = Vec::with_capacity(terms.len());
    for (t, a) in terms.iter().zip(operands) {
        let labels = parse_labels(t, OP)?;
        if labels.len() != a.ndim() {
            return Err(Error::InvalidArgument {
                op: OP,
                reason: format!(
                    "term '{t}' has {} labels for an operand of dimension {}",
                    labels.len(),
                    a.ndim()
                ),
            });
        }
        crate::util::same_device(operands[0], a, OP)?;
        parsed.push(labels);
    }
    let out: Vec<char> = match rhs {
        Some(r) => {
            let out = parse_labels(&r, OP)?;
            for (i, c) in out.iter().enumerate() {
                if out[..i].contains(c) {
                    return Err(Error::InvalidArgument {
                        op: OP,
                        reason: format!("output label '{c}' appears more than once"),
                    });
                }
                if !parsed.iter().any(|l| l.contains(c)) {
                    return Err(Error::InvalidArgument {
                        op: OP,
                        reason: format!("output label '{c}' does not appear in the inputs"),
                    });
                }
            }
            out
        }
        None => {
            let mut once: Vec<char> = parsed
                .iter()
                .flatten()
                .copied()
                .filter(|c| parsed.iter().flatten().filter(|&x| x == c).count() == 1)
                .collect();
            once.sort_unstable();
            once
        }
    };
    // Every label's length must agree across the operands.
    let mut lengths: Vec<(char, usize)> = Vec::new();
    for (labels, a) in parsed.iter().zip(operands) {
        for (&c, &n) in labels.iter().zip(a.shape()) {
            match lengths.iter().find(|(x, _)| *x == c) {
                Some(&(_, m)) if m != n => {
                    return Err(Error::InvalidArgument {
                        op: OP,
                        reason: format!("label '{c}' has lengths {m} and {n}"),
                    });
                }
                Some(_) => {}
                None => lengths.push((c, n)),
            }
        }
    }
    let mut pending: Vec<Term<T>> = Vec::with_capacity(operands.len());
    for (labels, a) in parsed.into_iter().zip(operands) {
        pending.push(take_diagonals(
            Term {
                arr: (*a).clone(),
                labels,
            },
            OP,
        )?);
    }
    let mut pending = pending.into_iter();
    let mut acc = pending.next().expect("at least one operand");
    let rest: Vec<Term<T>> = pending.collect();
    for (i, t) in rest.iter().enumerate() {
        // Keep what the output or a later operand still needs.
        let keep: Vec<char> = out
            .iter()
            .chain(rest[i + 1..].iter().flat_map(|r| r.labels.iter()))
            .copied()
            .collect();
        let t = Term {
            arr: t.arr.clone(),
            labels: t.labels.clone(),
        };
        acc = contract_pair(acc, t, &keep, OP)?;
    }
    let acc = sum_out(acc, &out)?;
    let perm: Vec<isize> = out
        .iter()
        .map(|c| acc.labels.iter().position(|x| x == c).unwrap() as isize)
        .collect();
    let r = acc.arr.permute_axes(&perm)?;
    // A fresh array, as NumPy returns (never a view of an input).
    if operands.iter().any(|a| r.shares_storage(a)) {
        r.copy()
    } else {
        Ok(r)
    }
}
