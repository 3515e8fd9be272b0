//! Elementwise functions defined outside gsci-core: the extension point through which other
//! crates (gsci-special) add ufuncs that plan, broadcast, resolve dtypes, run on both backends
//! and fuse exactly like core's own.
//!
//! An [`ElementwiseFn`] is a name, a CUDA device-source preamble, and a list of [`ExtLoop`]s in
//! NumPy's registration order. Each loop has a signature (input and output dtypes, e.g.
//! `"ff->f"`), a CPU function ([`CpuLoop`], built from a plain Rust `fn` over *call types*
//! `f64`/`f32`/`i64`/`Complex64`/`Complex32`), and the name of a CUDA `__device__` function
//! with the same call types (several outputs are pointer out-parameters after the inputs).
//! A float32 loop may call the float64 function: inputs are widened exactly and the result is
//! rounded once to the loop's output dtype (SciPy's float32 loops do the same).
//!
//! **Loop selection** is NumPy 2's: a loop whose input dtypes equal the arrays' dtypes exactly,
//! else the first loop (in registration order) every input casts to safely. A weak scalar (Rust
//! `f64`, `i64`, `Complex64` operand, NEP 50) fits any loop slot of its kind or a higher one, so
//! `f(x_f32, 2.0)` takes an `ff->f` loop. No loop: [`Error::Unsupported`] naming the function,
//! the dtypes and the backends.
//!
//! ```
//! use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop, apply};
//! use gsci_core::{Array, DType, Device};
//! fn twice(x: f64) -> f64 { 2.0 * x }
//! let f = ElementwiseFn::new(
//!     "twice",
//!     "__device__ double my_twice(double x) { return 2.0 * x; }",
//!     vec![
//!         ExtLoop::new("d->d", CpuLoop::f1(twice), "my_twice")?,
//!         ExtLoop::new("f->f", CpuLoop::f1(twice), "my_twice")?,
//!     ],
//! )?;
//! let x = Array::from_vec(vec![1.5f32, -2.0], &[2], &Device::cpu())?;
//! let r = apply(&f, &[(&x).into()])?.remove(0);
//! assert_eq!(r.dtype(), DType::F32);
//! assert_eq!(r.into_typed::<f32>()?.to_vec()?, vec![3.0, -4.0]);
//! # Ok::<(), gsci_core::Error>(())
//! ```

use super::dynarray::{DynArray, Operand, with_dtype, with_dyn};
use super::engine::{broadcast_shapes, broadcast_strides};
use super::promotion::{Casting, can_cast};
use crate::array::Array;
use crate::copy::{self, DstMut};
use crate::cuda::{CudaBackend, KernelArgs, grid_1d};
use crate::device::{Backend, Device};
use crate::dtype::{DType, Element, Kind, Scalar};
use crate::error::{Error, Result};
use crate::kernel_cache::TYPES_HEADER;
use num_complex::{Complex32, Complex64};
use rayon::prelude::*;
use std::fmt::Write;
use std::sync::Arc;

/// Most inputs and outputs of one function.
pub const MAX_ARGS: usize = 4;

