//! Combinatorics: `factorial`, `factorial2`, `factorialk`, `comb` and `perm` with SciPy's array
//! semantics (`scipy/special/_basic.py`).
//!
//! `exact = false` runs as one fused kernel on the arrays' device, built from this crate's
//! registered ufuncs (`gamma`, `binom`, `poch`) and core's comparisons and `where`, with SciPy's
//! rules for negative, NaN and out-of-range inputs. `exact = true` computes 64-bit integers on
//! the host and returns an int64 array on the inputs' device; where SciPy would return a Python
//! `int` too large for 64 bits, these functions return [`Error::InvalidArgument`]. SciPy's
//! `exact = True` `comb` and `perm` take scalars only; here they take arrays (elementwise, with
//! broadcasting) of integer values.

use crate::fusion as sf;
use gsci_core::fusion::{
    Expr, astype, equal, fuse, greater_equal, isnan, less_equal, logical_and, pow, where_,
};
use gsci_core::ufunc::DynArray;
use gsci_core::{Array, DType, Element, Error, Result};

use crate::registry::typed;

/// SciPy's `extend` keyword of the factorials.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Extend {
    /// `extend="zero"` (SciPy's default): 0 for negative `n`.
    #[default]
    Zero,
    /// `extend="complex"`: the analytic continuation through the gamma function (real dtypes
    /// here; complex input is [`Error::Unsupported`]).
    Complex,
}

/// Options of [`factorial`], [`factorial2`] and [`factorialk`]: SciPy's keyword arguments.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FactorialOptions {
    /// Exact 64-bit integer results (SciPy's `exact`, default false).
    pub exact: bool,
    /// SciPy's `extend` (default [`Extend::Zero`]).
    pub extend: Extend,
}

/// Options of [`comb`]: SciPy's keyword arguments.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CombOptions {
    /// Exact 64-bit integer results (SciPy's `exact`, default false).
    pub exact: bool,
    /// Combinations with repetition (SciPy's `repetition`, default false).
    pub repetition: bool,
}

/// Options of [`perm`]: SciPy's keyword arguments.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PermOptions {
    /// Exact 64-bit integer results (SciPy's `exact`, default false).
    pub exact: bool,
}

fn invalid(op: &'static str, reason: String) -> Error {
    Error::InvalidArgument { op, reason }
}

/// NumPy's broadcast of two shapes.
fn broadcast2(op: &'static str, a: &[usize], b: &[usize]) -> Result<Vec<usize>> {
    let n = a.len().max(b.len());
    let mut out = vec![0; n];
    for i in 0..n {
        let da = if i + a.len() >= n {
            a[i + a.len() - n]
        } else {
            1
        };
        let db = if i + b.len() >= n {
            b[i + b.len() - n]
        } else {
            1
        };
        out[i] = if da == db || db == 1 {
            da
        } else if da == 1 {
            db
        } else {
            return Err(Error::ShapeMismatch {
                op,
                left: a.to_vec(),
                right: b.to_vec(),
            });
        };
    }
    Ok(out)
}

/// The values of `a` (broadcast to `shape`) as integers on the host: `a` must hold integers
/// (an integer dtype, or integral floats where `floats_ok`).
fn host_ints(
    op: &'static str,
    name: &str,
    a: &DynArray,
    shape: &[usize],
    floats_ok: bool,
) -> Result<Vec<i64>> {
    let d = a.dtype();
    if d.is_integer() {
        let v = a.astype(DType::I64)?.into_typed::<i64>()?;
        return v.broadcast_to(shape)?.to_contiguous()?.to_vec();
    }
    if floats_ok && d.is_float() {
        let v = a.astype(DType::F64)?.into_typed::<f64>()?;
        let v = v.broadcast_to(shape)?.to_contiguous()?.to_vec()?;
        let mut out: Vec<i64> = Vec::new();
        out.try_reserve_exact(v.len())
            .map_err(|_| Error::HostOutOfMemory {
                op,
                what: "the results".into(),
                requested: v.len().saturating_mul(8),
            })?;
        for x in v {
            if x != x.trunc() || x.is_nan() || x.abs() >= 9.2e18 {
                return Err(invalid(
                    op,
                    format!("non-integer `{name}` with exact=True is not supported (got {x})"),
                ));
            }
            out.push(x as i64);
        }
        return Ok(out);
    }
    Err(invalid(
        op,
        format!("exact=True needs integer `{name}`, got dtype {d:?}"),
    ))
}

