//! The Krylov basis on the host (CPU backend): the vectors in one `Vec`, the projections and
//! updates split over rayon threads, the operator applied through its matvec.

use super::lanczos::Basis;
use crate::scalar::SparseScalar;
use gsci_core::{Array, Complex64, Device, Result};
use rayon::prelude::*;

/// Rows per rayon task in the vector loops.
const CHUNK: usize = 4096;

/// Applies the operator to a host vector.
pub(crate) type HostOp<'a, T> = Box<dyn Fn(&[T]) -> Result<Vec<T>> + 'a>;

pub(crate) struct CpuBasis<'a, T: SparseScalar> {
    n: usize,
    ncv: usize,
    v: Vec<T>,
    /// Coefficient columns, `ncv + 1` entries each.
    coef: Vec<Complex64>,
    op: HostOp<'a, T>,
    device: Device,
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
        }
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
    fn orthogonalize(&self, ncols: usize, w: &mut [T]) -> (Vec<Complex64>, f64, f64) {
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
        let n = self.n;
        let v = &self.v;
        let mut out = vec![T::zero(); n * cols];
        out.par_chunks_mut(n).enumerate().for_each(|(c, oc)| {
            for (i, o) in oc.iter_mut().enumerate() {
                let mut s = Complex64::new(0.0, 0.0);
                for j in 0..m {
                    s += wide(v[j * n + i]) * y[j + c * m];
                }
                *o = T::from_parts(s.re, s.im);
            }
        });
        out
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
        let n = self.n;
        let mut w = (self.op)(&self.v[j * n..(j + 1) * n])?;
        let (h, _, after) = self.orthogonalize(j + 1, &mut w);
        let col = &mut self.coef[j * (self.ncv + 1)..(j + 1) * (self.ncv + 1)];
        col.iter_mut().for_each(|c| *c = Complex64::new(0.0, 0.0));
        col[..=j].copy_from_slice(&h);
        col[j + 1] = Complex64::new(after.sqrt(), 0.0);
        self.store_normalized(j + 1, &w, after);
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
        let rotated = self.combine(m, y, keep);
        if move_last {
            self.v.copy_within(m * n..(m + 1) * n, keep * n);
        }
        self.v[..keep * n].copy_from_slice(&rotated);
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
