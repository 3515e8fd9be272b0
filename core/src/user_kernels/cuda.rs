//! CUDA side of the user kernels: source generation for [`ElementwiseKernel`] and
//! [`ReductionKernel`], module loading for [`RawKernel`] and [`RawModule`].

use super::parse::{Param, ParamType};
use super::{
    ElementwiseKernel, KernelArg, LaunchArg, LaunchOptions, RawKernel, RawModule, RawModuleOptions,
    ReductionKernel,
};
use crate::array::{Array, c_strides};
use crate::cuda::{CudaBackend, CudaDevice, KernelArgs, KernelFn, check};
use crate::device::Device;
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::kernel_cache::{self, DEFAULT_OPTIONS, TYPES_HEADER};
use crate::reduce::ReduceOptions;
use crate::ufunc::dynarray::{with_dtype, with_dyn};
use crate::ufunc::engine::{broadcast_shapes, broadcast_strides};
use crate::ufunc::{DynArray, Operand};
use cudarc::driver::sys;
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::{Arc, Mutex};

const USER_CU: &str = include_str!("user_kernels.cu");
const BLOCK: u32 = 256;

/// A loaded CUDA module, unloaded when the last kernel taken from it is dropped.
pub(crate) struct LoadedModule {
    module: sys::CUmodule,
    dev: Arc<CudaDevice>,
}
// SAFETY: a module handle is an identifier usable from any thread bound to its context.
unsafe impl Send for LoadedModule {}
unsafe impl Sync for LoadedModule {}

impl Drop for LoadedModule {
    fn drop(&mut self) {
        if self.dev.bind().is_ok() {
            // SAFETY: the module was loaded once on this context and is unloaded once; no kernel
            // of it is referenced any more (kernels hold an Arc to it).
            unsafe {
                let _ = sys::cuModuleUnload(self.module);
            }
        }
    }
}

fn load_image(c: &CudaBackend, image: &[u8]) -> Result<Arc<LoadedModule>> {
    c.bind()?;
    let mut module: sys::CUmodule = std::ptr::null_mut();
    // SAFETY: the image outlives the call (a CUBIN, or NUL-terminated PTX); context bound.
    check(
        unsafe { sys::cuModuleLoadData(&mut module, image.as_ptr() as *const _) },
        "cuModuleLoadData",
    )?;
    Ok(Arc::new(LoadedModule {
        module,
        dev: c.device().clone(),
    }))
}

fn function(m: &LoadedModule, symbol: &str) -> Result<KernelFn> {
    let cname = std::ffi::CString::new(symbol)
        .map_err(|_| Error::invalid("get_function", "kernel name has NUL"))?;
    let mut func: sys::CUfunction = std::ptr::null_mut();
    m.dev.bind()?;
    // SAFETY: module loaded; name is a valid C string.
    check(
        unsafe { sys::cuModuleGetFunction(&mut func, m.module, cname.as_ptr()) },
        "cuModuleGetFunction",
    )?;
    Ok(KernelFn(func))
}

/// Compiles (through the kernel cache) and loads `code` on `c`.
fn compile_module(
    c: &CudaBackend,
    code: &str,
    name: &str,
    options: &[String],
    name_expressions: &[String],
) -> Result<(Arc<LoadedModule>, Vec<String>)> {
    let mut opts: Vec<&str> = DEFAULT_OPTIONS.to_vec();
    opts.extend(options.iter().map(|s| s.as_str()));
    let names: Vec<&str> = name_expressions.iter().map(|s| s.as_str()).collect();
    let (cubin, lowered) =
        kernel_cache::load_or_compile_with_names(code, name, c.device().arch(), &opts, &names)?;
    Ok((load_image(c, &cubin)?, lowered))
}

/// What a [`RawKernel`] holds.
pub(crate) enum RawInner {
    /// Source compiled on first launch on each device (by ordinal).
    Source {
        code: String,
        options: Vec<String>,
        loaded: Mutex<HashMap<usize, (Arc<LoadedModule>, KernelFn)>>,
    },
    /// A kernel of a loaded module.
    Module {
        module: Arc<LoadedModule>,
        func: KernelFn,
    },
}

