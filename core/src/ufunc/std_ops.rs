//! `std::ops` on arrays: `&a + &b`, `&a * 2.0`, `2.0 - &a`, `-&a`, `!&a`, ...
//!
//! Each returns `Result<Array<T>>`: the NumPy result must have the dtype `T` (weak scalars take
//! the array's dtype when their kind allows), else [`Error::DTypeMismatch`] — use the functions of
//! [`crate::ufunc`] with an explicit output type for those (e.g. `divide::<f64>` of integers).
//!
//! [`Error::DTypeMismatch`]: crate::Error::DTypeMismatch

use super::{
    add, bitwise_and, bitwise_or, bitwise_xor, divide, invert, left_shift, multiply, negative,
    remainder, right_shift, subtract,
};
use crate::array::Array;
use crate::dtype::Element;
use crate::error::Result;
use num_complex::Complex64;
use std::ops::{Add, BitAnd, BitOr, BitXor, Div, Mul, Neg, Not, Rem, Shl, Shr, Sub};

macro_rules! binary_op {
    ($tr:ident, $m:ident, $f:ident) => {
        impl<T: Element> $tr<&Array<T>> for &Array<T> {
            type Output = Result<Array<T>>;
            fn $m(self, rhs: &Array<T>) -> Result<Array<T>> {
                $f::<T>(self, rhs)
            }
        }
        impl<T: Element> $tr<Array<T>> for &Array<T> {
            type Output = Result<Array<T>>;
            fn $m(self, rhs: Array<T>) -> Result<Array<T>> {
                $f::<T>(self, &rhs)
            }
        }
        impl<T: Element> $tr<&Array<T>> for Array<T> {
            type Output = Result<Array<T>>;
            fn $m(self, rhs: &Array<T>) -> Result<Array<T>> {
                $f::<T>(&self, rhs)
            }
        }
        impl<T: Element> $tr<Array<T>> for Array<T> {
            type Output = Result<Array<T>>;
            fn $m(self, rhs: Array<T>) -> Result<Array<T>> {
                $f::<T>(&self, &rhs)
            }
        }
        binary_op!(@scalar $tr, $m, $f, f64);
        binary_op!(@scalar $tr, $m, $f, i64);
        binary_op!(@scalar $tr, $m, $f, Complex64);
    };
    (@scalar $tr:ident, $m:ident, $f:ident, $s:ty) => {
        impl<T: Element> $tr<$s> for &Array<T> {
            type Output = Result<Array<T>>;
            fn $m(self, rhs: $s) -> Result<Array<T>> {
                $f::<T>(self, rhs)
            }
        }
        impl<T: Element> $tr<$s> for Array<T> {
            type Output = Result<Array<T>>;
            fn $m(self, rhs: $s) -> Result<Array<T>> {
                $f::<T>(&self, rhs)
            }
        }
        impl<T: Element> $tr<&Array<T>> for $s {
            type Output = Result<Array<T>>;
            fn $m(self, rhs: &Array<T>) -> Result<Array<T>> {
                $f::<T>(self, rhs)
            }
        }
        impl<T: Element> $tr<Array<T>> for $s {
            type Output = Result<Array<T>>;
            fn $m(self, rhs: Array<T>) -> Result<Array<T>> {
                $f::<T>(self, &rhs)
            }
        }
    };
}

binary_op!(Add, add, add);
binary_op!(Sub, sub, subtract);
binary_op!(Mul, mul, multiply);
binary_op!(Div, div, divide);
binary_op!(Rem, rem, remainder);
binary_op!(BitAnd, bitand, bitwise_and);
binary_op!(BitOr, bitor, bitwise_or);
binary_op!(BitXor, bitxor, bitwise_xor);
binary_op!(Shl, shl, left_shift);
binary_op!(Shr, shr, right_shift);

impl<T: Element> Neg for &Array<T> {
    type Output = Result<Array<T>>;
    fn neg(self) -> Result<Array<T>> {
        negative::<T>(self)
    }
}
impl<T: Element> Neg for Array<T> {
    type Output = Result<Array<T>>;
    fn neg(self) -> Result<Array<T>> {
        negative::<T>(&self)
    }
}
/// `!a`: NumPy's `~a` (`invert`; logical not for bool).
impl<T: Element> Not for &Array<T> {
    type Output = Result<Array<T>>;
    fn not(self) -> Result<Array<T>> {
        invert::<T>(self)
    }
}
impl<T: Element> Not for Array<T> {
    type Output = Result<Array<T>>;
    fn not(self) -> Result<Array<T>> {
        invert::<T>(&self)
    }
}
