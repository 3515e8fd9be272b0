//! The direct solvers on a GPU through cuDSS: the host preparation of the matrix (canonical CSR
//! with i32 indices, the map from the caller's entries to it, the matrix type from the data),
//! the factorisation of `A` (and, on demand, of `Aᵀ` for `trans='T'/'H'` solves of a general
//! matrix), solves with many right-hand sides, and refactorisation for new values of the same
//! pattern.
//!
//! Matrix types: a matrix that is Hermitian (symmetric when real) with a real positive diagonal
//! is factored as SPD / HPD (Cholesky `LLᴴ`); when that fails (`CUDSS_DATA_INFO ≠ 0`, not
//! positive definite) or for any other matrix, as general (`LDU` with cuDSS's local pivoting).
//! A factorisation whose pivots cuDSS had to perturb (`CUDSS_DATA_NPIVOTS > 0`: singular or
//! nearly singular, or beyond what local pivoting handles) is not used: the caller falls back to
//! the host's LU with partial pivoting, which solves the system or reports `Singular`, as SciPy.

use super::cudss::safe::{Factor, Outcome};
use super::cudss::sys;
use super::numeric::{self, LuParts, Trans};
use crate::host::Cs;
use crate::scalar::SparseScalar;
use gsci_core::cuda::CudaBackend;
use gsci_core::ufunc::{self, UnaryOp};
use gsci_core::{Array, Error, Result};
use std::sync::{Arc, Mutex, OnceLock};

/// A square matrix in canonical CSR form on the host, with the map from the caller's stored
/// entries (in their order) to its slots.
pub(crate) struct Canonical<T> {
    pub n: usize,
    pub indptr: Vec<usize>,
    pub indices: Vec<usize>,
    pub values: Vec<T>,
    /// `map[e]`: the slot of the caller's entry `e` (duplicates share a slot).
    pub map: Vec<usize>,
}