impl RawInner {
    pub(crate) fn source(code: &str, _name: &str, options: &[&str]) -> RawInner {
        RawInner::Source {
            code: code.to_string(),
            options: options.iter().map(|s| s.to_string()).collect(),
            loaded: Mutex::new(HashMap::new()),
        }
    }
}

/// The kernel of `k` on `c`'s device.
fn raw_function(c: &CudaBackend, k: &RawKernel) -> Result<KernelFn> {
    match &k.inner {
        RawInner::Module { module, func } => {
            if module.dev.ordinal() != c.device().ordinal() {
                return Err(Error::DeviceMismatch {
                    op: "RawKernel::launch",
                    left: format!("cuda:{}", module.dev.ordinal()),
                    right: format!("cuda:{}", c.device().ordinal()),
                });
            }
            Ok(*func)
        }
        RawInner::Source {
            code,
            options,
            loaded,
        } => {
            let ord = c.device().ordinal();
            if let Some((_, f)) = loaded.lock().unwrap_or_else(|e| e.into_inner()).get(&ord) {
                kernel_cache::count_memory_hit();
                return Ok(*f);
            }
            let (m, _) = compile_module(c, code, &k.name, options, &[])?;
            let f = function(&m, &k.name)?;
            loaded
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .insert(ord, (m, f));
            Ok(f)
        }
    }
}

/// Launches a raw kernel.
///
/// # Safety
/// As [`RawKernel::launch`].
pub(crate) unsafe fn launch_raw(
    c: &CudaBackend,
    k: &RawKernel,
    grid: (u32, u32, u32),
    block: (u32, u32, u32),
    args: &[&dyn LaunchArg],
    opts: &LaunchOptions,
) -> Result<()> {
    let f = raw_function(c, k)?;
    let mut packed = KernelArgs::new();
    for a in args {
        a.push_to(&mut packed)?;
    }
    let target = match opts.stream {
        Some(s) => {
            if s.inner.context().cu_ctx() != c.dev.ctx.cu_ctx() {
                return Err(Error::DeviceMismatch {
                    op: "RawKernel::launch",
                    left: format!("cuda:{}", c.device().ordinal()),
                    right: format!("a stream of cuda:{}", s.inner.context().ordinal()),
                });
            }
            CudaBackend {
                dev: c.dev.clone(),
                stream: s.inner.clone(),
            }
        }
        None => c.clone(),
    };
    // SAFETY: the caller guarantees the arguments match the kernel and its accesses are valid.
    unsafe { target.launch(f, grid, block, opts.shared_mem, &mut packed) }
}

pub(crate) fn module_from_source(
    c: &CudaBackend,
    code: &str,
    opts: &RawModuleOptions,
) -> Result<RawModule> {
    let (module, lowered) =
        compile_module(c, code, "raw_module", &opts.options, &opts.name_expressions)?;
    Ok(RawModule {
        module,
        lowered: opts.name_expressions.iter().cloned().zip(lowered).collect(),
    })
}

pub(crate) fn module_from_file(c: &CudaBackend, path: &std::path::Path) -> Result<RawModule> {
    let mut bytes = std::fs::read(path)?;
    let is_ptx = path.extension().and_then(|e| e.to_str()) == Some("ptx")
        || bytes.starts_with(b"//")
        || bytes.starts_with(b".version");
    if is_ptx && bytes.last() != Some(&0) {
        bytes.push(0);
    }
    Ok(RawModule {
        module: load_image(c, &bytes)?,
        lowered: Vec::new(),
    })
}

pub(crate) fn get_function(m: &Arc<LoadedModule>, symbol: &str, name: &str) -> Result<RawKernel> {
    let func = function(m, symbol)?;
    Ok(RawKernel {
        inner: RawInner::Module {
            module: m.clone(),
            func,
        },
        name: name.to_string(),
    })
}

// ------------------------------------------------------------------------ generated kernels

fn unsupported_dtype(kind: &str, d: DType) -> Error {
    Error::unsupported(
        format!("{kind} with dtype {d} (gsci's {d} device type has no C++ operators)"),
        "cuda",
    )
}

