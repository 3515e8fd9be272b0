//! CPU execution of planned elementwise operations: ndarray `Zip` over broadcast views, rayon
//! above [`PARALLEL_MIN`] elements. Inputs are first cast to the compute dtype (the loop dtype;
//! float32 for float16/bfloat16 loops, bool for logical ops), outputs are cast to the loop's
//! output dtype by the engine — so half-precision results are rounded once, from float32.

use super::dynarray::{DynArray, with_dtype};
use super::engine::{Kernel, Plan, PlanInput};
use super::math::{self, C, FloatOps, IntOps};
use super::ops::{BinaryOp, UnaryOp};
use crate::array::Array;
use crate::device::Device;
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::par::part_of;
use half::{bf16, f16};
use ndarray::{ArrayViewMutD, IxDyn, Zip};

/// Element count above which loops run in parallel.
const PARALLEL_MIN: usize = 1 << 16;

/// The dtype the CPU computes in for a loop input dtype.
fn compute_dtype(kernel: Kernel, loop_dtype: DType) -> DType {
    match kernel {
        Kernel::Binary(BinaryOp::LogicalAnd | BinaryOp::LogicalOr | BinaryOp::LogicalXor)
        | Kernel::Unary(UnaryOp::LogicalNot) => DType::Bool,
        _ => match loop_dtype {
            DType::F16 | DType::BF16 => DType::F32,
            d => d,
        },
    }
}

fn internal(kernel: Kernel, d: DType) -> Error {
    Error::invalid(
        "ufunc",
        format!("internal: no CPU loop for {} on {d}", kernel.name()),
    )
}

/// Runs `plan` on the CPU; outputs come back in the compute dtype (the engine casts them).
pub(crate) fn run(plan: &Plan) -> Result<Vec<DynArray>> {
    let cpu = Device::cpu();
    let mut ins = Vec::with_capacity(plan.inputs.len());
    for (i, x) in plan.inputs.iter().enumerate() {
        let l = plan.lp.inputs[i];
        let c = compute_dtype(plan.kernel, l);
        ins.push(match x {
            PlanInput::Array(a) => {
                // Cast to the loop dtype first (rounding to half precision where the loop is),
                // then to the compute dtype.
                if a.dtype() == c || (a.dtype() != l && l == c) {
                    a.astype(c)?
                } else {
                    a.astype(l)?.astype(c)?
                }
            }
            PlanInput::Scalar(s) => {
                with_dtype!(l, T => DynArray::from(Array::<T>::scalar(T::from_scalar(*s), &cpu)?))
                    .astype(c)?
            }
        });
    }
    let shape = plan.shape.as_slice();
    let l = plan.lp.inputs[0];
    let q = rounder(l);
    match plan.kernel {
        Kernel::Binary(op) => Ok(vec![
            binary(op, l, &ins[0], &ins[1], shape).ok_or_else(|| internal(plan.kernel, l))?,
        ]),
        Kernel::Unary(op) => Ok(vec![
            unary(op, q, &ins[0], shape).ok_or_else(|| internal(plan.kernel, l))?,
        ]),
        Kernel::Frexp => match &ins[0] {
            DynArray::F32(a) => Ok(map1_2(a, shape, math::frexp)),
            DynArray::F64(a) => Ok(map1_2(a, shape, math::frexp)),
            _ => Err(internal(plan.kernel, l)),
        },
        Kernel::Modf => match &ins[0] {
            DynArray::F32(a) => Ok(map1_2(a, shape, math::modf)),
            DynArray::F64(a) => Ok(map1_2(a, shape, math::modf)),
            _ => Err(internal(plan.kernel, l)),
        },
        Kernel::Round(d) => Ok(vec![round(d, q, &ins[0], shape)]),
    }
}

/// Rounds an f32 to the loop's storage precision (identity unless the loop is half precision).
fn rounder(l: DType) -> fn(f32) -> f32 {
    match l {
        DType::F16 => |v| f16::from_f32(v).to_f32(),
        DType::BF16 => |v| bf16::from_f32(v).to_f32(),
        _ => |v| v,
    }
}

fn base<T: Element>(a: &Array<T>) -> ndarray::ArrayViewD<'_, T> {
    a.view_cpu().expect("CPU array")
}

