//! CUDA execution of planned elementwise operations: one generated `extern "C"` wrapper per
//! (op, operand dtypes and kinds, output dtypes, rank after collapsing, index width) around the
//! generic bodies of `kernels/ufunc.cu`.

use super::cpu::power_of_ten;
use super::dynarray::{with_dtype, with_dyn};
use super::engine::{Kernel, Plan, PlanInput, broadcast_strides};
use super::ops::{BinaryOp, Loop, UnaryOp};
use crate::copy::collapse_axes;
use crate::copy::cuda::MAX_KERNEL_DIMS;
use crate::cuda::{CudaBackend, KernelArgs, grid_1d};
use crate::dtype::{DType, Element};
use crate::error::{Error, Result};
use crate::kernel_cache::TYPES_HEADER;

pub(crate) const UFUNC_CU: &str = include_str!("../kernels/ufunc.cu");
const BLOCK: u32 = 256;

/// An output buffer: address of the first element, strides (elements) and dtype.
pub(crate) struct Target {
    pub ptr: u64,
    pub strides: Vec<isize>,
    pub dtype: DType,
}

/// How a kernel reaches an operand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Access {
    /// `p[i]` in the rank-1 kernel.
    Contig,
    /// `p[0]`: one element broadcast over everything, in the rank-1 kernel.
    Uniform,
    /// `p[off]` with strides, in the strided kernel.
    Strided,
    /// A scalar passed by value (inputs only).
    Value,
}

impl Access {
    fn tag(self) -> char {
        match self {
            Access::Contig => 'c',
            Access::Uniform => 'u',
            Access::Strided => 's',
            Access::Value => 'v',
        }
    }
}

/// Everything a generated kernel depends on.
#[derive(Clone, Debug)]
pub(crate) struct Spec {
    pub kernel: Kernel,
    pub lp: Loop,
    /// Per input: access and dtype (the array's dtype; the loop dtype for values).
    pub ins: Vec<(Access, DType)>,
    /// Per output: access (Contig or Strided) and the dtype written.
    pub outs: Vec<(Access, DType)>,
    /// Number of axes of the strided kernel (ignored by the rank-1 kernel).
    pub rank: usize,
    /// 64-bit indexing.
    pub wide: bool,
}

/// The dtype the GPU computes in for a loop dtype.
pub(crate) fn compute_type(kernel: Kernel, l: DType) -> &'static str {
    match kernel {
        Kernel::Binary(BinaryOp::LogicalAnd | BinaryOp::LogicalOr | BinaryOp::LogicalXor)
        | Kernel::Unary(UnaryOp::LogicalNot) => "bool",
        _ => match l {
            DType::F16 | DType::BF16 => "float",
            _ => l.cuda_type(),
        },
    }
}

pub(crate) fn is_half(d: DType) -> bool {
    matches!(d, DType::F16 | DType::BF16)
}

/// The device call computing the op from the loaded values `x.a` (and `x.b`).
pub(crate) fn call(kernel: Kernel, lp: &Loop) -> String {
    let l = lp.inputs[0];
    match kernel {
        Kernel::Binary(BinaryOp::Nextafter) => {
            format!("gsci_uf_nextafter<{}>(x.a, x.b)", l.cuda_type())
        }
        Kernel::Binary(op) => format!("gsci_uf_{}(x.a, x.b)", op.name()),
        Kernel::Unary(UnaryOp::AngleDeg) if l.is_complex() => "gsci_uf_angle_deg_c(x.a)".into(),
        Kernel::Unary(UnaryOp::AngleDeg) => {
            format!("gsci_uf_angle_deg<{}>(x.a)", l.cuda_type())
        }
        Kernel::Unary(op) => format!("gsci_uf_{}(x.a)", op.name()),
        Kernel::Frexp => "gsci_uf_frexp(x.a)".into(),
        Kernel::Modf => "gsci_uf_modf(x.a)".into(),
        Kernel::Round(d) => {
            let p = power_of_ten(d.unsigned_abs());
            let p = if p.is_finite() {
                format!("{p:?}")
            } else {
                "GSCI_INF".into()
            };
            format!("gsci_uf_round<{}>(x.a, {p}, {})", l.cuda_type(), d.signum())
        }
    }
}

