//! Scalar orthogonal polynomials: `eval_hermite` and `eval_hermitenorm` (integer degree; SciPy's
//! only loops are `ld->d`).
//!
//! The CPU twins of `kernels/orthogonal.cuh` (`gsci_sp_eval_hermite`, ...): the same algorithm,
//! step for step. No tables.
//!
//! Algorithm: SciPy's (`scipy/special/orthogonal_eval.pxd`): the three-term recurrence of the
//! probabilists' polynomials run from the top degree down, `y1 = x y2 - k y3` for `k = n .. 2`,
//! then `He_n(x) = x y2 - y3`; the physicists' `H_n(x) = He_n(sqrt(2) x) 2^(n/2)`. Overflow
//! ends in `inf - inf = NaN` exactly as in SciPy (`eval_hermite(200, 30) = nan`).

/// Probabilists' (normalized) Hermite polynomial `He_n(x)`.
///
/// Equivalent to `scipy.special.eval_hermitenorm`: NaN for `n < 0` and for NaN `x`.
pub fn eval_hermitenorm(n: i64, x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if n < 0 {
        return f64::NAN;
    }
    if n == 0 {
        return 1.0;
    }
    if n == 1 {
        return x;
    }
    let mut y3 = 0.0;
    let mut y2 = 1.0;
    let mut k = n;
    while k > 1 {
        let y1 = x * y2 - k as f64 * y3;
        y3 = y2;
        y2 = y1;
        k -= 1;
    }
    x * y2 - y3
}

/// Physicists' Hermite polynomial `H_n(x)`.
///
/// Equivalent to `scipy.special.eval_hermite`: NaN for `n < 0` and for NaN `x`.
pub fn eval_hermite(n: i64, x: f64) -> f64 {
    if n < 0 {
        return f64::NAN;
    }
    eval_hermitenorm(n, std::f64::consts::SQRT_2 * x) * 2f64.powf(n as f64 / 2.0)
}
