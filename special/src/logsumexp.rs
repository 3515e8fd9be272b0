//! `logsumexp`, `softmax` and `log_softmax` along axes, through core's reductions and ufuncs
//! (so they run on the device of their input), with SciPy 1.17's formulas: the maximum is
//! shifted out and the largest terms are counted exactly (`log1p(s) + log(m) + a_max`).

use gsci_core::fusion::{Expr, FuseArg, Fused, ReduceKind, reduce, where_};
use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::ufunc::{self, BinaryOp, DynArray, UnaryOp};
use gsci_core::{Array, DType, Error, Result, normalize_axis};

/// Keyword arguments of [`logsumexp_dyn`] (SciPy's defaults).
#[derive(Clone, Debug, Default)]
pub struct LogsumexpOptions<'a> {
    /// Axes to reduce (`None`: all).
    pub axis: Option<Vec<isize>>,
    /// Scale factors `b` (broadcast against `a`): `log(sum(b * exp(a)))`.
    pub b: Option<&'a Array<f64>>,
    /// Keep the reduced axes with length 1.
    pub keepdims: bool,
    /// Also return the sign of the sum (with `b`, the sum may be negative).
    pub return_sign: bool,
}

fn unsupported(what: String) -> Error {
    Error::Unsupported {
        what,
        backend: "cpu and cuda".into(),
    }
}

fn invalid(op: &'static str, reason: String) -> Error {
    Error::InvalidArgument { op, reason }
}

/// Keyword arguments of [`softmax_dyn`] and [`log_softmax_dyn`].
#[derive(Clone, Debug, Default)]
pub struct SoftmaxOptions {
    /// Axes to normalise over (`None`: all).
    pub axis: Option<Vec<isize>>,
}

fn un(op: UnaryOp, a: &DynArray) -> Result<DynArray> {
    ufunc::unary(op, a)
}

fn bin(op: BinaryOp, a: &DynArray, b: &DynArray) -> Result<DynArray> {
    ufunc::binary(op, a, b)
}

/// One fused kernel of `e` over `ops` (inputs 0, 1, ... in order).
fn fused(e: Expr, ops: &[&DynArray]) -> Result<DynArray> {
    let refs: Vec<&dyn FuseArg> = ops.iter().map(|a| *a as &dyn FuseArg).collect();
    Fused::from_expr(e, ops.len()).call(&refs)
}

fn red(a: &DynArray, kind: &str, axis: Option<&[isize]>, keepdims: bool) -> Result<DynArray> {
    let o = ReduceOptions { axis, keepdims };
    Ok(match a {
        DynArray::F32(t) => match kind {
            "max" => reduce::max(t, &o)?.into(),
            _ => reduce::sum(t, &o)?.into(),
        },
        DynArray::F64(t) => match kind {
            "max" => reduce::max(t, &o)?.into(),
            _ => reduce::sum(t, &o)?.into(),
        },
        other => {
            return Err(unsupported(format!(
                "{kind} of {} inside logsumexp",
                other.dtype()
            )));
        }
    })
}

/// `where(c, x, y)` for arrays of one float dtype.
fn select(c: &DynArray, x: &DynArray, y: &DynArray) -> Result<DynArray> {
    let c = c.astype(DType::Bool)?.into_typed::<bool>()?;
    let d = x.dtype();
    Ok(match d {
        DType::F32 => gsci_core::where_(
            &c,
            &x.astype(d)?.into_typed::<f32>()?,
            &y.astype(d)?.into_typed::<f32>()?,
        )?
        .into(),
        _ => gsci_core::where_(
            &c,
            &x.astype(d)?.into_typed::<f64>()?,
            &y.astype(d)?.into_typed::<f64>()?,
        )?
        .into(),
    })
}

fn reshape(a: &DynArray, shape: &[usize]) -> Result<DynArray> {
    let s: Vec<isize> = shape.iter().map(|&n| n as isize).collect();
    Ok(match a {
        DynArray::F32(t) => t.reshape(&s)?.into(),
        DynArray::F64(t) => t.reshape(&s)?.into(),
        other => other.astype(DType::F64).and_then(|x| reshape(&x, shape))?,
    })
}