fn overflow(op: &'static str, what: String) -> Error {
    invalid(
        op,
        format!("{what} does not fit in 64 bits (SciPy returns a Python int there)"),
    )
}

/// `n (n - k) (n - 2k) ...` down to the last positive factor; 0 for `n < 0`, 1 for `n` in {0, 1}.
fn multifactorial_exact(op: &'static str, n: i64, k: i64) -> Result<i64> {
    if n < 0 {
        return Ok(0);
    }
    let mut acc: i64 = 1;
    let mut m = n;
    while m > 1 {
        acc = acc
            .checked_mul(m)
            .ok_or_else(|| overflow(op, format!("the multifactorial of {n} (k = {k})")))?;
        m -= k;
    }
    Ok(acc)
}

fn comb_exact(op: &'static str, n: i64, k: i64) -> Result<i64> {
    if k > n || n < 0 || k < 0 {
        return Ok(0);
    }
    let nterms = k.min(n - k) as u128;
    let nn = n as u128;
    let mut r: u128 = 1;
    let mut j: u128 = 1;
    while j <= nterms {
        r = r * (nn + 1 - j) / j;
        if r > i64::MAX as u128 {
            return Err(overflow(op, format!("comb({n}, {k})")));
        }
        j += 1;
    }
    Ok(r as i64)
}

fn perm_exact(op: &'static str, n: i64, k: i64) -> Result<i64> {
    if k > n || n < 0 || k < 0 {
        return Ok(0);
    }
    let mut acc: i64 = 1;
    let mut i = n - k + 1;
    while i <= n {
        acc = acc
            .checked_mul(i)
            .ok_or_else(|| overflow(op, format!("perm({n}, {k})")))?;
        i += 1;
    }
    Ok(acc)
}

/// `0 <= k <= n` (false where either is NaN): where SciPy's inexact `comb` and `perm` are
/// nonzero.
fn in_range(n: &Expr, k: &Expr) -> Expr {
    logical_and(
        logical_and(
            less_equal(k.clone(), n.clone()),
            greater_equal(n.clone(), 0i64),
        ),
        greater_equal(k.clone(), 0i64),
    )
}

/// The exact (`int64`) form of a two-argument function: `N` and `k` broadcast, read as
/// integers on the host, `f` of each pair, the results on `N`'s device.
fn exact_pairs(
    op: &'static str,
    n: &DynArray,
    k: &DynArray,
    f: impl Fn(i64, i64) -> Result<i64>,
) -> Result<DynArray> {
    let shape = broadcast2(op, n.shape(), k.shape())?;
    let nv = host_ints(op, "N", n, &shape, true)?;
    let kv = host_ints(op, "k", k, &shape, true)?;
    let mut out = Vec::new();
    out.try_reserve_exact(nv.len())
        .map_err(|_| Error::HostOutOfMemory {
            op,
            what: "the results".into(),
            requested: nv.len().saturating_mul(8),
        })?;
    for (&a, &b) in nv.iter().zip(&kv) {
        out.push(f(a, b)?);
    }
    to_device_i64(out, &shape, n)
}

fn to_device_i64(v: Vec<i64>, shape: &[usize], like: &DynArray) -> Result<DynArray> {
    Ok(Array::from_vec(v, shape, like.device())?.into())
}

