//! Direct convolution along rows: on the GPU, outputs of at least 256 per row whose taps fit in
//! shared memory go through the row-wise kernel (tiles of 1024 outputs staging the taps and the
//! tile's boundary-extended input); the rest through the n-D kernel. Both against sums evaluated
//! in complex128 in the test, per element within the recursive-summation bound
//! `(k + 2) u sum_i |h_i| |x_(o-i)|` (u the dtype's unit roundoff, doubled for complex
//! products); `savgol_filter`'s edge modes (which pick the boundary extension) on the GPU
//! against the CPU backend within the same bound.

use crate::common::rand_vec;
use gsci_signal::{
    Array, Complex64, ConvMethod, ConvMode, ConvolveOptions, CorrelateOptions, Device,
    FilterElement, SavgolFilterOptions, SavgolMode, convolve, correlate, savgol_coeffs,
    savgol_filter,
};
use gsci_tests::test_device;

/// The dtype's unit roundoff, doubled for complex products.
fn unit<T: FilterElement>() -> f64 {
    let u = if matches!(T::DTYPE, gsci_core::DType::F32 | gsci_core::DType::C64) {
        f64::from(f32::EPSILON) / 2.0
    } else {
        f64::EPSILON / 2.0
    };
    if T::IS_COMPLEX { 2.0 * u } else { u }
}

/// The full convolution of `x` and `h` in complex128, with the sums of |h_i| |x_j| beside it.
fn full_ref(x: &[Complex64], h: &[Complex64]) -> (Vec<Complex64>, Vec<f64>) {
    let n = x.len() + h.len() - 1;
    let mut y = vec![Complex64::new(0.0, 0.0); n];
    let mut a = vec![0.0; n];
    for (i, hv) in h.iter().enumerate() {
        for (j, xv) in x.iter().enumerate() {
            y[i + j] += hv * xv;
            a[i + j] += hv.norm() * xv.norm();
        }
    }
    (y, a)
}

fn check_within<T: FilterElement>(ctx: &str, got: &[T], want: &[Complex64], abs: &[f64], k: usize) {
    assert_eq!(got.len(), want.len(), "{ctx}: length");
    let u = unit::<T>();
    for (o, ((g, w), a)) in got.iter().zip(want).zip(abs).enumerate() {
        let e = (g.to_c64() - w).norm();
        let bound = (k as f64 + 2.0) * u * a;
        assert!(
            e <= bound,
            "{ctx}: output {o}: {:?} vs {w} (error {e:.3e} > bound {bound:.3e})",
            g.to_c64()
        );
    }
}

fn convolve_case<T: FilterElement>(n: usize, k: usize, seed: u64) {
    let d = test_device();
    let xv: Vec<T> = rand_vec(seed, n);
    let hv: Vec<T> = rand_vec(seed ^ 0x55, k);
    let x = Array::from_vec(xv.clone(), &[n], &d).unwrap();
    let h = Array::from_vec(hv.clone(), &[k], &d).unwrap();
    let xw: Vec<Complex64> = xv.iter().map(|v| v.to_c64()).collect();
    let hw: Vec<Complex64> = hv.iter().map(|v| v.to_c64()).collect();
    let (full, abs) = full_ref(&xw, &hw);
    for (mode, lo, len) in [
        (ConvMode::Full, 0, n + k - 1),
        (ConvMode::Same, (k - 1) / 2, n),
        (ConvMode::Valid, k - 1, n + 1 - k),
    ] {
        let opts = ConvolveOptions {
            mode,
            method: ConvMethod::Direct,
        };
        let y = convolve(&x, &h, &opts).unwrap().to_vec().unwrap();
        let ctx = format!("convolve {} n {n} k {k} {mode:?} on {d}", T::DTYPE);
        check_within(&ctx, &y, &full[lo..lo + len], &abs[lo..lo + len], k);
    }
    // correlate(x, h) in full mode is the convolution of x with h reversed and conjugated
    let hr: Vec<Complex64> = hw.iter().rev().map(|v| v.conj()).collect();
    let (cfull, cabs) = full_ref(&xw, &hr);
    let opts = CorrelateOptions {
        mode: ConvMode::Full,
        method: ConvMethod::Direct,
    };
    let y = correlate(&x, &h, &opts).unwrap().to_vec().unwrap();
    let ctx = format!("correlate {} n {n} k {k} Full on {d}", T::DTYPE);
    check_within(&ctx, &y, &cfull, &cabs, k);
}

fn convolve_cases<T: FilterElement>() {
    for (i, &n) in [256usize, 1023, 1024, 1025, 3001].iter().enumerate() {
        for (j, &k) in [1usize, 2, 31, 256].iter().enumerate() {
            convolve_case::<T>(n, k, (i * 7 + j) as u64);
        }
    }
}

#[test]
fn direct_convolution_of_long_rows_real() {
    convolve_cases::<f32>();
    convolve_cases::<f64>();
    // many taps: 2500 float32 taps stage in shared memory; 3500 float64 taps do not (the n-D
    // kernel)
    convolve_case::<f32>(6000, 2500, 91);
    convolve_case::<f64>(6000, 3500, 92);
}

#[test]
fn direct_convolution_of_long_rows_complex() {
    convolve_cases::<Complex64>();
    convolve_cases::<gsci_core::Complex32>();
    convolve_case::<Complex64>(5000, 1500, 93);
}

fn savgol_modes<T: FilterElement>(shape: &[usize], axis: isize, w: usize) {
    let d = test_device();
    let len: usize = shape.iter().product();
    let xv: Vec<T> = rand_vec(17, len);
    let x = Array::from_vec(xv.clone(), shape, &d).unwrap();
    let c = savgol_coeffs(w, 3, &Default::default())
        .unwrap()
        .to_vec()
        .unwrap();
    let sum_c: f64 = c.iter().map(|v| v.abs()).sum();
    let bound = 2.0 * (w as f64 + 2.0) * unit::<T>() * sum_c;
    for mode in [
        SavgolMode::Interp,
        SavgolMode::Mirror,
        SavgolMode::Nearest,
        SavgolMode::Wrap,
        SavgolMode::Constant,
    ] {
        let opts = SavgolFilterOptions {
            axis,
            mode,
            cval: 0.25,
            ..Default::default()
        };
        let y = savgol_filter(&x, w, 3, &opts).unwrap().to_vec().unwrap();
        assert_eq!(y.len(), len);
        if d == Device::cpu() {
            continue;
        }
        let xc = x.to_device(&Device::cpu()).unwrap();
        let yc = savgol_filter(&xc, w, 3, &opts).unwrap().to_vec().unwrap();
        for (o, (g, c)) in y.iter().zip(&yc).enumerate() {
            let e = (*g - *c).abs_f64();
            assert!(
                e <= bound,
                "savgol_filter {} {shape:?} axis {axis} w {w} {mode:?}: output {o}: GPU {g:?} vs CPU {c:?} ({e:.3e} > {bound:.3e})",
                T::DTYPE
            );
        }
    }
}

#[test]
fn savgol_filter_modes_gpu_match_the_cpu() {
    savgol_modes::<f32>(&[3, 2500], -1, 31);
    savgol_modes::<f64>(&[1300, 2], 0, 31);
    savgol_modes::<f64>(&[4097], -1, 7);
    savgol_modes::<f32>(&[400], -1, 301);
}
