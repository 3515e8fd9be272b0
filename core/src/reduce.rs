//! Reductions along any set of axes, on the CPU and CUDA: sum, prod, mean, var, std, min, max,
//! argmin, argmax, any, all, ptp, count_nonzero, their `nan*` variants, the vector norms and
//! `logsumexp`, with NumPy's result dtypes and edge cases.
//!
//! The result dtype depends on the input dtype (the sum of `i8` is `i64`, the variance of a
//! `Complex64` is `f64`), so each function names its result through the [`Reducible`] trait's
//! associated types: `sum` returns `Array<T::Sum>`, `mean` `Array<T::Mean>`, `var`
//! `Array<T::Real>`. The types are fixed at compile time and match NumPy 2 on Linux.
//!
//! Every reduction is planned once on the host (`Plan`: the kept and the reduced axes, each
//! collapsed where memory allows) and executed by `cpu.rs` (pairwise, rayon) or `cuda.rs`
//! (generated kernels of `kernels/reduce.cu`).
//!
//! ```
//! use gsci_core::{reduce, Array, Device};
//! use gsci_core::reduce::ReduceOptions;
//! let a = Array::from_vec(vec![1i32, 2, 3, 4, 5, 6], &[2, 3], &Device::cpu())?;
//! let s = reduce::sum(&a, &ReduceOptions::axes(&[0]))?; // int32 sums to int64, like NumPy
//! assert_eq!(s.to_vec()?, vec![5i64, 7, 9]);
//! let m = reduce::mean(&a, &ReduceOptions::default())?; // ints average to float64
//! assert_eq!(m.item()?, 3.5);
//! # Ok::<(), gsci_core::Error>(())
//! ```

mod acc;
mod cpu;
pub(crate) mod cuda;
#[cfg(test)]
mod gpu_tests;
mod ops;
#[cfg(test)]
mod tests;

pub use acc::Reducible;
#[doc(hidden)]
pub use acc::{AccCmp, AccFloat, AccNum, AccReal};

use crate::array::Array;
use crate::copy::collapse_axes;
use crate::device::Backend;
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::normalize_axis;
use acc::RealAcc;
use ops::*;
use std::marker::PhantomData;

// ------------------------------------------------------------------------------------ options

/// The keywords shared by NumPy's reductions: `axis` (`None`: every axis; negative values count
/// from the end) and `keepdims`.
///
/// ```
/// use gsci_core::reduce::ReduceOptions;
/// let o = ReduceOptions::axes(&[0, -1]).keepdims(true);
/// assert_eq!(o.axis, Some(&[0isize, -1][..]));
/// assert!(o.keepdims);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ReduceOptions<'a> {
    /// Axes to reduce; `None` reduces all of them (NumPy's `axis=None`).
    pub axis: Option<&'a [isize]>,
    /// Keep the reduced axes with length 1.
    pub keepdims: bool,
}

impl<'a> ReduceOptions<'a> {
    /// Reduce along `axis`.
    pub fn axes(axis: &'a [isize]) -> Self {
        ReduceOptions {
            axis: Some(axis),
            keepdims: false,
        }
    }
    /// Sets `keepdims`.
    pub fn keepdims(mut self, keepdims: bool) -> Self {
        self.keepdims = keepdims;
        self
    }
}

/// Keywords of [`var`], [`std()`], [`nanvar`], [`nanstd`]: NumPy's `axis`, `ddof` (0 by default)
/// and `keepdims`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct VarOptions<'a> {
    /// Axes to reduce; `None` reduces all of them.
    pub axis: Option<&'a [isize]>,
    /// "Delta degrees of freedom": the divisor is `n - ddof`.
    pub ddof: f64,
    /// Keep the reduced axes with length 1.
    pub keepdims: bool,
}

/// Keywords of [`argmin`], [`argmax`], [`nanargmin`], [`nanargmax`]: one axis or `None` (the
/// index into the flattened array), and `keepdims`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ArgOptions {
    /// The axis to search along; `None` searches the flattened array.
    pub axis: Option<isize>,
    /// Keep the reduced axis (all axes for `None`) with length 1.
    pub keepdims: bool,
}

