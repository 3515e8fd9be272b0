//! GPU LU routines: our small-matrix kernel for n <= 16 (`cuda/small.cu`: solve, inv, det and
//! slogdet in one launch), cuBLAS `getrfBatched`/`getrsBatched`/`getriBatched` in one call for
//! stacks of matrices with 16 < n <= 32, cuSOLVER `Xgetrf`/`Xgetrs` per matrix above.
//!
//! A C-ordered copy of A is, to the column-major libraries, A^T. Solves factor A^T and use the
//! transposed solve (`getrs` with op T), inverses and determinants need nothing more
//! (`(A^T)^-1` read row-major is `A^-1`, `det A^T = det A`). Only `lu_factor`, whose factors must be
//! those of A itself (SciPy's), copies A transposed.

use crate::cuda::kernels::{self, LuFactors, Pivot};
use crate::cuda::small::{self, SMALL_KERNEL_MAX};
use crate::cuda::{alloc_elems, blas, download_i32, solver};
use crate::scalar::LinalgScalar;
use gsci_core::cuda::{CudaBackend, DeviceBuffer};
use gsci_core::reduce::ReduceOptions;
use gsci_core::{Array, Element, Error, Result};

/// Largest order sent through cuBLAS's batched small-matrix routines.
pub(crate) const SMALL: usize = 32;

/// LU factors of a batch, on the device.
pub(crate) struct GpuLu<T: Element> {
    /// Contiguous `(batch, n, n)`: each matrix the column-major factors of the matrix factored.
    pub lu: Array<T>,
    pub piv: DeviceBuffer,
    pub piv_kind: Pivot,
    pub info: DeviceBuffer,
    pub n: usize,
    pub batch: usize,
}

impl<T: Element> GpuLu<T> {
    fn factors(&self) -> LuFactors {
        LuFactors {
            lu: self.lu.device_ptr().expect("GPU array"),
            n: self.n,
            mat_stride: self.n * self.n,
            piv: self.piv.ptr(),
            piv_kind: self.piv_kind,
            piv_stride: self.n,
            batch: self.batch,
        }
    }

    /// Reads every `info` back and maps a zero pivot to `Singular`, ignoring the matrices
    /// flagged in `bad` (non-finite input, whose results become NaN instead; the flags are only
    /// read back when some pivot is zero).
    fn check_singular_except(
        &self,
        cuda: &CudaBackend,
        op: &'static str,
        bad: &Array<bool>,
    ) -> Result<()> {
        let mut info = download_i32(cuda, self.info.ptr(), self.batch)?;
        if info.iter().any(|&i| i > 0) {
            for (i, s) in info.iter_mut().zip(bad.to_vec()?) {
                if s {
                    *i = 0;
                }
            }
        }
        if info.iter().any(|&i| i > 0) {
            return Err(Error::Singular { op });
        }
        if let Some(&i) = info.iter().find(|&&i| i < 0) {
            return Err(Error::Cuda {
                code: format!("invalid argument {}", -i),
                call: "getrf",
            });
        }
        Ok(())
    }
}

/// Addresses of `batch` matrices `stride` elements apart, as a device pointer array (written by a
/// kernel: no host-to-device copy).
fn pointer_array<T: Element>(
    cuda: &CudaBackend,
    base: u64,
    stride: usize,
    batch: usize,
) -> Result<DeviceBuffer> {
    let bytes = (stride * T::DTYPE.itemsize()) as u64;
    kernels::ptr_array(cuda, base, bytes, batch)
}

