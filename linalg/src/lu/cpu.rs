//! CPU LU routines on faer: factor in place (LAPACK layout: unit-lower L below the diagonal, U on
//! and above it, rows permuted), then solve, invert, or read the determinant.

use crate::layout::{ColMajor, col_major_copy};
use crate::scalar::LinalgScalar;
use faer::dyn_stack::{MemBuffer, MemStack};
use faer::linalg::lu::partial_pivoting::factor::{lu_in_place, lu_in_place_scratch};
use faer::linalg::triangular_solve as tri;
use faer::prelude::ReborrowMut;
use faer::{Mat, MatMut, MatRef, Par};
use gsci_core::Element;

/// A factored square matrix: `A[perm[i], :] = (L U)[i, :]`, packed in `lu` (column-major).
pub(crate) struct Lu<T: LinalgScalar> {
    pub lu: ColMajor<T>,
    pub perm: Vec<usize>,
    pub transpositions: usize,
}

/// LU with partial pivoting of a square matrix.
pub(crate) fn factor<T: LinalgScalar>(a: MatRef<'_, T>, par: Par) -> Lu<T> {
    let n = a.nrows();
    let mut lu = col_major_copy(a);
    let mut perm = vec![0usize; n];
    let mut perm_inv = vec![0usize; n];
    let mut mem = MemBuffer::new(lu_in_place_scratch::<usize, T>(
        n,
        n,
        par,
        Default::default(),
    ));
    let (info, _) = lu_in_place(
        lu.as_mut(),
        &mut perm,
        &mut perm_inv,
        par,
        MemStack::new(&mut mem),
        Default::default(),
    );
    Lu {
        lu,
        perm,
        transpositions: info.transposition_count,
    }
}

impl<T: LinalgScalar> Lu<T> {
    /// Whether U has an exactly zero pivot (LAPACK's info > 0).
    pub(crate) fn is_singular(&self) -> bool {
        let z = <T as Element>::zero();
        (0..self.lu.nrows()).any(|i| self.lu[(i, i)] == z)
    }

    /// Solves `A X = B` in place (B is n x k, any strides).
    pub(crate) fn solve_in_place(&self, mut b: MatMut<'_, T>, par: Par) {
        let n = self.lu.nrows();
        let k = b.ncols();
        // Row permutation: X0[i, :] = B[perm[i], :].
        let mut tmp = Mat::<T>::zeros(n, k);
        for j in 0..k {
            for i in 0..n {
                tmp[(i, j)] = b[(self.perm[i], j)];
            }
        }
        tri::solve_unit_lower_triangular_in_place(self.lu.as_ref(), tmp.as_mut(), par);
        tri::solve_upper_triangular_in_place(self.lu.as_ref(), tmp.as_mut(), par);
        b.copy_from(tmp.as_ref());
    }

    /// The determinant.
    pub(crate) fn det(&self) -> T {
        let mut d = <T as Element>::one();
        for i in 0..self.lu.nrows() {
            d *= self.lu[(i, i)];
        }
        if self.transpositions % 2 == 1 { -d } else { d }
    }

    /// (sign, log|det|) as NumPy's slogdet: sign 0 and -inf for a singular matrix.
    pub(crate) fn slogdet(&self) -> (T, T::Re) {
        let mut sign = <T as Element>::one();
        let mut log = <T::Re as Element>::zero();
        for i in 0..self.lu.nrows() {
            let d = self.lu[(i, i)];
            let m = d.modulus();
            if d.is_nan_value() {
                let nan = T::Re::from_f64(f64::NAN);
                return (T::from_re(nan), nan);
            }
            if m == <T::Re as Element>::zero() {
                return (<T as Element>::zero(), T::Re::from_f64(f64::NEG_INFINITY));
            }
            sign *= d / T::from_re(m);
            log += num_traits::Float::ln(m);
        }
        if self.transpositions % 2 == 1 {
            sign = -sign;
        }
        (sign, log)
    }

    /// LAPACK/SciPy pivot indices (0-based): row i was interchanged with row piv[i], in order.
    pub(crate) fn lapack_pivots(&self) -> Vec<i32> {
        let n = self.perm.len();
        // rows[p] = original row now at position p; pos[r] = position of original row r.
        let mut rows: Vec<usize> = (0..n).collect();
        let mut pos: Vec<usize> = (0..n).collect();
        let mut piv = vec![0i32; n];
        for i in 0..n {
            let j = pos[self.perm[i]];
            piv[i] = j as i32;
            let (ri, rj) = (rows[i], rows[j]);
            rows.swap(i, j);
            pos[ri] = j;
            pos[rj] = i;
        }
        piv
    }
}

/// Applies LAPACK pivots (0-based swaps, in order) to the rows of `b`, forward (`A = P L U`
/// solve) or backward.
pub(crate) fn apply_pivots<T: LinalgScalar>(b: &mut MatMut<'_, T>, piv: &[i32], forward: bool) {
    let k = b.ncols();
    let swap = |b: &mut MatMut<'_, T>, i: usize, j: usize| {
        if i != j {
            for c in 0..k {
                let t = b[(i, c)];
                b[(i, c)] = b[(j, c)];
                b[(j, c)] = t;
            }
        }
    };
    if forward {
        for (i, &p) in piv.iter().enumerate() {
            swap(b, i, p as usize);
        }
    } else {
        for (i, &p) in piv.iter().enumerate().rev() {
            swap(b, i, p as usize);
        }
    }
}

/// `lu_solve` with SciPy's packed factors: `trans` 0 (A X = B), 1 (A^T X = B), 2 (A^H X = B).
pub(crate) fn lu_solve_packed<T: LinalgScalar>(
    lu: MatRef<'_, T>,
    piv: &[i32],
    mut b: MatMut<'_, T>,
    trans: u8,
    par: Par,
) {
    match trans {
        0 => {
            apply_pivots(&mut b, piv, true);
            tri::solve_unit_lower_triangular_in_place(lu, b.rb_mut(), par);
            tri::solve_upper_triangular_in_place(lu, b.rb_mut(), par);
        }
        1 => {
            tri::solve_lower_triangular_in_place(lu.transpose(), b.rb_mut(), par);
            tri::solve_unit_upper_triangular_in_place(lu.transpose(), b.rb_mut(), par);
            apply_pivots(&mut b, piv, false);
        }
        _ => {
            tri::solve_lower_triangular_in_place(lu.adjoint(), b.rb_mut(), par);
            tri::solve_unit_upper_triangular_in_place(lu.adjoint(), b.rb_mut(), par);
            apply_pivots(&mut b, piv, false);
        }
    }
}
