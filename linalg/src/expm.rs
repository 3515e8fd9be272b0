//! The matrix exponential: Al-Mohy & Higham's (2009) scaling and squaring with Padé
//! approximants of order 3, 5, 7, 9 or 13, as `scipy.linalg.expm`.
//!
//! Written over array operations (matrix products, one solve, elementwise sums), so the same code
//! runs on faer (CPU) and on cuBLAS/cuSOLVER (GPU). The order and the number of squarings are
//! chosen per matrix from exact 1-norms of powers of A (the bounds SciPy evaluates), read back to
//! the host: a handful of scalars per matrix.

use crate::lu::solve;
use crate::norms::{NormOrd, matrix_norm};
use crate::products::matmul;
use crate::scalar::LinalgScalar;
use crate::util::square;
use gsci_core::{Array, Element, Result, Scalar, SliceArg, stack, ufunc};

const B3: [f64; 4] = [120., 60., 12., 1.];
const B5: [f64; 6] = [30240., 15120., 3360., 420., 30., 1.];
const B7: [f64; 8] = [
    17297280., 8648640., 1995840., 277200., 25200., 1512., 56., 1.,
];
const B9: [f64; 10] = [
    17643225600.,
    8821612800.,
    2075673600.,
    302702400.,
    30270240.,
    2162160.,
    110880.,
    3960.,
    90.,
    1.,
];
const B13: [f64; 14] = [
    64764752532480000.,
    32382376266240000.,
    7771770303897600.,
    1187353796428800.,
    129060195264000.,
    10559470521600.,
    670442572800.,
    33522128640.,
    1323241920.,
    40840800.,
    960960.,
    16380.,
    182.,
    1.,
];

fn to_f64<R: Element>(x: R) -> f64 {
    match x.to_scalar() {
        Scalar::Float(f) => f,
        Scalar::Complex(re, _) => re,
        Scalar::Int(i) => i as f64,
        Scalar::UInt(u) => u as f64,
        Scalar::Bool(b) => f64::from(u8::from(b)),
    }
}

/// `sum_i c_i X_i` (+ `c_id` I), the linear combinations of the Padé numerators/denominators.
fn combo<T: LinalgScalar>(terms: &[(f64, &Array<T>)], c_id: f64, n: usize) -> Result<Array<T>> {
    let dev = terms[0].1.device();
    let mut acc = Array::<T>::eye(n, None, 0, dev)?;
    acc = (&acc * c_id)?;
    for (c, x) in terms {
        acc = (&acc + &(*x * *c)?)?;
    }
    Ok(acc)
}

/// The exact 1-norm of a matrix, as f64.
fn onenorm<T: LinalgScalar>(x: &Array<T>) -> Result<f64> {
    Ok(to_f64(matrix_norm(x, NormOrd::P(1.0))?.item()?))
}

/// SciPy's `_ell`: extra squarings needed so the backward error bound of order `m` holds, from
/// the exact 1-norm of `|A|^(2m+1)` (`v^T |A|` applied 2m+1 times to the ones vector).
fn ell<T: LinalgScalar>(a: &Array<T>, a_norm: f64, m: u32) -> Result<i32> {
    let p = 2 * m + 1;
    let n = a.shape()[1];
    let abs_a: Array<T::Re> = ufunc::absolute(a)?;
    let mut v = Array::<T::Re>::ones(&[n], a.device())?;
    for _ in 0..p {
        v = matmul(&v, &abs_a)?;
    }
    let norm = v.to_vec()?.into_iter().map(to_f64).fold(0.0, f64::max);
    if norm == 0.0 || a_norm == 0.0 {
        return Ok(0);
    }
    // |c_{2m+1}|^-1 = binomial(2m, m) (2m+1)!
    let mut binom = 1.0f64;
    for i in 0..m {
        binom = binom * f64::from(2 * m - i) / f64::from(i + 1);
    }
    let fact: f64 = (1..=p).map(f64::from).product();
    let alpha = norm / (a_norm * binom * fact);
    let u = 2f64.powi(-53);
    let value = ((alpha / u).log2() / f64::from(2 * m)).ceil();
    Ok(if value.is_finite() && value > 0.0 {
        value as i32
    } else {
        0
    })
}

/// `(P + Q)^-1`-style rational evaluation: `solve(V - U, V + U)`.
fn solve_pq<T: LinalgScalar>(u: &Array<T>, v: &Array<T>) -> Result<Array<T>> {
    let p = (v + u)?;
    let q = (v - u)?;
    solve(&q, &p)
}

