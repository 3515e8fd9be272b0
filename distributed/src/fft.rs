//! Distributed FFT of a 2-D or 3-D array split along its first axis over the ranks (a slab
//! decomposition): each rank transforms the axes it holds whole, an all-to-all transpose gives
//! every rank whole columns of the first axis, a 1-D transform runs along it, and a second
//! transpose restores the input's split. The output is split like the input.

use crate::{Array, Communicator, Error, Result, even_partition};
use gsci_core::Element;
use gsci_fft::{ComplexOf, FftInput, FftOptions, FftnOptions};

/// Which way to transform.
#[derive(Clone, Copy, PartialEq)]
enum Direction {
    Forward,
    Inverse,
}

fn check_opts(op: &'static str, opts: &FftnOptions) -> Result<()> {
    if opts.s.is_some() || opts.axes.is_some() {
        return Err(Error::InvalidArgument {
            op,
            reason: "the distributed transform covers every axis at the input's lengths: s and axes must be None".into(),
        });
    }
    Ok(())
}

/// `[ndim, d0, d1, d2]` of every rank, checked: 2-D or 3-D, the same trailing lengths.
fn layouts(
    op: &'static str,
    comm: &Communicator,
    shape: &[usize],
    two_d: bool,
) -> Result<Vec<usize>> {
    let local = if !(2..=3).contains(&shape.len()) || (two_d && shape.len() != 2) {
        Err(Error::InvalidShape {
            op,
            shape: shape.to_vec(),
            reason: format!(
                "expected a {} array split along its first axis",
                if two_d { "2-D" } else { "2-D or 3-D" }
            ),
        })
    } else {
        Ok(())
    };
    crate::sparse::agree(comm, op, local)?;
    let mut mine = vec![shape.len() as u64, 0, 1, 1];
    shape
        .iter()
        .enumerate()
        .for_each(|(k, &d)| mine[k + 1] = d as u64);
    let all = comm
        .all_gather(&Array::from_vec(mine, &[4], comm.device())?)?
        .to_vec()?;
    for r in 1..comm.size() {
        let (a, b) = (&all[..4], &all[4 * r..4 * r + 4]);
        if a[0] != b[0] || a[2..] != b[2..] {
            return Err(Error::ShapeMismatch {
                op,
                left: a[1..].iter().map(|&d| d as usize).collect(),
                right: b[1..].iter().map(|&d| d as usize).collect(),
            });
        }
    }
    Ok((0..comm.size()).map(|r| all[4 * r + 1] as usize).collect())
}

