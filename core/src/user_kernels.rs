//! User-written CUDA kernels, mirroring CuPy: [`ElementwiseKernel`], [`ReductionKernel`],
//! [`RawKernel`] and [`RawModule`].
//!
//! These run CUDA C++ the user writes, so they exist only on the CUDA backend: on the CPU every
//! call returns [`Error::Unsupported`] naming the kernel and the `cpu` backend. Sources compile
//! through the [kernel cache](crate::kernel_cache) (in memory and on disk), once per
//! (source, dtypes, rank).
//!
//! - Parameter lists are CuPy's: `"T x, raw T y, float32 z"`. A type is a NumPy dtype name
//!   (`float32`, `int64`, ...), a C name (`float`, `double`, `int`, ...) or a placeholder (any
//!   other identifier) bound to the dtype of the arrays passed for it. `raw` parameters are
//!   passed as pointers to C-contiguous data and indexed by the user (`y[_ind.size() - i - 1]`);
//!   other array parameters broadcast together and are read (inputs) or written (outputs)
//!   element `i`. The elementwise index is `i`, the number of elements `_ind.size()`.
//! - Element types: bool, the integers, float32 and float64 (kernels compute with the C types
//!   `bool`, `int`, `float`, ...). float16, bfloat16 and complex dtypes have no arithmetic
//!   operators in gsci's device types, so they are [`Error::Unsupported`].
//!
//! ```
//! use gsci_core::{user_kernels::ElementwiseKernel, Array, Device, Error};
//! let k = ElementwiseKernel::new("T x, T y", "T z", "z = (x - y) * (x - y)", "squared_diff")?;
//! let a = Array::from_vec(vec![1.0f32, 2.0], &[2], &Device::cpu())?;
//! assert!(matches!(k.call(&[&a, &a]), Err(Error::Unsupported { .. }))); // CUDA only
//! # Ok::<(), gsci_core::Error>(())
//! ```

pub(crate) mod cuda;
mod parse;

pub use crate::fusion::FuseArg as KernelArg;

use crate::cuda::Stream;
use crate::device::{Backend, Device};
use crate::error::{Error, Result};
use crate::reduce::ReduceOptions;
use crate::ufunc::DynArray;
use parse::{Param, parse_params, parse_type};
use std::path::Path;

fn cpu_unsupported(kind: &str, name: &str) -> Error {
    Error::unsupported(
        format!("{kind} '{name}' (user CUDA kernels run only on a GPU)"),
        "cpu",
    )
}

/// The device of the first array among `args`.
fn device_of(op: &'static str, args: &[&dyn KernelArg]) -> Result<Device> {
    for a in args {
        if let crate::ufunc::Operand::Array(x) = a.operand() {
            return Ok(x.device().clone());
        }
    }
    Err(Error::invalid(op, "needs at least one array argument"))
}

/// An elementwise kernel written in CUDA C++: `operation` runs once per element of the broadcast
/// inputs, with each input parameter bound to its element, each output parameter to a reference
/// to its element, `i` the index and `_ind.size()` the number of elements.
///
/// Equivalent to `cupy.ElementwiseKernel`.
#[derive(Clone, Debug)]
pub struct ElementwiseKernel {
    pub(crate) ins: Vec<Param>,
    pub(crate) outs: Vec<Param>,
    pub(crate) operation: String,
    pub(crate) name: String,
    pub(crate) preamble: String,
}

impl ElementwiseKernel {
    /// Defines the kernel; parameter lists are parsed now.
    ///
    /// Equivalent to `cupy.ElementwiseKernel(in_params, out_params, operation, name)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] with the offending text for a parameter list that does not
    /// parse, a name that is not a C identifier, or a name used twice.
    ///
    /// ```
    /// use gsci_core::user_kernels::ElementwiseKernel;
    /// assert!(ElementwiseKernel::new("T x, T y", "T z", "z = x + y", "add").is_ok());
    /// assert!(ElementwiseKernel::new("T x,, T y", "T z", "z = x + y", "add").is_err());
    /// ```
    pub fn new(
        in_params: &str,
        out_params: &str,
        operation: &str,
        name: &str,
    ) -> Result<ElementwiseKernel> {
        const OP: &str = "ElementwiseKernel";
        let ins = parse_params(OP, in_params)?;
        let outs = parse_params(OP, out_params)?;
        check_name(OP, name)?;
        if outs.is_empty() {
            return Err(Error::invalid(OP, "needs at least one output parameter"));
        }
        for o in &outs {
            if ins.iter().any(|p| p.name == o.name) {
                return Err(Error::invalid(
                    OP,
                    format!("'{}' is both an input and an output", o.name),
                ));
            }
        }
        Ok(ElementwiseKernel {
            ins,
            outs,
            operation: operation.to_string(),
            name: name.to_string(),
            preamble: String::new(),
        })
    }

