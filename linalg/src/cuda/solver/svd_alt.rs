//! The two alternatives to `Xgesvd` for `svd`: `Xgesvdp` (polar decomposition + `Xsyevd`,
//! documented by NVIDIA as much faster than the QR-based `Xgesvd`) and `gesvdj` (Jacobi, set to
//! machine-precision tolerance). Both return V, not V^H, and both are asked for rows >= cols.

use super::{SolverHandle, Workspace, check, data_type, eig_mode, real_type, sys};
use gsci_core::cuda::CudaBackend;
use gsci_core::{DType, Error, Result};
use std::ffi::c_void;

/// `Xgesvdp` of a column-major m x n matrix (lda m, m >= n), A overwritten; U m x ucols (ld m),
/// V n x n (ld n); `econ` gives ucols = n, else m.
pub(crate) struct Gesvdp {
    dtype: sys::cudaDataType,
    stype: sys::cudaDataType,
    jobz: sys::cusolverEigMode_t,
    econ: i32,
    m: i64,
    n: i64,
    ws: Workspace,
}

impl Gesvdp {
    pub(crate) fn plan(
        h: &SolverHandle,
        cuda: &CudaBackend,
        dtype: DType,
        vectors: bool,
        econ: bool,
        m: usize,
        n: usize,
    ) -> Result<Gesvdp> {
        let ty = data_type(dtype, "gesvdp")?;
        let stype = real_type(dtype, "gesvdp")?;
        let jobz = eig_mode(vectors);
        // SAFETY: size query only; no matrix is read.
        let ws = Workspace::query(cuda, "cusolverDnXgesvdp_bufferSize", |dev, host| unsafe {
            sys::cusolverDnXgesvdp_bufferSize(
                h.raw,
                h.params,
                jobz,
                econ as i32,
                m as i64,
                n as i64,
                ty,
                std::ptr::null(),
                m as i64,
                stype,
                std::ptr::null(),
                ty,
                std::ptr::null(),
                m as i64,
                ty,
                std::ptr::null(),
                n as i64,
                ty,
                dev,
                host,
            )
        })?;
        Ok(Gesvdp {
            dtype: ty,
            stype,
            jobz,
            econ: econ as i32,
            m: m as i64,
            n: n as i64,
            ws,
        })
    }

    /// Returns `h_err_sigma`: the perturbation added to converge (0 when none was needed; else
    /// the singular values are shifted by about that much). Blocks until the call is done.
    ///
    /// # Safety
    /// `a` holds the m x n matrix, `s` n reals, `u` and `v` their matrices (unused without
    /// vectors), `info` one int.
    pub(crate) unsafe fn run(
        &mut self,
        h: &SolverHandle,
        a: u64,
        s: u64,
        u: u64,
        v: u64,
        info: u64,
    ) -> Result<f64> {
        let (d, db) = self.ws.dev();
        let (hp, hb) = self.ws.host(h);
        let mut err_sigma = 0.0f64;
        // Leading dimensions stay valid (>= m, >= n) even when U and V are not referenced.
        let (ldu, ldv) = (self.m, self.n);
        // SAFETY: caller contract; workspace sized by the query.
        check(
            unsafe {
                sys::cusolverDnXgesvdp(
                    h.raw,
                    h.params,
                    self.jobz,
                    self.econ,
                    self.m,
                    self.n,
                    self.dtype,
                    a as *mut c_void,
                    self.m,
                    self.stype,
                    s as *mut c_void,
                    self.dtype,
                    u as *mut c_void,
                    ldu,
                    self.dtype,
                    v as *mut c_void,
                    ldv,
                    self.dtype,
                    d,
                    db,
                    hp,
                    hb,
                    info as *mut i32,
                    &mut err_sigma,
                )
            },
            "cusolverDnXgesvdp",
        )?;
        Ok(err_sigma)
    }

    pub(crate) fn finish(self, cuda: &CudaBackend) -> Result<()> {
        self.ws.finish(cuda)
    }
}

/// `gesvdj` (Jacobi) of a column-major m x n matrix (lda m, m >= n), A overwritten; U m x ucols
/// (ld m), V n x n (ld n). Tolerance: the dtype's machine epsilon; at most 100 sweeps.
pub(crate) struct Gesvdj {
    dtype: DType,
    params: sys::gesvdjInfo_t,
    jobz: sys::cusolverEigMode_t,
    econ: i32,
    m: i32,
    n: i32,
    ldu: i32,
    ldv: i32,
    lwork: i32,
    work: gsci_core::cuda::DeviceBuffer,
}

/// Sweeps allowed before gesvdj reports non-convergence (cuSOLVER's default).
const GESVDJ_MAX_SWEEPS: i32 = 100;

fn dim(v: usize) -> Result<i32> {
    super::to_i32(v, "svd", "dimension")
}

