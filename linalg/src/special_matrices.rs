//! scipy.linalg's special matrices: `toeplitz`, `circulant`, `hankel`, `hadamard`, `companion`,
//! `block_diag`, `hilbert`, `leslie`, `dft`, `fiedler`, `convolution_matrix`, `khatri_rao`.
//!
//! They are O(n²) data assembled from O(n) parameters: each is built on the host and uploaded to
//! the device of its input (or the device given), except `khatri_rao`, a batched GEMM on either
//! backend.

use crate::products::{matmul, reshape_to};
use crate::scalar::LinalgScalar;
use crate::util::same_device;
use gsci_core::{Array, Complex64, Device, Error, Result};

/// A host buffer for a `rows x cols` matrix whose size comes from the caller: an error naming
/// `op` (never a capacity overflow or an allocation abort) when it cannot exist.
fn host_matrix<T>(op: &'static str, rows: usize, cols: usize) -> Result<Vec<T>> {
    let len = rows
        .checked_mul(cols)
        .ok_or_else(|| Error::InvalidArgument {
            op,
            reason: format!("a {rows} x {cols} matrix has more elements than memory can address"),
        })?;
    gsci_core::host::try_with_capacity(len, op, "the matrix")
}

fn vector<T: LinalgScalar>(x: &Array<T>, op: &'static str) -> Result<Vec<T>> {
    if x.ndim() != 1 {
        return Err(Error::InvalidShape {
            op,
            shape: x.shape().to_vec(),
            reason: "a 1-D array is expected".into(),
        });
    }
    x.to_vec()
}

/// Toeplitz matrix with first column `c` and first row `r` (`r[0]` ignored; by default
/// `conj(c)`).
///
/// Equivalent to `scipy.linalg.toeplitz`.
///
/// # Errors
/// [`Error::InvalidShape`] for inputs that are not 1-D.
///
/// ```
/// use gsci_core::{Array, Device};
/// let c = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &Device::cpu())?;
/// let t = gsci_linalg::toeplitz(&c, None)?;
/// assert_eq!(t.to_vec()?, vec![1.0, 2.0, 3.0, 2.0, 1.0, 2.0, 3.0, 2.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn toeplitz<T: LinalgScalar>(c: &Array<T>, r: Option<&Array<T>>) -> Result<Array<T>> {
    let cv = vector(c, "toeplitz")?;
    let rv = match r {
        Some(r) => {
            same_device(c, r, "toeplitz")?;
            vector(r, "toeplitz")?
        }
        None => cv.iter().map(|x| x.conj()).collect(),
    };
    let (m, n) = (cv.len(), rv.len());
    let mut out = host_matrix("toeplitz", m, n)?;
    for i in 0..m {
        for j in 0..n {
            out.push(if i >= j { cv[i - j] } else { rv[j - i] });
        }
    }
    Array::from_vec(out, &[m, n], c.device())
}

/// Circulant matrix with first column `c`.
///
/// Equivalent to `scipy.linalg.circulant`.
///
/// # Errors
/// [`Error::InvalidShape`] unless `c` is 1-D.
///
/// ```
/// use gsci_core::{Array, Device};
/// let c = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &Device::cpu())?;
/// let t = gsci_linalg::circulant(&c)?;
/// assert_eq!(t.to_vec()?, vec![1.0, 3.0, 2.0, 2.0, 1.0, 3.0, 3.0, 2.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn circulant<T: LinalgScalar>(c: &Array<T>) -> Result<Array<T>> {
    let cv = vector(c, "circulant")?;
    let n = cv.len();
    let mut out = host_matrix("circulant", n, n)?;
    out.extend((0..n * n).map(|k| cv[(k / n + n - k % n) % n]));
    Array::from_vec(out, &[n, n], c.device())
}

/// Hankel matrix with first column `c` and last row `r` (`r[0]` ignored; zeros by default).
///
/// Equivalent to `scipy.linalg.hankel`.
///
/// # Errors
/// [`Error::InvalidShape`] for inputs that are not 1-D.
///
/// ```
/// use gsci_core::{Array, Device};
/// let c = Array::from_vec(vec![1.0f64, 2.0], &[2], &Device::cpu())?;
/// assert_eq!(gsci_linalg::hankel(&c, None)?.to_vec()?, vec![1.0, 2.0, 2.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn hankel<T: LinalgScalar>(c: &Array<T>, r: Option<&Array<T>>) -> Result<Array<T>> {
    let cv = vector(c, "hankel")?;
    let rv = match r {
        Some(r) => {
            same_device(c, r, "hankel")?;
            vector(r, "hankel")?
        }
        None => vec![T::zero(); cv.len()],
    };
    let (m, n) = (cv.len(), rv.len());
    let mut vals = cv.clone();
    vals.extend(rv.iter().skip(1));
    let mut out = host_matrix("hankel", m, n)?;
    out.extend((0..m * n).map(|k| vals[k / n + k % n]));
    Array::from_vec(out, &[m, n], c.device())
}

