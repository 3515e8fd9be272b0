//! CPU execution of a fused function: the expression runs through the ufunc loops on blocks of
//! the broadcast shape (so intermediates stay in cache), blocks in parallel; the promotion is the
//! ufuncs' by construction. Blocks of whole rows are written straight into one C-ordered result;
//! a final reduction reduces each block as it is computed and combines the blocks' partial
//! results (in groups, then pairwise: a tree fixed by the shape, not by the thread count), so no
//! full-size intermediate is ever allocated.
use super::expr::{Expr, Node, ReduceKind, Reduction};
use super::{Call, OP, Ty, where_dtype};
use crate::array::Array;
use crate::device::Device;
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::reduce::{self, ReduceOptions};
use crate::ufunc::dynarray::{with_dtype, with_dyn};
use crate::ufunc::{BinaryOp, DynArray, Operand, binary, unary};
use rayon::prelude::*;
use std::collections::HashMap;
use std::mem::MaybeUninit;

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

/// How a large broadcast shape is cut into blocks of about [`BLOCK`] elements: ranges of one
/// axis. Axis 0 when a block of whole rows is small enough (the blocks are then contiguous parts
/// of a C-ordered result), else the longest axis.
struct Split {
    axis: usize,
    ranges: Vec<(usize, usize)>,
}

impl Split {
    fn of(shape: &[usize]) -> Split {
        let n: usize = shape.iter().product();
        let axis = if n / shape[0].max(1) <= BLOCK && shape[0] > 1 {
            0
        } else {
            shape
                .iter()
                .enumerate()
                .max_by_key(|(i, l)| (**l, usize::MAX - i))
                .map_or(0, |(i, _)| i)
        };
        let len = shape[axis];
        let per_row = n / len.max(1);
        let rows = (BLOCK / per_row.max(1)).max(1);
        let ranges = (0..len)
            .step_by(rows)
            .map(|s| (s, (s + rows).min(len)))
            .collect();
        Split { axis, ranges }
    }
}

/// The fused expression evaluated on the block `s..e` of `split.axis`, shaped like that block of
/// the broadcast shape.
fn eval_block(call: &Call, axis: usize, s: usize, e: usize) -> Result<DynArray> {
    let shape = &call.shape;
    let nd = shape.len();
    let len = shape[axis];
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
}

/// Copies the CPU array `r` (any layout, C order) into `dst`, which it must fill exactly.
fn write_block<T: Element>(r: &Array<T>, dst: &mut [MaybeUninit<T>]) -> Result<()> {
    let v = r
        .view_cpu()
        .ok_or_else(|| Error::invalid(OP, "a CPU block of the result lies on another device"))?;
    if v.len() != dst.len() {
        return Err(Error::invalid(
            OP,
            format!(
                "a block of {} values for {} places of the result",
                v.len(),
                dst.len()
            ),
        ));
    }
    match v.as_slice() {
        Some(s) => {
            for (d, &x) in dst.iter_mut().zip(s) {
                d.write(x);
            }
        }
        None => {
            for (d, &x) in dst.iter_mut().zip(v.iter()) {
                d.write(x);
            }
        }
    }
    Ok(())
}

/// The result of blocks along axis 0 (contiguous parts of the result), each written into one
/// C-ordered output as soon as it is computed, blocks in parallel; `first` is block 0, computed.
fn elementwise_rows<T: Element>(call: &Call, split: &Split, first: Array<T>) -> Result<DynArray> {
    let n: usize = call.shape.iter().product();
    let per_row = n / call.shape[0];
    let mut out: Vec<T> = crate::host::try_with_capacity(n, OP, "the fused result")?;
    {
        let mut rest = &mut out.spare_capacity_mut()[..n];
        let mut chunks = Vec::with_capacity(split.ranges.len());
        for &(s, e) in &split.ranges {
            let (c, r) = rest.split_at_mut((e - s) * per_row);
            chunks.push(c);
            rest = r;
        }
        chunks
            .into_par_iter()
            .zip(split.ranges.par_iter())
            .enumerate()
            .try_for_each(|(i, (dst, &(s, e)))| {
                if i == 0 {
                    return write_block(&first, dst);
                }
                let r = eval_block(call, 0, s, e)?.into_typed::<T>()?;
                write_block(&r, dst)
            })?;
    }
    // SAFETY: the chunks tile the first `n` places of the capacity and every one was written
    // (`try_for_each` returned Ok only after each block's `write_block` filled its chunk).
    unsafe { out.set_len(n) };
    Ok(DynArray::from(Array::from_vec(
        out,
        &call.shape,
        call.device,
    )?))
}

/// The elementwise result of a fused call.
pub(crate) fn elementwise(call: &Call) -> Result<DynArray> {
    let shape = &call.shape;
    let n: usize = shape.iter().product();
    if n <= 2 * BLOCK || shape.is_empty() {
        return evaluate_whole(call, call.ops);
    }
    let split = Split::of(shape);
    if split.axis == 0 {
        let (s, e) = split.ranges[0];
        let first = eval_block(call, 0, s, e)?;
        return with_dyn!(&first, t => elementwise_rows(call, &split, t.clone()));
    }
    let parts: Vec<Result<DynArray>> = split
        .ranges
        .par_iter()
        .map(|&(s, e)| eval_block(call, split.axis, s, e))
        .collect();
    let parts: Vec<DynArray> = parts.into_iter().collect::<Result<_>>()?;
    concat_dyn(parts, split.axis)
}

