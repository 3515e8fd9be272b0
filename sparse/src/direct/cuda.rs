//! Device triangular solves with the factors of a [`SuperLU`](super::SuperLU): cuSPARSE's SpSV
//! over the CSC factors read as CSR matrices of their transposes, and the row / column
//! permutations as device gathers.
#![deny(unsafe_op_in_unsafe_fn)]

use crate::compressed::Compressed;
use crate::cusparse::{self, CompressedPtrs, DnVec, SpMat, check, value_type};
use crate::scalar::{SparseIndex, SparseScalar};
use cudarc::cusparse::sys;
use gsci_core::cuda::{CudaBackend, DeviceBuffer};
use gsci_core::{Array, Error, Result};
use std::ffi::c_void;

struct SpSvDescr(sys::cusparseSpSVDescr_t);
impl Drop for SpSvDescr {
    fn drop(&mut self) {
        // SAFETY: created by cusparseSpSV_createDescr, destroyed once.
        let _ = unsafe { sys::cusparseSpSV_destroyDescr(self.0) };
    }
}

fn missing() -> Error {
    Error::InvalidArgument {
        op: "SuperLU.solve",
        reason: "internal: operand is not on the GPU".into(),
    }
}

/// Solves `op(M) y = x` on the device, `M` the `n × n` CSR matrix formed by the arrays of `cs`
/// (a CSC factor `F` gives `M = Fᵀ`), triangular on the `upper` side (non-unit diagonal, stored).
/// `transpose`: `op(M) = Mᵀ`, else `M`.
fn spsv<T: SparseScalar, I: SparseIndex>(
    cuda: &CudaBackend,
    cs: &Compressed<T, I>,
    upper: bool,
    transpose: bool,
    x: &Array<T>,
) -> Result<Array<T>> {
    let n = cs.major;
    let vt = value_type(T::DTYPE)?;
    let mut y = Array::<T>::empty(&[n], x.device())?;
    let xp = x.device_ptr().ok_or_else(missing)?;
    let yp = y.device_ptr_mut()?.ok_or_else(missing)?;
    let p = CompressedPtrs {
        rows: n,
        cols: n,
        nnz: cs.nnz(),
        indptr: cs.indptr.device_ptr().ok_or_else(missing)?,
        indices: cs.indices.device_ptr().ok_or_else(missing)?,
        data: cs.data.device_ptr().ok_or_else(missing)?,
        csc: false,
    };
    // SAFETY: the arrays belong to `cs`, alive and unchanged for this call; the descriptor is
    // dropped at its end.
    let mat = unsafe { SpMat::new::<T, I>(cuda, &p)? };
    let mut fill = if upper {
        sys::cusparseFillMode_t::CUSPARSE_FILL_MODE_UPPER
    } else {
        sys::cusparseFillMode_t::CUSPARSE_FILL_MODE_LOWER
    };
    let mut diag = sys::cusparseDiagType_t::CUSPARSE_DIAG_TYPE_NON_UNIT;
    // SAFETY: a live descriptor; the attribute values are host enums of the documented size.
    unsafe {
        check(
            sys::cusparseSpMatSetAttribute(
                mat.raw(),
                sys::cusparseSpMatAttribute_t::CUSPARSE_SPMAT_FILL_MODE,
                &mut fill as *mut _ as *mut c_void,
                std::mem::size_of_val(&fill),
            ),
            "cusparseSpMatSetAttribute",
        )?;
        check(
            sys::cusparseSpMatSetAttribute(
                mat.raw(),
                sys::cusparseSpMatAttribute_t::CUSPARSE_SPMAT_DIAG_TYPE,
                &mut diag as *mut _ as *mut c_void,
                std::mem::size_of_val(&diag),
            ),
            "cusparseSpMatSetAttribute",
        )?;
    }
    let h = cusparse::handle(cuda)?;
    let h = h.lock().unwrap_or_else(|e| e.into_inner());
    cuda.bind()?;
    // SAFETY: x and y hold n values of T on this device, alive for the call.
    let (dx, dy) = unsafe { (DnVec::new(n, xp, vt)?, DnVec::new(n, yp, vt)?) };
    let mut raw: sys::cusparseSpSVDescr_t = std::ptr::null_mut();
    // SAFETY: creates a host-side descriptor.
    check(
        unsafe { sys::cusparseSpSV_createDescr(&mut raw) },
        "cusparseSpSV_createDescr",
    )?;
    let descr = SpSvDescr(raw);
    let op = if transpose {
        sys::cusparseOperation_t::CUSPARSE_OPERATION_TRANSPOSE
    } else {
        sys::cusparseOperation_t::CUSPARSE_OPERATION_NON_TRANSPOSE
    };
    let one = T::one();
    let alpha = &one as *const T as *const c_void;
    let alg = sys::cusparseSpSVAlg_t::CUSPARSE_SPSV_ALG_DEFAULT;
    let mut bytes = 0usize;
    // SAFETY: live handle and descriptors; alpha is a host scalar of the compute type.
    check(
        unsafe {
            sys::cusparseSpSV_bufferSize(
                h.raw(),
                op,
                alpha,
                mat.raw() as _,
                dx.0 as _,
                dy.0,
                vt,
                alg,
                descr.0,
                &mut bytes,
            )
        },
        "cusparseSpSV_bufferSize",
    )?;
    let buf = DeviceBuffer::alloc(cuda, bytes.max(16))?;
    // SAFETY: as above; the buffer holds `bytes` and lives until after the solve has finished
    // (the stream is synchronised below before anything is dropped).
    check(
        unsafe {
            sys::cusparseSpSV_analysis(
                h.raw(),
                op,
                alpha,
                mat.raw() as _,
                dx.0 as _,
                dy.0,
                vt,
                alg,
                descr.0,
                buf.ptr() as *mut c_void,
            )
        },
        "cusparseSpSV_analysis",
    )?;
    // SAFETY: as above, after the analysis of the same matrix and operation.
    check(
        unsafe {
            sys::cusparseSpSV_solve(
                h.raw(),
                op,
                alpha,
                mat.raw() as _,
                dx.0 as _,
                dy.0,
                vt,
                alg,
                descr.0,
            )
        },
        "cusparseSpSV_solve",
    )?;
    // The SpSV descriptor and its buffer must outlive the queued solve.
    cuda.synchronize()?;
    drop((descr, dx, dy, mat, buf));
    Ok(y)
}

