//! Elementwise reductions on the host, in rank order (so every rank computes the same bits).

use crate::ReduceOp;
use gsci_core::{DType, Element, Kind, Scalar};

/// Why `op` cannot reduce `dtype` (on every backend), or `None` when it can.
pub(crate) fn unsupported(op: ReduceOp, dtype: DType) -> Option<String> {
    match (op, dtype.kind()) {
        (ReduceOp::Min | ReduceOp::Max, Kind::Complex) => Some(format!(
            "op={} is not defined for {dtype} (complex numbers are not ordered)",
            op.name()
        )),
        (ReduceOp::Avg, Kind::Bool) => Some(format!("op=avg is not defined for {dtype}")),
        _ => None,
    }
}

fn nan_min(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else {
        a.min(b)
    }
}

fn nan_max(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else {
        a.max(b)
    }
}

/// `a op b` (sum for `Avg`; the division comes at the end). Integers wrap as NumPy's and NCCL's
/// do; float results are rounded once to `T` (an f64 sum or product of two f32/f16 values is
/// exact before that rounding, so the result equals `T`'s own arithmetic).
fn combine<T: Element>(op: ReduceOp, a: T, b: T) -> T {
    let s = match (a.to_scalar(), b.to_scalar()) {
        (Scalar::Bool(x), Scalar::Bool(y)) => Scalar::Bool(match op {
            ReduceOp::Sum | ReduceOp::Max | ReduceOp::Avg => x || y,
            ReduceOp::Prod | ReduceOp::Min => x && y,
        }),
        (Scalar::Int(x), Scalar::Int(y)) => Scalar::Int(match op {
            ReduceOp::Sum | ReduceOp::Avg => x.wrapping_add(y),
            ReduceOp::Prod => x.wrapping_mul(y),
            ReduceOp::Min => x.min(y),
            ReduceOp::Max => x.max(y),
        }),
        (Scalar::UInt(x), Scalar::UInt(y)) => Scalar::UInt(match op {
            ReduceOp::Sum | ReduceOp::Avg => x.wrapping_add(y),
            ReduceOp::Prod => x.wrapping_mul(y),
            ReduceOp::Min => x.min(y),
            ReduceOp::Max => x.max(y),
        }),
        (Scalar::Float(x), Scalar::Float(y)) => Scalar::Float(match op {
            ReduceOp::Sum | ReduceOp::Avg => x + y,
            ReduceOp::Prod => x * y,
            ReduceOp::Min => nan_min(x, y),
            ReduceOp::Max => nan_max(x, y),
        }),
        (Scalar::Complex(xr, xi), Scalar::Complex(yr, yi)) => match op {
            ReduceOp::Prod => Scalar::Complex(xr * yr - xi * yi, xr * yi + xi * yr),
            _ => Scalar::Complex(xr + yr, xi + yi),
        },
        (x, _) => x,
    };
    T::from_scalar(s)
}

/// `acc = acc op x`, elementwise.
pub(crate) fn fold_into<T: Element>(op: ReduceOp, acc: &mut [T], x: &[T]) {
    acc.iter_mut()
        .zip(x)
        .for_each(|(a, &b)| *a = combine(op, *a, b));
}

/// Divides by the rank count for `Avg` (integers truncate toward zero, as C's division).
pub(crate) fn finish<T: Element>(op: ReduceOp, acc: &mut [T], n: usize) {
    if op != ReduceOp::Avg {
        return;
    }
    acc.iter_mut().for_each(|a| {
        *a = T::from_scalar(match a.to_scalar() {
            Scalar::Int(x) => Scalar::Int(x / n as i64),
            Scalar::UInt(x) => Scalar::UInt(x / n as u64),
            Scalar::Float(x) => Scalar::Float(x / n as f64),
            Scalar::Complex(r, i) => Scalar::Complex(r / n as f64, i / n as f64),
            s => s,
        })
    });
}
