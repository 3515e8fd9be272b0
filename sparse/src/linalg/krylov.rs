//! The vector steps of the Krylov solvers on host slices, shared by `gsci_sparse`'s solvers and
//! `gsci_distributed`'s (which run the same iterations on each rank's rows, with the dot
//! products all-reduced): SciPy 1.17's `_isolve/iterative.py` arithmetic, in one place.
//!
//! Plain arithmetic on slices that cannot fail; not part of the SciPy-shaped API.

use crate::scalar::SparseScalar;

/// `sum(conj(a) * b)` (NumPy's `vdot`; `dot` for real types).
pub fn vdot<T: SparseScalar>(a: &[T], b: &[T]) -> T {
    a.iter().zip(b).map(|(x, y)| x.conj() * *y).sum()
}

/// `|a|²`, accumulated in f64.
pub fn sq_norm<T: SparseScalar>(a: &[T]) -> f64 {
    a.iter()
        .map(|v| {
            let (r, i) = (v.re_f64(), v.im_f64());
            r * r + i * i
        })
        .sum()
}

/// `y += alpha * x`.
pub fn axpy<T: SparseScalar>(alpha: T, x: &[T], y: &mut [T]) {
    y.iter_mut().zip(x).for_each(|(y, x)| *y += alpha * *x);
}

/// Machine epsilon of `T`'s precision (NumPy's `finfo(dtype).eps`).
pub fn machine_eps<T: SparseScalar>() -> f64 {
    if T::DTYPE.itemsize() == 4 || T::DTYPE == gsci_core::DType::C64 {
        f32::EPSILON as f64
    } else {
        f64::EPSILON
    }
}

/// LAPACK's `lartg` (3.10+): `c` real, `s` and `r` with `[c s; -conj(s) c] [f; g] = [r; 0]`.
pub fn lartg<T: SparseScalar>(f: T, g: T) -> (T, T, T) {
    if g.is_zero() {
        return (T::one(), T::zero(), f);
    }
    let gabs = g.abs_f64();
    if f.is_zero() {
        return (
            T::zero(),
            g.conj() * T::from_f64(1.0 / gabs),
            T::from_f64(gabs),
        );
    }
    let fabs = f.abs_f64();
    let d = fabs.hypot(gabs);
    let c = T::from_f64(fabs / d);
    let sign_f = f * T::from_f64(1.0 / fabs);
    let r = sign_f * T::from_f64(d);
    let s = g.conj() * sign_f * T::from_f64(1.0 / d);
    (c, s, r)
}

/// GMRES's inner tolerance for the next restart cycle (SciPy's `ptol` update): the factor
/// shrinks (down to `eps`) when the cycle's preconditioned residual met `ptol`, else grows (up to
/// 1); `atol_over_rnorm` is `atol / rnorm`.
pub fn next_ptol(
    ptol_max_factor: &mut f64,
    presid: f64,
    ptol: f64,
    atol_over_rnorm: f64,
    eps: f64,
) -> f64 {
    *ptol_max_factor = if presid <= ptol {
        eps.max(0.25 * *ptol_max_factor)
    } else {
        (1.5 * *ptol_max_factor).min(1.0)
    };
    presid * ptol_max_factor.min(atol_over_rnorm)
}

/// GMRES's rotation step for column `c` of the Hessenberg matrix `h` (stored by columns): the
/// earlier Givens rotations applied to the new column, a new rotation that zeroes its
/// subdiagonal entry, and the rotated right-hand side `s_rhs`. Returns the preconditioned
/// residual norm `|s_rhs[c + 1]|`.
pub fn givens_step<T: SparseScalar>(
    h: &mut [Vec<T>],
    givens: &mut [(T, T)],
    s_rhs: &mut [T],
    c: usize,
) -> f64 {
    for k in 0..c {
        let (cg, sg) = givens[k];
        let (n0, n1) = (h[c][k], h[c][k + 1]);
        h[c][k] = cg * n0 + sg * n1;
        h[c][k + 1] = -(sg.conj()) * n0 + cg * n1;
    }
    let (cg, sg, mag) = lartg(h[c][c], h[c][c + 1]);
    givens[c] = (cg, sg);
    h[c][c] = mag;
    h[c][c + 1] = T::zero();
    let tmp = -(sg.conj()) * s_rhs[c];
    s_rhs[c] = cg * s_rhs[c];
    s_rhs[c + 1] = tmp;
    tmp.abs_f64()
}

/// The end of a GMRES cycle: the triangular system of the rotated Hessenberg matrix's first
/// `col + 1` columns solved for `y` (SciPy's back substitution, which skips zero entries), then
/// `x += basis · y`.
pub fn gmres_update<T: SparseScalar>(
    h: &[Vec<T>],
    s_rhs: &mut [T],
    col: usize,
    basis: &[Vec<T>],
    x: &mut [T],
) {
    if h[col][col].is_zero() {
        s_rhs[col] = T::zero();
    }
    let mut y: Vec<T> = s_rhs[..=col].to_vec();
    for k in (1..=col).rev() {
        if !y[k].is_zero() {
            y[k] = y[k] / h[k][k];
            let t = y[k];
            for i in 0..k {
                y[i] -= t * h[k][i];
            }
        }
    }
    if !y[0].is_zero() {
        y[0] = y[0] / h[0][0];
    }
    for (k, yk) in y.iter().enumerate() {
        axpy(*yk, &basis[k], x);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gmres_update_solves_the_triangle() {
        // h by columns: [[2, 1], [0, 4]] upper triangular (h[c][k] = row k of column c).
        let h = vec![vec![2.0f64, 0.0, 0.0], vec![1.0, 4.0, 0.0]];
        let mut s = vec![4.0, 8.0, 0.0];
        let basis = vec![vec![1.0, 0.0], vec![0.0, 1.0]];
        let mut x = vec![0.0, 0.0];
        gmres_update(&h, &mut s, 1, &basis, &mut x);
        // y1 = 8 / 4 = 2; y0 = (4 - 1 * 2) / 2 = 1.
        assert_eq!(x, vec![1.0, 2.0]);
    }
}
