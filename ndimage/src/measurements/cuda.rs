//! GPU label: union-find kernels and the raster-order renumbering (`kernels.cu`).

use crate::morphology::Neighborhood;
use gsci_core::cuda::{CudaBackend, KernelArgs, KernelFn, grid_1d};
use gsci_core::kernel_cache::TYPES_HEADER;
use gsci_core::{Array, DType, Element, Error, Result};

const KERNELS_CU: &str = include_str!("kernels.cu");

const STAT_DTYPES: [DType; 10] = [
    DType::I8,
    DType::I16,
    DType::I32,
    DType::I64,
    DType::U8,
    DType::U16,
    DType::U32,
    DType::U64,
    DType::F32,
    DType::F64,
];

fn stat_name(d: DType) -> String {
    format!("gsci_lblstat_{}", d.short())
}

/// The module's one source, every dtype wrapper included (one NVRTC compile for all kernels).
pub(crate) fn all_sources() -> String {
    let mut w = String::new();
    for d in STAT_DTYPES {
        w += &format!(
            "extern \"C\" __global__ void {name}(const {t}* v, const long long* lab, long long n, int mode, long long lo, long long span, const int* table, int nslots, const double* mean, double* acc, unsigned long long* cnt) {{ gsci_lblstat_body<{t}>(v, lab, n, mode, lo, span, table, nslots, mean, acc, cnt); }}\n",
            name = stat_name(d),
            t = d.cuda_type()
        );
    }
    format!("{TYPES_HEADER}\n{KERNELS_CU}\n{w}")
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

/// How elements map to accumulator slots (see `gsci_lblstat_body`).
pub(crate) enum Slots {
    /// Every element (no labels).
    Every,
    /// Elements with a label > 0.
    Positive,
    /// `table[label - lo]` for `lo <= label < lo + table.len()` (-1: skipped).
    Table { lo: i64, table: Vec<i32> },
}

/// Per-slot sums of the values (or, with `mean`, of squared deviations from the slot's mean)
/// and counts, for C-contiguous `values` and `labels` (`None` with `Slots::Every`).
pub(crate) fn labeled_sums<T: Element>(
    cuda: &CudaBackend,
    values: &Array<T>,
    labels: Option<&Array<i64>>,
    slots: &Slots,
    nslots: usize,
    mean: Option<&[f64]>,
) -> Result<(Vec<f64>, Vec<u64>)> {
    let dev = values.device();
    let n = values.len();
    let mut acc = Array::<f64>::zeros(&[nslots.max(1)], dev)?;
    let mut cnt = Array::<u64>::zeros(&[nslots.max(1)], dev)?;
    if n > 0 && nslots > 0 {
        let (mode, lo, table) = match slots {
            Slots::Every => (0i32, 0i64, None),
            Slots::Positive => (1, 0, None),
            Slots::Table { lo, table } => {
                (2, *lo, Some(crate::morphology::cuda_upload(table, dev)?))
            }
        };
        let span = match slots {
            Slots::Table { table, .. } => table.len() as i64,
            _ => 0,
        };
        let mean = mean
            .map(|m| crate::morphology::cuda_upload(m, dev))
            .transpose()?;
        let name = stat_name(T::DTYPE);
        let f = cuda.function(&format!("ndimage_label|{name}"), || {
            (all_sources(), name.clone())
        })?;
        let mut a = KernelArgs::new();
        a.push(crate::morphology::cuda_ptr(values)?)
            .push(labels.map_or(Ok(0), crate::morphology::cuda_ptr)?)
            .push(n as i64)
            .push(mode)
            .push(lo)
            .push(span)
            .push(table.as_ref().map_or(Ok(0), crate::morphology::cuda_ptr)?)
            .push(nslots as i32)
            .push(mean.as_ref().map_or(Ok(0), crate::morphology::cuda_ptr)?)
            .push(acc.device_ptr_mut()?.unwrap_or(0))
            .push(cnt.device_ptr_mut()?.unwrap_or(0));
        // SAFETY: values and labels (or null in mode 0) hold n elements, table span ints, mean
        // and acc/cnt nslots entries; arguments match the generated wrapper.
        unsafe { cuda.launch(f, (grid_1d(cuda, n, 256), 1, 1), (256, 1, 1), 0, &mut a)? };
    }
    let mut s = acc.to_vec()?;
    let mut c = cnt.to_vec()?;
    s.truncate(nslots);
    c.truncate(nslots);
    Ok((s, c))
}
