//! buttord, cheb1ord, cheb2ord, ellipord (every band type, analog, fs), iirdesign, iirnotch,
//! iirpeak, iircomb.

use crate::common::{RTOL, assert_close, cases};
use gsci_signal::*;

#[test]
fn order_selection_matches_scipy() {
    let mut n = 0;
    for c in cases("design_order.npz") {
        let what = format!("{} {} {:?}", c.id, c.func, c.args);
        match c.func.as_str() {
            "ord" => {
                let k = (c.args.len() - 5) / 2;
                let (wp, ws) = (&c.args[5..5 + k], &c.args[5 + k..]);
                let o = OrdOptions {
                    analog: c.args[3] != 0.0,
                    fs: (!c.args[4].is_nan()).then_some(c.args[4]),
                };
                let f = [buttord, cheb1ord, cheb2ord, ellipord][c.args[0] as usize];
                let (ord, wn) = f(wp, ws, c.args[1], c.args[2], &o).unwrap();
                let want = c.vec("out");
                assert_eq!(ord as f64, want[0], "{what}");
                // Band-stop edges come from SciPy's fminbound (replicated step for step, but
                // its objective goes through ellipk/log10 whose last-bit differences steer the
                // parabolic steps elsewhere within its xatol = 1e-5): 1e-6 relative there.
                let bandstop = k == 2 && wp[0] < ws[0];
                assert_close(&what, &wn, &want[1..], if bandstop { 1e-6 } else { RTOL });
            }
            "iirdesign" => {
                let k = (c.args.len() - 3) / 2;
                let ftype = [
                    FilterType::Butter,
                    FilterType::Cheby1,
                    FilterType::Cheby2,
                    FilterType::Ellip,
                ][c.args[0] as usize];
                let sos = iirdesign(
                    &c.args[3..3 + k],
                    &c.args[3 + k..],
                    c.args[1],
                    c.args[2],
                    &IirdesignOptions {
                        ftype,
                        output: FilterOutput::Sos,
                        ..Default::default()
                    },
                )
                .unwrap()
                .into_sos()
                .unwrap();
                assert_eq!(sos.shape(), c.shape("sos").as_slice(), "{what}");
                // Band-stop designs inherit the fminbound edges (1e-6 above), others 1e-12.
                let bandstop = k == 2 && c.args[3] < c.args[5];
                assert_close(
                    &what,
                    &sos.to_vec().unwrap(),
                    &c.vec("sos"),
                    if bandstop { 1e-5 } else { RTOL },
                );
            }
            "gammatone" => {
                let opt = |v: f64| (!v.is_nan()).then_some(v);
                let o = GammatoneOptions {
                    fs: opt(c.args[2]),
                    order: opt(c.args[3]).map(|v| v as usize),
                    numtaps: opt(c.args[4]).map(|v| v as usize),
                };
                let ftype = if c.args[1] != 0.0 {
                    GammatoneType::Iir
                } else {
                    GammatoneType::Fir
                };
                let (b, a) = gammatone(c.args[0], ftype, &o).unwrap();
                assert_close(
                    &format!("{what} b"),
                    &b.to_vec().unwrap(),
                    &c.vec("b"),
                    RTOL,
                );
                assert_close(
                    &format!("{what} a"),
                    &a.to_vec().unwrap(),
                    &c.vec("a"),
                    RTOL,
                );
            }
            "iirnotch" | "iirpeak" | "iircomb" => {
                let (b, a) = match c.func.as_str() {
                    "iirnotch" => {
                        iirnotch(c.args[0], c.args[1], &IirnotchOptions { fs: c.args[2] })
                    }
                    "iirpeak" => iirpeak(c.args[0], c.args[1], &IirnotchOptions { fs: c.args[2] }),
                    _ => iircomb(
                        c.args[0],
                        c.args[1],
                        &IircombOptions {
                            ftype: if c.args[3] != 0.0 {
                                CombType::Peak
                            } else {
                                CombType::Notch
                            },
                            fs: c.args[2],
                            pass_zero: c.args[4] != 0.0,
                        },
                    ),
                }
                .unwrap();
                assert_close(
                    &format!("{what} b"),
                    &b.to_vec().unwrap(),
                    &c.vec("b"),
                    RTOL,
                );
                assert_close(
                    &format!("{what} a"),
                    &a.to_vec().unwrap(),
                    &c.vec("a"),
                    RTOL,
                );
            }
            f => panic!("unknown case {f}"),
        }
        n += 1;
    }
    assert!(n > 200, "only {n} order cases");
}

#[test]
fn order_errors_match_scipy() {
    let o = OrdOptions::default();
    assert!(buttord(&[0.2], &[0.3], 0.0, 40.0, &o).is_err());
    assert!(buttord(&[0.2], &[0.3], 50.0, 40.0, &o).is_err());
    assert!(buttord(&[0.2], &[0.3, 0.4], 1.0, 40.0, &o).is_err());
    assert!(
        iirdesign(
            &[0.2, 0.5],
            &[0.3, 0.6],
            1.0,
            40.0,
            &IirdesignOptions::default()
        )
        .is_err()
    );
    assert!(iirdesign(&[0.2], &[1.3], 1.0, 40.0, &IirdesignOptions::default()).is_err());
    assert!(iirnotch(1.5, 30.0, &IirnotchOptions::default()).is_err());
    assert!(
        iircomb(
            30.0,
            30.0,
            &IircombOptions {
                fs: 1000.0,
                ..Default::default()
            }
        )
        .is_err()
    );
}
