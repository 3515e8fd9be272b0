//! Sources of the generator kernels (`kernels.cu`): one `extern "C"` wrapper per distribution
//! code and output type, compiled on first use through gsci-core's kernel cache.

use gsci_core::DType;
use gsci_core::kernel_cache::TYPES_HEADER;

const RANDOM_CU: &str = include_str!("kernels.cu");

/// The full source of a module: the shared header, the ziggurat's tables, `kernels.cu`, and
/// `wrappers`.
pub(crate) fn source(wrappers: &str) -> String {
    format!(
        "{TYPES_HEADER}\n{}\n{RANDOM_CU}\n{wrappers}",
        ziggurat_tables()
    )
}

/// `ziggurat.rs`'s tables as CUDA globals (`{:?}` writes each f64 so that it reads back the
/// same), so that both backends read the same numbers from one source.
fn ziggurat_tables() -> &'static str {
    use crate::ziggurat::{ZIG_FI, ZIG_INV_R, ZIG_KI, ZIG_R, ZIG_WI};
    use std::fmt::Write;
    static TABLES: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    TABLES.get_or_init(|| {
        let mut s = String::new();
        let f64s = |v: &[f64]| {
            v.iter()
                .map(|x| format!("{x:?}"))
                .collect::<Vec<_>>()
                .join(",")
        };
        let _ = writeln!(s, "#define GSCI_ZIG_R {ZIG_R:?}");
        let _ = writeln!(s, "#define GSCI_ZIG_INV_R {ZIG_INV_R:?}");
        let ki: Vec<String> = ZIG_KI.iter().map(|k| format!("{k}ULL")).collect();
        let _ = writeln!(
            s,
            "__device__ const unsigned long long GSCI_ZIG_KI[256] = {{{}}};",
            ki.join(",")
        );
        let _ = writeln!(
            s,
            "__device__ const double GSCI_ZIG_WI[256] = {{{}}};",
            f64s(&ZIG_WI)
        );
        let _ = writeln!(
            s,
            "__device__ const double GSCI_ZIG_FI[256] = {{{}}};",
            f64s(&ZIG_FI)
        );
        s
    })
}

/// (wrapper, name) of the kernel drawing distribution `code` into `out` elements.
pub(crate) fn dist_wrapper(
    code: u32,
    per_element: bool,
    integral: bool,
    out: DType,
) -> (String, String) {
    let t = out.cuda_type();
    let kind = if per_element { "elems" } else { "lanes" };
    let name = format!("gsci_rnd_{kind}_{code}_{}", out.short());
    let w = format!(
        "extern \"C\" __global__ void {name}({t}* out, unsigned long long n, gsci_rnd_ctx ctx) {{ gsci_rnd_{kind}<{code}u, {t}, {integral}>(out, n, ctx); }}\n"
    );
    (w, name)
}

/// (wrapper, name) of the array-parameter kernel of distribution `code` (parameters per
/// element in `P` (4 reals) and `IP` (2 integers)).
pub(crate) fn dist_p_wrapper(
    code: u32,
    per_element: bool,
    integral: bool,
    out: DType,
) -> (String, String) {
    let t = out.cuda_type();
    let kind = if per_element { "elems_p" } else { "lanes_p" };
    let name = format!("gsci_rnd_{kind}_{code}_{}", out.short());
    let w = format!(
        "extern \"C\" __global__ void {name}({t}* out, unsigned long long n, gsci_rnd_ctx ctx, const double* P, const unsigned long long* IP) {{ gsci_rnd_{kind}<{code}u, {t}, {integral}>(out, n, ctx, P, IP); }}\n"
    );
    (w, name)
}

/// (wrapper, name) of NumPy's raw-stream kernel of `kind` (0 random f64, 1 raw u64,
/// 2 uniform, 3 random f32) into `out` elements.
pub(crate) fn raw_wrapper(kind: u32, out: DType) -> (String, String) {
    let t = out.cuda_type();
    let name = format!("gsci_rnd_raw_{kind}_{}", out.short());
    let w = format!(
        "extern \"C\" __global__ void {name}({t}* out, unsigned long long n, gsci_rnd_raw r) {{ gsci_rnd_raw_fill<{kind}, {t}>(out, n, r); }}\n"
    );
    (w, name)
}

