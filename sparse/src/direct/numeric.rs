//! Host numerics of the direct solvers: faer's sparse LU / Cholesky (with COLAMD / AMD
//! orderings), our own sparse triangular solves over CSC factors, and the incomplete
//! factorisations (ILU(0), IC(0), threshold ILU).

use crate::host::Cs;
use crate::scalar::SparseScalar;
use faer::dyn_stack::{MemBuffer, MemStack};
use faer::linalg::solvers::SolveCore;
use faer::perm::PermRef;
use faer::sparse::linalg::{LuError, colamd, lu::simplicial};
use faer::sparse::{SparseColMatRef, SymbolicSparseColMatRef};
use faer::traits::ComplexField;
use faer::{Conj, Mat, Side};
use gsci_core::{DType, Error, Result};
use std::any::Any;

/// A value type faer can factor (every [`SparseScalar`] is one).
pub(crate) trait FaerScalar: SparseScalar + ComplexField {}
impl<T: SparseScalar + ComplexField> FaerScalar for T {}

/// Moves a value between two types known (by dtype) to be the same.
fn same<A: Any, B: Any>(a: A) -> Result<B> {
    let boxed: Box<dyn Any> = Box::new(a);
    boxed
        .downcast::<B>()
        .map(|b| *b)
        .map_err(|_| Error::Unsupported {
            what: "internal: value type dispatch".into(),
            backend: "cpu".into(),
        })
}

/// Runs `$f::<F>($args)` with `F` the faer type behind `$T`, casting the `Cs<T>`/`Vec<T>`
/// arguments and the result between them.
macro_rules! dispatch {
    ($T:ty, $f:ident, ($($arg:expr),*)) => {{
        match <$T>::DTYPE {
            DType::F32 => same($f::<f32>($(same($arg)?),*)?),
            DType::F64 => same($f::<f64>($(same($arg)?),*)?),
            DType::C64 => same($f::<gsci_core::Complex32>($(same($arg)?),*)?),
            DType::C128 => same($f::<gsci_core::Complex64>($(same($arg)?),*)?),
            d => Err(Error::Unsupported { what: format!("sparse direct solvers for {d}"), backend: "cpu".into() }),
        }
    }};
}

/// SciPy's `permc_spec` column orderings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PermcSpec {
    /// No reordering.
    Natural,
    /// Minimum degree on the structure of `A^T + A` (faer's AMD).
    MmdAtPlusA,
    /// Minimum degree on the structure of `A^T A` (COLAMD stands in: it orders `A^T A`'s graph).
    MmdAta,
    /// Approximate minimum degree column ordering (SciPy's default).
    #[default]
    Colamd,
}

/// `P_r A P_c = L U` with `L` unit lower (diagonal stored) and `U` upper, both CSC (major =
/// columns) with sorted row indices; `perm_r`/`perm_c` in SciPy's convention.
#[derive(Clone, Debug)]
pub(crate) struct LuParts<T: SparseScalar> {
    pub l: Cs<T>,
    pub u: Cs<T>,
    pub perm_r: Vec<usize>,
    pub perm_c: Vec<usize>,
}

fn faer_err(e: impl std::fmt::Debug) -> Error {
    Error::InvalidArgument {
        op: "sparse factorisation",
        reason: format!("faer: {e:?}"),
    }
}

fn symbolic(a: &Cs<impl SparseScalar>) -> SymbolicSparseColMatRef<'_, usize> {
    SymbolicSparseColMatRef::new_checked(a.minor, a.major, &a.indptr, None, &a.indices)
}

