//! Bessel functions as ufuncs on the device: the Wronskian identities of `j0`/`j1`/`y0`/`y1` and
//! of `iv`/`kv` over grids, the zeros of J0 found by a vectorised Newton iteration, a closed form
//! (`iv` of order 1/2), and an integral in one fused kernel (`fuse` with `fusion::j0`) -- each
//! checked.
//!
//! ```text
//! cargo run -p gsci-special --example bessel
//! GSCI_DEVICE=cpu cargo run -p gsci-special --example bessel   # force the CPU backend
//! ```
//!
//! SciPy's twin: `scipy.special.j0(x)`, `iv(2.5, x)`, `scipy.special.jn_zeros(0, 9)`.

use std::f64::consts::PI;

use gsci_special::gsci_core::fusion::{self, Expr, fuse};
use gsci_special::{Array, Device, Error, Result, iv, j0, j1, kv, y0, y1};

/// `scipy.special.jn_zeros(0, 9)` (SciPy 1.17.1).
const J0_ZEROS: [f64; 9] = [
    2.4048255576957724,
    5.520078110286311,
    8.653727912911013,
    11.791534439014281,
    14.930917708487787,
    18.071063967910924,
    21.21163662987926,
    24.352471530749302,
    27.493479132040253,
];

fn main() -> Result<()> {
    let dev = Device::default();
    println!("device: {dev}");

    // 1. A few values, as a table.
    let xs = [0.5, 1.0, 2.5, 10.0, 50.0];
    let x = Array::from_vec(xs.to_vec(), &[xs.len()], &dev)?;
    let cols = [
        j0::<f64>(&x)?.to_vec()?,
        j1::<f64>(&x)?.to_vec()?,
        y0::<f64>(&x)?.to_vec()?,
        y1::<f64>(&x)?.to_vec()?,
    ];
    println!("      x          j0(x)          j1(x)          y0(x)          y1(x)");
    for (i, v) in xs.iter().enumerate() {
        println!(
            "  {v:5.1}  {:>13.10}  {:>13.10}  {:>13.10}  {:>13.10}",
            cols[0][i], cols[1][i], cols[2][i], cols[3][i]
        );
    }

    // 2. Wronskian: J1(x) Y0(x) - J0(x) Y1(x) = 2 / (pi x), on 4000 points of [0.5, 200].
    let n = 4000;
    let grid: Vec<f64> = (0..n)
        .map(|i| 0.5 + 199.5 * i as f64 / (n - 1) as f64)
        .collect();
    let x = Array::from_vec(grid.clone(), &[n], &dev)?;
    let w = (&(&j1::<f64>(&x)? * &y0::<f64>(&x)?)? - &(&j0::<f64>(&x)? * &y1::<f64>(&x)?)?)?;
    let wronski = grid
        .iter()
        .zip(w.to_vec()?)
        .map(|(x, w)| (w * PI * x / 2.0 - 1.0).abs())
        .fold(0.0, f64::max);
    println!("J1 Y0 - J0 Y1 = 2/(pi x) on [0.5, 200]: max relative error {wronski:.1e}");

    // 3. I_v(x) K_{v+1}(x) + I_{v+1}(x) K_v(x) = 1/x, for real orders, on [0.1, 50].
    let grid: Vec<f64> = (0..n)
        .map(|i| 0.1 + 49.9 * i as f64 / (n - 1) as f64)
        .collect();
    let x = Array::from_vec(grid.clone(), &[n], &dev)?;
    let mut modified = 0.0f64;
    for v in [0.0, 0.5, 2.5, 10.3] {
        // The order is a weak scalar: it broadcasts against x.
        let s = (&(&iv::<f64>(v, &x)? * &kv::<f64>(v + 1.0, &x)?)?
            + &(&iv::<f64>(v + 1.0, &x)? * &kv::<f64>(v, &x)?)?)?;
        let e = grid
            .iter()
            .zip(s.to_vec()?)
            .map(|(x, s)| (s * x - 1.0).abs())
            .fold(0.0, f64::max);
        println!("I_v K_(v+1) + I_(v+1) K_v = 1/x, v = {v:4}: max relative error {e:.1e}");
        modified = modified.max(e);
    }
    // I_{1/2}(x) = sqrt(2 / (pi x)) sinh(x).
    let half = iv::<f64>(0.5, &x)?.to_vec()?;
    let closed = grid
        .iter()
        .zip(&half)
        .map(|(x, i)| (i / ((2.0 / (PI * x)).sqrt() * x.sinh()) - 1.0).abs())
        .fold(0.0, f64::max);
    println!("iv(0.5, x) = sqrt(2/(pi x)) sinh(x): max relative error {closed:.1e}");

    // 4. Zeros of J0 below 29: sign changes on a grid, then Newton steps x <- x + J0(x)/J1(x)
    //    (J0' = -J1) for all of them at once, as array operations on the device.
    let coarse: Vec<f64> = (0..=290).map(|i| i as f64 * 0.1).collect();
    let vals = j0::<f64>(&Array::from_vec(coarse.clone(), &[coarse.len()], &dev)?)?.to_vec()?;
    let starts: Vec<f64> = (1..coarse.len())
        .filter(|&i| vals[i - 1].signum() != vals[i].signum())
        .map(|i| coarse[i] - 0.05)
        .collect();
    let mut z = Array::from_vec(starts.clone(), &[starts.len()], &dev)?;
    for _ in 0..5 {
        z = (&z + &(&j0::<f64>(&z)? / &j1::<f64>(&z)?)?)?;
    }
    let zeros = z.to_vec()?;
    let zero_err = zeros
        .iter()
        .zip(J0_ZEROS)
        .map(|(a, b)| (a - b).abs() / b)
        .fold(0.0, f64::max);
    println!(
        "zeros of J0 below 29 ({} found, 5 Newton steps): {:.6?}",
        zeros.len(),
        zeros
    );
    println!("  max relative difference from scipy.special.jn_zeros(0, 9): {zero_err:.1e}");

    // 5. One fused kernel: the trapezoid rule for the integral of x J0(x) over [0, 10], whose
    //    value is 10 J1(10) (d/dx [x J1(x)] = x J0(x)).
    let m = 200_001;
    let h = 10.0 / (m - 1) as f64;
    let x = Array::<f64>::linspace(0.0, 10.0, m, true, &dev)?;
    let integrand_sum = fuse(|x: Expr| fusion::sum(x.clone() * gsci_special::fusion::j0(x)))
        .call_typed::<f64>(&[&x])?
        .item()?;
    let end = 10.0 * j0::<f64>(&Array::from_vec(vec![10.0], &[1], &dev)?)?.to_vec()?[0];
    let integral = h * (integrand_sum - 0.5 * end);
    let exact = 10.0 * j1::<f64>(&Array::from_vec(vec![10.0], &[1], &dev)?)?.to_vec()?[0];
    let quad_err = (integral - exact).abs();
    println!(
        "fuse(sum(x * j0(x))), trapezoid with {m} points: {integral:.12} vs 10 J1(10) = {exact:.12} (error {quad_err:.1e})"
    );

    let ok = wronski < 1e-13
        && modified < 1e-13
        && closed < 1e-13
        && zeros.len() == J0_ZEROS.len()
        && zero_err < 1e-15
        && quad_err < 1e-9;
    if !ok {
        return Err(Error::InvalidArgument {
            op: "examples/bessel",
            reason: "an identity does not hold to the expected accuracy".into(),
        });
    }
    println!("ok: Wronskians, closed form, zeros and the fused integral check out");
    Ok(())
}
