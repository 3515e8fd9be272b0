//! Convolution and correlation: `convolve`, `correlate`, `fftconvolve`, `oaconvolve`,
//! `choose_conv_method`, `correlation_lags`, `convolve2d`, `correlate2d`, `deconvolve`.
//!
//! The direct method is one kernel (one thread per output, any boundary) on the GPU and a rayon
//! loop on the CPU; the FFT method runs gsci-fft's transforms on the inputs' device.

use super::{FilterElement, invalid};
use gsci_core::cuda::{KernelArgs, grid_1d};
use gsci_core::{Array, Backend, Device, Error, Result, normalize_axis};
use rayon::prelude::*;

/// SciPy's `mode` of the convolutions: the size of the output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ConvMode {
    /// The full discrete linear convolution (default).
    #[default]
    Full,
    /// Centered with respect to `full`, the size of `in1`.
    Same,
    /// Only elements that do not rely on zero-padding.
    Valid,
}

/// SciPy's `method` of `convolve` / `correlate`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum ConvMethod {
    /// [`choose_conv_method`]'s pick (default).
    #[default]
    Auto,
    /// Direct sums.
    Direct,
    /// Through FFTs ([`fftconvolve`]).
    Fft,
}

/// Keyword arguments of [`convolve`].
#[derive(Clone, Debug, Default)]
pub struct ConvolveOptions {
    /// Output size (default full).
    pub mode: ConvMode,
    /// Method (default auto).
    pub method: ConvMethod,
}

/// Keyword arguments of [`correlate`].
#[derive(Clone, Debug, Default)]
pub struct CorrelateOptions {
    /// Output size (default full).
    pub mode: ConvMode,
    /// Method (default auto).
    pub method: ConvMethod,
}

/// Keyword arguments of [`fftconvolve`].
#[derive(Clone, Debug, Default)]
pub struct FftconvolveOptions {
    /// Output size (default full).
    pub mode: ConvMode,
    /// Axes to convolve over (None: all); the other axes broadcast.
    pub axes: Option<Vec<isize>>,
}

/// Keyword arguments of [`oaconvolve`].
#[derive(Clone, Debug, Default)]
pub struct OaconvolveOptions {
    /// Output size (default full).
    pub mode: ConvMode,
    /// Axes to convolve over (None: all); the other axes broadcast.
    pub axes: Option<Vec<isize>>,
}

/// Keyword arguments of [`choose_conv_method`].
#[derive(Clone, Debug, Default)]
pub struct ChooseConvMethodOptions {
    /// Output size (default full).
    pub mode: ConvMode,
}

/// Keyword arguments of [`correlation_lags`].
#[derive(Clone, Debug, Default)]
pub struct CorrelationLagsOptions {
    /// Output size of the correlation (default full).
    pub mode: ConvMode,
}

/// `boundary` of [`convolve2d`] / [`correlate2d`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Boundary {
    /// Pad with `fillvalue` (default).
    #[default]
    Fill,
    /// Circular.
    Wrap,
    /// Symmetric (the edge repeated: `x[-1] = x[0]`).
    Symm,
}

/// Keyword arguments of [`convolve2d`] and [`correlate2d`].
#[derive(Clone, Debug)]
pub struct Convolve2dOptions<T: FilterElement> {
    /// Output size (default full).
    pub mode: ConvMode,
    /// Boundary condition (default fill).
    pub boundary: Boundary,
    /// The pad value of `Boundary::Fill` (default 0).
    pub fillvalue: T,
}

impl<T: FilterElement> Default for Convolve2dOptions<T> {
    fn default() -> Self {
        Convolve2dOptions {
            mode: ConvMode::Full,
            boundary: Boundary::Fill,
            fillvalue: T::zero(),
        }
    }
}

/// What [`deconvolve`] returns.
#[derive(Clone, Debug)]
pub struct DeconvolveResult<T: FilterElement> {
    /// Quotient: `signal = convolve(divisor, quotient) + remainder`.
    pub quotient: Array<T>,
    /// Remainder.
    pub remainder: Array<T>,
}

fn check_same_device<T: FilterElement>(op: &'static str, a: &Array<T>, b: &Array<T>) -> Result<()> {
    if a.device() != b.device() {
        return Err(Error::DeviceMismatch {
            op,
            left: format!("{:?}", a.device()),
            right: format!("{:?}", b.device()),
        });
    }
    Ok(())
}

