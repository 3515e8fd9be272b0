//! Universal functions: elementwise operations over broadcast, strided arrays on the CPU and on
//! CUDA GPUs, with NumPy 2's type promotion.
//!
//! - **Promotion** ([`result_type`]) is NumPy 2's, including NEP 50 weak scalars: a Rust `f64`,
//!   `i32`/`i64` or `Complex64` operand behaves like a Python `float`, `int` or `complex` and takes
//!   the array's dtype when its kind allows (`&a_f32 * 2.0` stays float32, `&a_i32 + 2.5` is
//!   float64, `&a_u8 + 300` is an error like NumPy's `OverflowError`).
//! - **Output dtypes** follow NumPy's loops: true division of integers gives float64, comparisons
//!   give bool, `sin` of int8 gives float16, `absolute` of complex gives the real dtype.
//! - **Dynamic and typed APIs**: [`binary`]/[`unary`] take and return [`DynArray`]; the typed
//!   functions (`add::<O>(a, b)`) check that `O` is the result dtype ([`Error::DTypeMismatch`]
//!   otherwise); `std::ops` on `&Array<T>` (`&a + &b`, `&a * 2.0`, `-&a`) return
//!   `Result<Array<T>>` and fail the same way when the result is not `T` (e.g. `/` on integers).
//! - **`out=`**: every function has an `*_into(.., &mut out)` form writing into an existing array
//!   (inputs broadcast to `out`'s shape, result cast with `same_kind` casting).
//!
//! Half precision (float16, bfloat16) is computed in float32 and rounded once. CPU and GPU run
//! the same formulas; the libraries behind transcendental functions (glibc on the CPU, CUDA's
//! libdevice on the GPU) differ by at most 1-2 ulp, so results may differ by that much; exact
//! operations (arithmetic, rounding, comparisons, integer ops, `nextafter`, `ldexp`, `frexp`)
//! agree bit for bit. Deviations from NumPy: integer `power` with a negative exponent gives the
//! truncated `1 / x**-n` (NumPy raises; a GPU cannot without a synchronisation), and complex
//! inverse trigonometric/hyperbolic functions use textbook formulas (a few ulp from glibc's).
//!
//! ```
//! use gsci_core::{ufunc, Array, Device};
//! let dev = Device::cpu();
//! let a = Array::from_vec(vec![1.0f32, 2.0, 3.0], &[3], &dev)?;
//! let b = Array::from_vec(vec![10.0f32], &[1], &dev)?;
//! let c = (&(&a * 2.0)? + &b)?; // float32 stays float32
//! assert_eq!(c.to_vec()?, vec![12.0, 14.0, 16.0]);
//! let i = Array::from_vec(vec![1i32, 2, 3], &[3], &dev)?;
//! let q: Array<f64> = ufunc::divide(&i, 2i32)?; // true division of ints is float64
//! assert_eq!(q.to_vec()?, vec![0.5, 1.0, 1.5]);
//! let m: Array<bool> = ufunc::less(&i, 2)?;
//! assert_eq!(m.to_vec()?, vec![true, false, false]);
//! # Ok::<(), gsci_core::Error>(())
//! ```

mod cpu;
pub(crate) mod cuda;
pub(crate) mod dynarray;
pub(crate) mod engine;
pub mod external;
mod math;
pub(crate) mod ops;
pub(crate) mod promotion;
mod std_ops;

#[cfg(test)]
mod tests;

pub use dynarray::{DynArray, Operand};
pub use ops::{BinaryOp, UnaryOp};
pub use promotion::{Casting, can_cast, result_type};

use crate::array::Array;
use crate::dtype::Element;
use crate::error::{Error, Result};
use engine::{Kernel, plan_binary, plan_unary};

fn typed<O: Element>(r: DynArray, op: &'static str) -> Result<Array<O>> {
    let d = r.dtype();
    r.into_typed::<O>().map_err(|_| Error::DTypeMismatch {
        op,
        left: O::DTYPE,
        right: d,
    })
}

