//! `lombscargle`.

use super::helper::invalid;
use gsci_core::cuda::KernelArgs;
use gsci_core::reduce::{self, ReduceOptions};
use gsci_core::{Array, Backend, Complex64, Result, ufunc};

/// `normalize` of [`lombscargle`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum LombscargleNormalize {
    /// `False` / `'power'` (default): legacy power units.
    #[default]
    Power,
    /// `True` / `'normalize'`: power relative to the whole signal.
    Normalize,
    /// `'amplitude'`: the complex best-fit amplitude (use [`lombscargle_amplitude`]).
    Amplitude,
}

/// Keyword arguments of [`lombscargle`] (`precenter` is deprecated in SciPy 1.17 and not
/// provided: pass `y - y.mean()`).
#[derive(Clone, Debug, Default)]
pub struct LombscargleOptions<'a> {
    /// Normalization (default power).
    pub normalize: LombscargleNormalize,
    /// Per-sample weights (default all ones).
    pub weights: Option<&'a Array<f64>>,
    /// Fit a floating mean (default false).
    pub floating_mean: bool,
}

/// Columns `[n, 1]` times rows `[1, f]` summed over the samples: `w.T @ m` as a `[f]` array.
fn wdot(w: &Array<f64>, m: &Array<f64>) -> Result<Array<f64>> {
    let p: Array<f64> = ufunc::multiply(w, m)?;
    reduce::sum(&p, &ReduceOptions::axes(&[0]))
}

/// The shared computation: `(a, b, tau, YC, YS, Y, weights_y, y)`.
struct Fit {
    a: Array<f64>,
    b: Array<f64>,
    tau: Array<f64>,
    yc: Array<f64>,
    ys: Array<f64>,
    y_mean: Array<f64>,
    wy: Array<f64>,
    y: Array<f64>,
    n: usize,
}

fn fit(
    op: &'static str,
    x: &Array<f64>,
    y: &Array<f64>,
    freqs: &Array<f64>,
    opts: &LombscargleOptions,
) -> Result<Fit> {
    let n = x.size();
    let bad_xy = || {
        invalid(
            op,
            "x: Parameters x, y, weights must be 1-D arrays of equal non-zero length!",
        )
    };
    if x.ndim() != 1 || y.ndim() != 1 || n == 0 || y.size() != n {
        return Err(bad_xy());
    }
    if freqs.ndim() != 1 || freqs.size() == 0 {
        return Err(invalid(
            op,
            "freqs: Parameter freqs must be a 1-D array of non-zero length!",
        ));
    }
    let dev = x.device();
    for (name, a) in [
        ("y", Some(y)),
        ("freqs", Some(freqs)),
        ("weights", opts.weights),
    ] {
        if let Some(a) = a
            && a.device() != dev
        {
            return Err(gsci_core::Error::DeviceMismatch {
                op,
                left: format!("x on {dev}"),
                right: format!("{name} on {}", a.device()),
            });
        }
    }
    let w = match opts.weights {
        Some(w) => {
            if w.ndim() != 1 || w.size() != n {
                return Err(bad_xy());
            }
            w.clone()
        }
        None => Array::<f64>::full(&[n], 1.0, dev)?,
    };
    let wv = w.to_vec()?;
    let wsum: f64 = reduce::sum(&w, &ReduceOptions::default())?.to_vec()?[0];
    if wv.iter().any(|v| v.is_nan() || *v < 0.0) || wsum.is_nan() || wsum <= 0.0 {
        return Err(invalid(
            op,
            "weights: Parameter weights must have only non-negative entries which sum to a positive value!",
        ));
    }
    let w: Array<f64> = ufunc::multiply(&w, 1.0 / wsum)?;
    let w = w.reshape(&[-1, 1])?;
    let yc = y.reshape(&[-1, 1])?;
    let wy: Array<f64> = ufunc::multiply(&w, &yc)?;
    let y_mean = reduce::sum(&wy, &ReduceOptions::default())?; // Y (Eq. 7)
    let (tau, ycv, ysv, cc, ss) = if let Backend::Cuda(c) = dev.backend() {
        sums_cuda(c, x, &w, &wy, freqs, &y_mean, opts.floating_mean)?
    } else {
        sums_arrays(x, &w, &wy, freqs, &y_mean, opts.floating_mean)?
    };
    // numpy.finfo(float64).epsneg; `maximum` keeps NaN as SciPy's masked assignment does.
    let epsneg = f64::EPSILON / 2.0;
    let cc: Array<f64> = ufunc::maximum(&cc, epsneg)?;
    let ss: Array<f64> = ufunc::maximum(&ss, epsneg)?;
    let a: Array<f64> = ufunc::divide(&ycv, &cc)?;
    let b: Array<f64> = ufunc::divide(&ysv, &ss)?;
    Ok(Fit {
        a,
        b,
        tau,
        yc: ycv,
        ys: ysv,
        y_mean,
        wy,
        y: yc,
        n,
    })
}