    /// Code placed before the kernel (helper functions, `#include`s). CuPy's `preamble=`.
    pub fn with_preamble(mut self, preamble: &str) -> Self {
        self.preamble = preamble.to_string();
        self
    }

    /// Runs the kernel on the inputs (arrays, or scalars for non-raw parameters) and returns the
    /// outputs, allocated with the broadcast shape and their resolved dtypes.
    ///
    /// Equivalent to calling a `cupy.ElementwiseKernel`.
    ///
    /// # Errors
    /// [`Error::Unsupported`] on the CPU, or for float16/bfloat16/complex dtypes;
    /// [`Error::InvalidArgument`] for a wrong argument count or a placeholder no array binds;
    /// [`Error::DTypeMismatch`] when arrays bound to one placeholder differ;
    /// [`Error::ShapeMismatch`] when the inputs do not broadcast; [`Error::Compile`] with
    /// NVRTC's log when the operation does not compile.
    ///
    /// ```
    /// use gsci_core::{user_kernels::ElementwiseKernel, Array, Device};
    /// let k = ElementwiseKernel::new("T x", "T y", "y = x * 2", "twice")?;
    /// let a = Array::from_vec(vec![1i32, 2], &[2], &Device::cpu())?;
    /// assert!(k.call(&[&a]).is_err()); // Error::Unsupported on the CPU backend
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn call(&self, args: &[&dyn KernelArg]) -> Result<Vec<DynArray>> {
        const OP: &str = "ElementwiseKernel";
        if args.len() != self.ins.len() {
            return Err(Error::invalid(
                OP,
                format!(
                    "'{}' takes {} inputs, {} given",
                    self.name,
                    self.ins.len(),
                    args.len()
                ),
            ));
        }
        let dev = device_of(OP, args)?;
        match dev.backend() {
            Backend::Cpu => Err(cpu_unsupported(OP, &self.name)),
            Backend::Cuda(c) => cuda::elementwise(c, &dev, self, args),
        }
    }
}

fn check_name(op: &'static str, name: &str) -> Result<()> {
    let mut ch = name.chars();
    let ok = matches!(ch.next(), Some(f) if f == '_' || f.is_ascii_alphabetic())
        && ch.all(|c| c == '_' || c.is_ascii_alphanumeric());
    if ok {
        Ok(())
    } else {
        Err(Error::invalid(
            op,
            format!("kernel name '{name}' is not a C identifier"),
        ))
    }
}

/// A reduction kernel written in CUDA C++: `map_expr` maps the input elements to values of the
/// reduce type, `reduce_expr` combines two of them (`a`, `b`), `post_map_expr` writes the output
/// from the result `a`; `identity` starts every reduction.
///
/// Equivalent to `cupy.ReductionKernel`.
#[derive(Clone, Debug)]
pub struct ReductionKernel {
    pub(crate) ins: Vec<Param>,
    pub(crate) outs: Vec<Param>,
    pub(crate) map_expr: String,
    pub(crate) reduce_expr: String,
    pub(crate) post_map_expr: String,
    pub(crate) identity: String,
    pub(crate) name: String,
    pub(crate) reduce_type: Option<parse::ParamType>,
    pub(crate) preamble: String,
}

impl ReductionKernel {
    /// Defines the kernel; parameter lists are parsed now.
    ///
    /// Equivalent to `cupy.ReductionKernel(in_params, out_params, map_expr, reduce_expr,
    /// post_map_expr, identity, name)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] with the offending text for a parameter list that does not
    /// parse or a bad name; an empty `identity` or `reduce_expr`.
    ///
    /// ```
    /// use gsci_core::user_kernels::ReductionKernel;
    /// let l2 = ReductionKernel::new("T x", "T y", "x * x", "a + b", "y = sqrt(a)", "0", "l2norm");
    /// assert!(l2.is_ok());
    /// ```
    pub fn new(
        in_params: &str,
        out_params: &str,
        map_expr: &str,
        reduce_expr: &str,
        post_map_expr: &str,
        identity: &str,
        name: &str,
    ) -> Result<ReductionKernel> {
        const OP: &str = "ReductionKernel";
        let ins = parse_params(OP, in_params)?;
        let outs = parse_params(OP, out_params)?;
        check_name(OP, name)?;
        if outs.len() != 1 || outs[0].raw {
            return Err(Error::invalid(
                OP,
                format!("needs exactly one non-raw output parameter, got '{out_params}'"),
            ));
        }
        if ins.is_empty() {
            return Err(Error::invalid(OP, "needs at least one input parameter"));
        }
        if identity.trim().is_empty() || reduce_expr.trim().is_empty() {
            return Err(Error::invalid(
                OP,
                "identity and reduce_expr must not be empty",
            ));
        }
        Ok(ReductionKernel {
            ins,
            outs,
            map_expr: map_expr.to_string(),
            reduce_expr: reduce_expr.to_string(),
            post_map_expr: post_map_expr.to_string(),
            identity: identity.to_string(),
            name: name.to_string(),
            reduce_type: None,
            preamble: String::new(),
        })
    }

