//! Sources of the filter kernels (`kernels.cu`): one `extern "C"` wrapper per instantiation
//! (input, output and accumulator types, index width, operation, rank, window class), compiled
//! on first use through gsci-core's kernel cache.

use gsci_core::DType;
use gsci_core::kernel_cache::TYPES_HEADER;

const FILTERS_CU: &str = include_str!("kernels.cu");

/// Most axes the n-d kernels take.
pub(crate) const MAX_DIMS: usize = 8;

/// Window-size classes of the rank kernel (registers up to 32 values, local memory above).
pub(crate) const RANK_CAPS: [usize; 8] = [4, 9, 16, 25, 32, 64, 256, 1024];

/// The full source of a kernel module: the shared header, `kernels.cu`, and `wrappers`.
pub(crate) fn source(wrappers: &str) -> String {
    let mut s = String::with_capacity(TYPES_HEADER.len() + FILTERS_CU.len() + wrappers.len() + 2);
    s.push_str(TYPES_HEADER);
    s.push('\n');
    s.push_str(FILTERS_CU);
    s.push('\n');
    s.push_str(wrappers);
    s
}

/// The types of one instantiation: input, output, accumulator (`f32` or `f64`), 32-bit index.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Types {
    pub input: DType,
    pub output: DType,
    pub acc: DType,
    pub index32: bool,
}

impl Types {
    fn tag(&self) -> String {
        format!(
            "{}_{}_{}_{}",
            self.input.short(),
            self.output.short(),
            self.acc.short(),
            if self.index32 { "u32" } else { "i64" }
        )
    }
    fn index(&self) -> &'static str {
        if self.index32 {
            "unsigned int"
        } else {
            "long long"
        }
    }
}

/// Which line kernel: along the last axis (rows), along an inner axis (cols), or per output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LineVariant {
    Rows,
    Cols,
    Direct,
}

/// (wrapper, name) of a line pass with operation `op` (0 correlate, 1 min, 2 max, 3 mean),
/// staging the line in shared memory as `buf` (the accumulator type, or `f32` for float32 data
/// when every value it holds is a float).
pub(crate) fn line_wrapper(
    variant: LineVariant,
    op: u32,
    t: Types,
    buf: DType,
) -> (String, String) {
    let (it, ot, at, ix) = (
        t.input.cuda_type(),
        t.output.cuda_type(),
        t.acc.cuda_type(),
        t.index(),
    );
    let bt = buf.cuda_type();
    let bs = buf.short();
    match variant {
        LineVariant::Rows => {
            let name = format!("gsci_nd_line_rows_{op}_{bs}_{}", t.tag());
            let w = format!(
                "extern \"C\" __global__ void __launch_bounds__(256) {name}(const {it}* in, {ot}* out, const double* w, int n, int rows, int size, int before, int mode, {at} cval, unsigned char* flags) {{ gsci_nd_line_rows<{it}, {ot}, {at}, {bt}, {ix}, {op}>(in, out, w, n, rows, size, before, mode, cval, flags); }}\n"
            );
            (w, name)
        }
        LineVariant::Cols => {
            let name = format!("gsci_nd_line_cols_{op}_{bs}_{}", t.tag());
            let w = format!(
                "extern \"C\" __global__ void __launch_bounds__(256) {name}(const {it}* in, {ot}* out, const double* w, int outer, int n, int inner, int size, int before, int mode, {at} cval, unsigned char* flags) {{ gsci_nd_line_cols<{it}, {ot}, {at}, {bt}, {ix}, {op}>(in, out, w, outer, n, inner, size, before, mode, cval, flags); }}\n"
            );
            (w, name)
        }
        LineVariant::Direct => {
            let name = format!("gsci_nd_line_direct_{op}_{}", t.tag());
            let w = format!(
                "extern \"C\" __global__ void {name}(const {it}* in, {ot}* out, const double* w, {ix} total, int n, int inner, int size, int before, int mode, {at} cval, unsigned char* flags) {{ gsci_nd_line_direct<{it}, {ot}, {at}, {ix}, {op}>(in, out, w, total, n, inner, size, before, mode, cval, flags); }}\n"
            );
            (w, name)
        }
    }
}

