//! Linear filtering along an axis: `lfilter`, `lfiltic`, `lfilter_zi`, `sosfilt`, `sosfilt_zi`,
//! `filtfilt`, `sosfiltfilt`.

use super::FilterElement;
use super::rows::{self, Init, SecInit, Tf};
use gsci_core::Backend;
use gsci_core::{Array, Complex64, Error, Result, normalize_axis};

pub use super::rows::LFILTER_GPU_BLOCK;

/// Keyword arguments of [`lfilter`].
#[derive(Clone, Debug)]
pub struct LfilterOptions<'a, T: FilterElement> {
    /// The axis of `x` to filter along (default -1).
    pub axis: isize,
    /// Initial state: `x`'s shape with `axis` replaced by `max(len(a), len(b)) - 1` (dimensions
    /// of size 1 broadcast). When given, the result's `zf` holds the final state.
    pub zi: Option<&'a Array<T>>,
}

impl<T: FilterElement> Default for LfilterOptions<'_, T> {
    fn default() -> Self {
        LfilterOptions { axis: -1, zi: None }
    }
}

/// Keyword arguments of [`sosfilt`].
#[derive(Clone, Debug)]
pub struct SosfiltOptions<'a, T: FilterElement> {
    /// The axis of `x` to filter along (default -1).
    pub axis: isize,
    /// Initial state, shape `(n_sections, ..., 2, ...)`: `x`'s shape with `axis` replaced by 2,
    /// prefixed by the number of sections. When given, the result's `zf` holds the final state.
    pub zi: Option<&'a Array<T>>,
}

impl<T: FilterElement> Default for SosfiltOptions<'_, T> {
    fn default() -> Self {
        SosfiltOptions { axis: -1, zi: None }
    }
}

/// What [`lfilter`] and [`sosfilt`] return: SciPy's `y`, or `(y, zf)` when `zi` was given.
#[derive(Clone, Debug)]
pub struct FilterResult<T: FilterElement> {
    /// The filtered signal (x's shape, on x's device).
    pub y: Array<T>,
    /// The final filter state, present exactly when `zi` was given (same shape as `zi`).
    pub zf: Option<Array<T>>,
}

/// Keyword arguments of [`lfiltic`].
#[derive(Clone, Debug, Default)]
pub struct LfilticOptions<'a, T: FilterElement> {
    /// Past inputs `{x[-1], x[-2], ..., x[-M]}` (zero-padded when short); None: zeros.
    pub x: Option<&'a Array<T>>,
}

/// filtfilt's `padtype`: the extension of the signal at both ends (None in the options: no
/// padding).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PadType {
    /// Odd symmetry about the end points (SciPy's default).
    Odd,
    /// Even symmetry about the end points.
    Even,
    /// The end values repeated.
    Constant,
}

/// filtfilt's `method`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FiltfiltMethod {
    /// Pad the signal (`padtype`, `padlen`), initial states from `lfilter_zi`.
    #[default]
    Pad,
    /// Gustafsson's method.
    Gust,
}

/// Keyword arguments of [`filtfilt`].
#[derive(Clone, Debug)]
pub struct FiltfiltOptions {
    /// The axis of `x` to filter along (default -1).
    pub axis: isize,
    /// The extension (default `Some(PadType::Odd)`; None: no padding).
    pub padtype: Option<PadType>,
    /// Extension length (default `3 * max(len(a), len(b))`).
    pub padlen: Option<usize>,
    /// "pad" (default) or "gust".
    pub method: FiltfiltMethod,
    /// Gustafsson's method: the length of the impulse response (None: all of it).
    pub irlen: Option<usize>,
}

impl Default for FiltfiltOptions {
    fn default() -> Self {
        FiltfiltOptions {
            axis: -1,
            padtype: Some(PadType::Odd),
            padlen: None,
            method: FiltfiltMethod::Pad,
            irlen: None,
        }
    }
}

/// Keyword arguments of [`sosfiltfilt`].
#[derive(Clone, Debug)]
pub struct SosfiltfiltOptions {
    /// The axis of `x` to filter along (default -1).
    pub axis: isize,
    /// The extension (default `Some(PadType::Odd)`; None: no padding).
    pub padtype: Option<PadType>,
    /// Extension length (default `3 * (2 n_sections + 1 - min(#{b2 == 0}, #{a2 == 0}))`).
    pub padlen: Option<usize>,
}

impl Default for SosfiltfiltOptions {
    fn default() -> Self {
        SosfiltfiltOptions {
            axis: -1,
            padtype: Some(PadType::Odd),
            padlen: None,
        }
    }
}

fn shape_str(s: &[usize]) -> String {
    if s.len() == 1 {
        format!("({},)", s[0])
    } else {
        format!(
            "({})",
            s.iter()
                .map(|v| v.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        )
    }
}

/// The host copy of a 1-D coefficient array, non-empty.
fn coeffs<T: FilterElement>(v: &Array<T>, op: &'static str, name: &str) -> Result<Vec<T>> {
    if v.ndim() != 1 || v.is_empty() {
        return Err(super::invalid(
            op,
            format!(
                "Parameter {name} is not a non-empty 1d array, since {name}.shape={}!",
                shape_str(v.shape())
            ),
        ));
    }
    v.to_vec()
}

/// b, a normalised by a[0] and padded to one length: the transfer function lfilter runs.
fn make_tf<T: FilterElement>(b: &[T], a: &[T], op: &'static str) -> Result<Tf<T>> {
    if a[0] == T::zero() {
        return Err(super::invalid(
            op,
            "a[0] == 0: the leading coefficient of a must be nonzero (SciPy: 'filter \
             coefficient a[0] == 0 not supported yet')",
        ));
    }
    let m = a.len().max(b.len()) - 1;
    let a0 = a[0];
    let mut coef = vec![T::zero(); 2 * (m + 1)];
    for (i, v) in b.iter().enumerate() {
        coef[i] = *v / a0;
    }
    for (i, v) in a.iter().enumerate() {
        coef[m + 1 + i] = *v / a0;
    }
    Ok(Tf {
        coef,
        m,
        sos: false,
    })
}

fn check_device<T: FilterElement>(op: &'static str, x: &Array<T>, other: &Array<T>) -> Result<()> {
    if x.device() != other.device() {
        return Err(Error::DeviceMismatch {
            op,
            left: format!("{:?}", x.device()),
            right: format!("{:?}", other.device()),
        });
    }
    Ok(())
}

/// `x` with `axis` moved last, as a C-contiguous `[rows, n]` array.
pub(crate) fn to_rows<T: FilterElement>(x: &Array<T>, axis: usize) -> Result<Array<T>> {
    let n = x.shape()[axis];
    let rows: usize = x
        .shape()
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != axis)
        .map(|(_, s)| *s)
        .product();
    let moved = x.moveaxis(&[axis as isize], &[-1])?.to_contiguous()?;
    moved.reshape(&[rows as isize, n as isize])
}