/// A contiguous run of call-typed values handed to a [`CpuLoop`].
#[derive(Clone, Copy)]
pub enum Col<'a> {
    F32(&'a [f32]),
    F64(&'a [f64]),
    I64(&'a [i64]),
    C64(&'a [Complex32]),
    C128(&'a [Complex64]),
}

/// A contiguous run of call-typed results written by a [`CpuLoop`].
pub enum ColMut<'a> {
    F32(&'a mut [f32]),
    F64(&'a mut [f64]),
    I64(&'a mut [i64]),
    C64(&'a mut [Complex32]),
    C128(&'a mut [Complex64]),
}

/// A type a loop function takes or returns: `f32`, `f64`, `i64`, `Complex32`, `Complex64`.
pub trait CallType: Element {
    /// The values of a column of this type (`None` for another type).
    fn col<'a>(c: &Col<'a>) -> Option<&'a [Self]>;
    /// The values of a result column of this type.
    fn col_mut<'a, 'b>(c: &'b mut ColMut<'a>) -> Option<&'b mut [Self]>;
    /// A column over `v`.
    fn wrap(v: &[Self]) -> Col<'_>;
    /// A result column over `v`.
    fn wrap_mut(v: &mut [Self]) -> ColMut<'_>;
}

macro_rules! call_type {
    ($t:ty, $v:ident) => {
        impl CallType for $t {
            #[inline]
            fn col<'a>(c: &Col<'a>) -> Option<&'a [Self]> {
                match c {
                    Col::$v(s) => Some(s),
                    _ => None,
                }
            }
            #[inline]
            fn col_mut<'a, 'b>(c: &'b mut ColMut<'a>) -> Option<&'b mut [Self]> {
                match c {
                    ColMut::$v(s) => Some(&mut **s),
                    _ => None,
                }
            }
            fn wrap(v: &[Self]) -> Col<'_> {
                Col::$v(v)
            }
            fn wrap_mut(v: &mut [Self]) -> ColMut<'_> {
                ColMut::$v(v)
            }
        }
    };
}
call_type!(f32, F32);
call_type!(f64, F64);
call_type!(i64, I64);
call_type!(Complex32, C64);
call_type!(Complex64, C128);

/// The results of a loop function: one call type, or a tuple of 2-4 of them.
pub trait CallOut: Copy + Send + Sync + 'static {
    /// The dtypes of the results.
    fn dtypes() -> Vec<DType>;
    /// Writes `f(i)` for `i < n` into the result columns.
    fn fill(outs: &mut [ColMut<'_>], n: usize, f: impl Fn(usize) -> Self);
}

impl<T: CallType> CallOut for T {
    fn dtypes() -> Vec<DType> {
        vec![T::DTYPE]
    }
    #[inline]
    fn fill(outs: &mut [ColMut<'_>], n: usize, f: impl Fn(usize) -> Self) {
        let o = T::col_mut(&mut outs[0]).expect("column types checked at registration");
        for (i, slot) in o[..n].iter_mut().enumerate() {
            *slot = f(i);
        }
    }
}

macro_rules! tuple_out {
    ($($t:ident $o:ident $i:tt),+) => {
        impl<$($t: CallType),+> CallOut for ($($t,)+) {
            fn dtypes() -> Vec<DType> {
                vec![$($t::DTYPE),+]
            }
            #[inline]
            fn fill(outs: &mut [ColMut<'_>], n: usize, f: impl Fn(usize) -> Self) {
                let [$($o),+] = outs else {
                    panic!("column count checked at registration");
                };
                $(let $o = $t::col_mut($o).expect("column types checked at registration");)+
                for i in 0..n {
                    let r = f(i);
                    $($o[i] = r.$i;)+
                }
            }
        }
    };
}
tuple_out!(A a 0, B b 1);
tuple_out!(A a 0, B b 1, C c 2);
tuple_out!(A a 0, B b 1, C c 2, D d 3);

type LoopBody = dyn Fn(&[Col<'_>], &mut [ColMut<'_>], usize) + Send + Sync;

/// The CPU side of a loop: a plain Rust function over call types, run over contiguous chunks of
/// the operands (one call per element, chunks in parallel with rayon).
#[derive(Clone)]
pub struct CpuLoop {
    ins: Vec<DType>,
    outs: Vec<DType>,
    body: Arc<LoopBody>,
}

impl std::fmt::Debug for CpuLoop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CpuLoop({:?} -> {:?})", self.ins, self.outs)
    }
}

macro_rules! cpu_ctor {
    ($name:ident, $n:literal, $($a:ident $v:ident $i:tt),+) => {
        #[doc = concat!("A loop over a function of ", $n, " input(s) returning one value or a tuple.")]
        ///
        /// Equivalent to the inner loop of a NumPy ufunc.
        ///
        /// # Errors
        /// None.
        ///
        /// ```
        /// use gsci_core::ufunc::external::CpuLoop;
        /// use gsci_core::DType;
        /// fn hyp(x: f64, y: f64) -> f64 { x.hypot(y) }
        /// let l = CpuLoop::f2(hyp);
        /// assert_eq!(l.input_types(), &[DType::F64, DType::F64]);
        /// ```
        pub fn $name<$($a: CallType,)+ R: CallOut>(f: fn($($a),+) -> R) -> CpuLoop {
            CpuLoop {
                ins: vec![$($a::DTYPE),+],
                outs: R::dtypes(),
                body: Arc::new(move |ins: &[Col<'_>], outs: &mut [ColMut<'_>], n: usize| {
                    $(let $v = $a::col(&ins[$i]).expect("column types checked at registration");)+
                    R::fill(outs, n, |i| f($($v[i]),+));
                }),
            }
        }
    };
}

/// A Rust function or closure of 1-4 call-typed inputs returning a call type or a tuple of them,
/// usable as a [`CpuLoop`] (the marker `M` tells the arities apart).
pub trait IntoCpuLoop<M> {
    /// The loop.
    fn into_cpu_loop(self) -> CpuLoop;
}

macro_rules! into_cpu_loop {
    ($($a:ident $v:ident $i:tt),+) => {
        impl<F, $($a: CallType,)+ R: CallOut> IntoCpuLoop<($($a,)+ R)> for F
        where
            F: Fn($($a),+) -> R + Send + Sync + 'static,
        {
            fn into_cpu_loop(self) -> CpuLoop {
                CpuLoop {
                    ins: vec![$($a::DTYPE),+],
                    outs: R::dtypes(),
                    body: Arc::new(move |ins: &[Col<'_>], outs: &mut [ColMut<'_>], n: usize| {
                        $(let $v = $a::col(&ins[$i]).expect("column types checked at registration");)+
                        R::fill(outs, n, |i| self($($v[i]),+));
                    }),
                }
            }
        }
    };
}
into_cpu_loop!(A a 0);
into_cpu_loop!(A a 0, B b 1);
into_cpu_loop!(A a 0, B b 1, C c 2);
into_cpu_loop!(A a 0, B b 1, C c 2, D d 3);

impl CpuLoop {
    /// A loop over any function or closure of 1-4 inputs (`fn(f64) -> f64`,
    /// `fn(i64, f64) -> f64`, `fn(f64) -> (f64, f64)`, ...).
    ///
    /// Equivalent to the inner loop of a NumPy ufunc.
    ///
    /// # Errors
    /// None.
    ///
    /// ```
    /// use gsci_core::ufunc::external::CpuLoop;
    /// use gsci_core::DType;
    /// fn pair(x: f64) -> (f64, f64) { (x.sin(), x.cos()) }
    /// assert_eq!(CpuLoop::new(pair).output_types(), &[DType::F64, DType::F64]);
    /// ```
    pub fn new<M>(f: impl IntoCpuLoop<M>) -> CpuLoop {
        f.into_cpu_loop()
    }

    cpu_ctor!(f1, "1", A a 0);

    /// A loop over a function of one input that fills a run of results from a run of inputs
    /// (the same length): for functions that evaluate several elements together (independent
    /// chains of arithmetic the CPU overlaps), where a function per element waits on each.
    ///
    /// Equivalent to the inner loop of a NumPy ufunc.
    ///
    /// # Errors
    /// None.
    ///
    /// ```
    /// use gsci_core::ufunc::external::CpuLoop;
    /// use gsci_core::DType;
    /// fn halves(x: &[f64], out: &mut [f64]) {
    ///     for (o, v) in out.iter_mut().zip(x) { *o = 0.5 * v; }
    /// }
    /// let l = CpuLoop::slice1(halves);
    /// assert_eq!((l.input_types(), l.output_types()), (&[DType::F64][..], &[DType::F64][..]));
    /// ```
    pub fn slice1<A: CallType, R: CallType>(f: fn(&[A], &mut [R])) -> CpuLoop {
        CpuLoop {
            ins: vec![A::DTYPE],
            outs: vec![R::DTYPE],
            body: Arc::new(move |ins: &[Col<'_>], outs: &mut [ColMut<'_>], n: usize| {
                let a = A::col(&ins[0]).expect("column types checked at registration");
                let o = R::col_mut(&mut outs[0]).expect("column types checked at registration");
                f(&a[..n], &mut o[..n]);
            }),
        }
    }
    cpu_ctor!(f2, "2", A a 0, B b 1);
    cpu_ctor!(f3, "3", A a 0, B b 1, C c 2);
    cpu_ctor!(f4, "4", A a 0, B b 1, C c 2, D d 3);

    /// The call dtypes of the inputs.
    pub fn input_types(&self) -> &[DType] {
        &self.ins
    }

    /// The call dtypes of the outputs.
    pub fn output_types(&self) -> &[DType] {
        &self.outs
    }
}

/// The dtype of a signature character: `f` float32, `d` float64, `F` complex64, `D`
/// complex128, `l` int64 (C `long`), `i` int32, `?` bool.
fn sig_dtype(c: char) -> Option<DType> {
    Some(match c {
        'f' => DType::F32,
        'd' => DType::F64,
        'F' => DType::C64,
        'D' => DType::C128,
        'l' | 'q' => DType::I64,
        'i' => DType::I32,
        '?' => DType::Bool,
        'e' => DType::F16,
        _ => return None,
    })
}

/// Whether a loop dtype `l` can be computed by a function taking `c` (an exact widening).
fn call_compatible(l: DType, c: DType) -> bool {
    l == c
        || matches!(
            (l, c),
            (DType::F32, DType::F64)
                | (DType::C64, DType::C128)
                | (DType::I32 | DType::Bool, DType::I64)
                | (DType::F16, DType::F32 | DType::F64)
        )
}

/// One loop of an [`ElementwiseFn`]: its signature, its CPU function and its CUDA device
/// function.
#[derive(Clone, Debug)]
pub struct ExtLoop {
    /// Loop input dtypes (what inputs are cast to, NumPy's `types` entry left of `->`).
    pub inputs: Vec<DType>,
    /// Loop output dtypes (the result dtypes).
    pub outputs: Vec<DType>,
    /// The CPU function.
    pub cpu: CpuLoop,
    /// The CUDA `__device__` function: call types as the CPU function's (`double`, `float`,
    /// `long long`, `gsci_c128`, `gsci_c64`); several outputs as pointer out-parameters after
    /// the inputs.
    pub cuda: String,
    /// Elements per thread and loop iteration of the loop's kernels over contiguous operands
    /// (1, the default; [`ExtLoop::with_unroll`]).
    pub unroll: u32,
}

impl ExtLoop {
    /// A loop of signature `sig` (NumPy's notation, e.g. `"dd->d"`, `"ld->d"`, `"f->ff"`).
    ///
    /// Equivalent to one entry of a NumPy ufunc's `types`.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when the signature is malformed, has more than four inputs or
    /// outputs, or does not match the CPU function's arity and call types (a float32 slot may
    /// call a float64 function, complex64 a complex128 one, int32 an int64 one).
    ///
    /// ```
    /// use gsci_core::ufunc::external::{CpuLoop, ExtLoop};
    /// fn jn(n: i64, x: f64) -> f64 { if n == 0 { x.cos() } else { x.sin() } }
    /// assert!(ExtLoop::new("ld->d", CpuLoop::f2(jn), "my_jn").is_ok());
    /// assert!(ExtLoop::new("dd->d", CpuLoop::f2(jn), "my_jn").is_err()); // d slot, i64 fn
    /// ```
    pub fn new(sig: &str, cpu: CpuLoop, cuda: &str) -> Result<ExtLoop> {
        let bad = |why: String| Error::invalid("ExtLoop::new", format!("signature '{sig}': {why}"));
        let (l, r) = sig
            .split_once("->")
            .ok_or_else(|| bad("expected 'inputs->outputs'".into()))?;
        let parse = |s: &str| -> Result<Vec<DType>> {
            s.chars()
                .map(|c| sig_dtype(c).ok_or_else(|| bad(format!("unknown type character '{c}'"))))
                .collect()
        };
        let (inputs, outputs) = (parse(l.trim())?, parse(r.trim())?);
        if inputs.is_empty()
            || outputs.is_empty()
            || inputs.len() > MAX_ARGS
            || outputs.len() > MAX_ARGS
        {
            return Err(bad(format!("1 to {MAX_ARGS} inputs and outputs")));
        }
        if inputs.len() != cpu.ins.len() || outputs.len() != cpu.outs.len() {
            return Err(bad(format!(
                "the CPU function has {} inputs and {} outputs",
                cpu.ins.len(),
                cpu.outs.len()
            )));
        }
        for (&s, &c) in inputs
            .iter()
            .zip(&cpu.ins)
            .chain(outputs.iter().zip(&cpu.outs))
        {
            if !call_compatible(s, c) {
                return Err(bad(format!("a {s} slot cannot call a function of {c}")));
            }
        }
        if cuda.is_empty() || !cuda.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(bad(format!("'{cuda}' is not a CUDA function name")));
        }
        Ok(ExtLoop {
            inputs,
            outputs,
            cpu,
            cuda: cuda.to_string(),
            unroll: 1,
        })
    }

    /// The same loop, whose kernels over contiguous operands evaluate `k` elements per thread
    /// and loop iteration (`k` clamped to 1..=8; elements a grid apart, their loads issued
    /// together): for cheap device functions, whose speed is the memory's, one element per
    /// iteration leaves the loads' latency exposed (a float32 copy: 0.178 ms at 2^26 on the H200,
    /// 0.142 at four per iteration). The device function's body is inlined `k` times, so only
    /// for short ones.
    ///
    /// Equivalent to nothing in NumPy (a CUDA code-generation hint).
    ///
    /// ```
    /// use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop};
    /// fn sq(x: f64) -> f64 { x * x }
    /// let lp = ExtLoop::new("d->d", CpuLoop::f1(sq), "sq_")?.with_unroll(4);
    /// assert_eq!(lp.unroll, 4);
    /// let f = ElementwiseFn::new("sq", "__device__ double sq_(double x) { return x * x; }",
    ///     vec![lp])?;
    /// let (_, src) = gsci_core::ufunc::external::generated_sources(&f);
    /// assert!(src.contains("for (int gsci_u = 0; gsci_u < 4; ++gsci_u)"));
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn with_unroll(mut self, k: u32) -> Self {
        self.unroll = k.clamp(1, 8);
        self
    }

    /// The signature in NumPy's notation.
    pub fn signature(&self) -> String {
        let ch = |d: &DType| match d {
            DType::F32 => 'f',
            DType::F64 => 'd',
            DType::C64 => 'F',
            DType::C128 => 'D',
            DType::I64 => 'l',
            DType::I32 => 'i',
            DType::F16 => 'e',
            _ => '?',
        };
        let l: String = self.inputs.iter().map(ch).collect();
        let r: String = self.outputs.iter().map(ch).collect();
        format!("{l}->{r}")
    }
}

/// An elementwise function defined outside core: name, loops (in resolution order) and the CUDA
/// source its device functions live in.
#[derive(Debug)]
pub struct ElementwiseFn {
    name: String,
    preamble: Arc<str>,
    preamble_hash: u64,
    loops: Vec<ExtLoop>,
    stack_bytes: usize,
    min_blocks: u32,
}

/// `__launch_bounds__(256, blocks) ` for a function that asks for `blocks` resident blocks per
/// multiprocessor, else nothing.
pub(crate) fn launch_bounds(blocks: u32) -> String {
    if blocks == 0 {
        String::new()
    } else {
        format!("__launch_bounds__(256, {blocks}) ")
    }
}

fn hash_str(s: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    s.hash(&mut h);
    h.finish()
}

impl ElementwiseFn {
    /// A function `name` with `loops` (NumPy's order: an exact dtype match wins, else the first
    /// loop every input casts to safely) whose device functions are defined in `preamble`
    /// (CUDA source placed after core's types header in every kernel that calls them).
    ///
    /// Equivalent to a NumPy ufunc object.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] when there is no loop, the loops disagree on the number of
    /// inputs or outputs, or the name is not an identifier.
    ///
    /// ```
    /// use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop};
    /// fn sq(x: f64) -> f64 { x * x }
    /// let f = ElementwiseFn::new("sq", "__device__ double sq_(double x) { return x * x; }",
    ///     vec![ExtLoop::new("d->d", CpuLoop::f1(sq), "sq_")?])?;
    /// assert_eq!((f.nin(), f.nout()), (1, 1));
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn new(name: &str, preamble: impl Into<Arc<str>>, loops: Vec<ExtLoop>) -> Result<Self> {
        let op = "ElementwiseFn::new";
        if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err(Error::invalid(
                op,
                format!("name '{name}' is not an identifier"),
            ));
        }
        let first = loops
            .first()
            .ok_or_else(|| Error::invalid(op, format!("'{name}' has no loop")))?;
        let (nin, nout) = (first.inputs.len(), first.outputs.len());
        if loops
            .iter()
            .any(|l| l.inputs.len() != nin || l.outputs.len() != nout)
        {
            return Err(Error::invalid(
                op,
                format!("the loops of '{name}' differ in their number of inputs or outputs"),
            ));
        }
        let preamble: Arc<str> = preamble.into();
        Ok(ElementwiseFn {
            name: name.to_string(),
            preamble_hash: hash_str(&preamble),
            preamble,
            loops,
            stack_bytes: 0,
            min_blocks: 0,
        })
    }

    /// The same function, whose device code needs a per-thread stack of at least `bytes`
    /// (CUDA's default is 1 KiB): before its kernels run, the device's stack limit
    /// (`CU_LIMIT_STACK_SIZE`) is raised to it. For device functions that recurse, whose stack
    /// ptxas cannot bound; too small a stack ends in an illegal-address fault. The limit is
    /// raised, never lowered, and costs `bytes` of device memory per resident thread.
    ///
    /// Equivalent to nothing in NumPy (a CUDA launch property).
    ///
    /// ```
    /// use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop};
    /// fn sq(x: f64) -> f64 { x * x }
    /// let f = ElementwiseFn::new("sq", "__device__ double sq_(double x) { return x * x; }",
    ///     vec![ExtLoop::new("d->d", CpuLoop::f1(sq), "sq_")?])?.with_stack_size(4096);
    /// assert_eq!(f.stack_size(), 4096);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn with_stack_size(mut self, bytes: usize) -> Self {
        self.stack_bytes = bytes;
        self
    }

    /// The per-thread stack its device code needs (0: CUDA's default suffices).
    pub fn stack_size(&self) -> usize {
        self.stack_bytes
    }

    /// The same function, whose kernels (256 threads per block, fused ones included) ask ptxas
    /// to keep `blocks` blocks resident per multiprocessor (`__launch_bounds__(256, blocks)`):
    /// at most 65536 / (256 blocks) registers per thread, spilling past that. For device code
    /// whose register count (not its arithmetic) limits how many threads run at once; worth it
    /// only where a measurement says so (0, the default, leaves ptxas free).
    ///
    /// Equivalent to nothing in NumPy (a CUDA compile hint).
    ///
    /// ```
    /// use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop};
    /// fn sq(x: f64) -> f64 { x * x }
    /// let f = ElementwiseFn::new("sq", "__device__ double sq_(double x) { return x * x; }",
    ///     vec![ExtLoop::new("d->d", CpuLoop::f1(sq), "sq_")?])?.with_min_blocks_per_sm(4);
    /// assert_eq!(f.min_blocks_per_sm(), 4);
    /// let (_, src) = gsci_core::ufunc::external::generated_sources(&f);
    /// assert!(src.contains("__global__ void __launch_bounds__(256, 4) "));
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn with_min_blocks_per_sm(mut self, blocks: u32) -> Self {
        self.min_blocks = blocks;
        self
    }

    /// The resident blocks per multiprocessor its kernels ask for (0: no request).
    pub fn min_blocks_per_sm(&self) -> u32 {
        self.min_blocks
    }

    /// The function's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The number of inputs.
    pub fn nin(&self) -> usize {
        self.loops[0].inputs.len()
    }

    /// The number of outputs.
    pub fn nout(&self) -> usize {
        self.loops[0].outputs.len()
    }

    /// The loops, in resolution order.
    pub fn loops(&self) -> &[ExtLoop] {
        &self.loops
    }

    /// The CUDA source of the device functions.
    pub fn preamble(&self) -> &str {
        &self.preamble
    }

    pub(crate) fn preamble_hash(&self) -> u64 {
        self.preamble_hash
    }

    /// NumPy's `types` list.
    pub fn types(&self) -> Vec<String> {
        self.loops.iter().map(ExtLoop::signature).collect()
    }

    /// The loop NumPy would pick for operands of these types (`Ok(dtype)` for an array,
    /// `Err(scalar)` for a weak scalar).
    ///
    /// Equivalent to NumPy's ufunc type resolution.
    ///
    /// # Errors
    /// [`Error::InvalidArgument`] for a wrong number of operands; [`Error::Unsupported`] naming
    /// the function and the dtypes when no loop takes them.
    ///
    /// ```
    /// use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop};
    /// use gsci_core::DType;
    /// fn sq(x: f64) -> f64 { x * x }
    /// let f = ElementwiseFn::new("sq", "", vec![
    ///     ExtLoop::new("d->d", CpuLoop::f1(sq), "sq_")?,
    ///     ExtLoop::new("f->f", CpuLoop::f1(sq), "sq_")?,
    /// ])?;
    /// assert_eq!(f.resolve(&[Ok(DType::F32)])?.outputs, vec![DType::F32]);
    /// assert_eq!(f.resolve(&[Ok(DType::I8)])?.outputs, vec![DType::F64]);
    /// assert!(f.resolve(&[Ok(DType::C64)]).is_err());
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn resolve(&self, types: &[std::result::Result<DType, Scalar>]) -> Result<&ExtLoop> {
        Ok(&self.loops[self.resolve_index(types)?])
    }

    pub(crate) fn resolve_index(
        &self,
        types: &[std::result::Result<DType, Scalar>],
    ) -> Result<usize> {
        if types.len() != self.nin() {
            return Err(Error::invalid(
                self.static_name(),
                format!("takes {} inputs, {} given", self.nin(), types.len()),
            ));
        }
        // An exact match of every array's dtype (weak scalars fit their kind).
        let weak_fits = |s: &Scalar, l: DType| -> bool {
            let k = weak_kind(s);
            match l.kind() {
                Kind::Bool => k == Kind::Bool,
                Kind::Int | Kind::UInt => matches!(k, Kind::Bool | Kind::Int | Kind::UInt),
                Kind::Float => k != Kind::Complex,
                Kind::Complex => true,
            }
        };
        let all_weak = types.iter().all(|t| t.is_err());
        // For the exact pass, a weak Python int is int64 and a weak float or complex takes the
        // arrays' precision (NEP 50): `f(x_f32, 2.0)` matches `ff->f` exactly, `yn(2, x_f32)`
        // does not (and takes `ld->d`), as NumPy 2 resolves SciPy's loops.
        let arrays = types
            .iter()
            .filter_map(|t| t.as_ref().ok().copied())
            .reduce(super::promotion::result_type);
        let exact_dtype = |s: &Scalar| -> DType {
            match (weak_kind(s), arrays) {
                (Kind::Bool, _) => DType::Bool,
                (Kind::Int | Kind::UInt, _) => DType::I64,
                (k, Some(a)) => super::promotion::result_type_weak(a, k),
                (Kind::Float, None) => DType::F64,
                (_, None) => DType::C128,
            }
        };
        for exact in [true, false] {
            for (i, lp) in self.loops.iter().enumerate() {
                let ok = types.iter().zip(&lp.inputs).all(|(t, &l)| match t {
                    Ok(d) => {
                        if exact {
                            *d == l
                        } else {
                            can_cast(*d, l, Casting::Safe)
                        }
                    }
                    Err(s) => {
                        if all_weak {
                            // Only scalars: Python's int/float/complex are int64/float64/complex128.
                            let d = match weak_kind(s) {
                                Kind::Bool => DType::Bool,
                                Kind::Int | Kind::UInt => DType::I64,
                                Kind::Float => DType::F64,
                                Kind::Complex => DType::C128,
                            };
                            if exact {
                                d == l
                            } else {
                                can_cast(d, l, Casting::Safe)
                            }
                        } else if exact {
                            exact_dtype(s) == l
                        } else {
                            weak_fits(s, l)
                        }
                    }
                });
                if ok {
                    return Ok(i);
                }
            }
        }
        let names: Vec<String> = types
            .iter()
            .map(|t| match t {
                Ok(d) => d.to_string(),
                Err(s) => format!("python {:?}", weak_kind(s)).to_lowercase(),
            })
            .collect();
        Err(Error::unsupported(
            format!(
                "{} of ({}) (loops: {})",
                self.name,
                names.join(", "),
                self.types().join(", ")
            ),
            "cpu and cuda",
        ))
    }

    /// The name as a `&'static str` for error values (interned once per function).
    pub(crate) fn static_name(&self) -> &'static str {
        static NAMES: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());
        let mut v = NAMES.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(s) = v.iter().find(|s| **s == self.name) {
            return s;
        }
        let s: &'static str = Box::leak(self.name.clone().into_boxed_str());
        v.push(s);
        s
    }
}