/// Sylvester's Hadamard matrix of order `n` (a power of 2).
///
/// Equivalent to `scipy.linalg.hadamard`.
///
/// # Errors
/// [`Error::InvalidArgument`] unless `n` is a positive power of 2.
///
/// ```
/// use gsci_core::Device;
/// let h = gsci_linalg::hadamard::<f64>(2, &Device::cpu())?;
/// assert_eq!(h.to_vec()?, vec![1.0, 1.0, 1.0, -1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn hadamard<T: LinalgScalar>(n: usize, device: &Device) -> Result<Array<T>> {
    if n == 0 || !n.is_power_of_two() {
        return Err(Error::InvalidArgument {
            op: "hadamard",
            reason: format!("n must be a positive power of 2, got {n}"),
        });
    }
    // H[i, j] = (-1)^popcount(i & j).
    let mut out = host_matrix("hadamard", n, n)?;
    out.extend((0..n * n).map(|k| {
        let s = ((k / n) & (k % n)).count_ones() % 2;
        T::from_f64(if s == 0 { 1.0 } else { -1.0 })
    }));
    Array::from_vec(out, &[n, n], device)
}

/// Companion matrix of the polynomial with coefficients `a` (highest degree first).
///
/// Equivalent to `scipy.linalg.companion`.
///
/// # Errors
/// [`Error::InvalidArgument`] if `a` has fewer than two coefficients or `a[0] == 0`.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![1.0f64, -3.0, 2.0], &[3], &Device::cpu())?;
/// assert_eq!(gsci_linalg::companion(&a)?.to_vec()?, vec![3.0, -2.0, 1.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn companion<T: LinalgScalar>(a: &Array<T>) -> Result<Array<T>> {
    let av = vector(a, "companion")?;
    if av.len() < 2 || av[0] == T::zero() {
        return Err(Error::InvalidArgument {
            op: "companion",
            reason: "needs at least two coefficients and a[0] != 0".into(),
        });
    }
    let n = av.len() - 1;
    let mut out = host_matrix("companion", n, n)?;
    out.resize(n * n, T::zero());
    for j in 0..n {
        out[j] = -av[j + 1] / av[0];
    }
    for i in 1..n {
        out[i * n + i - 1] = T::one();
    }
    Array::from_vec(out, &[n, n], a.device())
}

/// Block-diagonal matrix from 0-d, 1-D (one row) or 2-D blocks.
///
/// Equivalent to `scipy.linalg.block_diag`.
///
/// # Errors
/// [`Error::InvalidShape`] for a block of more than two dimensions; [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1.0f64], &[1, 1], &dev)?;
/// let b = Array::from_vec(vec![2.0f64, 3.0], &[2], &dev)?;
/// let d = gsci_linalg::block_diag(&[&a, &b], &dev)?;
/// assert_eq!(d.shape(), &[2, 3]);
/// assert_eq!(d.to_vec()?, vec![1.0, 0.0, 0.0, 0.0, 2.0, 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn block_diag<T: LinalgScalar>(blocks: &[&Array<T>], device: &Device) -> Result<Array<T>> {
    let mut shapes = Vec::with_capacity(blocks.len());
    for b in blocks {
        if b.device() != device {
            return Err(Error::DeviceMismatch {
                op: "block_diag",
                left: device.to_string(),
                right: b.device().to_string(),
            });
        }
        shapes.push(match b.ndim() {
            0 => (1, 1),
            1 => (1, b.shape()[0]),
            2 => (b.shape()[0], b.shape()[1]),
            _ => {
                return Err(Error::InvalidShape {
                    op: "block_diag",
                    shape: b.shape().to_vec(),
                    reason: "blocks must have at most two dimensions".into(),
                });
            }
        });
    }
    let rows: usize = shapes.iter().map(|s| s.0).sum();
    let cols: usize = shapes.iter().map(|s| s.1).sum();
    let mut out = host_matrix("block_diag", rows, cols)?;
    out.resize(rows * cols, T::zero());
    let (mut r0, mut c0) = (0, 0);
    for (b, &(r, c)) in blocks.iter().zip(&shapes) {
        let v = b.to_vec()?;
        for i in 0..r {
            out[(r0 + i) * cols + c0..(r0 + i) * cols + c0 + c]
                .copy_from_slice(&v[i * c..(i + 1) * c]);
        }
        r0 += r;
        c0 += c;
    }
    Array::from_vec(out, &[rows, cols], device)
}

