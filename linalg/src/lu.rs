//! LU-based routines: `solve`, `inv`, `det`, `slogdet` (numpy.linalg) and `lu_factor`,
//! `lu_solve`, `lu` (scipy.linalg), batched over leading dimensions.

mod cpu;
mod cuda;

use crate::cuda::solver::Op;
use crate::layout::{concat_parts, write_row_major};
use crate::scalar::LinalgScalar;
use crate::util::{
    CpuMatrices, PARALLEL_WORK, broadcast_batch, matrix_dims, same_device, square, with_tail,
};
use faer::Par;
use gsci_core::{Array, Backend, Element, Error, Result};
use rayon::prelude::*;

pub(crate) use cuda::SMALL;

/// How a batch of `count` matrices of `work_each` elements of work runs: None to run the matrices
/// in parallel (each call sequential inside), else the parallelism each call uses inside.
fn batch_schedule(count: usize, work_each: usize) -> Option<Par> {
    if count > 1 && count * work_each >= PARALLEL_WORK {
        None
    } else if work_each >= PARALLEL_WORK {
        Some(Par::rayon(0))
    } else {
        Some(Par::Seq)
    }
}

/// Runs `f` for every matrix of a batch, in parallel when the batch is large enough, passing the
/// parallelism each call should use inside.
pub(crate) fn cpu_batch<R: Send>(
    count: usize,
    work_each: usize,
    f: impl Fn(usize, Par) -> Result<R> + Sync,
) -> Result<Vec<R>> {
    match batch_schedule(count, work_each) {
        None => (0..count).into_par_iter().map(|i| f(i, Par::Seq)).collect(),
        Some(par) => (0..count).map(|i| f(i, par)).collect(),
    }
}

/// Runs `f` on every `len`-element matrix of `data` in place, as [`cpu_batch`] schedules them.
pub(crate) fn cpu_batch_mut<T: Send>(
    data: &mut [T],
    len: usize,
    work_each: usize,
    f: impl Fn(usize, &mut [T], Par) -> Result<()> + Sync,
) -> Result<()> {
    let count = data.len() / len.max(1);
    match batch_schedule(count, work_each) {
        None => data
            .par_chunks_mut(len)
            .enumerate()
            .try_for_each(|(i, m)| f(i, m, Par::Seq)),
        Some(par) => data
            .chunks_mut(len)
            .enumerate()
            .try_for_each(|(i, m)| f(i, m, par)),
    }
}

/// Batch shape, `a` and `b` broadcast to it, and whether `b` was a vector.
pub(crate) type BroadcastSolve<T> = (Vec<usize>, Array<T>, Array<T>, bool);

/// Broadcasts `a` `(..., M, M)` and `b` (`(M,)` or `(..., M, K)`) like NumPy 2's `solve`: returns
/// the batch shape, both operands broadcast to `(batch, M, M)` and `(batch, M, K)`, and whether b
/// was a vector.
pub(crate) fn broadcast_solve<T: Element>(
    a: &Array<T>,
    b: &Array<T>,
    op: &'static str,
) -> Result<BroadcastSolve<T>> {
    let n = square(a, op)?;
    let vector = b.ndim() == 1;
    let b2 = if vector {
        b.reshape(&[b.shape()[0] as isize, 1])?
    } else if b.ndim() == 0 {
        return Err(Error::InvalidShape {
            op,
            shape: b.shape().to_vec(),
            reason: "b must be at least one-dimensional".into(),
        });
    } else {
        b.clone()
    };
    let (b_batch, bm, k) = matrix_dims(&b2, op)?;
    if bm != n {
        return Err(Error::ShapeMismatch {
            op,
            left: a.shape().to_vec(),
            right: b.shape().to_vec(),
        });
    }
    let a_batch = &a.shape()[..a.ndim() - 2];
    let batch = broadcast_batch(a_batch, &b_batch, a.shape(), b.shape(), op)?;
    let a = a.broadcast_to(&with_tail(&batch, &[n, n]))?;
    let b = b2.broadcast_to(&with_tail(&batch, &[n, k]))?;
    Ok((batch, a, b, vector))
}

/// Drops the column axis added for a vector right-hand side.
fn finish_solve<T: Element>(x: Array<T>, vector: bool) -> Result<Array<T>> {
    if vector {
        x.squeeze(Some(&[-1]))
    } else {
        Ok(x)
    }
}