fn weak_kind(s: &Scalar) -> Kind {
    match s {
        Scalar::Bool(_) => Kind::Bool,
        Scalar::Int(_) => Kind::Int,
        Scalar::UInt(_) => Kind::UInt,
        Scalar::Float(_) => Kind::Float,
        Scalar::Complex(..) => Kind::Complex,
    }
}

fn operand_type(x: &Operand) -> std::result::Result<DType, Scalar> {
    match x {
        Operand::Array(a) => Ok(a.dtype()),
        Operand::Scalar(s) => Err(*s),
    }
}

/// A planned call of an external function.
struct ExtPlan<'a> {
    f: &'a ElementwiseFn,
    lp: &'a ExtLoop,
    shape: Vec<usize>,
    inputs: &'a [Operand],
    device: Device,
}

fn plan<'a>(f: &'a ElementwiseFn, inputs: &'a [Operand]) -> Result<ExtPlan<'a>> {
    let name = f.static_name();
    let types: Vec<_> = inputs.iter().map(operand_type).collect();
    let lp = &f.loops[f.resolve_index(&types)?];
    let mut device: Option<Device> = None;
    let mut shape: Vec<usize> = Vec::new();
    for x in inputs {
        if let Operand::Array(a) = x {
            match &device {
                None => device = Some(a.device().clone()),
                Some(d) => d.check_same(a.device(), name)?,
            }
            shape = broadcast_shapes(name, &shape, a.shape())?;
        }
    }
    let device = device.ok_or_else(|| Error::invalid(name, "needs at least one array operand"))?;
    for (x, &l) in inputs.iter().zip(&lp.inputs) {
        if let Operand::Scalar(s @ (Scalar::Int(_) | Scalar::UInt(_))) = x
            && l.is_integer()
        {
            super::promotion::check_weak_int(s, l, name)?;
        }
    }
    Ok(ExtPlan {
        f,
        lp,
        shape,
        inputs,
        device,
    })
}

