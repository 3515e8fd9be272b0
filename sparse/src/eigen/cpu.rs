//! The Krylov basis on the host (CPU backend): the vectors in one `Vec`, the projections and
//! updates split over rayon threads, the operator applied through its matvec (a host CSR matrix
//! straight into a reused buffer).

use super::lanczos::Basis;
use crate::linalg::interface::HostMatrix;
use crate::scalar::SparseScalar;
use gsci_core::{Array, Complex64, Device, Result};
use rayon::prelude::*;
use std::sync::Arc;

/// Rows per rayon task in the vector loops.
const CHUNK: usize = 4096;

/// Rows per block of the real Gram–Schmidt sweeps: the block of all basis vectors stays in L2
/// between the update and the projection fused in one sweep. Fixed, so the block sums (and the
/// results) do not depend on the thread count.
const ROWS: usize = 1024;

/// An operator's matvec on host vectors.
pub(crate) type HostMatvec<'a, T> = Box<dyn Fn(&[T]) -> Result<Vec<T>> + 'a>;

/// Applies the operator to a host vector.
pub(crate) enum HostOp<'a, T: SparseScalar> {
    /// Any operator, through its matvec.
    Closure(HostMatvec<'a, T>),
    /// A square matrix on the host, applied into a reused buffer.
    Matrix(Arc<dyn HostMatrix<T>>),
}

pub(crate) struct CpuBasis<'a, T: SparseScalar> {
    n: usize,
    ncv: usize,
    v: Vec<T>,
    /// Coefficient columns, `ncv + 1` entries each.
    coef: Vec<Complex64>,
    op: HostOp<'a, T>,
    device: Device,
    /// The vector being orthogonalised (`n`).
    w: Vec<T>,
    /// Per-block partial sums of the real sweeps (`ncv + 2` per block of [`ROWS`] rows).
    parts: Vec<f64>,
    /// The rotated vectors of a restart.
    scratch: Vec<T>,
}

/// `sum(a_i b_i)` in f64 with 16 independent accumulators (vectorisable, enough chains to keep
/// 256-bit adds busy).
#[inline(always)]
fn dot_f64<T: SparseScalar>(a: &[T], b: &[T]) -> f64 {
    let mut acc = [0.0f64; 16];
    let (ca, cb) = (a.chunks_exact(16), b.chunks_exact(16));
    let (ra, rb) = (ca.remainder(), cb.remainder());
    for (x, y) in ca.zip(cb) {
        for ((s, xl), yl) in acc.iter_mut().zip(x).zip(y) {
            *s += xl.re_f64() * yl.re_f64();
        }
    }
    let mut tail = 0.0;
    for (x, y) in ra.iter().zip(rb) {
        tail += x.re_f64() * y.re_f64();
    }
    let mut h = [0.0f64; 8];
    for (i, s) in h.iter_mut().enumerate() {
        *s = acc[i] + acc[i + 8];
    }
    ((h[0] + h[4]) + (h[1] + h[5])) + ((h[2] + h[6]) + (h[3] + h[7])) + tail
}

/// `pb[c] = <V[o.., c], wb>` for `c < pb.len() - 1` and `pb[last] = |wb|^2`, `V` column-major
/// with columns of length `n`.
#[inline(always)]
fn project_block<T: SparseScalar>(v: &[T], n: usize, o: usize, wb: &[T], pb: &mut [f64]) {
    let ncols = pb.len() - 1;
    for (c, h) in pb[..ncols].iter_mut().enumerate() {
        *h = dot_f64(&v[c * n + o..c * n + o + wb.len()], wb);
    }
    pb[ncols] = dot_f64(wb, wb);
}

/// `acc[i] -= sum_c V[o + i, c] h[c]`, the columns subtracted in order for each row (so the
/// result does not depend on the loop order); 16 rows at a time held in registers.
#[inline(always)]
fn sub_block<T: SparseScalar>(v: &[T], n: usize, o: usize, h: &[f64], acc: &mut [f64]) {
    let len = acc.len();
    let mut i = 0;
    while i + 16 <= len {
        let mut r = [0.0f64; 16];
        r.copy_from_slice(&acc[i..i + 16]);
        for (c, &hc) in h.iter().enumerate() {
            let col = &v[c * n + o + i..c * n + o + i + 16];
            for (s, x) in r.iter_mut().zip(col) {
                *s -= x.re_f64() * hc;
            }
        }
        acc[i..i + 16].copy_from_slice(&r);
        i += 16;
    }
    for (c, &hc) in h.iter().enumerate() {
        let col = &v[c * n + o + i..c * n + o + len];
        for (s, x) in acc[i..].iter_mut().zip(col) {
            *s -= x.re_f64() * hc;
        }
    }
}

