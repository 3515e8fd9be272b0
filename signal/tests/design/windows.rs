//! Every window of `scipy.signal.windows` and `get_window`, all lengths 0..101, sym and periodic.

use crate::common::{RTOL, assert_close, cases};
use gsci_signal::Error;
use gsci_signal::windows::{self, *};

fn window_by_id(id: usize, m: usize, sym: bool, p: &[f64]) -> gsci_signal::Result<Vec<f64>> {
    let o = WindowOptions { sym };
    let w = match id {
        0 => boxcar(m, &o)?,
        1 => triang(m, &o)?,
        2 => parzen(m, &o)?,
        3 => bohman(m, &o)?,
        4 => blackman(m, &o)?,
        5 => nuttall(m, &o)?,
        6 => blackmanharris(m, &o)?,
        7 => flattop(m, &o)?,
        8 => bartlett(m, &o)?,
        9 => hann(m, &o)?,
        10 => hamming(m, &o)?,
        11 => barthann(m, &o)?,
        12 => cosine(m, &o)?,
        13 => lanczos(m, &o)?,
        14 => kaiser(m, p[0], &o)?,
        15 => gaussian(m, p[0], &o)?,
        16 => general_gaussian(m, p[0], p[1], &o)?,
        17 => general_hamming(m, p[0], &o)?,
        18 => chebwin(m, p[0], &o)?,
        19 => tukey(m, p[0], &o)?,
        20 => exponential(
            m,
            &ExponentialOptions {
                center: None,
                tau: p[0],
                sym,
            },
        )?,
        21 => taylor(
            m,
            &TaylorOptions {
                nbar: p[0] as usize,
                sll: p[1],
                norm: p[2] != 0.0,
                sym,
            },
        )?,
        22 => general_cosine(m, p, &o)?,
        23 => kaiser_bessel_derived(m, p[0], &o)?,
        24 => dpss(
            m,
            p[0],
            &DpssOptions {
                sym,
                ..Default::default()
            },
        )?,
        _ => panic!("window id {id}"),
    };
    w.to_vec()
}

#[test]
fn windows_match_scipy() {
    let mut n = 0;
    for c in cases("design_windows.npz") {
        let want = c.vec("out");
        let got = match c.func.as_str() {
            "window" => {
                let (id, m, sym) = (c.args[0] as usize, c.args[1] as usize, c.args[2] != 0.0);
                // dpss is an eigenvector computed iteratively (LAPACK stein in SciPy): 1e-10.
                let rtol = if id == 24 { 1e-10 } else { RTOL };
                let got = window_by_id(id, m, sym, &c.args[3..]).unwrap();
                assert_close(&format!("{} window {:?}", c.id, c.args), &got, &want, rtol);
                n += 1;
                continue;
            }
            "exponential_center" => exponential(
                c.args[0] as usize,
                &ExponentialOptions {
                    center: Some(c.args[1]),
                    tau: c.args[2],
                    sym: false,
                },
            )
            .unwrap(),
            "dpss_k" => {
                let norm =
                    [DpssNorm::L2, DpssNorm::Approximate, DpssNorm::Subsample][c.args[3] as usize];
                let w = dpss(
                    c.args[0] as usize,
                    c.args[1],
                    &DpssOptions {
                        kmax: Some(c.args[2] as usize),
                        sym: c.args[4] != 0.0,
                        norm,
                    },
                )
                .unwrap();
                assert_eq!(w.shape(), c.shape("out").as_slice(), "{}", c.id);
                assert_close(
                    &format!("{} dpss {:?}", c.id, c.args),
                    &w.to_vec().unwrap(),
                    &want,
                    1e-10,
                );
                n += 1;
                continue;
            }
            "get_window_kaiser" => get_window(
                &Window::Kaiser { beta: c.args[1] },
                c.args[0] as usize,
                &GetWindowOptions::default(),
            )
            .unwrap(),
            f => {
                let name = f.strip_prefix("get_window_").unwrap();
                let w: Window = name.parse().unwrap();
                get_window(
                    &w,
                    c.args[0] as usize,
                    &GetWindowOptions {
                        fftbins: c.args[1] != 0.0,
                    },
                )
                .unwrap()
            }
        };
        assert_close(
            &format!("{} {}", c.id, c.func),
            &got.to_vec().unwrap(),
            &want,
            RTOL,
        );
        n += 1;
    }
    assert!(n > 1000, "only {n} window cases");
}

#[test]
fn window_errors_match_scipy() {
    let sym = WindowOptions { sym: true };
    assert!(kaiser_bessel_derived(5, 1.0, &sym).is_err());
    assert!(kaiser_bessel_derived(4, 1.0, &WindowOptions { sym: false }).is_err());
    assert!(
        exponential(
            4,
            &ExponentialOptions {
                center: Some(1.0),
                ..Default::default()
            }
        )
        .is_err()
    );
    assert!(get_window(&Window::Hann, 0, &GetWindowOptions::default()).is_err());
    assert!("kaiser".parse::<Window>().is_err());
    assert!("nope".parse::<Window>().is_err());
    assert!(dpss(8, 4.0, &DpssOptions::default()).is_err());
    assert!(dpss(8, 0.0, &DpssOptions::default()).is_err());
    assert!(
        dpss(
            8,
            2.0,
            &DpssOptions {
                kmax: Some(9),
                ..Default::default()
            }
        )
        .is_err()
    );
    // Sizes that cannot be allocated are errors, not aborts.
    let huge = usize::MAX / 4;
    assert!(matches!(
        windows::hann(huge, &sym),
        Err(Error::HostOutOfMemory { .. })
    ));
    assert!(matches!(
        kaiser(huge, 1.0, &sym),
        Err(Error::HostOutOfMemory { .. })
    ));
    assert!(get_window(&Window::Hann, huge, &GetWindowOptions::default()).is_err());
    assert_eq!(windows::hann(0, &sym).unwrap().shape(), &[0]);
    assert_eq!(windows::hann(1, &sym).unwrap().to_vec().unwrap(), vec![1.0]);
}
