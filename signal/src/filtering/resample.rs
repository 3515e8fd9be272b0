//! Polyphase resampling: `upfirdn`, `resample_poly`, `decimate`.

use super::lfilter::{from_rows, to_rows};
use super::{FilterElement, invalid};
use crate::windows::Window;
use gsci_core::{Array, Backend, Complex64, Result, normalize_axis};
use rayon::prelude::*;

/// `mode` of [`upfirdn`]: how the signal is extended beyond its ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum UpfirdnMode {
    /// `cval` beyond the ends (default).
    #[default]
    Constant,
    /// `3 2 1 | 1 2 3 | 3 2 1` (numpy.pad's symmetric).
    Symmetric,
    /// The edge value repeated.
    Edge,
    /// Extended along the slope of the last two points at each end.
    Smooth,
    /// Periodic.
    Wrap,
    /// `3 2 | 1 2 3 | 2 1` (numpy.pad's reflect).
    Reflect,
    /// The anti-symmetric version of `Symmetric`.
    Antisymmetric,
    /// The anti-symmetric version of `Reflect`.
    Antireflect,
    /// Along the line through the first and last points.
    Line,
}

impl UpfirdnMode {
    /// SciPy's `MODE` enum value (`_upfirdn_apply.pyx`), the kernel's code.
    fn code(self) -> i32 {
        match self {
            UpfirdnMode::Constant => 0,
            UpfirdnMode::Symmetric => 1,
            UpfirdnMode::Edge => 2,
            UpfirdnMode::Smooth => 3,
            UpfirdnMode::Wrap => 4,
            UpfirdnMode::Reflect => 5,
            UpfirdnMode::Antisymmetric => 6,
            UpfirdnMode::Antireflect => 7,
            UpfirdnMode::Line => 8,
        }
    }
}

/// Keyword arguments of [`upfirdn`].
#[derive(Clone, Debug)]
pub struct UpfirdnOptions {
    /// Upsampling rate (default 1).
    pub up: usize,
    /// Downsampling rate (default 1).
    pub down: usize,
    /// The axis to filter along (default -1).
    pub axis: isize,
    /// The signal extension (default constant).
    pub mode: UpfirdnMode,
    /// The value beyond the ends in `Constant` mode (default 0).
    pub cval: f64,
}

impl Default for UpfirdnOptions {
    fn default() -> Self {
        UpfirdnOptions {
            up: 1,
            down: 1,
            axis: -1,
            mode: UpfirdnMode::Constant,
            cval: 0.0,
        }
    }
}

/// `k * v` with the integer `k` converted to `T` (Cython's promotion; the kernel's gsf_kmul).
fn kmul<T: FilterElement>(k: i64, v: T) -> T {
    T::from_f64(k as f64) * v
}

/// `v / d` per component (the kernel's gsf_divr).
fn divr<T: FilterElement>(v: T, d: f64) -> T {
    let c = v.to_c64();
    T::from_c64(Complex64::new(c.re / d, c.im / d))
}

