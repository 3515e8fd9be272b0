//! `scipy.sparse.linalg`'s direct solvers: [`spsolve`], [`splu`] (a [`SuperLU`] object),
//! [`factorized`], [`spsolve_triangular`], and the incomplete factorisations [`spilu`]
//! (threshold ILU), [`ilu0`] and [`ic0`], whose [`SuperLU`] objects serve as preconditioners
//! through [`SuperLU::as_linear_operator`].
//!
//! # What runs where
//! On the CPU, the factorisations run on the host with faer: `spsolve` uses faer's supernodal
//! Cholesky when the matrix is Hermitian with a positive real diagonal (falling back to LU when
//! that fails) and faer's supernodal LU with partial pivoting otherwise (AMD / COLAMD
//! fill-reducing orderings); `splu` uses faer's left-looking (Gilbert–Peierls) LU with partial
//! pivoting after a COLAMD column ordering (SciPy's default `permc_spec`), which gives the
//! explicit `L`, `U`, `perm_r` and `perm_c` SciPy's `SuperLU` exposes.
//!
//! cuDSS is opt-in for now (`GSCI_CUDSS=1`, or its path in `GSCI_CUDSS_LIB`): its first H200
//! run failed on a data query, fixed since but not yet re-run. With it enabled and loaded on a
//! GPU (`libcudss.so.0` or `.so.1` on `LD_LIBRARY_PATH`, or the path in `GSCI_CUDSS_LIB`; see
//! [`cudss_info`]), `spsolve`, `splu`, `factorized` and
//! `eigsh`'s shift-invert factor and solve on the device with cuDSS: the matrix is read once
//! to the host to put it in canonical CSR form (sorted, duplicates summed, i32 indices) and to
//! choose its type, then cuDSS analyses (nested-dissection ordering), factors and solves, and
//! [`SuperLU::refactor`] reuses the analysis for new values of the same pattern. The matrix
//! type is chosen from the data (SciPy has no `assume_a` for sparse solvers, and `permc_spec`
//! orders only the host factorisation): Hermitian (symmetric when real) with a real positive
//! diagonal → SPD / HPD (Cholesky), falling back to general when not positive definite;
//! anything else → general (LDU with cuDSS's pivoting). When cuDSS has to perturb a pivot
//! (`CUDSS_DATA_NPIVOTS > 0`: a singular or nearly singular matrix), its factors are not used
//! and the host LU with partial pivoting solves the system or reports `Singular`, as SciPy.
//!
//! On a GPU without cuDSS, the matrix and right-hand side are read back, the system is factored
//! and solved on the host, and the solution is uploaded: the result lives on the GPU.
//! [`SuperLU::solve`] with explicit factors on a GPU solves a 1-D `b` on the device:
//! permutation gathers and cuSPARSE SpSV triangular solves over the factors, which stay on the
//! GPU; 2-D right-hand sides and `trans='H'` with complex factors are solved on the host.

mod cuda;
#[path = "cudss/mod.rs"]
pub(crate) mod cudss;
mod dss;
mod numeric;

use crate::host::Cs;
use crate::linalg::LinearOperator;
use crate::scalar::{SparseIndex, SparseScalar, indices_to};
use crate::{CscMatrix, CsrMatrix};
use gsci_core::{Array, Backend, Device, Error, Result};
use numeric::LuParts;
pub use numeric::{PermcSpec, Trans};
use std::sync::{Arc, OnceLock};

// The sealing trait carries the crate-private host access; it cannot be named outside the crate.
#[allow(private_interfaces)]
mod sealed {
    use crate::host::Cs;
    use crate::scalar::{SparseIndex, SparseScalar};
    use crate::{CscMatrix, CsrMatrix};
    use gsci_core::Result;

    /// Host access of the accepted matrix types.
    pub trait Sealed<T: SparseScalar> {
        /// Canonical CSC storage on the host (duplicates summed, indices sorted).
        fn host_csc(&self) -> Result<Cs<T>>;
        /// Canonical CSR storage on the host.
        fn host_csr(&self) -> Result<Cs<T>>;
        /// The storage as stored (entry order kept) and whether it is CSC.
        fn host_raw(&self) -> Result<(Cs<T>, bool)>;
        /// The number of stored entries.
        fn stored(&self) -> usize;
    }

    fn canonical<T: SparseScalar>(mut c: Cs<T>) -> Cs<T> {
        c.sum_duplicates();
        c
    }

    impl<T: SparseScalar, I: SparseIndex> Sealed<T> for CsrMatrix<T, I> {
        fn host_csc(&self) -> Result<Cs<T>> {
            Ok(canonical(self.cs.to_host()?.transpose()))
        }
        fn host_csr(&self) -> Result<Cs<T>> {
            Ok(canonical(self.cs.to_host()?))
        }
        fn host_raw(&self) -> Result<(Cs<T>, bool)> {
            Ok((self.cs.to_host()?, false))
        }
        fn stored(&self) -> usize {
            self.cs.nnz()
        }
    }