/// Factors `mats` (a fresh contiguous `(batch, n, n)` array, overwritten), n >= 1, batch >= 1.
pub(crate) fn factor<T: LinalgScalar>(
    cuda: &CudaBackend,
    mats: Array<T>,
    n: usize,
    batch: usize,
) -> Result<GpuLu<T>> {
    let info = solver::info_array(cuda, batch)?;
    let base = mats.device_ptr().expect("GPU array");
    if n <= SMALL && batch > 1 {
        let piv = alloc_elems(cuda, batch * n, 4)?;
        let ptrs = pointer_array::<T>(cuda, base, n * n, batch)?;
        // SAFETY: `ptrs` addresses batch dense n x n matrices inside `mats`; piv and info are
        // sized for the batch.
        unsafe {
            blas::getrf_batched(
                cuda,
                T::DTYPE,
                n,
                ptrs.ptr(),
                n,
                piv.ptr(),
                info.ptr(),
                batch,
            )?
        };
        return Ok(GpuLu {
            lu: mats,
            piv,
            piv_kind: Pivot::I32,
            info,
            n,
            batch,
        });
    }
    let piv = alloc_elems(cuda, batch * n, 8)?;
    let h = solver::handle(cuda)?;
    let h = solver::lock(&h);
    let mut plan = solver::Getrf::plan(&h, cuda, T::DTYPE, n, n)?;
    let elem = T::DTYPE.itemsize() as u64;
    for i in 0..batch as u64 {
        // SAFETY: matrix i, its n pivots and its info slot lie inside the buffers above.
        unsafe {
            plan.run(
                &h,
                base + i * (n * n) as u64 * elem,
                piv.ptr() + i * n as u64 * 8,
                info.ptr() + i * 4,
            )?
        };
    }
    plan.finish(cuda)?;
    Ok(GpuLu {
        lu: mats,
        piv,
        piv_kind: Pivot::I64,
        info,
        n,
        batch,
    })
}

/// Solves `op(F) X = B` in place for every matrix, `F` the factored matrix, `rhs` a contiguous
/// `(batch, k, n)` array (each matrix the column-major n x k right-hand side).
pub(crate) fn getrs<T: LinalgScalar>(
    cuda: &CudaBackend,
    f: &GpuLu<T>,
    trans: solver::Op,
    rhs: &Array<T>,
    k: usize,
) -> Result<()> {
    let (n, batch) = (f.n, f.batch);
    let elem = T::DTYPE.itemsize() as u64;
    let lu = f.lu.device_ptr().expect("GPU array");
    let b = rhs.device_ptr().expect("GPU array");
    if f.piv_kind == Pivot::I32 {
        let a_ptrs = pointer_array::<T>(cuda, lu, n * n, batch)?;
        let b_ptrs = pointer_array::<T>(cuda, b, n * k, batch)?;
        // The two enums are the same C enum, generated once per library by cudarc.
        let op = match trans {
            solver::Op::CUBLAS_OP_N => blas::Op::CUBLAS_OP_N,
            solver::Op::CUBLAS_OP_T => blas::Op::CUBLAS_OP_T,
            _ => blas::Op::CUBLAS_OP_C,
        };
        // SAFETY: pointer arrays address the batch inside `f.lu` and `rhs`; pivots from getrf.
        return unsafe {
            blas::getrs_batched(
                cuda,
                T::DTYPE,
                op,
                n,
                k,
                a_ptrs.ptr(),
                n,
                f.piv.ptr(),
                b_ptrs.ptr(),
                n,
                batch,
            )
        };
    }
    let h = solver::handle(cuda)?;
    let h = solver::lock(&h);
    let scratch_info = solver::info_array(cuda, 1)?;
    for i in 0..batch as u64 {
        // SAFETY: matrix i of the factors and of the right-hand sides; pivots i.
        unsafe {
            solver::getrs(
                &h,
                T::DTYPE,
                trans,
                n,
                k,
                lu + i * (n * n) as u64 * elem,
                n,
                f.piv.ptr() + i * n as u64 * 8,
                b + i * (n * k) as u64 * elem,
                n,
                scratch_info.ptr(),
            )?
        };
    }
    Ok(())
}

/// Per-matrix flags of a `(batch..., n, n)` array, shape `(batch..., 1, 1)`: whether the matrix
/// holds a NaN or an infinity. Pivoting is undefined on such input (cuSOLVER may report a zero
/// pivot, or leave finite values in the solution); LAPACK through NumPy and the CPU backend give
/// NaN, so the GPU routines set the results of those matrices to NaN.
fn nonfinite<T: LinalgScalar>(a: &Array<T>) -> Result<Array<bool>> {
    let finite = gsci_core::ufunc::isfinite::<bool>(a)?;
    let opts = ReduceOptions {
        axis: Some(&[-2, -1]),
        keepdims: true,
    };
    gsci_core::ufunc::logical_not::<bool>(&gsci_core::reduce::all(&finite, &opts)?)
}