/// SciPy's `_extend_left` / `_extend_right` (the kernel's gsf_extend) for `idx` outside
/// `[0, n)`.
fn extend<T: FilterElement>(x: &[T], idx: i64, mode: i32, cval: T) -> T {
    let n = x.len() as i64;
    let at = |i: i64| x[i as usize];
    if idx < 0 {
        return match mode {
            1 => {
                if -idx < n {
                    return at(-idx - 1);
                }
                let j = (-idx - 1) % (2 * n);
                if j < n { at(j) } else { at(n - 1 - (j - n)) }
            }
            5 => {
                if -idx < n - 1 {
                    return at(-idx);
                }
                let j = (-idx - 1) % (2 * (n - 1));
                if j < n - 1 {
                    at(j + 1)
                } else {
                    at(n - 2 - (j - (n - 1)))
                }
            }
            4 => at(n - (-idx - 1) % n - 1),
            3 => at(0) + kmul(idx, at(1) - at(0)),
            8 => at(0) + kmul(idx, divr(at(n - 1) - at(0), (n - 1) as f64)),
            6 => {
                if -idx < n {
                    return -at(-idx - 1);
                }
                let j = (-idx - 1) % (2 * n);
                if j < n { -at(j) } else { at(n - 1 - (j - n)) }
            }
            7 => {
                if -idx < n {
                    return at(0) - (at(-idx) - at(0));
                }
                let le = at(0) + kmul((-idx - 1) / (n - 1), at(0) - at(n - 1));
                let j = (-idx - 1) % (2 * (n - 1));
                if j < n - 1 {
                    le - (at(j + 1) - at(0))
                } else {
                    le - (at(n - 1) - at(n - 2 - (j - (n - 1))))
                }
            }
            2 => at(0),
            _ => cval,
        };
    }
    match mode {
        1 => {
            if idx < 2 * n {
                return at(n - 1 - (idx - n));
            }
            let j = idx % (2 * n);
            if j < n { at(j) } else { at(n - 1 - (j - n)) }
        }
        5 => {
            if idx < 2 * n - 1 {
                return at(n - 2 - (idx - n));
            }
            let j = idx % (2 * (n - 1));
            if j < n - 1 {
                at(j)
            } else {
                at(n - 1 - (j - (n - 1)))
            }
        }
        4 => at(idx % n),
        3 => at(n - 1) + kmul(idx - n + 1, at(n - 1) - at(n - 2)),
        8 => at(n - 1) + kmul(idx - n + 1, divr(at(n - 1) - at(0), (n - 1) as f64)),
        2 => at(n - 1),
        6 => {
            if idx < 2 * n {
                return -at(n - 1 - (idx - n));
            }
            let j = idx % (2 * n);
            if j < n { at(j) } else { -at(n - 1 - (j - n)) }
        }
        7 => {
            if idx < 2 * n - 1 {
                return at(n - 1) - (at(n - 2 - (idx - n)) - at(n - 1));
            }
            let re = at(n - 1) + kmul(idx / (n - 1) - 1, at(n - 1) - at(0));
            let j = idx % (2 * (n - 1));
            if j < n - 1 {
                re + (at(j) - at(0))
            } else {
                re + (at(n - 1) - at(n - 1 - (j - (n - 1))))
            }
        }
        _ => cval,
    }
}

fn output_len(len_h: usize, n_in: usize, up: usize, down: usize) -> usize {
    ((n_in - 1) * up + len_h - 1) / down + 1
}