/// Applies a unary ufunc to an array of any dtype; the result has NumPy's output dtype.
///
/// Equivalent to calling the `numpy` ufunc named by `op`.
///
/// # Errors
/// [`Error::Unsupported`] when NumPy has no loop for the dtype (e.g. `invert` of a float).
///
/// ```
/// use gsci_core::{ufunc::{self, DynArray, UnaryOp}, Array, DType, Device};
/// let a = Array::from_vec(vec![1i8, 2], &[2], &Device::cpu())?;
/// let r = ufunc::unary(UnaryOp::Sqrt, &a)?;
/// assert_eq!(r.dtype(), DType::F16); // like numpy.sqrt of int8
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn unary(op: UnaryOp, x: impl Into<Operand>) -> Result<DynArray> {
    let plan = plan_unary(Kernel::Unary(op), &x.into())?;
    Ok(engine::run(&plan)?.swap_remove(0))
}

/// Applies a binary ufunc to two operands (arrays of any dtype or weak scalars), broadcasting.
///
/// Equivalent to calling the `numpy` ufunc named by `op`.
///
/// # Errors
/// [`Error::ShapeMismatch`] naming both shapes when they do not broadcast;
/// [`Error::DeviceMismatch`]; [`Error::Unsupported`] when NumPy has no loop for the promoted
/// dtype; [`Error::InvalidArgument`] when a Python-like integer does not fit the array's integer
/// dtype (NumPy's `OverflowError`).
///
/// ```
/// use gsci_core::{ufunc::{self, BinaryOp}, Array, DType, Device};
/// let a = Array::from_vec(vec![1u8, 2], &[2], &Device::cpu())?;
/// let b = Array::from_vec(vec![1i8], &[1], &Device::cpu())?;
/// assert_eq!(ufunc::binary(BinaryOp::Add, &a, &b)?.dtype(), DType::I16);
/// assert!(ufunc::binary(BinaryOp::Add, &a, 300).is_err());
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn binary(op: BinaryOp, a: impl Into<Operand>, b: impl Into<Operand>) -> Result<DynArray> {
    let plan = plan_binary(op, &a.into(), &b.into())?;
    Ok(engine::run(&plan)?.swap_remove(0))
}

/// [`unary`] writing into `out` (NumPy's `out=`): `x` broadcasts to `out`'s shape and the result
/// is cast to `O` with `same_kind` casting.
///
/// Equivalent to `numpy.<ufunc>(x, out=out)`.
///
/// # Errors
/// As [`unary`]; [`Error::ShapeMismatch`] if `x` does not broadcast to `out`;
/// [`Error::DTypeMismatch`] if the result cannot be cast to `O` under `same_kind`.
///
/// ```
/// use gsci_core::{ufunc::{self, UnaryOp}, Array, Device};
/// let a = Array::from_vec(vec![1.0f32, 4.0], &[2], &Device::cpu())?;
/// let mut out = Array::<f64>::empty(&[2, 2], &Device::cpu())?;
/// ufunc::unary_into(UnaryOp::Sqrt, &a, &mut out)?;
/// assert_eq!(out.to_vec()?, vec![1.0, 2.0, 1.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn unary_into<O: Element>(
    op: UnaryOp,
    x: impl Into<Operand>,
    out: &mut Array<O>,
) -> Result<()> {
    engine::run_into(plan_unary(Kernel::Unary(op), &x.into())?, out)
}

/// [`binary`] writing into `out` (NumPy's `out=`).
///
/// Equivalent to `numpy.<ufunc>(a, b, out=out)`.
///
/// # Errors
/// As [`binary`]; [`Error::ShapeMismatch`] if the operands do not broadcast to `out`'s shape;
/// [`Error::DTypeMismatch`] if the result cannot be cast to `O` under `same_kind`.
///
/// ```
/// use gsci_core::{ufunc::{self, BinaryOp}, Array, Device};
/// let a = Array::from_vec(vec![1i32, 2], &[2], &Device::cpu())?;
/// let mut out = Array::<f64>::empty(&[2], &Device::cpu())?;
/// ufunc::binary_into(BinaryOp::Add, &a, &a, &mut out)?; // int32 -> float64 is safe
/// assert_eq!(out.to_vec()?, vec![2.0, 4.0]);
/// let mut small = Array::<i8>::empty(&[2], &Device::cpu())?;
/// ufunc::binary_into(BinaryOp::Add, &a, &a, &mut small)?; // same kind: allowed
/// let mut bad = Array::<i32>::empty(&[2], &Device::cpu())?;
/// assert!(ufunc::binary_into(BinaryOp::Divide, &a, &a, &mut bad).is_err()); // float64 -> int32
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn binary_into<O: Element>(
    op: BinaryOp,
    a: impl Into<Operand>,
    b: impl Into<Operand>,
    out: &mut Array<O>,
) -> Result<()> {
    engine::run_into(plan_binary(op, &a.into(), &b.into())?, out)
}

