//! Planning an elementwise operation (promotion, loop choice, broadcasting) and running it on
//! either backend.

use super::dynarray::{DynArray, Operand, with_dtype, with_dyn};
use super::ops::{BinaryOp, Loop, UnaryOp, binary_loop, two_output_loop, unary_loop};
use super::promotion::{
    Casting, can_cast, check_weak_int, int_fits, result_type_two_weak, result_type_weak,
};
use super::{cpu, cuda};
use crate::array::Array;
use crate::copy::{self, DstMut};
use crate::device::{Backend, Device};
use crate::dtype::{DType, Element, Kind, Scalar};
use crate::error::{Error, Result};

/// What an elementwise kernel computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Kernel {
    Unary(UnaryOp),
    Binary(BinaryOp),
    /// Mantissa and exponent.
    Frexp,
    /// Fractional and integral parts.
    Modf,
    /// `numpy.round(x, decimals)`.
    Round(i32),
}

impl Kernel {
    pub(crate) fn name(self) -> &'static str {
        match self {
            Kernel::Unary(op) => op.name(),
            Kernel::Binary(op) => op.name(),
            Kernel::Frexp => "frexp",
            Kernel::Modf => "modf",
            Kernel::Round(_) => "round",
        }
    }
}

/// An input of a planned operation.
#[derive(Clone)]
pub(crate) enum PlanInput {
    Array(DynArray),
    /// A weak scalar, to be converted to the loop's input dtype.
    Scalar(Scalar),
}

/// A planned elementwise operation.
pub(crate) struct Plan {
    pub kernel: Kernel,
    pub lp: Loop,
    pub shape: Vec<usize>,
    pub inputs: Vec<PlanInput>,
    pub device: Device,
    /// Set when the result is known without looking at the data (a comparison with a Python
    /// integer outside the array's range).
    pub constant: Option<bool>,
}

/// NumPy's broadcasting of two shapes.
///
/// # Errors
/// [`Error::ShapeMismatch`] naming both shapes when an axis differs and neither is 1.
pub(crate) fn broadcast_shapes(op: &'static str, a: &[usize], b: &[usize]) -> Result<Vec<usize>> {
    let n = a.len().max(b.len());
    let mut out = vec![0usize; n];
    for (i, o) in out.iter_mut().enumerate() {
        let da = if i + a.len() >= n {
            a[i + a.len() - n]
        } else {
            1
        };
        let db = if i + b.len() >= n {
            b[i + b.len() - n]
        } else {
            1
        };
        *o = if da == db || db == 1 {
            da
        } else if da == 1 {
            db
        } else {
            return Err(Error::ShapeMismatch {
                op,
                left: a.to_vec(),
                right: b.to_vec(),
            });
        };
    }
    Ok(out)
}

/// Strides that view an array of `shape`/`strides` as the broadcast shape `out` (0 on
/// broadcast axes). `shape` must broadcast to `out`.
pub(crate) fn broadcast_strides(shape: &[usize], strides: &[isize], out: &[usize]) -> Vec<isize> {
    let lead = out.len() - shape.len();
    (0..out.len())
        .map(|i| {
            if i < lead || shape[i - lead] == 1 {
                0
            } else {
                strides[i - lead]
            }
        })
        .collect()
}

fn one_device(op: &'static str, inputs: &[&Operand]) -> Result<Device> {
    let mut dev: Option<Device> = None;
    for x in inputs {
        if let Operand::Array(a) = x {
            match &dev {
                None => dev = Some(a.device().clone()),
                Some(d) => d.check_same(a.device(), op)?,
            }
        }
    }
    dev.ok_or_else(|| Error::invalid(op, "needs at least one array operand"))
}

fn input(x: &Operand) -> PlanInput {
    match x {
        Operand::Array(a) => PlanInput::Array(a.clone()),
        Operand::Scalar(s) => PlanInput::Scalar(*s),
    }
}

fn shape_of(x: &Operand) -> &[usize] {
    match x {
        Operand::Array(a) => a.shape(),
        Operand::Scalar(_) => &[],
    }
}