/// `x` with the matrices flagged in `bad` (broadcast against it) replaced by NaN.
fn nan_where<T: LinalgScalar>(bad: &Array<bool>, x: &Array<T>) -> Result<Array<T>> {
    let nan = T::from_scalar(gsci_core::Scalar::Complex(f64::NAN, f64::NAN));
    let nan = Array::full(&[], nan, x.device())?;
    gsci_core::where_(bad, &nan, x)
}

/// `A X = B` for `a` `(batch, n, n)` and `b` `(batch, n, k)` (both already broadcast).
pub(crate) fn solve<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    b: &Array<T>,
    op: &'static str,
) -> Result<Array<T>> {
    let nd = a.ndim();
    let n = a.shape()[nd - 1];
    let k = b.shape()[nd - 1];
    if n <= SMALL_KERNEL_MAX {
        return small::solve(cuda, a, b, op);
    }
    let batch: usize = a.shape()[..nd - 2].iter().product();
    let bad = nonfinite(a)?;
    let f = factor(cuda, a.copy()?, n, batch)?;
    // Column-major right-hand sides: the C-ordered copy of B's transpose.
    let rhs = b.swapaxes(-1, -2)?.copy()?;
    getrs(cuda, &f, solver::Op::CUBLAS_OP_T, &rhs, k)?;
    f.check_singular_except(cuda, op, &bad)?;
    nan_where(&bad, &rhs.swapaxes(-1, -2)?)
}

/// Inverse of every matrix of a contiguous-able `(batch, n, n)` array.
pub(crate) fn inv<T: LinalgScalar>(cuda: &CudaBackend, a: &Array<T>) -> Result<Array<T>> {
    let nd = a.ndim();
    let n = a.shape()[nd - 1];
    if n <= SMALL_KERNEL_MAX {
        return small::inv(cuda, a);
    }
    let batch: usize = a.shape()[..nd - 2].iter().product();
    let bad = nonfinite(a)?;
    let f = factor(cuda, a.copy()?, n, batch)?;
    let out = inv_factored(cuda, a, &f, n, batch)?;
    f.check_singular_except(cuda, "inv", &bad)?;
    nan_where(&bad, &out)
}

/// The inverses from the factors of every matrix (no singularity check).
fn inv_factored<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    f: &GpuLu<T>,
    n: usize,
    batch: usize,
) -> Result<Array<T>> {
    if f.piv_kind == Pivot::I32 {
        let out = Array::<T>::empty(a.shape(), a.device())?;
        let lu = f.lu.device_ptr().expect("GPU array");
        let a_ptrs = pointer_array::<T>(cuda, lu, n * n, batch)?;
        let c_ptrs = pointer_array::<T>(cuda, out.device_ptr().expect("GPU array"), n * n, batch)?;
        let info = solver::info_array(cuda, batch)?;
        // SAFETY: factors from getrfBatched; `out` is a fresh dense batch of n x n matrices.
        unsafe {
            blas::getri_batched(
                cuda,
                T::DTYPE,
                n,
                a_ptrs.ptr(),
                n,
                f.piv.ptr(),
                c_ptrs.ptr(),
                n,
                info.ptr(),
                batch,
            )?
        };
        return Ok(out);
    }
    // (A^T)^-1 in column-major is A^-1 in row-major: solve with the identity, op N.
    let eye = Array::<T>::eye(n, None, 0, a.device())?;
    let rhs = eye.broadcast_to(a.shape())?.copy()?;
    getrs(cuda, f, solver::Op::CUBLAS_OP_N, &rhs, n)?;
    Ok(rhs)
}

