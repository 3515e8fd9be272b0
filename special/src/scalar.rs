//! The scalar functions behind every ufunc of this crate: plain `f64` (and `Complex64`) functions,
//! the CPU twins of the CUDA device functions in `kernels/*.cuh` (one algorithm, written twice,
//! with the same coefficient tables). Float32 results are computed in float64 and rounded once,
//! as SciPy's own float32 loops do.

pub mod amos;
pub mod bessel;
pub mod bessel2;
pub mod convenience;
pub mod elliptic;
pub mod error;
pub mod expint;
pub mod gamma;
pub mod hyp2f1_complex;
pub mod hyp_complex;
pub mod hyper;
pub mod hyperu;
pub mod kolmogorov;
pub mod orthogonal;
pub mod orthogonal_complex;
pub mod struve;
pub mod zeta;

/// A coefficient-major table of degree-16 polynomials (coefficient i of row k at `R i + k`, the
/// device's order) by row, the CPU's order.
pub(crate) const fn rows_of<const R: usize, const N: usize>(t: &[f64; N]) -> [[f64; 17]; R] {
    let mut out = [[0.0; 17]; R];
    let mut k = 0;
    while k < R {
        let mut i = 0;
        while i < 17 {
            out[k][i] = t[R * i + k];
            i += 1;
        }
        k += 1;
    }
    out
}

/// A positive normal double x = m 2^e, m in [1, 2), split into the halves of its binade:
/// (e, 1 where m >= 3/2 else 0, m minus its half's centre 1.75 or 1.25), all exact.
pub(crate) fn half_binade(x: f64) -> (i64, usize, f64) {
    let bits = x.to_bits();
    let e = ((bits >> 52) & 0x7ff) as i64 - 1023;
    let m = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000);
    let half = usize::from(m >= 1.5);
    (e, half, m - if half == 1 { 1.75 } else { 1.25 })
}

/// A float32 loop over a run of inputs four at a time: `lanes` evaluates four inputs together
/// (their arithmetic interleaved) when `fast` holds for all four, else each of them goes
/// through `one`; the remainder one at a time. `lanes` must give `one`'s values.
#[inline(always)]
pub(crate) fn by_fours(
    x: &[f32],
    out: &mut [f32],
    one: fn(f32) -> f32,
    fast: impl Fn(f32) -> bool,
    lanes: impl Fn([f32; 4]) -> [f32; 4],
) {
    let n = x.len().min(out.len());
    let (xq, xr) = x[..n].split_at(n - n % 4);
    let (oq, or) = out[..n].split_at_mut(n - n % 4);
    for (xs, os) in xq.chunks_exact(4).zip(oq.chunks_exact_mut(4)) {
        let xs = [xs[0], xs[1], xs[2], xs[3]];
        if xs.iter().all(|v| fast(*v)) {
            os.copy_from_slice(&lanes(xs));
        } else {
            for (o, v) in os.iter_mut().zip(xs) {
                *o = one(v);
            }
        }
    }
    for (o, v) in or.iter_mut().zip(xr) {
        *o = one(*v);
    }
}