/// The block kernels compiled for AVX2 (the same operations in the same order, so the same
/// results; no FMA contraction).
#[cfg(target_arch = "x86_64")]
mod avx2 {
    use crate::scalar::SparseScalar;

    #[target_feature(enable = "avx2")]
    pub(super) fn project_block<T: SparseScalar>(
        v: &[T],
        n: usize,
        o: usize,
        wb: &[T],
        pb: &mut [f64],
    ) {
        super::project_block(v, n, o, wb, pb)
    }

    #[target_feature(enable = "avx2")]
    pub(super) fn sub_block<T: SparseScalar>(
        v: &[T],
        n: usize,
        o: usize,
        h: &[f64],
        acc: &mut [f64],
    ) {
        super::sub_block(v, n, o, h, acc)
    }
}

/// Whether the CPU runs AVX2 (detected once by std).
#[inline]
fn has_avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    {
        std::arch::is_x86_feature_detected!("avx2")
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        false
    }
}

/// [`project_block`], through its AVX2 build when `avx2`.
#[inline]
fn project_rows<T: SparseScalar>(
    avx2: bool,
    v: &[T],
    n: usize,
    o: usize,
    wb: &[T],
    pb: &mut [f64],
) {
    #[cfg(target_arch = "x86_64")]
    if avx2 {
        // SAFETY: `avx2` is only true when the CPU supports AVX2 (`has_avx2`).
        unsafe { avx2::project_block(v, n, o, wb, pb) };
        return;
    }
    let _ = avx2;
    project_block(v, n, o, wb, pb)
}

/// [`sub_block`], through its AVX2 build when `avx2`.
#[inline]
fn subtract_rows<T: SparseScalar>(
    avx2: bool,
    v: &[T],
    n: usize,
    o: usize,
    h: &[f64],
    acc: &mut [f64],
) {
    #[cfg(target_arch = "x86_64")]
    if avx2 {
        // SAFETY: `avx2` is only true when the CPU supports AVX2 (`has_avx2`).
        unsafe { avx2::sub_block(v, n, o, h, acc) };
        return;
    }
    let _ = avx2;
    sub_block(v, n, o, h, acc)
}

#[inline]
fn wide<T: SparseScalar>(x: T) -> Complex64 {
    Complex64::new(x.re_f64(), x.im_f64())
}

impl<'a, T: SparseScalar> CpuBasis<'a, T> {
    pub(crate) fn new(n: usize, ncv: usize, op: HostOp<'a, T>, device: &Device) -> Self {
        CpuBasis {
            n,
            ncv,
            v: vec![T::zero(); n * (ncv + 1)],
            coef: vec![Complex64::new(0.0, 0.0); (ncv + 1) * ncv],
            op,
            device: device.clone(),
            w: vec![T::zero(); n],
            parts: vec![0.0; n.div_ceil(ROWS) * (ncv + 2)],
            scratch: Vec::new(),
        }
    }

