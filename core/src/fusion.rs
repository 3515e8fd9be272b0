//! Kernel fusion: [`fuse`] traces a Rust closure over symbolic operands ([`Expr`]) once, and runs
//! the traced expression as one CUDA kernel (one CPU pass) per call.
//!
//! - **Operands**: `std::ops` (`+ - * / % & | ^ << >>`, unary `-` and `!`) between expressions and
//!   with weak scalars (`x * 2.0` keeps float32, NEP 50, exactly as the ufuncs); methods for every
//!   ufunc ([`Expr::exp`], [`Expr::maximum`], [`Expr::less`], [`Expr::astype`], ...), the same as
//!   free functions ([`exp`], [`maximum`], [`less`], [`astype`], ...; these need no type annotation
//!   on the closure's parameters, methods need `|x: Expr|`) and [`where_`].
//! - **Promotion** is the ufuncs': each node resolves NumPy's loop for its operands' dtypes, so a
//!   fused expression gives the dtype and (for exact operations) the bits of the unfused chain.
//! - **Reductions**: the closure may end in one reduction ([`sum`], [`prod`], [`mean`], [`max`],
//!   [`min`], or [`reduce`] over given axes with `keepdims`), computed in the same launch.
//! - **Caching**: the closure runs once, in [`fuse`]; each call resolves the dtypes (memoised per
//!   argument dtypes) and looks its kernel up by (expression, dtypes, rank after collapsing
//!   axes, index width) in the [kernel cache](crate::kernel_cache): a second call compiles nothing.
//!
//! On the GPU the elementwise part is one grid-stride kernel (unrolled four ways over contiguous
//! operands, strided over up to 32 collapsed axes otherwise); a reduction over every axis is one
//! launch whose last block combines the per-block partials in a fixed order (deterministic). On the
//! CPU the expression runs through the ufunc loops block by block (16k elements per block, blocks in
//! parallel with rayon), so intermediates stay in cache; a reduction then runs through
//! [`crate::reduce`] (pairwise sums).
//!
//! ```
//! use gsci_core::{fusion::{self, fuse}, Array, Device};
//! let dev = Device::cpu();
//! let x = Array::from_vec(vec![1.0f32, 2.0, 3.0], &[3], &dev)?;
//! let y = Array::from_vec(vec![4.0f32, 5.0, 6.0], &[3], &dev)?;
//! let f = fuse(|x, y| x * y + 1.0);
//! assert_eq!(f.call_typed::<f32>(&[&x, &y])?.to_vec()?, vec![5.0, 11.0, 19.0]);
//! let dot = fuse(|x, y| fusion::sum(x * y));
//! assert_eq!(dot.call_typed::<f32>(&[&x, &y])?.item()?, 32.0);
//! # Ok::<(), gsci_core::Error>(())
//! ```

mod cpu;
pub(crate) mod cuda;
mod expr;
#[cfg(test)]
mod tests;

pub use expr::binary_fns::*;
pub use expr::unary_fns::*;
pub use expr::{Expr, ReduceKind, astype, max, mean, min, prod, reduce, sum, where_};

use crate::array::Array;
use crate::device::{Backend, Device};
use crate::dtype::{DType, Element, Kind, Scalar};
use crate::error::{Error, Result};
use crate::ufunc::engine::broadcast_shapes;
use crate::ufunc::ops::{BinaryOp, Loop, binary_loop, unary_loop};
use crate::ufunc::promotion::{
    check_weak_int, int_fits, result_type, result_type_two_weak, result_type_weak, weak_kind,
};
use crate::ufunc::{DynArray, Operand};
use expr::Node;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

const OP: &str = "fuse";

/// An argument of [`Fused::call`]: an array of any dtype ([`Array`], [`DynArray`]) or a weak
/// (Python-like) scalar (`f64`, `i64`, `bool`).
pub trait FuseArg {
    /// The argument as a ufunc operand.
    fn operand(&self) -> Operand;
}

