//! [`DistCsrMatrix`]: a square CSR matrix split by rows over the ranks of a [`Communicator`],
//! with the halo (the remote columns each rank's rows touch) found once at construction, and
//! the distributed product `A @ x` with the halo exchange overlapped with the local product.

use crate::{Array, Communicator, Error, ReduceOp, Result};
use gsci_sparse::{CsrMatrix, SparseIndex, SparseScalar};

/// `n` rows split as evenly as possible over `size` ranks: `size + 1` offsets, the first
/// `n % size` ranks one row more.
///
/// Equivalent to `numpy.array_split`'s split points.
///
/// # Errors
/// `InvalidArgument` if `size` is 0.
///
/// ```
/// assert_eq!(gsci_distributed::even_partition(10, 4)?, vec![0, 3, 6, 8, 10]);
/// # Ok::<(), gsci_distributed::Error>(())
/// ```
pub fn even_partition(n: usize, size: usize) -> Result<Vec<usize>> {
    if size == 0 {
        return Err(Error::InvalidArgument {
            op: "even_partition",
            reason: "size must be at least 1, got 0".into(),
        });
    }
    let (q, r) = (n / size, n % size);
    let mut s = vec![0];
    for k in 0..size {
        s.push(s[k] + q + usize::from(k < r));
    }
    Ok(s)
}

/// This rank's block of rows of a square sparse matrix and the plan of its halo exchange.
#[derive(Clone, Debug)]
pub struct DistCsrMatrix<T: SparseScalar> {
    n: usize,
    row_starts: Vec<usize>,
    rank: usize,
    /// The local rows' entries in this rank's own columns (local column numbers).
    own: LocalCsr<T>,
    /// The local rows' entries in remote columns (numbers into the halo).
    halo: LocalCsr<T>,
    /// The halo's global columns, ascending (so grouped by owner).
    halo_cols: Vec<usize>,
    /// `(owner, count)` of the halo, in halo order.
    recv_plan: Vec<(usize, usize)>,
    /// `(rank, local indices)` of this rank's entries that `rank` needs.
    send_plan: Vec<(usize, Vec<usize>)>,
}

#[derive(Clone, Debug)]
struct LocalCsr<T> {
    indptr: Vec<usize>,
    indices: Vec<usize>,
    data: Vec<T>,
}

impl<T: SparseScalar> LocalCsr<T> {
    /// `y += A x` (`y = A x` when `first`), each row summed in stored order.
    fn spmv(&self, x: &[T], y: &mut [T], first: bool) {
        for (i, yi) in y.iter_mut().enumerate() {
            let mut acc = if first { T::zero() } else { *yi };
            for k in self.indptr[i]..self.indptr[i + 1] {
                acc += self.data[k] * x[self.indices[k]];
            }
            *yi = acc;
        }
    }
}

fn check_partition(op: &'static str, row_starts: &[usize], n: usize, size: usize) -> Result<()> {
    let ok = row_starts.len() == size + 1
        && row_starts[0] == 0
        && row_starts[size] == n
        && row_starts.windows(2).all(|w| w[0] <= w[1]);
    if ok {
        Ok(())
    } else {
        Err(Error::InvalidArgument {
            op,
            reason: format!(
                "row_starts must be {} nondecreasing offsets from 0 to {n} (one block per rank), got {row_starts:?}",
                size + 1
            ),
        })
    }
}

/// Every rank learns whether any rank's local check failed, so that none waits for a rank that
/// returned early.
pub(crate) fn agree(comm: &Communicator, op: &'static str, local: Result<()>) -> Result<()> {
    let bad = Array::from_vec(
        vec![if local.is_err() { 1u8 } else { 0 }],
        &[1],
        comm.device(),
    )?;
    let any = comm.all_reduce(&bad, ReduceOp::Max)?.to_vec()?[0];
    local?;
    if any != 0 {
        return Err(Error::InvalidArgument {
            op,
            reason: "another rank's arguments were invalid (it reports which)".into(),
        });
    }
    Ok(())
}

