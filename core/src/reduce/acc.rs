//! The element traits of the reduction engine: [`Reducible`] (NumPy's result dtypes of each
//! reduction, as associated types) and the accumulator arithmetic behind it.
//!
//! Accumulators are wider than the elements where NumPy's are: integer sums in `i64`/`u64`
//! (wrapping), means and variances of integers in `f64`, and f16/bf16 in `f32`. The CUDA kernels use
//! the same accumulator types (spelled by [`DType::cuda_type`](crate::DType::cuda_type)), so both
//! backends round the same way up to summation order.

use crate::dtype::Element;
use half::{bf16, f16};
use num_complex::{Complex32, Complex64};

/// Arithmetic of a sum/product accumulator: `f32`, `f64`, `i64`, `u64` (wrapping, as NumPy's
/// integer sums), `Complex32`, `Complex64`.
#[doc(hidden)]
pub trait AccNum: Element {
    fn add(self, o: Self) -> Self;
    fn mul(self, o: Self) -> Self;
}

/// A float or complex accumulator (means, deviations, norms).
#[doc(hidden)]
pub trait AccFloat: AccNum {
    /// The real type of the components (`f32` or `f64`).
    type Real: AccReal;
    fn sub(self, o: Self) -> Self;
    /// Division by a count, as NumPy's `true_divide(x, n)` rounds it (Smith's algorithm for
    /// complex, like NumPy's complex division by `n + 0j`).
    fn div_count(self, n: Self::Real) -> Self;
    /// `|x|^2` (`re^2 + im^2` for complex).
    fn abs2(self) -> Self::Real;
    /// `|x|` (`hypot(re, im)` for complex).
    fn abs(self) -> Self::Real;
    /// The real part.
    fn re(self) -> Self::Real;
    fn is_nan(self) -> bool;
}

/// A real float accumulator (`f32`, `f64`).
#[doc(hidden)]
pub trait AccReal: AccFloat<Real = Self> + AccCmp + num_traits::Float {
    fn of_f64(x: f64) -> Self;
}

macro_rules! acc_int {
    ($t:ty) => {
        impl AccNum for $t {
            #[inline(always)]
            fn add(self, o: Self) -> Self {
                self.wrapping_add(o)
            }
            #[inline(always)]
            fn mul(self, o: Self) -> Self {
                self.wrapping_mul(o)
            }
        }
    };
}
acc_int!(i64);
acc_int!(u64);

macro_rules! acc_real {
    ($t:ty) => {
        impl AccNum for $t {
            #[inline(always)]
            fn add(self, o: Self) -> Self {
                self + o
            }
            #[inline(always)]
            fn mul(self, o: Self) -> Self {
                self * o
            }
        }
        impl AccFloat for $t {
            type Real = $t;
            #[inline(always)]
            fn sub(self, o: Self) -> Self {
                self - o
            }
            #[inline(always)]
            fn div_count(self, n: $t) -> Self {
                self / n
            }
            #[inline(always)]
            fn abs2(self) -> $t {
                self * self
            }
            #[inline(always)]
            fn abs(self) -> $t {
                <$t>::abs(self)
            }
            #[inline(always)]
            fn re(self) -> $t {
                self
            }
            #[inline(always)]
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
        }
        impl AccReal for $t {
            #[inline(always)]
            fn of_f64(x: f64) -> Self {
                x as $t
            }
        }
    };
}
acc_real!(f32);
acc_real!(f64);

macro_rules! acc_complex {
    ($t:ty, $r:ty) => {
        impl AccNum for $t {
            #[inline(always)]
            fn add(self, o: Self) -> Self {
                <$t>::new(self.re + o.re, self.im + o.im)
            }
            #[inline(always)]
            fn mul(self, o: Self) -> Self {
                <$t>::new(
                    self.re * o.re - self.im * o.im,
                    self.re * o.im + self.im * o.re,
                )
            }
        }
        impl AccFloat for $t {
            type Real = $r;
            #[inline(always)]
            fn sub(self, o: Self) -> Self {
                <$t>::new(self.re - o.re, self.im - o.im)
            }
            #[inline(always)]
            fn div_count(self, n: $r) -> Self {
                // NumPy divides by n + 0j with Smith's method: rat = 0 / n, scale = 1 / n.
                let rat = 0.0 / n;
                let scl = 1.0 / (n + 0.0 * rat);
                <$t>::new(
                    (self.re + self.im * rat) * scl,
                    (self.im - self.re * rat) * scl,
                )
            }
            #[inline(always)]
            fn abs2(self) -> $r {
                self.re * self.re + self.im * self.im
            }
            #[inline(always)]
            fn abs(self) -> $r {
                self.re.hypot(self.im)
            }
            #[inline(always)]
            fn re(self) -> $r {
                self.re
            }
            #[inline(always)]
            fn is_nan(self) -> bool {
                self.re.is_nan() || self.im.is_nan()
            }
        }
    };
}
acc_complex!(Complex32, f32);
acc_complex!(Complex64, f64);