    /// Real data: two classical Gram–Schmidt passes of `w` against slots `0..ncols` in three
    /// sweeps over the basis (project; update and project again; update), each split over
    /// threads by blocks of [`ROWS`] rows. Returns the summed coefficients and the squared norms
    /// of `w` before and after.
    fn orthogonalize_real(&mut self, ncols: usize, w: &mut [T]) -> (Vec<Complex64>, f64, f64) {
        let n = self.n;
        let v = &self.v;
        let stride = ncols + 1;
        let parts = &mut self.parts[..n.div_ceil(ROWS) * stride];
        let sum_parts = |parts: &[f64]| -> Vec<f64> {
            let mut tot = vec![0.0f64; stride];
            for p in parts.chunks_exact(stride) {
                for (t, &x) in tot.iter_mut().zip(p) {
                    *t += x;
                }
            }
            tot
        };
        // Sweep 1: h = V^T w and |w|^2.
        parts
            .par_chunks_mut(stride)
            .zip(w.par_chunks(ROWS))
            .enumerate()
            .for_each(|(b, (pb, wb))| {
                let o = b * ROWS;
                for (c, h) in pb[..ncols].iter_mut().enumerate() {
                    *h = dot_f64(&v[c * n + o..c * n + o + wb.len()], wb);
                }
                pb[ncols] = dot_f64(wb, wb);
            });
        let h1 = sum_parts(parts);
        let before = h1[ncols];
        // Sweep 2 then 3: w -= V h, then (sweep 2) h2 = V^T w, or (sweep 3) |w|^2.
        let update = |parts: &mut [f64], w: &mut [T], h: &[f64], project: bool| {
            parts
                .par_chunks_mut(stride)
                .zip(w.par_chunks_mut(ROWS))
                .enumerate()
                .for_each(|(b, (pb, wb))| {
                    let o = b * ROWS;
                    let mut acc = [0.0f64; ROWS];
                    let acc = &mut acc[..wb.len()];
                    for (s, x) in acc.iter_mut().zip(wb.iter()) {
                        *s = x.re_f64();
                    }
                    for (c, &hc) in h[..ncols].iter().enumerate() {
                        let col = &v[c * n + o..c * n + o + wb.len()];
                        for (s, x) in acc.iter_mut().zip(col) {
                            *s -= x.re_f64() * hc;
                        }
                    }
                    for (wi, &s) in wb.iter_mut().zip(acc.iter()) {
                        *wi = T::from_f64(s);
                    }
                    if project {
                        for (c, hc) in pb[..ncols].iter_mut().enumerate() {
                            *hc = dot_f64(&v[c * n + o..c * n + o + wb.len()], wb);
                        }
                        pb[ncols] = 0.0;
                    } else {
                        pb.iter_mut().for_each(|x| *x = 0.0);
                        pb[ncols] = dot_f64(wb, wb);
                    }
                });
        };
        update(parts, w, &h1, true);
        let h2 = sum_parts(parts);
        update(parts, w, &h2, false);
        let after = sum_parts(parts)[ncols];
        let h = h1[..ncols]
            .iter()
            .zip(&h2)
            .map(|(&a, &b)| Complex64::new(a + b, 0.0))
            .collect();
        (h, before, after)
    }

    /// `<v_c, w>` for `c < ncols`.
    fn project(&self, ncols: usize, w: &[T]) -> Vec<Complex64> {
        let n = self.n;
        let v = &self.v;
        if !T::IS_COMPLEX {
            // Real data: plain f64 dot products (a complex product is four).
            return (0..ncols)
                .into_par_iter()
                .map(|c| {
                    let d: f64 = v[c * n..(c + 1) * n]
                        .iter()
                        .zip(w)
                        .map(|(&a, &b)| a.re_f64() * b.re_f64())
                        .sum();
                    Complex64::new(d, 0.0)
                })
                .collect();
        }
        (0..ncols)
            .into_par_iter()
            .map(|c| {
                let vc = &v[c * n..(c + 1) * n];
                vc.iter()
                    .zip(w)
                    .map(|(&a, &b)| wide(a).conj() * wide(b))
                    .sum::<Complex64>()
            })
            .collect()
    }

    /// `w -= V[:, :h.len()] h`; returns `|w|^2` afterwards.
    fn subtract(&self, h: &[Complex64], w: &mut [T]) -> f64 {
        let n = self.n;
        let v = &self.v;
        if !T::IS_COMPLEX {
            // Real data: f64 updates column by column (contiguous, vectorisable).
            return w
                .par_chunks_mut(CHUNK)
                .enumerate()
                .map(|(b, chunk)| {
                    let start = b * CHUNK;
                    let mut acc: Vec<f64> = chunk.iter().map(|x| x.re_f64()).collect();
                    for (c, hc) in h.iter().enumerate() {
                        let col = &v[c * n + start..c * n + start + chunk.len()];
                        for (s, &x) in acc.iter_mut().zip(col) {
                            *s -= x.re_f64() * hc.re;
                        }
                    }
                    let mut nrm = 0.0;
                    for (wi, &s) in chunk.iter_mut().zip(&acc) {
                        *wi = T::from_f64(s);
                        let r = wi.re_f64();
                        nrm += r * r;
                    }
                    nrm
                })
                .sum();
        }
        w.par_chunks_mut(CHUNK)
            .enumerate()
            .map(|(b, chunk)| {
                let start = b * CHUNK;
                let mut nrm = 0.0;
                for (o, wi) in chunk.iter_mut().enumerate() {
                    let i = start + o;
                    let mut s = wide(*wi);
                    for (c, hc) in h.iter().enumerate() {
                        s -= wide(v[c * n + i]) * hc;
                    }
                    *wi = T::from_parts(s.re, s.im);
                    nrm += wide(*wi).norm_sqr();
                }
                nrm
            })
            .sum()
    }