    impl<T: SparseScalar, I: SparseIndex> Sealed<T> for CscMatrix<T, I> {
        fn host_csc(&self) -> Result<Cs<T>> {
            Ok(canonical(self.cs.to_host()?))
        }
        fn host_csr(&self) -> Result<Cs<T>> {
            Ok(canonical(self.cs.to_host()?.transpose()))
        }
        fn host_raw(&self) -> Result<(Cs<T>, bool)> {
            Ok((self.cs.to_host()?, true))
        }
        fn stored(&self) -> usize {
            self.cs.nnz()
        }
    }
}
use sealed::Sealed;

/// A square sparse matrix the direct solvers accept: [`CsrMatrix`] or [`CscMatrix`]. Sealed.
pub trait DirectInput<T: SparseScalar>: Sealed<T> {
    /// The index type of the matrix (and of the factors built from it).
    type Index: SparseIndex;
    /// `(rows, columns)`.
    fn dims(&self) -> (usize, usize);
    /// The device the matrix lives on.
    fn dev(&self) -> &Device;
}

impl<T: SparseScalar, I: SparseIndex> DirectInput<T> for CsrMatrix<T, I> {
    type Index = I;
    fn dims(&self) -> (usize, usize) {
        self.shape()
    }
    fn dev(&self) -> &Device {
        self.device()
    }
}

impl<T: SparseScalar, I: SparseIndex> DirectInput<T> for CscMatrix<T, I> {
    type Index = I;
    fn dims(&self) -> (usize, usize) {
        self.shape()
    }
    fn dev(&self) -> &Device {
        self.device()
    }
}

fn check_square(op: &'static str, shape: (usize, usize)) -> Result<usize> {
    if shape.0 != shape.1 {
        return Err(Error::InvalidShape {
            op,
            shape: vec![shape.0, shape.1],
            reason: "matrix must be square".into(),
        });
    }
    Ok(shape.0)
}

/// The number of right-hand sides `k` of a `b` of shape `(n,)` (1) or `(n, k)`.
fn rhs_cols<T: SparseScalar>(
    op: &'static str,
    n: usize,
    b: &Array<T>,
    dev: &Device,
) -> Result<usize> {
    crate::compressed::same_device(op, dev, b.device())?;
    Ok(match b.shape() {
        [m] if *m == n => 1,
        [m, k] if *m == n => *k,
        s => {
            return Err(Error::ShapeMismatch {
                op,
                left: vec![n, n],
                right: s.to_vec(),
            });
        }
    })
}

/// The right-hand side as `(k, row-major values on the host)`.
fn rhs<T: SparseScalar>(
    op: &'static str,
    n: usize,
    b: &Array<T>,
    dev: &Device,
) -> Result<(usize, Vec<T>)> {
    let k = rhs_cols(op, n, b, dev)?;
    Ok((k, b.to_contiguous()?.to_vec()?))
}

/// Solves the sparse linear system `A x = b` for a dense `b` of shape `(n,)` or `(n, k)`.
///
/// Equivalent to `scipy.sparse.linalg.spsolve`. As in SciPy, a `b` of shape `(n,)` or `(n, 1)`
/// gives an `x` of shape `(n,)`, and a `b` of shape `(n, k)` an `x` of shape `(n, k)`. On a GPU
/// with cuDSS loaded (see the notes at the top of `sparse/src/direct.rs`), `A` is factored and the system solved on the
/// device; otherwise it runs on the host. The result is on `A`'s device.
///
/// # Errors
/// `InvalidShape` if `A` is not square, `ShapeMismatch` if `b`'s first dimension is not `n`,
/// `DeviceMismatch` if `b` is on another device, `Singular` if `A` is singular, `OutOfMemory`
/// when cuDSS cannot allocate its factors on the device.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::spsolve};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1], &[0, 1, 1], &[2.0, 1.0, 4.0], (2, 2), &dev)?;
/// let x = spsolve(&a, &Array::from_vec(vec![3.0, 4.0], &[2], &dev)?)?;
/// assert_eq!(x.to_vec()?, vec![1.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn spsolve<T: SparseScalar, M: DirectInput<T>>(a: &M, b: &Array<T>) -> Result<Array<T>> {
    let op = "spsolve";
    let n = check_square(op, a.dims())?;
    let k = rhs_cols(op, n, b, a.dev())?;
    let shape: Vec<usize> = if b.ndim() == 1 || k == 1 {
        vec![n]
    } else {
        vec![n, k]
    };
    if let Backend::Cuda(c) = a.dev().backend()
        && n > 0
        && k > 0
        && cudss::lib().is_ok()
    {
        let (raw, csc) = a.host_raw()?;
        let canon = dss::Canonical::new(&raw, csc);
        return match dss::DssLu::try_new(c, &canon, a.dev())? {
            dss::Tried::Factored(lu) => lu
                .solve(b, k, Trans::N)?
                .reshape(&shape.iter().map(|&d| d as isize).collect::<Vec<_>>()),
            dss::Tried::UseHost => {
                let bv = b.to_contiguous()?.to_vec()?;
                Array::from_vec(numeric::solve(&canon.to_csc(), bv, k)?, &shape, a.dev())
            }
        };
    }
    let bv = b.to_contiguous()?.to_vec()?;
    let x = if n == 0 || k == 0 {
        Vec::new()
    } else {
        numeric::solve(&a.host_csc()?, bv, k)?
    };
    Array::from_vec(x, &shape, a.dev())
}