fn broadcast(a: &DynArray, shape: &[usize]) -> Result<DynArray> {
    Ok(match a {
        DynArray::F32(t) => t.broadcast_to(shape)?.into(),
        DynArray::F64(t) => t.broadcast_to(shape)?.into(),
        other => other
            .astype(DType::F64)
            .and_then(|x| broadcast(&x, shape))?,
    })
}

fn full_like(a: &DynArray, v: f64) -> Result<DynArray> {
    Ok(match a.dtype() {
        DType::F32 => Array::<f32>::full(a.shape(), v as f32, a.device())?.into(),
        _ => Array::<f64>::full(a.shape(), v, a.device())?.into(),
    })
}

/// The float dtype SciPy computes in (`force_floating`): integers and bool give float64; half
/// precision is computed in float32 and the result cast back.
fn floating(a: &DynArray, op: &'static str) -> Result<(DynArray, DType)> {
    let d = a.dtype();
    match d {
        DType::F32 | DType::F64 => Ok((a.clone(), d)),
        DType::F16 | DType::BF16 => Ok((a.astype(DType::F32)?, d)),
        d if d.is_complex() => Err(unsupported(format!("{op} of {d}"))),
        _ => Ok((a.astype(DType::F64)?, DType::F64)),
    }
}

fn axes_of(axis: &Option<Vec<isize>>, ndim: usize, op: &'static str) -> Result<Vec<isize>> {
    match axis {
        None => Ok((0..ndim as isize).collect()),
        Some(v) => {
            let mut seen = vec![false; ndim];
            for &a in v {
                let k = normalize_axis(a, ndim).map_err(|_| {
                    invalid(
                        op,
                        format!("axis {a} is out of bounds for an array of {ndim} dimensions"),
                    )
                })?;
                if seen[k] {
                    return Err(invalid(op, format!("repeated axis {a}")));
                }
                seen[k] = true;
            }
            Ok(v.clone())
        }
    }
}

fn squeeze(a: &DynArray, axes: &[isize], keepdims: bool) -> Result<DynArray> {
    if keepdims {
        return Ok(a.clone());
    }
    let nd = a.shape().len();
    let mut keep = Vec::new();
    let mut drop = vec![false; nd];
    for &k in axes {
        drop[normalize_axis(k, nd)?] = true;
    }
    for (i, &n) in a.shape().iter().enumerate() {
        if !drop[i] {
            keep.push(n);
        }
    }
    reshape(a, &keep)
}

/// `log(sum(b * exp(a)))` along `axis`, without overflow, in SciPy's result dtype `O`.
///
/// Equivalent to `scipy.special.logsumexp(a, axis, b, keepdims)`.
///
/// # Errors
/// As [`logsumexp_dyn`]; [`Error::DTypeMismatch`] when `O` is not SciPy's result dtype;
/// [`Error::InvalidArgument`] when `opts.return_sign` is set (the sign is a second result:
/// [`logsumexp_dyn`] returns it).
///
/// ```
/// use gsci_special::{Array, Device, LogsumexpOptions};
/// let a = Array::from_vec(vec![1000.0f64, 1000.0], &[2], &Device::cpu())?;
/// let r = gsci_special::logsumexp::<f64>(&a, &LogsumexpOptions::default())?;
/// assert!((r.item()? - (1000.0 + 2f64.ln())).abs() < 1e-12);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn logsumexp<O: gsci_core::Element>(
    a: impl Into<DynArray>,
    opts: &LogsumexpOptions<'_>,
) -> Result<Array<O>> {
    if opts.return_sign {
        return Err(invalid(
            "logsumexp",
            "return_sign=true has two results: call logsumexp_dyn, which returns the sign too"
                .into(),
        ));
    }
    crate::registry::typed(logsumexp_dyn(a, opts)?.0, "logsumexp")
}

