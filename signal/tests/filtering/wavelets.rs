//! ricker, morlet2 and cwt against CuPy's formulas (SciPy 1.14's; SciPy 1.17 keeps `_ricker`
//! and `_cwt` privately) and find_peaks_cwt against SciPy 1.17.1
//! (signal/golden/generate_wavelets.py writes filtering_wavelets.npz), on
//! `gsci_tests::test_device()`, plus the device against the CPU and bad input.
//!
//! Tolerances: the wavelets 1e-15 relative (the same float64 formula, libm's exp/cos/sin);
//! cwt 1e-12 relative to the largest magnitude (direct or FFT convolution, as SciPy's `auto`
//! picks, differ by rounding); peak indices exactly.

use crate::common::{Npz, to_device};
use gsci_signal::{
    Array, Complex64, DType, Device, Error, FindPeaksCwtOptions, Morlet2Options, Wavelet, cwt,
    cwt_dyn, find_peaks_cwt, morlet2, ricker,
};
use gsci_tests::test_device;

const FILE: &str = "filtering_wavelets.npz";

fn rel(out: &[Complex64], want: &[Complex64]) -> f64 {
    assert_eq!(out.len(), want.len());
    let scale = want.iter().map(|v| v.norm()).fold(0.0, f64::max);
    assert!(scale > 0.0);
    out.iter()
        .zip(want)
        .map(|(a, b)| (a - b).norm())
        .fold(0.0, f64::max)
        / scale
}

fn c(v: &[f64]) -> Vec<Complex64> {
    v.iter().map(|x| Complex64::new(*x, 0.0)).collect()
}

#[test]
fn wavelets_golden() {
    let mut npz = Npz::open(FILE);
    let rc = npz.cases("r");
    assert!(rc.len() >= 4);
    for k in rc {
        let p = npz.vec::<f64>(&format!("{k}_p"));
        let y = ricker(p[0] as usize, p[1]).unwrap().to_vec().unwrap();
        let e = rel(&c(&y), &c(&npz.vec::<f64>(&format!("{k}_y"))));
        assert!(e <= 1e-15, "ricker {k}: {e:.3e}");
    }
    let mc = npz.cases("m");
    assert!(mc.len() >= 3);
    for k in mc {
        let p = npz.vec::<f64>(&format!("{k}_p"));
        let y = morlet2(p[0] as usize, p[1], &Morlet2Options { w: p[2] })
            .unwrap()
            .to_vec()
            .unwrap();
        let e = rel(&y, &npz.vec::<Complex64>(&format!("{k}_y")));
        assert!(e <= 1e-15, "morlet2 {k}: {e:.3e}");
    }
}

#[test]
fn cwt_golden() {
    let d = test_device();
    let mut npz = Npz::open(FILE);
    let cases = npz.cases("c");
    assert!(cases.len() >= 5);
    for k in cases {
        let x = to_device(&npz.get::<f64>(&format!("{k}_x")), &d);
        let widths = npz.vec::<f64>(&format!("{k}_widths"));
        let w = npz.vec::<f64>(&format!("{k}_w"))[0];
        let (out, want) = if w < 0.0 {
            let y = cwt::<f64>(&x, &Wavelet::Ricker, &widths).unwrap();
            assert_eq!(y.shape(), &[widths.len(), x.len()]);
            (
                c(&y.to_vec().unwrap()),
                c(&npz.vec::<f64>(&format!("{k}_y"))),
            )
        } else {
            let wl = Wavelet::Morlet2 { w };
            let dy = cwt_dyn(&x, &wl, &widths).unwrap();
            assert_eq!(dy.dtype(), DType::C128);
            let y = dy.into_typed::<Complex64>().unwrap();
            // a real output dtype keeps the real part (NumPy's cast)
            let yr = cwt::<f64>(&x, &wl, &widths).unwrap().to_vec().unwrap();
            let yv = y.to_vec().unwrap();
            let e = rel(
                &c(&yr),
                &yv.iter()
                    .map(|v| Complex64::new(v.re, 0.0))
                    .collect::<Vec<_>>(),
            );
            assert!(e <= 1e-12, "cwt {k} real part: {e:.3e}");
            (yv, npz.vec::<Complex64>(&format!("{k}_y")))
        };
        let e = rel(&out, &want);
        assert!(e <= 1e-12, "cwt {k}: {e:.3e}");
    }
}

