//! Median filters: `medfilt`, `medfilt2d`.

use super::{FilterElement, invalid, kernels};
use gsci_core::cuda::{KernelArgs, grid_1d};
use gsci_core::{Array, Backend, Result};
use rayon::prelude::*;

/// Keyword arguments of [`medfilt`].
#[derive(Clone, Debug, Default)]
pub struct MedfiltOptions {
    /// Window size per dimension, each odd (default 3 in every dimension; one value: all).
    pub kernel_size: Option<Vec<usize>>,
}

/// Keyword arguments of [`medfilt2d`].
#[derive(Clone, Debug, Default)]
pub struct Medfilt2dOptions {
    /// Window size per dimension, each odd (default `[3, 3]`).
    pub kernel_size: Option<[usize; 2]>,
}

fn med_impl<T: FilterElement>(op: &'static str, x: &Array<T>, k: &[usize]) -> Result<Array<T>> {
    if T::IS_COMPLEX {
        return Err(invalid(
            op,
            format!(
                "volume: dtype={} is not supported by medfilt",
                T::DTYPE.name()
            ),
        ));
    }
    if k.iter().any(|v| v % 2 != 1) {
        return Err(invalid(
            op,
            format!("kernel_size: Each element of kernel_size should be odd (got {k:?})."),
        ));
    }
    let nd = x.ndim();
    let shape = x.shape().to_vec();
    let total = x.len();
    let kk: usize = k.iter().product();
    if let Backend::Cuda(c) = x.device().backend() {
        if nd <= 8 && kk <= kernels::MED_MAX {
            let src = x.to_contiguous()?;
            let mut out = Array::<T>::empty(&shape, x.device())?;
            if total == 0 {
                return Ok(out);
            }
            let t = T::DTYPE;
            let name = kernels::medfilt_name(t);
            let f = c.function(&format!("signal|medfilt|{}", t.short()), || {
                (kernels::medfilt_source(t), name)
            })?;
            let pad = |v: &[usize]| {
                let mut s = [1i64; 8];
                for (d, x) in v.iter().enumerate() {
                    s[d] = *x as i64;
                }
                s
            };
            let xp = src
                .device_ptr()
                .ok_or_else(|| invalid(op, "internal: input not on the GPU"))?;
            let yp = out
                .device_ptr_mut()?
                .ok_or_else(|| invalid(op, "internal: output not on the GPU"))?;
            let mut args = KernelArgs::new();
            args.push(xp)
                .push(yp)
                .push(nd as i32)
                .push_i64s(&pad(&shape))
                .push_i64s(&pad(k))
                .push(total as i64)
                .push(kk as i64);
            // SAFETY: gsf_medfilt's order; x and y are C-contiguous of `shape` (nd <= 8); every
            // gathered index is checked against the shape; K <= GSF_MED_MAX fits the buffer.
            unsafe { c.launch(f, (grid_1d(c, total, 128), 1, 1), (128, 1, 1), 0, &mut args)? };
            return Ok(out);
        }
    }
    // CPU, and on the GPU windows beyond MED_MAX values or more than 8 dimensions (on the host)
    let xs = x.to_contiguous()?.to_vec()?;
    let mut out = vec![T::zero(); total];
    let key = |v: &T| v.to_c64().re;
    out.par_iter_mut().enumerate().for_each(|(g, o)| {
        let mut pos = vec![0usize; nd];
        let mut rem = g;
        for d in (0..nd).rev() {
            pos[d] = rem % shape[d];
            rem /= shape[d];
        }
        let mut buf = Vec::with_capacity(kk);
        let mut idx = vec![0usize; nd];
        for _ in 0..kk {
            let mut off = 0usize;
            let mut inside = true;
            for d in 0..nd {
                let j = pos[d] as isize + idx[d] as isize - (k[d] / 2) as isize;
                if j < 0 || j >= shape[d] as isize {
                    inside = false;
                    break;
                }
                off = off * shape[d] + j as usize;
            }
            buf.push(if inside { xs[off] } else { T::zero() });
            for d in (0..nd).rev() {
                idx[d] += 1;
                if idx[d] < k[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
        let mid = kk / 2;
        buf.select_nth_unstable_by(mid, |a, b| key(a).total_cmp(&key(b)));
        *o = buf[mid];
    });
    let dev = x.device().clone();
    Array::from_vec(out, &shape, &dev)
}

/// Perform a median filter on an N-dimensional array.
///
/// Equivalent to `scipy.signal.medfilt(volume, kernel_size=None)`: the median of each window,
/// zero-padded at the edges (`ndimage.rank_filter(..., mode='constant')`), for real `f32`/`f64`.
/// On a GPU one thread per output gathers its window (windows of at most 225 values; larger
/// windows are computed on the host).
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) for complex input, an even
/// window extent, or a `kernel_size` of the wrong length.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{medfilt, MedfiltOptions};
/// let x = Array::from_vec(vec![2.0, 6.0, 5.0, 4.0, 0.0, 3.0, 5.0, 7.0, 9.0, 2.0], &[10], &Device::cpu())?;
/// let y = medfilt(&x, &MedfiltOptions::default())?.to_vec()?;
/// assert_eq!(y, vec![2.0, 5.0, 5.0, 4.0, 3.0, 3.0, 5.0, 7.0, 7.0, 2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn medfilt<T: FilterElement>(volume: &Array<T>, opts: &MedfiltOptions) -> Result<Array<T>> {
    const OP: &str = "medfilt";
    let nd = volume.ndim().max(1);
    let x = if volume.ndim() == 0 {
        volume.reshape(&[1])?
    } else {
        volume.clone()
    };
    let k = match &opts.kernel_size {
        None => vec![3; nd],
        Some(v) if v.len() == 1 => vec![v[0]; nd],
        Some(v) if v.len() == nd => v.clone(),
        Some(v) => {
            return Err(invalid(
                OP,
                format!("kernel_size: {} values for a {nd}-D volume", v.len()),
            ));
        }
    };
    med_impl(OP, &x, &k)
}

/// Median filter a 2-dimensional array.
///
/// Equivalent to `scipy.signal.medfilt2d(input, kernel_size=3)` (zero-padded).
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when `input` is not 2-D, is
/// complex, or a window extent is even.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::{medfilt2d, Medfilt2dOptions};
/// let x = Array::from_vec((0..9).map(|v| v as f64).collect(), &[3, 3], &Device::cpu())?;
/// let y = medfilt2d(&x, &Medfilt2dOptions::default())?.to_vec()?;
/// assert_eq!(y, vec![0.0, 1.0, 0.0, 1.0, 4.0, 2.0, 0.0, 4.0, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn medfilt2d<T: FilterElement>(input: &Array<T>, opts: &Medfilt2dOptions) -> Result<Array<T>> {
    const OP: &str = "medfilt2d";
    if input.ndim() != 2 {
        return Err(invalid(
            OP,
            format!("input: must be 2-D, got {} dimensions", input.ndim()),
        ));
    }
    let k = opts.kernel_size.unwrap_or([3, 3]);
    med_impl(OP, input, &k)
}
