//! The reduction operators. Each one is a map (element to accumulator), an associative and
//! commutative combine with an identity, and a finish (accumulator to result) — on the CPU as
//! the [`Op`] methods below, on the GPU as the struct of the same name in `kernels/reduce.cu`
//! (the [`Op::cuda_op`] string names its instantiation).

use super::acc::{AccCmp, AccFloat, AccNum, AccReal, RealAcc, Reducible};
use crate::dtype::{DType, Element};
use num_traits::Float;
use std::marker::PhantomData;

/// A reduction operator over elements of `T`.
pub(crate) trait Op<T: Reducible>: Sync {
    /// The running value (CPU side).
    type Acc: Copy + Send + Sync;
    /// A per-output value computed by an earlier pass (the mean for var, the max for logsumexp);
    /// `bool` (unused) for single-pass operators.
    type Aux: Element;
    /// The result element.
    type Out: Element;
    fn identity(&self) -> Self::Acc;
    /// `index` is the element's position in C order within the reduced axes (used by argmin/argmax).
    fn map(&self, x: T, index: usize, aux: Self::Aux) -> Self::Acc;
    fn combine(&self, a: Self::Acc, b: Self::Acc) -> Self::Acc;
    /// `n` is the number of reduced elements.
    fn finish(&self, a: Self::Acc, n: usize, aux: Self::Aux) -> Self::Out;
    /// The CUDA instantiation, e.g. `gsci_red_sum<float, float, float, 0, 0>`.
    fn cuda_op(&self) -> String;
    /// The kernels' `double p` argument (ddof, the norm order).
    fn cuda_param(&self) -> f64 {
        0.0
    }
}

fn ty(d: DType) -> &'static str {
    d.cuda_type()
}

// ------------------------------------------------------------------------------------ sum, prod

/// sum, prod, nansum, nanprod.
pub(crate) struct SumOp<const PROD: bool, const NAN: bool>;

impl<T: Reducible, const PROD: bool, const NAN: bool> Op<T> for SumOp<PROD, NAN> {
    type Acc = T::SumAcc;
    type Aux = bool;
    type Out = T::Sum;
    #[inline(always)]
    fn identity(&self) -> Self::Acc {
        if PROD {
            T::SumAcc::one()
        } else {
            T::SumAcc::zero()
        }
    }
    #[inline(always)]
    fn map(&self, x: T, _: usize, _: bool) -> Self::Acc {
        if NAN && x.to_cmp().cmp_is_nan() {
            return Op::<T>::identity(self);
        }
        x.to_sum_acc()
    }
    #[inline(always)]
    fn combine(&self, a: Self::Acc, b: Self::Acc) -> Self::Acc {
        if PROD { a.mul(b) } else { a.add(b) }
    }
    fn finish(&self, a: Self::Acc, _: usize, _: bool) -> Self::Out {
        a.cast()
    }
    fn cuda_op(&self) -> String {
        format!(
            "gsci_red_sum<{}, {}, {}, {}, {}>",
            ty(T::DTYPE),
            ty(T::SumAcc::DTYPE),
            ty(T::Sum::DTYPE),
            PROD as u8,
            NAN as u8
        )
    }
}

// ------------------------------------------------------------------------------------ mean

/// mean (result type `O`: `T::Mean`, or the accumulator itself when it feeds var).
pub(crate) struct MeanOp<O>(pub PhantomData<O>);

impl<T: Reducible, O: Element> Op<T> for MeanOp<O> {
    type Acc = T::MeanAcc;
    type Aux = bool;
    type Out = O;
    #[inline(always)]
    fn identity(&self) -> Self::Acc {
        T::MeanAcc::zero()
    }
    #[inline(always)]
    fn map(&self, x: T, _: usize, _: bool) -> Self::Acc {
        x.to_mean_acc()
    }
    #[inline(always)]
    fn combine(&self, a: Self::Acc, b: Self::Acc) -> Self::Acc {
        a.add(b)
    }
    fn finish(&self, a: Self::Acc, n: usize, _: bool) -> O {
        a.div_count(RealAcc::<T>::of_f64(n as f64)).cast()
    }
    fn cuda_op(&self) -> String {
        format!(
            "gsci_red_mean<{}, {}, {}>",
            ty(T::DTYPE),
            ty(T::MeanAcc::DTYPE),
            ty(O::DTYPE)
        )
    }
}

/// nanmean: the sum and the count of the non-NaN elements.
pub(crate) struct NanMeanOp<O>(pub PhantomData<O>);

