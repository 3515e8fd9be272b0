//! The CUDA end of [`crate::spearmanr_matrix`]: from the covariance GEMM `c` (`k x k`) to the
//! correlation matrix and its p-values in one kernel. Every entry's correlation is computed as
//! the generic path does (`c / (n - 1)`, divided by the row's and then the column's standard
//! deviation, clipped to [-1, 1]); the p-value (the costly incomplete beta function) only on and
//! above the diagonal, written to both halves (the matrix is symmetric), which halves its cost.

use crate::common::{Alternative, StatsFloat};
use gsci_core::cuda::{CudaBackend, KernelArgs};
use gsci_core::{Array, DType, Error, Result};

const BX: u32 = 32;
const BY: u32 = 8;

/// The kernel module for `t` (`float` or `double`): core's types header, gsci-special's device
/// functions, then the kernel.
pub(crate) fn module_source(t: &str) -> String {
    let types = gsci_core::kernel_cache::TYPES_HEADER;
    let sp = gsci_special::cuda_preamble().unwrap_or("");
    format!(
        r#"{types}
{sp}
// Row i = blockIdx.y * 8 + threadIdx.y, column j = blockIdx.x * 32 + threadIdx.x of the k x k
// matrices; alt: 0 two-sided, 1 less, 2 greater.
extern "C" __global__ void gsci_spearman_finish_{t}(const {t}* __restrict__ c, {t}* __restrict__ rs,
                                                 {t}* __restrict__ p, long long k, {t} nm1,
                                                 {t} dof, int alt) {{
    long long j = (long long)blockIdx.x * blockDim.x + threadIdx.x;
    long long i = (long long)blockIdx.y * blockDim.y + threadIdx.y;
    if (i >= k || j >= k) return;
    {t} di = sqrt(c[i * k + i] / nm1);
    {t} dj = sqrt(c[j * k + j] / nm1);
    {t} r = ((c[i * k + j] / nm1) / di) / dj;
    r = r < ({t})-1 ? ({t})-1 : (r > ({t})1 ? ({t})1 : r);
    rs[i * k + j] = r;
    if (j < i) return;
    {t} q = dof / ((r + ({t})1) * (({t})1 - r));
    q = q < ({t})0 ? ({t})0 : q;
    {t} tt = r * sqrt(q);
    {t} pv;
    if (alt == 1) {{
        pv = ({t})gsci_sp_stdtr((double)dof, (double)tt);
    }} else if (alt == 2) {{
        pv = ({t})gsci_sp_stdtr((double)dof, (double)(-tt));
    }} else {{
        pv = ({t})gsci_sp_stdtr((double)dof, (double)(-fabs(tt))) * ({t})2;
    }}
    p[i * k + j] = pv;
    p[j * k + i] = pv;
}}
"#
    )
}

/// The correlation matrix and p-values (`k x k` each) of the C-contiguous covariance product
/// `c = dx^T dx` of `n` observations, on the GPU.
pub(crate) fn spearman_finish<T: StatsFloat>(
    cuda: &CudaBackend,
    c: &Array<T>,
    n: usize,
    alt: Alternative,
) -> Result<(Array<T>, Array<T>)> {
    let k = c.shape()[0];
    debug_assert!(c.shape() == [k, k] && c.is_c_contiguous());
    let dev = c.device();
    let mut rs = Array::<T>::empty(&[k, k], dev)?;
    let mut p = Array::<T>::empty(&[k, k], dev)?;
    if k == 0 {
        return Ok((rs, p));
    }
    let t = match T::DTYPE {
        DType::F32 => "float",
        _ => "double",
    };
    let internal = || Error::InvalidArgument {
        op: "spearmanr_matrix",
        reason: "internal: buffer is not on the GPU".into(),
    };
    let too_big = || Error::Unsupported {
        what: format!("spearmanr_matrix of {k} variables on one launch"),
        backend: "cuda".into(),
    };
    let gx = u32::try_from(k.div_ceil(BX as usize)).map_err(|_| too_big())?;
    let gy = u32::try_from(k.div_ceil(BY as usize))
        .ok()
        .filter(|&g| g <= 65535)
        .ok_or_else(too_big)?;
    let f = cuda.function(&format!("stats_spearman_finish|{t}"), || {
        (module_source(t), format!("gsci_spearman_finish_{t}"))
    })?;
    let code = match alt {
        Alternative::TwoSided => 0i32,
        Alternative::Less => 1,
        Alternative::Greater => 2,
    };
    let cptr = c.device_ptr().ok_or_else(internal)?;
    let rptr = rs.device_ptr_mut()?.ok_or_else(internal)?;
    let pptr = p.device_ptr_mut()?.ok_or_else(internal)?;
    let mut args = KernelArgs::new();
    args.push(cptr).push(rptr).push(pptr).push(k as i64);
    let (nm1, dof) = (n as f64 - 1.0, n as f64 - 2.0);
    if t == "float" {
        args.push(nm1 as f32).push(dof as f32);
    } else {
        args.push(nm1).push(dof);
    }
    args.push(code);
    // SAFETY: the arguments follow the kernel's parameter list (c, rs, p, k, nm1, dof, alt; the
    // two scalars in the element type); `c`, `rs` and `p` hold `k * k` elements, C-contiguous;
    // threads outside the k x k grid return at once, and thread (i, j) writes rs[i, j], and for
    // j >= i p[i, j] and p[j, i]. The buffers live past the launch (freed in stream order).
    unsafe {
        cuda.launch(f, (gx, gy, 1), (BX, BY, 1), 0, &mut args)?;
    }
    Ok((rs, p))
}
