//! The complex FFT family on the CPU backend, against an accurate O(n^2) DFT, analytic
//! identities and SciPy's rules.

use crate::common;

use common::*;
use gsci_core::{Array, Complex32, Complex64, DType, Error, f16};
use gsci_fft::*;

const SIZES: [usize; 7] = [1, 2, 3, 7, 16, 97, 1021];

fn c64_array(v: Vec<Complex64>, shape: &[usize]) -> Array<Complex64> {
    Array::from_vec(v, shape, &cpu()).unwrap()
}

fn f64_array(v: Vec<f64>, shape: &[usize]) -> Array<f64> {
    Array::from_vec(v, shape, &cpu()).unwrap()
}

fn opts_n(n: Option<usize>, axis: isize, norm: Norm) -> FftOptions {
    FftOptions {
        n,
        axis,
        norm,
        ..Default::default()
    }
}

// ------------------------------------------------------------------ the reference itself

#[test]
fn naive_dft_matches_known_pairs() {
    // Delta -> ones; ones -> n * delta; a tone at frequency 3 -> n at bin 3.
    let n = 12;
    let mut delta = vec![Complex64::new(0.0, 0.0); n];
    delta[0] = Complex64::new(1.0, 0.0);
    assert!(
        naive_dft(&delta, true)
            .iter()
            .all(|v| (v - Complex64::new(1.0, 0.0)).norm() < 1e-15)
    );
    let ones = vec![Complex64::new(1.0, 0.0); n];
    let f = naive_dft(&ones, true);
    assert!((f[0] - Complex64::new(12.0, 0.0)).norm() < 1e-14);
    assert!(f[1..].iter().all(|v| v.norm() < 1e-14));
    let tone: Vec<Complex64> = (0..n)
        .map(|j| Complex64::from_polar(1.0, 2.0 * std::f64::consts::PI * 3.0 * j as f64 / n as f64))
        .collect();
    let f = naive_dft(&tone, true);
    for (k, v) in f.iter().enumerate() {
        let want = if k == 3 { 12.0 } else { 0.0 };
        assert!(
            (v - Complex64::new(want, 0.0)).norm() < 1e-13,
            "bin {k}: {v}"
        );
    }
}

// ------------------------------------------------------------------ accuracy

#[test]
fn fft_and_ifft_match_the_direct_dft_in_f64() {
    for (i, &n) in SIZES.iter().enumerate() {
        let x = random_complex(n, 10 + i as u64);
        let a = c64_array(x.clone(), &[n]);
        let y = fft(&a, &FftOptions::default()).unwrap().to_vec().unwrap();
        let e = rel_l2(&y, &naive_dft(&x, true));
        assert!(e <= 1e-14, "fft n={n}: {e:e}");
        let y = ifft(&a, &FftOptions::default()).unwrap().to_vec().unwrap();
        let want: Vec<Complex64> = naive_dft(&x, false).iter().map(|v| v / n as f64).collect();
        let e = rel_l2(&y, &want);
        assert!(e <= 1e-14, "ifft n={n}: {e:e}");
    }
}

#[test]
fn fft_in_f32_matches_the_direct_dft() {
    for (i, &n) in SIZES.iter().enumerate() {
        let x = random_complex(n, 20 + i as u64);
        let x32: Vec<Complex32> = x
            .iter()
            .map(|v| Complex32::new(v.re as f32, v.im as f32))
            .collect();
        let exact: Vec<Complex64> = x32
            .iter()
            .map(|v| Complex64::new(v.re as f64, v.im as f64))
            .collect();
        let y = fft(
            &Array::from_vec(x32, &[n], &cpu()).unwrap(),
            &FftOptions::default(),
        )
        .unwrap();
        let y: Vec<Complex64> = y
            .to_vec()
            .unwrap()
            .iter()
            .map(|v| Complex64::new(v.re as f64, v.im as f64))
            .collect();
        let e = rel_l2(&y, &naive_dft(&exact, true));
        assert!(e <= 1e-6, "f32 n={n}: {e:e}");
    }
}