/// The order of a vector norm (NumPy's `ord` for vectors).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NormOrd {
    /// `max(|x|)` (0 for an empty vector, like NumPy).
    Inf,
    /// `min(|x|)`.
    NegInf,
    /// The number of nonzero elements.
    Zero,
    /// `sum(|x|)`.
    One,
    /// `sqrt(sum(|x|^2))`.
    Two,
    /// `sum(|x|^p)^(1/p)` for any other `p`.
    P(f64),
}

/// Keywords of [`norm`]: `ord` (`None`: the 2-norm of the flattened array or along `axis`),
/// `axis` (`None` or one axis: matrix norms are not computed here) and `keepdims`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct NormOptions<'a> {
    /// The vector norm's order; `None` is NumPy's `ord=None`.
    pub ord: Option<NormOrd>,
    /// `None` (the flattened array) or a single axis.
    pub axis: Option<&'a [isize]>,
    /// Keep the reduced axes with length 1.
    pub keepdims: bool,
}

// ------------------------------------------------------------------------------------ plan

/// A reduction planned on the host: the output shape, and the kept and reduced axes of the input
/// as (shape, strides) pairs, each collapsed where memory allows. Output `o` (C order over the
/// kept axes) reduces the elements `offset(o) + offset(r)` for every reduced index `r`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    pub out_shape: Vec<usize>,
    /// Kept axes (possibly none), in the input's order.
    pub kshape: Vec<usize>,
    pub kstrides: Vec<isize>,
    /// Reduced axes, at least one (a single element is `[1]`/`[1]`).
    pub rshape: Vec<usize>,
    pub rstrides: Vec<isize>,
    /// Number of outputs.
    pub nout: usize,
    /// Number of elements each output reduces.
    pub nred: usize,
}

impl Plan {
    /// Plans a reduction of an array of `shape`/`strides` over `axis` (`None`: all).
    ///
    /// # Errors
    /// [`Error::AxisOutOfBounds`] for an axis outside `-ndim..ndim`, [`Error::InvalidArgument`]
    /// for a repeated axis.
    pub(crate) fn new(
        shape: &[usize],
        strides: &[isize],
        axis: Option<&[isize]>,
        keepdims: bool,
        op: &'static str,
    ) -> Result<Plan> {
        let ndim = shape.len();
        let mut reduced = vec![axis.is_none(); ndim];
        if let Some(axes) = axis {
            for &a in axes {
                let ax = normalize_axis(a, ndim)?;
                if reduced[ax] {
                    return Err(Error::invalid(
                        op,
                        format!("duplicate value in 'axis' ({axes:?})"),
                    ));
                }
                reduced[ax] = true;
            }
        }
        let mut out_shape = Vec::with_capacity(ndim);
        let (mut ks, mut kst, mut rs, mut rst) = (vec![], vec![], vec![], vec![]);
        for d in 0..ndim {
            if reduced[d] {
                rs.push(shape[d]);
                rst.push(strides[d]);
                if keepdims {
                    out_shape.push(1);
                }
            } else {
                ks.push(shape[d]);
                kst.push(strides[d]);
                out_shape.push(shape[d]);
            }
        }
        let nout = ks.iter().product();
        let nred = rs.iter().product();
        let (kshape, mut k) = collapse_axes(&ks, &[&kst]);
        let (mut rshape, mut r) = collapse_axes(&rs, &[&rst]);
        let mut rstrides = r.pop().expect("one stride set");
        if rshape.is_empty() {
            rshape.push(1);
            rstrides.push(1);
        }
        Ok(Plan {
            out_shape,
            kshape,
            kstrides: k.pop().expect("one stride set"),
            rshape,
            rstrides,
            nout,
            nred,
        })
    }

    fn of<T: Element>(
        a: &Array<T>,
        axis: Option<&[isize]>,
        keepdims: bool,
        op: &'static str,
    ) -> Result<Plan> {
        Plan::new(a.shape(), a.strides(), axis, keepdims, op)
    }

    /// NumPy's error for reductions without an identity over zero elements.
    fn require_nonempty(&self, op: &'static str, ufunc: &str) -> Result<()> {
        if self.nred == 0 {
            return Err(Error::invalid(
                op,
                format!("zero-size array to reduction operation {ufunc} which has no identity"),
            ));
        }
        Ok(())
    }
}

