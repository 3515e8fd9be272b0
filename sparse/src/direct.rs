//! `scipy.sparse.linalg`'s direct solvers: [`spsolve`], [`splu`] (a [`SuperLU`] object),
//! [`factorized`], [`spsolve_triangular`], and the incomplete factorisations [`spilu`]
//! (threshold ILU), [`ilu0`] and [`ic0`], whose [`SuperLU`] objects serve as preconditioners
//! through [`SuperLU::as_linear_operator`].
//!
//! # What runs where
//! The factorisations run on the host on both backends, with faer: `spsolve` uses faer's
//! supernodal Cholesky when the matrix is Hermitian with a positive real diagonal (falling back
//! to LU when that fails) and faer's supernodal LU with partial pivoting otherwise (AMD /
//! COLAMD fill-reducing orderings); `splu` uses faer's left-looking (Gilbert–Peierls) LU with
//! partial pivoting after a COLAMD column ordering (SciPy's default `permc_spec`), which gives
//! the explicit `L`, `U`, `perm_r` and `perm_c` SciPy's `SuperLU` exposes. For a matrix on a
//! GPU, the matrix and right-hand side are read back, the system is factored and solved on the
//! host, and the solution is uploaded: the result lives on the GPU. This was chosen over
//! cuSOLVER's device `csrlsvqr` / `csrlsvchol` (CuPy's path: about 2 s for Poisson 256² on an
//! H200), which factor without supernodes; a 2-D Poisson matrix of 65 536 unknowns has a
//! supernodal Cholesky factor of a few million entries, a fraction of a second of host work.
//! [`SuperLU::solve`] (and so [`factorized`] and the preconditioners) solves a 1-D `b` on the
//! device: permutation gathers and cuSPARSE SpSV triangular solves over the factors, which stay
//! on the GPU; 2-D right-hand sides and `trans='H'` with complex factors are solved on the host.

mod cuda;
mod numeric;