/// Inverse of [`to_rows`]: `[rows, n]` back to `shape` with the filtered axis at `axis`
/// (`shape[axis]` is the row length), C-contiguous.
pub(crate) fn from_rows<T: FilterElement>(
    y: &Array<T>,
    shape: &[usize],
    axis: usize,
) -> Result<Array<T>> {
    let mut moved: Vec<isize> = shape
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != axis)
        .map(|(_, s)| *s as isize)
        .collect();
    moved.push(shape[axis] as isize);
    let r = y.reshape(&moved)?.moveaxis(&[-1], &[axis as isize])?;
    if r.is_c_contiguous() {
        Ok(r)
    } else {
        r.to_contiguous()
    }
}

/// `zi` checked against `expected` (broadcasting dimensions of size 1, as SciPy) and put in
/// row form `[rows, m]`.
fn zi_rows<T: FilterElement>(
    zi: &Array<T>,
    x: &Array<T>,
    expected: &[usize],
    axis: usize,
    op: &'static str,
) -> Result<Array<T>> {
    check_device(op, x, zi)?;
    let bad = || {
        super::invalid(
            op,
            format!(
                "zi: Unexpected shape for zi: expected {}, found {}.",
                shape_str(expected),
                shape_str(zi.shape())
            ),
        )
    };
    let z = if zi.shape() == expected {
        zi.clone()
    } else {
        if zi.ndim() != expected.len()
            || zi
                .shape()
                .iter()
                .zip(expected)
                .any(|(s, e)| *s != *e && *s != 1)
        {
            return Err(bad());
        }
        zi.broadcast_to(expected).map_err(|_| bad())?
    };
    to_rows(&z, axis)
}

/// Filter data along one dimension with an IIR or FIR filter (direct form II transposed).
///
/// Equivalent to `scipy.signal.lfilter(b, a, x, axis=-1, zi=None)`. `b` and `a` are 1-D (on
/// any device: they are copied to the host to plan); `x` is filtered along `axis` and the result
/// lives on its device. Coefficients, signal and result share the element type `T` (SciPy's
/// `result_type(b, a, x)` when they agree). `zf` is returned exactly when `zi` is given.
///
/// On a CUDA device the recurrence runs parallel along the signal (blocks filtered from zero
/// state, a scan of the block boundary states by powers of the state-transition matrix, then a
/// second pass from the true block states) for orders up to 16; FIR filters run one thread per
/// output; IIR filters of higher order are computed on the host.
///
/// # Errors
/// [`Error::InvalidArgument`] when `b` or `a` is empty or not 1-D, `a[0] == 0`, or `zi` has the
/// wrong shape; [`Error::AxisOutOfBounds`]; [`Error::DeviceMismatch`] when `zi` is elsewhere.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{lfilter, LfilterOptions};
/// let d = Device::cpu();
/// let b = Array::from_vec(vec![1.0, 2.0], &[2], &d)?;
/// let a = Array::from_vec(vec![1.0, 0.5], &[2], &d)?;
/// let x = Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &d)?;
/// let y = lfilter(&b, &a, &x, &LfilterOptions::default())?.y.to_vec()?;
/// assert_eq!(y, vec![1.0, 3.5, 5.25]); // scipy.signal.lfilter([1, 2], [1, .5], [1, 2, 3])
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lfilter<T: FilterElement>(
    b: &Array<T>,
    a: &Array<T>,
    x: &Array<T>,
    opts: &LfilterOptions<'_, T>,
) -> Result<FilterResult<T>> {
    const OP: &str = "lfilter";
    let bh = coeffs(b, OP, "b")?;
    let ah = coeffs(a, OP, "a")?;
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let tf = make_tf(&bh, &ah, OP)?;
    let shape = x.shape().to_vec();
    let xr = to_rows(x, axis)?;
    let mut zshape = shape.clone();
    zshape[axis] = tf.m;
    let zr = match opts.zi {
        Some(zi) => Some(zi_rows(zi, x, &zshape, axis, OP)?),
        None => None,
    };
    let init = match &zr {
        Some(z) => Init::Given(z),
        None => Init::Zero,
    };
    let (y, zf) = rows::filter_rows(&xr, &tf, &init, false)?;
    let y = from_rows(&y, &shape, axis)?;
    let zf = match opts.zi {
        Some(_) => Some(from_rows(&zf, &zshape, axis)?),
        None => None,
    };
    Ok(FilterResult { y, zf })
}