macro_rules! binary_fns {
    ($($name:ident, $into:ident, $op:ident, $np:literal, $desc:literal,
       $t:ty, [$($a:expr),*], $o:ty, [$($r:expr),*];)*) => {$(
        #[doc = concat!($desc, ", elementwise, with broadcasting.")]
        ///
        #[doc = concat!("Equivalent to `numpy.", $np, "`. `O` must be the result dtype NumPy gives.")]
        ///
        /// # Errors
        /// [`Error::DTypeMismatch`] if `O` is not the result dtype; otherwise as [`binary`].
        ///
        /// ```
        /// use gsci_core::{ufunc, Array, Device, f16, Complex32, Complex64};
        #[doc = concat!("let a = Array::<", stringify!($t), ">::from_vec(vec![", stringify!($($a),*), "], &[2], &Device::cpu())?;")]
        #[doc = concat!("let r: Array<", stringify!($o), "> = ufunc::", stringify!($name), "(&a, &a)?;")]
        #[doc = concat!("assert_eq!(r.to_vec()?, vec![", stringify!($($r),*), "]);")]
        /// # Ok::<(), gsci_core::Error>(())
        /// ```
        pub fn $name<O: Element>(a: impl Into<Operand>, b: impl Into<Operand>) -> Result<Array<O>> {
            typed(binary(BinaryOp::$op, a, b)?, BinaryOp::$op.name())
        }

        #[doc = concat!("[`", stringify!($name), "`] writing into `out` (NumPy's `out=`).")]
        ///
        #[doc = concat!("Equivalent to `numpy.", $np, "(a, b, out=out)`.")]
        ///
        /// # Errors
        /// As [`binary_into`].
        ///
        /// ```
        /// use gsci_core::{ufunc, Array, Device, f16, Complex32, Complex64};
        #[doc = concat!("let a = Array::<", stringify!($t), ">::from_vec(vec![", stringify!($($a),*), "], &[2], &Device::cpu())?;")]
        #[doc = concat!("let mut out = Array::<", stringify!($o), ">::empty(&[2], &Device::cpu())?;")]
        #[doc = concat!("ufunc::", stringify!($into), "(&a, &a, &mut out)?;")]
        #[doc = concat!("assert_eq!(out.to_vec()?, vec![", stringify!($($r),*), "]);")]
        /// # Ok::<(), gsci_core::Error>(())
        /// ```
        pub fn $into<O: Element>(
            a: impl Into<Operand>,
            b: impl Into<Operand>,
            out: &mut Array<O>,
        ) -> Result<()> {
            binary_into(BinaryOp::$op, a, b, out)
        }
    )*};
}