    /// Two Gram–Schmidt passes of `w` against slots `0..ncols`: the summed coefficients, and
    /// the squared norms of `w` before and after.
    fn orthogonalize(&mut self, ncols: usize, w: &mut [T]) -> (Vec<Complex64>, f64, f64) {
        if !T::IS_COMPLEX {
            return self.orthogonalize_real(ncols, w);
        }
        let before: f64 = w.iter().map(|&x| wide(x).norm_sqr()).sum();
        let mut h = self.project(ncols, w);
        self.subtract(&h, w);
        let h2 = self.project(ncols, w);
        let after = self.subtract(&h2, w);
        for (a, b) in h.iter_mut().zip(h2) {
            *a += b;
        }
        (h, before, after)
    }

    /// Real data, Lanczos step `j` in three sweeps over the basis, each split over threads by
    /// blocks of [`ROWS`] rows: (1) `w = OP v_j` (a host matrix: the block's rows, fused), its
    /// projections `h1 = V^T w` and `|w|^2`; (2) `w -= V h1`, `h2 = V^T w` and `|w|^2`; (3) the
    /// second Gram–Schmidt update written straight into slot `j + 1` already normalised, with
    /// `beta^2 = |w|^2 - |h2|^2` (exact for orthonormal `V`). When `h2` is not small next to `w`
    /// (the first pass cancelled most of `w`), the norm is measured after the update instead.
    fn step_real(&mut self, j: usize) -> Result<()> {
        let n = self.n;
        let ncols = j + 1;
        let stride = ncols + 1;
        let l = self.ncv + 1;
        let avx2 = has_avx2();
        let mut w = std::mem::take(&mut self.w);
        let CpuBasis {
            v, parts, op, coef, ..
        } = self;
        let v: &mut Vec<T> = v;
        let rows = match op {
            HostOp::Closure(f) => {
                w = f(&v[j * n..(j + 1) * n])?;
                None
            }
            HostOp::Matrix(a) => Some(a.row_blocks()?),
        };
        let parts = &mut parts[..n.div_ceil(ROWS) * stride];
        let sum_parts = |parts: &[f64]| -> Vec<f64> {
            let mut tot = vec![0.0f64; stride];
            for p in parts.chunks_exact(stride) {
                for (t, &x) in tot.iter_mut().zip(p) {
                    *t += x;
                }
            }
            tot
        };
        // Sweep 1.
        {
            let vr: &[T] = v;
            let vj = &vr[j * n..(j + 1) * n];
            parts
                .par_chunks_mut(stride)
                .zip(w.par_chunks_mut(ROWS))
                .enumerate()
                .for_each(|(b, (pb, wb))| {
                    let o = b * ROWS;
                    if let Some(r) = &rows {
                        r(vj, o, wb);
                    }
                    project_rows(avx2, vr, n, o, wb, pb);
                });
        }
        let h1 = sum_parts(parts);
        // Sweep 2.
        {
            let vr: &[T] = v;
            let h1 = &h1;
            parts
                .par_chunks_mut(stride)
                .zip(w.par_chunks_mut(ROWS))
                .enumerate()
                .for_each(|(b, (pb, wb))| {
                    let o = b * ROWS;
                    let mut acc = [0.0f64; ROWS];
                    let acc = &mut acc[..wb.len()];
                    for (s, x) in acc.iter_mut().zip(wb.iter()) {
                        *s = x.re_f64();
                    }
                    subtract_rows(avx2, vr, n, o, &h1[..ncols], acc);
                    for (wi, &s) in wb.iter_mut().zip(acc.iter()) {
                        *wi = T::from_f64(s);
                    }
                    project_rows(avx2, vr, n, o, wb, pb);
                });
        }
        let h2 = sum_parts(parts);
        let w2 = h2[ncols];
        let hh: f64 = h2[..ncols].iter().map(|x| x * x).sum();
        // Sweep 3: slot j + 1 = (w - V h2) scale.
        let fused = w2 > 0.0 && hh <= 0.25 * w2;
        let beta2 = if fused { w2 - hh } else { 0.0 };
        let scale = if fused { 1.0 / beta2.sqrt() } else { 1.0 };
        {
            let (vr, next) = v.split_at_mut((j + 1) * n);
            let vr: &[T] = vr;
            let next = &mut next[..n];
            let h2 = &h2;
            parts
                .par_chunks_mut(stride)
                .zip(next.par_chunks_mut(ROWS))
                .zip(w.par_chunks(ROWS))
                .enumerate()
                .for_each(|(b, ((pb, nb), wb))| {
                    let o = b * ROWS;
                    let mut acc = [0.0f64; ROWS];
                    let acc = &mut acc[..wb.len()];
                    for (s, x) in acc.iter_mut().zip(wb.iter()) {
                        *s = x.re_f64();
                    }
                    subtract_rows(avx2, vr, n, o, &h2[..ncols], acc);
                    for (d, &s) in nb.iter_mut().zip(acc.iter()) {
                        *d = T::from_f64(s * scale);
                    }
                    pb[0] = if fused { 0.0 } else { dot_f64(nb, nb) };
                });
        }
        let beta = if fused {
            beta2.sqrt()
        } else {
            // Normalise the measured vector in place.
            let after: f64 = parts.chunks_exact(stride).map(|p| p[0]).sum();
            let beta = after.sqrt();
            let inv = if beta > 0.0 { 1.0 / beta } else { 0.0 };
            for d in v[(j + 1) * n..(j + 2) * n].iter_mut() {
                *d = T::from_f64(d.re_f64() * inv);
            }
            beta
        };
        let col = &mut coef[j * l..(j + 1) * l];
        col.iter_mut().for_each(|c| *c = Complex64::new(0.0, 0.0));
        for (c, (&a, &b)) in col[..ncols].iter_mut().zip(h1.iter().zip(&h2)) {
            *c = Complex64::new(a + b, 0.0);
        }
        col[j + 1] = Complex64::new(beta, 0.0);
        self.w = w;
        Ok(())
    }

