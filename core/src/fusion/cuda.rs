//! CUDA execution of a fused function: the expression becomes straight-line device code over the
//! ufuncs' device functions (`kernels/ufunc.cu`), wrapped in an elementwise body or one of the
//! reductions of `fusion.cu`; compiled once per (expression, dtypes, layout) through the kernel
//! cache.

use super::expr::{Expr, Node, ReduceKind, Reduction};
use super::{Call, OP, Ty, resolve_binary, where_dtype};
use crate::array::{Array, c_strides};
use crate::copy::collapse_axes;
use crate::copy::cuda::MAX_KERNEL_DIMS;
use crate::cuda::{CudaBackend, DeviceBuffer, KernelArgs, grid_1d};
use crate::dtype::{DType, Element, Scalar};
use crate::error::{Error, Result};
use crate::kernel_cache::TYPES_HEADER;
use crate::ufunc::DynArray;
use crate::ufunc::Operand;
use crate::ufunc::cuda::{UFUNC_CU, call as op_call, compute_type, load_expr};
use crate::ufunc::dynarray::{with_dtype, with_dyn};
use crate::ufunc::engine::{Kernel, broadcast_strides};
use crate::ufunc::external::{self, ElementwiseFn};
use crate::ufunc::ops::unary_loop;
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::Arc;

const FUSION_CU: &str = include_str!("fusion.cu");
const REDUCE_CU: &str = include_str!("../kernels/reduce.cu");
const BLOCK: u32 = 256;

/// Where a scalar parameter's value comes from.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ScalarSrc {
    /// A scalar written in the expression.
    Const(Scalar),
    /// A weak-scalar argument.
    Arg(usize),
}

