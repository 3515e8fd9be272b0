//! The orthogonal polynomials of real degree at a complex argument: SciPy 1.17.1's complex
//! loops (`dD->D`, `ddD->D`, `dddD->D` and their float32 twins) of the `eval_*` functions.
//!
//! The CPU twin of `kernels/orthogonal_complex.cuh`. Each is SciPy's `orthogonal_eval.pxd` at a
//! `double complex` argument, step for step: Jacobi, Gegenbauer, Chebyshev and Legendre through
//! `2F1` of a complex argument ([`hyp2f1_c`], xsf's algorithm), Laguerre through `1F1`
//! ([`hyp1f1_c`], specfun's `CHGM`), the prefactors by `binom` and Cephes' `Gamma`. The
//! complex arithmetic is Cython's own (`__Pyx_c_*_double`): a real operand is promoted to
//! `(x, 0)` and multiplied naively (`(ac - bd, ad + bc)`, so `2 * (inf + 0i)` is `inf + NaN i`),
//! and a quotient by a real is taken componentwise.

use num_complex::Complex64 as C;

use super::gamma::binom;
use super::hyp_complex::{cephes_gamma, hyp1f1_c};
use super::hyp2f1_complex::hyp2f1_c;

/// Cython's complex product: `(ac - bd, ad + bc)`.
fn prod(p: C, q: C) -> C {
    C::new(p.re * q.re - p.im * q.im, p.re * q.im + p.im * q.re)
}

/// `r * w` for a real `r`, promoted to `(r, 0)`.
fn rmul(r: f64, w: C) -> C {
    prod(C::new(r, 0.0), w)
}

/// `r - w` for a real `r`, promoted to `(r, 0)`.
fn rsub(r: f64, w: C) -> C {
    C::new(r - w.re, 0.0 - w.im)
}

/// `w - r` for a real `r`, promoted to `(r, 0)`.
fn subr(w: C, r: f64) -> C {
    C::new(w.re - r, w.im - 0.0)
}

/// `w / r` for a real `r` (Cython's quotient by a divisor of zero imaginary part).
fn divr(w: C, r: f64) -> C {
    C::new(w.re / r, w.im / r)
}

/// `2 x - 1`, the shifted polynomials' argument.
fn shift(x: C) -> C {
    subr(rmul(2.0, x), 1.0)
}

/// Jacobi function `P_n^(alpha, beta)(x)` of a real degree at a complex argument.
///
/// Equivalent to `scipy.special.eval_jacobi(n, alpha, beta, x)` for complex `x` (its
/// `dddD->D` loop): `binom(n + alpha, n) 2F1(-n, n + alpha + beta + 1; alpha + 1; (1 - x)/2)`.
///
/// # Errors
/// None: SciPy's `inf` and NaN where `2F1` has a pole or does not converge.
///
/// ```
/// use num_complex::Complex64;
/// let r = gsci_special::scalar::orthogonal_complex::eval_jacobi_c(1.0, 0.5, 1.5, Complex64::new(0.3, 0.2));
/// // P_1 = (alpha + 1) + (alpha + beta + 2) (x - 1) / 2
/// assert!((r.re - (1.5 + 2.0 * (0.3 - 1.0))).abs() < 1e-14 && (r.im - 0.4).abs() < 1e-14);
/// ```
pub fn eval_jacobi_c(n: f64, alpha: f64, beta: f64, x: C) -> C {
    let d = binom(n + alpha, n);
    let a = -n;
    let b = n + alpha + beta + 1.0;
    let c = alpha + 1.0;
    let g = rmul(0.5, rsub(1.0, x));
    rmul(d, hyp2f1_c(a, b, c, g))
}

/// Shifted Jacobi function `G_n^(p, q)(x)` of a real degree at a complex argument.
///
/// Equivalent to `scipy.special.eval_sh_jacobi(n, p, q, x)` for complex `x` (its `dddD->D`
/// loop): `eval_jacobi(n, p - q, q - 1, 2x - 1) / binom(2n + p - 1, n)`.
///
/// # Errors
/// None: as [`eval_jacobi_c`].
///
/// ```
/// use num_complex::Complex64;
/// let r = gsci_special::scalar::orthogonal_complex::eval_sh_jacobi_c(0.0, 2.5, 1.5, Complex64::new(0.3, 0.2));
/// assert_eq!(r, Complex64::new(1.0, 0.0));
/// ```
pub fn eval_sh_jacobi_c(n: f64, p: f64, q: f64, x: C) -> C {
    divr(
        eval_jacobi_c(n, p - q, q - 1.0, shift(x)),
        binom(2.0 * n + p - 1.0, n),
    )
}

