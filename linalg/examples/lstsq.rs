//! Least squares three ways: `lstsq` (SVD), QR (`qr` + `solve_triangular`) and the normal
//! equations (`cho_factor` + `cho_solve`), fitting a quadratic surface to scattered samples; the
//! three answers are checked against each other and against the exact coefficients.
//!
//! ```text
//! cargo run -p gsci-linalg --example lstsq
//! GSCI_DEVICE=cpu cargo run -p gsci-linalg --example lstsq   # force the CPU backend
//! ```
//!
//! NumPy's twin: `c, res, rank, s = numpy.linalg.lstsq(A, z)` with `A = [1, x, y, xy, x², y²]`.

use std::time::Instant;

use gsci_linalg::{Array, Device, Error, Result};
use gsci_linalg::{
    ChoFactorOptions, QrOptions, SolveTriangularOptions, cho_factor, cho_solve, lstsq, matmul, qr,
    solve_triangular,
};

/// The surface's true coefficients, for the terms [1, x, y, xy, x², y²].
const TRUE: [f64; 6] = [1.5, -0.7, 0.25, 2.0, -1.2, 0.6];
const M: usize = 500;

fn main() -> Result<()> {
    let dev = Device::default();
    println!("device: {dev}");
    let n = TRUE.len();

    // Scattered sample points in [-1, 1]², from a fixed low-discrepancy sequence (no RNG needed).
    let pts: Vec<(f64, f64)> = (0..M)
        .map(|i| {
            let u = (i as f64 * 0.618_033_988_749_894_9).fract();
            let v = (i as f64 * 0.754_877_666_246_692_7 + 0.5).fract();
            (2.0 * u - 1.0, 2.0 * v - 1.0)
        })
        .collect();
    let terms = |(x, y): (f64, f64)| [1.0, x, y, x * y, x * x, y * y];
    let design: Vec<f64> = pts.iter().flat_map(|&p| terms(p)).collect();
    let surface = |p: (f64, f64)| terms(p).iter().zip(TRUE).map(|(t, c)| t * c).sum::<f64>();
    // A deterministic "noise" of amplitude 0.05 (zero mean over the samples, uncorrelated with
    // the terms in practice).
    let noise: Vec<f64> = (0..M)
        .map(|i| 0.05 * (i as f64 * 12.9898).sin() * (i as f64 * 78.233).cos())
        .collect();
    let exact: Vec<f64> = pts.iter().map(|&p| surface(p)).collect();
    let noisy: Vec<f64> = exact.iter().zip(&noise).map(|(z, e)| z + e).collect();

    let a = Array::from_vec(design.clone(), &[M, n], &dev)?;
    println!("A: {M}x{n} design matrix [1, x, y, xy, x^2, y^2]");

    // 1. Exact data: lstsq must recover the coefficients to rounding.
    let fit = lstsq(&a, &Array::from_vec(exact, &[M], &dev)?, None)?;
    let c_exact = fit.x.to_vec()?;
    let err_exact = max_diff(&c_exact, &TRUE);
    println!("exact data: max |c - c_true| = {err_exact:.1e}");

    // 2. Noisy data, three solvers.
    let z = Array::from_vec(noisy.clone(), &[M], &dev)?;
    let t = Instant::now();
    let fit = lstsq(&a, &z, None)?;
    let c_svd = fit.x.to_vec()?;
    println!(
        "lstsq (SVD): {:.2} ms, rank {}, singular values {:.4?}",
        t.elapsed().as_secs_f64() * 1e3,
        fit.rank,
        fit.s.to_vec()?
    );

    let t = Instant::now();
    let f = qr(&a, &QrOptions::default())?;
    let q =
        f.q.ok_or_else(|| fail("qr returned no Q in the reduced mode"))?;
    let qt_z = matmul(&q.transpose()?.to_contiguous()?, &z.reshape(&[-1, 1])?)?;
    let c_qr = solve_triangular(&f.r, &qt_z, &SolveTriangularOptions::default())?.to_vec()?;
    println!(
        "qr + solve_triangular: {:.2} ms",
        t.elapsed().as_secs_f64() * 1e3
    );

    let t = Instant::now();
    let at = a.transpose()?.to_contiguous()?;
    let ata = matmul(&at, &a)?;
    let atz = matmul(&at, &z.reshape(&[-1, 1])?)?;
    let (c, lower) = cho_factor(&ata, &ChoFactorOptions::default())?;
    let c_ne = cho_solve((&c, lower), &atz)?.to_vec()?;
    println!(
        "normal equations (cho_factor + cho_solve): {:.2} ms",
        t.elapsed().as_secs_f64() * 1e3
    );

    println!("  true coefficients {TRUE:.4?}");
    println!("  lstsq             {c_svd:.4?}");
    println!("  qr                {c_qr:.4?}");
    println!("  normal equations  {c_ne:.4?}");

    // Checks: lstsq's `residuals` is |z - A c|², the residual is orthogonal to A's columns, and
    // the three solutions agree.
    let r: Vec<f64> = (0..M)
        .map(|i| noisy[i] - (0..n).map(|j| design[i * n + j] * c_svd[j]).sum::<f64>())
        .collect();
    let rss: f64 = r.iter().map(|v| v * v).sum();
    let residuals = fit.residuals.to_vec()?;
    let atr = (0..n)
        .map(|j| (0..M).map(|i| design[i * n + j] * r[i]).sum::<f64>().abs())
        .fold(0.0, f64::max);
    println!(
        "residual sum of squares {rss:.6} (lstsq's residuals {:.6}); max |A^T r| = {atr:.1e}",
        residuals[0]
    );
    println!(
        "max |c_svd - c_qr| = {:.1e}, max |c_svd - c_normal| = {:.1e}, max |c_svd - c_true| = {:.3}",
        max_diff(&c_svd, &c_qr),
        max_diff(&c_svd, &c_ne),
        max_diff(&c_svd, &TRUE)
    );
    let ok = err_exact < 1e-12
        && fit.rank == n
        && (residuals[0] - rss).abs() < 1e-10 * rss
        && atr < 1e-11
        && max_diff(&c_svd, &c_qr) < 1e-12
        && max_diff(&c_svd, &c_ne) < 1e-10
        && max_diff(&c_svd, &TRUE) < 0.05;
    if !ok {
        return Err(fail("the least-squares solutions disagree"));
    }
    println!("ok: the three solvers agree and recover the surface");
    Ok(())
}

fn max_diff(a: &[f64], b: &[f64]) -> f64 {
    a.iter()
        .zip(b)
        .fold(0.0f64, |m, (p, q)| m.max((p - q).abs()))
}

fn fail(reason: &str) -> Error {
    Error::InvalidArgument {
        op: "examples/lstsq",
        reason: reason.to_string(),
    }
}
