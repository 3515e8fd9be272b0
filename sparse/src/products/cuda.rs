//! GPU products through cuSPARSE's generic SpMV/SpMM, with the matrix's cached descriptor.

use crate::compressed::Compressed;
use crate::cusparse;
use crate::scalar::{SparseIndex, SparseScalar};
use gsci_core::cuda::CudaBackend;
use gsci_core::{Array, Error, Result};

/// `A x` (x 1-D) or `A X` (x 2-D, row-major) for `cs` read as CSR or CSC; `out` is the fresh,
/// contiguous result on the same device.
pub(crate) fn product<T: SparseScalar, I: SparseIndex>(
    cuda: &CudaBackend,
    cs: &Compressed<T, I>,
    csc: bool,
    x: &Array<T>,
    out: &mut Array<T>,
) -> Result<()> {
    let (rows, cols) = if csc {
        (cs.minor, cs.major)
    } else {
        (cs.major, cs.minor)
    };
    let x = x.to_contiguous()?;
    let missing = || Error::InvalidArgument {
        op: "dot",
        reason: "internal: operand is not on the GPU".into(),
    };
    let xp = x.device_ptr().ok_or_else(missing)?;
    let yp = out.device_ptr_mut()?.ok_or_else(missing)?;
    let mat = cs.descriptor(cuda, csc)?;
    if x.ndim() == 1 {
        // SAFETY: x holds `cols` and out `rows` values of T on this device; the descriptor
        // belongs to `cs`, alive for the call.
        unsafe { cusparse::spmv::<T>(cuda, &mat, rows, cols, xp, yp) }
    } else {
        let k = x.shape()[1];
        // SAFETY: as above, with `cols * k` and `rows * k` values.
        unsafe { cusparse::spmm::<T>(cuda, &mat, rows, cols, k, xp, yp) }
    }
}
