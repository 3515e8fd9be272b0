//! GPU decompositions on cuSOLVER: `Xsyevd`, `Xgesvd` / `Xgesvdp` / `gesvdj` (chosen by
//! `solver::svd_algo`), `Xgeqrf` + `orgqr`/`ungqr`.
//!
//! Each routine copies its input once into the column-major layout the library wants (a C-ordered
//! copy of the transposed view) and returns results as views of the library's outputs.

use super::{QrMode, Svd, not_converged};
use crate::cuda::solver::{Gesvdj, Gesvdp, SvdAlgo};
use crate::cuda::{download_i32, kernels, solver};
use crate::scalar::LinalgScalar;
use crate::util::with_tail;
use gsci_core::cuda::CudaBackend;
use gsci_core::{Array, Error, Result, SliceArg};

fn check_info(cuda: &CudaBackend, info: u64, batch: usize, op: &'static str) -> Result<()> {
    let info = download_i32(cuda, info, batch)?;
    if info.iter().any(|&i| i > 0) {
        return Err(not_converged(op));
    }
    if let Some(&i) = info.iter().find(|&&i| i < 0) {
        return Err(Error::Cuda {
            code: format!("invalid argument {}", -i),
            call: "cusolver",
        });
    }
    Ok(())
}

/// Eigenvalues `(batch, n)` and, when asked, eigenvectors of Hermitian `(batch, n, n)` input.
pub(crate) fn eigh<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    lower: bool,
    vectors: bool,
    op: &'static str,
) -> Result<super::EighResult<T>> {
    let nd = a.ndim();
    let n = a.shape()[nd - 1];
    let batch_shape = &a.shape()[..nd - 2];
    let batch: usize = batch_shape.iter().product();
    // Column-major A: the C-ordered copy of A^T.
    let x = a.swapaxes(-1, -2)?.copy()?;
    let w = Array::<T::Re>::empty(&with_tail(batch_shape, &[n]), a.device())?;
    let info = solver::info_array(cuda, batch)?;
    let fill = if lower {
        solver::Fill::CUBLAS_FILL_MODE_LOWER
    } else {
        solver::Fill::CUBLAS_FILL_MODE_UPPER
    };
    let h = solver::handle(cuda)?;
    let h = solver::lock(&h);
    let mut plan = solver::Syevd::plan(&h, cuda, T::DTYPE, vectors, fill, n, n)?;
    let (xp, wp) = (
        x.device_ptr().expect("GPU array"),
        w.device_ptr().expect("GPU array"),
    );
    let (es, rs) = (
        std::mem::size_of::<T>() as u64,
        std::mem::size_of::<T::Re>() as u64,
    );
    for i in 0..batch as u64 {
        // SAFETY: matrix i of x, its n eigenvalues in w, its info slot.
        unsafe {
            plan.run(
                &h,
                xp + i * (n * n) as u64 * es,
                wp + i * n as u64 * rs,
                info.ptr() + i * 4,
            )?
        };
    }
    plan.finish(cuda)?;
    drop(h);
    check_info(cuda, info.ptr(), batch, op)?;
    let v = if vectors {
        Some(x.swapaxes(-1, -2)?)
    } else {
        None
    };
    Ok((w, v))
}

