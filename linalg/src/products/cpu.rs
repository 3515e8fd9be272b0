//! CPU products through faer's GEMM, or for f64 on AVX2/FMA CPUs our own (`super::dgemm`).

use crate::scalar::LinalgScalar;
use crate::util::{CpuMatrices, PARALLEL_WORK, no_zero_inner_strides, with_tail};
use faer::{Accum, Par};
use gsci_core::{Array, Element, Result};
use rayon::prelude::*;

/// `(batch..., m, k) x (batch..., k, n)` with both operands broadcast to `batch`.
pub(crate) fn matmul_batched<T: LinalgScalar>(
    a: &Array<T>,
    b: &Array<T>,
    batch: &[usize],
) -> Result<Array<T>> {
    let (na, nb) = (a.ndim(), b.ndim());
    let (m, k, n) = (a.shape()[na - 2], a.shape()[na - 1], b.shape()[nb - 1]);
    let a = no_zero_inner_strides(&a.broadcast_to(&with_tail(batch, &[m, k]))?)?;
    let b = no_zero_inner_strides(&b.broadcast_to(&with_tail(batch, &[k, n]))?)?;
    let (am, bm) = (CpuMatrices::new(&a), CpuMatrices::new(&b));
    let count = am.count();
    let mut out = gsci_core::host::zeros::<T>(count * m * n);
    let work = m * n * k;
    let one = <T as Element>::one();
    // The row-major C is the column-major C^T = B^T A^T: faer's kernels write column-major
    // destinations directly.
    let own = own_gemm::<T>(work);
    let product = |idx: usize, dst: &mut [T], par: Par| {
        #[cfg(target_arch = "x86_64")]
        if own {
            use super::dgemm::{Operand, gemm};
            let operand = |(ptr, rs, cs): (*const T, isize, isize)| Operand {
                ptr: ptr as *const f64,
                rs,
                cs,
            };
            // SAFETY: `own` holds only for T = f64 (the casts are identities) on a CPU with AVX2
            // and FMA; the operands are m x k and k x n views of arrays alive for the call, and
            // `dst` is the fresh m x n result.
            unsafe {
                let dst = std::slice::from_raw_parts_mut(dst.as_mut_ptr() as *mut f64, dst.len());
                let (a, b) = (operand(am.raw(idx)), operand(bm.raw(idx)));
                gemm(m, n, k, a, b, dst, matches!(par, Par::Rayon(_)));
            }
            return;
        }
        let dst = faer::MatMut::from_column_major_slice_mut(dst, n, m);
        let (a, b) = (am.mat(idx).transpose(), bm.mat(idx).transpose());
        faer::linalg::matmul::matmul(dst, Accum::Replace, b, a, one, par);
    };
    if count > 1 && work < PARALLEL_WORK * 8 {
        out.par_chunks_mut(m * n)
            .enumerate()
            .for_each(|(i, dst)| product(i, dst, Par::Seq));
    } else {
        let par = if work >= PARALLEL_WORK {
            Par::rayon(0)
        } else {
            Par::Seq
        };
        out.chunks_mut(m * n)
            .enumerate()
            .for_each(|(i, dst)| product(i, dst, par));
    }
    Array::from_vec(out, &with_tail(batch, &[m, n]), a.device())
}

/// Whether a product of `work` multiply-adds runs on our own f64 kernel. Below 2^15 it stays on
/// faer, whose small-matrix kernels need no packing (small sizes were not benchmarked against
/// ours).
fn own_gemm<T: LinalgScalar>(work: usize) -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::any::TypeId::of::<T>() == std::any::TypeId::of::<f64>()
            && work >= PARALLEL_WORK
            && super::dgemm::available()
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        let _ = work;
        false
    }
}

/// `sum(conj(a) * b)` over two 1-D arrays of equal length.
pub(crate) fn vdot<T: LinalgScalar>(a: &Array<T>, b: &Array<T>) -> Result<Array<T>> {
    let av = a.view_cpu().expect("CPU array");
    let bv = b.view_cpu().expect("CPU array");
    let mut acc = <T as Element>::zero();
    for (x, y) in av.iter().zip(bv.iter()) {
        acc += x.conj() * *y;
    }
    Array::scalar(acc, a.device())
}
