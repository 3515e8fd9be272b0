//! The parallel recurrence (GPU) and the CPU backend against a plain difference equation
//! evaluated in complex128 in the test, on long signals whose lengths sit around multiples of
//! the GPU's block length, orders 1..16, batched along every axis; with GSCI_TEST_DEVICE=cuda
//! also the GPU against the CPU backend.
//!
//! Tolerance (max error / max |y|): `base * sum_k |a_k|`, base 1e-14 for float64/complex128 and
//! 1e-6 for float32 (about 10 ulp / (1 - r) for poles of radius r <= 0.9): a transfer function's
//! output is sensitive to its rounding in proportion to the size of its denominator's
//! coefficients (sum |a_k| grows like (1 + r)^order), and the difference equation in the test
//! rounds differently from the direct form II transposed; the block scan only reassociates the
//! propagation of states.

use crate::common::{assert_close, rand_vec, rel_max};
use gsci_signal::{
    Array, Complex64, Device, FilterElement, LFILTER_GPU_BLOCK, LfilterOptions, SosfiltOptions,
    lfilter, sosfilt,
};
use gsci_tests::test_device;

/// The coefficients of prod_k (1 - r_k z^-1) for roots r_k (complex conjugate pairs when `real`).
fn poly(roots: &[Complex64]) -> Vec<Complex64> {
    let mut c = vec![Complex64::new(1.0, 0.0)];
    for r in roots {
        let mut n = vec![Complex64::new(0.0, 0.0); c.len() + 1];
        for (i, v) in c.iter().enumerate() {
            n[i] += v;
            n[i + 1] -= v * r;
        }
        c = n;
    }
    c
}

/// A real filter of `order` with poles of radius `radius` (conjugate pairs plus one real pole
/// for odd orders) and zeros on the unit circle.
fn real_filter(order: usize, radius: f64, seed: u64) -> (Vec<f64>, Vec<f64>) {
    let mut p = Vec::new();
    let mut z = Vec::new();
    // well-separated pole angles (jittered around an even spread): a transfer function with
    // clustered poles is ill-conditioned in any floating-point form
    let jitter: Vec<f64> = rand_vec(seed, order);
    let half = (order / 2).max(1) as f64;
    let ang: Vec<f64> = (0..order)
        .map(|k| std::f64::consts::PI * (k as f64 + 0.5) / (half + 0.5) + 0.15 * jitter[k])
        .collect();
    for &t in &ang[..order / 2] {
        p.push(Complex64::from_polar(radius, t));
        p.push(Complex64::from_polar(radius, -t));
        z.push(Complex64::from_polar(1.0, t + 0.3));
        z.push(Complex64::from_polar(1.0, -(t + 0.3)));
    }
    if order % 2 == 1 {
        p.push(Complex64::new(radius * 0.9, 0.0));
        z.push(Complex64::new(-1.0, 0.0));
    }
    let a: Vec<f64> = poly(&p).iter().map(|c| c.re).collect();
    let b: Vec<f64> = poly(&z).iter().map(|c| c.re * 0.1).collect();
    (b, a)
}

/// y[n] = (sum_k b_k x[n-k] - sum_{k>=1} a_k y[n-k]) / a_0 along the last axis of rows.
fn reference(b: &[Complex64], a: &[Complex64], x: &[Complex64], n: usize) -> Vec<Complex64> {
    let mut y = vec![Complex64::new(0.0, 0.0); x.len()];
    for r in 0..x.len() / n {
        let (xr, yr) = (&x[r * n..(r + 1) * n], &mut y[r * n..(r + 1) * n]);
        for t in 0..n {
            let mut s = Complex64::new(0.0, 0.0);
            for (k, bk) in b.iter().enumerate().take(t + 1) {
                s += bk * xr[t - k];
            }
            for (k, ak) in a.iter().enumerate().take(t + 1).skip(1) {
                s -= ak * yr[t - k];
            }
            yr[t] = s / a[0];
        }
    }
    y
}

fn wide<T: FilterElement>(v: &[T]) -> Vec<Complex64> {
    v.iter().map(|x| x.to_c64()).collect()
}

