//! CPU side of the copy engine (ndarray + rayon).

use super::RawLayout;
use crate::dtype::Element;
use ndarray::{ArrayViewD, ArrayViewMutD, IxDyn, ShapeBuilder, Zip};

/// Element count above which copies run in parallel.
const PARALLEL_MIN: usize = 1 << 16;

/// A mutable ndarray view of `layout` inside `buf`.
pub(crate) fn view_mut<'a, T>(buf: &'a mut [T], layout: &RawLayout) -> ArrayViewMutD<'a, T> {
    let n: usize = layout.shape.iter().product();
    let mut lo = layout.offset as isize;
    let mut hi = layout.offset as isize;
    if n > 0 {
        for (&len, &s) in layout.shape.iter().zip(&layout.strides) {
            let span = (len as isize - 1) * s;
            if span < 0 { lo += span } else { hi += span }
        }
        assert!(
            lo >= 0 && (hi as usize) < buf.len(),
            "internal: layout outside its buffer"
        );
    }
    let base = if n == 0 {
        layout.offset.min(buf.len())
    } else {
        lo as usize
    };
    let abs: Vec<usize> = layout.strides.iter().map(|s| s.unsigned_abs()).collect();
    // SAFETY: bounds checked above; the view borrows `buf` mutably for 'a. Layouts written by the
    // copy engine never alias themselves (no zero or overlapping strides over more than one
    // element) — destinations are always fresh C-ordered regions or their sub-blocks.
    let mut v = unsafe {
        ArrayViewMutD::from_shape_ptr(
            IxDyn(&layout.shape).strides(IxDyn(&abs)),
            buf.as_mut_ptr().add(base),
        )
    };
    for (axis, &s) in layout.strides.iter().enumerate() {
        if s < 0 {
            v.invert_axis(ndarray::Axis(axis));
        }
    }
    v
}

pub(crate) fn copy_cast<S: Element, D: Element>(
    src: &ArrayViewD<'_, S>,
    dst: &mut [D],
    layout: &RawLayout,
) {
    let mut d = view_mut(dst, layout);
    if let (Some(s), Some(ds)) = (src.as_slice(), d.as_slice_mut()) {
        if s.len() >= PARALLEL_MIN {
            crate::par::chunks_mut(ds, PARALLEL_MIN, |off, d| {
                let s = &s[off..off + d.len()];
                d.iter_mut().zip(s).for_each(|(d, s)| *d = s.cast());
            });
        } else {
            ds.iter_mut().zip(s).for_each(|(d, s)| *d = s.cast());
        }
        return;
    }
    crate::par::rows_mut(d, PARALLEL_MIN, |ax, r, mut d| {
        let s = crate::par::part_of(&src.view(), ax, r);
        Zip::from(&mut d).and(&s).for_each(|d, s| *d = s.cast());
    });
}

pub(crate) fn fill<D: Element>(dst: &mut [D], layout: &RawLayout, value: D) {
    let d = view_mut(dst, layout);
    crate::par::rows_mut(d, PARALLEL_MIN, |_, _, mut d| d.fill(value));
}