/// The shared implementation of the three factorials (SciPy's `_factorialx_wrapper`).
fn factorialx(
    op: &'static str,
    n: DynArray,
    k: i64,
    options: &FactorialOptions,
) -> Result<DynArray> {
    if options.exact && options.extend == Extend::Complex {
        return Err(invalid(
            op,
            "incompatible options: exact=True and extend=Complex".into(),
        ));
    }
    if op == "factorialk" && k < 1 {
        return Err(invalid(
            op,
            if options.extend == Extend::Zero {
                format!("for extend=Zero, k must be a positive integer, got {k}")
            } else if k == 0 {
                "parameter k cannot be zero".into()
            } else {
                format!("a negative k ({k}) gives complex results, not supported here")
            },
        ));
    }
    let d = n.dtype();
    if d == DType::Bool {
        return Err(invalid(
            op,
            format!("unsupported data type for `n`: {d:?} (integers and floats are)"),
        ));
    }
    if d.is_complex() {
        if options.extend == Extend::Zero {
            return Err(invalid(op, "complex `n` needs extend=Complex".into()));
        }
        return Err(Error::Unsupported {
            what: format!("{op} of complex `n` ({d:?})"),
            backend: "any".into(),
        });
    }
    if d.is_float() && op != "factorial" && options.extend == Extend::Zero {
        return Err(invalid(
            op,
            "non-integer (float) `n` needs extend=Complex, which changes the values at negative \
             and (for k > 1) positive n"
                .into(),
        ));
    }
    if options.exact && !d.is_integer() {
        return Err(invalid(
            op,
            format!("exact=True only supports integers, cannot use dtype {d:?}"),
        ));
    }
    if n.is_empty() {
        // SciPy returns empty input unchanged.
        return Ok(n);
    }
    if options.exact {
        let shape = n.shape().to_vec();
        let vals = host_ints(op, "n", &n, &shape, false)?;
        let mut out = Vec::new();
        out.try_reserve_exact(vals.len())
            .map_err(|_| Error::HostOutOfMemory {
                op,
                what: "the results".into(),
                requested: vals.len().saturating_mul(8),
            })?;
        for v in vals {
            out.push(multifactorial_exact(op, v, k)?);
        }
        return to_device_i64(out, &shape, &n);
    }
    let kf = k as f64;
    let f = match (options.extend, k) {
        // gamma(n + 1), with NaN at n = -1; float64 result (SciPy fills a float64 array).
        (Extend::Zero, 1) => fuse(|x: Expr| {
            let g = astype(sf::gamma(x.clone() + 1i64), DType::F64);
            where_(
                greater_equal(x.clone(), 0i64),
                g,
                where_(isnan(x), f64::NAN, 0.0),
            )
        }),
        (Extend::Zero, _) => fuse(move |x: Expr| {
            let q = x.clone() / kf;
            let r = x.clone() % k;
            let base = pow(kf, q.clone()) * sf::gamma(q + 1i64);
            let rf = astype(r.clone(), DType::F64);
            let corr = pow(kf, -rf.clone() / kf) / sf::gamma(rf.clone() / kf + 1i64) * rf;
            let v = base * where_(equal(r, 0i64), 1.0, corr);
            where_(greater_equal(x, 0i64), v, 0.0)
        }),
        (Extend::Complex, 1) => {
            fuse(|x: Expr| where_(equal(x.clone(), -1i64), f64::NAN, sf::gamma(x + 1i64)))
        }
        (Extend::Complex, _) => {
            let c = crate::scalar::gamma::rgamma(1.0 / kf + 1.0) / kf.powf(1.0 / kf);
            fuse(move |x: Expr| {
                let q = x / kf;
                let g = where_(
                    equal(q.clone(), -1i64),
                    f64::NAN,
                    sf::gamma(q.clone() + 1i64),
                );
                pow(kf, q) * g * c
            })
        }
    };
    f.call(&[&n])
}