fn bcast<'a, T>(v: &'a ndarray::ArrayViewD<'_, T>, shape: &[usize]) -> ndarray::ArrayViewD<'a, T> {
    v.broadcast(IxDyn(shape))
        .expect("the plan broadcast the operands")
}

fn wrap<O: Element>(v: Vec<O>, shape: &[usize]) -> DynArray {
    DynArray::from(Array::from_vec(v, shape, &Device::cpu()).expect("one value per element"))
}

/// One operand of the flat loops: a C-contiguous slice in the output's element order, or the
/// single value of a broadcast scalar.
enum Flat<'a, T> {
    Slice(&'a [T]),
    One(T),
}

/// `v` (an operand in its own layout) as a [`Flat`] operand of an `n`-element result, when it
/// is one: a single element, or C-contiguous with `n` elements (an operand that broadcasts to
/// the result without repeating anything has the result's element order).
fn flat<'a, T: Copy>(v: &'a ndarray::ArrayViewD<'_, T>, n: usize) -> Option<Flat<'a, T>> {
    if v.len() == 1 {
        v.iter().next().map(|&x| Flat::One(x))
    } else if v.len() == n {
        v.as_slice().map(Flat::Slice)
    } else {
        None
    }
}

/// Elements per task of the flat loops.
const FLAT_CHUNK: usize = 1 << 14;

/// Runs `body(offset, out_piece)` over `out`, in parallel pieces when it is large.
fn flat_for_each<O: Send>(out: &mut [O], body: impl Fn(usize, &mut [O]) + Sync + Send) {
    if out.len() >= PARALLEL_MIN {
        crate::par::chunks_mut(out, FLAT_CHUNK, body);
    } else {
        body(0, out);
    }
}

fn map1<A: Element, O: Element>(
    a: &Array<A>,
    shape: &[usize],
    f: impl Fn(A) -> O + Sync + Send,
) -> DynArray {
    let ab = base(a);
    let n: usize = shape.iter().product();
    if n > 0
        && let Some(Flat::Slice(x)) = flat(&ab, n)
    {
        // Contiguous input: plain slice loops (vectorisable), no n-d iteration.
        let mut out = crate::array::host_zeros::<O>(n);
        flat_for_each(&mut out, |off, o| {
            let len = o.len();
            for (o, &x) in o.iter_mut().zip(&x[off..off + len]) {
                *o = f(x);
            }
        });
        return wrap(out, shape);
    }
    let av = bcast(&ab, shape);
    let mut out = crate::array::host_zeros::<O>(av.len());
    {
        let ov = ArrayViewMutD::from_shape(IxDyn(shape), &mut out).expect("sized");
        crate::par::rows_mut(ov, PARALLEL_MIN, |ax, r, mut o| {
            let a = part_of(&av, ax, r);
            Zip::from(&mut o).and(&a).for_each(|o, &x| *o = f(x));
        });
    }
    wrap(out, shape)
}

fn map2<A: Element, B: Element, O: Element>(
    a: &Array<A>,
    b: &Array<B>,
    shape: &[usize],
    f: impl Fn(A, B) -> O + Sync + Send,
) -> DynArray {
    let (ab, bb) = (base(a), base(b));
    let n: usize = shape.iter().product();
    if n > 0
        && let (Some(fa), Some(fb)) = (flat(&ab, n), flat(&bb, n))
    {
        // Contiguous operands or broadcast scalars (`x * y`, `x + 1`): plain slice loops.
        let mut out = crate::array::host_zeros::<O>(n);
        flat_for_each(&mut out, |off, o| {
            let len = o.len();
            match (&fa, &fb) {
                (Flat::Slice(x), Flat::Slice(y)) => {
                    for ((o, &x), &y) in
                        o.iter_mut().zip(&x[off..off + len]).zip(&y[off..off + len])
                    {
                        *o = f(x, y);
                    }
                }
                (Flat::Slice(x), Flat::One(y)) => {
                    for (o, &x) in o.iter_mut().zip(&x[off..off + len]) {
                        *o = f(x, *y);
                    }
                }
                (Flat::One(x), Flat::Slice(y)) => {
                    for (o, &y) in o.iter_mut().zip(&y[off..off + len]) {
                        *o = f(*x, y);
                    }
                }
                (Flat::One(x), Flat::One(y)) => {
                    for o in o.iter_mut() {
                        *o = f(*x, *y);
                    }
                }
            }
        });
        return wrap(out, shape);
    }
    let (av, bv) = (bcast(&ab, shape), bcast(&bb, shape));
    let mut out = crate::array::host_zeros::<O>(av.len());
    {
        let ov = ArrayViewMutD::from_shape(IxDyn(shape), &mut out).expect("sized");
        crate::par::rows_mut(ov, PARALLEL_MIN, |ax, r, mut o| {
            let (a, b) = (part_of(&av, ax, r.clone()), part_of(&bv, ax, r));
            Zip::from(&mut o)
                .and(&a)
                .and(&b)
                .for_each(|o, &x, &y| *o = f(x, y));
        });
    }
    wrap(out, shape)
}

