//! Matrix Market (`.mtx`) coordinate files: read into and write from [`CooMatrix`].

use crate::CooMatrix;
use crate::scalar::{SparseIndex, SparseScalar};
use gsci_core::{Device, Error, Result};
use std::io::{BufRead, BufReader, BufWriter, Write};
use std::path::Path;

/// The symmetry of a Matrix Market file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Symmetry {
    /// Every entry is stored.
    General,
    /// `a[i, j] == a[j, i]`; the lower triangle is stored.
    Symmetric,
    /// `a[i, j] == -a[j, i]`; the strict lower triangle is stored.
    SkewSymmetric,
    /// `a[i, j] == conj(a[j, i])`; the lower triangle is stored.
    Hermitian,
}

impl Symmetry {
    fn name(self) -> &'static str {
        match self {
            Symmetry::General => "general",
            Symmetry::Symmetric => "symmetric",
            Symmetry::SkewSymmetric => "skew-symmetric",
            Symmetry::Hermitian => "hermitian",
        }
    }
}

fn bad(reason: impl Into<String>) -> Error {
    Error::InvalidArgument {
        op: "mmread",
        reason: reason.into(),
    }
}

/// Reads a Matrix Market coordinate file (fields real, complex, integer or pattern; symmetries
/// general, symmetric, skew-symmetric or hermitian, expanded to every entry).
///
/// Equivalent to `scipy.io.mmread(source)` for coordinate files (a `coo_array`).
///
/// # Errors
/// `Io` if the file cannot be read; `InvalidArgument` for a malformed file, an `array` (dense)
/// file, or a complex file read into a real type.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CooMatrix, mmread};
/// let path = std::env::temp_dir().join("gsci_sparse_mmread_doc.mtx");
/// std::fs::write(&path, "%%MatrixMarket matrix coordinate real symmetric\n2 2 2\n1 1 4.0\n2 1 1.5\n")?;
/// let a: CooMatrix<f64> = mmread(&path, &Device::cpu())?;
/// assert_eq!(a.toarray()?.to_vec()?, vec![4.0, 1.5, 1.5, 0.0]);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn mmread<T: SparseScalar, I: SparseIndex>(
    source: impl AsRef<Path>,
    device: &Device,
) -> Result<CooMatrix<T, I>> {
    let file = std::fs::File::open(source.as_ref())?;
    let mut lines = BufReader::new(file).lines();
    let header = lines.next().ok_or_else(|| bad("empty file"))??;
    let h: Vec<String> = header
        .split_whitespace()
        .map(|s| s.to_lowercase())
        .collect();
    if h.len() != 5 || h[0] != "%%matrixmarket" || h[1] != "matrix" {
        return Err(bad(format!("not a Matrix Market header: {header:?}")));
    }
    if h[2] != "coordinate" {
        return Err(bad(format!(
            "only coordinate (sparse) files are read, this one is {:?}",
            h[2]
        )));
    }
    let field = h[3].as_str();
    if !matches!(field, "real" | "complex" | "integer" | "pattern") {
        return Err(bad(format!("unknown field {field:?}")));
    }
    if field == "complex" && !T::IS_COMPLEX {
        return Err(bad(format!(
            "the file holds complex values; read it as a complex type, not {}",
            T::DTYPE
        )));
    }
    let symmetry = match h[4].as_str() {
        "general" => Symmetry::General,
        "symmetric" => Symmetry::Symmetric,
        "skew-symmetric" => Symmetry::SkewSymmetric,
        "hermitian" => Symmetry::Hermitian,
        s => return Err(bad(format!("unknown symmetry {s:?}"))),
    };
    let mut size: Option<(usize, usize, usize)> = None;
    let (mut r, mut c, mut v) = (Vec::new(), Vec::new(), Vec::new());
    for line in lines {
        let line = line?;
        let t = line.trim();
        if t.is_empty() || t.starts_with('%') {
            continue;
        }
        let tok: Vec<&str> = t.split_whitespace().collect();
        let num = |s: &str| -> Result<f64> {
            s.parse::<f64>()
                .map_err(|_| bad(format!("bad number {s:?} in line {t:?}")))
        };
        let idx = |s: &str| -> Result<usize> {
            s.parse::<usize>()
                .map_err(|_| bad(format!("bad index {s:?} in line {t:?}")))
        };
        let Some((m, n, nnz)) = size else {
            if tok.len() != 3 {
                return Err(bad(format!("bad size line {t:?}")));
            }
            let s = (idx(tok[0])?, idx(tok[1])?, idx(tok[2])?);
            // The size line is the file's claim, not a fact: reserve a bounded amount and let the
            // entries actually read grow the buffers (a line announcing 10^18 entries is an
            // error below, not an allocation abort here).
            let first = s.2.min(1 << 20);
            r.reserve(first);
            c.reserve(first);
            v.reserve(first);
            size = Some(s);
            continue;
        };
        let want = match field {
            "pattern" => 2,
            "complex" => 4,
            _ => 3,
        };
        if tok.len() < want {
            return Err(bad(format!("entry line {t:?} has too few values")));
        }
        let (i, j) = (idx(tok[0])?, idx(tok[1])?);
        if i == 0 || j == 0 || i > m || j > n {
            return Err(bad(format!(
                "entry ({i}, {j}) outside the {m} x {n} matrix"
            )));
        }
        let val = match field {
            "pattern" => T::one(),
            "complex" => T::from_parts(num(tok[2])?, num(tok[3])?),
            _ => T::from_f64(num(tok[2])?),
        };
        r.push(i - 1);
        c.push(j - 1);
        v.push(val);
        if r.len() > nnz {
            return Err(bad(format!(
                "more than the {nnz} entries the size line announces"
            )));
        }
    }
    let (m, n, nnz) = size.ok_or_else(|| bad("missing size line"))?;
    if r.len() != nnz {
        return Err(bad(format!(
            "{} entries, the size line announces {nnz}",
            r.len()
        )));
    }
    if symmetry != Symmetry::General {
        for k in 0..nnz {
            if r[k] != c[k] {
                let val = match symmetry {
                    Symmetry::SkewSymmetric => -v[k],
                    Symmetry::Hermitian => v[k].conj(),
                    _ => v[k],
                };
                r.push(c[k]);
                c.push(r[k]);
                v.push(val);
            }
        }
    }
    CooMatrix::from_triplets(&r, &c, &v, (m, n), device)
}