/// `log(sum(b * exp(a)))` along `axis` in SciPy's result dtype, and with `return_sign` the sign
/// of the sum (the second value, `None` otherwise).
///
/// Equivalent to `scipy.special.logsumexp(a, axis, b, keepdims, return_sign)`.
///
/// # Errors
/// [`Error::InvalidArgument`] for an axis out of range or repeated; [`Error::ShapeMismatch`]
/// when `b` does not broadcast to `a`; [`Error::Unsupported`] for complex input.
///
/// ```
/// use gsci_special::{Array, Device, LogsumexpOptions};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![0.0f64, 0.0, 1.0, 1.0], &[2, 2], &dev)?;
/// let b = Array::from_vec(vec![1.0f64, -2.0], &[2], &dev)?;
/// let opts = LogsumexpOptions { axis: Some(vec![1]), b: Some(&b), return_sign: true, ..Default::default() };
/// let (r, sign) = gsci_special::logsumexp_dyn(&a, &opts)?;
/// assert_eq!(sign.unwrap().into_typed::<f64>()?.to_vec()?, vec![-1.0, -1.0]);
/// let r = r.into_typed::<f64>()?.to_vec()?;
/// assert!((r[1] - 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn logsumexp_dyn(
    a: impl Into<DynArray>,
    opts: &LogsumexpOptions<'_>,
) -> Result<(DynArray, Option<DynArray>)> {
    const OP: &str = "logsumexp";
    let a: DynArray = a.into();
    let (mut a, out_dtype) = floating(&a, OP)?;
    let mut b = match &opts.b {
        Some(b) => {
            let (b, bd) = floating(&DynArray::from(*b), OP)?;
            let d = ufunc::result_type(a.dtype(), b.dtype());
            let _ = bd;
            a = a.astype(d)?;
            let shape = gsci_core::broadcast_shapes(&[a.shape(), b.shape()]).map_err(|_| {
                Error::ShapeMismatch {
                    op: OP,
                    left: a.shape().to_vec(),
                    right: b.shape().to_vec(),
                }
            })?;
            let bb = broadcast(&b.astype(d)?, &shape)?;
            a = broadcast(&a, &shape)?;
            Some(bb)
        }
        None => None,
    };
    if a.shape().is_empty() {
        a = reshape(&a, &[1])?;
        if let Some(bb) = &b {
            b = Some(reshape(bb, &[1])?);
        }
    }
    let axes = axes_of(&opts.axis, a.shape().len(), OP)?;
    let ax = Some(axes.as_slice());
    if a.is_empty() {
        let mut shape = a.shape().to_vec();
        for &k in &axes {
            let nd = shape.len();
            shape[normalize_axis(k, nd)?] = 1;
        }
        let out: DynArray = match a.dtype() {
            DType::F32 => Array::<f32>::full(&shape, f32::NEG_INFINITY, a.device())?.into(),
            _ => Array::<f64>::full(&shape, f64::NEG_INFINITY, a.device())?.into(),
        };
        let sgn = un(UnaryOp::Sign, &out)?;
        let out = squeeze(&out, &axes, opts.keepdims)?.astype(out_dtype)?;
        let sgn = squeeze(&sgn, &axes, opts.keepdims)?.astype(out_dtype)?;
        return Ok((out, opts.return_sign.then_some(sgn)));
    }
    // The full-size work runs as four fused passes over `a` (and `b`): the naive sum, the
    // maximum, the count of maxima and the shifted sum; only reduced-shape arrays are stored.
    let d = a.dtype();
    let mut ops: Vec<&DynArray> = vec![&a];
    if let Some(bv) = &b {
        ops.push(bv);
    }
    let x = Expr::input(0);
    let bx = b.as_ref().map(|_| Expr::input(1));
    let weigh = |e: Expr| match &bx {
        Some(bb) => bb.clone() * e,
        None => e,
    };
    let sum_of = |e: Expr, ops: &[&DynArray]| fused(reduce(ReduceKind::Sum, e, ax, true), ops);
    // The naive result, used where the shifted one is not finite.
    let mut sum_ = sum_of(weigh(x.clone().exp()), &ops)?;
    let sgn_inf = un(UnaryOp::Sign, &sum_)?;
    if opts.return_sign {
        sum_ = un(UnaryOp::Absolute, &sum_)?;
    }
    let out_inf = un(UnaryOp::Log, &sum_)?;
    // SciPy's shifted form, on a' = a (-inf where b == 0).
    let ap = match &bx {
        Some(bb) => where_(bb.clone().equal(0.0), f64::NEG_INFINITY, x.clone()),
        None => x.clone(),
    };
    let a_max = fused(reduce(ReduceKind::Max, ap.clone(), ax, true), &ops)?;
    let amax = Expr::input(ops.len());
    let mut ops2 = ops.clone();
    ops2.push(&a_max);
    let is_max = ap.clone().equal(amax.clone());
    let count = match &bx {
        Some(bb) => where_(is_max.clone(), bb.clone(), 0.0),
        None => is_max.clone().astype(d),
    };
    let m = sum_of(count, &ops2)?;
    let e = weigh((where_(is_max, f64::NEG_INFINITY, ap) - amax).exp());
    let s = sum_of(e, &ops2)?;
    let s0 = full_like(&s, 0.0)?;
    let s = select(
        &bin(BinaryOp::Equal, &s, &s0)?,
        &s,
        &bin(BinaryOp::Divide, &s, &m)?,
    )?;
    let s1 = full_like(&s, 1.0)?;
    let sgn = bin(
        BinaryOp::Multiply,
        &un(UnaryOp::Sign, &bin(BinaryOp::Add, &s, &s1)?)?,
        &un(UnaryOp::Sign, &m)?,
    )?;
    let minus_one = full_like(&s, -1.0)?;
    let two = full_like(&s, 2.0)?;
    let flipped = bin(BinaryOp::Subtract, &un(UnaryOp::Negative, &s)?, &two)?;
    let s = select(&bin(BinaryOp::Less, &s, &minus_one)?, &flipped, &s)?;
    let m = un(UnaryOp::Absolute, &m)?;
    let mut out = bin(
        BinaryOp::Add,
        &bin(
            BinaryOp::Add,
            &un(UnaryOp::Log1p, &s)?,
            &un(UnaryOp::Log, &m)?,
        )?,
        &a_max,
    )?;
    if !opts.return_sign {
        let nan = full_like(&out, f64::NAN)?;
        out = select(&bin(BinaryOp::Less, &sgn, &s0)?, &nan, &out)?;
    }
    let finite = un(UnaryOp::Isfinite, &out)?;
    let out = select(&finite, &out, &out_inf)?;
    let sgn = select(&finite, &sgn, &sgn_inf)?;
    let out = squeeze(&out, &axes, opts.keepdims)?.astype(out_dtype)?;
    let sgn = squeeze(&sgn, &axes, opts.keepdims)?.astype(out_dtype)?;
    Ok((out, opts.return_sign.then_some(sgn)))
}

