//! The complex FFT family: `fft`, `ifft`, `rfft`, `irfft`, `hfft`, `ihfft` and their 2-D and
//! n-D versions. Validation and planning here; execution in `basic/cpu.rs` and `basic/cuda.rs`.

pub(crate) mod cpu;
pub(crate) mod cuda;

use crate::desc::{FftDesc, Kind, Variant};
use crate::dtypes::{ComplexOf, FftFloat, FftInput, RealFftInput, RealOf};
use crate::options::{FftOptions, FftnOptions};
use gsci_core::{Array, Backend, Element, Result};

/// Runs `desc` on the GPU into a fresh output of `O` (the compute real or complex type of `T`).
fn run_gpu<T: FftInput, O: Element>(
    cuda: &gsci_core::cuda::CudaBackend,
    desc: &FftDesc,
    x: &Array<T>,
) -> Result<Array<O>> {
    let schedule = cuda::schedule(
        cuda,
        desc,
        T::DTYPE,
        x.strides(),
        x.device_ptr().unwrap_or(0) % 16 == 0,
        <RealOf<T> as Element>::DTYPE,
        <ComplexOf<T> as Element>::DTYPE,
        false,
    )?;
    let out = Array::<O>::empty(&desc.out_shape, x.device())?;
    // SAFETY: the schedule was planned for x's layout and dtype; `out` is a fresh C-ordered array
    // of the planned output shape and dtype, owned here; both outlive the enqueued work (their
    // frees are stream-ordered).
    unsafe {
        schedule.run(
            cuda,
            x.device_ptr().unwrap_or(0),
            out.device_ptr().unwrap_or(0),
        )?;
    }
    Ok(out)
}

/// The CPU result of a C2C or R2C description, in C order.
pub(crate) fn cpu_complex<T: FftInput>(desc: &FftDesc, x: &Array<T>) -> Result<Vec<ComplexOf<T>>> {
    let v = match desc.kind {
        Kind::C2C => cpu::c2c(desc, x)?,
        Kind::R2C => cpu::r2c(desc, x)?,
        Kind::C2R => {
            return Err(gsci_core::Error::InvalidArgument {
                op: desc.op,
                reason: "internal: a C2R description has a real output".into(),
            });
        }
    };
    Ok(<T::Real as FftFloat>::into_complex_elements(v))
}

/// Executes a C2C or R2C description: complex output.
pub(crate) fn exec_complex<T: FftInput>(
    desc: &FftDesc,
    x: &Array<T>,
) -> Result<Array<ComplexOf<T>>> {
    match x.device().backend() {
        Backend::Cpu => {
            desc.check_host_memory()?;
            Array::from_vec(cpu_complex(desc, x)?, &desc.out_shape, x.device())
        }
        Backend::Cuda(c) => run_gpu::<T, ComplexOf<T>>(c, desc, x),
    }
}

/// Executes a C2R description: real output.
pub(crate) fn exec_real<T: FftInput>(desc: &FftDesc, x: &Array<T>) -> Result<Array<RealOf<T>>> {
    match x.device().backend() {
        Backend::Cpu => {
            desc.check_host_memory()?;
            Array::from_vec(cpu::c2r(desc, x)?, &desc.out_shape, x.device())
        }
        Backend::Cuda(c) => run_gpu::<T, RealOf<T>>(c, desc, x),
    }
}

fn c2c<T: FftInput>(desc: FftDesc, x: &Array<T>) -> Result<Array<ComplexOf<T>>> {
    exec_complex(&desc, x)
}

fn r2c<T: RealFftInput>(desc: FftDesc, x: &Array<T>) -> Result<Array<ComplexOf<T>>> {
    exec_complex(&desc, x)
}

/// `opts` with SciPy's 2-D default `axes = [-2, -1]` when `axes` is `None`.
pub(crate) fn two_d(opts: &FftnOptions) -> FftnOptions {
    let mut o = opts.clone();
    if o.axes.is_none() {
        o.axes = Some(vec![-2, -1]);
    }
    o
}