/// Initial state of [`lfilter`] given past outputs `y` (and past inputs in the options).
///
/// Equivalent to `scipy.signal.lfiltic(b, a, y, x=None)`: `y = {y[-1], ..., y[-N]}` and
/// `x = {x[-1], ..., x[-M]}`, zero-padded when short; the result (length `max(M, N)`) lives
/// on `y`'s device.
///
/// # Errors
/// [`Error::InvalidArgument`] when `b` or `a` is empty or not 1-D, or `a[0] == 0` (SciPy: "First
/// `a` filter coefficient must be non-zero.").
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{lfiltic, LfilticOptions};
/// let d = Device::cpu();
/// let b = Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &d)?;
/// let a = Array::from_vec(vec![1.0, 0.5], &[2], &d)?;
/// let y = Array::from_vec(vec![2.0], &[1], &d)?;
/// let x = Array::from_vec(vec![1.0, 4.0], &[2], &d)?;
/// let zi = lfiltic(&b, &a, &y, &LfilticOptions { x: Some(&x) })?.to_vec()?;
/// assert_eq!(zi, vec![13.0, 3.0]); // scipy.signal.lfiltic([1, 2, 3], [1, .5], [2], [1, 4])
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lfiltic<T: FilterElement>(
    b: &Array<T>,
    a: &Array<T>,
    y: &Array<T>,
    opts: &LfilticOptions<'_, T>,
) -> Result<Array<T>> {
    const OP: &str = "lfiltic";
    let bh = coeffs(b, OP, "b")?;
    let ah = coeffs(a, OP, "a")?;
    let n = ah.len() - 1;
    let m = bh.len() - 1;
    let k = m.max(n);
    let mut yh = y.to_vec()?;
    yh.resize(yh.len().max(n), T::zero());
    let mut xh = match opts.x {
        Some(x) => x.to_vec()?,
        None => Vec::new(),
    };
    xh.resize(xh.len().max(m), T::zero());
    let mut zi = vec![T::zero(); k];
    for (i, z) in zi.iter_mut().enumerate().take(m) {
        let mut s = T::zero();
        for (bj, xj) in bh[i + 1..].iter().zip(&xh[..m - i]) {
            s = s + *bj * *xj;
        }
        *z = s;
    }
    for (i, z) in zi.iter_mut().enumerate().take(n) {
        let mut s = T::zero();
        for (aj, yj) in ah[i + 1..].iter().zip(&yh[..n - i]) {
            s = s + *aj * *yj;
        }
        *z = *z - s;
    }
    if ah[0] != T::one() {
        if ah[0] == T::zero() {
            return Err(super::invalid(
                OP,
                "a[0] == 0: First `a` filter coefficient must be non-zero.",
            ));
        }
        for z in zi.iter_mut() {
            *z = *z / ah[0];
        }
    }
    Array::from_vec(zi, &[k], y.device())
}

/// Solves `m x = rhs` (row-major `n * n`) by Gaussian elimination with partial pivoting.
fn solve_c64(
    mut m: Vec<Complex64>,
    mut rhs: Vec<Complex64>,
    op: &'static str,
) -> Result<Vec<Complex64>> {
    let n = rhs.len();
    for col in 0..n {
        let p = (col..n)
            .max_by(|&i, &j| m[i * n + col].norm().total_cmp(&m[j * n + col].norm()))
            .unwrap_or(col);
        if m[p * n + col].norm() == 0.0 {
            return Err(Error::Singular { op });
        }
        if p != col {
            for j in 0..n {
                m.swap(p * n + j, col * n + j);
            }
            rhs.swap(p, col);
        }
        let piv = m[col * n + col];
        for i in col + 1..n {
            let f = m[i * n + col] / piv;
            if f == Complex64::new(0.0, 0.0) {
                continue;
            }
            for j in col..n {
                let v = m[col * n + j];
                m[i * n + j] -= f * v;
            }
            let v = rhs[col];
            rhs[i] -= f * v;
        }
    }
    let mut xs = vec![Complex64::new(0.0, 0.0); n];
    for i in (0..n).rev() {
        let mut s = rhs[i];
        for j in i + 1..n {
            s -= m[i * n + j] * xs[j];
        }
        xs[i] = s / m[i * n + i];
    }
    Ok(xs)
}

/// lfilter_zi on host values, in complex128.
fn lfilter_zi_host(b: &[Complex64], a: &[Complex64], op: &'static str) -> Result<Vec<Complex64>> {
    let zero = Complex64::new(0.0, 0.0);
    let mut a = a.to_vec();
    while a.len() > 1 && a[0] == zero {
        a.remove(0);
    }
    if a[0] == zero {
        return Err(super::invalid(
            op,
            "a: There must be at least one nonzero `a` coefficient.",
        ));
    }
    let mut b = b.to_vec();
    let a0 = a[0];
    if a0 != Complex64::new(1.0, 0.0) {
        b.iter_mut().for_each(|v| *v /= a0);
        a.iter_mut().for_each(|v| *v /= a0);
    }
    let n = a.len().max(b.len());
    a.resize(n, zero);
    b.resize(n, zero);
    if n < 2 {
        return Err(super::invalid(
            op,
            "b, a: The length of `a` along the last axis must be at least 2 (max(len(a), len(b)) \
             must be at least 2).",
        ));
    }
    let k = n - 1;
    // I - companion(a).T: companion(a) has first row -a[1:]/a[0] and ones on the subdiagonal.
    let mut m = vec![zero; k * k];
    for i in 0..k {
        m[i * k + i] = Complex64::new(1.0, 0.0);
    }
    for i in 0..k {
        // companion.T[i][0] = -a[i+1]; companion.T[i][i+1] = 1
        m[i * k] += a[i + 1];
        if i + 1 < k {
            m[i * k + i + 1] -= Complex64::new(1.0, 0.0);
        }
    }
    let rhs: Vec<Complex64> = (0..k).map(|i| b[i + 1] - a[i + 1] * b[0]).collect();
    solve_c64(m, rhs, op)
}

