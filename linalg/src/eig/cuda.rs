//! GPU general eigendecomposition: cuSOLVER `Xgeev` per matrix, then one kernel that assembles
//! complex eigenvalues/vectors (unpacking LAPACK's real pairs) and one that normalises columns.

use super::EigParts;
use crate::cuda::{download_i32, solver};
use crate::scalar::LinalgScalar;
use crate::util::with_tail;
use gsci_core::cuda::{CudaBackend, KernelArgs, grid_1d};
use gsci_core::kernel_cache::TYPES_HEADER;
use gsci_core::{Array, DType, Error, Result};

const EIG_CU: &str = include_str!("eig.cu");
const BLOCK: u32 = 128;

fn real_c(d: DType) -> &'static str {
    match d {
        DType::F32 | DType::C64 => "float",
        _ => "double",
    }
}

fn complex_c(d: DType) -> &'static str {
    match d {
        DType::F32 | DType::C64 => "gsci_c64",
        _ => "gsci_c128",
    }
}

fn unpack_wrapper(d: DType) -> (String, String) {
    let name = format!("gsci_linalg_eig_unpack_{}", d.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {r}* vr, const {r}* w2, long long n, long long batch, int vectors, {c}* w, {c}* v) {{ gsci_eig_unpack_real_body<{r}, {c}>(vr, w2, n, batch, vectors, w, v); }}\n",
        r = real_c(d),
        c = complex_c(d)
    );
    (w, name)
}

fn normalize_wrapper(d: DType) -> (String, String) {
    let name = format!("gsci_linalg_eig_normalize_{}", d.short());
    let w = format!(
        "extern \"C\" __global__ void {name}(const {c}* in, long long rs, long long cs, long long n, long long batch, {c}* out) {{ gsci_eig_normalize_body<{c}>(in, rs, cs, n, batch, out); }}\n",
        c = complex_c(d)
    );
    (w, name)
}

fn source(wrappers: &str) -> String {
    format!("{TYPES_HEADER}\n{EIG_CU}\n{wrappers}")
}

/// The eig kernels of every dtype in one module (for the NVRTC compile test).
pub(crate) fn generated_source() -> (String, String) {
    let mut w = String::new();
    for d in [DType::F32, DType::F64] {
        w += &unpack_wrapper(d).0;
    }
    for d in [DType::C64, DType::C128] {
        w += &normalize_wrapper(d).0;
    }
    ("linalg_eig".to_string(), source(&w))
}

