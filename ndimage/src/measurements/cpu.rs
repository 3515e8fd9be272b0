//! CPU label: provisional labels in one raster pass (a pixel takes the label of its first
//! labelled preceding neighbour and merges the others' through union-find over the provisional
//! labels, whose roots are the smallest label of their set), then one pass mapping each
//! provisional label to its final number in raster order of first appearance.
//!
//! Large images run as strips of the first axis in parallel, each with its own provisional
//! labels; the strips' tables are concatenated in order (so the smallest label of a set is still
//! its first appearance in raster order) and merged across the strip boundaries.

use crate::morphology::Neighborhood;
use rayon::prelude::*;

fn find(parent: &mut [u32], mut x: u32) -> u32 {
    while parent[x as usize] != x {
        let p = parent[x as usize];
        parent[x as usize] = parent[p as usize];
        x = p;
    }
    x
}

/// Merges the sets of `a` and `b` (the larger root points to the smaller) and returns the root.
fn union(parent: &mut [u32], a: u32, b: u32) -> u32 {
    let ra = find(parent, a);
    let rb = find(parent, b);
    if ra < rb {
        parent[rb as usize] = ra;
        ra
    } else {
        parent[ra as usize] = rb;
        rb
    }
}

/// Images below this many elements run as one strip.
const PARALLEL_MIN: usize = 1 << 16;

/// The preceding neighbours: per-axis offsets and the linear offset (negative) of each.
struct Before<'a> {
    offs: Vec<&'a [i64]>,
    lin: Vec<i64>,
}

/// Labels the foreground element `i` (column `xx` of its row): the first labelled neighbour's
/// label, merged with the other labelled neighbours', or a new label. `checked`: whether the
/// neighbours' columns may fall outside `0..last`.
#[inline(always)]
fn visit(
    out: &mut [i32],
    parent: &mut Vec<u32>,
    active: &[(usize, i64)],
    i: usize,
    xx: usize,
    last: usize,
    checked: bool,
) {
    let mut lab = 0u32;
    for &(d, q) in active {
        if checked {
            let c = xx as i64 + q;
            if c < 0 || c >= last as i64 {
                continue;
            }
        }
        let l = out[i - d] as u32;
        if l != 0 && l != lab {
            lab = if lab == 0 { l } else { union(parent, lab, l) };
        }
    }
    if lab == 0 {
        lab = parent.len() as u32;
        parent.push(lab);
    }
    out[i] = lab as i32;
}

/// Provisional labels (1..) of the rows (lines along the last axis) `rows` of `x`, written to
/// `out` (the same rows); neighbours before axis-0 index `s0` (the strip's first) are left to the
/// strip merge. Returns the union-find table (`parent[0]` unused).
fn label_strip(
    x: &[bool],
    out: &mut [i32],
    shape: &[usize],
    rows: std::ops::Range<usize>,
    s0: usize,
    nb: &Before,
) -> Vec<u32> {
    let nd = shape.len();
    let last = shape[nd - 1];
    let base = rows.start * last;
    let mut parent: Vec<u32> = vec![0];
    let mut coords = vec![0usize; nd];
    // (backwards linear distance, offset along the last axis) of the neighbours inside the
    // strip for the current row.
    let mut active: Vec<(usize, i64)> = Vec::with_capacity(nb.offs.len());
    for row in rows {
        let mut r = row;
        for d in (0..nd - 1).rev() {
            coords[d] = r % shape[d];
            r /= shape[d];
        }
        active.clear();
        for (o, &l) in nb.offs.iter().zip(&nb.lin) {
            let inside = (0..nd - 1).all(|d| {
                let q = coords[d] as i64 + o[d];
                let lo = if d == 0 { s0 as i64 } else { 0 };
                q >= lo && q < shape[d] as i64
            });
            if inside {
                active.push(((-l) as usize, o[nd - 1]));
            }
        }
        let start = row * last - base;
        let xr = &x[row * last..(row + 1) * last];
        // Columns whose neighbours along the last axis are all inside need no check.
        let (qlo, qhi) = active
            .iter()
            .fold((0i64, 0i64), |(a, b), &(_, q)| (a.min(q), b.max(q)));
        let lo = ((-qlo) as usize).min(last);
        let hi = last.saturating_sub(qhi as usize).max(lo);
        for (xx, &fg) in xr.iter().enumerate().take(lo) {
            if fg {
                visit(out, &mut parent, &active, start + xx, xx, last, true);
            }
        }
        for (xx, &fg) in xr.iter().enumerate().take(hi).skip(lo) {
            if fg {
                visit(out, &mut parent, &active, start + xx, xx, last, false);
            }
        }
        for (xx, &fg) in xr.iter().enumerate().skip(hi) {
            if fg {
                visit(out, &mut parent, &active, start + xx, xx, last, true);
            }
        }
    }
    parent
}