/// Ordering used by min/max/argmin/argmax/ptp: NumPy's (lexicographic for complex; NaN handled by
/// the callers through [`AccCmp::cmp_is_nan`]).
#[doc(hidden)]
pub trait AccCmp: Element {
    /// `self < o`, false when either is NaN.
    fn lt(self, o: Self) -> bool;
    fn cmp_is_nan(self) -> bool;
    /// The identity of `min` (+inf, the largest integer, `true`).
    fn highest() -> Self;
    /// The identity of `max`.
    fn lowest() -> Self;
    /// The identity of `nanmin`: NaN for floats (an `fmin` fold drops it), else [`Self::highest`].
    fn nan_or_highest() -> Self;
    /// The identity of `nanmax`.
    fn nan_or_lowest() -> Self;
    /// `self - o`, wrapping for integers (NumPy's `ptp`). Never called for `bool`.
    fn wrapping_diff(self, o: Self) -> Self;
    /// `self != 0` (NaN is nonzero).
    fn nonzero(self) -> bool;
}

impl AccCmp for bool {
    #[inline(always)]
    fn lt(self, o: Self) -> bool {
        !self & o
    }
    #[inline(always)]
    fn cmp_is_nan(self) -> bool {
        false
    }
    fn highest() -> Self {
        true
    }
    fn lowest() -> Self {
        false
    }
    fn nan_or_highest() -> Self {
        true
    }
    fn nan_or_lowest() -> Self {
        false
    }
    #[inline(always)]
    fn wrapping_diff(self, o: Self) -> Self {
        self ^ o
    }
    #[inline(always)]
    fn nonzero(self) -> bool {
        self
    }
}

macro_rules! cmp_int {
    ($($t:ty),*) => {$(
        impl AccCmp for $t {
            #[inline(always)]
            fn lt(self, o: Self) -> bool {
                self < o
            }
            #[inline(always)]
            fn cmp_is_nan(self) -> bool {
                false
            }
            fn highest() -> Self {
                <$t>::MAX
            }
            fn lowest() -> Self {
                <$t>::MIN
            }
            fn nan_or_highest() -> Self {
                <$t>::MAX
            }
            fn nan_or_lowest() -> Self {
                <$t>::MIN
            }
            #[inline(always)]
            fn wrapping_diff(self, o: Self) -> Self {
                self.wrapping_sub(o)
            }
            #[inline(always)]
            fn nonzero(self) -> bool {
                self != 0
            }
        }
    )*};
}
cmp_int!(i8, i16, i32, i64, u8, u16, u32, u64);

macro_rules! cmp_float {
    ($($t:ty),*) => {$(
        impl AccCmp for $t {
            #[inline(always)]
            fn lt(self, o: Self) -> bool {
                self < o
            }
            #[inline(always)]
            fn cmp_is_nan(self) -> bool {
                self.is_nan()
            }
            fn highest() -> Self {
                <$t>::INFINITY
            }
            fn lowest() -> Self {
                <$t>::NEG_INFINITY
            }
            fn nan_or_highest() -> Self {
                <$t>::NAN
            }
            fn nan_or_lowest() -> Self {
                <$t>::NAN
            }
            #[inline(always)]
            fn wrapping_diff(self, o: Self) -> Self {
                self - o
            }
            #[inline(always)]
            fn nonzero(self) -> bool {
                self != 0.0
            }
        }
    )*};
}
cmp_float!(f32, f64);

macro_rules! cmp_complex {
    ($t:ty, $r:ty) => {
        impl AccCmp for $t {
            #[inline(always)]
            fn lt(self, o: Self) -> bool {
                self.re < o.re || (self.re == o.re && self.im < o.im)
            }
            #[inline(always)]
            fn cmp_is_nan(self) -> bool {
                self.re.is_nan() || self.im.is_nan()
            }
            fn highest() -> Self {
                <$t>::new(<$r>::INFINITY, <$r>::INFINITY)
            }
            fn lowest() -> Self {
                <$t>::new(<$r>::NEG_INFINITY, <$r>::NEG_INFINITY)
            }
            fn nan_or_highest() -> Self {
                <$t>::new(<$r>::NAN, <$r>::NAN)
            }
            fn nan_or_lowest() -> Self {
                <$t>::new(<$r>::NAN, <$r>::NAN)
            }
            #[inline(always)]
            fn wrapping_diff(self, o: Self) -> Self {
                <$t>::new(self.re - o.re, self.im - o.im)
            }
            #[inline(always)]
            fn nonzero(self) -> bool {
                self.re != 0.0 || self.im != 0.0
            }
        }
    };
}
cmp_complex!(Complex32, f32);
cmp_complex!(Complex64, f64);