/// SciPy's `_inputs_swap_needed` over `axes`.
fn swap_needed(
    op: &'static str,
    mode: ConvMode,
    s1: &[usize],
    s2: &[usize],
    axes: &[usize],
) -> Result<bool> {
    if mode != ConvMode::Valid || s1.is_empty() {
        return Ok(false);
    }
    let ok1 = axes.iter().all(|&i| s1[i] >= s2[i]);
    let ok2 = axes.iter().all(|&i| s2[i] >= s1[i]);
    if !(ok1 || ok2) {
        return Err(invalid(
            op,
            "in1, in2: For 'valid' mode, one must be at least as large as the other in every \
             dimension",
        ));
    }
    Ok(!ok1)
}

/// (output shape, start offset into the full convolution) per axis for `mode`, with in1 at
/// least as large as in2 along every axis in `valid` mode.
pub(crate) fn out_window(mode: ConvMode, n1: usize, n2: usize) -> (usize, usize) {
    match mode {
        ConvMode::Full => (n1 + n2 - 1, 0),
        ConvMode::Same => (n1, (n2 - 1) / 2),
        ConvMode::Valid => (n1 - n2 + 1, n2 - 1),
    }
}

/// The extension code of `gsf_conv` (0 fill, 1 wrap, 2 symm, 3 mirror, 4 nearest).
pub(crate) fn boundary_code(b: Boundary) -> i32 {
    match b {
        Boundary::Fill => 0,
        Boundary::Wrap => 1,
        Boundary::Symm => 2,
    }
}

/// The direct n-D convolution `out[o] = sum_i in2[i] in1_ext[o + start - i]`, `mode` the
/// extension of in1 ([`boundary_code`], 3 mirror, 4 nearest).
/// Threads per block of the row-wise convolution kernel, and the outputs each block computes
/// (`GSF_ROWS_E` = 4 per thread in kernels.cu).
const ROWS_THREADS: usize = 256;
const ROWS_TILE: usize = ROWS_THREADS * 4;

/// `(rows, n1, k, n_out, start)` when a direct convolution is one along the last axis of each
/// row: `in2` and the output extend only along the last axis (every other axis of `in2` is 1,
/// the output keeps `in1`'s other axes and starts at 0 on them).
fn rows_layout(
    s1: &[usize],
    s2: &[usize],
    so: &[usize],
    start: &[usize],
) -> Option<(usize, usize, usize, usize, i64)> {
    let nd = s1.len();
    if nd == 0 || s2.len() != nd || so.len() != nd || start.len() != nd {
        return None;
    }
    let last = nd - 1;
    for d in 0..last {
        if s2[d] != 1 || so[d] != s1[d] || start[d] != 0 {
            return None;
        }
    }
    let rows: usize = s1[..last].iter().product();
    let k = s2[last];
    if k == 0 || s1[last] == 0 {
        return None;
    }
    Some((
        rows,
        s1[last],
        k,
        so[last],
        i64::try_from(start[last]).ok()?,
    ))
}