/// Keyword arguments of [`splu`] (SciPy's defaults).
#[derive(Clone, Copy, Debug, Default)]
pub struct SpluOptions {
    /// The fill-reducing column ordering (`permc_spec`, default COLAMD). It orders the host
    /// factorisation; cuDSS (on a GPU) chooses its own ordering (nested dissection).
    pub permc_spec: PermcSpec,
}

/// Explicit factors `Pr A Pc = L U` on the factored matrix's device.
#[derive(Clone)]
struct HostFactors<T: SparseScalar, I: SparseIndex> {
    parts: Arc<LuParts<T>>,
    l: CscMatrix<T, I>,
    u: CscMatrix<T, I>,
    perm_r: Array<I>,
    perm_c: Array<I>,
    /// The permutations as i64 device arrays, for the device solves (GPU factors only).
    gpu: Option<Arc<cuda::DevicePerms>>,
}

impl<T: SparseScalar, I: SparseIndex> HostFactors<T, I> {
    fn new(op: &'static str, parts: Arc<LuParts<T>>, device: &Device) -> Result<Self> {
        let n = parts.perm_r.len();
        Ok(HostFactors {
            l: CscMatrix::from_host(op, parts.l.clone(), device)?,
            u: CscMatrix::from_host(op, parts.u.clone(), device)?,
            perm_r: Array::from_vec(indices_to::<I>(&parts.perm_r, op)?, &[n], device)?,
            perm_c: Array::from_vec(indices_to::<I>(&parts.perm_c, op)?, &[n], device)?,
            gpu: match device.backend() {
                Backend::Cpu => None,
                Backend::Cuda(_) => Some(Arc::new(cuda::DevicePerms::new(
                    &parts.perm_r,
                    &parts.perm_c,
                    device,
                )?)),
            },
            parts,
        })
    }

    /// `n × n` factors without entries and identity permutations (what the accessors of a
    /// cuDSS factorisation give if its explicit host factorisation fails).
    fn empty(n: usize, device: &Device) -> Result<Self> {
        let none = || Cs {
            major: n,
            minor: n,
            indptr: vec![0; n + 1],
            indices: Vec::new(),
            data: Vec::new(),
        };
        let op = "splu";
        let ident: Vec<usize> = (0..n).collect();
        let perm = || Array::from_vec(indices_to::<I>(&ident, op)?, &[n], device);
        Ok(HostFactors {
            l: CscMatrix::from_host(op, none(), device)?,
            u: CscMatrix::from_host(op, none(), device)?,
            perm_r: perm()?,
            perm_c: perm()?,
            gpu: None,
            parts: Arc::new(LuParts {
                l: none(),
                u: none(),
                perm_r: ident.clone(),
                perm_c: ident.clone(),
            }),
        })
    }
}

/// How a [`SuperLU`] holds its factorisation.
#[derive(Clone)]
enum Repr<T: SparseScalar, I: SparseIndex> {
    /// Explicit factors made on the host.
    Host(Box<HostFactors<T, I>>),
    /// A cuDSS factorisation on the GPU; explicit factors are made on the host on demand.
    Cudss {
        lu: Arc<dss::DssLu<T>>,
        lu_nnz: usize,
        factors: Arc<OnceLock<std::result::Result<HostFactors<T, I>, String>>>,
        placeholder: Arc<HostFactors<T, I>>,
    },
}

/// The caller's matrix structure, kept by [`splu`] for [`SuperLU::refactor`].
struct Source {
    raw: Cs<()>,
    csc: bool,
    spec: PermcSpec,
}

/// A sparse LU factorisation `Pr A Pc = L U`, as returned by [`splu`], [`spilu`], [`ilu0`]
/// and [`ic0`].
///
/// Equivalent to `scipy.sparse.linalg.SuperLU`. `L` (unit lower, diagonal stored) and `U`
/// (upper) are CSC matrices on the device of the factored matrix;
/// `Pr = csc((ones, (perm_r, arange(n))))` and `Pc = csc((ones, (arange(n), perm_c)))`.
///
/// A factorisation made by [`splu`] on a GPU with cuDSS loaded is held by cuDSS (see
/// [`SuperLU::backend`]): solves run on the device, and `L`, `U`, `perm_r`, `perm_c` are made
/// by the host LU at their first use. Should that host factorisation fail (it cannot for a
/// matrix cuDSS factored without perturbed pivots, short of host memory),
/// [`SuperLU::try_factors`] returns its error and the accessors give factors without entries.
#[derive(Clone)]
pub struct SuperLU<T: SparseScalar, I: SparseIndex = i32> {
    repr: Repr<T, I>,
    n: usize,
    device: Device,
    source: Option<Arc<Source>>,
}