/// 1-D discrete Fourier transform along `opts.axis`.
///
/// Equivalent to `scipy.fft.fft`. Real inputs are transformed as complex ones; float16 computes
/// in complex64, integers and bool in complex128 (SciPy's promotion).
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for `n == Some(0)` or an empty axis without `n`
/// ("invalid number of data points (0) specified"); [`gsci_core::Error::AxisOutOfBounds`];
/// [`gsci_core::Error::LibraryNotFound`] on a GPU without cuFFT.
///
/// ```
/// use gsci_core::{Array, Complex64, Device};
/// use gsci_fft::{fft, FftOptions};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let y = fft(&x, &FftOptions::default())?;
/// assert_eq!(y.to_vec()?, vec![
///     Complex64::new(10.0, 0.0), Complex64::new(-2.0, 2.0),
///     Complex64::new(-2.0, 0.0), Complex64::new(-2.0, -2.0),
/// ]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fft<T: FftInput>(x: &Array<T>, opts: &FftOptions) -> Result<Array<ComplexOf<T>>> {
    c2c(FftDesc::one_d("fft", Variant::Fft, x.shape(), opts)?, x)
}

/// 1-D inverse discrete Fourier transform along `opts.axis`.
///
/// Equivalent to `scipy.fft.ifft`.
///
/// # Errors
/// As [`fft`].
///
/// ```
/// use gsci_core::{Array, Complex64, Device};
/// use gsci_fft::{fft, ifft, FftOptions};
/// let x = Array::from_vec(vec![1.0f64, -2.0, 0.5], &[3], &Device::cpu())?;
/// let back = ifft(&fft(&x, &FftOptions::default())?, &FftOptions::default())?;
/// for (b, v) in back.to_vec()?.iter().zip([1.0, -2.0, 0.5]) {
///     assert!((b - Complex64::new(v, 0.0)).norm() < 1e-15);
/// }
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn ifft<T: FftInput>(x: &Array<T>, opts: &FftOptions) -> Result<Array<ComplexOf<T>>> {
    c2c(FftDesc::one_d("ifft", Variant::Ifft, x.shape(), opts)?, x)
}

/// 2-D discrete Fourier transform (axes default to `[-2, -1]` when `opts.axes` is `None`).
///
/// Equivalent to `scipy.fft.fft2`.
///
/// # Errors
/// As [`fftn`]; an input of fewer than 2 dimensions has no axis -2.
///
/// ```
/// use gsci_core::{Array, Complex32, Device};
/// use gsci_fft::{fft2, FftnOptions};
/// let x = Array::from_vec(vec![1.0f32; 6], &[2, 3], &Device::cpu())?;
/// let y = fft2(&x, &FftnOptions::default())?.to_vec()?;
/// assert_eq!(y[0], Complex32::new(6.0, 0.0));
/// assert!(y[1..].iter().all(|v| v.norm() < 1e-6));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fft2<T: FftInput>(x: &Array<T>, opts: &FftnOptions) -> Result<Array<ComplexOf<T>>> {
    c2c(
        FftDesc::n_d("fft2", Variant::Fft, x.shape(), &two_d(opts))?,
        x,
    )
}

/// 2-D inverse discrete Fourier transform (axes default to `[-2, -1]`).
///
/// Equivalent to `scipy.fft.ifft2`.
///
/// # Errors
/// As [`fft2`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{fft2, ifft2, FftnOptions};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
/// let back = ifft2(&fft2(&x, &FftnOptions::default())?, &FftnOptions::default())?;
/// assert!((back.to_vec()?[3].re - 4.0).abs() < 1e-15);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn ifft2<T: FftInput>(x: &Array<T>, opts: &FftnOptions) -> Result<Array<ComplexOf<T>>> {
    c2c(
        FftDesc::n_d("ifft2", Variant::Ifft, x.shape(), &two_d(opts))?,
        x,
    )
}