/// Factorial `n!` of an array, elementwise.
///
/// Equivalent to `scipy.special.factorial(n, exact=False, extend="zero")`. `exact = false`:
/// float64 `gamma(n + 1)`, 0 for `n < 0`, NaN for NaN (with [`Extend::Complex`]: `gamma(n + 1)`
/// in the input's float dtype, NaN at -1). `exact = true`: int64 results of integer input.
/// Empty input is returned unchanged.
///
/// # Errors
/// [`Error::InvalidArgument`] naming `factorial` for bool or complex `n`, for float `n` with
/// `exact`, for `exact` with [`Extend::Complex`], and when an exact value overflows 64 bits
/// (21! and up; SciPy returns a Python `int`); [`Error::DTypeMismatch`] if `O` is not the
/// result dtype.
///
/// ```
/// use gsci_special::{Array, Device, FactorialOptions};
/// let n = Array::from_vec(vec![3i64, 5, -1], &[3], &Device::cpu())?;
/// let f = gsci_special::factorial::<f64>(&n, &FactorialOptions::default())?;
/// assert_eq!(f.to_vec()?, vec![6.0, 120.0, 0.0]);
/// let e = gsci_special::factorial::<i64>(&n, &FactorialOptions { exact: true, ..Default::default() })?;
/// assert_eq!(e.to_vec()?, vec![6, 120, 0]);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn factorial<O: Element>(
    n: impl Into<DynArray>,
    options: &FactorialOptions,
) -> Result<Array<O>> {
    typed(factorial_dyn(n, options)?, "factorial")
}

/// [`factorial`] for any dtype: the result has SciPy's dtype (float64, int64 with `exact`).
///
/// Equivalent to `scipy.special.factorial(n, exact, extend)`.
///
/// # Errors
/// As [`factorial`], without the dtype check.
///
/// ```
/// use gsci_special::{Array, Device, DType, FactorialOptions};
/// let n = Array::from_vec(vec![4.5f32], &[1], &Device::cpu())?;
/// assert_eq!(gsci_special::factorial_dyn(&n, &FactorialOptions::default())?.dtype(), DType::F64);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn factorial_dyn(n: impl Into<DynArray>, options: &FactorialOptions) -> Result<DynArray> {
    factorialx("factorial", n.into(), 1, options)
}

/// Double factorial `n!!` of an integer array, elementwise.
///
/// Equivalent to `scipy.special.factorial2(n, exact=False, extend="zero")`: float64
/// `2^(n/2) gamma(n/2 + 1)` (times `sqrt(2/pi)` for odd `n`), 0 for `n < 0`; int64 with `exact`.
///
/// # Errors
/// [`Error::InvalidArgument`] naming `factorial2` for bool, complex or (without
/// [`Extend::Complex`]) float `n`, and when an exact value overflows 64 bits;
/// [`Error::DTypeMismatch`] if `O` is not the result dtype.
///
/// ```
/// use gsci_special::{Array, Device, FactorialOptions};
/// let n = Array::from_vec(vec![5i64, 6], &[2], &Device::cpu())?;
/// let e = gsci_special::factorial2::<i64>(&n, &FactorialOptions { exact: true, ..Default::default() })?;
/// assert_eq!(e.to_vec()?, vec![15, 48]);
/// let f = gsci_special::factorial2::<f64>(&n, &FactorialOptions::default())?.to_vec()?;
/// assert!((f[0] - 15.0).abs() < 1e-13 && (f[1] - 48.0).abs() < 1e-13);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn factorial2<O: Element>(
    n: impl Into<DynArray>,
    options: &FactorialOptions,
) -> Result<Array<O>> {
    typed(factorial2_dyn(n, options)?, "factorial2")
}

/// [`factorial2`] for any dtype: the result has SciPy's dtype.
///
/// Equivalent to `scipy.special.factorial2(n, exact, extend)`.
///
/// # Errors
/// As [`factorial2`], without the dtype check.
///
/// ```
/// use gsci_special::{Array, Device, DType, FactorialOptions};
/// let n = Array::from_vec(vec![7i32], &[1], &Device::cpu())?;
/// assert_eq!(gsci_special::factorial2_dyn(&n, &FactorialOptions::default())?.dtype(), DType::F64);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn factorial2_dyn(n: impl Into<DynArray>, options: &FactorialOptions) -> Result<DynArray> {
    factorialx("factorial2", n.into(), 2, options)
}

