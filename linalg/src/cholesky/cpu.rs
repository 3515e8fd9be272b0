//! CPU Cholesky and triangular solves on faer.

use crate::scalar::LinalgScalar;
use faer::dyn_stack::{MemBuffer, MemStack};
use faer::linalg::cholesky::llt::factor::{LltError, cholesky_in_place, cholesky_in_place_scratch};
use faer::linalg::triangular_solve as tri;
use faer::{Mat, MatMut, MatRef, Par};
use gsci_core::Element;

/// The Cholesky factor of the Hermitian matrix whose `lower` (else upper) triangle `a` holds:
/// `L` (lower, `A = L L^H`) or `U` (upper, `A = U^H U`). Err(order) when the leading minor of
/// that order is not positive (NaN included).
pub(crate) fn factor<T: LinalgScalar>(
    a: MatRef<'_, T>,
    lower: bool,
    par: Par,
) -> Result<Mat<T>, usize> {
    let n = a.nrows();
    // Work on the lower triangle of A (lower) or of A^H (upper: conj-transposed upper triangle).
    let mut l = Mat::<T>::zeros(n, n);
    for j in 0..n {
        for i in j..n {
            l[(i, j)] = if lower { a[(i, j)] } else { a[(j, i)].conj() };
        }
    }
    let mut mem = MemBuffer::new(cholesky_in_place_scratch::<T>(n, par, Default::default()));
    cholesky_in_place(
        l.as_mut(),
        Default::default(),
        par,
        MemStack::new(&mut mem),
        Default::default(),
    )
    .map_err(|e| match e {
        LltError::NonPositivePivot { index } => index + 1,
    })?;
    let zero = <T as Element>::zero();
    for j in 0..n {
        // The exact diagonal is real; drop the rounding residue in its imaginary part (LAPACK's
        // potrf computes it as a real number).
        l[(j, j)] = T::from_re(l[(j, j)].re());
        for i in 0..j {
            l[(i, j)] = zero;
        }
    }
    Ok(if lower { l } else { l.adjoint().to_owned() })
}

/// Solves `op(A) X = B` in place for triangular `A` (`trans`: 0 N, 1 T, 2 C).
pub(crate) fn solve_triangular<T: LinalgScalar>(
    a: MatRef<'_, T>,
    b: MatMut<'_, T>,
    lower: bool,
    trans: u8,
    unit: bool,
    par: Par,
) {
    // op(A) is lower when (lower and N) or (upper and T/C).
    let op_lower = lower == (trans == 0);
    match (trans, op_lower, unit) {
        (0, true, false) => tri::solve_lower_triangular_in_place(a, b, par),
        (0, true, true) => tri::solve_unit_lower_triangular_in_place(a, b, par),
        (0, false, false) => tri::solve_upper_triangular_in_place(a, b, par),
        (0, false, true) => tri::solve_unit_upper_triangular_in_place(a, b, par),
        (1, true, false) => tri::solve_lower_triangular_in_place(a.transpose(), b, par),
        (1, true, true) => tri::solve_unit_lower_triangular_in_place(a.transpose(), b, par),
        (1, false, false) => tri::solve_upper_triangular_in_place(a.transpose(), b, par),
        (1, false, true) => tri::solve_unit_upper_triangular_in_place(a.transpose(), b, par),
        (_, true, false) => tri::solve_lower_triangular_in_place(a.adjoint(), b, par),
        (_, true, true) => tri::solve_unit_lower_triangular_in_place(a.adjoint(), b, par),
        (_, false, false) => tri::solve_upper_triangular_in_place(a.adjoint(), b, par),
        (_, false, true) => tri::solve_unit_upper_triangular_in_place(a.adjoint(), b, par),
    }
}