/// Binds placeholders to the dtypes of the arrays passed for them; casts fixed-type arrays.
struct Bound {
    types: HashMap<String, DType>,
    /// Per input: the operand (arrays cast to a fixed type) and its dtype.
    ins: Vec<(Operand, DType)>,
}

fn bind(kind: &'static str, params: &[Param], args: &[&dyn KernelArg]) -> Result<Bound> {
    let mut types: HashMap<String, DType> = HashMap::new();
    let ops: Vec<Operand> = args.iter().map(|a| a.operand()).collect();
    for (p, o) in params.iter().zip(&ops) {
        if let (ParamType::Placeholder(t), Operand::Array(a)) = (&p.ty, o) {
            match types.get(t) {
                Some(&d) if d != a.dtype() => {
                    return Err(Error::DTypeMismatch {
                        op: kind,
                        left: d,
                        right: a.dtype(),
                    });
                }
                _ => {
                    types.insert(t.clone(), a.dtype());
                }
            }
        }
    }
    let mut ins = Vec::new();
    for (p, o) in params.iter().zip(ops) {
        let d = resolve(kind, &p.ty, &types)?;
        let o = match o {
            Operand::Array(a) if a.dtype() != d => Operand::Array(a.astype(d)?),
            Operand::Scalar(_) if p.raw => {
                return Err(Error::invalid(
                    kind,
                    format!("raw parameter '{}' needs an array", p.name),
                ));
            }
            o => o,
        };
        ins.push((o, d));
    }
    Ok(Bound { types, ins })
}

fn resolve(kind: &'static str, t: &ParamType, types: &HashMap<String, DType>) -> Result<DType> {
    let d = match t {
        ParamType::Fixed(d) => *d,
        ParamType::Placeholder(n) => *types.get(n).ok_or_else(|| {
            Error::invalid(
                kind,
                format!("cannot determine the type of '{n}': no array argument binds it"),
            )
        })?,
    };
    if matches!(d, DType::F16 | DType::BF16 | DType::C64 | DType::C128) {
        return Err(unsupported_dtype(kind, d));
    }
    Ok(d)
}

fn typedefs(types: &HashMap<String, DType>) -> String {
    let mut names: Vec<(&String, &DType)> = types.iter().collect();
    names.sort();
    names
        .iter()
        .map(|(n, d)| format!("typedef {} {n};\n", d.cuda_type()))
        .collect()
}

fn ptr(a: &DynArray) -> Result<u64> {
    with_dyn!(a, t => t.device_ptr())
        .ok_or_else(|| Error::invalid("user kernel", "array not on the GPU"))
}

fn push_scalar(args: &mut KernelArgs, d: DType, o: &Operand) {
    if let Operand::Scalar(s) = o {
        with_dtype!(d, T => {
            args.push(T::from_scalar(*s));
        });
    }
}

fn alloc(d: DType, shape: &[usize], dev: &Device) -> Result<(DynArray, u64)> {
    with_dtype!(d, T => {
        let mut a = Array::<T>::empty(shape, dev)?;
        let p = a.device_ptr_mut()?.ok_or_else(|| Error::invalid("user kernel", "internal: expected a GPU array"))?;
        Ok((DynArray::from(a), p))
    })
}

fn key(name: &str, src: &str) -> String {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    src.hash(&mut h);
    format!("gsci_uk_{name}_{:016x}", h.finish())
}

/// The broadcast shape of the non-raw array inputs.
fn shape_of(kind: &'static str, params: &[Param], b: &Bound) -> Result<Vec<usize>> {
    let mut shape: Option<Vec<usize>> = None;
    for (p, (o, _)) in params.iter().zip(&b.ins) {
        if let (false, Operand::Array(a)) = (p.raw, o) {
            shape = Some(match shape {
                None => a.shape().to_vec(),
                Some(s) => broadcast_shapes(kind, &s, a.shape())?,
            });
        }
    }
    shape.ok_or_else(|| {
        Error::invalid(
            kind,
            "needs a non-raw array input to give the shape of the output",
        )
    })
}

