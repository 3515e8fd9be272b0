//! The source of the fused CG kernels: `kernels.cu` plus `extern "C"` wrappers per value type
//! (f32, f64) and index type (int32, int64).

use gsci_core::DType;

const CG_CU: &str = include_str!("kernels.cu");
const GMRES_CU: &str = include_str!("gmres.cu");

/// The C spelling of a real value dtype.
pub(crate) fn value_c(d: DType) -> Option<&'static str> {
    match d {
        DType::F32 => Some("float"),
        DType::F64 => Some("double"),
        _ => None,
    }
}

fn suffix(t: &str, i64_index: bool) -> String {
    format!("{t}_{}", if i64_index { "i64" } else { "i32" })
}

/// Name of a wrapper: `cg_<kernel>_<value>[_<index>]`.
pub(crate) fn name(kernel: &str, t: &str, i64_index: Option<bool>) -> String {
    match i64_index {
        Some(b) => format!("gsci_cg_{kernel}_{}", suffix(t, b)),
        None => format!("gsci_cg_{kernel}_{t}"),
    }
}

fn wrappers(t: &str) -> String {
    let mut w = String::new();
    for (i64_index, it) in [(false, "int"), (true, "long long")] {
        w += &format!(
            "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, const {it}* indptr, const {it}* indices, const {t}* data, const {t}* x, const {t}* b, {t}* r) {{ cg_residual<{t}, {it}>(n, indptr, indices, data, x, b, r); }}\n",
            name("residual", t, Some(i64_index))
        );
        w += &format!(
            "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, const {it}* indptr, const {it}* indices, const {t}* data, const {t}* p, {t}* q, double* s, int slot) {{ cg_spmv_pq<{t}, {it}>(n, indptr, indices, data, p, q, s, slot); }}\n",
            name("spmv_pq", t, Some(i64_index))
        );
        w += &format!(
            "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, const {it}* indptr, const {it}* indices, const {t}* data, const {t}* x, const {t}* b, {t}* r) {{ cg_residual_warp<{t}, {it}>(n, indptr, indices, data, x, b, r); }}\n",
            name("residual_warp", t, Some(i64_index))
        );
        w += &format!(
            "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, const {it}* indptr, const {it}* indices, const {t}* data, const {t}* p, {t}* q, double* s, int slot) {{ cg_spmv_pq_warp<{t}, {it}>(n, indptr, indices, data, p, q, s, slot); }}\n",
            name("spmv_pq_warp", t, Some(i64_index))
        );
    }
    w += &format!(
        "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, const {t}* r, const {t}* dinv, {t}* z, {t}* p, double* s) {{ cg_start<{t}>(n, r, dinv, z, p, s); }}\n",
        name("start", t, None)
    );
    w += &format!(
        "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, {t}* x, {t}* r, const {t}* p, const {t}* q, const {t}* dinv, {t}* z, double* s, int slot) {{ cg_update<{t}>(n, x, r, p, q, dinv, z, s, slot); }}\n",
        name("update", t, None)
    );
    w += &format!(
        "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, {t}* p, const {t}* z, const double* s, int slot) {{ cg_direction<{t}>(n, p, z, s, slot); }}\n",
        name("direction", t, None)
    );
    w
}

/// `extern "C"` wrappers of the GMRES kernels for value type `t`.
fn gmres_wrappers(t: &str) -> String {
    let mut w = String::new();
    for (i64_index, it) in [(false, "int"), (true, "long long")] {
        w += &format!(
            "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, const {it}* indptr, const {it}* indices, const {t}* data, const {t}* dinv, const {t}* v, {t}* w, const double* s) {{ gm_spmv<{t}, {it}>(n, indptr, indices, data, dinv, v, w, s); }}\n",
            name("gm_spmv", t, Some(i64_index))
        );
        w += &format!(
            "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, const {it}* indptr, const {it}* indices, const {t}* data, const {t}* x, const {t}* b, {t}* r, double* s) {{ gm_residual<{t}, {it}>(n, indptr, indices, data, x, b, r, s); }}\n",
            name("gm_residual", t, Some(i64_index))
        );
    }
    w += &format!(
        "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, const {t}* r, const {t}* dinv, {t}* v0, double* s) {{ gm_start<{t}>(n, r, dinv, v0, s); }}\n",
        name("gm_start", t, None)
    );
    w += &format!(
        "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, {t}* v, const double* s, int always) {{ gm_scale<{t}>(n, v, s, always); }}\n",
        name("gm_scale", t, None)
    );
    w += &format!(
        "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, const {t}* basis, int c, double* s) {{ gm_dots<{t}>(n, basis, c, s); }}\n",
        name("gm_dots", t, None)
    );
    w += &format!(
        "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, {t}* basis, int c, double* s) {{ gm_orth<{t}>(n, basis, c, s); }}\n",
        name("gm_orth", t, None)
    );
    w += &format!(
        "extern \"C\" __global__ void __launch_bounds__(CG_BLOCK) {}(long long n, {t}* x, const {t}* basis, double* s, int m) {{ gm_xupdate<{t}>(n, x, basis, s, m); }}\n",
        name("gm_xupdate", t, None)
    );
    w
}

/// The value-type-free GMRES kernels (one-thread scalar work on the device).
const GMRES_SCALAR_WRAPPERS: &str = concat!(
    "extern \"C\" __global__ void gsci_gm_reset(double* s, int m) { gm_reset(s, m); }\n",
    "extern \"C\" __global__ void gsci_gm_init(double* s, int m) { gm_init(s, m); }\n",
    "extern \"C\" __global__ void gsci_gm_givens(double* s, int m, int c, double eps) { gm_givens(s, m, c, eps); }\n",
    "extern \"C\" __global__ void gsci_gm_solve(double* s, int m) { gm_solve(s, m); }\n",
);

/// The whole module (both value types, both index types): one NVRTC compilation.
pub(crate) fn source() -> String {
    format!(
        "{CG_CU}\n{GMRES_CU}\n{}{}{}{}{}",
        wrappers("float"),
        wrappers("double"),
        gmres_wrappers("float"),
        gmres_wrappers("double"),
        GMRES_SCALAR_WRAPPERS
    )
}

/// Every kernel module of this crate as `(name, source)`, for the NVRTC compile test.
#[doc(hidden)]
pub fn generated_sources() -> Vec<(String, String)> {
    vec![("sparse_cg".to_string(), source())]
}