fn map1_2<A: Element, O1: Element, O2: Element>(
    a: &Array<A>,
    shape: &[usize],
    f: impl Fn(A) -> (O1, O2) + Sync + Send,
) -> Vec<DynArray> {
    let ab = base(a);
    let av = bcast(&ab, shape);
    let mut o1 = vec![O1::default(); av.len()];
    let mut o2 = vec![O2::default(); av.len()];
    {
        let v1 = ArrayViewMutD::from_shape(IxDyn(shape), &mut o1).expect("sized");
        let v2 = ArrayViewMutD::from_shape(IxDyn(shape), &mut o2).expect("sized");
        crate::par::rows_mut2(v1, v2, PARALLEL_MIN, |ax, r, mut v1, mut v2| {
            let a = part_of(&av, ax, r);
            Zip::from(&mut v1)
                .and(&mut v2)
                .and(&a)
                .for_each(|p: &mut O1, q: &mut O2, &x: &A| {
                    let (r1, r2) = f(x);
                    *p = r1;
                    *q = r2;
                });
        });
    }
    vec![wrap(o1, shape), wrap(o2, shape)]
}

// --------------------------------------------------------------------------------- binary ops

fn binary(op: BinaryOp, l: DType, a: &DynArray, b: &DynArray, shape: &[usize]) -> Option<DynArray> {
    use DynArray as D;
    match (a, b) {
        (D::Bool(a), D::Bool(b)) => bool_binary(op, a, b, shape),
        (D::I8(a), D::I8(b)) => int_binary(op, a, b, shape),
        (D::I16(a), D::I16(b)) => int_binary(op, a, b, shape),
        (D::I32(a), D::I32(b)) => int_binary(op, a, b, shape),
        (D::I64(a), D::I64(b)) => int_binary(op, a, b, shape),
        (D::U8(a), D::U8(b)) => int_binary(op, a, b, shape),
        (D::U16(a), D::U16(b)) => int_binary(op, a, b, shape),
        (D::U32(a), D::U32(b)) => int_binary(op, a, b, shape),
        (D::U64(a), D::U64(b)) => int_binary(op, a, b, shape),
        (D::F32(a), D::F32(b))
            if op == BinaryOp::Nextafter && matches!(l, DType::F16 | DType::BF16) =>
        {
            // Half-precision nextafter steps in the storage format's ulps.
            let is_f16 = l == DType::F16;
            Some(map2(a, b, shape, move |x: f32, y: f32| {
                if is_f16 {
                    let r = math::nextafter_bits16(
                        f16::from_f32(x).to_bits(),
                        f16::from_f32(y).to_bits(),
                        0x7c00,
                    );
                    f16::from_bits(r).to_f32()
                } else {
                    let r = math::nextafter_bits16(
                        bf16::from_f32(x).to_bits(),
                        bf16::from_f32(y).to_bits(),
                        0x7f80,
                    );
                    bf16::from_bits(r).to_f32()
                }
            }))
        }
        (D::F32(a), D::F32(b)) => float_binary(op, a, b, shape),
        (D::F64(a), D::F64(b)) => float_binary(op, a, b, shape),
        (D::F32(a), D::I64(b)) if op == BinaryOp::Ldexp => {
            Some(map2(a, b, shape, |x: f32, e| x.c_ldexp(e)))
        }
        (D::F64(a), D::I64(b)) if op == BinaryOp::Ldexp => {
            Some(map2(a, b, shape, |x: f64, e| x.c_ldexp(e)))
        }
        (D::C64(a), D::C64(b)) => complex_binary(op, a, b, shape),
        (D::C128(a), D::C128(b)) => complex_binary(op, a, b, shape),
        _ => None,
    }
}