/// Filters `x` (shape `shape`, along `axis`) on the test device; checks against the reference,
/// and against the CPU backend when the test device is a GPU.
fn check<T: FilterElement>(b: &[T], a: &[T], shape: &[usize], axis: usize, seed: u64, base: f64) {
    let d = test_device();
    let a0 = a[0].abs_f64();
    let tol = base * a.iter().map(|v| v.abs_f64() / a0).sum::<f64>();
    let len: usize = shape.iter().product();
    let xv: Vec<T> = rand_vec(seed, len);
    let x = Array::from_vec(xv.clone(), shape, &d).unwrap();
    let bd = Array::from_vec(b.to_vec(), &[b.len()], &d).unwrap();
    let ad = Array::from_vec(a.to_vec(), &[a.len()], &d).unwrap();
    let opts = LfilterOptions {
        axis: axis as isize,
        zi: None,
    };
    let y = lfilter(&bd, &ad, &x, &opts).unwrap().y;
    // reference along the axis: move it last on the host
    let xm = x
        .moveaxis(&[axis as isize], &[-1])
        .unwrap()
        .to_vec()
        .unwrap();
    let n = shape[axis];
    let want = reference(&wide(b), &wide(a), &wide(&xm), n);
    let ym = y
        .moveaxis(&[axis as isize], &[-1])
        .unwrap()
        .to_vec()
        .unwrap();
    let e = rel_max(&wide(&ym), &want);
    let ctx = format!(
        "order {} shape {shape:?} axis {axis} {} (block length {})",
        a.len().max(b.len()) - 1,
        T::DTYPE,
        block_len(len / n, n)
    );
    assert!(
        e <= tol,
        "{ctx}: error {e:.3e} against the difference equation > {tol:.1e}"
    );
    if d != Device::cpu() {
        let cpu = Device::cpu();
        let xc = x.to_device(&cpu).unwrap();
        let bc = bd.to_device(&cpu).unwrap();
        let ac = ad.to_device(&cpu).unwrap();
        let yc = lfilter(&bc, &ac, &xc, &opts).unwrap().y.to_vec().unwrap();
        assert_close(&format!("{ctx}: GPU vs CPU"), &y, &yc, tol);
    }
}

fn cast<T: FilterElement>(v: &[f64]) -> Vec<T> {
    v.iter().map(|x| T::from_f64(*x)).collect()
}

/// The GPU's block length for `rows` signals of length `n` (LFILTER_GPU_BLOCK's rule).
fn block_len(rows: usize, n: usize) -> usize {
    if n <= 256 || rows >= 8192 {
        n
    } else {
        LFILTER_GPU_BLOCK
    }
}

/// Lengths around multiples of the block length the GPU uses for one signal of about `n`.
fn lengths_around(n: usize) -> Vec<usize> {
    let l = block_len(1, n);
    let k = n / l;
    vec![k * l - 1, k * l, k * l + 1, (k + 1) * l + 1]
}

#[test]
fn iir_orders_1_to_16_across_block_boundaries() {
    for order in 1..=16 {
        let (b, a) = real_filter(order, 0.9, order as u64);
        for n in lengths_around(5000) {
            check::<f64>(&b, &a, &[n], 0, 100 + order as u64, 1e-14);
        }
    }
}

/// Lengths around multiples of a superblock (64 blocks) of the two-level scan.
fn lengths_around_superblocks(k: usize) -> Vec<usize> {
    let l = block_len(1, 64 * 64 * k);
    let s = 64 * l;
    vec![k * s - 1, k * s, k * s + 1, k * s + l + 1]
}

#[test]
fn iir_two_level_scan_orders_1_to_16() {
    for order in [1, 2, 3, 5, 8, 11, 16] {
        let (b, a) = real_filter(order, 0.9, 40 + order as u64);
        for n in lengths_around_superblocks(5) {
            check::<f64>(&b, &a, &[n], 0, 200 + order as u64, 1e-14);
        }
    }
    // a batch of long signals along axis 0
    let (b, a) = real_filter(4, 0.95, 77);
    check::<f64>(&b, &a, &[20481, 3], 0, 78, 1e-14);
}