/// Generated element loads/params for the inputs: (params, loads, arrays to pass).
struct Inputs {
    params: Vec<String>,
    loads: String,
    /// Per non-raw array: broadcast strides over the shape.
    strided: Vec<Vec<isize>>,
}

fn inputs(params: &[Param], b: &Bound, shape: &[usize], off: &str) -> Result<Inputs> {
    let mut out = Inputs {
        params: Vec::new(),
        loads: String::new(),
        strided: Vec::new(),
    };
    for (p, (o, d)) in params.iter().zip(&b.ins) {
        let t = d.cuda_type();
        match (p.raw, o) {
            (true, _) => out
                .params
                .push(format!("const {t}* __restrict__ {}", p.name)),
            (false, Operand::Array(a)) => {
                out.params
                    .push(format!("const {t}* __restrict__ _raw_{}", p.name));
                let _ = writeln!(
                    out.loads,
                    "const {t} {n} = _raw_{n}[{off}[{k}]];",
                    n = p.name,
                    k = out.strided.len()
                );
                out.strided
                    .push(broadcast_strides(a.shape(), a.strides(), shape));
            }
            (false, Operand::Scalar(_)) => out.params.push(format!("{t} {}", p.name)),
        }
    }
    Ok(out)
}

/// Pushes the input arguments in parameter order (raw arrays made contiguous first).
fn push_inputs(
    args: &mut KernelArgs,
    params: &[Param],
    b: &Bound,
    keep: &mut Vec<DynArray>,
) -> Result<()> {
    for (p, (o, d)) in params.iter().zip(&b.ins) {
        match o {
            Operand::Array(a) => {
                let a = if p.raw {
                    with_dyn!(a, t => DynArray::from(t.to_contiguous()?))
                } else {
                    a.clone()
                };
                args.push(ptr(&a)?);
                keep.push(a);
            }
            Operand::Scalar(_) => push_scalar(args, *d, o),
        }
    }
    Ok(())
}

pub(crate) fn elementwise(
    c: &CudaBackend,
    dev: &Device,
    k: &ElementwiseKernel,
    args: &[&dyn KernelArg],
) -> Result<Vec<DynArray>> {
    const KIND: &str = "ElementwiseKernel";
    let b = bind(KIND, &k.ins, args)?;
    let shape = shape_of(KIND, &k.ins, &b)?;
    let n: usize = shape.iter().product();
    let ins = inputs(&k.ins, &b, &shape, "_off")?;
    let mut outs = Vec::new();
    let mut params = ins.params.clone();
    let mut stores = String::new();
    for p in &k.outs {
        let d = resolve(KIND, &p.ty, &b.types)?;
        let t = d.cuda_type();
        if p.raw {
            params.push(format!("{t}* __restrict__ {}", p.name));
        } else {
            params.push(format!("{t}* __restrict__ _raw_{}", p.name));
            let _ = writeln!(stores, "{t}& {n} = _raw_{n}[i];", n = p.name);
        }
        outs.push(alloc(d, &shape, dev)?);
    }
    let rank = shape.len().max(1);
    let narg = ins.strided.len().max(1);
    params.push("long long _n".into());
    params.push(format!("gsci_uk_layout<{rank}, {narg}> _L"));
    let src = format!(
        "{TYPES_HEADER}\n{USER_CU}\n{types}{pre}\nextern \"C\" __global__ void {name}({params}) {{\n\
         const gsci_uk_index _ind{{_n}};\n\
         for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < _n; i += (long long)gridDim.x * blockDim.x) {{\n\
         long long _off[{narg}]; gsci_uk_offsets<{rank}, {narg}>(_L, i, _off);\n{loads}{stores}{op};\n}}\n}}\n",
        types = typedefs(&b.types),
        pre = k.preamble,
        name = k.name,
        params = params.join(", "),
        loads = ins.loads,
        op = k.operation,
    );
    let result: Vec<DynArray> = outs.iter().map(|(a, _)| a.clone()).collect();
    if n == 0 {
        return Ok(result);
    }
    let f = c.function(&key(&k.name, &src), || (src.clone(), k.name.clone()))?;
    let mut a = KernelArgs::new();
    let mut keep = Vec::new();
    push_inputs(&mut a, &k.ins, &b, &mut keep)?;
    for (_, p) in &outs {
        a.push(*p);
    }
    a.push(n as i64);
    let mut words: Vec<i64> = if shape.is_empty() {
        vec![1]
    } else {
        shape.iter().map(|&d| d as i64).collect()
    };
    for s in &ins.strided {
        words.extend(s.iter().map(|&v| v as i64));
        if s.is_empty() {
            words.push(0);
        }
    }
    if ins.strided.is_empty() {
        words.extend(std::iter::repeat_n(0, rank));
    }
    a.push_i64s(&words);
    // SAFETY: the generated kernel's parameters are the pushed arguments (input pointers or
    // scalars, fresh outputs of n elements, n, the broadcast layout); the user's operation is
    // the user's responsibility as in CuPy, indexing non-raw operands only at element i.
    unsafe {
        c.launch(
            f,
            (crate::cuda::grid_1d(c, n, BLOCK), 1, 1),
            (BLOCK, 1, 1),
            0,
            &mut a,
        )?;
    }
    drop(keep);
    Ok(result)
}