/// The column order (`order[k]` = the original column placed k-th) of a canonical CSC `a`.
fn column_order<T: SparseScalar>(a: &Cs<T>, spec: PermcSpec) -> Result<Vec<usize>> {
    let n = a.major;
    let mut perm = vec![0usize; n];
    let mut inv = vec![0usize; n];
    match spec {
        PermcSpec::Natural => return Ok((0..n).collect()),
        PermcSpec::Colamd | PermcSpec::MmdAta => {
            let mut buf = MemBuffer::try_new(colamd::order_scratch::<usize>(n, n, a.nnz()))
                .map_err(faer_err)?;
            colamd::order(
                &mut perm,
                &mut inv,
                symbolic(a),
                Default::default(),
                MemStack::new(&mut buf),
            )
            .map_err(faer_err)?;
        }
        PermcSpec::MmdAtPlusA => {
            // The pattern of A + A^T (AMD reads the upper triangle of a symmetric pattern).
            let t = a.transpose();
            let mut rows: Vec<usize> = Vec::new();
            let mut cols: Vec<usize> = Vec::new();
            for j in 0..n {
                for k in a.indptr[j]..a.indptr[j + 1] {
                    rows.push(a.indices[k]);
                    cols.push(j);
                }
                for k in t.indptr[j]..t.indptr[j + 1] {
                    rows.push(t.indices[k]);
                    cols.push(j);
                }
            }
            let ones = vec![1.0f64; rows.len()];
            let mut sym = Cs::from_triplets(n, n, &cols, &rows, &ones);
            sym.sum_duplicates();
            let s = symbolic(&sym);
            let mut buf = MemBuffer::try_new(faer::sparse::linalg::amd::order_scratch::<usize>(
                n,
                sym.nnz(),
            ))
            .map_err(faer_err)?;
            faer::sparse::linalg::amd::order(
                &mut perm,
                &mut inv,
                s,
                Default::default(),
                MemStack::new(&mut buf),
            )
            .map_err(faer_err)?;
        }
    }
    Ok(perm)
}

fn lu_faer<F: FaerScalar>(a: &Cs<F>, spec: PermcSpec) -> Result<LuParts<F>> {
    let n = a.major;
    let order = column_order(a, spec)?;
    let mut order_inv = vec![0usize; n];
    for (k, &c) in order.iter().enumerate() {
        order_inv[c] = k;
    }
    let mat = SparseColMatRef::new(symbolic(a), &a.data);
    let mut row_perm = vec![0usize; n];
    let mut row_perm_inv = vec![0usize; n];
    let mut lu = simplicial::SimplicialLu::<usize, F>::new();
    let mut buf = MemBuffer::try_new(simplicial::factorize_simplicial_numeric_lu_scratch::<
        usize,
        F,
    >(n, n))
    .map_err(faer_err)?;
    simplicial::factorize_simplicial_numeric_lu(
        &mut row_perm,
        &mut row_perm_inv,
        &mut lu,
        mat,
        PermRef::new_checked(&order, &order_inv, n),
        MemStack::new(&mut buf),
    )
    .map_err(|e| match e {
        LuError::SymbolicSingular { .. } => Error::Singular { op: "splu" },
        LuError::Generic(g) => faer_err(g),
    })?;
    let take = |m: SparseColMatRef<'_, usize, F>| {
        let s = m.symbolic();
        let mut cs = Cs {
            major: m.ncols(),
            minor: m.nrows(),
            indptr: s.col_ptr().to_vec(),
            indices: s.row_idx().to_vec(),
            data: m.val().to_vec(),
        };
        cs.sort_indices();
        cs
    };
    let l = take(lu.l_factor_unsorted());
    let u = take(lu.u_factor_unsorted());
    for j in 0..n {
        let e = u.indptr[j + 1];
        if e == u.indptr[j]
            || u.indices[e - 1] != j
            || u.data[e - 1].is_zero()
            || !u.data[e - 1].abs_f64().is_finite()
        {
            return Err(Error::Singular { op: "splu" });
        }
    }
    // faer: (P A Q)[k, j] = A[row_perm[k], order[j]]; SciPy: (Pr A)[perm_r[i], :] = A[i, :] and
    // (A Pc)[:, perm_c[i]] = A[:, i].
    Ok(LuParts {
        l,
        u,
        perm_r: row_perm_inv,
        perm_c: order_inv,
    })
}

/// Sparse LU of a canonical CSC matrix (SuperLU's `gstrf` semantics: partial pivoting).
pub(crate) fn lu<T: SparseScalar>(a: &Cs<T>, spec: PermcSpec) -> Result<LuParts<T>> {
    dispatch!(T, lu_faer_owned, (a.clone(), spec))
}

fn lu_faer_owned<F: FaerScalar>(a: Cs<F>, spec: PermcSpec) -> Result<LuParts<F>> {
    lu_faer(&a, spec)
}