impl<T: SparseScalar, I: SparseIndex> SuperLU<T, I> {
    fn new(op: &'static str, parts: LuParts<T>, device: &Device) -> Result<Self> {
        let n = parts.perm_r.len();
        Ok(SuperLU {
            repr: Repr::Host(Box::new(HostFactors::new(op, Arc::new(parts), device)?)),
            n,
            device: device.clone(),
            source: None,
        })
    }

    fn from_cudss(lu: Box<dss::DssLu<T>>, device: &Device) -> Result<Self> {
        let n = lu.structure.n;
        Ok(SuperLU {
            repr: Repr::Cudss {
                lu_nnz: lu.nnz()?,
                lu: Arc::from(lu),
                factors: Arc::new(OnceLock::new()),
                placeholder: Arc::new(HostFactors::empty(n, device)?),
            },
            n,
            device: device.clone(),
            source: None,
        })
    }

    /// The explicit factors (made on the host at first use for a cuDSS factorisation).
    fn factors(&self) -> std::result::Result<&HostFactors<T, I>, String> {
        match &self.repr {
            Repr::Host(f) => Ok(f),
            Repr::Cudss { lu, factors, .. } => {
                let spec = self.source.as_ref().map_or(PermcSpec::Colamd, |s| s.spec);
                factors
                    .get_or_init(|| {
                        lu.host_lu(spec)
                            .and_then(|p| HostFactors::new("splu", p, &self.device))
                            .map_err(|e| e.to_string())
                    })
                    .as_ref()
                    .map_err(|e| e.clone())
            }
        }
    }

    fn factors_or_empty(&self) -> &HostFactors<T, I> {
        match (&self.repr, self.factors()) {
            (_, Ok(f)) => f,
            (Repr::Cudss { placeholder, .. }, Err(_)) => placeholder,
            // A host factorisation always has its factors.
            (Repr::Host(f), Err(_)) => f,
        }
    }

    /// Makes the explicit factors `L`, `U`, `perm_r`, `perm_c` now, reporting a failure (they
    /// exist from the start unless the factorisation is held by cuDSS).
    ///
    /// # Errors
    /// The error of the host factorisation of a cuDSS-held factorisation (`Singular`, memory).
    pub fn try_factors(&self) -> Result<()> {
        self.factors()
            .map(|_| ())
            .map_err(|reason| Error::InvalidArgument {
                op: "SuperLU.try_factors",
                reason,
            })
    }