/// Applies `f` to `inputs` (arrays of any dtype or weak scalars, broadcast like NumPy) and
/// returns one array per output, of the resolved loop's output dtypes, on the inputs' device.
///
/// Equivalent to calling a NumPy ufunc.
///
/// # Errors
/// [`Error::InvalidArgument`] for a wrong number of inputs or no array input;
/// [`Error::ShapeMismatch`] when the inputs do not broadcast; [`Error::DeviceMismatch`];
/// [`Error::Unsupported`] when no loop takes the dtypes.
///
/// ```
/// use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop, apply};
/// use gsci_core::{Array, Device};
/// fn sd(x: f64) -> (f64, f64) { (x.sin(), x.cos()) }
/// let f = ElementwiseFn::new("sd", "", vec![ExtLoop::new("d->dd", CpuLoop::f1(sd), "sd_")?])?;
/// let x = Array::from_vec(vec![0.0f64, 1.0], &[2], &Device::cpu())?;
/// let r = apply(&f, &[(&x).into()])?;
/// assert_eq!(r[1].clone().into_typed::<f64>()?.to_vec()?, vec![1.0, 1.0f64.cos()]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn apply(f: &ElementwiseFn, inputs: &[Operand]) -> Result<Vec<DynArray>> {
    let p = plan(f, inputs)?;
    let mut outs: Vec<DynArray> = p
        .lp
        .outputs
        .iter()
        .map(|&d| with_dtype!(d, T => Ok(DynArray::from(Array::<T>::empty(&p.shape, &p.device)?))))
        .collect::<Result<_>>()?;
    if p.shape.contains(&0) {
        return Ok(outs);
    }
    match p.device.backend() {
        Backend::Cpu => {
            let n: usize = p.shape.iter().product();
            let mut vecs: Vec<OutVec> = p.lp.outputs.iter().map(|&d| OutVec::new(d, n)).collect();
            cpu_run(&p, &mut vecs)?;
            outs = vecs
                .into_iter()
                .map(|v| v.into_dyn(&p.shape))
                .collect::<Result<_>>()?;
        }
        Backend::Cuda(c) => {
            let mut targets = Vec::new();
            for o in outs.iter_mut() {
                let dtype = o.dtype();
                let strides = o.strides().to_vec();
                let ptr = with_dyn!(o, a => cuda_ptr(a)?);
                targets.push((ptr, strides, dtype));
            }
            cuda_run(c, &p, &targets)?;
        }
    }
    Ok(outs)
}

/// [`apply`] for a single-output function, writing into `out` (NumPy's `out=`): the inputs
/// broadcast to `out`'s shape and the result is cast to `O` with `same_kind` casting.
///
/// Equivalent to `ufunc(*inputs, out=out)`.
///
/// # Errors
/// As [`apply`]; [`Error::InvalidArgument`] for a function of several outputs;
/// [`Error::ShapeMismatch`] if the inputs do not broadcast to `out`'s shape;
/// [`Error::DTypeMismatch`] if the result dtype cannot be cast to `O` under `same_kind`.
///
/// ```
/// use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop, apply_into};
/// use gsci_core::{Array, Device};
/// fn sq(x: f64) -> f64 { x * x }
/// let f = ElementwiseFn::new("sq", "", vec![ExtLoop::new("d->d", CpuLoop::f1(sq), "sq_")?])?;
/// let x = Array::from_vec(vec![3.0f64], &[1], &Device::cpu())?;
/// let mut out = Array::<f32>::zeros(&[2], &Device::cpu())?;
/// apply_into(&f, &[(&x).into()], &mut out)?;
/// assert_eq!(out.to_vec()?, vec![9.0, 9.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn apply_into<O: Element>(
    f: &ElementwiseFn,
    inputs: &[Operand],
    out: &mut Array<O>,
) -> Result<()> {
    let mut p = plan(f, inputs)?;
    let name = f.static_name();
    if f.nout() != 1 {
        return Err(Error::invalid(
            name,
            format!("has {} outputs; `_into` writes one", f.nout()),
        ));
    }
    if broadcast_shapes(name, &p.shape, out.shape())? != out.shape() {
        return Err(Error::ShapeMismatch {
            op: name,
            left: p.shape.clone(),
            right: out.shape().to_vec(),
        });
    }
    p.shape = out.shape().to_vec();
    p.device.check_same(out.device(), name)?;
    let result = p.lp.outputs[0];
    if !can_cast(result, O::DTYPE, Casting::SameKind) {
        return Err(Error::DTypeMismatch {
            op: name,
            left: result,
            right: O::DTYPE,
        });
    }
    if p.shape.contains(&0) {
        return Ok(());
    }
    out.make_unique()?;
    let layout = out.raw_layout();
    match p.device.backend() {
        Backend::Cuda(c) => {
            let ptr = cuda_ptr(out)?;
            cuda_run(c, &p, &[(ptr, layout.strides.clone(), O::DTYPE)])
        }
        Backend::Cpu => {
            let r = apply(f, inputs)?.swap_remove(0);
            let r = with_dyn!(&r, a => DynArray::from(a.broadcast_to(out.shape())?));
            with_dyn!(&r, a => copy::copy_into(a, out.storage_mut()?, &layout))
        }
    }
}

// ------------------------------------------------------------------------------------ CPU

/// Elements per CPU chunk.
const CHUNK: usize = 1 << 12;

/// An output vector of a loop output dtype.
enum OutVec {
    F32(Vec<f32>),
    F64(Vec<f64>),
    I64(Vec<i64>),
    C64(Vec<Complex32>),
    C128(Vec<Complex64>),
    I32(Vec<i32>),
    Bool(Vec<bool>),
    F16(Vec<half::f16>),
}

impl OutVec {
    fn new(d: DType, n: usize) -> OutVec {
        use crate::array::host_zeros;
        match d {
            DType::F32 => OutVec::F32(host_zeros(n)),
            DType::F64 => OutVec::F64(host_zeros(n)),
            DType::I64 => OutVec::I64(host_zeros(n)),
            DType::C64 => OutVec::C64(host_zeros(n)),
            DType::C128 => OutVec::C128(host_zeros(n)),
            DType::I32 => OutVec::I32(host_zeros(n)),
            DType::Bool => OutVec::Bool(host_zeros(n)),
            _ => OutVec::F16(host_zeros(n)),
        }
    }

    fn into_dyn(self, shape: &[usize]) -> Result<DynArray> {
        let dev = Device::cpu();
        Ok(match self {
            OutVec::F32(v) => Array::from_vec(v, shape, &dev)?.into(),
            OutVec::F64(v) => Array::from_vec(v, shape, &dev)?.into(),
            OutVec::I64(v) => Array::from_vec(v, shape, &dev)?.into(),
            OutVec::C64(v) => Array::from_vec(v, shape, &dev)?.into(),
            OutVec::C128(v) => Array::from_vec(v, shape, &dev)?.into(),
            OutVec::I32(v) => Array::from_vec(v, shape, &dev)?.into(),
            OutVec::Bool(v) => Array::from_vec(v, shape, &dev)?.into(),
            OutVec::F16(v) => Array::from_vec(v, shape, &dev)?.into(),
        })
    }
}

