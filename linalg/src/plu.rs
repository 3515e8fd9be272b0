//! `scipy.linalg.lu`: the explicit factors `P, L, U` of `A = P L U` (also rectangular), batched.
//!
//! Both backends factor in LAPACK's packed layout (faer's `lu_in_place` on the CPU, cuSOLVER
//! `Xgetrf` on the GPU); L and U are then cut out of the packed factors on the device, and the
//! permutation (a few integers per matrix) is built on the host.

mod cuda;

use crate::lu::cpu_batch;
use crate::scalar::LinalgScalar;
use crate::util::{CpuMatrices, matrix_dims, with_tail};
use faer::dyn_stack::{MemBuffer, MemStack};
use faer::linalg::lu::partial_pivoting::factor::{lu_in_place, lu_in_place_scratch};
use gsci_core::{Array, Backend, Element, Result, SliceArg, take_along_axis};

/// The last-two-axes slice `[rows, cols]` of an array.
pub(crate) fn block<T: Element>(
    x: &Array<T>,
    rows: std::ops::Range<usize>,
    cols: std::ops::Range<usize>,
) -> Result<Array<T>> {
    let mut args = vec![SliceArg::FULL; x.ndim() - 2];
    for r in [rows, cols] {
        args.push(SliceArg::Range {
            start: Some(r.start as isize),
            stop: Some(r.end as isize),
            step: 1,
        });
    }
    x.slice(&args)
}

/// Options of [`lu`] (SciPy's keyword arguments and defaults).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LuOptions {
    /// Return `P L` in [`PLu::l`] (and no permutation) instead of `P` and `L`.
    pub permute_l: bool,
    /// Return the permutation as row indices ([`PLu::perm`], `A = L[perm] U`) instead of the
    /// matrix `P`.
    pub p_indices: bool,
}

/// The factors of [`lu`].
#[derive(Clone)]
pub struct PLu<T: LinalgScalar> {
    /// The permutation matrix `(..., M, M)` (real dtype, as SciPy), unless `p_indices` or
    /// `permute_l`.
    pub p: Option<Array<T::Re>>,
    /// The permutation as row indices `(..., M)` (int32), with `p_indices` (and not `permute_l`).
    pub perm: Option<Array<i32>>,
    /// Unit lower trapezoidal `L` `(..., M, K)`, K = min(M, N) (`P L` with `permute_l`).
    pub l: Array<T>,
    /// Upper trapezoidal `U` `(..., K, N)`.
    pub u: Array<T>,
}

/// Packed factors of one matrix: `rows[i]` is the row of A that ends up in row i of `L U`.
pub(crate) struct Packed<T> {
    pub lu: Vec<T>,
    pub rows: Vec<usize>,
}

/// LU decomposition with partial pivoting, `A = P L U`, batched.
///
/// Equivalent to `scipy.linalg.lu`.
///
/// A singular matrix is factored (U has a zero on its diagonal) without error, as in SciPy.
///
/// # Errors
/// [`gsci_core::Error::InvalidShape`] below two dimensions.
///
/// ```
/// use gsci_core::{Array, Device};
/// use gsci_linalg::{LuOptions, lu, matmul};
/// let a = Array::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3], &Device::cpu())?;
/// let f = lu(&a, &LuOptions::default())?;
/// let p = f.p.unwrap();
/// assert_eq!(p.to_vec()?, vec![0.0, 1.0, 1.0, 0.0]);
/// let back = matmul(&p, &matmul(&f.l, &f.u)?)?.to_vec()?;
/// assert!(back.iter().zip(a.to_vec()?).all(|(x, y)| (x - y).abs() < 1e-14));
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn lu<T: LinalgScalar>(a: &Array<T>, opts: &LuOptions) -> Result<PLu<T>> {
    const OP: &str = "lu";
    let (batch, m, n) = matrix_dims(a, OP)?;
    let k = m.min(n);
    let count: usize = batch.iter().product();
    let dev = a.device();
    // Packed factors as a row-major (batch, m, n) array and the row order of each matrix.
    let (packed, rows): (Array<T>, Vec<Vec<usize>>) = if count == 0 || k == 0 {
        (
            Array::zeros(&with_tail(&batch, &[m, n]), dev)?,
            vec![(0..m).collect(); count],
        )
    } else {
        match dev.backend() {
            Backend::Cpu => {
                let am = CpuMatrices::new(a);
                let parts = cpu_batch(count, m * n * k, |i, par| {
                    let mut f = am.mat(i).to_owned();
                    let mut perm = vec![0usize; m];
                    let mut perm_inv = vec![0usize; m];
                    let mut mem = MemBuffer::new(lu_in_place_scratch::<usize, T>(
                        m,
                        n,
                        par,
                        Default::default(),
                    ));
                    lu_in_place(
                        f.as_mut(),
                        &mut perm,
                        &mut perm_inv,
                        par,
                        MemStack::new(&mut mem),
                        Default::default(),
                    );
                    let mut out = vec![T::zero(); m * n];
                    crate::layout::write_row_major(&mut out, f.as_ref());
                    Ok(Packed {
                        lu: out,
                        rows: perm,
                    })
                })?;
                let mut data = Vec::with_capacity(count * m * n);
                let mut rows = Vec::with_capacity(count);
                for p in parts {
                    data.extend(p.lu);
                    rows.push(p.rows);
                }
                (
                    Array::from_vec(data, &with_tail(&batch, &[m, n]), dev)?,
                    rows,
                )
            }
            Backend::Cuda(c) => cuda::packed(c, a, m, n, count)?,
        }
    };
    let cut = |r: std::ops::Range<usize>, c: std::ops::Range<usize>| -> Result<Array<T>> {
        block(&packed, r, c)
    };
    let l = (&Array::tril(&cut(0..m, 0..k)?, -1)? + &Array::<T>::eye(m, Some(k), 0, dev)?)?;
    let u = Array::triu(&cut(0..k, 0..n)?, 0)?;
    // perm[r] = the row of L that is row r of A (A = L[perm] U): the inverse of `rows`.
    let perm: Vec<i32> = rows
        .iter()
        .flat_map(|rw| {
            let mut inv = vec![0i32; m];
            for (i, &r) in rw.iter().enumerate() {
                inv[r] = i as i32;
            }
            inv
        })
        .collect();
    if opts.permute_l {
        let idx: Vec<i64> = perm
            .chunks(m.max(1))
            .flat_map(|p| p.iter().flat_map(|&r| std::iter::repeat_n(r as i64, k)))
            .collect();
        let idx = Array::from_vec(idx, &with_tail(&batch, &[m, k]), dev)?;
        let pl = take_along_axis(&l, &idx, Some(-2))?;
        return Ok(PLu {
            p: None,
            perm: None,
            l: pl,
            u,
        });
    }
    if opts.p_indices {
        return Ok(PLu {
            p: None,
            perm: Some(Array::from_vec(perm, &with_tail(&batch, &[m]), dev)?),
            l,
            u,
        });
    }
    let mut p = vec![<T::Re as Element>::zero(); count * m * m];
    for (b, rw) in rows.iter().enumerate() {
        for (i, &r) in rw.iter().enumerate() {
            p[b * m * m + r * m + i] = <T::Re as Element>::one();
        }
    }
    Ok(PLu {
        p: Some(Array::from_vec(p, &with_tail(&batch, &[m, m]), dev)?),
        perm: None,
        l,
        u,
    })
}