/// `(tau, YC, YS, CC, SS)` of every frequency (before `CC`, `SS` are clamped at epsneg).
type Sums = (Array<f64>, Array<f64>, Array<f64>, Array<f64>, Array<f64>);

/// The sums on a CUDA device: one kernel (`gsf_lombscargle`), one block per frequency, both
/// passes over the samples without the `[n, f]` phase matrices.
fn sums_cuda(
    c: &gsci_core::cuda::CudaBackend,
    x: &Array<f64>,
    w: &Array<f64>,
    wy: &Array<f64>,
    freqs: &Array<f64>,
    y_mean: &Array<f64>,
    floating: bool,
) -> Result<Sums> {
    use crate::filtering::kernels;
    let dev = x.device();
    let (n, nf) = (x.size(), freqs.size());
    let xs = x.to_contiguous()?;
    let ws = w.to_contiguous()?;
    let wys = wy.to_contiguous()?;
    let fs = freqs.to_contiguous()?;
    let ym = y_mean.to_contiguous()?;
    let mut outs = Vec::with_capacity(5);
    for _ in 0..5 {
        outs.push(Array::<f64>::empty(&[nf], dev)?);
    }
    let func = c.function("signal|lombscargle|f8", || {
        (
            kernels::lombscargle_source(),
            "gsf_lombscargle_f8".to_string(),
        )
    })?;
    let ptr = |a: &Array<f64>| {
        a.device_ptr()
            .ok_or_else(|| invalid("lombscargle", "internal: an input is not on the GPU"))
    };
    let mut args = KernelArgs::new();
    args.push(ptr(&xs)?)
        .push(ptr(&ws)?)
        .push(ptr(&wys)?)
        .push(ptr(&fs)?)
        .push(ptr(&ym)?)
        .push(n as i64)
        .push(nf as i64)
        .push(i32::from(floating));
    for o in outs.iter_mut() {
        let p = o
            .device_ptr_mut()?
            .ok_or_else(|| invalid("lombscargle", "internal: an output is not on the GPU"))?;
        args.push(p);
    }
    // SAFETY: gsf_lombscargle's order; x, w, wy hold n contiguous float64, freqs and the five
    // outputs nf, ymean one; the kernel reads i < n and writes q < nf only, with
    // LOMBSCARGLE_THREADS threads per block (its launch bound and shared-memory size).
    unsafe {
        c.launch(
            func,
            (nf.min(1 << 16) as u32, 1, 1),
            (kernels::LOMBSCARGLE_THREADS, 1, 1),
            0,
            &mut args,
        )?
    };
    let [tau, yc, ys, cc, ss]: [Array<f64>; 5] = outs
        .try_into()
        .map_err(|_| invalid("lombscargle", "internal: five outputs"))?;
    Ok((tau, yc, ys, cc, ss))
}