impl<T: Reducible, O: Element> Op<T> for NanMeanOp<O> {
    type Acc = (T::MeanAcc, u64);
    type Aux = bool;
    type Out = O;
    #[inline(always)]
    fn identity(&self) -> Self::Acc {
        (T::MeanAcc::zero(), 0)
    }
    #[inline(always)]
    fn map(&self, x: T, _: usize, _: bool) -> Self::Acc {
        if x.to_cmp().cmp_is_nan() {
            (T::MeanAcc::zero(), 0)
        } else {
            (x.to_mean_acc(), 1)
        }
    }
    #[inline(always)]
    fn combine(&self, a: Self::Acc, b: Self::Acc) -> Self::Acc {
        (a.0.add(b.0), a.1 + b.1)
    }
    fn finish(&self, a: Self::Acc, _: usize, _: bool) -> O {
        a.0.div_count(RealAcc::<T>::of_f64(a.1 as f64)).cast()
    }
    fn cuda_op(&self) -> String {
        format!(
            "gsci_red_nanmean<{}, {}, {}>",
            ty(T::DTYPE),
            ty(T::MeanAcc::DTYPE),
            ty(O::DTYPE)
        )
    }
}

// ------------------------------------------------------------------------------------ var, std

/// var/std, second pass: squared deviations from the per-output mean (the aux value).
pub(crate) struct VarOp {
    pub ddof: f64,
    pub sqrt: bool,
}

impl<T: Reducible> Op<T> for VarOp {
    type Acc = RealAcc<T>;
    type Aux = T::MeanAcc;
    type Out = T::Real;
    #[inline(always)]
    fn identity(&self) -> Self::Acc {
        RealAcc::<T>::zero()
    }
    #[inline(always)]
    fn map(&self, x: T, _: usize, mean: T::MeanAcc) -> Self::Acc {
        x.to_mean_acc().sub(mean).abs2()
    }
    #[inline(always)]
    fn combine(&self, a: Self::Acc, b: Self::Acc) -> Self::Acc {
        a + b
    }
    fn finish(&self, a: Self::Acc, n: usize, _: T::MeanAcc) -> T::Real {
        // NumPy: ret / max(n - ddof, 0) (inf or nan when the degrees of freedom are <= 0).
        let dof = (n as f64 - self.ddof).max(0.0);
        let v = a / RealAcc::<T>::of_f64(dof);
        (if self.sqrt { v.sqrt() } else { v }).cast()
    }
    fn cuda_op(&self) -> String {
        format!(
            "gsci_red_var<{}, {}, {}, {}>",
            ty(T::DTYPE),
            ty(T::MeanAcc::DTYPE),
            ty(T::Real::DTYPE),
            self.sqrt as u8
        )
    }
    fn cuda_param(&self) -> f64 {
        self.ddof
    }
}

/// nanvar/nanstd, second pass: squared deviations of the non-NaN elements and their count.
pub(crate) struct NanVarOp {
    pub ddof: f64,
    pub sqrt: bool,
}

impl<T: Reducible> Op<T> for NanVarOp {
    type Acc = (RealAcc<T>, u64);
    type Aux = T::MeanAcc;
    type Out = T::Real;
    #[inline(always)]
    fn identity(&self) -> Self::Acc {
        (RealAcc::<T>::zero(), 0)
    }
    #[inline(always)]
    fn map(&self, x: T, _: usize, mean: T::MeanAcc) -> Self::Acc {
        if x.to_cmp().cmp_is_nan() {
            (RealAcc::<T>::zero(), 0)
        } else {
            (x.to_mean_acc().sub(mean).abs2(), 1)
        }
    }
    #[inline(always)]
    fn combine(&self, a: Self::Acc, b: Self::Acc) -> Self::Acc {
        (a.0 + b.0, a.1 + b.1)
    }
    fn finish(&self, a: Self::Acc, _: usize, _: T::MeanAcc) -> T::Real {
        // NumPy's nanvar: NaN where the degrees of freedom are <= 0.
        let dof = a.1 as f64 - self.ddof;
        let v = if dof <= 0.0 {
            RealAcc::<T>::nan()
        } else {
            a.0 / RealAcc::<T>::of_f64(dof)
        };
        (if self.sqrt { v.sqrt() } else { v }).cast()
    }
    fn cuda_op(&self) -> String {
        format!(
            "gsci_red_nanvar<{}, {}, {}, {}>",
            ty(T::DTYPE),
            ty(T::MeanAcc::DTYPE),
            ty(T::Real::DTYPE),
            self.sqrt as u8
        )
    }
    fn cuda_param(&self) -> f64 {
        self.ddof
    }
}

