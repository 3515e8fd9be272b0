//! argrelmin/argrelmax/argrelextrema, find_peaks, peak_prominences, peak_widths against SciPy
//! 1.17.1 (signal/golden/data/spectral_peaks.npz) on the test device. Indices exactly; float
//! properties to 1e-12 relative (the same float64 arithmetic as SciPy, so in practice exact).

use super::common::{Npz, to_device};
use gsci_signal::{
    ArgrelOptions, Array, Bound, Device, ExtremaMode, FindPeaksOptions, PeakProminencesOptions,
    PeakWidthsOptions, argrelmax, argrelmin, find_peaks, peak_prominences, peak_widths,
};

fn close(ctx: &str, got: &Array<f64>, want: &[f64]) {
    let g = got.to_vec().unwrap();
    assert_eq!(g.len(), want.len(), "{ctx}: length");
    for (i, (a, b)) in g.iter().zip(want).enumerate() {
        assert!(
            (a - b).abs() <= 1e-12 * b.abs().max(1.0),
            "{ctx}[{i}]: {a} != {b}"
        );
    }
}

fn bound(lo: f64, hi: f64, present: bool) -> Option<Bound> {
    present.then_some(Bound {
        min: (!lo.is_nan()).then_some(lo),
        max: (!hi.is_nan()).then_some(hi),
    })
}

#[test]
fn argrel_golden() {
    let mut npz = Npz::open("spectral_peaks.npz");
    let dev = gsci_tests::test_device();
    let cases = npz.cases("a");
    assert_eq!(cases.len(), 18);
    for c in cases {
        let x: Array<f64> = to_device(&npz.get::<f64>(&format!("{c}_x")), &dev);
        let p: Vec<f64> = npz.vec(&format!("{c}_p"));
        let want = npz.get::<i64>(&format!("{c}_out"));
        let o = ArgrelOptions {
            axis: p[1] as isize,
            order: p[2] as usize,
            mode: if p[3] == 0.0 {
                ExtremaMode::Clip
            } else {
                ExtremaMode::Wrap
            },
        };
        let r = if p[0] == 0.0 {
            argrelmin(&x, &o)
        } else {
            argrelmax(&x, &o)
        }
        .unwrap();
        assert_eq!(r.len(), want.shape()[0], "{c}: dims");
        for (d, a) in r.iter().enumerate() {
            let w: Vec<i64> = want
                .index_axis(ndarray::Axis(0), d)
                .iter()
                .copied()
                .collect();
            assert_eq!(a.to_vec().unwrap(), w, "{c}: dim {d}");
        }
        // The f32 copy of the same data (small integers: exact) gives the same indices.
        let x32: Array<f32> = x.astype().unwrap();
        let r32 = if p[0] == 0.0 {
            argrelmin(&x32, &o)
        } else {
            argrelmax(&x32, &o)
        }
        .unwrap();
        for (a, b) in r.iter().zip(&r32) {
            assert_eq!(a.to_vec().unwrap(), b.to_vec().unwrap(), "{c}: f32");
        }
    }
}

