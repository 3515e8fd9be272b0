//! GPU Cholesky (cuSOLVER `Xpotrf`, or `potrfBatched` for stacks of n <= 32) and triangular
//! solves (cuBLAS `trsm`).
//!
//! A C-ordered copy of A is A^T = conj(A) to the column-major libraries. Factoring its upper
//! triangle (`potrf` UPPER) gives `A^T = U^H U`, whose memory read row-major is `L = U^T` with
//! `A = L L^H`; LOWER gives SciPy's upper factor the same way. Triangular solves put B (row-major,
//! i.e. column-major B^T) on the right: `A X = B` <=> `X^T A^T = B^T`, so `trsm` with side RIGHT on
//! the untouched row-major arrays, with op N/T/C as asked, needs no transposing copies.

use crate::cuda::blas::{self, Diag, Fill as BlasFill, Op, Side};
use crate::cuda::{download_i32, solver, upload};
use crate::lu::SMALL;
use crate::scalar::LinalgScalar;
use gsci_core::cuda::CudaBackend;
use gsci_core::{Array, Error, Result};

/// Factors every matrix of `a` `(batch, n, n)`; returns the raw factor array (the other triangle
/// keeps A's values, as LAPACK leaves it). `lower` selects A = L L^H from A's lower triangle.
pub(crate) fn potrf<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    lower: bool,
    op: &'static str,
) -> Result<Array<T>> {
    let nd = a.ndim();
    let n = a.shape()[nd - 1];
    let batch: usize = a.shape()[..nd - 2].iter().product();
    let c = a.copy()?;
    let base = c.device_ptr().expect("GPU array");
    let fill = if lower {
        solver::Fill::CUBLAS_FILL_MODE_UPPER
    } else {
        solver::Fill::CUBLAS_FILL_MODE_LOWER
    };
    let info = solver::info_array(cuda, batch)?;
    let h = solver::handle(cuda)?;
    let h = solver::lock(&h);
    let elem = (n * n * std::mem::size_of::<T>()) as u64;
    if n <= SMALL && batch > 1 {
        let ptrs: Vec<u64> = (0..batch as u64).map(|i| base + i * elem).collect();
        let ptrs = upload(cuda, &ptrs)?;
        // SAFETY: the pointer array addresses batch dense n x n matrices inside `c`.
        unsafe { solver::potrf_batched(&h, T::DTYPE, fill, n, ptrs.ptr(), n, info.ptr(), batch)? };
    } else {
        let mut plan = solver::Potrf::plan(&h, cuda, T::DTYPE, fill, n, n)?;
        for i in 0..batch as u64 {
            // SAFETY: matrix i and its info slot lie inside `c` and `info`.
            unsafe { plan.run(&h, base + i * elem, info.ptr() + i * 4)? };
        }
        plan.finish(cuda)?;
    }
    drop(h);
    let info = download_i32(cuda, info.ptr(), batch)?;
    if let Some(&order) = info.iter().find(|&&i| i > 0) {
        return Err(Error::NotPositiveDefinite {
            op,
            order: order as usize,
        });
    }
    if let Some(&i) = info.iter().find(|&&i| i < 0) {
        return Err(Error::Cuda {
            code: format!("invalid argument {}", -i),
            call: "potrf",
        });
    }
    Ok(c)
}

/// Right-side triangular solves over a batch: for each i, `X_i op(A_i) = B_i` with the
/// column-major views of row-major `a` `(batch, n, n)` and `b` `(batch, n, k)` (overwritten).
fn trsm_right<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    b: &Array<T>,
    fill: BlasFill,
    op: Op,
    diag: Diag,
) -> Result<()> {
    let nd = a.ndim();
    let n = a.shape()[nd - 1];
    let k = b.shape()[nd - 1];
    let batch: usize = a.shape()[..nd - 2].iter().product();
    let size = std::mem::size_of::<T>() as u64;
    let (ap, bp) = (
        a.device_ptr().expect("GPU array"),
        b.device_ptr().expect("GPU array"),
    );
    for i in 0..batch as u64 {
        // SAFETY: matrix i of `a` (n x n, lda n) and of `b` (column-major k x n, ldb k), both
        // contiguous; alive until the end of the caller.
        unsafe {
            blas::trsm(
                cuda,
                T::DTYPE,
                Side::CUBLAS_SIDE_RIGHT,
                fill,
                op,
                diag,
                k,
                n,
                ap + i * (n * n) as u64 * size,
                n,
                bp + i * (n * k) as u64 * size,
                k.max(1),
            )?
        };
    }
    Ok(())
}

/// `op(A) X = B` for triangular `a` `(batch, n, n)`, `b` `(batch, n, k)`; returns X.
pub(crate) fn solve_triangular<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    b: &Array<T>,
    lower: bool,
    trans: u8,
    unit: bool,
) -> Result<Array<T>> {
    let a = a.to_contiguous()?;
    let x = b.copy()?;
    // Row-major lower is column-major upper.
    let fill = if lower {
        BlasFill::CUBLAS_FILL_MODE_UPPER
    } else {
        BlasFill::CUBLAS_FILL_MODE_LOWER
    };
    let op = match trans {
        0 => Op::CUBLAS_OP_N,
        1 => Op::CUBLAS_OP_T,
        _ => Op::CUBLAS_OP_C,
    };
    let diag = if unit {
        Diag::CUBLAS_DIAG_UNIT
    } else {
        Diag::CUBLAS_DIAG_NON_UNIT
    };
    trsm_right(cuda, &a, &x, fill, op, diag)?;
    Ok(x)
}

/// `A X = B` from a Cholesky factor `c` `(batch, n, n)` (lower: `A = L L^H`, else `A = U^H U`).
pub(crate) fn cho_solve<T: LinalgScalar>(
    cuda: &CudaBackend,
    c: &Array<T>,
    lower: bool,
    b: &Array<T>,
) -> Result<Array<T>> {
    let c = c.to_contiguous()?;
    let x = b.copy()?;
    let non_unit = Diag::CUBLAS_DIAG_NON_UNIT;
    if lower {
        // X^T conj(L) L^T = B^T: solve against L^T (op N), then conj(L) (op C).
        let fill = BlasFill::CUBLAS_FILL_MODE_UPPER;
        trsm_right(cuda, &c, &x, fill, Op::CUBLAS_OP_N, non_unit)?;
        trsm_right(cuda, &c, &x, fill, Op::CUBLAS_OP_C, non_unit)?;
    } else {
        // X^T U^T conj(U) = B^T: solve against conj(U) (op C), then U^T (op N).
        let fill = BlasFill::CUBLAS_FILL_MODE_LOWER;
        trsm_right(cuda, &c, &x, fill, Op::CUBLAS_OP_C, non_unit)?;
        trsm_right(cuda, &c, &x, fill, Op::CUBLAS_OP_N, non_unit)?;
    }
    Ok(x)
}
