//! Discrete cosine and sine transforms (types I–IV), 1-D and n-D, computed through FFTs on both
//! backends (see `kernels.cu` for the algorithms). Complex inputs transform their real and
//! imaginary parts separately, as SciPy does.

pub(crate) mod cpu;
pub(crate) mod cuda;

use crate::desc::init_nd_shape_and_axes;
use crate::dtypes::FftInput;
use crate::options::{DctOptions, DctType, DctnOptions, Norm};
use gsci_core::{Array, Backend, Element, Error, Result, normalize_axis};

/// A validated DCT/DST: which transform along which axes, and the normalization.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct DctDesc {
    pub op: &'static str,
    pub sine: bool,
    /// The type actually computed (for the inverses, II and III are swapped).
    pub dct_type: DctType,
    pub in_shape: Vec<usize>,
    pub axes: Vec<usize>,
    pub lengths: Vec<usize>,
    pub out_shape: Vec<usize>,
    pub norm: Norm,
    /// Whether the normalization treats this as the forward direction.
    pub forward: bool,
    pub ortho: bool,
}

impl DctDesc {
    /// The scale factor of a pass of length `n`.
    pub(crate) fn scale(&self, n: usize) -> f64 {
        let equivalent = match (self.dct_type, self.sine) {
            (DctType::One, false) => 2 * (n - 1),
            (DctType::One, true) => 2 * (n + 1),
            _ => 2 * n,
        };
        self.norm.factor(self.forward, equivalent as f64)
    }