binary_fns! {
    add, add_into, Add, "add", "`a + b`", f64, [1.5, -2.0], f64, [3.0, -4.0];
    subtract, subtract_into, Subtract, "subtract", "`a - b`", i32, [5, -7], i32, [0, 0];
    multiply, multiply_into, Multiply, "multiply", "`a * b`", f32, [1.5, -2.0], f32, [2.25, 4.0];
    divide, divide_into, Divide, "divide", "True division `a / b` (float64 for integers)", i32, [3, -4], f64, [1.0, 1.0];
    true_divide, true_divide_into, Divide, "true_divide", "True division `a / b`", f64, [3.0, 0.5], f64, [1.0, 1.0];
    floor_divide, floor_divide_into, FloorDivide, "floor_divide", "Floor division `a // b` (0 for integer division by zero)", i64, [7, 0], i64, [1, 0];
    remainder, remainder_into, Remainder, "remainder", "Python's `a % b` (sign of the divisor)", f64, [7.5, -2.0], f64, [0.0, -0.0];
    fmod, fmod_into, Fmod, "fmod", "C's `fmod(a, b)` (sign of the dividend)", i32, [7, -3], i32, [0, 0];
    power, power_into, Power, "power", "`a ** b`", i64, [2, 3], i64, [4, 27];
    equal, equal_into, Equal, "equal", "`a == b`", f64, [1.0, f64::NAN], bool, [true, false];
    not_equal, not_equal_into, NotEqual, "not_equal", "`a != b`", f64, [1.0, f64::NAN], bool, [false, true];
    less, less_into, Less, "less", "`a < b`", i8, [1, -1], bool, [false, false];
    less_equal, less_equal_into, LessEqual, "less_equal", "`a <= b`", i8, [1, -1], bool, [true, true];
    greater, greater_into, Greater, "greater", "`a > b`", u16, [1, 9], bool, [false, false];
    greater_equal, greater_equal_into, GreaterEqual, "greater_equal", "`a >= b`", u16, [1, 9], bool, [true, true];
    logical_and, logical_and_into, LogicalAnd, "logical_and", "Truth of `a and b`", f32, [0.0, 2.0], bool, [false, true];
    logical_or, logical_or_into, LogicalOr, "logical_or", "Truth of `a or b`", f32, [0.0, 2.0], bool, [false, true];
    logical_xor, logical_xor_into, LogicalXor, "logical_xor", "Truth of `a xor b`", f32, [0.0, 2.0], bool, [false, false];
    bitwise_and, bitwise_and_into, BitwiseAnd, "bitwise_and", "`a & b`", u8, [6, 255], u8, [6, 255];
    bitwise_or, bitwise_or_into, BitwiseOr, "bitwise_or", "`a | b`", i16, [6, -1], i16, [6, -1];
    bitwise_xor, bitwise_xor_into, BitwiseXor, "bitwise_xor", "`a ^ b`", i16, [6, -1], i16, [0, 0];
    left_shift, left_shift_into, LeftShift, "left_shift", "`a << b` (0 when shifting by the width or more)", i32, [1, 3], i32, [2, 24];
    right_shift, right_shift_into, RightShift, "right_shift", "`a >> b` (arithmetic for signed types)", i64, [4, 64], i64, [0, 0];
    arctan2, arctan2_into, Arctan2, "arctan2", "The angle of the point (b, a): `atan2(a, b)`", f64, [0.0, f64::INFINITY], f64, [0.0, std::f64::consts::FRAC_PI_4];
    hypot, hypot_into, Hypot, "hypot", "`sqrt(a**2 + b**2)` without overflow", f32, [0.0, f32::INFINITY], f32, [0.0, f32::INFINITY];
    maximum, maximum_into, Maximum, "maximum", "Elementwise maximum, propagating NaN", f64, [1.0, -0.0], f64, [1.0, -0.0];
    minimum, minimum_into, Minimum, "minimum", "Elementwise minimum, propagating NaN", i32, [1, -3], i32, [1, -3];
    fmax, fmax_into, Fmax, "fmax", "Elementwise maximum, ignoring NaN", f32, [1.0, 2.0], f32, [1.0, 2.0];
    fmin, fmin_into, Fmin, "fmin", "Elementwise minimum, ignoring NaN", f32, [1.0, 2.0], f32, [1.0, 2.0];
    copysign, copysign_into, Copysign, "copysign", "`a` with the sign of `b`", f64, [-1.0, 2.0], f64, [-1.0, 2.0];
    nextafter, nextafter_into, Nextafter, "nextafter", "The next float after `a` toward `b`", f64, [1.0, -0.0], f64, [1.0, -0.0];
    ldexp, ldexp_into, Ldexp, "ldexp", "`a * 2**b` for an integer `b`", i8, [1, 2], f16, [f16::from_f32(2.0), f16::from_f32(8.0)];
}