/// Labels of the boolean image `x` of `shape` (C order) and their count.
pub(crate) fn label(x: &[bool], shape: &[usize], before: &Neighborhood) -> (Vec<i32>, usize) {
    let n = x.len();
    let nd = shape.len();
    let nb = Before {
        offs: before.offsets.chunks(nd).collect(),
        lin: before.linear(shape),
    };
    let slice = n / shape[0];
    let threads = rayon::current_num_threads().max(1);
    let strips = if n >= PARALLEL_MIN && nd >= 2 {
        threads.min(shape[0] / 2).max(1)
    } else {
        1
    };
    let last = shape[nd - 1];
    // Strip s holds axis-0 indices bounds[s]..bounds[s + 1], rows (lines along the last axis)
    // bounds[s] * rows_per_slice.. (one strip of the single row for 1-d).
    let bounds: Vec<usize> = (0..=strips).map(|s| s * shape[0] / strips).collect();
    let rows_per_slice = if nd == 1 { 1 } else { slice / last };
    let row_bounds: Vec<usize> = if nd == 1 {
        vec![0, 1]
    } else {
        bounds.iter().map(|&b| b * rows_per_slice).collect()
    };
    let mut out = gsci_core::host::zeros::<i32>(n);
    let parents: Vec<Vec<u32>> = {
        let mut parts: Vec<(usize, &mut [i32])> = Vec::with_capacity(strips);
        let mut rest = &mut out[..];
        for s in 0..strips {
            let (a, b) = rest.split_at_mut((row_bounds[s + 1] - row_bounds[s]) * last);
            parts.push((s, a));
            rest = b;
        }
        parts
            .into_par_iter()
            .map(|(s, o)| {
                label_strip(
                    x,
                    o,
                    shape,
                    row_bounds[s]..row_bounds[s + 1],
                    bounds[s],
                    &nb,
                )
            })
            .collect()
    };
    // One table: strip s's label l is offsets[s] + l.
    let mut offsets = Vec::with_capacity(strips);
    let mut parent: Vec<u32> = vec![0];
    for p in &parents {
        let off = parent.len() as u32 - 1;
        offsets.push(off);
        parent.extend(p[1..].iter().map(|&v| v + off));
    }
    // The neighbours across each strip boundary (axis-0 offset -1 from the strip's first slice).
    for s in 1..strips {
        let r0 = row_bounds[s];
        let mut coords = vec![0usize; nd];
        for row in r0..r0 + rows_per_slice {
            let mut r = row;
            for d in (0..nd - 1).rev() {
                coords[d] = r % shape[d];
                r /= shape[d];
            }
            for (o, &l) in nb.offs.iter().zip(&nb.lin) {
                if o[0] >= 0
                    || !(1..nd - 1).all(|d| {
                        let q = coords[d] as i64 + o[d];
                        q >= 0 && q < shape[d] as i64
                    })
                {
                    continue;
                }
                for xx in 0..last {
                    let c = xx as i64 + o[nd - 1];
                    let i = row * last + xx;
                    if out[i] == 0 || c < 0 || c >= last as i64 {
                        continue;
                    }
                    let j = (i as i64 + l) as usize;
                    if out[j] != 0 {
                        let a = out[i] as u32 + offsets[s];
                        let b = out[j] as u32 + offsets[s - 1];
                        union(&mut parent, a, b);
                    }
                }
            }
        }
    }
    // Final numbers in increasing provisional order: every parent is not above its child.
    let mut fin = vec![0i32; parent.len()];
    let mut count = 0usize;
    for l in 1..parent.len() {
        let p = parent[l] as usize;
        if p == l {
            count += 1;
            fin[l] = count as i32;
        } else {
            fin[l] = fin[p];
        }
    }
    let mut rest = &mut out[..];
    let mut parts: Vec<(usize, &mut [i32])> = Vec::with_capacity(strips);
    for s in 0..strips {
        let (a, b) = rest.split_at_mut((row_bounds[s + 1] - row_bounds[s]) * last);
        parts.push((s, a));
        rest = b;
    }
    // Per strip: its provisional labels to final numbers, 0 (background) to 0 (no branch).
    let maps: Vec<Vec<i32>> = (0..strips)
        .map(|s| {
            let k = parents[s].len();
            let mut m = Vec::with_capacity(k);
            m.push(0);
            m.extend_from_slice(&fin[offsets[s] as usize + 1..offsets[s] as usize + k]);
            m
        })
        .collect();
    parts.into_par_iter().for_each(|(s, o)| {
        let map = &maps[s][..];
        o.par_chunks_mut(1 << 14).for_each(|c| {
            for v in c {
                *v = map[*v as usize];
            }
        });
    });
    (out, count)
}