fn slab_transform<T: FftInput>(
    op: &'static str,
    comm: &Communicator,
    x: &Array<T>,
    opts: &FftnOptions,
    dir: Direction,
    two_d: bool,
) -> Result<Array<ComplexOf<T>>>
where
    ComplexOf<T>: FftInput<Real = T::Real>,
{
    crate::sparse::agree(comm, op, check_opts(op, opts))?;
    let counts = layouts(op, comm, x.shape(), two_d)?;
    let (rank, size) = (comm.rank(), comm.size());
    let shape = x.shape().to_vec();
    let (m0, n1) = (shape[0], shape[1]);
    let rest: usize = shape[2..].iter().product();
    let n0: usize = counts.iter().sum();
    let mut start0 = vec![0];
    counts
        .iter()
        .for_each(|&c| start0.push(start0.last().copied().unwrap_or(0) + c));
    let p1 = even_partition(n1, size)?;
    let w1 = |j: usize| p1[j + 1] - p1[j];

    // Stage 1: every axis but the first, locally.
    let axes: Vec<isize> = (1..shape.len() as isize).collect();
    let local_opts = FftnOptions {
        axes: Some(axes),
        norm: opts.norm,
        ..Default::default()
    };
    let y = match dir {
        Direction::Forward => gsci_fft::fftn(x, &local_opts)?,
        Direction::Inverse => gsci_fft::ifftn(x, &local_opts)?,
    }
    .to_vec()?;

    // Transpose: rank j gets columns p1[j]..p1[j+1] of every row.
    let sends: Vec<(usize, Vec<ComplexOf<T>>)> = (0..size)
        .map(|j| {
            let mut v = Vec::with_capacity(m0 * w1(j) * rest);
            for i in 0..m0 {
                let at = (i * n1 + p1[j]) * rest;
                v.extend_from_slice(&y[at..at + w1(j) * rest]);
            }
            (j, v)
        })
        .collect();
    let recvs: Vec<(usize, usize)> = (0..size)
        .map(|j| (j, counts[j] * w1(rank) * rest))
        .collect();
    let (parts, ()) = comm.exchange_v(&sends, &recvs, || Ok(()))?;
    let cols = w1(rank) * rest;
    let mut z: Vec<ComplexOf<T>> = Vec::with_capacity(n0 * cols);
    parts.into_iter().for_each(|p| z.extend(p));

    // Stage 2: the first axis, whole on every rank now.
    let mut zshape = shape.clone();
    zshape[0] = n0;
    zshape[1] = w1(rank);
    let za = Array::from_vec(z, &zshape, x.device())?;
    let one = FftOptions {
        axis: 0,
        norm: opts.norm,
        ..Default::default()
    };
    let z = match dir {
        Direction::Forward => gsci_fft::fft(&za, &one)?,
        Direction::Inverse => gsci_fft::ifft(&za, &one)?,
    }
    .to_vec()?;

    // Transpose back to the input's split.
    let sends: Vec<(usize, Vec<ComplexOf<T>>)> = (0..size)
        .map(|j| (j, z[start0[j] * cols..start0[j + 1] * cols].to_vec()))
        .collect();
    let recvs: Vec<(usize, usize)> = (0..size).map(|j| (j, m0 * w1(j) * rest)).collect();
    let (parts, ()) = comm.exchange_v(&sends, &recvs, || Ok(()))?;
    let mut out = vec![<ComplexOf<T> as Element>::zero(); m0 * n1 * rest];
    for (j, p) in parts.iter().enumerate() {
        let w = w1(j) * rest;
        for i in 0..m0 {
            let at = (i * n1 + p1[j]) * rest;
            out[at..at + w].copy_from_slice(&p[i * w..(i + 1) * w]);
        }
    }
    Array::from_vec(out, &shape, x.device())
}

/// The N-D FFT (every axis) of a 2-D or 3-D array whose first axis is split over the ranks;
/// each rank passes its rows and gets the same rows of the transform. Collective.
///
/// Equivalent to `scipy.fft.fftn(x, norm=)` of the array the ranks' parts stack to (slab
/// decomposition: local FFTs and two all-to-all transposes).
///
/// # Errors
/// On every rank: `InvalidShape` unless every part is 2-D or 3-D, `ShapeMismatch` when the
/// parts' trailing lengths differ, `InvalidArgument` when `opts.s` or `opts.axes` is set.
///
/// ```
/// use gsci_distributed::{Array, Communicator, Complex64, Device, fft};
/// use gsci_fft::FftnOptions;
/// let out = Communicator::spawn_ranks(2, |c| {
///     let x = Array::from_vec(vec![Complex64::new(1.0, 0.0); 4], &[1, 4], &Device::cpu())?;
///     fft::fftn(&c, &x, &FftnOptions::default())?.to_vec()
/// })?;
/// // A constant 2 × 4 array: all of the energy in the zero frequency.
/// assert_eq!(out[0].as_ref().unwrap()[0], Complex64::new(8.0, 0.0));
/// assert_eq!(out[1].as_ref().unwrap()[0], Complex64::new(0.0, 0.0));
/// # Ok::<(), gsci_distributed::Error>(())
/// ```
pub fn fftn<T: FftInput>(
    comm: &Communicator,
    x: &Array<T>,
    opts: &FftnOptions,
) -> Result<Array<ComplexOf<T>>>
where
    ComplexOf<T>: FftInput<Real = T::Real>,
{
    slab_transform("fftn", comm, x, opts, Direction::Forward, false)
}