#[test]
fn find_peaks_golden() {
    let mut npz = Npz::open("spectral_peaks.npz");
    let dev = gsci_tests::test_device();
    let cases = npz.cases("f");
    assert_eq!(cases.len(), 14);
    for c in cases {
        let xv = npz.get::<f64>(&format!("{c}_x"));
        let x: Array<f64> = to_device(&xv, &dev);
        let p: Vec<f64> = npz.vec(&format!("{c}_p"));
        let keys = [
            "peak_heights",
            "left_thresholds",
            "right_thresholds",
            "prominences",
            "widths",
            "width_heights",
            "left_ips",
            "right_ips",
            "plateau_sizes",
            "left_edges",
            "right_edges",
            "left_bases",
            "right_bases",
        ];
        let present: Vec<&str> = keys
            .iter()
            .copied()
            .filter(|k| npz.has(&format!("{c}_{k}")))
            .collect();
        let has = |k: &str| present.contains(&k);
        let o = FindPeaksOptions {
            height: bound(p[0], p[1], has("peak_heights")),
            threshold: bound(p[2], p[3], has("left_thresholds")),
            distance: (!p[4].is_nan()).then_some(p[4]),
            prominence: bound(p[5], p[6], !(p[5].is_nan() && p[6].is_nan())),
            width: bound(p[7], p[8], has("widths")),
            wlen: (!p[9].is_nan()).then_some(p[9]),
            rel_height: p[10],
            plateau_size: bound(p[11], p[12], has("plateau_sizes")),
        };
        let r = find_peaks(&x, &o).unwrap();
        let want: Vec<i64> = npz.vec(&format!("{c}_peaks"));
        assert_eq!(r.peaks.to_vec().unwrap(), want, "{c}: peaks");
        assert!(!want.is_empty(), "{c}: no peaks");
        let pr = &r.properties;
        let fl = [
            ("peak_heights", &pr.peak_heights),
            ("left_thresholds", &pr.left_thresholds),
            ("right_thresholds", &pr.right_thresholds),
            ("prominences", &pr.prominences),
            ("widths", &pr.widths),
            ("width_heights", &pr.width_heights),
            ("left_ips", &pr.left_ips),
            ("right_ips", &pr.right_ips),
        ];
        for (k, v) in fl {
            assert_eq!(v.is_some(), has(k), "{c}: {k} presence");
            if let Some(v) = v {
                close(&format!("{c} {k}"), v, &npz.vec::<f64>(&format!("{c}_{k}")));
            }
        }
        let il = [
            ("plateau_sizes", &pr.plateau_sizes),
            ("left_edges", &pr.left_edges),
            ("right_edges", &pr.right_edges),
            ("left_bases", &pr.left_bases),
            ("right_bases", &pr.right_bases),
        ];
        for (k, v) in il {
            assert_eq!(v.is_some(), has(k), "{c}: {k} presence");
            if let Some(v) = v {
                assert_eq!(
                    v.to_vec().unwrap(),
                    npz.vec::<i64>(&format!("{c}_{k}")),
                    "{c} {k}"
                );
            }
        }
        // float32 input: SciPy converts to float64 first; ours widens exactly the same way.
        let x32: Array<f32> = x.astype().unwrap();
        let r32 = find_peaks(&x32, &o).unwrap();
        let x64: Array<f64> = x32.astype().unwrap();
        let r64 = find_peaks(&x64, &o).unwrap();
        assert_eq!(
            r32.peaks.to_vec().unwrap(),
            r64.peaks.to_vec().unwrap(),
            "{c}: f32"
        );
    }
}

#[test]
fn prominences_and_widths_golden() {
    let mut npz = Npz::open("spectral_peaks.npz");
    let dev = gsci_tests::test_device();
    for c in npz.cases("r") {
        let x: Array<f64> = to_device(&npz.get::<f64>(&format!("{c}_x")), &dev);
        let pk: Array<i64> =
            Array::from_ndarray(&npz.get::<i64>(&format!("{c}_peaks")), &dev).unwrap();
        let w: Vec<f64> = npz.vec(&format!("{c}_wlen"));
        let o = PeakProminencesOptions {
            wlen: (!w[0].is_nan()).then_some(w[0]),
        };
        let r = peak_prominences(&x, &pk, &o).unwrap();
        close(
            &c,
            &r.prominences,
            &npz.vec::<f64>(&format!("{c}_prominences")),
        );
        assert_eq!(
            r.left_bases.to_vec().unwrap(),
            npz.vec::<i64>(&format!("{c}_left_bases"))
        );
        assert_eq!(
            r.right_bases.to_vec().unwrap(),
            npz.vec::<i64>(&format!("{c}_right_bases"))
        );
    }
    for c in npz.cases("w") {
        let x: Array<f64> = to_device(&npz.get::<f64>(&format!("{c}_x")), &dev);
        let pk: Array<i64> =
            Array::from_ndarray(&npz.get::<i64>(&format!("{c}_peaks")), &dev).unwrap();
        let rh: Vec<f64> = npz.vec(&format!("{c}_rel_height"));
        let o = PeakWidthsOptions {
            rel_height: rh[0],
            ..Default::default()
        };
        let r = peak_widths(&x, &pk, &o).unwrap();
        for (k, v) in [
            ("widths", &r.widths),
            ("width_heights", &r.width_heights),
            ("left_ips", &r.left_ips),
            ("right_ips", &r.right_ips),
        ] {
            close(&format!("{c} {k}"), v, &npz.vec::<f64>(&format!("{c}_{k}")));
        }
        // prominence_data passed explicitly gives the same.
        let pd = peak_prominences(&x, &pk, &PeakProminencesOptions::default()).unwrap();
        let r2 = peak_widths(
            &x,
            &pk,
            &PeakWidthsOptions {
                rel_height: rh[0],
                prominence_data: Some(pd),
                wlen: None,
            },
        )
        .unwrap();
        assert_eq!(r.widths.to_vec().unwrap(), r2.widths.to_vec().unwrap());
    }
}