/// upfirdn on rows `[rows, n]` (n >= 1): `[rows, nout]`.
fn upfirdn_rows<T: FilterElement>(
    x: &Array<T>,
    h: &[T],
    h_dev: Option<&Array<T>>,
    up: usize,
    down: usize,
    (skip, nout): (usize, usize),
    ext: (i32, T),
) -> Result<Array<T>> {
    let (rows, n) = (x.shape()[0], x.shape()[1]);
    let (mode, cval) = ext;
    let zpad = mode == 0 && cval == T::zero();
    match x.device().backend() {
        Backend::Cuda(c) => super::cuda::upfirdn_rows(c, x, h, h_dev, up, down, (skip, nout), ext),
        Backend::Cpu => {
            let view = x.view_cpu();
            let owned;
            let xs: &[T] = match view.as_ref().and_then(|v| v.as_slice()) {
                Some(sl) => sl,
                None => {
                    owned = x.to_vec()?;
                    &owned
                }
            };
            let mut out = vec![T::zero(); rows * nout];
            let nh = h.len();
            // Output i of row r: sum over m from mhi down to mlo of h[i down - m up] x[m].
            let one = |r: usize, i: usize| -> T {
                let xr = &xs[r * n..(r + 1) * n];
                let p = ((i + skip) * down) as i64;
                let (up, n) = (up as i64, n as i64);
                let nh = nh as i64;
                let mhi = p / up;
                let mut acc = T::zero();
                // SciPy's window of ceil(nh / up) inputs, the filter zero-padded to a multiple
                // of up (a zero tap times a NaN extension is NaN, as SciPy's)
                let mlo = mhi - (nh + up - 1) / up + 1;
                let mut m = mhi;
                while m >= mlo {
                    let xv = if (0..n).contains(&m) {
                        xr[m as usize]
                    } else {
                        extend(xr, m, mode, cval)
                    };
                    let k = p - m * up;
                    let hk = if k < nh { h[k as usize] } else { T::zero() };
                    acc = acc + hk * xv;
                    m -= 1;
                }
                acc
            };
            // The zero-padded sum of output i: x[mlo..=mhi] against the taps p - m up (p = i down),
            // with mhi = min(floor(p / up), n - 1) and mlo = max(floor((p + up - nh) / up), 0),
            // m from mhi down to mlo (SciPy's order).
            let zero_padded = |r: usize, i0: usize, o: &mut [T]| {
                let xr = &xs[r * n..(r + 1) * n];
                let (up, down, n, nh) = (up as i64, down as i64, n as i64, nh as i64);
                let single = |i: i64| -> T {
                    let p = i * down;
                    let mhi = p.div_euclid(up).min(n - 1);
                    let mlo = (p + up - nh).div_euclid(up).max(0);
                    let mut acc = T::zero();
                    let mut m = mhi;
                    while m >= mlo {
                        acc = acc + h[(p - m * up) as usize] * xr[m as usize];
                        m -= 1;
                    }
                    acc
                };
                // Outputs i and i + per share their taps, their inputs dx apart (per = up / g,
                // dx = down / g, g = gcd(up, down)): four such outputs are summed together,
                // four independent chains of additions (each in its own order) instead of one.
                let g = gcd(up as usize, down as usize) as i64;
                let (per, dx) = (up / g, down / g);
                let len = o.len() as i64;
                let mut k = 0i64;
                while k < len {
                    if k + 4 * per > len {
                        o[k as usize] = single(i0 as i64 + k);
                        k += 1;
                        continue;
                    }
                    for ph in 0..per {
                        let i = i0 as i64 + k + ph;
                        let p = i * down;
                        let (mhi, mlo) = (p.div_euclid(up), (p + up - nh).div_euclid(up));
                        if mlo < 0 || mhi + 3 * dx > n - 1 {
                            for j in 0..4 {
                                o[(k + ph + j * per) as usize] = single(i + j * per);
                            }
                            continue;
                        }
                        let mut acc = [T::zero(); 4];
                        let mut m = mhi;
                        while m >= mlo {
                            let hk = h[(p - m * up) as usize];
                            for (j, a) in acc.iter_mut().enumerate() {
                                *a = *a + hk * xr[(m + j as i64 * dx) as usize];
                            }
                            m -= 1;
                        }
                        for (j, a) in acc.into_iter().enumerate() {
                            o[(k + ph + j as i64 * per) as usize] = a;
                        }
                    }
                    k += 4 * per;
                }
            };
            // Chunks of outputs across rows, so that one long row also uses every core.
            const CH: usize = 1 << 12;
            out.par_chunks_mut(CH).enumerate().for_each(|(c, o)| {
                let g0 = c * CH;
                if zpad {
                    // The chunk's pieces, one per row it spans.
                    let (mut r, mut i) = (g0 / nout, g0 % nout);
                    let mut rest = o;
                    while !rest.is_empty() {
                        let len = (nout - i).min(rest.len());
                        let (head, tail) = rest.split_at_mut(len);
                        zero_padded(r, i + skip, head);
                        rest = tail;
                        r += 1;
                        i = 0;
                    }
                    return;
                }
                for (j, oi) in o.iter_mut().enumerate() {
                    let g = g0 + j;
                    *oi = one(g / nout, g % nout);
                }
            });
            Array::from_vec(out, &[rows, nout], x.device())
        }
    }
}

