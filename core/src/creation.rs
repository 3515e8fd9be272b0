//! Array creation: NumPy's `zeros`, `ones`, `full`, the `*_like` family, `arange`, `linspace`,
//! `logspace`, `eye`, `identity`, `diag`, `diagflat`, `tri`, `tril`, `triu` and `meshgrid`.
//!
//! Lengths, first values and steps are planned here once, on the host, with NumPy's own formulas;
//! `cpu.rs` and `cuda.rs` evaluate the same per-element formula (`ArangeFill`, `LinspacePlan`).
//! Diagonals are strided regions written by the copy engine; triangles go through one masked copy.

mod cpu;
pub(crate) mod cuda;

use crate::array::{Array, c_strides};
use crate::copy::{self, DstMut, RawLayout};
use crate::device::{Backend, Device};
use crate::dtype::{DType, Element, Kind, Scalar};
use crate::error::{Error, Result};

/// The indexing convention of [`Array::meshgrid`], NumPy's `indexing=` argument.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Indexing {
    /// Cartesian (`'xy'`, NumPy's default): the first two output axes are swapped.
    #[default]
    Xy,
    /// Matrix (`'ij'`): output axis `i` runs along input `i`.
    Ij,
}

/// How element `i` of an `arange` is computed: NumPy's `fill` for the output dtype, which gets the
/// first two elements and extrapolates with their difference.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum ArangeFill {
    /// bool and integers: `start + i*delta` modulo 2^64, truncated to the dtype.
    Int { start: u64, delta: u64 },
    /// Real floats: `first`, `second`, then `first + i*delta` rounded in the compute precision
    /// (f64 for float64, f32 for float32, float16 and bfloat16). All three are exact in it.
    Real { first: f64, second: f64, delta: f64 },
    /// Complex: `Real` per component (f64 for complex128, f32 for complex64).
    Complex {
        first: (f64, f64),
        second: (f64, f64),
        delta: (f64, f64),
    },
}

/// Whether NumPy's `fill` for `dtype` computes in single precision.
pub(crate) fn single_precision(dtype: DType) -> bool {
    matches!(dtype, DType::F32 | DType::F16 | DType::BF16 | DType::C64)
}

/// Rounds `x` to f32 when the fill computes in single precision.
fn round_to(single: bool, x: f64) -> f64 {
    if single { x as f32 as f64 } else { x }
}

impl ArangeFill {
    /// The fill of an `arange` whose first two elements (as NumPy stores them) are `first`, `second`.
    fn new<T: Element>(first: T, second: T) -> Self {
        let single = single_precision(T::DTYPE);
        match (first.to_scalar(), second.to_scalar()) {
            (Scalar::Float(a), Scalar::Float(b)) => ArangeFill::Real {
                first: a,
                second: b,
                delta: round_to(single, b - a),
            },
            (Scalar::Complex(ar, ai), Scalar::Complex(br, bi)) => ArangeFill::Complex {
                first: (ar, ai),
                second: (br, bi),
                delta: (round_to(single, br - ar), round_to(single, bi - ai)),
            },
            (a, b) => {
                let (a, b) = (int_bits(a), int_bits(b));
                ArangeFill::Int {
                    start: a,
                    delta: b.wrapping_sub(a),
                }
            }
        }
    }
}

/// The two's-complement bits of a bool or integer scalar.
fn int_bits(s: Scalar) -> u64 {
    match s {
        Scalar::Bool(b) => b as u64,
        Scalar::Int(i) => i as u64,
        Scalar::UInt(u) => u,
        Scalar::Float(_) | Scalar::Complex(..) => {
            unreachable!("int_bits is only called on integers")
        }
    }
}

/// `linspace`/`logspace` element `i`, exactly as NumPy 2 computes it in float64:
/// `y = i*step + start` (or `(i/div)*delta + start` when the step underflows to 0), the last
/// element set to `stop`, then `base**y` for logspace or `floor(y)` for integer output.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct LinspacePlan {
    pub num: usize,
    pub start: f64,
    pub stop: f64,
    pub step: f64,
    pub delta: f64,
    pub div: f64,
    pub step_zero: bool,
    pub set_last: bool,
    pub floor: bool,
    pub base: Option<f64>,
}