impl<T: Element> FuseArg for Array<T> {
    fn operand(&self) -> Operand {
        Operand::from(self)
    }
}
impl FuseArg for DynArray {
    fn operand(&self) -> Operand {
        Operand::from(self)
    }
}
impl FuseArg for f64 {
    fn operand(&self) -> Operand {
        Operand::from(*self)
    }
}
impl FuseArg for i64 {
    fn operand(&self) -> Operand {
        Operand::from(*self)
    }
}
impl FuseArg for bool {
    fn operand(&self) -> Operand {
        Operand::from(*self)
    }
}

/// A closure [`fuse`] can trace: `Fn(Expr, ..) -> Expr` with 1 to 6 operands (the marker `A`
/// tells the arities apart).
pub trait Traceable<A> {
    /// Number of operands.
    fn arity(&self) -> usize;
    /// Calls the closure on symbolic operands.
    fn trace(&self, args: &[Expr]) -> Expr;
}

macro_rules! traceable {
    ($n:literal; $($i:literal),*) => {
        impl<F> Traceable<[Expr; $n]> for F
        where
            F: Fn($(traceable!(@e $i)),*) -> Expr,
        {
            fn arity(&self) -> usize {
                $n
            }
            fn trace(&self, args: &[Expr]) -> Expr {
                self($(args[$i].clone()),*)
            }
        }
    };
    (@e $i:literal) => { Expr };
}
traceable!(1; 0);
traceable!(2; 0, 1);
traceable!(3; 0, 1, 2);
traceable!(4; 0, 1, 2, 3);
traceable!(5; 0, 1, 2, 3, 4);
traceable!(6; 0, 1, 2, 3, 4, 5);

/// Traces `f` over symbolic operands into a fused elementwise (and optionally reducing) kernel.
///
/// Equivalent to `cupy.fuse`.
///
/// # Errors
/// None here; [`Fused::call`] reports dtype, shape and device errors.
///
/// ```
/// use gsci_core::{fusion::{self, fuse}, Array, Device};
/// let x = Array::from_vec(vec![0.0f64, 1.0], &[2], &Device::cpu())?;
/// let f = fuse(|x| fusion::exp(fusion::sin(x)) * 2.0);
/// let r = f.call_typed::<f64>(&[&x])?.to_vec()?;
/// assert_eq!(r[0], 2.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fuse<A, F: Traceable<A>>(f: F) -> Fused {
    let n = f.arity();
    let args: Vec<Expr> = (0..n).map(Expr::input).collect();
    Fused::from_expr(f.trace(&args), n)
}

/// The type of an expression node for given argument dtypes: an array dtype, or a weak scalar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Ty {
    Arr(DType),
    Weak(Scalar),
}

/// A loop resolved for a binary node: the loop, and the constant result of a comparison with an
/// out-of-range Python integer (as NumPy 2).
pub(crate) struct BinaryRes {
    pub lp: Loop,
    pub constant: Option<bool>,
}

/// NumPy's loop for a binary op over two node types (the rules of the ufunc planner).
pub(crate) fn resolve_binary(op: BinaryOp, a: Ty, b: Ty) -> Result<BinaryRes> {
    let (ta, tb) = match (a, b) {
        (Ty::Arr(x), Ty::Arr(y)) => (x, y),
        (Ty::Arr(x), Ty::Weak(s)) if op != BinaryOp::Ldexp => {
            (x, result_type_weak(x, weak_kind(&s)))
        }
        (Ty::Weak(s), Ty::Arr(y)) if op != BinaryOp::Ldexp => {
            (result_type_weak(y, weak_kind(&s)), y)
        }
        (Ty::Weak(_), Ty::Weak(_)) => {
            return Err(Error::invalid(
                OP,
                format!(
                    "'{}' of two scalars: compute it outside the fused function",
                    op.name()
                ),
            ));
        }
        (x, y) => {
            let own = |t: Ty| match t {
                Ty::Arr(d) => d,
                Ty::Weak(s) => result_type_two_weak(weak_kind(&s), Kind::Bool),
            };
            (own(x), own(y))
        }
    };
    let lp = binary_loop(op, ta, tb)?;
    let mut constant = None;
    for (i, t) in [a, b].into_iter().enumerate() {
        if let Ty::Weak(s) = t {
            let target = lp.inputs[i];
            let is_int = matches!(s, Scalar::Int(_) | Scalar::UInt(_));
            if op.is_comparison() && is_int && target.is_integer() && !int_fits(&s, target) {
                let big = match s {
                    Scalar::Int(v) => v > 0,
                    _ => true,
                };
                let left_less = if i == 1 { big } else { !big };
                constant = Some(match op {
                    BinaryOp::Equal => false,
                    BinaryOp::NotEqual => true,
                    BinaryOp::Less | BinaryOp::LessEqual => left_less,
                    _ => !left_less,
                });
            } else if is_int {
                check_weak_int(&s, target, op.name())?;
            }
        }
    }
    Ok(BinaryRes { lp, constant })
}