/// Softmax over all elements: `exp(x) / sum(exp(x))`, shifted by the maximum.
/// Softmax along `axis` (all elements by default), in SciPy's result dtype `O`.
///
/// Equivalent to `scipy.special.softmax(x, axis)`.
///
/// # Errors
/// As [`softmax_dyn`]; [`Error::DTypeMismatch`] when `O` is not SciPy's result dtype.
///
/// ```
/// use gsci_special::{Array, Device, SoftmaxOptions};
/// let x = Array::from_vec(vec![0.0f64, 2f64.ln()], &[2], &Device::cpu())?;
/// let s = gsci_special::softmax::<f64>(&x, &SoftmaxOptions::default())?.to_vec()?;
/// assert!((s[0] - 1.0 / 3.0).abs() < 1e-15 && (s[1] - 2.0 / 3.0).abs() < 1e-15);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn softmax<O: gsci_core::Element>(
    x: impl Into<DynArray>,
    opts: &SoftmaxOptions,
) -> Result<Array<O>> {
    crate::registry::typed(softmax_dyn(x, opts)?, "softmax")
}

/// Softmax along `axis`, in SciPy's result dtype (float32 stays float32, integers give float64).
///
/// Equivalent to `scipy.special.softmax(x, axis)`.
///
/// # Errors
/// [`Error::InvalidArgument`] for an empty input (NumPy's max of an empty array) or a bad axis;
/// [`Error::Unsupported`] for complex input.
///
/// ```
/// use gsci_special::{Array, Device, SoftmaxOptions};
/// let x = Array::from_vec(vec![1.0f32, 1.0, 5.0, 5.0], &[2, 2], &Device::cpu())?;
/// let s = gsci_special::softmax_dyn(&x, &SoftmaxOptions { axis: Some(vec![1]) })?;
/// assert_eq!(s.into_typed::<f32>()?.to_vec()?, vec![0.5; 4]);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn softmax_dyn(x: impl Into<DynArray>, opts: &SoftmaxOptions) -> Result<DynArray> {
    const OP: &str = "softmax";
    let (x, d) = floating(&x.into(), OP)?;
    let axes = axes_of(&opts.axis, x.shape().len(), OP)?;
    let ax = Some(axes.as_slice());
    let m = red(&x, "max", ax, true)?;
    let e = un(UnaryOp::Exp, &bin(BinaryOp::Subtract, &x, &m)?)?;
    let s = red(&e, "sum", ax, true)?;
    bin(BinaryOp::Divide, &e, &s)?.astype(d)
}