impl LinspacePlan {
    fn new(start: f64, stop: f64, num: usize, endpoint: bool) -> Self {
        let div = if endpoint {
            num as i128 - 1
        } else {
            num as i128
        };
        let delta = stop - start;
        let (step, step_zero) = if div > 0 {
            let step = delta / div as f64;
            (step, step == 0.0)
        } else {
            // 0 elements, or 1 with endpoint: NumPy computes y * delta (the step is undefined).
            (delta, false)
        };
        LinspacePlan {
            num,
            start,
            stop,
            step,
            delta,
            div: div.max(1) as f64,
            step_zero,
            set_last: endpoint && num > 1,
            floor: false,
            base: None,
        }
    }

    /// Element `i` in float64, before the cast to the output dtype.
    #[inline]
    pub fn value(&self, i: usize) -> f64 {
        let x = i as f64;
        let mut y = if self.step_zero {
            (x / self.div) * self.delta
        } else {
            x * self.step
        };
        y += self.start;
        if self.set_last && i + 1 == self.num {
            y = self.stop;
        }
        if let Some(base) = self.base {
            y = base.powf(y);
        }
        if self.floor {
            y = y.floor();
        }
        y
    }
}

/// `ceil(x)` as an arange length, with NumPy's errors for NaN and overflow.
fn ceil_length(x: f64) -> Result<i64> {
    let c = x.ceil();
    if c.is_nan() {
        return Err(Error::invalid("arange", "cannot compute length"));
    }
    // i64::MAX as f64 is 2^63, the first value that does not fit.
    if !(i64::MIN as f64..i64::MAX as f64).contains(&c) {
        return Err(Error::invalid(
            "arange",
            format!("maximum allowed size exceeded (length {c})"),
        ));
    }
    Ok(c as i64)
}

/// The length of a real arange over `delta = stop - start`: `ceil(delta / step)`, except that a
/// quotient which underflows to zero (or is `x / inf`) gives 1 element when positive, as in NumPy.
fn real_length(delta: f64, step: f64) -> Result<i64> {
    let q = delta / step;
    if q == 0.0 && delta != 0.0 {
        return Ok(if q.is_sign_negative() { 0 } else { 1 });
    }
    ceil_length(q)
}

/// `ceil(a / b)` with the quotient first rounded to the nearest f64, as NumPy computes an arange
/// length from Python integers (`math.ceil((stop - start) / step)`). `b != 0`.
fn int_length(a: i128, b: i128) -> i128 {
    if (a < 0) != (b < 0) || a == 0 {
        return 0;
    }
    let (ua, ub) = (a.unsigned_abs(), b.unsigned_abs());
    let (q, r) = (ua / ub, ua % ub);
    if r == 0 || q == 0 {
        return (q + (r != 0) as u128) as i128;
    }
    if q >= 1 << 52 {
        // Far beyond any allocatable length; the allocation reports it.
        return (q + 1).min(i128::MAX as u128) as i128;
    }
    // q < 2^52: the quotient rounds down to q exactly when r/b is at most half an ulp of q
    // (2^(e-53) with q in [2^e, 2^(e+1))); a tie rounds to q, whose significand is even.
    let e = 127 - q.leading_zeros();
    if r << (53 - e) <= ub {
        q as i128
    } else {
        q as i128 + 1
    }
}

/// `a / b` as CPython divides complex numbers (Smith's algorithm).
fn complex_div(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    if b.0.abs() >= b.1.abs() {
        let ratio = b.1 / b.0;
        let denom = b.0 + b.1 * ratio;
        ((a.0 + a.1 * ratio) / denom, (a.1 - a.0 * ratio) / denom)
    } else if b.1.abs() >= b.0.abs() {
        let ratio = b.0 / b.1;
        let denom = b.0 * ratio + b.1;
        ((a.0 * ratio + a.1) / denom, (a.1 * ratio - a.0) / denom)
    } else {
        (f64::NAN, f64::NAN)
    }
}