/// An element type that can be reduced, with the result dtypes NumPy 2 gives on Linux.
/// Implemented for every [`Element`].
///
/// | input | `Sum` (sum, prod, nansum) | `Mean` (mean, logsumexp) | `Real` (var, std, norm) |
/// | --- | --- | --- | --- |
/// | bool, i8–i64 | i64 | f64 | f64 |
/// | u8–u64 | u64 | f64 | f64 |
/// | f16, bf16, f32, f64 | same | same | same |
/// | Complex32 / Complex64 | same | same | f32 / f64 |
///
/// min, max, ptp and the nan variants keep the input type; argmin/argmax/count_nonzero give
/// `i64`, any/all give `bool`. f16 and bf16 accumulate in f32.
pub trait Reducible: Element {
    /// Result of sum, prod, nansum, nanprod.
    type Sum: Element;
    /// Result of mean, nanmean, logsumexp.
    type Mean: Element;
    /// Result of var, std, nanvar, nanstd, norm.
    type Real: Element;
    #[doc(hidden)]
    type SumAcc: AccNum;
    #[doc(hidden)]
    type MeanAcc: AccFloat;
    #[doc(hidden)]
    type Cmp: AccCmp;
    #[doc(hidden)]
    fn to_sum_acc(self) -> Self::SumAcc;
    #[doc(hidden)]
    fn to_mean_acc(self) -> Self::MeanAcc;
    #[doc(hidden)]
    fn to_cmp(self) -> Self::Cmp;
    #[doc(hidden)]
    fn from_cmp(c: Self::Cmp) -> Self;
}

/// The real accumulator of `T` (`f64` for integers, `f32` for f16/bf16/f32/Complex32).
pub(crate) type RealAcc<T> = <<T as Reducible>::MeanAcc as AccFloat>::Real;

macro_rules! reducible {
    ($t:ty, $sum:ty, $mean:ty, $real:ty, $sa:ty, $ma:ty, $cmp:ty,
     |$x:ident| $to_sum:expr, $to_mean:expr, $to_cmp:expr, |$c:ident| $from_cmp:expr) => {
        impl Reducible for $t {
            type Sum = $sum;
            type Mean = $mean;
            type Real = $real;
            type SumAcc = $sa;
            type MeanAcc = $ma;
            type Cmp = $cmp;
            #[inline(always)]
            fn to_sum_acc(self) -> $sa {
                let $x = self;
                $to_sum
            }
            #[inline(always)]
            fn to_mean_acc(self) -> $ma {
                let $x = self;
                $to_mean
            }
            #[inline(always)]
            fn to_cmp(self) -> $cmp {
                let $x = self;
                $to_cmp
            }
            #[inline(always)]
            fn from_cmp($c: $cmp) -> Self {
                $from_cmp
            }
        }
    };
}

reducible!(
    bool,
    i64,
    f64,
    f64,
    i64,
    f64,
    bool,
    |x| x as i64,
    x as u8 as f64,
    x,
    |c| c
);
macro_rules! reducible_int {
    ($($t:ty => $sum:ty),*) => {$(
        reducible!($t, $sum, f64, f64, $sum, f64, $t, |x| x as $sum, x as f64, x, |c| c);
    )*};
}
reducible_int!(i8 => i64, i16 => i64, i32 => i64, i64 => i64, u8 => u64, u16 => u64, u32 => u64, u64 => u64);
reducible!(
    f16,
    f16,
    f16,
    f16,
    f32,
    f32,
    f32,
    |x| x.to_f32(),
    x.to_f32(),
    x.to_f32(),
    |c| f16::from_f32(c)
);
reducible!(
    bf16,
    bf16,
    bf16,
    bf16,
    f32,
    f32,
    f32,
    |x| x.to_f32(),
    x.to_f32(),
    x.to_f32(),
    |c| bf16::from_f32(c)
);
reducible!(f32, f32, f32, f32, f32, f32, f32, |x| x, x, x, |c| c);
reducible!(f64, f64, f64, f64, f64, f64, f64, |x| x, x, x, |c| c);
reducible!(
    Complex32,
    Complex32,
    Complex32,
    f32,
    Complex32,
    Complex32,
    Complex32,
    |x| x,
    x,
    x,
    |c| c
);
reducible!(
    Complex64,
    Complex64,
    Complex64,
    f64,
    Complex64,
    Complex64,
    Complex64,
    |x| x,
    x,
    x,
    |c| c
);
