//! NumPy's polynomial helpers on host vectors (`numpy.poly`, `numpy.roots`, `numpy.polyval`,
//! `numpy.convolve`), with NumPy's arithmetic order.

use num_complex::Complex64;

use super::invalid;
use crate::{Array, Device, Result};

/// `numpy.convolve(a, b, 'full')` for real vectors.
pub(crate) fn convolve(a: &[f64], b: &[f64]) -> Vec<f64> {
    if a.is_empty() || b.is_empty() {
        return Vec::new();
    }
    let mut out = vec![0.0; a.len() + b.len() - 1];
    for (i, &x) in a.iter().enumerate() {
        for (j, &y) in b.iter().enumerate() {
            out[i + j] += x * y;
        }
    }
    out
}

/// The coefficients (highest power first) of the monic polynomial with these roots, complex.
pub(crate) fn poly_c(roots: &[Complex64]) -> Vec<Complex64> {
    let mut a = vec![Complex64::new(1.0, 0.0)];
    for &r in roots {
        let mut next = vec![Complex64::new(0.0, 0.0); a.len() + 1];
        for i in 0..next.len() {
            let mut s = Complex64::new(0.0, 0.0);
            if i < a.len() {
                s += a[i];
            }
            if i >= 1 {
                s += a[i - 1] * (-r);
            }
            next[i] = s;
        }
        a = next;
    }
    a
}

/// Whether the roots come in conjugate pairs (NumPy's exact test in `numpy.poly`).
pub(crate) fn conjugate_paired(roots: &[Complex64]) -> bool {
    let mut im: Vec<f64> = roots.iter().map(|r| r.im).collect();
    let mut imc: Vec<f64> = roots.iter().map(|r| -r.im).collect();
    im.sort_by(|a, b| a.total_cmp(b));
    imc.sort_by(|a, b| a.total_cmp(b));
    im.iter().zip(&imc).all(|(a, b)| a == b)
}

/// `numpy.poly` of roots whose polynomial is real (conjugate pairs); the real parts otherwise
/// with `None` to say the polynomial is complex.
pub(crate) fn poly_real(roots: &[Complex64]) -> Option<Vec<f64>> {
    let c = poly_c(roots);
    if conjugate_paired(roots) {
        Some(c.iter().map(|x| x.re).collect())
    } else {
        None
    }
}

/// Balances a square matrix (row-major, `m x m`) in place by a diagonal similarity of powers
/// of two (Parlett and Reinsch, as LAPACK's `gebal` does inside NumPy's `eigvals`): the
/// eigenvalues are unchanged and a companion matrix of widely ranging coefficients loses far
/// less accuracy in the eigensolver.
fn balance(a: &mut [f64], m: usize) {
    const RADIX: f64 = 2.0;
    let mut done = false;
    let mut sweeps = 0;
    while !done && sweeps < 100 {
        done = true;
        sweeps += 1;
        for i in 0..m {
            let (mut c, mut r) = (0.0f64, 0.0f64);
            for j in 0..m {
                if j != i {
                    c += a[j * m + i].abs();
                    r += a[i * m + j].abs();
                }
            }
            if c == 0.0 || r == 0.0 {
                continue;
            }
            let s = c + r;
            let mut f = 1.0f64;
            let g = r / RADIX;
            while c < g {
                f *= RADIX;
                c *= RADIX * RADIX;
            }
            let g = r * RADIX;
            while c > g {
                f /= RADIX;
                c /= RADIX * RADIX;
            }
            if (c + r) / f < 0.95 * s {
                done = false;
                let g = 1.0 / f;
                for j in 0..m {
                    a[i * m + j] *= g;
                    a[j * m + i] *= f;
                }
            }
        }
    }
}

/// `numpy.roots`: eigenvalues of the companion matrix (trailing zeros give zero roots).
pub(crate) fn roots(op: &'static str, p: &[f64]) -> Result<Vec<Complex64>> {
    let nz: Vec<usize> = (0..p.len()).filter(|&i| p[i] != 0.0).collect();
    if nz.is_empty() {
        return Ok(Vec::new());
    }
    let (first, last) = (nz[0], nz[nz.len() - 1]);
    let trailing = p.len() - last - 1;
    let q = &p[first..=last];
    let n = q.len();
    let mut out: Vec<Complex64> = Vec::new();
    if n > 1 {
        if q.iter().any(|v| !v.is_finite()) {
            return Err(invalid(op, "polynomial coefficients must be finite"));
        }
        let m = n - 1;
        let mut a = vec![0.0; m * m];
        for j in 0..m {
            a[j] = -q[j + 1] / q[0];
        }
        for i in 1..m {
            a[i * m + i - 1] = 1.0;
        }
        balance(&mut a, m);
        let arr = Array::from_vec(a, &[m, m], &Device::cpu())?;
        out = gsci_linalg::eigvals(&arr)?.to_vec()?;
    }
    out.extend(std::iter::repeat_n(Complex64::new(0.0, 0.0), trailing));
    Ok(out)
}

/// `numpy.trim_zeros(x, 'f')`.
pub(crate) fn trim_front(x: &[f64]) -> Vec<f64> {
    let i = x.iter().position(|&v| v != 0.0).unwrap_or(x.len());
    x[i..].to_vec()
}