// ------------------------------------------------------------------------------------ min, max

/// NaN-propagating minimum, NumPy's `minimum`: `(a < b || isnan(a)) ? a : b`.
#[inline(always)]
fn min_nan<C: AccCmp>(a: C, b: C) -> C {
    if a.cmp_is_nan() || a.lt(b) { a } else { b }
}

/// NumPy's `maximum`: `(a > b || isnan(a)) ? a : b`.
#[inline(always)]
fn max_nan<C: AccCmp>(a: C, b: C) -> C {
    if a.cmp_is_nan() || b.lt(a) { a } else { b }
}

/// NaN-ignoring minimum (NumPy's `fmin`).
#[inline(always)]
fn fmin<C: AccCmp>(a: C, b: C) -> C {
    if a.cmp_is_nan() || (!b.cmp_is_nan() && b.lt(a)) {
        b
    } else {
        a
    }
}

#[inline(always)]
fn fmax<C: AccCmp>(a: C, b: C) -> C {
    if a.cmp_is_nan() || (!b.cmp_is_nan() && a.lt(b)) {
        b
    } else {
        a
    }
}

/// min, max, nanmin, nanmax.
pub(crate) struct MinMaxOp<const MAX: bool, const NAN: bool>;

impl<T: Reducible, const MAX: bool, const NAN: bool> Op<T> for MinMaxOp<MAX, NAN> {
    type Acc = T::Cmp;
    type Aux = bool;
    type Out = T;
    #[inline(always)]
    fn identity(&self) -> T::Cmp {
        match (MAX, NAN) {
            (false, false) => T::Cmp::highest(),
            (true, false) => T::Cmp::lowest(),
            (false, true) => T::Cmp::nan_or_highest(),
            (true, true) => T::Cmp::nan_or_lowest(),
        }
    }
    #[inline(always)]
    fn map(&self, x: T, _: usize, _: bool) -> T::Cmp {
        x.to_cmp()
    }
    #[inline(always)]
    fn combine(&self, a: T::Cmp, b: T::Cmp) -> T::Cmp {
        match (MAX, NAN) {
            (false, false) => min_nan(a, b),
            (true, false) => max_nan(a, b),
            (false, true) => fmin(a, b),
            (true, true) => fmax(a, b),
        }
    }
    fn finish(&self, a: T::Cmp, _: usize, _: bool) -> T {
        T::from_cmp(a)
    }
    fn cuda_op(&self) -> String {
        format!(
            "gsci_red_minmax<{}, {}, {}, {}, {}>",
            ty(T::DTYPE),
            ty(T::Cmp::DTYPE),
            ty(T::DTYPE),
            MAX as u8,
            NAN as u8
        )
    }
}

/// The index no element has: argmin's identity, and what an all-NaN slice leaves in nanargmin.
pub(crate) const NO_INDEX: i64 = i64::MAX;

/// argmin, argmax, nanargmin, nanargmax: (value, index), the first NaN winning (argmin/argmax)
/// or NaN ignored (nan variants), ties going to the smaller index. The combine does not depend on
/// the order of its operands, so any reduction tree gives NumPy's answer.
pub(crate) struct ArgOp<const MAX: bool, const NAN: bool>;

impl<T: Reducible, const MAX: bool, const NAN: bool> Op<T> for ArgOp<MAX, NAN> {
    type Acc = (T::Cmp, i64);
    type Aux = bool;
    type Out = i64;
    #[inline(always)]
    fn identity(&self) -> Self::Acc {
        (
            if MAX {
                T::Cmp::lowest()
            } else {
                T::Cmp::highest()
            },
            NO_INDEX,
        )
    }
    #[inline(always)]
    fn map(&self, x: T, index: usize, _: bool) -> Self::Acc {
        let c = x.to_cmp();
        if NAN && c.cmp_is_nan() {
            return Op::<T>::identity(self);
        }
        (c, index as i64)
    }
    #[inline(always)]
    fn combine(&self, a: Self::Acc, b: Self::Acc) -> Self::Acc {
        let (an, bn) = (a.0.cmp_is_nan(), b.0.cmp_is_nan());
        if an || bn {
            return if an && bn {
                if a.1 <= b.1 { a } else { b }
            } else if an {
                a
            } else {
                b
            };
        }
        let (a_better, b_better) = if MAX {
            (b.0.lt(a.0), a.0.lt(b.0))
        } else {
            (a.0.lt(b.0), b.0.lt(a.0))
        };
        if a_better || (!b_better && a.1 <= b.1) {
            a
        } else {
            b
        }
    }
    fn finish(&self, a: Self::Acc, _: usize, _: bool) -> i64 {
        if a.1 == NO_INDEX { -1 } else { a.1 }
    }
    fn cuda_op(&self) -> String {
        format!(
            "gsci_red_arg<{}, {}, {}, {}>",
            ty(T::DTYPE),
            ty(T::Cmp::DTYPE),
            MAX as u8,
            NAN as u8
        )
    }
}