/// Initial state of [`lfilter`] for the steady state of the step response.
///
/// Equivalent to `scipy.signal.lfilter_zi(b, a)`; computed on the host in complex128 (real
/// types keep the real part), returned on `b`'s device.
///
/// # Errors
/// [`Error::InvalidArgument`] when `b` or `a` is empty or not 1-D, every `a` is zero, or
/// `max(len(a), len(b)) < 2`; [`Error::Singular`] when `I - A` is singular (a pole at 1).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::lfilter_zi;
/// let d = Device::cpu();
/// let b = Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &d)?;
/// let a = Array::from_vec(vec![1.0], &[1], &d)?;
/// assert_eq!(lfilter_zi(&b, &a)?.to_vec()?, vec![5.0, 3.0]); // scipy.signal.lfilter_zi([1, 2, 3], [1])
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lfilter_zi<T: FilterElement>(b: &Array<T>, a: &Array<T>) -> Result<Array<T>> {
    const OP: &str = "lfilter_zi";
    let bh: Vec<Complex64> = coeffs(b, OP, "b")?
        .into_iter()
        .map(|v| v.to_c64())
        .collect();
    let ah: Vec<Complex64> = coeffs(a, OP, "a")?
        .into_iter()
        .map(|v| v.to_c64())
        .collect();
    let zi = lfilter_zi_host(&bh, &ah, OP)?;
    let k = zi.len();
    Array::from_vec(zi.into_iter().map(T::from_c64).collect(), &[k], b.device())
}

/// The sections of an `(n_sections, 6)` array, checked as SciPy's `_validate_sos`.
fn sos_sections<T: FilterElement>(sos: &Array<T>, op: &'static str) -> Result<Vec<[T; 6]>> {
    if sos.ndim() != 2 || sos.shape()[1] != 6 {
        return Err(super::invalid(
            op,
            format!(
                "sos: sos array must be shape (n_sections, 6), got {}",
                shape_str(sos.shape())
            ),
        ));
    }
    let v = sos.to_vec()?;
    let secs: Vec<[T; 6]> = v
        .chunks(6)
        .map(|c| [c[0], c[1], c[2], c[3], c[4], c[5]])
        .collect();
    if secs.iter().any(|s| s[3] != T::one()) {
        return Err(super::invalid(op, "sos: sos[:, 3] should be all ones"));
    }
    Ok(secs)
}

/// Filter data along one dimension using cascaded second-order sections.
///
/// Equivalent to `scipy.signal.sosfilt(sos, x, axis=-1, zi=None)`. `sos` is `(n_sections, 6)`
/// with `sos[:, 3] == 1` (on any device); the result lives on `x`'s device and `zf` is returned
/// exactly when `zi` is given. On a CUDA device each section runs as a parallel blocked scan
/// with 2x2 state-transition matrices.
///
/// # Errors
/// [`Error::InvalidArgument`] when `sos` is not `(n, 6)` or `sos[:, 3] != 1`, `x` is empty along
/// `axis` (SciPy fails there too), or `zi` has the wrong shape; [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{sosfilt, SosfiltOptions};
/// let d = Device::cpu();
/// let sos = Array::from_vec(vec![1.0, 2.0, 1.0, 1.0, -0.5, 0.25], &[1, 6], &d)?;
/// let x = Array::from_vec(vec![1.0, 0.0, 0.0], &[3], &d)?;
/// let y = sosfilt(&sos, &x, &SosfiltOptions::default())?.y.to_vec()?;
/// assert_eq!(y, vec![1.0, 2.5, 2.0]); // scipy.signal.sosfilt([[1, 2, 1, 1, -.5, .25]], [1, 0, 0])
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn sosfilt<T: FilterElement>(
    sos: &Array<T>,
    x: &Array<T>,
    opts: &SosfiltOptions<'_, T>,
) -> Result<FilterResult<T>> {
    const OP: &str = "sosfilt";
    let secs = sos_sections(sos, OP)?;
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let shape = x.shape().to_vec();
    if shape[axis] == 0 {
        return Err(super::invalid(
            OP,
            format!(
                "x: the signal is empty along axis {axis} (shape {})",
                shape_str(&shape)
            ),
        ));
    }
    let ns = secs.len();
    let mut zshape = vec![ns];
    zshape.extend_from_slice(&shape);
    zshape[axis + 1] = 2;
    let zi = match opts.zi {
        Some(zi) => {
            check_device(OP, x, zi)?;
            if zi.shape() != zshape.as_slice() {
                return Err(super::invalid(
                    OP,
                    format!(
                        "zi: Invalid zi shape. With axis={}, an input with shape {}, and an sos \
                         array with {ns} sections, zi must have shape {}, got {}.",
                        opts.axis,
                        shape_str(&shape),
                        shape_str(&zshape),
                        shape_str(zi.shape())
                    ),
                ));
            }
            Some(zi)
        }
        None => None,
    };
    let xr = to_rows(x, axis)?;
    let rows = xr.shape()[0];
    // zi (ns, ..., 2, ...) in rows form [rows, 2 ns]: section s's state in columns 2s, 2s + 1
    let zr = match zi {
        Some(z) => Some(
            z.moveaxis(&[0, axis as isize + 1], &[-2, -1])?
                .to_contiguous()?
                .reshape(&[rows as isize, 2 * ns as isize])?,
        ),
        None => None,
    };
    let init = match &zr {
        Some(z) => SecInit::Given(z),
        None => SecInit::Zero,
    };
    let (y, zf) = rows::filter_sections(&xr, &secs, &init, false)?;
    let y = from_rows(&y, &shape, axis)?;
    let zf = if zi.is_some() {
        let mut moved: Vec<isize> = shape
            .iter()
            .enumerate()
            .filter(|(i, _)| *i != axis)
            .map(|(_, s)| *s as isize)
            .collect();
        moved.push(ns as isize);
        moved.push(2);
        let z = zf
            .reshape(&moved)?
            .moveaxis(&[-2, -1], &[0, axis as isize + 1])?
            .to_contiguous()?;
        Some(z)
    } else {
        None
    };
    Ok(FilterResult { y, zf })
}