/// Whether an op is cheap enough (no math-library call) that the rank-1 kernel unrolls it four
/// ways; expensive ops are bound by arithmetic, so they run a plain grid-stride loop and keep the
/// generated code (and NVRTC's time) small.
fn is_cheap(kernel: Kernel, l: DType) -> bool {
    use BinaryOp as B;
    use UnaryOp as U;
    match kernel {
        Kernel::Binary(op) => match op {
            B::Power | B::Arctan2 | B::Hypot => false,
            B::Divide | B::FloorDivide | B::Remainder | B::Fmod => !l.is_complex() && !l.is_float(),
            _ => true,
        },
        Kernel::Unary(op) => match op {
            U::Negative
            | U::Positive
            | U::Sign
            | U::LogicalNot
            | U::Invert
            | U::Square
            | U::Floor
            | U::Ceil
            | U::Trunc
            | U::Rint
            | U::Isnan
            | U::Isinf
            | U::Isfinite
            | U::Signbit
            | U::Conjugate
            | U::Real
            | U::Imag
            | U::Deg2rad
            | U::Rad2deg => true,
            U::Absolute | U::Reciprocal => !l.is_complex(),
            _ => false,
        },
        Kernel::Frexp | Kernel::Modf | Kernel::Round(_) => true,
    }
}

/// `e` (of dtype `from`) converted to the loop dtype `l`, then to the compute type `c`.
pub(crate) fn load_expr(e: String, from: DType, l: DType, c: &str) -> String {
    let mut e = e;
    if from != l {
        e = format!("gsci_cast<{}>({e})", l.cuda_type());
    }
    if c != l.cuda_type() {
        e = format!("gsci_cast<{c}>({e})");
    }
    e
}

impl Spec {
    fn contig(&self) -> bool {
        self.ins
            .iter()
            .chain(&self.outs)
            .all(|(a, _)| *a != Access::Strided)
    }

    /// The kernel's name, also its cache key.
    pub(crate) fn name(&self) -> String {
        let mut s = format!("gsci_uf_{}", self.kernel.name());
        if let Kernel::Round(d) = self.kernel {
            s += &format!("{}{}", if d < 0 { "m" } else { "p" }, d.unsigned_abs());
        }
        for (i, (a, d)) in self.ins.iter().enumerate() {
            s += &format!("_{}{}{}", a.tag(), d.short(), self.lp.inputs[i].short());
        }
        for (i, (a, d)) in self.outs.iter().enumerate() {
            s += &format!("_o{}{}{}", a.tag(), self.lp.outputs[i].short(), d.short());
        }
        if self.contig() {
            s += "_r1";
        } else {
            s += &format!("_s{}", self.rank);
        }
        s += if self.wide { "_i64" } else { "_u32" };
        s
    }