/// N-D discrete Fourier transform over `opts.axes` (every axis by default).
///
/// Equivalent to `scipy.fft.fftn`. With `axes = Some(vec![])` SciPy returns the input
/// unchanged; here the result is the input converted to the complex output type.
///
/// # Errors
/// [`gsci_core::Error::InvalidArgument`] for repeated axes, `s` and `axes` of different lengths,
/// `s` longer than the rank, or lengths below 1; [`gsci_core::Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{fftn, FftnOptions};
/// let x = Array::from_vec(vec![1.0f64; 8], &[2, 2, 2], &Device::cpu())?;
/// let opts = FftnOptions { s: Some(vec![4, -1]), ..Default::default() }; // last two axes
/// assert_eq!(fftn(&x, &opts)?.shape(), &[2, 4, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fftn<T: FftInput>(x: &Array<T>, opts: &FftnOptions) -> Result<Array<ComplexOf<T>>> {
    c2c(FftDesc::n_d("fftn", Variant::Fft, x.shape(), opts)?, x)
}

/// N-D inverse discrete Fourier transform.
///
/// Equivalent to `scipy.fft.ifftn`.
///
/// # Errors
/// As [`fftn`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{ifftn, FftnOptions};
/// let x = Array::from_vec(vec![4.0f64, 0.0, 0.0, 0.0], &[2, 2], &Device::cpu())?;
/// let y = ifftn(&x, &FftnOptions::default())?.to_vec()?;
/// assert!(y.iter().all(|v| (v.re - 1.0).abs() < 1e-15 && v.im == 0.0));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn ifftn<T: FftInput>(x: &Array<T>, opts: &FftnOptions) -> Result<Array<ComplexOf<T>>> {
    c2c(FftDesc::n_d("ifftn", Variant::Ifft, x.shape(), opts)?, x)
}

/// 1-D discrete Fourier transform of a real input: the `n / 2 + 1` non-negative frequencies.
///
/// Equivalent to `scipy.fft.rfft`. Complex inputs do not compile (SciPy: "x must be a real
/// sequence").
///
/// # Errors
/// As [`fft`].
///
/// ```
/// use gsci_core::{Array, Complex64, Device};
/// use gsci_fft::{rfft, FftOptions};
/// let x = Array::from_vec(vec![1i32, 2, 3, 4], &[4], &Device::cpu())?; // computed in f64
/// let y = rfft(&x, &FftOptions::default())?;
/// assert_eq!(y.to_vec()?, vec![
///     Complex64::new(10.0, 0.0), Complex64::new(-2.0, 2.0), Complex64::new(-2.0, 0.0),
/// ]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn rfft<T: RealFftInput>(x: &Array<T>, opts: &FftOptions) -> Result<Array<ComplexOf<T>>> {
    r2c(FftDesc::one_d("rfft", Variant::Rfft, x.shape(), opts)?, x)
}

/// Inverse of [`rfft`]: `n` real values (default `2 * (m - 1)`) from a half spectrum. The
/// imaginary parts of the zero and (even `n`) Nyquist terms are ignored, as in SciPy.
///
/// Equivalent to `scipy.fft.irfft`.
///
/// # Errors
/// As [`fft`]; also when the default length `2 * (m - 1)` is 0 (SciPy's "Invalid number of data
/// points (0) specified"). `n == Some(0)` is an error here (SciPy returns a meaningless value).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{irfft, rfft, FftOptions};
/// let x = Array::from_vec(vec![1.0f32, 2.0, 3.0, 4.0, 5.0], &[5], &Device::cpu())?;
/// let opts = FftOptions { n: Some(5), ..Default::default() }; // odd length: say so
/// let back = irfft(&rfft(&x, &FftOptions::default())?, &opts)?.to_vec()?;
/// assert!(back.iter().zip([1.0, 2.0, 3.0, 4.0, 5.0]).all(|(a, b)| (a - b).abs() < 1e-5));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn irfft<T: FftInput>(x: &Array<T>, opts: &FftOptions) -> Result<Array<RealOf<T>>> {
    exec_real(
        &FftDesc::one_d("irfft", Variant::Irfft, x.shape(), opts)?,
        x,
    )
}

/// 2-D FFT of a real input (axes default to `[-2, -1]`).
///
/// Equivalent to `scipy.fft.rfft2`.
///
/// # Errors
/// As [`fftn`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{rfft2, FftnOptions};
/// let x = Array::from_vec(vec![0.5f32; 12], &[3, 4], &Device::cpu())?;
/// assert_eq!(rfft2(&x, &FftnOptions::default())?.shape(), &[3, 3]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn rfft2<T: RealFftInput>(x: &Array<T>, opts: &FftnOptions) -> Result<Array<ComplexOf<T>>> {
    r2c(
        FftDesc::n_d("rfft2", Variant::Rfft, x.shape(), &two_d(opts))?,
        x,
    )
}