/// Plateaus at the ends, NaN, tiny inputs: the device local-maxima pass against values printed
/// by SciPy 1.17.1 (`find_peaks(x, plateau_size=1)`: peaks, left_edges, right_edges); with a
/// `distance` condition (host path) the same peaks come back.
#[test]
fn local_maxima_edges() {
    let dev = gsci_tests::test_device();
    let nan = f64::NAN;
    type Case = (Vec<f64>, Vec<i64>, Vec<i64>, Vec<i64>);
    let cases: [Case; 6] = [
        (vec![1.0, 2.0, 2.0, 2.0], vec![], vec![], vec![]),
        (
            vec![
                0.0, 1.0, 1.0, 0.0, 2.0, 2.0, 3.0, 1.0, nan, 5.0, 1.0, 4.0, 4.0, nan, 1.0,
            ],
            vec![1, 6],
            vec![1, 6],
            vec![2, 6],
        ),
        (vec![3.0, 1.0, 3.0], vec![], vec![], vec![]),
        (
            vec![0.0, 5.0, 5.0, 5.0, 0.0, 1.0, 1.0, 2.0, 1.0],
            vec![2, 7],
            vec![1, 7],
            vec![3, 7],
        ),
        (vec![1.0], vec![], vec![], vec![]),
        (vec![], vec![], vec![], vec![]),
    ];
    for (x, p, l, r) in cases {
        let n = x.len();
        let xa = Array::from_vec(x.clone(), &[n], &dev).unwrap();
        let o = FindPeaksOptions {
            plateau_size: Some(1.0.into()),
            ..Default::default()
        };
        let res = find_peaks(&xa, &o).unwrap();
        assert_eq!(res.peaks.to_vec().unwrap(), p, "{x:?}");
        let pr = res.properties;
        assert_eq!(pr.left_edges.unwrap().to_vec().unwrap(), l, "{x:?}");
        assert_eq!(pr.right_edges.unwrap().to_vec().unwrap(), r, "{x:?}");
        let o = FindPeaksOptions {
            plateau_size: Some(1.0.into()),
            distance: Some(1.0),
            ..Default::default()
        };
        assert_eq!(
            find_peaks(&xa, &o).unwrap().peaks.to_vec().unwrap(),
            p,
            "{x:?} host"
        );
    }
}

/// vectorstrength against SciPy (spectral_vectorstrength.npz): strength and phase to 1e-12
/// relative to their largest magnitude (the phase of a near-zero mean vector is ill-conditioned,
/// so the events are random and the periods generic).
#[test]
fn vectorstrength_golden() {
    let mut npz = Npz::open("spectral_vectorstrength.npz");
    let dev = gsci_tests::test_device();
    let cases = npz.cases("v");
    assert_eq!(cases.len(), 3);
    for c in cases {
        let ev: Array<f64> = to_device(&npz.get::<f64>(&format!("{c}_events")), &dev);
        let p: Vec<f64> = npz.vec(&format!("{c}_period"));
        let r = gsci_signal::vectorstrength(&ev, &p).unwrap();
        for (k, a) in [("strength", &r.strength), ("phase", &r.phase)] {
            let want: Vec<f64> = npz.vec(&format!("{c}_{k}"));
            let got = a.to_vec().unwrap();
            let scale = want.iter().fold(0.0f64, |m, v| m.max(v.abs()));
            for (g, w) in got.iter().zip(&want) {
                assert!((g - w).abs() <= 1e-12 * scale, "{c} {k}: {g} != {w}");
            }
        }
    }
    let ev = Array::from_vec(vec![0.0, 1.0], &[2], &dev).unwrap();
    assert!(matches!(
        gsci_signal::vectorstrength(&ev, &[1.0, 0.0]),
        Err(gsci_signal::Error::InvalidArgument {
            op: "vectorstrength",
            ..
        })
    ));
}

