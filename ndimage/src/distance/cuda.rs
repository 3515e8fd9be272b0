//! GPU exact EDT: init, one envelope pass per axis (one thread per line), then sqrt and indices.

use gsci_core::cuda::{CudaBackend, KernelArgs, KernelFn, grid_1d};
use gsci_core::kernel_cache::TYPES_HEADER;
use gsci_core::{Array, Result};

const KERNELS_CU: &str = include_str!("kernels.cu");

/// The module's source (for the NVRTC compile test and the kernel cache).
pub(crate) fn all_sources() -> String {
    format!("{TYPES_HEADER}\n{KERNELS_CU}\n")
}

fn func(cuda: &CudaBackend, name: &'static str) -> Result<KernelFn> {
    cuda.function(&format!("ndimage_edt|{name}"), || {
        (all_sources(), name.to_string())
    })
}

/// Distances (`f64`, input shape) and/or indices (`i32`, `(ndim, *shape)`) of the C-contiguous
/// boolean `x` of `shape` (at least 1-d).
pub(crate) fn edt(
    cuda: &CudaBackend,
    x: &Array<bool>,
    shape: &[usize],
    sampling: &[f64],
    distances: bool,
    indices: bool,
) -> Result<super::Transform<f64>> {
    const OP: &str = "distance_transform_edt";
    let dev = x.device();
    let n: usize = shape.iter().product();
    let nd = shape.len();
    let d = crate::morphology::cuda_dims(shape, OP)?;
    let g = grid_1d(cuda, n, 256);
    let mut fa = Array::<f64>::empty(&[n], dev)?;
    let mut fb = Array::<f64>::empty(&[n], dev)?;
    let feat_len = if indices { n } else { 1 };
    let mut ga = Array::<i64>::empty(&[feat_len], dev)?;
    let mut gb = Array::<i64>::empty(&[feat_len], dev)?;
    let max_len = shape.iter().copied().max().unwrap_or(1);
    let max_lines = shape.iter().map(|&l| n / l).max().unwrap_or(1);
    let mut vs = Array::<i64>::empty(&[max_lines * max_len], dev)?;
    let mut zs = Array::<f64>::empty(&[max_lines * (max_len + 1)], dev)?;
    let (mut pfa, mut pfb) = (
        fa.device_ptr_mut()?.unwrap_or(0),
        fb.device_ptr_mut()?.unwrap_or(0),
    );
    let (mut pga, mut pgb) = (
        ga.device_ptr_mut()?.unwrap_or(0),
        gb.device_ptr_mut()?.unwrap_or(0),
    );
    let (pv, pz) = (
        vs.device_ptr_mut()?.unwrap_or(0),
        zs.device_ptr_mut()?.unwrap_or(0),
    );

    let mut a = KernelArgs::new();
    a.push(crate::morphology::cuda_ptr(x)?)
        .push(pfa)
        .push(pga)
        .push(n as i64);
    // SAFETY: x holds n bytes, fa n doubles, ga n longs (when tracking; else the kernel's
    // writes to feat need n entries too, so track only with indices).
    if indices {
        unsafe {
            cuda.launch(
                func(cuda, "gsci_edt_init")?,
                (g, 1, 1),
                (256, 1, 1),
                0,
                &mut a,
            )?
        };
    } else {
        let mut scratch = Array::<i64>::empty(&[n], dev)?;
        let ps = scratch.device_ptr_mut()?.unwrap_or(0);
        let mut a = KernelArgs::new();
        a.push(crate::morphology::cuda_ptr(x)?)
            .push(pfa)
            .push(ps)
            .push(n as i64);
        // SAFETY: x holds n bytes, fa n doubles, scratch n longs; matches gsci_edt_init.
        unsafe {
            cuda.launch(
                func(cuda, "gsci_edt_init")?,
                (g, 1, 1),
                (256, 1, 1),
                0,
                &mut a,
            )?
        };
    }
    for axis in 0..nd {
        let len = shape[axis];
        let inner: usize = shape[axis + 1..].iter().product();
        let lines = n / len;
        let w = sampling[axis] * sampling[axis];
        let mut a = KernelArgs::new();
        a.push(pfa)
            .push(pga)
            .push(pfb)
            .push(pgb)
            .push(len as i64)
            .push(inner as i64)
            .push(lines as i64)
            .push(w)
            .push(pv)
            .push(pz)
            .push(indices as i32);
        // SAFETY: fa/fb hold n doubles, ga/gb n longs when tracking, vs lines*len longs and zs
        // lines*(len+1) doubles; matches gsci_edt_pass.
        unsafe {
            cuda.launch(
                func(cuda, "gsci_edt_pass")?,
                (grid_1d(cuda, lines, 128), 1, 1),
                (128, 1, 1),
                0,
                &mut a,
            )?
        };
        std::mem::swap(&mut pfa, &mut pfb);
        std::mem::swap(&mut pga, &mut pgb);
    }
    let dist = if distances {
        let mut out = Array::<f64>::empty(x.shape(), dev)?;
        let mut a = KernelArgs::new();
        a.push(pfa)
            .push(out.device_ptr_mut()?.unwrap_or(0))
            .push(n as i64);
        // SAFETY: both hold n doubles; matches gsci_edt_sqrt.
        unsafe {
            cuda.launch(
                func(cuda, "gsci_edt_sqrt")?,
                (g, 1, 1),
                (256, 1, 1),
                0,
                &mut a,
            )?
        };
        Some(out)
    } else {
        None
    };
    let idx = if indices {
        let mut ishape = vec![nd];
        ishape.extend_from_slice(x.shape());
        let mut out = Array::<i32>::empty(&ishape, dev)?;
        let mut a = KernelArgs::new();
        a.push(pga)
            .push(out.device_ptr_mut()?.unwrap_or(0))
            .push_i64s(&d)
            .push(nd as i32)
            .push(n as i64);
        // SAFETY: feat holds n longs, out nd*n ints; matches gsci_edt_indices.
        unsafe {
            cuda.launch(
                func(cuda, "gsci_edt_indices")?,
                (g, 1, 1),
                (256, 1, 1),
                0,
                &mut a,
            )?
        };
        Some(out)
    } else {
        None
    };
    // Keep the buffers alive until the queued kernels have run.
    cuda.synchronize()?;
    drop((fa, fb, ga, gb, vs, zs));
    Ok((dist, idx))
}