/// sosfilt_zi on host values, in complex128: `(n_sections, 2)` row-major.
fn sosfilt_zi_host<T: FilterElement>(secs: &[[T; 6]], op: &'static str) -> Result<Vec<Complex64>> {
    let mut out = Vec::with_capacity(2 * secs.len());
    let mut scale = Complex64::new(1.0, 0.0);
    for s in secs {
        let c: Vec<Complex64> = s.iter().map(|v| v.to_c64()).collect();
        let zi = lfilter_zi_host(&c[..3], &c[3..], op)?;
        out.extend(zi.iter().map(|z| scale * z));
        scale *= (c[0] + c[1] + c[2]) / (c[3] + c[4] + c[5]);
    }
    Ok(out)
}

/// Initial states of [`sosfilt`] for the steady state of the step response.
///
/// Equivalent to `scipy.signal.sosfilt_zi(sos)`: `(n_sections, 2)`, computed on the host in
/// complex128, returned on `sos`'s device.
///
/// # Errors
/// [`Error::InvalidArgument`] when `sos` is not `(n, 6)`; [`Error::Singular`] for a section
/// with a pole at 1.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::sosfilt_zi;
/// let d = Device::cpu();
/// let sos = Array::from_vec(vec![1.0, 1.0, 0.0, 1.0, 0.3, 0.0], &[1, 6], &d)?;
/// let zi: Vec<f64> = sosfilt_zi(&sos)?.to_vec()?;
/// assert!((zi[0] - 0.538_461_538_461_538_5).abs() < 1e-15 && zi[1] == 0.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn sosfilt_zi<T: FilterElement>(sos: &Array<T>) -> Result<Array<T>> {
    const OP: &str = "sosfilt_zi";
    if sos.ndim() != 2 || sos.shape()[1] != 6 {
        return Err(super::invalid(
            OP,
            format!(
                "sos: sos must be shape (n_sections, 6), got {}",
                shape_str(sos.shape())
            ),
        ));
    }
    let v = sos.to_vec()?;
    let secs: Vec<[T; 6]> = v
        .chunks(6)
        .map(|c| [c[0], c[1], c[2], c[3], c[4], c[5]])
        .collect();
    let zi = sosfilt_zi_host(&secs, OP)?;
    Array::from_vec(
        zi.into_iter().map(T::from_c64).collect(),
        &[secs.len(), 2],
        sos.device(),
    )
}

/// The extension length and kind of filtfilt's padding, checked as SciPy's `_validate_pad`.
fn validate_pad(
    padtype: Option<PadType>,
    padlen: Option<usize>,
    n: usize,
    ntaps: usize,
    op: &'static str,
) -> Result<(usize, u8)> {
    let edge = match padtype {
        None => 0,
        Some(_) => padlen.unwrap_or(3 * ntaps),
    };
    if n <= edge {
        return Err(super::invalid(
            op,
            format!(
                "x: The length of the input vector x must be greater than padlen, which is \
                 {edge}."
            ),
        ));
    }
    let kind = match padtype {
        Some(PadType::Odd) | None => 0,
        Some(PadType::Even) => 1,
        Some(PadType::Constant) => 2,
    };
    Ok((edge, kind))
}

/// Row `col` of each row of `r` (`[rows, w]`), as a contiguous `[rows]` array.
fn column<T: FilterElement>(r: &Array<T>, col: usize) -> Result<Array<T>> {
    r.index_axis(1, col as isize)?.to_contiguous()
}

/// Apply a digital filter forward and backward to a signal.
///
/// Equivalent to `scipy.signal.filtfilt(b, a, x, axis=-1, padtype='odd', padlen=None,
/// method='pad', irlen=None)`. Both passes run on `x`'s device (the backward pass reads and
/// writes the rows backwards: no flipped copies). `method = Gust` runs its four filter passes
/// on the device and the least-squares fit of the initial conditions on the host.
///
/// # Errors
/// [`Error::InvalidArgument`] when `b`/`a` are empty or not 1-D, `a[0] == 0`, the signal is not
/// longer than `padlen` (SciPy's "The length of the input vector x must be greater than padlen,
/// which is N."); [`Error::Unsupported`] for `Gust` with complex coefficients;
/// [`Error::Singular`] from `lfilter_zi`; [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{filtfilt, FiltfiltOptions};
/// let d = Device::cpu();
/// let b = Array::from_vec(vec![0.5, 0.5], &[2], &d)?;
/// let a = Array::from_vec(vec![1.0], &[1], &d)?;
/// let x: Vec<f64> = (0..10).map(|i| (i * i) as f64).collect();
/// let x = Array::from_vec(x, &[10], &d)?;
/// let y = filtfilt(&b, &a, &x, &FiltfiltOptions::default())?.to_vec()?;
/// assert!((y[5] - 25.5).abs() < 1e-12); // scipy.signal.filtfilt([.5, .5], [1], arange(10)**2)[5]
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn filtfilt<T: FilterElement>(
    b: &Array<T>,
    a: &Array<T>,
    x: &Array<T>,
    opts: &FiltfiltOptions,
) -> Result<Array<T>> {
    const OP: &str = "filtfilt";
    let bh = coeffs(b, OP, "b")?;
    let ah = coeffs(a, OP, "a")?;
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let shape = x.shape().to_vec();
    if opts.method == FiltfiltMethod::Gust {
        let tf = make_tf(&bh, &ah, OP)?;
        let xr = to_rows(x, axis)?;
        let y = filtfilt_gust(&xr, &tf, opts.irlen)?;
        return from_rows(&y, &shape, axis);
    }
    let n = shape[axis];
    let (edge, kind) = validate_pad(opts.padtype, opts.padlen, n, ah.len().max(bh.len()), OP)?;
    let bc: Vec<Complex64> = bh.iter().map(|v| v.to_c64()).collect();
    let ac: Vec<Complex64> = ah.iter().map(|v| v.to_c64()).collect();
    let zi: Vec<T> = lfilter_zi_host(&bc, &ac, OP)?
        .into_iter()
        .map(T::from_c64)
        .collect();
    let tf = make_tf(&bh, &ah, OP)?;
    let xr = to_rows(x, axis)?;
    run_filtfilt(&xr, &Twice::Tf(tf, zi), edge, kind, &shape, axis)
}