/// Upsample, FIR filter, and downsample.
///
/// Equivalent to `scipy.signal.upfirdn(h, x, up=1, down=1, axis=-1, mode='constant', cval=0)`,
/// every `mode` of SciPy (the extension computed in `T` as SciPy's, `cval` converted to `T`).
/// `h` may live on any device (copied to the host to plan).
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when `h` is empty or not 1-D,
/// `up` or `down` is 0, `x` is empty along `axis`, or `mode` is smooth, reflect or antireflect
/// with a signal of one sample (SciPy reads outside the signal or divides by zero there).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{upfirdn, UpfirdnOptions};
/// let d = Device::cpu();
/// let h = Array::from_vec(vec![1.0, 1.0, 1.0], &[3], &d)?;
/// let x = Array::from_vec(vec![1.0, 2.0, 3.0], &[3], &d)?;
/// let y = upfirdn(&h, &x, &UpfirdnOptions { up: 2, ..Default::default() })?.to_vec()?;
/// assert_eq!(y, vec![1.0, 1.0, 3.0, 2.0, 5.0, 3.0, 3.0]); // scipy.signal.upfirdn([1, 1, 1], [1, 2, 3], 2)
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn upfirdn<T: FilterElement>(
    h: &Array<T>,
    x: &Array<T>,
    opts: &UpfirdnOptions,
) -> Result<Array<T>> {
    const OP: &str = "upfirdn";
    if h.ndim() != 1 || h.is_empty() {
        return Err(invalid(OP, "h: h must be 1-D with non-zero length"));
    }
    // On the GPU the taps stay on the device (no round trip through the host).
    let h_dev = match x.device().backend() {
        Backend::Cuda(_) if h.device() == x.device() => Some(h.to_contiguous()?),
        Backend::Cuda(_) => Some(h.to_device(x.device())?),
        Backend::Cpu => None,
    };
    let hv = if h_dev.is_some() {
        Vec::new()
    } else {
        h.to_vec()?
    };
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let one = x.shape()[axis] == 1;
    if one
        && matches!(
            opts.mode,
            UpfirdnMode::Smooth | UpfirdnMode::Reflect | UpfirdnMode::Antireflect
        )
    {
        return Err(invalid(
            OP,
            format!("mode: {:?} needs at least 2 samples along axis", opts.mode),
        ));
    }
    let ext = (opts.mode.code(), T::from_f64(opts.cval));
    upfirdn_host_h(
        OP,
        &hv,
        h_dev.as_ref(),
        x,
        opts.up,
        opts.down,
        opts.axis,
        ext,
        None,
    )
}

/// `upfirdn` with the taps `h` on the host, or `h_dev` on the device (then `h` is not read);
/// `window` (skip, count) computes only those outputs of the full result (inside it).
#[allow(clippy::too_many_arguments)]
fn upfirdn_host_h<T: FilterElement>(
    op: &'static str,
    h: &[T],
    h_dev: Option<&Array<T>>,
    x: &Array<T>,
    up: usize,
    down: usize,
    axis: isize,
    ext: (i32, T),
    window: Option<(usize, usize)>,
) -> Result<Array<T>> {
    if up < 1 || down < 1 {
        return Err(invalid(
            op,
            format!("up, down: Both up and down must be >= 1 (got {up}, {down})"),
        ));
    }
    let axis = normalize_axis(axis, x.ndim())?;
    let n = x.shape()[axis];
    if n == 0 {
        return Err(invalid(op, "x: the signal is empty along axis"));
    }
    let full = output_len(h_dev.map_or(h.len(), |a| a.len()), n, up, down);
    let (skip, nout) = window.unwrap_or((0, full));
    if skip.checked_add(nout).is_none_or(|end| end > full) {
        return Err(invalid(
            op,
            format!("internal: outputs {skip}..{skip}+{nout} beyond the {full} of upfirdn"),
        ));
    }
    let mut shape = x.shape().to_vec();
    let xr = to_rows(x, axis)?;
    let y = upfirdn_rows(&xr, h, h_dev, up, down, (skip, nout), ext)?;
    shape[axis] = nout;
    from_rows(&y, &shape, axis)
}

/// `firwin(numtaps, cutoff, window=window)` (a low-pass, SciPy's defaults) from the design
/// module.
fn firwin_lowpass(numtaps: usize, cutoff: f64, window: &Window) -> Result<Vec<f64>> {
    crate::firwin(
        numtaps,
        &[cutoff],
        &crate::FirwinOptions {
            window: window.clone(),
            ..Default::default()
        },
    )?
    .to_vec()
}

/// `window` of [`resample_poly`]: a window to design the low-pass with, or the FIR filter itself.
#[derive(Clone, Debug, PartialEq)]
pub enum ResampleWindow {
    /// Design `firwin(2 * 10 * max(up, down) + 1, 1 / max(up, down), window)` (default
    /// `Kaiser { beta: 5.0 }`).
    Design(Window),
    /// The FIR filter coefficients to use.
    Taps(Vec<f64>),
}

impl Default for ResampleWindow {
    fn default() -> Self {
        ResampleWindow::Design(Window::Kaiser { beta: 5.0 })
    }
}

/// `padtype` of [`resample_poly`]: what the signal is assumed to be beyond its ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResamplePadtype {
    /// An extension mode of [`upfirdn`] (default `Constant`, the value `cval`).
    Mode(UpfirdnMode),
    /// The mean along the axis (subtracted before filtering, added back after).
    Mean,
    /// The median along the axis (real types).
    Median,
    /// The minimum along the axis.
    Minimum,
    /// The maximum along the axis.
    Maximum,
}