/// Solves `a x = b` for `x`, batched.
///
/// Equivalent to `numpy.linalg.solve`.
///
/// `a` is `(..., M, M)`; `b` is `(M,)` (one vector, broadcast over a's batch) or `(..., M, K)`
/// (a stack of matrices; batch dimensions broadcast), as in NumPy 2. Stacks of small matrices
/// are solved on the GPU in one launch (M <= 16: one thread per matrix; M <= 32: batched cuBLAS).
///
/// # Errors
/// [`Error::InvalidShape`] for a non-square `a`; [`Error::ShapeMismatch`] (both shapes) when the
/// shapes do not fit or broadcast; [`Error::Singular`] when some matrix is exactly singular.
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![2.0f64, 0.0, 0.0, 4.0], &[2, 2], &dev)?;
/// let b = Array::from_vec(vec![2.0f64, 2.0], &[2], &dev)?;
/// assert_eq!(gsci_linalg::solve(&a, &b)?.to_vec()?, vec![1.0, 0.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn solve<T: LinalgScalar>(a: &Array<T>, b: &Array<T>) -> Result<Array<T>> {
    const OP: &str = "solve";
    same_device(a, b, OP)?;
    let (batch, a, b, vector) = broadcast_solve(a, b, OP)?;
    let (n, k) = (a.shape()[a.ndim() - 1], b.shape()[b.ndim() - 1]);
    let count: usize = batch.iter().product();
    if count == 0 || n == 0 || k == 0 {
        return finish_solve(
            Array::zeros(&with_tail(&batch, &[n, k]), a.device())?,
            vector,
        );
    }
    let x = match a.device().backend() {
        Backend::Cpu => {
            let (am, bm) = (CpuMatrices::new(&a), CpuMatrices::new(&b));
            let parts = cpu_batch(count, n * n * n + n * n * k, |i, par| {
                let lu = cpu::factor(am.mat(i), par);
                if lu.is_singular() {
                    return Err(Error::Singular { op: OP });
                }
                let mut x = bm.mat(i).to_owned();
                lu.solve_in_place(x.as_mut(), par);
                let mut out = vec![T::zero(); n * k];
                write_row_major(&mut out, x.as_ref());
                Ok(out)
            })?;
            Array::from_vec(parts.concat(), &with_tail(&batch, &[n, k]), a.device())?
        }
        Backend::Cuda(c) => cuda::solve(c, &a, &b, OP)?,
    };
    finish_solve(x, vector)
}

/// Inverse of a square matrix, batched.
///
/// Equivalent to `numpy.linalg.inv`.
///
/// # Errors
/// [`Error::InvalidShape`] for non-square input; [`Error::Singular`] for an exactly singular one.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![2.0f64, 0.0, 0.0, 4.0], &[2, 2], &Device::cpu())?;
/// assert_eq!(gsci_linalg::inv(&a)?.to_vec()?, vec![0.5, 0.0, 0.0, 0.25]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn inv<T: LinalgScalar>(a: &Array<T>) -> Result<Array<T>> {
    const OP: &str = "inv";
    let n = square(a, OP)?;
    let count: usize = a.shape()[..a.ndim() - 2].iter().product();
    if count == 0 || n == 0 {
        return Array::zeros(a.shape(), a.device());
    }
    match a.device().backend() {
        Backend::Cpu => {
            let am = CpuMatrices::new(a);
            let parts = cpu_batch(count, n * n * n, |i, par| {
                let lu = cpu::factor(am.mat(i), par);
                if lu.is_singular() {
                    return Err(Error::Singular { op: OP });
                }
                let mut x = faer::Mat::<T>::identity(n, n);
                lu.solve_in_place(x.as_mut(), par);
                let mut out = gsci_core::host::zeros::<T>(n * n);
                write_row_major(&mut out, x.as_ref());
                Ok(out)
            })?;
            Array::from_vec(concat_parts(parts), a.shape(), a.device())
        }
        Backend::Cuda(c) => cuda::inv(c, a),
    }
}

