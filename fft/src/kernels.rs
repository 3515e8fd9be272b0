//! Sources of gsci-fft's CUDA kernels (`kernels.cu`): one generated `extern "C"` wrapper per
//! instantiation, compiled through gsci-core's kernel cache.

use gsci_core::DType;
use gsci_core::kernel_cache::TYPES_HEADER;

const FFT_CU: &str = include_str!("kernels.cu");

/// Most axes a generated kernel takes (after merging axes); NumPy allows 64.
pub(crate) const MAX_KERNEL_DIMS: usize = 32;

/// 32-bit or 64-bit counting, as (CUDA type, tag).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum IndexType {
    U32,
    I64,
}

impl IndexType {
    /// 32-bit when `n` elements can be counted in an `unsigned int` without overflow of the
    /// grid-stride loop (`i + stride` stays below 2^32).
    pub(crate) fn for_len(n: usize) -> IndexType {
        if n < i32::MAX as usize {
            IndexType::U32
        } else {
            IndexType::I64
        }
    }
    fn cuda(self) -> &'static str {
        match self {
            IndexType::U32 => "unsigned int",
            IndexType::I64 => "long long",
        }
    }
    pub(crate) fn tag(self) -> &'static str {
        match self {
            IndexType::U32 => "u32",
            IndexType::I64 => "i64",
        }
    }
}

/// The full source of a kernel module: the shared header, `kernels.cu`, and `wrappers`.
pub(crate) fn source(wrappers: &str) -> String {
    let mut s = String::with_capacity(TYPES_HEADER.len() + FFT_CU.len() + wrappers.len() + 2);
    s.push_str(TYPES_HEADER);
    s.push('\n');
    s.push_str(FFT_CU);
    s.push('\n');
    s.push_str(wrappers);
    s
}

/// Gather (crop/pad/cast/scale/conjugate) from `input` to the compute type `out`, over `ndim`
/// axes: (wrapper, name).
pub(crate) fn gather_wrapper(
    input: DType,
    out: DType,
    ndim: usize,
    idx: IndexType,
) -> (String, String) {
    let name = format!(
        "gsci_fft_gather_{}_{}_{}_{}",
        input.short(),
        out.short(),
        ndim,
        idx.tag()
    );
    let w = format!(
        "extern \"C\" __global__ void {name}(const {it}* src, {ot}* dst, {ix} n, gsci_fft_gather_layout<{ndim}> L, double scale, int conj, int zero_axis, long long nyquist) {{ gsci_fft_gather_body<{it}, {ot}, {ndim}, {ix}>(src, dst, n, L, scale, conj, zero_axis, nyquist); }}\n",
        it = input.cuda_type(),
        ot = out.cuda_type(),
        ix = idx.cuda()
    );
    (w, name)
}

/// In-place scaling (and conjugation) of a contiguous buffer of `dtype`.
pub(crate) fn scale_wrapper(dtype: DType, idx: IndexType) -> (String, String) {
    let name = format!("gsci_fft_scale_{}_{}", dtype.short(), idx.tag());
    let w = format!(
        "extern \"C\" __global__ void {name}({t}* x, {ix} n, double scale, int conj) {{ gsci_fft_scale_body<{t}, {ix}>(x, n, scale, conj); }}\n",
        t = dtype.cuda_type(),
        ix = idx.cuda()
    );
    (w, name)
}

/// Clears the imaginary parts at index 0 and Nyquist of a complex buffer's halved axis.
pub(crate) fn zero_imag_wrapper(dtype: DType) -> (String, String) {
    let name = format!("gsci_fft_zero_imag_{}", dtype.short());
    let w = format!(
        "extern \"C\" __global__ void {name}({t}* x, long long outer, long long m, long long inner, long long nyquist) {{ gsci_fft_zero_imag_body<{t}>(x, outer, m, inner, nyquist); }}\n",
        t = dtype.cuda_type()
    );
    (w, name)
}