/// SVD of `(batch, m, n)` input with `Xgesvd` (which needs rows >= cols: a wide matrix is
/// decomposed as its tall transpose, which the C-ordered copy already is).
pub(crate) fn svd<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    full: bool,
    compute_uv: bool,
) -> Result<Svd<T>> {
    let nd = a.ndim();
    let (m, n) = (a.shape()[nd - 2], a.shape()[nd - 1]);
    let k = m.min(n);
    let batch_shape = a.shape()[..nd - 2].to_vec();
    let batch: usize = batch_shape.iter().product();
    let tall = m >= n;
    let algo = solver::svd_algo(m.min(n))?;
    if algo != SvdAlgo::Gesvd
        && let Some(r) = svd_v(cuda, a, full, compute_uv, algo)?
    {
        return Ok(r);
    }
    // The column-major matrix handed to gesvd: A (rows m) when tall, else A^T (rows n).
    let (x, rows, cols) = if tall {
        (a.swapaxes(-1, -2)?.copy()?, m, n)
    } else {
        (a.copy()?, n, m)
    };
    let job = match (compute_uv, full) {
        (false, _) => b'N',
        (true, true) => b'A',
        (true, false) => b'S',
    };
    // gesvd's U: rows x ucols (ld rows); V^H: vtrows x cols (ld vtrows).
    let ucols = if full { rows } else { k };
    let vtrows = cols; // cols == k for a tall matrix
    let dev = a.device();
    let s = Array::<T::Re>::empty(&with_tail(&batch_shape, &[k]), dev)?;
    // Column-major U (rows x ucols) is the C-ordered array (ucols, rows); V^H likewise.
    let u_buf = if compute_uv {
        Some(Array::<T>::empty(
            &with_tail(&batch_shape, &[ucols, rows]),
            dev,
        )?)
    } else {
        None
    };
    let vt_buf = if compute_uv {
        Some(Array::<T>::empty(
            &with_tail(&batch_shape, &[cols, vtrows]),
            dev,
        )?)
    } else {
        None
    };
    let info = solver::info_array(cuda, batch)?;
    let h = solver::handle(cuda)?;
    let h = solver::lock(&h);
    let (ldu, ldvt) = if compute_uv { (rows, vtrows) } else { (1, 1) };
    let mut plan = solver::Gesvd::plan(&h, cuda, T::DTYPE, job, rows, cols, ldu, ldvt)?;
    let es = std::mem::size_of::<T>() as u64;
    let rs = std::mem::size_of::<T::Re>() as u64;
    let ptr = |o: &Option<Array<T>>| o.as_ref().map(|x| x.device_ptr().expect("GPU array"));
    let (up, vp) = (ptr(&u_buf), ptr(&vt_buf));
    let (xp, sp) = (
        x.device_ptr().expect("GPU array"),
        s.device_ptr().expect("GPU array"),
    );
    for i in 0..batch as u64 {
        let ui = up.map_or(0, |p| p + i * (rows * ucols) as u64 * es);
        let vi = vp.map_or(0, |p| p + i * (vtrows * cols) as u64 * es);
        // SAFETY: matrix i of x (rows x cols), k values of s, U and V^H blocks of the sizes
        // allocated above (unused for job N), info slot i.
        unsafe {
            plan.run(
                &h,
                xp + i * (rows * cols) as u64 * es,
                sp + i * k as u64 * rs,
                ui,
                vi,
                info.ptr() + i * 4,
            )?
        };
    }
    plan.finish(cuda)?;
    drop(h);
    check_info(cuda, info.ptr(), batch, "svd")?;
    let (Some(ub), Some(vb)) = (u_buf, vt_buf) else {
        return Ok(Svd {
            u: None,
            s,
            vh: None,
        });
    };
    // Tall: A = U S V^H with column-major U, V^H: read row-major they are transposed.
    // Wide: A^T = U' S V'^H, so A = conj(V') S U'^T: U_A = V'^H read row-major, V^H_A = U'
    // read row-major; no conjugation needed.
    let (u, vh) = if tall {
        (ub.swapaxes(-1, -2)?, vb.swapaxes(-1, -2)?)
    } else {
        (vb, ub)
    };
    Ok(Svd {
        u: Some(u),
        s,
        vh: Some(vh),
    })
}

/// Machine epsilon of T's real type.
fn eps<T: LinalgScalar>() -> f64 {
    match T::DTYPE {
        gsci_core::DType::F32 | gsci_core::DType::C64 => f32::EPSILON as f64,
        _ => f64::EPSILON,
    }
}

/// The real value at device address `p` (the largest singular value, first of its row).
fn largest_value<T: LinalgScalar>(cuda: &CudaBackend, p: u64) -> Result<f64> {
    let rs = std::mem::size_of::<T::Re>();
    let mut bytes = [0u8; 8];
    cuda.copy_dtoh_bytes(p, &mut bytes[..rs])?;
    Ok(if rs == 4 {
        f32::from_ne_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]) as f64
    } else {
        f64::from_ne_bytes(bytes)
    })
}

