//! [`FftPlan`]: a transform planned once (validation, cuFFT plans with their own work areas,
//! kernels) and executed many times, allocating its output or writing into one the caller
//! reuses.

use crate::basic::{self, cuda};
use crate::desc::{FftDesc, Variant};
use crate::dtypes::{ComplexOf, FftInput, RealFftInput, RealOf};
use crate::gpu::Schedule;
use crate::options::{FftOptions, FftnOptions};
use gsci_core::{Array, Backend, Device, Element, Error, Result};
use std::marker::PhantomData;

type CpuRun<T, O> = fn(&FftDesc, &Array<T>) -> Result<Vec<O>>;

/// A transform planned for inputs of one shape, dtype and device: build it once, then
/// [`execute`](FftPlan::execute) it as often as needed. On a GPU it owns its cuFFT plans (with
/// their work areas) and compiled kernels, so an execution only enqueues work on the input's
/// stream; on the CPU it keeps the validated description (rustfft's plans are cached globally).
///
/// Like CuPy's `get_fft_plan`. Inputs with another layout (strides) or on another stream than
/// the one planned for still run, through the per-device [plan cache](crate::get_plan_cache).
///
/// ```
/// use gsci_core::{Array, Complex64, Device};
/// use gsci_fft::{FftOptions, FftPlan};
/// let dev = Device::cpu();
/// let x = Array::from_vec(vec![1.0f64, 0.0, -1.0, 0.0], &[4], &dev)?;
/// let plan = FftPlan::fft(&x, &FftOptions::default())?;
/// let mut out = Array::<Complex64>::empty(&[4], &dev)?;
/// for _ in 0..3 {
///     plan.execute_into(&x, &mut out)?; // no new output array
/// }
/// assert_eq!(out.to_vec()?[1], Complex64::new(2.0, 0.0));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub struct FftPlan<T: FftInput, O: Element> {
    desc: FftDesc,
    device: Device,
    in_strides: Vec<isize>,
    /// Whether the planned input's first element was 16-byte aligned.
    in_aligned: bool,
    /// The GPU schedule and the stream it was planned on.
    gpu: Option<(Schedule, usize)>,
    cpu: CpuRun<T, O>,
    _types: PhantomData<fn(&T) -> O>,
}

impl<T: FftInput, O: Element> std::fmt::Debug for FftPlan<T, O> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "FftPlan({}: {:?} {} -> {:?} {} on {})",
            self.desc.op,
            self.desc.in_shape,
            T::DTYPE,
            self.desc.out_shape,
            O::DTYPE,
            self.device
        )
    }
}

impl<T: FftInput, O: Element> FftPlan<T, O> {
    fn build(desc: FftDesc, x: &Array<T>, cpu: CpuRun<T, O>) -> Result<Self> {
        let gpu = match x.device().backend() {
            Backend::Cpu => None,
            Backend::Cuda(c) => Some((
                cuda::schedule(
                    c,
                    &desc,
                    T::DTYPE,
                    x.strides(),
                    x.device_ptr().unwrap_or(0) % 16 == 0,
                    <RealOf<T> as Element>::DTYPE,
                    <ComplexOf<T> as Element>::DTYPE,
                    true,
                )?,
                c.cu_stream() as usize,
            )),
        };
        Ok(FftPlan {
            desc,
            device: x.device().clone(),
            in_strides: x.strides().to_vec(),
            in_aligned: x.device_ptr().unwrap_or(0) % 16 == 0,
            gpu,
            cpu,
            _types: PhantomData,
        })
    }

    /// The input shape the plan was made for.
    pub fn input_shape(&self) -> &[usize] {
        &self.desc.in_shape
    }
    /// The output shape.
    pub fn output_shape(&self) -> &[usize] {
        &self.desc.out_shape
    }
    /// The device the plan runs on.
    pub fn device(&self) -> &Device {
        &self.device
    }

    fn check_input(&self, x: &Array<T>) -> Result<()> {
        if x.device() != &self.device {
            return Err(Error::DeviceMismatch {
                op: "FftPlan::execute",
                left: self.device.to_string(),
                right: x.device().to_string(),
            });
        }
        if x.shape() != self.desc.in_shape.as_slice() {
            return Err(Error::ShapeMismatch {
                op: "FftPlan::execute",
                left: self.desc.in_shape.clone(),
                right: x.shape().to_vec(),
            });
        }
        Ok(())
    }

    /// Runs the plan on `x`, writing into `out_ptr` (GPU).
    fn run_gpu(&self, x: &Array<T>, out_ptr: u64) -> Result<()> {
        let Backend::Cuda(c) = x.device().backend() else {
            return Err(Error::InvalidArgument {
                op: "FftPlan::execute",
                reason: "internal: not a GPU input".into(),
            });
        };
        let fresh;
        let schedule = match &self.gpu {
            Some((s, stream))
                if *stream == c.cu_stream() as usize
                    && x.strides() == self.in_strides
                    && (x.device_ptr().unwrap_or(0) % 16 == 0) == self.in_aligned =>
            {
                s
            }
            _ => {
                fresh = cuda::schedule(
                    c,
                    &self.desc,
                    T::DTYPE,
                    x.strides(),
                    x.device_ptr().unwrap_or(0) % 16 == 0,
                    <RealOf<T> as Element>::DTYPE,
                    <ComplexOf<T> as Element>::DTYPE,
                    false,
                )?;
                &fresh
            }
        };
        // SAFETY: the schedule was planned for x's shape, dtype and strides; `out_ptr` is the
        // first element of a uniquely owned C-ordered array of the output shape and dtype; both
        // stay alive until the stream-ordered work is done (their frees are stream-ordered).
        unsafe { schedule.run(c, x.device_ptr().unwrap_or(0), out_ptr) }
    }