#[test]
fn iir_f32_and_complex() {
    let (b, a) = real_filter(4, 0.9, 7);
    for n in lengths_around(20000) {
        check::<f32>(&cast(&b), &cast(&a), &[n], 0, 3, 1e-6);
    }
    let bc: Vec<Complex64> = b
        .iter()
        .enumerate()
        .map(|(i, v)| Complex64::from_polar(*v, 0.3 * i as f64))
        .collect();
    let ac: Vec<Complex64> = a
        .iter()
        .enumerate()
        .map(|(i, v)| Complex64::from_polar(*v, -0.2 * i as f64))
        .collect();
    for n in lengths_around(3000) {
        check::<Complex64>(&bc, &ac, &[n], 0, 5, 1e-14);
        let b32: Vec<gsci_signal::Complex32> =
            bc.iter().map(|v| FilterElement::from_c64(*v)).collect();
        let a32: Vec<gsci_signal::Complex32> =
            ac.iter().map(|v| FilterElement::from_c64(*v)).collect();
        check(&b32, &a32, &[n], 0, 6, 1e-6);
    }
}

#[test]
fn unstable_but_finite_filter() {
    // a pole at 1.0004: |y| grows by about e^8 over 20000 samples
    let b = [0.5, -0.2, 0.1];
    let a = [1.0, -1.3004, 0.30012];
    for n in lengths_around(20000) {
        check::<f64>(&b, &a, &[n], 0, 9, 1e-14);
    }
}

#[test]
fn fir_and_a0_normalisation() {
    let b: Vec<f64> = rand_vec(11, 127);
    check::<f64>(&b, &[1.0], &[10007], 0, 12, 1e-13);
    check::<f32>(&cast(&b), &[1.0], &[10007], 0, 13, 1e-6);
    let (b, mut a) = real_filter(3, 0.8, 3);
    a.iter_mut().for_each(|v| *v *= 2.5);
    check::<f64>(&b, &a, &[4099], 0, 14, 1e-14);
}

#[test]
fn every_axis_of_2d_and_3d() {
    let (b, a) = real_filter(5, 0.85, 5);
    for axis in 0..2 {
        let mut shape = [3, 3];
        shape[axis] = 2049;
        check::<f64>(&b, &a, &shape, axis, 20 + axis as u64, 1e-14);
    }
    for axis in 0..3 {
        let mut shape = [2, 3, 4];
        shape[axis] = 1025;
        check::<f64>(&b, &a, &shape, axis, 30 + axis as u64, 1e-14);
    }
    // a large batch of short signals (one block per signal on the GPU)
    check::<f64>(&b, &a, &[9000, 40], 1, 40, 1e-14);
    check::<f64>(&b, &a, &[40, 9000], 0, 41, 1e-14);
}

#[test]
fn sosfilt_long_signal_with_state_across_blocks() {
    // two sections; zi chosen nonzero; the result against lfilter of the cascade on the CPU
    let d = test_device();
    let (b1, a1) = real_filter(2, 0.95, 51);
    let (b2, a2) = real_filter(2, 0.7, 52);
    let mut sos = Vec::new();
    sos.extend_from_slice(&b1);
    sos.extend_from_slice(&a1);
    sos.extend_from_slice(&b2);
    sos.extend_from_slice(&a2);
    for n in lengths_around(30000) {
        let xv: Vec<f64> = rand_vec(60, 2 * n);
        let x = Array::from_vec(xv.clone(), &[2, n], &d).unwrap();
        let s = Array::from_vec(sos.clone(), &[2, 6], &d).unwrap();
        let ziv: Vec<f64> = rand_vec(61, 8);
        let zi = Array::from_vec(ziv.clone(), &[2, 2, 2], &d).unwrap();
        let r = sosfilt(
            &s,
            &x,
            &SosfiltOptions {
                axis: -1,
                zi: Some(&zi),
            },
        )
        .unwrap();
        // host cascade: section 1 then 2, each lfilter on the CPU with its zi
        let cpu = Device::cpu();
        let mut cur = Array::from_vec(xv, &[2, n], &cpu).unwrap();
        let mut zfs = Vec::new();
        for k in 0..2 {
            let bk = Array::from_vec(sos[6 * k..6 * k + 3].to_vec(), &[3], &cpu).unwrap();
            let ak = Array::from_vec(sos[6 * k + 3..6 * k + 6].to_vec(), &[3], &cpu).unwrap();
            let zk = Array::from_vec(ziv[4 * k..4 * k + 4].to_vec(), &[2, 2], &cpu).unwrap();
            let o = lfilter(
                &bk,
                &ak,
                &cur,
                &LfilterOptions {
                    axis: -1,
                    zi: Some(&zk),
                },
            )
            .unwrap();
            zfs.extend(o.zf.unwrap().to_vec().unwrap());
            cur = o.y;
        }
        assert_close(
            &format!("sosfilt n={n}"),
            &r.y,
            &cur.to_vec().unwrap(),
            1e-12,
        );
        assert_close(&format!("sosfilt zf n={n}"), &r.zf.unwrap(), &zfs, 1e-12);
    }
}

