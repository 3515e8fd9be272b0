//! CPU execution: direct form II transposed per row (SciPy's order of operations), rows in
//! parallel with rayon.

use super::FilterElement;
use super::rows::Tf;
use rayon::prelude::*;

/// Initial state of each row on the host.
pub(crate) enum HostInit<'a, T> {
    Zero,
    /// `rows * m` values, row-major.
    Given(&'a [T]),
    /// `base[i] * scale[row]`.
    Scaled(&'a [T], &'a [T]),
}

impl<T: FilterElement> HostInit<'_, T> {
    fn fill(&self, r: usize, z: &mut [T]) {
        let m = z.len();
        match self {
            HostInit::Zero => z.iter_mut().for_each(|v| *v = T::zero()),
            HostInit::Given(zi) => z.copy_from_slice(&zi[r * m..(r + 1) * m]),
            HostInit::Scaled(base, scale) => {
                for (zi, bi) in z.iter_mut().zip(base.iter()) {
                    *zi = *bi * scale[r];
                }
            }
        }
    }
}

/// One row: `y[idx] = filter(x[idx])` with idx running forward or backward; `z` holds the
/// initial state on entry and the final state on exit.
#[inline]
fn filter_row<T: FilterElement>(f: &Tf<T>, x: &[T], y: &mut [T], z: &mut [T], reverse: bool) {
    let m = f.m;
    let b = &f.coef[..=m];
    let a = &f.coef[m + 1..];
    let n = x.len();
    if m == 0 {
        for t in 0..n {
            y[t] = x[t] * b[0];
        }
        return;
    }
    for t in 0..n {
        let idx = if reverse { n - 1 - t } else { t };
        let xv = x[idx];
        let yv = z[0] + b[0] * xv;
        if f.sos {
            for i in 0..m - 1 {
                z[i] = b[i + 1] * xv - a[i + 1] * yv + z[i + 1];
            }
            z[m - 1] = b[m] * xv - a[m] * yv;
        } else {
            for i in 0..m - 1 {
                z[i] = z[i + 1] + xv * b[i + 1] - yv * a[i + 1];
            }
            z[m - 1] = xv * b[m] - yv * a[m];
        }
        y[idx] = yv;
    }
}

/// Filters `rows` rows of length `n` (row-major `x`); returns y and the final states
/// (`rows * m`, row-major).
pub(crate) fn filter_rows<T: FilterElement>(
    x: &[T],
    rows: usize,
    n: usize,
    f: &Tf<T>,
    init: &HostInit<'_, T>,
    reverse: bool,
) -> (Vec<T>, Vec<T>) {
    let m = f.m;
    let mut y = vec![T::zero(); rows * n];
    let mut zf = vec![T::zero(); rows * m];
    if n == 0 {
        for r in 0..rows {
            init.fill(r, &mut zf[r * m..(r + 1) * m]);
        }
        return (y, zf);
    }
    let work = |(r, (yr, zr)): (usize, (&mut [T], &mut [T]))| {
        init.fill(r, zr);
        filter_row(f, &x[r * n..(r + 1) * n], yr, zr, reverse);
    };
    if m == 0 {
        y.par_chunks_mut(n)
            .enumerate()
            .for_each(|(r, yr)| filter_row(f, &x[r * n..(r + 1) * n], yr, &mut [], reverse));
        return (y, zf);
    }
    if rows * n * (m + 1) < 1 << 15 {
        y.chunks_mut(n)
            .zip(zf.chunks_mut(m))
            .enumerate()
            .for_each(work);
    } else {
        y.par_chunks_mut(n)
            .zip(zf.par_chunks_mut(m))
            .enumerate()
            .for_each(work);
    }
    (y, zf)
}

/// One row through a cascade of sections (`[b0, b1, b2, 1, a1, a2]`), all sections per sample;
/// `z` holds the `2 n_sections` states (section s in 2s, 2s + 1).
#[inline]
fn cascade_row<T: FilterElement>(
    secs: &[[T; 6]],
    x: &[T],
    y: &mut [T],
    z: &mut [T],
    reverse: bool,
) {
    let step = |z: &mut [T], xv: T| cascade_step(secs, z, xv);
    if reverse {
        for (yv, xv) in y.iter_mut().zip(x).rev() {
            *yv = step(z, *xv);
        }
    } else {
        for (yv, xv) in y.iter_mut().zip(x) {
            *yv = step(z, *xv);
        }
    }
}