    /// The type values are reduced in (CuPy's `reduce_type=`; default: the output's type).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a type name that does not parse.
    pub fn with_reduce_type(mut self, ty: &str) -> Result<Self> {
        self.reduce_type = Some(parse_type("ReductionKernel", ty)?);
        Ok(self)
    }

    /// Code placed before the kernel (CuPy's `preamble=`).
    pub fn with_preamble(mut self, preamble: &str) -> Self {
        self.preamble = preamble.to_string();
        self
    }

    /// Reduces the broadcast inputs over `opts.axis` (all axes for `None`), with `keepdims`.
    ///
    /// Equivalent to calling a `cupy.ReductionKernel` with `axis` and `keepdims`.
    ///
    /// # Errors
    /// As [`ElementwiseKernel::call`]; a bad or repeated axis.
    ///
    /// ```
    /// use gsci_core::{user_kernels::ReductionKernel, reduce::ReduceOptions, Array, Device};
    /// let k = ReductionKernel::new("T x", "T y", "x", "a + b", "y = a", "0", "my_sum")?;
    /// let a = Array::from_vec(vec![1.0f64, 2.0], &[2], &Device::cpu())?;
    /// assert!(k.call(&[&a], &ReduceOptions::default()).is_err()); // CUDA only
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn call(&self, args: &[&dyn KernelArg], opts: &ReduceOptions) -> Result<DynArray> {
        const OP: &str = "ReductionKernel";
        if args.len() != self.ins.len() {
            return Err(Error::invalid(
                OP,
                format!(
                    "'{}' takes {} inputs, {} given",
                    self.name,
                    self.ins.len(),
                    args.len()
                ),
            ));
        }
        let dev = device_of(OP, args)?;
        match dev.backend() {
            Backend::Cpu => Err(cpu_unsupported(OP, &self.name)),
            Backend::Cuda(c) => cuda::reduction(c, &dev, self, args, opts),
        }
    }
}

/// A kernel argument of [`RawKernel::launch`]: an array (passed as the address of its first
/// element) or a scalar passed by value with its C type.
pub trait LaunchArg {
    /// Appends this argument.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for an array that is not on a GPU.
    fn push_to(&self, args: &mut crate::cuda::KernelArgs) -> Result<()>;
}

impl<T: crate::dtype::Element> LaunchArg for crate::Array<T> {
    fn push_to(&self, args: &mut crate::cuda::KernelArgs) -> Result<()> {
        let p = self
            .device_ptr()
            .ok_or_else(|| Error::invalid("RawKernel", "an array argument is not on a GPU"))?;
        args.push(p);
        Ok(())
    }
}
impl LaunchArg for DynArray {
    fn push_to(&self, args: &mut crate::cuda::KernelArgs) -> Result<()> {
        crate::ufunc::dynarray::with_dyn!(self, a => a.push_to(args))
    }
}
macro_rules! scalar_arg {
    ($($t:ty),*) => {$(
        impl LaunchArg for $t {
            fn push_to(&self, args: &mut crate::cuda::KernelArgs) -> Result<()> {
                args.push(*self);
                Ok(())
            }
        }
    )*};
}
scalar_arg!(bool, i8, i16, i32, i64, u8, u16, u32, u64, f32, f64);

/// Launch settings of [`RawKernel::launch`] besides grid and block.
#[derive(Clone, Copy, Debug, Default)]
pub struct LaunchOptions<'a> {
    /// Dynamic shared memory in bytes.
    pub shared_mem: u32,
    /// The stream to launch on (`None`: the device's stream).
    pub stream: Option<&'a Stream>,
}