pub(crate) fn reduction(
    c: &CudaBackend,
    dev: &Device,
    k: &ReductionKernel,
    args: &[&dyn KernelArg],
    opts: &ReduceOptions,
) -> Result<DynArray> {
    const KIND: &str = "ReductionKernel";
    let b = bind(KIND, &k.ins, args)?;
    let shape = shape_of(KIND, &k.ins, &b)?;
    let plan = crate::reduce::Plan::new(
        &shape,
        &c_strides(&shape),
        opts.axis,
        opts.keepdims,
        "ReductionKernel",
    )?;
    let nd = shape.len();
    let mut reduced = vec![opts.axis.is_none(); nd];
    if let Some(axes) = opts.axis {
        for &ax in axes {
            reduced[crate::normalize_axis(ax, nd)?] = true;
        }
    }
    let ins = inputs(&k.ins, &b, &shape, "_off")?;
    let out_p = &k.outs[0];
    let od = resolve(KIND, &out_p.ty, &b.types)?;
    let rtype = match &k.reduce_type {
        Some(t) => resolve(KIND, t, &b.types)?,
        None => od,
    };
    let (out, out_ptr) = alloc(od, &plan.out_shape, dev)?;
    if plan.nout == 0 {
        return Ok(out);
    }
    let kdims: Vec<usize> = (0..nd).filter(|&d| !reduced[d]).collect();
    let rdims: Vec<usize> = (0..nd).filter(|&d| reduced[d]).collect();
    let (kd, rd) = (kdims.len().max(1), rdims.len().max(1));
    let narg = ins.strided.len().max(1);
    let mut params = ins.params.clone();
    params.push(format!(
        "{}* __restrict__ _raw_{}",
        od.cuda_type(),
        out_p.name
    ));
    params.push("long long _nout".into());
    params.push("long long _nred".into());
    params.push(format!("gsci_uk_rlayout<{kd}, {rd}, {narg}> _L"));
    let src = format!(
        "{TYPES_HEADER}\n{USER_CU}\n{types}typedef {rt} _type_reduce;\n{pre}\n\
         extern \"C\" __global__ void __launch_bounds__(256) {name}({params}) {{\n\
         __shared__ _type_reduce _sdata[256];\n\
         for (long long _o = blockIdx.x; _o < _nout; _o += gridDim.x) {{\n\
         _type_reduce _acc = (_type_reduce)({id});\n\
         for (long long _r = threadIdx.x; _r < _nred; _r += blockDim.x) {{\n\
         long long _off[{narg}]; gsci_uk_roffsets<{kd}, {rd}, {narg}>(_L, _o, _r, _off);\n{loads}\
         const _type_reduce _m = (_type_reduce)({map});\n\
         {{ const _type_reduce a = _acc; const _type_reduce b = _m; _acc = ({red}); }}\n}}\n\
         _sdata[threadIdx.x] = _acc; __syncthreads();\n\
         for (unsigned int _s = blockDim.x / 2; _s > 0; _s >>= 1) {{\n\
         if (threadIdx.x < _s) {{ const _type_reduce a = _sdata[threadIdx.x]; const _type_reduce b = _sdata[threadIdx.x + _s]; _sdata[threadIdx.x] = ({red}); }}\n\
         __syncthreads(); }}\n\
         if (threadIdx.x == 0) {{ const _type_reduce a = _sdata[0]; {ot}& {on} = _raw_{on}[_o]; {post}; }}\n\
         __syncthreads();\n}}\n}}\n",
        types = typedefs(&b.types),
        rt = rtype.cuda_type(),
        pre = k.preamble,
        name = k.name,
        params = params.join(", "),
        id = k.identity,
        loads = ins.loads,
        map = k.map_expr,
        red = k.reduce_expr,
        ot = od.cuda_type(),
        on = out_p.name,
        post = k.post_map_expr,
    );
    let f = c.function(&key(&k.name, &src), || (src.clone(), k.name.clone()))?;
    let mut a = KernelArgs::new();
    let mut keep = Vec::new();
    push_inputs(&mut a, &k.ins, &b, &mut keep)?;
    a.push(out_ptr);
    a.push(plan.nout as i64).push(plan.nred as i64);
    let mut words: Vec<i64> = Vec::new();
    let dims = |ds: &[usize], w: &mut Vec<i64>| {
        if ds.is_empty() {
            w.push(1);
        } else {
            w.extend(ds.iter().map(|&d| shape[d] as i64));
        }
    };
    dims(&kdims, &mut words);
    dims(&rdims, &mut words);
    for (ds, n) in [(&kdims, kd), (&rdims, rd)] {
        for k in 0..narg {
            match ins.strided.get(k) {
                Some(s) if !ds.is_empty() => words.extend(ds.iter().map(|&d| s[d] as i64)),
                _ => words.extend(std::iter::repeat_n(0, n)),
            }
        }
    }
    a.push_i64s(&words);
    let threads = if plan.nred >= 256 {
        256
    } else {
        (plan.nred.next_power_of_two() as u32).max(32)
    };
    let grid = plan.nout.min(c.device().sm_count as usize * 64).max(1) as u32;
    // SAFETY: the parameters are the pushed arguments; the output holds nout elements, each
    // block writes only its outputs; input offsets come from the broadcast layout.
    unsafe {
        c.launch(f, (grid, 1, 1), (threads, 1, 1), 0, &mut a)?;
    }
    drop(keep);
    Ok(out)
}