    /// Transforms `x` (which must have the planned shape and device) into a new array.
    ///
    /// # Errors
    /// [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for another shape or device.
    pub fn execute(&self, x: &Array<T>) -> Result<Array<O>> {
        self.check_input(x)?;
        match x.device().backend() {
            Backend::Cpu => {
                self.desc.check_host_memory()?;
                Array::from_vec((self.cpu)(&self.desc, x)?, &self.desc.out_shape, x.device())
            }
            Backend::Cuda(_) => {
                let out = Array::<O>::empty(&self.desc.out_shape, x.device())?;
                self.run_gpu(x, out.device_ptr().unwrap_or(0))?;
                Ok(out)
            }
        }
    }

    /// Transforms `x` into `out` (of the output shape, on the plan's device), reusing `out`'s
    /// memory when `out` owns it alone and is C-contiguous (otherwise `out` gets fresh memory
    /// first; views of its old memory keep their values).
    ///
    /// # Errors
    /// As [`FftPlan::execute`]; [`Error::ShapeMismatch`] / [`Error::DeviceMismatch`] for `out`.
    pub fn execute_into(&self, x: &Array<T>, out: &mut Array<O>) -> Result<()> {
        self.check_input(x)?;
        if out.device() != &self.device {
            return Err(Error::DeviceMismatch {
                op: "FftPlan::execute_into",
                left: self.device.to_string(),
                right: out.device().to_string(),
            });
        }
        if out.shape() != self.desc.out_shape.as_slice() {
            return Err(Error::ShapeMismatch {
                op: "FftPlan::execute_into",
                left: self.desc.out_shape.clone(),
                right: out.shape().to_vec(),
            });
        }
        match x.device().backend() {
            Backend::Cpu => {
                let v = (self.cpu)(&self.desc, x)?;
                if let Some(dst) = out.as_mut_slice()? {
                    dst.copy_from_slice(&v);
                }
                Ok(())
            }
            Backend::Cuda(_) => {
                // Unique storage: if `out` shared memory with `x`, it now has its own copy.
                let ptr = out.device_ptr_mut()?.unwrap_or(0);
                self.run_gpu(x, ptr)
            }
        }
    }
}

macro_rules! plan_constructors {
    ($bound:ident, $out:ident, $cpu:expr; $($name:ident, $variant:ident, $opts:ty, $make:ident, $sc:literal;)*) => {
        impl<T: $bound> FftPlan<T, $out<T>> {
            $(
                #[doc = concat!("Plans `", stringify!($name), "` for inputs like `x` (shape, dtype, device, layout). ")]
                #[doc = concat!("Executing it equals `gsci_fft::", stringify!($name), "(x, opts)`, SciPy's `scipy.fft.", $sc, "`.")]
                ///
                /// # Errors
                #[doc = concat!("As [`crate::", stringify!($name), "`]; cuFFT errors while planning.")]
                pub fn $name(x: &Array<T>, opts: &$opts) -> Result<Self> {
                    let desc = FftDesc::$make(stringify!($name), Variant::$variant, x.shape(), &plan_opts!($name, opts))?;
                    Self::build(desc, x, $cpu)
                }
            )*
        }
    };
}

/// 2-D constructors default `axes` to `[-2, -1]`, as the 2-D functions do.
macro_rules! plan_opts {
    (fft2, $o:ident) => {
        basic::two_d($o)
    };
    (ifft2, $o:ident) => {
        basic::two_d($o)
    };
    (rfft2, $o:ident) => {
        basic::two_d($o)
    };
    (irfft2, $o:ident) => {
        basic::two_d($o)
    };
    (hfft2, $o:ident) => {
        basic::two_d($o)
    };
    (ihfft2, $o:ident) => {
        basic::two_d($o)
    };
    ($other:ident, $o:ident) => {
        $o.clone()
    };
}

plan_constructors!(FftInput, ComplexOf, basic::cpu_complex::<T>;
    fft, Fft, FftOptions, one_d, "fft";
    ifft, Ifft, FftOptions, one_d, "ifft";
    fft2, Fft, FftnOptions, n_d, "fft2";
    ifft2, Ifft, FftnOptions, n_d, "ifft2";
    fftn, Fft, FftnOptions, n_d, "fftn";
    ifftn, Ifft, FftnOptions, n_d, "ifftn";
);

// Real-input constructors live in their own impl block (their bound is `RealFftInput`).
mod real_input {
    use super::*;
    plan_constructors!(RealFftInput, ComplexOf, basic::cpu_complex::<T>;
        rfft, Rfft, FftOptions, one_d, "rfft";
        rfft2, Rfft, FftnOptions, n_d, "rfft2";
        rfftn, Rfft, FftnOptions, n_d, "rfftn";
        ihfft, Ihfft, FftOptions, one_d, "ihfft";
        ihfft2, Ihfft, FftnOptions, n_d, "ihfft2";
        ihfftn, Ihfft, FftnOptions, n_d, "ihfftn";
    );
}

plan_constructors!(FftInput, RealOf, basic::cpu::c2r::<T>;
    irfft, Irfft, FftOptions, one_d, "irfft";
    irfft2, Irfft, FftnOptions, n_d, "irfft2";
    irfftn, Irfft, FftnOptions, n_d, "irfftn";
    hfft, Hfft, FftOptions, one_d, "hfft";
    hfft2, Hfft, FftnOptions, n_d, "hfft2";
    hfftn, Hfft, FftnOptions, n_d, "hfftn";
);