/// SVD with `Xgesvdp` or `gesvdj` (both return V, not V^H). `None` when `Xgesvdp` had to
/// perturb some matrix by more than eps * its largest singular value to converge (singular
/// values near zero would be off by the perturbation), so that the caller falls back to
/// `Xgesvd`.
fn svd_v<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    full: bool,
    compute_uv: bool,
    algo: SvdAlgo,
) -> Result<Option<Svd<T>>> {
    let nd = a.ndim();
    let (m, n) = (a.shape()[nd - 2], a.shape()[nd - 1]);
    let batch_shape = a.shape()[..nd - 2].to_vec();
    let batch: usize = batch_shape.iter().product();
    let tall = m >= n;
    // Column-major input with rows >= cols, as for gesvd.
    let (x, rows, cols) = if tall {
        (a.swapaxes(-1, -2)?.copy()?, m, n)
    } else {
        (a.copy()?, n, m)
    };
    let ucols = if full { rows } else { cols };
    let dev = a.device();
    let s = Array::<T::Re>::empty(&with_tail(&batch_shape, &[cols]), dev)?;
    // Column-major U (rows x ucols) is the C-ordered (ucols, rows); column-major V (cols x cols)
    // is the C-ordered P = V^T.
    let (u_buf, v_buf) = if compute_uv {
        (
            Some(Array::<T>::empty(
                &with_tail(&batch_shape, &[ucols, rows]),
                dev,
            )?),
            Some(Array::<T>::empty(
                &with_tail(&batch_shape, &[cols, cols]),
                dev,
            )?),
        )
    } else {
        (None, None)
    };
    let info = solver::info_array(cuda, batch)?;
    let es = std::mem::size_of::<T>() as u64;
    let rs = std::mem::size_of::<T::Re>() as u64;
    let ptr = |o: &Option<Array<T>>| o.as_ref().map(|x| x.device_ptr().expect("GPU array"));
    let (up, vp) = (ptr(&u_buf), ptr(&v_buf));
    let (xp, sp) = (
        x.device_ptr().expect("GPU array"),
        s.device_ptr().expect("GPU array"),
    );
    let at = |i: u64| {
        (
            xp + i * (rows * cols) as u64 * es,
            sp + i * cols as u64 * rs,
            up.map_or(0, |p| p + i * (rows * ucols) as u64 * es),
            vp.map_or(0, |p| p + i * (cols * cols) as u64 * es),
            info.ptr() + i * 4,
        )
    };
    let h = solver::handle(cuda)?;
    let h = solver::lock(&h);
    if algo == SvdAlgo::Gesvdp {
        let mut plan = Gesvdp::plan(&h, cuda, T::DTYPE, compute_uv, !full, rows, cols)?;
        for i in 0..batch as u64 {
            let (xi, si, ui, vi, ii) = at(i);
            // SAFETY: matrix i of x (rows x cols), its cols values of s, its U and V blocks of
            // the sizes allocated above (unused without vectors), info slot i.
            let err_sigma = unsafe { plan.run(&h, xi, si, ui, vi, ii)? };
            // A perturbation below eps * s_max changes nothing Xgesvd's backward error does
            // not already allow; a larger one (near-zero singular values) falls back to Xgesvd.
            if err_sigma != 0.0 && err_sigma > eps::<T>() * largest_value::<T>(cuda, si)? {
                plan.finish(cuda)?;
                return Ok(None);
            }
        }
        plan.finish(cuda)?;
    } else {
        let mut plan = Gesvdj::plan(&h, cuda, T::DTYPE, compute_uv, !full, rows, cols)?;
        for i in 0..batch as u64 {
            let (xi, si, ui, vi, ii) = at(i);
            // SAFETY: as above.
            unsafe { plan.run(&h, xi, si, ui, vi, ii)? };
        }
    }
    drop(h);
    check_info(cuda, info.ptr(), batch, "svd")?;
    let (Some(ub), Some(p)) = (u_buf, v_buf) else {
        return Ok(Some(Svd {
            u: None,
            s,
            vh: None,
        }));
    };
    // conj(P) = V^H read row-major; gesvd's V^H buffer would be conj(P)^T.
    kernels::conj_in_place(cuda, T::DTYPE, p.device_ptr().expect("GPU array"), p.size())?;
    let (u, vh) = if tall {
        (ub.swapaxes(-1, -2)?, p)
    } else {
        (p.swapaxes(-1, -2)?, ub)
    };
    Ok(Some(Svd {
        u: Some(u),
        s,
        vh: Some(vh),
    }))
}