/// Normalises the columns of `(batch, n, n)` complex matrices (element (i, j) at
/// `b*n*n + i*rs + j*cs`) into the row-major `out`.
#[allow(clippy::too_many_arguments)]
fn normalize(
    cuda: &CudaBackend,
    d: DType,
    input: u64,
    rs: usize,
    cs: usize,
    n: usize,
    batch: usize,
    out: u64,
) -> Result<()> {
    let total = n * batch;
    if total == 0 {
        return Ok(());
    }
    let key = format!("linalg_eig_normalize|{}", d.short());
    let func = cuda.function(&key, || {
        let (w, name) = normalize_wrapper(d);
        (source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(input)
        .push(rs as i64)
        .push(cs as i64)
        .push(n as i64)
        .push(batch as i64)
        .push(out);
    let grid = grid_1d(cuda, total, BLOCK);
    // SAFETY: `input` and `out` hold batch n x n complex matrices of the stated layouts; the
    // arguments match the wrapper's parameters.
    unsafe { cuda.launch(func, (grid, 1, 1), (BLOCK, 1, 1), 0, &mut args) }
}

/// Normalises the columns of a row-major complex `(…, n, n)` array (a fresh contiguous copy).
pub(crate) fn normalize_columns<C: LinalgScalar>(
    cuda: &CudaBackend,
    v: &Array<C>,
) -> Result<Array<C>> {
    let nd = v.ndim();
    let n = v.shape()[nd - 1];
    let batch: usize = v.shape()[..nd - 2].iter().product();
    let x = v.copy()?;
    let p = x.device_ptr().expect("GPU array");
    normalize(cuda, C::DTYPE, p, n, 1, n, batch, p)?;
    Ok(x)
}

/// Eigenvalues `(batch…, n)` and (when asked) normalised right eigenvectors of `a`.
pub(crate) fn eig<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    vectors: bool,
) -> Result<EigParts<T>> {
    let nd = a.ndim();
    let n = a.shape()[nd - 1];
    let batch_shape = &a.shape()[..nd - 2];
    let batch: usize = batch_shape.iter().product();
    let dev = a.device();
    let cd = <T::Complex as gsci_core::Element>::DTYPE;
    // Column-major A: the C-ordered copy of A^T.
    let x = a.swapaxes(-1, -2)?.copy()?;
    let w = Array::<T::Complex>::empty(&with_tail(batch_shape, &[n]), dev)?;
    // Real input: W = [wr, wi] per matrix into a scratch array; complex input: straight into w.
    let w2 = if T::IS_COMPLEX {
        None
    } else {
        Some(Array::<T>::empty(&with_tail(batch_shape, &[2 * n]), dev)?)
    };
    let vr = if vectors {
        Some(Array::<T>::empty(&with_tail(batch_shape, &[n, n]), dev)?)
    } else {
        None
    };
    let info = solver::info_array(cuda, batch)?;
    let h = solver::handle(cuda)?;
    let h = solver::lock(&h);
    let mut plan = solver::Geev::plan(&h, cuda, T::DTYPE, vectors, n)?;
    let es = T::DTYPE.itemsize() as u64;
    let xp = x.device_ptr().expect("GPU array");
    let (wp, wstride) = match &w2 {
        Some(w2) => (w2.device_ptr().expect("GPU array"), 2 * n as u64 * es),
        None => (w.device_ptr().expect("GPU array"), n as u64 * es),
    };
    let vp = vr.as_ref().map(|v| v.device_ptr().expect("GPU array"));
    for i in 0..batch as u64 {
        let vi = vp.map_or(0, |p| p + i * (n * n) as u64 * es);
        // SAFETY: matrix i of x, its eigenvalue slots, its VR block (when planned), info slot.
        unsafe {
            plan.run(
                &h,
                xp + i * (n * n) as u64 * es,
                wp + i * wstride,
                vi,
                info.ptr() + i * 4,
            )?
        };
    }
    plan.finish(cuda)?;
    drop(h);
    let info = download_i32(cuda, info.ptr(), batch)?;
    if info.iter().any(|&i| i > 0) {
        return Err(Error::InvalidArgument {
            op: "eig",
            reason: "the QR algorithm failed to compute all the eigenvalues".into(),
        });
    }
    if let Some(&i) = info.iter().find(|&&i| i < 0) {
        return Err(Error::Cuda {
            code: format!("invalid argument {}", -i),
            call: "cusolverDnXgeev",
        });
    }
    let v = if vectors {
        Some(Array::<T::Complex>::empty(
            &with_tail(batch_shape, &[n, n]),
            dev,
        )?)
    } else {
        None
    };
    let v_ptr = v.as_ref().map_or(0, |v| v.device_ptr().expect("GPU array"));
    if let Some(w2) = &w2 {
        let key = format!("linalg_eig_unpack|{}", T::DTYPE.short());
        let func = cuda.function(&key, || {
            let (wr, name) = unpack_wrapper(T::DTYPE);
            (source(&wr), name)
        })?;
        let mut args = KernelArgs::new();
        args.push(vp.unwrap_or(0))
            .push(w2.device_ptr().expect("GPU array"))
            .push(n as i64)
            .push(batch as i64)
            .push(i32::from(vectors))
            .push(w.device_ptr().expect("GPU array"))
            .push(v_ptr);
        let grid = grid_1d(cuda, n * batch, BLOCK);
        // SAFETY: vr and v (when vectors; else unused null) hold batch n x n reals / complex
        // values, w2 batch 2n reals, w batch n complex values; the arguments match the
        // wrapper's parameters.
        unsafe { cuda.launch(func, (grid, 1, 1), (BLOCK, 1, 1), 0, &mut args)? };
        if !vectors {
            return Ok((w, None));
        }
        normalize(cuda, cd, v_ptr, n, 1, n, batch, v_ptr)?;
        return Ok((w, v));
    }
    let Some(vr) = vr else {
        return Ok((w, None));
    };
    // Complex VR is column-major: (i, j) at j*n + i.
    normalize(
        cuda,
        cd,
        vr.device_ptr().expect("GPU array"),
        1,
        n,
        n,
        batch,
        v_ptr,
    )?;
    Ok((w, v))
}