/// Logarithm of the softmax along `axis` (all elements by default), accurate where softmax
/// saturates, in SciPy's result dtype `O`.
///
/// Equivalent to `scipy.special.log_softmax(x, axis)`.
///
/// # Errors
/// As [`log_softmax_dyn`]; [`Error::DTypeMismatch`] when `O` is not SciPy's result dtype.
///
/// ```
/// use gsci_special::{Array, Device, SoftmaxOptions};
/// let x = Array::from_vec(vec![1000.0f64, 1.0], &[2], &Device::cpu())?;
/// let r = gsci_special::log_softmax::<f64>(&x, &SoftmaxOptions::default())?;
/// assert_eq!(r.to_vec()?, vec![0.0, -999.0]);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn log_softmax<O: gsci_core::Element>(
    x: impl Into<DynArray>,
    opts: &SoftmaxOptions,
) -> Result<Array<O>> {
    crate::registry::typed(log_softmax_dyn(x, opts)?, "log_softmax")
}

/// Logarithm of the softmax along `axis`.
///
/// Equivalent to `scipy.special.log_softmax(x, axis)`.
///
/// # Errors
/// [`Error::InvalidArgument`] for an empty input or a bad axis; [`Error::Unsupported`] for
/// complex input.
///
/// ```
/// use gsci_special::{Array, Device, SoftmaxOptions};
/// let x = Array::from_vec(vec![0.0f64, 0.0], &[1, 2], &Device::cpu())?;
/// let r = gsci_special::log_softmax_dyn(&x, &SoftmaxOptions { axis: Some(vec![-1]) })?;
/// assert_eq!(r.into_typed::<f64>()?.to_vec()?, vec![-std::f64::consts::LN_2; 2]);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn log_softmax_dyn(x: impl Into<DynArray>, opts: &SoftmaxOptions) -> Result<DynArray> {
    const OP: &str = "log_softmax";
    let (x, d) = floating(&x.into(), OP)?;
    let axes = axes_of(&opts.axis, x.shape().len(), OP)?;
    let ax = Some(axes.as_slice());
    let m = red(&x, "max", ax, true)?;
    let zero = full_like(&m, 0.0)?;
    let m = select(&un(UnaryOp::Isfinite, &m)?, &m, &zero)?;
    let tmp = bin(BinaryOp::Subtract, &x, &m)?;
    let s = red(&un(UnaryOp::Exp, &tmp)?, "sum", ax, true)?;
    bin(BinaryOp::Subtract, &tmp, &un(UnaryOp::Log, &s)?)?.astype(d)
}