/// The sums as array operations over `[n, f]` phase matrices (the CPU backend).
fn sums_arrays(
    x: &Array<f64>,
    w: &Array<f64>,
    wy: &Array<f64>,
    freqs: &Array<f64>,
    y_mean: &Array<f64>,
    floating_mean: bool,
) -> Result<Sums> {
    let xc = x.reshape(&[-1, 1])?;
    let f = freqs.reshape(&[1, -1])?;
    let (w, wy, y_mean) = (w.clone(), wy.clone(), y_mean.clone());
    let ft: Array<f64> = ufunc::multiply(&f, &xc)?;
    let cw: Array<f64> = ufunc::cos(&ft)?;
    let sw: Array<f64> = ufunc::sin(&ft)?;
    let cc2: Array<f64> = ufunc::multiply(&cw, &cw)?;
    let mut cc = wdot(&w, &cc2)?;
    let mut ss: Array<f64> = ufunc::subtract(1.0, &cc)?;
    let cs2: Array<f64> = ufunc::multiply(&cw, &sw)?;
    let mut cs = wdot(&w, &cs2)?;
    if floating_mean {
        let c = wdot(&w, &cw)?;
        let s = wdot(&w, &sw)?;
        let c2: Array<f64> = ufunc::multiply(&c, &c)?;
        let s2: Array<f64> = ufunc::multiply(&s, &s)?;
        let csm: Array<f64> = ufunc::multiply(&c, &s)?;
        cc = ufunc::subtract(&cc, &c2)?;
        ss = ufunc::subtract(&ss, &s2)?;
        cs = ufunc::subtract(&cs, &csm)?;
    }
    let cs2x: Array<f64> = ufunc::multiply(&cs, 2.0)?;
    let d: Array<f64> = ufunc::subtract(&cc, &ss)?;
    let at: Array<f64> = ufunc::arctan2(&cs2x, &d)?;
    let tau: Array<f64> = ufunc::multiply(&at, 0.5)?;
    let ftt: Array<f64> = ufunc::subtract(&ft, &tau.reshape(&[1, -1])?)?;
    let ct: Array<f64> = ufunc::cos(&ftt)?;
    let st: Array<f64> = ufunc::sin(&ftt)?;
    let mut ycv = wdot(&wy, &ct)?;
    let mut ysv = wdot(&wy, &st)?;
    let ct2: Array<f64> = ufunc::multiply(&ct, &ct)?;
    let mut cc = wdot(&w, &ct2)?;
    let mut ss: Array<f64> = ufunc::subtract(1.0, &cc)?;
    if floating_mean {
        let c = wdot(&w, &ct)?;
        let s = wdot(&w, &st)?;
        let yc_: Array<f64> = ufunc::multiply(&y_mean, &c)?;
        let ys_: Array<f64> = ufunc::multiply(&y_mean, &s)?;
        ycv = ufunc::subtract(&ycv, &yc_)?;
        ysv = ufunc::subtract(&ysv, &ys_)?;
        let c2: Array<f64> = ufunc::multiply(&c, &c)?;
        let s2: Array<f64> = ufunc::multiply(&s, &s)?;
        cc = ufunc::subtract(&cc, &c2)?;
        ss = ufunc::subtract(&ss, &s2)?;
    }
    Ok((tau, ycv, ysv, cc, ss))
}