/// The length and fill of `arange(start, stop, step)` for element type `T`.
fn arange_plan<T: Element>(start: T, stop: T, step: T) -> Result<(usize, ArangeFill)> {
    let zero_step = || Error::invalid("arange", "step must not be zero (division by zero)");
    let (len, second) = match (start.to_scalar(), stop.to_scalar(), step.to_scalar()) {
        (Scalar::Float(s), Scalar::Float(e), Scalar::Float(t)) => {
            if t == 0.0 {
                return Err(zero_step());
            }
            let len = real_length(e - s, t)?;
            (len as i128, Scalar::Float(s + t))
        }
        (Scalar::Complex(sr, si), Scalar::Complex(er, ei), Scalar::Complex(tr, ti)) => {
            if tr == 0.0 && ti == 0.0 {
                return Err(zero_step());
            }
            let len = if si == 0.0 && ei == 0.0 && ti == 0.0 {
                // What NumPy gives for real bounds with a complex dtype.
                real_length(er - sr, tr)?
            } else {
                let q = complex_div((er - sr, ei - si), (tr, ti));
                ceil_length(q.0)?.min(ceil_length(q.1)?)
            };
            (len as i128, Scalar::Complex(sr + tr, si + ti))
        }
        (s, e, t) => {
            let wide = |x: Scalar| match x {
                Scalar::Bool(b) => b as i128,
                Scalar::Int(i) => i as i128,
                Scalar::UInt(u) => u as i128,
                Scalar::Float(_) | Scalar::Complex(..) => unreachable!("T has one kind"),
            };
            let (s, e, t) = (wide(s), wide(e), wide(t));
            if t == 0 {
                return Err(zero_step());
            }
            let len = int_length(e - s, t);
            // The second element is only stored when it lies before `stop`, i.e. inside T's range.
            let second = if len >= 2 { s + t } else { s };
            let second = if second < 0 {
                Scalar::Int(second as i64)
            } else {
                Scalar::UInt(second as u64)
            };
            (len, second)
        }
    };
    let len = usize::try_from(len.max(0)).map_err(|_| {
        Error::invalid(
            "arange",
            format!("maximum allowed size exceeded (length {len})"),
        )
    })?;
    check_bool_length::<T>(len)?;
    Ok((len, ArangeFill::new(start, T::from_scalar(second))))
}

fn check_bool_length<T: Element>(len: usize) -> Result<()> {
    if T::DTYPE == DType::Bool && len > 2 {
        return Err(Error::invalid(
            "arange",
            format!("bool results have at most 2 elements (NumPy's rule), not {len}"),
        ));
    }
    Ok(())
}

/// The diagonal `k` of a `rows x cols` matrix with strides `(s_row, s_col)` starting at `offset`:
/// `(length, offset of its first element, stride)`. An empty diagonal starts at `offset`.
fn diagonal_of(
    rows: usize,
    cols: usize,
    s_row: isize,
    s_col: isize,
    offset: usize,
    k: isize,
) -> (usize, usize, isize) {
    let (r0, c0) = if k >= 0 {
        (0, k.unsigned_abs())
    } else {
        (k.unsigned_abs(), 0)
    };
    let stride = s_row + s_col;
    if r0 >= rows || c0 >= cols {
        return (0, offset, stride);
    }
    let first = offset as isize + r0 as isize * s_row + c0 as isize * s_col;
    ((rows - r0).min(cols - c0), first as usize, stride)
}

/// The strides NumPy's `*_like` (order `'K'`) gives a new array shaped like `a`: C order when `a`
/// is C-contiguous, F order when it is F-contiguous, else `a`'s axis order by decreasing |stride|.
fn strides_like<T: Element>(a: &Array<T>) -> Vec<isize> {
    let shape = a.shape();
    if a.is_c_contiguous() {
        return c_strides(shape);
    }
    let mut order: Vec<usize> = (0..shape.len()).collect();
    if !a.is_f_contiguous() {
        // Stable, so equal strides keep C order, as NumPy's sort does.
        order.sort_by_key(|&axis| std::cmp::Reverse(a.strides()[axis].unsigned_abs()));
    } else {
        order.reverse();
    }
    let mut strides = vec![0isize; shape.len()];
    let mut acc = 1isize;
    for &axis in order.iter().rev() {
        strides[axis] = acc;
        acc *= shape[axis] as isize;
    }
    strides
}

/// A 1-D array of `x`'s elements in C order: a view when possible (NumPy's `ravel`).
fn ravel<T: Element>(x: &Array<T>) -> Result<Array<T>> {
    if x.ndim() == 1 {
        return Ok(x.clone());
    }
    let contiguous = x.to_contiguous()?;
    Ok(contiguous.with_layout(vec![x.len()], vec![1], contiguous.offset()))
}

