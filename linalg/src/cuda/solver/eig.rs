//! General and generalized Hermitian eigenproblems: `Xgeev` (CUDA >= 12.6) and the legacy
//! `sygvd`/`hegvd` (cuSOLVER has no 64-bit generic generalized solver).

use super::{Fill, SolverHandle, Workspace, check, data_type, eig_mode, real_type, sys};
use crate::cuda::{alloc_elems, to_i32};
use gsci_core::cuda::CudaBackend;
use gsci_core::{DType, Error, Result};
use std::ffi::c_void;
use std::sync::OnceLock;

/// Eigenvalues and right eigenvectors of a general column-major n x n matrix (`Xgeev`), A
/// overwritten. Real input: W holds 2n reals (real parts, then imaginary parts) and VR LAPACK's
/// packed real vectors; complex input: W n complex values and VR complex vectors.
pub(crate) struct Geev {
    dtype: sys::cudaDataType,
    wtype: sys::cudaDataType,
    jobvr: sys::cusolverEigMode_t,
    n: i64,
    ws: Workspace,
}

impl Geev {
    pub(crate) fn plan(
        h: &SolverHandle,
        cuda: &CudaBackend,
        dtype: DType,
        vectors: bool,
        n: usize,
    ) -> Result<Geev> {
        let ty = data_type(dtype, "geev")?;
        static HAS_GEEV: OnceLock<bool> = OnceLock::new();
        // SAFETY: looks the symbol up in the already loaded library (the handle exists); nothing
        // is called.
        let present = *HAS_GEEV.get_or_init(|| unsafe {
            sys::culib()
                .get::<unsafe extern "C" fn()>(b"cusolverDnXgeev\0")
                .is_ok()
        });
        if !present {
            return Err(Error::Unsupported {
                what: "eig on the GPU: cusolverDnXgeev needs the cuSOLVER of CUDA 12.6 or newer"
                    .into(),
                backend: "cuda".into(),
            });
        }
        // All-real types for real input (W = [wr, wi]), complex W for complex input.
        let wtype = ty;
        let jobvr = eig_mode(vectors);
        // SAFETY: size query only.
        let ws = Workspace::query(cuda, "cusolverDnXgeev_bufferSize", |dev, host| unsafe {
            sys::cusolverDnXgeev_bufferSize(
                h.raw,
                h.params,
                sys::cusolverEigMode_t::CUSOLVER_EIG_MODE_NOVECTOR,
                jobvr,
                n as i64,
                ty,
                std::ptr::null(),
                n as i64,
                wtype,
                std::ptr::null(),
                ty,
                std::ptr::null(),
                1,
                ty,
                std::ptr::null(),
                n as i64,
                ty,
                dev,
                host,
            )
        })?;
        Ok(Geev {
            dtype: ty,
            wtype,
            jobvr,
            n: n as i64,
            ws,
        })
    }

    /// # Safety
    /// `a` holds an n x n column-major matrix, `w` 2n reals (real input) or n complex values,
    /// `vr` an n x n matrix when vectors were planned (else unused), `info` one int.
    pub(crate) unsafe fn run(
        &mut self,
        h: &SolverHandle,
        a: u64,
        w: u64,
        vr: u64,
        info: u64,
    ) -> Result<()> {
        let (d, db) = self.ws.dev();
        let (hp, hb) = self.ws.host(h);
        // SAFETY: caller contract; workspace sized by the query.
        check(
            unsafe {
                sys::cusolverDnXgeev(
                    h.raw,
                    h.params,
                    sys::cusolverEigMode_t::CUSOLVER_EIG_MODE_NOVECTOR,
                    self.jobvr,
                    self.n,
                    self.dtype,
                    a as *mut c_void,
                    self.n,
                    self.wtype,
                    w as *mut c_void,
                    self.dtype,
                    std::ptr::null_mut(),
                    1,
                    self.dtype,
                    vr as *mut c_void,
                    self.n,
                    self.dtype,
                    d,
                    db,
                    hp,
                    hb,
                    info as *mut i32,
                )
            },
            "cusolverDnXgeev",
        )
    }

    pub(crate) fn finish(self, cuda: &CudaBackend) -> Result<()> {
        self.ws.finish(cuda)
    }
}

/// The eigenproblem type of [`sygvd`]: 1 `A x = λ B x`, 2 `A B x = λ x`, 3 `B A x = λ x`.
fn eig_type(t: u8) -> sys::cusolverEigType_t {
    match t {
        2 => sys::cusolverEigType_t::CUSOLVER_EIG_TYPE_2,
        3 => sys::cusolverEigType_t::CUSOLVER_EIG_TYPE_3,
        _ => sys::cusolverEigType_t::CUSOLVER_EIG_TYPE_1,
    }
}

/// Generalized Hermitian-definite eigenproblems (`sygvd`/`hegvd`) for `batch` column-major
/// n x n pairs: A (`a`, `n*n` apart) gets the eigenvectors, B (`b`) its Cholesky factor, `w`
/// n reals each, `info` one int each (`> n`: B not positive definite).
///
/// # Safety
/// Every matrix, eigenvalue vector and info slot lies in device memory of the sizes stated.
#[allow(clippy::too_many_arguments)]
pub(crate) unsafe fn sygvd(
    h: &SolverHandle,
    cuda: &CudaBackend,
    dtype: DType,
    itype: u8,
    vectors: bool,
    fill: Fill,
    n: usize,
    a: u64,
    b: u64,
    w: u64,
    info: u64,
    batch: usize,
) -> Result<()> {
    let op = "sygvd";
    let ni = to_i32(n, op, "n")?;
    let it = eig_type(itype);
    let jobz = eig_mode(vectors);
    real_type(dtype, op)?;
    let mut lwork = 0i32;
    cuda.bind()?;
    // SAFETY: size queries only.
    let status = unsafe {
        typed_call!(
            dtype,
            op,
            [
                sys::cusolverDnSsygvd_bufferSize,
                sys::cusolverDnDsygvd_bufferSize,
                sys::cusolverDnChegvd_bufferSize,
                sys::cusolverDnZhegvd_bufferSize
            ],
            (h.raw, it, jobz, fill, ni, a, ni, b, ni, w, &mut lwork)
        )
    };
    check(status, "cusolverDnXsygvd_bufferSize")?;
    let es = dtype.itemsize() as u64;
    let rs = if dtype.is_complex() { es / 2 } else { es };
    let work = alloc_elems(cuda, lwork.max(1) as usize, es as usize)?;
    let wk = work.ptr();
    for i in 0..batch as u64 {
        let ai = a + i * (n * n) as u64 * es;
        let bi = b + i * (n * n) as u64 * es;
        let wi = w + i * n as u64 * rs;
        let ii = (info + i * 4) as *mut i32;
        // SAFETY: pair i, its eigenvalues and info slot (caller contract); lwork elements of
        // workspace as queried.
        let status = unsafe {
            typed_call!(
                dtype,
                op,
                [
                    sys::cusolverDnSsygvd,
                    sys::cusolverDnDsygvd,
                    sys::cusolverDnChegvd,
                    sys::cusolverDnZhegvd
                ],
                (h.raw, it, jobz, fill, ni, ai, ni, bi, ni, wi, wk, lwork, ii)
            )
        };
        check(status, "cusolverDnXsygvd")?;
    }
    // The workspace is freed stream-ordered, after the queued calls.
    Ok(())
}