use crate::linalg::LinearOperator;
use crate::scalar::{SparseIndex, SparseScalar, indices_to};
use crate::{CscMatrix, CsrMatrix};
use gsci_core::{Array, Backend, Device, Error, Result};
use numeric::LuParts;
pub use numeric::{PermcSpec, Trans};
use std::sync::Arc;

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
    }

    impl<T: SparseScalar, I: SparseIndex> Sealed<T> for CscMatrix<T, I> {
        fn host_csc(&self) -> Result<Cs<T>> {
            Ok(canonical(self.cs.to_host()?))
        }
        fn host_csr(&self) -> Result<Cs<T>> {
            Ok(canonical(self.cs.to_host()?.transpose()))
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
/// gives an `x` of shape `(n,)`, and a `b` of shape `(n, k)` an `x` of shape `(n, k)`. Runs on
/// the host (see the [module docs](self)); the result is on `A`'s device.
///
/// # Errors
/// `InvalidShape` if `A` is not square, `ShapeMismatch` if `b`'s first dimension is not `n`,
/// `DeviceMismatch` if `b` is on another device, `Singular` if `A` is singular.
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
    let (k, bv) = rhs(op, n, b, a.dev())?;
    let x = if n == 0 || k == 0 {
        Vec::new()
    } else {
        numeric::solve(&a.host_csc()?, bv, k)?
    };
    let shape: Vec<usize> = if b.ndim() == 1 || k == 1 {
        vec![n]
    } else {
        vec![n, k]
    };
    Array::from_vec(x, &shape, a.dev())
}

/// Keyword arguments of [`splu`] (SciPy's defaults).
#[derive(Clone, Copy, Debug, Default)]
pub struct SpluOptions {
    /// The fill-reducing column ordering (`permc_spec`, default COLAMD).
    pub permc_spec: PermcSpec,
}

/// A sparse LU factorisation `Pr A Pc = L U`, as returned by [`splu`], [`spilu`], [`ilu0`]
/// and [`ic0`].
///
/// Equivalent to `scipy.sparse.linalg.SuperLU`. `L` (unit lower, diagonal stored) and `U`
/// (upper) are CSC matrices on the device of the factored matrix;
/// `Pr = csc((ones, (perm_r, arange(n))))` and `Pc = csc((ones, (arange(n), perm_c)))`.
#[derive(Clone)]
pub struct SuperLU<T: SparseScalar, I: SparseIndex = i32> {
    parts: Arc<LuParts<T>>,
    l: CscMatrix<T, I>,
    u: CscMatrix<T, I>,
    perm_r: Array<I>,
    perm_c: Array<I>,
    device: Device,
    /// The permutations as i64 device arrays, for the device solves (GPU factors only).
    gpu: Option<Arc<cuda::DevicePerms>>,
}

impl<T: SparseScalar, I: SparseIndex> SuperLU<T, I> {
    fn new(op: &'static str, parts: LuParts<T>, device: &Device) -> Result<Self> {
        let n = parts.perm_r.len();
        Ok(SuperLU {
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
            parts: Arc::new(parts),
            device: device.clone(),
        })
    }

    /// The shape `(n, n)` of the factored matrix.
    pub fn shape(&self) -> (usize, usize) {
        let n = self.parts.perm_r.len();
        (n, n)
    }

    /// The number of stored entries of `L` and `U` (SciPy's `SuperLU.nnz`).
    pub fn nnz(&self) -> usize {
        self.parts.nnz()
    }

    /// The unit lower triangular factor (CSC, diagonal stored).
    pub fn l(&self) -> &CscMatrix<T, I> {
        &self.l
    }

    /// The upper triangular factor (CSC).
    pub fn u(&self) -> &CscMatrix<T, I> {
        &self.u
    }

    /// The row permutation: row `i` of `A` is row `perm_r[i]` of `Pr A`.
    pub fn perm_r(&self) -> &Array<I> {
        &self.perm_r
    }

    /// The column permutation: column `i` of `A` is column `perm_c[i]` of `A Pc`.
    pub fn perm_c(&self) -> &Array<I> {
        &self.perm_c
    }

    /// The device the factors live on.
    pub fn device(&self) -> &Device {
        &self.device
    }

    /// Solves `op(A) x = b` for `b` of shape `(n,)` or `(n, k)`; `x` has `b`'s shape.
    ///
    /// Equivalent to `scipy.sparse.linalg.SuperLU.solve(b, trans)`. For factors on a GPU and a
    /// 1-D `b`, the solve runs on the device: the permutations as gathers and the two
    /// triangular solves with cuSPARSE's SpSV (analysed at each call). A 2-D `b`, and `trans='H'`
    /// with complex factors, are solved on the host (`b` read back, `x` uploaded).
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
        let n = self.shape().0;
        let k = rhs_cols(op, n, b, &self.device)?;
        if let (Backend::Cuda(c), Some(perms)) = (self.device.backend(), &self.gpu)
            && b.ndim() == 1
            && n > 0
            && !(trans == Trans::H && T::IS_COMPLEX)
        {
            let b = b.to_contiguous()?;
            return cuda::solve(c, &self.l.cs, &self.u.cs, perms, &b, trans != Trans::N);
        }
        let bv = b.to_contiguous()?.to_vec()?;
        let x = if n == 0 || k == 0 {
            bv
        } else {
            self.parts.solve_mat(&bv, k, trans)
        };
        Array::from_vec(x, b.shape(), &self.device)
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
            "<SuperLU {}x{} of {} with {} stored factor entries on {:?}>",
            self.shape().0,
            self.shape().1,
            T::DTYPE,
            self.nnz(),
            self.device
        )
    }
}

/// The sparse LU factorisation `Pr A Pc = L U` of a square matrix.
///
/// Equivalent to `scipy.sparse.linalg.splu(A, permc_spec)`. Factors on the host (faer's
/// Gilbert–Peierls LU with partial pivoting, COLAMD ordering by default); the factors are
/// stored on `A`'s device.
///
/// # Errors
/// `InvalidShape` if `A` is not square, `Singular` if a pivot is exactly zero.
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
    check_square(op, a.dims())?;
    let parts = numeric::lu(&a.host_csc()?, options.permc_spec)?;
    SuperLU::new(op, parts, a.dev())
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
