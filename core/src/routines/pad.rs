//! Padding: NumPy's `pad` algorithm, axis by axis, as region copies inside the output (flipped or
//! broadcast where the mode asks), repeated while the pad is wider than what is filled so far.

use super::{broadcast_axis, copy_within, reversed, sub};
use crate::array::{Array, c_strides};
use crate::copy::{self, RawLayout};
use crate::dtype::Element;
use crate::error::{Error, Result};

/// How [`pad`] fills the new elements (NumPy's `mode`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum PadMode<T> {
    /// A constant value (`mode='constant'`, `constant_values=value`).
    Constant(T),
    /// The edge value of each axis (`mode='edge'`).
    Edge,
    /// Mirrored without repeating the edge: `[3 2 | 1 2 3 | 2 1]` (`mode='reflect'`).
    Reflect,
    /// Mirrored including the edge: `[2 1 | 1 2 3 | 3 2]` (`mode='symmetric'`).
    Symmetric,
    /// Wrapped around: `[2 3 | 1 2 3 | 1 2]` (`mode='wrap'`).
    Wrap,
}

impl<T: Element> Default for PadMode<T> {
    /// NumPy's default, `mode='constant'` with zeros.
    fn default() -> Self {
        PadMode::Constant(T::zero())
    }
}

/// The array padded by `pad_width[i] = (before, after)` elements on each axis; a single pair
/// applies to every axis. Widths larger than the axis repeat the reflection or wrap, as NumPy does.
///
/// Equivalent to `numpy.pad`.
///
/// # Errors
/// [`Error::InvalidArgument`] if `pad_width` has neither 1 nor `ndim` pairs, or if a non-constant
/// mode must extend an empty axis; [`Error::InvalidShape`] if the result's size overflows.
///
/// ```
/// use gsci_core::{pad, Array, Device, PadMode};
/// let a = Array::from_vec(vec![1, 2, 3], &[3], &Device::cpu())?;
/// assert_eq!(pad(&a, &[(2, 3)], PadMode::Reflect)?.to_vec()?, vec![3, 2, 1, 2, 3, 2, 1, 2]);
/// assert_eq!(pad(&a, &[(1, 1)], PadMode::Constant(0))?.to_vec()?, vec![0, 1, 2, 3, 0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn pad<T: Element>(
    a: &Array<T>,
    pad_width: &[(usize, usize)],
    mode: PadMode<T>,
) -> Result<Array<T>> {
    const OP: &str = "pad";
    let nd = a.ndim();
    let widths: Vec<(usize, usize)> = match pad_width.len() {
        1 => vec![pad_width[0]; nd],
        n if n == nd => pad_width.to_vec(),
        n => {
            return Err(Error::invalid(
                OP,
                format!("pad_width has {n} (before, after) pairs for an array of dimension {nd}"),
            ));
        }
    };
    let out_shape = a
        .shape()
        .iter()
        .zip(&widths)
        .map(|(&n, &(l, r))| n.checked_add(l)?.checked_add(r))
        .collect::<Option<Vec<usize>>>()
        .ok_or_else(|| Error::invalid(OP, "the padded shape overflows usize"))?;
    let non_constant = !matches!(mode, PadMode::Constant(_));
    if non_constant && a.is_empty() {
        // Only a constant can extend an empty axis; with every empty axis unpadded the result is
        // empty too.
        if let Some(axis) = (0..nd).find(|&d| a.shape()[d] == 0 && widths[d] != (0, 0)) {
            return Err(Error::invalid(
                OP,
                format!("can't extend empty axis {axis} using modes other than 'constant'"),
            ));
        }
    }
    let mut out = Array::<T>::empty_named(&out_shape, a.device(), "pad")?;
    if out.is_empty() {
        return Ok(out);
    }
    let ostr = c_strides(&out_shape);
    let center = RawLayout {
        shape: a.shape().to_vec(),
        strides: ostr.clone(),
        offset: widths
            .iter()
            .zip(&ostr)
            .map(|(&(l, _), &s)| l * s as usize)
            .sum(),
    };
    if let PadMode::Constant(value) = mode {
        if out.len() > a.len() {
            let all = out.raw_layout();
            copy::fill(a.device(), out.storage_mut()?, &all, value)?;
        }
        copy::copy_into(a, out.storage_mut()?, &center)?;
        return Ok(out);
    }
    copy::copy_into(a, out.storage_mut()?, &center)?;
    for axis in 0..nd {
        let (l, r) = widths[axis];
        if l == 0 && r == 0 {
            continue;
        }
        // Axes before `axis` are padded already: take them whole; later ones only over the
        // original area.
        let mut roi = center.clone();
        roi.shape[..=axis].copy_from_slice(&out_shape[..=axis]);
        roi.offset -= widths[..=axis]
            .iter()
            .zip(&ostr)
            .map(|(&(l, _), &s)| l * s as usize)
            .sum::<usize>();
        let period = a.shape()[axis];
        match mode {
            PadMode::Edge => pad_edge(&mut out, &roi, axis, l, r)?,
            // NumPy extends a singleton axis by its edge in both mirror modes.
            PadMode::Reflect | PadMode::Symmetric if period == 1 => {
                pad_edge(&mut out, &roi, axis, l, r)?
            }
            PadMode::Reflect => pad_mirror(&mut out, &roi, axis, l, r, period, false)?,
            PadMode::Symmetric => pad_mirror(&mut out, &roi, axis, l, r, period, true)?,
            PadMode::Wrap => pad_wrap(&mut out, &roi, axis, l, r, period)?,
            PadMode::Constant(_) => unreachable!("handled above"),
        }
    }
    Ok(out)
}