pub(crate) fn direct<T: FilterElement>(
    in1: &Array<T>,
    in2: &Array<T>,
    out_shape: &[usize],
    start: &[usize],
    mode: i32,
    fill: T,
) -> Result<Array<T>> {
    let nd = in1.ndim();
    let dev = in1.device();
    let total: usize = out_shape.iter().product();
    if let Backend::Cuda(c) = dev.backend() {
        if nd > 8 {
            return Err(Error::Unsupported {
                what: format!("direct convolution of {nd}-D arrays (at most 8)"),
                backend: "cuda".into(),
            });
        }
        let a = in1.to_contiguous()?;
        let b = in2.to_contiguous()?;
        let mut out = Array::<T>::empty(out_shape, dev)?;
        if total == 0 {
            return Ok(out);
        }
        let ap = a
            .device_ptr()
            .ok_or_else(|| invalid("convolve", "internal: in1 not on the GPU"))?;
        let bp = b
            .device_ptr()
            .ok_or_else(|| invalid("convolve", "internal: in2 not on the GPU"))?;
        let op = out
            .device_ptr_mut()?
            .ok_or_else(|| invalid("convolve", "internal: output not on the GPU"))?;
        let t = T::DTYPE;
        if let Some((rows, n1, k, no, st)) = rows_layout(in1.shape(), in2.shape(), out_shape, start)
        {
            let smem = (2 * k - 1 + ROWS_TILE) * std::mem::size_of::<T>();
            if no >= 256 && smem <= 48 * 1024 {
                let name = super::kernels::conv_rows_name(t);
                let f = c.function(&format!("signal|conv_rows|{}", t.short()), || {
                    (super::kernels::conv_source(t), name)
                })?;
                let blocks = rows * no.div_ceil(ROWS_TILE);
                let mut args = KernelArgs::new();
                args.push(ap)
                    .push(bp)
                    .push(op)
                    .push(rows as i64)
                    .push(n1 as i64)
                    .push(k as i64)
                    .push(no as i64)
                    .push(st)
                    .push(mode)
                    .push(fill);
                // SAFETY: gsf_conv_rows's order; in1 is C-contiguous [rows, n1], in2 holds k
                // taps, out is C-contiguous [rows, no]; the dynamic shared memory holds the
                // 2 k - 1 + tile elements the kernel stages; every in1 index is mapped into
                // [0, n1) or replaced by `fill`, and only o < no is written.
                unsafe {
                    c.launch(
                        f,
                        (blocks.min(1 << 20) as u32, 1, 1),
                        (ROWS_THREADS as u32, 1, 1),
                        smem as u32,
                        &mut args,
                    )?
                };
                return Ok(out);
            }
        }
        let name = super::kernels::conv_name(t);
        let f = c.function(&format!("signal|conv|{}", t.short()), || {
            (super::kernels::conv_source(t), name)
        })?;
        let pad = |v: &[usize]| {
            let mut s = [1i64; 8];
            for (d, x) in v.iter().enumerate() {
                s[d] = *x as i64;
            }
            s
        };
        let mut args = KernelArgs::new();
        args.push(ap)
            .push(bp)
            .push(op)
            .push(nd as i32)
            .push_i64s(&pad(in1.shape()))
            .push_i64s(&pad(in2.shape()))
            .push_i64s(&pad(out_shape))
            .push_i64s(&pad(start))
            .push(total as i64)
            .push(in2.len() as i64)
            .push(mode)
            .push(fill);
        // SAFETY: gsf_conv's order; in1, in2 and out are C-contiguous with the shapes passed
        // (nd <= 8, missing dimensions 1); every in1 index is mapped into [0, n) per axis or
        // replaced by `fill`; g < total_out.
        unsafe { c.launch(f, (grid_1d(c, total, 128), 1, 1), (128, 1, 1), 0, &mut args)? };
        return Ok(out);
    }
    let a = in1.to_vec()?;
    let b = in2.to_vec()?;
    let (s1, s2) = (in1.shape().to_vec(), in2.shape().to_vec());
    let map = |j: i64, n: i64| -> i64 {
        if (0..n).contains(&j) {
            return j;
        }
        match mode {
            0 => -1,
            1 => j.rem_euclid(n),
            3 => {
                if n == 1 {
                    return 0;
                }
                let r = j.rem_euclid(2 * n - 2);
                if r < n { r } else { 2 * n - 2 - r }
            }
            4 => {
                if j < 0 {
                    0
                } else {
                    n - 1
                }
            }
            _ => {
                let r = j.rem_euclid(2 * n);
                if r < n { r } else { 2 * n - 1 - r }
            }
        }
    };
    let mut out = vec![T::zero(); total];
    out.par_iter_mut().enumerate().for_each(|(g, o)| {
        let mut pos = [0i64; 32];
        let mut rem = g;
        for d in (0..nd).rev() {
            pos[d] = (rem % out_shape[d] + start[d]) as i64;
            rem /= out_shape[d];
        }
        let mut idx = [0i64; 32];
        let mut acc = T::zero();
        for bi in b.iter() {
            let mut off = 0i64;
            let mut inside = true;
            for d in 0..nd {
                let j = map(pos[d] - idx[d], s1[d] as i64);
                if j < 0 {
                    inside = false;
                    break;
                }
                off = off * s1[d] as i64 + j;
            }
            let v = if inside { a[off as usize] } else { fill };
            acc = acc + *bi * v;
            for d in (0..nd).rev() {
                idx[d] += 1;
                if idx[d] < s2[d] as i64 {
                    break;
                }
                idx[d] = 0;
            }
        }
        *o = acc;
    });
    Array::from_vec(out, out_shape, dev)
}

/// in2 reversed along every axis and conjugated (`_reverse_and_conj`).
fn reverse_conj<T: FilterElement>(a: &Array<T>) -> Result<Array<T>> {
    let r = a.flip(None)?.to_contiguous()?;
    if T::IS_COMPLEX {
        gsci_core::ufunc::conjugate::<T>(&r)
    } else {
        Ok(r)
    }
}

fn check_inputs<T: FilterElement>(op: &'static str, in1: &Array<T>, in2: &Array<T>) -> Result<()> {
    check_same_device(op, in1, in2)?;
    if in1.ndim() != in2.ndim() {
        return Err(invalid(
            op,
            format!(
                "in1, in2: volume and kernel should have the same dimensionality (got {} and {})",
                in1.ndim(),
                in2.ndim()
            ),
        ));
    }
    Ok(())
}