/// Runs `op` over `x` as planned, on `x`'s device.
fn run<T: Reducible, O: Op<T>>(
    x: &Array<T>,
    plan: &Plan,
    op: &O,
    aux: Option<&Array<O::Aux>>,
) -> Result<Array<O::Out>> {
    match x.device().backend() {
        Backend::Cpu => {
            let aux = aux.map(|a| a.to_vec()).transpose()?;
            let out = cpu::reduce(x, plan, op, aux.as_deref());
            Array::from_vec(out, &plan.out_shape, x.device())
        }
        Backend::Cuda(c) => cuda::reduce(c, x, plan, op, aux),
    }
}

fn backend_name<T: Element>(a: &Array<T>) -> &'static str {
    if a.device().is_cpu() { "cpu" } else { "cuda" }
}

fn has_nan<T: Element>() -> bool {
    matches!(
        T::DTYPE.kind(),
        crate::dtype::Kind::Float | crate::dtype::Kind::Complex
    )
}

// ------------------------------------------------------------------------------------ sums

/// Sum of the elements over the given axes (pairwise, so float sums stay accurate).
/// Equivalent to `numpy.sum`.
///
/// bool and signed integers sum to `i64`, unsigned integers to `u64` (wrapping on overflow),
/// floats and complex to their own type (f16/bf16 accumulate in f32). The sum of nothing is 0.
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![true, false, true, true], &[2, 2], &Device::cpu())?;
/// assert_eq!(reduce::sum(&a, &ReduceOptions::axes(&[-1]))?.to_vec()?, vec![1i64, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn sum<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<T::Sum>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, "sum")?;
    run(a, &plan, &SumOp::<false, false>, None)
}

/// Product of the elements over the given axes. Equivalent to `numpy.prod`.
///
/// Result dtypes as [`sum`]; the product of nothing is 1.
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![1u8, 2, 3, 4], &[4], &Device::cpu())?;
/// assert_eq!(reduce::prod(&a, &ReduceOptions::default())?.item()?, 24u64);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn prod<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<T::Sum>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, "prod")?;
    run(a, &plan, &SumOp::<true, false>, None)
}

/// Sum treating NaN as zero. Equivalent to `numpy.nansum`.
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![1.0f64, f64::NAN, 2.0], &[3], &Device::cpu())?;
/// assert_eq!(reduce::nansum(&a, &ReduceOptions::default())?.item()?, 3.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn nansum<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<T::Sum>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, "nansum")?;
    if has_nan::<T>() {
        run(a, &plan, &SumOp::<false, true>, None)
    } else {
        run(a, &plan, &SumOp::<false, false>, None)
    }
}

/// Product treating NaN as one. Equivalent to `numpy.nanprod`.
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![2.0f32, f32::NAN, 3.0], &[3], &Device::cpu())?;
/// assert_eq!(reduce::nanprod(&a, &ReduceOptions::default())?.item()?, 6.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn nanprod<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<T::Sum>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, "nanprod")?;
    if has_nan::<T>() {
        run(a, &plan, &SumOp::<true, true>, None)
    } else {
        run(a, &plan, &SumOp::<true, false>, None)
    }
}

// ------------------------------------------------------------------------------------ means

/// Arithmetic mean over the given axes. Equivalent to `numpy.mean`.
///
/// Integers and bool average in f64 (result f64); floats and complex keep their type (f16/bf16
/// accumulate in f32). The mean of nothing is NaN (NumPy also warns).
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
/// let m = reduce::mean(&a, &ReduceOptions::axes(&[1]).keepdims(true))?;
/// assert_eq!(m.shape(), &[2, 1]);
/// assert_eq!(m.to_vec()?, vec![1.5, 3.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn mean<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<T::Mean>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, "mean")?;
    run(a, &plan, &MeanOp::<T::Mean>(PhantomData), None)
}

/// Mean of the non-NaN elements (NaN where there are none). Equivalent to `numpy.nanmean`.
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![1.0f64, f64::NAN, 3.0], &[3], &Device::cpu())?;
/// assert_eq!(reduce::nanmean(&a, &ReduceOptions::default())?.item()?, 2.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn nanmean<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<T::Mean>> {
    if !has_nan::<T>() {
        return mean(a, opts);
    }
    let plan = Plan::of(a, opts.axis, opts.keepdims, "nanmean")?;
    run(a, &plan, &NanMeanOp::<T::Mean>(PhantomData), None)
}