    /// Where the factorisation lives: `"cudss"` (held by cuDSS on the GPU) or `"host"`
    /// (explicit factors made on the host, solves on the factors' device).
    pub fn backend(&self) -> &'static str {
        match self.repr {
            Repr::Host(_) => "host",
            Repr::Cudss { .. } => "cudss",
        }
    }

    /// The shape `(n, n)` of the factored matrix.
    pub fn shape(&self) -> (usize, usize) {
        (self.n, self.n)
    }

    /// The number of stored entries of `L` and `U` (SciPy's `SuperLU.nnz`; for a factorisation
    /// held by cuDSS, the entries of cuDSS's factors).
    pub fn nnz(&self) -> usize {
        match &self.repr {
            Repr::Host(f) => f.parts.nnz(),
            Repr::Cudss { lu_nnz, .. } => *lu_nnz,
        }
    }

    /// The unit lower triangular factor (CSC, diagonal stored).
    pub fn l(&self) -> &CscMatrix<T, I> {
        &self.factors_or_empty().l
    }

    /// The upper triangular factor (CSC).
    pub fn u(&self) -> &CscMatrix<T, I> {
        &self.factors_or_empty().u
    }

    /// The row permutation: row `i` of `A` is row `perm_r[i]` of `Pr A`.
    pub fn perm_r(&self) -> &Array<I> {
        &self.factors_or_empty().perm_r
    }

    /// The column permutation: column `i` of `A` is column `perm_c[i]` of `A Pc`.
    pub fn perm_c(&self) -> &Array<I> {
        &self.factors_or_empty().perm_c
    }

    /// The device the factors live on.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// Solves `op(A) x = b` for `b` of shape `(n,)` or `(n, k)`; `x` has `b`'s shape.
    ///
    /// Equivalent to `scipy.sparse.linalg.SuperLU.solve(b, trans)`. A factorisation held by
    /// cuDSS solves every `b` on the device (`trans='T'`/`'H'` of a general matrix through a
    /// cuDSS factorisation of `Aᵀ`, made at the first such solve). For explicit factors on a GPU
    /// and a 1-D `b`, the solve runs on the device: the permutations as gathers and the two
    /// triangular solves with cuSPARSE's SpSV (analysed at each call). A 2-D `b`, and
    /// `trans='H'` with complex factors, are then solved on the host (`b` read back, `x`
    /// uploaded).
    ///
    /// # Errors
    /// `ShapeMismatch` if `b`'s first dimension is not `n` or `b` has more than 2 dimensions,
    /// `DeviceMismatch` if `b` is on another device.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::{CsrMatrix, linalg::{SpluOptions, Trans, splu}};
    /// let dev = Device::cpu();
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1], &[0, 1, 1], &[2.0, 1.0, 4.0], (2, 2), &dev)?;
    /// let lu = splu(&a, SpluOptions::default())?;
    /// let b = Array::from_vec(vec![3.0, 4.0], &[2], &dev)?;
    /// assert_eq!(lu.solve(&b, Trans::N)?.to_vec()?, vec![1.0, 1.0]);
    /// assert_eq!(lu.solve(&b, Trans::T)?.to_vec()?, vec![1.5, 0.625]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn solve(&self, b: &Array<T>, trans: Trans) -> Result<Array<T>> {
        let op = "SuperLU.solve";
        let n = self.n;
        let k = rhs_cols(op, n, b, &self.device)?;
        let f = match &self.repr {
            Repr::Cudss { lu, .. } => {
                return if n == 0 || k == 0 {
                    b.copy()
                } else {
                    lu.solve(b, k, trans)
                };
            }
            Repr::Host(f) => f,
        };
        if let (Backend::Cuda(c), Some(perms)) = (self.device.backend(), &f.gpu)
            && b.ndim() == 1
            && n > 0
            && !(trans == Trans::H && T::IS_COMPLEX)
        {
            let b = b.to_contiguous()?;
            return cuda::solve(c, &f.l.cs, &f.u.cs, perms, &b, trans != Trans::N);
        }
        let bv = b.to_contiguous()?.to_vec()?;
        let x = if n == 0 || k == 0 {
            bv
        } else {
            f.parts.solve_mat(&bv, k, trans)
        };
        Array::from_vec(x, b.shape(), &self.device)
    }

    /// Factors new values of the same sparsity pattern, reusing the analysis where it can.
    ///
    /// `new_values` holds the stored values of the matrix given to [`splu`], in its storage
    /// order (its `data()` array: the same pattern with other values). A factorisation held
    /// by cuDSS refactors on the device, reusing the reordering and symbolic analysis; explicit
    /// host factors are made again. SciPy's `SuperLU` has no such method (gsci's addition, as
    /// cuDSS's refactorisation phase).
    ///
    /// # Errors
    /// `InvalidArgument` for a factorisation not made by [`splu`]; `ShapeMismatch` if
    /// `new_values` is not 1-D with one value per stored entry; `DeviceMismatch`; `Singular` if
    /// the new matrix is singular (the factorisation is then unchanged).
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::{CsrMatrix, linalg::{SpluOptions, Trans, splu}};
    /// let dev = Device::cpu();
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1], &[0, 1, 1], &[2.0, 1.0, 4.0], (2, 2), &dev)?;
    /// let mut lu = splu(&a, SpluOptions::default())?;
    /// lu.refactor(&Array::from_vec(vec![4.0, 2.0, 8.0], &[3], &dev)?)?;
    /// let x = lu.solve(&Array::from_vec(vec![6.0, 8.0], &[2], &dev)?, Trans::N)?;
    /// assert_eq!(x.to_vec()?, vec![1.0, 1.0]);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn refactor(&mut self, new_values: &Array<T>) -> Result<()> {
        let op = "SuperLU.refactor";
        let source = self.source.clone().ok_or_else(|| Error::InvalidArgument {
            op,
            reason: "only a factorisation made by splu can be refactored".into(),
        })?;
        crate::compressed::same_device(op, &self.device, new_values.device())?;
        let nnz = source.raw.indices.len();
        if new_values.shape() != [nnz] {
            return Err(Error::ShapeMismatch {
                op,
                left: vec![nnz],
                right: new_values.shape().to_vec(),
            });
        }
        if let Repr::Cudss {
            lu,
            lu_nnz,
            factors,
            ..
        } = &mut self.repr
        {
            let values = lu.canonical_values(new_values)?;
            if let Some(me) = Arc::get_mut(lu)
                && me.refactor_in_place(values.clone())?
            {
                *lu_nnz = lu.nnz()?;
                *factors = Arc::new(OnceLock::new());
                return Ok(());
            }
            if let dss::Tried::Factored(fresh) = lu.refactor_fresh(values)? {
                *self = SuperLU {
                    source: Some(source),
                    ..Self::from_cudss(fresh, &self.device)?
                };
                return Ok(());
            }
        }
        // The host LU of the new matrix.
        let raw = Cs {
            major: source.raw.major,
            minor: source.raw.minor,
            indptr: source.raw.indptr.clone(),
            indices: source.raw.indices.clone(),
            data: new_values.to_contiguous()?.to_vec()?,
        };
        let mut csc = if source.csc { raw } else { raw.transpose() };
        csc.sum_duplicates();
        let parts = numeric::lu(&csc, source.spec)?;
        *self = SuperLU {
            source: Some(source),
            ..Self::new("splu", parts, &self.device)?
        };
        Ok(())
    }

    /// The operator `x ↦ A⁻¹ x` (`rmatvec`: `A⁻ᴴ x`), e.g. as the preconditioner `M` of the
    /// iterative solvers.
    ///
    /// Equivalent to `scipy.sparse.linalg.LinearOperator(A.shape, lu.solve)`.
    ///
    /// # Errors
    /// None here; applying it fails as [`SuperLU::solve`] does.
    ///
    /// ```
    /// use gsci_core::{Array, Device};
    /// use gsci_sparse::{CsrMatrix, linalg::{aslinearoperator, ilu0, CgOptions, cg}};
    /// let dev = Device::cpu();
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1], &[0, 1, 0, 1], &[4.0, 1.0, 1.0, 3.0], (2, 2), &dev)?;
    /// let m = ilu0(&a)?;
    /// let m = m.as_linear_operator();
    /// let b = Array::from_vec(vec![1.0, 2.0], &[2], &dev)?;
    /// let (_x, info) = cg(&aslinearoperator(&a), &b, CgOptions { m: Some(&m), ..Default::default() })?;
    /// assert_eq!(info, 0);
    /// # Ok::<(), gsci_core::Error>(())
    /// ```
    pub fn as_linear_operator(&self) -> LinearOperator<'_, T> {
        LinearOperator::new(self.shape(), &self.device, move |x| self.solve(x, Trans::N))
            .with_rmatvec(move |x| self.solve(x, Trans::H))
    }
}