/// The dtype of `numpy.where(c, a, b)` for the types of `a` and `b`.
pub(crate) fn where_dtype(a: Ty, b: Ty) -> DType {
    match (a, b) {
        (Ty::Arr(x), Ty::Arr(y)) => result_type(x, y),
        (Ty::Arr(x), Ty::Weak(s)) | (Ty::Weak(s), Ty::Arr(x)) => result_type_weak(x, weak_kind(&s)),
        (Ty::Weak(s), Ty::Weak(t)) => result_type_two_weak(weak_kind(&s), weak_kind(&t)),
    }
}

/// The type of `e` for argument types `args`.
pub(crate) fn type_of(e: &Expr, args: &[Ty]) -> Result<Ty> {
    Ok(match e.node() {
        Node::Input(i) => args[*i],
        Node::Scalar(s) => Ty::Weak(*s),
        Node::Unary(op, a) => match type_of(a, args)? {
            Ty::Arr(d) => Ty::Arr(unary_loop(*op, d)?.outputs[0]),
            Ty::Weak(_) => {
                return Err(Error::invalid(
                    OP,
                    format!(
                        "'{}' of a scalar: compute it outside the fused function",
                        op.name()
                    ),
                ));
            }
        },
        Node::Binary(op, a, b) => {
            let r = resolve_binary(*op, type_of(a, args)?, type_of(b, args)?)?;
            Ty::Arr(if r.constant.is_some() {
                DType::Bool
            } else {
                r.lp.outputs[0]
            })
        }
        Node::Cast(d, a) => {
            type_of(a, args)?;
            Ty::Arr(*d)
        }
        Node::Where(c, a, b) => {
            type_of(c, args)?;
            Ty::Arr(where_dtype(type_of(a, args)?, type_of(b, args)?))
        }
        Node::External(f, a, k) => {
            let (lp, _) = resolve_external(f, a, *k, args)?;
            Ty::Arr(lp.outputs[*k])
        }
        Node::Reduce(..) => {
            return Err(Error::invalid(
                OP,
                "a reduction may only be the last operation of a fused function",
            ));
        }
    })
}

/// The loop of an external function's node for argument types `args`, with its operands' types.
pub(crate) fn resolve_external<'a>(
    f: &'a crate::ufunc::external::ElementwiseFn,
    a: &[Expr],
    k: usize,
    args: &[Ty],
) -> Result<(&'a crate::ufunc::external::ExtLoop, Vec<Ty>)> {
    let tys: Vec<Ty> = a.iter().map(|e| type_of(e, args)).collect::<Result<_>>()?;
    ext_loop(f, k, &tys).map(|lp| (lp, tys))
}

/// The loop of an external function for operand types `tys`, checking the output index.
pub(crate) fn ext_loop<'a>(
    f: &'a crate::ufunc::external::ElementwiseFn,
    k: usize,
    tys: &[Ty],
) -> Result<&'a crate::ufunc::external::ExtLoop> {
    if k >= f.nout() {
        return Err(Error::invalid(
            OP,
            format!(
                "'{}' has {} outputs; output {k} asked for",
                f.name(),
                f.nout()
            ),
        ));
    }
    if tys.iter().all(|t| matches!(t, Ty::Weak(_))) {
        return Err(Error::invalid(
            OP,
            format!(
                "'{}' of scalars only: compute it outside the fused function",
                f.name()
            ),
        ));
    }
    let ts: Vec<std::result::Result<DType, Scalar>> = tys
        .iter()
        .map(|t| match t {
            Ty::Arr(d) => Ok(*d),
            Ty::Weak(s) => Err(*s),
        })
        .collect();
    f.resolve(&ts)
}