/// Filters `rows` rows of length `n` through a cascade of sections; returns y and the final
/// states (`rows * 2 n_sections`, row-major). `decays`: the cascade's free response dies out
/// within an eighth of the signal ([`super::rows::cascade_decays`]), so that one long row may
/// be filtered in chunks on several cores ([`cascade_row_chunked`]).
pub(crate) fn filter_sections_rows<T: FilterElement>(
    x: &[T],
    rows: usize,
    n: usize,
    secs: &[[T; 6]],
    init: &HostInit<'_, T>,
    reverse: bool,
    decays: bool,
) -> (Vec<T>, Vec<T>) {
    let m = 2 * secs.len();
    let mut y = vec![T::zero(); rows * n];
    let mut zf = vec![T::zero(); rows * m];
    if n == 0 || m == 0 {
        for r in 0..rows {
            init.fill(r, &mut zf[r * m..(r + 1) * m]);
        }
        if m == 0 {
            y.copy_from_slice(x);
        }
        return (y, zf);
    }
    let work = |(r, (yr, zr)): (usize, (&mut [T], &mut [T]))| {
        init.fill(r, zr);
        cascade_row(secs, &x[r * n..(r + 1) * n], yr, zr, reverse);
    };
    let threads = rayon::current_num_threads();
    if rows == 1 && decays && threads >= 2 && n >= PARALLEL_ROW_MIN {
        init.fill(0, &mut zf);
        cascade_row_chunked(secs, x, &mut y, &mut zf, reverse, threads);
        return (y, zf);
    }
    if rows < 2 || rows * n * (m + 1) < 1 << 15 {
        y.chunks_mut(n)
            .zip(zf.chunks_mut(m))
            .enumerate()
            .for_each(work);
    } else {
        y.par_chunks_mut(n)
            .zip(zf.par_chunks_mut(m))
            .enumerate()
            .for_each(work);
    }
    (y, zf)
}

/// The shortest row filtered in chunks on several cores.
pub(crate) const PARALLEL_ROW_MIN: usize = 1 << 16;

/// One sample `xv` through the cascade (every section in turn, sosfilt's order of operations);
/// `z` holds the `2 n_sections` states. With `xv = 0`: a step of the state's free response.
#[inline]
fn cascade_step<T: FilterElement>(secs: &[[T; 6]], z: &mut [T], xv: T) -> T {
    let mut cur = xv;
    for (c, zs) in secs.iter().zip(z.chunks_exact_mut(2)) {
        let yv = zs[0] + c[0] * cur;
        zs[0] = c[1] * cur - c[4] * yv + zs[1];
        zs[1] = c[2] * cur - c[5] * yv;
        cur = yv;
    }
    cur
}

/// One long row through a cascade on `chunks` cores, by linearity: every chunk is filtered at
/// once, the first from the row's initial state `z`, the others from zero state; then, chunk
/// after chunk, the free response of the true state entering the chunk (the previous chunk's
/// true end state) is added to its outputs until that response has died out (its state below
/// eps^2 of the entering state: a damped cascade's transient growth cannot raise it to a
/// rounding of the outputs), or over the whole chunk, whose true end state is then its
/// zero-state end state plus the response's. The outputs are those of the sequential loop up
/// to the rounding of that sum. `z` holds the initial state on entry and the final on exit.
fn cascade_row_chunked<T: FilterElement>(
    secs: &[[T; 6]],
    x: &[T],
    y: &mut [T],
    z: &mut [T],
    reverse: bool,
    chunks: usize,
) {
    let (n, m) = (x.len(), z.len());
    let len = n.div_ceil(chunks);
    let mut ends: Vec<Vec<T>> = (0..n.div_ceil(len)).map(|_| vec![T::zero(); m]).collect();
    ends[0].copy_from_slice(z);
    // chunk j in the order the row is run (backwards when `reverse`)
    let pieces: Vec<(&[T], &mut [T])> = if reverse {
        x.rchunks(len).zip(y.rchunks_mut(len)).collect()
    } else {
        x.chunks(len).zip(y.chunks_mut(len)).collect()
    };
    let mut pieces = pieces;
    pieces
        .par_iter_mut()
        .zip(ends.par_iter_mut())
        .for_each(|((xc, yc), zc)| cascade_row(secs, xc, yc, zc, reverse));
    let eps = match T::DTYPE {
        gsci_core::DType::F32 | gsci_core::DType::C64 => f64::from(f32::EPSILON),
        _ => f64::EPSILON,
    };
    let mut state = ends[0].clone();
    for (j, (_, yc)) in pieces.iter_mut().enumerate().skip(1) {
        let entering = state.iter().fold(0.0f64, |a, v| a.max(v.abs_f64()));
        let small = entering * eps * eps;
        let mut w = state;
        let k = yc.len();
        let mut done = k;
        for t in 0..k {
            if t % 16 == 0 && w.iter().all(|v| v.abs_f64() <= small) {
                done = t;
                break;
            }
            let idx = if reverse { k - 1 - t } else { t };
            yc[idx] = yc[idx] + cascade_step(secs, &mut w, T::zero());
        }
        state = ends[j].clone();
        if done == k {
            for (s, wi) in state.iter_mut().zip(&w) {
                *s = *s + *wi;
            }
        }
    }
    z.copy_from_slice(&state);
}