/// Generated user kernels for the NVRTC compile test: CuPy's documentation examples.
pub(crate) fn all_generated_sources() -> Vec<(String, String)> {
    let mut types = HashMap::new();
    types.insert("T".to_string(), DType::F32);
    let mut out = Vec::new();
    let ew = format!(
        "{TYPES_HEADER}\n{USER_CU}\n{}\nextern \"C\" __global__ void squared_diff(const T* __restrict__ _raw_x, const T* __restrict__ y, T* __restrict__ _raw_z, long long _n, gsci_uk_layout<2, 1> _L) {{\n\
         const gsci_uk_index _ind{{_n}};\n\
         for (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < _n; i += (long long)gridDim.x * blockDim.x) {{\n\
         long long _off[1]; gsci_uk_offsets<2, 1>(_L, i, _off);\nconst T x = _raw_x[_off[0]];\nT& z = _raw_z[i];\nz = (x - y[_ind.size() - i - 1]) * (x - y[_ind.size() - i - 1]);\n}}\n}}\n\
         typedef float _type_reduce;\n\
         extern \"C\" __global__ void l2norm_part(const T* __restrict__ _raw_x, long long _nout, long long _nred, gsci_uk_rlayout<1, 2, 1> _L) {{\n\
         long long _off[1]; gsci_uk_roffsets<1, 2, 1>(_L, _nout, _nred, _off); (void)_raw_x; }}\n",
        typedefs(&types)
    );
    out.push(("user_kernels_examples".to_string(), ew));
    out
}