/// A chunk of an output vector.
enum OutPiece<'a> {
    F32(&'a mut [f32]),
    F64(&'a mut [f64]),
    I64(&'a mut [i64]),
    C64(&'a mut [Complex32]),
    C128(&'a mut [Complex64]),
    I32(&'a mut [i32]),
    Bool(&'a mut [bool]),
    F16(&'a mut [half::f16]),
}

fn pieces(v: &mut OutVec) -> Vec<OutPiece<'_>> {
    match v {
        OutVec::F32(v) => v.chunks_mut(CHUNK).map(OutPiece::F32).collect(),
        OutVec::F64(v) => v.chunks_mut(CHUNK).map(OutPiece::F64).collect(),
        OutVec::I64(v) => v.chunks_mut(CHUNK).map(OutPiece::I64).collect(),
        OutVec::C64(v) => v.chunks_mut(CHUNK).map(OutPiece::C64).collect(),
        OutVec::C128(v) => v.chunks_mut(CHUNK).map(OutPiece::C128).collect(),
        OutVec::I32(v) => v.chunks_mut(CHUNK).map(OutPiece::I32).collect(),
        OutVec::Bool(v) => v.chunks_mut(CHUNK).map(OutPiece::Bool).collect(),
        OutVec::F16(v) => v.chunks_mut(CHUNK).map(OutPiece::F16).collect(),
    }
}

/// A chunk-sized buffer of a call type.
enum Buf {
    F32(Vec<f32>),
    F64(Vec<f64>),
    I64(Vec<i64>),
    C64(Vec<Complex32>),
    C128(Vec<Complex64>),
}

impl Buf {
    fn new(d: DType, n: usize) -> Buf {
        match d {
            DType::F32 => Buf::F32(vec![0.0; n]),
            DType::I64 => Buf::I64(vec![0; n]),
            DType::C64 => Buf::C64(vec![Complex32::default(); n]),
            DType::C128 => Buf::C128(vec![Complex64::default(); n]),
            _ => Buf::F64(vec![0.0; n]),
        }
    }
    fn col(&self) -> Col<'_> {
        match self {
            Buf::F32(v) => Col::F32(v),
            Buf::F64(v) => Col::F64(v),
            Buf::I64(v) => Col::I64(v),
            Buf::C64(v) => Col::C64(v),
            Buf::C128(v) => Col::C128(v),
        }
    }
    fn col_mut(&mut self) -> ColMut<'_> {
        match self {
            Buf::F32(v) => ColMut::F32(v),
            Buf::F64(v) => ColMut::F64(v),
            Buf::I64(v) => ColMut::I64(v),
            Buf::C64(v) => ColMut::C64(v),
            Buf::C128(v) => ColMut::C128(v),
        }
    }
    /// Fills from `src` (exact casts: the loop was chosen so that they are safe).
    fn fill_from<T: Element>(&mut self, src: &[T]) {
        fn go<T: Element, C: Element>(d: &mut [C], s: &[T]) {
            for (d, s) in d.iter_mut().zip(s) {
                *d = s.cast::<C>();
            }
        }
        match self {
            Buf::F32(v) => go(v, src),
            Buf::F64(v) => go(v, src),
            Buf::I64(v) => go(v, src),
            Buf::C64(v) => go(v, src),
            Buf::C128(v) => go(v, src),
        }
    }
    fn fill_value<C: Element>(&mut self, x: C, n: usize) {
        fn go<C: Element, D: Element>(d: &mut [D], x: C) {
            let x = x.cast::<D>();
            d.iter_mut().for_each(|v| *v = x);
        }
        match self {
            Buf::F32(v) => go(&mut v[..n], x),
            Buf::F64(v) => go(&mut v[..n], x),
            Buf::I64(v) => go(&mut v[..n], x),
            Buf::C64(v) => go(&mut v[..n], x),
            Buf::C128(v) => go(&mut v[..n], x),
        }
    }
    /// Writes the first `piece.len()` values into `piece`, rounding to its dtype once.
    fn store(&self, piece: &mut OutPiece<'_>) {
        fn go<C: Element, D: Element>(s: &[C], d: &mut [D]) {
            for (d, s) in d.iter_mut().zip(s) {
                *d = s.cast::<D>();
            }
        }
        macro_rules! to {
            ($s:expr) => {
                match piece {
                    OutPiece::F32(d) => go($s, d),
                    OutPiece::F64(d) => go($s, d),
                    OutPiece::I64(d) => go($s, d),
                    OutPiece::C64(d) => go($s, d),
                    OutPiece::C128(d) => go($s, d),
                    OutPiece::I32(d) => go($s, d),
                    OutPiece::Bool(d) => go($s, d),
                    OutPiece::F16(d) => go($s, d),
                }
            };
        }
        match self {
            Buf::F32(v) => to!(v),
            Buf::F64(v) => to!(v),
            Buf::I64(v) => to!(v),
            Buf::C64(v) => to!(v),
            Buf::C128(v) => to!(v),
        }
    }
}

/// An input of the CPU loop: a contiguous array in the broadcast shape's element order, or one
/// value (a weak scalar already rounded to the loop dtype, or a one-element array).
enum Src {
    Arr(DynArray),
    One(DynArray),
}

fn contiguous_slice<T: Element>(a: &Array<T>) -> &[T] {
    a.view_cpu()
        .and_then(|v| v.to_slice())
        .expect("a contiguous CPU array")
}

fn cpu_run(p: &ExtPlan<'_>, outs: &mut [OutVec]) -> Result<()> {
    let n: usize = p.shape.iter().product();
    let cpu = Device::cpu();
    let mut srcs = Vec::with_capacity(p.inputs.len());
    for (x, &l) in p.inputs.iter().zip(&p.lp.inputs) {
        srcs.push(match x {
            Operand::Scalar(s) => Src::One(
                with_dtype!(l, T => DynArray::from(Array::<T>::scalar(T::from_scalar(*s), &cpu)?)),
            ),
            Operand::Array(a) if a.len() == 1 => Src::One(with_dyn!(a, t => DynArray::from(t.to_contiguous()?))),
            Operand::Array(a) => {
                let c = with_dyn!(a, t => {
                    let b = if t.shape() == p.shape.as_slice() { t.clone() } else { t.broadcast_to(&p.shape)? };
                    if b.view_cpu().and_then(|v| v.to_slice().map(|_| ())).is_some() {
                        DynArray::from(b)
                    } else {
                        DynArray::from(b.to_contiguous()?)
                    }
                });
                Src::Arr(c)
            }
        });
    }
    let call_in = p.lp.cpu.ins.clone();
    let call_out = p.lp.cpu.outs.clone();
    let body = p.lp.cpu.body.clone();
    // Per-chunk output pieces, transposed to one list per chunk.
    let mut per_chunk: Vec<Vec<OutPiece<'_>>> = Vec::new();
    for o in outs.iter_mut() {
        for (c, piece) in pieces(o).into_iter().enumerate() {
            if per_chunk.len() <= c {
                per_chunk.push(Vec::new());
            }
            per_chunk[c].push(piece);
        }
    }
    let work = |(c, mut pcs): (usize, Vec<OutPiece<'_>>)| {
        let off = c * CHUNK;
        let len = CHUNK.min(n - off);
        let mut ins: Vec<Buf> = call_in.iter().map(|&d| Buf::new(d, len)).collect();
        for (b, s) in ins.iter_mut().zip(&srcs) {
            match s {
                Src::Arr(a) => with_dyn!(a, t => b.fill_from(&contiguous_slice(t)[off..off + len])),
                Src::One(a) => with_dyn!(a, t => b.fill_value(contiguous_slice(t)[0], len)),
            }
        }
        let mut res: Vec<Buf> = call_out.iter().map(|&d| Buf::new(d, len)).collect();
        {
            let cols: Vec<Col<'_>> = ins.iter().map(Buf::col).collect();
            let mut rcols: Vec<ColMut<'_>> = res.iter_mut().map(Buf::col_mut).collect();
            body(&cols, &mut rcols, len);
        }
        for (r, pc) in res.iter().zip(pcs.iter_mut()) {
            r.store(pc);
        }
    };
    if n > CHUNK {
        per_chunk.into_par_iter().enumerate().for_each(work);
    } else {
        per_chunk.into_iter().enumerate().for_each(work);
    }
    Ok(())
}

// ----------------------------------------------------------------------------------- CUDA

fn cuda_ptr<T: Element>(a: &mut Array<T>) -> Result<u64> {
    let offset = a.offset() * std::mem::size_of::<T>();
    match a.storage_mut()? {
        DstMut::Cuda(p) => Ok(p + offset as u64),
        DstMut::Host(_) => Err(Error::invalid("ufunc", "internal: expected a GPU array")),
    }
}

/// How a generated kernel reads an input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ExtAccess {
    Contig,
    Uniform,
    Strided,
    Value,
}

/// The device statements computing one loop of `f`: declares `{prefix}r0..` of the call output
/// types from the input expressions `args` (already of the operands' dtypes `from`).
pub(crate) fn call_statements(lp: &ExtLoop, args: &[(String, DType)], prefix: &str) -> String {
    let mut s = String::new();
    let mut call_args = Vec::new();
    for (k, ((e, from), &l)) in args.iter().zip(&lp.inputs).enumerate() {
        let c = lp.cpu.ins[k];
        let mut v = e.clone();
        if *from != l {
            v = format!("gsci_cast<{}>({v})", l.cuda_type());
        }
        if c != l {
            v = format!("gsci_cast<{}>({v})", c.cuda_type());
        }
        let _ = write!(s, "const {} {prefix}a{k} = {v}; ", c.cuda_type());
        call_args.push(format!("{prefix}a{k}"));
    }
    if lp.outputs.len() == 1 {
        let _ = write!(
            s,
            "const {} {prefix}r0 = {}({});",
            lp.cpu.outs[0].cuda_type(),
            lp.cuda,
            call_args.join(", ")
        );
    } else {
        for (j, c) in lp.cpu.outs.iter().enumerate() {
            let _ = write!(s, "{} {prefix}r{j}; ", c.cuda_type());
            call_args.push(format!("&{prefix}r{j}"));
        }
        let _ = write!(s, "{}({});", lp.cuda, call_args.join(", "));
    }
    s
}

/// Result `j` of [`call_statements`] as a value of `to` (rounded once to the loop dtype).
pub(crate) fn result_expr(lp: &ExtLoop, j: usize, prefix: &str, to: DType) -> String {
    let mut e = format!("{prefix}r{j}");
    let (c, l) = (lp.cpu.outs[j], lp.outputs[j]);
    if c != l {
        e = format!("gsci_cast<{}>({e})", l.cuda_type());
    }
    if l != to {
        e = format!("gsci_cast<{}>({e})", to.cuda_type());
    }
    e
}

/// The generated kernel of one launch configuration.
struct ExtSpec<'a> {
    f: &'a ElementwiseFn,
    loop_index: usize,
    ins: Vec<(ExtAccess, DType)>,
    outs: Vec<DType>,
    rank1: bool,
    rank: usize,
    wide: bool,
    /// Elements per vector load in the contiguous unrolled kernel (1: no vector loads; 4 for
    /// 4-byte, 2 for 8-byte operands: one 16-byte load per operand and thread), see
    /// [`vector_width`].
    vec: u32,
}

/// The CUDA vector type of 16 bytes of `d` (`float4`, `double2`, ...), for the dtypes whose
/// vector types CUDA defines.
fn vector_type(d: DType) -> Option<&'static str> {
    Some(match d {
        DType::F32 => "float4",
        DType::I32 => "int4",
        DType::U32 => "uint4",
        DType::F64 => "double2",
        DType::I64 => "longlong2",
        DType::U64 => "ulonglong2",
        _ => return None,
    })
}

/// The vector width of a rank-1 kernel of an unrolled loop (`ExtLoop::with_unroll`) whose
/// contiguous inputs and outputs all have one element size with a CUDA vector type: 4 for
/// 4-byte elements, 2 for 8-byte ones. `None` when an operand is strided or of another size.
fn vector_width(ins: &[(ExtAccess, DType)], outs: &[DType]) -> Option<u32> {
    let mut size = None;
    for d in ins
        .iter()
        .filter(|(a, _)| *a == ExtAccess::Contig)
        .map(|(_, d)| *d)
        .chain(outs.iter().copied())
    {
        vector_type(d)?;
        let s = d.itemsize();
        if *size.get_or_insert(s) != s {
            return None;
        }
    }
    if ins.iter().any(|(a, _)| *a == ExtAccess::Strided) {
        return None;
    }
    size.map(|s| (16 / s) as u32)
}

impl ExtSpec<'_> {
    fn name(&self) -> String {
        let tag = |a: ExtAccess| match a {
            ExtAccess::Contig => 'c',
            ExtAccess::Uniform => 'u',
            ExtAccess::Strided => 's',
            ExtAccess::Value => 'v',
        };
        let mut s = format!(
            "gsci_ext_{}_{:012x}_l{}",
            self.f.name,
            self.f.preamble_hash & 0xffff_ffff_ffff,
            self.loop_index
        );
        for (a, d) in &self.ins {
            s += &format!("_{}{}", tag(*a), d.short());
        }
        for d in &self.outs {
            s += &format!("_o{}", d.short());
        }
        s += &if self.rank1 {
            "_r1".to_string()
        } else {
            format!("_s{}", self.rank)
        };
        s += if self.wide { "_i64" } else { "_u32" };
        let k = self.f.loops[self.loop_index].unroll;
        if self.rank1 && self.vec > 1 {
            s += &format!("_v{}", self.vec);
        } else if self.rank1 && k > 1 {
            s += &format!("_x{k}");
        }
        s
    }

    fn wrapper(&self) -> String {
        let lp = &self.f.loops[self.loop_index];
        let name = self.name();
        let (it, ot) = if self.wide {
            ("long long", "long long")
        } else {
            ("unsigned int", "int")
        };
        let mut params = Vec::new();
        let mut args = Vec::new();
        let mut k = 0usize;
        for (i, &(a, d)) in self.ins.iter().enumerate() {
            if a == ExtAccess::Value {
                params.push(format!("{} v{i}", d.cuda_type()));
                args.push((format!("v{i}"), d));
            } else {
                params.push(format!("const {}* __restrict__ p{i}", d.cuda_type()));
                let idx = match a {
                    ExtAccess::Contig => "i".to_string(),
                    ExtAccess::Uniform => "0".to_string(),
                    _ => {
                        k += 1;
                        format!("o[{}]", k - 1)
                    }
                };
                args.push((format!("p{i}[{idx}]"), d));
            }
        }
        let mut stores = String::new();
        for (j, &d) in self.outs.iter().enumerate() {
            params.push(format!("{}* __restrict__ q{j}", d.cuda_type()));
            let idx = if self.rank1 {
                "i".to_string()
            } else {
                k += 1;
                format!("o[{}]", k - 1)
            };
            let _ = write!(stores, " q{j}[{idx}] = {};", result_expr(lp, j, "", d));
        }
        params.push(format!("{it} n"));
        let body = call_statements(lp, &args, "");
        let lb = launch_bounds(self.f.min_blocks);
        if self.rank1 && self.vec > 1 {
            // one 16-byte load per contiguous operand and thread: `vec` consecutive elements per
            // iteration (the caller checked every pointer's alignment), then the rest one at a
            // time
            let v = self.vec as usize;
            let comps = ["x", "y", "z", "w"];
            let mut vbody = String::new();
            for (i, &(a, d)) in self.ins.iter().enumerate() {
                if a == ExtAccess::Contig {
                    let vt = vector_type(d).expect("vector_width checked the dtypes");
                    let _ = write!(
                        vbody,
                        "const {vt} gsci_in{i} = reinterpret_cast<const {vt}*>(p{i})[gsci_j]; "
                    );
                }
            }
            for (j, &d) in self.outs.iter().enumerate() {
                let vt = vector_type(d).expect("vector_width checked the dtypes");
                let _ = write!(vbody, "{vt} gsci_out{j}; ");
            }
            for (u, comp) in comps.iter().enumerate().take(v) {
                let vargs: Vec<(String, DType)> = self
                    .ins
                    .iter()
                    .zip(&args)
                    .enumerate()
                    .map(|(i, (&(a, _), (e, d)))| {
                        if a == ExtAccess::Contig {
                            (format!("gsci_in{i}.{comp}"), *d)
                        } else {
                            (e.clone(), *d)
                        }
                    })
                    .collect();
                let _ = write!(vbody, "{{ {}", call_statements(lp, &vargs, ""));
                for (j, &d) in self.outs.iter().enumerate() {
                    let _ = write!(
                        vbody,
                        " gsci_out{j}.{comp} = {};",
                        result_expr(lp, j, "", d)
                    );
                }
                let _ = write!(vbody, " }} ");
                let _ = u;
            }
            for (j, &d) in self.outs.iter().enumerate() {
                let vt = vector_type(d).expect("vector_width checked the dtypes");
                let _ = write!(
                    vbody,
                    "reinterpret_cast<{vt}*>(q{j})[gsci_j] = gsci_out{j}; "
                );
            }
            format!(
                "extern \"C\" __global__ void {lb}{name}({p}) {{\n  const {it} stride = ({it})gridDim.x * blockDim.x;\n  const {it} nv = n / {v};\n  for ({it} gsci_j = ({it})blockIdx.x * blockDim.x + threadIdx.x; gsci_j < nv; gsci_j += stride) {{ {vbody}}}\n  for ({it} i = nv * {v} + ({it})blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {{ {body}{stores} }}\n}}\n",
                p = params.join(", ")
            )
        } else if self.rank1 && lp.unroll > 1 {
            // k elements a grid apart per iteration (n < 2^31 with 32-bit indices: no wrap),
            // then the rest one at a time
            let k = lp.unroll;
            format!(
                "extern \"C\" __global__ void {lb}{name}({p}) {{\n  const {it} stride = ({it})gridDim.x * blockDim.x;\n  {it} gsci_i = ({it})blockIdx.x * blockDim.x + threadIdx.x;\n  for (; gsci_i + {km1} * stride < n; gsci_i += {k} * stride) {{\n#pragma unroll\n    for (int gsci_u = 0; gsci_u < {k}; ++gsci_u) {{ const {it} i = gsci_i + ({it})gsci_u * stride; {body}{stores} }}\n  }}\n  for ({it} i = gsci_i; i < n; i += stride) {{ {body}{stores} }}\n}}\n",
                p = params.join(", "),
                km1 = k - 1
            )
        } else if self.rank1 {
            format!(
                "extern \"C\" __global__ void {lb}{name}({p}) {{\n  const {it} stride = ({it})gridDim.x * blockDim.x;\n  for ({it} i = ({it})blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride) {{ {body}{stores} }}\n}}\n",
                p = params.join(", ")
            )
        } else {
            params.push(format!("gsci_uf_layout<{}, {k}> L", self.rank));
            format!(
                "extern \"C\" __global__ void {lb}{name}({p}) {{\n  gsci_uf_strided<{rank}, {k}, {it}, {ot}>(n, L, [&](const {ot}* o) {{ {body}{stores} }});\n}}\n",
                p = params.join(", "),
                rank = self.rank
            )
        }
    }
}