/// Options of [`mmwrite`].
#[derive(Clone, Debug, Default)]
pub struct MmwriteOptions {
    /// A comment written after the header (each line prefixed with `%`).
    pub comment: String,
    /// The symmetry to write; `None` detects it from the values (SciPy's choice for small matrices).
    pub symmetry: Option<Symmetry>,
}

fn detect_symmetry<T: SparseScalar>(m: usize, n: usize, dense: &[T]) -> Symmetry {
    if m != n || m == 0 {
        return Symmetry::General;
    }
    let all = |f: &dyn Fn(T, T) -> bool| {
        (0..n).all(|i| (0..=i).all(|j| f(dense[i * n + j], dense[j * n + i])))
    };
    if all(&|a, b| a == b) {
        Symmetry::Symmetric
    } else if all(&|a, b| a == -b) {
        Symmetry::SkewSymmetric
    } else if T::IS_COMPLEX && all(&|a, b| a == b.conj()) {
        Symmetry::Hermitian
    } else {
        Symmetry::General
    }
}

/// Writes a sparse matrix as a Matrix Market coordinate file (field real or complex; values in
/// shortest round-trip form). Duplicates are summed first.
///
/// Equivalent to `scipy.io.mmwrite(target, a, comment=..., symmetry=...)`.
///
/// # Errors
/// `Io` if the file cannot be written; `InvalidArgument` if the requested symmetry does not hold.
///
/// ```
/// use gsci_core::Device;
/// use gsci_sparse::{CooMatrix, MmwriteOptions, mmread, mmwrite};
/// let dev = Device::cpu();
/// let a = CooMatrix::<f64>::from_triplets(&[0, 1], &[1, 0], &[2.5, -1.0], (2, 3), &dev)?;
/// let path = std::env::temp_dir().join("gsci_sparse_mmwrite_doc.mtx");
/// mmwrite(&path, &a, &MmwriteOptions::default())?;
/// let b: CooMatrix<f64> = mmread(&path, &dev)?;
/// assert_eq!(b.toarray()?.to_vec()?, a.toarray()?.to_vec()?);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn mmwrite<T: SparseScalar, I: SparseIndex>(
    target: impl AsRef<Path>,
    a: &CooMatrix<T, I>,
    opts: &MmwriteOptions,
) -> Result<()> {
    let (m, n) = a.shape();
    let csr = a.tocsr()?;
    let h = csr.cs.to_host()?;
    let symmetry = match opts.symmetry {
        Some(s) => s,
        None => detect_symmetry(m, n, &h.to_dense()),
    };
    if symmetry != Symmetry::General && detect_symmetry(m, n, &h.to_dense()) != symmetry {
        let holds = {
            let d = h.to_dense();
            m == n
                && (0..n).all(|i| {
                    (0..n).all(|j| {
                        let (x, y) = (d[i * n + j], d[j * n + i]);
                        match symmetry {
                            Symmetry::Symmetric => x == y,
                            Symmetry::SkewSymmetric => x == -y,
                            Symmetry::Hermitian => x == y.conj(),
                            Symmetry::General => true,
                        }
                    })
                })
        };
        if !holds {
            return Err(Error::InvalidArgument {
                op: "mmwrite",
                reason: format!("the matrix is not {}", symmetry.name()),
            });
        }
    }
    let keep = |i: usize, j: usize| match symmetry {
        Symmetry::General => true,
        Symmetry::SkewSymmetric => i > j,
        _ => i >= j,
    };
    let mut entries = Vec::new();
    for i in 0..h.major {
        for p in h.indptr[i]..h.indptr[i + 1] {
            if keep(i, h.indices[p]) {
                entries.push((i, h.indices[p], h.data[p]));
            }
        }
    }
    let field = if T::IS_COMPLEX { "complex" } else { "real" };
    let mut w = BufWriter::new(std::fs::File::create(target.as_ref())?);
    writeln!(
        w,
        "%%MatrixMarket matrix coordinate {field} {}",
        symmetry.name()
    )?;
    for line in opts.comment.lines() {
        writeln!(w, "%{line}")?;
    }
    writeln!(w, "{m} {n} {}", entries.len())?;
    for (i, j, v) in entries {
        if T::IS_COMPLEX {
            writeln!(w, "{} {} {} {}", i + 1, j + 1, v.re_f64(), v.im_f64())?;
        } else {
            writeln!(w, "{} {} {}", i + 1, j + 1, v.re_f64())?;
        }
    }
    w.flush()?;
    Ok(())
}