/// The dtype of a reduction's result for the dtype `d` of the reduced values (NumPy's).
pub(crate) fn reduce_dtype(kind: ReduceKind, d: DType) -> DType {
    use DType::*;
    match kind {
        ReduceKind::Sum | ReduceKind::Prod => match d {
            Bool | I8 | I16 | I32 | I64 => I64,
            U8 | U16 | U32 | U64 => U64,
            _ => d,
        },
        ReduceKind::Mean => {
            if d == Bool || d.is_integer() {
                F64
            } else {
                d
            }
        }
        ReduceKind::Max | ReduceKind::Min => d,
    }
}

/// What one set of argument dtypes resolves to: the dtype of the elementwise result.
#[derive(Clone, Debug)]
pub(crate) struct Resolved {
    #[allow(dead_code)]
    pub dtype: DType,
}

/// A traced, fused function; see [`fuse`].
pub struct Fused {
    /// The elementwise expression (the reduction's argument when there is one).
    body: Expr,
    reduction: Option<expr::Reduction>,
    n_inputs: usize,
    /// Inputs the expression reads.
    used: Vec<bool>,
    resolved: Mutex<HashMap<Vec<TyKey>, Arc<Resolved>>>,
}

/// A hashable argument type (a weak scalar contributes its kind and, for integers, its value,
/// which decides NEP 50's overflow error).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum TyKey {
    Arr(DType),
    Weak(String),
}

impl std::fmt::Debug for Fused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Fused({} inputs: {:?}", self.n_inputs, self.body)?;
        if let Some(r) = &self.reduction {
            write!(f, ", then {r:?}")?;
        }
        write!(f, ")")
    }
}