/// Inverse of [`rfft2`] (axes default to `[-2, -1]`).
///
/// Equivalent to `scipy.fft.irfft2`.
///
/// # Errors
/// As [`irfftn`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{irfft2, rfft2, FftnOptions};
/// let x = Array::from_vec((0..12).map(|v| v as f64).collect(), &[3, 4], &Device::cpu())?;
/// let back = irfft2(&rfft2(&x, &FftnOptions::default())?, &FftnOptions::default())?;
/// assert!((back.to_vec()?[7] - 7.0).abs() < 1e-12);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn irfft2<T: FftInput>(x: &Array<T>, opts: &FftnOptions) -> Result<Array<RealOf<T>>> {
    exec_real(
        &FftDesc::n_d("irfft2", Variant::Irfft, x.shape(), &two_d(opts))?,
        x,
    )
}

/// N-D FFT of a real input; the last of `axes` is halved.
///
/// Equivalent to `scipy.fft.rfftn`.
///
/// # Errors
/// As [`fftn`]; also "at least 1 axis must be transformed" for empty `axes`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{rfftn, FftnOptions};
/// let x = Array::from_vec(vec![1.0f64; 24], &[2, 3, 4], &Device::cpu())?;
/// let opts = FftnOptions { axes: Some(vec![2, 0]), ..Default::default() };
/// assert_eq!(rfftn(&x, &opts)?.shape(), &[2, 3, 4]); // axis 0 halved: 2 / 2 + 1
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn rfftn<T: RealFftInput>(x: &Array<T>, opts: &FftnOptions) -> Result<Array<ComplexOf<T>>> {
    r2c(FftDesc::n_d("rfftn", Variant::Rfft, x.shape(), opts)?, x)
}

/// Inverse of [`rfftn`]: the last of `axes` is the halved one; its output length defaults to
/// `2 * (m - 1)`.
///
/// Equivalent to `scipy.fft.irfftn`. The other axes are inverse-transformed first, then the
/// halved one, as pocketfft does, so inputs that are not Hermitian give SciPy's values.
///
/// # Errors
/// As [`fftn`]; empty `axes`; a default last length of 0.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{irfftn, FftnOptions};
/// let x = Array::from_vec(vec![6.0f64, 0.0, 0.0, 0.0], &[2, 2], &Device::cpu())?;
/// let opts = FftnOptions { s: Some(vec![2, 3]), ..Default::default() };
/// let y = irfftn(&x, &opts)?;
/// assert_eq!(y.shape(), &[2, 3]);
/// assert!(y.to_vec()?.iter().all(|v| (v - 1.0).abs() < 1e-15));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn irfftn<T: FftInput>(x: &Array<T>, opts: &FftnOptions) -> Result<Array<RealOf<T>>> {
    exec_real(&FftDesc::n_d("irfftn", Variant::Irfft, x.shape(), opts)?, x)
}

/// FFT of a Hermitian-symmetric signal given by its first half: `n` real values (default
/// `2 * (m - 1)`).
///
/// Equivalent to `scipy.fft.hfft`.
///
/// # Errors
/// As [`irfft`].
///
/// ```
/// use gsci_core::{Array, Complex64, Device};
/// use gsci_fft::{hfft, FftOptions};
/// let x = Array::from_vec(vec![Complex64::new(1.0, 0.0), Complex64::new(0.0, 1.0)], &[2], &Device::cpu())?;
/// assert_eq!(hfft(&x, &FftOptions::default())?.to_vec()?, vec![1.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn hfft<T: FftInput>(x: &Array<T>, opts: &FftOptions) -> Result<Array<RealOf<T>>> {
    exec_real(&FftDesc::one_d("hfft", Variant::Hfft, x.shape(), opts)?, x)
}