    /// The `extern "C"` wrapper.
    pub(crate) fn wrapper(&self) -> String {
        let name = self.name();
        let (it, ot) = if self.wide {
            ("long long", "long long")
        } else {
            ("unsigned int", "int")
        };
        let contig = self.contig();
        let mut params = Vec::new();
        let mut loads = Vec::new();
        let mut in_types = Vec::new();
        let mut k = 0usize; // index among strided operands
        for (i, &(a, d)) in self.ins.iter().enumerate() {
            let l = self.lp.inputs[i];
            let c = compute_type(self.kernel, l);
            in_types.push(c);
            let e = match a {
                Access::Value => {
                    params.push(format!("{} v{i}", l.cuda_type()));
                    format!("v{i}")
                }
                _ => {
                    params.push(format!("const {}* __restrict__ p{i}", d.cuda_type()));
                    let idx = match a {
                        Access::Contig => "i".to_string(),
                        Access::Uniform => "0".to_string(),
                        _ => {
                            k += 1;
                            format!("o[{}]", k - 1)
                        }
                    };
                    format!("p{i}[{idx}]")
                }
            };
            let from = if a == Access::Value { l } else { d };
            loads.push(load_expr(e, from, l, c));
        }
        let mut stores = Vec::new();
        let two = self.outs.len() == 2;
        for (j, &(a, d)) in self.outs.iter().enumerate() {
            params.push(format!("{}* __restrict__ q{j}", d.cuda_type()));
            let idx = if a == Access::Strided {
                k += 1;
                format!("o[{}]", k - 1)
            } else {
                "i".to_string()
            };
            let mut e = if two {
                format!("r.{}", if j == 0 { "first" } else { "second" })
            } else {
                "r".to_string()
            };
            let lo = self.lp.outputs[j];
            if is_half(lo) && d != lo {
                e = format!("gsci_cast<{}>({e})", lo.cuda_type());
            }
            stores.push(format!("q{j}[{idx}] = gsci_cast<{}>({e});", d.cuda_type()));
        }
        let n_strided = k;
        params.push(format!("{it} n"));
        let in_struct = if in_types.len() == 2 {
            format!("gsci_uf_in2<{}, {}>", in_types[0], in_types[1])
        } else {
            format!("gsci_uf_in1<{}>", in_types[0])
        };
        let call = call(self.kernel, &self.lp);
        if contig {
            format!(
                "extern \"C\" __global__ void {name}({params}) {{ {body}<{it}>(n, [&]({it} i) {{ return {in_struct}{{{loads}}}; }}, [&]({it} i, const {in_struct}& x) {{ auto r = {call}; {stores} }}); }}\n",
                params = params.join(", "),
                loads = loads.join(", "),
                stores = stores.join(" "),
                body = if is_cheap(self.kernel, self.lp.inputs[0]) {
                    "gsci_uf_contig"
                } else {
                    "gsci_uf_contig_simple"
                },
            )
        } else {
            params.push(format!("gsci_uf_layout<{}, {n_strided}> L", self.rank));
            format!(
                "extern \"C\" __global__ void {name}({params}) {{ gsci_uf_strided<{rank}, {n_strided}, {it}, {ot}>(n, L, [&](const {ot}* o) {{ const {in_struct} x{{{loads}}}; auto r = {call}; {stores} }}); }}\n",
                params = params.join(", "),
                rank = self.rank,
                loads = loads.join(", "),
                stores = stores.join(" "),
            )
        }
    }
}

/// The full source of a ufunc module: shared header, `ufunc.cu`, and the wrappers.
pub(crate) fn source(wrappers: &str) -> String {
    let mut s = String::with_capacity(TYPES_HEADER.len() + UFUNC_CU.len() + wrappers.len() + 2);
    s.push_str(TYPES_HEADER);
    s.push('\n');
    s.push_str(UFUNC_CU);
    s.push('\n');
    s.push_str(wrappers);
    s
}

/// Lowest and highest element offset of a layout relative to its first element.
fn span(shape: &[usize], strides: &[isize]) -> usize {
    let (mut lo, mut hi) = (0isize, 0isize);
    for (&n, &s) in shape.iter().zip(strides) {
        let d = (n as isize - 1) * s;
        if d < 0 { lo += d } else { hi += d }
    }
    (hi - lo) as usize
}

/// The collapsed iteration space of a launch.
#[derive(Debug, PartialEq)]
pub(crate) struct KernelLayout {
    pub shape: Vec<usize>,
    /// Per array operand (inputs, then outputs).
    pub strides: Vec<Vec<isize>>,
    /// Whether the rank-1 kernel applies: inputs contiguous or uniform, outputs contiguous.
    pub rank1: bool,
    /// Whether 64-bit indexing is needed.
    pub wide: bool,
}

