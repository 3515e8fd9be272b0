//! [`Expr`]: the symbolic operand a fused closure computes with.

use crate::dtype::{DType, Scalar};
use crate::error::{Error, Result};
use crate::ufunc::external::ElementwiseFn;
use crate::ufunc::{BinaryOp, UnaryOp};
use num_complex::Complex64;
use std::sync::Arc;

/// A symbolic value inside a fused function: an argument, a weak scalar, or an operation on
/// other expressions. Cheap to clone (shared); a subexpression used twice is computed once.
///
/// ```
/// use gsci_core::fusion::Expr;
/// let x = Expr::input(0);
/// let e = (&x * &x + 1.0).sqrt();
/// assert_eq!(format!("{e:?}"), "sqrt(add(multiply(x0, x0), 1.0))");
/// ```
#[derive(Clone)]
pub struct Expr(pub(crate) Arc<Node>);

/// The reductions a fused function may end with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ReduceKind {
    /// `numpy.sum`.
    Sum,
    /// `numpy.prod`.
    Prod,
    /// `numpy.mean`.
    Mean,
    /// `numpy.max` (NaN propagates).
    Max,
    /// `numpy.min` (NaN propagates).
    Min,
}

impl ReduceKind {
    pub(crate) fn name(self) -> &'static str {
        match self {
            ReduceKind::Sum => "sum",
            ReduceKind::Prod => "prod",
            ReduceKind::Mean => "mean",
            ReduceKind::Max => "max",
            ReduceKind::Min => "min",
        }
    }
}

/// A final reduction: kind, axes (`None`: all) and keepdims.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Reduction {
    pub kind: ReduceKind,
    pub axis: Option<Vec<isize>>,
    pub keepdims: bool,
}

pub(crate) enum Node {
    Input(usize),
    Scalar(Scalar),
    Unary(UnaryOp, Expr),
    Binary(BinaryOp, Expr, Expr),
    Cast(DType, Expr),
    Where(Expr, Expr, Expr),
    Reduce(Reduction, Expr),
    /// Output `k` of a function defined outside core ([`crate::ufunc::external`]).
    External(Arc<ElementwiseFn>, Vec<Expr>, usize),
}

impl std::fmt::Debug for Expr {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.node() {
            Node::Input(i) => write!(f, "x{i}"),
            Node::Scalar(s) => match s {
                Scalar::Bool(b) => write!(f, "{b}"),
                Scalar::Int(i) => write!(f, "{i}"),
                Scalar::UInt(u) => write!(f, "{u}"),
                Scalar::Float(x) => write!(f, "{x:?}"),
                Scalar::Complex(re, im) => write!(f, "({re:?}+{im:?}j)"),
            },
            Node::Unary(op, a) => write!(f, "{}({a:?})", op.name()),
            Node::Binary(op, a, b) => write!(f, "{}({a:?}, {b:?})", op.name()),
            Node::Cast(d, a) => write!(f, "astype({a:?}, {d})"),
            Node::Where(c, a, b) => write!(f, "where({c:?}, {a:?}, {b:?})"),
            Node::External(g, args, k) => {
                write!(f, "{}(", g.name())?;
                for (i, a) in args.iter().enumerate() {
                    write!(f, "{}{a:?}", if i > 0 { ", " } else { "" })?;
                }
                if g.nout() > 1 {
                    write!(f, ")[{k}]")
                } else {
                    write!(f, ")")
                }
            }
            Node::Reduce(r, a) => write!(
                f,
                "{}({a:?}, axis={:?}, keepdims={})",
                r.kind.name(),
                r.axis,
                r.keepdims
            ),
        }
    }
}

impl Expr {
    fn new(n: Node) -> Expr {
        Expr(Arc::new(n))
    }

    pub(crate) fn node(&self) -> &Node {
        &self.0
    }

    /// The identity of this node (shared subexpressions have the same).
    pub(crate) fn id(&self) -> usize {
        Arc::as_ptr(&self.0) as usize
    }

    /// Calls `f` on every node, children first.
    pub(crate) fn visit(&self, f: &mut dyn FnMut(&Node)) {
        match self.node() {
            Node::Input(_) | Node::Scalar(_) => {}
            Node::Unary(_, a) | Node::Cast(_, a) | Node::Reduce(_, a) => a.visit(f),
            Node::Binary(_, a, b) => {
                a.visit(f);
                b.visit(f);
            }
            Node::Where(c, a, b) => {
                c.visit(f);
                a.visit(f);
                b.visit(f);
            }
            Node::External(_, args, _) => args.iter().for_each(|a| a.visit(f)),
        }
        f(self.node());
    }

