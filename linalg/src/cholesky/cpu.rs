//! CPU Cholesky and triangular solves on faer.

use crate::scalar::LinalgScalar;
use faer::dyn_stack::{MemBuffer, MemStack};
use faer::linalg::cholesky::llt::factor::{LltError, cholesky_in_place, cholesky_in_place_scratch};
use faer::linalg::triangular_solve as tri;
use faer::{MatMut, MatRef, Par};
use gsci_core::Element;

/// Replaces the row-major `n x n` matrix in `buf` by its Cholesky factor, in place: `L`
/// (`lower`, `A = L L^H`, read from A's lower triangle) or `U` (`A = U^H U`, read from the upper
/// triangle). faer uses the other triangle as scratch: see [`other_triangle`]. Err(order) when the
/// leading minor of that order is not positive (NaN included).
///
/// No transposes: for `lower`, faer factors the row-major view of the buffer. For `upper`, it
/// factors the column-major view, which is `A^T`: its lower triangle holds A's upper triangle
/// and defines `conj(H)` for the Hermitian `H = U^H U` that triangle defines, whose factor is
/// `U^T` (lower); read back row-major, that is `U`.
pub(crate) fn factor_in_place<T: LinalgScalar>(
    buf: &mut [T],
    n: usize,
    lower: bool,
    par: Par,
) -> Result<(), usize> {
    let mut mem = MemBuffer::new(cholesky_in_place_scratch::<T>(n, par, Default::default()));
    let m = if lower {
        MatMut::from_row_major_slice_mut(buf, n, n)
    } else {
        MatMut::from_column_major_slice_mut(buf, n, n)
    };
    cholesky_in_place(
        m,
        Default::default(),
        par,
        MemStack::new(&mut mem),
        Default::default(),
    )
    .map_err(|e| match e {
        LltError::NonPositivePivot { index } => index + 1,
    })?;
    // The exact diagonal is real; drop the rounding residue in its imaginary part (LAPACK's potrf
    // computes it as a real number).
    for j in 0..n {
        buf[j * n + j] = T::from_re(buf[j * n + j].re());
    }
    Ok(())
}

/// Sets the triangle of a row-major `n x n` factor that is not the factor (`lower`: the strictly
/// upper one) to zero (`src` None) or to A's values there (SciPy's `clean=False`).
pub(crate) fn other_triangle<T: LinalgScalar>(
    buf: &mut [T],
    n: usize,
    lower: bool,
    src: Option<MatRef<'_, T>>,
) {
    let zero = <T as Element>::zero();
    for (r, row) in buf.chunks_mut(n).enumerate() {
        let cols = if lower { r + 1..n } else { 0..r };
        match src {
            None => row[cols].fill(zero),
            Some(a) => cols.for_each(|c| row[c] = a[(r, c)]),
        }
    }
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
