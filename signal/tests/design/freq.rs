//! freqz (count/frequencies, whole, include_nyquist, fs; FFT and polynomial paths), freqz_zpk,
//! freqz_sos, freqs, freqs_zpk (with findfreqs), group_delay.

use crate::common::{RTOL, assert_close, assert_close_c, cases};
use gsci_signal::*;

fn a1(v: &[f64]) -> Array<f64> {
    Array::from_slice_1d(v, &Device::cpu()).unwrap()
}
fn c1(v: &[Complex64]) -> Array<Complex64> {
    Array::from_slice_1d(v, &Device::cpu()).unwrap()
}

#[test]
fn frequency_responses_match_scipy() {
    let mut n = 0;
    for c in cases("design_freq.npz") {
        let what = format!("{} {} {:?}", c.id, c.func, c.args);
        let zo = |worn: f64, whole: f64, fs: f64| FreqzOptions {
            wor_n: WorN::N(worn as usize),
            whole: whole != 0.0,
            fs,
            include_nyquist: false,
        };
        let r = match c.func.as_str() {
            "freqz" => freqz(
                &a1(&c.vec("b")),
                &a1(&c.vec("a")),
                &FreqzOptions {
                    include_nyquist: c.args[2] != 0.0,
                    ..zo(c.args[0], c.args[1], c.args[3])
                },
            ),
            "freqz_f" => freqz(
                &a1(&c.vec("b")),
                &a1(&c.vec("a")),
                &FreqzOptions {
                    wor_n: WorN::Freqs(c.vec("f")),
                    fs: c.args[0],
                    ..Default::default()
                },
            ),
            "freqz_zpk" => freqz_zpk(
                &c1(&c.cvec("z")),
                &c1(&c.cvec("p")),
                c.args[3],
                &zo(c.args[0], c.args[1], c.args[2]),
            ),
            "freqz_sos" => {
                let sos =
                    Array::from_slice(&c.vec("sos"), &c.shape("sos"), &Device::cpu()).unwrap();
                freqz_sos(&sos, &zo(c.args[0], c.args[1], c.args[2]))
            }
            "freqs" => freqs(
                &a1(&c.vec("b")),
                &a1(&c.vec("a")),
                &FreqsOptions {
                    wor_n: WorN::N(c.args[0] as usize),
                },
            ),
            "freqs_f" => freqs(
                &a1(&c.vec("b")),
                &a1(&c.vec("a")),
                &FreqsOptions {
                    wor_n: WorN::Freqs(c.vec("f")),
                },
            ),
            "freqs_zpk" => freqs_zpk(
                &c1(&c.cvec("z")),
                &c1(&c.cvec("p")),
                c.args[1],
                &FreqsOptions {
                    wor_n: WorN::N(c.args[0] as usize),
                },
            ),
            "group_delay" => {
                let (w, gd) = group_delay(
                    &a1(&c.vec("b")),
                    &a1(&c.vec("a")),
                    &zo(c.args[0], c.args[1], c.args[2]),
                )
                .unwrap();
                assert_close(
                    &format!("{what} w"),
                    &w.to_vec().unwrap(),
                    &c.vec("w"),
                    RTOL,
                );
                // Near a zero of the response (an FIR's stopband zeros close to the unit
                // circle) the delay is a ratio of two near-zero polynomial values, so NumPy's
                // complex loops (which may fuse multiply-adds) and ours differ there by up to
                // ~1e-9 relative; elsewhere they agree to 1e-14. Tolerance 1e-8.
                assert_close(
                    &format!("{what} gd"),
                    &gd.to_vec().unwrap(),
                    &c.vec("gd"),
                    1e-8,
                );
                n += 1;
                continue;
            }
            f => panic!("unknown case {f}"),
        }
        .unwrap();
        assert_close(
            &format!("{what} w"),
            &r.w.to_vec().unwrap(),
            &c.vec("w"),
            RTOL,
        );
        // SciPy evaluates the FIR path with an FFT (rounding ~1e-16 of sum|b|): compared with
        // a floor of 1e-13 of the largest |h|, as everywhere.
        assert_close_c(
            &format!("{what} h"),
            &r.h.to_vec().unwrap(),
            &c.cvec("h"),
            RTOL,
        );
        n += 1;
    }
    assert!(n > 150, "only {n} frequency-response cases");
}

#[test]
fn frequency_response_errors_match_scipy() {
    let (b, a) = (a1(&[1.0]), a1(&[1.0, 0.5]));
    assert!(
        freqz(
            &b,
            &a,
            &FreqzOptions {
                fs: 0.0,
                ..Default::default()
            }
        )
        .is_err()
    );
    let bad = Array::from_slice(&[1.0, 0.0, 0.0, 2.0, 0.0, 0.0], &[1, 6], &Device::cpu()).unwrap();
    assert!(freqz_sos(&bad, &FreqzOptions::default()).is_err());
    let empty = Array::<f64>::from_slice(&[], &[0, 6], &Device::cpu()).unwrap();
    assert!(freqz_sos(&empty, &FreqzOptions::default()).is_err());
}