fn internal_backend_error(op: &'static str) -> Error {
    Error::invalid(op, "internal: output storage on another backend")
}

impl<T: Element> Array<T> {
    // ---------------------------------------------------------------- filled arrays

    /// Sets every element of this fresh array's buffer to `value`.
    fn fill_all(&mut self, value: T) -> Result<()> {
        let device = self.device().clone();
        let n = self.len();
        copy::fill(
            &device,
            self.storage_mut()?,
            &RawLayout::c_order(&[n], 0),
            value,
        )
    }

    /// A new array of `shape` filled with zeros.
    ///
    /// Equivalent to `numpy.zeros`.
    ///
    /// # Errors
    /// [`Error::InvalidShape`] if the size overflows; [`Error::OutOfMemory`] if allocation fails.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<f32>::zeros(&[2, 3], &Device::cpu())?;
    /// assert_eq!(a.to_vec()?, vec![0.0; 6]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn zeros(shape: &[usize], device: &Device) -> Result<Self> {
        Self::zeros_named(shape, device, "zeros")
    }

    /// [`Array::zeros`] whose size errors name `op`.
    pub(crate) fn zeros_named(shape: &[usize], device: &Device, op: &'static str) -> Result<Self> {
        let mut out = Self::empty_named(shape, device, op)?;
        // Host storage is allocated zeroed; device memory is not.
        if !device.is_cpu() {
            out.fill_all(T::zero())?;
        }
        Ok(out)
    }

    /// A new array of `shape` filled with ones (`true` for bool).
    ///
    /// Equivalent to `numpy.ones`.
    ///
    /// # Errors
    /// [`Error::InvalidShape`] if the size overflows; [`Error::OutOfMemory`] if allocation fails.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<i32>::ones(&[3], &Device::cpu())?;
    /// assert_eq!(a.to_vec()?, vec![1, 1, 1]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn ones(shape: &[usize], device: &Device) -> Result<Self> {
        let mut out = Self::empty_named(shape, device, "ones")?;
        out.fill_all(T::one())?;
        Ok(out)
    }

    /// A new array of `shape` filled with `value`.
    ///
    /// Equivalent to `numpy.full`.
    ///
    /// # Errors
    /// [`Error::InvalidShape`] if the size overflows; [`Error::OutOfMemory`] if allocation fails.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::full(&[2, 2], 7.5f64, &Device::cpu())?;
    /// assert_eq!(a.to_vec()?, vec![7.5; 4]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn full(shape: &[usize], value: T, device: &Device) -> Result<Self> {
        let mut out = Self::empty_named(shape, device, "full")?;
        out.fill_all(value)?;
        Ok(out)
    }

    /// A new array with `a`'s shape and device and unspecified contents, laid out in `a`'s axis
    /// order (NumPy's `order='K'`).
    ///
    /// Equivalent to `numpy.empty_like`.
    ///
    /// # Errors
    /// [`Error::OutOfMemory`] if allocation fails.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<f32>::zeros(&[2, 3], &Device::cpu())?;
    /// assert_eq!(Array::empty_like(&a)?.shape(), &[2, 3]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn empty_like(a: &Array<T>) -> Result<Self> {
        let flat = Self::empty(&[a.len()], a.device())?;
        Ok(flat.with_layout(a.shape().to_vec(), strides_like(a), 0))
    }

    /// A new array of zeros with `a`'s shape, device and axis order.
    ///
    /// Equivalent to `numpy.zeros_like`.
    ///
    /// # Errors
    /// [`Error::OutOfMemory`] if allocation fails.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<i64>::ones(&[2], &Device::cpu())?;
    /// assert_eq!(Array::zeros_like(&a)?.to_vec()?, vec![0, 0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn zeros_like(a: &Array<T>) -> Result<Self> {
        Self::full_like(a, T::zero())
    }

    /// A new array of ones with `a`'s shape, device and axis order.
    ///
    /// Equivalent to `numpy.ones_like`.
    ///
    /// # Errors
    /// [`Error::OutOfMemory`] if allocation fails.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<f32>::zeros(&[2], &Device::cpu())?;
    /// assert_eq!(Array::ones_like(&a)?.to_vec()?, vec![1.0, 1.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn ones_like(a: &Array<T>) -> Result<Self> {
        Self::full_like(a, T::one())
    }

    /// A new array filled with `value`, with `a`'s shape, device and axis order.
    ///
    /// Equivalent to `numpy.full_like`.
    ///
    /// # Errors
    /// [`Error::OutOfMemory`] if allocation fails.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<u8>::zeros(&[3], &Device::cpu())?;
    /// assert_eq!(Array::full_like(&a, 9)?.to_vec()?, vec![9, 9, 9]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn full_like(a: &Array<T>, value: T) -> Result<Self> {
        let mut out = Self::empty_like(a)?;
        out.fill_all(value)?;
        Ok(out)
    }

    // ---------------------------------------------------------------- ranges

    /// Evenly spaced values in `[start, stop)`: `start + i*step` for `i < ceil((stop-start)/step)`.
    ///
    /// Equivalent to `numpy.arange(start, stop, step, dtype=T)`, with the bounds given as Python
    /// numbers: floats compute the length in float64 and the values with NumPy's fill in `T`'s
    /// precision (float16 and bfloat16 in float32), integers exactly. Complex bounds with zero
    /// imaginary parts behave as real bounds; otherwise NumPy's complex rule applies (the length
    /// is the smaller of the ceilings of the quotient's real and imaginary parts). Generated on
    /// the device, no host upload.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] if `step` is zero, the length is NaN or too large;
    /// bool results of more than 2 elements (as NumPy).
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<f64>::arange(0.0, 1.0, 0.25, &Device::cpu())?;
    /// assert_eq!(a.to_vec()?, vec![0.0, 0.25, 0.5, 0.75]);
    /// let b = Array::<i32>::arange(10, 0, -3, &Device::cpu())?;
    /// assert_eq!(b.to_vec()?, vec![10, 7, 4, 1]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn arange(start: T, stop: T, step: T, device: &Device) -> Result<Self> {
        let (len, fill) = arange_plan(start, stop, step)?;
        Self::generate_arange(len, &fill, device)
    }

    /// `0, 1, ..., n-1` cast to `T` with NumPy's fill (integers wrap, like NumPy's).
    ///
    /// Equivalent to `numpy.arange(n, dtype=T)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for bool with `n > 2` (as NumPy); [`Error::OutOfMemory`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<f32>::arange_n(4, &Device::cpu())?;
    /// assert_eq!(a.to_vec()?, vec![0.0, 1.0, 2.0, 3.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn arange_n(n: usize, device: &Device) -> Result<Self> {
        check_bool_length::<T>(n)?;
        Self::generate_arange(n, &ArangeFill::new(T::zero(), T::one()), device)
    }

    fn generate_arange(len: usize, fill: &ArangeFill, device: &Device) -> Result<Self> {
        let mut out = Self::empty_named(&[len], device, "arange")?;
        if len == 0 {
            return Ok(out);
        }
        match (device.backend(), out.storage_mut()?) {
            (Backend::Cpu, DstMut::Host(buf)) => cpu::arange(buf, fill),
            (Backend::Cuda(c), DstMut::Cuda(ptr)) => cuda::arange::<T>(c, ptr, len, fill)?,
            _ => return Err(internal_backend_error("arange")),
        }
        Ok(out)
    }

    fn generate_linspace(plan: &LinspacePlan, device: &Device) -> Result<Self> {
        let mut out = Self::empty_named(&[plan.num], device, "linspace")?;
        if plan.num == 0 {
            return Ok(out);
        }
        match (device.backend(), out.storage_mut()?) {
            (Backend::Cpu, DstMut::Host(buf)) => cpu::linspace(buf, plan),
            (Backend::Cuda(c), DstMut::Cuda(ptr)) => cuda::linspace::<T>(c, ptr, plan)?,
            _ => return Err(internal_backend_error("linspace")),
        }
        Ok(out)
    }

    /// `num` evenly spaced samples over `[start, stop]` (or `[start, stop)` without `endpoint`).
    ///
    /// Equivalent to `numpy.linspace(start, stop, num, endpoint, dtype=T)`: computed in float64 as
    /// NumPy 2 does (`i*step + start`, the last sample set to `stop`), floored for integer `T`,
    /// then cast to `T`. `num == 0` gives an empty array, `num == 1` gives `[start]`.
    ///
    /// # Errors
    /// [`Error::OutOfMemory`] if allocation fails.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<f64>::linspace(0.0, 1.0, 5, true, &Device::cpu())?;
    /// assert_eq!(a.to_vec()?, vec![0.0, 0.25, 0.5, 0.75, 1.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn linspace(
        start: f64,
        stop: f64,
        num: usize,
        endpoint: bool,
        device: &Device,
    ) -> Result<Self> {
        let mut plan = LinspacePlan::new(start, stop, num, endpoint);
        plan.floor = matches!(T::DTYPE.kind(), Kind::Int | Kind::UInt);
        Self::generate_linspace(&plan, device)
    }

    /// `num` samples spaced evenly on a log scale: `base ** linspace(start, stop, num, endpoint)`.
    ///
    /// Equivalent to `numpy.logspace(start, stop, num, endpoint, base, dtype=T)`: the power is
    /// taken in float64, then cast to `T` (integers truncate).
    ///
    /// # Errors
    /// [`Error::OutOfMemory`] if allocation fails.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<f64>::logspace(0.0, 2.0, 3, true, 10.0, &Device::cpu())?;
    /// assert_eq!(a.to_vec()?, vec![1.0, 10.0, 100.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn logspace(
        start: f64,
        stop: f64,
        num: usize,
        endpoint: bool,
        base: f64,
        device: &Device,
    ) -> Result<Self> {
        let mut plan = LinspacePlan::new(start, stop, num, endpoint);
        plan.base = Some(base);
        Self::generate_linspace(&plan, device).map_err(|e| e.in_op("logspace"))
    }

    // ---------------------------------------------------------------- diagonals and triangles

    /// An `n x m` array (`m` defaults to `n`) with ones on diagonal `k` and zeros elsewhere.
    ///
    /// Equivalent to `numpy.eye`. `k > 0` is above the main diagonal, `k < 0` below; a diagonal
    /// outside the matrix leaves it all zeros.
    ///
    /// # Errors
    /// [`Error::InvalidShape`] if the size overflows; [`Error::OutOfMemory`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<i32>::eye(2, Some(3), 1, &Device::cpu())?;
    /// assert_eq!(a.to_vec()?, vec![0, 1, 0, 0, 0, 1]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn eye(n: usize, m: Option<usize>, k: isize, device: &Device) -> Result<Self> {
        let m = m.unwrap_or(n);
        let mut out = Self::zeros_named(&[n, m], device, "eye")?;
        let (len, first, stride) = diagonal_of(n, m, m as isize, 1, 0, k);
        if len > 0 {
            let layout = RawLayout {
                shape: vec![len],
                strides: vec![stride],
                offset: first,
            };
            copy::fill(device, out.storage_mut()?, &layout, T::one())?;
        }
        Ok(out)
    }

    /// The `n x n` identity matrix.
    ///
    /// Equivalent to `numpy.identity`.
    ///
    /// # Errors
    /// [`Error::InvalidShape`] if the size overflows; [`Error::OutOfMemory`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<f64>::identity(2, &Device::cpu())?;
    /// assert_eq!(a.to_vec()?, vec![1.0, 0.0, 0.0, 1.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn identity(n: usize, device: &Device) -> Result<Self> {
        Self::eye(n, None, 0, device).map_err(|e| e.in_op("identity"))
    }

    /// From a 1-D `v`, the square matrix with `v` on diagonal `k`; from a 2-D `v`, its diagonal
    /// `k` (a view, like NumPy's; empty when `k` is outside the matrix).
    ///
    /// Equivalent to `numpy.diag`.
    ///
    /// # Errors
    /// [`Error::InvalidShape`] unless `v` is 1-D or 2-D.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let v = Array::from_vec(vec![1, 2], &[2], &Device::cpu())?;
    /// let m = Array::diag(&v, 0)?;
    /// assert_eq!(m.to_vec()?, vec![1, 0, 0, 2]);
    /// assert_eq!(Array::diag(&m, 0)?.to_vec()?, vec![1, 2]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn diag(v: &Array<T>, k: isize) -> Result<Self> {
        match v.ndim() {
            1 => Self::diagflat(v, k),
            2 => {
                let (s, st) = (v.shape(), v.strides());
                let (len, first, stride) = diagonal_of(s[0], s[1], st[0], st[1], v.offset(), k);
                Ok(v.with_layout(vec![len], vec![stride], first))
            }
            _ => Err(Error::InvalidShape {
                op: "diag",
                shape: v.shape().to_vec(),
                reason: "input must be 1- or 2-d".into(),
            }),
        }
    }

    /// The square matrix with the flattened `v` (C order) on diagonal `k`.
    ///
    /// Equivalent to `numpy.diagflat`.
    ///
    /// # Errors
    /// [`Error::InvalidShape`] if the size overflows; [`Error::OutOfMemory`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let v = Array::from_vec(vec![1.0f32, 2.0], &[1, 2], &Device::cpu())?;
    /// let m = Array::diagflat(&v, -1)?;
    /// assert_eq!(m.to_vec()?, vec![0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 2.0, 0.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn diagflat(v: &Array<T>, k: isize) -> Result<Self> {
        let len = v.len();
        let n = len
            .checked_add(k.unsigned_abs())
            .ok_or_else(|| Error::invalid("diagflat", format!("k = {k} is too large")))?;
        let mut out = Self::zeros_named(&[n, n], v.device(), "diagflat")?;
        let (_, first, stride) = diagonal_of(n, n, n as isize, 1, 0, k);
        // Element f of v (in C order) goes to first + f*stride: v's C strides scaled by `stride`.
        let layout = RawLayout {
            shape: v.shape().to_vec(),
            strides: c_strides(v.shape()).iter().map(|s| s * stride).collect(),
            offset: first,
        };
        copy::copy_into(v, out.storage_mut()?, &layout)?;
        Ok(out)
    }

    /// An `n x m` array (`m` defaults to `n`) with ones at and below diagonal `k`, zeros above.
    ///
    /// Equivalent to `numpy.tri`.
    ///
    /// # Errors
    /// [`Error::InvalidShape`] if the size overflows; [`Error::OutOfMemory`].
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::<u8>::tri(2, Some(3), 0, &Device::cpu())?;
    /// assert_eq!(a.to_vec()?, vec![1, 0, 0, 1, 1, 0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tri(n: usize, m: Option<usize>, k: isize, device: &Device) -> Result<Self> {
        let m = m.unwrap_or(n);
        crate::array::checked_size(&[n, m], "tri")?;
        // A single one, broadcast over the matrix, through the lower-triangle copy.
        let one = Self::full(&[1], T::one(), device)?;
        let ones = one.with_layout(vec![n, m], vec![0, 0], 0);
        triangle(&ones, k, false)
    }

    /// A copy of `a` with the elements above diagonal `k` of its last two axes set to zero.
    ///
    /// Equivalent to `numpy.tril`: leading axes are a batch; a 1-D `a` is first broadcast to a
    /// square matrix (each row a copy of `a`).
    ///
    /// # Errors
    /// [`Error::InvalidShape`] for a 0-d `a`.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![1, 2, 3, 4], &[2, 2], &Device::cpu())?;
    /// assert_eq!(Array::tril(&a, 0)?.to_vec()?, vec![1, 0, 3, 4]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn tril(a: &Array<T>, k: isize) -> Result<Self> {
        triangle(&as_matrices(a, "tril")?, k, false)
    }

    /// A copy of `a` with the elements below diagonal `k` of its last two axes set to zero.
    ///
    /// Equivalent to `numpy.triu`: leading axes are a batch; a 1-D `a` is first broadcast to a
    /// square matrix (each row a copy of `a`).
    ///
    /// # Errors
    /// [`Error::InvalidShape`] for a 0-d `a`.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// let a = Array::from_vec(vec![1, 2, 3, 4], &[2, 2], &Device::cpu())?;
    /// assert_eq!(Array::triu(&a, 0)?.to_vec()?, vec![1, 2, 0, 4]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn triu(a: &Array<T>, k: isize) -> Result<Self> {
        triangle(&as_matrices(a, "triu")?, k, true)
    }

    // ---------------------------------------------------------------- grids

    /// Coordinate arrays from coordinate vectors: output `i` repeats (the flattened) `xi[i]` along
    /// its axis. `Indexing::Xy` swaps the first two axes; `sparse` keeps every other axis of
    /// length 1; without `copy` the outputs are broadcast views (stride 0) of the inputs.
    ///
    /// Equivalent to `numpy.meshgrid(*xi, indexing=..., sparse=..., copy=...)`.
    ///
    /// # Errors
    /// [`Error::DeviceMismatch`] if the inputs are on different devices.
    ///
    /// ```
    /// use gsci_core::{Array, Device, Indexing};
    /// let dev = Device::cpu();
    /// let x = Array::from_vec(vec![1, 2, 3], &[3], &dev)?;
    /// let y = Array::from_vec(vec![10, 20], &[2], &dev)?;
    /// let g = Array::meshgrid(&[&x, &y], Indexing::Xy, false, true)?;
    /// assert_eq!(g[0].shape(), &[2, 3]);
    /// assert_eq!(g[0].to_vec()?, vec![1, 2, 3, 1, 2, 3]);
    /// assert_eq!(g[1].to_vec()?, vec![10, 10, 10, 20, 20, 20]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn meshgrid(
        xi: &[&Array<T>],
        indexing: Indexing,
        sparse: bool,
        copy: bool,
    ) -> Result<Vec<Self>> {
        let Some(first) = xi.first() else {
            return Ok(Vec::new());
        };
        for x in &xi[1..] {
            first.device().check_same(x.device(), "meshgrid")?;
        }
        let ndim = xi.len();
        let flat = xi.iter().map(|x| ravel(x)).collect::<Result<Vec<_>>>()?;
        let swap = indexing == Indexing::Xy && ndim > 1;
        let axis_of = |i: usize| if swap && i < 2 { 1 - i } else { i };
        let mut full_shape = vec![0usize; ndim];
        for (i, f) in flat.iter().enumerate() {
            full_shape[axis_of(i)] = f.len();
        }
        flat.iter()
            .enumerate()
            .map(|(i, f)| {
                let axis = axis_of(i);
                let shape = if sparse {
                    let mut s = vec![1usize; ndim];
                    s[axis] = f.len();
                    s
                } else {
                    full_shape.clone()
                };
                let mut strides = vec![0isize; ndim];
                strides[axis] = f.strides()[0];
                let view = f.with_layout(shape, strides, f.offset());
                if copy {
                    view.copy().map_err(|e| e.in_op("meshgrid"))
                } else {
                    Ok(view)
                }
            })
            .collect()
    }
}