/// The filter of filtfilt (a transfer function) or sosfiltfilt (a cascade), with the initial
/// state (lfilter_zi / sosfilt_zi) it scales by the first sample of each pass.
enum Twice<T: FilterElement> {
    Tf(Tf<T>, Vec<T>),
    Sos(Vec<[T; 6]>, Vec<T>),
}

/// A pass's initial state: `zi * start[row]` (the filter's lfilter_zi / sosfilt_zi scaled by a
/// sample) or a given state `[rows, m]`.
enum Start<'a, T: FilterElement> {
    Scaled(&'a Array<T>),
    Given(&'a Array<T>),
}

impl<T: FilterElement> Twice<T> {
    /// One pass over the rows of `x`: (y, zf).
    fn pass(
        &self,
        x: &Array<T>,
        start: Start<'_, T>,
        reverse: bool,
    ) -> Result<(Array<T>, Array<T>)> {
        match self {
            Twice::Tf(tf, zi) => {
                let init = match start {
                    Start::Scaled(s) => Init::Scaled(zi, s),
                    Start::Given(z) => Init::Given(z),
                };
                rows::filter_rows(x, tf, &init, reverse)
            }
            Twice::Sos(secs, zi) => {
                let init = match start {
                    Start::Scaled(s) => SecInit::Scaled(zi, s),
                    Start::Given(z) => SecInit::Given(z),
                };
                rows::filter_sections(x, secs, &init, reverse)
            }
        }
    }

    /// One pass with y written over `xy` (in place on a GPU); returns zf.
    fn pass_in_place(
        &self,
        xy: &mut Array<T>,
        start: Start<'_, T>,
        reverse: bool,
    ) -> Result<Array<T>> {
        match self {
            Twice::Tf(tf, zi) => {
                let init = match start {
                    Start::Scaled(s) => Init::Scaled(zi, s),
                    Start::Given(z) => Init::Given(z),
                };
                rows::filter_rows_in_place(xy, tf, &init, reverse)
            }
            Twice::Sos(secs, zi) => {
                let init = match start {
                    Start::Scaled(s) => SecInit::Scaled(zi, s),
                    Start::Given(z) => SecInit::Given(z),
                };
                rows::filter_sections_in_place(xy, secs, &init, reverse)
            }
        }
    }
}

/// Gustafsson's forward-backward filter of the rows of `x` (SciPy's `_filtfilt_gust`): the
/// four zero-state passes run on x's device; the least-squares fit of the initial conditions
/// (a QR factorisation of the `m x 2 order` matrix, shared by all rows) on the host.
fn filtfilt_gust<T: FilterElement>(
    x: &Array<T>,
    tf: &Tf<T>,
    irlen: Option<usize>,
) -> Result<Array<T>> {
    use super::cpu::{HostInit, filter_rows as host_filter};
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    let order = tf.m;
    let dev = x.device();
    if order == 0 {
        let g = tf.coef[0] * tf.coef[0];
        let v: Vec<T> = x.to_vec()?.into_iter().map(|e| g * e).collect();
        return Array::from_vec(v, &[rows, n], dev);
    }
    if n == 0 || rows == 0 {
        return x.to_contiguous();
    }
    let m = match irlen {
        Some(l) if n > 2 * l => l,
        _ => n,
    };
    // Obs (m x order): column 0 the zero-input response from zi = e_0, column k shifted by k;
    // computed in complex128 (SciPy builds Obs and S in float64 whatever x's precision)
    let tfw = Tf {
        coef: tf
            .coef
            .iter()
            .map(|v| v.to_c64())
            .collect::<Vec<Complex64>>(),
        m: order,
        sos: false,
    };
    let czero = Complex64::new(0.0, 0.0);
    let mut e0 = vec![czero; order];
    e0[0] = Complex64::new(1.0, 0.0);
    let (h0, _) = host_filter(&vec![czero; m], 1, m, &tfw, &HostInit::Given(&e0), false);
    let mut obs = vec![czero; m * order]; // row-major m x order
    for i in 0..m {
        for k in 0..order.min(i + 1) {
            obs[i * order + k] = h0[i - k];
        }
    }
    // S = lfilter(b, a, Obs[::-1], axis=0): each column of the row-reversed Obs filtered
    let mut s_mat = vec![czero; m * order];
    for k in 0..order {
        let col: Vec<Complex64> = (0..m).map(|i| obs[(m - 1 - i) * order + k]).collect();
        let (f, _) = host_filter(&col, 1, m, &tfw, &HostInit::Zero, false);
        for i in 0..m {
            s_mat[i * order + k] = f[i];
        }
    }
    let p = 2 * order;
    let rows_m = if m == n { n } else { 2 * m };
    // M and W (rows_m x p, row-major), as complex128
    let mut mm = vec![Complex64::new(0.0, 0.0); rows_m * p];
    let mut ww = vec![Complex64::new(0.0, 0.0); rows_m * p];
    for i in 0..m {
        for k in 0..order {
            let sr = s_mat[(m - 1 - i) * order + k].to_c64();
            let o = obs[i * order + k].to_c64();
            let or = obs[(m - 1 - i) * order + k].to_c64();
            let s = s_mat[i * order + k].to_c64();
            if m == n {
                mm[i * p + k] = sr - o;
                mm[i * p + order + k] = or - s;
                ww[i * p + k] = sr;
                ww[i * p + order + k] = or;
            } else {
                mm[i * p + k] = sr - o;
                mm[(m + i) * p + order + k] = or - s;
                ww[i * p + k] = sr;
                ww[(m + i) * p + order + k] = or;
            }
        }
    }
    // the four zero-state passes on the device
    let zero = Init::Zero;
    let y_f = rows::filter_rows(x, tf, &zero, false)?.0;
    let y_fb = rows::filter_rows(&y_f, tf, &zero, true)?.0;
    let y_b = rows::filter_rows(x, tf, &zero, true)?.0;
    let y_bf = rows::filter_rows(&y_b, tf, &zero, false)?.0;
    let fb = y_fb.to_vec()?;
    let bf = y_bf.to_vec()?;
    // least squares M ic = delta for every row at once (SciPy: scipy.linalg.lstsq, SVD with
    // singular values below eps * max(s) dropped), on the host in float64; complex signals as
    // their real and imaginary parts (M is real for real coefficients)
    if mm.iter().any(|v| v.im != 0.0) {
        return Err(Error::Unsupported {
            what: "filtfilt method=\"gust\" with complex filter coefficients".into(),
            backend: format!("{:?}", dev),
        });
    }
    let cpu = gsci_core::Device::cpu();
    let k = 2 * rows;
    let mut delta = vec![0.0f64; rows_m * k];
    for row in 0..rows {
        for i in 0..rows_m {
            let t = if m == n || i < m { i } else { n - 2 * m + i };
            let d = (bf[row * n + t] - fb[row * n + t]).to_c64();
            delta[i * k + 2 * row] = d.re;
            delta[i * k + 2 * row + 1] = d.im;
        }
    }
    let ma = Array::from_vec(mm.iter().map(|v| v.re).collect(), &[rows_m, p], &cpu)?;
    let da = Array::from_vec(delta, &[rows_m, k], &cpu)?;
    let sol = gsci_linalg::lstsq(&ma, &da, Some(f64::EPSILON))?
        .x
        .to_vec()?;
    let solve_rows: Vec<Vec<Complex64>> = (0..rows)
        .map(|row| {
            (0..p)
                .map(|j| Complex64::new(sol[j * k + 2 * row], sol[j * k + 2 * row + 1]))
                .collect()
        })
        .collect();
    let mut out = fb;
    for (row, ic) in solve_rows.iter().enumerate() {
        for i in 0..rows_m {
            let w: Complex64 = (0..p).map(|j| ww[i * p + j] * ic[j]).sum();
            let t = if m == n || i < m { i } else { n - 2 * m + i };
            out[row * n + t] = out[row * n + t] + T::from_c64(w);
        }
    }
    Array::from_vec(out, &[rows, n], dev)
}

/// The two passes of filtfilt/sosfiltfilt over the extended rows `ext` and the un-padding.
fn run_filtfilt<T: FilterElement>(
    xr: &Array<T>,
    filt: &Twice<T>,
    edge: usize,
    kind: u8,
    shape: &[usize],
    axis: usize,
) -> Result<Array<T>> {
    let n = xr.shape()[1];
    let mut out;
    if edge > 0 {
        // The padded signal (left, x, right) is run in pieces chained by their states: the
        // forward pass over the left extension (from zi times its first sample) gives the state
        // entering x, x's pass gives the output buffer, the right extension's pass the values
        // the backward pass starts from; the backward pass over those gives the state entering
        // x from the right, and x's backward pass runs over the output buffer in place. The
        // padded signal and the forward output are never formed (the same recurrences as
        // SciPy's passes over them, in the same order).
        let (left, right) = edge_pieces(xr, edge, kind)?;
        let x0 = column(&left, 0)?;
        let (_, zl) = filt.pass(&left, Start::Scaled(&x0), false)?;
        let (o, zm) = filt.pass(xr, Start::Given(&zl), false)?;
        out = o;
        let (yr, _) = filt.pass(&right, Start::Given(&zm), false)?;
        let y0 = column(&yr, edge - 1)?;
        let (_, zb) = filt.pass(&yr, Start::Scaled(&y0), true)?;
        filt.pass_in_place(&mut out, Start::Given(&zb), true)?;
    } else {
        let x0 = column(xr, 0)?;
        let (o, _) = filt.pass(xr, Start::Scaled(&x0), false)?;
        out = o;
        let y0 = column(&out, n - 1)?;
        filt.pass_in_place(&mut out, Start::Scaled(&y0), true)?;
    }
    from_rows(&out, shape, axis)
}

/// filtfilt's edge extensions of the rows of `x` (`[rows, n]`, `1 <= edge < n`), each
/// `[rows, edge]`: the left one (the padded signal's first `edge` samples) and the right one
/// (its last), as SciPy's odd_ext (kind 0: `2 x_0 - x_{edge-i}`), even_ext (1) and const_ext (2).
fn edge_pieces<T: FilterElement>(
    x: &Array<T>,
    edge: usize,
    kind: u8,
) -> Result<(Array<T>, Array<T>)> {
    let (rows, n) = (x.shape()[0], x.shape()[1] as isize);
    let e = edge as isize;
    let first = x.slice_axis(1, Some(0), Some(1), 1)?;
    let last = x.slice_axis(1, Some(n - 1), Some(n), 1)?;
    // x[edge], ..., x[1] and x[n-2], ..., x[n-1-edge]
    let lrev = x.slice_axis(1, Some(e), Some(0), -1)?;
    let stop = n - 2 - e;
    let rrev = x.slice_axis(1, Some(n - 2), (stop >= 0).then_some(stop), -1)?;
    Ok(match kind {
        0 => ((&(&first + &first)? - &lrev)?, (&(&last + &last)? - &rrev)?),
        1 => (lrev.to_contiguous()?, rrev.to_contiguous()?),
        _ => (
            first.broadcast_to(&[rows, edge])?.to_contiguous()?,
            last.broadcast_to(&[rows, edge])?.to_contiguous()?,
        ),
    })
}

/// A forward-backward digital filter using cascaded second-order sections.
///
/// Equivalent to `scipy.signal.sosfiltfilt(sos, x, axis=-1, padtype='odd', padlen=None)`.
///
/// # Errors
/// [`Error::InvalidArgument`] when `sos` is not `(n, 6)` or `sos[:, 3] != 1`, or the signal is
/// not longer than `padlen`; [`Error::Singular`] from `sosfilt_zi`; [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{sosfiltfilt, SosfiltfiltOptions};
/// let d = Device::cpu();
/// let sos = Array::from_vec(vec![0.5, 0.5, 0.0, 1.0, 0.0, 0.0], &[1, 6], &d)?;
/// let x: Vec<f64> = (0..10).map(|i| (i * i) as f64).collect();
/// let x = Array::from_vec(x, &[10], &d)?;
/// let y = sosfiltfilt(&sos, &x, &SosfiltfiltOptions::default())?.to_vec()?;
/// assert!((y[5] - 25.5).abs() < 1e-12);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn sosfiltfilt<T: FilterElement>(
    sos: &Array<T>,
    x: &Array<T>,
    opts: &SosfiltfiltOptions,
) -> Result<Array<T>> {
    let st = sosfiltfilt_setup(sos, x, opts.axis, opts.padtype, opts.padlen)?;
    run_filtfilt(&st.xr, &st.filt, st.edge, st.kind, x.shape(), st.axis)
}