/// Gegenbauer function `C_n^(alpha)(x)` of a real degree at a complex argument.
///
/// Equivalent to `scipy.special.eval_gegenbauer(n, alpha, x)` for complex `x` (its `ddD->D`
/// loop): `Gamma(n + 2 alpha) / Gamma(n + 1) / Gamma(2 alpha) 2F1(-n, n + 2 alpha; alpha + 1/2;
/// (1 - x)/2)`.
///
/// # Errors
/// None: SciPy's NaN and `inf` (e.g. NaN at `alpha = 0`, where the Gamma ratio is `inf / inf`).
///
/// ```
/// use num_complex::Complex64;
/// let r = gsci_special::scalar::orthogonal_complex::eval_gegenbauer_c(1.0, 0.7, Complex64::new(0.3, 0.2));
/// // C_1^(alpha)(x) = 2 alpha x
/// assert!((r.re - 0.42).abs() < 1e-14 && (r.im - 0.28).abs() < 1e-14);
/// ```
pub fn eval_gegenbauer_c(n: f64, alpha: f64, x: C) -> C {
    let d = cephes_gamma(n + 2.0 * alpha) / cephes_gamma(1.0 + n) / cephes_gamma(2.0 * alpha);
    let a = -n;
    let b = n + 2.0 * alpha;
    let c = alpha + 0.5;
    let g = divr(rsub(1.0, x), 2.0);
    rmul(d, hyp2f1_c(a, b, c, g))
}

/// Chebyshev function of the first kind `T_n(x)` of a real degree at a complex argument.
///
/// Equivalent to `scipy.special.eval_chebyt(n, x)` for complex `x` (its `dD->D` loop):
/// `2F1(-n, n; 1/2; (1 - x)/2)`.
///
/// # Errors
/// None: as [`eval_jacobi_c`].
///
/// ```
/// use num_complex::Complex64;
/// let x = Complex64::new(0.3, 0.2);
/// let r = gsci_special::scalar::orthogonal_complex::eval_chebyt_c(2.0, x);
/// assert!((r - (2.0 * x * x - 1.0)).norm() < 1e-14);
/// ```
pub fn eval_chebyt_c(n: f64, x: C) -> C {
    let g = rmul(0.5, rsub(1.0, x));
    hyp2f1_c(-n, n, 0.5, g)
}

/// Chebyshev function of the second kind `U_n(x)` of a real degree at a complex argument.
///
/// Equivalent to `scipy.special.eval_chebyu(n, x)` for complex `x` (its `dD->D` loop):
/// `(n + 1) 2F1(-n, n + 2; 3/2; (1 - x)/2)`.
///
/// # Errors
/// None: as [`eval_jacobi_c`].
///
/// ```
/// use num_complex::Complex64;
/// let x = Complex64::new(0.3, 0.2);
/// let r = gsci_special::scalar::orthogonal_complex::eval_chebyu_c(2.0, x);
/// assert!((r - (4.0 * x * x - 1.0)).norm() < 1e-14);
/// ```
pub fn eval_chebyu_c(n: f64, x: C) -> C {
    let d = n + 1.0;
    let g = rmul(0.5, rsub(1.0, x));
    rmul(d, hyp2f1_c(-n, n + 2.0, 1.5, g))
}

/// Chebyshev function `S_n(x) = U_n(x/2)` of a real degree at a complex argument.
///
/// Equivalent to `scipy.special.eval_chebys(n, x)` for complex `x` (its `dD->D` loop).
///
/// # Errors
/// None: as [`eval_jacobi_c`].
///
/// ```
/// use num_complex::Complex64;
/// let x = Complex64::new(0.3, 0.2);
/// let r = gsci_special::scalar::orthogonal_complex::eval_chebys_c(2.0, x);
/// assert!((r - (x * x - 1.0)).norm() < 1e-14);
/// ```
pub fn eval_chebys_c(n: f64, x: C) -> C {
    eval_chebyu_c(n, rmul(0.5, x))
}

/// Chebyshev function `C_n(x) = 2 T_n(x/2)` of a real degree at a complex argument.
///
/// Equivalent to `scipy.special.eval_chebyc(n, x)` for complex `x` (its `dD->D` loop).
///
/// # Errors
/// None: as [`eval_jacobi_c`].
///
/// ```
/// use num_complex::Complex64;
/// let x = Complex64::new(0.3, 0.2);
/// let r = gsci_special::scalar::orthogonal_complex::eval_chebyc_c(2.0, x);
/// assert!((r - (x * x - 2.0)).norm() < 1e-14);
/// ```
pub fn eval_chebyc_c(n: f64, x: C) -> C {
    rmul(2.0, eval_chebyt_c(n, rmul(0.5, x)))
}