/// ptp: (min, max) with NaN propagation, then `max - min` (wrapping for integers).
pub(crate) struct PtpOp;

impl<T: Reducible> Op<T> for PtpOp {
    type Acc = (T::Cmp, T::Cmp);
    type Aux = bool;
    type Out = T;
    #[inline(always)]
    fn identity(&self) -> Self::Acc {
        (T::Cmp::highest(), T::Cmp::lowest())
    }
    #[inline(always)]
    fn map(&self, x: T, _: usize, _: bool) -> Self::Acc {
        let c = x.to_cmp();
        (c, c)
    }
    #[inline(always)]
    fn combine(&self, a: Self::Acc, b: Self::Acc) -> Self::Acc {
        (min_nan(a.0, b.0), max_nan(a.1, b.1))
    }
    fn finish(&self, a: Self::Acc, _: usize, _: bool) -> T {
        T::from_cmp(a.1.wrapping_diff(a.0))
    }
    fn cuda_op(&self) -> String {
        format!(
            "gsci_red_ptp<{}, {}, {}>",
            ty(T::DTYPE),
            ty(T::Cmp::DTYPE),
            ty(T::DTYPE)
        )
    }
}

// ------------------------------------------------------------------------------------ logical

/// any (`ALL = false`) and all.
pub(crate) struct AnyAllOp<const ALL: bool>;

impl<T: Reducible, const ALL: bool> Op<T> for AnyAllOp<ALL> {
    type Acc = bool;
    type Aux = bool;
    type Out = bool;
    #[inline(always)]
    fn identity(&self) -> bool {
        ALL
    }
    #[inline(always)]
    fn map(&self, x: T, _: usize, _: bool) -> bool {
        x.to_cmp().nonzero()
    }
    #[inline(always)]
    fn combine(&self, a: bool, b: bool) -> bool {
        if ALL { a & b } else { a | b }
    }
    fn finish(&self, a: bool, _: usize, _: bool) -> bool {
        a
    }
    fn cuda_op(&self) -> String {
        format!("gsci_red_anyall<{}, {}>", ty(T::DTYPE), ALL as u8)
    }
}

/// count_nonzero.
pub(crate) struct CountNonzeroOp;

impl<T: Reducible> Op<T> for CountNonzeroOp {
    type Acc = i64;
    type Aux = bool;
    type Out = i64;
    #[inline(always)]
    fn identity(&self) -> i64 {
        0
    }
    #[inline(always)]
    fn map(&self, x: T, _: usize, _: bool) -> i64 {
        x.to_cmp().nonzero() as i64
    }
    #[inline(always)]
    fn combine(&self, a: i64, b: i64) -> i64 {
        a + b
    }
    fn finish(&self, a: i64, _: usize, _: bool) -> i64 {
        a
    }
    fn cuda_op(&self) -> String {
        format!("gsci_red_count_nonzero<{}>", ty(T::DTYPE))
    }
}

// ------------------------------------------------------------------------------------ norms

/// The vector norms, by `MODE`: see the `NORM_*` constants.
pub(crate) struct NormOp<const MODE: u8> {
    pub p: f64,
}
pub(crate) const NORM_L2: u8 = 0;
pub(crate) const NORM_L1: u8 = 1;
pub(crate) const NORM_ZERO: u8 = 2;
pub(crate) const NORM_P: u8 = 3;
pub(crate) const NORM_INF: u8 = 4;
pub(crate) const NORM_NEG_INF: u8 = 5;

