//! The slab FFT against gsci_fft::fft2/fftn/ifftn of the whole array, on 1-4 ranks with
//! uneven splits of the first axis (tolerance: 1e-12 relative, f64; the transforms run the same
//! 1-D FFTs in another order).

use gsci_distributed::{Array, Communicator, Complex64, Device, fft};
use gsci_fft::{FftnOptions, Norm};

fn cpu() -> Device {
    Device::cpu()
}

fn input(shape: &[usize]) -> Vec<Complex64> {
    let n: usize = shape.iter().product();
    (0..n)
        .map(|i| Complex64::new((i as f64 * 0.37).sin(), (i as f64 * 0.11).cos() - 0.5))
        .collect()
}

fn max_rel(a: &[Complex64], b: &[Complex64]) -> f64 {
    let scale = b.iter().map(|z| z.norm()).fold(0.0, f64::max);
    a.iter()
        .zip(b)
        .map(|(x, y)| (x - y).norm())
        .fold(0.0, f64::max)
        / scale
}

fn check(shape: &[usize], norm: Norm, inverse: bool, two_d: bool) {
    let v = input(shape);
    let opts = FftnOptions {
        norm,
        ..Default::default()
    };
    let whole = Array::from_vec(v.clone(), shape, &cpu()).unwrap();
    let want = match (inverse, two_d) {
        (false, true) => gsci_fft::fft2(&whole, &opts),
        (true, true) => gsci_fft::ifft2(&whole, &opts),
        (false, false) => gsci_fft::fftn(&whole, &opts),
        (true, false) => gsci_fft::ifftn(&whole, &opts),
    }
    .unwrap()
    .to_vec()
    .unwrap();
    let row: usize = shape[1..].iter().product();
    for size in 1..=4 {
        // Uneven: rank 0 holds one row more than the rest (or all of them on one rank).
        let n0 = shape[0];
        let mut starts = vec![0, n0.div_ceil(size)];
        for k in 2..=size {
            starts.push((starts[1] + (n0 - starts[1]) * (k - 1) / (size - 1).max(1)).min(n0));
        }
        let out = Communicator::spawn_ranks(size, |c| {
            let (lo, hi) = (starts[c.rank()], starts[c.rank() + 1]);
            let mut s = shape.to_vec();
            s[0] = hi - lo;
            let x = Array::from_vec(v[lo * row..hi * row].to_vec(), &s, &cpu())?;
            match (inverse, two_d) {
                (false, true) => fft::fft2(&c, &x, &opts),
                (true, true) => fft::ifft2(&c, &x, &opts),
                (false, false) => fft::fftn(&c, &x, &opts),
                (true, false) => fft::ifftn(&c, &x, &opts),
            }?
            .to_vec()
        })
        .unwrap();
        let got: Vec<Complex64> = out.into_iter().flat_map(|o| o.unwrap()).collect();
        let e = max_rel(&got, &want);
        assert!(
            e < 1e-12,
            "{shape:?} {norm:?} inverse={inverse} ranks={size}: {e:e}"
        );
    }
}

#[test]
fn fft2_and_ifft2_match_the_single_device_transform() {
    check(&[9, 7], Norm::Backward, false, true);
    check(&[8, 5], Norm::Ortho, true, true);
    check(&[5, 12], Norm::Forward, false, true);
}

#[test]
fn fftn_and_ifftn_of_3d_arrays() {
    check(&[7, 6, 5], Norm::Backward, false, false);
    check(&[6, 3, 4], Norm::Ortho, true, false);
}

#[test]
fn real_input_and_bad_arguments() {
    let out = Communicator::spawn_ranks(2, |c| {
        let x = Array::from_vec(vec![1.0f64, 2.0, 3.0], &[1, 3], &cpu())?;
        fft::fft2(&c, &x, &FftnOptions::default())?.to_vec()
    })
    .unwrap();
    // [[1,2,3],[1,2,3]]: the second row of the transform is zero, the first 2 * fft([1,2,3]).
    let first = out[0].as_ref().unwrap();
    assert!((first[0] - Complex64::new(12.0, 0.0)).norm() < 1e-12);
    assert!(out[1].as_ref().unwrap().iter().all(|z| z.norm() < 1e-12));
    let out = Communicator::spawn_ranks(2, |c| {
        let cols = if c.rank() == 0 { 3 } else { 4 };
        let x = Array::from_vec(vec![Complex64::new(1.0, 0.0); cols], &[1, cols], &cpu())?;
        fft::fftn(&c, &x, &FftnOptions::default()).map(|_| ())
    })
    .unwrap();
    for o in out {
        let e = o.unwrap_err().to_string();
        assert!(e.contains("fftn") && e.contains("shape mismatch"), "{e}");
    }
    let out = Communicator::spawn_ranks(2, |c| {
        let x = Array::from_vec(vec![Complex64::new(1.0, 0.0); 2], &[2], &cpu())?;
        fft::fft2(&c, &x, &FftnOptions::default()).map(|_| ())
    })
    .unwrap();
    for o in out {
        let e = o.unwrap_err().to_string();
        assert!(e.contains("fft2") && e.contains("2-D"), "{e}");
    }
}