/// The sizes SciPy's `_conv_ops` counts, and its cost model (`_fftconv_faster`).
fn fft_faster(s1: &[usize], s2: &[usize], mode: ConvMode) -> bool {
    let prod = |s: &[usize]| s.iter().map(|v| *v as f64).product::<f64>();
    let out: Vec<usize> = match mode {
        ConvMode::Full => s1.iter().zip(s2).map(|(n, k)| n + k - 1).collect(),
        ConvMode::Valid => s1.iter().zip(s2).map(|(n, k)| n.abs_diff(*k) + 1).collect(),
        ConvMode::Same => s1.to_vec(),
    };
    let direct_ops = if s1.len() == 1 {
        let (a, b) = (s1[0] as f64, s2[0] as f64);
        match mode {
            ConvMode::Full => a * b,
            ConvMode::Valid => {
                if b >= a {
                    (b - a + 1.0) * a
                } else {
                    (a - b + 1.0) * b
                }
            }
            ConvMode::Same => {
                if a < b {
                    a * b
                } else {
                    a * b - ((s2[0] / 2) as f64) * (s2[0].div_ceil(2) as f64)
                }
            }
        }
    } else {
        match mode {
            ConvMode::Full | ConvMode::Valid => prod(s1).min(prod(s2)) * prod(&out),
            ConvMode::Same => prod(s1) * prod(s2),
        }
    };
    let full: Vec<usize> = s1.iter().zip(s2).map(|(n, k)| n + k - 1).collect();
    let n = prod(&full);
    let fft_ops = 3.0 * n * n.ln();
    let one_d = s1.len() == 1;
    let offset = if one_d { -1e-3 } else { -1e-4 };
    let (o_fft, o_direct, o_off) = if one_d {
        match mode {
            ConvMode::Valid => (1.89095737e-9, 2.1364985e-10, offset),
            ConvMode::Full => (1.7649070e-9, 2.1414831e-10, offset),
            ConvMode::Same => {
                if prod(s2) <= prod(s1) {
                    (3.2646654e-9, 2.8478277e-10, offset)
                } else {
                    (3.21635404e-9, 1.1773253e-8, -1e-5)
                }
            }
        }
    } else {
        match mode {
            ConvMode::Valid => (1.85927e-9, 2.11242e-8, offset),
            ConvMode::Full => (1.99817e-9, 1.66174e-8, offset),
            ConvMode::Same => (2.04735e-9, 1.55367e-8, offset),
        }
    };
    o_fft * fft_ops < o_direct * direct_ops + o_off
}

/// Find the fastest convolution/correlation method.
///
/// Equivalent to `scipy.signal.choose_conv_method(in1, in2, mode='full', measure=False)`:
/// SciPy's operation-count model (its constants, measured on CPUs), for floating-point inputs.
/// Returns [`ConvMethod::Direct`] or [`ConvMethod::Fft`].
///
/// # Errors
/// [`Error::InvalidArgument`] when the dimensionalities differ.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{choose_conv_method, ChooseConvMethodOptions, ConvMethod};
/// let d = Device::cpu();
/// let a = Array::from_vec(vec![1.0; 10000], &[10000], &d)?;
/// let k = Array::from_vec(vec![1.0; 1000], &[1000], &d)?;
/// assert_eq!(choose_conv_method(&a, &k, &ChooseConvMethodOptions::default())?, ConvMethod::Fft);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn choose_conv_method<T: FilterElement>(
    in1: &Array<T>,
    in2: &Array<T>,
    opts: &ChooseConvMethodOptions,
) -> Result<ConvMethod> {
    check_inputs("choose_conv_method", in1, in2)?;
    Ok(
        if in1.ndim() > 0 && fft_faster(in1.shape(), in2.shape(), opts.mode) {
            ConvMethod::Fft
        } else {
            ConvMethod::Direct
        },
    )
}

/// Convolve two N-dimensional arrays.
///
/// Equivalent to `scipy.signal.convolve(in1, in2, mode='full', method='auto')`. The result
/// lives on the inputs' device.
///
/// # Errors
/// [`Error::InvalidArgument`] when the dimensionalities differ, an input is empty, or in `valid`
/// mode neither input is at least as large as the other in every dimension;
/// [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{convolve, ConvolveOptions};
/// let d = Device::cpu();
/// let a = Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &d)?;
/// let k = Array::from_vec(vec![0.0, 1.0, 0.5], &[3], &d)?;
/// let y = convolve(&a, &k, &ConvolveOptions::default())?.to_vec()?;
/// assert_eq!(y, vec![0.0, 1.0, 2.5, 4.0, 1.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn convolve<T: FilterElement>(
    in1: &Array<T>,
    in2: &Array<T>,
    opts: &ConvolveOptions,
) -> Result<Array<T>> {
    conv_impl("convolve", in1, in2, opts.mode, opts.method)
}

