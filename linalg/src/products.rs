//! Matrix products: `matmul`, `dot`, `vdot`, `inner`, `outer`, `multi_dot`, `matrix_power`, `kron`.
//!
//! Everything reduces to one batched GEMM: cuBLAS `GemmEx`/`GemmStridedBatchedEx` on the GPU (row-major
//! operands passed as the column-major transposes they are in memory, so `C^T = B^T A^T` needs no
//! transposing copy), faer's parallel GEMM on the CPU, except f64 on x86-64 with AVX2 and FMA, which
//! runs our own blocked kernel (`dgemm`: faer's is 10-15 % slower than OpenBLAS there).

mod cpu;
mod cuda;
#[cfg(target_arch = "x86_64")]
mod dgemm;

use crate::scalar::LinalgScalar;
use crate::util::{broadcast_batch, same_device, with_tail};
use gsci_core::{Array, Backend, DType, Element, Error, Result, bf16, f16};
use std::sync::atomic::{AtomicBool, Ordering};

static ALLOW_TF32: AtomicBool = AtomicBool::new(false);

/// Lets f32 (and complex64) GPU products use TF32 tensor cores (about 10 significant bits in the
/// multiplications) unless a call says otherwise. Off by default: results then match full f32.
pub fn set_allow_tf32(allow: bool) {
    ALLOW_TF32.store(allow, Ordering::Relaxed);
}

/// Whether f32 GPU products may use TF32 by default (see [`set_allow_tf32`]).
pub fn allow_tf32() -> bool {
    ALLOW_TF32.load(Ordering::Relaxed)
}

/// Options of [`matmul_with`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MatmulOptions {
    /// TF32 tensor cores for f32/complex64 on the GPU: `Some(true)` allows, `Some(false)` forbids,
    /// `None` follows [`set_allow_tf32`]. Ignored on the CPU and for other dtypes.
    pub allow_tf32: Option<bool>,
}

mod sealed {
    pub trait Sealed {}
}

/// Element types of matrix products: f16, bf16 (accumulated in f32), f32, f64, Complex32,
/// Complex64.
pub trait MatmulElement: Element + sealed::Sealed {
    #[doc(hidden)]
    fn matmul_cpu(a: &Array<Self>, b: &Array<Self>, batch: &[usize]) -> Result<Array<Self>>;
}

impl<T: LinalgScalar> sealed::Sealed for T {}
impl<T: LinalgScalar> MatmulElement for T {
    fn matmul_cpu(a: &Array<T>, b: &Array<T>, batch: &[usize]) -> Result<Array<T>> {
        cpu::matmul_batched(a, b, batch)
    }
}

impl sealed::Sealed for f16 {}
impl MatmulElement for f16 {
    fn matmul_cpu(a: &Array<f16>, b: &Array<f16>, batch: &[usize]) -> Result<Array<f16>> {
        cpu::matmul_batched(&a.astype::<f32>()?, &b.astype::<f32>()?, batch)?.astype()
    }
}

impl sealed::Sealed for bf16 {}
impl MatmulElement for bf16 {
    fn matmul_cpu(a: &Array<bf16>, b: &Array<bf16>, batch: &[usize]) -> Result<Array<bf16>> {
        cpu::matmul_batched(&a.astype::<f32>()?, &b.astype::<f32>()?, batch)?.astype()
    }
}

/// Matrix product of two arrays, batched over leading dimensions with broadcasting.
///
/// Equivalent to `numpy.matmul`.
///
/// A 1-D first operand is a row vector and a 1-D second operand a column vector; the added
/// dimension is removed from the result. f16 and bf16 accumulate in f32.
///
/// # Errors
/// [`Error::InvalidArgument`] for 0-d operands; [`Error::ShapeMismatch`] (with both shapes) when
/// the inner dimensions differ or the batch dimensions do not broadcast;
/// [`Error::DeviceMismatch`] for operands on different devices.
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2], &dev)?;
/// let b = Array::from_vec(vec![5.0f64, 6.0], &[2], &dev)?;
/// let c = gsci_linalg::matmul(&a, &b)?;
/// assert_eq!(c.shape(), &[2]);
/// assert_eq!(c.to_vec()?, vec![17.0, 39.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn matmul<T: MatmulElement>(a: &Array<T>, b: &Array<T>) -> Result<Array<T>> {
    matmul_with(a, b, &MatmulOptions::default())
}

