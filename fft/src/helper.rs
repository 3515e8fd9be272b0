//! Helpers: sample frequencies, spectrum shifts and fast lengths.

use crate::kernels::{self, IndexType, MAX_KERNEL_DIMS};
use gsci_core::cuda::{KernelArgs, grid_1d};
use gsci_core::{Array, Backend, Device, Element, Error, Result, normalize_axis};
use ndarray::{ArrayViewMutD, IxDyn, Slice};

fn frequency_scale(op: &'static str, n: usize, d: f64) -> Result<f64> {
    if n == 0 || d == 0.0 {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("float division by zero (n = {n}, d = {d})"),
        });
    }
    Ok(1.0 / (n as f64 * d))
}

/// The sample frequencies of an `n`-point FFT with sample spacing `d`:
/// `[0, 1, ..., (n-1)/2, -(n/2), ..., -1] / (d * n)`, as float64 on `device`.
///
/// Equivalent to `scipy.fft.fftfreq(n, d, device=device)`.
///
/// # Errors
/// [`Error::InvalidArgument`] when `n == 0` or `d == 0` (SciPy: ZeroDivisionError).
///
/// ```
/// use gsci_core::Device;
/// let f = gsci_fft::fftfreq(5, 0.1, &Device::cpu())?;
/// assert_eq!(f.to_vec()?, vec![0.0, 2.0, 4.0, -4.0, -2.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fftfreq(n: usize, d: f64, device: &Device) -> Result<Array<f64>> {
    let val = frequency_scale("fftfreq", n, d)?;
    let positive = (n - 1) / 2 + 1;
    let mut v = gsci_core::host::try_with_capacity(n, "fftfreq", "the frequencies")?;
    v.extend(
        (0..positive as i64)
            .chain(-((n / 2) as i64)..0)
            .map(|i| i as f64 * val),
    );
    Array::from_vec(v, &[n], device)
}

/// The non-negative sample frequencies of an `n`-point real FFT: `[0, 1, ..., n/2] / (d * n)`.
///
/// Equivalent to `scipy.fft.rfftfreq(n, d, device=device)`.
///
/// # Errors
/// As [`fftfreq`].
///
/// ```
/// use gsci_core::Device;
/// let f = gsci_fft::rfftfreq(4, 1.0, &Device::cpu())?;
/// assert_eq!(f.to_vec()?, vec![0.0, 0.25, 0.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn rfftfreq(n: usize, d: f64, device: &Device) -> Result<Array<f64>> {
    let val = frequency_scale("rfftfreq", n, d)?;
    let mut v = gsci_core::host::try_with_capacity(n / 2 + 1, "rfftfreq", "the frequencies")?;
    v.extend((0..=n / 2).map(|i| i as f64 * val));
    Array::from_vec(v, &[n / 2 + 1], device)
}

/// Per axis, how far a roll moves elements forward (in `0..n`).
fn shifts(shape: &[usize], axes: Option<&[isize]>, inverse: bool) -> Result<Vec<usize>> {
    let mut s = vec![0usize; shape.len()];
    let list: Vec<usize> = match axes {
        None => (0..shape.len()).collect(),
        Some(a) => a
            .iter()
            .map(|&ax| normalize_axis(ax, shape.len()))
            .collect::<Result<_>>()?,
    };
    for ax in list {
        let n = shape[ax];
        if n == 0 {
            continue;
        }
        let half = n / 2;
        // NumPy's roll adds the shifts of an axis listed twice.
        let by = if inverse { n - half } else { half } % n;
        s[ax] = (s[ax] + by) % n;
    }
    Ok(s)
}