    /// The kernels' variant number (the type as an integer).
    pub(crate) fn variant(&self) -> i32 {
        match self.dct_type {
            DctType::One => 1,
            DctType::Two => 2,
            DctType::Three => 3,
            DctType::Four => 4,
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn new(
        op: &'static str,
        sine: bool,
        inverse: bool,
        dct_type: DctType,
        shape: &[usize],
        axes: Vec<usize>,
        lengths: Vec<usize>,
        norm: Norm,
        orthogonalize: Option<bool>,
    ) -> Result<DctDesc> {
        let dct_type = if inverse {
            dct_type.inverse()
        } else {
            dct_type
        };
        if dct_type == DctType::One && !sine && lengths.contains(&1) {
            return Err(Error::InvalidArgument {
                op,
                reason: "a type-I DCT needs at least 2 data points (SciPy: zero-length FFT \
                         requested)"
                    .into(),
            });
        }
        let mut out_shape = shape.to_vec();
        for (&a, &n) in axes.iter().zip(&lengths) {
            out_shape[a] = n;
        }
        // The CPU works in complex128 buffers up to twice the length (type I); n = 2^61 is an
        // error naming the function, not a capacity overflow.
        let bytes = out_shape
            .iter()
            .try_fold(32usize, |acc, &n| acc.checked_mul(n.max(1)))
            .filter(|&b| b <= isize::MAX as usize);
        if bytes.is_none() {
            return Err(Error::InvalidArgument {
                op,
                reason: format!(
                    "a transform of shape {out_shape:?} has more points than memory can address"
                ),
            });
        }
        Ok(DctDesc {
            op,
            sine,
            dct_type,
            in_shape: shape.to_vec(),
            axes,
            lengths,
            out_shape,
            norm,
            forward: !inverse,
            ortho: orthogonalize.unwrap_or(norm == Norm::Ortho),
        })
    }

    fn one_d(
        op: &'static str,
        sine: bool,
        inverse: bool,
        shape: &[usize],
        opts: &DctOptions,
    ) -> Result<DctDesc> {
        let axis = normalize_axis(opts.axis, shape.len())?;
        let n = match opts.n {
            Some(n) => n,
            None => shape[axis],
        };
        if n < 1 {
            return Err(Error::InvalidArgument {
                op,
                reason: format!("invalid number of data points ({n}) specified"),
            });
        }
        Self::new(
            op,
            sine,
            inverse,
            opts.dct_type,
            shape,
            vec![axis],
            vec![n],
            opts.norm,
            opts.orthogonalize,
        )
    }

    fn n_d(
        op: &'static str,
        sine: bool,
        inverse: bool,
        shape: &[usize],
        opts: &DctnOptions,
    ) -> Result<DctDesc> {
        let (lengths, axes) =
            init_nd_shape_and_axes(op, shape, opts.s.as_deref(), opts.axes.as_deref())?;
        Self::new(
            op,
            sine,
            inverse,
            opts.dct_type,
            shape,
            axes,
            lengths,
            opts.norm,
            opts.orthogonalize,
        )
    }
}

fn run<T: FftInput>(desc: DctDesc, x: &Array<T>) -> Result<Array<T::Promoted>> {
    match x.device().backend() {
        Backend::Cpu => Array::from_vec(cpu::dct(&desc, x)?, &desc.out_shape, x.device()),
        Backend::Cuda(c) => {
            let schedule = cuda::schedule(
                c,
                &desc,
                T::DTYPE,
                T::IS_COMPLEX,
                x.strides(),
                <T::Real as Element>::DTYPE,
            )?;
            let out = Array::<T::Promoted>::empty(&desc.out_shape, x.device())?;
            // SAFETY: planned for x's layout and dtype; `out` is a fresh C-ordered array of the
            // output shape, owned here; both outlive the stream-ordered work.
            unsafe {
                schedule.run(
                    c,
                    x.device_ptr().unwrap_or(0),
                    out.device_ptr().unwrap_or(0),
                )?;
            }
            Ok(out)
        }
    }
}

/// Discrete cosine transform of type 1–4 along `opts.axis` (SciPy's definitions: type II is
/// `y[k] = 2 sum x[n] cos(pi k (2n+1) / 2N)`).
///
/// Equivalent to `scipy.fft.dct`. Real inputs compute in f32 (f16, f32) or f64 (the rest);
/// complex inputs transform their real and imaginary parts separately.
///
/// # Errors
/// [`Error::InvalidArgument`] for `n == Some(0)`, an empty axis, or a type-I transform of length
/// 1; [`Error::AxisOutOfBounds`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{dct, DctOptions};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[4], &Device::cpu())?;
/// let y = dct(&x, &DctOptions::default())?.to_vec()?;
/// assert!((y[0] - 20.0).abs() < 1e-12 && (y[2]).abs() < 1e-12);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn dct<T: FftInput>(x: &Array<T>, opts: &DctOptions) -> Result<Array<T::Promoted>> {
    run(DctDesc::one_d("dct", false, false, x.shape(), opts)?, x)
}

/// Inverse discrete cosine transform: `idct(dct(x)) == x` for every type and norm.
///
/// Equivalent to `scipy.fft.idct`.
///
/// # Errors
/// As [`dct`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{dct, idct, DctOptions, DctType};
/// let x = Array::from_vec(vec![1.0f64, -2.0, 0.5], &[3], &Device::cpu())?;
/// let opts = DctOptions { dct_type: DctType::Three, ..Default::default() };
/// let back = idct(&dct(&x, &opts)?, &opts)?.to_vec()?;
/// assert!((back[1] + 2.0).abs() < 1e-14);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn idct<T: FftInput>(x: &Array<T>, opts: &DctOptions) -> Result<Array<T::Promoted>> {
    run(DctDesc::one_d("idct", false, true, x.shape(), opts)?, x)
}

/// Discrete sine transform of type 1–4 along `opts.axis`.
///
/// Equivalent to `scipy.fft.dst`.
///
/// # Errors
/// As [`dct`] (type I is defined for every length).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{dst, DctOptions, DctType};
/// let x = Array::from_vec(vec![1.0f32], &[1], &Device::cpu())?;
/// let opts = DctOptions { dct_type: DctType::One, ..Default::default() };
/// assert_eq!(dst(&x, &opts)?.to_vec()?, vec![2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn dst<T: FftInput>(x: &Array<T>, opts: &DctOptions) -> Result<Array<T::Promoted>> {
    run(DctDesc::one_d("dst", true, false, x.shape(), opts)?, x)
}