/// A CUDA kernel from user source (`extern "C"` or a lowered C++ name) or from a [`RawModule`].
///
/// Equivalent to `cupy.RawKernel`.
pub struct RawKernel {
    pub(crate) inner: cuda::RawInner,
    pub(crate) name: String,
}

impl std::fmt::Debug for RawKernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RawKernel({})", self.name)
    }
}

impl RawKernel {
    /// A kernel named `name` (an `extern "C"` function) in `code`, compiled on first launch on
    /// each GPU.
    ///
    /// Equivalent to `cupy.RawKernel(code, name)`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `name` is empty.
    ///
    /// ```
    /// use gsci_core::user_kernels::RawKernel;
    /// let k = RawKernel::new(r#"extern "C" __global__ void f(float* x) { x[threadIdx.x] = 1; }"#, "f")?;
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn new(code: &str, name: &str) -> Result<RawKernel> {
        RawKernel::with_options(code, name, &[])
    }

    /// [`RawKernel::new`] with extra NVRTC options (CuPy's `options=`).
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when `name` is empty.
    pub fn with_options(code: &str, name: &str, options: &[&str]) -> Result<RawKernel> {
        if name.trim().is_empty() {
            return Err(Error::invalid("RawKernel", "empty kernel name"));
        }
        Ok(RawKernel {
            inner: cuda::RawInner::source(code, name, options),
            name: name.to_string(),
        })
    }

    /// Launches the kernel on `device` with a `grid` of blocks of `block` threads.
    ///
    /// Equivalent to `cupy.RawKernel.__call__(grid, block, args, shared_mem=...)`.
    ///
    /// # Errors
    /// [`Error::Unsupported`] on the CPU; [`Error::Compile`]; [`Error::InvalidArgument`] for an
    /// array not on a GPU; CUDA errors from the launch.
    ///
    /// # Safety
    /// `args` must match the kernel's parameters in number, order and C type, and the kernel
    /// must only access memory inside the arrays it is given.
    ///
    /// ```
    /// use gsci_core::{user_kernels::{LaunchOptions, RawKernel}, Array, Device};
    /// let k = RawKernel::new(r#"extern "C" __global__ void f(float* x) { x[threadIdx.x] = 1; }"#, "f")?;
    /// let x = Array::<f32>::zeros(&[32], &Device::cpu())?;
    /// // SAFETY: one float* parameter, 32 threads for 32 elements.
    /// let r = unsafe { k.launch(&Device::cpu(), (1, 1, 1), (32, 1, 1), &[&x], &LaunchOptions::default()) };
    /// assert!(r.is_err()); // Error::Unsupported on the CPU
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub unsafe fn launch(
        &self,
        device: &Device,
        grid: (u32, u32, u32),
        block: (u32, u32, u32),
        args: &[&dyn LaunchArg],
        opts: &LaunchOptions,
    ) -> Result<()> {
        match device.backend() {
            Backend::Cpu => Err(cpu_unsupported("RawKernel", &self.name)),
            Backend::Cuda(c) => {
                // SAFETY: forwarded from the caller.
                unsafe { cuda::launch_raw(c, self, grid, block, args, opts) }
            }
        }
    }
}

/// Settings of [`RawModule::from_source`].
#[derive(Clone, Debug, Default)]
pub struct RawModuleOptions {
    /// Extra NVRTC options (CuPy's `options=`).
    pub options: Vec<String>,
    /// C++ name expressions to instantiate and look up (`"my_func<float>"`), CuPy's
    /// `name_expressions=`.
    pub name_expressions: Vec<String>,
}

/// A compiled CUDA module (from source, PTX or CUBIN) whose kernels are fetched by name.
///
/// Equivalent to `cupy.RawModule`.
pub struct RawModule {
    pub(crate) module: std::sync::Arc<cuda::LoadedModule>,
    pub(crate) lowered: Vec<(String, String)>,
}

impl std::fmt::Debug for RawModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "RawModule({} name expressions)", self.lowered.len())
    }
}

impl RawModule {
    /// Compiles `code` for `device` through the kernel cache.
    ///
    /// Equivalent to `cupy.RawModule(code=code, options=..., name_expressions=...)`.
    ///
    /// # Errors
    /// [`Error::Unsupported`] on the CPU; [`Error::Compile`] with NVRTC's log.
    ///
    /// ```
    /// use gsci_core::{user_kernels::{RawModule, RawModuleOptions}, Device};
    /// let r = RawModule::from_source(&Device::cpu(), "extern \"C\" __global__ void f() {}", &RawModuleOptions::default());
    /// assert!(r.is_err()); // CUDA only
    /// ```
    pub fn from_source(device: &Device, code: &str, opts: &RawModuleOptions) -> Result<RawModule> {
        match device.backend() {
            Backend::Cpu => Err(cpu_unsupported("RawModule", "from source")),
            Backend::Cuda(c) => cuda::module_from_source(c, code, opts),
        }
    }

