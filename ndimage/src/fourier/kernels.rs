//! Sources of the Fourier filter kernels (`kernels.cu`): one `extern "C"` wrapper per input
//! type, output type, index width and kind, compiled on first use through gsci-core's cache.

use gsci_core::DType;
use gsci_core::kernel_cache::TYPES_HEADER;

const FOURIER_CU: &str = include_str!("kernels.cu");

/// Most axes the kernel takes.
pub(crate) const MAX_DIMS: usize = 8;

/// The full source of a module: the shared header, `kernels.cu`, and `wrappers`.
pub(crate) fn source(wrappers: &str) -> String {
    format!("{TYPES_HEADER}\n{FOURIER_CU}\n{wrappers}")
}

/// (wrapper, name) for input `input`, output `output`, kind code (0 product, 1-3 ellipsoid,
/// 4 shift) and index width.
pub(crate) fn wrapper(input: DType, output: DType, kind: u32, index32: bool) -> (String, String) {
    let (it, ot) = (input.cuda_type(), output.cuda_type());
    let ix = if index32 { "unsigned int" } else { "long long" };
    let complex = input.is_complex();
    let name = format!(
        "gsci_ndf_{kind}_{}_{}_{}",
        input.short(),
        output.short(),
        if index32 { "u32" } else { "i64" }
    );
    let w = format!(
        "extern \"C\" __global__ void {name}(const {it}* in, {ot}* out, {ix} total, int ndim, gsci_ndf_geom g, const double* tab) {{ gsci_ndf_filter<{it}, {ot}, {ix}, {kind}, {complex}>(in, out, total, ndim, g, tab); }}\n"
    );
    (w, name)
}

/// The module the kernel compile test builds: every input type with its outputs, every kind.
pub fn generated_sources() -> Vec<(String, String)> {
    let mut s = String::new();
    for input in [
        DType::Bool,
        DType::U8,
        DType::U16,
        DType::U32,
        DType::U64,
        DType::I8,
        DType::I16,
        DType::I32,
        DType::I64,
        DType::F64,
    ] {
        s.push_str(&wrapper(input, DType::F64, 0, true).0);
        s.push_str(&wrapper(input, DType::C128, 4, true).0);
    }
    for (input, real, shifted) in [
        (DType::F32, DType::F32, DType::C128),
        (DType::C64, DType::C64, DType::C64),
        (DType::C128, DType::C128, DType::C128),
    ] {
        for kind in 0..4 {
            s.push_str(&wrapper(input, real, kind, true).0);
        }
        s.push_str(&wrapper(input, shifted, 4, true).0);
    }
    for kind in 0..5 {
        let out = if kind == 4 { DType::C128 } else { DType::F64 };
        s.push_str(&wrapper(DType::F64, out, kind, false).0);
    }
    s.push_str(&wrapper(DType::F64, DType::F64, 2, true).0);
    // output= of another dtype.
    s.push_str(&wrapper(DType::F64, DType::C64, 0, true).0);
    s.push_str(&wrapper(DType::U8, DType::F32, 2, true).0);
    s.push_str(&wrapper(DType::C128, DType::C64, 4, true).0);
    s.push_str(&wrapper(DType::F32, DType::C64, 4, true).0);
    vec![("ndimage_fourier".into(), source(&s))]
}