impl Default for ResamplePadtype {
    fn default() -> Self {
        ResamplePadtype::Mode(UpfirdnMode::Constant)
    }
}

/// Keyword arguments of [`resample_poly`] (the defaults are SciPy's).
#[derive(Clone, Debug, Default)]
pub struct ResamplePolyOptions {
    /// The axis that is resampled (default 0, as SciPy).
    pub axis: isize,
    /// The filter (default a Kaiser-windowed sinc, beta 5).
    pub window: ResampleWindow,
    /// The values assumed beyond the ends (default `Mode(Constant)`).
    pub padtype: ResamplePadtype,
    /// `padtype = Mode(Constant)`'s value (default `None`: 0); an error with any other padtype,
    /// as SciPy's.
    pub cval: Option<f64>,
}

/// `padtype`'s background of [`resample_poly`]: the mean, median, minimum or maximum along
/// `axis`, keeping it (NumPy's `keepdims`), in `T`.
fn background<T: FilterElement>(
    x: &Array<T>,
    axis: usize,
    padtype: ResamplePadtype,
) -> Result<Array<T>> {
    use gsci_core::reduce::{ReduceOptions, max, mean, min};
    use gsci_core::stats_ops::{MedianOptions, median};
    use gsci_core::ufunc::DynArray;
    use gsci_core::{Complex32, DType};
    let ax = [axis as isize];
    let ro = ReduceOptions::axes(&ax).keepdims(true);
    let mo = MedianOptions {
        axis: Some(axis as isize),
        keepdims: true,
    };
    let d: DynArray = x.clone().into();
    macro_rules! real {
        ($t:ty) => {{
            let a = d.into_typed::<$t>()?;
            let r: DynArray = match padtype {
                ResamplePadtype::Mean => mean(&a, &ro)?.into(),
                ResamplePadtype::Median => median::<$t, $t>(&a, &mo)?.into(),
                ResamplePadtype::Minimum => min(&a, &ro)?.into(),
                _ => max(&a, &ro)?.into(),
            };
            r.into_typed::<T>()
        }};
    }
    macro_rules! complex {
        ($t:ty) => {{
            if padtype != ResamplePadtype::Mean {
                return Err(gsci_core::Error::Unsupported {
                    what: format!(
                        "resample_poly padtype {padtype:?} of a {} signal (complex values are not ordered)",
                        T::DTYPE
                    ),
                    backend: format!("{:?}", x.device()),
                });
            }
            let a = d.into_typed::<$t>()?;
            let r: DynArray = mean(&a, &ro)?.into();
            r.into_typed::<T>()
        }};
    }
    match T::DTYPE {
        DType::F32 => real!(f32),
        DType::F64 => real!(f64),
        DType::C64 => complex!(Complex32),
        _ => complex!(Complex64),
    }
}

fn gcd(a: usize, b: usize) -> usize {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// Resample `x` along the given axis using polyphase filtering.
///
/// Equivalent to `scipy.signal.resample_poly(x, up, down, axis=0, window=('kaiser', 5.0),
/// padtype='constant', cval=None)`, every padtype of SciPy: an [`upfirdn`] extension mode, or
/// `mean` / `median` / `minimum` / `maximum`, the background subtracted along the axis before
/// filtering and added back after. The low-pass is designed on the host (a windowed sinc, as
/// `firwin`); the polyphase filter runs on `x`'s device.
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when `up` or `down` is 0, `x` is
/// empty along `axis`, `cval` is given with a padtype other than constant, or the padtype
/// smooth, reflect or antireflect meets a signal of one sample;
/// [`Error::Unsupported`](gsci_core::Error::Unsupported) for padtype median, minimum or maximum
/// of a complex signal; window errors from `get_window`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{resample_poly, ResamplePolyOptions};
/// let x: Vec<f64> = (0..40).map(|i| (i as f64 * 0.2).sin()).collect();
/// let x = Array::from_vec(x, &[40], &Device::cpu())?;
/// let y = resample_poly(&x, 3, 2, &ResamplePolyOptions::default())?;
/// assert_eq!(y.shape(), &[60]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn resample_poly<T: FilterElement>(
    x: &Array<T>,
    up: usize,
    down: usize,
    opts: &ResamplePolyOptions,
) -> Result<Array<T>> {
    resample_poly_impl("resample_poly", x, up, down, opts)
}