/// Inverse of [`hfft`]: the `n / 2 + 1` first values of the inverse FFT of a real signal.
///
/// Equivalent to `scipy.fft.ihfft`.
///
/// # Errors
/// As [`fft`].
///
/// ```
/// use gsci_core::{Array, Complex64, Device};
/// use gsci_fft::{ihfft, FftOptions};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// assert_eq!(ihfft(&x, &FftOptions::default())?.to_vec()?, vec![
///     Complex64::new(2.5, 0.0), Complex64::new(-0.5, -0.5), Complex64::new(-0.5, 0.0),
/// ]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn ihfft<T: RealFftInput>(x: &Array<T>, opts: &FftOptions) -> Result<Array<ComplexOf<T>>> {
    r2c(FftDesc::one_d("ihfft", Variant::Ihfft, x.shape(), opts)?, x)
}

/// 2-D [`hfftn`] (axes default to `[-2, -1]`).
///
/// Equivalent to `scipy.fft.hfft2`.
///
/// # Errors
/// As [`irfftn`].
///
/// ```
/// use gsci_core::{Array, Complex32, Device};
/// use gsci_fft::{hfft2, FftnOptions};
/// let x = Array::from_vec(vec![Complex32::new(1.0, 0.0); 6], &[2, 3], &Device::cpu())?;
/// assert_eq!(hfft2(&x, &FftnOptions::default())?.shape(), &[2, 4]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn hfft2<T: FftInput>(x: &Array<T>, opts: &FftnOptions) -> Result<Array<RealOf<T>>> {
    exec_real(
        &FftDesc::n_d("hfft2", Variant::Hfft, x.shape(), &two_d(opts))?,
        x,
    )
}

/// 2-D [`ihfftn`] (axes default to `[-2, -1]`).
///
/// Equivalent to `scipy.fft.ihfft2`.
///
/// # Errors
/// As [`rfftn`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{ihfft2, FftnOptions};
/// let x = Array::from_vec(vec![1.0f64; 8], &[2, 4], &Device::cpu())?;
/// let y = ihfft2(&x, &FftnOptions::default())?.to_vec()?;
/// assert!((y[0].re - 1.0).abs() < 1e-15 && y[1..].iter().all(|v| v.norm() < 1e-15));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn ihfft2<T: RealFftInput>(x: &Array<T>, opts: &FftnOptions) -> Result<Array<ComplexOf<T>>> {
    r2c(
        FftDesc::n_d("ihfft2", Variant::Ihfft, x.shape(), &two_d(opts))?,
        x,
    )
}

/// N-D FFT of a Hermitian-symmetric signal: the conjugate input through the inverse real FFT,
/// with the forward normalisation.
///
/// Equivalent to `scipy.fft.hfftn`.
///
/// # Errors
/// As [`irfftn`].
///
/// ```
/// use gsci_core::{Array, Complex64, Device};
/// use gsci_fft::{hfftn, FftnOptions};
/// let x = Array::from_vec(vec![Complex64::new(1.0, 0.0); 4], &[2, 2], &Device::cpu())?;
/// let y = hfftn(&x, &FftnOptions::default())?; // shape (2, 2): 2 * (2 - 1)
/// assert_eq!(y.to_vec()?, vec![4.0, 0.0, 0.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn hfftn<T: FftInput>(x: &Array<T>, opts: &FftnOptions) -> Result<Array<RealOf<T>>> {
    exec_real(&FftDesc::n_d("hfftn", Variant::Hfft, x.shape(), opts)?, x)
}

/// N-D inverse of [`hfftn`]: the conjugate of [`rfftn`] with the backward normalisation.
///
/// Equivalent to `scipy.fft.ihfftn`.
///
/// # Errors
/// As [`rfftn`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{ihfftn, FftnOptions};
/// let x = Array::from_vec(vec![2.0f32; 4], &[2, 2], &Device::cpu())?;
/// let y = ihfftn(&x, &FftnOptions::default())?;
/// assert_eq!(y.shape(), &[2, 2]);
/// assert!((y.to_vec()?[0].re - 2.0).abs() < 1e-6);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn ihfftn<T: RealFftInput>(x: &Array<T>, opts: &FftnOptions) -> Result<Array<ComplexOf<T>>> {
    r2c(FftDesc::n_d("ihfftn", Variant::Ihfft, x.shape(), opts)?, x)
}