/// Determinants of a `(batch, n, n)` array, shape `batch`.
pub(crate) fn det<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    batch_shape: &[usize],
) -> Result<Array<T>> {
    let nd = a.ndim();
    let n = a.shape()[nd - 1];
    if n <= SMALL_KERNEL_MAX {
        return small::det(cuda, a, batch_shape);
    }
    let batch: usize = batch_shape.iter().product();
    let dims: Vec<isize> = batch_shape.iter().map(|&d| d as isize).collect();
    let bad = nonfinite(a)?.reshape(&dims)?;
    let f = factor(cuda, a.copy()?, n, batch)?;
    let out = Array::<T>::empty(batch_shape, a.device())?;
    kernels::lu_det(
        cuda,
        T::DTYPE,
        &f.factors(),
        out.device_ptr().expect("GPU array"),
    )?;
    nan_where(&bad, &out)
}

/// (sign, log|det|) of a `(batch, n, n)` array.
pub(crate) fn slogdet<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    batch_shape: &[usize],
) -> Result<(Array<T>, Array<T::Re>)> {
    let nd = a.ndim();
    let n = a.shape()[nd - 1];
    if n <= SMALL_KERNEL_MAX {
        return small::slogdet(cuda, a, batch_shape);
    }
    let batch: usize = batch_shape.iter().product();
    let dims: Vec<isize> = batch_shape.iter().map(|&d| d as isize).collect();
    let bad = nonfinite(a)?.reshape(&dims)?;
    let f = factor(cuda, a.copy()?, n, batch)?;
    let sign = Array::<T>::empty(batch_shape, a.device())?;
    let logabs = Array::<T::Re>::empty(batch_shape, a.device())?;
    kernels::lu_slogdet(
        cuda,
        T::DTYPE,
        &f.factors(),
        sign.device_ptr().expect("GPU array"),
        logabs.device_ptr().expect("GPU array"),
    )?;
    Ok((nan_where(&bad, &sign)?, nan_where(&bad, &logabs)?))
}

/// SciPy's `lu_factor` of a `(batch, n, n)` array: the factors of A (not A^T), returned as a
/// row-major view, and 0-based int32 pivots `(batch, n)`.
pub(crate) fn lu_factor<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
) -> Result<(Array<T>, Array<i32>)> {
    let nd = a.ndim();
    let n = a.shape()[nd - 1];
    let batch: usize = a.shape()[..nd - 2].iter().product();
    // C-ordered copy of A^T = column-major A.
    let f = factor(cuda, a.swapaxes(-1, -2)?.copy()?, n, batch)?;
    let piv = Array::<i32>::empty(&a.shape()[..nd - 1], a.device())?;
    kernels::piv_shift(
        cuda,
        f.piv_kind,
        f.piv.ptr(),
        Pivot::I32,
        piv.device_ptr().expect("GPU array"),
        batch * n,
        -1,
    )?;
    Ok((f.lu.swapaxes(-1, -2)?, piv))
}

/// SciPy's `lu_solve`: `lu` `(batch, n, n)` row-major factors of A, `piv` `(batch, n)` 0-based,
/// `b` `(batch, n, k)`.
pub(crate) fn lu_solve<T: LinalgScalar>(
    cuda: &CudaBackend,
    lu: &Array<T>,
    piv: &Array<i32>,
    b: &Array<T>,
    trans: solver::Op,
) -> Result<Array<T>> {
    let nd = lu.ndim();
    let n = lu.shape()[nd - 1];
    let k = b.shape()[nd - 1];
    let batch: usize = lu.shape()[..nd - 2].iter().product();
    // Column-major factors of A: the C-ordered transpose (free for lu_factor's own output).
    let lu_cm = lu.swapaxes(-1, -2)?.to_contiguous()?;
    let piv = piv.to_contiguous()?;
    let (kind, width) = if n <= SMALL && batch > 1 {
        (Pivot::I32, 4)
    } else {
        (Pivot::I64, 8)
    };
    let piv1 = alloc_elems(cuda, batch * n, width)?;
    kernels::piv_shift(
        cuda,
        Pivot::I32,
        piv.device_ptr().expect("GPU array"),
        kind,
        piv1.ptr(),
        batch * n,
        1,
    )?;
    let f = GpuLu {
        lu: lu_cm,
        piv: piv1,
        piv_kind: kind,
        info: solver::info_array(cuda, batch)?,
        n,
        batch,
    };
    let rhs = b.swapaxes(-1, -2)?.copy()?;
    getrs(cuda, &f, trans, &rhs, k)?;
    rhs.swapaxes(-1, -2)
}