impl<T: SparseScalar, I: SparseIndex> std::fmt::Debug for SuperLU<T, I> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "<SuperLU {}x{} of {} with {} stored factor entries on {:?} ({})>",
            self.shape().0,
            self.shape().1,
            T::DTYPE,
            self.nnz(),
            self.device,
            self.backend()
        )
    }
}

/// The sparse LU factorisation `Pr A Pc = L U` of a square matrix.
///
/// Equivalent to `scipy.sparse.linalg.splu(A, permc_spec)`. On the CPU, and on a GPU without
/// cuDSS, it factors on the host (faer's Gilbert–Peierls LU with partial pivoting, COLAMD
/// ordering by default) and stores the factors on `A`'s device. On a GPU with cuDSS loaded,
/// cuDSS factors `A` on the device (Cholesky for a Hermitian matrix with a positive diagonal
/// that is positive definite, else LU; see the notes at the top of `sparse/src/direct.rs`), and the explicit factors
/// are made on the host only when asked for.
///
/// # Errors
/// `InvalidShape` if `A` is not square, `Singular` if a pivot is exactly zero, `OutOfMemory`
/// when cuDSS cannot allocate its factors on the device.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::{SpluOptions, splu}};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 1, 1], &[1, 0, 1], &[1.0, 2.0, 3.0], (2, 2), &dev)?;
/// let lu = splu(&a, SpluOptions::default())?;
/// assert_eq!(lu.shape(), (2, 2));
/// assert_eq!(lu.l().shape(), (2, 2));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn splu<T: SparseScalar, M: DirectInput<T>>(
    a: &M,
    options: SpluOptions,
) -> Result<SuperLU<T, M::Index>> {
    let op = "splu";
    let n = check_square(op, a.dims())?;
    let (raw, csc) = a.host_raw()?;
    let source = Arc::new(Source {
        raw: Cs {
            major: raw.major,
            minor: raw.minor,
            indptr: raw.indptr.clone(),
            indices: raw.indices.clone(),
            data: vec![(); raw.data.len()],
        },
        csc,
        spec: options.permc_spec,
    });
    let canon = dss::Canonical::new(&raw, csc);
    if let Backend::Cuda(c) = a.dev().backend()
        && n > 0
        && cudss::lib().is_ok()
        && let dss::Tried::Factored(lu) = dss::DssLu::try_new(c, &canon, a.dev())?
    {
        return Ok(SuperLU {
            source: Some(source),
            ..SuperLU::from_cudss(lu, a.dev())?
        });
    }
    let parts = numeric::lu(&canon.to_csc(), options.permc_spec)?;
    Ok(SuperLU {
        source: Some(source),
        ..SuperLU::new(op, parts, a.dev())?
    })
}