/// (wrapper, name) of the running-mean line kernel (SciPy's exact `uniform_filter1d`).
pub(crate) fn uniform_lines_wrapper(t: Types) -> (String, String) {
    let (it, ot, ix) = (t.input.cuda_type(), t.output.cuda_type(), t.index());
    let name = format!("gsci_nd_uniform_lines_{}", t.tag());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {it}* in, {ot}* out, const unsigned char* flags, {ix} lines, int n, int inner, int size, int before, int mode, double cval) {{ gsci_nd_uniform_lines<{it}, {ot}, {ix}>(in, out, flags, lines, n, inner, size, before, mode, cval); }}\n"
    );
    (w, name)
}

/// (wrapper, name) of the n-d correlation for `ndim` axes.
pub(crate) fn correlate_wrapper(ndim: usize, t: Types) -> (String, String) {
    let (it, ot, at, ix) = (
        t.input.cuda_type(),
        t.output.cuda_type(),
        t.acc.cuda_type(),
        t.index(),
    );
    let name = format!("gsci_nd_correlate_{ndim}_{}", t.tag());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {it}* in, {ot}* out, {ix} total, gsci_nd_geom g, const int* offsets, const long long* flat, const double* w, int ntaps, int mode, {at} cval) {{ gsci_nd_correlate<{it}, {ot}, {at}, {ix}, {ndim}>(in, out, total, g, offsets, flat, w, ntaps, mode, cval); }}\n"
    );
    (w, name)
}

/// (wrapper, name) of the tiled correlation with weights over the last two axes.
pub(crate) fn correlate2d_wrapper(t: Types) -> (String, String) {
    let (it, ot, at, ix) = (
        t.input.cuda_type(),
        t.output.cuda_type(),
        t.acc.cuda_type(),
        t.index(),
    );
    let name = format!("gsci_nd_correlate2d_{}", t.tag());
    let w = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const {it}* in, {ot}* out, const double* w, int batch, int H, int W, int kh, int kw, int my, int mx, int mode, {at} cval) {{ gsci_nd_correlate2d<{it}, {ot}, {at}, {ix}>(in, out, w, batch, H, W, kh, kw, my, mx, mode, cval); }}\n"
    );
    (w, name)
}

/// (wrapper, name) of the n-d rank selection for `ndim` axes and windows of at most `cap` taps.
pub(crate) fn rank_wrapper(ndim: usize, cap: usize, t: Types) -> (String, String) {
    let (it, ot, at, ix) = (
        t.input.cuda_type(),
        t.output.cuda_type(),
        t.acc.cuda_type(),
        t.index(),
    );
    let name = format!("gsci_nd_rank_{ndim}_{cap}_{}", t.tag());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {it}* in, {ot}* out, {ix} total, gsci_nd_geom g, const int* offsets, const long long* flat, int ntaps, int rank, int mode, {at} cval) {{ gsci_nd_rank<{it}, {ot}, {at}, {ix}, {ndim}, {cap}>(in, out, total, g, offsets, flat, ntaps, rank, mode, cval); }}\n"
    );
    (w, name)
}

/// (wrapper, name) of `generic_filter` with the user's CUDA `body` of
/// `double f(const double* x, int n)` after `preamble`.
pub(crate) fn generic_wrapper(
    ndim: usize,
    cap: usize,
    t: Types,
    preamble: &str,
    body: &str,
) -> (String, String) {
    let (it, ot, ix) = (t.input.cuda_type(), t.output.cuda_type(), t.index());
    let name = format!("gsci_nd_generic_{ndim}_{cap}_{}", t.tag());
    let w = format!(
        "namespace gsci_nd_user {{\n{preamble}\n__device__ double function(const double* x, int n) {{\n{body}\n}}\n}}\n\
         struct gsci_nd_user_fn {{ __device__ double operator()(const double* x, int n) const {{ return gsci_nd_user::function(x, n); }} }};\n\
         extern \"C\" __global__ void {name}(const {it}* in, {ot}* out, {ix} total, gsci_nd_geom g, const int* offsets, const long long* flat, int ntaps, int mode, double cval) {{ gsci_nd_generic<{it}, {ot}, {ix}, {ndim}, {cap}>(in, out, total, g, offsets, flat, ntaps, mode, cval, gsci_nd_user_fn()); }}\n"
    );
    (w, name)
}

