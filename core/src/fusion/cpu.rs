//! CPU execution of a fused function: the expression runs through the ufunc loops on blocks of
//! the broadcast shape (so intermediates stay in cache), blocks in parallel; the promotion is the
//! ufuncs' by construction.

use super::expr::{Expr, Node, ReduceKind, Reduction};
use super::{Call, OP, Ty, where_dtype};
use crate::array::Array;
use crate::device::Device;
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::reduce::{self, ReduceOptions};
use crate::ufunc::dynarray::{with_dtype, with_dyn};
use crate::ufunc::{DynArray, Operand, binary, unary};
use rayon::prelude::*;
use std::collections::HashMap;

/// Elements per block.
const BLOCK: usize = 1 << 14;

/// A value while evaluating: an array or a weak scalar.
#[derive(Clone)]
enum Val {
    Arr(DynArray),
    Weak(crate::dtype::Scalar),
}

impl Val {
    fn operand(&self) -> Operand {
        match self {
            Val::Arr(a) => Operand::Array(a.clone()),
            Val::Weak(s) => Operand::Scalar(*s),
        }
    }
    fn ty(&self) -> Ty {
        match self {
            Val::Arr(a) => Ty::Arr(a.dtype()),
            Val::Weak(s) => Ty::Weak(*s),
        }
    }
}

/// `a` as an array of dtype `d` (a weak scalar becomes a 0-d array on `dev`).
fn as_dtype(v: &Val, d: DType, dev: &Device) -> Result<DynArray> {
    match v {
        Val::Arr(a) => a.astype(d),
        Val::Weak(s) => {
            with_dtype!(d, T => Ok(DynArray::from(Array::<T>::scalar(T::from_scalar(*s), dev)?)))
        }
    }
}

fn eval(e: &Expr, args: &[Operand], dev: &Device, memo: &mut HashMap<usize, Val>) -> Result<Val> {
    if let Some(v) = memo.get(&e.id()) {
        return Ok(v.clone());
    }
    let v = match e.node() {
        Node::Input(i) => match &args[*i] {
            Operand::Array(a) => Val::Arr(a.clone()),
            Operand::Scalar(s) => Val::Weak(*s),
        },
        Node::Scalar(s) => Val::Weak(*s),
        Node::Unary(op, a) => {
            let a = eval(a, args, dev, memo)?;
            if let Val::Weak(_) = a {
                return Err(Error::invalid(
                    OP,
                    format!(
                        "'{}' of a scalar: compute it outside the fused function",
                        op.name()
                    ),
                ));
            }
            Val::Arr(unary(*op, a.operand())?)
        }
        Node::Binary(op, a, b) => {
            let a = eval(a, args, dev, memo)?;
            let b = eval(b, args, dev, memo)?;
            if let (Val::Weak(_), Val::Weak(_)) = (&a, &b) {
                return Err(Error::invalid(
                    OP,
                    format!(
                        "'{}' of two scalars: compute it outside the fused function",
                        op.name()
                    ),
                ));
            }
            Val::Arr(binary(*op, a.operand(), b.operand())?)
        }
        Node::Cast(d, a) => Val::Arr(as_dtype(&eval(a, args, dev, memo)?, *d, dev)?),
        Node::Where(c, a, b) => {
            let c = as_dtype(&eval(c, args, dev, memo)?, DType::Bool, dev)?.into_typed::<bool>()?;
            let a = eval(a, args, dev, memo)?;
            let b = eval(b, args, dev, memo)?;
            let d = where_dtype(a.ty(), b.ty());
            let (a, b) = (as_dtype(&a, d, dev)?, as_dtype(&b, d, dev)?);
            with_dtype!(d, T => Val::Arr(DynArray::from(crate::routines::where_(
                &c,
                &a.into_typed::<T>()?,
                &b.into_typed::<T>()?,
            )?)))
        }
        Node::External(f, a, k) => {
            let vals: Vec<Val> = a
                .iter()
                .map(|x| eval(x, args, dev, memo))
                .collect::<Result<_>>()?;
            let tys: Vec<Ty> = vals.iter().map(Val::ty).collect();
            super::ext_loop(f, *k, &tys)?;
            let ops: Vec<Operand> = vals.iter().map(Val::operand).collect();
            Val::Arr(crate::ufunc::external::apply(f, &ops)?.swap_remove(*k))
        }
        Node::Reduce(..) => {
            return Err(Error::invalid(
                OP,
                "a reduction may only be the last operation of a fused function",
            ));
        }
    };
    memo.insert(e.id(), v.clone());
    Ok(v)
}