    /// Checks input indices against the number of arguments.
    pub(crate) fn check_inputs(&self, n: usize) -> Result<()> {
        let mut bad = None;
        self.visit(&mut |node| {
            if let Node::Input(i) = node {
                if *i >= n {
                    bad = Some(*i);
                }
            }
        });
        match bad {
            Some(i) => Err(Error::invalid(
                "fuse",
                format!("the expression reads argument {i} of a function of {n} arguments"),
            )),
            None => Ok(()),
        }
    }

    /// The `i`-th argument of the fused function.
    pub fn input(i: usize) -> Expr {
        Expr::new(Node::Input(i))
    }

    /// A weak (Python-like) scalar: `f64` acts as a Python float, `i64` as an int, `bool` as a
    /// bool, `Complex64` as a complex (NEP 50).
    pub fn scalar(s: impl Into<Expr>) -> Expr {
        s.into()
    }

    /// Applies a unary ufunc.
    pub fn unary(self, op: UnaryOp) -> Expr {
        Expr::new(Node::Unary(op, self))
    }

    /// Applies a binary ufunc.
    pub fn binary(self, op: BinaryOp, other: impl Into<Expr>) -> Expr {
        Expr::new(Node::Binary(op, self, other.into()))
    }

    /// Output `k` of an elementwise function defined outside core, applied to `args`.
    ///
    /// Equivalent to calling the ufunc inside `cupy.fuse`.
    ///
    /// # Errors
    /// None here; a wrong number of arguments or an output index past the function's outputs is
    /// reported by [`crate::fusion::Fused::call`].
    ///
    /// ```
    /// use gsci_core::fusion::{fuse, Expr};
    /// use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop};
    /// use gsci_core::{Array, Device};
    /// use std::sync::Arc;
    /// fn sq(x: f64) -> f64 { x * x }
    /// let f = Arc::new(ElementwiseFn::new("sq", "__device__ double sq_(double x) { return x * x; }",
    ///     vec![ExtLoop::new("d->d", CpuLoop::f1(sq), "sq_")?])?);
    /// let g = fuse(move |x: Expr| Expr::external(&f, vec![x], 0) + 1.0);
    /// let x = Array::from_vec(vec![3.0f64], &[1], &Device::cpu())?;
    /// assert_eq!(g.call_typed::<f64>(&[&x])?.to_vec()?, vec![10.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn external(f: &Arc<ElementwiseFn>, args: Vec<Expr>, k: usize) -> Expr {
        Expr::new(Node::External(f.clone(), args, k))
    }

    /// Casts to `dtype` (NumPy's `astype`, unsafe casting).
    pub fn astype(self, dtype: DType) -> Expr {
        Expr::new(Node::Cast(dtype, self))
    }
}

/// `x.astype(dtype)` inside a fused function (NumPy's `astype`, unsafe casting).
pub fn astype(x: impl Into<Expr>, dtype: DType) -> Expr {
    x.into().astype(dtype)
}

impl From<f64> for Expr {
    fn from(x: f64) -> Expr {
        Expr::new(Node::Scalar(Scalar::Float(x)))
    }
}
impl From<i64> for Expr {
    fn from(x: i64) -> Expr {
        Expr::new(Node::Scalar(Scalar::Int(x)))
    }
}
impl From<i32> for Expr {
    fn from(x: i32) -> Expr {
        Expr::new(Node::Scalar(Scalar::Int(x as i64)))
    }
}
impl From<bool> for Expr {
    fn from(x: bool) -> Expr {
        Expr::new(Node::Scalar(Scalar::Bool(x)))
    }
}
impl From<Complex64> for Expr {
    fn from(x: Complex64) -> Expr {
        Expr::new(Node::Scalar(Scalar::Complex(x.re, x.im)))
    }
}
impl From<&Expr> for Expr {
    fn from(x: &Expr) -> Expr {
        x.clone()
    }
}