/// `np.roll(x, shift, axes)` with the per-axis forward shifts `shift` (each in `0..n`).
fn roll<T: Element>(op: &'static str, x: &Array<T>, shift: &[usize]) -> Result<Array<T>> {
    let shape = x.shape().to_vec();
    let len = x.len();
    match x.device().backend() {
        Backend::Cpu => {
            let src = x.view_cpu().expect("CPU arrays have host storage");
            let mut out = vec![T::default(); len];
            if len > 0 {
                let mut dst =
                    ArrayViewMutD::from_shape(IxDyn(&shape), &mut out).expect("sized from shape");
                let rolled: Vec<usize> = (0..shape.len()).filter(|&a| shift[a] > 0).collect();
                // Each rolled axis splits into two blocks: 2^k block copies in all.
                for mask in 0..(1usize << rolled.len()) {
                    let part =
                        |a: usize| rolled.iter().position(|&r| r == a).map(|i| (mask >> i) & 1);
                    let d = dst.slice_each_axis_mut(|ax| {
                        let (a, n) = (ax.axis.index(), shape[ax.axis.index()]);
                        match part(a) {
                            None => Slice::from(..),
                            Some(0) => Slice::from(shift[a]..n),
                            Some(_) => Slice::from(..shift[a]),
                        }
                    });
                    let s = src.slice_each_axis(|ax| {
                        let (a, n) = (ax.axis.index(), shape[ax.axis.index()]);
                        match part(a) {
                            None => Slice::from(..),
                            Some(0) => Slice::from(..n - shift[a]),
                            Some(_) => Slice::from(n - shift[a]..),
                        }
                    });
                    let mut d = d;
                    d.assign(&s);
                }
            }
            Array::from_vec(out, &shape, x.device())
        }
        Backend::Cuda(c) => {
            let out = Array::<T>::empty(&shape, x.device())?;
            if len == 0 {
                return Ok(out);
            }
            // Drop axes of length 1; the kernel reads source index (c + n - shift) mod n.
            let dims: Vec<(usize, usize, isize)> = (0..shape.len())
                .filter(|&a| shape[a] > 1)
                .map(|a| (shape[a], (shape[a] - shift[a]) % shape[a], x.strides()[a]))
                .collect();
            let dims = if dims.is_empty() {
                vec![(1, 0, 0)]
            } else {
                dims
            };
            let ndim = dims.len();
            if ndim > MAX_KERNEL_DIMS {
                return Err(Error::Unsupported {
                    what: format!("{op} over {ndim} axes (at most {MAX_KERNEL_DIMS})"),
                    backend: "cuda".into(),
                });
            }
            let idx = IndexType::for_len(len);
            let key = format!("fft_roll|{}|{ndim}|{}", T::DTYPE.short(), idx.tag());
            let f = c.function(&key, || {
                let (w, name) = kernels::roll_wrapper(T::DTYPE, ndim, idx);
                (kernels::source(&w), name)
            })?;
            let mut words: Vec<i64> = dims.iter().map(|d| d.0 as i64).collect();
            words.extend(dims.iter().map(|d| d.1 as i64));
            words.extend(dims.iter().map(|d| d.2 as i64));
            let mut args = KernelArgs::new();
            args.push(x.device_ptr().unwrap_or(0))
                .push(out.device_ptr().unwrap_or(0));
            match idx {
                IndexType::U32 => args.push(len as u32),
                IndexType::I64 => args.push(len as i64),
            };
            args.push_i64s(&words);
            // SAFETY: every source offset is a valid index of x's layout (coordinates stay in
            // 0..n); `out` is a fresh C-ordered array of len elements owned here; the arguments
            // match the generated wrapper.
            unsafe { c.launch(f, (grid_1d(c, len, 256), 1, 1), (256, 1, 1), 0, &mut args)? };
            Ok(out)
        }
    }
}

/// Moves the zero-frequency term to the centre: a roll by `n / 2` along `axes` (every axis
/// when `None`). Returns a new array.
///
/// Equivalent to `scipy.fft.fftshift`.
///
/// # Errors
/// [`Error::AxisOutOfBounds`] for an axis out of range.
///
/// ```
/// use gsci_core::{Array, Device};
/// let x = Array::from_vec(vec![0i64, 1, 2, 3, 4], &[5], &Device::cpu())?;
/// assert_eq!(gsci_fft::fftshift(&x, None)?.to_vec()?, vec![3, 4, 0, 1, 2]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn fftshift<T: Element>(x: &Array<T>, axes: Option<&[isize]>) -> Result<Array<T>> {
    roll("fftshift", x, &shifts(x.shape(), axes, false)?)
}