/// Hilbert matrix of order `n`: `1 / (i + j + 1)`.
///
/// Equivalent to `scipy.linalg.hilbert`.
///
/// # Errors
/// Only allocation errors.
///
/// ```
/// use gsci_core::Device;
/// let h = gsci_linalg::hilbert::<f64>(2, &Device::cpu())?;
/// assert_eq!(h.to_vec()?, vec![1.0, 0.5, 0.5, 1.0 / 3.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn hilbert<T: LinalgScalar>(n: usize, device: &Device) -> Result<Array<T>> {
    let mut out = host_matrix("hilbert", n, n)?;
    out.extend((0..n * n).map(|k| T::from_f64(1.0 / ((k / n + k % n + 1) as f64))));
    Array::from_vec(out, &[n, n], device)
}

/// Leslie matrix from fecundity `f` (length n) and survival `s` (length n - 1).
///
/// Equivalent to `scipy.linalg.leslie`.
///
/// # Errors
/// [`Error::InvalidArgument`] unless `len(s) == len(f) - 1` and `len(f) >= 1`.
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let f = Array::from_vec(vec![0.5f64, 2.0], &[2], &dev)?;
/// let s = Array::from_vec(vec![0.8f64], &[1], &dev)?;
/// assert_eq!(gsci_linalg::leslie(&f, &s)?.to_vec()?, vec![0.5, 2.0, 0.8, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn leslie<T: LinalgScalar>(f: &Array<T>, s: &Array<T>) -> Result<Array<T>> {
    same_device(f, s, "leslie")?;
    let (fv, sv) = (vector(f, "leslie")?, vector(s, "leslie")?);
    if fv.is_empty() || sv.len() + 1 != fv.len() {
        return Err(Error::InvalidArgument {
            op: "leslie",
            reason: format!(
                "len(s) must be len(f) - 1 and f non-empty (got {} and {})",
                fv.len(),
                sv.len()
            ),
        });
    }
    let n = fv.len();
    let mut out = host_matrix("leslie", n, n)?;
    out.resize(n * n, T::zero());
    out[..n].copy_from_slice(&fv);
    for (i, &v) in sv.iter().enumerate() {
        out[(i + 1) * n + i] = v;
    }
    Array::from_vec(out, &[n, n], f.device())
}

/// Scaling of [`dft`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DftScale {
    /// No scaling (SciPy's `None`).
    #[default]
    None,
    /// Divide by `sqrt(n)` (unitary).
    Sqrtn,
    /// Divide by `n`.
    N,
}

/// Discrete Fourier transform matrix `exp(-2 pi i j k / n)`, complex128.
///
/// Equivalent to `scipy.linalg.dft`.
///
/// # Errors
/// Only allocation errors.
///
/// ```
/// use gsci_core::Device;
/// use gsci_linalg::{DftScale, dft};
/// let m = dft(2, DftScale::None, &Device::cpu())?.to_vec()?;
/// assert!((m[3].re + 1.0).abs() < 1e-15);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn dft(n: usize, scale: DftScale, device: &Device) -> Result<Array<Complex64>> {
    let s = match scale {
        DftScale::None => 1.0,
        DftScale::Sqrtn => 1.0 / (n as f64).sqrt(),
        DftScale::N => 1.0 / n as f64,
    };
    let mut out = host_matrix("dft", n, n)?;
    out.extend((0..n * n).map(|k| {
        // Reduce j*k mod n first so large orders keep full accuracy in the angle.
        let e = ((k / n) * (k % n)) % n.max(1);
        let t = -2.0 * std::f64::consts::PI * e as f64 / n as f64;
        Complex64::new(t.cos() * s, t.sin() * s)
    }));
    Array::from_vec(out, &[n, n], device)
}