fn resample_poly_impl<T: FilterElement>(
    op: &'static str,
    x: &Array<T>,
    up: usize,
    down: usize,
    opts: &ResamplePolyOptions,
) -> Result<Array<T>> {
    if up < 1 || down < 1 {
        return Err(invalid(
            op,
            format!("up, down: up and down must be >= 1 (got {up}, {down})"),
        ));
    }
    let constant = opts.padtype == ResamplePadtype::Mode(UpfirdnMode::Constant);
    if opts.cval.is_some() && !constant {
        return Err(invalid(
            op,
            format!(
                "cval: cval has no effect when padtype is {:?}",
                opts.padtype
            ),
        ));
    }
    let axis = normalize_axis(opts.axis, x.ndim())?;
    let g = gcd(up, down);
    let (up, down) = (up / g, down / g);
    if up == 1 && down == 1 {
        return x.to_contiguous();
    }
    let n_in = x.shape()[axis];
    if n_in == 0 {
        return Err(invalid(op, "x: the signal is empty along axis"));
    }
    let n_out = n_in
        .checked_mul(up)
        .ok_or_else(|| {
            invalid(
                op,
                format!("up: {n_in} samples times up = {up} overflows the output length"),
            )
        })?
        .div_ceil(down);
    let (half_len, mut h) = match &opts.window {
        ResampleWindow::Taps(t) => {
            if t.is_empty() {
                return Err(invalid(op, "window: the filter must not be empty"));
            }
            ((t.len() - 1) / 2, t.clone())
        }
        ResampleWindow::Design(w) => {
            let max_rate = up.max(down);
            // 2 * 10 * max_rate + 1 taps, designed on the host: refuse what cannot be allocated.
            let half = max_rate
                .checked_mul(10)
                .filter(|h| {
                    h.checked_mul(2)
                        .and_then(|t| t.checked_add(1))
                        .is_some_and(|t| gsci_core::host::try_reserve_exact(&mut Vec::<f64>::new(), t).is_ok())
                })
                .ok_or_else(|| {
                    invalid(
                        op,
                        format!(
                            "up, down: the default filter of 20 * max(up, down) + 1 = 20 * {max_rate} + 1 taps cannot be allocated"
                        ),
                    )
                })?;
            (
                half,
                firwin_lowpass(2 * half + 1, 1.0 / max_rate as f64, w)?,
            )
        }
    };
    // SciPy rounds h to x's dtype, then scales by up
    let mut ht: Vec<T> = h
        .drain(..)
        .map(|v| T::from_f64(v) * T::from_f64(up as f64))
        .collect();
    let n_pre_pad = down - half_len % down;
    let mut n_post_pad = 0;
    let n_pre_remove = (half_len + n_pre_pad) / down;
    while output_len(ht.len() + n_pre_pad + n_post_pad, n_in, up, down) < n_out + n_pre_remove {
        n_post_pad += 1;
    }
    let mut full = vec![T::zero(); n_pre_pad];
    full.append(&mut ht);
    full.extend(std::iter::repeat_n(T::zero(), n_post_pad));
    let (ext, bg) = match opts.padtype {
        ResamplePadtype::Mode(mode) => {
            if n_in == 1
                && matches!(
                    mode,
                    UpfirdnMode::Smooth | UpfirdnMode::Reflect | UpfirdnMode::Antireflect
                )
            {
                return Err(invalid(
                    op,
                    format!("padtype: {mode:?} needs at least 2 samples along axis"),
                ));
            }
            ((mode.code(), T::from_f64(opts.cval.unwrap_or(0.0))), None)
        }
        other => ((0, T::zero()), Some(background(x, axis, other)?)),
    };
    // only the kept outputs n_pre_remove .. n_pre_remove + n_out of upfirdn's
    let keep = Some((n_pre_remove, n_out));
    let kept = match &bg {
        Some(b) => {
            let centred = (x - b)?;
            upfirdn_host_h(
                op,
                &full,
                None,
                &centred,
                up,
                down,
                axis as isize,
                ext,
                keep,
            )?
        }
        None => upfirdn_host_h(op, &full, None, x, up, down, axis as isize, ext, keep)?,
    };
    match bg {
        Some(b) => &kept + &b,
        None => Ok(kept),
    }
}