/// Whether cuDSS (NVIDIA's sparse direct solver) loads, its version and the file loaded: what
/// the direct solvers use on a GPU.
///
/// Equivalent to the cuDSS line of `cupy.show_config()` (gsci's addition to `gsci::info()`).
///
/// # Errors
/// None: a library that does not load is reported with `loaded: false`.
///
/// ```
/// let info = gsci_sparse::linalg::cudss_info()?;
/// assert_eq!(info.name, "cuDSS");
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn cudss_info() -> Result<gsci_core::info::LibraryInfo> {
    Ok(cudss::info())
}

/// A function solving `A x = b` with `A` factored once.
pub type Solve<T> = Box<dyn Fn(&Array<T>) -> Result<Array<T>> + Send + Sync>;

/// Factors `A` once and returns a function solving `A x = b` for any `b` of shape `(n,)` or
/// `(n, k)`.
///
/// Equivalent to `scipy.sparse.linalg.factorized` (SciPy without scikit-umfpack: `splu(A).solve`).
///
/// # Errors
/// As [`splu`]; the returned function fails as [`SuperLU::solve`] does.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::factorized};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 1], &[2.0, 4.0], (2, 2), &dev)?;
/// let solve = factorized(&a)?;
/// assert_eq!(solve(&Array::from_vec(vec![2.0, 2.0], &[2], &dev)?)?.to_vec()?, vec![1.0, 0.5]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn factorized<T: SparseScalar, M: DirectInput<T>>(a: &M) -> Result<Solve<T>> {
    let lu = splu(a, SpluOptions::default())?;
    Ok(Box::new(move |b| lu.solve(b, Trans::N)))
}

/// Keyword arguments of [`spsolve_triangular`] (SciPy's defaults).
#[derive(Clone, Copy, Debug)]
pub struct SpsolveTriangularOptions {
    /// Whether `A` is lower triangular (default `true`). Entries of the other triangle are
    /// ignored (SciPy requires a triangular `A` and leaves other input undefined).
    pub lower: bool,
    /// Whether the diagonal is taken as all ones (its stored values are ignored).
    pub unit_diagonal: bool,
}

impl Default for SpsolveTriangularOptions {
    fn default() -> Self {
        SpsolveTriangularOptions {
            lower: true,
            unit_diagonal: false,
        }
    }
}

/// Solves `A x = b` for a triangular `A` and a dense `b` of shape `(n,)` or `(n, k)`; `x` has
/// `b`'s shape.
///
/// Equivalent to `scipy.sparse.linalg.spsolve_triangular(A, b, lower, unit_diagonal)`. Runs on
/// the host (substitution over CSC columns); the result is on `A`'s device.
///
/// # Errors
/// `InvalidShape` if `A` is not square, `ShapeMismatch` for a wrong `b`, `Singular` if a
/// diagonal entry is zero (and `unit_diagonal` is false).
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::{SpsolveTriangularOptions, spsolve_triangular}};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 1, 1], &[0, 0, 1], &[2.0, 1.0, 4.0], (2, 2), &dev)?;
/// let x = spsolve_triangular(&a, &Array::from_vec(vec![2.0, 5.0], &[2], &dev)?, Default::default())?;
/// assert_eq!(x.to_vec()?, vec![1.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn spsolve_triangular<T: SparseScalar, M: DirectInput<T>>(
    a: &M,
    b: &Array<T>,
    options: SpsolveTriangularOptions,
) -> Result<Array<T>> {
    let op = "spsolve_triangular";
    let n = check_square(op, a.dims())?;
    if b.ndim() == 0 || b.ndim() > 2 {
        return Err(Error::InvalidShape {
            op,
            shape: b.shape().to_vec(),
            reason: "b must have 1 or 2 dimensions".into(),
        });
    }
    let (k, bv) = rhs(op, n, b, a.dev())?;
    let m = a.host_csc()?;
    if !options.unit_diagonal && numeric::zero_on_diagonal(&m) {
        return Err(Error::Singular { op });
    }
    let mut x = bv;
    if n > 0 && k > 0 {
        let mut col = vec![T::zero(); n];
        for j in 0..k {
            for i in 0..n {
                col[i] = x[i * k + j];
            }
            numeric::tri_csc(&m, &mut col, options.lower, Trans::N, options.unit_diagonal);
            for i in 0..n {
                x[i * k + j] = col[i];
            }
        }
    }
    Array::from_vec(x, b.shape(), a.dev())
}

/// Keyword arguments of [`spilu`] (SciPy's defaults).
#[derive(Clone, Copy, Debug)]
pub struct SpiluOptions {
    /// Drop an entry of row `i` whose modulus is below `drop_tol * ||A[i, :]||_2` (default 1e-4).
    pub drop_tol: f64,
    /// Each of the `L` and `U` parts of a row keeps at most `fill_factor * nnz(A[i, :])` entries
    /// (default 10).
    pub fill_factor: f64,
}