/// Determinant, batched (shape `a.shape[:-2]`).
///
/// Equivalent to `numpy.linalg.det`.
///
/// The determinant of a 0 x 0 matrix is 1; a singular matrix gives 0 (not an error).
///
/// # Errors
/// [`Error::InvalidShape`] for non-square input.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
/// assert!((gsci_linalg::det(&a)?.item()? + 2.0).abs() < 1e-15);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn det<T: LinalgScalar>(a: &Array<T>) -> Result<Array<T>> {
    let n = square(a, "det")?;
    let batch = a.shape()[..a.ndim() - 2].to_vec();
    let count: usize = batch.iter().product();
    if count == 0 || n == 0 {
        return Array::ones(&batch, a.device());
    }
    match a.device().backend() {
        Backend::Cpu => {
            let am = CpuMatrices::new(a);
            let d = cpu_batch(count, n * n * n, |i, par| {
                Ok(cpu::factor(am.mat(i), par).det())
            })?;
            Array::from_vec(d, &batch, a.device())
        }
        Backend::Cuda(c) => cuda::det(c, a, &batch),
    }
}

/// Sign and natural logarithm of the absolute determinant, batched.
///
/// Equivalent to `numpy.linalg.slogdet`.
///
/// For a singular matrix the sign is 0 and the logarithm -inf; for complex input the sign has
/// modulus 1. A 0 x 0 matrix gives (1, 0).
///
/// # Errors
/// [`Error::InvalidShape`] for non-square input.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![0.0f64, 2.0, 3.0, 0.0], &[2, 2], &Device::cpu())?;
/// let (sign, logdet) = gsci_linalg::slogdet(&a)?;
/// assert_eq!(sign.item()?, -1.0);
/// assert!((logdet.item()? - 6.0f64.ln()).abs() < 1e-15);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn slogdet<T: LinalgScalar>(a: &Array<T>) -> Result<(Array<T>, Array<T::Re>)> {
    let n = square(a, "slogdet")?;
    let batch = a.shape()[..a.ndim() - 2].to_vec();
    let count: usize = batch.iter().product();
    if count == 0 || n == 0 {
        return Ok((
            Array::ones(&batch, a.device())?,
            Array::zeros(&batch, a.device())?,
        ));
    }
    match a.device().backend() {
        Backend::Cpu => {
            let am = CpuMatrices::new(a);
            let r = cpu_batch(count, n * n * n, |i, par| {
                Ok(cpu::factor(am.mat(i), par).slogdet())
            })?;
            let (s, l): (Vec<T>, Vec<T::Re>) = r.into_iter().unzip();
            Ok((
                Array::from_vec(s, &batch, a.device())?,
                Array::from_vec(l, &batch, a.device())?,
            ))
        }
        Backend::Cuda(c) => cuda::slogdet(c, a, &batch),
    }
}

/// LU factorisation with partial pivoting, packed as LAPACK does, batched.
///
/// Equivalent to `scipy.linalg.lu_factor`.
///
/// Returns `(lu, piv)`: `lu` holds U on and above the diagonal and the unit-lower L below it;
/// `piv` (int32, 0-based) says row i was interchanged with row `piv[i]`, in order. An exactly
/// singular matrix is factored without error (as SciPy, which only warns).
///
/// # Errors
/// [`Error::InvalidShape`] for non-square input.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2], &Device::cpu())?;
/// let (lu, piv) = gsci_linalg::lu_factor(&a)?;
/// assert_eq!(piv.to_vec()?, vec![1, 1]);
/// assert_eq!(lu.to_vec()?[0], 3.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lu_factor<T: LinalgScalar>(a: &Array<T>) -> Result<(Array<T>, Array<i32>)> {
    let n = square(a, "lu_factor")?;
    // SciPy's check_finite=True: NaN or inf is a ValueError on both backends.
    crate::util::check_finite(a, "lu_factor", "array must not contain infs or NaNs")?;
    let count: usize = a.shape()[..a.ndim() - 2].iter().product();
    let piv_shape = &a.shape()[..a.ndim() - 1];
    if count == 0 || n == 0 {
        return Ok((a.copy()?, Array::zeros(piv_shape, a.device())?));
    }
    match a.device().backend() {
        Backend::Cpu => {
            let am = CpuMatrices::new(a);
            let r = cpu_batch(count, n * n * n, |i, par| {
                let lu = cpu::factor(am.mat(i), par);
                let mut out = gsci_core::host::zeros::<T>(n * n);
                write_row_major(&mut out, lu.lu.as_ref());
                Ok((out, lu.lapack_pivots()))
            })?;
            let (lus, pivs): (Vec<Vec<T>>, Vec<Vec<i32>>) = r.into_iter().unzip();
            Ok((
                Array::from_vec(concat_parts(lus), a.shape(), a.device())?,
                Array::from_vec(pivs.concat(), piv_shape, a.device())?,
            ))
        }
        Backend::Cuda(c) => cuda::lu_factor(c, a),
    }
}