/// `ftype` of [`decimate`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DecimateFtype {
    /// Chebyshev type I, order 8 (default).
    #[default]
    Iir,
    /// FIR, order 20 q, Hamming window.
    Fir,
}

/// Keyword arguments of [`decimate`].
#[derive(Clone, Debug)]
pub struct DecimateOptions {
    /// Filter order (default 8 for IIR, 20 q for FIR).
    pub n: Option<usize>,
    /// Filter type (default IIR).
    pub ftype: DecimateFtype,
    /// The axis to decimate along (default -1).
    pub axis: isize,
    /// Filter forward and backward (default true).
    pub zero_phase: bool,
}

impl Default for DecimateOptions {
    fn default() -> Self {
        DecimateOptions {
            n: None,
            ftype: DecimateFtype::Iir,
            axis: -1,
            zero_phase: true,
        }
    }
}

/// Downsample the signal after applying an anti-aliasing filter.
///
/// Equivalent to `scipy.signal.decimate(x, q, n=None, ftype='iir', axis=-1, zero_phase=True)`.
/// FIR: `resample_poly(x, 1, q, window=firwin(n + 1, 1/q, 'hamming'))` (zero phase) or `upfirdn`;
/// IIR: `cheby1(n, 0.05, 0.8/q)` as second-order sections through `sosfiltfilt` (or
/// `sosfilt`), then every q-th sample.
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when `q` is 0 or the signal is
/// too short for the filter (sosfiltfilt's padlen); design errors from `cheby1` / `firwin`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{decimate, DecimateFtype, DecimateOptions};
/// let x: Vec<f64> = (0..400).map(|i| (i as f64 * 0.01).sin()).collect();
/// let x = Array::from_vec(x, &[400], &Device::cpu())?;
/// let o = DecimateOptions { ftype: DecimateFtype::Fir, ..Default::default() };
/// assert_eq!(decimate(&x, 4, &o)?.shape(), &[100]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn decimate<T: FilterElement>(
    x: &Array<T>,
    q: usize,
    opts: &DecimateOptions,
) -> Result<Array<T>> {
    const OP: &str = "decimate";
    if q == 0 {
        return Err(invalid(OP, "q: q must be >= 1"));
    }
    let axis = normalize_axis(opts.axis, x.ndim())?;
    match opts.ftype {
        DecimateFtype::Fir => {
            let n = opts.n.unwrap_or(20 * q);
            let b = firwin_lowpass(n + 1, 1.0 / q as f64, &Window::Hamming)?;
            if opts.zero_phase {
                resample_poly_impl(
                    OP,
                    x,
                    1,
                    q,
                    &ResamplePolyOptions {
                        axis: axis as isize,
                        window: ResampleWindow::Taps(b),
                        ..Default::default()
                    },
                )
            } else {
                let len = x.shape()[axis];
                let n_out = len.div_ceil(q);
                let bt: Vec<T> = b.iter().map(|v| T::from_f64(*v)).collect();
                upfirdn_host_h(
                    OP,
                    &bt,
                    None,
                    x,
                    1,
                    q,
                    axis as isize,
                    (0, T::zero()),
                    Some((0, n_out)),
                )
            }
        }
        DecimateFtype::Iir => {
            let n = opts.n.unwrap_or(8);
            let f = crate::cheby1(
                n,
                0.05,
                &[0.8 / q as f64],
                &crate::IirOptions {
                    output: crate::FilterOutput::Sos,
                    ..Default::default()
                },
            )?;
            let sos = match f {
                crate::Filter::Sos(s) => s,
                _ => {
                    return Err(invalid(OP, "internal: cheby1 did not return sections"));
                }
            };
            let sos: Array<T> = Array::from_vec(
                sos.to_vec()?.into_iter().map(T::from_f64).collect(),
                sos.shape(),
                x.device(),
            )?;
            if opts.zero_phase {
                return super::lfilter::sosfiltfilt_every(&sos, x, q, axis);
            }
            let y = {
                super::sosfilt(
                    &sos,
                    x,
                    &super::SosfiltOptions {
                        axis: axis as isize,
                        zi: None,
                    },
                )?
                .y
            };
            y.slice_axis(axis as isize, None, None, q as isize)?
                .to_contiguous()
        }
    }
}
