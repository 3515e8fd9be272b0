//! Monte Carlo on the device with NumPy's `Generator`: pi from a million points in the unit
//! square, an integral as the mean of a function of uniform draws (one fused kernel), the moments
//! of normal draws -- each within four standard errors -- and the streams' reproducibility: NumPy's
//! own numbers for the seed, and the same bits on the CPU and on the default device.
//!
//! ```text
//! cargo run -p gsci-random --example monte_carlo
//! GSCI_DEVICE=cpu cargo run -p gsci-random --example monte_carlo   # force the CPU backend
//! ```
//!
//! NumPy's twin: `rng = numpy.random.Generator(numpy.random.Philox(2026)); x = rng.random(n)`.

use std::time::Instant;

use gsci_random::gsci_core::fusion::{self, Expr, fuse};
use gsci_random::gsci_core::reduce::{ReduceOptions, count_nonzero};
use gsci_random::gsci_core::ufunc;
use gsci_random::{Array, Device, Error, Result, default_rng_on};

const SEED: u128 = 2026;
/// `numpy.random.Generator(numpy.random.Philox(2026)).random(4)` (NumPy 2.4.6).
const NUMPY_FIRST: [f64; 4] = [
    0.17174895248729471,
    0.00637712572177529,
    0.774576334588037,
    0.4671660589691675,
];
const N: usize = 1_000_000;
/// The integral of exp(-x²) over [0, 1]: sqrt(pi) erf(1) / 2.
const GAUSS_INTEGRAL: f64 = 0.7468241328124269;

fn main() -> Result<()> {
    let dev = Device::default();
    println!("device: {dev}");
    let mut rng = default_rng_on(SEED, &dev);

    // 0. NumPy's numbers: `random` reads Philox's sequential stream exactly as NumPy does.
    let first = rng.random::<f64>(&[4])?.to_vec()?;
    println!("default_rng_on({SEED}).random(4) = {first:?}");
    let numpy_same = first == NUMPY_FIRST;
    println!("  NumPy's Generator(Philox({SEED})).random(4) gives the same bits: {numpy_same}");

    // 1. pi: the fraction of uniform points of the unit square inside the quarter circle.
    let t = Instant::now();
    let x = rng.random::<f64>(&[N])?;
    let y = rng.random::<f64>(&[N])?;
    let r2 = (&(&x * &x)? + &(&y * &y)?)?;
    let inside: Array<bool> = ufunc::less(&r2, 1.0)?;
    let hits = count_nonzero(&inside, &ReduceOptions::default())?.item()?;
    let pi = 4.0 * hits as f64 / N as f64;
    let pi_se =
        4.0 * (std::f64::consts::FRAC_PI_4 * (1.0 - std::f64::consts::FRAC_PI_4) / N as f64).sqrt();
    println!(
        "pi from {N} points: {pi:.5} (error {:+.5}, standard error {pi_se:.5}; {:.1} ms)",
        pi - std::f64::consts::PI,
        t.elapsed().as_secs_f64() * 1e3
    );

    // 2. The integral of exp(-x²) over [0, 1] as the mean of exp(-u²), in one fused kernel
    //    (elementwise function and sum), and the variance of the estimate from the same draws.
    let t = Instant::now();
    let u = rng.random::<f64>(&[N])?;
    let sum = fuse(|u: Expr| fusion::sum(fusion::exp(u.clone() * u * -1.0)));
    let sum_sq = fuse(|u: Expr| fusion::sum(fusion::exp(u.clone() * u * -2.0)));
    let m1 = sum.call_typed::<f64>(&[&u])?.item()? / N as f64;
    let m2 = sum_sq.call_typed::<f64>(&[&u])?.item()? / N as f64;
    let int_se = ((m2 - m1 * m1) / N as f64).sqrt();
    println!(
        "integral of exp(-x^2) over [0, 1]: {m1:.6} vs sqrt(pi) erf(1) / 2 = {GAUSS_INTEGRAL:.6} \
         (standard error {int_se:.6}; {:.1} ms)",
        t.elapsed().as_secs_f64() * 1e3
    );

    // 3. Normal draws: the sample mean and variance of N(3, 2²).
    let z = rng.normal(3.0, 2.0, &[N])?.to_vec()?;
    let mean = z.iter().sum::<f64>() / N as f64;
    let var = z.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (N - 1) as f64;
    // Standard errors: sigma / sqrt(N) for the mean, sigma² sqrt(2 / (N - 1)) for the variance.
    let (mean_se, var_se) = (2.0 / (N as f64).sqrt(), 4.0 * (2.0 / (N - 1) as f64).sqrt());
    println!(
        "normal(3, 2): sample mean {mean:.5} (se {mean_se:.5}), variance {var:.5} (se {var_se:.5})"
    );

    // 4. The same stream on the CPU: every draw counts its elements from their own counters, so
    //    the CPU and a GPU give the same bits (here, trivially, when the default device is the CPU).
    let mut cpu = default_rng_on(SEED, &Device::cpu());
    let mut here = default_rng_on(SEED, &dev);
    let a = cpu.standard_normal::<f64>(&[1000])?.to_vec()?;
    let b = here.standard_normal::<f64>(&[1000])?.to_vec()?;
    let same_bits = a.iter().zip(&b).all(|(p, q)| p.to_bits() == q.to_bits());
    println!("standard_normal(1000) on the CPU and on {dev}: the same bits: {same_bits}");

    let ok = numpy_same
        && (pi - std::f64::consts::PI).abs() < 4.0 * pi_se
        && (m1 - GAUSS_INTEGRAL).abs() < 4.0 * int_se
        && (mean - 3.0).abs() < 4.0 * mean_se
        && (var - 4.0).abs() < 4.0 * var_se
        && same_bits;
    if !ok {
        return Err(Error::InvalidArgument {
            op: "examples/monte_carlo",
            reason: "an estimate is off by more than four standard errors, or the bits differ"
                .into(),
        });
    }
    println!(
        "ok: every estimate within four standard errors, NumPy's bits, the same stream on both backends"
    );
    Ok(())
}
