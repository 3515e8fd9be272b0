//! The thick-restarted (Krylov–Schur) Lanczos driver, shared by both backends: the host keeps
//! the small projected matrix `H = Vᴴ OP V` (ncv × ncv, Hermitian), the backend keeps the Krylov
//! basis `V` and runs the Lanczos steps (matvec plus two classical Gram–Schmidt passes). The host
//! reads the new columns of `H` once per restart, solves the small eigenproblem, and sends back
//! the rotation that keeps the wanted Ritz vectors (ARPACK's choice of how many to keep).

use super::Which;
use crate::scalar::SparseScalar;
use gsci_core::{Array, Complex64, Device, Error, Result};

/// The Krylov basis and Lanczos steps of one backend.
pub(crate) trait Basis<T: SparseScalar> {
    /// The length `n` of the vectors.
    fn len(&self) -> usize;
    /// Orthonormalises `v` against slots `0..j` (two passes) and stores it in slot `j`. Returns
    /// the norm of `v` after the first projection relative to its norm before it (0 when `v`
    /// lies in the span of the slots).
    fn set_vector(&mut self, j: usize, v: &[T]) -> Result<f64>;
    /// Lanczos step `j`: `w = OP v_j`, orthogonalised against slots `0..=j`; the coefficients
    /// become column `j` of the coefficient buffer (entries `0..=j`, then `beta` at `j + 1`),
    /// and `v_{j+1} = w / beta`.
    fn step(&mut self, j: usize) -> Result<()>;
    /// Columns `from..to` of the coefficient buffer, `ncv + 1` entries each.
    fn read_columns(&mut self, from: usize, to: usize) -> Result<Vec<Vec<Complex64>>>;
    /// Slots `0..keep` become `V[:, :m] y` (`y`: m × keep, column-major); when `move_last`, slot
    /// `keep` becomes slot `m` (the residual direction).
    fn restart(&mut self, m: usize, y: &[Complex64], keep: usize, move_last: bool) -> Result<()>;
    /// `V[:, :m] y` for `y` m × k (column-major), as an `(n, k)` array.
    fn ritz_vectors(&mut self, m: usize, y: &[Complex64], k: usize) -> Result<Array<T>>;
}

/// What the driver needs to know besides the basis.
pub(crate) struct Params {
    pub k: usize,
    pub ncv: usize,
    pub which: Which,
    /// Relative accuracy of the Ritz values (ARPACK's `tol`, machine epsilon for 0).
    pub tol: f64,
    /// Machine epsilon of the value type.
    pub eps: f64,
    pub maxiter: usize,
    pub complex: bool,
}

/// The converged Ritz values (in the order `arrange` chose) and, when asked for, their Ritz vectors.
pub(crate) struct Ritz<T: SparseScalar> {
    pub values: Vec<f64>,
    pub vectors: Option<Array<T>>,
}

/// Eigenvalues (ascending) and eigenvectors (column-major, m × m) of the Hermitian matrix `h`
/// (column-major), on the host.
pub(crate) fn host_eigh(
    h: &[Complex64],
    m: usize,
    complex: bool,
) -> Result<(Vec<f64>, Vec<Complex64>)> {
    let cpu = Device::cpu();
    let opts = gsci_linalg::EighOptions::default();
    if complex {
        // Row-major input: element (i, j) = h[i + j m].
        let rows: Vec<Complex64> = (0..m * m).map(|p| h[(p / m) + (p % m) * m]).collect();
        let (w, v) = gsci_linalg::eigh(&Array::from_vec(rows, &[m, m], &cpu)?, &opts)?;
        let vv = v.to_vec()?;
        let y = (0..m * m).map(|p| vv[(p % m) * m + p / m]).collect();
        Ok((w.to_vec()?, y))
    } else {
        let rows: Vec<f64> = (0..m * m).map(|p| h[(p / m) + (p % m) * m].re).collect();
        let (w, v) = gsci_linalg::eigh(&Array::from_vec(rows, &[m, m], &cpu)?, &opts)?;
        let vv = v.to_vec()?;
        let y = (0..m * m)
            .map(|p| Complex64::new(vv[(p % m) * m + p / m], 0.0))
            .collect();
        Ok((w.to_vec()?, y))
    }
}

/// Indices of `theta` from most to least wanted.
pub(crate) fn wanted_order(theta: &[f64], which: Which) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..theta.len()).collect();
    let key = |i: &usize| theta[*i];
    match which {
        Which::LM => idx.sort_by(|a, b| key(b).abs().total_cmp(&key(a).abs())),
        Which::SM => idx.sort_by(|a, b| key(a).abs().total_cmp(&key(b).abs())),
        Which::LA => idx.sort_by(|a, b| key(b).total_cmp(&key(a))),
        Which::SA => idx.sort_by(|a, b| key(a).total_cmp(&key(b))),
        Which::BE => {
            idx.sort_by(|a, b| key(a).total_cmp(&key(b)));
            let (mut lo, mut hi) = (0usize, idx.len());
            let mut out = Vec::with_capacity(idx.len());
            let mut high = true;
            while lo < hi {
                if high {
                    hi -= 1;
                    out.push(idx[hi]);
                } else {
                    out.push(idx[lo]);
                    lo += 1;
                }
                high = !high;
            }
            return out;
        }
    }
    idx
}

