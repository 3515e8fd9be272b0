//! firwin (windows, pass_zero, scale, fs, width), kaiserord, kaiser_beta, kaiser_atten.

use crate::common::{RTOL, assert_close, cases};
use gsci_signal::windows::Window;
use gsci_signal::*;
use gsci_signal::{Array, Device};

#[test]
fn fir_designs_match_scipy() {
    let mut n = 0;
    for c in cases("design_fir.npz") {
        let what = format!("{} {} {:?}", c.id, c.func, c.args);
        let want = c.vec("out");
        match c.func.as_str() {
            "firwin" => {
                let window = match c.args[2] as usize {
                    10 => Window::Hamming,
                    9 => Window::Hann,
                    4 => Window::Blackman,
                    0 => Window::Boxcar,
                    w => panic!("window {w}"),
                };
                let o = FirwinOptions {
                    width: (!c.args[4].is_nan()).then_some(c.args[4]),
                    window,
                    pass_zero: if c.args[1] != 0.0 {
                        PassZero::True
                    } else {
                        PassZero::False
                    },
                    scale: c.args[3] != 0.0,
                    fs: (!c.args[5].is_nan()).then_some(c.args[5]),
                };
                let h = firwin(c.args[0] as usize, &c.args[6..], &o).unwrap();
                assert_close(&what, &h.to_vec().unwrap(), &want, RTOL);
            }
            "firwin_kaiser" => {
                let o = FirwinOptions {
                    window: Window::Kaiser { beta: c.args[1] },
                    fs: Some(c.args[2]),
                    ..Default::default()
                };
                let h = firwin(c.args[0] as usize, &c.args[3..], &o).unwrap();
                assert_close(&what, &h.to_vec().unwrap(), &want, RTOL);
            }
            "kaiserord" => {
                let (taps, beta) = kaiserord(c.args[0], c.args[1]).unwrap();
                assert_eq!(taps as f64, want[0], "{what}");
                assert_close(
                    &what,
                    &[
                        beta,
                        kaiser_beta(c.args[0]).unwrap(),
                        kaiser_atten(taps, c.args[1]).unwrap(),
                    ],
                    &want[1..],
                    RTOL,
                );
            }
            "firwin2" => {
                let window = match c.args[3] as i64 {
                    10 => Some(Window::Hamming),
                    9 => Some(Window::Hann),
                    4 => Some(Window::Blackman),
                    0 => Some(Window::Boxcar),
                    _ => None,
                };
                let o = Firwin2Options {
                    nfreqs: (!c.args[2].is_nan()).then_some(c.args[2] as usize),
                    window,
                    antisymmetric: c.args[1] != 0.0,
                    fs: (!c.args[4].is_nan()).then_some(c.args[4]),
                };
                let h = firwin2(c.args[0] as usize, &c.vec("freq"), &c.vec("gain"), &o).unwrap();
                // SciPy's irfft (pocketfft) against a direct sum: 1e-13 of the largest tap floor.
                assert_close(&what, &h.to_vec().unwrap(), &want, RTOL);
            }
            "firls" => {
                let o = FirlsOptions {
                    weight: Some(c.vec("weight")),
                    fs: (!c.args[1].is_nan()).then_some(c.args[1]),
                };
                let h = firls(c.args[0] as usize, &c.vec("bands"), &c.vec("desired"), &o).unwrap();
                // A Cholesky solve of an (M+1)-square system like LAPACK's posv, in another
                // order of operations: the conditioning of Q (up to ~1e4 here) allows 1e-11.
                assert_close(&what, &h.to_vec().unwrap(), &want, 1e-11);
            }
            "firwin_2d" => {
                let circular = c.args[2] != 0.0;
                let o = Firwin2dOptions {
                    fc: Some(c.args[3..].to_vec()),
                    circular,
                    ..Default::default()
                };
                let w: &[Window] = if circular {
                    &[Window::Hamming]
                } else {
                    &[Window::Hamming, Window::Hann]
                };
                let h = firwin_2d([c.args[0] as usize, c.args[1] as usize], w, &o).unwrap();
                assert_eq!(h.shape(), c.shape("out").as_slice(), "{what}");
                assert_close(&what, &h.to_vec().unwrap(), &want, RTOL);
            }
            "remez" => {
                let o = RemezOptions {
                    weight: Some(c.vec("weight")),
                    r#type: [
                        RemezType::Bandpass,
                        RemezType::Differentiator,
                        RemezType::Hilbert,
                    ][c.args[1] as usize],
                    fs: (!c.args[2].is_nan()).then_some(c.args[2]),
                    ..Default::default()
                };
                let h = remez(c.args[0] as usize, &c.vec("bands"), &c.vec("desired"), &o).unwrap();
                // The same exchange program step for step; the extremal search compares
                // errors, so an iteration count or extremal index could only differ through
                // last-bit rounding of cos: 1e-10 relative.
                assert_close(&what, &h.to_vec().unwrap(), &want, 1e-10);
            }
            "minimum_phase" => {
                let h = Array::from_slice_1d(&c.vec("h"), &Device::cpu()).unwrap();
                let o = MinimumPhaseOptions {
                    method: if c.args[0] != 0.0 {
                        MinimumPhaseMethod::Hilbert
                    } else {
                        MinimumPhaseMethod::Homomorphic
                    },
                    half: c.args[1] != 0.0,
                    n_fft: (!c.args[2].is_nan()).then_some(c.args[2] as usize),
                };
                let hm = minimum_phase(&h, &o).unwrap();
                // Three FFTs of thousands of points and a log/exp of a spectrum with deep
                // stopband values: 1e-9. (The Hilbert method is compared for 5 and 21 taps
                // only: it shifts the spectrum so that its minimum is exactly 0 and takes a
                // square root, so for long filters FFT rounding noise decides the result; SciPy's
                // own 41-tap result moves by 1e-3 when numpy.fft replaces scipy.fft.)
                assert_close(&what, &hm.to_vec().unwrap(), &want, 1e-9);
            }
            f => panic!("unknown case {f}"),
        }
        n += 1;
    }
    assert!(n > 300, "only {n} FIR cases");
}