    /// Loads a PTX (`.ptx`, JIT-compiled by the driver) or CUBIN file for `device`.
    ///
    /// Equivalent to `cupy.RawModule(path=path)`.
    ///
    /// # Errors
    /// [`Error::Unsupported`] on the CPU; [`Error::Io`] when the file cannot be read; CUDA
    /// errors when the driver rejects the image.
    ///
    /// ```
    /// use gsci_core::{user_kernels::RawModule, Device};
    /// assert!(RawModule::from_file(&Device::cpu(), "kernels.cubin").is_err()); // CUDA only
    /// ```
    pub fn from_file(device: &Device, path: impl AsRef<Path>) -> Result<RawModule> {
        let path = path.as_ref();
        match device.backend() {
            Backend::Cpu => Err(cpu_unsupported("RawModule", &path.display().to_string())),
            Backend::Cuda(c) => cuda::module_from_file(c, path),
        }
    }

    /// The kernel called `name`: a name expression given at compile time (`"f<float>"`, looked up
    /// by its lowered name) or an `extern "C"` name.
    ///
    /// Equivalent to `cupy.RawModule.get_function`.
    ///
    /// # Errors
    /// [`Error::Cuda`] (`CUDA_ERROR_NOT_FOUND`) when the module has no such kernel.
    pub fn get_function(&self, name: &str) -> Result<RawKernel> {
        let symbol = self
            .lowered
            .iter()
            .find(|(e, _)| e == name)
            .map(|(_, l)| l.as_str())
            .unwrap_or(name);
        cuda::get_function(&self.module, symbol, name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Array;

    #[test]
    fn every_user_kernel_is_unsupported_on_the_cpu() {
        let dev = Device::cpu();
        let a = Array::from_vec(vec![1.0f32, 2.0, 3.0], &[3], &dev).unwrap();
        let sq = ElementwiseKernel::new("T x, T y", "T z", "z = (x - y) * (x - y)", "squared_diff")
            .unwrap();
        let check = |e: Error| match e {
            Error::Unsupported { backend, what } => {
                assert_eq!(backend, "cpu");
                assert!(what.contains("GPU"), "{what}");
            }
            other => panic!("{other}"),
        };
        check(sq.call(&[&a, &a]).err().unwrap());
        let l2 = ReductionKernel::new("T x", "T y", "x * x", "a + b", "y = sqrt(a)", "0", "l2norm")
            .unwrap();
        check(l2.call(&[&a], &ReduceOptions::default()).err().unwrap());
        let rk = RawKernel::new("extern \"C\" __global__ void f(float* x) {}", "f").unwrap();
        // SAFETY: not launched (CPU).
        check(
            unsafe { rk.launch(&dev, (1, 1, 1), (1, 1, 1), &[&a], &LaunchOptions::default()) }
                .unwrap_err(),
        );
        check(RawModule::from_source(&dev, "", &RawModuleOptions::default()).unwrap_err());
        check(RawModule::from_file(&dev, "x.ptx").unwrap_err());
    }

    #[test]
    fn parameter_errors_name_the_text() {
        let e = ElementwiseKernel::new("T x, raw", "T z", "z = x", "k").unwrap_err();
        assert!(e.to_string().contains("raw"), "{e}");
        let e = ElementwiseKernel::new("T x", "T x", "x = x", "k").unwrap_err();
        assert!(e.to_string().contains("'x'"), "{e}");
        let e = ElementwiseKernel::new("T x", "T z", "z = x", "bad name").unwrap_err();
        assert!(e.to_string().contains("bad name"), "{e}");
        let e =
            ReductionKernel::new("T x", "T y, T w", "x", "a + b", "y = a", "0", "r").unwrap_err();
        assert!(e.to_string().contains("T y, T w"), "{e}");
        assert!(ElementwiseKernel::new("T x", "", "x", "k").is_err());
        let a = Array::from_vec(vec![1.0f32], &[1], &Device::cpu()).unwrap();
        let k = ElementwiseKernel::new("T x, T y", "T z", "z = x", "k").unwrap();
        assert!(matches!(
            k.call(&[&a]).err().unwrap(),
            Error::InvalidArgument { .. }
        ));
    }
}