/// sosfilt of cascades whose block transition amplifies at 64 samples (`butter(8, 0.2)`:
/// `max |A^64| = 2.03`; `cheby1(8, 0.05, 0.1)`: stable only from 1024 samples) run whole at a
/// longer block on the GPU; lengths around multiples of that block, of its superblocks, and
/// past 4 * 64 superblocks (a third scan level); against the CPU's sequential cascade, with a
/// nonzero zi.
#[test]
fn sosfilt_cascades_at_a_lengthened_block_and_three_scan_levels() {
    use gsci_signal::{BType, FilterOutput, IirOptions, butter, cheby1};
    let d = test_device();
    let cpu = Device::cpu();
    let opts = IirOptions {
        output: FilterOutput::Sos,
        btype: BType::Lowpass,
        ..Default::default()
    };
    let cases = [
        (
            "butter(8, 0.2)",
            butter(8, &[0.2], &opts).unwrap(),
            128usize,
        ),
        (
            "cheby1(8, 0.05, 0.1)",
            cheby1(8, 0.05, &[0.1], &opts).unwrap(),
            1024,
        ),
    ];
    for (name, filt, l) in cases {
        let sos = filt.into_sos().unwrap().to_vec().unwrap();
        // the file's tolerance rule, 10 ulp / (1 - r) for the largest pole radius r (a section's
        // poles z^2 + a1 z + a2 = 0 have |z|^2 = a2 when complex)
        let r = (0..4)
            .map(|k| sos[6 * k + 5].abs().sqrt())
            .fold(0.0, f64::max);
        let (tol64, tol32) = (1e-14 / (1.0 - r), 1e-6 / (1.0 - r));
        let three_levels = l * (64 * 64 * 4 + 64) + 3;
        for n in [3 * l - 1, 3 * l + 1, 64 * l * 5 + 1, three_levels] {
            let xv: Vec<f64> = rand_vec(90 + n as u64, n);
            let ziv: Vec<f64> = rand_vec(91, 8);
            let run = |dev: &Device| {
                let x = Array::from_vec(xv.clone(), &[n], dev).unwrap();
                let s = Array::from_vec(sos.clone(), &[4, 6], dev).unwrap();
                let zi = Array::from_vec(ziv.clone(), &[4, 2], dev).unwrap();
                let r = sosfilt(
                    &s,
                    &x,
                    &SosfiltOptions {
                        axis: -1,
                        zi: Some(&zi),
                    },
                )
                .unwrap();
                (r.y, r.zf.unwrap())
            };
            let (y, zf) = run(&d);
            let (yc, zfc) = run(&cpu);
            let ctx = format!("{name} n={n}");
            assert_close(&ctx, &y, &yc.to_vec().unwrap(), tol64);
            assert_close(&format!("{ctx} zf"), &zf, &zfc.to_vec().unwrap(), tol64);
            // float32: the same cascade within float32's rounding
            let x32: Vec<f32> = xv.iter().map(|v| *v as f32).collect();
            let s32: Vec<f32> = sos.iter().map(|v| *v as f32).collect();
            let run32 = |dev: &Device| {
                let x = Array::from_vec(x32.clone(), &[n], dev).unwrap();
                let s = Array::from_vec(s32.clone(), &[4, 6], dev).unwrap();
                sosfilt(&s, &x, &SosfiltOptions::default()).unwrap().y
            };
            let y32 = run32(&d);
            let y32c = run32(&cpu).to_vec().unwrap();
            assert_close(&format!("{ctx} f32"), &y32, &y32c, tol32);
        }
    }
}