/// Plans a one-input kernel (unary ops, frexp, modf, round).
pub(crate) fn plan_unary(kernel: Kernel, x: &Operand) -> Result<Plan> {
    let name = kernel.name();
    let device = one_device(name, &[x])?;
    let Operand::Array(a) = x else {
        return Err(Error::invalid(name, "needs an array operand"));
    };
    let d = a.dtype();
    let lp = match kernel {
        Kernel::Unary(op) => unary_loop(op, d)?,
        Kernel::Frexp => two_output_loop("frexp", d)?,
        Kernel::Modf => two_output_loop("modf", d)?,
        Kernel::Round(_) => {
            if d == DType::Bool {
                return Err(Error::unsupported("round of a bool array", "cpu and cuda"));
            }
            Loop {
                inputs: [d, d],
                outputs: [d, d],
                n_out: 1,
            }
        }
        Kernel::Binary(_) => unreachable!("binary kernels are planned by plan_binary"),
    };
    Ok(Plan {
        kernel,
        lp,
        shape: a.shape().to_vec(),
        inputs: vec![input(x)],
        device,
        constant: None,
    })
}

/// Plans a binary op with NumPy 2 promotion (weak scalars per NEP 50).
pub(crate) fn plan_binary(op: BinaryOp, a: &Operand, b: &Operand) -> Result<Plan> {
    let name = op.name();
    let device = one_device(name, &[a, b])?;
    // A weak scalar takes the dtype NEP 50 gives it next to the other operand (for ldexp, whose
    // operands do not promote together, the default dtype of its kind).
    let (ta, tb) = match (a.dtype_or_kind(), b.dtype_or_kind()) {
        (Ok(x), Ok(y)) => (x, y),
        (Ok(x), Err(k)) if op != BinaryOp::Ldexp => (x, result_type_weak(x, k)),
        (Err(k), Ok(y)) if op != BinaryOp::Ldexp => (result_type_weak(y, k), y),
        (x, y) => {
            let own = |d: std::result::Result<DType, Kind>| {
                d.unwrap_or_else(|k| result_type_two_weak(k, Kind::Bool))
            };
            match (x, y) {
                (Err(k), Err(l)) if op != BinaryOp::Ldexp => {
                    let t = result_type_two_weak(k, l);
                    (t, t)
                }
                _ => (own(x), own(y)),
            }
        }
    };
    let lp = binary_loop(op, ta, tb)?;
    let mut constant = None;
    for (i, x) in [a, b].into_iter().enumerate() {
        if let Operand::Scalar(s) = x {
            let target = lp.inputs[i];
            let is_int_scalar = matches!(s, Scalar::Int(_) | Scalar::UInt(_));
            if op.is_comparison() && is_int_scalar && target.is_integer() && !int_fits(s, target) {
                // NumPy 2 compares with an out-of-range Python int exactly: the answer is the
                // same for every element.
                let big = match *s {
                    Scalar::Int(v) => v > 0,
                    _ => true,
                };
                // Whether the left operand is the smaller one.
                let left_less = if i == 1 { big } else { !big };
                constant = Some(match op {
                    BinaryOp::Equal => false,
                    BinaryOp::NotEqual => true,
                    BinaryOp::Less | BinaryOp::LessEqual => left_less,
                    _ => !left_less,
                });
            } else if is_int_scalar {
                check_weak_int(s, target, name)?;
            }
        }
    }
    let shape = broadcast_shapes(name, shape_of(a), shape_of(b))?;
    Ok(Plan {
        kernel: Kernel::Binary(op),
        lp,
        shape,
        inputs: vec![input(a), input(b)],
        device,
        constant,
    })
}

/// Fresh output arrays of the plan's output dtypes on its device.
fn alloc_outputs(plan: &Plan) -> Result<Vec<DynArray>> {
    (0..plan.lp.n_out)
        .map(|i| {
            with_dtype!(plan.lp.outputs[i], T => Ok(DynArray::from(Array::<T>::empty(&plan.shape, &plan.device)?)))
        })
        .collect()
}