impl<T: Reducible, const MODE: u8> Op<T> for NormOp<MODE> {
    type Acc = RealAcc<T>;
    type Aux = bool;
    type Out = T::Real;
    #[inline(always)]
    fn identity(&self) -> Self::Acc {
        match MODE {
            // NumPy's inf-norm is `abs(x).max(initial=0)`.
            NORM_NEG_INF => RealAcc::<T>::infinity(),
            _ => RealAcc::<T>::zero(),
        }
    }
    #[inline(always)]
    fn map(&self, x: T, _: usize, _: bool) -> Self::Acc {
        match MODE {
            NORM_L2 => x.to_mean_acc().abs2(),
            NORM_ZERO => {
                if x.to_cmp().nonzero() {
                    RealAcc::<T>::one()
                } else {
                    RealAcc::<T>::zero()
                }
            }
            NORM_P => x.to_mean_acc().abs().powf(RealAcc::<T>::of_f64(self.p)),
            _ => x.to_mean_acc().abs(),
        }
    }
    #[inline(always)]
    fn combine(&self, a: Self::Acc, b: Self::Acc) -> Self::Acc {
        match MODE {
            NORM_INF => max_nan(a, b),
            NORM_NEG_INF => min_nan(a, b),
            _ => a + b,
        }
    }
    fn finish(&self, a: Self::Acc, _: usize, _: bool) -> T::Real {
        match MODE {
            NORM_L2 => a.sqrt(),
            NORM_P => a.powf(RealAcc::<T>::one() / RealAcc::<T>::of_f64(self.p)),
            _ => a,
        }
        .cast()
    }
    fn cuda_op(&self) -> String {
        format!(
            "gsci_red_norm<{}, {}, {}, {}>",
            ty(T::DTYPE),
            ty(T::MeanAcc::DTYPE),
            ty(T::Real::DTYPE),
            MODE
        )
    }
    fn cuda_param(&self) -> f64 {
        self.p
    }
}

// ------------------------------------------------------------------------------------ logsumexp

/// logsumexp, first pass: the NaN-propagating maximum as a real accumulator.
pub(crate) struct LseMaxOp;

impl<T: Reducible> Op<T> for LseMaxOp {
    type Acc = RealAcc<T>;
    type Aux = bool;
    type Out = RealAcc<T>;
    #[inline(always)]
    fn identity(&self) -> Self::Acc {
        RealAcc::<T>::neg_infinity()
    }
    #[inline(always)]
    fn map(&self, x: T, _: usize, _: bool) -> Self::Acc {
        x.to_mean_acc().re()
    }
    #[inline(always)]
    fn combine(&self, a: Self::Acc, b: Self::Acc) -> Self::Acc {
        max_nan(a, b)
    }
    fn finish(&self, a: Self::Acc, _: usize, _: bool) -> Self::Acc {
        a
    }
    fn cuda_op(&self) -> String {
        format!(
            "gsci_red_lse_max<{}, {}>",
            ty(T::DTYPE),
            ty(RealAcc::<T>::DTYPE)
        )
    }
}

/// logsumexp, second pass (SciPy 1.15+): the elements equal to the maximum `m` are counted, the
/// others summed as `exp(x - shift)`, and the result is `log1p(s / count) + log(count) + m`.
pub(crate) struct LseOp;

impl<T: Reducible> Op<T> for LseOp {
    type Acc = (RealAcc<T>, RealAcc<T>);
    type Aux = RealAcc<T>;
    type Out = T::Mean;
    #[inline(always)]
    fn identity(&self) -> Self::Acc {
        (RealAcc::<T>::zero(), RealAcc::<T>::zero())
    }
    #[inline(always)]
    fn map(&self, x: T, _: usize, m: RealAcc<T>) -> Self::Acc {
        let v = x.to_mean_acc().re();
        if v == m {
            (RealAcc::<T>::zero(), RealAcc::<T>::one())
        } else {
            let shift = if m.is_finite() {
                m
            } else {
                RealAcc::<T>::zero()
            };
            ((v - shift).exp(), RealAcc::<T>::zero())
        }
    }
    #[inline(always)]
    fn combine(&self, a: Self::Acc, b: Self::Acc) -> Self::Acc {
        (a.0 + b.0, a.1 + b.1)
    }
    fn finish(&self, a: Self::Acc, _: usize, m: RealAcc<T>) -> T::Mean {
        let (s, count) = a;
        let s = if s == RealAcc::<T>::zero() {
            s
        } else {
            s / count
        };
        (s.ln_1p() + count.ln() + m).cast()
    }
    fn cuda_op(&self) -> String {
        format!(
            "gsci_red_lse<{}, {}, {}>",
            ty(T::DTYPE),
            ty(RealAcc::<T>::DTYPE),
            ty(T::Mean::DTYPE)
        )
    }
}