/// Shifted Chebyshev function of the first kind `T_n(2x - 1)` at a complex argument.
///
/// Equivalent to `scipy.special.eval_sh_chebyt(n, x)` for complex `x` (its `dD->D` loop).
///
/// # Errors
/// None: as [`eval_jacobi_c`].
///
/// ```
/// use num_complex::Complex64;
/// let x = Complex64::new(0.3, 0.2);
/// let r = gsci_special::scalar::orthogonal_complex::eval_sh_chebyt_c(1.0, x);
/// assert!((r - (2.0 * x - 1.0)).norm() < 1e-14);
/// ```
pub fn eval_sh_chebyt_c(n: f64, x: C) -> C {
    eval_chebyt_c(n, shift(x))
}

/// Shifted Chebyshev function of the second kind `U_n(2x - 1)` at a complex argument.
///
/// Equivalent to `scipy.special.eval_sh_chebyu(n, x)` for complex `x` (its `dD->D` loop).
///
/// # Errors
/// None: as [`eval_jacobi_c`].
///
/// ```
/// use num_complex::Complex64;
/// let x = Complex64::new(0.3, 0.2);
/// let r = gsci_special::scalar::orthogonal_complex::eval_sh_chebyu_c(1.0, x);
/// assert!((r - (4.0 * x - 2.0)).norm() < 1e-14);
/// ```
pub fn eval_sh_chebyu_c(n: f64, x: C) -> C {
    eval_chebyu_c(n, shift(x))
}

/// Legendre function `P_n(x)` of a real degree at a complex argument.
///
/// Equivalent to `scipy.special.eval_legendre(n, x)` for complex `x` (its `dD->D` loop):
/// `2F1(-n, n + 1; 1; (1 - x)/2)`.
///
/// # Errors
/// None: as [`eval_jacobi_c`].
///
/// ```
/// use num_complex::Complex64;
/// let x = Complex64::new(0.3, 0.2);
/// let r = gsci_special::scalar::orthogonal_complex::eval_legendre_c(2.0, x);
/// assert!((r - (1.5 * x * x - 0.5)).norm() < 1e-14);
/// ```
pub fn eval_legendre_c(n: f64, x: C) -> C {
    let g = rmul(0.5, rsub(1.0, x));
    rmul(1.0, hyp2f1_c(-n, n + 1.0, 1.0, g))
}

/// Shifted Legendre function `P_n(2x - 1)` at a complex argument.
///
/// Equivalent to `scipy.special.eval_sh_legendre(n, x)` for complex `x` (its `dD->D` loop).
///
/// # Errors
/// None: as [`eval_jacobi_c`].
///
/// ```
/// use num_complex::Complex64;
/// let x = Complex64::new(0.3, 0.2);
/// let r = gsci_special::scalar::orthogonal_complex::eval_sh_legendre_c(1.0, x);
/// assert!((r - (2.0 * x - 1.0)).norm() < 1e-14);
/// ```
pub fn eval_sh_legendre_c(n: f64, x: C) -> C {
    eval_legendre_c(n, shift(x))
}

/// Generalized Laguerre function `L_n^(alpha)(x)` of a real degree at a complex argument.
///
/// Equivalent to `scipy.special.eval_genlaguerre(n, alpha, x)` for complex `x` (its `ddD->D`
/// loop): `binom(n + alpha, n) 1F1(-n; alpha + 1; x)`.
///
/// # Errors
/// None: `NaN + 0i` for `alpha <= -1` (SciPy's domain error), SciPy's `inf` and NaN elsewhere.
///
/// ```
/// use num_complex::Complex64;
/// let x = Complex64::new(0.3, 0.2);
/// let r = gsci_special::scalar::orthogonal_complex::eval_genlaguerre_c(1.0, 0.5, x);
/// assert!((r - (1.5 - x)).norm() < 1e-14);
/// ```
pub fn eval_genlaguerre_c(n: f64, alpha: f64, x: C) -> C {
    if alpha <= -1.0 {
        return C::new(f64::NAN, 0.0);
    }
    let d = binom(n + alpha, n);
    rmul(d, hyp1f1_c(-n, alpha + 1.0, x))
}

/// Laguerre function `L_n(x)` of a real degree at a complex argument.
///
/// Equivalent to `scipy.special.eval_laguerre(n, x)` for complex `x` (its `dD->D` loop):
/// `eval_genlaguerre(n, 0, x)`.
///
/// # Errors
/// None: as [`eval_genlaguerre_c`].
///
/// ```
/// use num_complex::Complex64;
/// let x = Complex64::new(0.3, 0.2);
/// let r = gsci_special::scalar::orthogonal_complex::eval_laguerre_c(1.0, x);
/// assert!((r - (1.0 - x)).norm() < 1e-14);
/// ```
pub fn eval_laguerre_c(n: f64, x: C) -> C {
    eval_genlaguerre_c(n, 0.0, x)
}
