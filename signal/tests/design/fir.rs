//! firwin (windows, pass_zero, scale, fs, width), kaiserord, kaiser_beta, kaiser_atten.

use crate::common::{RTOL, assert_close, cases};
use gsci_signal::windows::Window;
use gsci_signal::*;

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
}
