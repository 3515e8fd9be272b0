//! GPU generalized Hermitian-definite eigenproblem: cuSOLVER `sygvd`/`hegvd` per matrix pair.

use super::{GenEighResult, GeneralizedEighOptions, not_converged};
use crate::cuda::{download_i32, solver};
use crate::scalar::LinalgScalar;
use crate::util::with_tail;
use gsci_core::cuda::CudaBackend;
use gsci_core::{Array, Error, Result};

/// `a`, `b` broadcast to `(batch…, n, n)` (any layout).
pub(crate) fn gen_eigh<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    b: &Array<T>,
    opts: &GeneralizedEighOptions,
    vectors: bool,
    op: &'static str,
) -> Result<GenEighResult<T>> {
    let nd = a.ndim();
    let n = a.shape()[nd - 1];
    let batch_shape = &a.shape()[..nd - 2];
    let batch: usize = batch_shape.iter().product();
    // Column-major copies (C-ordered copies of the transposes); both are overwritten.
    let x = a.swapaxes(-1, -2)?.copy()?;
    let y = b.swapaxes(-1, -2)?.copy()?;
    let w = Array::<T::Re>::empty(&with_tail(batch_shape, &[n]), a.device())?;
    let info = solver::info_array(cuda, batch)?;
    let fill = if opts.lower {
        solver::Fill::CUBLAS_FILL_MODE_LOWER
    } else {
        solver::Fill::CUBLAS_FILL_MODE_UPPER
    };
    let h = solver::handle(cuda)?;
    let h = solver::lock(&h);
    // SAFETY: x and y hold batch contiguous n x n matrices, w batch n reals, info batch ints.
    unsafe {
        solver::sygvd(
            &h,
            cuda,
            T::DTYPE,
            opts.eig_type,
            vectors,
            fill,
            n,
            x.device_ptr().expect("GPU array"),
            y.device_ptr().expect("GPU array"),
            w.device_ptr().expect("GPU array"),
            info.ptr(),
            batch,
        )?
    };
    drop(h);
    let info = download_i32(cuda, info.ptr(), batch)?;
    if let Some(&i) = info.iter().find(|&&i| i > n as i32) {
        return Err(Error::NotPositiveDefinite {
            op,
            order: i as usize - n,
        });
    }
    if info.iter().any(|&i| i > 0) {
        return Err(not_converged(op));
    }
    if let Some(&i) = info.iter().find(|&&i| i < 0) {
        return Err(Error::Cuda {
            code: format!("invalid argument {}", -i),
            call: "cusolverDnXsygvd",
        });
    }
    let v = if vectors {
        Some(x.swapaxes(-1, -2)?)
    } else {
        None
    };
    Ok((w, v))
}