/// The exponential of one square matrix (2-D, n >= 1).
fn expm_one<T: LinalgScalar>(a: &Array<T>) -> Result<Array<T>> {
    let n = a.shape()[0];
    if n == 1 {
        return ufunc::exp(a);
    }
    let a_norm = onenorm(a)?;
    if a_norm.is_nan() || a_norm.is_infinite() {
        return Array::full(a.shape(), T::from_f64(f64::NAN), a.device());
    }
    let a2 = matmul(a, a)?;
    let a4 = matmul(&a2, &a2)?;
    let a6 = matmul(&a4, &a2)?;
    let d4 = onenorm(&a4)?.powf(0.25);
    let d6 = onenorm(&a6)?.powf(1.0 / 6.0);
    let eta1 = d4.max(d6);
    if eta1 < 1.495585217958292e-002 && ell(a, a_norm, 3)? == 0 {
        let u = matmul(a, &combo(&[(B3[3], &a2)], B3[1], n)?)?;
        let v = combo(&[(B3[2], &a2)], B3[0], n)?;
        return solve_pq(&u, &v);
    }
    if eta1 < 2.53939833006323e-1 && ell(a, a_norm, 5)? == 0 {
        let u = matmul(a, &combo(&[(B5[5], &a4), (B5[3], &a2)], B5[1], n)?)?;
        let v = combo(&[(B5[4], &a4), (B5[2], &a2)], B5[0], n)?;
        return solve_pq(&u, &v);
    }
    let a8 = matmul(&a4, &a4)?;
    let d8 = onenorm(&a8)?.powf(0.125);
    let eta3 = d6.max(d8);
    if eta3 < 9.504178996162932e-001 && ell(a, a_norm, 7)? == 0 {
        let u = matmul(
            a,
            &combo(&[(B7[7], &a6), (B7[5], &a4), (B7[3], &a2)], B7[1], n)?,
        )?;
        let v = combo(&[(B7[6], &a6), (B7[4], &a4), (B7[2], &a2)], B7[0], n)?;
        return solve_pq(&u, &v);
    }
    if eta3 < 2.097847961257068e+000 && ell(a, a_norm, 9)? == 0 {
        let u = matmul(
            a,
            &combo(
                &[(B9[9], &a8), (B9[7], &a6), (B9[5], &a4), (B9[3], &a2)],
                B9[1],
                n,
            )?,
        )?;
        let v = combo(
            &[(B9[8], &a8), (B9[6], &a6), (B9[4], &a4), (B9[2], &a2)],
            B9[0],
            n,
        )?;
        return solve_pq(&u, &v);
    }
    // Order 13 with scaling: s from the norms, plus the `ell` correction.
    let d10 = onenorm(&matmul(&a4, &a6)?)?.powf(0.1);
    let eta4 = d8.max(d10);
    let eta5 = eta3.min(eta4);
    let theta13 = 4.25f64;
    let s0 = if eta5 == 0.0 {
        0
    } else {
        ((eta5 / theta13).log2().ceil() as i32).max(0)
    };
    let f0 = 2f64.powi(-s0);
    let s = s0 + ell(&(a * f0)?, a_norm * f0, 13)?;
    let scale = |k: i32| 2f64.powi(-k * s);
    let b = (a * scale(1))?;
    let b2 = (&a2 * scale(2))?;
    let b4 = (&a4 * scale(4))?;
    let b6 = (&a6 * scale(6))?;
    let u2 = matmul(
        &b6,
        &((&(&(&b6 * B13[13])? + &(&b4 * B13[11])?)? + &(&b2 * B13[9])?)?),
    )?;
    let u = matmul(
        &b,
        &(&u2 + &combo(&[(B13[7], &b6), (B13[5], &b4), (B13[3], &b2)], B13[1], n)?)?,
    )?;
    let v2 = matmul(
        &b6,
        &((&(&(&b6 * B13[12])? + &(&b4 * B13[10])?)? + &(&b2 * B13[8])?)?),
    )?;
    let v = (&v2 + &combo(&[(B13[6], &b6), (B13[4], &b4), (B13[2], &b2)], B13[0], n)?)?;
    let mut x = solve_pq(&u, &v)?;
    for _ in 0..s {
        x = matmul(&x, &x)?;
    }
    Ok(x)
}

/// Matrix exponential, batched over leading dimensions.
///
/// Equivalent to `scipy.linalg.expm`.
///
/// Al-Mohy & Higham (2009): the Padé order (3, 5, 7, 9 or 13) and the number of squarings are
/// chosen for each matrix from exact 1-norms of its powers, with SciPy's double-precision bounds
/// (also for f32/Complex32, which then carry more accuracy than they need). A matrix with a NaN
/// or infinite entry gives a matrix of NaN.
///
/// # Errors
/// [`Error::InvalidShape`](gsci_core::Error::InvalidShape) unless the last two dimensions are
/// square.
///
/// ```
/// use gsci_core::{Array, Device};
/// let a = Array::from_vec(vec![0.0f64, 1.0, 0.0, 0.0], &[2, 2], &Device::cpu())?;
/// let e = gsci_linalg::expm(&a)?.to_vec()?;
/// assert!((e[0] - 1.0).abs() < 1e-15 && (e[1] - 1.0).abs() < 1e-15 && e[2].abs() < 1e-15);
/// # Ok::<(), gsci_core::Error>(())
/// ```
pub fn expm<T: LinalgScalar>(a: &Array<T>) -> Result<Array<T>> {
    let n = square(a, "expm")?;
    let batch = &a.shape()[..a.ndim() - 2];
    let count: usize = batch.iter().product();
    if count == 0 || n == 0 {
        return Array::zeros(a.shape(), a.device());
    }
    let dims = [count as isize, n as isize, n as isize];
    let flat = if a.is_c_contiguous() {
        a.reshape(&dims)?
    } else {
        a.copy()?.reshape(&dims)?
    };
    let mut outs = Vec::with_capacity(count);
    for i in 0..count {
        let m = flat.slice(&[SliceArg::Index(i as isize)])?;
        outs.push(expm_one(&m)?);
    }
    let refs: Vec<&Array<T>> = outs.iter().collect();
    let r = stack(&refs, 0)?;
    let shape: Vec<isize> = a.shape().iter().map(|&d| d as isize).collect();
    r.reshape(&shape)
}