/// Inverse discrete sine transform.
///
/// Equivalent to `scipy.fft.idst`.
///
/// # Errors
/// As [`dst`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{dst, idst, DctOptions, Norm};
/// let x = Array::from_vec(vec![3.0f64, 1.0, 4.0, 1.0], &[4], &Device::cpu())?;
/// let opts = DctOptions { norm: Norm::Ortho, ..Default::default() };
/// let back = idst(&dst(&x, &opts)?, &opts)?.to_vec()?;
/// assert!((back[2] - 4.0).abs() < 1e-14);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn idst<T: FftInput>(x: &Array<T>, opts: &DctOptions) -> Result<Array<T::Promoted>> {
    run(DctDesc::one_d("idst", true, true, x.shape(), opts)?, x)
}

/// N-D discrete cosine transform over `opts.axes` (every axis by default).
///
/// Equivalent to `scipy.fft.dctn`. With empty `axes` the input is returned converted to the
/// promoted dtype (SciPy returns it unchanged).
///
/// # Errors
/// As [`dct`], plus SciPy's `s`/`axes` checks (see [`crate::fftn`]).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{dctn, DctnOptions};
/// let x = Array::from_vec(vec![1.0f64; 6], &[2, 3], &Device::cpu())?;
/// let y = dctn(&x, &DctnOptions::default())?.to_vec()?;
/// assert!((y[0] - 24.0).abs() < 1e-12 && y[1..].iter().all(|v| v.abs() < 1e-12));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn dctn<T: FftInput>(x: &Array<T>, opts: &DctnOptions) -> Result<Array<T::Promoted>> {
    run(DctDesc::n_d("dctn", false, false, x.shape(), opts)?, x)
}

/// N-D inverse discrete cosine transform.
///
/// Equivalent to `scipy.fft.idctn`.
///
/// # Errors
/// As [`dctn`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{dctn, idctn, DctnOptions};
/// let x = Array::from_vec((0..6).map(f64::from).collect(), &[2, 3], &Device::cpu())?;
/// let back = idctn(&dctn(&x, &DctnOptions::default())?, &DctnOptions::default())?;
/// assert!((back.to_vec()?[5] - 5.0).abs() < 1e-13);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn idctn<T: FftInput>(x: &Array<T>, opts: &DctnOptions) -> Result<Array<T::Promoted>> {
    run(DctDesc::n_d("idctn", false, true, x.shape(), opts)?, x)
}

/// N-D discrete sine transform.
///
/// Equivalent to `scipy.fft.dstn`.
///
/// # Errors
/// As [`dctn`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{dstn, DctnOptions};
/// let x = Array::from_vec(vec![1.0f32; 4], &[2, 2], &Device::cpu())?;
/// assert_eq!(dstn(&x, &DctnOptions::default())?.shape(), &[2, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn dstn<T: FftInput>(x: &Array<T>, opts: &DctnOptions) -> Result<Array<T::Promoted>> {
    run(DctDesc::n_d("dstn", true, false, x.shape(), opts)?, x)
}

/// N-D inverse discrete sine transform.
///
/// Equivalent to `scipy.fft.idstn`.
///
/// # Errors
/// As [`dctn`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_fft::{dstn, idstn, DctnOptions, DctType};
/// let x = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
/// let opts = DctnOptions { dct_type: DctType::Four, ..Default::default() };
/// let back = idstn(&dstn(&x, &opts)?, &opts)?.to_vec()?;
/// assert!((back[3] - 4.0).abs() < 1e-13);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn idstn<T: FftInput>(x: &Array<T>, opts: &DctnOptions) -> Result<Array<T::Promoted>> {
    run(DctDesc::n_d("idstn", true, true, x.shape(), opts)?, x)
}