/// The inverse of [`fftn`], split the same way. Collective.
///
/// Equivalent to `scipy.fft.ifftn(x, norm=)` of the stacked array.
///
/// # Errors
/// As [`fftn`].
///
/// ```
/// use gsci_distributed::{Array, Communicator, Complex64, Device, fft};
/// use gsci_fft::FftnOptions;
/// let out = Communicator::spawn_ranks(3, |c| {
///     let v: Vec<Complex64> = (0..6).map(|i| Complex64::new((i + c.rank()) as f64, 1.0)).collect();
///     let x = Array::from_vec(v.clone(), &[1, 2, 3], &Device::cpu())?;
///     let back = fft::ifftn(&c, &fft::fftn(&c, &x, &FftnOptions::default())?, &FftnOptions::default())?;
///     Ok::<_, gsci_distributed::Error>(back.to_vec()?.iter().zip(&v).all(|(a, b)| (a - b).norm() < 1e-12))
/// })?;
/// assert!(out.into_iter().all(|ok| ok.unwrap()));
/// # Ok::<(), gsci_distributed::Error>(())
/// ```
pub fn ifftn<T: FftInput>(
    comm: &Communicator,
    x: &Array<T>,
    opts: &FftnOptions,
) -> Result<Array<ComplexOf<T>>>
where
    ComplexOf<T>: FftInput<Real = T::Real>,
{
    slab_transform("ifftn", comm, x, opts, Direction::Inverse, false)
}

/// The 2-D FFT of a 2-D array whose rows are split over the ranks. Collective.
///
/// Equivalent to `scipy.fft.fft2(x, norm=)` of the stacked array.
///
/// # Errors
/// As [`fftn`], and `InvalidShape` unless every part is 2-D.
///
/// ```
/// use gsci_distributed::{Array, Communicator, Device, fft};
/// use gsci_fft::FftnOptions;
/// let out = Communicator::spawn_ranks(2, |c| {
///     let x = Array::from_vec(vec![c.rank() as f64, 0.0], &[1, 2], &Device::cpu())?;
///     fft::fft2(&c, &x, &FftnOptions::default())?.to_vec()
/// })?;
/// // [[0, 0], [1, 0]] -> [[1, 1], [-1, -1]]
/// assert_eq!(out[1].as_ref().unwrap()[0].re, -1.0);
/// # Ok::<(), gsci_distributed::Error>(())
/// ```
pub fn fft2<T: FftInput>(
    comm: &Communicator,
    x: &Array<T>,
    opts: &FftnOptions,
) -> Result<Array<ComplexOf<T>>>
where
    ComplexOf<T>: FftInput<Real = T::Real>,
{
    slab_transform("fft2", comm, x, opts, Direction::Forward, true)
}

/// The inverse of [`fft2`]. Collective.
///
/// Equivalent to `scipy.fft.ifft2(x, norm=)` of the stacked array.
///
/// # Errors
/// As [`fft2`].
///
/// ```
/// use gsci_distributed::{Array, Communicator, Complex64, Device, fft};
/// use gsci_fft::FftnOptions;
/// let out = Communicator::spawn_ranks(2, |c| {
///     let v = if c.rank() == 0 { 4.0 } else { 0.0 };
///     let x = Array::from_vec(vec![Complex64::new(v, 0.0), Complex64::new(0.0, 0.0)], &[1, 2], &Device::cpu())?;
///     fft::ifft2(&c, &x, &FftnOptions::default())?.to_vec()
/// })?;
/// assert_eq!(out[1].as_ref().unwrap()[1], Complex64::new(1.0, 0.0));
/// # Ok::<(), gsci_distributed::Error>(())
/// ```
pub fn ifft2<T: FftInput>(
    comm: &Communicator,
    x: &Array<T>,
    opts: &FftnOptions,
) -> Result<Array<ComplexOf<T>>>
where
    ComplexOf<T>: FftInput<Real = T::Real>,
{
    slab_transform("ifft2", comm, x, opts, Direction::Inverse, true)
}
