//! CPU parallel loops through one non-generic rayon driver.
//!
//! rayon's `join`/`StackJob`/`Registry` machinery is generic over the closure it runs, so every
//! `par_chunks_mut(..).for_each(closure)` in a function generic over 15 dtypes and ~75 ufuncs
//! instantiated all of it again: about 2000 copies, close to half of gsci-core's compiled code
//! and of its release build time (`cargo build --timings`, issue 22). Here rayon sees one
//! closure type, `&dyn Fn(usize)`; the loops inside each piece stay generic and inlined. A
//! piece is at least thousands of elements, so the one indirect call per piece is free.

use crate::host::SendPtr;
use ndarray::{ArrayViewD, ArrayViewMutD, Axis};
use rayon::prelude::*;
use std::ops::Range;
use std::sync::Mutex;

/// Runs `body(i)` for every `i` in `0..n`, in parallel (rayon's work stealing).
pub(crate) fn for_each_index(n: usize, body: &(dyn Fn(usize) + Sync)) {
    if n <= 1 {
        if n == 1 {
            body(0);
        }
        return;
    }
    (0..n).into_par_iter().for_each(body);
}

/// Runs `a` and `b`, in parallel when a worker is free (`rayon::join`).
pub(crate) fn join(a: &mut (dyn FnMut() + Send), b: &mut (dyn FnMut() + Send)) {
    rayon::join(a, b);
}

/// Runs `body(offset, piece)` over `out` cut into pieces of `chunk` values (the last shorter),
/// in parallel; `offset` is the piece's first index in `out`.
pub(crate) fn chunks_mut<O: Send>(
    out: &mut [O],
    chunk: usize,
    body: impl Fn(usize, &mut [O]) + Sync,
) {
    let n = out.len();
    let chunk = chunk.max(1);
    let base = SendPtr(out.as_mut_ptr());
    for_each_index(n.div_ceil(chunk), &|i| {
        let off = i * chunk;
        let len = chunk.min(n - off);
        // SAFETY: the pieces [off, off + len) are disjoint and inside `out`, which is borrowed
        // mutably for the whole call; each index i runs once.
        let piece = unsafe { std::slice::from_raw_parts_mut(base.get().add(off), len) };
        body(off, piece);
    });
}

/// The axis to split an n-d loop of `len` values along and its blocks: one block (of axis 0)
/// when the loop is small or 0-d; else the first axis long enough for about four blocks per
/// worker thread (the longest axis when none is), cut into such blocks.
fn blocks(shape: &[usize], len: usize, min_len: usize) -> (usize, Vec<Range<usize>>) {
    let rows = shape.first().copied().unwrap_or(1);
    let whole = (0, std::iter::once(0..rows).collect());
    if len < min_len || shape.is_empty() {
        return whole;
    }
    let want = 4 * rayon::current_num_threads();
    let axis = shape.iter().position(|&n| n >= want).unwrap_or_else(|| {
        (0..shape.len())
            .max_by_key(|&a| (shape[a], usize::MAX - a))
            .unwrap_or(0)
    });
    let n = shape[axis];
    if n < 2 {
        return whole;
    }
    let step = n.div_ceil(want.min(n));
    (
        axis,
        (0..n).step_by(step).map(|r| r..(r + step).min(n)).collect(),
    )
}

/// Runs `body(axis, range, out_part)` over blocks of the n-d view `out` cut along one axis, in
/// parallel when `out` has at least `min_len` values (else one call with the whole view, as
/// axis 0's full range). `range` is the block's indices along `axis`, to slice the inputs with
/// (see [`part_of`]).
pub(crate) fn rows_mut<O: Send>(
    out: ArrayViewMutD<'_, O>,
    min_len: usize,
    body: impl Fn(usize, Range<usize>, ArrayViewMutD<'_, O>) + Sync,
) {
    let (axis, blocks) = blocks(out.shape(), out.len(), min_len);
    if blocks.len() == 1 {
        body(axis, blocks[0].clone(), out);
        return;
    }
    let parts = split_rows(out, axis, &blocks);
    for_each_index(blocks.len(), &|i| {
        if let Some(part) = parts[i].lock().unwrap_or_else(|e| e.into_inner()).take() {
            body(axis, blocks[i].clone(), part);
        }
    });
}

/// [`rows_mut`] over two outputs of the same shape.
pub(crate) fn rows_mut2<O1: Send, O2: Send>(
    out1: ArrayViewMutD<'_, O1>,
    out2: ArrayViewMutD<'_, O2>,
    min_len: usize,
    body: impl Fn(usize, Range<usize>, ArrayViewMutD<'_, O1>, ArrayViewMutD<'_, O2>) + Sync,
) {
    debug_assert_eq!(out1.shape(), out2.shape());
    let (axis, blocks) = blocks(out1.shape(), out1.len(), min_len);
    if blocks.len() == 1 {
        body(axis, blocks[0].clone(), out1, out2);
        return;
    }
    let (p1, p2) = (
        split_rows(out1, axis, &blocks),
        split_rows(out2, axis, &blocks),
    );
    for_each_index(blocks.len(), &|i| {
        let a = p1[i].lock().unwrap_or_else(|e| e.into_inner()).take();
        let b = p2[i].lock().unwrap_or_else(|e| e.into_inner()).take();
        if let (Some(a), Some(b)) = (a, b) {
            body(axis, blocks[i].clone(), a, b);
        }
    });
}

/// The part of an input view (the output's shape) that goes with the output block `range` of
/// `axis`; the whole view when it is 0-d.
pub(crate) fn part_of<'a, T>(
    v: &ArrayViewD<'a, T>,
    axis: usize,
    range: Range<usize>,
) -> ArrayViewD<'a, T> {
    let mut w = v.clone();
    if w.ndim() > axis {
        w.slice_axis_inplace(Axis(axis), ndarray::Slice::from(range));
    }
    w
}

/// Disjoint mutable views of `out`'s blocks along `axis`, each behind a lock so that the worker that
/// runs block i takes it (once).
fn split_rows<'a, O>(
    out: ArrayViewMutD<'a, O>,
    axis: usize,
    blocks: &[Range<usize>],
) -> Vec<Mutex<Option<ArrayViewMutD<'a, O>>>> {
    let mut parts = Vec::with_capacity(blocks.len());
    let mut rest = out;
    for r in blocks {
        let (head, tail) = rest.split_at(Axis(axis), r.len());
        parts.push(Mutex::new(Some(head)));
        rest = tail;
    }
    parts
}
