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
    let w = k
        .iter()
        .try_fold(1usize, |a, &v| a.checked_mul(v))
        .ok_or_else(|| {
            invalid(
                op,
                format!("kernel_size: the window {k:?} has too many points"),
            )
        })?;
    let mut mask: Vec<bool> = Vec::new();
    gsci_core::host::try_reserve_exact(&mut mask, w).map_err(|_| {
        invalid(
            op,
            format!("kernel_size: a window of {w} points cannot be allocated"),
        )
    })?;
    mask.resize(w, true);
    rank_impl(op, x, k, &mask, w / 2)
}

/// The element of rank `rank` among the window points where `mask` holds (row-major over the
/// window of odd extents `k`), zero-padded.
fn rank_impl<T: FilterElement>(
    op: &'static str,
    x: &Array<T>,
    k: &[usize],
    mask: &[bool],
    rank: usize,
) -> Result<Array<T>> {
    let nd = x.ndim();
    let shape = x.shape().to_vec();
    let total = x.len();
    let kk: usize = mask.iter().filter(|m| **m).count();
    let wlen: usize = k.iter().product();
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
            let mdev =
                Array::from_vec(mask.iter().map(|m| *m as u8).collect(), &[wlen], x.device())?;
            let mp = mdev
                .device_ptr()
                .ok_or_else(|| invalid(op, "internal: mask not on the GPU"))?;
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
                .push(wlen as i64)
                .push(mp)
                .push(rank as i64);
            // SAFETY: gsf_medfilt's order; x and y are C-contiguous of `shape` (nd <= 8); every
            // gathered index is checked against the shape; the mask holds wlen flags, kk <=
            // GSF_MED_MAX of them set (the buffer), rank < kk.
            unsafe { c.launch(f, (grid_1d(c, total, 128), 1, 1), (128, 1, 1), 0, &mut args)? };
            drop(mdev);
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
        for &keep in mask.iter() {
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
            if keep {
                buf.push(if inside { xs[off] } else { T::zero() });
            }
            for d in (0..nd).rev() {
                idx[d] += 1;
                if idx[d] < k[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
        buf.select_nth_unstable_by(rank, |a, b| key(a).total_cmp(&key(b)));
        *o = buf[rank];
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

/// Perform an order filter on an N-D array.
///
/// Equivalent to `scipy.signal.order_filter(a, domain, rank)`: the element of rank `rank`
/// (0 = smallest) among the values where `domain` is nonzero, in a window of `domain`'s shape
/// (odd extents) centred on each element, zero-padded. (SciPy 1.17's 1-D path, through
/// `ndimage.rank_filter`, mishandles 1-D domains containing zeros — it disagrees with its own
/// 2-D computation of the same filter; gsci follows the 2-D, documented semantics.) `domain` is a small mask read on the
/// host. Real `f32`/`f64` only.
///
/// # Errors
/// [`Error::InvalidArgument`](gsci_core::Error::InvalidArgument) when `domain`'s dimensionality
/// differs from `a`'s, an extent is even, or `rank` is not below the number of nonzero domain
/// elements; complex input.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_signal::order_filter;
/// let d = Device::cpu();
/// let x = Array::from_vec((0..25).map(|v| v as f64).collect(), &[5, 5], &d)?;
/// let dom = Array::from_vec(vec![1.0; 9], &[3, 3], &d)?;
/// let y = order_filter(&x, &dom, 8)?.to_vec()?; // the maximum of each 3x3 window
/// assert_eq!(&y[..5], &[6.0, 7.0, 8.0, 9.0, 9.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn order_filter<T: FilterElement>(
    a: &Array<T>,
    domain: &Array<T>,
    rank: usize,
) -> Result<Array<T>> {
    const OP: &str = "order_filter";
    if T::IS_COMPLEX {
        return Err(invalid(OP, "a: complex input is not supported"));
    }
    if domain.ndim() != a.ndim() {
        return Err(invalid(
            OP,
            "domain: The number of dimensions of domain must equal the number of dimensions of a",
        ));
    }
    let k = domain.shape().to_vec();
    if k.iter().any(|v| v % 2 != 1) {
        return Err(invalid(
            OP,
            format!(
                "domain: Each dimension of domain argument should have an odd number of elements (got {k:?})."
            ),
        ));
    }
    let mask: Vec<bool> = domain.to_vec()?.iter().map(|v| *v != T::zero()).collect();
    let count = mask.iter().filter(|m| **m).count();
    if rank >= count {
        return Err(invalid(
            OP,
            format!("rank: Rank {rank} out of range (the domain has {count} nonzero elements)"),
        ));
    }
    rank_impl(OP, a, &k, &mask, rank)
}