/// The inverse of [`fftshift`]: a roll by `-(n / 2)` (they differ for odd lengths).
///
/// Equivalent to `scipy.fft.ifftshift`.
///
/// # Errors
/// As [`fftshift`].
///
/// ```
/// use gsci_core::{Array, Device};
/// let x = Array::from_vec(vec![0i64, 1, 2, 3, 4], &[5], &Device::cpu())?;
/// assert_eq!(gsci_fft::ifftshift(&x, None)?.to_vec()?, vec![2, 3, 4, 0, 1]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn ifftshift<T: Element>(x: &Array<T>, axes: Option<&[isize]>) -> Result<Array<T>> {
    roll("ifftshift", x, &shifts(x.shape(), axes, true)?)
}

/// Options of [`next_fast_len`] and [`prev_fast_len`] (SciPy's keyword argument).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FastLenOptions {
    /// Lengths for real transforms (prime factors at most 5) instead of complex ones (at most
    /// 11). SciPy's default: false.
    pub real: bool,
}

/// The smallest `n >= target` whose prime factors are at most 11 (complex transforms) or 5
/// (`opts.real`) — pocketfft's `good_size`, the lengths its FFTs are fastest for. Lengths up to 6
/// (12 for complex) are returned unchanged.
///
/// Equivalent to `scipy.fft.next_fast_len(target, real=False)`.
///
/// # Errors
/// [`Error::InvalidArgument`] when no such length fits in `usize`.
///
/// ```
/// use gsci_fft::{FastLenOptions, next_fast_len};
/// assert_eq!(next_fast_len(1021, &FastLenOptions::default())?, 1024);
/// assert_eq!(next_fast_len(13, &FastLenOptions::default())?, 14); // 2 * 7
/// assert_eq!(next_fast_len(13, &FastLenOptions { real: true })?, 15); // 3 * 5
/// # Ok::<(), gsci_fft::Error>(())
/// ```
pub fn next_fast_len(target: usize, opts: &FastLenOptions) -> Result<usize> {
    let real = opts.real;
    let n = target as u128;
    let small = if real { 6 } else { 12 };
    if n <= small {
        return Ok(target);
    }
    let primes: &[u128] = if real { &[5] } else { &[11, 7, 5] };
    let mut best = 2 * n;
    // Every product of powers of the odd primes (below `best`), then fill with 2s and 3s.
    let mut stack = vec![(1u128, 0usize)];
    while let Some((f, i)) = stack.pop() {
        if i < primes.len() {
            let mut g = f;
            while g < best {
                stack.push((g, i + 1));
                g *= primes[i];
            }
            continue;
        }
        let mut x = f;
        while x < n {
            x *= 2;
        }
        loop {
            if x < n {
                x *= 3;
            } else if x > n {
                best = best.min(x);
                if x & 1 == 1 {
                    break;
                }
                x >>= 1;
            } else {
                return Ok(target);
            }
        }
    }
    usize::try_from(best).map_err(|_| Error::InvalidArgument {
        op: "next_fast_len",
        reason: format!("no fast length >= {target} fits in usize"),
    })
}