fn slice_dyn(a: &DynArray, axis: usize, start: usize, stop: usize) -> Result<DynArray> {
    with_dyn!(a, t => Ok(DynArray::from(t.slice_axis(
        axis as isize,
        Some(start as isize),
        Some(stop as isize),
        1,
    )?)))
}

fn evaluate_whole(call: &Call, args: &[Operand]) -> Result<DynArray> {
    match eval(call.body, args, call.device, &mut HashMap::new())? {
        Val::Arr(a) => {
            if a.shape() == call.shape.as_slice() {
                Ok(a)
            } else {
                // Only reachable when an argument the expression reads broadcasts wider than the
                // result of an operation that drops it (none today); keep the shape contract.
                with_dyn!(&a, t => Ok(DynArray::from(t.broadcast_to(&call.shape)?.copy()?)))
            }
        }
        Val::Weak(_) => Err(Error::invalid(
            OP,
            "the fused expression reads no array argument",
        )),
    }
}

/// The elementwise result of a fused call.
pub(crate) fn elementwise(call: &Call) -> Result<DynArray> {
    let shape = &call.shape;
    let n: usize = shape.iter().product();
    if n <= 2 * BLOCK || shape.is_empty() {
        return evaluate_whole(call, call.ops);
    }
    // Split the longest axis into blocks of about BLOCK elements.
    let (axis, &len) = shape
        .iter()
        .enumerate()
        .max_by_key(|(i, l)| (**l, usize::MAX - i))
        .expect("non-empty shape");
    let per_row = n / len;
    let rows = (BLOCK / per_row.max(1)).max(1);
    let ranges: Vec<(usize, usize)> = (0..len)
        .step_by(rows)
        .map(|s| (s, (s + rows).min(len)))
        .collect();
    let nd = shape.len();
    let parts: Vec<Result<DynArray>> = ranges
        .par_iter()
        .map(|&(s, e)| {
            let mut args = Vec::with_capacity(call.ops.len());
            for (i, o) in call.ops.iter().enumerate() {
                args.push(match o {
                    Operand::Array(a) if call.used[i] => {
                        let lead = nd - a.shape().len();
                        if axis >= lead && a.shape()[axis - lead] == len && len > 1 {
                            Operand::Array(slice_dyn(a, axis - lead, s, e)?)
                        } else {
                            o.clone()
                        }
                    }
                    _ => o.clone(),
                });
            }
            let r = match eval(call.body, &args, call.device, &mut HashMap::new())? {
                Val::Arr(a) => a,
                Val::Weak(_) => {
                    return Err(Error::invalid(
                        OP,
                        "the fused expression reads no array argument",
                    ));
                }
            };
            let mut want = shape.clone();
            want[axis] = e - s;
            if r.shape() != want.as_slice() {
                return with_dyn!(&r, t => Ok(DynArray::from(t.broadcast_to(&want)?.copy()?)));
            }
            Ok(r)
        })
        .collect();
    let parts: Vec<DynArray> = parts.into_iter().collect::<Result<_>>()?;
    let d = parts[0].dtype();
    with_dtype!(d, T => {
        let typed: Vec<Array<T>> = parts
            .into_iter()
            .map(|p| p.into_typed::<T>())
            .collect::<Result<_>>()?;
        let refs: Vec<&Array<T>> = typed.iter().collect();
        Ok(DynArray::from(crate::routines::concatenate(&refs, axis as isize)?))
    })
}

fn reduce_typed<T: reduce::Reducible>(
    a: &Array<T>,
    kind: ReduceKind,
    opts: &ReduceOptions,
) -> Result<DynArray> {
    Ok(match kind {
        ReduceKind::Sum => DynArray::from(reduce::sum(a, opts)?),
        ReduceKind::Prod => DynArray::from(reduce::prod(a, opts)?),
        ReduceKind::Mean => DynArray::from(reduce::mean(a, opts)?),
        ReduceKind::Max => DynArray::from(reduce::max(a, opts)?),
        ReduceKind::Min => DynArray::from(reduce::min(a, opts)?),
    })
}

/// Applies a fused function's final reduction to its elementwise result `x` (on any device).
pub(crate) fn reduce_dyn(x: &DynArray, r: &Reduction) -> Result<DynArray> {
    let opts = ReduceOptions {
        axis: r.axis.as_deref(),
        keepdims: r.keepdims,
    };
    with_dyn!(x, a => reduce_typed(a, r.kind, &opts))
}

/// The reduced result of a fused call.
pub(crate) fn reduction(call: &Call, r: &Reduction) -> Result<DynArray> {
    let x = elementwise(call)?;
    reduce_dyn(&x, r)
}