/// Splits a complex FFT of paired real columns into the two real FFTs.
pub(crate) fn unpair_wrapper(complex: DType) -> (String, String) {
    let name = format!("gsci_fft_unpair_{}", complex.short());
    let real = if complex == DType::C64 {
        "float"
    } else {
        "double"
    };
    let w = format!(
        "extern \"C\" __global__ void {name}(const {c}* z, {c}* out, long long pre, long long n, long long mid, long long half, double scale, int conj) {{ gsci_fft_unpair_body<{c}, {real}>(z, out, pre, n, mid, half, scale, conj); }}\n",
        c = complex.cuda_type()
    );
    (w, name)
}

/// Roll (fftshift) of any element type over `ndim` axes.
pub(crate) fn roll_wrapper(dtype: DType, ndim: usize, idx: IndexType) -> (String, String) {
    let name = format!("gsci_fft_roll_{}_{}_{}", dtype.short(), ndim, idx.tag());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {t}* src, {t}* dst, {ix} n, gsci_fft_roll_layout<{ndim}> L) {{ gsci_fft_roll_body<{t}, {ndim}, {ix}>(src, dst, n, L); }}\n",
        t = dtype.cuda_type(),
        ix = idx.cuda()
    );
    (w, name)
}

/// DCT/DST pre-processing into a real (`complex == false`) or complex FFT input, reading
/// `input` and computing in the real type `real`, with `ndim` lane axes.
pub(crate) fn dct_pre_wrapper(
    input: DType,
    real: DType,
    ndim: usize,
    complex: bool,
) -> (String, String) {
    let which = if complex { "complex" } else { "real" };
    let name = format!(
        "gsci_dct_pre_{which}_{}_{}_{}",
        input.short(),
        real.short(),
        ndim
    );
    let w = format!(
        "extern \"C\" __global__ void {name}(const {it}* src, {rt}* dst, gsci_dct_lanes<{ndim}> L, long long lanes, long long n, long long m, long long astride, long long extent, int variant, int sine, int ortho) {{ gsci_dct_pre_{which}_body<{it}, {rt}, {ndim}>(src, dst, L, lanes, n, m, astride, extent, variant, sine, ortho); }}\n",
        it = input.cuda_type(),
        rt = real.cuda_type()
    );
    (w, name)
}

/// DCT/DST post-processing of an FFT output into the real result.
pub(crate) fn dct_post_wrapper(real: DType) -> (String, String) {
    let name = format!("gsci_dct_post_{}", real.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {rt}* f, {rt}* dst, long long lanes, long long inner, long long n, long long m, int variant, int sine, int ortho, double scale) {{ gsci_dct_post_body<{rt}>(f, dst, lanes, inner, n, m, variant, sine, ortho, scale); }}\n",
        rt = real.cuda_type()
    );
    (w, name)
}

/// Every kernel family of this crate, as `(module name, source)`, with representative
/// instantiations (every input dtype, both precisions, both index types, several ranks). For the
/// NVRTC compile test.
#[doc(hidden)]
pub fn generated_sources() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let computes = [DType::F32, DType::F64, DType::C64, DType::C128];
    let mut w = String::new();
    for &input in DType::ALL.iter() {
        for &c in &computes {
            if input.is_complex() && !c.is_complex() {
                continue;
            }
            w += &gather_wrapper(input, c, 1, IndexType::U32).0;
            w += &gather_wrapper(input, c, 3, IndexType::I64).0;
        }
    }
    out.push(("fft_gather".to_string(), source(&w)));

    let mut w = String::new();
    for &c in &computes {
        w += &scale_wrapper(c, IndexType::U32).0;
        w += &scale_wrapper(c, IndexType::I64).0;
        if c.is_complex() {
            w += &zero_imag_wrapper(c).0;
            w += &unpair_wrapper(c).0;
        }
    }
    for &t in DType::ALL.iter() {
        w += &roll_wrapper(t, 1, IndexType::U32).0;
        w += &roll_wrapper(t, 2, IndexType::I64).0;
    }
    out.push(("fft_scale_roll".to_string(), source(&w)));

    let mut w = String::new();
    for &real in &[DType::F32, DType::F64] {
        for &input in DType::ALL.iter() {
            if input.is_complex() {
                continue;
            }
            w += &dct_pre_wrapper(input, real, 1, false).0;
            w += &dct_pre_wrapper(input, real, 2, true).0;
        }
        w += &dct_post_wrapper(real).0;
    }
    out.push(("fft_dct".to_string(), source(&w)));
    out
}