macro_rules! unary_fns {
    ($($name:ident, $into:ident, $op:ident, $np:literal, $desc:literal,
       $t:ty, [$($a:expr),*], $o:ty, [$($r:expr),*];)*) => {$(
        #[doc = concat!($desc, ", elementwise.")]
        ///
        #[doc = concat!("Equivalent to `numpy.", $np, "`. `O` must be the result dtype NumPy gives.")]
        ///
        /// # Errors
        /// [`Error::DTypeMismatch`] if `O` is not the result dtype; otherwise as [`unary`].
        ///
        /// ```
        /// use gsci_core::{ufunc, Array, Device, f16, Complex32, Complex64};
        #[doc = concat!("let a = Array::<", stringify!($t), ">::from_vec(vec![", stringify!($($a),*), "], &[2], &Device::cpu())?;")]
        #[doc = concat!("let r: Array<", stringify!($o), "> = ufunc::", stringify!($name), "(&a)?;")]
        #[doc = concat!("assert_eq!(r.to_vec()?, vec![", stringify!($($r),*), "]);")]
        /// # Ok::<(), gsci_core::Error>(())
        /// ```
        pub fn $name<O: Element>(x: impl Into<Operand>) -> Result<Array<O>> {
            typed(unary(UnaryOp::$op, x)?, UnaryOp::$op.name())
        }

        #[doc = concat!("[`", stringify!($name), "`] writing into `out` (NumPy's `out=`).")]
        ///
        #[doc = concat!("Equivalent to `numpy.", $np, "(x, out=out)`.")]
        ///
        /// # Errors
        /// As [`unary_into`].
        ///
        /// ```
        /// use gsci_core::{ufunc, Array, Device, f16, Complex32, Complex64};
        #[doc = concat!("let a = Array::<", stringify!($t), ">::from_vec(vec![", stringify!($($a),*), "], &[2], &Device::cpu())?;")]
        #[doc = concat!("let mut out = Array::<", stringify!($o), ">::empty(&[2], &Device::cpu())?;")]
        #[doc = concat!("ufunc::", stringify!($into), "(&a, &mut out)?;")]
        #[doc = concat!("assert_eq!(out.to_vec()?, vec![", stringify!($($r),*), "]);")]
        /// # Ok::<(), gsci_core::Error>(())
        /// ```
        pub fn $into<O: Element>(x: impl Into<Operand>, out: &mut Array<O>) -> Result<()> {
            unary_into(UnaryOp::$op, x, out)
        }
    )*};
}