impl<T: SparseScalar> Canonical<T> {
    /// From the caller's storage `raw` (CSR when `csc` is false, else CSC), duplicates summed.
    pub fn new(raw: &Cs<T>, csc: bool) -> Canonical<T> {
        let n = raw.major;
        let nnz = raw.data.len();
        // (row, col) of each stored entry.
        let mut row = vec![0usize; nnz];
        let mut col = vec![0usize; nnz];
        for j in 0..raw.major {
            for e in raw.indptr[j]..raw.indptr[j + 1] {
                if csc {
                    row[e] = raw.indices[e];
                    col[e] = j;
                } else {
                    row[e] = j;
                    col[e] = raw.indices[e];
                }
            }
        }
        // Counting sort by row, then each row by column (stable: duplicates keep their order).
        let mut start = vec![0usize; n + 1];
        for &r in &row {
            start[r + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut next = start.clone();
        let mut order = vec![0usize; nnz];
        for e in 0..nnz {
            order[next[row[e]]] = e;
            next[row[e]] += 1;
        }
        for i in 0..n {
            order[start[i]..start[i + 1]].sort_by_key(|&e| col[e]);
        }
        let mut indptr = vec![0usize; n + 1];
        let mut indices = Vec::with_capacity(nnz);
        let mut values: Vec<T> = Vec::with_capacity(nnz);
        let mut map = vec![0usize; nnz];
        for i in 0..n {
            let mut last = usize::MAX;
            for &e in &order[start[i]..start[i + 1]] {
                if col[e] != last {
                    indices.push(col[e]);
                    values.push(raw.data[e]);
                    last = col[e];
                } else if let Some(v) = values.last_mut() {
                    *v += raw.data[e];
                }
                map[e] = indices.len() - 1;
            }
            indptr[i + 1] = indices.len();
        }
        Canonical {
            n,
            indptr,
            indices,
            values,
            map,
        }
    }

    /// The same matrix as canonical CSC (what the host factorisations take).
    pub fn to_csc(&self) -> Cs<T> {
        Cs {
            major: self.n,
            minor: self.n,
            indptr: self.indptr.clone(),
            indices: self.indices.clone(),
            data: self.values.clone(),
        }
        .transpose()
    }

    /// Whether a row or a column has no stored entry (then `A` is singular whatever its
    /// values; the host LU reports it).
    pub fn structurally_singular(&self) -> bool {
        let mut seen = vec![false; self.n];
        for &j in &self.indices {
            seen[j] = true;
        }
        self.indptr.windows(2).any(|w| w[0] == w[1]) || seen.iter().any(|&s| !s)
    }

    /// Whether `A = Aᴴ` (exactly) and every diagonal entry is real and positive: the matrices
    /// tried as SPD / HPD.
    pub fn hermitian_positive_diagonal(&self) -> bool {
        let find = |i: usize, j: usize| -> Option<T> {
            let s = &self.indices[self.indptr[i]..self.indptr[i + 1]];
            s.binary_search(&j)
                .ok()
                .map(|k| self.values[self.indptr[i] + k])
        };
        for i in 0..self.n {
            match find(i, i) {
                Some(d) if d.im_f64() == 0.0 && d.re_f64() > 0.0 => {}
                _ => return false,
            }
            for k in self.indptr[i]..self.indptr[i + 1] {
                let j = self.indices[k];
                if j != i {
                    match find(j, i) {
                        Some(v) if v == self.values[k].conj() => {}
                        _ => return false,
                    }
                }
            }
        }
        true
    }
}

/// The structure a cuDSS factorisation was made for, kept to refactor and to build `Aᵀ`.
pub(crate) struct Structure {
    pub n: usize,
    pub indptr: Vec<usize>,
    pub indices: Vec<usize>,
    /// The caller's entry → canonical slot map.
    pub map: Vec<usize>,
    /// `gather[slot]` = the caller's entry, when the map is a bijection that is not the
    /// identity (so new values are gathered on the device); `None` for the identity.
    pub gather: Option<Array<i64>>,
    /// Whether the map is a bijection (no duplicate entries).
    pub bijective: bool,
}

fn i32_array(v: &[usize], dev: &gsci_core::Device) -> Result<Array<i32>> {
    Array::from_vec(v.iter().map(|&x| x as i32).collect(), &[v.len()], dev)
}

/// Whether the transposed factor exists, is being used, or cannot be (perturbed pivots).
enum TransState<T: SparseScalar> {
    NotBuilt,
    Device(Arc<Factor<T>>),
    Unusable,
}

/// A factorisation of `A` held by cuDSS.
pub(crate) struct DssLu<T: SparseScalar> {
    cuda: CudaBackend,
    pub structure: Arc<Structure>,
    main: Factor<T>,
    /// Whether the factor was made as SPD / HPD (then `A = Aᴴ`).
    hermitian: bool,
    trans: Mutex<TransState<T>>,
    /// The host LU of the same matrix, made on demand (explicit factors, fallbacks).
    host: OnceLock<std::result::Result<Arc<LuParts<T>>, String>>,
}

/// The outcome of trying cuDSS: a usable factorisation, or the reason to use the host.
pub(crate) enum Tried<T: SparseScalar> {
    Factored(Box<DssLu<T>>),
    /// cuDSS perturbed pivots (or cannot take the matrix): use the host LU.
    UseHost,
}

impl<T: SparseScalar> DssLu<T> {
    /// Factors `c` on `cuda`; `UseHost` when its indices do not fit i32 or cuDSS had to perturb
    /// pivots.
    pub fn try_new(
        cuda: &CudaBackend,
        c: &Canonical<T>,
        dev: &gsci_core::Device,
    ) -> Result<Tried<T>> {
        let n = c.n;
        let nnz = c.values.len();
        if n > i32::MAX as usize || nnz > i32::MAX as usize || c.structurally_singular() {
            return Ok(Tried::UseHost);
        }
        let bijective = nnz == c.map.len();
        let identity = bijective && c.map.iter().enumerate().all(|(e, &s)| e == s);
        let gather = if bijective && !identity {
            let mut g = vec![0i64; nnz];
            for (e, &s) in c.map.iter().enumerate() {
                g[s] = e as i64;
            }
            Some(Array::from_vec(g, &[nnz], dev)?)
        } else {
            None
        };
        let structure = Arc::new(Structure {
            n,
            indptr: c.indptr.clone(),
            indices: c.indices.clone(),
            map: c.map.clone(),
            gather,
            bijective,
        });
        let values = Array::from_vec(c.values.clone(), &[nnz], dev)?;
        Self::factor(cuda, structure, values, c.hermitian_positive_diagonal())
    }

    /// Analyses and factors canonical `values` over `structure`: SPD / HPD first when `spd`.
    fn factor(
        cuda: &CudaBackend,
        structure: Arc<Structure>,
        values: Array<T>,
        spd: bool,
    ) -> Result<Tried<T>> {
        let dev = values.device().clone();
        let mk = |mtype| -> Result<(Factor<T>, Outcome)> {
            Factor::new(
                cuda,
                structure.n,
                i32_array(&structure.indptr, &dev)?,
                i32_array(&structure.indices, &dev)?,
                values.clone(),
                mtype,
            )
        };
        if spd {
            let mtype = if T::IS_COMPLEX {
                sys::MTYPE_HPD
            } else {
                sys::MTYPE_SPD
            };
            let (f, o) = mk(mtype)?;
            if o.ok() {
                return Ok(Tried::Factored(Box::new(Self::wrap(
                    cuda, structure, f, true,
                ))));
            }
        }
        let (f, o) = mk(sys::MTYPE_GENERAL)?;
        if !o.ok() {
            return Ok(Tried::UseHost);
        }
        Ok(Tried::Factored(Box::new(Self::wrap(
            cuda, structure, f, false,
        ))))
    }

    fn wrap(
        cuda: &CudaBackend,
        structure: Arc<Structure>,
        main: Factor<T>,
        hermitian: bool,
    ) -> DssLu<T> {
        DssLu {
            cuda: cuda.clone(),
            structure,
            main,
            hermitian,
            trans: Mutex::new(TransState::NotBuilt),
            host: OnceLock::new(),
        }
    }

    /// Stored entries of the factors.
    pub fn nnz(&self) -> Result<usize> {
        self.main.lu_nnz()
    }

    /// The canonical CSC matrix on the host (values read back).
    fn host_csc(&self) -> Result<Cs<T>> {
        let s = &self.structure;
        Ok(Cs {
            major: s.n,
            minor: s.n,
            indptr: s.indptr.clone(),
            indices: s.indices.clone(),
            data: self.main.values().to_vec()?,
        }
        .transpose())
    }

    /// The host LU (SciPy's factors, `spec` ordering) of the factored matrix, made once.
    pub fn host_lu(&self, spec: numeric::PermcSpec) -> Result<Arc<LuParts<T>>> {
        self.host
            .get_or_init(|| {
                self.host_csc()
                    .and_then(|a| numeric::lu(&a, spec))
                    .map(Arc::new)
                    .map_err(|e| e.to_string())
            })
            .clone()
            .map_err(|reason| Error::InvalidArgument {
                op: "splu",
                reason: format!("host factorisation of the cuDSS-factored matrix failed: {reason}"),
            })
    }

    /// The canonical values for the caller's new values `v` (in the caller's entry order).
    pub fn canonical_values(&self, v: &Array<T>) -> Result<Array<T>> {
        let s = &self.structure;
        let dev = v.device();
        if s.bijective {
            return match &s.gather {
                None => v.to_contiguous(),
                Some(g) => v.take(g, None),
            };
        }
        let host = v.to_vec()?;
        let mut out = vec![T::zero(); s.indices.len()];
        for (e, &slot) in s.map.iter().enumerate() {
            out[slot] += host[e];
        }
        Array::from_vec(out, &[s.indices.len()], dev)
    }

    /// Refactors in place with canonical `values` (the analysis is reused); `false` when the
    /// new factorisation is not usable (not positive definite, perturbed pivots).
    /// The factorisation is unchanged when the new one is not usable.
    pub fn refactor_in_place(&mut self, values: Array<T>) -> Result<bool> {
        // A row or column without a non-zero value makes the matrix exactly singular. cuDSS
        // 1.0's numeric phase over a reused analysis was seen to report neither INFO nor
        // perturbed pivots for an all-zero matrix (H200, session 15), so such values go to the
        // fresh path (and from there to the host LU, which reports SciPy's error).
        if self.has_empty_line(&values.to_vec()?) {
            return Ok(false);
        }
        let old = self.main.values().clone();
        if !self.main.refactor(values)?.ok() {
            // Restore the factors of the previous values.
            self.main.refactor(old)?;
            return Ok(false);
        }
        self.trans = Mutex::new(TransState::NotBuilt);
        self.host = OnceLock::new();
        Ok(true)
    }

    /// Whether a row or a column of the structure holds only zeros among canonical `values`.
    fn has_empty_line(&self, values: &[T]) -> bool {
        let s = &self.structure;
        let mut col = vec![false; s.n];
        for i in 0..s.n {
            let mut any = false;
            for k in s.indptr[i]..s.indptr[i + 1] {
                if values[k].abs_f64() != 0.0 {
                    any = true;
                    col[s.indices[k]] = true;
                }
            }
            if !any {
                return true;
            }
        }
        col.iter().any(|&c| !c)
    }

    /// A fresh analysis and factorisation of canonical `values` over the same structure (SPD /
    /// HPD first when the values allow it).
    pub fn refactor_fresh(&self, values: Array<T>) -> Result<Tried<T>> {
        let s = &self.structure;
        let host = values.to_vec()?;
        // Exactly singular (an empty row or column): the host LU reports it as SciPy does; cuDSS
        // 1.0 factored an all-zero matrix without a flag (H200, session 15).
        if self.has_empty_line(&host) {
            return Ok(Tried::UseHost);
        }
        let spd = Canonical {
            n: s.n,
            indptr: s.indptr.clone(),
            indices: s.indices.clone(),
            values: host,
            map: Vec::new(),
        }
        .hermitian_positive_diagonal();
        Self::factor(&self.cuda, s.clone(), values, spd)
    }

    /// Solves `op(A) X = B` for `b` of shape `(n,)` or `(n, k)` on the device.
    pub fn solve(&self, b: &Array<T>, k: usize, trans: Trans) -> Result<Array<T>> {
        let n = self.structure.n;
        let one_d = b.ndim() == 1;
        // Column-major (k, n) right-hand sides.
        let bc = if one_d {
            b.to_contiguous()?.reshape(&[1, n as isize])?
        } else {
            b.transpose()?.to_contiguous()?
        };
        let conj = |a: &Array<T>| -> Result<Array<T>> {
            ufunc::unary(UnaryOp::Conjugate, a)?.into_typed::<T>()
        };
        let xc = match trans {
            Trans::N => self.main.solve(&bc, k)?,
            // Aᵀ = A for a real symmetric factor; Aᴴ = A for a Hermitian one.
            Trans::T | Trans::H if self.hermitian && !T::IS_COMPLEX => self.main.solve(&bc, k)?,
            Trans::H if self.hermitian => self.main.solve(&bc, k)?,
            // Complex Hermitian: Aᵀ = conj(A), so x = conj(A⁻¹ conj(b)).
            Trans::T if self.hermitian => conj(&self.main.solve(&conj(&bc)?, k)?)?,
            Trans::T => match self.transposed()? {
                Some(f) => f.solve(&bc, k)?,
                None => return self.host_solve(b, k, trans),
            },
            Trans::H => match self.transposed()? {
                Some(f) if T::IS_COMPLEX => conj(&f.solve(&conj(&bc)?, k)?)?,
                Some(f) => f.solve(&bc, k)?,
                None => return self.host_solve(b, k, trans),
            },
        };
        if one_d {
            xc.reshape(&[n as isize])
        } else {
            xc.transpose()?.to_contiguous()
        }
    }

    /// `op(A) X = B` with the host LU (`b` read back, `x` uploaded).
    pub fn host_solve(&self, b: &Array<T>, k: usize, trans: Trans) -> Result<Array<T>> {
        let bv = b.to_contiguous()?.to_vec()?;
        let x = self
            .host_lu(numeric::PermcSpec::Colamd)?
            .solve_mat(&bv, k, trans);
        Array::from_vec(x, b.shape(), b.device())
    }

    /// The cuDSS factor of `Aᵀ`, built on first use; `None` when cuDSS perturbed its pivots.
    fn transposed(&self) -> Result<Option<Arc<Factor<T>>>> {
        let mut st = self.trans.lock().unwrap_or_else(|e| e.into_inner());
        match &*st {
            TransState::Device(f) => return Ok(Some(f.clone())),
            TransState::Unusable => return Ok(None),
            TransState::NotBuilt => {}
        }
        let s = &self.structure;
        let n = s.n;
        let nnz = s.indices.len();
        // CSR of Aᵀ (= CSC of A), and tslot → slot of A.
        let mut tptr = vec![0usize; n + 1];
        for &j in &s.indices {
            tptr[j + 1] += 1;
        }
        for i in 0..n {
            tptr[i + 1] += tptr[i];
        }
        let mut next = tptr.clone();
        let mut tind = vec![0usize; nnz];
        let mut perm = vec![0i64; nnz];
        for i in 0..n {
            for slot in s.indptr[i]..s.indptr[i + 1] {
                let j = s.indices[slot];
                tind[next[j]] = i;
                perm[next[j]] = slot as i64;
                next[j] += 1;
            }
        }
        let dev = self.main.values().device().clone();
        let perm = Array::from_vec(perm, &[nnz], &dev)?;
        let tvals = self.main.values().take(&perm, None)?;
        let (f, o) = Factor::new(
            &self.cuda,
            n,
            i32_array(&tptr, &dev)?,
            i32_array(&tind, &dev)?,
            tvals,
            sys::MTYPE_GENERAL,
        )?;
        if o.ok() {
            let f = Arc::new(f);
            *st = TransState::Device(f.clone());
            Ok(Some(f))
        } else {
            *st = TransState::Unusable;
            Ok(None)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gsci_core::Complex64;

    fn cs<T: Copy>(major: usize, indptr: &[usize], indices: &[usize], data: &[T]) -> Cs<T> {
        Cs {
            major,
            minor: major,
            indptr: indptr.to_vec(),
            indices: indices.to_vec(),
            data: data.to_vec(),
        }
    }

    #[test]
    fn canonical_csr_sorts_sums_duplicates_and_maps_entries() {
        // Rows: 0: (0, 2.0), (2, 1.0), (0, 3.0) [duplicate, unsorted]; 1: (1, 4.0);
        // 2: (1, 5.0), (0, 6.0).
        let raw = cs(
            3,
            &[0, 3, 4, 6],
            &[0, 2, 0, 1, 1, 0],
            &[2.0, 1.0, 3.0, 4.0, 5.0, 6.0],
        );
        let c = Canonical::new(&raw, false);
        assert_eq!(c.indptr, [0, 2, 3, 5]);
        assert_eq!(c.indices, [0, 2, 1, 0, 1]);
        assert_eq!(c.values, [5.0, 1.0, 4.0, 6.0, 5.0]);
        assert_eq!(c.map, [0, 1, 0, 2, 4, 3]);
        // The same matrix read as CSC is its transpose.
        let t = Canonical::new(&raw, true);
        assert_eq!(t.indptr, [0, 2, 4, 5]);
        assert_eq!(t.indices, [0, 2, 1, 2, 0]);
        assert_eq!(t.values, [5.0, 6.0, 4.0, 5.0, 1.0]);
        assert_eq!(t.map, [0, 4, 0, 2, 3, 1]);
        // to_csc: the CSC of the canonical CSR.
        let csc = c.to_csc();
        assert_eq!(csc.indptr, [0, 2, 4, 5]);
        assert_eq!(csc.indices, [0, 2, 1, 2, 0]);
    }

    #[test]
    fn empty_rows_and_the_empty_matrix() {
        let raw = cs(3, &[0, 0, 1, 1], &[2], &[7.0]);
        let c = Canonical::new(&raw, false);
        assert!(c.structurally_singular());
        // Rows all full but column 1 empty.
        let nocol = cs(2, &[0, 1, 2], &[0, 0], &[1.0, 2.0]);
        assert!(Canonical::new(&nocol, false).structurally_singular());
        let full = cs(2, &[0, 1, 2], &[1, 0], &[1.0, 2.0]);
        assert!(!Canonical::new(&full, false).structurally_singular());
        assert_eq!(
            (c.indptr, c.indices, c.values),
            (vec![0, 0, 1, 1], vec![2], vec![7.0])
        );
        let e = Canonical::new(&cs::<f64>(0, &[0], &[], &[]), false);
        assert_eq!((e.n, e.indptr.len(), e.values.len()), (0, 1, 0));
        assert!(e.hermitian_positive_diagonal());
    }

    #[test]
    fn hermitian_positive_diagonal_is_detected_exactly() {
        // [[4, 1], [1, 3]]: symmetric, positive diagonal.
        let s = cs(2, &[0, 2, 4], &[0, 1, 0, 1], &[4.0, 1.0, 1.0, 3.0]);
        assert!(Canonical::new(&s, false).hermitian_positive_diagonal());
        // Not symmetric by one ulp.
        let ns = cs(
            2,
            &[0, 2, 4],
            &[0, 1, 0, 1],
            &[4.0, 1.0, 1.0 + f64::EPSILON, 3.0],
        );
        assert!(!Canonical::new(&ns, false).hermitian_positive_diagonal());
        // A non-positive or missing diagonal entry.
        let neg = cs(2, &[0, 2, 4], &[0, 1, 0, 1], &[-4.0, 1.0, 1.0, 3.0]);
        assert!(!Canonical::new(&neg, false).hermitian_positive_diagonal());
        let missing = cs(2, &[0, 1, 3], &[1, 0, 1], &[1.0, 1.0, 3.0]);
        assert!(!Canonical::new(&missing, false).hermitian_positive_diagonal());
        // One-sided pattern.
        let lower = cs(2, &[0, 1, 3], &[0, 0, 1], &[4.0, 1.0, 3.0]);
        assert!(!Canonical::new(&lower, false).hermitian_positive_diagonal());
        // Complex: Hermitian (conjugate pairs) yes, complex symmetric no, complex diagonal no.
        let z = |re, im| Complex64::new(re, im);
        let h = cs(
            2,
            &[0, 2, 4],
            &[0, 1, 0, 1],
            &[z(4.0, 0.0), z(1.0, 2.0), z(1.0, -2.0), z(3.0, 0.0)],
        );
        assert!(Canonical::new(&h, false).hermitian_positive_diagonal());
        let cs_ = cs(
            2,
            &[0, 2, 4],
            &[0, 1, 0, 1],
            &[z(4.0, 0.0), z(1.0, 2.0), z(1.0, 2.0), z(3.0, 0.0)],
        );
        assert!(!Canonical::new(&cs_, false).hermitian_positive_diagonal());
        let cd = cs(2, &[0, 1, 2], &[0, 1], &[z(4.0, 1.0), z(3.0, 0.0)]);
        assert!(!Canonical::new(&cd, false).hermitian_positive_diagonal());
    }
}