#[test]
fn find_peaks_cwt_golden() {
    let d = test_device();
    let mut npz = Npz::open(FILE);
    let cases = npz.cases("f");
    assert!(cases.len() >= 5);
    for k in cases {
        let x = to_device(&npz.get::<f64>(&format!("{k}_x")), &d);
        let widths = npz.vec::<f64>(&format!("{k}_widths"));
        let o = npz.vec::<f64>(&format!("{k}_o"));
        let opt = |v: f64| if v.is_nan() { None } else { Some(v) };
        let opts = FindPeaksCwtOptions {
            gap_thresh: opt(o[0]),
            min_length: opt(o[1]),
            min_snr: opt(o[2]).unwrap_or(1.0),
            noise_perc: opt(o[3]).unwrap_or(10.0),
            window_size: opt(o[4]),
            ..Default::default()
        };
        let p = find_peaks_cwt(&x, &widths, &opts).unwrap();
        assert_eq!(p.device(), &d);
        assert_eq!(
            p.to_vec().unwrap(),
            npz.vec::<i64>(&format!("{k}_y")),
            "find_peaks_cwt {k}"
        );
    }
}

#[test]
fn cwt_device_vs_cpu_and_errors() {
    let d = test_device();
    let cpu = Device::cpu();
    let n = 5000;
    let v: Vec<f64> = (0..n)
        .map(|i| (i as f64 * 0.01).sin() + (i as f64 * 0.37).cos())
        .collect();
    let widths: Vec<f64> = (1..=32).map(|w| w as f64).collect();
    for wl in [Wavelet::Ricker, Wavelet::Morlet2 { w: 5.0 }] {
        let a = cwt::<Complex64>(
            &Array::from_vec(
                v.iter().map(|x| Complex64::new(*x, 0.0)).collect(),
                &[n],
                &d,
            )
            .unwrap(),
            &wl,
            &widths,
        )
        .unwrap();
        let b = cwt::<Complex64>(
            &Array::from_vec(
                v.iter().map(|x| Complex64::new(*x, 0.0)).collect(),
                &[n],
                &cpu,
            )
            .unwrap(),
            &wl,
            &widths,
        )
        .unwrap();
        let e = rel(&a.to_vec().unwrap(), &b.to_vec().unwrap());
        assert!(e <= 1e-12, "{wl:?}: device vs CPU {e:.3e}");
    }
    // float32 data computed in float32
    let x32 = Array::from_vec(v.iter().map(|x| *x as f32).collect(), &[n], &d).unwrap();
    let y32 = cwt::<f32>(&x32, &Wavelet::Ricker, &widths).unwrap();
    assert_eq!(y32.shape(), &[32, n]);
    let y64 = cwt::<f64>(
        &Array::from_vec(v.clone(), &[n], &d).unwrap(),
        &Wavelet::Ricker,
        &widths,
    )
    .unwrap()
    .to_vec()
    .unwrap();
    let e = rel(
        &c(&y32
            .to_vec()
            .unwrap()
            .iter()
            .map(|v| *v as f64)
            .collect::<Vec<_>>()),
        &c(&y64),
    );
    assert!(e <= 1e-5, "float32 cwt {e:.3e}");

    let x = Array::from_vec(v[..10].to_vec(), &[10], &d).unwrap();
    let bad = |r: Result<Array<f64>, Error>, needle: &str| match r {
        Err(Error::InvalidArgument { reason, .. }) => assert!(reason.contains(needle), "{reason}"),
        other => panic!("expected InvalidArgument ({needle}), got {other:?}"),
    };
    bad(cwt::<f64>(&x, &Wavelet::Ricker, &[]), "widths");
    bad(cwt::<f64>(&x, &Wavelet::Ricker, &[0.0]), "widths");
    bad(cwt::<f64>(&x, &Wavelet::Ricker, &[f64::NAN]), "widths");
    let x2 = Array::from_vec(v[..10].to_vec(), &[2, 5], &d).unwrap();
    bad(cwt::<f64>(&x2, &Wavelet::Ricker, &[1.0]), "1-D");
    let o = FindPeaksCwtOptions {
        max_distances: Some(vec![1.0]),
        ..Default::default()
    };
    match find_peaks_cwt(&x, &[1.0, 2.0], &o) {
        Err(Error::InvalidArgument { op, reason }) => {
            assert_eq!(op, "find_peaks_cwt");
            assert!(reason.contains("Max_distances"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    let o = FindPeaksCwtOptions {
        wavelet: Wavelet::Morlet2 { w: 5.0 },
        ..Default::default()
    };
    assert!(matches!(
        find_peaks_cwt(&x, &[1.0], &o),
        Err(Error::Unsupported { .. })
    ));
    // a flat signal: the zero padding of the `same` convolution makes ridges at the edges;
    // scipy.signal.find_peaks_cwt(np.ones(50), [1., 2.]) is [1, 2, 48]
    let flat = Array::from_vec(vec![1.0; 50], &[50], &d).unwrap();
    let p = find_peaks_cwt(&flat, &[1.0, 2.0], &FindPeaksCwtOptions::default()).unwrap();
    assert_eq!(p.to_vec().unwrap(), vec![1, 2, 48]);
}

/// qmf, daub and cascade against SciPy 1.14's algorithms (signal/golden/generate_daub.py runs
/// them with the pinned NumPy/SciPy): qmf exactly; daub's closed forms (p <= 3) exactly, and for
/// p >= 4 (companion-matrix roots from different eigensolvers, an error that grows with p as
/// SciPy warned) as accurate as SciPy's by the orthogonality residual; cascade to 1e-12 relative to
/// max |phi|, |psi| (the eigenvector, then sums of products); bad arguments as SciPy's errors.
#[test]
fn qmf_daub_cascade_golden() {
    use gsci_signal::{cascade, daub, qmf};
    let mut npz = Npz::open("wavelets_daub.npz");
    let qc = npz.cases("q");
    assert_eq!(qc.len(), 3);
    for k in qc {
        let h = npz.vec::<f64>(&format!("{k}_h"));
        assert_eq!(
            qmf(&h).unwrap().to_vec().unwrap(),
            npz.vec::<f64>(&format!("{k}_y"))
        );
    }
    let mut worst = 0.0f64;
    for p in 1..=34usize {
        let want = npz.vec::<f64>(&format!("d{p}_y"));
        let got = daub(p).unwrap().to_vec().unwrap();
        assert_eq!(got.len(), 2 * p);
        let scale = want.iter().fold(0.0f64, |m, v| m.max(v.abs()));
        let e = got
            .iter()
            .zip(&want)
            .fold(0.0f64, |m, (g, w)| m.max((g - w).abs()))
            / scale;
        // The orthogonality residual max_m |sum_k h_k h_(k+2m) - delta_m| of both.
        let ortho = |h: &[f64]| -> f64 {
            (0..p)
                .map(|m| {
                    let s: f64 = (0..h.len() - 2 * m).map(|k| h[k] * h[k + 2 * m]).sum();
                    (s - if m == 0 { 1.0 } else { 0.0 }).abs()
                })
                .fold(0.0, f64::max)
        };
        // The factorisation is ill-conditioned in p (SciPy warns beyond 34): both results are
        // measured by their orthogonality residual, ours within 10 times SciPy's (plus 1e-14),
        // and the taps within 100 times SciPy's residual of SciPy's; the closed forms exactly.
        let (og, ow) = (ortho(&got), ortho(&want));
        if p <= 3 {
            assert_eq!(got, want, "daub({p})");
        }
        assert!(
            og <= 10.0 * ow + 1e-14,
            "daub({p}): orthogonality {og:e}, SciPy's {ow:e}"
        );
        assert!(
            e <= 100.0 * ow + 1e-14,
            "daub({p}): {e:e} from SciPy's (residual {ow:e})"
        );
        worst = worst.max(e);
    }
    eprintln!("daub: max {worst:e} relative to the largest tap");
    for k in npz.cases("c") {
        let h = npz.vec::<f64>(&format!("{k}_h"));
        let j = npz.vec::<i64>(&format!("{k}_j"))[0] as usize;
        let r = cascade(&h, j).unwrap();
        assert_eq!(r.x.to_vec().unwrap(), npz.vec::<f64>(&format!("{k}_x")));
        for (got, key) in [(r.phi, "phi"), (r.psi, "psi")] {
            let want = npz.vec::<f64>(&format!("{k}_{key}"));
            let got = got.to_vec().unwrap();
            let scale = want.iter().fold(0.0f64, |m, v| m.max(v.abs()));
            let e = got
                .iter()
                .zip(&want)
                .fold(0.0f64, |m, (g, w)| m.max((g - w).abs()))
                / scale;
            assert!(e <= 1e-12, "cascade {k} {key}: {e:e}");
        }
    }
    for (r, what) in [
        (daub(0).map(|_| ()), "daub"),
        (daub(35).map(|_| ()), "daub"),
        (cascade(&[1.0, 1.0], 0).map(|_| ()), "cascade"),
        (cascade(&[1.0, 1.0], 30).map(|_| ()), "cascade"),
        (cascade(&[1.0], 3).map(|_| ()), "cascade"),
        (cascade(&[1.0, f64::NAN], 3).map(|_| ()), "cascade"),
    ] {
        match r {
            Err(Error::InvalidArgument { op, .. }) => assert_eq!(op, what),
            other => panic!("{what}: expected InvalidArgument, got {other:?}"),
        }
    }
}