/// Whether a canonical CSC matrix is Hermitian with a real positive diagonal (then a Cholesky
/// factorisation is tried first).
fn hermitian_positive_diagonal<T: SparseScalar>(a: &Cs<T>) -> bool {
    let n = a.major;
    if a.minor != n {
        return false;
    }
    let t = a.transpose();
    if t.indptr != a.indptr || t.indices != a.indices {
        return false;
    }
    for j in 0..n {
        let mut diag = false;
        for k in a.indptr[j]..a.indptr[j + 1] {
            let i = a.indices[k];
            if a.data[k] != t.data[k].conj() {
                return false;
            }
            if i == j {
                if a.data[k].im_f64() != 0.0 || a.data[k].re_f64() <= 0.0 {
                    return false;
                }
                diag = true;
            }
        }
        if !diag {
            return false;
        }
    }
    true
}

fn solve_faer<F: FaerScalar>(a: Cs<F>, b: Vec<F>, k: usize) -> Result<Vec<F>> {
    let n = a.major;
    let mat = SparseColMatRef::new(symbolic(&a), &a.data);
    let mut rhs = Mat::<F>::from_fn(n, k, |i, j| b[i * k + j]);
    let mut done = false;
    if hermitian_positive_diagonal(&a)
        && let Ok(llt) = mat.sp_cholesky(Side::Lower)
    {
        llt.solve_in_place_with_conj(Conj::No, rhs.as_mut());
        done = true;
    }
    if !done {
        let lu = mat.sp_lu().map_err(|e| match e {
            LuError::SymbolicSingular { .. } => Error::Singular { op: "spsolve" },
            LuError::Generic(g) => faer_err(g),
        })?;
        lu.solve_in_place_with_conj(Conj::No, rhs.as_mut());
    }
    let mut out = vec![F::zero(); n * k];
    for i in 0..n {
        for j in 0..k {
            out[i * k + j] = rhs[(i, j)];
        }
    }
    if b.iter().all(|v| v.abs_f64().is_finite())
        && a.data.iter().all(|v| v.abs_f64().is_finite())
        && !out.iter().all(|v| v.abs_f64().is_finite())
    {
        return Err(Error::Singular { op: "spsolve" });
    }
    Ok(out)
}

/// `A X = B` for a canonical square CSC `a` and a row-major `n × k` `b`: supernodal Cholesky
/// when `a` is Hermitian with a positive diagonal (falling back to LU if that fails), else
/// supernodal LU with partial pivoting; a non-finite solution from finite input is a singular
/// matrix.
pub(crate) fn solve<T: SparseScalar>(a: &Cs<T>, b: Vec<T>, k: usize) -> Result<Vec<T>> {
    dispatch!(T, solve_faer, (a.clone(), b, k))
}

/// Which of `A`, `A^T`, `A^H` a solve applies (SciPy's `trans='N' | 'T' | 'H'`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Trans {
    /// `A x = b`.
    #[default]
    N,
    /// `A^T x = b`.
    T,
    /// `A^H x = b`.
    H,
}

/// Solves `op(M) x = b` in place for a triangular CSC `m` (`lower` says which triangle is read;
/// entries of the other triangle are ignored). `unit`: the diagonal is taken as 1. The caller
/// has checked that the diagonal holds no zero unless `unit`.
pub(crate) fn tri_csc<T: SparseScalar>(
    m: &Cs<T>,
    x: &mut [T],
    lower: bool,
    trans: Trans,
    unit: bool,
) {
    let n = m.major;
    let op = |v: T| if trans == Trans::H { v.conj() } else { v };
    let diag = |j: usize| -> T {
        (m.indptr[j]..m.indptr[j + 1])
            .filter(|&k| m.indices[k] == j)
            .map(|k| m.data[k])
            .fold(T::zero(), |a, b| a + b)
    };
    match (trans == Trans::N, lower) {
        // Column-oriented substitution.
        (true, true) => {
            for j in 0..n {
                if !unit {
                    x[j] = x[j] / diag(j);
                }
                let xj = x[j];
                for k in m.indptr[j]..m.indptr[j + 1] {
                    let i = m.indices[k];
                    if i > j {
                        x[i] -= m.data[k] * xj;
                    }
                }
            }
        }
        (true, false) => {
            for j in (0..n).rev() {
                if !unit {
                    x[j] = x[j] / diag(j);
                }
                let xj = x[j];
                for k in m.indptr[j]..m.indptr[j + 1] {
                    let i = m.indices[k];
                    if i < j {
                        x[i] -= m.data[k] * xj;
                    }
                }
            }
        }
        // op(M) is upper for a lower M: backward, dot products over M's columns.
        (false, true) => {
            for j in (0..n).rev() {
                let mut s = x[j];
                for k in m.indptr[j]..m.indptr[j + 1] {
                    let i = m.indices[k];
                    if i > j {
                        s -= op(m.data[k]) * x[i];
                    }
                }
                x[j] = if unit { s } else { s / op(diag(j)) };
            }
        }
        (false, false) => {
            for j in 0..n {
                let mut s = x[j];
                for k in m.indptr[j]..m.indptr[j + 1] {
                    let i = m.indices[k];
                    if i < j {
                        s -= op(m.data[k]) * x[i];
                    }
                }
                x[j] = if unit { s } else { s / op(diag(j)) };
            }
        }
    }
}