/// lombscargle (power, normalize, amplitude; floating_mean; weights) against SciPy
/// (spectral_lombscargle.npz) at 1e-12 relative to the largest magnitude.
#[test]
fn lombscargle_golden() {
    use gsci_signal::{
        LombscargleNormalize, LombscargleOptions, lombscargle, lombscargle_amplitude,
    };
    let mut npz = Npz::open("spectral_lombscargle.npz");
    let dev = gsci_tests::test_device();
    let cases = npz.cases("l");
    assert_eq!(cases.len(), 6);
    for c in cases {
        let g = |npz: &mut Npz, k: &str| -> Array<f64> {
            to_device(&npz.get::<f64>(&format!("{c}_{k}")), &dev)
        };
        let (x, y, f) = (g(&mut npz, "x"), g(&mut npz, "y"), g(&mut npz, "freqs"));
        let w = npz
            .has(&format!("{c}_weights"))
            .then(|| g(&mut npz, "weights"));
        let p: Vec<f64> = npz.vec(&format!("{c}_p"));
        let o = LombscargleOptions {
            normalize: [
                LombscargleNormalize::Power,
                LombscargleNormalize::Normalize,
                LombscargleNormalize::Amplitude,
            ][p[0] as usize],
            weights: w.as_ref(),
            floating_mean: p[1] != 0.0,
        };
        let (got, want): (Vec<gsci_signal::Complex64>, Vec<gsci_signal::Complex64>) = if p[0] == 2.0
        {
            (
                lombscargle_amplitude(&x, &y, &f, &o)
                    .unwrap()
                    .to_vec()
                    .unwrap(),
                npz.vec(&format!("{c}_out")),
            )
        } else {
            let a = lombscargle(&x, &y, &f, &o).unwrap().to_vec().unwrap();
            let b: Vec<f64> = npz.vec(&format!("{c}_out"));
            (
                a.into_iter().map(|v| v.into()).collect(),
                b.into_iter().map(|v| v.into()).collect(),
            )
        };
        assert_eq!(got.len(), want.len());
        let scale = want.iter().fold(0.0f64, |m, v| m.max(v.norm()));
        let err = got
            .iter()
            .zip(&want)
            .fold(0.0f64, |m, (a, b)| m.max((a - b).norm()));
        assert!(err <= 1e-12 * scale, "{c}: {err:.3e} of {scale:.3e}");
    }
}

/// The device's local maxima (a flag kernel, nonzero, an edge kernel) equal the CPU's one pass:
/// plateaus, plateaus at the ends, NaN, both dtypes, with and without plateau properties.
#[test]
fn find_peaks_device_equals_cpu_on_plateaus_and_nan() {
    let dev = gsci_tests::test_device();
    let cpu = Device::cpu();
    let mut state = 0xda942042e4dd58b5u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for n in [3usize, 4, 5, 17, 1000, 100_003] {
        let mut v: Vec<f64> = (0..n).map(|_| (next() % 4) as f64).collect();
        if n > 10 {
            v[n / 2] = f64::NAN;
            v[n - 1] = v[n - 2];
        }
        for plateau in [false, true] {
            let o = FindPeaksOptions {
                plateau_size: bound(1.0, f64::NAN, plateau),
                ..Default::default()
            };
            let run = |d: &Device| {
                let r = find_peaks(&Array::from_vec(v.clone(), &[n], d).unwrap(), &o).unwrap();
                let p = &r.properties;
                (
                    r.peaks.to_vec().unwrap(),
                    p.left_edges.as_ref().map(|a| a.to_vec().unwrap()),
                    p.right_edges.as_ref().map(|a| a.to_vec().unwrap()),
                )
            };
            assert_eq!(run(&dev), run(&cpu), "float64 n = {n} plateau {plateau}");
            let v32: Vec<f32> = v.iter().map(|&x| x as f32).collect();
            let run32 = |d: &Device| {
                let x = Array::from_vec(v32.clone(), &[n], d).unwrap();
                find_peaks(&x, &o).unwrap().peaks.to_vec().unwrap()
            };
            assert_eq!(
                run32(&dev),
                run32(&cpu),
                "float32 n = {n} plateau {plateau}"
            );
        }
    }
}