/// The full source of a module: core's types header, the ufunc templates, the function's
/// preamble, and the wrappers.
fn module_source(f: &ElementwiseFn, wrappers: &str) -> String {
    let mut s = String::with_capacity(
        TYPES_HEADER.len() + super::cuda::UFUNC_CU.len() + f.preamble.len() + wrappers.len() + 4,
    );
    s.push_str(TYPES_HEADER);
    s.push('\n');
    s.push_str(super::cuda::UFUNC_CU);
    s.push('\n');
    s.push_str(&f.preamble);
    s.push('\n');
    s.push_str(wrappers);
    s
}

fn cuda_run(c: &CudaBackend, p: &ExtPlan<'_>, outs: &[(u64, Vec<isize>, DType)]) -> Result<()> {
    let shape = &p.shape;
    let n: usize = shape.iter().product();
    if n == 0 {
        return Ok(());
    }
    let mut strides: Vec<Vec<isize>> = Vec::new();
    let mut ptrs: Vec<Option<u64>> = Vec::new();
    for x in p.inputs {
        match x {
            Operand::Array(a) => {
                strides.push(broadcast_strides(a.shape(), a.strides(), shape));
                ptrs.push(Some(with_dyn!(a, t => t.device_ptr()).ok_or_else(
                    || Error::invalid("ufunc", "internal: expected a GPU array"),
                )?));
            }
            Operand::Scalar(_) => ptrs.push(None),
        }
    }
    for t in outs {
        strides.push(t.1.clone());
    }
    let n_arr = ptrs.iter().filter(|q| q.is_some()).count();
    let layout = super::cuda::kernel_layout(shape, &strides, n_arr)?;
    let mut ins = Vec::new();
    let mut k = 0usize;
    for (i, x) in p.inputs.iter().enumerate() {
        ins.push(match x {
            Operand::Scalar(_) => (ExtAccess::Value, p.lp.inputs[i]),
            Operand::Array(a) => {
                let s = layout.strides[k][0];
                k += 1;
                let acc = if !layout.rank1 {
                    ExtAccess::Strided
                } else if s == 0 && n > 1 {
                    ExtAccess::Uniform
                } else {
                    ExtAccess::Contig
                };
                (acc, a.dtype())
            }
        });
    }
    let loop_index =
        p.f.loops
            .iter()
            .position(|l| std::ptr::eq(l, p.lp))
            .expect("the plan's loop is one of the function's");
    let out_dtypes: Vec<DType> = outs.iter().map(|t| t.2).collect();
    // 16-byte loads and stores where every contiguous operand starts on a 16-byte boundary
    let aligned = ins
        .iter()
        .zip(&ptrs)
        .filter(|((a, _), _)| *a == ExtAccess::Contig)
        .all(|(_, q)| q.is_some_and(|q| q % 16 == 0))
        && outs.iter().all(|t| t.0 % 16 == 0);
    let vec = match vector_width(&ins, &out_dtypes) {
        Some(v) if layout.rank1 && p.lp.unroll > 1 && aligned && n >= 2 * v as usize => v,
        _ => 1,
    };
    let spec = ExtSpec {
        f: p.f,
        loop_index,
        ins,
        outs: out_dtypes,
        rank1: layout.rank1,
        rank: layout.shape.len(),
        wide: layout.wide,
        vec,
    };
    let name = spec.name();
    let func = c.function(&name, || {
        (module_source(p.f, &spec.wrapper()), name.clone())
    })?;
    let mut args = KernelArgs::new();
    for (i, x) in p.inputs.iter().enumerate() {
        match x {
            Operand::Scalar(s) => with_dtype!(p.lp.inputs[i], T => {
                args.push(T::from_scalar(*s));
            }),
            Operand::Array(_) => {
                args.push(ptrs[i].expect("array operand has a pointer"));
            }
        }
    }
    for t in outs {
        args.push(t.0);
    }
    if layout.wide {
        args.push(n as i64);
    } else {
        args.push(n as u32);
    }
    if !layout.rank1 {
        let mut words: Vec<i64> = layout.shape.iter().map(|&d| d as i64).collect();
        for s in &layout.strides {
            words.extend(s.iter().map(|&v| v as i64));
        }
        args.push_i64s(&words);
    }
    c.ensure_stack_size(p.f.stack_bytes)?;
    // SAFETY: the wrapper's parameters are exactly the pushed arguments (input pointers to each
    // array's first element or scalar values of the loop dtype, output pointers, n, the layout);
    // every offset the kernel forms from the collapsed shape and strides stays inside its
    // operand's layout, and n counts the broadcast elements.
    let threads = n.div_ceil(vec as usize);
    unsafe {
        c.launch(
            func,
            (grid_1d(c, threads, 256), 1, 1),
            (256, 1, 1),
            0,
            &mut args,
        )
    }
}