/// Whether any diagonal entry of a square CSC matrix is zero (or missing).
pub(crate) fn zero_on_diagonal<T: SparseScalar>(m: &Cs<T>) -> bool {
    (0..m.major).any(|j| {
        let d: T = (m.indptr[j]..m.indptr[j + 1])
            .filter(|&k| m.indices[k] == j)
            .map(|k| m.data[k])
            .fold(T::zero(), |a, b| a + b);
        d.is_zero()
    })
}

impl<T: SparseScalar> LuParts<T> {
    /// Solves `op(A) x = b` in place for one vector.
    pub fn solve_vec(&self, b: &mut [T], trans: Trans) {
        let n = self.perm_r.len();
        let mut c = vec![T::zero(); n];
        match trans {
            Trans::N => {
                for i in 0..n {
                    c[self.perm_r[i]] = b[i];
                }
                tri_csc(&self.l, &mut c, true, Trans::N, true);
                tri_csc(&self.u, &mut c, false, Trans::N, false);
                for i in 0..n {
                    b[i] = c[self.perm_c[i]];
                }
            }
            Trans::T | Trans::H => {
                for i in 0..n {
                    c[self.perm_c[i]] = b[i];
                }
                tri_csc(&self.u, &mut c, false, trans, false);
                tri_csc(&self.l, &mut c, true, trans, true);
                for i in 0..n {
                    b[i] = c[self.perm_r[i]];
                }
            }
        }
    }

    /// Solves `op(A) X = B` for a row-major `n × k` `b`, columns in parallel.
    pub fn solve_mat(&self, b: &[T], k: usize, trans: Trans) -> Vec<T> {
        use rayon::prelude::*;
        let n = self.perm_r.len();
        if k == 1 {
            let mut x = b.to_vec();
            self.solve_vec(&mut x, trans);
            return x;
        }
        let cols: Vec<Vec<T>> = (0..k)
            .into_par_iter()
            .map(|j| {
                let mut x: Vec<T> = (0..n).map(|i| b[i * k + j]).collect();
                self.solve_vec(&mut x, trans);
                x
            })
            .collect();
        let mut out = vec![T::zero(); n * k];
        for (j, col) in cols.iter().enumerate() {
            for i in 0..n {
                out[i * k + j] = col[i];
            }
        }
        out
    }

    /// Stored entries of `L` and `U` (SuperLU's `nnz`).
    pub fn nnz(&self) -> usize {
        self.l.nnz() + self.u.nnz()
    }
}

/// Incomplete factors from CSR `l` (strictly lower) and `u` (upper with the diagonal), as
/// `LuParts` with identity permutations and the unit diagonal of `L` stored.
fn parts_from_rows<T: SparseScalar>(
    n: usize,
    lrows: Vec<Vec<(usize, T)>>,
    urows: Vec<Vec<(usize, T)>>,
) -> LuParts<T> {
    let build = |rows: Vec<Vec<(usize, T)>>, unit: bool| {
        let mut indptr = vec![0usize];
        let mut indices = Vec::new();
        let mut data = Vec::new();
        for (i, r) in rows.into_iter().enumerate() {
            let mut r = r;
            if unit {
                r.push((i, T::one()));
            }
            r.sort_by_key(|e| e.0);
            for (j, v) in r {
                indices.push(j);
                data.push(v);
            }
            indptr.push(indices.len());
        }
        // Rows are CSR; the CSC of the same matrix is its `transpose()` in storage terms.
        Cs {
            major: n,
            minor: n,
            indptr,
            indices,
            data,
        }
        .transpose()
    };
    LuParts {
        l: build(lrows, true),
        u: build(urows, false),
        perm_r: (0..n).collect(),
        perm_c: (0..n).collect(),
    }
}