/// `a` as a stack of matrices for tril/triu: 1-D inputs broadcast to square (NumPy's rule).
fn as_matrices<T: Element>(a: &Array<T>, op: &'static str) -> Result<Array<T>> {
    match a.ndim() {
        0 => Err(Error::InvalidShape {
            op,
            shape: vec![],
            reason: "the input must have at least 1 dimension".into(),
        }),
        1 => {
            let n = a.shape()[0];
            Ok(a.with_layout(vec![n, n], vec![0, a.strides()[0]], a.offset()))
        }
        _ => Ok(a.clone()),
    }
}

/// A new C-contiguous array: `src` where the element's (row, col) in the last two axes keeps it
/// (`col - row <= k` for the lower triangle, `>= k` for the upper), zero elsewhere.
fn triangle<T: Element>(src: &Array<T>, k: isize, upper: bool) -> Result<Array<T>> {
    let device = src.device().clone();
    let mut out = Array::<T>::empty(src.shape(), &device)?;
    if out.is_empty() {
        return Ok(out);
    }
    match (device.backend(), out.storage_mut()?) {
        (Backend::Cpu, DstMut::Host(buf)) => {
            let view = src
                .view_cpu()
                .ok_or_else(|| internal_backend_error("triangle"))?;
            cpu::triangle(&view, buf, k, upper)
        }
        (Backend::Cuda(c), DstMut::Cuda(ptr)) => cuda::triangle::<T>(
            c,
            src.device_ptr()
                .ok_or_else(|| internal_backend_error("triangle"))?,
            src.shape(),
            src.strides(),
            ptr,
            k,
            upper,
        )?,
        _ => return Err(internal_backend_error("triangle")),
    }
    Ok(out)
}

#[cfg(test)]
mod tests;