/// Fills `l` and `r` positions of `axis` at both ends of `roi` with the edge values.
fn pad_edge<T: Element>(
    out: &mut Array<T>,
    roi: &RawLayout,
    axis: usize,
    l: usize,
    r: usize,
) -> Result<()> {
    let n = roi.shape[axis];
    if l > 0 {
        let edge = broadcast_axis(&sub(roi, axis, l, 1), axis, l);
        copy_within(out, &edge, &sub(roi, axis, 0, l))?;
    }
    if r > 0 {
        let edge = broadcast_axis(&sub(roi, axis, n - r - 1, 1), axis, r);
        copy_within(out, &edge, &sub(roi, axis, n - r, r))?;
    }
    Ok(())
}

/// NumPy's `_set_reflect_both`, iterated until both pads are filled: each round mirrors at most
/// the filled length (a multiple of the period, so a wide pad repeats whole reflections).
fn pad_mirror<T: Element>(
    out: &mut Array<T>,
    roi: &RawLayout,
    axis: usize,
    mut l: usize,
    mut r: usize,
    period: usize,
    include_edge: bool,
) -> Result<()> {
    let n = roi.shape[axis];
    while l > 0 || r > 0 {
        let filled = n - r - l;
        let (old_length, edge_offset) = if include_edge {
            (filled / period * period, 1)
        } else {
            ((filled - 1) / (period - 1) * (period - 1), 0)
        };
        if l > 0 {
            let chunk = old_length.min(l);
            // Python's slice(l - edge_offset + chunk, l - edge_offset, -1).
            let src = reversed(&sub(roi, axis, l - edge_offset + 1, chunk), axis);
            copy_within(out, &src, &sub(roi, axis, l - chunk, chunk))?;
            l -= chunk;
        }
        if r > 0 {
            let chunk = old_length.min(r);
            // Python's slice(-r + edge_offset - 2, -r + edge_offset - 2 - chunk, -1).
            let start = n + edge_offset - r - 2;
            let src = reversed(&sub(roi, axis, start + 1 - chunk, chunk), axis);
            copy_within(out, &src, &sub(roi, axis, n - r, chunk))?;
            r -= chunk;
        }
    }
    Ok(())
}