/// ILU(0) of a canonical CSR matrix: `L U` on `A`'s pattern, no pivoting.
pub(crate) fn ilu0<T: SparseScalar>(a: &Cs<T>) -> Result<LuParts<T>> {
    let n = a.major;
    let mut vals = a.data.clone();
    let mut diag_pos = vec![usize::MAX; n];
    for (i, d) in diag_pos.iter_mut().enumerate() {
        if let Some(k) = (a.indptr[i]..a.indptr[i + 1]).find(|&k| a.indices[k] == i) {
            *d = k;
        }
    }
    let mut pos = vec![usize::MAX; n];
    for i in 0..n {
        let (s, e) = (a.indptr[i], a.indptr[i + 1]);
        for k in s..e {
            pos[a.indices[k]] = k;
        }
        for k in s..e {
            let c = a.indices[k];
            if c >= i {
                break;
            }
            let dk = diag_pos[c];
            if dk == usize::MAX || vals[dk].is_zero() {
                return Err(Error::Singular { op: "ilu0" });
            }
            let f = vals[k] / vals[dk];
            vals[k] = f;
            for kk in dk + 1..a.indptr[c + 1] {
                let j = a.indices[kk];
                if pos[j] != usize::MAX {
                    let p = pos[j];
                    let upd = f * vals[kk];
                    vals[p] -= upd;
                }
            }
        }
        for k in s..e {
            pos[a.indices[k]] = usize::MAX;
        }
        if diag_pos[i] == usize::MAX || vals[diag_pos[i]].is_zero() {
            return Err(Error::Singular { op: "ilu0" });
        }
    }
    let mut lrows = vec![Vec::new(); n];
    let mut urows = vec![Vec::new(); n];
    for i in 0..n {
        for (&j, &v) in a.indices[a.indptr[i]..a.indptr[i + 1]]
            .iter()
            .zip(&vals[a.indptr[i]..a.indptr[i + 1]])
        {
            if j < i {
                lrows[i].push((j, v));
            } else {
                urows[i].push((j, v));
            }
        }
    }
    Ok(parts_from_rows(n, lrows, urows))
}

/// IC(0) of a canonical Hermitian CSR matrix: `A ≈ C C^H` with `C` on the lower pattern of
/// `A`, returned as `L U` with `L = C D^{-1}` (unit) and `U = D C^H`, `D = diag(C)`.
pub(crate) fn ic0<T: SparseScalar>(a: &Cs<T>) -> Result<LuParts<T>> {
    let n = a.major;
    // Rows of C (lower, sorted, diagonal last).
    let mut rows: Vec<Vec<(usize, T)>> = Vec::with_capacity(n);
    for i in 0..n {
        let mut r: Vec<(usize, T)> = (a.indptr[i]..a.indptr[i + 1])
            .filter(|&k| a.indices[k] <= i)
            .map(|k| (a.indices[k], a.data[k]))
            .collect();
        if r.last().is_none_or(|e| e.0 != i) {
            return Err(Error::NotPositiveDefinite {
                op: "ic0",
                order: i + 1,
            });
        }
        let m = r.len();
        for t in 0..m {
            let (k, aik) = r[t];
            // s = sum_{j<k} C_ij conj(C_kj)
            let rk = &rows
                .get(k)
                .map(|v: &Vec<(usize, T)>| v.as_slice())
                .unwrap_or(&[]);
            let mut s = T::zero();
            let (mut p, mut q) = (0usize, 0usize);
            while p < t && q < rk.len() {
                let (cp, cq) = (r[p].0, rk[q].0);
                if cq >= k {
                    break;
                }
                match cp.cmp(&cq) {
                    std::cmp::Ordering::Less => p += 1,
                    std::cmp::Ordering::Greater => q += 1,
                    std::cmp::Ordering::Equal => {
                        s += r[p].1 * rk[q].1.conj();
                        p += 1;
                        q += 1;
                    }
                }
            }
            if k < i {
                let ckk = rk.last().map_or(T::zero(), |e| e.1);
                r[t].1 = (aik - s) / ckk;
            } else {
                let sq: f64 = r[..t].iter().map(|e| e.1.abs_f64().powi(2)).sum();
                let d = aik.re_f64() - sq;
                if d.is_nan() || d <= 0.0 {
                    return Err(Error::NotPositiveDefinite {
                        op: "ic0",
                        order: i + 1,
                    });
                }
                r[t].1 = T::from_f64(d.sqrt());
            }
        }
        rows.push(r);
    }
    let mut lrows = vec![Vec::new(); n];
    let mut urows = vec![Vec::new(); n];
    for (i, r) in rows.iter().enumerate() {
        let d = r.last().map_or(T::one(), |e| e.1);
        for &(j, v) in r {
            let djj = rows[j].last().map_or(T::one(), |e| e.1);
            if j < i {
                lrows[i].push((j, v / djj));
            }
            // U = D C^H: U[j, i] = d_j conj(C_ij).
            urows[j].push((i, djj * v.conj()));
        }
        let _ = d;
    }
    Ok(parts_from_rows(n, lrows, urows))
}

