//! Savitzky-Golay filters: `savgol_coeffs`, `savgol_filter`.

use super::conv::direct;
use super::lfilter::{from_rows, to_rows};
use super::{FilterElement, invalid};
use gsci_core::{Array, Device, Result, normalize_axis};

/// `use` of [`savgol_coeffs`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SavgolUse {
    /// Coefficients ordered for a convolution (default).
    #[default]
    Conv,
    /// Coefficients ordered for a dot product.
    Dot,
}

/// Keyword arguments of [`savgol_coeffs`].
#[derive(Clone, Debug)]
pub struct SavgolCoeffsOptions {
    /// Order of the derivative (default 0).
    pub deriv: usize,
    /// Sample spacing (default 1.0; used when `deriv > 0`).
    pub delta: f64,
    /// Evaluation point within the window (default: its centre).
    pub pos: Option<f64>,
    /// `use` (default conv).
    pub use_: SavgolUse,
}

impl Default for SavgolCoeffsOptions {
    fn default() -> Self {
        SavgolCoeffsOptions {
            deriv: 0,
            delta: 1.0,
            pos: None,
            use_: SavgolUse::Conv,
        }
    }
}

/// `mode` of [`savgol_filter`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum SavgolMode {
    /// `d c b | a b c d | c b a`.
    Mirror,
    /// Pad with `cval`.
    Constant,
    /// Repeat the edge values.
    Nearest,
    /// Circular.
    Wrap,
    /// Fit a polynomial to the edge windows (default).
    #[default]
    Interp,
}

/// Keyword arguments of [`savgol_filter`].
#[derive(Clone, Debug)]
pub struct SavgolFilterOptions {
    /// Order of the derivative (default 0).
    pub deriv: usize,
    /// Sample spacing (default 1.0).
    pub delta: f64,
    /// The axis to filter along (default -1).
    pub axis: isize,
    /// Edge handling (default interp).
    pub mode: SavgolMode,
    /// The pad value of `Constant` (default 0).
    pub cval: f64,
}

impl Default for SavgolFilterOptions {
    fn default() -> Self {
        SavgolFilterOptions {
            deriv: 0,
            delta: 1.0,
            axis: -1,
            mode: SavgolMode::Interp,
            cval: 0.0,
        }
    }
}

/// Householder QR of the column-major `n x m` matrix `a` (n >= m): returns (Q `n x m`
/// column-major, R `m x m` row-major upper triangular).
pub(crate) fn qr(a: &[f64], n: usize, m: usize) -> (Vec<f64>, Vec<f64>) {
    let mut r = a.to_vec();
    let mut vs: Vec<Vec<f64>> = Vec::with_capacity(m);
    for k in 0..m {
        let col = &r[k * n..(k + 1) * n];
        let norm = col[k..].iter().map(|v| v * v).sum::<f64>().sqrt();
        let mut v = vec![0.0; n];
        v[k..].copy_from_slice(&col[k..]);
        let alpha = if col[k] >= 0.0 { -norm } else { norm };
        v[k] -= alpha;
        let vn = v.iter().map(|x| x * x).sum::<f64>();
        if vn > 0.0 {
            for j in k..m {
                let c = &mut r[j * n..(j + 1) * n];
                let d: f64 = v.iter().zip(c.iter()).map(|(a, b)| a * b).sum::<f64>() * 2.0 / vn;
                for (ci, vi) in c.iter_mut().zip(&v) {
                    *ci -= d * vi;
                }
            }
        }
        vs.push(v);
    }
    let mut rr = vec![0.0; m * m];
    for i in 0..m {
        for j in i..m {
            rr[i * m + j] = r[j * n + i];
        }
    }
    // Q = H_0 H_1 ... H_{m-1} applied to the first m columns of the identity
    let mut q = vec![0.0; n * m];
    for j in 0..m {
        q[j * n + j] = 1.0;
    }
    for k in (0..m).rev() {
        let v = &vs[k];
        let vn = v.iter().map(|x| x * x).sum::<f64>();
        if vn == 0.0 {
            continue;
        }
        for j in 0..m {
            let c = &mut q[j * n..(j + 1) * n];
            let d: f64 = v.iter().zip(c.iter()).map(|(a, b)| a * b).sum::<f64>() * 2.0 / vn;
            for (ci, vi) in c.iter_mut().zip(v) {
                *ci -= d * vi;
            }
        }
    }
    (q, rr)
}

fn factorial(k: usize) -> f64 {
    (1..=k).map(|v| v as f64).product()
}