/// On the CPU one long row of a damped cascade runs in chunks on several cores (each chunk from
/// zero state, then the entering state's free response added): against the sequential loop
/// (the same row twice in a batch of two, which runs row by row), forward (sosfilt with zi)
/// and both ways (sosfiltfilt), float64 and float32, in a pool of 3 threads (uneven chunks).
#[test]
fn cpu_long_row_in_chunks_equals_the_sequential_loop() {
    use gsci_signal::{
        BType, FilterOutput, IirOptions, SosfiltfiltOptions, butter, cheby1, sosfiltfilt,
    };
    let cpu = Device::cpu();
    let opts = IirOptions {
        output: FilterOutput::Sos,
        btype: BType::Lowpass,
        ..Default::default()
    };
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(3)
        .build()
        .unwrap();
    let filters = [
        butter(8, &[0.2], &opts).unwrap(),
        cheby1(8, 0.05, &[0.1], &opts).unwrap(),
    ];
    for filt in filters {
        let sos = filt.into_sos().unwrap().to_vec().unwrap();
        let r = (0..4)
            .map(|k| sos[6 * k + 5].abs().sqrt())
            .fold(0.0, f64::max);
        let n = (1 << 17) + 5;
        let xv: Vec<f64> = rand_vec(77, n);
        let ziv: Vec<f64> = rand_vec(78, 8);
        let s = Array::from_vec(sos.clone(), &[4, 6], &cpu).unwrap();
        let one = Array::from_vec(xv.clone(), &[n], &cpu).unwrap();
        let mut two_v = xv.clone();
        two_v.extend_from_slice(&xv);
        let two = Array::from_vec(two_v, &[2, n], &cpu).unwrap();
        let zi1 = Array::from_vec(ziv.clone(), &[4, 2], &cpu).unwrap();
        let mut zi2_v = Vec::new();
        for k in 0..4 {
            for _ in 0..2 {
                zi2_v.extend_from_slice(&ziv[2 * k..2 * k + 2]);
            }
        }
        let zi2 = Array::from_vec(zi2_v, &[4, 2, 2], &cpu).unwrap();
        let (got, got_zf, got_ff) = pool.install(|| {
            let o = sosfilt(
                &s,
                &one,
                &SosfiltOptions {
                    axis: -1,
                    zi: Some(&zi1),
                },
            )
            .unwrap();
            let ff = sosfiltfilt(&s, &one, &SosfiltfiltOptions::default()).unwrap();
            (o.y, o.zf.unwrap(), ff)
        });
        let w = sosfilt(
            &s,
            &two,
            &SosfiltOptions {
                axis: -1,
                zi: Some(&zi2),
            },
        )
        .unwrap();
        let want = w.y.to_vec().unwrap();
        let wzf = w.zf.unwrap().to_vec().unwrap();
        // zf is (sections, rows, 2): row 0's pair of each section
        let want_zf: Vec<f64> = (0..8).map(|i| wzf[4 * (i / 2) + i % 2]).collect();
        let want_ff = sosfiltfilt(&s, &two, &SosfiltfiltOptions::default())
            .unwrap()
            .to_vec()
            .unwrap();
        let tol = 1e-14 / (1.0 - r);
        assert_close("chunked sosfilt", &got, &want[..n], tol);
        assert_close("chunked sosfilt zf", &got_zf, &want_zf, tol);
        assert_close("chunked sosfiltfilt", &got_ff, &want_ff[..n], tol);
        // float32
        let s32 = Array::from_vec(sos.iter().map(|v| *v as f32).collect(), &[4, 6], &cpu).unwrap();
        let x32: Vec<f32> = xv.iter().map(|v| *v as f32).collect();
        let one32 = Array::from_vec(x32.clone(), &[n], &cpu).unwrap();
        let mut t32 = x32.clone();
        t32.extend_from_slice(&x32);
        let two32 = Array::from_vec(t32, &[2, n], &cpu).unwrap();
        let got32 =
            pool.install(|| sosfiltfilt(&s32, &one32, &SosfiltfiltOptions::default()).unwrap());
        let want32 = sosfiltfilt(&s32, &two32, &SosfiltfiltOptions::default())
            .unwrap()
            .to_vec()
            .unwrap();
        assert_close(
            "chunked sosfiltfilt f32",
            &got32,
            &want32[..n],
            1e-6 / (1.0 - r),
        );
    }
}