#[test]
fn fir_errors_match_scipy() {
    let o = FirwinOptions::default();
    assert!(firwin(5, &[], &o).is_err());
    assert!(firwin(5, &[1.0], &o).is_err());
    assert!(firwin(5, &[0.5, 0.3], &o).is_err());
    assert!(
        firwin(
            4,
            &[0.3],
            &FirwinOptions {
                pass_zero: PassZero::False,
                ..o.clone()
            }
        )
        .is_err()
    );
    assert!(
        firwin(
            5,
            &[0.3, 0.5],
            &FirwinOptions {
                pass_zero: PassZero::Lowpass,
                ..o.clone()
            }
        )
        .is_err()
    );
    assert!(
        firwin(
            5,
            &[0.3],
            &FirwinOptions {
                pass_zero: PassZero::Bandpass,
                ..o
            }
        )
        .is_err()
    );
    assert!(kaiserord(5.0, 0.1).is_err());
    assert!(remez(11, &[0.0, 0.1, 0.2], &[1.0, 0.0], &RemezOptions::default()).is_err());
    assert!(remez(11, &[0.0, 0.1, 0.2, 0.5], &[1.0], &RemezOptions::default()).is_err());
}

#[test]
fn degenerate_sizes_are_errors() {
    let o = RemezOptions {
        r#type: RemezType::Hilbert,
        ..Default::default()
    };
    assert!(remez(1, &[0.1, 0.4], &[1.0], &o).is_err());
    assert!(butter(usize::MAX / 4, &[0.3], &IirOptions::default()).is_err());
    assert!(buttap(usize::MAX / 4).is_err());
    assert!(besselap(usize::MAX / 4, BesselNorm::Phase).is_err());
}