/// NumPy's `_set_wrap_both`, iterated until both pads are filled.
fn pad_wrap<T: Element>(
    out: &mut Array<T>,
    roi: &RawLayout,
    axis: usize,
    mut l: usize,
    mut r: usize,
    original: usize,
) -> Result<()> {
    let n = roi.shape[axis];
    while l > 0 || r > 0 {
        let period = (n - r - l) / original * original;
        let (mut new_l, mut new_r) = (0, 0);
        if l > 0 {
            let len = period.min(l);
            let src = sub(roi, axis, l + period - len, len);
            let dst = sub(roi, axis, l - len, len);
            copy_within(out, &src, &dst)?;
            if l > period {
                new_l = l - period;
            }
        }
        if r > 0 {
            let len = period.min(r);
            let src = sub(roi, axis, n - r - period, len);
            let dst = sub(roi, axis, n - r, len);
            copy_within(out, &src, &dst)?;
            if r > period {
                new_r = r - period;
            }
        }
        (l, r) = (new_l, new_r);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::routines::test_util::{arr, iota, reversed_1d, transposed};
    use crate::{Complex64, Device};
    use half::f16;

    fn pad1(v: &[i64], w: (usize, usize), mode: PadMode<i64>) -> Vec<i64> {
        pad(&arr(v.to_vec(), &[v.len()]), &[w], mode)
            .unwrap()
            .to_vec()
            .unwrap()
    }

    #[test]
    fn modes_with_widths_larger_than_the_axis() {
        // np.pad(np.arange(3), (7, 8), mode=...)
        let a = [0, 1, 2];
        assert_eq!(
            pad1(&a, (7, 8), PadMode::Reflect),
            vec![1, 2, 1, 0, 1, 2, 1, 0, 1, 2, 1, 0, 1, 2, 1, 0, 1, 2]
        );
        assert_eq!(
            pad1(&a, (7, 8), PadMode::Symmetric),
            vec![0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1]
        );
        assert_eq!(
            pad1(&a, (7, 8), PadMode::Wrap),
            vec![2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1]
        );
        assert_eq!(
            pad1(&a, (7, 8), PadMode::Edge),
            vec![0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2]
        );
        assert_eq!(
            pad1(&a, (2, 1), PadMode::Constant(-1)),
            vec![-1, -1, 0, 1, 2, -1]
        );
        // np.pad([7], (3, 2), mode='reflect'): a singleton axis is extended by its edge.
        assert_eq!(pad1(&[7], (3, 2), PadMode::Reflect), vec![7; 6]);
        assert_eq!(pad1(&[7], (1, 2), PadMode::Wrap), vec![7; 4]);
        assert_eq!(pad1(&[4, 5], (0, 0), PadMode::Wrap), vec![4, 5]);
    }

    #[test]
    fn two_dimensional_modes_match_numpy() {
        let a = iota(&[2, 3]);
        let w = [(3, 2), (4, 5)];
        let r = pad(&a, &w, PadMode::Reflect).unwrap();
        assert_eq!(r.shape(), &[7, 12]);
        let row0 = [3, 4, 5, 4, 3, 4, 5, 4, 3, 4, 5, 4];
        let row1 = [0, 1, 2, 1, 0, 1, 2, 1, 0, 1, 2, 1];
        let expect: Vec<i64> = [row0, row1, row0, row1, row0, row1, row0].concat();
        assert_eq!(r.to_vec().unwrap(), expect);

        let s = pad(&a, &w, PadMode::Symmetric).unwrap();
        let r5 = [5, 5, 4, 3, 3, 4, 5, 5, 4, 3, 3, 4];
        let r2 = [2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1];
        let expect: Vec<i64> = [r5, r5, r2, r2, r5, r5, r2].concat();
        assert_eq!(s.to_vec().unwrap(), expect);

        let wr = pad(&a, &w, PadMode::Wrap).unwrap();
        let r5 = [5, 3, 4, 5, 3, 4, 5, 3, 4, 5, 3, 4];
        let r2 = [2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1];
        let expect: Vec<i64> = [r5, r2, r5, r2, r5, r2, r5].concat();
        assert_eq!(wr.to_vec().unwrap(), expect);

        // np.pad(np.arange(6).reshape(2,3), ((1,0),(0,2)), mode='edge')
        let e = pad(&a, &[(1, 0), (0, 2)], PadMode::Edge).unwrap();
        assert_eq!(
            e.to_vec().unwrap(),
            vec![0, 1, 2, 2, 2, 0, 1, 2, 2, 2, 3, 4, 5, 5, 5]
        );
        // A single pair applies to every axis.
        let c = pad(&a, &[(1, 1)], PadMode::Constant(9)).unwrap();
        assert_eq!(c.shape(), &[4, 5]);
        assert_eq!(
            c.to_vec().unwrap(),
            vec![9, 9, 9, 9, 9, 9, 0, 1, 2, 9, 9, 3, 4, 5, 9, 9, 9, 9, 9, 9]
        );
    }

    #[test]
    fn views_as_input() {
        let t = transposed(&iota(&[2, 3])); // [[0,3],[1,4],[2,5]]
        let p = pad(&t, &[(0, 0), (1, 2)], PadMode::Reflect).unwrap();
        assert_eq!(
            p.to_vec().unwrap(),
            vec![3, 0, 3, 0, 3, 4, 1, 4, 1, 4, 5, 2, 5, 2, 5]
        );
        let r = reversed_1d(&arr(vec![1.0f32, 2.0, 3.0, 4.0], &[4])); // [4,3,2,1]
        let p = pad(&r, &[(5, 0)], PadMode::Symmetric).unwrap();
        assert_eq!(
            p.to_vec().unwrap(),
            vec![1.0, 1.0, 2.0, 3.0, 4.0, 4.0, 3.0, 2.0, 1.0]
        );
    }

    #[test]
    fn empty_and_0d() {
        let e = arr(Vec::<f64>::new(), &[0, 3]);
        assert!(matches!(
            pad(&e, &[(1, 0), (0, 0)], PadMode::Edge),
            Err(Error::InvalidArgument { .. })
        ));
        assert_eq!(
            pad(&e, &[(0, 0), (1, 1)], PadMode::Edge).unwrap().shape(),
            &[0, 5]
        );
        let c = pad(&e, &[(1, 0), (0, 0)], PadMode::Constant(2.5)).unwrap();
        assert_eq!(c.shape(), &[1, 3]);
        assert_eq!(c.to_vec().unwrap(), vec![2.5; 3]);
        let s = Array::scalar(5u8, &Device::cpu()).unwrap();
        let p = pad(&s, &[(1, 1)], PadMode::Constant(0)).unwrap();
        assert_eq!((p.shape().len(), p.item().unwrap()), (0, 5));
        assert_eq!(pad(&s, &[], PadMode::Edge).unwrap().item().unwrap(), 5);
        assert!(pad(&s, &[(1, 1), (2, 2)], PadMode::Edge).is_err());
        assert!(pad(&iota(&[2, 2]), &[(1, 1); 3], PadMode::Edge).is_err());
    }

    #[test]
    fn other_dtypes() {
        let b = arr(vec![true, false], &[2]);
        assert_eq!(
            pad(&b, &[(1, 2)], PadMode::Wrap).unwrap().to_vec().unwrap(),
            vec![false, true, false, true, false]
        );
        let h = arr(vec![f16::from_f32(0.5), f16::from_f32(1.5)], &[2]);
        let p = pad(&h, &[(1, 1)], PadMode::default()).unwrap();
        let v: Vec<f32> = p.to_vec().unwrap().iter().map(|x| x.to_f32()).collect();
        assert_eq!(v, vec![0.0, 0.5, 1.5, 0.0]);
        let z = arr(
            vec![Complex64::new(1.0, 1.0), Complex64::new(2.0, -2.0)],
            &[2],
        );
        let p = pad(&z, &[(0, 3)], PadMode::Reflect).unwrap();
        assert_eq!(
            p.to_vec().unwrap(),
            vec![
                Complex64::new(1.0, 1.0),
                Complex64::new(2.0, -2.0),
                Complex64::new(1.0, 1.0),
                Complex64::new(2.0, -2.0),
                Complex64::new(1.0, 1.0)
            ]
        );
        let i = arr(vec![-1i8, 2, -3], &[3]);
        assert_eq!(
            pad(&i, &[(1, 1)], PadMode::Edge).unwrap().to_vec().unwrap(),
            vec![-1, -1, 2, -3, -3]
        );
    }
}
