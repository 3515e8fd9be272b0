//! GPU packed LU of rectangular matrices: cuSOLVER `Xgetrf` (m x n) per matrix; the pivots are
//! read back once to build the row order on the host.

use crate::cuda::{alloc_elems, download_i32, solver};
use crate::scalar::LinalgScalar;
use gsci_core::cuda::CudaBackend;
use gsci_core::{Array, Error, Result};

/// Packed factors of every matrix of `a` `(batch..., m, n)` as a row-major view of shape
/// `(batch..., m, n)`, and the row order of each (`rows[i]` = row of A now in row i of L U).
pub(crate) fn packed<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    m: usize,
    n: usize,
    count: usize,
) -> Result<(Array<T>, Vec<Vec<usize>>)> {
    let k = m.min(n);
    // Column-major A (lda m): the C-ordered copy of A^T.
    let x = a.swapaxes(-1, -2)?.copy()?;
    let piv = alloc_elems(cuda, count * k, 8)?;
    let info = solver::info_array(cuda, count)?;
    let h = solver::handle(cuda)?;
    let h = solver::lock(&h);
    let mut plan = solver::Getrf::plan_rect(&h, cuda, T::DTYPE, (m, n), m.max(1))?;
    let base = x.device_ptr().expect("GPU array");
    let es = T::DTYPE.itemsize() as u64;
    for i in 0..count as u64 {
        // SAFETY: matrix i (m x n, lda m), its k pivots and its info slot lie in the buffers.
        unsafe {
            plan.run(
                &h,
                base + i * (m * n) as u64 * es,
                piv.ptr() + i * k as u64 * 8,
                info.ptr() + i * 4,
            )?
        };
    }
    plan.finish(cuda)?;
    drop(h);
    let info = download_i32(cuda, info.ptr(), count)?;
    if let Some(&i) = info.iter().find(|&&i| i < 0) {
        return Err(Error::Cuda {
            code: format!("invalid argument {}", -i),
            call: "cusolverDnXgetrf",
        });
    }
    // info > 0 is an exactly singular U: SciPy's lu returns it without error.
    let mut ipiv = vec![0i64; count * k];
    if !ipiv.is_empty() {
        // SAFETY: i64 has no invalid bit patterns; the byte view covers exactly `ipiv`.
        let bytes =
            unsafe { std::slice::from_raw_parts_mut(ipiv.as_mut_ptr() as *mut u8, ipiv.len() * 8) };
        cuda.copy_dtoh_bytes(piv.ptr(), bytes)?;
    }
    let rows = ipiv
        .chunks(k.max(1))
        .take(count)
        .map(|p| {
            let mut rows: Vec<usize> = (0..m).collect();
            for (i, &r) in p.iter().enumerate() {
                rows.swap(i, (r - 1) as usize);
            }
            rows
        })
        .collect();
    Ok((x.swapaxes(-1, -2)?, rows))
}