/// Fiedler matrix `|a[i] - a[j]|`.
///
/// Equivalent to `scipy.linalg.fiedler`.
///
/// # Errors
/// [`Error::InvalidShape`] unless `a` is 1-D.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 4.0], &[2], &Device::cpu())?;
/// assert_eq!(gsci_linalg::fiedler(&a)?.to_vec()?, vec![0.0, 3.0, 3.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fiedler<T: LinalgScalar>(a: &Array<T>) -> Result<Array<T>> {
    let av = vector(a, "fiedler")?;
    let n = av.len();
    let mut out = host_matrix("fiedler", n, n)?;
    out.extend((0..n * n).map(|k| T::from_re((av[k / n] - av[k % n]).modulus())));
    Array::from_vec(out, &[n, n], a.device())
}

/// Output size of [`convolution_matrix`], as `numpy.convolve`'s modes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ConvolveMode {
    /// `n + m - 1` rows (SciPy's default).
    #[default]
    Full,
    /// `max(n, m)` rows, centred.
    Same,
    /// `max(n, m) - min(n, m) + 1` rows.
    Valid,
}

/// The matrix whose product with a length-`n` vector convolves it with `a`.
///
/// Equivalent to `scipy.linalg.convolution_matrix`.
///
/// # Errors
/// [`Error::InvalidArgument`] for `n == 0` or an empty `a`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{ConvolveMode, convolution_matrix};
/// let a = Array::from_vec(vec![1.0f64, 2.0], &[2], &Device::cpu())?;
/// let c = convolution_matrix(&a, 2, ConvolveMode::Full)?;
/// assert_eq!(c.to_vec()?, vec![1.0, 0.0, 2.0, 1.0, 0.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn convolution_matrix<T: LinalgScalar>(
    a: &Array<T>,
    n: usize,
    mode: ConvolveMode,
) -> Result<Array<T>> {
    let av = vector(a, "convolution_matrix")?;
    let m = av.len();
    if n == 0 || m == 0 {
        return Err(Error::InvalidArgument {
            op: "convolution_matrix",
            reason: "n and len(a) must be positive".into(),
        });
    }
    // Full: row r, column j holds a[r - j].
    let full = n + m - 1;
    let (start, rows) = match mode {
        ConvolveMode::Full => (0, full),
        ConvolveMode::Same => {
            let rows = n.max(m);
            ((full - rows) / 2, rows)
        }
        ConvolveMode::Valid => {
            let rows = n.max(m) - n.min(m) + 1;
            (n.min(m) - 1, rows)
        }
    };
    let mut out = host_matrix("convolution_matrix", rows, n)?;
    out.resize(rows * n, T::zero());
    for r in 0..rows {
        let fr = r + start;
        for j in 0..n {
            if fr >= j && fr - j < m {
                out[r * n + j] = av[fr - j];
            }
        }
    }
    Array::from_vec(out, &[rows, n], a.device())
}

/// Column-wise Kronecker product: `(I, K)` and `(J, K)` give `(I * J, K)`.
///
/// Equivalent to `scipy.linalg.khatri_rao`.
///
/// # Errors
/// [`Error::InvalidShape`] unless both are 2-D; [`Error::ShapeMismatch`] when the column counts
/// differ.
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1.0f64, 2.0], &[2, 1], &dev)?;
/// let b = Array::from_vec(vec![3.0f64, 4.0], &[2, 1], &dev)?;
/// assert_eq!(gsci_linalg::khatri_rao(&a, &b)?.to_vec()?, vec![3.0, 4.0, 6.0, 8.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn khatri_rao<T: LinalgScalar>(a: &Array<T>, b: &Array<T>) -> Result<Array<T>> {
    const OP: &str = "khatri_rao";
    same_device(a, b, OP)?;
    if a.ndim() != 2 || b.ndim() != 2 {
        return Err(Error::InvalidShape {
            op: OP,
            shape: if a.ndim() != 2 { a.shape() } else { b.shape() }.to_vec(),
            reason: "both arrays must be 2-D".into(),
        });
    }
    let (i, k) = (a.shape()[0], a.shape()[1]);
    let (j, k2) = (b.shape()[0], b.shape()[1]);
    if k != k2 {
        return Err(Error::ShapeMismatch {
            op: OP,
            left: a.shape().to_vec(),
            right: b.shape().to_vec(),
        });
    }
    // K outer products (I x 1)(1 x J) as one batched GEMM, then (K, I, J) -> (I, J, K).
    let at = a.transpose()?.expand_dims(&[-1])?;
    let bt = b.transpose()?.expand_dims(&[-2])?;
    let p = matmul(&at, &bt)?;
    reshape_to(&p.permute_axes(&[1, 2, 0])?, &[i * j, k])
}