fn conv_impl<T: FilterElement>(
    op: &'static str,
    in1: &Array<T>,
    in2: &Array<T>,
    mode: ConvMode,
    method: ConvMethod,
) -> Result<Array<T>> {
    check_inputs(op, in1, in2)?;
    if in1.ndim() == 0 {
        let v = in1.to_vec()?[0] * in2.to_vec()?[0];
        return Array::from_vec(vec![v], &[], in1.device());
    }
    if in1.is_empty() || in2.is_empty() {
        return Err(invalid(op, "in1, in2: inputs cannot be empty"));
    }
    let axes: Vec<usize> = (0..in1.ndim()).collect();
    let (v, k) = if swap_needed(op, mode, in1.shape(), in2.shape(), &axes)? {
        (in2, in1)
    } else {
        (in1, in2)
    };
    let method = match method {
        ConvMethod::Auto => {
            if fft_faster(v.shape(), k.shape(), mode) {
                ConvMethod::Fft
            } else {
                ConvMethod::Direct
            }
        }
        m => m,
    };
    if method == ConvMethod::Fft {
        return fft_impl(op, v, k, mode, None);
    }
    let (shape, start): (Vec<usize>, Vec<usize>) = v
        .shape()
        .iter()
        .zip(k.shape())
        .map(|(n1, n2)| out_window(mode, *n1, *n2))
        .unzip();
    direct(v, k, &shape, &start, 0, T::zero())
}

/// Cross-correlate two N-dimensional arrays.
///
/// Equivalent to `scipy.signal.correlate(in1, in2, mode='full', method='auto')`:
/// `convolve(in1, in2[::-1, ...].conj())`.
///
/// # Errors
/// As [`convolve`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{correlate, CorrelateOptions};
/// let d = Device::cpu();
/// let a = Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &d)?;
/// let k = Array::from_vec(vec![0.0, 1.0, 0.5], &[3], &d)?;
/// let y = correlate(&a, &k, &CorrelateOptions::default())?.to_vec()?;
/// assert_eq!(y, vec![0.5, 2.0, 3.5, 3.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn correlate<T: FilterElement>(
    in1: &Array<T>,
    in2: &Array<T>,
    opts: &CorrelateOptions,
) -> Result<Array<T>> {
    check_inputs("correlate", in1, in2)?;
    if in1.ndim() > 0 && opts.mode == ConvMode::Valid {
        let axes: Vec<usize> = (0..in1.ndim()).collect();
        if swap_needed("correlate", opts.mode, in1.shape(), in2.shape(), &axes)? {
            // SciPy: the correlation of the swapped inputs, reversed and conjugated
            let z = correlate(
                in2,
                in1,
                &CorrelateOptions {
                    mode: opts.mode,
                    method: opts.method,
                },
            )?;
            return reverse_conj(&z);
        }
    }
    conv_impl(
        "correlate",
        in1,
        &reverse_conj(in2)?,
        opts.mode,
        opts.method,
    )
}

/// Convolve two N-dimensional arrays using FFT.
///
/// Equivalent to `scipy.signal.fftconvolve(in1, in2, mode='full', axes=None)`: real inputs
/// through `rfftn`/`irfftn`, complex through `fftn`/`ifftn` of gsci-fft (cuFFT on a GPU), at
/// `next_fast_len` sizes.
///
/// # Errors
/// [`Error::InvalidArgument`] when the dimensionalities differ, the non-convolved axes neither
/// match nor are 1, or in `valid` mode neither input is larger along every axis;
/// [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{fftconvolve, FftconvolveOptions};
/// let d = Device::cpu();
/// let a = Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &d)?;
/// let k = Array::from_vec(vec![0.0, 1.0, 0.5], &[3], &d)?;
/// let y: Vec<f64> = fftconvolve(&a, &k, &FftconvolveOptions::default())?.to_vec()?;
/// let want = [0.0, 1.0, 2.5, 4.0, 1.5];
/// assert!(y.iter().zip(want).all(|(u, v)| (u - v).abs() < 1e-14));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fftconvolve<T: FilterElement>(
    in1: &Array<T>,
    in2: &Array<T>,
    opts: &FftconvolveOptions,
) -> Result<Array<T>> {
    fft_entry("fftconvolve", in1, in2, opts.mode, opts.axes.as_deref())
}