    fn store_normalized(&mut self, j: usize, w: &[T], nrm2: f64) {
        let beta = nrm2.sqrt();
        let inv = if beta > 0.0 { 1.0 / beta } else { 0.0 };
        let n = self.n;
        for (d, &s) in self.v[j * n..(j + 1) * n].iter_mut().zip(w) {
            let x = wide(s) * inv;
            *d = T::from_parts(x.re, x.im);
        }
    }

    fn combine(&self, m: usize, y: &[Complex64], cols: usize) -> Vec<T> {
        let mut out = vec![T::zero(); self.n * cols];
        self.combine_into(m, y, cols, &mut out);
        out
    }

    /// `out = V[:, :m] y` (`y`: m × cols, column-major; `out`: `n * cols`, column-major).
    fn combine_into(&self, m: usize, y: &[Complex64], cols: usize, out: &mut [T]) {
        let n = self.n;
        let v = &self.v;
        let out = &mut out[..n * cols];
        if !T::IS_COMPLEX {
            // Real data: each output column as f64 axpys over the basis, a block of rows at a time.
            // acc - x (-y) is acc + x y exactly: the subtraction kernel with negated weights.
            let avx2 = has_avx2();
            out.par_chunks_mut(n).enumerate().for_each(|(c, oc)| {
                let yc: Vec<f64> = y[c * m..(c + 1) * m].iter().map(|yj| -yj.re).collect();
                for (b, ob) in oc.chunks_mut(ROWS).enumerate() {
                    let o = b * ROWS;
                    let mut acc = [0.0f64; ROWS];
                    let acc = &mut acc[..ob.len()];
                    subtract_rows(avx2, v, n, o, &yc, acc);
                    for (d, &s) in ob.iter_mut().zip(acc.iter()) {
                        *d = T::from_f64(s);
                    }
                }
            });
            return;
        }
        out.par_chunks_mut(n).enumerate().for_each(|(c, oc)| {
            for (i, o) in oc.iter_mut().enumerate() {
                let mut s = Complex64::new(0.0, 0.0);
                for j in 0..m {
                    s += wide(v[j * n + i]) * y[j + c * m];
                }
                *o = T::from_parts(s.re, s.im);
            }
        });
    }
}