/// Multifactorial `n(!k)` of an integer array, elementwise.
///
/// Equivalent to `scipy.special.factorialk(n, k, exact=False, extend="zero")`: float64
/// `k^(n/k) gamma(n/k + 1)` times SciPy's residue correction `k^(-r/k) r / gamma(r/k + 1)`
/// (`r = n mod k`, none for `r = 0`), 0 for `n < 0`; int64 with `exact`.
///
/// # Errors
/// [`Error::InvalidArgument`] naming `factorialk` for `k < 1`, bool, complex or (without
/// [`Extend::Complex`]) float `n`, and when an exact value overflows 64 bits;
/// [`Error::DTypeMismatch`] if `O` is not the result dtype.
///
/// ```
/// use gsci_special::{Array, Device, FactorialOptions};
/// let n = Array::from_vec(vec![10i64], &[1], &Device::cpu())?;
/// let e = gsci_special::factorialk::<i64>(&n, 3, &FactorialOptions { exact: true, ..Default::default() })?;
/// assert_eq!(e.to_vec()?, vec![280]); // 10 * 7 * 4 * 1
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn factorialk<O: Element>(
    n: impl Into<DynArray>,
    k: i64,
    options: &FactorialOptions,
) -> Result<Array<O>> {
    typed(factorialk_dyn(n, k, options)?, "factorialk")
}

/// [`factorialk`] for any dtype: the result has SciPy's dtype.
///
/// Equivalent to `scipy.special.factorialk(n, k, exact, extend)`.
///
/// # Errors
/// As [`factorialk`], without the dtype check.
///
/// ```
/// use gsci_special::{Array, Device, DType, FactorialOptions};
/// let n = Array::from_vec(vec![10i64], &[1], &Device::cpu())?;
/// assert_eq!(gsci_special::factorialk_dyn(&n, 3, &FactorialOptions::default())?.dtype(), DType::F64);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn factorialk_dyn(
    n: impl Into<DynArray>,
    k: i64,
    options: &FactorialOptions,
) -> Result<DynArray> {
    factorialx("factorialk", n.into(), k, options)
}

/// Number of combinations of `n` things taken `k` at a time, elementwise with broadcasting.
///
/// Equivalent to `scipy.special.comb(N, k, exact=False, repetition=False)`. `exact = false`:
/// `binom(N, k)` in binom's dtype (float32 for float32 inputs), 0 where `k > N`, `N < 0`, `k < 0`
/// or either is NaN; with `repetition`, `binom(N + k - 1, k)` and 1 where `k == 0` and `N >= 0`.
/// `exact = true`: int64 results of integer-valued inputs.
///
/// # Errors
/// [`Error::InvalidArgument`] naming `comb` for non-integer values with `exact` and when an
/// exact value overflows 64 bits (SciPy returns a Python `int`); [`Error::ShapeMismatch`] when
/// `N` and `k` do not broadcast; [`Error::DTypeMismatch`] if `O` is not the result dtype.
///
/// ```
/// use gsci_special::{Array, CombOptions, Device};
/// let dev = Device::cpu();
/// let n = Array::from_vec(vec![10i64, 10, 3], &[3], &dev)?;
/// let k = Array::from_vec(vec![3i64, 4, 5], &[3], &dev)?;
/// let c = gsci_special::comb::<f64>(&n, &k, &CombOptions::default())?;
/// assert_eq!(c.to_vec()?, vec![120.0, 210.0, 0.0]);
/// let e = gsci_special::comb::<i64>(&n, &k, &CombOptions { exact: true, repetition: true })?;
/// assert_eq!(e.to_vec()?, vec![220, 715, 21]);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn comb<O: Element>(
    n: impl Into<DynArray>,
    k: impl Into<DynArray>,
    options: &CombOptions,
) -> Result<Array<O>> {
    typed(comb_dyn(n, k, options)?, "comb")
}