/// Convolve two N-dimensional arrays using the overlap-add method.
///
/// Equivalent to `scipy.signal.oaconvolve(in1, in2, mode='full', axes=None)`: along each axis
/// where one input is less than half as long as the other, SciPy's block length
/// (`_calc_oa_lens`: the minimum of the overlap-add cost, through the Lambert W function,
/// rounded up to a fast FFT length) cuts the longer input into blocks, all blocks are
/// convolved by one batched FFT on the inputs' device, and the overlapping tails are added;
/// elsewhere (and when one block would do) it is [`fftconvolve`]. The result equals
/// `fftconvolve`'s to rounding.
///
/// # Errors
/// As [`fftconvolve`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{oaconvolve, OaconvolveOptions};
/// let d = Device::cpu();
/// let a = Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &d)?;
/// let k = Array::from_vec(vec![1.0, 1.0], &[2], &d)?;
/// let y: Vec<f64> = oaconvolve(&a, &k, &OaconvolveOptions::default())?.to_vec()?;
/// assert!(y.iter().zip([1.0, 3.0, 5.0, 3.0]).all(|(u, v)| (u - v).abs() < 1e-14));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn oaconvolve<T: FilterElement>(
    in1: &Array<T>,
    in2: &Array<T>,
    opts: &OaconvolveOptions,
) -> Result<Array<T>> {
    fft_entry("oaconvolve", in1, in2, opts.mode, opts.axes.as_deref())
}

fn fft_entry<T: FilterElement>(
    op: &'static str,
    in1: &Array<T>,
    in2: &Array<T>,
    mode: ConvMode,
    axes: Option<&[isize]>,
) -> Result<Array<T>> {
    check_inputs(op, in1, in2)?;
    if in1.ndim() == 0 {
        let v = in1.to_vec()?[0] * in2.to_vec()?[0];
        return Array::from_vec(vec![v], &[], in1.device());
    }
    if in1.is_empty() || in2.is_empty() {
        return Array::empty(&[0], in1.device());
    }
    let ax: Vec<usize> = match axes {
        None => (0..in1.ndim()).collect(),
        Some(a) => {
            let mut v = a
                .iter()
                .map(|x| normalize_axis(*x, in1.ndim()))
                .collect::<Result<Vec<_>>>()?;
            v.sort_unstable();
            if v.windows(2).any(|w| w[0] == w[1]) {
                return Err(invalid(
                    op,
                    format!("axes: all axes must be unique, got {a:?}"),
                ));
            }
            v
        }
    };
    let (s1, s2) = (in1.shape(), in2.shape());
    for d in 0..in1.ndim() {
        if !ax.contains(&d) && s1[d] != s2[d] && s1[d] != 1 && s2[d] != 1 {
            return Err(invalid(
                op,
                format!("in1, in2: incompatible shapes for in1 and in2: {s1:?} and {s2:?}"),
            ));
        }
    }
    let (v, k) = if swap_needed(op, mode, s1, s2, &ax)? {
        (in2, in1)
    } else {
        (in1, in2)
    };
    if op == "oaconvolve" {
        return super::oaconv::oa_impl(v, k, mode, &ax);
    }
    fft_impl(op, v, k, mode, Some(&ax))
}

pub(crate) fn fft_impl<T: FilterElement>(
    _op: &'static str,
    in1: &Array<T>,
    in2: &Array<T>,
    mode: ConvMode,
    axes: Option<&[usize]>,
) -> Result<Array<T>> {
    let nd = in1.ndim();
    let ax: Vec<usize> = axes
        .map(|a| a.to_vec())
        .unwrap_or_else(|| (0..nd).collect());
    let (s1, s2) = (in1.shape(), in2.shape());
    let mut fshape = Vec::with_capacity(ax.len());
    for &d in &ax {
        let full = s1[d] + s2[d] - 1;
        let fast = gsci_fft::next_fast_len(
            full,
            &gsci_fft::FastLenOptions {
                real: !T::IS_COMPLEX,
            },
        )?;
        fshape.push(fast);
    }
    let ret = T::fft_conv(in1, in2, &ax, &fshape)?;
    // crop to the full shape, then to the mode's window
    let mut r = ret;
    for (i, &d) in ax.iter().enumerate() {
        let full = s1[d] + s2[d] - 1;
        let (len, start) = out_window(mode, s1[d], s2[d]);
        debug_assert!(start + len <= full && full <= fshape[i]);
        r = r.slice_axis(
            d as isize,
            Some(start as isize),
            Some((start + len) as isize),
            1,
        )?;
    }
    r.to_contiguous()
}