/// (wrapper, name) of the row kernel of a vector-valued draw (40 Dirichlet f64, 41
/// multinomial i64).
pub(crate) fn rows_wrapper(code: u32) -> (String, String) {
    let t = if code == 40 { "double" } else { "long long" };
    let name = format!("gsci_rnd_rows_{code}");
    let w = format!(
        "extern \"C\" __global__ void {name}({t}* out, unsigned long long rows, unsigned long long k, const double* v, gsci_rnd_ctx ctx) {{ gsci_rnd_rows<{code}u, {t}>(out, rows, k, v, ctx); }}\n"
    );
    (w, name)
}

/// Every (code, per-element, integral, output dtype) the crate launches.
pub(crate) fn all_dist_kernels() -> Vec<(u32, bool, bool, DType)> {
    let mut v = Vec::new();
    for code in [0u32, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] {
        for t in [DType::F32, DType::F64] {
            v.push((code, false, false, t));
        }
    }
    v.push((12, false, true, DType::I64));
    v.push((14, false, true, DType::U64));
    for t in [
        DType::I8,
        DType::I16,
        DType::I32,
        DType::I64,
        DType::U8,
        DType::U16,
        DType::U32,
        DType::U64,
    ] {
        v.push((13, false, true, t));
    }
    for code in [20u32, 21, 24, 25, 26, 28, 31, 32] {
        for t in [DType::F32, DType::F64] {
            v.push((code, true, false, t));
        }
    }
    for code in [22u32, 23, 27, 29, 30, 33] {
        v.push((code, true, true, DType::I64));
    }
    v
}

/// The module the kernel compile test builds: every wrapper the crate launches.
pub fn generated_sources() -> Vec<(String, String)> {
    let mut s = String::new();
    for (code, pe, integral, t) in all_dist_kernels() {
        s.push_str(&dist_wrapper(code, pe, integral, t).0);
        if code != 13 && code != 14 {
            s.push_str(&dist_p_wrapper(code, pe, integral, t).0);
        }
    }
    for code in [40, 41, 42, 43] {
        s.push_str(&rows_wrapper(code).0);
    }
    for logn in [false, true] {
        for t in [DType::F32, DType::F64] {
            s.push_str(&bm_words_wrapper(logn, t).0);
        }
    }
    for (kind, t) in [
        (0, DType::F64),
        (1, DType::U64),
        (2, DType::F64),
        (2, DType::F32),
        (3, DType::F32),
    ] {
        s.push_str(&raw_wrapper(kind, t).0);
    }
    for beta in [false, true] {
        for t in [DType::F32, DType::F64] {
            s.push_str(&mt_flat_wrapper(beta, t).0);
        }
    }
    vec![("random".into(), source(&s))]
}

/// (wrapper, name) of the flat Marsaglia-Tsang kernel (`beta`: beta, else gamma) into `out`
/// elements (see `gsci_rnd_mt_flat`).
pub(crate) fn mt_flat_wrapper(beta: bool, out: DType) -> (String, String) {
    let t = out.cuda_type();
    let name = format!("gsci_rnd_mtflat_{}_{}", beta as u8, out.short());
    let w = format!(
        "extern \"C\" __global__ void {name}({t}* out, unsigned long long n, gsci_rnd_ctx ctx) {{ gsci_rnd_mt_flat<{beta}, {t}>(out, n, ctx); }}\n"
    );
    (w, name)
}

/// (wrapper, name) of the Box-Muller kernel over cuRAND's 32-bit words (`lognormal`: exp of
/// the normals) into `out` elements.
pub(crate) fn bm_words_wrapper(lognormal: bool, out: DType) -> (String, String) {
    let t = out.cuda_type();
    let name = format!("gsci_rnd_bmw_{}_{}", lognormal as u8, out.short());
    let w = format!(
        "extern \"C\" __global__ void {name}({t}* out, unsigned long long n, const unsigned* w, double loc, double scale) {{ gsci_rnd_bm_words<{t}, {lognormal}>(out, n, w, loc, scale); }}\n"
    );
    (w, name)
}