/// Collapses the broadcast `shape` over every array operand's strides (the first `n_in` are
/// inputs) and picks the kernel shape and index width.
pub(crate) fn kernel_layout(
    shape: &[usize],
    strides: &[Vec<isize>],
    n_in: usize,
) -> Result<KernelLayout> {
    let n: usize = shape.iter().product();
    let refs: Vec<&[isize]> = strides.iter().map(|s| s.as_slice()).collect();
    let (mut cshape, mut cstrides) = collapse_axes(shape, &refs);
    if cshape.is_empty() {
        cshape.push(1);
        for s in cstrides.iter_mut() {
            s.push(1);
        }
    }
    let rank = cshape.len();
    let rank1 = rank == 1
        && cstrides[..n_in].iter().all(|s| s[0] == 0 || s[0] == 1)
        && cstrides[n_in..].iter().all(|s| s[0] == 1);
    if !rank1 && rank > MAX_KERNEL_DIMS {
        return Err(Error::unsupported(
            format!("an elementwise op over {rank} non-mergeable axes (at most {MAX_KERNEL_DIMS})"),
            "cuda",
        ));
    }
    let max_span = cstrides.iter().map(|s| span(&cshape, s)).max().unwrap_or(0);
    let wide = n >= i32::MAX as usize || max_span >= i32::MAX as usize;
    Ok(KernelLayout {
        shape: cshape,
        strides: cstrides,
        rank1,
        wide,
    })
}

fn push_scalar(args: &mut KernelArgs, d: DType, s: crate::dtype::Scalar) {
    with_dtype!(d, T => {
        args.push(T::from_scalar(s));
    })
}

/// Runs `plan` on the GPU into `outs` (one per output, on the plan's device).
pub(crate) fn run(cuda: &CudaBackend, plan: &Plan, outs: &[Target]) -> Result<()> {
    let shape = &plan.shape;
    let n: usize = shape.iter().product();
    if n == 0 {
        return Ok(());
    }
    // Strides of every array operand over the broadcast shape (inputs, then outputs).
    let mut strides: Vec<Vec<isize>> = Vec::new();
    let mut ptrs: Vec<Option<u64>> = Vec::new();
    for x in &plan.inputs {
        match x {
            PlanInput::Array(a) => {
                strides.push(broadcast_strides(a.shape(), a.strides(), shape));
                ptrs.push(Some(with_dyn!(a, t => t.device_ptr()).ok_or_else(
                    || Error::invalid("ufunc", "internal: expected a GPU array"),
                )?));
            }
            PlanInput::Scalar(_) => ptrs.push(None),
        }
    }
    for t in outs {
        strides.push(t.strides.clone());
    }
    let n_in_arrays = ptrs.iter().filter(|p| p.is_some()).count();
    let KernelLayout {
        shape: cshape,
        strides: cstrides,
        rank1,
        wide,
    } = kernel_layout(shape, &strides, n_in_arrays)?;
    let rank = cshape.len();

    let mut ins = Vec::new();
    let mut k = 0usize;
    for (i, x) in plan.inputs.iter().enumerate() {
        ins.push(match x {
            PlanInput::Scalar(_) => (Access::Value, plan.lp.inputs[i]),
            PlanInput::Array(a) => {
                let s = cstrides[k][0];
                k += 1;
                let acc = if !rank1 {
                    Access::Strided
                } else if s == 0 && n > 1 {
                    Access::Uniform
                } else {
                    Access::Contig
                };
                (acc, a.dtype())
            }
        });
    }
    let out_acc = if rank1 {
        Access::Contig
    } else {
        Access::Strided
    };
    let spec = Spec {
        kernel: plan.kernel,
        lp: plan.lp,
        ins,
        outs: outs.iter().map(|t| (out_acc, t.dtype)).collect(),
        rank,
        wide,
    };
    let name = spec.name();
    let f = cuda.function(&name, || (source(&spec.wrapper()), name.clone()))?;

    let mut args = KernelArgs::new();
    for (i, x) in plan.inputs.iter().enumerate() {
        match x {
            PlanInput::Scalar(s) => push_scalar(&mut args, plan.lp.inputs[i], *s),
            PlanInput::Array(_) => {
                args.push(ptrs[i].expect("array operand has a pointer"));
            }
        }
    }
    for t in outs {
        args.push(t.ptr);
    }
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
    // SAFETY: the wrapper's parameters are exactly the pushed arguments (pointers to each array's
    // first element, scalars of the loop dtype, output pointers, n, the layout); every offset the
    // kernel forms from the collapsed shape and strides stays inside its operand's layout.
    unsafe {
        cuda.launch(
            f,
            (grid_1d(cuda, n, BLOCK), 1, 1),
            (BLOCK, 1, 1),
            0,
            &mut args,
        )
    }
}

