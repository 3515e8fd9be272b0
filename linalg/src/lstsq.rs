//! Least squares through the SVD: `pinv` and `lstsq`.

use crate::cuda::kernels::{self, NormMode};
use crate::decomp::{SvdOptions, svd};
use crate::products::matmul;
use crate::scalar::LinalgScalar;
use crate::util::{matrix_dims, same_device, with_tail};
use gsci_core::{Array, Backend, Element, Error, Result};

/// Options of [`pinv`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PinvOptions {
    /// Singular values at most `rcond * max(s)` are treated as zero (NumPy's default 1e-15).
    pub rcond: f64,
}

impl Default for PinvOptions {
    fn default() -> Self {
        PinvOptions { rcond: 1e-15 }
    }
}

/// `V diag(s⁺) U^H` from the thin SVD of `a` (batch, m, n): shape (batch, n, m).
fn pinv_from_svd<T: LinalgScalar>(a: &Array<T>, rcond: f64, op: &'static str) -> Result<Array<T>> {
    let (batch, m, n) = matrix_dims(a, op)?;
    crate::util::check_finite(a, op, crate::decomp::SVD_NOT_FINITE)?;
    let k = m.min(n);
    let d = svd(
        a,
        &SvdOptions {
            full_matrices: false,
            compute_uv: true,
        },
    )?;
    let (u, s, vh) = (d.u.expect("uv"), d.s, d.vh.expect("uv"));
    let count: usize = batch.iter().product();
    match a.device().backend() {
        Backend::Cpu => {
            let (u, s, vh) = (u.to_vec()?, s.to_vec()?, vh.to_vec()?);
            let mut out = vec![T::zero(); count * n * m];
            for b in 0..count {
                let sb = &s[b * k..(b + 1) * k];
                let hi = sb
                    .iter()
                    .fold(T::Re::zero(), |x, &y| if y > x { y } else { x });
                let cutoff = T::Re::from_f64(rcond) * hi;
                let (ub, vb) = (&u[b * m * k..], &vh[b * k * n..]);
                let ob = &mut out[b * n * m..(b + 1) * n * m];
                for (j, &sj) in sb.iter().enumerate() {
                    if sj <= cutoff {
                        continue;
                    }
                    let inv = T::from_re(T::Re::one() / sj);
                    for r in 0..n {
                        // V[r, j] = conj(Vh[j, r]).
                        let v = vb[j * n + r].conj() * inv;
                        for c in 0..m {
                            ob[r * m + c] += v * ub[c * k + j].conj();
                        }
                    }
                }
            }
            Array::from_vec(out, &with_tail(&batch, &[n, m]), a.device())
        }
        Backend::Cuda(c) => {
            // X = (U diag(s⁺)) Vh = conj(pinv)^T: scale U's columns, multiply, conjugate, view
            // transposed.
            let us = u.copy()?;
            kernels::scale_cols(
                c,
                T::DTYPE,
                us.device_ptr().expect("GPU array"),
                s.device_ptr().expect("GPU array"),
                count,
                m,
                k,
                rcond,
            )?;
            let x = matmul(&us, &vh)?;
            kernels::conj_in_place(c, T::DTYPE, x.device_ptr().expect("GPU array"), x.len())?;
            x.swapaxes(-1, -2)
        }
    }
}

/// Moore-Penrose pseudo-inverse by SVD, batched.
///
/// Equivalent to `numpy.linalg.pinv`.
///
/// # Errors
/// [`Error::InvalidShape`] below two dimensions.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{PinvOptions, pinv};
/// let a = Array::from_vec(vec![2.0f64, 0.0, 0.0, 0.0], &[2, 2], &Device::cpu())?;
/// assert_eq!(pinv(&a, &PinvOptions::default())?.to_vec()?, vec![0.5, 0.0, 0.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn pinv<T: LinalgScalar>(a: &Array<T>, opts: &PinvOptions) -> Result<Array<T>> {
    let (batch, m, n) = matrix_dims(a, "pinv")?;
    if batch.iter().product::<usize>() == 0 || m == 0 || n == 0 {
        return Array::zeros(&with_tail(&batch, &[n, m]), a.device());
    }
    pinv_from_svd(a, opts.rcond, "pinv")
}

/// What [`lstsq`] returns, as NumPy's tuple.
#[derive(Clone)]
pub struct Lstsq<T: LinalgScalar> {
    /// The least-squares solution `(N,)` or `(N, K)`.
    pub x: Array<T>,
    /// Squared residual norms per column `(K,)` (`(1,)` for a vector b), empty unless the rank
    /// is N and M > N.
    pub residuals: Array<T::Re>,
    /// Effective rank of `a`.
    pub rank: usize,
    /// Singular values of `a`.
    pub s: Array<T::Re>,
}