/// `FftnOptions` over `axes` at sizes `fshape`.
pub(crate) fn fftn_opts(axes: &[usize], fshape: &[usize]) -> gsci_fft::FftnOptions {
    gsci_fft::FftnOptions {
        s: Some(fshape.iter().map(|v| *v as isize).collect()),
        axes: Some(axes.iter().map(|v| *v as isize).collect()),
        ..Default::default()
    }
}

/// Convolve two 2-dimensional arrays.
///
/// Equivalent to `scipy.signal.convolve2d(in1, in2, mode='full', boundary='fill',
/// fillvalue=0)` (direct sums on the inputs' device).
///
/// # Errors
/// [`Error::InvalidArgument`] when an input is not 2-D or empty, or in `valid` mode neither is
/// larger along both axes; [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{convolve2d, Boundary, ConvMode, Convolve2dOptions};
/// let d = Device::cpu();
/// let a = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0], &[2, 2], &d)?;
/// let k = Array::from_vec(vec![1.0, 1.0], &[1, 2], &d)?;
/// let o = Convolve2dOptions { mode: ConvMode::Same, boundary: Boundary::Wrap, ..Default::default() };
/// assert_eq!(convolve2d(&a, &k, &o)?.to_vec()?, vec![3.0, 3.0, 7.0, 7.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn convolve2d<T: FilterElement>(
    in1: &Array<T>,
    in2: &Array<T>,
    opts: &Convolve2dOptions<T>,
) -> Result<Array<T>> {
    conv2d_impl("convolve2d", in1, in2, opts, false)
}

fn conv2d_impl<T: FilterElement>(
    op: &'static str,
    in1: &Array<T>,
    in2: &Array<T>,
    opts: &Convolve2dOptions<T>,
    correlation: bool,
) -> Result<Array<T>> {
    check_same_device(op, in1, in2)?;
    if in1.ndim() != 2 || in2.ndim() != 2 {
        return Err(invalid(
            op,
            "in1, in2: convolve2d inputs must both be 2-D arrays",
        ));
    }
    if in1.is_empty() || in2.is_empty() {
        return Err(invalid(op, "in1, in2: inputs cannot be empty"));
    }
    let (v, k) = if swap_needed(op, opts.mode, in1.shape(), in2.shape(), &[0, 1])? {
        (in2, in1)
    } else {
        (in1, in2)
    };
    let (shape, start): (Vec<usize>, Vec<usize>) = v
        .shape()
        .iter()
        .zip(k.shape())
        .map(|(n1, n2)| {
            let (len, start) = out_window(opts.mode, *n1, *n2);
            // SciPy's correlate2d centres `same` at n2 / 2 of the full correlation (its
            // convolve2d at (n2 - 1) / 2)
            let start = if correlation && opts.mode == ConvMode::Same {
                n2 / 2
            } else {
                start
            };
            (len, start)
        })
        .unzip();
    direct(
        v,
        k,
        &shape,
        &start,
        boundary_code(opts.boundary),
        opts.fillvalue,
    )
}

/// Cross-correlate two 2-dimensional arrays.
///
/// Equivalent to `scipy.signal.correlate2d(in1, in2, mode='full', boundary='fill',
/// fillvalue=0)`.
///
/// # Errors
/// As [`convolve2d`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{correlate2d, Convolve2dOptions};
/// let d = Device::cpu();
/// let a = Array::from_vec(vec![1.0, 2.0, 3.0, 4.0], &[2, 2], &d)?;
/// let k = Array::from_vec(vec![1.0, 0.5], &[1, 2], &d)?;
/// let y = correlate2d(&a, &k, &Convolve2dOptions::default())?.to_vec()?;
/// assert_eq!(y, vec![0.5, 2.0, 2.0, 1.5, 5.0, 4.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn correlate2d<T: FilterElement>(
    in1: &Array<T>,
    in2: &Array<T>,
    opts: &Convolve2dOptions<T>,
) -> Result<Array<T>> {
    const OP: &str = "correlate2d";
    check_same_device(OP, in1, in2)?;
    if in1.ndim() != 2 || in2.ndim() != 2 {
        return Err(invalid(
            OP,
            "in1, in2: correlate2d inputs must both be 2-D arrays",
        ));
    }
    if swap_needed(OP, opts.mode, in1.shape(), in2.shape(), &[0, 1])? {
        let z = conv2d_impl(OP, &reverse_conj(in1)?, in2, opts, true)?;
        return z.flip(None)?.to_contiguous();
    }
    conv2d_impl(OP, in1, &reverse_conj(in2)?, opts, true)
}

