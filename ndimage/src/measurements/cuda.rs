//! GPU label: union-find kernels and the raster-order renumbering (`kernels.cu`).

use crate::morphology::Neighborhood;
use gsci_core::cuda::{CudaBackend, KernelArgs, KernelFn, grid_1d};
use gsci_core::kernel_cache::TYPES_HEADER;
use gsci_core::{Array, Error, Result};

const KERNELS_CU: &str = include_str!("kernels.cu");

/// The module's source (for the NVRTC compile test and the kernel cache).
pub(crate) fn all_sources() -> String {
    format!("{TYPES_HEADER}\n{KERNELS_CU}\n")
}

fn func(cuda: &CudaBackend, name: &'static str) -> Result<KernelFn> {
    cuda.function(&format!("ndimage_label|{name}"), || {
        (all_sources(), name.to_string())
    })
}

/// Labels the C-contiguous boolean `x` of `shape` with the preceding half `before` of the
/// structure: (labels, count).
pub(crate) fn label(
    cuda: &CudaBackend,
    x: &Array<bool>,
    shape: &[usize],
    before: &Neighborhood,
) -> Result<(Array<i32>, usize)> {
    const OP: &str = "label";
    let dev = x.device();
    let n: usize = shape.iter().product();
    if n >= i32::MAX as usize {
        return Err(Error::Unsupported {
            what: format!("{OP} of {n} elements (at most 2^31 - 2)"),
            backend: "cuda".into(),
        });
    }
    let nd = shape.len();
    let d = crate::morphology::cuda_dims(shape, OP)?;
    let last = shape[nd - 1];
    let rows = n / last;
    let ptr = crate::morphology::cuda_ptr::<bool>;
    let mut parent = Array::<i32>::empty(&[n], dev)?;
    let pp = parent.device_ptr_mut()?.unwrap_or(0);
    let mut out = Array::<i32>::empty(x.shape(), dev)?;
    let op = out.device_ptr_mut()?.unwrap_or(0);
    let g = grid_1d(cuda, n, 256);

    let mut a = KernelArgs::new();
    a.push(ptr(x)?).push(pp).push(n as i64);
    // SAFETY: x holds n bytes, parent n ints; matches gsci_lbl_init.
    unsafe {
        cuda.launch(
            func(cuda, "gsci_lbl_init")?,
            (g, 1, 1),
            (256, 1, 1),
            0,
            &mut a,
        )?
    };

    if before.len() > 0 {
        let offs = crate::morphology::cuda_upload(&before.offsets, dev)?;
        let lin = crate::morphology::cuda_upload(&before.linear(shape), dev)?;
        let mut a = KernelArgs::new();
        a.push(pp)
            .push_i64s(&d)
            .push(nd as i32)
            .push(rows as i64)
            .push(crate::morphology::cuda_ptr(&offs)?)
            .push(crate::morphology::cuda_ptr(&lin)?)
            .push(before.len() as i32);
        let grid = (
            last.div_ceil(256).clamp(1, 65535) as u32,
            rows.clamp(1, 65535) as u32,
            1,
        );
        // SAFETY: parent holds n ints; offs/lin hold the neighbour offsets; matches gsci_lbl_merge.
        unsafe { cuda.launch(func(cuda, "gsci_lbl_merge")?, grid, (256, 1, 1), 0, &mut a)? };
    }

    let mut a = KernelArgs::new();
    a.push(pp).push(n as i64);
    // SAFETY: parent holds n ints; matches gsci_lbl_flatten.
    unsafe {
        cuda.launch(
            func(cuda, "gsci_lbl_flatten")?,
            (g, 1, 1),
            (256, 1, 1),
            0,
            &mut a,
        )?
    };

    let nblocks = n.div_ceil(1024);
    let mut counts = Array::<i32>::empty(&[nblocks], dev)?;
    let cp = counts.device_ptr_mut()?.unwrap_or(0);
    let mut total = Array::<i32>::zeros(&[1], dev)?;
    let tp = total.device_ptr_mut()?.unwrap_or(0);
    let mut a = KernelArgs::new();
    a.push(pp).push(cp).push(n as i64);
    // SAFETY: parent holds n ints, counts nblocks; one thread per element; matches the kernel.
    unsafe {
        cuda.launch(
            func(cuda, "gsci_lbl_count_roots")?,
            (nblocks as u32, 1, 1),
            (1024, 1, 1),
            0,
            &mut a,
        )?
    };
    let mut a = KernelArgs::new();
    a.push(cp).push(nblocks as i64).push(tp);
    // SAFETY: counts holds nblocks ints, total one; matches gsci_lbl_scan.
    unsafe {
        cuda.launch(
            func(cuda, "gsci_lbl_scan")?,
            (1, 1, 1),
            (1024, 1, 1),
            0,
            &mut a,
        )?
    };
    let mut a = KernelArgs::new();
    a.push(pp).push(cp).push(op).push(n as i64);
    // SAFETY: parent and out hold n ints, counts nblocks offsets; matches the kernel.
    unsafe {
        cuda.launch(
            func(cuda, "gsci_lbl_number_roots")?,
            (nblocks as u32, 1, 1),
            (1024, 1, 1),
            0,
            &mut a,
        )?
    };
    let mut a = KernelArgs::new();
    a.push(pp).push(op).push(n as i64);
    // SAFETY: parent and out hold n ints; matches gsci_lbl_assign.
    unsafe {
        cuda.launch(
            func(cuda, "gsci_lbl_assign")?,
            (g, 1, 1),
            (256, 1, 1),
            0,
            &mut a,
        )?
    };
    let count = total.to_vec()?[0] as usize;
    Ok((out, count))
}
