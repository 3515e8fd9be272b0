//! tf2zpk, zpk2tf, zpk2sos (every pairing), tf2sos, sos2tf, sos2zpk, normalize, lp2* (ba and
//! zpk), bilinear, bilinear_zpk.

use crate::common::{RTOL, assert_close, assert_close_c, cases, sort_roots};
use gsci_signal::*;

fn a1(v: &[f64]) -> Array<f64> {
    Array::from_slice_1d(v, &Device::cpu()).unwrap()
}
fn c1(v: &[Complex64]) -> Array<Complex64> {
    Array::from_slice_1d(v, &Device::cpu()).unwrap()
}
fn a2(v: &[f64], shape: &[usize]) -> Array<f64> {
    Array::from_slice(v, shape, &Device::cpu()).unwrap()
}

#[test]
fn conversions_match_scipy() {
    let mut n = 0;
    for c in cases("design_conversions.npz") {
        let what = format!("{} {} {:?}", c.id, c.func, c.args);
        let chk = |name: &str, got: &Array<f64>, want: &str| {
            assert_close(
                &format!("{what} {name}"),
                &got.to_vec().unwrap(),
                &c.vec(want),
                RTOL,
            )
        };
        let chk_roots = |name: &str, got: &Array<Complex64>, want: &str, rtol: f64| {
            assert_close_c(
                &format!("{what} {name}"),
                &sort_roots(&got.to_vec().unwrap()),
                &sort_roots(&c.cvec(want)),
                rtol,
            )
        };
        match c.func.as_str() {
            "zpk2tf" => {
                let (b, a) = zpk2tf(&c1(&c.cvec("z")), &c1(&c.cvec("p")), c.args[0]).unwrap();
                chk("b", &b, "b");
                chk("a", &a, "a");
            }
            "tf2zpk" => {
                // Polynomial roots by a different eigenvalue solver than LAPACK's dgeev:
                // well-separated roots agree to 1e-10 relative.
                let (z, p, k) = tf2zpk(&a1(&c.vec("b")), &a1(&c.vec("a"))).unwrap();
                chk_roots("z", &z, "z", 1e-10);
                chk_roots("p", &p, "p", 1e-10);
                assert_close(&what, &[k], &c.vec("k"), RTOL);
            }
            "zpk2sos" => {
                let pairing =
                    [Pairing::Nearest, Pairing::KeepOdd, Pairing::Minimal][c.args[1] as usize];
                let sos = zpk2sos(
                    &c1(&c.cvec("z")),
                    &c1(&c.cvec("p")),
                    c.args[0],
                    &Zpk2sosOptions {
                        pairing: Some(pairing),
                        analog: c.args[2] != 0.0,
                    },
                )
                .unwrap();
                assert_eq!(sos.shape(), c.shape("sos").as_slice(), "{what}");
                chk("sos", &sos, "sos");
            }
            "sos2tf" => {
                let (b, a) = sos2tf(&a2(&c.vec("sos"), &c.shape("sos"))).unwrap();
                chk("b", &b, "b");
                chk("a", &a, "a");
            }
            "sos2zpk" => {
                let (z, p, k) = sos2zpk(&a2(&c.vec("sos"), &c.shape("sos"))).unwrap();
                chk_roots("z", &z, "z", 1e-10);
                chk_roots("p", &p, "p", 1e-10);
                assert_close(&what, &[k], &c.vec("k"), RTOL);
            }
            "tf2sos" => {
                let sos = tf2sos(
                    &a1(&c.vec("b")),
                    &a1(&c.vec("a")),
                    &Tf2sosOptions::default(),
                )
                .unwrap();
                assert_close(&what, &sos.to_vec().unwrap(), &c.vec("sos"), 1e-10);
            }
            "normalize" => {
                let (b, a) = normalize(&a1(&c.vec("b")), &a1(&c.vec("a"))).unwrap();
                chk("b", &b, "b_out");
                chk("a", &a, "a_out");
            }
            "lp2lp" | "lp2hp" | "lp2bp" | "lp2bs" | "bilinear" => {
                let (b, a) = (a1(&c.vec("b")), a1(&c.vec("a")));
                let o = Lp2Options {
                    wo: c.args[0],
                    bw: c.args.get(1).copied().unwrap_or(1.0),
                };
                let (b2, a2) = match c.func.as_str() {
                    "lp2lp" => lp2lp(&b, &a, &o),
                    "lp2hp" => lp2hp(&b, &a, &o),
                    "lp2bp" => lp2bp(&b, &a, &o),
                    "lp2bs" => lp2bs(&b, &a, &o),
                    _ => bilinear(&b, &a, &BilinearOptions { fs: c.args[0] }),
                }
                .unwrap();
                chk("b", &b2, "b_out");
                chk("a", &a2, "a_out");
            }
            f => {
                let (z, p, k) = (c1(&c.cvec("z")), c1(&c.cvec("p")), c.args[0]);
                let o = Lp2Options {
                    wo: c.args[1],
                    bw: c.args.get(2).copied().unwrap_or(1.0),
                };
                let (z2, p2, k2) = match f {
                    "lp2lp_zpk" => lp2lp_zpk(&z, &p, k, &o),
                    "lp2hp_zpk" => lp2hp_zpk(&z, &p, k, &o),
                    "lp2bp_zpk" => lp2bp_zpk(&z, &p, k, &o),
                    "lp2bs_zpk" => lp2bs_zpk(&z, &p, k, &o),
                    "bilinear_zpk" => bilinear_zpk(&z, &p, k, c.args[1]),
                    f => panic!("unknown case {f}"),
                }
                .unwrap();
                chk_roots("z", &z2, "z_out", RTOL);
                chk_roots("p", &p2, "p_out", RTOL);
                assert_close(&what, &[k2], &c.vec("k_out"), RTOL);
            }
        }
        n += 1;
    }
    assert!(n > 300, "only {n} conversion cases");
}

#[test]
fn conversion_errors_match_scipy() {
    let z = c1(&[Complex64::new(0.5, 0.5)]);
    let p = c1(&[Complex64::new(0.1, 0.0)]);
    assert!(zpk2tf(&z, &p, 1.0).is_err());
    assert!(zpk2sos(&z, &p, 1.0, &Zpk2sosOptions::default()).is_err());
    let p2 = c1(&[Complex64::new(-1.0, 0.0)]);
    assert!(
        zpk2sos(
            &p2,
            &p2,
            1.0,
            &Zpk2sosOptions {
                pairing: Some(Pairing::Nearest),
                analog: true
            }
        )
        .is_err()
    );
    assert!(normalize(&a1(&[1.0]), &a1(&[0.0, 0.0])).is_err());
    assert!(bilinear_zpk(&c1(&[Complex64::new(1.0, 0.0); 2]), &p2, 1.0, 1.0).is_err());
    assert!(bilinear(&a1(&[1.0]), &a1(&[1.0, 1.0]), &BilinearOptions { fs: 0.0 }).is_err());
    assert!(sos2tf(&a2(&[1.0; 5], &[1, 5])).is_err());
}