fn bool_binary(op: BinaryOp, a: &Array<bool>, b: &Array<bool>, s: &[usize]) -> Option<DynArray> {
    use BinaryOp::*;
    Some(match op {
        Add | LogicalOr | BitwiseOr | Maximum | Fmax => map2(a, b, s, |x, y| x | y),
        Multiply | LogicalAnd | BitwiseAnd | Minimum | Fmin => map2(a, b, s, |x, y| x & y),
        LogicalXor | BitwiseXor | NotEqual => map2(a, b, s, |x, y| x ^ y),
        Equal => map2(a, b, s, |x, y| x == y),
        Less => map2(a, b, s, |x, y| !x & y),
        LessEqual => map2(a, b, s, |x, y| !x | y),
        Greater => map2(a, b, s, |x, y| x & !y),
        GreaterEqual => map2(a, b, s, |x, y| x | !y),
        _ => return None,
    })
}

fn int_binary<T: IntOps>(
    op: BinaryOp,
    a: &Array<T>,
    b: &Array<T>,
    s: &[usize],
) -> Option<DynArray> {
    use BinaryOp::*;
    Some(match op {
        Add => map2(a, b, s, T::wadd),
        Subtract => map2(a, b, s, T::wsub),
        Multiply => map2(a, b, s, T::wmul),
        FloorDivide => map2(a, b, s, T::floor_div),
        Remainder => map2(a, b, s, T::rem_py),
        Fmod => map2(a, b, s, T::fmod),
        Power => map2(a, b, s, T::ipow),
        BitwiseAnd => map2(a, b, s, T::and),
        BitwiseOr => map2(a, b, s, T::or),
        BitwiseXor => map2(a, b, s, T::xor),
        LeftShift => map2(a, b, s, T::shl),
        RightShift => map2(a, b, s, T::shr),
        Maximum | Fmax => map2(a, b, s, |x, y| if x >= y { x } else { y }),
        Minimum | Fmin => map2(a, b, s, |x, y| if x <= y { x } else { y }),
        Equal => map2(a, b, s, |x, y| x == y),
        NotEqual => map2(a, b, s, |x, y| x != y),
        Less => map2(a, b, s, |x, y| x < y),
        LessEqual => map2(a, b, s, |x, y| x <= y),
        Greater => map2(a, b, s, |x, y| x > y),
        GreaterEqual => map2(a, b, s, |x, y| x >= y),
        _ => return None,
    })
}

fn float_binary<F: FloatOps>(
    op: BinaryOp,
    a: &Array<F>,
    b: &Array<F>,
    s: &[usize],
) -> Option<DynArray> {
    use BinaryOp::*;
    Some(match op {
        Add => map2(a, b, s, |x: F, y| x + y),
        Subtract => map2(a, b, s, |x: F, y| x - y),
        Multiply => map2(a, b, s, |x: F, y| x * y),
        Divide => map2(a, b, s, |x: F, y| x / y),
        FloorDivide => map2(a, b, s, math::floor_divide),
        Remainder => map2(a, b, s, math::remainder),
        Fmod => map2(a, b, s, |x: F, y| x % y),
        Power => map2(a, b, s, |x: F, y| x.powf(y)),
        Equal => map2(a, b, s, |x: F, y| x == y),
        NotEqual => map2(a, b, s, |x: F, y| x != y),
        Less => map2(a, b, s, |x: F, y| x < y),
        LessEqual => map2(a, b, s, |x: F, y| x <= y),
        Greater => map2(a, b, s, |x: F, y| x > y),
        GreaterEqual => map2(a, b, s, |x: F, y| x >= y),
        Arctan2 => map2(a, b, s, |x: F, y| x.atan2(y)),
        Hypot => map2(a, b, s, |x: F, y| x.hypot(y)),
        Maximum => map2(a, b, s, math::maximum),
        Minimum => map2(a, b, s, math::minimum),
        Fmax => map2(a, b, s, math::fmax),
        Fmin => map2(a, b, s, math::fmin),
        Copysign => map2(a, b, s, |x: F, y| x.copysign(y)),
        Nextafter => map2(a, b, s, |x: F, y| x.c_nextafter(y)),
        _ => return None,
    })
}

