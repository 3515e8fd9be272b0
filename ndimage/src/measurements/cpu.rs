//! CPU label: one raster pass of union-find over the preceding half of the structure (roots are
//! the smallest index of their component), then numbering in raster order of first appearance.

use crate::morphology::Neighborhood;

fn find(parent: &mut [u32], mut x: u32) -> u32 {
    while parent[x as usize] != x {
        let p = parent[x as usize];
        parent[x as usize] = parent[p as usize];
        x = p;
    }
    x
}

/// Labels of the boolean image `x` of `shape` (C order) and their count.
pub(crate) fn label(x: &[bool], shape: &[usize], before: &Neighborhood) -> (Vec<i32>, usize) {
    let n = x.len();
    let nd = shape.len();
    let last = shape[nd - 1];
    let lin = before.linear(shape);
    let offs: Vec<&[i64]> = before.offsets.chunks(nd).collect();
    let mut parent: Vec<u32> = (0..n as u32).collect();
    let mut coords = vec![0usize; nd];
    let mut inside_lead = vec![false; offs.len()];
    for row in 0..n / last {
        let mut r = row;
        for d in (0..nd - 1).rev() {
            coords[d] = r % shape[d];
            r /= shape[d];
        }
        for (k, o) in offs.iter().enumerate() {
            inside_lead[k] = (0..nd - 1).all(|d| {
                let q = coords[d] as i64 + o[d];
                q >= 0 && q < shape[d] as i64
            });
        }
        for xx in 0..last {
            let i = row * last + xx;
            if !x[i] {
                continue;
            }
            for (k, o) in offs.iter().enumerate() {
                let q = xx as i64 + o[nd - 1];
                if !inside_lead[k] || q < 0 || q >= last as i64 {
                    continue;
                }
                let j = (i as i64 + lin[k]) as usize;
                if x[j] {
                    let a = find(&mut parent, i as u32);
                    let b = find(&mut parent, j as u32);
                    if a != b {
                        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
                        parent[hi as usize] = lo;
                    }
                }
            }
        }
    }
    let mut out = vec![0i32; n];
    let mut count = 0usize;
    for i in 0..n {
        if !x[i] {
            continue;
        }
        let r = find(&mut parent, i as u32) as usize;
        if r == i {
            count += 1;
            out[i] = count as i32;
        } else {
            out[i] = out[r];
        }
    }
    (out, count)
}