fn var_impl<T: Reducible>(
    a: &Array<T>,
    opts: &VarOptions,
    sqrt: bool,
    nan: bool,
    op: &'static str,
) -> Result<Array<T::Real>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, op)?;
    // Two passes, as NumPy: the mean of each output, then the squared deviations from it.
    if nan {
        let m = run(a, &plan, &NanMeanOp::<T::MeanAcc>(PhantomData), None)?;
        run(
            a,
            &plan,
            &NanVarOp {
                ddof: opts.ddof,
                sqrt,
            },
            Some(&m),
        )
    } else {
        let m = run(a, &plan, &MeanOp::<T::MeanAcc>(PhantomData), None)?;
        run(
            a,
            &plan,
            &VarOp {
                ddof: opts.ddof,
                sqrt,
            },
            Some(&m),
        )
    }
}

/// Variance `sum(|x - mean|^2) / (n - ddof)` over the given axes. Equivalent to `numpy.var`.
///
/// Integers give f64, complex its real type. With `n - ddof <= 0` the result is inf or NaN, like
/// NumPy (which also warns).
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::VarOptions;
/// let a = Array::from_vec(vec![1i64, 2, 3, 4], &[4], &Device::cpu())?;
/// assert_eq!(reduce::var(&a, &VarOptions::default())?.item()?, 1.25);
/// let s = reduce::var(&a, &VarOptions { ddof: 1.0, ..Default::default() })?;
/// assert!((s.item()? - 5.0 / 3.0).abs() < 1e-15);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn var<T: Reducible>(a: &Array<T>, opts: &VarOptions) -> Result<Array<T::Real>> {
    var_impl(a, opts, false, false, "var")
}

/// Standard deviation, the square root of [`var`]. Equivalent to `numpy.std`.
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::VarOptions;
/// let a = Array::from_vec(vec![2.0f64, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0], &[8], &Device::cpu())?;
/// assert_eq!(reduce::std(&a, &VarOptions::default())?.item()?, 2.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn std<T: Reducible>(a: &Array<T>, opts: &VarOptions) -> Result<Array<T::Real>> {
    var_impl(a, opts, true, false, "std")
}

/// Variance of the non-NaN elements (NaN where `count - ddof <= 0`). Equivalent to
/// `numpy.nanvar`.
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::VarOptions;
/// let a = Array::from_vec(vec![1.0f32, f32::NAN, 3.0], &[3], &Device::cpu())?;
/// assert_eq!(reduce::nanvar(&a, &VarOptions::default())?.item()?, 1.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn nanvar<T: Reducible>(a: &Array<T>, opts: &VarOptions) -> Result<Array<T::Real>> {
    var_impl(a, opts, false, has_nan::<T>(), "nanvar")
}

/// Standard deviation of the non-NaN elements. Equivalent to `numpy.nanstd`.
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::VarOptions;
/// let a = Array::from_vec(vec![1.0f64, f64::NAN, 3.0], &[3], &Device::cpu())?;
/// assert_eq!(reduce::nanstd(&a, &VarOptions::default())?.item()?, 1.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn nanstd<T: Reducible>(a: &Array<T>, opts: &VarOptions) -> Result<Array<T::Real>> {
    var_impl(a, opts, true, has_nan::<T>(), "nanstd")
}

// ------------------------------------------------------------------------------------ extrema

/// Minimum over the given axes; NaN propagates (the first NaN wins). Complex numbers are ordered
/// lexicographically (real part, then imaginary part), as NumPy does. Equivalent to `numpy.min`.
///
/// # Errors
/// [`Error::InvalidArgument`] when reducing zero elements ("zero-size array to reduction
/// operation minimum which has no identity"); an axis out of range or repeated.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![3i16, -1, 2, 7], &[2, 2], &Device::cpu())?;
/// assert_eq!(reduce::min(&a, &ReduceOptions::axes(&[0]))?.to_vec()?, vec![2i16, -1]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn min<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<T>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, "min")?;
    plan.require_nonempty("min", "minimum")?;
    run(a, &plan, &MinMaxOp::<false, false>, None)
}

/// Maximum over the given axes; NaN propagates. Equivalent to `numpy.max`.
///
/// # Errors
/// [`Error::InvalidArgument`] when reducing zero elements; an axis out of range or repeated.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![1.0f64, f64::NAN, 3.0], &[3], &Device::cpu())?;
/// assert!(reduce::max(&a, &ReduceOptions::default())?.item()?.is_nan());
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn max<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<T>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, "max")?;
    plan.require_nonempty("max", "maximum")?;
    run(a, &plan, &MinMaxOp::<true, false>, None)
}