impl Fused {
    /// A fused function of `n_inputs` operands computing `e` (built from [`Expr::input`]s).
    ///
    /// Equivalent to `cupy.fuse` of a function returning `e`.
    ///
    /// # Errors
    /// None here; [`Fused::call`] reports an input index beyond `n_inputs`.
    ///
    /// ```
    /// use gsci_core::{fusion::{Expr, Fused}, Array, Device};
    /// let f = Fused::from_expr(Expr::input(0) + Expr::input(1) * 3, 2);
    /// let a = Array::from_vec(vec![1i32, 2], &[2], &Device::cpu())?;
    /// assert_eq!(f.call_typed::<i32>(&[&a, &a])?.to_vec()?, vec![4, 8]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn from_expr(e: Expr, n_inputs: usize) -> Fused {
        let (body, reduction) = match e.node() {
            Node::Reduce(r, a) => (a.clone(), Some(r.clone())),
            _ => (e, None),
        };
        let mut used = vec![false; n_inputs];
        body.visit(&mut |n| {
            if let Node::Input(i) = n {
                if *i < used.len() {
                    used[*i] = true;
                }
            }
        });
        Fused {
            body,
            reduction,
            n_inputs,
            used,
            resolved: Mutex::new(HashMap::new()),
        }
    }

    /// Runs the fused function on `args` (arrays of any dtype, or weak scalars), broadcasting.
    ///
    /// Equivalent to calling a `cupy.fuse`d function.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a wrong number of arguments, no array argument, a
    /// reduction that is not the last operation, or an operation between two scalars;
    /// [`Error::ShapeMismatch`] when the arrays do not broadcast; [`Error::DeviceMismatch`];
    /// [`Error::Unsupported`] when a ufunc has no loop for a dtype (as [`crate::ufunc`]);
    /// reduction errors as [`crate::reduce`] (an empty `max`, a bad axis).
    ///
    /// ```
    /// use gsci_core::{fusion::{self, fuse}, Array, DType, Device};
    /// let a = Array::from_vec(vec![1u8, 2, 3], &[3], &Device::cpu())?;
    /// let f = fuse(|x| fusion::mean(x * 2));
    /// let m = f.call(&[&a])?;
    /// assert_eq!(m.dtype(), DType::F64);
    /// assert_eq!(m.into_typed::<f64>()?.item()?, 4.0);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn call(&self, args: &[&dyn FuseArg]) -> Result<DynArray> {
        if args.len() != self.n_inputs {
            return Err(Error::invalid(
                OP,
                format!(
                    "the fused function takes {} arguments, {} given",
                    self.n_inputs,
                    args.len()
                ),
            ));
        }
        let ops: Vec<Operand> = args.iter().map(|a| a.operand()).collect();
        let tys: Vec<Ty> = ops
            .iter()
            .map(|o| match o {
                Operand::Array(a) => Ty::Arr(a.dtype()),
                Operand::Scalar(s) => Ty::Weak(*s),
            })
            .collect();
        self.resolve(&tys)?;
        let mut device: Option<Device> = None;
        let mut shapes: Vec<&[usize]> = Vec::new();
        for (i, o) in ops.iter().enumerate() {
            if let Operand::Array(a) = o {
                match &device {
                    None => device = Some(a.device().clone()),
                    Some(d) => d.check_same(a.device(), OP)?,
                }
                if self.used[i] {
                    shapes.push(a.shape());
                }
            }
        }
        let device =
            device.ok_or_else(|| Error::invalid(OP, "needs at least one array argument"))?;
        if shapes.is_empty() {
            return Err(Error::invalid(
                OP,
                "the fused expression reads no array argument",
            ));
        }
        let mut shape = shapes[0].to_vec();
        for s in &shapes[1..] {
            shape = broadcast_shapes(OP, &shape, s)?;
        }
        let call = Call {
            body: &self.body,
            ops: &ops,
            tys: &tys,
            used: &self.used,
            shape,
            device: &device,
        };
        match device.backend() {
            Backend::Cpu => match &self.reduction {
                None => cpu::elementwise(&call),
                Some(r) => cpu::reduction(&call, r),
            },
            Backend::Cuda(c) => match &self.reduction {
                None => cuda::elementwise(c, &call),
                Some(r) => cuda::reduction(c, &call, r),
            },
        }
    }

    /// [`Fused::call`] returning a typed array.
    ///
    /// Equivalent to calling a `cupy.fuse`d function.
    ///
    /// # Errors
    /// As [`Fused::call`]; [`Error::DTypeMismatch`] when the result's dtype is not `O`.
    ///
    /// ```
    /// use gsci_core::{fusion::{self, fuse}, Array, Device};
    /// let a = Array::from_vec(vec![1.0f32, -4.0], &[2], &Device::cpu())?;
    /// let f = fuse(|x: fusion::Expr| x.abs().sqrt());
    /// assert_eq!(f.call_typed::<f32>(&[&a])?.to_vec()?, vec![1.0, 2.0]);
    /// assert!(f.call_typed::<f64>(&[&a]).is_err());
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn call_typed<O: Element>(&self, args: &[&dyn FuseArg]) -> Result<Array<O>> {
        let r = self.call(args)?;
        let d = r.dtype();
        r.into_typed::<O>().map_err(|_| Error::DTypeMismatch {
            op: OP,
            left: O::DTYPE,
            right: d,
        })
    }

    /// The dtype of the result for arguments of these dtypes (weak scalars as `Scalar`s).
    fn resolve(&self, tys: &[Ty]) -> Result<Arc<Resolved>> {
        let key: Vec<TyKey> = tys
            .iter()
            .map(|t| match t {
                Ty::Arr(d) => TyKey::Arr(*d),
                Ty::Weak(s) => TyKey::Weak(format!("{s:?}")),
            })
            .collect();
        if let Some(r) = self
            .resolved
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(&key)
        {
            return Ok(r.clone());
        }
        self.body.check_inputs(self.n_inputs)?;
        let dtype = match type_of(&self.body, tys)? {
            Ty::Arr(d) => d,
            Ty::Weak(_) => {
                return Err(Error::invalid(
                    OP,
                    "the fused expression reads no array argument",
                ));
            }
        };
        let r = Arc::new(Resolved { dtype });
        self.resolved
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .insert(key, r.clone());
        Ok(r)
    }
}

/// One call of a fused function, resolved: what the backends need.
pub(crate) struct Call<'a> {
    pub body: &'a Expr,
    pub ops: &'a [Operand],
    pub tys: &'a [Ty],
    pub used: &'a [bool],
    /// The broadcast shape of the arrays the expression reads.
    pub shape: Vec<usize>,
    pub device: &'a Device,
}