#[test]
fn large_f64_transform_of_tones_is_exact_to_1e14() {
    // x = sum of tones at integer frequencies: X is n * amplitude at those bins, zero elsewhere.
    let n = 1usize << 20;
    let tones = [
        (3usize, Complex64::new(1.0, 0.5)),
        (77_777, Complex64::new(-0.25, 2.0)),
        (n - 5, Complex64::new(0.75, -1.0)),
    ];
    let x: Vec<Complex64> = (0..n)
        .map(|j| {
            tones.iter().fold(Complex64::new(0.0, 0.0), |acc, &(f, a)| {
                let r = (f * j) % n;
                acc + a * Complex64::from_polar(
                    1.0,
                    2.0 * std::f64::consts::PI * r as f64 / n as f64,
                )
            })
        })
        .collect();
    let mut want = vec![Complex64::new(0.0, 0.0); n];
    for &(f, a) in &tones {
        want[f] = a * n as f64;
    }
    let y = fft(&c64_array(x, &[n]), &FftOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    let e = rel_l2(&y, &want);
    assert!(e <= 1e-14, "2^20 f64 tones: {e:e}");
}

#[test]
fn large_f32_transform_matches_f64_to_1e6() {
    let n = 1usize << 20;
    let x = random_complex(n, 99);
    let x32: Vec<Complex32> = x
        .iter()
        .map(|v| Complex32::new(v.re as f32, v.im as f32))
        .collect();
    let exact: Vec<Complex64> = x32
        .iter()
        .map(|v| Complex64::new(v.re as f64, v.im as f64))
        .collect();
    let y64 = fft(&c64_array(exact, &[n]), &FftOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    let y32 = fft(
        &Array::from_vec(x32, &[n], &cpu()).unwrap(),
        &FftOptions::default(),
    )
    .unwrap();
    let y32: Vec<Complex64> = y32
        .to_vec()
        .unwrap()
        .iter()
        .map(|v| Complex64::new(v.re as f64, v.im as f64))
        .collect();
    let e = rel_l2(&y32, &y64);
    assert!(e <= 1e-6, "2^20 f32: {e:e}");
}

#[test]
fn odd_large_prime_length() {
    // 2^20 + 7 is not prime, but far from smooth (it needs Bluestein/Rader inside rustfft):
    // check with a round trip and Parseval instead of the O(n^2) sum.
    let n = (1usize << 20) + 7;
    let x = random_real(n, 5);
    let a = f64_array(x.clone(), &[n]);
    let y = fft(&a, &FftOptions::default()).unwrap();
    let energy_x: f64 = x.iter().map(|v| v * v).sum();
    let energy_y: f64 = y
        .to_vec()
        .unwrap()
        .iter()
        .map(|v| v.norm_sqr())
        .sum::<f64>()
        / n as f64;
    assert!(((energy_y - energy_x) / energy_x).abs() < 1e-13);
    let back = ifft(&y, &FftOptions::default()).unwrap().to_vec().unwrap();
    assert!(rel_l2(&back, &to_c64(&x)) < 1e-14);
}

// ------------------------------------------------------------------ norms and round trips

#[test]
fn every_norm_round_trips_and_scales_as_scipy() {
    let n = 10;
    let x = random_complex(n, 3);
    let a = c64_array(x.clone(), &[n]);
    let raw = naive_dft(&x, true);
    for (norm, f) in [
        (Norm::Backward, 1.0),
        (Norm::Ortho, 1.0 / (n as f64).sqrt()),
        (Norm::Forward, 1.0 / n as f64),
    ] {
        let o = opts_n(None, -1, norm);
        let y = fft(&a, &o).unwrap();
        let want: Vec<Complex64> = raw.iter().map(|v| v * f).collect();
        assert!(rel_l2(&y.to_vec().unwrap(), &want) < 1e-14, "{norm:?}");
        let back = ifft(&y, &o).unwrap().to_vec().unwrap();
        assert!(rel_l2(&back, &x) < 1e-14, "{norm:?} round trip");
        // Real round trips, even and odd lengths.
        for m in [8usize, 9] {
            let r = random_real(m, m as u64);
            let ra = f64_array(r.clone(), &[m]);
            let spec = rfft(&ra, &o).unwrap();
            let back = irfft(&spec, &opts_n(Some(m), -1, norm))
                .unwrap()
                .to_vec()
                .unwrap();
            assert!(rel_l2_real(&back, &r) < 1e-14, "{norm:?} irfft(rfft) m={m}");
            let h = ihfft(&ra, &o).unwrap();
            let back = hfft(&h, &opts_n(Some(m), -1, norm))
                .unwrap()
                .to_vec()
                .unwrap();
            assert!(rel_l2_real(&back, &r) < 1e-14, "{norm:?} hfft(ihfft) m={m}");
        }
        let x2 = random_complex(24, 4);
        let a2 = c64_array(x2.clone(), &[2, 3, 4]);
        let no = FftnOptions {
            norm,
            ..Default::default()
        };
        let back = ifftn(&fftn(&a2, &no).unwrap(), &no)
            .unwrap()
            .to_vec()
            .unwrap();
        assert!(rel_l2(&back, &x2) < 1e-14, "{norm:?} fftn");
        let r2 = random_real(30, 6);
        let ra2 = f64_array(r2.clone(), &[5, 6]);
        let s = FftnOptions {
            s: Some(vec![5, 6]),
            norm,
            ..Default::default()
        };
        let back = irfft2(&rfft2(&ra2, &no).unwrap(), &s)
            .unwrap()
            .to_vec()
            .unwrap();
        assert!(rel_l2_real(&back, &r2) < 1e-14, "{norm:?} irfft2(rfft2)");
        let back = hfftn(&ihfftn(&ra2, &no).unwrap(), &s)
            .unwrap()
            .to_vec()
            .unwrap();
        assert!(rel_l2_real(&back, &r2) < 1e-14, "{norm:?} hfftn(ihfftn)");
    }
}

// ------------------------------------------------------------------ real transforms

#[test]
fn rfft_is_the_first_half_of_a_hermitian_spectrum() {
    for &n in &SIZES {
        let x = random_real(n, 40 + n as u64);
        let full = naive_dft(&to_c64(&x), true);
        for k in 1..n {
            assert!((full[n - k] - full[k].conj()).norm() < 1e-11 * (n as f64));
        }
        let y = rfft(&f64_array(x, &[n]), &FftOptions::default())
            .unwrap()
            .to_vec()
            .unwrap();
        assert_eq!(y.len(), n / 2 + 1);
        assert!(rel_l2(&y, &full[..n / 2 + 1]) <= 1e-14, "rfft n={n}");
        assert_eq!(y[0].im, 0.0, "DC is real");
        if n % 2 == 0 {
            assert!(y[n / 2].im.abs() < 1e-12, "Nyquist is real");
        }
    }
}

#[test]
fn irfft_odd_and_even_lengths_match_the_hermitian_extension() {
    for n in [1usize, 2, 5, 6, 97, 100] {
        let m = n / 2 + 1;
        let mut spec = random_complex(m, 60 + n as u64);
        // What irfft reads: the imaginary parts of DC (and Nyquist) are ignored.
        let mut used = spec.clone();
        used[0].im = 0.0;
        if n % 2 == 0 {
            used[m - 1].im = 0.0;
        }
        let mut full = vec![Complex64::new(0.0, 0.0); n];
        for k in 0..n {
            full[k] = if k < m { used[k] } else { used[n - k].conj() };
        }
        let want: Vec<f64> = naive_dft(&full, false)
            .iter()
            .map(|v| v.re / n as f64)
            .collect();
        spec[0].im = 0.25; // nonzero on purpose
        let y = irfft(&c64_array(spec, &[m]), &opts_n(Some(n), -1, Norm::Backward))
            .unwrap()
            .to_vec()
            .unwrap();
        assert!(rel_l2_real(&y, &want) <= 1e-14, "irfft n={n}");
    }
}

#[test]
fn hfft_and_ihfft_follow_their_definitions() {
    let n = 9;
    let x = random_real(n, 7);
    // ihfft(x) = conj(rfft(x)) / n
    let ih = ihfft(&f64_array(x.clone(), &[n]), &FftOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    let r = rfft(&f64_array(x.clone(), &[n]), &FftOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    for (a, b) in ih.iter().zip(&r) {
        assert!((a - b.conj() / n as f64).norm() < 1e-15);
    }
    // hfft(h) = irfft(conj(h)) * n
    let h = random_complex(5, 8);
    let hc: Vec<Complex64> = h.iter().map(|v| v.conj()).collect();
    let a = hfft(&c64_array(h, &[5]), &opts_n(Some(n), -1, Norm::Backward))
        .unwrap()
        .to_vec()
        .unwrap();
    let b = irfft(&c64_array(hc, &[5]), &opts_n(Some(n), -1, Norm::Backward))
        .unwrap()
        .to_vec()
        .unwrap();
    let b: Vec<f64> = b.iter().map(|v| v * n as f64).collect();
    assert!(rel_l2_real(&a, &b) < 1e-14);
}

// ------------------------------------------------------------------ axes and layouts

#[test]
fn every_axis_of_a_3d_array() {
    let shape = [3, 4, 5];
    let x = random_complex(60, 11);
    let a = c64_array(x.clone(), &shape);
    for axis in 0..3 {
        for ax in [axis as isize, axis as isize - 3] {
            let y = fft(&a, &opts_n(None, ax, Norm::Backward))
                .unwrap()
                .to_vec()
                .unwrap();
            for lane in lanes(&shape, axis) {
                let xin: Vec<Complex64> = lane.iter().map(|&i| x[i]).collect();
                let got: Vec<Complex64> = lane.iter().map(|&i| y[i]).collect();
                assert!(rel_l2(&got, &naive_dft(&xin, true)) < 1e-14, "axis {ax}");
            }
        }
        // rfft along the axis: lanes of length n/2+1 in the output.
        let r = random_real(60, 12);
        let y = rfft(
            &f64_array(r.clone(), &shape),
            &opts_n(None, axis as isize, Norm::Backward),
        )
        .unwrap();
        let mut oshape = shape;
        oshape[axis] = shape[axis] / 2 + 1;
        assert_eq!(y.shape(), &oshape);
        let y = y.to_vec().unwrap();
        for (lin, lout) in lanes(&shape, axis).iter().zip(lanes(&oshape, axis)) {
            let xin: Vec<Complex64> = lin.iter().map(|&i| Complex64::new(r[i], 0.0)).collect();
            let got: Vec<Complex64> = lout.iter().map(|&i| y[i]).collect();
            let want = naive_dft(&xin, true);
            assert!(
                rel_l2(&got, &want[..oshape[axis]]) < 1e-14,
                "rfft axis {axis}"
            );
        }
    }
}

#[test]
fn fftn_equals_successive_1d_transforms_in_any_axis_order() {
    let x = random_complex(2 * 3 * 5 * 4, 13);
    let a = c64_array(x, &[2, 3, 5, 4]);
    let mut step = a.clone();
    for ax in [2isize, 0, 3] {
        step = fft(&step, &opts_n(None, ax, Norm::Backward)).unwrap();
    }
    for axes in [vec![2, 0, 3], vec![3, -4, 2], vec![0, 2, -1]] {
        let y = fftn(
            &a,
            &FftnOptions {
                axes: Some(axes.clone()),
                ..Default::default()
            },
        )
        .unwrap();
        assert!(
            rel_l2(&y.to_vec().unwrap(), &step.to_vec().unwrap()) < 1e-14,
            "{axes:?}"
        );
    }
    // rfftn: halves the last listed axis, c2c on the rest.
    let r = random_real(2 * 3 * 5 * 4, 14);
    let ra = f64_array(r, &[2, 3, 5, 4]);
    let y = rfftn(
        &ra,
        &FftnOptions {
            axes: Some(vec![3, 1]),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(y.shape(), &[2, 2, 5, 4]);
    let want = fft(
        &rfft(&ra, &opts_n(None, 1, Norm::Backward)).unwrap(),
        &opts_n(None, 3, Norm::Backward),
    )
    .unwrap();
    assert!(rel_l2(&y.to_vec().unwrap(), &want.to_vec().unwrap()) < 1e-14);
    // irfftn inverts it with s.
    let back = irfftn(
        &y,
        &FftnOptions {
            axes: Some(vec![3, 1]),
            s: Some(vec![4, 3]),
            ..Default::default()
        },
    )
    .unwrap();
    assert!(rel_l2_real(&back.to_vec().unwrap(), &ra.to_vec().unwrap()) < 1e-14);
}

#[test]
fn non_contiguous_inputs_give_the_result_of_their_copies() {
    let x = random_complex(6 * 7, 15);
    let a = c64_array(x, &[6, 7]);
    let r = f64_array(random_real(6 * 7, 16), &[6, 7]);
    let views = [
        a.transpose().unwrap(),
        a.flip(Some(&[1])).unwrap(),
        a.flip(None).unwrap().transpose().unwrap(),
    ];
    for v in &views {
        let c = v.copy().unwrap();
        for axis in [0isize, 1] {
            let o = opts_n(None, axis, Norm::Ortho);
            assert_eq!(
                fft(v, &o).unwrap().to_vec().unwrap(),
                fft(&c, &o).unwrap().to_vec().unwrap()
            );
        }
        let o = FftnOptions::default();
        assert_eq!(
            fft2(v, &o).unwrap().to_vec().unwrap(),
            fft2(&c, &o).unwrap().to_vec().unwrap()
        );
    }
    for v in [r.transpose().unwrap(), r.flip(Some(&[0])).unwrap()] {
        let c = v.copy().unwrap();
        for axis in [0isize, 1] {
            let o = opts_n(Some(5), axis, Norm::Backward);
            assert_eq!(
                rfft(&v, &o).unwrap().to_vec().unwrap(),
                rfft(&c, &o).unwrap().to_vec().unwrap()
            );
        }
        let o = FftnOptions::default();
        assert_eq!(
            rfftn(&v, &o).unwrap().to_vec().unwrap(),
            rfftn(&c, &o).unwrap().to_vec().unwrap()
        );
    }
}

// ------------------------------------------------------------------ n and s

#[test]
fn n_pads_with_zeros_and_crops() {
    let x = random_complex(6, 17);
    let a = c64_array(x.clone(), &[6]);
    let mut padded = x.clone();
    padded.resize(10, Complex64::new(0.0, 0.0));
    let y = fft(&a, &opts_n(Some(10), -1, Norm::Backward))
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(rel_l2(&y, &naive_dft(&padded, true)) < 1e-14);
    let y = fft(&a, &opts_n(Some(4), -1, Norm::Backward))
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(rel_l2(&y, &naive_dft(&x[..4], true)) < 1e-14);
    // An empty axis can be padded.
    let e = c64_array(vec![], &[0]);
    assert_eq!(
        fft(&e, &opts_n(Some(3), -1, Norm::Backward))
            .unwrap()
            .to_vec()
            .unwrap(),
        vec![Complex64::new(0.0, 0.0); 3]
    );
    // s pads one axis and crops another.
    let x2 = random_complex(12, 18);
    let a2 = c64_array(x2.clone(), &[3, 4]);
    let y = fftn(
        &a2,
        &FftnOptions {
            s: Some(vec![5, 2]),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(y.shape(), &[5, 2]);
    let mut m = vec![Complex64::new(0.0, 0.0); 10];
    for i in 0..3 {
        for j in 0..2 {
            m[i * 2 + j] = x2[i * 4 + j];
        }
    }
    let mc = c64_array(m, &[5, 2]);
    let want = fftn(&mc, &FftnOptions::default()).unwrap();
    assert!(rel_l2(&y.to_vec().unwrap(), &want.to_vec().unwrap()) < 1e-15);
    // -1 keeps a length.
    let y = fft2(
        &a2,
        &FftnOptions {
            s: Some(vec![-1, 6]),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(y.shape(), &[3, 6]);
}

#[test]
fn irfft_n_crops_and_pads_the_half_spectrum() {
    let spec = random_complex(6, 19);
    let a = c64_array(spec.clone(), &[6]);
    // n = 4 reads the first 3 values; n = 20 pads to 11.
    let y4 = irfft(&a, &opts_n(Some(4), -1, Norm::Backward))
        .unwrap()
        .to_vec()
        .unwrap();
    let y4b = irfft(
        &c64_array(spec[..3].to_vec(), &[3]),
        &opts_n(Some(4), -1, Norm::Backward),
    )
    .unwrap()
    .to_vec()
    .unwrap();
    assert_eq!(y4, y4b);
    let mut p = spec.clone();
    p.resize(11, Complex64::new(0.0, 0.0));
    let y20 = irfft(&a, &opts_n(Some(20), -1, Norm::Backward))
        .unwrap()
        .to_vec()
        .unwrap();
    let y20b = irfft(&c64_array(p, &[11]), &FftOptions::default())
        .unwrap()
        .to_vec()
        .unwrap();
    assert!(rel_l2_real(&y20, &y20b) < 1e-15);
}

// ------------------------------------------------------------------ dtypes

#[test]
fn dtypes_promote_like_scipy() {
    let d = cpu();
    let h = Array::from_vec(
        vec![f16::from_f32(1.0), f16::from_f32(2.0), f16::from_f32(-0.5)],
        &[3],
        &d,
    )
    .unwrap();
    let y = fft(&h, &FftOptions::default()).unwrap();
    assert_eq!(y.dtype(), DType::C64);
    let f = Array::from_vec(vec![1.0f32, 2.0, -0.5], &[3], &d).unwrap();
    assert_eq!(
        y.to_vec().unwrap(),
        fft(&f, &FftOptions::default()).unwrap().to_vec().unwrap()
    );
    let i = Array::from_vec(vec![1i32, 2, -3], &[3], &d).unwrap();
    let yi = fft(&i, &FftOptions::default()).unwrap();
    assert_eq!(yi.dtype(), DType::C128);
    let fi = Array::from_vec(vec![1.0f64, 2.0, -3.0], &[3], &d).unwrap();
    assert_eq!(
        yi.to_vec().unwrap(),
        fft(&fi, &FftOptions::default()).unwrap().to_vec().unwrap()
    );
    let b = Array::from_vec(vec![true, false, true, true], &[4], &d).unwrap();
    assert_eq!(
        rfft(&b, &FftOptions::default()).unwrap().dtype(),
        DType::C128
    );
    assert_eq!(
        irfft(&h, &FftOptions::default()).unwrap().dtype(),
        DType::F32
    );
    assert_eq!(
        hfft(
            &Array::from_vec(vec![Complex32::new(1.0, 0.0); 3], &[3], &d).unwrap(),
            &FftOptions::default()
        )
        .unwrap()
        .dtype(),
        DType::F32
    );
    assert_eq!(
        ihfft(&f, &FftOptions::default()).unwrap().dtype(),
        DType::C64
    );
    assert_eq!(
        irfft(&i, &FftOptions::default()).unwrap().dtype(),
        DType::F64
    );
}

#[test]
fn empty_non_transformed_axes_give_empty_results() {
    let a = c64_array(vec![], &[0, 3]);
    assert_eq!(fft(&a, &FftOptions::default()).unwrap().shape(), &[0, 3]);
    let r = f64_array(vec![], &[0, 3]);
    assert_eq!(rfft(&r, &FftOptions::default()).unwrap().shape(), &[0, 2]);
    assert_eq!(irfft(&a, &FftOptions::default()).unwrap().shape(), &[0, 4]);
    let y = fftn(
        &a,
        &FftnOptions {
            axes: Some(vec![1]),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(y.shape(), &[0, 3]);
    // fftn over no axes converts (SciPy returns the input itself).
    let x = f64_array(vec![1.0, 2.0], &[2]);
    let y = fftn(
        &x,
        &FftnOptions {
            axes: Some(vec![]),
            ..Default::default()
        },
    )
    .unwrap();
    assert_eq!(
        y.to_vec().unwrap(),
        vec![Complex64::new(1.0, 0.0), Complex64::new(2.0, 0.0)]
    );
}

// ------------------------------------------------------------------ errors

fn invalid_points(e: Error) -> bool {
    matches!(&e, Error::InvalidArgument { reason, .. } if reason.contains("invalid number of data points"))
}

#[test]
fn errors_are_clear() {
    let a = c64_array(random_complex(4, 1), &[4]);
    assert!(invalid_points(
        fft(&a, &opts_n(Some(0), -1, Norm::Backward)).unwrap_err()
    ));
    let e = c64_array(vec![], &[0]);
    let err = fft(&e, &FftOptions::default()).unwrap_err();
    assert!(
        err.to_string()
            .contains("invalid number of data points (0) specified"),
        "{err}"
    );
    assert!(matches!(
        fft(&a, &opts_n(None, 1, Norm::Backward)),
        Err(Error::AxisOutOfBounds { axis: 1, ndim: 1 })
    ));
    assert!(matches!(
        fft(&a, &opts_n(None, -2, Norm::Backward)),
        Err(Error::AxisOutOfBounds { .. })
    ));
    let scalar = Array::scalar(Complex64::new(1.0, 0.0), &cpu()).unwrap();
    assert!(matches!(
        fft(&scalar, &FftOptions::default()),
        Err(Error::AxisOutOfBounds { .. })
    ));
    assert!(fft2(&a, &FftnOptions::default()).is_err()); // 1-D has no axis -2
    let one = c64_array(vec![Complex64::new(1.0, 0.0)], &[1]);
    assert!(invalid_points(
        irfft(&one, &FftOptions::default()).unwrap_err()
    ));
    assert!(invalid_points(
        hfft(&one, &FftOptions::default()).unwrap_err()
    ));
    assert_eq!(
        irfft(&one, &opts_n(Some(1), -1, Norm::Backward))
            .unwrap()
            .to_vec()
            .unwrap(),
        vec![1.0]
    );
    let m = c64_array(random_complex(6, 2), &[2, 3]);
    let bad = |s: Option<Vec<isize>>, axes: Option<Vec<isize>>| {
        fftn(
            &m,
            &FftnOptions {
                s,
                axes,
                ..Default::default()
            },
        )
    };
    assert!(
        bad(None, Some(vec![0, 0]))
            .unwrap_err()
            .to_string()
            .contains("unique")
    );
    assert!(bad(None, Some(vec![0, -2])).is_err());
    assert!(
        bad(Some(vec![2, 2]), Some(vec![0]))
            .unwrap_err()
            .to_string()
            .contains("same length")
    );
    assert!(
        bad(Some(vec![1, 1, 1]), None)
            .unwrap_err()
            .to_string()
            .contains("more axes")
    );
    assert!(invalid_points(bad(Some(vec![0, 3]), None).unwrap_err()));
    assert!(invalid_points(bad(Some(vec![-2, 3]), None).unwrap_err()));
    assert!(bad(None, Some(vec![2])).is_err());
    let r = f64_array(random_real(6, 3), &[2, 3]);
    let err = rfftn(
        &r,
        &FftnOptions {
            axes: Some(vec![]),
            ..Default::default()
        },
    )
    .unwrap_err();
    assert!(err.to_string().contains("at least 1 axis"));
    assert!(
        irfftn(
            &m,
            &FftnOptions {
                axes: Some(vec![]),
                ..Default::default()
            }
        )
        .is_err()
    );
    let ones = c64_array(vec![Complex64::new(1.0, 0.0); 2], &[2, 1]);
    assert!(invalid_points(
        irfftn(&ones, &FftnOptions::default()).unwrap_err()
    ));
}

/// Lengths that cannot be held are errors naming the function, never a capacity-overflow panic
/// or an allocation abort (issue 23's corpus: `fft` with n = 2^61, `fftn` with a huge `s`).
#[test]
fn impossible_lengths_are_errors() {
    let x = f64_array(vec![1.0, -2.0, 3.0], &[3]);
    let huge = FftOptions {
        n: Some(1 << 61),
        ..Default::default()
    };
    let e = fft(&x, &huge).unwrap_err();
    assert!(matches!(e, Error::InvalidArgument { op: "fft", .. }), "{e}");
    let e = rfft(&x, &huge).unwrap_err();
    assert!(
        matches!(e, Error::InvalidArgument { op: "rfft", .. }),
        "{e}"
    );
    // Addressable but far larger than this machine: the host reservation fails cleanly.
    let big = FftOptions {
        n: Some(1 << 44),
        ..Default::default()
    };
    let e = fft(&x, &big).unwrap_err();
    assert!(matches!(e, Error::HostOutOfMemory { op: "fft", .. }), "{e}");
    let x2 = f64_array(vec![1.0; 4], &[2, 2]);
    let s = FftnOptions {
        s: Some(vec![1 << 40, 1 << 40]),
        ..Default::default()
    };
    let e = fftn(&x2, &s).unwrap_err();
    assert!(
        matches!(e, Error::InvalidArgument { op: "fftn", .. }),
        "{e}"
    );
}