impl Default for SpiluOptions {
    fn default() -> Self {
        SpiluOptions {
            drop_tol: 1e-4,
            fill_factor: 10.0,
        }
    }
}

fn finite_nonneg(op: &'static str, what: &str, v: f64) -> Result<()> {
    if !(v.is_finite() && v >= 0.0) {
        return Err(Error::InvalidArgument {
            op,
            reason: format!("{what} must be finite and non-negative, got {v}"),
        });
    }
    Ok(())
}

/// An incomplete LU factorisation `A ≈ L U` (threshold ILU, no pivoting), for use as a
/// preconditioner.
///
/// Equivalent to `scipy.sparse.linalg.spilu(A, drop_tol, fill_factor)`. SciPy runs SuperLU's
/// ILUTP; this is the classic row-wise ILUT (same dropping rule on row norms, same fill bound per
/// row, natural order, no pivoting: `perm_r = perm_c = arange(n)`), so the factors differ from
/// SciPy's while playing the same role. With `drop_tol = 0` and enough fill it is the exact LU
/// without pivoting. Runs on the host; the factors are stored on `A`'s device.
///
/// # Errors
/// `InvalidShape` if `A` is not square, `InvalidArgument` for a negative or non-finite
/// `drop_tol` / `fill_factor`.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::{SpiluOptions, Trans, spilu}};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1], &[0, 1, 0, 1], &[4.0, 1.0, 2.0, 3.0], (2, 2), &dev)?;
/// let ilu = spilu(&a, SpiluOptions { drop_tol: 0.0, ..Default::default() })?;
/// let x = ilu.solve(&Array::from_vec(vec![5.0, 5.0], &[2], &dev)?, Trans::N)?.to_vec()?;
/// assert!((x[0] - 1.0).abs() < 1e-14 && (x[1] - 1.0).abs() < 1e-14);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn spilu<T: SparseScalar, M: DirectInput<T>>(
    a: &M,
    options: SpiluOptions,
) -> Result<SuperLU<T, M::Index>> {
    let op = "spilu";
    check_square(op, a.dims())?;
    finite_nonneg(op, "drop_tol", options.drop_tol)?;
    finite_nonneg(op, "fill_factor", options.fill_factor)?;
    let parts = numeric::ilut(&a.host_csr()?, options.drop_tol, options.fill_factor)?;
    SuperLU::new(op, parts, a.dev())
}

/// The ILU(0) factorisation: `L U` restricted to the pattern of `A` (no fill, no pivoting).
///
/// Equivalent to the ILU(0) preconditioner of `cupyx.scipy.sparse.linalg` / cuSPARSE
/// `csrilu02` (SciPy has no ILU(0) of its own; `spilu` is its threshold ILU). Runs on the host;
/// the factors are stored on `A`'s device.
///
/// # Errors
/// `InvalidShape` if `A` is not square, `Singular` for a zero or missing pivot.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::ilu0};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1], &[0, 1, 0, 1], &[4.0, 1.0, 2.0, 3.0], (2, 2), &dev)?;
/// // L: two unit diagonal entries and one below; U: the upper triangle.
/// assert_eq!(ilu0(&a)?.nnz(), 6);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn ilu0<T: SparseScalar, M: DirectInput<T>>(a: &M) -> Result<SuperLU<T, M::Index>> {
    let op = "ilu0";
    check_square(op, a.dims())?;
    let parts = numeric::ilu0(&a.host_csr()?)?;
    SuperLU::new(op, parts, a.dev())
}

/// The IC(0) factorisation of a Hermitian positive definite `A`: `A ≈ C Cᴴ` with `C` on the
/// lower pattern of `A`, stored as `L U` with `L = C D⁻¹` (unit) and `U = D Cᴴ`, `D = diag(C)`.
///
/// Equivalent to the incomplete Cholesky preconditioner of cuSPARSE `csric02` (SciPy has none).
/// Only the lower triangle of `A` is read. Runs on the host; the factors are stored on `A`'s
/// device.
///
/// # Errors
/// `InvalidShape` if `A` is not square, `NotPositiveDefinite` when a pivot is not positive.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_sparse::{CsrMatrix, linalg::{Trans, ic0}};
/// let dev = Device::cpu();
/// let a = CsrMatrix::<f64>::from_triplets(&[0, 1], &[0, 1], &[4.0, 9.0], (2, 2), &dev)?;
/// let x = ic0(&a)?.solve(&Array::from_vec(vec![4.0, 9.0], &[2], &dev)?, Trans::N)?;
/// assert_eq!(x.to_vec()?, vec![1.0, 1.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn ic0<T: SparseScalar, M: DirectInput<T>>(a: &M) -> Result<SuperLU<T, M::Index>> {
    let op = "ic0";
    check_square(op, a.dims())?;
    let parts = numeric::ic0(&a.host_csr()?)?;
    SuperLU::new(op, parts, a.dev())
}