/// decimate's IIR zero-phase path on a GPU never forms the filtered signal: the forward pass
/// stops at its block states and the backward pass recomputes each block's forward output in
/// chunks, keeping every q-th sample. Against the CPU (sosfiltfilt then every q-th sample) for
/// several q (block lengths 64 to 1024), lengths around multiples of the block and of its
/// superblocks, a batch along each axis, float32 and complex128; the tolerance rule of
/// `sosfilt_cascades_at_a_lengthened_block_and_three_scan_levels`, doubled for two passes.
#[test]
fn decimate_iir_keeps_every_qth_sample_across_blocks() {
    use gsci_signal::{DecimateOptions, FilterOutput, IirOptions, cheby1, decimate};
    let d = test_device();
    let cpu = Device::cpu();
    for q in [2usize, 3, 8, 13] {
        let opts = IirOptions {
            output: FilterOutput::Sos,
            ..Default::default()
        };
        let sos = cheby1(8, 0.05, &[0.8 / q as f64], &opts)
            .unwrap()
            .into_sos()
            .unwrap()
            .to_vec()
            .unwrap();
        let r = (0..4)
            .map(|k| sos[6 * k + 5].abs().sqrt())
            .fold(0.0, f64::max);
        let (tol64, tol32) = (2e-14 / (1.0 - r), 2e-6 / (1.0 - r));
        let mut lengths = vec![1023, 1024, 1025, 3 * 1024 + 1, 5000, 64 * 1024 * 5 + 3];
        if q == 8 {
            // past 4 * 64 superblocks of 1024: three scan levels
            lengths.push(1024 * (64 * 64 * 4 + 64) + 3);
        }
        for n in lengths {
            let xv: Vec<f64> = rand_vec(300 + n as u64, n);
            let run = |dev: &Device| {
                let x = Array::from_vec(xv.clone(), &[n], dev).unwrap();
                decimate(&x, q, &DecimateOptions::default()).unwrap()
            };
            let y = run(&d);
            let yc = run(&cpu);
            assert_eq!(y.shape(), &[n.div_ceil(q)]);
            let ctx = format!("decimate q={q} n={n}");
            assert_close(&ctx, &y, &yc.to_vec().unwrap(), tol64);
            if n > 100_000 {
                continue;
            }
            let x32: Vec<f32> = xv.iter().map(|v| *v as f32).collect();
            let run32 = |dev: &Device| {
                let x = Array::from_vec(x32.clone(), &[n], dev).unwrap();
                decimate(&x, q, &DecimateOptions::default()).unwrap()
            };
            let y32c = run32(&cpu).to_vec().unwrap();
            assert_close(&format!("{ctx} f32"), &run32(&d), &y32c, tol32);
            // complex128: real and imaginary parts filtered alike
            let xz: Vec<Complex64> = xv
                .iter()
                .zip(xv.iter().rev())
                .map(|(a, b)| Complex64::new(*a, *b))
                .collect();
            let runz = |dev: &Device| {
                let x = Array::from_vec(xz.clone(), &[n], dev).unwrap();
                decimate(&x, q, &DecimateOptions::default()).unwrap()
            };
            let yzc = runz(&cpu).to_vec().unwrap();
            assert_close(&format!("{ctx} c128"), &runz(&d), &yzc, tol64);
        }
        // batches along either axis
        let n = 4099;
        for axis in [0isize, 1] {
            let shape = if axis == 0 { [n, 3] } else { [3, n] };
            let xv: Vec<f64> = rand_vec(400 + q as u64, 3 * n);
            let run = |dev: &Device| {
                let x = Array::from_vec(xv.clone(), &shape, dev).unwrap();
                let o = DecimateOptions {
                    axis,
                    ..Default::default()
                };
                decimate(&x, q, &o).unwrap()
            };
            let y = run(&d);
            let yc = run(&cpu);
            assert_eq!(y.shape(), yc.shape());
            assert_close(
                &format!("decimate q={q} axis {axis}"),
                &y,
                &yc.to_vec().unwrap(),
                tol64,
            );
        }
    }
}
