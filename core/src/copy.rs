//! The copy engine: strided copy with cast between any two layouts and dtypes, and fills. Behind
//! `copy`, `astype`, `to_contiguous`, and every routine that assembles an output from pieces
//! (concatenate, stack, tile, pad, ...).
//!
//! Routines write into a fresh output through [`Array::storage_mut`] and a [`RawLayout`] describing
//! the region to write, so no view of the output needs to be mutable.

mod cpu;
pub(crate) mod cuda;

use crate::array::{Array, c_strides};
use crate::device::Backend;
use crate::dtype::Element;
use crate::error::{Error, Result};

/// A region of a storage buffer: shape, strides (elements) and offset (elements).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RawLayout {
    pub shape: Vec<usize>,
    pub strides: Vec<isize>,
    pub offset: usize,
}

impl RawLayout {
    /// The C-contiguous layout of `shape` starting at `offset`.
    pub fn c_order(shape: &[usize], offset: usize) -> Self {
        RawLayout {
            shape: shape.to_vec(),
            strides: c_strides(shape),
            offset,
        }
    }
}

/// Write access to a whole storage buffer.
pub(crate) enum DstMut<'a, T> {
    Host(&'a mut [T]),
    /// Base device address of the buffer.
    Cuda(u64),
}

/// Copies `src` (cast to `D`) into the region `dst_layout` of `dst`. Shapes must be equal; `dst`
/// must be on `src`'s device (checked by the caller, who got `dst` from an array on it).
pub(crate) fn copy_into<S: Element, D: Element>(
    src: &Array<S>,
    dst: DstMut<'_, D>,
    dst_layout: &RawLayout,
) -> Result<()> {
    if src.shape() != dst_layout.shape.as_slice() {
        return Err(Error::ShapeMismatch {
            op: "copy_into",
            left: src.shape().to_vec(),
            right: dst_layout.shape.clone(),
        });
    }
    if src.is_empty() {
        return Ok(());
    }
    match (src.device().backend(), dst) {
        (Backend::Cpu, DstMut::Host(d)) => {
            cpu::copy_cast(&src.view_cpu().expect("CPU array"), d, dst_layout);
            Ok(())
        }
        (Backend::Cuda(c), DstMut::Cuda(base)) => cuda::copy_cast::<S, D>(
            c,
            src.storage_ptr().expect("GPU array"),
            &src.raw_layout(),
            base,
            dst_layout,
        ),
        _ => Err(Error::invalid(
            "copy_into",
            "internal: source and destination on different backends",
        )),
    }
}

/// Sets every element of the region `layout` of `dst` to `value`, on `device`.
pub(crate) fn fill<D: Element>(
    device: &crate::Device,
    dst: DstMut<'_, D>,
    layout: &RawLayout,
    value: D,
) -> Result<()> {
    if layout.shape.iter().product::<usize>() == 0 {
        return Ok(());
    }
    match (device.backend(), dst) {
        (Backend::Cpu, DstMut::Host(d)) => {
            cpu::fill(d, layout, value);
            Ok(())
        }
        (Backend::Cuda(c), DstMut::Cuda(base)) => cuda::fill(c, base, layout, value),
        _ => Err(Error::invalid(
            "fill",
            "internal: destination on another backend",
        )),
    }
}

/// A new C-contiguous array holding `src` cast to `U`.
pub(crate) fn astype<T: Element, U: Element>(src: &Array<T>) -> Result<Array<U>> {
    let mut out = Array::<U>::empty(src.shape(), src.device())?;
    let layout = out.raw_layout();
    copy_into(src, out.storage_mut()?, &layout)?;
    Ok(out)
}

/// Merges adjacent axes that are contiguous with each other in every one of `strides`, and drops
/// axes of extent 1. Returns the collapsed shape and strides (C order kept).
pub(crate) fn collapse_axes(
    shape: &[usize],
    strides: &[&[isize]],
) -> (Vec<usize>, Vec<Vec<isize>>) {
    let mut out_shape: Vec<usize> = Vec::with_capacity(shape.len());
    let mut out_strides: Vec<Vec<isize>> = vec![Vec::with_capacity(shape.len()); strides.len()];
    for (axis, &n) in shape.iter().enumerate() {
        if n == 1 {
            continue;
        }
        if let Some(&last_n) = out_shape.last() {
            let mergeable = strides
                .iter()
                .zip(&out_strides)
                .all(|(s, o)| *o.last().expect("same length as out_shape") == s[axis] * n as isize);
            if mergeable {
                *out_shape.last_mut().expect("non-empty") = last_n * n;
                for (s, o) in strides.iter().zip(out_strides.iter_mut()) {
                    *o.last_mut().expect("non-empty") = s[axis];
                }
                continue;
            }
        }
        out_shape.push(n);
        for (s, o) in strides.iter().zip(out_strides.iter_mut()) {
            o.push(s[axis]);
        }
    }
    (out_shape, out_strides)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn collapse_contiguous_to_rank_one() {
        let (s, st) = collapse_axes(&[2, 3, 4], &[&[12, 4, 1], &[12, 4, 1]]);
        assert_eq!(s, vec![24]);
        assert_eq!(st, vec![vec![1], vec![1]]);
    }

    #[test]
    fn collapse_keeps_transpose() {
        let (s, st) = collapse_axes(&[3, 4], &[&[1, 3], &[4, 1]]);
        assert_eq!(s, vec![3, 4]);
        assert_eq!(st, vec![vec![1, 3], vec![4, 1]]);
    }

    #[test]
    fn collapse_drops_unit_axes() {
        let (s, st) = collapse_axes(&[1, 5, 1], &[&[99, 2, 7]]);
        assert_eq!(s, vec![5]);
        assert_eq!(st, vec![vec![2]]);
    }
}