fn complex_binary<F: FloatOps>(
    op: BinaryOp,
    a: &Array<C<F>>,
    b: &Array<C<F>>,
    s: &[usize],
) -> Option<DynArray>
where
    C<F>: Element,
{
    use BinaryOp::*;
    Some(match op {
        Add => map2(a, b, s, |x: C<F>, y| C::new(x.re + y.re, x.im + y.im)),
        Subtract => map2(a, b, s, |x: C<F>, y| C::new(x.re - y.re, x.im - y.im)),
        Multiply => map2(a, b, s, math::cmul),
        Divide => map2(a, b, s, math::cdiv),
        Power => map2(a, b, s, math::cpow),
        Equal => map2(a, b, s, |x: C<F>, y: C<F>| x.re == y.re && x.im == y.im),
        NotEqual => map2(a, b, s, |x: C<F>, y: C<F>| x.re != y.re || x.im != y.im),
        Less => map2(a, b, s, math::clt),
        LessEqual => map2(a, b, s, math::cle),
        Greater => map2(a, b, s, math::cgt),
        GreaterEqual => map2(a, b, s, math::cge),
        Maximum => map2(a, b, s, math::cmaximum),
        Minimum => map2(a, b, s, math::cminimum),
        Fmax => map2(a, b, s, math::cfmax),
        Fmin => map2(a, b, s, math::cfmin),
        _ => return None,
    })
}

// ---------------------------------------------------------------------------------- unary ops

fn unary(op: UnaryOp, q: fn(f32) -> f32, a: &DynArray, shape: &[usize]) -> Option<DynArray> {
    use DynArray as D;
    match a {
        D::Bool(a) => bool_unary(op, a, shape),
        D::I8(a) => int_unary(op, a, shape),
        D::I16(a) => int_unary(op, a, shape),
        D::I32(a) => int_unary(op, a, shape),
        D::I64(a) => int_unary(op, a, shape),
        D::U8(a) => int_unary(op, a, shape),
        D::U16(a) => int_unary(op, a, shape),
        D::U32(a) => int_unary(op, a, shape),
        D::U64(a) => int_unary(op, a, shape),
        D::F32(a) => float_unary(op, q, a, shape),
        D::F64(a) => float_unary(op, |v| v, a, shape),
        D::C64(a) => complex_unary(op, q, a, shape),
        D::C128(a) => complex_unary(op, |v| v, a, shape),
        D::F16(_) | D::BF16(_) => None,
    }
}

fn bool_unary(op: UnaryOp, a: &Array<bool>, s: &[usize]) -> Option<DynArray> {
    use UnaryOp::*;
    Some(match op {
        LogicalNot | Invert => map1(a, s, |x: bool| !x),
        Absolute | Floor | Ceil | Trunc | Real => map1(a, s, |x: bool| x),
        Isnan | Isinf | Imag => map1(a, s, |_: bool| false),
        Isfinite => map1(a, s, |_: bool| true),
        _ => return None,
    })
}

fn int_unary<T: IntOps>(op: UnaryOp, a: &Array<T>, s: &[usize]) -> Option<DynArray> {
    use UnaryOp::*;
    Some(match op {
        Negative => map1(a, s, T::wneg),
        Positive | Floor | Ceil | Trunc | Conjugate | Real => map1(a, s, |x: T| x),
        Absolute => map1(a, s, T::wabs),
        Sign => map1(a, s, T::sign),
        Invert => map1(a, s, T::not),
        Square => map1(a, s, |x: T| x.wmul(x)),
        Reciprocal => map1(a, s, T::reciprocal),
        Imag => map1(a, s, |_: T| T::zero()),
        Isnan | Isinf => map1(a, s, |_: T| false),
        Isfinite => map1(a, s, |_: T| true),
        _ => return None,
    })
}

