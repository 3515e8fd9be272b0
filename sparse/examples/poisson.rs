//! A sparse system from a Matrix Market file, solved iteratively (`cg`, with a progress callback
//! and with a Jacobi preconditioner) and directly (`spsolve`); the answers are checked against each
//! other and against SciPy's.
//!
//! ```text
//! cargo run -p gsci-sparse --example poisson                 # the L-shaped membrane shipped here
//! cargo run -p gsci-sparse --example poisson -- other.mtx    # any symmetric positive definite matrix
//! GSCI_DEVICE=cpu cargo run -p gsci-sparse --example poisson # force the CPU backend
//! ```
//!
//! The matrix, `examples/data/lshape_poisson.mtx` (written by `make_lshape.py` beside it), is the
//! 5-point Laplacian of an L-shaped membrane: a 32×32 grid without its upper-right quadrant, 768
//! unknowns. With `b = h²` (a uniform load, `h = 1/33`) the solution is the membrane's deflection.
//! Python's twin:
//!
//! ```text
//! a = scipy.io.mmread("lshape_poisson.mtx").tocsr().astype(float)
//! x, info = scipy.sparse.linalg.cg(a, np.full(768, 1 / 33**2), rtol=1e-10, callback=print_progress)
//! ```

use std::path::PathBuf;
use std::time::Instant;

use gsci_sparse::linalg::{CgOptions, cg, jacobi, spsolve};
use gsci_sparse::{Array, CooMatrix, CsrMatrix, Device, Error, Result, mmread};

/// SciPy 1.17.1's `spsolve` on the shipped matrix with `b = h²`: `max(x)` and `sum(x)`.
const SCIPY_MAX: f64 = 0.03911841726827063;
const SCIPY_SUM: f64 = 15.49029652518621;
/// SciPy's `cg` with `rtol=1e-10` takes 90 iterations on it.
const SCIPY_CG_ITERATIONS: usize = 90;