impl<T: SparseScalar> Basis<T> for CpuBasis<'_, T> {
    fn len(&self) -> usize {
        self.n
    }

    fn set_vector(&mut self, j: usize, v: &[T]) -> Result<f64> {
        let mut w = v.to_vec();
        let (_, before, after) = self.orthogonalize(j, &mut w);
        self.store_normalized(j, &w, after);
        Ok(if before > 0.0 {
            (after / before).sqrt()
        } else {
            0.0
        })
    }

    fn step(&mut self, j: usize) -> Result<()> {
        if !T::IS_COMPLEX {
            return self.step_real(j);
        }
        let n = self.n;
        let mut w = std::mem::take(&mut self.w);
        let vj = &self.v[j * n..(j + 1) * n];
        match &self.op {
            HostOp::Closure(f) => w = f(vj)?,
            HostOp::Matrix(a) => a.spmv(vj, &mut w)?,
        }
        let (h, _, after) = self.orthogonalize(j + 1, &mut w);
        let col = &mut self.coef[j * (self.ncv + 1)..(j + 1) * (self.ncv + 1)];
        col.iter_mut().for_each(|c| *c = Complex64::new(0.0, 0.0));
        col[..=j].copy_from_slice(&h);
        col[j + 1] = Complex64::new(after.sqrt(), 0.0);
        self.store_normalized(j + 1, &w, after);
        self.w = w;
        Ok(())
    }

    fn read_columns(&mut self, from: usize, to: usize) -> Result<Vec<Vec<Complex64>>> {
        let l = self.ncv + 1;
        Ok((from..to)
            .map(|j| self.coef[j * l..(j + 1) * l].to_vec())
            .collect())
    }

    fn restart(&mut self, m: usize, y: &[Complex64], keep: usize, move_last: bool) -> Result<()> {
        let n = self.n;
        if !T::IS_COMPLEX {
            // Real data: one sweep over the basis, by blocks of rows (each block of `V` read
            // once, from cache, for all kept columns) into a block-major buffer, then the
            // columns copied into place. Same arithmetic as `combine_into`.
            let avx2 = has_avx2();
            let mut scratch = std::mem::take(&mut self.scratch);
            scratch.resize(n.div_ceil(ROWS) * keep * ROWS, T::zero());
            // acc - x (-y) is acc + x y exactly.
            let ys: Vec<f64> = y[..m * keep].iter().map(|c| -c.re).collect();
            let v = &self.v;
            scratch
                .par_chunks_mut(keep * ROWS)
                .enumerate()
                .for_each(|(b, sb)| {
                    let o = b * ROWS;
                    let len = ROWS.min(n - o);
                    let mut acc = [0.0f64; ROWS];
                    let acc = &mut acc[..len];
                    for (c, yc) in ys.chunks_exact(m).enumerate() {
                        acc.fill(0.0);
                        subtract_rows(avx2, v, n, o, yc, acc);
                        for (d, &s) in sb[c * ROWS..c * ROWS + len].iter_mut().zip(acc.iter()) {
                            *d = T::from_f64(s);
                        }
                    }
                });
            if move_last {
                self.v.copy_within(m * n..(m + 1) * n, keep * n);
            }
            let sc = &scratch;
            self.v[..keep * n]
                .par_chunks_mut(n)
                .enumerate()
                .for_each(|(c, vc)| {
                    for (b, vb) in vc.chunks_mut(ROWS).enumerate() {
                        let at = b * keep * ROWS + c * ROWS;
                        vb.copy_from_slice(&sc[at..at + vb.len()]);
                    }
                });
            self.scratch = scratch;
            return Ok(());
        }
        // The rotated vectors go through a buffer kept between restarts (no fresh pages).
        let mut rotated = std::mem::take(&mut self.scratch);
        rotated.resize(n * keep, T::zero());
        self.combine_into(m, y, keep, &mut rotated);
        if move_last {
            self.v.copy_within(m * n..(m + 1) * n, keep * n);
        }
        self.v[..keep * n].copy_from_slice(&rotated);
        self.scratch = rotated;
        Ok(())
    }

    fn ritz_vectors(&mut self, m: usize, y: &[Complex64], k: usize) -> Result<Array<T>> {
        let n = self.n;
        let cols = self.combine(m, y, k);
        // (n, k) row-major from k contiguous columns.
        let mut out = vec![T::zero(); n * k];
        for c in 0..k {
            for i in 0..n {
                out[i * k + c] = cols[c * n + i];
            }
        }
        Array::from_vec(out, &[n, k], &self.device)
    }
}