/// (wrapper, name) of `generic_filter1d` with the user's CUDA `body` of
/// `void f(const double* in, int in_len, double* out, int out_len)` after `preamble`.
pub(crate) fn generic_line_wrapper(t: Types, preamble: &str, body: &str) -> (String, String) {
    let (it, ot, ix) = (t.input.cuda_type(), t.output.cuda_type(), t.index());
    let name = format!("gsci_nd_generic_line_{}", t.tag());
    let w = format!(
        "namespace gsci_nd_user {{\n{preamble}\n__device__ void function(const double* in, int in_len, double* out, int out_len) {{\n{body}\n}}\n}}\n\
         struct gsci_nd_user_line {{ __device__ void operator()(const double* a, int na, double* b, int nb) const {{ gsci_nd_user::function(a, na, b, nb); }} }};\n\
         extern \"C\" __global__ void {name}(const {it}* in, {ot}* out, double* si, double* so, {ix} lines, int n, int inner, int size, int before, int mode, double cval) {{ gsci_nd_generic_line<{it}, {ot}, {ix}>(in, out, si, so, lines, n, inner, size, before, mode, cval, gsci_nd_user_line()); }}\n"
    );
    (w, name)
}

/// (wrapper, name) of the tiled rank selection over the last two axes (windows of at most
/// `cap` <= 32 taps), selecting in `sel` (`f32` for float32 data, else the accumulator).
pub(crate) fn rank2d_wrapper(cap: usize, t: Types, sel: DType) -> (String, String) {
    let (it, ot, st, ix) = (
        t.input.cuda_type(),
        t.output.cuda_type(),
        sel.cuda_type(),
        t.index(),
    );
    let name = format!("gsci_nd_rank2d_{cap}_{}_{}", sel.short(), t.tag());
    let w = format!(
        "extern \"C\" __global__ void __launch_bounds__(256) {name}(const {it}* in, {ot}* out, const int* taps, int ntaps, int rank, int batch, int H, int W, int kh, int kw, int my, int mx, int mode, {st} cval) {{ gsci_nd_rank2d<{it}, {ot}, {st}, {ix}, {cap}>(in, out, taps, ntaps, rank, batch, H, W, kh, kw, my, mx, mode, cval); }}\n"
    );
    (w, name)
}

/// (wrapper, name) of the elementwise combination in `dtype`.
pub(crate) fn combine_wrapper(dtype: DType, index32: bool) -> (String, String) {
    let ix = if index32 { "unsigned int" } else { "long long" };
    let name = format!(
        "gsci_nd_combine_{}_{}",
        dtype.short(),
        if index32 { "u32" } else { "i64" }
    );
    let ot = dtype.cuda_type();
    let w = format!(
        "extern \"C\" __global__ void {name}({ot}* out, const {ot}* other, {ix} total, int op) {{ gsci_nd_combine<{ot}, {ix}>(out, other, total, op); }}\n"
    );
    (w, name)
}

/// The dtypes the filters accept.
pub(crate) const DTYPES: [DType; 10] = [
    DType::U8,
    DType::U16,
    DType::U32,
    DType::U64,
    DType::I8,
    DType::I16,
    DType::I32,
    DType::I64,
    DType::F32,
    DType::F64,
];

/// The accumulator for an input and output type: always `f64`, as SciPy computes. (With the
/// products and sums rounded one by one in SciPy's order, the GPU's results are SciPy's bit for
/// bit; the filters are memory-bound, so double arithmetic costs nothing measurable.)
pub(crate) fn acc_for(_input: DType, _output: DType) -> DType {
    DType::F64
}