unary_fns! {
    negative, negative_into, Negative, "negative", "`-x`", u8, [1, 0], u8, [255, 0];
    positive, positive_into, Positive, "positive", "`+x`", i32, [1, -2], i32, [1, -2];
    absolute, absolute_into, Absolute, "absolute", "`|x|` (the real dtype for complex input)", Complex64, [Complex64::new(3.0, 4.0), Complex64::new(0.0, -1.0)], f64, [5.0, 1.0];
    abs, abs_into, Absolute, "absolute", "`|x|` (alias of [`absolute`])", i8, [-128, -3], i8, [-128, 3];
    sign, sign_into, Sign, "sign", "The sign: -1, 0, 1 (NaN for NaN; `z / |z|` for complex)", f64, [-2.5, 0.0], f64, [-1.0, 0.0];
    logical_not, logical_not_into, LogicalNot, "logical_not", "Truth of `not x`", i32, [0, 5], bool, [true, false];
    invert, invert_into, Invert, "invert", "Bitwise not `!x`", u8, [0, 15], u8, [255, 240];
    bitwise_not, bitwise_not_into, Invert, "bitwise_not", "Bitwise not `!x` (alias of [`invert`])", bool, [true, false], bool, [false, true];
    exp, exp_into, Exp, "exp", "`e**x`", f64, [0.0, f64::NEG_INFINITY], f64, [1.0, 0.0];
    exp2, exp2_into, Exp2, "exp2", "`2**x`", f32, [3.0, -1.0], f32, [8.0, 0.5];
    expm1, expm1_into, Expm1, "expm1", "`e**x - 1`, accurate near 0", f64, [0.0, -0.0], f64, [0.0, -0.0];
    log, log_into, Log, "log", "The natural logarithm", f64, [1.0, 0.0], f64, [0.0, f64::NEG_INFINITY];
    log2, log2_into, Log2, "log2", "The base-2 logarithm", f64, [8.0, 0.5], f64, [3.0, -1.0];
    log10, log10_into, Log10, "log10", "The base-10 logarithm", f64, [1000.0, 1.0], f64, [3.0, 0.0];
    log1p, log1p_into, Log1p, "log1p", "`log(1 + x)`, accurate near 0", f64, [0.0, -1.0], f64, [0.0, f64::NEG_INFINITY];
    sqrt, sqrt_into, Sqrt, "sqrt", "The principal square root", Complex64, [Complex64::new(-4.0, 0.0), Complex64::new(0.0, 0.0)], Complex64, [Complex64::new(0.0, 2.0), Complex64::new(0.0, 0.0)];
    cbrt, cbrt_into, Cbrt, "cbrt", "The real cube root", f64, [-8.0, 0.0], f64, [-2.0, 0.0];
    square, square_into, Square, "square", "`x * x`", i16, [-3, 200], i16, [9, -25536];
    reciprocal, reciprocal_into, Reciprocal, "reciprocal", "`1 / x` (integer division for integers)", f32, [4.0, -0.5], f32, [0.25, -2.0];
    sin, sin_into, Sin, "sin", "The sine", f64, [0.0, -0.0], f64, [0.0, -0.0];
    cos, cos_into, Cos, "cos", "The cosine", f64, [0.0, -0.0], f64, [1.0, 1.0];
    tan, tan_into, Tan, "tan", "The tangent", f64, [0.0, -0.0], f64, [0.0, -0.0];
    arcsin, arcsin_into, Arcsin, "arcsin", "The inverse sine", f64, [0.0, 1.0], f64, [0.0, std::f64::consts::FRAC_PI_2];
    arccos, arccos_into, Arccos, "arccos", "The inverse cosine", f64, [1.0, -1.0], f64, [0.0, std::f64::consts::PI];
    arctan, arctan_into, Arctan, "arctan", "The inverse tangent", f64, [0.0, f64::INFINITY], f64, [0.0, std::f64::consts::FRAC_PI_2];
    sinh, sinh_into, Sinh, "sinh", "The hyperbolic sine", f64, [0.0, f64::INFINITY], f64, [0.0, f64::INFINITY];
    cosh, cosh_into, Cosh, "cosh", "The hyperbolic cosine", f64, [0.0, f64::NEG_INFINITY], f64, [1.0, f64::INFINITY];
    tanh, tanh_into, Tanh, "tanh", "The hyperbolic tangent", f64, [0.0, f64::NEG_INFINITY], f64, [0.0, -1.0];
    arcsinh, arcsinh_into, Arcsinh, "arcsinh", "The inverse hyperbolic sine", f64, [0.0, f64::INFINITY], f64, [0.0, f64::INFINITY];
    arccosh, arccosh_into, Arccosh, "arccosh", "The inverse hyperbolic cosine", f64, [1.0, f64::INFINITY], f64, [0.0, f64::INFINITY];
    arctanh, arctanh_into, Arctanh, "arctanh", "The inverse hyperbolic tangent", f64, [0.0, 1.0], f64, [0.0, f64::INFINITY];
    deg2rad, deg2rad_into, Deg2rad, "deg2rad", "Degrees to radians", f64, [180.0, 0.0], f64, [std::f64::consts::PI, 0.0];
    radians, radians_into, Deg2rad, "radians", "Degrees to radians (alias of [`deg2rad`])", f64, [180.0, 0.0], f64, [std::f64::consts::PI, 0.0];
    rad2deg, rad2deg_into, Rad2deg, "rad2deg", "Radians to degrees", f64, [0.0, -0.0], f64, [0.0, -0.0];
    degrees, degrees_into, Rad2deg, "degrees", "Radians to degrees (alias of [`rad2deg`])", f64, [0.0, -0.0], f64, [0.0, -0.0];
    floor, floor_into, Floor, "floor", "The largest integer not above `x` (integers unchanged)", f64, [-1.5, 2.5], f64, [-2.0, 2.0];
    ceil, ceil_into, Ceil, "ceil", "The smallest integer not below `x` (integers unchanged)", f64, [-1.5, 2.5], f64, [-1.0, 3.0];
    trunc, trunc_into, Trunc, "trunc", "`x` rounded toward zero (integers unchanged)", f64, [-1.5, 2.5], f64, [-1.0, 2.0];
    fix, fix_into, Trunc, "fix", "`x` rounded toward zero (as [`trunc`])", f64, [-1.5, 2.5], f64, [-1.0, 2.0];
    rint, rint_into, Rint, "rint", "`x` rounded to the nearest integer, ties to even", f64, [-1.5, 2.5], f64, [-2.0, 2.0];
    isnan, isnan_into, Isnan, "isnan", "Whether `x` is NaN", f64, [1.0, f64::NAN], bool, [false, true];
    isinf, isinf_into, Isinf, "isinf", "Whether `x` is infinite", f64, [f64::NEG_INFINITY, f64::NAN], bool, [true, false];
    isfinite, isfinite_into, Isfinite, "isfinite", "Whether `x` is finite", f64, [1.0, f64::NAN], bool, [true, false];
    signbit, signbit_into, Signbit, "signbit", "Whether the sign bit is set", f64, [-0.0, 1.0], bool, [true, false];
    conjugate, conjugate_into, Conjugate, "conjugate", "The complex conjugate", Complex32, [Complex32::new(1.0, 2.0), Complex32::new(0.0, -1.0)], Complex32, [Complex32::new(1.0, -2.0), Complex32::new(0.0, 1.0)];
    conj, conj_into, Conjugate, "conj", "The complex conjugate (alias of [`conjugate`])", i32, [1, -2], i32, [1, -2];
    real, real_into, Real, "real", "The real part (a copy; the array itself for real input)", Complex64, [Complex64::new(1.0, 2.0), Complex64::new(3.0, -1.0)], f64, [1.0, 3.0];
    imag, imag_into, Imag, "imag", "The imaginary part (a copy; zeros for real input)", Complex64, [Complex64::new(1.0, 2.0), Complex64::new(3.0, -1.0)], f64, [2.0, -1.0];
}