/// The last-two-axes slice `[rows, cols]` of an array.
fn block<T: gsci_core::Element>(
    x: &Array<T>,
    rows: std::ops::Range<usize>,
    cols: std::ops::Range<usize>,
) -> Result<Array<T>> {
    let mut args = vec![SliceArg::FULL; x.ndim() - 2];
    args.push(SliceArg::Range {
        start: Some(rows.start as isize),
        stop: Some(rows.end as isize),
        step: 1,
    });
    args.push(SliceArg::Range {
        start: Some(cols.start as isize),
        stop: Some(cols.end as isize),
        step: 1,
    });
    x.slice(&args)
}

/// QR of `(batch, m, n)` input: Householder factors with `Xgeqrf`, Q formed by `orgqr`.
pub(crate) fn qr<T: LinalgScalar>(
    cuda: &CudaBackend,
    a: &Array<T>,
    mode: QrMode,
) -> Result<super::Qr<T>> {
    let nd = a.ndim();
    let (m, n) = (a.shape()[nd - 2], a.shape()[nd - 1]);
    let k = m.min(n);
    let batch_shape = a.shape()[..nd - 2].to_vec();
    let batch: usize = batch_shape.iter().product();
    let x = a.swapaxes(-1, -2)?.copy()?; // column-major A, lda m
    let tau = Array::<T>::empty(&with_tail(&batch_shape, &[k]), a.device())?;
    let info = solver::info_array(cuda, batch)?;
    let h = solver::handle(cuda)?;
    let h = solver::lock(&h);
    let mut plan = solver::Geqrf::plan(&h, cuda, T::DTYPE, m, n)?;
    let es = std::mem::size_of::<T>() as u64;
    let (xp, tp) = (
        x.device_ptr().expect("GPU array"),
        tau.device_ptr().expect("GPU array"),
    );
    for i in 0..batch as u64 {
        // SAFETY: matrix i of x (m x n, lda m), its k tau values, its info slot.
        unsafe {
            plan.run(
                &h,
                xp + i * (m * n) as u64 * es,
                tp + i * k as u64 * es,
                info.ptr() + i * 4,
            )?
        };
    }
    plan.finish(cuda)?;
    // R from the row-major view before orgqr overwrites the reflectors (triu copies).
    let xv = x.swapaxes(-1, -2)?;
    let rrows = if mode == QrMode::Complete { m } else { k };
    let r = Array::triu(&block(&xv, 0..rrows, 0..n)?, 0)?;
    let q = match mode {
        QrMode::R => None,
        QrMode::Complete if m > n => {
            // Q is m x m: the n reflectors of each matrix into a zeroed m x m block.
            let qb = Array::<T>::zeros(&with_tail(&batch_shape, &[m, m]), a.device())?;
            let qp = qb.device_ptr().expect("GPU array");
            for i in 0..batch as u64 {
                cuda.copy_dtod_bytes(
                    xp + i * (m * n) as u64 * es,
                    qp + i * (m * m) as u64 * es,
                    m * n * es as usize,
                )?;
            }
            // SAFETY: batch m x m blocks holding k reflectors each; tau as computed.
            unsafe {
                solver::orgqr(
                    &h,
                    cuda,
                    T::DTYPE,
                    m,
                    m,
                    k,
                    qp,
                    m * m,
                    tp,
                    batch,
                    info.ptr(),
                )?
            };
            Some(qb.swapaxes(-1, -2)?)
        }
        _ => {
            // Q is m x k: the first k columns of each column-major block, in place.
            // SAFETY: batch m x n blocks (k <= n columns used), tau as computed.
            unsafe {
                solver::orgqr(
                    &h,
                    cuda,
                    T::DTYPE,
                    m,
                    k,
                    k,
                    xp,
                    m * n,
                    tp,
                    batch,
                    info.ptr(),
                )?
            };
            Some(block(&xv, 0..m, 0..k)?)
        }
    };
    drop(h);
    check_info(cuda, info.ptr(), batch, "qr")?;
    Ok(super::Qr { q, r })
}