/// [`sosfiltfilt_setup`]'s result.
struct SosSetup<T: FilterElement> {
    /// The cascade with sosfilt_zi's state.
    filt: Twice<T>,
    /// The extension's length and kind.
    edge: usize,
    kind: u8,
    /// x in row form along `axis` (normalised).
    xr: Array<T>,
    axis: usize,
}

/// sosfiltfilt's checks and setup ([`SosSetup`]).
fn sosfiltfilt_setup<T: FilterElement>(
    sos: &Array<T>,
    x: &Array<T>,
    axis: isize,
    padtype: Option<PadType>,
    padlen: Option<usize>,
) -> Result<SosSetup<T>> {
    const OP: &str = "sosfiltfilt";
    let secs = sos_sections(sos, OP)?;
    let axis = normalize_axis(axis, x.ndim())?;
    let n = x.shape()[axis];
    let ns = secs.len();
    let zb2 = secs.iter().filter(|s| s[2] == T::zero()).count();
    let za2 = secs.iter().filter(|s| s[5] == T::zero()).count();
    let ntaps = 2 * ns + 1 - zb2.min(za2);
    let (edge, kind) = validate_pad(padtype, padlen, n, ntaps, OP)?;
    let zi = sosfilt_zi_host(&secs, OP)?;
    let zi: Vec<T> = zi.into_iter().map(T::from_c64).collect();
    Ok(SosSetup {
        filt: Twice::Sos(secs, zi),
        edge,
        kind,
        xr: to_rows(x, axis)?,
        axis,
    })
}

