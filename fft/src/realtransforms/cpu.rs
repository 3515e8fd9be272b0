//! CPU DCT/DST: one pass per axis over real lanes, each lane through a real or complex FFT with
//! the pre- and post-processing of `kernels.cu` (the same algorithms as the GPU).

use super::DctDesc;
use crate::cpu::{gather, lanes_map};
use crate::dtypes::{FftFloat, FftInput};
use crate::options::DctType;
use gsci_core::{Array, Result};
use num_complex::Complex;
use num_traits::Zero;

/// `e^{i pi num / den}` in the compute precision (computed in f64).
fn twiddle<R: FftFloat>(num: usize, den: usize) -> Complex<R> {
    let (s, c) = (std::f64::consts::PI * num as f64 / den as f64).sin_cos();
    Complex::new(R::round_from(c), R::round_from(s))
}

/// One DCT/DST pass along `axis` of the C-ordered real buffer `src` of `shape`, to length `n`.
fn dct_axis<R: FftFloat>(
    desc: &DctDesc,
    src: &[R],
    shape: &[usize],
    axis: usize,
    n: usize,
) -> Vec<R> {
    let n_in = shape[axis];
    let lanes: usize = shape.iter().product::<usize>() / n_in.max(1);
    let mut out = vec![R::default(); lanes * n];
    if out.is_empty() {
        return out;
    }
    let sine = desc.sine;
    let ortho = desc.ortho;
    let scale = R::round_from(desc.scale(n));
    let two = R::round_from(2.0);
    let sqrt2 = R::round_from(std::f64::consts::SQRT_2);
    let rsqrt2 = R::round_from(std::f64::consts::FRAC_1_SQRT_2);
    // The lane's value j, cropped or zero-padded.
    let at = move |x: &[R], j: usize| if j < n_in { x[j] } else { R::default() };
    let planners = R::planners();
    match desc.dct_type {
        DctType::Two => {
            let fft = planners.r2c(n);
            let sc = fft.get_scratch_len();
            // e^{-i pi k / 2n}, k < n.
            let tw: Vec<Complex<R>> = (0..n).map(|k| twiddle::<R>(k, 2 * n).conj()).collect();
            lanes_map(
                src,
                |v| v,
                shape,
                axis,
                &mut out,
                n,
                || {
                    (
                        vec![R::default(); n],
                        vec![Complex::zero(); n / 2 + 1],
                        vec![Complex::zero(); sc],
                    )
                },
                |(v, spec, scratch), x, y| {
                    for (q, vq) in v.iter_mut().enumerate() {
                        let j = if 2 * q < n {
                            2 * q
                        } else {
                            2 * (n - 1 - q) + 1
                        };
                        let val = at(x, j);
                        *vq = if sine && j % 2 == 1 { -val } else { val };
                    }
                    let _ = fft.process_with_scratch(v, spec, scratch);
                    for (k, yk) in y.iter_mut().enumerate() {
                        let kk = if sine { n - 1 - k } else { k };
                        let vk = if 2 * kk <= n {
                            spec[kk]
                        } else {
                            spec[n - kk].conj()
                        };
                        let mut r = two * (vk * tw[kk]).re;
                        if ortho && ((!sine && k == 0) || (sine && k == n - 1)) {
                            r = r * rsqrt2;
                        }
                        *yk = r * scale;
                    }
                },
            );
        }
        DctType::Three => {
            let fft = planners.c2r(n);
            let sc = fft.get_scratch_len();
            let m = n / 2 + 1;
            let tw: Vec<Complex<R>> = (0..m).map(|k| twiddle::<R>(k, 2 * n)).collect();
            lanes_map(
                src,
                |v| v,
                shape,
                axis,
                &mut out,
                n,
                || {
                    (
                        vec![Complex::zero(); m],
                        vec![R::default(); n],
                        vec![Complex::zero(); sc],
                    )
                },
                |(w, v, scratch), x, y| {
                    let a = |j: usize| at(x, if sine { n - 1 - j } else { j });
                    for (q, wq) in w.iter_mut().enumerate() {
                        let mut aq = a(q);
                        if ortho && q == 0 {
                            aq = aq * sqrt2;
                        }
                        let anq = if q == 0 { R::default() } else { a(n - q) };
                        *wq = tw[q] * Complex::new(aq, -anq);
                    }
                    // W is Hermitian by construction: w[0] and (even n) w[n/2] are real.
                    w[0].im = R::default();
                    if n % 2 == 0 {
                        w[m - 1].im = R::default();
                    }
                    let _ = fft.process_with_scratch(w, v, scratch);
                    for (k, yk) in y.iter_mut().enumerate() {
                        let mut r = if k % 2 == 1 {
                            v[n - 1 - (k - 1) / 2]
                        } else {
                            v[k / 2]
                        };
                        if sine && k % 2 == 1 {
                            r = -r;
                        }
                        *yk = r * scale;
                    }
                },
            );
        }
        DctType::One => {
            let big = if sine { 2 * (n + 1) } else { 2 * (n - 1) };
            let fft = planners.r2c(big);
            let sc = fft.get_scratch_len();
            lanes_map(
                src,
                |v| v,
                shape,
                axis,
                &mut out,
                n,
                || {
                    (
                        vec![R::default(); big],
                        vec![Complex::zero(); big / 2 + 1],
                        vec![Complex::zero(); sc],
                    )
                },
                |(e, spec, scratch), x, y| {
                    if sine {
                        e[0] = R::default();
                        e[n + 1] = R::default();
                        for j in 0..n {
                            e[j + 1] = at(x, j);
                            e[big - 1 - j] = -at(x, j);
                        }
                    } else {
                        for (q, eq) in e.iter_mut().enumerate() {
                            let j = if q < n { q } else { big - q };
                            let mut v = at(x, j);
                            if ortho && (j == 0 || j == n - 1) {
                                v = v * sqrt2;
                            }
                            *eq = v;
                        }
                    }
                    let _ = fft.process_with_scratch(e, spec, scratch);
                    for (k, yk) in y.iter_mut().enumerate() {
                        let r = if sine {
                            -spec[k + 1].im
                        } else if ortho && (k == 0 || k == n - 1) {
                            spec[k].re * rsqrt2
                        } else {
                            spec[k].re
                        };
                        *yk = r * scale;
                    }
                },
            );
        }
        DctType::Four => {
            let fft = planners.fft(2 * n, true);
            let sc = fft.get_inplace_scratch_len();
            let pre: Vec<Complex<R>> = (0..n).map(|q| twiddle::<R>(q, 2 * n).conj()).collect();
            let post: Vec<Complex<R>> = (0..n)
                .map(|k| twiddle::<R>(2 * k + 1, 4 * n).conj())
                .collect();
            lanes_map(
                src,
                |v| v,
                shape,
                axis,
                &mut out,
                n,
                || (vec![Complex::zero(); 2 * n], vec![Complex::zero(); sc]),
                |(z, scratch), x, y| {
                    for (q, zq) in z.iter_mut().enumerate() {
                        *zq = if q < n {
                            pre[q] * at(x, if sine { n - 1 - q } else { q })
                        } else {
                            Complex::zero()
                        };
                    }
                    fft.process_with_scratch(z, scratch);
                    for (k, yk) in y.iter_mut().enumerate() {
                        let mut r = two * (z[k] * post[k]).re;
                        if sine && k % 2 == 1 {
                            r = -r;
                        }
                        *yk = r * scale;
                    }
                },
            );
        }
    }
    out
}

/// The transform of `x` (real, or complex as interleaved parts), elements in C order.
pub(crate) fn dct<T: FftInput>(desc: &DctDesc, x: &Array<T>) -> Result<Vec<T::Promoted>> {
    let view = x.view_cpu().expect("CPU arrays have host storage");
    let mut shape = desc.in_shape.clone();
    let mut buf: Vec<T::Real> = if T::IS_COMPLEX {
        shape.push(2);
        gather(&view, &desc.in_shape, |v: T| v.to_parts())
            .into_iter()
            .flatten()
            .collect()
    } else {
        gather(&view, &desc.in_shape, |v: T| v.to_parts()[0])
    };
    for (&ax, &n) in desc.axes.iter().zip(&desc.lengths) {
        buf = dct_axis(desc, &buf, &shape, ax, n);
        shape[ax] = n;
    }
    Ok(T::promoted_from_parts(buf))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn twiddles_are_unit_and_exact_at_quarter_turns() {
        let t = twiddle::<f64>(1, 2); // e^{i pi/2}
        assert!((t.re).abs() < 1e-16 && (t.im - 1.0).abs() < 1e-16);
        assert!(((twiddle::<f32>(3, 7)).norm() - 1.0).abs() < 1e-6);
    }
}