/// Deconvolves `divisor` out of `signal` using inverse filtering.
///
/// Equivalent to `scipy.signal.deconvolve(signal, divisor)`: `quotient` is `lfilter(signal,
/// divisor, impulse)`, `remainder = signal - convolve(divisor, quotient)`.
///
/// # Errors
/// [`Error::InvalidArgument`] when an input is empty or not 1-D, or `divisor[0] == 0`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::deconvolve;
/// let d = Device::cpu();
/// let s = Array::from_vec(vec![0.0, 1.0, 0.5, 0.5], &[4], &d)?;
/// let div = Array::from_vec(vec![2.0, 1.0], &[2], &d)?;
/// let r = deconvolve(&s, &div)?;
/// assert_eq!(r.quotient.to_vec()?, vec![0.0, 0.5, 0.0]);
/// assert_eq!(r.remainder.to_vec()?, vec![0.0, 0.0, 0.0, 0.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn deconvolve<T: FilterElement>(
    signal: &Array<T>,
    divisor: &Array<T>,
) -> Result<DeconvolveResult<T>> {
    const OP: &str = "deconvolve";
    check_same_device(OP, signal, divisor)?;
    if signal.ndim() != 1 || signal.is_empty() {
        return Err(invalid(
            OP,
            format!(
                "signal: Parameter signal must be non-empty 1d array, but its shape is {:?}!",
                signal.shape()
            ),
        ));
    }
    if divisor.ndim() != 1 || divisor.is_empty() {
        return Err(invalid(
            OP,
            format!(
                "divisor: Parameter divisor must be non-empty 1d array, but its shape is {:?}!",
                divisor.shape()
            ),
        ));
    }
    let (n, d) = (signal.len(), divisor.len());
    let dev = signal.device();
    if d > n {
        return Ok(DeconvolveResult {
            quotient: Array::empty(&[0], dev)?,
            remainder: signal.to_contiguous()?,
        });
    }
    let mut imp = vec![T::zero(); n - d + 1];
    imp[0] = T::one();
    let imp = Array::from_vec(imp, &[n - d + 1], dev)?;
    let quot = super::lfilter(signal, divisor, &imp, &super::LfilterOptions::default())
        .map_err(|e| match e {
            Error::InvalidArgument { reason, .. } => Error::InvalidArgument { op: OP, reason },
            e => e,
        })?
        .y;
    let c = conv_impl(OP, divisor, &quot, ConvMode::Full, ConvMethod::Auto)?;
    let rem: Array<T> = gsci_core::ufunc::subtract(signal, &c)?;
    Ok(DeconvolveResult {
        quotient: quot,
        remainder: rem,
    })
}

/// Lag indices of a 1-D cross-correlation.
///
/// Equivalent to `scipy.signal.correlation_lags(in1_len, in2_len, mode='full')`; an int64 array
/// on the CPU (there is no input array to take a device from).
///
/// # Errors
/// None in practice (allocation).
///
/// ```
/// use gsci_signal::{correlation_lags, CorrelationLagsOptions};
/// let l = correlation_lags(3, 2, &CorrelationLagsOptions::default())?.to_vec()?;
/// assert_eq!(l, vec![-1, 0, 1, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn correlation_lags(
    in1_len: usize,
    in2_len: usize,
    opts: &CorrelationLagsOptions,
) -> Result<Array<i64>> {
    let (a, b) = (in1_len as i64, in2_len as i64);
    let lags: Vec<i64> = match opts.mode {
        ConvMode::Full => (-b + 1..a).collect(),
        ConvMode::Same => {
            let all: Vec<i64> = (-b + 1..a).collect();
            let mid = all.len() as i64 / 2;
            let bound = a / 2;
            let lo = (mid - bound).max(0) as usize;
            let hi = if a % 2 == 0 {
                mid + bound
            } else {
                mid + bound + 1
            };
            let hi = (hi.max(0) as usize).min(all.len());
            all.get(lo..hi.max(lo))
                .map(|s| s.to_vec())
                .unwrap_or_default()
        }
        ConvMode::Valid => {
            let bound = a - b;
            if bound >= 0 {
                (0..=bound).collect()
            } else {
                (bound..1).collect()
            }
        }
    };
    let n = lags.len();
    Array::from_vec(lags, &[n], &Device::cpu())
}