/// `sosfiltfilt(sos, x, axis)` keeping every q-th sample along `axis` (`decimate`'s IIR
/// zero-phase path; errors as sosfiltfilt's). On a GPU, where the cascade runs whole as a
/// blocked recurrence, the filtered signal is never formed: the forward pass over x stops at
/// its blocks' initial states, and the backward pass recomputes each block's forward output in
/// chunks on the fly and writes only the kept samples (`cuda::filtfilt_every`): scratch is the
/// block states and the edge extensions. Elsewhere sosfiltfilt, then every q-th sample.
pub(crate) fn sosfiltfilt_every<T: FilterElement>(
    sos: &Array<T>,
    x: &Array<T>,
    q: usize,
    axis: usize,
) -> Result<Array<T>> {
    let SosSetup {
        filt,
        edge,
        kind,
        xr,
        ..
    } = sosfiltfilt_setup(sos, x, axis as isize, Some(PadType::Odd), None)?;
    let mut shape = x.shape().to_vec();
    let n = shape[axis];
    let rws = xr.shape()[0];
    if let (Backend::Cuda(c), true) = (xr.device().backend(), edge > 0) {
        let whole = match &filt {
            Twice::Sos(secs, _) => rows::gpu_whole_cascade(true, secs, rws, n),
            Twice::Tf(..) => None,
        };
        if let Some(whole) = whole {
            let (left, right) = edge_pieces(&xr, edge, kind)?;
            let x0 = column(&left, 0)?;
            let (_, zl) = filt.pass(&left, Start::Scaled(&x0), false)?;
            if let Some((plan, stf)) =
                super::cuda::forward_block_states(c, &xr, &whole, &Init::Given(&zl))?
            {
                let (l, m) = (plan.block_len(), whole.m);
                let nb = n.div_ceil(l);
                // the forward pass over the last block from its initial state: the state
                // entering the right extension
                let last = xr
                    .slice_axis(1, Some(((nb - 1) * l) as isize), None, 1)?
                    .to_contiguous()?;
                let f_last = stf
                    .slice_axis(1, Some(nb as isize - 1), None, 1)?
                    .reshape(&[rws as isize, m as isize])?
                    .to_contiguous()?;
                let (_, zm) = rows::filter_rows(&last, &whole, &Init::Given(&f_last), false)?;
                let (yr, _) = filt.pass(&right, Start::Given(&zm), false)?;
                let y0 = column(&yr, edge - 1)?;
                let (_, zb) = filt.pass(&yr, Start::Scaled(&y0), true)?;
                let out = super::cuda::filtfilt_every(c, &xr, &plan, &stf, &zb, q)?;
                shape[axis] = n.div_ceil(q);
                return from_rows(&out, &shape, axis);
            }
        }
    }
    let y = run_filtfilt(&xr, &filt, edge, kind, &shape, axis)?;
    y.slice_axis(axis as isize, None, None, q as isize)?
        .to_contiguous()
}