/// The coefficients on the host, f64.
fn coeffs_host(
    window_length: usize,
    polyorder: usize,
    o: &SavgolCoeffsOptions,
) -> Result<Vec<f64>> {
    const OP: &str = "savgol_coeffs";
    if polyorder >= window_length {
        return Err(invalid(
            OP,
            "polyorder: polyorder must be less than window_length.",
        ));
    }
    let (half, rem) = (window_length / 2, window_length % 2);
    let pos = o.pos.unwrap_or(if rem == 0 {
        half as f64 - 0.5
    } else {
        half as f64
    });
    if !(0.0..window_length as f64).contains(&pos) {
        return Err(invalid(
            OP,
            "pos: pos must be nonnegative and less than window_length.",
        ));
    }
    if o.deriv > polyorder {
        return Ok(vec![0.0; window_length]);
    }
    let mut x: Vec<f64> = (0..window_length).map(|i| i as f64 - pos).collect();
    if o.use_ == SavgolUse::Conv {
        x.reverse();
    }
    // minimum-norm solution of A c = y, A[k][i] = x_i^k: rows scaled by s^-k (same solution),
    // A^T = Q R, c = Q R^-T y.
    let s = x.iter().fold(1.0f64, |m, v| m.max(v.abs()));
    let (n, m) = (window_length, polyorder + 1);
    let mut at = vec![0.0; n * m]; // column-major n x m: column k = (x / s)^k
    for k in 0..m {
        for i in 0..n {
            at[k * n + i] = (x[i] / s).powi(k as i32);
        }
    }
    let (q, r) = qr(&at, n, m);
    let mut y = vec![0.0; m];
    y[o.deriv] = factorial(o.deriv) / o.delta.powi(o.deriv as i32) / s.powi(o.deriv as i32);
    // forward substitution R^T z = y
    let mut z = vec![0.0; m];
    for i in 0..m {
        let mut acc = y[i];
        for j in 0..i {
            acc -= r[j * m + i] * z[j];
        }
        z[i] = acc / r[i * m + i];
    }
    Ok((0..n)
        .map(|i| (0..m).map(|k| q[k * n + i] * z[k]).sum())
        .collect())
}

/// Compute the coefficients of a 1-D Savitzky-Golay FIR filter.
///
/// Equivalent to `scipy.signal.savgol_coeffs(window_length, polyorder, deriv=0, delta=1.0,
/// pos=None, use='conv')`: the minimum-norm least-squares solution (Householder QR in float64
/// on the host), returned as a float64 array on the CPU.
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when `polyorder >=
/// window_length` or `pos` is outside the window.
///
/// ```
/// use gsci_signal::{savgol_coeffs, SavgolCoeffsOptions};
/// let c = savgol_coeffs(5, 2, &SavgolCoeffsOptions::default())?.to_vec()?;
/// let scipy = [-0.08571429, 0.34285714, 0.48571429, 0.34285714, -0.08571429];
/// assert!(c.iter().zip(scipy).all(|(a, b)| (a - b).abs() < 1e-8));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn savgol_coeffs(
    window_length: usize,
    polyorder: usize,
    opts: &SavgolCoeffsOptions,
) -> Result<Array<f64>> {
    let c = coeffs_host(window_length, polyorder, opts)?;
    Array::from_vec(c, &[window_length], &Device::cpu())
}

/// The linear map (row-major `halflen x w`) from a window of `w` samples to the values of the
/// least-squares polynomial's `deriv`-th derivative at positions `at` (SciPy's polyfit/polyval of
/// the interp edges).
fn edge_map(w: usize, polyorder: usize, deriv: usize, delta: f64, at: &[usize]) -> Vec<f64> {
    let m = polyorder + 1;
    let s = (w - 1).max(1) as f64;
    let mut v = vec![0.0; w * m]; // column-major w x m, columns (t / s)^k
    for k in 0..m {
        for t in 0..w {
            v[k * w + t] = (t as f64 / s).powi(k as i32);
        }
    }
    let (q, r) = qr(&v, w, m);
    // pinv(V) = R^-1 Q^T; row i of the map: e_i^T R^-1 Q^T with e_i the derivative basis
    let mut out = Vec::with_capacity(at.len() * w);
    for &i in at {
        let u = i as f64 / s;
        // d^deriv/dt^deriv (t/s)^k = k!/(k-d)! u^(k-d) / s^d
        let mut e = vec![0.0; m];
        for (k, ek) in e.iter_mut().enumerate().skip(deriv) {
            *ek = factorial(k) / factorial(k - deriv) * u.powi((k - deriv) as i32)
                / s.powi(deriv as i32)
                / delta.powi(deriv as i32);
        }
        // solve R^T g = e (so that e^T R^-1 = g^T)
        let mut g = vec![0.0; m];
        for a in 0..m {
            let mut acc = e[a];
            for b in 0..a {
                acc -= r[b * m + a] * g[b];
            }
            g[a] = acc / r[a * m + a];
        }
        for t in 0..w {
            out.push((0..m).map(|k| q[k * w + t] * g[k]).sum());
        }
    }
    out
}