macro_rules! unary_methods {
    ($($name:ident => $op:ident, $np:literal;)*) => {
        impl Expr {$(
            #[doc = concat!("`numpy.", $np, "` of this expression.")]
            pub fn $name(self) -> Expr {
                self.unary(UnaryOp::$op)
            }
        )*}
        /// Free-function forms of the unary ufuncs (closure parameters need no annotation).
        pub mod unary_fns {
            use super::*;
            $(
                #[doc = concat!("`numpy.", $np, "(x)` inside a fused function.")]
                pub fn $name(x: impl Into<Expr>) -> Expr {
                    x.into().unary(UnaryOp::$op)
                }
            )*
        }
    };
}
unary_methods! {
    negative => Negative, "negative";
    positive => Positive, "positive";
    abs => Absolute, "absolute";
    sign => Sign, "sign";
    logical_not => LogicalNot, "logical_not";
    invert => Invert, "invert";
    exp => Exp, "exp";
    exp2 => Exp2, "exp2";
    expm1 => Expm1, "expm1";
    log => Log, "log";
    log2 => Log2, "log2";
    log10 => Log10, "log10";
    log1p => Log1p, "log1p";
    sqrt => Sqrt, "sqrt";
    cbrt => Cbrt, "cbrt";
    square => Square, "square";
    reciprocal => Reciprocal, "reciprocal";
    sin => Sin, "sin";
    cos => Cos, "cos";
    tan => Tan, "tan";
    arcsin => Arcsin, "arcsin";
    arccos => Arccos, "arccos";
    arctan => Arctan, "arctan";
    sinh => Sinh, "sinh";
    cosh => Cosh, "cosh";
    tanh => Tanh, "tanh";
    arcsinh => Arcsinh, "arcsinh";
    arccosh => Arccosh, "arccosh";
    arctanh => Arctanh, "arctanh";
    deg2rad => Deg2rad, "deg2rad";
    rad2deg => Rad2deg, "rad2deg";
    floor => Floor, "floor";
    ceil => Ceil, "ceil";
    trunc => Trunc, "trunc";
    rint => Rint, "rint";
    isnan => Isnan, "isnan";
    isinf => Isinf, "isinf";
    isfinite => Isfinite, "isfinite";
    signbit => Signbit, "signbit";
    conj => Conjugate, "conjugate";
    real => Real, "real";
    imag => Imag, "imag";
    angle => Angle, "angle";
}

macro_rules! binary_methods {
    ($($name:ident => $op:ident, $np:literal;)*) => {
        impl Expr {$(
            #[doc = concat!("`numpy.", $np, "(self, other)`.")]
            #[allow(clippy::should_implement_trait)]
            pub fn $name(self, other: impl Into<Expr>) -> Expr {
                self.binary(BinaryOp::$op, other)
            }
        )*}
        /// Free-function forms of the binary ufuncs.
        pub mod binary_fns {
            use super::*;
            $(
                #[doc = concat!("`numpy.", $np, "(a, b)` inside a fused function.")]
                pub fn $name(a: impl Into<Expr>, b: impl Into<Expr>) -> Expr {
                    a.into().binary(BinaryOp::$op, b)
                }
            )*
        }
    };
}
binary_methods! {
    add => Add, "add";
    subtract => Subtract, "subtract";
    multiply => Multiply, "multiply";
    divide => Divide, "divide";
    floor_divide => FloorDivide, "floor_divide";
    remainder => Remainder, "remainder";
    fmod => Fmod, "fmod";
    pow => Power, "power";
    equal => Equal, "equal";
    not_equal => NotEqual, "not_equal";
    less => Less, "less";
    less_equal => LessEqual, "less_equal";
    greater => Greater, "greater";
    greater_equal => GreaterEqual, "greater_equal";
    logical_and => LogicalAnd, "logical_and";
    logical_or => LogicalOr, "logical_or";
    logical_xor => LogicalXor, "logical_xor";
    arctan2 => Arctan2, "arctan2";
    hypot => Hypot, "hypot";
    maximum => Maximum, "maximum";
    minimum => Minimum, "minimum";
    fmax => Fmax, "fmax";
    fmin => Fmin, "fmin";
    copysign => Copysign, "copysign";
    nextafter => Nextafter, "nextafter";
    ldexp => Ldexp, "ldexp";
}