/// [`matmul`] with options (TF32 opt-in on the GPU).
///
/// Equivalent to `numpy.matmul`.
///
/// # Errors
/// As [`matmul`].
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{MatmulOptions, matmul_with};
/// let a = Array::from_vec(vec![1.0f32, 2.0], &[1, 2], &Device::cpu())?;
/// let b = Array::from_vec(vec![3.0f32, 4.0], &[2, 1], &Device::cpu())?;
/// let opts = MatmulOptions { allow_tf32: Some(false) };
/// assert_eq!(matmul_with(&a, &b, &opts)?.to_vec()?, vec![11.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn matmul_with<T: MatmulElement>(
    a: &Array<T>,
    b: &Array<T>,
    opts: &MatmulOptions,
) -> Result<Array<T>> {
    const OP: &str = "matmul";
    same_device(a, b, OP)?;
    for (i, x) in [a, b].into_iter().enumerate() {
        if x.ndim() == 0 {
            return Err(Error::InvalidArgument {
                op: OP,
                reason: format!(
                    "operand {i} does not have enough dimensions (a 0-d array, shape {:?})",
                    x.shape()
                ),
            });
        }
    }
    let a2 = if a.ndim() == 1 {
        a.reshape(&[1, a.shape()[0] as isize])?
    } else {
        a.clone()
    };
    let b2 = if b.ndim() == 1 {
        b.reshape(&[b.shape()[0] as isize, 1])?
    } else {
        b.clone()
    };
    let (na, nb) = (a2.ndim(), b2.ndim());
    let (m, k) = (a2.shape()[na - 2], a2.shape()[na - 1]);
    let (k2, n) = (b2.shape()[nb - 2], b2.shape()[nb - 1]);
    if k != k2 {
        return Err(Error::ShapeMismatch {
            op: OP,
            left: a.shape().to_vec(),
            right: b.shape().to_vec(),
        });
    }
    let batch = broadcast_batch(
        &a2.shape()[..na - 2],
        &b2.shape()[..nb - 2],
        a.shape(),
        b.shape(),
        OP,
    )?;
    let full = with_tail(&batch, &[m, n]);
    // Empty results, and k = 0 (an empty sum: zeros, like NumPy).
    let out = if full.iter().product::<usize>() == 0 || k == 0 {
        Array::<T>::zeros(&full, a.device())?
    } else {
        match a.device().backend() {
            Backend::Cpu => T::matmul_cpu(&a2, &b2, &batch)?,
            Backend::Cuda(c) => {
                let tf32 = opts.allow_tf32.unwrap_or_else(allow_tf32);
                cuda::matmul_batched(c, &a2, &b2, &batch, tf32)?
            }
        }
    };
    // Drop the dimensions added for 1-D operands.
    let mut shape = full;
    if b.ndim() == 1 {
        shape.pop();
    }
    if a.ndim() == 1 {
        let l = shape.len();
        shape.remove(l - if b.ndim() == 1 { 1 } else { 2 });
    }
    reshape_to(&out, &shape)
}