fn concat_dyn(parts: Vec<DynArray>, axis: usize) -> Result<DynArray> {
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

/// The reduction's axes, normalised and sorted (`None` when one is out of range or repeated: the
/// whole-array path then reports it).
fn reduced_axes(r: &Reduction, nd: usize) -> Option<Vec<usize>> {
    let mut axes: Vec<usize> = match &r.axis {
        None => (0..nd).collect(),
        Some(v) => v
            .iter()
            .map(|&a| {
                let a = if a < 0 { a + nd as isize } else { a };
                (0..nd as isize).contains(&a).then_some(a as usize)
            })
            .collect::<Option<_>>()?,
    };
    axes.sort_unstable();
    let k = axes.len();
    axes.dedup();
    (axes.len() == k).then_some(axes)
}

/// Blocks per group when blocks along a reduced axis are combined: each group sums its blocks in
/// order, the groups' partial results are then combined pairwise (a tree fixed by the shape, so
/// the result does not depend on the thread count).
const GROUPS: usize = 64;

fn combine(kind: ReduceKind, a: DynArray, b: DynArray) -> Result<DynArray> {
    let op = match kind {
        ReduceKind::Sum | ReduceKind::Mean => BinaryOp::Add,
        ReduceKind::Prod => BinaryOp::Multiply,
        ReduceKind::Max => BinaryOp::Maximum,
        ReduceKind::Min => BinaryOp::Minimum,
    };
    binary(op, Operand::Array(a), Operand::Array(b))
}

/// The reduced result of a fused call: on large shapes the expression is evaluated and reduced
/// block by block (no full-size intermediate), the blocks' partial results combined.
pub(crate) fn reduction(call: &Call, r: &Reduction) -> Result<DynArray> {
    let shape = &call.shape;
    let n: usize = shape.iter().product();
    let nd = shape.len();
    let axes = match reduced_axes(r, nd) {
        Some(a) if n > 2 * BLOCK && nd > 0 => a,
        _ => return reduce_dyn(&elementwise(call)?, r),
    };
    let split = Split::of(shape);
    if !axes.contains(&split.axis) {
        // Each block reduces to its own slice of the result.
        let parts: Vec<Result<DynArray>> = split
            .ranges
            .par_iter()
            .map(|&(s, e)| reduce_dyn(&eval_block(call, split.axis, s, e)?, r))
            .collect();
        let parts: Vec<DynArray> = parts.into_iter().collect::<Result<_>>()?;
        let pos = if r.keepdims {
            split.axis
        } else {
            split.axis - axes.iter().filter(|&&a| a < split.axis).count()
        };
        return concat_dyn(parts, pos);
    }
    let (s0, e0) = split.ranges[0];
    let first = eval_block(call, split.axis, s0, e0)?;
    if !matches!(first.dtype(), DType::F32 | DType::F64) {
        return reduce_dyn(&elementwise(call)?, r);
    }
    // Mean: the sum of the blocks' sums over the count.
    let part = Reduction {
        kind: if r.kind == ReduceKind::Mean {
            ReduceKind::Sum
        } else {
            r.kind
        },
        axis: r.axis.clone(),
        keepdims: r.keepdims,
    };
    let nb = split.ranges.len();
    let per = nb.div_ceil(GROUPS.min(nb));
    let groups: Vec<&[(usize, usize)]> = split.ranges.chunks(per).collect();
    let partials: Vec<Result<DynArray>> = groups
        .par_iter()
        .enumerate()
        .map(|(g, ranges)| {
            let mut acc: Option<DynArray> = None;
            for (j, &(s, e)) in ranges.iter().enumerate() {
                let x = if g == 0 && j == 0 {
                    reduce_dyn(&first, &part)?
                } else {
                    reduce_dyn(&eval_block(call, split.axis, s, e)?, &part)?
                };
                acc = Some(match acc {
                    None => x,
                    Some(a) => combine(part.kind, a, x)?,
                });
            }
            acc.ok_or_else(|| Error::invalid(OP, "an empty group of blocks"))
        })
        .collect();
    let mut level: Vec<DynArray> = partials.into_iter().collect::<Result<_>>()?;
    while level.len() > 1 {
        let mut next = Vec::with_capacity(level.len().div_ceil(2));
        let mut it = level.into_iter();
        while let Some(a) = it.next() {
            next.push(match it.next() {
                Some(b) => combine(part.kind, a, b)?,
                None => a,
            });
        }
        level = next;
    }
    let total = level.pop().ok_or_else(|| Error::invalid(OP, "no block"))?;
    if r.kind == ReduceKind::Mean {
        let count: usize = axes.iter().map(|&a| shape[a]).product();
        return binary(
            BinaryOp::Divide,
            Operand::Array(total),
            Operand::Scalar(crate::dtype::Scalar::Float(count as f64)),
        );
    }
    Ok(total)
}