macro_rules! std_binary {
    ($($tr:ident, $m:ident, $op:ident;)*) => {$(
        impl<R: Into<Expr>> std::ops::$tr<R> for Expr {
            type Output = Expr;
            fn $m(self, r: R) -> Expr {
                self.binary(BinaryOp::$op, r)
            }
        }
        impl<R: Into<Expr>> std::ops::$tr<R> for &Expr {
            type Output = Expr;
            fn $m(self, r: R) -> Expr {
                self.clone().binary(BinaryOp::$op, r)
            }
        }
        impl std::ops::$tr<Expr> for f64 {
            type Output = Expr;
            fn $m(self, r: Expr) -> Expr {
                Expr::from(self).binary(BinaryOp::$op, r)
            }
        }
        impl std::ops::$tr<&Expr> for f64 {
            type Output = Expr;
            fn $m(self, r: &Expr) -> Expr {
                Expr::from(self).binary(BinaryOp::$op, r)
            }
        }
        impl std::ops::$tr<Expr> for i64 {
            type Output = Expr;
            fn $m(self, r: Expr) -> Expr {
                Expr::from(self).binary(BinaryOp::$op, r)
            }
        }
        impl std::ops::$tr<Expr> for i32 {
            type Output = Expr;
            fn $m(self, r: Expr) -> Expr {
                Expr::from(self).binary(BinaryOp::$op, r)
            }
        }
    )*};
}
std_binary! {
    Add, add, Add;
    Sub, sub, Subtract;
    Mul, mul, Multiply;
    Div, div, Divide;
    Rem, rem, Remainder;
    BitAnd, bitand, BitwiseAnd;
    BitOr, bitor, BitwiseOr;
    BitXor, bitxor, BitwiseXor;
    Shl, shl, LeftShift;
    Shr, shr, RightShift;
}

impl std::ops::Neg for Expr {
    type Output = Expr;
    fn neg(self) -> Expr {
        self.unary(UnaryOp::Negative)
    }
}
impl std::ops::Neg for &Expr {
    type Output = Expr;
    fn neg(self) -> Expr {
        self.clone().unary(UnaryOp::Negative)
    }
}
/// `!x` is NumPy's `~x` (`invert`: bitwise not, logical not for bool).
impl std::ops::Not for Expr {
    type Output = Expr;
    fn not(self) -> Expr {
        self.unary(UnaryOp::Invert)
    }
}

/// `numpy.where(condition, a, b)` inside a fused function: `a` where `condition` is true (nonzero),
/// else `b`; the result dtype is `numpy.result_type(a, b)` with weak scalars (NEP 50).
///
/// Equivalent to `numpy.where`.
///
/// # Errors
/// None here (see [`super::Fused::call`]).
///
/// ```
/// use gsci_core::{fusion::{fuse, where_}, Array, Device};
/// let a = Array::from_vec(vec![-1.0f32, 2.0], &[2], &Device::cpu())?;
/// let relu = fuse(|x: gsci_core::fusion::Expr| where_(x.clone().greater(0.0), x, 0.0));
/// assert_eq!(relu.call_typed::<f32>(&[&a])?.to_vec()?, vec![0.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn where_(condition: impl Into<Expr>, a: impl Into<Expr>, b: impl Into<Expr>) -> Expr {
    Expr::new(Node::Where(condition.into(), a.into(), b.into()))
}

/// A reduction of `e` over `axis` (`None`: every axis), ending a fused function.
///
/// Equivalent to `numpy.sum` / `prod` / `mean` / `max` / `min` with `axis` and `keepdims`.
///
/// # Errors
/// None here; [`super::Fused::call`] reports a bad axis or an empty `max`/`min`.
///
/// ```
/// use gsci_core::{fusion::{fuse, reduce, ReduceKind}, Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
/// let f = fuse(|x| reduce(ReduceKind::Sum, x * 10.0, Some(&[-1]), false));
/// assert_eq!(f.call_typed::<f64>(&[&a])?.to_vec()?, vec![30.0, 70.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn reduce(
    kind: ReduceKind,
    e: impl Into<Expr>,
    axis: Option<&[isize]>,
    keepdims: bool,
) -> Expr {
    Expr::new(Node::Reduce(
        Reduction {
            kind,
            axis: axis.map(|a| a.to_vec()),
            keepdims,
        },
        e.into(),
    ))
}

macro_rules! all_axes {
    ($($name:ident => $k:ident, $np:literal;)*) => {$(
        #[doc = concat!("`numpy.", $np, "` over every axis, ending a fused function (see [`reduce`] for axes).")]
        pub fn $name(e: impl Into<Expr>) -> Expr {
            reduce(ReduceKind::$k, e, None, false)
        }
    )*};
}
all_axes! {
    sum => Sum, "sum";
    prod => Prod, "prod";
    mean => Mean, "mean";
    max => Max, "max";
    min => Min, "min";
}