/// The modules the kernel compile test builds: every dtype through one instantiation of each
/// family, and every operation, tile variant, index width and window class through a few
/// dtypes (kept small so NVRTC stays fast).
pub fn generated_sources() -> Vec<(String, String)> {
    let same = |d: DType, index32: bool| Types {
        input: d,
        output: d,
        acc: acc_for(d, d),
        index32,
    };
    let mut line = String::new();
    let mut line32 = String::new();
    let mut nd = String::new();
    let mut rank = String::new();
    for &d in &DTYPES {
        line.push_str(&line_wrapper(LineVariant::Rows, 0, same(d, true), DType::F64).0);
        nd.push_str(&combine_wrapper(d, true).0);
        nd.push_str(&correlate_wrapper(2, same(d, true)).0);
        nd.push_str(&correlate2d_wrapper(same(d, true)).0);
        rank.push_str(&rank_wrapper(2, 9, same(d, true)).0);
    }
    for d in [DType::F32, DType::F64] {
        for op in 0..4 {
            for v in [LineVariant::Rows, LineVariant::Cols, LineVariant::Direct] {
                if op != 0 || v != LineVariant::Rows {
                    line.push_str(&line_wrapper(v, op, same(d, true), DType::F64).0);
                }
                if d == DType::F32 && v != LineVariant::Direct {
                    line32.push_str(&line_wrapper(v, op, same(d, true), DType::F32).0);
                }
            }
        }
    }
    line.push_str(&line_wrapper(LineVariant::Cols, 0, same(DType::U8, false), DType::F64).0);
    for d in [DType::F32, DType::F64, DType::U8] {
        line.push_str(&uniform_lines_wrapper(same(d, true)).0);
    }
    line.push_str(&uniform_lines_wrapper(same(DType::F64, false)).0);
    nd.push_str(&combine_wrapper(DType::I64, false).0);
    for ndim in [1, 3, 4] {
        nd.push_str(&correlate_wrapper(ndim, same(DType::F32, true)).0);
    }
    nd.push_str(&correlate_wrapper(3, same(DType::F64, false)).0);
    let mixed = Types {
        input: DType::U8,
        output: DType::F32,
        acc: DType::F64,
        index32: true,
    };
    line.push_str(&line_wrapper(LineVariant::Rows, 0, mixed, DType::F64).0);
    let f32_into_f64 = Types {
        output: DType::F64,
        ..same(DType::F32, true)
    };
    line32.push_str(&line_wrapper(LineVariant::Cols, 0, f32_into_f64, DType::F32).0);
    nd.push_str(&correlate_wrapper(MAX_DIMS, mixed).0);
    nd.push_str(&correlate2d_wrapper(mixed).0);
    nd.push_str(&correlate2d_wrapper(same(DType::F64, false)).0);
    for &cap in &RANK_CAPS {
        if cap != 9 {
            rank.push_str(&rank_wrapper(3, cap, same(DType::F32, true)).0);
        }
    }
    rank.push_str(&rank_wrapper(1, 25, mixed).0);
    for &cap in RANK_CAPS.iter().filter(|&&c| c <= 32) {
        rank.push_str(&rank2d_wrapper(cap, same(DType::F32, true), DType::F32).0);
    }
    for &d in &DTYPES {
        if d != DType::F32 {
            rank.push_str(&rank2d_wrapper(9, same(d, true), DType::F64).0);
        }
    }
    rank.push_str(&rank2d_wrapper(25, same(DType::F64, false), DType::F64).0);
    let mut generic = String::new();
    let mean = "double s = 0.0; for (int i = 0; i < n; ++i) s += x[i]; return s / n;";
    generic.push_str(&generic_wrapper(2, 9, same(DType::F64, true), "", mean).0);
    let generic_u8 = generic_wrapper(3, 1024, same(DType::U8, false), "", mean).0;
    let diff = "for (int i = 0; i < out_len; ++i) out[i] = in[i + in_len - out_len] - in[i];";
    let generic_line = generic_line_wrapper(same(DType::I32, true), "", diff).0;
    vec![
        ("ndimage_filters_line".into(), source(&line)),
        ("ndimage_filters_line_f32".into(), source(&line32)),
        ("ndimage_filters_nd".into(), source(&nd)),
        ("ndimage_filters_rank".into(), source(&rank)),
        ("ndimage_filters_generic".into(), source(&generic)),
        ("ndimage_filters_generic_u8".into(), source(&generic_u8)),
        ("ndimage_filters_generic_line".into(), source(&generic_line)),
    ]
}