/// Minimum ignoring NaN (NaN for an all-NaN slice; NumPy also warns). Equivalent to
/// `numpy.nanmin`.
///
/// # Errors
/// [`Error::InvalidArgument`] when reducing zero elements; an axis out of range or repeated.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![f32::NAN, 2.0, 1.0], &[3], &Device::cpu())?;
/// assert_eq!(reduce::nanmin(&a, &ReduceOptions::default())?.item()?, 1.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn nanmin<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<T>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, "nanmin")?;
    plan.require_nonempty("nanmin", "fmin")?;
    run(a, &plan, &MinMaxOp::<false, true>, None)
}

/// Maximum ignoring NaN. Equivalent to `numpy.nanmax`.
///
/// # Errors
/// [`Error::InvalidArgument`] when reducing zero elements; an axis out of range or repeated.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![f64::NAN, 2.0, 1.0], &[3], &Device::cpu())?;
/// assert_eq!(reduce::nanmax(&a, &ReduceOptions::default())?.item()?, 2.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn nanmax<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<T>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, "nanmax")?;
    plan.require_nonempty("nanmax", "fmax")?;
    run(a, &plan, &MinMaxOp::<true, true>, None)
}

/// Range `max - min` over the given axes (wrapping for integers, NaN propagating). Equivalent to
/// `numpy.ptp`.
///
/// # Errors
/// [`Error::Unsupported`] for bool (NumPy has no boolean subtract); [`Error::InvalidArgument`]
/// when reducing zero elements; an axis out of range or repeated.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![-128i8, 127], &[2], &Device::cpu())?;
/// assert_eq!(reduce::ptp(&a, &ReduceOptions::default())?.item()?, -1); // wraps, like NumPy
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn ptp<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<T>> {
    if T::DTYPE == DType::Bool {
        return Err(Error::unsupported(
            "ptp of bool (NumPy has no boolean subtract)",
            backend_name(a),
        ));
    }
    let plan = Plan::of(a, opts.axis, opts.keepdims, "ptp")?;
    plan.require_nonempty("ptp", "maximum")?;
    run(a, &plan, &PtpOp, None)
}

fn arg_plan<T: Element>(a: &Array<T>, opts: &ArgOptions, op: &'static str) -> Result<Plan> {
    let axis = opts.axis.map(|ax| [ax]);
    let plan = Plan::of(a, axis.as_ref().map(|a| &a[..]), opts.keepdims, op)?;
    if plan.nred == 0 {
        return Err(Error::invalid(
            op,
            format!("attempt to get {op} of an empty sequence"),
        ));
    }
    Ok(plan)
}

/// Index of the minimum along an axis (`None`: into the flattened array); the first occurrence
/// wins, and the first NaN if there is one. Equivalent to `numpy.argmin`.
///
/// # Errors
/// [`Error::InvalidArgument`] for an empty reduction ("attempt to get argmin of an empty
/// sequence"); an axis out of range.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ArgOptions;
/// let a = Array::from_vec(vec![4.0f32, 1.0, 1.0, 0.5, 9.0, 0.5], &[2, 3], &Device::cpu())?;
/// let i = reduce::argmin(&a, &ArgOptions { axis: Some(1), keepdims: false })?;
/// assert_eq!(i.to_vec()?, vec![1i64, 0]);
/// assert_eq!(reduce::argmin(&a, &ArgOptions::default())?.item()?, 3);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn argmin<T: Reducible>(a: &Array<T>, opts: &ArgOptions) -> Result<Array<i64>> {
    let plan = arg_plan(a, opts, "argmin")?;
    run(a, &plan, &ArgOp::<false, false>, None)
}

/// Index of the maximum along an axis; first occurrence (or first NaN) wins. Equivalent to
/// `numpy.argmax`.
///
/// # Errors
/// [`Error::InvalidArgument`] for an empty reduction; an axis out of range.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ArgOptions;
/// let a = Array::from_vec(vec![false, true, true], &[3], &Device::cpu())?;
/// assert_eq!(reduce::argmax(&a, &ArgOptions::default())?.item()?, 1);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn argmax<T: Reducible>(a: &Array<T>, opts: &ArgOptions) -> Result<Array<i64>> {
    let plan = arg_plan(a, opts, "argmax")?;
    run(a, &plan, &ArgOp::<true, false>, None)
}