impl Gesvdj {
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn plan(
        h: &SolverHandle,
        cuda: &CudaBackend,
        dtype: DType,
        vectors: bool,
        econ: bool,
        m: usize,
        n: usize,
    ) -> Result<Gesvdj> {
        data_type(dtype, "gesvdj")?;
        let (mi, ni) = (dim(m)?, dim(n)?);
        // Leading dimensions stay valid (>= m, >= n) even when U and V are not referenced.
        let (ldu, ldv) = (mi, ni);
        let jobz = eig_mode(vectors);
        let mut params: sys::gesvdjInfo_t = std::ptr::null_mut();
        cuda.bind()?;
        // SAFETY: creates a parameter object, freed in Drop.
        check(
            unsafe { sys::cusolverDnCreateGesvdjInfo(&mut params) },
            "cusolverDnCreateGesvdjInfo",
        )?;
        let mut plan = Gesvdj {
            dtype,
            params,
            jobz,
            econ: econ as i32,
            m: mi,
            n: ni,
            ldu,
            ldv,
            lwork: 0,
            work: gsci_core::cuda::DeviceBuffer::alloc(cuda, 0)?,
        };
        let eps = match dtype {
            DType::F32 | DType::C64 => f32::EPSILON as f64,
            _ => f64::EPSILON,
        };
        // SAFETY: `params` is live.
        check(
            unsafe { sys::cusolverDnXgesvdjSetTolerance(params, eps) },
            "cusolverDnXgesvdjSetTolerance",
        )?;
        // SAFETY: as above.
        check(
            unsafe { sys::cusolverDnXgesvdjSetMaxSweeps(params, GESVDJ_MAX_SWEEPS) },
            "cusolverDnXgesvdjSetMaxSweeps",
        )?;
        let null = std::ptr::null::<c_void>();
        let mut lwork = 0i32;
        let lw = &mut lwork as *mut i32;
        let econ = econ as i32;
        // SAFETY: size query only; no matrix is read.
        let status = unsafe {
            typed_call!(
                dtype,
                "gesvdj",
                [
                    sys::cusolverDnSgesvdj_bufferSize,
                    sys::cusolverDnDgesvdj_bufferSize,
                    sys::cusolverDnCgesvdj_bufferSize,
                    sys::cusolverDnZgesvdj_bufferSize
                ],
                (
                    h.raw, jobz, econ, mi, ni, null, mi, null, null, ldu, null, ldv, lw, params
                )
            )
        };
        check(status, "gesvdj_bufferSize")?;
        plan.lwork = lwork;
        plan.work =
            gsci_core::cuda::DeviceBuffer::alloc(cuda, (lwork.max(1) as usize) * dtype.itemsize())?;
        Ok(plan)
    }

    /// # Safety
    /// `a` holds the m x n matrix, `s` n reals, `u` and `v` their matrices (unused without
    /// vectors), `info` one int.
    pub(crate) unsafe fn run(
        &mut self,
        h: &SolverHandle,
        a: u64,
        s: u64,
        u: u64,
        v: u64,
        info: u64,
    ) -> Result<()> {
        let work = self.work.ptr();
        let (a, s, u, v) = (
            a as *mut c_void,
            s as *mut c_void,
            u as *mut c_void,
            v as *mut c_void,
        );
        let (w, info) = (work as *mut c_void, info as *mut i32);
        // SAFETY: caller contract; workspace sized by the query.
        let status = unsafe {
            typed_call!(
                self.dtype,
                "gesvdj",
                [
                    sys::cusolverDnSgesvdj,
                    sys::cusolverDnDgesvdj,
                    sys::cusolverDnCgesvdj,
                    sys::cusolverDnZgesvdj
                ],
                (
                    h.raw,
                    self.jobz,
                    self.econ,
                    self.m,
                    self.n,
                    a,
                    self.m,
                    s,
                    u,
                    self.ldu,
                    v,
                    self.ldv,
                    w,
                    self.lwork,
                    info,
                    self.params
                )
            )
        };
        check(status, "gesvdj")
    }
}

impl Drop for Gesvdj {
    fn drop(&mut self) {
        // SAFETY: created in `plan`, destroyed once.
        let _ = unsafe { sys::cusolverDnDestroyGesvdjInfo(self.params) };
    }
}

/// Which cuSOLVER routine `svd` uses (see [`svd_algo`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SvdAlgo {
    Gesvd,
    Gesvdj,
    Gesvdp,
}

/// Smallest min(m, n) sent to `Xgesvdp` by default: below it the QR-based `Xgesvd` is kept.
pub(crate) const GESVDP_MIN_ORDER: usize = 256;

/// The routine for a (rows x cols, rows >= cols) SVD: `GSCI_SVD_ALGO=gesvd|gesvdj|gesvdp` forces
/// one (for benchmarks); by default `Xgesvdp` from [`GESVDP_MIN_ORDER`] up (NVIDIA: "much faster
/// than cusolverDnXgesvd"; its perturbation is checked, see `decomp/cuda.rs`), `Xgesvd` below.
pub(crate) fn svd_algo(cols: usize) -> Result<SvdAlgo> {
    match std::env::var("GSCI_SVD_ALGO").as_deref() {
        Ok("gesvd") => Ok(SvdAlgo::Gesvd),
        Ok("gesvdj") => Ok(SvdAlgo::Gesvdj),
        Ok("gesvdp") => Ok(SvdAlgo::Gesvdp),
        Ok("") | Ok("auto") | Err(_) => Ok(if cols >= GESVDP_MIN_ORDER {
            SvdAlgo::Gesvdp
        } else {
            SvdAlgo::Gesvd
        }),
        Ok(other) => Err(Error::InvalidArgument {
            op: "svd",
            reason: format!("GSCI_SVD_ALGO={other:?}: expected gesvd, gesvdj, gesvdp or auto"),
        }),
    }
}