/// The Gram matrix `a^T a` of a 2-D array `a` of shape `(m, n)`: shape `(n, n)`, symmetric, in
/// `a`'s dtype.
///
/// Equivalent to `a.T @ a` (`numpy.matmul(a.T, a)`). On CUDA, float32 and float64 take cuBLAS's
/// `syrk` for one triangle (half the multiply-adds of the general product, never TF32) and copy
/// it to the other, so the result is exactly symmetric; other dtypes, and the CPU, compute the
/// general product.
///
/// # Errors
/// [`Error::InvalidArgument`] when `a` is not 2-D; [`Error::Unsupported`] for a size past cuBLAS's
/// 32-bit arguments.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 5.0, 6.0], &[3, 2], &Device::cpu())?;
/// assert_eq!(gsci_linalg::gram(&a)?.to_vec()?, vec![35.0, 44.0, 44.0, 56.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn gram<T: MatmulElement>(a: &Array<T>) -> Result<Array<T>> {
    const OP: &str = "gram";
    if a.ndim() != 2 {
        return Err(Error::InvalidArgument {
            op: OP,
            reason: format!("a must be 2-D, got shape {:?}", a.shape()),
        });
    }
    let (m, n) = (a.shape()[0], a.shape()[1]);
    match a.device().backend() {
        Backend::Cuda(c) if m > 0 && n > 0 && matches!(T::DTYPE, DType::F32 | DType::F64) => {
            let a = a.to_contiguous()?;
            let mut out = Array::<T>::empty(&[n, n], a.device())?;
            let internal = || Error::InvalidArgument {
                op: OP,
                reason: "internal: buffer is not on the GPU".into(),
            };
            let ap = a.device_ptr().ok_or_else(internal)?;
            let cp = out.device_ptr_mut()?.ok_or_else(internal)?;
            // Row-major a (m, n) is the column-major n x m matrix B = a^T (leading dimension n):
            // a^T a = B B^T, cuBLAS's upper triangle is the row-major lower one.
            // SAFETY: `a` holds m * n elements (C-contiguous) and `out` n * n, both on `c`'s
            // device and alive past the call (freed in stream order).
            unsafe { crate::cuda::blas::syrk_upper(c, T::DTYPE, n, m, ap, n, cp)? };
            crate::cuda::kernels::mirror_lower(c, T::DTYPE, cp, n)?;
            Ok(out)
        }
        _ => matmul_with(
            &a.transpose()?,
            a,
            &MatmulOptions {
                allow_tf32: Some(false),
            },
        ),
    }
}

/// Reshape to a `usize` shape.
pub(crate) fn reshape_to<T: Element>(a: &Array<T>, shape: &[usize]) -> Result<Array<T>> {
    let s: Vec<isize> = shape.iter().map(|&n| n as isize).collect();
    a.reshape(&s)
}

/// Dot product of two arrays.
///
/// Equivalent to `numpy.dot`.
///
/// 1-D · 1-D is the inner product (a 0-d result); 2-D · 2-D the matrix product; a 0-d operand
/// multiplies elementwise; N-D · 1-D sums over the last axis of `a`; N-D · M-D sums over the last
/// axis of `a` and the second-to-last of `b` (result shape `a.shape[:-1] + b.shape[:-2] +
/// b.shape[-1:]`).
///
/// # Errors
/// [`Error::ShapeMismatch`] (both shapes) when the summed axes differ; [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &dev)?;
/// let b = Array::from_vec(vec![4.0f64, 5.0, 6.0], &[3], &dev)?;
/// assert_eq!(gsci_linalg::dot(&a, &b)?.item()?, 32.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn dot<T: MatmulElement>(a: &Array<T>, b: &Array<T>) -> Result<Array<T>> {
    const OP: &str = "dot";
    same_device(a, b, OP)?;
    let mismatch = || Error::ShapeMismatch {
        op: OP,
        left: a.shape().to_vec(),
        right: b.shape().to_vec(),
    };
    match (a.ndim(), b.ndim()) {
        (0, _) | (_, 0) => {
            // Elementwise product with a scalar, as a rank-1 GEMM (1 x 1) * (1 x N).
            let (s, v) = if a.ndim() == 0 { (a, b) } else { (b, a) };
            let prod = matmul(&s.reshape(&[1, 1])?, &v.reshape(&[1, -1])?)?;
            reshape_to(&prod, v.shape())
        }
        (_, 1) | (1, _) | (2, 2) => {
            let ka = a.shape()[a.ndim() - 1];
            let kb = b.shape()[if b.ndim() == 1 { 0 } else { b.ndim() - 2 }];
            if ka != kb {
                return Err(mismatch());
            }
            if b.ndim() == 1 && a.ndim() > 2 {
                // Sum over the last axis of a: (P, K) * (K,) -> a.shape[:-1].
                let p = matmul(&a.reshape(&[-1, ka as isize])?, b)?;
                return reshape_to(&p, &a.shape()[..a.ndim() - 1]);
            }
            if a.ndim() == 1 && b.ndim() > 2 {
                return dot_nd(a, b, ka);
            }
            matmul(a, b)
        }
        _ => {
            let ka = a.shape()[a.ndim() - 1];
            if ka != b.shape()[b.ndim() - 2] {
                return Err(mismatch());
            }
            dot_nd(a, b, ka)
        }
    }
}