/// A deterministic pseudo-random starting vector with entries in (-1, 1).
pub(crate) fn random_vector(n: usize, complex: bool, seed: u64) -> Vec<Complex64> {
    let mut s = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0xD1B5_4A32_D192_ED03;
    let mut next = || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        ((s >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    };
    (0..n)
        .map(|_| {
            let re = next();
            let im = if complex { next() } else { 0.0 };
            Complex64::new(re, im)
        })
        .collect()
}

/// Runs thick-restarted Lanczos from `v0` (already validated). `arrange` orders the `k`
/// converged values (given in wanted order) for the result.
pub(crate) fn run<T: SparseScalar, B: Basis<T> + ?Sized>(
    basis: &mut B,
    v0: &[T],
    p: &Params,
    vectors: bool,
    to_t: &dyn Fn(&[Complex64]) -> Vec<T>,
    arrange: &dyn Fn(&[f64]) -> Vec<usize>,
) -> Result<Ritz<T>> {
    let (k, ncv) = (p.k, p.ncv);
    let tol = if p.tol > 0.0 { p.tol } else { p.eps };
    let eps23 = p.eps.powf(2.0 / 3.0);
    if basis.set_vector(0, v0)? == 0.0 {
        return Err(Error::InvalidArgument {
            op: "eigsh",
            reason: "the starting vector v0 is zero".into(),
        });
    }
    let mut h = vec![Complex64::new(0.0, 0.0); ncv * ncv];
    let mut kk = 0usize;
    let mut seed = 1u64;
    for _ in 0..p.maxiter.max(1) {
        for j in kk..ncv {
            basis.step(j)?;
        }
        let cols = basis.read_columns(kk, ncv)?;
        let mut anorm = 0.0f64;
        for (off, col) in cols.iter().enumerate() {
            let j = kk + off;
            for i in 0..=j {
                let v = if i == j {
                    Complex64::new(col[i].re, 0.0)
                } else {
                    col[i]
                };
                h[i + j * ncv] = v;
                h[j + i * ncv] = v.conj();
                anorm = anorm.max(v.norm());
            }
        }
        for i in 0..kk {
            anorm = anorm.max(h[i + i * ncv].norm());
        }
        // An invariant subspace (beta at roundoff level) ends the basis early.
        let mut m = ncv;
        for (off, col) in cols.iter().enumerate() {
            let j = kk + off;
            let beta = col[j + 1].re;
            let scale: f64 = col[..=j].iter().map(|c| c.norm_sqr()).sum::<f64>() + beta * beta;
            if beta <= 4.0 * p.eps * scale.sqrt().max(anorm) && j + 1 < ncv {
                m = j + 1;
                break;
            }
        }
        let broke = m < ncv;
        let beta_last = cols[m - 1 - kk][m].re;
        let hm: Vec<Complex64> = (0..m * m).map(|q| h[(q % m) + (q / m) * ncv]).collect();
        let (theta, y) = host_eigh(&hm, m, p.complex)?;
        let res: Vec<f64> = (0..m)
            .map(|i| beta_last.abs() * y[m - 1 + i * m].norm())
            .collect();
        let order = wanted_order(&theta, p.which);
        // ARPACK's test (dsconv), with a floor at the absolute accuracy of the small dense
        // eigensolver (a few eps ‖H‖): ARPACK's tridiagonal QL resolves tiny last components
        // of graded eigenvectors that a dense Hermitian solver cannot, and residual estimates
        // below that floor are roundoff.
        let hnorm = theta.iter().fold(0.0f64, |m, t| m.max(t.abs()));
        let floor = 8.0 * p.eps * hnorm;
        let nconv = order
            .iter()
            .take(k)
            .filter(|&&i| res[i] <= (tol * eps23.max(theta[i].abs())).max(floor))
            .count();
        if m >= k && nconv >= k {
            let wanted: Vec<f64> = order[..k].iter().map(|&i| theta[i]).collect();
            let sel: Vec<usize> = arrange(&wanted).into_iter().map(|p| order[p]).collect();
            let values = sel.iter().map(|&i| theta[i]).collect();
            let vectors = if vectors {
                let ys: Vec<Complex64> = sel
                    .iter()
                    .flat_map(|&i| y[i * m..(i + 1) * m].iter().copied())
                    .collect();
                Some(basis.ritz_vectors(m, &ys, k)?)
            } else {
                None
            };
            return Ok(Ritz { values, vectors });
        }
        // ARPACK's number of Ritz vectors kept (dsaup2: nev + min(nconv, np / 2)).
        let mut keep = k + nconv.min((ncv - k) / 2);
        if keep == 1 && ncv >= 6 {
            keep = ncv / 2;
        } else if keep == 1 && ncv > 2 {
            keep = 2;
        }
        keep = keep.min(ncv - 1).min(m);
        let sel = &order[..keep];
        let ys: Vec<Complex64> = sel
            .iter()
            .flat_map(|&i| y[i * m..(i + 1) * m].iter().copied())
            .collect();
        basis.restart(m, &ys, keep, !broke)?;
        h.iter_mut().for_each(|v| *v = Complex64::new(0.0, 0.0));
        for (c, &i) in sel.iter().enumerate() {
            h[c + c * ncv] = Complex64::new(theta[i], 0.0);
        }
        if broke {
            // Continue from a fresh direction orthogonal to the kept vectors.
            let n = basis.len();
            let mut ok = false;
            for _ in 0..4 {
                seed += 1;
                let r = to_t(&random_vector(n, p.complex, seed));
                if basis.set_vector(keep, &r)? > 1e-8 {
                    ok = true;
                    break;
                }
            }
            if !ok {
                return Err(Error::InvalidArgument {
                    op: "eigsh",
                    reason:
                        "the Krylov space cannot be extended (no direction orthogonal to the basis)"
                            .into(),
                });
            }
        }
        kk = keep;
    }
    Err(Error::InvalidArgument {
        op: "eigsh",
        reason: format!(
            "ARPACK-style no convergence: fewer than k = {k} eigenvalues converged after maxiter = {} restarts",
            p.maxiter
        ),
    })
}