/// The scalar parameters' part of a kernel's name: where each comes from and its dtype, not its
/// value (values are kernel arguments, so `x * y + 1` and `x * y + 2` share one kernel).
fn scalar_key(scalars: &[(ScalarSrc, DType)]) -> String {
    scalars
        .iter()
        .map(|(src, d)| match src {
            ScalarSrc::Const(_) => format!("c{d:?}"),
            ScalarSrc::Arg(i) => format!("a{i}{d:?}"),
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// The generated device code of an expression for one set of argument dtypes.
#[derive(Clone, Debug)]
pub(crate) struct Body {
    /// Statements defining temporaries `t0, t1, ...`; operand `i` is read as
    /// `p{i}[GSCI_FU_I{i}]` (the wrapper defines the index).
    pub code: String,
    /// The variable holding the result.
    pub result: String,
    pub dtype: DType,
    /// Scalar parameters `s0, s1, ...`: source and dtype.
    pub scalars: Vec<(ScalarSrc, DType)>,
    /// The device source of the external functions called (their preambles, each once).
    pub preamble: String,
    /// Hashes of those preambles (part of the kernel's name).
    pub preamble_key: String,
    /// The largest per-thread stack the external functions called ask for.
    pub stack_bytes: usize,
    /// The most resident blocks per multiprocessor the external functions called ask for.
    pub min_blocks: u32,
}

enum GVal {
    Var(String, DType),
    Weak(ScalarSrc, Scalar),
}

struct Gen<'a> {
    tys: &'a [Ty],
    code: String,
    memo: HashMap<usize, (String, DType)>,
    scalars: Vec<(ScalarSrc, DType)>,
    next: usize,
    /// The external functions called, by preamble hash (each preamble included once).
    preambles: Vec<(u64, Arc<ElementwiseFn>)>,
    /// The largest stack size any of the external functions called asks for.
    stack_bytes: usize,
    /// The most resident blocks per multiprocessor any of them asks for.
    min_blocks: u32,
}

impl Gen<'_> {
    fn temp(&mut self, d: DType, value: &str) -> String {
        let t = format!("t{}", self.next);
        self.next += 1;
        let _ = writeln!(self.code, "const {} {t} = {value};", d.cuda_type());
        t
    }

    fn scalar_param(&mut self, src: ScalarSrc, d: DType) -> String {
        self.scalars.push((src, d));
        format!("s{}", self.scalars.len() - 1)
    }

    /// `v` as a value of dtype `d` (a weak scalar becomes a parameter of dtype `d`).
    fn as_dtype(&mut self, v: &GVal, d: DType) -> String {
        match v {
            GVal::Var(e, from) if *from == d => e.clone(),
            GVal::Var(e, _) => format!("gsci_cast<{}>({e})", d.cuda_type()),
            GVal::Weak(src, _) => self.scalar_param(*src, d),
        }
    }

    fn op_result(&mut self, c: &str, out: DType, stmt_in: String, call: String) -> String {
        let t = format!("t{}", self.next);
        self.next += 1;
        let assign = if c == out.cuda_type() {
            "r".to_string()
        } else {
            format!("gsci_cast<{}>(r)", out.cuda_type())
        };
        let _ = writeln!(
            self.code,
            "{} {t}; {{ {stmt_in} auto r = {call}; {t} = {assign}; }}",
            out.cuda_type()
        );
        t
    }

    fn emit(&mut self, e: &Expr) -> Result<GVal> {
        if let Some((v, d)) = self.memo.get(&e.id()) {
            return Ok(GVal::Var(v.clone(), *d));
        }
        let (v, d) = match e.node() {
            Node::Input(i) => match self.tys[*i] {
                Ty::Arr(d) => {
                    let t = self.temp(d, &format!("p{i}[GSCI_FU_I{i}]"));
                    (t, d)
                }
                Ty::Weak(s) => return Ok(GVal::Weak(ScalarSrc::Arg(*i), s)),
            },
            Node::Scalar(s) => return Ok(GVal::Weak(ScalarSrc::Const(*s), *s)),
            Node::Unary(op, a) => {
                let GVal::Var(a, d) = self.emit(a)? else {
                    return Err(Error::invalid(
                        OP,
                        format!(
                            "'{}' of a scalar: compute it outside the fused function",
                            op.name()
                        ),
                    ));
                };
                let lp = unary_loop(*op, d)?;
                let kernel = Kernel::Unary(*op);
                let l = lp.inputs[0];
                let c = compute_type(kernel, l);
                let load = load_expr(a, d, l, c);
                let out = lp.outputs[0];
                let t = self.op_result(
                    c,
                    out,
                    format!("const gsci_uf_in1<{c}> x{{{load}}};"),
                    op_call(kernel, &lp),
                );
                (t, out)
            }
            Node::Binary(op, a, b) => {
                let a = self.emit(a)?;
                let b = self.emit(b)?;
                let ty = |g: &GVal| match g {
                    GVal::Var(_, d) => Ty::Arr(*d),
                    GVal::Weak(_, s) => Ty::Weak(*s),
                };
                let res = resolve_binary(*op, ty(&a), ty(&b))?;
                if let Some(k) = res.constant {
                    let t = self.temp(DType::Bool, if k { "true" } else { "false" });
                    (t, DType::Bool)
                } else {
                    let kernel = Kernel::Binary(*op);
                    let lp = res.lp;
                    let mut loads = Vec::new();
                    let mut cs = Vec::new();
                    for (j, g) in [&a, &b].into_iter().enumerate() {
                        let l = lp.inputs[j];
                        let c = compute_type(kernel, l);
                        let e = match g {
                            GVal::Var(v, d) => load_expr(v.clone(), *d, l, c),
                            GVal::Weak(src, _) => {
                                let p = self.scalar_param(*src, l);
                                load_expr(p, l, l, c)
                            }
                        };
                        loads.push(e);
                        cs.push(c);
                    }
                    let out = lp.outputs[0];
                    let t = self.op_result(
                        cs[0],
                        out,
                        format!(
                            "const gsci_uf_in2<{}, {}> x{{{}, {}}};",
                            cs[0], cs[1], loads[0], loads[1]
                        ),
                        op_call(kernel, &lp),
                    );
                    (t, out)
                }
            }
            Node::Cast(d, a) => {
                let a = self.emit(a)?;
                match a {
                    GVal::Var(v, from) if from == *d => (v, *d),
                    _ => {
                        let e = self.as_dtype(&a, *d);
                        (self.temp(*d, &e), *d)
                    }
                }
            }
            Node::Where(c, a, b) => {
                let c = self.emit(c)?;
                let a = self.emit(a)?;
                let b = self.emit(b)?;
                let ty = |g: &GVal| match g {
                    GVal::Var(_, d) => Ty::Arr(*d),
                    GVal::Weak(_, s) => Ty::Weak(*s),
                };
                let d = where_dtype(ty(&a), ty(&b));
                let ce = self.as_dtype(&c, DType::Bool);
                let ae = self.as_dtype(&a, d);
                let be = self.as_dtype(&b, d);
                (self.temp(d, &format!("({ce}) ? ({ae}) : ({be})")), d)
            }
            Node::External(f, a, k) => {
                let vals: Vec<GVal> = a.iter().map(|x| self.emit(x)).collect::<Result<_>>()?;
                let tys: Vec<Ty> = vals
                    .iter()
                    .map(|g| match g {
                        GVal::Var(_, d) => Ty::Arr(*d),
                        GVal::Weak(_, s) => Ty::Weak(*s),
                    })
                    .collect();
                let lp = super::ext_loop(f, *k, &tys)?;
                let mut operands = Vec::new();
                for (j, g) in vals.iter().enumerate() {
                    operands.push(match g {
                        GVal::Var(v, d) => (v.clone(), *d),
                        GVal::Weak(src, _) => {
                            let l = lp.inputs[j];
                            (self.scalar_param(*src, l), l)
                        }
                    });
                }
                self.stack_bytes = self.stack_bytes.max(f.stack_size());
                self.min_blocks = self.min_blocks.max(f.min_blocks_per_sm());
                if !self.preambles.iter().any(|(h, _)| *h == f.preamble_hash()) {
                    self.preambles.push((f.preamble_hash(), f.clone()));
                }
                let out = lp.outputs[*k];
                let t = format!("t{}", self.next);
                self.next += 1;
                let stmts = external::call_statements(lp, &operands, "e_");
                let res = external::result_expr(lp, *k, "e_", out);
                let _ = writeln!(
                    self.code,
                    "{} {t}; {{ {stmts} {t} = {res}; }}",
                    out.cuda_type()
                );
                (t, out)
            }
            Node::Reduce(..) => {
                return Err(Error::invalid(
                    OP,
                    "a reduction may only be the last operation of a fused function",
                ));
            }
        };
        self.memo.insert(e.id(), (v.clone(), d));
        Ok(GVal::Var(v, d))
    }
}

/// Generates the device code of `e` for argument types `tys`.
pub(crate) fn body(e: &Expr, tys: &[Ty]) -> Result<Body> {
    let mut g = Gen {
        tys,
        code: String::new(),
        memo: HashMap::new(),
        scalars: Vec::new(),
        next: 0,
        preambles: Vec::new(),
        stack_bytes: 0,
        min_blocks: 0,
    };
    match g.emit(e)? {
        GVal::Var(result, dtype) => Ok(Body {
            code: g.code,
            result,
            dtype,
            scalars: g.scalars,
            preamble: g
                .preambles
                .iter()
                .map(|(_, f)| format!("{}\n", f.preamble()))
                .collect(),
            preamble_key: g
                .preambles
                .iter()
                .map(|(h, _)| format!("{h:x}"))
                .collect::<Vec<_>>()
                .join(","),
            stack_bytes: g.stack_bytes,
            min_blocks: g.min_blocks,
        }),
        GVal::Weak(..) => Err(Error::invalid(
            OP,
            "the fused expression reads no array argument",
        )),
    }
}

fn hash(s: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    s.hash(&mut h);
    h.finish()
}

/// Accumulator, output dtype, identity, combine and finish of a reduction over values of `d`.
fn reduce_op(kind: ReduceKind, d: DType) -> String {
    use DType::*;
    let out = super::reduce_dtype(kind, d);
    let acc = match kind {
        ReduceKind::Sum | ReduceKind::Prod => match d {
            Bool | I8 | I16 | I32 | I64 => "long long",
            U8 | U16 | U32 | U64 => "unsigned long long",
            F16 | BF16 | F32 => "float",
            _ => d.cuda_type(),
        },
        ReduceKind::Mean => match d {
            F16 | BF16 | F32 => "float",
            C64 | C128 => d.cuda_type(),
            _ => "double",
        },
        ReduceKind::Max | ReduceKind::Min => match d {
            Bool | I8 | I16 | I32 => "int",
            U8 | U16 | U32 => "unsigned int",
            F16 | BF16 => "float",
            _ => d.cuda_type(),
        },
    };
    let (identity, combine) = match kind {
        ReduceKind::Sum | ReduceKind::Mean => ("gsci_red_zero<acc_t>()", "gsci_red_add(a, b)"),
        ReduceKind::Prod => ("gsci_red_one<acc_t>()", "gsci_red_mul(a, b)"),
        ReduceKind::Max => ("gsci_red_lim<acc_t>::lo()", "gsci_red_max_nan(a, b)"),
        ReduceKind::Min => ("gsci_red_lim<acc_t>::hi()", "gsci_red_min_nan(a, b)"),
    };
    let finish = if kind == ReduceKind::Mean {
        let real = match acc {
            "float" | "gsci_c64" => "float",
            _ => "double",
        };
        format!(
            "gsci_cast<{}>(gsci_red_div_count(a, ({real})n))",
            out.cuda_type()
        )
    } else {
        format!("gsci_cast<{}>(a)", out.cuda_type())
    };
    format!(
        "struct gsci_fu_op {{ typedef {acc} acc_t; typedef {o} out_t;\n\
         static __device__ __forceinline__ acc_t identity() {{ return {identity}; }}\n\
         static __device__ __forceinline__ acc_t combine(acc_t a, acc_t b) {{ return {combine}; }}\n\
         template <typename I> static __device__ __forceinline__ out_t finish(acc_t a, I n) {{ return {finish}; }}\n\
         static __device__ __forceinline__ acc_t from(const {d}& v) {{ return gsci_cast<acc_t>(v); }}\n}};\n",
        o = out.cuda_type(),
        d = d.cuda_type(),
    )
}

/// The size in bytes of a reduction's accumulator.
fn acc_bytes(kind: ReduceKind, d: DType) -> usize {
    use DType::*;
    match kind {
        ReduceKind::Max | ReduceKind::Min => match d {
            Bool | I8 | I16 | I32 | U8 | U16 | U32 | F16 | BF16 | F32 => 4,
            C128 => 16,
            _ => 8,
        },
        _ => match d {
            F16 | BF16 | F32 => 4,
            C128 => 16,
            _ => 8,
        },
    }
}

/// The full source of one fused kernel.
fn source(prelude: &str, wrapper: &str) -> String {
    let mut s = String::with_capacity(
        TYPES_HEADER.len() + UFUNC_CU.len() + REDUCE_CU.len() + FUSION_CU.len() + 4096,
    );
    s.push_str(TYPES_HEADER);
    s.push('\n');
    s.push_str(UFUNC_CU);
    s.push('\n');
    s.push_str(REDUCE_CU);
    s.push('\n');
    s.push_str(FUSION_CU);
    s.push('\n');
    s.push_str(prelude);
    s.push_str(wrapper);
    s
}

/// The array operands of a call: (input index, dtype, device address, broadcast strides).
struct Arrays {
    list: Vec<(usize, DType, u64, Vec<isize>)>,
}

fn arrays(call: &Call) -> Result<Arrays> {
    let mut list = Vec::new();
    for (i, o) in call.ops.iter().enumerate() {
        if let (Operand::Array(a), true) = (o, call.used[i]) {
            let ptr = with_dyn!(a, t => t.device_ptr())
                .ok_or_else(|| Error::invalid(OP, "internal: expected a GPU array"))?;
            list.push((
                i,
                a.dtype(),
                ptr,
                broadcast_strides(a.shape(), a.strides(), &call.shape),
            ));
        }
    }
    Ok(Arrays { list })
}

fn params(call: &Call, arrs: &Arrays, body: &Body) -> String {
    let _ = call;
    let mut p: Vec<String> = arrs
        .list
        .iter()
        .map(|(i, d, _, _)| format!("const {}* __restrict__ p{i}", d.cuda_type()))
        .collect();
    for (k, (_, d)) in body.scalars.iter().enumerate() {
        p.push(format!("{} s{k}", d.cuda_type()));
    }
    p.join(", ")
}

fn push_inputs(args: &mut KernelArgs, call: &Call, arrs: &Arrays, body: &Body) {
    for (_, _, ptr, _) in &arrs.list {
        args.push(*ptr);
    }
    for (src, d) in &body.scalars {
        let s = match src {
            ScalarSrc::Const(s) => *s,
            ScalarSrc::Arg(i) => match &call.ops[*i] {
                Operand::Scalar(s) => *s,
                Operand::Array(_) => Scalar::Int(0),
            },
        };
        with_dtype!(*d, T => {
            args.push(T::from_scalar(s));
        });
    }
}

fn span(shape: &[usize], strides: &[isize]) -> usize {
    let (mut lo, mut hi) = (0isize, 0isize);
    for (&n, &s) in shape.iter().zip(strides) {
        let d = (n as isize - 1) * s;
        if d < 0 { lo += d } else { hi += d }
    }
    (hi - lo) as usize
}

fn alloc(d: DType, shape: &[usize], call: &Call) -> Result<(DynArray, u64)> {
    with_dtype!(d, T => {
        let mut a = Array::<T>::empty(shape, call.device)?;
        let p = a.device_ptr_mut()?.ok_or_else(|| Error::invalid(OP, "internal: expected a GPU array"))?;
        Ok((DynArray::from(a), p))
    })
}

/// Runs the elementwise fused kernel.
pub(crate) fn elementwise(c: &CudaBackend, call: &Call) -> Result<DynArray> {
    let body = body(call.body, call.tys)?;
    let shape = &call.shape;
    let n: usize = shape.iter().product();
    let (out, out_ptr) = alloc(body.dtype, shape, call)?;
    if n == 0 {
        return Ok(out);
    }
    let arrs = arrays(call)?;
    let mut strides: Vec<&[isize]> = arrs.list.iter().map(|a| a.3.as_slice()).collect();
    let out_strides = c_strides(shape);
    strides.push(&out_strides);
    let (mut cshape, mut cstrides) = collapse_axes(shape, &strides);
    if cshape.is_empty() {
        cshape.push(1);
        for s in cstrides.iter_mut() {
            s.push(1);
        }
    }
    let na = arrs.list.len();
    let rank = cshape.len();
    let rank1 =
        rank == 1 && cstrides[..na].iter().all(|s| s[0] == 0 || s[0] == 1) && cstrides[na][0] == 1;
    if !rank1 && rank > MAX_KERNEL_DIMS {
        return Err(Error::unsupported(
            format!("a fused function over {rank} non-mergeable axes (at most {MAX_KERNEL_DIMS})"),
            "cuda",
        ));
    }
    let max_span = cstrides.iter().map(|s| span(&cshape, s)).max().unwrap_or(0);
    let wide = n >= i32::MAX as usize || max_span >= i32::MAX as usize;
    let (it, ot) = if wide {
        ("long long", "long long")
    } else {
        ("unsigned int", "int")
    };
    let mut access = String::new();
    let mut defines = String::new();
    for (k, (i, _, _, _)) in arrs.list.iter().enumerate() {
        let idx = if !rank1 {
            format!("o[{k}]")
        } else if cstrides[k][0] == 0 && n > 1 {
            "0".into()
        } else {
            "i".into()
        };
        access.push(match idx.as_str() {
            "0" => 'u',
            "i" => 'c',
            _ => 's',
        });
        let _ = writeln!(defines, "#define GSCI_FU_I{i} {idx}");
    }
    let h = hash(&format!(
        "{}|{}|{}|{}",
        body.code,
        body.result,
        scalar_key(&body.scalars),
        body.preamble_key
    ));
    let name = format!(
        "gsci_fu_e{h:016x}_{access}_{}_{}",
        if rank1 {
            "r1".to_string()
        } else {
            format!("s{rank}")
        },
        if wide { "i64" } else { "u32" }
    );
    let f = c.function(&name, || {
        let p = params(call, &arrs, &body);
        let od = body.dtype.cuda_type();
        let lb = bounds(body.min_blocks);
        let wrapper = if rank1 {
            format!(
                "extern \"C\" __global__ void {lb}{name}({p}, {od}* __restrict__ q, {it} n) {{\n\
                 gsci_uf_contig<{it}>(n, [&]({it} i) {{\n{code}return {res}; }}, [&]({it} i, const {od}& v) {{ q[i] = v; }});\n}}\n",
                code = body.code,
                res = body.result,
            )
        } else {
            format!(
                "extern \"C\" __global__ void {lb}{name}({p}, {od}* __restrict__ q, {it} n, gsci_uf_layout<{rank}, {narg}> L) {{\n\
                 gsci_uf_strided<{rank}, {narg}, {it}, {ot}>(n, L, [&](const {ot}* o) {{\n{code}q[o[{na}]] = {res}; }});\n}}\n",
                narg = na + 1,
                code = body.code,
                res = body.result,
            )
        };
        (source(&format!("{}{defines}", body.preamble), &wrapper), name.clone())
    })?;
    let mut args = KernelArgs::new();
    push_inputs(&mut args, call, &arrs, &body);
    args.push(out_ptr);
    if wide {
        args.push(n as i64);
    } else {
        args.push(n as u32);
    }
    if !rank1 {
        let mut words: Vec<i64> = cshape.iter().map(|&d| d as i64).collect();
        for s in &cstrides {
            words.extend(s.iter().map(|&v| v as i64));
        }
        args.push_i64s(&words);
    }
    c.ensure_stack_size(body.stack_bytes)?;
    // SAFETY: the wrapper's parameters are the pushed arguments (input pointers, scalars of their
    // dtypes, the fresh output, n, the layout); every offset formed from the collapsed broadcast
    // layout stays inside its operand.
    unsafe {
        c.launch(f, (grid_1d(c, n, BLOCK), 1, 1), (BLOCK, 1, 1), 0, &mut args)?;
    }
    Ok(out)
}

/// Runs the fused elementwise expression and its final reduction in one launch.
pub(crate) fn reduction(c: &CudaBackend, call: &Call, r: &Reduction) -> Result<DynArray> {
    let shape = &call.shape;
    let plan = crate::reduce::Plan::new(
        shape,
        &c_strides(shape),
        r.axis.as_deref(),
        r.keepdims,
        r.kind.name(),
    )?;
    if plan.nout == 0 || plan.nred == 0 {
        // Empty: the reduction engine knows NumPy's answers (0, 1, NaN or an error).
        return super::cpu::reduce_dyn(&elementwise(c, call)?, r);
    }
    let body = body(call.body, call.tys)?;
    let out_dtype = super::reduce_dtype(r.kind, body.dtype);
    let (out, out_ptr) = alloc(out_dtype, &plan.out_shape, call)?;
    let arrs = arrays(call)?;
    let na = arrs.list.len();
    // Reduced axes of the broadcast shape.
    let nd = shape.len();
    let mut reduced = vec![r.axis.is_none(); nd];
    if let Some(axes) = &r.axis {
        for &a in axes {
            reduced[crate::normalize_axis(a, nd)?] = true;
        }
    }
    let pick = |keep: bool| -> (Vec<usize>, Vec<Vec<isize>>) {
        let dims: Vec<usize> = (0..nd).filter(|&d| reduced[d] != keep).collect();
        let sh: Vec<usize> = dims.iter().map(|&d| shape[d]).collect();
        let st: Vec<Vec<isize>> = arrs
            .list
            .iter()
            .map(|a| dims.iter().map(|&d| a.3[d]).collect())
            .collect();
        let refs: Vec<&[isize]> = st.iter().map(|s| s.as_slice()).collect();
        let (mut s, mut t) = collapse_axes(&sh, &refs);
        if s.is_empty() {
            s.push(1);
            for v in t.iter_mut() {
                v.push(0);
            }
        }
        if t.is_empty() {
            t = vec![vec![0; s.len()]];
        }
        (s, t)
    };
    let (kshape, kstr) = pick(true);
    let (rshape, rstr) = pick(false);
    let (kd, rd) = (kshape.len(), rshape.len());
    if kd > MAX_KERNEL_DIMS || rd > MAX_KERNEL_DIMS {
        return Err(Error::unsupported(
            format!(
                "a fused reduction over {kd} kept and {rd} reduced non-mergeable axes (at most {MAX_KERNEL_DIMS} each)"
            ),
            "cuda",
        ));
    }
    let (nout, nred) = (plan.nout, plan.nred);
    let all = nout == 1;
    let max_span = arrs
        .list
        .iter()
        .map(|a| span(shape, &a.3))
        .max()
        .unwrap_or(0);
    let n = nout * nred;
    let wide = n >= (1usize << 30) || max_span >= (1usize << 30);
    let it = if wide { "long long" } else { "unsigned int" };
    let contig = all && rd == 1 && (na == 0 || rstr.iter().all(|s| s[0] == 0 || s[0] == 1));
    let mut access = String::new();
    let mut defines = String::new();
    for (k, (i, _, _, _)) in arrs.list.iter().enumerate() {
        let idx = if !contig {
            format!("off[{k}]")
        } else if rstr[k][0] == 0 && nred > 1 {
            "0".into()
        } else {
            "i".into()
        };
        access.push(match idx.as_str() {
            "0" => 'u',
            "i" => 'c',
            _ => 's',
        });
        let _ = writeln!(defines, "#define GSCI_FU_I{i} {idx}");
    }
    let nin = na.max(1);
    let h = hash(&format!(
        "{}|{}|{}|{}",
        body.code,
        body.result,
        scalar_key(&body.scalars),
        body.preamble_key
    ));
    let name = format!(
        "gsci_fu_{}{h:016x}_{access}_{}_k{kd}r{rd}_{}",
        r.kind.name(),
        if all { "all" } else { "rows" },
        if wide { "i64" } else { "u32" }
    );
    let f = c.function(&name, || {
        let p = params(call, &arrs, &body);
        let od = out_dtype.cuda_type();
        let lay = format!("gsci_fu_rlayout<{kd}, {rd}, {nin}> L");
        let val = |args: &str, pre: &str| {
            format!(
                "[&]({args}) -> gsci_fu_op::acc_t {{\n{pre}{code}return gsci_fu_op::from({res}); }}",
                code = body.code,
                res = body.result,
            )
        };
        let offsets = format!(
            "long long off[{nin}]; gsci_fu_offsets<{kd}, {rd}, {nin}, {it}>(L, OO, RR, off);\n"
        );
        let lb = bounds(body.min_blocks);
        let wrapper = if all {
            let pre = if contig {
                String::new()
            } else {
                offsets.replace("OO", &format!("({it})0")).replace("RR", "i")
            };
            format!(
                "extern \"C\" __global__ void {lb}{name}({p}, {od}* __restrict__ out, gsci_fu_op::acc_t* partial, unsigned int* counter, {it} n, {it} nout, {lay}) {{\n\
                 (void)nout; (void)L;\n\
                 gsci_fu_reduce_all<gsci_fu_op, {it}>(n, out, partial, counter, {v});\n}}\n",
                v = val(&format!("{it} i"), &pre),
            )
        } else {
            let pre = offsets.replace("OO", "o").replace("RR", "r");
            format!(
                "extern \"C\" __global__ void {lb}{name}({p}, {od}* __restrict__ out, gsci_fu_op::acc_t* partial, unsigned int* counter, {it} n, {it} nout, {lay}) {{\n\
                 (void)partial; (void)counter;\n\
                 gsci_fu_reduce_rows<gsci_fu_op, {it}>(nout, n, out, {v});\n}}\n",
                v = val(&format!("{it} o, {it} r"), &pre),
            )
        };
        let prelude = defines.clone() + &reduce_op(r.kind, body.dtype);
        (source(&format!("{}{prelude}", body.preamble), &wrapper), name.clone())
    })?;
    let sm = c.device().sm_count as usize;
    let (grid, block) = if all {
        (nred.div_ceil(BLOCK as usize * 4).clamp(1, sm * 8), BLOCK)
    } else {
        let b = if nred >= 256 {
            256
        } else {
            (nred.next_power_of_two() as u32).max(32)
        };
        (nout.min(sm * 64).max(1), b)
    };
    let ws = if all && grid > 1 {
        let bytes = grid * acc_bytes(r.kind, body.dtype) + 16;
        let buf = DeviceBuffer::alloc(c, bytes)?;
        c.memset_bytes(buf.ptr() + (bytes - 16) as u64, 0, 16)?;
        Some((buf, bytes))
    } else {
        None
    };
    let (partial, counter) = match &ws {
        Some((b, bytes)) => (b.ptr(), b.ptr() + (*bytes - 16) as u64),
        None => (0, 0),
    };
    let mut args = KernelArgs::new();
    push_inputs(&mut args, call, &arrs, &body);
    args.push(out_ptr).push(partial).push(counter);
    if wide {
        args.push(nred as i64).push(nout as i64);
    } else {
        args.push(nred as u32).push(nout as u32);
    }
    let mut words: Vec<i64> = kshape.iter().map(|&d| d as i64).collect();
    words.extend(rshape.iter().map(|&d| d as i64));
    let pad = |v: &Vec<Vec<isize>>, len: usize| -> Vec<i64> {
        let mut w = Vec::new();
        for k in 0..nin {
            match v.get(k) {
                Some(s) if k < na => w.extend(s.iter().map(|&x| x as i64)),
                _ => w.extend(std::iter::repeat_n(0, len)),
            }
        }
        w
    };
    words.extend(pad(&kstr, kd));
    words.extend(pad(&rstr, rd));
    args.push_i64s(&words);
    c.ensure_stack_size(body.stack_bytes)?;
    // SAFETY: the parameters are the pushed arguments; the output holds `nout` results, the
    // workspace `grid` accumulators and a zeroed counter; offsets come from the broadcast layout.
    unsafe {
        c.launch(f, (grid as u32, 1, 1), (block, 1, 1), 0, &mut args)?;
    }
    // The workspace is freed in stream order after the launch.
    drop(ws);
    Ok(out)
}

fn test_pair(x: f64, n: i64) -> (f64, f64) {
    (x * n as f64, x - n as f64)
}

/// An external function for the compile test: `ld->dd` and `ff->ff` (float32 through the
/// float64 device function).
pub(crate) fn test_external() -> Arc<ElementwiseFn> {
    use crate::ufunc::external::{CpuLoop, ExtLoop};
    fn pair_ff(n: f64, x: f64) -> (f64, f64) {
        test_pair(x, n as i64)
    }
    fn pair_l(n: i64, x: f64) -> (f64, f64) {
        test_pair(x, n)
    }
    let pre = "__device__ void gsci_test_pair_l(long long n, double x, double* a, double* b) { *a = x * (double)n; *b = x - (double)n; }\n\
               __device__ void gsci_test_pair_d(double n, double x, double* a, double* b) { gsci_test_pair_l((long long)n, x, a, b); }\n";
    Arc::new(
        ElementwiseFn::new(
            "gsci_test_pair",
            pre,
            vec![
                ExtLoop::new("ld->dd", CpuLoop::f2(pair_l), "gsci_test_pair_l")
                    .expect("valid loop"),
                ExtLoop::new("ff->ff", CpuLoop::f2(pair_ff), "gsci_test_pair_d")
                    .expect("valid loop"),
                ExtLoop::new("dd->dd", CpuLoop::f2(pair_ff), "gsci_test_pair_d")
                    .expect("valid loop"),
            ],
        )
        .expect("valid function"),
    )
}

/// Representative fused kernels for the NVRTC compile test.
pub(crate) fn all_generated_sources() -> Vec<(String, String)> {
    let x = Expr::input(0);
    let y = Expr::input(1);
    let exprs: Vec<(Expr, Vec<Ty>)> = vec![
        (
            &x * &y + 1.0,
            vec![Ty::Arr(DType::F32), Ty::Arr(DType::F32)],
        ),
        (x.clone().sin().exp() * 2.0, vec![Ty::Arr(DType::F32)]),
        (
            super::where_(x.clone().greater(0), x.clone().astype(DType::F64), &y / 3),
            vec![Ty::Arr(DType::I8), Ty::Arr(DType::F16)],
        ),
        (
            x.clone().abs() + y.clone().conj(),
            vec![Ty::Arr(DType::C64), Ty::Arr(DType::C128)],
        ),
        (
            // A function defined outside core (two loops, an int64 slot, two outputs).
            Expr::external(&test_external(), vec![y.clone(), x.clone()], 1) * 2.0
                + Expr::external(&test_external(), vec![Expr::from(3i64), x.clone()], 0),
            vec![Ty::Arr(DType::F32), Ty::Arr(DType::I32)],
        ),
    ];
    let mut out = Vec::new();
    for (e, tys) in &exprs {
        let b = body(e, tys).expect("representative expressions type-check");
        let mut defines = String::new();
        let mut p = Vec::new();
        for (i, t) in tys.iter().enumerate() {
            if let Ty::Arr(d) = t {
                let _ = writeln!(defines, "#define GSCI_FU_I{i} i");
                p.push(format!("const {}* __restrict__ p{i}", d.cuda_type()));
            }
        }
        for (k, (_, d)) in b.scalars.iter().enumerate() {
            p.push(format!("{} s{k}", d.cuda_type()));
        }
        let p = p.join(", ");
        let od = b.dtype.cuda_type();
        let mut w = format!(
            "extern \"C\" __global__ void gsci_fu_test_e({p}, {od}* __restrict__ q, unsigned int n) {{\n\
             gsci_uf_contig<unsigned int>(n, [&](unsigned int i) {{\n{code}return {res}; }}, [&](unsigned int i, const {od}& v) {{ q[i] = v; }});\n}}\n",
            code = b.code,
            res = b.result,
        );
        let mut src = String::new();
        for kind in [
            ReduceKind::Sum,
            ReduceKind::Prod,
            ReduceKind::Mean,
            ReduceKind::Max,
            ReduceKind::Min,
        ] {
            if matches!(kind, ReduceKind::Max | ReduceKind::Min) && b.dtype.is_complex() {
                continue;
            }
            let od = super::reduce_dtype(kind, b.dtype).cuda_type();
            let ns = format!("gsci_fu_ns_{}", kind.name());
            w += &format!(
                "namespace {ns} {{\n{op}}}\n\
                 extern \"C\" __global__ void gsci_fu_test_{k}({p}, {od}* out, {ns}::gsci_fu_op::acc_t* partial, unsigned int* counter, unsigned int n, gsci_fu_rlayout<1, 2, 2> L) {{\n\
                 gsci_fu_reduce_all<{ns}::gsci_fu_op, unsigned int>(n, out, partial, counter, [&](unsigned int i) -> {ns}::gsci_fu_op::acc_t {{\n{code}return {ns}::gsci_fu_op::from({res}); }});\n\
                 gsci_fu_reduce_rows<{ns}::gsci_fu_op, unsigned int>(n, n, out, [&](unsigned int o, unsigned int r) -> {ns}::gsci_fu_op::acc_t {{ const unsigned int i = r; long long off[2]; gsci_fu_offsets<1, 2, 2, unsigned int>(L, o, r, off); (void)off;\n{code}return {ns}::gsci_fu_op::from({res}); }});\n}}\n",
                op = reduce_op(kind, b.dtype),
                k = kind.name(),
                code = b.code,
                res = b.result,
            );
        }
        src.push_str(&b.preamble);
        src.push_str(&defines);
        out.push((format!("fusion_{}", out.len()), source(&src, &w)));
    }
    out
}

/// The launch bounds of a fused kernel: 256 threads per block, and the resident blocks per
/// multiprocessor its external functions ask for (`ElementwiseFn::with_min_blocks_per_sm`).
fn bounds(min_blocks: u32) -> String {
    if min_blocks == 0 {
        "__launch_bounds__(256) ".to_string()
    } else {
        format!("__launch_bounds__(256, {min_blocks}) ")
    }
}