/// Every loop of `f` as generated kernels (contiguous, uniform, weak-scalar, strided and 64-bit
/// variants), one module source per function, for compile tests (NVRTC needs no GPU).
///
/// Equivalent to nothing in NumPy (a build check).
///
/// # Errors
/// None.
///
/// ```
/// use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop, generated_sources};
/// fn sq(x: f64) -> f64 { x * x }
/// let f = ElementwiseFn::new("sq", "__device__ double sq_(double x) { return x * x; }",
///     vec![ExtLoop::new("d->d", CpuLoop::f1(sq), "sq_")?])?;
/// let (name, src) = generated_sources(&f);
/// assert!(name.contains("sq") && src.contains("sq_(a0)"));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn generated_sources(f: &ElementwiseFn) -> (String, String) {
    (
        format!("gsci_ext_{}", f.name),
        generated_kernel_sources(&[f]),
    )
}

/// The generated kernels of several functions in one module source (each distinct preamble
/// included once), for compile tests.
///
/// Equivalent to nothing in NumPy (a build check).
///
/// # Errors
/// None.
///
/// ```
/// use gsci_core::ufunc::external::{CpuLoop, ElementwiseFn, ExtLoop, generated_kernel_sources};
/// fn sq(x: f64) -> f64 { x * x }
/// let f = ElementwiseFn::new("sq", "__device__ double sq_(double x) { return x * x; }",
///     vec![ExtLoop::new("d->d", CpuLoop::f1(sq), "sq_")?])?;
/// assert!(generated_kernel_sources(&[&f, &f]).matches("__device__ double sq_").count() == 1);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn generated_kernel_sources(fns: &[&ElementwiseFn]) -> String {
    let mut pre = String::new();
    let mut seen: Vec<u64> = Vec::new();
    let mut w = String::new();
    for f in fns {
        if !seen.contains(&f.preamble_hash) {
            seen.push(f.preamble_hash);
            pre.push_str(&f.preamble);
            pre.push('\n');
        }
        w += &wrappers_of(f);
    }
    let mut s = String::with_capacity(
        TYPES_HEADER.len() + super::cuda::UFUNC_CU.len() + pre.len() + w.len() + 4,
    );
    s.push_str(TYPES_HEADER);
    s.push('\n');
    s.push_str(super::cuda::UFUNC_CU);
    s.push('\n');
    s.push_str(&pre);
    s.push_str(&w);
    s
}