/// The nan variants error on an all-NaN slice, as NumPy does. On a GPU this check reads one
/// value back (a synchronisation).
fn check_all_nan(idx: Array<i64>, op: &'static str) -> Result<Array<i64>> {
    if idx.is_empty() {
        return Ok(idx);
    }
    let lowest = min(&idx, &ReduceOptions::default())?.item()?;
    if lowest < 0 {
        return Err(Error::invalid(op, "All-NaN slice encountered"));
    }
    Ok(idx)
}

/// Index of the minimum ignoring NaN. Equivalent to `numpy.nanargmin`.
///
/// # Errors
/// [`Error::InvalidArgument`] for an all-NaN slice ("All-NaN slice encountered") or an empty
/// reduction; an axis out of range. On a GPU the all-NaN check synchronises once.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ArgOptions;
/// let a = Array::from_vec(vec![f64::NAN, 3.0, 2.0], &[3], &Device::cpu())?;
/// assert_eq!(reduce::nanargmin(&a, &ArgOptions::default())?.item()?, 2);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn nanargmin<T: Reducible>(a: &Array<T>, opts: &ArgOptions) -> Result<Array<i64>> {
    if !has_nan::<T>() {
        return argmin(a, opts);
    }
    let plan = arg_plan(a, opts, "nanargmin")?;
    check_all_nan(run(a, &plan, &ArgOp::<false, true>, None)?, "nanargmin")
}

/// Index of the maximum ignoring NaN. Equivalent to `numpy.nanargmax`.
///
/// # Errors
/// [`Error::InvalidArgument`] for an all-NaN slice or an empty reduction; an axis out of range.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ArgOptions;
/// let a = Array::from_vec(vec![f64::NAN, 3.0, 2.0], &[3], &Device::cpu())?;
/// assert_eq!(reduce::nanargmax(&a, &ArgOptions::default())?.item()?, 1);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn nanargmax<T: Reducible>(a: &Array<T>, opts: &ArgOptions) -> Result<Array<i64>> {
    if !has_nan::<T>() {
        return argmax(a, opts);
    }
    let plan = arg_plan(a, opts, "nanargmax")?;
    check_all_nan(run(a, &plan, &ArgOp::<true, true>, None)?, "nanargmax")
}

// ------------------------------------------------------------------------------------ logical

/// Whether any element is nonzero (NaN counts as nonzero). Equivalent to `numpy.any`.
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![0i32, 0, 0, 5], &[2, 2], &Device::cpu())?;
/// assert_eq!(reduce::any(&a, &ReduceOptions::axes(&[1]))?.to_vec()?, vec![false, true]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn any<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<bool>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, "any")?;
    run(a, &plan, &AnyAllOp::<false>, None)
}

/// Whether every element is nonzero (true for nothing). Equivalent to `numpy.all`.
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![1.0f32, 2.0, 0.0], &[3], &Device::cpu())?;
/// assert!(!reduce::all(&a, &ReduceOptions::default())?.item()?);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn all<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<bool>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, "all")?;
    run(a, &plan, &AnyAllOp::<true>, None)
}

/// Number of nonzero elements over the given axes (`i64`). Equivalent to `numpy.count_nonzero`.
///
/// # Errors
/// An axis out of range or repeated; device errors.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![0u8, 3, 0, 1, 1, 0], &[2, 3], &Device::cpu())?;
/// assert_eq!(reduce::count_nonzero(&a, &ReduceOptions::axes(&[0]))?.to_vec()?, vec![1i64, 2, 0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn count_nonzero<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<i64>> {
    let plan = Plan::of(a, opts.axis, opts.keepdims, "count_nonzero")?;
    run(a, &plan, &CountNonzeroOp, None)
}

// ------------------------------------------------------------------------------------ norm, lse

