//! LU with partial pivoting of a rectangular m x n matrix (`Xgetrf`), for `scipy.linalg.lu`.

use super::{SolverHandle, Workspace, check, data_type, sys};
use gsci_core::cuda::CudaBackend;
use gsci_core::{DType, Result};
use std::ffi::c_void;

/// `Xgetrf` of a column-major m x n matrix (lda m) in place, min(m, n) i64 pivots.
pub(crate) struct GetrfMn {
    dtype: sys::cudaDataType,
    m: i64,
    n: i64,
    ws: Workspace,
}

impl GetrfMn {
    pub(crate) fn plan(
        h: &SolverHandle,
        cuda: &CudaBackend,
        dtype: DType,
        m: usize,
        n: usize,
    ) -> Result<GetrfMn> {
        let ty = data_type(dtype, "getrf")?;
        let (mut dev, mut host) = (0usize, 0usize);
        cuda.bind()?;
        // SAFETY: size query only; A is not read.
        check(
            unsafe {
                sys::cusolverDnXgetrf_bufferSize(
                    h.raw,
                    h.params,
                    m as i64,
                    n as i64,
                    ty,
                    std::ptr::null(),
                    m.max(1) as i64,
                    ty,
                    &mut dev,
                    &mut host,
                )
            },
            "cusolverDnXgetrf_bufferSize",
        )?;
        Ok(GetrfMn {
            dtype: ty,
            m: m as i64,
            n: n as i64,
            ws: Workspace::new(cuda, dev, host)?,
        })
    }

    /// # Safety
    /// `a` holds an m x n column-major matrix (lda m), `ipiv` min(m, n) i64s, `info` one int.
    pub(crate) unsafe fn run(
        &mut self,
        h: &SolverHandle,
        a: u64,
        ipiv: u64,
        info: u64,
    ) -> Result<()> {
        let (d, db) = self.ws.dev();
        let (hp, hb) = self.ws.host();
        // SAFETY: caller contract; workspace sized by the query in `plan`.
        check(
            unsafe {
                sys::cusolverDnXgetrf(
                    h.raw,
                    h.params,
                    self.m,
                    self.n,
                    self.dtype,
                    a as *mut c_void,
                    self.m.max(1),
                    ipiv as *mut i64,
                    self.dtype,
                    d,
                    db,
                    hp,
                    hb,
                    info as *mut i32,
                )
            },
            "cusolverDnXgetrf",
        )
    }

    pub(crate) fn finish(self, cuda: &CudaBackend) -> Result<()> {
        self.ws.finish(cuda)
    }
}