/// A representative set of generated ufunc kernels, grouped into a few modules, for the NVRTC
/// compile test: every op for float32 and float64, the complex ops for complex64/complex128, the
/// integer and bool ops, half precision, weak scalars, strided and 64-bit variants, casts.
pub(crate) fn all_generated_sources() -> Vec<(String, String)> {
    use super::ops::{binary_loop, two_output_loop, unary_loop};
    let spec1 = |kernel: Kernel, lp: Loop, d: DType, acc: Access, rank: usize, wide: bool| Spec {
        kernel,
        lp,
        ins: vec![(acc, d)],
        outs: (0..lp.n_out)
            .map(|j| {
                (
                    if acc == Access::Strided {
                        Access::Strided
                    } else {
                        Access::Contig
                    },
                    lp.outputs[j],
                )
            })
            .collect(),
        rank,
        wide,
    };
    // `native`: only the ops whose loop runs in `d` itself (not, e.g., float16 sin of int8).
    let unary_all = |d: DType, native: bool| -> String {
        let mut w = String::new();
        for op in UnaryOp::ALL {
            if let Ok(lp) = unary_loop(op, d).and_then(|lp| {
                if native && lp.inputs[0] != d {
                    Err(Error::invalid("registration", "not native"))
                } else {
                    Ok(lp)
                }
            }) {
                w += &spec1(Kernel::Unary(op), lp, d, Access::Contig, 1, false).wrapper();
            }
        }
        w
    };
    let binary_all = |d: DType, native: bool| -> String {
        let mut w = String::new();
        for op in BinaryOp::ALL {
            let second = if op == BinaryOp::Ldexp { DType::I32 } else { d };
            if let Ok(lp) = binary_loop(op, d, second) {
                if native && lp.inputs[0] != d {
                    continue;
                }
                let spec = Spec {
                    kernel: Kernel::Binary(op),
                    lp,
                    ins: vec![(Access::Contig, d), (Access::Contig, second)],
                    outs: vec![(Access::Contig, lp.outputs[0])],
                    rank: 1,
                    wide: false,
                };
                w += &spec.wrapper();
            }
        }
        w
    };
    let mut modules = Vec::new();
    for d in [DType::F32, DType::F64, DType::C64, DType::C128] {
        let mut w = unary_all(d, false) + &binary_all(d, false);
        if !d.is_complex() {
            for k in [Kernel::Frexp, Kernel::Modf] {
                let lp = two_output_loop(k.name(), d).expect("float loop");
                w += &spec1(k, lp, d, Access::Contig, 1, false).wrapper();
                w += &spec1(k, lp, d, Access::Strided, 2, true).wrapper();
            }
        }
        for dec in [0, 2, -1] {
            let lp = Loop {
                inputs: [d, d],
                outputs: [d, d],
                n_out: 1,
            };
            w += &spec1(Kernel::Round(dec), lp, d, Access::Contig, 1, false).wrapper();
        }
        modules.push((format!("ufunc_{}", d.short()), source(&w)));
    }
    // Integers and bool: every op once per dtype class.
    let mut w = String::new();
    for d in [DType::Bool, DType::I8, DType::U64] {
        w += &unary_all(d, true);
        w += &binary_all(d, true);
        if d.is_integer() {
            let lp = Loop {
                inputs: [d, d],
                outputs: [d, d],
                n_out: 1,
            };
            w += &spec1(Kernel::Round(-2), lp, d, Access::Contig, 1, false).wrapper();
        }
    }
    modules.push(("ufunc_int_bool".into(), source(&w)));
    // Half precision, and variants: weak scalars, uniform and strided operands, 64-bit indexing,
    // inputs cast to the loop dtype, outputs cast for `out=`.
    let mut w = unary_all(DType::F16, false);
    for op in [
        UnaryOp::Sin,
        UnaryOp::Exp,
        UnaryOp::Isnan,
        UnaryOp::AngleDeg,
    ] {
        let lp = unary_loop(op, DType::BF16).expect("bfloat16 loop");
        w += &spec1(Kernel::Unary(op), lp, DType::BF16, Access::Contig, 1, false).wrapper();
    }
    for d in [DType::F16, DType::BF16] {
        for op in [
            BinaryOp::Add,
            BinaryOp::Nextafter,
            BinaryOp::Less,
            BinaryOp::Power,
        ] {
            let lp = binary_loop(op, d, d).expect("half loop");
            w += &Spec {
                kernel: Kernel::Binary(op),
                lp,
                ins: vec![(Access::Contig, d), (Access::Value, d)],
                outs: vec![(Access::Contig, lp.outputs[0])],
                rank: 1,
                wide: false,
            }
            .wrapper();
        }
        let lp = Loop {
            inputs: [d, d],
            outputs: [d, d],
            n_out: 1,
        };
        w += &spec1(Kernel::Round(3), lp, d, Access::Contig, 1, false).wrapper();
    }
    let mixed = [
        // int8 + float16 -> float16 loop; broadcast uniform operand.
        (
            BinaryOp::Add,
            DType::I8,
            DType::F16,
            Access::Contig,
            Access::Uniform,
            DType::F16,
            1,
            false,
        ),
        // int32 / int32 -> float64, strided rank 3, 64-bit index, written into float32 (out=).
        (
            BinaryOp::Divide,
            DType::I32,
            DType::I32,
            Access::Strided,
            Access::Strided,
            DType::F32,
            3,
            true,
        ),
        // float16 + float16 written into float64: rounded to float16 first.
        (
            BinaryOp::Multiply,
            DType::F16,
            DType::F16,
            Access::Strided,
            Access::Strided,
            DType::F64,
            2,
            false,
        ),
        // uint8 << weak int, comparisons with complex operands.
        (
            BinaryOp::LeftShift,
            DType::U8,
            DType::U8,
            Access::Contig,
            Access::Value,
            DType::U8,
            1,
            false,
        ),
        (
            BinaryOp::Equal,
            DType::C64,
            DType::C128,
            Access::Strided,
            Access::Strided,
            DType::Bool,
            4,
            false,
        ),
        (
            BinaryOp::LogicalAnd,
            DType::F32,
            DType::I16,
            Access::Contig,
            Access::Contig,
            DType::Bool,
            1,
            false,
        ),
        (
            BinaryOp::Ldexp,
            DType::F64,
            DType::I64,
            Access::Contig,
            Access::Value,
            DType::F64,
            1,
            false,
        ),
        (
            BinaryOp::Maximum,
            DType::BF16,
            DType::F16,
            Access::Contig,
            Access::Contig,
            DType::F32,
            1,
            true,
        ),
    ];
    for (op, a, b, aa, ab, out, rank, wide) in mixed {
        let lp = binary_loop(op, a, b).expect("loop exists");
        let oacc = if aa == Access::Strided {
            Access::Strided
        } else {
            Access::Contig
        };
        w += &Spec {
            kernel: Kernel::Binary(op),
            lp,
            ins: vec![
                (aa, a),
                (ab, if ab == Access::Value { lp.inputs[1] } else { b }),
            ],
            outs: vec![(oacc, out)],
            rank,
            wide,
        }
        .wrapper();
    }
    let lp = unary_loop(UnaryOp::Sqrt, DType::U16).expect("sqrt loop");
    w += &spec1(
        Kernel::Unary(UnaryOp::Sqrt),
        lp,
        DType::U16,
        Access::Strided,
        5,
        false,
    )
    .wrapper();
    modules.push(("ufunc_half_mixed".into(), source(&w)));
    modules
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ufunc::ops::{binary_loop, unary_loop};

    #[test]
    fn contiguous_and_broadcast_operands_run_the_rank1_kernel() {
        // (2, 3) + (2, 3) contiguous, output contiguous: one axis of 6.
        let l = kernel_layout(&[2, 3], &[vec![3, 1], vec![3, 1], vec![3, 1]], 2).unwrap();
        assert_eq!((l.shape.clone(), l.rank1, l.wide), (vec![6], true, false));
        // A 0-d operand broadcast everywhere is uniform (stride 0).
        let l = kernel_layout(&[2, 3], &[vec![3, 1], vec![0, 0], vec![3, 1]], 2).unwrap();
        assert!(l.rank1);
        assert_eq!(l.strides[1], vec![0]);
        // A row broadcast over rows cannot merge: strided rank 2.
        let l = kernel_layout(&[2, 3], &[vec![3, 1], vec![0, 1], vec![3, 1]], 2).unwrap();
        assert_eq!((l.shape.clone(), l.rank1), (vec![2, 3], false));
        // A reversed input: strided rank 1 with a negative stride.
        let l = kernel_layout(&[4], &[vec![-1], vec![1]], 1).unwrap();
        assert_eq!((l.rank1, l.strides[0].clone()), (false, vec![-1]));
        // One element: rank 1.
        let l = kernel_layout(&[1, 1], &[vec![5, 9], vec![1, 1]], 1).unwrap();
        assert_eq!((l.shape.clone(), l.rank1), (vec![1], true));
        // Offsets beyond 2^31 elements need 64-bit indexing.
        let l = kernel_layout(&[2, 2], &[vec![1 << 31, 1], vec![2, 1]], 1).unwrap();
        assert!(l.wide && !l.rank1);
    }

    #[test]
    fn wrappers_load_cast_compute_and_store() {
        let lp = binary_loop(BinaryOp::Add, DType::I8, DType::F16).unwrap();
        let spec = Spec {
            kernel: Kernel::Binary(BinaryOp::Add),
            lp,
            ins: vec![(Access::Contig, DType::I8), (Access::Uniform, DType::F16)],
            outs: vec![(Access::Contig, DType::F64)],
            rank: 1,
            wide: false,
        };
        let w = spec.wrapper();
        assert!(w.contains("gsci_uf_contig<unsigned int>"), "{w}");
        // int8 is cast to the float16 loop, then to float to compute; the float16 result is
        // rounded to float16 before it is widened into the float64 output.
        assert!(
            w.contains("gsci_cast<float>(gsci_cast<gsci_f16>(p0[i]))"),
            "{w}"
        );
        assert!(w.contains("gsci_cast<float>(p1[0])"), "{w}");
        assert!(
            w.contains("q0[i] = gsci_cast<double>(gsci_cast<gsci_f16>(r));"),
            "{w}"
        );
        let lp = unary_loop(UnaryOp::Sin, DType::F64).unwrap();
        let spec = Spec {
            kernel: Kernel::Unary(UnaryOp::Sin),
            lp,
            ins: vec![(Access::Strided, DType::F64)],
            outs: vec![(Access::Strided, DType::F64)],
            rank: 3,
            wide: true,
        };
        let w = spec.wrapper();
        assert!(
            w.contains("gsci_uf_strided<3, 2, long long, long long>"),
            "{w}"
        );
        assert!(w.contains("gsci_uf_layout<3, 2> L"), "{w}");
        assert!(w.contains("p0[o[0]]") && w.contains("q0[o[1]]"), "{w}");
        assert_ne!(
            spec.name(),
            Spec {
                wide: false,
                ..spec.clone()
            }
            .name()
        );
    }
}