/// Which system a triangular or LU solve addresses: `a x = b`, `a^T x = b` or `a^H x = b`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Trans {
    /// `a x = b` (SciPy's `trans=0` / `'N'`).
    #[default]
    N,
    /// `a^T x = b` (`trans=1` / `'T'`).
    T,
    /// `a^H x = b` (`trans=2` / `'C'`).
    C,
}

impl Trans {
    pub(crate) fn code(self) -> u8 {
        match self {
            Trans::N => 0,
            Trans::T => 1,
            Trans::C => 2,
        }
    }
    pub(crate) fn solver_op(self) -> Op {
        match self {
            Trans::N => Op::CUBLAS_OP_N,
            Trans::T => Op::CUBLAS_OP_T,
            Trans::C => Op::CUBLAS_OP_C,
        }
    }
}

/// Options of [`lu_solve`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LuSolveOptions {
    /// The system to solve (SciPy's `trans`, default 0).
    pub trans: Trans,
}

/// Solves a system with the factors of [`lu_factor`].
///
/// Equivalent to `scipy.linalg.lu_solve`.
///
/// `lu` is `(..., N, N)`, `piv` `(..., N)`, `b` `(N,)` or `(..., N, K)` as in [`solve`].
///
/// # Errors
/// [`Error::ShapeMismatch`] when the shapes do not fit; [`Error::InvalidArgument`] for pivots out
/// of range (CPU).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{LuSolveOptions, lu_factor, lu_solve};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2], &dev)?;
/// let b = Array::from_vec(vec![5.0f64, 11.0], &[2], &dev)?;
/// let (lu, piv) = lu_factor(&a)?;
/// let x = lu_solve((&lu, &piv), &b, &LuSolveOptions::default())?.to_vec()?;
/// assert!((x[0] - 1.0).abs() < 1e-14 && (x[1] - 2.0).abs() < 1e-14);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lu_solve<T: LinalgScalar>(
    lu_and_piv: (&Array<T>, &Array<i32>),
    b: &Array<T>,
    opts: &LuSolveOptions,
) -> Result<Array<T>> {
    const OP: &str = "lu_solve";
    let (lu, piv) = lu_and_piv;
    same_device(lu, b, OP)?;
    same_device(lu, piv, OP)?;
    let n = square(lu, OP)?;
    if piv.shape() != &lu.shape()[..lu.ndim() - 1] {
        return Err(Error::ShapeMismatch {
            op: OP,
            left: lu.shape().to_vec(),
            right: piv.shape().to_vec(),
        });
    }
    let (batch, lu_b, b_b, vector) = broadcast_solve(lu, b, OP)?;
    let piv_b = piv.broadcast_to(&with_tail(&batch, &[n]))?;
    let k = b_b.shape()[b_b.ndim() - 1];
    let count: usize = batch.iter().product();
    if count == 0 || n == 0 || k == 0 {
        return finish_solve(
            Array::zeros(&with_tail(&batch, &[n, k]), lu.device())?,
            vector,
        );
    }
    let x = match lu.device().backend() {
        Backend::Cpu => {
            let pv = piv_b.to_contiguous()?.to_vec()?;
            if pv.iter().any(|&p| p < 0 || p as usize >= n) {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: format!("pivot indices must lie in 0..{n}"),
                });
            }
            let (lm, bm) = (CpuMatrices::new(&lu_b), CpuMatrices::new(&b_b));
            let parts = cpu_batch(count, n * n * k, |i, par| {
                let mut x = bm.mat(i).to_owned();
                cpu::lu_solve_packed(
                    lm.mat(i),
                    &pv[i * n..(i + 1) * n],
                    x.as_mut(),
                    opts.trans.code(),
                    par,
                );
                let mut out = vec![T::zero(); n * k];
                write_row_major(&mut out, x.as_ref());
                Ok(out)
            })?;
            Array::from_vec(parts.concat(), &with_tail(&batch, &[n, k]), lu.device())?
        }
        Backend::Cuda(c) => cuda::lu_solve(c, &lu_b, &piv_b, &b_b, opts.trans.solver_op())?,
    };
    finish_solve(x, vector)
}