/// A float op; `q` rounds an f32 to the loop's storage precision, for the ops whose NumPy
/// definition rounds an intermediate result (angle in degrees).
fn float_unary<F: FloatOps>(
    op: UnaryOp,
    q: fn(F) -> F,
    a: &Array<F>,
    s: &[usize],
) -> Option<DynArray> {
    use UnaryOp::*;
    Some(match op {
        Negative => map1(a, s, |x: F| -x),
        Positive | Conjugate | Real => map1(a, s, |x: F| x),
        Absolute => map1(a, s, |x: F| x.abs()),
        Sign => map1(a, s, math::sign),
        Exp => map1(a, s, |x: F| x.exp()),
        Exp2 => map1(a, s, |x: F| x.exp2()),
        Expm1 => map1(a, s, |x: F| x.exp_m1()),
        Log => map1(a, s, |x: F| x.ln()),
        Log2 => map1(a, s, |x: F| x.log2()),
        Log10 => map1(a, s, |x: F| x.log10()),
        Log1p => map1(a, s, |x: F| x.ln_1p()),
        Sqrt => map1(a, s, |x: F| x.sqrt()),
        Cbrt => map1(a, s, |x: F| x.cbrt()),
        Square => map1(a, s, |x: F| x * x),
        Reciprocal => map1(a, s, |x: F| F::ONE / x),
        Sin => map1(a, s, |x: F| x.sin()),
        Cos => map1(a, s, |x: F| x.cos()),
        Tan => map1(a, s, |x: F| x.tan()),
        Arcsin => map1(a, s, |x: F| x.asin()),
        Arccos => map1(a, s, |x: F| x.acos()),
        Arctan => map1(a, s, |x: F| x.atan()),
        Sinh => map1(a, s, |x: F| x.sinh()),
        Cosh => map1(a, s, |x: F| x.cosh()),
        Tanh => map1(a, s, |x: F| x.tanh()),
        Arcsinh => map1(a, s, F::c_asinh),
        Arccosh => map1(a, s, F::c_acosh),
        Arctanh => map1(a, s, F::c_atanh),
        Deg2rad => map1(a, s, |x: F| x * F::RAD_PER_DEG),
        Rad2deg => map1(a, s, |x: F| x * F::DEG_PER_RAD),
        Floor => map1(a, s, |x: F| x.floor()),
        Ceil => map1(a, s, |x: F| x.ceil()),
        Trunc => map1(a, s, |x: F| x.trunc()),
        Rint => map1(a, s, F::rint),
        Isnan => map1(a, s, |x: F| x.is_nan()),
        Isinf => map1(a, s, |x: F| x.is_infinite()),
        Isfinite => map1(a, s, |x: F| x.is_finite()),
        Signbit => map1(a, s, |x: F| x.is_sign_negative()),
        Imag => map1(a, s, |_: F| F::ZERO),
        Angle => map1(a, s, |x: F| F::ZERO.atan2(x)),
        AngleDeg => {
            let k = q(F::from_f64(180.0 / std::f64::consts::PI));
            map1(a, s, move |x: F| q(q(F::ZERO.atan2(x)) * k))
        }
        LogicalNot | Invert => return None,
    })
}