fn host_csr<T: SparseScalar, I: SparseIndex>(
    a: &CsrMatrix<T, I>,
) -> Result<(Vec<usize>, Vec<usize>, Vec<T>)> {
    let indptr = a
        .indptr()
        .to_vec()?
        .into_iter()
        .map(|v| v.to_usize())
        .collect();
    let indices = a
        .indices()
        .to_vec()?
        .into_iter()
        .map(|v| v.to_usize())
        .collect();
    Ok((indptr, indices, a.data().to_vec()?))
}

impl<T: SparseScalar> DistCsrMatrix<T> {
    /// This rank's rows `row_starts[rank]..row_starts[rank + 1]` of the global square matrix
    /// `a` (which every rank holds). Collective: every rank calls it.
    ///
    /// Equivalent to a row-block `scipy.sparse.csr_array` per rank (PETSc's `MatCreateMPIAIJ`).
    ///
    /// # Errors
    /// On every rank: `InvalidShape` for a non-square `a`, `InvalidArgument` for a
    /// `row_starts` that is not `size + 1` nondecreasing offsets from 0 to `n`.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device, DistCsrMatrix, even_partition};
    /// use gsci_sparse::CsrMatrix;
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 0, 1, 1, 2, 2], &[0, 1, 0, 1, 1, 2],
    ///     &[2.0, -1.0, -1.0, 2.0, -1.0, 2.0], (3, 3), &Device::cpu())?;
    /// let y = Communicator::spawn_ranks(2, |c| {
    ///     let parts = even_partition(3, 2)?; // rows [0, 2) and [2, 3)
    ///     let d = DistCsrMatrix::from_global(&c, &a, &parts)?;
    ///     let x = Array::from_vec(vec![1.0; d.local_rows()], &[d.local_rows()], &Device::cpu())?;
    ///     d.dot(&c, &x)?.to_vec()
    /// })?;
    /// assert_eq!(y[0].as_ref().unwrap(), &vec![1.0, 1.0]);
    /// assert_eq!(y[1].as_ref().unwrap(), &vec![1.0]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn from_global<I: SparseIndex>(
        comm: &Communicator,
        a: &CsrMatrix<T, I>,
        row_starts: &[usize],
    ) -> Result<Self> {
        const OP: &str = "DistCsrMatrix::from_global";
        let (rows, cols) = a.shape();
        let check = if rows != cols {
            Err(Error::InvalidShape {
                op: OP,
                shape: vec![rows, cols],
                reason: "expected a square matrix (x is split like the rows)".into(),
            })
        } else {
            check_partition(OP, row_starts, rows, comm.size())
        };
        agree(comm, OP, check)?;
        let (indptr, indices, data) = host_csr(a)?;
        let (lo, hi) = (row_starts[comm.rank()], row_starts[comm.rank() + 1]);
        let base = indptr[lo];
        let local_ptr: Vec<usize> = indptr[lo..=hi].iter().map(|p| p - base).collect();
        Self::build(
            comm,
            rows,
            row_starts,
            local_ptr,
            &indices[base..indptr[hi]],
            &data[base..indptr[hi]],
        )
    }

    /// This rank's block from its own rows only: `local` holds rows
    /// `row_starts[rank]..row_starts[rank + 1]` of an `n × n` matrix with global column
    /// indices. Collective.
    ///
    /// Equivalent to PETSc's `MatCreateMPIAIJWithArrays` (each rank its own rows).
    ///
    /// # Errors
    /// On every rank: `InvalidArgument` for a bad `row_starts`, `ShapeMismatch` when `local`
    /// is not `(local rows, n)`.
    ///
    /// ```
    /// use gsci_distributed::{Communicator, Device, DistCsrMatrix};
    /// use gsci_sparse::CsrMatrix;
    /// let ok = Communicator::spawn_ranks(2, |c| {
    ///     let r = c.rank();
    ///     // Row r of the 2 × 2 matrix [[2, 1], [1, 2]].
    ///     let row = CsrMatrix::<f64>::from_triplets(&[0, 0], &[0, 1],
    ///         &[if r == 0 { 2.0 } else { 1.0 }, if r == 0 { 1.0 } else { 2.0 }], (1, 2), &Device::cpu())?;
    ///     let d = DistCsrMatrix::from_local_rows(&c, &row, &[0, 1, 2])?;
    ///     Ok::<_, gsci_distributed::Error>(d.halo_columns().to_vec())
    /// })?;
    /// assert_eq!(ok[0].as_ref().unwrap(), &vec![1]);
    /// assert_eq!(ok[1].as_ref().unwrap(), &vec![0]);
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn from_local_rows<I: SparseIndex>(
        comm: &Communicator,
        local: &CsrMatrix<T, I>,
        row_starts: &[usize],
    ) -> Result<Self> {
        const OP: &str = "DistCsrMatrix::from_local_rows";
        let n = row_starts.last().copied().unwrap_or(0);
        let check = check_partition(OP, row_starts, n, comm.size()).and_then(|_| {
            let want = (row_starts[comm.rank() + 1] - row_starts[comm.rank()], n);
            if local.shape() == want {
                Ok(())
            } else {
                Err(Error::ShapeMismatch {
                    op: OP,
                    left: vec![want.0, want.1],
                    right: vec![local.shape().0, local.shape().1],
                })
            }
        });
        agree(comm, OP, check)?;
        let (indptr, indices, data) = host_csr(local)?;
        Self::build(comm, n, row_starts, indptr, &indices, &data)
    }

    fn build(
        comm: &Communicator,
        n: usize,
        row_starts: &[usize],
        indptr: Vec<usize>,
        indices: &[usize],
        data: &[T],
    ) -> Result<Self> {
        let (rank, size) = (comm.rank(), comm.size());
        let (lo, hi) = (row_starts[rank], row_starts[rank + 1]);
        let owner = |c: usize| row_starts.partition_point(|&s| s <= c) - 1;
        let mut halo_cols: Vec<usize> = indices
            .iter()
            .copied()
            .filter(|&c| c < lo || c >= hi)
            .collect();
        halo_cols.sort_unstable();
        halo_cols.dedup();
        let halo_index = |c: usize| halo_cols.binary_search(&c).unwrap_or(0);
        let (mut own, mut halo) = (
            LocalCsr {
                indptr: vec![0],
                indices: vec![],
                data: vec![],
            },
            LocalCsr {
                indptr: vec![0],
                indices: vec![],
                data: vec![],
            },
        );
        for i in 0..indptr.len() - 1 {
            for k in indptr[i]..indptr[i + 1] {
                let c = indices[k];
                if (lo..hi).contains(&c) {
                    own.indices.push(c - lo);
                    own.data.push(data[k]);
                } else {
                    halo.indices.push(halo_index(c));
                    halo.data.push(data[k]);
                }
            }
            own.indptr.push(own.indices.len());
            halo.indptr.push(halo.indices.len());
        }
        // Who needs what: counts by all_to_all, then the column lists.
        let mut recv_plan: Vec<(usize, usize)> = Vec::new();
        for &c in &halo_cols {
            let o = owner(c);
            match recv_plan.last_mut() {
                Some((last, k)) if *last == o => *k += 1,
                _ => recv_plan.push((o, 1)),
            }
        }
        let mut counts = vec![0u64; size];
        recv_plan.iter().for_each(|&(o, k)| counts[o] = k as u64);
        let counts = Array::from_vec(counts, &[size], comm.device())?;
        let wanted = comm.all_to_all(&counts)?.to_vec()?;
        let asks: Vec<(usize, Vec<u64>)> = {
            let mut at = 0;
            recv_plan
                .iter()
                .map(|&(o, k)| {
                    let cols = halo_cols[at..at + k].iter().map(|&c| c as u64).collect();
                    at += k;
                    (o, cols)
                })
                .collect()
        };
        let expect: Vec<(usize, usize)> = wanted
            .iter()
            .enumerate()
            .filter(|(_, k)| **k > 0)
            .map(|(r, &k)| (r, k as usize))
            .collect();
        let (lists, ()) = comm.exchange_v(&asks, &expect, || Ok(()))?;
        let send_plan = expect
            .iter()
            .zip(lists)
            .map(|(&(r, _), cols)| (r, cols.into_iter().map(|c| c as usize - lo).collect()))
            .collect();
        Ok(DistCsrMatrix {
            n,
            row_starts: row_starts.to_vec(),
            rank,
            own,
            halo,
            halo_cols,
            recv_plan,
            send_plan,
        })
    }

    /// The global shape `(n, n)`.
    pub fn shape(&self) -> (usize, usize) {
        (self.n, self.n)
    }

    /// The number of rows this rank owns (the length of its parts of `x` and `b`).
    pub fn local_rows(&self) -> usize {
        self.row_starts[self.rank + 1] - self.row_starts[self.rank]
    }

    /// The partition: rank `r` owns rows `row_starts()[r]..row_starts()[r + 1]`.
    pub fn row_starts(&self) -> &[usize] {
        &self.row_starts
    }

    /// The global columns this rank's rows read from other ranks (its halo), ascending.
    pub fn halo_columns(&self) -> &[usize] {
        &self.halo_cols
    }

    /// `A x` on host vectors: this rank's part of `x` in, its part of `A x` out.
    pub(crate) fn matvec_host(&self, comm: &Communicator, x: &[T]) -> Result<Vec<T>> {
        let sends: Vec<(usize, Vec<T>)> = self
            .send_plan
            .iter()
            .map(|(r, idx)| (*r, idx.iter().map(|&i| x[i]).collect()))
            .collect();
        let mut y = vec![T::zero(); self.local_rows()];
        let (parts, ()) = comm.exchange_v(&sends, &self.recv_plan, || {
            self.own.spmv(x, &mut y, true);
            Ok(())
        })?;
        let halo: Vec<T> = parts.into_iter().flatten().collect();
        self.halo.spmv(&halo, &mut y, false);
        Ok(y)
    }

    /// This rank's part of `A @ x`, given its part of `x` (length [`Self::local_rows`]).
    /// Collective: the halo values travel while the local block's product runs.
    ///
    /// Equivalent to `A @ x` (`scipy.sparse.csr_array.dot`) on the rows this rank owns.
    ///
    /// # Errors
    /// On every rank: `ShapeMismatch` when a rank's `x` does not have its local length.
    ///
    /// ```
    /// use gsci_distributed::{Array, Communicator, Device, DistCsrMatrix};
    /// use gsci_sparse::CsrMatrix;
    /// let a = CsrMatrix::<f64>::from_triplets(&[0, 1, 2], &[2, 0, 1], &[1.0, 2.0, 3.0], (3, 3), &Device::cpu())?;
    /// let out = Communicator::spawn_ranks(3, |c| {
    ///     let d = DistCsrMatrix::from_global(&c, &a, &[0, 1, 2, 3])?;
    ///     let x = Array::from_vec(vec![c.rank() as f64 + 1.0], &[1], &Device::cpu())?;
    ///     d.dot(&c, &x)?.to_vec()
    /// })?;
    /// assert_eq!(out[0].as_ref().unwrap(), &vec![3.0]); // x[2]
    /// assert_eq!(out[2].as_ref().unwrap(), &vec![6.0]); // 3 x[1]
    /// # Ok::<(), gsci_distributed::Error>(())
    /// ```
    pub fn dot(&self, comm: &Communicator, x: &Array<T>) -> Result<Array<T>> {
        let check = if x.shape() == [self.local_rows()] {
            Ok(())
        } else {
            Err(Error::ShapeMismatch {
                op: "DistCsrMatrix::dot",
                left: vec![self.local_rows()],
                right: x.shape().to_vec(),
            })
        };
        agree(comm, "DistCsrMatrix::dot", check)?;
        let y = self.matvec_host(comm, &x.to_vec()?)?;
        Array::from_vec(y, &[self.local_rows()], x.device())
    }
}