/// Base device address of a fresh, uniquely owned GPU array.
fn cuda_ptr<T: Element>(a: &mut Array<T>) -> Result<u64> {
    let offset = a.offset() * std::mem::size_of::<T>();
    match a.storage_mut()? {
        DstMut::Cuda(p) => Ok(p + offset as u64),
        DstMut::Host(_) => Err(Error::invalid("ufunc", "internal: expected a GPU array")),
    }
}

/// Runs a plan into fresh outputs (one or two).
pub(crate) fn run(plan: &Plan) -> Result<Vec<DynArray>> {
    if let Some(v) = plan.constant {
        let mut out = Array::<bool>::empty(&plan.shape, &plan.device)?;
        let layout = out.raw_layout();
        copy::fill(&plan.device, out.storage_mut()?, &layout, v)?;
        return Ok(vec![DynArray::from(out)]);
    }
    if plan.shape.contains(&0) {
        return alloc_outputs(plan);
    }
    match plan.device.backend() {
        Backend::Cpu => {
            let outs = cpu::run(plan)?;
            outs.into_iter()
                .enumerate()
                .map(|(i, o)| o.astype(plan.lp.outputs[i]))
                .collect()
        }
        Backend::Cuda(c) => {
            let mut outs = alloc_outputs(plan)?;
            let mut targets = Vec::with_capacity(outs.len());
            for o in outs.iter_mut() {
                let dtype = o.dtype();
                let strides = o.strides().to_vec();
                let ptr = with_dyn!(o, a => cuda_ptr(a)?);
                targets.push(cuda::Target {
                    ptr,
                    strides,
                    dtype,
                });
            }
            cuda::run(c, plan, &targets)?;
            Ok(outs)
        }
    }
}

/// Runs a single-output plan into `out` (NumPy's `out=`): the inputs broadcast to `out`'s shape
/// and the result is cast to `O` with `same_kind` casting.
pub(crate) fn run_into<O: Element>(mut plan: Plan, out: &mut Array<O>) -> Result<()> {
    let name = plan.kernel.name();
    if broadcast_shapes(name, &plan.shape, out.shape())? != out.shape() {
        return Err(Error::ShapeMismatch {
            op: name,
            left: plan.shape.clone(),
            right: out.shape().to_vec(),
        });
    }
    plan.shape = out.shape().to_vec();
    plan.device.check_same(out.device(), name)?;
    let result = if plan.constant.is_some() {
        DType::Bool
    } else {
        plan.lp.outputs[0]
    };
    if !can_cast(result, O::DTYPE, Casting::SameKind) {
        return Err(Error::DTypeMismatch {
            op: name,
            left: result,
            right: O::DTYPE,
        });
    }
    if plan.shape.contains(&0) {
        return Ok(());
    }
    out.make_unique()?;
    let layout = out.raw_layout();
    match plan.device.backend() {
        Backend::Cuda(c) if plan.constant.is_none() => {
            let ptr = cuda_ptr(out)?;
            let target = cuda::Target {
                ptr,
                strides: layout.strides.clone(),
                dtype: O::DTYPE,
            };
            cuda::run(c, &plan, &[target])
        }
        _ => {
            let r = run(&plan)?.swap_remove(0);
            with_dyn!(&r, a => copy::copy_into(a, out.storage_mut()?, &layout))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn broadcasting_rules() {
        assert_eq!(
            broadcast_shapes("t", &[2, 1, 3], &[4, 1]).unwrap(),
            vec![2, 4, 3]
        );
        assert_eq!(broadcast_shapes("t", &[], &[5]).unwrap(), vec![5]);
        assert_eq!(broadcast_shapes("t", &[0], &[1]).unwrap(), vec![0]);
        let e = broadcast_shapes("add", &[2, 3], &[4]).unwrap_err();
        let msg = e.to_string();
        assert!(msg.contains("[2, 3]") && msg.contains("[4]"), "{msg}");
        assert_eq!(
            broadcast_strides(&[3, 1], &[1, 1], &[2, 3, 4]),
            vec![0, 1, 0]
        );
    }
}