/// `dot` for an N-D `a` and an M-D `b` (M >= 2): `(P, K) x (K, Q)` after moving b's summed axis
/// to the front.
fn dot_nd<T: MatmulElement>(a: &Array<T>, b: &Array<T>, k: usize) -> Result<Array<T>> {
    let nb = b.ndim();
    let a2 = a.reshape(&[-1, k as isize])?;
    let b_front = b.moveaxis(&[-2], &[0])?;
    let b2 = b_front.reshape(&[k as isize, -1])?;
    let p = matmul(&a2, &b2)?;
    let mut shape = a.shape()[..a.ndim() - 1].to_vec();
    shape.extend_from_slice(&b.shape()[..nb - 2]);
    shape.push(b.shape()[nb - 1]);
    reshape_to(&p, &shape)
}

/// Dot product of two flattened arrays, conjugating the first.
///
/// Equivalent to `numpy.vdot`.
///
/// # Errors
/// [`Error::ShapeMismatch`] when the sizes differ; [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{Array, Complex64, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![Complex64::new(0.0, 1.0)], &[1], &dev)?;
/// let b = Array::from_vec(vec![Complex64::new(0.0, 1.0)], &[1], &dev)?;
/// assert_eq!(gsci_linalg::vdot(&a, &b)?.item()?, Complex64::new(1.0, 0.0));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn vdot<T: LinalgScalar>(a: &Array<T>, b: &Array<T>) -> Result<Array<T>> {
    const OP: &str = "vdot";
    same_device(a, b, OP)?;
    if a.len() != b.len() {
        return Err(Error::ShapeMismatch {
            op: OP,
            left: a.shape().to_vec(),
            right: b.shape().to_vec(),
        });
    }
    let (fa, fb) = (a.reshape(&[-1])?, b.reshape(&[-1])?);
    if fa.is_empty() {
        return Array::zeros(&[], a.device());
    }
    match a.device().backend() {
        Backend::Cpu => cpu::vdot(&fa, &fb),
        Backend::Cuda(c) => cuda::vdot(c, &fa, &fb),
    }
}

/// Inner product over the last axes.
///
/// Equivalent to `numpy.inner`.
///
/// The result has shape `a.shape[:-1] + b.shape[:-1]`; a 0-d operand multiplies elementwise.
///
/// # Errors
/// [`Error::ShapeMismatch`] when the last dimensions differ; [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0], &[2, 2], &dev)?;
/// let b = Array::from_vec(vec![1.0f64, 1.0], &[2], &dev)?;
/// assert_eq!(gsci_linalg::inner(&a, &b)?.to_vec()?, vec![3.0, 7.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn inner<T: MatmulElement>(a: &Array<T>, b: &Array<T>) -> Result<Array<T>> {
    const OP: &str = "inner";
    same_device(a, b, OP)?;
    if a.ndim() == 0 || b.ndim() == 0 {
        return dot(a, b);
    }
    let (ka, kb) = (a.shape()[a.ndim() - 1], b.shape()[b.ndim() - 1]);
    if ka != kb {
        return Err(Error::ShapeMismatch {
            op: OP,
            left: a.shape().to_vec(),
            right: b.shape().to_vec(),
        });
    }
    let a2 = a.reshape(&[-1, ka as isize])?;
    let b2 = b.reshape(&[-1, kb as isize])?;
    let p = matmul(&a2, &b2.transpose()?)?;
    let mut shape = a.shape()[..a.ndim() - 1].to_vec();
    shape.extend_from_slice(&b.shape()[..b.ndim() - 1]);
    reshape_to(&p, &shape)
}

