//! GPU products through cuBLAS `GemmEx` / `GemmStridedBatchedEx`.
//!
//! Row-major `C = A B` is computed as column-major `C^T = B^T A^T`: a C-ordered operand is
//! already its column-major transpose (op N), an F-ordered one (a transposed view) is passed with
//! op T, so neither is copied. Operands that are neither (or whose batch does not have one
//! stride) are made contiguous first.

use crate::cuda::blas::{self, GemmOperand, Op};
use crate::scalar::LinalgScalar;
use crate::util::with_tail;
use gsci_core::cuda::CudaBackend;
use gsci_core::{Array, Element, Result};

/// The one stride between consecutive matrices of a batch, if the batch dimensions have one
/// (0 when every matrix is the same one, as after broadcasting).
fn uniform_batch_stride(shape: &[usize], strides: &[isize]) -> Option<isize> {
    let dims: Vec<(usize, isize)> = shape
        .iter()
        .zip(strides)
        .filter(|(n, _)| **n != 1)
        .map(|(&n, &s)| (n, s))
        .collect();
    let Some(&(_, last)) = dims.last() else {
        return Some(0);
    };
    if last < 0 {
        return None;
    }
    let mut expected = last;
    for &(n, s) in dims.iter().rev() {
        if s != expected {
            return None;
        }
        expected = s * n as isize;
    }
    Some(last)
}

/// How a logical `rows x cols` matrix stack is seen by cuBLAS as its transpose `cols x rows`:
/// (op, leading dimension), or None if it must be copied.
fn transpose_slot(rows: usize, cols: usize, rs: isize, cs: isize) -> Option<(Op, usize)> {
    // C-ordered rows: the memory is the column-major `cols x rows` transpose.
    if (cols == 1 || cs == 1) && (rows == 1 || rs >= cols.max(1) as isize) {
        let ld = if rows == 1 { cols.max(1) } else { rs as usize };
        return Some((Op::CUBLAS_OP_N, ld));
    }
    // F-ordered: the memory is the column-major matrix itself; transpose it in the call.
    if (rows == 1 || rs == 1) && (cols == 1 || cs >= rows.max(1) as isize) {
        let ld = if cols == 1 { rows.max(1) } else { cs as usize };
        return Some((Op::CUBLAS_OP_T, ld));
    }
    None
}

/// A stack of matrices prepared as a GEMM operand (the array kept alive beside it).
fn operand<T: Element>(
    x: &Array<T>,
    batch: &[usize],
    rows: usize,
    cols: usize,
) -> Result<(Array<T>, GemmOperand)> {
    let full = with_tail(batch, &[rows, cols]);
    let view = x.broadcast_to(&full)?;
    let nd = view.ndim();
    let st = view.strides();
    let batch_stride = uniform_batch_stride(&view.shape()[..nd - 2], &st[..nd - 2]);
    if let (Some(bs), Some((op, ld))) = (
        batch_stride,
        transpose_slot(rows, cols, st[nd - 2], st[nd - 1]),
    ) {
        let ptr = view.device_ptr().expect("GPU array");
        return Ok((
            view,
            GemmOperand {
                ptr,
                op,
                ld,
                batch_stride: bs,
            },
        ));
    }
    // Materialise: the whole broadcast batch only when the batch strides are irregular.
    let dense = if batch_stride.is_some() {
        let own = x.broadcast_to(&with_tail(&x.shape()[..x.ndim() - 2], &[rows, cols]))?;
        let c = own.to_contiguous()?;
        let c = c.broadcast_to(&full)?;
        if let Some(bs) = uniform_batch_stride(&c.shape()[..nd - 2], &c.strides()[..nd - 2]) {
            let ptr = c.device_ptr().expect("GPU array");
            return Ok((
                c,
                GemmOperand {
                    ptr,
                    op: Op::CUBLAS_OP_N,
                    ld: cols.max(1),
                    batch_stride: bs,
                },
            ));
        }
        view.copy()?
    } else {
        view.copy()?
    };
    let ptr = dense.device_ptr().expect("GPU array");
    Ok((
        dense,
        GemmOperand {
            ptr,
            op: Op::CUBLAS_OP_N,
            ld: cols.max(1),
            batch_stride: (rows * cols) as isize,
        },
    ))
}

/// `(batch..., m, k) x (batch..., k, n)` on the GPU (sizes all non-zero).
pub(crate) fn matmul_batched<T: Element>(
    cuda: &CudaBackend,
    a: &Array<T>,
    b: &Array<T>,
    batch: &[usize],
    tf32: bool,
) -> Result<Array<T>> {
    let (na, nb) = (a.ndim(), b.ndim());
    let (m, k, n) = (a.shape()[na - 2], a.shape()[na - 1], b.shape()[nb - 1]);
    let (_a_keep, opa) = operand(a, batch, m, k)?;
    let (_b_keep, opb) = operand(b, batch, k, n)?;
    let out = Array::<T>::empty(&with_tail(batch, &[m, n]), a.device())?;
    let count: usize = batch.iter().product();
    let c = out.device_ptr().expect("GPU array");
    // SAFETY: each operand describes `count` matrices inside arrays kept alive until the end of
    // this function (frees are stream-ordered after the GEMM); `out` is fresh, dense m x n per
    // matrix, i.e. column-major n x m with ldc = n.
    unsafe { blas::gemm(cuda, T::DTYPE, n, m, k, opb, opa, c, n, count, tf32)? };
    Ok(out)
}

/// `sum(conj(a) * b)` as a 1 x 1 GEMM with op C on `a`.
pub(crate) fn vdot<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    b: &Array<T>,
) -> Result<Array<T>> {
    let n = a.len();
    let (a, b) = (a.to_contiguous()?, b.to_contiguous()?);
    let out = Array::<T>::empty(&[], a.device())?;
    let conj = if T::IS_COMPLEX {
        Op::CUBLAS_OP_C
    } else {
        Op::CUBLAS_OP_T
    };
    let opa = GemmOperand {
        ptr: a.device_ptr().expect("GPU array"),
        op: conj,
        ld: n,
        batch_stride: 0,
    };
    let opb = GemmOperand {
        ptr: b.device_ptr().expect("GPU array"),
        op: Op::CUBLAS_OP_N,
        ld: n,
        batch_stride: 0,
    };
    let c = out.device_ptr().expect("GPU array");
    // SAFETY: a and b hold n contiguous elements (column-major n x 1, ld n); out holds one.
    unsafe { blas::gemm(cuda, T::DTYPE, 1, 1, n, opa, opb, c, 1, 1, false)? };
    Ok(out)
}