/// Vector norm of the flattened array or along one axis. Equivalent to `numpy.linalg.norm` for
/// vectors.
///
/// Integers are converted to f64 first; complex gives its real type. `ord: None` is the 2-norm
/// (of the flattened array, whatever its rank, like NumPy); any other order needs a 1-D array or
/// one axis.
///
/// # Errors
/// [`Error::Unsupported`] for matrix norms (two axes, or an order with `axis: None` on a 2-D
/// array); [`Error::InvalidArgument`] for other ranks, or [`NormOrd::NegInf`] over zero elements.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::{NormOptions, NormOrd};
/// let a = Array::from_vec(vec![3.0f64, -4.0], &[2], &Device::cpu())?;
/// assert_eq!(reduce::norm(&a, &NormOptions::default())?.item()?, 5.0);
/// let l1 = NormOptions { ord: Some(NormOrd::One), ..Default::default() };
/// assert_eq!(reduce::norm(&a, &l1)?.item()?, 7.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn norm<T: Reducible>(a: &Array<T>, opts: &NormOptions) -> Result<Array<T::Real>> {
    match opts.axis {
        None if opts.ord.is_some() && a.ndim() == 2 => {
            return Err(Error::unsupported(
                "matrix norms (numpy.linalg.norm with ord on a 2-D array and axis=None)",
                backend_name(a),
            ));
        }
        None if opts.ord.is_some() && a.ndim() != 1 => {
            return Err(Error::invalid(
                "norm",
                "Improper number of dimensions to norm.",
            ));
        }
        Some(ax) if ax.len() == 2 => {
            return Err(Error::unsupported(
                "matrix norms (numpy.linalg.norm over two axes)",
                backend_name(a),
            ));
        }
        Some(ax) if ax.len() != 1 => {
            return Err(Error::invalid(
                "norm",
                "Improper number of dimensions to norm.",
            ));
        }
        _ => {}
    }
    let plan = Plan::of(a, opts.axis, opts.keepdims, "norm")?;
    let ord = match opts.ord {
        None => NormOrd::Two,
        Some(NormOrd::P(2.0)) => NormOrd::Two,
        Some(NormOrd::P(1.0)) => NormOrd::One,
        Some(NormOrd::P(0.0)) => NormOrd::Zero,
        Some(NormOrd::P(p)) if p == f64::INFINITY => NormOrd::Inf,
        Some(NormOrd::P(p)) if p == f64::NEG_INFINITY => NormOrd::NegInf,
        Some(o) => o,
    };
    match ord {
        NormOrd::Two => run(a, &plan, &NormOp::<NORM_L2> { p: 2.0 }, None),
        NormOrd::One => run(a, &plan, &NormOp::<NORM_L1> { p: 1.0 }, None),
        NormOrd::Zero => run(a, &plan, &NormOp::<NORM_ZERO> { p: 0.0 }, None),
        NormOrd::Inf => run(a, &plan, &NormOp::<NORM_INF> { p: f64::INFINITY }, None),
        NormOrd::NegInf => {
            plan.require_nonempty("norm", "minimum")?;
            run(
                a,
                &plan,
                &NormOp::<NORM_NEG_INF> {
                    p: f64::NEG_INFINITY,
                },
                None,
            )
        }
        NormOrd::P(p) => run(a, &plan, &NormOp::<NORM_P> { p }, None),
    }
}

/// `log(sum(exp(x)))` over the given axes, computed stably as SciPy does: the maximum `m` is
/// taken out, the elements equal to it are counted (`c`), and the result is
/// `log1p(sum(exp(x - m)) / c) + log(c) + m`. All `-inf` (or nothing) gives `-inf`, any `+inf`
/// gives `+inf`, NaN propagates. Equivalent to `scipy.special.logsumexp` (without `b` and
/// `return_sign`).
///
/// Integers give f64; floats keep their type.
///
/// # Errors
/// [`Error::Unsupported`] for complex input; an axis out of range or repeated.
///
/// ```
/// use gsci_core::{reduce, Array, Device};
/// use gsci_core::reduce::ReduceOptions;
/// let a = Array::from_vec(vec![1000.0f64, 1000.0], &[2], &Device::cpu())?;
/// let r = reduce::logsumexp(&a, &ReduceOptions::default())?.item()?;
/// assert!((r - (1000.0 + 2f64.ln())).abs() < 1e-12);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn logsumexp<T: Reducible>(a: &Array<T>, opts: &ReduceOptions) -> Result<Array<T::Mean>> {
    if T::DTYPE.is_complex() {
        return Err(Error::unsupported(
            format!("logsumexp of {}", T::DTYPE),
            backend_name(a),
        ));
    }
    let plan = Plan::of(a, opts.axis, opts.keepdims, "logsumexp")?;
    let m: Array<RealAcc<T>> = run(a, &plan, &LseMaxOp, None)?;
    run(a, &plan, &LseOp, Some(&m))
}
