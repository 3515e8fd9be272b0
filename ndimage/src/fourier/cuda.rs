//! CUDA execution of the Fourier filters: the host's tables uploaded once, one elementwise pass.

use super::kernels::{self, MAX_DIMS};
use super::{FourierElement, FourierOutput, Kind, Plan};
use gsci_core::cuda::{CudaBackend, KernelArgs, grid_1d};
use gsci_core::{Array, Error, Result};

#[repr(C)]
#[derive(Clone, Copy)]
struct Geom {
    shape: [i32; MAX_DIMS],
    off: [i32; MAX_DIMS],
}

fn unsupported(what: String) -> Error {
    Error::Unsupported {
        what,
        backend: "cuda".into(),
    }
}

pub(crate) fn apply<T: FourierElement, O: FourierOutput>(
    c: &CudaBackend,
    input: &Array<T>,
    plan: &Plan,
) -> Result<Array<O>> {
    let shape = input.shape().to_vec();
    let nd = shape.len();
    if nd > MAX_DIMS {
        return Err(unsupported(format!(
            "Fourier filters on arrays of more than {MAX_DIMS} dimensions"
        )));
    }
    let mut g = Geom {
        shape: [1; MAX_DIMS],
        off: [-1; MAX_DIMS],
    };
    let mut tab = Vec::new();
    for (a, &len) in shape.iter().enumerate() {
        g.shape[a] = i32::try_from(len)
            .map_err(|_| unsupported(format!("Fourier filters with axis length {len}")))?;
        if let Some(t) = &plan.tables[a] {
            g.off[a] = i32::try_from(tab.len())
                .map_err(|_| unsupported("Fourier filter tables of 2^31 entries".into()))?;
            tab.extend_from_slice(t);
        }
    }
    if tab.is_empty() {
        tab.push(0.0);
    }
    let total = input.len();
    let src = input.to_contiguous()?;
    let ntab = tab.len();
    let tdev = Array::from_vec(tab, &[ntab], input.device())?;
    let mut out = Array::<O>::empty(&shape, input.device())?;
    let internal = || Error::InvalidArgument {
        op: "fourier filter",
        reason: "internal: buffer is not on the GPU".into(),
    };
    let optr = out.device_ptr_mut()?.ok_or_else(internal)?;
    let iptr = src.device_ptr().ok_or_else(internal)?;
    let tptr = tdev.device_ptr().ok_or_else(internal)?;
    let kind: u32 = match plan.kind {
        Kind::Product => 0,
        Kind::Ellipsoid1 => 1,
        Kind::Ellipsoid2 => 2,
        Kind::Ellipsoid3 => 3,
        Kind::Shift => 4,
    };
    let index32 = total < i32::MAX as usize;
    let key = format!(
        "ndimage_fourier|{kind}|{}|{}|{index32}",
        T::DTYPE.short(),
        O::DTYPE.short()
    );
    let f = c.function(&key, || {
        let (w, name) = kernels::wrapper(T::DTYPE, O::DTYPE, kind, index32);
        (kernels::source(&w), name)
    })?;
    let mut args = KernelArgs::new();
    args.push(iptr).push(optr);
    if index32 {
        args.push(total as u32);
    } else {
        args.push(total as i64);
    }
    args.push(nd as i32).push(g).push(tptr);
    // SAFETY: arguments in the wrapper's order; `src` and `out` hold `total` elements, `tdev`
    // every table entry the offsets in `g` address (each table has the length of its axis); all
    // stay alive until after the launch (freed in stream order).
    unsafe { c.launch(f, (grid_1d(c, total, 256), 1, 1), (256, 1, 1), 0, &mut args)? };
    drop((src, tdev));
    Ok(out)
}
