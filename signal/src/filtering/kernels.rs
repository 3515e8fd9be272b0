//! Sources of the filtering kernels (`kernels.cu`): `extern "C"` wrappers per element type and
//! filter order, compiled on first use through gsci-core's kernel cache.

use gsci_core::DType;
use gsci_core::kernel_cache::TYPES_HEADER;

const FILTER_CU: &str = include_str!("kernels.cu");

/// The largest order the blocked recurrence kernels are instantiated for.
pub(crate) const MAX_GPU_ORDER: usize = 16;

/// The element types the kernels are instantiated for.
pub(crate) const TYPES: [DType; 4] = [DType::F32, DType::F64, DType::C64, DType::C128];

fn source(wrappers: &str) -> String {
    format!("{TYPES_HEADER}\n{FILTER_CU}\n{wrappers}")
}

/// Names of the recurrence kernels (states, scan, apply, superblock states, superblock apply)
/// and the forward-backward block kernels of decimate (states, apply) of one (type, order,
/// sos).
pub(crate) fn recurrence_names(t: DType, m: usize, sos: bool) -> [String; 7] {
    let s = t.short();
    let o = if sos { "sos" } else { "tf" };
    [
        format!("gsf_states_{s}_{m}_{o}"),
        format!("gsf_scan_{s}_{m}_{o}"),
        format!("gsf_apply_{s}_{m}_{o}"),
        format!("gsf_supst_{s}_{m}_{o}"),
        format!("gsf_supap_{s}_{m}_{o}"),
        format!("gsf_fbst_{s}_{m}_{o}"),
        format!("gsf_fbap_{s}_{m}_{o}"),
    ]
}

/// The module holding the three recurrence kernels of one (type, order, sos).
pub(crate) fn recurrence_source(t: DType, m: usize, sos: bool) -> String {
    let ty = t.cuda_type();
    let [st, sc, ap, ss, sa, fs, fa] = recurrence_names(t, m, sos);
    let w = format!(
        "extern \"C\" __global__ void {st}(const {ty}* x, {ty}* st, const {ty}* coef, long long rows, long long n, long long L, long long nb, int reverse) {{ gsf_states<{ty}, {m}, {sos}>(x, st, coef, rows, n, L, nb, reverse); }}\n\
         extern \"C\" __global__ void {sc}({ty}* st, const {ty}* P, long long rows, long long nb, int init_mode, const {ty}* zi, const {ty}* base, const {ty}* scale) {{ gsf_scan<{ty}, {m}>(st, P, rows, nb, init_mode, zi, base, scale); }}\n\
         extern \"C\" __global__ void {ap}(const {ty}* x, {ty}* y, const {ty}* st, {ty}* zf, const {ty}* coef, long long rows, long long n, long long L, long long nb, int reverse) {{ gsf_apply<{ty}, {m}, {sos}>(x, y, st, zf, coef, rows, n, L, nb, reverse); }}\n\
         extern \"C\" __global__ void {ss}(const {ty}* st, {ty}* sup, const {ty}* P, long long rows, long long nb, long long G, long long nsb) {{ gsf_sup_states<{ty}, {m}>(st, sup, P, rows, nb, G, nsb); }}\n\
         extern \"C\" __global__ void {sa}({ty}* st, const {ty}* sup, const {ty}* P, long long rows, long long nb, long long G, long long nsb) {{ gsf_sup_apply<{ty}, {m}>(st, sup, P, rows, nb, G, nsb); }}\n\
         extern \"C\" __global__ void {fs}(const {ty}* x, const {ty}* stf, {ty}* stb, const {ty}* zb, {ty}* out, const {ty}* coef, long long rows, long long n, long long L, long long nb, long long C, long long q, long long nout) {{ gsf_fb_block<{ty}, {m}, {sos}, false>(x, stf, stb, zb, out, coef, rows, n, L, nb, C, q, nout); }}\n\
         extern \"C\" __global__ void {fa}(const {ty}* x, const {ty}* stf, {ty}* stb, const {ty}* zb, {ty}* out, const {ty}* coef, long long rows, long long n, long long L, long long nb, long long C, long long q, long long nout) {{ gsf_fb_block<{ty}, {m}, {sos}, true>(x, stf, stb, zb, out, coef, rows, n, L, nb, C, q, nout); }}\n"
    );
    source(&w)
}

/// The names of the FIR, upfirdn and detrend kernels of one type.
pub(crate) fn fir_name(t: DType) -> String {
    format!("gsf_fir_{}", t.short())
}

pub(crate) fn upfirdn_name(t: DType) -> String {
    format!("gsf_upfirdn_{}", t.short())
}

pub(crate) fn detrend_name(t: DType) -> String {
    format!("gsf_detrend_{}", t.short())
}

/// The names of the windowed FIR kernel and the window copy of one type.
pub(crate) fn fir_window_names(t: DType) -> (String, String) {
    (
        format!("gsf_fir_window_{}", t.short()),
        format!("gsf_copy_window_{}", t.short()),
    )
}