/// [`comb`] for any dtype: the result has SciPy's dtype.
///
/// Equivalent to `scipy.special.comb(N, k, exact, repetition)`.
///
/// # Errors
/// As [`comb`], without the dtype check.
///
/// ```
/// use gsci_special::{Array, CombOptions, Device, DType};
/// let dev = Device::cpu();
/// let n = Array::from_vec(vec![10.0f32], &[1], &dev)?;
/// let c = gsci_special::comb_dyn(&n, &n, &CombOptions::default())?;
/// assert_eq!(c.dtype(), DType::F32);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn comb_dyn(
    n: impl Into<DynArray>,
    k: impl Into<DynArray>,
    options: &CombOptions,
) -> Result<DynArray> {
    const OP: &str = "comb";
    let (n, k) = (n.into(), k.into());
    if options.exact {
        let repetition = options.repetition;
        return exact_pairs(OP, &n, &k, |a, b| {
            if !repetition {
                comb_exact(OP, a, b)
            } else if b == 0 && a >= 0 {
                Ok(1)
            } else {
                match a.checked_add(b).and_then(|s| s.checked_sub(1)) {
                    Some(m) => comb_exact(OP, m, b),
                    None => Err(overflow(OP, format!("comb({a} + {b} - 1, {b})"))),
                }
            }
        });
    }
    let f = if options.repetition {
        fuse(|n: Expr, k: Expr| {
            let v = sf::binom(n.clone() + k.clone() - 1i64, k.clone());
            where_(logical_and(equal(k, 0i64), greater_equal(n, 0i64)), 1.0, v)
        })
    } else {
        fuse(|n: Expr, k: Expr| where_(in_range(&n, &k), sf::binom(n, k), 0.0))
    };
    f.call(&[&n, &k])
}

/// Number of k-permutations of `n` things, elementwise with broadcasting.
///
/// Equivalent to `scipy.special.perm(N, k, exact=False)`. `exact = false`: `poch(N - k + 1, k)`
/// in poch's dtype, 0 where `k > N`, `N < 0`, `k < 0` or either is NaN. `exact = true`: int64
/// results of integer-valued inputs.
///
/// # Errors
/// [`Error::InvalidArgument`] naming `perm` for non-integer values with `exact` and when an
/// exact value overflows 64 bits; [`Error::ShapeMismatch`] when `N` and `k` do not broadcast;
/// [`Error::DTypeMismatch`] if `O` is not the result dtype.
///
/// ```
/// use gsci_special::{Array, Device, PermOptions};
/// let dev = Device::cpu();
/// let n = Array::from_vec(vec![10i64, 7], &[2], &dev)?;
/// let k = Array::from_vec(vec![3i64, 4], &[2], &dev)?;
/// assert_eq!(gsci_special::perm::<f64>(&n, &k, &PermOptions::default())?.to_vec()?, vec![720.0, 840.0]);
/// assert_eq!(gsci_special::perm::<i64>(&n, &k, &PermOptions { exact: true })?.to_vec()?, vec![720, 840]);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn perm<O: Element>(
    n: impl Into<DynArray>,
    k: impl Into<DynArray>,
    options: &PermOptions,
) -> Result<Array<O>> {
    typed(perm_dyn(n, k, options)?, "perm")
}

/// [`perm`] for any dtype: the result has SciPy's dtype.
///
/// Equivalent to `scipy.special.perm(N, k, exact)`.
///
/// # Errors
/// As [`perm`], without the dtype check.
///
/// ```
/// use gsci_special::{Array, Device, DType, PermOptions};
/// let n = Array::from_vec(vec![10i64], &[1], &Device::cpu())?;
/// assert_eq!(gsci_special::perm_dyn(&n, &n, &PermOptions::default())?.dtype(), DType::F64);
/// # Ok::<(), gsci_special::Error>(())
/// ```
pub fn perm_dyn(
    n: impl Into<DynArray>,
    k: impl Into<DynArray>,
    options: &PermOptions,
) -> Result<DynArray> {
    const OP: &str = "perm";
    let (n, k) = (n.into(), k.into());
    if options.exact {
        return exact_pairs(OP, &n, &k, |a, b| perm_exact(OP, a, b));
    }
    let f =
        fuse(|n: Expr, k: Expr| where_(in_range(&n, &k), sf::poch(n - k.clone() + 1i64, k), 0.0));
    f.call(&[&n, &k])
}