/// Outer product of two flattened arrays.
///
/// Equivalent to `numpy.outer`.
///
/// # Errors
/// [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1.0f64, 2.0], &[2], &dev)?;
/// let b = Array::from_vec(vec![3.0f64, 4.0, 5.0], &[3], &dev)?;
/// let o = gsci_linalg::outer(&a, &b)?;
/// assert_eq!(o.shape(), &[2, 3]);
/// assert_eq!(o.to_vec()?, vec![3.0, 4.0, 5.0, 6.0, 8.0, 10.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn outer<T: MatmulElement>(a: &Array<T>, b: &Array<T>) -> Result<Array<T>> {
    same_device(a, b, "outer")?;
    matmul(&a.reshape(&[-1, 1])?, &b.reshape(&[1, -1])?)
}

/// Raises square matrices to an integer power, batched (negative powers invert first).
///
/// Equivalent to `numpy.linalg.matrix_power`.
///
/// # Errors
/// [`Error::InvalidShape`] for non-square input; [`Error::Singular`] for a negative power of a
/// singular matrix.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![1.0f64, 1.0, 0.0, 1.0], &[2, 2], &Device::cpu())?;
/// assert_eq!(gsci_linalg::matrix_power(&a, 3)?.to_vec()?, vec![1.0, 3.0, 0.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn matrix_power<T: LinalgScalar>(a: &Array<T>, n: i64) -> Result<Array<T>> {
    let m = crate::util::square(a, "matrix_power")?;
    if n == 0 {
        return Array::<T>::eye(m, None, 0, a.device())?
            .broadcast_to(a.shape())?
            .copy();
    }
    let mut base = if n < 0 {
        crate::lu::inv(a).map_err(|e| crate::util::as_raised_by(e, "matrix_power"))?
    } else {
        a.clone()
    };
    let mut e = n.unsigned_abs();
    let mut result: Option<Array<T>> = None;
    loop {
        if e & 1 == 1 {
            result = Some(match result {
                None => base.clone(),
                Some(r) => matmul(&r, &base)?,
            });
        }
        e >>= 1;
        if e == 0 {
            break;
        }
        base = matmul(&base, &base)?;
    }
    let r = result.expect("n != 0");
    // NumPy returns a new array even for n = 1.
    if r.shares_storage(a) { r.copy() } else { Ok(r) }
}