/// The angle of a complex argument, in radians or (with `deg`) degrees; for real input, 0 or pi.
///
/// Equivalent to `numpy.angle(z, deg)`.
///
/// # Errors
/// [`Error::DTypeMismatch`] if `O` is not NumPy's result dtype (the real dtype of complex input;
/// float64 for bool and 32/64-bit integers, float16/float32 for smaller integers).
///
/// ```
/// use gsci_core::{ufunc, Array, Complex64, Device};
/// let z = Array::from_vec(vec![Complex64::new(0.0, 1.0), Complex64::new(-1.0, 0.0)], &[2], &Device::cpu())?;
/// let a: Array<f64> = ufunc::angle(&z, false)?;
/// assert_eq!(a.to_vec()?, vec![std::f64::consts::FRAC_PI_2, std::f64::consts::PI]);
/// let d: Array<f64> = ufunc::angle(&z, true)?;
/// assert_eq!(d.to_vec()?, vec![90.0, 180.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn angle<O: Element>(z: impl Into<Operand>, deg: bool) -> Result<Array<O>> {
    let op = if deg {
        UnaryOp::AngleDeg
    } else {
        UnaryOp::Angle
    };
    typed(unary(op, z)?, "angle")
}

/// `x` rounded to `decimals` decimal places (half to even), in `x`'s dtype; negative `decimals`
/// round to tens, hundreds, ... NumPy's algorithm: multiply by `10**decimals` in the array's
/// precision, `rint`, divide back.
///
/// Equivalent to `numpy.round(x, decimals)`.
///
/// # Errors
/// [`Error::DTypeMismatch`] if `O` is not `x`'s dtype; [`Error::Unsupported`] for bool arrays.
///
/// ```
/// use gsci_core::{ufunc, Array, Device};
/// let a = Array::from_vec(vec![2.675f64, -0.5, 1.25], &[3], &Device::cpu())?;
/// let r: Array<f64> = ufunc::round(&a, 2)?;
/// assert_eq!(r.to_vec()?, vec![2.68, -0.5, 1.25]);
/// let i = Array::from_vec(vec![1250i32, -1350], &[2], &Device::cpu())?;
/// let r: Array<i32> = ufunc::round(&i, -2)?;
/// assert_eq!(r.to_vec()?, vec![1200, -1400]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn round<O: Element>(x: impl Into<Operand>, decimals: i32) -> Result<Array<O>> {
    typed(round_dyn(x, decimals)?, "round")
}