/// The permutations of a factorisation as i64 device arrays (and their inverses), for gathers.
pub(crate) struct DevicePerms {
    pub perm_r: Array<i64>,
    pub perm_c: Array<i64>,
    pub inv_r: Array<i64>,
    pub inv_c: Array<i64>,
}

impl DevicePerms {
    pub fn new(perm_r: &[usize], perm_c: &[usize], device: &gsci_core::Device) -> Result<Self> {
        let n = perm_r.len();
        let inv = |p: &[usize]| {
            let mut v = vec![0i64; n];
            for (i, &k) in p.iter().enumerate() {
                v[k] = i as i64;
            }
            v
        };
        let up = |v: Vec<i64>| Array::from_vec(v, &[n], device);
        Ok(DevicePerms {
            perm_r: up(perm_r.iter().map(|&v| v as i64).collect())?,
            perm_c: up(perm_c.iter().map(|&v| v as i64).collect())?,
            inv_r: up(inv(perm_r))?,
            inv_c: up(inv(perm_c))?,
        })
    }
}

/// `A x = b` (`transpose = false`) or `Aᵀ x = b` for a 1-D `b` on the device, with
/// `Pr A Pc = L U`, `l` and `u` the CSC factors on the device.
pub(crate) fn solve<T: SparseScalar, I: SparseIndex>(
    cuda: &CudaBackend,
    l: &Compressed<T, I>,
    u: &Compressed<T, I>,
    perms: &DevicePerms,
    b: &Array<T>,
    transpose: bool,
) -> Result<Array<T>> {
    // The CSR view of a CSC factor F is Fᵀ: L's is upper, U's lower.
    if !transpose {
        // c = Pr b; L y = c  (Lᵀ viewed, transposed); U z = y; x = Pc z.
        let c = b.take(&perms.inv_r, None)?;
        let y = spsv(cuda, l, true, true, &c)?;
        let z = spsv(cuda, u, false, true, &y)?;
        z.take(&perms.perm_c, None)
    } else {
        // c = Pcᵀ b; Uᵀ y = c; Lᵀ z = y; x = Prᵀ z.
        let c = b.take(&perms.inv_c, None)?;
        let y = spsv(cuda, u, false, false, &c)?;
        let z = spsv(cuda, l, true, false, &y)?;
        z.take(&perms.perm_r, None)
    }
}