/// Product of a chain of matrices in the cheapest order (dynamic programming on the shapes).
///
/// Equivalent to `numpy.linalg.multi_dot`.
///
/// The first array may be 1-D (a row vector) and the last 1-D (a column vector); the others must
/// be 2-D. The added dimensions are removed from the result.
///
/// # Errors
/// [`Error::InvalidArgument`] for fewer than two arrays or wrong ranks; [`Error::ShapeMismatch`]
/// when neighbours do not fit.
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1.0f64, 2.0], &[2], &dev)?;
/// let b = Array::from_vec(vec![1.0f64, 0.0, 0.0, 1.0], &[2, 2], &dev)?;
/// let c = Array::from_vec(vec![3.0f64, 4.0], &[2], &dev)?;
/// assert_eq!(gsci_linalg::multi_dot(&[&a, &b, &c])?.item()?, 11.0);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn multi_dot<T: MatmulElement>(arrays: &[&Array<T>]) -> Result<Array<T>> {
    const OP: &str = "multi_dot";
    let n = arrays.len();
    if n < 2 {
        return Err(Error::InvalidArgument {
            op: OP,
            reason: "expecting at least two arrays".into(),
        });
    }
    for w in arrays.windows(2) {
        same_device(w[0], w[1], OP)?;
    }
    let first_1d = arrays[0].ndim() == 1;
    let last_1d = arrays[n - 1].ndim() == 1;
    let mut mats: Vec<Array<T>> = Vec::with_capacity(n);
    for (i, a) in arrays.iter().enumerate() {
        let m = match (i, a.ndim()) {
            (0, 1) => a.reshape(&[1, -1])?,
            (i, 1) if i == n - 1 => a.reshape(&[-1, 1])?,
            (_, 2) => (*a).clone(),
            (_, d) => {
                return Err(Error::InvalidArgument {
                    op: OP,
                    reason: format!("array {i} has {d} dimensions; expected 2 (1 at the ends)"),
                });
            }
        };
        mats.push(m);
    }
    for i in 0..n - 1 {
        if mats[i].shape()[1] != mats[i + 1].shape()[0] {
            return Err(Error::ShapeMismatch {
                op: OP,
                left: arrays[i].shape().to_vec(),
                right: arrays[i + 1].shape().to_vec(),
            });
        }
    }
    // dims[i] x dims[i + 1] is the shape of matrix i; classic matrix-chain order.
    let mut dims: Vec<usize> = mats.iter().map(|m| m.shape()[0]).collect();
    dims.push(mats[n - 1].shape()[1]);
    let mut cost = vec![vec![0u128; n]; n];
    let mut split = vec![vec![0usize; n]; n];
    for len in 1..n {
        for i in 0..n - len {
            let j = i + len;
            cost[i][j] = u128::MAX;
            for k in i..j {
                let c = cost[i][k]
                    + cost[k + 1][j]
                    + dims[i] as u128 * dims[k + 1] as u128 * dims[j + 1] as u128;
                if c < cost[i][j] {
                    cost[i][j] = c;
                    split[i][j] = k;
                }
            }
        }
    }
    fn chain<T: MatmulElement>(
        mats: &[Array<T>],
        split: &[Vec<usize>],
        i: usize,
        j: usize,
    ) -> Result<Array<T>> {
        if i == j {
            return Ok(mats[i].clone());
        }
        let k = split[i][j];
        matmul(&chain(mats, split, i, k)?, &chain(mats, split, k + 1, j)?)
    }
    let r = chain(&mats, &split, 0, n - 1)?;
    let mut shape = r.shape().to_vec();
    if last_1d {
        shape.pop();
    }
    if first_1d {
        shape.remove(0);
    }
    reshape_to(&r, &shape)
}

/// Kronecker product (block `a[i, j] * b`), for any ranks.
///
/// Equivalent to `numpy.kron`.
///
/// # Errors
/// [`Error::DeviceMismatch`].
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1.0f64, 2.0], &[1, 2], &dev)?;
/// let b = Array::from_vec(vec![1.0f64, 10.0], &[2, 1], &dev)?;
/// let k = gsci_linalg::kron(&a, &b)?;
/// assert_eq!(k.shape(), &[2, 2]);
/// assert_eq!(k.to_vec()?, vec![1.0, 2.0, 10.0, 20.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn kron<T: MatmulElement>(a: &Array<T>, b: &Array<T>) -> Result<Array<T>> {
    same_device(a, b, "kron")?;
    let nd = a.ndim().max(b.ndim());
    let pad = |x: &Array<T>| -> Result<Array<T>> {
        let mut s: Vec<isize> = vec![1; nd - x.ndim()];
        s.extend(x.shape().iter().map(|&v| v as isize));
        x.reshape(&s)
    };
    let (a, b) = (pad(a)?, pad(b)?);
    if nd == 0 {
        return matmul(&a.reshape(&[1, 1])?, &b.reshape(&[1, 1])?)?.reshape(&[]);
    }
    // outer(a, b) has axes a0..a(nd-1), b0..b(nd-1); interleave them and merge pairs.
    let o = matmul(&a.reshape(&[-1, 1])?, &b.reshape(&[1, -1])?)?;
    let mut split_shape: Vec<isize> = a.shape().iter().map(|&v| v as isize).collect();
    split_shape.extend(b.shape().iter().map(|&v| v as isize));
    let o = o.reshape(&split_shape)?;
    let perm: Vec<isize> = (0..nd)
        .flat_map(|i| [i as isize, (nd + i) as isize])
        .collect();
    let o = o.permute_axes(&perm)?;
    let shape: Vec<usize> = a
        .shape()
        .iter()
        .zip(b.shape())
        .map(|(x, y)| x * y)
        .collect();
    reshape_to(&o, &shape)
}