/// Least-squares solution of `a x = b` through the SVD.
///
/// Equivalent to `numpy.linalg.lstsq`.
///
/// `a` is `(M, N)`, `b` `(M,)` or `(M, K)`; singular values at most `rcond * max(s)` count as
/// zero (default `eps * max(M, N)`).
///
/// # Errors
/// [`Error::InvalidShape`] unless `a` is 2-D and `b` 1-D or 2-D; [`Error::ShapeMismatch`] when
/// the row counts differ.
///
/// ```
/// use gsci_core::{Array, Device};
/// let dev = Device::cpu();
/// let a = Array::from_vec(vec![1.0f64, 0.0, 1.0, 1.0, 1.0, 2.0], &[3, 2], &dev)?;
/// let b = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[3], &dev)?;
/// let r = gsci_linalg::lstsq(&a, &b, None)?;
/// let x = r.x.to_vec()?;
/// assert!((x[0] - 1.0).abs() < 1e-12 && (x[1] - 1.0).abs() < 1e-12);
/// assert_eq!(r.rank, 2);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lstsq<T: LinalgScalar>(a: &Array<T>, b: &Array<T>, rcond: Option<f64>) -> Result<Lstsq<T>> {
    const OP: &str = "lstsq";
    same_device(a, b, OP)?;
    if a.ndim() != 2 || !(b.ndim() == 1 || b.ndim() == 2) {
        return Err(Error::InvalidShape {
            op: OP,
            shape: if a.ndim() != 2 { a.shape() } else { b.shape() }.to_vec(),
            reason: "a must be 2-D and b 1-D or 2-D".into(),
        });
    }
    let (m, n) = (a.shape()[0], a.shape()[1]);
    if b.shape()[0] != m {
        return Err(Error::ShapeMismatch {
            op: OP,
            left: a.shape().to_vec(),
            right: b.shape().to_vec(),
        });
    }
    let vector = b.ndim() == 1;
    let b2 = if vector {
        b.reshape(&[m as isize, 1])?
    } else {
        b.clone()
    };
    let k = b2.shape()[1];
    let eps = <T::Re as num_traits::Float>::epsilon().cast::<f64>();
    let rcond = rcond.unwrap_or(eps * m.max(n) as f64);
    let dev = a.device();
    let empty_res = || Array::<T::Re>::zeros(&[0], dev);
    if m == 0 || n == 0 {
        let x = Array::<T>::zeros(&[n, k], dev)?;
        let x = if vector { x.squeeze(Some(&[-1]))? } else { x };
        let s = Array::zeros(&[0], dev)?;
        return Ok(Lstsq {
            x,
            residuals: empty_res()?,
            rank: 0,
            s,
        });
    }
    let p = pinv_from_svd(a, rcond, "lstsq")?;
    let x = matmul(&p, &b2)?;
    let s = crate::decomp::svdvals(a)?;
    let sk = m.min(n);
    let s2 = s.reshape(&[1, sk as isize])?;
    let rank = match dev.backend() {
        Backend::Cpu => {
            let sv = s.to_vec()?;
            let hi = sv
                .iter()
                .fold(T::Re::zero(), |x, &y| if y > x { y } else { x });
            let t = T::Re::from_f64(rcond) * hi;
            sv.iter().filter(|&&v| v > t).count()
        }
        Backend::Cuda(c) => {
            let out = Array::<f64>::empty(&[], dev)?;
            let s2 = s2.to_contiguous()?;
            kernels::norm_reduce(
                c,
                <T::Re as Element>::DTYPE,
                s2.device_ptr().expect("GPU array"),
                1,
                1,
                sk,
                NormMode::CountAboveRel(rcond),
                out.device_ptr().expect("GPU array"),
            )?;
            out.item()? as usize
        }
    };
    let residuals = if rank == n && m > n {
        let ax = matmul(a, &x)?.to_contiguous()?;
        let bc = b2.to_contiguous()?;
        match dev.backend() {
            Backend::Cpu => {
                let (av, bv) = (ax.to_vec()?, bc.to_vec()?);
                let r: Vec<T::Re> = (0..k)
                    .map(|j| {
                        let mut acc = T::Re::zero();
                        for i in 0..m {
                            let d = (bv[i * k + j] - av[i * k + j]).modulus();
                            acc += d * d;
                        }
                        acc
                    })
                    .collect();
                Array::from_vec(r, &[k], dev)?
            }
            Backend::Cuda(c) => {
                let out = Array::<f64>::empty(&[k], dev)?;
                kernels::col_sq_diff(
                    c,
                    T::DTYPE,
                    bc.device_ptr().expect("GPU array"),
                    ax.device_ptr().expect("GPU array"),
                    m,
                    k,
                    out.device_ptr().expect("GPU array"),
                )?;
                out.astype()?
            }
        }
    } else {
        empty_res()?
    };
    let x = if vector { x.squeeze(Some(&[-1]))? } else { x };
    Ok(Lstsq {
        x,
        residuals,
        rank,
        s,
    })
}