fn wrappers_of(f: &ElementwiseFn) -> String {
    let mut w = String::new();
    for (li, lp) in f.loops.iter().enumerate() {
        let nin = lp.inputs.len();
        // Contiguous operands of the loop dtypes; uniform operands with the first input a weak
        // value when there are several; a strided 64-bit variant from narrower arrays written
        // into float64/complex128.
        let contig: Vec<(ExtAccess, DType)> =
            lp.inputs.iter().map(|&d| (ExtAccess::Contig, d)).collect();
        let uniform: Vec<(ExtAccess, DType)> = lp
            .inputs
            .iter()
            .enumerate()
            .map(|(i, &d)| {
                if i == 0 && nin > 1 {
                    (ExtAccess::Value, d)
                } else {
                    (ExtAccess::Uniform, d)
                }
            })
            .collect();
        let strided: Vec<(ExtAccess, DType)> = lp
            .inputs
            .iter()
            .map(|&d| {
                let from = match d {
                    DType::F64 => DType::I32,
                    DType::F32 => DType::F16,
                    DType::C128 => DType::F64,
                    d => d,
                };
                (ExtAccess::Strided, from)
            })
            .collect();
        let wide_outs: Vec<DType> = lp
            .outputs
            .iter()
            .map(|&d| {
                if d.is_complex() {
                    DType::C128
                } else {
                    DType::F64
                }
            })
            .collect();
        let vec = vector_width(&contig, &lp.outputs).filter(|_| lp.unroll > 1);
        for (ins, outs, rank1, rank, wide, vec) in [
            (contig.clone(), lp.outputs.clone(), true, 1, false, 1),
            (uniform, lp.outputs.clone(), true, 1, false, 1),
            (strided, wide_outs, false, 3, true, 1),
        ]
        .into_iter()
        .chain(vec.map(|v| (contig, lp.outputs.clone(), true, 1, false, v)))
        {
            w += &ExtSpec {
                f,
                loop_index: li,
                ins,
                outs,
                rank1,
                rank,
                wide,
                vec,
            }
            .wrapper();
        }
    }
    w
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quad(a: f64, b: f64, c: f64, d: f64) -> f64 {
        a * 1000.0 + b * 100.0 + c * 10.0 + d
    }
    fn scale(n: i64, x: f64) -> f64 {
        x * n as f64
    }
    fn scale_d(n: f64, x: f64) -> f64 {
        x * n.trunc()
    }
    fn pair(x: f64) -> (f64, f64) {
        (x + 0.1, -x)
    }
    fn cplx(z: Complex64) -> Complex64 {
        z * z
    }
    fn third(x: f64) -> f64 {
        x / 3.0
    }

    const PRE: &str = "__device__ double t_quad(double a, double b, double c, double d) { return a * 1000.0 + b * 100.0 + c * 10.0 + d; }\n\
        __device__ double t_scale(long long n, double x) { return x * (double)n; }\n\
        __device__ double t_scale_d(double n, double x) { return x * trunc(n); }\n\
        __device__ void t_pair(double x, double* a, double* b) { *a = x + 0.1; *b = -x; }\n\
        __device__ gsci_c128 t_cplx(gsci_c128 z) { return gsci_c128{z.re * z.re - z.im * z.im, 2.0 * z.re * z.im}; }\n\
        __device__ double t_third(double x) { return x / 3.0; }\n";

    fn defs() -> Vec<ElementwiseFn> {
        vec![
            ElementwiseFn::new(
                "t_quad",
                PRE,
                vec![
                    ExtLoop::new("ffff->f", CpuLoop::new(quad), "t_quad").unwrap(),
                    ExtLoop::new("dddd->d", CpuLoop::new(quad), "t_quad").unwrap(),
                ],
            )
            .unwrap(),
            ElementwiseFn::new(
                "t_scale",
                PRE,
                vec![
                    ExtLoop::new("ld->d", CpuLoop::new(scale), "t_scale")
                        .unwrap()
                        .with_unroll(4),
                    ExtLoop::new("ff->f", CpuLoop::new(scale_d), "t_scale_d")
                        .unwrap()
                        .with_unroll(4),
                    ExtLoop::new("dd->d", CpuLoop::new(scale_d), "t_scale_d").unwrap(),
                ],
            )
            .unwrap(),
            ElementwiseFn::new(
                "t_pair",
                PRE,
                vec![
                    ExtLoop::new("f->ff", CpuLoop::new(pair), "t_pair")
                        .unwrap()
                        .with_unroll(4),
                    ExtLoop::new("d->dd", CpuLoop::new(pair), "t_pair").unwrap(),
                ],
            )
            .unwrap(),
            ElementwiseFn::new(
                "t_third",
                PRE,
                vec![
                    ExtLoop::new("d->d", CpuLoop::new(third), "t_third").unwrap(),
                    ExtLoop::new("f->f", CpuLoop::new(third), "t_third").unwrap(),
                    ExtLoop::new("D->D", CpuLoop::new(cplx), "t_cplx").unwrap(),
                    ExtLoop::new("F->F", CpuLoop::new(cplx), "t_cplx").unwrap(),
                ],
            )
            .unwrap(),
        ]
    }

    fn cpu() -> Device {
        Device::cpu()
    }

    #[test]
    fn loop_selection_is_numpys() {
        let d = defs();
        let third = &d[3];
        let r = |t: &[std::result::Result<DType, Scalar>]| third.resolve(t).map(|l| l.signature());
        assert_eq!(r(&[Ok(DType::F32)]).unwrap(), "f->f"); // exact match beats order
        assert_eq!(r(&[Ok(DType::F16)]).unwrap(), "d->d"); // first safe loop
        assert_eq!(r(&[Ok(DType::I8)]).unwrap(), "d->d");
        assert_eq!(r(&[Ok(DType::C64)]).unwrap(), "F->F");
        assert_eq!(r(&[Ok(DType::I64)]).unwrap(), "d->d");
        let scale = &d[1];
        let s = |t: &[std::result::Result<DType, Scalar>]| scale.resolve(t).map(|l| l.signature());
        assert_eq!(s(&[Ok(DType::I32), Ok(DType::F32)]).unwrap(), "ld->d");
        assert_eq!(s(&[Err(Scalar::Int(2)), Ok(DType::F32)]).unwrap(), "ld->d");
        assert_eq!(
            s(&[Err(Scalar::Float(2.5)), Ok(DType::F32)]).unwrap(),
            "ff->f"
        );
        assert_eq!(s(&[Ok(DType::F64), Ok(DType::F32)]).unwrap(), "dd->d");
        // No complex loop: Unsupported naming the function, dtypes and loops.
        let e = s(&[Ok(DType::C128), Ok(DType::F64)]).unwrap_err();
        let msg = e.to_string();
        assert!(
            msg.contains("t_scale") && msg.contains("complex128") && msg.contains("ld->d"),
            "{msg}"
        );
        assert!(scale.resolve(&[Ok(DType::F64)]).is_err()); // wrong arity
    }

    #[test]
    fn registration_checks_signatures() {
        assert!(ExtLoop::new("dd->d", CpuLoop::new(third), "x").is_err()); // arity
        assert!(ExtLoop::new("d->d", CpuLoop::new(scale), "x").is_err());
        assert!(ExtLoop::new("l->d", CpuLoop::new(third), "x").is_err()); // i64 slot, f64 fn
        assert!(ExtLoop::new("d-d", CpuLoop::new(third), "x").is_err());
        assert!(ExtLoop::new("d->d", CpuLoop::new(third), "not a name").is_err());
        assert!(ExtLoop::new("f->f", CpuLoop::new(third), "ok_name").is_ok());
        assert!(ElementwiseFn::new("bad name", "", vec![]).is_err());
        assert!(ElementwiseFn::new("empty", "", vec![]).is_err());
    }

    #[test]
    fn four_inputs_broadcast_with_weak_scalars() {
        let d = defs();
        let a = Array::from_vec(vec![1.0f32, 2.0], &[2, 1], &cpu()).unwrap();
        let b = Array::from_vec(vec![3.0f32, 4.0, 5.0], &[1, 3], &cpu()).unwrap();
        let c = Array::from_vec(vec![6.0f32], &[1], &cpu()).unwrap();
        let r = apply(&d[0], &[(&a).into(), (&b).into(), (&c).into(), 7.0.into()]).unwrap();
        assert_eq!(r[0].dtype(), DType::F32);
        assert_eq!(r[0].shape(), &[2, 3]);
        let got = r[0].clone().into_typed::<f32>().unwrap().to_vec().unwrap();
        assert_eq!(got, vec![1367.0, 1467.0, 1567.0, 2367.0, 2467.0, 2567.0]);
    }

    #[test]
    fn int64_slot_and_float_orders() {
        let d = defs();
        let n = Array::from_vec(vec![2i32, -3], &[2], &cpu()).unwrap();
        let x = Array::from_vec(vec![1.5f32, 0.5], &[2], &cpu()).unwrap();
        let r = apply(&d[1], &[(&n).into(), (&x).into()]).unwrap().remove(0);
        assert_eq!(r.dtype(), DType::F64);
        assert_eq!(
            r.into_typed::<f64>().unwrap().to_vec().unwrap(),
            vec![3.0, -1.5]
        );
        let r = apply(&d[1], &[2.9.into(), (&x).into()]).unwrap().remove(0);
        assert_eq!(r.dtype(), DType::F32);
        assert_eq!(
            r.into_typed::<f32>().unwrap().to_vec().unwrap(),
            vec![3.0, 1.0]
        );
    }

    #[test]
    fn half_inputs_round_once_and_multi_outputs() {
        let d = defs();
        let xs = [0.1f32, 1.0 / 3.0, 7.7];
        let h: Vec<half::f16> = xs.iter().map(|&v| half::f16::from_f32(v)).collect();
        let a = Array::from_vec(h.clone(), &[3], &cpu()).unwrap();
        let r = apply(&d[3], &[(&a).into()]).unwrap().remove(0);
        assert_eq!(r.dtype(), DType::F64);
        let got = r.into_typed::<f64>().unwrap().to_vec().unwrap();
        for (g, v) in got.iter().zip(&h) {
            assert_eq!(*g, v.to_f64() / 3.0);
        }
        let x = Array::from_vec(xs.to_vec(), &[3], &cpu()).unwrap();
        let r = apply(&d[2], &[(&x).into()]).unwrap();
        assert_eq!(r.len(), 2);
        let p = r[0].clone().into_typed::<f32>().unwrap().to_vec().unwrap();
        let q = r[1].clone().into_typed::<f32>().unwrap().to_vec().unwrap();
        for i in 0..3 {
            assert_eq!(p[i], (xs[i] as f64 + 0.1) as f32); // rounded once from f64
            assert_eq!(q[i], -xs[i]);
        }
        let z = Array::from_vec(vec![Complex32::new(1.0, 2.0)], &[1], &cpu()).unwrap();
        let r = apply(&d[3], &[(&z).into()]).unwrap().remove(0);
        assert_eq!(r.dtype(), DType::C64);
        assert_eq!(
            r.into_typed::<Complex32>().unwrap().to_vec().unwrap(),
            vec![Complex32::new(-3.0, 4.0)]
        );
    }

    #[test]
    fn large_strided_and_into() {
        let d = defs();
        let n = 7 * 1757; // several chunks and a tail
        let v: Vec<f64> = (0..n).map(|i| i as f64 * 0.5 - 7.0).collect();
        let m = Array::from_vec(v.clone(), &[n / 7, 7], &cpu()).unwrap();
        let t = m.transpose().unwrap();
        let r = apply(&d[3], &[(&t).into()])
            .unwrap()
            .remove(0)
            .into_typed::<f64>()
            .unwrap();
        let want: Vec<f64> = t.to_vec().unwrap().iter().map(|x| x / 3.0).collect();
        assert_eq!(r.to_vec().unwrap(), want);
        let x = Array::from_vec(vec![3.0f64, 6.0], &[2], &cpu()).unwrap();
        let mut out = Array::<f32>::zeros(&[2, 2], &cpu()).unwrap();
        apply_into(&d[3], &[(&x).into()], &mut out).unwrap();
        assert_eq!(out.to_vec().unwrap(), vec![1.0, 2.0, 1.0, 2.0]);
        let mut bad = Array::<i64>::zeros(&[2], &cpu()).unwrap();
        assert!(matches!(
            apply_into(&d[3], &[(&x).into()], &mut bad),
            Err(Error::DTypeMismatch { .. })
        ));
        let mut small = Array::<f64>::zeros(&[3], &cpu()).unwrap();
        assert!(matches!(
            apply_into(&d[3], &[(&x).into()], &mut small),
            Err(Error::ShapeMismatch { .. })
        ));
        let mut o = Array::<f64>::zeros(&[2], &cpu()).unwrap();
        assert!(apply_into(&d[2], &[(&x).into()], &mut o).is_err()); // two outputs
        assert!(apply(&d[3], &[2.0.into()]).is_err()); // no array
        let e = Array::<f64>::zeros(&[0], &cpu()).unwrap();
        assert_eq!(apply(&d[2], &[(&e).into()]).unwrap()[1].shape(), &[0]);
    }

    #[test]
    fn vector_width_needs_one_element_size_and_no_strided_input() {
        use ExtAccess::*;
        let f = DType::F32;
        assert_eq!(vector_width(&[(Contig, f)], &[f]), Some(4));
        assert_eq!(
            vector_width(&[(Value, DType::I64), (Contig, DType::F64)], &[DType::F64]),
            Some(2)
        );
        assert_eq!(
            vector_width(&[(Uniform, DType::F64), (Contig, f)], &[f]),
            Some(4)
        );
        assert_eq!(vector_width(&[(Contig, f)], &[DType::F64]), None);
        assert_eq!(vector_width(&[(Strided, f)], &[f]), None);
        assert_eq!(vector_width(&[(Contig, DType::F16)], &[DType::F16]), None);
        assert_eq!(vector_width(&[(Contig, DType::C64)], &[DType::C64]), None);
    }

    #[test]
    fn generated_kernels_compile() {
        if !crate::kernel_cache::nvrtc_available() {
            assert!(
                std::env::var("GSCI_REQUIRE_NVRTC").as_deref() != Ok("1"),
                "GSCI_REQUIRE_NVRTC=1 but NVRTC does not load"
            );
            return;
        }
        let d = defs();
        let refs: Vec<&ElementwiseFn> = d.iter().collect();
        let src = generated_kernel_sources(&refs);
        assert_eq!(src.matches("t_quad(double a").count(), 1);
        // the unrolled contiguous loops also have 16-byte vector kernels: float4 for the
        // float32 ones (two outputs for t_pair), longlong2/double2 for "ld->d"
        for (name, vt) in [
            (
                "gsci_ext_t_scale_",
                "reinterpret_cast<const longlong2*>(p0)",
            ),
            ("gsci_ext_t_scale_", "reinterpret_cast<const float4*>(p1)"),
            ("gsci_ext_t_pair_", "reinterpret_cast<float4*>(q1)"),
        ] {
            assert!(src.contains(vt) && src.contains(name), "{vt}");
        }
        assert_eq!(src.matches("_v4(").count(), 2);
        assert_eq!(src.matches("_v2(").count(), 1);
        crate::kernel_cache::compile_cubin(
            &src,
            "ext_test",
            "sm_90",
            crate::kernel_cache::DEFAULT_OPTIONS,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    }
}