fn complex_unary<F: FloatOps>(
    op: UnaryOp,
    q: fn(F) -> F,
    a: &Array<C<F>>,
    s: &[usize],
) -> Option<DynArray>
where
    C<F>: Element,
{
    use UnaryOp::*;
    Some(match op {
        Negative => map1(a, s, |z: C<F>| C::new(-z.re, -z.im)),
        Positive => map1(a, s, |z: C<F>| z),
        Conjugate => map1(a, s, |z: C<F>| C::new(z.re, -z.im)),
        Absolute => map1(a, s, math::cabs),
        Sign => map1(a, s, math::csign),
        Exp => map1(a, s, math::cexp),
        Exp2 => map1(a, s, |z| math::cexp(math::cscale(z, math::ln2()))),
        Expm1 => map1(a, s, math::cexpm1),
        Log => map1(a, s, math::clog),
        Log2 => map1(a, s, |z| math::cscale(math::clog(z), math::log2e())),
        Log10 => map1(a, s, |z| math::cscale(math::clog(z), math::log10e())),
        Log1p => map1(a, s, math::clog1p),
        Sqrt => map1(a, s, math::csqrt),
        Square => map1(a, s, |z| math::cmul(z, z)),
        Reciprocal => map1(a, s, math::crecip),
        Sin => map1(a, s, math::csin),
        Cos => map1(a, s, math::ccos),
        Tan => map1(a, s, math::ctan),
        Arcsin => map1(a, s, math::casin),
        Arccos => map1(a, s, math::cacos),
        Arctan => map1(a, s, math::catan),
        Sinh => map1(a, s, math::csinh),
        Cosh => map1(a, s, math::ccosh),
        Tanh => map1(a, s, math::ctanh),
        Arcsinh => map1(a, s, math::casinh),
        Arccosh => map1(a, s, math::cacosh),
        Arctanh => map1(a, s, math::catanh),
        Rint => map1(a, s, |z: C<F>| C::new(z.re.rint(), z.im.rint())),
        Isnan => map1(a, s, math::c_isnan),
        Isinf => map1(a, s, |z: C<F>| z.re.is_infinite() || z.im.is_infinite()),
        Isfinite => map1(a, s, |z: C<F>| z.re.is_finite() && z.im.is_finite()),
        Real => map1(a, s, |z: C<F>| z.re),
        Imag => map1(a, s, |z: C<F>| z.im),
        Angle => map1(a, s, |z: C<F>| z.im.atan2(z.re)),
        AngleDeg => {
            let k = q(F::from_f64(180.0 / std::f64::consts::PI));
            map1(a, s, move |z: C<F>| q(q(z.im.atan2(z.re)) * k))
        }
        _ => return None,
    })
}

// ------------------------------------------------------------------------------------ round

/// NumPy's `power_of_ten`.
pub(crate) fn power_of_ten(n: u32) -> f64 {
    const P: [f64; 8] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7];
    if n < 8 {
        return P[n as usize];
    }
    if n > 400 {
        // 10^309 already overflows: NumPy's huge `decimals` give inf here (and NaN results),
        // without 2^31 multiplications.
        return f64::INFINITY;
    }
    let mut r = 1e8;
    for _ in 8..n {
        r *= 10.0;
    }
    r
}

/// `numpy.round` of a real float: multiply (or divide) by a power of ten in the array's
/// precision, round half to even, divide (or multiply) back.
fn round_float<F: FloatOps>(decimals: i32, q: fn(F) -> F) -> impl Fn(F) -> F + Copy + Sync + Send {
    let p = q(F::from_f64(power_of_ten(decimals.unsigned_abs())));
    move |x: F| {
        if decimals == 0 {
            x.rint()
        } else if decimals > 0 {
            q(q(x * p).rint() / p)
        } else {
            q(q(x / p).rint() * p)
        }
    }
}

fn round(decimals: i32, q: fn(f32) -> f32, a: &DynArray, s: &[usize]) -> DynArray {
    use DynArray as D;
    macro_rules! int_round {
        ($a:expr, $t:ty) => {{
            if decimals >= 0 {
                map1($a, s, |x: $t| x)
            } else {
                let r = round_float::<f64>(decimals, |v| v);
                map1($a, s, move |x: $t| {
                    <$t>::from_scalar(crate::dtype::Scalar::Float(r(x as f64)))
                })
            }
        }};
    }
    match a {
        D::I8(a) => int_round!(a, i8),
        D::I16(a) => int_round!(a, i16),
        D::I32(a) => int_round!(a, i32),
        D::I64(a) => int_round!(a, i64),
        D::U8(a) => int_round!(a, u8),
        D::U16(a) => int_round!(a, u16),
        D::U32(a) => int_round!(a, u32),
        D::U64(a) => int_round!(a, u64),
        D::F32(a) => map1(a, s, round_float(decimals, q)),
        D::F64(a) => map1(a, s, round_float(decimals, |v| v)),
        D::C64(a) => {
            let r = round_float(decimals, q);
            map1(a, s, move |z: C<f32>| C::new(r(z.re), r(z.im)))
        }
        D::C128(a) => {
            let r = round_float::<f64>(decimals, |v| v);
            map1(a, s, move |z: C<f64>| C::new(r(z.re), r(z.im)))
        }
        D::Bool(_) | D::F16(_) | D::BF16(_) => unreachable!("planned round has no such loop"),
    }
}