/// The largest `n <= target` whose prime factors are at most 11 (or 5 when `opts.real`).
///
/// Equivalent to `scipy.fft.prev_fast_len(target, real=False)`.
///
/// # Errors
/// None today (the `Result` keeps the signature of [`next_fast_len`]).
///
/// ```
/// use gsci_fft::{FastLenOptions, prev_fast_len};
/// assert_eq!(prev_fast_len(1021, &FastLenOptions::default())?, 1008);
/// assert_eq!(prev_fast_len(1021, &FastLenOptions { real: true })?, 1000);
/// # Ok::<(), gsci_fft::Error>(())
/// ```
pub fn prev_fast_len(target: usize, opts: &FastLenOptions) -> Result<usize> {
    let real = opts.real;
    let n = target as u128;
    let small = if real { 6 } else { 12 };
    if n <= small {
        return Ok(target);
    }
    let primes: &[u128] = if real { &[5] } else { &[11, 7, 5] };
    let mut best = 1u128;
    let mut stack = vec![(1u128, 0usize)];
    while let Some((f, i)) = stack.pop() {
        if i < primes.len() {
            let mut g = f;
            while g <= n {
                stack.push((g, i + 1));
                g *= primes[i];
            }
            continue;
        }
        let mut x = f;
        while x * 2 <= n {
            x *= 2;
        }
        best = best.max(x);
        loop {
            if x * 3 <= n {
                x *= 3;
            } else if x % 2 == 0 {
                x /= 2;
            } else {
                break;
            }
            best = best.max(x);
        }
    }
    Ok(best as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fast_lengths_match_scipy() {
        // (target, next complex, next real, prev complex, prev real) from SciPy 1.17.1.
        let cases: [(usize, usize, usize, usize, usize); 11] = [
            (1, 1, 1, 1, 1),
            (5, 5, 5, 5, 5),
            (7, 7, 8, 7, 6),
            (11, 11, 12, 11, 10),
            (13, 14, 15, 12, 12),
            (97, 98, 100, 96, 96),
            (1021, 1024, 1024, 1008, 1000),
            (1025, 1029, 1080, 1024, 1024),
            (1048583, 1049760, 1049760, 1048576, 1048576),
            (
                1000000000001,
                1000010753280,
                1004193907488,
                1000000000000,
                1000000000000,
            ),
            (123456789, 123480000, 124416000, 123451776, 123018750),
        ];
        for (t, nc, nr, pc, pr) in cases {
            assert_eq!(
                next_fast_len(t, &FastLenOptions::default()).unwrap(),
                nc,
                "next {t}"
            );
            assert_eq!(
                next_fast_len(t, &FastLenOptions { real: true }).unwrap(),
                nr,
                "next real {t}"
            );
            assert_eq!(
                prev_fast_len(t, &FastLenOptions::default()).unwrap(),
                pc,
                "prev {t}"
            );
            assert_eq!(
                prev_fast_len(t, &FastLenOptions { real: true }).unwrap(),
                pr,
                "prev real {t}"
            );
        }
        assert_eq!(next_fast_len(0, &FastLenOptions { real: true }).unwrap(), 0);
    }

    #[test]
    fn frequencies_match_scipy() {
        let d = Device::cpu();
        assert_eq!(
            fftfreq(4, 1.0, &d).unwrap().to_vec().unwrap(),
            vec![0.0, 0.25, -0.5, -0.25]
        );
        assert_eq!(
            rfftfreq(5, 0.3, &d).unwrap().to_vec().unwrap(),
            vec![0.0, 0.6666666666666666, 1.3333333333333333]
        );
        assert_eq!(fftfreq(1, 1.0, &d).unwrap().to_vec().unwrap(), vec![0.0]);
        assert!(fftfreq(0, 1.0, &d).is_err());
        assert!(rfftfreq(3, 0.0, &d).is_err());
    }

    #[test]
    fn shifts_roll_selected_axes() {
        let d = Device::cpu();
        let x = Array::from_vec((0..12i32).collect(), &[3, 4], &d).unwrap();
        let y = fftshift(&x, Some(&[0])).unwrap();
        assert_eq!(
            y.to_vec().unwrap(),
            vec![8, 9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7]
        );
        let both = fftshift(&x, None).unwrap();
        assert_eq!(
            ifftshift(&both, None).unwrap().to_vec().unwrap(),
            x.to_vec().unwrap()
        );
        // A transposed view shifts like its copy.
        let t = x.transpose().unwrap();
        assert_eq!(
            fftshift(&t, Some(&[-1])).unwrap().to_vec().unwrap(),
            fftshift(&t.copy().unwrap(), Some(&[-1]))
                .unwrap()
                .to_vec()
                .unwrap()
        );
        assert!(fftshift(&x, Some(&[2])).is_err());
        let empty = Array::<f32>::from_vec(vec![], &[0, 3], &d).unwrap();
        assert_eq!(fftshift(&empty, None).unwrap().shape(), &[0, 3]);
        let scalar = Array::scalar(5u8, &d).unwrap();
        assert_eq!(fftshift(&scalar, None).unwrap().to_vec().unwrap(), vec![5]);
    }
}