/// The module holding the FIR, upfirdn and detrend kernels of one type.
pub(crate) fn simple_source(t: DType) -> String {
    let ty = t.cuda_type();
    let (f, d, u) = (fir_name(t), detrend_name(t), upfirdn_name(t));
    let (fw, cw) = fir_window_names(t);
    let w = format!(
        "extern \"C\" __global__ void {fw}(const {ty}* x, {ty}* out, const {ty}* b, long long rows, long long n, int M, int reverse, int init_mode, const {ty}* zi, const {ty}* base, const {ty}* scale, long long t0, long long cnt) {{ gsf_fir_window<{ty}>(x, out, b, rows, n, M, reverse, init_mode, zi, base, scale, t0, cnt); }}\n\
         extern \"C\" __global__ void {cw}(const {ty}* src, {ty}* dst, long long rows, long long n, long long a0, long long cnt) {{ gsf_copy_window<{ty}>(src, dst, rows, n, a0, cnt); }}\n\
         extern \"C\" __global__ void {f}(const {ty}* x, {ty}* y, {ty}* zf, const {ty}* b, long long rows, long long n, int M, int reverse, int init_mode, const {ty}* zi, const {ty}* base, const {ty}* scale) {{ gsf_fir<{ty}>(x, y, zf, b, rows, n, M, reverse, init_mode, zi, base, scale); }}\n\
         extern \"C\" __global__ void {d}(const {ty}* x, {ty}* y, long long rows, long long n, const long long* bp, long long nseg, int kind) {{ gsf_detrend<{ty}>(x, y, rows, n, bp, nseg, kind); }}\n\
         extern \"C\" __global__ void {u}(const {ty}* x, {ty}* y, const {ty}* h, long long rows, long long n, long long nout, long long nh, long long up, long long down, int mode, {ty} cval, int zpad, long long i0) {{ gsf_upfirdn<{ty}>(x, y, h, rows, n, nout, nh, up, down, mode, cval, zpad, i0); }}\n"
    );
    source(&w)
}

pub(crate) fn conv_name(t: DType) -> String {
    format!("gsf_conv_{}", t.short())
}

pub(crate) fn conv_rows_name(t: DType) -> String {
    format!("gsf_conv_rows_{}", t.short())
}

/// The module holding the direct n-D convolution kernel and the row-wise one of one type.
pub(crate) fn conv_source(t: DType) -> String {
    let ty = t.cuda_type();
    let (c, r) = (conv_name(t), conv_rows_name(t));
    let w = format!(
        "extern \"C\" __global__ void {c}(const {ty}* in1, const {ty}* in2, {ty}* out, int nd, gsf_conv_shape s1, gsf_conv_shape s2, gsf_conv_shape so, gsf_conv_shape start, long long total_out, long long total2, int mode, {ty} fill) {{ gsf_conv<{ty}>(in1, in2, out, nd, s1, s2, so, start, total_out, total2, mode, fill); }}\n\
         extern \"C\" __global__ void {r}(const {ty}* in1, const {ty}* in2, {ty}* out, long long rows, long long n1, long long k, long long no, long long start, int mode, {ty} fill) {{ gsf_conv_rows<{ty}>(in1, in2, out, rows, n1, k, no, start, mode, fill); }}\n"
    );
    source(&w)
}

/// The module holding `lombscargle`'s fit kernel (`gsf_lombscargle`, float64).
pub(crate) fn lombscargle_source() -> String {
    source(
        "extern \"C\" __global__ void __launch_bounds__(GSF_LS_THREADS) gsf_lombscargle_f8(const double* x, const double* w, const double* wy, const double* freqs, const double* ymean, long long n, long long nf, int floating, double* tau, double* yc, double* ys, double* cc, double* ss) { gsf_lombscargle<double>(x, w, wy, freqs, ymean, n, nf, floating, tau, yc, ys, cc, ss); }\n",
    )
}

/// Threads per block of `gsf_lombscargle` (`GSF_LS_THREADS` in kernels.cu).
pub(crate) const LOMBSCARGLE_THREADS: u32 = 256;

/// The largest window `medfilt` gathers per thread on the GPU (`GSF_MED_MAX` in kernels.cu).
pub(crate) const MED_MAX: usize = 225;

pub(crate) fn medfilt_name(t: DType) -> String {
    format!("gsf_medfilt_{}", t.short())
}

/// The module holding the median kernel of one real type.
pub(crate) fn medfilt_source(t: DType) -> String {
    let ty = t.cuda_type();
    let c = medfilt_name(t);
    let w = format!(
        "extern \"C\" __global__ void {c}(const {ty}* x, {ty}* y, int nd, gsf_conv_shape s, gsf_conv_shape k, long long total, long long W, const unsigned char* mask, long long want) {{ gsf_medfilt<{ty}>(x, y, nd, s, k, total, W, mask, want); }}\n"
    );
    source(&w)
}

/// Every module the crate's filtering code can launch, as (name, source), for the kernel
/// compile test.
pub fn filter_kernel_sources() -> Vec<(String, String)> {
    let mut v = vec![("signal_lombscargle".to_string(), lombscargle_source())];
    for t in ["float", "double"] {
        v.push((format!("signal_peaks_{t}"), crate::peaks::cuda_source(t)));
    }
    for t in TYPES {
        v.push((format!("signal_fir_pad_{}", t.short()), simple_source(t)));
        v.push((format!("signal_conv_{}", t.short()), conv_source(t)));
        if matches!(t, DType::F32 | DType::F64) {
            v.push((format!("signal_medfilt_{}", t.short()), medfilt_source(t)));
        }
        for m in 1..=MAX_GPU_ORDER {
            v.push((
                format!("signal_recurrence_{}_{m}_tf", t.short()),
                recurrence_source(t, m, false),
            ));
        }
        for m in (2..=MAX_GPU_ORDER).step_by(2) {
            v.push((
                format!("signal_recurrence_{}_{m}_sos", t.short()),
                recurrence_source(t, m, true),
            ));
        }
    }
    v
}