/// Threshold ILU (ILUT) of a canonical CSR matrix, row by row (IKJ): an entry of row `i` is
/// dropped when its modulus is below `drop_tol * ||A[i, :]||_2`, and each of the `L` and `U`
/// parts of a row keeps at most `fill_factor * nnz(A[i, :])` of its largest entries. A zero
/// pivot is replaced by `drop_tol * ||A[i, :]||_2` (or 1 for an empty row), as SuperLU's ILU does.
pub(crate) fn ilut<T: SparseScalar>(
    a: &Cs<T>,
    drop_tol: f64,
    fill_factor: f64,
) -> Result<LuParts<T>> {
    use std::collections::BTreeSet;
    let n = a.major;
    let mut urows: Vec<Vec<(usize, T)>> = Vec::with_capacity(n);
    let mut lrows: Vec<Vec<(usize, T)>> = Vec::with_capacity(n);
    let mut w = vec![T::zero(); n];
    let mut used = vec![false; n];
    for i in 0..n {
        let (s, e) = (a.indptr[i], a.indptr[i + 1]);
        let norm = (s..e)
            .map(|k| a.data[k].abs_f64().powi(2))
            .sum::<f64>()
            .sqrt();
        let tol = drop_tol * norm;
        let mut pattern: Vec<usize> = Vec::new();
        let mut lower: BTreeSet<usize> = BTreeSet::new();
        for k in s..e {
            let j = a.indices[k];
            if !used[j] {
                used[j] = true;
                pattern.push(j);
                if j < i {
                    lower.insert(j);
                }
            }
            w[j] += a.data[k];
        }
        let mut lpart: Vec<(usize, T)> = Vec::new();
        while let Some(k) = lower.pop_first() {
            let ukk = urows[k][0].1;
            let f = w[k] / ukk;
            w[k] = T::zero();
            if f.abs_f64() < tol || f.is_zero() {
                continue;
            }
            lpart.push((k, f));
            for &(j, ukj) in &urows[k][1..] {
                if !used[j] {
                    used[j] = true;
                    pattern.push(j);
                    if j < i {
                        lower.insert(j);
                    }
                }
                w[j] -= f * ukj;
            }
        }
        let cap = ((fill_factor * (e - s) as f64).ceil() as usize).max(1);
        let mut upart: Vec<(usize, T)> = Vec::new();
        let mut diag = T::zero();
        for &j in &pattern {
            if j > i && w[j].abs_f64() >= tol && !w[j].is_zero() {
                upart.push((j, w[j]));
            } else if j == i {
                diag = w[j];
            }
            w[j] = T::zero();
            used[j] = false;
        }
        let keep = |v: &mut Vec<(usize, T)>| {
            if v.len() > cap {
                v.sort_by(|x, y| y.1.abs_f64().total_cmp(&x.1.abs_f64()));
                v.truncate(cap);
            }
            v.sort_by_key(|x| x.0);
        };
        keep(&mut lpart);
        keep(&mut upart);
        if diag.is_zero() || !diag.abs_f64().is_finite() {
            diag = T::from_f64(if tol > 0.0 {
                tol
            } else if norm > 0.0 {
                norm
            } else {
                1.0
            });
        }
        let mut urow = vec![(i, diag)];
        urow.extend(upart);
        urows.push(urow);
        lrows.push(lpart);
    }
    Ok(parts_from_rows(n, lrows, urows))
}