/// [`round`] for any dtype.
///
/// Equivalent to `numpy.round(x, decimals)`.
///
/// # Errors
/// [`Error::Unsupported`] for bool arrays.
///
/// ```
/// use gsci_core::{ufunc, Array, DType, Device};
/// let a = Array::from_vec(vec![1.5f32], &[1], &Device::cpu())?;
/// assert_eq!(ufunc::round_dyn(&a, 0)?.dtype(), DType::F32);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn round_dyn(x: impl Into<Operand>, decimals: i32) -> Result<DynArray> {
    let plan = plan_unary(Kernel::Round(decimals), &x.into())?;
    Ok(engine::run(&plan)?.swap_remove(0))
}

/// Mantissa and exponent: `x = m * 2**e` with `0.5 <= |m| < 1` (`m = x`, `e = 0` for zeros,
/// infinities and NaN).
///
/// Equivalent to `numpy.frexp`.
///
/// # Errors
/// [`Error::DTypeMismatch`] if `M` is not NumPy's mantissa dtype; [`Error::Unsupported`] for
/// complex input.
///
/// ```
/// use gsci_core::{ufunc, Array, Device};
/// let a = Array::from_vec(vec![8.0f64, -0.75], &[2], &Device::cpu())?;
/// let (m, e) = ufunc::frexp::<f64>(&a)?;
/// assert_eq!(m.to_vec()?, vec![0.5, -0.75]);
/// assert_eq!(e.to_vec()?, vec![4, 0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn frexp<M: Element>(x: impl Into<Operand>) -> Result<(Array<M>, Array<i32>)> {
    let (m, e) = frexp_dyn(x)?;
    Ok((typed(m, "frexp")?, typed(e, "frexp")?))
}

/// [`frexp`] for any dtype.
///
/// Equivalent to `numpy.frexp`.
///
/// # Errors
/// [`Error::Unsupported`] for complex input.
///
/// ```
/// use gsci_core::{ufunc, Array, DType, Device};
/// let a = Array::from_vec(vec![3u8], &[1], &Device::cpu())?;
/// let (m, e) = ufunc::frexp_dyn(&a)?;
/// assert_eq!((m.dtype(), e.dtype()), (DType::F16, DType::I32));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn frexp_dyn(x: impl Into<Operand>) -> Result<(DynArray, DynArray)> {
    two_outputs(Kernel::Frexp, x)
}

/// Fractional and integral parts, both with the sign of `x`.
///
/// Equivalent to `numpy.modf`.
///
/// # Errors
/// [`Error::DTypeMismatch`] if `F` is not NumPy's result dtype; [`Error::Unsupported`] for
/// complex input.
///
/// ```
/// use gsci_core::{ufunc, Array, Device};
/// let a = Array::from_vec(vec![-3.5f64, 2.0], &[2], &Device::cpu())?;
/// let (f, i) = ufunc::modf::<f64>(&a)?;
/// assert_eq!(f.to_vec()?, vec![-0.5, 0.0]);
/// assert_eq!(i.to_vec()?, vec![-3.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn modf<F: Element>(x: impl Into<Operand>) -> Result<(Array<F>, Array<F>)> {
    let (f, i) = modf_dyn(x)?;
    Ok((typed(f, "modf")?, typed(i, "modf")?))
}

/// [`modf`] for any dtype.
///
/// Equivalent to `numpy.modf`.
///
/// # Errors
/// [`Error::Unsupported`] for complex input.
///
/// ```
/// use gsci_core::{ufunc, Array, DType, Device};
/// let a = Array::from_vec(vec![1i32], &[1], &Device::cpu())?;
/// assert_eq!(ufunc::modf_dyn(&a)?.0.dtype(), DType::F64);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn modf_dyn(x: impl Into<Operand>) -> Result<(DynArray, DynArray)> {
    two_outputs(Kernel::Modf, x)
}

fn two_outputs(kernel: Kernel, x: impl Into<Operand>) -> Result<(DynArray, DynArray)> {
    let plan = plan_unary(kernel, &x.into())?;
    let mut outs = engine::run(&plan)?;
    let second = outs.pop().expect("two outputs");
    let first = outs.pop().expect("two outputs");
    Ok((first, second))
}