/// Apply a Savitzky-Golay filter to an array.
///
/// Equivalent to `scipy.signal.savgol_filter(x, window_length, polyorder, deriv=0, delta=1.0,
/// axis=-1, mode='interp', cval=0.0)` for real `x` (complex input is refused: SciPy casts it to
/// float64, dropping the imaginary part). The convolution runs on `x`'s device; `interp`'s
/// polynomial edge fits (two windows per signal) are evaluated on the host.
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) for complex `x`, `polyorder >=
/// window_length`, or `mode=interp` with `window_length` longer than the axis;
/// [`Error::AxisOutOfBounds`](gsci_core::Error::AxisOutOfBounds).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{savgol_filter, SavgolFilterOptions};
/// let x = Array::from_vec(vec![2.0, 2.0, 5.0, 2.0, 1.0, 0.0, 1.0, 4.0, 9.0], &[9], &Device::cpu())?;
/// let y: Vec<f64> = savgol_filter(&x, 5, 2, &SavgolFilterOptions::default())?.to_vec()?;
/// let scipy = [1.65714286, 3.17142857, 3.54285714, 2.85714286, 0.65714286, 0.17142857, 1.0, 4.0, 9.0];
/// assert!(y.iter().zip(scipy).all(|(a, b)| (a - b).abs() < 1e-7));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn savgol_filter<T: FilterElement>(
    x: &Array<T>,
    window_length: usize,
    polyorder: usize,
    opts: &SavgolFilterOptions,
) -> Result<Array<T>> {
    const OP: &str = "savgol_filter";
    if T::IS_COMPLEX {
        return Err(invalid(
            OP,
            "x: complex input is not supported (SciPy casts it to float64)",
        ));
    }
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let n = x.shape()[axis];
    let c = coeffs_host(
        window_length,
        polyorder,
        &SavgolCoeffsOptions {
            deriv: opts.deriv,
            delta: opts.delta,
            pos: None,
            use_: SavgolUse::Conv,
        },
    )
    .map_err(|e| match e {
        gsci_core::Error::InvalidArgument { reason, .. } => invalid(OP, reason),
        e => e,
    })?;
    if opts.mode == SavgolMode::Interp && window_length > n {
        return Err(invalid(
            OP,
            format!(
                "window_length: If mode is 'interp', window_length must be less than or equal to \
                 the size of x ({window_length} > {n})."
            ),
        ));
    }
    let (code, cval) = match opts.mode {
        SavgolMode::Mirror => (3, 0.0),
        SavgolMode::Constant => (0, opts.cval),
        SavgolMode::Nearest => (4, 0.0),
        SavgolMode::Wrap => (1, 0.0),
        SavgolMode::Interp => (0, 0.0),
    };
    if n == 0 || x.is_empty() {
        return x.to_contiguous();
    }
    let shape = x.shape().to_vec();
    let xr = to_rows(x, axis)?;
    let rows = xr.shape()[0];
    let taps = Array::from_vec(
        c.iter().map(|v| T::from_f64(*v)).collect(),
        &[1, window_length],
        x.device(),
    )?;
    let y = direct(
        &xr,
        &taps,
        &[rows, n],
        &[0, window_length / 2],
        code,
        T::from_f64(cval),
    )?;
    if opts.mode != SavgolMode::Interp {
        return from_rows(&y, &shape, axis);
    }
    let half = window_length / 2;
    if half == 0 {
        return from_rows(&y, &shape, axis);
    }
    let w = window_length;
    let left_map = edge_map(
        w,
        polyorder,
        opts.deriv,
        opts.delta,
        &(0..half).collect::<Vec<_>>(),
    );
    let right_map = edge_map(
        w,
        polyorder,
        opts.deriv,
        opts.delta,
        &(w - half..w).collect::<Vec<_>>(),
    );
    let lw = xr.slice_axis(1, Some(0), Some(w as isize), 1)?.to_vec()?;
    let rw = xr
        .slice_axis(1, Some((n - w) as isize), Some(n as isize), 1)?
        .to_vec()?;
    let apply = |win: &[T], map: &[f64]| -> Vec<T> {
        let mut out = Vec::with_capacity(rows * half);
        for r in 0..rows {
            let xw = &win[r * w..(r + 1) * w];
            for i in 0..half {
                let mut acc = gsci_core::Complex64::new(0.0, 0.0);
                for (t, xv) in xw.iter().enumerate() {
                    acc += map[i * w + t] * xv.to_c64();
                }
                out.push(T::from_c64(acc));
            }
        }
        out
    };
    let left = Array::from_vec(apply(&lw, &left_map), &[rows, half], x.device())?;
    let right = Array::from_vec(apply(&rw, &right_map), &[rows, half], x.device())?;
    let mid = y.slice_axis(1, Some(half as isize), Some((n - half) as isize), 1)?;
    let full = gsci_core::concatenate(&[&left, &mid, &right], 1)?;
    from_rows(&full, &shape, axis)
}