fn main() -> Result<()> {
    let dev = Device::default();
    println!("device: {dev}");
    let path = matrix_path()?;
    println!("reading {}", path.display());

    let t = Instant::now();
    let coo: CooMatrix<f64> = mmread(&path, &dev)?;
    let a: CsrMatrix<f64> = coo.tocsr()?;
    let (n, m) = a.shape();
    if n != m {
        return Err(fail(format!("the matrix must be square, it is {n}x{m}")));
    }
    println!(
        "A: {n}x{n} CSR, {} nonzeros ({:.1} ms to read and convert)",
        a.nnz(),
        t.elapsed().as_secs_f64() * 1e3
    );

    // The host copy of A, for the callback's residual (the callback receives the iterate x_k,
    // as SciPy's does).
    let indptr: Vec<i64> = a.indptr().astype::<i64>()?.to_vec()?;
    let indices: Vec<i64> = a.indices().astype::<i64>()?.to_vec()?;
    let values = a.data().to_vec()?;
    let h = 1.0 / 33.0;
    let bh = vec![h * h; n];
    let bnorm = norm(&bh);
    let residual = |x: &[f64]| -> f64 {
        let r: Vec<f64> = (0..n)
            .map(|i| {
                let (s, e) = (indptr[i] as usize, indptr[i + 1] as usize);
                bh[i]
                    - (s..e)
                        .map(|k| values[k] * x[indices[k] as usize])
                        .sum::<f64>()
            })
            .collect();
        norm(&r) / bnorm
    };
    let b = Array::from_vec(bh.clone(), &[n], &dev)?;

    // 1. cg with a progress line every 10 iterations.
    let rtol = 1e-10;
    let mut history = Vec::new();
    let t = Instant::now();
    let (x_cg, info) = cg(
        &a,
        &b,
        CgOptions {
            rtol,
            callback: Some(Box::new(|x: &[f64]| {
                let r = residual(x);
                history.push(r);
                if history.len() % 10 == 0 {
                    println!(
                        "  cg iteration {:3}: |b - A x| / |b| = {r:.3e}",
                        history.len()
                    );
                }
            })),
            ..Default::default()
        },
    )?;
    let cg_ms = t.elapsed().as_secs_f64() * 1e3;
    println!(
        "cg: info {info}, {} iterations (SciPy: {SCIPY_CG_ITERATIONS}), relative residual {:.2e} \
         ({cg_ms:.1} ms, with the callback)",
        history.len(),
        history.last().copied().unwrap_or(1.0)
    );
    if info != 0 {
        return Err(fail(format!("cg did not converge (info {info})")));
    }

    // 2. cg preconditioned with Jacobi (diag(A)^-1): here the diagonal is constant, so the
    //    iteration count must stay the same -- a check that M is applied consistently.
    let mut pcg_iterations = 0usize;
    let mj = jacobi(&a)?;
    let (x_pcg, info) = cg(
        &a,
        &b,
        CgOptions {
            rtol,
            m: Some(&mj),
            callback: Some(Box::new(|_: &[f64]| pcg_iterations += 1)),
            ..Default::default()
        },
    )?;
    println!("cg + jacobi: info {info}, {pcg_iterations} iterations");

    // 3. The direct solver.
    let t = Instant::now();
    let x_sp = spsolve(&a, &b)?;
    println!(
        "spsolve: {:.1} ms, relative residual {:.2e}",
        t.elapsed().as_secs_f64() * 1e3,
        residual(&x_sp.to_vec()?)
    );

    // Checks: the three answers agree, and match SciPy's.
    let (xc, xp, xs) = (x_cg.to_vec()?, x_pcg.to_vec()?, x_sp.to_vec()?);
    let diff = |p: &[f64], q: &[f64]| {
        p.iter()
            .zip(q)
            .fold(0.0f64, |m, (a, b)| m.max((a - b).abs()))
    };
    let xmax = xs.iter().fold(0.0f64, |m, v| m.max(*v));
    let xsum: f64 = xs.iter().sum();
    println!(
        "max |x_cg - x_spsolve| = {:.1e}, max |x_pcg - x_spsolve| = {:.1e}",
        diff(&xc, &xs),
        diff(&xp, &xs)
    );
    println!(
        "deflection: max {xmax:.15} (SciPy {SCIPY_MAX:.15}), sum {xsum:.12} (SciPy {SCIPY_SUM:.12})"
    );
    let shipped = path.ends_with("lshape_poisson.mtx");
    let ok = info == 0
        && pcg_iterations.abs_diff(history.len()) <= 1
        && residual(&xs) < 1e-12
        && diff(&xc, &xs) < 1e-9 * xmax
        && diff(&xp, &xs) < 1e-9 * xmax
        && (!shipped
            || ((xmax - SCIPY_MAX).abs() < 1e-12 * SCIPY_MAX
                && (xsum - SCIPY_SUM).abs() < 1e-12 * SCIPY_SUM
                && history.len().abs_diff(SCIPY_CG_ITERATIONS) <= 1));
    if !ok {
        return Err(fail("the solutions disagree".into()));
    }
    println!("ok: cg, preconditioned cg and spsolve agree (and match SciPy)");
    Ok(())
}

/// The file named on the command line, else the shipped one: beside the current directory (cargo
/// runs examples from where it is called), under the repository root, or where this crate was
/// built.
fn matrix_path() -> Result<PathBuf> {
    if let Some(p) = std::env::args_os().nth(1) {
        return Ok(PathBuf::from(p));
    }
    let name = "lshape_poisson.mtx";
    let candidates = [
        PathBuf::from("examples/data").join(name),
        PathBuf::from("sparse/examples/data").join(name),
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("examples/data")
            .join(name),
    ];
    candidates
        .iter()
        .find(|p| p.is_file())
        .cloned()
        .ok_or_else(|| fail(format!("{name} not found; pass the path of a .mtx file")))
}

fn norm(v: &[f64]) -> f64 {
    v.iter().map(|x| x * x).sum::<f64>().sqrt()
}

fn fail(reason: String) -> Error {
    Error::InvalidArgument {
        op: "examples/poisson",
        reason,
    }
}
