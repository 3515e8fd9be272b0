//! Sparse × sparse on the GPU through cuSPARSE's generic SpGEMM (32-bit indices).

use crate::compressed::Compressed;
use crate::cusparse;
use crate::scalar::{SparseIndex, SparseScalar};
use gsci_core::cuda::CudaBackend;
use gsci_core::{Array, Error, Result};

fn ptr<E: gsci_core::Element>(a: &mut Array<E>) -> Result<u64> {
    a.device_ptr_mut()?.ok_or_else(|| Error::InvalidArgument {
        op: "spgemm",
        reason: "internal: array is not on the GPU".into(),
    })
}

/// `A B` for CSR-read storages with 32-bit indices (`I = i32`; the caller checks) `a` (rows × inner) and `b` (inner × cols) on one GPU.
pub(crate) fn csr_matmat<T: SparseScalar, I: SparseIndex>(
    cuda: &CudaBackend,
    a: &Compressed<T, I>,
    b: &Compressed<T, I>,
) -> Result<Compressed<T, I>> {
    let dev = a.device().clone();
    let (rows, cols) = (a.major, b.minor);
    let mut indptr = Array::<I>::zeros(&[rows + 1], &dev)?;
    let da = a.descriptor(cuda, false)?;
    let db = if std::ptr::eq(a, b) {
        da.clone()
    } else {
        b.descriptor(cuda, false)?
    };
    let mut out: Option<(Array<I>, Array<T>)> = None;
    let cp = ptr(&mut indptr)?;
    // SAFETY: both descriptors belong to live 32-bit-index CSR storages on this device; indptr
    // holds rows + 1 values; the closure allocates and keeps C's arrays for the copy.
    let res = unsafe {
        cusparse::spgemm::<T>(cuda, &da, &db, rows, cols, cp, |nnz| {
            let mut ix = Array::<I>::empty(&[nnz], &dev)?;
            let mut dx = Array::<T>::empty(&[nnz], &dev)?;
            let p = (ptr(&mut ix)?, ptr(&mut dx)?);
            out = Some((ix, dx));
            Ok(p)
        })?
    };
    let (indices, data) = out.ok_or_else(|| Error::InvalidArgument {
        op: "spgemm",
        reason: "internal: cuSPARSE returned before sizing the product".into(),
    })?;
    debug_assert_eq!(indices.len(), res.nnz);
    Ok(Compressed {
        data,
        indices,
        indptr,
        major: rows,
        minor: cols,
        gpu: Default::default(),
    })
}
