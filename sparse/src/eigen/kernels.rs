//! The source of the Lanczos kernels: gsci's types header, `kernels.cu`, and `extern "C"`
//! wrappers per value type (float, double, gsci_c64, gsci_c128) and index type (int32, int64).

use gsci_core::DType;
use gsci_core::kernel_cache::TYPES_HEADER;

const EIGEN_CU: &str = include_str!("kernels.cu");

/// The C spelling of a value dtype the kernels take.
pub(crate) fn value_c(d: DType) -> Option<&'static str> {
    match d {
        DType::F32 => Some("float"),
        DType::F64 => Some("double"),
        DType::C64 => Some("gsci_c64"),
        DType::C128 => Some("gsci_c128"),
        _ => None,
    }
}

/// Name of a wrapper: `gsci_eig_<kernel>_<value>[_<index>]`.
pub(crate) fn name(kernel: &str, t: &str, i64_index: Option<bool>) -> String {
    match i64_index {
        Some(b) => format!("gsci_eig_{kernel}_{t}_{}", if b { "i64" } else { "i32" }),
        None => format!("gsci_eig_{kernel}_{t}"),
    }
}

fn wrappers(t: &str) -> String {
    let mut w = String::new();
    for (i64_index, it) in [(false, "int"), (true, "long long")] {
        w += &format!(
            "extern \"C\" __global__ void __launch_bounds__(EIG_BLOCK) {}(long long n, const {it}* indptr, const {it}* indices, const {t}* data, const {t}* x, {t}* y) {{ eig_spmv<{t}, {it}>(n, indptr, indices, data, x, y); }}\n",
            name("spmv", t, Some(i64_index))
        );
    }
    w += &format!(
        "extern \"C\" __global__ void __launch_bounds__(EIG_BLOCK) {}(long long n, const {t}* v, const {t}* w, double* h, double* zero) {{ eig_project<{t}>(n, v, w, h, zero); }}\n",
        name("project", t, None)
    );
    w += &format!(
        "extern \"C\" __global__ void __launch_bounds__(EIG_BLOCK) {}(long long n, const {t}* v, long long ncols, const double* h, {t}* w, double* nrm) {{ eig_subtract<{t}>(n, v, ncols, h, w, nrm); }}\n",
        name("subtract", t, None)
    );
    w += &format!(
        "extern \"C\" __global__ void __launch_bounds__(EIG_BLOCK) {}(long long n, const {t}* w, const double* nrm, {t}* vout, double* hcol, double* h2, long long ncols) {{ eig_normalize<{t}>(n, w, nrm, vout, hcol, h2, ncols); }}\n",
        name("normalize", t, None)
    );
    w += &format!(
        "extern \"C\" __global__ void __launch_bounds__(EIG_BLOCK) {}(long long n, const {t}* v, long long m, const double* y, long long keep, {t}* vout) {{ eig_rotate<{t}>(n, v, m, y, keep, vout); }}\n",
        name("rotate", t, None)
    );
    w
}

/// The whole module (every value and index type): one NVRTC compilation.
pub(crate) fn source() -> String {
    let mut s = format!("{TYPES_HEADER}\n{EIGEN_CU}\n");
    for t in ["float", "double", "gsci_c64", "gsci_c128"] {
        s += &wrappers(t);
    }
    s
}

/// The kernel modules of the eigen solvers as `(name, source)`, for the NVRTC compile test.
pub(crate) fn generated_sources() -> Vec<(String, String)> {
    vec![("sparse_eigen".to_string(), source())]
}