/// Compute a generalized Lomb-Scargle periodogram.
///
/// Equivalent to `scipy.signal.lombscargle(x, y, freqs, normalize=False, *, weights=None,
/// floating_mean=False)` (SciPy 1.17's generalized algorithm), on the inputs' device in
/// float64: `[len(x), len(freqs)]` matrices of phases, reduced over the samples.
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when `x`, `y`, `weights` are
/// not 1-D of one non-zero length, `freqs` is not 1-D non-empty, the weights are negative or
/// sum to 0, or `normalize` is `Amplitude` (use [`lombscargle_amplitude`]).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{lombscargle, LombscargleOptions};
/// let d = Device::cpu();
/// let x = Array::from_vec(vec![0.0f64, 1.0, 2.5, 3.0, 4.5], &[5], &d)?;
/// let y = Array::from_vec(vec![1.0f64, 0.5, -1.0, 0.0, 1.0], &[5], &d)?;
/// let w = Array::from_vec(vec![1.0f64, 2.0], &[2], &d)?;
/// let p = lombscargle(&x, &y, &w, &LombscargleOptions::default())?.to_vec()?;
/// // scipy.signal.lombscargle(x, y, [1, 2]) = [0.92693434, 0.9768272]
/// assert!((p[0] - 0.92693434).abs() < 1e-8 && (p[1] - 0.9768272).abs() < 1e-7);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lombscargle(
    x: &Array<f64>,
    y: &Array<f64>,
    freqs: &Array<f64>,
    opts: &LombscargleOptions,
) -> Result<Array<f64>> {
    const OP: &str = "lombscargle";
    if opts.normalize == LombscargleNormalize::Amplitude {
        return Err(invalid(
            OP,
            "normalize: 'amplitude' returns complex values: call lombscargle_amplitude",
        ));
    }
    let f = fit(OP, x, y, freqs, opts)?;
    let ayc: Array<f64> = ufunc::multiply(&f.a, &f.yc)?;
    let bys: Array<f64> = ufunc::multiply(&f.b, &f.ys)?;
    let s: Array<f64> = ufunc::add(&ayc, &bys)?;
    let pg: Array<f64> = ufunc::multiply(&s, 2.0)?;
    match opts.normalize {
        LombscargleNormalize::Power => ufunc::multiply(&pg, f.n as f64 / 4.0),
        _ => {
            let yy_m: Array<f64> = ufunc::multiply(&f.wy, &f.y)?;
            let mut yy = reduce::sum(&yy_m, &ReduceOptions::default())?;
            if opts.floating_mean {
                let y2: Array<f64> = ufunc::multiply(&f.y_mean, &f.y_mean)?;
                yy = ufunc::subtract(&yy, &y2)?;
            }
            let inv: Array<f64> = ufunc::divide(0.5, &yy)?;
            ufunc::multiply(&pg, &inv)
        }
    }
}

/// The complex best-fit amplitude of [`lombscargle`] (`normalize='amplitude'`).
///
/// Equivalent to `scipy.signal.lombscargle(x, y, freqs, normalize='amplitude', *,
/// weights=None, floating_mean=False)`: `(a + 1j b) exp(1j tau)`.
///
/// # Errors
/// As [`lombscargle`] (`opts.normalize` is ignored).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{lombscargle_amplitude, LombscargleOptions};
/// let d = Device::cpu();
/// let x = Array::from_vec(vec![0.0f64, 1.0, 2.5, 3.0, 4.5], &[5], &d)?;
/// let y = Array::from_vec(vec![1.0f64, 0.5, -1.0, 0.0, 1.0], &[5], &d)?;
/// let w = Array::from_vec(vec![1.0f64], &[1], &d)?;
/// let a = lombscargle_amplitude(&x, &y, &w, &LombscargleOptions::default())?.to_vec()?;
/// assert_eq!(a.len(), 1);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lombscargle_amplitude(
    x: &Array<f64>,
    y: &Array<f64>,
    freqs: &Array<f64>,
    opts: &LombscargleOptions,
) -> Result<Array<Complex64>> {
    let f = fit("lombscargle", x, y, freqs, opts)?;
    // (a + ib)(cos tau + i sin tau)
    let (ct, st): (Array<f64>, Array<f64>) = (ufunc::cos(&f.tau)?, ufunc::sin(&f.tau)?);
    let acos: Array<f64> = ufunc::multiply(&f.a, &ct)?;
    let bsin: Array<f64> = ufunc::multiply(&f.b, &st)?;
    let asin: Array<f64> = ufunc::multiply(&f.a, &st)?;
    let bcos: Array<f64> = ufunc::multiply(&f.b, &ct)?;
    let re: Array<f64> = ufunc::subtract(&acos, &bsin)?;
    let im: Array<f64> = ufunc::add(&asin, &bcos)?;
    let j = Array::from_vec(vec![Complex64::new(0.0, 1.0)], &[1], x.device())?;
    let ji: Array<Complex64> = ufunc::multiply(&im, &j)?;
    ufunc::add(&re, &ji)
}
